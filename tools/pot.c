/* Renju - MIT licence, see LICENSE.
 *
 * renju-pot: writes the gettext template of the window's words (po/renju.pot) to standard
 * output, from the English texts the code looks up (`make pot`; `make po-check` compares
 * it with the file).
 */
#include "i18n.h"

#include <stdio.h>

int main(void)
{
    if (!i18n_write_pot(stdout) || fflush(stdout) != 0) {
        fputs("renju-pot: cannot write the template\n", stderr);
        return 1;
    }
    return 0;
}

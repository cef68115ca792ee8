/* Renju - MIT licence, see LICENSE.
 *
 * Bounded text building (see text.h).
 */
#include "text.h"

#include <stdarg.h>
#include <stdio.h>

void text_append(char *buf, size_t cap, size_t *len, const char *fmt, ...)
{
    if (*len + 1 >= cap) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + *len, cap - *len, fmt, ap);
    va_end(ap);
    if (n > 0) {
        *len += (size_t)n < cap - *len ? (size_t)n : cap - *len - 1;
    }
}

/* Renju - MIT licence, see LICENSE.
 *
 * libFuzzer target for the reader of compiled gettext catalogues (i18n_catalog_read):
 * any input is refused with a reason or read; a catalogue read gives every message in
 * valid UTF-8 with the printf conversions of its English, for every plural form.
 * Seeds: the compiled catalogues (make fuzz copies build/locale/LANG/LC_MESSAGES/renju.mo).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "text.h"
#include "fuzz_entry.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[200];
    for (Lang lang = LANG_UK; lang < LANG_COUNT; lang++) {
        I18nCatalog *c = i18n_catalog_read(lang, data, size, err, sizeof err);
        if (!c) {
            if (err[0] == '\0') {
                abort(); /* a refusal must say why */
            }
            continue;
        }
        for (int id = 0; id < S_COUNT; id++) {
            for (long n = 0; n < 12; n++) {
                const char *t = i18n_catalog_text(c, (StrId)id, n);
                if (!t || !text_utf8_valid(t, strlen(t))) {
                    abort();
                }
            }
        }
        i18n_catalog_free(c);
    }
    return 0;
}

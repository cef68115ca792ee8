/* Renju - MIT licence, see LICENSE.
 *
 * The text fields' editing (see textfield.h): one walk over the text, a character at a
 * time, that says what each character becomes in a field of the kind; a path that does
 * not fit whole is put back as it was.
 */
#include "textfield.h"

#include <string.h>

#include "text.h"

/* What the character of k bytes at s becomes: the bytes to put (*put, *n; 0 bytes: left
 * out); false where the text ends for this kind. */
static bool take(const char *s, size_t k, TextFieldKind kind, const char **put, size_t *n)
{
    unsigned char c = (unsigned char)s[0];
    *put = s;
    *n = k;
    if (kind == TEXTFIELD_ADDRESS || kind == TEXTFIELD_PORT) {
        if (c == '\n' || c == '\r') {
            return false;
        }
        bool ok = k == 1 && (kind == TEXTFIELD_PORT ? c >= '0' && c <= '9' : c > ' ' && c < 0x7F);
        *n = ok ? 1 : 0;
        return true;
    }
    if (c == '\n' || c == '\r') {
        if (kind == TEXTFIELD_PROGRAM) {
            return false;
        }
        bool blank = kind == TEXTFIELD_WORDS, keep = kind == TEXTFIELD_LINES && c == '\n';
        *put = blank ? " " : s;
        *n = blank || keep ? 1 : 0;
    } else if (c == '\t') {
        *put = " ";
        *n = kind == TEXTFIELD_WORDS || kind == TEXTFIELD_LINES ? 1 : 0;
    } else if (k == 0 || (k == 1 && (c < 0x20 || c == 0x7F)) ||
               (k == 2 && c == 0xC2 && (unsigned char)s[1] < 0xA0)) {
        *n = 0; /* no UTF-8, a control character, a C1 control */
    }
    return true;
}

bool textfield_insert(char *buf, size_t cap, size_t *len, const char *utf8, TextFieldKind kind)
{
    size_t was = *len, n = strlen(utf8);
    for (size_t i = 0; i < n;) {
        size_t k = text_utf8_char(utf8 + i, n - i), m;
        const char *put;
        if (!take(utf8 + i, k, kind, &put, &m)) {
            break;
        }
        if (*len + m >= cap) {
            if (kind == TEXTFIELD_PATH) { /* all or nothing: as it was */
                *len = was;
                buf[was] = '\0';
            }
            return false;
        }
        memcpy(buf + *len, put, m);
        *len += m;
        buf[*len] = '\0';
        i += k ? k : 1;
    }
    return true;
}

void textfield_back(char *buf, size_t *len)
{
    *len = text_utf8_back(buf, *len);
    buf[*len] = '\0';
}

void textfield_clear(char *buf, size_t *len)
{
    *len = 0;
    buf[0] = '\0';
}

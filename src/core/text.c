/* Renju - MIT licence, see LICENSE.
 *
 * Bounded text building (see text.h).
 */
#include "text.h"

#include <stdarg.h>
#include <stdio.h>

static void vappend(char *buf, size_t cap, size_t *len, const char *fmt, va_list ap)
{
    if (*len + 1 >= cap) {
        return;
    }
    int n = vsnprintf(buf + *len, cap - *len, fmt, ap);
    if (n <= 0) {
        return;
    }
    if ((size_t)n < cap - *len) {
        *len += (size_t)n;
        return;
    }
    /* Cut at the end of the buffer: never inside a character. */
    size_t end = cap - 1, lead = end;
    while (lead > *len && ((unsigned char)buf[lead - 1] & 0xC0) == 0x80) {
        lead--;
    }
    if (lead > *len) {
        unsigned char c = (unsigned char)buf[lead - 1];
        size_t need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
        if (end - (lead - 1) < need) {
            end = lead - 1;
        }
    }
    buf[end] = '\0';
    *len = end;
}

void text_append(char *buf, size_t cap, size_t *len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vappend(buf, cap, len, fmt, ap);
    va_end(ap);
}

size_t text_format(char *buf, size_t cap, const char *fmt, ...)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    va_list ap;
    va_start(ap, fmt);
    vappend(buf, cap, &len, fmt, ap);
    va_end(ap);
    return len;
}

size_t text_utf8_char(const char *s, size_t n)
{
    if (n == 0) {
        return 0;
    }
    unsigned char c = (unsigned char)s[0];
    if (c < 0x80) {
        return 1;
    }
    size_t len = c >= 0xC2 && c <= 0xDF   ? 2
                 : c >= 0xE0 && c <= 0xEF ? 3
                 : c >= 0xF0 && c <= 0xF4 ? 4
                                          : 0;
    if (len == 0 || len > n) {
        return 0;
    }
    for (size_t i = 1; i < len; i++) {
        if (((unsigned char)s[i] & 0xC0) != 0x80) {
            return 0;
        }
    }
    unsigned char d = (unsigned char)s[1];
    if ((c == 0xE0 && d < 0xA0) || (c == 0xED && d > 0x9F) || /* overlong, surrogate */
        (c == 0xF0 && d < 0x90) || (c == 0xF4 && d > 0x8F)) { /* overlong, > U+10FFFF */
        return 0;
    }
    return len;
}

bool text_utf8_valid(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        size_t k = text_utf8_char(s + i, n - i);
        if (k == 0) {
            return false;
        }
        i += k;
    }
    return true;
}

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

size_t text_next_word(const char *s, size_t n, size_t *at, size_t *start)
{
    size_t i = *at;
    while (i < n && is_blank(s[i])) {
        i++;
    }
    size_t j = i;
    while (j < n && !is_blank(s[j])) {
        j++;
    }
    *start = i;
    *at = j;
    return j - i;
}

size_t text_utf8_back(const char *s, size_t n)
{
    while (n > 0 && ((unsigned char)s[n - 1] & 0xC0) == 0x80) {
        n--;
    }
    return n > 0 ? n - 1 : 0;
}

size_t text_move_number(const char *s, size_t n, long *number)
{
    size_t i = 0;
    long v = 0;
    while (i < n && i < 5 && s[i] >= '0' && s[i] <= '9') {
        v = v * 10 + (s[i] - '0');
        i++;
    }
    if (i == 0 || i >= n || (s[i] != '.' && s[i] != ')')) { /* "1. h8", "1) h8" */
        return 0;
    }
    *number = v;
    return i + 1;
}

bool text_move_number_fits(TextMoveNumbers *m, long number, int done, long *want)
{
    long each = done + 1;
    /* Pairs: before Black's move; before White's only the pair's own number again. */
    long pair = done % 2 == 0 || m->style == 2 ? done / 2 + 1 : -1;
    bool by_move = m->style != 2 && number == each;
    bool by_pair = m->style != 1 && number == pair;
    if (by_move && !by_pair) {
        m->style = 1;
    } else if (by_pair && !by_move) {
        m->style = 2;
    }
    *want = m->style == 2 ? pair : each;
    return by_move || by_pair;
}

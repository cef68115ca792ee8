/* Renju - MIT licence, see LICENSE.
 *
 * Finding text in comments (notefind.h): simple case folding of Latin and Cyrillic code
 * points (each to its lower case, the same UTF-8 length), then a plain search.
 */
#include "notefind.h"

#include <stdlib.h>
#include <string.h>

#include "text.h"

/* The lower case of code point c in the ranges notefind.h names, else c. */
static unsigned long fold(unsigned long c)
{
    if ((c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7)) {
        return c + 0x20;
    }
    if (c == 0x178) {
        return 0xFF; /* Ÿ */
    }
    if ((c >= 0x100 && c <= 0x137) || (c >= 0x14A && c <= 0x177)) {
        return c | 1; /* pairs: even upper, odd lower */
    }
    if ((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E)) {
        return c + (c & 1); /* pairs: odd upper, even lower */
    }
    if (c >= 0x410 && c <= 0x42F) {
        return c + 0x20; /* А..Я */
    }
    if (c >= 0x400 && c <= 0x40F) {
        return c + 0x50; /* Ѐ..Џ: Ё Є І Ї Ў ... */
    }
    if ((c >= 0x460 && c <= 0x481) || (c >= 0x48A && c <= 0x4BF) || (c >= 0x4D0 && c <= 0x4FF)) {
        return c | 1; /* Ѣ, Ґ and the other pairs */
    }
    if (c >= 0x4C1 && c <= 0x4CE) {
        return c + (c & 1);
    }
    if (c == 0x4C0) {
        return 0x4CF; /* Ӏ */
    }
    return c;
}

static unsigned long decode(const unsigned char *s, size_t len)
{
    if (len == 1) {
        return s[0];
    }
    unsigned long c = s[0] & (0xFFu >> (len + 1));
    for (size_t i = 1; i < len; i++) {
        c = (c << 6) | (s[i] & 0x3Fu);
    }
    return c;
}

/* c (below U+0800: every folded code point) as UTF-8 into out; its length. */
static size_t encode(unsigned long c, char *out)
{
    if (c < 0x80) {
        out[0] = (char)c;
        return 1;
    }
    out[0] = (char)(0xC0 | (c >> 6));
    out[1] = (char)(0x80 | (c & 0x3F));
    return 2;
}

size_t notefind_fold(const char *s, size_t n, char *out, size_t cap)
{
    size_t o = 0;
    for (size_t i = 0; i < n && o + 1 < cap;) {
        size_t len = text_utf8_char(s + i, n - i);
        if (len == 0) {
            out[o++] = s[i++]; /* no UTF-8: as it is */
            continue;
        }
        unsigned long c = decode((const unsigned char *)s + i, len);
        unsigned long f = fold(c);
        char buf[4];
        size_t fl = f == c || f >= 0x800 ? len : encode(f, buf);
        if (o + fl >= cap) {
            break;
        }
        memcpy(out + o, f == c || f >= 0x800 ? s + i : buf, fl);
        o += fl;
        i += len;
    }
    if (cap > 0) {
        out[o] = '\0';
    }
    return o;
}

bool notefind_init(NoteFind *f, const char *text)
{
    size_t n = strlen(text);
    while (n > 0 && (text[n - 1] == ' ' || text[n - 1] == '\t')) {
        n--;
    }
    while (n > 0 && (*text == ' ' || *text == '\t')) {
        text++;
        n--;
    }
    f->n = notefind_fold(text, n, f->folded, NOTEFIND_TEXT_MAX + 1);
    return f->n > 0;
}

bool notefind_in(const NoteFind *f, const char *text)
{
    size_t n = strlen(text);
    if (f->n == 0 || n < f->n) {
        return false;
    }
    char local[1024];
    char *buf = n < sizeof local ? local : malloc(n + 1);
    if (!buf) {
        return false;
    }
    size_t m = notefind_fold(text, n, buf, n + 1);
    bool found = false;
    for (const char *p = buf; !found && (size_t)(p - buf) + f->n <= m; p++) {
        p = memchr(p, f->folded[0], m - (size_t)(p - buf));
        if (!p || (size_t)(p - buf) + f->n > m) {
            break;
        }
        found = memcmp(p, f->folded, f->n) == 0;
    }
    if (buf != local) {
        free(buf);
    }
    return found;
}

int notefind_library(const Library *lib, const NoteFind *f, int *out, int cap)
{
    int found = 0;
    for (int k = 1; k < library_nodes(lib); k++) {
        if (notefind_in(f, library_node_text(lib, k, false)) ||
            notefind_in(f, library_node_text(lib, k, true))) {
            if (found < cap) {
                out[found] = k;
            }
            found++;
        }
    }
    return found;
}

int notefind_review(const Review *r, const NoteFind *f, int *out, int cap)
{
    int found = 0;
    for (int k = 0; k < r->count; k++) {
        const ReviewNode *nd = &r->nodes[k];
        bool in = notefind_in(f, nd->note);
        for (int m = 0; !in && m < nd->nmarks; m++) {
            in = notefind_in(f, nd->marks[m].text);
        }
        if (in) {
            if (found < cap) {
                out[found] = k;
            }
            found++;
        }
    }
    return found;
}

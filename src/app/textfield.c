/* Renju - MIT licence, see LICENSE.
 *
 * The text fields' editing (see textfield.h): one walk over the text, a character at a
 * time, that says what each character becomes in a field of the kind; a path that does
 * not fit whole is put back as it was.
 */
#include "textfield.h"

#include <stdlib.h>
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

/* The start of the character at byte at (at most len). */
static size_t boundary(const char *buf, size_t len, size_t at)
{
    at = at > len ? len : at;
    while (at > 0 && at < len && ((unsigned char)buf[at] & 0xC0) == 0x80) {
        at--;
    }
    return at;
}

/* sel made valid for the text: at the end when the text changed elsewhere. */
static void sync(const char *buf, size_t len, TextSel *sel)
{
    if (sel->seen != len) {
        sel->caret = sel->anchor = len;
    }
    sel->caret = boundary(buf, len, sel->caret);
    sel->anchor = boundary(buf, len, sel->anchor);
    sel->seen = len;
}

static size_t lo(const TextSel *sel) { return sel->caret < sel->anchor ? sel->caret : sel->anchor; }

static size_t hi(const TextSel *sel) { return sel->caret > sel->anchor ? sel->caret : sel->anchor; }

/* The character after byte at: its length (a stray byte: 1). */
static size_t next_len(const char *buf, size_t len, size_t at)
{
    size_t k = text_utf8_char(buf + at, len - at);
    return k ? k : 1;
}

void textfield_move(const char *buf, size_t len, TextSel *sel, TextMove how, bool extend)
{
    sync(buf, len, sel);
    bool any = sel->caret != sel->anchor;
    switch (how) {
    case TEXTMOVE_LEFT:
        if (any && !extend) {
            sel->caret = lo(sel);
        } else if (sel->caret > 0) {
            sel->caret = text_utf8_back(buf, sel->caret);
        }
        break;
    case TEXTMOVE_RIGHT:
        if (any && !extend) {
            sel->caret = hi(sel);
        } else if (sel->caret < len) {
            sel->caret += next_len(buf, len, sel->caret);
        }
        break;
    case TEXTMOVE_HOME: sel->caret = 0; break;
    case TEXTMOVE_END: sel->caret = len; break;
    }
    if (!extend) {
        sel->anchor = sel->caret;
    }
}

void textfield_select_all(const char *buf, size_t len, TextSel *sel)
{
    sync(buf, len, sel);
    sel->anchor = 0;
    sel->caret = len;
}

void textfield_move_to(const char *buf, size_t len, TextSel *sel, size_t at, bool extend)
{
    sync(buf, len, sel);
    sel->caret = boundary(buf, len, at);
    if (!extend) {
        sel->anchor = sel->caret;
    }
}

void textfield_place(const char *buf, size_t len, TextSel *sel, size_t at)
{
    sync(buf, len, sel);
    sel->caret = sel->anchor = boundary(buf, len, at);
}

size_t textfield_selected(const char *buf, size_t len, TextSel *sel, size_t *start)
{
    sync(buf, len, sel);
    *start = lo(sel);
    return hi(sel) - lo(sel);
}

bool textfield_type(char *buf, size_t cap, size_t *len, TextSel *sel, const char *utf8,
                    TextFieldKind kind)
{
    TextSel end = {*len, *len, *len};
    sel = sel ? sel : &end;
    sync(buf, *len, sel);
    size_t a = lo(sel), b = hi(sel), n = strlen(utf8);
    size_t room = cap - 1 - (*len - (b - a)); /* for what goes in, the selection taken out */
    char *put = malloc(cap);
    if (!put) {
        return false;
    }
    size_t m = 0;
    bool all = true;
    for (size_t i = 0; i < n;) {
        size_t k = text_utf8_char(utf8 + i, n - i), c;
        const char *p;
        if (!take(utf8 + i, k, kind, &p, &c)) {
            break;
        }
        if (m + c > room) {
            all = false;
            break;
        }
        memcpy(put + m, p, c);
        m += c;
        i += k ? k : 1;
    }
    if (m > 0 && (all || kind != TEXTFIELD_PATH)) { /* a path: all or nothing */
        memmove(buf + a + m, buf + b, *len - b);
        memcpy(buf + a, put, m);
        *len = *len - (b - a) + m;
        buf[*len] = '\0';
        sel->caret = sel->anchor = a + m;
        sel->seen = *len;
    }
    free(put);
    return all;
}

bool textfield_delete(char *buf, size_t *len, TextSel *sel, bool forward)
{
    TextSel end = {*len, *len, *len};
    sel = sel ? sel : &end;
    sync(buf, *len, sel);
    size_t a = lo(sel), b = hi(sel);
    if (a == b && forward) {
        b = b < *len ? b + next_len(buf, *len, b) : b;
    } else if (a == b) {
        a = text_utf8_back(buf, a);
    }
    if (a == b) {
        return false;
    }
    memmove(buf + a, buf + b, *len - b);
    *len -= b - a;
    buf[*len] = '\0';
    sel->caret = sel->anchor = a;
    sel->seen = *len;
    return true;
}

bool textfield_insert(char *buf, size_t cap, size_t *len, const char *utf8, TextFieldKind kind)
{
    return textfield_type(buf, cap, len, NULL, utf8, kind);
}

void textfield_back(char *buf, size_t *len) { textfield_delete(buf, len, NULL, false); }

void textfield_clear(char *buf, size_t *len)
{
    *len = 0;
    buf[0] = '\0';
}

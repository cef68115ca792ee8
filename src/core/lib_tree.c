/* Renju - MIT licence, see LICENSE.
 *
 * RenLib .lib, read as a tree (lib_tree.h). Source (facts only, no code taken): RenLib's
 * LibraryFile / CRenLibDoc::AddLibrary and WriteLibrary: a 20-byte header FF "RenLib" FF
 * major minor FF..FF, then 2-byte nodes in preorder: byte 0 the point (low nibble column
 * 1..15, high nibble row 0..14 from the top, 0 = no point: the root, or a pass), byte 1
 * flags; an EXTENSION node carries 2 more bytes; a node's comment, then its board text,
 * follow it as bytes up to a 0 byte, padded with 0 to an even length (an old comment:
 * 7-bit bytes up to one with the top bit set, '[' '\\' ']' '{' '|' '}' standing for Æ Ø Å
 * æ ø å). A comment is a one-line comment, then byte 8 and a multi-line one (lines CR
 * LF); a board text is a label drawn on the node's point in the position before it; a
 * NO_MOVE node is such a label alone. Version 3.0 files (and those without a header)
 * start at h8, without the root node. The walk keeps a stack of the nodes whose next
 * sibling is still to come (grown as needed: no recursion, no limit but memory).
 * Comments are single-byte text in the code page of whoever wrote them, one for the whole
 * file: a text that is valid UTF-8 is taken as such (ours, when RenLib's page cannot hold
 * it); the others in the file's page, decided once over all of them (LibEvidence: words
 * of letters with the top bit only, or one of cp1251's own letters, speak for cp1251;
 * words that mix them with ASCII letters, "Café", for Latin-1), cp1251 or Latin-1
 * (cp1252's 0x80-0x9F), unless a text's own words speak for one page only; so never
 * invalid UTF-8. A comment of move names with a short Russian word ("VCF j10 k11, да")
 * is read in the file's page.
 */
#include "lib_tree.h"

#include <stdlib.h>
#include <string.h>

#include "record_parse.h"
#include "text.h"

#define LIB_CENTRE 0x78

/* ---- Code pages ---------------------------------------------------------------------- */

/* clang-format off */
static const uint16_t CP1251_HIGH[128] = {
    0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021,
    0x20AC, 0x2030, 0x0409, 0x2039, 0x040A, 0x040C, 0x040B, 0x040F,
    0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x0000, 0x2122, 0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F,
    0x00A0, 0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6, 0x00A7,
    0x0401, 0x00A9, 0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407,
    0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6, 0x00B7,
    0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457,
    0x0410, 0x0411, 0x0412, 0x0413, 0x0414, 0x0415, 0x0416, 0x0417,
    0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D, 0x041E, 0x041F,
    0x0420, 0x0421, 0x0422, 0x0423, 0x0424, 0x0425, 0x0426, 0x0427,
    0x0428, 0x0429, 0x042A, 0x042B, 0x042C, 0x042D, 0x042E, 0x042F,
    0x0430, 0x0431, 0x0432, 0x0433, 0x0434, 0x0435, 0x0436, 0x0437,
    0x0438, 0x0439, 0x043A, 0x043B, 0x043C, 0x043D, 0x043E, 0x043F,
    0x0440, 0x0441, 0x0442, 0x0443, 0x0444, 0x0445, 0x0446, 0x0447,
    0x0448, 0x0449, 0x044A, 0x044B, 0x044C, 0x044D, 0x044E, 0x044F,
};
/* KOI8-R, as an SGF's CA[] may name it (RenLib never writes it). */
static const uint16_t KOI8R_HIGH[128] = {
    0x2500, 0x2502, 0x250C, 0x2510, 0x2514, 0x2518, 0x251C, 0x2524,
    0x252C, 0x2534, 0x253C, 0x2580, 0x2584, 0x2588, 0x258C, 0x2590,
    0x2591, 0x2592, 0x2593, 0x2320, 0x25A0, 0x2219, 0x221A, 0x2248,
    0x2264, 0x2265, 0x00A0, 0x2321, 0x00B0, 0x00B2, 0x00B7, 0x00F7,
    0x2550, 0x2551, 0x2552, 0x0451, 0x2553, 0x2554, 0x2555, 0x2556,
    0x2557, 0x2558, 0x2559, 0x255A, 0x255B, 0x255C, 0x255D, 0x255E,
    0x255F, 0x2560, 0x2561, 0x0401, 0x2562, 0x2563, 0x2564, 0x2565,
    0x2566, 0x2567, 0x2568, 0x2569, 0x256A, 0x256B, 0x256C, 0x00A9,
    0x044E, 0x0430, 0x0431, 0x0446, 0x0434, 0x0435, 0x0444, 0x0433,
    0x0445, 0x0438, 0x0439, 0x043A, 0x043B, 0x043C, 0x043D, 0x043E,
    0x043F, 0x044F, 0x0440, 0x0441, 0x0442, 0x0443, 0x0436, 0x0432,
    0x044C, 0x044B, 0x0437, 0x0448, 0x044D, 0x0449, 0x0447, 0x044A,
    0x042E, 0x0410, 0x0411, 0x0426, 0x0414, 0x0415, 0x0424, 0x0413,
    0x0425, 0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D, 0x041E,
    0x041F, 0x042F, 0x0420, 0x0421, 0x0422, 0x0423, 0x0416, 0x0412,
    0x042C, 0x042B, 0x0417, 0x0428, 0x042D, 0x0429, 0x0427, 0x042A,
};
/* Latin-1 as Windows writes it: cp1252's 0x80-0x9F (0: none there). */
static const uint16_t CP1252_80[32] = {
    0x20AC, 0x0000, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x0000, 0x017D, 0x0000,
    0x0000, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x0000, 0x017E, 0x0178,
};

/* IBM866 (DOS Cyrillic), as an SGF's CA[] may name it. */
static const uint16_t CP866_HIGH[128] = {
    0x0410, 0x0411, 0x0412, 0x0413, 0x0414, 0x0415, 0x0416, 0x0417,
    0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D, 0x041E, 0x041F,
    0x0420, 0x0421, 0x0422, 0x0423, 0x0424, 0x0425, 0x0426, 0x0427,
    0x0428, 0x0429, 0x042A, 0x042B, 0x042C, 0x042D, 0x042E, 0x042F,
    0x0430, 0x0431, 0x0432, 0x0433, 0x0434, 0x0435, 0x0436, 0x0437,
    0x0438, 0x0439, 0x043A, 0x043B, 0x043C, 0x043D, 0x043E, 0x043F,
    0x2591, 0x2592, 0x2593, 0x2502, 0x2524, 0x2561, 0x2562, 0x2556,
    0x2555, 0x2563, 0x2551, 0x2557, 0x255D, 0x255C, 0x255B, 0x2510,
    0x2514, 0x2534, 0x252C, 0x251C, 0x2500, 0x253C, 0x255E, 0x255F,
    0x255A, 0x2554, 0x2569, 0x2566, 0x2560, 0x2550, 0x256C, 0x2567,
    0x2568, 0x2564, 0x2565, 0x2559, 0x2558, 0x2552, 0x2553, 0x256B,
    0x256A, 0x2518, 0x250C, 0x2588, 0x2584, 0x258C, 0x2590, 0x2580,
    0x0440, 0x0441, 0x0442, 0x0443, 0x0444, 0x0445, 0x0446, 0x0447,
    0x0448, 0x0449, 0x044A, 0x044B, 0x044C, 0x044D, 0x044E, 0x044F,
    0x0401, 0x0451, 0x0404, 0x0454, 0x0407, 0x0457, 0x040E, 0x045E,
    0x00B0, 0x2219, 0x00B7, 0x221A, 0x2116, 0x00A4, 0x25A0, 0x00A0,
};
/* clang-format on */

/* The character byte b stands for in cs (0: none). */
static unsigned lib_char(LibCharset cs, unsigned char b)
{
    if (b < 0x80) {
        return b;
    }
    if (cs == LIB_CP1251) {
        return CP1251_HIGH[b - 0x80];
    }
    if (cs == LIB_KOI8R) {
        return KOI8R_HIGH[b - 0x80];
    }
    if (cs == LIB_CP866) {
        return CP866_HIGH[b - 0x80];
    }
    return b < 0xA0 ? CP1252_80[b - 0x80] : b;
}

/* Is a text valid UTF-8 (pure ASCII too: it reads alike in every page)? */
static bool utf8_text(const unsigned char *s, size_t n)
{
    return text_utf8_valid((const char *)s, n);
}

/* cp1251's letters outside 0xC0-0xFF (Ё ё, Ukrainian and Belarusian ones): no letters in
 * Latin-1. */
static bool cp1251_own_letter(unsigned char c)
{
    static const unsigned char OWN[] = {0xA1, 0xA2, 0xA5, 0xA8, 0xAA, 0xAF,
                                        0xB2, 0xB3, 0xB4, 0xB8, 0xBA, 0xBF};
    return memchr(OWN, c, sizeof OWN) != NULL;
}

void lib_evidence_add(LibEvidence *ev, const unsigned char *s, size_t n)
{
    if (utf8_text(s, n)) {
        return;
    }
    for (size_t i = 0; i < n;) {
        size_t ascii = 0, high = 0, own = 0, low_half = 0;
        for (; i < n; i++) {
            unsigned char c = s[i];
            bool letter = (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
            if (!letter && c < 0xC0 && !cp1251_own_letter(c)) {
                break;
            }
            ascii += letter;
            high += !letter;
            own += cp1251_own_letter(c);
            low_half += c >= 0xC0 && c < 0xE0;
        }
        if (high > 0 && ascii > 0) {
            ev->latin++;
        } else if (high == 1 && own == 0) {
            ev->single++;
        } else if (high >= 2 || own > 0) {
            ev->cyrillic++;
            ev->upper += low_half; /* cp1251's capitals, KOI8-R's small letters */
            ev->lower += high - low_half;
        }
        i += i < n; /* the byte after the word */
    }
}

LibCharset lib_text_charset(const unsigned char *s, size_t n, LibCharset file)
{
    if (utf8_text(s, n)) {
        return LIB_UTF8;
    }
    LibEvidence ev = {0, 0, 0, 0, 0};
    lib_evidence_add(&ev, s, n);
    return ev.cyrillic > 0 && ev.latin == 0   ? LIB_CP1251
           : ev.latin > 0 && ev.cyrillic == 0 ? LIB_LATIN1
                                              : file;
}

LibCharset lib_evidence_charset(const LibEvidence *ev, bool koi8)
{
    bool singles = ev->cyrillic + ev->latin == 0 && ev->single > 0;
    if (ev->cyrillic <= ev->latin && !singles) {
        return LIB_LATIN1;
    }
    /* Most letters of a text are small: KOI8-R's small ones are cp1251's capitals. */
    return koi8 && ev->upper > 2 * ev->lower ? LIB_KOI8R : LIB_CP1251;
}

typedef struct EvidenceWalk {
    const unsigned char *data;
    LibEvidence ev;
} EvidenceWalk;

static RecordReason add_evidence(void *ctx, int k, const LibEntry *e)
{
    EvidenceWalk *w = ctx;
    (void)k;
    if (e->note_at >= 0 && e->note_len > 0 && !e->old_note) {
        lib_evidence_add(&w->ev, w->data + e->note_at, (size_t)e->note_len);
    }
    if (e->label_at >= 0 && e->label_len > 0) {
        lib_evidence_add(&w->ev, w->data + e->label_at, (size_t)e->label_len);
    }
    return RECORD_R_NONE;
}

void lib_file_evidence(const unsigned char *data, size_t len, LibEvidence *ev)
{
    EvidenceWalk w = {data, *ev};
    LibTreeFail fail;
    lib_tree_read(data, len, false, add_evidence, &w, &fail); /* up to any damage */
    *ev = w.ev;
}

LibCharset lib_file_charset(const unsigned char *data, size_t len)
{
    LibEvidence ev = {0, 0, 0, 0, 0};
    lib_file_evidence(data, len, &ev);
    return lib_evidence_charset(&ev, false);
}

static size_t put_utf8(char *out, unsigned c)
{
    if (c < 0x80) {
        out[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        out[0] = (char)(0xC0 | (c >> 6));
        out[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    out[0] = (char)(0xE0 | (c >> 12));
    out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[2] = (char)(0x80 | (c & 0x3F));
    return 3;
}

size_t lib_text_decode(const unsigned char *s, size_t n, bool old, LibCharset file, char *out)
{
    static const char DANISH_ASCII[] = "[\\]{|}";
    static const unsigned DANISH[] = {0xC6, 0xD8, 0xC5, 0xE6, 0xF8, 0xE5};
    LibCharset cs = old ? LIB_LATIN1 : lib_text_charset(s, n, file);
    size_t k = 0;
    bool broken = false;
    for (size_t i = 0; i < n; i++) {
        unsigned c = s[i];
        if (old) {
            c &= 0x7F;
            const char *d = c ? strchr(DANISH_ASCII, (int)c) : NULL;
            c = d ? DANISH[d - DANISH_ASCII] : c;
        }
        if (c == LIB_LINE_BREAK && !broken) {
            broken = true;
            c = '\n';
        }
        if (cs == LIB_UTF8 || c < 0x80) {
            out[k++] = (char)c;
            continue;
        }
        unsigned u = old ? c : lib_char(cs, (unsigned char)c);
        k += put_utf8(out + k, u ? u : '?');
    }
    out[k] = '\0';
    return k;
}

size_t lib_text_decode_in(const unsigned char *s, size_t n, LibCharset cs, char *out, bool *unread)
{
    size_t k = 0;
    for (size_t i = 0; i < n;) {
        size_t cl = cs == LIB_UTF8 ? text_utf8_char((const char *)s + i, n - i) : 1;
        if (cl > 1 || (cl == 1 && s[i] < 0x80)) { /* a character of its own */
            memcpy(out + k, s + i, cl);
            k += cl;
            i += cl;
            continue;
        }
        unsigned c = cs == LIB_UTF8 ? 0 : lib_char(cs, s[i]);
        if (c == 0) { /* no character there */
            out[k++] = '?';
            *unread = true;
        } else {
            k += put_utf8(out + k, c);
        }
        i++;
    }
    out[k] = '\0';
    return k;
}

/* UTF-8 text s (n bytes, well formed) in code page cs into out (n bytes at least), *len
 * bytes: false when some character has no byte there. */
bool lib_text_encode(const char *s, size_t n, LibCharset cs, unsigned char *out, size_t *len)
{
    size_t k = 0;
    for (size_t i = 0; i < n;) {
        size_t cl = text_utf8_char(s + i, n - i);
        const unsigned char *u = (const unsigned char *)s + i;
        unsigned c = cl == 1   ? u[0]
                     : cl == 2 ? ((u[0] & 0x1Fu) << 6) | (u[1] & 0x3Fu)
                     : cl == 3 ? ((u[0] & 0x0Fu) << 12) | ((u[1] & 0x3Fu) << 6) | (u[2] & 0x3Fu)
                               : 0x110000;
        int b = c < 0x80 ? (int)c : -1;
        for (int x = 0x80; x < 0x100 && b < 0; x++) {
            b = lib_char(cs, (unsigned char)x) == c ? x : -1;
        }
        if (cl == 0 || b < 0) {
            return false;
        }
        out[k++] = (unsigned char)b;
        i += cl;
    }
    *len = k;
    return true;
}

/* ---- Writing ------------------------------------------------------------------------- */

void lib_put(LibBytes *o, const void *s, size_t n)
{
    if (o->failed) {
        return;
    }
    if (o->len + n > o->cap) {
        size_t cap = 2 * (o->len + n);
        char *bigger = realloc(o->data, cap);
        if (!bigger) {
            o->failed = true;
            return;
        }
        o->data = bigger;
        o->cap = cap;
    }
    memcpy(o->data + o->len, s, n);
    o->len += n;
}

void lib_put_text(LibBytes *o, const void *s, size_t n, bool old)
{
    lib_put(o, s, n);
    lib_put(o, "\0\0", old ? n % 2 : (n % 2 == 0 ? 2 : 1));
}

/* ---- Reading ------------------------------------------------------------------------- */

/* The walk: where it reads, and what it fails with. */
typedef struct Walk {
    const unsigned char *data;
    size_t len;
    LibTreeFail *fail;
    long node; /* where the node being read starts: the bytes before it are good */
} Walk;

static bool walk_fail(Walk *w, RecordReason r, size_t offset, long n0, long n1)
{
    *w->fail = (LibTreeFail){r, (long)offset, {n0, n1}, w->node};
    return false;
}

/* Skips a string stored in 2-byte units: up to a 0 byte, or (old comments) a byte with
 * the top bit set; *at gets where it starts and *len its bytes (an old one's last
 * included). */
static bool lib_skip_string(Walk *w, size_t *off, bool old_style, long *at, int *len)
{
    *at = (long)*off;
    for (;;) {
        if (*off + 2 > w->len) {
            return walk_fail(w, RECORD_R_LIB_COMMENT, *off, 0, 0);
        }
        unsigned char b0 = w->data[*off];
        unsigned char b1 = w->data[*off + 1];
        *off += 2;
        if (old_style ? (b0 & 0x80) || (b1 & 0x80) : b0 == 0 || b1 == 0) {
            long end = (long)*off - 2;
            end += old_style ? 1 + !(b0 & 0x80) : b0 != 0;
            *len = (int)(end - *at);
            return true;
        }
    }
}

/* Where the nodes start: after the header, or at a first node on h8. */
static bool lib_start(Walk *w, size_t *off)
{
    *off = 0;
    if (w->len >= sizeof REC_LIB_MAGIC &&
        memcmp(w->data, REC_LIB_MAGIC, sizeof REC_LIB_MAGIC) == 0) {
        if (w->len < LIB_HEADER_SIZE) {
            return walk_fail(w, RECORD_R_LIB_HEADER_SHORT, w->len, 0, 0);
        }
        int major = w->data[8];
        int minor = w->data[9];
        if (major * 100 + minor > 304) {
            return walk_fail(w, RECORD_R_LIB_VERSION, 8, major, minor);
        }
        *off = LIB_HEADER_SIZE;
        return true;
    }
    if (w->len == 0 || w->data[0] != LIB_CENTRE) {
        return walk_fail(w, RECORD_R_NOT_LIB, 0, 0, 0);
    }
    return true;
}

/* Gives e to the visitor as node k; false (fail filled) when it stops the walk. */
static bool lib_visit(Walk *w, LibVisitor visit, void *ctx, int k, const LibEntry *e)
{
    RecordReason r = visit(ctx, k, e);
    return r == RECORD_R_NONE || walk_fail(w, r, (size_t)e->offset, 0, 0);
}

bool lib_tree_read(const unsigned char *data, size_t len, bool strict, LibVisitor visit, void *ctx,
                   LibTreeFail *fail)
{
    Walk w = {data, len, fail, 0};
    *fail = (LibTreeFail){RECORD_R_NONE, -1, {0, 0}, 0};
    size_t off;
    if (!lib_start(&w, &off)) {
        return false;
    }
    int *stack = NULL; /* the nodes whose next sibling is still to come */
    size_t stack_cap = 0;
    size_t depth = 0;
    int n = 0;            /* nodes visited */
    int prev = 0;         /* the node the next one hangs from */
    bool as_child = true; /* ...as its first child, else as its next sibling */
    bool done = false;
    bool ok = true;
    while (ok && off < len) {
        w.node = (long)off;
        if (done) {
            ok = walk_fail(&w, RECORD_R_LIB_TRAILING, off, 0, 0);
            break;
        }
        if (off + 2 > len) {
            ok = walk_fail(&w, RECORD_R_LIB_NODE_SHORT, off, 0, 0);
            break;
        }
        unsigned char b0 = data[off];
        unsigned char flags = data[off + 1];
        LibEntry e = {POS_PASS,
                      !(flags & LIB_NO_MOVE),
                      (long)off,
                      -1,
                      0,
                      false,
                      -1,
                      0,
                      prev,
                      as_child,
                      (flags & LIB_START) != 0,
                      (flags & LIB_MARK) != 0};
        off += 2;
        unsigned char ext = 0;
        if (flags & LIB_EXTENSION) {
            if (off + 2 > len) {
                ok = walk_fail(&w, RECORD_R_LIB_EXTENSION_SHORT, (size_t)e.offset, 0, 0);
                break;
            }
            ext = data[off + 1];
            off += 2;
        }
        int x = b0 & 0x0F;
        int y = b0 >> 4;
        if (b0 != 0 && (x == 0 || y >= LIB_SIZE)) {
            ok = walk_fail(&w, RECORD_R_LIB_POINT, (size_t)e.offset, b0, 0);
            break;
        }
        if (b0 != 0) {
            e.pos = pos_from_xy(x - 1, LIB_SIZE - 1 - y);
        }
        if (flags & (LIB_COMMENT | LIB_OLD_COMMENT)) {
            e.old_note = !(flags & LIB_COMMENT);
            ok = lib_skip_string(&w, &off, e.old_note, &e.note_at, &e.note_len);
        }
        if (ok && (ext & LIB_BOARD_TEXT)) {
            ok = lib_skip_string(&w, &off, false, &e.label_at, &e.label_len);
        }
        if (!ok) {
            break;
        }
        int k;
        if (n == 0 && b0 == 0) {
            k = n++; /* the file's own root node */
            e.pos = POS_NONE;
            e.move = false;
            e.attach = -1;
        } else {
            if (n == 0) { /* no root node in the file: one without texts */
                LibEntry root = {POS_NONE, false, e.offset, -1,   0,     false,
                                 -1,       0,     -1,       true, false, false};
                ok = lib_visit(&w, visit, ctx, n++, &root);
            }
            k = n++;
        }
        if (!ok || !lib_visit(&w, visit, ctx, k, &e)) {
            ok = false;
            break;
        }
        /* Preorder: a node with children is followed by its first child; a leaf by its
         * sibling, or else by the sibling of the nearest ancestor that has one. */
        if (!(flags & LIB_LEAF)) {
            if (flags & LIB_SIBLING) {
                if (depth == stack_cap) {
                    size_t cap = stack_cap ? 2 * stack_cap : 64;
                    int *bigger = realloc(stack, cap * sizeof *stack);
                    if (!bigger) {
                        ok = walk_fail(&w, RECORD_R_NO_MEMORY, (size_t)e.offset, 0, 0);
                        break;
                    }
                    stack = bigger;
                    stack_cap = cap;
                }
                stack[depth++] = k;
            }
            prev = k;
            as_child = true;
        } else if (flags & LIB_SIBLING) {
            prev = k;
            as_child = false;
        } else if (depth > 0) {
            prev = stack[--depth];
            as_child = false;
        } else {
            done = true;
        }
    }
    free(stack);
    if (ok && !done && (n > 1 || (strict && n == 1))) {
        w.node = (long)len; /* every node whole: the tree goes on past the end */
        ok = walk_fail(&w, RECORD_R_LIB_TREE_SHORT, len, 0, 0);
    }
    if (ok && n == 0) { /* a header alone: the root, empty */
        LibEntry root = {POS_NONE, false, (long)len, -1, 0, false, -1, 0, -1, true, false, false};
        ok = lib_visit(&w, visit, ctx, 0, &root);
    }
    return ok;
}

bool lib_tree_damage(RecordReason r)
{
    return r == RECORD_R_LIB_COMMENT || r == RECORD_R_LIB_NODE_SHORT ||
           r == RECORD_R_LIB_EXTENSION_SHORT || r == RECORD_R_LIB_POINT ||
           r == RECORD_R_LIB_TREE_SHORT || r == RECORD_R_LIB_TRAILING;
}

typedef struct LibTurn {
    unsigned char *nodes;
    long skip; /* the header and root before them */
    BoardTurn t;
} LibTurn;

static RecordReason turn_node(void *ctx, int k, const LibEntry *e)
{
    LibTurn *lt = ctx;
    if (k > 0 && e->pos != POS_PASS && e->pos != POS_NONE && e->offset >= lt->skip) {
        Pos q = symmetry_point(LIB_SIZE, lt->t, e->pos);
        lt->nodes[e->offset - lt->skip] = (unsigned char)((pos_x(q) + 1) |
                                                          ((LIB_SIZE - 1 - pos_y(q)) << 4));
    }
    return RECORD_R_NONE;
}

#define LIB_SKIP (LIB_HEADER_SIZE + 2) /* a header, then a root node with children */

/* Nodes (a list of sibling subtrees) as a whole file, LIB_SKIP bytes before them, for a
 * walk (malloc'd; NULL when memory is short). */
static unsigned char *as_file(const unsigned char *nodes, size_t len)
{
    unsigned char *file = malloc(LIB_SKIP + len);
    if (file) {
        memset(file, 0xFF, LIB_HEADER_SIZE);
        memcpy(file, REC_LIB_MAGIC, sizeof REC_LIB_MAGIC);
        file[8] = 3;
        file[9] = 4;
        file[LIB_HEADER_SIZE] = 0;
        file[LIB_HEADER_SIZE + 1] = 0;
        memcpy(file + LIB_SKIP, nodes, len);
    }
    return file;
}

/* The comments of a walk, in the file's order (lib_tree_turned). */
typedef struct LibNotes {
    long skip;
    long *at;
    int *len;
    int n, cap;
    bool full;
} LibNotes;

static RecordReason collect_note(void *ctx, int k, const LibEntry *e)
{
    LibNotes *ns = ctx;
    if (k == 0 || e->note_at < ns->skip || e->note_len <= 0 || e->old_note) {
        return RECORD_R_NONE;
    }
    if (ns->n == ns->cap) {
        int cap = ns->cap ? 2 * ns->cap : 16;
        long *at = realloc(ns->at, (size_t)cap * sizeof *at);
        ns->at = at ? at : ns->at;
        int *len = at ? realloc(ns->len, (size_t)cap * sizeof *len) : NULL;
        ns->len = len ? len : ns->len;
        if (!at || !len) {
            ns->full = true;
            return RECORD_R_NONE;
        }
        ns->cap = cap;
    }
    ns->at[ns->n] = e->note_at;
    ns->len[ns->n++] = e->note_len;
    return RECORD_R_NONE;
}

size_t lib_text_turned(const unsigned char *raw, size_t n, BoardTurn t, LibCharset file,
                       unsigned char *out)
{
    char *text = malloc(3 * n + 1);
    char *turned = malloc(6 * n + 8);
    size_t k = 0;
    if (text && turned) {
        LibCharset cs = lib_text_charset(raw, n, file);
        lib_text_decode(raw, n, false, file, text);
        size_t tn = symmetry_text(LIB_SIZE, t, text, turned, 6 * n + 8);
        if (cs == LIB_UTF8) {
            memcpy(out, turned, tn);
            k = tn;
        } else if (!lib_text_encode(turned, tn, cs, out, &k)) {
            k = 0;
        }
        unsigned char *nl = memchr(raw, LIB_LINE_BREAK, n) ? memchr(out, '\n', k) : NULL;
        if (nl) { /* decoded as a newline: RenLib's byte again */
            *nl = LIB_LINE_BREAK;
        }
    }
    if (k == 0) { /* not turned (short of memory): as it was */
        memcpy(out, raw, n);
        k = n;
    }
    free(text);
    free(turned);
    return k;
}

unsigned char *lib_tree_turned(const unsigned char *nodes, size_t len, BoardTurn t, size_t *out_len)
{
    size_t skip = LIB_SKIP;
    unsigned char *file = as_file(nodes, len);
    unsigned char *out = malloc(3 * len + 16);
    LibNotes ns = {(long)skip, NULL, NULL, 0, 0, false};
    bool ok = file && out;
    LibCharset cs = file ? lib_file_charset(file, skip + len) : LIB_LATIN1;
    if (ok) {
        LibTreeFail fail;
        ok = lib_tree_read(file, skip + len, false, collect_note, &ns, &fail) && !ns.full;
    }
    /* The bytes between the comments as they were; each comment turned, its 0 and the
     * padding to an even length after it (a comment starts at an even offset). */
    size_t k = 0;
    size_t from = skip;
    for (int i = 0; ok && i < ns.n; i++) {
        size_t at = (size_t)ns.at[i];
        size_t n = (size_t)ns.len[i];
        size_t end = at + n + (n % 2 == 0 ? 2 : 1);
        ok = at >= from && end <= skip + len && file[at + n] == 0 &&
             k + (at - from) + 3 * n + 8 <= 3 * len + 16;
        if (ok) {
            memcpy(out + k, file + from, at - from);
            k += at - from;
            size_t m = lib_text_turned(file + at, n, t, cs, out + k);
            k += m;
            memset(out + k, 0, m % 2 == 0 ? 2 : 1);
            k += m % 2 == 0 ? 2 : 1;
            from = end;
        }
    }
    if (ok) {
        memcpy(out + k, file + from, skip + len - from);
        k += skip + len - from;
        ok = lib_tree_turn(out, k, t);
    }
    free(file);
    free(ns.at);
    free(ns.len);
    if (!ok) {
        free(out);
        return NULL;
    }
    *out_len = k;
    return out;
}

bool lib_tree_turn(unsigned char *nodes, size_t len, BoardTurn t)
{
    size_t skip = LIB_SKIP;
    unsigned char *file = as_file(nodes, len);
    if (!file) {
        return false;
    }
    LibTurn lt = {file + skip, (long)skip, t};
    LibTreeFail fail;
    /* The walk reads the points it rewrites only before it rewrites them (each node's
     * first byte once), so one pass turns them; a refusal leaves nodes untouched. */
    bool ok = lib_tree_read(file, skip + len, false, turn_node, &lt, &fail);
    if (ok) {
        memcpy(nodes, file + skip, len);
    }
    free(file);
    return ok;
}

static RecordReason count_move(void *ctx, int k, const LibEntry *e)
{
    *(int *)ctx += k > 0 && e->move;
    return RECORD_R_NONE;
}

typedef struct LibShift {
    LibVisitor visit;
    void *ctx;
} LibShift;

/* A walk's entry with its offsets counted from the nodes (after LIB_SKIP), for its visitor. */
static RecordReason shift_visit(void *ctx, int k, const LibEntry *e)
{
    const LibShift *sh = ctx;
    LibEntry m = *e;
    if (k == 0) {
        m.offset = m.note_at = m.label_at = -1;
        m.note_len = m.label_len = 0;
    } else {
        m.offset -= LIB_SKIP;
        m.note_at = m.note_at >= 0 ? m.note_at - LIB_SKIP : -1;
        m.label_at = m.label_at >= 0 ? m.label_at - LIB_SKIP : -1;
    }
    return sh->visit(sh->ctx, k, &m);
}

void lib_nodes_evidence(const unsigned char *nodes, size_t len, LibEvidence *ev)
{
    unsigned char *file = len > 0 ? as_file(nodes, len) : NULL;
    if (file) {
        lib_file_evidence(file, LIB_SKIP + len, ev);
    }
    free(file);
}

LibCharset lib_nodes_charset(const unsigned char *nodes, size_t len)
{
    LibEvidence ev = {0, 0, 0, 0, 0};
    lib_nodes_evidence(nodes, len, &ev);
    return lib_evidence_charset(&ev, false);
}

bool lib_tree_walk_nodes(const unsigned char *nodes, size_t len, LibVisitor visit, void *ctx)
{
    unsigned char *file = len > 0 ? as_file(nodes, len) : NULL;
    if (!file) {
        return false;
    }
    LibShift sh = {visit, ctx};
    LibTreeFail fail;
    bool ok = lib_tree_read(file, LIB_SKIP + len, true, shift_visit, &sh, &fail);
    free(file);
    return ok;
}

bool lib_tree_nodes(const unsigned char *nodes, size_t len, int *moves)
{
    size_t skip = LIB_SKIP;
    unsigned char *file = len > 0 ? as_file(nodes, len) : NULL;
    if (!file) {
        return false;
    }
    LibTreeFail fail;
    *moves = 0;
    bool ok = lib_tree_read(file, skip + len, true, count_move, moves, &fail);
    free(file);
    return ok;
}

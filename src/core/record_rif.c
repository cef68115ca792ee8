/* Renju - MIT licence, see LICENSE.
 *
 * RIF databases (rif.h): one linear skim of the XML that checks its form and keeps the
 * offsets of the games and of the table rows (players, tournaments, openings, rules; sorted
 * by id), then each game read from its own tag when asked: attributes found again, values
 * decoded (entities, UTF-8), its moves read as a move string (record_moves.c) under the
 * reader's rules.
 */
#include "rif.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record_parse.h"
#include "text.h"

enum { T_PLAYER, T_TOURNAMENT, T_OPENING, T_RULE, T_COUNT };
static const char *const TABLE_TAG[T_COUNT] = {"player", "tournament", "opening", "rule"};

typedef struct Row {
    long id;
    uint32_t at; /* the row's '<' */
} Row;

typedef struct Table {
    Row *rows;
    int n, cap;
} Table;

typedef struct Span {
    uint32_t at, end; /* a game's '<' and the byte after its element */
} Span;

struct RifIndex {
    const char *d;
    size_t n;
    Span *games;
    int ngames, cap;
    Table t[T_COUNT];
};

/* ---- Characters ------------------------------------------------------------------- */

static bool name_start(char c)
{
    return rec_is_letter(c) || c == '_' || c == ':' || (unsigned char)c >= 0x80;
}

static bool name_char(char c) { return name_start(c) || rec_is_digit(c) || c == '-' || c == '.'; }

static size_t skip_blanks(const char *d, size_t n, size_t i)
{
    while (i < n && rec_is_space(d[i])) {
        i++;
    }
    return i;
}

static size_t name_end(const char *d, size_t n, size_t i)
{
    if (i >= n || !name_start(d[i])) {
        return i;
    }
    while (i < n && name_char(d[i])) {
        i++;
    }
    return i;
}

/* The offset of pat in d[i..n), or n when it is not there. */
static size_t find(const char *d, size_t n, size_t i, const char *pat)
{
    size_t m = strlen(pat);
    while (i + m <= n) {
        const char *c = memchr(d + i, pat[0], n - i - m + 1);
        if (!c) {
            return n;
        }
        i = (size_t)(c - d);
        if (memcmp(d + i, pat, m) == 0) {
            return i;
        }
        i++;
    }
    return n;
}

static bool is_word(const char *s, size_t n, const char *word)
{
    return strlen(word) == n && rec_word_is(s, n, word);
}

/* ---- Errors ----------------------------------------------------------------------- */

static bool fail(RecordError *err, RecordReason r, long at, const char *tok, size_t toklen,
                 long num)
{
    if (err) {
        memset(err, 0, sizeof *err);
        err->reason = r;
        err->offset = at;
        if (tok) {
            rec_token(err, tok, toklen);
        }
        err->num[0] = num;
        record_error_finish(err);
    }
    return false;
}

/* A broken tag at d[at]: named by its first bytes, up to a line's end. */
static bool fail_tag(RecordError *err, const char *d, size_t n, size_t at)
{
    size_t k = at;
    while (k < n && k - at < 24 && d[k] != '\n' && d[k] != '\r') {
        k++;
    }
    return fail(err, RECORD_R_RIF_TAG, (long)at, d + at, k - at, 0);
}

/* ---- The skim --------------------------------------------------------------------- */

static bool table_add(Table *t, long id, size_t at)
{
    if (t->n == t->cap) {
        int cap = t->cap ? 2 * t->cap : 64;
        Row *more = cap <= RIF_GAMES_MAX ? realloc(t->rows, (size_t)cap * sizeof *more) : NULL;
        if (!more) {
            return false;
        }
        t->rows = more;
        t->cap = cap;
    }
    t->rows[t->n++] = (Row){id, (uint32_t)at};
    return true;
}

static long parse_id(const char *v, size_t n)
{
    long id = 0;
    size_t i = 0;
    while (i < n && rec_is_space(v[i])) {
        i++;
    }
    for (; i < n && rec_is_digit(v[i]) && id < 100000000000L; i++) {
        id = id * 10 + (v[i] - '0');
    }
    return id;
}

static int by_id(const void *a, const void *b)
{
    const Row *x = a, *y = b;
    if (x->id != y->id) {
        return x->id < y->id ? -1 : 1;
    }
    return x->at < y->at ? -1 : x->at > y->at; /* the first of an id given twice */
}

/* A start tag's attributes from d[*j] (past its name) to its '>' or "/>": *j past it,
 * *empty for "/>", the id attribute's value into *id (0: none). False when broken. */
static bool skim_attrs(const char *d, size_t n, size_t *j, bool *empty, long *id)
{
    size_t i = *j;
    *id = 0;
    for (;;) {
        i = skip_blanks(d, n, i);
        if (i >= n) {
            return false;
        }
        if (d[i] == '>' || (d[i] == '/' && i + 1 < n && d[i + 1] == '>')) {
            *empty = d[i] == '/';
            *j = i + (*empty ? 2 : 1);
            return true;
        }
        size_t a = i;
        i = name_end(d, n, i);
        if (i == a) {
            return false;
        }
        size_t an = i - a;
        i = skip_blanks(d, n, i);
        if (i >= n || d[i] != '=') {
            return false;
        }
        i = skip_blanks(d, n, i + 1);
        if (i >= n || (d[i] != '"' && d[i] != '\'')) {
            return false;
        }
        const char *close = memchr(d + i + 1, d[i], n - i - 1);
        if (!close) {
            return false;
        }
        size_t v = i + 1, vn = (size_t)(close - d) - v;
        if (is_word(d + a, an, "id")) {
            *id = parse_id(d + v, vn);
        }
        i = (size_t)(close - d) + 1;
        if (i < n && !rec_is_space(d[i]) && d[i] != '>' && d[i] != '/') {
            return false; /* attributes run together: a="1"b="2" */
        }
    }
}

static bool add_game(RifIndex *ix, size_t at)
{
    if (ix->ngames == ix->cap) {
        int cap = ix->cap ? 2 * ix->cap : 256;
        cap = cap > RIF_GAMES_MAX ? RIF_GAMES_MAX : cap;
        Span *more = cap > ix->cap ? realloc(ix->games, (size_t)cap * sizeof *more) : NULL;
        if (!more) {
            return false;
        }
        ix->games = more;
        ix->cap = cap;
    }
    ix->games[ix->ngames++] = (Span){(uint32_t)at, (uint32_t)at};
    return true;
}

/* Skips what is no element at d[i] ('<'): a comment, CDATA, a processing instruction, a
 * declaration. Returns the offset past it, i when d[i] starts an element or an end tag,
 * n + 1 when it is not closed. */
static size_t skip_other(const char *d, size_t n, size_t i)
{
    static const char *const OPEN[] = {"<!--", "<![CDATA[", "<?", "<!"};
    static const char *const CLOSE[] = {"-->", "]]>", "?>", ">"};
    for (size_t k = 0; k < sizeof OPEN / sizeof OPEN[0]; k++) {
        if (rec_starts_with(d + i, n - i, OPEN[k])) {
            size_t e = find(d, n, i + strlen(OPEN[k]), CLOSE[k]);
            return e >= n ? n + 1 : e + strlen(CLOSE[k]);
        }
    }
    return i;
}

typedef struct Open {
    uint32_t at, name, len; /* the element's '<', its name's offset and length */
} Open;

static bool skim(RifIndex *ix, RecordError *err)
{
    const char *d = ix->d;
    size_t n = ix->n;
    Open stack[RIF_DEPTH_MAX];
    int depth = 0;
    int game = -1; /* the depth of the open <game>, -1: none */
    size_t i = rec_starts_with(d, n, "\xEF\xBB\xBF") ? 3 : 0;
    while (i < n) {
        const char *lt = memchr(d + i, '<', n - i);
        if (!lt) {
            break;
        }
        i = (size_t)(lt - d);
        size_t past = skip_other(d, n, i);
        if (past > n) {
            return fail_tag(err, d, n, i);
        }
        if (past != i) {
            i = past;
            continue;
        }
        size_t at = i;
        bool end = i + 1 < n && d[i + 1] == '/';
        size_t nm = i + 1 + end;
        size_t j = name_end(d, n, nm);
        if (j == nm) {
            return fail_tag(err, d, n, at);
        }
        if (end) {
            j = skip_blanks(d, n, j);
            size_t len = name_end(d, n, nm) - nm;
            if (j >= n || d[j] != '>') {
                return fail_tag(err, d, n, at);
            }
            const Open *top = depth > 0 ? &stack[depth - 1] : NULL;
            if (!top || top->len != len || memcmp(d + top->name, d + nm, len) != 0) {
                return fail(err, RECORD_R_RIF_END_TAG, (long)at, d + nm, len, 0);
            }
            depth--;
            if (depth == game) {
                ix->games[ix->ngames - 1].end = (uint32_t)(j + 1);
                game = -1;
            }
            i = j + 1;
            continue;
        }
        size_t len = j - nm;
        bool empty = false;
        long id = 0;
        if (!skim_attrs(d, n, &j, &empty, &id)) {
            return fail_tag(err, d, n, at);
        }
        if (game < 0 && is_word(d + nm, len, "game")) {
            if (ix->ngames >= RIF_GAMES_MAX) {
                return fail(err, RECORD_R_RIF_TOO_MANY, (long)at, NULL, 0, RIF_GAMES_MAX);
            }
            if (!add_game(ix, at)) {
                return fail(err, RECORD_R_NO_MEMORY, -1, NULL, 0, 0);
            }
            if (empty) {
                ix->games[ix->ngames - 1].end = (uint32_t)j;
            } else {
                game = depth;
            }
        } else if (game < 0) {
            for (int t = 0; t < T_COUNT; t++) {
                if (is_word(d + nm, len, TABLE_TAG[t]) && !table_add(&ix->t[t], id, at)) {
                    return fail(err, RECORD_R_RIF_TOO_MANY, (long)at, NULL, 0, RIF_GAMES_MAX);
                }
            }
        }
        if (!empty) {
            if (depth == RIF_DEPTH_MAX) {
                return fail(err, RECORD_R_RIF_TOO_DEEP, (long)at, NULL, 0, RIF_DEPTH_MAX);
            }
            stack[depth++] = (Open){(uint32_t)at, (uint32_t)nm, (uint32_t)len};
        }
        i = j;
    }
    if (depth > 0) {
        const Open *top = &stack[depth - 1];
        return fail(err, RECORD_R_RIF_NOT_CLOSED, (long)top->at, d + top->name, top->len, 0);
    }
    if (ix->ngames == 0) {
        return fail(err, RECORD_R_RIF_NO_GAMES, -1, NULL, 0, 0);
    }
    for (int t = 0; t < T_COUNT; t++) {
        if (ix->t[t].n > 1) {
            qsort(ix->t[t].rows, (size_t)ix->t[t].n, sizeof ix->t[t].rows[0], by_id);
        }
    }
    return true;
}

bool rif_path(const char *path)
{
    size_t n = path ? strlen(path) : 0;
    return n > 4 && path[n - 4] == '.' && rec_word_is(path + n - 3, 3, "rif");
}

bool rif_is(const char *data, size_t len, const char *name)
{
    if (rif_path(name)) {
        return true;
    }
    size_t i = rec_starts_with(data, len, "\xEF\xBB\xBF") ? 3 : 0;
    i = skip_blanks(data, len, i);
    return rec_starts_with(data + i, len - i, "<?xml") ||
           rec_starts_with(data + i, len - i, "<database");
}

RifIndex *rif_index(const char *data, size_t len, RecordError *err)
{
    if (len >= RIF_FILE_MAX) {
        fail(err, RECORD_R_RIF_TOO_LARGE, -1, NULL, 0, RIF_FILE_MAX / RECORD_MB);
        return NULL;
    }
    RifIndex *ix = calloc(1, sizeof *ix);
    if (!ix) {
        fail(err, RECORD_R_NO_MEMORY, -1, NULL, 0, 0);
        return NULL;
    }
    ix->d = data;
    ix->n = len;
    if (!skim(ix, err)) {
        rif_free(ix);
        return NULL;
    }
    return ix;
}

void rif_free(RifIndex *ix)
{
    if (!ix) {
        return;
    }
    for (int t = 0; t < T_COUNT; t++) {
        free(ix->t[t].rows);
    }
    free(ix->games);
    free(ix);
}

int rif_games(const RifIndex *ix) { return ix ? ix->ngames : 0; }

/* ---- One game --------------------------------------------------------------------- */

/* The value of attribute key of the start tag at d[at] (its raw bytes), false when it has
 * none. The skim has checked the tag's form. */
static bool attr(const RifIndex *ix, size_t at, const char *key, size_t *v, size_t *vn)
{
    const char *d = ix->d;
    size_t n = ix->n;
    size_t i = name_end(d, n, at + 1);
    for (;;) {
        i = skip_blanks(d, n, i);
        if (i >= n || d[i] == '>' || d[i] == '/') {
            return false;
        }
        size_t a = i;
        i = name_end(d, n, i);
        size_t an = i - a;
        i = skip_blanks(d, n, i);
        i = i < n && d[i] == '=' ? skip_blanks(d, n, i + 1) : n;
        const char *close = i < n ? memchr(d + i + 1, d[i], n - i - 1) : NULL;
        if (an == 0 || !close) {
            return false;
        }
        if (is_word(d + a, an, key)) {
            *v = i + 1;
            *vn = (size_t)(close - d) - *v;
            return true;
        }
        i = (size_t)(close - d) + 1;
    }
}

static void put_utf8(char *out, size_t cap, size_t *o, unsigned long cp)
{
    char b[4];
    size_t k = 0;
    if (cp < 0x80) {
        b[k++] = (char)cp;
    } else if (cp < 0x800) {
        b[k++] = (char)(0xC0 | (cp >> 6));
        b[k++] = (char)(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        b[k++] = (char)(0xE0 | (cp >> 12));
        b[k++] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[k++] = (char)(0x80 | (cp & 0x3F));
    } else {
        b[k++] = (char)(0xF0 | (cp >> 18));
        b[k++] = (char)(0x80 | ((cp >> 12) & 0x3F));
        b[k++] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[k++] = (char)(0x80 | (cp & 0x3F));
    }
    if (*o + k < cap) { /* a character whole or not at all */
        memcpy(out + *o, b, k);
        *o += k;
    }
}

/* An entity at v[0..n) ('&'): its character into cp, its length; 0 when it is none we
 * know (the '&' then stands for itself). */
static size_t entity(const char *v, size_t n, unsigned long *cp)
{
    static const char *const NAMES[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
    static const char CHARS[] = "&<>\"'";
    for (size_t k = 0; k < 5; k++) {
        if (rec_starts_with(v, n, NAMES[k])) {
            *cp = (unsigned char)CHARS[k];
            return strlen(NAMES[k]);
        }
    }
    if (n < 4 || v[1] != '#') {
        return 0;
    }
    bool hex = v[2] == 'x' || v[2] == 'X';
    size_t i = hex ? 3 : 2;
    unsigned long c = 0;
    size_t digits = 0;
    for (; i < n && digits < 8; i++, digits++) {
        char ch = rec_lower(v[i]);
        int dv = rec_is_digit(ch) ? ch - '0' : hex && ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
        if (dv < 0) {
            break;
        }
        c = c * (hex ? 16 : 10) + (unsigned long)dv;
    }
    if (digits == 0 || i >= n || v[i] != ';' || c == 0 || c > 0x10FFFF ||
        (c >= 0xD800 && c <= 0xDFFF)) {
        return 0;
    }
    *cp = c;
    return i + 1;
}

/* Value v[0..n) as text into out (cap bytes, NUL-ended, cut at a character): entities
 * read, control bytes as blanks, bytes that are no UTF-8 as '?' (counted in *unread, may
 * be NULL), blanks at the ends off. Returns its length. */
static size_t decode(const char *v, size_t n, char *out, size_t cap, int *unread)
{
    size_t o = 0;
    bool bad = false;
    for (size_t i = 0; i < n && o + 1 < cap;) {
        unsigned char c = (unsigned char)v[i];
        unsigned long cp = 0;
        size_t el = c == '&' ? entity(v + i, n - i, &cp) : 0;
        if (el > 0) {
            put_utf8(out, cap, &o, cp < 0x20 ? ' ' : cp);
            i += el;
        } else if (c < 0x20 || c == 0x7F) {
            out[o++] = ' ';
            i++;
        } else if (c < 0x80) {
            out[o++] = (char)c;
            i++;
        } else {
            size_t cl = text_utf8_char(v + i, n - i);
            if (cl == 0) {
                out[o++] = '?';
                bad = true;
                i++;
            } else if (o + cl < cap) {
                memcpy(out + o, v + i, cl);
                o += cl;
                i += cl;
            } else {
                break;
            }
        }
    }
    while (o > 0 && out[o - 1] == ' ') {
        o--;
    }
    size_t lead = 0;
    while (lead < o && out[lead] == ' ') {
        lead++;
    }
    memmove(out, out + lead, o - lead);
    o -= lead;
    if (cap > 0) {
        out[o] = '\0';
    }
    if (bad && unread) {
        (*unread)++;
    }
    return o;
}

/* The first of keys (NULL-ended) the tag at has, decoded into out; false when none. */
static bool attr_text(const RifIndex *ix, size_t at, const char *const *keys, char *out, size_t cap,
                      int *unread)
{
    size_t v, vn;
    for (; *keys; keys++) {
        if (attr(ix, at, *keys, &v, &vn)) {
            decode(ix->d + v, vn, out, cap, unread);
            return true;
        }
    }
    out[0] = '\0';
    return false;
}

/* The row of table t with the id the game's attribute key names: its '<', or -1. */
static long row_of(const RifIndex *ix, int t, size_t game, const char *const *keys)
{
    char idtext[24];
    if (!attr_text(ix, game, keys, idtext, sizeof idtext, NULL) || !idtext[0]) {
        return -1;
    }
    Row key = {parse_id(idtext, strlen(idtext)), 0};
    const Table *tb = &ix->t[t];
    int lo = 0, hi = tb->n; /* the first row of that id */
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (tb->rows[mid].id < key.id) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return lo < tb->n && tb->rows[lo].id == key.id ? (long)tb->rows[lo].at : -1;
}

long rif_game_id(const RifIndex *ix, int k)
{
    static const char *const ID[] = {"id", NULL};
    char idtext[24];
    if (k < 1 || k > rif_games(ix) ||
        !attr_text(ix, ix->games[k - 1].at, ID, idtext, sizeof idtext, NULL)) {
        return 0;
    }
    return parse_id(idtext, strlen(idtext));
}

static const char *const K_NAME[] = {"name", NULL};

/* A player's name: "name surname", either alone. */
static void player(const RifIndex *ix, size_t game, const char *const *keys, char *out, size_t cap,
                   int *unread)
{
    static const char *const SURNAME[] = {"surname", NULL};
    out[0] = '\0';
    long row = row_of(ix, T_PLAYER, game, keys);
    if (row < 0) {
        return;
    }
    char first[RECORD_NAME_MAX], last[RECORD_NAME_MAX];
    attr_text(ix, (size_t)row, K_NAME, first, sizeof first, unread);
    attr_text(ix, (size_t)row, SURNAME, last, sizeof last, unread);
    char both[2 * RECORD_NAME_MAX];
    snprintf(both, sizeof both, "%s%s%s", first, first[0] && last[0] ? " " : "", last);
    size_t n = strlen(both);
    if (n >= cap) { /* cut at a character */
        n = cap - 1;
        while (n > 0 && ((unsigned char)both[n] & 0xC0) == 0x80) {
            n--;
        }
    }
    memcpy(out, both, n);
    out[n] = '\0';
}

/* The tournament's date: "start" (or "date"), else year and month. */
static void tournament_date(const RifIndex *ix, size_t row, char *out, size_t cap)
{
    static const char *const START[] = {"start", "date", NULL};
    static const char *const YEAR[] = {"year", NULL};
    static const char *const MONTH[] = {"month", NULL};
    if (attr_text(ix, row, START, out, cap, NULL) && out[0]) {
        return;
    }
    char year[16], month[16];
    attr_text(ix, row, YEAR, year, sizeof year, NULL);
    attr_text(ix, row, MONTH, month, sizeof month, NULL);
    long m = parse_id(month, strlen(month));
    if (year[0] && m >= 1 && m <= 12) {
        snprintf(out, cap, "%s-%02ld", year, m);
    } else {
        snprintf(out, cap, "%s", year);
    }
}

/* The game's moves, raw: its move="" attribute, else its <move> element's text. */
static bool moves_of(const RifIndex *ix, const Span *s, size_t *v, size_t *vn)
{
    if (attr(ix, s->at, "move", v, vn) || attr(ix, s->at, "moves", v, vn)) {
        return true;
    }
    const char *d = ix->d;
    size_t i = s->at;
    for (;;) { /* the next "<move" tag inside the game */
        i = find(d, s->end, i + 1, "<move");
        if (i >= s->end) {
            return false;
        }
        if (name_end(d, s->end, i + 1) == i + 5) {
            break;
        }
    }
    size_t j = i;
    while (j < s->end && d[j] != '>') {
        j++;
    }
    if (j >= s->end || d[j - 1] == '/') {
        return false; /* <move/>: none */
    }
    size_t close = find(d, s->end, j + 1, "</move");
    *v = j + 1;
    *vn = close - *v;
    return true;
}

/* bresult and its kin: 'B' Black won, 'W' White, 'D' a draw, 0 not said. */
static char result_of(const RifIndex *ix, size_t game)
{
    static const char *const KEYS[] = {"bresult", "black-score", "bscore", "result", NULL};
    char r[16];
    attr_text(ix, game, KEYS, r, sizeof r, NULL);
    if (strcmp(r, "1") == 0 || strcmp(r, "1.0") == 0) {
        return 'B';
    }
    if (strcmp(r, "0") == 0 || strcmp(r, "0.0") == 0) {
        return 'W';
    }
    if (strcmp(r, "0.5") == 0 || strcmp(r, "0,5") == 0 || strcmp(r, "1/2") == 0) {
        return 'D';
    }
    return 0;
}

/* The rule the game's rule row names, when it is one the moves would be misread under as
 * renju: gomoku. NULL otherwise. */
static const RuleSet *rule_of(const RifIndex *ix, size_t game)
{
    static const char *const RULE[] = {"rule", NULL};
    long row = row_of(ix, T_RULE, game, RULE);
    char name[RECORD_NAME_MAX];
    if (row < 0 || !attr_text(ix, (size_t)row, K_NAME, name, sizeof name, NULL)) {
        return NULL;
    }
    for (size_t i = 0; name[i]; i++) {
        name[i] = rec_lower(name[i]);
    }
    return strstr(name, "gomoku") ? rules_find("gomoku") : NULL;
}

/* The game's names, event, date, round and opening into info. */
static void game_info(const RifIndex *ix, size_t at, RecordInfo *info)
{
    static const char *const BLACK[] = {"bid", "black", NULL};
    static const char *const WHITE[] = {"wid", "white", NULL};
    static const char *const TOURNAMENT[] = {"tournament", "tid", NULL};
    static const char *const OPENING[] = {"opening", NULL};
    static const char *const DATE[] = {"date", NULL};
    static const char *const ROUND[] = {"round", NULL};
    player(ix, at, BLACK, info->black, sizeof info->black, &info->texts_unread);
    player(ix, at, WHITE, info->white, sizeof info->white, &info->texts_unread);
    long t = row_of(ix, T_TOURNAMENT, at, TOURNAMENT);
    if (t >= 0) {
        attr_text(ix, (size_t)t, K_NAME, info->event, sizeof info->event, &info->texts_unread);
    }
    if ((!attr_text(ix, at, DATE, info->date, sizeof info->date, NULL) || !info->date[0]) &&
        t >= 0) {
        tournament_date(ix, (size_t)t, info->date, sizeof info->date);
    }
    char text[RECORD_SGF_VALUE_MAX];
    if (attr_text(ix, at, ROUND, text, sizeof text, NULL) && text[0]) {
        record_sgf_info_add(info, "RO", text, strlen(text));
    }
    long o = row_of(ix, T_OPENING, at, OPENING);
    if (o >= 0 && attr_text(ix, (size_t)o, K_NAME, text, sizeof text, NULL) && text[0]) {
        record_sgf_info_add(info, "ON", text, strlen(text));
    }
}

/* The game's result over what its moves show: a draw ends it; a winner they do not show is
 * kept as written (result_kept), one they contradict is left out and said. */
static void game_result(const RifIndex *ix, size_t at, Game *g, RecordInfo *info)
{
    char r = result_of(ix, at);
    if (r == 'D' && g->result == RESULT_NONE) {
        Action a;
        memset(&a, 0, sizeof a);
        a.kind = ACTION_DRAW;
        game_apply(g, &a, NULL);
        return;
    }
    GameResult named = r == 'B' ? RESULT_BLACK_WINS : r == 'W' ? RESULT_WHITE_WINS : RESULT_NONE;
    if (named == RESULT_NONE) {
        return;
    }
    if (g->result == RESULT_NONE) {
        snprintf(info->result_kept, sizeof info->result_kept, "%c+", r);
        info->result_kept_for = record_moves_key(g);
    } else if (g->result != named) {
        snprintf(info->result_dropped, sizeof info->result_dropped, "%c+", r);
    }
}

bool rif_game_info(const RifIndex *ix, int k, RecordInfo *info, int *moves, char *result)
{
    if (k < 1 || k > rif_games(ix)) {
        return false;
    }
    const Span *s = &ix->games[k - 1];
    memset(info, 0, sizeof *info);
    game_info(ix, s->at, info);
    *result = result_of(ix, s->at);
    size_t v = 0, vn = 0, at = 0, start = 0;
    *moves = 0;
    if (moves_of(ix, s, &v, &vn)) {
        while (text_next_word(ix->d + v, vn, &at, &start) > 0) {
            (*moves)++;
        }
    }
    return true;
}

/* The error of game k names it: "file #k (id N)". */
static void name_game(const RifIndex *ix, int k, const char *name, RecordError *err)
{
    long id = rif_game_id(ix, k);
    size_t len = 0;
    err->file[0] = '\0';
    text_append(err->file, sizeof err->file, &len, "%s #%d", name ? name : "RIF", k);
    if (id > 0) {
        text_append(err->file, sizeof err->file, &len, " (id %ld)", id);
    }
    record_error_finish(err);
}

bool rif_game(const RifIndex *ix, int k, const char *name, const RuleSet *asked, Game *out,
              Review *lines, RecordInfo *info, RecordError *err)
{
    RecordInfo own;
    info = info ? info : &own;
    if (k < 1 || k > rif_games(ix)) {
        record_error(err, RECORD_R_SGF_NO_GAME, name, 0, NULL, (long)k);
        if (err) {
            err->num[1] = rif_games(ix);
            record_error_finish(err);
        }
        return false;
    }
    const Span *s = &ix->games[k - 1];
    const RuleSet *rules = asked ? asked : rule_of(ix, s->at);
    size_t v = 0, vn = 0;
    bool has = moves_of(ix, s, &v, &vn);
    char *moves = malloc(vn + 1);
    if (!moves) {
        return fail(err, RECORD_R_NO_MEMORY, -1, NULL, 0, 0);
    }
    size_t m = has ? decode(ix->d + v, vn, moves, vn + 1, NULL) : 0;
    Game *g = malloc(sizeof *g);
    bool ok = g != NULL;
    RecordError e;
    memset(&e, 0, sizeof e);
    memset(info, 0, sizeof *info);
    if (ok && m == 0) { /* no moves: the empty board */
        game_init(g, rules ? rules : rules_get(RULE_RENJU), OPENING_FREE);
    } else if (ok) {
        ok = record_parse_fitting(moves, m, RECORD_MOVES, rules, g, NULL, info, &e);
        if (!ok && e.offset >= 0) { /* the file's byte, when decoding kept every byte */
            e.offset = m == vn && memchr(ix->d + v, '&', vn) == NULL ? e.offset + (long)v : -1;
        }
    } else {
        e.reason = RECORD_R_NO_MEMORY;
    }
    free(moves);
    if (ok) {
        game_info(ix, s->at, info);
        game_result(ix, s->at, g, info);
        info->sgf_games = rif_games(ix);
        info->sgf_game = k;
        memcpy(out, g, sizeof *out);
        if (lines) {
            review_init(lines, out);
        }
    } else if (err) {
        *err = e;
        name_game(ix, k, name, err);
    }
    free(g);
    return ok;
}

bool rif_parse_game(const char *data, size_t len, const char *name, const RuleSet *asked, int game,
                    Game *out, Review *lines, RecordInfo *info, RecordError *err)
{
    RifIndex *ix = rif_index(data, len, err);
    if (!ix) {
        if (err && name) {
            snprintf(err->file, sizeof err->file, "%s", name);
            record_error_finish(err);
        }
        return false;
    }
    bool ok = rif_game(ix, game, name, asked, out, lines, info, err);
    rif_free(ix);
    return ok;
}

/* Renju - MIT licence, see LICENSE.
 *
 * Game records on memory buffers: one parser and one writer per format (text, PSQ,
 * RenLib, SGF, move strings). Every parser feeds its actions one by one through apply(),
 * which replays them with game_apply() on a private scratch game, so the rules decide
 * what is legal and an error can name the line or byte where the bad action stands. The
 * caller's Game is written only after the whole record parsed.
 *
 * Sources for the foreign formats (facts only, no code taken):
 *   PSQ     Piskvork's openPsq/savePsq: "Piskvorky WxH, L1:L2, S" then "x,y,ms" lines,
 *           1-based, y from the top; then optional player lines and a status number.
 *   RenLib  RenLib's LibraryFile/CRenLibDoc::AddLibrary: a 20-byte header
 *           FF "RenLib" FF major minor FF..FF, then 2-byte nodes in preorder: byte 0 the
 *           point (low nibble column 1..15, high nibble row 0..14 from the top, 0 = no
 *           point), byte 1 flags; an EXTENSION node carries 2 more bytes; comments and
 *           board texts follow their node in 2-byte units up to a 0 byte.
 *   SGF     FF[4] with GM[4]: points as two letters, column then row from the top.
 */
#include "record.h"

#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Names and detection ----------------------------------------------------------- */

static const char *const FORMAT_NAMES[RECORD_FORMAT_COUNT] = {"text", "psq", "lib", "sgf", "moves"};

const char *record_format_name(RecordFormat f)
{
    return (unsigned)f < RECORD_FORMAT_COUNT ? FORMAT_NAMES[f] : "auto";
}

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}
static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}
static bool is_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Case-insensitive: does text (n bytes) equal word? */
static bool word_is(const char *text, size_t n, const char *word)
{
    size_t wn = strlen(word);
    if (n != wn) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        if (lower(text[i]) != word[i]) {
            return false;
        }
    }
    return true;
}

static bool starts_with(const char *data, size_t len, const char *prefix)
{
    size_t n = strlen(prefix);
    return len >= n && memcmp(data, prefix, n) == 0;
}

RecordFormat record_format_from_path(const char *path)
{
    static const struct {
        const char *ext;
        RecordFormat format;
    } EXTS[] = {{".renju", RECORD_TEXT}, {".txt", RECORD_TEXT}, {".psq", RECORD_PSQ},
                {".lib", RECORD_LIB},    {".sgf", RECORD_SGF},  {".moves", RECORD_MOVES}};
    const char *dot = strrchr(path, '.');
    const char *slash = strrchr(path, '/');
    if (!dot || (slash && dot < slash)) {
        return RECORD_AUTO;
    }
    for (size_t i = 0; i < sizeof EXTS / sizeof EXTS[0]; i++) {
        if (word_is(dot, strlen(dot), EXTS[i].ext)) {
            return EXTS[i].format;
        }
    }
    return RECORD_AUTO;
}

static const unsigned char LIB_MAGIC[8] = {0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF};
#define LIB_HEADER_SIZE 20
#define TEXT_MAGIC "Renju record"

RecordFormat record_detect(const char *data, size_t len)
{
    if (len >= sizeof LIB_MAGIC && memcmp(data, LIB_MAGIC, sizeof LIB_MAGIC) == 0) {
        return RECORD_LIB;
    }
    size_t i = 0;
    if (starts_with(data, len, "\xEF\xBB\xBF")) { /* UTF-8 byte order mark */
        i = 3;
    }
    /* Our records may start with comment lines. */
    while (i < len) {
        while (i < len && is_space(data[i])) {
            i++;
        }
        if (i < len && data[i] == '#') {
            while (i < len && data[i] != '\n') {
                i++;
            }
            continue;
        }
        break;
    }
    if (starts_with(data + i, len - i, "(;")) {
        return RECORD_SGF;
    }
    if (starts_with(data + i, len - i, "Piskvorky")) {
        return RECORD_PSQ;
    }
    if (starts_with(data + i, len - i, TEXT_MAGIC)) {
        return RECORD_TEXT;
    }
    return RECORD_MOVES;
}

/* ---- The parser context and its replay --------------------------------------------- */

typedef struct Parser {
    const char *data;
    size_t len;
    const RuleSet *rules; /* the game's rule set; fixed once the first action is applied */
    OpeningId opening;
    Game *g;      /* private scratch game */
    bool started; /* g has been initialised */
    RecordInfo info;
    RecordError *err;
    int line;    /* where we are, for messages: 0 = not line-based */
    long offset; /* -1 = unknown */
    int move;    /* action being applied, 0 = none */
} Parser;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static bool
fail(Parser *p, const char *fmt, ...)
{
    RecordError *e = p->err;
    if (!e) {
        return false;
    }
    char *what = e->detail;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof e->detail, fmt, ap);
    va_end(ap);
    e->line = p->line;
    e->offset = p->offset;
    e->move = p->move;
    e->refusal.kind = GAME_ERR_NONE;
    if (p->line > 0) {
        snprintf(e->msg, sizeof e->msg, "line %d: %s", p->line, what);
    } else if (p->offset >= 0) {
        snprintf(e->msg, sizeof e->msg, "byte %ld: %s", p->offset, what);
    } else {
        snprintf(e->msg, sizeof e->msg, "%s", what);
    }
    return false;
}

static void start(Parser *p)
{
    if (!p->started) {
        game_init(p->g, p->rules, p->opening);
        p->started = true;
    }
}

static int board_size(const Parser *p)
{
    return p->rules->board_size;
}

/* The number the next action will have (the game may not be started yet). */
static int next_number(const Parser *p)
{
    return p->started ? p->g->nactions + 1 : 1;
}

/* Replays one action; on failure the message names the action and the rules' reason. */
static bool apply(Parser *p, const Action *a)
{
    start(p);
    GameError ge;
    p->move = p->g->nactions + 1;
    if (game_apply(p->g, a, &ge)) {
        p->move = 0;
        return true;
    }
    char text[160];
    game_action_format(a, text, sizeof text);
    fail(p, "move %d (%s): %s", p->move, text, ge.msg);
    if (p->err) {
        p->err->refusal = ge;
    }
    return false;
}

/* For the formats that hold only stones. They say nothing of an opening rule: a game
 * that starts on the centre is read under the free opening, any other under Swap2, whose
 * first three stones go anywhere (its fourth stone then keeps the colours, so the stones
 * alone replay). */
static void choose_opening(Parser *p, Pos first)
{
    int size = board_size(p);
    if (!p->started && first != pos_from_xy(size / 2, size / 2)) {
        p->opening = OPENING_SWAP2;
    }
}

static bool apply_stone(Parser *p, Pos pos, int32_t time_ms)
{
    choose_opening(p, pos);
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = pos == POS_PASS ? ACTION_PASS : ACTION_MOVE;
    a.pos = pos;
    a.time_ms = time_ms;
    return apply(p, &a);
}

/* Copies text (n bytes) into a RECORD_NAME_MAX field: control characters become spaces,
 * bytes that are not UTF-8 (names from other programs' files) become '?', and the copy
 * is cut at a character boundary when too long, so the field is always UTF-8. */
static void copy_name(char dst[RECORD_NAME_MAX], const char *text, size_t n)
{
    size_t k = 0;
    size_t i = 0;
    while (i < n) {
        size_t len = text_utf8_char(text + i, n - i);
        if (k + (len ? len : 1) > RECORD_NAME_MAX - 1) {
            break;
        }
        unsigned char c = (unsigned char)text[i];
        if (len == 0) {
            dst[k++] = '?';
            i++;
        } else if (len == 1) {
            dst[k++] = c < 0x20 || c == 0x7F ? ' ' : (char)c;
            i++;
        } else {
            memcpy(dst + k, text + i, len);
            k += len;
            i += len;
        }
    }
    dst[k] = '\0';
}

/* ---- Lines ------------------------------------------------------------------------- */

typedef struct Line {
    const char *s; /* trimmed content */
    size_t n;
    size_t next; /* offset of the following line */
    long offset; /* offset of s */
} Line;

/* The line starting at offset `at`, trimmed of blanks and the line end. */
static Line line_at(const char *data, size_t len, size_t at)
{
    size_t end = at;
    while (end < len && data[end] != '\n') {
        end++;
    }
    Line l;
    l.next = end < len ? end + 1 : end;
    size_t b = at;
    while (b < end && is_space(data[b])) {
        b++;
    }
    size_t e = end;
    while (e > b && is_space(data[e - 1])) {
        e--;
    }
    l.s = data + b;
    l.n = e - b;
    l.offset = (long)b;
    return l;
}

/* Refuses control bytes (other than tab) and NULs in a text line. */
static bool check_line_bytes(Parser *p, const Line *l)
{
    for (size_t i = 0; i < l->n; i++) {
        unsigned char c = (unsigned char)l->s[i];
        if ((c < 0x20 && c != '\t') || c == 0x7F) {
            return fail(p, "unexpected control byte 0x%02x", c);
        }
    }
    return true;
}

/* Reads a decimal number of at most max_digits digits at *i; false when none. */
static bool read_uint(const char *s, size_t n, size_t *i, int max_digits, long *out)
{
    long v = 0;
    int digits = 0;
    while (*i < n && is_digit(s[*i])) {
        if (++digits > max_digits) {
            return false;
        }
        v = v * 10 + (s[*i] - '0');
        (*i)++;
    }
    *out = v;
    return digits > 0;
}

static void skip_blanks(const char *s, size_t n, size_t *i)
{
    while (*i < n && (s[*i] == ' ' || s[*i] == '\t')) {
        (*i)++;
    }
}

/* ---- Output ------------------------------------------------------------------------ */

/* A bounded writer that keeps counting past its capacity, as snprintf does. */
typedef struct Out {
    char *buf;
    size_t cap;
    size_t len;
} Out;

static void out_bytes(Out *o, const void *data, size_t n)
{
    const char *s = data;
    for (size_t i = 0; i < n; i++) {
        if (o->len + i < o->cap) {
            o->buf[o->len + i] = s[i];
        }
    }
    o->len += n;
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void
out_printf(Out *o, const char *fmt, ...)
{
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0) {
        out_bytes(o, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
    }
}

/* Writes a name with control characters as spaces (values stay on one line). */
static void out_name(Out *o, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        char ch = c < 0x20 || c == 0x7F ? ' ' : *s;
        out_bytes(o, &ch, 1);
    }
}

/* Does an action of this kind add a ply to the board (a stone or a pass)? */
static bool places_ply(ActionKind k)
{
    return k == ACTION_MOVE || k == ACTION_PASS || k == ACTION_CHOOSE;
}

/* A thinking time as the records hold it: 0..RECORD_TIME_MAX_MS. */
static int32_t record_time(int32_t ms)
{
    return ms < 0 ? 0 : ms > RECORD_TIME_MAX_MS ? RECORD_TIME_MAX_MS : ms;
}

int record_plies(const Game *g, Pos *pos, int32_t *times, int cap)
{
    const Board *b = &g->board;
    /* Times come from the actions that placed the plies; should their count ever differ
     * from the plies, the mapping is unknown and the times are left 0. */
    int stone_actions = 0;
    for (int i = 0; i < g->nactions; i++) {
        stone_actions += places_ply(g->actions[i].kind);
    }
    int a = 0;
    for (int i = 0; i < b->ply && i < cap; i++) {
        pos[i] = b->history[i].pos;
        if (!times) {
            continue;
        }
        times[i] = 0;
        if (stone_actions == b->ply) {
            while (!places_ply(g->actions[a].kind)) {
                a++;
            }
            times[i] = record_time(g->actions[a].time_ms);
            a++;
        }
    }
    return b->ply;
}

/* ---- Our text record ----------------------------------------------------------------- */

#define TEXT_VERSION 1
#define TEXT_MAX_WORDS 16
#define TEXT_LINE_MAX 512
#define TEXT_MAX_SECONDS (RECORD_TIME_MAX_MS / 1000)

typedef struct Word {
    const char *s;
    size_t n;
} Word;

static int split_words(const Line *l, Word *w, int cap)
{
    int n = 0;
    size_t i = 0;
    while (i < l->n) {
        skip_blanks(l->s, l->n, &i);
        if (i >= l->n) {
            break;
        }
        size_t b = i;
        while (i < l->n && l->s[i] != ' ' && l->s[i] != '\t') {
            i++;
        }
        if (n == cap) {
            return cap + 1;
        }
        w[n].s = l->s + b;
        w[n].n = i - b;
        n++;
    }
    return n;
}

typedef enum TimeWord { TIME_NONE, TIME_OK, TIME_TOO_LONG } TimeWord;

/* "12s", "2.5s", "0.125s" -> milliseconds; TIME_TOO_LONG for a time in that form above
 * RECORD_TIME_MAX_MS, TIME_NONE for a word that is no time. */
static TimeWord parse_seconds(const Word *w, int32_t *ms)
{
    size_t i = 0;
    long sec = 0;
    long frac = 0;
    size_t digits_end = 0;
    while (digits_end < w->n && is_digit(w->s[digits_end])) {
        digits_end++;
    }
    if (w->n < 2 || w->s[w->n - 1] != 's' || digits_end == 0) {
        return TIME_NONE;
    }
    if (digits_end > 7 || !read_uint(w->s, w->n - 1, &i, 7, &sec)) {
        i = digits_end; /* too many digits for any time we hold: check the form only */
        sec = TEXT_MAX_SECONDS + 1;
    }
    if (i < w->n - 1 && w->s[i] == '.') {
        i++;
        int digits = 0;
        while (i < w->n - 1 && is_digit(w->s[i]) && digits < 3) {
            frac = frac * 10 + (w->s[i] - '0');
            digits++;
            i++;
        }
        if (digits == 0) {
            return TIME_NONE;
        }
        for (; digits < 3; digits++) {
            frac *= 10;
        }
    }
    if (i != w->n - 1) {
        return TIME_NONE;
    }
    if (sec > TEXT_MAX_SECONDS) {
        return TIME_TOO_LONG;
    }
    *ms = (int32_t)(sec * 1000 + frac);
    return TIME_OK;
}

/* One action line: [N.] ACTION [ARGS] [TIME]. The action words are game.h's
 * (game_action_read), in any case. */
static bool parse_action_line(Parser *p, const Line *l)
{
    char copy[TEXT_LINE_MAX];
    if (l->n >= sizeof copy) {
        return fail(p, "line too long for an action");
    }
    for (size_t k = 0; k < l->n; k++) {
        copy[k] = lower(l->s[k]);
    }
    copy[l->n] = '\0';
    Line lc = {copy, l->n, 0, 0};
    Word w[TEXT_MAX_WORDS];
    int n = split_words(&lc, w, TEXT_MAX_WORDS);
    if (n > TEXT_MAX_WORDS) {
        return fail(p, "too many words for one action");
    }
    char *words[TEXT_MAX_WORDS];
    for (int k = 0; k < n; k++) {
        words[k] = (char *)w[k].s;
        words[k][w[k].n] = '\0'; /* split in place: the blank after a word becomes a NUL */
    }
    int i = 0;
    start(p);
    int expected = p->g->nactions + 1;
    if (n > 0 && w[0].n >= 2 && w[0].s[w[0].n - 1] == '.' && is_digit(w[0].s[0])) {
        size_t k = 0;
        long number = 0;
        if (!read_uint(w[0].s, w[0].n, &k, 5, &number) || k != w[0].n - 1) {
            return fail(p, "'%.24s' is not an action number", words[0]);
        }
        if (number != expected) {
            return fail(p, "action number %ld, expected %d", number, expected);
        }
        i = 1;
    }
    Action a;
    int32_t time_ms = 0;
    TimeWord tw = n > i + 1 ? parse_seconds(&w[n - 1], &time_ms) : TIME_NONE;
    if (tw == TIME_TOO_LONG) {
        return fail(p, "action %d: the thinking time %.24s is longer than the %d.%03ds a "
                       "record holds", expected, words[n - 1], RECORD_TIME_MAX_MS / 1000,
                    RECORD_TIME_MAX_MS % 1000);
    }
    if (tw == TIME_OK) {
        n--;
    }
    if (i >= n) {
        return fail(p, "action %d: the action is missing", expected);
    }
    GameError ge;
    int used = game_action_read(words + i, n - i, board_size(p), &a, &ge);
    if (used == 0) {
        const char *v = words[i];
        size_t k = 1;
        long row = 0;
        if (is_letter(v[0]) && read_uint(v, strlen(v), &k, 3, &row) && v[k] == '\0') {
            return fail(p, "'%.24s' is not a point of the %dx%d board", v, board_size(p),
                        board_size(p));
        }
        return fail(p, "action %d: %s", expected, ge.msg);
    }
    if (i + used < n) {
        return fail(p, "action %d: unexpected '%.24s'", expected, words[i + used]);
    }
    a.time_ms = time_ms;
    if (a.kind == ACTION_PASS) {
        a.pos = POS_PASS; /* as game_play records a pass */
    }
    return apply(p, &a);
}

typedef struct TextHeaders {
    bool seen[9];
    char result[200];
    int result_line;
} TextHeaders;

/* "key: value" before the actions. */
static bool parse_header(Parser *p, const Line *l, size_t colon, TextHeaders *h)
{
    static const char *const KEYS[] = {"rule", "opening", "black", "white",   "event",
                                       "date", "result",  "clock", "thinking"};
    size_t vi = colon + 1;
    skip_blanks(l->s, l->n, &vi);
    const char *v = l->s + vi;
    size_t vn = l->n - vi;
    int key = -1;
    for (int k = 0; k < (int)(sizeof KEYS / sizeof KEYS[0]); k++) {
        if (word_is(l->s, colon, KEYS[k])) {
            key = k;
        }
    }
    if (key < 0) {
        return fail(p,
                    "unknown header '%.*s' (rule, opening, black, white, event, date, result, "
                    "clock, thinking)",
                    (int)(colon < 24 ? colon : 24), l->s);
    }
    if (h->seen[key]) {
        return fail(p, "header '%s' given twice", KEYS[key]);
    }
    h->seen[key] = true;
    if (!text_utf8_valid(v, vn)) {
        return fail(p, "the %s is not UTF-8 text", KEYS[key]);
    }
    char value[RECORD_NAME_MAX];
    if (vn >= (key == 6 ? sizeof h->result : sizeof value)) {
        return fail(p, "the %s is too long", KEYS[key]);
    }
    memcpy(value, v, vn < sizeof value ? vn : sizeof value - 1);
    value[vn < sizeof value ? vn : sizeof value - 1] = '\0';
    switch (key) {
    case 0:
        p->rules = rules_find(value);
        if (!p->rules) {
            return fail(p, "unknown rule set '%s'", value);
        }
        break;
    case 1:
        p->opening = game_opening_find(value);
        if (p->opening == OPENING_COUNT) {
            return fail(p, "unknown opening '%s' (free, taraguchi10, soosorv8, swap2)", value);
        }
        break;
    case 2: copy_name(p->info.black, v, vn); break;
    case 3: copy_name(p->info.white, v, vn); break;
    case 4: copy_name(p->info.event, v, vn); break;
    case 5: copy_name(p->info.date, v, vn); break;
    case 7:
        if (!clock_control_parse(v, vn, &p->info.clock)) {
            return fail(p, "'%s' is no time control (none, absolute 10m, fischer 5m+3s, "
                           "byoyomi 10m+5x30s, move 10s)", value);
        }
        break;
    case 8: {
        Word w = {v, vn};
        if (!parse_seconds(&w, &p->info.thinking_ms)) {
            return fail(p, "'%s' is no thinking time (seconds, as in 12.5s)", value);
        }
        break;
    }
    default:
        memcpy(h->result, v, vn);
        h->result[vn] = '\0';
        h->result_line = p->line;
        break;
    }
    return true;
}

static bool is_header(const Line *l, size_t *colon)
{
    size_t i = 0;
    while (i < l->n && is_letter(l->s[i])) {
        i++;
    }
    *colon = i;
    return i > 0 && i < l->n && l->s[i] == ':';
}

static bool parse_text(Parser *p)
{
    TextHeaders h;
    memset(&h, 0, sizeof h);
    bool seen_magic = false;
    bool in_actions = false;
    bool ended = false;
    size_t at = starts_with(p->data, p->len, "\xEF\xBB\xBF") ? 3 : 0;
    int line_no = 0;
    while (at < p->len) {
        Line l = line_at(p->data, p->len, at);
        at = l.next;
        p->line = ++line_no;
        if (!check_line_bytes(p, &l)) {
            return false;
        }
        if (l.n == 0 || l.s[0] == '#') {
            continue;
        }
        size_t colon = 0;
        if (ended) {
            return fail(p, "text after the 'end' line");
        }
        if (seen_magic && word_is(l.s, l.n, "end")) {
            ended = true;
        } else if (!seen_magic) {
            size_t i = strlen(TEXT_MAGIC);
            long version = 0;
            if (!starts_with(l.s, l.n, TEXT_MAGIC)) {
                return fail(p, "not a renju record (it should start with '%s %d')", TEXT_MAGIC,
                            TEXT_VERSION);
            }
            skip_blanks(l.s, l.n, &i);
            if (!read_uint(l.s, l.n, &i, 4, &version) || i != l.n) {
                return fail(p, "the first line should be '%s %d'", TEXT_MAGIC, TEXT_VERSION);
            }
            if (version != TEXT_VERSION) {
                return fail(p, "record version %ld is not supported (this program reads %d)",
                            version, TEXT_VERSION);
            }
            seen_magic = true;
        } else if (!in_actions && is_header(&l, &colon)) {
            if (!parse_header(p, &l, colon, &h)) {
                return false;
            }
        } else {
            if (is_header(&l, &colon)) {
                return fail(p, "header '%.*s' after the actions", (int)(colon < 24 ? colon : 24),
                            l.s);
            }
            in_actions = true;
            if (!parse_action_line(p, &l)) {
                return false;
            }
        }
    }
    p->line = 0;
    if (!seen_magic) {
        return fail(p, "empty record: no '%s %d' line", TEXT_MAGIC, TEXT_VERSION);
    }
    if (!ended) {
        p->line = line_no;
        return fail(p, "the record ends early: no 'end' line (is the file cut short?)");
    }
    start(p);
    if (h.result_line > 0) {
        char actual[200];
        game_result_text(p->g, actual, sizeof actual);
        if (strcmp(actual, h.result) != 0) {
            p->line = h.result_line;
            return fail(p, "the record says the result is '%.60s' but its moves give '%.60s'",
                        h.result, actual);
        }
    }
    return true;
}

static void format_text(Out *o, const Game *g, const RecordInfo *info)
{
    out_printf(o, "%s %d\n", TEXT_MAGIC, TEXT_VERSION);
    out_printf(o, "rule: %s\nopening: %s\n", g->rules->name, game_opening_name(g->opening));
    const char *keys[] = {"black", "white", "event", "date"};
    const char *values[] = {info->black, info->white, info->event, info->date};
    for (int i = 0; i < 4; i++) {
        if (values[i][0]) {
            out_printf(o, "%s: ", keys[i]);
            out_name(o, values[i]);
            out_bytes(o, "\n", 1);
        }
    }
    if (clock_timed(&info->clock)) {
        char tc[64];
        clock_control_format(&info->clock, tc, sizeof tc);
        out_printf(o, "clock: %s\n", tc);
    }
    if (info->thinking_ms > 0 && !game_over(g)) {
        out_printf(o, "thinking: %d.%03ds\n", (int)(info->thinking_ms / 1000),
                   (int)(info->thinking_ms % 1000));
    }
    char result[200];
    game_result_text(g, result, sizeof result);
    out_printf(o, "result: %s\n\n", result);
    for (int i = 0; i < g->nactions; i++) {
        const Action *a = &g->actions[i];
        char text[160];
        game_action_format(a, text, sizeof text);
        out_printf(o, "%d. %s", i + 1, text);
        int32_t ms = record_time(a->time_ms);
        if (ms > 0) {
            out_printf(o, " %d.%03ds", (int)(ms / 1000), (int)(ms % 1000));
        }
        out_bytes(o, "\n", 1);
    }
    out_printf(o, "end\n");
}

/* ---- Piskvork .psq ------------------------------------------------------------------- */

/* The most digits of a number in a move line: 9 holds every coordinate and every time up
 * to RECORD_TIME_MAX_MS. */
#define PSQ_DIGITS 9

typedef enum PsqMove { PSQ_BAD, PSQ_OK, PSQ_TOO_LARGE } PsqMove;

/* "x,y" or "x,y,ms" with blanks allowed around the numbers, each may be negative;
 * PSQ_TOO_LARGE when a number has more than PSQ_DIGITS digits (*which says which). */
static PsqMove psq_move(const Line *l, long v[3], int *count, int *which)
{
    size_t i = 0;
    *count = 0;
    for (int k = 0; k < 3; k++) {
        skip_blanks(l->s, l->n, &i);
        bool neg = i < l->n && l->s[i] == '-';
        i += neg;
        size_t digits = 0;
        while (i + digits < l->n && is_digit(l->s[i + digits])) {
            digits++;
        }
        if (digits > PSQ_DIGITS) {
            *which = k;
            return PSQ_TOO_LARGE;
        }
        if (!read_uint(l->s, l->n, &i, PSQ_DIGITS, &v[k])) {
            return PSQ_BAD;
        }
        v[k] = neg ? -v[k] : v[k];
        (*count)++;
        skip_blanks(l->s, l->n, &i);
        if (i == l->n) {
            return *count >= 2 ? PSQ_OK : PSQ_BAD;
        }
        if (l->s[i++] != ',') {
            return PSQ_BAD;
        }
    }
    return PSQ_BAD;
}

static bool psq_is_number(const Line *l)
{
    size_t i = l->n > 0 && l->s[0] == '-' ? 1 : 0;
    long v = 0;
    return read_uint(l->s, l->n, &i, 9, &v) && i == l->n;
}

static bool parse_psq_header(Parser *p, const Line *l)
{
    size_t i = strlen("Piskvorky");
    long w = 0;
    long h = 0;
    long lv[3] = {0, 0, 0};
    if (!starts_with(l->s, l->n, "Piskvorky")) {
        return fail(p, "not a Piskvork record (it should start with 'Piskvorky 15x15, ...')");
    }
    skip_blanks(l->s, l->n, &i);
    bool ok = read_uint(l->s, l->n, &i, 4, &w) && i < l->n && lower(l->s[i++]) == 'x' &&
              read_uint(l->s, l->n, &i, 4, &h) && i < l->n && l->s[i++] == ',';
    skip_blanks(l->s, l->n, &i);
    ok = ok && read_uint(l->s, l->n, &i, 4, &lv[0]) && i < l->n && l->s[i++] == ':' &&
         read_uint(l->s, l->n, &i, 4, &lv[1]) && i < l->n && l->s[i++] == ',';
    skip_blanks(l->s, l->n, &i);
    ok = ok && read_uint(l->s, l->n, &i, 4, &lv[2]) && i == l->n;
    if (!ok) {
        return fail(p, "bad Piskvork header (expected 'Piskvorky 15x15, 0:0, 0')");
    }
    int size = board_size(p);
    if (w != h) {
        return fail(p, "the board is %ldx%ld; only square boards are played", w, h);
    }
    if (w != size) {
        return fail(p, "the record's board is %ldx%ld but %s is played on %dx%d", w, h,
                    p->rules->name, size, size);
    }
    return true;
}

static bool parse_psq(Parser *p)
{
    enum { HEADER, MOVES, TAIL, END } state = HEADER;
    int names = 0;
    size_t at = starts_with(p->data, p->len, "\xEF\xBB\xBF") ? 3 : 0;
    int line_no = 0;
    int size = board_size(p);
    while (at < p->len) {
        Line l = line_at(p->data, p->len, at);
        at = l.next;
        p->line = ++line_no;
        if (!check_line_bytes(p, &l)) {
            return false;
        }
        if (state == HEADER) {
            if (!parse_psq_header(p, &l)) {
                return false;
            }
            state = MOVES;
            continue;
        }
        if (l.n == 0) {
            continue;
        }
        long v[3] = {0, 0, 0};
        int count = 0;
        int which = 0;
        /* A move line starts with a number, negative ones too (refused below with the
         * line, never taken for a player's name). */
        bool starts_number = is_digit(l.s[0]) || (l.s[0] == '-' && l.n > 1 && is_digit(l.s[1]));
        bool looks_like_move = starts_number && memchr(l.s, ',', l.n) != NULL;
        if (state == END) {
            return fail(p, "unexpected line after the end of the record");
        }
        if (looks_like_move) {
            if (state != MOVES) {
                return fail(p, "a move after the player names");
            }
            PsqMove m = psq_move(&l, v, &count, &which);
            if (m == PSQ_TOO_LARGE && which == 2) {
                return fail(p, "move %d: the thinking time is longer than the %d ms a record "
                               "holds", next_number(p), RECORD_TIME_MAX_MS);
            }
            if (m == PSQ_TOO_LARGE) {
                return fail(p, "move %d: a coordinate of '%.*s' is off the %dx%d board",
                            next_number(p), (int)(l.n < 24 ? l.n : 24), l.s, size, size);
            }
            if (m == PSQ_BAD) {
                return fail(p, "bad move line '%.*s' (expected x,y,milliseconds)",
                            (int)(l.n < 24 ? l.n : 24), l.s);
            }
            if (v[0] < 1 || v[1] < 1 || v[0] > size || v[1] > size) {
                return fail(p, "move %d: (%ld,%ld) is off the %dx%d board", next_number(p), v[0],
                            v[1], size, size);
            }
            if (count == 3 && v[2] < 0) {
                return fail(p, "move %d: negative time", next_number(p));
            }
            int32_t ms = count == 3 ? (int32_t)v[2] : 0; /* PSQ_DIGITS: <= RECORD_TIME_MAX_MS */
            if (!apply_stone(p, pos_from_xy((int)v[0] - 1, size - (int)v[1]), ms)) {
                return false;
            }
        } else if (psq_is_number(&l)) {
            state = END; /* the status code closes the record */
        } else {
            state = TAIL;
            if (names == 2) {
                return fail(p, "unexpected line '%.*s'", (int)(l.n < 24 ? l.n : 24), l.s);
            }
            char *dst = names++ == 0 ? p->info.black : p->info.white;
            if (!(l.n == 1 && l.s[0] == '-')) {
                copy_name(dst, l.s, l.n);
            }
        }
    }
    p->line = 0;
    if (state == HEADER) {
        return fail(p, "empty file: no Piskvork header");
    }
    start(p);
    return true;
}

static bool psq_name_ok(const char *name)
{
    return name[0] && !is_digit(name[0]) && name[0] != '-' && name[0] != ' ';
}

static void format_psq(Out *o, const Game *g, const RecordInfo *info)
{
    int size = g->board.size;
    out_printf(o, "Piskvorky %dx%d, 0:0, 0\n", size, size);
    Pos pos[BOARD_MAX_PLIES];
    int32_t times[BOARD_MAX_PLIES];
    int n = record_plies(g, pos, times, BOARD_MAX_PLIES);
    for (int i = 0; i < n; i++) {
        out_printf(o, "%d,%d,%d\n", pos_x(pos[i]) + 1, size - pos_y(pos[i]), (int)times[i]);
    }
    /* A name that starts like a move or a number would be read back as one: left out. */
    bool black_ok = psq_name_ok(info->black);
    bool white_ok = psq_name_ok(info->white);
    if (black_ok || white_ok) {
        out_name(o, black_ok ? info->black : "-");
        out_bytes(o, "\n", 1);
        out_name(o, white_ok ? info->white : "-");
        out_bytes(o, "\n", 1);
    }
    out_printf(o, "-1\n");
}

/* ---- RenLib .lib --------------------------------------------------------------------- */

enum {
    LIB_SIBLING = 0x80, /* "down" in RenLib: another variation follows this subtree */
    LIB_LEAF = 0x40,    /* "right" in RenLib: no child */
    LIB_OLD_COMMENT = 0x20,
    LIB_MARK = 0x10,
    LIB_COMMENT = 0x08,
    LIB_START = 0x04,
    LIB_NO_MOVE = 0x02,  /* a label node, not a move */
    LIB_EXTENSION = 0x01 /* two more bytes follow the node */
};
#define LIB_BOARD_TEXT 0x01 /* in the second extension byte */
#define LIB_SIZE 15
#define LIB_CENTRE 0x78

typedef struct LibNode {
    Pos pos; /* POS_PASS for a node without a point */
    bool move;
    int child;   /* first child, -1 none */
    int sibling; /* next sibling, -1 none */
    long offset;
} LibNode;

/* Skips a string stored in 2-byte units: up to a 0 byte, or (old comments) a byte with
 * the top bit set. */
static bool lib_skip_string(Parser *p, size_t *off, bool old_style)
{
    for (;;) {
        if (*off + 2 > p->len) {
            p->offset = (long)*off;
            return fail(p, "a comment runs past the end of the file");
        }
        unsigned char b0 = (unsigned char)p->data[*off];
        unsigned char b1 = (unsigned char)p->data[*off + 1];
        *off += 2;
        if (old_style ? (b0 & 0x80) || (b1 & 0x80) : b0 == 0 || b1 == 0) {
            return true;
        }
    }
}

static bool lib_read_tree(Parser *p, LibNode *nodes, int *count, int *stack)
{
    size_t off = 0;
    if (p->len >= sizeof LIB_MAGIC && memcmp(p->data, LIB_MAGIC, sizeof LIB_MAGIC) == 0) {
        if (p->len < LIB_HEADER_SIZE) {
            p->offset = (long)p->len;
            return fail(p, "the RenLib header is cut short");
        }
        int major = (unsigned char)p->data[8];
        int minor = (unsigned char)p->data[9];
        if (major * 100 + minor > 304) {
            p->offset = 8;
            return fail(p, "RenLib file version %d.%d is newer than 3.4", major, minor);
        }
        off = LIB_HEADER_SIZE;
    } else if (p->len == 0 || (unsigned char)p->data[0] != LIB_CENTRE) {
        p->offset = 0;
        return fail(p, "not a RenLib file (no RenLib header)");
    }
    /* Node 0 is the root (the position before the first move). */
    int n = 1;
    nodes[0] = (LibNode){POS_NONE, false, -1, -1, (long)off};
    int depth = 0;
    int prev = -1;        /* the node the next one hangs from */
    bool as_child = true; /* ...as its first child, else as its next sibling */
    bool done = false;
    while (off < p->len) {
        p->offset = (long)off;
        if (done) {
            return fail(p, "data after the end of the move tree");
        }
        if (off + 2 > p->len) {
            return fail(p, "a move node is cut short");
        }
        unsigned char b0 = (unsigned char)p->data[off];
        unsigned char flags = (unsigned char)p->data[off + 1];
        long node_off = (long)off;
        off += 2;
        unsigned char ext = 0;
        if (flags & LIB_EXTENSION) {
            if (off + 2 > p->len) {
                return fail(p, "a node extension is cut short");
            }
            ext = (unsigned char)p->data[off + 1];
            off += 2;
        }
        int x = b0 & 0x0F;
        int y = b0 >> 4;
        if (b0 != 0 && (x == 0 || y >= LIB_SIZE)) {
            return fail(p, "point byte 0x%02x is off the 15x15 board", b0);
        }
        int k;
        if (prev < 0 && b0 == 0 && n == 1) {
            k = 0; /* the file's own root node */
        } else {
            k = n++;
            nodes[k] = (LibNode){b0 == 0 ? POS_PASS : pos_from_xy(x - 1, LIB_SIZE - 1 - y),
                                 !(flags & LIB_NO_MOVE), -1, -1, node_off};
            if (prev < 0) {
                nodes[0].child = k;
            } else if (as_child) {
                nodes[prev].child = k;
            } else {
                nodes[prev].sibling = k;
            }
        }
        if ((flags & (LIB_COMMENT | LIB_OLD_COMMENT)) &&
            !lib_skip_string(p, &off, !(flags & LIB_COMMENT))) {
            return false;
        }
        if ((ext & LIB_BOARD_TEXT) && !lib_skip_string(p, &off, false)) {
            return false;
        }
        /* Preorder: a node with children is followed by its first child; a leaf by its
         * sibling, or else by the sibling of the nearest ancestor that has one. */
        if (!(flags & LIB_LEAF)) {
            if (flags & LIB_SIBLING) {
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
    if (!done && n > 1) {
        p->offset = (long)p->len;
        return fail(p, "the move tree ends early (the file is cut short)");
    }
    *count = n;
    return true;
}

static bool parse_lib(Parser *p)
{
    if (board_size(p) != LIB_SIZE) {
        p->offset = -1;
        return fail(p, "RenLib files hold 15x15 games, but %s is played on %dx%d", p->rules->name,
                    board_size(p), board_size(p));
    }
    size_t max_nodes = p->len / 2 + 2;
    LibNode *nodes = malloc(max_nodes * sizeof *nodes);
    int *stack = malloc(max_nodes * sizeof *stack);
    bool ok = nodes && stack;
    int count = 0;
    if (!ok) {
        fail(p, "out of memory");
    } else {
        ok = lib_read_tree(p, nodes, &count, stack);
    }
    /* The game is the main line: at each node, the first child that is a move. */
    int cur = ok ? nodes[0].child : -1;
    while (ok && cur >= 0) {
        while (cur >= 0 && !nodes[cur].move) {
            cur = nodes[cur].sibling;
        }
        if (cur < 0) {
            break;
        }
        p->offset = nodes[cur].offset;
        ok = apply_stone(p, nodes[cur].pos, 0);
        cur = nodes[cur].child;
    }
    if (ok) {
        start(p);
    }
    free(nodes);
    free(stack);
    return ok;
}

static void format_lib(Out *o, const Game *g)
{
    static const unsigned char HEADER[LIB_HEADER_SIZE] = {0xFF, 'R',  'e',  'n',  'L',  'i',  'b',
                                                          0xFF, 3,    4,    0xFF, 0xFF, 0xFF, 0xFF,
                                                          0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    Pos pos[BOARD_MAX_PLIES];
    int n = record_plies(g, pos, NULL, BOARD_MAX_PLIES);
    out_bytes(o, HEADER, sizeof HEADER);
    unsigned char root[2] = {0, n > 0 ? 0 : LIB_LEAF};
    out_bytes(o, root, 2);
    for (int i = 0; i < n; i++) {
        unsigned char node[2];
        int point =
            pos[i] == POS_PASS ? 0 : (pos_x(pos[i]) + 1) | ((LIB_SIZE - 1 - pos_y(pos[i])) << 4);
        node[0] = (unsigned char)point;
        node[1] = i == n - 1 ? LIB_LEAF : 0;
        out_bytes(o, node, 2);
    }
}

/* ---- SGF ------------------------------------------------------------------------------- */

#define SGF_MAX_DEPTH 1000
#define SGF_VALUE_MAX 200

typedef struct Sgf {
    Parser *p;
    size_t i;
    long size; /* SZ[], 0 when not given */
    char result[SGF_VALUE_MAX];
    bool in_main; /* the node being read is on the main line */
} Sgf;

static void sgf_ws(Sgf *s)
{
    while (s->i < s->p->len && is_space(s->p->data[s->i])) {
        s->i++;
    }
}

static bool sgf_fail_here(Sgf *s, const char *what)
{
    s->p->offset = (long)s->i;
    return fail(s->p, "%s", what);
}

/* Reads one [value] at s->i (which is '['); keeps at most cap-1 bytes of it, unescaped. */
static bool sgf_value(Sgf *s, char *out, size_t cap, size_t *n)
{
    const char *d = s->p->data;
    size_t start_at = s->i;
    *n = 0;
    s->i++;
    while (s->i < s->p->len && d[s->i] != ']') {
        if (d[s->i] == '\\' && s->i + 1 < s->p->len) {
            s->i++;
        }
        if (*n + 1 < cap) {
            out[(*n)++] = d[s->i];
        }
        s->i++;
    }
    if (s->i >= s->p->len) {
        s->i = start_at;
        return sgf_fail_here(s, "a property value has no closing ']'");
    }
    s->i++;
    out[*n] = '\0';
    return true;
}

static bool sgf_start(Sgf *s)
{
    Parser *p = s->p;
    if (!p->started) {
        if (s->size != 0 && s->size != board_size(p)) {
            return fail(p, "SZ[%ld]: %s is played on %dx%d", s->size, p->rules->name, board_size(p),
                        board_size(p));
        }
        start(p);
    }
    return true;
}

static bool sgf_move(Sgf *s, Stone colour, const char *v, size_t n)
{
    Parser *p = s->p;
    int size = board_size(p);
    Pos pos = POS_PASS;
    if (!(n == 0 || (n == 2 && v[0] == 't' && v[1] == 't' && size <= 19))) {
        int x = n == 2 ? v[0] - 'a' : -1;
        int y = n == 2 ? v[1] - 'a' : -1;
        if (!xy_on_board(x, y, size)) {
            return fail(p, "move %d: %c[%.8s] is not a point of the %dx%d board", next_number(p),
                        colour == STONE_BLACK ? 'B' : 'W', v, size, size);
        }
        pos = pos_from_xy(x, size - 1 - y);
    }
    choose_opening(p, pos);
    if (!sgf_start(s)) {
        return false;
    }
    if (game_to_move(p->g) != colour && !game_over(p->g)) {
        return fail(p, "move %d: %c[%.8s] but %s is to move", p->g->nactions + 1,
                    colour == STONE_BLACK ? 'B' : 'W', v, game_colour_name(game_to_move(p->g)));
    }
    return apply_stone(p, pos, 0);
}

static bool sgf_property(Sgf *s, const char *id, size_t idn)
{
    Parser *p = s->p;
    char v[SGF_VALUE_MAX];
    size_t vn = 0;
    int nvalues = 0;
    long prop_at = (long)s->i;
    for (;;) {
        sgf_ws(s);
        if (s->i >= p->len || p->data[s->i] != '[') {
            break;
        }
        /* Only single-value properties matter here; later values are skipped. */
        char skip[2];
        size_t skipn = 0;
        if (!(nvalues == 0 ? sgf_value(s, v, sizeof v, &vn) : sgf_value(s, skip, 2, &skipn))) {
            return false;
        }
        nvalues++;
    }
    if (nvalues == 0) {
        p->offset = prop_at;
        return fail(p, "property %.*s has no value", (int)idn, id);
    }
    if (!s->in_main) {
        return true;
    }
    p->offset = prop_at;
    bool is_move = word_is(id, idn, "b") || word_is(id, idn, "w");
    if (is_move && nvalues > 1) {
        return fail(p, "a move property with several values");
    }
    if (is_move) {
        return sgf_move(s, id[0] == 'B' ? STONE_BLACK : STONE_WHITE, v, vn);
    }
    if (word_is(id, idn, "ab") || word_is(id, idn, "aw")) {
        return fail(p,
                    "setup stones (%.*s) are not supported: a game must start from the "
                    "empty board",
                    (int)idn, id);
    }
    if (word_is(id, idn, "gm") && strcmp(v, "4") != 0) {
        return fail(p, "GM[%.8s] is not a gomoku or renju game (GM[4])", v);
    }
    if (word_is(id, idn, "sz") || word_is(id, idn, "ru")) {
        if (p->started) {
            return fail(p, "%.*s after the first move", (int)idn, id);
        }
        if (id[0] == 'R') {
            for (size_t k = 0; k < vn; k++) {
                v[k] = lower(v[k]);
            }
            const RuleSet *rs = rules_find(v);
            p->rules = rs ? rs : p->rules; /* rule names of other programs: keep ours */
            return true;
        }
        size_t k = 0;
        long w = 0;
        long h = 0;
        bool ok = read_uint(v, vn, &k, 3, &w);
        h = w;
        if (ok && k < vn && v[k] == ':') {
            k++;
            ok = read_uint(v, vn, &k, 3, &h);
        }
        if (!ok || k != vn || w < 1 || h < 1) {
            return fail(p, "SZ[%.8s] is not a board size", v);
        }
        if (w != h) {
            return fail(p, "SZ[%.8s]: only square boards are played", v);
        }
        s->size = w;
        return true;
    }
    if (word_is(id, idn, "pb")) {
        copy_name(p->info.black, v, vn);
    } else if (word_is(id, idn, "pw")) {
        copy_name(p->info.white, v, vn);
    } else if (word_is(id, idn, "ev")) {
        copy_name(p->info.event, v, vn);
    } else if (word_is(id, idn, "dt")) {
        copy_name(p->info.date, v, vn);
    } else if (word_is(id, idn, "re")) {
        memcpy(s->result, v, vn + 1);
    }
    return true;
}

static bool sgf_node(Sgf *s)
{
    Parser *p = s->p;
    s->i++; /* ';' */
    for (;;) {
        sgf_ws(s);
        if (s->i >= p->len) {
            return sgf_fail_here(s, "the game tree is not closed with ')'");
        }
        char c = p->data[s->i];
        if (c == ';' || c == '(' || c == ')') {
            return true;
        }
        size_t id_at = s->i;
        char id[8];
        size_t idn = 0;
        /* FF[3] idents may carry lower-case letters, which do not count. */
        while (s->i < p->len && is_letter(p->data[s->i])) {
            char ch = p->data[s->i++];
            if (ch >= 'A' && ch <= 'Z') {
                if (idn == sizeof id) {
                    s->i = id_at;
                    return sgf_fail_here(s, "property name too long");
                }
                id[idn++] = ch;
            }
        }
        if (idn == 0) {
            if (s->i > id_at) {
                s->i = id_at;
                return sgf_fail_here(s, "property name without capital letters");
            }
            char what[48];
            unsigned char uc = (unsigned char)c;
            if (uc >= 0x20 && uc < 0x7F) {
                snprintf(what, sizeof what, "unexpected '%c'", c);
            } else {
                snprintf(what, sizeof what, "unexpected byte 0x%02x", uc);
            }
            return sgf_fail_here(s, what);
        }
        if (!sgf_property(s, id, idn)) {
            return false;
        }
    }
}

/* A game tree at s->i (which is '('). Only the first variation at each branching is
 * on the main line; the others are read for syntax only. */
static bool sgf_tree(Sgf *s, int depth, bool main_line)
{
    Parser *p = s->p;
    if (depth > SGF_MAX_DEPTH) {
        return sgf_fail_here(s, "variations are nested too deeply");
    }
    s->i++; /* '(' */
    s->in_main = main_line;
    sgf_ws(s);
    if (s->i >= p->len || p->data[s->i] != ';') {
        return sgf_fail_here(s, "a game tree must start with a node ';'");
    }
    while (s->i < p->len && p->data[s->i] == ';') {
        s->in_main = main_line;
        if (!sgf_node(s)) {
            return false;
        }
    }
    bool first = true;
    for (;;) {
        sgf_ws(s);
        if (s->i >= p->len) {
            return sgf_fail_here(s, "the game tree is not closed with ')'");
        }
        if (p->data[s->i] == ')') {
            s->i++;
            return true;
        }
        if (p->data[s->i] != '(') {
            return sgf_fail_here(s, "expected '(' or ')'");
        }
        if (!sgf_tree(s, depth + 1, main_line && first)) {
            return false;
        }
        first = false;
    }
}

static bool parse_sgf(Parser *p)
{
    Sgf s;
    memset(&s, 0, sizeof s);
    s.p = p;
    sgf_ws(&s);
    if (starts_with(p->data + s.i, p->len - s.i, "\xEF\xBB\xBF")) {
        s.i += 3;
        sgf_ws(&s);
    }
    if (s.i >= p->len || p->data[s.i] != '(') {
        return sgf_fail_here(&s, "not an SGF file (it should start with '(;')");
    }
    if (!sgf_tree(&s, 0, true)) {
        return false;
    }
    p->offset = -1;
    if (!sgf_start(&s)) {
        return false;
    }
    /* A resignation, a loss on time or an agreed draw is not a move in SGF; RE[] carries
     * it ("B+R", "W+T", "0"). */
    if (!game_over(p->g)) {
        Action a;
        memset(&a, 0, sizeof a);
        const char *re = s.result;
        bool timeout = re[2] == 'T' || re[2] == 't';
        if ((re[0] == 'B' || re[0] == 'W') && re[1] == '+' &&
            (re[2] == 'R' || re[2] == 'r' || timeout)) {
            a.kind = timeout ? ACTION_TIMEOUT : ACTION_RESIGN;
            a.colour = re[0] == 'B' ? STONE_WHITE : STONE_BLACK;
            return apply(p, &a);
        }
        if (strcmp(re, "0") == 0 || word_is(re, strlen(re), "draw")) {
            a.kind = ACTION_DRAW;
            return apply(p, &a);
        }
    }
    return true;
}

static void out_sgf_value(Out *o, const char *id, const char *v)
{
    if (!v[0]) {
        return;
    }
    out_printf(o, "%s[", id);
    for (; *v; v++) {
        if (*v == ']' || *v == '\\') {
            out_bytes(o, "\\", 1);
        }
        out_bytes(o, v, 1);
    }
    out_bytes(o, "]", 1);
}

static void format_sgf(Out *o, const Game *g, const RecordInfo *info)
{
    int size = g->board.size;
    out_printf(o, "(;FF[4]GM[4]CA[UTF-8]AP[Renju]SZ[%d]RU[%s]", size, g->rules->name);
    out_sgf_value(o, "PB", info->black);
    out_sgf_value(o, "PW", info->white);
    out_sgf_value(o, "EV", info->event);
    out_sgf_value(o, "DT", info->date);
    if (g->result != RESULT_NONE) {
        const char *how = g->reason == REASON_RESIGN ? "R" : g->reason == REASON_TIME ? "T" : "";
        if (g->result == RESULT_DRAW) {
            out_printf(o, "RE[0]");
        } else {
            out_printf(o, "RE[%c+%s]", g->result == RESULT_BLACK_WINS ? 'B' : 'W', how);
        }
    }
    Pos pos[BOARD_MAX_PLIES];
    int n = record_plies(g, pos, NULL, BOARD_MAX_PLIES);
    for (int i = 0; i < n; i++) {
        if (i % 10 == 0) {
            out_bytes(o, "\n", 1);
        }
        char c = i % 2 == 0 ? 'B' : 'W';
        if (pos[i] == POS_PASS) {
            out_printf(o, ";%c[]", c);
        } else {
            out_printf(o, ";%c[%c%c]", c, 'a' + pos_x(pos[i]), 'a' + (size - 1 - pos_y(pos[i])));
        }
    }
    out_printf(o, ")\n");
}

/* ---- Plain move strings -------------------------------------------------------------- */

static bool parse_moves(Parser *p)
{
    const char *d = p->data;
    size_t i = 0;
    int size = board_size(p);
    while (i < p->len) {
        char c = d[i];
        p->offset = (long)i;
        if (is_space(c) || c == ',' || c == ';') {
            i++;
            continue;
        }
        if (!is_letter(c)) {
            unsigned char uc = (unsigned char)c;
            if (uc >= 0x20 && uc < 0x7F) {
                return fail(p, "unexpected '%c' (moves are written like h8i9j10)", c);
            }
            return fail(p, "unexpected byte 0x%02x (moves are written like h8i9j10)", uc);
        }
        if (i + 4 <= p->len && word_is(d + i, 4, "pass") &&
            (i + 4 == p->len || !is_digit(d[i + 4]))) {
            if (!apply_stone(p, POS_PASS, 0)) {
                return false;
            }
            i += 4;
            continue;
        }
        size_t j = i + 1;
        while (j < p->len && is_digit(d[j]) && j - i <= 3) {
            j++;
        }
        Pos pos;
        if (!board_parse_point(d + i, j - i, size, &pos)) {
            return fail(p, "'%.*s' is not a point of the %dx%d board", (int)(j - i), d + i, size,
                        size);
        }
        if (!apply_stone(p, pos, 0)) {
            return false;
        }
        i = j;
    }
    p->offset = -1;
    if (!p->started) {
        /* Nothing but blanks: an empty file is no game (and no record we write). */
        return fail(p, "no moves: an empty move string is not a game record");
    }
    return true;
}

static void format_moves(Out *o, const Game *g)
{
    Pos pos[BOARD_MAX_PLIES];
    int n = record_plies(g, pos, NULL, BOARD_MAX_PLIES);
    for (int i = 0; i < n; i++) {
        char name[8];
        board_format_point(pos[i], name, sizeof name);
        out_printf(o, "%s%s", i ? " " : "", name);
    }
    out_bytes(o, "\n", 1);
}

/* ---- Entry points ---------------------------------------------------------------------- */

bool record_parse(const char *data, size_t len, RecordFormat fmt, const RuleSet *rules, Game *out,
                  RecordInfo *info, RecordError *err)
{
    Parser p;
    memset(&p, 0, sizeof p);
    p.data = data;
    p.len = len;
    p.rules = rules ? rules : rules_get(RULE_RENJU);
    p.opening = OPENING_FREE;
    p.err = err;
    p.offset = -1;
    if (fmt == RECORD_AUTO) {
        fmt = record_detect(data, len);
    }
    p.g = malloc(sizeof *p.g);
    if (!p.g) {
        return fail(&p, "out of memory");
    }
    bool ok = false;
    switch (fmt) {
    case RECORD_TEXT: ok = parse_text(&p); break;
    case RECORD_PSQ: ok = parse_psq(&p); break;
    case RECORD_LIB: ok = parse_lib(&p); break;
    case RECORD_SGF: ok = parse_sgf(&p); break;
    case RECORD_MOVES: ok = parse_moves(&p); break;
    default: ok = fail(&p, "unknown record format"); break;
    }
    if (ok) {
        memcpy(out, p.g, sizeof *out);
        if (info) {
            *info = p.info;
        }
    }
    free(p.g);
    return ok;
}

bool record_can_hold(const Game *g, RecordFormat fmt, char *why, size_t cap)
{
    const char *reason = NULL;
    if ((unsigned)fmt >= RECORD_FORMAT_COUNT) {
        reason = "unknown record format";
    } else if (fmt == RECORD_LIB && g->board.size != LIB_SIZE) {
        reason = "RenLib files hold only 15x15 games";
    } else if (fmt == RECORD_MOVES && g->board.ply == 0) {
        reason = "a move string needs at least one move";
    } else if (fmt == RECORD_PSQ) {
        for (int i = 0; i < g->board.ply; i++) {
            if (g->board.history[i].pos == POS_PASS) {
                reason = "Piskvork files cannot hold a pass";
            }
        }
    }
    if (reason && why && cap > 0) {
        snprintf(why, cap, "%s", reason);
    }
    return reason == NULL;
}

size_t record_format(const Game *g, const RecordInfo *info, RecordFormat fmt, char *buf, size_t cap)
{
    static const RecordInfo NO_INFO;
    Out o = {buf, cap, 0};
    if (!info) {
        info = &NO_INFO;
    }
    if (!record_can_hold(g, fmt, NULL, 0)) {
        return 0;
    }
    switch (fmt) {
    case RECORD_TEXT: format_text(&o, g, info); break;
    case RECORD_PSQ: format_psq(&o, g, info); break;
    case RECORD_LIB: format_lib(&o, g); return o.len;
    case RECORD_SGF: format_sgf(&o, g, info); break;
    case RECORD_MOVES: format_moves(&o, g); break;
    default: return 0;
    }
    if (o.len < cap) {
        buf[o.len] = '\0';
    }
    return o.len;
}

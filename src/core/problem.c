/* Renju - MIT licence, see LICENSE.
 *
 * The problem file format (see problem.h): a line-oriented reader that checks the form of
 * every block (keys, ids, points, stones, solution moves) and a writer of the same text.
 */
#include "problem.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position.h"
#include "rules.h"
#include "symmetry.h"
#include "text.h"

static const char *const LANG_CODES[PROBLEM_LANGS] = {"en", "uk", "ru", "bg"};
static const char *const GOAL_NAMES[GOAL_COUNT] = {"vcf", "vct", "foul", "defend"};

const char *problem_lang_code(int i) { return i >= 0 && i < PROBLEM_LANGS ? LANG_CODES[i] : NULL; }

const char *problem_goal_name(ProblemGoal g)
{
    return (int)g >= 0 && g < GOAL_COUNT ? GOAL_NAMES[g] : NULL;
}

/* The keys of a block, a bit each (which were seen). */
enum {
    KEY_TITLE = 0, /* .. KEY_TITLE + PROBLEM_LANGS - 1 */
    KEY_TECHNIQUE = PROBLEM_LANGS,
    KEY_GOAL,
    KEY_LEVEL,
    KEY_TO_MOVE,
    KEY_POSITION,
    KEY_SOLUTION,
    KEY_IDEA, /* .. KEY_IDEA + PROBLEM_LANGS - 1: optional, the missing ones the first given */
    KEY_ALSO = KEY_IDEA + PROBLEM_LANGS, /* optional, as KEY_MAYBE */
    KEY_MAYBE,
    KEY_COUNT
};
static const char *const KEY_NAMES[KEY_COUNT] = {
    "title.en", "title.uk", "title.ru", "title.bg", "technique", "goal",    "level",     "to-move",
    "position", "solution", "idea.en",  "idea.uk",  "idea.ru",   "idea.bg", "also-wins", "may-win"};

typedef struct Reader {
    const char *text;
    size_t len;
    size_t at; /* start of the next line */
    int line;  /* number of the line last read */
    ProblemFault *why;
} Reader;

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* Reads the next line into [*s, *s + *n), trimmed; false at the end of the text. */
static bool next_line(Reader *r, const char **s, size_t *n)
{
    if (r->at >= r->len) {
        return false;
    }
    size_t i = r->at;
    size_t j = i;
    while (j < r->len && r->text[j] != '\n') {
        j++;
    }
    r->at = j + 1;
    r->line++;
    while (i < j && is_space(r->text[i])) {
        i++;
    }
    while (j > i && is_space(r->text[j - 1])) {
        j--;
    }
    *s = r->text + i;
    *n = j - i;
    return true;
}

/* clang-format off */
#define F(name, en) [name] = {#name, en}
static const struct {
    const char *name, *en;
} FAULTS[PROBLEM_F_COUNT] = {
    F(PROBLEM_F_NOT_PROBLEM, "expected 'problem ID', not '%s'"),
    F(PROBLEM_F_BAD_ID, "an id is a word of a-z, 0-9 and '-': '%s'"),
    F(PROBLEM_F_ID_TWICE, "the id is used twice: '%s'"),
    F(PROBLEM_F_NO_END, "the block has no 'end' line"),
    F(PROBLEM_F_LACKS_KEY, "the block lacks the key '%s'"),
    F(PROBLEM_F_UNKNOWN_KEY, "unknown key '%s'"),
    F(PROBLEM_F_KEY_TWICE, "the key appears twice: '%s'"),
    F(PROBLEM_F_NO_VALUE, "no value for '%s'"),
    F(PROBLEM_F_BAD_TITLE, "a title must be UTF-8 text of at most 159 bytes: '%s'"),
    F(PROBLEM_F_BAD_IDEA, "an idea must be UTF-8 text of at most 479 bytes: '%s'"),
    F(PROBLEM_F_BAD_TECHNIQUE, "a technique is a word of a-z, 0-9 and '-': '%s'"),
    F(PROBLEM_F_BAD_GOAL, "the goal is one of vcf, vct, foul, defend, not '%s'"),
    F(PROBLEM_F_BAD_LEVEL, "the level is 1 to 5, not '%s'"),
    F(PROBLEM_F_BAD_TO_MOVE, "to-move is black or white, not '%s'"),
    F(PROBLEM_F_NOT_STONES, "the position is stones, b=... w=..., not '%s'"),
    F(PROBLEM_F_POSITION, "the position: %s"),
    F(PROBLEM_F_NOT_POINT, "not a point of the board: '%s'"),
    F(PROBLEM_F_OCCUPIED, "the solution plays an occupied point: '%s'"),
    F(PROBLEM_F_LONG_SOLUTION, "the solution is too long"),
    F(PROBLEM_F_EMPTY_SOLUTION, "the solution is empty"),
    F(PROBLEM_F_NO_MEMORY, "out of memory"),
    F(PROBLEM_F_BAD_OTHER, "also-wins and may-win list empty points of an attack, none the solution's first move, none twice, at most 16: '%s'"),
};
#undef F
/* clang-format on */

const char *problem_fault_template(ProblemFaultKind kind)
{
    return (unsigned)kind < PROBLEM_F_COUNT ? FAULTS[kind].en : NULL;
}

const char *problem_fault_name(ProblemFaultKind kind)
{
    return (unsigned)kind < PROBLEM_F_COUNT && FAULTS[kind].name ? FAULTS[kind].name : "?";
}

size_t problem_fault_format(const ProblemFault *f, char *buf, size_t cap)
{
    char why[160] = "";
    if (f->kind == PROBLEM_F_POSITION) {
        position_error_format(&f->position, why, sizeof why);
    }
    const char *tmpl = problem_fault_template(f->kind);
    char reason[256];
    snprintf(reason, sizeof reason, tmpl ? tmpl : "?",
             f->kind == PROBLEM_F_POSITION ? why : f->word);
    return (size_t)snprintf(buf, cap, "line %d: %s", f->line, reason);
}

/* The text refused on the line last read: kind, about word[0..nword) (cut at a
 * character's end after 40 bytes). */
static bool fail(Reader *r, ProblemFaultKind kind, const char *word, size_t nword)
{
    ProblemFault *f = r->why;
    memset(f, 0, sizeof *f);
    f->kind = kind;
    f->line = r->line;
    if (word) {
        size_t n = nword > 40 ? 40 : nword;
        while (n > 0 && n < nword && ((unsigned char)word[n] & 0xC0) == 0x80) {
            n--;
        }
        memcpy(f->word, word, n);
        f->word[n] = '\0';
    }
    return false;
}

/* An id or technique: 1..PROBLEM_ID_MAX-1 characters of a-z, 0-9 and '-'. */
static bool valid_name(const char *s, size_t n)
{
    if (n == 0 || n >= PROBLEM_ID_MAX) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
            return false;
        }
    }
    return true;
}

/* Well-formed UTF-8 (no overlong two-byte forms) without control characters. */
static bool valid_text(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        size_t more = c < 0x80                ? 0
                      : c >= 0xC2 && c < 0xE0 ? 1
                      : (c & 0xF0) == 0xE0    ? 2
                      : c >= 0xF0 && c < 0xF5 ? 3
                                              : 9;
        if (c < 0x20 || c == 0x7F || more > n - i - 1) {
            return false;
        }
        for (size_t k = 1; k <= more; k++) {
            if (((unsigned char)s[i + k] & 0xC0) != 0x80) {
                return false;
            }
        }
        i += more + 1;
    }
    return true;
}

static void copy_text(char *dst, size_t cap, const char *s, size_t n)
{
    size_t m = n < cap - 1 ? n : cap - 1;
    memcpy(dst, s, m);
    dst[m] = '\0';
}

/* Reads the space-separated points of a solution onto p (stones already set on b). */
static bool read_solution(Reader *r, const Board *b, const char *s, size_t n, Problem *p)
{
    bool used[BOARD_CELLS] = {false};
    size_t at = 0;
    size_t i = 0;
    size_t len = 0;
    p->nsolution = 0;
    while ((len = text_next_word(s, n, &at, &i)) > 0) {
        Pos q;
        if (!board_parse_point(s + i, len, BOARD_STANDARD, &q)) {
            return fail(r, PROBLEM_F_NOT_POINT, s + i, len);
        }
        if (board_at(b, q) != STONE_EMPTY || used[q]) {
            return fail(r, PROBLEM_F_OCCUPIED, s + i, len);
        }
        if (p->nsolution >= PROBLEM_MAX_LINE) {
            return fail(r, PROBLEM_F_LONG_SOLUTION, NULL, 0);
        }
        used[q] = true;
        p->solution[p->nsolution++] = q;
    }
    if (p->nsolution == 0) {
        return fail(r, PROBLEM_F_EMPTY_SOLUTION, NULL, 0);
    }
    return true;
}

/* A key read once the position is known: its value and its line. */
typedef struct Later {
    const char *v;
    size_t n;
    int line;
} Later;

/* Reads the points of an also-wins or may-win line into out (*n of them): empty points
 * other than the solution's first move, none twice nor in the other list (other, nother). */
static bool read_others(Reader *r, const Board *b, const Later *l, const Problem *p, Pos *out,
                        int *n, const Pos *other, int nother)
{
    size_t at = 0;
    size_t i = 0;
    size_t len = 0;
    r->line = l->line;
    while ((len = text_next_word(l->v, l->n, &at, &i)) > 0) {
        Pos q;
        bool bad = !board_parse_point(l->v + i, len, BOARD_STANDARD, &q) ||
                   board_at(b, q) != STONE_EMPTY || q == p->solution[0] || p->goal == GOAL_DEFEND ||
                   *n >= PROBLEM_MAX_OTHER;
        for (int k = 0; k < *n && !bad; k++) {
            bad = out[k] == q;
        }
        for (int k = 0; k < nother && !bad; k++) {
            bad = other[k] == q;
        }
        if (bad) {
            return fail(r, PROBLEM_F_BAD_OTHER, l->v + i, len);
        }
        out[(*n)++] = q;
    }
    return true;
}

/* Reads one key-value line of a block into p; seen collects the keys read, later the
 * values read once the position is known (the solution, also-wins, may-win). */
/* Texts of the languages not given (bit i of given: language i was) copied from the
 * first language given, English before the others; none given, nothing. Texts are stored
 * in rows of the same width (title or idea). */
#define fill_languages(texts, given) fill_texts((char *)(texts), sizeof(texts)[0], (given))
static void fill_texts(char *texts, size_t width, unsigned given)
{
    int from = -1;
    for (int i = PROBLEM_LANGS - 1; i >= 0; i--) {
        from = given & 1u << i ? i : from;
    }
    for (int i = 0; from >= 0 && i < PROBLEM_LANGS; i++) {
        if (!(given & 1u << i)) {
            memcpy(texts + (size_t)i * width, texts + (size_t)from * width, width);
        }
    }
}

static bool read_key(Reader *r, const char *s, size_t n, Problem *p, unsigned *seen, Later *later)
{
    size_t k = 0;
    while (k < n && !is_space(s[k])) {
        k++;
    }
    const char *v = s + k;
    size_t nv = n - k;
    while (nv > 0 && is_space(*v)) {
        v++;
        nv--;
    }
    int key = -1;
    for (int i = 0; i < KEY_COUNT && key < 0; i++) {
        if (strlen(KEY_NAMES[i]) == k && memcmp(KEY_NAMES[i], s, k) == 0) {
            key = i;
        }
    }
    if (key < 0) {
        return fail(r, PROBLEM_F_UNKNOWN_KEY, s, k);
    }
    if (*seen & 1u << key) {
        return fail(r, PROBLEM_F_KEY_TWICE, s, k);
    }
    *seen |= 1u << key;
    if (nv == 0) {
        return fail(r, PROBLEM_F_NO_VALUE, s, k);
    }
    if (key < KEY_TITLE + PROBLEM_LANGS) {
        if (nv >= PROBLEM_TITLE_MAX || !valid_text(v, nv)) {
            return fail(r, PROBLEM_F_BAD_TITLE, s, k);
        }
        copy_text(p->title[key - KEY_TITLE], PROBLEM_TITLE_MAX, v, nv);
    } else if (key >= KEY_IDEA && key < KEY_ALSO) {
        if (nv >= PROBLEM_IDEA_MAX || !valid_text(v, nv)) {
            return fail(r, PROBLEM_F_BAD_IDEA, s, k);
        }
        copy_text(p->idea[key - KEY_IDEA], PROBLEM_IDEA_MAX, v, nv);
    } else if (key == KEY_TECHNIQUE) {
        if (!valid_name(v, nv)) {
            return fail(r, PROBLEM_F_BAD_TECHNIQUE, v, nv);
        }
        copy_text(p->technique, PROBLEM_ID_MAX, v, nv);
    } else if (key == KEY_GOAL) {
        int g = -1;
        for (int i = 0; i < GOAL_COUNT; i++) {
            if (strlen(GOAL_NAMES[i]) == nv && memcmp(GOAL_NAMES[i], v, nv) == 0) {
                g = i;
            }
        }
        if (g < 0) {
            return fail(r, PROBLEM_F_BAD_GOAL, v, nv);
        }
        p->goal = (ProblemGoal)g;
    } else if (key == KEY_LEVEL) {
        if (nv != 1 || v[0] < '1' || v[0] > '5') {
            return fail(r, PROBLEM_F_BAD_LEVEL, v, nv);
        }
        p->level = v[0] - '0';
    } else if (key == KEY_TO_MOVE) {
        if (nv == 5 && memcmp(v, "black", 5) == 0) {
            p->to_move = STONE_BLACK;
        } else if (nv == 5 && memcmp(v, "white", 5) == 0) {
            p->to_move = STONE_WHITE;
        } else {
            return fail(r, PROBLEM_F_BAD_TO_MOVE, v, nv);
        }
    } else if (key == KEY_POSITION) {
        if (memchr(v, '=', nv) == NULL) {
            return fail(r, PROBLEM_F_NOT_STONES, v, nv);
        }
        Board *b = malloc(sizeof *b);
        PositionError why;
        if (!b) {
            return fail(r, PROBLEM_F_NO_MEMORY, NULL, 0);
        }
        if (!position_parse_why(v, nv, BOARD_STANDARD, b, &why)) {
            free(b);
            fail(r, PROBLEM_F_POSITION, NULL, 0);
            r->why->position = why;
            return false;
        }
        for (int c = STONE_BLACK; c <= STONE_WHITE; c++) {
            p->nstones[c] = 0;
        }
        for (int y = 0; y < BOARD_STANDARD; y++) {
            for (int x = 0; x < BOARD_STANDARD; x++) {
                Pos q = pos_from_xy(x, y);
                Stone c = board_at(b, q);
                if (c == STONE_BLACK || c == STONE_WHITE) {
                    p->stones[c][p->nstones[c]++] = q;
                }
            }
        }
        free(b);
    } else {
        /* read once the position is known */
        Later *l = &later[key == KEY_SOLUTION ? 0 : key == KEY_ALSO ? 1 : 2];
        *l = (Later){v, nv, r->line};
    }
    return true;
}

/* Reads one block after its `problem ID` line, up to `end`. */
static bool read_block(Reader *r, Problem *p)
{
    unsigned seen = 0;
    Later later[3] = {{NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0}};
    const char *s;
    size_t n;
    for (;;) {
        if (!next_line(r, &s, &n)) {
            return fail(r, PROBLEM_F_NO_END, NULL, 0);
        }
        if (n == 0 || s[0] == '#') {
            continue;
        }
        if (n == 3 && memcmp(s, "end", 3) == 0) {
            break;
        }
        if (!read_key(r, s, n, p, &seen, later)) {
            return false;
        }
    }
    /* One title is enough (a teacher's file in one language, audit 33b B2): the others
     * are it (English's when given, else the first one given); so with the ideas. */
    fill_languages(p->title, seen >> KEY_TITLE);
    fill_languages(p->idea, seen >> KEY_IDEA);
    unsigned langs = (1u << PROBLEM_LANGS) - 1;
    seen |= (seen >> KEY_TITLE & langs) ? langs << KEY_TITLE : 0;
    seen |= langs << KEY_IDEA; /* optional */
    for (int key = 0; key < KEY_ALSO; key++) {
        if (!(seen & 1u << key)) {
            return fail(r, PROBLEM_F_LACKS_KEY, KEY_NAMES[key], strlen(KEY_NAMES[key]));
        }
    }
    Board *b = malloc(sizeof *b);
    if (!b) {
        return fail(r, PROBLEM_F_NO_MEMORY, NULL, 0);
    }
    problem_board(p, b);
    int end_line = r->line;
    r->line = later[0].line;
    p->nalso = 0;
    p->nmaybe = 0;
    bool ok = read_solution(r, b, later[0].v, later[0].n, p) &&
              read_others(r, b, &later[1], p, p->also, &p->nalso, NULL, 0) &&
              read_others(r, b, &later[2], p, p->maybe, &p->nmaybe, p->also, p->nalso);
    if (ok) {
        r->line = end_line;
    }
    free(b);
    return ok;
}

bool problem_parse(const char *text, size_t len, ProblemSet *set, char *err, size_t errcap)
{
    ProblemFault why;
    if (problem_parse_why(text, len, set, &why)) {
        return true;
    }
    if (errcap > 0) {
        problem_fault_format(&why, err, errcap);
    }
    return false;
}

bool problem_parse_why(const char *text, size_t len, ProblemSet *set, ProblemFault *why)
{
    ProblemFault none;
    Reader r = {.text = text, .len = len, .why = why ? why : &none};
    memset(r.why, 0, sizeof *r.why);
    int first = set->n;
    const char *s;
    size_t n;
    while (next_line(&r, &s, &n)) {
        if (n == 0 || s[0] == '#') {
            continue;
        }
        if (n < 8 || memcmp(s, "problem", 7) != 0 || !is_space(s[7])) {
            fail(&r, PROBLEM_F_NOT_PROBLEM, s, n);
            set->n = first;
            return false;
        }
        const char *id = s + 8;
        size_t nid = n - 8;
        while (nid > 0 && is_space(*id)) {
            id++;
            nid--;
        }
        bool dup = false;
        for (int i = first; i < set->n && !dup; i++) {
            dup = strlen(set->items[i].id) == nid && memcmp(set->items[i].id, id, nid) == 0;
        }
        if (!valid_name(id, nid) || dup) {
            fail(&r, dup ? PROBLEM_F_ID_TWICE : PROBLEM_F_BAD_ID, id, nid);
            set->n = first;
            return false;
        }
        if (set->n == set->cap) {
            int cap = set->cap ? 2 * set->cap : 32;
            Problem *items = realloc(set->items, (size_t)cap * sizeof *items);
            if (!items) {
                fail(&r, PROBLEM_F_NO_MEMORY, NULL, 0);
                set->n = first;
                return false;
            }
            set->items = items;
            set->cap = cap;
        }
        Problem *p = &set->items[set->n];
        memset(p, 0, sizeof *p);
        copy_text(p->id, PROBLEM_ID_MAX, id, nid);
        p->line = r.line;
        if (!read_block(&r, p)) {
            set->n = first;
            return false;
        }
        set->n++;
    }
    return true;
}

void problem_set_free(ProblemSet *set)
{
    free(set->items);
    set->items = NULL;
    set->n = 0;
    set->cap = 0;
}

bool problem_set_order(ProblemSet *set)
{
    if (set->n < 2) {
        return true;
    }
    Problem *out = malloc((size_t)set->n * sizeof *out);
    if (!out) {
        return false;
    }
    /* A counting sort by level: stable, so a level keeps the files' order. Levels outside
     * 1..5 (the parser lets none through) would go last, in their order. The composed
     * problems first, then the mined ones, each in level order. */
    int k = 0;
    for (int composed = 1; composed >= 0; composed--) {
        for (int level = 1; level <= 6; level++) {
            for (int i = 0; i < set->n; i++) {
                int l = set->items[i].level;
                if (set->items[i].composed == composed &&
                    (l == level || (level == 6 && (l < 1 || l > 5)))) {
                    out[k++] = set->items[i];
                }
            }
        }
    }
    /* Then the two runs merged: a composed problem when its level is not above the next
     * mined one's, or after PROBLEM_PATH_MINED mined ones in a row. */
    int nc = 0;
    while (nc < set->n && out[nc].composed) {
        nc++;
    }
    int c = 0, m = nc, run = 0;
    for (k = 0; k < set->n; k++) {
        bool take_c = c < nc &&
                      (m >= set->n || out[c].level <= out[m].level || run >= PROBLEM_PATH_MINED);
        set->items[k] = take_c ? out[c++] : out[m++];
        run = take_c ? 0 : run + 1;
    }
    free(out);
    return true;
}

int problem_set_number(const ProblemSet *set, int i)
{
    int n = 0;
    for (int j = 0; j <= i && j < set->n; j++) {
        n += set->items[j].level == set->items[i].level;
    }
    return n;
}

/* The whole number at *s (digits only, at most 6), advancing *s past it; -1 when none. */
static int read_count(const char **s)
{
    int v = 0, n = 0;
    for (; **s >= '0' && **s <= '9' && n < 7; (*s)++, n++) {
        v = v * 10 + (**s - '0');
    }
    return n == 0 || n > 6 ? -1 : v;
}

int problem_set_find(const ProblemSet *set, const char *name)
{
    const char *s = name;
    int first = read_count(&s);
    if (first >= 1 && first <= set->n && *s == '\0') {
        return first - 1;
    }
    if (first >= 1 && *s == '.') { /* an id has no '.' */
        s++;
        int k = read_count(&s);
        for (int i = 0; i < set->n && k >= 1 && *s == '\0'; i++) {
            if (set->items[i].level == first && problem_set_number(set, i) == k) {
                return i;
            }
        }
        return -1;
    }
    for (int i = 0; i < set->n; i++) {
        if (strcmp(set->items[i].id, name) == 0) {
            return i;
        }
    }
    return -1;
}

/* "L.N  " then side and ": " (when side is not NULL) then text, problem i's, into buf; its
 * length. */
static size_t numbered(const ProblemSet *set, int i, const char *side, const char *text, char *buf,
                       size_t cap)
{
    const Problem *p = &set->items[i];
    int n = snprintf(buf, cap, "%d.%d  %s%s%s", p->level, problem_set_number(set, i),
                     side ? side : "", side ? ": " : "", text);
    return n < 0 ? 0 : (size_t)n < cap ? (size_t)n : cap - 1;
}

/* Problem i's title in lang; NULL (buf emptied) when there is no problem i. */
static const char *title_of(const ProblemSet *set, int i, int lang, char *buf, size_t cap)
{
    if (cap == 0) {
        return NULL;
    }
    buf[0] = '\0';
    if (i < 0 || i >= set->n) {
        return NULL;
    }
    return set->items[i].title[lang >= 0 && lang < PROBLEM_LANGS ? lang : 0];
}

size_t problem_set_title(const ProblemSet *set, int i, int lang, char *buf, size_t cap)
{
    const char *title = title_of(set, i, lang, buf, cap);
    return title ? numbered(set, i, NULL, title, buf, cap) : 0;
}

size_t problem_set_short_title(const ProblemSet *set, int i, int lang, const char *side, char *buf,
                               size_t cap)
{
    const char *title = title_of(set, i, lang, buf, cap);
    const char *rest = title ? strstr(title, ": ") : NULL;
    /* Only a goal ("Black wins by fours: ...") gives way to the side: a technique before the
     * colon ("Pseudo-three: the strongest defence, ...") read as the side defending. */
    if (!rest || !rest[2] || !side || strncmp(title, side, strlen(side)) != 0) {
        return title ? numbered(set, i, NULL, title, buf, cap) : 0;
    }
    return numbered(set, i, side, rest + 2, buf, cap);
}

/* Points as (x, y) pairs turned by t, each one's stone (0: the solution's point i, as
 * 100 + i, sorted for a defence's set of answers) with them. */
typedef struct KeyPoint {
    int what, x, y;
} KeyPoint;

static int key_point_cmp(const void *a, const void *b)
{
    const KeyPoint *p = a, *q = b;
    return p->what != q->what ? p->what - q->what : p->x != q->x ? p->x - q->x : p->y - q->y;
}

/* Problem p's shape turned by t and shifted to the corner, into k (the near stones and the
 * solution); returns how many points. */
static int problem_shape(const Problem *p, BoardTurn t, KeyPoint *k)
{
    int n = 0;
    for (int c = STONE_BLACK; c <= STONE_WHITE; c++) {
        for (int i = 0; i < p->nstones[c]; i++) {
            Pos s = p->stones[c][i];
            bool near = false;
            for (int j = 0; j < p->nsolution && !near; j++) {
                int dx = abs(pos_x(s) - pos_x(p->solution[j]));
                int dy = abs(pos_y(s) - pos_y(p->solution[j]));
                near = dx <= PROBLEM_NEAR && dy <= PROBLEM_NEAR;
            }
            if (near) {
                k[n++] = (KeyPoint){c, pos_x(s), pos_y(s)};
            }
        }
    }
    for (int j = 0; j < p->nsolution; j++) {
        k[n++] = (KeyPoint){p->goal == GOAL_DEFEND ? 100 : 100 + j, pos_x(p->solution[j]),
                            pos_y(p->solution[j])};
    }
    int minx = BOARD_STANDARD, miny = BOARD_STANDARD;
    for (int i = 0; i < n; i++) {
        Pos q = symmetry_point(BOARD_STANDARD, t, pos_from_xy(k[i].x, k[i].y));
        k[i].x = pos_x(q);
        k[i].y = pos_y(q);
        minx = k[i].x < minx ? k[i].x : minx;
        miny = k[i].y < miny ? k[i].y : miny;
    }
    for (int i = 0; i < n; i++) {
        k[i].x -= minx;
        k[i].y -= miny;
    }
    qsort(k, (size_t)n, sizeof k[0], key_point_cmp);
    return n;
}

int problem_set_same(const ProblemSet *set, int i)
{
    enum { MOST = BOARD_STANDARD * BOARD_STANDARD + PROBLEM_MAX_LINE };
    KeyPoint *a = malloc(2 * MOST * sizeof *a);
    if (!a) {
        return -1;
    }
    KeyPoint *b = a + MOST;
    const Problem *p = &set->items[i];
    int na = problem_shape(p, TURN_NONE, a);
    int same = -1;
    for (int j = 0; j < i && same < 0; j++) {
        const Problem *q = &set->items[j];
        if (q->goal != p->goal || q->to_move != p->to_move || q->nsolution != p->nsolution) {
            continue;
        }
        for (int t = 0; t < TURN_COUNT && same < 0; t++) {
            int nb = problem_shape(q, (BoardTurn)t, b);
            same = nb == na && memcmp(a, b, (size_t)na * sizeof a[0]) == 0 ? j : -1;
        }
    }
    free(a);
    return same;
}

void problem_board(const Problem *p, Board *out)
{
    board_init(out, BOARD_STANDARD, false);
    for (int c = STONE_BLACK; c <= STONE_WHITE; c++) {
        for (int i = 0; i < p->nstones[c]; i++) {
            board_set(out, p->stones[c][i], (Stone)c);
        }
    }
    if (out->to_move != p->to_move) {
        board_pass(out);
    }
}

size_t problem_format(const Problem *p, char *buf, size_t cap)
{
    size_t len = 0;
    char pt[8];
    if (cap > 0) {
        buf[0] = '\0';
    }
    text_append(buf, cap, &len, "problem %s\n", p->id);
    for (int i = 0; i < PROBLEM_LANGS; i++) {
        text_append(buf, cap, &len, "title.%s %s\n", LANG_CODES[i], p->title[i]);
    }
    text_append(buf, cap, &len, "technique %s\ngoal %s\nlevel %d\nto-move %s\nposition",
                p->technique, problem_goal_name(p->goal), p->level,
                p->to_move == STONE_BLACK ? "black" : "white");
    for (int c = STONE_BLACK; c <= STONE_WHITE; c++) {
        text_append(buf, cap, &len, " %c=", c == STONE_BLACK ? 'b' : 'w');
        for (int i = 0; i < p->nstones[c]; i++) {
            board_format_point(p->stones[c][i], pt, sizeof pt);
            text_append(buf, cap, &len, "%s%s", i ? "," : "", pt);
        }
    }
    text_append(buf, cap, &len, "\nsolution");
    for (int i = 0; i < p->nsolution; i++) {
        board_format_point(p->solution[i], pt, sizeof pt);
        text_append(buf, cap, &len, " %s", pt);
    }
    for (int i = 0; i < PROBLEM_LANGS && p->idea[0][0]; i++) {
        text_append(buf, cap, &len, "\nidea.%s %s", LANG_CODES[i], p->idea[i]);
    }
    for (int k = 0; k < 2; k++) {
        int n = k ? p->nmaybe : p->nalso;
        for (int i = 0; i < n; i++) {
            board_format_point(k ? p->maybe[i] : p->also[i], pt, sizeof pt);
            text_append(buf, cap, &len, "%s %s", i ? "" : k ? "\nmay-win" : "\nalso-wins", pt);
        }
    }
    text_append(buf, cap, &len, "\nend\n");
    return len;
}

/* The first point (board order) where colour c makes five on b, or POS_NONE. */
static Pos five_point(const Board *b, Stone c)
{
    const RuleSet *rs = rules_get(RULE_RENJU);
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) == STONE_EMPTY && rules_makes_five(rs, b, p, c)) {
                return p;
            }
        }
    }
    return POS_NONE;
}

/* Does colour c's stone on empty m of b make a four: a five point that was none before
 * (b is left as it was)? */
static bool makes_four(Board *b, Pos m, Stone c)
{
    const RuleSet *rs = rules_get(RULE_RENJU);
    bool before[BOARD_CELLS] = {false};
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            before[p] = board_at(b, p) == STONE_EMPTY && rules_makes_five(rs, b, p, c);
        }
    }
    board_set(b, m, c);
    bool four = false;
    for (int y = 0; y < b->size && !four; y++) {
        for (int x = 0; x < b->size && !four; x++) {
            Pos p = pos_from_xy(x, y);
            four = !before[p] && board_at(b, p) == STONE_EMPTY && rules_makes_five(rs, b, p, c);
        }
    }
    board_set(b, m, STONE_EMPTY);
    return four;
}

Pos problem_four_to_block(const Board *b) { return five_point(b, stone_opponent(b->to_move)); }

/* Does p claim a win by fours (see problem_claims_hold)? */
static bool claims_fours(const Problem *p)
{
    return p->goal == GOAL_VCF ||
           (strstr(p->title[0], "by fours") && !strstr(p->title[0], "by fours and threes"));
}

static const char *colour_name(Stone c) { return c == STONE_BLACK ? "Black" : "White"; }

bool problem_board_claims(const Board *b, bool fours, const Pos *line, int n, char *why, size_t cap)
{
    char a[8];
    Pos block = problem_four_to_block(b);
    if (block != POS_NONE) {
        board_format_point(block, a, sizeof a);
        snprintf(why, cap, "%s must first block %s's four at %s", colour_name(b->to_move),
                 colour_name(stone_opponent(b->to_move)), a);
        return false;
    }
    if (!fours || n == 0) {
        return true;
    }
    Board *c = malloc(sizeof *c);
    if (!c) {
        snprintf(why, cap, "out of memory");
        return false;
    }
    memcpy(c, b, sizeof *c);
    const RuleSet *rs = rules_get(RULE_RENJU);
    bool ok = true;
    for (int i = 0; i < n; i += 2) {
        Stone mover = c->to_move;
        if (board_at(c, line[i]) != STONE_EMPTY || rules_makes_five(rs, c, line[i], mover)) {
            break;
        }
        if (!makes_four(c, line[i], mover)) {
            board_format_point(line[i], a, sizeof a);
            snprintf(why, cap, "a win by fours, but the line's move %s is not a four", a);
            ok = false;
            break;
        }
        if (!board_play(c, line[i]) || i + 1 >= n || !board_play(c, line[i + 1])) {
            break;
        }
    }
    free(c);
    return ok;
}

bool problem_claims_hold(const Problem *p, char *why, size_t cap)
{
    Board *b = malloc(sizeof *b);
    if (!b) {
        snprintf(why, cap, "out of memory");
        return false;
    }
    problem_board(p, b);
    bool fours = p->goal != GOAL_DEFEND && claims_fours(p);
    bool ok = problem_board_claims(b, fours, p->solution, p->nsolution, why, cap);
    free(b);
    return ok;
}

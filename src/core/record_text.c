/* Renju - MIT licence, see LICENSE.
 *
 * Our text record (record.h, README.md): "Renju record 1", "key: value" headers, one
 * numbered action a line with its thinking time, "end". The action words are game.h's.
 */
#include "record_parse.h"

#include "text.h"

#include <string.h>

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
        rec_skip_blanks(l->s, l->n, &i);
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
    while (digits_end < w->n && rec_is_digit(w->s[digits_end])) {
        digits_end++;
    }
    if (w->n < 2 || w->s[w->n - 1] != 's' || digits_end == 0) {
        return TIME_NONE;
    }
    if (digits_end > 7 || !rec_read_uint(w->s, w->n - 1, &i, 7, &sec)) {
        i = digits_end; /* too many digits for any time we hold: check the form only */
        sec = TEXT_MAX_SECONDS + 1;
    }
    if (i < w->n - 1 && w->s[i] == '.') {
        i++;
        int digits = 0;
        while (i < w->n - 1 && rec_is_digit(w->s[i]) && digits < 3) {
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
        return rec_fail(p, RECORD_R_LINE_TOO_LONG, NULL, 0, NULL);
    }
    for (size_t k = 0; k < l->n; k++) {
        copy[k] = rec_lower(l->s[k]);
    }
    copy[l->n] = '\0';
    Line lc = {copy, l->n, 0, 0};
    Word w[TEXT_MAX_WORDS];
    int n = split_words(&lc, w, TEXT_MAX_WORDS);
    if (n > TEXT_MAX_WORDS) {
        return rec_fail(p, RECORD_R_TOO_MANY_WORDS, NULL, 0, NULL);
    }
    char *words[TEXT_MAX_WORDS];
    for (int k = 0; k < n; k++) {
        words[k] = (char *)w[k].s;
        words[k][w[k].n] = '\0'; /* split in place: the blank after a word becomes a NUL */
    }
    int i = 0;
    rec_start(p);
    int expected = p->g->nactions + 1;
    if (n > 0 && w[0].n >= 2 && w[0].s[w[0].n - 1] == '.' && rec_is_digit(w[0].s[0])) {
        size_t k = 0;
        long number = 0;
        if (!rec_read_uint(w[0].s, w[0].n, &k, 5, &number) || k != w[0].n - 1) {
            return rec_fail(p, RECORD_R_NOT_ACTION_NUMBER, words[0], REC_TOKEN_ALL, NULL);
        }
        if (number != expected) {
            return rec_fail(p, RECORD_R_WRONG_ACTION_NUMBER, NULL, 0, REC_NUMS(number, expected));
        }
        i = 1;
    }
    Action a;
    int32_t time_ms = 0;
    TimeWord tw = n > i + 1 ? parse_seconds(&w[n - 1], &time_ms) : TIME_NONE;
    if (tw == TIME_TOO_LONG) {
        return rec_fail(p, RECORD_R_TIME_TOO_LONG, words[n - 1], REC_TOKEN_ALL,
                        REC_NUMS(expected, RECORD_TIME_MAX_MS / 1000, RECORD_TIME_MAX_MS % 1000));
    }
    if (tw == TIME_OK) {
        n--;
    }
    if (i >= n) {
        return rec_fail(p, RECORD_R_ACTION_MISSING, NULL, 0, REC_NUMS(expected));
    }
    GameError ge;
    int used = game_action_read(words + i, n - i, rec_board_size(p), &a, &ge);
    if (used == 0) {
        const char *v = words[i];
        size_t k = 1;
        long row = 0;
        if (rec_is_letter(v[0]) && rec_read_uint(v, strlen(v), &k, 3, &row) && v[k] == '\0') {
            return rec_fail(p, RECORD_R_NOT_A_POINT, v, REC_TOKEN_ALL,
                            REC_NUMS(rec_board_size(p), rec_board_size(p)));
        }
        return rec_fail(p, RECORD_R_BAD_ACTION, v, REC_TOKEN_ALL, REC_NUMS(expected));
    }
    if (i + used < n) {
        return rec_fail(p, RECORD_R_UNEXPECTED_WORD, words[i + used], REC_TOKEN_ALL,
                        REC_NUMS(expected));
    }
    a.time_ms = time_ms;
    if (a.kind == ACTION_PASS) {
        a.pos = POS_PASS; /* as game_play records a pass */
    }
    return rec_apply(p, &a);
}

typedef struct TextHeaders {
    bool seen[10];
    char result[200];
    int result_line;
    char marked[RECORD_NAME_MAX]; /* read once the game is replayed */
    int marked_line;
} TextHeaders;

/* "key: value" before the actions. */
static bool parse_header(Parser *p, const Line *l, size_t colon, TextHeaders *h)
{
    static const char *const KEYS[] = {"rule", "opening", "black", "white",    "event",
                                       "date", "result",  "clock", "thinking", "marked"};
    size_t vi = colon + 1;
    rec_skip_blanks(l->s, l->n, &vi);
    const char *v = l->s + vi;
    size_t vn = l->n - vi;
    int key = -1;
    for (int k = 0; k < (int)(sizeof KEYS / sizeof KEYS[0]); k++) {
        if (rec_word_is(l->s, colon, KEYS[k])) {
            key = k;
        }
    }
    if (key < 0) {
        return rec_fail(p, RECORD_R_UNKNOWN_HEADER, l->s, colon < 24 ? colon : 24, NULL);
    }
    if (h->seen[key]) {
        return rec_fail(p, RECORD_R_HEADER_TWICE, KEYS[key], REC_TOKEN_ALL, NULL);
    }
    h->seen[key] = true;
    if (!text_utf8_valid(v, vn)) {
        return rec_fail(p, RECORD_R_HEADER_NOT_UTF8, KEYS[key], REC_TOKEN_ALL, NULL);
    }
    char value[RECORD_NAME_MAX];
    if (vn >= (key == 6 ? sizeof h->result : sizeof value)) {
        return rec_fail(p, RECORD_R_HEADER_TOO_LONG, KEYS[key], REC_TOKEN_ALL, NULL);
    }
    memcpy(value, v, vn < sizeof value ? vn : sizeof value - 1);
    value[vn < sizeof value ? vn : sizeof value - 1] = '\0';
    switch (key) {
    case 0:
        p->rules = rules_find(value);
        if (!p->rules) {
            return rec_fail(p, RECORD_R_UNKNOWN_RULES, value, REC_TOKEN_ALL, NULL);
        }
        break;
    case 1:
        p->opening = game_opening_find(value);
        if (p->opening == OPENING_COUNT) {
            return rec_fail(p, RECORD_R_UNKNOWN_OPENING, value, REC_TOKEN_ALL, NULL);
        }
        break;
    case 2: rec_copy_name(p->info.black, v, vn); break;
    case 3: rec_copy_name(p->info.white, v, vn); break;
    case 4: rec_copy_name(p->info.event, v, vn); break;
    case 5: rec_copy_name(p->info.date, v, vn); break;
    case 7:
        if (!clock_control_parse(v, vn, &p->info.clock)) {
            return rec_fail(p, RECORD_R_BAD_CLOCK, value, REC_TOKEN_ALL, NULL);
        }
        break;
    case 8: {
        Word w = {v, vn};
        if (!parse_seconds(&w, &p->info.thinking_ms)) {
            return rec_fail(p, RECORD_R_BAD_THINKING, value, REC_TOKEN_ALL, NULL);
        }
        break;
    }
    case 9:
        memcpy(h->marked, value, sizeof h->marked);
        h->marked_line = p->line;
        break;
    default:
        memcpy(h->result, v, vn);
        h->result[vn] = '\0';
        h->result_line = p->line;
        break;
    }
    return true;
}

/* The marked proposals, each one the game allows after those before it (the points of
 * game_proposal_ok, as a person's clicks are); a refused one is the record's fault. */
static bool parse_marks(Parser *p, const TextHeaders *h)
{
    Line l = {.s = h->marked, .n = strlen(h->marked)};
    Word w[TEXT_MAX_WORDS];
    int n = split_words(&l, w, TEXT_MAX_WORDS);
    p->line = h->marked_line;
    if (n > GAME_PROPOSALS) {
        return rec_fail(p, RECORD_R_TOO_MANY_WORDS, NULL, 0, NULL);
    }
    int size = p->g->board.size;
    for (int i = 0; i < n; i++) {
        Pos pos;
        GameError ge;
        if (!board_parse_point(w[i].s, w[i].n, size, &pos)) {
            return rec_fail(p, RECORD_R_NOT_A_POINT, w[i].s, w[i].n, REC_NUMS(size, size));
        }
        if (!game_proposal_ok(p->g, p->info.marks, i, pos, &ge)) {
            p->move = p->g->nactions + 1;
            rec_fail(p, RECORD_R_REFUSED, w[i].s, w[i].n, NULL);
            if (p->err) {
                p->err->refusal = ge;
                record_error_finish(p->err);
            }
            return false;
        }
        p->info.marks[i] = pos;
    }
    p->info.nmarks = n;
    p->line = 0;
    return true;
}

static bool is_header(const Line *l, size_t *colon)
{
    size_t i = 0;
    while (i < l->n && rec_is_letter(l->s[i])) {
        i++;
    }
    *colon = i;
    return i > 0 && i < l->n && l->s[i] == ':';
}

bool rec_text_parse(Parser *p)
{
    TextHeaders h;
    memset(&h, 0, sizeof h);
    bool seen_magic = false;
    bool in_actions = false;
    bool ended = false;
    LineReader r = rec_lines(p);
    Line l;
    while (rec_next_line(p, &r, &l)) {
        if (l.n == 0 || l.s[0] == '#') {
            continue;
        }
        size_t colon = 0;
        if (ended) {
            return rec_fail(p, RECORD_R_TEXT_AFTER_END, NULL, 0, NULL);
        }
        if (seen_magic && rec_word_is(l.s, l.n, "end")) {
            ended = true;
        } else if (!seen_magic) {
            size_t i = strlen(TEXT_MAGIC);
            long version = 0;
            if (!rec_starts_with(l.s, l.n, TEXT_MAGIC)) {
                return rec_fail(p, RECORD_R_NOT_TEXT_RECORD, TEXT_MAGIC, REC_TOKEN_ALL,
                                REC_NUMS(TEXT_VERSION));
            }
            rec_skip_blanks(l.s, l.n, &i);
            if (!rec_read_uint(l.s, l.n, &i, 4, &version) || i != l.n) {
                return rec_fail(p, RECORD_R_BAD_FIRST_LINE, TEXT_MAGIC, REC_TOKEN_ALL,
                                REC_NUMS(TEXT_VERSION));
            }
            if (version != TEXT_VERSION) {
                return rec_fail(p, RECORD_R_BAD_VERSION, NULL, 0, REC_NUMS(version, TEXT_VERSION));
            }
            seen_magic = true;
        } else if (!in_actions && is_header(&l, &colon)) {
            if (!parse_header(p, &l, colon, &h)) {
                return false;
            }
        } else {
            if (is_header(&l, &colon)) {
                return rec_fail(p, RECORD_R_HEADER_AFTER_ACTIONS, l.s, colon < 24 ? colon : 24,
                                NULL);
            }
            in_actions = true;
            if (!parse_action_line(p, &l)) {
                return false;
            }
        }
    }
    if (r.bad) {
        return false;
    }
    p->line = 0;
    if (!seen_magic) {
        return rec_fail(p, RECORD_R_EMPTY_TEXT, TEXT_MAGIC, REC_TOKEN_ALL, REC_NUMS(TEXT_VERSION));
    }
    if (!ended) {
        p->line = r.line_no;
        return rec_fail(p, RECORD_R_NO_END, NULL, 0, NULL);
    }
    rec_start(p);
    if (h.marked_line > 0 && !parse_marks(p, &h)) {
        return false;
    }
    if (h.result_line > 0) {
        char actual[200];
        game_result_text(p->g, actual, sizeof actual);
        if (strcmp(actual, h.result) != 0) {
            p->line = h.result_line;
            return rec_fail(p, RECORD_R_RESULT_MISMATCH, h.result, REC_TOKEN_ALL, NULL);
        }
    }
    return true;
}

void rec_text_format(Out *o, const Game *g, const RecordInfo *info)
{
    rec_out_printf(o, "%s %d\n", TEXT_MAGIC, TEXT_VERSION);
    rec_out_printf(o, "rule: %s\nopening: %s\n", g->rules->name, game_opening_name(g->opening));
    const char *keys[] = {"black", "white", "event", "date"};
    const char *values[] = {info->black, info->white, info->event, info->date};
    for (int i = 0; i < 4; i++) {
        if (values[i][0]) {
            rec_out_printf(o, "%s: ", keys[i]);
            rec_out_name(o, values[i]);
            rec_out_bytes(o, "\n", 1);
        }
    }
    if (clock_timed(&info->clock)) {
        char tc[64];
        clock_control_format(&info->clock, tc, sizeof tc);
        rec_out_printf(o, "clock: %s\n", tc);
    }
    if (info->thinking_ms > 0 && !game_over(g)) {
        rec_out_printf(o, "thinking: %d.%03ds\n", (int)(info->thinking_ms / 1000),
                       (int)(info->thinking_ms % 1000));
    }
    if (info->nmarks > 0 && g->phase == PHASE_PROPOSE) {
        rec_out_printf(o, "marked:");
        for (int i = 0; i < info->nmarks && i < GAME_PROPOSALS; i++) {
            char pt[8];
            board_format_point(info->marks[i], pt, sizeof pt);
            rec_out_printf(o, " %s", pt);
        }
        rec_out_bytes(o, "\n", 1);
    }
    char result[200];
    game_result_text(g, result, sizeof result);
    rec_out_printf(o, "result: %s\n\n", result);
    for (int i = 0; i < g->nactions; i++) {
        const Action *a = &g->actions[i];
        char text[160];
        game_action_format(a, text, sizeof text);
        rec_out_printf(o, "%d. %s", i + 1, text);
        int32_t ms = rec_clamp_time(a->time_ms);
        if (ms > 0) {
            rec_out_printf(o, " %d.%03ds", (int)(ms / 1000), (int)(ms % 1000));
        }
        rec_out_bytes(o, "\n", 1);
    }
    rec_out_printf(o, "end\n");
}

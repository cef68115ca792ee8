/* Renju - MIT licence, see LICENSE.
 *
 * The forbidden-point trainer (see trainer.h): each level's answer and its test of a
 * position, the generator that grows a game's middle around the level's shape, the rounds
 * and their scores.
 */
#include "trainer.h"

#include "position.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

static const char *const LEVEL_NAMES[TRAINER_LEVEL_COUNT] = {
    "double-three",   "double-four", "false-three", "overline",
    "four-four-line", "five-first",  "white-eye",
};

const char *trainer_level_name(TrainerLevel level)
{
    return level >= 0 && level < TRAINER_LEVEL_COUNT ? LEVEL_NAMES[level] : NULL;
}

TrainerLevel trainer_level_from_name(const char *name)
{
    for (int i = 0; i < TRAINER_LEVEL_COUNT; i++) {
        if (strcmp(name, LEVEL_NAMES[i]) == 0) {
            return (TrainerLevel)i;
        }
    }
    return TRAINER_LEVEL_COUNT;
}

static const RuleSet *renju(void) { return rules_get(RULE_RENJU); }

/* The number of s's five points (at most cap counted). */
static int five_points(const Board *b, Stone s, Pos *out, int cap)
{
    int n = 0;
    for (int y = 0; y < b->size && n < cap; y++) {
        for (int x = 0; x < b->size && n < cap; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) == STONE_EMPTY && rules_makes_five(renju(), b, p, s)) {
                out[n++] = p;
            }
        }
    }
    return n;
}

int trainer_answer(TrainerLevel level, const Board *b, Pos *out, Pos *block, int cap)
{
    if (level != TRAINER_WHITE_EYE) {
        return rules_forbidden_map(renju(), b, STONE_BLACK, out, cap);
    }
    Pos f[2];
    if (five_points(b, STONE_BLACK, f, 1) > 0) {
        return 0; /* Black would make its own five rather than block */
    }
    Board w = *b;
    int n = 0;
    for (int y = 0; y < b->size && n < cap; y++) {
        for (int x = 0; x < b->size && n < cap; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) != STONE_EMPTY || rules_makes_five(renju(), b, p, STONE_WHITE)) {
                continue;
            }
            board_set(&w, p, STONE_WHITE);
            if (five_points(&w, STONE_WHITE, f, 2) == 1 &&
                verdict_is_foul(rules_check_move(renju(), &w, f[0], STONE_BLACK))) {
                if (block) {
                    block[n] = f[0];
                }
                out[n++] = p;
            }
            board_set(&w, p, STONE_EMPTY);
        }
    }
    return n;
}

/* A fork that is no double-three because a three is false, its straight-four point
 * forbidden (a nested false three). */
static bool false_three_fork(const Board *b, Pos p)
{
    if (rules_check_move(renju(), b, p, STONE_BLACK) != VERDICT_OK) {
        return false;
    }
    Marks m;
    marks_explain(renju(), b, p, STONE_BLACK, &m);
    int threes = 0;
    bool nested = false;
    for (int i = 0; i < m.nlines; i++) {
        const MarkLine *l = &m.lines[i];
        threes += l->shape == MARK_THREE || l->shape == MARK_FALSE_THREE;
        for (int k = 0; l->shape == MARK_FALSE_THREE && k < l->npoints; k++) {
            nested = nested || l->point_mark[k] == MARK_POINT_FORBIDDEN;
        }
    }
    return threes >= 2 && nested;
}

/* A five that also makes what would be a foul: two threes or fours, or an overline. */
static bool five_first_fork(const Board *b, Pos p)
{
    if (rules_check_move(renju(), b, p, STONE_BLACK) != VERDICT_FIVE) {
        return false;
    }
    Marks m;
    marks_explain(renju(), b, p, STONE_BLACK, &m);
    int forks = 0;
    for (int i = 0; i < m.nlines; i++) {
        const MarkLine *l = &m.lines[i];
        if (l->shape == MARK_OVERLINE || l->shape == MARK_DOUBLE_FOUR) {
            forks += 2;
        } else if (l->shape != MARK_FIVE && l->counts) {
            forks++;
        }
    }
    return forks >= 2;
}

/* A four-three: one four and a real three, allowed (the winning fork), the look-alike of
 * a double-four. */
static bool four_three_fork(const Board *b, Pos p)
{
    if (rules_check_move(renju(), b, p, STONE_BLACK) != VERDICT_OK) {
        return false;
    }
    Marks m;
    marks_explain(renju(), b, p, STONE_BLACK, &m);
    int fours = 0;
    int threes = 0;
    for (int i = 0; i < m.nlines; i++) {
        const MarkLine *l = &m.lines[i];
        fours += l->counts && (l->shape == MARK_FOUR || l->shape == MARK_STRAIGHT_FOUR);
        threes += l->counts && l->shape == MARK_THREE;
    }
    return fours == 1 && threes >= 1;
}

static bool has_line(const Board *b, Pos p, MarkShape shape)
{
    Marks m;
    marks_explain(renju(), b, p, STONE_BLACK, &m);
    for (int i = 0; i < m.nlines; i++) {
        if (m.lines[i].shape == shape) {
            return true;
        }
    }
    return false;
}

/* Does some empty point of b pass test? */
static bool any_point(const Board *b, bool (*test)(const Board *, Pos))
{
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) == STONE_EMPTY && test(b, p)) {
                return true;
            }
        }
    }
    return false;
}

bool trainer_level_fits(TrainerLevel level, const Board *b)
{
    Stone mover = level == TRAINER_WHITE_EYE ? STONE_WHITE : STONE_BLACK;
    Pos f[1];
    /* A game's position (the stone counts fit the mover, no five or overline stands), as
     * a problem's must be. */
    if (b->size != BOARD_STANDARD || b->to_move != mover ||
        !position_reachable(rules_get(RULE_RENJU), b, NULL, 0) ||
        (level != TRAINER_FIVE_FIRST && five_points(b, mover, f, 1) > 0)) {
        return false;
    }
    Pos ans[TRAINER_MAX_POINTS];
    int n = trainer_answer(level, b, ans, NULL, TRAINER_MAX_POINTS);
    int count[VERDICT_STRAIGHT_FOUR + 1] = {0};
    bool one_line = false;
    for (int i = 0; i < n && level != TRAINER_WHITE_EYE; i++) {
        RuleVerdict v = rules_check_move(renju(), b, ans[i], STONE_BLACK);
        count[v]++;
        one_line = one_line || (v == VERDICT_DOUBLE_FOUR && has_line(b, ans[i], MARK_DOUBLE_FOUR));
    }
    switch (level) {
    case TRAINER_DOUBLE_THREE:
        return n >= 1 && n <= 4 && count[VERDICT_DOUBLE_THREE] == n &&
               !any_point(b, false_three_fork);
    case TRAINER_DOUBLE_FOUR:
        /* Two fours on two lines, every answer: no double-three, overline or one line's
         * double-four to muddle it. */
        return n >= 1 && n <= 4 && count[VERDICT_DOUBLE_FOUR] == n && !one_line;
    case TRAINER_FALSE_THREE: return any_point(b, false_three_fork);
    case TRAINER_OVERLINE: return count[VERDICT_OVERLINE] > 0;
    case TRAINER_FOUR_FOUR_LINE: return one_line;
    case TRAINER_FIVE_FIRST: return any_point(b, five_first_fork);
    case TRAINER_WHITE_EYE: return n >= 1;
    default: return false;
    }
}

int trainer_traps(TrainerLevel level, const Board *b, Pos *out, int cap)
{
    bool (*test)(const Board *, Pos) = level == TRAINER_FALSE_THREE   ? false_three_fork
                                       : level == TRAINER_DOUBLE_FOUR ? four_three_fork
                                       : level == TRAINER_FIVE_FIRST  ? five_first_fork
                                                                      : NULL;
    int n = 0;
    for (int y = 0; test && y < b->size && n < cap; y++) {
        for (int x = 0; x < b->size && n < cap; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) == STONE_EMPTY && test(b, p)) {
                out[n++] = p;
            }
        }
    }
    return n;
}

static void round_fill(TrainerLevel level, const Board *b, TrainerRound *out)
{
    memset(out, 0, sizeof *out);
    out->level = level;
    out->board = *b;
    out->nanswer = trainer_answer(level, b, out->answer, out->block, TRAINER_MAX_POINTS);
    out->ntraps = trainer_traps(level, b, out->traps, TRAINER_MAX_POINTS);
}

static uint64_t next_random(uint64_t *seed)
{
    uint64_t z = (*seed += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int random_below(uint64_t *seed, int n) { return (int)(next_random(seed) % (uint64_t)n); }

bool trainer_round_from(TrainerLevel level, const Board *positions, int n, uint64_t *seed,
                        TrainerRound *out)
{
    Stone mover = level == TRAINER_WHITE_EYE ? STONE_WHITE : STONE_BLACK;
    int first = n > 0 ? random_below(seed, n) : 0;
    for (int k = 0; k < n; k++) {
        Board b = positions[(first + k) % n];
        if (b.to_move != mover) {
            board_pass(&b);
        }
        if (trainer_level_fits(level, &b)) {
            round_fill(level, &b, out);
            return true;
        }
    }
    return false;
}

/* The shapes planted, as (dx, dy, stone) from the point the level is about; 'B' Black,
 * 'W' White. */
typedef struct Plant {
    int n;
    signed char dx[12], dy[12];
    char stone[12];
} Plant;

static const Plant PLANTS[TRAINER_LEVEL_COUNT] = {
    /* Two open twos crossing at the point. */
    [TRAINER_DOUBLE_THREE] = {4, {1, 2, 0, 0}, {0, 0, 1, 2}, "BBBB"},
    /* X X . X across and three up: two fours on two lines; beside them a three up and a
     * two across meeting at a four-three, the look-alike. */
    [TRAINER_DOUBLE_FOUR] = {11,
                             {1, 2, 4, 0, 0, 0, -4, -4, -4, -3, -2},
                             {0, 0, 0, 1, 2, 3, -4, -3, -2, -1, -1},
                             "BBBBBBBBBBB"},
    /* A three across; a three up whose only straight-four point (0,3) is a 4-3-3 once
     * the point is taken (White closes the other end). */
    [TRAINER_FALSE_THREE] = {9,
                             {1, 2, 0, 0, 0, 1, 2, 1, 2},
                             {0, 0, 1, 2, -2, 3, 3, 4, 5},
                             "BBBBWBBBB"},
    [TRAINER_OVERLINE] = {5, {-3, -2, -1, 1, 2}, {0, 0, 0, 0, 0}, "BBBBB"},
    /* X . X * X . X: two fours on one line. */
    [TRAINER_FOUR_FOUR_LINE] = {4, {-3, -1, 1, 3}, {0, 0, 0, 0}, "BBBB"},
    /* Four in a row and two twos crossing: a five that is also a double-three. */
    [TRAINER_FIVE_FIRST] = {8, {1, 2, 3, 4, 0, 0, 1, 2}, {0, 0, 0, 0, 1, 2, 1, 2}, "BBBBBBBB"},
    /* Black's double-three point, and White's three pointing at it, its far end shut. */
    [TRAINER_WHITE_EYE] = {8, {1, 2, 0, 0, 1, 2, 3, 5}, {0, 0, 1, 2, -1, -2, -3, -5}, "BBBBWWWB"},
};

/* Sets s on p when a player could: no five, no new four (it would be answered at once),
 * and for Black no foul. */
static bool quiet_move(Board *b, Pos p, Stone s)
{
    if (s == STONE_BLACK ? rules_check_move(renju(), b, p, STONE_BLACK) != VERDICT_OK
                         : rules_makes_five(renju(), b, p, STONE_WHITE)) {
        return false;
    }
    Pos f[8];
    int fours = five_points(b, s, f, 8);
    board_set(b, p, s);
    if (five_points(b, s, f, 8) > fours) {
        board_set(b, p, STONE_EMPTY);
        return false;
    }
    return true;
}

/* One move of s the way games grow: an empty point one or two steps along a line from a
 * stone of s (building) or of the other colour (blocking), the more such stones the
 * likelier, within three points of the stones' centre when one is. False when none
 * could be played. */
static bool grow(Board *b, Stone s, uint64_t *seed)
{
    static const signed char DX[8] = {1, -1, 0, 0, 1, -1, 1, -1};
    static const signed char DY[8] = {0, 0, 1, -1, 1, -1, -1, 1};
    Stone near = random_below(seed, 2) ? s : stone_opponent(s);
    int sx = 0;
    int sy = 0;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            if (board_at(b, pos_from_xy(x, y)) != STONE_EMPTY) {
                sx += x;
                sy += y;
            }
        }
    }
    int count = board_stone_count(b) > 0 ? board_stone_count(b) : 1;
    Pos cand[BOARD_STANDARD * BOARD_STANDARD * 4];
    int n = 0;
    for (int reach = 3; n == 0 && reach <= BOARD_MAX; reach += BOARD_MAX) {
        for (int y = 0; y < b->size; y++) {
            for (int x = 0; x < b->size; x++) {
                if (board_at(b, pos_from_xy(x, y)) != STONE_EMPTY ||
                    abs(x * count - sx) > reach * count || abs(y * count - sy) > reach * count) {
                    continue;
                }
                for (int k = 0; k < 16 && n < (int)(sizeof cand / sizeof cand[0]); k++) {
                    int qx = x + DX[k / 2] * (1 + k % 2);
                    int qy = y + DY[k / 2] * (1 + k % 2);
                    if (board_xy_valid(b, qx, qy) && board_at(b, pos_from_xy(qx, qy)) == near) {
                        cand[n++] = pos_from_xy(x, y);
                    }
                }
            }
        }
    }
    for (int t = 0; t < 8 && n > 0; t++) {
        int i = random_below(seed, n);
        if (quiet_move(b, cand[i], s)) {
            return true;
        }
        cand[i] = cand[--n];
    }
    return false;
}

/* Plants the level's shape at a random turn with one of its Black stones on the centre
 * (h8, a game's first move), then plays a game's opening around it: White beside the
 * centre, Black's second stone inside the central 5x5 (a shape's stone when one is
 * there), which makes one of the 26 named openings under some symmetry. False when the
 * shape does not fit on the board. */
static bool plant(Board *b, TrainerLevel level, uint64_t *seed)
{
    const Plant *pl = &PLANTS[level];
    int c = b->size / 2;
    int turn = random_below(seed, 8);
    int dx[12];
    int dy[12];
    int on = -1; /* the shape's stone on the centre */
    for (int i = 0, blacks = 0; i < pl->n; i++) {
        int tx = turn & 1 ? pl->dy[i] : pl->dx[i];
        int ty = turn & 1 ? pl->dx[i] : pl->dy[i];
        dx[i] = turn & 2 ? -tx : tx;
        dy[i] = turn & 4 ? -ty : ty;
        if (pl->stone[i] == 'B' && random_below(seed, ++blacks) == 0) {
            on = i; /* each Black stone as likely */
        }
    }
    int cx = c - dx[on];
    int cy = c - dy[on];
    for (int i = 0; i < pl->n; i++) {
        int x = cx + dx[i];
        int y = cy + dy[i];
        if (x < 1 || y < 1 || x > b->size - 2 || y > b->size - 2) {
            return false; /* off the board or on its edge, where a game's middle seldom is */
        }
        /* The shape's own fives (five-first) are wanted: set it without the test. */
        board_set(b, pos_from_xy(x, y), pl->stone[i] == 'B' ? STONE_BLACK : STONE_WHITE);
    }
    int w = random_below(seed, 8);
    for (int k = 0; k < 8; k++, w = (w + 1) % 8) {
        int i = w + (w >= 4); /* 0..8 without the centre, 4 */
        Pos p = pos_from_xy(c - 1 + i % 3, c - 1 + i / 3);
        if (board_at(b, p) == STONE_EMPTY) {
            board_set(b, p, STONE_WHITE);
            break;
        }
    }
    for (int i = 0; i < pl->n; i++) {
        if (pl->stone[i] == 'B' && i != on && abs(dx[i] - dx[on]) <= 2 &&
            abs(dy[i] - dy[on]) <= 2) {
            return true;
        }
    }
    for (int t = 0; t < 25; t++) {
        Pos p = pos_from_xy(c - 2 + random_below(seed, 5), c - 2 + random_below(seed, 5));
        if (board_at(b, p) == STONE_EMPTY && quiet_move(b, p, STONE_BLACK)) {
            return true;
        }
    }
    return false;
}

bool trainer_generate(TrainerLevel level, uint64_t *seed, int tries, TrainerRound *out)
{
    if (level < 0 || level >= TRAINER_LEVEL_COUNT) {
        return false;
    }
    for (int t = 0; t < tries; t++) {
        Board b;
        board_init(&b, BOARD_STANDARD, false);
        if (!plant(&b, level, seed)) {
            continue;
        }
        /* The game goes on around the shape until the counts are a game's: as many of
         * each colour with Black to move, one Black more with White to move (white-eye),
         * and up to three more moves each. */
        int want = level == TRAINER_WHITE_EYE ? 1 : 0;
        int more = random_below(seed, 4);
        bool grown = true;
        while (grown && b.stones[STONE_BLACK] - b.stones[STONE_WHITE] != want) {
            grown = grow(&b,
                         b.stones[STONE_BLACK] - b.stones[STONE_WHITE] > want ? STONE_WHITE
                                                                              : STONE_BLACK,
                         seed);
        }
        for (int i = 0; grown && i < 2 * more; i++) {
            grown = grow(&b, (i % 2 == 0) == (want == 0) ? STONE_BLACK : STONE_WHITE, seed);
        }
        if (!grown) {
            continue;
        }
        if (level == TRAINER_WHITE_EYE) {
            board_pass(&b);
        }
        if (trainer_level_fits(level, &b)) {
            round_fill(level, &b, out);
            return true;
        }
    }
    return false;
}

bool trainer_take_back(TrainerRound *r)
{
    if (r->checked || r->nmarked == 0) {
        return false;
    }
    r->nmarked--;
    return true;
}

bool trainer_is_marked(const TrainerRound *r, Pos p)
{
    for (int i = 0; i < r->nmarked; i++) {
        if (r->marked[i] == p) {
            return true;
        }
    }
    return false;
}

bool trainer_toggle(TrainerRound *r, Pos p)
{
    if (r->checked || !board_on(&r->board, p) || board_at(&r->board, p) != STONE_EMPTY) {
        return false;
    }
    for (int i = 0; i < r->nmarked; i++) {
        if (r->marked[i] == p) { /* the others keep their order: the last is taken back */
            memmove(&r->marked[i], &r->marked[i + 1], (size_t)(r->nmarked - i - 1) * sizeof(Pos));
            r->nmarked--;
            return true;
        }
    }
    if (r->nmarked >= TRAINER_MAX_POINTS) {
        return false;
    }
    r->marked[r->nmarked++] = p;
    return true;
}

static bool is_answer(const TrainerRound *r, Pos p)
{
    for (int i = 0; i < r->nanswer; i++) {
        if (r->answer[i] == p) {
            return true;
        }
    }
    return false;
}

TrainerMark trainer_point(const TrainerRound *r, Pos p)
{
    bool answer = is_answer(r, p);
    bool marked = trainer_is_marked(r, p);
    bool trap = false;
    for (int i = 0; i < r->ntraps; i++) {
        trap = trap || r->traps[i] == p;
    }
    return answer && marked ? TRAINER_HIT
           : answer         ? TRAINER_MISS
           : marked         ? TRAINER_FALSE_ALARM
           : trap           ? TRAINER_TRAP
                            : TRAINER_NONE;
}

void trainer_check(TrainerRound *r, TrainerScore *out)
{
    memset(out, 0, sizeof *out);
    r->checked = true;
    for (int i = 0; i < r->nmarked; i++) {
        if (is_answer(r, r->marked[i])) {
            out->hits++;
        } else {
            out->false_alarms++;
        }
    }
    out->misses = r->nanswer - out->hits;
    int all = r->nanswer + out->false_alarms;
    out->percent = all == 0 ? 100 : (out->hits * 200 + all) / (2 * all); /* nearest: 2 of 3 is 67 */
}

/* ---- A round as text ----------------------------------------------------------------- */

size_t trainer_round_format(const TrainerRound *r, char *buf, size_t cap)
{
    const char *name = trainer_level_name(r->level);
    size_t len = 0;
    if (cap == 0 || !name) {
        return 0;
    }
    char stones[BOARD_STANDARD * BOARD_STANDARD * 4 + 8];
    position_format_stones(&r->board, stones, sizeof stones);
    buf[0] = '\0';
    text_append(buf, cap, &len, "trainer %s %s marked", name, stones);
    for (int i = 0; i < r->nmarked; i++) {
        char point[8];
        board_format_point(r->marked[i], point, sizeof point);
        text_append(buf, cap, &len, "%s%s", i ? "," : " ", point);
    }
    text_append(buf, cap, &len, "%s checked %d", r->nmarked ? "" : " -", r->checked ? 1 : 0);
    return len + 1 < cap ? len : 0; /* cut short: nothing */
}

/* The marks "h8,h10" (or "-") onto r: empty points of its board, none twice. */
static bool parse_marks(const char *s, size_t n, TrainerRound *r)
{
    r->nmarked = 0;
    if (n == 1 && s[0] == '-') {
        return true;
    }
    const char *end = s + n;
    while (s < end) {
        const char *comma = memchr(s, ',', (size_t)(end - s));
        const char *stop = comma ? comma : end;
        Pos p;
        if (r->nmarked == TRAINER_MAX_POINTS ||
            !board_parse_point(s, (size_t)(stop - s), BOARD_STANDARD, &p) ||
            board_at(&r->board, p) != STONE_EMPTY || trainer_is_marked(r, p)) {
            return false;
        }
        r->marked[r->nmarked++] = p;
        s = comma ? comma + 1 : end;
        if (comma && s == end) {
            return false; /* "h8," */
        }
    }
    return r->nmarked > 0;
}

bool trainer_round_parse(const char *text, size_t len, TrainerRound *out)
{
    size_t at = 0, start[9], wl[9];
    int n = 0;
    size_t l, st;
    while ((l = text_next_word(text, len, &at, &st)) > 0) {
        if (n == 9) {
            return false;
        }
        start[n] = st;
        wl[n++] = l;
    }
#define WORD_IS(i, w) (wl[i] == strlen(w) && memcmp(text + start[i], w, wl[i]) == 0)
    if (n != 8 || !WORD_IS(0, "trainer") || !WORD_IS(4, "marked") || !WORD_IS(6, "checked") ||
        wl[1] >= 32 || wl[7] != 1 || (text[start[7]] != '0' && text[start[7]] != '1') ||
        wl[2] < 2 || memcmp(text + start[2], "b=", 2) != 0 || wl[3] < 2 ||
        memcmp(text + start[3], "w=", 2) != 0) {
        return false;
    }
#undef WORD_IS
    char name[32];
    memcpy(name, text + start[1], wl[1]);
    name[wl[1]] = '\0';
    TrainerLevel level = trainer_level_from_name(name);
    Board b;
    if (level == TRAINER_LEVEL_COUNT ||
        !position_parse_why(text + start[2], start[3] + wl[3] - start[2], BOARD_STANDARD, &b,
                            NULL)) {
        return false;
    }
    if (level == TRAINER_WHITE_EYE) {
        board_pass(&b); /* White to move */
    }
    if (!trainer_level_fits(level, &b)) {
        return false; /* not a round of this level: damaged, or the rules changed */
    }
    round_fill(level, &b, out);
    if (!parse_marks(text + start[5], wl[5], out)) {
        return false;
    }
    out->checked = text[start[7]] == '1';
    return true;
}

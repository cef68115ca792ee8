/* Renju - MIT licence, see LICENSE.
 *
 * The Gomocup protocol state machine (see gomocup.h for the command table). Every input
 * is parsed strictly on a length-bounded buffer: numbers are capped (NUMBER_CAP), points
 * must be on the board and empty, and anything unexpected answers "ERROR <reason>"
 * without changing the session.
 */
#include "gomocup.h"
#include "text.h"
#include "version.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Searching threads until an INFO thread_num says otherwise (a build-time override for
 * match runners that never send it: make CFLAGS=-DGOMOCUP_THREADS=2). */
#ifndef GOMOCUP_THREADS
#define GOMOCUP_THREADS 1
#endif

/* The least time a move is given, and all it gets at timeout_turn 0. */
#define GOMOCUP_FAST_MS 5

void gomocup_init(GomocupSession *s)
{
    memset(s, 0, sizeof *s);
    s->size = BOARD_STANDARD;
    s->rules = rules_get(RULE_RENJU);
    s->timeout_turn = 5000;
    s->threads = GOMOCUP_THREADS;
    s->threads_asked = GOMOCUP_THREADS;
    s->foul = POS_NONE;
}

/* ---- Output ------------------------------------------------------------------------ */

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void
say(char *out, size_t cap, const char *fmt, ...)
{
    size_t used = strlen(out);
    if (used + 1 >= cap) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out + used, cap - used, fmt, ap);
    va_end(ap);
}

/* ---- Lexing ------------------------------------------------------------------------ */

typedef struct Cursor {
    const char *p;
    const char *end;
} Cursor;

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

static void skip_blanks(Cursor *c)
{
    while (c->p < c->end && is_blank(*c->p)) {
        c->p++;
    }
}

static bool at_end(Cursor *c)
{
    skip_blanks(c);
    return c->p >= c->end;
}

/* Reads a word of letters and digits; upper-cases it into buf. */
static bool read_word(Cursor *c, char *buf, size_t cap)
{
    skip_blanks(c);
    size_t n = 0;
    while (c->p < c->end && !is_blank(*c->p) && *c->p != ',') {
        char ch = *c->p++;
        if (ch >= 'a' && ch <= 'z') {
            ch = (char)(ch - 'a' + 'A');
        }
        if (n + 1 >= cap) {
            return false;
        }
        buf[n++] = ch;
    }
    buf[n] = '\0';
    return n > 0;
}

/* Any number above this reads as this (a size, a count or a time no game gets near). */
#define NUMBER_CAP 999999999999999LL

/* Reads a non-negative decimal number; one above NUMBER_CAP reads as NUMBER_CAP. */
static bool read_number(Cursor *c, long long *out)
{
    skip_blanks(c);
    long long v = 0;
    int digits = 0;
    while (c->p < c->end && *c->p >= '0' && *c->p <= '9') {
        digits++;
        v = v * 10 + (*c->p++ - '0');
        if (v > NUMBER_CAP) {
            v = NUMBER_CAP;
        }
    }
    *out = v;
    return digits > 0;
}

static bool read_char(Cursor *c, char want)
{
    skip_blanks(c);
    if (c->p < c->end && *c->p == want) {
        c->p++;
        return true;
    }
    return false;
}

/* Reads "x,y" as a point of the session's board (not checked for emptiness). */
static bool read_point(const GomocupSession *s, Cursor *c, Pos *out)
{
    long long x = 0;
    long long y = 0;
    if (!read_number(c, &x) || !read_char(c, ',') || !read_number(c, &y)) {
        return false;
    }
    if (x >= s->size || y >= s->size) {
        return false;
    }
    *out = pos_from_xy((int)x, s->size - 1 - (int)y);
    return true;
}

/* ---- Position ---------------------------------------------------------------------- */

static bool occupied(const GomocupSession *s, Pos p)
{
    for (int i = 0; i < s->nmoves; i++) {
        if (s->moves[i] == p) {
            return true;
        }
    }
    return false;
}

static int count_colour(const GomocupSession *s, Stone c)
{
    int n = 0;
    for (int i = 0; i < s->nmoves; i++) {
        n += s->colour[i] == c;
    }
    return n;
}

/* Black moves when both sides have as many stones. */
static Stone side_to_move(const GomocupSession *s)
{
    return count_colour(s, STONE_BLACK) > count_colour(s, STONE_WHITE) ? STONE_WHITE : STONE_BLACK;
}

static void add_move(GomocupSession *s, Pos p, Stone c)
{
    s->moves[s->nmoves] = p;
    s->colour[s->nmoves] = c;
    s->nmoves++;
}

void gomocup_board(const GomocupSession *s, Board *b)
{
    board_init(b, s->size, s->rules->captures);
    for (int i = 0; i < s->nmoves; i++) {
        board_set(b, s->moves[i], s->colour[i]);
    }
    if (side_to_move(s) == STONE_WHITE) {
        board_pass(b);
    }
}

/* The point answered when the search has none (every empty point a foul for Black): the
 * first empty one, as Rapfi answers; the protocol has no pass, and an answer that is not
 * a point leaves the manager waiting until the turn's time is out (c-gomoku-cli then
 * counts a time loss), while a foul is judged at once. POS_NONE on a full board. */
static Pos answer_point(const GomocupSession *s, Pos p)
{
    if (p != POS_PASS && p != POS_NONE) {
        return p;
    }
    for (int y = s->size - 1; y >= 0; y--) {
        for (int x = 0; x < s->size; x++) {
            if (!occupied(s, pos_from_xy(x, y))) {
                return pos_from_xy(x, y);
            }
        }
    }
    return POS_NONE;
}

void gomocup_own_move(GomocupSession *s, Pos p)
{
    p = answer_point(s, p);
    if (p != POS_NONE && s->nmoves < GOMOCUP_MAX_MOVES && !occupied(s, p)) {
        add_move(s, p, side_to_move(s));
    }
}

void gomocup_format_move(const GomocupSession *s, Pos p, char *out, size_t cap)
{
    Pos q = answer_point(s, p);
    out[0] = '\0';
    if (q == POS_NONE) {
        /* A full board: the manager should have ended the game a draw. */
        say(out, cap, "ERROR no empty point\n");
        return;
    }
    if (q != p) {
        say(out, cap,
            "MESSAGE no legal move: every empty point is a foul for Black, so %d,%d (the "
            "protocol has no pass; the manager judges the foul)\n",
            pos_x(q), s->size - 1 - pos_y(q));
    }
    say(out, cap, "%d,%d\n", pos_x(q), s->size - 1 - pos_y(q));
}

void gomocup_format_info(const GomocupSession *s, const AiInfo *info, char *out, size_t cap)
{
    out[0] = '\0';
    if (info->book) {
        say(out, cap, "MESSAGE book ev %d pv", info->score);
    } else {
        say(out, cap, "MESSAGE depth %d%s ev %d nodes %lld nps %lld time %d pv", info->depth,
            info->partial ? "+" : "", info->score, (long long)info->nodes, (long long)info->nps,
            info->elapsed_ms);
    }
    for (int i = 0; i < info->npv; i++) {
        say(out, cap, " %d,%d", pos_x(info->pv[i]), s->size - 1 - pos_y(info->pv[i]));
    }
    say(out, cap, "\n");
    gomocup_format_limits(s, out, cap);
}

void gomocup_format_limits(const GomocupSession *s, char *out, size_t cap)
{
    int threads = gomocup_threads(s);
    if (threads < s->threads_asked) {
        /* The number asked, as sent, and why fewer search. */
        bool cpus = s->cpus > 0 && threads == s->cpus;
        say(out, cap, "MESSAGE thread_num %lld: %d searching (%s)\n", s->threads_asked, threads,
            threads == AI_MAX_THREADS ? "the most this brain runs"
            : cpus                    ? "the processors online"
                                      : "what max_memory leaves room for");
    }
    long long least = gomocup_memory_bytes(s, 1);
    if (s->max_memory > 0 && least > s->max_memory) {
        say(out, cap,
            "MESSAGE max_memory %lld is below the least this brain needs, about %lld bytes\n",
            s->max_memory, least);
    }
}

/* ---- Time and memory ----------------------------------------------------------------- */

int gomocup_move_time(const GomocupSession *s)
{
    /* The protocol's timeout_turn 0 is "play as fast as possible": the search's floor
     * (a shallow search; the book and the threat solves still answer). */
    if (s->timeout_turn == 0) {
        return GOMOCUP_FAST_MS;
    }
    int t = s->timeout_turn;
    if (s->timeout_match > 0) {
        /* Before the first time_left the whole match is left, and never more than it
         * (audit 29a: timeout_match 1000 alone got the 5 s turn's answer, at 3.25 s). */
        int left = s->time_left_known && s->time_left < s->timeout_match ? s->time_left
                                                                         : s->timeout_match;
        /* Spread what is left over the moves a game still lasts, roughly. */
        int stones = s->nmoves;
        int moves_left = (BOARD_STANDARD * BOARD_STANDARD - stones) / 6;
        if (moves_left < 12) {
            moves_left = 12;
        }
        int share = left / moves_left;
        if (share < t) {
            t = share;
        }
        if (t > left / 3) {
            t = left / 3;
        }
    }
    return gomocup_plan_ms(t, gomocup_late_ms(s));
}

int gomocup_plan_ms(int limit_ms, int late_ms)
{
    if (limit_ms <= GOMOCUP_FAST_MS) {
        return GOMOCUP_FAST_MS;
    }
    long long limit = limit_ms;
    /* For the answer to travel, and the search to stop and report. */
    long long reserve = 20 + (limit / 10 < 80 ? limit / 10 : 80);
    if (limit < 200) {
        reserve += (200 - limit) / 4;
    }
    /* Recent answers' worst lateness (the machine's load: a search that stops on time
     * can still be scheduled late), with room to spare. */
    long long late = late_ms > 0 ? late_ms : 0;
    if (late + late / 4 + 10 > reserve) {
        reserve = late + late / 4 + 10;
    }
    /* But the search keeps some of the turn: 70% of a turn of 1 s or more, down to 20% of
     * 100 ms or less. On a short turn an answer in time matters more than a deeper one:
     * a loaded machine made answers to timeout_turn 100-200 late by 100-200 ms, and a
     * search kept to 55-70% of the turn could never make that up. */
    long long keep = limit >= 1000 ? 70 : limit <= 100 ? 20 : 20 + 50 * (limit - 100) / 900;
    long long most = limit * (100 - keep) / 100;
    if (reserve > most) {
        reserve = most;
    }
    long long plan = limit - reserve;
    return plan < GOMOCUP_FAST_MS ? GOMOCUP_FAST_MS : (int)plan;
}

int gomocup_search_ms(int planned_ms, long long spent_ms)
{
    if (spent_ms <= 0 || planned_ms <= GOMOCUP_FAST_MS) {
        return planned_ms;
    }
    return planned_ms - spent_ms > GOMOCUP_FAST_MS ? planned_ms - (int)spent_ms : GOMOCUP_FAST_MS;
}

void gomocup_note_answer(GomocupSession *s, int planned_ms, int took_ms)
{
    /* At timeout_turn 0 there is no plan to be late for. */
    if (s->timeout_turn == 0) {
        return;
    }
    long long late = (long long)took_ms - planned_ms;
    late = late < 0 ? 0 : late > 1000000 ? 1000000 : late;
    s->late_ms[s->late_next] = (int)late;
    s->late_next = (s->late_next + 1) % GOMOCUP_LATE_KEEP;
    if (s->late_n < GOMOCUP_LATE_KEEP) {
        s->late_n++;
    }
}

int gomocup_late_ms(const GomocupSession *s)
{
    int worst = 0;
    for (int i = 0; i < s->late_n; i++) {
        worst = s->late_ms[i] > worst ? s->late_ms[i] : worst;
    }
    return worst;
}

void gomocup_limits(const GomocupSession *s, uint64_t seed, AiLimits *out)
{
    memset(out, 0, sizeof *out);
    out->time_ms = gomocup_move_time(s);
    out->max_nodes = s->max_nodes;
    out->max_depth = s->max_depth;
    out->level = AI_LEVEL_MAX;
    out->seed = seed;
    out->threads = gomocup_threads(s);
    out->book = true;
}

/* What the process holds besides the engine: its code, the C library, the rule tables,
 * the session and the input queue (2.5 MB resident before the engine is made). */
#define GOMOCUP_PROCESS_BYTES (3LL * 1024 * 1024)
#define MB (1024LL * 1024)

/* The table: 64 MB unless max_memory says otherwise, then a power of two of megabytes,
 * at most half of it and at most 512, that leaves room for the rest of the process; 1 MB
 * at least. */
size_t gomocup_tt_megabytes(const GomocupSession *s) { return gomocup_table_mb(s->max_memory); }

size_t gomocup_table_mb(long long max_memory)
{
    if (max_memory <= 0) {
        return 64;
    }
    long long rest = (long long)ai_engine_bytes() + GOMOCUP_PROCESS_BYTES;
    long long mb = 512;
    while (mb > 1 && (mb * MB > max_memory / 2 || rest + mb * MB > max_memory)) {
        mb /= 2;
    }
    return (size_t)mb;
}

/* The most threads the processors online and max_memory allow (AI_MAX_THREADS at most). */
static int threads_allowed(const GomocupSession *s)
{
    int n = s->cpus > 0 && s->cpus < AI_MAX_THREADS ? s->cpus : AI_MAX_THREADS;
    if (s->max_memory > 0) {
        long long room = s->max_memory - gomocup_memory_bytes(s, 1);
        long long more = room > 0 ? room / (long long)ai_thread_bytes() : 0;
        if (more + 1 < n) {
            n = (int)more + 1;
        }
    }
    return n;
}

int gomocup_threads(const GomocupSession *s)
{
    int n = threads_allowed(s);
    return s->threads < n ? s->threads : n;
}

long long gomocup_memory_bytes(const GomocupSession *s, int threads)
{
    return (long long)ai_table_bytes(gomocup_tt_megabytes(s)) + (long long)ai_engine_bytes() +
           (long long)(threads - 1) * (long long)ai_thread_bytes() + GOMOCUP_PROCESS_BYTES;
}

/* ---- Commands ------------------------------------------------------------------------ */

static GomocupAction error(char *out, size_t cap, const char *what)
{
    say(out, cap, "ERROR %s\n", what);
    return GOMOCUP_NONE;
}

static bool size_supported(long long n) { return n >= 5 && n <= BOARD_MAX; }

/* Renju's fouls and openings are those of the 15x15 board; gomoku is played on any. */
static bool size_fits(const RuleSet *rs, int size)
{
    return rs->id == RULE_RENJU ? size == rs->board_size : size_supported(size);
}

/* The ERROR for a rule that does not fit the board; false when it fits. */
static bool misfit(const GomocupSession *s, char *out, size_t cap)
{
    if (size_fits(s->rules, s->size)) {
        return false;
    }
    say(out, cap,
        "ERROR %s is played on %dx%d only, and this board is %dx%d: START %d, or INFO rule 0 "
        "or 1\n",
        s->rules->name, s->rules->board_size, s->rules->board_size, s->size, s->size,
        s->rules->board_size);
    return true;
}

/* The ERROR for a game that is over: a five on the board; false while it goes on. A
 * Black foul is no reason to stop: the manager judges it (the brain said so once, in a
 * MESSAGE), and a brain that answered no move would lose on time instead. */
static bool over(const GomocupSession *s, char *out, size_t cap)
{
    Board b;
    gomocup_board(s, &b);
    for (int i = 0; i < s->nmoves; i++) {
        int line = rules_five_at(s->rules, &b, s->moves[i], s->colour[i], NULL);
        if (line > 0) { /* a winning six (White's in renju) named so, not a five */
            char what[32] = "a five";
            if (line > 5) {
                snprintf(what, sizeof what, "a line of %d stones", line);
            }
            say(out, cap,
                "ERROR game over: %s has %s through %d,%d; START or RESTART for a new game\n",
                s->colour[i] == STONE_BLACK ? "Black" : "White", what, pos_x(s->moves[i]),
                s->size - 1 - pos_y(s->moves[i]));
            return true;
        }
    }
    return false;
}

/* Keeps p as the game's deciding foul (the first one: a later foul decides nothing more)
 * and names it in a MESSAGE, once. */
static void note_foul(GomocupSession *s, Pos p, RuleVerdict v, char *out, size_t cap)
{
    if (s->foul != POS_NONE) {
        return;
    }
    s->foul = p;
    s->foul_verdict = v;
    say(out, cap,
        "MESSAGE Black's %d,%d is a foul (%s): Black has lost under renju; playing on, the "
        "manager judges\n",
        pos_x(p), s->size - 1 - pos_y(p), rules_verdict_name(v));
}

/* Play begins under the rule START chose with none told: freestyle on a board renju is
 * not played on is said once, in a MESSAGE. */
static void say_default_rule(GomocupSession *s, char *out, size_t cap)
{
    if (s->rule_told || s->default_said || s->rules->id == RULE_RENJU) {
        return;
    }
    s->default_said = true;
    const RuleSet *renju = rules_get(RULE_RENJU);
    say(out, cap,
        "MESSAGE no INFO rule: renju is played on %dx%d only, so this %dx%d game is freestyle "
        "(rule 0)\n",
        renju->board_size, renju->board_size, s->size, s->size);
}

/* May the engine play on? Writes the ERROR when not (the rule does not fit the board,
 * or the game is over). */
static bool can_play(GomocupSession *s, char *out, size_t cap)
{
    if (misfit(s, out, cap) || over(s, out, cap)) {
        return false;
    }
    say_default_rule(s, out, cap);
    return true;
}

/* Empties the board for a new game. */
static void new_game(GomocupSession *s)
{
    s->nmoves = 0;
    s->foul = POS_NONE;
    s->nbest = 0;
}

/* The rule set for an INFO rule value at the session's board size. */
static const RuleSet *rule_for(long long rule)
{
    /* 2 alone is renju: Yixin-Board sends it so (its protocol: 0 freestyle, 1 exactly
     * five, 2 renju), and Rapfi reads it so; the Gomocup protocol's bit 2 ("continuous
     * game") with another bit changes nothing here (3: exactly five, 6: renju). */
    if ((rule & 4) || rule == 2) {
        return rules_get(RULE_RENJU);
    }
    return rules_get((rule & 1) ? RULE_GOMOKU_EXACT : RULE_GOMOKU);
}

static GomocupAction cmd_start(GomocupSession *s, Cursor *c, bool rect, char *out, size_t cap)
{
    long long w = 0;
    long long h = 0;
    skip_blanks(c);
    const char *digits = c->p;
    bool negative = read_char(c, '-'); /* out of range, named as sent */
    if (!read_number(c, &w)) {
        return error(out, cap, "START needs a board size");
    }
    if (negative) {
        w = 0;
    }
    int wlen = (int)(c->p - digits < 40 ? c->p - digits : 40);
    h = w;
    if (rect && (!read_char(c, ',') || !read_number(c, &h))) {
        return error(out, cap, "RECTSTART needs width,height");
    }
    if (!at_end(c)) {
        return error(out, cap, "unexpected text after the board size");
    }
    if (w != h) {
        return error(out, cap, "rectangular boards are not supported");
    }
    if (!size_supported(w)) {
        /* The size as sent, however long. */
        say(out, cap,
            "ERROR unsupported board size %.*s: this brain plays boards of 5x5 to %dx%d only; "
            "START 15 or START %d\n",
            wlen, digits, BOARD_MAX, BOARD_MAX, BOARD_MAX);
        return GOMOCUP_NONE;
    }
    /* The rule may still come (INFO rule follows START): it is matched with the size
     * when the game begins. */
    s->size = (int)w;
    new_game(s);
    s->in_board = false;
    s->in_swap2 = false;
    s->started = true;
    say(out, cap, "OK\n");
    if (!s->rule_told) {
        /* No rule told: renju, this brain's game, where it is played; elsewhere the
         * protocol's baseline, freestyle, rather than an ERROR (a forfeit) at BEGIN. An
         * INFO rule after START still holds, and renju told on this board is refused. */
        const RuleSet *renju = rules_get(RULE_RENJU);
        s->rules = size_fits(renju, s->size) ? renju : rules_get(RULE_GOMOKU);
        s->default_said = false;
    }
    return GOMOCUP_NONE;
}

static GomocupAction cmd_turn(GomocupSession *s, Cursor *c, char *out, size_t cap)
{
    Pos p;
    if (!read_point(s, c, &p) || !at_end(c)) {
        return error(out, cap, "TURN needs x,y on the board");
    }
    if (occupied(s, p)) {
        return error(out, cap, "that point is occupied");
    }
    if (s->nmoves >= GOMOCUP_MAX_MOVES) {
        return error(out, cap, "the board is full");
    }
    if (!can_play(s, out, cap)) {
        return GOMOCUP_NONE;
    }
    /* A move that ends the game stands, and no move answers it. */
    Board b;
    gomocup_board(s, &b);
    RuleVerdict v = rules_check_move(s->rules, &b, p, b.to_move);
    add_move(s, p, b.to_move);
    s->nbest = 0;
    if (verdict_is_foul(v)) {
        note_foul(s, p, v, out, cap);
    }
    return over(s, out, cap) ? GOMOCUP_NONE : GOMOCUP_THINK;
}

static GomocupAction cmd_takeback(GomocupSession *s, Cursor *c, char *out, size_t cap)
{
    Pos p;
    if (!read_point(s, c, &p) || !at_end(c)) {
        return error(out, cap, "TAKEBACK needs x,y on the board");
    }
    if (s->nmoves == 0) {
        return error(out, cap, "no stone to take back");
    }
    /* Only the last stone: taking back an older one would leave a position no game
     * reached, and the counts would silently give this brain the other colour. */
    Pos last = s->moves[s->nmoves - 1];
    if (last != p) {
        say(out, cap, "ERROR only the last stone (%d,%d) can be taken back\n", pos_x(last),
            s->size - 1 - pos_y(last));
        return GOMOCUP_NONE;
    }
    s->nmoves--;
    if (s->foul == p) {
        s->foul = POS_NONE;
    }
    say(out, cap, "OK\n");
    return GOMOCUP_NONE;
}

static GomocupAction cmd_info(GomocupSession *s, Cursor *c, char *out, size_t cap)
{
    char key[32];
    if (!read_word(c, key, sizeof key)) {
        return error(out, cap, "INFO needs a key");
    }
    /* Keys we do not use (folder, game_type, evaluate, ...) are ignored, as the
     * protocol asks. */
    static const char *const NUMERIC[] = {"TIMEOUT_TURN", "TIMEOUT_MATCH", "TIME_LEFT",
                                          "MAX_MEMORY",   "RULE",          "THREAD_NUM",
                                          "MAX_NODE",     "MAX_DEPTH"};
    int which = -1;
    for (int i = 0; i < (int)(sizeof NUMERIC / sizeof NUMERIC[0]); i++) {
        if (strcmp(key, NUMERIC[i]) == 0) {
            which = i;
        }
    }
    if (which < 0) {
        return GOMOCUP_NONE;
    }
    long long v = 0;
    skip_blanks(c);
    bool negative = read_char(c, '-');
    if (!read_number(c, &v) || !at_end(c)) {
        return error(out, cap, "INFO value must be a number");
    }
    /* Only max_node and max_depth take a negative value, -1 (no limit, as 0: managers send
     * it for none); time_left below zero is a match clock run out, as 0. Elsewhere a sign
     * is a mistake and the value stays. */
    bool no_limit = (which == 6 || which == 7) && v == 1;
    if (negative && v > 0 && which != 2 && !no_limit) {
        char name[32];
        size_t i = 0;
        for (; key[i] && i + 1 < sizeof name; i++) {
            name[i] = (char)(key[i] >= 'A' && key[i] <= 'Z' ? key[i] - 'A' + 'a' : key[i]);
        }
        name[i] = '\0';
        if (which == 6 || which == 7) {
            say(out, cap,
                "ERROR INFO %s must be a %s, or 0 or -1 for no limit (not -%lld); it stays as it "
                "was\n",
                which == 6 ? "max_node" : "max_depth", which == 6 ? "node count" : "depth", v);
        } else {
            say(out, cap, "ERROR INFO %s must not be negative (-%lld); it stays as it was\n", name,
                v);
        }
        return GOMOCUP_NONE;
    }
    if (negative) {
        v = 0;
    }
    int ms = v > 2000000000LL ? 2000000000 : (int)v;
    switch (which) {
    case 0: s->timeout_turn = ms; break;
    case 1: s->timeout_match = ms; break;
    case 2:
        s->time_left = ms;
        s->time_left_known = true;
        break;
    case 3: s->max_memory = v; break;
    case 5:
        s->threads = v < 1 ? 1 : v > AI_MAX_THREADS ? AI_MAX_THREADS : (int)v;
        s->threads_asked = v < 1 ? 1 : v;
        break;
    case 6: s->max_nodes = v; break;
    case 7: s->max_depth = v > 1000 ? 1000 : (int)v; break;
    default: {
        /* At once, for the position on the board too (a GUI's switch mid-game); one
         * that does not fit the board is said now, and nothing is played until one
         * does or a START gives a board it fits. */
        if (v & ~7LL) {
            /* Caro (8) and any bit the protocol does not name: never another game in
             * its place; the rule in force stays. */
            say(out, cap,
                "ERROR unsupported rule %lld: this brain plays freestyle (0), exactly five "
                "(1) and renju (4); caro (8) is not played\n",
                v);
            return GOMOCUP_NONE;
        }
        s->rules = rule_for(v);
        s->rule_told = true;
        if (s->started) {
            misfit(s, out, cap);
        }
        break;
    }
    }
    return GOMOCUP_NONE;
}

/* One "x,y,field" line inside BOARD/YXBOARD. */
static GomocupAction board_line(GomocupSession *s, Cursor *c, char *out, size_t cap)
{
    long long x = 0, y = 0, field = 0;
    if (!read_number(c, &x) || !read_char(c, ',') || !read_number(c, &y) || !read_char(c, ',') ||
        !read_number(c, &field) || !at_end(c)) {
        return error(out, cap, "expected x,y,field or DONE");
    }
    if (x >= s->size || y >= s->size) {
        say(out, cap, "ERROR BOARD needs x,y on the board (0 to %d), not %lld,%lld\n", s->size - 1,
            x, y);
        return GOMOCUP_NONE;
    }
    if (field == 3) {
        /* The protocol's continuous game (a stone of a five already made): not played. */
        return error(out, cap,
                     "field 3 (the continuous game's) is not supported: 1 is the brain's own "
                     "stone, 2 the opponent's");
    }
    if (field < 1 || field > 2) {
        return error(out, cap, "field must be 1 or 2");
    }
    Pos p = pos_from_xy((int)x, s->size - 1 - (int)y);
    for (int i = 0; i < s->board_n; i++) {
        if (s->board_moves[i] == p) {
            return error(out, cap, "that point is occupied");
        }
    }
    /* Colours are settled at DONE, once the counts say who moves next. */
    s->board_moves[s->board_n] = p;
    s->board_own[s->board_n] = field == 1;
    s->board_n++;
    return GOMOCUP_NONE;
}

/* The board without moves[skip_a] and moves[skip_b] (-1: none): the position a stone
 * was played into. */
static void board_before(const GomocupSession *s, int skip_a, int skip_b, Board *b)
{
    board_init(b, s->size, s->rules->captures);
    for (int i = 0; i < s->nmoves; i++) {
        if (i != skip_a && i != skip_b) {
            board_set(b, s->moves[i], s->colour[i]);
        }
    }
}

/* Index of the last stone of colour c in moves[], -1 when it has none. */
static int last_of(const GomocupSession *s, Stone c)
{
    for (int i = s->nmoves - 1; i >= 0; i--) {
        if (s->colour[i] == c) {
            return i;
        }
    }
    return -1;
}

/* Do the BOARD's stones alternate from Black, as a game's moves do? */
static bool alternate(const GomocupSession *s)
{
    for (int i = 0; i < s->nmoves; i++) {
        if (s->colour[i] != (i % 2 == 0 ? STONE_BLACK : STONE_WHITE)) {
            return false;
        }
    }
    return true;
}

/* A BOARD position that a foul has already decided, named as a TURN's foul is (and kept,
 * so that the same foul is not named again). The protocol asks for the stones in the
 * order played, but a manager may list them otherwise (one colour's, then the other's),
 * so what the order decides is judged only when the lines alternate as moves do: Black's
 * last stone, a foul where it stands (when White moved after it, that move is set aside
 * too); with them grouped, any of Black's stones may have been its last (a foul named
 * on it was false). An overline is judged anywhere: some Black stone made it, whatever
 * the order. */
static void board_foul(GomocupSession *s, char *out, size_t cap)
{
    if (s->rules->fouls[STONE_BLACK] == 0) {
        return;
    }
    int black = last_of(s, STONE_BLACK);
    if (black < 0) {
        return;
    }
    int white = last_of(s, STONE_WHITE);
    Board b;
    RuleVerdict v = VERDICT_OK;
    if (alternate(s)) {
        board_before(s, black, side_to_move(s) == STONE_BLACK ? white : -1, &b);
        v = rules_check_move(s->rules, &b, s->moves[black], STONE_BLACK);
    }
    for (int i = s->nmoves - 1; i >= 0 && !verdict_is_foul(v); i--) {
        if (s->colour[i] == STONE_BLACK && (s->rules->fouls[STONE_BLACK] & FOUL_OVERLINE)) {
            board_before(s, i, -1, &b);
            if (rules_check_move(s->rules, &b, s->moves[i], STONE_BLACK) == VERDICT_OVERLINE) {
                black = i;
                v = VERDICT_OVERLINE;
            }
        }
    }
    if (verdict_is_foul(v)) {
        note_foul(s, s->moves[black], v, out, cap);
    }
}

/* Does the BOARD block (the engine's stones mine) hold every stone of the position it
 * replaces, each of its colour: the same game, further on (or sent again)? */
static bool board_keeps_game(const GomocupSession *s, Stone mine)
{
    for (int i = 0; i < s->nmoves; i++) {
        bool found = false;
        for (int j = 0; j < s->board_n && !found; j++) {
            Stone c = s->board_own[j] ? mine : stone_opponent(mine);
            found = s->board_moves[j] == s->moves[i] && c == s->colour[i];
        }
        if (!found) {
            return false;
        }
    }
    return true;
}

/* ---- SWAP2BOARD: Gomocup's Swap2 opening --------------------------------------------- */

/* One "x,y" line inside SWAP2BOARD. */
static GomocupAction swap2_line(GomocupSession *s, Cursor *c, char *out, size_t cap)
{
    long long x = 0, y = 0;
    if (!read_number(c, &x) || !read_char(c, ',') || !read_number(c, &y) || !at_end(c)) {
        return error(out, cap, "expected x,y or DONE");
    }
    if (x >= s->size || y >= s->size) {
        say(out, cap, "ERROR SWAP2BOARD needs x,y on the board (0 to %d), not %lld,%lld\n",
            s->size - 1, x, y);
        return GOMOCUP_NONE;
    }
    Pos p = pos_from_xy((int)x, s->size - 1 - (int)y);
    for (int i = 0; i < s->swap2_n; i++) {
        if (s->swap2_moves[i] == p) {
            return error(out, cap, "that point is occupied");
        }
    }
    if (s->swap2_n == GOMOCUP_SWAP2_MAX) {
        return error(out, cap, "SWAP2BOARD holds 0, 3 or 5 stones, no more");
    }
    s->swap2_moves[s->swap2_n++] = p;
    return GOMOCUP_NONE;
}

bool gomocup_swap2_game(const GomocupSession *s, Game *g, GameError *why)
{
    game_init(g, s->rules, OPENING_SWAP2);
    for (int i = 0; i < s->swap2_n; i++) {
        Action a;
        memset(&a, 0, sizeof a);
        if (i == 3) { /* the second player's choice of two more stones */
            a.kind = ACTION_TWO_MORE;
            if (!game_apply(g, &a, why)) {
                return false;
            }
        }
        a.kind = ACTION_MOVE;
        a.pos = s->swap2_moves[i];
        if (!game_apply(g, &a, why)) {
            return false;
        }
    }
    return true;
}

void gomocup_swap2_answer(GomocupSession *s, const Game *g, int from, char *out, size_t cap)
{
    size_t len = 0;
    out[0] = '\0';
    for (int i = from; i < g->nactions; i++) {
        const Action *a = &g->actions[i];
        if (a->kind == ACTION_MOVE) {
            text_append(out, cap, &len, "%s%d,%d", len ? " " : "", pos_x(a->pos),
                        s->size - 1 - pos_y(a->pos));
        }
    }
    text_append(out, cap, &len, "%s\n", len ? "" : "SWAP");
    new_game(s);
    for (int i = 0; i < g->board.ply && s->nmoves < GOMOCUP_MAX_MOVES; i++) {
        add_move(s, g->board.history[i].pos, i % 2 == 0 ? STONE_BLACK : STONE_WHITE);
    }
}

/* SWAP2BOARD's DONE: the opening's stones, decided on by the caller (GOMOCUP_SWAP2) when
 * they are 0, 3 or 5 stones of a Swap2 opening under the session's rule set. */
static GomocupAction swap2_done(GomocupSession *s, char *out, size_t cap)
{
    s->in_swap2 = false;
    if (s->board_bad > 0) {
        say(out, cap, "ERROR SWAP2BOARD refused: its line %d was bad\n", s->board_bad);
        return GOMOCUP_NONE;
    }
    if (misfit(s, out, cap)) {
        return GOMOCUP_NONE;
    }
    if (s->size != s->rules->board_size) {
        /* The game layer plays an opening rule on the rule set's own board only. */
        say(out, cap,
            "ERROR SWAP2BOARD: the Swap2 opening is played on %s's %dx%d board only, and this "
            "board is %dx%d\n",
            s->rules->name, s->rules->board_size, s->rules->board_size, s->size, s->size);
        return GOMOCUP_NONE;
    }
    if (s->swap2_n != 0 && s->swap2_n != 3 && s->swap2_n != 5) {
        say(out, cap, "ERROR SWAP2BOARD takes 0, 3 or 5 stones, not %d\n", s->swap2_n);
        return GOMOCUP_NONE;
    }
    Game *g = malloc(sizeof *g);
    GameError why;
    bool ok = g && gomocup_swap2_game(s, g, &why);
    free(g);
    if (!ok) {
        say(out, cap, "ERROR SWAP2BOARD: %s\n", g ? why.msg : "out of memory");
        return GOMOCUP_NONE;
    }
    say_default_rule(s, out, cap);
    return GOMOCUP_SWAP2;
}

/* DONE: the block becomes the position when its counts are possible. Black moves first
 * and moves alternate (none of the rule sets played here passes or captures), and the
 * engine moves next: it is Black when both sides have as many stones, White when the
 * opponent has one more. Anything else would have the engine play the wrong colour. */
static GomocupAction board_done(GomocupSession *s, char *out, size_t cap)
{
    s->in_board = false;
    if (s->board_bad > 0) {
        say(out, cap, "ERROR BOARD refused: its line %d was bad; the position stays as it was\n",
            s->board_bad);
        return GOMOCUP_NONE;
    }
    if (s->board_thinks && misfit(s, out, cap)) {
        return GOMOCUP_NONE;
    }
    if (s->board_thinks) {
        say_default_rule(s, out, cap);
    }
    int own = 0;
    for (int i = 0; i < s->board_n; i++) {
        own += s->board_own[i];
    }
    int opp = s->board_n - own;
    if (own != opp && opp != own + 1) {
        say(out, cap,
            "ERROR impossible position: %d own and %d opponent stones (Black moves first, "
            "so as many, or one more of the opponent's)\n",
            own, opp);
        return GOMOCUP_NONE;
    }
    Stone mine = own == opp ? STONE_BLACK : STONE_WHITE;
    /* A manager that sends the whole position every move (c-gomoku-cli -sendbyboard)
     * hears of a foul once: the same foul still on the board, in the same game (every
     * stone of the last position still there), is not named again; a new game begun by
     * a BOARD without START (the last one's stones gone) names its foul, on the same
     * point or not. */
    Pos told = board_keeps_game(s, mine) ? s->foul : POS_NONE;
    RuleVerdict told_verdict = s->foul_verdict;
    new_game(s);
    for (int i = 0; i < s->board_n; i++) {
        add_move(s, s->board_moves[i], s->board_own[i] ? mine : stone_opponent(mine));
    }
    for (int i = 0; i < s->nmoves && told != POS_NONE; i++) {
        if (s->moves[i] == told && s->colour[i] == STONE_BLACK) {
            s->foul = told;
            s->foul_verdict = told_verdict;
        }
    }
    board_foul(s, out, cap);
    if (!s->board_thinks || over(s, out, cap)) {
        return GOMOCUP_NONE;
    }
    return GOMOCUP_THINK;
}

static GomocupAction cmd_showforbid(GomocupSession *s, char *out, size_t cap)
{
    Board b;
    gomocup_board(s, &b);
    say(out, cap, "FORBID ");
    if (b.to_move == STONE_BLACK) {
        Pos pts[BOARD_MAX * BOARD_MAX];
        int n = rules_forbidden_map(s->rules, &b, STONE_BLACK, pts, BOARD_MAX * BOARD_MAX);
        /* Rows from the top, as the protocol counts them. */
        for (int y = s->size - 1; y >= 0; y--) {
            for (int i = 0; i < n; i++) {
                if (pos_y(pts[i]) == y) {
                    say(out, cap, "%02d%02d", pos_x(pts[i]), s->size - 1 - y);
                }
            }
        }
    }
    say(out, cap, ".\n");
    return GOMOCUP_NONE;
}

/* A line's command word, upper case, into cmd; false for none (or too long). */
static bool first_word(const char *line, size_t len, char *cmd, size_t cap)
{
    Cursor c = {line, line + len};
    return len <= GOMOCUP_LINE_MAX && read_word(&c, cmd, cap);
}

/* What a line means to a search under way, whatever the session's state: END quits
 * (even inside a BOARD block: a manager's END is never an error), YXSTOP stops; anything
 * else (GOMOCUP_NONE) is an ordinary command. */
static GomocupAction interruption(const char *line, size_t len)
{
    char cmd[8];
    if (!first_word(line, len, cmd, sizeof cmd)) {
        return GOMOCUP_NONE;
    }
    if (strcmp(cmd, "END") == 0) {
        return GOMOCUP_QUIT;
    }
    return strcmp(cmd, "YXSTOP") == 0 ? GOMOCUP_STOP : GOMOCUP_NONE;
}

/* Does the line set a new position (START, RECTSTART, RESTART, BOARD, YXBOARD)? One sent
 * during a search makes its move another position's. */
static bool new_position(const char *line, size_t len)
{
    char cmd[16];
    if (!first_word(line, len, cmd, sizeof cmd)) {
        return false;
    }
    static const char *const NEW[] = {"START", "RECTSTART", "RESTART", "BOARD", "YXBOARD"};
    for (size_t i = 0; i < sizeof NEW / sizeof NEW[0]; i++) {
        if (strcmp(cmd, NEW[i]) == 0) {
            return true;
        }
    }
    return false;
}

static GomocupAction handle(GomocupSession *s, const char *line, size_t len, char *out, size_t cap)
{
    if (len > GOMOCUP_LINE_MAX) {
        say(out, cap, "ERROR line too long (more than %d bytes)\n", GOMOCUP_LINE_MAX);
        return GOMOCUP_NONE;
    }
    GomocupAction now = interruption(line, len);
    if (now != GOMOCUP_NONE) {
        return now;
    }
    Cursor c = {line, line + len};
    char cmd[32];
    if (at_end(&c)) {
        return GOMOCUP_NONE;
    }
    Cursor start = c;
    bool word = read_word(&c, cmd, sizeof cmd);
    if (s->in_board) {
        if (word && strcmp(cmd, "DONE") == 0 && at_end(&c)) {
            return board_done(s, out, cap);
        }
        return board_line(s, &start, out, cap);
    }
    if (s->in_swap2) {
        if (word && strcmp(cmd, "DONE") == 0 && at_end(&c)) {
            return swap2_done(s, out, cap);
        }
        return swap2_line(s, &start, out, cap);
    }
    if (!word) {
        return error(out, cap, "unreadable command");
    }
    if (strcmp(cmd, "START") == 0 || strcmp(cmd, "RECTSTART") == 0) {
        return cmd_start(s, &c, cmd[0] == 'R', out, cap);
    }
    if (strcmp(cmd, "ABOUT") == 0) {
        say(out, cap,
            "name=\"pbrain-renju\", version=\"" RENJU_VERSION "\", author=\"Renju project\", "
            "country=\"-\", www=\"-\"\n");
        return GOMOCUP_NONE;
    }
    if (strcmp(cmd, "INFO") == 0) {
        return cmd_info(s, &c, out, cap);
    }
    if (!s->started) {
        return error(out, cap, "START first");
    }
    if (strcmp(cmd, "RESTART") == 0 && at_end(&c)) {
        new_game(s);
        say(out, cap, "OK\n");
        return GOMOCUP_NONE;
    }
    if (strcmp(cmd, "BEGIN") == 0 && at_end(&c)) {
        if (!can_play(s, out, cap)) {
            return GOMOCUP_NONE;
        }
        if (s->nmoves != 0) {
            return error(out, cap, "BEGIN on a board that is not empty");
        }
        s->nbest = 0;
        return GOMOCUP_THINK;
    }
    if (strcmp(cmd, "TURN") == 0) {
        return cmd_turn(s, &c, out, cap);
    }
    if ((strcmp(cmd, "BOARD") == 0 || strcmp(cmd, "YXBOARD") == 0) && at_end(&c)) {
        s->in_board = true;
        s->board_thinks = cmd[0] == 'B';
        s->board_n = 0;
        s->board_lines = 0;
        s->board_bad = 0;
        return GOMOCUP_NONE;
    }
    if (strcmp(cmd, "TAKEBACK") == 0) {
        return cmd_takeback(s, &c, out, cap);
    }
    if (strcmp(cmd, "SWAP2BOARD") == 0 && at_end(&c)) {
        s->in_swap2 = true;
        s->swap2_n = 0;
        s->board_lines = 0;
        s->board_bad = 0;
        return GOMOCUP_NONE;
    }
    if (strcmp(cmd, "YXSHOWFORBID") == 0 && at_end(&c)) {
        return cmd_showforbid(s, out, cap);
    }
    if (strcmp(cmd, "YXNBEST") == 0) {
        long long n = 0;
        if (!read_number(&c, &n) || !at_end(&c) || n < 1) {
            return error(out, cap, "YXNBEST needs a count");
        }
        if (!can_play(s, out, cap)) {
            return GOMOCUP_NONE;
        }
        s->nbest = n > AI_MAX_NBEST ? AI_MAX_NBEST : (int)n;
        if (n > AI_MAX_NBEST) {
            say(out, cap, "MESSAGE YXNBEST %lld: the %d best moves, this brain's most\n", n,
                AI_MAX_NBEST);
        }
        return GOMOCUP_THINK;
    }
    return error(out, cap, "unknown command");
}

GomocupAction gomocup_handle(GomocupSession *s, const char *line, size_t len, char *out, size_t cap)
{
    if (cap == 0) {
        return GOMOCUP_NONE;
    }
    out[0] = '\0';
    bool block = s->in_board || s->in_swap2;
    GomocupAction act = handle(s, line, len, out, cap);
    if (block && (s->in_board || s->in_swap2)) {
        /* A line of a BOARD block (not its DONE): one bad line spoils the block. */
        s->board_lines++;
        if (s->board_bad == 0 && strncmp(out, "ERROR", 5) == 0) {
            s->board_bad = s->board_lines;
        }
    }
    return act;
}

/* ---- Input ---------------------------------------------------------------------------- */

void gomocup_input_init(GomocupInput *in) { memset(in, 0, sizeof *in); }

void gomocup_input_free(GomocupInput *in)
{
    free(in->buf);
    gomocup_input_init(in);
}

char *gomocup_input_space(GomocupInput *in, size_t want)
{
    if (in->cap - in->len < want && in->head > 0) {
        memmove(in->buf, in->buf + in->head, in->len - in->head);
        in->len -= in->head;
        in->head = 0;
    }
    if (!in->buf || in->cap - in->len < want) {
        size_t cap = in->cap > 0 ? in->cap : 4096;
        while (cap - in->len < want) {
            if (cap > SIZE_MAX / 2) {
                return NULL;
            }
            cap *= 2;
        }
        char *buf = realloc(in->buf, cap);
        if (!buf) {
            return NULL;
        }
        in->buf = buf;
        in->cap = cap;
    }
    return in->buf + in->len;
}

/* Counts a complete line into (delta 1) or out of (-1) the queue's ENDs, YXSTOPs and
 * new positions. */
static void count_line(GomocupInput *in, const char *line, size_t len, int delta)
{
    GomocupAction a = interruption(line, len);
    in->ends += a == GOMOCUP_QUIT ? delta : 0;
    in->stops += a == GOMOCUP_STOP ? delta : 0;
    in->news += new_position(line, len) ? delta : 0;
}

/* The open line is complete: it is the last `open` bytes before len (a '\n' follows, or
 * nothing at the end of input). */
static void line_complete(GomocupInput *in)
{
    count_line(in, in->buf + in->len - in->open, in->open, 1);
    in->open = 0;
}

void gomocup_input_commit(GomocupInput *in, size_t n)
{
    /* In place: the bytes of an overlong line past the limit are squeezed out. */
    size_t end = in->len + n;
    for (size_t r = in->len; r < end; r++) {
        char ch = in->buf[r];
        if (ch == '\n') {
            line_complete(in);
            in->buf[in->len++] = ch;
        } else if (in->open <= GOMOCUP_LINE_MAX) {
            in->buf[in->len++] = ch;
            in->open++;
        }
    }
}

bool gomocup_input_feed(GomocupInput *in, const char *data, size_t n)
{
    char *space = gomocup_input_space(in, n);
    if (!space) {
        return false;
    }
    memcpy(space, data, n);
    gomocup_input_commit(in, n);
    return true;
}

void gomocup_input_close(GomocupInput *in)
{
    if (!in->eof && in->open > 0) {
        /* The last line had no newline: it is complete all the same. */
        line_complete(in);
    }
    in->eof = true;
}

/* The next complete line, left in the queue; false when there is none. */
static bool peek(const GomocupInput *in, const char **line, size_t *len)
{
    size_t complete = in->len - in->head - (in->eof ? 0 : in->open);
    if (complete == 0) {
        return false;
    }
    const char *start = in->buf + in->head;
    const char *nl = memchr(start, '\n', complete);
    *line = start;
    *len = nl ? (size_t)(nl - start) : complete;
    return true;
}

/* Takes the line peek() gave out of the queue. */
static void take(GomocupInput *in, const char *line, size_t len)
{
    count_line(in, line, len, -1);
    in->head += len < in->len - in->head ? len + 1 : len;
    if (in->head == in->len) {
        in->head = 0;
        in->len = 0;
        in->open = 0;
    }
}

bool gomocup_input_next(GomocupInput *in, const char **line, size_t *len)
{
    if (!peek(in, line, len)) {
        return false;
    }
    take(in, *line, *len);
    return true;
}

bool gomocup_input_interrupts(const GomocupInput *in) { return in->ends > 0 || in->stops > 0; }

bool gomocup_input_ends(const GomocupInput *in) { return in->ends > 0; }

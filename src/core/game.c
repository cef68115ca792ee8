/* Renju - MIT licence, see LICENSE.
 *
 * The game state machine. game_apply() validates an action against the phase, the
 * opening rule and the rules, then apply_action() changes the state; undo resets the
 * derived state and re-applies the remaining actions, so there is one code path for
 * every state change.
 */
#include "game.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static bool fail(GameError *err, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return false;
}

const char *game_colour_name(Stone s)
{
    return s == STONE_BLACK ? "black" : s == STONE_WHITE ? "white" : "none";
}

static const char *const OPENING_NAMES[OPENING_COUNT] = {"free", "taraguchi10", "soosorv8",
                                                         "swap2"};

const char *game_opening_name(OpeningId id)
{
    return (unsigned)id < OPENING_COUNT ? OPENING_NAMES[id] : "?";
}

OpeningId game_opening_find(const char *name)
{
    for (int i = 0; i < OPENING_COUNT; i++) {
        if (strcmp(OPENING_NAMES[i], name) == 0) {
            return (OpeningId)i;
        }
    }
    return OPENING_COUNT;
}

/* Resets everything derived from the action list to the start of the game. */
static void reset_state(Game *g)
{
    board_init(&g->board, g->rules->board_size, g->rules->captures);
    g->phase = PHASE_MOVE;
    g->first_colour = STONE_BLACK;
    g->passes = 0;
    g->result = RESULT_NONE;
    g->reason = REASON_NONE;
    g->opening_step = 0;
    g->nproposals = 0;
}

void game_init(Game *g, const RuleSet *rules, OpeningId opening)
{
    g->rules = rules;
    g->opening = opening;
    g->nactions = 0;
    g->nredo = 0;
    reset_state(g);
}

static void finish(Game *g, GameResult result, ResultReason reason)
{
    g->result = result;
    g->reason = reason;
    g->phase = PHASE_OVER;
}

static GameResult win_for(Stone s) { return s == STONE_BLACK ? RESULT_BLACK_WINS : RESULT_WHITE_WINS; }

/* After a stone of colour s landed on p (and took its captures), in this order:
 *   1. a five through p wins (five first: it beats every other outcome);
 *   2. the capture_win-th captured pair wins (Pente);
 *   3. Black's last stone under a stone limit, without a five, loses (gomokunarabe);
 *   4. a full board is a draw;
 *   5. so is a position where neither colour can make a five any more (the rules decide
 *      what "can" means per rule set: stones left, the common centre, captures).
 * Only the mover can have a new five: captures remove the other colour's stones. */
static void judge_move(Game *g, Pos p, Stone s)
{
    const RuleSet *rs = g->rules;
    const Board *b = &g->board;
    if (rules_five_at(rs, b, p, s, g->five)) {
        finish(g, win_for(s), REASON_FIVE);
    } else if (rs->capture_win > 0 && b->captures[s] >= rs->capture_win) {
        finish(g, win_for(s), REASON_CAPTURES);
    } else if (s == STONE_BLACK && rules_stones_left(rs, b, STONE_BLACK) == 0) {
        finish(g, RESULT_WHITE_WINS, REASON_STONES_EXHAUSTED);
    } else if (board_stone_count(b) == b->size * b->size) {
        finish(g, RESULT_DRAW, REASON_FULL_BOARD);
    } else if (!rules_can_make_five(rs, b, STONE_BLACK) &&
               !rules_can_make_five(rs, b, STONE_WHITE)) {
        finish(g, RESULT_DRAW, REASON_NO_FIVE);
    }
}

/* Applies a validated action to the derived state. */
static void apply_action(Game *g, const Action *a)
{
    switch (a->kind) {
    case ACTION_MOVE: {
        Stone s = g->board.to_move;
        board_play(&g->board, a->pos);
        g->passes = 0;
        g->opening_step++;
        judge_move(g, a->pos, s);
        break;
    }
    case ACTION_PASS:
        board_pass(&g->board);
        if (++g->passes >= 2) {
            finish(g, RESULT_DRAW, REASON_TWO_PASSES);
        }
        break;
    case ACTION_RESIGN: {
        Stone loser = a->colour ? a->colour : g->board.to_move;
        finish(g, win_for(stone_opponent(loser)), REASON_RESIGN);
        break;
    }
    case ACTION_DRAW:
        finish(g, RESULT_DRAW, REASON_AGREED);
        break;
    case ACTION_SWAP:
    case ACTION_OPTION_A:
    case ACTION_OPTION_B:
    case ACTION_PROPOSE:
    case ACTION_CHOOSE:
        break;
    }
}

/* Is p inside the central square of half-width r (r = 2: the 5x5)? */
static bool in_centre_square(const Board *b, Pos p, int r)
{
    int dx = pos_x(p) - b->size / 2;
    int dy = pos_y(p) - b->size / 2;
    return dx >= -r && dx <= r && dy >= -r && dy <= r;
}

/* Gomoku, forbidden centre: the rule binds Black's second stone, counted on the board
 * (passes before it do not move the rule on to a later stone). */
static bool forbidden_centre_applies(const RuleSet *rs, const Board *b, Stone s)
{
    return rs->forbidden_centre && s == STONE_BLACK && board_stones_placed(b, STONE_BLACK) == 1;
}

bool game_move_is_legal(const Game *g, Pos p, GameError *err)
{
    char name[8];
    board_format_point(p, name, sizeof name);
    if (game_over(g)) {
        return fail(err, "the game is over");
    }
    if (g->phase != PHASE_MOVE) {
        return fail(err, "a stone cannot be placed now");
    }
    const Board *b = &g->board;
    if (!board_on(b, p)) {
        return fail(err, "not a point of the board");
    }
    if (board_at(b, p) != STONE_EMPTY) {
        return fail(err, "%s is occupied", name);
    }
    Stone s = b->to_move;
    if (board_stone_count(b) == 0 && b->ply == 0 && p != board_centre(b)) {
        char centre[8];
        board_format_point(board_centre(b), centre, sizeof centre);
        return fail(err, "the first stone goes on the centre, %s", centre);
    }
    if (rules_stones_left(g->rules, b, s) == 0) {
        return fail(err, "%s has placed all %d stones and can only pass", game_colour_name(s),
                    g->rules->stone_limit);
    }
    if (forbidden_centre_applies(g->rules, b, s) && in_centre_square(b, p, 2)) {
        return fail(err, "Black's second stone must lie outside the central 5x5");
    }
    RuleVerdict v = rules_check_move(g->rules, b, p, s);
    if (verdict_is_foul(v)) {
        return fail(err, "%s is forbidden for %s (%s)", name, game_colour_name(s),
                    rules_verdict_name(v));
    }
    return true;
}

static bool validate(const Game *g, const Action *a, GameError *err)
{
    if (game_over(g)) {
        return fail(err, "the game is over");
    }
    if (g->nactions >= GAME_MAX_ACTIONS || g->board.ply >= BOARD_MAX_PLIES) {
        return fail(err, "the game is too long");
    }
    switch (a->kind) {
    case ACTION_MOVE:
        return game_move_is_legal(g, a->pos, err);
    case ACTION_PASS:
        if (g->phase != PHASE_MOVE) {
            return fail(err, "no pass now");
        }
        if (g->board.ply == 0) {
            return fail(err, "Black's first stone goes on the centre; no pass before it");
        }
        return true;
    case ACTION_RESIGN:
        return a->colour == 0 || a->colour == STONE_BLACK || a->colour == STONE_WHITE
                   ? true
                   : fail(err, "no such colour");
    case ACTION_DRAW:
        return true;
    case ACTION_SWAP:
    case ACTION_OPTION_A:
    case ACTION_OPTION_B:
    case ACTION_PROPOSE:
    case ACTION_CHOOSE:
        return fail(err, "not part of the %s opening", game_opening_name(g->opening));
    }
    return fail(err, "unknown action");
}

static bool same_action(const Action *a, const Action *b)
{
    if (a->kind != b->kind || a->pos != b->pos || a->nproposals != b->nproposals ||
        a->colour != b->colour) {
        return false;
    }
    for (int i = 0; i < a->nproposals; i++) {
        if (a->proposals[i] != b->proposals[i]) {
            return false;
        }
    }
    return true;
}

bool game_apply(Game *g, const Action *a, GameError *err)
{
    if (!validate(g, a, err)) {
        return false;
    }
    apply_action(g, a);
    g->actions[g->nactions++] = *a;
    if (g->nredo > 0 && same_action(&g->redo[g->nredo - 1], a)) {
        g->nredo--;
    } else {
        g->nredo = 0;
    }
    return true;
}

bool game_play(Game *g, Pos p, GameError *err)
{
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = p == POS_PASS ? ACTION_PASS : ACTION_MOVE;
    a.pos = p;
    return game_apply(g, &a, err);
}

bool game_undo(Game *g)
{
    if (g->nactions == 0) {
        return false;
    }
    g->redo[g->nredo++] = g->actions[--g->nactions];
    reset_state(g);
    for (int i = 0; i < g->nactions; i++) {
        apply_action(g, &g->actions[i]);
    }
    return true;
}

bool game_redo(Game *g)
{
    if (g->nredo == 0) {
        return false;
    }
    Action a = g->redo[g->nredo - 1];
    return game_apply(g, &a, NULL);
}

void game_result_text(const Game *g, char *buf, size_t cap)
{
    static const char *const RESULTS[] = {"none", "black wins", "white wins", "draw"};
    const char *res = RESULTS[g->result];
    Stone winner = g->result == RESULT_BLACK_WINS ? STONE_BLACK : STONE_WHITE;
    char five[40] = "";
    switch (g->reason) {
    case REASON_NONE: snprintf(buf, cap, "%s", res); return;
    case REASON_FIVE: {
        size_t n = 0;
        for (int i = 0; i < 5; i++) {
            char name[8];
            board_format_point(g->five[i], name, sizeof name);
            n += (size_t)snprintf(five + n, sizeof five - n, "%s%s", i ? " " : "", name);
        }
        snprintf(buf, cap, "%s (five: %s)", res, five);
        return;
    }
    case REASON_RESIGN:
        snprintf(buf, cap, "%s (%s resigned)", res, game_colour_name(stone_opponent(winner)));
        return;
    case REASON_TWO_PASSES: snprintf(buf, cap, "%s (two passes)", res); return;
    case REASON_NO_FIVE: snprintf(buf, cap, "%s (no five possible)", res); return;
    case REASON_FULL_BOARD: snprintf(buf, cap, "%s (full board)", res); return;
    case REASON_AGREED: snprintf(buf, cap, "%s (agreed)", res); return;
    case REASON_CAPTURES: snprintf(buf, cap, "%s (five captures)", res); return;
    case REASON_STONES_EXHAUSTED:
        snprintf(buf, cap, "%s (black used all %d stones)", res, g->rules->stone_limit);
        return;
    }
    snprintf(buf, cap, "%s", res);
}

void game_action_format(const Action *a, char *buf, size_t cap)
{
    static const char *const WORDS[] = {"", "pass", "swap", "option-a", "option-b",
                                        "propose", "choose", "resign", "draw"};
    char name[8];
    switch (a->kind) {
    case ACTION_MOVE: board_format_point(a->pos, buf, cap); return;
    case ACTION_CHOOSE:
        board_format_point(a->pos, name, sizeof name);
        snprintf(buf, cap, "choose %s", name);
        return;
    case ACTION_PROPOSE: {
        size_t n = (size_t)snprintf(buf, cap, "propose");
        for (int i = 0; i < a->nproposals && n < cap; i++) {
            board_format_point(a->proposals[i], name, sizeof name);
            n += (size_t)snprintf(buf + n, cap - n, " %s", name);
        }
        return;
    }
    case ACTION_RESIGN:
        if (a->colour) {
            snprintf(buf, cap, "resign %s", game_colour_name(a->colour));
            return;
        }
        break;
    default: break;
    }
    snprintf(buf, cap, "%s", WORDS[a->kind]);
}

/* Renju - MIT licence, see LICENSE.
 *
 * The game state machine. game_apply() validates an action against the phase, the
 * opening rule (opening.c) and the rules, then apply_action() changes the state; undo
 * resets the derived state and re-applies the remaining actions, so there is one code
 * path for every state change. The action words are in action_text.c.
 */
#include "game_internal.h"

#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

bool game_fail(GameError *err, const GameError *why, const char *fmt, ...)
{
    if (err) {
        if (why) {
            *err = *why;
        } else {
            memset(err, 0, sizeof *err);
        }
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
    g->swap_taken = false;
    g->branch = ACTION_MOVE;
    g->declared = 0;
    opening_update_phase(g);
}

void game_init(Game *g, const RuleSet *rules, OpeningId opening)
{
    g->rules = rules;
    g->opening = opening;
    g->nactions = 0;
    g->nredo = 0;
    g->setup = 0;
    reset_state(g);
}

static void finish(Game *g, GameResult result, ResultReason reason)
{
    g->result = result;
    g->reason = reason;
    g->phase = PHASE_OVER;
}

static GameResult win_for(Stone s)
{
    return s == STONE_BLACK ? RESULT_BLACK_WINS : RESULT_WHITE_WINS;
}

/* After a stone of colour s landed on p (and took its captures), in this order:
 *   1. a five through p wins (five first: it beats every other outcome);
 *   2. the capture_win-th captured pair wins (Pente);
 *   3. Black's last stone under a stone limit, without a five, loses (gomokunarabe);
 *   4. a full board is a draw;
 *   5. so is a position where neither colour can make a five any more (the rules decide
 *      what "can" means per rule set: stones left, the common centre, captures); its
 *      reason says when the stones left, not the board, are why (gomokunarabe).
 * Only the mover can have a new five: captures remove the other colour's stones. */
static void judge_move(Game *g, Pos p, Stone s)
{
    const RuleSet *rs = g->rules;
    const Board *b = &g->board;
    g->nfive = rules_five_at(rs, b, p, s, g->five);
    if (g->nfive > 0) {
        finish(g, win_for(s), REASON_FIVE);
    } else if (rs->capture_win > 0 && b->captures[s] >= rs->capture_win) {
        finish(g, win_for(s), REASON_CAPTURES);
    } else if (s == STONE_BLACK && rules_stones_left(rs, b, STONE_BLACK) == 0) {
        finish(g, RESULT_WHITE_WINS, REASON_STONES_EXHAUSTED);
    } else if (board_stone_count(b) == b->size * b->size) {
        finish(g, RESULT_DRAW, REASON_FULL_BOARD);
    } else if (!rules_can_make_five(rs, b, STONE_BLACK) &&
               !rules_can_make_five(rs, b, STONE_WHITE)) {
        bool room = rules_room_for_five(rs, b, STONE_BLACK) ||
                    rules_room_for_five(rs, b, STONE_WHITE);
        finish(g, RESULT_DRAW, room ? REASON_NO_FIVE_STONES : REASON_NO_FIVE);
    }
}

/* Places a stone of the side to move on p: a move, or the fifth move White picked. */
static void place_stone(Game *g, Pos p)
{
    Stone s = g->board.to_move;
    board_play(&g->board, p);
    g->passes = 0;
    g->opening_step++;
    g->swap_taken = false;
    judge_move(g, p, s);
}

/* Applies a validated action, the game's action number index (from 0), to the derived
 * state. */
static void apply_action(Game *g, const Action *a, int index)
{
    switch (a->kind) {
    case ACTION_MOVE:
        if (a->foul) { /* a record's foul: the stone stands, its mover loses */
            Stone s = g->board.to_move;
            board_play(&g->board, a->pos);
            g->passes = 0;
            g->opening_step++;
            g->swap_taken = false;
            finish(g, win_for(stone_opponent(s)), REASON_FOUL);
            break;
        }
        place_stone(g, a->pos);
        break;
    case ACTION_CHOOSE: place_stone(g, a->pos); break;
    case ACTION_PASS:
        board_pass(&g->board);
        /* Two passes in a row end the game, but a set-up's pass (the side to move it
         * chose) is no player's: the pass after it is the first. */
        if (++g->passes >= 2 && index - 1 >= g->setup && !a->placed &&
            !g->actions[index - 1].placed) {
            finish(g, RESULT_DRAW, REASON_TWO_PASSES);
        }
        break;
    case ACTION_RESIGN:
    case ACTION_TIMEOUT: {
        /* Colour 0: the player who acts now, who in the opening may hold the colour
         * not to move (White picking Black's fifth move). */
        Stone loser = a->colour ? a->colour : game_player_colour(g, game_player_to_move(g));
        finish(g, win_for(stone_opponent(loser)),
               a->kind == ACTION_RESIGN ? REASON_RESIGN : REASON_TIME);
        break;
    }
    case ACTION_DRAW: finish(g, RESULT_DRAW, REASON_AGREED); break;
    case ACTION_DECLINE: break; /* said, and nothing changes */
    case ACTION_SWAP:
        g->first_colour = stone_opponent(g->first_colour);
        g->swap_taken = true;
        break;
    case ACTION_KEEP: g->swap_taken = true; break;
    case ACTION_OPTION_A:
    case ACTION_OPTION_B:
    case ACTION_TWO_MORE: g->branch = a->kind; break;
    case ACTION_PROPOSE:
        g->nproposals = a->nproposals;
        memcpy(g->proposals, a->proposals, sizeof g->proposals);
        break;
    case ACTION_DECLARE: g->declared = a->count; break;
    case ACTION_KIND_COUNT: break;
    }
    opening_update_phase(g);
}

/* Gomoku, forbidden centre: the rule binds Black's second stone, counted on the board
 * (passes before it do not move the rule on to a later stone). It is itself an opening
 * rule, so it holds only with the free opening: an opening rule's own zones take its
 * place (Taraguchi-10 wants stone 3 inside the 5x5, which would leave no legal point),
 * and a study position (game_study) starts after any opening. */
static bool forbidden_centre_applies(const Game *g, Stone s)
{
    return g->rules->forbidden_centre && g->opening == OPENING_FREE && s == STONE_BLACK &&
           board_stones_placed(&g->board, STONE_BLACK) == 1 && !game_study(g);
}

bool game_centre_closed(const Game *g)
{
    return !game_over(g) && forbidden_centre_applies(g, g->board.to_move);
}

bool game_centre_zone(const Game *g, Pos p)
{
    return opening_inside_square(&g->board, GAME_CENTRE_ZONE, p);
}

bool game_move_is_legal(const Game *g, Pos p, GameError *err)
{
    char name[8];
    board_format_point(p, name, sizeof name);
    if (game_over(g)) {
        return game_fail(err, WHY(GAME_ERR_OVER, .pos = POS_NONE), "the game is over");
    }
    if (!opening_offered(g, ACTION_MOVE, err)) {
        return false;
    }
    const Board *b = &g->board;
    if (!board_on(b, p)) {
        return game_fail(err, WHY(GAME_ERR_OFF_BOARD, .pos = p), "not a point of the board");
    }
    if (board_at(b, p) != STONE_EMPTY) {
        return game_fail(err, WHY(GAME_ERR_OCCUPIED, .pos = p), "%s is occupied", name);
    }
    Stone s = b->to_move;
    if (!opening_zone_check(g, p, err)) {
        return false;
    }
    if (rules_stones_left(g->rules, b, s) == 0) {
        return game_fail(
            err, WHY(GAME_ERR_NO_STONES, .pos = p, .colour = s, .number = g->rules->stone_limit),
            "%s has placed all %d stones and can only pass", game_colour_name(s),
            g->rules->stone_limit);
    }
    if (forbidden_centre_applies(g, s) && opening_inside_square(b, GAME_CENTRE_ZONE, p)) {
        return game_fail(err, WHY(GAME_ERR_CENTRE_CLOSED, .pos = p),
                         "Black's second stone must lie outside the central 5x5");
    }
    RuleVerdict v = rules_check_move(g->rules, b, p, s);
    if (verdict_is_foul(v)) {
        return game_fail(err, WHY(GAME_ERR_FORBIDDEN, .pos = p, .colour = s, .verdict = v),
                         "%s is forbidden for %s (%s)", name, game_colour_name(s),
                         rules_verdict_name(v));
    }
    return true;
}

/* A record's foul on p (Action.foul): a stone the rules refuse as a foul, and for no
 * other reason. */
static bool foul_is_legal(const Game *g, Pos p, GameError *err)
{
    GameError why;
    if (game_move_is_legal(g, p, &why)) {
        char name[8];
        board_format_point(p, name, sizeof name);
        return game_fail(err, WHY(GAME_ERR_BAD_ACTION, .pos = p, .action = ACTION_MOVE),
                         "%s is no foul", name);
    }
    if (why.kind != GAME_ERR_FORBIDDEN) {
        if (err) {
            *err = why;
        }
        return false;
    }
    return true;
}

/* A study position's placed stone or pass (Action.placed): only in the set-up, before
 * any action played, a stone on an empty point of the board. */
static bool placed_is_legal(const Game *g, const Action *a, GameError *err)
{
    if (g->nactions > 0 && !g->actions[g->nactions - 1].placed) {
        return game_fail(err, WHY(GAME_ERR_BAD_ACTION, .pos = a->pos, .action = a->kind),
                         "a set-up stone after the set-up");
    }
    if (a->kind == ACTION_PASS) {
        return true;
    }
    if (a->kind != ACTION_MOVE || a->foul) {
        return game_fail(err, WHY(GAME_ERR_BAD_ACTION, .action = a->kind), "unknown action");
    }
    if (!board_on(&g->board, a->pos)) {
        return game_fail(err, WHY(GAME_ERR_OFF_BOARD, .pos = a->pos), "not a point of the board");
    }
    if (board_at(&g->board, a->pos) != STONE_EMPTY) {
        char name[8];
        board_format_point(a->pos, name, sizeof name);
        return game_fail(err, WHY(GAME_ERR_OCCUPIED, .pos = a->pos), "%s is occupied", name);
    }
    return true;
}

static bool validate(const Game *g, const Action *a, GameError *err)
{
    if (game_over(g)) {
        return game_fail(err, WHY(GAME_ERR_OVER, .pos = POS_NONE), "the game is over");
    }
    if (g->nactions >= GAME_MAX_ACTIONS || g->board.ply >= BOARD_MAX_PLIES) {
        return game_fail(err, WHY(GAME_ERR_TOO_LONG, .pos = POS_NONE), "the game is too long");
    }
    if (a->placed) {
        return placed_is_legal(g, a, err);
    }
    switch (a->kind) {
    case ACTION_MOVE:
        return a->foul ? foul_is_legal(g, a->pos, err) : game_move_is_legal(g, a->pos, err);
    case ACTION_PASS: return opening_offered(g, ACTION_PASS, err);
    case ACTION_RESIGN:
    case ACTION_TIMEOUT:
    case ACTION_DRAW:
    case ACTION_DECLINE:
        return a->colour == 0 || a->colour == STONE_BLACK || a->colour == STONE_WHITE
                   ? true
                   : game_fail(err, WHY(GAME_ERR_BAD_ACTION, .action = a->kind), "no such colour");
    case ACTION_SWAP:
    case ACTION_KEEP:
    case ACTION_OPTION_A:
    case ACTION_OPTION_B:
    case ACTION_TWO_MORE: return opening_offered(g, a->kind, err);
    case ACTION_PROPOSE: return opening_validate_proposals(g, a, err);
    case ACTION_CHOOSE: return opening_validate_pick(g, a->pos, err);
    case ACTION_DECLARE:
        if (!opening_offered(g, ACTION_DECLARE, err)) {
            return false;
        }
        return a->count >= 1 && a->count <= SOOSORV_MAX_FIFTHS
                   ? true
                   : game_fail(err, WHY(GAME_ERR_BAD_ACTION, .action = a->kind, .number = a->count),
                               "the number of fifth moves must be 1 to %d, not %d",
                               SOOSORV_MAX_FIFTHS, a->count);
    case ACTION_KIND_COUNT: break;
    }
    return game_fail(err, WHY(GAME_ERR_BAD_ACTION, .action = a->kind), "unknown action");
}

bool game_action_is_legal(const Game *g, const Action *a, GameError *err)
{
    return validate(g, a, err);
}

/* Adds a to out[*n] when it is legal now; counts it even when out is full. */
static void add_if_legal(const Game *g, const Action *a, Action *out, int cap, int *n)
{
    if (validate(g, a, NULL)) {
        if (*n < cap) {
            out[*n] = *a;
        }
        (*n)++;
    }
}

int game_legal_actions(const Game *g, Action *out, int cap)
{
    static const ActionKind DECISIONS[] = {ACTION_SWAP, ACTION_KEEP, ACTION_OPTION_A,
                                           ACTION_OPTION_B, ACTION_TWO_MORE};
    int n = 0;
    Action a;
    memset(&a, 0, sizeof a);
    if (game_over(g)) {
        return 0;
    }
    if (opening_offered(g, ACTION_MOVE, NULL)) {
        for (int y = 0; y < g->board.size; y++) {
            for (int x = 0; x < g->board.size; x++) {
                a.pos = pos_from_xy(x, y);
                add_if_legal(g, &a, out, cap, &n);
            }
        }
    }
    a.pos = 0;
    for (size_t i = 0; i < sizeof DECISIONS / sizeof DECISIONS[0]; i++) {
        a.kind = DECISIONS[i];
        add_if_legal(g, &a, out, cap, &n);
    }
    a.kind = ACTION_DECLARE;
    for (a.count = 1; a.count <= SOOSORV_MAX_FIFTHS; a.count++) {
        add_if_legal(g, &a, out, cap, &n);
    }
    a.count = 0;
    a.kind = ACTION_CHOOSE;
    for (int i = 0; i < g->nproposals; i++) {
        a.pos = g->proposals[i];
        add_if_legal(g, &a, out, cap, &n);
    }
    return n;
}

static bool same_action(const Action *a, const Action *b)
{
    if (a->kind != b->kind || a->pos != b->pos || a->nproposals != b->nproposals ||
        a->colour != b->colour || a->count != b->count || a->foul != b->foul ||
        a->placed != b->placed) {
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
    g->actor[g->nactions] = (int8_t)game_player_to_move(g);
    apply_action(g, a, g->nactions);
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
    if (g->nactions == 0 || g->nactions <= g->setup) {
        return false;
    }
    g->redo[g->nredo++] = g->actions[--g->nactions];
    reset_state(g);
    for (int i = 0; i < g->nactions; i++) {
        apply_action(g, &g->actions[i], i);
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

int game_action_captures(const Game *g, int i)
{
    if (i < 0 || i >= g->nactions ||
        (g->actions[i].kind != ACTION_MOVE && g->actions[i].kind != ACTION_CHOOSE)) {
        return 0;
    }
    int ply = game_move_number(g, i) - 1; /* the board's ply of action i */
    return ply < g->board.ply ? g->board.history[ply].ncaptured : 0;
}

int game_move_number(const Game *g, int i)
{
    int ply = 0;
    for (int k = 0; k < i && k < g->nactions; k++) {
        ActionKind kind = g->actions[k].kind;
        ply += kind == ACTION_MOVE || kind == ACTION_CHOOSE || kind == ACTION_PASS;
    }
    return ply + 1;
}

int game_setup_stones(const Game *g)
{
    int stones = 0;
    for (int k = 0; k < g->setup && k < g->nactions; k++) {
        stones += g->actions[k].kind == ACTION_MOVE;
    }
    return stones;
}

int game_moves_played(const Game *g)
{
    return g->board.ply - (g->setup > 0 ? game_move_number(g, g->setup) - 1 : 0);
}

int game_study_plies(const Game *g)
{
    return game_study(g) ? game_move_number(g, g->setup) - 1 : 0;
}

int game_shown_number(const Game *g, int i)
{
    if (game_study(g) && i < g->setup) {
        return 0;
    }
    return game_move_number(g, i) - game_study_plies(g);
}

void game_result_text(const Game *g, char *buf, size_t cap)
{
    static const char *const RESULTS[] = {"none", "black wins", "white wins", "draw"};
    const char *res = RESULTS[g->result];
    Stone winner = g->result == RESULT_BLACK_WINS ? STONE_BLACK : STONE_WHITE;
    char five[8 * RULES_LINE_MAX] = "";
    switch (g->reason) {
    case REASON_NONE: snprintf(buf, cap, "%s", res); return;
    case REASON_FIVE: {
        /* Every stone of the line: an overline that wins is named with all its stones. */
        size_t n = 0;
        for (int i = 0; i < g->nfive; i++) {
            char name[8];
            board_format_point(g->five[i], name, sizeof name);
            text_append(five, sizeof five, &n, "%s%s", i ? " " : "", name);
        }
        snprintf(buf, cap, "%s (%s: %s)", res, g->nfive > 5 ? "overline" : "five", five);
        return;
    }
    case REASON_RESIGN:
        snprintf(buf, cap, "%s (%s resigned)", res, game_colour_name(stone_opponent(winner)));
        return;
    case REASON_TIME:
        snprintf(buf, cap, "%s (%s lost on time)", res, game_colour_name(stone_opponent(winner)));
        return;
    case REASON_FOUL: {
        char name[8] = "";
        if (g->nactions > 0) {
            board_format_point(g->actions[g->nactions - 1].pos, name, sizeof name);
        }
        snprintf(buf, cap, "%s (%s's foul: %s)", res, game_colour_name(stone_opponent(winner)),
                 name);
        return;
    }
    case REASON_TWO_PASSES: snprintf(buf, cap, "%s (two passes)", res); return;
    case REASON_NO_FIVE: snprintf(buf, cap, "%s (no five possible)", res); return;
    case REASON_NO_FIVE_STONES:
        snprintf(buf, cap, "%s (no five possible with the stones left)", res);
        return;
    case REASON_FULL_BOARD: snprintf(buf, cap, "%s (full board)", res); return;
    case REASON_AGREED: snprintf(buf, cap, "%s (agreed)", res); return;
    case REASON_CAPTURES: snprintf(buf, cap, "%s (five captures)", res); return;
    case REASON_STONES_EXHAUSTED:
        snprintf(buf, cap, "%s (black used all %d stones)", res, g->rules->stone_limit);
        return;
    }
    snprintf(buf, cap, "%s", res);
}

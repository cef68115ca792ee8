/* Renju - MIT licence, see LICENSE.
 *
 * The game state machine. game_apply() validates an action against the phase, the
 * opening rule and the rules, then apply_action() changes the state; undo resets the
 * derived state and re-applies the remaining actions, so there is one code path for
 * every state change.
 */
#include "game.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
/* A refusal: err (may be NULL) takes why's kind and fields (none: GAME_ERR_NONE) and the
 * English sentence. */
static bool fail(GameError *err, const GameError *why, const char *fmt, ...)
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

/* The reason of a refusal, for fail(): WHY(GAME_ERR_OCCUPIED, .pos = p). */
#define WHY(k, ...) (&(GameError){.kind = (k), __VA_ARGS__})
#define NOT_OFFERED(a, ph) WHY(GAME_ERR_NOT_OFFERED, .action = (a), .phase = (ph))

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

/* ---- Opening rules --------------------------------------------------------------------
 *
 * Every opening is a sequence of decision points derived from a few fields that replay
 * rebuilds: opening_step (stones placed), swap_taken, branch, declared and nproposals.
 * opening_point() turns them into what is allowed next; the phase, the zone checks, the
 * validation and the queries for a window or an AI all read that one answer.
 *
 * Taraguchi-10: as docs/rules.md "Opening rules" states it (also the RIF text of Taraguchi-N
 * with N = 10, en.wikipedia.org/wiki/Taraguchi_opening_rule). A swap is offered to the
 * player to move before stones 2, 3 and 4, after the choice of branch A before stone 5,
 * and before stone 6 in branch A; a swap point is used up by the swap itself.
 *
 * Soosorv-8 (RIF, certified 2011, world-championship rule 2017-2023; sources:
 * en.wikipedia.org/wiki/Soosõrv_opening_rule "Soosõrv-N", renju.net rule pages as quoted
 * there, and the Polish federation summary gomoku.5v.pl "Soosyrv-8"):
 *   1. the first player puts one of the 26 openings: stone 1 on the centre, stone 2 in the
 *      central 3x3, stone 3 in the central 5x5 (all three placed by the first player);
 *   2. the other player (holding White) may swap;
 *   3. White puts stone 4 anywhere and declares 1..8 fifth moves (our `declare N`);
 *   4. the other player (holding Black) may swap;
 *   5. Black proposes that many fifth moves, no two symmetric;
 *   6. White picks one, which is played as stone 5, and plays stone 6.
 *
 * Swap2 (the gomoku standard since 2009; sources: the Swap2 section of
 * en.wikipedia.org/wiki/Gomoku, www.vint.ee/gomoku-rules, github.com/trew/Gomoku README):
 *   1. the first player puts three stones anywhere: black, white, black;
 *   2. the second player then either plays stone 4 as White (the colours stay), or swaps
 *      (takes Black; the first player, now White, plays stone 4), or chooses `two-more`
 *      and places stones 4 (white) and 5 (black) anywhere;
 *   3. after two-more the first player picks a colour: `swap` takes White (and plays stone
 *      6), `keep` stays Black (the second player plays stone 6 as White).
 * The rule set's fouls apply to every black stone, as in the renju openings. */

/* Who acts at a decision point. */
enum { ACTOR_FIRST = 0, ACTOR_SECOND = 1, ACTOR_TO_MOVE, ACTOR_WHITE };

/* What the opening allows next. */
typedef struct OpeningPoint {
    GamePhase phase;
    int actor;      /* ACTOR_* */
    int zone;       /* side of the central square for the next stone, 0: anywhere */
    bool swap;      /* a swap is offered */
    bool two_more;  /* Swap2: the second player may choose two more stones */
    bool running;   /* the opening is not over: no pass yet */
} OpeningPoint;

static void taraguchi_point(const Game *g, OpeningPoint *op)
{
    int n = g->opening_step;
    op->running = n < 6;
    if (n >= 1 && n <= 3) {
        op->zone = 2 * n + 1;
        op->swap = !g->swap_taken;
    } else if (n == 4 && g->branch == ACTION_MOVE) {
        op->phase = PHASE_CHOOSE_OPTION;
    } else if (n == 4 && g->branch == ACTION_OPTION_A) {
        op->zone = 9;
        op->swap = !g->swap_taken;
    } else if (n == 4) {
        op->phase = g->nproposals == 0 ? PHASE_PROPOSE : PHASE_CHOOSE;
        op->actor = g->nproposals == 0 ? ACTOR_TO_MOVE : ACTOR_WHITE;
    } else if (n == 5 && g->branch == ACTION_OPTION_A) {
        op->swap = !g->swap_taken;
    }
}

static void soosorv_point(const Game *g, OpeningPoint *op)
{
    int n = g->opening_step;
    op->running = n < 6;
    if (n <= 2) {
        op->actor = ACTOR_FIRST;
        op->zone = 2 * n + 1;
    } else if (n == 3) {
        op->swap = !g->swap_taken;
    } else if (n == 4 && g->declared == 0) {
        op->phase = PHASE_DECLARE;
        op->actor = ACTOR_WHITE;
    } else if (n == 4) {
        op->phase = g->nproposals == 0 ? PHASE_PROPOSE : PHASE_CHOOSE;
        op->actor = g->nproposals == 0 ? ACTOR_TO_MOVE : ACTOR_WHITE;
        op->swap = g->nproposals == 0 && !g->swap_taken;
    }
}

static void swap2_point(const Game *g, OpeningPoint *op)
{
    int n = g->opening_step;
    bool two = g->branch == ACTION_TWO_MORE;
    op->running = n < 4 || (two && n < 6);
    if (n <= 2) {
        op->actor = ACTOR_FIRST;
    } else if (n == 3 && !two) {
        op->swap = !g->swap_taken;
        op->two_more = !g->swap_taken;
    } else if (two && n <= 4) {
        op->actor = ACTOR_SECOND;
    } else if (two && n == 5 && !g->swap_taken) {
        op->phase = PHASE_SWAP_OR_KEEP;
        op->actor = ACTOR_FIRST;
        op->swap = true;
    }
}

/* What the opening allows now (for a finished game: PHASE_OVER and nothing else). */
static void opening_point(const Game *g, OpeningPoint *op)
{
    op->phase = PHASE_MOVE;
    op->actor = ACTOR_TO_MOVE;
    op->zone = 0;
    op->swap = false;
    op->two_more = false;
    op->running = false;
    if (game_over(g)) {
        op->phase = PHASE_OVER;
        return;
    }
    switch (g->opening) {
    case OPENING_TARAGUCHI10: taraguchi_point(g, op); break;
    case OPENING_SOOSORV8: soosorv_point(g, op); break;
    case OPENING_SWAP2: swap2_point(g, op); break;
    case OPENING_FREE:
    case OPENING_COUNT: break;
    }
    /* Every opening but Swap2 starts on the centre (the free one too). */
    if (g->opening != OPENING_SWAP2 && g->opening_step == 0) {
        op->zone = 1;
    }
    if (op->phase == PHASE_MOVE && op->swap) {
        op->phase = PHASE_SWAP_OR_MOVE;
    }
}

static void update_phase(Game *g)
{
    OpeningPoint op;
    opening_point(g, &op);
    g->phase = op.phase;
}

int game_player_to_move(const Game *g)
{
    OpeningPoint op;
    opening_point(g, &op);
    Stone s = g->board.to_move;
    if (op.actor == ACTOR_FIRST || op.actor == ACTOR_SECOND) {
        return op.actor;
    }
    if (op.actor == ACTOR_WHITE) {
        s = STONE_WHITE;
    }
    return s == g->first_colour ? 0 : 1;
}

bool game_in_opening(const Game *g)
{
    OpeningPoint op;
    opening_point(g, &op);
    return op.running;
}

int game_zone_size(const Game *g)
{
    OpeningPoint op;
    opening_point(g, &op);
    return op.zone;
}

/* Is p inside the central square of side zone (0: the whole board)? */
static bool inside_square(const Board *b, int zone, Pos p)
{
    int half = zone / 2;
    int c = b->size / 2;
    int dx = pos_x(p) - c;
    int dy = pos_y(p) - c;
    return zone == 0 || (dx >= -half && dx <= half && dy >= -half && dy <= half);
}

bool game_in_zone(const Game *g, Pos p)
{
    return board_on(&g->board, p) && inside_square(&g->board, game_zone_size(g), p);
}

/* The zone rule for a stone on p (p on the board and empty). */
static bool zone_check(const Game *g, Pos p, GameError *err)
{
    int zone = game_zone_size(g);
    if (inside_square(&g->board, zone, p)) {
        return true;
    }
    char name[8];
    char centre[8];
    board_format_point(p, name, sizeof name);
    board_format_point(board_centre(&g->board), centre, sizeof centre);
    if (zone == 1) {
        return fail(err, WHY(GAME_ERR_CENTRE_FIRST, .pos = board_centre(&g->board)),
                    "the first stone goes on the centre, %s", centre);
    }
    return fail(
        err, WHY(GAME_ERR_OUTSIDE_ZONE, .pos = p, .number = zone, .number2 = g->opening_step + 1),
        "%s is outside the central %dx%d square; stone %d of the %s opening "
        "goes inside it",
        name, zone, zone, g->opening_step + 1, game_opening_name(g->opening));
}

bool game_swap_offered(const Game *g)
{
    OpeningPoint op;
    opening_point(g, &op);
    return op.swap;
}

/* Why a stone cannot be placed in phase ph (ph is not a stone phase). */
static const char *phase_wants(GamePhase ph)
{
    switch (ph) {
    case PHASE_CHOOSE_OPTION: return "Black's player must choose option-a or option-b first";
    case PHASE_PROPOSE: return "Black must propose the fifth moves first";
    case PHASE_CHOOSE: return "White must choose one of the proposed fifth moves";
    case PHASE_DECLARE: return "White must declare the number of fifth moves first";
    case PHASE_SWAP_OR_KEEP: return "the first player must swap or keep first";
    case PHASE_OVER: return "the game is over";
    case PHASE_MOVE:
    case PHASE_SWAP_OR_MOVE: break;
    }
    return "a stone is expected";
}

/* Is an action of this kind possible now? When not, says why in err. */
static bool offered(const Game *g, ActionKind kind, GameError *err)
{
    OpeningPoint op;
    opening_point(g, &op);
    const char *opening = game_opening_name(g->opening);
    if (op.phase == PHASE_OVER) {
        return fail(err, WHY(GAME_ERR_OVER, .pos = POS_NONE), "the game is over");
    }
    bool stone_phase = op.phase == PHASE_MOVE || op.phase == PHASE_SWAP_OR_MOVE;
    switch (kind) {
    case ACTION_MOVE:
        return stone_phase
                   ? true
                   : fail(err, WHY(GAME_ERR_DECIDE_FIRST, .action = kind, .phase = op.phase),
                          "no stone now: %s", phase_wants(op.phase));
    case ACTION_PASS:
        if (!stone_phase) {
            return fail(err, WHY(GAME_ERR_DECIDE_FIRST, .action = kind, .phase = op.phase),
                        "no pass now: %s", phase_wants(op.phase));
        }
        return op.running ? fail(err, NOT_OFFERED(kind, op.phase), "no pass during the %s opening",
                                 opening)
                          : true;
    case ACTION_SWAP:
        if (op.swap) {
            return true;
        }
        if (g->opening == OPENING_FREE) {
            return fail(err, NOT_OFFERED(kind, op.phase), "the free opening has no swaps");
        }
        if (g->swap_taken) {
            return fail(err, NOT_OFFERED(kind, op.phase),
                        "the colours already changed hands before this stone");
        }
        return op.running ? fail(err, NOT_OFFERED(kind, op.phase),
                                 "no swap is offered here in the %s opening", opening)
                          : fail(err, NOT_OFFERED(kind, op.phase),
                                 "the %s opening is over; no more swaps", opening);
    case ACTION_KEEP:
        return op.phase == PHASE_SWAP_OR_KEEP
                   ? true
                   : fail(err, NOT_OFFERED(kind, op.phase),
                          "keep answers the colour choice after Swap2's two-more only");
    case ACTION_OPTION_A:
    case ACTION_OPTION_B:
        if (op.phase == PHASE_CHOOSE_OPTION) {
            return true;
        }
        if (g->opening != OPENING_TARAGUCHI10) {
            return fail(err, NOT_OFFERED(kind, op.phase), "the %s opening has no branches A and B",
                        opening);
        }
        return g->branch != ACTION_MOVE
                   ? fail(err, NOT_OFFERED(kind, op.phase), "the branch is already chosen")
                   : fail(err, NOT_OFFERED(kind, op.phase), "the branch is chosen after stone 4");
    case ACTION_TWO_MORE:
        return op.two_more ? true
                           : fail(err, NOT_OFFERED(kind, op.phase),
                                  "two-more is Swap2's choice after stone 3 only");
    case ACTION_PROPOSE:
        return op.phase == PHASE_PROPOSE
                   ? true
                   : fail(err, NOT_OFFERED(kind, op.phase), "no fifth moves are proposed now");
    case ACTION_CHOOSE:
        return op.phase == PHASE_CHOOSE
                   ? true
                   : fail(err, NOT_OFFERED(kind, op.phase), "no proposed fifth move to choose now");
    case ACTION_DECLARE:
        return op.phase == PHASE_DECLARE
                   ? true
                   : fail(err, NOT_OFFERED(kind, op.phase),
                          "the number of fifth moves is declared after Soosorv-8's "
                          "stone 4 only");
    case ACTION_RESIGN:
    case ACTION_TIMEOUT:
    case ACTION_DRAW: return true;
    case ACTION_KIND_COUNT: break;
    }
    return fail(err, WHY(GAME_ERR_BAD_ACTION, .action = kind), "unknown action");
}

bool game_action_offered(const Game *g, ActionKind kind)
{
    return offered(g, kind, NULL);
}

int game_proposals_needed(const Game *g)
{
    if (g->phase != PHASE_PROPOSE) {
        return 0;
    }
    return g->opening == OPENING_SOOSORV8 ? g->declared : GAME_PROPOSALS;
}

Pos game_symmetry(const Game *g, int t, Pos p)
{
    int c = g->board.size / 2;
    int dx = pos_x(p) - c;
    int dy = pos_y(p) - c;
    if (t & 4) {
        int tmp = dx;
        dx = dy;
        dy = tmp;
    }
    if (t & 1) {
        dx = -dx;
    }
    if (t & 2) {
        dy = -dy;
    }
    return pos_from_xy(c + dx, c + dy);
}

unsigned game_position_symmetries(const Game *g)
{
    const Board *b = &g->board;
    unsigned set = 0;
    for (int t = 0; t < 8; t++) {
        bool same = true;
        for (int y = 0; y < b->size && same; y++) {
            for (int x = 0; x < b->size && same; x++) {
                Pos p = pos_from_xy(x, y);
                same = board_at(b, p) == board_at(b, game_symmetry(g, t, p));
            }
        }
        set |= same ? 1u << t : 0u;
    }
    return set;
}

/* How symmetry t looks to a player. */
static const char *symmetry_name(int t)
{
    static const char *const NAMES[8] = {
        "the same point", "a mirror image left to right", "a mirror image top to bottom",
        "a half turn", "a mirror image in the a1-o15 diagonal", "a quarter turn",
        "a quarter turn", "a mirror image in the a15-o1 diagonal"};
    return NAMES[t & 7];
}

bool game_proposal_ok(const Game *g, const Pos *chosen, int n, Pos p, GameError *err)
{
    if (!offered(g, ACTION_PROPOSE, err)) {
        return false;
    }
    const Board *b = &g->board;
    int needed = game_proposals_needed(g);
    if (n >= needed) {
        return fail(err, WHY(GAME_ERR_PROPOSALS_FULL, .pos = p, .number = needed),
                    "all %d fifth moves are already proposed", needed);
    }
    if (!board_on(b, p)) {
        return fail(err, WHY(GAME_ERR_OFF_BOARD, .pos = p),
                    "a proposal is not a point of the board");
    }
    char name[8];
    board_format_point(p, name, sizeof name);
    if (board_at(b, p) != STONE_EMPTY) {
        return fail(err, WHY(GAME_ERR_OCCUPIED, .pos = p), "%s is occupied", name);
    }
    RuleVerdict v = rules_check_move(g->rules, b, p, STONE_BLACK);
    if (verdict_is_foul(v)) {
        return fail(err, WHY(GAME_ERR_FORBIDDEN, .pos = p, .colour = STONE_BLACK, .verdict = v),
                    "%s is forbidden for black (%s)", name, rules_verdict_name(v));
    }
    unsigned syms = game_position_symmetries(g);
    for (int i = 0; i < n; i++) {
        char other[8];
        board_format_point(chosen[i], other, sizeof other);
        if (chosen[i] == p) {
            return fail(err, WHY(GAME_ERR_PROPOSED_TWICE, .pos = p), "%s is proposed twice", name);
        }
        for (int t = 1; t < 8; t++) {
            if ((syms >> t & 1u) && game_symmetry(g, t, chosen[i]) == p) {
                return fail(err, WHY(GAME_ERR_SYMMETRIC, .pos = p, .pos2 = chosen[i], .number = t),
                            "%s is symmetric to %s (%s keeps the position)", name, other,
                            symmetry_name(t));
            }
        }
    }
    return true;
}

int game_proposal_candidates(const Game *g, const Pos *chosen, int n, Pos *out, int cap)
{
    int count = 0;
    for (int y = 0; y < g->board.size; y++) {
        for (int x = 0; x < g->board.size; x++) {
            Pos p = pos_from_xy(x, y);
            if (game_proposal_ok(g, chosen, n, p, NULL)) {
                if (count < cap) {
                    out[count] = p;
                }
                count++;
            }
        }
    }
    return count;
}

static bool validate_proposals(const Game *g, const Action *a, GameError *err)
{
    if (!offered(g, ACTION_PROPOSE, err)) {
        return false;
    }
    int needed = game_proposals_needed(g);
    if (a->nproposals != needed) {
        return fail(err,
                    WHY(GAME_ERR_PROPOSAL_COUNT, .pos = POS_NONE, .number = needed,
                        .number2 = a->nproposals),
                    "%d fifth moves must be proposed, not %d", needed, a->nproposals);
    }
    for (int i = 0; i < a->nproposals; i++) {
        if (!game_proposal_ok(g, a->proposals, i, a->proposals[i], err)) {
            return false;
        }
    }
    return true;
}

static bool validate_pick(const Game *g, Pos p, GameError *err)
{
    if (!offered(g, ACTION_CHOOSE, err)) {
        return false;
    }
    for (int i = 0; i < g->nproposals; i++) {
        if (g->proposals[i] == p) {
            return true;
        }
    }
    char name[8];
    board_format_point(p, name, sizeof name);
    return fail(err, WHY(GAME_ERR_NOT_PROPOSED, .pos = p),
                "%s is not one of the proposed fifth moves", name);
}

const char *game_phase_name(GamePhase phase)
{
    static const char *const NAMES[] = {"move",  "swap-or-move", "choose-option", "propose",
                                        "choose", "over",         "declare",
                                        "swap-or-keep"};
    return (unsigned)phase < sizeof NAMES / sizeof NAMES[0] ? NAMES[phase] : "?";
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
    update_phase(g);
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

/* Applies a validated action to the derived state. */
static void apply_action(Game *g, const Action *a)
{
    switch (a->kind) {
    case ACTION_MOVE:
    case ACTION_CHOOSE:
        place_stone(g, a->pos);
        break;
    case ACTION_PASS:
        board_pass(&g->board);
        if (++g->passes >= 2) {
            finish(g, RESULT_DRAW, REASON_TWO_PASSES);
        }
        break;
    case ACTION_RESIGN:
    case ACTION_TIMEOUT: {
        /* Colour 0: the player who acts now, who in the opening may hold the colour
         * not to move (White picking Black's fifth move). */
        Stone loser = a->colour ? a->colour : game_player_colour(g, game_player_to_move(g));
        finish(g, win_for(stone_opponent(loser)), a->kind == ACTION_RESIGN ? REASON_RESIGN
                                                                            : REASON_TIME);
        break;
    }
    case ACTION_DRAW:
        finish(g, RESULT_DRAW, REASON_AGREED);
        break;
    case ACTION_SWAP:
        g->first_colour = stone_opponent(g->first_colour);
        g->swap_taken = true;
        break;
    case ACTION_KEEP:
        g->swap_taken = true;
        break;
    case ACTION_OPTION_A:
    case ACTION_OPTION_B:
    case ACTION_TWO_MORE:
        g->branch = a->kind;
        break;
    case ACTION_PROPOSE:
        g->nproposals = a->nproposals;
        memcpy(g->proposals, a->proposals, sizeof g->proposals);
        break;
    case ACTION_DECLARE:
        g->declared = a->count;
        break;
    case ACTION_KIND_COUNT:
        break;
    }
    update_phase(g);
}

/* Gomoku, forbidden centre: the rule binds Black's second stone, counted on the board
 * (passes before it do not move the rule on to a later stone). It is itself an opening
 * rule, so it holds only with the free opening: an opening rule's own zones take its
 * place (Taraguchi-10 wants stone 3 inside the 5x5, which would leave no legal point). */
static bool forbidden_centre_applies(const Game *g, Stone s)
{
    return g->rules->forbidden_centre && g->opening == OPENING_FREE && s == STONE_BLACK &&
           board_stones_placed(&g->board, STONE_BLACK) == 1;
}

bool game_centre_closed(const Game *g)
{
    return !game_over(g) && forbidden_centre_applies(g, g->board.to_move);
}

bool game_centre_zone(const Game *g, Pos p) { return inside_square(&g->board, 5, p); }

bool game_move_is_legal(const Game *g, Pos p, GameError *err)
{
    char name[8];
    board_format_point(p, name, sizeof name);
    if (game_over(g)) {
        return fail(err, WHY(GAME_ERR_OVER, .pos = POS_NONE), "the game is over");
    }
    if (!offered(g, ACTION_MOVE, err)) {
        return false;
    }
    const Board *b = &g->board;
    if (!board_on(b, p)) {
        return fail(err, WHY(GAME_ERR_OFF_BOARD, .pos = p), "not a point of the board");
    }
    if (board_at(b, p) != STONE_EMPTY) {
        return fail(err, WHY(GAME_ERR_OCCUPIED, .pos = p), "%s is occupied", name);
    }
    Stone s = b->to_move;
    if (!zone_check(g, p, err)) {
        return false;
    }
    if (rules_stones_left(g->rules, b, s) == 0) {
        return fail(err,
                    WHY(GAME_ERR_NO_STONES, .pos = p, .colour = s, .number = g->rules->stone_limit),
                    "%s has placed all %d stones and can only pass", game_colour_name(s),
                    g->rules->stone_limit);
    }
    if (forbidden_centre_applies(g, s) && inside_square(b, 5, p)) {
        return fail(err, WHY(GAME_ERR_CENTRE_CLOSED, .pos = p),
                    "Black's second stone must lie outside the central 5x5");
    }
    RuleVerdict v = rules_check_move(g->rules, b, p, s);
    if (verdict_is_foul(v)) {
        return fail(err, WHY(GAME_ERR_FORBIDDEN, .pos = p, .colour = s, .verdict = v),
                    "%s is forbidden for %s (%s)", name, game_colour_name(s),
                    rules_verdict_name(v));
    }
    return true;
}

static bool validate(const Game *g, const Action *a, GameError *err)
{
    if (game_over(g)) {
        return fail(err, WHY(GAME_ERR_OVER, .pos = POS_NONE), "the game is over");
    }
    if (g->nactions >= GAME_MAX_ACTIONS || g->board.ply >= BOARD_MAX_PLIES) {
        return fail(err, WHY(GAME_ERR_TOO_LONG, .pos = POS_NONE), "the game is too long");
    }
    switch (a->kind) {
    case ACTION_MOVE:
        return game_move_is_legal(g, a->pos, err);
    case ACTION_PASS:
        if (!offered(g, ACTION_PASS, err)) {
            return false;
        }
        return g->board.ply == 0 ? fail(err, NOT_OFFERED(ACTION_PASS, g->phase),
                                        "Black's first stone goes on the centre; no pass before it")
                                 : true;
    case ACTION_RESIGN:
    case ACTION_TIMEOUT:
        return a->colour == 0 || a->colour == STONE_BLACK || a->colour == STONE_WHITE
                   ? true
                   : fail(err, WHY(GAME_ERR_BAD_ACTION, .action = a->kind), "no such colour");
    case ACTION_DRAW:
        return true;
    case ACTION_SWAP:
    case ACTION_KEEP:
    case ACTION_OPTION_A:
    case ACTION_OPTION_B:
    case ACTION_TWO_MORE:
        return offered(g, a->kind, err);
    case ACTION_PROPOSE:
        return validate_proposals(g, a, err);
    case ACTION_CHOOSE:
        return validate_pick(g, a->pos, err);
    case ACTION_DECLARE:
        if (!offered(g, ACTION_DECLARE, err)) {
            return false;
        }
        return a->count >= 1 && a->count <= SOOSORV_MAX_FIFTHS
                   ? true
                   : fail(err, WHY(GAME_ERR_BAD_ACTION, .action = a->kind, .number = a->count),
                          "the number of fifth moves must be 1 to %d, not %d", SOOSORV_MAX_FIFTHS,
                          a->count);
    case ACTION_KIND_COUNT:
        break;
    }
    return fail(err, WHY(GAME_ERR_BAD_ACTION, .action = a->kind), "unknown action");
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
    if (offered(g, ACTION_MOVE, NULL)) {
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
        a->colour != b->colour || a->count != b->count) {
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
    case REASON_TIME:
        snprintf(buf, cap, "%s (%s lost on time)", res, game_colour_name(stone_opponent(winner)));
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
    static const char *const WORDS[ACTION_KIND_COUNT] = {
        "", "pass", "swap", "option-a", "option-b", "propose", "choose", "resign", "draw",
        "declare", "two-more", "keep", "timeout"};
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
    case ACTION_TIMEOUT:
        if (a->colour) {
            snprintf(buf, cap, "%s %s", WORDS[a->kind], game_colour_name(a->colour));
            return;
        }
        break;
    case ACTION_DECLARE: snprintf(buf, cap, "declare %d", a->count); return;
    default: break;
    }
    snprintf(buf, cap, "%s", (unsigned)a->kind < ACTION_KIND_COUNT ? WORDS[a->kind] : "?");
}

/* Reads the point words[0]; false when it is none. */
static bool read_point(char *const *words, int nwords, int size, Pos *out)
{
    return nwords > 0 && board_parse_point(words[0], strlen(words[0]), size, out);
}

int game_action_read(char *const *words, int nwords, int size, Action *out, GameError *err)
{
    static const struct {
        const char *word;
        ActionKind kind;
    } PLAIN[] = {{"pass", ACTION_PASS},         {"swap", ACTION_SWAP},
                 {"option-a", ACTION_OPTION_A}, {"option-b", ACTION_OPTION_B},
                 {"resign", ACTION_RESIGN},     {"draw", ACTION_DRAW},
                 {"two-more", ACTION_TWO_MORE}, {"keep", ACTION_KEEP},
                 {"timeout", ACTION_TIMEOUT}};
    memset(out, 0, sizeof *out);
    if (nwords <= 0) {
        fail(err, NULL, "no action");
        return 0;
    }
    const char *w = words[0];
    for (size_t k = 0; k < sizeof PLAIN / sizeof PLAIN[0]; k++) {
        if (strcmp(w, PLAIN[k].word) == 0) {
            out->kind = PLAIN[k].kind;
            break;
        }
    }
    if ((out->kind == ACTION_RESIGN || out->kind == ACTION_TIMEOUT) && nwords > 1) {
        /* "resign black" / "timeout white": who resigns or ran out of time, when not the
         * player who acts. */
        for (Stone s = STONE_BLACK; s <= STONE_WHITE; s++) {
            if (strcmp(words[1], game_colour_name(s)) == 0) {
                out->colour = s;
                return 2;
            }
        }
    }
    if (out->kind != ACTION_MOVE) {
        return 1;
    }
    if (strcmp(w, "choose") == 0) {
        out->kind = ACTION_CHOOSE;
        if (!read_point(words + 1, nwords - 1, size, &out->pos)) {
            fail(err, NULL, "choose: expected a point");
            return 0;
        }
        return 2;
    }
    if (strcmp(w, "declare") == 0) {
        char *end = NULL;
        long count = 0;
        out->kind = ACTION_DECLARE;
        if (nwords > 1) {
            errno = 0;
            count = strtol(words[1], &end, 10);
        }
        if (!end || end == words[1] || *end != '\0') {
            fail(err, NULL, "declare: expected the number of fifth moves");
            return 0;
        }
        if (errno == ERANGE || count < INT_MIN || count > INT_MAX) {
            /* Too large for a count: refused as written, never wrapped into another. */
            fail(err, NULL, "declare: '%.24s' is not a number of fifth moves (1 to %d)", words[1],
                 SOOSORV_MAX_FIFTHS);
            return 0;
        }
        out->count = (int)count;
        return 2;
    }
    if (strcmp(w, "propose") == 0) {
        Pos p;
        out->kind = ACTION_PROPOSE;
        while (read_point(words + 1 + out->nproposals, nwords - 1 - out->nproposals, size,
                          &p)) {
            if (out->nproposals == GAME_PROPOSALS) {
                fail(err, NULL, "propose: at most %d points", GAME_PROPOSALS);
                return 0;
            }
            out->proposals[out->nproposals++] = p;
        }
        return 1 + out->nproposals;
    }
    out->kind = ACTION_MOVE;
    if (!read_point(words, nwords, size, &out->pos)) {
        fail(err, NULL, "'%s' is not an action or a point of the board", w);
        return 0;
    }
    return 1;
}

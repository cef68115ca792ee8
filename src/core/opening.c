/* Renju - MIT licence, see LICENSE.
 *
 * The opening rules of game.h (free, Taraguchi-10, Soosorv-8, Swap2): what the opening
 * allows next, derived from the game's opening fields, and the checks and questions that
 * read it (zones, swaps, branches, declarations, proposals and their symmetry, picks).
 * game.c validates and applies actions through opening_offered() and the other
 * opening_* checks of game_internal.h.
 */
#include "game_internal.h"

#include <string.h>

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
    int actor;     /* ACTOR_* */
    int zone;      /* side of the central square for the next stone, 0: anywhere */
    bool swap;     /* a swap is offered */
    bool two_more; /* Swap2: the second player may choose two more stones */
    bool running;  /* the opening is not over: no pass yet */
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

void opening_update_phase(Game *g)
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
void game_centre_square(int size, int side, Pos *low, Pos *high)
{
    int half = side / 2;
    int c = size / 2;
    *low = pos_from_xy(c - half, c - half);
    *high = pos_from_xy(c + half, c + half);
}

bool opening_inside_square(const Board *b, int zone, Pos p)
{
    if (zone == 0) {
        return true;
    }
    Pos low;
    Pos high;
    game_centre_square(b->size, zone, &low, &high);
    return pos_x(p) >= pos_x(low) && pos_x(p) <= pos_x(high) && pos_y(p) >= pos_y(low) &&
           pos_y(p) <= pos_y(high);
}

bool game_in_zone(const Game *g, Pos p)
{
    return board_on(&g->board, p) && opening_inside_square(&g->board, game_zone_size(g), p);
}

/* The zone rule for a stone on p (p on the board and empty). */
bool opening_zone_check(const Game *g, Pos p, GameError *err)
{
    int zone = game_zone_size(g);
    if (opening_inside_square(&g->board, zone, p)) {
        return true;
    }
    char name[8];
    char centre[8];
    board_format_point(p, name, sizeof name);
    board_format_point(board_centre(&g->board), centre, sizeof centre);
    if (zone == 1) {
        return game_fail(err, WHY(GAME_ERR_CENTRE_FIRST, .pos = board_centre(&g->board)),
                         "the first stone goes on the centre, %s", centre);
    }
    return game_fail(
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
bool opening_offered(const Game *g, ActionKind kind, GameError *err)
{
    OpeningPoint op;
    opening_point(g, &op);
    const char *opening = game_opening_name(g->opening);
    if (op.phase == PHASE_OVER) {
        return game_fail(err, WHY(GAME_ERR_OVER, .pos = POS_NONE), "the game is over");
    }
    bool stone_phase = op.phase == PHASE_MOVE || op.phase == PHASE_SWAP_OR_MOVE;
    switch (kind) {
    case ACTION_MOVE:
        return stone_phase
                   ? true
                   : game_fail(err, WHY(GAME_ERR_DECIDE_FIRST, .action = kind, .phase = op.phase),
                               "no stone now: %s", phase_wants(op.phase));
    case ACTION_PASS:
        if (!stone_phase) {
            return game_fail(err, WHY(GAME_ERR_DECIDE_FIRST, .action = kind, .phase = op.phase),
                             "no pass now: %s", phase_wants(op.phase));
        }
        if (op.running) {
            return game_fail(err, NOT_OFFERED(kind, op.phase), "no pass during the %s opening",
                             opening);
        }
        /* Every rule's first stone is Black's on the centre: nothing to pass before it. */
        return g->board.ply == 0
                   ? game_fail(
                         err,
                         WHY(GAME_ERR_CENTRE_FIRST, .pos = board_centre(&g->board), .action = kind),
                         "Black's first stone goes on the centre; no pass before it")
                   : true;
    case ACTION_SWAP:
        if (op.swap) {
            return true;
        }
        if (g->opening == OPENING_FREE) {
            return game_fail(err, NOT_OFFERED(kind, op.phase), "the free opening has no swaps");
        }
        if (g->swap_taken) {
            return game_fail(err, NOT_OFFERED(kind, op.phase),
                             "the colours already changed hands before this stone");
        }
        return op.running ? game_fail(err, NOT_OFFERED(kind, op.phase),
                                      "no swap is offered here in the %s opening", opening)
                          : game_fail(err, NOT_OFFERED(kind, op.phase),
                                      "the %s opening is over; no more swaps", opening);
    case ACTION_KEEP:
        return op.phase == PHASE_SWAP_OR_KEEP
                   ? true
                   : game_fail(err, NOT_OFFERED(kind, op.phase),
                               "keep answers the colour choice after Swap2's two-more only");
    case ACTION_OPTION_A:
    case ACTION_OPTION_B:
        if (op.phase == PHASE_CHOOSE_OPTION) {
            return true;
        }
        if (g->opening != OPENING_TARAGUCHI10) {
            return game_fail(err, NOT_OFFERED(kind, op.phase),
                             "the %s opening has no branches A and B", opening);
        }
        return g->branch != ACTION_MOVE
                   ? game_fail(err, NOT_OFFERED(kind, op.phase), "the branch is already chosen")
                   : game_fail(err, NOT_OFFERED(kind, op.phase),
                               "the branch is chosen after stone 4");
    case ACTION_TWO_MORE:
        return op.two_more ? true
                           : game_fail(err, NOT_OFFERED(kind, op.phase),
                                       "two-more is Swap2's choice after stone 3 only");
    case ACTION_PROPOSE:
        return op.phase == PHASE_PROPOSE
                   ? true
                   : game_fail(err, NOT_OFFERED(kind, op.phase), "no fifth moves are proposed now");
    case ACTION_CHOOSE:
        return op.phase == PHASE_CHOOSE ? true
                                        : game_fail(err, NOT_OFFERED(kind, op.phase),
                                                    "no proposed fifth move to choose now");
    case ACTION_DECLARE:
        return op.phase == PHASE_DECLARE
                   ? true
                   : game_fail(err, NOT_OFFERED(kind, op.phase),
                               "the number of fifth moves is declared after Soosorv-8's "
                               "stone 4 only");
    case ACTION_RESIGN:
    case ACTION_TIMEOUT:
    case ACTION_DRAW:
    case ACTION_DECLINE: return true;
    case ACTION_KIND_COUNT: break;
    }
    return game_fail(err, WHY(GAME_ERR_BAD_ACTION, .action = kind), "unknown action");
}

bool game_action_offered(const Game *g, ActionKind kind) { return opening_offered(g, kind, NULL); }

int game_proposals_needed(const Game *g)
{
    if (g->phase != PHASE_PROPOSE) {
        return 0;
    }
    return g->opening == OPENING_SOOSORV8 ? g->declared : GAME_PROPOSALS;
}

Pos game_symmetry(const Game *g, int t, Pos p) { return game_symmetry_on(g->board.size, t, p); }

Pos game_symmetry_on(int size, int t, Pos p)
{
    int c = size / 2;
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
        "the same point", "a mirror image left to right",          "a mirror image top to bottom",
        "a half turn",    "a mirror image in the a1-o15 diagonal", "a quarter turn",
        "a quarter turn", "a mirror image in the a15-o1 diagonal"};
    return NAMES[t & 7];
}

bool game_proposal_ok(const Game *g, const Pos *chosen, int n, Pos p, GameError *err)
{
    if (!opening_offered(g, ACTION_PROPOSE, err)) {
        return false;
    }
    const Board *b = &g->board;
    int needed = game_proposals_needed(g);
    if (n >= needed) {
        return game_fail(err, WHY(GAME_ERR_PROPOSALS_FULL, .pos = p, .number = needed),
                         "all %d fifth moves are already proposed", needed);
    }
    if (!board_on(b, p)) {
        return game_fail(err, WHY(GAME_ERR_OFF_BOARD, .pos = p),
                         "a proposal is not a point of the board");
    }
    char name[8];
    board_format_point(p, name, sizeof name);
    if (board_at(b, p) != STONE_EMPTY) {
        return game_fail(err, WHY(GAME_ERR_OCCUPIED, .pos = p), "%s is occupied", name);
    }
    RuleVerdict v = rules_check_move(g->rules, b, p, STONE_BLACK);
    if (verdict_is_foul(v)) {
        return game_fail(err,
                         WHY(GAME_ERR_FORBIDDEN, .pos = p, .colour = STONE_BLACK, .verdict = v),
                         "%s is forbidden for black (%s)", name, rules_verdict_name(v));
    }
    unsigned syms = game_position_symmetries(g);
    for (int i = 0; i < n; i++) {
        char other[8];
        board_format_point(chosen[i], other, sizeof other);
        if (chosen[i] == p) {
            return game_fail(err, WHY(GAME_ERR_PROPOSED_TWICE, .pos = p), "%s is proposed twice",
                             name);
        }
        for (int t = 1; t < 8; t++) {
            if ((syms >> t & 1u) && game_symmetry(g, t, chosen[i]) == p) {
                return game_fail(
                    err, WHY(GAME_ERR_SYMMETRIC, .pos = p, .pos2 = chosen[i], .number = t),
                    "%s is symmetric to %s (%s keeps the position)", name, other, symmetry_name(t));
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

bool opening_validate_proposals(const Game *g, const Action *a, GameError *err)
{
    if (!opening_offered(g, ACTION_PROPOSE, err)) {
        return false;
    }
    int needed = game_proposals_needed(g);
    if (a->nproposals != needed) {
        return game_fail(err,
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

bool opening_validate_pick(const Game *g, Pos p, GameError *err)
{
    if (!opening_offered(g, ACTION_CHOOSE, err)) {
        return false;
    }
    for (int i = 0; i < g->nproposals; i++) {
        if (g->proposals[i] == p) {
            return true;
        }
    }
    char name[8];
    board_format_point(p, name, sizeof name);
    return game_fail(err, WHY(GAME_ERR_NOT_PROPOSED, .pos = p),
                     "%s is not one of the proposed fifth moves", name);
}

const char *game_phase_name(GamePhase phase)
{
    static const char *const NAMES[] = {"move",   "swap-or-move", "choose-option", "propose",
                                        "choose", "over",         "declare",       "swap-or-keep"};
    return (unsigned)phase < sizeof NAMES / sizeof NAMES[0] ? NAMES[phase] : "?";
}

/* Renju - MIT licence, see LICENSE.
 *
 * A set-up position made into a game. The checks a player can read come first, in the
 * order a player would look: the counts (whose move), a five on the board, a Black
 * overline where it is a foul, Black's stone on the centre, a stone limit. Then a
 * depth-first search for an order of play: moves alternate from Black's centre stone;
 * at each step the mover tries its stones still to place that are legal there (no foul,
 * no five, no capture, the forbidden centre's second stone outside the 5x5). Black tries
 * first the stones with the most Black stones along their lines in the final position:
 * those are the ones that would be fouls if played late (a double four's crossing point,
 * a double three's). The search is bounded (SETUP_NODES). The order found is played
 * through game_apply on the caller's game, so the game layer has the last word.
 */
#include "setup.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SETUP_CAP (BOARD_MAX * BOARD_MAX)

typedef struct Search {
    const RuleSet *rs;
    Board b;
    Pos stones[2][SETUP_CAP]; /* [0]: Black's, [1]: White's, in the order tried */
    int n[2];
    bool used[2][SETUP_CAP];
    Pos order[SETUP_CAP];
    int total;
    long nodes;
    int stuck_depth; /* the deepest Black turn where no stone was legal */
    Pos stuck;
    RuleVerdict stuck_verdict;
} Search;

Stone setup_side_to_move(int black, int white)
{
    if (black == white) {
        return STONE_BLACK;
    }
    return black == white + 1 ? STONE_WHITE : STONE_EMPTY;
}

Stone setup_study_to_move(int black, int white)
{
    return white < black ? STONE_WHITE : STONE_BLACK;
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static bool
fail(SetupError *err, SetupFault kind, Pos p, const char *fmt, ...);

static bool fail(SetupError *err, SetupFault kind, Pos p, const char *fmt, ...)
{
    if (err) {
        err->kind = kind;
        err->pos = p;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* Is a stone of the side to move on p legal now (then it is played) in the search? */
static bool try_play(Search *s, Pos p)
{
    Board *b = &s->b;
    Stone mover = b->to_move;
    if (mover == STONE_BLACK && s->rs->forbidden_centre &&
        board_stones_placed(b, STONE_BLACK) == 1) {
        Pos low;
        Pos high;
        game_centre_square(b->size, GAME_CENTRE_ZONE, &low, &high);
        if (pos_x(p) >= pos_x(low) && pos_x(p) <= pos_x(high) && pos_y(p) >= pos_y(low) &&
            pos_y(p) <= pos_y(high)) {
            return false;
        }
    }
    RuleVerdict v = rules_check_move(s->rs, b, p, mover);
    if (v != VERDICT_OK) {
        if (mover == STONE_BLACK && verdict_is_foul(v) && b->ply >= s->stuck_depth) {
            s->stuck_depth = b->ply;
            s->stuck = p;
            s->stuck_verdict = v;
        }
        return false;
    }
    board_play(b, p);
    if (board_last(b)->ncaptured > 0) {
        board_undo(b);
        return false;
    }
    return true;
}

static bool search(Search *s)
{
    int ply = s->b.ply;
    if (ply == s->total) {
        return true;
    }
    int side = s->b.to_move == STONE_BLACK ? 0 : 1;
    for (int i = 0; i < s->n[side]; i++) {
        if (s->used[side][i] || ++s->nodes > SETUP_NODES) {
            continue;
        }
        Pos p = s->stones[side][i];
        if (!try_play(s, p)) {
            continue;
        }
        s->used[side][i] = true;
        s->order[ply] = p;
        if (search(s)) {
            return true;
        }
        s->used[side][i] = false;
        board_undo(&s->b);
        if (ply == 0) {
            break; /* the centre stone is the only first move */
        }
    }
    return false;
}

/* Stones of colour c along p's four lines within four points. */
static int near(const Board *b, Pos p, Stone c)
{
    int n = 0;
    for (int d = 0; d < DIR_COUNT; d++) {
        for (int side = -1; side <= 1; side += 2) {
            for (int k = 1; k <= 4; k++) {
                Pos q = (Pos)(p + side * k * DIR_OFFSET[d]);
                if (b->cells[q] == STONE_WALL) {
                    break;
                }
                n += b->cells[q] == c;
            }
        }
    }
    return n;
}

/* The order found backwards, as the quick way: the last move is a stone legal where it
 * stands with every other stone on the board, so stones come off the final position one
 * by one, the mover's each time: of Black's a legal one with the most Black stones about
 * it (the cluster thins), of White's the legal one with the fewest (the blockers stay on
 * longest, so Black's earlier stones are judged with them). Then played forwards with
 * the search's own checks (captures, the forbidden centre), which may still refuse it. */
static bool backwards(Search *s, const Board *target)
{
    Board *w = malloc(sizeof *w);
    if (!w) {
        return false;
    }
    *w = *target;
    Stone mover = s->total % 2 == 1 ? STONE_BLACK : STONE_WHITE; /* who moved last */
    bool ok = true;
    for (int ply = s->total - 1; ok && ply >= 1; ply--, mover = stone_opponent(mover)) {
        Pos best = POS_NONE;
        int best_key = 0;
        for (int y = 0; y < w->size; y++) {
            for (int x = 0; x < w->size; x++) {
                Pos q = pos_from_xy(x, y);
                if (w->cells[q] != mover || q == board_centre(w)) {
                    continue;
                }
                board_set(w, q, STONE_EMPTY);
                if (rules_check_move(s->rs, w, q, mover) == VERDICT_OK) {
                    int n = near(w, q, STONE_BLACK);
                    int key = mover == STONE_BLACK ? n : -n;
                    if (best == POS_NONE || key > best_key) {
                        best = q;
                        best_key = key;
                    }
                }
                board_set(w, q, mover);
            }
        }
        ok = best != POS_NONE;
        if (ok) {
            s->order[ply] = best;
            board_set(w, best, STONE_EMPTY);
        }
    }
    free(w);
    s->order[0] = board_centre(target);
    for (int i = 0; ok && i < s->total; i++) {
        ok = try_play(s, s->order[i]);
    }
    while (!ok && s->b.ply > 0) {
        board_undo(&s->b);
    }
    return ok;
}

/* Sorts Black's stones (after the centre, stones[0][0]) by pressure, highest first. */
static void order_black(Search *s, const Board *target)
{
    int key[SETUP_CAP];
    for (int i = 0; i < s->n[0]; i++) {
        key[i] = i == 0 ? 1000 : near(target, s->stones[0][i], STONE_BLACK);
    }
    for (int i = 1; i < s->n[0]; i++) {
        for (int j = i; j > 1 && key[j] > key[j - 1]; j--) {
            int k = key[j];
            key[j] = key[j - 1];
            key[j - 1] = k;
            Pos p = s->stones[0][j];
            s->stones[0][j] = s->stones[0][j - 1];
            s->stones[0][j - 1] = p;
        }
    }
}

/* What no side to move can play on from: a five or a Black overline that is a foul on
 * the board (the game is over), more stones than a stone limit allows. */
static bool standing_ok(const RuleSet *rs, const Board *t, SetupError *err)
{
    char a[8];
    const RuleSet *any_five = rules_get(RULE_GOMOKU);
    for (int y = 0; y < t->size; y++) {
        for (int x = 0; x < t->size; x++) {
            Pos q = pos_from_xy(x, y);
            Stone c = t->cells[q];
            if (c != STONE_BLACK && c != STONE_WHITE) {
                continue;
            }
            board_format_point(q, a, sizeof a);
            int line = rules_five_at(rs, t, q, c, NULL);
            if (line > 0) {
                if (err) {
                    err->line = line;
                }
                if (line >
                    5) { /* a six that wins (White's in renju) is no "five" (audit 31b C10) */
                    return fail(err, SETUP_FIVE, q,
                                "a line of %d stones stands on the board (%s): the game is over",
                                line, a);
                }
                return fail(err, SETUP_FIVE, q, "a five stands on the board (%s): the game is over",
                            a);
            }
            if (c == STONE_BLACK && (rs->fouls[STONE_BLACK] & FOUL_OVERLINE) &&
                rules_five_at(any_five, t, q, c, NULL) > 5) {
                if (err) {
                    err->verdict = VERDICT_OVERLINE;
                }
                return fail(err, SETUP_FOUL, q, "Black's overline through %s is a foul", a);
            }
        }
    }
    int nb = t->stones[STONE_BLACK];
    int nw = t->stones[STONE_WHITE];
    if (rs->stone_limit > 0 && (nb >= rs->stone_limit || nw > rs->stone_limit)) {
        return fail(err, SETUP_STONES, POS_NONE,
                    "more stones than the %d each side has (Black's last one ends the game)",
                    rs->stone_limit);
    }
    return true;
}

/* The checks a player reads, before any search. */
static bool check_stones(const RuleSet *rs, const Board *t, int nb, int nw, SetupError *err)
{
    char a[8];
    if (setup_side_to_move(nb, nw) == STONE_EMPTY) {
        return fail(err, SETUP_COUNTS, POS_NONE,
                    "the stones (%d black, %d white) fit no side to move: Black has as many "
                    "as White or one more",
                    nb, nw);
    }
    if (!standing_ok(rs, t, err)) {
        return false;
    }
    Pos centre = board_centre(t);
    if (nb + nw > 0 && t->cells[centre] != STONE_BLACK) {
        board_format_point(centre, a, sizeof a);
        return fail(err, SETUP_CENTRE, centre, "every game opens with a black stone on %s", a);
    }
    return true;
}

/* Could q be Black's last stone: legal on the final position without it, and (when White
 * moved last) without one of White's stones too? */
static bool could_be_last(const RuleSet *rs, Board *b, Pos q, bool white_last)
{
    board_set(b, q, STONE_EMPTY);
    bool ok = !white_last && rules_check_move(rs, b, q, STONE_BLACK) == VERDICT_OK;
    for (int y = 0; white_last && !ok && y < b->size; y++) {
        for (int x = 0; !ok && x < b->size; x++) {
            Pos w = pos_from_xy(x, y);
            if (b->cells[w] == STONE_WHITE) {
                board_set(b, w, STONE_EMPTY);
                ok = rules_check_move(rs, b, q, STONE_BLACK) == VERDICT_OK;
                board_set(b, w, STONE_WHITE);
            }
        }
    }
    board_set(b, q, STONE_BLACK);
    return ok;
}

/* A Black foul already played: no Black stone can have been Black's last move (each one
 * a foul there). Names the first such stone and its foul. */
static bool check_last_black(const RuleSet *rs, const Board *t, int nb, int nw, SetupError *err)
{
    if (rs->fouls[STONE_BLACK] == 0 || nb < 2) {
        return true;
    }
    Board *b = malloc(sizeof *b);
    if (!b) {
        return true; /* the search decides */
    }
    *b = *t;
    Pos first = POS_NONE;
    RuleVerdict v = VERDICT_OK;
    bool any = false;
    for (int y = 0; !any && y < t->size; y++) {
        for (int x = 0; !any && x < t->size; x++) {
            Pos q = pos_from_xy(x, y);
            if (t->cells[q] != STONE_BLACK || q == board_centre(t)) {
                continue;
            }
            any = could_be_last(rs, b, q, nb == nw);
            if (!any && first == POS_NONE) {
                first = q;
                board_set(b, q, STONE_EMPTY);
                v = rules_check_move(rs, b, q, STONE_BLACK);
                board_set(b, q, STONE_BLACK);
            }
        }
    }
    free(b);
    if (any || first == POS_NONE || !verdict_is_foul(v)) {
        return true;
    }
    char a[8];
    board_format_point(first, a, sizeof a);
    if (err) {
        err->verdict = v;
    }
    return fail(err, SETUP_FOUL, first, "Black's stone on %s is a foul (%s) whenever it was played",
                a, rules_verdict_name(v));
}

/* Plays the order found through the game layer; checks it gives exactly the stones. */
static bool replay(Game *g, const RuleSet *rs, const Search *s, const Board *t, SetupError *err)
{
    game_init(g, rs, OPENING_FREE);
    for (int i = 0; i < s->total; i++) {
        GameError gerr;
        if (game_over(g) || !game_play(g, s->order[i], &gerr)) {
            return fail(err, SETUP_NO_ORDER, s->order[i], "no order of legal moves reaches it");
        }
    }
    for (int y = 0; y < t->size; y++) {
        for (int x = 0; x < t->size; x++) {
            Pos q = pos_from_xy(x, y);
            if (g->board.cells[q] != t->cells[q]) {
                return fail(err, SETUP_NO_ORDER, q, "no order of legal moves reaches it");
            }
        }
    }
    return true;
}

/* The game's stones made its set-up, the side to move asked for (STONE_EMPTY: the
 * counts') given by a pass where it differs; false when the rules allow no pass there. */
static bool set_up(Game *g, Stone to_move, SetupError *err)
{
    if (to_move != STONE_EMPTY && to_move != game_to_move(g)) {
        GameError gerr;
        if (game_over(g) || !game_play(g, POS_PASS, &gerr)) {
            return fail(err, SETUP_PASS, POS_NONE,
                        "the rules allow %s no pass here: %s cannot move first",
                        to_move == STONE_BLACK ? "White" : "Black",
                        to_move == STONE_BLACK ? "Black" : "White");
        }
    }
    g->setup = g->nactions; /* placed, not played: undo, graph and mistakes stop here */
    return true;
}

/* The stones as a game from the opening (the order found played), or the reason not. */
static bool build_game(Game *g, const RuleSet *rs, const Board *stones, Stone to_move,
                       SetupError *err)
{
    if (err) {
        memset(err, 0, sizeof *err);
        err->pos = POS_NONE;
    }
    int nb = stones->stones[STONE_BLACK];
    int nw = stones->stones[STONE_WHITE];
    if (err) {
        err->black = nb;
        err->white = nw;
    }
    if (stones->size != rs->board_size) {
        return fail(err, SETUP_BOARD_SIZE, POS_NONE, "the board is %dx%d, the rule set's %dx%d",
                    stones->size, stones->size, rs->board_size, rs->board_size);
    }
    if (!check_stones(rs, stones, nb, nw, err) || !check_last_black(rs, stones, nb, nw, err)) {
        return false;
    }
    Search *s = calloc(1, sizeof *s);
    if (!s) {
        return fail(err, SETUP_NO_ORDER, POS_NONE, "out of memory");
    }
    s->rs = rs;
    board_init(&s->b, rs->board_size, rs->captures);
    Pos centre = board_centre(stones);
    s->stones[0][s->n[0]++] = centre;
    s->stuck = POS_NONE;
    s->stuck_depth = -1;
    for (int y = 0; y < stones->size; y++) {
        for (int x = 0; x < stones->size; x++) {
            Pos q = pos_from_xy(x, y);
            Stone c = stones->cells[q];
            if ((c == STONE_BLACK && q != centre) || c == STONE_WHITE) {
                int side = c == STONE_BLACK ? 0 : 1;
                s->stones[side][s->n[side]++] = q;
            }
        }
    }
    s->total = nb + nw;
    order_black(s, stones);
    bool ok = nb + nw == 0 || backwards(s, stones) || search(s);
    if (!ok) {
        /* An exhaustive search proves there is no order; a stone it found a foul
         * somewhere is no proof that it is one in every order: no stone is named. */
        fail(err, SETUP_NO_ORDER, POS_NONE, "%s",
             s->nodes <= SETUP_NODES && s->stuck != POS_NONE
                 ? "no order of legal moves reaches it: each makes a Black foul"
                 : "no order of legal moves reaches it");
    } else if (nb + nw == 0) {
        game_init(g, rs, OPENING_FREE);
    } else {
        ok = replay(g, rs, s, stones, err);
    }
    free(s);
    return ok && set_up(g, to_move, err);
}

/* A refusal a study position lifts: the stones stand, they need no order of play. */
static bool study_lifts(const SetupError *e)
{
    return e->kind == SETUP_COUNTS || e->kind == SETUP_CENTRE || e->kind == SETUP_NO_ORDER ||
           e->kind == SETUP_PASS || (e->kind == SETUP_FOUL && e->verdict != VERDICT_OVERLINE);
}

/* The stones placed as they stand (Action.placed): Black's and White's in turn, each in
 * point order, a placed pass for a side with none left, one more for the side to move. */
static bool place_study(Game *g, const RuleSet *rs, const Board *stones, Stone to_move,
                        SetupError *err)
{
    int nb = stones->stones[STONE_BLACK];
    int nw = stones->stones[STONE_WHITE];
    if (to_move == STONE_EMPTY) {
        to_move = setup_study_to_move(nb, nw);
    }
    int next[3] = {0, 0, 0}; /* by colour: the next point (in point order) to look from */
    int left[3] = {0, nb, nw};
    game_init(g, rs, OPENING_FREE);
    int cells = stones->size * stones->size;
    bool ok = true;
    while (ok && (left[STONE_BLACK] > 0 || left[STONE_WHITE] > 0 || game_to_move(g) != to_move)) {
        Stone c = game_to_move(g);
        Action a;
        memset(&a, 0, sizeof a);
        a.placed = true;
        a.kind = ACTION_PASS;
        a.pos = POS_PASS;
        if (left[c] > 0) {
            int i = next[c];
            while (stones->cells[pos_from_xy(i % stones->size, i / stones->size)] != c) {
                i++;
            }
            a.kind = ACTION_MOVE;
            a.pos = pos_from_xy(i % stones->size, i / stones->size);
            next[c] = i + 1;
            left[c]--;
        }
        ok = game_apply(g, &a, NULL) && !game_over(g);
    }
    if (!ok && game_over(g)) { /* the real reason, not "cannot stand" (audit 31b A3) */
        if (err) {
            err->over = g->reason;
        }
        return fail(err, SETUP_OVER, POS_NONE, "%s",
                    g->reason == REASON_FULL_BOARD
                        ? "the board is full: the game would be over, a draw"
                    : g->reason == REASON_NO_FIVE || g->reason == REASON_NO_FIVE_STONES
                        ? "neither side can make a five any more: the game would be over, a draw"
                        : "the game would already be over with these stones");
    }
    for (int i = 0; ok && i < cells; i++) {
        Pos q = pos_from_xy(i % stones->size, i / stones->size);
        ok = g->board.cells[q] == stones->cells[q]; /* no pair taken (Pente) */
    }
    if (!ok) {
        return fail(err, SETUP_NO_ORDER, POS_NONE, "the stones cannot stand as they are");
    }
    g->setup = g->nactions;
    return true;
}

bool setup_build(Game *g, const RuleSet *rs, const Board *stones, Stone to_move, SetupError *err)
{
    SetupError why;
    if (build_game(g, rs, stones, to_move, &why)) {
        if (err) {
            *err = why;
        }
        return true;
    }
    /* An empty board is the opening's, whoever is asked to move (SETUP_PASS). */
    bool any = board_stone_count(stones) > 0;
    if (!any || !study_lifts(&why) || !standing_ok(rs, stones, &why)) {
        if (err) {
            *err = why;
        }
        return false;
    }
    SetupError placed = why;
    placed.kind = SETUP_OK;
    placed.study = why.kind;
    if (!place_study(g, rs, stones, to_move, &placed)) {
        placed.study = SETUP_OK;
        if (err) {
            *err = placed;
        }
        return false;
    }
    if (err) {
        *err = placed;
    }
    return true;
}

/* Does the free game of rs reach exactly stones when order[0..n) is played, every move
 * legal and no game over? g holds that game then. */
static bool plays_in_order(Game *g, const RuleSet *rs, const Board *stones, const Pos *order, int n)
{
    game_init(g, rs, OPENING_FREE);
    for (int i = 0; i < n; i++) {
        if (!game_play(g, order[i], NULL) || game_over(g)) {
            return false;
        }
    }
    for (int y = 0; y < stones->size; y++) {
        for (int x = 0; x < stones->size; x++) {
            Pos q = pos_from_xy(x, y);
            if (board_at(&g->board, q) != board_at(stones, q)) {
                return false; /* a capture took a stone the position has */
            }
        }
    }
    return true;
}

bool setup_build_order(Game *g, const RuleSet *rs, const Board *stones, const Pos *order, int n,
                       Stone to_move, SetupError *err)
{
    if (order && n > 0 && stones->size == rs->board_size &&
        plays_in_order(g, rs, stones, order, n)) {
        if (err) {
            memset(err, 0, sizeof *err);
            err->pos = POS_NONE;
        }
        return set_up(g, to_move, err);
    }
    return setup_build(g, rs, stones, to_move, err);
}

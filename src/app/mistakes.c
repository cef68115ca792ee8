/* Renju - MIT licence, see LICENSE.
 *
 * The mistakes of a game (mistakes.h), and the controller's reading of them from its
 * evaluation graph (controller_mistakes): the graph's scores are Black's, the movers come
 * from replaying the game's actions; a set-up position's stones (game.h) have no mover:
 * their order is invented, none of them is a mistake. White's pick of a proposed fifth
 * move is never one: the drop it shows is the proposal's (mistakes.h).
 */
#include "mistakes.h"

#include <stdlib.h>
#include <string.h>

#include "controller.h"
#include "controller_internal.h"

int mistakes_find(const int *black_percent, const bool *known, const Stone *mover,
                  const int *outcome, const int *better, int nactions, int drop, bool *mistake)
{
    int n = 0;
    for (int i = 0; i < nactions; i++) {
        mistake[i] = false;
        if (mover[i] != STONE_BLACK && mover[i] != STONE_WHITE) {
            continue;
        }
        int end = outcome ? outcome[i] : i + 1;
        if (end <= i || end > nactions || !known[i] || !known[end]) {
            continue;
        }
        int before = black_percent[i], after = black_percent[end];
        int instead = better ? better[i] : before;
        if (instead < 0) {
            continue; /* the move played was the best one found */
        }
        if (mover[i] == STONE_WHITE) {
            before = 100 - before;
            after = 100 - after;
            instead = 100 - instead;
        }
        if (before == 0) {
            continue; /* already proven lost: the best defence is no mistake */
        }
        /* A move into a proven loss where the better one is not lost is one whatever the
         * drop: 9% -> 0% left an open three unanswered (a proof is 0, nothing else is).
         * So is one out of a proven win into no proven win (audit 32a B1: 16. i12 of a
         * game White had won by VCT, 100% -> 82%): the proof's first move kept it. */
        bool win_lost = before == 100 && after < 100;
        if (instead - after > drop || (after == 0 && instead > 0) || win_lost) {
            mistake[i] = true;
            n++;
        }
    }
    return n;
}

int controller_mistakes(const Controller *c, bool *mistake, int cap)
{
    return controller_mistakes_at(c, mistake, NULL, cap);
}

/* The marks (checked: from the checks, each against its better move) or the candidates
 * (the graph's points, each against the position before it). */
static int scan(const Controller *c, bool checked, bool *mistake, int *at, int cap);

int controller_mistakes_at(const Controller *c, bool *mistake, int *at, int cap)
{
    return scan(c, true, mistake, at, cap);
}

/* The chance, in percent, of the player to move in the position after i actions. */
static int mover_percent(const Controller *c, int i, int black_score)
{
    Board *b = malloc(sizeof *b);
    int pct = ai_win_percent(black_score);
    if (b) {
        ctl_board_after(c, i, b);
        pct = b->to_move == STONE_WHITE ? 100 - pct : pct;
    }
    free(b);
    return pct;
}

/* Is candidate i settled by the check of the position before it: its player was already
 * proven lost there, or the check found no other move better (mistakes.h)? */
static bool settled_before(const Controller *c, int i)
{
    const Action *a = &c->game.actions[i];
    Pos best = c->graph_best[i];
    return mover_percent(c, i, c->graph_score[i]) == 0 || best == POS_NONE ||
           (a->kind == ACTION_MOVE && best == a->pos);
}

int ctl_mistake_next_check(const Controller *c, bool *alt, int *total, int *checked)
{
    bool *mistake = malloc(GAME_MAX_ACTIONS * sizeof *mistake);
    int *at = malloc(GAME_MAX_ACTIONS * sizeof *at);
    int next = -1, all = 0, done = 0;
    *alt = false;
    if (mistake && at && scan(c, false, mistake, at, GAME_MAX_ACTIONS) > 0) {
        for (int i = 0; i < c->game.nactions && i < GAME_MAX_ACTIONS; i++) {
            if (!mistake[i]) {
                continue;
            }
            all++;
            int end = at[i], want = -1;
            bool want_alt = false;
            if (!c->graph_deep[i]) {
                want = i;
            } else if (settled_before(c, i)) {
                want = -1;
            } else if (!c->graph_deep[end]) {
                want = end;
            } else if (c->game.actions[i].kind == ACTION_MOVE && !c->graph_alt_known[i]) {
                want = i;
                want_alt = true;
            }
            done += want < 0;
            if (want >= 0 && next < 0) {
                next = want;
                *alt = want_alt;
            }
        }
    }
    free(mistake);
    free(at);
    if (total) {
        *total = all;
    }
    if (checked) {
        *checked = done;
    }
    return next;
}

int controller_mistake_to_check(const Controller *c, int *total, int *checked)
{
    bool alt;
    return ctl_mistake_next_check(c, &alt, total, checked);
}

/* The marked mistakes' positions (GAME_MAX_ACTIONS ints, freed by the caller): at[i],
 * where action i's drop shows (controller_mistakes_at), or -1 where it is no mistake; NULL
 * when none is marked (or out of memory). */
static int *marked_at(const Controller *c)
{
    bool *mistake = malloc(GAME_MAX_ACTIONS * sizeof *mistake);
    int *at = malloc(GAME_MAX_ACTIONS * sizeof *at);
    bool any = mistake && at && controller_mistakes_at(c, mistake, at, GAME_MAX_ACTIONS) > 0;
    for (int i = 0; any && i < GAME_MAX_ACTIONS; i++) {
        at[i] = i < c->game.nactions && mistake[i] ? at[i] : -1;
    }
    free(mistake);
    if (!any) {
        free(at);
        return NULL;
    }
    return at;
}

int controller_mistake_shown(const Controller *c, Pos *better, int *before, int *after)
{
    *better = POS_NONE;
    *before = *after = 0;
    const Game *g = &c->game;
    if (!c->graph_on || c->view < 1 || c->view > g->nactions) {
        return -1;
    }
    int *at = marked_at(c);
    int found = -1;
    for (int i = 0; at && i < g->nactions && i < GAME_MAX_ACTIONS; i++) {
        /* A proposal's also before White's pick, the row a player clicks on */
        bool proposal = i + 1 == c->view && controller_awaits_pick(c, c->view);
        if (at[i] >= 0 && (at[i] == c->view || proposal)) {
            found = i;
        }
    }
    if (found >= 0) {
        /* The mover's chance after the better move (a proposal's: before it), and after
         * the move played, where the graph shows it. */
        bool move = g->actions[found].kind == ACTION_MOVE;
        *better = c->graph_best[found];
        *before = mover_percent(c, found, move ? c->graph_alt_score[found] : c->graph_score[found]);
        *after = mover_percent(c, found, c->graph_score[at[found]]);
        if (mover_percent(c, found, c->graph_score[found]) == 100) {
            *before = 100; /* a proven win before it: the better move is the proof's first */
        }
    }
    free(at);
    return found;
}

static int scan(const Controller *c, bool checked, bool *mistake, int *at, int cap)
{
    const Game *g = &c->game;
    int n = g->nactions < cap ? g->nactions : cap;
    if (n <= 0) {
        return 0;
    }
    int *pct = malloc((size_t)(n + 1) * sizeof *pct);
    bool *trusted = malloc((size_t)(n + 1) * sizeof *trusted);
    int *better = malloc((size_t)n * sizeof *better);
    Stone *mover = malloc((size_t)n * sizeof *mover);
    int *outcome = malloc((size_t)n * sizeof *outcome);
    Board *b = malloc(sizeof *b);
    int found = 0;
    if (pct && trusted && better && mover && outcome && b) {
        board_init(b, g->rules->board_size, g->rules->captures);
        int proposal = -1; /* the proposal White's next pick settles */
        for (int i = 0; i <= n; i++) {
            pct[i] = ai_win_percent(c->graph_score[i]);
            trusted[i] = c->graph_known[i] && (!checked || c->graph_deep[i]);
            if (i == n) {
                break;
            }
            const Action *a = &g->actions[i];
            mover[i] = STONE_EMPTY;
            outcome[i] = i + 1;
            /* The better move's result: a move's own check, a proposal's the position
             * before it (its check's best fifth stone). */
            Pos best = c->graph_best[i];
            bool other = best != POS_NONE && !(a->kind == ACTION_MOVE && best == a->pos);
            better[i] = !other                      ? -1
                        : a->kind == ACTION_PROPOSE ? pct[i]
                        : c->graph_alt_known[i] && c->graph_deep[i]
                            ? ai_win_percent(c->graph_alt_score[i])
                            : -1;
            if (a->kind == ACTION_PROPOSE) {
                proposal = i; /* its proposer, the side to move, places the fifth stone */
                mover[i] = b->to_move;
                outcome[i] = -1; /* until the pick shows what it gave away */
            } else if (a->kind == ACTION_CHOOSE) {
                /* White's pick of Black's stone: the proposal is judged by its result */
                if (proposal >= 0) {
                    outcome[proposal] = i + 1;
                }
                board_play(b, a->pos);
            } else if (a->kind == ACTION_MOVE) {
                /* set-up: no mover. A record's foul is its mover's move like any other:
                 * where it threw a won game away the graph falls there, and the review
                 * marks it (its label alone did not say it cost the game). */
                mover[i] = i < g->setup ? STONE_EMPTY : b->to_move;
                board_play(b, a->pos);
            } else if (a->kind == ACTION_PASS) {
                board_pass(b);
            }
        }
        found = mistakes_find(pct, trusted, mover, outcome, checked ? better : NULL, n,
                              MISTAKE_DROP, mistake);
        for (int i = 0; at && i < n; i++) {
            at[i] = outcome[i] > i ? outcome[i] : i + 1;
        }
    } else {
        for (int i = 0; i < n; i++) {
            mistake[i] = false;
            if (at) {
                at[i] = i + 1;
            }
        }
    }
    free(pct);
    free(trusted);
    free(better);
    free(mover);
    free(outcome);
    free(b);
    return found;
}

/* The graph's requests in controller_review_run, kept to be run after the controller
 * asked. */
typedef struct Pending {
    const RuleSet *rs;
    Board board;
    AiLimits limits;
    uint64_t id;
    bool asked;
} Pending;

static void take_request(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                         uint64_t request_id)
{
    Pending *p = user;
    p->rs = rs;
    p->board = *b;
    p->limits = *limits;
    p->id = request_id;
    p->asked = true;
}

static void drop_request(void *user)
{
    Pending *p = user;
    p->asked = false;
}

bool controller_review_run(Controller *c, const Game *g, AiEngine *e, const ControllerReview *r)
{
    Pending *p = calloc(1, sizeof *p);
    if (!p) {
        return false;
    }
    ControllerOptions opt = {RULE_RENJU,   OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             AI_LEVEL_MAX, {0},          false};
    ControllerAiHooks hooks = {take_request, drop_request, p, NULL, NULL, NULL};
    controller_init(c, &opt, &hooks);
    c->graph_nodes = r->nodes;
    c->check_nodes = r->check_nodes;
    controller_set_game(c, g);
    controller_graph(c, true);
    while (p->asked && c->ai_purpose == AI_FOR_GRAPH) {
        AiLimits lim = p->limits; /* the window's worker searches these */
        if (!c->graph_pending_deep && r->time_ms > 0) {
            lim.time_ms = r->time_ms;
            lim.max_nodes = 0;
        }
        p->asked = false;
        AiInfo info;
        ai_search(e, p->rs, &p->board, &lim, NULL, NULL, NULL, &info);
        controller_ai_result(c, p->id, &info);
    }
    memset(&c->ai, 0, sizeof c->ai); /* p goes: nothing more is asked */
    free(p);
    return true;
}

int controller_mistake_step(const Controller *c, int dir)
{
    int *at = c->graph_on && dir != 0 ? marked_at(c) : NULL;
    int found = -1;
    for (int i = 0; at && i < c->game.nactions && i < GAME_MAX_ACTIONS; i++) {
        if (at[i] < 0) {
            continue;
        }
        if (dir > 0 && at[i] > c->view && (found < 0 || at[i] < found)) {
            found = at[i];
        } else if (dir < 0 && at[i] < c->view && at[i] > found) {
            found = at[i];
        }
    }
    free(at);
    return found;
}

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

#include "controller.h"
#include "controller_internal.h"

int mistakes_find(const int *black_percent, const bool *known, const Stone *mover,
                  const int *outcome, int nactions, int drop, bool *mistake)
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
        if (mover[i] == STONE_WHITE) {
            before = 100 - before;
            after = 100 - after;
        }
        /* A move into a proven loss from a position not proven lost is one whatever the
         * drop: 9% -> 0% left an open three unanswered (a proof is 0, nothing else is). */
        if (before - after > drop || (after == 0 && before > 0)) {
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

/* The drops of the points where trusted[i] (a candidate with the graph's known, a mark
 * with its checked ones). */
static int scan(const Controller *c, const bool *trusted, bool *mistake, int *at, int cap);

int controller_mistakes_at(const Controller *c, bool *mistake, int *at, int cap)
{
    bool *checked = malloc((GAME_MAX_ACTIONS + 1) * sizeof *checked);
    if (!checked) {
        for (int i = 0; i < cap && i < c->game.nactions; i++) {
            mistake[i] = false;
        }
        return 0;
    }
    for (int i = 0; i <= GAME_MAX_ACTIONS; i++) {
        checked[i] = c->graph_known[i] && c->graph_deep[i];
    }
    int n = scan(c, checked, mistake, at, cap);
    free(checked);
    return n;
}

int controller_mistake_to_check(const Controller *c, int *total, int *checked)
{
    bool *mistake = malloc(GAME_MAX_ACTIONS * sizeof *mistake);
    int *at = malloc(GAME_MAX_ACTIONS * sizeof *at);
    int next = -1, all = 0, done = 0;
    if (mistake && at && scan(c, c->graph_known, mistake, at, GAME_MAX_ACTIONS) > 0) {
        for (int i = 0; i < c->game.nactions && i < GAME_MAX_ACTIONS; i++) {
            if (!mistake[i]) {
                continue;
            }
            all++;
            int end = at[i];
            if (c->graph_deep[i] && c->graph_deep[end]) {
                done++;
            } else if (next < 0) {
                next = c->graph_deep[i] ? end : i;
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

int controller_mistake_shown(const Controller *c, Pos *better, int *before, int *after)
{
    *better = POS_NONE;
    *before = *after = 0;
    const Game *g = &c->game;
    if (!c->graph_on || c->view < 1 || c->view > g->nactions) {
        return -1;
    }
    bool *mistake = malloc(GAME_MAX_ACTIONS * sizeof *mistake);
    int *at = malloc(GAME_MAX_ACTIONS * sizeof *at);
    int found = -1;
    if (mistake && at && controller_mistakes_at(c, mistake, at, GAME_MAX_ACTIONS) > 0) {
        for (int i = 0; i < g->nactions && i < GAME_MAX_ACTIONS; i++) {
            /* A proposal's also before White's pick, the row a player clicks on */
            bool proposal = i + 1 == c->view && controller_awaits_pick(c, c->view);
            if (mistake[i] && (at[i] == c->view || proposal)) {
                found = i;
            }
        }
    }
    if (found >= 0 && g->actions[found].kind == ACTION_MOVE &&
        c->graph_best[found] != g->actions[found].pos) {
        *better = c->graph_best[found];
    }
    Board *b = found >= 0 ? malloc(sizeof *b) : NULL;
    if (b) {
        ctl_board_after(c, found, b);
        bool white = b->to_move == STONE_WHITE;
        *before = ai_win_percent(c->graph_score[found]);
        *after = ai_win_percent(c->graph_score[at[found]]);
        if (white) {
            *before = 100 - *before;
            *after = 100 - *after;
        }
        free(b);
    }
    free(mistake);
    free(at);
    return found;
}

static int scan(const Controller *c, const bool *trusted, bool *mistake, int *at, int cap)
{
    const Game *g = &c->game;
    int n = g->nactions < cap ? g->nactions : cap;
    if (n <= 0) {
        return 0;
    }
    int *pct = malloc((size_t)(n + 1) * sizeof *pct);
    Stone *mover = malloc((size_t)n * sizeof *mover);
    int *outcome = malloc((size_t)n * sizeof *outcome);
    Board *b = malloc(sizeof *b);
    int found = 0;
    if (pct && mover && outcome && b) {
        board_init(b, g->rules->board_size, g->rules->captures);
        int proposal = -1; /* the proposal White's next pick settles */
        for (int i = 0; i <= n; i++) {
            pct[i] = ai_win_percent(c->graph_score[i]);
            if (i == n) {
                break;
            }
            const Action *a = &g->actions[i];
            mover[i] = STONE_EMPTY;
            outcome[i] = i + 1;
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
        found = mistakes_find(pct, trusted, mover, outcome, n, MISTAKE_DROP, mistake);
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
    free(mover);
    free(outcome);
    free(b);
    return found;
}

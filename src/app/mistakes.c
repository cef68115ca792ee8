/* Renju - MIT licence, see LICENSE.
 *
 * The mistakes of a game (mistakes.h), and the controller's reading of them from its
 * evaluation graph (controller_mistakes): the graph's scores are Black's, the movers come
 * from replaying the game's actions; a set-up position's stones (game.h) have no mover:
 * their order is invented, none of them is a mistake.
 */
#include "mistakes.h"

#include <stdlib.h>

#include "controller.h"

int mistakes_find(const int *black_percent, const bool *known, const Stone *mover, int nactions,
                  int drop, bool *mistake)
{
    int n = 0;
    for (int i = 0; i < nactions; i++) {
        mistake[i] = false;
        if (mover[i] != STONE_BLACK && mover[i] != STONE_WHITE) {
            continue;
        }
        if (!known[i] || !known[i + 1]) {
            continue;
        }
        int before = black_percent[i], after = black_percent[i + 1];
        if (mover[i] == STONE_WHITE) {
            before = 100 - before;
            after = 100 - after;
        }
        if (before - after > drop) {
            mistake[i] = true;
            n++;
        }
    }
    return n;
}

int controller_mistakes(const Controller *c, bool *mistake, int cap)
{
    const Game *g = &c->game;
    int n = g->nactions < cap ? g->nactions : cap;
    if (n <= 0) {
        return 0;
    }
    int *pct = malloc((size_t)(n + 1) * sizeof *pct);
    Stone *mover = malloc((size_t)n * sizeof *mover);
    Board *b = malloc(sizeof *b);
    int found = 0;
    if (pct && mover && b) {
        board_init(b, g->rules->board_size, g->rules->captures);
        for (int i = 0; i <= n; i++) {
            pct[i] = ai_win_percent(c->graph_score[i]);
            if (i == n) {
                break;
            }
            const Action *a = &g->actions[i];
            mover[i] = STONE_EMPTY;
            if (a->kind == ACTION_MOVE || a->kind == ACTION_CHOOSE) {
                /* set-up: no mover; a record's foul: its label says what it was */
                mover[i] = i < g->setup || a->foul ? STONE_EMPTY : b->to_move;
                board_play(b, a->pos);
            } else if (a->kind == ACTION_PASS) {
                board_pass(b);
            }
        }
        found = mistakes_find(pct, c->graph_known, mover, n, MISTAKE_DROP, mistake);
    } else {
        for (int i = 0; i < n; i++) {
            mistake[i] = false;
        }
    }
    free(pct);
    free(mover);
    free(b);
    return found;
}

/* Renju - MIT licence, see LICENSE.
 *
 * Turning a game (see symmetry.h): points through game_symmetry_on, the game replayed on
 * a scratch copy so that a refusal leaves it as it was.
 */
#include "symmetry.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

BoardTurn symmetry_inverse(BoardTurn t)
{
    return t == TURN_CLOCKWISE ? TURN_ANTICLOCKWISE : t == TURN_ANTICLOCKWISE ? TURN_CLOCKWISE : t;
}

BoardTurn symmetry_compose(BoardTurn first, BoardTurn then)
{
    /* A point off every axis and diagonal tells the eight turns apart. */
    enum { SIZE = 15 };
    Pos p = pos_from_xy(SIZE / 2 + 1, SIZE / 2 + 2);
    Pos q = symmetry_point(SIZE, then, symmetry_point(SIZE, first, p));
    for (int t = 0; t < TURN_COUNT; t++) {
        if (symmetry_point(SIZE, (BoardTurn)t, p) == q) {
            return (BoardTurn)t;
        }
    }
    return TURN_NONE; /* not reached: the turns are a group */
}

bool symmetry_board_ok(int size) { return size % 2 == 1 && size >= 5 && size <= BOARD_MAX; }

Pos symmetry_point(int size, BoardTurn t, Pos p)
{
    if (p == POS_NONE || p == POS_PASS) {
        return p;
    }
    return game_symmetry_on(size, (int)t & 7, p);
}

void symmetry_action(int size, BoardTurn t, Action *a)
{
    if (a->kind == ACTION_MOVE || a->kind == ACTION_CHOOSE) {
        a->pos = symmetry_point(size, t, a->pos);
    }
    for (int i = 0; i < a->nproposals && i < GAME_PROPOSALS; i++) {
        a->proposals[i] = symmetry_point(size, t, a->proposals[i]);
    }
}

bool symmetry_game(Game *g, BoardTurn t, GameError *err)
{
    int size = g->board.size;
    if (!symmetry_board_ok(size)) {
        if (err) {
            memset(err, 0, sizeof *err);
            snprintf(err->msg, sizeof err->msg,
                     "a %dx%d board has no centre point to turn the game about", size, size);
        }
        return false;
    }
    Game *out = malloc(sizeof *out);
    if (!out) {
        if (err) {
            memset(err, 0, sizeof *err);
            snprintf(err->msg, sizeof err->msg, "out of memory");
        }
        return false;
    }
    game_init(out, g->rules, g->opening);
    for (int i = 0; i < g->nactions; i++) {
        Action a = g->actions[i];
        symmetry_action(size, t, &a);
        if (!game_apply(out, &a, err)) {
            free(out);
            return false;
        }
    }
    out->setup = g->setup;
    out->nredo = g->nredo;
    for (int i = 0; i < g->nredo; i++) {
        out->redo[i] = g->redo[i];
        symmetry_action(size, t, &out->redo[i]);
    }
    memcpy(g, out, sizeof *g);
    free(out);
    return true;
}

void symmetry_review(Review *r, BoardTurn t)
{
    int size = r->rules->board_size;
    for (int i = 1; i < r->count; i++) {
        symmetry_action(size, t, &r->nodes[i].action);
    }
}

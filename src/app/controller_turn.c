/* Renju - MIT licence, see LICENSE.
 *
 * Turning the game on the board (controller_turn, controller.h): the game through
 * symmetry_game, then whatever else the controller keeps by point (a person's proposal
 * marks and those undo took back, the cursor, the hint, the analysis' marks, the message's
 * point, the graph's positions), so the shown move, the clocks, the seats, the result and
 * the graph stay. A search of the old orientation is dropped and asked again of the new
 * one.
 */
#include "controller_internal.h"

#include <stdlib.h>

static void turn_points(int size, BoardTurn t, Pos *pts, int n)
{
    for (int i = 0; i < n; i++) {
        pts[i] = symmetry_point(size, t, pts[i]);
    }
}

/* The graph's known points now belong to the turned positions: a turned position is
 * worth what it was, its best move turned with it. */
static void turn_graph(Controller *c, int size, BoardTurn t)
{
    const Game *g = &c->game;
    Board *b = malloc(sizeof *b);
    if (!b) {
        return; /* ctl_graph_check then forgets the points */
    }
    board_init(b, g->rules->board_size, g->rules->captures);
    for (int i = 0; i <= g->nactions; i++) {
        if (c->graph_known[i]) {
            c->graph_hash[i] = b->hash;
            c->graph_best[i] = symmetry_point(size, t, c->graph_best[i]);
        }
        if (i < g->nactions) {
            ctl_board_step(b, &g->actions[i]);
        }
    }
    free(b);
}

bool controller_turn(Controller *c, BoardTurn t, GameError *err)
{
    int size = c->game.board.size;
    if (!symmetry_game(&c->game, t, err)) {
        return false;
    }
    turn_points(size, t, c->proposals, c->nproposals);
    turn_points(size, t, c->mark_redo, c->nmark_redo);
    /* The analysis' marks (controller_mark) go with their points, as the board's letters
     * do; ctl_refresh would take them for another position's. */
    AiRootFilter marks = {0};
    if (ai_filter_on(&c->marks) && c->marks_hash == c->board.hash) {
        marks = c->marks;
        turn_points(size, t, marks.only, marks.nonly);
        turn_points(size, t, marks.never, marks.nnever);
    }
    c->cursor = symmetry_point(size, t, c->cursor);
    c->hint = symmetry_point(size, t, c->hint);
    turn_graph(c, size, t);
    /* The searches of the old orientation: the computer's move, its opening decision,
     * a hint, the analysis and the graph are asked again of the turned position; a draw
     * offer's judgement goes on, as its score is the same. */
    AiPurpose was = c->ai_purpose;
    if (was != AI_IDLE && was != AI_FOR_DRAW) {
        ctl_cancel_ai(c);
    }
    /* The message stays with its point turned; a foul's explanation is asked again. */
    CtlMessage msg = c->msg;
    Pos msg_pos = symmetry_point(size, t, c->msg_pos);
    Pos msg_pos2 = symmetry_point(size, t, c->msg_pos2);
    int msg_n = c->msg_n;
    ctl_refresh(c);
    if (ai_filter_on(&marks)) {
        c->marks = marks;
        c->marks_hash = c->board.hash;
    }
    if (msg == CTL_MSG_FORBIDDEN) {
        ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    } else if (msg != CTL_MSG_NONE) {
        int nsounds = c->nsounds;
        ctl_set_msg(c, msg, msg_pos); /* its state is the turned one now */
        c->nsounds = nsounds;         /* said before: no second sound */
        c->msg_pos2 = msg_pos2;
        c->msg_n = msg_n;
    }
    if (was == AI_FOR_HINT) {
        ctl_start_ai(c, AI_FOR_HINT);
    }
    controller_update(c);
    return true;
}

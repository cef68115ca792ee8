/* Renju - MIT licence, see LICENSE.
 *
 * The library view (controller.h): the opening library's continuations of the shown
 * position, found however its stones came (library_find: transpositions, a turned or
 * mirrored board) and each judged as a click there would be: played (on the live
 * position, controller_can_play; on an earlier one, where another line may start, as the
 * game there judges the move: the opening's zone), a foul of the side to move under the
 * game's rules (judged here, so a finished game browsed shows its fouls too), or only
 * shown. It reads; it never plays, asks the engine or changes the game.
 */
#include <stdlib.h>

#include "controller_internal.h"

void controller_set_library(Controller *c, const Library *lib) { c->library = lib; }

void controller_library_view(Controller *c, bool on) { c->library_on = on; }

/* Would a click on the earlier position shown start another line there (session_click)?
 * Then the game there, to judge each point as the click would be (the opening's zone).
 * Not while a network game is played (one line); once it has ended, yes, as in a local
 * game (the window then leaves the connection). */
static bool branch_here(const Controller *c)
{
    return !controller_on_clock(c) && !c->paused && !controller_net_one_line(c) &&
           c->view >= c->game.setup && controller_player_seat(c, c->game.actor[c->view]) != SEAT_AI;
}

/* at: the game at the earlier position shown when another line may start there, else
 * NULL (a mark there is only shown). */
static CtlLibKind kind_of(const Controller *c, const Game *at, Pos p)
{
    const Board *b = &c->board;
    if (rules_is_forbidden(c->game.rules, b, p, b->to_move)) {
        return CTL_LIB_FOUL;
    }
    if (controller_is_live(c)) {
        return controller_can_play(c, p) ? CTL_LIB_PLAY : CTL_LIB_SHOWN;
    }
    return at && game_move_is_legal(at, p, NULL) ? CTL_LIB_PLAY : CTL_LIB_SHOWN;
}

/* The game at the earlier position shown when another line may start there (heap), else
 * NULL. */
static Game *game_here(const Controller *c)
{
    Game *at = NULL;
    if (!controller_is_live(c) && branch_here(c)) {
        at = malloc(sizeof *at);
        if (at && !controller_game_prefix(&c->game, c->view, at)) {
            free(at);
            at = NULL;
        }
    }
    return at;
}

void controller_judge_marks(const Controller *c, const Pos *p, int n, CtlLibKind *kinds)
{
    Game *at = n > 0 ? game_here(c) : NULL;
    for (int i = 0; i < n; i++) {
        kinds[i] = kind_of(c, at, p[i]);
    }
    free(at);
}

bool controller_library_shown(const Controller *c, CtlLibView *out)
{
    if (!c->library_on || !c->library || controller_position_hidden(c) || controller_no_help(c)) {
        return false; /* none shown; nor in a tournament game while it runs (audit 32b, B1) */
    }
    /* Held back during a network game, and from its set-up on (controller_network_setup). */
    out->network = controller_net_one_line(c) || c->net_setup;
    if (out->network) {
        out->in_library = out->other_board = false;
        out->comment[0] = '\0';
        out->n = 0;
        return true;
    }
    LibraryMove moves[LIBRARY_SIZE * LIBRARY_SIZE];
    out->other_board = c->board.size != LIBRARY_SIZE;
    const char *comment = "";
    BoardTurn turn = TURN_NONE;
    out->in_library = library_position(c->library, &c->board, &comment, &turn);
    library_comment_turned(comment, turn, out->comment, sizeof out->comment);
    out->n = library_find(c->library, &c->board, moves, LIBRARY_SIZE * LIBRARY_SIZE);
    Game *at = out->n > 0 ? game_here(c) : NULL;
    for (int i = 0; i < out->n; i++) {
        out->marks[i].move = moves[i];
        out->marks[i].kind = kind_of(c, at, moves[i].pos);
    }
    free(at);
    return true;
}

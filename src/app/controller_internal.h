/* Renju - MIT licence, see LICENSE.
 *
 * What controller.c, controller_opening.c and controller_study.c share and nothing
 * outside them sees: messages and refusals, the AI request, the shown board, the common
 * tail of every change, a person's action, and the hooks each part adds to the state
 * machine.
 */
#ifndef RENJU_CONTROLLER_INTERNAL_H
#define RENJU_CONTROLLER_INTERNAL_H

#include "controller.h"

/* controller.c */
/* Sets the message m about point p (a refusal also asks for its sound). */
void ctl_set_msg(Controller *c, CtlMessage m, Pos p);
/* The message for the game's refusal err: each kind its own message. */
void ctl_refuse(Controller *c, const GameError *err);
/* Drops the outstanding AI request, if any: its answer will be stale. */
void ctl_cancel_ai(Controller *c);
/* Sends a request for position b (the live board for moves and hints). */
void ctl_start_ai_on(Controller *c, AiPurpose purpose, const Board *b);
void ctl_start_ai(Controller *c, AiPurpose purpose);
/* Sends one request for b with lim: the analysis asks for the N-best view's moves, every
 * other request for one; a move's request is timed for the pace. */
void ctl_send_request(Controller *c, AiPurpose purpose, const Board *b, const AiLimits *lim);
/* Plays action a on b when it places a stone or passes (other actions leave b alone). */
void ctl_board_step(Board *b, const Action *a);
/* The board after the first n actions of the game (captures included). */
void ctl_board_after(const Controller *c, int n, Board *out);
/* Rebuilds the shown board from the first `view` actions and its forbidden map. */
void ctl_refresh(Controller *c);
/* Common tail of every change of the game. */
void ctl_changed(Controller *c);
/* Is it the AI's turn to act (so a person's action waits)? */
bool ctl_ai_to_act(const Controller *c);
/* While an earlier position is shown, refuses an action on the game: says to go to the
 * last move first (CTL_MSG_GO_LIVE) and returns true. */
bool ctl_browsing_refuses(Controller *c);
/* The checks every decision of a person shares: not paused, the live position shown,
 * their turn (not the AI's). */
bool ctl_person_acts(Controller *c);
/* The message for a person who acts while the other seat is to: the computer, or the
 * opponent over the network. */
CtlMessage ctl_wait_message(const Controller *c);
/* Applies a person's action a (anything but a stone), setting the message on refusal. */
bool ctl_person_apply(Controller *c, const Action *a);

/* controller_opening.c */
/* The AI's opening decision: the next evaluation goes to the worker as a search request;
 * once all are in, the decision is applied. */
void ctl_opening_step(Controller *c);
/* Black's player clicks p while proposing: a mark on p is removed, else p is marked when
 * game_proposal_ok allows it. */
bool ctl_mark_proposal(Controller *c, Pos p);
/* White's player clicks p while picking Black's fifth move. */
bool ctl_pick_proposal(Controller *c, Pos p);

/* controller_study.c */
/* Forgets the graph points whose position is no longer the game's position of that
 * number (after undo, a new game, a load or a branch). */
void ctl_graph_check(Controller *c);
/* The next check a candidate mistake waits for (mistakes.c): the position after that many
 * actions, or with *alt the better move of that action; -1: none (*total, *checked as
 * controller_mistake_to_check's). */
/* The hint of an opening decision (controller_opening.c): started, and each of its
 * evaluations taken back. */
void ctl_hint_opening(Controller *c);
void ctl_hint_opening_result(Controller *c, const AiInfo *info);
int ctl_mistake_next_check(const Controller *c, bool *alt, int *total, int *checked);
/* Starts the analysis of the shown position, or the next missing graph point, when the AI
 * has nothing more urgent to do. */
void ctl_start_study(Controller *c);
/* Takes the answer of an analysis, graph or hint request (true), or leaves it (false). */
bool ctl_study_result(Controller *c, AiPurpose purpose, const AiInfo *info);
/* The hint of the live position follows its analysis once that is as deep or done. */
void ctl_hint_follow(Controller *c);
/* A network game under way, or being set up (net_setup), shows neither player the
 * engine's views: the analysis (and its best moves), the graph (and its mistakes) are
 * switched off, their searches stopped, and given back once the game is over or no longer
 * over the network. */
void ctl_network_views(Controller *c);
/* Puts the analysis search's report info on the screen (now: analysis_shown_at); the
 * hint follows. */
void ctl_analysis_show(Controller *c, const AiInfo *info);

#endif

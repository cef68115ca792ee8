/* Renju - MIT licence, see LICENSE.
 *
 * The opening in the window (controller.h): a person's decisions (swaps, branches,
 * declarations, two more, keep), proposals marked one click at a time and sent
 * together, White's pick among them, their letters; the computer's opening decisions,
 * one evaluation per worker request (ai_opening.h).
 */
#include "controller_internal.h"

#include <string.h>

/* The AI's opening decision: the next evaluation goes to the worker as a search
 * request; once all are in, the decision is applied. */
void ctl_opening_step(Controller *c)
{
    Board b;
    AiLimits lim;
    if (ai_opening_next(&c->plan, &c->game, &b, &lim)) {
        ctl_send_request(c, AI_FOR_OPENING, &b, &lim);
        return;
    }
    c->ai_purpose = AI_IDLE;
    Action a;
    ai_opening_choose(&c->plan, &c->game, &a);
    GameError err;
    if (!controller_room(c, &c->game, &a)) {
        controller_hold(c); /* the record is full: asked again only once resumed */
        ctl_set_msg(c, CTL_MSG_RECORD_FULL, POS_NONE);
        return;
    }
    if (!game_apply(&c->game, &a, &err)) {
        /* ai_opening_choose promises a legal action; if one is refused, say why and
         * leave the decision to undo or a new game rather than loop. */
        ctl_refresh(c);
        ctl_refuse(c, &err);
        return;
    }
    ctl_changed(c);
}

/* The opening hint's next evaluation to the worker, or, all in, its decision said (a
 * stone or White's pick also marked on the board as a hint). */
static void hint_opening_step(Controller *c)
{
    Board b;
    AiLimits lim;
    if (ai_opening_next(&c->hint_plan, &c->game, &b, &lim)) {
        ctl_send_request(c, AI_FOR_HINT, &b, &lim);
        return;
    }
    c->hint_opening = false;
    ai_opening_choose(&c->hint_plan, &c->game, &c->hint_decision);
    if (!ai_opening_worth(&c->hint_plan, &c->game, &c->hint_decision, &c->hint_worth,
                          &c->hint_colour)) {
        c->hint_worth = 0;
        c->hint_colour = game_to_move(&c->game);
    }
    c->hint_decided = true;
    ActionKind k = c->hint_decision.kind;
    c->hint = k == ACTION_MOVE || k == ACTION_CHOOSE ? c->hint_decision.pos : POS_NONE;
    c->hint_score = 0;
    c->hint_depth = 0;
    c->hint_overridden = false;
    ctl_set_msg(c, CTL_MSG_HINT_DECISION, c->hint);
}

void ctl_hint_opening(Controller *c)
{
    ctl_cancel_ai(c); /* an analysis or the graph goes on afterwards */
    AiLimits lim;
    /* The strongest level's plan (its width and depth, no noise), within the hint's time
     * for the whole decision. */
    ai_limits_for_level(AI_LEVEL_MAX, c->seed, &lim);
    lim.time_ms = CTL_HINT_MS;
    /* The same decision on every press (audit 31b C11: g7, then h7, for one position, the
     * analysis' table between them): a node budget, as the hint's move has, and each
     * evaluation a verified one (AiLimits.verify: from an empty table, as a review's). */
    lim.max_nodes = CTL_HINT_NODES;
    lim.verify = true;
    lim.threads = 1;
    ai_opening_plan(&c->hint_plan, &c->game, &lim);
    c->hint = POS_NONE;
    c->hint_opening = true;
    c->hint_decided = false;
    c->hint_ply = c->game.nactions;
    c->hint_hash = c->game.board.hash;
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    hint_opening_step(c);
}

void ctl_hint_opening_result(Controller *c, const AiInfo *info)
{
    if (c->hint_ply != c->game.nactions || c->hint_hash != c->game.board.hash) {
        c->hint_opening = false; /* its decision is gone */
        controller_update(c);
        return;
    }
    ai_opening_feed(&c->hint_plan, info);
    hint_opening_step(c);
    if (!c->hint_opening) {
        controller_update(c); /* an analysis or the graph the hint interrupted goes on */
    }
}

char controller_proposal_letter(int n)
{
    return n >= 1 && n <= GAME_PROPOSALS ? (char)('A' + n - 1) : '?';
}

bool controller_swap_shown(const Controller *c, Stone *first_colour)
{
    const Game *g = &c->game;
    if (c->view < 1 || c->view > g->nactions || g->actions[c->view - 1].kind != ACTION_SWAP) {
        return false;
    }
    Stone first = STONE_BLACK; /* only a swap moves the colours between the players */
    for (int i = 0; i < c->view; i++) {
        if (g->actions[i].kind == ACTION_SWAP) {
            first = stone_opponent(first);
        }
    }
    if (first_colour) {
        *first_colour = first;
    }
    return true;
}

int controller_proposal_number(const Controller *c, Pos p)
{
    const Game *g = &c->game;
    if (!controller_is_live(c)) {
        return 0;
    }
    if (g->phase == PHASE_PROPOSE) {
        for (int i = 0; i < c->nproposals; i++) {
            if (c->proposals[i] == p) {
                return i + 1;
            }
        }
    } else if (g->phase == PHASE_CHOOSE) {
        for (int i = 0; i < g->nproposals; i++) {
            if (g->proposals[i] == p) {
                return i + 1;
            }
        }
    }
    return 0;
}

/* Black's player clicks p while proposing: a mark on p is removed, else p is marked when
 * game_proposal_ok allows it. */
bool ctl_mark_proposal(Controller *c, Pos p)
{
    for (int i = 0; i < c->nproposals; i++) {
        if (c->proposals[i] == p) {
            memmove(&c->proposals[i], &c->proposals[i + 1],
                    (size_t)(c->nproposals - i - 1) * sizeof c->proposals[0]);
            c->nproposals--;
            c->nmark_redo = 0; /* a change of its own: what undo took back is gone */
            ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
            return true;
        }
    }
    GameError err;
    if (!game_proposal_ok(&c->game, c->proposals, c->nproposals, p, &err)) {
        ctl_refuse(c, &err);
        return false;
    }
    c->proposals[c->nproposals++] = p;
    c->nmark_redo = 0;
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    return true;
}

bool controller_restore_proposals(Controller *c, const Pos *marks, int n)
{
    c->nproposals = 0;
    c->nmark_redo = 0;
    for (int i = 0; i < n && i < GAME_PROPOSALS; i++) {
        if (!game_proposal_ok(&c->game, c->proposals, c->nproposals, marks[i], NULL)) {
            return false;
        }
        c->proposals[c->nproposals++] = marks[i];
    }
    return true;
}

void controller_restore_mark_redo(Controller *c, const Pos *marks, int n, int after)
{
    c->nmark_redo = 0;
    if (n <= 0 || n > GAME_PROPOSALS || after < 0 || after > c->game.nredo) {
        return;
    }
    for (int i = 0; i < n; i++) {
        c->mark_redo[n - 1 - i] = marks[i]; /* the next redo's last */
    }
    c->nmark_redo = n;
    c->mark_redo_at = c->game.nredo - after;
}

int controller_mark_redo(const Controller *c, Pos *marks, int *after)
{
    int n = c->nmark_redo;
    *after = c->game.nredo - c->mark_redo_at;
    if (n <= 0 || n > GAME_PROPOSALS || *after < 0) {
        *after = 0;
        return 0;
    }
    for (int i = 0; i < n; i++) {
        marks[i] = c->mark_redo[n - 1 - i];
    }
    return n;
}

/* White's player clicks p while picking Black's fifth move. */
bool ctl_pick_proposal(Controller *c, Pos p)
{
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_CHOOSE;
    a.pos = p;
    return ctl_person_apply(c, &a);
}

bool controller_confirm_proposals(Controller *c)
{
    if (!ctl_person_acts(c)) {
        return false;
    }
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_PROPOSE;
    a.nproposals = c->nproposals;
    memcpy(a.proposals, c->proposals, sizeof a.proposals);
    return ctl_person_apply(c, &a);
}

bool controller_decide(Controller *c, ActionKind kind)
{
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = kind;
    a.pos = POS_NONE;
    return ctl_person_acts(c) && ctl_person_apply(c, &a);
}

bool controller_declare(Controller *c, int n)
{
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_DECLARE;
    a.pos = POS_NONE;
    a.count = n;
    return ctl_person_acts(c) && ctl_person_apply(c, &a);
}

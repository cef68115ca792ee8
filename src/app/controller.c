/* Renju - MIT licence, see LICENSE.
 *
 * The window's state machine (see controller.h). Every change of the game goes through
 * one of the public entry points, which end in ctl_refresh(): the shown board, the forbidden
 * map and the AI request are then brought up to date in one place.
 */
#include "controller_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mistakes.h"

/* Asks the window for a sound (dropped when the window has not taken the last ones). */
static void sound(Controller *c, CtlSound s)
{
    if (c->nsounds < CTL_SOUND_QUEUE) {
        c->sounds[c->nsounds++] = s;
    }
}

/* The state a message belongs to: the game, the position shown and the marks. */
static uint64_t state_stamp(const Controller *c)
{
    uint64_t h = c->board.hash;
    const uint64_t parts[] = {c->generation, (uint64_t)c->game.nactions, (uint64_t)c->view,
                              (uint64_t)c->nproposals};
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        h = (h ^ parts[i]) * 0x100000001B3ULL;
    }
    return h;
}

void ctl_set_msg(Controller *c, CtlMessage m, Pos p)
{
    if (m != CTL_MSG_NONE && m != CTL_MSG_HINT && m != CTL_MSG_HINT_DECISION &&
        m != CTL_MSG_MOVE_MARKED && m != CTL_MSG_MOVE_UNMARKED && m != CTL_MSG_CLAIM_DROPPED) {
        sound(c, CTL_SOUND_REFUSED);
    }
    c->msg = m;
    c->msg_pos = p;
    c->msg_pos2 = POS_NONE;
    c->msg_n = c->msg_n2 = 0;
    c->msg_state = state_stamp(c);
}

void controller_say(Controller *c, CtlMessage m, int n)
{
    ctl_set_msg(c, m, POS_NONE);
    c->msg_n = n;
}

/* The message for the game's refusal err: each kind its own message, so the window says
 * the game's reason in its language. */
void ctl_refuse(Controller *c, const GameError *err)
{
    const Game *g = &c->game;
    switch (err->kind) {
    case GAME_ERR_OVER: ctl_set_msg(c, CTL_MSG_GAME_OVER, POS_NONE); return;
    case GAME_ERR_TOO_LONG: ctl_set_msg(c, CTL_MSG_TOO_LONG, POS_NONE); return;
    case GAME_ERR_OCCUPIED: ctl_set_msg(c, CTL_MSG_OCCUPIED, err->pos); return;
    case GAME_ERR_CENTRE_FIRST: ctl_set_msg(c, CTL_MSG_CENTRE_FIRST, err->pos); return;
    case GAME_ERR_OUTSIDE_ZONE:
        ctl_set_msg(c, CTL_MSG_OUTSIDE_ZONE, err->pos);
        c->msg_n = err->number;
        return;
    case GAME_ERR_NO_STONES: ctl_set_msg(c, CTL_MSG_NO_STONES, err->pos); return;
    case GAME_ERR_CENTRE_CLOSED: ctl_set_msg(c, CTL_MSG_CENTRE_CLOSED, err->pos); return;
    case GAME_ERR_FORBIDDEN:
        ctl_set_msg(c, CTL_MSG_FORBIDDEN, err->pos);
        rules_explain(g->rules, &g->board, err->pos, err->colour, &c->explain);
        return;
    case GAME_ERR_DECIDE_FIRST: ctl_set_msg(c, CTL_MSG_DECIDE_FIRST, POS_NONE); return;
    case GAME_ERR_PROPOSALS_FULL:
        ctl_set_msg(c, CTL_MSG_PROPOSALS_FULL, err->pos);
        c->msg_n = err->number;
        return;
    case GAME_ERR_PROPOSAL_COUNT:
        ctl_set_msg(c, CTL_MSG_PROPOSALS_SHORT, POS_NONE);
        c->msg_n = err->number;
        return;
    case GAME_ERR_SYMMETRIC:
        ctl_set_msg(c, CTL_MSG_SYMMETRIC, err->pos);
        c->msg_pos2 = err->pos2;
        return;
    case GAME_ERR_NOT_PROPOSED: ctl_set_msg(c, CTL_MSG_NOT_PROPOSED, err->pos); return;
    case GAME_ERR_PROPOSED_TWICE: ctl_set_msg(c, CTL_MSG_PROPOSED_TWICE, err->pos); return;
    case GAME_ERR_OFF_BOARD: ctl_set_msg(c, CTL_MSG_OFF_BOARD, err->pos); return;
    case GAME_ERR_NOT_OFFERED: /* a pass is not offered only while the opening runs */
        ctl_set_msg(c, err->action == ACTION_PASS ? CTL_MSG_NO_PASS_OPENING : CTL_MSG_NOT_OFFERED,
                    POS_NONE);
        return;
    case GAME_ERR_NONE:
    case GAME_ERR_BAD_ACTION: break;
    }
    ctl_set_msg(c, CTL_MSG_NOT_OFFERED, POS_NONE);
}

/* Drops the outstanding AI request, if any: its answer will be stale. */
void ctl_cancel_ai(Controller *c)
{
    if (c->ai_purpose != AI_IDLE && c->ai.cancel) {
        c->ai.cancel(c->ai.user);
    }
    c->ai_purpose = AI_IDLE;
    c->ai_has_progress = false;
    c->held = false;
    c->hint_opening = false; /* an opening hint's evaluations stop with it */
}

void ctl_send_request(Controller *c, AiPurpose purpose, const Board *b, const AiLimits *lim)
{
    if (c->ai.set_nbest) {
        c->ai.set_nbest(c->ai.user, purpose == AI_FOR_ANALYSIS && c->nbest > 1 ? c->nbest : 1);
    }
    c->ai_request++;
    c->ai_purpose = purpose;
    c->ai_has_progress = false;
    if (purpose == AI_FOR_MOVE) {
        c->move_asked_at = c->now;
        c->hurry = false;
    }
    /* What the status says of it: since when, and within what the clock gave. */
    c->think_since = c->now;
    c->think_budget_ms = purpose == AI_FOR_MOVE && controller_on_clock(c) ? lim->time_ms : 0;
    c->ai.start(c->ai.user, c->game.rules, b, lim, c->ai_request);
}

/* Plays action a of the game on b when it places a stone or passes (other actions leave
 * the board alone). */
void ctl_board_step(Board *b, const Action *a)
{
    if (a->kind == ACTION_MOVE || a->kind == ACTION_CHOOSE) { /* White's pick is a stone */
        board_play(b, a->pos);
    } else if (a->kind == ACTION_PASS) {
        board_pass(b);
    }
}

/* The board after the first n actions of the game (captures included). */
void ctl_board_after(const Controller *c, int n, Board *out)
{
    const Game *g = &c->game;
    board_init(out, g->rules->board_size, g->rules->captures);
    for (int i = 0; i < n && i < g->nactions; i++) {
        ctl_board_step(out, &g->actions[i]);
    }
}

bool controller_game_prefix(const Game *g, int n, Game *out)
{
    game_init(out, g->rules, g->opening);
    out->setup = g->setup; /* before the replay: a set-up's pass is no player's */
    for (int i = 0; i < n && i < g->nactions; i++) {
        if (!game_apply(out, &g->actions[i], NULL)) {
            return false;
        }
    }
    out->setup = g->setup < out->nactions ? g->setup : out->nactions;
    return true;
}

bool controller_shown_in_opening(const Controller *c)
{
    const Game *g = &c->game;
    if (c->view >= g->nactions) {
        return ai_opening_needed(g);
    }
    if (g->opening == OPENING_FREE || c->view < g->setup) {
        return false;
    }
    Game *at = malloc(sizeof *at);
    if (!at) {
        return false;
    }
    /* Replayed only while the opening lasts: it never comes back once over. */
    game_init(at, g->rules, g->opening);
    at->setup = g->setup;
    bool open = true;
    for (int i = 0; i < c->view && open; i++) {
        open = (i < g->setup || game_in_opening(at)) && game_apply(at, &g->actions[i], NULL);
    }
    open = open && ai_opening_needed(at);
    free(at);
    return open;
}

/* Could a person pass at the shown earlier position (another line): the rules and the
 * opening offer a pass there, and a person acts there? */
static bool pass_at_view(const Controller *c)
{
    /* Inside a set-up no line starts (controller_branch_ok): its order is invented. */
    Game *at = c->view < c->game.nactions && c->view >= c->game.setup ? malloc(sizeof *at) : NULL;
    bool ok = at && controller_game_prefix(&c->game, c->view, at) &&
              game_action_offered(at, ACTION_PASS) &&
              controller_player_seat(c, game_player_to_move(at)) == SEAT_HUMAN;
    free(at);
    return ok;
}

/* Rebuilds the shown board from the first `view` actions and its forbidden map. */
void ctl_refresh(Controller *c)
{
    const Game *g = &c->game;
    if (c->view > g->nactions) {
        c->view = g->nactions;
    }
    c->view_pass = pass_at_view(c);
    if (c->view == g->nactions) {
        c->board = g->board;
    } else {
        ctl_board_after(c, c->view, &c->board);
    }
    ctl_graph_check(c);
    bool over = c->view == g->nactions && game_over(g);
    c->nforbidden = 0;
    /* The fouls of the side to move (Black's in renju and most variants, White's too in
     * gomokunarabe, none in gomoku or Pente); when it has none, the opponent's, which the
     * side to move aims at (White in renju plays on Black's forbidden points). */
    Stone mover = c->board.to_move;
    c->forbidden_colour = g->rules->fouls[mover]                   ? mover
                          : g->rules->fouls[stone_opponent(mover)] ? stone_opponent(mover)
                                                                   : STONE_EMPTY;
    if (!over && c->forbidden_colour != STONE_EMPTY) {
        c->nforbidden = rules_forbidden_map(g->rules, &c->board, c->forbidden_colour, c->forbidden,
                                            CTL_MAX_FORBIDDEN);
        if (c->nforbidden > CTL_MAX_FORBIDDEN) {
            c->nforbidden = CTL_MAX_FORBIDDEN;
        }
    }
    if (ai_filter_on(&c->marks) && c->marks_hash != c->board.hash) {
        memset(&c->marks, 0, sizeof c->marks); /* a move, or another position shown */
    }
    if (c->hint != POS_NONE && (c->hint_ply != g->nactions || c->view != g->nactions)) {
        c->hint = POS_NONE;
    }
    if (g->phase != PHASE_PROPOSE || c->nproposals > game_proposals_needed(g)) {
        c->nproposals = 0;
    }
    if (c->ai_purpose == AI_FOR_SOLVE &&
        (c->solve_hash != c->board.hash || c->solve_to_move != c->board.to_move)) {
        ctl_cancel_ai(c); /* a move, or another position shown: its question is gone */
    }
    if (c->msg != CTL_MSG_NONE && c->msg_state != state_stamp(c)) {
        ctl_set_msg(c, CTL_MSG_NONE, POS_NONE); /* it answered a state that is gone */
    }
}

static void clock_limit(const Controller *c, AiLimits *lim);

/* Sends a request for position b (the live board for moves and hints). */
void ctl_start_ai_on(Controller *c, AiPurpose purpose, const Board *b)
{
    if (!c->ai.start) {
        return;
    }
    ctl_cancel_ai(c);
    AiLimits lim;
    c->seed = c->seed * 6364136223846793005ULL + 1442695040888963407ULL;
    ai_limits_for_level(c->opt.ai_level, c->seed, &lim);
    if (purpose == AI_FOR_MOVE) {
        if (c->think_ms > 0 && ai_level(lim.level) == ai_level(AI_LEVEL_MAX)) {
            lim.time_ms = c->think_ms; /* the player's time a move at full strength */
        }
        clock_limit(c, &lim);
    }
    if (purpose == AI_FOR_HINT) {
        /* The hint is the engine's best move at full strength whatever the computer's
         * level (a level's random pick gave away won games), searched as the analysis is
         * (no book): the same move on every press, within a node budget on one thread
         * (helper threads vary the search), and a time bound that keeps a person from
         * waiting long on a slow machine. */
        lim.level = AI_LEVEL_MAX;
        lim.threads = 1;
        lim.time_ms = CTL_HINT_MS;
        lim.max_nodes = CTL_HINT_NODES;
        if (c->analysis_ms > 0) { /* the player's analysis time: the hint thinks as long */
            lim.time_ms = c->analysis_ms;
            lim.max_nodes = 0;
        }
        lim.book = false;
        lim.analysis = true; /* a forced block's continuation searched, as the analysis's */
        if (b->hash == c->marks_hash) {
            lim.filter = c->marks; /* only among the marked moves */
        }
    } else if (purpose == AI_FOR_DRAW) {
        /* The judgement of a draw offer: the engine at full strength within a fixed
         * budget, the same at every level (a beginner's one ply would judge nothing). */
        lim.level = AI_LEVEL_MAX;
        lim.time_ms = CTL_DRAW_MS;
        lim.max_nodes = CTL_DRAW_NODES;
        lim.book = false;
    } else if (purpose == AI_FOR_SOLVE) {
        /* The threat solver alone, within its node budget, on one thread. */
        lim.level = AI_LEVEL_MAX;
        lim.threads = 1;
        lim.time_ms = CTL_SOLVE_MS;
        lim.max_nodes = CTL_SOLVE_NODES;
        lim.book = false;
        lim.solve = AI_SOLVE_VCT;
    } else if (purpose == AI_FOR_ANALYSIS || purpose == AI_FOR_GRAPH) {
        /* Analysis wants the engine's full strength, never a beginner's mistakes. */
        lim.level = AI_LEVEL_MAX;
        lim.time_ms = purpose == AI_FOR_GRAPH ? CTL_GRAPH_MS
                      : c->analysis_live      ? CTL_ANALYSIS_LIVE_MS
                      : c->analysis_ms > 0    ? c->analysis_ms
                                              : CTL_ANALYSIS_MS;
        lim.book = false;    /* analysis shows the search itself */
        lim.analysis = true; /* and of a forced block, its continuation for the time */
        if (purpose == AI_FOR_ANALYSIS && b->hash == c->marks_hash) {
            lim.filter = c->marks; /* only among the marked moves */
        }
        if (purpose == AI_FOR_GRAPH) {
            /* A graph point: a node budget on one thread from a fresh table (verify:
             * ai_clear first), no clock, so that the same game proposes the same
             * candidate mistakes on every run and in renju-cli review (audit 30 B1). */
            lim.time_ms = 0;
            lim.max_nodes = c->graph_nodes > 0 ? c->graph_nodes : CTL_GRAPH_NODES;
            lim.threads = 1;
            lim.verify = true;
        }
        if (purpose == AI_FOR_GRAPH && c->graph_pending_deep) {
            /* A candidate mistake's check: a node budget on one thread and no clock
             * (a clock would size the root's threat solves, which then took most of
             * the budget: depth 11 where renju-cli review reached 19), the same answer
             * on every machine whatever was searched before, and a decided result only
             * when the threat solvers confirm it (AiLimits.verify, mistakes.h). */
            lim.time_ms = 0;
            lim.max_nodes = c->check_nodes > 0 ? c->check_nodes : MISTAKE_CHECK_NODES;
            lim.threads = 1;
            lim.verify = true;
        }
    }
    ctl_send_request(c, purpose, b, &lim);
}

void controller_set_think(Controller *c, int move_ms, int analysis_ms)
{
    c->think_ms = move_ms > 0 ? move_ms : 0;
    c->analysis_ms = analysis_ms > 0 ? analysis_ms : 0;
}

void ctl_start_ai(Controller *c, AiPurpose purpose) { ctl_start_ai_on(c, purpose, &c->game.board); }

SeatKind controller_player_seat(const Controller *c, int player)
{
    return c->opt.seat[player == 0 ? STONE_BLACK : STONE_WHITE];
}

SeatKind controller_record_seat(const Controller *c, int player)
{
    return c->exploring ? c->play_seat[player == 0 ? STONE_BLACK : STONE_WHITE]
                        : controller_player_seat(c, player);
}

SeatKind controller_colour_seat(const Controller *c, Stone colour)
{
    return controller_player_seat(c, game_player_colour(&c->game, 0) == colour ? 0 : 1);
}

bool controller_human_to_move(const Controller *c)
{
    /* The computer waiting (controller_set_game_waiting): the person may act for it. */
    return controller_player_seat(c, game_player_to_move(&c->game)) == SEAT_HUMAN ||
           (c->ai_waits && !game_over(&c->game));
}

bool controller_ai_thinking(const Controller *c)
{
    return c->ai_purpose == AI_FOR_MOVE || c->ai_purpose == AI_FOR_OPENING;
}

int64_t controller_thinking_for(const Controller *c, int64_t *budget_ms)
{
    *budget_ms = 0;
    if (!controller_ai_thinking(c)) {
        return -1;
    }
    *budget_ms = c->think_budget_ms;
    return c->now > c->think_since ? c->now - c->think_since : 0;
}

void ctl_changed(Controller *c);
static void clock_follow(Controller *c);
static bool paused_refuses(Controller *c);
static void clock_rebuild(Controller *c, int64_t pending_ms);

void controller_update(Controller *c)
{
    const Game *g = &c->game;
    ctl_network_views(c);
    if (c->paused && !game_over(g)) {
        /* A pause holds every search: the computer's move, and what would show the
         * position or the engine's view of it (a hint, the analysis, the graph). */
        ctl_cancel_ai(c);
        return;
    }
    if (c->starting && controller_unbegun(c)) {
        return; /* held before its first action (controller_hold_unbegun) */
    }
    /* The computer's move is due on the live game whatever position a person looks at:
     * the graph and the analysis wait for it rather than share the processor with it. */
    bool move_due = !game_over(g) && controller_player_seat(c, game_player_to_move(g)) == SEAT_AI &&
                    !c->ai_waits;
    bool studying = c->ai_purpose == AI_FOR_ANALYSIS || c->ai_purpose == AI_FOR_GRAPH;
    if (studying && (move_due || (c->ai_purpose == AI_FOR_ANALYSIS &&
                                  (!c->analysing || c->analysis_hash != c->board.hash)))) {
        ctl_cancel_ai(c); /* the AI's own move comes first; an analysis of a gone position stops */
    }
    if (c->ai_purpose != AI_IDLE) {
        return;
    }
    if (move_due && c->ai.start && ai_opening_needed(g)) {
        /* An opening decision: one evaluation per worker request (opening_step). */
        AiLimits lim;
        c->seed = c->seed * 6364136223846793005ULL + 1442695040888963407ULL;
        ai_limits_for_level(c->opt.ai_level, c->seed, &lim);
        clock_limit(c, &lim);
        ai_opening_plan(&c->plan, g, &lim);
        ctl_opening_step(c);
        return;
    }
    if (move_due) {
        ctl_start_ai(c, AI_FOR_MOVE);
    } else {
        ctl_start_study(c);
    }
}

/* Common tail of every change of the game. */
/* The tail of every change; undo and redo keep the marks redo may give back. */
static void after_change(Controller *c)
{
    if (c->ai_purpose == AI_FOR_DRAW) {
        ctl_cancel_ai(c); /* a draw offer is of the position it was made in */
    }
    if (game_over(&c->game) && controller_timed(c) && !c->clock_done) {
        c->clock_done = true; /* reviewed from now on as a game without a clock */
        c->clock_ended_at = c->game.nactions;
    }
    clock_follow(c);
    c->view = c->game.nactions;
    if (game_over(&c->game) && c->game.nactions > 0) {
        c->graph_on = true; /* after a game, the graph shows where it turned */
    }
    ctl_refresh(c);
    controller_update(c);
}

void ctl_changed(Controller *c)
{
    c->nmark_redo = 0; /* a change of its own: what undo took back is no longer redo's */
    c->ai_waits = false;
    after_change(c);
}

/* controller_init after its memset (controller_init_starting sets a field first). */
static void controller_init_hooks(Controller *c, const ControllerOptions *opt,
                                  const ControllerAiHooks *hooks)
{
    if (hooks) {
        c->ai = *hooks;
    }
    c->seed = 0x9E3779B97F4A7C15ULL;
    c->hint = POS_NONE;
    c->input_at = -1;
    controller_new_game(c, opt);
}

void controller_init(Controller *c, const ControllerOptions *opt, const ControllerAiHooks *hooks)
{
    memset(c, 0, sizeof *c);
    controller_init_hooks(c, opt, hooks);
}

void controller_init_starting(Controller *c, const ControllerOptions *opt,
                              const ControllerAiHooks *hooks)
{
    memset(c, 0, sizeof *c);
    c->starting = true;
    controller_init_hooks(c, opt, hooks);
}

void controller_new_game(Controller *c, const ControllerOptions *opt)
{
    ctl_cancel_ai(c);
    memset(&c->marks, 0, sizeof c->marks); /* a new game's empty board is no longer marked */
    c->opt = *opt;
    if (c->opt.ai_level < AI_LEVEL_MIN || c->opt.ai_level > AI_LEVEL_MAX) {
        c->opt.ai_level = 5;
    }
    const RuleSet *rs = rules_get(opt->rule);
    if (!rs) {
        rs = rules_get(RULE_RENJU);
        c->opt.rule = RULE_RENJU;
    }
    game_init(&c->game, rs, opt->opening);
    c->generation++;
    c->studying = c->exploring = false;
    c->clock_done = false;
    c->clock_ended_at = 0;
    /* A new game starts without the analysis: turned on to review the last game, it went
     * on into the next one against the computer, its best move and line on the board while
     * the player's clock ran (audit 26, item 3). The player may turn it on again. */
    c->analysing = c->analysis_live = c->has_analysis = false;
    c->nbest = 0;
    c->net_views.analysing = c->net_views.live = false;
    c->net_views.nbest = 0;
    /* The graph too: turned on by itself when the last game ended, it went on into the
     * next one against the computer, its chance bars and "5. g9?" marked on the player's
     * own move while the game ran (audit 27a, item 2). It comes back when this one ends. */
    c->graph_on = c->net_views.graph = false;
    c->hint = POS_NONE;
    c->cursor = board_centre(&c->game.board);
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    ctl_changed(c);
}

bool controller_is_forbidden(const Controller *c, Pos p)
{
    for (int i = 0; i < c->nforbidden; i++) {
        if (c->forbidden[i] == p) {
            return true;
        }
    }
    return false;
}

int controller_move_number(const Controller *c, Pos p)
{
    int ply = -game_study_plies(&c->game); /* a study's moves count from 1 */
    int number = 0;
    for (int i = 0; i < c->view; i++) {
        const Action *a = &c->game.actions[i];
        if (a->kind == ACTION_MOVE || a->kind == ACTION_CHOOSE || a->kind == ACTION_PASS) {
            ply++;
            if (a->kind != ACTION_PASS && a->pos == p) {
                number = i < c->game.setup ? 0 : ply; /* a set-up stone: no order */
            }
        }
    }
    return board_at(&c->board, p) == STONE_EMPTY ? 0 : number;
}

int controller_action_number(const Controller *c, int i)
{
    int ply = -game_study_plies(&c->game); /* a study's moves count from 1 */
    for (int k = 0; k <= i && k < c->game.nactions; k++) {
        ActionKind kind = c->game.actions[k].kind;
        ply += kind == ACTION_MOVE || kind == ACTION_CHOOSE || kind == ACTION_PASS || k == i;
    }
    return ply;
}

/* Moves and passes take the game's move numbers (the numbers on the stones), two to a
 * row, Black's odd numbers on the left; the opening's decisions (swap, proposals,
 * options) and the endings are notes on rows of their own, so they take no number. */
int controller_list_rows(const Controller *c, CtlListRow *rows, int cap)
{
    const Game *g = &c->game;
    int n = 0;
    int ply = 0;
    int start = 0;
    if (game_study(g) && cap > 0) {
        /* A study's set-up is one row, its stones placed as they stand (no moves, no
         * passes shown): the moves after it count from 1. */
        rows[n++] = (CtlListRow){g->setup - 1, -1, 0, true, true, false};
        start = g->setup;
    }
    for (int i = start; i < g->nactions && n < cap; i++) {
        ActionKind k = g->actions[i].kind;
        if (k != ACTION_MOVE && k != ACTION_CHOOSE && k != ACTION_PASS) {
            rows[n++] = (CtlListRow){i, -1, 0, true, false, false};
            continue;
        }
        ply++;
        CtlListRow *prev = n > 0 ? &rows[n - 1] : NULL;
        if (ply % 2 == 0 && prev && !prev->note && prev->second < 0 && prev->number == ply - 1) {
            prev->second = i;
        } else if (ply % 2 == 0) {
            rows[n++] = (CtlListRow){-1, i, ply - 1, false, false, false}; /* after a note */
        } else {
            rows[n++] = (CtlListRow){i, -1, ply, false, false, false};
        }
        if (i + 1 == g->setup && n < cap) {
            rows[n++] = (CtlListRow){i, -1, 0, true, true, false}; /* the set-up ends here */
        }
    }
    bool unmarked_end = g->reason == REASON_TWO_PASSES || g->reason == REASON_NO_FIVE ||
                        g->reason == REASON_NO_FIVE_STONES || g->reason == REASON_FULL_BOARD ||
                        g->reason == REASON_STONES_EXHAUSTED;
    if (game_over(g) && unmarked_end && g->nactions > 0 && n < cap) {
        rows[n++] = (CtlListRow){g->nactions - 1, -1, 0, true, false, true};
    }
    return n;
}

/* Is it the AI's turn to act (so a person's action waits)? */
bool ctl_ai_to_act(const Controller *c)
{
    return !game_over(&c->game) && !controller_human_to_move(c);
}

bool ctl_browsing_refuses(Controller *c)
{
    if (!controller_is_live(c)) {
        ctl_set_msg(c, CTL_MSG_GO_LIVE, POS_NONE);
        return true;
    }
    return false;
}

/* The player who acts at the shown position: the one who made the game's next action
 * from there, or who acts on the live position. */
static int shown_actor(const Controller *c)
{
    return controller_is_live(c) ? game_player_to_move(&c->game) : c->game.actor[c->view];
}

bool controller_branch_ok(Controller *c)
{
    if (c->view < c->game.setup) {
        ctl_set_msg(c, CTL_MSG_SETUP_START, POS_NONE); /* its order is invented */
        return false;
    }
    if (controller_player_seat(c, shown_actor(c)) == SEAT_AI) {
        ctl_set_msg(c, CTL_MSG_COMPUTER_SHOWN, POS_NONE);
        return false;
    }
    return true;
}

/* The checks every decision of a person shares: not paused, the live position shown,
 * their turn (not the AI's). */
bool ctl_person_acts(Controller *c)
{
    if (paused_refuses(c) || ctl_browsing_refuses(c)) {
        return false;
    }
    if (ctl_ai_to_act(c)) {
        ctl_set_msg(c, ctl_wait_message(c), POS_NONE);
        return false;
    }
    return true;
}

CtlMessage ctl_wait_message(const Controller *c)
{
    return controller_player_seat(c, game_player_to_move(&c->game)) == SEAT_REMOTE
               ? CTL_MSG_REMOTE_TURN
               : CTL_MSG_AI_TURN;
}

bool controller_networked(const Controller *c)
{
    return c->opt.seat[STONE_BLACK] == SEAT_REMOTE || c->opt.seat[STONE_WHITE] == SEAT_REMOTE;
}

bool controller_remote_apply(Controller *c, const Action *a, GameError *err)
{
    if (!game_apply(&c->game, a, err)) {
        return false;
    }
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    c->nproposals = 0;
    ctl_cancel_ai(c);
    ctl_changed(c); /* times it by the window's clock, which the session's replaces */
    c->game.actions[c->game.nactions - 1].time_ms = a->time_ms;
    return true;
}

bool controller_take_back(Controller *c, int n)
{
    Game *g = &c->game;
    if (n < g->setup || n > g->nactions) {
        return false;
    }
    ctl_cancel_ai(c);
    while (g->nactions > n && game_undo(g)) {
    }
    g->nredo = 0;
    c->nproposals = 0;
    c->hint = POS_NONE;
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    ctl_changed(c);
    return true;
}

bool controller_can_play(const Controller *c, Pos p)
{
    return controller_is_live(c) && !ctl_ai_to_act(c) && game_move_is_legal(&c->game, p, NULL);
}

bool controller_room(Controller *c, const Game *g, const Action *a)
{
    if (!c->room || c->room(c->room_ctx, g, a)) {
        return true;
    }
    /* No room: an action the game refuses anyway is refused for the game's reason (the
     * caller's game_apply says it), so a full record is said only of a playable one. */
    Game *copy = malloc(sizeof *copy);
    bool playable = !copy || (*copy = *g, game_apply(copy, a, NULL));
    free(copy);
    if (!playable) {
        return true;
    }
    ctl_set_msg(c, CTL_MSG_RECORD_FULL, POS_NONE);
    return false;
}

/* The computer's action a cannot go into the full record: it waits, held (not asked
 * again at once), and the message says why. */
static void hold_for_room(Controller *c)
{
    controller_hold(c);
    ctl_set_msg(c, CTL_MSG_RECORD_FULL, POS_NONE);
}

/* Applies a person's action a (anything but a stone), setting the message on refusal. */
bool ctl_person_apply(Controller *c, const Action *a)
{
    if (paused_refuses(c)) {
        return false;
    }
    if (!controller_is_live(c)) {
        controller_view(c, c->game.nactions);
    }
    if (game_over(&c->game)) {
        ctl_set_msg(c, CTL_MSG_GAME_OVER, POS_NONE);
        return false;
    }
    GameError err;
    if (!controller_room(c, &c->game, a)) {
        return false;
    }
    if (!game_apply(&c->game, a, &err)) {
        ctl_refuse(c, &err);
        return false;
    }
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    c->nproposals = 0; /* marks belong to the decision just made (or swapped away) */
    ctl_cancel_ai(c);
    ctl_changed(c);
    return true;
}

bool controller_click(Controller *c, Pos p)
{
    if (paused_refuses(c)) {
        return false;
    }
    if (!controller_is_live(c)) {
        controller_view(c, c->game.nactions);
        if (controller_on_clock(c)) { /* a second click plays there */
            ctl_set_msg(c, CTL_MSG_LIVE_ONLY, p);
        } else if (controller_net_one_line(c)) { /* no other line under the peer's game */
            ctl_set_msg(c, CTL_MSG_NET_LIVE_ONLY, p);
        }
        return false;
    }
    if (board_on(&c->game.board, p) && !game_over(&c->game) && controller_human_to_move(c)) {
        if (c->game.phase == PHASE_PROPOSE) {
            c->cursor = p;
            return ctl_mark_proposal(c, p);
        }
        if (c->game.phase == PHASE_CHOOSE) {
            c->cursor = p;
            return ctl_pick_proposal(c, p);
        }
    }
    if (!board_on(&c->game.board, p)) {
        return false;
    }
    if (ctl_ai_to_act(c)) {
        ctl_set_msg(c, ctl_wait_message(c), p);
        return false;
    }
    GameError err; /* the game says why, once */
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_MOVE;
    a.pos = p;
    if (!controller_room(c, &c->game, &a)) {
        return false;
    }
    if (!game_apply(&c->game, &a, &err)) {
        ctl_refuse(c, &err);
        return false;
    }
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    c->cursor = p;
    ctl_cancel_ai(c); /* a hint under way answers a position that is gone */
    ctl_changed(c);
    return true;
}

void controller_refuse_shown(Controller *c, const GameError *err)
{
    ctl_refuse(c, err);
    if (err->kind == GAME_ERR_FORBIDDEN) {
        rules_explain(c->game.rules, &c->board, err->pos, err->colour, &c->explain);
    }
}

/* Applies a person's non-move action (pass, resign, draw). */
static bool person_action(Controller *c, ActionKind kind, Stone colour)
{
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = kind;
    a.pos = POS_NONE;
    a.colour = colour;
    return ctl_person_apply(c, &a);
}

bool controller_pass(Controller *c)
{
    return ctl_person_acts(c) && person_action(c, ACTION_PASS, 0);
}

bool controller_resign(Controller *c)
{
    if (paused_refuses(c) || ctl_browsing_refuses(c)) {
        return false;
    }
    int player = game_player_to_move(&c->game);
    /* Against the AI the person resigns even while the AI is thinking (and against a
     * remote player while it thinks). */
    if (controller_player_seat(c, player) != SEAT_HUMAN) {
        player = 1 - player;
        if (controller_player_seat(c, player) != SEAT_HUMAN) {
            return false; /* the AI plays both seats: nobody to resign */
        }
    }
    return person_action(c, ACTION_RESIGN, game_player_colour(&c->game, player));
}

bool controller_resign_as(Controller *c, Stone colour)
{
    if (paused_refuses(c) || ctl_browsing_refuses(c)) {
        return false;
    }
    int player = game_player_colour(&c->game, 0) == colour ? 0 : 1;
    if (controller_player_seat(c, player) != SEAT_HUMAN) {
        return false; /* the computer's or the network opponent's colour */
    }
    return person_action(c, ACTION_RESIGN, colour);
}

/* Is the board nearly full: at most CTL_DRAW_FULL_PERCENT of its points empty? */
static bool board_nearly_full(const Board *b)
{
    int points = b->size * b->size;
    int empty = points - board_stone_count(b);
    return empty * 100 <= points * CTL_DRAW_FULL_PERCENT;
}

/* The computer's colour in the game (STONE_EMPTY when both seats are people's). */
static Stone ai_colour(const Controller *c)
{
    int player = game_player_to_move(&c->game);
    int ai_player = controller_player_seat(c, player) == SEAT_AI       ? player
                    : controller_player_seat(c, 1 - player) == SEAT_AI ? 1 - player
                                                                       : -1;
    return ai_player >= 0 ? game_player_colour(&c->game, ai_player) : STONE_EMPTY;
}

bool controller_offer_draw(Controller *c)
{
    if (paused_refuses(c) || ctl_browsing_refuses(c)) {
        return false;
    }
    if (game_over(&c->game)) {
        return person_action(c, ACTION_DRAW, 0); /* says why not */
    }
    if (ai_colour(c) == STONE_EMPTY) {
        int player = game_player_to_move(&c->game);
        if (controller_player_seat(c, player) != SEAT_HUMAN) {
            return false; /* a network opponent's turn: its offer goes through the peer */
        }
        c->draw_by = player + 1;
        c->draw_at = c->game.nactions;
        c->draw_generation = c->generation;
        if (controller_on_clock(c)) {
            ctl_set_msg(c, CTL_MSG_DRAW_WITH_MOVE, POS_NONE);
            c->msg_n = game_player_colour(&c->game, player);
        }
        return false;
    }
    if (!c->ai.start) {
        ctl_set_msg(c, CTL_MSG_DRAW_UNJUDGED, POS_NONE); /* no engine to judge it */
        return false;
    }
    ctl_start_ai_on(c, AI_FOR_DRAW, &c->game.board);
    return false;
}

bool controller_draw_asked(const Controller *c, Stone *offerer)
{
    const Game *g = &c->game;
    if (c->draw_by == 0 || c->draw_generation != c->generation || game_over(g) ||
        c->draw_at > g->nactions || !controller_is_live(c)) {
        return false;
    }
    int by = c->draw_by - 1;
    for (int i = c->draw_at; i < g->nactions; i++) {
        if (g->actor[i] != by) {
            return false; /* the other player acted: the offer lapsed unanswered */
        }
    }
    if (controller_on_clock(c) && game_player_to_move(g) == by) {
        return false; /* with the offerer's move: not yet made */
    }
    if (offerer) {
        *offerer = game_player_colour(g, by);
    }
    return true;
}

bool controller_answer_draw(Controller *c, bool accept)
{
    Stone by;
    if (!controller_draw_asked(c, &by)) {
        return false;
    }
    c->draw_by = 0;
    if (accept) {
        return person_action(c, ACTION_DRAW, by);
    }
    if (!person_action(c, ACTION_DECLINE, stone_opponent(by))) {
        return false;
    }
    ctl_set_msg(c, CTL_MSG_DRAW_REFUSED, POS_NONE);
    c->msg_n = stone_opponent(by);
    return true;
}

/* The computer's answer to a draw offer, from the search of the present position. */
static void draw_verdict(Controller *c, const AiInfo *info)
{
    const Board *b = &c->game.board;
    int own = b->to_move == ai_colour(c) ? info->score : -info->score; /* the computer's view */
    bool judged = info->depth >= 2 || ai_score_is_decided(info->score);
    if ((judged && own <= CTL_DRAW_MAX_SCORE) ||
        (board_nearly_full(b) && !(judged && ai_score_is_win(own)))) {
        person_action(c, ACTION_DRAW, stone_opponent(ai_colour(c))); /* the person offered */
        return;
    }
    ctl_set_msg(c, judged ? CTL_MSG_DRAW_DECLINED : CTL_MSG_DRAW_UNJUDGED, POS_NONE);
    controller_update(c); /* the computer's move it set aside, or the study's searches */
}

/* The last action a person (a SEAT_HUMAN seat) made since the set-up, -1 when none: what
 * an undo goes back to (the computer's and a network opponent's are taken back with it). */
static int last_person_action(const Controller *c)
{
    const Game *g = &c->game;
    for (int i = g->nactions - 1; i >= g->setup; i--) {
        if (controller_player_seat(c, g->actor[i]) == SEAT_HUMAN) {
            return i;
        }
    }
    return -1;
}

CtlMessage controller_undo_off(const Controller *c)
{
    const Game *g = &c->game;
    if (controller_on_clock(c)) {
        return CTL_MSG_NO_UNDO_CLOCK;
    }
    if (c->nproposals > 0) {
        return CTL_MSG_NONE; /* the person's last mark */
    }
    if (g->nactions <= g->setup) {
        return g->nactions > 0 ? CTL_MSG_SETUP_START : CTL_MSG_NOTHING_TO_UNDO;
    }
    /* Only the computer's actions (the computer would make them again at once: its first
     * stone, or all of a game between computers), or only the network opponent's. */
    return last_person_action(c) < 0 ? CTL_MSG_NONE_OF_YOURS : CTL_MSG_NONE;
}

bool controller_undo(Controller *c)
{
    CtlMessage off = controller_undo_off(c);
    if (off != CTL_MSG_NONE) {
        ctl_set_msg(c, off, POS_NONE);
        return false;
    }
    Game *g = &c->game;
    if (c->nproposals > 0) {
        /* The last mark, kept for redo (with those taken back before it). */
        if (c->nmark_redo == 0 || c->mark_redo_at != g->nredo) {
            c->nmark_redo = 0;
            c->mark_redo_at = g->nredo;
        }
        c->mark_redo[c->nmark_redo++] = c->proposals[--c->nproposals];
        controller_view(c, g->nactions); /* the live position's marks */
        ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
        return true;
    }
    ctl_cancel_ai(c);
    c->ai_waits = false;
    c->draw_by = 0; /* an offer is of the position it was made in */
    /* An agreed end (a draw, a resignation) taken back is said, and what becomes of it. */
    ActionKind end = game_over(g) ? g->actions[g->nactions - 1].kind : ACTION_MOVE;
    int before = g->nactions;
    int32_t end_ms = before > 0 ? g->actions[before - 1].time_ms : 0;
    /* Back to before the person's last action: the computer's after it go too. */
    int target = last_person_action(c);
    while (g->nactions > target && game_undo(g)) {
    }
    /* A resignation or an agreed draw that stopped the clock here, and only it, taken back:
     * the game goes on on its clock as it stood then, the thinking before the end counted
     * (audit 33a, C12: the time came back, and the clock stood). */
    bool clock_back = (end == ACTION_DRAW || end == ACTION_RESIGN) && !game_over(g) &&
                      g->nactions == before - 1 && c->clock_done && c->clock_ended_at == before;
    if (clock_back) {
        c->clock_done = false;
        c->clock_ended_at = 0;
    }
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    c->hint = POS_NONE;
    /* Back before a person's proposals: they come back as marks, to change or confirm. */
    const Action *undone = g->nredo > 0 ? &g->redo[g->nredo - 1] : NULL;
    if (undone && undone->kind == ACTION_PROPOSE && g->phase == PHASE_PROPOSE &&
        controller_human_to_move(c)) {
        c->nproposals = undone->nproposals;
        memcpy(c->proposals, undone->proposals, sizeof c->proposals);
    }
    /* With the AI to move at the very start (AI plays Black), it moves again at once;
     * the person still got the position back. */
    after_change(c);
    if (clock_back) {
        clock_rebuild(c, end_ms); /* after clock_follow's, which knows no time of the end */
    }
    if ((end == ACTION_DRAW || end == ACTION_RESIGN) && !game_over(g)) {
        controller_say(c, CTL_MSG_END_TAKEN_BACK, (end == ACTION_DRAW) | (clock_back ? 2 : 0));
    }
    return true;
}

/* Is there a mark undo took back, and the game where it was then? */
static bool mark_to_redo(const Controller *c)
{
    const Game *g = &c->game;
    return c->nmark_redo > 0 && c->mark_redo_at == g->nredo && g->phase == PHASE_PROPOSE;
}

/* Redo gives back the last mark undo took back, when the game is where it was then. */
static bool redo_mark(Controller *c)
{
    const Game *g = &c->game;
    if (!mark_to_redo(c)) {
        return false;
    }
    Pos p = c->mark_redo[c->nmark_redo - 1];
    if (!game_proposal_ok(g, c->proposals, c->nproposals, p, NULL)) {
        c->nmark_redo = 0;
        return false;
    }
    c->nmark_redo--;
    c->proposals[c->nproposals++] = p;
    controller_view(c, g->nactions);
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    return true;
}

CtlMessage controller_redo_off(const Controller *c)
{
    bool someone_human = c->opt.seat[STONE_BLACK] == SEAT_HUMAN ||
                         c->opt.seat[STONE_WHITE] == SEAT_HUMAN;
    if (controller_on_clock(c)) {
        return CTL_MSG_NO_UNDO_CLOCK;
    }
    /* An action, or a mark undo took back (redo_mark); between computers nothing (they
     * would play on from there). */
    return someone_human && (c->game.nredo > 0 || mark_to_redo(c)) ? CTL_MSG_NONE
                                                                   : CTL_MSG_NOTHING_TO_REDO;
}

bool controller_redo(Controller *c)
{
    CtlMessage off = controller_redo_off(c);
    if (off != CTL_MSG_NONE) {
        ctl_set_msg(c, off, POS_NONE);
        return false;
    }
    if (redo_mark(c)) {
        return true;
    }
    ctl_cancel_ai(c);
    Game *g = &c->game;
    if (g->nredo == 0) { /* a mark that can no longer be placed (redo_mark) */
        after_change(c);
        ctl_set_msg(c, CTL_MSG_NOTHING_TO_REDO, POS_NONE);
        return false;
    }
    c->ai_waits = false;
    game_redo(g);
    /* Redo the AI's replies too, so the person is to move again. */
    while (g->nredo > 0 && !game_over(g) && !controller_human_to_move(c)) {
        game_redo(g);
    }
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    c->hint = POS_NONE;
    after_change(c);
    return true;
}

void controller_view(Controller *c, int n)
{
    /* A study's set-up is its first position: its stones' order is no game's. */
    int first = game_study(&c->game) ? c->game.setup : 0;
    if (n < first) {
        n = first;
    }
    if (n > c->game.nactions) {
        n = c->game.nactions;
    }
    c->view = n;
    ctl_refresh(c);
    controller_update(c);
}

bool controller_ai_progress(Controller *c, uint64_t request_id, const AiInfo *info)
{
    /* An opening evaluation's "best move" answers a position nobody plays: not shown. */
    if (c->ai_purpose == AI_IDLE || c->ai_purpose == AI_FOR_OPENING ||
        request_id != c->ai_request) {
        return false;
    }
    c->ai_progress = *info;
    c->ai_has_progress = true;
    if (c->ai_purpose == AI_FOR_ANALYSIS) {
        /* The first report at once, later ones a few times a second at most (the rest
         * by controller_tick): a deepening search's early iterations come in a burst. */
        c->analysis_behind = true;
        if (c->analysis.depth == 0 || c->now - c->analysis_shown_at >= CTL_ANALYSIS_SHOW_MS) {
            ctl_analysis_show(c, info);
        }
    }
    return true;
}

/* After the AI acted, a person who was browsing keeps looking at position view; an
 * analysis started for the live position gives way to one of the shown position. */
static void keep_browsing(Controller *c, int view)
{
    c->view = view;
    ctl_refresh(c);
    controller_update(c);
}

static bool pace_holds(const Controller *c);
static void play_ai_move(Controller *c, const AiInfo *info);

bool controller_ai_result(Controller *c, uint64_t request_id, const AiInfo *info)
{
    if (c->ai_purpose == AI_IDLE || request_id != c->ai_request) {
        return false;
    }
    AiPurpose purpose = c->ai_purpose;
    c->ai_purpose = AI_IDLE;
    c->ai_has_progress = false;
    if (purpose == AI_FOR_OPENING) {
        int browsing = controller_is_live(c) ? -1 : c->view;
        ai_opening_feed(&c->plan, info);
        ctl_opening_step(c);
        if (browsing >= 0 && browsing < c->game.nactions) {
            keep_browsing(c, browsing);
        }
        return true;
    }
    if (purpose == AI_FOR_DRAW) {
        draw_verdict(c, info);
        return true;
    }
    if (ctl_study_result(c, purpose, info)) {
        return true;
    }
    if (pace_holds(c)) {
        /* Computer against computer: shown when its time on screen is up. */
        c->ai_purpose = AI_FOR_MOVE;
        c->held = true;
        c->held_info = *info;
        return true;
    }
    play_ai_move(c, info);
    return true;
}

/* The computer's move, info->best, on the live game. */
static void play_ai_move(Controller *c, const AiInfo *info)
{
    Game *g = &c->game;
    /* A person looking at an earlier position keeps looking at it. */
    int browsing = controller_is_live(c) ? -1 : c->view;
    GameError err;
    Action a, pass;
    memset(&a, 0, sizeof a);
    a.kind = info->best == POS_PASS ? ACTION_PASS : ACTION_MOVE;
    a.pos = info->best;
    pass = a;
    pass.kind = ACTION_PASS;
    pass.pos = POS_PASS;
    if (!controller_room(c, g, &a)) {
        hold_for_room(c);
        return;
    }
    if (!game_apply(g, &a, &err)) {
        /* The engine promises legal moves; if one is refused, say why and pass rather
         * than hang. The message then belongs to the position after the pass. */
        ctl_refuse(c, &err);
        CtlMessage m = c->msg;
        Pos at = c->msg_pos;
        if (!game_over(g) && (!c->room || c->room(c->room_ctx, g, &pass))) {
            game_apply(g, &pass, NULL);
        }
        ctl_changed(c);
        ctl_set_msg(c, m, at);
    } else {
        ctl_changed(c);
    }
    if (browsing >= 0) {
        keep_browsing(c, browsing);
    }
}

/* Does the pace hold back a computer's move answered now? Both seats the computer's, no
 * clock, and less than pace_ms since the move was asked for. */
static bool pace_holds(const Controller *c)
{
    return c->pace_ms > 0 && !c->hurry && c->opt.seat[STONE_BLACK] == SEAT_AI &&
           c->opt.seat[STONE_WHITE] == SEAT_AI && !controller_on_clock(c) &&
           c->now - c->move_asked_at < c->pace_ms;
}

/* Plays the move held back for the pace. */
static void release_held(Controller *c)
{
    AiInfo info = c->held_info;
    c->held = false;
    c->ai_purpose = AI_IDLE;
    c->ai_has_progress = false;
    play_ai_move(c, &info);
}

/* Can the search under way be stopped (Move now)? */
static bool can_stop(const Controller *c)
{
    return c->ai.stop && (!c->ai.can_stop || c->ai.can_stop(c->ai.user));
}

bool controller_move_now_off(const Controller *c)
{
    return c->ai_purpose == AI_FOR_MOVE && !c->held && c->ai.stop && !can_stop(c) &&
           !controller_paused_off(c, CTL_CMD_MOVE_NOW);
}

bool controller_move_now(Controller *c)
{
    if (c->ai_waits && !c->paused) {
        c->ai_waits = false;
        controller_update(c);
        return true;
    }
    if (c->ai_purpose != AI_FOR_MOVE) {
        return false;
    }
    if (c->held) {
        release_held(c);
    } else if (can_stop(c)) {
        c->hurry = true; /* its answer is not held for the pace either */
        c->ai.stop(c->ai.user);
    } else {
        return false;
    }
    return true;
}

void controller_set_engine_name(Controller *c, const char *name)
{
    snprintf(c->engine_name, sizeof c->engine_name, "%s", name ? name : "");
}

void controller_set_engine_message(Controller *c, const char *text)
{
    snprintf(c->engine_message, sizeof c->engine_message, "%s", text ? text : "");
}

void controller_set_pace(Controller *c, int ms)
{
    c->pace_ms = ms < 0 ? 0 : ms > CTL_PACE_MAX_MS ? CTL_PACE_MAX_MS : ms;
}

static void set_game(Controller *c, const Game *g, bool waits)
{
    ctl_cancel_ai(c);
    memset(&c->marks, 0, sizeof c->marks); /* another game, even at the same position */
    if (&c->game != g) {
        c->game = *g;
    }
    c->opt.rule = g->rules->id;
    if (g->setup == 0) { /* a set-up game has no opening rule: the chosen one stays */
        c->opt.opening = g->opening;
    }
    c->hint = POS_NONE;
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    c->clock_stale = true;
    c->nmark_redo = 0;
    c->draw_by = 0;
    c->ai_waits = waits && !game_over(g) &&
                  controller_player_seat(c, game_player_to_move(g)) == SEAT_AI;
    after_change(c);
}

void controller_set_game(Controller *c, const Game *g) { set_game(c, g, false); }

void controller_set_game_waiting(Controller *c, const Game *g) { set_game(c, g, true); }

/* ---- The clock and sounds ---------------------------------------------------------- */

/* The computer thinks within the clock's budget: a depth-limited level within its own
 * time too; the full level spends the clock as a tournament engine does (clock_budget:
 * what is left over the turns to come, a reserve kept), not its untimed 10 s a move
 * (audit 20b, G6: 58 s of 10 min used in 7 moves). */
static void clock_limit(const Controller *c, AiLimits *lim)
{
    if (controller_on_clock(c)) {
        /* The full level spends the clock's budget, within the player's time a move
         * when one is set (controller_set_think); the others keep their time as a cap. */
        int64_t own = ai_level(lim->level)->depth > 0 || c->think_ms > 0 ? lim->time_ms : 0;
        lim->time_ms = (int)clock_budget(&c->clock, c->now, own);
    }
}

static bool paused_refuses(Controller *c)
{
    if (c->paused && !game_over(&c->game)) {
        ctl_set_msg(c, CTL_MSG_PAUSED, POS_NONE);
        return true;
    }
    return false;
}

static int next_actor(const Game *g) { return game_over(g) ? -1 : game_player_to_move(g); }

/* Does the clock stand: a game nobody has begun (its first action starts the clocks, as a
 * player starts a real one), a pause or study, a game that has ended (the lines tried
 * after it are on nobody's clock)? Never a dialog: as at a tournament, the mover's clock
 * runs while they save, open, comment or read the help; the pause (X) is the one stop,
 * and it hides the position. */
static bool clock_stands(const Controller *c)
{
    return controller_unbegun(c) || c->paused || c->studying || c->clock_done;
}

/* Stops or restarts the running clock as clock_stands says. */
static void clock_sync(Controller *c)
{
    if (clock_stands(c)) {
        clock_pause(&c->clock, c->now);
    } else {
        clock_resume(&c->clock, c->now);
    }
}

/* The clocks from the game's action times, the player to act having used pending_ms. */
static void clock_rebuild(Controller *c, int64_t pending_ms)
{
    const Game *g = &c->game;
    int32_t times[GAME_MAX_ACTIONS];
    for (int i = 0; i < g->nactions; i++) {
        times[i] = g->actions[i].time_ms;
    }
    clock_replay(&c->clock, &c->opt.clock, g->actor, times, g->nactions, next_actor(g), pending_ms,
                 c->now);
    if (c->generation != c->clock_generation) {
        c->paused = false; /* a new game starts running */
    }
    clock_sync(c); /* a studied record's clocks stand still too */
    c->clock_actions = g->nactions;
    c->clock_generation = c->generation;
    c->clock_stale = false;
    c->low_second = -1;
}

/* The sound for action a, just applied, and for the end of the game it may have made. */
static void action_sounds(Controller *c, const Action *a)
{
    const Game *g = &c->game;
    switch (a->kind) {
    case ACTION_MOVE:
    case ACTION_CHOOSE:
        sound(c, board_at(&g->board, a->pos) == STONE_WHITE ? CTL_SOUND_STONE_WHITE
                                                            : CTL_SOUND_STONE_BLACK);
        break;
    case ACTION_SWAP:
    case ACTION_KEEP:
    case ACTION_OPTION_A:
    case ACTION_OPTION_B:
    case ACTION_TWO_MORE:
    case ACTION_PROPOSE:
    case ACTION_DECLARE: sound(c, CTL_SOUND_DECISION); break;
    default: break;
    }
    if (!game_over(g)) {
        return;
    }
    if (g->result == RESULT_DRAW) {
        sound(c, CTL_SOUND_DRAW);
        return;
    }
    Stone winner = g->result == RESULT_BLACK_WINS ? STONE_BLACK : STONE_WHITE;
    bool ai_beat_person = controller_colour_seat(c, winner) != SEAT_HUMAN &&
                          controller_colour_seat(c, stone_opponent(winner)) == SEAT_HUMAN;
    sound(c, ai_beat_person ? CTL_SOUND_LOSS : CTL_SOUND_WIN);
}

/* Brings the clock up to the game (called on every change): times a new action, or
 * rebuilds the clocks when the game was replaced, undone or started anew. */
static void clock_follow(Controller *c)
{
    Game *g = &c->game;
    bool same_game = c->generation == c->clock_generation && !c->clock_stale;
    if (same_game && g->nactions == c->clock_actions) {
        return;
    }
    if (!same_game || g->nactions != c->clock_actions + 1) {
        clock_rebuild(c, 0);
        return;
    }
    Action *a = &g->actions[g->nactions - 1];
    if (c->clock.running >= 0) {
        /* The tick flags a player before any later action, so this one was in time. A
         * person's action is timed when its input event was made (controller_input_at). */
        int64_t at = c->now;
        if (c->input_at >= 0 && controller_player_seat(c, c->clock.running) == SEAT_HUMAN) {
            at = c->input_at < c->clock.since ? c->clock.since : c->input_at;
            at = at > c->now ? c->now : at;
        }
        int64_t t = clock_act(&c->clock, next_actor(g), at);
        a->time_ms = (int32_t)(t < INT32_MAX ? t : INT32_MAX);
        clock_sync(c);
    }
    c->clock_actions = g->nactions;
    c->low_second = -1;
    action_sounds(c, a);
}

bool controller_tick(Controller *c, int64_t now)
{
    if (!c->ticking) {
        /* The running segment starts now, not when the game was set up. */
        c->ticking = true;
        c->now = now;
        if (!clock_stands(c)) {
            clock_pause(&c->clock, c->clock.since);
            clock_resume(&c->clock, now);
        }
    }
    if (now > c->now) {
        c->now = now;
    }
    if (c->held && !pace_holds(c)) {
        release_held(c);
        return true;
    }
    if (c->analysis_behind && c->ai_purpose == AI_FOR_ANALYSIS && c->ai_has_progress &&
        c->now - c->analysis_shown_at >= CTL_ANALYSIS_SHOW_MS) {
        ctl_analysis_show(c, &c->ai_progress); /* the report held back for the pace */
    }
    Game *g = &c->game;
    if (game_over(g) || !controller_on_clock(c) || c->studying) {
        return false; /* a studied record is not played into, by the clock either */
    }
    int64_t spent = clock_action_ms(&c->clock, c->now);
    /* Over the network the session says who lost on time (netgame.h). */
    int player = controller_networked(c) ? -1 : clock_check(&c->clock, c->now);
    if (player < 0 && !controller_networked(c)) {
        player = c->clock.flagged; /* a rebuilt clock may already have run out */
        spent = 0;
    }
    if (player >= 0) {
        Action a;
        memset(&a, 0, sizeof a);
        a.kind = ACTION_TIMEOUT;
        a.pos = POS_NONE;
        a.colour = game_player_colour(g, player);
        a.time_ms = (int32_t)(spent < INT32_MAX ? spent : INT32_MAX);
        ctl_cancel_ai(c);
        if (c->room && !c->room(c->room_ctx, g, &a)) {
            if (c->msg != CTL_MSG_RECORD_FULL) { /* said once, not at every tick */
                ctl_set_msg(c, CTL_MSG_RECORD_FULL, POS_NONE);
            }
            return false;
        }
        if (!game_apply(g, &a, NULL)) {
            return false;
        }
        ctl_changed(c);
        return true;
    }
    /* A person's last seconds: one sound a second. */
    ClockReading r;
    int running = c->clock.running;
    if (running >= 0 && !c->clock.paused) {
        clock_read(&c->clock, running, c->now, &r);
        int64_t left = r.in_periods ? r.period_ms : r.main_ms;
        if (r.low && controller_player_seat(c, running) == SEAT_HUMAN) {
            int64_t second = (left + 999) / 1000;
            if (second != c->low_second) {
                c->low_second = second;
                sound(c, CTL_SOUND_CLOCK_LOW);
            }
        } else {
            c->low_second = -1;
        }
    }
    return false;
}

void controller_input_at(Controller *c, int64_t at)
{
    if (at >= 0 && c->ticking && at > c->now) {
        controller_tick(c, at);
    }
    c->input_at = at;
}

bool controller_pause(Controller *c, bool on)
{
    if (c->paused == on || (on && (game_over(&c->game) || c->clock_done))) {
        return false;
    }
    c->paused = on;
    if (on) {
        /* Every search stops (controller_update); the computer's move is started afresh,
         * within what is left, on resuming, and so is the analysis. The message leaves the
         * message line, a hint or a refusal alike ("h8 is occupied" names a stone): the
         * position is hidden. */
        clock_pause(&c->clock, c->now);
        ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    } else {
        clock_sync(c);
        ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    }
    controller_update(c);
    return true;
}

void controller_hold(Controller *c)
{
    ctl_cancel_ai(c);
    c->paused = true;
    clock_pause(&c->clock, c->now);
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
}

bool controller_unbegun(const Controller *c)
{
    return controller_on_clock(c) && c->game.nactions == 0;
}

bool controller_hold_unbegun(Controller *c)
{
    c->starting = false;
    if (!controller_unbegun(c) || controller_human_to_move(c) || c->paused) {
        controller_update(c); /* what the start-up held back */
        return false;
    }
    controller_hold(c);
    return true;
}

void controller_clock_adopt(Controller *c, const Clock *clock)
{
    c->clock = *clock;
    c->clock_actions = c->game.nactions;
    c->clock_generation = c->generation;
    c->clock_stale = false;
}

void controller_clock_read(const Controller *c, int player, ClockReading *out)
{
    clock_read(&c->clock, player, c->now, out);
}

int32_t controller_thinking_ms(const Controller *c)
{
    int64_t t = clock_action_ms(&c->clock, c->now);
    return (int32_t)(t < INT32_MAX ? t : INT32_MAX);
}

void controller_resume_clock(Controller *c, const TimeControl *tc, int32_t thinking_ms, bool ended)
{
    c->opt.clock = *tc;
    /* A finished record, or a line tried after its end: reviewed. */
    c->clock_done = clock_timed(tc) && (game_over(&c->game) || ended);
    c->clock_ended_at = 0; /* a record's end is not taken back onto its clock */
    clock_rebuild(c, thinking_ms > 0 ? thinking_ms : 0);
    controller_tick(c, c->now); /* recorded times may already be out */
    controller_update(c);       /* the computer's budget follows the clock */
}

int controller_take_sounds(Controller *c, CtlSound *out, int cap)
{
    int n = c->nsounds < cap ? c->nsounds : cap;
    memcpy(out, c->sounds, (size_t)n * sizeof *out);
    memmove(c->sounds, c->sounds + n, (size_t)(c->nsounds - n) * sizeof *out);
    c->nsounds -= n;
    return n;
}
bool controller_paused_off(const Controller *c, CtlCommand cmd)
{
    if (!c->paused || game_over(&c->game)) {
        return false;
    }
    switch (cmd) {
    /* The game's actions (they would be refused). */
    case CTL_CMD_PASS:
    case CTL_CMD_RESIGN:
    case CTL_CMD_DRAW:
    case CTL_CMD_SWAP:
    case CTL_CMD_TWO_MORE:
    case CTL_CMD_KEEP:
    case CTL_CMD_OPTION_A:
    case CTL_CMD_OPTION_B:
    case CTL_CMD_DECLARE:
    case CTL_CMD_CONFIRM:
    /* The engine's view of the hidden position: a pause is no time to ask it. */
    case CTL_CMD_HINT:
    case CTL_CMD_ANALYSE:
    case CTL_CMD_GRAPH:
    case CTL_CMD_NBEST:
    case CTL_CMD_ANALYSE_LIVE:
    case CTL_CMD_SOLVE:
    case CTL_CMD_CLEAR_MARKS:
    case CTL_CMD_MARK:
    case CTL_CMD_MOVE_NOW: return true;
    default: return false;
    }
}

/* The game's actions on its live position, which showing an earlier one turns off; the
 * opening's decisions with their action (ACTION_MOVE for the others). */
static bool acts_on_live(CtlCommand cmd, ActionKind *kind)
{
    *kind = ACTION_MOVE;
    switch (cmd) {
    case CTL_CMD_RESIGN:
    case CTL_CMD_DRAW:
    case CTL_CMD_HINT: return true;
    case CTL_CMD_SWAP: *kind = ACTION_SWAP; return true;
    case CTL_CMD_TWO_MORE: *kind = ACTION_TWO_MORE; return true;
    case CTL_CMD_KEEP: *kind = ACTION_KEEP; return true;
    case CTL_CMD_OPTION_A: *kind = ACTION_OPTION_A; return true;
    case CTL_CMD_OPTION_B: *kind = ACTION_OPTION_B; return true;
    case CTL_CMD_DECLARE: *kind = ACTION_DECLARE; return true;
    case CTL_CMD_CONFIRM: *kind = ACTION_PROPOSE; return true;
    default: return false;
    }
}

bool controller_browsing_off(const Controller *c, CtlCommand cmd)
{
    const Game *g = &c->game;
    if (controller_is_live(c) || controller_position_hidden(c) || game_over(g)) {
        return false;
    }
    if (cmd == CTL_CMD_PASS) { /* elsewhere a pass there is another line */
        return (controller_on_clock(c) || controller_networked(c)) && controller_human_to_move(c) &&
               game_action_offered(g, ACTION_PASS);
    }
    if (cmd == CTL_CMD_UNDO) { /* over the network a request about the live position */
        return controller_networked(c);
    }
    ActionKind kind;
    if (!acts_on_live(cmd, &kind)) {
        return false;
    }
    /* Said only of what the live position would offer. */
    if (cmd == CTL_CMD_HINT) {
        return c->ai.start && controller_human_to_move(c);
    }
    if (kind == ACTION_MOVE) { /* resign, draw: a person's */
        return c->opt.seat[STONE_BLACK] == SEAT_HUMAN || c->opt.seat[STONE_WHITE] == SEAT_HUMAN;
    }
    return controller_human_to_move(c) && game_action_offered(g, kind);
}

bool controller_position_hidden(const Controller *c) { return c->paused && !game_over(&c->game); }

const AiInfo *controller_shown_analysis(const Controller *c)
{
    bool held = controller_position_hidden(c);
    /* After proposals the stones are those before them: an analysis of that position
     * (Black to move) is not one of White's pick. */
    return c->analysing && c->has_analysis && c->analysis_hash == c->board.hash && !held &&
                   !controller_awaits_pick(c, c->view)
               ? &c->analysis
               : NULL;
}

bool controller_awaits_pick(const Controller *c, int n)
{
    return n > 0 && n <= c->game.nactions && c->game.actions[n - 1].kind == ACTION_PROPOSE;
}

const Pos *controller_shown_proposals(const Controller *c, int *n)
{
    const Game *g = &c->game;
    *n = 0;
    if (!controller_is_live(c)) {
        const Action *a = controller_awaits_pick(c, c->view) ? &g->actions[c->view - 1] : NULL;
        *n = a ? a->nproposals : 0;
        return a ? a->proposals : NULL;
    }
    if (game_over(g) || (g->phase != PHASE_PROPOSE && g->phase != PHASE_CHOOSE)) {
        return NULL;
    }
    *n = g->phase == PHASE_PROPOSE ? c->nproposals : g->nproposals;
    return g->phase == PHASE_PROPOSE ? c->proposals : g->proposals;
}

/* Does the opening offer the person who acts on the live position the decision kind? */
static bool decision_open(const Controller *c, ActionKind kind)
{
    return controller_is_live(c) && controller_human_to_move(c) && !c->paused &&
           game_action_offered(&c->game, kind);
}

int controller_proposals_missing(const Controller *c)
{
    int n = game_proposals_needed(&c->game) - c->nproposals;
    return decision_open(c, ACTION_PROPOSE) && n > 0 ? n : 0;
}

/* The engine's help on a position: hint, analysis, best moves, graph, forced-win search. */
static bool engine_help(CtlCommand cmd)
{
    switch (cmd) {
    case CTL_CMD_HINT:
    case CTL_CMD_ANALYSE:
    case CTL_CMD_ANALYSE_LIVE:
    case CTL_CMD_GRAPH:
    case CTL_CMD_NBEST:
    case CTL_CMD_SOLVE: return true;
    default: return false;
    }
}

/* What a game over the network turns off: redo always; while it is under way, what
 * would help one player (the engine's views) or change the game under both (a turn,
 * study, a set-up). */
static bool network_off(const Controller *c, CtlCommand cmd)
{
    switch (cmd) {
    case CTL_CMD_REDO:
    case CTL_CMD_PAUSE: /* the opponent's clock cannot stop */
    case CTL_CMD_PLAY_ON: return true;
    /* A request about the live position of a game under way (controller_browsing_off). */
    case CTL_CMD_UNDO: return game_over(&c->game) || !controller_is_live(c);
    case CTL_CMD_ROTATE:
    case CTL_CMD_MIRROR:
    case CTL_CMD_STUDY:
    case CTL_CMD_SETUP: return !game_over(&c->game);
    default: return engine_help(cmd) && !game_over(&c->game);
    }
}

bool controller_help_cmd(CtlCommand cmd)
{
    return engine_help(cmd) || cmd == CTL_CMD_LIBRARY || cmd == CTL_CMD_FORBIDDEN_MARKS;
}

bool controller_can(const Controller *c, CtlCommand cmd)
{
    const Game *g = &c->game;
    bool over = game_over(g);
    bool human = controller_human_to_move(c);
    bool someone_human = c->opt.seat[STONE_BLACK] == SEAT_HUMAN ||
                         c->opt.seat[STONE_WHITE] == SEAT_HUMAN;
    bool ai = c->ai.start != NULL;
    if (controller_paused_off(c, cmd)) {
        return false;
    }
    ActionKind kind;
    if (!controller_is_live(c) && acts_on_live(cmd, &kind)) {
        return false; /* the window says why (controller_browsing_off) */
    }
    if (!controller_is_live(c) && cmd == CTL_CMD_PASS) {
        /* another line (session_pass); none under a network game being played */
        return c->view_pass && !controller_on_clock(c) && !controller_net_one_line(c);
    }
    if ((controller_networked(c) || c->net_setup) && network_off(c, cmd)) {
        return false;
    }
    if (controller_no_help(c) && controller_help_cmd(cmd)) {
        return false; /* a tournament game: the window says why */
    }
    switch (cmd) {
    case CTL_CMD_NONE:
    case CTL_CMD_COUNT: return false;
    /* No move is taken back on a clock: its time would come back too. */
    case CTL_CMD_UNDO: return controller_undo_off(c) == CTL_MSG_NONE;
    case CTL_CMD_REDO: return controller_redo_off(c) == CTL_MSG_NONE;
    case CTL_CMD_PAUSE: return controller_on_clock(c) && !over;
    case CTL_CMD_PASS: return !over && human && game_action_offered(g, ACTION_PASS);
    case CTL_CMD_RESIGN: return !over && someone_human && g->nactions > 0;
    case CTL_CMD_DRAW: /* not again while the computer considers an offer */
        return !over && someone_human && g->nactions > 0 && c->ai_purpose != AI_FOR_DRAW;
    case CTL_CMD_HINT:
        return ai && !over && human; /* an opening decision's too */
    /* On a running clock too, as the analysis always was; a pause turns them off. */
    case CTL_CMD_ANALYSE:
    case CTL_CMD_ANALYSE_LIVE:
    case CTL_CMD_GRAPH:
    case CTL_CMD_NBEST: return ai;
    case CTL_CMD_CLEAR_MARKS: return ai_filter_on(&c->marks);
    case CTL_CMD_MOVE_NOW:
        return c->ai_waits || (c->ai_purpose == AI_FOR_MOVE && (c->held || can_stop(c)));
    /* The shown position, a person's to study: not while the computer works on a move or
     * an opening decision (the request would take its place), nor in Pente (captures) or
     * in an opening that still wants a decision. */
    case CTL_CMD_SOLVE:
        return ai && c->ai_purpose != AI_FOR_MOVE && c->ai_purpose != AI_FOR_OPENING &&
               !c->game.rules->captures && !(controller_is_live(c) && over) &&
               !ai_opening_needed(g);
    case CTL_CMD_PLAY_ON: return c->studying && !over;
    /* Study mode hides the game: not while a clock runs (pause first). */
    case CTL_CMD_STUDY:
    case CTL_CMD_SETUP:
        return !controller_on_clock(c) || over || c->paused || c->studying || controller_unbegun(c);
    case CTL_CMD_SHOW_SOLUTION:
    case CTL_CMD_STUDY_TAB:
        return false; /* the study mode's own (ui/studyview.c) */
    /* Any game of an odd board (symmetry.h): a record studied, one on a clock, one the
     * computer thinks in (it thinks again), one paused (nothing shows that was hidden). */
    case CTL_CMD_ROTATE:
    case CTL_CMD_MIRROR: return symmetry_board_ok(g->board.size);
    case CTL_CMD_SWAP: return decision_open(c, ACTION_SWAP);
    case CTL_CMD_TWO_MORE: return decision_open(c, ACTION_TWO_MORE);
    case CTL_CMD_KEEP: return decision_open(c, ACTION_KEEP);
    case CTL_CMD_OPTION_A: return decision_open(c, ACTION_OPTION_A);
    case CTL_CMD_OPTION_B: return decision_open(c, ACTION_OPTION_B);
    case CTL_CMD_DECLARE: return decision_open(c, ACTION_DECLARE);
    case CTL_CMD_CONFIRM:
        return decision_open(c, ACTION_PROPOSE) && c->nproposals == game_proposals_needed(g);
    case CTL_CMD_PLAY:
    case CTL_CMD_LEFT:
    case CTL_CMD_UP:
    case CTL_CMD_RIGHT:
    case CTL_CMD_DOWN:
    case CTL_CMD_NEW_GAME:
    case CTL_CMD_BACK:
    case CTL_CMD_FORWARD:
    case CTL_CMD_FIRST:
    case CTL_CMD_LAST:
    case CTL_CMD_FORBIDDEN_MARKS:
    case CTL_CMD_MOVE_NUMBERS:
    case CTL_CMD_LANGUAGE:
    case CTL_CMD_HELP:
    case CTL_CMD_OPEN:
    case CTL_CMD_SAVE:
    case CTL_CMD_COPY:
    case CTL_CMD_PASTE:
    case CTL_CMD_HIDE_CURSOR:
    case CTL_CMD_SOUND:
    case CTL_CMD_VOLUME_DOWN:
    case CTL_CMD_VOLUME_UP:
    case CTL_CMD_THEME:
    case CTL_CMD_LIBRARY_OPEN:
    case CTL_CMD_LIBRARY:
    case CTL_CMD_FULL_SCREEN:
    case CTL_CMD_UI_BIGGER:
    case CTL_CMD_UI_SMALLER:
    case CTL_CMD_UI_RESET:
    case CTL_CMD_BUTTONS:
    case CTL_CMD_ENGINE_SETTINGS:
    case CTL_CMD_GAME_INFO:
    case CTL_CMD_QUIT: return true;
    case CTL_CMD_DELETE: /* at the start too: session_delete says why nothing goes */
        return !controller_position_hidden(c);
    case CTL_CMD_MISTAKE_PREV: /* a click on the list's next "?" row, by a key */
        return !controller_position_hidden(c) && controller_mistake_step(c, -1) >= 0;
    case CTL_CMD_MISTAKE_NEXT:
        return !controller_position_hidden(c) && controller_mistake_step(c, 1) >= 0;
    case CTL_CMD_LINE_PREV: /* a click on another line's move, by a key; on a clock or */
    case CTL_CMD_LINE_NEXT: /* over the network session_sibling says why nothing opens */
        return !controller_position_hidden(c);
    case CTL_CMD_NOTE:      /* the game stays as it is */
    case CTL_CMD_FIND_NOTE: /* on a clock session_show_node says why nothing is shown */
    case CTL_CMD_MARK_MOVE:
    case CTL_CMD_FIND_POSITION:
    case CTL_CMD_LETTERS:
    case CTL_CMD_MARK: /* without an engine, or over the network, controller_mark says why */
    case CTL_CMD_COPY_ANALYSIS: /* without an analysis shown it says why nothing is copied */
        return !controller_position_hidden(c);
    }
    return false;
}

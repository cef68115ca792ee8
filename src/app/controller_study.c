/* Renju - MIT licence, see LICENSE.
 *
 * What the window offers for studying (controller.h): the hint, the analysis of the shown
 * position, the evaluation graph (short searches, one position at a time, only while the
 * AI has no move to make) and study mode (both seats people until the player plays on).
 */
#include "controller_internal.h"

#include <stdlib.h>
#include <string.h>

#include "mistakes.h"

/* Forgets the graph points whose position is no longer the game's position of that
 * number (after undo, a new game, a load or a branch). */
void ctl_graph_check(Controller *c)
{
    const Game *g = &c->game;
    Board *b = malloc(sizeof *b);
    if (!b) {
        memset(c->graph_known, 0, sizeof c->graph_known);
        memset(c->graph_deep, 0, sizeof c->graph_deep);
        memset(c->graph_alt_known, 0, sizeof c->graph_alt_known);
        return;
    }
    board_init(b, g->rules->board_size, g->rules->captures);
    for (int i = 0; i <= GAME_MAX_ACTIONS; i++) {
        if (i > g->nactions || c->graph_hash[i] != b->hash) {
            c->graph_known[i] = false;
        }
        c->graph_deep[i] = c->graph_deep[i] && c->graph_known[i];
        if (i < GAME_MAX_ACTIONS) {
            c->graph_alt_known[i] = c->graph_alt_known[i] && c->graph_deep[i];
        }
        if (i < g->nactions) {
            ctl_board_step(b, &g->actions[i]);
        }
    }
    free(b);
}

/* Is graph point i the proven result of point i - 1 carried on? The side to move there
 * was proven to win and played the proof's first move (every defence of it loses), or
 * was proven to lose whatever it played (after is the board of point i). Point i's own
 * short search would often not prove it again: the graph fell back to 88-95% after a
 * proven win (audit 15a). */
static bool graph_inherits(const Controller *c, int i, const Board *after)
{
    const Game *g = &c->game;
    if (i <= g->setup || !c->graph_known[i - 1] || g->actions[i - 1].kind != ACTION_MOVE ||
        g->actions[i - 1].foul) {
        return false;
    }
    int black = c->graph_score[i - 1];
    bool black_moved = board_at(after, g->actions[i - 1].pos) == STONE_BLACK;
    int mover = black_moved ? black : -black;
    return ai_score_is_win(-mover) ||
           (ai_score_is_win(mover) && c->graph_best[i - 1] == g->actions[i - 1].pos);
}

/* Point i, where White picks a proposed fifth move, is the pick's point i + 1 once known
 * (its check's figures too), unknown before: a search there would give Black a free fifth
 * move (audit 26 #2: 64% beside the proposals' 50% -> 4%). */
static void graph_take_pick(Controller *c, int i)
{
    Board *b = malloc(sizeof *b);
    c->graph_known[i] = b && i < c->game.nactions && c->graph_known[i + 1];
    if (c->graph_known[i]) {
        ctl_board_after(c, i, b);
        c->graph_score[i] = c->graph_score[i + 1];
        c->graph_deep[i] = c->graph_deep[i + 1];
        c->graph_hash[i] = b->hash;
        c->graph_best[i] = POS_NONE;
    }
    free(b);
}

/* Asks for graph point i (b: its position), a short search or a candidate mistake's check
 * (alt: of the better move instead of action i, b the position after it). */
static void graph_ask(Controller *c, int i, const Board *b, bool deep, bool alt)
{
    c->graph_ply = i;
    c->graph_pending_hash = b->hash;
    c->graph_pending_black = b->to_move == STONE_BLACK;
    c->graph_pending_deep = deep;
    c->graph_pending_alt = alt;
    ctl_start_ai_on(c, AI_FOR_GRAPH, b);
}

/* Starts the analysis of the shown position, or the next missing graph point, when the
 * AI has nothing more urgent to do. */
void ctl_start_study(Controller *c)
{
    const Game *g = &c->game;
    bool terminal = controller_is_live(c) && game_over(g);
    /* Restarted when the position changed, or when its search was cut short (a hint or
     * the AI's move came first); a finished analysis stays on screen. */
    if (c->analysing && !terminal && !controller_awaits_pick(c, c->view) &&
        !(c->has_analysis && c->analysis_hash == c->board.hash && c->analysis_done)) {
        c->has_analysis = true;
        c->analysis_hash = c->board.hash;
        c->analysis_done = false;
        c->analysis_behind = false;
        memset(&c->analysis, 0, sizeof c->analysis);
        c->analysis.best = POS_NONE;
        ctl_start_ai_on(c, AI_FOR_ANALYSIS, &c->board);
        return;
    }
    if (!c->graph_on) {
        return;
    }
    int n = g->nactions;
    if (game_over(g) && !c->graph_known[n]) {
        /* The end of a finished game needs no search: its result is its value. */
        c->graph_score[n] = g->result == RESULT_BLACK_WINS   ? AI_WIN_SCORE
                            : g->result == RESULT_WHITE_WINS ? -AI_WIN_SCORE
                                                             : 0;
        c->graph_known[n] = true;
        c->graph_deep[n] = true; /* no search: the result */
        c->graph_hash[n] = g->board.hash;
    }
    for (int i = g->setup; i <= n; i++) { /* from a set-up position's end */
        if (controller_awaits_pick(c, i)) {
            graph_take_pick(c, i);
            continue;
        }
        if (c->graph_known[i]) {
            continue;
        }
        Board *b = malloc(sizeof *b);
        if (!b) {
            return;
        }
        ctl_board_after(c, i, b);
        if (graph_inherits(c, i, b)) {
            c->graph_score[i] = c->graph_score[i - 1];
            c->graph_known[i] = true;
            c->graph_deep[i] = c->graph_deep[i - 1];
            c->graph_hash[i] = b->hash;
            c->graph_best[i] = POS_NONE;
            free(b);
            continue;
        }
        graph_ask(c, i, b, false, false);
        free(b);
        return;
    }
    /* Every point known: each candidate mistake's positions searched again, longer, and
     * its better move's, before it is marked (mistakes.h). */
    bool alt = false;
    int k = ctl_mistake_next_check(c, &alt, NULL, NULL);
    Board *b = k >= 0 ? malloc(sizeof *b) : NULL;
    if (b) {
        ctl_board_after(c, k, b);
        if (alt) {
            board_play(b, c->graph_best[k]);
        }
        graph_ask(c, k, b, true, alt);
        free(b);
    }
}

void controller_network_setup(Controller *c, bool on)
{
    c->net_setup = on;
    ctl_network_views(c);
}

void ctl_network_views(Controller *c)
{
    bool off = (controller_networked(c) && !game_over(&c->game)) || c->net_setup;
    if (off && (c->analysing || c->nbest > 0 || c->graph_on)) {
        if (!c->net_views.held) {
            c->net_views.held = true;
            c->net_views.analysing = c->analysing;
            c->net_views.live = c->analysis_live;
            c->net_views.graph = c->graph_on;
            c->net_views.nbest = c->nbest;
        }
        c->analysing = c->analysis_live = c->has_analysis = c->graph_on = false;
        c->nbest = 0;
        if (c->ai_purpose == AI_FOR_ANALYSIS || c->ai_purpose == AI_FOR_GRAPH) {
            ctl_cancel_ai(c);
        }
    } else if (!off && c->net_views.held) {
        c->net_views.held = false;
        c->analysing = c->net_views.analysing;
        c->analysis_live = c->net_views.live;
        c->graph_on = c->graph_on || c->net_views.graph;
        c->nbest = c->net_views.nbest;
    }
}

/* Whether the analysis on the screen is of the live position and has a best move. */
static bool analysis_of_live(const Controller *c)
{
    return c->has_analysis && controller_is_live(c) && c->analysis_hash == c->game.board.hash &&
           c->analysis.best != POS_NONE && c->analysis.depth > 0;
}

/* Puts the hint on p, from a search of depth, with its message. */
static void set_hint(Controller *c, Pos p, int score, int depth, bool overridden)
{
    c->hint = p;
    c->hint_decided = false; /* a move's hint, not an opening decision's */
    c->hint_overridden = overridden;
    c->hint_score = score;
    c->hint_ply = c->game.nactions;
    c->hint_depth = depth;
    ctl_set_msg(c, CTL_MSG_HINT, p);
}

void ctl_hint_follow(Controller *c)
{
    /* One position, one advice: the hint's short search gives way to the analysis. */
    if (c->hint != POS_NONE && !c->hint_decided && c->hint_ply == c->game.nactions &&
        analysis_of_live(c) && (c->analysis_done || c->analysis.depth >= c->hint_depth) &&
        (c->hint != c->analysis.best || c->hint_score != c->analysis.score)) {
        bool shown = c->msg == CTL_MSG_HINT;
        c->hint = c->analysis.best;
        c->hint_score = c->analysis.score;
        c->hint_depth = c->analysis.depth;
        c->hint_overridden = c->analysis.filter_overridden;
        if (shown) {
            ctl_set_msg(c, CTL_MSG_HINT, c->hint);
        }
    }
}

void ctl_analysis_show(Controller *c, const AiInfo *info)
{
    c->analysis = *info;
    c->analysis_shown_at = c->now;
    c->analysis_behind = false;
    ctl_hint_follow(c);
}

bool ctl_study_result(Controller *c, AiPurpose purpose, const AiInfo *info)
{
    if (purpose == AI_FOR_ANALYSIS) {
        c->analysis_done = true;
        ctl_analysis_show(c, info);
        controller_update(c);
        return true;
    }
    if (purpose == AI_FOR_GRAPH && c->graph_pending_alt) {
        int i = c->graph_ply;
        if (i < GAME_MAX_ACTIONS && c->graph_deep[i]) { /* else its position went meanwhile */
            c->graph_alt_score[i] = c->graph_pending_black ? info->score : -info->score;
            c->graph_alt_known[i] = true;
        }
        c->graph_pending_alt = false;
        controller_update(c); /* the next check */
        return true;
    }
    if (purpose == AI_FOR_GRAPH) {
        int ply = c->graph_ply;
        if (c->graph_known[ply] && (c->graph_deep[ply] || !c->graph_pending_deep)) {
            controller_update(c); /* a finished analysis gave this point meanwhile */
            return true;
        }
        int score = info->score;
        c->graph_score[c->graph_ply] = c->graph_pending_black ? score : -score;
        c->graph_known[c->graph_ply] = true;
        c->graph_deep[ply] = c->graph_pending_deep;
        c->graph_hash[c->graph_ply] = c->graph_pending_hash;
        c->graph_best[c->graph_ply] = info->best;
        controller_update(c); /* the next point */
        return true;
    }
    if (purpose == AI_FOR_HINT && c->hint_opening) {
        ctl_hint_opening_result(c, info);
        return true;
    }
    if (purpose == AI_FOR_HINT) {
        set_hint(c, info->best, info->score, info->depth, info->filter_overridden);
        controller_update(c); /* an analysis or the graph the hint interrupted goes on */
        return true;
    }
    if (purpose == AI_FOR_SOLVE) {
        c->solve_done = true;
        c->solve_kind = info->best != POS_NONE ? info->depth : AI_SOLVE_NONE;
        c->nsolve = c->solve_kind != AI_SOLVE_NONE ? info->npv : 0;
        c->solve_nodes = info->nodes;
        /* ai_search's solve scores the plies to the five: the winner's moves, five included */
        c->solve_moves = (AI_WIN_SCORE - info->score + 1) / 2;
        memcpy(c->solve_line, info->pv, (size_t)c->nsolve * sizeof c->solve_line[0]);
        ctl_set_msg(c, c->nsolve > 0 ? CTL_MSG_SOLVED : CTL_MSG_SOLVE_NONE,
                    c->nsolve > 0 ? c->solve_line[0] : POS_NONE);
        controller_update(c); /* an analysis or the graph it interrupted goes on */
        return true;
    }
    return false;
}

bool controller_solve(Controller *c) { return controller_solve_for(c, false); }

bool controller_solve_for(Controller *c, bool other)
{
    if (!controller_can(c, CTL_CMD_SOLVE)) {
        if (c->ai_purpose == AI_FOR_MOVE || c->ai_purpose == AI_FOR_OPENING) {
            ctl_set_msg(c, ctl_wait_message(c), POS_NONE);
        }
        return false;
    }
    Board *b = malloc(sizeof *b);
    if (!b) {
        return false;
    }
    *b = c->board;
    if (other) {
        board_pass(b); /* what the opponent threatens if the side to move played elsewhere */
    }
    c->solve_hash = c->board.hash;
    c->solve_to_move = c->board.to_move;
    c->solve_side = b->to_move;
    c->solve_done = false;
    c->solve_kind = AI_SOLVE_NONE;
    c->nsolve = 0;
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    ctl_start_ai_on(c, AI_FOR_SOLVE, b);
    free(b);
    return true;
}

bool controller_solve_cancel(Controller *c)
{
    if (c->ai_purpose != AI_FOR_SOLVE) {
        return false;
    }
    ctl_cancel_ai(c);
    controller_update(c);
    return true;
}

bool controller_solve_shown(const Controller *c)
{
    return c->solve_done && c->ai_purpose != AI_FOR_SOLVE && c->solve_hash == c->board.hash &&
           c->solve_to_move == c->board.to_move && !controller_position_hidden(c);
}

const Pos *controller_solve_line(const Controller *c, int *n)
{
    bool shown = c->nsolve > 0 && controller_solve_shown(c);
    *n = shown ? c->nsolve : 0;
    return shown ? c->solve_line : NULL;
}

bool controller_hint(Controller *c)
{
    if (ctl_browsing_refuses(c)) {
        return false; /* the hint is for the game's position, not the one shown */
    }
    if (game_over(&c->game)) {
        ctl_set_msg(c, CTL_MSG_GAME_OVER, POS_NONE);
        return false;
    }
    if (!controller_human_to_move(c)) {
        ctl_set_msg(c, ctl_wait_message(c), POS_NONE);
        return false;
    }
    if (!c->ai.start) {
        return false;
    }
    if (ai_opening_needed(&c->game)) {
        ctl_hint_opening(c); /* the computer's own way to decide (audit 30 C8) */
        return true;
    }
    if (analysis_of_live(c) &&
        (c->analysis_done || (c->analysis_live && c->ai_purpose == AI_FOR_ANALYSIS))) {
        /* The finished analysis of this very position is the best advice there is;
         * an infinite one under way will be (the hint follows it as it deepens). */
        set_hint(c, c->analysis.best, c->analysis.score, c->analysis.depth,
                 c->analysis.filter_overridden);
        return true;
    }
    c->hint = POS_NONE;
    ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    ctl_start_ai(c, AI_FOR_HINT);
    return true;
}

void controller_study(Controller *c, bool on)
{
    if (on && !c->studying &&
        (c->opt.seat[STONE_BLACK] == SEAT_AI || c->opt.seat[STONE_WHITE] == SEAT_AI)) {
        ctl_cancel_ai(c);
        memcpy(c->play_seat, c->opt.seat, sizeof c->play_seat);
        c->opt.seat[STONE_BLACK] = SEAT_HUMAN;
        c->opt.seat[STONE_WHITE] = SEAT_HUMAN;
        c->studying = true;
        c->exploring = false;
        clock_pause(&c->clock, c->now); /* its clocks stand still while it is studied */
    } else if (!on && c->studying && game_over(&c->game)) {
        ctl_set_msg(c, CTL_MSG_PLAY_ON_OVER, POS_NONE); /* nothing to play on */
    } else if (!on && c->studying) {
        memcpy(c->opt.seat, c->play_seat, sizeof c->opt.seat);
        c->studying = c->exploring = false;
        if (!c->paused) {
            clock_resume(&c->clock, c->now);
        }
        controller_update(c);
    }
}

void controller_take_seats(Controller *c, SeatKind first, SeatKind second, int level)
{
    ctl_cancel_ai(c);
    bool ai = c->ai.start != NULL;
    c->opt.seat[STONE_BLACK] = ai ? first : SEAT_HUMAN;
    c->opt.seat[STONE_WHITE] = ai ? second : SEAT_HUMAN;
    if (level >= AI_LEVEL_MIN && level <= AI_LEVEL_MAX) {
        c->opt.ai_level = level;
    }
    c->studying = c->exploring = false;
}

bool controller_explore(Controller *c)
{
    if (!game_over(&c->game) || c->studying) {
        return false;
    }
    controller_study(c, true); /* no AI seat: nothing to do */
    c->exploring = c->studying;
    return c->studying;
}

/* Takes p out of a mark list; true when it was there. */
static bool marks_drop(Pos *list, int *n, Pos p)
{
    for (int i = 0; i < *n; i++) {
        if (list[i] == p) {
            list[i] = list[--*n];
            return true;
        }
    }
    return false;
}

/* The marks changed: the analysis and the hint of their position start over. */
static void marks_changed(Controller *c)
{
    c->marks_hash = c->board.hash;
    c->has_analysis = false;
    c->hint = POS_NONE;
    if (c->msg == CTL_MSG_HINT) {
        ctl_set_msg(c, CTL_MSG_NONE, POS_NONE);
    }
    if (c->ai_purpose == AI_FOR_ANALYSIS || c->ai_purpose == AI_FOR_HINT) {
        ctl_cancel_ai(c);
    }
    controller_update(c);
}

bool controller_mark(Controller *c, Pos p, bool never)
{
    if (!c->ai.start || (controller_networked(c) && !game_over(&c->game)) || c->net_setup) {
        /* nothing would use them: said, for a click that seemed to do nothing */
        ctl_set_msg(c, c->ai.start ? CTL_MSG_MARKS_NETWORK : CTL_MSG_MARKS_NO_ENGINE, POS_NONE);
        return false;
    }
    if (!board_on(&c->board, p)) {
        ctl_set_msg(c, CTL_MSG_OFF_BOARD, p);
        return false;
    }
    if (board_at(&c->board, p) != STONE_EMPTY) {
        ctl_set_msg(c, CTL_MSG_OCCUPIED, p);
        return false;
    }
    const RuleSet *rs = c->game.rules;
    if (!never && rules_is_forbidden(rs, &c->board, p, c->board.to_move)) {
        /* No move "only" where the side to move may not play: the search would set the
         * marks aside and seem to block a four (audit 23 B2). The foul is said instead. */
        ctl_set_msg(c, CTL_MSG_FORBIDDEN, p);
        rules_explain(rs, &c->board, p, c->board.to_move, &c->explain);
        return false;
    }
    AiRootFilter *f = &c->marks;
    if (c->marks_hash != c->board.hash) {
        memset(f, 0, sizeof *f); /* another position's */
    }
    bool was_only = marks_drop(f->only, &f->nonly, p);
    bool was_never = marks_drop(f->never, &f->nnever, p);
    if (never && !was_never) {
        f->never[f->nnever++] = p;
    } else if (!never && !was_only) {
        f->only[f->nonly++] = p;
    }
    marks_changed(c);
    return true;
}

bool controller_clear_marks(Controller *c)
{
    if (!ai_filter_on(&c->marks)) {
        return false;
    }
    memset(&c->marks, 0, sizeof c->marks);
    marks_changed(c);
    return true;
}

void controller_analyse(Controller *c, bool on)
{
    c->analysing = on;
    c->has_analysis = false;
    if (!on) {
        c->nbest = 0; /* the best moves are the analysis' */
        c->analysis_live = false;
    }
    if (!on && c->ai_purpose == AI_FOR_ANALYSIS) {
        ctl_cancel_ai(c);
    }
    controller_update(c);
}

void controller_nbest(Controller *c, int n)
{
    c->nbest = n <= 0              ? 0
               : n < CTL_NBEST_MIN ? CTL_NBEST_MIN
               : n > CTL_NBEST_MAX ? CTL_NBEST_MAX
                                   : n;
    if (c->ai_purpose == AI_FOR_ANALYSIS) {
        ctl_cancel_ai(c); /* searched again, with or without the best moves */
    }
    if (c->nbest > 0 || c->analysing) {
        controller_analyse(c, true); /* a new search, with or without the best moves */
    }
}

void controller_analyse_live(Controller *c, bool on)
{
    if (on == c->analysis_live) {
        return;
    }
    c->analysis_live = on;
    if (on) {
        /* A timed analysis of the shown position, under way or finished, is searched
         * again without the limit. */
        if (c->ai_purpose == AI_FOR_ANALYSIS) {
            ctl_cancel_ai(c);
        }
        controller_analyse(c, true);
    } else if (c->ai_purpose == AI_FOR_ANALYSIS && c->ai.stop) {
        c->ai.stop(c->ai.user); /* its best so far comes as its result */
    } else if (c->ai_purpose == AI_FOR_ANALYSIS) {
        ctl_cancel_ai(c);
        c->analysis_done = true; /* the last report shown stays */
    }
}

void controller_graph(Controller *c, bool on)
{
    c->graph_on = on;
    if (!on && c->ai_purpose == AI_FOR_GRAPH) {
        ctl_cancel_ai(c);
    }
    controller_update(c);
}

int controller_graph_known(const Controller *c)
{
    int n = 0;
    for (int i = c->game.setup; i <= c->game.nactions; i++) {
        n += c->graph_known[i];
    }
    return n;
}

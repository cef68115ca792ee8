/* Renju - MIT licence, see LICENSE.
 *
 * The engine in the window's state machine (issue 24), with a fake AI that records its
 * requests, stops and N-best settings: Move now stops the computer's search and plays its
 * answer; computer against computer keeps each move on screen for the pace, timed by the
 * controller's clock (no real time passes: the tests hand the time in); the N-best view
 * asks the analysis for its best moves and never the computer's own search; the mistakes
 * the graph shows, in board notation.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "controller.h"
#include "mistakes.h"
#include "status.h"
#include "test_files.h"
#include "test_support.h"

typedef struct FakeAi {
    int starts;
    int stops;
    int nbest; /* the last set_nbest */
    uint64_t last_id;
    AiLimits last_limits;
    Board last_board; /* the position asked about */
} FakeAi;

static void fake_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    (void)rs;
    FakeAi *f = user;
    f->starts++;
    f->last_id = request_id;
    f->last_limits = *limits;
    f->last_board = *b;
}

static void fake_cancel(void *user) { (void)user; }

static void fake_stop(void *user)
{
    FakeAi *f = user;
    f->stops++;
}

static void fake_set_nbest(void *user, int n)
{
    FakeAi *f = user;
    f->nbest = n;
}

typedef struct Fixture {
    Controller c;
    FakeAi ai;
} Fixture;

static Fixture *setup(SeatKind black, SeatKind white, bool with_stop)
{
    Fixture *fx = calloc(1, sizeof *fx);
    assert_non_null(fx);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, black, white}, 3, {0}, false};
    ControllerAiHooks hooks = {fake_start,     fake_cancel, &fx->ai, with_stop ? fake_stop : NULL,
                               fake_set_nbest, NULL};
    controller_init(&fx->c, &opt, &hooks);
    return fx;
}

static AiInfo answer(const char *point, int score)
{
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point(point);
    in.score = score;
    in.depth = 4;
    return in;
}

static void test_controller_move_now_plays_the_search_so_far(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, true);
    Controller *c = &fx->c;
    assert_false(controller_can(c, CTL_CMD_MOVE_NOW)); /* the person is to move */
    assert_false(controller_move_now(c));
    assert_true(controller_click(c, support_point("h8")));
    assert_true(controller_ai_thinking(c));
    assert_true(controller_can(c, CTL_CMD_MOVE_NOW));
    assert_true(controller_move_now(c));
    assert_int_equal(fx->ai.stops, 1);
    /* The stopped search answers its best move so far, which is played. */
    AiInfo in = answer("i9", 0);
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_equal(c->game.nactions, 2);
    assert_int_equal(board_at(&c->game.board, support_point("i9")), STONE_WHITE);
    assert_false(controller_can(c, CTL_CMD_MOVE_NOW));
    free(fx);
}

static void test_controller_move_now_needs_a_search_that_can_stop(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, false);
    Controller *c = &fx->c;
    assert_true(controller_click(c, support_point("h8")));
    assert_false(controller_can(c, CTL_CMD_MOVE_NOW));
    assert_false(controller_move_now(c));
    free(fx);
}

static bool cannot_stop(void *user)
{
    (void)user;
    return false;
}

/* An outside engine cannot be stopped: Move now is off (the window greys it and says
 * why) until its answer, held for the pace, can go at once. */
static void test_controller_move_now_off_while_engine_cannot_stop(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, true);
    Controller *c = &fx->c;
    c->ai.can_stop = cannot_stop;
    assert_false(controller_move_now_off(c)); /* the person is to move */
    assert_true(controller_click(c, support_point("h8")));
    assert_true(controller_ai_thinking(c));
    assert_false(controller_can(c, CTL_CMD_MOVE_NOW));
    assert_true(controller_move_now_off(c));
    assert_false(controller_move_now(c));
    assert_int_equal(fx->ai.stops, 0);
    AiInfo in = answer("i9", 0);
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_false(controller_move_now_off(c));
    assert_int_equal(board_at(&c->game.board, support_point("i9")), STONE_WHITE);
    free(fx);
}

static void test_controller_pace_keeps_computer_moves_on_screen(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_AI, SEAT_AI, true);
    Controller *c = &fx->c;
    controller_set_pace(c, 1000);
    controller_tick(c, 0);
    assert_int_equal(fx->ai.starts, 1); /* Black's first move, asked at 0 */
    controller_tick(c, 300);
    AiInfo in = answer("h8", 0);
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    /* Answered at 0.3 s: held, and nothing else asked of the computer meanwhile. */
    assert_int_equal(c->game.nactions, 0);
    assert_true(controller_ai_thinking(c));
    controller_tick(c, 999);
    assert_int_equal(c->game.nactions, 0);
    assert_int_equal(fx->ai.starts, 1);
    /* A second after it was asked for, h8 is played and White's move asked for. */
    assert_true(controller_tick(c, 1000));
    assert_int_equal(c->game.nactions, 1);
    assert_int_equal(board_at(&c->game.board, support_point("h8")), STONE_BLACK);
    assert_int_equal(fx->ai.starts, 2);
    /* A late answer is not held again; an early one, held, goes at once on Move now. */
    controller_tick(c, 2500);
    in = answer("i9", 0);
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_equal(c->game.nactions, 2);
    in = answer("h10", 0);
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_equal(c->game.nactions, 2);
    assert_true(controller_can(c, CTL_CMD_MOVE_NOW));
    assert_true(controller_move_now(c));
    assert_int_equal(c->game.nactions, 3);
    assert_int_equal(fx->ai.stops, 0); /* it had answered: nothing to stop */
    /* Undo drops a held move. */
    in = answer("j8", 0);
    controller_tick(c, 2600);
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_true(c->held);
    controller_new_game(c, &c->opt);
    assert_false(c->held);
    assert_int_equal(c->game.nactions, 0);
    free(fx);
}

static void test_controller_pace_leaves_a_person_unhurried(void **state)
{
    (void)state;
    /* Against a person, and with a pace of 0, the computer's move is played on arrival. */
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, true);
    Controller *c = &fx->c;
    controller_set_pace(c, 1000);
    controller_tick(c, 0);
    assert_true(controller_click(c, support_point("h8")));
    AiInfo in = answer("i9", 0);
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_equal(c->game.nactions, 2);
    free(fx);
    fx = setup(SEAT_AI, SEAT_AI, true);
    c = &fx->c;
    controller_set_pace(c, 0);
    controller_tick(c, 0);
    in = answer("h8", 0);
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_equal(c->game.nactions, 1);
    controller_set_pace(c, -5);
    assert_int_equal(c->pace_ms, 0);
    controller_set_pace(c, 10 * CTL_PACE_MAX_MS);
    assert_int_equal(c->pace_ms, CTL_PACE_MAX_MS);
    free(fx);
}

static void test_controller_nbest_asks_only_the_analysis(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, true);
    Controller *c = &fx->c;
    controller_nbest(c, 4);
    assert_true(c->analysing);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.nbest, 4);
    /* The computer's own move comes first, searched for its one best move. */
    assert_true(controller_click(c, support_point("h8")));
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(fx->ai.nbest, 1);
    AiInfo in = answer("i9", 0);
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    /* Then the analysis of the new position, with its best moves again. */
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.nbest, 4);
    /* The count is kept within 3..5; off leaves the analysis on, the analysis off takes
     * the view with it. */
    controller_nbest(c, 9);
    assert_int_equal(c->nbest, CTL_NBEST_MAX);
    controller_nbest(c, 1);
    assert_int_equal(c->nbest, CTL_NBEST_MIN);
    controller_nbest(c, 0);
    assert_int_equal(c->nbest, 0);
    assert_true(c->analysing);
    assert_int_equal(fx->ai.nbest, 1);
    controller_nbest(c, 3);
    controller_analyse(c, false);
    assert_int_equal(c->nbest, 0);
    free(fx);
}

/* The score (side to move's view) whose chance to win is pct. */
static int score_of(int pct)
{
    double p = pct / 100.0;
    return (int)lround(AI_EVAL_SCALE * log(p / (1.0 - p)));
}

static void test_controller_mistakes_from_the_graph(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    support_controller_play(c, "h8 h9 i9 g8 j10");
    /* Black's chances after 0..5 moves: White's g8 gives 48% -> 20%, Black's j10 80% ->
     * 30%; the rest move a few points. */
    static const int BLACK[6] = {55, 50, 55, 52, 80, 30};
    controller_graph(c, true);
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 40; guard++) {
        int ply = c->graph_ply;
        int s = score_of(BLACK[ply]);
        AiInfo in = answer("a1", c->graph_pending_black ? s : -s);
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_equal(controller_graph_known(c), 6);
    bool mistake[8];
    assert_int_equal(controller_mistakes(c, mistake, 8), 2);
    static const char *const MOVES[5] = {"h8", "h9", "i9", "g8", "j10"};
    for (int i = 0; i < 5; i++) {
        bool want = strcmp(MOVES[i], "g8") == 0 || strcmp(MOVES[i], "j10") == 0;
        if (mistake[i] != want) {
            fail_msg("%s: mistake %d, want %d", MOVES[i], mistake[i], want);
        }
    }
    free(fx);
}

/* Ctrl+PgDn and Ctrl+PgUp (audit 33a, C11): from the start the next mistake is White's
 * g8 (its drop shows after 4 moves), then Black's j10; past the last none, and back. */
static void test_controller_mistake_step_goes_from_mistake_to_mistake(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    support_controller_play(c, "h8 h9 i9 g8 j10");
    assert_int_equal(controller_mistake_step(c, 1), -1); /* no graph: none */
    static const int BLACK[6] = {55, 50, 55, 52, 80, 30};
    controller_graph(c, true);
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 40; guard++) {
        int s = score_of(BLACK[c->graph_ply]);
        AiInfo in = answer("a1", c->graph_pending_black ? s : -s);
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    controller_view(c, 0);
    assert_true(controller_can(c, CTL_CMD_MISTAKE_NEXT));
    assert_false(controller_can(c, CTL_CMD_MISTAKE_PREV));
    assert_int_equal(controller_mistake_step(c, 1), 4); /* after 4. g8 */
    controller_view(c, 4);
    assert_int_equal(controller_mistake_step(c, 1), 5); /* after 5. j10 */
    assert_int_equal(controller_mistake_step(c, -1), -1);
    controller_view(c, 5);
    assert_false(controller_can(c, CTL_CMD_MISTAKE_NEXT));
    assert_int_equal(controller_mistake_step(c, -1), 4);
    controller_view(c, 2); /* between: the next is still g8's */
    assert_int_equal(controller_mistake_step(c, 1), 4);
    free(fx);
}

/* After a proven win the graph stays at 100%: the winner played the proof's first move,
 * so the next position is the same proven result, without a search of its own (a short
 * one there often proved nothing, and the bars fell to 88-95%); the loser's reply keeps
 * it too (a proven loss is lost whatever it plays). Where the winner's next move is not
 * known to be a proof's, its position is searched again. */
static void test_controller_graph_keeps_a_proven_win(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    support_controller_play(c, "h8 h9 i9 g8 j10 k11 i10");
    controller_graph(c, true);
    int asked[8] = {0};
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 40; guard++) {
        int ply = c->graph_ply;
        asked[ply] += !c->graph_pending_deep; /* not a candidate mistake's check */
        /* Black proves a win after 4 moves with j10, the move it played. */
        AiInfo in = ply == 4 ? answer("j10", AI_WIN_SCORE - 9) : answer("a1", score_of(70));
        if (c->graph_pending_deep && !c->graph_pending_alt && c->graph_known[ply]) {
            int black = c->graph_score[ply]; /* a candidate's check agrees */
            in.score = c->graph_pending_black ? black : -black;
        }
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_equal(controller_graph_known(c), 8);
    assert_int_equal(asked[4], 1);
    assert_int_equal(asked[5], 0); /* after j10: White's proven loss */
    assert_int_equal(asked[6], 0); /* after White's k11: still Black's win */
    assert_int_equal(asked[7], 1); /* i10 was no proof's move: searched */
    for (int i = 4; i <= 6; i++) {
        assert_int_equal(ai_win_percent(c->graph_score[i]), 100);
    }
    free(fx);
}

/* The analysis no longer gives the graph its points (audit 30 B1: the marks changed
 * with what a player had analysed, timed on several threads): a finished analysis of a
 * game position leaves the graph's point to the graph's own search, and the marks are
 * the same whatever was analysed before. */
static void test_controller_graph_ignores_the_analysis(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    support_controller_play(c, "h8 h9 i9 g8");
    controller_analyse(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    AiInfo won = answer("j10", AI_WIN_SCORE - 9);
    won.depth = 1;
    assert_true(controller_ai_result(c, fx->ai.last_id, &won));
    assert_false(c->graph_known[4]); /* the analysis' own, not the graph's */
    controller_analyse(c, false);
    controller_graph(c, true);
    int asked[5] = {0};
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 40; guard++) {
        asked[c->graph_ply] += !c->graph_pending_deep;
        AiInfo in = answer("a1", score_of(60));
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_equal(controller_graph_known(c), 5);
    assert_int_equal(asked[4], 1); /* searched by the graph itself */
    assert_int_equal(ai_win_percent(c->graph_score[4]), 60);
    free(fx);
}

/* A record's foul that throws away a won game is a mistake like any other move: Black's
 * i8 (a double four: h8 g8 i9 i10 and White's stones far away) ends the game in White's
 * favour while Black stood at 95% (audit 15a: only move 2 was marked). */
static void test_controller_mistakes_mark_a_losing_foul(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    static const char PSQ[] = "Piskvorky 15x15, 0:0, 0\n8,8,0\n15,15,0\n7,8,0\n15,13,0\n9,7,0\n"
                              "15,11,0\n9,6,0\n15,9,0\n9,8,0\n-1\n";
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    RecordInfo info;
    RecordError err;
    assert_true(record_parse(PSQ, strlen(PSQ), RECORD_PSQ, rules_get(RULE_RENJU), g, &info, &err));
    assert_int_equal(g->nactions, 9);
    assert_true(g->actions[8].foul);
    assert_int_equal(g->result, RESULT_WHITE_WINS);
    controller_set_game(c, g);
    controller_graph(c, true);
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 40; guard++) {
        int ply = c->graph_ply;
        int s = score_of(ply <= 1 ? 55 : 95); /* Black's chance; White's o1 gives it away */
        AiInfo in = answer("a1", c->graph_pending_black ? s : -s);
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_equal(controller_graph_known(c), 10);
    bool mistake[9];
    assert_int_equal(controller_mistakes(c, mistake, 9), 2);
    assert_true(mistake[1]); /* White's o1 */
    assert_true(mistake[8]); /* Black's foul i8: 95% -> 0% */
    free(g);
    free(fx);
}

/* A game from a set-up position (b=h8,i9,j10 w=h9,g8, White to move): the graph asks
 * nothing of the set-up's invented order and starts at its end, the mistakes never name
 * a set-up stone (their scores drop wildly here, as an invented order's would), and the
 * moves played after it are judged as ever: White's k11 (60% -> 10% for White) is one. */
static void test_controller_graph_and_mistakes_start_at_the_setup_end(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    support_setup_game(g, "b=h8,i9,j10 w=h9,g8");
    assert_int_equal(g->setup, 5);
    support_play(g, "k11 a1");
    controller_set_game(c, g);
    /* Black's chances after 0..7 actions: the set-up's swing 90/5/95, then k11 40 -> 90. */
    static const int BLACK[8] = {90, 5, 95, 5, 95, 40, 90, 88};
    controller_graph(c, true);
    int asked = 0;
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 40; guard++) {
        int ply = c->graph_ply;
        if (ply < 5) {
            fail_msg("the graph asks for position %d, inside the set-up", ply);
        }
        int sc = score_of(BLACK[ply]);
        AiInfo in = answer("a2", c->graph_pending_black ? sc : -sc);
        asked += !c->graph_pending_deep; /* not a candidate mistake's check */
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_equal(asked, 3);
    assert_int_equal(controller_graph_known(c), 3);
    /* Points of the set-up known anyway (an older graph): still no mistake there. */
    for (int i = 0; i < 5; i++) {
        int sc = score_of(BLACK[i]);
        c->graph_score[i] = sc;
        c->graph_known[i] = true;
        c->graph_deep[i] = true;
    }
    bool mistake[8];
    assert_int_equal(controller_mistakes(c, mistake, 8), 1);
    assert_true(mistake[5]); /* k11 */
    for (int i = 0; i < 5; i++) {
        assert_false(mistake[i]);
    }
    free(g);
    free(fx);
}

/* Audit 26 #1: after 5. g7 White can still block Black's open three (Black 91%); 6. j11
 * leaves it open and Black wins by force. A fall of 9 points, yet a move into a proven loss
 * from a position not proven lost is a mistake: j11 is marked, f6 (the check's block)
 * named better; the moves of the lost position after it are not. */
static void test_controller_mistakes_mark_a_move_into_a_proven_loss(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    support_controller_play(c, "h8 h9 i9 i10 g7 j11 f6 g10 e5");
    controller_graph(c, true);
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 30; guard++) {
        int ply = c->graph_ply;
        /* Black's chance: 60-91% to 5. g7, then Black's proven win. */
        int s = ply <= 5 ? score_of(ply == 5 ? 91 : 60) : AI_WIN_SCORE - 3;
        AiInfo in = answer(ply == 5       ? "f6"
                           : ply % 2 == 0 ? "j10"
                                          : "e5",
                           c->graph_pending_black ? s : -s);
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_equal(controller_graph_known(c), 10);
    bool mistake[9];
    assert_int_equal(controller_mistakes(c, mistake, 9), 1);
    assert_true(mistake[5]); /* 6. j11 */
    controller_view(c, 6);
    Pos better = POS_NONE;
    int before = 0, after = 0;
    assert_int_equal(controller_mistake_shown(c, &better, &before, &after), 5);
    assert_int_equal(better, support_point("f6"));
    assert_int_equal(before, 9);
    assert_int_equal(after, 0);
    char line[512];
    status_message(c, LANG_EN, NULL, line, sizeof line);
    if (!strstr(line,
                "Mistake 6. j11: its player's chance after the better f6 9%, after this move 0%")) {
        fail_msg("%s", line);
    }
    free(fx);
}

/* The audit: in Taraguchi-10 option B, Black's chance fell at White's pick because Black
 * had proposed a bad fifth move, and the list marked "Pick ...?". The drop is the
 * proposal's: the proposal is marked, the pick never is. */
/* A Taraguchi-10 game between people to White's pick of a1, the worst of Black's ten
 * proposals: 7 actions, the proposals the 6th. */
static Fixture *proposals_game(void)
{
    Fixture *fx = calloc(1, sizeof *fx);
    assert_non_null(fx);
    ControllerOptions opt = {
        RULE_RENJU, OPENING_TARAGUCHI10, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    ControllerAiHooks hooks = {fake_start, fake_cancel, &fx->ai, NULL, fake_set_nbest, NULL};
    controller_init(&fx->c, &opt, &hooks);
    Controller *c = &fx->c;
    support_click_all(c, "h8 i9 g9 j7");
    assert_true(controller_decide(c, ACTION_OPTION_B));
    support_click_all(c, "h10 i10 j10 k10 h11 i11 j11 k11 g11 a1");
    assert_true(controller_confirm_proposals(c));
    support_click_all(c, "a1"); /* White picks the worst for Black */
    return fx;
}

static void test_controller_mistakes_blame_the_proposal_not_the_pick(void **state)
{
    (void)state;
    Fixture *fx = proposals_game();
    Controller *c = &fx->c;
    assert_int_equal(c->game.nactions, 7);
    assert_int_equal(c->game.actions[5].kind, ACTION_PROPOSE);
    assert_int_equal(c->game.actions[6].kind, ACTION_CHOOSE);
    /* Black's chances after 0..7 actions: 55% before the proposal and after it (the same
     * stones), 15% once White took a1. */
    static const int BLACK[8] = {55, 50, 56, 54, 55, 55, 55, 15};
    for (int i = 0; i <= 7; i++) {
        controller_view(c, i);
        c->graph_hash[i] = c->board.hash; /* the graph's points are of these positions */
        c->graph_score[i] = score_of(BLACK[i]);
        c->graph_known[i] = true;
        c->graph_deep[i] = true;                                     /* checked (mistakes.h) */
        c->graph_best[i] = i == 5 ? support_point("g10") : POS_NONE; /* the fifth stone */
    }
    bool mistake[8];
    assert_int_equal(controller_mistakes(c, mistake, 8), 1);
    assert_true(mistake[5]);  /* Black's proposal gave it away */
    assert_false(mistake[6]); /* White's pick was the best one */
    /* The graph marks it on the bar of the fall (after 7 actions: White's pick), not the
     * bar before it (after 6: the proposal, still 55%). */
    int at[8];
    assert_int_equal(controller_mistakes_at(c, mistake, at, 8), 1);
    assert_int_equal(at[5], 7);
    assert_int_equal(at[4], 5); /* any other action: the position it made */
    /* Audit 26 #2: the proposals' row (the position before the pick) says the mistake as
     * any move's (the better move: the check's fifth stone before them) and shows the ten. */
    controller_graph(c, true); /* every point known and checked: nothing asked */
    assert_int_not_equal(c->ai_purpose, AI_FOR_GRAPH);
    controller_view(c, 6);
    Pos better = support_point("h9");
    int before = 0, after = 0;
    assert_int_equal(controller_mistake_shown(c, &better, &before, &after), 5);
    assert_int_equal(better, support_point("g10"));
    assert_int_equal(before, 55);
    assert_int_equal(after, 15);
    char line[512];
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_string_equal(line, "Mistake 5. 10 proposed: its player's chance after the better g10 "
                              "55%, after this move 15% (a deep search's figures).");
    int n = 0;
    const Pos *shown = controller_shown_proposals(c, &n);
    assert_int_equal(n, 10);
    assert_int_equal(shown[9], support_point("a1"));
    controller_view(c, 5); /* before the proposals: none shown, no mark */
    assert_null(controller_shown_proposals(c, &n));
    assert_int_equal(controller_mistake_shown(c, &better, &before, &after), -1);
    controller_view(c, 7);
    /* Proposals that leave Black as well off: nothing marked. */
    c->graph_score[7] = score_of(50);
    assert_int_equal(controller_mistakes(c, mistake, 8), 0);
    /* Before the pick, a proposal is not judged at all. */
    assert_true(controller_undo(c));
    c->graph_score[6] = score_of(10);
    assert_int_equal(controller_mistakes(c, mistake, 8), 0);
    free(fx);
}

/* Audit 26 #2: where White picks a proposed fifth move no side has a free move: the
 * graph never searches that position (Black to move with the stones before the proposals
 * read "Black 64%, best g9") and gives it the pick's value, and the analysis there
 * searches nothing and shows nothing. */
static void test_controller_proposals_position_is_the_picks(void **state)
{
    (void)state;
    Fixture *fx = proposals_game();
    Controller *c = &fx->c;
    controller_graph(c, true);
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 20; guard++) {
        int ply = c->graph_ply;
        if (ply == 6) {
            fail_msg("the graph searched the position White picks in");
        }
        int s = score_of(ply == 7 ? 15 : 55); /* Black's chance */
        AiInfo in = answer("h9", c->graph_pending_black ? s : -s);
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_true(c->graph_known[6]);
    assert_int_equal(c->graph_score[6], c->graph_score[7]);
    assert_int_equal(c->graph_deep[6], c->graph_deep[7]);
    controller_graph(c, false);
    controller_view(c, 6);
    int starts = fx->ai.starts;
    controller_analyse(c, true);
    assert_int_not_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.starts, starts);
    assert_null(controller_shown_analysis(c));
    controller_view(c, 5); /* the same stones, Black to propose: analysed */
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    /* White to pick now: every other point known, the graph's note done (it read
     * "evaluating 4/4" for good). */
    controller_analyse(c, false);
    assert_true(controller_undo(c));
    controller_graph(c, true);
    assert_int_not_equal(c->ai_purpose, AI_FOR_GRAPH);
    char note[128];
    assert_false(status_graph_progress(c, LANG_EN, note, sizeof note));
    free(fx);
}

/* The graph of a game with the real engine's answers (2 plies deep): the audit's game,
 * where White's d12 four forces Black's e12 and White wins by fours (f10, e9). The
 * position after d12 once read as Black 99% (the forced block was not searched), so
 * White's winning d12 was marked a mistake; now every position from d12 on is White's
 * proven win, and no White move of the win is marked. */
static void test_controller_graph_of_a_forced_block_keeps_the_win(void **state)
{
    (void)state;
    static const char *const GAME =
        "h8 i9 j10 g9 f9 i8 g10 i11 i10 h10 f8 g11 j8 h11 j11 f12 e13 j12 k13 h12 j7 j9 h13 e11 "
        "f11 g12 i12 d12 e12 f10 c13 e9";
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    support_controller_play(c, GAME);
    controller_graph(c, true);
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 40; guard++) {
        /* The position after the first graph_ply moves of the game. */
        char prefix[256];
        size_t len = 0;
        for (int words = 0; GAME[len] != '\0' && words < c->graph_ply; len++) {
            words += GAME[len] == ' ';
        }
        snprintf(prefix, sizeof prefix, "%.*s", (int)len, GAME);
        Board b;
        support_position(&b, c->graph_ply == 0 ? "" : prefix);
        AiInfo in = support_search_depth(rules_get(RULE_RENJU), &b, 2);
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_equal(controller_graph_known(c), 33);
    bool mistake[40];
    controller_mistakes(c, mistake, 40);
    /* Moves 28 (d12), 30 (f10) and 32 (e9) are White's win. */
    assert_false(mistake[27]);
    assert_false(mistake[29]);
    assert_false(mistake[31]);
    free(fx);
}

/* A mark holds only where searches of MISTAKE_CHECK_NODES nodes confirm it (audit 18a #4:
 * the graph marked 14. i10, the level-10 computer's own near-best move). The game of the
 * audit, scanned with the short searches' values as 1M-node searches gave them (i10:
 * White 62% -> 41%, j7: Black 59% -> 19%); the checks the controller then asks for are
 * answered by the real engine at the request's limits, on one shared table as in the
 * window. i10 is not marked (3M nodes: White +103 before it, Black -44 after), j7 is (k8
 * wins for White by threes, the check's proof: 0%), with the move the check found better,
 * and the message line names them both when move 15 is shown. */
static void test_controller_mistakes_hold_up_under_a_longer_search(void **state)
{
    (void)state;
    static const char *const GAME = "h8 h7 i6 i7 g7 f6 g8 g6 e6 i8 f5 j9 k10 i10 j7 k8";
    /* The short searches' scores, from the side to move's view, after 0..16 moves. */
    static const int SCAN[17] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 373, 263, 1087, -20000};
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    support_controller_play(c, GAME);
    AiEngine *e = ai_create(16);
    assert_non_null(e);
    controller_graph(c, true);
    int checks = 0;
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 40; guard++) {
        int ply = c->graph_ply;
        AiInfo in = answer("a1", SCAN[ply]);
        if (c->graph_pending_deep) {
            AiLimits lim = fx->ai.last_limits; /* the window's own check */
            ai_search(e, rules_get(RULE_RENJU), &fx->ai.last_board, &lim, NULL, NULL, NULL, &in);
            checks++;
        }
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_equal(controller_graph_known(c), 17);
    assert_int_equal(checks, 4); /* before i10, before j7, after it, after the better move */
    int total = 0, checked = 0;
    assert_int_equal(controller_mistake_to_check(c, &total, &checked), -1);
    /* i10's drop went with its check; White's winning 16. k8 is a candidate too (a proven
     * win before it, the short search's unproven one after: audit 32a B1), settled by
     * the check before it, whose best move it is. */
    assert_int_equal(total, 2);
    assert_int_equal(checked, 2);
    bool mistake[16];
    assert_int_equal(controller_mistakes(c, mistake, 16), 1);
    assert_false(mistake[13]); /* 14. i10 */
    assert_true(mistake[14]);  /* 15. j7 */
    controller_view(c, 15);
    Pos better = POS_NONE;
    int before = 0, after = 0;
    assert_int_equal(controller_mistake_shown(c, &better, &before, &after), 14);
    assert_int_not_equal(better, POS_NONE);
    assert_int_not_equal(better, support_point("j7"));
    assert_int_equal(after, 0); /* White's win by threes from k8, proven (AiLimits.verify) */
    char line[512], want[160], best[8];
    board_format_point(better, best, sizeof best);
    snprintf(want, sizeof want,
             "Mistake 15. j7: its player's chance after the better %s %d%%, after this move "
             "%d%% (a deep search's figures).",
             best, before, after);
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_string_equal(line, want);
    controller_view(c, 14); /* after i10: no mark */
    assert_int_equal(controller_mistake_shown(c, &better, &before, &after), -1);
    ai_destroy(e);
    free(fx);
}

/* Audit 20b #1 and #8: a Taraguchi-10 game with two swaps, option B, ten proposals and
 * White's pick (the audit's record). Its 14. f10 is the record's 18th action; the mistake
 * message numbers it as the move list does ("14. f10"), never "18". A finished mistake's
 * figures stay as its check gave them: a longer analysis of the position after it (White
 * 40% where the check said 49%) changes neither them nor the marks. */
static void test_controller_mistake_numbers_and_figures_in_a_swap_game(void **state)
{
    (void)state;
    static const char REC[] =
        "Renju record 1\nrule: renju\nopening: taraguchi10\nresult: black wins (white resigned)\n"
        "h8\nswap\ng8\ng9\nswap\nh9\noption-b\npropose i10 j10 e7 g7 i7 f8 f10 e5 j9 f5\n"
        "choose j9\ni6\ni7\nj6\nh6\nh7\nj5\nf7\ne6\nf10\nf8\nresign white\nend\n";
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    RecordError err;
    if (!record_parse(REC, strlen(REC), RECORD_AUTO, NULL, g, NULL, &err)) {
        fail_msg("%s", err.msg);
    }
    assert_int_equal(g->nactions, 20);
    assert_int_equal(g->actions[17].pos, support_point("f10"));
    assert_int_equal(game_move_number(g, 17), 14);
    assert_int_equal(game_move_number(g, 7), 5); /* the proposal: the fifth stone's */
    controller_set_game(c, g);
    controller_graph(c, true);
    /* Black's chance after 0..20 actions: 16% before f10, 51% after it (White 84% -> 49%). */
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 40; guard++) {
        int ply = c->graph_ply;
        int s = score_of(ply <= 17 ? 16 : 51);
        AiInfo in = answer("h5", c->graph_pending_black ? s : -s);
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    bool mistake[20];
    assert_int_equal(controller_mistakes(c, mistake, 20), 1);
    assert_true(mistake[17]);
    controller_view(c, 18);
    char line[512];
    /* A learner reads what the check means, not its node count (audit 25, C7): "(пошук
     * на 3 000 000 вузлів)" in every mistake line; in Ukrainian too. */
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_string_equal(line, "Mistake 14. f10: its player's chance after the better h5 84%, "
                              "after this move 49% (a deep search's figures).");
    status_message(c, LANG_UK, NULL, line, sizeof line);
    assert_string_equal(line, "Помилка 14. f10: шанси гравця після кращого h5 84%, після цього "
                              "ходу 49% (за глибоким пошуком).");
    /* Beside the best moves (the analyst's view) the figures stay. */
    controller_nbest(c, 3);
    const char *want = "Mistake 14. f10: its player's chance after the better h5 84%, after "
                       "this move 49% (searches of 3,000,000 nodes).";
    status_message(c, LANG_EN, NULL, line, sizeof line);
    if (!strstr(line, want)) {
        fail_msg("want '%s' in '%s'", want, line);
    }
    /* The analysis of that position, longer than the check: Black 60%. */
    controller_analyse(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    AiInfo deep = answer("f8", score_of(60)); /* Black to move */
    deep.nodes = 4 * MISTAKE_CHECK_NODES;
    deep.depth = 11;
    assert_true(controller_ai_result(c, fx->ai.last_id, &deep));
    status_message(c, LANG_EN, NULL, line, sizeof line);
    if (!strstr(line, want)) {
        fail_msg("want '%s' in '%s'", want, line);
    }
    assert_int_equal(controller_mistakes(c, mistake, 20), 1);
    free(g);
    free(fx);
}

static void test_mistakes_find_marks_drops_of_the_mover(void **state)
{
    (void)state;
    /* Black's chances after each action; the movers of a game with a swap (action 2, not
     * a move) and a pass (action 4). */
    const int pct[7] = {50, 50, 20, 20, 90, 60, 60};
    const bool known[7] = {true, true, true, true, true, true, false};
    const Stone mover[6] = {STONE_BLACK, STONE_WHITE, STONE_EMPTY,
                            STONE_WHITE, STONE_EMPTY, STONE_BLACK};
    bool m[6];
    assert_int_equal(mistakes_find(pct, known, mover, NULL, NULL, 6, MISTAKE_DROP, m), 1);
    assert_false(m[0]);
    assert_false(m[1]); /* White gained: 50 -> 80 for White */
    assert_false(m[2]); /* not a move */
    assert_true(m[3]);  /* White: 80 -> 10 */
    assert_false(m[4]);
    assert_false(m[5]); /* the position after is not known yet */
    /* Exactly the threshold is not a mistake; one point more is. */
    const int edge[2] = {70, 50};
    const bool both[2] = {true, true};
    const Stone black[1] = {STONE_BLACK};
    assert_int_equal(mistakes_find(edge, both, black, NULL, NULL, 1, 20, m), 0);
    assert_int_equal(mistakes_find(edge, both, black, NULL, NULL, 1, 19, m), 1);
    /* A proof counts: Black's 60% to a proven loss is a mistake. */
    const int lost[2] = {60, 0};
    assert_int_equal(mistakes_find(lost, both, black, NULL, NULL, 1, MISTAKE_DROP, m), 1);
    /* Into a proven loss from any chance not proven lost, a mistake; from a proven loss,
     * none. */
    const int slipped[2] = {9, 0}, gone[2] = {0, 0}, held[2] = {9, 1};
    assert_int_equal(mistakes_find(slipped, both, black, NULL, NULL, 1, MISTAKE_DROP, m), 1);
    assert_int_equal(mistakes_find(gone, both, black, NULL, NULL, 1, MISTAKE_DROP, m), 0);
    assert_int_equal(mistakes_find(held, both, black, NULL, NULL, 1, MISTAKE_DROP, m), 0);
}

/* Audit 32a B1: a move out of a proven win into no proven win is a mistake whatever the
 * fall (White 100% -> 82%: 18 points, under the drop), unless it was the proof's own first
 * move; a move that keeps the win proven is none. */
static void test_mistakes_find_marks_a_win_thrown_away(void **state)
{
    (void)state;
    const bool both[2] = {true, true};
    const Stone white[1] = {STONE_WHITE};
    bool m[1];
    const int thrown[2] = {0, 18}, kept[2] = {0, 0};
    assert_int_equal(mistakes_find(thrown, both, white, NULL, NULL, 1, MISTAKE_DROP, m), 1);
    const int proof_played[1] = {-1}, proof_kept[1] = {0};
    assert_int_equal(mistakes_find(thrown, both, white, NULL, proof_played, 1, MISTAKE_DROP, m), 0);
    assert_int_equal(mistakes_find(thrown, both, white, NULL, proof_kept, 1, MISTAKE_DROP, m), 1);
    assert_int_equal(mistakes_find(kept, both, white, NULL, NULL, 1, MISTAKE_DROP, m), 0);
}

/* The audit's game: after 15. g11? White wins by VCT, h11 first; 16. i12 leaves White 82%,
 * no proof. The review marks i12 and says the win was thrown away, naming h11. */
static void test_controller_mistakes_mark_a_win_thrown_away(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    support_controller_play(c, "h8 i9 h9 g10 g8 f7 f8 i8 h10 h7 e7 g9 e9 e8 g11 i12");
    controller_graph(c, true);
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 60; guard++) {
        int ply = c->graph_ply;
        bool alt = c->graph_pending_alt;
        /* Black's score: even to 14. e8; after g11 (and after h11 instead of i12) White's
         * proven win; after i12 Black 18%. */
        int black = alt         ? (ply == 15 ? -(AI_WIN_SCORE - 6) : 0)
                    : ply == 15 ? -(AI_WIN_SCORE - 7)
                    : ply == 16 ? score_of(18)
                                : 0;
        AiInfo in = answer(!alt && (ply == 14 || ply == 15) ? "h11" : "a1",
                           c->graph_pending_black ? black : -black);
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    bool mistake[16];
    controller_mistakes(c, mistake, 16);
    assert_true(mistake[15]); /* 16. i12 */
    controller_view(c, 16);
    Pos better = POS_NONE;
    int before = 0, after = 0;
    assert_int_equal(controller_mistake_shown(c, &better, &before, &after), 15);
    assert_int_equal(better, support_point("h11"));
    assert_int_equal(before, 100);
    assert_int_equal(after, 82);
    char line[512];
    status_message(c, LANG_EN, NULL, line, sizeof line);
    const char *want = "Mistake 16. i12: a proven win thrown away (h11 wins by force); its "
                       "player's chance after it 82%, in a deep search.";
    if (!strstr(line, want)) {
        fail_msg("want '%s' in '%s'", want, line);
    }
    /* A loaded record's review (the computer waits): its last move's mark is said too. */
    c->studying = true;
    status_message(c, LANG_EN, NULL, line, sizeof line);
    if (!strstr(line, want)) {
        fail_msg("want '%s' in '%s'", want, line);
    }
    free(fx);
}

/* Audit 30 A1: a move is a mistake only against a better move from the same position.
 * better[i]: Black's chance after the move the check of the position before action i
 * found best instead, -1 where the move played was that move. */
static void test_mistakes_find_needs_a_better_move(void **state)
{
    (void)state;
    const bool both[2] = {true, true};
    const Stone white[1] = {STONE_WHITE};
    bool m[1];
    /* White's forced k10 of a lost game: 14% -> 0% for White, the check's own best. */
    const int k10[2] = {86, 100};
    const int best_played[1] = {-1};
    assert_int_equal(mistakes_find(k10, both, white, NULL, best_played, 1, MISTAKE_DROP, m), 0);
    /* Another move found best, but it loses as surely: no mistake. */
    const int lost_too[1] = {100};
    assert_int_equal(mistakes_find(k10, both, white, NULL, lost_too, 1, MISTAKE_DROP, m), 0);
    /* Another move found best that keeps White's game: a mistake, whatever the drop. */
    const int holds[1] = {90};
    assert_int_equal(mistakes_find(k10, both, white, NULL, holds, 1, MISTAKE_DROP, m), 1);
    /* A drop measured against the better move's own position: 45% after it, 30% after the
     * move played (a fall of 15 from the position before, 55%): no mistake; 55%: one. */
    const int fell[2] = {45, 70};
    const int close[1] = {55}, far[1] = {45};
    assert_int_equal(mistakes_find(fell, both, white, NULL, close, 1, MISTAKE_DROP, m), 0);
    assert_int_equal(mistakes_find(fell, both, white, NULL, far, 1, MISTAKE_DROP, m), 1);
    /* Already proven lost before the move: nothing it plays is a mistake. */
    const int gone[2] = {100, 100};
    assert_int_equal(mistakes_find(gone, both, white, NULL, holds, 1, MISTAKE_DROP, m), 0);
}

/* Audit 30 A1: White's k10 (a candidate: 14% -> a proven loss in the short searches) was
 * the check's own best move: no mark, no message, and nothing more is searched for it. */
static void test_controller_no_mistake_on_the_checks_best_move(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    support_controller_play(c, "h8 h9 i9 g8 j10");
    controller_graph(c, true);
    int deep = 0;
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 40; guard++) {
        int ply = c->graph_ply;
        /* White's chance 14% before g8, the best move there g8 itself; then Black's proof. */
        AiInfo in = ply == 3   ? answer("g8", score_of(14))
                    : ply >= 4 ? answer("j10", ply == 4 ? AI_WIN_SCORE - 9 : -(AI_WIN_SCORE - 8))
                               : answer("a1", 0);
        deep += c->graph_pending_deep;
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_equal(controller_graph_known(c), 6);
    assert_int_equal(deep, 1); /* the position before g8 only */
    bool mistake[5];
    assert_int_equal(controller_mistakes(c, mistake, 5), 0);
    controller_view(c, 4);
    Pos better;
    int before, after;
    assert_int_equal(controller_mistake_shown(c, &better, &before, &after), -1);
    char line[512];
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_null(strstr(line, "Mistake"));
    free(fx);
}

/* The audit's game (audit 30 A1, B1: Taraguchi-10, Black lost on time), as saved. */
static const char AUDIT30_GAME[] =
    "Renju record 1\nrule: renju\nopening: taraguchi10\n"
    "result: white wins (black lost on time)\n\n"
    "1. h8\n2. swap\n3. i9\n4. j10\n5. swap\n6. j9\n7. option-a\n8. i10\n9. h10\n10. k9\n"
    "11. j8\n12. k7\n13. i11\n14. g9\n15. g11\n16. f12\n17. h11\n18. j11\n19. h12\n20. h13\n"
    "21. f10\n22. e9\n23. k12\n24. k8\n25. e11\n26. f11\n27. k10\n28. k5\n29. k6\n30. j6\n"
    "31. i7\n32. i5\n33. i13\n34. timeout black\nend\n";

/* Small budgets for the tests (the window's: CTL_GRAPH_NODES, MISTAKE_CHECK_NODES). */
static const ControllerReview TEST_REVIEW = {20000, 200000, 0};

static Game *audit30_game(void)
{
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    RecordInfo info;
    RecordError err;
    assert_true(record_parse(AUDIT30_GAME, strlen(AUDIT30_GAME), RECORD_TEXT, rules_get(RULE_RENJU),
                             g, &info, &err));
    assert_int_equal(g->nactions, 34);
    return g;
}

/* Two controllers judged the same game alike: the same points, checks and marks. */
static void assert_same_review(const Controller *a, const Controller *b)
{
    int n = a->game.nactions;
    assert_int_equal(b->game.nactions, n);
    for (int i = 0; i <= n; i++) {
        assert_int_equal(a->graph_known[i], b->graph_known[i]);
        assert_int_equal(a->graph_deep[i], b->graph_deep[i]);
        if (a->graph_known[i]) {
            assert_int_equal(a->graph_score[i], b->graph_score[i]);
        }
        if (a->graph_deep[i]) {
            assert_int_equal(a->graph_best[i], b->graph_best[i]);
        }
        if (i < n) {
            assert_int_equal(a->graph_alt_known[i], b->graph_alt_known[i]);
            if (a->graph_alt_known[i]) {
                assert_int_equal(a->graph_alt_score[i], b->graph_alt_score[i]);
            }
        }
    }
    bool ma[GAME_MAX_ACTIONS], mb[GAME_MAX_ACTIONS];
    assert_int_equal(controller_mistakes(a, ma, GAME_MAX_ACTIONS),
                     controller_mistakes(b, mb, GAME_MAX_ACTIONS));
    for (int i = 0; i < n; i++) {
        assert_int_equal(ma[i], mb[i]);
    }
}

/* Audit 30 B1: the same file gives the same marks, judged twice (renju-cli review's
 * function) and in the window's way (its requests answered on one engine that searched
 * something else before, as the window's worker, whose table is not cleared between
 * requests); none of them on White's 27. k10 (action 26) nor Black's 22. e9 (action 21),
 * each the best move of its position. */
static void test_controller_review_gives_the_same_marks_every_time(void **state)
{
    (void)state;
    Game *g = audit30_game();
    Controller *first = malloc(sizeof *first), *again = malloc(sizeof *again);
    AiEngine *e = ai_create(16);
    assert_non_null(first);
    assert_non_null(again);
    assert_non_null(e);
    assert_true(controller_review_run(first, g, e, &TEST_REVIEW));
    assert_true(controller_review_run(again, g, e, &TEST_REVIEW));
    assert_same_review(first, again);
    assert_int_equal(controller_mistake_to_check(first, NULL, NULL), -1);
    bool mistake[GAME_MAX_ACTIONS];
    controller_mistakes(first, mistake, GAME_MAX_ACTIONS);
    assert_false(mistake[21]); /* 22. e9 */
    assert_false(mistake[26]); /* 27. k10 */
    /* The window's way: the fake worker runs each request's limits on e as they are. */
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, true);
    Controller *c = &fx->c;
    c->graph_nodes = TEST_REVIEW.nodes;
    c->check_nodes = TEST_REVIEW.check_nodes;
    controller_set_game(c, g);
    Board other;
    support_position(&other, "h8 h9 i9 g8 j10");
    AiLimits lim;
    ai_limits_for_level(AI_LEVEL_MAX, 1, &lim);
    lim.time_ms = 0;
    lim.max_nodes = 50000;
    AiInfo in;
    ai_search(e, rules_get(RULE_RENJU), &other, &lim, NULL, NULL, NULL, &in); /* the table */
    controller_graph(c, true);
    for (int guard = 0; c->ai_purpose == AI_FOR_GRAPH && guard < 200; guard++) {
        AiLimits asked = fx->ai.last_limits;
        ai_search(e, rules_get(RULE_RENJU), &fx->ai.last_board, &asked, NULL, NULL, NULL, &in);
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_not_equal(c->ai_purpose, AI_FOR_GRAPH);
    assert_same_review(first, c);
    ai_destroy(e);
    free(first);
    free(again);
    free(g);
    free(fx);
}

/* A real blunder is still marked, with the move that was better named: after Black's
 * open three h8 i8 j8, White's a15 leaves it open (k8 or g8 then makes an open four: a
 * win by fours), where a block at g8 or k8 held. */
static void test_controller_review_marks_a_real_blunder(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    Controller *c = malloc(sizeof *c);
    AiEngine *e = ai_create(16);
    assert_non_null(g);
    assert_non_null(c);
    assert_non_null(e);
    game_init(g, rules_get(RULE_RENJU), OPENING_FREE);
    support_play(g, "h8 h9 i8 i9 j8 a15");
    assert_true(controller_review_run(c, g, e, &TEST_REVIEW));
    bool mistake[6];
    assert_int_equal(controller_mistakes(c, mistake, 6), 1);
    assert_true(mistake[5]); /* 6. a15 */
    controller_view(c, 6);
    Pos better;
    int before, after;
    assert_int_equal(controller_mistake_shown(c, &better, &before, &after), 5);
    assert_true(better == support_point("g8") || better == support_point("k8"));
    assert_int_equal(after, 0);
    assert_true(before > 0);
    char line[512], want[64], best[8];
    board_format_point(better, best, sizeof best);
    snprintf(want, sizeof want, "after the better %s %d%%, after this move 0%%", best, before);
    status_message(c, LANG_EN, NULL, line, sizeof line);
    if (!strstr(line, "Mistake 6. a15: its player's chance ") || !strstr(line, want)) {
        fail_msg("%s", line);
    }
    ai_destroy(e);
    free(c);
    free(g);
}

int main(void)
{
    renju_init();
    support_load_translations(); /* the mistake line in Ukrainian */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_controller_move_now_plays_the_search_so_far),
        cmocka_unit_test(test_controller_move_now_needs_a_search_that_can_stop),
        cmocka_unit_test(test_controller_move_now_off_while_engine_cannot_stop),
        cmocka_unit_test(test_controller_pace_keeps_computer_moves_on_screen),
        cmocka_unit_test(test_controller_pace_leaves_a_person_unhurried),
        cmocka_unit_test(test_controller_nbest_asks_only_the_analysis),
        cmocka_unit_test(test_controller_mistakes_from_the_graph),
        cmocka_unit_test(test_controller_mistake_step_goes_from_mistake_to_mistake),
        cmocka_unit_test(test_controller_mistakes_hold_up_under_a_longer_search),
        cmocka_unit_test(test_controller_graph_keeps_a_proven_win),
        cmocka_unit_test(test_controller_graph_ignores_the_analysis),
        cmocka_unit_test(test_controller_mistake_numbers_and_figures_in_a_swap_game),
        cmocka_unit_test(test_controller_mistakes_mark_a_losing_foul),
        cmocka_unit_test(test_controller_mistakes_mark_a_move_into_a_proven_loss),
        cmocka_unit_test(test_controller_proposals_position_is_the_picks),
        cmocka_unit_test(test_controller_graph_and_mistakes_start_at_the_setup_end),
        cmocka_unit_test(test_controller_graph_of_a_forced_block_keeps_the_win),
        cmocka_unit_test(test_mistakes_find_marks_drops_of_the_mover),
        cmocka_unit_test(test_mistakes_find_marks_a_win_thrown_away),
        cmocka_unit_test(test_controller_mistakes_mark_a_win_thrown_away),
        cmocka_unit_test(test_controller_mistakes_blame_the_proposal_not_the_pick),
        cmocka_unit_test(test_mistakes_find_needs_a_better_move),
        cmocka_unit_test(test_controller_no_mistake_on_the_checks_best_move),
        cmocka_unit_test(test_controller_review_gives_the_same_marks_every_time),
        cmocka_unit_test(test_controller_review_marks_a_real_blunder),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

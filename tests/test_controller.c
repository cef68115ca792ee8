/* Renju - MIT licence, see LICENSE.
 *
 * The window's state machine without SDL, driven with a fake AI that records its
 * requests: clicks become moves, forbidden and occupied clicks are refused with the
 * reason, the forbidden map follows moves, undo and redo, the AI answers only the
 * request still wanted (stale answers after undo or a new game are dropped), hints,
 * browsing the move list, resign and draw, loading a move list, and study mode (a
 * loaded game that no AI seat plays into until the player plays on).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "controller.h"
#include "i18n.h"
#include "status.h"
#include "test_files.h"
#include "test_support.h"

typedef struct FakeAi {
    int starts;
    int cancels;
    int stops; /* with fake_stop installed (setup_stoppable) */
    uint64_t last_id;
    Stone last_to_move;
    int last_ply;
    AiLimits limits; /* the last request's */
    const RuleSet *rules;
    Board board;
} FakeAi;

static void fake_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    FakeAi *f = user;
    assert_true(limits->time_ms > 0 || limits->max_nodes > 0); /* the graph's: nodes alone */
    f->starts++;
    f->last_id = request_id;
    f->last_to_move = b->to_move;
    f->last_ply = b->ply;
    f->limits = *limits;
    f->rules = rs;
    f->board = *b;
}

static void fake_cancel(void *user)
{
    FakeAi *f = user;
    f->cancels++;
}

static void fake_stop(void *user)
{
    FakeAi *f = user;
    f->stops++;
}

typedef struct Fixture {
    Controller *c;
    FakeAi ai;
} Fixture;

static Fixture *setup(SeatKind black, SeatKind white)
{
    Fixture *fx = calloc(1, sizeof *fx);
    assert_non_null(fx);
    fx->c = malloc(sizeof *fx->c);
    assert_non_null(fx->c);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, black, white}, 3, {0}, false};
    ControllerAiHooks hooks = {fake_start, fake_cancel, &fx->ai, NULL, NULL, NULL};
    controller_init(fx->c, &opt, &hooks);
    return fx;
}

static void teardown(Fixture *fx)
{
    free(fx->c);
    free(fx);
}

static AiInfo answer(const char *point)
{
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point(point);
    in.depth = 4;
    return in;
}

static void test_controller_clicks_become_moves(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9 h9");
    assert_int_equal(c->game.nactions, 3);
    assert_int_equal(board_at(&c->game.board, support_point("h8")), STONE_BLACK);
    assert_int_equal(board_at(&c->game.board, support_point("i9")), STONE_WHITE);
    assert_int_equal(game_to_move(&c->game), STONE_WHITE);
    assert_int_equal(c->cursor, support_point("h9"));
    assert_int_equal(controller_move_number(c, support_point("i9")), 2);
    assert_int_equal(fx->ai.starts, 0); /* two people: the AI is never asked */
    teardown(fx);
}

static void test_controller_first_stone_off_centre_is_refused(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    assert_false(controller_click(fx->c, support_point("a1")));
    assert_int_equal(fx->c->msg, CTL_MSG_CENTRE_FIRST);
    assert_int_equal(fx->c->msg_pos, support_point("h8"));
    assert_false(controller_can_play(fx->c, support_point("a1")));
    assert_true(controller_can_play(fx->c, support_point("h8")));
    assert_int_equal(fx->c->game.nactions, 0);
    teardown(fx);
}

static void test_controller_forbidden_click_is_refused_with_the_reason(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    /* Black h8 i8 j9 j10: j8 makes two threes (row h8 i8 j8, column j8 j9 j10). */
    support_click_all(c, "h8 b2 i8 b4 j9 n13 j10 b13");
    assert_true(controller_is_forbidden(c, support_point("j8")));
    assert_false(controller_can_play(c, support_point("j8")));
    assert_false(controller_click(c, support_point("j8")));
    assert_int_equal(c->msg, CTL_MSG_FORBIDDEN);
    assert_int_equal(c->explain.point, support_point("j8"));
    assert_int_equal(c->explain.verdict, VERDICT_DOUBLE_THREE);
    assert_int_equal(c->game.nactions, 8);
    assert_int_equal(board_at(&c->game.board, support_point("j8")), STONE_EMPTY);
    /* Occupied points are refused too, and a legal click clears the message. */
    assert_false(controller_click(c, support_point("i8")));
    assert_int_equal(c->msg, CTL_MSG_OCCUPIED);
    support_click_all(c, "a1");
    assert_int_equal(c->msg, CTL_MSG_NONE);
    teardown(fx);
}

static void test_controller_forbidden_map_follows_moves_undo_and_redo(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 b2 i8 b4 j9 n13 j10");
    /* White to move: White has no fouls, but Black's j8 (double-three) stays shown, as
     * Black's: White aims at it. */
    assert_int_equal(c->nforbidden, 1);
    assert_int_equal(c->forbidden[0], support_point("j8"));
    assert_int_equal(c->forbidden_colour, STONE_BLACK);
    assert_true(controller_can_play(c, support_point("j8"))); /* White may play there */
    support_click_all(c, "b13");
    assert_int_equal(c->nforbidden, 1);
    assert_int_equal(c->forbidden[0], support_point("j8"));
    assert_int_equal(c->forbidden_colour, STONE_BLACK);
    assert_true(controller_undo(c));
    assert_int_equal(c->nforbidden, 1);
    assert_int_equal(c->board.to_move, STONE_WHITE);
    assert_true(controller_undo(c)); /* before j10: Black to move, no foul yet */
    assert_int_equal(c->nforbidden, 0);
    assert_true(controller_redo(c));
    assert_true(controller_redo(c));
    assert_int_equal(c->nforbidden, 1);
    /* White blocks the row at g8: j8 is then only one three, so it is allowed. */
    assert_true(controller_undo(c));
    support_click_all(c, "g8");
    assert_int_equal(c->nforbidden, 0);
    assert_true(controller_can_play(c, support_point("j8")));
    teardown(fx);
}

static void test_controller_ai_moves_for_its_colour(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    support_click_all(c, "h8");
    assert_int_equal(fx->ai.starts, 1);
    assert_int_equal(fx->ai.last_to_move, STONE_WHITE);
    assert_true(controller_ai_thinking(c));
    /* The person cannot move for the AI. */
    assert_false(controller_click(c, support_point("i9")));
    assert_int_equal(c->msg, CTL_MSG_AI_TURN);
    AiInfo progress = answer("i9");
    assert_true(controller_ai_progress(c, fx->ai.last_id, &progress));
    assert_true(c->ai_has_progress);
    AiInfo in = answer("i9");
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_equal(board_at(&c->game.board, support_point("i9")), STONE_WHITE);
    assert_false(controller_ai_thinking(c));
    assert_int_equal(game_to_move(&c->game), STONE_BLACK);
    teardown(fx);
}

static void test_controller_stale_ai_result_is_dropped_after_undo(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    support_click_all(c, "h8");
    AiInfo in = answer("i9");
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    support_click_all(c, "h9");
    uint64_t old = fx->ai.last_id;
    /* Undo while the AI thinks: the search is cancelled and Black is to move again. */
    assert_true(controller_undo(c));
    assert_true(fx->ai.cancels >= 1);
    assert_int_equal(game_to_move(&c->game), STONE_BLACK);
    assert_int_equal(c->game.nactions, 2);
    AiInfo late = answer("h10");
    assert_false(controller_ai_result(c, old, &late));
    assert_false(controller_ai_progress(c, old, &late));
    assert_int_equal(board_at(&c->game.board, support_point("h10")), STONE_EMPTY);
    assert_int_equal(c->game.nactions, 2);
    teardown(fx);
}

static void test_controller_stale_ai_result_is_dropped_after_new_game(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_AI, SEAT_HUMAN);
    Controller *c = fx->c;
    /* The AI plays Black: it is asked at once. */
    assert_int_equal(fx->ai.starts, 1);
    uint64_t old = fx->ai.last_id;
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             3,          {0},          false};
    controller_new_game(c, &opt);
    AiInfo in = answer("h8");
    assert_false(controller_ai_result(c, old, &in));
    assert_int_equal(c->game.nactions, 0);
    /* An id that was never issued is dropped as well. */
    assert_false(controller_ai_result(c, old + 100, &in));
    teardown(fx);
}

static void test_controller_undo_against_ai_returns_to_the_person(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    support_click_all(c, "h8");
    AiInfo a1 = answer("i9");
    controller_ai_result(c, fx->ai.last_id, &a1);
    support_click_all(c, "h9");
    AiInfo a2 = answer("h10");
    controller_ai_result(c, fx->ai.last_id, &a2);
    assert_int_equal(c->game.nactions, 4);
    /* One undo takes back the AI's reply and the person's move. */
    assert_true(controller_undo(c));
    assert_int_equal(c->game.nactions, 2);
    assert_int_equal(game_to_move(&c->game), STONE_BLACK);
    assert_false(controller_ai_thinking(c));
    assert_true(controller_redo(c));
    assert_int_equal(c->game.nactions, 4);
    assert_int_equal(board_at(&c->game.board, support_point("h10")), STONE_WHITE);
    teardown(fx);
}

static void test_controller_hint_lands_on_the_board(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9");
    assert_true(controller_hint(c));
    assert_int_equal(fx->ai.last_to_move, STONE_BLACK);
    AiInfo in = answer("g9");
    in.score = 120;
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_equal(c->hint, support_point("g9"));
    assert_int_equal(c->hint_score, 120);
    assert_int_equal(c->msg, CTL_MSG_HINT);
    assert_int_equal(c->game.nactions, 2); /* a hint plays nothing */
    /* A move makes the hint stale. */
    support_click_all(c, "a1");
    assert_int_equal(c->hint, POS_NONE);
    teardown(fx);
}

/* Ctrl+F's search for a forced win runs on the AI's thread as a request of its own (the
 * threat solver alone, VCF then VCT, within CTL_SOLVE_NODES nodes, on the shown
 * position): a known VCF (level-2 problem "other flank") gets its line and the words
 * "Black wins by VCF in 4 moves of Black's, the five included: "
                        "i9 e5 i10 i6 h11 (Black's first 3, White's answers between)"; h8 i9 gets
 "not found within N
 * nodes", never "no win"; a move cancels a search under way. */
static void test_controller_solve_finds_the_vcf_or_says_none_found(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    AiEngine *e = ai_create(16);
    assert_non_null(e);
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    support_setup_game(g, "b=f6,g7,i7,h8,i8,g12,f13,m7 w=k3,d4,i5,k6,e9,j10,i11,k9");
    controller_set_game(c, g);
    assert_true(controller_can(c, CTL_CMD_SOLVE));
    assert_true(controller_solve(c));
    assert_int_equal(c->ai_purpose, AI_FOR_SOLVE);
    assert_int_equal(fx->ai.limits.solve, AI_SOLVE_VCT);
    assert_int_equal(fx->ai.limits.max_nodes, CTL_SOLVE_NODES);
    char line[256];
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_non_null(strstr(line, "Searching a forced win"));
    AiLimits lim = fx->ai.limits;
    lim.time_ms = 0;
    AiInfo info;
    ai_search(e, fx->ai.rules, &fx->ai.board, &lim, NULL, NULL, NULL, &info);
    assert_true(controller_ai_result(c, fx->ai.last_id, &info));
    assert_int_equal(c->msg, CTL_MSG_SOLVED);
    int n = 0;
    const Pos *won = controller_solve_line(c, &n);
    assert_non_null(won);
    assert_int_equal(n, 5);
    assert_int_equal(won[0], support_point("i9"));
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_string_equal(line, "Black wins by VCF in 4 moves of Black's, the five included: "
                              "i9 e5 i10 i6 h11 (Black's first 3, White's answers between)");
    /* The answer stays where the analysis says its line, whatever is said meanwhile (a
     * refused click, its moment gone), with its line on the board, until the position
     * changes: a move ends it. */
    assert_false(controller_click(c, support_point("h8"))); /* occupied */
    assert_int_not_equal(c->msg, CTL_MSG_SOLVED);
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_string_equal(line,
                        "h8 is occupied.\nBlack wins by VCF in 4 moves of Black's, the five "
                        "included: i9 e5 i10 i6 h11 (Black's first 3, White's answers between)");
    c->msg = CTL_MSG_NONE;
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_string_equal(line, "Black wins by VCF in 4 moves of Black's, the five included: "
                              "i9 e5 i10 i6 h11 (Black's first 3, White's answers between)");
    assert_non_null(controller_solve_line(c, &n));
    assert_true(controller_click(c, support_point("i9")));
    assert_null(controller_solve_line(c, &n));
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_null(strstr(line, "wins by"));
    /* No forced win found: said so, with the budget, and no line. */
    support_setup_game(g, "b=h8 w=i9");
    controller_set_game(c, g);
    assert_null(controller_solve_line(c, &n));
    assert_true(controller_solve(c));
    lim = fx->ai.limits;
    lim.time_ms = 0;
    ai_search(e, fx->ai.rules, &fx->ai.board, &lim, NULL, NULL, NULL, &info);
    assert_true(controller_ai_result(c, fx->ai.last_id, &info));
    assert_int_equal(c->msg, CTL_MSG_SOLVE_NONE);
    assert_null(controller_solve_line(c, &n));
    status_message(c, LANG_EN, NULL, line, sizeof line);
    /* The nodes really searched (VCF, then VCT), not the budget; said again until the
     * position changes. */
    assert_true(info.nodes > 0 && info.nodes < 1000);
    char want[128];
    snprintf(want, sizeof want,
             "No VCF or VCT found for Black in %lld nodes searched (not a proof that none "
             "exists).",
             (long long)info.nodes);
    assert_string_equal(line, want);
    c->msg = CTL_MSG_NONE;
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_string_equal(line, want);
    /* A move while it searches cancels it. */
    assert_true(controller_solve(c));
    int cancels = fx->ai.cancels;
    assert_true(controller_click(c, support_point("j10")));
    assert_int_not_equal(c->ai_purpose, AI_FOR_SOLVE);
    assert_true(fx->ai.cancels > cancels);
    free(g);
    ai_destroy(e);
    teardown(fx);
}

/* Shift+Ctrl+F: the opponent's forced win, what it threatens if the side to move played
 * elsewhere (Yixin-Board searches either colour; audit 18a). The level-2 problem's VCF
 * with a Black stone more on a1: White to move; the request is the position after a pass
 * (Black to move), the answer names Black, its line stays on the shown position (White
 * still to move) until a move. */
/* A set-up position as the controller's game (the caller frees it). */
static Game *game_of(Controller *c, const char *stones)
{
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    support_setup_game(g, stones);
    controller_set_game(c, g);
    return g;
}

static void test_controller_solve_for_the_opponent(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    AiEngine *e = ai_create(16);
    assert_non_null(e);
    Game *g = game_of(c, "b=f6,g7,i7,h8,i8,g12,f13,m7,a1 w=k3,d4,i5,k6,e9,j10,i11,k9");
    assert_int_equal(c->board.to_move, STONE_WHITE);
    assert_true(controller_solve_for(c, true));
    assert_int_equal(c->ai_purpose, AI_FOR_SOLVE);
    assert_int_equal(fx->ai.board.to_move, STONE_BLACK);
    assert_int_equal(c->board.to_move, STONE_WHITE);
    AiLimits lim = fx->ai.limits;
    lim.time_ms = 0;
    AiInfo info;
    ai_search(e, fx->ai.rules, &fx->ai.board, &lim, NULL, NULL, NULL, &info);
    assert_true(controller_ai_result(c, fx->ai.last_id, &info));
    int n = 0;
    const Pos *won = controller_solve_line(c, &n);
    assert_non_null(won);
    assert_int_equal(won[0], support_point("i9"));
    char line[256];
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_string_equal(line, "Black wins by VCF in 4 moves of Black's, the five included: "
                              "i9 e5 i10 i6 h11 (Black's first 3, White's answers between)");
    /* White's move: the question is gone. */
    assert_true(controller_click(c, support_point("i9")));
    assert_null(controller_solve_line(c, &n));
    free(g);
    ai_destroy(e);
    teardown(fx);
}

/* Ctrl+F while the analysis (I) runs (audit 18a #5: neither "Searching" nor an answer
 * showed, the analysis' line stood over both): the analysis pauses for the solver, the
 * message line says it searches, then its answer, under which the analysis goes on
 * (its request restarted on the same position). */
static void test_controller_solve_pauses_the_analysis(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9 h9");
    controller_analyse(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    AiInfo deep = answer("h10");
    deep.depth = 9;
    deep.score = 120;
    assert_true(controller_ai_progress(c, fx->ai.last_id, &deep));
    char line[512];
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_non_null(strstr(line, "h10"));
    assert_true(controller_can(c, CTL_CMD_SOLVE));
    assert_true(controller_solve(c));
    assert_int_equal(c->ai_purpose, AI_FOR_SOLVE);
    assert_int_equal(fx->ai.limits.solve, AI_SOLVE_VCT);
    assert_int_equal(fx->ai.board.hash, c->board.hash);
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_non_null(strstr(line, "Searching a forced win"));
    AiInfo none;
    memset(&none, 0, sizeof none);
    none.best = POS_NONE;
    none.nodes = 1234;
    assert_true(controller_ai_result(c, fx->ai.last_id, &none));
    assert_int_equal(c->msg, CTL_MSG_SOLVE_NONE);
    /* The analysis goes on, its line under the answer. */
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.board.hash, c->board.hash);
    /* It names the side it searched for (audit 18a #11: under "Black wins" it read as a
     * contradiction), in every language. */
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_non_null(strstr(line, "No VCF or VCT found for White in 1,234 nodes"));
    status_message(c, LANG_RU, NULL, line, sizeof line);
    assert_non_null(strstr(line, "для белых"));
    status_message(c, LANG_UK, NULL, line, sizeof line);
    assert_non_null(strstr(line, "для білих"));
    status_message(c, LANG_BG, NULL, line, sizeof line);
    assert_non_null(strstr(line, "за белите"));
    assert_true(controller_ai_progress(c, fx->ai.last_id, &deep));
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_non_null(strstr(line, "No VCF or VCT found"));
    assert_non_null(strstr(line, "h10"));
    teardown(fx);
}

/* The hint is the engine's best move at full strength at every level, the same on every
 * press: the request is the full engine (no random pick among near-best moves) within a
 * node budget, without the book, as the analysis searches. At level 1 it was the level's
 * own search (one ply, a random near-best move): in this won position (Black wins by
 * force) it gave g6, then g8, each "Black 96%". */
static void test_controller_hint_is_full_strength_at_every_level(void **state)
{
    (void)state;
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    for (int level = AI_LEVEL_MIN; level <= AI_LEVEL_MAX; level++) {
        Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
        Controller *c = fx->c;
        support_click_all(c, "h8 h9 h7 f6 j5 f9 f7 g9 e9 e7 f8 d8 g5 g7 h5 i5 g8 i8");
        ControllerOptions opt = c->opt;
        opt.ai_level = level;
        Game *g = malloc(sizeof *g);
        assert_non_null(g);
        *g = c->game;
        controller_new_game(c, &opt);
        controller_set_game(c, g);
        AiLimits first = {0};
        for (int press = 0; press < 2; press++) {
            c->hint = POS_NONE;
            assert_true(controller_hint(c));
            assert_int_equal(c->ai_purpose, AI_FOR_HINT);
            AiLimits lim = fx->ai.limits;
            assert_int_equal(lim.level, AI_LEVEL_MAX);
            assert_int_equal(lim.max_nodes, CTL_HINT_NODES);
            assert_int_equal(lim.time_ms, CTL_HINT_MS);
            assert_int_equal(lim.threads, 1);
            assert_false(lim.book);
            /* An analysis: a forced block's continuation is searched (audit 18a #3). */
            assert_true(lim.analysis);
            if (press == 0) {
                first = lim;
            } else {
                assert_int_equal(lim.max_depth, first.max_depth);
            }
            if (level == AI_LEVEL_MIN) {
                lim.time_ms = 0; /* the node budget alone: the same answer on any machine */
                AiInfo info;
                ai_search(e, fx->ai.rules, &fx->ai.board, &lim, NULL, NULL, NULL, &info);
                assert_true(ai_score_is_win(info.score));
                assert_true(controller_ai_result(c, fx->ai.last_id, &info));
                assert_int_equal(c->hint, info.best);
            }
        }
        free(g);
        teardown(fx);
    }
    ai_destroy(e);
}

/* The hint and the analysis of the same position agree: a deeper analysis moves the
 * hint's mark to its best move (and the message with it), and a hint asked while a
 * finished analysis of the live position is on the screen is that analysis' best move,
 * with no search of its own. */
/* The Engine settings' times: the computer thinks the player's time a move at the full
 * level (a weaker level keeps its own), within a clock's budget; the analysis and the
 * hint think the player's analysis time (the hint then without its node budget); 0
 * gives the defaults back. A request under way keeps the limits it was sent with. */
static void test_controller_engine_times_reach_the_requests(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    ControllerOptions opt = c->opt;
    opt.ai_level = AI_LEVEL_MAX;
    controller_new_game(c, &opt);
    controller_set_think(c, 7000, 25000);
    support_click_all(c, "h8");
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(fx->ai.limits.time_ms, 7000);
    controller_set_think(c, 2000, 25000); /* while it thinks: from the next think */
    assert_int_equal(fx->ai.limits.time_ms, 7000);
    AiInfo in = answer("i9");
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    support_click_all(c, "h9");
    assert_int_equal(fx->ai.limits.time_ms, 2000);
    in = answer("i10");
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    /* The hint and the analysis. */
    assert_true(controller_hint(c));
    assert_int_equal(fx->ai.limits.time_ms, 25000);
    assert_int_equal(fx->ai.limits.max_nodes, 0);
    in = answer("j10");
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    controller_analyse(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.limits.time_ms, 25000);
    controller_analyse(c, false);
    /* A weaker level keeps its time; 0 is the defaults again. */
    opt.ai_level = 5;
    controller_new_game(c, &opt);
    support_click_all(c, "h8");
    assert_int_equal(fx->ai.limits.time_ms, ai_level(5)->time_ms);
    controller_set_think(c, 0, 0);
    opt.ai_level = AI_LEVEL_MAX;
    controller_new_game(c, &opt);
    support_click_all(c, "h8");
    assert_int_equal(fx->ai.limits.time_ms, ai_level(AI_LEVEL_MAX)->time_ms);
    in = answer("i9");
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_true(controller_hint(c));
    assert_int_equal(fx->ai.limits.time_ms, CTL_HINT_MS);
    assert_int_equal(fx->ai.limits.max_nodes, CTL_HINT_NODES);
    /* On a clock, its budget bounds the player's time, and the player's time the budget. */
    controller_set_think(c, 60000, 0);
    opt.clock = (TimeControl){0};
    assert_true(clock_control_parse("move 10s", 8, &opt.clock));
    controller_new_game(c, &opt);
    support_click_all(c, "h8");
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_true(fx->ai.limits.time_ms > 0 && fx->ai.limits.time_ms < 10000);
    controller_set_think(c, 2000, 0);
    controller_new_game(c, &opt);
    support_click_all(c, "h8");
    assert_true(fx->ai.limits.time_ms > 0 && fx->ai.limits.time_ms <= 2000);
    teardown(fx);
}

static void test_controller_hint_follows_the_analysis(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9");
    assert_true(controller_hint(c));
    AiInfo in = answer("i7");
    in.score = 100;
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_equal(c->hint, support_point("i7"));
    controller_analyse(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    /* A shallower report does not overrule the hint's search. */
    AiInfo shallow = answer("k9");
    shallow.depth = 2;
    assert_true(controller_ai_progress(c, c->ai_request, &shallow));
    assert_int_equal(c->hint, support_point("i7"));
    /* As deep or deeper: the mark and the message follow. */
    AiInfo deep = answer("i11");
    deep.depth = 6;
    deep.score = 300;
    assert_true(controller_ai_result(c, fx->ai.last_id, &deep));
    assert_int_equal(c->hint, support_point("i11"));
    assert_int_equal(c->hint_score, 300);
    assert_int_equal(c->msg, CTL_MSG_HINT);
    assert_int_equal(c->msg_pos, support_point("i11"));
    /* Asked again on the same position: the finished analysis answers at once. */
    int starts = fx->ai.starts;
    c->hint = POS_NONE;
    assert_true(controller_hint(c));
    assert_int_equal(fx->ai.starts, starts);
    assert_int_equal(c->ai_purpose, AI_IDLE);
    assert_int_equal(c->hint, support_point("i11"));
    assert_int_equal(c->msg, CTL_MSG_HINT);
    teardown(fx);
}

/* Does the last request's filter hold exactly these points in its list? */
static void assert_marked(const Pos *list, int n, const char *a, const char *b)
{
    assert_int_equal(n, b ? 2 : a ? 1 : 0);
    for (int i = 0; i < n; i++) {
        assert_true(list[i] == support_point(a) || (b && list[i] == support_point(b)));
    }
}

static void test_controller_marks_go_into_hint_and_analysis(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9 h9");
    /* Only j10 and k10: the hint asks among them. */
    assert_true(controller_mark(c, support_point("j10"), false));
    assert_true(controller_mark(c, support_point("k10"), false));
    assert_true(controller_hint(c));
    assert_int_equal(c->ai_purpose, AI_FOR_HINT);
    assert_marked(fx->ai.limits.filter.only, fx->ai.limits.filter.nonly, "j10", "k10");
    assert_int_equal(fx->ai.limits.filter.nnever, 0);
    AiInfo in = answer("j10");
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_equal(c->hint, support_point("j10"));
    /* The analysis too; a mark changed starts it over with the new marks: k10 clicked
     * again loses its mark, h10 and h7 are left out. */
    controller_analyse(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_marked(fx->ai.limits.filter.only, fx->ai.limits.filter.nonly, "j10", "k10");
    uint64_t asked = fx->ai.last_id;
    assert_true(controller_mark(c, support_point("k10"), false));
    assert_true(controller_mark(c, support_point("h10"), true));
    assert_true(controller_mark(c, support_point("h7"), true));
    assert_true(fx->ai.last_id > asked);
    assert_int_equal(c->hint, POS_NONE); /* the hint was of other marks */
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_marked(fx->ai.limits.filter.only, fx->ai.limits.filter.nonly, "j10", NULL);
    assert_marked(fx->ai.limits.filter.never, fx->ai.limits.filter.nnever, "h10", "h7");
    /* Its answer is the analysis', not the graph's value of the position. */
    in = answer("g10");
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_equal(c->analysis.best, support_point("g10"));
    assert_false(c->graph_known[3]);
    /* j10 marked "never" changes its mark. */
    assert_true(controller_mark(c, support_point("j10"), true));
    assert_int_equal(c->marks.nonly, 0);
    assert_int_equal(c->marks.nnever, 3);
    /* A stone is no mark. */
    assert_false(controller_mark(c, support_point("h8"), false));
    assert_int_equal(c->msg, CTL_MSG_OCCUPIED);
    /* Cleared (a key): the analysis starts over on every move. */
    assert_true(controller_clear_marks(c));
    assert_false(controller_clear_marks(c));
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_false(ai_filter_on(&fx->ai.limits.filter));
    teardown(fx);
}

static void test_controller_marks_cleared_by_a_move(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    support_click_all(c, "h8");
    assert_true(controller_ai_result(c, fx->ai.last_id,
                                     &(AiInfo){.best = support_point("i9"), .depth = 4}));
    support_click_all(c, "h9");
    /* The computer's move is asked for without marks. */
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_true(controller_mark(c, support_point("j10"), false));
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_false(ai_filter_on(&fx->ai.limits.filter));
    /* Its move clears them: the next hint asks among every move. */
    assert_true(controller_ai_result(c, fx->ai.last_id,
                                     &(AiInfo){.best = support_point("h10"), .depth = 4}));
    assert_false(ai_filter_on(&c->marks));
    assert_true(controller_mark(c, support_point("g7"), true));
    support_click_all(c, "h7");
    assert_false(ai_filter_on(&c->marks));
    assert_true(controller_ai_result(c, fx->ai.last_id,
                                     &(AiInfo){.best = support_point("h6"), .depth = 4}));
    assert_true(controller_hint(c));
    assert_false(ai_filter_on(&fx->ai.limits.filter));
    /* Browsing away clears them too. */
    assert_true(controller_mark(c, support_point("g7"), true));
    controller_view(c, 1);
    assert_false(ai_filter_on(&c->marks));
    teardown(fx);
}

/* Ctrl+R and Ctrl+M turn the analysis' marks with the board, as every other mark (they
 * vanished, audit 23 C7): j10 "only" and g7 "never" after h8 i9 h9 turned clockwise
 * (a1 -> a15) are j6 and g9, and the analysis asks among the turned ones. */
static void test_controller_marks_turn_with_the_board(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9 h9");
    assert_true(controller_mark(c, support_point("j10"), false));
    assert_true(controller_mark(c, support_point("g7"), true));
    controller_analyse(c, true);
    GameError err;
    assert_true(controller_turn(c, TURN_CLOCKWISE, &err));
    assert_marked(c->marks.only, c->marks.nonly, "j6", NULL);
    assert_marked(c->marks.never, c->marks.nnever, "g9", NULL);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_marked(fx->ai.limits.filter.only, fx->ai.limits.filter.nonly, "j6", NULL);
    assert_marked(fx->ai.limits.filter.never, fx->ai.limits.filter.nnever, "g9", NULL);
    /* Mirrored back left to right they stay with their points. */
    assert_true(controller_turn(c, TURN_MIRROR_LR, &err));
    assert_marked(c->marks.only, c->marks.nonly, "f6", NULL);
    assert_marked(c->marks.never, c->marks.nnever, "i9", NULL);
    teardown(fx);
}

static void test_controller_browsing_shows_old_positions(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9 h9 i10");
    controller_view(c, 1);
    assert_false(controller_is_live(c));
    assert_int_equal(board_at(&c->board, support_point("h8")), STONE_BLACK);
    assert_int_equal(board_at(&c->board, support_point("i9")), STONE_EMPTY);
    /* A click while browsing returns to the game and plays nothing. */
    assert_false(controller_click(c, support_point("a1")));
    assert_true(controller_is_live(c));
    assert_int_equal(c->game.nactions, 4);
    teardown(fx);
}

static void test_controller_ai_reply_keeps_a_browsing_person_where_they_are(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    support_click_all(c, "h8");
    AiInfo a1 = answer("i9");
    controller_ai_result(c, fx->ai.last_id, &a1);
    support_click_all(c, "h9");
    controller_view(c, 1);
    AiInfo a2 = answer("h10");
    assert_true(controller_ai_result(c, fx->ai.last_id, &a2));
    assert_int_equal(c->game.nactions, 4);
    assert_int_equal(c->view, 1);
    assert_int_equal(board_at(&c->board, support_point("i9")), STONE_EMPTY);
    controller_view(c, c->game.nactions);
    assert_int_equal(board_at(&c->board, support_point("h10")), STONE_WHITE);
    teardown(fx);
}

static void test_controller_resign_and_draw(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9");
    assert_true(controller_resign(c)); /* Black, to move, resigns */
    assert_int_equal(c->game.result, RESULT_WHITE_WINS);
    assert_false(controller_click(c, support_point("a1")));
    assert_int_equal(c->msg, CTL_MSG_GAME_OVER);
    assert_true(controller_undo(c));
    assert_false(controller_offer_draw(c)); /* between people: the other one answers */
    Stone by = STONE_EMPTY;
    assert_true(controller_draw_asked(c, &by));
    assert_int_equal(by, STONE_BLACK);
    assert_true(controller_answer_draw(c, true));
    assert_int_equal(c->game.result, RESULT_DRAW);
    teardown(fx);
}

/* Audit 32b, C4: between people either player resigns, whoever is to move; the computer's
 * colour is no person's to resign. */
static void test_controller_either_person_resigns(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9"); /* Black to move */
    assert_true(controller_resign_as(c, STONE_WHITE));
    assert_int_equal(c->game.result, RESULT_BLACK_WINS);
    assert_int_equal(c->game.reason, REASON_RESIGN);
    const Action *last = &c->game.actions[c->game.nactions - 1];
    assert_int_equal(last->kind, ACTION_RESIGN);
    assert_int_equal(last->colour, STONE_WHITE);
    teardown(fx);

    fx = setup(SEAT_HUMAN, SEAT_AI);
    c = fx->c;
    support_click_all(c, "h8");
    AiInfo in = answer("i9");
    controller_ai_result(c, fx->ai.last_id, &in);
    assert_false(controller_resign_as(c, STONE_WHITE)); /* the computer's */
    assert_false(game_over(&c->game));
    assert_true(controller_resign_as(c, STONE_BLACK));
    assert_int_equal(c->game.result, RESULT_WHITE_WINS);
    teardown(fx);
}

/* Audit 32b, B1: a tournament game between people on a clock has no help while it runs
 * (hint, analysis, best moves, graph, forced-win search, library, foul marks); it all
 * comes back when the game ends. Without the switch, or against the computer, help stays. */
static void test_controller_tournament_game_has_no_help_until_its_end(void **state)
{
    (void)state;
    static const CtlCommand HELP[] = {CTL_CMD_HINT,  CTL_CMD_ANALYSE, CTL_CMD_ANALYSE_LIVE,
                                      CTL_CMD_GRAPH, CTL_CMD_NBEST,   CTL_CMD_FORBIDDEN_MARKS};
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    ControllerOptions opt = c->opt;
    assert_true(clock_control_parse("absolute 5m", strlen("absolute 5m"), &opt.clock));
    opt.no_help = true;
    controller_new_game(c, &opt);
    support_click_all(c, "h8 i9");
    assert_true(controller_no_help(c));
    for (size_t i = 0; i < sizeof HELP / sizeof HELP[0]; i++) {
        assert_true(controller_help_cmd(HELP[i]));
        assert_false(controller_can(c, HELP[i]));
    }
    assert_true(controller_can(c, CTL_CMD_RESIGN)); /* the game's own actions stay */
    assert_true(controller_resign(c));
    assert_false(controller_no_help(c));
    for (size_t i = 0; i < sizeof HELP / sizeof HELP[0]; i++) {
        assert_true(controller_can(c, HELP[i]) || HELP[i] == CTL_CMD_HINT);
    }
    opt.no_help = false; /* the switch off: help as ever */
    controller_new_game(c, &opt);
    support_click_all(c, "h8 i9");
    assert_false(controller_no_help(c));
    assert_true(controller_can(c, CTL_CMD_HINT));
    opt.no_help = true; /* no clock: no tournament */
    memset(&opt.clock, 0, sizeof opt.clock);
    controller_new_game(c, &opt);
    support_click_all(c, "h8 i9");
    assert_false(controller_no_help(c));
    teardown(fx);

    fx = setup(SEAT_HUMAN, SEAT_AI); /* against the computer: not a tournament game */
    c = fx->c;
    opt = c->opt;
    assert_true(clock_control_parse("absolute 5m", strlen("absolute 5m"), &opt.clock));
    opt.no_help = true;
    controller_new_game(c, &opt);
    assert_false(controller_no_help(c));
    teardown(fx);
}

/* Audit 32b, C3: a declined draw is said ("White declines the draw") and recorded as the
 * decliner's action, the game going on; an accepted one names who offered it. */
static void test_controller_declined_draw_is_said_and_recorded(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9");
    assert_false(controller_draw_asked(c, NULL));
    assert_false(controller_answer_draw(c, false)); /* nothing offered */
    controller_offer_draw(c);
    assert_true(controller_answer_draw(c, false));
    assert_false(game_over(&c->game));
    assert_int_equal(c->game.nactions, 3);
    const Action *last = &c->game.actions[2];
    assert_int_equal(last->kind, ACTION_DECLINE);
    assert_int_equal(last->colour, STONE_WHITE);
    char said[512];
    status_message(c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "White declines the draw. The game goes on.");
    assert_false(controller_draw_asked(c, NULL));          /* answered */
    assert_int_equal(game_to_move(&c->game), STONE_BLACK); /* still Black's move */
    support_click_all(c, "h9");
    assert_int_equal(board_at(&c->game.board, support_point("h9")), STONE_BLACK);
    controller_offer_draw(c); /* White offers, Black accepts */
    assert_true(controller_answer_draw(c, true));
    last = &c->game.actions[c->game.nactions - 1];
    assert_int_equal(last->kind, ACTION_DRAW);
    assert_int_equal(last->colour, STONE_WHITE);
    char row[64];
    size_t len = 0;
    row[0] = '\0';
    i18n_action(LANG_EN, last, row, sizeof row, &len);
    assert_string_equal(row, "Draw (White's offer)");
    teardown(fx);

    /* An offer lapses when the other player acts without answering, or on undo. */
    fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    c = fx->c;
    support_click_all(c, "h8 i9");
    controller_offer_draw(c);
    assert_true(controller_undo(c));
    assert_false(controller_draw_asked(c, NULL));
    teardown(fx);
}

/* Audit 27a, 8: Undo after an agreed draw (or a resignation) reopens the game; it says so,
 * and that the old ending stays as another line (◆) once another move is played. Undo of
 * a five is an ordinary take-back and says nothing of an ending. */
static void test_controller_undo_of_an_agreed_end_is_said(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    support_click_all(c, "h8");
    AiInfo in = answer("i9");
    controller_ai_result(c, fx->ai.last_id, &in);
    controller_offer_draw(c);
    AiInfo even = answer("h9");
    controller_ai_result(c, fx->ai.last_id, &even); /* no edge for White: accepted */
    assert_int_equal(c->game.result, RESULT_DRAW);
    assert_true(controller_undo(c));
    assert_false(game_over(&c->game));
    assert_int_equal(c->game.nactions, 2); /* h8 i9: Black, the person, to move */
    assert_int_equal(c->msg, CTL_MSG_END_TAKEN_BACK);
    char said[512];
    assert_int_equal(status_message(c, LANG_EN, NULL, said, sizeof said), STATUS_TEXT);
    assert_non_null(strstr(said, "The agreed draw is taken back"));
    assert_non_null(strstr(said, "another line, marked ◆"));
    assert_true(controller_resign(c));
    assert_true(controller_undo(c));
    assert_int_equal(c->msg, CTL_MSG_END_TAKEN_BACK);
    status_message(c, LANG_EN, NULL, said, sizeof said);
    assert_non_null(strstr(said, "The resignation is taken back"));
    teardown(fx);

    fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    c = fx->c;
    support_click_all(c, "h8 i8 h9 i9 h10 i10 h11 i11 h12"); /* Black's five */
    assert_true(game_over(&c->game));
    assert_true(controller_undo(c));
    assert_int_not_equal(c->msg, CTL_MSG_END_TAKEN_BACK);
    teardown(fx);
}

/* A draw offer to the computer is judged by a search of the present position of its own,
 * at full strength within CTL_DRAW_NODES whatever the computer's level: a search that
 * says the computer stands better declines it, one that sees no edge for it accepts, one
 * too shallow to judge (a single ply) declines it as unjudged. The computer's move it
 * interrupted is asked for again after a refusal; a move before the answer withdraws
 * the offer. */
static void test_controller_ai_judges_a_draw_offer_by_its_own_search(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    ControllerOptions opt = c->opt;
    opt.ai_level = 1;
    controller_new_game(c, &opt);
    support_click_all(c, "h8");
    AiInfo in = answer("i9");
    controller_ai_result(c, fx->ai.last_id, &in);
    assert_false(controller_offer_draw(c)); /* Black offers; White, the computer, judges */
    assert_int_equal(c->ai_purpose, AI_FOR_DRAW);
    assert_false(controller_can(c, CTL_CMD_DRAW)); /* one offer at a time */
    assert_int_equal(fx->ai.limits.level, AI_LEVEL_MAX);
    assert_int_equal(fx->ai.limits.max_nodes, CTL_DRAW_NODES);
    assert_false(fx->ai.limits.book);
    assert_int_equal(fx->ai.last_ply, 2); /* the position after h8 i9, Black to move */
    AiInfo better = answer("h9");
    better.score = -300; /* Black, to move, is worse: White stands better */
    assert_true(controller_ai_result(c, fx->ai.last_id, &better));
    assert_int_equal(c->msg, CTL_MSG_DRAW_DECLINED);
    assert_int_equal(c->game.result, RESULT_NONE);
    assert_int_equal(c->ai_purpose, AI_IDLE);

    controller_offer_draw(c);
    AiInfo shallow = answer("h9");
    shallow.depth = 1; /* one ply judges nothing */
    controller_ai_result(c, fx->ai.last_id, &shallow);
    assert_int_equal(c->msg, CTL_MSG_DRAW_UNJUDGED);
    assert_int_equal(c->game.result, RESULT_NONE);

    controller_offer_draw(c);
    uint64_t offer = fx->ai.last_id;
    support_click_all(c, "h9"); /* Black plays on before the answer: the offer is gone */
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_false(fx->ai.limits.analysis); /* a move to play: a forced block's quarter time */
    AiInfo late = answer("h10");
    assert_false(controller_ai_result(c, offer, &late));
    AiInfo reply = answer("h10");
    controller_ai_result(c, fx->ai.last_id, &reply);

    support_click_all(c, "j9");
    AiInfo move = answer("g7");
    controller_offer_draw(c); /* while the computer thinks: its move waits for the answer */
    assert_int_equal(c->ai_purpose, AI_FOR_DRAW);
    assert_int_equal(fx->ai.last_to_move, STONE_WHITE);
    move.score = 20; /* White, to move, stands a little better */
    controller_ai_result(c, fx->ai.last_id, &move);
    assert_int_equal(c->msg, CTL_MSG_DRAW_DECLINED);
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE); /* asked again */
    controller_offer_draw(c);
    AiInfo even = answer("g7");
    even.score = 0; /* no edge for White: accepted */
    controller_ai_result(c, fx->ai.last_id, &even);
    assert_int_equal(c->game.result, RESULT_DRAW);
    teardown(fx);
}

/* The real engine at level 1, the beginner's one ply: the draw judgement is its own
 * search. Where it sees no edge for itself it accepts: after h8 i9 h9 i10 (Black to
 * move) and after h8 h9 i9 (its own move, White's, to make). Where it stands better it
 * declines: White's open three i6-j6-k6 (Black to move; a corner three a1-b2-c3 was
 * here, but deeper searches call that position about even: only an unfinished
 * iteration's score had White better), and White's open four d4-e4-f4-g4 (c4 and h4
 * both make five). */
static void test_controller_level_one_judges_draws_honestly(void **state)
{
    (void)state;
    static const struct {
        const char *moves;
        bool accepted;
    } cases[] = {
        {"h8 i9 h9 i10", true},
        {"h8 h9 i9", true},
        {"h8 i6 a1 j6 o15 k6", false},
        {"h8 d4 k12 e4 m2 f4 b12 g4", false},
    };
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
        Controller *c = fx->c;
        support_click_all(c, cases[i].moves);
        ControllerOptions opt = c->opt;
        opt.seat[STONE_WHITE] = SEAT_AI;
        opt.ai_level = 1;
        Game *g = malloc(sizeof *g);
        assert_non_null(g);
        *g = c->game;
        controller_new_game(c, &opt);
        controller_set_game(c, g);
        controller_offer_draw(c);
        assert_int_equal(c->ai_purpose, AI_FOR_DRAW);
        AiLimits lim = fx->ai.limits;
        lim.time_ms = 0; /* the node budget alone: the same answer on any machine */
        AiInfo info;
        ai_search(e, fx->ai.rules, &fx->ai.board, &lim, NULL, NULL, NULL, &info);
        assert_true(controller_ai_result(c, fx->ai.last_id, &info));
        assert_int_equal(c->game.result, cases[i].accepted ? RESULT_DRAW : RESULT_NONE);
        free(g);
        teardown(fx);
    }
    ai_destroy(e);
}

/* A message belongs to the state that raised it: "the computer is to move" goes once the
 * computer has moved, "nothing to redo" once the position changes, a refusal when the
 * person browses away; a message of the present state stays. */
static void test_controller_message_belongs_to_its_state(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    support_click_all(c, "h8");
    assert_false(controller_click(c, support_point("i9")));
    assert_int_equal(c->msg, CTL_MSG_AI_TURN);
    AiInfo progress = answer("j9");
    assert_true(controller_ai_progress(c, fx->ai.last_id, &progress));
    assert_int_equal(c->msg, CTL_MSG_AI_TURN); /* still the AI's turn */
    AiInfo reply = answer("i9");
    assert_true(controller_ai_result(c, fx->ai.last_id, &reply));
    assert_int_equal(c->msg, CTL_MSG_NONE);
    assert_false(controller_redo(c));
    assert_int_equal(c->msg, CTL_MSG_NOTHING_TO_REDO);
    controller_update(c);
    assert_int_equal(c->msg, CTL_MSG_NOTHING_TO_REDO); /* nothing changed yet */
    controller_view(c, 1);
    assert_int_equal(c->msg, CTL_MSG_NONE);
    controller_view(c, c->game.nactions);
    assert_false(controller_click(c, support_point("h8")));
    assert_int_equal(c->msg, CTL_MSG_OCCUPIED);
    controller_view(c, 0);
    assert_int_equal(c->msg, CTL_MSG_NONE);
    teardown(fx);
}

/* An AI move the game refuses is said in the player's language (the game's kind), and the
 * message outlives the pass the controller plays instead. */
static void test_controller_refused_ai_move_is_explained(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    support_click_all(c, "h8");
    AiInfo reply = answer("h8");
    assert_true(controller_ai_result(c, fx->ai.last_id, &reply));
    assert_int_equal(c->game.actions[c->game.nactions - 1].kind, ACTION_PASS);
    assert_int_equal(c->msg, CTL_MSG_OCCUPIED);
    assert_int_equal(c->msg_pos, support_point("h8"));
    support_click_all(c, "i9");
    assert_int_equal(c->msg, CTL_MSG_NONE);
    teardown(fx);
}

/* Study mode: both seats people while on; the AI's seat back (and its move) when the
 * player plays on; a new game ends it; between two people it changes nothing. */
static void test_controller_study_keeps_the_ai_out_until_play_on(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    game_init(g, rules_get(RULE_RENJU), OPENING_FREE);
    assert_true(game_play(g, support_point("h8"), NULL));
    controller_study(fx->c, true);
    controller_set_game(fx->c, g); /* White (the AI's colour) to move */
    assert_int_equal(fx->ai.starts, 0);
    assert_true(controller_human_to_move(fx->c));
    support_click_all(fx->c, "i9 h9"); /* a person plays both colours */
    assert_int_equal(fx->ai.starts, 0);
    controller_study(fx->c, true); /* twice on: the kept seats stay the player's */
    controller_study(fx->c, false);
    assert_false(fx->c->studying);
    assert_int_equal(fx->ai.starts, 1);
    assert_int_equal(fx->ai.last_to_move, STONE_WHITE);
    assert_int_equal(controller_player_seat(fx->c, 1), SEAT_AI);
    controller_study(fx->c, true);
    ControllerOptions opt = fx->c->opt;
    opt.seat[STONE_WHITE] = SEAT_AI;
    controller_new_game(fx->c, &opt);
    assert_false(fx->c->studying);
    teardown(fx);
    fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    controller_study(fx->c, true);
    assert_false(fx->c->studying);
    free(g);
    teardown(fx);
}

/* A loaded game that has ended is not played on, whether a five decided it or it ended
 * by resignation or agreement, just as a game ended in the session is not: V is not
 * offered, and pressed it says why and the study goes on with the computer kept out.
 * Taken back to before its end, the game may be played on. */
static void test_controller_play_on_refused_on_a_finished_loaded_game(void **state)
{
    (void)state;
    static const char *const endings[] = {"five", "resign", "draw"};
    for (size_t i = 0; i < sizeof endings / sizeof endings[0]; i++) {
        Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
        Controller *c = fx->c;
        Game *g = malloc(sizeof *g);
        assert_non_null(g);
        game_init(g, rules_get(RULE_RENJU), OPENING_FREE);
        static const char *const moves[] = {"h8", "i8", "h9", "i9", "h10", "i10", "h11", "i11"};
        for (size_t m = 0; m < sizeof moves / sizeof moves[0]; m++) {
            assert_true(game_play(g, support_point(moves[m]), NULL));
        }
        /* then h12, Black's five h8-h12; or Black resigns; or a draw is agreed */
        Action a = {.kind = ACTION_MOVE, .pos = support_point("h12")};
        if (i == 1) {
            a = (Action){.kind = ACTION_RESIGN, .pos = POS_NONE, .colour = STONE_BLACK};
        } else if (i == 2) {
            a = (Action){.kind = ACTION_DRAW, .pos = POS_NONE};
        }
        assert_true(game_apply(g, &a, NULL));
        assert_true(game_over(g));
        controller_study(c, true);
        controller_set_game(c, g);
        assert_false(controller_can(c, CTL_CMD_PLAY_ON));
        controller_study(c, false); /* V */
        assert_true(c->studying);
        assert_int_equal(c->msg, CTL_MSG_PLAY_ON_OVER);
        assert_int_equal(controller_player_seat(c, 1), SEAT_HUMAN);
        assert_int_not_equal(c->ai_purpose, AI_FOR_MOVE);
        assert_true(controller_undo(c)); /* back before its end: White (the computer) to move */
        assert_false(game_over(&c->game));
        assert_true(controller_can(c, CTL_CMD_PLAY_ON));
        controller_study(c, false);
        assert_false(c->studying);
        assert_int_equal(controller_player_seat(c, 1), SEAT_AI);
        free(g);
        teardown(fx);
    }
}

/* The graph and the analysis wait while the computer has a move to make, also while a
 * person browses an earlier position; once it has moved, the shown position is analysed. */
static void test_controller_graph_waits_for_the_computers_move(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    game_init(g, rules_get(RULE_RENJU), OPENING_FREE);
    assert_true(game_play(g, support_point("h8"), NULL));
    assert_true(game_play(g, support_point("i9"), NULL));
    assert_true(game_play(g, support_point("h9"), NULL));
    controller_study(c, true);
    controller_set_game(c, g); /* White, the computer's colour, to move */
    controller_view(c, 1);
    controller_graph(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_GRAPH); /* people only: the graph may search */
    controller_study(c, false);                    /* play on, still looking at move 1 */
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(fx->ai.last_ply, 3);
    controller_view(c, 2); /* browsing starts no graph point in its place */
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    controller_graph(c, false);
    controller_analyse(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    AiInfo in = answer("h10");
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_equal(c->view, 2);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.last_ply, 2); /* the shown position, not the live one */
    free(g);
    teardown(fx);
}

/* The analysis with its best moves and the graph, switched on in a game before, are off
 * while a network game is under way: no search, nothing shown, no mistakes marked. A new
 * game starts without them (audit 26, item 3; audit 27a, item 2): once it is over the
 * graph turns on, as after any game; the connection gone, the game two people's and under
 * way, nothing comes back. */
static void test_controller_network_game_hides_engine_views(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9 c3");
    controller_nbest(c, 3);
    controller_graph(c, true);
    assert_true(c->analysing);
    ControllerOptions net = c->opt;
    net.seat[STONE_WHITE] = SEAT_REMOTE;
    for (int ending = 0; ending < 2; ending++) {
        controller_new_game(c, &net);
        int starts = fx->ai.starts;
        assert_false(c->analysing);
        assert_int_equal(c->nbest, 0);
        assert_false(c->graph_on);
        assert_int_equal(c->ai_purpose, AI_IDLE);
        assert_true(controller_click(c, support_point("h8")));
        Action w;
        memset(&w, 0, sizeof w);
        w.kind = ACTION_MOVE;
        w.pos = support_point("i9");
        assert_true(controller_remote_apply(c, &w, NULL));
        assert_true(controller_click(c, support_point("c3")));
        assert_null(controller_shown_analysis(c));
        bool mistake[GAME_MAX_ACTIONS];
        assert_false(c->graph_on); /* the panel marks mistakes only with the graph on */
        assert_int_equal(controller_mistakes(c, mistake, GAME_MAX_ACTIONS), 0);
        assert_int_equal(fx->ai.starts, starts); /* nothing searched for either player */
        if (ending == 0) {
            assert_true(controller_resign(c));
        } else { /* the connection lost: the game stays, two people's */
            controller_take_seats(c, SEAT_HUMAN, SEAT_HUMAN, -1);
            controller_view(c, c->game.nactions);
        }
        assert_false(c->analysing);
        assert_int_equal(c->nbest, 0);
        assert_int_equal(c->graph_on, ending == 0);
        controller_nbest(c, 3); /* the player's, again */
        assert_true(c->analysing);
    }
    teardown(fx);
}

/* A report of the analysis search: best move, depth, a one-move line. */
static AiInfo report(const char *point, int depth)
{
    AiInfo in = answer(point);
    in.depth = depth;
    in.npv = 1;
    in.pv[0] = in.best;
    return in;
}

/* The shown analysis' best move in board notation ("-" when none is shown). */
static const char *shown_best(const Controller *c, char *buf, size_t cap)
{
    const AiInfo *in = controller_shown_analysis(c);
    if (!in || in->depth == 0) {
        return "-";
    }
    board_format_point(in->best, buf, cap);
    return buf;
}

/* Infinite analysis follows the shown position: on, the shown position (after h8 i9 j10
 * i10, Black to move) is searched without the analysis' time limit; browsing back to
 * move 2 drops that search and starts one on the earlier position at once, and the old
 * search's late reports and result are ignored; browsing forward does the same again. */
static void test_controller_infinite_analysis_follows_the_shown_position(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    char buf[8];
    support_click_all(c, "h8 i9 j10 i10");
    assert_int_equal(fx->ai.starts, 0);
    assert_true(controller_can(c, CTL_CMD_ANALYSE_LIVE));
    controller_analyse_live(c, true);
    assert_true(c->analysing);
    assert_true(c->analysis_live);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.starts, 1);
    assert_int_equal(fx->ai.last_ply, 4);
    assert_int_equal(fx->ai.limits.time_ms, CTL_ANALYSIS_LIVE_MS);
    AiInfo deep = report("i11", 1);
    assert_true(controller_ai_progress(c, fx->ai.last_id, &deep));
    assert_string_equal(shown_best(c, buf, sizeof buf), "i11");

    /* Back to move 2: the search of move 4 is dropped, move 2's starts. */
    uint64_t old = fx->ai.last_id;
    int cancels = fx->ai.cancels;
    controller_view(c, 2);
    assert_int_equal(fx->ai.cancels, cancels + 1);
    assert_int_equal(fx->ai.starts, 2);
    assert_int_equal(fx->ai.last_ply, 2);
    assert_int_equal(fx->ai.last_to_move, STONE_BLACK);
    assert_int_equal(fx->ai.limits.time_ms, CTL_ANALYSIS_LIVE_MS);
    assert_true(fx->ai.last_id != old);
    assert_string_equal(shown_best(c, buf, sizeof buf), "-"); /* i11 was move 4's */
    AiInfo late = report("k12", 9);
    assert_false(controller_ai_progress(c, old, &late));
    assert_false(controller_ai_result(c, old, &late));
    assert_string_equal(shown_best(c, buf, sizeof buf), "-");
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS); /* move 2's search goes on */
    AiInfo two = report("h9", 1);
    assert_true(controller_ai_progress(c, fx->ai.last_id, &two));
    assert_string_equal(shown_best(c, buf, sizeof buf), "h9");

    /* Forward to move 3 (White to move): the same again. */
    old = fx->ai.last_id;
    controller_view(c, 3);
    assert_int_equal(fx->ai.starts, 3);
    assert_int_equal(fx->ai.last_ply, 3);
    assert_int_equal(fx->ai.last_to_move, STONE_WHITE);
    assert_false(controller_ai_progress(c, old, &two));
    assert_string_equal(shown_best(c, buf, sizeof buf), "-");
    teardown(fx);
}

/* The search reports every finished iteration; the screen follows a few times a second:
 * the first report at once, the next one CTL_ANALYSIS_SHOW_MS after it (controller
 * time, handed in), a result at once. */
static void test_controller_infinite_analysis_shows_a_few_reports_a_second(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    char buf[8];
    support_click_all(c, "h8 i9");
    controller_tick(c, 5000);
    controller_analyse_live(c, true);
    AiInfo r1 = report("h9", 1), r2 = report("j10", 2), r3 = report("g9", 3);
    assert_true(controller_ai_progress(c, fx->ai.last_id, &r1));
    assert_true(controller_ai_progress(c, fx->ai.last_id, &r2));
    assert_string_equal(shown_best(c, buf, sizeof buf), "h9");
    controller_tick(c, 5000 + CTL_ANALYSIS_SHOW_MS - 1);
    assert_string_equal(shown_best(c, buf, sizeof buf), "h9");
    controller_tick(c, 5000 + CTL_ANALYSIS_SHOW_MS);
    assert_string_equal(shown_best(c, buf, sizeof buf), "j10");
    assert_int_equal(controller_shown_analysis(c)->depth, 2);
    /* Nothing newer: the next tick changes nothing; a result shows at once. */
    controller_tick(c, 5000 + 3 * CTL_ANALYSIS_SHOW_MS);
    assert_int_equal(controller_shown_analysis(c)->depth, 2);
    assert_true(controller_ai_progress(c, fx->ai.last_id, &r3));
    assert_int_equal(controller_shown_analysis(c)->depth, 3); /* 500 ms since the last */
    AiInfo won = report("g10", 4);
    won.score = AI_WIN_SCORE - 7; /* decided: the deepening ends */
    assert_true(controller_ai_result(c, fx->ai.last_id, &won));
    assert_string_equal(shown_best(c, buf, sizeof buf), "g10");
    assert_true(c->analysis_done);
    assert_int_equal(c->ai_purpose, AI_IDLE); /* a decided position is not searched again */
    controller_update(c);
    assert_int_equal(fx->ai.starts, 1);
    teardown(fx);
}

/* The computer's move comes first: against the computer (White), the infinite analysis
 * of Black's position gives way to the computer's search as soon as Black moves (with
 * the level's time, not the analysis'), and resumes on the new position after its reply. */
static void test_controller_infinite_analysis_yields_to_the_computers_move(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    controller_analyse_live(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.last_ply, 0);
    int cancels = fx->ai.cancels;
    support_click_all(c, "h8");
    assert_int_equal(fx->ai.cancels, cancels + 1);
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(fx->ai.last_ply, 1);
    assert_true(fx->ai.limits.time_ms < CTL_ANALYSIS_LIVE_MS);
    /* Browsing meanwhile starts no analysis in the computer's place. */
    controller_view(c, 0);
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    controller_view(c, 1);
    AiInfo reply = answer("i9");
    assert_true(controller_ai_result(c, fx->ai.last_id, &reply));
    assert_int_equal(c->game.nactions, 2);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.last_ply, 2);
    assert_int_equal(fx->ai.limits.time_ms, CTL_ANALYSIS_LIVE_MS);
    teardown(fx);
}

/* Off stops the search under way: its best so far is its result, shown as a finished
 * analysis, and nothing is searched again until the position changes (then the timed
 * analysis of I). Without a stop, the search is dropped and its last report stays. I off
 * ends both. */
static void test_controller_infinite_analysis_off_stops_the_search(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    char buf[8];
    c->ai.stop = fake_stop;
    support_click_all(c, "h8 i9 j10");
    controller_analyse_live(c, true);
    AiInfo r = report("i10", 7);
    assert_true(controller_ai_progress(c, fx->ai.last_id, &r));
    controller_analyse_live(c, false);
    assert_int_equal(fx->ai.stops, 1);
    assert_false(c->analysis_live);
    assert_true(c->analysing);
    AiInfo best = report("i11", 8);
    assert_true(controller_ai_result(c, fx->ai.last_id, &best));
    assert_string_equal(shown_best(c, buf, sizeof buf), "i11");
    assert_true(c->analysis_done);
    assert_int_equal(c->ai_purpose, AI_IDLE);
    assert_int_equal(fx->ai.starts, 1);
    controller_view(c, 2);
    assert_int_equal(fx->ai.starts, 2);
    assert_int_equal(fx->ai.limits.time_ms, CTL_ANALYSIS_MS);
    assert_true(fx->ai.limits.analysis); /* a forced block's continuation searched */

    /* On again, and the hint of the live position is the analysis under way's. */
    controller_view(c, 3);
    controller_analyse_live(c, true);
    assert_int_equal(fx->ai.limits.time_ms, CTL_ANALYSIS_LIVE_MS);
    int starts = fx->ai.starts;
    AiInfo r5 = report("h10", 5);
    assert_true(controller_ai_progress(c, fx->ai.last_id, &r5));
    assert_true(controller_hint(c));
    assert_int_equal(fx->ai.starts, starts);
    assert_int_equal(c->hint, support_point("h10"));
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);

    /* I off ends the infinite analysis with the analysis. */
    int cancels = fx->ai.cancels;
    controller_analyse(c, false);
    assert_false(c->analysis_live);
    assert_int_equal(fx->ai.cancels, cancels + 1);
    assert_int_equal(c->ai_purpose, AI_IDLE);

    /* Without a stop (a window whose AI cannot stop a search), off drops it. */
    c->ai.stop = NULL;
    controller_analyse_live(c, true);
    assert_true(controller_ai_progress(c, fx->ai.last_id, &r));
    cancels = fx->ai.cancels;
    controller_analyse_live(c, false);
    assert_int_equal(fx->ai.cancels, cancels + 1);
    assert_int_equal(c->ai_purpose, AI_IDLE);
    assert_string_equal(shown_best(c, buf, sizeof buf), "i10");
    teardown(fx);
}

/* The audit's steps: a two-person game of 8 moves, PgUp to "move 5 of 8" (White to move
 * there), P: the pass is not played in the live game behind the shown position, and no
 * other action on the game is either (resign, a draw, the hint): each says to go to the
 * last move first, the board stays where the player looks and the game is as it was. */
static void test_controller_game_actions_wait_for_the_last_move(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9 h9 h10 i8 g8 j8 k8");
    controller_view(c, 5); /* after i8: White to move there */
    assert_int_equal(c->board.to_move, STONE_WHITE);
    assert_int_equal(c->board.ply, 5);
    /* Pass is off in the panel only on a clock: here a pass there is another line
     * (session_pass); the controller alone plays nothing into the live game. */
    assert_true(controller_can(c, CTL_CMD_PASS));
    assert_false(controller_pass(c));
    assert_int_equal(c->msg, CTL_MSG_GO_LIVE);
    assert_int_equal(c->game.nactions, 8);
    assert_int_equal(c->game.actions[7].kind, ACTION_MOVE); /* k8, no "9. Pass" */
    assert_int_equal(c->view, 5);
    const CtlCommand live_only[] = {CTL_CMD_RESIGN, CTL_CMD_DRAW};
    for (size_t i = 0; i < sizeof live_only / sizeof live_only[0]; i++) {
        assert_false(controller_can(c, live_only[i]));
        assert_true(controller_browsing_off(c, live_only[i]));
    }
    assert_false(controller_resign(c));
    assert_int_equal(c->msg, CTL_MSG_GO_LIVE);
    assert_false(controller_offer_draw(c));
    assert_int_equal(c->msg, CTL_MSG_GO_LIVE);
    assert_false(game_over(&c->game));
    assert_int_equal(c->view, 5);
    /* The hint is the game's too: not the live position's answer over move 5's board. */
    assert_false(controller_can(c, CTL_CMD_HINT));
    assert_true(controller_browsing_off(c, CTL_CMD_HINT));
    assert_false(controller_hint(c));
    assert_int_equal(c->msg, CTL_MSG_GO_LIVE);
    assert_int_equal(fx->ai.starts, 0);
    assert_int_equal(c->view, 5);
    /* Browsing keys and the window's own stay on; at the last move all work again. */
    assert_false(controller_browsing_off(c, CTL_CMD_LAST));
    controller_view(c, c->game.nactions);
    assert_false(controller_browsing_off(c, CTL_CMD_PASS));
    assert_true(controller_can(c, CTL_CMD_RESIGN));
    assert_true(controller_pass(c)); /* Black passes in the game: move 9 */
    assert_int_equal(c->game.nactions, 9);
    assert_int_equal(c->game.actions[8].kind, ACTION_PASS);
    teardown(fx);
}

/* The audit: two passes ended the game, but the move list had no closing row, where a
 * resignation, an agreed draw and a loss on time have one. A game ended by no action of
 * its own gets a note after its last action; one ended by an action does not. */
static void test_controller_list_closes_a_game_ended_by_passes(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9");
    assert_true(controller_pass(c));
    CtlListRow rows[8];
    assert_int_equal(controller_list_rows(c, rows, 8), 2); /* 1. h8 i9, 3. pass */
    assert_true(controller_pass(c));
    assert_true(game_over(&c->game));
    assert_int_equal(c->game.reason, REASON_TWO_PASSES);
    int n = controller_list_rows(c, rows, 8);
    assert_int_equal(n, 3); /* 1. h8 i9, 3. pass pass, the end */
    assert_int_equal(rows[1].number, 3);
    assert_int_equal(rows[1].second, 3);
    assert_true(rows[2].end && rows[2].note);
    assert_int_equal(rows[2].first, 3); /* a click on it shows the last position */
    assert_false(rows[0].end || rows[1].end);
    assert_int_equal(controller_list_rows(c, rows, 2), 2); /* within cap */
    /* A resignation is its own row: nothing more. */
    controller_new_game(c, &c->opt);
    support_click_all(c, "h8");
    assert_true(controller_resign(c));
    n = controller_list_rows(c, rows, 8);
    assert_int_equal(n, 2);
    assert_false(rows[1].end);
    assert_int_equal(c->game.actions[rows[1].first].kind, ACTION_RESIGN);
    teardown(fx);
}

/* On a clock a pass on an earlier position starts no other line: off, and said so. */
static void test_controller_pass_on_a_clock_waits_for_the_last_move(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    ControllerOptions opt = c->opt;
    assert_true(clock_control_parse("absolute 5m", strlen("absolute 5m"), &opt.clock));
    controller_new_game(c, &opt);
    support_click_all(c, "h8 i9 h9 h10");
    controller_view(c, 2);
    assert_false(controller_can(c, CTL_CMD_PASS));
    assert_true(controller_browsing_off(c, CTL_CMD_PASS));
    assert_false(controller_pass(c));
    assert_int_equal(c->msg, CTL_MSG_GO_LIVE);
    assert_int_equal(c->game.nactions, 4);
    teardown(fx);
}

/* Against the computer, while it thinks: a person looking at an earlier position where
 * the computer was to move may not play its colour there, nor pass for it. */
static void test_controller_no_other_line_where_the_computer_acts(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI);
    Controller *c = fx->c;
    support_click_all(c, "h8");
    AiInfo a1 = answer("i9");
    assert_true(controller_ai_result(c, fx->ai.last_id, &a1));
    support_click_all(c, "h9"); /* the computer (White) thinks on move 4 */
    uint64_t thinking = fx->ai.last_id;
    controller_view(c, 1); /* White to move there: the computer's colour */
    assert_false(controller_branch_ok(c));
    assert_int_equal(c->msg, CTL_MSG_COMPUTER_SHOWN);
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(fx->ai.last_id, thinking); /* its search goes on */
    controller_view(c, 2);                      /* Black to move there: the person's */
    assert_true(controller_branch_ok(c));
    teardown(fx);
}

/* Analysis turned on to review a game does not go on into the next game: a new game
 * against the computer, on a clock, starts with it off (audit 26, item 3: "best i8" and
 * the expected line beside the player's running clock). The player may turn it on again. */
static void test_controller_new_game_starts_without_the_analysis(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9 h9 i10");
    assert_true(controller_resign(c));
    controller_graph(c, false); /* its searches apart */
    controller_view(c, 3);      /* the review: 3. h9 */
    controller_analyse(c, true);
    controller_nbest(c, 3);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    ControllerOptions opt = c->opt;
    opt.seat[STONE_WHITE] = SEAT_AI;
    assert_true(clock_control_parse("absolute 1m", 11, &opt.clock));
    controller_new_game(c, &opt);
    assert_false(c->analysing);
    assert_false(c->analysis_live);
    assert_int_equal(c->nbest, 0);
    assert_int_not_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    support_click_all(c, "h8"); /* the computer's move, no analysis */
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    AiInfo in = answer("i9");
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_not_equal(c->ai_purpose, AI_FOR_ANALYSIS); /* the player's clock runs */
    assert_null(controller_shown_analysis(c));
    controller_analyse(c, true); /* on again, by the player */
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    teardown(fx);
}

/* The graph, turned on by itself when a game ends, does not go on into the next game
 * against the computer (audit 27a, item 2: its chance bars and "5. g9?" on the player's own
 * move while the game ran). The player may turn it on again; it comes back when it ends. */
static void test_controller_new_game_starts_without_the_graph(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = fx->c;
    support_click_all(c, "h8 i9 h9 i10");
    assert_true(controller_resign(c));
    assert_true(c->graph_on); /* the finished game's review */
    ControllerOptions opt = c->opt;
    opt.seat[STONE_WHITE] = SEAT_AI;
    controller_new_game(c, &opt);
    assert_false(c->graph_on);
    support_click_all(c, "h8");
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    AiInfo in = answer("i9");
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    assert_int_not_equal(c->ai_purpose, AI_FOR_GRAPH); /* nothing judged while it runs */
    assert_false(c->graph_on);
    controller_graph(c, true); /* on again, by the player */
    assert_int_equal(c->ai_purpose, AI_FOR_GRAPH);
    assert_true(controller_resign(c));
    assert_true(c->graph_on);
    teardown(fx);
}

int main(void)
{
    renju_init();
    support_load_translations();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_controller_clicks_become_moves),
        cmocka_unit_test(test_controller_first_stone_off_centre_is_refused),
        cmocka_unit_test(test_controller_forbidden_click_is_refused_with_the_reason),
        cmocka_unit_test(test_controller_forbidden_map_follows_moves_undo_and_redo),
        cmocka_unit_test(test_controller_ai_moves_for_its_colour),
        cmocka_unit_test(test_controller_stale_ai_result_is_dropped_after_undo),
        cmocka_unit_test(test_controller_stale_ai_result_is_dropped_after_new_game),
        cmocka_unit_test(test_controller_undo_against_ai_returns_to_the_person),
        cmocka_unit_test(test_controller_hint_lands_on_the_board),
        cmocka_unit_test(test_controller_solve_finds_the_vcf_or_says_none_found),
        cmocka_unit_test(test_controller_solve_pauses_the_analysis),
        cmocka_unit_test(test_controller_solve_for_the_opponent),
        cmocka_unit_test(test_controller_hint_follows_the_analysis),
        cmocka_unit_test(test_controller_marks_go_into_hint_and_analysis),
        cmocka_unit_test(test_controller_marks_cleared_by_a_move),
        cmocka_unit_test(test_controller_marks_turn_with_the_board),
        cmocka_unit_test(test_controller_engine_times_reach_the_requests),
        cmocka_unit_test(test_controller_hint_is_full_strength_at_every_level),
        cmocka_unit_test(test_controller_browsing_shows_old_positions),
        cmocka_unit_test(test_controller_ai_reply_keeps_a_browsing_person_where_they_are),
        cmocka_unit_test(test_controller_resign_and_draw),
        cmocka_unit_test(test_controller_either_person_resigns),
        cmocka_unit_test(test_controller_tournament_game_has_no_help_until_its_end),
        cmocka_unit_test(test_controller_declined_draw_is_said_and_recorded),
        cmocka_unit_test(test_controller_undo_of_an_agreed_end_is_said),
        cmocka_unit_test(test_controller_ai_judges_a_draw_offer_by_its_own_search),
        cmocka_unit_test(test_controller_level_one_judges_draws_honestly),
        cmocka_unit_test(test_controller_message_belongs_to_its_state),
        cmocka_unit_test(test_controller_refused_ai_move_is_explained),
        cmocka_unit_test(test_controller_study_keeps_the_ai_out_until_play_on),
        cmocka_unit_test(test_controller_play_on_refused_on_a_finished_loaded_game),
        cmocka_unit_test(test_controller_graph_waits_for_the_computers_move),
        cmocka_unit_test(test_controller_network_game_hides_engine_views),
        cmocka_unit_test(test_controller_infinite_analysis_follows_the_shown_position),
        cmocka_unit_test(test_controller_infinite_analysis_shows_a_few_reports_a_second),
        cmocka_unit_test(test_controller_infinite_analysis_yields_to_the_computers_move),
        cmocka_unit_test(test_controller_infinite_analysis_off_stops_the_search),
        cmocka_unit_test(test_controller_game_actions_wait_for_the_last_move),
        cmocka_unit_test(test_controller_pass_on_a_clock_waits_for_the_last_move),
        cmocka_unit_test(test_controller_list_closes_a_game_ended_by_passes),
        cmocka_unit_test(test_controller_no_other_line_where_the_computer_acts),
        cmocka_unit_test(test_controller_new_game_starts_without_the_analysis),
        cmocka_unit_test(test_controller_new_game_starts_without_the_graph),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

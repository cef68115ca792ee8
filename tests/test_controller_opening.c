/* Renju - MIT licence, see LICENSE.
 *
 * The window's state machine in the opening rules: seats belong to the first and the
 * second player, so a swap hands the colours (and the turn) to the other seat; clicks
 * become opening stones inside the zones, proposals (numbered marks, removed by a second
 * click, refused with the reason when taken, symmetric or too many) and White's pick;
 * undo and redo walk back through every step; AI seats (a fake answering every request,
 * and the real engine at level 1 with small limits) bring each opening to normal play
 * without an illegal action.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "controller.h"
#include "status.h"
#include "text.h"
#include "test_files.h"
#include "test_support.h"

/* An AI that remembers the last request; the test answers it. */
typedef struct FakeAi {
    int starts;
    uint64_t last_id;
    Board board;
    AiLimits limits;
    const RuleSet *rules;
} FakeAi;

static void fake_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    FakeAi *f = user;
    assert_true(limits->time_ms > 0 || limits->max_nodes > 0); /* the graph's: nodes alone */
    f->starts++;
    f->last_id = request_id;
    f->board = *b;
    f->limits = *limits;
    f->rules = rs;
}

static void fake_cancel(void *user) { (void)user; }

typedef struct Fixture {
    Controller c;
    FakeAi ai;
} Fixture;

static Fixture *setup(OpeningId opening, SeatKind first, SeatKind second)
{
    Fixture *fx = calloc(1, sizeof *fx);
    assert_non_null(fx);
    ControllerOptions opt = {RULE_RENJU, opening, {SEAT_HUMAN, first, second}, 1, {0}, false};
    ControllerAiHooks hooks = {fake_start, fake_cancel, &fx->ai, NULL, NULL, NULL};
    controller_init(&fx->c, &opt, &hooks);
    return fx;
}

static void test_controller_opening_zones_and_swaps_between_people(void **state)
{
    (void)state;
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = &fx->c;
    assert_false(controller_click(c, support_point("a1")));
    assert_int_equal(c->msg, CTL_MSG_CENTRE_FIRST);
    support_click_all(c, "h8");
    /* Stone 2 inside the 3x3: k11 is refused with the zone's size. */
    assert_false(controller_click(c, support_point("k11")));
    assert_int_equal(c->msg, CTL_MSG_OUTSIDE_ZONE);
    assert_int_equal(c->msg_n, 3);
    assert_false(controller_can_play(c, support_point("k11")));
    assert_true(controller_can_play(c, support_point("i9")));
    /* The second player swaps: now holds Black, and the first player (White) moves. */
    assert_int_equal(game_player_to_move(&c->game), 1);
    assert_false(controller_swap_shown(c, NULL));
    assert_true(controller_decide(c, ACTION_SWAP));
    assert_int_equal(game_player_colour(&c->game, 0), STONE_WHITE);
    assert_int_equal(game_player_to_move(&c->game), 0);
    /* The swap is announced, with the colours, until the next action. */
    Stone first = STONE_EMPTY;
    assert_true(controller_swap_shown(c, &first));
    assert_int_equal(first, STONE_WHITE);
    /* A second swap before the same stone is refused with the game's reason. */
    assert_false(controller_decide(c, ACTION_SWAP));
    assert_int_equal(c->msg, CTL_MSG_NOT_OFFERED);
    assert_true(controller_swap_shown(c, NULL));
    support_click_all(c, "i9");
    assert_false(controller_swap_shown(c, NULL));
    controller_view(c, 2); /* browsing back to the swap shows it again */
    assert_true(controller_swap_shown(c, &first));
    assert_int_equal(first, STONE_WHITE);
    controller_view(c, 3);
    /* Undo takes back the stone, then the swap; redo replays both. */
    assert_true(controller_undo(c));
    assert_true(controller_undo(c));
    assert_int_equal(game_player_colour(&c->game, 0), STONE_BLACK);
    assert_true(controller_redo(c));
    assert_true(controller_redo(c));
    assert_int_equal(board_at(&c->game.board, support_point("i9")), STONE_WHITE);
    assert_int_equal(game_player_colour(&c->game, 0), STONE_WHITE);
    /* Stone 3 in the 5x5, stone 4 in the 7x7; then a stone is refused until the branch
     * is chosen. */
    support_click_all(c, "g9 j7");
    assert_int_equal(c->game.phase, PHASE_CHOOSE_OPTION);
    assert_false(controller_click(c, support_point("h10")));
    assert_int_equal(c->msg, CTL_MSG_DECIDE_FIRST);
    assert_true(controller_decide(c, ACTION_OPTION_A));
    /* Option A: stone 5 inside the 9x9. */
    assert_false(controller_click(c, support_point("n14")));
    assert_int_equal(c->msg, CTL_MSG_OUTSIDE_ZONE);
    assert_int_equal(c->msg_n, 9);
    support_click_all(c, "h10 k10");
    assert_false(game_in_opening(&c->game));
    free(fx);
}

/* h8 (B), i8 (W), g8 (B), k8 (W): the position is its own mirror image top to bottom. */
static void reach_symmetric_proposals(Controller *c)
{
    support_click_all(c, "h8 i8 g8 k8");
    assert_true(controller_decide(c, ACTION_OPTION_B));
    assert_int_equal(c->game.phase, PHASE_PROPOSE);
}

static void test_controller_opening_proposals_by_clicking(void **state)
{
    (void)state;
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = &fx->c;
    reach_symmetric_proposals(c);
    support_click_all(c, "h9");
    assert_int_equal(controller_proposal_number(c, support_point("h9")), 1);
    /* h7 mirrors h9: refused, naming h9. */
    assert_false(controller_click(c, support_point("h7")));
    assert_int_equal(c->msg, CTL_MSG_SYMMETRIC);
    assert_int_equal(c->msg_pos2, support_point("h9"));
    /* Taken points are refused. */
    assert_false(controller_click(c, support_point("g8")));
    assert_int_equal(c->msg, CTL_MSG_OCCUPIED);
    /* A click on a mark removes it. */
    support_click_all(c, "h9");
    assert_int_equal(c->nproposals, 0);
    support_click_all(c, "h9 i9 j9 g9 f9 h10 i10 j10 g10 f10");
    assert_int_equal(c->nproposals, GAME_PROPOSALS);
    assert_false(controller_click(c, support_point("a1")));
    assert_int_equal(c->msg, CTL_MSG_PROPOSALS_FULL);
    /* Undo takes back the last mark before any game action. */
    assert_true(controller_undo(c));
    assert_int_equal(c->nproposals, 9);
    assert_int_equal(c->game.phase, PHASE_PROPOSE);
    assert_false(controller_confirm_proposals(c));
    assert_int_equal(c->msg, CTL_MSG_PROPOSALS_SHORT);
    support_click_all(c, "e10");
    assert_true(controller_confirm_proposals(c));
    assert_int_equal(c->game.phase, PHASE_CHOOSE);
    assert_int_equal(c->nproposals, 0);
    /* White's pick: only a proposal. */
    assert_int_equal(game_player_to_move(&c->game), 1);
    assert_false(controller_click(c, support_point("a1")));
    assert_int_equal(c->msg, CTL_MSG_NOT_PROPOSED);
    assert_int_equal(controller_proposal_number(c, support_point("j10")), 8);
    /* The marks are lettered A..J, never a number a stone (1-4 here) could carry. */
    assert_int_equal(controller_proposal_letter(8), 'H');
    for (int n = 1; n <= GAME_PROPOSALS; n++) {
        assert_int_equal(controller_proposal_letter(n), 'A' + n - 1);
    }
    assert_int_equal(controller_proposal_letter(0), '?');
    assert_int_equal(controller_proposal_letter(GAME_PROPOSALS + 1), '?');
    support_click_all(c, "j10");
    assert_int_equal(board_at(&c->game.board, support_point("j10")), STONE_BLACK);
    assert_int_equal(controller_move_number(c, support_point("j10")), 5);
    /* Browsing back shows the picked stone as move 5 too. */
    controller_view(c, c->game.nactions);
    assert_int_equal(c->board.ply, 5);
    /* Undo returns to the pick, then to the proposals. */
    assert_true(controller_undo(c));
    assert_int_equal(c->game.phase, PHASE_CHOOSE);
    assert_true(controller_undo(c));
    assert_int_equal(c->game.phase, PHASE_PROPOSE);
    /* The proposals come back as marks. */
    assert_int_equal(c->nproposals, GAME_PROPOSALS);
    assert_int_equal(controller_proposal_number(c, support_point("e10")), 10);
    assert_true(controller_redo(c));
    assert_int_equal(c->game.phase, PHASE_CHOOSE);
    support_click_all(c, "h9 h12");
    assert_false(game_in_opening(&c->game));
    free(fx);
}

/* The marks A, B, C... as a player reads them: "h9 j10 g6" is A on h9, B on j10, C on g6. */
static void assert_marks(const Controller *c, const char *points)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%s", points);
    int n = 0;
    for (char *p = strtok(buf, " "); p; p = strtok(NULL, " ")) {
        n++;
        if (controller_proposal_number(c, support_point(p)) != n) {
            fail_msg("%s is mark %d, not %c (marks: %s)", p,
                     controller_proposal_number(c, support_point(p)), controller_proposal_letter(n),
                     points);
        }
    }
    assert_int_equal(c->nproposals, n);
}

/* Undo takes back Black's marks one at a time and then the decisions before them; redo
 * gives back exactly what each undo took, marks included, in their letters: the marks
 * once were lost, and the player no longer saw which points were proposed. */
static void test_controller_opening_redo_gives_the_marks_back(void **state)
{
    (void)state;
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = &fx->c;
    reach_symmetric_proposals(c);
    support_click_all(c, "h9 j10 g6");
    assert_marks(c, "h9 j10 g6");
    /* One mark back and forth. */
    assert_true(controller_undo(c));
    assert_marks(c, "h9 j10");
    assert_true(controller_redo(c));
    assert_marks(c, "h9 j10 g6");
    /* Back past the marks and option B, then forward again. */
    for (int i = 0; i < 3; i++) {
        assert_true(controller_undo(c));
    }
    assert_marks(c, "");
    assert_int_equal(c->game.phase, PHASE_PROPOSE);
    assert_true(controller_undo(c));
    assert_int_equal(c->game.phase, PHASE_CHOOSE_OPTION);
    assert_marks(c, "");
    assert_true(controller_redo(c));
    assert_int_equal(c->game.phase, PHASE_PROPOSE);
    assert_marks(c, "");
    assert_true(controller_redo(c));
    assert_marks(c, "h9");
    assert_true(controller_redo(c));
    assert_true(controller_redo(c));
    assert_marks(c, "h9 j10 g6");
    assert_false(controller_redo(c));
    assert_int_equal(c->msg, CTL_MSG_NOTHING_TO_REDO);
    assert_marks(c, "h9 j10 g6");
    /* Browsing back and forth keeps them: they are the live position's. */
    controller_view(c, 2);
    assert_int_equal(controller_proposal_number(c, support_point("h9")), 0);
    controller_view(c, c->game.nactions);
    assert_marks(c, "h9 j10 g6");
    /* Sent: undo returns them as marks; one more undo takes the last back, redo gives
     * it back before the proposals are sent again. */
    support_click_all(c, "i9 f9 h10 i10 j11 e10 f10");
    assert_true(controller_confirm_proposals(c));
    assert_int_equal(c->game.phase, PHASE_CHOOSE);
    assert_true(controller_undo(c));
    assert_marks(c, "h9 j10 g6 i9 f9 h10 i10 j11 e10 f10");
    assert_true(controller_undo(c));
    assert_marks(c, "h9 j10 g6 i9 f9 h10 i10 j11 e10");
    assert_true(controller_redo(c));
    assert_int_equal(c->game.phase, PHASE_PROPOSE);
    assert_marks(c, "h9 j10 g6 i9 f9 h10 i10 j11 e10 f10");
    assert_true(controller_redo(c));
    assert_int_equal(c->game.phase, PHASE_CHOOSE);
    assert_int_equal(controller_proposal_number(c, support_point("f10")), 10);
    free(fx);
}

/* Undo takes the tenth mark back before the proposals are sent: Redo is offered (the
 * window's button and key follow controller_can) and gives it back, until a new mark. */
static void test_controller_opening_redo_offered_for_an_undone_mark(void **state)
{
    (void)state;
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = &fx->c;
    reach_symmetric_proposals(c);
    support_click_all(c, "h9 j10 g6 i9 f9 h10 i10 j11 e10 f10");
    assert_true(controller_can(c, CTL_CMD_CONFIRM));
    assert_false(controller_can(c, CTL_CMD_REDO));
    assert_true(controller_undo(c));
    assert_marks(c, "h9 j10 g6 i9 f9 h10 i10 j11 e10");
    assert_true(controller_can(c, CTL_CMD_REDO));
    assert_true(controller_redo(c));
    assert_marks(c, "h9 j10 g6 i9 f9 h10 i10 j11 e10 f10");
    assert_false(controller_can(c, CTL_CMD_REDO));
    /* A new mark ends it. */
    assert_true(controller_undo(c));
    support_click_all(c, "k11");
    assert_false(controller_can(c, CTL_CMD_REDO));
    free(fx);
}

/* Undo past option B, then option A instead: no mark of B's stays, redo has none to give
 * back, and choosing B again starts with no marks. A new mark also ends what redo would
 * give back. */
static void test_controller_opening_option_a_after_undo_leaves_no_marks(void **state)
{
    (void)state;
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = &fx->c;
    reach_symmetric_proposals(c);
    support_click_all(c, "h9 j10 g6");
    assert_true(controller_undo(c));
    assert_true(controller_redo(c));
    assert_marks(c, "h9 j10 g6");
    for (int i = 0; i < 4; i++) {
        assert_true(controller_undo(c));
    }
    assert_int_equal(c->game.phase, PHASE_CHOOSE_OPTION);
    assert_true(controller_decide(c, ACTION_OPTION_A));
    assert_marks(c, "");
    assert_int_equal(controller_proposal_number(c, support_point("h9")), 0);
    assert_false(controller_redo(c));
    assert_int_equal(c->msg, CTL_MSG_NOTHING_TO_REDO);
    support_click_all(c, "h9");
    assert_int_equal(board_at(&c->game.board, support_point("h9")), STONE_BLACK);
    /* Back before option A, and option B again: a clean slate. */
    assert_true(controller_undo(c));
    assert_true(controller_undo(c));
    assert_true(controller_decide(c, ACTION_OPTION_B));
    assert_marks(c, "");
    assert_false(controller_redo(c));
    assert_marks(c, "");
    /* A mark clicked after an undo: redo has nothing more to give. */
    support_click_all(c, "h9 j10");
    assert_true(controller_undo(c));
    support_click_all(c, "g6");
    assert_false(controller_redo(c));
    assert_marks(c, "h9 g6");
    free(fx);
}

static void test_controller_opening_soosorv_declare_and_swap2_choices(void **state)
{
    (void)state;
    Fixture *fx = setup(OPENING_SOOSORV8, SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = &fx->c;
    support_click_all(c, "h8 i9 g10"); /* the first player places stones 1-3 */
    support_click_all(c, "k11");       /* the second player, White: stone 4 anywhere */
    assert_int_equal(c->game.phase, PHASE_DECLARE);
    assert_false(controller_declare(c, 9));
    assert_int_equal(c->msg, CTL_MSG_NOT_OFFERED);
    assert_true(controller_declare(c, 2));
    assert_int_equal(game_proposals_needed(&c->game), 2);
    /* Black's player (the first) may swap before proposing: the second player then
     * holds Black and proposes. */
    assert_int_equal(game_player_to_move(&c->game), 0);
    assert_true(game_swap_offered(&c->game));
    support_click_all(c, "j8");
    assert_true(controller_decide(c, ACTION_SWAP));
    assert_int_equal(c->nproposals, 0); /* the first player's mark went with the swap */
    assert_int_equal(c->game.phase, PHASE_PROPOSE);
    assert_int_equal(game_player_to_move(&c->game), 1);
    assert_int_equal(game_player_colour(&c->game, 1), STONE_BLACK);
    support_click_all(c, "j8 f10");
    assert_true(controller_confirm_proposals(c));
    support_click_all(c, "f10");
    assert_int_equal(board_at(&c->game.board, support_point("f10")), STONE_BLACK);
    free(fx);

    fx = setup(OPENING_SWAP2, SEAT_HUMAN, SEAT_HUMAN);
    c = &fx->c;
    support_click_all(c, "a1 b2 o15"); /* Swap2: three stones anywhere */
    assert_true(controller_decide(c, ACTION_TWO_MORE));
    support_click_all(c, "h8 h9");
    assert_int_equal(c->game.phase, PHASE_SWAP_OR_KEEP);
    assert_int_equal(game_player_to_move(&c->game), 0);
    assert_true(controller_decide(c, ACTION_KEEP));
    assert_int_equal(game_player_colour(&c->game, 0), STONE_BLACK);
    assert_int_equal(game_player_to_move(&c->game), 1);
    free(fx);
}

/* The move list as text: "N. a b" rows (".." for an empty cell), decisions in brackets. */
static void list_text(const Controller *c, char *buf, size_t cap)
{
    CtlListRow rows[GAME_MAX_ACTIONS];
    int n = controller_list_rows(c, rows, GAME_MAX_ACTIONS);
    size_t len = 0;
    buf[0] = '\0';
    for (int r = 0; r < n && len < cap; r++) {
        char a[32] = "..", b[32] = "..";
        if (rows[r].first >= 0) {
            game_action_format(&c->game.actions[rows[r].first], a, sizeof a);
        }
        if (rows[r].second >= 0) {
            game_action_format(&c->game.actions[rows[r].second], b, sizeof b);
        }
        len += (size_t)(rows[r].note ? snprintf(buf + len, cap - len, "%s(%s)", r ? " | " : "", a)
                                     : snprintf(buf + len, cap - len, "%s%d. %s %s", r ? " | " : "",
                                                rows[r].number, a, b));
    }
}

/* Stones keep the numbers they carry on the board; Swap2's decisions take none. */
static void test_controller_opening_move_list_numbers_stones_only(void **state)
{
    (void)state;
    Fixture *fx = setup(OPENING_SWAP2, SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = &fx->c;
    support_click_all(c, "h8 i9 g9");
    assert_true(controller_decide(c, ACTION_TWO_MORE));
    support_click_all(c, "h7 g10");
    assert_true(controller_decide(c, ACTION_SWAP));
    support_click_all(c, "i7 j8 h6");
    char text[512];
    list_text(c, text, sizeof text);
    assert_string_equal(text, "1. h8 i9 | 3. g9 .. | (two-more) | 3. .. h7 | 5. g10 .. | (swap) | "
                              "5. .. i7 | 7. j8 h6");
    assert_int_equal(controller_move_number(c, support_point("h6")), 8);
    free(fx);
}

/* The fake's answer to the computer's request: a move, the first legal one; a decision,
 * score (no point). No action of the computer's is refused. */
static void fake_answer(Fixture *fx, int score)
{
    Controller *c = &fx->c;
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = POS_PASS;
    if (c->ai_purpose == AI_FOR_MOVE) {
        Action legal[BOARD_MAX * BOARD_MAX];
        assert_true(game_legal_actions(&c->game, legal, BOARD_MAX * BOARD_MAX) > 0);
        in.best = legal[0].pos;
    }
    in.score = score;
    assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    if (c->msg != CTL_MSG_NONE) {
        fail_msg("refused: message %d", c->msg);
    }
}

/* Answers every request of the fake: an opening evaluation with an even score, a move
 * with the first legal point. Stops when the opening is over; asserts no refusal. */
static void drive_fake(Fixture *fx, int max_requests)
{
    Controller *c = &fx->c;
    for (int n = 0; n < max_requests && game_in_opening(&c->game); n++) {
        assert_true(c->ai_purpose != AI_IDLE);
        fake_answer(fx, (int)(n % 7) * 20 - 60);
    }
    assert_false(game_in_opening(&c->game));
}

static void test_controller_opening_ai_seats_reach_normal_play(void **state)
{
    (void)state;
    static const OpeningId OPENINGS[] = {OPENING_TARAGUCHI10, OPENING_SOOSORV8, OPENING_SWAP2};
    for (size_t o = 0; o < sizeof OPENINGS / sizeof OPENINGS[0]; o++) {
        Fixture *fx = setup(OPENINGS[o], SEAT_AI, SEAT_AI);
        drive_fake(fx, 2000);
        assert_true(fx->ai.starts > 0);
        free(fx);
    }
}

static void test_controller_opening_person_against_ai_seat(void **state)
{
    (void)state;
    /* The person is the second player. The AI places stone 1 on the centre at once (one
     * option, nothing to evaluate); the person swaps, so the AI (now White) acts. */
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_AI, SEAT_HUMAN);
    Controller *c = &fx->c;
    assert_int_equal(board_at(&c->game.board, support_point("h8")), STONE_BLACK);
    assert_int_equal(fx->ai.starts, 0);
    assert_true(controller_human_to_move(c));
    assert_true(controller_decide(c, ACTION_SWAP));
    assert_false(controller_human_to_move(c));
    assert_int_equal(c->ai_purpose, AI_FOR_OPENING);
    assert_true(controller_ai_thinking(c));
    /* A person cannot act for the AI. */
    assert_false(controller_click(c, support_point("i9")));
    assert_int_equal(c->msg, CTL_MSG_AI_TURN);
    /* A stale answer is dropped; the current ones lead to the AI's stone 2. */
    AiInfo in;
    memset(&in, 0, sizeof in);
    assert_false(controller_ai_result(c, fx->ai.last_id + 5, &in));
    while (c->ai_purpose == AI_FOR_OPENING) {
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_equal(board_stone_count(&c->game.board), 2);
    assert_true(controller_human_to_move(c));
    /* Undo against the AI returns to the person's last decision point. */
    assert_true(controller_undo(c));
    assert_true(controller_human_to_move(c));
    assert_int_equal(board_stone_count(&c->game.board), 1);
    free(fx);
}

/* The fake's answers to the computer's requests until a person is to act (a decision:
 * score 0, no swap wanted). */
static void answer_until_a_person_acts(Fixture *fx)
{
    Controller *c = &fx->c;
    for (int n = 0; n < 200 && c->ai_purpose != AI_IDLE; n++) {
        fake_answer(fx, 0);
    }
    assert_int_equal(c->ai_purpose, AI_IDLE);
}

/* A person proposes, the computer picks (until now only test_keymap's): Taraguchi-10
 * with the person as the first player and the computer as the second, each placing its
 * colour's opening stones (the person the first legal point of its zone; neither swaps).
 * The person takes option B and proposes ten fifth moves as Black; the computer, White,
 * picks one of them (a Black stone there, the other nine gone) and plays on; the person's
 * next move is a move of the game. */
static void test_controller_opening_person_proposes_the_computer_picks(void **state)
{
    (void)state;
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_HUMAN, SEAT_AI);
    Controller *c = &fx->c;
    for (int n = 0; n < 10; n++) {
        answer_until_a_person_acts(fx);
        if (c->game.phase == PHASE_CHOOSE_OPTION) {
            break;
        }
        assert_true(controller_human_to_move(c));
        assert_int_equal(game_to_move(&c->game), STONE_BLACK); /* no swap: the person's */
        Action legal[BOARD_MAX * BOARD_MAX];
        int nlegal = game_legal_actions(&c->game, legal, BOARD_MAX * BOARD_MAX), i = 0;
        while (i < nlegal && legal[i].kind != ACTION_MOVE) {
            i++;
        }
        assert_true(i < nlegal);
        assert_true(controller_click(c, legal[i].pos));
    }
    assert_int_equal(board_stone_count(&c->game.board), 4);
    answer_until_a_person_acts(fx);
    assert_int_equal(c->game.phase, PHASE_CHOOSE_OPTION);
    assert_true(controller_human_to_move(c));
    assert_true(controller_decide(c, ACTION_OPTION_B));
    answer_until_a_person_acts(fx);
    assert_int_equal(c->game.phase, PHASE_PROPOSE);
    assert_int_equal(game_to_move(&c->game), STONE_BLACK);
    /* The proposals: points in the board's order, those the rules refuse (taken, a turn of
     * one proposed) skipped, until none is missing. */
    for (int y = 0; y < 15 && controller_proposals_missing(c) > 0; y++) {
        for (int x = 0; x < 15 && controller_proposals_missing(c) > 0; x++) {
            controller_click(c, pos_from_xy(x, y));
        }
    }
    assert_int_equal(controller_proposals_missing(c), 0);
    assert_true(controller_confirm_proposals(c));
    assert_int_equal(c->game.phase, PHASE_CHOOSE);
    int nproposed = c->game.nproposals;
    assert_int_equal(nproposed, 10);
    Pos proposed[16];
    memcpy(proposed, c->game.proposals, (size_t)nproposed * sizeof proposed[0]);
    assert_false(controller_human_to_move(c));
    assert_int_equal(c->ai_purpose, AI_FOR_OPENING);
    answer_until_a_person_acts(fx);
    /* One of the ten is Black's fifth stone; the others are gone. */
    int picked = 0;
    for (int i = 0; i < nproposed; i++) {
        picked += board_at(&c->game.board, proposed[i]) == STONE_BLACK;
    }
    assert_int_equal(picked, 1);
    assert_false(game_in_opening(&c->game));
    /* The computer, White, has played its sixth move; the person plays the seventh. */
    assert_int_equal(board_stone_count(&c->game.board), 6);
    assert_true(controller_human_to_move(c));
    assert_int_equal(game_to_move(&c->game), STONE_BLACK);
    assert_true(controller_click(c, support_point("a15")));
    assert_int_equal(board_stone_count(&c->game.board), 7);
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_false(game_over(&c->game));
    free(fx);
}

/* Undo (redo) is off, and pressed says why. */
static void assert_undo_off(Controller *c, CtlMessage why)
{
    assert_false(controller_can(c, CTL_CMD_UNDO));
    assert_false(controller_undo(c));
    assert_int_equal(c->msg, why);
}

static void assert_redo_off(Controller *c, CtlMessage why)
{
    assert_false(controller_can(c, CTL_CMD_REDO));
    assert_false(controller_redo(c));
    assert_int_equal(c->msg, why);
}

/* Undo and redo are offered exactly when they would do something, and a refused one says
 * why. The computer as first player of Taraguchi-10 places h8; the person swaps and the
 * computer places stone 2; one undo takes back that stone and the swap. A second undo
 * would take back only the computer's h8, which it places again at once: it is off, and
 * pressed it says there is nothing of the person's to take back, h8 and the redo kept
 * (the audit's item 7: it did nothing, said nothing, and Undo stayed lit). The same
 * between two computers, and for a network opponent's first stone; on a clock neither. */
static void test_controller_opening_undo_off_where_only_the_computer_acted(void **state)
{
    (void)state;
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_AI, SEAT_HUMAN);
    Controller *c = &fx->c;
    assert_int_equal(board_at(&c->game.board, support_point("h8")), STONE_BLACK);
    assert_undo_off(c, CTL_MSG_NONE_OF_YOURS);
    char line[600];
    status_message(c, LANG_EN, NULL, line, sizeof line);
    /* The refusal, and under it what the person is asked to do (audit 32b, C1). */
    assert_string_equal(line, "Nothing of yours to take back: only the computer has played.\n"
                              "Swap colours (S), or play stone 2.\n"
                              "Stone 2 goes inside the central 3×3 square.");
    assert_int_equal(c->game.nactions, 1);
    assert_true(controller_decide(c, ACTION_SWAP));
    AiInfo in;
    memset(&in, 0, sizeof in);
    while (c->ai_purpose == AI_FOR_OPENING) {
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_int_equal(board_stone_count(&c->game.board), 2);
    assert_true(controller_can(c, CTL_CMD_UNDO));
    assert_true(controller_undo(c));
    assert_int_equal(c->game.nactions, 1); /* h8, the swap offered again */
    assert_true(controller_human_to_move(c));
    assert_true(controller_can(c, CTL_CMD_SWAP));
    assert_false(controller_can(c, CTL_CMD_UNDO));
    int starts = fx->ai.starts;
    assert_false(controller_undo(c));
    assert_int_equal(c->msg, CTL_MSG_NONE_OF_YOURS);
    assert_int_equal(c->game.nactions, 1);
    assert_int_equal(fx->ai.starts, starts); /* nothing asked of the computer */
    assert_true(controller_can(c, CTL_CMD_REDO));
    assert_true(controller_redo(c)); /* the swap and stone 2 back */
    assert_int_equal(board_stone_count(&c->game.board), 2);
    assert_redo_off(c, CTL_MSG_NOTHING_TO_REDO);
    free(fx);

    /* Between computers nothing is a person's to take back. */
    fx = setup(OPENING_FREE, SEAT_AI, SEAT_AI);
    c = &fx->c;
    for (int i = 0; i < 3; i++) {
        Action legal[BOARD_MAX * BOARD_MAX];
        assert_true(game_legal_actions(&c->game, legal, BOARD_MAX * BOARD_MAX) > 0);
        in.best = legal[0].pos;
        assert_true(controller_ai_result(c, fx->ai.last_id, &in));
    }
    assert_true(c->game.nactions >= 3);
    assert_undo_off(c, CTL_MSG_NONE_OF_YOURS);
    free(fx);

    /* A network opponent's first stone: not the person's to take back (the window's
     * request would find nothing either: net_game_undo_target). */
    fx = setup(OPENING_FREE, SEAT_REMOTE, SEAT_HUMAN);
    c = &fx->c;
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_MOVE;
    a.pos = support_point("h8");
    assert_true(controller_remote_apply(c, &a, NULL));
    assert_false(controller_can(c, CTL_CMD_UNDO));
    assert_false(controller_undo(c));
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_string_equal(line, "Nothing of yours to take back.");
    assert_true(controller_click(c, support_point("i9")));
    assert_true(controller_can(c, CTL_CMD_UNDO)); /* a request to the peer */
    free(fx);

    /* On a clock: off, and said. */
    fx = setup(OPENING_FREE, SEAT_HUMAN, SEAT_HUMAN);
    c = &fx->c;
    ControllerOptions timed = c->opt;
    assert_true(clock_control_parse("absolute 10m", strlen("absolute 10m"), &timed.clock));
    controller_new_game(c, &timed);
    support_click_all(c, "h8 i9");
    assert_undo_off(c, CTL_MSG_NO_UNDO_CLOCK);
    assert_redo_off(c, CTL_MSG_NO_UNDO_CLOCK);
    free(fx);

    /* Refused on a clock in the opening: the refusal, and the opening's step still under
     * it (audit 32b, C1). */
    fx = setup(OPENING_TARAGUCHI10, SEAT_HUMAN, SEAT_HUMAN);
    c = &fx->c;
    timed = c->opt;
    assert_true(clock_control_parse("absolute 5m", strlen("absolute 5m"), &timed.clock));
    controller_new_game(c, &timed);
    support_click_all(c, "h8 i9");
    status_message(c, LANG_EN, NULL, line, sizeof line);
    char before[512];
    text_format(before, sizeof before, "%s", line);
    assert_non_null(strstr(before, "stone 3"));
    assert_false(controller_undo(c));
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_non_null(strstr(line, "No taking back moves in a game on a clock."));
    assert_non_null(strstr(line, before));
    free(fx);
}

static void test_controller_opening_real_engine_plays_both_seats(void **state)
{
    (void)state;
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_AI, SEAT_AI);
    Controller *c = &fx->c;
    for (int n = 0; n < 400 && game_in_opening(&c->game); n++) {
        assert_true(c->ai_purpose != AI_IDLE);
        AiLimits lim = fx->ai.limits;
        lim.time_ms = lim.time_ms > 40 ? 40 : lim.time_ms;
        lim.max_nodes = 3000;
        AiInfo info;
        ai_search(e, fx->ai.rules, &fx->ai.board, &lim, NULL, NULL, NULL, &info);
        assert_true(controller_ai_result(c, fx->ai.last_id, &info));
        assert_int_equal(c->msg, CTL_MSG_NONE); /* no AI action refused */
    }
    assert_false(game_in_opening(&c->game));
    assert_true(board_stone_count(&c->game.board) >= 6);
    ai_destroy(e);
    free(fx);
}

/* The opening's decisions act on the live position: while an earlier one is shown a
 * swap is off, says to go to the last move first, and swaps nothing. */
static void test_controller_opening_decisions_wait_for_the_last_move(void **state)
{
    (void)state;
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = &fx->c;
    support_click_all(c, "h8 i9"); /* stone 2: the first player may swap */
    assert_true(controller_can(c, CTL_CMD_SWAP));
    controller_view(c, 1);
    assert_false(controller_can(c, CTL_CMD_SWAP));
    assert_true(controller_browsing_off(c, CTL_CMD_SWAP));
    assert_false(controller_browsing_off(c, CTL_CMD_OPTION_A)); /* not offered there */
    assert_false(controller_decide(c, ACTION_SWAP));
    assert_int_equal(c->msg, CTL_MSG_GO_LIVE);
    assert_int_equal(c->game.nactions, 2);
    assert_int_equal(game_player_colour(&c->game, 0), STONE_BLACK);
    assert_int_equal(c->view, 1);
    controller_view(c, 2);
    assert_true(controller_decide(c, ACTION_SWAP));
    assert_int_equal(game_player_colour(&c->game, 0), STONE_WHITE);
    free(fx);
}

/* Runs the hint's requests on e (each small) until it is decided; how many there were. */
static int run_hint(Fixture *fx, AiEngine *e)
{
    Controller *c = &fx->c;
    int asked = 0;
    for (int n = 0; n < 200 && c->ai_purpose == AI_FOR_HINT; n++) {
        AiLimits lim = fx->ai.limits;
        lim.time_ms = 0;
        lim.max_nodes = 3000;
        AiInfo info;
        ai_search(e, fx->ai.rules, &fx->ai.board, &lim, NULL, NULL, NULL, &info);
        assert_true(controller_ai_result(c, fx->ai.last_id, &info));
        asked++;
    }
    assert_int_not_equal(c->ai_purpose, AI_FOR_HINT);
    return asked;
}

/* Audit 31b, C11: the same position's hint said g7, then h7: its evaluations ran on time
 * alone, on the table the analysis left. Each now has its share of the hint's node budget
 * (CTL_HINT_NODES), as the hint's search has, and is verified (from an empty table), so a
 * press gives the same answer whatever the machine's load and what was searched before. */
static void test_controller_opening_hint_has_a_node_budget(void **state)
{
    (void)state;
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = &fx->c;
    support_click_all(c, "h8");
    assert_true(controller_decide(c, ACTION_SWAP));
    assert_true(controller_hint(c));
    assert_int_equal(c->ai_purpose, AI_FOR_HINT);
    assert_true(c->hint_plan.noptions > 1);
    assert_true(fx->ai.limits.max_nodes > 0);
    assert_true(fx->ai.limits.max_nodes * c->hint_plan.noptions <= CTL_HINT_NODES);
    assert_true(fx->ai.limits.verify); /* from an empty table: whatever was searched before */
    free(fx);
}

/* Audit 30 C8: the hint works in the opening's decisions (it was greyed while the
 * analysis was offered): it asks the computer's own decision, one short evaluation a
 * request (no frame waits), and says what it would do and its player's chance then: at
 * the swap, at option A or B, at the fifth moves to propose (all of them named) and at
 * White's pick (marked on the board). A decision that comes meanwhile drops it. */
static void test_controller_opening_hint_says_the_decision(void **state)
{
    (void)state;
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    Fixture *fx = setup(OPENING_TARAGUCHI10, SEAT_HUMAN, SEAT_HUMAN);
    Controller *c = &fx->c;
    char line[256];
    support_click_all(c, "h8");
    assert_true(controller_can(c, CTL_CMD_HINT));
    assert_true(controller_hint(c));
    assert_int_equal(c->ai_purpose, AI_FOR_HINT);
    assert_true(run_hint(fx, e) > 1);
    assert_int_equal(c->msg, CTL_MSG_HINT_DECISION);
    ActionKind k = c->hint_decision.kind;
    assert_true(k == ACTION_SWAP || k == ACTION_MOVE);
    status_message(c, LANG_EN, NULL, line, sizeof line);
    if (strncmp(line, "Hint: ", 6) != 0 || !strstr(line, " · then ") || !strstr(line, "%")) {
        fail_msg("%s", line);
    }
    /* The option: A or B. */
    support_click_all(c, "i9 g9 j7");
    assert_int_equal(c->game.phase, PHASE_CHOOSE_OPTION);
    assert_true(controller_hint(c));
    run_hint(fx, e);
    k = c->hint_decision.kind;
    assert_true(k == ACTION_OPTION_A || k == ACTION_OPTION_B);
    status_message(c, LANG_EN, NULL, line, sizeof line);
    if (!strstr(line, k == ACTION_OPTION_A ? "Hint: Option A · then " : "Hint: Option B · then ")) {
        fail_msg("%s", line);
    }
    /* Option B's proposals: the ten named. */
    assert_true(controller_decide(c, ACTION_OPTION_B));
    assert_int_equal(c->msg, CTL_MSG_NONE); /* the hint's message went with its position */
    assert_true(controller_hint(c));
    run_hint(fx, e);
    assert_int_equal(c->hint_decision.kind, ACTION_PROPOSE);
    assert_int_equal(c->hint_decision.nproposals, 10);
    status_message(c, LANG_EN, NULL, line, sizeof line);
    char first[8];
    board_format_point(c->hint_decision.proposals[0], first, sizeof first);
    if (strncmp(line, "Hint: propose ", 14) != 0 || !strstr(line, first)) {
        fail_msg("%s", line);
    }
    /* White's pick: the point on the board. */
    support_click_all(c, "h10 i10 j10 k10 h11 i11 j11 k11 g11 a1");
    assert_true(controller_confirm_proposals(c));
    assert_true(controller_hint(c));
    run_hint(fx, e);
    assert_int_equal(c->hint_decision.kind, ACTION_CHOOSE);
    assert_int_equal(c->hint, c->hint_decision.pos);
    status_message(c, LANG_RU, NULL, line, sizeof line);
    if (strncmp(line, "Подсказка: Выбор ", strlen("Подсказка: Выбор ")) != 0) {
        fail_msg("%s", line);
    }
    free(fx);
    /* A hint under way, then the player decides: its answer is dropped. */
    fx = setup(OPENING_TARAGUCHI10, SEAT_HUMAN, SEAT_HUMAN);
    c = &fx->c;
    support_click_all(c, "h8");
    assert_true(controller_hint(c));
    assert_true(controller_decide(c, ACTION_SWAP));
    for (int n = 0; n < 5 && c->ai_purpose == AI_FOR_HINT; n++) {
        AiInfo info;
        memset(&info, 0, sizeof info);
        controller_ai_result(c, fx->ai.last_id, &info);
    }
    assert_int_not_equal(c->msg, CTL_MSG_HINT_DECISION);
    assert_false(c->hint_decided);
    ai_destroy(e);
    free(fx);
}

int main(void)
{
    renju_init();
    support_load_translations(); /* the hint's line in Russian */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_controller_opening_hint_has_a_node_budget),
        cmocka_unit_test(test_controller_opening_hint_says_the_decision),
        cmocka_unit_test(test_controller_opening_zones_and_swaps_between_people),
        cmocka_unit_test(test_controller_opening_decisions_wait_for_the_last_move),
        cmocka_unit_test(test_controller_opening_proposals_by_clicking),
        cmocka_unit_test(test_controller_opening_redo_gives_the_marks_back),
        cmocka_unit_test(test_controller_opening_redo_offered_for_an_undone_mark),
        cmocka_unit_test(test_controller_opening_option_a_after_undo_leaves_no_marks),
        cmocka_unit_test(test_controller_opening_soosorv_declare_and_swap2_choices),
        cmocka_unit_test(test_controller_opening_move_list_numbers_stones_only),
        cmocka_unit_test(test_controller_opening_ai_seats_reach_normal_play),
        cmocka_unit_test(test_controller_opening_undo_off_where_only_the_computer_acted),
        cmocka_unit_test(test_controller_opening_person_against_ai_seat),
        cmocka_unit_test(test_controller_opening_person_proposes_the_computer_picks),
        cmocka_unit_test(test_controller_opening_real_engine_plays_both_seats),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

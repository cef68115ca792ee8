/* Renju - MIT licence, see LICENSE.
 *
 * The status card's and message line's words (status.h), composed from a controller in
 * given states: the opening's prompts (Taraguchi-10's zones, branches and proposals with
 * their legend; Swap2's first five stones and the colour choice), who holds which colour
 * after a swap, the seat lines with and without the computer, the clock's messages and a
 * loss on time, the result and the browsing headline. In English, from the code.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "keymap.h"
#include "named_opening.h"
#include "settings.h"
#include "status.h"
#include "text.h"
#include "test_files.h"
#include "test_support.h"

static void fake_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    (void)user, (void)rs, (void)b, (void)limits, (void)request_id;
}

static void fake_cancel(void *user) { (void)user; }

static Controller *new_controller(RuleId rule, OpeningId opening, SeatKind second,
                                  const char *clock)
{
    Controller *c = malloc(sizeof *c);
    assert_non_null(c);
    ControllerOptions opt = {.rule = rule, .opening = opening, .ai_level = 5};
    opt.seat[STONE_BLACK] = SEAT_HUMAN;
    opt.seat[STONE_WHITE] = second;
    assert_true(clock_control_parse(clock, strlen(clock), &opt.clock));
    ControllerAiHooks hooks = {fake_start, fake_cancel, NULL, NULL, NULL, NULL};
    controller_init(c, &opt, &hooks);
    controller_tick(c, 0);
    return c;
}

static void expect_message(const Controller *c, const char *text, StatusTone tone)
{
    char buf[512];
    StatusTone got = status_message(c, LANG_EN, NULL, buf, sizeof buf);
    assert_string_equal(buf, text);
    assert_int_equal(got, tone);
}

/* Two people play stones, and the one who may swap does. */
static Controller *after_swap(RuleId rule, OpeningId opening, const char *stones)
{
    Controller *c = new_controller(rule, opening, SEAT_HUMAN, "none");
    support_click_all(c, stones);
    assert_true(controller_decide(c, ACTION_SWAP));
    return c;
}

/* The computer, second, took Black after the person's stones: the person (first, now
 * White) acts. */
static Controller *computer_swapped(OpeningId opening, const char *stones)
{
    Controller *c = new_controller(RULE_RENJU, opening, SEAT_AI, "none");
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    game_init(g, c->game.rules, opening);
    support_play(g, stones);
    Action swap = {.kind = ACTION_SWAP, .pos = POS_NONE};
    assert_true(game_apply(g, &swap, NULL));
    controller_set_game(c, g);
    free(g);
    assert_int_equal(status_actor(c), 0);
    return c;
}

static void expect_headline(const Controller *c, const char *text, Stone icon)
{
    char buf[256];
    Stone s = STONE_WALL;
    status_headline(c, LANG_EN, &s, buf, sizeof buf);
    assert_string_equal(buf, text);
    assert_int_equal(s, icon);
}

static void expect_seat(const Controller *c, int player, int brief, int dots, const char *text)
{
    char buf[256];
    Stone first = status_first_colour(c);
    status_seat_line(c, NULL, LANG_EN, player, player == 0 ? first : stone_opponent(first), brief,
                     dots, buf, sizeof buf);
    assert_string_equal(buf, text);
}

/* A file's name in a load's notice: whole up to the characters asked (the window's room,
 * STATUS_NAME_LEAST at least), else its middle left out, its ending kept, never a
 * character cut. */
static void test_status_short_name_keeps_the_ending(void **state)
{
    (void)state;
    char out[80];
    assert_int_equal(status_short_name("evening.sgf", 14, out, sizeof out), 11);
    assert_string_equal(out, "evening.sgf");
    status_short_name("a-game-at-14.x", 14, out, sizeof out); /* 14: whole */
    assert_string_equal(out, "a-game-at-14.x");
    status_short_name("the-evening-game-at-the-club.sgf", 14, out, sizeof out);
    assert_string_equal(out, "the-eve\u2026ub.sgf");
    status_short_name("the-evening-game-at-the-club.sgf", 24, out, sizeof out);
    assert_string_equal(out, "the-evening-gam\u2026club.sgf");
    status_short_name("the-evening-game-at-the-club.sgf", 40, out, sizeof out); /* room */
    assert_string_equal(out, "the-evening-game-at-the-club.sgf");
    status_short_name("the-evening-game-at-the-club.sgf", 3, out, sizeof out); /* the least */
    assert_string_equal(out, "the-ev\u2026b.sgf");
    status_short_name("партія-в-клубі-проти-чемпіона.renju", 14, out, sizeof out);
    assert_string_equal(out, "партія\u2026а.renju"); /* 14 characters, 2 bytes a letter */
    status_short_name("no-ending-at-all-of-any-kind", 14, out, sizeof out);
    assert_string_equal(out, "no-ending-\u2026ind");
    status_short_name("a.long-ending-not-kept-as-one", 14, out, sizeof out); /* over 6 bytes */
    assert_string_equal(out, "a.long-end\u2026one");
}

static void test_status_taraguchi_zones_branches_and_proposals(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_TARAGUCHI10, SEAT_HUMAN, "none");
    char buf[256];
    status_subtitle(c, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "Rules: Renju · Taraguchi-10");
    expect_headline(c, "Black to move", STONE_BLACK);
    expect_message(c, "Stone 1 goes on the centre.", STATUS_ACCENT);
    support_click_all(c, "h8");
    expect_headline(c, "White to move", STONE_WHITE);
    expect_message(c,
                   "Swap colours (S), or play stone 2.\n"
                   "Stone 2 goes inside the central 3×3 square.",
                   STATUS_ACCENT);
    support_click_all(c, "h9");
    expect_message(c,
                   "Swap colours (S), or play stone 3.\n"
                   "Stone 3 goes inside the central 5×5 square.",
                   STATUS_ACCENT);
    support_click_all(c, "h10 i10");
    /* The branch is Black's player's decision, not a stone. */
    expect_headline(c, "Black decides", STONE_BLACK);
    expect_message(c, "A: stone 5 inside the 9×9, swaps allowed. B: propose ten fifth moves.",
                   STATUS_ACCENT);
    assert_true(controller_decide(c, ACTION_OPTION_B));
    expect_message(c, "Propose 10 fifth moves: click the points (0 marked).", STATUS_ACCENT);
    support_click_all(c, "a1");
    expect_message(c,
                   "Propose 10 fifth moves: click the points (1 marked).\n"
                   "A on the board: the proposed fifth move",
                   STATUS_ACCENT);
    support_click_all(c, "o15");
    expect_message(c,
                   "Propose 10 fifth moves: click the points (2 marked).\n"
                   "A–B on the board: the proposed fifth moves",
                   STATUS_ACCENT);
    /* White's pick is said, then stone 6 with it (audit 19b, 10: the panel stayed empty). */
    support_click_all(c, "a15 o1 c3 m3 c13 m13 e5 k5");
    assert_true(controller_confirm_proposals(c));
    support_click_all(c, "m13");
    char msg[512];
    status_message(c, LANG_EN, NULL, msg, sizeof msg);
    assert_non_null(strstr(msg, "White kept m13 of the proposed fifth moves and now plays stone "
                                "6; then the opening is over."));
    support_click_all(c, "j9");
    expect_message(c,
                   "White kept m13 of the proposed fifth moves and played j9: the opening is "
                   "over, and the game goes on as usual.",
                   STATUS_GOLD);
    support_click_all(c, "g7");
    status_message(c, LANG_EN, NULL, msg, sizeof msg);
    assert_null(strstr(msg, "m13"));
    free(c);
}

/* A record's players are named, by first and second player as the seats are (a narrow
 * card: without the seat, then the name's first 16 characters); a seat without a name
 * keeps its own words. */
static void test_status_seat_line_names_a_records_players(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    char buf[256];
    status_seat_line(c, "Bob", LANG_EN, 0, STONE_BLACK, 0, -1, buf, sizeof buf);
    assert_string_equal(buf, "Bob (first player): Black");
    status_seat_line(c, "Wanda", LANG_EN, 1, STONE_WHITE, 1, -1, buf, sizeof buf);
    assert_string_equal(buf, "Wanda: White");
    status_seat_line(c, "Bartholomew Longname-Smith", LANG_EN, 1, STONE_WHITE, 2, -1, buf,
                     sizeof buf);
    assert_string_equal(buf, "Bartholomew Long…: White");
    status_seat_line(c, "", LANG_EN, 0, STONE_BLACK, 0, -1, buf, sizeof buf);
    assert_string_equal(buf, "First player: Black");
    /* The seat's own word, as an SGF save names two people (fix 31a), is not said twice. */
    status_seat_line(c, "Second player", LANG_EN, 1, STONE_BLACK, 0, -1, buf, sizeof buf);
    assert_string_equal(buf, "Second player: Black");
    status_seat_line(c, "Первый игрок", LANG_RU, 0, STONE_WHITE, 0, -1, buf, sizeof buf);
    assert_string_equal(buf, "Первый игрок: Белые");
    /* Audit 32b, B2: an SGF our earlier builds saved against the computer named the seats
     * "Computer, level 10" and "You"; opened, its seats unknown (two people), the card read
     * "Computer, level 10 (second player)" over the notice that people played both. A
     * seat's word in any language is no name. */
    status_seat_line(c, "Computer, level 10", LANG_EN, 1, STONE_BLACK, 0, -1, buf, sizeof buf);
    assert_string_equal(buf, "Second player: Black");
    status_seat_line(c, "You", LANG_EN, 0, STONE_WHITE, 0, -1, buf, sizeof buf);
    assert_string_equal(buf, "First player: White");
    status_seat_line(c, "Компьютер, уровень 3", LANG_EN, 1, STONE_BLACK, 0, -1, buf, sizeof buf);
    assert_string_equal(buf, "Second player: Black");
    assert_true(status_is_seat_word("Ви"));
    assert_false(status_is_seat_word("Computer, level 11"));
    free(c);
    /* Names given (the Game info dialog's) are shown against the computer too. */
    c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_AI, "none");
    status_seat_line(c, "Bob", LANG_EN, 0, STONE_BLACK, 0, -1, buf, sizeof buf);
    assert_string_equal(buf, "Bob (first player): Black");
    status_seat_line(c, "", LANG_EN, 0, STONE_BLACK, 0, -1, buf, sizeof buf);
    assert_string_equal(buf, "You (first player): Black");
    free(c);
}

/* Audit 32b, B3: the picture had no header, no result, no swaps and no proposals. The
 * score sheet's words: the players, event and date, rules, opening rule and clock, the
 * result; the opening's decisions numbered as the board numbers its stones (the swap
 * before stone 2 is "2.", the proposals and the pick "5."), not by a running action
 * number (the text record's "9. choose k7"). */
static void test_status_score_sheet_words(void **state)
{
    (void)state;
    static const char T10[] = "Renju record 1\nrule: renju\nopening: taraguchi10\n"
                              "clock: absolute 5m\nblack: Anna\nwhite: Bob\nevent: Club cup\n"
                              "date: 2026-12-07\n\n1. h8\n2. swap\n3. i9\n"
                              "4. j10\n5. swap\n6. g6\n7. option-b\n"
                              "8. propose a1 o15 h12 d4 l4 m8 c8 h3 e12 k7\n9. choose k7\n"
                              "10. i8\n11. resign\nend\n";
    Game *g = malloc(sizeof *g);
    RecordInfo info;
    RecordError err;
    assert_non_null(g);
    assert_true(record_parse(T10, strlen(T10), RECORD_TEXT, NULL, g, &info, &err));
    char buf[2048];
    status_sheet_header(g, &info, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "Black: Anna — White: Bob\nClub cup · 2026-12-07\n"
                             "Renju · Taraguchi-10 · 5 min a game\n"
                             "White wins — Black resigned\n");
    status_sheet_decisions(g, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "Opening: 2. Swap · 4. Swap · 5. Option B · "
                             "5. 10 proposed: a1 o15 h12 d4 l4 m8 c8 h3 e12 k7 · 5. Pick k7");
    status_sheet_decisions(g, LANG_RU, buf, sizeof buf);
    assert_non_null(strstr(buf, "Дебют: 2. "));
    /* No names: no players' line; a game not over says so. */
    game_undo(g);
    info.black[0] = info.white[0] = info.event[0] = info.date[0] = '\0';
    status_sheet_header(g, &info, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "Renju · Taraguchi-10 · 5 min a game\nNot finished\n");
    free(g);
}

/* The opponent over the network decides: the prompt names the opponent, not the computer
 * (audit 14b's defect 3). */
static void test_status_network_opponent_decides(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_TARAGUCHI10, SEAT_REMOTE, "none");
    support_click_all(c, "h8");
    assert_int_equal(status_actor(c), 1);
    expect_message(c,
                   "Your opponent chooses: swap colours, or play stone 2.\n"
                   "Stone 2 goes inside the central 3×3 square.",
                   STATUS_DIM);
    free(c);
    c = new_controller(RULE_RENJU, OPENING_SWAP2, SEAT_REMOTE, "none");
    support_click_all(c, "h8 i9 j10");
    assert_int_equal(status_actor(c), 1);
    expect_message(c, "Your opponent makes their opening decision…", STATUS_DIM);
    char buf[512];
    status_message(c, LANG_UK, NULL, buf, sizeof buf);
    assert_string_equal(buf, "Суперник ухвалює рішення в дебюті…");
    free(c);
}

/* The computer decides: the prompt is dim and tells what it decides, never asks the
 * person ("Swap colours (S)" while the computer chose once read as the person's turn);
 * its seat line says it thinks. */
static void test_status_computer_seat(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_TARAGUCHI10, SEAT_AI, "none");
    expect_seat(c, 0, false, -1, "You (first player): Black");
    expect_seat(c, 1, false, -1, "Computer, level 5 (second player): White");
    support_click_all(c, "h8");
    assert_true(controller_ai_thinking(c));
    assert_int_equal(status_actor(c), 1);
    expect_message(c,
                   "The computer chooses: swap colours, or play stone 2.\n"
                   "Stone 2 goes inside the central 3×3 square.",
                   STATUS_DIM);
    char buf[512];
    status_message(c, LANG_RU, NULL, buf, sizeof buf);
    assert_string_equal(buf, "Компьютер выбирает: своп или камень 2.\n"
                             "Камень 2 ставится внутри центрального квадрата 3×3.");
    expect_seat(c, 1, false, 3, "Computer, level 5 (second player): White — thinking… 0 s");
    expect_seat(c, 1, 1, 1, "Computer, level 5: White — thinking… 0 s");
    expect_seat(c, 1, 2, 2, "Computer: White — thinking… 0 s");
    expect_seat(c, 0, 2, -1, "You: Black");
    free(c);
    /* Swap2 and Soosorv-8: the computer's choices with keys of their own. */
    c = new_controller(RULE_RENJU, OPENING_SWAP2, SEAT_AI, "none");
    support_click_all(c, "h8 i9 j10");
    assert_int_equal(status_actor(c), 1);
    expect_message(c, "The computer makes its opening decision…", STATUS_DIM);
    free(c);
    c = new_controller(RULE_RENJU, OPENING_SOOSORV8, SEAT_AI, "none");
    support_controller_play(c, "h8 i9 j10 g9");
    assert_int_equal(c->game.phase, PHASE_DECLARE);
    assert_int_equal(status_actor(c), 1);
    expect_message(c, "The computer makes its opening decision…", STATUS_DIM);
    free(c);
}

/* Swap2: the first player's three stones, the second player's choice, two more stones
 * (4 and 5), the colour choice; from stone 6 on the opening asks nothing. */
static void test_status_swap2_first_five_stones(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_GOMOKU, OPENING_SWAP2, SEAT_HUMAN, "none");
    expect_message(c,
                   "Stone 1: the first player places three stones anywhere (Black, White, "
                   "Black).",
                   STATUS_ACCENT);
    support_click_all(c, "a1 b2");
    expect_headline(c, "Black to move", STONE_BLACK);
    expect_message(c,
                   "Stone 3: the first player places three stones anywhere (Black, White, "
                   "Black).",
                   STATUS_ACCENT);
    support_click_all(c, "c3");
    expect_headline(c, "White to move", STONE_WHITE);
    expect_message(c, "Take Black (S), play stone 4 as White, or place two more (T).",
                   STATUS_ACCENT);
    assert_true(controller_decide(c, ACTION_TWO_MORE));
    expect_message(c, "Stone 4: the second player places two more anywhere (White, Black).",
                   STATUS_ACCENT);
    support_click_all(c, "d4");
    expect_message(c, "Stone 5: the second player places two more anywhere (White, Black).",
                   STATUS_ACCENT);
    expect_seat(c, 1, false, -1, "Second player: White");
    assert_int_equal(status_actor(c), 1);
    support_click_all(c, "e5");
    expect_headline(c, "Black decides", STONE_BLACK);
    expect_message(c, "Take White (S) or keep Black (K).", STATUS_ACCENT);
    assert_true(controller_decide(c, ACTION_KEEP));
    expect_headline(c, "White to move", STONE_WHITE);
    expect_message(c, "Stone 6 goes anywhere.", STATUS_ACCENT);
    free(c);
}

/* Swap2: when the second player takes Black after stone 3, the first player (now White)
 * plays stone 4 alone and the opening is over: no "two more" prompt, but the stone is
 * named (audit 22, C3: only who holds which colour was said). */
static void test_status_swap2_swap_after_three(void **state)
{
    (void)state;
    Controller *c = after_swap(RULE_GOMOKU, OPENING_SWAP2, "a1 b2 c3");
    expect_headline(c, "White to move", STONE_WHITE);
    assert_int_equal(status_actor(c), 0);
    expect_message(c,
                   "Colours swapped. Now Black: Second player · White: First player\n"
                   "Stone 4 goes anywhere.",
                   STATUS_ACCENT);
    expect_seat(c, 0, false, -1, "First player: White");
    free(c);
}

/* Each part of a message in its tone: part i's text and tone. */
static void expect_part(const char *msg, const StatusParts *p, int i, const char *text,
                        StatusTone tone)
{
    assert_true(i < p->n);
    assert_int_equal(p->to[i] - p->from[i], strlen(text));
    assert_memory_equal(msg + p->from[i], text, strlen(text));
    assert_int_equal(p->tone[i], tone);
}

/* The computer, second in Swap2, takes Black after stone 3: the person, now White, is
 * told to place stone 4 (audit 22, C3), in Bulgarian too. */
static void test_status_swap2_computer_swaps_names_stone_four(void **state)
{
    (void)state;
    Controller *c = computer_swapped(OPENING_SWAP2, "h8 i9 j8");
    expect_message(c,
                   "Colours swapped. Now Black: Computer · White: You\n"
                   "Stone 4 goes anywhere.",
                   STATUS_ACCENT);
    char buf[512];
    status_message(c, LANG_BG, NULL, buf, sizeof buf);
    assert_non_null(strstr(buf, "\nКамък 4 се поставя навсякъде."));
    free(c);
}

/* Every opening rule, between two people, swapping at every moment a swap is offered:
 * after each swap the message names the step that follows, in the prompt's colour (audit
 * 22, C3: Swap2's stone 4 was left unsaid). */
static void test_status_every_swap_names_the_next_step(void **state)
{
    (void)state;
    static const struct {
        OpeningId id;
        bool two_more; /* Swap2: place two more rather than swap at stone 4 */
        int swaps;     /* the moments a swap is offered on this path */
    } OPENINGS[] = {{OPENING_TARAGUCHI10, false, 5}, /* before stones 2 to 6 (option A) */
                    {OPENING_SOOSORV8, false, 2},    /* before stone 4, before the proposals */
                    {OPENING_SWAP2, false, 1},       /* for stone 4 */
                    {OPENING_SWAP2, true, 1}};       /* after stone 5, for stone 6 */
    for (size_t o = 0; o < sizeof OPENINGS / sizeof OPENINGS[0]; o++) {
        Controller *c = new_controller(RULE_RENJU, OPENINGS[o].id, SEAT_HUMAN, "none");
        const Game *g = &c->game;
        int swapped_at = -1, swaps = 0;
        for (int step = 0; step < 40 && game_in_opening(g); step++) {
            Action acts[400];
            int n = game_legal_actions(g, acts, 400);
            bool more = OPENINGS[o].two_more && game_action_offered(g, ACTION_TWO_MORE);
            if (game_swap_offered(g) && swapped_at != g->nactions && !more) {
                assert_true(controller_decide(c, ACTION_SWAP));
                swapped_at = g->nactions;
                swaps++;
                char msg[512];
                StatusParts p;
                status_message_parts(c, LANG_EN, NULL, false, msg, sizeof msg, &p);
                const char *next = strchr(msg, '\n');
                assert_non_null(next);
                assert_true(strlen(next + 1) > 10);
                assert_int_equal(p.tone[0], STATUS_ACCENT);
                continue;
            }
            if (g->phase == PHASE_CHOOSE_OPTION) {
                assert_true(controller_decide(c, ACTION_OPTION_A));
            } else if (g->phase == PHASE_DECLARE) {
                assert_true(controller_declare(c, 1));
            } else if (g->phase == PHASE_PROPOSE) {
                Pos can[225];
                assert_true(game_proposal_candidates(g, NULL, 0, can, 225) > 0);
                assert_true(controller_click(c, can[0]));
                assert_true(controller_confirm_proposals(c));
            } else if (g->phase == PHASE_CHOOSE) {
                assert_true(controller_click(c, g->proposals[0]));
            } else if (g->phase == PHASE_SWAP_OR_MOVE && game_action_offered(g, ACTION_TWO_MORE)) {
                assert_true(controller_decide(c, ACTION_TWO_MORE));
            } else {
                int k = 0;
                while (k < n && acts[k].kind != ACTION_MOVE) {
                    k++;
                }
                assert_true(k < n);
                assert_true(controller_click(c, acts[k].pos));
            }
        }
        assert_int_equal(swaps, OPENINGS[o].swaps);
        free(c);
    }
}

/* A refusal is red alone: the swap's note and the legend keep their colours (audit 22,
 * C2: "Colours swapped…" turned red with "j10 is outside…"). */
static void test_status_refusal_is_red_alone(void **state)
{
    (void)state;
    Controller *c = after_swap(RULE_RENJU, OPENING_TARAGUCHI10, "h8");
    assert_false(controller_click(c, support_point("j10")));
    char msg[512];
    StatusParts p;
    StatusTone tone = status_message_parts(c, LANG_EN, NULL, false, msg, sizeof msg, &p);
    assert_string_equal(msg, "Colours swapped. Now Black: Second player · White: First player\n"
                             "j10 is outside the central 3×3 square.");
    assert_int_equal(tone, STATUS_BAD);
    assert_int_equal(p.n, 2);
    expect_part(msg, &p, 0, "Colours swapped. Now Black: Second player · White: First player",
                STATUS_ACCENT);
    expect_part(msg, &p, 1, "j10 is outside the central 3×3 square.", STATUS_BAD);
    free(c);
}

/* A notice (a game restored, a file opened, a copy kept) is said with the opening's step
 * under it, each in its colour (audit 22, C1: the notice alone hid the step). */
static void test_status_notice_keeps_the_opening_step(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_TARAGUCHI10, SEAT_HUMAN, "none");
    support_click_all(c, "h8 h9 h10 h7");
    assert_true(controller_decide(c, ACTION_OPTION_B));
    support_click_all(c, "g8 h12 h13");
    Notice nt;
    status_notice_set(&nt, S_MSG_RESUMED, false, NOTICE_NUMBER, 4, NULL, NULL);
    char msg[512];
    StatusParts p;
    StatusTone tone = status_message_parts(c, LANG_EN, &nt, false, msg, sizeof msg, &p);
    assert_string_equal(msg, "The last game resumed after move 4.\n"
                             "Propose 10 fifth moves: click the points (3 marked).\n"
                             "A–C on the board: the proposed fifth moves");
    assert_int_equal(tone, STATUS_GOOD);
    assert_int_equal(p.n, 3);
    expect_part(msg, &p, 0, "The last game resumed after move 4.", STATUS_GOOD);
    expect_part(msg, &p, 1, "Propose 10 fifth moves: click the points (3 marked).", STATUS_ACCENT);
    expect_part(msg, &p, 2, "A–C on the board: the proposed fifth moves", STATUS_ACCENT);
    status_message(c, LANG_BG, &nt, msg, sizeof msg);
    assert_non_null(strstr(msg, "\nПредложете 10 пети хода"));
    free(c);
    /* A copy kept while the computer, first, waits for the person to swap or play. */
    c = new_controller(RULE_RENJU, OPENING_TARAGUCHI10, SEAT_HUMAN, "none");
    support_click_all(c, "h8");
    status_notice_set(&nt, S_MSG_KEPT_COPY, false, NOTICE_NAME, 0, "unfinished-1.renju", NULL);
    status_message(c, LANG_EN, &nt, msg, sizeof msg);
    assert_string_equal(msg, "The unfinished game is kept as games/unfinished-1.renju.\n"
                             "Swap colours (S), or play stone 2.\n"
                             "Stone 2 goes inside the central 3×3 square.");
    /* A bad notice is red, the step is not. */
    status_notice_set(&nt, S_MSG_LOADED, true, NOTICE_NAME, 0, "x.renju", NULL);
    status_message_parts(c, LANG_EN, &nt, false, msg, sizeof msg, &p);
    assert_int_equal(p.n, 2);
    assert_int_equal(p.tone[0], STATUS_BAD);
    assert_int_equal(p.tone[1], STATUS_ACCENT);
    free(c);
}

/* Soosorv-8's stone 4 has no zone, and the declaration follows it: the prompt says both,
 * also after the computer swapped (the audit: only "Colours swapped…" showed, and the
 * person, now White, had no step to take). */
static void test_status_soosorv_stone_four_says_what_follows(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_SOOSORV8, SEAT_HUMAN, "none");
    support_click_all(c, "h8 i9 j10");
    expect_message(c,
                   "Swap colours (S), or play stone 4.\n"
                   "Stone 4 goes anywhere; then say how many fifth moves Black must propose.",
                   STATUS_ACCENT);
    free(c);
    /* The computer, second, took Black: the person (first, now White) plays stone 4. */
    c = computer_swapped(OPENING_SOOSORV8, "h8 i9 j10");
    expect_message(c,
                   "Colours swapped. Now Black: Computer · White: You\n"
                   "Stone 4 goes anywhere; then say how many fifth moves Black must propose.",
                   STATUS_ACCENT);
    char buf[512];
    status_message(c, LANG_RU, NULL, buf, sizeof buf);
    assert_string_equal(buf, "Игроки поменялись цветами. Теперь чёрные: Компьютер · белые: Вы\n"
                             "Камень 4 ставится куда угодно; затем скажите, сколько пятых "
                             "ходов должны предложить чёрные.");
    support_click_all(c, "k11");
    expect_message(c, "How many fifth moves must Black propose? (1–8)", STATUS_ACCENT);
    free(c);
}

/* A clock: undo is refused, a click while paused says how to resume, a flag ends the
 * game with the loser named. */
static void test_status_clock_messages_and_loss_on_time(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "absolute 10m");
    support_click_all(c, "h8");
    assert_false(controller_undo(c));
    expect_message(c, "No taking back moves in a game on a clock.", STATUS_BAD);
    controller_pause(c, true);
    assert_false(controller_click(c, support_point("i9")));
    char key[32];
    keymap_label(CTL_CMD_PAUSE, false, key, sizeof key);
    char want[128];
    snprintf(want, sizeof want, "The game is paused: resume it first (%s).", key);
    expect_message(c, want, STATUS_BAD);
    controller_pause(c, false);
    controller_tick(c, 11 * 60 * 1000);
    expect_headline(c, "Black wins — White lost on time", STONE_BLACK);
    assert_int_equal(status_actor(c), -1);
    free(c);
}

/* A five ends the game: the result in gold with the winner's stone; browsing back shows
 * the move shown and the colours of that time. A refusal names its point. */
static void test_status_game_over_browsing_and_refusal(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    support_click_all(c, "h8 a1 i8 a2 j8 a3 k8");
    assert_false(controller_click(c, support_point("h8")));
    expect_message(c, "h8 is occupied.", STATUS_BAD);
    support_click_all(c, "a4 l8");
    char buf[256];
    Stone s = STONE_WALL;
    assert_int_equal(status_headline(c, LANG_EN, &s, buf, sizeof buf), STATUS_GOLD);
    assert_string_equal(buf, "Black wins — five in a row");
    assert_int_equal(s, STONE_BLACK);
    controller_view(c, 3);
    expect_headline(c, "Showing move 3 of 9", STONE_WHITE);
    assert_int_equal(status_actor(c), -1);
    expect_seat(c, 0, false, -1, "First player: Black");
    free(c);
}

/* While browsing, the seats show the colours of the shown position: a swap after it has
 * not happened yet. */
static void test_status_colours_while_browsing(void **state)
{
    (void)state;
    Controller *c = after_swap(RULE_RENJU, OPENING_TARAGUCHI10, "h8");
    expect_message(c,
                   "Colours swapped. Now Black: Second player · White: First player\n"
                   "Stone 2 goes inside the central 3×3 square.",
                   STATUS_ACCENT);
    assert_int_equal(status_first_colour(c), STONE_WHITE);
    expect_seat(c, 0, false, -1, "First player: White");
    controller_view(c, 1);
    assert_int_equal(status_first_colour(c), STONE_BLACK);
    expect_seat(c, 1, false, -1, "Second player: White");
    free(c);
}

/* The evaluation graph counts the positions evaluated until all are. */
static void test_status_graph_progress(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    support_click_all(c, "h8 i9");
    controller_graph(c, true);
    char buf[64];
    assert_true(status_graph_progress(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "evaluated 0/2 moves");
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point("h9");
    for (int i = 0; i < 3; i++) {
        assert_int_equal(c->ai_purpose, AI_FOR_GRAPH);
        assert_true(controller_ai_result(c, c->ai_request, &in));
    }
    assert_false(status_graph_progress(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "");
    /* A candidate mistake (Black's h9: 50% -> 10% for Black in the short search) is
     * checked, its two positions searched again, before it is marked; the note says so. */
    support_click_all(c, "h9");
    assert_int_equal(c->ai_purpose, AI_FOR_GRAPH);
    in.score = 1625; /* White to move: White 90% */
    assert_true(controller_ai_result(c, c->ai_request, &in));
    assert_true(c->graph_pending_deep);
    assert_int_equal(c->graph_ply, 2);
    assert_true(status_graph_progress(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "checking mistakes 0/1");
    bool mistake[3];
    assert_int_equal(controller_mistakes(c, mistake, 3), 0);
    in.score = 0;
    in.best = support_point("j10");
    assert_true(controller_ai_result(c, c->ai_request, &in)); /* before h9: 50%, best j10 */
    assert_int_equal(c->graph_ply, 3);
    in.score = 1625;
    assert_true(controller_ai_result(c, c->ai_request, &in)); /* after h9: White 90% */
    /* Then the better move's position (mistakes.h): after j10, White to move, 50%. */
    assert_true(c->graph_pending_alt);
    assert_true(status_graph_progress(c, LANG_EN, buf, sizeof buf));
    in.score = 0;
    assert_true(controller_ai_result(c, c->ai_request, &in));
    assert_false(status_graph_progress(c, LANG_EN, buf, sizeof buf));
    assert_int_equal(controller_mistakes(c, mistake, 3), 1);
    assert_true(mistake[2]);
    free(c);
}

/* The numbers a player reads agree with the move list (audit 19b, 9: a 47-move game came
 * back "from move 48", its graph counting "30/52"): after h8, a swap and i9 the list's
 * last move is 2, and the graph counts 2 moves, not the 4 positions. */
static void test_status_numbers_agree_with_the_move_list(void **state)
{
    (void)state;
    Controller *c = after_swap(RULE_RENJU, OPENING_TARAGUCHI10, "h8");
    support_click_all(c, "i9");
    assert_int_equal(c->game.nactions, 3);
    CtlListRow rows[8];
    int n = controller_list_rows(c, rows, 8), last = 0;
    for (int i = 0; i < n; i++) {
        last = rows[i].note ? last : rows[i].number + (rows[i].second >= 0);
    }
    assert_int_equal(last, 2);
    assert_int_equal(status_last_move_number(c), last);
    controller_graph(c, true);
    char buf[128];
    assert_true(status_graph_progress(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "evaluated 0/2 moves");
    free(c);
}

/* The computer's answer to the request under way: a move on point. */
static void computer_plays(Controller *c, const char *point)
{
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point(point);
    in.depth = 4;
    assert_true(controller_ai_result(c, c->ai_request, &in));
}

/* The audit's step: against the computer, the evaluation graph on, the computer to
 * move: its searches wait for the computer's move, and the note says so, not
 * "evaluating"; on the person's turn it evaluates. */
static void test_status_graph_says_when_it_waits(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_AI, "none");
    support_click_all(c, "h8");
    controller_graph(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE); /* no graph search beside it */
    char buf[128];
    assert_true(status_graph_progress(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "graph waiting: 0/1 moves");
    computer_plays(c, "i9");
    assert_int_equal(c->ai_purpose, AI_FOR_GRAPH);
    assert_true(status_graph_progress(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "evaluated 0/2 moves");
    free(c);
}

/* The audit's step: during the computer's think a person goes back to move 1; the
 * search's numbers ("White 67% · best g8") are of the game's position, not of the one
 * on the board, so the message names the move the computer thinks on instead. */
static void test_status_computers_think_while_browsing(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_AI, "none");
    support_click_all(c, "h8");
    computer_plays(c, "i9");
    support_click_all(c, "h9"); /* the computer thinks on move 4 */
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point("g8");
    in.score = AI_EVAL_SCALE;
    in.depth = 5;
    assert_true(controller_ai_progress(c, c->ai_request, &in));
    char buf[256];
    status_message(c, LANG_EN, NULL, buf, sizeof buf);
    assert_non_null(strstr(buf, "best g8"));
    controller_view(c, 1);
    expect_message(c, "The computer is thinking on move 4 of the game.", STATUS_DIM);
    status_message(c, LANG_RU, NULL, buf, sizeof buf);
    assert_null(strstr(buf, "g8"));
    controller_view(c, 3);
    status_message(c, LANG_EN, NULL, buf, sizeof buf);
    assert_non_null(strstr(buf, "best g8"));
    free(c);
}

/* A set-up of more than three stones names no opening: the order its first three were
 * given in is invented (h8 j8 i9 here, or h8 h9 i9: Kagetsu, whichever the search found).
 * Three set-up stones have only one order, so they keep their name. */
static void test_status_opening_name_not_of_a_setup(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    char buf[128];
    support_setup_game(g, "b=h8,i9,j8 w=h9,g9");
    controller_set_game(c, g);
    assert_false(status_opening_name(c, LANG_EN, buf, sizeof buf));
    support_setup_game(g, "b=h8,i9 w=h9");
    controller_set_game(c, g);
    assert_true(status_opening_name(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "Kagetsu (4D)");
    free(g);
    free(c);
}

/* The standard opening's name once the third stone is down (of the position shown), and
 * the analysis' message as the leader's chance, its line left to the best moves' list
 * while that is shown. */
static void test_status_opening_name_and_analysis(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    char buf[128];
    support_click_all(c, "h8 h9");
    assert_false(status_opening_name(c, LANG_EN, buf, sizeof buf));
    support_click_all(c, "i9");
    assert_true(status_opening_name(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "Kagetsu (4D)");
    assert_true(status_opening_name(c, LANG_RU, buf, sizeof buf));
    assert_string_equal(buf, "Кагэцу (4D)");
    controller_view(c, 2);
    assert_false(status_opening_name(c, LANG_EN, buf, sizeof buf));
    controller_view(c, 3);
    controller_analyse(c, true);
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point("j10");
    in.score = -AI_EVAL_SCALE; /* White to move, 27% */
    in.depth = 3;
    in.npv = 1;
    in.pv[0] = in.best;
    assert_true(controller_ai_progress(c, c->ai_request, &in));
    /* In words for a learner: the depth is the analyst's figure, beside the best moves
     * (audit 25, C7: "глибина 19" in a review). */
    expect_message(c, "Analysing: Black 73% · best j10\nExpected line (small numbered stones): j10",
                   STATUS_GOOD);
    /* Beside the best moves (each the mover's chance: "1. j10 White 27%"), the line gives
     * the side to move's too: "White 86%" above "1. g9 Black 14%" read as two verdicts
     * (audit 25, C6). */
    controller_nbest(c, 3);
    assert_true(controller_ai_progress(c, c->ai_request, &in));
    expect_message(c, "Analysing: White 27% · best j10 · depth 3", STATUS_GOOD);
    char row[96];
    i18n_eval_mover(LANG_EN, in.score, c->board.to_move, row, sizeof row);
    assert_string_equal(row, "White 27%");
    /* Ctrl+I's text, to paste into a forum: the move's number and side, the whole line in
     * board notation, the verdict once without brackets (it read "j10 (Black wins (forced,
     * 2 moves))": one move, brackets in brackets). */
    char line[256];
    in.npv = 3;
    in.pv[1] = support_point("g12");
    in.pv[2] = support_point("k9");
    controller_nbest(c, 0); /* the best moves' view off: the best line alone */
    assert_true(controller_ai_result(c, c->ai_request, &in));
    assert_true(status_analysis_line(c, LANG_EN, line, sizeof line));
    assert_string_equal(line, "Move 4, White to move: j10 g12 k9 — Black 73% · depth 3");
    assert_true(status_analysis_line(c, LANG_UK, line, sizeof line));
    assert_string_equal(line, "Хід 4, ходять білі: j10 g12 k9 — Чорні 73% · глибина 3");
    /* A proven win whose principal variation is its first move: the best moves' line. */
    controller_analyse(c, true);
    in.score = AI_WIN_SCORE - 3; /* White (to move) wins in 2 moves, proven */
    in.npv = 1;
    in.nbest = 1;
    in.best_moves[0] = in.best;
    in.best_scores[0] = in.score;
    in.best_nline[0] = 3;
    memcpy(in.best_lines[0], in.pv, 3 * sizeof in.pv[0]);
    assert_true(controller_ai_result(c, c->ai_request, &in));
    assert_true(status_analysis_line(c, LANG_EN, line, sizeof line));
    assert_string_equal(line, "Move 4, White to move: j10 g12 k9 — White wins by force in 2 moves");
    assert_true(status_analysis_line(c, LANG_RU, line, sizeof line));
    assert_string_equal(line,
                        "Ход 4, ходят белые: j10 g12 k9 — Белые выигрывают форсированно за 2 хода");
    controller_view(c, 2); /* another position: its analysis not yet */
    assert_false(status_analysis_line(c, LANG_EN, line, sizeof line));
    assert_string_equal(line, "");
    free(c);
}

/* The analysis beside the best moves (J) after 1. h8 2. h9 3. i9 4. g7 5. i7 6. i8 7. j8,
 * White to move (audit34c B1, C3): j7 27%, g10 24%, a proven loss k7; at depth 14,
 * 3,456,789 nodes in 14.2 s. */
static Controller *analysed_beside_best_moves(AiInfo *in)
{
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    support_click_all(c, "h8 h9 i9 g7 i7 i8 j8");
    controller_nbest(c, 3);
    memset(in, 0, sizeof *in);
    static const char *const MOVES[3][3] = {
        {"j7", "g10", "h10"}, {"g10", "j7", "j6"}, {"k7", "j10", "k9"}};
    static const int SCORES[3] = {-740, -850, -(AI_WIN_SCORE - 4)}; /* k7: White loses in 2 */
    in->nbest = 3;
    for (int k = 0; k < 3; k++) {
        in->best_moves[k] = support_point(MOVES[k][0]);
        in->best_scores[k] = SCORES[k];
        in->best_nline[k] = 3;
        for (int i = 0; i < 3; i++) {
            in->best_lines[k][i] = support_point(MOVES[k][i]);
        }
    }
    in->best = in->best_moves[0];
    in->score = SCORES[0];
    in->depth = 14;
    in->npv = 1;
    in->pv[0] = in->best;
    in->nodes = 3456789;
    in->nps = 243000;
    in->elapsed_ms = 14237;
    assert_true(controller_ai_progress(c, c->ai_request, in));
    return c;
}

/* An analyst judges the analysis by its figures, as renju-cli analyze prints them: under
 * the verdict its time, nodes and speed; on each best move's row its depth and raw score,
 * a proven loss as its length (audit34c B1: "White 27% · best k7 · depth 12" alone). */
static void test_status_analysis_figures_beside_best_moves(void **state)
{
    (void)state;
    AiInfo in;
    Controller *c = analysed_beside_best_moves(&in);
    expect_message(c,
                   "Analysing: White 27% · best j7 · depth 14\n"
                   "14 s · 3,456,789 nodes · 243k nodes/s",
                   STATUS_GOOD);
    char buf[512];
    status_message(c, LANG_RU, NULL, buf, sizeof buf);
    assert_non_null(strstr(buf, "\n14 с · 3\u00a0456\u00a0789 узлов · 243 тыс. узлов/с"));
    /* The rows' figures: the side to move's raw score, a minus sign before a loss. */
    static const char *const ROWS[3] = {"d14 · \u2212740", "d14 · \u2212850", "loses in 2"};
    for (int k = 0; k < 3; k++) {
        status_nbest_figures(&in, k, LANG_EN, buf, sizeof buf);
        assert_string_equal(buf, ROWS[k]);
    }
    status_nbest_figures(&in, 2, LANG_UK, buf, sizeof buf);
    assert_string_equal(buf, "програш за 2 ходи");
    /* A short search: tenths of a second, thousands grouped, the speed in nodes a second;
     * a proven win with its length; a big score grouped. */
    in.elapsed_ms = 2449;
    in.nodes = 1500;
    in.nps = 612;
    in.best_scores[0] = AI_WIN_SCORE - 5;
    in.best_scores[1] = 1234;
    status_search_figures(&in, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "2.4 s · 1,500 nodes · 612 nodes/s");
    status_search_figures(&in, LANG_BG, buf, sizeof buf);
    assert_string_equal(buf, "2,4 с · 1\u00a0500 възела · 612 възела/с");
    status_nbest_figures(&in, 0, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "win in 3");
    status_nbest_figures(&in, 1, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "d14 · +1,234");
    in.nps = 12345678;
    status_search_figures(&in, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "2.4 s · 1,500 nodes · 12M nodes/s");
    free(c);
}

/* Ctrl+I beside the best moves copies each row the card shows (its line, the mover's
 * chance, depth and raw score) under the position's head, then the figures; while the
 * analysis runs with no line yet it is pending, not off (audit34c C3: "I starts it"). */
static void test_status_analysis_copies_every_best_move(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    support_click_all(c, "h8 h9 i9 g7 i7 i8 j8");
    char line[1024];
    assert_false(status_analysis_pending(c));
    controller_analyse_live(c, true);
    assert_true(status_analysis_pending(c)); /* on, no line yet */
    assert_int_equal(status_analysis_line(c, LANG_EN, line, sizeof line), 0);
    free(c);
    AiInfo in;
    c = analysed_beside_best_moves(&in);
    assert_false(status_analysis_pending(c));
    assert_int_equal(status_analysis_line(c, LANG_EN, line, sizeof line), 3);
    assert_string_equal(line, "Move 8, White to move:\n"
                              "1. j7 g10 h10 — White 27% · depth 14 · \u2212740\n"
                              "2. g10 j7 j6 — White 24% · depth 14 · \u2212850\n"
                              "3. k7 j10 k9 — Black wins by force in 2 moves\n"
                              "14 s · 3,456,789 nodes · 243k nodes/s");
    assert_int_equal(status_analysis_line(c, LANG_RU, line, sizeof line), 3);
    assert_non_null(strstr(line, "\n1. j7 g10 h10 — Белые 27% · глубина 14 · \u2212740\n"));
    free(c);
}

/* Audit 31b, C11: in Taraguchi-10 at a stone's choice the hint said "g7 · then White 30%"
 * (the opponent's swap weighed) and the analysis "Black 75% · best h9" (the stones alone,
 * no zone, no swap), with no word why: the analysis' line says what it judges; in a free
 * game, or once the opening's rule is done, nothing is added. */
static void test_status_analysis_says_the_opening_is_left_out(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_TARAGUCHI10, SEAT_HUMAN, "none");
    support_click_all(c, "h8");
    controller_analyse(c, true);
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point("h9");
    in.score = -AI_EVAL_SCALE;
    in.depth = 3;
    in.npv = 1;
    in.pv[0] = in.best;
    assert_true(controller_ai_progress(c, c->ai_request, &in));
    char buf[512];
    status_message(c, LANG_EN, NULL, buf, sizeof buf);
    assert_non_null(strstr(buf, "Analysing (the stones alone: the opening's zone and swap left "
                                "out, which the hint weighs): Black 73% · best h9"));
    status_message(c, LANG_UK, NULL, buf, sizeof buf);
    assert_non_null(strstr(buf, "(лише камені:"));
    free(c);
}

/* The analysis' line of the shown position (its analysis answered with best, Black 73%). */
static void analysis_at(Controller *c, int view, const char *best, char *buf, size_t cap)
{
    controller_view(c, view);
    controller_analyse(c, true);
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point(best);
    in.score = c->board.to_move == STONE_BLACK ? AI_EVAL_SCALE : -AI_EVAL_SCALE;
    in.depth = 3;
    in.npv = 1;
    in.pv[0] = in.best;
    assert_true(controller_ai_progress(c, c->ai_request, &in));
    status_message(c, LANG_EN, NULL, buf, cap);
    controller_analyse(c, false);
}

/* Audit 32a A3: in the review of a Taraguchi-10 game, the position before White's stone 2
 * (its zone the 3x3) got "best h6" with no word, where the live game says the zone and
 * the swap are left out: a shown earlier position inside the opening says it too; one
 * after the opening's rule is done does not. */
static void test_status_review_analysis_says_the_opening_is_left_out(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_TARAGUCHI10, SEAT_HUMAN, "none");
    support_click_all(c, "h8 i9 g9 j7");
    assert_true(controller_decide(c, ACTION_OPTION_A));
    support_click_all(c, "h10 k10 l11 f6");
    assert_false(game_in_opening(&c->game));
    char buf[512];
    analysis_at(c, 1, "h6", buf, sizeof buf); /* after h8: White's stone 2, in the 3x3 */
    if (!strstr(buf, "(the stones alone: the opening's zone and swap left out, which the hint "
                     "weighs): ")) {
        fail_msg("%s", buf);
    }
    analysis_at(c, c->game.nactions - 1, "m12", buf, sizeof buf); /* after l11: free play */
    assert_null(strstr(buf, "the stones alone"));
    assert_non_null(strstr(buf, "best m12"));
    free(c);
}

/* In a person's game against the computer under way, the analysis' line says the analysis
 * is on in it (audit 26, item 3: "best i8" beside the running clock, said by nothing but
 * the button); between two people, and once the game is over, it is the analysis alone. */
static void test_status_analysis_against_the_computer_says_so(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_AI, "absolute 1m");
    support_click_all(c, "h8");
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point("i9");
    in.depth = 4;
    assert_true(controller_ai_result(c, c->ai_request, &in));
    controller_analyse(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    in.best = support_point("h9");
    in.score = AI_EVAL_SCALE;
    in.depth = 3;
    in.npv = 1;
    in.pv[0] = in.best;
    assert_true(controller_ai_progress(c, c->ai_request, &in));
    expect_message(c,
                   "Analysis on in a game against the computer: Black 73% · best h9\n"
                   "Expected line (small numbered stones): h9",
                   STATUS_GOOD);
    char buf[512];
    status_message(c, LANG_RU, NULL, buf, sizeof buf);
    assert_non_null(strstr(buf, "Анализ включён в партии с компьютером: Чёрные 73%"));
    assert_true(controller_resign(c)); /* over: the review's analysis */
    controller_graph(c, false);
    controller_view(c, 2); /* the analysis, still on, of the position shown */
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    assert_true(controller_ai_progress(c, c->ai_request, &in));
    expect_message(c,
                   "Analysing: Black 73% · best h9\n"
                   "Expected line (small numbered stones): h9",
                   STATUS_GOOD);
    free(c);
}

/* The graph turned on in a person's game against the computer under way says so in its
 * caption (audit 27a, item 2), as the analysis does; once the game is over, or between
 * two people, the caption says what its height means. */
static void test_status_graph_against_the_computer_says_so(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_AI, "none");
    support_click_all(c, "h8");
    controller_graph(c, true);
    assert_string_equal(status_graph_caption(c, LANG_EN),
                        "Graph on in a game against the computer");
    assert_string_equal(status_graph_caption(c, LANG_UK),
                        "Графік увімкнено в партії з комп’ютером");
    assert_true(controller_resign(c));
    assert_string_equal(status_graph_caption(c, LANG_EN), "Black's chance to win");
    free(c);
    c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    controller_graph(c, true);
    assert_string_equal(status_graph_caption(c, LANG_EN), "Black's chance to win");
    free(c);
}

/* The 26 opening names are renju's: old renju and Pente, with the same three stones,
 * name none. */
static void test_status_opening_names_only_in_renju(void **state)
{
    (void)state;
    static const RuleId OTHERS[] = {RULE_OLD_RENJU, RULE_PENTE};
    char buf[128];
    for (size_t i = 0; i < sizeof OTHERS / sizeof OTHERS[0]; i++) {
        Controller *c = new_controller(OTHERS[i], OPENING_FREE, SEAT_HUMAN, "none");
        /* Chosei's stones on the 19x19 board: the centre, then two steps diagonally. */
        int mid = c->game.board.size / 2;
        for (int k = 0; k < 3; k++) {
            assert_true(controller_click(c, pos_from_xy(mid + k, mid + k)));
        }
        assert_int_equal(c->game.nactions, 3);
        assert_int_equal(named_opening_of_board(&c->board), NAMED_CHOSEI);
        assert_false(status_opening_name(c, LANG_EN, buf, sizeof buf));
        assert_string_equal(buf, "");
        free(c);
    }
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    support_click_all(c, "h8 i9 j10");
    assert_true(status_opening_name(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "Chosei (1I)");
    free(c);
}

/* While the computer thinks its seat's line says for how long, and on a clock within what
 * (audit 34a, C3: "thinking.." only, on a slow machine's 10 s a move); the controller's
 * time drives it. */
static void test_status_thinking_says_the_seconds(void **state)
{
    (void)state;
    char line[300];
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_AI, "absolute 1m");
    support_click_all(c, "h8");
    assert_true(controller_ai_thinking(c));
    controller_tick(c, 3400);
    status_seat_line(c, NULL, LANG_EN, 1, STONE_WHITE, 0, 0, line, sizeof line);
    assert_string_equal(line,
                        "Computer, level 5 (second player): White — thinking… 3 s of about 1.9 s");
    controller_tick(c, 12999);
    status_seat_line(c, NULL, LANG_RU, 1, STONE_WHITE, 2, 1, line, sizeof line);
    assert_string_equal(line, "Компьютер: Белые — думает… 12 с из примерно 1,9 с");
    /* Narrower cards: the seconds without the budget, then the dots alone (test_ui_fit
     * found the line above past a 1024x640 card's room in Russian) */
    status_seat_line(c, NULL, LANG_RU, 1, STONE_WHITE, 3, 1, line, sizeof line);
    assert_string_equal(line, "Компьютер: Белые — думает… 12 с");
    status_seat_line(c, NULL, LANG_RU, 1, STONE_WHITE, 4, 1, line, sizeof line);
    assert_string_equal(line, "Компьютер: Белые — думает.");
    status_seat_line(c, NULL, LANG_EN, 0, STONE_BLACK, 0, -1, line, sizeof line);
    assert_null(strstr(line, "thinking")); /* the person's seat */
    free(c);
    c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_AI, "none");
    support_click_all(c, "h8");
    controller_tick(c, 1500);
    status_seat_line(c, NULL, LANG_EN, 1, STONE_WHITE, 0, 0, line, sizeof line);
    assert_string_equal(line, "Computer, level 5 (second player): White — thinking… 1 s");
    free(c);
}

/* A loaded game under review says what V does by the seats it gives back: no computer
 * "waits" in a record between people (audit 34a, C4). */
static void test_status_study_says_which_colour_the_computer_takes(void **state)
{
    (void)state;
    static const struct {
        SeatKind black, white;
        const char *said;
    } SEATS[] = {
        {SEAT_HUMAN, SEAT_AI,
         "Reviewing a loaded game. V: play on against the computer, which takes White."},
        {SEAT_AI, SEAT_HUMAN,
         "Reviewing a loaded game. V: play on against the computer, which takes Black."},
        {SEAT_AI, SEAT_AI, "Reviewing a loaded game. V: the computer plays it on, both colours."},
    };
    for (size_t i = 0; i < sizeof SEATS / sizeof SEATS[0]; i++) {
        Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
        c->opt.seat[STONE_BLACK] = SEATS[i].black;
        c->opt.seat[STONE_WHITE] = SEATS[i].white;
        controller_study(c, true);
        support_click_all(c, "h8 i9");
        expect_message(c, SEATS[i].said, STATUS_DIM);
        char ru[400];
        status_message(c, LANG_RU, NULL, ru, sizeof ru);
        assert_null(strstr(ru, "ждёт"));
        free(c);
    }
}

/* A loaded game under review says how to play on against the computer, unless it has
 * ended: then there is nothing to play on. */
static void test_status_study_of_a_finished_game_offers_no_play_on(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_AI, "none");
    support_click_all(c, "h8");
    controller_study(c, true);
    support_click_all(c, "i9");
    expect_message(c,
                   "Reviewing a loaded game. V: play on against the computer, which takes White.",
                   STATUS_DIM);
    assert_true(controller_resign(c));
    expect_message(c, "A loaded game, played to its end here.", STATUS_DIM); /* audit 31a C11 */
    controller_study(c, false);                                              /* V all the same */
    expect_message(c, "This game has ended: there is nothing to play on.", STATUS_BAD);
    free(c);
}

/* While the computer judges a draw offer the message line says so, and says the answer. */
static void test_status_draw_offer_waits_for_the_computer(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_AI, "none");
    support_click_all(c, "h8");
    computer_plays(c, "i9");
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.depth = 4;
    controller_offer_draw(c);
    expect_message(c, "The computer considers your draw offer…", STATUS_DIM);
    in.best = support_point("h9");
    in.score = -200; /* Black, to move, stands worse: White declines */
    assert_true(controller_ai_result(c, c->ai_request, &in));
    expect_message(c, "The computer declines the draw: its search says it stands better.",
                   STATUS_BAD);
    free(c);
}

/* An analysis' answer at depth 5: two best moves, first the best. */
static AiInfo two_best(const char *best, const char *second)
{
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point(best);
    in.depth = 5;
    in.nbest = 2;
    in.best_moves[0] = in.best;
    in.best_moves[1] = support_point(second);
    return in;
}

/* The marks (Ctrl+click, Shift+Ctrl+click) are said after the analysis' and the hint's
 * words, with the four blocked all the same; the best moves' list does not call the two
 * moves it was allowed "the only ones worth playing". */
static void test_status_says_the_marks(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    char buf[512];
    support_click_all(c, "h8 i9 h9");
    assert_true(controller_mark(c, support_point("j10"), false));
    assert_true(controller_mark(c, support_point("k10"), false));
    controller_nbest(c, 3);
    AiInfo in = two_best("j10", "k10");
    assert_true(controller_ai_result(c, c->ai_request, &in));
    /* (White to move: beside the best moves, its chance, as their list gives it.) */
    expect_message(c, "Analysis · only 2 moves: White 50% · best j10 · depth 5", STATUS_GOOD);
    assert_false(status_nbest_note(c, LANG_EN, buf, sizeof buf));
    status_message(c, LANG_UK, NULL, buf, sizeof buf);
    assert_non_null(strstr(buf, "лише 2 ходи"));
    /* Left out instead; set aside with no four: the words say no marked move could be
     * played, never that a four must be blocked. */
    assert_true(controller_clear_marks(c));
    assert_true(controller_mark(c, support_point("h10"), true));
    assert_true(controller_mark(c, support_point("h7"), true));
    assert_true(controller_mark(c, support_point("g7"), true));
    in.best = support_point("h10");
    in.nbest = 0;
    in.filter_overridden = true;
    assert_true(controller_ai_result(c, c->ai_request, &in));
    expect_message(c,
                   "Analysis · 3 moves left out · no marked move can be played: marks set "
                   "aside: White 50% · best h10 · depth 5",
                   STATUS_GOOD);
    /* The hint says them too; a move clears them, and the words go with them. */
    controller_analyse(c, false);
    assert_true(controller_hint(c));
    in.filter_overridden = false;
    in.best = support_point("g10");
    assert_true(controller_ai_result(c, c->ai_request, &in));
    status_message(c, LANG_EN, NULL, buf, sizeof buf);
    assert_non_null(strstr(buf, "g10"));
    assert_non_null(strstr(buf, " · 3 moves left out"));
    support_click_all(c, "g10");
    assert_false(status_marks_note(c, LANG_EN, false, buf, sizeof buf));
    free(c);
}

/* A Ctrl+click whose marks nothing would use says why (it did nothing, and said nothing):
 * no engine runs the analysis or the hint; a network game under way, where they wait for
 * its end. Nothing is marked, no stone played. */
static void test_status_marks_without_an_engine_say_why(void **state)
{
    (void)state;
    static const struct {
        bool engine;
        SeatKind second;
        const char *en;
    } CASES[] = {
        {false, SEAT_HUMAN,
         "Nothing marked: Ctrl+click marks points for the analysis and the hint, which need "
         "the built-in engine, and it is not running."},
        {true, SEAT_REMOTE,
         "Nothing marked: Ctrl+click marks points for the analysis and the hint, which wait "
         "for the end of a network game."},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        Controller *c = new_controller(RULE_RENJU, OPENING_FREE, CASES[i].second, "none");
        if (!CASES[i].engine) {
            ControllerOptions opt = c->opt;
            controller_init(c, &opt, NULL); /* no engine */
        }
        support_click_all(c, "h8");
        assert_false(controller_mark(c, support_point("j10"), i == 1));
        assert_false(ai_filter_on(&c->marks));
        assert_int_equal(c->game.nactions, 1);
        expect_message(c, CASES[i].en, STATUS_BAD);
        char buf[512];
        status_message(c, i == 0 ? LANG_RU : LANG_UK, NULL, buf, sizeof buf);
        assert_non_null(strstr(buf, "Ctrl+"));
        assert_null(strstr(buf, "marked"));
        free(c);
    }
}

/* Audit 23 B2: "only" a foul of the side to move is refused, and the foul said, so the
 * analysis never claims a four to block that is not there; a real four is said. */
static void test_status_marks_refuse_a_foul_and_say_a_real_four(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    char buf[512];
    /* . . . . X  10      j8 is Black's double three (h8 i8 _ and j9 j10 above it);
     * . . . . X   9      a1 a3 a5 a7 White's, far away.
     * . . X X .   8
     *   f g h i j  */
    support_click_all(c, "h8 a1 i8 a3 j9 a5 j10 a7");
    assert_false(controller_mark(c, support_point("j8"), false));
    assert_int_equal(c->msg, CTL_MSG_FORBIDDEN);
    assert_false(ai_filter_on(&c->marks));
    status_message(c, LANG_EN, NULL, buf, sizeof buf);
    assert_non_null(strstr(buf, "j8"));
    assert_non_null(strstr(buf, "three"));
    /* "Never" there is harmless and kept. */
    assert_true(controller_mark(c, support_point("j8"), true));
    free(c);
    /* White's four on a1-a4: Black must block on a5 whatever is marked. */
    c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    support_click_all(c, "h8 a1 h9 a2 o15 a3 o14 a4");
    assert_true(controller_mark(c, support_point("j10"), false));
    controller_analyse(c, true);
    AiInfo in = {.best = support_point("a5"), .depth = 5, .filter_overridden = true};
    assert_true(controller_ai_result(c, c->ai_request, &in));
    status_message(c, LANG_EN, NULL, buf, sizeof buf);
    assert_non_null(
        strstr(buf, "Analysis · only 1 move · the four must be blocked: marks set aside"));
    free(c);
}

/* The N-best view says when the finished analysis found fewer moves worth playing than
 * it was asked for (the others lose, or the move is forced), rather than silently fewer. */
static void test_status_nbest_says_when_it_found_fewer(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    char buf[128];
    support_click_all(c, "h8 h9 i9");
    controller_nbest(c, 3);
    AiInfo in = two_best("j10", "g7");
    assert_true(controller_ai_progress(c, c->ai_request, &in));
    assert_false(status_nbest_note(c, LANG_EN, buf, sizeof buf)); /* still searching */
    assert_true(controller_ai_result(c, c->ai_request, &in));
    assert_int_equal(status_nbest_found(&c->analysis), 2);
    assert_true(status_nbest_note(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "Only 2 moves are worth playing here");
    assert_true(status_nbest_note(c, LANG_RU, buf, sizeof buf));
    assert_string_equal(buf, "Стоит играть только 2 хода");
    /* A forced move: the search gives its one answer without a list. */
    controller_nbest(c, 3);
    in.nbest = 0;
    assert_true(controller_ai_result(c, c->ai_request, &in));
    assert_int_equal(status_nbest_found(&c->analysis), 1);
    assert_true(status_nbest_note(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "Only 1 move is worth playing here");
    /* A proven win ends the search with the moves the threat solver proved: the others
     * are unproven, not shown to be worse (audit 15a: "Only 1 move is worth playing
     * here" while a second move also won by force). */
    controller_nbest(c, 3);
    in.score = AI_WIN_SCORE - 9;
    in.nbest = 2;
    assert_true(controller_ai_result(c, c->ai_request, &in));
    assert_true(status_nbest_note(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "2 moves proven to win by force; others not proven");
    in.score = 0;
    /* As many as asked: nothing to say. */
    controller_nbest(c, 3);
    in.nbest = 3;
    in.best_moves[2] = support_point("k11");
    assert_true(controller_ai_result(c, c->ai_request, &in));
    assert_false(status_nbest_note(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "");
    free(c);
}

/* Audit 24 B2: in a lost position (White's four j4-j7 is blocked only at j8, Black's
 * 3x3) the best-moves view said "Only 1 move is worth playing here" beside a 0% badge.
 * A proven loss says every move loses and who wins; a loss by the search alone says
 * nothing there (each row says "White wins (by the search)"), never "worth playing". */
static void test_status_nbest_in_a_lost_position(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    char buf[128];
    support_click_all(c, "h8 j4 i8 j5 k9 a1 l10 j6 j3 j7");
    controller_nbest(c, 3);
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point("h7");
    in.depth = 3;
    in.score = -(AI_WIN_SCORE - 2); /* White's five two plies on */
    assert_true(controller_ai_result(c, c->ai_request, &in));
    assert_true(status_nbest_note(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "Every move loses: White wins by force");
    assert_true(status_nbest_note(c, LANG_BG, buf, sizeof buf));
    assert_null(strstr(buf, "струва"));
    /* Three moves asked, three found, all lost: said all the same. */
    controller_nbest(c, 3);
    in.nbest = 3;
    in.best_moves[0] = in.best;
    in.best_moves[1] = support_point("j8");
    in.best_moves[2] = support_point("g7");
    assert_true(controller_ai_result(c, c->ai_request, &in));
    assert_true(status_nbest_note(c, LANG_EN, buf, sizeof buf));
    assert_string_equal(buf, "Every move loses: White wins by force");
    /* The search's verdict without a proof: no claim either way. */
    controller_nbest(c, 3);
    in.nbest = 0;
    in.score = -(AI_WIN_SCORE - AI_WIN_UNPROVEN - 6);
    assert_true(controller_ai_result(c, c->ai_request, &in));
    assert_false(status_nbest_note(c, LANG_EN, buf, sizeof buf));
    free(c);
}

/* The hint in a lost position says every move loses, as the best moves do, and names the
 * move only as the longest defence ("Hint: h9 · White wins (forced, 1 move)" beside "Every
 * move loses", audit 25, C5);
 * when White's four has one five point and it is Black's foul (j8, a double-three, in the
 * audit's position), which point and why. */
static void test_status_hint_in_a_lost_position(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    support_click_all(c, "h8 e7 h6 f7 j10 g7 d7 f5 e4 g6 o8 k8 f6 l8 g8 n8 e8 h7 i7 i8 j9 m8");
    assert_int_equal(c->game.nactions, 22);
    assert_true(controller_hint(c));
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point("h9");
    in.depth = 1;
    in.score = -(AI_WIN_SCORE - 2); /* White's five after any move: proven */
    assert_true(controller_ai_result(c, c->ai_request, &in));
    expect_message(c,
                   "Every move loses: the only point that stops the five, j8, is forbidden for "
                   "Black (double-three).",
                   STATUS_BAD);
    char buf[256];
    status_message(c, LANG_UK, NULL, buf, sizeof buf);
    assert_null(strstr(buf, "h9"));
    assert_non_null(strstr(buf, "j8"));
    assert_int_equal(status_hint_longest(c), POS_NONE); /* every move loses at once */
    free(c);
    /* No four, no foul (White to move, its loss proven): the best moves' words, and the
     * move that loses slowest, the search's best (audit 31a, C4: no move was named). */
    c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    support_click_all(c, "h8 i9 h9");
    assert_true(controller_hint(c));
    in.best = support_point("h10");
    assert_true(controller_ai_result(c, c->ai_request, &in));
    expect_message(c, "Every move loses: Black wins by force · the longest defence: h10",
                   STATUS_BAD);
    assert_int_equal(status_hint_longest(c), support_point("h10"));
    status_message(c, LANG_BG, NULL, buf, sizeof buf);
    assert_non_null(strstr(buf, "най-упоритата защита: h10"));
    free(c);
}

/* The hint's message: the point, then its evaluation after a separator, no parentheses
 * inside parentheses ("Hint: h8 · even position (50%)"), and the depth of the search
 * behind it, as the analysis line's (audit 18a #6); a proof's words need none. */
static void test_status_hint_message(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    support_click_all(c, "h8 i9");
    assert_true(controller_hint(c));
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point("g9");
    in.depth = 4;
    assert_true(controller_ai_result(c, c->ai_request, &in));
    expect_message(c, "Hint: g9 · even position (50%) · depth 4", STATUS_GOOD);
    char buf[256];
    status_message(c, LANG_RU, NULL, buf, sizeof buf);
    assert_string_equal(buf, "Подсказка: g9 · равная позиция (50%) · глубина 4");
    /* The search's own win: its verdict and its depth, never "forced". */
    c->hint = POS_NONE;
    assert_true(controller_hint(c));
    in.score = ai_score_unproven(AI_WIN_SCORE - 9);
    in.depth = 12;
    assert_true(controller_ai_result(c, c->ai_request, &in));
    expect_message(c, "Hint: g9 · Black is winning (search, 99%) · depth 12", STATUS_GOOD);
    /* A proof: forced, no depth. */
    c->hint = POS_NONE;
    assert_true(controller_hint(c));
    in.score = AI_WIN_SCORE - 5;
    in.depth = 1;
    assert_true(controller_ai_result(c, c->ai_request, &in));
    expect_message(c, "Hint: g9 · Black wins (forced, 3 moves)", STATUS_GOOD);
    free(c);
}

/* Audit 28, C12: a file Open, a drop or --load refuses is named in the notice, and a .lib
 * is spoken of as a library: "Not loaded — byte 3814152: ..." named neither. */
static void test_status_not_loaded_names_the_file_and_the_library(void **state)
{
    (void)state;
    RecordError err;
    record_error(&err, RECORD_R_LIB_COMMENT, "/home/a/big1m-trunc.lib", 0, NULL, 0);
    err.offset = 3814152;
    record_error_finish(&err);
    Notice nt;
    char buf[900];
    status_notice_not_loaded(&nt, "/home/a/big1m-trunc.lib", &err);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "Library not loaded — big1m-trunc.lib: byte 3814152: a comment runs "
                             "past the end of the file. The game on the board is unchanged.");
    status_notice_text(&nt, LANG_BG, buf, sizeof buf);
    assert_non_null(strstr(buf, "Библиотеката не е заредена — big1m-trunc.lib: байт 3814152: "));
    /* A game record: named, "Not loaded"; a file's own trouble names it once. */
    record_error(&err, RECORD_R_NOT_SGF, "/home/a/g.sgf", 0, NULL, 0);
    err.offset = 0;
    record_error_finish(&err);
    status_notice_not_loaded(&nt, "/home/a/g.sgf", &err);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_non_null(strstr(buf, "Not loaded — g.sgf: byte 0: "));
    record_error(&err, RECORD_R_NOT_LIB, "/home/a/junk.lib", 0, NULL, 0);
    status_notice_not_loaded(&nt, "/home/a/junk.lib", &err);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "Library not loaded — junk.lib: not a RenLib file (no RenLib "
                             "header). The game on the board is unchanged.");
}

/* settings.conf's notice: how many lines were not understood, in the count's plural
 * form in each language, the first two with their reasons, and a setting given twice
 * with the value used. */
static void test_status_settings_notice_counts_lines_and_names_a_key_twice(void **state)
{
    (void)state;
    static const char TEXT[] = "colour = blue\n"
                               "ai_level = 3\n"
                               "ai_level = 12\n"
                               "sound = 2\n"
                               "ai_level = 7\n";
    Settings *s = calloc(1, sizeof *s);
    assert_non_null(s);
    settings_defaults(s, "en");
    settings_parse(s, TEXT, sizeof TEXT - 1);
    RecordError a, b;
    assert_true(settings_trouble(s, 0, "settings.conf", &a));
    assert_true(settings_trouble(s, 1, "settings.conf", &b));
    Notice nt;
    char buf[900];
    status_notice_settings(&nt, s->nbad, &a, &b, s->twice_key, s->twice_times, s->twice_line,
                           s->twice_value);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_string_equal(
        buf, "settings.conf: 3 lines are not understood. Line 1: unknown setting "
             "'colour' — kept as written. Line 3: '12' is out of range 1..10 — "
             "kept as written. And 1 more line not understood. 'ai_level' is set on 2 lines: line "
             "5's value, 7, is used.");
    status_notice_text(&nt, LANG_UK, buf, sizeof buf);
    assert_non_null(strstr(buf, "settings.conf: 3 рядки"));
    assert_non_null(strstr(buf, "Рядок 1: невідоме налаштування «colour»"));
    assert_non_null(strstr(buf, "Рядок 3: «12»"));
    assert_non_null(strstr(buf, "«ai_level» задано в 2 рядках; діє значення з рядка 5: 7."));
    /* More lines than the two the panel says: how many more (audit 23's C4). */
    status_notice_settings(&nt, 6, &a, &b, NULL, 0, 0, NULL);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_non_null(strstr(buf, "— kept as written. And 4 more lines not understood."));
    status_notice_text(&nt, LANG_RU, buf, sizeof buf);
    assert_non_null(strstr(buf, "И ещё 4 нераспознанные строки."));
    status_notice_settings(&nt, 3, &a, &b, NULL, 0, 0, NULL);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_non_null(strstr(buf, "And 1 more line not understood."));
    /* One line: the singular; the key given twice alone is the whole notice. */
    status_notice_settings(&nt, 1, &a, NULL, NULL, 0, 0, NULL);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "settings.conf: 1 line is not understood. Line 1: unknown setting "
                             "'colour' — kept as written.");
    status_notice_settings(&nt, 0, NULL, NULL, "ai_level", 3, 5, "7");
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "settings.conf: 'ai_level' is set on 3 lines: line 5's value, 7, "
                             "is used.");
    /* Every language's plural forms: 1, 3, 5, 21, 22 lines. */
    static const struct {
        Lang lang;
        int n;
        const char *says;
    } FORMS[] = {
        {LANG_UK, 1, "1 рядок"},   {LANG_UK, 3, "3 рядки"},  {LANG_UK, 5, "5 рядків"},
        {LANG_UK, 21, "21 рядок"}, {LANG_RU, 1, "1 строка"}, {LANG_RU, 22, "22 строки"},
        {LANG_RU, 5, "5 строк"},   {LANG_BG, 1, "1 ред"},    {LANG_BG, 5, "5 реда"},
        {LANG_EN, 21, "21 lines"},
    };
    for (size_t i = 0; i < sizeof FORMS / sizeof FORMS[0]; i++) {
        status_notice_settings(&nt, FORMS[i].n, &a, NULL, NULL, 0, 0, NULL);
        status_notice_text(&nt, FORMS[i].lang, buf, sizeof buf);
        if (!strstr(buf, FORMS[i].says)) {
            fail_msg("%d lines in %s: \"%s\"", FORMS[i].n, i18n_lang_code(FORMS[i].lang), buf);
        }
    }
    /* Not text: left out, its count of more such lines in no plural noun. */
    static const char BINARY[] = "\x01\n\x02\n";
    settings_defaults(s, "en");
    settings_parse(s, BINARY, sizeof BINARY - 1);
    assert_true(settings_trouble(s, 0, "settings.conf", &a));
    status_notice_settings(&nt, s->nbad, &a, NULL, NULL, 0, 0, NULL);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "settings.conf: 2 lines are not understood. Line 1: not text "
                             "(control bytes or broken UTF-8); left out, with 1 more like it "
                             "after it.");
    /* Fifteen such lines, then three bad values: the lines the sentences leave out are
     * the last two, not 16 (audit 29a). */
    char mixed[200];
    size_t n = 0;
    for (int i = 0; i < 15; i++) {
        text_append(mixed, sizeof mixed, &n, "\xff\xfe\n");
    }
    text_append(mixed, sizeof mixed, &n, "show_numbers = 7\nvolume = -99999\nfont_scale = 2\n");
    settings_defaults(s, "en");
    settings_parse(s, mixed, n);
    assert_int_equal(s->nbad, 18);
    assert_true(settings_trouble(s, 0, "settings.conf", &a));
    assert_true(settings_trouble(s, 1, "settings.conf", &b));
    status_notice_settings(&nt, s->nbad, &a, &b, NULL, 0, 0, NULL);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_non_null(strstr(buf, "with 14 more like it after it. Line 16: "));
    assert_non_null(strstr(buf, "kept as written. And 2 more lines not understood."));
    free(s);
}

/* A notice keeps its message and argument, not words: it is worded in the language it
 * is shown in, each kind of argument in that language's form. */
static void test_status_notice_worded_when_shown(void **state)
{
    (void)state;
    Notice nt;
    char buf[600];
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "a.renju", NULL);
    assert_true(status_notice_on(&nt));
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "Loaded a.renju");
    status_notice_text(&nt, LANG_UK, buf, sizeof buf);
    assert_string_equal(buf, "Відкрито a.renju");
    status_notice_set(&nt, S_MSG_PASTED, false, NOTICE_NUMBER, 5, NULL, NULL);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "Pasted a game of 5 moves");
    status_notice_text(&nt, LANG_UK, buf, sizeof buf);
    assert_string_equal(buf, "Вставлено партію з 5 ходів");
    status_notice_set(&nt, S_SOUND, false, NOTICE_NUMBER, 70, NULL, NULL);
    status_notice_text(&nt, LANG_UK, buf, sizeof buf);
    assert_string_equal(buf, "Звук 70%");
    /* Copy names Copy as SGF's keys (audit 32a C7). */
    status_notice_set(&nt, S_MSG_COPIED, false, NOTICE_NAME, 0, "Shift+Ctrl+C", NULL);
    status_notice_text(&nt, LANG_UK, buf, sizeof buf);
    assert_string_equal(buf, "Ходи скопійовано в буфер обміну; Shift+Ctrl+C копіює весь запис як "
                             "SGF.");
    status_notice_set(&nt, S_MSG_NOT_SAVED, true, NOTICE_ENGLISH, 0, "disk full", NULL);
    status_notice_text(&nt, LANG_UK, buf, sizeof buf);
    assert_string_equal(buf, "Не збережено — «disk full» (англійською)");
    /* A refusal: its reason worded in each language as the catalogue words it. */
    RecordError err;
    record_error(&err, RECORD_R_IS_DIRECTORY, "games", 0, NULL, 0);
    status_notice_set(&nt, S_MSG_NOT_SAVED, true, NOTICE_REASON, 0, NULL, &err);
    for (int l = 0; l < LANG_COUNT; l++) {
        char why[400], want[600];
        i18n_record_error((Lang)l, &err, why, sizeof why);
        snprintf(want, sizeof want, i18n_text((Lang)l, S_MSG_NOT_SAVED), why);
        status_notice_text(&nt, (Lang)l, buf, sizeof buf);
        assert_string_equal(buf, want);
    }
    /* A reason that says "not saved" itself is not prefixed with it again. */
    record_error(&err, RECORD_R_NO_TEMPORARY, "/home/ann/game.renju", ENAMETOOLONG, "/home/ann", 0);
    status_notice_not_saved(&nt, &err);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_string_equal(
        buf, "game.renju: not saved: no file can be made in the folder /home/ann: the name is "
             "too long");
    /* A folder that makes no file: said as the folder's, in the player's words, not as the
     * temporary file the save starts with (audit 26, item 6). */
    record_error(&err, RECORD_R_FOLDER_NO_FILES, "/proc/mygame.renju", 0, "/proc", 0);
    status_notice_not_saved(&nt, &err);
    status_notice_text(&nt, LANG_RU, buf, sizeof buf);
    assert_string_equal(buf, "mygame.renju: не сохранено: папка /proc не принимает новых "
                             "файлов: выберите другую");
    record_error(&err, RECORD_R_PATH_TOO_LONG, "game.renju", 0, NULL, 0);
    status_notice_not_saved(&nt, &err);
    status_notice_text(&nt, LANG_EN, buf, sizeof buf);
    assert_string_equal(buf, "Not saved — game.renju: the path is too long");
    /* Under the status card, in the tone of a fault; cleared, nothing. */
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    char want[600];
    status_notice_text(&nt, LANG_BG, want, sizeof want);
    assert_int_equal(status_message(c, LANG_BG, &nt, buf, sizeof buf), STATUS_BAD);
    assert_string_equal(buf, want);
    status_notice_clear(&nt);
    assert_false(status_notice_on(&nt));
    assert_int_equal(status_notice_text(&nt, LANG_EN, buf, sizeof buf), 0);
    status_message(c, LANG_EN, &nt, buf, sizeof buf);
    assert_string_equal(buf, "");
    free(c);
}

/* The legend of the crosses: whose fouls they are. */
static void test_status_foul_legend(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_HUMAN, "none");
    support_click_all(c, "h8 a1 i8 a2 j10 a3 j9 a4"); /* j8: a double three for Black */
    assert_true(controller_is_forbidden(c, support_point("j8")));
    assert_string_equal(status_foul_legend(c, LANG_EN), "forbidden for Black");
    support_click_all(c, "o1");
    assert_string_equal(status_foul_legend(c, LANG_EN), "Black may not play here (White may)");
    free(c);
}

/* The status card names what ended the game, each kind in its own words: a winning
 * overline is no "five in a row" (White's six in renju, Black's six in gomoku), and
 * every other ending, in English and in Russian. */
static void test_status_card_names_every_ending(void **state)
{
    (void)state;
    static const struct {
        RuleId rule;
        const char *moves;
        ActionKind last; /* an action after the moves, or ACTION_MOVE for none */
        const char *en, *ru;
    } CASES[] = {
        {RULE_RENJU, "h8 a1 i8 a2 j8 a3 k8 a4 l8", ACTION_MOVE, "Black wins — five in a row",
         "Чёрные выиграли — пятёрка"},
        {RULE_RENJU, "h8 b2 n14 c2 a14 d2 n1 e2 h13 g2 a10 f2", ACTION_MOVE,
         "White wins — overline (six or more in a row)",
         "Белые выиграли — длинный ряд (шесть и более подряд)"},
        {RULE_GOMOKU, "h8 a1 i8 a2 j8 a3 l8 a5 m8 n1 k8", ACTION_MOVE,
         "Black wins — overline (six or more in a row)",
         "Чёрные выиграли — длинный ряд (шесть и более подряд)"},
        {RULE_RENJU, "h8", ACTION_RESIGN, "Black wins — White resigned",
         "Чёрные выиграли — белые сдались"},
        {RULE_RENJU, "h8 i9", ACTION_RESIGN, "White wins — Black resigned",
         "Белые выиграли — чёрные сдались"},
        {RULE_RENJU, "h8", ACTION_TIMEOUT, "Black wins — White lost on time",
         "Чёрные выиграли — белые проиграли по времени"},
        {RULE_RENJU, "h8 i9", ACTION_DRAW, "Draw — by agreement", "Ничья — по согласию"},
        {RULE_RENJU, "h8 pass pass", ACTION_MOVE, "Draw — two passes", "Ничья — два паса подряд"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        Controller *c = new_controller(CASES[i].rule, OPENING_FREE, SEAT_HUMAN, "none");
        Game *g = support_game(CASES[i].rule, CASES[i].moves);
        Action last = {.kind = CASES[i].last};
        assert_true(last.kind == ACTION_MOVE || game_apply(g, &last, NULL));
        controller_set_game(c, g);
        free(g);
        expect_headline(c, CASES[i].en,
                        c->game.result == RESULT_WHITE_WINS   ? STONE_WHITE
                        : c->game.result == RESULT_BLACK_WINS ? STONE_BLACK
                                                              : STONE_EMPTY);
        char buf[256];
        Stone s;
        status_headline(c, LANG_RU, &s, buf, sizeof buf);
        assert_string_equal(buf, CASES[i].ru);
        free(c);
    }
    /* The endings no short game reaches, and a record's summary (the file dialog). */
    static const struct {
        GameResult result;
        ResultReason reason;
        int nfive;
        const char *en;
    } OF[] = {
        {RESULT_DRAW, REASON_FULL_BOARD, 0, "Draw — full board"},
        {RESULT_DRAW, REASON_NO_FIVE, 0, "Draw — no five possible"},
        {RESULT_DRAW, REASON_NO_FIVE_STONES, 0, "Draw — no five possible with the stones left"},
        {RESULT_WHITE_WINS, REASON_CAPTURES, 0, "White wins — five captures"},
        {RESULT_WHITE_WINS, REASON_STONES_EXHAUSTED, 0, "White wins — Black used all its stones"},
        {RESULT_WHITE_WINS, REASON_FIVE, 7, "White wins — overline (six or more in a row)"},
        {RESULT_BLACK_WINS, REASON_FIVE, 5, "Black wins — five in a row"},
    };
    for (size_t i = 0; i < sizeof OF / sizeof OF[0]; i++) {
        char buf[256];
        i18n_result_of(LANG_EN, OF[i].result, OF[i].reason, OF[i].nfive, buf, sizeof buf);
        assert_string_equal(buf, OF[i].en);
    }
}

/* An outside engine plays the computer's moves: its name (from ABOUT) names the seat,
 * cut with "…" on a narrow card, and the computer's again once it is gone. */
static void test_status_seat_names_the_outside_engine(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_AI, "none");
    controller_set_engine_name(c, "Carbon Gomoku Deluxe 2024");
    expect_seat(c, 1, 0, -1, "Carbon Gomoku Deluxe 2024 (second player): White");
    expect_seat(c, 1, 1, -1, "Carbon Gomoku Deluxe 2024: White");
    expect_seat(c, 1, 2, -1, "Carbon Gomoku De…: White");
    expect_seat(c, 0, 0, -1, "You (first player): Black");
    controller_set_engine_name(c, "Fake 0.1");
    expect_seat(c, 1, 2, -1, "Fake 0.1: White");
    controller_set_engine_name(c, "");
    expect_seat(c, 1, 0, -1, "Computer, level 5 (second player): White");
    free(c);
}

/* While an outside engine thinks on the computer's move, the message line says its last
 * MESSAGE; nothing once it has answered, nor from our own AI. */
static void test_status_says_the_engine_message(void **state)
{
    (void)state;
    Controller *c = new_controller(RULE_RENJU, OPENING_FREE, SEAT_AI, "none");
    controller_set_engine_name(c, "Fake 0.1");
    controller_set_engine_message(c, "depth 12, looking at j9");
    char buf[512];
    status_message(c, LANG_EN, NULL, buf, sizeof buf);
    assert_null(strstr(buf, "says")); /* the person is to move */
    assert_true(controller_click(c, support_point("h8")));
    expect_message(c, "Fake 0.1 says: depth 12, looking at j9", STATUS_DIM);
    status_message(c, LANG_RU, NULL, buf, sizeof buf);
    assert_string_equal(buf, "Fake 0.1 сообщает: depth 12, looking at j9");
    controller_set_engine_message(c, "");
    status_message(c, LANG_EN, NULL, buf, sizeof buf);
    assert_null(strstr(buf, "says"));
    free(c);
}

int main(void)
{
    renju_init();
    support_load_translations();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_status_short_name_keeps_the_ending),
        cmocka_unit_test(test_status_seat_names_the_outside_engine),
        cmocka_unit_test(test_status_not_loaded_names_the_file_and_the_library),
        cmocka_unit_test(test_status_settings_notice_counts_lines_and_names_a_key_twice),
        cmocka_unit_test(test_status_says_the_engine_message),
        cmocka_unit_test(test_status_taraguchi_zones_branches_and_proposals),
        cmocka_unit_test(test_status_seat_line_names_a_records_players),
        cmocka_unit_test(test_status_score_sheet_words),
        cmocka_unit_test(test_status_computer_seat),
        cmocka_unit_test(test_status_network_opponent_decides),
        cmocka_unit_test(test_status_swap2_first_five_stones),
        cmocka_unit_test(test_status_swap2_swap_after_three),
        cmocka_unit_test(test_status_swap2_computer_swaps_names_stone_four),
        cmocka_unit_test(test_status_every_swap_names_the_next_step),
        cmocka_unit_test(test_status_refusal_is_red_alone),
        cmocka_unit_test(test_status_notice_keeps_the_opening_step),
        cmocka_unit_test(test_status_soosorv_stone_four_says_what_follows),
        cmocka_unit_test(test_status_clock_messages_and_loss_on_time),
        cmocka_unit_test(test_status_game_over_browsing_and_refusal),
        cmocka_unit_test(test_status_card_names_every_ending),
        cmocka_unit_test(test_status_colours_while_browsing),
        cmocka_unit_test(test_status_foul_legend),
        cmocka_unit_test(test_status_notice_worded_when_shown),
        cmocka_unit_test(test_status_graph_progress),
        cmocka_unit_test(test_status_numbers_agree_with_the_move_list),
        cmocka_unit_test(test_status_graph_says_when_it_waits),
        cmocka_unit_test(test_status_computers_think_while_browsing),
        cmocka_unit_test(test_status_opening_name_and_analysis),
        cmocka_unit_test(test_status_analysis_says_the_opening_is_left_out),
        cmocka_unit_test(test_status_review_analysis_says_the_opening_is_left_out),
        cmocka_unit_test(test_status_analysis_against_the_computer_says_so),
        cmocka_unit_test(test_status_graph_against_the_computer_says_so),
        cmocka_unit_test(test_status_opening_name_not_of_a_setup),
        cmocka_unit_test(test_status_opening_names_only_in_renju),
        cmocka_unit_test(test_status_study_of_a_finished_game_offers_no_play_on),
        cmocka_unit_test(test_status_study_says_which_colour_the_computer_takes),
        cmocka_unit_test(test_status_thinking_says_the_seconds),
        cmocka_unit_test(test_status_draw_offer_waits_for_the_computer),
        cmocka_unit_test(test_status_nbest_says_when_it_found_fewer),
        cmocka_unit_test(test_status_analysis_figures_beside_best_moves),
        cmocka_unit_test(test_status_analysis_copies_every_best_move),
        cmocka_unit_test(test_status_nbest_in_a_lost_position),
        cmocka_unit_test(test_status_says_the_marks),
        cmocka_unit_test(test_status_marks_without_an_engine_say_why),
        cmocka_unit_test(test_status_marks_refuse_a_foul_and_say_a_real_four),
        cmocka_unit_test(test_status_hint_message),
        cmocka_unit_test(test_status_hint_in_a_lost_position),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

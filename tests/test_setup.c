/* Renju - MIT licence, see LICENSE.
 *
 * A position set up stone by stone made into a game (setup.h, controller_setup.h): the
 * side to move from the counts, an order of legal moves played through the game layer,
 * and each refusal with its reason (the counts, a five, a Black foul already played,
 * no Black stone on the centre, no legal order); the window's set-up board leaves the
 * game alone until Done, and its game goes on as any other.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai.h"
#include "controller_setup.h"
#include "keymap.h"
#include "i18n.h"
#include "status.h"
#include "position.h"
#include "record.h"
#include "review.h"
#include "setup.h"
#include "status.h"
#include "symmetry.h"
#include "test_files.h"
#include "test_support.h"

typedef struct Fixture {
    Game game;
    Board board;
    SetupError err;
} Fixture;

static int fixture_setup(void **state)
{
    Fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    *state = f;
    return 0;
}

static int fixture_teardown(void **state)
{
    free(*state);
    return 0;
}

/* Builds the stones of text (on rule's board) into f->game; returns setup_build's answer. */
static bool build(Fixture *f, RuleId rule, const char *text)
{
    const RuleSet *rs = rules_get(rule);
    char err[200];
    assert_true(position_parse(text, strlen(text), rs->board_size, &f->board, err, sizeof err));
    return setup_build(&f->game, rs, &f->board, STONE_EMPTY, &f->err);
}

/* The game holds exactly the stones of f->board. */
static void assert_same_stones(const Fixture *f)
{
    for (int y = 0; y < f->board.size; y++) {
        for (int x = 0; x < f->board.size; x++) {
            Pos p = pos_from_xy(x, y);
            assert_int_equal(board_at(&f->game.board, p), board_at(&f->board, p));
        }
    }
}

static void test_setup_one_black_more_gives_white_to_move(void **state)
{
    Fixture *f = *state;
    assert_true(build(f, RULE_RENJU, "b=h8,j8 w=i9"));
    assert_int_equal(game_to_move(&f->game), STONE_WHITE);
    assert_int_equal(f->game.nactions, 3);
    assert_int_equal(f->game.opening, OPENING_FREE);
    assert_false(game_over(&f->game));
    assert_same_stones(f);
    /* It is a game: White plays on, and undo takes the move back. */
    assert_true(game_play(&f->game, support_point("k7"), NULL));
    assert_true(game_undo(&f->game));
    assert_int_equal(game_to_move(&f->game), STONE_WHITE);
}

static void test_setup_equal_counts_give_black_to_move(void **state)
{
    Fixture *f = *state;
    assert_true(build(f, RULE_RENJU, "b=h8,i8,g9 w=h9,i9,j10"));
    assert_int_equal(game_to_move(&f->game), STONE_BLACK);
    assert_int_equal(f->game.nactions, 6);
    assert_same_stones(f);
}

/* A double four's crossing point is played before its lines are full: every stone of
 * the shape is then legal where it lands. */
static void test_setup_orders_a_double_four_shape_legally(void **state)
{
    Fixture *f = *state;
    /* Black's d4 crosses the four d4-g4 and the four d4-d7: played last it would be a
     * double four, so it comes first. */
    assert_true(
        build(f, RULE_RENJU, "b=h8,d4,e4,f4,g4,d5,d6,d7 w=a15,c15,e15,g15,i15,k15,m15,o15"));
    assert_int_equal(game_to_move(&f->game), STONE_BLACK);
    Board *b = &f->board;
    board_set(b, support_point("d4"), STONE_EMPTY);
    assert_int_equal(rules_check_move(rules_get(RULE_RENJU), b, support_point("d4"), STONE_BLACK),
                     VERDICT_DOUBLE_FOUR);
    board_set(b, support_point("d4"), STONE_BLACK);
    assert_same_stones(f);
}

/* A move list that is a legal game keeps its order as the set-up (renju-cli setup
 * re-ordered one: audit 21, C9); one whose last stone would be a foul gets an order that
 * is legal. */
static void test_setup_keeps_a_legal_move_order(void **state)
{
    Fixture *f = *state;
    static const char *const KEPT[] = {"h8", "i9", "h9", "h10", "g8"};
    Pos order[5];
    for (int i = 0; i < 5; i++) {
        order[i] = support_point(KEPT[i]);
    }
    const RuleSet *rs = rules_get(RULE_RENJU);
    char err[200];
    assert_true(position_parse("h8 i9 h9 h10 g8", 15, 15, &f->board, err, sizeof err));
    assert_true(setup_build_order(&f->game, rs, &f->board, order, 5, STONE_EMPTY, &f->err));
    assert_int_equal(f->game.setup, 5);
    for (int i = 0; i < 5; i++) {
        assert_int_equal(f->game.actions[i].pos, order[i]);
    }
    /* j10 last makes a double-three: that order is not played, another is. */
    static const char *const FOUL[] = {"h8",  "a1", "h10", "a3",  "i10", "a5",
                                       "j11", "a7", "j12", "o15", "j10"};
    Pos foul[11];
    for (int i = 0; i < 11; i++) {
        foul[i] = support_point(FOUL[i]);
    }
    const char *text = "h8 a1 h10 a3 i10 a5 j11 a7 j12 o15 j10";
    assert_true(position_parse(text, strlen(text), 15, &f->board, err, sizeof err));
    assert_true(setup_build_order(&f->game, rs, &f->board, foul, 11, STONE_EMPTY, &f->err));
    assert_int_equal(f->game.setup, 11);
    assert_true(f->game.actions[10].pos != foul[10]);
    assert_same_stones(f);
}

/* Counts no game has are a study position: the side with fewer stones moves. */
static void test_setup_counts_that_fit_no_side_make_a_study(void **state)
{
    Fixture *f = *state;
    assert_true(build(f, RULE_RENJU, "b=h8 w=i9,j9"));
    assert_true(game_study(&f->game));
    assert_int_equal(f->err.kind, SETUP_OK);
    assert_int_equal(f->err.study, SETUP_COUNTS);
    assert_int_equal(f->err.black, 1);
    assert_int_equal(f->err.white, 2);
    assert_int_equal(game_to_move(&f->game), STONE_BLACK);
    assert_same_stones(f);
    assert_true(build(f, RULE_RENJU, "b=h8,i8,j8 w=i9"));
    assert_int_equal(f->err.study, SETUP_COUNTS);
    assert_int_equal(game_to_move(&f->game), STONE_WHITE);
    assert_same_stones(f);
    /* A position a game reaches stays a game (its invented order), no study. */
    assert_true(build(f, RULE_RENJU, "b=h8,j8 w=i9"));
    assert_false(game_study(&f->game));
    assert_int_equal(f->err.study, SETUP_OK);
}

static void test_setup_refuses_a_five_on_the_board(void **state)
{
    Fixture *f = *state;
    assert_false(build(f, RULE_RENJU, "b=h8,a1,a3,a5,a7 w=c4,d5,e6,f7,g8"));
    assert_int_equal(f->err.kind, SETUP_FIVE);
    assert_int_equal(board_at(&f->board, f->err.pos), STONE_WHITE);
}

static void test_setup_refuses_a_black_overline(void **state)
{
    Fixture *f = *state;
    assert_false(build(f, RULE_RENJU, "b=c8,d8,e8,f8,g8,h8 w=a1,a3,a5,a7,a9,a11"));
    assert_int_equal(f->err.kind, SETUP_FOUL);
    assert_int_equal(f->err.verdict, VERDICT_OVERLINE);
    /* In gomoku an overline wins: that is a five on the board. */
    assert_false(build(f, RULE_GOMOKU, "b=c8,d8,e8,f8,g8,h8 w=a1,a3,a5,a7,a9,a11"));
    assert_int_equal(f->err.kind, SETUP_FIVE);
}

/* Audit 31b C10: a White six (it wins in renju) is a line of six, not "a five". */
static void test_setup_refuses_a_white_six_by_its_length(void **state)
{
    Fixture *f = *state;
    assert_false(build(f, RULE_RENJU, "w=a1,a2,a3,a4,a5,a6 b=h8,h9,h10,i8,i9"));
    assert_int_equal(f->err.kind, SETUP_FIVE);
    assert_int_equal(f->err.line, 6);
    assert_int_equal(f->err.pos, support_point("a1"));
    assert_string_equal(f->err.msg,
                        "a line of 6 stones stands on the board (a1): the game is over");
    char why[200];
    i18n_setup_error(LANG_EN, rules_get(RULE_RENJU), &f->err, why, sizeof why);
    assert_string_equal(why, "A line of 6 stones stands on the board (a1): it wins, so that game "
                             "is over.");
    assert_false(build(f, RULE_RENJU, "w=a1,a2,a3,a4,a5 b=h8,h9,h10,i8,i9"));
    assert_int_equal(f->err.line, 5);
}

/* Audit 31b A3: 223 stones in stripes two wide (Black where (x + 2y) mod 4 < 2), no five
 * and no overline, leave neither side a five to make: as a study the game would be over
 * (a draw) when set up. Said so, the same in every language (it was "the stones cannot
 * stand as they are" in English, "no order of legal moves" in the others). */
static void test_setup_study_that_would_be_over_says_why(void **state)
{
    Fixture *f = *state;
    const RuleSet *rs = rules_get(RULE_RENJU);
    support_load_translations();
    for (int stones = 223; stones <= 225; stones++) {
        board_init(&f->board, rs->board_size, false);
        for (int i = 0; i < stones; i++) {
            int x = i / rs->board_size;
            int y = i % rs->board_size;
            board_set(&f->board, pos_from_xy(x, y),
                      (x + 2 * y) % 4 < 2 ? STONE_BLACK : STONE_WHITE);
        }
        assert_false(setup_build(&f->game, rs, &f->board, STONE_EMPTY, &f->err));
        assert_int_equal(f->err.kind, SETUP_OVER);
        assert_int_equal(f->err.over, REASON_NO_FIVE);
        assert_string_equal(
            f->err.msg, "neither side can make a five any more: the game would be over, a draw");
        char why[200];
        i18n_setup_error(LANG_EN, rs, &f->err, why, sizeof why);
        assert_string_equal(why, "Neither side can make a five any more: the game would be over, a "
                                 "draw.");
        for (Lang lang = LANG_UK; lang <= LANG_BG; lang++) {
            i18n_setup_error(lang, rs, &f->err, why, sizeof why);
            assert_string_equal(why, i18n_text(lang, S_SETUP_ERR_NO_FIVE));
            assert_string_not_equal(why, i18n_text(lang, S_SETUP_ERR_NO_ORDER));
            assert_string_not_equal(why, i18n_text(LANG_EN, S_SETUP_ERR_NO_FIVE)); /* translated */
        }
    }
    /* 200 stones leave fives to make: a study position. */
    board_init(&f->board, rs->board_size, false);
    for (int i = 0; i < 200; i++) {
        int x = i / rs->board_size;
        int y = i % rs->board_size;
        board_set(&f->board, pos_from_xy(x, y), (x + 2 * y) % 4 < 2 ? STONE_BLACK : STONE_WHITE);
    }
    assert_true(setup_build(&f->game, rs, &f->board, STONE_EMPTY, &f->err));
    assert_true(game_study(&f->game));
}

/* A 3x3 block of Black: whichever stone came last made a double three. No game reaches
 * it, but the stones may stand in a study position: the rules judge the moves from it. */
static void test_setup_foul_in_every_order_makes_a_study(void **state)
{
    Fixture *f = *state;
    assert_true(build(f, RULE_RENJU, "b=g7,h7,i7,g8,h8,i8,g9,h9,i9 w=a1,a3,a5,a7,a9,a11,a13,c1"));
    assert_true(game_study(&f->game));
    assert_int_equal(f->err.study, SETUP_FOUL);
    assert_true(verdict_is_foul(f->err.verdict));
    assert_int_equal(board_at(&f->board, f->err.pos), STONE_BLACK);
    assert_int_equal(game_to_move(&f->game), STONE_WHITE);
    assert_same_stones(f);
    /* Free-style gomoku has no fouls: the same stones are a game there. */
    assert_true(build(f, RULE_GOMOKU, "b=g7,h7,i7,g8,h8,i8,g9,h9,i9 w=a1,a3,a5,a7,a9,a11,a13,c1"));
}

static void test_setup_no_black_stone_on_the_centre_makes_a_study(void **state)
{
    Fixture *f = *state;
    assert_true(build(f, RULE_RENJU, "b=i8 w=h8"));
    assert_true(game_study(&f->game));
    assert_int_equal(f->err.study, SETUP_CENTRE);
    assert_int_equal(f->err.pos, support_point("h8"));
    assert_int_equal(game_to_move(&f->game), STONE_BLACK);
    assert_same_stones(f);
}

static void test_setup_position_no_order_reaches_makes_a_study(void **state)
{
    Fixture *f = *state;
    /* Forbidden centre: Black's second stone lies outside the 5x5, and here none does. */
    assert_true(build(f, RULE_GOMOKU_FORBIDDEN_CENTRE, "b=h8,i8 w=a1"));
    assert_true(game_study(&f->game));
    assert_int_equal(f->err.study, SETUP_NO_ORDER);
    /* The forbidden centre is an opening rule: a study position is past it. */
    assert_true(game_play(&f->game, support_point("a2"), NULL));
    assert_true(game_play(&f->game, support_point("g7"), NULL));
    assert_true(build(f, RULE_GOMOKU_FORBIDDEN_CENTRE, "b=h8,a8 w=a1"));
    assert_false(game_study(&f->game));
}

/* Pente: the stones as they stand, no pair taken: White's pair between Black's stones
 * came after them (a stone placed between two enemies is safe). */
static void test_setup_pente_takes_no_pair(void **state)
{
    Fixture *f = *state;
    assert_true(build(f, RULE_PENTE, "b=h8,k8 w=i8,j8"));
    assert_int_equal(f->game.board.captures[STONE_BLACK], 0);
    assert_int_equal(f->game.board.captures[STONE_WHITE], 0);
    assert_int_equal(game_to_move(&f->game), STONE_BLACK);
    assert_same_stones(f);
}

/* The window's set-up: clicks place and take off stones; the game stays as it was until
 * Done, then the set-up position is the controller's game, White to move. */
static void test_setup_controller_edits_apart_from_the_game(void **state)
{
    (void)state;
    Controller *c = calloc(1, sizeof *c);
    CtlSetup *s = calloc(1, sizeof *s);
    Game *g = calloc(1, sizeof *g);
    assert_true(c && s && g);
    ControllerOptions opt = {RULE_RENJU, OPENING_TARAGUCHI10, {0, SEAT_HUMAN, SEAT_HUMAN}, 3, {0},
                             false};
    controller_init(c, &opt, NULL);
    support_controller_play(c, "h8 h9");
    controller_setup_begin(s, c, NULL);
    assert_int_equal(s->colour, STONE_BLACK);
    assert_true(controller_setup_click(s, support_point("h9"), false)); /* off */
    assert_true(controller_setup_click(s, support_point("j8"), false));
    assert_true(controller_setup_click(s, support_point("i9"), true)); /* the other colour */
    assert_int_equal(board_at(&s->board, support_point("i9")), STONE_WHITE);
    assert_int_equal(controller_setup_to_move(s), STONE_WHITE);
    assert_int_equal(c->game.nactions, 2); /* the game is untouched */
    assert_true(controller_setup_build(s, g));
    controller_setup_end(s, c);
    controller_set_game(c, g);
    assert_int_equal(game_to_move(&c->game), STONE_WHITE);
    /* The set-up game has no opening rule; the next New game keeps the one chosen. */
    assert_int_equal(c->game.opening, OPENING_FREE);
    assert_int_equal(c->opt.opening, OPENING_TARAGUCHI10);
    assert_true(controller_click(c, support_point("k7")));
    assert_true(controller_undo(c));
    assert_int_equal(c->game.nactions, 3);
    free(c);
    free(s);
    free(g);
}

/* Audit 33a, B5: the set-up's controls have keys, shown on them: Delete clears the board,
 * B and W choose Black or White to move, Tab the colour a click places; the game's other
 * commands are none of the set-up's. */
static void test_setup_controls_by_their_keys(void **state)
{
    (void)state;
    Controller *c = calloc(1, sizeof *c);
    CtlSetup *s = calloc(1, sizeof *s);
    assert_true(c && s);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {0, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_init(c, &opt, NULL);
    support_controller_play(c, "h8 h9 i9");
    controller_setup_begin(s, c, NULL);
    assert_int_equal(controller_setup_to_move(s), STONE_WHITE); /* the counts' */
    char key[16];
    keymap_label(controller_setup_to_move_command(STONE_BLACK), false, key, sizeof key);
    assert_string_equal(key, "B");
    assert_true(controller_setup_command(s, controller_setup_to_move_command(STONE_BLACK)));
    assert_int_equal(controller_setup_to_move(s), STONE_BLACK);
    keymap_label(controller_setup_to_move_command(STONE_WHITE), false, key, sizeof key);
    assert_string_equal(key, "W");
    assert_true(controller_setup_command(s, controller_setup_to_move_command(STONE_WHITE)));
    assert_int_equal(controller_setup_to_move(s), STONE_WHITE);
    assert_int_equal(s->colour, STONE_WHITE); /* a click places the side to move's */
    assert_true(controller_setup_command(s, CTL_CMD_STUDY_TAB));
    assert_int_equal(s->colour, STONE_BLACK);
    keymap_label(controller_setup_clear_command(), false, key, sizeof key);
    assert_string_equal(key, "Delete");
    assert_int_equal(board_stone_count(&s->board), 3);
    assert_true(controller_setup_command(s, controller_setup_clear_command()));
    assert_int_equal(board_stone_count(&s->board), 0);
    assert_false(controller_setup_command(s, CTL_CMD_RESIGN));
    assert_int_equal(c->game.nactions, 3); /* the game is untouched */
    controller_setup_end(s, c);
    free(c);
    free(s);
}

/* A controller of two people (calloc'd) whose game is stones set up (setup_build) in g. */
static Controller *set_up_in_controller(Game *g, const char *stones)
{
    Controller *c = calloc(1, sizeof *c);
    assert_true(c && g);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {0, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_init(c, &opt, NULL);
    support_setup_game(g, stones);
    controller_set_game(c, g);
    return c;
}

/* The move list marks where the set-up ends (a note row after its last stone, which
 * shows that position); the set-up's stones carry no move number, the game's own do. */
static void test_setup_move_list_marks_the_setup_end(void **state)
{
    (void)state;
    Game *g = calloc(1, sizeof *g);
    Controller *c = set_up_in_controller(g, "b=h8,j8 w=i9");
    assert_true(controller_click(c, support_point("k7")));
    CtlListRow rows[8];
    int n = controller_list_rows(c, rows, 8);
    assert_int_equal(n, 4); /* 1. 2. | 3. | the set-up's end | .. 4. */
    assert_false(rows[1].setup);
    assert_true(rows[2].note && rows[2].setup);
    assert_int_equal(rows[2].first, 2);
    assert_int_equal(rows[3].second, 3);
    assert_int_equal(rows[3].number, 3);
    assert_int_equal(controller_move_number(c, support_point("h8")), 0);
    assert_int_equal(controller_move_number(c, support_point("i9")), 0);
    assert_int_equal(controller_move_number(c, support_point("k7")), 4);
    free(c);
    free(g);
}

/* Audit 31 (a coach's diagram): a study position's list showed its placed stones and
 * passes as numbered rows ("Pass" among them) before the real moves. Its set-up is one
 * row now, saying who plays first, its stones listed for the row's hover; the moves after
 * it count from 1, on the stones and in the headline too; undo, the first position and a
 * step back stop at the set-up. */
static void test_setup_study_move_list_is_one_row(void **state)
{
    (void)state;
    Game *g = calloc(1, sizeof *g);
    Controller *c = set_up_in_controller(g, "b=f8,g8,h9,h10 w=a1"); /* 4 to 1: White plays */
    assert_true(game_study(g));
    int setup = c->game.setup;
    assert_int_equal(game_study_plies(&c->game), 7); /* 5 stones, 2 passes */
    support_click_all(c, "j9 a15 o15");              /* White, Black, White */
    CtlListRow rows[8];
    int n = controller_list_rows(c, rows, 8);
    assert_int_equal(n, 3); /* the study position | 1. j9 2. a15 | 3. o15 */
    assert_true(rows[0].note && rows[0].setup);
    assert_int_equal(rows[0].first, setup - 1); /* clicked: the position after the set-up */
    assert_int_equal(rows[1].number, 1);
    assert_int_equal(rows[1].first, setup);
    assert_int_equal(rows[1].second, setup + 1);
    assert_int_equal(rows[2].number, 3);
    assert_int_equal(rows[2].first, setup + 2);
    char text[200];
    status_study_row(&c->game, LANG_EN, text, sizeof text);
    assert_string_equal(text, "Study position: 5 stones placed, White plays first");
    status_study_stones(&c->game, LANG_EN, text, sizeof text);
    assert_string_equal(text, "Black: f8 g8 h9 h10. White: a1.");
    assert_int_equal(controller_move_number(c, support_point("f8")), 0);
    assert_int_equal(controller_move_number(c, support_point("a1")), 0);
    assert_int_equal(controller_move_number(c, support_point("j9")), 1);
    assert_int_equal(controller_move_number(c, support_point("o15")), 3);
    assert_int_equal(game_shown_number(&c->game, setup + 1), 2);
    assert_int_equal(status_last_move_number(c), 3);
    /* Browsing: the first position is the set-up's, a step back from it stays there. */
    controller_view(c, 0);
    assert_int_equal(c->view, setup);
    Stone icon;
    status_headline(c, LANG_EN, &icon, text, sizeof text);
    assert_string_equal(text, "Study position: 5 stones placed, White plays first");
    controller_view(c, setup - 1);
    assert_int_equal(c->view, setup);
    controller_view(c, setup + 2);
    status_headline(c, LANG_EN, &icon, text, sizeof text);
    assert_string_equal(text, "Showing move 2 of 3");
    controller_view(c, c->game.nactions);
    for (int i = 0; i < 3; i++) {
        assert_true(controller_undo(c));
    }
    assert_false(controller_undo(c));
    assert_int_equal(c->game.nactions, setup);
    assert_int_equal(controller_list_rows(c, rows, 8), 1); /* the study position alone */
    /* Black first after the set-up: said so. */
    support_setup_game(g, "b=f8,g8 w=a1,a2,a3");
    controller_set_game(c, g);
    status_study_row(&c->game, LANG_EN, text, sizeof text);
    assert_string_equal(text, "Study position: 5 stones placed, Black plays first");
    free(c);
    free(g);
}

/* The parser's refusals are kinds with their word (the window words them in the
 * player's language); the tools' English stays as it was. */
static void test_setup_position_reasons_are_kinds(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        PositionReason kind;
        Stone colour;
        int move;
        const char *token;
    } CASES[] = {
        {"b=h8 h9", POSITION_NOT_LIST, STONE_EMPTY, 2, "h9"},
        {"b=h8 w=i9 b=j10", POSITION_TWO_LISTS, STONE_BLACK, 3, "b"},
        {"w=i9,z99", POSITION_NOT_POINT, STONE_WHITE, 0, "z99"},
        {"b=h8 w=h8", POSITION_TWICE, STONE_WHITE, 0, "h8"},
        {"h8 i9 p16", POSITION_MOVE_NOT_POINT, STONE_EMPTY, 3, "p16"},
        {"h8 i9 h8", POSITION_MOVE_OCCUPIED, STONE_EMPTY, 3, "h8"},
        {"h8 i9", POSITION_OK, STONE_EMPTY, 0, ""},
    };
    Board b;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        PositionError why;
        bool ok = position_parse_why(CASES[i].text, strlen(CASES[i].text), 15, &b, &why);
        assert_int_equal(ok, CASES[i].kind == POSITION_OK);
        assert_int_equal(why.kind, CASES[i].kind);
        assert_int_equal(why.colour, CASES[i].colour);
        assert_int_equal(why.move, CASES[i].move);
        assert_string_equal(why.token, CASES[i].token);
    }
    /* An empty item says nothing, as an empty list says nothing (audit 31b C9: "b= w=a1"
     * was read, "b=h8,,h9" refused). */
    static const char *const SAME[][2] = {
        {"b=h8,,h9 w=i9,", "b=h8,h9 w=i9"}, {"b= w=a1", "w=a1"}, {"b=,h8, w=,", "b=h8"}};
    for (size_t i = 0; i < sizeof SAME / sizeof SAME[0]; i++) {
        Board a;
        assert_true(position_parse_why(SAME[i][0], strlen(SAME[i][0]), 15, &b, NULL));
        assert_true(position_parse_why(SAME[i][1], strlen(SAME[i][1]), 15, &a, NULL));
        assert_memory_equal(a.cells, b.cells, sizeof a.cells);
    }
    /* A long word is cut at a character's end, never inside one, and says so. */
    const char *longword = "b=h8 ЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖ";
    PositionError why;
    assert_false(position_parse_why(longword, strlen(longword), 15, &b, &why));
    assert_int_equal(why.kind, POSITION_NOT_LIST);
    assert_string_equal(why.token, "ЖЖЖЖЖЖЖЖЖЖЖЖЖЖ\u2026"); /* 14 of the 2-byte letters */
    char err[96];
    assert_false(position_parse("h8 h8", 5, 15, &b, err, sizeof err));
    assert_string_equal(err, "move 2 'h8' is on an occupied point");
    assert_false(position_parse("b=h8 x9", 7, 15, &b, err, sizeof err));
    assert_string_equal(err, "'x9': expected b=... or w=...");
}

static void test_setup_controller_text_and_refusal(void **state)
{
    (void)state;
    Controller *c = calloc(1, sizeof *c);
    CtlSetup *s = calloc(1, sizeof *s);
    Game *g = calloc(1, sizeof *g);
    assert_true(c && s && g);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {0, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_init(c, &opt, NULL);
    controller_setup_begin(s, c, NULL);
    assert_false(controller_setup_text(s, "b=h8,z99", 8));
    assert_int_not_equal(s->text_err.kind, POSITION_OK);
    assert_true(controller_setup_text(s, "h8 i9 h9", 8)); /* a move list: its stones */
    assert_int_equal(controller_setup_to_move(s), STONE_WHITE);
    assert_true(controller_setup_text(s, "b=h8 w=i9,j9", 12));
    assert_int_equal(controller_setup_counts_to_move(s), STONE_EMPTY);
    assert_int_equal(controller_setup_to_move(s), STONE_BLACK); /* a study: fewer stones */
    assert_true(controller_setup_build(s, g));
    assert_true(game_study(g));
    assert_int_equal(s->err.study, SETUP_COUNTS);
    controller_setup_clear(s);
    assert_int_equal(board_stone_count(&s->board), 0);
    free(c);
    free(s);
    free(g);
}

/* The stone on the point named (board notation). */
static Stone at(const CtlSetup *s, const char *point)
{
    return board_at(&s->board, support_point(point));
}

/* Audit 33b C5: Set up's Ctrl+V refused the SGF that Ctrl+Shift+C copies ("move 1:
 * '(;FF[4]...' is not a point"), which the game's Ctrl+V takes. A record gives the
 * position its game ends in: a set-up with White to move on equal counts (b=h8,i8,j9
 * w=h9,g7,k10, Black passed) and White's l8 after it, as SGF and as .renju text, keeps its
 * stones and Black to move; a game played from the opening (h8 i9 h9) its stones. A
 * damaged record is refused for the record's reason, the stones staying. */
static void test_setup_paste_of_a_record_gives_its_end(void **state)
{
    Fixture *f = *state;
    Controller *c = calloc(1, sizeof *c);
    CtlSetup *s = calloc(1, sizeof *s);
    char *text = malloc(8192);
    assert_true(c && s && text);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {0, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_init(c, &opt, NULL);
    controller_setup_begin(s, c, NULL);
    const RuleSet *rs = rules_get(RULE_RENJU);
    const char *stones = "b=h8,i8,j9 w=h9,g7,k10";
    assert_true(position_parse(stones, strlen(stones), 15, &f->board, NULL, 0));
    assert_true(setup_build(&f->game, rs, &f->board, STONE_WHITE, NULL));
    GameError ge;
    assert_true(game_play(&f->game, support_point("l8"), &ge));
    static const RecordFormat FORMATS[] = {RECORD_SGF, RECORD_TEXT};
    for (size_t k = 0; k < 2; k++) {
        controller_setup_clear(s);
        size_t n = record_format(&f->game, NULL, FORMATS[k], text, 8192);
        assert_true(n > 0 && n < 8192);
        assert_true(controller_setup_text(s, text, n));
        assert_false(s->record_refused);
        assert_int_equal(board_stone_count(&s->board), 7);
        assert_int_equal(at(s, "l8"), STONE_WHITE);
        assert_int_equal(at(s, "k10"), STONE_WHITE);
        assert_int_equal(at(s, "j9"), STONE_BLACK);
        assert_int_equal(controller_setup_to_move(s), STONE_BLACK);
    }
    const char *played = "(;FF[4]GM[4]SZ[15];B[hh];W[ig];B[hg])";
    assert_true(controller_setup_text(s, played, strlen(played)));
    assert_int_equal(board_stone_count(&s->board), 3);
    assert_int_equal(at(s, "i9"), STONE_WHITE);
    assert_int_equal(controller_setup_to_move(s), STONE_WHITE);
    const char *bad = "(;FF[4]GM[4]SZ[15];B[hh];W[hh])";
    assert_false(controller_setup_text(s, bad, strlen(bad)));
    assert_true(s->record_refused);
    assert_int_equal(s->record_err.reason, RECORD_R_REFUSED);
    assert_int_equal(board_stone_count(&s->board), 3);
    controller_setup_clear(s);
    assert_false(s->record_refused);
    free(text);
    free(c);
    free(s);
}

/* The panel's field: typed "b=h8,j8 w=i9" (Esc and Delete are no characters of it, a tab
 * is a blank, Backspace takes the last one off), Enter sets the stones as a paste of the same text
 * does and leaves the field; a text that is no position keeps the field open, its text as
 * typed, the paste's own reason said and the stones as they were. */
static void test_setup_typed_position_applies_as_a_paste(void **state)
{
    (void)state;
    Controller *c = calloc(1, sizeof *c);
    CtlSetup *s = calloc(1, sizeof *s);
    CtlSetup *pasted = calloc(1, sizeof *pasted);
    assert_true(c && s && pasted);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {0, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_init(c, &opt, NULL);
    controller_setup_begin(s, c, NULL);
    controller_setup_begin(pasted, c, NULL);
    controller_setup_typing(s, true);
    assert_true(controller_setup_type(s, "b=h8,\x1bj8"));
    assert_true(controller_setup_type(s, "\tw=i99\x7f"));
    controller_setup_type_back(s);
    assert_string_equal(s->typed, "b=h8,j8 w=i9");
    assert_true(s->typing);
    assert_true(controller_setup_type_enter(s));
    assert_false(s->typing);
    assert_int_equal(at(s, "h8"), STONE_BLACK);
    assert_int_equal(at(s, "j8"), STONE_BLACK);
    assert_int_equal(at(s, "i9"), STONE_WHITE);
    assert_int_equal(board_stone_count(&s->board), 3);
    assert_int_equal(controller_setup_to_move(s), STONE_WHITE);
    /* A point twice: refused, in the paste's words. */
    controller_setup_typing(s, true);
    while (s->typed_len > 0) {
        controller_setup_type_back(s);
    }
    assert_true(controller_setup_type(s, "h8 i9 h8"));
    assert_false(controller_setup_type_enter(s));
    assert_false(controller_setup_text(pasted, "h8 i9 h8", 8));
    assert_int_not_equal(s->text_err.kind, POSITION_OK);
    assert_int_equal(s->text_err.kind, pasted->text_err.kind);
    assert_string_equal(s->text_err.token, pasted->text_err.token);
    assert_true(s->typing);
    assert_string_equal(s->typed, "h8 i9 h8");
    assert_int_equal(at(s, "h8"), STONE_BLACK);
    assert_int_equal(at(s, "i9"), STONE_WHITE);
    assert_int_equal(board_stone_count(&s->board), 3);
    /* Backspace takes a whole character, Cyrillic as Latin; the field has an end. */
    assert_true(controller_setup_type(s, "ж"));
    controller_setup_type_back(s);
    assert_string_equal(s->typed, "h8 i9 h8");
    for (int i = 0; i < CTL_SETUP_TYPED_MAX; i++) {
        controller_setup_type(s, "x");
    }
    assert_false(controller_setup_type(s, "x"));
    assert_int_equal(s->typed_len, CTL_SETUP_TYPED_MAX);
    free(c);
    free(s);
    free(pasted);
}

/* The set-up's five stones stay: undo takes back what was played after them and stops
 * at their end; redo plays it again. */
static void test_setup_undo_stops_at_the_setup_end(void **state)
{
    Fixture *f = *state;
    assert_true(build(f, RULE_RENJU, "b=h8,i9,j10 w=h9,g8"));
    Game *g = &f->game;
    assert_int_equal(g->setup, 5);
    assert_false(game_undo(g));
    assert_int_equal(g->nactions, 5);
    assert_true(game_play(g, support_point("k11"), NULL));
    assert_true(game_undo(g));
    assert_false(game_undo(g));
    assert_int_equal(g->nactions, 5);
    assert_int_equal(board_at(&g->board, support_point("h8")), STONE_BLACK);
    assert_true(game_redo(g));
    assert_int_equal(board_at(&g->board, support_point("k11")), STONE_WHITE);
    assert_int_equal(g->setup, 5);
    /* A game played from the empty board has no set-up: undo goes back to the start. */
    game_init(g, rules_get(RULE_RENJU), OPENING_FREE);
    assert_true(game_play(g, support_point("h8"), NULL));
    assert_int_equal(g->setup, 0);
    assert_true(game_undo(g));
}

/* "White to play" on equal counts is the set-up's pass by Black: no player's pass, so
 * White's pass after it does not end the game by two passes (Black's then does), through
 * undo and redo, a turn, an earlier position replayed, and .renju and .sgf read back. */
static void test_setup_pass_is_no_players_pass(void **state)
{
    Fixture *f = *state;
    const RuleSet *rs = rules_get(RULE_RENJU);
    char text[200];
    assert_true(position_parse("b=h8,i8 w=h9,i9", strlen("b=h8,i8 w=h9,i9"), rs->board_size,
                               &f->board, text, sizeof text));
    assert_true(setup_build(&f->game, rs, &f->board, STONE_WHITE, &f->err));
    Game *g = &f->game;
    assert_int_equal(g->setup, 5);             /* four stones and Black's pass */
    assert_true(game_play(g, POS_PASS, NULL)); /* White passes */
    assert_false(game_over(g));
    assert_int_equal(game_to_move(g), STONE_BLACK);
    assert_true(game_undo(g));
    assert_true(game_redo(g));
    assert_false(game_over(g));
    Game *other = malloc(sizeof *other);
    Review *lines = review_new();
    assert_true(other && lines);
    assert_true(controller_game_prefix(g, g->nactions, other));
    assert_false(game_over(other));
    assert_true(symmetry_game(g, TURN_HALF, NULL));
    assert_false(game_over(g));
    for (int k = 0; k < 2; k++) {
        RecordFormat fmt = k == 0 ? RECORD_TEXT : RECORD_SGF;
        char buf[2048];
        size_t n = record_format(g, NULL, fmt, buf, sizeof buf);
        assert_true(n > 0 && n < sizeof buf);
        RecordError err;
        assert_true(record_parse_lines(buf, n, fmt, NULL, other, lines, NULL, &err));
        assert_int_equal(other->nactions, 6);
        assert_false(game_over(other));
        assert_int_equal(game_to_move(other), STONE_BLACK);
        review_end(lines);
        assert_true(review_position(lines, other));
        assert_false(game_over(other));
    }
    /* Black passes too: two players' passes end it. */
    assert_true(game_play(g, POS_PASS, NULL));
    assert_true(game_over(g));
    assert_int_equal(g->reason, REASON_TWO_PASSES);
    free(other);
    review_free(lines);
}

/* Our text record says where the set-up ends ("setup: 5", version 4) and reads it back;
 * turning the game keeps it; a game without a set-up is written as before (version 1). */
static void test_setup_record_keeps_the_setup_end(void **state)
{
    Fixture *f = *state;
    assert_true(build(f, RULE_RENJU, "b=h8,i9,j10 w=h9,g8"));
    assert_true(game_play(&f->game, support_point("k11"), NULL));
    char buf[2048];
    size_t n = record_format(&f->game, NULL, RECORD_TEXT, buf, sizeof buf);
    assert_true(n > 0 && n < sizeof buf);
    assert_non_null(strstr(buf, "Renju record 4\nrule: renju\nopening: free\nsetup: 5\n"));
    Game *back = malloc(sizeof *back);
    Review *lines = review_new();
    assert_true(back && lines);
    RecordError err;
    assert_true(record_parse_lines(buf, n, RECORD_TEXT, NULL, back, lines, NULL, &err));
    assert_int_equal(back->setup, 5);
    assert_int_equal(back->nactions, 6);
    assert_false(game_undo(back) && game_undo(back));
    assert_int_equal(lines->setup, 5);
    /* The review's positions inside the set-up and after it. */
    review_end(lines);
    assert_true(review_position(lines, back));
    assert_int_equal(back->setup, 5);
    review_back(lines);
    review_back(lines);
    review_back(lines);
    assert_true(review_position(lines, back));
    assert_int_equal(back->nactions, 3);
    assert_int_equal(back->setup, 3);
    /* Turned (half a turn): the set-up is still the first five. */
    assert_true(symmetry_game(&f->game, TURN_HALF, NULL));
    assert_int_equal(f->game.setup, 5);
    /* Without a set-up: version 1, no "setup:" line. */
    f->game.setup = 0;
    n = record_format(&f->game, NULL, RECORD_TEXT, buf, sizeof buf);
    assert_true(n > 0 && n < sizeof buf);
    const char *plain = "Renju record 1\nrule: renju\nopening: free\nresult:";
    assert_true(strncmp(buf, plain, strlen(plain)) == 0);
    free(back);
    review_free(lines);
}

/* The window's notice on loading name, with what info says was left out, in lang. */
static void loaded_notice(const RecordInfo *info, const char *name, Lang lang, char *said,
                          size_t cap)
{
    Notice nt;
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, name, NULL);
    status_notice_also_loaded(&nt, info);
    status_notice_text(&nt, lang, said, cap);
}

/* SGF: a set-up game is written as AB[]/AW[] in the first node with PL[] the side to
 * move, the game's own moves after them, and read back as a set-up game (another
 * program's SGF with AB[]/AW[] too, with its comments); AB[] later in a game is refused. */
static void test_setup_sgf_writes_and_reads_the_setup_stones(void **state)
{
    Fixture *f = *state;
    assert_true(build(f, RULE_RENJU, "b=h8,i9,j10 w=h9,g8"));
    assert_true(game_play(&f->game, support_point("k11"), NULL));
    char buf[2048];
    size_t n = record_format(&f->game, NULL, RECORD_SGF, buf, sizeof buf);
    assert_true(n > 0 && n < sizeof buf);
    assert_non_null(strstr(buf, "PL[W];W[ke])")); /* the set-up's stones, in no order: */
    assert_null(strstr(buf, ";B["));
    assert_int_equal(strspn(strstr(buf, "AB[") + 2, "[]hgijf"), 12);
    assert_int_equal(strspn(strstr(buf, "AW[") + 2, "[]hg"), 8);
    Game *back = malloc(sizeof *back);
    Review *lines = review_new();
    assert_true(back && lines);
    RecordError err;
    assert_true(record_parse_lines(buf, n, RECORD_SGF, NULL, back, lines, NULL, &err));
    assert_int_equal(back->setup, 5);
    assert_int_equal(back->nactions, 6);
    assert_int_equal(lines->setup, 5);
    assert_int_equal(back->opening, OPENING_FREE);
    assert_int_equal(board_at(&back->board, support_point("j10")), STONE_BLACK);
    assert_int_equal(board_at(&back->board, support_point("g8")), STONE_WHITE);
    assert_int_equal(board_at(&back->board, support_point("k11")), STONE_WHITE);
    assert_int_equal(game_to_move(back), STONE_BLACK);
    /* Another program's: RU[] and SZ[] after the stones, comments on the root and on W. */
    const char *other = "(;GM[4]AB[hh][ig][jf]AW[gh][hg]SZ[15]C[a book];W[ke]C[best];B[aa])";
    assert_true(
        record_parse_lines(other, strlen(other), RECORD_SGF, NULL, back, lines, NULL, &err));
    assert_int_equal(back->setup, 5);
    assert_int_equal(back->nactions, 7);
    assert_string_equal(lines->nodes[0].note, "a book");
    n = record_format_lines(back, lines, NULL, RECORD_SGF, buf, sizeof buf);
    assert_true(n > 0 && n < sizeof buf);
    assert_non_null(strstr(buf, "PL[W]C[a book];W[ke]"));
    assert_non_null(strstr(buf, "W[ke]C[best]"));
    /* A later node's set-up stones are left out and said, the game read (audit 31b C6:
     * the whole file was refused). */
    const char *late = "(;GM[4]SZ[15];B[hh];W[hi](;B[ii];AB[aa]AW[bb];W[jj];AB[cc])(;B[jj]))";
    RecordInfo info;
    assert_true(record_parse(late, strlen(late), RECORD_SGF, NULL, back, &info, &err));
    assert_int_equal(back->nactions, 4);
    assert_int_equal(board_at(&back->board, support_point("a15")), STONE_EMPTY);
    assert_int_equal(info.sgf_setup_skipped, 2);
    assert_int_equal(info.sgf_setup_after, 3);
    char said[1200];
    loaded_notice(&info, "late.sgf", LANG_EN, said, sizeof said);
    assert_string_equal(said,
                        "Loaded late.sgf. The set-up stones (AB[], AW[]) of 2 nodes after the "
                        "first are left out (the first such node after move 3): only the "
                        "first node's stones set a game up.");
    /* In side lines too, nested or not, said after the main line's: the first such node
     * after move 3 of its own line (fix31j: they were left out without a word). */
    const char *side = "(;GM[4]SZ[15];B[hh];W[hi](;B[ii];AB[dd];W[jj])"
                       "(;B[jj];AB[aa];W[kk](;AW[bb])(;B[ll]AB[cc]))(;B[kk];AW[ee]))";
    assert_true(record_parse_lines(side, strlen(side), RECORD_SGF, NULL, back, lines, &info, &err));
    assert_int_equal(back->nactions, 4);
    assert_int_equal(info.sgf_setup_skipped, 1);
    assert_int_equal(info.sgf_setup_side, 4);
    assert_int_equal(info.sgf_setup_side_after, 3);
    loaded_notice(&info, "side.sgf", LANG_EN, said, sizeof said);
    /* Both in one sentence (fix32a: two ran to a second page at 1024x640). */
    assert_string_equal(said, "Loaded side.sgf. Set-up stones (AB[], AW[]) after the first node "
                              "are left out: 1 in the main line after move 3, 4 in side lines "
                              "after move 3.");
    loaded_notice(&info, "side.sgf", LANG_UK, said, sizeof said);
    assert_non_null(strstr(said, "1 в основній лінії після ходу 3, 4 у побічних після ходу 3."));
    const char *side_only = "(;GM[4]SZ[15];B[hh];W[hi](;B[ii])(;B[jj];AB[aa]))";
    assert_true(record_parse_lines(side_only, strlen(side_only), RECORD_SGF, NULL, back, lines,
                                   &info, &err));
    loaded_notice(&info, "side.sgf", LANG_EN, said, sizeof said);
    assert_string_equal(said, "Loaded side.sgf. The set-up stones (AB[], AW[]) of 1 node in a "
                              "side line are left out (the first such node after move 3 of its "
                              "line): only the first node's stones set a game up.");
    /* PL[] twice, or one that names no side, is refused by name (it was taken silently). */
    const char *twice = "(;GM[4]SZ[15]AB[hh]AW[ao]PL[B]PL[W])";
    assert_false(record_parse(twice, strlen(twice), RECORD_SGF, NULL, back, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_SGF_PL_TWICE);
    const char *no_side = "(;GM[4]SZ[15]AB[hh]AW[hi]PL[X])";
    assert_false(record_parse(no_side, strlen(no_side), RECORD_SGF, NULL, back, NULL, &err));
    assert_string_equal(err.msg, "byte 27: PL[X] names no side to move (B or W)");
    free(back);
    review_free(lines);
}

/* The game read from SGF text and written back as SGF into out. */
static void sgf_round_trip(const char *text, Game *g, Review *lines, char *out, size_t cap)
{
    RecordError err;
    assert_true(record_parse_lines(text, strlen(text), RECORD_SGF, NULL, g, lines, NULL, &err));
    size_t n = record_format_lines(g, lines, NULL, RECORD_SGF, out, cap);
    assert_true(n > 0 && n < cap);
}

/* A set-up with a comment on its position, or variations from it, stays a set-up in SGF:
 * AB[]/AW[]/PL[] on the root, the set-up position's comment the root's C[] (it was
 * written as moves, the set-up lost). */
static void test_setup_sgf_keeps_the_setup_with_comments_and_variations(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    Review *lines = review_new();
    char buf[4096];
    assert_true(g && lines);
    /* Variations from the set-up position: two answers for White. */
    sgf_round_trip("(;GM[4]SZ[15]AB[hh][ig][jf]AW[gh][hg]C[a book](;W[ke]C[best];B[aa])(;W[ki]))",
                   g, lines, buf, sizeof buf);
    assert_int_equal(lines->setup, 5);
    assert_non_null(strstr(buf, "PL[W]C[a book](;W[ke]C[best];B[aa])(;W[ki]))"));
    assert_null(strstr(buf, ";B[hh]"));
    /* A comment on the set-up position, as the window keeps one (on its last stone). */
    sgf_round_trip("(;GM[4]SZ[15]AB[hh][ig][jf]AW[gh][hg];W[ke])", g, lines, buf, sizeof buf);
    int line[16];
    int cur = 0;
    assert_int_equal(review_line(lines, line, 16, &cur), 6);
    assert_int_equal(review_set_note(lines, line[4], "from a book", 11), REVIEW_NOTE_OK);
    size_t n = record_format_lines(g, lines, NULL, RECORD_SGF, buf, sizeof buf);
    assert_true(n > 0 && n < sizeof buf);
    assert_non_null(strstr(buf, "PL[W]C[from a book];W[ke])"));
    assert_null(strstr(buf, ";B[hh]"));
    sgf_round_trip(buf, g, lines, buf, sizeof buf);
    assert_int_equal(g->setup, 5);
    assert_string_equal(lines->nodes[0].note, "from a book");
    /* Both: the game's comment and the set-up position's, one root comment. */
    assert_int_equal(review_line(lines, line, 16, &cur), 6);
    assert_int_equal(review_set_note(lines, line[4], "white to move", 13), REVIEW_NOTE_OK);
    n = record_format_lines(g, lines, NULL, RECORD_SGF, buf, sizeof buf);
    assert_true(n > 0 && n < sizeof buf);
    assert_non_null(strstr(buf, "PL[W]C[from a book\nwhite to move];W[ke]"));
    free(g);
    review_free(lines);
}

/* A comment or another line inside a set-up (b=h8,i9,j10 w=h9,g8, then k11; on a
 * position before its last stone) has no place in SGF's AB[]/AW[]: the set-up goes in as
 * moves, so that they are kept, and record_keeps_setup says so (for the window's notice
 * and convert's warning); our text record keeps the set-up with them. */
static void test_setup_sgf_says_a_setup_written_as_moves(void **state)
{
    Fixture *f = *state;
    assert_true(build(f, RULE_RENJU, "b=h8,i9,j10 w=h9,g8"));
    assert_true(game_play(&f->game, support_point("k11"), NULL));
    Review *lines = review_new();
    assert_non_null(lines);
    review_init(lines, &f->game);
    int line[16];
    int cur = 0;
    assert_int_equal(review_line(lines, line, 16, &cur), 6);
    char buf[4096];
    /* A comment on the set-up position itself (its last stone): still a set-up. */
    assert_int_equal(review_set_note(lines, line[4], "white to move", 13), REVIEW_NOTE_OK);
    assert_true(record_keeps_setup(&f->game, RECORD_SGF, lines));
    size_t n = record_format_lines(&f->game, lines, NULL, RECORD_SGF, buf, sizeof buf);
    assert_true(n > 0 && n < sizeof buf);
    assert_non_null(strstr(buf, "PL[W]C[white to move];W[ke])"));
    /* A comment after the set-up's second stone: moves, said. */
    assert_int_equal(review_set_note(lines, line[1], "inside", 6), REVIEW_NOTE_OK);
    assert_false(record_keeps_setup(&f->game, RECORD_SGF, lines));
    assert_true(record_keeps_setup(&f->game, RECORD_TEXT, lines));
    assert_false(record_keeps_setup(&f->game, RECORD_PSQ, lines));
    n = record_format_lines(&f->game, lines, NULL, RECORD_SGF, buf, sizeof buf);
    assert_true(n > 0 && n < sizeof buf);
    assert_null(strstr(buf, "AB["));
    assert_non_null(strstr(buf, "C[inside]"));
    assert_non_null(strstr(buf, ";W[ke]"));
    n = record_format_lines(&f->game, lines, NULL, RECORD_TEXT, buf, sizeof buf);
    assert_true(n > 0 && n < sizeof buf);
    assert_non_null(strstr(buf, "setup: 5\n"));
    /* Without it, a set-up again; then another line from inside the set-up (a1 after its
     * second stone): moves, said. */
    assert_int_equal(review_set_note(lines, line[1], "", 0), REVIEW_NOTE_OK);
    assert_true(record_keeps_setup(&f->game, RECORD_SGF, lines));
    Action a1 = {.kind = ACTION_MOVE, .pos = support_point("a1")};
    assert_true(review_add(lines, line[1], &a1, false) > 0);
    assert_false(record_keeps_setup(&f->game, RECORD_SGF, lines));
    n = record_format_lines(&f->game, lines, NULL, RECORD_SGF, buf, sizeof buf);
    assert_true(n > 0 && n < sizeof buf);
    assert_null(strstr(buf, "AB["));
    assert_non_null(strstr(buf, "(;B[ao])"));
    /* No lines at all (a game alone): its set-up is kept. */
    assert_true(record_keeps_setup(&f->game, RECORD_SGF, NULL));
    review_free(lines);
}

/* SGF's compressed point lists (FF[4]): AB[hh:jh] is the rectangle from h8 to j8 (h8 i8
 * j8), corners in either order, a 2x2 block too; a value that is neither a point nor a
 * rectangle of letters is refused by name. */
static void test_setup_sgf_reads_a_rectangle_of_points(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    RecordError err;
    const char *row = "(;FF[4]GM[4]SZ[15]AB[hh:jh]AW[ig:hg];W[ke])";
    assert_true(record_parse(row, strlen(row), RECORD_SGF, NULL, g, NULL, &err));
    assert_int_equal(g->setup, 5);
    static const char *const BLACK[] = {"h8", "i8", "j8"};
    for (int i = 0; i < 3; i++) {
        assert_int_equal(board_at(&g->board, support_point(BLACK[i])), STONE_BLACK);
    }
    assert_int_equal(board_at(&g->board, support_point("h9")), STONE_WHITE);
    assert_int_equal(board_at(&g->board, support_point("i9")), STONE_WHITE);
    assert_int_equal(board_at(&g->board, support_point("k11")), STONE_WHITE);
    assert_int_equal(board_stone_count(&g->board), 6);
    const char *block = "(;FF[4]GM[4]SZ[15]AB[hh:gg][ii]AW[aa:ab][ca][cb])";
    assert_true(record_parse(block, strlen(block), RECORD_SGF, NULL, g, NULL, &err));
    assert_int_equal(g->setup, 9);
    assert_int_equal(board_at(&g->board, support_point("g9")), STONE_BLACK);
    assert_int_equal(board_at(&g->board, support_point("h9")), STONE_BLACK);
    assert_int_equal(board_at(&g->board, support_point("g8")), STONE_BLACK);
    assert_int_equal(board_at(&g->board, support_point("a14")), STONE_WHITE);
    const char *bad = "(;FF[4]GM[4]SZ[15]AB[hh:JH])";
    assert_false(record_parse(bad, strlen(bad), RECORD_SGF, NULL, g, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_SGF_SETUP_POINT);
    assert_non_null(strstr(err.msg, "AB[hh:JH]"));
    free(g);
}

/* "setup:" that does not fit the game is refused with its line; in a version 1 to 3
 * record it is an unknown header, as older builds say of it. */
static void test_setup_record_refuses_a_wrong_setup(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    RecordError err;
    static const char *const BAD[] = {
        "Renju record 4\nsetup: 3\n1. h8\n2. i9\nend\n",          /* more than the moves */
        "Renju record 4\nsetup: 0\n1. h8\nend\n",                 /* none */
        "Renju record 4\nsetup: x\n1. h8\nend\n",                 /* no number */
        "Renju record 4\nsetup: 3\n1. h8\n2. pass\n3. i9\nend\n", /* a pass not last */
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        assert_false(record_parse(BAD[i], strlen(BAD[i]), RECORD_TEXT, NULL, g, NULL, &err));
        assert_int_equal(err.reason, RECORD_R_BAD_SETUP);
        assert_int_equal(err.line, 2);
    }
    const char *old = "Renju record 3\nsetup: 1\n1. h8\nend\n";
    assert_false(record_parse(old, strlen(old), RECORD_TEXT, NULL, g, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_UNKNOWN_HEADER);
    const char *ok = "Renju record 4\nsetup: 1\n1. h8\n2. i9\nend\n";
    assert_true(record_parse(ok, strlen(ok), RECORD_TEXT, NULL, g, NULL, &err));
    assert_int_equal(g->setup, 1);
    free(g);
}

static void count_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                        uint64_t request_id)
{
    (void)rs;
    (void)b;
    (void)limits;
    (void)request_id;
    (*(int *)user)++;
}

static void count_cancel(void *user) { (void)user; }

/* The computer plays nothing into the game while a position is set up, and Cancel gives
 * the game back as it was, the computer to move again. */
static void test_setup_cancel_gives_back_the_game_untouched(void **state)
{
    (void)state;
    Controller *c = calloc(1, sizeof *c);
    CtlSetup *s = calloc(1, sizeof *s);
    assert_true(c && s);
    int starts = 0;
    ControllerAiHooks hooks = {count_start, count_cancel, &starts, NULL, NULL, NULL};
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {0, SEAT_HUMAN, SEAT_AI}, 3, {0}, false};
    controller_init(c, &opt, &hooks);
    assert_true(controller_click(c, support_point("h8")));
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    controller_setup_begin(s, c, NULL);
    assert_int_equal(c->ai_purpose, AI_IDLE);
    assert_true(controller_setup_click(s, support_point("a1"), false));
    controller_setup_end(s, c);
    assert_int_equal(c->game.nactions, 1);
    assert_int_equal(board_at(&c->game.board, support_point("a1")), STONE_EMPTY);
    assert_false(c->paused);
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(starts, 2);
    free(c);
    free(s);
}

/* From the New game dialog: the set-up plays under the dialog's rule set (a 3x3 block of
 * Black is a foul in renju, a position in free-style gomoku), on its board size. */
static void test_setup_from_the_new_game_dialog_takes_its_rule_set(void **state)
{
    (void)state;
    Controller *c = calloc(1, sizeof *c);
    CtlSetup *s = calloc(1, sizeof *s);
    Game *g = calloc(1, sizeof *g);
    assert_true(c && s && g);
    ControllerOptions opt = {RULE_RENJU, OPENING_TARAGUCHI10, {0, SEAT_HUMAN, SEAT_HUMAN}, 3, {0},
                             false};
    controller_init(c, &opt, NULL);
    support_controller_play(c, "h8 h9");
    ControllerOptions pending = opt;
    pending.rule = RULE_GOMOKU;
    controller_setup_begin(s, c, &pending);
    assert_true(s->new_game);
    assert_int_equal(board_stone_count(&s->board), 2); /* the shown stones, same size */
    const char *block = "b=g7,h7,i7,g8,h8,i8,g9,h9,i9 w=a1,a3,a5,a7,a9,a11,a13,c1";
    assert_true(controller_setup_text(s, block, strlen(block)));
    assert_true(controller_setup_build(s, g));
    assert_int_equal(g->rules->id, RULE_GOMOKU);
    controller_setup_end(s, c);
    pending.rule = RULE_OLD_RENJU; /* 19x19: the 15x15 stones are not carried over */
    controller_setup_begin(s, c, &pending);
    assert_int_equal(s->board.size, 19);
    assert_int_equal(board_stone_count(&s->board), 0);
    controller_setup_end(s, c);
    assert_int_equal(c->game.nactions, 2);
    free(c);
    free(s);
    free(g);
}

/* A side to move chosen apart from the counts: a book diagram "White to play" on equal
 * counts. The other side passes after the stones (a set-up action too), and the records
 * keep it: .renju's "setup: 3" ends on the pass, SGF's PL[W] reads back as the pass. */
static void test_setup_chosen_side_to_move_passes_after_the_stones(void **state)
{
    Fixture *f = *state;
    const RuleSet *rs = rules_get(RULE_RENJU);
    assert_true(build(f, RULE_RENJU, "b=h8 w=i9"));
    assert_int_equal(game_to_move(&f->game), STONE_BLACK);
    assert_true(setup_build(&f->game, rs, &f->board, STONE_BLACK, &f->err));
    assert_int_equal(f->game.nactions, 2); /* the counts' side: no pass */
    assert_true(setup_build(&f->game, rs, &f->board, STONE_WHITE, &f->err));
    assert_int_equal(game_to_move(&f->game), STONE_WHITE);
    assert_int_equal(f->game.nactions, 3);
    assert_int_equal(f->game.setup, 3);
    assert_int_equal(f->game.actions[2].kind, ACTION_PASS);
    assert_same_stones(f);
    assert_false(game_undo(&f->game)); /* the pass is the set-up's: undo stops before it */
    assert_true(game_play(&f->game, support_point("j10"), NULL));
    Game *back = malloc(sizeof *back);
    Review *lines = review_new();
    assert_true(back && lines);
    char buf[2048];
    RecordError err;
    for (int k = 0; k < 2; k++) {
        RecordFormat fmt = k == 0 ? RECORD_TEXT : RECORD_SGF;
        size_t n = record_format(&f->game, NULL, fmt, buf, sizeof buf);
        assert_true(n > 0 && n < sizeof buf);
        assert_non_null(strstr(buf, k == 0 ? "setup: 3\n" : "AB[hh]AW[ig]PL[W];W[jf])"));
        assert_true(record_keeps_setup(&f->game, fmt, NULL));
        assert_true(record_parse_lines(buf, n, fmt, NULL, back, lines, NULL, &err));
        assert_int_equal(back->setup, 3);
        assert_int_equal(back->nactions, 4);
        assert_int_equal(back->actions[2].kind, ACTION_PASS);
        assert_int_equal(board_at(&back->board, support_point("j10")), STONE_WHITE);
        assert_int_equal(game_to_move(back), STONE_BLACK);
    }
    /* A pass is the set-up's last action only. */
    const char *bad = "Renju record 4\nrule: renju\nopening: free\nsetup: 2\nresult: none\n\n"
                      "1. h8\n2. pass\n3. i9\n4. pass\nend\n";
    assert_true(record_parse_lines(bad, strlen(bad), RECORD_TEXT, NULL, back, lines, NULL, &err));
    const char *worse = "Renju record 4\nrule: renju\nopening: free\nsetup: 3\nresult: none\n\n"
                        "1. h8\n2. pass\n3. i9\nend\n";
    assert_false(
        record_parse_lines(worse, strlen(worse), RECORD_TEXT, NULL, back, lines, NULL, &err));
    free(back);
    review_free(lines);
}

/* The window's set-up: the side to move is chosen there (the counts' side follows the
 * counts again); a game whose side to move passed begins the set-up with that side. */
static void test_setup_controller_chooses_the_side_to_move(void **state)
{
    (void)state;
    Controller *c = calloc(1, sizeof *c);
    CtlSetup *s = calloc(1, sizeof *s);
    Game *g = calloc(1, sizeof *g);
    assert_true(c && s && g);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {0, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_init(c, &opt, NULL);
    controller_setup_begin(s, c, NULL);
    assert_true(controller_setup_text(s, "b=h8 w=i9", 9));
    assert_int_equal(controller_setup_to_move(s), STONE_BLACK);
    controller_setup_choose_to_move(s, STONE_WHITE);
    assert_int_equal(controller_setup_to_move(s), STONE_WHITE);
    assert_int_equal(controller_setup_counts_to_move(s), STONE_BLACK);
    assert_true(controller_setup_build(s, g));
    controller_setup_end(s, c);
    controller_set_game(c, g);
    assert_int_equal(game_to_move(&c->game), STONE_WHITE);
    assert_true(controller_click(c, support_point("j10")));
    assert_int_equal(board_at(&c->game.board, support_point("j10")), STONE_WHITE);
    /* Back into the set-up on equal counts, White to move (Black passed): White stays. */
    support_click_all(c, "k11");
    controller_setup_begin(s, c, NULL);
    assert_int_equal(controller_setup_counts_to_move(s), STONE_BLACK);
    assert_int_equal(controller_setup_to_move(s), STONE_WHITE);
    controller_setup_choose_to_move(s, STONE_BLACK); /* the counts' side: follows them */
    assert_true(controller_setup_click(s, support_point("l12"), true)); /* Black (other) */
    assert_int_equal(controller_setup_to_move(s), STONE_WHITE);
    /* No stones, White to move: Black's first stone goes on the centre, no pass first. */
    controller_setup_clear(s);
    controller_setup_choose_to_move(s, STONE_WHITE);
    assert_false(controller_setup_build(s, g));
    assert_int_equal(s->err.kind, SETUP_PASS);
    controller_setup_end(s, c);
    free(c);
    free(s);
    free(g);
}

/* docs/rules.md's figure 1 (a double three at h8): h8 empty, Black's four stones alone. */
#define FIGURE_1 "b=f8,g8,h9,h10"

/* The figure of text made a study position with side to move, in f->game. */
static void build_study(Fixture *f, const char *text, Stone side)
{
    const RuleSet *rs = rules_get(RULE_RENJU);
    char why[200];
    assert_true(position_parse(text, strlen(text), rs->board_size, &f->board, why, sizeof why));
    assert_true(setup_build(&f->game, rs, &f->board, side, &f->err));
    assert_true(game_study(&f->game));
    assert_int_equal(game_to_move(&f->game), side);
    assert_false(game_over(&f->game));
    assert_same_stones(f);
}

/* g read back from its own record in fmt: the same stones, side to move and set-up, a
 * study position still, and written again the same. */
static void assert_reads_back(const Fixture *f, RecordFormat fmt)
{
    const Game *g = &f->game;
    char *buf = malloc(8192);
    char *again = malloc(8192);
    Game *back = malloc(sizeof *back);
    Review *lines = review_new();
    assert_true(buf && again && back && lines);
    size_t n = record_format(g, NULL, fmt, buf, 8192);
    assert_true(n > 0 && n < 8192);
    RecordError err;
    assert_true(record_parse_lines(buf, n, fmt, NULL, back, lines, NULL, &err));
    assert_true(game_study(back));
    assert_int_equal(game_to_move(back), game_to_move(g));
    assert_int_equal(back->setup, g->setup);
    assert_int_equal(back->nactions, g->nactions);
    for (int i = 0; i < BOARD_CELLS; i++) {
        assert_int_equal(back->board.cells[i], g->board.cells[i]);
    }
    size_t m = record_format(back, NULL, fmt, again, 8192);
    assert_int_equal(m, n);
    assert_memory_equal(again, buf, n);
    free(buf);
    free(again);
    free(back);
    review_free(lines);
}

/* A rules book figure (h8 empty, counts no game has) is a study position, either side to
 * move: .renju and SGF (AB/AW/PL) keep it exactly, the formats of moves alone refuse it. */
static void test_setup_rules_figure_is_a_study_position_saved_and_read(void **state)
{
    Fixture *f = *state;
    for (int i = 0; i < 2; i++) {
        Stone side = i == 0 ? STONE_BLACK : STONE_WHITE;
        build_study(f, FIGURE_1 " w=e8", side);
        assert_int_equal(f->err.study, SETUP_COUNTS);
        assert_reads_back(f, RECORD_TEXT);
        assert_reads_back(f, RECORD_SGF);
        char buf[4096];
        size_t n = record_format(&f->game, NULL, RECORD_TEXT, buf, sizeof buf);
        assert_true(n > 0 && n < sizeof buf);
        assert_non_null(strstr(buf, "Renju record 12\n"));
        assert_non_null(strstr(buf, "\nsetup: "));
        assert_non_null(strstr(buf, " placed\n"));
        n = record_format(&f->game, NULL, RECORD_SGF, buf, sizeof buf);
        assert_true(n > 0 && n < sizeof buf);
        assert_non_null(strstr(buf, "AB[fh][gh][hg][hf]AW[eh]PL["));
        assert_int_equal(record_hold_reason(&f->game, RECORD_PSQ), RECORD_R_STUDY_MOVES);
        assert_int_equal(record_hold_reason(&f->game, RECORD_LIB), RECORD_R_STUDY_MOVES);
        assert_int_equal(record_hold_reason(&f->game, RECORD_MOVES), RECORD_R_STUDY_MOVES);
        assert_int_equal(record_hold_reason(&f->game, RECORD_TEXT), RECORD_R_NONE);
    }
    /* Black's stones alone, no White stone at all: AW[] is left out, not written empty. */
    build_study(f, FIGURE_1, STONE_WHITE);
    assert_reads_back(f, RECORD_TEXT);
    assert_reads_back(f, RECORD_SGF);
}

/* Played from the figure as any game is: h8 is Black's double three, refused as in a game;
 * undo stops at the position; the study's placed stones cannot follow a move. */
static void test_setup_study_position_plays_by_the_rules(void **state)
{
    Fixture *f = *state;
    build_study(f, FIGURE_1, STONE_BLACK);
    Game *g = &f->game;
    int setup = g->setup;
    GameError err;
    assert_false(game_play(g, support_point("h8"), &err));
    assert_int_equal(err.kind, GAME_ERR_FORBIDDEN);
    assert_int_equal(err.verdict, VERDICT_DOUBLE_THREE);
    assert_true(game_play(g, support_point("j9"), NULL));
    assert_true(game_play(g, support_point("h8"), NULL)); /* White may take the point */
    Action placed;
    memset(&placed, 0, sizeof placed);
    placed.kind = ACTION_MOVE;
    placed.pos = support_point("a1");
    placed.placed = true;
    assert_false(game_apply(g, &placed, &err));
    assert_true(game_undo(g));
    assert_true(game_undo(g));
    assert_false(game_undo(g));
    assert_int_equal(g->nactions, setup);
    assert_same_stones(f);
    assert_int_equal(game_to_move(g), STONE_BLACK);
    /* A pass after the set-up's own placed pass is the first pass, not the game's end. */
    assert_true(game_play(g, POS_PASS, NULL));
    assert_false(game_over(g));
    /* Still refused: a five on the board, and an empty board with White to move. */
    const RuleSet *rs = rules_get(RULE_RENJU);
    char why[200];
    assert_true(position_parse("b=a1,b2,c3,d4,e5", 16, rs->board_size, &f->board, why, sizeof why));
    assert_false(setup_build(g, rs, &f->board, STONE_WHITE, &f->err));
    assert_int_equal(f->err.kind, SETUP_FIVE);
    board_init(&f->board, rs->board_size, false);
    assert_false(setup_build(g, rs, &f->board, STONE_WHITE, &f->err));
    assert_int_equal(f->err.kind, SETUP_PASS);
}

/* The AI analyses the figure: a legal move, never Black's foul at h8. */
static void test_setup_study_position_is_analysed(void **state)
{
    Fixture *f = *state;
    build_study(f, FIGURE_1 " w=a1,a2", STONE_BLACK);
    assert_int_equal(
        rules_check_move(f->game.rules, &f->game.board, support_point("h8"), STONE_BLACK),
        VERDICT_DOUBLE_THREE);
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    AiLimits lim = {0, 0, 20000, AI_LEVEL_MAX, 1, 1, false, AI_SOLVE_NONE, false, false, {0}};
    AiInfo info;
    ai_search(e, f->game.rules, &f->game.board, &lim, NULL, NULL, NULL, &info);
    ai_destroy(e);
    assert_int_not_equal(info.best, support_point("h8"));
    assert_true(game_play(&f->game, info.best, NULL));
}

/* Tampering: "placed" is version 12's word; an older version refuses it. */
static void test_setup_record_refuses_placed_before_version_12(void **state)
{
    (void)state;
    const char *older = "Renju record 11\nrule: renju\nopening: free\nsetup: 3 placed\n"
                        "1. f8\n2. pass\n3. g8\nend\n";
    const char *newer = "Renju record 12\nrule: renju\nopening: free\nsetup: 3 placed\n"
                        "1. f8\n2. pass\n3. g8\nend\n";
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    RecordError err;
    assert_false(record_parse(older, strlen(older), RECORD_TEXT, NULL, g, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_PLACED_VERSION); /* named, audit 31b C8 */
    assert_string_equal(err.msg, "line 4: 'setup: 3 placed': placed stones (a study position) are "
                                 "read from record version 12 on, and the first line names an "
                                 "older one");
    assert_true(record_parse(newer, strlen(newer), RECORD_TEXT, NULL, g, NULL, &err));
    assert_true(game_study(g));
    assert_int_equal(game_to_move(g), STONE_WHITE);
    free(g);
}

/* The window's way: the audit's figure typed into the set-up (h8 empty, four White stones
 * beside Black's), Done gives the controller a study position; a click on Black's foul
 * is refused as in a game, and undo stops at the position. */
static void test_setup_controller_makes_a_study_position(void **state)
{
    (void)state;
    Controller *c = calloc(1, sizeof *c);
    CtlSetup *s = calloc(1, sizeof *s);
    Game *g = calloc(1, sizeof *g);
    assert_true(c && s && g);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {0, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_init(c, &opt, NULL);
    controller_setup_begin(s, c, NULL);
    const char *figure = "b=f8,g8,h9,h10 w=a1,a2,a3,a4";
    assert_true(controller_setup_text(s, figure, strlen(figure)));
    controller_setup_choose_to_move(s, STONE_BLACK);
    assert_int_equal(controller_setup_to_move(s), STONE_BLACK);
    assert_true(controller_setup_build(s, g));
    assert_true(game_study(g));
    assert_int_equal(s->err.study, SETUP_CENTRE); /* 4 and 4: the counts fit, h8 is empty */
    controller_setup_end(s, c);
    controller_set_game(c, g);
    int setup = c->game.setup;
    assert_int_equal(game_to_move(&c->game), STONE_BLACK);
    assert_false(controller_click(c, support_point("h8"))); /* double three */
    assert_int_equal(c->game.nactions, setup);
    assert_true(controller_click(c, support_point("j9")));
    assert_true(controller_click(c, support_point("h8")));
    assert_true(controller_undo(c));
    assert_true(controller_undo(c));
    assert_false(controller_undo(c));
    assert_int_equal(c->game.nactions, setup);
    assert_int_equal(board_at(&c->game.board, support_point("a4")), STONE_WHITE);
    free(c);
    free(s);
    free(g);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_setup_one_black_more_gives_white_to_move,
                                        fixture_setup, fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_equal_counts_give_black_to_move, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_orders_a_double_four_shape_legally,
                                        fixture_setup, fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_keeps_a_legal_move_order, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_counts_that_fit_no_side_make_a_study,
                                        fixture_setup, fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_refuses_a_five_on_the_board, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_refuses_a_black_overline, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_refuses_a_white_six_by_its_length, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_study_that_would_be_over_says_why, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_foul_in_every_order_makes_a_study, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_no_black_stone_on_the_centre_makes_a_study,
                                        fixture_setup, fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_position_no_order_reaches_makes_a_study,
                                        fixture_setup, fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_pente_takes_no_pair, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_undo_stops_at_the_setup_end, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_record_keeps_the_setup_end, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test(test_setup_record_refuses_a_wrong_setup),
        cmocka_unit_test(test_setup_sgf_keeps_the_setup_with_comments_and_variations),
        cmocka_unit_test_setup_teardown(test_setup_sgf_says_a_setup_written_as_moves, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_sgf_writes_and_reads_the_setup_stones,
                                        fixture_setup, fixture_teardown),
        cmocka_unit_test(test_setup_controller_edits_apart_from_the_game),
        cmocka_unit_test(test_setup_controls_by_their_keys),
        cmocka_unit_test_setup_teardown(test_setup_chosen_side_to_move_passes_after_the_stones,
                                        fixture_setup, fixture_teardown),
        cmocka_unit_test(test_setup_controller_chooses_the_side_to_move),
        cmocka_unit_test(test_setup_move_list_marks_the_setup_end),
        cmocka_unit_test(test_setup_study_move_list_is_one_row),
        cmocka_unit_test(test_setup_position_reasons_are_kinds),
        cmocka_unit_test(test_setup_controller_text_and_refusal),
        cmocka_unit_test_setup_teardown(test_setup_paste_of_a_record_gives_its_end, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test(test_setup_typed_position_applies_as_a_paste),
        cmocka_unit_test(test_setup_sgf_reads_a_rectangle_of_points),
        cmocka_unit_test_setup_teardown(test_setup_pass_is_no_players_pass, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test(test_setup_cancel_gives_back_the_game_untouched),
        cmocka_unit_test_setup_teardown(test_setup_rules_figure_is_a_study_position_saved_and_read,
                                        fixture_setup, fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_study_position_plays_by_the_rules, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test_setup_teardown(test_setup_study_position_is_analysed, fixture_setup,
                                        fixture_teardown),
        cmocka_unit_test(test_setup_record_refuses_placed_before_version_12),
        cmocka_unit_test(test_setup_controller_makes_a_study_position),
        cmocka_unit_test(test_setup_from_the_new_game_dialog_takes_its_rule_set),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

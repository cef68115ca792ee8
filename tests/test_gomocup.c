/* Renju - MIT licence, see LICENSE.
 *
 * The Gomocup protocol layer on strings (commands, coordinates, colours, INFO, the
 * Yixin-Board extensions, malformed input), a random-garbage run, and pbrain-renju end
 * to end.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "gomocup.h"
#include "test_support.h"

static char OUT[8192];

/* Sends one line; returns the action, the answer is in OUT. */
static GomocupAction send(GomocupSession *s, const char *line)
{
    return gomocup_handle(s, line, strlen(line), OUT, sizeof OUT);
}

static void started(GomocupSession *s)
{
    gomocup_init(s);
    assert_int_equal(send(s, "START 15"), GOMOCUP_NONE);
    assert_string_equal(OUT, "OK\n");
}

static void assert_error(GomocupSession *s, const char *line)
{
    assert_int_equal(send(s, line), GOMOCUP_NONE);
    if (strncmp(OUT, "ERROR ", 6) != 0) {
        fail_msg("'%s' answered '%s', expected ERROR", line, OUT);
    }
}

/* The search's report as a MESSAGE line: its numbers and line in protocol coordinates,
 * or only "book" with the book's score and move for a book move. */
static void test_gomocup_info_message(void **state)
{
    (void)state;
    GomocupSession s;
    gomocup_init(&s);
    send(&s, "START 15");
    AiInfo info = {0};
    info.best = support_point("g9");
    info.score = -40;
    info.depth = 11;
    info.nodes = 1234;
    info.nps = 5678;
    info.elapsed_ms = 217;
    info.npv = 2;
    info.pv[0] = support_point("g9");
    info.pv[1] = support_point("a1");
    char line[256];
    gomocup_format_info(&s, &info, line, sizeof line);
    assert_string_equal(line, "MESSAGE depth 11 ev -40 nodes 1234 nps 5678 time 217 pv 6,6 0,14\n");
    info.book = true;
    info.npv = 1;
    gomocup_format_info(&s, &info, line, sizeof line);
    assert_string_equal(line, "MESSAGE book ev -40 pv 6,6\n");
}

static void test_gomocup_start_sizes(void **state)
{
    (void)state;
    GomocupSession s;
    gomocup_init(&s);
    assert_error(&s, "BEGIN");
    assert_error(&s, "START");
    assert_error(&s, "START 0");
    assert_error(&s, "START 20");
    assert_error(&s, "START 19"); /* renju is 15x15 */
    assert_error(&s, "START 15 15");
    assert_error(&s, "RECTSTART 15,20");
    assert_error(&s, "RECTSTART 15");
    assert_int_equal(send(&s, "RECTSTART 15,15"), GOMOCUP_NONE);
    assert_string_equal(OUT, "OK\n");
    assert_int_equal(send(&s, "info rule 0"), GOMOCUP_NONE);
    assert_string_equal(OUT, "");
    gomocup_init(&s);
    send(&s, "INFO rule 0");
    assert_int_equal(send(&s, "START 19"), GOMOCUP_NONE);
    assert_string_equal(OUT, "OK\n");
}

static void test_gomocup_turn_uses_top_left_origin(void **state)
{
    (void)state;
    GomocupSession s;
    started(&s);
    assert_int_equal(send(&s, "TURN 0,0"), GOMOCUP_THINK);
    Board b;
    gomocup_board(&s, &b);
    /* x=0, y=0 is the top-left corner: a15, and it is the opponent's Black stone. */
    assert_int_equal(board_at(&b, support_point("a15")), STONE_BLACK);
    assert_int_equal(b.to_move, STONE_WHITE);
    gomocup_own_move(&s, support_point("h8"));
    char move[32];
    gomocup_format_move(&s, support_point("h8"), move, sizeof move);
    assert_string_equal(move, "7,7\n");
    gomocup_format_move(&s, support_point("a1"), move, sizeof move);
    assert_string_equal(move, "0,14\n");
    assert_error(&s, "TURN 7,7");   /* occupied by our own move */
    assert_error(&s, "TURN 15,3");  /* off the board */
    assert_error(&s, "TURN 3");
    assert_error(&s, "TURN 3,4,5");
    assert_error(&s, "TURN -1,2");
    assert_error(&s, "TURN 99999999999999999999,1");
    assert_int_equal(send(&s, "TURN 8,8"), GOMOCUP_THINK);
    gomocup_board(&s, &b);
    assert_int_equal(board_at(&b, support_point("i7")), STONE_BLACK);
    assert_int_equal(board_stone_count(&b), 3);
}

static void test_gomocup_begin_needs_empty_board(void **state)
{
    (void)state;
    GomocupSession s;
    started(&s);
    assert_int_equal(send(&s, "BEGIN"), GOMOCUP_THINK);
    gomocup_own_move(&s, support_point("h8"));
    assert_error(&s, "BEGIN");
    assert_int_equal(send(&s, "RESTART"), GOMOCUP_NONE);
    assert_string_equal(OUT, "OK\n");
    assert_int_equal(send(&s, "BEGIN"), GOMOCUP_THINK);
}

static void test_gomocup_board_colours_follow_the_count(void **state)
{
    (void)state;
    GomocupSession s;
    started(&s);
    /* Opponent has two stones, we have one: we are White. */
    assert_int_equal(send(&s, "BOARD"), GOMOCUP_NONE);
    assert_int_equal(send(&s, "7,7,2"), GOMOCUP_NONE);
    assert_int_equal(send(&s, "8,8,1"), GOMOCUP_NONE);
    assert_int_equal(send(&s, "9,9,2"), GOMOCUP_NONE);
    assert_error(&s, "9,9,2");     /* occupied */
    assert_error(&s, "1,1,7");     /* bad field */
    assert_error(&s, "TURN 1,1");  /* not a board line */
    assert_int_equal(send(&s, "DONE"), GOMOCUP_THINK);
    Board b;
    gomocup_board(&s, &b);
    assert_int_equal(b.to_move, STONE_WHITE);
    assert_int_equal(board_at(&b, support_point("h8")), STONE_BLACK);
    assert_int_equal(board_at(&b, support_point("i7")), STONE_WHITE);
    assert_int_equal(board_at(&b, support_point("j6")), STONE_BLACK);
    /* Equal counts: we are Black. YXBOARD sets the position without thinking. */
    assert_int_equal(send(&s, "YXBOARD"), GOMOCUP_NONE);
    send(&s, "7,7,1");
    send(&s, "8,8,2");
    assert_int_equal(send(&s, "DONE"), GOMOCUP_NONE);
    gomocup_board(&s, &b);
    assert_int_equal(b.to_move, STONE_BLACK);
    assert_int_equal(board_at(&b, support_point("h8")), STONE_BLACK);
    assert_int_equal(board_at(&b, support_point("i7")), STONE_WHITE);
}

static void test_gomocup_takeback(void **state)
{
    (void)state;
    GomocupSession s;
    started(&s);
    send(&s, "TURN 7,7");
    gomocup_own_move(&s, support_point("i9"));
    assert_int_equal(send(&s, "TAKEBACK 8,6"), GOMOCUP_NONE);
    assert_string_equal(OUT, "OK\n");
    assert_error(&s, "TAKEBACK 8,6");
    Board b;
    gomocup_board(&s, &b);
    assert_int_equal(board_stone_count(&b), 1);
    assert_int_equal(b.to_move, STONE_WHITE);
}

static void test_gomocup_info_rules_and_time(void **state)
{
    (void)state;
    GomocupSession s;
    started(&s);
    send(&s, "INFO rule 1");
    assert_int_equal(s.rules->id, RULE_GOMOKU_EXACT);
    send(&s, "INFO rule 0");
    assert_int_equal(s.rules->id, RULE_GOMOKU);
    send(&s, "INFO rule 2");
    assert_int_equal(s.rules->id, RULE_RENJU);
    send(&s, "INFO rule 0");
    send(&s, "INFO rule 4");
    assert_int_equal(s.rules->id, RULE_RENJU);
    assert_int_equal(send(&s, "INFO folder /tmp/x"), GOMOCUP_NONE);
    assert_string_equal(OUT, "");
    assert_error(&s, "INFO");
    assert_error(&s, "INFO timeout_turn soon");
    send(&s, "INFO timeout_turn 1000");
    int t = gomocup_move_time(&s);
    assert_true(t > 500 && t < 1000);
    /* Little time left in the match: far less than the turn limit. */
    send(&s, "INFO timeout_match 100000");
    send(&s, "INFO time_left 3000");
    assert_true(gomocup_move_time(&s) <= 1000);
    assert_true(gomocup_move_time(&s) >= 5);
    send(&s, "INFO max_memory 83886080");
    assert_int_equal(gomocup_tt_megabytes(&s), 40);
    /* Yixin-Board's thread count: one thread until told, then within 1 .. AI_MAX_THREADS. */
    assert_int_equal(s.threads, 1);
    send(&s, "INFO thread_num 4");
    assert_int_equal(s.threads, 4);
    send(&s, "INFO thread_num 0");
    assert_int_equal(s.threads, 1);
    send(&s, "INFO thread_num 100000");
    assert_int_equal(s.threads, AI_MAX_THREADS);
    assert_error(&s, "INFO thread_num many");
    assert_int_equal(s.threads, AI_MAX_THREADS);
}

/* Yixin-Board's node budget (c-gomoku-cli's nodes=N): kept in the session and handed to
 * the search with the time limit; 0 or a negative value is no limit. */
static void test_gomocup_info_max_node_limits_the_search(void **state)
{
    (void)state;
    GomocupSession s;
    started(&s);
    AiLimits lim;
    gomocup_limits(&s, 9, &lim);
    assert_int_equal(lim.max_nodes, 0);
    assert_int_equal(lim.level, AI_LEVEL_MAX);
    assert_int_equal(lim.seed, 9);
    assert_true(lim.book);
    send(&s, "INFO max_node 20000");
    send(&s, "INFO timeout_turn 3000");
    send(&s, "INFO thread_num 2");
    gomocup_limits(&s, 9, &lim);
    assert_int_equal(lim.max_nodes, 20000);
    assert_int_equal(lim.time_ms, gomocup_move_time(&s));
    assert_int_equal(lim.threads, 2);
    assert_error(&s, "INFO max_node plenty");
    assert_int_equal(s.max_nodes, 20000);
    send(&s, "INFO MAX_NODE -1");
    assert_int_equal(s.max_nodes, 0);
    send(&s, "INFO max_node 0");
    gomocup_limits(&s, 9, &lim);
    assert_int_equal(lim.max_nodes, 0);
}

static void test_gomocup_showforbid_lists_black_fouls(void **state)
{
    (void)state;
    GomocupSession s;
    started(&s);
    /* Black f8 g8 h9 h10 (as in RULES.md): h8 is a double-three. Black to move. */
    send(&s, "YXBOARD");
    send(&s, "5,7,1");  /* f8 */
    send(&s, "0,0,2");
    send(&s, "6,7,1");  /* g8 */
    send(&s, "0,14,2");
    send(&s, "7,6,1");  /* h9 */
    send(&s, "14,0,2");
    send(&s, "7,5,1");  /* h10 */
    send(&s, "14,14,2");
    send(&s, "DONE");
    assert_int_equal(send(&s, "YXSHOWFORBID"), GOMOCUP_NONE);
    assert_string_equal(OUT, "FORBID 0707.\n");
    send(&s, "INFO rule 0");
    send(&s, "YXSHOWFORBID");
    assert_string_equal(OUT, "FORBID .\n");
}

static void test_gomocup_other_commands(void **state)
{
    (void)state;
    GomocupSession s;
    started(&s);
    assert_int_equal(send(&s, "ABOUT"), GOMOCUP_NONE);
    assert_non_null(strstr(OUT, "name=\"pbrain-renju\""));
    assert_int_equal(send(&s, "YXSTOP"), GOMOCUP_STOP);
    assert_int_equal(send(&s, "YXNBEST 3"), GOMOCUP_THINK);
    assert_int_equal(s.nbest, 3);
    assert_error(&s, "YXNBEST");
    assert_error(&s, "YXNBEST 0");
    assert_error(&s, "HELLO");
    assert_int_equal(send(&s, ""), GOMOCUP_NONE);
    assert_string_equal(OUT, "");
    assert_int_equal(send(&s, "  end "), GOMOCUP_QUIT);
}

static uint64_t next_random(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

static void test_gomocup_random_garbage_never_breaks(void **state)
{
    (void)state;
    static const char *const WORDS[] = {"START", "TURN", "BOARD", "DONE", "YXBOARD", "INFO",
                                        "TAKEBACK", "BEGIN", "RESTART", "YXSHOWFORBID",
                                        "RECTSTART", "rule", "time_left", ",", "7", "-3",
                                        "15", "14,14", "0,0,1", "99999999999", "\t", "YXNBEST"};
    GomocupSession s;
    gomocup_init(&s);
    uint64_t rng = 0x1234567ULL;
    char line[128];
    for (int i = 0; i < 20000; i++) {
        size_t n = 0;
        int parts = (int)(next_random(&rng) % 5);
        for (int k = 0; k < parts; k++) {
            if (next_random(&rng) % 4 == 0) {
                line[n++] = (char)(next_random(&rng) % 256);
            } else {
                const char *w = WORDS[next_random(&rng) % (sizeof WORDS / sizeof WORDS[0])];
                size_t wl = strlen(w);
                memcpy(line + n, w, wl);
                n += wl;
                line[n++] = ' ';
            }
        }
        gomocup_handle(&s, line, n, OUT, sizeof OUT);
        assert_true(strlen(OUT) < sizeof OUT);
        assert_true(s.nmoves >= 0 && s.nmoves <= s.size * s.size);
        Board b;
        gomocup_board(&s, &b);
        assert_int_equal(board_stone_count(&b), s.nmoves);
    }
}

static void test_gomocup_pbrain_binary_end_to_end(void **state)
{
    (void)state;
    char out[8192];
    const char *script = "START 15\n"
                         "INFO rule 4\n"
                         "INFO timeout_turn 200\n"
                         "garbage here\n"
                         "BEGIN\n"
                         "ABOUT\n"
                         "END\n";
    assert_int_equal(support_run("pbrain-renju", "", script, out, sizeof out), 0);
    assert_non_null(strstr(out, "OK\n"));
    assert_non_null(strstr(out, "ERROR unknown command\n"));
    assert_non_null(strstr(out, "\n7,7\n"));
    assert_non_null(strstr(out, "name=\"pbrain-renju\""));
    /* Black to move with a four of White to stop: 3,3 4,3 5,3 6,3 (y from the top); the
     * five points are 2,3 and 7,3, and 2,3 is taken. */
    const char *board = "START 15\n"
                        "INFO timeout_turn 300\n"
                        "BOARD\n"
                        "2,3,1\n3,3,2\n7,7,1\n4,3,2\n9,9,1\n5,3,2\n11,11,1\n6,3,2\n"
                        "DONE\n"
                        "END\n";
    assert_int_equal(support_run("pbrain-renju", "", board, out, sizeof out), 0);
    assert_non_null(strstr(out, "\n7,3\n"));
}

/* pbrain-renju under a node budget: on an early middle game of eight stones (Black to
 * move, no forced line for either side, not in the book) with 30 seconds a move, INFO
 * max_node 100000 ends the search within a poll interval (1024 nodes) of the budget, and
 * the answer repeats exactly. ABOUT before END keeps the search from being stopped by
 * the end of input (only a stop or end next in line concerns a search), however slow
 * the build. */
static void test_gomocup_pbrain_honours_max_node(void **state)
{
    (void)state;
    const char *script = "START 15\n"
                         "INFO rule 4\n"
                         "INFO timeout_turn 30000\n"
                         "INFO max_node 100000\n"
                         "BOARD\n"
                         "7,7,1\n7,6,2\n5,5,1\n6,6,2\n8,6,1\n6,7,2\n4,7,1\n6,5,2\n"
                         "DONE\n"
                         "ABOUT\n"
                         "END\n";
    char first[4096];
    char second[4096];
    assert_int_equal(support_run("pbrain-renju", "", script, first, sizeof first), 0);
    assert_int_equal(support_run("pbrain-renju", "", script, second, sizeof second), 0);
    const char *m = strstr(first, "MESSAGE depth ");
    assert_non_null(m);
    const char *at = strstr(m, " nodes ");
    assert_non_null(at);
    long long nodes = atoll(at + 7);
    assert_true(nodes >= 100000 && nodes < 100000 + 1024);
    /* The same move, depth and node count again (the time and rate may differ). */
    const char *m2 = strstr(second, "MESSAGE depth ");
    assert_non_null(m2);
    assert_memory_equal(m, m2, (size_t)(at - m) + 7 + strcspn(at + 7, " "));
    assert_string_equal(strchr(m, '\n') + 1, strchr(m2, '\n') + 1);
}

/* A board filled up to its last point, l4 (11,11), which is a foul for Black to move
 * (from a match of 3 December 2026, 224 stones in the runner's SGF coordinates, x then y
 * from the top, Black first): the protocol has no pass, so the brain says so at once
 * rather than play the foul or stay silent. */
static void test_gomocup_pbrain_no_legal_move_is_an_error(void **state)
{
    (void)state;
    static const char moves[] =
        "hhiggfkikfiiifhfjhjihiihijjkkjikhkhjjjljjllimiggfhfifghekgmklkkdmflfmhmgnijelhnj"
        "klmjilomnlhliejfojlgghefehdhknjmkmkkkhnhdicjjdgkfjelfmglflgmfnfkgjfdgeedgdlcldek"
        "ckemejeegcgbecfcdefbfekchbhcickeoikbkaidfahdhgnemdncjcddnacgdfeglamacdeneodmbjcc"
        "ffbgboagdgaeohokdocoeiahaiciofogdjblmlbdaaongoclfohoalnkdbbebfjnolkoimjoialoiomb"
        "nbjaocbcnonfhagaajambmbnbblbodobebabindnandlaonndkoommcmnggnibmcmemochmnafadcnac"
        "hnhmlndccboelmeanmjgakbibklebhcacfdagioacendjbba";
    static char script[8192];
    size_t n = (size_t)snprintf(script, sizeof script, "START 15\nINFO rule 4\n"
                                "INFO timeout_turn 300\nBOARD\n");
    for (size_t i = 0; moves[2 * i]; i++) {
        n += (size_t)snprintf(script + n, sizeof script - n, "%d,%d,%d\n",
                              moves[2 * i] - 'a', moves[2 * i + 1] - 'a', i % 2 ? 2 : 1);
    }
    snprintf(script + n, sizeof script - n, "DONE\nEND\n");
    assert_int_equal(strlen(moves), 448);
    char out[8192];
    assert_int_equal(support_run("pbrain-renju", "", script, out, sizeof out), 0);
    assert_non_null(strstr(out, "\nERROR no legal move\n"));
    assert_null(strstr(out, "\n11,11\n"));
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gomocup_start_sizes),
        cmocka_unit_test(test_gomocup_info_message),
        cmocka_unit_test(test_gomocup_turn_uses_top_left_origin),
        cmocka_unit_test(test_gomocup_begin_needs_empty_board),
        cmocka_unit_test(test_gomocup_board_colours_follow_the_count),
        cmocka_unit_test(test_gomocup_takeback),
        cmocka_unit_test(test_gomocup_info_rules_and_time),
        cmocka_unit_test(test_gomocup_info_max_node_limits_the_search),
        cmocka_unit_test(test_gomocup_showforbid_lists_black_fouls),
        cmocka_unit_test(test_gomocup_other_commands),
        cmocka_unit_test(test_gomocup_random_garbage_never_breaks),
        cmocka_unit_test(test_gomocup_pbrain_binary_end_to_end),
        cmocka_unit_test(test_gomocup_pbrain_honours_max_node),
        cmocka_unit_test(test_gomocup_pbrain_no_legal_move_is_an_error),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

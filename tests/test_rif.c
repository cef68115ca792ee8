/* Renju - MIT licence, see LICENSE.
 *
 * RIF databases (rif.h): renju.net's XML read as a collection of games. A three-game
 * database of our own (tests/fixtures/rif/three.rif: players with entities and Cyrillic
 * names, a tournament, a draw, a game without moves), the forms that vary (black= and
 * move="" as attributes), broken XML refused by kind at its byte, a move the rules refuse
 * naming its game, the limits, and renju-cli's games and convert --game on it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "gamefiles.h"
#include "record.h"
#include "rif.h"
#include "session.h"
#include "test_files.h"
#include "test_session_quiet.h"
#include "test_support.h"

#define THREE "tests/fixtures/rif/three.rif"

typedef struct Read {
    Game g;
    RecordInfo info;
    RecordError err;
} Read;

static Read *read_game(const char *data, const char *name, int k, bool ok)
{
    Read *r = calloc(1, sizeof *r);
    assert_non_null(r);
    bool got = record_parse_game(data, strlen(data), name, NULL, k, &r->g, NULL, &r->info, &r->err);
    if (got != ok) {
        fail_msg("game %d: %s", k, got ? "read" : r->err.msg);
    }
    return r;
}

static void test_rif_three_games_with_names_and_results(void **state)
{
    (void)state;
    Read *r = calloc(1, sizeof *r);
    assert_non_null(r);
    assert_true(record_load_file_game(THREE, NULL, 1, &r->g, NULL, &r->info, &r->err));
    support_assert_moves(&r->g, "h8 i9 j10 g7 h9");
    assert_string_equal(r->info.black, "Иван Петров");
    assert_string_equal(r->info.white, "Ann & Bo \"Li\""); /* &amp; &quot; */
    assert_string_equal(r->info.event, "World Championship");
    assert_string_equal(r->info.date, "1989-08"); /* the tournament's year and month */
    assert_int_equal(r->info.sgf_games, 3);
    assert_int_equal(r->info.sgf_game, 1);
    assert_int_equal(r->g.result, RESULT_NONE); /* bresult="1": kept, the moves do not show it */
    assert_string_equal(r->info.result_kept, "B+");
    char id[8], value[64];
    assert_true(record_sgf_info_get(&r->info, 0, id, value, sizeof value));
    assert_string_equal(id, "RO");
    assert_string_equal(value, "3");
    assert_true(record_sgf_info_get(&r->info, 1, id, value, sizeof value));
    assert_string_equal(id, "ON");
    assert_string_equal(value, "Kagetsu");

    assert_true(record_load_file_game(THREE, NULL, 2, &r->g, NULL, &r->info, &r->err));
    assert_int_equal(r->g.nactions, 5); /* four stones and the draw */
    assert_int_equal(r->g.actions[4].kind, ACTION_DRAW);
    assert_int_equal(r->g.result, RESULT_DRAW);
    assert_string_equal(r->info.white, "Ёжик Туманов");

    /* <move></move>: the empty board, its players and result still read */
    assert_true(record_load_file_game(THREE, NULL, 3, &r->g, NULL, &r->info, &r->err));
    assert_int_equal(r->g.nactions, 0);
    assert_string_equal(r->info.black, "Ёжик Туманов");
    assert_string_equal(r->info.result_kept, "W+");

    assert_false(record_load_file_game(THREE, NULL, 4, &r->g, NULL, &r->info, &r->err));
    assert_int_equal(r->err.reason, RECORD_R_SGF_NO_GAME);
    assert_int_equal(r->err.num[1], 3);
    free(r);
}

/* The audit's file: black= white= and the moves as a move="" attribute. */
static void test_rif_attribute_forms(void **state)
{
    (void)state;
    Read *r = read_game("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database><players>"
                        "<player id=\"1\" name=\"Иван\" surname=\"Петров\"/><player id='2' "
                        "name='&#1040;&#x411;'/></players><games><game id=\"1\" black=\"1\" "
                        "white=\"2\" bresult=\"0\" move=\"h8 i9 j10 g7 h9\" date=\"2001-05-06\"/>"
                        "</games></database>",
                        "stdin", 1, true);
    support_assert_moves(&r->g, "h8 i9 j10 g7 h9");
    assert_string_equal(r->info.black, "Иван Петров");
    assert_string_equal(r->info.white, "АБ"); /* numeric entities */
    assert_string_equal(r->info.date, "2001-05-06");
    assert_string_equal(r->info.result_kept, "W+");
    free(r);
}

/* Names that are no UTF-8 show '?', counted. */
static void test_rif_names_not_utf8(void **state)
{
    (void)state;
    Read *r = read_game("<database><players><player id=\"1\" name=\"\xc8\xe2\xe0\xed\"/></players>"
                        "<games><game bid=\"1\"><move>h8</move></game></games></database>",
                        "x.rif", 1, true);
    assert_string_equal(r->info.black, "????");
    assert_int_equal(r->info.texts_unread, 1);
    free(r);
}

static void assert_refused(const char *data, RecordReason reason, long offset, const char *token)
{
    Read *r = read_game(data, "bad.rif", 1, false);
    assert_int_equal(r->err.reason, reason);
    assert_int_equal(r->err.offset, offset);
    if (token) {
        assert_string_equal(r->err.token, token);
    }
    free(r);
}

static void test_rif_bad_xml_refused_at_its_byte(void **state)
{
    (void)state;
    assert_refused("<database><games><game id=7/></games></database>", RECORD_R_RIF_TAG, 17, NULL);
    assert_refused("<database><games><game id=\"7\"><move>h8</mov></game></games></database>",
                   RECORD_R_RIF_END_TAG, 38, "mov");
    assert_refused("<database><games><game><move>h8</move></game>", RECORD_R_RIF_NOT_CLOSED, 10,
                   "games");
    assert_refused("<database><!-- cut", RECORD_R_RIF_TAG, 10, NULL);
    assert_refused("<database><games/></database>", RECORD_R_RIF_NO_GAMES, -1, NULL);
    assert_refused("h8 i9 j10", RECORD_R_RIF_NO_GAMES, -1, NULL); /* a .rif of no XML */
    char deep[3 * (RIF_DEPTH_MAX + 1) + 1];
    for (int i = 0; i <= RIF_DEPTH_MAX; i++) {
        memcpy(deep + 3 * i, "<a>", 3);
    }
    deep[3 * (RIF_DEPTH_MAX + 1)] = '\0';
    assert_refused(deep, RECORD_R_RIF_TOO_DEEP, 3 * RIF_DEPTH_MAX, NULL);
}

/* A move the rules refuse, or no point: the game named, by number and id, in the message. */
static void test_rif_bad_move_names_the_game(void **state)
{
    (void)state;
    const char *db = "<database><games><game id=\"70\"><move>h8</move></game>"
                     "<game id=\"71\"><move>h8 i9 h8</move></game>"
                     "<game id=\"72\"><move>h8 z9</move></game></games></database>";
    Read *r = read_game(db, "db.rif", 2, false);
    assert_int_equal(r->err.reason, RECORD_R_REFUSED);
    assert_int_equal(r->err.move, 3);
    assert_string_equal(r->err.file, "db.rif #2 (id 71)");
    assert_non_null(strstr(r->err.msg, "db.rif #2 (id 71): "));
    assert_int_equal(r->err.offset, (long)(strstr(db, "h8 i9 h8") - db) + 6); /* the file's */
    free(r);
    r = read_game(db, "db.rif", 3, false);
    assert_int_equal(r->err.reason, RECORD_R_NOT_A_POINT);
    assert_string_equal(r->err.file, "db.rif #3 (id 72)");
    free(r);
}

/* More than RIF_GAMES_MAX games, or RIF_FILE_MAX bytes: refused by name, never read. */
static void test_rif_limits(void **state)
{
    (void)state;
    RecordError err;
    static const char tiny[] = "<a/>";
    assert_null(rif_index(tiny, RIF_FILE_MAX, &err)); /* the length is checked first */
    assert_int_equal(err.reason, RECORD_R_RIF_TOO_LARGE);
    assert_int_equal(err.num[0], RIF_FILE_MAX / RECORD_MB);
    size_t n = 3 + 7 * ((size_t)RIF_GAMES_MAX + 1) + 4;
    char *big = malloc(n + 1);
    assert_non_null(big);
    memcpy(big, "<g>", 3);
    for (size_t i = 0; i <= RIF_GAMES_MAX; i++) {
        memcpy(big + 3 + 7 * i, "<game/>", 7);
    }
    memcpy(big + n - 4, "</g>", 5);
    assert_null(rif_index(big, n, &err));
    assert_int_equal(err.reason, RECORD_R_RIF_TOO_MANY);
    memcpy(big + 3, "<!---->", 7); /* one game less: read */
    RifIndex *ix = rif_index(big, n, &err);
    assert_non_null(ix);
    assert_int_equal(rif_games(ix), RIF_GAMES_MAX);
    rif_free(ix);
    free(big);
}

/* renju-cli: games lists them (tab-separated), convert --game N takes one and says so. */
static void test_rif_cli_games_and_convert(void **state)
{
    char *dir = *state;
    char out[8192], args[512];
    support_english_env();
    assert_int_equal(support_run_cli("games " THREE, NULL, out, sizeof out), 0);
    assert_string_equal(out, "game\tid\tdate\tblack\twhite\tevent\tresult\tmoves\n"
                             "1\t11\t1989-08\tИван Петров\tAnn & Bo \"Li\"\tWorld Championship"
                             "\t1-0\t5\n"
                             "2\t12\t1989-08\tAnn & Bo \"Li\"\tЁжик Туманов\tWorld Championship"
                             "\t0.5-0.5\t4\n"
                             "3\t13\t1989-08\tЁжик Туманов\tИван Петров\tWorld Championship\t0-1"
                             "\t0\n");
    snprintf(args, sizeof args, "convert --game 2 " THREE " %s/g2.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "game 2 of 3 read"));
    char sgf[1024];
    support_read_file(dir, "g2.sgf", sgf, sizeof sgf);
    assert_non_null(strstr(sgf, "PB[Ann & Bo \"Li\"]PW[Ёжик Туманов]EV[World Championship]"));
    assert_non_null(strstr(sgf, "RE[0]"));
    support_write_file(dir, "bad.rif",
                       "<database><games><game id=\"9\"><move>h8 h8</move>"
                       "</game></games></database>");
    snprintf(args, sizeof args, "convert %s/bad.rif %s/b.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "bad.rif #1 (id 9): byte 39: move 2 (h8)"));
    snprintf(args, sizeof args, "games %s/bad.rif 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0); /* listed, not replayed */
}

/* The Files dialog lists a .rif (not RenLib's .pos, which is not read) and a row for each
 * of its games, as Open reads them, from one reading of the file. */
static void test_rif_files_dialog_rows(void **state)
{
    char *dir = *state;
    char text[4096];
    support_read_file("tests/fixtures/rif", "three.rif", text, sizeof text);
    support_write_file(dir, "three.rif", text);
    support_write_file(dir, "game.pos", "h8 i9 j10");
    GameFolder *f = calloc(1, sizeof *f);
    assert_non_null(f);
    assert_true(gamefiles_list(f, dir));
    assert_int_equal(f->n, 2); /* "..", three.rif */
    assert_string_equal(f->entries[1].name, "three.rif");
    while (gamefiles_read_some(f, 0, 4) > 0) {
    }
    assert_int_equal(f->n, 4);
    static const char *const BLACK[] = {"Иван Петров", "Ann & Bo \"Li\"", "Ёжик Туманов"};
    for (int k = 0; k < 3; k++) {
        const GameFileEntry *e = &f->entries[1 + k];
        assert_int_equal(e->sum.state, GAMEFILE_GOOD);
        assert_int_equal(e->sum.game, k + 1);
        assert_int_equal(e->sum.games, 3);
        assert_string_equal(e->sum.black, BLACK[k]);
    }
    assert_int_equal(f->entries[2].sum.result, RESULT_DRAW);
    assert_string_equal(f->entries[3].sum.played, "1989-08");
    char words[512];
    gamefiles_record_words(LANG_EN, &f->entries[2].sum, words, sizeof words);
    assert_non_null(strstr(words, "Game 2 of 3 · Ann & Bo \"Li\" – Ёжик Туманов · played 1989-08"));
    free(f);
}

/* A RIF database of one game opens as that game, but is not the game's own file: a save
 * (Ctrl+S) would have written another format over the database's name. */
static void test_rif_one_game_is_no_own_file(void **state)
{
    char *dir = *state;
    support_write_file(dir, "one.rif",
                       "<database><games><game><move>h8 i9</move></game></games>"
                       "</database>");
    QuietSession q = support_quiet_session(dir);
    Controller *c = q.c;
    Session *s = q.s;
    char path[512];
    snprintf(path, sizeof path, "%s/one.rif", dir);
    RecordError err;
    assert_true(session_load_file(s, path, &err));
    assert_int_equal(c->game.nactions, 2);
    assert_null(session_file(s));
    support_quiet_session_free(q);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rif_three_games_with_names_and_results),
        cmocka_unit_test(test_rif_attribute_forms),
        cmocka_unit_test(test_rif_names_not_utf8),
        cmocka_unit_test(test_rif_bad_xml_refused_at_its_byte),
        cmocka_unit_test(test_rif_bad_move_names_the_game),
        cmocka_unit_test(test_rif_limits),
        cmocka_unit_test_setup_teardown(test_rif_cli_games_and_convert, support_temp_dir_setup,
                                        support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_rif_files_dialog_rows, support_temp_dir_setup,
                                        support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_rif_one_game_is_no_own_file, support_temp_dir_setup,
                                        support_temp_dir_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

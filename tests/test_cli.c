/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli end to end: runs the built binary (from $RENJU_BUILD, default build/) and
 * checks its output for forbidden, forbidden --batch, explain and play.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "test_files.h"
#include "text.h"
#include "test_support.h"

static void test_cli_forbidden_moves_and_stones(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run_cli("forbidden b=f8,g8,h9,h10", NULL, out, sizeof out), 0);
    assert_string_equal(out, "h8\n");
    /* Black h8 g9 h9 i10 i11: i9 (row g9 h9 i9, column i9 i10 i11) and h10 (column
     * h8 h9 h10, diagonal g9 h10 i11), listed in point order. */
    assert_int_equal(
        support_run_cli("forbidden h8 a1 g9 a3 h9 a5 i10 a7 i11 a9", NULL, out, sizeof out), 0);
    assert_string_equal(out, "i9 h10\n");
    assert_int_equal(support_run_cli("forbidden h8 i9", NULL, out, sizeof out), 0);
    assert_string_equal(out, "none\n");
    /* Stones no game goes on from, a five or a Black overline standing, are refused as
     * analyze refuses them, in the same words; they were answered (audit 21, C2). The
     * counts stay free: Black's stones alone are a diagram to ask about. */
    static const char *const OVER[] = {
        "forbidden b=a1,b1,c1,d1,e1 w=a15,b15,c15,d15,e15",
        "explain h8 b=a1,b1,c1,d1,e1 w=a15,b15,c15,d15,e15",
        "analyze b=a1,b1,c1,d1,e1 w=a15,b15,c15,d15,e15",
    };
    for (size_t i = 0; i < sizeof OVER / sizeof OVER[0]; i++) {
        char args[200];
        snprintf(args, sizeof args, "%s 2>&1", OVER[i]);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
        assert_string_equal(out, "error: a five stands on the board (a1)\n");
    }
    assert_int_equal(
        support_run_cli("forbidden b=a1,b1,c1,d1,e1,f1,g1,h1,i1,j1 2>&1", NULL, out, sizeof out),
        1);
    assert_string_equal(out, "error: a black overline, a foul, stands on the board (a1)\n");
    assert_int_equal(
        support_run_cli("forbidden --batch", "b=a1,b1,c1,d1,e1\nb=f8,g8,h9,h10\n", out, sizeof out),
        1);
    assert_string_equal(out, "error: a five stands on the board (a1)\nh8\n");
}

static void test_cli_forbidden_batch_keeps_going_after_errors(void **state)
{
    (void)state;
    char out[8192];
    const char *input = "b=f8,g8,h9,h10\n"
                        "h8 i9 h9\n"
                        "b=f8,z9\n"
                        "b=f8,f8\n"
                        "h8 h8\n"
                        "b= w=e8\n"
                        "w=e8 b=f8,g8,h9,h10\n"
                        "b=e8,f8,h9,h10,g6,g7,g9,g10,g11\n"
                        "\n"
                        "b=d8,e8,f8,j8,k8,l8";
    /* The bad lines are answered in their places (on stdout) and the run fails. */
    assert_int_equal(support_run_cli("forbidden --batch", input, out, sizeof out), 1);
    assert_string_equal(out, "h8\n"
                             "none\n"
                             "error: 'z9' is not a point of the board\n"
                             "error: 'f8' appears twice\n"
                             "error: action 2 'h8': h8 is occupied\n"
                             "none\n"
                             "none\n"
                             "g8 e9 f9 i9 h11\n"
                             "none\n"
                             "h8\n");
}

/* renju-cli speaks --lang's language (anywhere among the arguments), or the
 * environment's as the window chooses it (LANGUAGE's list first, then LC_ALL,
 * LC_MESSAGES, LANG): its errors, warnings and the explanation a person reads; what
 * scripts read (points, "key: value" lines, forbidden --batch's answers) stays English.
 * Audit 21, B2: --lang was an unknown command, the environment was ignored. */
static void test_cli_speaks_the_asked_language(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "bin.sgf", "garbage");
    snprintf(args, sizeof args, "--lang ru export-text %s/bin.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(
        strstr(out, "/bin.sgf: байт 0: это не файл SGF (он должен начинаться с «(;»)\n"));
    assert_int_equal(support_run_cli("forbidden h8 h8 --lang uk 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "помилка: дія 2 «h8»: Пункт h8 зайнятий\n");
    assert_int_equal(support_run_cli("--lang ru explain h8 b=e8,f8,h9,h10,g6,g7,g9,g10,g11", NULL,
                                     out, sizeof out),
                     0);
    assert_non_null(strstr(out, "h8 разрешён для чёрных.\n"));
    /* A warning, and the line that says what was written. */
    support_write_file(dir, "f.sgf",
                       "(;FF[4]GM[4]SZ[15]RU[renju];B[hh];W[ao];B[ih];W[co];B[jg];W[eo];B[jf]"
                       ";W[go];B[jh];W[io];B[kh])");
    snprintf(args, sizeof args, "convert %s/f.sgf %s/f.moves --lang bg 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(
        strstr(out, "предупреждение: moves не пази варианти след фал или петица: 2 хода от "));
    assert_non_null(strstr(out, "/f.moves (moves, 9 хода)\n"));
    /* The environment, in gettext's order. */
    setenv("LANGUAGE", "de:ru", 1);
    assert_int_equal(support_run_cli("play h8 z9 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "ошибка: действие 2: «z9» — не действие и не пункт доски\n");
    support_english_env();
    setenv("LC_ALL", "bg_BG.UTF-8", 1);
    setenv("LANG", "ru_RU.UTF-8", 1);
    assert_int_equal(support_run_cli("play h8 z9 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "грешка: действие 2: „z9“ не е действие, нито точка от дъската\n");
    /* --lang wins over the environment. */
    assert_int_equal(support_run_cli("--lang en play h8 z9 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "error: action 2: 'z9' is not an action or a point of the board\n");
    support_english_env();
    /* What scripts read stays as it is. */
    assert_int_equal(
        support_run_cli("--lang ru forbidden --batch", "h8 h8\nb=f8,g8,h9,h10\n", out, sizeof out),
        1);
    assert_string_equal(out, "error: action 2 'h8': h8 is occupied\nh8\n");
    assert_int_equal(support_run_cli("--lang uk play h8 i9", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "\nto-move: black\nresult: none\n"));
    /* The help too, its usage line and options as they are. */
    assert_int_equal(support_run_cli("--lang ru solve --help", NULL, out, sizeof out), 0);
    assert_non_null(
        strstr(out, "использование: renju-cli solve vcf|vct MOVES...|FILE [--nodes N]"));
    assert_non_null(
        strstr(out, "\n  --nodes N         предел узлов поиска (по умолчанию 2000000)\n"));
    /* A language it does not speak is a bad value (exit 1); none at all, bad usage. */
    assert_int_equal(support_run_cli("--lang xx play h8 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "error: unknown language 'xx' (en, uk, ru or bg)\n");
    assert_int_equal(support_run_cli("play h8 --lang 2>&1", NULL, out, sizeof out), 2);
    assert_string_equal(out, "error: --lang needs a value\n");
    /* Audit 31b, C7: a bad --lang's error follows the environment; "RU" is "ru"; the usage
     * after an unknown command is in one language, its headers too. */
    setenv("LANG", "ru_RU.UTF-8", 1);
    assert_int_equal(support_run_cli("--lang xx play h8 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "ошибка: неизвестный язык «xx» (en, uk, ru или bg)\n");
    support_english_env();
    assert_int_equal(support_run_cli("--lang RU play h8 z9 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "ошибка: действие 2: «z9» — не действие и не пункт доски\n");
    setenv("LANGUAGE", "uk", 1);
    assert_int_equal(support_run_cli("foo 2>&1", NULL, out, sizeof out), 2);
    assert_non_null(strstr(out, "використання: renju-cli COMMAND [ARGS...]\n"));
    assert_non_null(strstr(out, "(параметри команди)\n"));
    assert_non_null(strstr(out, "\nкоманди:\n"));
    assert_null(strstr(out, "usage:"));
    assert_null(strstr(out, "(a command's options)"));
    assert_null(strstr(out, "commands:"));
    assert_null(strstr(out, "(the language, below)"));
    support_english_env();
    assert_int_equal(support_run_cli("foo 2>&1", NULL, out, sizeof out), 2);
    assert_non_null(strstr(out, "\nusage: renju-cli COMMAND [ARGS...]\n"
                                "       renju-cli COMMAND --help | help COMMAND   (a command's "
                                "options)\n       renju-cli --help | --version\ncommands:\n"));
    support_remove_dir(dir);
}

/* renju-cli review of a three-move game (2000-node searches), LANG (may be "") before it:
 * its output in out. */
static void review_said(const char *lang, char *out, size_t cap)
{
    char dir[512], args[1200];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "g.renju", "Renju record 1\nrule: renju\n1. h8\n2. i9\n3. h9\nend\n");
    snprintf(args, sizeof args, "%s review --nodes 2000 %s/g.renju", lang, dir);
    assert_int_equal(support_run_cli(args, NULL, out, cap), 0);
    support_remove_dir(dir);
}

/* Audit 30 B2: renju-cli play and a position's moves skip move numbers that count right
 * ("1. h8 2. h9", "1.h8", "1. h8 h9 2. i8 j7"), and refuse one that does not, by name. */
static void test_cli_play_numbered_moves(void **state)
{
    (void)state;
    char out[4096], plain[4096];
    assert_int_equal(support_run_cli("play h8 h9 i8 j7", NULL, plain, sizeof plain), 0);
    static const char *const GOOD[] = {"play 1. h8 2. h9 3. i8 4. j7", "play 1.h8 2.h9 3.i8 4.j7",
                                       "play 1. h8 h9 2. i8 j7"};
    for (size_t i = 0; i < sizeof GOOD / sizeof GOOD[0]; i++) {
        assert_int_equal(support_run_cli(GOOD[i], NULL, out, sizeof out), 0);
        assert_string_equal(out, plain);
    }
    assert_int_equal(support_run_cli("play 1. h8 2. h9 5. i8 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "error: move number '5.' does not count right: 3 fits there\n");
    assert_int_equal(
        support_run_cli("--lang ru play 1. h8 h9 2. i8 3. j7 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "ошибка: номер хода «3.» не на своём месте: здесь подходит 2\n");
}

/* Audit 30 C7: a game lost on time ends its review with the result as it is, "White wins —
 * Black lost on time", and no evaluation ("White wins (forced)   black -30000" before). */
static void test_cli_review_says_a_loss_on_time(void **state)
{
    (void)state;
    char dir[512], args[1200], out[8192];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "t.renju",
                       "Renju record 1\nrule: renju\nclock: fischer 3m+2s\n"
                       "result: white wins (black lost on time)\n\n"
                       "1. h8\n2. i9\n3. h9\n4. h10\n5. timeout black\nend\n");
    snprintf(args, sizeof args, "review --nodes 2000 %s/t.renju", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    const char *last = strstr(out, "\n- timeout black");
    assert_non_null(last);
    const char *eol = strchr(last + 1, '\n');
    assert_non_null(eol);
    char line[256];
    snprintf(line, sizeof line, "%.*s", (int)(eol - last - 1), last + 1);
    assert_non_null(strstr(line, "White wins \u2014 Black lost on time"));
    assert_null(strstr(line, "forced"));
    assert_null(strstr(line, "30000"));
    support_remove_dir(dir);
}

/* Audit 31: a study position's set-up (10 stones placed, with a pass to give White the
 * move) is no moves: review starts with one row for it, saying who plays first, and counts
 * the moves after it from 1, mistakes too; convert counts those moves alone. */
static void test_cli_study_position_is_one_row(void **state)
{
    (void)state;
    char dir[512], args[1200], out[8192];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "s.renju",
                       "Renju record 12\nrule: renju\nopening: free\nsetup: 11 placed\n"
                       "result: none\n\n1. d4\n2. m3\n3. f6\n4. n4\n5. k10\n6. d5\n7. l11\n"
                       "8. j9\n9. c12\n10. pass\n11. e12\n12. h8\n13. i9\n14. h9\nend\n");
    snprintf(args, sizeof args, "review --nodes 2000 %s/s.renju", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    const char *head = "Study position: 10 stones placed, White plays first ";
    assert_true(strncmp(out, head, strlen(head)) == 0);
    assert_non_null(strstr(out, "\n1. h8 "));
    assert_non_null(strstr(out, "\n3. h9"));
    assert_null(strstr(out, "11. e12"));
    assert_null(strstr(out, "12. h8"));
    assert_null(strstr(out, "pass"));
    snprintf(args, sizeof args, "convert %s/s.renju %s/s.txt", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "(text, a study position and 3 moves)\n"));
    support_remove_dir(dir);
}

/* Fix 29b, item 4 (audits 28 and 29): review's and the library's results are in the
 * language --lang names; without --lang they stay English byte for byte, whatever the
 * environment says, as scripts read them. */
static void test_cli_results_in_the_asked_language(void **state)
{
    (void)state;
    char out[8192], english[8192], env[8192];
    review_said("--lang uk", out, sizeof out);
    assert_true(strncmp(out, "початок ", strlen("початок ")) == 0);
    assert_non_null(strstr(out, "\nпомилки: 0\nпошук: 2000 вузлів на позицію; помилка: "));
    assert_non_null(strstr(out, " чорні +"));
    assert_null(strstr(out, "black"));
    review_said("--lang en", english, sizeof english);
    assert_true(strncmp(english, "start          ", 15) == 0);
    assert_non_null(strstr(english, "\nmistakes: 0\nsearches: 2000 nodes a position; a mistake: "));
    setenv("LANG", "uk_UA.UTF-8", 1);
    review_said("", env, sizeof env);
    assert_string_equal(env, english);
    assert_int_equal(support_run_cli("library --builtin h8", NULL, env, sizeof env), 0);
    support_english_env();
    assert_int_equal(support_run_cli("library --builtin h8", NULL, english, sizeof english), 0);
    assert_string_equal(env, english); /* its comments too (fix 30b) */
    assert_true(strncmp(english, "library: ", 9) == 0);
    assert_non_null(strstr(english, " moves; White to move: "));
    assert_int_equal(support_run_cli("--lang bg library --builtin h8", NULL, out, sizeof out), 0);
    assert_true(strncmp(out, "библиотека: ", strlen("библиотека: ")) == 0);
    assert_non_null(strstr(out, "; на ход са белите: "));
    assert_non_null(strstr(out, " хода нататък"));
}

/* Fix 30b, item 1: one language rule for every command. What a command prints on stdout
 * is English without --lang, whatever the environment says (scripts read it), as review's
 * and the library's lines already were; --lang uk makes it Ukrainian. explain's
 * explanation, solve's "none found", what convert, setup --out, library --generate and
 * --merge wrote, the built-in library's chances and the help followed LANG before; the
 * errors on stderr still do. */
static void test_cli_stdout_is_english_unless_lang(void **state)
{
    (void)state;
    static const struct {
        const char *args; /* each %s: the temporary folder */
        const char *english, *ukrainian;
    } SAID[] = {
        {"--help", "\nlanguage: what a command prints on stdout (results, help) is English",
         "\nмова: те, що команда друкує в stdout (результати, довідка), англійською"},
        {"explain --help", "\nWhy POINT is or is not forbidden", "\nЧому POINT заборонений чи ні"},
        {"explain h8 b=e8,f8,h9,h10,g6,g7,g9,g10,g11", "h8 is allowed for Black.\n",
         "h8 дозволений для чорних.\n"},
        {"solve vcf h8 i9 --nodes 2000", "none found in 1 node", "не знайдено за 1 вузол"},
        {"convert --force %s/g.renju %s/g.sgf", "/g.sgf (sgf, 3 moves)\n",
         "/g.sgf (sgf, 3 ходи)\n"},
        {"setup --force --out %s/s.renju b=h8,i9 w=a1", "/s.renju (3 moves, white to move)\n",
         "/s.renju (3 ходи, хід білих)\n"},
        {"library --builtin h8", " below  Black 73%\n", " ходи далі  Чорні 73%\n"},
        {"library --generate 50 --force %s/g.lib", "/g.lib: 50 moves, 370 bytes\n",
         "/g.lib: 50 ходів, байтів: 370\n"},
        {"library --merge --force %s/g.renju %s/g.renju %s/m.lib", "/m.lib: 3 moves (0 new from ",
         "/m.lib: 3 ходи (0 нових з "},
    };
    char dir[512], format[600], args[1800], out[16384], wrong[4096] = "";
    size_t nw = 0;
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "g.renju", "Renju record 1\nrule: renju\n1. h8\n2. i9\n3. h9\nend\n");
    for (size_t i = 0; i < sizeof SAID / sizeof SAID[0]; i++) {
        for (int asked = 0; asked < 2; asked++) {
            support_english_env();
            if (!asked) {
                setenv("LANG", "uk_UA.UTF-8", 1);
            }
            snprintf(format, sizeof format, "%s%s 2>/dev/null", asked ? "--lang uk " : "",
                     SAID[i].args);
            snprintf(args, sizeof args, format, dir, dir, dir);
            assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
            if (!strstr(out, asked ? SAID[i].ukrainian : SAID[i].english)) {
                text_append(wrong, sizeof wrong, &nw, "%srenju-cli %s: not %s\n",
                            asked ? "" : "LANG=uk_UA.UTF-8 ", format,
                            asked ? "Ukrainian" : "English");
            }
        }
    }
    support_english_env();
    if (wrong[0]) {
        fail_msg("%s", wrong);
    }
    /* The messages on stderr follow the environment still. */
    setenv("LANG", "uk_UA.UTF-8", 1);
    assert_int_equal(support_run_cli("forbidden h8 h8 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "помилка: дія 2 «h8»: Пункт h8 зайнятий\n");
    support_english_env();
    support_remove_dir(dir);
}

/* Piskvork's .psq is a freestyle format first: a gomoku or exact-five game converts to it
 * (with a warning that the file names no rule) and reads back whole with --rule; Pente is
 * still refused (its captures would come back on the board), and so is Gomocup's 20x20
 * board, which no rule set here plays: the reason names the sizes. Audit 21, B3: gomoku
 * could not be written to .psq at all. */
static void test_cli_psq_holds_freestyle_games(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    support_temp_dir(dir, sizeof dir);
    static const char *const RULES[] = {"gomoku", "gomoku-exact"};
    for (int i = 0; i < 2; i++) {
        char record[256];
        snprintf(record, sizeof record,
                 "Renju record 1\nrule: %s\nopening: free\n1. h8\n2. a1\n3. i8\n4. a2\n"
                 "5. h9\n6. a3\n7. i9\nend\n",
                 RULES[i]);
        support_write_file(dir, "g.renju", record);
        snprintf(args, sizeof args, "convert --force %s/g.renju %s/g.psq 2>&1", dir, dir);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        char want[200];
        snprintf(want, sizeof want,
                 "/g.psq reads back as renju unless read with --rule %s (.renju or .sgf keep it)\n",
                 RULES[i]);
        assert_non_null(strstr(out, "warning: psq keeps no rule set: "));
        assert_non_null(strstr(out, want));
        snprintf(args, sizeof args, "export-text --rule %s %s/g.psq", RULES[i], dir);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        snprintf(want, sizeof want, "rule: %s\n", RULES[i]);
        assert_non_null(strstr(out, want));
        assert_non_null(strstr(out, "\n7. i9\nend\n"));
    }
    support_write_file(dir, "p.renju",
                       "Renju record 1\nrule: pente\nopening: free\n1. h8\n2. a1\nend\n");
    snprintf(args, sizeof args, "convert %s/p.renju %s/p.psq 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "the .psq format cannot keep the Pente rule"));
    support_write_file(dir, "g20.psq", "Piskvorky 20x20, 11:11, 0\n10,10,0\n11,11,0\n-1\n");
    snprintf(args, sizeof args, "convert --rule gomoku %s/g20.psq %s/g20.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "the record's board is 20x20, but gomoku is played on 15x15 here"));
    support_remove_dir(dir);
}

static void test_cli_explain(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(
        support_run_cli("explain h8 b=e8,f8,h9,h10,g6,g7,g9,g10,g11", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "h8 is allowed for Black."));
    assert_non_null(strstr(out, "false, g8 would be an overline"));
    /* The look-alike the window's foul view names, here too (audit 25, C16: the column
     * h8 h9 h10 between White's h6 and h12 only in the window), after the lines. */
    assert_int_equal(
        support_run_cli("explain h10 h8 h6 h9 h12 f10 a1 g10 o1", NULL, out, sizeof out), 0);
    assert_string_equal(out, "h10 is allowed for Black.\n"
                             "- horizontal three f10 g10 h10: real, e10 makes a straight four; "
                             "i10 makes a straight four.\n"
                             "- vertical blocked three h8 h9 h10: each of h7, h11 makes only a "
                             "four, never a straight four, so no three.\n");
    assert_int_equal(support_run_cli("explain z1 h8 2>&1", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "error:"));
}

static void test_cli_play_prints_board_and_result(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(
        support_run_cli("play h8 i9 h9 i10 h10 i11 h11 i12 h12", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "12 . . . . . . . X O . . . . . .\n"));
    assert_non_null(strstr(out, " 1 . . . . . . . . . . . . . . .\n"));
    assert_non_null(strstr(out, "   a b c d e f g h i j k l m n o\n"));
    assert_non_null(strstr(out, "to-move: white\n"));
    assert_non_null(strstr(out, "result: black wins (five: h8 h9 h10 h11 h12)\n"));
    assert_int_equal(support_run_cli("play h8 pass pass", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "result: draw (two passes)\n"));
    assert_int_equal(support_run_cli("play h8 i9", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "to-move: black\nresult: none\n"));
}

static void test_cli_play_names_the_standard_opening(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run_cli("play h8 h9 i9", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "result: none\nopening: Kagetsu (4D)\n"));
    /* Mirrored, later moves and an opening rule's swaps change nothing. */
    assert_int_equal(support_run_cli("play --opening taraguchi10 h8 swap g7 swap g9 swap k11", NULL,
                                     out, sizeof out),
                     0);
    assert_non_null(strstr(out, "opening: Hogetsu (7I)\n"));
    /* No line when the stones make none, or too few are down. */
    assert_int_equal(support_run_cli("play h8 h10 h9", NULL, out, sizeof out), 0);
    assert_null(strstr(out, "opening:"));
    assert_int_equal(support_run_cli("play h8 h9", NULL, out, sizeof out), 0);
    assert_null(strstr(out, "opening:"));
    /* Nor in a rule set without renju's openings: Chosei's stones under old renju. */
    assert_int_equal(support_run_cli("play --rule old-renju j10 k11 l12", NULL, out, sizeof out),
                     0);
    assert_null(strstr(out, "opening:"));
    assert_int_equal(support_run_cli("play h8 i9 j10", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "opening: Chosei (1I)\n"));
}

static void test_cli_play_illegal_action_fails(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(
        support_run_cli("play h8 a1 g9 a3 h9 a5 i10 a7 i11 a9 i9 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "error: action 11 'i9': i9 is forbidden for black (double-three)\n");
    assert_int_equal(support_run_cli("play h8 h8 2>&1", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "error: action 2 'h8': h8 is occupied"));
    assert_int_equal(support_run_cli("play h8 q3 2>&1", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "'q3' is not an action or a point"));
    assert_int_equal(support_run_cli("play --rule chess h8 2>&1", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "unknown rule set 'chess'"));
}

static void test_cli_play_opening_actions(void **state)
{
    (void)state;
    char out[8192];
    /* Taraguchi-10 branch B: ten proposals, White picks b1 and plays stone 6. */
    assert_int_equal(support_run_cli("play --opening taraguchi10 h8 swap h9 h10 h7 option-b "
                                     "propose h1 h2 h3 g8 a1 b1 c1 d1 e1 f1 choose b1 o15",
                                     NULL, out, sizeof out),
                     0);
    assert_non_null(strstr(out, " 1 . X . . . . . . . . . . . . .\n"));
    assert_non_null(strstr(out, "to-move: black\nfirst: white\nphase: move\nacts: second\n"));
    /* Before stone 3 in branch A: who holds what, the zone and the swap offer. */
    assert_int_equal(
        support_run_cli("play --opening taraguchi10 h8 swap i9", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "first: white\nphase: swap-or-move\nacts: second\n"
                                "zone: 5x5\nswap: offered\n"));
    /* Illegal opening actions name themselves and the reason. */
    assert_int_equal(
        support_run_cli("play --opening taraguchi10 h8 j9 2>&1", NULL, out, sizeof out), 1);
    assert_string_equal(out, "error: action 2 'j9': j9 is outside the central 3x3 square; "
                             "stone 2 of the taraguchi10 opening goes inside it\n");
    assert_int_equal(support_run_cli("play --opening taraguchi10 h8 h9 h10 h7 option-b "
                                     "propose g8 i8 a1 b1 c1 d1 e1 f1 g1 h1 2>&1",
                                     NULL, out, sizeof out),
                     1);
    assert_non_null(strstr(out, "error: action 6 'propose g8 i8 a1 b1 c1 d1 e1 f1 g1 h1': "
                                "i8 is symmetric to g8"));
    assert_int_equal(
        support_run_cli("play --opening taraguchi10 h8 swap swap 2>&1", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "error: action 3 'swap': "));
    assert_int_equal(support_run_cli("play --opening soosorv8 h8 h9 h10 a1 declare 9 2>&1", NULL,
                                     out, sizeof out),
                     1);
    assert_non_null(strstr(out, "error: action 5 'declare 9': "));
    assert_int_equal(support_run_cli("play --opening swap2 a1 o15 c3 two-more d4 e5 keep f6", NULL,
                                     out, sizeof out),
                     0);
    assert_non_null(strstr(out, "first: black\nphase: move\nacts: first\n"));
    assert_int_equal(support_run_cli("play h8 swap 2>&1", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "error: action 2 'swap': the free opening has no swaps"));
}

/* Runs `renju-cli ARGS` and keeps only what it wrote to stderr; returns the exit status. */
static int cli_stderr(const char *args, const char *input, char *err, size_t cap)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s 2>&1 >/dev/null", args);
    return support_run_cli(cmd, input, err, cap);
}

/* `renju-cli ARGS` exits with status and writes exactly the line `error` to stderr. */
static void expect_error(const char *args, int status, const char *error)
{
    char out[4096];
    char want[1024];
    snprintf(want, sizeof want, "%s\n", error);
    assert_int_equal(cli_stderr(args, NULL, out, sizeof out), status);
    assert_string_equal(out, want);
}

/* forbidden and explain read their options anywhere, as analyze does: "forbidden h8 i9
 * --colour white" took "--colour" for move 3. An unknown option is bad usage (exit 2). */
static void test_cli_rule_options_after_the_moves(void **state)
{
    (void)state;
    char out[8192];
    static const char MOVES[] = "h8 a1 g9 a3 h9 a5 i10 a7 i11 a9";
    char args[200];
    snprintf(args, sizeof args, "forbidden %s --colour black", MOVES);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_string_equal(out, "i9 h10\n");
    snprintf(args, sizeof args, "forbidden %s --colour white", MOVES);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_string_equal(out, "none\n"); /* White has no fouls in renju */
    snprintf(args, sizeof args, "forbidden h8 a1 g9 --rule gomoku a3 h9 a5 i10 a7 i11 a9");
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_string_equal(out, "none\n");
    assert_int_equal(support_run_cli("forbidden h8 i9 --colour white", NULL, out, sizeof out), 0);
    assert_string_equal(out, "none\n");
    /* explain: the point first among the words that are not options. */
    char alone[8192];
    assert_int_equal(support_run_cli("explain --colour white i10 h8 i9", NULL, alone, sizeof alone),
                     0);
    assert_int_equal(support_run_cli("explain i10 h8 i9 --colour white", NULL, out, sizeof out), 0);
    assert_string_equal(out, alone);
    expect_error("forbidden h8 i9 --colur white", 2, "error: unknown option '--colur'");
    expect_error("explain h8 i9 --batch", 2, "error: unknown option '--batch'");
    expect_error("forbidden h8 --colour", 2, "error: --colour needs a value");
    expect_error("forbidden h8 --batch", 2,
                 "error: --batch reads the positions from stdin, not 'h8'");
}

/* A move list is a game: every command that takes one refuses a list no game plays as
 * `play` does, with its error and exit 1 (forbidden, explain, analyze, solve and problems
 * solve answered a
 * Black foul played, moves after a five and moves after two passes). A list whose game
 * ended is a position forbidden and explain judge; analyze and solve have no move to find.
 * Stone lists are placed as they stand. */
static void test_cli_move_lists_are_played_as_play_plays_them(void **state)
{
    (void)state;
    static const char FOUL[] = "h8 a1 i8 a3 j9 a5 j10 o15 j8"; /* j8: Black's double-three */
    static const char FOUL_ERR[] = "error: action 9 'j8': j8 is forbidden for black (double-three)";
    static const char *const FOUL_ARGS[] = {"play %s",
                                            "forbidden %s",
                                            "forbidden %s o14",
                                            "explain k8 %s",
                                            "analyze %s --depth 2",
                                            "solve vct %s",
                                            "problems solve vcf white %s"};
    char args[300];
    for (size_t i = 0; i < sizeof FOUL_ARGS / sizeof FOUL_ARGS[0]; i++) {
        snprintf(args, sizeof args, FOUL_ARGS[i], FOUL);
        expect_error(args, 1, FOUL_ERR);
    }
    /* After Black's five h8-l8 (move 9) and after two passes the game is over. */
    static const struct {
        const char *args;
        const char *error;
    } OVER[] = {
        {"play h8 a1 i8 a2 j8 a3 k8 a4 l8 a5 m9", "error: action 10 'a5': the game is over"},
        {"forbidden h8 a1 i8 a2 j8 a3 k8 a4 l8 a5 m9", "error: action 10 'a5': the game is over"},
        {"explain m8 h8 a1 i8 a2 j8 a3 k8 a4 l8 a5", "error: action 10 'a5': the game is over"},
        {"play h8 pass pass i9", "error: action 4 'i9': the game is over"},
        {"forbidden h8 pass pass i9", "error: action 4 'i9': the game is over"},
        {"solve vcf h8 pass pass i9", "error: action 4 'i9': the game is over"},
        {"analyze h8 pass pass", "error: the game is over (draw (two passes)): no move to find"},
        {"solve vct h8 pass pass", "error: the game is over (draw (two passes)): no move to find"},
    };
    for (size_t i = 0; i < sizeof OVER / sizeof OVER[0]; i++) {
        expect_error(OVER[i].args, 1, OVER[i].error);
    }
    char out[8192];
    /* In a batch the error is the line's answer; a renju game's first stone is h8. */
    assert_int_equal(
        support_run_cli("forbidden --batch", "h8 pass pass i9\na1 h8\nh8 i9\n", out, sizeof out),
        1);
    assert_string_equal(out, "error: action 4 'i9': the game is over\n"
                             "error: action 1 'a1': the first stone goes on the centre, h8\n"
                             "none\n");
    /* The game that ended stands: its forbidden points are an answer. */
    assert_int_equal(support_run_cli("forbidden h8 a1 i8 a2 j8 a3 k8 a4 l8", NULL, out, sizeof out),
                     0);
    assert_string_equal(out, "g8 m8\n");
    /* The same foul as stones: placed, not played (setup finds an order for them). */
    assert_int_equal(
        support_run_cli("forbidden b=h8,i8,j9,j10,j8 w=a1,a3,a5,o15", NULL, out, sizeof out), 0);
}

/* play takes its options anywhere among the actions, as forbidden, explain, analyze and
 * setup take theirs ("play h8 i9 --rule gomoku" said "action 3: '--rule' is not an
 * action", exit 1); an unknown one is bad usage, exit 2. --help and --version stand
 * alone: "--help extra" and "--version --help" exited 0, the rest ignored. */
static void test_cli_play_options_anywhere_and_help_alone(void **state)
{
    (void)state;
    char out[8192];
    char before[8192];
    assert_int_equal(
        support_run_cli("play --rule gomoku h8 i9 h9 i10", NULL, before, sizeof before), 0);
    assert_int_equal(support_run_cli("play h8 i9 --rule gomoku h9 i10", NULL, out, sizeof out), 0);
    assert_string_equal(out, before);
    assert_int_equal(support_run_cli("play h8 i9 h9 i10 --rule gomoku", NULL, out, sizeof out), 0);
    assert_string_equal(out, before);
    assert_non_null(strstr(out, "result: none\n"));
    /* Swap2's state, with the option last. */
    assert_int_equal(support_run_cli("play h8 i9 a1 --opening swap2", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "swap: offered\n"));
    expect_error("play h8 i9 --rulez gomoku", 2, "error: unknown option '--rulez'");
    expect_error("play h8 i9 --rule", 2, "error: --rule needs a value");
    expect_error("play h8 i9 --rule chess", 1,
                 "error: unknown rule set 'chess' (one of: renju gomoku gomoku-exact "
                 "gomoku-forbidden-centre gomoku-common-centre anti-renju old-renju gomokunarabe "
                 "pente)");
    expect_error("--help extra", 2,
                 "error: --help takes nothing after it, not 'extra' (a command's help: renju-cli "
                 "COMMAND --help)");
    expect_error("-h play", 2,
                 "error: -h takes nothing after it, not 'play' (a command's help: renju-cli "
                 "COMMAND --help)");
    expect_error("--version --help", 2,
                 "error: --version takes nothing after it, not '--help' (a command's help: "
                 "renju-cli COMMAND --help)");
    assert_int_equal(support_run_cli("--version", NULL, out, sizeof out), 0);
    assert_int_equal(support_run_cli("--help", NULL, out, sizeof out), 0);
    assert_int_equal(support_run_cli("play --help", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "the options may stand among the actions\n"));
}

/* Every command refuses bad input the same way: one "error: ..." line on stderr, nothing
 * on stdout, exit 1. */
static void test_cli_bad_input_is_error_on_stderr_exit_1(void **state)
{
    (void)state;
    static const struct {
        const char *args;
        const char *error;
    } CASES[] = {
        {"forbidden z99", "error: action 1: 'z99' is not an action or a point of the board"},
        {"forbidden p16", "error: action 1: 'p16' is not an action or a point of the board"},
        {"forbidden a0", "error: action 1: 'a0' is not an action or a point of the board"},
        {"forbidden h8 h8", "error: action 2 'h8': h8 is occupied"},
        {"forbidden b=f8,f8", "error: 'f8' appears twice"},
        {"explain h8 z9", "error: action 1: 'z9' is not an action or a point of the board"},
        {"explain z1 h8", "error: 'z1' is not a point of the board"},
        {"explain h8 h8", "error: h8 is occupied"},
        {"explain --colour white i9 b=h8 w=i9", "error: i9 is occupied"},
        {"play h8 h8", "error: action 2 'h8': h8 is occupied"},
        {"play --rule chess h8", NULL},
        {"forbidden --colour red h8", "error: --colour takes black or white, not 'red'"},
        {"analyze h8 z99", "error: action 2: 'z99' is not an action or a point of the board"},
        {"convert /nonexistent/in.renju out.psq", NULL},
    };
    char out[4096];
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char args[300];
        snprintf(args, sizeof args, "%s 2>/dev/null", CASES[i].args);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
        assert_string_equal(out, ""); /* nothing on stdout */
        if (CASES[i].error) {
            expect_error(CASES[i].args, 1, CASES[i].error);
        } else {
            assert_int_equal(cli_stderr(CASES[i].args, NULL, out, sizeof out), 1);
            assert_true(strncmp(out, "error: ", 7) == 0);
        }
    }
}

/* A NUL byte in a batch line is said to be one (not "line too long"), and the other
 * lines are still answered. */
static void test_cli_forbidden_batch_nul_byte(void **state)
{
    (void)state;
    static const char INPUT[] = "h8 i9\nh8\0i9\nb=f8,g8,h9,h10\n";
    char out[4096];
    assert_int_equal(support_run_bytes("renju-cli", "forbidden --batch", INPUT, sizeof INPUT - 1,
                                       out, sizeof out),
                     1);
    assert_string_equal(out, "none\nerror: a NUL byte in the position\nh8\n");
}

/* Input echoed in an error is escaped: an escape sequence cannot reach the terminal. */
static void test_cli_error_escapes_echoed_input(void **state)
{
    (void)state;
    expect_error("forbidden \"$(printf 'h8\\033[2Jx')\"", 1,
                 "error: action 1: 'h8\\x1b[2Jx' is not an action or a point of the board");
    expect_error("play \"$(printf 'h8\\007')\"", 1,
                 "error: action 1: 'h8\\x07' is not an action or a point of the board");
    /* Bytes that are not UTF-8 are escaped too; UTF-8 text is kept. */
    expect_error("forbidden \"$(printf 'h\\377')\" \"\xd0\xb6\"", 1,
                 "error: action 1: 'h\\xff' is not an action or a point of the board");
    expect_error("forbidden \"\xd0\xb6\"", 1,
                 "error: action 1: '\xd0\xb6' is not an action or a point of the board");
}

/* An option without its value says so (not "unknown option"), exit 2 (usage). */
static void test_cli_option_without_value(void **state)
{
    (void)state;
    expect_error("play --opening", 2, "error: --opening needs a value");
    expect_error("forbidden --rule", 2, "error: --rule needs a value");
    expect_error("play --openin swap2", 2, "error: unknown option '--openin'");
    expect_error("bench --fast", 2, "error: unknown option '--fast'");
}

/* A declaration too large for any count is refused as written, never wrapped to -1. */
static void test_cli_play_declare_huge_number(void **state)
{
    (void)state;
    char out[4096];
    expect_error("play --opening soosorv8 h8 h9 h10 a1 declare 99999999999999999999", 1,
                 "error: action 5: declare: '99999999999999999999' is not a number of fifth "
                 "moves (1 to 8)");
    assert_int_equal(cli_stderr("play --opening soosorv8 h8 h9 h10 a1 declare 4294967297", NULL,
                                out, sizeof out),
                     1);
    assert_null(strstr(out, "declare 1"));
}

/* bench --positions names a file that must be read: missing or a directory is an
 * error before any timing; --random is checked like every number. */
static void test_cli_bench_positions_must_be_a_file(void **state)
{
    (void)state;
    expect_error("bench --random 0 --positions /nonexistent/positions.txt", 1,
                 "error: /nonexistent/positions.txt: No such file or directory");
    expect_error("bench --random 0 --positions /tmp", 1,
                 "error: /tmp: is a directory, not a positions file");
    expect_error("bench --random -3", 1,
                 "error: --random takes a whole number from 0 to 100000, not '-3'");
    /* A bad line in the file is an error too, before anything is timed or printed. */
    char dir[512];
    char args[800];
    char out[8192];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "pos.txt", "# one\nh8 i9\nzz\nyy\nxx\n");
    snprintf(args, sizeof args, "bench --random 0 --positions %s/pos.txt 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    support_remove_dir(dir);
    assert_non_null(strstr(out, "pos.txt: line 3: move 1 'zz' is not a point of the board\n"));
    assert_null(strstr(out, "position 1: "));
    /* It stops there, as every command does (a binary file gave 11,479 error lines). */
    assert_null(strstr(out, "line 4"));
}

/* forbidden --batch reads stdin with bounds: an endless line (/dev/zero) is refused once
 * the line is too long, and the batch stops there (it read forever); stdin that cannot
 * be read (a directory) is an error (it exited 0 with no output). */
static void test_cli_forbidden_batch_bad_stdin(void **state)
{
    (void)state;
    char out[4096];
    /* support_run's own "< /dev/null" goes to the "exit", so stdin is the one given here. */
    assert_int_equal(support_run_limited("renju-cli", "forbidden --batch < /dev/zero; exit $?",
                                         NULL, out, sizeof out, 60),
                     1);
    assert_string_equal(out, "error: line 1 is longer than 65535 bytes; the rest of the input "
                             "is not read\n");
    /* The lines before the long one are answered. */
    static char input[70100];
    size_t n = (size_t)snprintf(input, sizeof input, "b=f8,g8,h9,h10\n");
    memset(input + n, 'a', 70000);
    n += 70000;
    n += (size_t)snprintf(input + n, sizeof input - n, "\nh8 i9\n");
    assert_int_equal(
        support_run_limited("renju-cli", "forbidden --batch", input, out, sizeof out, 60), 1);
    assert_string_equal(out, "h8\nerror: line 2 is longer than 65535 bytes; the rest of the "
                             "input is not read\n");
    char dir[512];
    char args[1200];
    support_temp_dir(dir, sizeof dir);
    snprintf(args, sizeof args, "forbidden --batch < '%s' 2>/dev/null; exit $?", dir);
    assert_int_equal(support_run_limited("renju-cli", args, NULL, out, sizeof out, 60), 1);
    assert_string_equal(out, "");
    snprintf(args, sizeof args, "forbidden --batch < '%s' 2>&1; exit $?", dir);
    assert_int_equal(support_run_limited("renju-cli", args, NULL, out, sizeof out, 60), 1);
    assert_non_null(strstr(out, "error: cannot read the positions: Is a directory"));
    support_remove_dir(dir);
}

/* A record input that is a named pipe with no writer (or a device) is refused at once:
 * export-text and convert waited forever for a writer. */
static void test_cli_record_input_must_be_a_regular_file(void **state)
{
    (void)state;
    char out[4096];
    char dir[512];
    char args[1200];
    support_temp_dir(dir, sizeof dir);
    static const char *const COMMANDS[] = {"export-text %s/pipe.renju 2>&1",
                                           "convert %s/pipe.renju %s/out.psq 2>&1",
                                           "convert /dev/zero %s/out.psq 2>&1"};
    snprintf(args, sizeof args, "%s/pipe.renju", dir);
    assert_int_equal(mkfifo(args, 0600), 0);
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++) {
        snprintf(args, sizeof args, COMMANDS[i], dir, dir);
        assert_int_equal(support_run_limited("renju-cli", args, NULL, out, sizeof out, 60), 1);
        if (strncmp(out, "error: ", 7) != 0 || !strstr(out, "not a regular file")) {
            fail_msg("renju-cli %s said '%s'", args, out);
        }
    }
    snprintf(args, sizeof args, "%s/out.psq", dir);
    assert_int_equal(access(args, F_OK), -1); /* nothing written */
    support_remove_dir(dir);
}

/* convert --rotate / --mirror turns the record: the game, its other lines and their
 * times; the opposite turn gives back the plain conversion; a bad value is refused. */
static void test_cli_convert_turns_the_record(void **state)
{
    (void)state;
    char dir[512];
    char args[1400];
    char out[4096];
    char text[4096];
    char plain[4096];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "in.renju",
                       "Renju record 2\nrule: renju\nopening: free\nresult: none\n\n"
                       "1. h8\n(\n  2. j10\n  3. k11\n)\n2. i9\n3. h9\n(\n  4. h11 2.500s\n)\n"
                       "4. i10\n5. h10\nend\n");
    snprintf(args, sizeof args, "convert --rotate 90 %s/in.renju %s/out.renju", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    support_read_file(dir, "out.renju", text, sizeof text);
    assert_non_null(strstr(text, "\n1. h8\n(\n  2. j6\n  3. k5\n)\n2. i7\n3. i8\n"));
    assert_non_null(strstr(text, "(\n  4. k8 2.500s\n)\n4. j7\n5. j8\nend\n"));
    /* A stones-only format gets the turned game. */
    snprintf(args, sizeof args, "convert --mirror h --rotate 180 %s/in.renju %s/out.moves", dir,
             dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    support_read_file(dir, "out.moves", text, sizeof text);
    assert_non_null(strstr(text, "h8 i7 h7 i6 h6"));
    /* Turned back, it is the record as a plain conversion writes it. */
    snprintf(args, sizeof args, "convert --rotate 270 %s/out.renju %s/back.renju", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "convert %s/in.renju %s/plain.renju", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    support_read_file(dir, "back.renju", text, sizeof text);
    support_read_file(dir, "plain.renju", plain, sizeof plain);
    assert_string_equal(text, plain);
    snprintf(args, sizeof args, "convert --rotate 45 %s/in.renju %s/bad.renju", dir, dir);
    expect_error(args, 1, "error: --rotate takes 90, 180 or 270 (clockwise), not '45'");
    snprintf(args, sizeof args, "convert --mirror x %s/in.renju %s/bad.renju", dir, dir);
    expect_error(args, 1, "error: --mirror takes h, v, d or a, not 'x'");
    snprintf(args, sizeof args, "convert %s/in.renju %s/bad.renju --mirror", dir, dir);
    expect_error(args, 2, "error: --mirror needs a value");
    support_remove_dir(dir);
}

/* tmpl with each "@" replaced by dir, into out. */
static void with_dir(char *out, size_t cap, const char *tmpl, const char *dir)
{
    size_t n = 0;
    for (const char *c = tmpl; *c && n + 1 < cap; c++) {
        n += (size_t)snprintf(out + n, cap - n, "%s", *c == '@' ? dir : (char[2]){*c, '\0'});
        n = n < cap ? n : cap - 1;
    }
    out[n] = '\0';
}

/* convert (and setup --out, library --generate) to a folder says OUT is a folder, not
 * "unknown extension"; OUT in a folder that does not exist, or under a file, says that
 * folder, and nothing is written. A folder is a bad file, exit 1 as an unknown ending is
 * and as --help says of bad input (it was 2: audit 21, C5). */
static void test_cli_convert_to_a_folder_or_a_missing_one(void **state)
{
    (void)state;
    /* The command, its exit status and its error, "@" standing for the folder. */
    static const struct {
        const char *args;
        int status;
        const char *error;
    } CASES[] = {
        {"convert @/in.renju @/", 1,
         "error: @/ is a folder: convert writes a file, so OUT names one (as in @/game.renju)"},
        {"convert @/in.renju @", 1,
         "error: @ is a folder: convert writes a file, so OUT names one (as in @/game.renju)"},
        {"setup --out @ b=h8", 1,
         "error: @ is a folder: setup writes a file, so OUT names one (as in @/game.renju)"},
        {"convert @/in.renju @/none/out.sgf", 1,
         "error: @/none/out.sgf: not saved: @/none does not exist (make the folder first)"},
        {"convert @/in.renju @/in.renju/out.sgf", 1,
         "error: @/in.renju/out.sgf: not saved: @/in.renju is not a folder"},
    };
    char dir[512];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "in.renju", "Renju record 1\n1. h8\nend\n");
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char args[2048];
        char want[2048];
        with_dir(args, sizeof args, CASES[i].args, dir);
        with_dir(want, sizeof want, CASES[i].error, dir);
        expect_error(args, CASES[i].status, want);
    }
    assert_int_equal(support_count_entries(dir), 1); /* in.renju alone */
    support_remove_dir(dir);
}

/* A stones-only record with Black's foul: renju, the game ends on it (White wins), and
 * export-text and convert say so and how many moves after it are left out, as the
 * window's notice does (audit 12b, item 1). */
/* renju-cli export-text of dir/name, with its warnings, holds each of want (NULL ends). */
static void export_says(const char *dir, const char *name, const char *const *want)
{
    char args[1024];
    char out[8192];
    snprintf(args, sizeof args, "export-text %s/%s 2>&1", dir, name);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    for (; *want; want++) {
        if (!strstr(out, *want)) {
            fail_msg("%s says no \"%s\":\n%s", name, *want, out);
        }
    }
}

static void test_cli_record_with_a_foul_reads_as_renju_white_wins(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    char text[4096];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "foul.moves", "h8 a1 i8 c1 j9 e1 j10 g1 j8 i1 k8 k1 g8\n");
    snprintf(args, sizeof args, "export-text %s/foul.moves 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "rule: renju\n"));
    assert_non_null(strstr(out, "result: white wins (black's foul: j8)\n"));
    assert_non_null(strstr(out, "\n9. foul j8\nend\n"));
    assert_non_null(strstr(out, "foul.moves: move 9, j8: double-three, forbidden for Black: "
                                "White wins (the game ends there; the 4 moves after it are "
                                "left out)\n"));
    snprintf(args, sizeof args, "convert %s/foul.moves %s/foul.psq 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "warning: "));
    /* Moves after a five alike: read up to it, said (audit 23 B5: "the game is over"). */
    support_write_file(dir, "five.moves", "h8 a1 h9 a2 h10 a3 h11 a4 h12 a5 a6\n");
    snprintf(args, sizeof args, "convert %s/five.moves %s/five.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "five.moves: move 9, h12, makes five: the game ends there; the 2 "
                                "moves after it are left out (the file is unchanged)\n"));
    /* An SGF and a RenLib main line keep them as the five's line: said too (audit 28 B4). */
    support_write_file(dir, "five.sgf",
                       "(;GM[4]SZ[15];B[hh];W[ao];B[hg];W[an];B[hf];W[am];B[he];W[al];B[hd]"
                       ";W[ak];B[aj])");
    static const char *const KEPT = ": move 9, h12, makes five: the game ends there; the 2 moves "
                                    "after it are kept as a line after the five, not as moves of "
                                    "the game\n";
    snprintf(args, sizeof args, "convert %s/five.sgf %s/five.lib 2>/dev/null", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    for (int i = 0; i < 2; i++) {
        const char *from = i == 0 ? "five.sgf" : "five.lib";
        snprintf(args, sizeof args, "convert %s/%s %s/five%d.renju 2>&1", dir, from, dir, i);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        char want[256];
        snprintf(want, sizeof want, "%s%s", from, KEPT);
        assert_non_null(strstr(out, want));
    }
    /* cp1251 names read as CA[] says; a byte no character stands for said (audit 28 B2) */
    support_write_file(dir, "cp.sgf", "(;GM[4]CA[windows-1251]PB[\xc8\xe2\xe0\xed]PW[\x98];B[hh])");
    static const char *const CP_SAYS[] = {"black: Иван\nwhite: ?\n",
                                          "cp.sgf: 1 name or comment holds bytes that are no "
                                          "text in the file's code page: shown as ?\n",
                                          NULL};
    export_says(dir, "cp.sgf", CP_SAYS);
    /* a .txt holding a plain move list, as the window reads it (audit 28 C8) */
    support_write_file(dir, "list.txt", "h8 h9 h7\n");
    static const char *const LIST_SAYS[] = {"1. h8\n2. h9\n3. h7\n", NULL};
    export_says(dir, "list.txt", LIST_SAYS);
    snprintf(args, sizeof args, "find-position %s 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "games: "));
    assert_null(strstr(out, "refused")); /* said only when some are */
    snprintf(args, sizeof args, "export-text %s/foul.psq 2>/dev/null", dir);
    assert_int_equal(support_run_cli(args, NULL, text, sizeof text), 0);
    assert_non_null(strstr(text, "result: white wins (black's foul: j8)\n"));
    /* An SGF keeps the moves after the foul as a line after it, and so does the .renju
     * written from it: the warning said they were left out (audit 21, C1). */
    support_write_file(dir, "foul.sgf",
                       "(;FF[4]GM[4]SZ[15]RU[renju];B[hh];W[ao];B[ih];W[co];B[jg];W[eo];B[jf]"
                       ";W[go];B[jh];W[io];B[kh];W[ko];B[gh])");
    snprintf(args, sizeof args, "convert %s/foul.sgf %s/foul.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "foul.sgf: move 9, j8: double-three, forbidden for Black: White "
                                "wins (the game ends there; the 4 moves after it are read as a "
                                "line after the foul, not as moves of the game)\n"));
    snprintf(args, sizeof args, "export-text %s/foul.renju", dir);
    assert_int_equal(support_run_cli(args, NULL, text, sizeof text), 0);
    assert_non_null(strstr(text, "9. foul j8\n# 4 moves after the game's end"));
    /* Asked for gomoku, the same stones are Black's five. */
    snprintf(args, sizeof args, "export-text --rule gomoku %s/foul.moves 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "result: black wins (five: g8 h8 i8 j8 k8)\n"));
    assert_null(strstr(out, "warning"));
    support_remove_dir(dir);
}

/* SGF RU[]: the names other programs write are read as ours (Freestyle is gomoku,
 * Standard gomoku-exact, any case), convert keeps them; an unknown name is read under
 * renju (or --rule) with a warning naming it; RE[B+] that the moves do not show is left
 * out with a warning (audit 12b, items 2 and 9). */
static void test_cli_sgf_rule_names_and_results(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    char text[4096];
    support_temp_dir(dir, sizeof dir);
    static const struct {
        const char *ru, *rule;
    } NAMES[] = {{"Freestyle", "gomoku"},      {"free-style", "gomoku"},
                 {"Standard", "gomoku-exact"}, {"RENJU", "renju"},
                 {"Gomoku", "gomoku"},         {"anti-renju", "anti-renju"},
                 {"five or more", "gomoku"},   {"exactly five", "gomoku-exact"}};
    for (size_t i = 0; i < sizeof NAMES / sizeof NAMES[0]; i++) {
        char sgf[256];
        snprintf(sgf, sizeof sgf, "(;GM[4]FF[4]SZ[15]RU[%s];B[hh];W[ii];B[hg])", NAMES[i].ru);
        support_write_file(dir, "r.sgf", sgf);
        snprintf(args, sizeof args, "export-text %s/r.sgf 2>&1", dir);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        char want[64];
        snprintf(want, sizeof want, "rule: %s\n", NAMES[i].rule);
        if (!strstr(out, want) || strstr(out, "warning")) {
            fail_msg("RU[%s]: %s", NAMES[i].ru, out);
        }
    }
    support_write_file(dir, "free.sgf", "(;GM[4]FF[4]SZ[15]RU[Freestyle];B[hh];W[ii];B[hg])");
    snprintf(args, sizeof args, "convert %s/free.sgf %s/o.sgf", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    support_read_file(dir, "o.sgf", text, sizeof text);
    assert_non_null(strstr(text, "RU[gomoku]"));
    support_write_file(dir, "caro.sgf", "(;GM[4]FF[4]SZ[15]RU[Caro];B[hh];W[ii];B[hg])");
    snprintf(args, sizeof args, "export-text %s/caro.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "rule: renju\n"));
    assert_non_null(strstr(out, "caro.sgf: RU[Caro] names no rule set this program knows: "
                                "read as renju (--rule NAME reads it under another)\n"));
    snprintf(args, sizeof args, "export-text --rule gomoku %s/caro.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "rule: gomoku\n"));
    assert_non_null(strstr(out, "read as gomoku"));
    /* RE[B+] (a record stopped before the end) is kept for SGF, and said (audit 32a B8) */
    support_write_file(dir, "re.sgf", "(;FF[4]GM[4]SZ[15]RE[B+];B[hh];W[ii])");
    snprintf(args, sizeof args, "export-text %s/re.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "result: none\n"));
    assert_non_null(strstr(out, "re.sgf: RE[B+] names a winner without a reason, which the moves "
                                "do not show: the game is unfinished; a save as .sgf or .renju "
                                "keeps the result while the moves are the record's"));
    assert_non_null(strstr(out, "claimed: B+\nresult: none\n")); /* ours keeps it (fix33b) */
    snprintf(args, sizeof args, "convert %s/re.sgf %s/re2.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    support_read_file(dir, "re2.sgf", text, sizeof text);
    assert_non_null(strstr(text, "RE[B+]"));
    snprintf(args, sizeof args, "convert %s/re.sgf %s/re2.psq 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "keeps no winner without a reason: RE[B+] of "));
    assert_non_null(strstr(out, "(.sgf and .renju keep it)"));
    /* a .renju's claim is said as its own "claimed: B+", not as an SGF's RE[] (fix34c) */
    snprintf(args, sizeof args, "convert %s/re.sgf %s/re.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "export-text %s/re.renju 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "re.renju: claimed: B+ names a winner without a reason, which the "
                                "moves do not show"));
    assert_null(strstr(out, "RE["));
    snprintf(args, sizeof args, "convert %s/re.renju %s/re3.psq 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "keeps no winner without a reason: claimed: B+ of "));
    assert_null(strstr(out, "RE["));
    snprintf(args, sizeof args, "export-text %s/re.sgf 2>&1", dir);
    /* B+F is a forfeit, which a game here cannot hold: not said to give "no reason" (audit
     * 28, C15) */
    support_write_file(dir, "re.sgf", "(;FF[4]GM[4]SZ[15]RE[B+F];B[hh];W[ii])");
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "re.sgf: RE[B+F] names no resignation, loss on time or draw, "
                                "and the moves do not show it: left out"));
    /* RE[W+R] is a resignation: kept, nothing to say. */
    support_write_file(dir, "rr.sgf", "(;FF[4]GM[4]SZ[15]RE[W+R];B[hh];W[ii])");
    snprintf(args, sizeof args, "export-text %s/rr.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "result: white wins (black resigned)\n"));
    assert_null(strstr(out, "warning"));
    support_remove_dir(dir);
}

/* What a conversion or setup --out leaves out is said: the other lines (.psq, .moves),
 * the set-up, the opening rule and its proposals (audit 12b, item 8). */
static void test_cli_convert_warns_of_lost_lines_setup_and_opening(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "lines.renju",
                       "Renju record 2\nrule: renju\nopening: free\nresult: none\n\n"
                       "1. h8\n(\n  2. j10\n  3. k11\n)\n2. i9\n3. h9\nend\n");
    snprintf(args, sizeof args, "convert %s/lines.renju %s/l.psq 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "warning: psq keeps no other lines: the 2 moves of "));
    snprintf(args, sizeof args, "convert %s/lines.renju %s/l.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    /* Shapes and a marked move (gap G8): .lib keeps the mark, not the shapes; .psq neither;
     * an SGF mark that names no point is left out on load, said. */
    support_write_file(dir, "marks.renju",
                       "Renju record 7\nrule: renju\nopening: free\nresult: none\n\n"
                       "1. h8\n* marked\n^ h8 triangle\n2. i9\n@ j10 VCF\nend\n");
    snprintf(args, sizeof args, "convert %s/marks.renju %s/m.lib 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "warning: lib keeps no shapes: the 1 triangle, square, circle or "
                                "cross of "));
    assert_null(strstr(out, "marked"));
    assert_null(strstr(out, "letter"));
    snprintf(args, sizeof args, "convert %s/marks.renju %s/m.psq 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "warning: psq keeps no marked moves: the 1 marked move of "));
    /* The letters too, by their number (audit 23 B7); no comment is said lost. */
    assert_non_null(strstr(out, "warning: psq does not keep it: the 1 letter or text on the "
                                "board of "));
    assert_null(strstr(out, "comment"));
    /* RenLib's marked board texts: .renju keeps their marks, .sgf the texts alone, said. */
    snprintf(args, sizeof args, "convert tests/fixtures/records/marked_labels.lib %s/ml.renju 2>&1",
             dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    snprintf(args, sizeof args, "convert %s/ml.renju %s/ml.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "warning: sgf keeps no marked board texts: the 2 marked board "
                                "texts of "));
    assert_int_equal(strstr(out, "warning"), strstr(out, "warning: sgf keeps no marked board"));
    /* A marked label too long for a letter: its text a comment line, the mark not kept,
     * said so (it was "could not be read ... left out", gap 24b). */
    snprintf(args, sizeof args,
             "convert tests/fixtures/records/marked_long_label.lib %s/mll.renju 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "marked_long_label.lib: 1 marked label does not fit on the board "
                                "(a position holds 8, each of up to 4 characters, one a point): "
                                "its text kept as a line of the move's comment, without the mark"));
    assert_null(strstr(out, "could not be read"));
    /* A hand-edited "redo:" that fits no moves: the game read, redo's list alone lost, said
     * (it refused the whole record, gap 25a). */
    support_write_file(dir, "redo.renju", "Renju record 9\nredo: 99\n1. h8\n(\n  2. i9\n)\nend\n");
    snprintf(args, sizeof args, "convert %s/redo.renju %s/redo.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "redo.renju: the moves undo took back could not be restored for "
                                "redo ('redo: 99' does not fit the game): the game and all its "
                                "moves are read, with nothing to redo"));
    /* A bad "marked:" and a bad header of an extra, the same (they refused it, fix 26b). */
    support_write_file(dir, "marks.renju",
                       "Renju record 1\nopening: taraguchi10\nseats: me you\nmarked: h9 zz\n"
                       "1. h8\n2. i8\n3. g8\n4. k8\n5. option-b\nend\n");
    snprintf(args, sizeof args, "convert %s/marks.renju %s/marks.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "marks.renju: the marked fifth moves could not be restored "
                                "('marked: h9 zz' does not fit the game): the game and all its "
                                "moves are read, with nothing marked"));
    assert_non_null(strstr(out, "marks.renju: 'seats: me you' could not be read and is left out: "
                                "the game and all its moves are read"));
    support_write_file(dir, "tr.sgf", "(;GM[4]FF[4]SZ[15];B[hh]TR[zz][hh])");
    snprintf(args, sizeof args, "convert %s/tr.sgf %s/tr.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "tr.sgf: 1 mark on the board could not be read (it names no "
                                "point, or its point has one): left out"));
    /* Past the limits: said as such, and where the letters went (audit 23 B6). */
    support_write_file(dir, "many.sgf",
                       "(;GM[4]FF[4]SZ[15];B[hh]LB[aa:A][ba:B][ca:C][da:D][ea:E][fa:F][ga:G]"
                       "[ha:H][ab:VCF!!]TR[ac][bc][cc][dc][ec][fc][gc][hc][ic][jc][kc][lc][mc]"
                       "[nc][oc][ad][bd])");
    snprintf(args, sizeof args, "convert %s/many.sgf %s/many.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "many.sgf: 1 mark on the board is past what a position holds (8 "
                                "letters, 16 shapes): left out"));
    assert_non_null(strstr(out, "many.sgf: 1 label does not fit on the board (a position holds "
                                "8, each of up to 4 characters, one a point): kept as a line of "
                                "the move's comment"));
    assert_null(strstr(out, "could not be read"));
    snprintf(args, sizeof args, "setup --out %s/q.psq b=h8 w=i9 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "warning: psq keeps no set-up: the 2 set-up stones of the "
                                "position are moves played in "));
    /* White to move on equal counts (Black passed after the stones): .psq has no pass, so
     * the stones go in without it, and the warning says the side to move is lost; once a
     * move follows, the stones would change colour: refused (audit 16a, item 4). */
    snprintf(args, sizeof args, "setup --to-move white --out %s/w.renju b=h8,i8 w=h9,g7 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "convert %s/w.renju %s/w.psq 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "w.psq (psq, 4 moves)"));
    assert_non_null(strstr(out, "warning: psq keeps no set-up and no pass: the 4 set-up stones "));
    assert_non_null(strstr(out, "reads back with Black to move, not White"));
    snprintf(args, sizeof args, "export-text %s/w.psq", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "1. h8\n2. h9\n3. i8\n4. g7\nend\n"));
    support_write_file(dir, "w2.renju",
                       "Renju record 4\nrule: renju\nopening: free\nsetup: 5\nresult: none\n\n"
                       "1. h8\n2. h9\n3. i8\n4. g7\n5. pass\n6. j10\nend\n");
    snprintf(args, sizeof args, "convert %s/w2.renju %s/w2.psq 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "Piskvork files hold no pass, so no set-up's side to move"));
    snprintf(args, sizeof args, "setup --out %s/q.sgf b=h8 w=i9 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    support_write_file(dir, "tara.renju",
                       "Renju record 1\nrule: renju\nopening: taraguchi10\nresult: none\n\n"
                       "1. h8\n2. h9\n3. i9\nend\n");
    static const char *const EXT[] = {"lib", "psq", "moves"};
    for (size_t i = 0; i < 3; i++) {
        snprintf(args, sizeof args, "convert %s/tara.renju %s/t.%s 2>&1", dir, dir, EXT[i]);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        if (!strstr(out, "keeps no opening rule: ") || !strstr(out, "(taraguchi10)")) {
            fail_msg("%s: %s", EXT[i], out);
        }
    }
    /* .renju keeps it, and .sgf too: RU[] and RJA[] (fix 31a) */
    static const char *const KEEP[] = {"renju", "sgf"};
    for (size_t i = 0; i < 2; i++) {
        snprintf(args, sizeof args, "convert %s/tara.renju %s/t.%s 2>&1", dir, dir, KEEP[i]);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        assert_null(strstr(out, "warning"));
    }
    support_remove_dir(dir);
}

/* export-text indents a comment inside another line as its move (it stood at the left
 * edge, as if the game's own); bench and bench-ai say nothing on stdout before a bad
 * file's error, and find their default files from the program, not the current folder
 * (audit 12b, item 12). */
static void test_cli_export_text_indents_and_bench_checks_first(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "cm.sgf", "(;FF[4]GM[4]SZ[15];B[hh]C[main](;W[ii])(;W[jg]C[side]))");
    snprintf(args, sizeof args, "export-text %s/cm.sgf", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "1. h8\n> main\n(\n  2. j9\n  > side\n)\n2. i7\nend\n"));
    support_write_file(dir, "bad.txt", "h8 i9\nzz\n");
    snprintf(args, sizeof args, "bench --random 0 --positions %s/bad.txt 2>/dev/null", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_string_equal(out, "");
    support_write_file(dir, "suite.txt", "win | h8 i9 | * | x\nfoo | h8 | a1\n");
    snprintf(args, sizeof args, "bench-ai --depth 1 --suite %s/suite.txt 2>/dev/null", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_string_equal(out, "");
    snprintf(args, sizeof args, "bench-ai --depth 1 --suite %s/cm.sgf --width %s/bad.txt 2>&1", dir,
             dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_null(strstr(out, "AI search"));
    /* From another folder the default positions are still found. */
    char cwd[512];
    char cli[1200];
    const char *build = getenv("RENJU_BUILD");
    assert_non_null(getcwd(cwd, sizeof cwd));
    build = build ? build : "build";
    snprintf(cli, sizeof cli, "%s%s%s/renju-cli", build[0] == '/' ? "" : cwd,
             build[0] == '/' ? "" : "/", build);
    char cmd[2400];
    snprintf(cmd, sizeof cmd, "cd %s && %s bench --random 0 2>&1", dir, cli);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = '\0';
    assert_int_equal(pclose(p), 0);
    assert_non_null(strstr(out, "position 1: map"));
    support_remove_dir(dir);
}

/* setup: a record from stones (setup.h), White to move after two Black and one White;
 * stones no game reaches are a study position (placed as they stand); a five is refused
 * with the reason. */
static void test_cli_setup_makes_a_record_from_a_position(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run_cli("setup b=h8,j8 w=i9", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "opening: free\n"));
    assert_non_null(strstr(out, "1. h8\n2. i9\n3. j8\n"));
    assert_int_equal(support_run_cli("setup b=h8 w=i9,j9 2>&1", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "setup: 4 placed\n"));
    assert_non_null(strstr(out, "\n1. h8\n2. i9\n3. pass\n4. j9\nend"));
    assert_int_equal(support_run_cli("setup b=i8 w=h8 2>&1", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "setup: 2 placed\n"));
    assert_non_null(strstr(out, "\n1. i8\n2. h8\nend"));
    assert_int_equal(support_run_cli("setup b=a1,a2,a3,a4,a5 2>&1", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "a five stands on the board"));
    assert_int_equal(support_run_cli("setup", NULL, out, sizeof out), 2);
    /* A move list that is a legal game keeps its order (it was re-ordered: audit 21, C9);
     * one that is not gets an order of legal moves. */
    assert_int_equal(support_run_cli("setup h8 i9 h9 h10 g8", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "setup: 5\n"));
    assert_non_null(strstr(out, "\n1. h8\n2. i9\n3. h9\n4. h10\n5. g8\nend\n"));
    const char *foul_last = "setup h8 a1 h10 a3 i10 a5 j11 a7 j12 o15 j10"; /* j10: 3x3 */
    assert_int_equal(support_run_cli(foul_last, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "setup: 11\n"));
    assert_null(strstr(out, "\n11. j10\n"));
    /* A diagram "White to play" on equal counts: Black passes after the stones. */
    assert_int_equal(support_run_cli("setup --to-move white b=h8 w=i9", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "setup: 3\n"));
    assert_non_null(strstr(out, "1. h8\n2. i9\n3. pass\nend"));
    assert_int_equal(support_run_cli("setup b=h8 w=i9 --to-move black", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "1. h8\n2. i9\nend"));
    /* A bad option value is bad input, as --colour's (it was 2: audit 21, C5). */
    expect_error("setup --to-move red h8", 1, "error: --to-move takes black or white, not 'red'");
    /* No stones is no position (the window's set-up text says the same). */
    expect_error("setup ''", 1, "error: no stones");
    expect_error("setup b=", 1, "error: no stones");
    expect_error("setup ' ' w=", 1, "error: no stones");
}

/* A rules book figure (h8 empty, Black's stones beside one White) made a file with the
 * side to move asked for: .renju and .sgf, not .psq (moves only, said why); review reads
 * it, and analyze and explain take its stones as they stand. */
static void test_cli_setup_makes_a_study_position_file(void **state)
{
    (void)state;
    char dir[512], args[1200], out[8192], text[4096];
    support_temp_dir(dir, sizeof dir);
    const char *figure = "b=f8,g8,h9,h10 w=e8";
    snprintf(args, sizeof args, "setup --to-move white --out %s/f.renju %s", dir, figure);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "a study position, not a game from the opening"));
    assert_non_null(strstr(out, "white to move"));
    support_read_file(dir, "f.renju", text, sizeof text);
    assert_non_null(strstr(text, "Renju record 12\n"));
    assert_non_null(strstr(text, "setup: 7 placed\n"));
    snprintf(args, sizeof args, "setup --to-move black --out %s/f.sgf %s", dir, figure);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    support_read_file(dir, "f.sgf", text, sizeof text);
    assert_non_null(strstr(text, "AB[fh][gh][hg][hf]AW[eh]PL[B]"));
    snprintf(args, sizeof args, "setup --out %s/f.psq %s 2>&1", dir, figure);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "save as .renju, .sgf or .txt (the .renju text record)"));
    /* .txt is the text record, and said so (audit 31b C5: "(.renju or .sgf only)"). */
    snprintf(args, sizeof args, "setup --out %s/f.txt %s", dir, figure);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    support_read_file(dir, "f.txt", text, sizeof text);
    assert_non_null(strstr(text, "Renju record 12\n"));
    assert_int_equal(support_run_cli("setup --help", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "(.renju, .sgf or .txt only: .txt is the .renju text record)"));
    snprintf(args, sizeof args, "export-text %s/f.sgf", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "setup: 8 placed\n"));
    snprintf(args, sizeof args, "review --nodes 2000 %s/f.renju", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "mistakes: 0"));
    snprintf(args, sizeof args, "analyze --nodes 2000 --to-move black %s", figure);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "best h8"));
    snprintf(args, sizeof args, "explain h8 --colour black b=f8,g8,h9,h10");
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "double"));
    support_remove_dir(dir);
}

/* Audit 31b B1: analyze and solve take a study position's stones as setup does (counts
 * no game has: the side with fewer stones moves), and a .renju or .sgf file, where its
 * game ends, with its side to move. */
static void test_cli_analyze_and_solve_take_a_study_position_as_setup_does(void **state)
{
    (void)state;
    char dir[512], args[1200], out[8192];
    assert_int_equal(support_run_cli("setup b=a1 w=b1,c1,d1", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "setup: 6 placed\n")); /* a1 b1, a pass, c1, a pass, d1 */
    assert_int_equal(support_run_cli("analyze --nodes 2000 b=a1 w=b1,c1,d1", NULL, out, sizeof out),
                     0);
    assert_non_null(strstr(out, "\nside black "));
    assert_int_equal(
        support_run_cli("solve vcf --nodes 2000 b=a1 w=b1,c1,d1", NULL, out, sizeof out), 0);
    assert_int_equal(support_run_cli("analyze --nodes 2000 b=a1,b1,c1 w=d1", NULL, out, sizeof out),
                     0);
    assert_non_null(strstr(out, "\nside white "));
    support_temp_dir(dir, sizeof dir);
    snprintf(args, sizeof args, "setup --to-move white --out %s/f.renju b=f8,g8,h9,h10 w=e8", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "setup --out %s/f.sgf b=f8,g8,h9,h10 w=e8", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "analyze --nodes 2000 %s/f.renju", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "\nside white "));
    snprintf(args, sizeof args, "solve vct --nodes 2000 %s/f.sgf", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "analyze --to-move black %s/f.renju", dir);
    expect_error(
        args, 1,
        "error: the file's game gives White the move: --to-move is for stones (b=... w=...)");
    snprintf(args, sizeof args, "analyze %s/none.renju 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "none.renju"));
    assert_int_equal(support_run_cli("analyze --help", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "a .renju or\n.sgf file (FILE)"));
    support_remove_dir(dir);
}

/* setup --out: options after the position too (as forbidden's); a file that exists is
 * not replaced without --force, and the error says so (not that one "appeared
 * meanwhile"). */
static void test_cli_setup_out_after_the_position_and_an_existing_file(void **state)
{
    (void)state;
    char dir[512], args[1200], out[4096], text[4096];
    support_temp_dir(dir, sizeof dir);
    snprintf(args, sizeof args, "setup --rule pente b=h8 w=i9 --out %s/x.sgf", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    support_read_file(dir, "x.sgf", text, sizeof text);
    assert_non_null(strstr(text, "RU[pente]"));
    assert_non_null(strstr(text, "AB[hh]AW[ig]PL[B]"));
    support_write_file(dir, "a.renju", "mine\n");
    snprintf(args, sizeof args, "setup --out %s/a.renju b=h8", dir);
    char want[1200];
    snprintf(want, sizeof want,
             "error: %s/a.renju exists: setup replaces a file only with --force (choose another "
             "name, or add --force)",
             dir);
    expect_error(args, 1, want);
    support_read_file(dir, "a.renju", text, sizeof text);
    assert_string_equal(text, "mine\n");
    expect_error("setup b=h8 --out", 2, "error: --out needs a value");
    /* --force without --out would replace nothing: said, not ignored (stdout empty). */
    expect_error("setup --force b=h8", 2,
                 "error: setup --force is for --out FILE only: stdout is never a file to "
                 "replace");
    support_remove_dir(dir);
}

/* convert, library --generate and setup --out agree: an OUT that exists is kept (and
 * nothing written) unless --force, and convert never writes over its own input (the same
 * file by device and inode: a link, another path), even with --force. convert and
 * --generate replaced any file silently: a record converted onto itself through .moves
 * lost its opening. */
static void test_cli_outputs_kept_unless_force(void **state)
{
    (void)state;
    char dir[512], args[2000], out[4096], text[4096], want[1200];
    support_temp_dir(dir, sizeof dir);
    static const char GAME[] = "Renju record 1\nrule: renju\nopening: free\nresult: none\n\n"
                               "1. h8\n2. i9\n3. h9\nend\n";
    support_write_file(dir, "a.renju", GAME);
    support_write_file(dir, "b.moves", "mine\n");
    snprintf(args, sizeof args, "convert %s/a.renju %s/b.moves 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    snprintf(want, sizeof want,
             "error: %s/b.moves exists: convert replaces a file only with --force (choose "
             "another name, or add --force)\n",
             dir);
    assert_string_equal(out, want);
    support_read_file(dir, "b.moves", text, sizeof text);
    assert_string_equal(text, "mine\n");
    snprintf(args, sizeof args, "convert --force %s/a.renju %s/b.moves 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    support_read_file(dir, "b.moves", text, sizeof text);
    assert_string_equal(text, "h8 i9 h9\n");
    /* Back onto the record it came from: refused, the record whole. */
    snprintf(args, sizeof args, "convert %s/b.moves %s/a.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "a.renju exists: convert replaces a file only with --force"));
    /* Onto itself: by its name, another path, a symbolic link; --force or not. */
    char self[600], link_path[600];
    snprintf(self, sizeof self, "%s/a.renju", dir);
    snprintf(link_path, sizeof link_path, "%s/link.renju", dir);
    assert_int_equal(symlink(self, link_path), 0);
    const char *const onto[] = {"%s/a.renju", "%s/./a.renju", "%s/link.renju"};
    for (size_t i = 0; i < sizeof onto / sizeof onto[0]; i++) {
        char target[600];
        snprintf(target, sizeof target, onto[i], dir);
        for (int force = 0; force < 2; force++) {
            snprintf(args, sizeof args, "convert %s%s %s 2>&1", force ? "--force " : "", self,
                     target);
            assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
            if (!strstr(out, "are the same file: convert never writes over its input")) {
                fail_msg("'%s' answered '%s'", args, out);
            }
        }
    }
    support_read_file(dir, "a.renju", text, sizeof text);
    assert_string_equal(text, GAME);
    /* library --generate: the same. */
    snprintf(args, sizeof args, "library --generate 10 %s/made.lib 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "library --generate 20 %s/made.lib 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(
        strstr(out, "made.lib exists: library --generate replaces a file only with --force"));
    snprintf(args, sizeof args, "library %s/made.lib", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "library: 10 moves;"));
    snprintf(args, sizeof args, "library --generate 20 --force %s/made.lib 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "library %s/made.lib", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "library: 20 moves;"));
    /* It writes RenLib bytes, so an OUT of another ending is refused before anything is
     * written: --force once put them over a good record (audit 21, B4). */
    snprintf(args, sizeof args, "library --generate 10 --force %s/a.renju 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "/a.renju: library --generate writes a RenLib library, so OUT "
                                "ends in .lib (convert turns it into .sgf or .renju)\n"));
    support_read_file(dir, "a.renju", text, sizeof text);
    assert_string_equal(text, GAME);
    snprintf(args, sizeof args, "library --generate 10 %s/new.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    snprintf(args, sizeof args, "%s/new.sgf", dir);
    assert_int_equal(access(args, F_OK), -1);
    /* setup --force replaces; one move is "1 move". */
    snprintf(args, sizeof args, "setup --force --out %s/b.moves b=h8 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "b.moves (1 move, white to move)"));
    support_read_file(dir, "b.moves", text, sizeof text);
    assert_string_equal(text, "h8\n");
    support_remove_dir(dir);
}

/* library --merge: a friend's library (this one mirrored, a line of its own, comments)
 * merged into mine: the same positions one line, both comments kept, written to a new
 * file; merged with itself it is the same file; a damaged second file writes nothing; OUT
 * over an input only with --force. */
static void test_cli_library_merge(void **state)
{
    (void)state;
    char dir[512], args[2000], out[4096], a[4096], b[4096];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "mine.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[ig];B[jf]C[mine])");
    snprintf(args, sizeof args, "convert %s/mine.sgf %s/mine.lib", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    /* h8 g9 f10 is h8 i9 j10 mirrored; h8 g9 h9 g8 is h8 i9 h9 i8 here. */
    support_write_file(dir, "friend.sgf",
                       "(;FF[4]GM[4]SZ[15];B[hh];W[gg](;B[ff]C[theirs])(;B[hg];W[gh]C[new]))");
    snprintf(args, sizeof args, "library --merge %s/mine.lib %s/friend.sgf %s/both.lib 2>&1", dir,
             dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    char want[1200];
    snprintf(want, sizeof want,
             "%s/both.lib: 5 moves (2 new from %s/friend.sgf), 2 comments added or joined, 0 "
             "letters added\n",
             dir, dir);
    assert_string_equal(out, want);
    snprintf(args, sizeof args, "library %s/both.lib h8 i9", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "library: 5 moves; Black to move: 2 continuations\n"));
    assert_non_null(strstr(out, "  j10  -               0 below  mine\n"));
    assert_non_null(strstr(out, "  h9   -               1 below\n"));
    snprintf(args, sizeof args, "export-text %s/both.lib", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "3. j10\n> mine\n> theirs\n"));
    assert_non_null(strstr(out, "4. i8\n  > new\n"));
    /* With itself: nothing new, the same bytes. */
    snprintf(args, sizeof args, "library --merge %s/mine.lib %s/mine.lib %s/self.lib 2>&1", dir,
             dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "self.lib: 3 moves (0 new from"));
    size_t na = support_read_file(dir, "mine.lib", a, sizeof a);
    size_t nb = support_read_file(dir, "self.lib", b, sizeof b);
    assert_int_equal(na, nb);
    assert_memory_equal(a, b, na);
    /* A damaged second file: its reason, nothing written. */
    support_write_file(dir, "bad.lib", "no RenLib file");
    snprintf(args, sizeof args, "library --merge %s/mine.lib %s/bad.lib %s/x.lib 2>&1", dir, dir,
             dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "bad.lib: byte 0: not a RenLib file"));
    char x[600];
    snprintf(x, sizeof x, "%s/x.lib", dir);
    assert_int_equal(access(x, F_OK), -1);
    /* Over an input: only when asked. */
    snprintf(args, sizeof args, "library --merge %s/mine.lib %s/friend.sgf %s/mine.lib 2>&1", dir,
             dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    /* True with --force in mind (it said "never writes over its input"). */
    assert_non_null(strstr(out, "are the same file: library --merge writes over its input only "
                                "with --force (give another OUT, or --force)"));
    nb = support_read_file(dir, "mine.lib", b, sizeof b);
    assert_int_equal(na, nb);
    assert_memory_equal(a, b, na);
    snprintf(args, sizeof args,
             "library --merge --force %s/mine.lib %s/friend.sgf %s/mine.lib 2>&1", dir, dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "mine.lib: 5 moves (2 new"));
    support_remove_dir(dir);
}

/* A made-up library of n moves, dir/big.lib (renju-cli library --generate). */
static void generate_big_lib(const char *dir, int n)
{
    char args[1000], out[1000];
    snprintf(args, sizeof args, "library --generate %d %s/big.lib 2>&1", n, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
}

/* renju-cli library --merge [--force] dir/a dir/b dir/o (2>&1) into out: its status. */
static int merge_files(const char *dir, const char *a, const char *b, const char *o, bool force,
                       char *out, size_t cap)
{
    char args[2000];
    snprintf(args, sizeof args, "library --merge%s %s/%s %s/%s %s/%s 2>&1", force ? " --force" : "",
             dir, a, dir, b, dir, o);
    return support_run_cli(args, NULL, out, cap);
}

/* renju-cli library dir/file moves: its output holds want. */
static void assert_library_says(const char *dir, const char *file, const char *moves,
                                const char *want)
{
    char args[1000], out[4096];
    snprintf(args, sizeof args, "library %s/%s %s", dir, file, moves);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, want));
}

/* library --merge of an SGF collection (audit 34b, A2: only its first game was merged,
 * silently): all three games, each from the empty board, said; into a game's tree and past
 * one (a 5000-move library). */
static void test_cli_library_merge_every_game_of_a_collection(void **state)
{
    (void)state;
    char dir[512], out[4096];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "three.sgf",
                       "(;FF[4]GM[4]SZ[15];B[hh]C[one];W[ig])"
                       "(;FF[4]GM[4]SZ[15];B[hh]C[two];W[hj])"
                       "(;FF[4]GM[4]SZ[15];B[hh]C[three];W[jg];B[kf])");
    support_write_file(dir, "mine.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[hi])");
    assert_int_equal(merge_files(dir, "mine.sgf", "three.sgf", "all.sgf", false, out, sizeof out),
                     0);
    assert_non_null(strstr(out, "all.sgf: 6 moves (4 new from "));
    assert_non_null(strstr(out, "all 3 games of "));
    assert_non_null(strstr(out, "three.sgf merged, each a line from the empty board\n"));
    /* every game's line and comment is in the result */
    char args[1200];
    snprintf(args, sizeof args, "convert %s/all.sgf %s/all.lib", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_library_says(dir, "all.lib", "h8", "library: 6 moves; White to move: 4 continuations\n");
    char sgf[2000];
    support_read_file(dir, "all.sgf", sgf, sizeof sgf);
    assert_non_null(strstr(sgf, "C[one\ntwo\nthree]"));
    /* Past a game's tree: merged as libraries, every game too. */
    generate_big_lib(dir, 5000);
    assert_int_equal(merge_files(dir, "big.lib", "three.sgf", "both.lib", false, out, sizeof out),
                     0);
    assert_non_null(strstr(out, "all 3 games of "));
    assert_library_says(dir, "both.lib", "h8 j9 k10", "library: "); /* game 3's line */
    support_remove_dir(dir);
}

/* convert says the moves of all lines too (audit 34b, B6: "10 moves" for 3,000), only
 * for a format that keeps them; .lib: a text RenLib's code page lacks is said (C4); a
 * .lib damaged after its first moves is read up to the damage, said (B3). */
static void test_cli_convert_counts_lines_and_says_code_pages(void **state)
{
    (void)state;
    char dir[512], out[4096], args[1200];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "g.sgf",
                       "(;FF[4]GM[4]CA[UTF-8]SZ[15];B[hh]C[Сильно ✓ — да];W[ig](;B[jj];W[kk])"
                       "(;B[gg];W[ff];B[ee]))");
    snprintf(args, sizeof args, "convert %s/g.sgf %s/g.lib 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "/g.lib (lib, 4 moves, 7 in all lines)\n"));
    assert_non_null(strstr(out, "g.lib: 1 comment or board text holds characters RenLib's code "
                                "page cannot show; written as UTF-8"));
    snprintf(args, sizeof args, "convert %s/g.sgf %s/g.moves 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "/g.moves (moves, 4 moves)\n"));
    /* g.lib cut in its last node: read up to it */
    char lib[4096];
    int n = (int)support_read_file(dir, "g.lib", lib, sizeof lib);
    assert_true(n > 30);
    FILE *f = NULL;
    char path[700];
    snprintf(path, sizeof path, "%s/cut.lib", dir);
    f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(lib, 1, (size_t)n - 1, f), (size_t)n - 1);
    fclose(f);
    snprintf(args, sizeof args, "convert %s/cut.lib %s/cut.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args,
             "cut.lib: read up to byte %d of %d: the rest is damaged; save "
             "under a new name",
             n - 2, n - 1);
    if (!strstr(out, args)) {
        fail_msg("not said: %s in '%s'", args, out);
    }
    support_remove_dir(dir);
}

/* renju-cli library: a long board text is cut in its column (audit 34b, C7: a 45-character
 * one pushed every count 50 columns right). */
static void test_cli_library_label_column_capped(void **state)
{
    (void)state;
    char dir[512], out[4096], path[700], args[1000];
    support_temp_dir(dir, sizeof dir);
    static const char LABEL[] = "A board text of forty-five characters, long!!";
    unsigned char lib[128] = {0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF, 3, 4};
    memset(lib + 10, 0xFF, 10);
    size_t n = 20;
    const unsigned char nodes[] = {0x00, 0x00, 0x78, 0x00, 0x69, 0x41, 0x00, 0x01};
    memcpy(lib + n, nodes, sizeof nodes);
    n += sizeof nodes;
    memcpy(lib + n, LABEL, sizeof LABEL); /* its 0; 45 bytes and the 0: even */
    n += sizeof LABEL;
    snprintf(path, sizeof path, "%s/long.lib", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(lib, 1, n, f), n);
    fclose(f);
    snprintf(args, sizeof args, "library %s h8", path);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "  i9   A board text of for\u2026        0 below\n"));
    support_remove_dir(dir);
}

/* Past a file-size limit (ulimit -f) a save fails cleanly (audit 34b, C5: SIGXFSZ killed
 * renju-cli, exit 153, its temporary file left): "File too large", exit 1, no temporary
 * file, the file before kept. */
static void test_cli_file_size_limit_leaves_no_temporary_file(void **state)
{
    (void)state;
    char dir[512], out[4096], args[1200];
    support_temp_dir(dir, sizeof dir);
    generate_big_lib(dir, 3000);
    support_write_file(dir, "keep.sgf", "(;FF[4]GM[4]SZ[15];B[hh])");
    struct rlimit was;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &was), 0);
    struct rlimit small = {8192, was.rlim_max};
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0); /* the child inherits it */
    snprintf(args, sizeof args, "convert --force %s/big.lib %s/keep.sgf 2>&1", dir, dir);
    int status = support_run_cli(args, NULL, out, sizeof out);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &was), 0);
    if (status != 1 || !strstr(out, "keep.sgf: not saved: File too large")) {
        fail_msg("exit %d: '%s'", status, out);
    }
    DIR *d = opendir(dir);
    assert_non_null(d);
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        if (strstr(e->d_name, ".tmp")) {
            fail_msg("left behind: %s", e->d_name);
        }
    }
    closedir(d);
    char keep[200];
    support_read_file(dir, "keep.sgf", keep, sizeof keep);
    assert_string_equal(keep, "(;FF[4]GM[4]SZ[15];B[hh])");
    support_remove_dir(dir);
}

/* library --merge past a game's 4095 moves (audit 28, B6): a made-up library of 5000
 * moves merged with a game both ways, the result opened and counted, the game's comments,
 * letter and both sides' lines there; with itself the same bytes; OUT not a .lib refused,
 * and a good OUT never replaced by a failed merge. */
static void test_cli_library_merge_past_a_games_room(void **state)
{
    (void)state;
    char dir[512], out[4096];
    support_temp_dir(dir, sizeof dir);
    generate_big_lib(dir, 50500);
    support_write_file(dir, "game.sgf",
                       "(;FF[4]GM[4]SZ[15];B[hh];W[ig];B[jf]LB[kk:A](;W[ie];B[if]C[mine])"
                       "(;W[gg]C[other]))");
    assert_int_equal(merge_files(dir, "big.lib", "game.sgf", "both.lib", false, out, sizeof out),
                     0);
    assert_non_null(strstr(out, "both.lib: 50504 moves (4 new from"));
    assert_library_says(dir, "both.lib", "h8 i9 j10",
                        "library: 50504 moves; White to move: 2 continuations\n"
                        "  i11  -               1 below\n"
                        "  g9   -               0 below  other\n");
    assert_library_says(dir, "both.lib", "h8 i9 j10 i11", "  i10  -               0 below  mine\n");
    assert_library_says(dir, "both.lib", "h8 i9", "  j10  -               3 below\n");
    /* The other way round: the game's lines hold the library's. */
    assert_int_equal(merge_files(dir, "game.sgf", "big.lib", "into.lib", false, out, sizeof out),
                     0);
    assert_library_says(dir, "into.lib", "h8 i9 j10 i11", "  i10  -               0 below  mine\n");
    /* With itself: the same bytes. */
    assert_int_equal(merge_files(dir, "big.lib", "big.lib", "self.lib", false, out, sizeof out), 0);
    assert_non_null(strstr(out, "self.lib: 50500 moves (0 new from"));
    static char a[800000], b[800000], c[800000];
    size_t na = support_read_file(dir, "big.lib", a, sizeof a);
    size_t nb = support_read_file(dir, "self.lib", b, sizeof b);
    assert_true(na > 0 && na < sizeof a);
    assert_int_equal(na, nb);
    assert_memory_equal(a, b, na);
    /* Only a .lib holds it: nothing written. */
    assert_int_equal(merge_files(dir, "big.lib", "game.sgf", "both.sgf", false, out, sizeof out),
                     1);
    assert_non_null(strstr(out, "together hold more than 50000 moves, too many for a game record: "
                                "nothing written; write the merge to a .lib OUT instead of "));
    char x[600];
    snprintf(x, sizeof x, "%s/both.sgf", dir);
    assert_int_equal(access(x, F_OK), -1);
    /* The help says it before the refusal does (fix 30b, item 2). */
    assert_int_equal(support_run_cli("library --help", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "; a\n                    merge with a .lib of more than 50000 "
                                "moves, or of more than\n                    999999 moves in "
                                "all, is too big for a game record (.sgf\n                    "
                                ".renju), so OUT must then be a .lib\n"));
    /* And that a comment's point names turn with the board (audit 32a C9). */
    assert_non_null(strstr(out, "On a turned board the point names in a comment (e8, H11) are "
                                "turned too, and\nso is any word that reads as one.\n"));
    /* A cut library over a good OUT (--force): refused by name, OUT as it was. */
    snprintf(x, sizeof x, "%s/cut.lib", dir);
    FILE *f = fopen(x, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(a, 1, 1000, f), 1000);
    fclose(f);
    nb = support_read_file(dir, "both.lib", b, sizeof b);
    assert_int_equal(merge_files(dir, "big.lib", "cut.lib", "both.lib", true, out, sizeof out), 1);
    assert_non_null(strstr(out, "cut.lib: byte 986: a comment runs past the end of the file"));
    assert_int_equal(support_read_file(dir, "both.lib", c, sizeof c), nb);
    assert_memory_equal(b, c, nb);
    support_remove_dir(dir);
}

/* A position no game of the rule set reaches, by that rule set: Black's six h8 g7 f6 j10
 * k11 i9 is no win in gomoku-exact (play says the game goes on), so analyze and solve
 * take it; in gomoku it is a five that ends the game, and in renju a foul no game gets
 * past. */
static void test_cli_six_follows_the_rule_set(void **state)
{
    (void)state;
    char out[8192];
    static const char MOVES[] = "h8 a1 g7 c1 f6 e1 j10 g1 k11 i1 i9";
    char args[300];
    snprintf(args, sizeof args, "play --rule gomoku-exact %s", MOVES);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "result: none\n"));
    snprintf(args, sizeof args, "analyze --rule gomoku-exact %s --depth 2 2>&1", MOVES);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "error:"));
    snprintf(args, sizeof args, "solve vcf --rule gomoku-exact %s 2>&1", MOVES);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "error:"));
    snprintf(args, sizeof args, "analyze --rule gomoku %s", MOVES);
    expect_error(args, 1,
                 "error: the game is over (black wins (overline: f6 g7 h8 i9 j10 k11)): no move "
                 "to find");
    snprintf(args, sizeof args, "solve vcf b=h8,g7,f6,j10,k11,i9 w=a1,c1,e1,g1,i1,a3");
    expect_error(args, 1, "error: a black overline, a foul, stands on the board (f6)");
    /* White's six wins in renju (five or more), and in gomoku-exact it does not. */
    expect_error("analyze w=h8,g7,f6,j10,k11,i9 b=a1,c1,e1,g1,i1,a3", 1,
                 "error: a line of 6 stones stands on the board (f6)");
    assert_int_equal(support_run_cli("analyze --rule gomoku-exact --depth 2 "
                                     "w=h8,g7,f6,j10,k11,i9 b=a1,c1,e1,g1,i1,a3 2>&1",
                                     NULL, out, sizeof out),
                     0);
}

/* Output that cannot be written is an error: every command's stdout on /dev/full (a
 * full disk) exits 1 with the reason on stderr, never 0 with a cut result. */
static void test_cli_output_that_cannot_be_written_fails(void **state)
{
    (void)state;
    char dir[512], args[1200], out[4096];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "a.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[ig])");
    const char *commands[] = {"play h8 i9",
                              "forbidden b=f8,g8,h9,h10",
                              "explain i9 h8",
                              "setup b=h8 w=i9",
                              "problems list",
                              "export-text %s/a.sgf",
                              "--version",
                              "--help",
                              "solve vcf h8 a1 h9 a2 h10 a3"};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        char cmd[600];
        snprintf(cmd, sizeof cmd, commands[i], dir);
        snprintf(args, sizeof args, "%s 2>&1 >/dev/full", cmd);
        int status = support_run_cli(args, NULL, out, sizeof out);
        if (status != 1 ||
            !strstr(out, "error: cannot write the output: No space left on device")) {
            fail_msg("'%s' gave %d and '%s'", cmd, status, out);
        }
    }
    /* forbidden --batch flushes each answer: its first failed write is said once, with its
     * reason (it said "Input/output error" after reading all of its input). */
    assert_int_equal(
        support_run_cli("forbidden --batch 2>&1 >/dev/full", "h8 i9\nh8\n", out, sizeof out), 1);
    assert_string_equal(out, "error: cannot write the output: No space left on device\n");
    /* A record larger than the stream's buffer: its first write fails, and says why (it
     * said "Input/output error"). */
    static const char *const MOVES[] = {"h8", "a1", "o1", "a3", "o3", "a5",
                                        "o5", "a7", "o7", "a9", "o9", "a11"};
    char big[16000];
    size_t at = (size_t)snprintf(big, sizeof big, "Renju record 3\n");
    for (int k = 0; k < 12; k++) { /* a comment of 900 bytes on each move */
        at += (size_t)snprintf(big + at, sizeof big - at, "%d. %s\n> ", k + 1, MOVES[k]);
        memset(big + at, 'a' + k, 900);
        at += 900;
        at += (size_t)snprintf(big + at, sizeof big - at, "\n");
    }
    snprintf(big + at, sizeof big - at, "end\n");
    support_write_file(dir, "big.renju", big);
    snprintf(args, sizeof args, "export-text %s/big.renju 2>&1 >/dev/full", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_string_equal(out, "error: cannot write the output: No space left on device\n");
    /* A command that fails anyway keeps its own status. */
    assert_int_equal(support_run_cli("play h8 h8 2>&1 >/dev/full", NULL, out, sizeof out), 1);
    /* Written whole: no error. */
    assert_int_equal(support_run_cli("play h8 i9 2>&1 >/dev/null", NULL, out, sizeof out), 0);
    assert_string_equal(out, "");
    support_remove_dir(dir);
}

/* dir/name holding n bytes of data, then a hole up to size bytes (a sparse file of NULs). */
static void write_bytes(const char *dir, const char *name, const char *data, size_t n, long size)
{
    char path[700];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, n, f), n);
    if (size > (long)n) {
        assert_int_equal(fseek(f, size - 1, SEEK_SET), 0);
        assert_int_equal(fputc(0, f), 0);
    }
    assert_int_equal(fclose(f), 0);
}

/* Fix 30b, item 4: renju-cli as a script writer meets it. Each case ends with one clear
 * error and a nonzero exit; each said less before: export-text and convert read their
 * options before the files only (an option after them, or one missing its value there,
 * printed the synopsis alone), solve and problems check printed the synopsis for a bad
 * word or a missing --deep value, bench --positions timed nothing and exited 0 on a file
 * of NUL bytes (a 2 GB sparse one read for 12 s) or with no position, bench-ai --width
 * took "h8" from "h8<NUL>junk", and a closed stdout was "Input/output error" after a
 * line written at once (convert's, solve's "none found"). */
static void test_cli_script_writer_gets_an_error_for_each_misuse(void **state)
{
    (void)state;
    char dir[512], args[1600], out[4096];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "g.renju", "Renju record 1\nrule: renju\n1. h8\n2. i9\n3. h9\nend\n");
    expect_error("export-text g.renju --bogus", 2, "error: unknown option '--bogus'");
    expect_error("convert a.sgf b.renju --rule", 2, "error: --rule needs a value");
    expect_error("export-text g.renju --game", 2, "error: --game needs a value");
    support_write_file(dir, "a.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[ig])"); /* no rule named */
    snprintf(args, sizeof args, "export-text %s/a.sgf --rule gomoku", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "rule: gomoku\n"));
    assert_int_equal(cli_stderr("solve --nodes 5 vcf h8", NULL, out, sizeof out), 2);
    const char *solve = "error: solve takes vcf or vct first, not '--nodes'\nusage: ";
    assert_true(strncmp(out, solve, strlen(solve)) == 0);
    expect_error("problems check --deep", 2, "error: --deep needs a value");
    expect_error("problems check --fast", 2, "error: unknown option '--fast'");
    /* Files that are no text: refused at their first line, nothing on stdout. */
    write_bytes(dir, "nul.txt", "h8\0junk\n", 8, 0);
    write_bytes(dir, "sparse.txt", "", 0, 1L << 20);
    write_bytes(dir, "empty.txt", "# a title only\n", 15, 0);
    static const struct {
        const char *args, *error;
    } BAD[] = {
        {"bench --random 0 --positions %s/nul.txt", "nul.txt: line 1 holds a NUL byte: not a "
                                                    "text file\n"},
        {"bench --random 0 --positions %s/sparse.txt", "sparse.txt: line 1 is longer than 4095 "
                                                       "bytes; the rest is not read\n"},
        {"bench --random 0 --positions %s/empty.txt", "empty.txt: no position in it (a line is a "
                                                      "position: moves or stones; # a title)\n"},
        {"bench-ai --nodes 1 --width %s/nul.txt", "nul.txt: line 1 holds a NUL byte: not a "
                                                  "text file\n"},
        {"bench-ai --nodes 1 --suite %s/sparse.txt", "sparse.txt: line 1 is longer than 8191 "
                                                     "bytes; the rest is not read\n"},
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        char cmd[900];
        snprintf(cmd, sizeof cmd, BAD[i].args, dir);
        snprintf(args, sizeof args, "%s 2>&1", cmd);
        int status = support_run_limited("renju-cli", args, NULL, out, sizeof out, 60);
        if (status != 1 || strncmp(out, "error: ", 7) != 0 || !strstr(out, BAD[i].error)) {
            fail_msg("'%s' gave %d and '%s'", BAD[i].args, status, out);
        }
    }
    /* stdout closed: the reason is the stream's, and the file convert wrote is whole. */
    snprintf(args, sizeof args, "convert %s/g.renju %s/g.sgf 2>&1 >&-", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_string_equal(out, "error: cannot write the output: Bad file descriptor\n");
    snprintf(args, sizeof args, "export-text %s/g.sgf", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "1. h8\n2. i9\n3. h9\n"));
    assert_int_equal(support_run_cli("solve vcf h8 i9 2>&1 >&-", NULL, out, sizeof out), 1);
    assert_string_equal(out, "error: cannot write the output: Bad file descriptor\n");
    support_remove_dir(dir);
}

/* export-text prints what convert writes to a .renju file: an SGF's variations too (it
 * printed the main line alone), and a text record's side lines. */
static void test_cli_export_text_keeps_the_variations(void **state)
{
    (void)state;
    char out[4096];
    char written[4096];
    char dir[512];
    char args[1200];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "v2.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[ii](;B[jj];W[gg])(;B[hg]))");
    snprintf(args, sizeof args, "convert %s/v2.sgf %s/v2.renju", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    support_read_file(dir, "v2.renju", written, sizeof written);
    assert_non_null(strstr(written, "\n1. h8\n2. i7\n(\n  3. h9\n)\n3. j6\n4. g9\nend\n"));
    static const char *const INPUTS[] = {"v2.sgf", "v2.renju"};
    for (size_t i = 0; i < sizeof INPUTS / sizeof INPUTS[0]; i++) {
        snprintf(args, sizeof args, "export-text %s/%s", dir, INPUTS[i]);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        assert_string_equal(out, written);
    }
    support_remove_dir(dir);
}

/* convert says what it had to change in the comments: an SGF's C[] cut to 65536 characters
 * (a warning, the output written), a swap's comment SGF cannot hold, and the points a
 * comment names turned with --rotate/--mirror (English and Cyrillic around them). */
static void test_cli_convert_warns_of_changed_comments(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    enum { OUT_CAP = 4 * REVIEW_NOTE_CHARS };
    char *out = malloc(OUT_CAP);
    assert_non_null(out);
    char written[8192];
    size_t cap = REVIEW_NOTE_CHARS + 4096;
    char *sgf = malloc(cap);
    assert_non_null(sgf);
    support_temp_dir(dir, sizeof dir);
    snprintf(sgf, cap, "(;FF[4]GM[4]SZ[15];B[hh]C[%0*d];W[ii])", REVIEW_NOTE_CHARS + 500, 0);
    support_write_file(dir, "long.sgf", sgf);
    snprintf(args, sizeof args, "convert %s/long.sgf %s/long.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, OUT_CAP), 0);
    assert_non_null(
        strstr(out, "long.sgf: 1 comment longer than 65536 characters cut to 65536 characters"));
    snprintf(args, sizeof args, "convert %s/long.renju %s/again.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, OUT_CAP), 0);
    assert_null(strstr(out, "warning"));
    /* Our text record's over-long comment is cut the same way, with the same warning: the
     * file was refused whole (audit 21, C7). */
    snprintf(sgf, cap, "Renju record 3\n1. h8\n> %0*d\n2. i9\nend\n", REVIEW_NOTE_CHARS + 500, 0);
    support_write_file(dir, "long2.renju", sgf);
    snprintf(args, sizeof args, "export-text %s/long2.renju 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, OUT_CAP), 0);
    assert_non_null(
        strstr(out, "long2.renju: 1 comment longer than 65536 characters cut to 65536 characters"));
    assert_non_null(strstr(out, "\n2. i9\nend\n"));
    support_write_file(dir, "swap.renju",
                       "Renju record 3\nopening: swap2\n1. a1\n2. b1\n3. c1\n4. swap\n"
                       "> swapped: j10 is the key\n5. d5\n> d5\nend\n");
    snprintf(args, sizeof args, "convert %s/swap.renju %s/swap.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, OUT_CAP), 0);
    assert_null(strstr(out, "warning")); /* SGF keeps it on its RJA[] node (fix 32b) */
    snprintf(args, sizeof args, "convert %s/swap.renju %s/swap.lib 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, OUT_CAP), 0);
    assert_non_null(strstr(out, "warning: lib keeps comments on stones only: 1 comment of"));
    support_write_file(dir, "turn.renju",
                       "Renju record 3\n1. h8\n> j10 wins, not (a1); ab12 h80 h8x\n"
                       "2. i9\n> Ход J10 выигрывает, а не «a1».\nend\n");
    snprintf(args, sizeof args, "convert --mirror h %s/turn.renju %s/turned.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, OUT_CAP), 0);
    assert_null(strstr(out, "warning"));
    support_read_file(dir, "turned.renju", written, sizeof written);
    assert_non_null(strstr(written, "1. h8\n> f10 wins, not (o1); ab12 h80 h8x\n2. g9\n"
                                    "> Ход F10 выигрывает, а не «o1».\n"));
    support_remove_dir(dir);
    free(sgf);
    free(out);
}

/* A result no stone shows (a resignation, a loss on time, an agreed draw) and the
 * players, event, date and thinking times are said when the target format drops them,
 * one warning line each; .renju and .sgf keep the result, and a five needs no word. */
static void test_cli_convert_warns_of_lost_result_and_info(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "resign.renju",
                       "Renju record 1\nrule: renju\nopening: free\n1. h8\n2. i9\n3. h9\n"
                       "4. resign\nend\n");
    support_write_file(dir, "time.renju",
                       "Renju record 1\nrule: renju\nopening: free\n1. h8\n2. i9\n3. h9\n"
                       "4. timeout\nend\n");
    static const char *const STONES[] = {"psq", "lib", "moves"};
    for (size_t i = 0; i < 3; i++) {
        snprintf(args, sizeof args, "convert %s/resign.renju %s/r.%s 2>&1", dir, dir, STONES[i]);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        if (!strstr(out, "keeps no result but what the stones show: the result of ") ||
            !strstr(out, "black wins (white resigned), is not in ")) {
            fail_msg("%s: %s", STONES[i], out);
        }
        snprintf(args, sizeof args, "convert %s/time.renju %s/t.%s 2>&1", dir, dir, STONES[i]);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        assert_non_null(strstr(out, "black wins (white lost on time), is not in "));
    }
    snprintf(args, sizeof args, "convert %s/resign.renju %s/r.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    support_write_file(dir, "five.moves", "h8 a1 i8 a2 j8 a3 k8 a4 l8\n");
    snprintf(args, sizeof args, "convert %s/five.moves %s/five.psq 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    support_write_file(dir, "rich.renju",
                       "Renju record 1\nrule: renju\nopening: free\nblack: Anna\nwhite: Bob\n"
                       "event: Club\ndate: 2026-11-30\n1. h8 1.5s\n2. i9 2s\n3. h9\nend\n");
    static const struct {
        const char *ext, *said;
    } INFO[] = {
        {"lib", "warning: lib keeps no players, event, date or thinking times: those of "},
        {"moves", "warning: moves keeps no players, event, date or thinking times: those of "},
        {"psq", "warning: psq keeps no event or date: those of "},
        {"sgf", "warning: sgf keeps no thinking times: those of "},
    };
    for (size_t i = 0; i < 4; i++) {
        snprintf(args, sizeof args, "convert %s/rich.renju %s/i.%s 2>&1", dir, dir, INFO[i].ext);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        if (!strstr(out, INFO[i].said) ||
            strstr(strstr(out, "warning"), "\n") + 1 != out + strlen(out)) { /* one line */
            fail_msg("%s: %s", INFO[i].ext, out);
        }
    }
    snprintf(args, sizeof args, "convert %s/rich.renju %s/i.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    /* The time control is named as the players are (audit 28, item 5: every format but
     * .renju dropped "clock: fischer 5m+3s" without a word); .sgf keeps it (TM[], OT[]:
     * fix 29b, item 3), through a convert there and back. */
    support_write_file(dir, "clock.renju",
                       "Renju record 1\nrule: renju\nopening: free\nclock: fischer 5m+3s\n"
                       "1. h8\n2. i9\nend\n");
    static const char *const CLOCK_SAID[][2] = {
        {"psq", "warning: psq keeps no time control: those of "}, {"renju", "\n"}, {"sgf", "\n"}};
    for (size_t i = 0; i < 3; i++) {
        snprintf(args, sizeof args, "convert %s/clock.renju %s/c.%s 2>&1", dir, dir,
                 CLOCK_SAID[i][0]);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        assert_non_null(strstr(out, CLOCK_SAID[i][1]));
        assert_true(i == 0 || !strstr(out, "warning"));
    }
    snprintf(args, sizeof args, "convert %s/c.sgf %s/back.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    support_read_file(dir, "back.renju", out, sizeof out);
    assert_non_null(strstr(out, "\nclock: fischer 5m+3s\n"));
    /* .psq keeps every stone's time and a name that does not start like a move: the
     * warning names only the swap's time and the one name left out (audit 16a, item 7:
     * "psq keeps no players" with White's name in the file, "no thinking times"). */
    support_write_file(dir, "swap.renju",
                       "Renju record 1\nrule: renju\nopening: taraguchi10\nblack: 1,Freestyle\n"
                       "white: Bob\n1. h8 1.5s\n2. swap 0.25s\n3. i9 3s\nend\n");
    snprintf(args, sizeof args, "convert %s/swap.renju %s/s.psq 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "warning: psq keeps no name of Black or thinking times of swaps, "
                                "options and proposals: those of "));
    support_remove_dir(dir);
}

/* An SGF collection is read as its first game and says so; text after its last game
 * is said to be ignored, and set-up stones in side lines left out. */
static void test_cli_sgf_collection_and_trailing_text_warned(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "m.sgf",
                       "(;FF[4]GM[4]SZ[15];B[hh];W[ii])\n(;FF[4]GM[4]SZ[15];B[hh])\n"
                       "(;FF[4]GM[4]SZ[15];B[hh](;W[ii])(;W[gg]))\n");
    snprintf(args, sizeof args, "export-text %s/m.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "/m.sgf: game 1 of 3 read; the file holds 3 games (the others "
                                "are not read: --game N reads another)\n"));
    assert_non_null(strstr(out, "2. i7\nend"));
    assert_null(strstr(out, "ignored"));
    /* --game N reads another game (only game 1 could be read: audit 21, C8), its errors
     * placed in the file; one past the last is refused, naming how many there are. */
    snprintf(args, sizeof args, "export-text --game 3 %s/m.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "/m.sgf: game 3 of 3 read;"));
    assert_non_null(strstr(out, "1. h8\n(\n  2. g9\n)\n2. i7\nend\n"));
    snprintf(args, sizeof args, "convert --game 2 %s/m.sgf %s/two.moves 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "(moves, 1 move)"));
    snprintf(args, sizeof args, "export-text --game 4 %s/m.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "/m.sgf: there is no game 4: the file holds 3 (an SGF collection "
                                "holds several, another record one)\n"));
    /* IN "-" is standard input, a pipe too (it was 'cannot open it': audit 21, C6), its
     * format from its content, named "stdin". */
    char cmd[4096];
    const char *build = getenv("RENJU_BUILD");
    snprintf(cmd, sizeof cmd,
             "cat %s/m.sgf | %s/renju-cli export-text --game 2 - > %s/piped 2>&1; "
             "printf 'h8 i9 h8' | %s/renju-cli convert - %s/x.renju >> %s/piped 2>&1",
             dir, build ? build : "build", dir, build ? build : "build", dir, dir);
    assert_true(system(cmd) != -1);
    support_read_file(dir, "piped", out, sizeof out);
    assert_non_null(strstr(out, "stdin: game 2 of 3 read;"));
    assert_non_null(strstr(out, "\n1. h8\nend\n"));
    assert_non_null(strstr(out, "error: stdin: byte 6: move 3 (h8): h8 is occupied\n"));
    support_write_file(dir, "bad.sgf",
                       "(;FF[4]GM[4]SZ[15];B[hh];W[ii])\n(;FF[4]GM[4]SZ[15];B[hh];W[hh])\n");
    snprintf(args, sizeof args, "export-text --game 2 %s/bad.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "/bad.sgf: byte 58: move 2 (h8): h8 is occupied\n"));
    support_write_file(dir, "g.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[ii])garbage\n");
    snprintf(args, sizeof args, "export-text %s/g.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "/g.sgf: the text after its last game is no SGF game: ignored"));
    assert_null(strstr(out, "game 1 of"));
    /* Set-up stones (AB[], AW[]) in side lines are left out and said, as the main line's
     * later ones are: how many nodes, after which move of its line (fix31j: they were
     * left out without a word). */
    support_write_file(dir, "side.sgf",
                       "(;FF[4]GM[4]SZ[15];B[hh];W[hi](;B[ii];W[jj])"
                       "(;B[jj];AB[aa];W[kk](;AW[bb])(;B[ll]AB[cc])))\n");
    snprintf(args, sizeof args, "export-text %s/side.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "/side.sgf: the set-up stones (AB[], AW[]) of 3 nodes in side "
                                "lines are left out (the first such node after move 3 of its "
                                "line): only the first node's stones set a game up\n"));
    assert_null(strstr(out, "after the first are left out")); /* the main line has none */
    assert_non_null(strstr(out, "(\n  3. j6\n  4. k5\n  5. l4\n)\n3. i7\n4. j6\nend"));
    support_write_file(dir, "one.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[ii])\n\n");
    snprintf(args, sizeof args, "export-text %s/one.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    support_remove_dir(dir);
}

/* A record that names no rule set is read as the window reads it: under renju when it
 * fits, else under the first rule set it fits (a 19x19 SGF without RU[]: old-renju),
 * which a warning names; --rule renju still refuses it. */
static void test_cli_record_without_a_rule_read_as_the_window_reads_it(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "s19.sgf", "(;FF[4]GM[4]SZ[19];B[jj];W[kk];B[ss])\n");
    snprintf(args, sizeof args, "export-text %s/s19.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "rule: old-renju\n"));
    assert_non_null(strstr(out, "3. s1\nend"));
    assert_non_null(strstr(out, "/s19.sgf: names no rule set: read as old-renju, the first "
                                "whose board and stones it fits"));
    snprintf(args, sizeof args, "export-text --rule renju %s/s19.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "SZ[19]: renju is played on 15x15"));
    support_write_file(dir, "s15.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[ii])\n");
    snprintf(args, sizeof args, "export-text %s/s15.sgf 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "rule: renju\n"));
    assert_null(strstr(out, "warning"));
    support_remove_dir(dir);
}

/* A file name is escaped in success and warning lines as in error lines: an escape
 * sequence in it cannot reach the terminal. */
static void test_cli_file_names_escaped_in_every_line(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "a.renju",
                       "Renju record 1\nrule: renju\nopening: free\n1. h8\n2. i9\n3. h9\n"
                       "4. resign\nend\n");
    snprintf(args, sizeof args, "convert %s/a.renju \"$(printf '%s/\\033]0;x\\007.psq')\" 2>&1",
             dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strchr(out, '\x1b'));
    assert_null(strchr(out, '\a'));
    assert_non_null(strstr(out, "\\x1b]0;x\\x07.psq (psq, 3 moves)\n"));
    assert_non_null(strstr(out, "/\\x1b]0;x\\x07.psq, which reads back"));
    support_remove_dir(dir);
}

/* convert to a format without comments says the comments stay behind (the window's save
 * says so too); .sgf keeps them, with no warning. */
static void test_cli_convert_warns_of_lost_comments(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[4096];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "a.renju",
                       "Renju record 3\nrule: renju\nopening: free\nresult: none\n\n"
                       "1. h8\n2. i9\n> the losing move: j10 was needed\n3. h9\nend\n");
    snprintf(args, sizeof args, "convert %s/a.renju %s/a.psq 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "warning: psq keeps no comments"));
    snprintf(args, sizeof args, "convert %s/a.renju %s/a.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    support_write_file(dir, "b.renju",
                       "Renju record 1\nrule: renju\nopening: free\nresult: none\n\n"
                       "1. h8\n2. i9\n3. h9\nend\n");
    snprintf(args, sizeof args, "convert %s/b.renju %s/b.moves 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    /* Each warning names the formats that keep what it says is lost (gap 25a; audit 24: the
     * comments and lines of a renju game "(.renju or .sgf)", though a .lib keeps them too):
     * .lib for a game a .lib holds, not a gomoku one; .sgf for players, event and date, not
     * for thinking times. */
    static const struct {
        const char *record, *out, *said, *keep;
    } KEEP[] = {
        {"1. h8\n> a comment\n2. i9\n", "c.psq",
         "psq keeps no comments: ", "(.renju, .sgf or .lib keep them)"},
        {"1. h8\n(\n  2. j10\n)\n2. i9\n", "l.moves",
         "moves keeps no other lines: ", "(.renju, .sgf or .lib keep them)"},
        {"1. h8\n> a comment\n", "g.psq", "psq keeps no comments: ", "(.renju or .sgf keep them)"},
        {"1. h8\n(\n  2. j10\n)\n2. i9\n", "g2.psq",
         "psq keeps no other lines: ", "(.renju or .sgf keep them)"},
        {"1. h8\n", "e.lib", "lib keeps no event: ", "(.renju or .sgf keep them)"},
        {"1. h8 2s\n", "t.lib", "lib keeps no event or thinking times: ", "(.renju keeps them)"},
    };
    for (size_t i = 0; i < sizeof KEEP / sizeof KEEP[0]; i++) {
        char record[256];
        snprintf(record, sizeof record, "Renju record 3\nrule: %s\nevent: Club\n%send\n",
                 KEEP[i].out[0] == 'g' ? "gomoku" : "renju", KEEP[i].record); /* g: gomoku */
        support_write_file(dir, "keep.renju", record);
        snprintf(args, sizeof args, "convert %s/keep.renju %s/%s 2>&1", dir, dir, KEEP[i].out);
        assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
        const char *w = strstr(out, KEEP[i].said);
        const char *end = w ? strchr(w, '\n') : NULL;
        size_t n = strlen(KEEP[i].keep);
        if (!end || (size_t)(end - w) < n || memcmp(end - n, KEEP[i].keep, n) != 0) {
            fail_msg("%s should end \"%s\":\n%s", KEEP[i].out, KEEP[i].keep, out);
        }
    }
    support_remove_dir(dir);
}

/* library marks a continuation that is a foul for the side to move (the window's box
 * rings it), and a bad --generate or --bench value is bad input, exit 1 as README says
 * (audit 12b, items 11 and 12). */
static void test_cli_library_marks_fouls(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "foul.moves", "h8 a1 i8 c1 j9 e1 j10 g1 j8\n");
    snprintf(args, sizeof args, "convert %s/foul.moves %s/foul.lib 2>/dev/null", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "library %s/foul.lib h8 a1 i8 c1 j9 e1 j10 g1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "\n  j8   -               0 below  foul (double-three)\n"));
    snprintf(args, sizeof args, "library %s/foul.lib h8 a1 i8 c1 j9 e1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "foul"));
    snprintf(args, sizeof args, "library --generate 0 %s/x.lib 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_int_equal(support_run_cli("library --bench 0 2>&1", NULL, out, sizeof out), 1);
    support_remove_dir(dir);
}

/* library: a made-up library's continuations, the same on a mirrored board; a file
 * that is no library, a folder, junk, are errors on stderr with exit 1. */
static void test_cli_library_continuations_and_refusals(void **state)
{
    (void)state;
    char dir[512];
    char args[1200];
    char out[8192];
    char turned[8192];
    support_temp_dir(dir, sizeof dir);
    snprintf(args, sizeof args, "library --generate 500 %s/made.lib", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "library %s/made.lib", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "library: 500 moves; Black to move: 1 continuation\n  h8 "));
    assert_non_null(strstr(out, " 499 below"));
    /* h8 and its most played answer, then the same mirrored left to right. */
    char answer[8] = "";
    snprintf(args, sizeof args, "library %s/made.lib b=h8", dir);
    assert_int_equal(support_run_cli(args, NULL, turned, sizeof turned), 0);
    snprintf(args, sizeof args, "library %s/made.lib h8", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_string_equal(turned, out); /* the stone h8 alone: White to move, as after h8 */
    assert_non_null(strstr(out, "White to move"));
    const char *first = strstr(out, "\n  ");
    assert_non_null(first);
    sscanf(first + 3, "%7s", answer);
    Pos p = support_point(answer);
    char mirrored[8];
    board_format_point(pos_from_xy(14 - pos_x(p), pos_y(p)), mirrored, sizeof mirrored);
    snprintf(args, sizeof args, "library %s/made.lib h8 %s", dir, answer);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "library %s/made.lib h8 %s", dir, mirrored);
    assert_int_equal(support_run_cli(args, NULL, turned, sizeof turned), 0);
    assert_non_null(strstr(out, "Black to move"));
    assert_int_equal(strlen(out), strlen(turned)); /* the same lines, their points turned */
    support_write_file(dir, "junk.lib", "not a library at all");
    snprintf(args, sizeof args, "library %s/junk.lib 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "error: "));
    assert_non_null(strstr(out, "junk.lib: byte 0: not a RenLib file"));
    snprintf(args, sizeof args, "library %s 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "is a directory"));
    support_remove_dir(dir);
}

/* library --builtin: the built-in library printed as a file's is, with no file: after
 * h8 h9 the 13 direct openings named where the RIF draws them, the labels' column as wide
 * as the longest; after Kagetsu the book's moves, each with its evaluation as a chance;
 * the names in --lang's words; a bad move is an error, exit 1. */
static void test_cli_library_builtin(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run_cli("--lang en library --builtin h8 h9", NULL, out, sizeof out),
                     0);
    assert_non_null(strstr(out, "; Black to move: 13 continuations\n"));
    assert_non_null(strstr(out, "\n  i9   4D Kagetsu          17 below\n"));
    assert_non_null(strstr(out, "\n  h10  1D Kansei           22 below\n"));
    assert_non_null(strstr(out, "\n  j6   13D Yusei           22 below\n"));
    assert_int_equal(support_run_cli("--lang en library --builtin h8 h9 i9", NULL, out, sizeof out),
                     0);
    assert_non_null(strstr(out, "White to move: 2 continuations\n  j10  -              10 below  "
                                "Black 78%\n"));
    assert_int_equal(support_run_cli("--lang uk library --builtin h8 i9", NULL, out, sizeof out),
                     0);
    assert_non_null(strstr(out, "\n  i7   7I Хоґецу "));
    assert_int_equal(support_run_cli("library --builtin h8 h9 zz 2>&1", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "error: move 3 'zz' is not a point of the board"));
}

/* library with passes (RenLib's nodes with point byte 0): a pass is a continuation,
 * "pass" in MOVES is taken (the side to move follows the moves, not the counts), and the
 * summary counts passes apart from moves, in the singular for one. It listed no
 * continuation after h8, refused "h8 pass", and counted 1502 moves. */
static void test_cli_library_shows_and_takes_passes(void **state)
{
    (void)state;
    char dir[512];
    char path[600];
    char args[1200];
    char out[8192];
    support_temp_dir(dir, sizeof dir);
    /* The line h8, 1500 passes, i9 (version 3.4: a root node first). */
    static const unsigned char HEADER[20] = {0xFF, 'R',  'e',  'n',  'L',  'i',  'b',
                                             0xFF, 3,    4,    0xFF, 0xFF, 0xFF, 0xFF,
                                             0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    static const unsigned char ROOT_H8[4] = {0x00, 0x00, 0x78, 0x00};
    static const unsigned char PASS[2] = {0x00, 0x00};
    static const unsigned char I9[2] = {0x69, 0x40};
    snprintf(path, sizeof path, "%s/deep.lib", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fwrite(HEADER, 1, sizeof HEADER, f);
    fwrite(ROOT_H8, 1, sizeof ROOT_H8, f);
    for (int i = 0; i < 1500; i++) {
        fwrite(PASS, 1, sizeof PASS, f);
    }
    fwrite(I9, 1, sizeof I9, f);
    assert_int_equal(fclose(f), 0);
    snprintf(args, sizeof args, "library %s 2>&1", path);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "library: 2 moves and 1500 passes; Black to move: 1 continuation\n"
                                "  h8 "));
    snprintf(args, sizeof args, "library %s h8 2>&1", path);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "White to move: 1 continuation\n  pass "));
    snprintf(args, sizeof args, "library %s h8 pass 2>&1", path);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "Black to move: 1 continuation\n  pass "));
    /* Black h8 and h9 with a pass between: White to move, nothing there. */
    snprintf(args, sizeof args, "library %s h8 pass h9 2>&1", path);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "White to move: 0 continuations\n"));
    /* Passes do not hide a line that ends the game: Black's h8..h13, an overline. */
    snprintf(args, sizeof args, "library %s h8 pass h9 pass h10 pass h11 pass h12 pass h13 2>&1",
             path);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "error: a black overline, a foul, stands on the board"));
    /* One move: singular. */
    static const unsigned char ONE[4] = {0x00, 0x00, 0x78, 0x40};
    snprintf(path, sizeof path, "%s/one.lib", dir);
    f = fopen(path, "wb");
    assert_non_null(f);
    fwrite(HEADER, 1, sizeof HEADER, f);
    fwrite(ONE, 1, sizeof ONE, f);
    assert_int_equal(fclose(f), 0);
    snprintf(args, sizeof args, "library %s 2>&1", path);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "library: 1 move; Black to move: 1 continuation\n  h8 "));
    support_remove_dir(dir);
}

/* review's help says that its default, node-limited like the window's graph, gives the
 * same marks on every run and in the window (audit 30 B1), and that --time can vary. */
static void test_cli_review_help_says_the_default_repeats(void **state)
{
    (void)state;
    char out[4096];
    assert_int_equal(support_run_cli("review --help", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "(default 150000, the\n                    window's graph's: the "
                                "same marks on every run"));
    assert_non_null(strstr(out, "(the marks can then differ from run to run"));
}

/* Every command renju-cli --help lists answers COMMAND --help, COMMAND -h (also among
 * its arguments) and help COMMAND alike: its own usage on stdout, nothing on stderr,
 * exit 0, and every option its synopsis names explained on a line of its own (ten of
 * them said "unknown option '--help'" and exited 2; solve printed its usage and exited
 * 2). A usage error prints the same synopsis. */
static void test_cli_every_command_has_its_help(void **state)
{
    (void)state;
    static char list[16384], out[16384], again[16384];
    assert_int_equal(support_run_cli("--help", NULL, list, sizeof list), 0);
    int commands = 0;
    for (const char *line = strstr(list, "\n  renju-cli "); line;
         line = strstr(line + 1, "\n  renju-cli ")) {
        char name[64], synopsis[512];
        assert_int_equal(sscanf(line + 13, "%63[a-z-]", name), 1);
        size_t n = strcspn(line + 1, "\n");
        snprintf(synopsis, sizeof synopsis, "%.*s", (int)n, line + 1);
        const char *forms[] = {"%s --help", "%s -h", "help %s", "%s h8 i9 --help"};
        char want[96];
        snprintf(want, sizeof want, "usage: renju-cli %s ", name);
        for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
            char args[160], quiet[200];
            snprintf(args, sizeof args, forms[f], name);
            snprintf(quiet, sizeof quiet, "%s 2>/dev/null", args);
            int status = support_run_cli(quiet, NULL, out, sizeof out);
            if (status != 0 || strncmp(out, want, strlen(want)) != 0) {
                fail_msg("'%s' gave %d and '%.200s'", args, status, out);
            }
            snprintf(quiet, sizeof quiet, "%s 2>&1", args);
            assert_int_equal(support_run_cli(quiet, NULL, again, sizeof again), 0);
            assert_string_equal(again, out); /* nothing on stderr */
        }
        /* The synopsis's options, each with its meaning. */
        for (const char *o = strstr(synopsis, "--"); o; o = strstr(o + 2, "--")) {
            char opt[40], row[48];
            sscanf(o, "%39[a-z-]", opt);
            snprintf(row, sizeof row, "\n  %s ", opt);
            if (!strstr(out, row)) {
                fail_msg("'%s --help' does not explain %s", name, opt);
            }
        }
        commands++;
    }
    assert_true(commands >= 12);
    /* The same synopsis on a usage error, on stderr. */
    assert_int_equal(support_run_cli("solve --help", NULL, out, sizeof out), 0);
    assert_int_equal(support_run_cli("solve 2>&1", NULL, again, sizeof again), 2);
    assert_memory_equal(again, out, strcspn(out, "\n") + 1);
    assert_int_equal(support_run_cli("help nonesuch 2>&1", NULL, out, sizeof out), 2);
    assert_non_null(strstr(out, "error: unknown command 'nonesuch'"));
    assert_int_equal(support_run_cli("help 2>&1", NULL, out, sizeof out), 0);
    assert_string_equal(out, list);
}

/* find-position: the games of a folder (and its folder) that reach a position by other
 * orders and mirrored, their next move summed up; a refused game is a warning line. */
static void test_cli_find_position_in_a_folder(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run_cli("find-position tests/fixtures/find --moves h8 i9 j8 g9 h10",
                                     NULL, out, sizeof out),
                     0);
    assert_string_equal(
        out, "games: 3 reach this position, of 4 read, in 4 files; 1 game refused\n"
             "next i10: 3 games: black 1, white 1, draw 1, unfinished 0\n"
             "tests/fixtures/find/anna.renju: ply 5 of 7, next i10, result black, black "
             "\"Anna\", white \"Bob\"\n"
             "tests/fixtures/find/match.sgf game 2: ply 5 of 6, next i10, result draw, black "
             "\"Gus\", white \"Hana\"\n"
             "tests/fixtures/find/more/carl.sgf: ply 5 of 7, next i10, result white, black "
             "\"Carl\", white \"Dora\"\n");
    /* The same stones as lists; the refused game said on stderr, in the shell's language. */
    assert_int_equal(support_run_cli("--lang ru find-position tests/fixtures/find/broken.renju "
                                     "tests/fixtures/find/more --moves b=h8,j8,h10 w=i9,g9 2>&1",
                                     NULL, out, sizeof out),
                     0);
    assert_non_null(strstr(out, "предупреждение: пропущен: tests/fixtures/find/broken.renju: "));
    assert_non_null(strstr(out, "games: 1 reaches this position, of 1 read, in 2 files; 1 game "
                                "refused\n"));
    assert_non_null(strstr(out, "next i10: 1 game: black 0, white 1, draw 0, unfinished 0\n"));
    /* Nothing read: exit 1; no path, an unknown option: usage, 2. */
    assert_int_equal(
        support_run_cli("find-position /nonexistent/games --moves h8 2>&1", NULL, out, sizeof out),
        1);
    assert_non_null(strstr(out, "warning: skipped: /nonexistent/games: "));
    assert_int_equal(support_run_cli("find-position --moves h8 2>&1", NULL, out, sizeof out), 2);
    assert_string_equal(out, "error: find-position needs a folder or a file\n"
                             "usage: renju-cli find-position [--rule NAME] PATH... [--moves "
                             "MOVES...]\n"
                             "       renju-cli find-position --bench [N]\n");
    assert_int_equal(
        support_run_cli("find-position --deep tests/fixtures/find 2>&1", NULL, out, sizeof out), 2);
    assert_int_equal(support_run_cli("find-position tests/fixtures/find --moves h8 h8 2>&1", NULL,
                                     out, sizeof out),
                     1);
    assert_string_equal(out, "error: move 2 'h8' is on an occupied point\n");
}

/* find-position in a library too large for a game's lines (50500 moves): searched through
 * the library's index, its lines listed as such, exit 0 (skipped and exit 1 before). */
static void test_cli_find_position_in_a_big_library(void **state)
{
    (void)state;
    char dir[512], args[1200];
    static char out[1 << 21]; /* a line a library line: tens of thousands */
    support_temp_dir(dir, sizeof dir);
    generate_big_lib(dir, 50500);
    snprintf(args, sizeof args, "find-position %s/big.lib --moves h8 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    assert_non_null(strstr(out, "games: 0 reach this position, of 0 read, in 1 file; "
                                "library lines: "));
    assert_non_null(strstr(out, "big.lib: library line \"h8\": ply 1, next "));
    assert_non_null(strstr(out, "0 games, 1 library line ("));
    support_remove_dir(dir);
}

/* find-position searches side lines too: a .renju line and a RenLib branch that leave
 * the game at move 3 (the branch mirrored: its g11 is i11), an SGF's own line and two
 * variations that leave the position at move 6 with other moves; each named. */
static void test_cli_find_position_in_side_lines(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run_cli("find-position tests/fixtures/find-lines --moves h8 i9 j8 g9 "
                                     "h10",
                                     NULL, out, sizeof out),
                     0);
    assert_string_equal(
        out, "games: 3 reach this position, of 3 read, in 3 files; side lines: 4\n"
             "next i7: 0 games, 1 side line: black 0, white 0, draw 0, unfinished 1\n"
             "next g10: 0 games, 1 side line: black 0, white 0, draw 0, unfinished 1\n"
             "next i10: 1 game: black 1, white 0, draw 0, unfinished 0\n"
             "next h11: 0 games, 1 side line: black 0, white 0, draw 0, unfinished 1\n"
             "next i11: 0 games, 1 side line: black 0, white 0, draw 0, unfinished 1\n"
             "tests/fixtures/find-lines/study.lib: ply 5 of 6, variation at move 3, next i11, "
             "result none, black \"\", white \"\"\n"
             "tests/fixtures/find-lines/study.renju: ply 5 of 6, variation at move 3, next g10, "
             "result none, black \"Lena\", white \"Max\"\n"
             "tests/fixtures/find-lines/var.sgf: ply 5 of 7, next i10, result black, black "
             "\"Ola\", white \"Pia\"\n"
             "tests/fixtures/find-lines/var.sgf: ply 5 of 6, variation at move 6, next h11, "
             "result none, black \"Ola\", white \"Pia\"\n"
             "tests/fixtures/find-lines/var.sgf: ply 5 of 6, variation at move 6, next i7, "
             "result none, black \"Ola\", white \"Pia\"\n");
}

int main(void)
{
    renju_init();
    support_english_env();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cli_forbidden_moves_and_stones),
        cmocka_unit_test(test_cli_forbidden_batch_keeps_going_after_errors),
        cmocka_unit_test(test_cli_speaks_the_asked_language),
        cmocka_unit_test(test_cli_results_in_the_asked_language),
        cmocka_unit_test(test_cli_stdout_is_english_unless_lang),
        cmocka_unit_test(test_cli_psq_holds_freestyle_games),
        cmocka_unit_test(test_cli_explain),
        cmocka_unit_test(test_cli_play_prints_board_and_result),
        cmocka_unit_test(test_cli_play_names_the_standard_opening),
        cmocka_unit_test(test_cli_play_illegal_action_fails),
        cmocka_unit_test(test_cli_play_opening_actions),
        cmocka_unit_test(test_cli_bad_input_is_error_on_stderr_exit_1),
        cmocka_unit_test(test_cli_rule_options_after_the_moves),
        cmocka_unit_test(test_cli_move_lists_are_played_as_play_plays_them),
        cmocka_unit_test(test_cli_play_options_anywhere_and_help_alone),
        cmocka_unit_test(test_cli_forbidden_batch_nul_byte),
        cmocka_unit_test(test_cli_forbidden_batch_bad_stdin),
        cmocka_unit_test(test_cli_record_input_must_be_a_regular_file),
        cmocka_unit_test(test_cli_convert_turns_the_record),
        cmocka_unit_test(test_cli_convert_to_a_folder_or_a_missing_one),
        cmocka_unit_test(test_cli_convert_warns_of_lost_comments),
        cmocka_unit_test(test_cli_convert_warns_of_lost_result_and_info),
        cmocka_unit_test(test_cli_file_names_escaped_in_every_line),
        cmocka_unit_test(test_cli_sgf_collection_and_trailing_text_warned),
        cmocka_unit_test(test_cli_record_without_a_rule_read_as_the_window_reads_it),
        cmocka_unit_test(test_cli_convert_warns_of_changed_comments),
        cmocka_unit_test(test_cli_export_text_keeps_the_variations),
        cmocka_unit_test(test_cli_error_escapes_echoed_input),
        cmocka_unit_test(test_cli_option_without_value),
        cmocka_unit_test(test_cli_play_declare_huge_number),
        cmocka_unit_test(test_cli_bench_positions_must_be_a_file),
        cmocka_unit_test(test_cli_setup_makes_a_record_from_a_position),
        cmocka_unit_test(test_cli_setup_makes_a_study_position_file),
        cmocka_unit_test(test_cli_analyze_and_solve_take_a_study_position_as_setup_does),
        cmocka_unit_test(test_cli_setup_out_after_the_position_and_an_existing_file),
        cmocka_unit_test(test_cli_output_that_cannot_be_written_fails),
        cmocka_unit_test(test_cli_script_writer_gets_an_error_for_each_misuse),
        cmocka_unit_test(test_cli_six_follows_the_rule_set),
        cmocka_unit_test(test_cli_library_continuations_and_refusals),
        cmocka_unit_test(test_cli_library_marks_fouls),
        cmocka_unit_test(test_cli_library_builtin),
        cmocka_unit_test(test_cli_export_text_indents_and_bench_checks_first),
        cmocka_unit_test(test_cli_library_shows_and_takes_passes),
        cmocka_unit_test(test_cli_outputs_kept_unless_force),
        cmocka_unit_test(test_cli_library_merge),
        cmocka_unit_test(test_cli_library_merge_past_a_games_room),
        cmocka_unit_test(test_cli_library_merge_every_game_of_a_collection),
        cmocka_unit_test(test_cli_library_label_column_capped),
        cmocka_unit_test(test_cli_file_size_limit_leaves_no_temporary_file),
        cmocka_unit_test(test_cli_convert_counts_lines_and_says_code_pages),
        cmocka_unit_test(test_cli_every_command_has_its_help),
        cmocka_unit_test(test_cli_review_help_says_the_default_repeats),
        cmocka_unit_test(test_cli_review_says_a_loss_on_time),
        cmocka_unit_test(test_cli_study_position_is_one_row),
        cmocka_unit_test(test_cli_play_numbered_moves),
        cmocka_unit_test(test_cli_record_with_a_foul_reads_as_renju_white_wins),
        cmocka_unit_test(test_cli_sgf_rule_names_and_results),
        cmocka_unit_test(test_cli_convert_warns_of_lost_lines_setup_and_opening),
        cmocka_unit_test(test_cli_find_position_in_a_folder),
        cmocka_unit_test(test_cli_find_position_in_a_big_library),
        cmocka_unit_test(test_cli_find_position_in_side_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

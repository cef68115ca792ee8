/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli problems: list, show, check and solve from the shell, on the collection and on
 * files of our own (a proven problem, a failing one, bad files); errors go to stderr as
 * "error: ..." with exit status 1.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <cmocka.h>

#include "learners.h"
#include "test_files.h"
#include "test_support.h"

#define OUT_CAP 65536

/* Seed problem 1 of the collection, and the same with a second winning first move. */
static const char GOOD[] =
    "problem good\ntitle.en Three, then four-three\ntitle.uk a\ntitle.ru b\ntitle.bg c\n"
    "technique four-three\ngoal vct\nlevel 3\nto-move black\n"
    "position b=j4,i5,h7,h8,i11,j12 w=l3,h4,f8,g8,m9,c13\n"
    "solution h9 h6 h10 h11 k13 g9 l14\nend\n";
static const char NOT_UNIQUE[] = "problem twice\ntitle.en x\ntitle.uk a\ntitle.ru b\ntitle.bg c\n"
                                 "technique four-three\ngoal vct\nlevel 3\nto-move black\n"
                                 "position b=j4,i5,h7,h8,i11,j12 w=l3,f8,g8,m9,c13,a1\n"
                                 "solution h9 h6 h10 h11 k13 g9 l14\nend\n";

/* three-four-three-row of the collection: h7 is no threat, but Black wins after it (a
 * longer way: the engine's verified search proves it within 500k nodes); a1 does not. */
#define ROW_BLOCK                                                                                  \
    "problem row\ntitle.en x\ntitle.uk a\ntitle.ru b\ntitle.bg c\n"                                \
    "technique three-then-four-three\ngoal vct\nlevel 3\nto-move black\n"                          \
    "position b=j6,m6,j7,o7,g8,h8,c9,f9,f10 w=i5,k6,l6,m7,g9,h9,e10,h10,e12\n"                     \
    "solution i8 f8 j8 k8 j5 j4 j9\n"
static const char ROW_ALSO[] = ROW_BLOCK "also-wins h7\nend\n";
static const char ROW_MAYBE[] = ROW_BLOCK "may-win h7\nend\n";
static const char ROW_FAR[] = ROW_BLOCK "also-wins a1\nend\n";

static char dir[256];

static int run(const char *fmt, const char *file, char *out)
{
    char args[1024];
    snprintf(args, sizeof args, fmt, file ? dir : "", file ? "/" : "", file ? file : "");
    return support_run_cli(args, NULL, out, OUT_CAP);
}

static int setup(void **state)
{
    (void)state;
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "good.txt", GOOD);
    support_write_file(dir, "twice.txt", NOT_UNIQUE);
    support_write_file(dir, "bad.txt", "problem good\ntitle.en x\nlevel 9\nend\n");
    support_write_file(dir, "empty.txt", "");
    support_write_file(dir, "also.txt", ROW_ALSO);
    support_write_file(dir, "maybe.txt", ROW_MAYBE);
    support_write_file(dir, "far.txt", ROW_FAR);
    support_write_file(dir, "esc.txt", "x\x1b[31mRED\x07\xff\n");
    char after[sizeof GOOD + 8];
    snprintf(after, sizeof after, "%s", GOOD);
    char *end = strstr(after, " l14\n");
    snprintf(end, sizeof after - (size_t)(end - after), " l14 a1\nend\n");
    support_write_file(dir, "after.txt", after);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    support_remove_dir(dir);
    return 0;
}

/* The column where the title of the list's row numbered `number` ("1.9") starts. */
static size_t title_column(const char *list, const char *number)
{
    char word[16];
    snprintf(word, sizeof word, " %s ", number);
    const char *at = strstr(list, word);
    assert_non_null(at);
    const char *line = at;
    while (line > list && line[-1] != '\n') {
        line--;
    }
    at += strlen(word);
    return (size_t)(at - line) + strspn(at, " ");
}

static void test_cli_problems_list_and_show_the_collection(void **state)
{
    (void)state;
    static char out[OUT_CAP];
    assert_int_equal(run("problems list%s%s%s", NULL, out), 0);
    assert_non_null(strstr(out, "seed-1-three-then-four-three"));
    assert_non_null(strstr(out, "seed-2-win-by-foul"));
    assert_int_equal(run("problems show seed-2-win-by-foul%s%s%s", NULL, out), 0);
    assert_non_null(strstr(out, "goal: foul\nlevel: 3\nto move: white\n"));
    assert_non_null(strstr(out, "title.uk: Виграш фолом"));
    assert_non_null(strstr(out, "solution: f7 g7 g8 h9 k8\n"));
    assert_non_null(strstr(out, " 8 . . X . X X . . O O . O X . .")); /* row 8 */
    /* Its stones as a line Set up reads (audit 33b, B3), and its idea. */
    assert_non_null(strstr(out, "\nb=c4,d6,f6,b7,c8,e8,f8,m8,h10 w=d5,e6,c7,d7,e7,i8,j8,l8\n"));
    assert_non_null(strstr(out, "idea.en: The fours f7 and g8 force Black onto g7 and h9."));
    assert_int_equal(run("problems show 1%s%s%s", NULL, out), 0);
    assert_non_null(strstr(out, "problem 1: games-9\nnumber: 1.1\n"));
    /* The rating study mode gives it (rating.h): level 1, three moves of the attacker, 22
     * stones; and the list's column. */
    assert_non_null(strstr(out, "level: 1\nto move: black\nrating: 1072\n"));
    assert_int_equal(run("problems list%s%s%s", NULL, out), 0);
    assert_non_null(
        strstr(out, "  1  games-9                              vcf    1  1072  four-three"));
    /* Every title starts in one column, after "1.9" as after "1.10" (a two-digit number
     * pushed its title right: audit 21, C15). */
    assert_int_equal(title_column(out, "1.9"), title_column(out, "1.10"));
}

/* A problem is named as the list and the window's study list number it, level.number
 * ("1.1", "2.1"): show said "error: no problem '1.1'". The place and the id still work. */
static void test_cli_problems_show_by_level_and_number(void **state)
{
    (void)state;
    static char out[OUT_CAP];
    assert_int_equal(run("problems show 1.1%s%s%s", NULL, out), 0);
    assert_non_null(strstr(out, "problem 1: games-9\nnumber: 1.1\n"));
    assert_int_equal(run("problems show 2.1%s%s%s", NULL, out), 0);
    assert_non_null(strstr(out, "\nnumber: 2.1\n"));
    assert_non_null(strstr(out, "level: 2\n"));
    /* What the list says of 3.2 is what show 3.2 shows. */
    assert_int_equal(run("problems list%s%s%s", NULL, out), 0);
    const char *row = strstr(out, " 3.2  ");
    assert_non_null(row);
    while (row > out && row[-1] != '\n') {
        row--;
    }
    char want[128];
    int place = 0;
    char id[48];
    assert_int_equal(sscanf(row, "%d %47s", &place, id), 2);
    snprintf(want, sizeof want, "problem %d: %s\nnumber: 3.2\n", place, id);
    assert_int_equal(run("problems show 3.2%s%s%s", NULL, out), 0);
    assert_non_null(strstr(out, want));
    /* In a file of its own: good.txt's one problem is of level 3. */
    assert_int_equal(run("problems show 3.1 %s%s%s", "good.txt", out), 0);
    assert_non_null(strstr(out, "problem 1: good\nnumber: 3.1\n"));
    assert_int_equal(run("problems show 1.1 %s%s%s 2>&1", "good.txt", out), 1);
    assert_non_null(strstr(out, "error: no problem '1.1' (a number 1..1, a level and number"));
    /* The usage says what names a problem. */
    assert_int_equal(run("problems --help%s%s%s", NULL, out), 0);
    assert_non_null(strstr(out, "problems show N|L.K|ID"));
}

/* The collection as the window lists it: a learner's path, the mined problems easiest
 * first with the composed technique problems among them (a level goes down only when
 * one of those has come early), numbered within each level from 1.1 in order, and no
 * two titles alike. */
static void test_cli_problems_list_is_a_learners_path(void **state)
{
    (void)state;
    static char out[OUT_CAP];
    assert_int_equal(run("problems list%s%s%s", NULL, out), 0);
    static char titles[400][200];
    int n = 0;
    int last_level = 0;
    int number_in_level[6] = {0};
    int level_downs = 0;
    for (const char *line = out; *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : "") {
        int number;
        int level;
        int shown_level;
        int shown_number;
        int at = 0;
        if (sscanf(line, "%d %*s %*s %d %*d %*s %n%d.%d", &number, &level, &at, &shown_level,
                   &shown_number) != 4) {
            continue;
        }
        assert_int_equal(number, n + 1);
        assert_true(level >= 1 && level <= 5);
        level_downs += level < last_level; /* back to the mined ones after a composed one */
        last_level = level;
        assert_int_equal(shown_level, level);
        assert_int_equal(shown_number, ++number_in_level[level]);
        const char *end = strchr(line + at, '\n');
        int len = end ? (int)(end - line - at) : (int)strlen(line + at);
        assert_true(n < 400 && len < 200);
        snprintf(titles[n], sizeof titles[n], "%.*s", len, line + at);
        for (int k = 0; k < n; k++) {
            if (strcmp(titles[k], titles[n]) == 0) {
                fail_msg("problems %d and %d share the title '%s'", k + 1, n + 1, titles[n]);
            }
        }
        n++;
    }
    assert_true(n >=
                100); /* 101: audit 25 dropped 59 repeats, dup26 3 lost defences, Rapfi 5 more */
    assert_int_equal(strncmp(titles[0], "1.1  ", 5), 0);
    assert_true(level_downs > 0 && level_downs <= 40); /* the 27 composed ones, at most */
}

/* The six problems of the seed text (the renju chapter's "six problems of growing
 * difficulty"): each has a problem of ours that follows it, seed-N-..., named for its
 * technique, with its goal; and each technique keeps the problems of its own the
 * collection has today (at least), so none disappears unnoticed. */
static void test_cli_problems_collection_follows_the_six_seed_problems(void **state)
{
    (void)state;
    static const struct {
        const char *technique;
        const char *goal;
        int least;
    } SEED[6] = {
        {"three-then-four-three", "vct", 5}, /* a three whose every block allows a 4x3 */
        {"win-by-foul", "foul", 5},          /* half-fours make a point forbidden */
        /* a trap with two forbidden points: its longest resistance unmakes one foul, so
         * its win is by fours and threes (the foul goal promises a finish on a foul) */
        {"two-forbidden-points", "vct", 3},
        {"pseudo-three", "vct", 3},      /* the defence that leaves a pseudo-three */
        {"intermediate-move", "vct", 5}, /* the intermediate move before attacking */
        {"other-flank", "vcf", 4},       /* the other flank's stones for a 4x3 */
    };
    static char out[OUT_CAP];
    assert_int_equal(run("problems list%s%s%s", NULL, out), 0);
    int seeds[6] = {0};
    int count[6] = {0};
    for (const char *line = out; *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : "") {
        int number;
        int level;
        char id[64];
        char goal[16];
        char technique[64];
        if (sscanf(line, "%d %63s %15s %d %*d %63s", &number, id, goal, &level, technique) != 5) {
            continue;
        }
        for (int i = 0; i < 6; i++) {
            char prefix[24];
            snprintf(prefix, sizeof prefix, "seed-%d-", i + 1);
            if (strcmp(technique, SEED[i].technique) != 0) {
                continue;
            }
            count[i]++;
            if (strncmp(id, prefix, strlen(prefix)) == 0 && strcmp(goal, SEED[i].goal) == 0) {
                seeds[i]++;
            }
        }
    }
    for (int i = 0; i < 6; i++) {
        if (seeds[i] != 1 || count[i] < SEED[i].least) {
            fail_msg("seed problem %d (%s): %d problems seed-%d-..., %d of the technique", i + 1,
                     SEED[i].technique, seeds[i], i + 1, count[i]);
        }
    }
}

/* problems check --deep N judges each other first move a problem lists, as the study
 * judges a learner's move with the engine's search at N nodes: an also-wins move must win,
 * a may-win one not yet (else it belongs in also-wins). Without --deep they are only
 * legal moves. */
static void test_cli_problems_check_deep(void **state)
{
    (void)state;
    static char out[OUT_CAP];
    assert_int_equal(run("problems check --deep 500000 %s%s%s", "also.txt", out), 0);
    assert_string_equal(out, "problems: 1, proven: 1, failed: 0\n");
    assert_int_equal(run("problems check --deep 500000 %s%s%s", "maybe.txt", out), 1);
    assert_non_null(strstr(out, "FAILED 1 row (line 1): may-win h7 wins at this budget: list it "
                                "under also-wins\n"));
    assert_int_equal(run("problems check -v --deep 500000 %s%s%s", "far.txt", out), 1);
    assert_non_null(strstr(out, "FAILED 1 row (line 1): also-wins a1: the engine's search proves "
                                "no win at this budget\n"));
    assert_int_equal(run("problems check %s%s%s", "far.txt", out), 0);
    assert_int_equal(run("problems check --deep x %s%s%s 2>&1", "far.txt", out), 1);
    assert_int_equal(run("problems check --fast %s%s%s 2>&1", "far.txt", out), 2);
}

static void test_cli_problems_check_files(void **state)
{
    (void)state;
    static char out[OUT_CAP];
    assert_int_equal(run("problems check %s%s%s", "good.txt", out), 0);
    assert_string_equal(out, "problems: 1, proven: 1, failed: 0\n");
    assert_int_equal(run("problems check %s%s%s", "twice.txt", out), 1);
    assert_non_null(strstr(out, "FAILED 1 twice (line 1): "));
    assert_non_null(strstr(out, "wins too"));
    assert_non_null(strstr(out, "problems: 1, proven: 0, failed: 1\n"));
    /* A file with no problem is an error, for every subcommand (it checked as all
     * proven). */
    static const char *const SUBS[] = {"check", "list", "show 1"};
    for (int i = 0; i < 3; i++) {
        char fmt[64];
        snprintf(fmt, sizeof fmt, "problems %s %%s%%s%%s 2>&1", SUBS[i]);
        assert_int_equal(run(fmt, "empty.txt", out), 1);
        assert_non_null(strstr(out, "empty.txt: no problem in it"));
        assert_null(strstr(out, "problems: 0"));
    }
    /* A line that goes on after its five says so. */
    assert_int_equal(run("problems check %s%s%s", "after.txt", out), 1);
    assert_non_null(
        strstr(out, "the line goes on after l14, which makes five: a1 is one move too many"));
}

static void test_cli_problems_refuses_bad_input(void **state)
{
    (void)state;
    static char out[OUT_CAP];
    assert_int_equal(run("problems check %s%s%s 2>&1", "bad.txt", out), 1);
    assert_non_null(strstr(out, "error: "));
    assert_non_null(strstr(out, "bad.txt: line 3: the level is 1 to 5, not '9'"));
    /* The bad line's control bytes and bytes that are no UTF-8 come escaped. */
    assert_int_equal(run("problems list %s%s%s 2>&1", "esc.txt", out), 1);
    assert_non_null(strstr(out, "expected 'problem ID', not 'x\\x1b[31mRED\\x07\\xff'"));
    assert_int_equal(run("problems show 1 %s%s%s 2>&1", "esc.txt", out), 1);
    assert_null(strchr(out, 0x1b));
    assert_int_equal(run("problems list %s%s%s 2>&1", "missing.txt", out), 1);
    assert_non_null(strstr(out, "missing.txt: No such file or directory\n"));
    /* In the messages' language (it was English whatever --lang said). */
    assert_int_equal(run("--lang ru problems check %s%s%s 2>&1", "bad.txt", out), 1);
    assert_non_null(strstr(out, "bad.txt: строка 3: уровень — от 1 до 5, а не «9»"));
    assert_int_equal(run("--lang bg problems list %s%s%s 2>&1", "esc.txt", out), 1);
    assert_non_null(strstr(out, "ред 1: очаква се „problem ID“, а не „x\\x1b[31mRED"));
    assert_int_equal(run("--lang uk problems list %s%s%s 2>&1", "missing.txt", out), 1);
    assert_null(strstr(out, "No such file"));
    assert_int_equal(run("problems show 9999%s%s%s 2>&1", NULL, out), 1);
    assert_non_null(strstr(out, "error: no problem '9999'"));
    /* Usage errors exit 2, as every command's (they exited 1). */
    assert_int_equal(run("problems frobnicate%s%s%s 2>&1", NULL, out), 2);
    assert_non_null(strstr(out, "error: problems takes list, show, check or solve"));
    assert_int_equal(run("problems%s%s%s 2>&1", NULL, out), 2);
    assert_int_equal(run("problems show%s%s%s 2>&1", NULL, out), 2);
    assert_non_null(
        strstr(out, "error: problems show needs a number, a level and number (1.3) or an id"));
    assert_int_equal(run("problems solve win black h8%s%s%s 2>&1", NULL, out), 2);
    assert_non_null(strstr(out, "error: problems solve vcf|vct|foul|defend"));
    assert_int_equal(run("problems solve vcf purple h8 i9 h9%s%s%s 2>&1", NULL, out), 2);
    assert_non_null(strstr(out, "error: problems solve vcf|vct|foul|defend"));
    assert_int_equal(run("problems solve vcf black%s%s%s 2>&1", NULL, out), 2);
    /* A directory is no problem file, said as every command says it (list said only
     * "cannot read DIR"). */
    char args[512];
    char want[600];
    snprintf(want, sizeof want, "error: %s: is a directory, not a problem file\n", dir);
    snprintf(args, sizeof args, "problems check %s 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, OUT_CAP), 1);
    assert_string_equal(out, want);
    snprintf(args, sizeof args, "problems list %s 2>&1", dir);
    assert_int_equal(support_run_cli(args, NULL, out, OUT_CAP), 1);
    assert_string_equal(out, want);
}

static void test_cli_problems_solve_composes(void **state)
{
    (void)state;
    static char out[OUT_CAP];
    assert_int_equal(run("problems solve vct black b=j4,i5,h7,h8,i11,j12 w=l3,h4,f8,g8,m9,c13"
                         "%s%s%s",
                         NULL, out),
                     0);
    assert_non_null(strstr(out, "level 3\nsolution h9 h6 h10 h11 k13 g9 l14\n"));
    assert_int_equal(run("problems solve vcf black b=j4,i5,h7,h8,i11,j12 w=l3,h4,f8,g8,m9,c13"
                         "%s%s%s",
                         NULL, out),
                     1);
    assert_non_null(strstr(out, "no problem: no win by fours"));
}

/* A position no game reaches is refused as problems check refuses it, with its reason,
 * on stderr: four Black stones against three is White to move, and solve solved it for
 * Black. */
static void test_cli_problems_solve_refuses_unreachable_positions(void **state)
{
    (void)state;
    static char out[OUT_CAP];
    static const struct {
        const char *args;
        const char *error;
    } CASES[] = {
        {"vcf black b=h8,h9,h10,h11 w=a1,a2,a3",
         "error: the stones (4 black, 3 white) do not fit Black to move\n"},
        {"vcf white b=h8,h9,h10 w=a1,a2,a3",
         "error: the stones (3 black, 3 white) do not fit White to move\n"},
        {"vct black b=h8,h9,h10,h11,h12 w=a1,a3,a5,a7,a9",
         "error: a five stands on the board (h8)\n"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char args[300];
        snprintf(args, sizeof args, "problems solve %s 2>/dev/null%%s%%s%%s", CASES[i].args);
        assert_int_equal(run(args, NULL, out), 1);
        assert_string_equal(out, "");
        snprintf(args, sizeof args, "problems solve %s 2>&1 >/dev/null%%s%%s%%s", CASES[i].args);
        assert_int_equal(run(args, NULL, out), 1);
        assert_string_equal(out, CASES[i].error);
    }
    /* The same stones with White to move are a position, but White must first block
     * Black's four: no problem starts on a forced block. */
    assert_int_equal(run("problems solve vcf white b=h8,h9,h10,h11 w=a1,a2,a3%s%s%s", NULL, out),
                     1);
    assert_non_null(strstr(out, "no problem: White must first block Black's four at h7"));
    /* With h11 moved to d11, no four: a position with no win for White. */
    assert_int_equal(run("problems solve vcf white b=h8,h9,h10,d11 w=a1,a2,a3%s%s%s", NULL, out),
                     1);
    assert_non_null(strstr(out, "no problem: no win by fours"));
}

/* `renju-cli problems learners` against good.txt, the data folder under dir, into out
 * (OUT_CAP). */
static void learners_listed(char *out)
{
    setenv("XDG_DATA_HOME", dir, 1);
    assert_int_equal(run("problems learners %s%s%s", "good.txt", out), 0);
    unsetenv("XDG_DATA_HOME");
}

/* Audit 33b, B1: the teacher sees each learner's summary: the first (the data folder's
 * progress), Bob (his own folder), the one studying starred. */
static void test_cli_problems_learners_summary(void **state)
{
    (void)state;
    char data[300], bob[340];
    snprintf(data, sizeof data, "%s/renju", dir);
    snprintf(bob, sizeof bob, "%s/learners/learner-2", data);
    mkdir(data, 0700);
    char sub[320];
    snprintf(sub, sizeof sub, "%s/learners", data);
    mkdir(sub, 0700);
    mkdir(bob, 0700);
    support_write_file(data, "learners.txt",
                       "renju-learners 1\nlearner -\nlearner learner-2 Bob\ncurrent learner-2\n");
    support_write_file(data, "study-progress.txt",
                       "renju-progress 1\nproblem good solved 1 tries 1 wrong 0 hints 0 time 1\n"
                       "rating 1650.00 rd 120.00 volatility 0.060000 games 1\n");
    char out[OUT_CAP];
    learners_listed(out);
    assert_non_null(strstr(out, "  -          solved   1 of   1  rating 1650  rated   1  -\n"));
    assert_non_null(strstr(out, "* learner-2  solved   0 of   1  rating 1500  rated   0  Bob\n"));
}

/* A learner renamed and another deleted (as the window's list does): the teacher's summary
 * shows the list as it is now. */
static void test_cli_problems_learners_after_rename_and_delete(void **state)
{
    (void)state;
    StoragePaths sp;
    snprintf(sp.data_dir, sizeof sp.data_dir, "%s/renju", dir);
    mkdir(sp.data_dir, 0700);
    support_write_file(sp.data_dir, "learners.txt",
                       "renju-learners 1\nlearner -\nlearner learner-2 Bob\n"
                       "learner learner-3 Cleo\ncurrent learner-3\n");
    Learners l;
    learners_load(&sp, &l);
    assert_int_equal(learners_rename(&l, 2, "Клео"), LEARNER_NAME_OK);
    RecordError err = {0};
    assert_true(learners_delete(&sp, &l, 1, &err));
    assert_true(learners_save(&sp, &l, &err));
    char out[OUT_CAP];
    learners_listed(out);
    assert_null(strstr(out, "Bob"));
    assert_non_null(strstr(out, "* learner-3  solved   0 of   1  rating 1500  rated   0  Клео\n"));
}

/* Without FILE, list and show read the user's own problem files too, as the study does
 * (fix34c: only the collection was read): each folder said with its problems, a user's
 * problem listed and shown by its id, a bad file skipped and said in the study's words. */
static void test_cli_problems_read_the_users_own_folder(void **state)
{
    (void)state;
    char data[300], own[340];
    snprintf(data, sizeof data, "%s/own-data", dir);
    mkdir(data, 0700);
    snprintf(own, sizeof own, "%s/renju", data);
    mkdir(own, 0700);
    snprintf(own, sizeof own, "%s/renju/problems", data);
    mkdir(own, 0700);
    char mine[sizeof GOOD + 40];
    snprintf(mine, sizeof mine, "%s", GOOD);
    memcpy(mine, "problem mine", 12); /* "problem good" */
    support_write_file(own, "mine.txt", mine);
    support_write_file(own, "zz-bad.txt", "problem x\nlevel 9\nend\n");
    setenv("XDG_DATA_HOME", data, 1);
    static char out[OUT_CAP];
    int rc = run("problems list 2>&1%s%s%s", NULL, out);
    char said[600];
    snprintf(said, sizeof said, "your own problems, %s: 1 problem\n", own);
    assert_int_equal(rc, 0);
    assert_non_null(strstr(out, said));
    assert_non_null(strstr(out, "the collection, "));
    assert_non_null(strstr(out, "/assets/problems: "));
    assert_non_null(strstr(out, "  mine                                 vct    3  "));
    assert_non_null(strstr(out, "warning: The problem file zz-bad.txt was skipped (damaged at "
                                "line 2: the level is 1 to 5, not '9').\n"));
    assert_int_equal(run("problems show mine%s%s%s", NULL, out), 0);
    assert_non_null(strstr(out, "title.en: Three, then four-three\n"));
    unsetenv("XDG_DATA_HOME");
}

int main(void)
{
    renju_init();
    support_english_env();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cli_problems_list_and_show_the_collection),
        cmocka_unit_test(test_cli_problems_show_by_level_and_number),
        cmocka_unit_test(test_cli_problems_list_is_a_learners_path),
        cmocka_unit_test(test_cli_problems_learners_summary),
        cmocka_unit_test(test_cli_problems_learners_after_rename_and_delete),
        cmocka_unit_test(test_cli_problems_read_the_users_own_folder),
        cmocka_unit_test(test_cli_problems_collection_follows_the_six_seed_problems),
        cmocka_unit_test(test_cli_problems_check_files),
        cmocka_unit_test(test_cli_problems_check_deep),
        cmocka_unit_test(test_cli_problems_refuses_bad_input),
        cmocka_unit_test(test_cli_problems_solve_composes),
        cmocka_unit_test(test_cli_problems_solve_refuses_unreachable_positions),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}

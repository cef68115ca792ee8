/* Renju - MIT licence, see LICENSE.
 *
 * The three programs' own options, run as built (from $RENJU_BUILD, default build/):
 * --help and --version exit 0 with the expected first line on stdout, all three say the
 * one version (version.h, also in pbrain-renju's ABOUT), an unknown option is refused
 * with exit 2 and nothing on stdout, and pbrain-renju started without arguments still
 * speaks the Gomocup protocol on stdin; the window (SDL's dummy video driver) ends at
 * once on SIGTERM, never asking, and without a display says so rather than run unseen;
 * renju FILE opens a RenLib library too big for a game in the library view, and a bad
 * file in a window that says why.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "test_files.h"
#include "test_support.h"
#include "version.h"

static const char *const PROGRAMS[] = {"renju", "renju-cli", "pbrain-renju"};
#define NPROGRAMS (sizeof PROGRAMS / sizeof PROGRAMS[0])

/* A fresh temporary folder in dir, the window's settings and data there (never the
 * user's). */
static void window_home(char *dir, size_t cap)
{
    support_temp_dir(dir, cap);
    setenv("XDG_CONFIG_HOME", dir, 1);
    setenv("XDG_DATA_HOME", dir, 1);
    setenv("XDG_STATE_HOME", dir, 1);
}

/* Does text start with prefix? */
static bool starts_with(const char *text, const char *prefix)
{
    return strncmp(text, prefix, strlen(prefix)) == 0;
}

static void test_programs_version(void **state)
{
    (void)state;
    for (size_t i = 0; i < NPROGRAMS; i++) {
        char out[4096];
        char want[64];
        snprintf(want, sizeof want, "%s %s\n", PROGRAMS[i], RENJU_VERSION);
        assert_int_equal(support_run(PROGRAMS[i], "--version", NULL, out, sizeof out), 0);
        assert_string_equal(out, want);
    }
}

static void test_programs_help(void **state)
{
    (void)state;
    for (size_t i = 0; i < NPROGRAMS; i++) {
        char out[8192];
        char want[64];
        snprintf(want, sizeof want, "usage: %s ", PROGRAMS[i]);
        assert_int_equal(support_run(PROGRAMS[i], "--help", NULL, out, sizeof out), 0);
        assert_true(starts_with(out, want));
        assert_non_null(strstr(out, "--version"));
        assert_int_equal(support_run(PROGRAMS[i], "-h", NULL, out, sizeof out), 0);
        assert_true(starts_with(out, want));
    }
}

static void test_programs_unknown_option_is_usage_error(void **state)
{
    (void)state;
    for (size_t i = 0; i < NPROGRAMS; i++) {
        char out[8192];
        /* Nothing on stdout; the complaint and the usage on stderr. */
        assert_int_equal(support_run(PROGRAMS[i], "--verison 2>/dev/null", NULL, out, sizeof out),
                         2);
        assert_string_equal(out, "");
        assert_int_equal(support_run(PROGRAMS[i], "--verison 2>&1", NULL, out, sizeof out), 2);
        assert_non_null(strstr(out, "'--verison'"));
        assert_non_null(strstr(out, "usage: "));
    }
    /* pbrain-renju takes its options alone: `--version x` is no version request. */
    char out[4096];
    assert_int_equal(support_run("pbrain-renju", "--version x 2>&1", NULL, out, sizeof out), 2);
    assert_true(starts_with(out, "pbrain-renju: unexpected argument 'x'\n"));
}

static void test_programs_pbrain_without_arguments_speaks_the_protocol(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run("pbrain-renju", "", "ABOUT\nSTART 15\nEND\n", out, sizeof out), 0);
    char want[128];
    snprintf(want, sizeof want, "name=\"pbrain-renju\", version=\"%s\"", RENJU_VERSION);
    assert_true(starts_with(out, want));
    assert_non_null(strstr(out, "\nOK\n"));
}

/* Counts the lines of out that are a move ("x,y"). */
static int move_lines(const char *out)
{
    int n = 0;
    for (const char *l = out; *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : l + strlen(l)) {
        int x, y;
        char end;
        n += sscanf(l, "%d,%d%c", &x, &y, &end) == 3 && end == '\n';
    }
    return n;
}

#define PB_BOARD(ms)                                                                               \
    "START 15\nINFO rule 4\nINFO timeout_turn " ms                                                 \
    "\nBOARD\n7,7,2\n7,9,1\n8,8,2\n6,6,1\n9,7,2\nDONE\n"

/* An END that comes during a search quits at once, answering nothing that waits: a BOARD
 * under way and two TURNs sent with the END got three moves, each from a search stopped at
 * once (depth 1, 2 nodes). The BOARD's turn is long (20 s) so that its search is still
 * under way when the END comes, however loaded the machine (an END that comes while the
 * brain is idle lets the TURNs ahead of it be answered). */
static void test_programs_pbrain_end_answers_nothing_more(void **state)
{
    const char *tmp = *state;
    char out[8192];
    char cmd[2048];
    const char *dir = getenv("RENJU_BUILD");
    /* Through a pipe, as a manager sends: the END comes while the BOARD is thought on. The
     * rest is sent once the brain has said OK to START (a fixed half second raced the
     * brain's start on a loaded machine, and its END came before the START was read). */
    snprintf(cmd, sizeof cmd,
             "(printf '" PB_BOARD(
                 "20000") "'; i=0; until grep -q OK '%s/out' 2>/dev/null || [ $i -ge 300 ]; "
                          "do sleep 0.1; i=$((i + 1)); done; sleep 0.2; "
                          "printf 'TURN 3,3\\nTURN 3,4\\nEND\\n') | "
                          "%s/pbrain-renju > '%s/out'",
             tmp, dir ? dir : "build", tmp);
    assert_int_equal(system(cmd), 0);
    support_read_file(tmp, "out", out, sizeof out);
    assert_non_null(strstr(out, "OK\n"));
    assert_true(move_lines(out) <= 1); /* the BOARD's, had it answered before the END */
}

/* A script piped in at once, ending with END (what a player tries first from the shell):
 * every line ahead of the END is answered, in order, then the brain quits; a line after
 * the END is not read. The brain once quit at the END, answering nothing at all. */
static void test_programs_pbrain_piped_script_answered_before_end(void **state)
{
    const char *tmp = *state;
    char out[8192];
    char cmd[2048];
    const char *dir = getenv("RENJU_BUILD");
    support_write_file(tmp, "cmds",
                       "ABOUT\nSTART 15\nINFO rule 4\nINFO timeout_turn 300\nBEGIN\n"
                       "TURN 8,8\nYXSHOWFORBID\nEND\nABOUT\n");
    snprintf(cmd, sizeof cmd, "cat '%s/cmds' | %s/pbrain-renju > '%s/out'", tmp,
             dir ? dir : "build", tmp);
    assert_int_equal(system(cmd), 0);
    support_read_file(tmp, "out", out, sizeof out);
    const char *about = strstr(out, "name=\"pbrain-renju\"");
    assert_true(about == out);
    assert_null(strstr(about + 1, "name=")); /* the ABOUT after the END */
    const char *ok = strstr(out, "\nOK\n");
    assert_non_null(ok);
    assert_int_equal(move_lines(ok), 2); /* BEGIN's and TURN's */
    const char *forbid = strstr(ok, "FORBID ");
    assert_non_null(forbid);
    assert_int_equal(move_lines(forbid), 0); /* after both moves */
}

/* The Swap2 opening of Gomocup's SWAP2BOARD, decided by the engine's opening AI: three
 * stones on empty points; after three, SWAP or one or two stones; after five, SWAP or
 * one stone; every stone a point not taken (it answered ERROR unknown command: audit 21,
 * C13). The answers only, not which: the engine's choice is its own. */
static void test_programs_pbrain_answers_swap2board(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run_limited("pbrain-renju", "",
                                         "START 15\nINFO rule 1\nINFO timeout_turn 300\n"
                                         "SWAP2BOARD\nDONE\n"
                                         "SWAP2BOARD\n7,7\n8,7\n9,9\nDONE\n"
                                         "SWAP2BOARD\n7,7\n8,7\n9,9\n8,8\n8,6\nDONE\n",
                                         out, sizeof out, 60),
                     0);
    int given[3] = {0, 3, 5};
    const char *at = strstr(out, "OK\n");
    assert_non_null(at);
    at += 3;
    for (int k = 0; k < 3; k++) {
        while (strncmp(at, "MESSAGE", 7) == 0) {
            at = strchr(at, '\n') + 1;
        }
        size_t n = strcspn(at, "\n");
        char line[128];
        snprintf(line, sizeof line, "%.*s", (int)n, at);
        at += n + (at[n] == '\n');
        int stones = 0;
        int xs[3], ys[3];
        for (char *w = strtok(line, " "); w; w = strtok(NULL, " ")) {
            if (strcmp(w, "SWAP") == 0 && stones == 0 && given[k] > 0) {
                continue;
            }
            char end;
            if (stones == 3 || sscanf(w, "%d,%d%c", &xs[stones], &ys[stones], &end) != 2 ||
                xs[stones] < 0 || xs[stones] > 14 || ys[stones] < 0 || ys[stones] > 14) {
                fail_msg("SWAP2BOARD with %d stones answered '%s'", given[k], line);
            }
            for (int j = 0; j < stones; j++) {
                assert_false(xs[j] == xs[stones] && ys[j] == ys[stones]);
            }
            static const int GIVEN[5][2] = {{7, 7}, {8, 7}, {9, 9}, {8, 8}, {8, 6}};
            for (int j = 0; j < given[k]; j++) {
                assert_false(GIVEN[j][0] == xs[stones] && GIVEN[j][1] == ys[stones]);
            }
            stones++;
        }
        /* Three stones first; then none (SWAP), one or two; after five none or one. */
        assert_true(given[k] == 0 ? stones == 3 : stones <= (given[k] == 3 ? 2 : 1));
    }
}

/* The end of input is no END: a file of commands (pbrain-renju < cmds) gets full answers,
 * each search at its normal limits, then the brain quits; there an END is a line like
 * any other, acting in its turn. Both moves came from searches stopped at once
 * ("nodes 2"). */
static void test_programs_pbrain_file_of_commands_answered_in_full(void **state)
{
    (void)state;
    char out[8192];
    const char *cmds[] = {PB_BOARD("500") "TURN 3,3\n", PB_BOARD("500") "TURN 3,3\nEND\n"};
    for (int i = 0; i < 2; i++) {
        assert_int_equal(support_run("pbrain-renju", "", cmds[i], out, sizeof out), 0);
        assert_int_equal(move_lines(out), 2);
        assert_null(strstr(out, " nodes 2 ")); /* no search stopped at its start */
        assert_null(strstr(out, " nodes 2\n"));
    }
}

/* renju --load of a named pipe nobody writes to (the window and its screenshot mode)
 * says why and exits at once: it waited for a writer forever. */
static void test_programs_renju_load_refuses_a_pipe(void **state)
{
    (void)state;
    char dir[512];
    char args[1400];
    char out[4096];
    support_temp_dir(dir, sizeof dir);
    setenv("XDG_CONFIG_HOME", dir, 1);
    setenv("XDG_DATA_HOME", dir, 1);
    snprintf(args, sizeof args, "%s/pipe.renju", dir);
    assert_int_equal(mkfifo(args, 0600), 0);
    snprintf(args, sizeof args, "--screenshot %s/shot.png --load %s/pipe.renju 2>&1", dir, dir);
    int status = support_run_limited("renju", args, NULL, out, sizeof out, 60);
    assert_true(status != 0 && status != 137 && status != -1);
    if (!strstr(out, "pipe.renju: not a regular file")) {
        fail_msg("renju %s said '%s'", args, out);
    }
    snprintf(args, sizeof args, "%s/shot.png", dir);
    assert_int_equal(access(args, F_OK), -1);
    support_remove_dir(dir);
}

/* renju --load "h8 i9 h9" (no file of that name): the game from those moves, as --help
 * and README say; a bad list names its move and the window does not open. It said
 * "cannot open it: No such file or directory". */
static void test_programs_renju_load_takes_a_move_list(void **state)
{
    (void)state;
    char dir[512];
    char args[1400];
    char out[4096];
    window_home(dir, sizeof dir);
    snprintf(args, sizeof args, "--screenshot %s/shot.png --load 'h8 i9 h9 h10 i8' 2>&1", dir);
    int status = support_run_limited("renju", args, NULL, out, sizeof out, 60);
    if (status != 0) {
        fail_msg("renju %s: %d, '%s'", args, status, out);
    }
    snprintf(args, sizeof args, "%s/shot.png", dir);
    assert_int_equal(access(args, F_OK), 0);
    snprintf(args, sizeof args, "--screenshot %s/bad.png --load 'h8 i9 h8' 2>&1", dir);
    status = support_run_limited("renju", args, NULL, out, sizeof out, 60);
    assert_true(status != 0 && status != 137 && status != -1);
    assert_non_null(strstr(out, "the move list \"h8 i9 h8\": byte 6: move 3 (h8): h8 is occupied"));
    snprintf(args, sizeof args, "%s/bad.png", dir);
    assert_int_equal(access(args, F_OK), -1);
    support_remove_dir(dir);
}

/* The window's lines on stderr speak its language (--lang, the settings): what it shows
 * of a record it loads or refuses. They were English under --lang ru (audit 21, B2). */
static void test_programs_renju_stderr_in_the_window_language(void **state)
{
    (void)state;
    char dir[512];
    char args[1400];
    char out[4096];
    window_home(dir, sizeof dir);
    support_write_file(dir, "bin.sgf", "garbage");
    snprintf(args, sizeof args, "--lang ru --screenshot %s/a.png --load %s/bin.sgf 2>&1", dir, dir);
    int status = support_run_limited("renju", args, NULL, out, sizeof out, 60);
    assert_true(status != 0 && status != 137 && status != -1);
    assert_non_null(
        strstr(out, "/bin.sgf: байт 0: это не файл SGF (он должен начинаться с «(;»)\n"));
    support_write_file(dir, "foul.sgf",
                       "(;FF[4]GM[4]SZ[15]RU[renju];B[hh];W[ao];B[ih];W[co];B[jg];W[eo];B[jf]"
                       ";W[go];B[jh];W[io])");
    snprintf(args, sizeof args, "--lang uk --screenshot %s/b.png --load %s/foul.sgf 2>&1", dir,
             dir);
    status = support_run_limited("renju", args, NULL, out, sizeof out, 60);
    if (status != 0 || !strstr(out, "renju: Відкрито foul.sgf. Хід 9, j8: вилка 3×3, заборонено "
                                    "для чорних: білі виграють.")) {
        fail_msg("renju %s: %d, '%s'", args, status, out);
    }
    /* A move list refused is named as one in the line's language (audit 22, C4: "the move
     * list" stood English in a Bulgarian line). */
    snprintf(args, sizeof args, "--lang bg --screenshot %s/c.png --load 'h8 i9 h8' 2>&1", dir);
    status = support_run_limited("renju", args, NULL, out, sizeof out, 60);
    assert_true(status != 0 && status != 137 && status != -1);
    if (!strstr(out, "renju: списъкът с ходове „h8 i9 h8“: байт 6: ход 3 (h8): ")) {
        fail_msg("renju %s: %d, '%s'", args, status, out);
    }
    support_remove_dir(dir);
}

/* --screenshot writes a PNG and nothing else: a name without the ending .png (any case),
 * or a file there that is no PNG, is refused as a bad argument and left as it was (it
 * once replaced mygame.renju with a picture and said nothing). */
static void test_programs_screenshot_never_replaces_a_record(void **state)
{
    (void)state;
    char dir[64], args[512], out[4096], text[64];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "mygame.renju", "h8 i9 h9\n");
    snprintf(args, sizeof args, "--screenshot %s/mygame.renju 2>&1", dir);
    assert_int_equal(support_run("renju", args, NULL, out, sizeof out), 2);
    assert_non_null(strstr(out, "mygame.renju"));
    assert_non_null(strstr(out, ".png"));
    support_read_file(dir, "mygame.renju", text, sizeof text);
    assert_string_equal(text, "h8 i9 h9\n");
    /* Named .png, but a record inside: not replaced either. */
    support_write_file(dir, "game.PNG", "h8 i9 h9\n");
    snprintf(args, sizeof args, "--screenshot %s/game.PNG 2>&1", dir);
    assert_int_equal(support_run("renju", args, NULL, out, sizeof out), 2);
    assert_non_null(strstr(out, "game.PNG"));
    support_read_file(dir, "game.PNG", text, sizeof text);
    assert_string_equal(text, "h8 i9 h9\n");
    /* A new picture, in any case of the ending, and then a picture replaced. */
    snprintf(args, sizeof args, "--screenshot %s/board.Png --size 800x500 2>&1", dir);
    assert_int_equal(support_run("renju", args, NULL, out, sizeof out), 0);
    assert_int_equal(support_run("renju", args, NULL, out, sizeof out), 0);
    support_read_file(dir, "board.Png", text, sizeof text);
    assert_memory_equal(text, "\x89PNG\r\n\x1a\n", 8);
    assert_int_equal(support_count_entries(dir), 3);
    support_remove_dir(dir);
}

/* --screenshot --size below the window's least size (800x500) is refused as a bad
 * argument, and no picture is written: it once drew 640x400 with "Best movesJ" and no
 * sound button, and 200x200 with no board (audit 15b, item 6). */
static void test_programs_screenshot_refuses_a_size_below_the_least(void **state)
{
    (void)state;
    char dir[64], args[512], out[4096];
    support_temp_dir(dir, sizeof dir);
    static const char *const SMALL[] = {"640x400", "799x500", "800x499", "200x200"};
    for (size_t i = 0; i < sizeof SMALL / sizeof SMALL[0]; i++) {
        snprintf(args, sizeof args, "--screenshot %s/small.png --size %s 2>&1", dir, SMALL[i]);
        assert_int_equal(support_run("renju", args, NULL, out, sizeof out), 2);
        assert_non_null(strstr(out, "a picture is at least 800x500"));
        assert_int_equal(support_count_entries(dir), 0);
    }
    support_remove_dir(dir);
}

/* Sleeps ms milliseconds. */
static void nap(long ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000};
    nanosleep(&t, NULL);
}

/* Milliseconds since some fixed moment. */
static long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* renju with args (NULL-ended) as a window on SDL's dummy video driver, its folders in
 * dir and its stderr in dir/stderr.txt: its pid. */
static pid_t window_start(const char *dir, const char *const *args)
{
    const char *build = getenv("RENJU_BUILD");
    char prog[600], err_path[700];
    snprintf(prog, sizeof prog, "%s/renju", build ? build : "build");
    snprintf(err_path, sizeof err_path, "%s/stderr.txt", dir);
    const char *argv[16] = {prog};
    int n = 1;
    while (args[n - 1] && n < 15) {
        argv[n] = args[n - 1];
        n++;
    }
    argv[n] = NULL;
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        setenv("XDG_CONFIG_HOME", dir, 1);
        setenv("XDG_DATA_HOME", dir, 1);
        setenv("XDG_STATE_HOME", dir, 1);
        setenv("XDG_CACHE_HOME", dir, 1);
        setenv("SDL_VIDEODRIVER", "dummy", 1);
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        signal(SIGTERM, SIG_DFL);
        if (!freopen(err_path, "w", stderr)) {
            _exit(126);
        }
        execv(prog, (char *const *)argv);
        _exit(127);
    }
    return pid;
}

/* A SIGTERM (a shutdown, the session's end, kill) ends the window at once with the usual
 * autosave attempt, even with moves no file holds: the question before quitting is for a
 * person closing the window, and nobody is there to answer it. Here the autosave cannot
 * be written (autosave.renju is a folder) and the game has three moves; it showed the
 * question and waited, until killed (the audit's item 8). stderr says why, and names the
 * moves lost (audit 14b's defect 4), in the window's language, as it says that the
 * settings were not saved (settings.conf made a folder meanwhile): these lines were
 * English under --lang bg (audit 22, C4). */
static void test_programs_renju_ends_on_sigterm_without_asking(void **state)
{
    (void)state;
    char dir[512], path[700], lock[700];
    support_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/renju/autosave.renju", dir);
    snprintf(lock, sizeof lock, "%s/renju", dir);
    assert_int_equal(mkdir(lock, 0700), 0);
    assert_int_equal(mkdir(path, 0700), 0); /* the autosave's name taken by a folder */
    snprintf(lock, sizeof lock, "%s/renju/autosave.lock", dir);
    long started = now_ms();
    const char *args[] = {"--lang", "bg", "--size", "800x500", "--load", "h8 i9 h9", NULL};
    pid_t pid = window_start(dir, args);
    /* Up: the lock is taken after SDL's start (its SIGTERM handler), the moves loaded
     * right after; a moment for the first frames. */
    while (access(lock, F_OK) != 0 && now_ms() - started < 60000) {
        nap(20);
    }
    nap(1500);
    snprintf(lock, sizeof lock, "%s/renju/settings.conf", dir);
    assert_int_equal(mkdir(lock, 0700), 0); /* its save at the end fails */
    assert_int_equal(kill(pid, SIGTERM), 0);
    long sent = now_ms();
    int status = 0;
    pid_t done = 0;
    while ((done = waitpid(pid, &status, WNOHANG)) == 0 && now_ms() - sent < 10000) {
        nap(20);
    }
    if (done == 0) {
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
        support_remove_dir(dir);
        fail_msg("renju did not end within 10 s of SIGTERM (it asked, or waited)");
    }
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
    char err[2048];
    support_read_file(dir, "stderr.txt", err, sizeof err);
    if (!strstr(err, "renju: прозорецът е затворен отвън, а ходовете не са в никой файл: ") ||
        !strstr(err, "autosave.renju: не е записано: това е папка\n") ||
        !strstr(err, "renju: ходовете (renju, free): h8 i9 h9\n") || /* the moves named */
        !strstr(err, "settings.conf: не е записано: това е папка\n") || strstr(err, "not saved") ||
        strstr(err, "ended from outside")) {
        fail_msg("renju's stderr: '%s'", err);
    }
    support_remove_dir(dir);
}

/* With no display to reach (none set, or X refusing the connection under load) SDL draws
 * off screen, and the window ran unseen for ever, holding the autosave's lock (the e2e
 * test's rare "no window"): it says so and exits 1. */
static void test_programs_renju_without_a_display_says_so(void **state)
{
    (void)state;
    char dir[512], out[4096];
    window_home(dir, sizeof dir);
    setenv("DISPLAY", ":987", 1); /* no such display */
    unsetenv("WAYLAND_DISPLAY");
    unsetenv("SDL_VIDEODRIVER");
    int status = support_run_limited("renju", "--size 800x500 2>&1", NULL, out, sizeof out, 30);
    if (status != 1 || !strstr(out, "renju: no display to open the window on (DISPLAY=:987)")) {
        fail_msg("renju without a display: status %d, '%s'", status, out);
    }
    support_remove_dir(dir);
}

/* Waits up to a minute for dir/name to hold text (NULL: to be there) while pid runs: true
 * when it does; false when it did not, or pid ended first (*status then its exit status). */
static bool window_says(pid_t pid, const char *dir, const char *name, const char *text, int *status)
{
    long started = now_ms();
    while (now_ms() - started < 60000) {
        char got[8192] = "";
        char path[700];
        snprintf(path, sizeof path, "%s/%s", dir, name);
        FILE *f = fopen(path, "r");
        if (f) {
            got[fread(got, 1, sizeof got - 1, f)] = '\0';
            fclose(f);
        }
        if (f && (!text || strstr(got, text))) {
            return true;
        }
        if (waitpid(pid, status, WNOHANG) == pid) {
            return false;
        }
        nap(20);
    }
    return false;
}

/* SIGTERM to the window: its exit status (-1 when it had to be killed, -2 when it had
 * ended before: window_says). */
static int window_end(pid_t pid)
{
    int status = 0;
    kill(pid, SIGTERM);
    long sent = now_ms();
    pid_t done;
    while ((done = waitpid(pid, &status, WNOHANG)) == 0) {
        if (now_ms() - sent > 10000) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            return -1;
        }
        nap(20);
    }
    return done != pid ? -2 : WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* renju big.lib (a RenLib library of 60,000 moves, more than a .lib is read with as a game)
 * opens it in the library view, as Files… does: it only printed "byte 30024: the record's
 * lines hold more than 4095 moves" and exited (gap21); here settings.conf remembers it once it is
 * read. A file cut short (renju --load cut.lib) is said on stderr, and the window opens all the
 * same, on the game before, the reason in its notice: it exited 2 at once. */
static void test_programs_renju_opens_a_big_library_and_says_a_bad_file(void **state)
{
    (void)state;
    char dir[512], args[700], out[4096], big[600], cut[600];
    support_temp_dir(dir, sizeof dir);
    snprintf(big, sizeof big, "%s/big.lib", dir);
    snprintf(cut, sizeof cut, "%s/cut.lib", dir);
    snprintf(args, sizeof args, "library --generate 60000 %s", big);
    assert_int_equal(support_run("renju-cli", args, NULL, out, sizeof out), 0);
    static char bytes[2000000];
    FILE *f = fopen(big, "rb");
    assert_non_null(f);
    size_t n = fread(bytes, 1, sizeof bytes, f);
    fclose(f);
    assert_true(n > 30000);
    f = fopen(cut, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(bytes, 1, 30000, f), 30000);
    fclose(f);
    int status = 0;
    const char *open_big[] = {"--size", "800x500", big, NULL};
    pid_t pid = window_start(dir, open_big);
    char line[700];
    snprintf(line, sizeof line, "library = %s\n", big);
    bool read = window_says(pid, dir, "renju/settings.conf", line, &status);
    int end = window_end(pid);
    support_read_file(dir, "stderr.txt", out, sizeof out);
    if (!read || end != 0 || strstr(out, "50000")) {
        fail_msg("renju big.lib: %s, exit %d, stderr '%s'", read ? "read" : "not read", end, out);
    }
    const char *open_cut[] = {"--size", "800x500", "--load", cut, NULL};
    pid = window_start(dir, open_cut);
    bool said = window_says(pid, dir, "stderr.txt", "the rest is damaged", &status);
    bool up = window_says(pid, dir, "renju/autosave.lock", NULL, &status);
    end = window_end(pid);
    support_read_file(dir, "stderr.txt", out, sizeof out);
    if (!said || !up || end != 0) {
        fail_msg("renju --load cut.lib: %s, %s, exit %d, stderr '%s'", said ? "said" : "not said",
                 up ? "the window up" : "no window", end, out);
    }
    support_remove_dir(dir);
}

int main(void)
{
    support_english_env();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_programs_version),
        cmocka_unit_test(test_programs_help),
        cmocka_unit_test(test_programs_unknown_option_is_usage_error),
        cmocka_unit_test(test_programs_pbrain_without_arguments_speaks_the_protocol),
        cmocka_unit_test_setup_teardown(test_programs_pbrain_end_answers_nothing_more,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_programs_pbrain_piped_script_answered_before_end,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test(test_programs_pbrain_file_of_commands_answered_in_full),
        cmocka_unit_test(test_programs_pbrain_answers_swap2board),
        cmocka_unit_test(test_programs_renju_load_refuses_a_pipe),
        cmocka_unit_test(test_programs_renju_load_takes_a_move_list),
        cmocka_unit_test(test_programs_renju_stderr_in_the_window_language),
        cmocka_unit_test(test_programs_screenshot_never_replaces_a_record),
        cmocka_unit_test(test_programs_screenshot_refuses_a_size_below_the_least),
        cmocka_unit_test(test_programs_renju_ends_on_sigterm_without_asking),
        cmocka_unit_test(test_programs_renju_without_a_display_says_so),
        cmocka_unit_test(test_programs_renju_opens_a_big_library_and_says_a_bad_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* Renju - MIT licence, see LICENSE.
 *
 * The file dialog's folder without a display: a folder's listing (the way up, folders,
 * record files, by name; hidden and foreign files left out), the summary of each record
 * (date, players, rule, result, moves) from the fixtures of every format, and the bad
 * ones a hostile folder holds: broken records (shown bad with the reason), a huge file
 * (not read), a FIFO (never waited on), a folder and a link loop named like records, a
 * folder that cannot be read.
 */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "gamefiles.h"
#include "library.h"
#include "test_files.h"
#include "test_support.h"

#define FIXTURES "tests/fixtures/records/"

/* Copies a fixture into the temporary folder under its own name. */
static void copy_fixture(const char *dir, const char *name)
{
    char path[256];
    snprintf(path, sizeof path, FIXTURES "%s", name);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char buf[64 * 1024];
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(buf, 1, n, f), n);
    fclose(f);
}

static void summary_of(const char *dir, const char *name, GameFileSummary *s)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    gamefiles_summary(path, s);
}

static void test_gamefiles_summary_reads_our_text_record(void **state)
{
    const char *dir = *state;
    copy_fixture(dir, "good_game.renju");
    GameFileSummary s;
    summary_of(dir, "good_game.renju", &s);
    assert_int_equal(s.state, GAMEFILE_GOOD);
    /* The column is the file's time, as for every format; the game's date is said as
     * such on its line (audit 28, C11: two kinds of date in one column, untold). */
    assert_int_equal(strlen(s.date), strlen("2026-12-07 07:09"));
    assert_string_equal(s.played, "2026-11-30");
    char words[300];
    gamefiles_record_words(LANG_EN, &s, words, sizeof words);
    assert_string_equal(words, "Anna Kovács – Bob · played 2026-11-30 · Renju · Black wins — five "
                               "in a row · 9 moves");
    gamefiles_record_words(LANG_RU, &s, words, sizeof words);
    assert_null(strstr(words, "played"));
    assert_string_equal(s.black, "Anna Kovács");
    assert_string_equal(s.white, "Bob");
    assert_int_equal(s.rule, RULE_RENJU);
    assert_int_equal(s.opening, OPENING_FREE);
    assert_int_equal(s.result, RESULT_BLACK_WINS);
    assert_int_equal(s.reason, REASON_FIVE); /* h8 h9 h10 h11 h12 */
    assert_int_equal(s.moves, 9);
    assert_true(s.size > 0);
}

static void test_gamefiles_summary_reads_every_format(void **state)
{
    const char *dir = *state;
    static const char *const GOOD[] = {"good_game.sgf", "good_game.psq", "good_game.lib",
                                       "good_game.moves"};
    for (size_t i = 0; i < sizeof GOOD / sizeof GOOD[0]; i++) {
        copy_fixture(dir, GOOD[i]);
        GameFileSummary s;
        summary_of(dir, GOOD[i], &s);
        if (s.state != GAMEFILE_GOOD) {
            fail_msg("%s: %s", GOOD[i], s.err.msg);
        }
        assert_true(s.moves > 0);
        /* The file's own time, "YYYY-MM-DD HH:MM", whatever the record says. */
        assert_int_equal(strlen(s.date), strlen("2026-12-07 07:09"));
    }
}

static void test_gamefiles_summary_marks_broken_records_bad(void **state)
{
    const char *dir = *state;
    static const char *const BAD[] = {
        "bad_truncated.renju", "bad_result.renju",  "bad_offboard.renju", "bad_header.renju",
        "bad_duplicate.psq",   "bad_truncated.sgf", "bad_header.lib",     "bad_offboard.moves",
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        copy_fixture(dir, BAD[i]);
        GameFileSummary s;
        summary_of(dir, BAD[i], &s);
        if (s.state != GAMEFILE_BAD) {
            fail_msg("%s: state %d", BAD[i], (int)s.state);
        }
        /* The reason names the file, as opening it would. */
        assert_non_null(strstr(s.err.msg, BAD[i]));
    }
    support_write_file(dir, "empty.renju", "");
    support_write_file(dir, "noise.sgf", "\x01\x02\xff\xfe(;(;(;");
    GameFileSummary s;
    summary_of(dir, "empty.renju", &s);
    assert_int_equal(s.state, GAMEFILE_BAD);
    summary_of(dir, "noise.sgf", &s);
    assert_int_equal(s.state, GAMEFILE_BAD);
}

/* Audit 20b #2: a sound RenLib library of 60,000 moves is no damaged file; it only holds
 * more than a .lib is read with as a game (50000 moves), so it is listed as a library Open reads in
 * the library view. The same file cut short is damaged, and a game's record with too many lines
 * stays refused as ever. */
static void test_gamefiles_summary_knows_a_library_too_big_for_a_game(void **state)
{
    const char *dir = *state;
    size_t len = 0;
    char *data = library_generate(1, 60000, &len);
    assert_non_null(data);
    char path[256];
    snprintf(path, sizeof path, "%s/big.lib", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, len, f), len);
    fclose(f);
    GameFileSummary s;
    summary_of(dir, "big.lib", &s);
    assert_int_equal(s.state, GAMEFILE_LIBRARY);
    assert_int_equal(s.err.reason, RECORD_R_LINES_TOO_MANY);
    assert_true(gamefiles_library_only(path));
    f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, len - 7, f), len - 7); /* the end cut off */
    fclose(f);
    summary_of(dir, "big.lib", &s);
    assert_int_equal(s.state, GAMEFILE_LIBRARY); /* read up to the cut (audit 34b, B3) */
    f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, 21, f), 21); /* no move before the cut */
    fclose(f);
    summary_of(dir, "big.lib", &s);
    assert_int_equal(s.state, GAMEFILE_BAD);
    assert_false(gamefiles_library_only(path));
    /* The Merge tab's Enter merges (a new library with these lines), never "Enter opens it" */
    for (int big = 0; big < 2; big++) {
        const char *open = i18n_text(LANG_EN, gamefiles_library_words(false, big));
        const char *merge = i18n_text(LANG_EN, gamefiles_library_words(true, big));
        assert_non_null(strstr(open, "Enter opens it in the library view"));
        assert_null(strstr(merge, "Enter opens"));
        assert_non_null(strstr(merge, "Enter writes it with these lines as a new file"));
    }
    copy_fixture(dir, "good_game.renju");
    snprintf(path, sizeof path, "%s/good_game.renju", dir);
    assert_false(gamefiles_library_only(path));
    free(data);
}

/* Writes name in dir: RenLib's header (or other first bytes), then zeros to size bytes
 * (sparse: nothing is written but the head). */
static void write_head_of_size(const char *dir, const char *name, const char *head, size_t n,
                               off_t size, char *path, size_t cap)
{
    snprintf(path, cap, "%s/%s", dir, name);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, head, n), (ssize_t)n);
    assert_int_equal(ftruncate(fd, size), 0);
    close(fd);
}

/* Audit 24 B1: a RenLib library of 19 MB was refused "not a game record" by Open, a drop
 * and --load, though --help says a library too large for a game opens in the library
 * view. A .lib over 4 MB that starts with RenLib's header is listed as a library the
 * library view reads (only its header is read here); one without the header, one the
 * library view would not read either (64 MB), and a record over 4 MB stay too large. */
static void test_gamefiles_summary_sends_a_large_library_to_the_library_view(void **state)
{
    const char *dir = *state;
    static const char HEAD[20] = "\xffRenLib\xff\x03\x04\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff";
    char path[256];
    GameFileSummary s;
    write_head_of_size(dir, "club.lib", HEAD, sizeof HEAD, 19L * 1024 * 1024, path, sizeof path);
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_LIBRARY);
    assert_true(s.size == 19L * 1024 * 1024);
    assert_true(gamefiles_library_only(path));
    /* No RenLib file, or too large for a library: refused as a library, not as "larger
     * than 4 MB — not a game record" (audit 28, C12). */
    write_head_of_size(dir, "noise.lib", "PK\x03\x04", 4, 19L * 1024 * 1024, path, sizeof path);
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_BAD);
    assert_int_equal(s.err.reason, RECORD_R_NOT_LIB);
    assert_false(gamefiles_library_only(path));
    RecordError err;
    assert_true(gamefiles_refused(path, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_LIB);
    assert_non_null(strstr(err.msg, "noise.lib"));
    assert_true(gamefiles_big_lib_refused(path, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_LIB);
    write_head_of_size(dir, "huge.lib", HEAD, sizeof HEAD, LIBRARY_FILE_MAX, path, sizeof path);
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_BAD);
    assert_int_equal(s.err.reason, RECORD_R_LIBRARY_TOO_LARGE);
    write_head_of_size(dir, "club.renju", HEAD, sizeof HEAD, 19L * 1024 * 1024, path, sizeof path);
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_TOO_LARGE);
    assert_false(gamefiles_big_lib_refused(path, &err));
}

/* Fix 26b, item 2: an old RenLib library without the header (RenLib 3.0's files start at
 * their first move, h8, with no root node) over 4 MB was refused as too large by Open, though
 * the library view reads it. Its first node is looked at as a header is, the whole file read
 * by the library view; a file that only starts as one is refused there, with its reason. */
static void test_gamefiles_summary_sends_an_old_headerless_library_to_the_library_view(void **state)
{
    const char *dir = *state;
    size_t len = 0;
    char *data = library_generate(3, 560000, &len); /* RenLib 3.4's header, then the root */
    assert_non_null(data);
    assert_true(len - 22 > (size_t)GAMEFILES_READ_MAX);
    assert_int_equal((unsigned char)data[22], 0x78); /* h8, the root's one child */
    char path[256];
    snprintf(path, sizeof path, "%s/old.lib", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data + 22, 1, len - 22, f), len - 22);
    fclose(f);
    GameFileSummary s;
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_LIBRARY);
    assert_true(gamefiles_library_only(path));
    Library *headed = library_load(data, len, NULL);
    RecordError err;
    Library *old = library_read_file(path, &err); /* as the library view reads it */
    assert_non_null(headed);
    assert_non_null(old);
    assert_int_equal(library_moves(old), library_moves(headed));
    library_free(old);
    library_free(headed);
    free(data);
    /* h8, then nothing a library holds: listed so, refused when read, with a reason. */
    write_head_of_size(dir, "fake.lib", "\x78\x00", 2, 19L * 1024 * 1024, path, sizeof path);
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_LIBRARY);
    assert_null(library_read_file(path, &err));
    assert_int_not_equal(err.reason, RECORD_R_NONE);
    assert_non_null(strstr(err.msg, "fake.lib"));
}

/* Audit 24 C11: killed.renju.tmp-eGnZnT, left by a save killed mid-write, stayed in the
 * games folder through restarts. Listing the folder removes such a file once it is a
 * minute old (a save under way in another window keeps its own). */
static void test_gamefiles_list_removes_a_killed_saves_leftover(void **state)
{
    const char *dir = *state;
    char path[256];
    support_write_file(dir, "killed.renju.tmp-eGnZnT", "Renju record 1\n");
    snprintf(path, sizeof path, "%s/killed.renju.tmp-eGnZnT", dir);
    time_t old = time(NULL) - RECORD_TEMP_STALE_S - 5;
    struct timespec t[2] = {{old, 0}, {old, 0}};
    assert_int_equal(utimensat(AT_FDCWD, path, t, 0), 0);
    support_write_file(dir, "saving.renju.tmp-Ab12Cd", "Renju record 1\n");
    GameFolder *f = malloc(sizeof *f);
    assert_non_null(f);
    assert_true(gamefiles_list(f, dir));
    assert_int_equal(access(path, F_OK), -1);
    snprintf(path, sizeof path, "%s/saving.renju.tmp-Ab12Cd", dir);
    assert_int_equal(access(path, F_OK), 0);
    free(f);
}

static void test_gamefiles_summary_does_not_read_a_huge_file(void **state)
{
    const char *dir = *state;
    char path[256];
    snprintf(path, sizeof path, "%s/huge.renju", dir);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, 3LL * 1024 * 1024 * 1024), 0); /* 3 GiB, sparse */
    close(fd);
    GameFileSummary s;
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_TOO_LARGE);
    assert_true(s.size == 3LL * 1024 * 1024 * 1024);
    /* One byte over the limit is over it. */
    fd = open(path, O_WRONLY | O_TRUNC);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, GAMEFILES_READ_MAX + 1), 0);
    close(fd);
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_TOO_LARGE);
}

/* What the list marks unreadable Open refuses before it asks to keep the game, with
 * Open's own reason: too large, broken; a good record is not refused. */
static void test_gamefiles_refused_before_the_question(void **state)
{
    const char *dir = *state;
    char path[256];
    snprintf(path, sizeof path, "%s/big.lib", dir);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, 7 * 1024 * 1024), 0);
    close(fd);
    RecordError err;
    assert_true(gamefiles_refused(path, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_LIB); /* 7 MB of zeros: no RenLib file */
    assert_non_null(strstr(err.msg, "big.lib"));
    copy_fixture(dir, "bad_truncated.sgf");
    snprintf(path, sizeof path, "%s/bad_truncated.sgf", dir);
    assert_true(gamefiles_refused(path, &err));
    assert_non_null(strstr(err.msg, "bad_truncated.sgf"));
    support_write_file(dir, "good.moves", "h8 i9 h10");
    snprintf(path, sizeof path, "%s/good.moves", dir);
    assert_false(gamefiles_refused(path, &err));
}

/* A record Open reads (1.19 MB, 3 MB, one byte under 4 MB: comments make it long) is
 * summarized like any other, not called too large; from 4 MB on, neither reads it. */
static void test_gamefiles_summary_reads_what_open_reads(void **state)
{
    const char *dir = *state;
    static const long long SIZES[] = {1247805, 3LL * 1024 * 1024, RECORD_FILE_MAX - 1};
    FILE *in = fopen(FIXTURES "good_game.renju", "rb");
    assert_non_null(in);
    static char game[4096];
    size_t glen = fread(game, 1, sizeof game, in);
    fclose(in);
    char path[256];
    snprintf(path, sizeof path, "%s/long.renju", dir);
    for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++) {
        FILE *f = fopen(path, "wb");
        assert_non_null(f);
        long long left = SIZES[i] - (long long)glen;
        while (left > 0) {
            char line[80];
            int n = left >= 64 ? 63 : (int)left - 1;
            memset(line, 'x', sizeof line);
            line[0] = '#';
            line[n] = '\n';
            assert_int_equal(fwrite(line, 1, (size_t)n + 1, f), (size_t)n + 1);
            left -= n + 1;
        }
        assert_int_equal(fwrite(game, 1, glen, f), glen);
        fclose(f);
        GameFileSummary s;
        gamefiles_summary(path, &s);
        if (s.state != GAMEFILE_GOOD) {
            fail_msg("%lld bytes: state %d, %s", SIZES[i], (int)s.state, s.err.msg);
        }
        assert_true(s.size == SIZES[i]);
        assert_int_equal(s.moves, 9); /* h8 ... h12 */
        char *data = NULL;
        size_t len = 0;
        RecordError err;
        assert_true(record_read_file(path, &data, &len, &err)); /* and Open reads it */
        free(data);
    }
    int fd = open(path, O_WRONLY | O_TRUNC);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, RECORD_FILE_MAX), 0);
    close(fd);
    GameFileSummary s;
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_TOO_LARGE);
    char *data = NULL;
    size_t len = 0;
    RecordError err;
    assert_false(record_read_file(path, &data, &len, &err));
    assert_int_equal(err.reason, RECORD_R_FILE_TOO_LARGE);
}

static void on_alarm(int sig)
{
    (void)sig;
    _exit(3); /* blocked on the FIFO: the test binary fails */
}

static void test_gamefiles_summary_never_waits_on_a_fifo(void **state)
{
    const char *dir = *state;
    char path[256];
    snprintf(path, sizeof path, "%s/pipe.renju", dir);
    assert_int_equal(mkfifo(path, 0644), 0);
    signal(SIGALRM, on_alarm);
    alarm(5);
    GameFileSummary s;
    gamefiles_summary(path, &s);
    alarm(0);
    assert_int_equal(s.state, GAMEFILE_UNREADABLE);
    /* The reason Open gives, not "cannot open it". */
    assert_int_equal(s.err.reason, RECORD_R_NOT_A_FILE);
    assert_non_null(strstr(s.err.msg, "not a regular file"));
    /* And the listing shows it as a record file, to be summarized like any other. */
    GameFolder *f = malloc(sizeof *f);
    assert_non_null(f);
    assert_true(gamefiles_list(f, dir));
    assert_int_equal(f->n, 2); /* "..", pipe.renju */
    assert_int_equal(f->entries[1].kind, GAMEFILE_RECORD);
    alarm(5);
    assert_int_equal(gamefiles_read_some(f, 0, 10), 1);
    alarm(0);
    assert_int_equal(f->entries[1].sum.state, GAMEFILE_UNREADABLE);
    assert_int_equal(f->entries[1].sum.err.reason, RECORD_R_NOT_A_FILE);
    free(f);
}

/* An SGF collection (c-gomoku-cli's match) is listed with a row for each later game under
 * it, each summarized as Open reads that game: its players, result and moves, and which
 * game of how many it is; the file's own row is its game 1 (audit 32a C10: the window
 * read game 1 and offered no way to another). */
static void test_gamefiles_collection_lists_each_game(void **state)
{
    const char *dir = *state;
    support_write_file(dir, "match.sgf",
                       "(;FF[4]GM[4]SZ[15]PB[Anna]PW[Bob]RE[W+R];B[hh];W[ii];B[hg])\n"
                       "(;FF[4]GM[4]SZ[15]PB[Bob]PW[Anna]RE[B+R];B[hh];W[ig])\n"
                       "(;FF[4]GM[4]SZ[15]PB[Carl]PW[Dora];B[hh];W[ig];B[ih];W[ji])\n");
    support_write_file(dir, "z.renju", "h8 i9\n");
    GameFolder *f = malloc(sizeof *f);
    assert_non_null(f);
    assert_true(gamefiles_list(f, dir));
    assert_int_equal(f->n, 3); /* "..", match.sgf, z.renju: the games come once it is read */
    while (gamefiles_read_some(f, 0, 1) > 0) {
    }
    assert_int_equal(f->n, 5);
    static const struct {
        const char *name;
        int game;
        const char *words;
    } WANT[] = {
        {"match.sgf", 0,
         "Game 1 of 3 · Anna – Bob · Renju · White wins — Black resigned · 3 moves"},
        {"match.sgf", 2,
         "Game 2 of 3 · Bob – Anna · Renju · Black wins — White resigned · 2 moves"},
        {"match.sgf", 3, "Game 3 of 3 · Carl – Dora · Renju · unfinished · 4 moves"},
        {"z.renju", 0, "Renju · unfinished · 2 moves"},
    };
    for (int i = 0; i < 4; i++) {
        const GameFileEntry *e = &f->entries[i + 1];
        assert_int_equal(e->kind, GAMEFILE_RECORD);
        assert_string_equal(e->name, WANT[i].name);
        assert_int_equal(e->game, WANT[i].game);
        assert_int_equal(e->sum.state, GAMEFILE_GOOD);
        char words[300];
        gamefiles_record_words(LANG_EN, &e->sum, words, sizeof words);
        assert_string_equal(words, WANT[i].words);
    }
    char words[300];
    gamefiles_record_words(LANG_RU, &f->entries[2].sum, words, sizeof words);
    assert_non_null(strstr(words, "Партия 2 из 3 · Bob – Anna"));
    free(f);
}

/* A collection of 100 games (a match of c-gomoku-cli's, as large as a 4 MB one in games):
 * its rows come in order, each as Open reads that game (its players, its moves; game 52,
 * whose second move is on the first's point, bad with Open's reason, at the file's byte),
 * in a number of steps of gamefiles_read_some that the games decide, not the frames: game
 * 1 and its rows, then GAMEFILES_GAMES_A_READ rows a reading of the file (each row read
 * the whole file again: a 4 MB collection's rows came one a frame). */
static void test_gamefiles_collection_rows_come_many_a_reading(void **state)
{
    const char *dir = *state;
    enum { GAMES = 100 };
    static char text[GAMES * 80];
    size_t len = 0;
    for (int k = 1; k <= GAMES; k++) {
        /* game k: players "Pk" and "Qk", k % 5 + 1 moves (game 52: W on h8 again) */
        len += (size_t)snprintf(text + len, sizeof text - len, "(;FF[4]GM[4]SZ[15]PB[P%d]PW[Q%d]",
                                k, k);
        static const char *const MOVES[5] = {";B[hh]", ";W[ii]", ";B[hg]", ";W[jj]", ";B[hf]"};
        for (int m = 0; m <= k % 5; m++) {
            len += (size_t)snprintf(text + len, sizeof text - len, "%s",
                                    k == 52 && m == 1 ? ";W[hh]" : MOVES[m]);
        }
        len += (size_t)snprintf(text + len, sizeof text - len, ")\n");
    }
    support_write_file(dir, "long-match.sgf", text);
    char path[300];
    snprintf(path, sizeof path, "%s/long-match.sgf", dir);
    GameFolder *f = malloc(sizeof *f);
    Game *g = malloc(sizeof *g);
    assert_true(f && g);
    assert_true(gamefiles_list(f, dir));
    int steps = 0, rows = 0, n;
    while ((n = gamefiles_read_some(f, 0, 1)) > 0) {
        steps++;
        rows += n;
    }
    assert_int_equal(f->n, 1 + GAMES); /* "..", then game 1's row and the 99 others' */
    assert_int_equal(rows, GAMES);
    assert_int_equal(steps, 1 + (GAMES - 1 + GAMEFILES_GAMES_A_READ - 1) / GAMEFILES_GAMES_A_READ);
    for (int k = 1; k <= GAMES; k++) {
        const GameFileEntry *e = &f->entries[k];
        assert_string_equal(e->name, "long-match.sgf");
        assert_int_equal(e->game, k == 1 ? 0 : k);
        RecordInfo info;
        RecordError err;
        bool opens = record_load_file_game(path, NULL, k, g, NULL, &info, &err);
        assert_true(opens == (k != 52));
        if (!opens) {
            assert_int_equal(e->sum.state, GAMEFILE_BAD);
            assert_int_equal(e->sum.err.reason, err.reason);
            assert_int_equal(e->sum.err.offset, err.offset);
            continue;
        }
        assert_int_equal(e->sum.state, GAMEFILE_GOOD);
        assert_int_equal(e->sum.game, k);
        assert_int_equal(e->sum.games, GAMES);
        assert_string_equal(e->sum.black, info.black);
        assert_string_equal(e->sum.white, info.white);
        assert_int_equal(e->sum.moves, g->board.ply);
        assert_int_equal(e->sum.moves, k % 5 + 1);
    }
    free(g);
    free(f);
}

static void test_gamefiles_summary_of_a_folder_or_a_link_loop_is_unreadable(void **state)
{
    const char *dir = *state;
    char path[256];
    snprintf(path, sizeof path, "%s/folder.renju", dir);
    assert_int_equal(mkdir(path, 0755), 0);
    GameFileSummary s;
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_UNREADABLE);
    assert_int_equal(s.err.reason, RECORD_R_IS_DIRECTORY);
    snprintf(path, sizeof path, "%s/loop.renju", dir);
    assert_int_equal(symlink("loop.renju", path), 0);
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_UNREADABLE);
    assert_non_null(strstr(s.err.msg, "loop.renju"));
    snprintf(path, sizeof path, "%s/missing.renju", dir);
    gamefiles_summary(path, &s);
    assert_int_equal(s.state, GAMEFILE_UNREADABLE);
}

static void test_gamefiles_list_folders_first_then_records_by_name(void **state)
{
    const char *dir = *state;
    copy_fixture(dir, "good_game.renju");
    copy_fixture(dir, "bad_truncated.sgf");
    support_write_file(dir, "notes.pdf", "not a record");
    support_write_file(dir, ".hidden.renju", "Renju record 1\nend\n");
    char path[256];
    snprintf(path, sizeof path, "%s/zeta", dir);
    assert_int_equal(mkdir(path, 0755), 0);
    snprintf(path, sizeof path, "%s/alpha.renju", dir); /* a folder named like a record */
    assert_int_equal(mkdir(path, 0755), 0);
    GameFolder *f = malloc(sizeof *f);
    assert_non_null(f);
    assert_true(gamefiles_list(f, dir));
    assert_int_equal(f->error, 0);
    assert_int_equal(f->n, 5);
    assert_int_equal(f->entries[0].kind, GAMEFILE_PARENT);
    assert_string_equal(f->entries[1].name, "alpha.renju");
    assert_int_equal(f->entries[1].kind, GAMEFILE_DIR);
    assert_string_equal(f->entries[2].name, "zeta");
    assert_int_equal(f->entries[2].kind, GAMEFILE_DIR);
    assert_string_equal(f->entries[3].name, "bad_truncated.sgf");
    assert_string_equal(f->entries[4].name, "good_game.renju");
    assert_int_equal(f->entries[3].sum.state, GAMEFILE_UNREAD);
    /* A few at a time, from the given entry on. */
    assert_int_equal(gamefiles_read_some(f, 4, 1), 1);
    assert_int_equal(f->entries[4].sum.state, GAMEFILE_GOOD);
    assert_int_equal(f->entries[3].sum.state, GAMEFILE_UNREAD);
    assert_int_equal(gamefiles_read_some(f, 4, 5), 1);
    assert_int_equal(f->entries[3].sum.state, GAMEFILE_BAD);
    assert_int_equal(gamefiles_read_some(f, 0, 5), 0);
    free(f);
}

static void test_gamefiles_list_of_a_folder_that_cannot_be_read(void **state)
{
    const char *dir = *state;
    GameFolder *f = malloc(sizeof *f);
    assert_non_null(f);
    char path[256];
    snprintf(path, sizeof path, "%s/nowhere", dir);
    assert_false(gamefiles_list(f, path));
    assert_int_equal(f->error, ENOENT);
    assert_int_equal(f->n, 1); /* the way back up stays */
    assert_int_equal(f->entries[0].kind, GAMEFILE_PARENT);
    support_write_file(dir, "plain", "x");
    snprintf(path, sizeof path, "%s/plain", dir);
    assert_false(gamefiles_list(f, path));
    assert_int_equal(f->error, ENOTDIR);
    /* The root has no way up. */
    assert_true(gamefiles_list(f, "/"));
    assert_true(f->n == 0 || f->entries[0].kind != GAMEFILE_PARENT);
    free(f);
}

static void test_gamefiles_list_keeps_at_most_its_limit(void **state)
{
    const char *dir = *state;
    for (int i = 0; i < GAMEFILES_MAX + 10; i++) {
        char name[32];
        snprintf(name, sizeof name, "g%03d.moves", i);
        support_write_file(dir, name, "h8");
    }
    GameFolder *f = malloc(sizeof *f);
    assert_non_null(f);
    assert_true(gamefiles_list(f, dir));
    assert_int_equal(f->n, GAMEFILES_MAX);
    assert_int_equal(f->left_out, 11); /* the ten, and one for ".." */
    free(f);
}

/* A folder of 700 records lists the newest 255 (and ".."), by name, and counts the 445
 * older ones; keeping readdir's first 256 (hash order) lost the newest game (audit 34a,
 * B1). The file times are set out of the names' order. */
static void test_gamefiles_list_keeps_the_newest_records(void **state)
{
    const char *dir = *state;
    enum { N = 700 };
    const time_t base = 1700000000;
    for (int i = 1; i <= N; i++) {
        char name[32], path[512];
        snprintf(name, sizeof name, "game%04d.renju", i);
        support_write_file(dir, name, "h8 i9\n");
        snprintf(path, sizeof path, "%s/%s", dir, name);
        /* game0700 newest, then a shuffle: 7 * i mod 701 is a permutation of 1..700. */
        long age = i == N ? 0 : (long)((7 * i) % 701);
        struct timespec t[2] = {{base - age * 60, 0}, {base - age * 60, 0}};
        assert_int_equal(utimensat(AT_FDCWD, path, t, 0), 0);
    }
    GameFolder *f = malloc(sizeof *f);
    assert_non_null(f);
    assert_true(gamefiles_list(f, dir));
    assert_int_equal(f->n, GAMEFILES_MAX);
    assert_int_equal(f->left_out, N - (GAMEFILES_MAX - 1));
    assert_int_equal(f->older, 445);
    assert_false(f->capped);
    bool listed[N + 1] = {false};
    for (int i = 1; i < f->n; i++) {
        int k = atoi(f->entries[i].name + 4);
        assert_true(k >= 1 && k <= N);
        listed[k] = true;
        if (i > 1) { /* shown by name */
            assert_true(strcmp(f->entries[i - 1].name, f->entries[i].name) < 0);
        }
    }
    assert_true(listed[N]); /* the newest */
    /* Every one listed is newer than every one left out. */
    for (int i = 1; i < N; i++) {
        bool newest = (7 * i) % 701 < 255;
        assert_int_equal(listed[i], newest);
    }
    free(f);
}

/* Any name the file system allows is listed (255 bytes): a 64-letter Cyrillic name is
 * 128 bytes, and the dialog once left out every name of 96 bytes or more, so a game could
 * be saved that Open never showed. */
static void test_gamefiles_list_shows_the_longest_names(void **state)
{
    const char *dir = *state;
    char name[256] = "", folder[256] = "";
    size_t len = 0;
    for (int i = 0; i < 64; i++) {
        len += (size_t)snprintf(name + len, sizeof name - len, "%s", "ж");
    }
    snprintf(name + len, sizeof name - len, ".renju"); /* 134 bytes */
    support_write_file(dir, name, "h8 i9 h9\n");
    memset(folder, 'f', 255); /* NAME_MAX */
    char path[600];
    snprintf(path, sizeof path, "%s/%s", dir, folder);
    assert_int_equal(mkdir(path, 0755), 0);
    char longest[256];
    memset(longest, 'g', 249);
    snprintf(longest + 249, sizeof longest - 249, ".moves"); /* 255 bytes */
    support_write_file(dir, longest, "h8 i9\n");
    GameFolder *f = malloc(sizeof *f);
    assert_non_null(f);
    assert_true(gamefiles_list(f, dir));
    assert_int_equal(f->left_out, 0);
    assert_int_equal(f->n, 4);
    assert_string_equal(f->entries[1].name, folder);
    assert_string_equal(f->entries[2].name, longest);
    assert_string_equal(f->entries[3].name, name);
    assert_int_equal(gamefiles_read_some(f, 0, 5), 2);
    assert_int_equal(f->entries[2].sum.state, GAMEFILE_GOOD);
    assert_int_equal(f->entries[3].sum.state, GAMEFILE_GOOD);
    assert_int_equal(f->entries[3].sum.moves, 3);
    free(f);
}

static void test_gamefiles_parent_and_join(void **state)
{
    (void)state;
    char buf[64];
    assert_true(gamefiles_parent("/a/b", buf, sizeof buf));
    assert_string_equal(buf, "/a");
    assert_true(gamefiles_parent("/a/b/", buf, sizeof buf));
    assert_string_equal(buf, "/a");
    assert_true(gamefiles_parent("/a", buf, sizeof buf));
    assert_string_equal(buf, "/");
    assert_true(gamefiles_parent("/a//b", buf, sizeof buf));
    assert_string_equal(buf, "/a");
    assert_false(gamefiles_parent("/", buf, sizeof buf));
    assert_false(gamefiles_parent("games", buf, sizeof buf));
    assert_true(gamefiles_join("/", "x.renju", buf, sizeof buf));
    assert_string_equal(buf, "/x.renju");
    assert_true(gamefiles_join("/a", "x.renju", buf, sizeof buf));
    assert_string_equal(buf, "/a/x.renju");
    assert_false(
        gamefiles_join("/a", "a-name-longer-than-the-buffer-allows-to-hold-at-all.renju", buf, 16));
}

int main(void)
{
    support_load_translations();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_gamefiles_summary_reads_our_text_record,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_summary_reads_every_format,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_summary_marks_broken_records_bad,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_summary_reads_what_open_reads,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_summary_knows_a_library_too_big_for_a_game,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(
            test_gamefiles_summary_sends_a_large_library_to_the_library_view,
            support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(
            test_gamefiles_summary_sends_an_old_headerless_library_to_the_library_view,
            support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_list_removes_a_killed_saves_leftover,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_summary_does_not_read_a_huge_file,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_refused_before_the_question,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_summary_never_waits_on_a_fifo,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(
            test_gamefiles_summary_of_a_folder_or_a_link_loop_is_unreadable, support_temp_dir_setup,
            support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_list_folders_first_then_records_by_name,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_list_of_a_folder_that_cannot_be_read,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_list_shows_the_longest_names,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_list_keeps_the_newest_records,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_list_keeps_at_most_its_limit,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test(test_gamefiles_parent_and_join),
        cmocka_unit_test_setup_teardown(test_gamefiles_collection_lists_each_game,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_gamefiles_collection_rows_come_many_a_reading,
                                        support_temp_dir_setup, support_temp_dir_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* Renju - MIT licence, see LICENSE.
 *
 * The storage module with a temporary HOME: XDG directories and their defaults, the
 * autosave (written, resumed, refused when damaged, and whole after a kill -9 in the
 * middle of saving), the atomic save every save goes through (mode kept, symbolic links
 * written through) and the settings file's save errors.
 */
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <dirent.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "progress.h"
#include "settings.h"
#include "storage.h"
#include "test_files.h"
#include "test_support.h"

static char home[64];

/* Each test gets a fresh HOME and no XDG variables. */
static int setup_home(void **state)
{
    (void)state;
    snprintf(home, sizeof home, "/tmp/renju-storage-test-XXXXXX");
    if (!mkdtemp(home)) {
        return -1;
    }
    setenv("HOME", home, 1);
    unsetenv("XDG_DATA_HOME");
    unsetenv("XDG_CONFIG_HOME");
    return 0;
}

static int remove_home(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
    return system(cmd) == 0 ? 0 : -1;
}

static Game *game_of(const char *moves) { return support_game(RULE_RENJU, moves); }

static void test_storage_paths_default_under_home(void **state)
{
    (void)state;
    StoragePaths sp;
    RecordError err;
    char expected[256];
    assert_true(storage_paths_init(&sp, &err));
    snprintf(expected, sizeof expected, "%s/.local/share/renju", home);
    assert_string_equal(sp.data_dir, expected);
    snprintf(expected, sizeof expected, "%s/.config/renju", home);
    assert_string_equal(sp.config_dir, expected);
}

static void test_storage_paths_follow_xdg_variables(void **state)
{
    (void)state;
    StoragePaths sp;
    RecordError err;
    setenv("XDG_DATA_HOME", "/srv/data", 1);
    setenv("XDG_CONFIG_HOME", "relative/ignored", 1); /* the spec ignores relative paths */
    assert_true(storage_paths_init(&sp, &err));
    assert_string_equal(sp.data_dir, "/srv/data/renju");
    char expected[256];
    snprintf(expected, sizeof expected, "%s/.config/renju", home);
    assert_string_equal(sp.config_dir, expected);
    unsetenv("HOME");
    unsetenv("XDG_DATA_HOME");
    assert_false(storage_paths_init(&sp, &err));
    assert_non_null(strstr(err.msg, "HOME"));
}

/* Every "autosave.renju.tmp-*" in dir made an hour old (RECORD_TEMP_STALE_S is less). */
static void age_temps(const char *dir)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        char path[STORAGE_PATH_MAX + 300];
        if (strncmp(e->d_name, "autosave.renju.tmp-", 19) == 0) {
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            struct timespec t[2] = {{time(NULL) - 3600, 0}, {time(NULL) - 3600, 0}};
            assert_int_equal(utimensat(AT_FDCWD, path, t, 0), 0);
        }
    }
    closedir(d);
}

/* A killed save's "NAME.tmp-XXXXXX" beside the files the window owns goes at start: the
 * settings' (settings_start), the autosave's (its load) and the study progress's (its
 * load), each only its own name's; a file the player named stays. */
static void test_storage_start_removes_killed_saves_temporary_files(void **state)
{
    (void)state;
    StoragePaths sp;
    RecordError err;
    assert_true(storage_paths_init(&sp, &err));
    assert_true(storage_make_dirs(sp.data_dir, &err));
    static const char *const NAMES[] = {"autosave.renju.tmp-Ab12Cd",
                                        "study-progress.txt.tmp-x9Y8z7", "mine.renju.tmp-Ab12Cd",
                                        "autosave.renju"};
    char path[STORAGE_PATH_MAX + 64];
    for (int i = 0; i < 4; i++) {
        support_write_file(sp.data_dir, NAMES[i], i == 3 ? "Renju record 3\n" : "cut");
        snprintf(path, sizeof path, "%s/%s", sp.data_dir, NAMES[i]);
        struct timespec t[2] = {{time(NULL) - 3600, 0}, {time(NULL) - 3600, 0}};
        assert_int_equal(utimensat(AT_FDCWD, path, t, 0), 0);
    }
    unlink(path); /* no autosave: its temporary file goes all the same */
    Game *g = game_of("h8");
    storage_autosave_load(&sp, g, NULL, NULL, &err);
    Progress *p = malloc(sizeof *p);
    assert_non_null(p);
    char aside[128];
    progress_load(&sp, time(NULL), p, aside, sizeof aside, &err);
    assert_int_equal(support_count_entries(sp.data_dir), 1); /* the player's mine.renju... */
    snprintf(path, sizeof path, "%s/mine.renju.tmp-Ab12Cd", sp.data_dir);
    assert_int_equal(access(path, F_OK), 0);
    /* settings.conf's, in its own folder. */
    char conf[STORAGE_PATH_MAX];
    assert_true(settings_path(NULL, home, conf, sizeof conf));
    snprintf(path, sizeof path, "%s.tmp-Zz0Yy1", conf);
    char dir[STORAGE_PATH_MAX];
    snprintf(dir, sizeof dir, "%.*s", (int)(strrchr(conf, '/') - conf), conf);
    assert_true(storage_make_dirs(dir, &err));
    support_write_file(dir, "settings.conf.tmp-Zz0Yy1", "language = ");
    struct timespec t[2] = {{time(NULL) - 3600, 0}, {time(NULL) - 3600, 0}};
    assert_int_equal(utimensat(AT_FDCWD, path, t, 0), 0);
    Settings *s = calloc(1, sizeof *s);
    assert_non_null(s);
    settings_defaults(s, "en");
    assert_int_equal(settings_start(s, conf, 0, &err, aside, sizeof aside), SETTINGS_READ);
    assert_int_equal(access(path, F_OK), -1);
    free(s);
    free(p);
    free(g);
}

static void test_storage_autosave_resumes_the_game(void **state)
{
    (void)state;
    StoragePaths sp;
    RecordError err;
    assert_true(storage_paths_init(&sp, &err));
    Game *g = game_of("h8 i9 h9 i10");
    g->actions[3].time_ms = 2500;
    Game *back = game_of("h8");
    assert_int_equal(storage_autosave_load(&sp, back, NULL, NULL, &err), STORAGE_NONE);
    RecordInfo info;
    memset(&info, 0, sizeof info);
    snprintf(info.black, sizeof info.black, "Anna");
    /* The directory chain is created on the first save. */
    assert_true(storage_autosave_write(&sp, g, NULL, &info, &err));
    struct stat st;
    assert_int_equal(stat(sp.data_dir, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
    RecordInfo info_back;
    assert_int_equal(storage_autosave_load(&sp, back, NULL, &info_back, &err), STORAGE_LOADED);
    assert_int_equal(back->board.ply, 4);
    assert_int_equal(back->actions[3].time_ms, 2500);
    assert_int_equal(back->board.hash, g->board.hash);
    assert_string_equal(info_back.black, "Anna");
    assert_true(storage_autosave_clear(&sp));
    assert_int_equal(storage_autosave_load(&sp, back, NULL, NULL, &err), STORAGE_NONE);
    assert_true(storage_autosave_clear(&sp));
    free(g);
    free(back);
}

static void test_storage_autosave_fails_cleanly_when_the_directory_cannot_exist(void **state)
{
    (void)state;
    StoragePaths sp;
    RecordError err;
    assert_true(storage_paths_init(&sp, &err));
    support_write_file(home, ".local", "a file where a directory should be\n");
    Game *g = game_of("h8");
    assert_false(storage_autosave_write(&sp, g, NULL, NULL, &err));
    assert_non_null(strstr(err.msg, ".local"));
    assert_int_equal(storage_autosave_load(&sp, g, NULL, NULL, &err), STORAGE_NONE);
    free(g);
}

static void test_storage_damaged_autosave_is_reported_and_game_kept(void **state)
{
    (void)state;
    StoragePaths sp;
    RecordError err;
    assert_true(storage_paths_init(&sp, &err));
    assert_true(storage_make_dirs(sp.data_dir, &err));
    support_write_file(sp.data_dir, STORAGE_AUTOSAVE_NAME, "Renju record 1\n1. h8\n2. h8\nend\n");
    Game *g = game_of("h8 i9");
    uint64_t hash = g->board.hash;
    assert_int_equal(storage_autosave_load(&sp, g, NULL, NULL, &err), STORAGE_BAD);
    assert_non_null(strstr(err.msg, "line 3: move 2 (h8): h8 is occupied"));
    assert_int_equal(g->board.hash, hash);
    assert_int_equal(g->board.ply, 2);
    free(g);
}

/* An unreadable autosave goes aside under a dated name; a second one of the same second
 * gets its own name and never replaces the first; a directory or nothing stays put. */
static void test_storage_unreadable_autosave_is_set_aside_never_over_another(void **state)
{
    (void)state;
    StoragePaths sp;
    RecordError err;
    assert_true(storage_paths_init(&sp, &err));
    assert_true(storage_make_dirs(sp.data_dir, &err));
    char name[128], name2[128], text[256];
    assert_true(storage_autosave_set_aside(&sp, 0, name, sizeof name, &err));
    assert_string_equal(name, ""); /* no autosave: nothing to keep */
    support_write_file(sp.data_dir, STORAGE_AUTOSAVE_NAME, "");
    assert_true(storage_autosave_set_aside(&sp, 0, name, sizeof name, &err));
    assert_string_equal(name, ""); /* empty: nothing to keep either */
    support_write_file(sp.data_dir, STORAGE_AUTOSAVE_NAME, "Renju record 2\nfirst\n");
    time_t when = 1700000000;
    assert_true(storage_autosave_set_aside(&sp, when, name, sizeof name, &err));
    assert_int_equal(strncmp(name, "autosave-unreadable-20", 22), 0);
    assert_non_null(strstr(name, ".renju"));
    support_read_file(sp.data_dir, name, text, sizeof text);
    assert_string_equal(text, "Renju record 2\nfirst\n");
    support_read_file(sp.data_dir, STORAGE_AUTOSAVE_NAME, text, sizeof text);
    assert_string_equal(text, "");
    support_write_file(sp.data_dir, STORAGE_AUTOSAVE_NAME, "second\n");
    assert_true(storage_autosave_set_aside(&sp, when, name2, sizeof name2, &err));
    assert_string_not_equal(name, name2);
    support_read_file(sp.data_dir, name, text, sizeof text);
    assert_string_equal(text, "Renju record 2\nfirst\n");
    support_read_file(sp.data_dir, name2, text, sizeof text);
    assert_string_equal(text, "second\n");
    char dir[STORAGE_PATH_MAX + 32];
    assert_true(storage_join(sp.data_dir, STORAGE_AUTOSAVE_NAME, dir, sizeof dir));
    assert_true(storage_make_dirs(dir, &err));
    assert_true(storage_autosave_set_aside(&sp, when, name, sizeof name, &err));
    assert_string_equal(name, "");
    struct stat st;
    assert_int_equal(stat(dir, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
}

/* When every name for a kept copy of this moment is taken (999 of them), the unreadable
 * file is left where it is and nothing is replaced; the reason says so of any file set
 * aside, here the study progress, not of autosaves alone. */
static void test_storage_set_aside_with_every_name_taken_leaves_the_file(void **state)
{
    (void)state;
    StoragePaths sp;
    RecordError err;
    assert_true(storage_paths_init(&sp, &err));
    assert_true(storage_make_dirs(sp.data_dir, &err));
    time_t when = 1700000000;
    struct tm tmv;
    char stamp[40], name[128], text[64];
    assert_non_null(localtime_r(&when, &tmv));
    assert_true(strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M%S", &tmv) > 0);
    for (int k = 1; k < 1000; k++) {
        if (k == 1) {
            snprintf(name, sizeof name, "study-progress-unreadable-%s.txt", stamp);
        } else {
            snprintf(name, sizeof name, "study-progress-unreadable-%s-%d.txt", stamp, k);
        }
        support_write_file(sp.data_dir, name, "an older copy\n");
    }
    support_write_file(sp.data_dir, "study-progress.txt", "garbage\n");
    assert_false(storage_set_aside(&sp, "study-progress.txt", when, name, sizeof name, &err));
    assert_string_equal(name, "");
    assert_int_equal(err.reason, RECORD_R_TOO_MANY_KEPT);
    char want[STORAGE_PATH_MAX + 128];
    snprintf(want, sizeof want,
             "%s/study-progress.txt: cannot move it aside: too many unreadable copies of it are "
             "kept already",
             sp.data_dir);
    assert_string_equal(err.msg, want);
    support_read_file(sp.data_dir, "study-progress.txt", text, sizeof text);
    assert_string_equal(text, "garbage\n");
    snprintf(name, sizeof name, "study-progress-unreadable-%s-999.txt", stamp);
    support_read_file(sp.data_dir, name, text, sizeof text);
    assert_string_equal(text, "an older copy\n");
}

/* A child saves games of growing length as fast as it can and is killed with SIGKILL;
 * the autosave left behind is always one whole game, never a torn file; the longest
 * game has another line (h11 for i10), which is whole too when that game is read. */
static void test_storage_autosave_survives_kill_9(void **state)
{
    (void)state;
    StoragePaths sp;
    RecordError err;
    assert_true(storage_paths_init(&sp, &err));
    const char *moves[] = {"h8", "h8 i9", "h8 i9 h9", "h8 i9 h9 i10", "h8 i9 h9 i10 h10"};
    Game *games[5];
    for (int i = 0; i < 5; i++) {
        games[i] = game_of(moves[i]);
    }
    Review *lines = review_new();
    Review *lines_back = review_new();
    assert_non_null(lines);
    assert_non_null(lines_back);
    review_init(lines, games[4]);
    assert_true(review_goto(lines, 3)); /* after h8 i9 h9 */
    Action h11 = {.kind = ACTION_MOVE, .pos = support_point("h11")};
    assert_true(review_play(lines, &h11, NULL));
    assert_int_equal(lines->count, 7);
    assert_true(storage_autosave_write(&sp, games[0], NULL, NULL, &err));
    char path[STORAGE_PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/%s", sp.data_dir, STORAGE_AUTOSAVE_NAME);
    for (int round = 0; round < 5; round++) {
        /* The child reports its first finished save through a pipe, so that every round
         * kills it in the middle of saving, however slow the disk is. */
        int ready[2];
        assert_int_equal(pipe(ready), 0);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
            close(ready[0]);
            for (unsigned i = 0;; i++) {
                storage_autosave_write(&sp, games[i % 5], i % 5 == 4 ? lines : NULL, NULL, NULL);
                if (i == 0 && write(ready[1], "s", 1) != 1) {
                    _exit(1);
                }
            }
        }
        close(ready[1]);
        char byte = 0;
        assert_int_equal(read(ready[0], &byte, 1), 1);
        close(ready[0]);
        struct timespec nap = {0, 20000000L + 7000000L * round};
        nanosleep(&nap, NULL);
        kill(pid, SIGKILL);
        int status = 0;
        waitpid(pid, &status, 0);
        assert_true(WIFSIGNALED(status));
        Game *back = game_of("h8");
        assert_int_equal(storage_autosave_load(&sp, back, lines_back, NULL, &err), STORAGE_LOADED);
        assert_true(back->board.ply >= 1 && back->board.ply <= 5);
        assert_int_equal(back->board.hash, games[back->board.ply - 1]->board.hash);
        assert_int_equal(lines_back->count, back->board.ply == 5 ? 7 : back->board.ply + 1);
        /* The temporary file the kill left stays while it is fresh (a save under way in
         * another window may be writing it); once old, a load sweeps it away: only the
         * autosave is left. */
        assert_true(support_count_entries(sp.data_dir) <= 2);
        age_temps(sp.data_dir);
        assert_int_equal(storage_autosave_load(&sp, back, lines_back, NULL, &err), STORAGE_LOADED);
        free(back);
        assert_int_equal(support_count_entries(sp.data_dir), 1);
        struct stat after;
        assert_int_equal(stat(path, &after), 0);
    }
    for (int i = 0; i < 5; i++) {
        free(games[i]);
    }
    review_free(lines);
    review_free(lines_back);
}

/* The atomic save replaces a file's content, not its permissions: a 0600 record stays
 * 0600 (the autosave, the window's saves and convert all go through it). */

/* The autosave's lock between two processes: while a running program holds it another
 * gets STORAGE_LOCK_BUSY; when its holder is killed (kill -9, no clean-up at all) the
 * system drops it, and the next start owns it. A directory of the lock's name gives no
 * lock but no hang either. */
static void test_storage_lock_is_released_by_kill_9(void **state)
{
    (void)state;
    StoragePaths sp;
    RecordError err;
    assert_true(storage_paths_init(&sp, &err));
    int ready[2];
    assert_int_equal(pipe(ready), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int fd, os;
        char ok = storage_autosave_lock(&sp, &fd, &os) == STORAGE_LOCK_OWNED ? 'y' : 'n';
        if (write(ready[1], &ok, 1) != 1) {
            _exit(1);
        }
        for (;;) {
            pause();
        }
    }
    char got = 0;
    assert_int_equal(read(ready[0], &got, 1), 1);
    assert_int_equal(got, 'y');
    int fd = -2, os = -2;
    assert_int_equal(storage_autosave_lock(&sp, &fd, &os), STORAGE_LOCK_BUSY);
    assert_int_equal(fd, -1);
    assert_int_equal(kill(pid, SIGKILL), 0);
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_int_equal(storage_autosave_lock(&sp, &fd, &os), STORAGE_LOCK_OWNED);
    assert_true(fd >= 0);
    storage_autosave_unlock(&fd);
    assert_int_equal(fd, -1);
    close(ready[0]);
    close(ready[1]);

    char lock[STORAGE_PATH_MAX + 16];
    snprintf(lock, sizeof lock, "%s/%s", sp.data_dir, STORAGE_LOCK_NAME);
    assert_int_equal(unlink(lock), 0);
    assert_true(storage_make_dirs(lock, &err));
    assert_int_equal(storage_autosave_lock(&sp, &fd, &os), STORAGE_LOCK_FAILED);
    assert_int_equal(fd, -1);
    assert_int_not_equal(os, 0);
}

static void test_storage_atomic_save_keeps_the_mode(void **state)
{
    (void)state;
    char path[256];
    snprintf(path, sizeof path, "%s/private.renju", home);
    support_write_file(home, "private.renju", "old\n");
    assert_int_equal(chmod(path, 0600), 0);
    RecordError err;
    assert_true(record_write_atomic(path, "new\n", 4, &err));
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    assert_int_equal(st.st_size, 4);
    /* A new file gets 0644, as before. */
    snprintf(path, sizeof path, "%s/fresh.renju", home);
    assert_true(record_write_atomic(path, "x\n", 2, &err));
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0644);
}

/* A save onto a symbolic link writes the file the link names (a relative link counts
 * from the link's own folder, through a chain of links), and the link stays a link; a
 * cycle of links is an error that writes nothing. */
static void test_storage_atomic_save_writes_through_a_symlink(void **state)
{
    (void)state;
    char games[256];
    char link[300];
    char target[300];
    snprintf(games, sizeof games, "%s/games", home);
    assert_int_equal(mkdir(games, 0755), 0);
    support_write_file(home, "real.renju", "old\n");
    snprintf(target, sizeof target, "%s/real.renju", home);
    assert_int_equal(chmod(target, 0640), 0);
    snprintf(link, sizeof link, "%s/hop.renju", games);
    assert_int_equal(symlink("../real.renju", link), 0);
    snprintf(link, sizeof link, "%s/game.renju", games);
    assert_int_equal(symlink("hop.renju", link), 0);
    RecordError err;
    assert_true(record_write_atomic(link, "new\n", 4, &err));
    struct stat st;
    assert_int_equal(lstat(link, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    assert_int_equal(stat(target, &st), 0);
    assert_int_equal(st.st_size, 4);
    assert_int_equal(st.st_mode & 0777, 0640);
    assert_int_equal(support_count_entries(games), 2); /* no stray temporary file */
    assert_int_equal(support_count_entries(home), 2);  /* games/ and real.renju */
    /* A cycle. */
    snprintf(link, sizeof link, "%s/a.renju", games);
    assert_int_equal(symlink("b.renju", link), 0);
    snprintf(target, sizeof target, "%s/b.renju", games);
    assert_int_equal(symlink("a.renju", target), 0);
    assert_false(record_write_atomic(link, "x\n", 2, &err));
    assert_non_null(strstr(err.msg, "not saved"));
    assert_int_equal(support_count_entries(games), 4);
}

/* A directory is neither read as a record nor replaced by one; both say so. */
static void test_storage_directory_is_no_record(void **state)
{
    (void)state;
    char *data = NULL;
    size_t len = 0;
    RecordError err;
    assert_false(record_read_file(home, &data, &len, &err));
    assert_non_null(strstr(err.msg, "is a directory"));
    assert_false(record_write_atomic(home, "x\n", 2, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_SAVED);
    assert_int_equal(err.os, EISDIR);
}

/* A settings file that cannot be written is reported with the reason, for the window
 * to show, and the old file stays. */
static void test_storage_settings_write_failure_is_reported(void **state)
{
    (void)state;
    Settings s;
    settings_defaults(&s, "en");
    RecordError err;
    memset(&err, 0, sizeof err);
    char path[256];
    /* A file where the renju folder should be. */
    support_write_file(home, "cfg", "not a folder\n");
    snprintf(path, sizeof path, "%s/cfg/renju/settings.conf", home);
    assert_false(settings_save(&s, path, &err));
    assert_int_equal(err.reason, RECORD_R_NO_FOLDER);
    assert_non_null(strstr(err.msg, "cannot make the folder"));
    assert_non_null(strstr(err.msg, "Not a directory"));
    /* settings.conf itself a directory. */
    snprintf(path, sizeof path, "%s/conf/renju/settings.conf", home);
    char dir[300];
    snprintf(dir, sizeof dir, "%s/conf", home);
    assert_int_equal(mkdir(dir, 0755), 0);
    snprintf(dir, sizeof dir, "%s/conf/renju", home);
    assert_int_equal(mkdir(dir, 0755), 0);
    assert_int_equal(mkdir(path, 0755), 0);
    memset(&err, 0, sizeof err);
    assert_false(settings_save(&s, path, &err));
    assert_non_null(strstr(err.msg, "settings.conf: not saved"));
    /* A good save still works and NULL is allowed for err. */
    snprintf(path, sizeof path, "%s/ok/renju/settings.conf", home);
    assert_true(settings_save(&s, path, NULL));
}

/* The colour theme: dark by default, remembered across a save and a load, a value the
 * game does not know leaves it as it was. */
static void test_storage_settings_remember_the_theme(void **state)
{
    (void)state;
    Settings s;
    settings_defaults(&s, "en");
    assert_int_equal(s.theme, THEME_DARK);
    settings_parse(&s, "theme = light\n", 14);
    assert_int_equal(s.theme, THEME_LIGHT);
    settings_parse(&s, "theme = purple\n", 15);
    assert_int_equal(s.theme, THEME_LIGHT);
    char path[256];
    snprintf(path, sizeof path, "%s/cfg/renju/settings.conf", home);
    assert_true(settings_save(&s, path, NULL));
    Settings back;
    settings_defaults(&back, "en");
    assert_true(settings_load(&back, path, NULL));
    assert_int_equal(back.theme, THEME_LIGHT);
    char text[1024];
    settings_format(&back, text, sizeof text);
    assert_non_null(strstr(text, "theme = light\n"));
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_storage_paths_default_under_home, setup_home,
                                        remove_home),
        cmocka_unit_test_setup_teardown(test_storage_paths_follow_xdg_variables, setup_home,
                                        remove_home),
        cmocka_unit_test_setup_teardown(test_storage_start_removes_killed_saves_temporary_files,
                                        setup_home, remove_home),
        cmocka_unit_test_setup_teardown(test_storage_autosave_resumes_the_game, setup_home,
                                        remove_home),
        cmocka_unit_test_setup_teardown(
            test_storage_autosave_fails_cleanly_when_the_directory_cannot_exist, setup_home,
            remove_home),
        cmocka_unit_test_setup_teardown(test_storage_damaged_autosave_is_reported_and_game_kept,
                                        setup_home, remove_home),
        cmocka_unit_test_setup_teardown(
            test_storage_unreadable_autosave_is_set_aside_never_over_another, setup_home,
            remove_home),
        cmocka_unit_test_setup_teardown(
            test_storage_set_aside_with_every_name_taken_leaves_the_file, setup_home, remove_home),
        cmocka_unit_test_setup_teardown(test_storage_lock_is_released_by_kill_9, setup_home,
                                        remove_home),
        cmocka_unit_test_setup_teardown(test_storage_autosave_survives_kill_9, setup_home,
                                        remove_home),
        cmocka_unit_test_setup_teardown(test_storage_settings_remember_the_theme, setup_home,
                                        remove_home),
        cmocka_unit_test_setup_teardown(test_storage_atomic_save_keeps_the_mode, setup_home,
                                        remove_home),
        cmocka_unit_test_setup_teardown(test_storage_atomic_save_writes_through_a_symlink,
                                        setup_home, remove_home),
        cmocka_unit_test_setup_teardown(test_storage_directory_is_no_record, setup_home,
                                        remove_home),
        cmocka_unit_test_setup_teardown(test_storage_settings_write_failure_is_reported, setup_home,
                                        remove_home),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

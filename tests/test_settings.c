/* Renju - MIT licence, see LICENSE.
 *
 * The window's settings file (settings.h) as a player may leave it: a named pipe or a
 * folder where the file should be is refused at once, never waited on; a hand-edited
 * line the program does not understand (a misspelt clock, a language by its English
 * name, an unknown key) is said with its line and reason, and kept as written when the
 * file is rewritten, until the player changes that setting in the window.
 */
#include <errno.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "gomocup.h"
#include "settings.h"
#include "test_files.h"
#include "test_support.h"
#include "text.h"

static Settings *fresh(void)
{
    Settings *s = calloc(1, sizeof *s);
    assert_non_null(s);
    settings_defaults(s, "en");
    return s;
}

/* The file's text as settings_format writes it. */
static void format(const Settings *s, char *buf, size_t cap)
{
    size_t n = settings_format(s, buf, cap);
    assert_true(n < cap - 1);
}

/* A named pipe at the settings' path would make a plain fopen() wait for a writer for
 * ever (the window hung at start): it is refused at once, and the defaults stay. */
static void test_settings_pipe_is_refused_not_waited_on(void **state)
{
    char path[300];
    snprintf(path, sizeof path, "%s/settings.conf", (const char *)*state);
    assert_int_equal(mkfifo(path, 0600), 0);
    Settings *s = fresh();
    RecordError err;
    alarm(20); /* a hang ends the test (SIGALRM) instead of the suite waiting for ever */
    assert_false(settings_load(s, path, &err));
    alarm(0);
    assert_int_equal(err.reason, RECORD_R_NOT_A_FILE);
    assert_non_null(strstr(err.msg, "settings.conf"));
    assert_int_equal(s->lang, LANG_EN);
    assert_int_equal(s->nkept, 0);
    free(s);
}

/* A folder there is refused with its own reason; a missing file is no trouble. */
static void test_settings_folder_is_refused_missing_file_is_fine(void **state)
{
    char path[300];
    snprintf(path, sizeof path, "%s/settings.conf", (const char *)*state);
    Settings *s = fresh();
    RecordError err;
    assert_true(settings_load(s, path, &err)); /* missing: the defaults */
    assert_int_equal(mkdir(path, 0755), 0);
    assert_false(settings_load(s, path, &err));
    assert_int_equal(err.reason, RECORD_R_SETTING_FOLDER);
    assert_non_null(strstr(err.msg, "settings.conf: is a folder, not a settings file"));
    free(s);
}

/* The audit's steps: a settings.conf over 4 MB is refused in a settings file's words
 * (no "game record"), then set aside, so the first setting changed (L: a save) writes a
 * new file beside the old one instead of over it. */
static void test_settings_too_large_is_set_aside_before_a_save(void **state)
{
    const char *dir = *state;
    char path[300];
    snprintf(path, sizeof path, "%s/settings.conf", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs("language = ru\n", f);
    assert_int_equal(fseek(f, RECORD_FILE_MAX + 10, SEEK_SET), 0);
    fputs("# the end\n", f);
    fclose(f);
    struct stat before;
    assert_int_equal(stat(path, &before), 0);
    Settings *s = fresh();
    RecordError err;
    assert_false(settings_load(s, path, &err));
    assert_int_equal(err.reason, RECORD_R_SETTING_TOO_LARGE);
    assert_non_null(strstr(err.msg, "settings.conf: larger than 4 MB, not a settings file"));
    assert_null(strstr(err.msg, "game record"));
    assert_int_equal(s->lang, LANG_EN); /* the defaults */
    char name[128];
    RecordError moved;
    assert_true(settings_set_aside(path, 0, name, sizeof name, &moved));
    assert_int_equal(strncmp(name, "settings-unreadable-", 20), 0);
    assert_non_null(strstr(name, ".conf"));
    struct stat st;
    assert_int_not_equal(stat(path, &st), 0); /* out of the way */
    s->lang = LANG_UK;                        /* L */
    assert_true(settings_save(s, path, &err));
    char aside[600];
    snprintf(aside, sizeof aside, "%s/%s", dir, name);
    assert_int_equal(stat(aside, &st), 0);
    assert_true(st.st_size == before.st_size); /* the old file, whole */
    assert_int_equal(stat(path, &st), 0);
    assert_true(st.st_size < 4096); /* the new one */
    /* Nothing there to set aside: no name, no trouble. */
    unlink(path);
    assert_true(settings_set_aside(path, 0, name, sizeof name, &moved));
    assert_string_equal(name, "");
    free(s);
}

/* The New game dialog's Custom… clock (audit 32b, B4): a club's control typed as settings.conf
 * writes it is chosen, stays among the choices, and is kept in settings.conf once played. */
static void test_settings_custom_clock_typed_chosen_and_kept(void **state)
{
    const char *dir = *state;
    char path[300];
    snprintf(path, sizeof path, "%s/settings.conf", dir);
    Settings *s = calloc(1, sizeof *s);
    assert_non_null(s);
    settings_defaults(s, "en_GB.UTF-8");
    TimeControl clock = *clock_preset(clock_preset_count() - 1), own = clock;
    bool custom = false;
    settings_clock_step(&clock, &own, &custom, 1); /* › after the last preset: Custom… */
    assert_true(custom);
    for (int i = 0; i < 3; i++) { /* refused as typed: nothing changes */
        static const char *const BAD[] = {"15m+10s", "fischer 15m+", "byoyomi 25m 5x30s"};
        assert_false(settings_clock_custom(BAD[i], &clock, &own, &custom));
        assert_true(custom);
        assert_int_equal(clock_preset_find(&clock), clock_preset_count() - 1);
    }
    assert_true(settings_clock_custom(" fischer 15m+10s ", &clock, &own, &custom));
    assert_false(custom);
    assert_int_equal(clock.kind, CLOCK_FISCHER);
    assert_int_equal(clock.base_ms, 15 * 60000);
    assert_int_equal(clock.increment_ms, 10000);
    /* Among the choices: after the last preset, before Custom…, and back. */
    TimeControl seen = clock;
    settings_clock_step(&seen, &own, &custom, 1);
    assert_true(custom);
    settings_clock_step(&seen, &own, &custom, -1);
    assert_false(custom);
    assert_true(clock_control_same(&seen, &clock));
    settings_clock_step(&seen, &own, &custom, -1);
    assert_int_equal(clock_preset_find(&seen), clock_preset_count() - 1);
    settings_clock_step(&seen, &own, &custom, 1);
    assert_true(clock_control_same(&seen, &clock));
    /* ‹ from No clock: Custom… too. */
    TimeControl none = *clock_preset(0);
    settings_clock_step(&none, &own, &custom, -1);
    assert_true(custom);
    settings_clock_step(&none, &own, &custom, 1);
    assert_int_equal(clock_preset_find(&none), 0);
    /* Played (Start keeps the dialog's choices), and read back from the file. */
    s->game.clock = clock;
    RecordError err;
    assert_true(settings_save(s, path, &err));
    Settings *back = calloc(1, sizeof *back);
    assert_non_null(back);
    assert_true(settings_load(back, path, &err));
    assert_true(clock_control_same(&back->game.clock, &clock));
    free(back);
    free(s);
}

/* A first start (no settings.conf yet) and a good file both read, with no reason to tell:
 * the window showed "byte 206158430232 — the default settings are used" on a fresh
 * install (the reason was never set, the caller's error filled with stack bytes). */
static void test_settings_start_without_a_file_has_nothing_to_say(void **state)
{
    const char *dir = *state;
    char path[300];
    snprintf(path, sizeof path, "%s/settings.conf", dir);
    char aside[128];
    for (int round = 0; round < 2; round++) {
        Settings *s = fresh();
        RecordError err;
        memset(&err, 0x5a, sizeof err);
        assert_int_equal(settings_start(s, path, 0, &err, aside, sizeof aside), SETTINGS_READ);
        assert_int_equal(err.reason, RECORD_R_NONE);
        assert_string_equal(aside, "");
        assert_true(settings_save(s, path, &err)); /* then the file exists: the second round */
        free(s);
    }
}

/* A first start (no settings.conf) plays the computer: the player Black, the computer
 * White at level 5, so a newcomer's click on h8 is answered. A file the player has keeps
 * the seats it names (both persons stay both persons); a file naming none has a first
 * run's seats (the next test). */
static void test_settings_first_start_plays_the_computer_a_file_keeps_its_seats(void **state)
{
    const char *dir = *state;
    char path[300];
    snprintf(path, sizeof path, "%s/settings.conf", dir);
    char aside[128];
    RecordError err;
    Settings *s = fresh();
    assert_int_equal(settings_start(s, path, 0, &err, aside, sizeof aside), SETTINGS_READ);
    assert_int_equal(s->game.seat[STONE_BLACK], SEAT_HUMAN);
    assert_int_equal(s->game.seat[STONE_WHITE], SEAT_AI);
    assert_int_equal(s->game.ai_level, 5);
    s->game.seat[STONE_WHITE] = SEAT_HUMAN; /* the player chose person against person */
    assert_true(settings_save(s, path, &err));
    free(s);
    s = fresh();
    assert_int_equal(settings_start(s, path, 0, &err, aside, sizeof aside), SETTINGS_READ);
    assert_int_equal(s->game.seat[STONE_WHITE], SEAT_HUMAN);
    free(s);
    FILE *f = fopen(path, "wb"); /* an older or hand-written file naming no seat */
    assert_non_null(f);
    fputs("language = uk\n", f);
    fclose(f);
    s = fresh();
    assert_int_equal(settings_start(s, path, 0, &err, aside, sizeof aside), SETTINGS_READ);
    assert_int_equal(s->lang, LANG_UK);
    assert_int_equal(s->game.seat[STONE_BLACK], SEAT_HUMAN);
    assert_int_equal(s->game.seat[STONE_WHITE], SEAT_AI);
    free(s);
}

/* settings.conf with only "language = ru" (written by hand, or by an older build): every
 * other setting is a first run's (seats, level, opening, clock, theme...: the whole file
 * the window would write is the same but for the language). A bad value (white = robot)
 * is that key's first-run default, said once, and leaves the others as the file says. */
static void test_settings_file_with_one_key_has_first_run_defaults(void **state)
{
    const char *dir = *state;
    char path[300];
    snprintf(path, sizeof path, "%s/settings.conf", dir);
    char aside[128];
    RecordError err;
    Settings *first = fresh();
    assert_int_equal(settings_start(first, path, 0, &err, aside, sizeof aside), SETTINGS_READ);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs("language = ru\n", f);
    fclose(f);
    Settings *s = fresh();
    assert_int_equal(settings_start(s, path, 0, &err, aside, sizeof aside), SETTINGS_READ);
    assert_int_equal(s->lang, LANG_RU);
    assert_int_equal(s->game.seat[STONE_WHITE], SEAT_AI);
    assert_false(settings_trouble(s, 0, path, &err)); /* nothing to say */
    s->lang = first->lang;
    char a[4096], b[4096];
    settings_format(first, a, sizeof a);
    settings_format(s, b, sizeof b);
    assert_string_equal(b, a);
    free(s);
    f = fopen(path, "wb");
    assert_non_null(f);
    fputs("language = ru\nwhite = robot\nai_level = 8\nopening = swap2\n", f);
    fclose(f);
    s = fresh();
    assert_int_equal(settings_start(s, path, 0, &err, aside, sizeof aside), SETTINGS_READ);
    assert_int_equal(s->lang, LANG_RU);
    assert_int_equal(s->game.seat[STONE_BLACK], SEAT_HUMAN);
    assert_int_equal(s->game.seat[STONE_WHITE], SEAT_AI); /* the first run's, not person */
    assert_int_equal(s->game.ai_level, 8);
    assert_int_equal(s->game.opening, game_opening_find("swap2"));
    assert_true(settings_trouble(s, 0, path, &err)); /* said once */
    assert_int_equal(err.reason, RECORD_R_SETTING_SEAT);
    assert_false(settings_trouble(s, 1, path, &err));
    free(s);
    free(first);
}

/* settings.conf a link into the player's dotfiles: a readable target is read through the
 * link and saved into it (the link stays); a target too large to read is never written
 * over: the link itself is set aside (still pointing at it) and the save writes a new
 * settings.conf beside it. */
static void test_settings_link_to_a_file_not_read_is_never_written_through(void **state)
{
    const char *dir = *state;
    char path[300], real[300], other[300];
    snprintf(path, sizeof path, "%s/settings.conf", dir);
    snprintf(real, sizeof real, "%s/dotfiles", dir);
    assert_int_equal(mkdir(real, 0755), 0);
    snprintf(real, sizeof real, "%s/dotfiles/renju.conf", dir);
    snprintf(other, sizeof other, "%s/dotfiles/big.conf", dir);
    FILE *f = fopen(real, "wb");
    assert_non_null(f);
    fputs("language = ru\n", f);
    fclose(f);
    assert_int_equal(symlink("dotfiles/renju.conf", path), 0);
    Settings *s = fresh();
    RecordError err;
    char aside[128];
    assert_int_equal(settings_start(s, path, 0, &err, aside, sizeof aside), SETTINGS_READ);
    assert_int_equal(s->lang, LANG_RU);
    s->lang = LANG_UK;
    assert_true(settings_save(s, path, &err));
    struct stat st;
    assert_int_equal(lstat(path, &st), 0);
    assert_true(S_ISLNK(st.st_mode)); /* the link kept, its target saved */
    char text[8192];
    support_read_file(dir, "dotfiles/renju.conf", text, sizeof text);
    assert_non_null(strstr(text, "language = uk\n"));
    /* A link to a file too large to be settings. */
    f = fopen(other, "wb");
    assert_non_null(f);
    fputs("language = bg\n", f);
    assert_int_equal(fseek(f, RECORD_FILE_MAX + 10, SEEK_SET), 0);
    fputs("# the end\n", f);
    fclose(f);
    struct stat before;
    assert_int_equal(stat(other, &before), 0);
    assert_int_equal(unlink(path), 0);
    assert_int_equal(symlink("dotfiles/big.conf", path), 0);
    Settings *t = fresh();
    assert_int_equal(settings_start(t, path, 0, &err, aside, sizeof aside), SETTINGS_SET_ASIDE);
    assert_int_equal(err.reason, RECORD_R_SETTING_TOO_LARGE);
    assert_int_equal(strncmp(aside, "settings-unreadable-", 20), 0);
    assert_int_equal(t->lang, LANG_EN); /* the defaults */
    t->lang = LANG_UK;                  /* L: a save */
    assert_true(settings_save(t, path, &err));
    assert_int_equal(stat(other, &st), 0);
    assert_true(st.st_size == before.st_size); /* the player's file, whole */
    char kept[600];
    snprintf(kept, sizeof kept, "%s/%s", dir, aside);
    assert_int_equal(lstat(kept, &st), 0);
    assert_true(S_ISLNK(st.st_mode)); /* the link, set aside, still leads to it */
    assert_int_equal(stat(kept, &st), 0);
    assert_true(st.st_size == before.st_size);
    assert_int_equal(lstat(path, &st), 0);
    assert_true(S_ISREG(st.st_mode) && st.st_size < 4096); /* the new settings */
    free(s);
    free(t);
}

/* The body of the unreadable-file case; false at the first thing not as it should be. */
static bool unreadable_file_is_kept(const char *dir)
{
    char path[300];
    snprintf(path, sizeof path, "%s/settings.conf", dir);
    FILE *f = fopen(path, "wb");
    if (!f) {
        return false;
    }
    fputs("language = ru\nvolume = 20\n", f);
    fclose(f);
    if (chmod(path, 0) != 0 || access(path, R_OK) == 0) {
        return false; /* the case needs a reader the permission stops */
    }
    Settings *s = fresh();
    RecordError err;
    char aside[128];
    bool ok = settings_start(s, path, 0, &err, aside, sizeof aside) == SETTINGS_SET_ASIDE &&
              err.reason == RECORD_R_CANNOT_OPEN &&
              strncmp(aside, "settings-unreadable-", 20) == 0 && s->lang == LANG_EN;
    s->lang = LANG_UK; /* L: a save */
    ok = ok && settings_save(s, path, &err);
    char kept[600], text[8192];
    snprintf(kept, sizeof kept, "%s/%s", dir, aside);
    ok = ok && chmod(kept, 0600) == 0;
    support_read_file(dir, aside, text, sizeof text);
    ok = ok && strcmp(text, "language = ru\nvolume = 20\n") == 0; /* the player's, whole */
    support_read_file(dir, "settings.conf", text, sizeof text);
    ok = ok && strstr(text, "language = uk\n") != NULL; /* the new one, readable */
    free(s);
    return ok;
}

/* A settings.conf the window may not read (chmod 000): set aside before the first save,
 * which otherwise wrote the defaults over it (keeping its mode: never readable again).
 * Root reads any file, so there the case runs in a child as nobody. */
static void test_settings_unreadable_file_is_set_aside_never_replaced(void **state)
{
    const char *dir = *state;
    if (geteuid() != 0) {
        assert_true(unreadable_file_is_kept(dir));
        return;
    }
    assert_int_equal(chown(dir, 65534, 65534), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        bool ok = setgid(65534) == 0 && setuid(65534) == 0 && unreadable_file_is_kept(dir);
        _exit(ok ? 0 : 1);
    }
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
}

static const char HAND_EDITED[] = "# my settings\n"
                                  "show_numbers = 1\n"
                                  "language = russian\n"
                                  "clock = fisher 15m+10s\n"
                                  "volume = 101\n"
                                  "colour = light\n"
                                  "just words\n"
                                  "theme = light\n";

/* The high-contrast theme (audit 33a B3) is kept: "theme = contrast" read, and written back
 * as it was. */
static void test_settings_high_contrast_theme_is_kept(void **state)
{
    (void)state;
    Settings *s = fresh();
    static const char TEXT[] = "theme = contrast\n";
    settings_parse(s, TEXT, strlen(TEXT));
    assert_int_equal(s->theme, THEME_CONTRAST);
    char buf[8192];
    format(s, buf, sizeof buf);
    assert_non_null(strstr(buf, "\ntheme = contrast\n"));
    free(s);
}

/* Each line not understood is said: its line, its reason, the value as written. */
static void test_settings_lines_not_understood_are_said(void **state)
{
    (void)state;
    Settings *s = fresh();
    settings_parse(s, HAND_EDITED, strlen(HAND_EDITED));
    assert_true(s->show_numbers); /* the lines understood are taken */
    assert_int_equal(s->theme, THEME_LIGHT);
    assert_int_equal(s->lang, LANG_EN); /* the others keep the value they had */
    assert_int_equal(s->game.clock.kind, CLOCK_NONE);
    assert_int_equal(s->volume, 70);
    static const struct {
        int line;
        RecordReason reason;
        const char *msg;
    } WANT[] = {
        {3, RECORD_R_SETTING_LANGUAGE,
         "settings.conf: line 3: unknown language 'russian' (en, uk, ru, bg)"},
        {4, RECORD_R_BAD_CLOCK,
         "settings.conf: line 4: 'fisher 15m+10s' is no time control (none, absolute 10m, "
         "fischer 5m+3s, byoyomi 10m+5x30s, move 10s)"},
        {5, RECORD_R_SETTING_RANGE, "settings.conf: line 5: '101' is out of range 0..100"},
        {6, RECORD_R_SETTING_KEY, "settings.conf: line 6: unknown setting 'colour'"},
        {7, RECORD_R_SETTING_LINE,
         "settings.conf: line 7: 'just words' is not a 'key = value' line"},
    };
    assert_int_equal(s->nkept, 5);
    for (int i = 0; i < 5; i++) {
        RecordError err;
        assert_true(settings_trouble(s, i, "settings.conf", &err));
        assert_int_equal(err.line, WANT[i].line);
        assert_int_equal(err.reason, WANT[i].reason);
        assert_string_equal(err.msg, WANT[i].msg);
    }
    RecordError err;
    assert_false(settings_trouble(s, 5, "settings.conf", &err));
    free(s);
}

/* A file that is not text (random bytes): said once, by its first such line and how many
 * more, never echoed; not written back (audit 14b's defect 11: sixteen lines of raw bytes
 * on stderr and in the panel, written back into the file). A text line beside them stays. */
static void test_settings_binary_lines_are_summed_up_not_echoed(void **state)
{
    (void)state;
    static const char BINARY[] = "language = ru\n"
                                 "\x01\xff\xfe = \x9b[2J\n"
                                 "colour = blue\n"
                                 "\x7f\x80zz\n"
                                 "ok\x00bytes\n";
    Settings *s = fresh();
    settings_parse(s, BINARY, sizeof BINARY - 1);
    assert_int_equal(s->lang, LANG_RU);
    assert_int_equal(s->nkept, 2);
    RecordError err;
    assert_true(settings_trouble(s, 0, "settings.conf", &err));
    assert_int_equal(err.reason, RECORD_R_SETTING_NOT_TEXT);
    assert_string_equal(err.msg, "settings.conf: line 2: not text (control bytes or broken "
                                 "UTF-8); left out, with 2 more like it after it");
    assert_int_equal(s->nbad, 4); /* the three not text and colour */
    assert_true(settings_trouble(s, 1, "settings.conf", &err));
    assert_int_equal(err.reason, RECORD_R_SETTING_KEY);
    char *out = malloc(1 << 16);
    assert_non_null(out);
    size_t n = settings_format(s, out, 1 << 16);
    assert_true(text_utf8_valid(out, n));
    for (size_t i = 0; i < n; i++) {
        assert_true((unsigned char)out[i] >= 0x20 || out[i] == '\n' || out[i] == '\t');
    }
    assert_non_null(strstr(out, "\ncolour = blue\n"));
    free(out);
    free(s);
}

/* Every line not understood is counted, beyond the SETTINGS_KEPT_MAX kept; a setting given
 * on two good lines is noted with the value used (the last good line's), a bad line of a
 * key set elsewhere is no second value; the file rewritten keeps one line of the key. */
static void test_settings_count_bad_lines_and_note_a_key_given_twice(void **state)
{
    (void)state;
    static const char TEXT[] = "language = uk\n"
                               "colour = blue\n"
                               "ai_level = 3\n"
                               "ai_level = 12\n"
                               "sound = 2\n"
                               "ai_level = 7\n"
                               "theme = light\n";
    Settings *s = fresh();
    settings_parse(s, TEXT, sizeof TEXT - 1);
    assert_int_equal(s->nbad, 3);
    assert_int_equal(s->nkept, 3);
    assert_int_equal(s->game.ai_level, 7);
    assert_string_equal(s->twice_key, "ai_level");
    assert_int_equal(s->twice_times, 2);
    assert_int_equal(s->twice_line, 6);
    assert_string_equal(s->twice_value, "7");
    char *out = malloc(1 << 16);
    assert_non_null(out);
    settings_format(s, out, 1 << 16);
    assert_non_null(strstr(out, "ai_level = 7\n"));
    assert_null(strstr(out, "ai_level = 3\n"));
    free(s);
    /* No key twice: nothing noted. More lines than are kept: all counted. */
    s = fresh();
    size_t len = 0;
    for (int i = 0; i < SETTINGS_KEPT_MAX + 5; i++) {
        text_append(out, 1 << 16, &len, "unknown_%d = 1\n", i);
    }
    settings_parse(s, out, len);
    assert_int_equal(s->twice_times, 0);
    assert_int_equal(s->nkept, SETTINGS_KEPT_MAX);
    assert_int_equal(s->nbad, SETTINGS_KEPT_MAX + 5);
    free(out);
    free(s);
}

/* One binary line alone: no "nor are 0 more lines" (audit 18b's defect 12). */
static void test_settings_one_binary_line_has_no_count(void **state)
{
    (void)state;
    static const char ONE[] = "language = ru\n\x01\xff\xfe\ncolour = blue\n";
    Settings *s = fresh();
    settings_parse(s, ONE, sizeof ONE - 1);
    RecordError err;
    assert_true(settings_trouble(s, 0, "settings.conf", &err));
    assert_string_equal(err.msg, "settings.conf: line 2: not text (control bytes or broken "
                                 "UTF-8); left out");
    free(s);
}

/* Rewritten (a toggle, quitting), the file keeps those lines as written: a known key's
 * right after the program's own line for the value in use, the others after the known
 * lines. Nothing of the player's is lost ("clock = none" alone, as the audit found). */
static void test_settings_rewrite_keeps_the_lines_as_written(void **state)
{
    Settings *s = fresh();
    settings_parse(s, HAND_EDITED, strlen(HAND_EDITED));
    s->show_forbidden = false; /* a toggle in the window */
    char text[8192];
    format(s, text, sizeof text);
    assert_non_null(strstr(text, "\nlanguage = en\nlanguage = russian\n"));
    assert_non_null(strstr(text, "\nclock = none\nclock = fisher 15m+10s\n"));
    assert_non_null(strstr(text, "\nvolume = 70\nvolume = 101\n"));
    assert_non_null(strstr(text, "\ntheme = light\n"));
    assert_non_null(strstr(text, "\npicture_sheet = 0\n"));
    assert_non_null(strstr(text, "\nno_help = 1\ncolour = light\njust words\n"));
    assert_non_null(strstr(text, "\nshow_forbidden = 0\n"));

    /* Through the file: read back, the same lines are said again, the values the same. */
    char path[300];
    snprintf(path, sizeof path, "%s/renju/settings.conf", (const char *)*state);
    assert_true(settings_save(s, path, NULL));
    Settings *back = fresh();
    assert_true(settings_load(back, path, NULL));
    assert_int_equal(back->nkept, 5);
    assert_false(back->show_forbidden);
    assert_true(back->show_numbers);
    char again[8192];
    format(back, again, sizeof again);
    assert_string_equal(again, text); /* the same again: nothing piles up */

    /* The player sets a clock and a language in the window: those lines give way. */
    assert_true(clock_control_parse("fischer 5m+3s", 13, &back->game.clock));
    back->lang = LANG_RU;
    format(back, again, sizeof again);
    assert_non_null(strstr(again, "\nclock = fischer 5m+3s\nsound"));
    assert_non_null(strstr(again, "\nlanguage = ru\nshow_forbidden"));
    assert_null(strstr(again, "fisher"));
    assert_null(strstr(again, "russian"));
    assert_non_null(strstr(again, "\ncolour = light\n")); /* unknown keys stay */
    free(s);
    free(back);
}

/* A bad line beside a good one of the same key: the good value is in use and both lines
 * are written, so neither is lost. */
static void test_settings_bad_line_beside_a_good_one_keeps_both(void **state)
{
    (void)state;
    static const char BOTH[] = "clock = absolute 10m\nclock = fisher 15m+10s\n";
    Settings *s = fresh();
    settings_parse(s, BOTH, strlen(BOTH));
    assert_int_equal(s->game.clock.kind, CLOCK_ABSOLUTE);
    char text[8192];
    format(s, text, sizeof text);
    assert_non_null(strstr(text, "\nclock = absolute 10m\nclock = fisher 15m+10s\n"));
    Settings *back = fresh();
    settings_parse(back, text, strlen(text));
    assert_int_equal(back->game.clock.kind, CLOCK_ABSOLUTE);
    assert_int_equal(back->nkept, 1);
    free(s);
    free(back);
}

/* The computer's engine: builtin or external, and the external one's path, kept across a
 * save; a choice it does not know is said and changes nothing. */
static void test_settings_engine_round_trip(void **state)
{
    (void)state;
    Settings *s = fresh();
    assert_false(s->engine_on);
    assert_string_equal(s->engine_path, "");
    static const char TEXT[] = "engine = external\nengine_path = /opt/my engines/pbrain-x\n";
    settings_parse(s, TEXT, strlen(TEXT));
    assert_int_equal(s->nkept, 0);
    assert_true(s->engine_on);
    assert_string_equal(s->engine_path, "/opt/my engines/pbrain-x");
    char text[4096];
    settings_format(s, text, sizeof text);
    assert_non_null(strstr(text, "\nengine = external\nengine_path = /opt/my engines/pbrain-x\n"));
    Settings *again = fresh();
    settings_parse(again, text, strlen(text));
    assert_true(again->engine_on);
    assert_string_equal(again->engine_path, "/opt/my engines/pbrain-x");
    static const char BAD[] = "engine = /usr/bin/pbrain-y\n";
    settings_parse(again, BAD, strlen(BAD));
    assert_true(again->engine_on); /* kept */
    assert_int_equal(again->nkept, 1);
    RecordError err;
    assert_true(settings_trouble(again, 0, "settings.conf", &err));
    assert_int_equal(err.reason, RECORD_R_SETTING_ENGINE);
    assert_non_null(strstr(err.msg, "unknown engine '/usr/bin/pbrain-y' (builtin, external)"));
    free(again);
    free(s);
}

/* text (known lines, all understood) read, written and read again: the settings read
 * back, after checking that the file writes the lines as given. */
static Settings *round_trip(const char *text)
{
    Settings *s = fresh();
    settings_parse(s, text, strlen(text));
    assert_int_equal(s->nkept, 0);
    char out[4096], want[256];
    settings_format(s, out, sizeof out);
    snprintf(want, sizeof want, "\n%s", text);
    assert_non_null(strstr(out, want));
    Settings *again = fresh();
    settings_parse(again, out, strlen(out));
    assert_int_equal(again->nkept, 0);
    free(s);
    return again;
}

/* A line refused (bad) leaves the setting read as it was, said once. */
static void refused(Settings *s, const char *bad)
{
    int kept = s->nkept;
    settings_parse(s, bad, strlen(bad));
    assert_int_equal(s->nkept, kept + 1);
}

/* Network play's last address joined and port hosted come back after a restart; a port
 * that is no port is said and changes nothing. */
static void test_settings_network_address_round_trip(void **state)
{
    (void)state;
    Settings *s = fresh();
    assert_string_equal(s->net_join, "");
    assert_int_equal(s->net_port, 0);
    free(s);
    Settings *again = round_trip("net_join = club.example.org:7500\nnet_port = 9000\n");
    assert_string_equal(again->net_join, "club.example.org:7500");
    assert_int_equal(again->net_port, 9000);
    refused(again, "net_port = 70000\n");
    assert_int_equal(again->net_port, 9000); /* kept */
    free(again);
}

/* Network play's role and seat come back after a restart, with the address and the port:
 * a player who last joined club.example.org:7500 to play White against the host's Black
 * finds the dialog set so
 * again. A value that is none of them (a role, a seat, an address that is no host:port) is
 * said, and the setting is the default (host, no network seat, no address): never kept as
 * read, never a crash. */
static void test_settings_network_seat_round_trip(void **state)
{
    (void)state;
    Settings *s = fresh();
    assert_false(s->net_joins);
    assert_int_equal(s->net_remote, STONE_EMPTY);
    char out[4096];
    settings_format(s, out, sizeof out);
    assert_non_null(strstr(out, "\nnet_role = host\nnet_seat = none\n"));
    free(s);
    Settings *again = round_trip("net_join = club.example.org:7500\nnet_port = 9000\n"
                                 "net_role = join\nnet_seat = black\n");
    assert_true(again->net_joins);
    assert_int_equal(again->net_remote, STONE_BLACK);
    free(again);
    again = round_trip("net_role = host\nnet_seat = white\n");
    assert_false(again->net_joins);
    assert_int_equal(again->net_remote, STONE_WHITE);
    free(again);
    static const struct {
        const char *line;
        RecordReason reason;
        const char *said;
    } BAD[] = {
        {"net_role = client\n", RECORD_R_SETTING_NET_ROLE, "unknown network role 'client'"},
        {"net_seat = red\n", RECORD_R_SETTING_NET_SEAT, "unknown network seat 'red'"},
        {"net_seat = 2\n", RECORD_R_SETTING_NET_SEAT, "(none, black, white)"},
        {"net_join = club:99999\n", RECORD_R_SETTING_ADDRESS, "'club:99999' is no address"},
        {"net_join = [::1\n", RECORD_R_SETTING_ADDRESS, "(host:port)"},
        {"net_join = club:\n", RECORD_R_SETTING_ADDRESS, "'club:'"},
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        s = fresh();
        refused(s, BAD[i].line);
        assert_false(s->net_joins);
        assert_int_equal(s->net_remote, STONE_EMPTY);
        assert_string_equal(s->net_join, "");
        RecordError err;
        assert_true(settings_trouble(s, 0, "settings.conf", &err));
        assert_int_equal(err.reason, BAD[i].reason);
        assert_non_null(strstr(err.msg, BAD[i].said));
        free(s);
    }
}

/* Study mode as the window left it (the problems on problem games-9, or the trainer)
 * comes back at the next start (audit 14a's defect 4: the window opened the game); a
 * mode that is none is said and changes nothing. */
static void test_settings_study_round_trip(void **state)
{
    (void)state;
    Settings *s = fresh();
    assert_int_equal(s->study, 0);
    assert_string_equal(s->study_problem, "");
    free(s);
    Settings *again = round_trip("study = 1\nstudy_problem = games-9\nstudy_level = 2\n");
    assert_int_equal(again->study, 1);
    assert_string_equal(again->study_problem, "games-9");
    assert_int_equal(again->study_level, 2); /* the level tab (audit 18b #10) */
    refused(again, "study = 3\n");
    assert_int_equal(again->study, 1); /* kept */
    refused(again, "study_level = 6\n");
    assert_int_equal(again->study_level, 2);
    assert_string_equal(again->study_technique, ""); /* a file from before: the levels */
    free(again);
    /* The list of one technique (T in the study) comes back after a restart. */
    again = round_trip("study_level = 0\nstudy_technique = win-by-foul\n");
    assert_string_equal(again->study_technique, "win-by-foul");
    assert_false(again->study_hide_titles); /* titles shown by default */
    free(again);
    /* Audit 31a, C12: titles hidden until solved (I in the study) stay hidden. */
    again = round_trip("study_hide_titles = 1\n");
    assert_true(again->study_hide_titles);
    refused(again, "study_hide_titles = 2\n");
    assert_true(again->study_hide_titles);
    assert_false(again->study_hide_rating); /* the rating shown by default */
    free(again);
    /* Audit 33b, C7: the rating hidden (R in the study) stays hidden. */
    again = round_trip("study_hide_rating = 1\n");
    assert_true(again->study_hide_rating);
    refused(again, "study_hide_rating = 2\n");
    assert_true(again->study_hide_rating);
    free(again);
}

/* Find position's folder comes back after a restart; a value that is no full path (a
 * hand-edited "games") is said by its line and changes nothing: Find position asks. */
static void test_settings_find_folder_round_trip(void **state)
{
    (void)state;
    Settings *s = fresh();
    assert_string_equal(s->find_folder, "");
    free(s);
    Settings *again = round_trip("find_folder = /home/anna/renju games\n");
    assert_string_equal(again->find_folder, "/home/anna/renju games");
    refused(again, "find_folder = games\n");
    assert_string_equal(again->find_folder, "/home/anna/renju games"); /* kept */
    RecordError err;
    assert_true(settings_trouble(again, 0, "settings.conf", &err));
    assert_int_equal(err.reason, RECORD_R_SETTING_PATH);
    assert_non_null(strstr(err.msg, "'games' is no folder's full path"));
    free(again);
}

/* The interface scale comes back after a restart; 100% when none is written; a value
 * outside 100..200 is said, with the range, by its line, and changes nothing. */
static void test_settings_ui_scale_round_trip(void **state)
{
    (void)state;
    Settings *s = fresh();
    assert_int_equal(s->ui_scale, 100);
    free(s);
    Settings *again = round_trip("ui_scale = 150\n");
    assert_int_equal(again->ui_scale, 150);
    refused(again, "ui_scale = 250\n");
    assert_int_equal(again->ui_scale, 150); /* kept */
    RecordError err;
    assert_true(settings_trouble(again, 0, "settings.conf", &err));
    assert_int_equal(err.reason, RECORD_R_SETTING_RANGE); /* a whole number, out of range */
    assert_string_equal(err.msg, "settings.conf: line 1: '250' is out of range 100..200");
    refused(again, "ui_scale = big\n");
    assert_int_equal(again->ui_scale, 150);
    free(again);
}

/* A picture's options (the file dialog's, a .png saved) come back after a restart: 1200
 * pixels in colour without the forbidden points when none is written; a side outside
 * 600..2400 or a style that is not 0 or 1 is said by its line and changes nothing; the
 * dialog's Ctrl+R steps through the sides offered, round, and from a side of the file's
 * own to the next one above it. */
static void test_settings_picture_round_trip(void **state)
{
    (void)state;
    Settings *s = fresh();
    assert_int_equal(s->picture.side, 1200);
    assert_int_equal(s->picture.style, PICTURE_COLOUR);
    assert_false(s->picture.fouls);
    free(s);
    Settings *again = round_trip(
        "picture_size = 2400\npicture_print = 1\npicture_fouls = 1\npicture_sheet = 1\n");
    assert_int_equal(again->picture.side, 2400);
    assert_int_equal(again->picture.style, PICTURE_PRINT);
    assert_true(again->picture.fouls);
    assert_true(again->picture.sheet); /* the score sheet's header (audit 32b, B3) */
    refused(again, "picture_size = 5000\n");
    refused(again, "picture_size = 599\n");
    refused(again, "picture_print = 2\n");
    refused(again, "picture_fouls = yes\n");
    refused(again, "picture_sheet = 2\n");
    assert_true(again->picture.sheet);
    assert_int_equal(again->picture.side, 2400);
    assert_int_equal(again->picture.style, PICTURE_PRINT);
    assert_true(again->picture.fouls);
    RecordError err;
    assert_true(settings_trouble(again, 0, "settings.conf", &err));
    assert_string_equal(err.msg, "settings.conf: line 1: '5000' is out of range 600..2400");
    free(again);
    again = round_trip("picture_size = 1000\n"); /* a side of the file's own is drawn */
    assert_int_equal(again->picture.side, 1000);
    free(again);
    assert_int_equal(filesave_picture_next(600), 1200);
    assert_int_equal(filesave_picture_next(1200), 2400);
    assert_int_equal(filesave_picture_next(2400), 600);
    assert_int_equal(filesave_picture_next(1000), 1200);
}

/* The engine's settings (F3) come back after a restart, 0 each (as before) when none is
 * written; a value outside its range or not a number is said by its line and changes
 * nothing; the dialog steps through its choices, round, and from a value of the file's
 * own to the next choice that way; threads go from automatic (0) to the processors. */
static void test_settings_engine_settings_round_trip(void **state)
{
    (void)state;
    Settings *s = fresh();
    assert_int_equal(s->move_ms, 0);
    assert_int_equal(s->analysis_ms, 0);
    assert_int_equal(s->threads, 0);
    assert_int_equal(s->memory_mb, 0);
    free(s);
    Settings *again = round_trip(
        "ai_move_ms = 5000\nanalysis_ms = 30000\nai_threads = 2\nai_memory_mb = 256\n");
    assert_int_equal(again->move_ms, 5000);
    assert_int_equal(again->analysis_ms, 30000);
    assert_int_equal(again->threads, 2);
    assert_int_equal(again->memory_mb, 256);
    refused(again, "ai_move_ms = 50\n");
    refused(again, "analysis_ms = fast\n");
    refused(again, "ai_threads = 65\n");
    refused(again, "ai_memory_mb = 4\n");
    refused(again, "ai_threads = -1\n");
    assert_int_equal(again->move_ms, 5000); /* all kept */
    assert_int_equal(again->analysis_ms, 30000);
    assert_int_equal(again->threads, 2);
    assert_int_equal(again->memory_mb, 256);
    RecordError err;
    assert_true(settings_trouble(again, 2, "settings.conf", &err));
    assert_string_equal(err.msg,
                        "settings.conf: line 1: '65' is out of range 1..64 (0: automatic)");
    free(again);
    /* What a hand edit is told (audit 23's C4): a whole number out of range is said so,
     * with the unit and what 0 means, in the window's language as on stderr; leading zeros
     * read as written (0064 is 64; 007 is 7, below 8 MB); 0 written "-0" or "00" is 0. */
    static const char ZEROS[] = "ai_memory_mb = 0064\nai_move_ms = -0\nanalysis_ms = 00\n";
    again = fresh();
    settings_parse(again, ZEROS, strlen(ZEROS));
    assert_int_equal(again->nkept, 0);
    assert_int_equal(again->memory_mb, 64);
    assert_int_equal(again->move_ms, 0);
    static const struct {
        const char *line;
        RecordReason reason;
        const char *en, *ru;
    } SAID[] = {
        {"ai_memory_mb = 007\n", RECORD_R_SETTING_RANGE,
         "'007' is out of range 8..65536 MB (0: the default)",
         "«007» — вне диапазона 8..65536 МБ (0: по умолчанию)"},
        {"ai_move_ms = 50\n", RECORD_R_SETTING_RANGE,
         "'50' is out of range 100..3600000 ms (0: by level)",
         "«50» — вне диапазона 100..3600000 мс (0: по уровню)"},
        {"analysis_ms = fast\n", RECORD_R_SETTING_NUMBER,
         "'fast' is not a whole number from 1000 to 3600000 ms (0: the default)",
         "«fast» — не целое число от 1000 до 3600000 мс (0: по умолчанию)"},
        {"ai_threads = 999\n", RECORD_R_SETTING_RANGE, "'999' is out of range 1..64 (0: automatic)",
         "«999» — вне диапазона 1..64 (0: автоматически)"},
        {"computer_pace_ms = 99999999999\n", RECORD_R_SETTING_RANGE,
         "'99999999999' is out of range 0..60000 ms", "«99999999999» — вне диапазона 0..60000 мс"},
    };
    for (size_t i = 0; i < sizeof SAID / sizeof SAID[0]; i++) {
        Settings *one = fresh();
        settings_parse(one, SAID[i].line, strlen(SAID[i].line));
        assert_int_equal(one->nkept, 1);
        assert_true(settings_trouble(one, 0, NULL, &err));
        assert_int_equal(err.reason, SAID[i].reason);
        char want[200], ru[300];
        snprintf(want, sizeof want, "line 1: %s", SAID[i].en);
        assert_string_equal(err.msg, want);
        i18n_record_error_line(LANG_RU, &err, ru, sizeof ru);
        snprintf(want, sizeof want, "строка 1: %s", SAID[i].ru);
        assert_string_equal(ru, want);
        free(one);
    }
    static const char BACK[] = "ai_move_ms = 0\nai_threads = 0\n"; /* as before, again */
    settings_parse(again, BACK, strlen(BACK));
    assert_int_equal(again->move_ms, 0);
    assert_int_equal(again->threads, 0);
    free(again);
    /* The dialog's steps. */
    assert_int_equal(settings_engine_step(SETTINGS_ENG_MOVE, 0, 1, 4), 500);
    assert_int_equal(settings_engine_step(SETTINGS_ENG_MOVE, 0, -1, 4), 60000); /* round */
    assert_int_equal(settings_engine_step(SETTINGS_ENG_MOVE, 60000, 1, 4), 0);
    assert_int_equal(settings_engine_step(SETTINGS_ENG_MOVE, 7000, 1, 4), 10000); /* the file's */
    assert_int_equal(settings_engine_step(SETTINGS_ENG_MOVE, 7000, -1, 4), 5000);
    assert_int_equal(settings_engine_step(SETTINGS_ENG_THREADS, 3, 1, 4), 4);
    assert_int_equal(settings_engine_step(SETTINGS_ENG_THREADS, 4, 1, 4), 0);
    assert_int_equal(settings_engine_step(SETTINGS_ENG_THREADS, 0, -1, 4), 4);
    assert_int_equal(settings_engine_step(SETTINGS_ENG_THREADS, 9, -1, 4), 4); /* 9 on 4 */
    assert_int_equal(settings_engine_step(SETTINGS_ENG_MEMORY, 0, 1, 4), 32);
    /* Memory: each choice a different table (audit 23's C1: 1024, 2048 and 4096 MB all
     * gave 512 MB), so the list ends at 1024; a hand-edited size is capped at half the
     * computer's memory. */
    int seen_tables[16], nseen = 0;
    int mb = 0;
    do {
        size_t table = gomocup_table_mb(mb > 0 ? (long long)mb * 1024 * 1024 : 0);
        for (int i = 0; i < nseen; i++) {
            assert_int_not_equal(seen_tables[i], (int)table);
        }
        seen_tables[nseen++] = (int)table;
        mb = settings_engine_step(SETTINGS_ENG_MEMORY, mb, 1, 4);
    } while (mb != 0 && nseen < 16);
    assert_int_equal(settings_engine_step(SETTINGS_ENG_MEMORY, 0, -1, 4), 1024);
    assert_int_equal(settings_engine_step(SETTINGS_ENG_MEMORY, 65536, -1, 4), 1024);
    assert_int_equal(settings_memory_used(65536, 24 * 1024), 12 * 1024);
    assert_int_equal(settings_memory_used(1024, 24 * 1024), 1024);
    assert_int_equal(settings_memory_used(1024, 1024), 512);
    assert_int_equal(settings_memory_used(0, 1024), 0);
    assert_int_equal(settings_memory_used(4096, 0), 4096); /* the memory unknown */
    assert_int_equal(settings_engine_step(SETTINGS_ENG_ANALYSIS, 10000, 1, 4), 20000);
    /* The threads searched: automatic is one a processor up to 8; never more than there are. */
    assert_int_equal(settings_threads(0, 4), 4);
    assert_int_equal(settings_threads(0, 32), SETTINGS_AUTO_THREADS);
    assert_int_equal(settings_threads(16, 32), 16);
    assert_int_equal(settings_threads(9, 4), 4);
    assert_int_equal(settings_threads(0, 0), 1);
}

/* The panel's buttons folded under their title row (Ctrl+H) stay folded after a restart;
 * shown when none is written; a value other than 0 or 1 is said and changes nothing. */
static void test_settings_folded_buttons_round_trip(void **state)
{
    (void)state;
    Settings *s = fresh();
    assert_true(s->show_buttons);
    free(s);
    Settings *again = round_trip("show_buttons = 0\n");
    assert_false(again->show_buttons);
    refused(again, "show_buttons = folded\n");
    assert_false(again->show_buttons); /* kept */
    free(again);
    again = round_trip("show_buttons = 1\n");
    assert_true(again->show_buttons);
    free(again);
}

/* A save that changes nothing leaves the file alone (the window saves on every close:
 * no write and no fsync then); a changed setting replaces it. */
static void test_settings_save_unchanged_leaves_the_file(void **state)
{
    char path[300];
    snprintf(path, sizeof path, "%s/settings.conf", (const char *)*state);
    Settings *s = fresh();
    RecordError err;
    assert_true(settings_save(s, path, &err));
    struct stat first, again;
    assert_int_equal(stat(path, &first), 0);
    assert_true(settings_save(s, path, &err));
    assert_int_equal(stat(path, &again), 0);
    assert_true(again.st_ino == first.st_ino); /* not replaced */
    s->lang = LANG_UK;
    assert_true(settings_save(s, path, &err));
    assert_int_equal(stat(path, &again), 0);
    assert_true(again.st_ino != first.st_ino);
    Settings *back = fresh();
    assert_true(settings_load(back, path, &err));
    assert_int_equal(back->lang, LANG_UK);
    free(back);
    free(s);
}

/* dir/settings.conf written with text; its path into path. */
static void settings_file(const char *dir, const char *text, char *path, size_t cap)
{
    snprintf(path, cap, "%s/settings.conf", dir);
    support_write_file(dir, "settings.conf", text);
}

/* The window's save as ui_save_settings makes it: what the command line chose for this
 * run left out, then settings_sync. */
static void window_save(const Settings *s, Settings *base, unsigned run, const char *path)
{
    Settings *own = fresh();
    RecordError err;
    settings_without_run(own, s, base, run);
    assert_true(settings_sync(own, base, path, &err));
    free(own);
}

/* renju --lang en --rule pente is for this run (the man page's words): the player's
 * language (uk) and the New game's rule set (renju) stay in settings.conf through every
 * save of the run (a theme changed, a file removed) until the player chooses them in the
 * window. One run of `renju --lang en` wrote "language = en" for good. */
static void test_settings_command_line_choices_are_for_this_run(void **state)
{
    char path[300];
    settings_file(*state, "language = uk\nrule = renju\n", path, sizeof path);
    RecordError err;
    Settings *s = fresh(), *base = fresh(), *back = fresh();
    assert_true(settings_load(s, path, &err));
    *base = *s;
    unsigned run = 0;
    char why[160];
    assert_true(settings_run_options(s, &run, "en", "pente", why, sizeof why));
    assert_int_equal(s->lang, LANG_EN);
    assert_int_equal(s->game.rule, RULE_PENTE);
    s->theme = THEME_LIGHT; /* Ctrl+T: a save */
    window_save(s, base, run, path);
    assert_true(settings_load(back, path, &err));
    assert_int_equal(back->lang, LANG_UK);
    assert_int_equal(back->game.rule, RULE_RENJU);
    assert_int_equal(back->theme, THEME_LIGHT);
    /* Written whole (the file removed meanwhile): still the player's own. */
    assert_int_equal(unlink(path), 0);
    window_save(s, base, run, path);
    assert_true(settings_load(back, path, &err));
    assert_int_equal(back->lang, LANG_UK);
    assert_int_equal(back->game.rule, RULE_RENJU);
    /* L in the window chooses Russian: the player's choice, saved. */
    s->lang = LANG_RU;
    run &= ~(unsigned)SETTINGS_RUN_LANG;
    window_save(s, base, run, path);
    assert_true(settings_load(back, path, &err));
    assert_int_equal(back->lang, LANG_RU);
    assert_int_equal(back->game.rule, RULE_RENJU);
    /* A new game started from New game with Pente: saved too. */
    run &= ~(unsigned)SETTINGS_RUN_RULE;
    window_save(s, base, run, path);
    assert_true(settings_load(back, path, &err));
    assert_int_equal(back->game.rule, RULE_PENTE);
    /* Values that are none are refused, with the names. */
    run = 0;
    assert_false(settings_run_options(s, &run, "de", NULL, why, sizeof why));
    assert_string_equal(why, "unknown language 'de' (en, uk, ru, bg)");
    assert_false(settings_run_options(s, &run, NULL, "chess", why, sizeof why));
    assert_string_equal(why, "unknown rule set 'chess' (see renju --help)");
    assert_int_equal(run, 0);
    free(s);
    free(base);
    free(back);
}

/* A folder the settings cannot be written in (audit 23's B1: the first failure was said
 * once, behind the F3 dialog, and never again): every failed save is to be said in the
 * window; stderr says a reason only when it is not the one it said last, so that the
 * F3 dialog's changes, each a save, do not flood it; a save that works ends the row. */
static void test_settings_every_failed_save_is_said_once_on_stderr(void **state)
{
    const char *dir = *state;
    char cfg[300], path[400];
    snprintf(cfg, sizeof cfg, "%s/config", dir);
    snprintf(path, sizeof path, "%s/renju/settings.conf", cfg);
    /* Read-only for a user; root writes anywhere, so a file stands where the folder
     * should be as well. */
    assert_int_equal(mkdir(cfg, 0555), 0);
    bool root = geteuid() == 0;
    if (root) {
        snprintf(path, sizeof path, "%s/settings.conf", dir);
        support_write_file(dir, "renju", "not a folder");
        snprintf(path, sizeof path, "%s/renju/settings.conf", dir);
    }
    Settings *mine = fresh(), *base = fresh();
    SettingsSaving sv;
    memset(&sv, 0, sizeof sv);
    RecordError err;
    mine->volume = 10; /* a change in the window: a save */
    bool ok = settings_sync(mine, base, path, &err);
    assert_false(ok);
    assert_int_equal(settings_saving_note(&sv, ok, &err), SETTINGS_SAID_STDERR);
    assert_true(sv.failed);
    assert_int_equal(sv.why.reason, err.reason);
    assert_non_null(strstr(sv.why.msg, "/renju"));
    mine->volume = 20; /* the next change: said in the window again, not on stderr */
    ok = settings_sync(mine, base, path, &err);
    assert_false(ok);
    assert_int_equal(settings_saving_note(&sv, ok, &err), SETTINGS_SAID_WINDOW);
    assert_int_equal(sv.fails, 2);
    /* Another reason is said on stderr too. */
    RecordError other = err;
    other.os = ENOSPC;
    record_error_finish(&other);
    assert_int_equal(settings_saving_note(&sv, false, &other), SETTINGS_SAID_STDERR);
    /* The folder writable again: saved, the row ended; a failure after it is new. */
    if (root) {
        char file[400];
        snprintf(file, sizeof file, "%s/renju", dir);
        assert_int_equal(unlink(file), 0);
    } else {
        assert_int_equal(chmod(cfg, 0755), 0);
    }
    ok = settings_sync(mine, base, path, &err);
    assert_true(ok);
    assert_int_equal(settings_saving_note(&sv, ok, &err), SETTINGS_SAID_NONE);
    assert_false(sv.failed);
    assert_int_equal(sv.fails, 0);
    assert_int_equal(settings_saving_note(&sv, false, &other), SETTINGS_SAID_STDERR);
    chmod(cfg, 0755);
    free(mine);
    free(base);
}

/* Two windows on one settings file (the audit's: window A chose Ukrainian, B the light
 * theme and closed, then A closed: each save wrote its whole file, and the last writer's
 * language and theme won). A save now reads the file again and writes only what its
 * window changed since it last read or wrote it; a line not understood stays, and a
 * setting both changed is the last writer's. */
static void test_settings_two_windows_keep_each_others_changes(void **state)
{
    char path[300];
    settings_file(*state, "language = en\nvolume = 40\ncolour = mauve\n", path, sizeof path);
    RecordError err;
    Settings *a = fresh(), *a_base = fresh(), *b = fresh(), *b_base = fresh();
    assert_true(settings_load(a, path, &err));
    assert_true(settings_load(b, path, &err));
    *a_base = *a;
    *b_base = *b;
    a->lang = LANG_UK; /* L in window A */
    assert_true(settings_sync(a, a_base, path, &err));
    b->theme = THEME_LIGHT; /* Ctrl+T in window B */
    b->volume = 90;
    assert_true(settings_sync(b, b_base, path, &err)); /* B closes */
    a->volume = 10;
    assert_true(settings_sync(a, a_base, path, &err)); /* A closes last */
    Settings *back = fresh();
    assert_true(settings_load(back, path, &err));
    assert_int_equal(back->lang, LANG_UK);
    assert_int_equal(back->theme, THEME_LIGHT);
    assert_int_equal(back->volume, 10);
    assert_int_equal(back->nkept, 1);
    assert_string_equal(back->kept[0].text, "colour = mauve");
    /* Each window goes on with its own settings; B, saving again unchanged, keeps A's. */
    assert_int_equal(b->lang, LANG_EN);
    assert_true(settings_sync(b, b_base, path, &err));
    assert_true(settings_load(back, path, &err));
    assert_int_equal(back->lang, LANG_UK);
    assert_int_equal(back->volume, 10);
    /* Without a file (removed meanwhile) the window's settings are written whole. */
    assert_int_equal(unlink(path), 0);
    assert_true(settings_sync(b, b_base, path, &err));
    Settings *whole = fresh();
    assert_true(settings_load(whole, path, &err));
    assert_int_equal(whole->lang, LANG_EN);
    assert_int_equal(whole->theme, THEME_LIGHT);
    free(whole);
    free(back);
    free(a);
    free(a_base);
    free(b);
    free(b_base);
}

/* Two windows saving at once (two threads, each its own settings and base, each
 * changing its own key at every save): no save is lost between another's re-read and
 * its write (settings_sync holds settings.conf.lock across both). Each thread, before a
 * save, finds its key at least what it last wrote: a stale write of the other's would
 * take it back. Without the lock, 4 runs of 4 failed (37 to 42 changes taken back in
 * 100 rounds each, or a run ended by the race). */
typedef struct Hammer {
    const char *path;
    bool volume; /* this thread's key: volume, else computer_pace_ms */
    int rounds;
    int lost;   /* times the key was found behind what this thread had written */
    int failed; /* settings_sync failures */
} Hammer;

static void *hammer(void *arg)
{
    Hammer *h = arg;
    Settings *mine = fresh(), *base = fresh(), *seen = fresh();
    RecordError err;
    if (!settings_load(mine, h->path, &err)) {
        h->failed++;
    }
    *base = *mine;
    for (int i = 1; i <= h->rounds; i++) {
        *seen = *base;
        if (settings_load(seen, h->path, &err)) {
            int now = h->volume ? seen->volume : seen->pace_ms;
            h->lost += now < i - 1;
        }
        if (h->volume) {
            mine->volume = i;
        } else {
            mine->pace_ms = i;
        }
        h->failed += !settings_sync(mine, base, h->path, &err);
    }
    free(mine);
    free(base);
    free(seen);
    return NULL;
}

static void test_settings_two_saves_at_once_lose_nothing(void **state)
{
    char path[300];
    settings_file(*state, "volume = 0\ncomputer_pace_ms = 0\n", path, sizeof path);
    Hammer h[2] = {{path, true, 100, 0, 0}, {path, false, 100, 0, 0}};
    pthread_t t[2];
    for (int k = 0; k < 2; k++) {
        assert_int_equal(pthread_create(&t[k], NULL, hammer, &h[k]), 0);
    }
    for (int k = 0; k < 2; k++) {
        pthread_join(t[k], NULL);
        assert_int_equal(h[k].failed, 0);
        assert_int_equal(h[k].lost, 0);
    }
    Settings *back = fresh();
    RecordError err;
    assert_true(settings_load(back, path, &err));
    assert_int_equal(back->volume, 100); /* each one's last change, both there */
    assert_int_equal(back->pace_ms, 100);
    free(back);
    /* A lock that cannot be made (a folder where its file would be): saved all the same. */
    char lock[320];
    snprintf(lock, sizeof lock, "%s.lock", path);
    assert_int_equal(unlink(lock), 0);
    assert_int_equal(mkdir(lock, 0700), 0);
    Settings *a = fresh(), *a_base = fresh();
    assert_true(settings_load(a, path, &err));
    *a_base = *a;
    a->volume = 7;
    assert_true(settings_sync(a, a_base, path, &err));
    assert_true(settings_load(a_base, path, &err));
    assert_int_equal(a_base->volume, 7);
    assert_int_equal(rmdir(lock), 0);
    free(a);
    free(a_base);
}

int main(void)
{
    support_load_translations(); /* a hand edit's words in Russian */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settings_engine_round_trip),
        cmocka_unit_test(test_settings_network_address_round_trip),
        cmocka_unit_test(test_settings_network_seat_round_trip),
        cmocka_unit_test(test_settings_study_round_trip),
        cmocka_unit_test(test_settings_find_folder_round_trip),
        cmocka_unit_test(test_settings_ui_scale_round_trip),
        cmocka_unit_test(test_settings_picture_round_trip),
        cmocka_unit_test(test_settings_engine_settings_round_trip),
        cmocka_unit_test_setup_teardown(test_settings_every_failed_save_is_said_once_on_stderr,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_settings_pipe_is_refused_not_waited_on,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_settings_folder_is_refused_missing_file_is_fine,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_settings_too_large_is_set_aside_before_a_save,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(
            test_settings_link_to_a_file_not_read_is_never_written_through, support_temp_dir_setup,
            support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_settings_unreadable_file_is_set_aside_never_replaced,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test(test_settings_lines_not_understood_are_said),
        cmocka_unit_test(test_settings_high_contrast_theme_is_kept),
        cmocka_unit_test(test_settings_binary_lines_are_summed_up_not_echoed),
        cmocka_unit_test(test_settings_one_binary_line_has_no_count),
        cmocka_unit_test_setup_teardown(test_settings_rewrite_keeps_the_lines_as_written,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test(test_settings_bad_line_beside_a_good_one_keeps_both),
        cmocka_unit_test(test_settings_folded_buttons_round_trip),
        cmocka_unit_test_setup_teardown(test_settings_start_without_a_file_has_nothing_to_say,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(
            test_settings_first_start_plays_the_computer_a_file_keeps_its_seats,
            support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_settings_file_with_one_key_has_first_run_defaults,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_settings_save_unchanged_leaves_the_file,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test(test_settings_count_bad_lines_and_note_a_key_given_twice),
        cmocka_unit_test_setup_teardown(test_settings_two_saves_at_once_lose_nothing,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_settings_two_windows_keep_each_others_changes,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_settings_command_line_choices_are_for_this_run,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_settings_custom_clock_typed_chosen_and_kept,
                                        support_temp_dir_setup, support_temp_dir_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

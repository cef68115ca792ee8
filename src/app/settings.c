/* Renju - MIT licence, see LICENSE.
 *
 * Settings as "key = value" lines. The parser reads line by line and takes only the keys
 * and values it knows; everything else is skipped.
 */
#include "settings.h"

#include "record.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *const THEME_NAMES[THEME_COUNT] = {"dark", "light"};

void settings_defaults(Settings *s, const char *locale)
{
    memset(s, 0, sizeof *s);
    Lang l = i18n_lang_from_code(locale);
    s->lang = l == LANG_COUNT ? LANG_EN : l;
    s->show_forbidden = true;
    s->show_numbers = false;
    s->game.rule = RULE_RENJU;
    s->game.opening = OPENING_FREE;
    s->game.seat[STONE_BLACK] = SEAT_HUMAN;
    s->game.seat[STONE_WHITE] = SEAT_HUMAN;
    s->game.ai_level = 5;
    s->sound_on = true;
    s->volume = 70;
    s->nbest = CTL_NBEST_MIN;
    s->pace_ms = CTL_PACE_MS;
}

bool settings_path(const char *xdg_config_home, const char *home, char *buf, size_t cap)
{
    int n;
    if (xdg_config_home && xdg_config_home[0] == '/') {
        n = snprintf(buf, cap, "%s/renju/settings.conf", xdg_config_home);
    } else if (home && home[0]) {
        n = snprintf(buf, cap, "%s/.config/renju/settings.conf", home);
    } else {
        return false;
    }
    return n > 0 && (size_t)n < cap;
}

/* Parses an integer in [lo, hi]; false when value is not one. */
static bool parse_int(const char *value, int lo, int hi, int *out)
{
    char *end = NULL;
    errno = 0;
    long v = strtol(value, &end, 10);
    if (errno || end == value || *end != '\0' || v < lo || v > hi) {
        return false;
    }
    *out = (int)v;
    return true;
}

static void apply(Settings *s, const char *key, const char *value)
{
    int v = 0;
    if (strcmp(key, "language") == 0) {
        Lang l = i18n_lang_from_code(value);
        if (l != LANG_COUNT) {
            s->lang = l;
        }
    } else if (strcmp(key, "show_forbidden") == 0 && parse_int(value, 0, 1, &v)) {
        s->show_forbidden = v;
    } else if (strcmp(key, "show_numbers") == 0 && parse_int(value, 0, 1, &v)) {
        s->show_numbers = v;
    } else if (strcmp(key, "rule") == 0) {
        const RuleSet *rs = rules_find(value);
        if (rs) {
            s->game.rule = rs->id;
        }
    } else if (strcmp(key, "opening") == 0) {
        OpeningId id = game_opening_find(value);
        if (id != OPENING_COUNT) {
            s->game.opening = id;
        }
    } else if (strcmp(key, "black") == 0 || strcmp(key, "white") == 0) {
        /* The seats of the first and the second player (named by their first colours). */
        Stone c = key[0] == 'b' ? STONE_BLACK : STONE_WHITE;
        if (strcmp(value, "person") == 0) {
            s->game.seat[c] = SEAT_HUMAN;
        } else if (strcmp(value, "ai") == 0) {
            s->game.seat[c] = SEAT_AI;
        }
    } else if (strcmp(key, "ai_level") == 0 && parse_int(value, AI_LEVEL_MIN, AI_LEVEL_MAX, &v)) {
        s->game.ai_level = v;
    } else if (strcmp(key, "window_width") == 0 && parse_int(value, 1, 100000, &v)) {
        s->win_w = v;
    } else if (strcmp(key, "window_height") == 0 && parse_int(value, 1, 100000, &v)) {
        s->win_h = v;
    } else if (strcmp(key, "window_maximized") == 0 && parse_int(value, 0, 1, &v)) {
        s->win_maximized = v;
    } else if (strcmp(key, "clock") == 0) {
        clock_control_parse(value, strlen(value), &s->game.clock); /* kept when bad */
    } else if (strcmp(key, "sound") == 0 && parse_int(value, 0, 1, &v)) {
        s->sound_on = v;
    } else if (strcmp(key, "volume") == 0 && parse_int(value, 0, 100, &v)) {
        s->volume = v;
    } else if (strcmp(key, "best_moves") == 0 &&
               parse_int(value, CTL_NBEST_MIN, CTL_NBEST_MAX, &v)) {
        s->nbest = v;
    } else if (strcmp(key, "computer_pace_ms") == 0 && parse_int(value, 0, CTL_PACE_MAX_MS, &v)) {
        s->pace_ms = v;
    } else if (strcmp(key, "theme") == 0) {
        for (int t = 0; t < THEME_COUNT; t++) {
            if (strcmp(value, THEME_NAMES[t]) == 0) {
                s->theme = (Theme)t;
            }
        }
    }
}

static char *trim(char *a, char *b)
{
    while (a < b && (*a == ' ' || *a == '\t')) {
        a++;
    }
    while (b > a && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\r')) {
        b--;
    }
    *b = '\0';
    return a;
}

void settings_parse(Settings *s, const char *text, size_t len)
{
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && text[j] != '\n') {
            j++;
        }
        char line[256];
        size_t n = j - i < sizeof line - 1 ? j - i : sizeof line - 1;
        memcpy(line, text + i, n);
        line[n] = '\0';
        char *eq = strchr(line, '=');
        if (line[0] != '#' && eq) {
            char *key = trim(line, eq);
            char *value = trim(eq + 1, line + n);
            apply(s, key, value);
        }
        i = j + 1;
    }
}

size_t settings_format(const Settings *s, char *buf, size_t cap)
{
    const RuleSet *rs = rules_get(s->game.rule);
    int n = snprintf(buf, cap,
                     "# Renju window settings (rewritten when the game closes)\n"
                     "language = %s\nshow_forbidden = %d\nshow_numbers = %d\n"
                     "rule = %s\nopening = %s\nblack = %s\nwhite = %s\n"
                     "# ai_level: %d (about %d ms a move) to %d (about %d ms a move)\n"
                     "ai_level = %d\n"
                     "window_width = %d\nwindow_height = %d\nwindow_maximized = %d\n",
                     i18n_lang_code(s->lang), s->show_forbidden ? 1 : 0, s->show_numbers ? 1 : 0,
                     rs ? rs->name : "renju", game_opening_name(s->game.opening),
                     s->game.seat[STONE_BLACK] == SEAT_AI ? "ai" : "person",
                     s->game.seat[STONE_WHITE] == SEAT_AI ? "ai" : "person", AI_LEVEL_MIN,
                     ai_level(AI_LEVEL_MIN)->time_ms, AI_LEVEL_MAX, ai_level(AI_LEVEL_MAX)->time_ms,
                     s->game.ai_level, s->win_w, s->win_h, s->win_maximized ? 1 : 0);
    if (n < 0) {
        return 0;
    }
    if ((size_t)n < cap) {
        char tc[64];
        clock_control_format(&s->game.clock, tc, sizeof tc);
        int m = snprintf(buf + n, cap - (size_t)n,
                         "clock = %s\nsound = %d\nvolume = %d\nbest_moves = %d\n"
                         "computer_pace_ms = %d\ntheme = %s\n",
                         tc, s->sound_on ? 1 : 0, s->volume, s->nbest, s->pace_ms,
                         THEME_NAMES[s->theme >= 0 && s->theme < THEME_COUNT ? s->theme : 0]);
        n += m > 0 ? m : 0;
    }
    return (size_t)n < cap ? (size_t)n : cap - 1;
}

bool settings_load(Settings *s, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        return errno == ENOENT;
    }
    char text[4096];
    size_t len = fread(text, 1, sizeof text, f);
    bool ok = !ferror(f);
    fclose(f);
    settings_parse(s, text, len);
    return ok;
}

/* mkdir -p for the directories above path's last component; false after saying which
 * one could not be made and why. */
static bool make_parents(const char *path, RecordError *err)
{
    char dir[1024];
    size_t n = strlen(path);
    if (n >= sizeof dir) {
        return record_error(err, RECORD_R_PATH_TOO_LONG, path, 0, NULL, 0);
    }
    memcpy(dir, path, n + 1);
    for (char *p = dir + 1; *p; p++) {
        if (*p == '/') {
            *p = '\0';
            struct stat st;
            if (mkdir(dir, 0755) != 0 &&
                (errno != EEXIST || stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))) {
                int e = errno == EEXIST ? ENOTDIR : errno;
                return record_error(err, RECORD_R_NO_FOLDER, path, e, dir, 0);
            }
            *p = '/';
        }
    }
    return true;
}

bool settings_save(const Settings *s, const char *path, RecordError *err)
{
    if (!make_parents(path, err)) {
        return false;
    }
    char text[1024];
    size_t len = settings_format(s, text, sizeof text);
    /* Atomic, like the autosave: a crash mid-save leaves the old settings. */
    return record_write_atomic(path, text, len, err);
}

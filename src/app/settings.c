/* Renju - MIT licence, see LICENSE.
 *
 * Settings as "key = value" lines. The parser reads line by line and takes the keys and
 * values it knows; any other line is kept with its reason (Settings.kept), said by the
 * window at start, and written back as it was when the file is rewritten: right after
 * its key's line while the setting keeps the value in use after reading (so the next
 * start reads that value, then the kept line again), after the known lines for an
 * unknown key. A setting changed in the window drops its kept line. Two windows share
 * the file: a window's save (settings_sync) reads it again and changes only the settings
 * that window changed since it last read or wrote them, so another window's changes stay;
 * the re-read and the write hold an advisory lock (flock on settings.conf.lock beside
 * it), so two saves never interleave and lose a change. The wait for it is bounded
 * (SETTINGS_LOCK_WAIT_MS): a lock that cannot be had or made saves without it, as before.
 */
#define _DEFAULT_SOURCE /* flock(), not in POSIX; Linux, the BSDs and macOS have it */
#include "settings.h"

#include "layout.h"
#include "netlink.h"
#include "problem.h"
#include "record.h"
#include "storage.h"
#include "text.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

_Static_assert(SETTINGS_STUDY_ID_MAX == PROBLEM_ID_MAX, "settings keep a problem id whole");

static const char *const THEME_NAMES[THEME_COUNT] = {"dark", "light", "contrast"};

/* The file's text at most: the known lines and the kept ones. */
#define SETTINGS_TEXT_MAX (2048 + SETTINGS_KEPT_MAX * (SETTINGS_LINE_MAX + 1))

void settings_defaults(Settings *s, const char *locale)
{
    memset(s, 0, sizeof *s);
    Lang l = i18n_lang_from_code(locale);
    s->lang = l == LANG_COUNT ? LANG_EN : l;
    s->show_forbidden = true;
    s->show_numbers = false;
    s->show_buttons = true;
    s->game.rule = RULE_RENJU;
    s->game.opening = OPENING_FREE;
    s->game.seat[STONE_BLACK] = SEAT_HUMAN;
    s->game.seat[STONE_WHITE] = SEAT_HUMAN;
    s->game.ai_level = 5;
    s->game.no_help = true; /* a game between people on a clock: a tournament game */
    s->sound_on = true;
    s->volume = 70;
    s->nbest = CTL_NBEST_MIN;
    s->pace_ms = CTL_PACE_MS;
    s->ui_scale = LAYOUT_UI_MIN;
    filesave_picture_defaults(&s->picture);
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

/* A number in [lo, hi] into *out (leading zeros read as written: 007 is 7); else
 * RECORD_R_SETTING_RANGE for a whole number out of it, RECORD_R_SETTING_NUMBER for
 * anything else, with the range and its unit (RecordUnit). */
static RecordReason number_in(const char *value, int lo, int hi, RecordUnit unit, int *out,
                              SettingsKept *why)
{
    if (parse_int(value, lo, hi, out)) {
        return RECORD_R_NONE;
    }
    char *end = NULL;
    (void)strtol(value, &end, 10); /* a whole number, however large (errno ERANGE too) */
    why->lo = lo;
    why->hi = hi;
    why->unit = unit;
    return end != value && *end == '\0' ? RECORD_R_SETTING_RANGE : RECORD_R_SETTING_NUMBER;
}

static RecordReason number(const char *value, int lo, int hi, int *out, SettingsKept *why)
{
    return number_in(value, lo, hi, RECORD_UNIT_NONE, out, why);
}

/* Sets key to value; returns RECORD_R_NONE, or why the line is not understood (s then
 * unchanged; a number's range in why). */
static RecordReason apply(Settings *s, const char *key, const char *value, SettingsKept *why)
{
    int v = 0;
    RecordReason r = RECORD_R_NONE;
    if (strcmp(key, "language") == 0) {
        Lang l = i18n_lang_from_code(value);
        if (l == LANG_COUNT) {
            return RECORD_R_SETTING_LANGUAGE;
        }
        s->lang = l;
    } else if (strcmp(key, "show_forbidden") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->show_forbidden = v;
        }
    } else if (strcmp(key, "show_numbers") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->show_numbers = v;
        }
    } else if (strcmp(key, "show_buttons") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->show_buttons = v;
        }
    } else if (strcmp(key, "rule") == 0) {
        const RuleSet *rs = rules_find(value);
        if (!rs) {
            return RECORD_R_UNKNOWN_RULES;
        }
        s->game.rule = rs->id;
    } else if (strcmp(key, "opening") == 0) {
        OpeningId id = game_opening_find(value);
        if (id == OPENING_COUNT) {
            return RECORD_R_UNKNOWN_OPENING;
        }
        s->game.opening = id;
    } else if (strcmp(key, "black") == 0 || strcmp(key, "white") == 0) {
        /* The seats of the first and the second player (named by their first colours). */
        Stone c = key[0] == 'b' ? STONE_BLACK : STONE_WHITE;
        if (strcmp(value, "person") == 0) {
            s->game.seat[c] = SEAT_HUMAN;
        } else if (strcmp(value, "ai") == 0) {
            s->game.seat[c] = SEAT_AI;
        } else {
            return RECORD_R_SETTING_SEAT;
        }
    } else if (strcmp(key, "ai_level") == 0) {
        if ((r = number(value, AI_LEVEL_MIN, AI_LEVEL_MAX, &v, why)) == RECORD_R_NONE) {
            s->game.ai_level = v;
        }
    } else if (strcmp(key, "window_width") == 0 || strcmp(key, "window_height") == 0) {
        /* 0: the default size (what is written before a window was shown); a size the
         * screen cannot hold is read, and layout_window_start replaces it */
        if (strcmp(value, "0") != 0) {
            r = number(value, 1, 100000, &v, why);
        }
        if (r == RECORD_R_NONE && strcmp(key, "window_width") == 0) {
            s->win_w = v;
        } else if (r == RECORD_R_NONE) {
            s->win_h = v;
        }
    } else if (strcmp(key, "window_maximized") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->win_maximized = v;
        }
    } else if (strcmp(key, "clock") == 0) {
        if (!clock_control_parse(value, strlen(value), &s->game.clock)) {
            return RECORD_R_BAD_CLOCK; /* the clock stays as it was */
        }
    } else if (strcmp(key, "no_help") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->game.no_help = v;
        }
    } else if (strcmp(key, "sound") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->sound_on = v;
        }
    } else if (strcmp(key, "volume") == 0) {
        if ((r = number(value, 0, 100, &v, why)) == RECORD_R_NONE) {
            s->volume = v;
        }
    } else if (strcmp(key, "best_moves") == 0) {
        if ((r = number(value, CTL_NBEST_MIN, CTL_NBEST_MAX, &v, why)) == RECORD_R_NONE) {
            s->nbest = v;
        }
    } else if (strcmp(key, "ui_scale") == 0) {
        if ((r = number(value, LAYOUT_UI_MIN, LAYOUT_UI_MAX, &v, why)) == RECORD_R_NONE) {
            s->ui_scale = v;
        }
    } else if (strcmp(key, "computer_pace_ms") == 0) {
        if ((r = number_in(value, 0, CTL_PACE_MAX_MS, RECORD_UNIT_MS, &v, why)) == RECORD_R_NONE) {
            s->pace_ms = v;
        }
    } else if (strcmp(key, "theme") == 0) {
        r = RECORD_R_SETTING_THEME;
        for (int t = 0; t < THEME_COUNT; t++) {
            if (strcmp(value, THEME_NAMES[t]) == 0) {
                s->theme = (Theme)t;
                r = RECORD_R_NONE;
            }
        }
    } else if (strcmp(key, "engine") == 0) {
        r = RECORD_R_SETTING_ENGINE;
        if (strcmp(value, "builtin") == 0 || strcmp(value, "external") == 0) {
            s->engine_on = value[0] == 'e';
            r = RECORD_R_NONE;
        }
    } else if (strcmp(key, "engine_path") == 0) {
        snprintf(s->engine_path, sizeof s->engine_path, "%s", value);
    } else if (strcmp(key, "library") == 0) {
        snprintf(s->library, sizeof s->library, "%s", value);
    } else if (strcmp(key, "find_folder") == 0) {
        if (value[0] && value[0] != '/') {
            return RECORD_R_SETTING_PATH; /* Find position asks for a folder instead */
        }
        snprintf(s->find_folder, sizeof s->find_folder, "%s", value);
    } else if (strcmp(key, "library_view") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->library_view = v;
        }
    } else if (strcmp(key, "net_join") == 0) {
        char host[SETTINGS_NET_JOIN_MAX];
        int port;
        if (value[0] && (strlen(value) >= sizeof s->net_join ||
                         !net_link_split(value, host, sizeof host, &port))) {
            return RECORD_R_SETTING_ADDRESS; /* the dialog offers the default instead */
        }
        snprintf(s->net_join, sizeof s->net_join, "%s", value);
    } else if (strcmp(key, "net_role") == 0) {
        if (strcmp(value, "host") != 0 && strcmp(value, "join") != 0) {
            return RECORD_R_SETTING_NET_ROLE;
        }
        s->net_joins = value[0] == 'j';
    } else if (strcmp(key, "net_seat") == 0) {
        static const char *const SEATS[] = {
            [STONE_EMPTY] = "none", [STONE_BLACK] = "black", [STONE_WHITE] = "white"};
        r = RECORD_R_SETTING_NET_SEAT;
        for (int c = STONE_EMPTY; c <= STONE_WHITE; c++) {
            if (SEATS[c] && strcmp(value, SEATS[c]) == 0) {
                s->net_remote = (Stone)c;
                r = RECORD_R_NONE;
            }
        }
    } else if (strcmp(key, "net_port") == 0) {
        if ((r = number(value, 0, 65535, &v, why)) == RECORD_R_NONE) {
            s->net_port = v;
        }
    } else if (strcmp(key, "study") == 0) {
        if ((r = number(value, 0, 2, &v, why)) == RECORD_R_NONE) {
            s->study = v;
        }
    } else if (strcmp(key, "study_problem") == 0) {
        snprintf(s->study_problem, sizeof s->study_problem, "%s", value);
    } else if (strcmp(key, "study_technique") == 0) {
        snprintf(s->study_technique, sizeof s->study_technique, "%s", value);
    } else if (strcmp(key, "study_hide_titles") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->study_hide_titles = v == 1;
        }
    } else if (strcmp(key, "study_hide_rating") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->study_hide_rating = v == 1;
        }
    } else if (strcmp(key, "study_level") == 0) {
        if ((r = number(value, 0, 5, &v, why)) == RECORD_R_NONE) { /* problem.h: 1..5 */
            s->study_level = v;
        }
    } else if (strcmp(key, "picture_size") == 0) {
        if ((r = number_in(value, FILESAVE_PICTURE_MIN, FILESAVE_PICTURE_MAX, RECORD_UNIT_NONE, &v,
                           why)) == RECORD_R_NONE) {
            s->picture.side = v;
        }
    } else if (strcmp(key, "picture_print") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->picture.style = v ? PICTURE_PRINT : PICTURE_COLOUR;
        }
    } else if (strcmp(key, "picture_fouls") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->picture.fouls = v;
        }
    } else if (strcmp(key, "picture_sheet") == 0) {
        if ((r = number(value, 0, 1, &v, why)) == RECORD_R_NONE) {
            s->picture.sheet = v;
        }
    } else if (strcmp(key, "ai_move_ms") == 0 || strcmp(key, "analysis_ms") == 0 ||
               strcmp(key, "ai_threads") == 0 || strcmp(key, "ai_memory_mb") == 0) {
        /* 0 (as before), or a value in its range */
        SettingsEngineRow row = strcmp(key, "ai_move_ms") == 0    ? SETTINGS_ENG_MOVE
                                : strcmp(key, "analysis_ms") == 0 ? SETTINGS_ENG_ANALYSIS
                                : strcmp(key, "ai_threads") == 0  ? SETTINGS_ENG_THREADS
                                                                  : SETTINGS_ENG_MEMORY;
        static const int LO[SETTINGS_ENG_COUNT] = {SETTINGS_MOVE_MS_MIN, SETTINGS_ANALYSIS_MS_MIN,
                                                   1, SETTINGS_MEMORY_MB_MIN};
        static const int HI[SETTINGS_ENG_COUNT] = {SETTINGS_TIME_MS_MAX, SETTINGS_TIME_MS_MAX,
                                                   AI_MAX_THREADS, SETTINGS_MEMORY_MB_MAX};
        static const RecordUnit UNIT[SETTINGS_ENG_COUNT] = {
            RECORD_UNIT_MS_BY_LEVEL, RECORD_UNIT_MS_DEFAULT, RECORD_UNIT_AUTOMATIC,
            RECORD_UNIT_MB_DEFAULT};
        if (!parse_int(value, 0, 0, &v)) { /* 0, also written "00" or "-0" */
            r = number_in(value, LO[row], HI[row], UNIT[row], &v, why);
        }
        if (r == RECORD_R_NONE) {
            settings_engine_set(s, row, v);
        }
    } else {
        return RECORD_R_SETTING_KEY;
    }
    return r;
}

/* The dialog's choices of each row but threads, ascending, 0 first. */
static const int MOVE_CHOICES[] = {0, 500, 1000, 2000, 3000, 5000, 10000, 20000, 30000, 60000};
static const int ANALYSIS_CHOICES[] = {0, 3000, 5000, 10000, 20000, 30000, 60000, 120000, 300000};
/* Each a different table (gomocup_table_mb): 16 MB at 32 up to its largest, 512 MB, at
 * 1024; more would change nothing, and 128 (a 64 MB table) is the default's. */
static const int MEMORY_CHOICES[] = {0, 32, 64, 256, 512, 1024};

void settings_clock_step(TimeControl *clock, const TimeControl *own, bool *custom, int dir)
{
    int n = clock_preset_count();
    bool extra = clock_control_valid(own) && clock_preset_find(own) < 0;
    const TimeControl *last = extra ? own : clock_preset(n - 1);
    if (*custom) { /* Custom… sits between the last choice and the first */
        *custom = false;
        *clock = dir > 0 ? *clock_preset(0) : *last;
    } else if (dir > 0 ? clock_control_same(clock, last) : clock_preset_find(clock) == 0) {
        *custom = true; /* the control chosen stays until one is typed */
    } else {
        *clock = clock_preset_step(clock, own, dir);
    }
}

void settings_clock_cycle(TimeControl *clock, const TimeControl *own, bool *custom)
{
    int n = clock_preset_count();
    bool extra = clock_control_valid(own) && clock_preset_find(own) < 0;
    const TimeControl *last = extra ? own : clock_preset(n - 1);
    if (*custom || clock_control_same(clock, last)) {
        *custom = false;
        *clock = *clock_preset(0);
    } else {
        *clock = clock_preset_step(clock, own, 1);
    }
}

bool settings_clock_custom(const char *text, TimeControl *clock, TimeControl *own, bool *custom)
{
    TimeControl tc;
    if (!clock_control_read(text, strlen(text), &tc)) {
        return false;
    }
    *clock = tc;
    *own = tc;
    *custom = false;
    return true;
}

int settings_engine_step(SettingsEngineRow row, int value, int dir, int cpus)
{
    int list[AI_MAX_THREADS + 1];
    int n = 0;
    const int *from = row == SETTINGS_ENG_MOVE       ? MOVE_CHOICES
                      : row == SETTINGS_ENG_ANALYSIS ? ANALYSIS_CHOICES
                                                     : MEMORY_CHOICES;
    int nfrom = row == SETTINGS_ENG_MOVE       ? (int)(sizeof MOVE_CHOICES / sizeof(int))
                : row == SETTINGS_ENG_ANALYSIS ? (int)(sizeof ANALYSIS_CHOICES / sizeof(int))
                                               : (int)(sizeof MEMORY_CHOICES / sizeof(int));
    if (row == SETTINGS_ENG_THREADS) {
        int most = cpus < 1 ? 1 : cpus > AI_MAX_THREADS ? AI_MAX_THREADS : cpus;
        for (n = 0; n <= most; n++) {
            list[n] = n;
        }
    } else {
        for (n = 0; n < nfrom; n++) {
            list[n] = from[n];
        }
    }
    /* The choice next to value that way (value itself is skipped). */
    if (dir > 0) {
        for (int i = 0; i < n; i++) {
            if (list[i] > value) {
                return list[i];
            }
        }
        return list[0];
    }
    for (int i = n - 1; i >= 0; i--) {
        if (list[i] < value) {
            return list[i];
        }
    }
    return list[n - 1];
}

int settings_engine_get(const Settings *s, SettingsEngineRow row)
{
    switch (row) {
    case SETTINGS_ENG_MOVE: return s->move_ms;
    case SETTINGS_ENG_ANALYSIS: return s->analysis_ms;
    case SETTINGS_ENG_THREADS: return s->threads;
    case SETTINGS_ENG_MEMORY:
    case SETTINGS_ENG_COUNT: break;
    }
    return s->memory_mb;
}

void settings_engine_set(Settings *s, SettingsEngineRow row, int value)
{
    switch (row) {
    case SETTINGS_ENG_MOVE: s->move_ms = value; break;
    case SETTINGS_ENG_ANALYSIS: s->analysis_ms = value; break;
    case SETTINGS_ENG_THREADS: s->threads = value; break;
    case SETTINGS_ENG_MEMORY:
    case SETTINGS_ENG_COUNT: s->memory_mb = value; break;
    }
}

int settings_memory_used(int memory_mb, long long ram_mb)
{
    long long most = ram_mb / 2 > SETTINGS_MEMORY_MB_MIN ? ram_mb / 2 : SETTINGS_MEMORY_MB_MIN;
    return memory_mb > 0 && ram_mb > 0 && memory_mb > most ? (int)most : memory_mb;
}

int settings_threads(int threads, int cpus)
{
    int most = cpus < 1 ? 1 : cpus > AI_MAX_THREADS ? AI_MAX_THREADS : cpus;
    if (threads <= 0) {
        return most < SETTINGS_AUTO_THREADS ? most : SETTINGS_AUTO_THREADS;
    }
    return threads < most ? threads : most;
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

/* A line's key and value (trimmed) into key and value; false when it has no '='. */
static bool split(const char *line, char *key, size_t kcap, char *value, size_t vcap)
{
    char copy[SETTINGS_LINE_MAX];
    snprintf(copy, sizeof copy, "%s", line);
    char *eq = strchr(copy, '=');
    if (!eq) {
        return false;
    }
    snprintf(value, vcap, "%s", trim(eq + 1, copy + strlen(copy)));
    snprintf(key, kcap, "%s", trim(copy, eq));
    return true;
}

/* The line of text (formatted settings) that sets key, into out; false when none. */
static bool line_of(const char *text, const char *key, char *out, size_t cap)
{
    size_t k = strlen(key);
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n > k + 3 && strncmp(p, key, k) == 0 && strncmp(p + k, " = ", 3) == 0) {
            snprintf(out, cap, "%.*s", (int)n, p);
            return true;
        }
        p += e ? n + 1 : n;
    }
    return false;
}

static size_t format_known(const Settings *s, char *buf, size_t cap);

/* Is line (n bytes) text: well-formed UTF-8 without control bytes but tabs? */
static bool printable(const char *line, size_t n)
{
    for (size_t k = 0; k < n; k++) {
        unsigned char ch = (unsigned char)line[k];
        if ((ch < 0x20 && ch != '\t') || ch == 0x7f) {
            return false;
        }
    }
    return text_utf8_valid(line, n);
}

/* A good line of key (value, at line number) read: counted among the keys seen; the
 * first key seen twice is noted in s with the value now in use (the last good line's). */
static void note_twice(Settings *s, char (*seen)[SETTINGS_KEY_MAX], int *times, int *nseen, int max,
                       const char *key, const char *value, int number)
{
    int k = 0;
    while (k < *nseen && strcmp(seen[k], key) != 0) {
        k++;
    }
    if (k == *nseen) {
        if (k < max) {
            snprintf(seen[k], SETTINGS_KEY_MAX, "%s", key);
            times[k] = 1;
            (*nseen)++;
        }
        return;
    }
    times[k]++;
    if (s->twice_times == 0 || strcmp(s->twice_key, key) == 0) {
        snprintf(s->twice_key, sizeof s->twice_key, "%s", key);
        snprintf(s->twice_value, sizeof s->twice_value, "%s", value);
        s->twice_times = times[k];
        s->twice_line = number;
    }
}

void settings_parse(Settings *s, const char *text, size_t len)
{
    size_t i = 0;
    int number = 0;
    int first = s->nkept;
    int binary = -1; /* the kept entry that says the lines that are not text */
    /* The keys this text set, each with how many of its lines did (a key given twice). */
    enum { SEEN_MAX = 48 };
    char seen[SEEN_MAX][SETTINGS_KEY_MAX];
    int seen_times[SEEN_MAX];
    int nseen = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && text[j] != '\n') {
            j++;
        }
        number++;
        char line[SETTINGS_LINE_MAX], raw[SETTINGS_LINE_MAX];
        size_t n = j - i < sizeof line - 1 ? j - i : sizeof line - 1;
        memcpy(line, text + i, n);
        line[n] = '\0';
        i = j + 1;
        while (n > 0 && line[n - 1] == '\r') {
            line[--n] = '\0';
        }
        memcpy(raw, line, n + 1);
        if (!printable(line, n)) {
            /* Not text (a binary file): said once, by its first line and a count, never
             * echoed, and left out of the file written back. */
            s->nbad++;
            if (binary >= 0) {
                s->kept[binary].lo++;
            } else if (s->nkept < SETTINGS_KEPT_MAX) {
                binary = s->nkept++;
                memset(&s->kept[binary], 0, sizeof s->kept[binary]);
                s->kept[binary].line = number;
                s->kept[binary].reason = RECORD_R_SETTING_NOT_TEXT;
            }
            continue;
        }
        const char *first_char = line + strspn(line, " \t");
        if (*first_char == '\0' || *first_char == '#') {
            continue;
        }
        SettingsKept why;
        memset(&why, 0, sizeof why);
        char *eq = strchr(line, '=');
        RecordReason r = RECORD_R_SETTING_LINE;
        if (eq) {
            char *key = trim(line, eq);
            char *value = trim(eq + 1, line + n);
            r = apply(s, key, value, &why);
            if (r == RECORD_R_NONE) {
                note_twice(s, seen, seen_times, &nseen, SEEN_MAX, key, value, number);
            }
        }
        s->nbad += r != RECORD_R_NONE;
        if (r != RECORD_R_NONE && s->nkept < SETTINGS_KEPT_MAX) {
            why.line = number;
            why.reason = r;
            memcpy(why.text, raw, sizeof why.text);
            s->kept[s->nkept++] = why;
        }
    }
    /* A known key's kept line follows the line the program writes for the value in use
     * now (the one it had before, or a good line's of the same key) while it is that. */
    char known[SETTINGS_TEXT_MAX];
    format_known(s, known, sizeof known);
    for (int k = first; k < s->nkept; k++) {
        SettingsKept *kept = &s->kept[k];
        char key[SETTINGS_LINE_MAX], value[SETTINGS_LINE_MAX];
        if (kept->reason == RECORD_R_SETTING_KEY || kept->reason == RECORD_R_SETTING_LINE ||
            !split(kept->text, key, sizeof key, value, sizeof value) ||
            !line_of(known, key, kept->ours, sizeof kept->ours)) {
            kept->ours[0] = '\0';
        }
    }
}

bool settings_trouble(const Settings *s, int i, const char *file, RecordError *err)
{
    if (i < 0 || i >= s->nkept) {
        return false;
    }
    const SettingsKept *k = &s->kept[i];
    char key[SETTINGS_LINE_MAX], value[SETTINGS_LINE_MAX];
    const char *token = k->text + strspn(k->text, " \t");
    if (split(k->text, key, sizeof key, value, sizeof value)) {
        token = k->reason == RECORD_R_SETTING_KEY ? key : value;
    }
    /* Binary lines: the count of the others only when there are others. */
    RecordReason reason = k->reason == RECORD_R_SETTING_NOT_TEXT && k->lo == 0
                              ? RECORD_R_SETTING_NOT_TEXT_ONE
                              : k->reason;
    record_error(err, reason, file, 0, token, k->lo);
    if (err) {
        err->line = k->line;
        err->num[1] = k->hi;
        err->num[2] = k->unit;
        record_error_finish(err);
    }
    return true;
}

/* The known settings' lines, as this version writes them. */
static size_t format_known(const Settings *s, char *buf, size_t cap)
{
    const RuleSet *rs = rules_get(s->game.rule);
    int n = snprintf(buf, cap,
                     "# Renju window settings (rewritten when the game closes)\n"
                     "language = %s\nshow_forbidden = %d\nshow_numbers = %d\nshow_buttons = %d\n"
                     "rule = %s\nopening = %s\nblack = %s\nwhite = %s\n"
                     "# ai_level: %d (%d move deep, at most %d ms a move) to %d (no depth limit, "
                     "about %d ms a move: ai_move_ms, 0 its own)\n"
                     "ai_level = %d\n"
                     "window_width = %d\nwindow_height = %d\nwindow_maximized = %d\n",
                     i18n_lang_code(s->lang), s->show_forbidden ? 1 : 0, s->show_numbers ? 1 : 0,
                     s->show_buttons ? 1 : 0, rs ? rs->name : "renju",
                     game_opening_name(s->game.opening),
                     s->game.seat[STONE_BLACK] == SEAT_AI ? "ai" : "person",
                     s->game.seat[STONE_WHITE] == SEAT_AI ? "ai" : "person", AI_LEVEL_MIN,
                     ai_level(AI_LEVEL_MIN)->depth, ai_level(AI_LEVEL_MIN)->time_ms, AI_LEVEL_MAX,
                     s->move_ms > 0 ? s->move_ms : ai_level(AI_LEVEL_MAX)->time_ms,
                     s->game.ai_level, s->win_w, s->win_h, s->win_maximized ? 1 : 0);
    if (n < 0) {
        return 0;
    }
    if ((size_t)n < cap) {
        char tc[64];
        clock_control_format(&s->game.clock, tc, sizeof tc);
        int m = snprintf(
            buf + n, cap - (size_t)n,
            "clock = %s\nsound = %d\nvolume = %d\nbest_moves = %d\n"
            "computer_pace_ms = %d\n"
            "# ui_scale: the text and the panel, percent (100 to 200)\n"
            "ui_scale = %d\n"
            "# engine: builtin, or external: the Gomocup engine (pbrain-*) at "
            "engine_path\nengine = %s\nengine_path = %s\n"
            "# library: the opening library read at start (a RenLib .lib, or builtin)\n"
            "library = %s\nlibrary_view = %d\n"
            "# find_folder: the folder Find position searches\n"
            "find_folder = %s\ntheme = %s\n"
            "# network play: the last host:port joined, the last port hosted, "
            "the role last taken (host, join), the other player's colour when "
            "the last game was a network game (none, black, white)\n"
            "net_join = %s\nnet_port = %d\nnet_role = %s\nnet_seat = %s\n"
            "# study: 0 the game, 1 the problems, 2 the forbidden-point trainer "
            "(open at start); study_problem: the problem open; study_level: "
            "the problems' level tab (0 all); study_technique: the technique they "
            "show (none: the level's); study_hide_titles: 1 a problem's title and technique "
            "hidden until it is solved (I in study); study_hide_rating: 1 no rating shown (R "
            "in study)\n"
            "study = %d\nstudy_problem = %s\nstudy_level = %d\nstudy_technique = %s\n"
            "study_hide_titles = %d\nstudy_hide_rating = %d\n"
            "# the engine (0 each: as by default): ai_move_ms, the computer's time a "
            "move at full strength; analysis_ms, the analysis' and the hint's; "
            "ai_threads; ai_memory_mb, the engine's memory (MB)\n"
            "ai_move_ms = %d\nanalysis_ms = %d\nai_threads = %d\nai_memory_mb = %d\n"
            "# a picture of the board (a .png name in the file dialog): picture_size, its "
            "side in pixels (600 to 2400); picture_print, 1 black and white for printing, 0 "
            "in colour; picture_fouls, 1 Black's forbidden points marked; picture_sheet, 1 "
            "the game's header and the opening's decisions round the board\n"
            "picture_size = %d\npicture_print = %d\npicture_fouls = %d\npicture_sheet = %d\n"
            "# no_help: 1 a game between people on a clock is a tournament game (no hint, "
            "analysis, best moves, graph or foul marks until it ends)\n"
            "no_help = %d\n",
            tc, s->sound_on ? 1 : 0, s->volume, s->nbest, s->pace_ms, s->ui_scale,
            s->engine_on ? "external" : "builtin", s->engine_path, s->library,
            s->library_view ? 1 : 0, s->find_folder,
            THEME_NAMES[s->theme >= 0 && s->theme < THEME_COUNT ? s->theme : 0], s->net_join,
            s->net_port, s->net_joins ? "join" : "host",
            s->net_remote == STONE_BLACK   ? "black"
            : s->net_remote == STONE_WHITE ? "white"
                                           : "none",
            s->study, s->study_problem, s->study_level, s->study_technique,
            s->study_hide_titles ? 1 : 0, s->study_hide_rating ? 1 : 0, s->move_ms, s->analysis_ms,
            s->threads, s->memory_mb, s->picture.side, s->picture.style == PICTURE_PRINT ? 1 : 0,
            s->picture.fouls ? 1 : 0, s->picture.sheet ? 1 : 0, s->game.no_help ? 1 : 0);
        n += m > 0 ? m : 0;
    }
    return (size_t)n < cap ? (size_t)n : cap - 1;
}

size_t settings_format(const Settings *s, char *buf, size_t cap)
{
    char known[SETTINGS_TEXT_MAX];
    format_known(s, known, sizeof known);
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    for (const char *p = known; *p;) {
        const char *e = strchr(p, '\n');
        int n = (int)(e ? e - p : (long)strlen(p));
        char line[SETTINGS_LINE_MAX];
        snprintf(line, sizeof line, "%.*s", n, p);
        p += e ? n + 1 : n;
        text_append(buf, cap, &len, "%s\n", line);
        for (int k = 0; k < s->nkept; k++) {
            if (strcmp(s->kept[k].ours, line) == 0) {
                text_append(buf, cap, &len, "%s\n", s->kept[k].text);
            }
        }
    }
    for (int k = 0; k < s->nkept; k++) {
        if (!s->kept[k].ours[0] && s->kept[k].reason != RECORD_R_SETTING_NOT_TEXT) {
            text_append(buf, cap, &len, "%s\n", s->kept[k].text);
        }
    }
    return len;
}

/* Sets in `to` every setting whose line differs between `mine` and `base`, as mine has
 * it: the settings this window changed since it last read or wrote the file. */
static void take_changes(Settings *to, const Settings *base, const Settings *mine)
{
    char a[SETTINGS_TEXT_MAX], b[SETTINGS_TEXT_MAX];
    format_known(mine, a, sizeof a);
    format_known(base, b, sizeof b);
    const char *p = a;
    const char *q = b;
    while (*p && *q) {
        size_t n = strcspn(p, "\n");
        size_t m = strcspn(q, "\n");
        if (p[0] != '#' && (n != m || memcmp(p, q, n) != 0)) {
            char line[SETTINGS_LINE_MAX], key[SETTINGS_LINE_MAX], value[SETTINGS_LINE_MAX];
            snprintf(line, sizeof line, "%.*s", (int)n, p);
            SettingsKept why;
            if (split(line, key, sizeof key, value, sizeof value)) {
                apply(to, key, value, &why);
            }
        }
        p += n + (p[n] == '\n');
        q += m + (q[m] == '\n');
    }
}

/* The lock of the file at path: "<path>.lock" opened and flock'ed, waited for up to
 * SETTINGS_LOCK_WAIT_MS; its descriptor, or -1 (no lock file can be made there, the path
 * is too long, another save holds it for too long): the caller saves without it. */
static int lock_settings(const char *path)
{
    char name[STORAGE_PATH_MAX + 8];
    int n = snprintf(name, sizeof name, "%s.lock", path);
    if (n < 0 || (size_t)n >= sizeof name) {
        return -1;
    }
    int fd = open(name, O_RDWR | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0600);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        if (fd >= 0) {
            close(fd);
        }
        return -1;
    }
    for (int waited = 0; flock(fd, LOCK_EX | LOCK_NB) != 0; waited += SETTINGS_LOCK_STEP_MS) {
        if ((errno != EWOULDBLOCK && errno != EINTR) || waited >= SETTINGS_LOCK_WAIT_MS) {
            close(fd);
            return -1;
        }
        struct timespec step = {0, SETTINGS_LOCK_STEP_MS * 1000000L};
        nanosleep(&step, NULL);
    }
    return fd;
}

bool settings_sync(const Settings *mine, Settings *base, const char *path, RecordError *err)
{
    Settings *merged = malloc(sizeof *merged);
    if (!merged) {
        return record_error(err, RECORD_R_NO_MEMORY, path, 0, NULL, 0);
    }
    *merged = *mine;
    char *data = NULL;
    size_t len = 0;
    RecordError unread;
    int lock = lock_settings(path); /* held across the re-read and the write */
    /* The file as another window may have left it since: its settings and its lines not
     * understood, with this window's changes over them. A file that cannot be read is
     * written as this window has it, as before. */
    if (record_read_file(path, &data, &len, &unread)) {
        merged->nkept = 0;
        merged->nbad = 0;
        merged->twice_times = 0;
        settings_parse(merged, data, len);
        free(data);
        take_changes(merged, base, mine);
    }
    bool ok = settings_save(merged, path, err);
    if (lock >= 0) {
        close(lock); /* the lock goes with its descriptor */
    }
    if (ok) {
        *base = *mine;
    }
    free(merged);
    return ok;
}

SettingsSaid settings_saving_note(SettingsSaving *sv, bool ok, const RecordError *err)
{
    if (ok || !err) {
        sv->failed = false;
        sv->fails = 0;
        return SETTINGS_SAID_NONE;
    }
    bool same = sv->failed && sv->why.reason == err->reason && sv->why.os == err->os &&
                strcmp(sv->why.msg, err->msg) == 0;
    sv->failed = true;
    sv->why = *err;
    sv->fails++;
    return same ? SETTINGS_SAID_WINDOW : SETTINGS_SAID_STDERR;
}

void settings_without_run(Settings *out, const Settings *mine, const Settings *base, unsigned run)
{
    *out = *mine;
    if (run & SETTINGS_RUN_LANG) {
        out->lang = base->lang;
    }
    if (run & SETTINGS_RUN_RULE) {
        out->game.rule = base->game.rule;
    }
}

bool settings_run_options(Settings *s, unsigned *run, const char *lang, const char *rule, char *why,
                          size_t cap)
{
    if (lang) {
        Lang l = i18n_lang_from_code(lang);
        if (l == LANG_COUNT) {
            snprintf(why, cap, "unknown language '%s' (en, uk, ru, bg)", lang);
            return false;
        }
        s->lang = l;
        *run |= SETTINGS_RUN_LANG;
    }
    if (rule) {
        const RuleSet *rs = rules_find(rule);
        if (!rs) {
            snprintf(why, cap, "unknown rule set '%s' (see renju --help)", rule);
            return false;
        }
        s->game.rule = rs->id;
        *run |= SETTINGS_RUN_RULE;
    }
    return true;
}

/* settings_load; *missing says there was no file at all (a first start). */
static bool load(Settings *s, const char *path, RecordError *err, bool *missing)
{
    char *data = NULL;
    size_t len = 0;
    RecordError why;
    *missing = false;
    /* Only a regular file, opened without waiting: a named pipe there would hang the
     * window's start. */
    if (!record_read_file(path, &data, &len, &why)) {
        if (why.reason == RECORD_R_CANNOT_OPEN && why.os == ENOENT) {
            *missing = true;
            return true;
        }
        if (why.reason == RECORD_R_IS_DIRECTORY || why.reason == RECORD_R_FILE_TOO_LARGE) {
            /* The file layer's words are a game record's: settings.conf is none. */
            why.reason = why.reason == RECORD_R_IS_DIRECTORY ? RECORD_R_SETTING_FOLDER
                                                             : RECORD_R_SETTING_TOO_LARGE;
            record_error_finish(&why);
        }
        if (err) {
            *err = why;
        }
        return false;
    }
    settings_parse(s, data, len);
    free(data);
    return true;
}

bool settings_load(Settings *s, const char *path, RecordError *err)
{
    bool missing;
    return load(s, path, err, &missing);
}

void settings_first_run(Settings *s)
{
    s->game.seat[STONE_BLACK] = SEAT_HUMAN;
    s->game.seat[STONE_WHITE] = SEAT_AI;
    s->game.ai_level = SETTINGS_FIRST_RUN_LEVEL;
}

bool settings_set_aside(const char *path, time_t when, char *name, size_t cap, RecordError *err)
{
    StoragePaths sp;
    memset(&sp, 0, sizeof sp);
    const char *slash = strrchr(path, '/');
    if (!slash || (size_t)(slash - path) >= sizeof sp.data_dir) {
        name[0] = '\0';
        return record_error(err, RECORD_R_PATH_TOO_LONG, path, 0, NULL, 0);
    }
    memcpy(sp.data_dir, path, (size_t)(slash - path));
    return storage_set_aside(&sp, slash + 1, when, name, cap, err);
}

SettingsStart settings_start(Settings *s, const char *path, time_t when, RecordError *err,
                             char *aside, size_t cap)
{
    RecordError why;
    memset(&why, 0, sizeof why); /* RECORD_R_NONE: settings_load fills it only on failure */
    aside[0] = '\0';
    /* What the file does not say (a key missing, or a bad value, said once by
     * settings_trouble) is as on a first run, with or without a file: a settings.conf of
     * one line does not turn the computer into a second person. */
    settings_first_run(s);
    record_remove_stale_temps(path); /* what a killed save left beside it */
    bool missing;
    bool read = load(s, path, &why, &missing);
    if (err) {
        *err = why;
    }
    if (read) {
        return SETTINGS_READ;
    }
    /* A folder there takes no save either (EISDIR): nothing to move. Anything else, the
     * player's file whole or behind a link, goes before a save of the defaults could
     * replace it; a file that stays (the folder refuses) is never written. */
    if (why.reason == RECORD_R_SETTING_FOLDER) {
        return SETTINGS_NOT_READ;
    }
    RecordError moved;
    if (!settings_set_aside(path, when, aside, cap, &moved)) {
        aside[0] = '\0';
        return SETTINGS_HELD;
    }
    return aside[0] ? SETTINGS_SET_ASIDE : SETTINGS_NOT_READ;
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
    char text[SETTINGS_TEXT_MAX];
    size_t len = settings_format(s, text, sizeof text);
    /* A file that says so already is left as it is: the window saves on every close,
     * and the write's two fsyncs took up to 0.2 s of a close under load. */
    char *old = NULL;
    size_t old_len = 0;
    RecordError unread;
    bool same = record_read_file(path, &old, &old_len, &unread) && old_len == len &&
                memcmp(old, text, len) == 0;
    free(old);
    if (same) {
        return true;
    }
    /* Atomic, like the autosave: a crash mid-save leaves the old settings. */
    return record_write_atomic(path, text, len, err);
}

/* Renju - MIT licence, see LICENSE.
 *
 * The window's remembered settings (language, display toggles, the last new-game choices,
 * window size, sound, the colour theme), kept as "key = value" lines in
 * $XDG_CONFIG_HOME/renju/settings.conf (default ~/.config/renju). No SDL. A line that is not
 * understood (an unknown key, a value its key does not take, no "key = value") never stops
 * the game from starting: its setting keeps the value it had, the line is said
 * (settings_trouble) and kept as written when the file is rewritten (settings_format).
 */
#ifndef RENJU_SETTINGS_H
#define RENJU_SETTINGS_H

#include <stddef.h>
#include <time.h>

#include "controller.h"
#include "filesave.h"
#include "i18n.h"
#include "record.h"

/* The window's colours: the dark panel (the first look), a light one, or high contrast (a
 * black panel, a plain pale board: its text 4.5:1 and more, its marks 3:1; audit 33a B3);
 * the board's wood follows (dimmed in the dark theme). Ctrl+T steps through them. */
typedef enum Theme { THEME_DARK = 0, THEME_LIGHT, THEME_CONTRAST, THEME_COUNT } Theme;

/* A line of the file that is not understood. */
#define SETTINGS_KEPT_MAX 16
#define SETTINGS_LINE_MAX 256
/* The longest key a setting has ("computer_pace_ms"), with room to spare. */
#define SETTINGS_KEY_MAX 32
/* The longest engine_path the file keeps whole: its line, "engine_path = " and the path,
 * is read up to SETTINGS_LINE_MAX - 1 bytes. */
#define SETTINGS_ENGINE_PATH_MAX (SETTINGS_LINE_MAX - 1 - 14)
/* The longest library path kept whole ("library = " and the path). */
#define SETTINGS_LIBRARY_PATH_MAX (SETTINGS_LINE_MAX - 1 - 10)
/* The longest Find position folder kept whole ("find_folder = " and the path). */
#define SETTINGS_FIND_PATH_MAX (SETTINGS_LINE_MAX - 1 - 14)
typedef struct SettingsKept {
    int line;                     /* 1-based, in the file read */
    RecordReason reason;          /* RECORD_R_SETTING_*, or a record's: clock, rule, opening */
    long lo, hi;                  /* RECORD_R_SETTING_NUMBER, _RANGE: the range, */
    RecordUnit unit;              /* and what follows it */
    char text[SETTINGS_LINE_MAX]; /* the line as written (cut to SETTINGS_LINE_MAX - 1) */
    /* A known key's line as the program writes it for the value in use after reading:
     * while the value is still that, the kept line is written right after it; once the
     * player changes the setting, only the new value is ("" for an unknown key: the line
     * is written after the known ones). */
    char ours[SETTINGS_LINE_MAX];
} SettingsKept;

/* The longest net_join kept (as netlink.h's NET_ADDRESS_MAX). */
#define SETTINGS_NET_JOIN_MAX 128

/* The longest problem id kept (problem.h's PROBLEM_ID_MAX). */
#define SETTINGS_STUDY_ID_MAX 48

typedef struct Settings {
    Lang lang;
    bool show_forbidden;
    bool show_numbers;
    /* The game panel's buttons and switches shown ("show_buttons = 1"), or folded under
     * their title row (0): their keys work either way. */
    bool show_buttons;
    ControllerOptions game; /* the last New game choices (the time control too) */
    int win_w, win_h;       /* the window's size in screen points, as it is when not
                             * maximized (0: default; layout_window_start judges it) */
    bool win_maximized;
    bool sound_on; /* the sounds, and their volume 0..100 */
    int volume;
    int nbest;   /* the N-best view's moves, CTL_NBEST_MIN..CTL_NBEST_MAX */
    int pace_ms; /* computer against computer: a move's least time on screen */
    Theme theme; /* "theme = dark", "light" or "contrast" */
    /* The interface scale, percent (layout.h: LAYOUT_UI_MIN..LAYOUT_UI_MAX): "ui_scale". */
    int ui_scale;
    /* The computer's moves: our own AI ("engine = builtin") or the Gomocup engine (pbrain-*)
     * at engine_path ("engine = external"; extengine.h; opening decisions stay our AI's);
     * the path is kept while the built-in AI plays ("" none). */
    bool engine_on;
    char engine_path[SETTINGS_LINE_MAX]; /* at most SETTINGS_ENGINE_PATH_MAX bytes */
    /* The opening library read at start ("library = PATH", "builtin" the built-in one,
     * "" none; at most SETTINGS_LIBRARY_PATH_MAX bytes) and whether its view is on
     * ("library_view = 1"). */
    char library[SETTINGS_LINE_MAX];
    bool library_view;
    /* The folder Find position searches ("find_folder = PATH", "" none yet: it asks; a
     * value that is no full path, one starting with '/', is refused when read). */
    char find_folder[SETTINGS_LINE_MAX];
    /* Network play: the last host:port joined ("net_join", "" none; one that does not read
     * as host:port is refused when read), the last port hosted ("net_port", 0 none), the
     * role last taken ("net_role = host" or "join"), and the colour the other player held
     * when the last game started here was a network game ("net_seat = black" or "white";
     * "none" when it was not): offered again in the New game dialog. */
    char net_join[SETTINGS_NET_JOIN_MAX];
    int net_port;
    bool net_joins;   /* net_role = join */
    Stone net_remote; /* net_seat: STONE_BLACK, STONE_WHITE, or STONE_EMPTY (none) */
    /* Study mode as the window left it, reopened at the next start: "study = 0" the game,
     * 1 the problems, 2 the forbidden-point trainer; "study_problem", the id of the
     * problem open ("" none; judged when study opens: one not in the collection is not
     * opened); "study_level", the problems' level tab (0 all); "study_technique", the
     * technique whose problems the list shows ("" none: the level's; one the collection
     * has none of shows every level). */
    int study;
    char study_problem[SETTINGS_STUDY_ID_MAX];
    int study_level;
    char study_technique[SETTINGS_STUDY_ID_MAX];
    /* "study_hide_titles = 1": a problem's title and technique are hidden until it is
     * solved or its solution shown, as puzzle sites hide their themes (audit 31a, C12: the
     * titles gave the idea away); I in study turns it. 0 by default: the titles of the
     * technique lessons teach the shape's name, and T names the technique anyway. */
    bool study_hide_titles;
    /* "study_hide_rating = 1": the study shows no rating, no rating change (audit 33b, C7:
     * a child's first problems cost points in red); R in study turns it. */
    bool study_hide_rating;
    /* The engine's settings (the Engine settings dialog, F3), 0 each: as before. The
     * computer's time a move at full strength ("ai_move_ms"; 0: the level's), the
     * analysis' and the hint's ("analysis_ms"; 0: CTL_ANALYSIS_MS, the hint by its node
     * budget), the searching threads ("ai_threads"; 0: one a processor, at most
     * SETTINGS_AUTO_THREADS) and the engine's memory in MB ("ai_memory_mb", the Gomocup
     * max_memory: the built-in AI's table as pbrain-renju sizes it, gomocup.h; 0: a 64 MB
     * table, and an outside engine is not told). */
    int move_ms;
    int analysis_ms;
    int threads;
    int memory_mb;
    /* A picture of the board saved from the file dialog (filesave.h): its side in pixels
     * ("picture_size", FILESAVE_PICTURE_MIN..FILESAVE_PICTURE_MAX), black and white for
     * printing ("picture_print = 1") or in colour (0), Black's forbidden points marked
     * ("picture_fouls = 1"). */
    FilePicture picture;
    int nkept; /* lines not understood (the first SETTINGS_KEPT_MAX kept) */
    SettingsKept kept[SETTINGS_KEPT_MAX];
    int nbad; /* lines not understood, all of them (those that are not text too) */
    /* The first setting the file gives a value on more than one line: its key, on how
     * many lines, the line whose value is used (the last good one) and that value
     * (twice_times 0: none). The file rewritten keeps only the value used. */
    char twice_key[SETTINGS_KEY_MAX];
    int twice_times, twice_line;
    char twice_value[SETTINGS_LINE_MAX];
} Settings;

/* The engine settings' bounds (settings.conf refuses a value outside them). */
enum {
    SETTINGS_MOVE_MS_MIN = 100,
    SETTINGS_TIME_MS_MAX = 3600000,
    SETTINGS_ANALYSIS_MS_MIN = 1000,
    SETTINGS_MEMORY_MB_MIN = 8,
    SETTINGS_MEMORY_MB_MAX = 65536,
    SETTINGS_AUTO_THREADS = 8
};
/* The Engine settings dialog's rows, each a value stepped through a list. */
typedef enum SettingsEngineRow {
    SETTINGS_ENG_MOVE = 0,
    SETTINGS_ENG_ANALYSIS,
    SETTINGS_ENG_THREADS,
    SETTINGS_ENG_MEMORY,
    SETTINGS_ENG_COUNT
} SettingsEngineRow;
/* The value of row after `value` in direction dir (1 or -1) among the dialog's choices
 * (threads: 0, the automatic count, then 1..cpus); a value that is not a choice (the
 * file's own) goes to the choice next to it that way. Wraps round. */
int settings_engine_step(SettingsEngineRow row, int value, int dir, int cpus);
/* The value of row in s, and s's with it set. */
int settings_engine_get(const Settings *s, SettingsEngineRow row);
void settings_engine_set(Settings *s, SettingsEngineRow row, int value);
/* The New game dialog's clock choices: the presets, own when it is none of them (a club's
 * control, from settings.conf or typed), then Custom… (*custom: a field to type one in). One
 * step dir (1 or -1) from the choice shown: *clock, or Custom… when *custom. */
void settings_clock_step(TimeControl *clock, const TimeControl *own, bool *custom, int dir);
/* The dialog's C key: the next of the same choices, the first after the last (round and
 * round), never Custom… (a field that would take the next C, and the level's digits, as
 * text: audit 34a, C1); from Custom… the first. */
void settings_clock_cycle(TimeControl *clock, const TimeControl *own, bool *custom);
/* Custom…'s text entered, read as a person types a clock (clock_control_read: "fischer
 * 15m+10s", "фишер 15м+10с"). A control: chosen (*clock), kept among the choices (*own), *custom
 * off, true; else nothing changes. */
bool settings_clock_custom(const char *text, TimeControl *clock, TimeControl *own, bool *custom);
/* The engine's memory in MB used for setting memory_mb on a computer with ram_mb of
 * memory (0: not known): at most half of it (SETTINGS_MEMORY_MB_MIN at least), so that a
 * hand-edited "ai_memory_mb = 65536" never asks for more than the computer has; 0 stays 0. */
int settings_memory_used(int memory_mb, long long ram_mb);
/* The threads the engine searches with for setting `threads` on cpus processors: 0 is one
 * a processor, at most SETTINGS_AUTO_THREADS; else threads, at most cpus (1 at least). */
int settings_threads(int threads, int cpus);

/* The defaults; the language comes from the locale (LANG value `locale`, may be NULL). */
void settings_defaults(Settings *s, const char *locale);

/* The settings file's path from XDG_CONFIG_HOME and HOME values (either may be NULL).
 * Returns false when neither gives a directory. */
bool settings_path(const char *xdg_config_home, const char *home, char *buf, size_t cap);

/* Reads settings from text (len bytes) over the current values of s; the lines not
 * understood are kept in s (s->nkept, s->kept) and counted (s->nbad); a setting given
 * on two lines or more is noted (s->twice_*). */
void settings_parse(Settings *s, const char *text, size_t len);
/* Writes s as text with the kept lines; returns the length (truncated to cap - 1). */
size_t settings_format(const Settings *s, char *buf, size_t cap);
/* Why kept line i (0..nkept-1) was not understood, as a file's trouble (the file named
 * `file`, its line and reason); false when there is no such line. */
bool settings_trouble(const Settings *s, int i, const char *file, RecordError *err);

/* File wrappers: load keeps s unchanged when the file is missing (true); it reads only
 * a regular file, never waiting (record_open_regular: a named pipe, a device or a folder
 * is refused), and returns false with the reason in err (may be NULL) when the file
 * cannot be read. save creates the directory and replaces the file atomically
 * (record_write_atomic: the old file stays whole on failure), unless the file holds the
 * same text already; it returns false with a sentence for the player in err (may be
 * NULL): "<path>: not saved: <reason>". */
bool settings_load(Settings *s, const char *path, RecordError *err);
bool settings_save(const Settings *s, const char *path, RecordError *err);
/* The window's save, with another window on the same file: reads the file again and
 * saves it (settings_save) with only the settings that differ between mine and base (the
 * values this window last read or wrote) set as in mine; the other settings and the
 * lines not understood stay as the file has them. A file that cannot be read is saved
 * as mine. On success base becomes mine. mine is not changed: the window goes on with
 * its own settings. The re-read and the write hold an advisory lock, "<path>.lock"
 * (flock), so that two saves cannot interleave and lose one's change; waited for at most
 * SETTINGS_LOCK_WAIT_MS (polled every SETTINGS_LOCK_STEP_MS), then, or when it cannot be
 * made, the save goes on without it: the window never hangs on it. */
enum { SETTINGS_LOCK_WAIT_MS = 2000, SETTINGS_LOCK_STEP_MS = 5 };
bool settings_sync(const Settings *mine, Settings *base, const char *path, RecordError *err);
/* The window's saves of settings.conf as the player is told of them (settings_saving_note):
 * every failed save is said in the window, its reason on stderr only when it is not the
 * one stderr said last in this row of failures, so that each change in the Engine
 * settings dialog (F3) is said without flooding the terminal; a save that works ends the
 * row. */
typedef struct SettingsSaving {
    bool failed; /* the last save failed: why says why */
    RecordError why;
    int fails; /* failed saves in a row */
} SettingsSaving;
typedef enum SettingsSaid {
    SETTINGS_SAID_NONE = 0, /* saved */
    SETTINGS_SAID_WINDOW,   /* failed: the window says it (again) */
    SETTINGS_SAID_STDERR    /* failed: the window and stderr say it */
} SettingsSaid;
/* Notes a save's outcome (ok; err: why it failed) in sv and says who is to tell it. */
SettingsSaid settings_saving_note(SettingsSaving *sv, bool ok, const RecordError *err);

/* The settings renju's command line chose for this run only (--lang, --rule): flags,
 * each cleared when the player then chooses that setting in the window (the language;
 * a new game started from New game or a set-up). */
enum { SETTINGS_RUN_LANG = 1u, SETTINGS_RUN_RULE = 2u };
/* mine as the file is to have it: each setting flagged in run as base has it (the
 * file's, or the default when there is none), the others as mine; what the window saves
 * through settings_sync, so a one-off `renju --lang en` never replaces the player's
 * language. */
void settings_without_run(Settings *out, const Settings *mine, const Settings *base, unsigned run);
/* renju's `--lang CODE` and `--rule NAME` (NULL: not given) over s for this run, each
 * flagged in *run; false with why in English ("unknown language 'xx' (en, uk, ru, bg)",
 * "unknown rule set 'chess' (see renju --help)") when a value is none. */
bool settings_run_options(Settings *s, unsigned *run, const char *lang, const char *rule, char *why,
                          size_t cap);
/* Moves the settings file at path (an absolute path) out of the way of the next save,
 * kept as "settings-unreadable-<date>.conf" in its folder (storage_set_aside, never over
 * an earlier copy): for a file load refused as too large, which a save would otherwise
 * replace. name gets the copy's name ("" when there was nothing to move). A link is
 * moved itself. */
bool settings_set_aside(const char *path, time_t when, char *name, size_t cap, RecordError *err);

/* A first start's game (no settings.conf yet): the player Black against the computer
 * at a middle level, so a newcomer's first click on the board gets an answer, as in
 * Yixin-Board. settings_start takes these for every key its file does not set (missing,
 * or a bad value) and when there is no file: a file sets only what it says. */
enum { SETTINGS_FIRST_RUN_LEVEL = 5 };
void settings_first_run(Settings *s);

/* The window's start: settings_first_run, then settings_load over it, and a file there it could not
 * read (too large, no permission to read, a link to such a file) is set aside (settings_set_aside;
 * a link is moved itself, its target untouched), so the first save writes the defaults beside it,
 * never over it. */
typedef enum SettingsStart {
    SETTINGS_READ,      /* read, or no file: s holds them */
    SETTINGS_SET_ASIDE, /* not read (err), kept as aside: the defaults are used and saved */
    SETTINGS_NOT_READ,  /* not read (err), nothing to keep there (a folder, an empty file) */
    SETTINGS_HELD       /* not read and could not be moved: never save over it */
} SettingsStart;
SettingsStart settings_start(Settings *s, const char *path, time_t when, RecordError *err,
                             char *aside, size_t cap);

#endif

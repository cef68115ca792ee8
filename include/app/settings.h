/* Renju - MIT licence, see LICENSE.
 *
 * The window's remembered settings (language, display toggles, the last new-game choices,
 * window size, sound, the colour theme), kept as "key = value" lines in
 * $XDG_CONFIG_HOME/renju/settings.conf (default ~/.config/renju). No SDL. Unknown keys and bad
 * values are ignored, so an old or hand-edited file never stops the game from starting.
 */
#ifndef RENJU_SETTINGS_H
#define RENJU_SETTINGS_H

#include <stddef.h>

#include "controller.h"
#include "i18n.h"
#include "record.h"

/* The window's colours: the dark panel (the first look) or a light one; the board's wood
 * follows (dimmed in the dark theme). */
typedef enum Theme { THEME_DARK = 0, THEME_LIGHT, THEME_COUNT } Theme;

typedef struct Settings {
    Lang lang;
    bool show_forbidden;
    bool show_numbers;
    ControllerOptions game; /* the last New game choices (the time control too) */
    int win_w, win_h;       /* the window's size in screen points, as it is when not
                             * maximized (0: default; layout_window_start judges it) */
    bool win_maximized;
    bool sound_on; /* the sounds, and their volume 0..100 */
    int volume;
    int nbest;   /* the N-best view's moves, CTL_NBEST_MIN..CTL_NBEST_MAX */
    int pace_ms; /* computer against computer: a move's least time on screen */
    Theme theme; /* "theme = dark" or "light" */
} Settings;

/* The defaults; the language comes from the locale (LANG value `locale`, may be NULL). */
void settings_defaults(Settings *s, const char *locale);

/* The settings file's path from XDG_CONFIG_HOME and HOME values (either may be NULL).
 * Returns false when neither gives a directory. */
bool settings_path(const char *xdg_config_home, const char *home, char *buf, size_t cap);

/* Reads settings from text (len bytes) over the current values of s. */
void settings_parse(Settings *s, const char *text, size_t len);
/* Writes s as text; returns the length (truncated to cap - 1). */
size_t settings_format(const Settings *s, char *buf, size_t cap);

/* File wrappers: load keeps s unchanged when the file is missing and returns false on
 * an I/O error. save creates the directory and replaces the file atomically
 * (record_write_atomic: the old file stays whole on failure); it returns false with a
 * sentence for the player in err (may be NULL): "<path>: not saved: <reason>". */
bool settings_load(Settings *s, const char *path);
bool settings_save(const Settings *s, const char *path, RecordError *err);

#endif

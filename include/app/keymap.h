/* Renju - MIT licence, see LICENSE.
 *
 * The window's keys: one table binding keys to controller commands (CtlCommand), read by
 * the input handler, the panel's key hints and the help overlay alike, so a key means one
 * thing on every screen of the game (the New game and yes/no dialogs keep their own keys
 * while they are open). Pure data, no SDL: letters and digits are their lower-case
 * characters, minus and plus '-' and '+', other keys KEYMAP_* codes, which the window
 * maps from its own key codes.
 */
#ifndef RENJU_KEYMAP_H
#define RENJU_KEYMAP_H

#include <stdbool.h>
#include <stddef.h>

#include "controller.h"
#include "i18n.h"

/* Keys that are no character (above every character code used). */
/* clang-format off */
enum {
    KEYMAP_LEFT = 0x100, KEYMAP_UP, KEYMAP_RIGHT, KEYMAP_DOWN,
    KEYMAP_ENTER, KEYMAP_SPACE, KEYMAP_BACKSPACE, KEYMAP_ESCAPE,
    KEYMAP_PAGE_UP, KEYMAP_PAGE_DOWN, KEYMAP_HOME, KEYMAP_END, KEYMAP_F1, KEYMAP_PAUSE,
    KEYMAP_TAB, KEYMAP_F2, KEYMAP_F11, KEYMAP_DELETE, KEYMAP_F3, KEYMAP_F4
};
/* clang-format on */

typedef struct KeyBinding {
    int key;   /* 'a'..'z', '0'..'9', '-', '+' or a KEYMAP_* code */
    bool ctrl; /* with Ctrl held */
    CtlCommand command;
    int arg; /* CTL_CMD_DECLARE: the number of fifth moves (in study: a level) */
} KeyBinding;

/* The table, in the order the help lists the keys; returns how many. */
int keymap_bindings(const KeyBinding **out);
/* The command bound to key (ctrl: with Ctrl held), CTL_CMD_NONE when none; *arg (may be
 * NULL) takes its argument. */
CtlCommand keymap_lookup(int key, bool ctrl, int *arg);
/* The pick of a proposed fifth move by its letter (audit 33a, B1: G, the resign key,
 * resigned where the board showed a proposal G). While the live position awaits a
 * person's pick (Taraguchi-10 option B, Soosorv-8) and shows the proposals' letters, a
 * proposal's letter key, without Ctrl or Shift, picks it: returns its point, as Enter
 * there would pick it; otherwise POS_NONE, and the key keeps its command (with Shift it
 * always does, so a picker can still resign, offer a draw, ask for a hint). */
Pos keymap_pick_letter(const Controller *c, int key, bool shift, bool ctrl);

/* The New game dialog's own keys (while it is open, they replace the table above). */
typedef enum KeymapDialogCmd {
    KEYMAP_DLG_NONE = 0,
    KEYMAP_DLG_RULE_PREV,
    KEYMAP_DLG_RULE_NEXT, /* the rule set */
    KEYMAP_DLG_OPENING,   /* the next opening rule */
    KEYMAP_DLG_FIRST_SEAT,
    KEYMAP_DLG_SECOND_SEAT, /* keymap_dialog_next_seat */
    KEYMAP_DLG_LEVEL,       /* arg: the computer's strength 1..10 */
    KEYMAP_DLG_CLOCK,       /* the next time control */
    KEYMAP_DLG_NO_HELP,     /* a tournament game: no help while the clock runs */
    KEYMAP_DLG_START,
    KEYMAP_DLG_CANCEL,
    KEYMAP_DLG_COUNT
} KeymapDialogCmd;

typedef struct KeyDialogBinding {
    int key;
    KeymapDialogCmd command;
    int arg;
} KeyDialogBinding;

int keymap_dialog_bindings(const KeyDialogBinding **out);
/* The seat B (the first player's) or W (the second's) turns a seat to: a person, the
 * computer (when there is one: ai), a person over the network, a person again. */
SeatKind keymap_dialog_next_seat(SeatKind now, bool ai);
KeymapDialogCmd keymap_dialog_lookup(int key, int *arg);
/* The keys of a dialog command ("1…9, 0"); returns the length. */
size_t keymap_dialog_label(KeymapDialogCmd cmd, char *buf, size_t cap);

/* The rows of the help's keys page, in order: each names the commands (or the dialog's
 * commands) whose keys it lists and what they do; a row with neither says its keys in
 * words (`words`: a click, a drop) or is a heading (`words` S_COUNT). */
#define KEYMAP_ROW_CMDS 7
typedef struct KeymapHelpRow {
    CtlCommand cmd[KEYMAP_ROW_CMDS]; /* CTL_CMD_NONE ends the list */
    KeymapDialogCmd dialog[2];       /* KEYMAP_DLG_NONE ends the list */
    StrId words;                     /* the keys in words; S_COUNT: none */
    StrId what;
} KeymapHelpRow;
/* The help's keys page rows, at most KEYMAP_HELP_ROWS_MAX (the page lays out that many:
 * more fail to build, never a row silently left off). */
#define KEYMAP_HELP_ROWS_MAX 96
int keymap_help_rows(const KeymapHelpRow **out);
/* The keys column of a help row in lang ("" for a heading). */
void keymap_help_keys(Lang lang, const KeymapHelpRow *row, char *buf, size_t cap);

/* The keys of cmd as a player reads them: all of them ("U, Ctrl+Z, Backspace"; a run of
 * digits as "1…8") or only the first ("U", for a button's hint). Returns the length. */
size_t keymap_label(CtlCommand cmd, bool all, char *buf, size_t cap);

#endif

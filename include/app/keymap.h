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

/* Keys that are no character (above every character code used). */
enum {
    KEYMAP_LEFT = 0x100, KEYMAP_UP, KEYMAP_RIGHT, KEYMAP_DOWN,
    KEYMAP_ENTER, KEYMAP_SPACE, KEYMAP_BACKSPACE, KEYMAP_ESCAPE,
    KEYMAP_PAGE_UP, KEYMAP_PAGE_DOWN, KEYMAP_HOME, KEYMAP_END, KEYMAP_F1, KEYMAP_PAUSE
};

typedef struct KeyBinding {
    int key;            /* 'a'..'z', '0'..'9', '-', '+' or a KEYMAP_* code */
    bool ctrl;          /* with Ctrl held */
    CtlCommand command;
    int arg;            /* CTL_CMD_DECLARE: the number of fifth moves */
} KeyBinding;

/* The table, in the order the help lists the keys; returns how many. */
int keymap_bindings(const KeyBinding **out);
/* The command bound to key (ctrl: with Ctrl held), CTL_CMD_NONE when none; *arg (may be
 * NULL) takes its argument. */
CtlCommand keymap_lookup(int key, bool ctrl, int *arg);
/* The keys of cmd as a player reads them: all of them ("U, Ctrl+Z, Backspace"; a run of
 * digits as "1…8") or only the first ("U", for a button's hint). Returns the length. */
size_t keymap_label(CtlCommand cmd, bool all, char *buf, size_t cap);

#endif

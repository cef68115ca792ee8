/* Renju - MIT licence, see LICENSE.
 *
 * The window's key table (see keymap.h). Each key is bound once: tests/test_keymap.c
 * checks that no two bindings share a key, and that every command a button offers has one.
 */
#include "keymap.h"

#include "text.h"

static const KeyBinding BINDINGS[] = {
    {KEYMAP_LEFT, false, CTL_CMD_LEFT, 0},
    {KEYMAP_UP, false, CTL_CMD_UP, 0},
    {KEYMAP_RIGHT, false, CTL_CMD_RIGHT, 0},
    {KEYMAP_DOWN, false, CTL_CMD_DOWN, 0},
    {KEYMAP_ENTER, false, CTL_CMD_PLAY, 0},
    {KEYMAP_SPACE, false, CTL_CMD_PLAY, 0},
    {'n', false, CTL_CMD_NEW_GAME, 0},
    {'u', false, CTL_CMD_UNDO, 0},
    {'z', true, CTL_CMD_UNDO, 0},
    {KEYMAP_BACKSPACE, false, CTL_CMD_UNDO, 0},
    {'r', false, CTL_CMD_REDO, 0},
    {'y', true, CTL_CMD_REDO, 0},
    {'p', false, CTL_CMD_PASS, 0},
    {'g', false, CTL_CMD_RESIGN, 0},
    {'d', false, CTL_CMD_DRAW, 0},
    {'h', false, CTL_CMD_HINT, 0},
    {'f', false, CTL_CMD_FORBIDDEN_MARKS, 0},
    {'m', false, CTL_CMD_MOVE_NUMBERS, 0},
    {'l', false, CTL_CMD_LANGUAGE, 0},
    {KEYMAP_PAGE_UP, false, CTL_CMD_BACK, 0},
    {KEYMAP_PAGE_DOWN, false, CTL_CMD_FORWARD, 0},
    {KEYMAP_HOME, false, CTL_CMD_FIRST, 0},
    {KEYMAP_END, false, CTL_CMD_LAST, 0},
    {'s', false, CTL_CMD_SWAP, 0},
    {'a', false, CTL_CMD_OPTION_A, 0},
    {'b', false, CTL_CMD_OPTION_B, 0},
    {'t', false, CTL_CMD_TWO_MORE, 0},
    {'k', false, CTL_CMD_KEEP, 0},
    {'1', false, CTL_CMD_DECLARE, 1},
    {'2', false, CTL_CMD_DECLARE, 2},
    {'3', false, CTL_CMD_DECLARE, 3},
    {'4', false, CTL_CMD_DECLARE, 4},
    {'5', false, CTL_CMD_DECLARE, 5},
    {'6', false, CTL_CMD_DECLARE, 6},
    {'7', false, CTL_CMD_DECLARE, 7},
    {'8', false, CTL_CMD_DECLARE, 8},
    {'c', false, CTL_CMD_CONFIRM, 0},
    {'o', true, CTL_CMD_OPEN, 0},
    {'s', true, CTL_CMD_SAVE, 0},
    {'c', true, CTL_CMD_COPY, 0},
    {'v', true, CTL_CMD_PASTE, 0},
    /* I, not A: A is option A of Taraguchi-10 at the moment analysis matters most. */
    {'i', false, CTL_CMD_ANALYSE, 0},
    {'e', false, CTL_CMD_GRAPH, 0},
    {'j', false, CTL_CMD_NBEST, 0},
    /* Y: "yes, play now" (W is the study's). */
    {'y', false, CTL_CMD_MOVE_NOW, 0},
    {'v', false, CTL_CMD_PLAY_ON, 0},
    {'x', false, CTL_CMD_PAUSE, 0},
    /* W: the study's workbook (S is the swap's); O: its solution. */
    {'w', false, CTL_CMD_STUDY, 0},
    {'o', false, CTL_CMD_SHOW_SOLUTION, 0},
    {KEYMAP_PAUSE, false, CTL_CMD_PAUSE, 0},
    /* The sound keys side by side on the top row: 0 on/off, - quieter, + (the = key)
     * louder. V, the mute key of the clock's first draft, is play-on's. */
    {'0', false, CTL_CMD_SOUND, 0},
    {'-', false, CTL_CMD_VOLUME_DOWN, 0},
    {'+', false, CTL_CMD_VOLUME_UP, 0},
    {KEYMAP_ESCAPE, false, CTL_CMD_HIDE_CURSOR, 0},
    {KEYMAP_F1, false, CTL_CMD_HELP, 0},
    {'q', true, CTL_CMD_QUIT, 0},
};

enum { NBINDINGS = (int)(sizeof BINDINGS / sizeof BINDINGS[0]) };

int keymap_bindings(const KeyBinding **out)
{
    *out = BINDINGS;
    return NBINDINGS;
}

CtlCommand keymap_lookup(int key, bool ctrl, int *arg)
{
    for (int i = 0; i < NBINDINGS; i++) {
        if (BINDINGS[i].key == key && BINDINGS[i].ctrl == ctrl) {
            if (arg) {
                *arg = BINDINGS[i].arg;
            }
            return BINDINGS[i].command;
        }
    }
    return CTL_CMD_NONE;
}

static const char *key_name(int key)
{
    static const char *const NAMES[] = {"←",    "↑",    "→",    "↓",   "Enter",
                                        "Space", "Backspace", "Esc", "PgUp", "PgDn",
                                        "Home",  "End",  "F1", "Pause"};
    int i = key - KEYMAP_LEFT;
    return i >= 0 && i < (int)(sizeof NAMES / sizeof NAMES[0]) ? NAMES[i] : "?";
}

static void add_key(char *buf, size_t cap, size_t *len, const KeyBinding *b)
{
    if (b->key >= KEYMAP_LEFT) {
        text_append(buf, cap, len, "%s%s", b->ctrl ? "Ctrl+" : "", key_name(b->key));
    } else {
        char ch = (char)(b->key >= 'a' && b->key <= 'z' ? b->key - 'a' + 'A' : b->key);
        text_append(buf, cap, len, "%s%c", b->ctrl ? "Ctrl+" : "", ch);
    }
}

size_t keymap_label(CtlCommand cmd, bool all, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap) {
        buf[0] = '\0';
    }
    int n = 0;
    for (int i = 0; i < NBINDINGS; i++) {
        if (BINDINGS[i].command != cmd) {
            continue;
        }
        /* A run of consecutive digits reads "1…8". */
        int last = i;
        while (last + 1 < NBINDINGS && BINDINGS[last + 1].command == cmd &&
               !BINDINGS[i].ctrl && BINDINGS[i].key >= '0' && BINDINGS[i].key <= '9' &&
               BINDINGS[last + 1].key == BINDINGS[last].key + 1 && !BINDINGS[last + 1].ctrl) {
            last++;
        }
        if (n++ > 0) {
            text_append(buf, cap, &len, ", ");
        }
        add_key(buf, cap, &len, &BINDINGS[i]);
        if (last > i) {
            text_append(buf, cap, &len, "…");
            add_key(buf, cap, &len, &BINDINGS[last]);
            i = last;
        }
        if (!all) {
            break;
        }
    }
    return len;
}

/* Renju - MIT licence, see LICENSE.
 *
 * The window's key table (see keymap.h). Each key is bound once: tests/test_keymap.c
 * checks that no two bindings share a key, and that every command a button offers has one.
 */
#include "keymap.h"

#include "text.h"
#include "trainer.h"

/* clang-format off */
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
    /* I, as the analysis' own key: its line copied (Ctrl+C copies the moves). */
    {'i', true, CTL_CMD_COPY_ANALYSIS, 0},
    /* I, not A: A is option A of Taraguchi-10 at the moment analysis matters most. */
    {'i', false, CTL_CMD_ANALYSE, 0},
    /* Z: one letter, so "Analyse ∞" keeps its key in a button of three columns (Q stays
     * free beside Ctrl+Q, which quits). */
    {'z', false, CTL_CMD_ANALYSE_LIVE, 0},
    {'e', false, CTL_CMD_GRAPH, 0},
    {'j', false, CTL_CMD_NBEST, 0},
    /* Y: "yes, play now" (W is the study's). */
    {'y', false, CTL_CMD_MOVE_NOW, 0},
    {'v', false, CTL_CMD_PLAY_ON, 0},
    {'x', false, CTL_CMD_PAUSE, 0},
    /* W: the study's workbook (S is the swap's); O: its solution; M (move numbers, which
     * the study does not draw): the problem at my level. */
    {'w', false, CTL_CMD_STUDY, 0},
    {'o', false, CTL_CMD_SHOW_SOLUTION, 0},
    /* In study, Tab turns between its tabs; A (all) and the digits choose the level. */
    {KEYMAP_TAB, false, CTL_CMD_STUDY_TAB, 0},
    {KEYMAP_PAUSE, false, CTL_CMD_PAUSE, 0},
    /* The sound keys side by side on the top row: 0 on/off, - quieter, + (the = key)
     * louder. V, the mute key of the clock's first draft, is play-on's. */
    {'0', false, CTL_CMD_SOUND, 0},
    {'-', false, CTL_CMD_VOLUME_DOWN, 0},
    {'+', false, CTL_CMD_VOLUME_UP, 0},
    {KEYMAP_ESCAPE, false, CTL_CMD_HIDE_CURSOR, 0},
    {'t', true, CTL_CMD_THEME, 0},
    /* R for rotate, M for mirror: Ctrl, as they rewrite the whole game (R alone is redo). */
    {'r', true, CTL_CMD_ROTATE, 0},
    {'m', true, CTL_CMD_MIRROR, 0},
    /* E: edit the position (set up). */
    {'e', true, CTL_CMD_SETUP, 0},
    {KEYMAP_F1, false, CTL_CMD_HELP, 0},
    /* F2 edits, as a name in a file manager: the comment on the shown move. */
    {KEYMAP_F2, false, CTL_CMD_NOTE, 0},
    /* The engine's times, threads and memory (as Yixin-Board's settings). */
    {KEYMAP_F3, false, CTL_CMD_ENGINE_SETTINGS, 0},
    {'k', true, CTL_CMD_CLEAR_MARKS, 0},
    /* F11, as in browsers and Yixin-Board: full screen and back. */
    {KEYMAP_F11, false, CTL_CMD_FULL_SCREEN, 0},
    {'q', true, CTL_CMD_QUIT, 0},
    /* L for library (L alone is the language's); B for book: its marks on the board. */
    {'l', true, CTL_CMD_LIBRARY_OPEN, 0},
    {'b', true, CTL_CMD_LIBRARY, 0},
    /* A for the letters A, B, C... the tool puts on the board (RenLib's marks). */
    {'a', true, CTL_CMD_LETTERS, 0},
    /* D, as a browser's bookmark: the shown move marked ★ (RenLib's marked move). */
    {'d', true, CTL_CMD_MARK_MOVE, 0},
    /* F for find (and VCF): a forced win of the shown position. */
    {'f', true, CTL_CMD_SOLVE, 0},
    /* Delete, as RenLib's: the shown move and the rest of its line. */
    {KEYMAP_DELETE, false, CTL_CMD_DELETE, 0},
    /* Ctrl with the arrows up and down, as RenLib's: the shown move's other lines. */
    {KEYMAP_UP, true, CTL_CMD_LINE_PREV, 0},
    {KEYMAP_DOWN, true, CTL_CMD_LINE_NEXT, 0},
    /* Ctrl with PgUp and PgDn, a page of moves at once: the previous / next mistake. */
    {KEYMAP_PAGE_UP, true, CTL_CMD_MISTAKE_PREV, 0},
    {KEYMAP_PAGE_DOWN, true, CTL_CMD_MISTAKE_NEXT, 0},
    /* As in browsers: Ctrl with + (the = key), - and 0, the interface's size. */
    {'+', true, CTL_CMD_UI_BIGGER, 0},
    {'-', true, CTL_CMD_UI_SMALLER, 0},
    {'0', true, CTL_CMD_UI_RESET, 0},
    /* H for hide: the panel's buttons folded under their title row (H alone is the hint). */
    {'h', true, CTL_CMD_BUTTONS, 0},
    /* P for position: the games of a folder that reach the shown one (Shift: another
     * folder). */
    {'p', true, CTL_CMD_FIND_POSITION, 0},
    /* G, as a browser's "find again" (F, find, is the VCF solver's): find in comments. */
    {'g', true, CTL_CMD_FIND_NOTE, 0},
    /* The game's players' names, event and date: beside F2 and F3, the other dialogs of
     * what is kept (Ctrl+G is the file dialog's games folder, Ctrl+I the analysis' copy). */
    {KEYMAP_F4, false, CTL_CMD_GAME_INFO, 0},
    /* Ctrl+Enter: Ctrl+click's mark on the cursor's point (Shift+Ctrl+Enter: "never"). */
    {KEYMAP_ENTER, true, CTL_CMD_MARK, 0},
};
/* clang-format on */

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

Pos keymap_pick_letter(const Controller *c, int key, bool shift, bool ctrl)
{
    const Game *g = &c->game;
    if (shift || ctrl || key < 'a' || key > 'z' || !controller_is_live(c) || c->paused ||
        game_over(g) || g->phase != PHASE_CHOOSE || !controller_human_to_move(c)) {
        return POS_NONE;
    }
    for (int i = 0; i < g->nproposals; i++) {
        if (controller_proposal_letter(i + 1) == key - 'a' + 'A') {
            return g->proposals[i];
        }
    }
    return POS_NONE;
}

static const char *key_name(int key)
{
    static const char *const NAMES[] = {
        "←",    "↑",   "→",  "↓",     "Enter", "Space", "Backspace", "Esc",    "PgUp", "PgDn",
        "Home", "End", "F1", "Pause", "Tab",   "F2",    "F11",       "Delete", "F3",   "F4"};
    int i = key - KEYMAP_LEFT;
    return i >= 0 && i < (int)(sizeof NAMES / sizeof NAMES[0]) ? NAMES[i] : "?";
}

static void add_key(char *buf, size_t cap, size_t *len, int key, bool ctrl)
{
    if (key >= KEYMAP_LEFT) {
        text_append(buf, cap, len, "%s%s", ctrl ? "Ctrl+" : "", key_name(key));
    } else if (ctrl && key == '+') {
        text_append(buf, cap, len, "Ctrl+="); /* the key, as a browser names it */
    } else {
        char ch = (char)(key >= 'a' && key <= 'z' ? key - 'a' + 'A' : key);
        text_append(buf, cap, len, "%s%c", ctrl ? "Ctrl+" : "", ch);
    }
}

/* The keys k[0..n) (with Ctrl where ctrl[i]) as a player reads them, appended at *len:
 * "U, Ctrl+Z, Backspace"; a run of consecutive digits reads "1…8". all: every key, else
 * the first only. */
static void label_keys(const int *k, const bool *ctrl, int n, bool all, char *buf, size_t cap,
                       size_t *len)
{
    for (int i = 0; i < n; i++) {
        int last = i;
        while (last + 1 < n && !ctrl[i] && k[i] >= '0' && k[i] <= '9' &&
               k[last + 1] == k[last] + 1 && !ctrl[last + 1]) {
            last++;
        }
        if (i > 0) {
            text_append(buf, cap, len, ", ");
        }
        add_key(buf, cap, len, k[i], ctrl[i]);
        if (last > i) {
            text_append(buf, cap, len, "…");
            add_key(buf, cap, len, k[last], ctrl[last]);
            i = last;
        }
        if (!all) {
            break;
        }
    }
}

enum { MAX_KEYS = 16 };

/* The keys of cmd appended at len; arg_max > 0: only those whose argument is at most it. */
static size_t append_label(CtlCommand cmd, bool all, int arg_max, char *buf, size_t cap, size_t len)
{
    int k[MAX_KEYS];
    bool ctrl[MAX_KEYS];
    int n = 0;
    for (int i = 0; i < NBINDINGS && n < MAX_KEYS; i++) {
        if (BINDINGS[i].command == cmd && (arg_max <= 0 || BINDINGS[i].arg <= arg_max)) {
            k[n] = BINDINGS[i].key;
            ctrl[n++] = BINDINGS[i].ctrl;
        }
    }
    label_keys(k, ctrl, n, all, buf, cap, &len);
    return len;
}

size_t keymap_label(CtlCommand cmd, bool all, char *buf, size_t cap)
{
    if (cap) {
        buf[0] = '\0';
    }
    return append_label(cmd, all, 0, buf, cap, 0);
}

/* The New game dialog's keys. 1…9 and 0 set the computer's strength (0 is 10); Enter
 * starts, Esc closes. */
static const KeyDialogBinding DIALOG_BINDINGS[] = {
    {KEYMAP_LEFT, KEYMAP_DLG_RULE_PREV, 0},
    {KEYMAP_RIGHT, KEYMAP_DLG_RULE_NEXT, 0},
    {'o', KEYMAP_DLG_OPENING, 0},
    {'b', KEYMAP_DLG_FIRST_SEAT, 0},
    {'w', KEYMAP_DLG_SECOND_SEAT, 0},
    {'1', KEYMAP_DLG_LEVEL, 1},
    {'2', KEYMAP_DLG_LEVEL, 2},
    {'3', KEYMAP_DLG_LEVEL, 3},
    {'4', KEYMAP_DLG_LEVEL, 4},
    {'5', KEYMAP_DLG_LEVEL, 5},
    {'6', KEYMAP_DLG_LEVEL, 6},
    {'7', KEYMAP_DLG_LEVEL, 7},
    {'8', KEYMAP_DLG_LEVEL, 8},
    {'9', KEYMAP_DLG_LEVEL, 9},
    {'0', KEYMAP_DLG_LEVEL, 10},
    {'c', KEYMAP_DLG_CLOCK, 0},
    {'t', KEYMAP_DLG_NO_HELP, 0},
    {KEYMAP_ENTER, KEYMAP_DLG_START, 0},
    {KEYMAP_ESCAPE, KEYMAP_DLG_CANCEL, 0},
};

enum { NDIALOG = (int)(sizeof DIALOG_BINDINGS / sizeof DIALOG_BINDINGS[0]) };

int keymap_dialog_bindings(const KeyDialogBinding **out)
{
    *out = DIALOG_BINDINGS;
    return NDIALOG;
}

SeatKind keymap_dialog_next_seat(SeatKind now, bool ai)
{
    return now == SEAT_HUMAN ? (ai ? SEAT_AI : SEAT_REMOTE)
           : now == SEAT_AI  ? SEAT_REMOTE
                             : SEAT_HUMAN;
}

KeymapDialogCmd keymap_dialog_lookup(int key, int *arg)
{
    for (int i = 0; i < NDIALOG; i++) {
        if (DIALOG_BINDINGS[i].key == key) {
            if (arg) {
                *arg = DIALOG_BINDINGS[i].arg;
            }
            return DIALOG_BINDINGS[i].command;
        }
    }
    return KEYMAP_DLG_NONE;
}

static size_t append_dialog_label(KeymapDialogCmd cmd, char *buf, size_t cap, size_t len)
{
    int k[MAX_KEYS];
    bool ctrl[MAX_KEYS] = {false};
    int n = 0;
    for (int i = 0; i < NDIALOG && n < MAX_KEYS; i++) {
        if (DIALOG_BINDINGS[i].command == cmd) {
            k[n++] = DIALOG_BINDINGS[i].key;
        }
    }
    label_keys(k, ctrl, n, true, buf, cap, &len);
    return len;
}

size_t keymap_dialog_label(KeymapDialogCmd cmd, char *buf, size_t cap)
{
    if (cap) {
        buf[0] = '\0';
    }
    return append_dialog_label(cmd, buf, cap, 0);
}

#define NO_CMD                                                                                     \
    {                                                                                              \
        CTL_CMD_NONE                                                                               \
    }
#define NO_DLG                                                                                     \
    {                                                                                              \
        KEYMAP_DLG_NONE                                                                            \
    }

static const KeymapHelpRow HELP_ROWS[] = {
    {NO_CMD, NO_DLG, S_MOUSE_CLICK, S_KEY_CLICK},
    {{CTL_CMD_LEFT, CTL_CMD_UP, CTL_CMD_RIGHT, CTL_CMD_DOWN}, NO_DLG, S_COUNT, S_KEY_ARROWS},
    {{CTL_CMD_PLAY}, NO_DLG, S_COUNT, S_KEY_ENTER},
    {{CTL_CMD_HIDE_CURSOR}, NO_DLG, S_COUNT, S_KEY_HIDE_CURSOR},
    {{CTL_CMD_NEW_GAME}, NO_DLG, S_COUNT, S_KEY_NEW},
    {{CTL_CMD_UNDO}, NO_DLG, S_COUNT, S_KEY_UNDO},
    {{CTL_CMD_REDO}, NO_DLG, S_COUNT, S_KEY_REDO},
    {{CTL_CMD_PASS}, NO_DLG, S_COUNT, S_KEY_PASS},
    {{CTL_CMD_RESIGN}, NO_DLG, S_COUNT, S_KEY_RESIGN},
    {{CTL_CMD_DRAW}, NO_DLG, S_COUNT, S_KEY_DRAW},
    {{CTL_CMD_HINT}, NO_DLG, S_COUNT, S_KEY_HINT},
    {{CTL_CMD_SOLVE}, NO_DLG, S_COUNT, S_KEY_SOLVE},
    {NO_CMD, NO_DLG, S_SOLVE_OTHER_KEY, S_KEY_SOLVE_OTHER},
    {{CTL_CMD_FORBIDDEN_MARKS}, NO_DLG, S_COUNT, S_KEY_FORBIDDEN},
    {{CTL_CMD_MOVE_NUMBERS}, NO_DLG, S_COUNT, S_KEY_NUMBERS},
    {{CTL_CMD_LANGUAGE}, NO_DLG, S_COUNT, S_KEY_LANGUAGE},
    {{CTL_CMD_THEME}, NO_DLG, S_COUNT, S_KEY_THEME},
    {{CTL_CMD_FULL_SCREEN}, NO_DLG, S_COUNT, S_KEY_FULL_SCREEN},
    {{CTL_CMD_UI_BIGGER, CTL_CMD_UI_SMALLER, CTL_CMD_UI_RESET}, NO_DLG, S_COUNT, S_KEY_UI_SCALE},
    {{CTL_CMD_BUTTONS}, NO_DLG, S_COUNT, S_KEY_BUTTONS},
    {{CTL_CMD_BACK, CTL_CMD_FORWARD, CTL_CMD_FIRST, CTL_CMD_LAST}, NO_DLG, S_COUNT, S_KEY_HISTORY},
    {{CTL_CMD_MISTAKE_PREV, CTL_CMD_MISTAKE_NEXT}, NO_DLG, S_COUNT, S_KEY_MISTAKES},
    {{CTL_CMD_ROTATE}, NO_DLG, S_COUNT, S_KEY_ROTATE},
    {{CTL_CMD_MIRROR}, NO_DLG, S_COUNT, S_KEY_MIRROR},
    {NO_CMD, NO_DLG, S_MOUSE_CLICK, S_KEY_BRANCH},
    {{CTL_CMD_DELETE}, NO_DLG, S_COUNT, S_KEY_DELETE},
    {{CTL_CMD_LINE_PREV, CTL_CMD_LINE_NEXT}, NO_DLG, S_COUNT, S_KEY_LINES},
    {{CTL_CMD_SWAP, CTL_CMD_OPTION_A, CTL_CMD_OPTION_B, CTL_CMD_TWO_MORE, CTL_CMD_KEEP,
      CTL_CMD_DECLARE, CTL_CMD_CONFIRM},
     NO_DLG,
     S_COUNT,
     S_KEY_OPENING},
    {NO_CMD, NO_DLG, S_PICK_LETTER_KEY, S_KEY_PICK_LETTER},
    {{CTL_CMD_OPEN, CTL_CMD_SAVE}, NO_DLG, S_COUNT, S_KEY_FILES},
    {{CTL_CMD_COPY}, NO_DLG, S_COUNT, S_KEY_COPY},
    {NO_CMD, NO_DLG, S_COPY_SGF_KEY, S_KEY_COPY_SGF},
    {{CTL_CMD_PASTE}, NO_DLG, S_COUNT, S_KEY_PASTE},
    {{CTL_CMD_COPY_ANALYSIS}, NO_DLG, S_COUNT, S_KEY_COPY_ANALYSIS},
    {NO_CMD, NO_DLG, S_DROP_KEY, S_KEY_DROP},
    {{CTL_CMD_ANALYSE}, NO_DLG, S_COUNT, S_KEY_ANALYSE},
    {{CTL_CMD_ANALYSE_LIVE}, NO_DLG, S_COUNT, S_KEY_ANALYSE_LIVE},
    {{CTL_CMD_GRAPH}, NO_DLG, S_COUNT, S_KEY_GRAPH},
    {{CTL_CMD_NBEST}, NO_DLG, S_COUNT, S_KEY_NBEST},
    {{CTL_CMD_MARK}, NO_DLG, S_MARK_ONLY_KEY, S_KEY_MARK_ONLY},
    {NO_CMD, NO_DLG, S_MARK_NEVER_KEY, S_KEY_MARK_NEVER},
    {{CTL_CMD_CLEAR_MARKS}, NO_DLG, S_COUNT, S_KEY_CLEAR_MARKS},
    {{CTL_CMD_MOVE_NOW}, NO_DLG, S_COUNT, S_KEY_MOVE_NOW},
    {{CTL_CMD_PLAY_ON}, NO_DLG, S_COUNT, S_KEY_PLAY_ON},
    {{CTL_CMD_STUDY}, NO_DLG, S_COUNT, S_KEY_STUDY},
    {{CTL_CMD_SETUP}, NO_DLG, S_COUNT, S_KEY_SETUP},
    {{CTL_CMD_SHOW_SOLUTION}, NO_DLG, S_COUNT, S_KEY_SHOW_SOLUTION},
    {{CTL_CMD_STUDY_TAB}, NO_DLG, S_COUNT, S_KEY_STUDY_TAB},
    {{CTL_CMD_OPTION_A, CTL_CMD_DECLARE, CTL_CMD_MOVE_NUMBERS}, NO_DLG, S_COUNT, S_KEY_STUDY_LEVEL},
    {{CTL_CMD_TWO_MORE}, NO_DLG, S_COUNT, S_KEY_STUDY_TECHNIQUE},
    {{CTL_CMD_ANALYSE}, NO_DLG, S_COUNT, S_KEY_STUDY_TITLES},
    {{CTL_CMD_REDO}, NO_DLG, S_COUNT, S_KEY_STUDY_RATING},
    {{CTL_CMD_PASS}, NO_DLG, S_COUNT, S_KEY_STUDY_LEARNERS},
    {{CTL_CMD_UNDO, CTL_CMD_FIRST}, NO_DLG, S_COUNT, S_KEY_STUDY_BACK},
    {{CTL_CMD_NOTE}, NO_DLG, S_COUNT, S_KEY_NOTE},
    {{CTL_CMD_LETTERS}, NO_DLG, S_COUNT, S_KEY_LETTERS},
    {{CTL_CMD_MARK_MOVE}, NO_DLG, S_COUNT, S_KEY_MARK_MOVE},
    {{CTL_CMD_LIBRARY_OPEN}, NO_DLG, S_COUNT, S_KEY_LIBRARY_OPEN},
    {{CTL_CMD_LIBRARY}, NO_DLG, S_COUNT, S_KEY_LIBRARY},
    {{CTL_CMD_ENGINE_SETTINGS}, NO_DLG, S_COUNT, S_KEY_ENGINE_SETTINGS},
    {{CTL_CMD_FIND_POSITION}, NO_DLG, S_COUNT, S_KEY_FIND_POSITION},
    {{CTL_CMD_FIND_NOTE}, NO_DLG, S_COUNT, S_KEY_FIND_NOTE},
    {{CTL_CMD_GAME_INFO}, NO_DLG, S_COUNT, S_KEY_GAME_INFO},
    {{CTL_CMD_PAUSE}, NO_DLG, S_COUNT, S_KEY_PAUSE},
    {{CTL_CMD_SOUND, CTL_CMD_VOLUME_DOWN, CTL_CMD_VOLUME_UP}, NO_DLG, S_COUNT, S_KEY_SOUND},
    {{CTL_CMD_HELP}, NO_DLG, S_COUNT, S_KEY_HELP},
    {{CTL_CMD_QUIT}, NO_DLG, S_COUNT, S_KEY_QUIT},
    /* The New game dialog. */
    {NO_CMD, NO_DLG, S_COUNT, S_KEY_DIALOG},
    {NO_CMD, {KEYMAP_DLG_RULE_PREV, KEYMAP_DLG_RULE_NEXT}, S_COUNT, S_KEY_DLG_RULE},
    {NO_CMD, {KEYMAP_DLG_OPENING}, S_COUNT, S_KEY_DLG_OPENING},
    {NO_CMD, {KEYMAP_DLG_FIRST_SEAT}, S_COUNT, S_KEY_DLG_FIRST},
    {NO_CMD, {KEYMAP_DLG_SECOND_SEAT}, S_COUNT, S_KEY_DLG_SECOND},
    {NO_CMD, {KEYMAP_DLG_LEVEL}, S_COUNT, S_KEY_DLG_LEVEL},
    {NO_CMD, {KEYMAP_DLG_CLOCK}, S_COUNT, S_KEY_DLG_CLOCK},
    {NO_CMD, {KEYMAP_DLG_NO_HELP}, S_COUNT, S_KEY_DLG_NO_HELP},
    {NO_CMD, {KEYMAP_DLG_START, KEYMAP_DLG_CANCEL}, S_COUNT, S_KEY_DLG_START},
    {NO_CMD, NO_DLG, S_TAB_KEY, S_KEY_DLG_TAB},
};

_Static_assert(sizeof HELP_ROWS / sizeof HELP_ROWS[0] <= KEYMAP_HELP_ROWS_MAX,
               "the help's keys page holds KEYMAP_HELP_ROWS_MAX rows");

int keymap_help_rows(const KeymapHelpRow **out)
{
    *out = HELP_ROWS;
    return (int)(sizeof HELP_ROWS / sizeof HELP_ROWS[0]);
}

/* The largest argument of a row's keys (0: any): the study's levels are its digits up to
 * the trainer's last level (the problems' five are fewer); 8 is Soosõrv-8's declaration
 * alone. */
static int row_arg_max(const KeymapHelpRow *row)
{
    return row->what == S_KEY_STUDY_LEVEL ? TRAINER_LEVEL_COUNT : 0;
}

/* Does the row name its first key with Shift too? The study's T goes to the next
 * technique, Shift+T to the one before. */
static bool row_shifted(const KeymapHelpRow *row) { return row->what == S_KEY_STUDY_TECHNIQUE; }

void keymap_help_keys(Lang lang, const KeymapHelpRow *row, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return;
    }
    buf[0] = '\0';
    for (int i = 0; i < KEYMAP_ROW_CMDS && row->cmd[i] != CTL_CMD_NONE; i++) {
        if (len > 0) {
            text_append(buf, cap, &len, ", ");
        }
        len = append_label(row->cmd[i], true, row_arg_max(row), buf, cap, len);
    }
    if (row_shifted(row)) {
        text_append(buf, cap, &len, ", Shift+");
        len = append_label(row->cmd[0], false, 0, buf, cap, len);
    }
    for (int i = 0; i < 2 && row->dialog[i] != KEYMAP_DLG_NONE; i++) {
        if (len > 0) {
            text_append(buf, cap, &len, " / ");
        }
        len = append_dialog_label(row->dialog[i], buf, cap, len);
    }
    if (row->words != S_COUNT) { /* after the keys: "Ctrl+Enter, Ctrl+click" */
        text_append(buf, cap, &len, "%s%s", len > 0 ? ", " : "", i18n_text(lang, row->words));
    }
}

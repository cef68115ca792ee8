/* Renju - MIT licence, see LICENSE.
 *
 * The editing of the window's text fields, without SDL: a field is a buffer of cap bytes
 * holding len bytes of UTF-8 and a NUL, and its caret and selection (TextSel). Text typed
 * or pasted replaces the selection, or goes in at the caret, a whole character at a time
 * (never half of one at the cap); Backspace and Delete take the selection or the
 * character before or after the caret, Ctrl+U all of them. What each field takes besides its
 * characters is its kind's: control characters, bytes that are no UTF-8 and C1 controls are left
 * out everywhere. The window's keys and clipboard for it: ui_field_edit (src/ui/textfield.c).
 */
#ifndef RENJU_TEXTFIELD_H
#define RENJU_TEXTFIELD_H

#include <stdbool.h>
#include <stddef.h>

typedef enum TextFieldKind {
    TEXTFIELD_WORDS,   /* one line of words (a set-up position): a tab or a line break as a blank */
    TEXTFIELD_LINES,   /* lines (a comment): a line break kept, a tab as a blank, CR left out */
    TEXTFIELD_PATH,    /* a file's path: tabs and line breaks left out; a text goes in whole or
                        * not at all (what the player typed is never cut) */
    TEXTFIELD_PROGRAM, /* a program's path: the text's first line (tabs left out) */
    TEXTFIELD_ADDRESS, /* a network address: the first line's printable ASCII, no blanks */
    TEXTFIELD_PORT     /* a port: the first line's digits */
} TextFieldKind;

/* A field's caret and selection: byte offsets at character boundaries; the selection runs
 * between anchor and caret (none when they are equal). seen is the length they were set
 * for: a field whose text changed outside these functions (a name picked from a list, a
 * suggestion) has its caret put at the end, nothing selected. All zero: at the end. */
typedef struct TextSel {
    size_t caret, anchor, seen;
} TextSel;

typedef enum TextMove { TEXTMOVE_LEFT, TEXTMOVE_RIGHT, TEXTMOVE_HOME, TEXTMOVE_END } TextMove;

/* The caret moved by a character or to an end; extend (Shift) keeps the anchor, else the
 * selection is dropped (Left or Right on a selection: the caret at its start or end). */
void textfield_move(const char *buf, size_t len, TextSel *sel, TextMove how, bool extend);
/* The caret put at byte at (its character's start); extend (Shift) keeps the anchor, else
 * the selection is dropped: a line up or down, or to a line's end (the comment editor). */
void textfield_move_to(const char *buf, size_t len, TextSel *sel, size_t at, bool extend);
/* Ctrl+A: everything selected, the caret at the end. */
void textfield_select_all(const char *buf, size_t len, TextSel *sel);
/* A click: the caret at byte at (its character's start), nothing selected. */
void textfield_place(const char *buf, size_t len, TextSel *sel, size_t at);
/* The selected bytes (a copy's): their count, *start where they begin (0: none). */
size_t textfield_selected(const char *buf, size_t len, TextSel *sel, size_t *start);
/* textfield_insert at the caret, over the selection (sel NULL: at the end). The selection
 * is removed only with something put in its place, or all of a path. */
bool textfield_type(char *buf, size_t cap, size_t *len, TextSel *sel, const char *utf8,
                    TextFieldKind kind);
/* Backspace (forward: Delete): the selection, else the character before (after) the
 * caret. False when nothing was there to take. */
bool textfield_delete(char *buf, size_t *len, TextSel *sel, bool forward);

/* Adds utf8 at the end of the field (buf: *len bytes and a NUL, in cap bytes), as kind
 * takes it, the characters that fit up to the first that does not (TEXTFIELD_PATH: all
 * or none); *len follows. False when some of the text did not fit. */
bool textfield_insert(char *buf, size_t cap, size_t *len, const char *utf8, TextFieldKind kind);
/* Backspace: the last character off (its continuation bytes with it). */
void textfield_back(char *buf, size_t *len);
/* Ctrl+U: the field emptied. */
void textfield_clear(char *buf, size_t *len);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * The editing of the window's text fields, without SDL: a field is a buffer of cap bytes
 * holding len bytes of UTF-8 and a NUL. Text typed or pasted is added at its end, a whole
 * character at a time (never half of one at the cap); Backspace takes the last character,
 * Ctrl+U all of them. What each field takes besides its characters is its kind's: control
 * characters, bytes that are no UTF-8 and C1 controls are left out everywhere. The
 * window's keys and clipboard for it: ui_field_edit (src/ui/textfield.c).
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

/* Adds utf8 at the end of the field (buf: *len bytes and a NUL, in cap bytes), as kind
 * takes it, the characters that fit up to the first that does not (TEXTFIELD_PATH: all
 * or none); *len follows. False when some of the text did not fit. */
bool textfield_insert(char *buf, size_t cap, size_t *len, const char *utf8, TextFieldKind kind);
/* Backspace: the last character off (its continuation bytes with it). */
void textfield_back(char *buf, size_t *len);
/* Ctrl+U: the field emptied. */
void textfield_clear(char *buf, size_t *len);

#endif

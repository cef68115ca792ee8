/* Renju - MIT licence, see LICENSE.
 *
 * Bounded text building: printf-style appends into a fixed buffer that never overflow
 * and always leave it terminated, and the UTF-8 check that records and the command
 * line share. Pure C11.
 */
#ifndef RENJU_TEXT_H
#define RENJU_TEXT_H

#include <stdbool.h>
#include <stddef.h>

/* Appends formatted text to buf at *len (buf[*len] is the terminator), never writing past
 * cap; advances *len by what fits, cut between UTF-8 characters, never inside one. Does
 * nothing once the buffer is full. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
void text_append(char *buf, size_t cap, size_t *len, const char *fmt, ...);
/* snprintf for text a person reads (a catalogue's words, a name): buf holds what fits, cut
 * between UTF-8 characters, never inside one; returns the bytes written. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
size_t
text_format(char *buf, size_t cap, const char *fmt, ...);

/* The length (1..4) of the well-formed UTF-8 character at s[0..n), or 0 when the bytes
 * there are not one (a stray continuation byte, a cut or overlong sequence, a surrogate,
 * a code point above U+10FFFF). */
size_t text_utf8_char(const char *s, size_t n);
/* Whether s[0..n) is well-formed UTF-8 throughout. */
bool text_utf8_valid(const char *s, size_t n);
/* The length of s[0..n) without its last character (its continuation bytes go with their
 * lead byte): Backspace in a text field. */
size_t text_utf8_back(const char *s, size_t n);
/* The next word of s (n bytes) from *at on, words being separated by blanks (space, tab,
 * CR, LF): its offset in *start and its length, 0 when no word is left; *at moves past
 * it. */
size_t text_next_word(const char *s, size_t n, size_t *at, size_t *start);

/* Move numbers as forums, renju.net and our own records write them: "1. h8 2. h9", "1.h8
 * 2.h9" (one before each move), "1. h8 h9 2. i8 j7" (one before each pair). A number is
 * digits and a dot; it must count right: the next move's (done + 1), or the pair's
 * (done / 2 + 1: before Black's move, or repeated before White's). The first number that tells the
 * two apart fixes which the text uses (style: 0 not yet told, 1 each move, 2 each pair). */
typedef struct TextMoveNumbers {
    int style;
} TextMoveNumbers;
/* The move number s[0..n) starts with (digits and a dot or a ')', "1." or "1)", at most 5
 * digits): the bytes it takes, the dot included, its value in *number; 0 when s starts with none.
 */
size_t text_move_number(const char *s, size_t n, long *number);
/* Whether number is the right one before the next move, done moves being played; false
 * with the one that fits in *want (the next move's, or the pair's once pairs were told). */
bool text_move_number_fits(TextMoveNumbers *m, long number, int done, long *want);

#endif

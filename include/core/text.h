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

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * Bounded text building: printf-style appends into a fixed buffer that never overflow
 * and always leave it terminated. Pure C11.
 */
#ifndef RENJU_TEXT_H
#define RENJU_TEXT_H

#include <stddef.h>

/* Appends formatted text to buf at *len (buf[*len] is the terminator), never writing past
 * cap; advances *len by what fits. Does nothing once the buffer is full. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
void text_append(char *buf, size_t cap, size_t *len, const char *fmt, ...);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * The opening library the program carries, made in memory (no file to ship or lose):
 * the 26 openings under h8 and White's h9 or i9, each in the standard orientation the
 * RIF draws it in, its third move labelled with its code and name ("4D Kagetsu": the
 * board's disc shows the first word), then the engine's opening book (ai_book_line)
 * below them, each book move's comment the engine's evaluation of it as the window
 * words one (i18n_eval: "Black 65%"). Names and evaluations are in the language it is
 * made for: the window makes it again when its language changes.
 */
#ifndef RENJU_LIBBUILTIN_H
#define RENJU_LIBBUILTIN_H

#include "i18n.h"
#include "library.h"
#include "record.h"

/* settings.conf's `library` for it (a file's path starts at /). */
#define LIBBUILTIN_SETTING "builtin"

/* The built-in library in lang; NULL with err filled when memory is short. */
Library *libbuiltin_make(Lang lang, RecordError *err);

#endif

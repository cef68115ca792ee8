/* Renju - MIT licence, see LICENSE.
 *
 * Finding text in comments: whether a comment (or a board text) holds a text, with case
 * folded for Latin (ASCII, Latin-1, Latin Extended-A) and Cyrillic (Russian, Ukrainian,
 * Bulgarian and the rest of U+0400..U+04FF), so "кагэцу" finds "Кагэцу" and "vcf" "VCF";
 * and every position of an opening library (library.h) or a review tree (review.h) whose
 * comment or board text holds it. Pure C11.
 */
#ifndef RENJU_NOTEFIND_H
#define RENJU_NOTEFIND_H

#include <stdbool.h>
#include <stddef.h>

#include "library.h"
#include "review.h"

#define NOTEFIND_TEXT_MAX 256 /* bytes of a text looked for (cut at a character) */

typedef struct NoteFind {
    char folded[NOTEFIND_TEXT_MAX + 8]; /* the text, its case folded */
    size_t n;
} NoteFind;

/* s[0..n) with its case folded into out (cap bytes, NUL-ended, a character whole or not
 * at all; bytes that are no UTF-8 kept as they are). Returns its length. */
size_t notefind_fold(const char *s, size_t n, char *out, size_t cap);
/* A text to look for (its blanks at the ends off); false when nothing is left of it. */
bool notefind_init(NoteFind *f, const char *text);
/* Does text hold f's text, case folded? */
bool notefind_in(const NoteFind *f, const char *text);

/* The nodes of lib whose comment or board text holds f's text, in the file's order: the
 * first cap into out; returns how many there are. A board text's node is its position's
 * (library_reach_line from it gives the moves there). */
int notefind_library(const Library *lib, const NoteFind *f, int *out, int cap);
/* The same for the nodes of r (their comments and board letters), in node order. */
int notefind_review(const Review *r, const NoteFind *f, int *out, int cap);

#endif

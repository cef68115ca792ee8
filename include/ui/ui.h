/* Renju - MIT licence, see LICENSE.
 *
 * The game window's entry point, used by main.c. SDL stays behind it: this header names
 * no SDL type.
 */
#ifndef RENJU_UI_H
#define RENJU_UI_H

#include <stdbool.h>
#include <stdint.h>

typedef struct UiOptions {
    const char *screenshot; /* render one frame to this PNG file, without a window */
    const char *load;       /* a game record to start from (may be NULL: the autosave) */
    int width, height;      /* screenshot size or initial window size (0: default) */
    const char *lang;       /* "en", "uk", "ru", "bg" (NULL: settings or locale) */
    const char *rule;       /* a rule set name as in rules.h ("renju", "old-renju", ...) */
    bool numbers;           /* screenshot: show move numbers */
    /* Benchmark: quit after the first frame is presented and print, on stdout, the
     * milliseconds since `started` (the start of main) and the wall clock then
     * ("first-frame-ms N" and "first-frame-epoch-ns N"; see tools/bench_first_frame.sh). */
    bool bench_first_frame;
    int64_t started_ns; /* ai_now_ns() then */
} UiOptions;

/* Runs the window (or takes the screenshot). Returns the process exit status. */
int ui_main(const UiOptions *opt);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * The body shared by the libFuzzer targets (one per record format, built and run by
 * `make fuzz`). For any input the parser must either refuse it with a message or give a
 * legal game; a game it gives must survive a round trip through every format that can
 * hold it with the same stones; the other lines (a review tree) of a text record, an
 * SGF or a RenLib file must write and read back as the same text. Anything else aborts, and
 * libFuzzer keeps the input.
 */
#ifndef RENJU_FUZZ_COMMON_H
#define RENJU_FUZZ_COMMON_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_entry.h"
#include "record.h"

/* Same stones in the same order. */
static bool fuzz_same_plies(const Game *a, const Game *b)
{
    if (a->board.ply != b->board.ply) {
        return false;
    }
    for (int i = 0; i < a->board.ply; i++) {
        if (a->board.history[i].pos != b->board.history[i].pos) {
            return false;
        }
    }
    return true;
}

static void fuzz_round_trip(const Game *g, const RecordInfo *info, RecordFormat fmt, Game *scratch)
{
    if (!record_can_hold(g, fmt, NULL, 0)) {
        return;
    }
    size_t n = record_format(g, info, fmt, NULL, 0);
    char *buf = malloc(n + 1);
    if (!buf) {
        return;
    }
    if (record_format(g, info, fmt, buf, n + 1) != n) {
        abort();
    }
    RecordError err;
    if (!record_parse(buf, n, fmt, g->rules, scratch, NULL, &err) || !fuzz_same_plies(g, scratch)) {
        abort(); /* our own output must read back as the same game */
    }
    free(buf);
}

/* Lines read in fmt (our text record, SGF or RenLib): written, read back and written again, the
 * same text, the tree read back as many nodes. A text record's tree written as SGF reads
 * back with the same game, and with as many nodes: every line's swaps and choices are its
 * own RJA[] (fix 32b; a line that declined the game's swap read as if under it). */
/* Does SGF hold every node of lines: the game's own line whole in the tree and no line
 * kept after a foul or a five (RenLib's bytes, which SGF writes as stones). */
static bool fuzz_sgf_holds_all(const Game *g, const Review *lines)
{
    int node = 0;
    for (int i = 0; i < g->nactions; i++) {
        node = review_child(lines, node, &g->actions[i]);
        if (node < 0) {
            return false;
        }
    }
    return lines->rules == g->rules && lines->opening == g->opening &&
           review_kept_moves(lines) == 0 && g->setup == 0;
}

static void fuzz_lines_round_trip(const uint8_t *data, size_t size, RecordFormat fmt, Game *g,
                                  Game *scratch)
{
    Review *lines = review_new();
    Review *again = review_new();
    char *a = NULL;
    char *b = NULL;
    RecordError err;
    if (lines && again &&
        record_parse_lines((const char *)data, size, fmt, NULL, g, lines, NULL, &err)) {
        size_t n = record_format_lines(g, lines, NULL, fmt, NULL, 0);
        a = malloc(n + 1);
        b = malloc(n + 1);
        if (a && b) {
            record_format_lines(g, lines, NULL, fmt, a, n + 1);
            if (!record_parse_lines(a, n, fmt, NULL, scratch, again, NULL, &err) ||
                again->count != lines->count ||
                record_format_lines(scratch, again, NULL, fmt, b, n + 1) != n ||
                memcmp(a, b, n) != 0) {
                abort(); /* our own lines must read back as the same tree */
            }
        }
        free(a);
        a = NULL;
        size_t m = fmt == RECORD_TEXT ? record_format_lines(g, lines, NULL, RECORD_SGF, NULL, 0)
                                      : 0;
        a = m > 0 ? malloc(m + 1) : NULL;
        if (a && (record_format_lines(g, lines, NULL, RECORD_SGF, a, m + 1) != m ||
                  !record_parse_lines(a, m, RECORD_SGF, g->rules, scratch, again, NULL, &err) ||
                  !fuzz_same_plies(g, scratch) ||
                  (again->count != lines->count && fuzz_sgf_holds_all(g, lines)))) {
            abort(); /* the lines as SGF variations must not lose the game, nor a line */
        }
    }
    free(a);
    free(b);
    review_free(lines);
    review_free(again);
}

static int fuzz_record(const uint8_t *data, size_t size, RecordFormat fmt)
{
    Game *g = malloc(sizeof *g);
    Game *scratch = malloc(sizeof *scratch);
    if (!g || !scratch) {
        free(g);
        free(scratch);
        return 0;
    }
    RecordError err;
    err.msg[0] = '\0';
    RecordInfo info;
    if (record_parse((const char *)data, size, fmt, NULL, g, &info, &err)) {
        for (int f = 0; f < RECORD_FORMAT_COUNT; f++) {
            fuzz_round_trip(g, &info, (RecordFormat)f, scratch);
        }
        if (fmt == RECORD_TEXT || fmt == RECORD_SGF || fmt == RECORD_LIB) {
            fuzz_lines_round_trip(data, size, fmt, g, scratch);
        }
    } else if (err.msg[0] == '\0') {
        abort(); /* a refusal always says why */
    }
    free(g);
    free(scratch);
    return 0;
}

#endif

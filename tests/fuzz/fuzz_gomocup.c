/* Renju - MIT licence, see LICENSE.
 *
 * libFuzzer target for the Gomocup protocol layer: the input goes through the brain's
 * input queue (in two pieces, split where its first byte says, so lines straddle the
 * cut) and every line it gives out is handled by one session, as pbrain-renju does: a
 * command that thinks is answered with the first empty point, and the queue is asked
 * whether a search would stop. Every line must get a bounded, newline-terminated answer
 * (or none), the queue must give out every line (those a search took as YXSTOP
 * counted), the session must keep its invariants (distinct on-board moves), and the
 * position it would think on must be a consistent board.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gomocup.h"
#include "fuzz_entry.h"

/* After every line: the moves are distinct points of the board, and so are the stones
 * of a BOARD block under way. */
static void check_moves(const GomocupSession *s)
{
    if (s->nmoves < 0 || s->nmoves > GOMOCUP_MAX_MOVES || s->board_n < 0 ||
        s->board_n > GOMOCUP_MAX_MOVES) {
        abort();
    }
    bool seen[BOARD_CELLS] = {false};
    for (int i = 0; i < s->nmoves; i++) {
        Pos p = s->moves[i];
        if (p < 0 || p >= BOARD_CELLS || seen[p] || pos_x(p) < 0 || pos_x(p) >= s->size ||
            pos_y(p) < 0 || pos_y(p) >= s->size) {
            abort();
        }
        seen[p] = true;
    }
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < s->board_n; i++) {
        Pos p = s->board_moves[i];
        if (p < 0 || p >= BOARD_CELLS || seen[p]) {
            abort();
        }
        seen[p] = true;
    }
}

/* Where the engine would search (and at the end): the position is a consistent board of
 * that many stones. Not after every line: building and checking a board is most of the
 * target's time. */
static void check_position(const GomocupSession *s)
{
    static Board b;
    if (!s->started) {
        return;
    }
    gomocup_board(s, &b);
    if (!board_is_consistent(&b) || board_stone_count(&b) != s->nmoves) {
        abort();
    }
}

/* The engine's stand-in: the first empty point, as the brain's own move. */
static void play_first_empty(GomocupSession *s)
{
    bool taken[BOARD_CELLS] = {false};
    for (int i = 0; i < s->nmoves; i++) {
        taken[s->moves[i]] = true;
    }
    for (int y = 0; y < s->size; y++) {
        for (int x = 0; x < s->size; x++) {
            if (!taken[pos_from_xy(x, y)]) {
                gomocup_own_move(s, pos_from_xy(x, y));
                return;
            }
        }
    }
}

/* Handles every line the queue gives out; counts them in *lines. */
static void drain(GomocupSession *s, GomocupInput *in, size_t *lines)
{
    static char out[65536];
    const char *line;
    size_t len = 0;
    while (gomocup_input_next(in, &line, &len)) {
        ++*lines;
        if (len > GOMOCUP_LINE_MAX + 1) {
            abort();
        }
        out[0] = '\0';
        GomocupAction act = gomocup_handle(s, line, len, out, sizeof out);
        size_t n = strlen(out);
        if (n > 0 && out[n - 1] != '\n') {
            abort();
        }
        if (act == GOMOCUP_THINK) {
            /* The brain's search asks the queue whether to stop, and asking takes nothing
             * from it. (The end of input stops nothing: what is queued is answered at its
             * normal limits; this asked for a stop there, which pbrain-renju no longer
             * makes, and failed on any session cut short.) */
            size_t queued = in->len - in->head;
            bool stop = gomocup_input_interrupts(in);
            if (stop != (in->ends > 0 || in->stops > 0) || in->len - in->head != queued) {
                abort();
            }
            check_position(s);
            play_first_empty(s);
        }
        if (act == GOMOCUP_SWAP2) {
            /* The block's opening is a game of the session's rule set, and an answer
             * (here no decision: SWAP) leaves its stones as the position. */
            static Game g;
            if (!gomocup_swap2_game(s, &g, NULL)) {
                abort();
            }
            gomocup_swap2_answer(s, &g, g.nactions, out, sizeof out);
            if (strcmp(out, "SWAP\n") != 0 || s->nmoves != g.board.ply) {
                abort();
            }
        }
        check_moves(s);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static GomocupSession s;
    gomocup_init(&s);
    GomocupInput in;
    gomocup_input_init(&in);
    size_t cut = size > 0 ? data[0] % (size + 1) : 0;
    size_t lines = 0;
    if (!gomocup_input_feed(&in, (const char *)data, cut)) {
        abort();
    }
    drain(&s, &in, &lines);
    if (!gomocup_input_feed(&in, (const char *)data + cut, size - cut)) {
        abort();
    }
    gomocup_input_close(&in);
    drain(&s, &in, &lines);
    check_position(&s);
    size_t expected = 0;
    for (size_t i = 0; i < size; i++) {
        expected += data[i] == '\n';
    }
    expected += size > 0 && data[size - 1] != '\n';
    if (lines != expected) {
        abort();
    }
    gomocup_input_free(&in);
    return 0;
}

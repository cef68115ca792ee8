/* Renju - MIT licence, see LICENSE.
 *
 * libFuzzer target for the Gomocup protocol layer: the input is split into lines and fed
 * to one session. Every line must get a bounded, newline-terminated answer (or none),
 * the session must keep its invariants (distinct on-board moves), and the position it
 * would think on must be a consistent board.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gomocup.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    renju_init();
    return 0;
}

static void check_session(const GomocupSession *s)
{
    static Board b;
    if (s->nmoves < 0 || s->nmoves > GOMOCUP_MAX_MOVES) {
        abort();
    }
    if (!s->started) {
        return;
    }
    gomocup_board(s, &b);
    if (!board_is_consistent(&b) || board_stone_count(&b) != s->nmoves) {
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static GomocupSession s;
    static char out[65536];
    gomocup_init(&s);
    size_t start = 0;
    for (size_t i = 0; i <= size; i++) {
        if (i == size || data[i] == '\n') {
            out[0] = '\0';
            gomocup_handle(&s, (const char *)data + start, i - start, out, sizeof out);
            size_t len = strlen(out);
            if (len > 0 && out[len - 1] != '\n') {
                abort();
            }
            check_session(&s);
            start = i + 1;
        }
    }
    return 0;
}

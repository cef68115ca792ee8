/* Renju - MIT licence, see LICENSE.
 *
 * libFuzzer target for the opening library (library.h): any input is refused with a
 * reason and an offset inside it, or loads as a library whose every answer, for the
 * empty board and along its first continuations, is a free point of the board with text
 * that is UTF-8. Anything else aborts.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_entry.h"
#include "library.h"
#include "text.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    RecordError err;
    Library *lib = library_load((const char *)data, size, &err);
    if (!lib) {
        if (err.reason == RECORD_R_NONE || err.offset > (long)size || !err.msg[0]) {
            abort();
        }
        return 0;
    }
    Board b;
    board_init(&b, LIBRARY_SIZE, false);
    LibraryMove m[LIBRARY_SIZE * LIBRARY_SIZE];
    for (int ply = 0; ply < 8; ply++) {
        int n = library_find(lib, &b, m, LIBRARY_SIZE * LIBRARY_SIZE);
        for (int i = 0; i < n; i++) {
            if (board_at(&b, m[i].pos) != STONE_EMPTY || m[i].below < 0 ||
                !text_utf8_valid(m[i].label, strlen(m[i].label)) ||
                !text_utf8_valid(m[i].comment, strlen(m[i].comment))) {
                abort();
            }
        }
        if (n == 0 || !board_play(&b, m[n - 1].pos)) {
            break;
        }
    }
    library_free(lib);
    return 0;
}

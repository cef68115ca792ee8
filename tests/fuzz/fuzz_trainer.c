/* Renju - MIT licence, see LICENSE.
 *
 * libFuzzer target for a trainer round as text (trainer_round_parse, the line of
 * study-play.txt that brings the forbidden-point trainer's round back after a restart):
 * any input is refused or read into a round of its level (its position fits the level,
 * the marks are empty points, none twice) that is written back by trainer_round_format
 * and read again to the same line.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "trainer.h"
#include "fuzz_entry.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static TrainerRound r, again;
    if (size > 4096 || !trainer_round_parse((const char *)data, size, &r)) {
        return 0;
    }
    if (!trainer_level_fits(r.level, &r.board) || !board_is_consistent(&r.board) || r.nmarked < 0 ||
        r.nmarked > TRAINER_MAX_POINTS) {
        abort();
    }
    for (int i = 0; i < r.nmarked; i++) {
        if (board_at(&r.board, r.marked[i]) != STONE_EMPTY) {
            abort();
        }
    }
    static char line[4096], line2[4096];
    size_t len = trainer_round_format(&r, line, sizeof line);
    if (len == 0 || !trainer_round_parse(line, len, &again) ||
        trainer_round_format(&again, line2, sizeof line2) != len || strcmp(line, line2) != 0 ||
        again.checked != r.checked || again.nmarked != r.nmarked) {
        abort(); /* what we write we must read back the same */
    }
    return 0;
}

/* Renju - MIT licence, see LICENSE.
 *
 * libFuzzer target for the moves record parser (see fuzz_common.h).
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_record(data, size, RECORD_MOVES);
}

/* Renju - MIT licence, see LICENSE.
 *
 * The libFuzzer entry points every target in tests/fuzz shares: their prototypes (the
 * build warns on a function defined without one) and LLVMFuzzerInitialize, which builds
 * the pattern tables once (renju_init) before the first input. A target includes this
 * header and defines only LLVMFuzzerTestOneInput.
 */
#ifndef RENJU_FUZZ_ENTRY_H
#define RENJU_FUZZ_ENTRY_H

#include <stddef.h>
#include <stdint.h>

#include "renju_types.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    renju_init();
    return 0;
}

#endif

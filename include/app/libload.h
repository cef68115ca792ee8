/* Renju - MIT licence, see LICENSE.
 *
 * An opening library read beside the window (library_read_file on a thread of its own):
 * a library of a million moves takes over a second to read, and the frames go on
 * meanwhile. The window starts a load, polls it each frame, and takes its library (or
 * why it was refused) once it is done; a load it no longer wants (another file chosen,
 * the window closing) is abandoned without waiting: the thread frees what it read.
 */
#ifndef RENJU_LIBLOAD_H
#define RENJU_LIBLOAD_H

#include <stdbool.h>

#include "controller.h"
#include "library.h"
#include "record.h"

typedef struct LibLoad LibLoad;

/* Starts reading the library at path; NULL when no thread could be started (out of
 * memory): the caller may read it in place (library_read_file). */
LibLoad *libload_start(const char *path);
/* Has the reading ended? */
bool libload_done(const LibLoad *l);
/* The library read, or NULL with err filled (library_read_file's reason: the byte at
 * fault, the file named); call once libload_done. l is freed. */
Library *libload_take(LibLoad *l, RecordError *err);
/* Takes the ended load (libload_take): the library read replaces *held (freed) as c's
 * library (controller_set_library); a refused file leaves both as they were, err saying
 * why. True when it replaced. */
bool libload_finish(LibLoad *l, Controller *c, Library **held, RecordError *err);
/* The load is no longer wanted: l is freed now or when its thread ends, with its library. */
void libload_abandon(LibLoad *l);

#endif

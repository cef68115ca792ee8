/* Renju - MIT licence, see LICENSE.
 *
 * The library loader (libload.h): a detached thread reads the file into the job; the job
 * is freed by whichever of the two lets it go last (a count of two under a mutex), so
 * the window never waits for a thread it has abandoned.
 */
#include "libload.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct LibLoad {
    pthread_mutex_t mu;
    int holders; /* the thread and the window */
    atomic_bool done;
    char *path;
    Library *lib;
    RecordError err;
};

static void release(LibLoad *l)
{
    pthread_mutex_lock(&l->mu);
    bool last = --l->holders == 0;
    pthread_mutex_unlock(&l->mu);
    if (last) {
        pthread_mutex_destroy(&l->mu);
        library_free(l->lib);
        free(l->path);
        free(l);
    }
}

static void *reader(void *arg)
{
    LibLoad *l = arg;
    l->lib = library_read_file(l->path, &l->err);
    atomic_store(&l->done, true);
    release(l);
    return NULL;
}

LibLoad *libload_start(const char *path)
{
    LibLoad *l = calloc(1, sizeof *l);
    size_t n = strlen(path);
    char *copy = l ? malloc(n + 1) : NULL;
    if (!copy || pthread_mutex_init(&l->mu, NULL) != 0) {
        free(copy);
        free(l);
        return NULL;
    }
    memcpy(copy, path, n + 1);
    l->path = copy;
    l->holders = 2;
    atomic_init(&l->done, false);
    pthread_attr_t attr;
    pthread_t t;
    bool ok = pthread_attr_init(&attr) == 0;
    if (ok) {
        ok = pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED) == 0 &&
             pthread_create(&t, &attr, reader, l) == 0;
        pthread_attr_destroy(&attr);
    }
    if (!ok) {
        pthread_mutex_destroy(&l->mu);
        free(copy);
        free(l);
        return NULL;
    }
    return l;
}

bool libload_done(const LibLoad *l) { return atomic_load(&((LibLoad *)l)->done); }

Library *libload_take(LibLoad *l, RecordError *err)
{
    Library *lib = l->lib;
    l->lib = NULL;
    if (err) {
        *err = l->err;
    }
    release(l);
    return lib;
}

bool libload_finish(LibLoad *l, Controller *c, Library **held, RecordError *err)
{
    Library *lib = libload_take(l, err);
    if (!lib) {
        return false; /* the library before stays */
    }
    controller_set_library(c, lib);
    library_free(*held);
    *held = lib;
    return true;
}

void libload_abandon(LibLoad *l)
{
    if (l) {
        release(l);
    }
}

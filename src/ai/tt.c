/* Renju - MIT licence, see LICENSE.
 *
 * The transposition table: one entry per slot, indexed by the low bits of the Zobrist
 * hash and verified by the whole key. Replacement prefers deeper results and newer
 * searches (the age counts searches since ai_clear).
 */
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"

bool tt_init(TT *tt, size_t megabytes)
{
    size_t bytes = (megabytes ? megabytes : 1) * 1024 * 1024;
    size_t n = 1;
    while (n * 2 * sizeof(TTEntry) <= bytes) {
        n *= 2;
    }
    tt->entries = calloc(n, sizeof(TTEntry));
    tt->mask = n - 1;
    tt->age = 0;
    return tt->entries != NULL;
}

void tt_free(TT *tt)
{
    free(tt->entries);
    tt->entries = NULL;
}

void tt_clear(TT *tt)
{
    memset(tt->entries, 0, (tt->mask + 1) * sizeof(TTEntry));
    tt->age = 0;
}

const TTEntry *tt_probe(const TT *tt, uint64_t key)
{
    const TTEntry *e = &tt->entries[key & tt->mask];
    return e->key == key && e->flag != TT_NONE ? e : NULL;
}

void tt_store(TT *tt, uint64_t key, int score, int depth, int flag, Pos move)
{
    TTEntry *e = &tt->entries[key & tt->mask];
    if (e->key == key && e->age == tt->age && e->depth > depth && flag != TT_EXACT) {
        return;
    }
    if (e->key != key && e->age == tt->age && e->depth > depth + 2) {
        return;
    }
    if (move == POS_NONE && e->key == key) {
        move = e->move;
    }
    e->key = key;
    e->score = (int16_t)score;
    e->depth = (int8_t)(depth > 127 ? 127 : depth);
    e->flag = (uint8_t)flag;
    e->move = move;
    e->age = tt->age;
}

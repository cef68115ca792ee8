/* Renju - MIT licence, see LICENSE.
 *
 * The transposition table: one slot per index, the low bits of the Zobrist hash, shared
 * by every searching thread without locks. A slot is two atomic words: the entry packed
 * into one (`data`) and the key xor the entry in the other (`check`). Threads read and
 * write them with relaxed atomics, so a slot half written by one thread while another
 * reads it fails the key test and reads as empty (the usual lockless scheme); a missed
 * or lost entry only costs time. Replacement prefers deeper results and newer searches
 * (the age counts searches since ai_clear).
 */
#include <stdlib.h>

#include "ai_internal.h"

static uint64_t pack(const TTEntry *e)
{
    return (uint64_t)(uint16_t)e->score | (uint64_t)(uint8_t)e->depth << 16 |
           (uint64_t)e->flag << 24 | (uint64_t)(uint16_t)e->move << 32 | (uint64_t)e->age << 48;
}

static TTEntry unpack(uint64_t key, uint64_t data)
{
    TTEntry e;
    e.key = key;
    e.score = (int16_t)(uint16_t)(data & 0xFFFF);
    e.depth = (int8_t)(uint8_t)(data >> 16 & 0xFF);
    e.flag = (uint8_t)(data >> 24 & 0xFF);
    e.move = (Pos)(uint16_t)(data >> 32 & 0xFFFF);
    e.age = (uint8_t)(data >> 48 & 0xFF);
    return e;
}

bool tt_init(TT *tt, size_t megabytes)
{
    size_t n = ai_table_bytes(megabytes) / sizeof(TTSlot);
    /* calloc's zero bits are two zero words, an empty slot, without touching the pages
     * (a large table costs nothing until used; tt_clear would write every page and
     * delay the first move of a new engine). */
    tt->slots = calloc(n, sizeof(TTSlot));
    tt->mask = n - 1;
    tt->age = 0;
    return tt->slots != NULL;
}

void tt_free(TT *tt)
{
    free(tt->slots);
    tt->slots = NULL;
}

void tt_clear(TT *tt)
{
    for (size_t i = 0; i <= tt->mask; i++) {
        atomic_store_explicit(&tt->slots[i].check, 0, memory_order_relaxed);
        atomic_store_explicit(&tt->slots[i].data, 0, memory_order_relaxed);
    }
    tt->age = 0;
}

bool tt_probe(const TT *tt, uint64_t key, TTEntry *out)
{
    TTSlot *slot = &tt->slots[key & tt->mask];
    uint64_t data = atomic_load_explicit(&slot->data, memory_order_relaxed);
    uint64_t check = atomic_load_explicit(&slot->check, memory_order_relaxed);
    if ((check ^ data) != key) {
        return false;
    }
    *out = unpack(key, data);
    return out->flag != TT_NONE;
}

void tt_store(TT *tt, uint64_t key, int score, int depth, int flag, Pos move)
{
    TTSlot *slot = &tt->slots[key & tt->mask];
    uint64_t data = atomic_load_explicit(&slot->data, memory_order_relaxed);
    uint64_t check = atomic_load_explicit(&slot->check, memory_order_relaxed);
    TTEntry old = unpack(check ^ data, data);
    bool same = old.key == key && old.flag != TT_NONE;
    if (same && old.age == tt->age && old.depth > depth && flag != TT_EXACT) {
        return;
    }
    if (!same && old.flag != TT_NONE && old.age == tt->age && old.depth > depth + 2) {
        return;
    }
    if (move == POS_NONE && same) {
        move = old.move;
    }
    TTEntry e = {.key = key,
                 .score = (int16_t)score,
                 .depth = (int8_t)(depth > 127 ? 127 : depth),
                 .flag = (uint8_t)flag,
                 .move = move,
                 .age = tt->age};
    data = pack(&e);
    atomic_store_explicit(&slot->data, data, memory_order_relaxed);
    atomic_store_explicit(&slot->check, key ^ data, memory_order_relaxed);
}

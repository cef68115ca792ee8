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
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, madvise(): Linux, the BSDs and macOS have them */
#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

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

/* Every probe of a large table lands on a page of its own: with 4 kB pages nearly each
 * one missed the processor's address cache (TLB) too, and the table's prefetch in
 * tree_make was the tree's dearest instruction. On Linux a table of 2 MB or more is
 * mapped on a 2 MB boundary and asked for huge pages (transparent huge pages in
 * "madvise" mode, the usual default; elsewhere, or refused, it works as before). The
 * mapping's zero bits are empty slots, untouched until used, as calloc's. */
#define TT_HUGE_PAGE ((size_t)2 * 1024 * 1024)

static TTSlot *tt_map(size_t bytes, bool *mapped)
{
    *mapped = false;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (bytes >= TT_HUGE_PAGE && bytes % TT_HUGE_PAGE == 0) {
        size_t span = bytes + TT_HUGE_PAGE;
        void *m = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m != MAP_FAILED) {
            uintptr_t start = (uintptr_t)m;
            uintptr_t aligned = (start + TT_HUGE_PAGE - 1) & ~(uintptr_t)(TT_HUGE_PAGE - 1);
            size_t head = aligned - start;
            if (head > 0) {
                munmap(m, head);
            }
            munmap((void *)(aligned + bytes), span - head - bytes);
            madvise((void *)aligned, bytes, MADV_HUGEPAGE);
            *mapped = true;
            return (TTSlot *)aligned;
        }
    }
#endif
    /* calloc's zero bits are two zero words, an empty slot, without touching the pages
     * (a large table costs nothing until used; tt_clear would write every page and
     * delay the first move of a new engine). */
    return calloc(bytes / sizeof(TTSlot), sizeof(TTSlot));
}

bool tt_init(TT *tt, size_t megabytes)
{
    size_t n = ai_table_bytes(megabytes) / sizeof(TTSlot);
    tt->slots = tt_map(n * sizeof(TTSlot), &tt->mapped);
    tt->mask = n - 1;
    tt->age = 0;
    return tt->slots != NULL;
}

void tt_free(TT *tt)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (tt->mapped && tt->slots != NULL) {
        munmap(tt->slots, (tt->mask + 1) * sizeof(TTSlot));
        tt->slots = NULL;
        return;
    }
#endif
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

/* Renju - MIT licence, see LICENSE.
 *
 * Where a position was seen (findpos.h): a game's plies replayed on a bare array of
 * cells, its position compared with the target's eight turns where the counts and the
 * side to move agree (every stone of the target turned must stand there, which with as
 * many stones makes the positions equal); an SGF collection's games found by one skim
 * and each read as its own record.
 */
#include "findpos.h"

#include <stdlib.h>
#include <string.h>

#include "record_parse.h"

void findpos_target(FindTarget *t, const Board *b)
{
    memset(t->count, 0, sizeof t->count);
    t->size = b->size;
    t->to_move = b->to_move;
    t->turns = symmetry_board_ok(b->size) ? TURN_COUNT : 1;
    t->n = 0;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            Stone s = board_at(b, p);
            if (s != STONE_BLACK && s != STONE_WHITE) {
                continue;
            }
            for (int k = 0; k < t->turns; k++) {
                t->pos[k][t->n] = symmetry_point(b->size, (BoardTurn)k, p);
            }
            t->colour[t->n++] = s;
            t->count[s]++;
        }
    }
}

/* Do cells hold every stone of t turned by k? */
static bool holds(const FindTarget *t, const Stone *cells, int k)
{
    for (int i = 0; i < t->n; i++) {
        if (cells[t->pos[k][i]] != t->colour[i]) {
            return false;
        }
    }
    return true;
}

/* Is a the earlier point (a1, b1, ... a2 ...; no move last)? */
static bool earlier(Pos a, Pos b)
{
    if (b == POS_NONE || b == POS_PASS) {
        return a != POS_NONE && (a != POS_PASS || b == POS_NONE);
    }
    if (a == POS_NONE || a == POS_PASS) {
        return false;
    }
    return pos_y(a) < pos_y(b) || (pos_y(a) == pos_y(b) && pos_x(a) < pos_x(b));
}

/* The position after ply k of g's board (cells, to move) against t: the hit when it is t's
 * under some turn. */
static bool matches(const FindTarget *t, const Game *g, const Stone *cells, int k, FindHit *hit)
{
    const Board *gb = &g->board;
    bool found = false;
    for (int turn = 0; turn < t->turns; turn++) {
        if (!holds(t, cells, turn)) {
            continue;
        }
        BoardTurn back = symmetry_inverse((BoardTurn)turn);
        Pos next = k < gb->ply ? symmetry_point(t->size, back, gb->history[k].pos) : POS_NONE;
        if (!found || earlier(next, hit->next)) {
            hit->next = next;
            hit->turn = back;
        }
        found = true;
    }
    if (found) {
        hit->node = -1;
        hit->ply = k;
        hit->plies = gb->ply;
        hit->result = g->result;
        hit->reason = g->reason;
    }
    return found;
}

bool findpos_game(const FindTarget *t, const Game *g, FindHit *hit)
{
    const Board *gb = &g->board;
    if (gb->size != t->size) {
        return false;
    }
    Stone cells[BOARD_CELLS];
    memset(cells, 0, sizeof cells); /* STONE_EMPTY */
    int count[3] = {0, 0, 0};
    Stone to_move = STONE_BLACK;
    for (int k = 0;; k++) {
        if (to_move == t->to_move && count[STONE_BLACK] == t->count[STONE_BLACK] &&
            count[STONE_WHITE] == t->count[STONE_WHITE] && matches(t, g, cells, k, hit)) {
            return true;
        }
        if (k >= gb->ply) {
            return false;
        }
        const BoardPly *ply = &gb->history[k];
        if (ply->pos != POS_PASS) {
            cells[ply->pos] = ply->stone;
            count[ply->stone]++;
        }
        for (int c = 0; c < ply->ncaptured && c < BOARD_MAX_CAPTURE; c++) {
            Stone s = cells[ply->captured[c]];
            if (s == STONE_BLACK || s == STONE_WHITE) {
                count[s]--;
            }
            cells[ply->captured[c]] = STONE_EMPTY;
        }
        to_move = stone_opponent(ply->stone);
    }
}

/* The byte offsets of an SGF collection's game trees in d[0..n) (malloc'd, *games of
 * them; NULL when it holds one or none, or memory is short). */
static long *sgf_offsets(const char *d, size_t n, int *games)
{
    long at = rec_sgf_game_offset(d, n, 1, games);
    if (at < 0 || *games < 2) {
        return NULL;
    }
    long *all = malloc((size_t)*games * sizeof *all);
    if (!all) {
        return NULL;
    }
    int k = 0;
    for (size_t i = (size_t)at; k < *games && i < n;) {
        all[k++] = (long)i;
        if (!rec_sgf_skim(d, n, &i)) {
            break;
        }
        while (i < n && d[i] != '(') {
            i++;
        }
    }
    *games = k;
    return all;
}

void findpos_record(const FindTarget *t, const char *data, size_t len, const char *name,
                    const RuleSet *asked, Game *scratch, FindHitFn fn, void *ctx, FindRecord *out,
                    RecordError *err)
{
    memset(out, 0, sizeof *out);
    RecordFormat fmt = record_format_from_path(name);
    RecordFormat seen = fmt == RECORD_AUTO ? record_detect(data, len) : fmt;
    int games = 1;
    long *at = seen == RECORD_SGF ? sgf_offsets(data, len, &games) : NULL;
    if (!at) {
        games = 1;
    }
    out->games = games;
    for (int k = 0; k < games && !out->stopped; k++) {
        size_t from = at ? (size_t)at[k] : 0;
        size_t to = at && k + 1 < games ? (size_t)at[k + 1] : len;
        RecordInfo info;
        RecordError e;
        /* Each game as a record of its own: the collection's rest is not skimmed again. */
        if (!record_parse_game(data + from, to - from, name, asked, 1, scratch, NULL, &info, &e)) {
            if (out->bad++ == 0 && err) {
                *err = e;
                if (e.offset >= 0) {
                    err->offset += (long)from; /* the file's byte, not the game's */
                    record_error_finish(err);
                }
            }
            continue;
        }
        out->read++;
        FindHit hit;
        memset(&hit, 0, sizeof hit);
        if (!findpos_game(t, scratch, &hit)) {
            continue;
        }
        hit.game = k + 1;
        memcpy(hit.black, info.black, sizeof hit.black);
        memcpy(hit.white, info.white, sizeof hit.white);
        memcpy(hit.event, info.event, sizeof hit.event);
        memcpy(hit.date, info.date, sizeof hit.date);
        out->hits++;
        out->stopped = !fn(ctx, &hit);
    }
    free(at);
}

static int by_games(const void *a, const void *b)
{
    const FindNext *x = a;
    const FindNext *y = b;
    if (x->games != y->games) {
        return y->games - x->games;
    }
    return earlier(x->pos, y->pos) ? -1 : earlier(y->pos, x->pos) ? 1 : 0;
}

int findpos_summary(const FindHit *hits, int n, FindNext *out, int cap)
{
    int count = 0;
    for (int i = 0; i < n; i++) {
        int j = 0;
        while (j < count && out[j].pos != hits[i].next) {
            j++;
        }
        if (j == count) {
            if (count == cap) {
                continue;
            }
            memset(&out[count], 0, sizeof out[count]);
            out[count++].pos = hits[i].next;
        }
        out[j].games++;
        int r = (int)hits[i].result;
        out[j].result[r >= 0 && r < 4 ? r : 0]++;
    }
    qsort(out, (size_t)count, sizeof *out, by_games);
    return count;
}

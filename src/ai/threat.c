/* Renju - MIT licence, see LICENSE.
 *
 * Threat-space search: VCF (victory by continuous fours) and VCT (by fours and open
 * threes), as AND/OR searches on the search board.
 *
 * Renju fouls are respected on both sides:
 *   - the attacker only plays legal points (a Black four on a forbidden point is no
 *     threat, and a Black four whose five point would be an overline has no five point);
 *   - a defending Black that must block on a forbidden point cannot: White wins there
 *     (a win by foul).
 * A position proven lost for the defender is not cached; positions proven to hold no win
 * within a depth are, in a small table keyed by the Zobrist hash (VCT keys are salted, a
 * wide solve's apart).
 */
#include <assert.h>
#include <string.h>

#include "ai_internal.h"

#include "rules.h"

#define VCT_SALT 0x9E3779B97F4A7C15ULL
/* A wide VCT (ai_solve: threes anywhere) keeps its own fail marks: a narrow solve's (the
 * tree's, threes near the attacker's last stone) proves nothing about threes elsewhere,
 * and read by the wide one it made the window's Ctrl+F after an analysis say "no VCT"
 * in a few nodes where one exists (audit 33a A2). A wide fail does hold for a narrow
 * solve, but the two tables are kept apart for simplicity. */
#define VCT_WIDE_SALT 0xC2B2AE3D27D4EB4FULL
#define FAIL_SLOTS (sizeof(((Search *)0)->threat_fail) / sizeof(((Search *)0)->threat_fail[0]))

/* A slot's word: the key's bits above its low byte, the depth (0..255) in that byte. */
#define FAIL_DEPTH 0xFFu
_Static_assert(FAIL_SLOTS > FAIL_DEPTH, "a fail slot's index must hold the key's low byte");

static bool known_fail(const Search *s, uint64_t key, int depth)
{
    uint64_t e = s->threat_fail[key & (FAIL_SLOTS - 1)];
    return (e & ~(uint64_t)FAIL_DEPTH) == (key & ~(uint64_t)FAIL_DEPTH) &&
           (int)(e & FAIL_DEPTH) >= depth;
}

static void mark_fail(Search *s, uint64_t key, int depth)
{
    if (s->threat_aborted) {
        return;
    }
    assert(depth >= 0 && depth <= (int)FAIL_DEPTH);
    s->threat_fail[key & (FAIL_SLOTS - 1)] = (key & ~(uint64_t)FAIL_DEPTH) | (uint64_t)depth;
}

/* Counts a node; true when the solve must give up (budget or stop). */
static bool threat_node(Search *s)
{
    s->nodes++;
    if (--s->threat_budget < 0 || search_should_stop(s)) {
        s->threat_aborted = true;
    }
    return s->threat_aborted;
}

#define ALL_DIRS 0xF

/* The directions (a bit each) in which a stone of colour c on empty p makes a four:
 * after it lands, its new five points lie on these lines only (nobody keeps a five point
 * inside a threat line). Every direction in the tests' reference mode. */
static int four_dirs(const Search *s, Pos p, Stone c)
{
    if (s->threat_rescan) {
        return ALL_DIRS;
    }
    int mask = 0;
    for (int d = 0; d < DIR_COUNT; d++) {
        int g = pat_at(s, p, d, c);
        mask |= g == P_B4 || g == P_F4 ? 1 << d : 0;
    }
    return mask;
}

/* How fives_scan tests a point q on a line of p: a five for c in any direction; a five
 * along that line; the same with a stone of c on the empty p, read ahead from the keys
 * (q sees p at offset -k, an empty digit now, c's own, 1, then; the board's own keys
 * only, with no common centre). */
enum { FIVE_ANY, FIVE_ALONG, FIVE_AHEAD };

/* Counts the five point q (on line d) into out (n of them, the first cap kept) unless it
 * is there already; *first_d (when given) takes the line of the first. */
static void five_add(Pos *out, int *n, int cap, Pos q, int d, int *first_d)
{
    if (*n == 0 && first_d) {
        *first_d = d;
    }
    for (int i = 0; i < *n && i < cap; i++) {
        if (out[i] == q) {
            return;
        }
    }
    if (*n < cap) {
        out[*n] = q;
    }
    (*n)++;
}

/* Five points of colour c on the lines through p in dirs (after a stone landed on p, or
 * for FIVE_AHEAD would land); *first_d (when given) is the line of out[0]. */
static int fives_scan(const Search *s, Pos p, int dirs, Stone c, int how, Pos *out, int cap,
                      int *first_d)
{
    const uint8_t *pat = s->tab->pat[s->rs->exact_five[c]];
    int shift = c == STONE_WHITE ? 16 : 0;
    int n = 0;
    if (how != FIVE_ANY && !s->rs->common_centre) {
        /* Along the line, the five points through p are read from p's own key: those
         * there are (the solvers' invariant: none before p's stone) pass through p. */
        const uint8_t *along = s->tab->five_along[s->rs->exact_five[c]];
        for (int d = 0; d < DIR_COUNT; d++) {
            if (!(dirs & 1 << d)) {
                continue;
            }
            for (unsigned bits = along[(uint16_t)(s->b.keys[d][p] >> shift)]; bits;
                 bits &= bits - 1) {
                Pos q = (Pos)(p + five_offset(__builtin_ctz(bits)) * DIR_OFFSET[d]);
                five_add(out, &n, cap, q, d, first_d);
            }
        }
        return n;
    }
    for (int d = 0; d < DIR_COUNT; d++) {
        if (!(dirs & 1 << d)) {
            continue;
        }
        int off = DIR_OFFSET[d];
        for (int k = -4; k <= 4; k++) {
            Pos q = (Pos)(p + k * off);
            if (k == 0 || s->b.cells[q] != STONE_EMPTY) {
                continue;
            }
            bool five = how == FIVE_ANY     ? point_is_five(s, q, c)
                        : how == FIVE_ALONG ? pat_at(s, q, d, c) == P_FIVE
                                            : pat[(uint16_t)(s->b.keys[d][q] >> shift) +
                                                  LINE_POW3[line_digit(-k)]] == P_FIVE;
            if (five) {
                five_add(out, &n, cap, q, d, first_d);
            }
        }
    }
    return n;
}

static int fives_on(const Search *s, Pos p, int dirs, Stone c, Pos *out, int cap)
{
    return fives_scan(s, p, dirs, c, FIVE_ANY, out, cap, NULL);
}

/* fives_on where colour c had no five point before its stone landed on p (inside a VCF
 * line, see fives_now and vcf_attack_on): a new one is a five along its line through p,
 * so one grade a point is read, not four. The tests' reference mode reads all four. */
static int fives_made(const Search *s, Pos p, int dirs, Stone c, Pos *out, int cap)
{
    return fives_scan(s, p, dirs, c, s->threat_rescan ? FIVE_ANY : FIVE_ALONG, out, cap, NULL);
}

/* Five points of colour c on the four lines through p (after a stone landed on p); one
 * grade a point when the solve began with none (threat_lines: those there are now were
 * made by later stones, each a five along the line of the last one on it, and so one
 * along its line through p if p made it). */
static int fives_around(const Search *s, Pos p, Stone c, Pos *out, int cap)
{
    if (s->threat_lines) {
        return fives_made(s, p, ALL_DIRS, c, out, cap);
    }
    return fives_on(s, p, ALL_DIRS, c, out, cap);
}

/* Five points of colour c, knowing the threat search's invariant: inside a solve (ply >
 * 0) no side keeps a five point past its opponent's move, so new ones lie on the lines of
 * c's last stone (`last`, ply - 1 or ply - 2). At the solve's root every point counts. */
static int fives_now(const Search *s, int ply, Pos last, Stone c, Pos *out, int cap)
{
    if (ply == 0 || last == POS_NONE || last == POS_PASS) {
        return five_points(s, c, out, cap);
    }
    return fives_around(s, last, c, out, cap);
}

/* The stone played `back` plies ago (1: the last one), or POS_NONE. */
static Pos played(const Search *s, int back)
{
    return s->b.ply >= back ? s->b.history[s->b.ply - back].pos : POS_NONE;
}

/* Can the defender (side to move) not stop a five at q: it is forbidden for it? */
static bool block_is_foul(const Search *s, Pos q)
{
    Stone def = s->b.to_move;
    return s->rs->fouls[def] && !point_is_five(s, q, def) && !point_is_legal(s, q, def);
}

/* The reported line: seq[ply] is written on the way down; a won leaf sets *nseq, and
 * the last won leaf reached always lies on the line finally proven. The line may end
 * before the five (at a double four, or where the defender cannot block); the leaf
 * also sets s->threat_plies, the plies from the solve's root to the five itself. */
static void push(Pos *seq, int cap, int ply, Pos p)
{
    if (ply < cap) {
        seq[ply] = p;
    }
}

static void end_line(Search *s, int *nseq, int cap, int len, int plies)
{
    *nseq = len < cap ? len : cap;
    s->threat_plies = plies;
}

void threat_sort_by_value(Pos *points, int *value, int n)
{
    for (int i = 1; i < n; i++) {
        Pos p = points[i];
        int v = value[i];
        int j = i;
        for (; j > 0 && value[j - 1] < v; j--) {
            points[j] = points[j - 1];
            value[j] = value[j - 1];
        }
        points[j] = p;
        value[j] = v;
    }
}

/* Collects the attacker's candidate threats: points that make a four (and, with threes,
 * an open three), legal for it. When the defender has a five point, only that point. */
/* Is q related to the attacker's previous stone `prev`: on one of its lines within five,
 * or within two points? (POS_NONE: everything is.) Threes far from the fight rarely
 * belong to a threat sequence; keeping them out keeps VCT trees small. */
static bool related(Pos q, Pos prev)
{
    if (prev == POS_NONE) {
        return true;
    }
    int dx = pos_x(q) - pos_x(prev);
    int dy = pos_y(q) - pos_y(prev);
    int ax = dx < 0 ? -dx : dx;
    int ay = dy < 0 ? -dy : dy;
    if (ax <= 2 && ay <= 2) {
        return true;
    }
    return (dx == 0 || dy == 0 || ax == ay) && ax <= 5 && ay <= 5;
}

static int threat_moves(Search *s, int ply, bool threes, Pos prev, Pos *out, int cap)
{
    Stone att = s->b.to_move;
    Stone def = stone_opponent(att);
    Pos block[2];
    int nb = fives_now(s, ply, played(s, 1), def, block, 2);
    if (nb >= 2) {
        return 0;
    }
    int n = 0;
    int nthree = 0;
    Pos three[AI_MAX_MOVES];
    int value[AI_MAX_MOVES];
    int three_value[AI_MAX_MOVES];
    const AiTables *t = s->tab;
    bool fouls = s->rs->fouls[att];
    for (int y = s->y0; y <= s->y1; y++) {
        for (uint32_t row = row_candidates(s, y); row; row &= row - 1) {
            Pos p = row_point(s, y, row);
            if (nb == 1 && p != block[0]) {
                continue;
            }
            /* One combo a point: a four, an open three (a P_F3 grade) only on a point
             * related to prev, legality (point_is_legal's test) and value from it. */
            int combo = combo_at(s, p, att);
            int flags = t->flags[combo];
            bool four = (flags & COMBO_FOUR) != 0;
            bool three_here = !four && threes && (flags & COMBO_THREE) && related(p, prev);
            if ((four || three_here) &&
                (!fouls || (flags & COMBO_FIVE) || !(flags & COMBO_MAYBE_FOUL) ||
                 !rules_is_forbidden(s->rs, &s->b, p, att))) {
                if (four && n < cap) {
                    value[n] = t->order[combo] + (1 << 20);
                    out[n++] = p;
                } else if (three_here && nthree < AI_MAX_MOVES) {
                    three_value[nthree] = t->order[combo];
                    three[nthree++] = p;
                }
            }
        }
    }
    /* Fours first (they keep the initiative with a single reply), each group by how much
     * the point is worth to the attacker: double threats lead. */
    for (int i = 0; i < nthree && n < cap; i++) {
        value[n] = three_value[i];
        out[n++] = three[i];
    }
    threat_sort_by_value(out, value, n);
    return n;
}

/* Every point where the attacker makes a four (fouls included), or n < 0 when unknown
 * (too many, or captures may have changed the board): the next attacker node inherits
 * it instead of scanning the board. Between two attacker nodes only the attacker's four
 * (new fours lie on its lines) and the defender's block (which only removes some) have
 * changed the board. */
#define VCF_FOURS GEN_FOURS /* as many as move generation passes to vcf_probe */
typedef struct FourList {
    int n;
    Pos p[VCF_FOURS];
    uint16_t combo[VCF_FOURS]; /* each point's combo_at for the attacker, at this node */
} FourList;

static bool vcf_attack_on(Search *s, const FourList *inherited, int block_dirs, int depth, int ply,
                          Pos *seq, int *nseq, int cap);

/* The attacker has just played a four on p, in the directions dirs: the defender blocks
 * (or cannot). */
static bool vcf_defend(Search *s, const FourList *fours, Pos p, int dirs, int depth, int ply,
                       Pos *seq, int *nseq, int cap)
{
    Stone att = stone_opponent(s->b.to_move);
    Pos five[2];
    int nf = fives_made(s, p, dirs, att, five, 2);
    if (nf == 0) {
        return false;
    }
    if (nf >= 2 || block_is_foul(s, five[0])) {
        end_line(s, nseq, cap, ply, ply + 2); /* any reply, then the five */
        return true;
    }
    push(seq, cap, ply, five[0]);
    /* The attacker's node after the block: counted, and most end there (out of depth, or
     * known to fail: about three in five in the tree's probes), which needs the block's
     * hash, not the block on the board. */
    if (threat_node(s)) {
        return false;
    }
    if (depth <= 0) {
        s->threat_cut = true;
        return false;
    }
    bool early = !s->b.pente_captures;
    if (early && known_fail(s, board_hash_after(&s->b, five[0]), depth)) {
        s->threat_cut = true; /* the entry may hold only a shallower proof */
        return false;
    }
    int block_dirs = four_dirs(s, five[0], s->b.to_move);
    search_make(s, five[0]);
    bool win;
    if (!early && known_fail(s, s->b.hash, depth)) {
        s->threat_cut = true;
        win = false;
    } else {
        win = vcf_attack_on(s, fours, block_dirs, depth, ply + 1, seq, nseq, cap);
    }
    search_unmake(s);
    return win;
}

/* vcf_defend before the attacker's four on p is on the board: the five points it makes
 * and the block's foul test read from the line keys, p's stone added to the one key of
 * each point it changes (see set_cell), and the count and cuts of the attacker's node
 * after the block taken with the hash the two stones would give; the stones are played
 * only for a node that searches on (in the tree's probes three in five end at the count).
 * Needs the keys to be the board's (no common centre) and no captures; a block that may
 * be a foul for the defender is left to vcf_defend. */
static bool vcf_defend_ahead(Search *s, const FourList *fours, Pos p, int dirs, int depth, int ply,
                             Pos *seq, int *nseq, int cap)
{
    Stone att = s->b.to_move;
    Stone def = stone_opponent(att);
    Pos five;
    int five_d = 0;
    int nf = fives_scan(s, p, dirs, att, FIVE_AHEAD, &five, 1, &five_d);
    if (nf == 0) {
        return false;
    }
    if (nf >= 2) {
        end_line(s, nseq, cap, ply, ply + 2); /* any reply, then the five */
        return true;
    }
    if (s->rs->fouls[def]) {
        /* The defender's grades on the five point, p blocking (2) on its line. */
        const uint8_t *dpat = s->tab->pat[s->rs->exact_five[def]];
        int dshift = def == STONE_WHITE ? 16 : 0;
        unsigned blocked = 2u * LINE_POW3[line_digit((p - five) / DIR_OFFSET[five_d])];
        int combo = 0;
        for (int d = 0; d < DIR_COUNT; d++) {
            unsigned key = (uint16_t)(s->b.keys[d][five] >> dshift);
            combo = combo * P_COUNT + dpat[d == five_d ? key + blocked : key];
        }
        int flags = s->tab->flags[combo];
        if (!(flags & COMBO_FIVE) && (flags & COMBO_MAYBE_FOUL)) {
            search_make(s, p); /* only the board can tell */
            bool win = vcf_defend(s, fours, p, dirs, depth, ply, seq, nseq, cap);
            search_unmake(s);
            return win;
        }
    }
    push(seq, cap, ply, five);
    if (threat_node(s)) {
        return false;
    }
    if (depth <= 0) {
        s->threat_cut = true;
        return false;
    }
    /* The two stones' keys (the side to move's key twice: none). */
    if (known_fail(s, s->b.hash ^ board_zobrist(p, att) ^ board_zobrist(five, def), depth)) {
        s->threat_cut = true; /* the entry may hold only a shallower proof */
        return false;
    }
    search_make(s, p);
    int block_dirs = four_dirs(s, five, def);
    search_make(s, five);
    bool win = vcf_attack_on(s, fours, block_dirs, depth, ply + 1, seq, nseq, cap);
    search_unmake(s);
    search_unmake(s);
    return win;
}

/* The start of every attacker node: counts it, and plays a five when there is one.
 * Returns ATTACK_WON (the line ends in that five), ATTACK_ABORTED (out of budget) or
 * ATTACK_GO (search the threats). */
enum { ATTACK_GO, ATTACK_WON, ATTACK_ABORTED };

static int attack_entry(Search *s, int ply, Pos *seq, int *nseq, int cap)
{
    if (threat_node(s)) {
        return ATTACK_ABORTED;
    }
    Pos win;
    if (fives_now(s, ply, played(s, 2), s->b.to_move, &win, 1) > 0) {
        push(seq, cap, ply, win);
        end_line(s, nseq, cap, ply + 1, ply + 1);
        return ATTACK_WON;
    }
    return ATTACK_GO;
}

static void four_add(FourList *all, Pos p, int combo)
{
    if (all->n >= 0 && all->n < VCF_FOURS) {
        all->combo[all->n] = (uint16_t)combo;
        all->p[all->n++] = p;
    } else {
        all->n = -1;
    }
}

/* The attacker's four points now: the inherited ones that still are, and those on the
 * lines of its last four (`last`); a full scan when nothing is inherited. */
static void vcf_all_fours(const Search *s, const FourList *inherited, Pos last, FourList *all)
{
    Stone att = s->b.to_move;
    all->n = 0;
    if (inherited == NULL || inherited->n < 0 || last == POS_NONE || s->rs->captures ||
        s->threat_rescan) {
        for (int y = s->y0; y <= s->y1; y++) {
            for (uint32_t row = row_candidates(s, y); row; row &= row - 1) {
                Pos p = row_point(s, y, row);
                int combo = combo_at(s, p, att);
                if (s->tab->flags[combo] & COMBO_FOUR) {
                    four_add(all, p, combo);
                }
            }
        }
        return;
    }
    for (int i = 0; i < inherited->n; i++) {
        Pos p = inherited->p[i];
        if (s->b.cells[p] == STONE_EMPTY) {
            int combo = combo_at(s, p, att);
            if (s->tab->flags[combo] & COMBO_FOUR) {
                four_add(all, p, combo);
            }
        }
    }
    /* A point of these lines that makes a four along another line made it before the
     * last four too (the defender's stones make none), so it is in the inherited list:
     * only the grade along the line through last is read. Those it did not make along
     * the line, it made before too: the new ones come from last's own key. */
    if (!s->rs->common_centre) {
        const uint8_t *along = s->tab->four_along[s->rs->exact_five[att]];
        int shift = att == STONE_WHITE ? 16 : 0;
        for (int d = 0; d < DIR_COUNT; d++) {
            for (unsigned bits = along[(uint16_t)(s->b.keys[d][last] >> shift)]; bits;
                 bits &= bits - 1) {
                Pos q = (Pos)(last + five_offset(__builtin_ctz(bits)) * DIR_OFFSET[d]);
                bool dup = false;
                for (int i = 0; i < all->n && !dup; i++) {
                    dup = all->p[i] == q;
                }
                if (!dup) {
                    four_add(all, q, combo_at(s, q, att));
                }
            }
        }
        return;
    }
    for (int d = 0; d < DIR_COUNT; d++) {
        int off = DIR_OFFSET[d];
        for (int k = -4; k <= 4; k++) {
            Pos q = (Pos)(last + k * off);
            if (k == 0 || s->b.cells[q] != STONE_EMPTY) {
                continue;
            }
            int g = pat_at(s, q, d, att);
            if (g != P_B4 && g != P_F4 && g != P_FIVE) {
                continue;
            }
            bool dup = false;
            for (int i = 0; i < all->n && !dup; i++) {
                dup = all->p[i] == q;
            }
            if (!dup) {
                four_add(all, q, combo_at(s, q, att));
            }
        }
    }
}

/* The fours to try, from all of them: legal ones (only the defender's five point when it
 * has one), the most valuable first, ties in board order (as threat_moves); dirs[i] is
 * four_dirs of out[i]. Each point's legality, value and directions come from its combo in
 * the list (point_is_legal's test, without the combo read again). */
static int vcf_moves(const Search *s, const FourList *all, Pos only, Pos *out, uint8_t *dirs)
{
    Stone att = s->b.to_move;
    const AiTables *t = s->tab;
    bool fouls = s->rs->fouls[att];
    int value[VCF_FOURS];
    int n = 0;
    for (int i = 0; i < all->n; i++) {
        Pos p = all->p[i];
        int combo = all->combo[i];
        int flags = t->flags[combo];
        if ((only != POS_NONE && p != only) ||
            (fouls && !(flags & COMBO_FIVE) && (flags & COMBO_MAYBE_FOUL) &&
             rules_is_forbidden(s->rs, &s->b, p, att))) {
            continue;
        }
        int v = t->order[combo];
        uint8_t dir = s->threat_rescan ? ALL_DIRS : t->four_dirs[combo];
        int j = n;
        for (; j > 0 && (value[j - 1] < v || (value[j - 1] == v && out[j - 1] > p)); j--) {
            out[j] = out[j - 1];
            value[j] = value[j - 1];
            dirs[j] = dirs[j - 1];
        }
        out[j] = p;
        value[j] = v;
        dirs[j] = dir;
        n++;
    }
    return n;
}

/* Tries the attacker's fours moves[0..n) at a node whose entry is done; move_dirs (or
 * NULL) holds their four_dirs. */
static bool vcf_fours(Search *s, const FourList *all, const Pos *moves, const uint8_t *move_dirs,
                      int n, int depth, int ply, Pos *seq, int *nseq, int cap)
{
    bool ahead = !s->rs->common_centre && !s->b.pente_captures && !s->threat_rescan;
    for (int i = 0; i < n && !s->threat_aborted; i++) {
        push(seq, cap, ply, moves[i]);
        int dirs = move_dirs ? move_dirs[i] : four_dirs(s, moves[i], s->b.to_move);
        bool won;
        if (ahead) {
            won = vcf_defend_ahead(s, all, moves[i], dirs, depth - 1, ply + 1, seq, nseq, cap);
        } else {
            search_make(s, moves[i]);
            won = vcf_defend(s, all, moves[i], dirs, depth - 1, ply + 1, seq, nseq, cap);
            search_unmake(s);
        }
        if (won) {
            return true;
        }
    }
    mark_fail(s, s->b.hash, depth);
    return false;
}

/* The solve's first attacker node (vcf_solve): counted, a five played if there is one. */
static bool vcf_attack(Search *s, int depth, int ply, Pos *seq, int *nseq, int cap)
{
    int entry = attack_entry(s, ply, seq, nseq, cap);
    if (entry != ATTACK_GO) {
        return entry == ATTACK_WON;
    }
    if (depth <= 0) {
        s->threat_cut = true;
        return false;
    }
    if (known_fail(s, s->b.hash, depth)) {
        s->threat_cut = true; /* the entry may hold only a shallower proof */
        return false;
    }
    return vcf_attack_on(s, NULL, ALL_DIRS, depth, ply, seq, nseq, cap);
}

/* An attacker node past its count and cuts. Inside a line (inherited != NULL, the
 * node's count and cuts done by vcf_defend) no side has a five point left from before
 * (see fives_now), and the attacker's last four made only the one the defender blocked,
 * so only the defender's block can have made a five point: the attacker must take it,
 * with a four. */
static bool vcf_attack_on(Search *s, const FourList *inherited, int block_dirs, int depth, int ply,
                          Pos *seq, int *nseq, int cap)
{
    Pos block[2];
    Stone def = stone_opponent(s->b.to_move);
    int nb = inherited != NULL ? fives_made(s, played(s, 1), block_dirs, def, block, 2)
                               : fives_now(s, ply, played(s, 1), def, block, 2);
    if (nb >= 2) {
        mark_fail(s, s->b.hash, depth);
        return false;
    }
    Pos only = nb == 1 ? block[0] : POS_NONE;
    FourList all;
    vcf_all_fours(s, inherited, played(s, 2), &all);
    Pos moves[AI_MAX_MOVES];
    uint8_t dirs[VCF_FOURS];
    if (all.n >= 0) {
        int n = vcf_moves(s, &all, only, moves, dirs);
        return vcf_fours(s, &all, moves, dirs, n, depth, ply, seq, nseq, cap);
    }
    int n = threat_moves(s, ply, false, POS_NONE, moves, AI_MAX_MOVES);
    return vcf_fours(s, &all, moves, NULL, n, depth, ply, seq, nseq, cap);
}

/* The deepening of vcf_solve; root (when given) holds all the root's fours. */
static bool vcf_deepen(Search *s, int64_t max_nodes, const FourList *root, Pos *seq, int *nseq,
                       int cap)
{
    s->threat_budget = max_nodes;
    s->threat_aborted = false;
    s->threat_lines = true; /* the root's fives are read whole (or were: vcf_probe) */
    *nseq = 0;
    Pos moves[VCF_FOURS];
    uint8_t dirs[VCF_FOURS];
    int n = root != NULL ? vcf_moves(s, root, POS_NONE, moves, dirs) : 0;
    /* Deepening on the number of fours finds the shortest win first; the fail table
     * makes the repeated shallow work cheap. */
    bool win = false;
    bool cut = true;
    /* An iteration that never reached its depth limit searched every line: deeper ones
     * cannot find more (most positions have no four at all and end after one). */
    for (int depth = 1; depth <= 30 && !win && cut && !s->threat_aborted;
         depth += depth < 4 ? 1 : 3) {
        s->threat_cut = false;
        if (root == NULL) {
            win = vcf_attack(s, depth, 0, seq, nseq, cap);
        } else if (!threat_node(s)) {
            if (known_fail(s, s->b.hash, depth)) {
                s->threat_cut = true;
            } else {
                win = vcf_fours(s, root, moves, dirs, n, depth, 0, seq, nseq, cap);
            }
        }
        cut = s->threat_cut;
    }
    if (!win) {
        *nseq = 0;
    }
    return win;
}

bool vcf_solve(Search *s, int64_t max_nodes, Pos *seq, int *nseq, int cap)
{
    return vcf_deepen(s, max_nodes, NULL, seq, nseq, cap);
}

bool vcf_probe(Search *s, int64_t max_nodes, const Pos *fours, int n, Pos *seq, int *nseq, int cap)
{
    if (n > VCF_FOURS || s->rs->captures) {
        return vcf_solve(s, max_nodes, seq, nseq, cap);
    }
    FourList root = {.n = n};
    for (int i = 0; i < n; i++) {
        root.p[i] = fours[i];
        root.combo[i] = (uint16_t)combo_at(s, fours[i], s->b.to_move);
    }
    return vcf_deepen(s, max_nodes, &root, seq, nseq, cap);
}

/* ---- VCT ---------------------------------------------------------------------------- */

static bool vct_attack(Search *s, int depth, int ply, Pos *seq, int *nseq, int cap);

/* Has colour c an open three on the board (a point that makes a straight four)? */
static bool has_open_three(const Search *s, Stone c)
{
    for (int y = s->y0; y <= s->y1; y++) {
        for (uint32_t row = row_candidates(s, y); row; row &= row - 1) {
            Pos p = row_point(s, y, row);
            for (int d = 0; d < DIR_COUNT; d++) {
                if (pat_at(s, p, d, c) == P_F4 && point_is_legal(s, p, c)) {
                    return true;
                }
            }
        }
    }
    return false;
}

/* Adds q to list (n entries) unless it is there already. */
static void add_unique(Pos *list, int *n, Pos q)
{
    for (int i = 0; i < *n; i++) {
        if (list[i] == q) {
            return;
        }
    }
    if (*n < AI_MAX_MOVES) {
        list[(*n)++] = q;
    }
}

/* The defender's (side to move) answers to the attacker's open three: the points where
 * the attacker would make a four (they include every point that blocks the three), the
 * defender's own fours, and against Black the White stones that make its straight-four
 * points fouls (threat_foul_defences), all legal for the defender. When the three runs
 * through the attacker's last stone, only the points on its lines are blocks; otherwise
 * (the attacker's last move blocked a counter four) the whole board is searched. */
static int defences(Search *s, Pos *out)
{
    Stone def = s->b.to_move;
    Stone att = stone_opponent(def);
    Pos last = s->b.history[s->b.ply - 1].pos;
    int n = 0;
    bool local = false;
    for (int d = 0; d < DIR_COUNT; d++) {
        for (int k = -5; k <= 5; k++) {
            Pos q = (Pos)(last + k * DIR_OFFSET[d]);
            if (k == 0 || s->b.cells[q] != STONE_EMPTY) {
                continue;
            }
            local = local || pat_at(s, q, d, att) == P_F4;
            if (point_makes_four(s, q, att) && point_is_legal(s, q, def)) {
                add_unique(out, &n, q);
            }
        }
    }
    for (int y = s->y0; y <= s->y1; y++) {
        for (uint32_t row = row_candidates(s, y); row; row &= row - 1) {
            Pos q = row_point(s, y, row);
            if ((point_makes_four(s, q, def) || (!local && point_makes_four(s, q, att))) &&
                point_is_legal(s, q, def)) {
                add_unique(out, &n, q);
            }
        }
    }
    n = threat_foul_defences(s, out, n);
    /* Likely refutations first: the points worth most to both sides. */
    int value[AI_MAX_MOVES];
    for (int i = 0; i < n; i++) {
        value[i] = point_value(s, out[i], att) + point_value(s, out[i], def);
    }
    threat_sort_by_value(out, value, n);
    return n;
}

int threat_foul_defences(Search *s, Pos *out, int n)
{
    const Stone att = STONE_BLACK;
    if (s->b.to_move != STONE_WHITE || !s->rs->fouls[att]) {
        return n;
    }
    /* A White stone adds nothing to Black's lines: a straight-four point t turns into a
     * foul only when a false three through it turns real, its straight-four point u (a
     * foul with t played) made legal by a White stone on another line of u. Those stones
     * are the candidates (a deeper chain of false threes is not followed). */
    Pos cand[AI_MAX_MOVES];
    int nc = 0;
    for (int y = s->y0; y <= s->y1; y++) {
        for (uint32_t row = row_candidates(s, y); row; row &= row - 1) {
            Pos t = row_point(s, y, row);
            if (!(s->tab->flags[combo_at(s, t, att)] & COMBO_MAYBE_FOUL)) {
                continue;
            }
            bool straight = false;
            for (int d = 0; d < DIR_COUNT; d++) {
                straight = straight || pat_at(s, t, d, att) == P_F4;
            }
            if (!straight || !point_is_legal(s, t, att) || !board_pass(&s->b)) {
                continue;
            }
            search_make(s, t); /* Black's t, White's pass before it */
            for (int d1 = 0; d1 < DIR_COUNT; d1++) {
                for (int k = -4; k <= 4; k++) {
                    Pos u = (Pos)(t + k * DIR_OFFSET[d1]);
                    if (k == 0 || s->b.cells[u] != STONE_EMPTY ||
                        !(s->tab->flags[combo_at(s, u, att)] & COMBO_MAYBE_FOUL) ||
                        point_is_legal(s, u, att)) {
                        continue;
                    }
                    for (int d2 = 0; d2 < DIR_COUNT; d2++) {
                        for (int j = -4; j <= 4 && d2 != d1; j++) {
                            Pos q = (Pos)(u + j * DIR_OFFSET[d2]);
                            if (j != 0 && s->b.cells[q] == STONE_EMPTY) {
                                add_unique(cand, &nc, q);
                            }
                        }
                    }
                }
            }
            search_unmake(s);
            board_undo(&s->b);
        }
    }
    for (int i = 0; i < nc; i++) {
        bool known = false;
        for (int j = 0; j < n && !known; j++) {
            known = out[j] == cand[i];
        }
        if (known || !point_is_legal(s, cand[i], STONE_WHITE)) {
            continue;
        }
        search_make(s, cand[i]);
        bool stops = !has_open_three(s, att);
        search_unmake(s);
        if (stops) {
            add_unique(out, &n, cand[i]);
        }
    }
    return n;
}

static bool vct_defend(Search *s, int depth, int ply, Pos *seq, int *nseq, int cap);

/* Plays p as ply `ply` of the line, searches on (the attacker's turn next when
 * attack_next) and takes p back. */
static bool vct_after(Search *s, Pos p, bool attack_next, int depth, int ply, Pos *seq, int *nseq,
                      int cap)
{
    push(seq, cap, ply, p);
    search_make(s, p);
    bool win = attack_next ? vct_attack(s, depth, ply + 1, seq, nseq, cap)
                           : vct_defend(s, depth, ply + 1, seq, nseq, cap);
    search_unmake(s);
    return win;
}

/* Defender to move after the attacker's threat (or after the attacker blocked a counter
 * four, with its earlier threat still standing). Every answer must lose. */
static bool vct_defend(Search *s, int depth, int ply, Pos *seq, int *nseq, int cap)
{
    if (threat_node(s)) {
        return false;
    }
    Stone def = s->b.to_move;
    Stone att = stone_opponent(def);
    /* The defender has no five point here: any it had, the attacker just blocked. */
    Pos five[2];
    int nf = fives_around(s, played(s, 1), att, five, 2);
    if (nf >= 2 || (nf == 1 && block_is_foul(s, five[0]))) {
        end_line(s, nseq, cap, ply, ply + 2); /* any reply, then the five */
        return true;
    }
    if (nf == 1) {
        return vct_after(s, five[0], true, depth, ply, seq, nseq, cap);
    }
    if (depth <= 0 || !has_open_three(s, att)) {
        return false;
    }
    Pos answers[AI_MAX_MOVES];
    int na = defences(s, answers);
    if (na == 0) {
        /* Any reply, the straight four, any reply, the five. */
        end_line(s, nseq, cap, ply, ply + 4);
        return true;
    }
    /* Every answer must lose; the line kept is the one that resists longest (of these
     * answers: a selection, so its length is no proof). */
    Pos longest[AI_MAX_PLY];
    int nlongest = 0;
    int most = -1;
    for (int i = 0; i < na; i++) {
        if (!vct_after(s, answers[i], true, depth, ply, seq, nseq, cap)) {
            return false;
        }
        if (s->threat_plies > most) {
            most = s->threat_plies;
            nlongest = *nseq > ply && *nseq - ply <= AI_MAX_PLY ? *nseq - ply : 0;
            if (nlongest > 0) {
                memcpy(longest, seq + ply, (size_t)nlongest * sizeof seq[0]);
            }
        }
    }
    if (ply < cap) {
        memcpy(seq + ply, longest, (size_t)nlongest * sizeof seq[0]);
        *nseq = ply + nlongest;
    }
    s->threat_plies = most;
    return true;
}

static bool vct_attack(Search *s, int depth, int ply, Pos *seq, int *nseq, int cap)
{
    int entry = attack_entry(s, ply, seq, nseq, cap);
    if (entry != ATTACK_GO) {
        return entry == ATTACK_WON;
    }
    Stone att = s->b.to_move;
    uint64_t key = s->b.hash ^ (s->threat_wide ? VCT_WIDE_SALT : VCT_SALT);
    if (depth <= 0 || known_fail(s, key, depth)) {
        return false;
    }
    /* A counter four of the defender: the attacker must block it; if its earlier threat
     * still stands, the defender must answer that again. */
    Pos block[2];
    int nb = fives_now(s, ply, played(s, 1), stone_opponent(att), block, 2);
    if (nb >= 2 || (nb == 1 && !point_is_legal(s, block[0], att))) {
        return false;
    }
    if (nb == 1) {
        return vct_after(s, block[0], false, depth - 1, ply, seq, nseq, cap);
    }
    Pos moves[AI_MAX_MOVES];
    /* ai_solve looks at every three: a win often begins with a four far from the fight
     * (an intermediate move that also blocks the defender), and then the threes near
     * the attacker's last stone miss it. The tree's solves keep to related() ones (speed
     * over completeness; lab/README.md). */
    Pos prev = ply >= 2 && !s->threat_wide ? s->b.history[s->b.ply - 2].pos : POS_NONE;
    int n = threat_moves(s, ply, true, prev, moves, AI_MAX_MOVES);
    for (int i = 0; i < n && !s->threat_aborted; i++) {
        if (vct_after(s, moves[i], false, depth - 1, ply, seq, nseq, cap)) {
            return true;
        }
    }
    mark_fail(s, key, depth);
    return false;
}

bool vct_solve(Search *s, int64_t max_nodes, int max_depth, Pos *seq, int *nseq, int cap)
{
    s->threat_budget = max_nodes;
    s->threat_aborted = false;
    s->threat_lines = true; /* the root's fives are read whole */
    *nseq = 0;
    bool win = false;
    for (int depth = 2; depth <= max_depth && !win && !s->threat_aborted; depth += 2) {
        win = vct_attack(s, depth, 0, seq, nseq, cap);
    }
    if (!win) {
        *nseq = 0;
    }
    return win;
}

bool vct_solve_after(Search *s, int64_t max_nodes, int max_depth, Pos *seq, int *nseq, int cap)
{
    s->threat_budget = max_nodes;
    s->threat_aborted = false;
    /* The position after a root move, which may have left a five point anywhere. */
    Pos five;
    s->threat_lines = five_points(s, STONE_BLACK, &five, 1) == 0 &&
                      five_points(s, STONE_WHITE, &five, 1) == 0;
    *nseq = 0;
    bool win = false;
    push(seq, cap, 0, played(s, 1));
    for (int depth = 1; depth <= max_depth - 1 && !win && !s->threat_aborted; depth += 2) {
        win = vct_defend(s, depth, 1, seq, nseq, cap);
    }
    if (!win) {
        *nseq = 0;
    }
    return win;
}

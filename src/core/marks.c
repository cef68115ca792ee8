/* Renju - MIT licence, see LICENSE.
 *
 * The marks of a foul explanation (see marks.h): rules_explain's lines, the points its
 * exact-five view leaves out (they make only an overline), and the look-alike shapes of
 * the lines where nothing counts.
 */
#include "marks.h"

#include <stdlib.h>
#include <string.h>

#include "text.h"

static const char *const SHAPE_NAMES[] = {
    "three", "false three", "four",         "straight four", "double four",
    "five",  "overline",    "pseudo-three", "pseudo-four",   "blocked three"};

const char *marks_shape_name(MarkShape s)
{
    return (int)s >= 0 && s <= MARK_BLOCKED_THREE ? SHAPE_NAMES[s] : "?";
}

static void add_point(MarkLine *m, Pos q, MarkPoint mark, RuleVerdict v)
{
    for (int i = 0; i < m->npoints; i++) {
        if (m->points[i] == q) {
            return;
        }
    }
    if (m->npoints < (int)(sizeof m->points / sizeof m->points[0])) {
        m->points[m->npoints] = q;
        m->point_mark[m->npoints] = mark;
        m->point_verdict[m->npoints] = v;
        m->npoints++;
    }
}

static void add_stone(MarkLine *m, Pos q)
{
    for (int i = 0; i < m->nstones; i++) {
        if (m->stones[i] == q) {
            return;
        }
    }
    if (m->nstones < (int)(sizeof m->stones / sizeof m->stones[0])) {
        int j = m->nstones++;
        for (; j > 0 && m->stones[j - 1] > q; j--) {
            m->stones[j] = m->stones[j - 1];
        }
        m->stones[j] = q;
    }
}

/* The points of mask (bit k + 4 for offset k) on direction d from p. */
static void add_mask(MarkLine *m, Pos p, int d, uint16_t mask, MarkPoint mark)
{
    for (int k = -4; k <= 4; k++) {
        if (mask & (1u << (k + 4))) {
            add_point(m, (Pos)(p + k * DIR_OFFSET[d]), mark, VERDICT_OK);
        }
    }
}

/* The stones of colour s in a row through q on direction d. */
static int run_through(const Board *b, Pos q, int d, Stone s)
{
    int n = 1;
    for (int sign = -1; sign <= 1; sign += 2) {
        for (Pos r = (Pos)(q + sign * DIR_OFFSET[d]); b->cells[r] == s;
             r = (Pos)(r + sign * DIR_OFFSET[d])) {
            n++;
        }
    }
    return n;
}

/* A false three's four points (mask from p on d): the empty points beside each such four
 * that would make six, not five, which is why the four is no straight four ("the four at
 * e8 is no straight four: d8 would make an overline"), p and the four's stone set on work. */
static void add_six_points(MarkLine *m, Board *work, Pos p, int d, uint16_t mask, Stone s)
{
    board_set(work, p, s);
    for (int k = -4; k <= 4; k++) {
        Pos q = (Pos)(p + k * DIR_OFFSET[d]);
        if (!(mask & (1u << (k + 4))) || work->cells[q] != STONE_EMPTY) {
            continue;
        }
        board_set(work, q, s);
        for (int j = -5; j <= 5; j++) {
            Pos r = (Pos)(q + j * DIR_OFFSET[d]);
            if (j == 0 || !board_on(work, r) || work->cells[r] != STONE_EMPTY) {
                continue;
            }
            board_set(work, r, s);
            bool six = run_through(work, r, d, s) >= 6;
            board_set(work, r, STONE_EMPTY);
            bool known = false;
            for (int i = 0; i < m->nsix; i++) {
                known = known || m->six[i] == r;
            }
            if (six && !known && m->nsix < (int)(sizeof m->six / sizeof m->six[0])) {
                m->six[m->nsix++] = r;
            }
        }
        board_set(work, q, STONE_EMPTY);
    }
    board_set(work, p, STONE_EMPTY);
}

/* The own stones on direction d within four of p, up to a blocking cell each way. */
static void add_near_stones(MarkLine *m, const Board *b, Pos p, int d, Stone s)
{
    add_stone(m, p);
    for (int sign = -1; sign <= 1; sign += 2) {
        for (int k = 1; k <= 4; k++) {
            Pos q = (Pos)(p + sign * k * DIR_OFFSET[d]);
            Stone c = b->cells[q];
            if (c != STONE_EMPTY && c != s) {
                break;
            }
            if (c == s) {
                add_stone(m, q);
            }
        }
    }
}

static MarkShape shape_of(const RuleLineInfo *li)
{
    switch (li->shape) {
    case LINE_THREE: return li->counts ? MARK_THREE : MARK_FALSE_THREE;
    case LINE_FOUR: return MARK_FOUR;
    case LINE_STRAIGHT_FOUR: return MARK_STRAIGHT_FOUR;
    case LINE_DOUBLE_FOUR: return MARK_DOUBLE_FOUR;
    case LINE_FIVE: return MARK_FIVE;
    default: return MARK_OVERLINE;
    }
}

/* A line where rules_explain found a shape. */
static void real_line(const RuleLineInfo *li, const LinePattern *free_view, Pos p, bool exact,
                      MarkLine *m)
{
    m->shape = shape_of(li);
    m->counts = li->counts;
    for (int i = 0; i < li->nstones; i++) {
        add_stone(m, li->stones[i]);
    }
    add_stone(m, p);
    for (int i = 0; i < li->npoints; i++) {
        MarkPoint mark = MARK_POINT_FIVE;
        if (li->shape == LINE_THREE) {
            mark = li->point_status[i] == THREE_POINT_OK     ? MARK_POINT_REAL
                   : li->point_status[i] == THREE_POINT_FIVE ? MARK_POINT_FIVE_ELSEWHERE
                                                             : MARK_POINT_FORBIDDEN;
        }
        add_point(m, li->points[i], mark, li->point_verdict[i]);
    }
    /* What six or more would add: points that make only an overline. */
    if (exact && li->shape == LINE_THREE && free_view->shape == LINE_THREE) {
        add_mask(m, p, li->dir, free_view->s4_mask, MARK_POINT_OVERLINE);
    } else if (exact && li->shape >= LINE_FOUR && li->shape <= LINE_DOUBLE_FOUR &&
               free_view->shape >= LINE_FOUR && free_view->shape <= LINE_DOUBLE_FOUR) {
        add_mask(m, p, li->dir, free_view->five_mask, MARK_POINT_OVERLINE);
    }
}

/* Three own stones (p's included) and two empty points in a window of five through p
 * that make no three: the points that would make a four. False when there is none. */
static bool blocked_three(const RuleSet *rs, Board *work, Pos p, int d, Stone s, MarkLine *m)
{
    int off = DIR_OFFSET[d];
    bool found = false;
    for (int start = -4; start <= 0; start++) {
        int own = 0;
        int empty = 0;
        Pos holes[2];
        for (int k = start; k < start + 5; k++) {
            Stone c = work->cells[p + k * off];
            own += c == s;
            if (c == STONE_EMPTY && empty < 2) {
                holes[empty] = (Pos)(p + k * off);
            }
            empty += c == STONE_EMPTY;
        }
        if (own != 3 || empty != 2) {
            continue;
        }
        for (int h = 0; h < 2; h++) {
            board_set(work, holes[h], s);
            bool four = rules_makes_five(rs, work, holes[1 - h], s);
            board_set(work, holes[h], STONE_EMPTY);
            if (four) {
                found = true;
                add_point(m, holes[h], MARK_POINT_FOUR_ONLY, VERDICT_OK);
                for (int k = start; k < start + 5; k++) {
                    if (work->cells[p + k * off] == s) {
                        add_stone(m, (Pos)(p + k * off));
                    }
                }
            }
        }
    }
    return found;
}

void marks_explain(const RuleSet *rs, const Board *b, Pos p, Stone s, Marks *out)
{
    memset(out, 0, sizeof *out);
    RuleExplanation e;
    rules_explain(rs, b, p, s, &e);
    out->point = p;
    out->colour = s;
    out->verdict = e.verdict;
    if (e.verdict == VERDICT_OFF_BOARD || e.verdict == VERDICT_OCCUPIED) {
        return;
    }
    Board *work = malloc(sizeof *work);
    if (!work) {
        return;
    }
    memcpy(work, b, sizeof *work);
    bool exact = rs->exact_five[s];
    for (int d = 0; d < DIR_COUNT; d++) {
        const LinePattern *free_view = pattern_lookup(false, rules_line_key(rs, b, p, d, s));
        MarkLine *m = &out->lines[out->nlines];
        memset(m, 0, sizeof *m);
        m->dir = d;
        const RuleLineInfo *li = NULL;
        for (int i = 0; i < e.nlines; i++) {
            li = e.lines[i].dir == d ? &e.lines[i] : li;
        }
        if (li) {
            real_line(li, free_view, p, exact, m);
            out->nlines++;
            continue;
        }
        if (exact && free_view->shape == LINE_THREE) {
            m->shape = MARK_PSEUDO_THREE;
            add_mask(m, p, d, free_view->s4_mask, MARK_POINT_OVERLINE);
            add_six_points(m, work, p, d, free_view->s4_mask, s);
        } else if (exact && free_view->shape >= LINE_FOUR && free_view->shape <= LINE_DOUBLE_FOUR) {
            m->shape = MARK_PSEUDO_FOUR;
            add_mask(m, p, d, free_view->five_mask, MARK_POINT_OVERLINE);
        } else {
            board_set(work, p, s);
            bool blocked = blocked_three(rs, work, p, d, s, m);
            board_set(work, p, STONE_EMPTY);
            if (!blocked) {
                continue;
            }
            m->shape = MARK_BLOCKED_THREE;
        }
        if (m->shape != MARK_BLOCKED_THREE) {
            add_near_stones(m, b, p, d, s);
        }
        out->nlines++;
    }
    free(work);
}

static const char *point_word(const MarkLine *m, int i)
{
    switch (m->point_mark[i]) {
    case MARK_POINT_REAL: return "real";
    case MARK_POINT_FORBIDDEN: return "forbidden";
    case MARK_POINT_FIVE_ELSEWHERE: return "five elsewhere";
    case MARK_POINT_OVERLINE: return "overline";
    case MARK_POINT_FIVE: return "five";
    default: return "four only";
    }
}

size_t marks_format_line(const MarkLine *m, char *buf, size_t cap)
{
    size_t len = 0;
    char pt[8];
    if (cap) {
        buf[0] = '\0';
    }
    text_append(buf, cap, &len, "%s %s", rules_dir_name(m->dir), marks_shape_name(m->shape));
    for (int i = 0; i < m->nstones; i++) {
        board_format_point(m->stones[i], pt, sizeof pt);
        text_append(buf, cap, &len, " %s", pt);
    }
    for (int i = 0; i < m->npoints; i++) {
        board_format_point(m->points[i], pt, sizeof pt);
        text_append(buf, cap, &len, "%s %s %s", i ? "," : ":", pt, point_word(m, i));
        if (m->point_mark[i] == MARK_POINT_FORBIDDEN) {
            text_append(buf, cap, &len, " (%s)", rules_verdict_name(m->point_verdict[i]));
        }
    }
    return len;
}

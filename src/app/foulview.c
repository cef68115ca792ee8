/* Renju - MIT licence, see LICENSE.
 *
 * The foul view (foulview.h): marks_explain for the board, and the panel's text from the
 * localized explanation (i18n_explain, one line per line of the position) followed by the
 * look-alike lines it does not name (pseudo-threes, pseudo-fours, blocked threes).
 */
#include "foulview.h"

#include <stdlib.h>
#include <string.h>

#include "text.h"

bool foulview_looks_like_fork(const Marks *m)
{
    if (m->verdict == VERDICT_FIVE) {
        /* A five made with an overline or a second four elsewhere: the five wins, which a
         * learner wonders about (audit 25, C16: only a ghost stone was shown). */
        int others = 0;
        for (int i = 0; i < m->nlines; i++) {
            MarkShape sh = m->lines[i].shape;
            if (sh == MARK_OVERLINE || sh == MARK_DOUBLE_FOUR) {
                return true;
            }
            others += sh != MARK_FIVE && sh != MARK_BLOCKED_THREE;
        }
        return others >= 2;
    }
    if (m->verdict != VERDICT_OK || m->nlines < 2) {
        return false;
    }
    for (int i = 0; i < m->nlines; i++) {
        if (m->lines[i].shape != MARK_BLOCKED_THREE) {
            return true;
        }
    }
    return false;
}

bool foulview_marks_point(const FoulView *v, Pos p)
{
    for (int i = 0; v->kind != FOULVIEW_NONE && i < v->marks.nlines; i++) {
        for (int k = 0; k < v->marks.lines[i].npoints; k++) {
            if (v->marks.lines[i].points[k] == p) {
                return true;
            }
        }
    }
    return false;
}

bool foulview_point_false(const MarkLine *m, int i)
{
    switch (m->point_mark[i]) {
    case MARK_POINT_FORBIDDEN:
    case MARK_POINT_FIVE_ELSEWHERE:
    case MARK_POINT_OVERLINE: return true;
    default: return false;
    }
}

const char *foulview_point_label(const MarkLine *m, int i)
{
    switch (m->point_mark[i]) {
    case MARK_POINT_FORBIDDEN:
        return m->point_verdict[i] == VERDICT_DOUBLE_THREE  ? "3×3"
               : m->point_verdict[i] == VERDICT_DOUBLE_FOUR ? "4×4"
               : m->point_verdict[i] == VERDICT_OVERLINE    ? "6"
                                                            : "";
    case MARK_POINT_OVERLINE: return "6";
    case MARK_POINT_FIVE_ELSEWHERE: return "5";
    case MARK_POINT_FOUR_ONLY: return "4";
    default: return "";
    }
}

static FoulViewText *add_text(FoulView *v, int dir)
{
    if (v->ntext >= FOULVIEW_MAX_TEXT) {
        return NULL;
    }
    FoulViewText *t = &v->text[v->ntext++];
    t->text[0] = '\0';
    t->dir = dir;
    return t;
}

/* A look-alike line the explanation leaves out, in lang. */
static void look_alike(FoulView *v, const MarkLine *m, Lang lang)
{
    StrId id = m->shape == MARK_PSEUDO_THREE  ? S_LOOK_PSEUDO_THREE
               : m->shape == MARK_PSEUDO_FOUR ? S_LOOK_PSEUDO_FOUR
                                              : S_LOOK_BLOCKED_THREE;
    char stones[64] = "";
    char points[64] = "";
    size_t sl = 0;
    size_t pl = 0;
    char pt[8];
    for (int i = 0; i < m->nstones; i++) {
        board_format_point(m->stones[i], pt, sizeof pt);
        text_append(stones, sizeof stones, &sl, "%s%s", i ? " " : "", pt);
    }
    for (int i = 0; i < m->npoints; i++) {
        board_format_point(m->points[i], pt, sizeof pt);
        text_append(points, sizeof points, &pl, "%s%s", i ? ", " : "", pt);
    }
    char six[64] = ""; /* a false three: the points its four would make six on */
    size_t xl = 0;
    for (int i = 0; i < m->nsix; i++) {
        board_format_point(m->six[i], pt, sizeof pt);
        text_append(six, sizeof six, &xl, "%s%s", i ? ", " : "", pt);
    }
    FoulViewText *t = add_text(v, m->dir);
    if (t) {
        size_t len = 0;
        text_append(t->text, sizeof t->text, &len, i18n_ntext(lang, id, m->npoints),
                    i18n_dir_name(lang, m->dir), stones, points, six);
    }
}

/* Every look-alike line of the marks. */
static void look_alikes(FoulView *v, Lang lang)
{
    for (int i = 0; i < v->marks.nlines; i++) {
        MarkShape sh = v->marks.lines[i].shape;
        if (sh == MARK_PSEUDO_THREE || sh == MARK_PSEUDO_FOUR || sh == MARK_BLOCKED_THREE) {
            look_alike(v, &v->marks.lines[i], lang);
        }
    }
}

size_t foulview_look_alike_text(const RuleSet *rs, const Board *b, Pos p, Stone s, Lang lang,
                                char *buf, size_t cap)
{
    FoulView *v = calloc(1, sizeof *v);
    size_t len = 0;
    if (cap > 0) {
        buf[0] = '\0';
    }
    if (!v || !board_on(b, p) || board_at(b, p) != STONE_EMPTY) {
        free(v);
        return 0;
    }
    marks_explain(rs, b, p, s, &v->marks);
    look_alikes(v, lang);
    for (int i = 0; i < v->ntext; i++) {
        text_append(buf, cap, &len, "%s\n", v->text[i].text);
    }
    free(v);
    return len;
}

void foulview_build(const Controller *c, Pos p, bool marks_shown, Lang lang, FoulView *out)
{
    memset(out, 0, sizeof *out);
    const Board *b = &c->board;
    Stone s = c->forbidden_colour;
    if (game_over(&c->game) || !board_on(b, p) || board_at(b, p) != STONE_EMPTY ||
        (s != STONE_BLACK && s != STONE_WHITE) || !c->game.rules->fouls[s]) {
        return;
    }
    bool forbidden = controller_is_forbidden(c, p);
    /* "Why not?" only while the marks are on, for the side to move. */
    if (!forbidden && (!marks_shown || s != b->to_move)) {
        return;
    }
    /* With the marks off, a forbidden point is not given away by the mouse or the cursor
     * passing (a player practises seeing fouls): only once a move there was refused. */
    if (forbidden && !marks_shown && (c->msg != CTL_MSG_FORBIDDEN || c->msg_pos != p)) {
        return;
    }
    foulview_point(c->game.rules, b, p, s, forbidden, lang, out);
}

void foulview_setup(const CtlSetup *s, Pos p, bool marks_shown, Lang lang, FoulView *out)
{
    memset(out, 0, sizeof *out);
    if (!s->on || !marks_shown || !s->rules->fouls[STONE_BLACK] || !board_on(&s->board, p) ||
        board_at(&s->board, p) != STONE_EMPTY) {
        return;
    }
    bool forbidden = false;
    for (int i = 0; i < s->nforbidden; i++) {
        forbidden = forbidden || s->forbidden[i] == p;
    }
    foulview_point(s->rules, &s->board, p, STONE_BLACK, forbidden, lang, out);
}

/* The panel's text: the localized explanation e (its verdict, a line per line of e, its
 * closing line), the look-alike lines before the closing line. */
static void write_text(FoulView *out, const RuleExplanation *e, Lang lang)
{
    char text[2048];
    i18n_explain(lang, e, text, sizeof text);
    int k = 0;
    bool looked = false;
    for (const char *line = text; *line; k++) {
        size_t len = strcspn(line, "\n");
        if (k == e->nlines + 1) {
            look_alikes(out, lang);
            looked = true;
        }
        FoulViewText *t = add_text(out, k >= 1 && k <= e->nlines ? e->lines[k - 1].dir : -1);
        if (t) {
            size_t n = len < sizeof t->text ? len : sizeof t->text - 1;
            while (n < len && n > 0 && ((unsigned char)line[n] & 0xC0) == 0x80) {
                n--; /* cut a too long line between characters */
            }
            memcpy(t->text, line, n);
            t->text[n] = '\0';
        }
        line += len + (line[len] == '\n');
    }
    if (!looked) {
        look_alikes(out, lang);
    }
}

/* The view of p into out, its explanation into e; asked: an allowed point too that does
 * not look like a fork. False when there is none (FOULVIEW_NONE). */
static bool build(const RuleSet *rs, const Board *b, Pos p, Stone s, bool forbidden, bool asked,
                  Lang lang, FoulView *out, RuleExplanation *e)
{
    memset(out, 0, sizeof *out);
    if (!board_on(b, p) || board_at(b, p) != STONE_EMPTY) {
        return false;
    }
    marks_explain(rs, b, p, s, &out->marks);
    if (!forbidden && !asked && !foulview_looks_like_fork(&out->marks)) {
        return false;
    }
    out->kind = forbidden ? FOULVIEW_FORBIDDEN : FOULVIEW_ALLOWED;
    rules_explain(rs, b, p, s, e);
    write_text(out, e, lang);
    return true;
}

void foulview_point(const RuleSet *rs, const Board *b, Pos p, Stone s, bool forbidden, Lang lang,
                    FoulView *out)
{
    RuleExplanation e;
    build(rs, b, p, s, forbidden, false, lang, out, &e);
}

void foulview_asked(const RuleSet *rs, const Board *b, Pos p, Stone s, bool forbidden, Lang lang,
                    FoulView *out)
{
    RuleExplanation e;
    if (!build(rs, b, p, s, forbidden, true, lang, out, &e)) {
        return;
    }
    /* The explanation closes with why only when two or more lines count (a fork that is
     * none); with one line or none, say what a foul would need. */
    if (forbidden || e.verdict != VERDICT_OK || e.nlines >= 2) {
        return;
    }
    const RuleExplainWords *w = i18n_explain_words(lang);
    const char *why = i18n_text(lang, out->marks.nlines ? S_WHY_NO_THREE_OR_FOUR : S_WHY_NO_LINES);
    if (e.nlines == 1) {
        const RuleLineInfo *li = &e.lines[0];
        why = li->shape != LINE_THREE ? i18n_text(lang, S_WHY_ONE_FOUR)
              : li->counts            ? w->one_three
                                      : w->no_three;
    }
    FoulViewText *t = add_text(out, -1);
    if (t) {
        size_t len = 0;
        text_append(t->text, sizeof t->text, &len, "%s", why);
    }
}

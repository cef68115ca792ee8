/* Renju - MIT licence, see LICENSE.
 *
 * The foul view (foulview.h): what the window draws and writes for the point under the
 * mouse. A double-three, a double-four on one line and an overline are explained (the
 * lines outlined, the straight-four points real or false, the panel naming the same
 * lines in the line's colour); a false three and a pseudo-three answer "why is this not
 * forbidden?" only while the forbidden marks are on; ordinary points show nothing. A point
 * the trainer asks about says why whatever it is (one four, one three, only look-alikes,
 * nothing at all).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "foulview.h"
#include "test_files.h"
#include "test_support.h"
#include "text.h"

/* A game between two people after `moves`. */
static Controller *game_after(const char *moves)
{
    Controller *c = malloc(sizeof *c);
    assert_non_null(c);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             3,          {0},          false};
    controller_init(c, &opt, NULL);
    support_controller_play(c, moves);
    return c;
}

/* The view's marks, one formatted line each, joined by " | ". */
static void marks_text(const FoulView *v, char *out, size_t cap)
{
    out[0] = '\0';
    for (int i = 0; i < v->marks.nlines; i++) {
        char line[256];
        marks_format_line(&v->marks.lines[i], line, sizeof line);
        if (i > 0) {
            strncat(out, " | ", cap - strlen(out) - 1);
        }
        strncat(out, line, cap - strlen(out) - 1);
    }
}

/* The panel's lines, each "[dir] text" (dir -1: no line), joined by newlines. */
static void panel_text(const FoulView *v, char *out, size_t cap)
{
    out[0] = '\0';
    for (int i = 0; i < v->ntext; i++) {
        char line[FOULVIEW_TEXT_CAP + 8];
        snprintf(line, sizeof line, "%s[%d] %s", i ? "\n" : "", v->text[i].dir, v->text[i].text);
        strncat(out, line, cap - strlen(out) - 1);
    }
}

static void view(const char *moves, const char *point, bool marks_shown, Lang lang, FoulView *v)
{
    Controller *c = game_after(moves);
    foulview_build(c, support_point(point), marks_shown, lang, v);
    free(c);
}

static void test_foulview_double_three(void **state)
{
    (void)state;
    static FoulView v;
    char text[2048];
    view("h8 a1 j8 c1 i7 e1 i9 o1", "i8", true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_FORBIDDEN);
    marks_text(&v, text, sizeof text);
    assert_string_equal(text, "horizontal three h8 i8 j8: g8 real, k8 real"
                              " | vertical three i7 i8 i9: i6 real, i10 real");
    panel_text(&v, text, sizeof text);
    assert_string_equal(text, "[-1] i8 is forbidden for Black: double-three.\n"
                              "[0] - horizontal three h8 i8 j8: real, g8 makes a straight four;"
                              " k8 makes a straight four.\n"
                              "[1] - vertical three i7 i8 i9: real, i6 makes a straight four;"
                              " i10 makes a straight four.");
}

/* With the forbidden marks off, the mouse or the cursor on a forbidden point tells nothing
 * (the audit: i8's whole card opened as the cursor passed, to a player practising seeing
 * fouls); a move there is refused and then explained, on that point only. */
static void test_foulview_marks_off_explains_only_a_refused_move(void **state)
{
    (void)state;
    static FoulView v;
    Controller *c = game_after("h8 a1 j8 c1 i7 e1 i9 o1 c12 o3 e12 o5 d13 o7 d11 o9");
    assert_true(controller_is_forbidden(c, support_point("i8")));
    assert_true(controller_is_forbidden(c, support_point("d12")));
    foulview_build(c, support_point("i8"), false, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
    assert_int_equal(v.ntext, 0);
    foulview_build(c, support_point("i8"), true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_FORBIDDEN);
    controller_click(c, support_point("i8")); /* refused */
    assert_int_equal(c->msg, CTL_MSG_FORBIDDEN);
    assert_int_equal(board_at(&c->board, support_point("i8")), STONE_EMPTY);
    foulview_build(c, support_point("i8"), false, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_FORBIDDEN);
    assert_string_equal(v.text[0].text, "i8 is forbidden for Black: double-three.");
    foulview_build(c, support_point("d12"), false, LANG_EN, &v); /* another: still hidden */
    assert_int_equal(v.kind, FOULVIEW_NONE);
    free(c);
}

/* The audit's position: i8 is explained as allowed, "i7 makes a straight four" after i8;
 * i7 is forbidden now (a double-three before i8), and its live cross drawn in the
 * explanation read as "i7 forbidden". The points the view marks are the ones whose live
 * cross the board leaves out; a forbidden point the view does not mark keeps its cross. */
static void test_foulview_marked_points_hide_live_crosses(void **state)
{
    (void)state;
    static FoulView v;
    Controller *c = game_after("h8 k8 g8 a1 i9 a3 i10 a5 f6 a7 f7 a9 f9 a11 f10 a13 f11 a15"
                               " c12 o1 e12 o3 d13 o5 d11 o7");
    assert_true(controller_is_forbidden(c, support_point("i7")));
    assert_true(controller_is_forbidden(c, support_point("d12")));
    foulview_build(c, support_point("i8"), true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_ALLOWED);
    assert_string_equal(v.text[2].text, "- vertical three i8 i9 i10: real, i7 makes a straight"
                                        " four; i11 makes a straight four.");
    assert_true(foulview_marks_point(&v, support_point("i7")));
    assert_true(foulview_marks_point(&v, support_point("i11")));
    assert_true(foulview_marks_point(&v, support_point("f8")));
    assert_false(foulview_marks_point(&v, support_point("d12")));
    assert_false(foulview_marks_point(&v, support_point("i9"))); /* a stone of the line */
    foulview_build(c, support_point("a8"), true, LANG_EN, &v);   /* no view: every cross */
    assert_int_equal(v.kind, FOULVIEW_NONE);
    assert_false(foulview_marks_point(&v, support_point("i7")));
    free(c);
}

static void test_foulview_double_four_on_one_line(void **state)
{
    (void)state;
    static FoulView v;
    char text[2048];
    view("h8 a1 i8 c1 j8 e1 b8 g1 c8 a3 d8 o15", "f8", true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_FORBIDDEN);
    marks_text(&v, text, sizeof text);
    assert_string_equal(text, "horizontal double four b8 c8 d8 f8 h8 i8 j8: e8 five, g8 five");
    panel_text(&v, text, sizeof text);
    assert_string_equal(text, "[-1] f8 is forbidden for Black: double-four.\n"
                              "[0] - horizontal two fours b8 c8 d8 f8 h8 i8 j8, five at e8 or g8.");
}

static void test_foulview_overline(void **state)
{
    (void)state;
    static FoulView v;
    char text[2048];
    view("h8 a1 g8 c1 f8 e1 j8 g1 k8 a3", "i8", true, LANG_RU, &v);
    assert_int_equal(v.kind, FOULVIEW_FORBIDDEN);
    marks_text(&v, text, sizeof text);
    assert_string_equal(text, "horizontal overline f8 g8 h8 i8 j8 k8");
    panel_text(&v, text, sizeof text);
    assert_string_equal(text, "[-1] i8 запрещён для чёрных: длинный ряд.\n"
                              "[0] - горизонталь: длинный ряд f8 g8 h8 i8 j8 k8.");
}

static const char FALSE_THREE[] = "h8 a1 h9 c1 h10 e1 h5 g1 h6 a3 i8 c3 i9 e3 f7 a5 g7 c5";

static void test_foulview_false_three(void **state)
{
    (void)state;
    static FoulView v;
    char text[2048];
    view(FALSE_THREE, "i7", true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_ALLOWED);
    marks_text(&v, text, sizeof text);
    assert_string_equal(text, "horizontal false three f7 g7 i7: h7 forbidden (overline)"
                              " | vertical three i7 i8 i9: i6 real, i10 real");
    panel_text(&v, text, sizeof text);
    assert_string_equal(text, "[-1] i7 is allowed for Black.\n"
                              "[0] - horizontal three f7 g7 i7: false, h7 would be an overline.\n"
                              "[1] - vertical three i7 i8 i9: real, i6 makes a straight four;"
                              " i10 makes a straight four.\n"
                              "[-1] Only one real three: no double-three.");
    /* Not while the marks are off. */
    view(FALSE_THREE, "i7", false, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
    assert_int_equal(v.ntext, 0);
}

static const char PSEUDO_THREE[] = "h8 a1 f8 c1 c8 e1 k8 g1 g9 a3 g10 c3";

static void test_foulview_pseudo_three(void **state)
{
    (void)state;
    static FoulView v;
    char text[2048];
    view(PSEUDO_THREE, "g8", true, LANG_UK, &v);
    assert_int_equal(v.kind, FOULVIEW_ALLOWED);
    marks_text(&v, text, sizeof text);
    assert_string_equal(text, "horizontal pseudo-three c8 f8 g8 h8 k8: e8 overline, i8 overline"
                              " | vertical three g8 g9 g10: g7 real, g11 real");
    panel_text(&v, text, sizeof text);
    assert_string_equal(text, "[-1] g8 дозволений для чорних.\n"
                              "[1] - вертикаль: трійка g8 g9 g10 — справжня: g7 дає відкриту"
                              " четвірку; g11 дає відкриту четвірку.\n"
                              "[0] - горизонталь: хибна трійка c8 f8 g8 h8 k8 — четвірки на e8,"
                              " i8 не відкриті: ходи на d8, j8 дали б довгий ряд, тож це не"
                              " трійка.");
}

/* Audit 30 C3: the false three f8 g8 h8 (c8 beyond, White j8) names the point whose five
 * would be six, d8 (c8 to h8), not the four's point e8, which makes no overline. */
static void test_foulview_false_three_names_the_six(void **state)
{
    (void)state;
    char text[1024];
    Board b;
    support_position(&b, "b=c8,f8,g8,h9,h10 w=j8");
    foulview_look_alike_text(rules_get(RULE_RENJU), &b, support_point("h8"), STONE_BLACK, LANG_EN,
                             text, sizeof text);
    assert_string_equal(text, "- horizontal false three f8 g8 h8: the four at e8 is no straight"
                              " four, as d8 would make an overline, so no three.\n");
}

/* A point that makes a five and, on another line, an overline is explained on hover, as
 * renju-cli explain does: the five wins (docs/rules.md: a five wins even with an overline
 * on another line). Only a ghost stone was shown (audit 25, C16). */
static void test_foulview_five_with_an_overline(void **state)
{
    (void)state;
    static FoulView v;
    static const char *const FIVE_AND_SIX = "h8 a1 h9 o1 h10 a15 h12 o15 h13 c1 d7 m1 e8 a13 f9 "
                                            "o13 g10 a3";
    view(FIVE_AND_SIX, "h11", true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_ALLOWED);
    char text[2048];
    panel_text(&v, text, sizeof text);
    assert_non_null(strstr(text, "h11 wins for Black: it makes a five (five comes first"));
    assert_non_null(strstr(text, "overline h8 h9 h10 h11 h12 h13"));
    /* A plain five is no question: nothing. */
    view("h8 a1 h9 o1 h10 a15 h11 o15", "h12", true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
}

static void test_foulview_ordinary_points(void **state)
{
    (void)state;
    static FoulView v;
    /* One three, a stone, an empty corner, off the board: nothing. */
    view(PSEUDO_THREE, "g11", true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
    view(PSEUDO_THREE, "h8", true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
    view(PSEUDO_THREE, "o1", true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
    /* Two threes blocked at one end (White f8 and i11) are an everyday sight. */
    view("h8 f8 g8 i11 i9 a1 i10 c1", "i8", true, LANG_EN, &v);
    assert_int_equal(v.marks.nlines, 2);
    assert_int_equal(v.marks.lines[0].shape, MARK_BLOCKED_THREE);
    assert_int_equal(v.marks.lines[1].shape, MARK_BLOCKED_THREE);
    assert_int_equal(v.kind, FOULVIEW_NONE);
    Controller *c = game_after(PSEUDO_THREE);
    foulview_build(c, POS_NONE, true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
    free(c);
}

static void test_foulview_why_not_only_for_the_side_to_move(void **state)
{
    (void)state;
    static FoulView v;
    /* White to move: Black's look-alike fork at g8 is not White's question. */
    view("h8 a1 f8 c1 c8 e1 k8 g1 g9 a3 g10 c3 o8", "g8", true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
    /* A forbidden point of Black's is still explained on White's turn (White aims at it). */
    view("h8 a1 j8 c1 i7 e1 i9 o1 o3", "i8", true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_FORBIDDEN);
}

static void test_foulview_rules_without_fouls(void **state)
{
    (void)state;
    static FoulView v;
    Controller *c = malloc(sizeof *c);
    assert_non_null(c);
    ControllerOptions opt = {RULE_GOMOKU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             3,           {0},          false};
    controller_init(c, &opt, NULL);
    support_controller_play(c, "h8 a1 j8 c1 i7 e1 i9 o1");
    foulview_build(c, support_point("i8"), true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
    free(c);
}

/* foulview_point on a position of stones (the trainer's, a refutation's), no game: the
 * nested false three at h8 (its vertical three's only straight-four point h11 is a
 * four-three-three) is explained as allowed, with h11 marked forbidden; h11 itself (three
 * threes before h8) as forbidden. */
static void test_foulview_point_on_a_position(void **state)
{
    (void)state;
    static FoulView v;
    char text[2048];
    Board b;
    support_position(&b, "b=i8,j8,h9,h10,i11,j11,i12,j13 w=h6,a1,c1,e1,g1,a3,c3");
    const RuleSet *rs = rules_get(RULE_RENJU);
    foulview_point(rs, &b, support_point("h8"), STONE_BLACK, false, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_ALLOWED);
    marks_text(&v, text, sizeof text);
    assert_string_equal(text, "horizontal three h8 i8 j8: g8 real, k8 real"
                              " | vertical false three h8 h9 h10: h11 forbidden (double-three)");
    foulview_point(rs, &b, support_point("h11"), STONE_BLACK, true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_FORBIDDEN);
    marks_text(&v, text, sizeof text);
    assert_string_equal(text, "horizontal three h11 i11 j11: g11 real, k11 real"
                              " | vertical three h9 h10 h11: h8 real, h12 real"
                              " | diagonal three h11 i12 j13: g10 real, k14 real");
    /* An ordinary point, and a stone: nothing. */
    foulview_point(rs, &b, support_point("n14"), STONE_BLACK, false, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
    foulview_point(rs, &b, support_point("i8"), STONE_BLACK, true, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
}

/* The trainer's position of a false alarm (the audit's): Black h6 makes the four h5 h6 h7
 * h8 and nothing else, so it is not forbidden. */
static const char FALSE_ALARM[] = "b=e9,f8,f7,g6,g5,h5,h8,h7,j5 w=c9,d8,e7,f6,f9,g9,h9,g7,i5";

/* foulview_asked for Black's point of position (forbidden or not as the rules say): its
 * kind, its marks and its panel as marks_text and panel_text write them. */
static void asked_is(const char *position, const char *point, Lang lang, FoulViewKind kind,
                     const char *marks, const char *panel)
{
    static FoulView v;
    char text[2048];
    Board b;
    support_position(&b, position);
    const RuleSet *rs = rules_get(RULE_RENJU);
    Pos p = support_point(point);
    bool forbidden = verdict_is_foul(rules_check_move(rs, &b, p, STONE_BLACK));
    foulview_asked(rs, &b, p, STONE_BLACK, forbidden, lang, &v);
    assert_int_equal(v.kind, kind);
    marks_text(&v, text, sizeof text);
    assert_string_equal(text, marks);
    panel_text(&v, text, sizeof text);
    assert_string_equal(text, panel);
}

/* Hovered in a game, h6 shows nothing (no fork in sight); asked about by a learner who
 * marked it, its four is drawn and named, and the panel says why one four is no foul. */
static void test_foulview_asked_one_four(void **state)
{
    (void)state;
    static FoulView v;
    Board b;
    support_position(&b, FALSE_ALARM);
    foulview_point(rules_get(RULE_RENJU), &b, support_point("h6"), STONE_BLACK, false, LANG_EN, &v);
    assert_int_equal(v.kind, FOULVIEW_NONE);
    asked_is(FALSE_ALARM, "h6", LANG_EN, FOULVIEW_ALLOWED, "vertical four h5 h6 h7 h8: h4 five",
             "[-1] h6 is allowed for Black.\n"
             "[1] - vertical four h5 h6 h7 h8, five at h4.\n"
             "[-1] Only one four: no double-four.");
    asked_is(FALSE_ALARM, "h6", LANG_RU, FOULVIEW_ALLOWED, "vertical four h5 h6 h7 h8: h4 five",
             "[-1] h6 разрешён для чёрных.\n"
             "[1] - вертикаль: четвёрка h5 h6 h7 h8, пятёрка на h4.\n"
             "[-1] Лишь одна четвёрка: это не вилка 4×4.");
}

/* Asked about, every allowed point says why: one real three, one false three (its only
 * straight-four point h11 is a double-three), two threes blocked at one end (no fork in a
 * game's eyes), a point with no line at all; a forbidden point is explained as when
 * hovered; a stone has no view. */
static void test_foulview_asked_every_allowed_point(void **state)
{
    (void)state;
    asked_is(FALSE_ALARM, "i6", LANG_EN, FOULVIEW_ALLOWED, "anti-diagonal three j5 i6 h7: k4 real",
             "[-1] i6 is allowed for Black.\n"
             "[3] - anti-diagonal three j5 i6 h7: real, k4 makes a straight four.\n"
             "[-1] Only one real three: no double-three.");
    asked_is("b=h9,h10,i11,j11,i12,j13 w=h6,a1,c1,e1,g1,a3", "h8", LANG_EN, FOULVIEW_ALLOWED,
             "vertical false three h8 h9 h10: h11 forbidden (double-three)",
             "[-1] h8 is allowed for Black.\n"
             "[1] - vertical three h8 h9 h10: false, h11 would be a double-three.\n"
             "[-1] No real three: no double-three.");
    static const char BLOCKED[] = "b=g8,h8,i9,i10 w=f8,i11,a1,c1";
    asked_is(BLOCKED, "i8", LANG_EN, FOULVIEW_ALLOWED,
             "horizontal blocked three g8 h8 i8: j8 four only, k8 four only"
             " | vertical blocked three i8 i9 i10: i6 four only, i7 four only",
             "[-1] i8 is allowed for Black.\n"
             "[0] - horizontal blocked three g8 h8 i8: each of j8, k8 makes only a four, never a"
             " straight four, so no three.\n"
             "[1] - vertical blocked three i8 i9 i10: each of i6, i7 makes only a four, never a"
             " straight four, so no three.\n"
             "[-1] No real three and no four: nothing here makes a foul.");
    asked_is(BLOCKED, "n2", LANG_EN, FOULVIEW_ALLOWED, "",
             "[-1] n2 is allowed for Black.\n"
             "[-1] No three, four or overline goes through it: nothing that could be a foul.");
    asked_is(BLOCKED, "h8", LANG_EN, FOULVIEW_NONE, "", "");
    static FoulView v, hovered;
    Board b;
    support_position(&b, "b=i8,j8,h9,h10,i11,j11,i12,j13 w=h6,a1,c1,e1,g1,a3,c3");
    const RuleSet *rs = rules_get(RULE_RENJU);
    foulview_asked(rs, &b, support_point("h11"), STONE_BLACK, true, LANG_EN, &v);
    foulview_point(rs, &b, support_point("h11"), STONE_BLACK, true, LANG_EN, &hovered);
    assert_int_equal(v.kind, FOULVIEW_FORBIDDEN);
    assert_memory_equal(&v, &hovered, sizeof v);
}

/* The figures of docs/rules.md's renju part (before "## Opening rules"), each as its own
 * text; two side by side are cut where the right one starts on the block's first line.
 * How many into out[]. */
enum { FIGURES_MAX = 48, FIGURE_CAP = 1024 };

static int rule_book_figures(char out[][FIGURE_CAP], int cap)
{
    static char doc[65536];
    support_read_file("docs", "rules.md", doc, sizeof doc);
    char *end = strstr(doc, "\n## Opening rules");
    assert_non_null(end);
    *end = '\0';
    int n = 0;
    for (char *p = doc; *p && n + 2 <= cap;) {
        /* A block: lines indented by four spaces whose first word is a row number. */
        if (strncmp(p, "    ", 4) != 0 ||
            !(p[4 + strspn(p + 4, " ")] >= '1' && p[4 + strspn(p + 4, " ")] <= '9')) {
            char *nl = strchr(p, '\n');
            p = nl ? nl + 1 : p + strlen(p);
            continue;
        }
        size_t first = strcspn(p, "\n");
        char *gap = strstr(p + 4 + strspn(p + 4, " "), "    ");
        size_t split = gap && (size_t)(gap - p) < first ? (size_t)(gap - p) : 0;
        out[n][0] = out[n + 1][0] = '\0';
        size_t used[2] = {0, 0};
        while (strncmp(p, "    ", 4) == 0) {
            size_t len = strcspn(p, "\n");
            size_t cut = split && split < len ? split : len;
            text_append(out[n], FIGURE_CAP, &used[0], "%.*s\n", (int)cut, p);
            if (split && split < len) {
                text_append(out[n + 1], FIGURE_CAP, &used[1], "%.*s\n", (int)(len - split),
                            p + split);
            }
            p += len + (p[len] == '\n');
        }
        n += split ? 2 : 1;
    }
    return n;
}

/* A coach sets up each figure of the rule book literally, stone by stone (no stone on
 * h8: audit 29b, item 1), and hovers the point the figure asks about: a forbidden one says
 * why, in its verdict's words; an allowed one that looks like a fork says why not. */
static void test_foulview_setup_explains_the_rule_book(void **state)
{
    (void)state;
    static char fig[FIGURES_MAX][FIGURE_CAP];
    int n = rule_book_figures(fig, FIGURES_MAX);
    Controller *c = game_after("");
    CtlSetup *s = calloc(1, sizeof *s);
    assert_non_null(s);
    int forbidden = 0, allowed = 0;
    for (int i = 0; i < n; i++) {
        Board b;
        Pos star = support_diagram(&b, fig[i]);
        if (star == POS_NONE) {
            continue;
        }
        controller_setup_begin(s, c, NULL);
        for (int k = 0; k < BOARD_STANDARD * BOARD_STANDARD; k++) {
            Pos p = pos_from_xy(k % BOARD_STANDARD, k / BOARD_STANDARD);
            if (board_at(&b, p) == STONE_BLACK || board_at(&b, p) == STONE_WHITE) {
                s->colour = STONE_BLACK;
                assert_true(controller_setup_click(s, p, board_at(&b, p) == STONE_WHITE));
            }
        }
        RuleVerdict v = rules_check_move(s->rules, &b, star, STONE_BLACK);
        FoulView fv;
        foulview_setup(s, star, true, LANG_EN, &fv);
        if (verdict_is_foul(v)) {
            forbidden++;
            if (fv.kind != FOULVIEW_FORBIDDEN ||
                !strstr(fv.text[0].text, i18n_verdict(LANG_EN, v))) {
                fail_msg("figure %d, not explained as %s:\n%s", i, i18n_verdict(LANG_EN, v),
                         fig[i]);
            }
        } else if (v == VERDICT_OK) {
            allowed++;
            if (fv.kind != FOULVIEW_ALLOWED) {
                fail_msg("figure %d, allowed but not explained:\n%s", i, fig[i]);
            }
        }
        /* With the marks off, the set-up gives nothing away, as a game does. */
        foulview_setup(s, star, false, LANG_EN, &fv);
        assert_int_equal(fv.kind, FOULVIEW_NONE);
        controller_setup_end(s, c);
    }
    assert_true(forbidden >= 9); /* the 16 figures of today: 9 forbidden, 6 allowed, a five */
    assert_true(allowed >= 6);
    free(s);
    free(c);
}

int main(void)
{
    renju_init();
    support_load_translations();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_foulview_double_three),
        cmocka_unit_test(test_foulview_marks_off_explains_only_a_refused_move),
        cmocka_unit_test(test_foulview_marked_points_hide_live_crosses),
        cmocka_unit_test(test_foulview_double_four_on_one_line),
        cmocka_unit_test(test_foulview_overline),
        cmocka_unit_test(test_foulview_false_three),
        cmocka_unit_test(test_foulview_pseudo_three),
        cmocka_unit_test(test_foulview_false_three_names_the_six),
        cmocka_unit_test(test_foulview_ordinary_points),
        cmocka_unit_test(test_foulview_five_with_an_overline),
        cmocka_unit_test(test_foulview_why_not_only_for_the_side_to_move),
        cmocka_unit_test(test_foulview_rules_without_fouls),
        cmocka_unit_test(test_foulview_point_on_a_position),
        cmocka_unit_test(test_foulview_asked_one_four),
        cmocka_unit_test(test_foulview_asked_every_allowed_point),
        cmocka_unit_test(test_foulview_setup_explains_the_rule_book),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

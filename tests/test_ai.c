/* Renju - MIT licence, see LICENSE.
 *
 * The engine: wins in one, forced blocks, fouls (Black never plays one; White wins by
 * one), threat solving, stop requests, determinism and the weaker levels.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai.h"
#include "rules.h"
#include "test_support.h"

static const RuleSet *renju(void) { return rules_get(RULE_RENJU); }

static void assert_point(Pos got, const char *want)
{
    char name[8];
    board_format_point(got, name, sizeof name);
    assert_string_equal(name, want);
}

static void test_ai_empty_board_plays_centre(void **state)
{
    (void)state;
    Board b;
    board_init(&b, BOARD_STANDARD, false);
    assert_point(support_search_depth(renju(), &b, 2).best, "h8");
}

static void test_ai_takes_win_in_one(void **state)
{
    (void)state;
    Board b;
    /* Black h8 i8 j8 k8, g8 blocked: l8 wins. White to move has nothing. */
    support_position(&b, "b=h8,i8,j8,k8 w=g8,a1,a15,o1");
    AiInfo info = support_search_depth(renju(), &b, 3);
    assert_point(info.best, "l8");
    assert_true(ai_score_is_win(info.score));
}

static void test_ai_blocks_the_four(void **state)
{
    (void)state;
    Board b;
    /* White e5 f5 g5 h5 with d5 taken: Black must take i5. */
    support_position(&b, "b=d5,h8,j10,l12,h10 w=e5,f5,g5,h5");
    assert_point(support_search_depth(renju(), &b, 4).best, "i5");
}

static void test_ai_black_never_plays_forbidden_block(void **state)
{
    (void)state;
    Board b;
    /* White's four e5-h5 can only be stopped at i5 (*), a double-three for Black (i6 i7
     * and j6 k7). Black loses, but must still answer a legal move. */
    support_diagram(&b, "15 O . . . . . . . . . . . . . .\n"
                        "14 . . . . . . . . . . . . . . .\n"
                        "13 . . . . . . . . . . . . . . .\n"
                        "12 . . . . . . . . . . . . . . .\n"
                        "11 . . . . . . . . . . . . . . .\n"
                        "10 . . . . . . . . . . . . . . .\n"
                        " 9 . . . . . . . . . . . . . . .\n"
                        " 8 . . . . . . . . . . . . . . .\n"
                        " 7 . . . . . . . . X . X . . . .\n"
                        " 6 . . . . . . . . X X . . . . .\n"
                        " 5 . . . X O O O O * . . . . . .\n"
                        " 4 . . . . . . . . . . . . . . .\n"
                        " 3 . . . . . . . . . . . . . . .\n"
                        " 2 . . . . . . . . . . . . . . .\n"
                        " 1 . . . . . . . . . . . . . . .\n"
                        "   a b c d e f g h i j k l m n o\n");
    assert_int_equal(rules_check_move(renju(), &b, support_point("i5"), STONE_BLACK),
                     VERDICT_DOUBLE_THREE);
    AiInfo info = support_search_depth(renju(), &b, 3);
    assert_true(verdict_is_legal(rules_check_move(renju(), &b, info.best, STONE_BLACK)));
    assert_true(info.best != support_point("i5"));
    assert_true(ai_score_is_win(-info.score));
}

static void test_ai_white_wins_by_foul(void **state)
{
    (void)state;
    Board b;
    /* White to move: h5 (*) makes a four whose only five point, i5, is forbidden for
     * Black. */
    support_diagram(&b, "15 X . . . . . . . . . . . . . O\n"
                        "14 . . . . . . . . . . . . . . .\n"
                        "13 . . . . . . . . . . . . . . .\n"
                        "12 . . . . . . . . . . . . . . .\n"
                        "11 . . . . . . . . . . . . . . .\n"
                        "10 . . . . . . . . . . . . . . .\n"
                        " 9 . . . . . . . . . . . . . . .\n"
                        " 8 . . . . . . . . . . . . . . .\n"
                        " 7 . . . . . . . . X . X . . . .\n"
                        " 6 . . . . . . . . X X . . . . .\n"
                        " 5 . . . X O O O * . . . . . . .\n"
                        " 4 . . . . . . . . . . . . . . .\n"
                        " 3 . . . . . . . . . . . . . . .\n"
                        " 2 . . . . . . . . . . . . . . .\n"
                        " 1 . . . . . . . . . . . . . . O\n"
                        "   a b c d e f g h i j k l m n o\n");
    board_pass(&b);
    AiEngine *e = ai_create(4);
    Pos line[AI_MAX_PV];
    int n = 0;
    assert_true(ai_solve(e, renju(), &b, false, 0, NULL, line, &n, AI_MAX_PV, NULL));
    assert_true(n >= 1);
    assert_point(line[0], "h5");
    ai_destroy(e);
}

static void test_ai_black_four_on_foul_is_no_threat(void **state)
{
    (void)state;
    Board b;
    /* Black's h5 (*) would make two fours (e5-h5 and h5-h8): a double-four, so neither four
     * is a threat, and Black has no VCF at all (h9 only draws the block on h5). */
    support_diagram(&b, "15 X . . . . . . . . . . . . . O\n"
                        "14 . . . . . . . . . . . . . . .\n"
                        "13 . . . . . . . . . . . . . . .\n"
                        "12 . . . . . . . . . . . . . . .\n"
                        "11 . . . . . . . . . . . . . . .\n"
                        "10 . . . . . . . O . . . . . . .\n"
                        " 9 . . . . . . . . . . . . . . .\n"
                        " 8 . . . . . . . X . . . . . . .\n"
                        " 7 . . . . . . . X . . . . . . .\n"
                        " 6 . . . . . . . X . . . . . . .\n"
                        " 5 . . . O X X X * . . . . . . .\n"
                        " 4 . . . . . . . O . . . . . . .\n"
                        " 3 . . . . . . . . . . . . . . .\n"
                        " 2 O . . . . . . . . . . . . . .\n"
                        " 1 O . . . . . . . . . . . . . O\n"
                        "   a b c d e f g h i j k l m n o\n");
    assert_int_equal(rules_check_move(renju(), &b, support_point("h5"), STONE_BLACK),
                     VERDICT_DOUBLE_FOUR);
    AiEngine *e = ai_create(4);
    Pos line[AI_MAX_PV];
    int n = 0;
    assert_false(ai_solve(e, renju(), &b, false, 0, NULL, line, &n, AI_MAX_PV, NULL));
    ai_destroy(e);
}

/* Replays a winning line from b: every move is legal for the side playing it, and at the
 * end the loser faces two five points, a five point it may not block, or a five. */
static void assert_winning_line(Board *b, const Pos *line, int n)
{
    Stone att = b->to_move;
    for (int i = 0; i < n; i++) {
        assert_true(verdict_is_legal(rules_check_move(renju(), b, line[i], b->to_move)));
        assert_true(board_play(b, line[i]));
    }
    if (b->history[b->ply - 1].stone == att && rules_five_at(renju(), b, line[n - 1], att, NULL)) {
        return;
    }
    int fives = 0;
    bool foul_block = false;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (rules_makes_five(renju(), b, p, att)) {
                fives++;
                foul_block = foul_block || rules_is_forbidden(renju(), b, p, b->to_move);
            }
        }
    }
    assert_true(fives >= 2 || foul_block);
}

static void test_ai_solves_vcf_in_several_fours(void **state)
{
    (void)state;
    Board b;
    /* Black: j8 (*) makes a four (f8 g8 h8 . j8) and a three (j8 j9 j10); after the forced
     * block on i8, j7 or j11 makes a straight four. */
    support_diagram(&b, "15 X . . . . . . . . . . . . . O\n"
                        "14 . . . . . . . . . . . . . . .\n"
                        "13 . . . . . . . . . . . . . . .\n"
                        "12 . . . . . . . . . . . . . . .\n"
                        "11 . . . . . . . . . . . . . . .\n"
                        "10 . . . . . . . . . X . . . . .\n"
                        " 9 . . . . . . . . . X . . . . .\n"
                        " 8 . . . . O X X X . * . . . . .\n"
                        " 7 . . . . . . . . . . . . . . .\n"
                        " 6 . . . . . . . . . . . . . . .\n"
                        " 5 . . . . . . . . . . . . . . .\n"
                        " 4 . . . . . . . . . . . . . . .\n"
                        " 3 O . . . . . . . . . . . . . .\n"
                        " 2 . . . . . . . . . . . . . . .\n"
                        " 1 O . . . . . . . . . . . . . O\n"
                        "   a b c d e f g h i j k l m n o\n");
    AiEngine *e = ai_create(4);
    Pos line[AI_MAX_PV];
    int n = 0;
    assert_true(ai_solve(e, renju(), &b, false, 0, NULL, line, &n, AI_MAX_PV, NULL));
    assert_int_equal(n, 3);
    assert_point(line[0], "j8");
    assert_point(line[1], "i8");
    assert_winning_line(&b, line, n);
    ai_destroy(e);
}

static void test_ai_forced_block_that_wins_reports_the_win(void **state)
{
    (void)state;
    Board b;
    /* From an engine game: Black's j5 makes a four, so White's only move is k4; that
     * block starts White's win by fours. The engine must report the win with its line,
     * not just the evaluation after the block. */
    support_position(&b, "h8 h9 f10 g9 i9 g7 e9 d8 g8 i8 e10 g10 f11 e8 g12 d9 f12 f9 d7 "
                         "i7 h7 g6 f7 h6 i6 j8 g5 k9 l10 j10 j7 l8 i11 k8 m8 k10 h13 i14 j5");
    AiInfo info = support_search_depth(renju(), &b, 2);
    assert_point(info.best, "k4");
    assert_true(ai_score_is_win(info.score));
    assert_true(info.npv >= 3);
    assert_point(info.pv[0], "k4");
    assert_winning_line(&b, info.pv, info.npv);
}

/* A game replayed as a free opening (from an outside audit): White's d12 makes a four,
 * Black must block at e12, and White then wins by fours: f10 (c13), e9, an open four. */
#define AUDIT_GAME                                                                                 \
    "h8 i9 j10 g9 f9 i8 g10 i11 i10 h10 f8 g11 j8 h11 j11 f12 e13 j12 k13 h12 j7 j9 h13 e11 "      \
    "f11 g12 i12"
/* The same game before White's j9. */
#define AUDIT_BEFORE_J9                                                                            \
    "h8 i9 j10 g9 f9 i8 g10 i11 i10 h10 f8 g11 j8 h11 j11 f12 e13 j12 k13 h12 j7"

/* The engine's answer for a position in text, 2 plies deep; its best move must be want. */
static AiInfo answer_at(const char *position, const char *want)
{
    Board b;
    support_position(&b, position);
    AiInfo info = support_search_depth(renju(), &b, 2);
    assert_point(info.best, want);
    return info;
}

static void test_ai_forced_block_into_a_loss_reports_the_loss(void **state)
{
    (void)state;
    /* Black's only move is e12, after which White wins: the score is Black's loss, with
     * White's five on its third move (f10, e9, the five), not the evaluation after e12
     * (which read as Black 99%). */
    AiInfo info = answer_at(AUDIT_GAME " d12", "e12");
    assert_true(ai_score_is_win(-info.score));
    assert_int_equal(ai_win_moves(info.score), 3);
    assert_true(info.npv >= 4);
    assert_point(info.pv[0], "e12");
    assert_point(info.pv[1], "f10");
}

static void test_ai_forced_block_is_searched(void **state)
{
    (void)state;
    Board b;
    /* White e5 f5 g5 h5 with d5 taken: Black's i5 is forced and nobody wins by threats;
     * its score comes from the search to the depth asked, and says so. */
    support_position(&b, "b=d5,h8,j10,l12,h10 w=e5,f5,g5,h5");
    AiInfo info = support_search_depth(renju(), &b, 4);
    assert_point(info.best, "i5");
    assert_false(ai_score_is_decided(info.score));
    assert_int_equal(info.depth, 4);
}

static void test_ai_analysis_of_a_forced_block_searches_on(void **state)
{
    (void)state;
    Board b;
    /* Audit 18a #3: Black's f5 f6 f7 f8 is a four, White must block at f4. An analysis
     * searches on after the block (the window's said "depth 1" and a static score after
     * 12 s): within a node limit, well past depth 1, and no decided score. */
    support_position(&b, "h8 i9 j9 i10 i6 h9 h10 j8 g7 i7 l6 i11 i8 f9 f6 g11 g9 e9 f8 k7 h6 e8 "
                         "h11 f10 h12 e7 e6 g6 f5 e10 e11 g8 f7");
    AiEngine *e = ai_create(16);
    assert_non_null(e);
    AiLimits lim = {0, 0, 300000, AI_LEVEL_MAX, 1, 1, false, AI_SOLVE_NONE, true, false, {0}};
    AiInfo info;
    ai_search(e, renju(), &b, &lim, NULL, NULL, NULL, &info);
    ai_destroy(e);
    assert_point(info.best, "f4");
    assert_true(info.depth >= 6);
    assert_false(ai_score_is_decided(info.score));
}

/* The window's hint and analysis of a position with marks: the filter says which root
 * moves the search may choose among (three best moves asked, as the N-best view does). */
static AiInfo analyse_marked(const char *position, const char *only, const char *never)
{
    Board b;
    support_position(&b, position);
    AiEngine *e = ai_create(16);
    assert_non_null(e);
    ai_set_nbest(e, 3);
    AiLimits lim = {0, 0, 200000, AI_LEVEL_MAX, 1, 1, true, AI_SOLVE_NONE, true, false, {0}};
    char word[8];
    int used;
    for (const char *p = only; p && sscanf(p, "%7s%n", word, &used) == 1; p += used) {
        lim.filter.only[lim.filter.nonly++] = support_point(word);
    }
    for (const char *p = never; p && sscanf(p, "%7s%n", word, &used) == 1; p += used) {
        lim.filter.never[lim.filter.nnever++] = support_point(word);
    }
    AiInfo info;
    ai_search(e, renju(), &b, &lim, NULL, NULL, NULL, &info);
    ai_destroy(e);
    return info;
}

static bool point_is(Pos p, const char *name)
{
    char got[8];
    board_format_point(p, got, sizeof got);
    return strcmp(got, name) == 0;
}

static void test_ai_marks_only_these_moves(void **state)
{
    (void)state;
    /* After h8 i9 h9, White asks about j10 and k10 only: the answer is one of them, and
     * the best moves list has no other move. */
    AiInfo info = analyse_marked("h8 i9 h9", "j10 k10", NULL);
    assert_true(point_is(info.best, "j10") || point_is(info.best, "k10"));
    assert_int_equal(info.nbest, 2);
    for (int i = 0; i < info.nbest; i++) {
        assert_true(point_is(info.best_moves[i], "j10") || point_is(info.best_moves[i], "k10"));
    }
    assert_false(info.filter_overridden);
}

static void test_ai_marks_leave_moves_out(void **state)
{
    (void)state;
    /* Unmarked, White blocks Black's two at h10 or h7; with both left out the analysis'
     * best move, and every move of its list, is another. */
    AiInfo plain = analyse_marked("h8 i9 h9", NULL, NULL);
    assert_true(point_is(plain.best, "h10") || point_is(plain.best, "h7"));
    AiInfo info = analyse_marked("h8 i9 h9", NULL, "h10 h7");
    assert_true(info.nbest > 1);
    for (int i = 0; i < info.nbest; i++) {
        assert_false(point_is(info.best_moves[i], "h10") || point_is(info.best_moves[i], "h7"));
    }
    assert_false(point_is(info.best, "h10") || point_is(info.best, "h7"));
    assert_false(info.filter_overridden);
}

static void test_ai_marks_yield_to_a_four(void **state)
{
    (void)state;
    /* Black's h8 h9 h10 h11 is a four: White must block at h12 whatever the marks say,
     * and the answer says the marks were overridden. */
    AiInfo info = analyse_marked("h8 i9 h9 h7 h10 i10 h11", "j10 k10", NULL);
    assert_true(point_is(info.best, "h12"));
    assert_true(info.filter_overridden);
}

static void test_ai_marks_keep_a_win_to_its_first_move(void **state)
{
    (void)state;
    /* Black h8 i8 j8 k8 with g8 blocked wins at l8; with l8 left out the answer is
     * another move (and no win in one). */
    AiInfo info = analyse_marked("h8 g8 i8 a1 j8 a15 k8 o1", NULL, "l8");
    assert_false(point_is(info.best, "l8"));
    assert_false(info.filter_overridden);
}

static void test_ai_win_in_n_counts_to_the_five(void **state)
{
    (void)state;
    /* White to move wins with d12 (e12), f10 (c13), e9 (an open four), the five: its
     * fourth move. */
    AiInfo info = answer_at(AUDIT_GAME, "d12");
    assert_true(ai_score_is_win(info.score));
    assert_int_equal(ai_win_moves(info.score), 4);
    /* Two moves on, e9 is that open four: a win in 2, not in 1. */
    info = answer_at(AUDIT_GAME " d12 e12 f10 c13", "e9");
    assert_int_equal(ai_win_moves(info.score), 2);
    /* After it, d8 is the five: a win in 1. */
    info = answer_at(AUDIT_GAME " d12 e12 f10 c13 e9 i13", "d8");
    assert_int_equal(ai_win_moves(info.score), 1);
}

static void test_ai_win_by_threes_has_no_proven_length(void **state)
{
    (void)state;
    /* The VCT j9 (g12) h9 wins, but Black's h13 defends longer than the solver's
     * defences (then White's win takes six more moves), so the engine claims a win
     * without a number of moves. */
    AiInfo info = answer_at(AUDIT_BEFORE_J9, "j9");
    assert_true(ai_score_is_win(info.score));
    assert_int_equal(ai_win_moves(info.score), 0);
    /* Its line shows the answer that resists longest of those tried: h13, not g12. */
    assert_true(info.npv >= 3);
    assert_point(info.pv[1], "h13");
    info = answer_at(AUDIT_BEFORE_J9 " j9 h13", "e11");
    assert_int_equal(ai_win_moves(info.score), 6);
}

static void test_ai_tries_the_foul_defence(void **state)
{
    (void)state;
    Board b;
    /* Audit 18a #1: bench middle game 5 after Black's forced i8, White to move. Black's
     * f6 . h6 i6 is an open three, and its blocks (and White's fours) all lose, but e8
     * holds: it makes g8 no four for Black along row 8, so g6 g7 g9 becomes a real three
     * and g6 a double three. The root tries it (it had scored every move lost at depth 11
     * without it, "Black wins (forced)"; PentaZen played e8 and won). With the
     * evaluation's network (eng34) White first plays its four i12, Black's i13 forced,
     * and then e8: the defence found all the same. */
    support_position(&b, "h8 i9 j9 i10 i6 h9 h10 j8 g7 i7 l6 f9 f6 g11 g9 i11 f8 e9 h6 k7 i8");
    AiInfo info = support_search_depth(renju(), &b, 11);
    int e8 = info.best == support_point("e8") ? 0 : 2;
    if (e8 == 2) {
        assert_true(info.npv >= 3);
        assert_point(info.pv[0], "i12");
        assert_point(info.pv[1], "i13");
    }
    assert_point(info.pv[e8], "e8");
    assert_false(ai_score_is_decided(info.score));
}

static void test_ai_search_verdict_is_no_proof(void **state)
{
    (void)state;
    Board b;
    /* White to move (audit 18a's cross-check, position 4): at depth 8 the tree scores
     * every White move lost. Its nodes answer an open three with its blocks only, are
     * capped and pruned: the score is its verdict, not a proof, so never a certain 0%
     * nor a "forced" loss (the window's and the CLI's words: ai_score_is_proven). */
    support_position(&b, "h8 h7 g7 f6 g9 g6 i8 h6 e6 i7 j8 g8 f9 i9 e8 h5 d7 g10 e7");
    AiInfo info = support_search_depth(renju(), &b, 8);
    assert_true(ai_score_is_win(-info.score));
    assert_false(ai_score_is_proven(info.score));
    assert_int_equal(ai_win_percent(info.score), 1);
    assert_int_equal(ai_win_moves(info.score), 0);
    /* A VCF found at the root is proven, and so is its length. */
    support_position(&b, "b=f8,g8,h8,j9,j10,a15 w=e8,o15,a3,a1,o1");
    info = support_search_depth(renju(), &b, 4);
    assert_true(ai_score_is_proven(info.score));
    assert_true(ai_win_moves(info.score) > 0);
    /* The bands: a proven win, a VCT's (proven, no length), the search's (neither). */
    assert_true(ai_score_is_proven(AI_WIN_SCORE - 7));
    assert_true(ai_score_is_proven(-(AI_WIN_SCORE - AI_WIN_UNMEASURED - 7)));
    assert_false(ai_score_is_proven(ai_score_unproven(AI_WIN_SCORE - AI_WIN_UNMEASURED - 7)));
    assert_int_equal(ai_score_unproven(-(AI_WIN_SCORE - 7)), -(AI_WIN_SCORE - AI_WIN_UNPROVEN - 7));
    assert_int_equal(ai_score_unproven(300), 300);
}

/* A search of b with the n best moves ranked (one thread, the full level, no book). */
static AiInfo search_nbest(const Board *b, int n, int depth, int64_t nodes, AiProgressFn progress,
                           void *user)
{
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    ai_set_nbest(e, n);
    AiLimits lim = {0, depth, nodes, AI_LEVEL_MAX, 1, 1, false, AI_SOLVE_NONE, false, false, {0}};
    AiInfo info;
    ai_search(e, renju(), b, &lim, NULL, progress, user, &info);
    ai_destroy(e);
    return info;
}

static void test_ai_avoids_move_that_allows_vct(void **state)
{
    (void)state;
    Board b;
    /* From a game against PentaZen: after Black's e8 White wins by VCT (j9 k9 h11 d7 c6
     * f13 k8). The first test of e8 at the root runs out of budget; the re-test with a
     * larger budget must prove the loss, so e8 is no longer among the root moves. */
    support_position(&b, "h8 h9 f10 i7 e11 i9 f9 f11 g10 i10 i11 g9");
    AiInfo info = search_nbest(&b, AI_MAX_NBEST, 1, 0, NULL, NULL);
    assert_true(info.nbest > 0);
    for (int i = 0; i < info.nbest; i++) {
        char name[8];
        board_format_point(info.best_moves[i], name, sizeof name);
        assert_string_not_equal(name, "e8");
    }
}

static void test_ai_win_percent_reads_the_fitted_scale(void **state)
{
    (void)state;
    assert_int_equal(ai_win_percent(0), 50);
    assert_int_equal(ai_win_percent(AI_EVAL_SCALE), 73);
    assert_int_equal(ai_win_percent(-AI_EVAL_SCALE), 27);
    /* Only a proof reads as certain: a huge evaluation stays within 1..99. */
    assert_int_equal(ai_win_percent(AI_WIN_SCORE - 1001), 99);
    assert_int_equal(ai_win_percent(-(AI_WIN_SCORE - 1001)), 1);
    assert_int_equal(ai_win_percent(AI_WIN_SCORE - 7), 100);
    assert_int_equal(ai_win_percent(-(AI_WIN_SCORE - 7)), 0);
}

static void test_ai_win_percent_of_a_vcf_is_certain(void **state)
{
    (void)state;
    Board b;
    /* Black's VCF: j8 (four f8-j8 and three j8-j10), i8 forced, then j7 or j11: Black to
     * move wins for sure. */
    support_position(&b, "b=f8,g8,h8,j9,j10,a15 w=e8,o15,a3,a1,o1");
    AiInfo info = support_search_depth(renju(), &b, 4);
    assert_int_equal(ai_win_percent(info.score), 100);
    /* White to move against Black's straight four f8-i8 loses for sure. */
    support_position(&b, "b=f8,g8,h8,i8,a15 w=a1,o1,o15,a3");
    board_pass(&b);
    info = support_search_depth(renju(), &b, 4);
    assert_int_equal(ai_win_percent(info.score), 0);
}

/* The three best moves of "h8 h9 i9 g8 i8" at depth 3, each iteration reported. */
static AiInfo search_three_best(AiProgressFn progress, void *user)
{
    Board b;
    support_position(&b, "h8 h9 i9 g8 i8");
    return search_nbest(&b, 3, 3, 0, progress, user);
}

static void test_ai_nbest_lines_start_with_their_moves(void **state)
{
    (void)state;
    AiInfo info = search_three_best(NULL, NULL);
    assert_int_equal(info.nbest, 3);
    for (int i = 0; i < info.nbest; i++) {
        assert_true(info.best_nline[i] >= 1 && info.best_nline[i] <= AI_NBEST_LINE);
        assert_int_equal(info.best_lines[i][0], info.best_moves[i]);
        for (int j = 0; j < i; j++) {
            assert_true(info.best_moves[j] != info.best_moves[i]);
            assert_true(info.best_scores[j] >= info.best_scores[i]);
        }
    }
}

typedef struct NbestSeen {
    int reports, with_lines;
} NbestSeen;

static void count_nbest(const AiInfo *info, void *user)
{
    NbestSeen *seen = user;
    seen->reports++;
    if (info->nbest == 3 && info->best_nline[0] >= 1 &&
        info->best_lines[0][0] == info->best_moves[0]) {
        seen->with_lines++;
    }
}

static void test_ai_nbest_comes_with_every_iteration(void **state)
{
    (void)state;
    /* The window's N-best view shows the analysis' progress: every finished iteration
     * reports the best moves with their lines, not only the final answer. */
    NbestSeen seen = {0, 0};
    search_three_best(count_nbest, &seen);
    assert_true(seen.reports >= 2);
    assert_int_equal(seen.with_lines, seen.reports);
}

/* The last report of a search: what its last finished iteration said. */
static void keep_last_report(const AiInfo *info, void *user) { *(AiInfo *)user = *info; }

/* Two points, in board notation, compare like this: assert_same_point(got, want). */
#define assert_same_point(got, want)                                                               \
    do {                                                                                           \
        char got_name[8], want_name[8];                                                            \
        board_format_point((got), got_name, sizeof got_name);                                      \
        board_format_point((want), want_name, sizeof want_name);                                   \
        assert_string_equal(got_name, want_name);                                                  \
    } while (0)

static void test_ai_nbest_of_a_stopped_search_agrees_with_its_best_move(void **state)
{
    (void)state;
    /* A node limit stops the search inside an iteration, after some root moves have been
     * searched one ply deeper. The best move and the N-best list both stay those of the
     * last finished iteration: the list's first move is the best move with its score, the
     * scores fall down the list, and the list is the one that iteration reported. These
     * limits stop it inside depths 2, 4 and 5 (before the fix the list then mixed two
     * depths' scores: the first move's new score beside the best move's old one, and the
     * list out of order). */
    Board b;
    support_position(&b, "h8 h9 i9 g8 i8");
    const int64_t limits[] = {7000, 12000, 16000, 17000};
    for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++) {
        AiInfo last = {0};
        AiInfo info = search_nbest(&b, 3, 0, limits[k], keep_last_report, &last);
        /* The search went on after its last report, and was stopped there. */
        assert_true(last.depth >= 1);
        assert_int_equal(info.depth, last.depth);
        assert_true(info.nodes > last.nodes);
        assert_int_equal(info.nbest, 3);
        assert_same_point(info.best_moves[0], info.best);
        assert_int_equal(info.best_scores[0], info.score);
        for (int i = 0; i < info.nbest; i++) {
            assert_same_point(info.best_moves[i], last.best_moves[i]);
            assert_int_equal(info.best_scores[i], last.best_scores[i]);
            if (i > 0) {
                assert_true(info.best_scores[i - 1] >= info.best_scores[i]);
            }
        }
    }
}

static void count_reports(const AiInfo *info, void *user)
{
    (void)info;
    (*(int *)user)++;
}

static void test_ai_nbest_is_empty_before_a_finished_iteration(void **state)
{
    (void)state;
    /* Stopped inside depth 1, the search has no ranking yet: no N-best list (the view then
     * shows the best move alone), never moves scored -INF or half of them scored. */
    Board b;
    support_position(&b, "h8 h9 i9 g8 i8");
    int reports = 0;
    AiInfo info = search_nbest(&b, 3, 0, 6000, count_reports, &reports);
    assert_int_equal(reports, 0);
    assert_int_equal(info.nbest, 0);
    assert_true(verdict_is_legal(rules_check_move(renju(), &b, info.best, b.to_move)));
}

static void test_ai_defence_filter_leaves_the_deepening_its_share(void **state)
{
    (void)state;
    /* White to move; Black, given a free move, wins by threes, and after most of White's
     * moves the filter's tests run out of budget (undecided). Each re-test round had four
     * times the budget: at 100,000 and 200,000 nodes the filter took them all and the
     * search answered "d7, score 0, depth 1" from an unfinished first iteration (at
     * 600,000: depth 11). Now the filter stops at its share (the root solves' budget
     * again) and the answer is a finished iteration's, the last one reported (the
     * unfinished deeper one found no better move; see the next test). */
    Board b;
    support_position(&b, "h8 h9 g8 g7 f9 f8 i7 h7 e9 g9 e7 i8 j9 f5 c7 j7 k6 f6 g6 e5 e8 e10 g10");
    const int64_t limits[] = {100000, 200000};
    for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++) {
        AiInfo last = {0};
        AiInfo info = search_nbest(&b, 1, 0, limits[k], keep_last_report, &last);
        assert_true(info.depth >= 6);
        assert_int_equal(info.depth, last.depth);
        assert_false(info.partial);
        assert_same_point(info.best, last.best);
        assert_int_equal(info.score, last.score);
    }
}

static void test_ai_unfinished_iteration_gives_a_better_move_it_finished(void **state)
{
    (void)state;
    /* Stopped by the node limit inside depth 6, after the search there had found e11
     * better than depth 5's best, h7, searched first, with an exact score (issue 27: an
     * unfinished iteration was thrown away whole). The answer is e11 with its score and
     * line from depth 6; the depth reported is still the last finished one, marked
     * partial. (Before the evaluation's network, eng34: h7 over d10 at 32500 nodes.) */
    Board b;
    support_position(&b, "h8 h9 f8 i9 i10 g11 i8 g8 g9 h10 f12 h11 h12 f10");
    AiInfo last = {0};
    AiInfo info = search_nbest(&b, 1, 0, 20000, keep_last_report, &last);
    assert_int_equal(last.depth, 5);
    assert_int_equal(info.depth, 5);
    assert_true(info.partial);
    assert_false(last.partial);
    assert_point(last.best, "h7");
    assert_point(info.best, "e11");
    assert_int_equal(info.pv[0], info.best);
}

static void test_ai_unfinished_iteration_plays_a_fail_high_it_could_not_finish(void **state)
{
    (void)state;
    /* Stopped by the node limit inside depth 7, in the search with the window of g11, which
     * had beaten depth 7's first move (depth 6's best, l11) on the null window (issue 27). A
     * fail high a ply deeper is evidence enough to play it: g11, with the score it beat
     * (no exact one exists), the depth reported the last finished one, marked partial. */
    Board b;
    support_position(&b, "h8 h9 h10 k10 e7 i8 g9 f8 g7 g10 f11 j9 h7 i7 i9 f6 f12");
    AiInfo last = {0};
    AiInfo info = search_nbest(&b, 1, 0, 30000, keep_last_report, &last);
    assert_int_equal(last.depth, 6);
    assert_int_equal(info.depth, 6);
    assert_true(info.partial);
    assert_point(last.best, "l11");
    assert_point(info.best, "g11");
    assert_int_equal(info.pv[0], info.best);
}

static void test_ai_window_fail_high_cut_is_played(void **state)
{
    (void)state;
    /* Aspiration windows (issue 27): White to move; depth 10 first searches a window
     * around depth 9's score (j8, 1317). h9 reaches its high bound with a win for White
     * (the tree's verdict); a decided score opens the window fully on that side, and the
     * node limit cuts the search of depth 10 again, h9 first. A fail high a ply deeper
     * is played, as a null window's is: h9, with the win it reached, the depth reported
     * the last finished one, marked partial (without the window: j8 at depth 9). (Before
     * the evaluation's network, eng34: h8 h9 h10 f11 f7 f9 g8 at 41000 nodes, e9 over
     * f10; the network sees that win at depth 4.) */
    Board b;
    support_position(&b, "h8 i9 f6 h7 f10 i7 j7 k9 i8");
    AiInfo last = {0};
    AiInfo info = search_nbest(&b, 1, 0, 60000, keep_last_report, &last);
    assert_int_equal(last.depth, 9);
    assert_int_equal(info.depth, 9);
    assert_false(last.partial);
    assert_true(info.partial);
    assert_point(last.best, "j8");
    assert_false(ai_score_is_decided(last.score));
    assert_point(info.best, "h9");
    assert_true(ai_score_is_win(info.score));
    assert_int_equal(info.pv[0], info.best);
    /* Given the nodes, depth 10 finishes: the same move and win, exact, not cut to the
     * window's bound. */
    AiInfo done = search_nbest(&b, 1, 0, 150000, keep_last_report, &last);
    assert_int_equal(done.depth, 10);
    assert_false(done.partial);
    assert_point(done.best, "h9");
    assert_int_equal(done.score, info.score);
}

static void test_ai_nbest_of_a_threat_win_lists_the_other_wins(void **state)
{
    (void)state;
    /* Black to move wins by threats (audit 15a: the window's best moves showed h6 alone,
     * "Only 1 move is worth playing here", while i6 and i4 win by force as well). The
     * search stops at the root's proof; the N-best list then holds every other root
     * move the threat solver proves, each a win. The solves are node-limited (a node
     * budget under a long time sizes them as the window's analysis does). */
    Board b;
    support_position(&b, "h8 h9 h7 f6 j5 f9 f7 g9 e9 e7 f8 d8 g5 g7 h5 i5 g8 i8");
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    ai_set_nbest(e, 5);
    AiLimits lim = {60000, 0, 4000000, AI_LEVEL_MAX, 1, 1, false, AI_SOLVE_NONE, false, false, {0}};
    AiInfo info;
    ai_search(e, renju(), &b, &lim, NULL, NULL, NULL, &info);
    ai_destroy(e);
    assert_true(ai_score_is_win(info.score));
    assert_point(info.best, "h6");
    assert_true(info.nbest >= 2);
    assert_same_point(info.best_moves[0], info.best);
    assert_point(info.best_moves[1], "i6");
    for (int i = 0; i < info.nbest; i++) {
        assert_true(ai_score_is_win(info.best_scores[i]));
        assert_int_equal(info.best_lines[i][0], info.best_moves[i]);
    }
}

/* The audit game (18a #4) after 15. j7: White wins by threes from k8. A check of 3M nodes
 * (AiLimits.verify) reads it as the threat solver's proof; the plain search of the same
 * budget gives its tree's verdict (an unproven win, "99%", or with the late-move
 * reductions a mere +920), never a proof. */
#define AUDIT_GAME_J7 "h8 h7 i6 i7 g7 f6 g8 g6 e6 i8 f5 j9 k10 i10 j7"

static void check_search(const char *moves, bool verify, AiInfo *info)
{
    Board b;
    support_position(&b, moves);
    AiEngine *e = ai_create(16);
    assert_non_null(e);
    AiLimits lim = {0, 0, 3000000, AI_LEVEL_MAX, 1, 1, false, AI_SOLVE_NONE, true, verify, {0}};
    ai_search(e, renju(), &b, &lim, NULL, NULL, NULL, info);
    ai_destroy(e);
}

static void test_ai_verified_win_is_the_threat_solvers_proof(void **state)
{
    (void)state;
    AiInfo plain, checked;
    check_search(AUDIT_GAME_J7, false, &plain);
    assert_false(ai_score_is_proven(plain.score)); /* the tree's verdict */
    check_search(AUDIT_GAME_J7, true, &checked);
    assert_true(ai_score_is_proven(checked.score));
    assert_point(checked.best, "k8");
    assert_int_equal(ai_win_percent(checked.score), 100);
    assert_true(checked.npv >= 3);
    assert_point(checked.pv[0], "k8");
}

static void test_ai_verified_loss_holds_along_its_line(void **state)
{
    (void)state;
    /* After 16. k8 Black loses, which no solver proves from Black's side; the tree's
     * verdict stands because after its defence White wins by threats. */
    AiInfo plain, checked;
    check_search(AUDIT_GAME_J7 " k8", false, &plain);
    assert_true(ai_score_is_win(-plain.score));
    assert_false(ai_score_is_proven(plain.score));
    check_search(AUDIT_GAME_J7 " k8", true, &checked);
    assert_int_equal(checked.score, plain.score);
    assert_same_point(checked.best, plain.best);
    assert_int_equal(ai_win_percent(checked.score), 1);
}

static void test_ai_verified_check_is_the_same_after_other_searches(void **state)
{
    (void)state;
    /* A check answers alike whatever the engine searched before (its table and solver
     * memory are forgotten): the window's checks share one engine with the graph, the
     * analysis and the game. */
    Board before, after;
    support_position(&before, "h8 h7 i6 i7 g7 f6 g8 g6 e6 i8 f5 j9 k10");
    support_position(&after, "h8 h7 i6 i7 g7 f6 g8 g6 e6 i8 f5 j9 k10 i10");
    AiEngine *e = ai_create(16);
    assert_non_null(e);
    AiLimits lim = {0, 0, 1000000, AI_LEVEL_MAX, 1, 1, false, AI_SOLVE_NONE, true, true, {0}};
    AiInfo fresh, shared;
    ai_search(e, renju(), &after, &lim, NULL, NULL, NULL, &fresh);
    lim.verify = false;
    ai_search(e, renju(), &before, &lim, NULL, NULL, NULL, &shared);
    lim.verify = true;
    ai_search(e, renju(), &after, &lim, NULL, NULL, NULL, &shared);
    ai_destroy(e);
    assert_int_equal(shared.score, fresh.score);
    assert_int_equal(shared.depth, fresh.depth);
    assert_same_point(shared.best, fresh.best);
    assert_int_equal(shared.nodes, fresh.nodes);
}

/* A position searched as a move to play (one thread, the full level, no book) within
 * nodes. */
static AiInfo search_nodes(const char *moves, int64_t nodes)
{
    Board b;
    support_position(&b, moves);
    AiEngine *e = ai_create(16);
    assert_non_null(e);
    AiLimits lim = {0, 0, nodes, AI_LEVEL_MAX, 1, 1, false, AI_SOLVE_NONE, false, false, {0}};
    AiInfo info;
    ai_search(e, renju(), &b, &lim, NULL, NULL, NULL, &info);
    ai_destroy(e);
    return info;
}

/* Issue 27, a match against Rapfi at 1 s/move (game 22): Black claimed a win with l10
 * and lost; Rapfi holds with m11, which lay past the move cap of a node the tree called
 * lost. A node now searches on past the cap while every move it tried loses. */
#define RAPFI_GAME_22 "h8 h9 f6 i9 g9 i7 h10 f8 i8 j9 k9 g8 i10 f10 j10 k10 i11 h12 g11 i12 j11 h11"

static void test_ai_claims_no_win_a_defence_past_the_cap_holds(void **state)
{
    (void)state;
    AiInfo info = search_nodes(RAPFI_GAME_22, 100000);
    assert_false(ai_score_is_decided(info.score));
}

/* The same match (game 6): after Black's d10 the tree read White lost at depth 7 (Black
 * then played its line and lost); Rapfi, searching long, finds no win for Black. */
static void test_ai_claims_no_loss_a_defence_past_the_cap_holds(void **state)
{
    (void)state;
    AiInfo info = search_nodes("h8 h9 h10 g9 i9 j10 j8 k7 i8 g8 f7 i7 f6 e5 g7 e7 f8 f9 e9 h6 "
                               "g11 f12 f10 d8 d10",
                               100000);
    assert_false(ai_score_is_decided(info.score));
}

static void test_ai_finds_no_vcf_when_there_is_none(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "h8 i9 h9");
    AiEngine *e = ai_create(4);
    Pos line[AI_MAX_PV];
    int n = 0;
    assert_false(ai_solve(e, renju(), &b, false, 0, NULL, line, &n, AI_MAX_PV, NULL));
    assert_int_equal(n, 0);
    ai_destroy(e);
}

static void test_ai_vct_wins_with_double_three_through_counter_four(void **state)
{
    (void)state;
    Board b;
    /* White to move: i8 (*) makes two open threes (f8 g8 . i8 and i8 . i10 i11). Black can
     * counter with a four on the a-file (a2 or a4) first; White blocks and still wins. */
    support_diagram(&b, "15 . . . . . . . . . . . . . . X\n"
                        "14 . . . . . . . . . . . . . . .\n"
                        "13 . . . . . . . . . . . . . . .\n"
                        "12 . . . . . . . . . . . . . . .\n"
                        "11 . . . . . . . . O . . . . . .\n"
                        "10 . . . . . . . . O . . . . . .\n"
                        " 9 . . . . . . . . . . . . . . .\n"
                        " 8 . . . . . O O . * . . . . . .\n"
                        " 7 . . . . . . . . . . . . . . .\n"
                        " 6 . . . . . . . . . . . . . . .\n"
                        " 5 X . . . . . . . . . . . . . .\n"
                        " 4 . . . . . . . . . . . . . . .\n"
                        " 3 X . . . . . . . . . . . . . .\n"
                        " 2 . . . . . . . . . . . . . . .\n"
                        " 1 X . . . . . . . . . . . . . X\n"
                        "   a b c d e f g h i j k l m n o\n");
    board_pass(&b);
    AiEngine *e = ai_create(4);
    Pos line[AI_MAX_PV];
    int n = 0;
    assert_false(ai_solve(e, renju(), &b, false, 0, NULL, line, &n, AI_MAX_PV, NULL));
    assert_true(ai_solve(e, renju(), &b, true, 0, NULL, line, &n, AI_MAX_PV, NULL));
    assert_point(line[0], "i8");
    assert_winning_line(&b, line, n);
    ai_destroy(e);
}

/* audit34c C1: White's h7 fours, and Black's block h8 is a double three: a VCF of two
 * moves. The VCT's deepening (counting threes) once took the detour four d1 first
 * ("d1 b1 h7", three moves): a VCT solve reports the shortest win it knows. */
static void test_ai_vct_solve_takes_shorter_vcf(void **state)
{
    (void)state;
    Board b;
    support_diagram(&b, "14 X . X . . . . . . . . . . . .\n"
                        "13 . . . . . . . . . . . . . . .\n"
                        "12 . . . . . . . . . . . . . . .\n"
                        "11 . . . . . . . . . . . . . . .\n"
                        "10 . . . . . . . . . X . . . . .\n"
                        " 9 . . . . . . . . X . . . . . .\n"
                        " 8 . . . . . X X * . . . . . . .\n"
                        " 7 . . . . . . . . . . . . . . .\n"
                        " 6 . . . . . . . O . . . . . . .\n"
                        " 5 . . . . . . . O . . . . . . .\n"
                        " 4 . . . . . . . O . . . . . . .\n"
                        " 3 . . . . . . . X . . . . . . .\n"
                        " 2 . . . . . . . . . . . . . . .\n"
                        " 1 O . O . O . . . . . . . . . .\n"
                        "   a b c d e f g h i j k l m n o\n");
    board_pass(&b);
    AiEngine *e = ai_create(4);
    Pos line[AI_MAX_PV];
    int n = 0;
    AiSolveInfo vcf, vct;
    assert_true(ai_solve(e, renju(), &b, false, 0, NULL, line, &n, AI_MAX_PV, &vcf));
    assert_true(ai_solve(e, renju(), &b, true, 0, NULL, line, &n, AI_MAX_PV, &vct));
    assert_int_equal(vcf.moves, 2);
    assert_int_equal(vct.moves, 2);
    assert_int_equal(n, 1);
    assert_point(line[0], "h7");
    ai_destroy(e);
}

/* With one thread and with helpers (four threads): the helpers stop too. */
static void test_ai_stop_already_set_answers_legal_move(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "h8 i9 h9 h10 j8");
    atomic_bool stop;
    atomic_init(&stop, true);
    AiEngine *e = ai_create(4);
    for (int threads = 1; threads <= 4; threads += 3) {
        AiLimits lim = {60000,         0,     0,     AI_LEVEL_MAX, 1, threads, false,
                        AI_SOLVE_NONE, false, false, {0}};
        AiInfo info;
        ai_search(e, renju(), &b, &lim, &stop, NULL, NULL, &info);
        assert_true(board_on(&b, info.best));
        assert_int_equal(board_at(&b, info.best), STONE_EMPTY);
    }
    ai_destroy(e);
}

static void test_ai_fixed_depth_is_deterministic(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "h8 i9 h9 h10 j8 g8");
    AiInfo a = support_search_depth(renju(), &b, 5);
    AiInfo c = support_search_depth(renju(), &b, 5);
    assert_int_equal(a.best, c.best);
    assert_int_equal(a.nodes, c.nodes);
    assert_int_equal(a.score, c.score);
    assert_true(a.npv >= 1);
    assert_int_equal(a.pv[0], a.best);
}

typedef struct ProgressLog {
    int calls;
    int last_depth;
} ProgressLog;

static void log_progress(const AiInfo *info, void *user)
{
    ProgressLog *log = user;
    log->calls++;
    assert_true(info->depth > log->last_depth);
    log->last_depth = info->depth;
}

/* One report per finished iteration, from the calling thread only: with helper threads
 * (three threads) as with one. */
static void test_ai_reports_progress_per_iteration(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "h8 i9 h9");
    AiEngine *e = ai_create(4);
    for (int threads = 1; threads <= 3; threads += 2) {
        AiLimits lim = {0, 4, 0, AI_LEVEL_MAX, 1, threads, false, AI_SOLVE_NONE, false, false, {0}};
        ProgressLog log = {0, 0};
        AiInfo info;
        ai_search(e, renju(), &b, &lim, NULL, log_progress, &log, &info);
        assert_int_equal(log.calls, 4);
        assert_int_equal(log.last_depth, 4);
    }
    ai_destroy(e);
}

/* The levels' one table (levels.c): 0 (a zero AiLimits), negative and too high levels
 * are the full engine everywhere, and each level up thinks longer and deeper and errs less. */
static void test_ai_levels_out_of_range_are_the_full_engine(void **state)
{
    (void)state;
    const AiLevel *full = ai_level(AI_LEVEL_MAX);
    assert_ptr_equal(ai_level(0), full);
    assert_ptr_equal(ai_level(-3), full);
    assert_ptr_equal(ai_level(AI_LEVEL_MAX + 1), full);
    AiLimits lim;
    ai_limits_for_level(0, 5, &lim);
    assert_int_equal(lim.level, AI_LEVEL_MAX);
    assert_int_equal(lim.time_ms, full->time_ms);
    assert_int_equal(lim.seed, 5);
    assert_true(lim.book);
    assert_int_equal(lim.max_depth, 0);
    assert_int_equal(full->depth, 0);
    assert_int_equal(full->margin, 0);
    assert_true(full->vcf && full->vct && full->vct_defence);
    for (int level = AI_LEVEL_MIN + 1; level <= AI_LEVEL_MAX; level++) {
        const AiLevel *lo = ai_level(level - 1);
        const AiLevel *hi = ai_level(level);
        assert_true(hi->time_ms > lo->time_ms);
        assert_true(hi->depth == 0 || hi->depth >= lo->depth);
        assert_true(hi->margin <= lo->margin);
        assert_true(hi->opening_options > lo->opening_options);
        assert_true(hi->opening_noise < lo->opening_noise);
    }
}

static void test_ai_every_level_answers_legal_moves(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "h8 i9 h9 h10 j8 g8 i8");
    AiEngine *e = ai_create(4);
    for (int level = AI_LEVEL_MIN; level <= AI_LEVEL_MAX; level++) {
        AiLimits lim = {0,
                        level < AI_LEVEL_MAX ? 0 : 3,
                        20000,
                        level,
                        (uint64_t)level,
                        1,
                        false,
                        AI_SOLVE_NONE,
                        false,
                        false,
                        {0}};
        AiInfo info;
        ai_search(e, renju(), &b, &lim, NULL, NULL, NULL, &info);
        assert_true(verdict_is_legal(rules_check_move(renju(), &b, info.best, b.to_move)));
    }
    ai_destroy(e);
}

static void test_ai_blocks_four_at_every_level(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "b=d5,h8,j10,l12,h10 w=e5,f5,g5,h5");
    AiEngine *e = ai_create(4);
    for (int level = AI_LEVEL_MIN; level <= AI_LEVEL_MAX; level++) {
        AiLimits lim = {0,     2,     0,  level, (uint64_t)level * 7, 1, false, AI_SOLVE_NONE,
                        false, false, {0}};
        AiInfo info;
        ai_search(e, renju(), &b, &lim, NULL, NULL, NULL, &info);
        assert_point(info.best, "i5");
    }
    ai_destroy(e);
}

static uint64_t next_random(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Five points of colour c on b. */
static int count_fives(const Board *b, Stone c, Pos *one)
{
    int n = 0;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (rules_makes_five(renju(), b, p, c)) {
                *one = p;
                n++;
            }
        }
    }
    return n;
}

static void test_ai_random_positions_never_miss_five_or_block(void **state)
{
    (void)state;
    AiEngine *e = ai_create(4);
    uint64_t rng = 0x9E3779B97F4A7C15ULL;
    int wins = 0;
    int blocks = 0;
    for (int round = 0; round < 400; round++) {
        Board b;
        board_init(&b, BOARD_STANDARD, false);
        int stones = 10 + (int)(next_random(&rng) % 40);
        for (int i = 0; i < stones; i++) {
            Pos p = pos_from_xy(3 + (int)(next_random(&rng) % 9), 3 + (int)(next_random(&rng) % 9));
            if (board_at(&b, p) == STONE_EMPTY && !rules_makes_five(renju(), &b, p, b.to_move)) {
                board_play(&b, p);
            }
        }
        Stone me = b.to_move;
        Pos mine = POS_NONE;
        Pos theirs = POS_NONE;
        int nmine = count_fives(&b, me, &mine);
        int ntheirs = count_fives(&b, stone_opponent(me), &theirs);
        if (nmine == 0 && (ntheirs != 1 || rules_is_forbidden(renju(), &b, theirs, me))) {
            continue;
        }
        AiLimits lim = {0,     2,     0,  AI_LEVEL_MAX, (uint64_t)round, 1, false, AI_SOLVE_NONE,
                        false, false, {0}};
        AiInfo info;
        ai_search(e, renju(), &b, &lim, NULL, NULL, NULL, &info);
        assert_true(verdict_is_legal(rules_check_move(renju(), &b, info.best, me)));
        if (nmine > 0) {
            assert_int_equal(rules_check_move(renju(), &b, info.best, me), VERDICT_FIVE);
            wins++;
        } else {
            assert_int_equal(info.best, theirs);
            blocks++;
        }
    }
    /* The generator must really have produced both kinds. */
    assert_true(wins >= 10);
    assert_true(blocks >= 10);
    ai_destroy(e);
}

static void test_ai_beginner_is_shallow_and_varied(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "h8 h9 f10");
    AiEngine *e = ai_create(4);
    Pos first = POS_NONE;
    bool varied = false;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        AiLimits lim = {0, 0, 0, AI_LEVEL_MIN, seed, 1, false, AI_SOLVE_NONE, false, false, {0}};
        AiInfo info;
        ai_search(e, renju(), &b, &lim, NULL, NULL, NULL, &info);
        assert_true(info.depth <= 1);
        assert_true(verdict_is_legal(rules_check_move(renju(), &b, info.best, b.to_move)));
        varied = varied || (first != POS_NONE && info.best != first);
        first = info.best;
    }
    assert_true(varied);
    ai_destroy(e);
}

static void test_ai_passes_without_stones_left(void **state)
{
    (void)state;
    const RuleSet *rs = rules_get(RULE_GOMOKUNARABE);
    Board b;
    board_init(&b, rs->board_size, false);
    /* 35 stones each, in a pattern with no five: Black (to move) has none left. */
    int placed = 0;
    for (int y = 0; y < b.size && placed < 70; y++) {
        for (int x = 0; x < b.size && placed < 70; x += 1) {
            if ((x + 2 * y) % 5 < 2) {
                board_set(&b, pos_from_xy(x, y), (x + y) % 2 ? STONE_WHITE : STONE_BLACK);
                placed++;
            }
        }
    }
    if (b.stones[STONE_BLACK] != rs->stone_limit) {
        /* Top up or trim to exactly the limit for Black. */
        for (int y = b.size - 1; y >= 0 && b.stones[STONE_BLACK] < rs->stone_limit; y--) {
            for (int x = 0; x < b.size && b.stones[STONE_BLACK] < rs->stone_limit; x++) {
                Pos p = pos_from_xy(x, y);
                if (board_at(&b, p) == STONE_EMPTY && !rules_makes_five(rs, &b, p, STONE_BLACK)) {
                    board_set(&b, p, STONE_BLACK);
                }
            }
        }
    }
    assert_int_equal(rules_stones_left(rs, &b, STONE_BLACK), 0);
    AiInfo info = support_search_depth(rs, &b, 2);
    assert_int_equal(info.best, POS_PASS);
}

static void test_ai_sees_five_through_common_centre(void **state)
{
    (void)state;
    const RuleSet *rs = rules_get(RULE_GOMOKU_COMMON_CENTRE);
    Board b;
    /* The centre h8 is Black's stone but counts for the mover: White f8 g8 i8 win at e8 or
     * j8 through it. */
    support_position(&b, "h8 f8 a1 g8 c3 i8 a14");
    assert_int_equal(b.to_move, STONE_WHITE);
    AiInfo info = support_search_depth(rs, &b, 2);
    assert_true(info.best == support_point("e8") || info.best == support_point("j8"));
    assert_true(ai_score_is_win(info.score));
}

static void test_ai_plays_other_rule_sets_legally(void **state)
{
    (void)state;
    Board b;
    for (int id = 0; id < RULE_COUNT; id++) {
        const RuleSet *rs = rules_get((RuleId)id);
        char err[200];
        board_init(&b, rs->board_size, rs->captures);
        (void)err;
        AiEngine *e = ai_create(4);
        for (int ply = 0; ply < 12; ply++) {
            AiLimits lim = {0,     2,     5000, AI_LEVEL_MAX, 3, 1, false, AI_SOLVE_NONE,
                            false, false, {0}};
            AiInfo info;
            ai_search(e, rs, &b, &lim, NULL, NULL, NULL, &info);
            assert_true(verdict_is_legal(rules_check_move(rs, &b, info.best, b.to_move)));
            if (rules_check_move(rs, &b, info.best, b.to_move) == VERDICT_FIVE) {
                break;
            }
            assert_true(board_play(&b, info.best));
        }
        ai_destroy(e);
    }
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ai_empty_board_plays_centre),
        cmocka_unit_test(test_ai_takes_win_in_one),
        cmocka_unit_test(test_ai_blocks_the_four),
        cmocka_unit_test(test_ai_forced_block_that_wins_reports_the_win),
        cmocka_unit_test(test_ai_forced_block_into_a_loss_reports_the_loss),
        cmocka_unit_test(test_ai_forced_block_is_searched),
        cmocka_unit_test(test_ai_analysis_of_a_forced_block_searches_on),
        cmocka_unit_test(test_ai_marks_only_these_moves),
        cmocka_unit_test(test_ai_marks_leave_moves_out),
        cmocka_unit_test(test_ai_marks_yield_to_a_four),
        cmocka_unit_test(test_ai_marks_keep_a_win_to_its_first_move),
        cmocka_unit_test(test_ai_win_in_n_counts_to_the_five),
        cmocka_unit_test(test_ai_win_by_threes_has_no_proven_length),
        cmocka_unit_test(test_ai_search_verdict_is_no_proof),
        cmocka_unit_test(test_ai_tries_the_foul_defence),
        cmocka_unit_test(test_ai_black_never_plays_forbidden_block),
        cmocka_unit_test(test_ai_white_wins_by_foul),
        cmocka_unit_test(test_ai_black_four_on_foul_is_no_threat),
        cmocka_unit_test(test_ai_solves_vcf_in_several_fours),
        cmocka_unit_test(test_ai_vct_solve_takes_shorter_vcf),
        cmocka_unit_test(test_ai_defence_filter_leaves_the_deepening_its_share),
        cmocka_unit_test(test_ai_unfinished_iteration_gives_a_better_move_it_finished),
        cmocka_unit_test(test_ai_unfinished_iteration_plays_a_fail_high_it_could_not_finish),
        cmocka_unit_test(test_ai_window_fail_high_cut_is_played),
        cmocka_unit_test(test_ai_nbest_of_a_threat_win_lists_the_other_wins),
        cmocka_unit_test(test_ai_verified_win_is_the_threat_solvers_proof),
        cmocka_unit_test(test_ai_verified_loss_holds_along_its_line),
        cmocka_unit_test(test_ai_verified_check_is_the_same_after_other_searches),
        cmocka_unit_test(test_ai_claims_no_win_a_defence_past_the_cap_holds),
        cmocka_unit_test(test_ai_claims_no_loss_a_defence_past_the_cap_holds),
        cmocka_unit_test(test_ai_finds_no_vcf_when_there_is_none),
        cmocka_unit_test(test_ai_win_percent_reads_the_fitted_scale),
        cmocka_unit_test(test_ai_win_percent_of_a_vcf_is_certain),
        cmocka_unit_test(test_ai_nbest_lines_start_with_their_moves),
        cmocka_unit_test(test_ai_nbest_comes_with_every_iteration),
        cmocka_unit_test(test_ai_nbest_of_a_stopped_search_agrees_with_its_best_move),
        cmocka_unit_test(test_ai_nbest_is_empty_before_a_finished_iteration),
        cmocka_unit_test(test_ai_avoids_move_that_allows_vct),
        cmocka_unit_test(test_ai_vct_wins_with_double_three_through_counter_four),
        cmocka_unit_test(test_ai_stop_already_set_answers_legal_move),
        cmocka_unit_test(test_ai_fixed_depth_is_deterministic),
        cmocka_unit_test(test_ai_reports_progress_per_iteration),
        cmocka_unit_test(test_ai_levels_out_of_range_are_the_full_engine),
        cmocka_unit_test(test_ai_every_level_answers_legal_moves),
        cmocka_unit_test(test_ai_blocks_four_at_every_level),
        cmocka_unit_test(test_ai_random_positions_never_miss_five_or_block),
        cmocka_unit_test(test_ai_beginner_is_shallow_and_varied),
        cmocka_unit_test(test_ai_passes_without_stones_left),
        cmocka_unit_test(test_ai_sees_five_through_common_centre),
        cmocka_unit_test(test_ai_plays_other_rule_sets_legally),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

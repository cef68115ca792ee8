/* Renju - MIT licence, see LICENSE.
 *
 * The window geometry without a display: every point's centre pixel maps back to that
 * point at several window sizes (HiDPI ones included), pixels off the grid map to no
 * point, the board stays square and clear of the panel.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include <cmocka.h>

#include "layout.h"
#include "test_support.h"

static const int SIZES[][2] = {{1280, 760},  {1366, 768},  {800, 600}, {640, 420},
                               {2560, 1600}, {3840, 2160}, {700, 1000}};

static void check_round_trip(int w, int h, int size)
{
    Layout l;
    layout_compute(&l, w, h, size);
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            Pos p = pos_from_xy(x, y);
            double cx, cy;
            layout_cell_center(&l, p, &cx, &cy);
            Pos back = POS_NONE;
            assert_true(layout_cell_at(&l, (int)cx, (int)cy, &back));
            if (back != p) {
                char a[8], b[8];
                board_format_point(p, a, sizeof a);
                board_format_point(back, b, sizeof b);
                fail_msg("%dx%d: centre of %s maps to %s", w, h, a, b);
            }
            /* A pixel 0.4 cells away still belongs to the same point. */
            assert_true(
                layout_cell_at(&l, (int)(cx + 0.4 * l.cell), (int)(cy - 0.4 * l.cell), &back));
            assert_int_equal(back, p);
        }
    }
}

static void test_layout_centres_round_trip_at_many_sizes(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++) {
        check_round_trip(SIZES[i][0], SIZES[i][1], 15);
    }
    check_round_trip(1280, 760, 19);
}

static void test_layout_named_points_land_where_a_player_expects(void **state)
{
    (void)state;
    Layout l;
    layout_compute(&l, 1280, 760, 15);
    double ax, ay, ox, oy, hx, hy;
    layout_cell_center(&l, support_point("a1"), &ax, &ay);
    layout_cell_center(&l, support_point("o15"), &ox, &oy);
    layout_cell_center(&l, support_point("h8"), &hx, &hy);
    /* a1 bottom left, o15 top right, h8 in the middle between them. */
    assert_true(ax < hx && hx < ox);
    assert_true(oy < hy && hy < ay);
    assert_true(hx - ax > 6.99 * l.cell && hx - ax < 7.01 * l.cell);
    assert_true((ax + ox) / 2 > hx - 0.5 && (ax + ox) / 2 < hx + 0.5);
    /* One cell right of h8 is i8, one cell up is h9. */
    Pos p;
    assert_true(layout_cell_at(&l, (int)(hx + l.cell), (int)hy, &p));
    assert_int_equal(p, support_point("i8"));
    assert_true(layout_cell_at(&l, (int)hx, (int)(hy - l.cell), &p));
    assert_int_equal(p, support_point("h9"));
}

static void test_layout_outside_the_grid_is_no_point(void **state)
{
    (void)state;
    Layout l;
    layout_compute(&l, 1366, 768, 15);
    Pos p = POS_NONE;
    double ax, ay;
    layout_cell_center(&l, support_point("a1"), &ax, &ay);
    assert_false(layout_cell_at(&l, (int)(ax - 0.6 * l.cell), (int)ay, &p));
    assert_false(layout_cell_at(&l, (int)ax, (int)(ay + 0.6 * l.cell), &p));
    assert_false(layout_cell_at(&l, l.panel.x + 10, l.panel.y + 10, &p));
    assert_false(layout_cell_at(&l, 0, 0, &p));
    assert_false(layout_cell_at(&l, -50, -50, &p));
}

static void test_layout_board_is_square_and_left_of_the_panel(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++) {
        Layout l;
        layout_compute(&l, SIZES[i][0], SIZES[i][1], 15);
        assert_int_equal(l.board.w, l.board.h);
        assert_true(l.board.x >= 0 && l.board.y >= 0);
        assert_true(l.board.x + l.board.w <= l.panel.x);
        assert_true(l.board.y + l.board.h <= SIZES[i][1]);
        assert_int_equal(l.panel.x + l.panel.w, SIZES[i][0]);
        /* The grid and its margin fit inside the wooden square. */
        assert_true(l.grid_x > l.board.x && l.grid_x + 14 * l.cell < l.board.x + l.board.w);
        assert_true(l.panel.w >= SIZES[i][0] / 4);
    }
}

/* The supported window sizes, small to large: the board takes the full height, nothing
 * but the gaps is left unused beside it, the panel gets the width its labels need, and
 * the text stays readable when small and grows with the window. */
static void test_layout_uses_the_space_at_every_size(void **state)
{
    (void)state;
    static const int SUPPORTED[][2] = {{800, 500}, {1024, 640}, {1280, 800}, {1920, 1080}};
    int last_body = 0;
    for (size_t i = 0; i < sizeof SUPPORTED / sizeof SUPPORTED[0]; i++) {
        int w = SUPPORTED[i][0], h = SUPPORTED[i][1];
        Layout l;
        layout_compute(&l, w, h, 15);
        int gap = h / 40; /* the gaps around the board: a few pixels, never a margin */
        if (l.board.w < h - 2 * gap) {
            fail_msg("%dx%d: the board is %d px, the height allows %d", w, h, l.board.w,
                     h - 2 * gap);
        }
        int unused = w - l.board.w - l.panel.w;
        if (unused > 3 * gap) {
            fail_msg("%dx%d: %d px beside the board are empty", w, h, unused);
        }
        int body = layout_text_px(&l, 15), small = layout_text_px(&l, 12);
        if (body < 12 || small < 10) {
            fail_msg("%dx%d: text of %d px (small %d px) is too small to read", w, h, body, small);
        }
        if (l.panel.w < layout_text_px(&l, 340)) {
            fail_msg("%dx%d: the panel (%d px) is narrower than its labels need", w, h, l.panel.w);
        }
        if (body < last_body) {
            fail_msg("%dx%d: the text shrinks (%d px) in a larger window", w, h, body);
        }
        last_body = body;
    }
    /* A large window has large text. */
    assert_true(last_body >= 21);
}

static void test_layout_hidpi_doubles_everything(void **state)
{
    (void)state;
    Layout a, b;
    layout_compute(&a, 1280, 760, 15);
    layout_compute(&b, 2560, 1520, 15);
    assert_true(b.cell > 1.99 * a.cell && b.cell < 2.01 * a.cell);
    assert_true(b.scale > 1.99 * a.scale && b.scale < 2.01 * a.scale);
}

static void test_layout_tiny_window_stays_valid(void **state)
{
    (void)state;
    Layout l;
    layout_compute(&l, 1, 1, 15);
    assert_true(l.board.w >= 1);
    Pos p;
    layout_cell_at(&l, 0, 0, &p); /* must not crash; any answer is fine */
    layout_compute(&l, 0, -5, 15);
    assert_true(l.win_w == 1 && l.win_h == 1);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout_centres_round_trip_at_many_sizes),
        cmocka_unit_test(test_layout_named_points_land_where_a_player_expects),
        cmocka_unit_test(test_layout_outside_the_grid_is_no_point),
        cmocka_unit_test(test_layout_board_is_square_and_left_of_the_panel),
        cmocka_unit_test(test_layout_uses_the_space_at_every_size),
        cmocka_unit_test(test_layout_hidpi_doubles_everything),
        cmocka_unit_test(test_layout_tiny_window_stays_valid),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* Renju - MIT licence, see LICENSE.
 *
 * The window geometry without a display: every point's centre pixel maps back to that
 * point at several window sizes (HiDPI ones included), pixels off the grid map to no
 * point, the board stays square and clear of the panel.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include <cmocka.h>

#include "layout.h"
#include "test_support.h"

static const int SIZES[][2] = {{1280, 760},  {1366, 768},  {800, 600}, {640, 420},
                               {2560, 1600}, {3840, 2160}, {700, 1000}};

static void check_round_trip_at(int w, int h, int size, int ui_percent)
{
    Layout l;
    layout_compute_ui(&l, w, h, size, ui_percent);
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

static void check_round_trip(int w, int h, int size) { check_round_trip_at(w, h, size, 100); }

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

/* Audit 33a B2: a larger interface gives the panel room and the board shrinks (at 1920x1080
 * and 150% a cell from 65 to 56 pixels); the board's coordinates stayed a third of the
 * smaller cell, "15" 17 pixels high at 100%, 15 at 150%. They grow with the interface now,
 * never below their size at 100%, and stay clear of the edge's stones (half a cell). */
static void test_layout_board_labels_grow_with_the_interface(void **state)
{
    (void)state;
    static const int WINDOWS[][2] = {{1024, 640}, {1920, 1080}, {800, 500}, {2560, 1440}};
    for (size_t i = 0; i < sizeof WINDOWS / sizeof WINDOWS[0]; i++) {
        Layout at100, most;
        layout_compute_ui(&at100, WINDOWS[i][0], WINDOWS[i][1], 15, LAYOUT_UI_MIN);
        layout_compute_ui(&most, WINDOWS[i][0], WINDOWS[i][1], 15, LAYOUT_UI_MAX);
        assert_true(most.ui_fit > LAYOUT_UI_MIN && most.cell < at100.cell); /* the board shrank */
        double label = layout_board_text_px(&at100, 0.34);
        assert_true(fabs(label - at100.cell * 0.34) < 1e-9); /* as it was at 100% */
        double grown = layout_board_text_px(&most, 0.34);
        if (grown < label - 1e-9) {
            fail_msg("%dx%d at %d%%: labels %.1f px, %.1f at 100%%", WINDOWS[i][0], WINDOWS[i][1],
                     most.ui_fit, grown, label);
        }
        assert_true(grown <= fmax(most.cell * 0.34 * LAYOUT_BOARD_TEXT_MAX, label) + 1e-9);
        /* The "better" tag too. */
        assert_true(layout_board_text_px(&most, 0.24) >= layout_board_text_px(&at100, 0.24));
    }
    /* Where the board has the room, they grow: at 1920x1080 and 150% a label is larger than
     * at 100%. */
    Layout at100, most;
    layout_compute_ui(&at100, 1920, 1080, 15, LAYOUT_UI_MIN);
    layout_compute_ui(&most, 1920, 1080, 15, 150);
    assert_true(layout_board_text_px(&most, 0.34) > layout_board_text_px(&at100, 0.34) + 2);
}

/* A picture of the board (a saved .png) is laid out at its own side, whatever the
 * window's: the board fills it, h8 at its middle, the margins as the window's (room for
 * the coordinates and the edge's stones), and no panel. */
static void test_layout_picture_is_the_board_alone(void **state)
{
    (void)state;
    static const int SIDES[] = {600, 1200, 2400};
    for (size_t i = 0; i < sizeof SIDES / sizeof SIDES[0]; i++) {
        int side = SIDES[i];
        Layout l;
        layout_picture(&l, side, BOARD_STANDARD);
        assert_int_equal(l.board.x, 0);
        assert_int_equal(l.board.y, 0);
        assert_int_equal(l.board.w, side);
        assert_int_equal(l.board.h, side);
        assert_int_equal(l.panel.w, 0);
        double hx, hy, ax, ay;
        layout_cell_center(&l, support_point("h8"), &hx, &hy);
        layout_cell_center(&l, support_point("a1"), &ax, &ay);
        assert_true(fabs(hx - side / 2.0) < 0.01 && fabs(hy - side / 2.0) < 0.01);
        assert_true(fabs(ax - l.margin_cells * l.cell) < 0.01);
        assert_true(l.cell * 14 + 2 * l.margin_cells * l.cell <= side + 0.01);
        Layout w;
        layout_compute(&w, 1024, 640, BOARD_STANDARD);
        assert_true(fabs(l.margin_cells - w.margin_cells) < 1e-9);
    }
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

/* The interface scale (settings' ui_scale) at the sizes players have: at every step the
 * board stays square, left of the panel and clear of it, nothing leaves the window, and
 * every point's centre maps back to it (the mouse follows); the text is never smaller
 * than at 100% and grows where the window holds it (a 13" laptop's 2560x1600 too), with
 * the panel as much wider; what the window cannot hold is said (ui_fit below asked). */
static void test_layout_interface_scale_at_every_size(void **state)
{
    (void)state;
    static const int SCALED[][2] = {{1024, 640}, {1366, 768}, {1920, 1080}, {2560, 1600}};
    for (size_t i = 0; i < sizeof SCALED / sizeof SCALED[0]; i++) {
        int w = SCALED[i][0], h = SCALED[i][1];
        Layout one;
        layout_compute(&one, w, h, 15);
        assert_int_equal(one.ui_fit, 100);
        for (int k = LAYOUT_UI_MIN; k <= LAYOUT_UI_MAX; k += LAYOUT_UI_STEP) {
            Layout l;
            layout_compute_ui(&l, w, h, 15, k);
            assert_int_equal(l.ui_percent, k);
            assert_int_equal(l.ui_fit, layout_ui_fit(w, h, k));
            assert_true(l.ui_fit <= k && l.ui_fit >= LAYOUT_UI_MIN);
            assert_int_equal(l.board.w, l.board.h);
            assert_true(l.board.x >= 0 && l.board.y >= 0 && l.board.y + l.board.h <= h);
            assert_true(l.board.x + l.board.w <= l.panel.x);
            assert_int_equal(l.panel.x + l.panel.w, w);
            assert_true(l.grid_x > l.board.x && l.grid_x + 14 * l.cell < l.board.x + l.board.w);
            if (layout_text_px(&l, 15) < layout_text_px(&one, 15) || l.scale < one.scale) {
                fail_msg("%dx%d at %d%%: text of %d px, %d px at 100%%", w, h, k,
                         layout_text_px(&l, 15), layout_text_px(&one, 15));
            }
            /* Larger where the window holds it: the body text by the scale used, the
             * panel as much wider (its labels keep their room), the board still most
             * of the height. */
            double grown = layout_text_px(&l, 15) / (double)layout_text_px(&one, 15);
            if (k >= 125 && (l.ui_fit < 125 || grown < 1.15)) {
                fail_msg("%dx%d at %d%%: %d%% used, the text %.2f times larger", w, h, k, l.ui_fit,
                         grown);
            }
            assert_true(l.panel.w >= (int)(one.panel.w * l.ui_fit / 100.0) - 1 ||
                        l.panel.w >= w / 2);
            assert_true(l.board.w >= h / 2);
            check_round_trip_at(w, h, 15, k);
        }
        /* The most this window holds, and no more however much is asked. */
        assert_int_equal(layout_ui_fit(w, h, 1000), layout_ui_fit(w, h, LAYOUT_UI_MAX));
        assert_int_equal(layout_ui_fit(w, h, -5), LAYOUT_UI_MIN);
    }
    /* The least window holds little more than 100%; a 200% there says so. */
    assert_true(layout_ui_fit(800, 500, 200) < 125);
    /* Audit 27a, item 11: a 2560x1440 window held 134%, as every window taller than 592
     * did (the text's scale to the rows' was the smallest window's). It holds 150% now, the
     * panel half the window; 200% asked is said as 150% there. */
    Layout big;
    layout_compute_ui(&big, 2560, 1440, 15, 200);
    assert_int_equal(big.ui_fit, 150);
    assert_true(big.panel.w <= 2560 / 2 && big.board.w >= 1440 * 3 / 4);
}

/* The window at start, in the screens players have: the remembered size when it fits,
 * fitted into the usable area (a task bar, the window's frame) when it does not; the
 * default when the remembered size cannot be right; --size as asked, fitted the same. */
static void test_layout_window_start_fits_the_screen(void **state)
{
    (void)state;
    const LayoutRect full_hd = {0, 0, 1920, 1080}, full_hd_usable = {0, 0, 1920, 1040};
    const LayoutRect laptop = {0, 0, 1366, 768}, laptop_usable = {0, 0, 1366, 728};
    const LayoutRect netbook = {0, 0, 1024, 600}, netbook_usable = {0, 0, 1024, 520};
    const LayoutRect unknown = {0, 0, 0, 0};
    static const struct {
        int want_w, want_h;
        bool remembered;
        int screen; /* 0 full HD, 1 laptop, 2 netbook, 3 unknown */
        int w, h, min_w, min_h;
    } CASES[] = {
        {1600, 900, true, 0, 1600, 900, LAYOUT_MIN_W, LAYOUT_MIN_H},
        {1920, 1080, true, 0, 1904, 1000, LAYOUT_MIN_W, LAYOUT_MIN_H},
        /* A full-HD window on the laptop's smaller screen: too large, the default (fitted). */
        {1920, 1080, true, 1, LAYOUT_DEFAULT_W, 688, LAYOUT_MIN_W, LAYOUT_MIN_H},
        {1366, 768, true, 1, 1350, 688, LAYOUT_MIN_W, LAYOUT_MIN_H},
        {0, 0, true, 1, LAYOUT_DEFAULT_W, 688, LAYOUT_MIN_W, LAYOUT_MIN_H},
        {799, 600, true, 0, LAYOUT_DEFAULT_W, LAYOUT_DEFAULT_H, LAYOUT_MIN_W, LAYOUT_MIN_H},
        /* A netbook below the least size: the least size is the usable area. */
        {0, 0, true, 2, 1008, 480, LAYOUT_MIN_W, 480},
        {900, 520, true, 2, 900, 480, LAYOUT_MIN_W, 480},
        /* No screen known: the remembered size as it is. */
        {2500, 1400, true, 3, 2500, 1400, LAYOUT_MIN_W, LAYOUT_MIN_H},
        /* --size: fitted, never replaced by the default. */
        {3000, 2000, false, 0, 1904, 1000, LAYOUT_MIN_W, LAYOUT_MIN_H},
        {640, 400, false, 0, LAYOUT_MIN_W, LAYOUT_MIN_H, LAYOUT_MIN_W, LAYOUT_MIN_H},
    };
    const LayoutRect screens[][2] = {{full_hd, full_hd_usable},
                                     {laptop, laptop_usable},
                                     {netbook, netbook_usable},
                                     {unknown, unknown}};
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        LayoutStart at;
        layout_window_start(CASES[i].want_w, CASES[i].want_h, CASES[i].remembered, false,
                            screens[CASES[i].screen][0], screens[CASES[i].screen][1], &at);
        if (at.w != CASES[i].w || at.h != CASES[i].h || at.min_w != CASES[i].min_w ||
            at.min_h != CASES[i].min_h) {
            fail_msg("case %zu: %dx%d (least %dx%d)", i, at.w, at.h, at.min_w, at.min_h);
        }
        assert_false(at.maximized);
    }
    /* The maximized state is the settings' own; --size never maximizes. */
    LayoutStart at;
    layout_window_start(1600, 900, true, true, full_hd, full_hd_usable, &at);
    assert_true(at.maximized);
    assert_int_equal(at.w, 1600);
    layout_window_start(1600, 900, false, true, full_hd, full_hd_usable, &at);
    assert_false(at.maximized);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout_centres_round_trip_at_many_sizes),
        cmocka_unit_test(test_layout_named_points_land_where_a_player_expects),
        cmocka_unit_test(test_layout_board_labels_grow_with_the_interface),
        cmocka_unit_test(test_layout_picture_is_the_board_alone),
        cmocka_unit_test(test_layout_outside_the_grid_is_no_point),
        cmocka_unit_test(test_layout_board_is_square_and_left_of_the_panel),
        cmocka_unit_test(test_layout_uses_the_space_at_every_size),
        cmocka_unit_test(test_layout_hidpi_doubles_everything),
        cmocka_unit_test(test_layout_tiny_window_stays_valid),
        cmocka_unit_test(test_layout_interface_scale_at_every_size),
        cmocka_unit_test(test_layout_window_start_fits_the_screen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* Renju - MIT licence, see LICENSE.
 *
 * The 26 standard openings by name (named_opening.h, i18n_named_opening): each of them,
 * written as the RIF draws it, is found under all eight symmetries of the board, every
 * third stone of the central 5x5 is one of them, the Gomocup list of the 26
 * (lab/book-openings.txt) holds each once, and positions that are no standard opening
 * (White not next to the centre, the third stone outside the 5x5, the first stone off
 * the centre, a pass, too few stones, stones without a move order) are none. The names
 * exist in all four languages, each once. The built-in opening library (libbuiltin.h)
 * holds the 26 as the RIF draws them, each labelled with its code and name in the
 * language it is made in, and every line of the engine's book below them, each book
 * move's comment its evaluation as a chance.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai.h"
#include "i18n.h"
#include "libbuiltin.h"
#include "named_opening.h"
#include "symmetry.h"
#include "position.h"
#include "test_support.h"

/* The 26 as the RIF's diagrams show them: Black h8, White h9 (direct) or i9 (indirect). */
static const struct {
    const char *moves;
    NamedOpening id;
    const char *name;
    const char *code;
} RIF[NAMED_OPENING_COUNT] = {
    {"h8 h9 h10", NAMED_KANSEI, "Kansei", "1D"},
    {"h8 h9 i10", NAMED_KEIGETSU, "Keigetsu", "2D"},
    {"h8 h9 j10", NAMED_SOSEI, "Sosei", "3D"},
    {"h8 h9 i9", NAMED_KAGETSU, "Kagetsu", "4D"},
    {"h8 h9 j9", NAMED_ZANGETSU, "Zangetsu", "5D"},
    {"h8 h9 i8", NAMED_UGETSU, "Ugetsu", "6D"},
    {"h8 h9 j8", NAMED_KINSEI, "Kinsei", "7D"},
    {"h8 h9 h7", NAMED_SHOGETSU, "Shogetsu", "8D"},
    {"h8 h9 i7", NAMED_KYUGETSU, "Kyugetsu", "9D"},
    {"h8 h9 j7", NAMED_SHINGETSU, "Shingetsu", "10D"},
    {"h8 h9 h6", NAMED_ZUISEI, "Zuisei", "11D"},
    {"h8 h9 i6", NAMED_SANGETSU, "Sangetsu", "12D"},
    {"h8 h9 j6", NAMED_YUSEI, "Yusei", "13D"},
    {"h8 i9 j10", NAMED_CHOSEI, "Chosei", "1I"},
    {"h8 i9 j9", NAMED_KYOGETSU, "Kyogetsu", "2I"},
    {"h8 i9 j8", NAMED_KOSEI, "Kosei", "3I"},
    {"h8 i9 j7", NAMED_SUIGETSU, "Suigetsu", "4I"},
    {"h8 i9 j6", NAMED_RYUSEI, "Ryusei", "5I"},
    {"h8 i9 i8", NAMED_UNGETSU, "Ungetsu", "6I"},
    {"h8 i9 i7", NAMED_HOGETSU, "Hogetsu", "7I"},
    {"h8 i9 i6", NAMED_RANGETSU, "Rangetsu", "8I"},
    {"h8 i9 h7", NAMED_GINGETSU, "Gingetsu", "9I"},
    {"h8 i9 h6", NAMED_MYOJO, "Myojo", "10I"},
    {"h8 i9 g7", NAMED_SHAGETSU, "Shagetsu", "11I"},
    {"h8 i9 g6", NAMED_MEIGETSU, "Meigetsu", "12I"},
    {"h8 i9 f6", NAMED_SUISEI, "Suisei", "13I"},
};

/* The point p turned by symmetry t (0..7) of the 15x15 board about h8, in notation. */
static void turned(const char *p, int t, char *out, size_t cap)
{
    int x = p[0] - 'h';
    int y = atoi(p + 1) - 8;
    if (t & 4) {
        int s = x;
        x = y;
        y = s;
    }
    x = t & 1 ? -x : x;
    y = t & 2 ? -y : y;
    snprintf(out, cap, "%c%d", 'h' + x, y + 8);
}

/* The moves "a b c" turned by t, as a move list. */
static void turned_moves(const char *moves, int t, char *out, size_t cap)
{
    char a[4], b[4], c[4];
    char ta[16], tb[16], tc[16];
    assert_int_equal(sscanf(moves, "%3s %3s %3s", a, b, c), 3);
    turned(a, t, ta, sizeof ta);
    turned(b, t, tb, sizeof tb);
    turned(c, t, tc, sizeof tc);
    snprintf(out, cap, "%s %s %s", ta, tb, tc);
}

static NamedOpening opening_of(const char *moves)
{
    Board b;
    support_position(&b, moves);
    return named_opening_of_board(&b);
}

static void test_named_opening_all_26_under_all_8_symmetries(void **state)
{
    (void)state;
    for (int i = 0; i < NAMED_OPENING_COUNT; i++) {
        assert_int_equal(RIF[i].id, i);
        for (int t = 0; t < 8; t++) {
            char moves[64];
            turned_moves(RIF[i].moves, t, moves, sizeof moves);
            NamedOpening got = opening_of(moves);
            if (got != RIF[i].id) {
                fail_msg("%s (%s turned by %d): got %d, want %s", moves, RIF[i].moves, t, got,
                         RIF[i].name);
            }
            /* The same from the three points. */
            Board b;
            support_position(&b, moves);
            assert_int_equal(
                named_opening_find(15, b.history[0].pos, b.history[1].pos, b.history[2].pos),
                RIF[i].id);
        }
        assert_string_equal(named_opening_code(RIF[i].id), RIF[i].code);
        assert_string_equal(i18n_named_opening(LANG_EN, RIF[i].id), RIF[i].name);
    }
}

/* With White on h9 or on i9, every other point of the 5x5 is an opening of that kind:
 * the points a reflection swaps give the same one, so each direct opening comes once or
 * twice, 23 points in all, and so does each indirect one. */
static void test_named_opening_every_third_stone_in_the_5x5(void **state)
{
    (void)state;
    static const char *const WHITE[2] = {"h9", "i9"};
    for (int kind = 0; kind < 2; kind++) {
        int seen[NAMED_OPENING_COUNT] = {0};
        int points = 0;
        for (int x = -2; x <= 2; x++) {
            for (int y = -2; y <= 2; y++) {
                char third[16];
                snprintf(third, sizeof third, "%c%d", 'h' + x, 8 + y);
                if ((x == 0 && y == 0) || strcmp(third, WHITE[kind]) == 0) {
                    continue;
                }
                char moves[64];
                snprintf(moves, sizeof moves, "h8 %s %s", WHITE[kind], third);
                NamedOpening id = opening_of(moves);
                assert_true(id >= (kind ? NAMED_CHOSEI : NAMED_KANSEI));
                assert_true(id <= (kind ? NAMED_SUISEI : NAMED_YUSEI));
                seen[id]++;
                points++;
            }
        }
        assert_int_equal(points, 23);
        for (int i = kind * 13; i < kind * 13 + 13; i++) {
            assert_in_range(seen[i], 1, 2);
        }
    }
}

/* The Gomocup list of the 26 openings, which the opening book starts from: one each. */
static void test_named_opening_gomocup_list_holds_each_once(void **state)
{
    (void)state;
    FILE *f = fopen("lab/book-openings.txt", "r");
    assert_non_null(f);
    int seen[NAMED_OPENING_COUNT] = {0};
    int n = 0;
    char line[128];
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n') {
            continue;
        }
        line[strcspn(line, "\n")] = '\0';
        NamedOpening id = opening_of(line);
        assert_true(id != NAMED_OPENING_NONE);
        seen[id]++;
        n++;
    }
    fclose(f);
    assert_int_equal(n, NAMED_OPENING_COUNT);
    for (int i = 0; i < NAMED_OPENING_COUNT; i++) {
        assert_int_equal(seen[i], 1);
    }
}

static void test_named_opening_none(void **state)
{
    (void)state;
    static const char *const NOT_OPENINGS[] = {
        "h8 h10 h9", /* White not next to the centre */
        "h8 j10 i9", /* nor diagonally */
        "h8 h9 h11", /* the third stone outside the 5x5 */
        "h8 i9 k10",
        "h8 h9 e5",
        "g8 h9 h10", /* the first stone off the centre */
        "a1 b2 c3",
        "h8 h9", /* too few stones */
        "h8",
        "",
        "h8 pass h9", /* a pass among the first three */
        "pass h8 h9 i9",
        "h8 h9 pass i9",
        "b=h8,i9 w=h9", /* stones without a move order */
    };
    for (size_t i = 0; i < sizeof NOT_OPENINGS / sizeof NOT_OPENINGS[0]; i++) {
        if (opening_of(NOT_OPENINGS[i]) != NAMED_OPENING_NONE) {
            fail_msg("'%s' is no standard opening", NOT_OPENINGS[i]);
        }
    }
    /* What follows the third stone does not matter. */
    assert_int_equal(opening_of("h8 h9 i9 a1 o15 g7"), NAMED_KAGETSU);
    assert_int_equal(
        named_opening_find(15, support_point("h8"), support_point("h8"), support_point("h9")),
        NAMED_OPENING_NONE);
    assert_int_equal(
        named_opening_find(15, support_point("h8"), support_point("h9"), support_point("h9")),
        NAMED_OPENING_NONE);
    assert_int_equal(named_opening_find(15, support_point("h8"), POS_PASS, POS_NONE),
                     NAMED_OPENING_NONE);
    assert_string_equal(named_opening_code(NAMED_OPENING_NONE), "");
    assert_string_equal(named_opening_code(NAMED_OPENING_COUNT), "");
    assert_string_equal(i18n_named_opening(LANG_RU, NAMED_OPENING_NONE), "");
}

/* On the 19x19 board of old renju the centre is j10. */
static void test_named_opening_other_board_sizes(void **state)
{
    (void)state;
    Board b;
    char err[200];
    const char *kagetsu19 = "j10 j11 k11";
    assert_true(position_parse(kagetsu19, strlen(kagetsu19), 19, &b, err, sizeof err));
    assert_int_equal(named_opening_of_board(&b), NAMED_KAGETSU);
    /* The same stones on 15x15 do not start on its centre. */
    assert_true(position_parse(kagetsu19, strlen(kagetsu19), 15, &b, err, sizeof err));
    assert_int_equal(named_opening_of_board(&b), NAMED_OPENING_NONE);
}

static void test_named_opening_names_in_every_language(void **state)
{
    (void)state;
    for (int l = 0; l < LANG_COUNT; l++) {
        for (int i = 0; i < NAMED_OPENING_COUNT; i++) {
            const char *name = i18n_named_opening((Lang)l, (NamedOpening)i);
            assert_true(name[0] != '\0');
            for (int j = 0; j < i; j++) {
                if (strcmp(name, i18n_named_opening((Lang)l, (NamedOpening)j)) == 0) {
                    fail_msg("%s: '%s' names two openings", i18n_lang_code((Lang)l), name);
                }
            }
        }
    }
    assert_string_equal(i18n_named_opening(LANG_UK, NAMED_KAGETSU), "Каґецу");
    assert_string_equal(i18n_named_opening(LANG_RU, NAMED_KAGETSU), "Кагэцу");
    assert_string_equal(i18n_named_opening(LANG_BG, NAMED_KAGETSU), "Кагецу");
    assert_string_equal(i18n_named_opening(LANG_RU, NAMED_SHOGETSU), "Сёгэцу");
    assert_string_equal(i18n_named_opening(LANG_UK, NAMED_CHOSEI), "Тьосей");
    assert_string_equal(i18n_named_opening(LANG_BG, NAMED_MYOJO), "Мьоджо");
}

/* The continuation of b at point p in lib (its label and comment), or NULL. */
static const LibraryMove *continuation(const Library *lib, const Board *b, Pos p, LibraryMove *out,
                                       int *n)
{
    *n = library_find_all(lib, b, out, LIBRARY_SIZE * LIBRARY_SIZE + 1);
    for (int i = 0; i < *n; i++) {
        if (out[i].pos == p) {
            return &out[i];
        }
    }
    return NULL;
}

static void test_named_opening_built_in_library_holds_the_26(void **state)
{
    (void)state;
    Library *lib = libbuiltin_make(LANG_EN, NULL);
    Library *uk = libbuiltin_make(LANG_UK, NULL);
    assert_non_null(lib);
    assert_non_null(uk);
    static LibraryMove found[LIBRARY_SIZE * LIBRARY_SIZE + 1];
    int n;
    /* h8 is the library's one first move, h9 and i9 White's answers. */
    Board b;
    support_position(&b, "");
    assert_non_null(continuation(lib, &b, support_point("h8"), found, &n));
    assert_int_equal(n, 1);
    support_position(&b, "h8");
    assert_non_null(continuation(lib, &b, support_point("h9"), found, &n));
    assert_non_null(continuation(lib, &b, support_point("i9"), found, &n));
    assert_int_equal(n, 2);
    Pos stones[NAMED_OPENING_COUNT][3];
    for (int i = 0; i < NAMED_OPENING_COUNT; i++) {
        /* Each third stone where the RIF draws it, labelled "4D Kagetsu" ("4D Каґецу"). */
        char two[8], label[64];
        snprintf(two, sizeof two, "%.5s", RIF[i].moves);
        support_position(&b, two);
        Pos third = support_point(RIF[i].moves + 6);
        const LibraryMove *m = continuation(lib, &b, third, found, &n);
        assert_non_null(m);
        assert_int_equal(n, 13);
        snprintf(label, sizeof label, "%s %s", RIF[i].code, RIF[i].name);
        assert_string_equal(m->label, label);
        m = continuation(uk, &b, third, found, &n);
        assert_non_null(m);
        snprintf(label, sizeof label, "%s %s", RIF[i].code, i18n_named_opening(LANG_UK, RIF[i].id));
        assert_string_equal(m->label, label);
        /* The position it reaches is that opening, and no other of the 26 turned. */
        support_position(&b, RIF[i].moves);
        assert_int_equal(named_opening_of_board(&b), RIF[i].id);
        assert_true(library_position(lib, &b, NULL, NULL));
        for (int k = 0; k < 3; k++) {
            stones[i][k] = b.history[k].pos;
        }
        for (int j = 0; j < i; j++) {
            for (int t = 0; t < TURN_COUNT; t++) {
                bool same = true;
                for (int k = 0; k < 3; k++) {
                    same = same && symmetry_point(15, (BoardTurn)t, stones[j][k]) == stones[i][k];
                }
                assert_false(same);
            }
        }
    }
    /* A book move's evaluation, read as a chance as the window reads one elsewhere: after
     * Kagetsu (h8 h9 i9) the book's White j10 (its line "h8 h9 g9 f10 -937", mirrored). */
    support_position(&b, "h8 h9 i9");
    const LibraryMove *m = continuation(lib, &b, support_point("j10"), found, &n);
    assert_non_null(m);
    assert_string_equal(m->comment, "Black 78%");
    m = continuation(uk, &b, support_point("j10"), found, &n);
    assert_non_null(m);
    assert_string_equal(m->comment, "Чорні 78%");
    /* Every book line's position after its move is in it (turned as the library has it:
     * found under any of the eight turns). */
    int lines = 0;
    for (const char *line; (line = ai_book_line(lines)) != NULL; lines++) {
        char moves[128];
        snprintf(moves, sizeof moves, "%.*s", (int)(strrchr(line, ' ') - line), line);
        support_position(&b, moves);
        if (!library_position(lib, &b, NULL, NULL)) {
            fail_msg("book line '%s': not in the library", line);
        }
    }
    assert_true(lines > 300);
    library_free(lib);
    library_free(uk);
}

int main(void)
{
    renju_init();
    support_load_translations();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_named_opening_all_26_under_all_8_symmetries),
        cmocka_unit_test(test_named_opening_every_third_stone_in_the_5x5),
        cmocka_unit_test(test_named_opening_gomocup_list_holds_each_once),
        cmocka_unit_test(test_named_opening_none),
        cmocka_unit_test(test_named_opening_other_board_sizes),
        cmocka_unit_test(test_named_opening_names_in_every_language),
        cmocka_unit_test(test_named_opening_built_in_library_holds_the_26),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* Renju - MIT licence, see LICENSE.
 *
 * The window's text fields' editing (textfield.h), without a window: Backspace takes a
 * whole character (two bytes of a Cyrillic letter, four of an emoji), text that would
 * cross the cap goes in up to a whole character (a path: whole or not at all), a paste's
 * line breaks are what each kind of field makes of them, Ctrl+U empties the field.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "textfield.h"

/* The field's text, after checking its length and its terminator agree. */
static const char *shown(const char *buf, size_t len)
{
    assert_int_equal(strlen(buf), len);
    return buf;
}

static void test_textfield_backspace_takes_a_whole_character(void **state)
{
    (void)state;
    char buf[64];
    size_t len = 0;
    buf[0] = '\0';
    assert_true(textfield_insert(buf, sizeof buf, &len, "h8 Ход😀ж", TEXTFIELD_WORDS));
    assert_int_equal(len, strlen("h8 Ход😀ж"));
    textfield_back(buf, &len); /* ж: two bytes */
    assert_string_equal(shown(buf, len), "h8 Ход😀");
    textfield_back(buf, &len); /* the emoji: four bytes */
    assert_string_equal(shown(buf, len), "h8 Ход");
    textfield_back(buf, &len);
    assert_string_equal(shown(buf, len), "h8 Хо");
    textfield_back(buf, &len);
    textfield_back(buf, &len);
    assert_string_equal(shown(buf, len), "h8 ");
    for (int i = 0; i < 5; i++) { /* and never past the start */
        textfield_back(buf, &len);
    }
    assert_string_equal(shown(buf, len), "");
}

/* A field of 8 bytes holds 7: "ab" and two Cyrillic letters (6 bytes), never the first
 * byte of a third; an emoji does not go into the byte left, a Latin letter does. */
static void test_textfield_insert_at_the_cap_never_leaves_half_a_character(void **state)
{
    (void)state;
    static const TextFieldKind KINDS[] = {TEXTFIELD_WORDS, TEXTFIELD_LINES, TEXTFIELD_PROGRAM};
    for (size_t i = 0; i < sizeof KINDS / sizeof KINDS[0]; i++) {
        char buf[8] = "ab";
        size_t len = 2;
        assert_false(textfield_insert(buf, sizeof buf, &len, "жжж", KINDS[i]));
        assert_string_equal(shown(buf, len), "abжж");
        assert_false(textfield_insert(buf, sizeof buf, &len, "😀", KINDS[i]));
        assert_string_equal(shown(buf, len), "abжж");
        assert_true(textfield_insert(buf, sizeof buf, &len, "c", KINDS[i]));
        assert_string_equal(shown(buf, len), "abжжc");
        assert_false(textfield_insert(buf, sizeof buf, &len, "d", KINDS[i])); /* full */
        assert_string_equal(shown(buf, len), "abжжc");
    }
}

/* The file dialog's field was 1023 bytes: ".renju" typed at its end became ".renj". A
 * path takes a text whole or not at all. */
static void test_textfield_path_is_all_or_nothing(void **state)
{
    (void)state;
    char field[4096];
    memset(field, 'a', sizeof field - 8);
    field[sizeof field - 8] = '\0'; /* room for 7 more bytes */
    size_t len = sizeof field - 8;
    assert_true(textfield_insert(field, sizeof field, &len, "/x", TEXTFIELD_PATH));
    assert_false(textfield_insert(field, sizeof field, &len, ".renju", TEXTFIELD_PATH));
    assert_int_equal(strlen(field), sizeof field - 6);
    assert_string_equal(shown(field, len) + sizeof field - 8, "/x");
    assert_true(textfield_insert(field, sizeof field, &len, ".png", TEXTFIELD_PATH));
    assert_string_equal(field + sizeof field - 8, "/x.png");
    assert_false(textfield_insert(field, sizeof field, &len, "ab", TEXTFIELD_PATH));
    assert_true(textfield_insert(field, sizeof field, &len, "b", TEXTFIELD_PATH));
    assert_int_equal(strlen(field), sizeof field - 1);
    /* A multi-byte character is never cut: both go in or neither. */
    char small[8] = "abcd";
    len = 4;
    assert_false(textfield_insert(small, sizeof small, &len, "жж", TEXTFIELD_PATH));
    assert_string_equal(shown(small, len), "abcd");
    assert_true(textfield_insert(small, sizeof small, &len, "ж", TEXTFIELD_PATH));
    assert_string_equal(shown(small, len), "abcdж");
}

/* A paste of several lines: a position's lines are blanks between its moves; a comment
 * keeps its line breaks (a CR of CR LF left out); a file's path leaves them out; a
 * program's path is its first line. Tabs: a blank, a blank, left out, left out. */
static void test_textfield_paste_with_line_breaks_into_a_one_line_field(void **state)
{
    (void)state;
    static const struct {
        TextFieldKind kind;
        const char *paste, *field;
    } CASES[] = {
        {TEXTFIELD_WORDS, "h8 i9\r\nj8\tk9\n", "h8 i9  j8 k9 "},
        {TEXTFIELD_LINES, "Ход h8\r\nсильный\tход\n", "Ход h8\nсильный ход\n"},
        {TEXTFIELD_PATH, "/home/игрок/\nпартия\t.renju\r\n", "/home/игрок/партия.renju"},
        {TEXTFIELD_PROGRAM, "/opt/движок\t/pbrain\r\n--second line\n", "/opt/движок/pbrain"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char buf[64] = "";
        size_t len = 0;
        assert_true(textfield_insert(buf, sizeof buf, &len, CASES[i].paste, CASES[i].kind));
        assert_string_equal(shown(buf, len), CASES[i].field);
    }
}

/* Control characters, C1 controls and bytes that are no UTF-8 are never typed, in any
 * field; a cut character at the text's end neither. */
static void test_textfield_leaves_out_controls_and_bytes_that_are_no_utf8(void **state)
{
    (void)state;
    for (int kind = TEXTFIELD_WORDS; kind <= TEXTFIELD_PROGRAM; kind++) {
        char buf[32] = "";
        size_t len = 0;
        assert_true(textfield_insert(buf, sizeof buf, &len,
                                     "a\x01\x1b"
                                     "b\x7f\xc2\x85\xff"
                                     "c\xd0",
                                     (TextFieldKind)kind));
        assert_string_equal(shown(buf, len), "abc");
    }
}

static void test_textfield_clear_empties_the_field(void **state)
{
    (void)state;
    char buf[16] = "";
    size_t len = 0;
    assert_false(textfield_insert(buf, sizeof buf, &len, "Привет, мир", TEXTFIELD_LINES));
    assert_string_equal(shown(buf, len), "Привет, "); /* 14 bytes: no room for м */
    textfield_clear(buf, &len);
    assert_string_equal(shown(buf, len), "");
    textfield_back(buf, &len); /* Backspace in an empty field: still empty */
    assert_string_equal(shown(buf, len), "");
    assert_true(textfield_insert(buf, sizeof buf, &len, "мир", TEXTFIELD_LINES));
    assert_string_equal(shown(buf, len), "мир"); /* typed from the start again */
}

/* The network fields: an address takes a pasted line's printable ASCII without blanks
 * (a copied "  192.168.1.5:7412" with its line break and a Cyrillic note after it), a
 * port its digits; a byte cap still holds. */
static void test_textfield_address_and_port_take_what_a_network_reads(void **state)
{
    (void)state;
    char buf[32] = "";
    size_t len = 0;
    assert_true(
        textfield_insert(buf, sizeof buf, &len, "  192.168.1.5:7412\nхост", TEXTFIELD_ADDRESS));
    assert_string_equal(shown(buf, len), "192.168.1.5:7412");
    textfield_clear(buf, &len);
    assert_true(textfield_insert(buf, sizeof buf, &len, "[::1]:7412 сервер\t", TEXTFIELD_ADDRESS));
    assert_string_equal(shown(buf, len), "[::1]:7412");
    char port[6] = "";
    size_t n = 0;
    assert_true(textfield_insert(port, sizeof port, &n, "74a1 2", TEXTFIELD_PORT));
    assert_string_equal(shown(port, n), "7412");
    assert_false(textfield_insert(port, sizeof port, &n, "345", TEXTFIELD_PORT));
    assert_string_equal(shown(port, n), "74123"); /* 5 digits and the NUL */
    textfield_back(port, &n);
    assert_string_equal(shown(port, n), "7412");
}

/* Ctrl+A then typing replaces the whole path (audit 19a: typing after Ctrl+A appended to
 * the old path, and clearing it took End and 90 Backspaces). */
static void test_textfield_select_all_then_type_replaces_the_text(void **state)
{
    (void)state;
    char buf[64];
    size_t len = 0;
    TextSel sel = {0, 0, 0};
    assert_true(textfield_type(buf, sizeof buf, &len, &sel, "/игры/партия.renju", TEXTFIELD_PATH));
    textfield_select_all(buf, len, &sel);
    size_t start;
    assert_int_equal(textfield_selected(buf, len, &sel, &start), len);
    assert_int_equal(start, 0);
    assert_true(textfield_type(buf, sizeof buf, &len, &sel, "/tmp/p", TEXTFIELD_PATH));
    assert_string_equal(buf, "/tmp/p");
    assert_int_equal(len, 6);
    /* Select all, Backspace: empty; Delete on an empty field: nothing to take. */
    textfield_select_all(buf, len, &sel);
    assert_true(textfield_delete(buf, &len, &sel, false));
    assert_string_equal(buf, "");
    assert_false(textfield_delete(buf, &len, &sel, true));
}

/* Shift+Left/Right/Home/End extend by whole characters (a Cyrillic name is never split),
 * Left/Right without Shift drop the selection at its side; typing goes in at the caret. */
static void test_textfield_shift_arrows_select_whole_characters(void **state)
{
    (void)state;
    char buf[64];
    size_t len = 0;
    TextSel sel = {0, 0, 0};
    assert_true(textfield_type(buf, sizeof buf, &len, &sel, "ход h8.renju", TEXTFIELD_PATH));
    textfield_move(buf, len, &sel, TEXTMOVE_HOME, false);
    textfield_move(buf, len, &sel, TEXTMOVE_RIGHT, true);
    textfield_move(buf, len, &sel, TEXTMOVE_RIGHT, true);
    size_t start, n = textfield_selected(buf, len, &sel, &start);
    assert_int_equal(start, 0);
    assert_int_equal(n, 4); /* "хо": two characters of two bytes */
    assert_true(textfield_type(buf, sizeof buf, &len, &sel, "Х", TEXTFIELD_PATH));
    assert_string_equal(buf, "Хд h8.renju");
    /* Shift+End from after "Хд": the rest; Delete removes it. */
    textfield_move(buf, len, &sel, TEXTMOVE_RIGHT, false);
    textfield_move(buf, len, &sel, TEXTMOVE_END, true);
    assert_int_equal(textfield_selected(buf, len, &sel, &start), strlen(" h8.renju"));
    assert_true(textfield_delete(buf, &len, &sel, true));
    assert_string_equal(buf, "Хд");
    /* Left without Shift on a selection: the caret at its start; Backspace a whole
     * character before it. */
    textfield_move(buf, len, &sel, TEXTMOVE_HOME, true);
    textfield_move(buf, len, &sel, TEXTMOVE_LEFT, false);
    assert_int_equal(textfield_selected(buf, len, &sel, &start), 0);
    assert_int_equal(sel.caret, 0);
    textfield_move(buf, len, &sel, TEXTMOVE_RIGHT, false);
    textfield_move(buf, len, &sel, TEXTMOVE_RIGHT, false);
    assert_true(textfield_delete(buf, &len, &sel, false));
    assert_string_equal(buf, "Х");
    /* A click inside a character puts the caret at its start, nothing selected. */
    assert_true(textfield_type(buf, sizeof buf, &len, &sel, "ж", TEXTFIELD_PATH));
    textfield_select_all(buf, len, &sel);
    textfield_place(buf, len, &sel, 3); /* inside "ж" */
    assert_int_equal(sel.caret, 2);
    assert_int_equal(textfield_selected(buf, len, &sel, &start), 0);
    assert_true(textfield_type(buf, sizeof buf, &len, &sel, "8", TEXTFIELD_WORDS));
    assert_string_equal(buf, "Х8ж");
}

/* A paste over a selection: at the cap the selection's room counts, a path goes in whole
 * or not at all (the selection kept), and a text changed outside the field (a name picked
 * from the list) puts the caret at its end. */
static void test_textfield_paste_over_a_selection_at_the_cap(void **state)
{
    (void)state;
    char buf[8];
    size_t len = 0;
    TextSel sel = {0, 0, 0};
    assert_true(textfield_type(buf, sizeof buf, &len, &sel, "h8 i9ж", TEXTFIELD_WORDS));
    textfield_move(buf, len, &sel, TEXTMOVE_HOME, false);
    textfield_move(buf, len, &sel, TEXTMOVE_RIGHT, true);
    textfield_move(buf, len, &sel, TEXTMOVE_RIGHT, true); /* "h8" selected */
    assert_false(textfield_type(buf, sizeof buf, &len, &sel, "j10ж", TEXTFIELD_PATH));
    assert_string_equal(buf, "h8 i9ж"); /* a path all or nothing: as it was */
    size_t start;
    assert_int_equal(textfield_selected(buf, len, &sel, &start), 2);
    assert_false(textfield_type(buf, sizeof buf, &len, &sel, "j10ж", TEXTFIELD_WORDS));
    assert_string_equal(buf, "j1 i9ж"); /* the characters that fit, in the selection's room */
    snprintf(buf, sizeof buf, "k11");
    len = 3;
    assert_true(textfield_type(buf, sizeof buf, &len, &sel, " l12", TEXTFIELD_WORDS));
    assert_string_equal(buf, "k11 l12");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_textfield_backspace_takes_a_whole_character),
        cmocka_unit_test(test_textfield_insert_at_the_cap_never_leaves_half_a_character),
        cmocka_unit_test(test_textfield_path_is_all_or_nothing),
        cmocka_unit_test(test_textfield_paste_with_line_breaks_into_a_one_line_field),
        cmocka_unit_test(test_textfield_leaves_out_controls_and_bytes_that_are_no_utf8),
        cmocka_unit_test(test_textfield_clear_empties_the_field),
        cmocka_unit_test(test_textfield_address_and_port_take_what_a_network_reads),
        cmocka_unit_test(test_textfield_select_all_then_type_replaces_the_text),
        cmocka_unit_test(test_textfield_shift_arrows_select_whole_characters),
        cmocka_unit_test(test_textfield_paste_over_a_selection_at_the_cap),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

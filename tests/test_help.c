/* Renju - MIT licence, see LICENSE.
 *
 * The help's pages (help.h) without a display: every diagram parses, its point is empty,
 * and the rules module judges it as its caption says (3x3, 4x4 on two lines and on one,
 * overline forbidden; 4x3, five first and a false three allowed); every page has a title
 * and words in every language; the diagram's window holds its stones and point; the
 * study's page says the numbers the study uses, and the keys page what VCF and VCT are;
 * the review, library and network pages name the keys of the key table, the window's own
 * words for its buttons and the numbers the program uses.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "help.h"
#include "keymap.h"
#include "mistakes.h"
#include "netgame.h"
#include "rating.h"
#include "review.h"
#include "trainer.h"
#include "test_support.h"

static int setup(void **state)
{
    (void)state;
    renju_init();
    support_load_translations();
    return 0;
}

static void test_help_diagrams_say_what_the_rules_do(void **state)
{
    (void)state;
    const HelpPage *pages;
    int n = help_pages(&pages);
    int diagrams = 0, fouls = 0;
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < HELP_MAX_DIAGRAMS && pages[i].diagrams[k].stones; k++) {
            const HelpDiagram *d = &pages[i].diagrams[k];
            Board b;
            Pos p;
            RuleVerdict v;
            if (!help_diagram_judge(d, &b, &p, &v)) {
                fail_msg("diagram %s / %s does not parse", d->stones, d->point);
            }
            if (v != d->expect) {
                fail_msg("%s at %s: the rules say %s, the caption %s", d->stones, d->point,
                         rules_verdict_name(v), rules_verdict_name(d->expect));
            }
            diagrams++;
            fouls += verdict_is_foul(v);
        }
    }
    assert_int_equal(diagrams, 10);
    assert_int_equal(fouls, 4);
}

/* The fine points a coach teaches after the fouls (audit 29b, item 4): a false three whose
 * straight-four point is itself a double-three, a three blocked by a stone, a four whose
 * five would be an overline. Each is allowed, and each becomes a foul without the one
 * stone that makes it a fine point: the diagram shows what its caption says. */
static void test_help_fine_points_are_the_hard_cases(void **state)
{
    (void)state;
    const HelpPage *pages;
    int page = help_page_of(S_HELP_PAGE_FINE);
    help_pages(&pages);
    assert_true(page >= 0);
    static const struct {
        StrId caption;
        const char *without; /* the stone that makes the point allowed */
        RuleVerdict then;
    } CASES[] = {{S_HELP_DIA_FALSE_DEEP, "i10", VERDICT_DOUBLE_THREE},
                 {S_HELP_DIA_BLOCKED, "e8", VERDICT_DOUBLE_THREE},
                 {S_HELP_DIA_NO_FOUR, "d8", VERDICT_DOUBLE_FOUR}};
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        const HelpDiagram *d = &pages[page].diagrams[i];
        assert_int_equal(d->caption, CASES[i].caption);
        Board b;
        Pos p;
        RuleVerdict v;
        assert_true(help_diagram_judge(d, &b, &p, &v));
        assert_int_equal(v, VERDICT_OK);
        Pos off = support_point(CASES[i].without);
        assert_int_not_equal(board_at(&b, off), STONE_EMPTY);
        board_set(&b, off, STONE_EMPTY);
        assert_int_equal(rules_check_move(rules_get(RULE_RENJU), &b, p, STONE_BLACK),
                         CASES[i].then);
        /* The caption names the deciding stone, in every language's text too. */
        for (Lang l = LANG_EN; l < LANG_COUNT; l++) {
            assert_non_null(strstr(i18n_text(l, d->caption), CASES[i].without));
        }
    }
}

static void test_help_judge_refuses_a_bad_diagram(void **state)
{
    (void)state;
    Board b;
    Pos p;
    RuleVerdict v;
    HelpDiagram bad_point = {"b=f8,g8", "z99", VERDICT_OK, S_COUNT};
    assert_false(help_diagram_judge(&bad_point, &b, &p, &v));
    HelpDiagram occupied = {"b=f8,g8,h8", "h8", VERDICT_OK, S_COUNT};
    assert_false(help_diagram_judge(&occupied, &b, &p, &v));
    HelpDiagram bad_stones = {"b=f8,q99", "h8", VERDICT_OK, S_COUNT};
    assert_false(help_diagram_judge(&bad_stones, &b, &p, &v));
}

static void test_help_window_holds_the_stones_and_the_point(void **state)
{
    (void)state;
    Board b;
    Pos p;
    RuleVerdict v;
    /* The one-line double four: d8..l8, one free line each side, at least 5 rows. */
    HelpDiagram d = {"b=d8,e8,f8,j8,k8,l8", "h8", VERDICT_DOUBLE_FOUR, S_COUNT};
    assert_true(help_diagram_judge(&d, &b, &p, &v));
    int x0, y0, x1, y1;
    help_diagram_window(&b, p, &x0, &y0, &x1, &y1);
    assert_int_equal(x0, 2);  /* c */
    assert_int_equal(x1, 12); /* m */
    assert_int_equal(y1 - y0, 4);
    assert_true(y0 <= 7 && y1 >= 7);
    /* Near the edge the window stops at the board. */
    HelpDiagram edge = {"b=a1,b1,c1", "d1", VERDICT_OK, S_COUNT};
    assert_true(help_diagram_judge(&edge, &b, &p, &v));
    help_diagram_window(&b, p, &x0, &y0, &x1, &y1);
    assert_int_equal(x0, 0);
    assert_int_equal(y0, 0);
    assert_true(x1 >= 4 && y1 >= 3);
}

static void test_help_pages_speak_every_language(void **state)
{
    (void)state;
    const HelpPage *pages;
    int n = help_pages(&pages);
    assert_true(n >= 6 && n <= HELP_MAX_PAGES);
    assert_int_equal(pages[0].kind, HELP_KEYS);
    for (int lang = LANG_UK; lang < LANG_COUNT; lang++) {
        for (int i = 0; i < n; i++) {
            const char *title = i18n_text((Lang)lang, pages[i].title);
            assert_string_not_equal(title, i18n_text(LANG_EN, pages[i].title));
            for (int k = 0; k < HELP_MAX_TEXT && pages[i].text[k] != S_COUNT; k++) {
                /* Translated: not the English. */
                assert_string_not_equal(i18n_text((Lang)lang, pages[i].text[k]),
                                        i18n_text(LANG_EN, pages[i].text[k]));
            }
        }
    }
}

/* The keys page says what B and W do in the New game dialog: it names every seat they
 * turn to, in the words of the dialog's own buttons, in every language, with the computer
 * and without it (it said "person or computer" once B and W turned to Network too). */
static void test_help_keys_name_every_seat_the_dialog_keys_reach(void **state)
{
    (void)state;
    static const StrId WORDS[3] = {
        [SEAT_HUMAN] = S_PERSON, [SEAT_AI] = S_COMPUTER, [SEAT_REMOTE] = S_NETWORK};
    const KeymapHelpRow *rows;
    int n = keymap_help_rows(&rows);
    int checked = 0;
    for (int r = 0; r < n; r++) {
        if (rows[r].dialog[0] != KEYMAP_DLG_FIRST_SEAT &&
            rows[r].dialog[0] != KEYMAP_DLG_SECOND_SEAT) {
            continue;
        }
        for (int lang = 0; lang < LANG_COUNT; lang++) {
            const char *text = i18n_text((Lang)lang, rows[r].what);
            for (int ai = 0; ai < 2; ai++) {
                SeatKind k = SEAT_HUMAN;
                int reached = 0;
                do {
                    /* The button's word but its first letter (a capital there). */
                    const char *word = i18n_text((Lang)lang, WORDS[k]) + 1;
                    while ((*word & 0xC0) == 0x80) {
                        word++;
                    }
                    if (!strstr(text, word)) {
                        fail_msg("%s: '%s' does not name '%s'", i18n_lang_code((Lang)lang), text,
                                 i18n_text((Lang)lang, WORDS[k]));
                    }
                    k = keymap_dialog_next_seat(k, ai);
                } while (k != SEAT_HUMAN && ++reached < 4);
                assert_int_equal(reached, ai ? 2 : 1); /* Network, and the computer */
            }
            checked++;
        }
    }
    assert_int_equal(checked, 2 * LANG_COUNT);
}

/* F1 had no word on study mode (audit 19b, 3): its page says, in every language, the
 * numbers the rating and the trainer use (a newcomer's 1500, a problem's 250 at most, the
 * trainer's levels 1…7), that a rating is provisional at first, the list's marks and its key for
 * one technique (T); the keys page says what VCF and VCT are where it names them. */
static void test_help_study_page_says_what_the_study_does(void **state)
{
    (void)state;
    const HelpPage *pages;
    int n = help_pages(&pages), page = -1;
    for (int i = 0; i < n; i++) {
        page = pages[i].title == S_HELP_PAGE_STUDY ? i : page;
    }
    assert_true(page > 0);
    char start[16], cap[16], levels[16];
    snprintf(start, sizeof start, "%d", (int)RATING_START);
    snprintf(cap, sizeof cap, " %d ", (int)RATING_MAX_CHANGE);
    snprintf(levels, sizeof levels, "1…%d", TRAINER_LEVEL_COUNT);
    /* "T (": the list of one technique (audit 29b, a puzzle site's themes). */
    const char *wanted[] = {start, cap, levels, "✓", "◐", "VCF", "VCT", "T (", ""};
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        char all[8000] = "";
        size_t len = 0;
        for (int k = 0; k < HELP_MAX_TEXT && pages[page].text[k] != S_COUNT; k++) {
            len += (size_t)snprintf(all + len, sizeof all - len, "%s ",
                                    i18n_text((Lang)lang, pages[page].text[k]));
            assert_true(len < sizeof all);
        }
        /* A provisional rating, named as the panel names it ("Rating %s, provisional": the words
         * after the number), no more with a "?" (audit 31a, C8). */
        wanted[sizeof wanted / sizeof wanted[0] - 1] =
            strstr(i18n_text((Lang)lang, S_STUDY_RATING_PROVISIONAL_SHORT), "%s") + strlen("%s, ");
        for (size_t w = 0; w < sizeof wanted / sizeof wanted[0]; w++) {
            if (!strstr(all, wanted[w])) {
                fail_msg("%s: the study page does not say \"%s\"", i18n_lang_code((Lang)lang),
                         wanted[w]);
            }
        }
        const char *solve = i18n_text((Lang)lang, S_KEY_SOLVE);
        assert_non_null(strstr(solve, "VCF ("));
        assert_non_null(strstr(solve, "VCT ("));
    }
}

/* All the paragraphs of the page titled title in lang, one after the other, into all. */
static void page_text(StrId title, Lang lang, char *all, size_t cap)
{
    const HelpPage *pages;
    help_pages(&pages);
    int page = help_page_of(title);
    assert_true(page > 0);
    size_t len = 0;
    all[0] = '\0';
    for (int k = 0; k < HELP_MAX_TEXT && pages[page].text[k] != S_COUNT; k++) {
        len += (size_t)snprintf(all + len, cap - len, "%s ", i18n_text(lang, pages[page].text[k]));
        assert_true(len < cap);
    }
}

/* Fails unless all holds every text of wanted (n of them). */
static void says_all(const char *page, Lang lang, const char *all, char wanted[][48], int n)
{
    for (int w = 0; w < n; w++) {
        if (!strstr(all, wanted[w])) {
            fail_msg("%s: the %s page does not say \"%s\"", i18n_lang_code(lang), page, wanted[w]);
        }
    }
}

/* F1 had no page on reviewing a game, on the opening library or on network play (gap21):
 * each says, in every language, the keys the key table binds (in brackets where it names
 * one letter: "(E)"), the window's own words for the buttons and fields it names, and the
 * numbers the program uses (the port, the mistakes' fall and their checks' nodes, the best
 * moves' count, the moves a game's tree holds). */
/* Audit 33a, C7: texts that named only the mouse name the key too, in every language: the
 * letters' Shift+click is Shift+Enter on the cursor's point. */
static void test_help_letters_name_the_key_as_well_as_the_click(void **state)
{
    (void)state;
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        assert_non_null(strstr(i18n_text((Lang)lang, S_KEY_LETTERS), "Shift+Enter"));
        assert_non_null(strstr(i18n_text((Lang)lang, S_MSG_LETTERS_ON), "Shift+Enter"));
    }
}

static void test_help_review_library_network_pages_say_what_the_window_does(void **state)
{
    (void)state;
    static const CtlCommand REVIEW_KEYS[] = {
        CTL_CMD_BACK,      CTL_CMD_FORWARD, CTL_CMD_FIRST,         CTL_CMD_LAST,
        CTL_CMD_GRAPH,     CTL_CMD_ANALYSE, CTL_CMD_ANALYSE_LIVE,  CTL_CMD_NBEST,
        CTL_CMD_SOLVE,     CTL_CMD_DELETE,  CTL_CMD_COPY_ANALYSIS, CTL_CMD_LINE_PREV,
        CTL_CMD_LINE_NEXT, CTL_CMD_NOTE,    CTL_CMD_LETTERS,       CTL_CMD_MARK_MOVE};
    static const StrId REVIEW_WORDS[] = {S_BACK_TO_GAME, S_ANALYSE, S_ANALYSE_LIVE, S_NBEST,
                                         S_VARIATIONS};
    static const CtlCommand LIBRARY_KEYS[] = {CTL_CMD_LIBRARY_OPEN, CTL_CMD_LIBRARY, CTL_CMD_OPEN,
                                              CTL_CMD_FIND_POSITION};
    static const StrId LIBRARY_WORDS[] = {S_FILES,       S_FILE_LIBRARY, S_FILE_MERGE, S_OPEN,
                                          S_LIBRARY_OUT, S_FILE_FIND,    S_FIND_HERE};
    static const CtlCommand NETWORK_KEYS[] = {CTL_CMD_UNDO, CTL_CMD_DRAW, CTL_CMD_RESIGN,
                                              CTL_CMD_SAVE, CTL_CMD_QUIT};
    static const StrId NETWORK_WORDS[] = {
        S_PERSON,      S_COMPUTER, S_NETWORK, S_NET_ROW,    S_NET_HOST, S_NET_JOIN, S_NET_PORT,
        S_NET_ADDRESS, S_START,    S_CANCEL,  S_OFFER_DRAW, S_ACCEPT,   S_DECLINE,  S_RESIGN};
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        Lang l = (Lang)lang;
        char all[8000], want[40][48];
        int n = 0;
        page_text(S_HELP_PAGE_REVIEW, l, all, sizeof all);
        for (size_t i = 0; i < sizeof REVIEW_KEYS / sizeof REVIEW_KEYS[0]; i++) {
            char key[32];
            keymap_label(REVIEW_KEYS[i], false, key, sizeof key);
            snprintf(want[n++], sizeof want[0], strlen(key) == 1 ? "(%s)" : "%s", key);
        }
        for (size_t i = 0; i < sizeof REVIEW_WORDS / sizeof REVIEW_WORDS[0]; i++) {
            snprintf(want[n++], sizeof want[0], "%s", i18n_text(l, REVIEW_WORDS[i]));
        }
        snprintf(want[n++], sizeof want[0], " %d ", MISTAKE_DROP);
        i18n_grouped(l, MISTAKE_CHECK_NODES, want[n++], sizeof want[0]);
        snprintf(want[n++], sizeof want[0], " %d ", CTL_NBEST_MIN);
        snprintf(want[n++], sizeof want[0], " %d ", CTL_NBEST_MAX);
        says_all("review", l, all, want, n);
        n = 0;
        page_text(S_HELP_PAGE_LIBRARY, l, all, sizeof all);
        for (size_t i = 0; i < sizeof LIBRARY_KEYS / sizeof LIBRARY_KEYS[0]; i++) {
            keymap_label(LIBRARY_KEYS[i], false, want[n++], sizeof want[0]);
        }
        for (size_t i = 0; i < sizeof LIBRARY_WORDS / sizeof LIBRARY_WORDS[0]; i++) {
            snprintf(want[n++], sizeof want[0], "%s", i18n_text(l, LIBRARY_WORDS[i]));
        }
        snprintf(want[n++], sizeof want[0], " %d ", RECORD_LIB_GAME_MOVES); /* a .lib as a game */
        /* A comment's point names turn with the board (library_comment_turned): said, with
         * the two spellings it turns (audit 32a C9). */
        snprintf(want[n++], sizeof want[0], "(e8, H11)");
        says_all("library", l, all, want, n);
        n = 0;
        page_text(S_HELP_PAGE_NETWORK, l, all, sizeof all);
        for (size_t i = 0; i < sizeof NETWORK_KEYS / sizeof NETWORK_KEYS[0]; i++) {
            char key[32];
            keymap_label(NETWORK_KEYS[i], false, key, sizeof key);
            snprintf(want[n++], sizeof want[0], strlen(key) == 1 ? "(%s)" : "%s", key);
        }
        for (int seat = 0; seat < 2; seat++) {
            char key[8];
            keymap_dialog_label(seat ? KEYMAP_DLG_SECOND_SEAT : KEYMAP_DLG_FIRST_SEAT, key,
                                sizeof key);
            snprintf(want[n++], sizeof want[0], " %s ", key);
        }
        for (size_t i = 0; i < sizeof NETWORK_WORDS / sizeof NETWORK_WORDS[0]; i++) {
            snprintf(want[n++], sizeof want[0], "%s", i18n_text(l, NETWORK_WORDS[i]));
        }
        snprintf(want[n++], sizeof want[0], "%d", NET_DEFAULT_PORT);
        says_all("network", l, all, want, n);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_help_diagrams_say_what_the_rules_do),
        cmocka_unit_test(test_help_judge_refuses_a_bad_diagram),
        cmocka_unit_test(test_help_window_holds_the_stones_and_the_point),
        cmocka_unit_test(test_help_fine_points_are_the_hard_cases),
        cmocka_unit_test(test_help_pages_speak_every_language),
        cmocka_unit_test(test_help_keys_name_every_seat_the_dialog_keys_reach),
        cmocka_unit_test(test_help_study_page_says_what_the_study_does),
        cmocka_unit_test(test_help_review_library_network_pages_say_what_the_window_does),
        cmocka_unit_test(test_help_letters_name_the_key_as_well_as_the_click),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}

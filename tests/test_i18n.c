/* Renju - MIT licence, see LICENSE.
 *
 * The window's languages and settings without SDL: every word exists in all four
 * languages, fouls are explained in each (naming the point and the foul), results and
 * evaluations read right, and settings survive a write and read back.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "ai.h"
#include "i18n.h"
#include "settings.h"
#include "test_support.h"

static void test_i18n_every_string_in_every_language(void **state)
{
    (void)state;
    for (int l = 0; l < LANG_COUNT; l++) {
        for (int id = 0; id < S_COUNT; id++) {
            const char *s = i18n_text((Lang)l, (StrId)id);
            if (!s || !s[0] || strcmp(s, "?") == 0) {
                fail_msg("string %d missing in %s", id, i18n_lang_code((Lang)l));
            }
        }
        for (int r = 0; r < RULE_COUNT; r++) {
            assert_true(i18n_rule_title((Lang)l, (RuleId)r)[0] != '\0');
        }
    }
    assert_string_equal(i18n_text(LANG_UK, S_BLACK_TO_MOVE), "Хід чорних");
    assert_string_equal(i18n_text(LANG_BG, S_BLACK), "Черно");
}

/* The printf conversions of s ("%s%d..."), so a translation cannot ask for other
 * arguments than the English text is given. */
static void conversions(const char *s, char *out, size_t cap)
{
    size_t n = 0;
    for (; *s && n + 2 < cap; s++) {
        if (*s == '%') {
            out[n++] = s[1];
            s += s[1] != '\0';
        }
    }
    out[n] = '\0';
}

static void test_i18n_translations_take_the_same_arguments(void **state)
{
    (void)state;
    for (int id = 0; id < S_COUNT; id++) {
        char en[32], other[32];
        conversions(i18n_text(LANG_EN, (StrId)id), en, sizeof en);
        for (int l = 1; l < LANG_COUNT; l++) {
            conversions(i18n_text((Lang)l, (StrId)id), other, sizeof other);
            if (strcmp(en, other) != 0) {
                fail_msg("string %d in %s: '%s' vs English '%s'", id,
                         i18n_lang_code((Lang)l), other, en);
            }
        }
    }
    for (int l = 0; l < LANG_COUNT; l++) {
        for (int o = 0; o < OPENING_COUNT; o++) {
            assert_true(i18n_opening_title((Lang)l, (OpeningId)o)[0] != '\0');
        }
    }
    assert_string_equal(i18n_opening_title(LANG_RU, OPENING_SOOSORV8), "Соосырв-8");
    assert_string_equal(i18n_text(LANG_RU, S_SWAP), "Обмен");
}

static void test_i18n_language_codes_and_locales(void **state)
{
    (void)state;
    assert_int_equal(i18n_lang_from_code("uk"), LANG_UK);
    assert_int_equal(i18n_lang_from_code("ru_RU.UTF-8"), LANG_RU);
    assert_int_equal(i18n_lang_from_code("bg_BG"), LANG_BG);
    assert_int_equal(i18n_lang_from_code("en_GB.UTF-8"), LANG_EN);
    assert_int_equal(i18n_lang_from_code("de_DE"), LANG_COUNT);
    assert_int_equal(i18n_lang_from_code("ukr"), LANG_COUNT);
    assert_int_equal(i18n_lang_from_code(NULL), LANG_COUNT);
}

static void explain_j8(Lang lang, char *buf, size_t cap)
{
    Board b;
    support_position(&b, "b=h8,i8,j9,j10 w=b2,b4");
    RuleExplanation e;
    rules_explain(rules_get(RULE_RENJU), &b, support_point("j8"), STONE_BLACK, &e);
    assert_int_equal(e.verdict, VERDICT_DOUBLE_THREE);
    i18n_explain(lang, &e, buf, cap);
}

static void test_i18n_double_three_explained_in_each_language(void **state)
{
    (void)state;
    char buf[1024];
    explain_j8(LANG_EN, buf, sizeof buf);
    assert_non_null(strstr(buf, "j8 is forbidden for Black: double-three"));
    explain_j8(LANG_UK, buf, sizeof buf);
    assert_non_null(strstr(buf, "j8 заборонений для чорних: подвійна трійка"));
    assert_non_null(strstr(buf, "горизонталь: трійка h8 i8 j8"));
    assert_non_null(strstr(buf, "вертикаль: трійка j8 j9 j10"));
    explain_j8(LANG_RU, buf, sizeof buf);
    assert_non_null(strstr(buf, "j8 запрещён для чёрных: двойная тройка"));
    explain_j8(LANG_BG, buf, sizeof buf);
    assert_non_null(strstr(buf, "j8 е забранен за Черно: двойна тройка"));
    /* The short form is the first line only. */
    Board b;
    support_position(&b, "b=h8,i8,j9,j10");
    RuleExplanation e;
    rules_explain(rules_get(RULE_RENJU), &b, support_point("j8"), STONE_BLACK, &e);
    i18n_explain_short(LANG_RU, &e, buf, sizeof buf);
    assert_null(strchr(buf, '\n'));
    assert_non_null(strstr(buf, "двойная тройка"));
}

static void test_i18n_false_three_names_the_foul_point(void **state)
{
    (void)state;
    /* docs/rules.md example 5: h8 is allowed; the row three's g8 would be an overline. */
    Board b;
    support_position(&b, "b=e8,f8,h9,h10,g6,g7,g9,g10,g11");
    RuleExplanation e;
    rules_explain(rules_get(RULE_RENJU), &b, support_point("h8"), STONE_BLACK, &e);
    char buf[1024];
    i18n_explain(LANG_UK, &e, buf, sizeof buf);
    assert_non_null(strstr(buf, "h8 дозволений для чорних"));
    assert_non_null(strstr(buf, "несправжня"));
    assert_non_null(strstr(buf, "g8 сам є фолом (довгий ряд)"));
}

/* The points an explanation names, in order ("j8 h8 i8 ..."), and its number of lines. */
static int explanation_points(const char *text, char *out, size_t cap)
{
    size_t len = 0;
    int lines = 0;
    out[0] = '\0';
    for (const char *t = text; *t; t++) {
        lines += *t == '\n';
        bool letter_before = t > text && ((t[-1] >= 'a' && t[-1] <= 'z') ||
                                          (t[-1] >= 'A' && t[-1] <= 'Z'));
        bool start = !letter_before;
        if (start && *t >= 'a' && *t <= 'o' && t[1] >= '1' && t[1] <= '9') {
            size_t n = 1;
            while (t[n] >= '0' && t[n] <= '9') {
                n++;
            }
            if (len + n + 2 < cap) {
                memcpy(out + len, t, n);
                len += n;
                out[len++] = ' ';
                out[len] = '\0';
            }
            t += n - 1;
        }
    }
    return lines;
}

/* One formatter writes every language: each says the same points on the same lines as
 * English, which is the rules module's own text. */
static void test_i18n_explanations_share_one_shape(void **state)
{
    (void)state;
    static const struct {
        const char *position;
        const char *point;
    } CASES[] = {
        {"b=h8,i8,j9,j10 w=b2,b4", "j8"},                 /* double-three */
        {"b=e8,f8,h9,h10,g6,g7,g9,g10,g11", "h8"},        /* a false three: allowed */
        {"b=h8,i8,j8,h9,h10", "k8"},                      /* four and three */
        {"b=c8,d8,e8,g8,h8", "f8"},                       /* overline */
        {"b=h8,i8,j8,k8", "l8"},                          /* five */
        {"b=h8", "h8"},                                   /* occupied */
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        Board b;
        support_position(&b, CASES[i].position);
        RuleExplanation e;
        rules_explain(rules_get(RULE_RENJU), &b, support_point(CASES[i].point), STONE_BLACK, &e);
        char english[1024], core[1024], want[256];
        i18n_explain(LANG_EN, &e, english, sizeof english);
        rules_explain_format(&e, core, sizeof core);
        assert_string_equal(english, core);
        int lines = explanation_points(english, want, sizeof want);
        assert_true(want[0] != '\0');
        for (Lang lang = LANG_UK; lang < LANG_COUNT; lang++) {
            char text[1024], got[256];
            i18n_explain(lang, &e, text, sizeof text);
            if (explanation_points(text, got, sizeof got) != lines || strcmp(got, want) != 0) {
                fail_msg("%s at %s, language %d:\n%s\nEnglish:\n%s", CASES[i].point,
                         CASES[i].position, (int)lang, text, english);
            }
        }
    }
}

static void test_i18n_results_and_evaluations(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    game_init(g, rules_get(RULE_RENJU), OPENING_FREE);
    const char *moves[] = {"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        assert_true(game_play(g, support_point(moves[i]), NULL));
    }
    char buf[200];
    i18n_result(LANG_EN, g, buf, sizeof buf);
    assert_string_equal(buf, "Black wins — five in a row");
    i18n_result(LANG_BG, g, buf, sizeof buf);
    assert_string_equal(buf, "Черно печели — пет в редица");
    free(g);
    i18n_eval(LANG_EN, 150, STONE_WHITE, buf, sizeof buf);
    assert_string_equal(buf, "White +1.5");
    i18n_eval(LANG_EN, -150, STONE_WHITE, buf, sizeof buf);
    assert_string_equal(buf, "Black +1.5");
    i18n_eval(LANG_EN, 3, STONE_BLACK, buf, sizeof buf);
    assert_string_equal(buf, "even");
    i18n_eval(LANG_EN, AI_WIN_SCORE - 5, STONE_BLACK, buf, sizeof buf);
    assert_string_equal(buf, "Black wins (forced, 3 moves)");
    i18n_eval(LANG_EN, -(AI_WIN_SCORE - 1), STONE_WHITE, buf, sizeof buf);
    assert_string_equal(buf, "Black wins (forced, 1 move)");
    /* A forced win found at depth 1 (the threat solver's) and the depth, apart. */
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.score = AI_WIN_SCORE - 5;
    in.depth = 1;
    in.best = support_point("h10");
    i18n_search_line(LANG_EN, "Analysis", &in, STONE_BLACK, buf, sizeof buf);
    assert_string_equal(buf, "Analysis: Black wins (forced, 3 moves) · best h10 · depth 1");
    i18n_search_line(LANG_RU, NULL, &in, STONE_WHITE, buf, sizeof buf);
    assert_string_equal(buf, "Белые выигрывают (форсированно, ходов: 3) · лучший h10 · глубина 1");
}

static void test_i18n_loss_on_time_and_time_controls(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    game_init(g, rules_get(RULE_RENJU), OPENING_FREE);
    assert_true(game_play(g, support_point("h8"), NULL));
    Action a = {.kind = ACTION_TIMEOUT};
    assert_true(game_apply(g, &a, NULL)); /* White ran out */
    char buf[200];
    i18n_result(LANG_EN, g, buf, sizeof buf);
    assert_string_equal(buf, "Black wins — White lost on time");
    i18n_result(LANG_UK, g, buf, sizeof buf);
    assert_string_equal(buf, "Чорні виграли — білі програли за часом");
    free(g);
    static const struct {
        const char *control;
        Lang lang;
        const char *text;
    } CASES[] = {
        {"none", LANG_EN, "No clock"},
        {"absolute 1h30m", LANG_EN, "1 h 30 min a game"},
        {"fischer 5m+2.5s", LANG_EN, "5 min + 2.5 s a move (Fischer)"},
        {"byoyomi 10m+5x30s", LANG_RU, "10 мин + 5 × 30 с бёёми"},
        {"move 1m30s", LANG_BG, "1 мин 30 сек на ход"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        TimeControl tc;
        assert_true(clock_control_parse(CASES[i].control, strlen(CASES[i].control), &tc));
        i18n_time_control(CASES[i].lang, &tc, buf, sizeof buf);
        assert_string_equal(buf, CASES[i].text);
    }
}

static void test_settings_round_trip_and_bad_lines(void **state)
{
    (void)state;
    Settings s;
    settings_defaults(&s, "bg_BG.UTF-8");
    assert_int_equal(s.lang, LANG_BG);
    assert_true(s.show_forbidden);
    s.lang = LANG_UK;
    s.show_numbers = true;
    s.game.seat[STONE_WHITE] = SEAT_AI;
    s.game.ai_level = 7;
    s.game.rule = RULE_GOMOKU;
    s.game.opening = OPENING_SOOSORV8;
    assert_true(s.sound_on);
    s.sound_on = false;
    s.volume = 35;
    assert_true(clock_control_parse("byoyomi 10m+5x30s", 17, &s.game.clock));
    char text[1024];
    settings_format(&s, text, sizeof text);
    Settings t;
    settings_defaults(&t, NULL);
    assert_int_equal(t.lang, LANG_EN);
    settings_parse(&t, text, strlen(text));
    assert_int_equal(t.lang, LANG_UK);
    assert_true(t.show_numbers);
    assert_int_equal(t.game.seat[STONE_WHITE], SEAT_AI);
    assert_int_equal(t.game.seat[STONE_BLACK], SEAT_HUMAN);
    assert_int_equal(t.game.opening, OPENING_SOOSORV8);
    assert_false(t.sound_on);
    assert_int_equal(t.volume, 35);
    assert_int_equal(t.game.clock.kind, CLOCK_BYOYOMI);
    assert_int_equal(t.game.clock.periods, 5);
    settings_parse(&t, "clock = fischer 5m\nvolume = 101\n", 31);
    assert_int_equal(t.game.clock.kind, CLOCK_BYOYOMI); /* a bad clock is ignored */
    assert_int_equal(t.volume, 35);
    settings_parse(&t, "opening = nonsense\n", 19);
    assert_int_equal(t.game.opening, OPENING_SOOSORV8);
    assert_int_equal(t.game.ai_level, 7);
    assert_int_equal(t.game.rule, RULE_GOMOKU);
    /* Unknown keys and bad values are ignored; good lines still count. */
    const char *messy = "colour = purple\nai_level = 99\nlanguage=ru\n  show_numbers = 0  \n"
                        "rule = nonsense\n=\n\n# language = en\n";
    settings_parse(&t, messy, strlen(messy));
    assert_int_equal(t.lang, LANG_RU);
    assert_false(t.show_numbers);
    assert_int_equal(t.game.ai_level, 7);
    assert_int_equal(t.game.rule, RULE_GOMOKU);
}

static void test_settings_path_and_file(void **state)
{
    (void)state;
    char path[512];
    assert_true(settings_path("/x/cfg", "/home/p", path, sizeof path));
    assert_string_equal(path, "/x/cfg/renju/settings.conf");
    assert_true(settings_path(NULL, "/home/p", path, sizeof path));
    assert_string_equal(path, "/home/p/.config/renju/settings.conf");
    assert_true(settings_path("relative", "/home/p", path, sizeof path));
    assert_string_equal(path, "/home/p/.config/renju/settings.conf");
    assert_false(settings_path(NULL, NULL, path, sizeof path));

    char dir[] = "/tmp/renju-settings-XXXXXX";
    assert_non_null(mkdtemp(dir));
    assert_true(settings_path(dir, NULL, path, sizeof path));
    Settings s, t;
    settings_defaults(&s, "ru");
    settings_defaults(&t, NULL);
    assert_true(settings_load(&t, path)); /* missing: defaults kept */
    assert_int_equal(t.lang, LANG_EN);
    assert_true(settings_save(&s, path, NULL)); /* creates dir/renju */
    assert_true(settings_load(&t, path));
    assert_int_equal(t.lang, LANG_RU);
    s.lang = LANG_BG;
    assert_true(settings_save(&s, path, NULL)); /* replaces the file atomically */
    assert_true(settings_load(&t, path));
    assert_int_equal(t.lang, LANG_BG);
    assert_int_equal(unlink(path), 0);
    char sub[600];
    snprintf(sub, sizeof sub, "%s/renju", dir);
    assert_int_equal(rmdir(sub), 0); /* empty: no temporary file was left behind */
    rmdir(dir);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_i18n_every_string_in_every_language),
        cmocka_unit_test(test_i18n_language_codes_and_locales),
        cmocka_unit_test(test_i18n_translations_take_the_same_arguments),
        cmocka_unit_test(test_i18n_double_three_explained_in_each_language),
        cmocka_unit_test(test_i18n_false_three_names_the_foul_point),
        cmocka_unit_test(test_i18n_explanations_share_one_shape),
        cmocka_unit_test(test_i18n_results_and_evaluations),
        cmocka_unit_test(test_i18n_loss_on_time_and_time_controls),
        cmocka_unit_test(test_settings_round_trip_and_bad_lines),
        cmocka_unit_test(test_settings_path_and_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

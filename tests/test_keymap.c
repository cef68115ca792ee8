/* Renju - MIT licence, see LICENSE.
 *
 * The window's keys (keymap.h) and what a person can do now (controller_can), without a
 * display: no two bindings share a key, every command has a key and a readable label,
 * and at Taraguchi-10's "Black decides" option A and Analyse answer different keys while
 * both are live (A once meant both, and the key committed to option A).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "keymap.h"
#include "test_files.h"
#include "test_support.h"

static void fake_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    (void)user, (void)rs, (void)b, (void)limits, (void)request_id;
}

static void fake_cancel(void *user) { (void)user; }

static Controller *new_controller(OpeningId opening, bool with_ai)
{
    Controller *c = malloc(sizeof *c);
    assert_non_null(c);
    ControllerOptions opt = {RULE_RENJU, opening, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             3,          {0},     false};
    ControllerAiHooks hooks = {fake_start, fake_cancel, NULL, NULL, NULL, NULL};
    controller_init(c, &opt, with_ai ? &hooks : NULL);
    return c;
}

/* Plays "h8 i9 ..." as the game's opening stones. */
static void play(Controller *c, const char *moves) { support_controller_play(c, moves); }

static void test_keymap_no_two_bindings_share_a_key(void **state)
{
    (void)state;
    const KeyBinding *b;
    int n = keymap_bindings(&b);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            if (b[i].key == b[j].key && b[i].ctrl == b[j].ctrl) {
                fail_msg("key %d%s bound to commands %d and %d", b[i].key,
                         b[i].ctrl ? " (Ctrl)" : "", b[i].command, b[j].command);
            }
        }
        int arg = -1;
        assert_int_equal(keymap_lookup(b[i].key, b[i].ctrl, &arg), b[i].command);
        assert_int_equal(arg, b[i].arg);
    }
    assert_int_equal(keymap_lookup('q', false, NULL), CTL_CMD_NONE);
    assert_int_equal(keymap_lookup('u', true, NULL), CTL_CMD_NONE);
}

static void test_keymap_every_command_has_a_key_and_label(void **state)
{
    (void)state;
    for (int cmd = CTL_CMD_NONE + 1; cmd < CTL_CMD_COUNT; cmd++) {
        char label[64];
        assert_true(keymap_label((CtlCommand)cmd, true, label, sizeof label) > 0);
        char first[8];
        size_t n = keymap_label((CtlCommand)cmd, false, first, sizeof first);
        assert_true(n > 0 && n < sizeof first); /* fits a button's hint */
        assert_memory_equal(label, first, n);
    }
    char label[64];
    keymap_label(CTL_CMD_UNDO, true, label, sizeof label);
    assert_string_equal(label, "U, Ctrl+Z, Backspace");
    keymap_label(CTL_CMD_DECLARE, true, label, sizeof label);
    assert_string_equal(label, "1…8");
    keymap_label(CTL_CMD_OPEN, false, label, sizeof label);
    assert_string_equal(label, "Ctrl+O");
}

static void test_keymap_dialog_keys_are_distinct_and_listed(void **state)
{
    (void)state;
    const KeyDialogBinding *b;
    int n = keymap_dialog_bindings(&b);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            if (b[i].key == b[j].key) {
                fail_msg("dialog key %d bound to %d and %d", b[i].key, b[i].command, b[j].command);
            }
        }
        int arg = -1;
        assert_int_equal(keymap_dialog_lookup(b[i].key, &arg), b[i].command);
        assert_int_equal(arg, b[i].arg);
    }
    assert_int_equal(keymap_dialog_lookup('z', NULL), KEYMAP_DLG_NONE);
    char label[64];
    keymap_dialog_label(KEYMAP_DLG_LEVEL, label, sizeof label);
    assert_string_equal(label, "1…9, 0");
}

/* The help lists every key: each command of either table is in one of its rows. */
static void test_keymap_help_rows_list_every_key(void **state)
{
    (void)state;
    const KeymapHelpRow *rows;
    int nrows = keymap_help_rows(&rows);
    const KeyBinding *b;
    int n = keymap_bindings(&b);
    for (int i = 0; i < n; i++) {
        bool listed = false;
        for (int r = 0; r < nrows && !listed; r++) {
            for (int k = 0; k < KEYMAP_ROW_CMDS && rows[r].cmd[k] != CTL_CMD_NONE; k++) {
                listed = listed || rows[r].cmd[k] == b[i].command;
            }
        }
        if (!listed) {
            fail_msg("command %d (key %d) is in no help row", b[i].command, b[i].key);
        }
    }
    for (int cmd = KEYMAP_DLG_NONE + 1; cmd < KEYMAP_DLG_COUNT; cmd++) {
        bool listed = false;
        for (int r = 0; r < nrows; r++) {
            listed = listed || rows[r].dialog[0] == (KeymapDialogCmd)cmd ||
                     rows[r].dialog[1] == (KeymapDialogCmd)cmd;
        }
        if (!listed) {
            fail_msg("dialog command %d is in no help row", cmd);
        }
    }
    /* A row reads as a player types it. */
    char keys[80];
    for (int r = 0; r < nrows; r++) {
        keymap_help_keys(LANG_EN, &rows[r], keys, sizeof keys);
        if (rows[r].what == S_KEY_DLG_RULE) {
            assert_string_equal(keys, "← / →");
        } else if (rows[r].what == S_KEY_UNDO) {
            assert_string_equal(keys, "U, Ctrl+Z, Backspace");
        } else if (rows[r].what == S_KEY_STUDY_LEVEL) {
            /* The trainer's seven levels (8 is Soosõrv-8's alone); M: the problem at my
             * level. It said "A, 1…8, M" (audit 15b, item 7). */
            assert_string_equal(keys, "A, 1…7, M");
        } else if (rows[r].what == S_KEY_CLICK) {
            assert_string_equal(keys, "Click");
        } else if (rows[r].what == S_KEY_DIALOG) {
            assert_string_equal(keys, ""); /* a heading */
        }
    }
}

/* Every key whose command is live now: no key may serve two of them. */
static void assert_live_keys_distinct(const Controller *c)
{
    const KeyBinding *b;
    int n = keymap_bindings(&b);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            if (b[i].command != b[j].command && b[i].key == b[j].key && b[i].ctrl == b[j].ctrl &&
                controller_can(c, b[i].command) && controller_can(c, b[j].command)) {
                fail_msg("key %d serves commands %d and %d", b[i].key, b[i].command, b[j].command);
            }
        }
    }
}

static void test_keymap_taraguchi_black_decides_option_a_and_analyse_differ(void **state)
{
    (void)state;
    Controller *c = new_controller(OPENING_TARAGUCHI10, true);
    play(c, "h8 i9 g9 j7");
    assert_int_equal(c->game.phase, PHASE_CHOOSE_OPTION);
    assert_true(controller_can(c, CTL_CMD_OPTION_A));
    assert_true(controller_can(c, CTL_CMD_OPTION_B));
    assert_true(controller_can(c, CTL_CMD_ANALYSE));
    assert_false(controller_can(c, CTL_CMD_PASS)); /* no pass in an opening */
    assert_true(controller_can(c, CTL_CMD_HINT));  /* the computer's choice (audit 30 C8) */
    assert_false(controller_can(c, CTL_CMD_CONFIRM));
    char a[16], an[16];
    keymap_label(CTL_CMD_OPTION_A, false, a, sizeof a);
    keymap_label(CTL_CMD_ANALYSE, false, an, sizeof an);
    assert_string_equal(a, "A");
    assert_string_not_equal(an, a);
    assert_int_equal(keymap_lookup('a', false, NULL), CTL_CMD_OPTION_A);
    assert_live_keys_distinct(c);
    /* Option A taken: the decision keys are dead, the game's are live again. */
    assert_true(controller_decide(c, ACTION_OPTION_A));
    assert_false(controller_can(c, CTL_CMD_OPTION_A));
    assert_true(controller_can(c, CTL_CMD_UNDO));
    assert_live_keys_distinct(c);
    free(c);
}

static void test_keymap_commands_follow_the_game(void **state)
{
    (void)state;
    Controller *c = new_controller(OPENING_FREE, false);
    assert_false(controller_can(c, CTL_CMD_UNDO)); /* nothing played yet */
    assert_false(controller_can(c, CTL_CMD_RESIGN));
    assert_false(controller_can(c, CTL_CMD_ANALYSE)); /* no AI in this window */
    assert_false(controller_can(c, CTL_CMD_HINT));
    assert_false(controller_can(c, CTL_CMD_SWAP)); /* the free opening has none */
    assert_true(controller_can(c, CTL_CMD_NEW_GAME));
    play(c, "h8 i9");
    assert_true(controller_can(c, CTL_CMD_UNDO));
    assert_true(controller_can(c, CTL_CMD_PASS));
    assert_true(controller_can(c, CTL_CMD_RESIGN));
    assert_false(controller_can(c, CTL_CMD_REDO));
    assert_true(controller_undo(c));
    assert_true(controller_can(c, CTL_CMD_REDO));
    assert_live_keys_distinct(c);
    free(c);
    c = new_controller(OPENING_FREE, true);
    play(c, "h8 i9");
    assert_true(controller_can(c, CTL_CMD_HINT));
    free(c);

    /* Soosorv-8: the declaration's digits and the proposals' confirm. */
    c = new_controller(OPENING_SOOSORV8, true);
    play(c, "h8 i9 g10 k11");
    assert_int_equal(c->game.phase, PHASE_DECLARE);
    assert_true(controller_can(c, CTL_CMD_DECLARE));
    /* Audit 30 C8: the hint works while the opening wants a decision (it says what the
     * computer would decide), as the analysis does; Confirm is off until enough are
     * marked, and the window says how many more. */
    assert_true(controller_can(c, CTL_CMD_HINT));
    assert_true(controller_can(c, CTL_CMD_ANALYSE));
    assert_int_equal(controller_proposals_missing(c), 0); /* none asked for yet */
    assert_true(controller_declare(c, 2));
    assert_false(controller_can(c, CTL_CMD_CONFIRM)); /* none marked yet */
    assert_int_equal(controller_proposals_missing(c), 2);
    assert_true(controller_click(c, support_point("a1"))); /* a mark */
    assert_false(controller_can(c, CTL_CMD_CONFIRM));
    assert_int_equal(controller_proposals_missing(c), 1);
    assert_true(controller_click(c, support_point("b1")));
    assert_true(controller_can(c, CTL_CMD_CONFIRM));
    assert_int_equal(controller_proposals_missing(c), 0);
    assert_live_keys_distinct(c);
    free(c);
}

/* The clock's keys (issue 26) are in the one table: X or Pause pauses a timed game (and
 * is dead without a clock or after the game), 0 turns the sound on or off, - and +
 * change the volume; V stays play-on's. Undo and redo are dead on a clock. */
static void test_keymap_clock_and_sound_keys(void **state)
{
    (void)state;
    assert_int_equal(keymap_lookup('x', false, NULL), CTL_CMD_PAUSE);
    assert_int_equal(keymap_lookup(KEYMAP_PAUSE, false, NULL), CTL_CMD_PAUSE);
    assert_int_equal(keymap_lookup('0', false, NULL), CTL_CMD_SOUND);
    assert_int_equal(keymap_lookup('-', false, NULL), CTL_CMD_VOLUME_DOWN);
    assert_int_equal(keymap_lookup('+', false, NULL), CTL_CMD_VOLUME_UP);
    assert_int_equal(keymap_lookup('v', false, NULL), CTL_CMD_PLAY_ON);
    char label[64];
    keymap_label(CTL_CMD_PAUSE, true, label, sizeof label);
    assert_string_equal(label, "X, Pause");
    keymap_label(CTL_CMD_SOUND, true, label, sizeof label);
    assert_string_equal(label, "0");

    Controller *c = new_controller(OPENING_FREE, false);
    play(c, "h8 i9");
    assert_false(controller_can(c, CTL_CMD_PAUSE)); /* no clock */
    assert_true(controller_can(c, CTL_CMD_SOUND));
    assert_true(controller_can(c, CTL_CMD_VOLUME_UP));
    ControllerOptions opt = c->opt;
    assert_true(clock_control_parse("move 10s", strlen("move 10s"), &opt.clock));
    controller_new_game(c, &opt);
    play(c, "h8 i9");
    assert_true(controller_can(c, CTL_CMD_PAUSE));
    assert_false(controller_can(c, CTL_CMD_UNDO)); /* its time would come back */
    assert_false(controller_can(c, CTL_CMD_REDO));
    assert_live_keys_distinct(c);
    assert_true(controller_pause(c, true));
    assert_true(controller_can(c, CTL_CMD_PAUSE)); /* to resume */
    assert_live_keys_distinct(c);
    assert_true(controller_pause(c, false));
    assert_true(controller_resign(c));
    assert_false(controller_can(c, CTL_CMD_PAUSE)); /* the game is over */
    free(c);
}

/* The help's keys page has a row of cmd alone, its keys reading keys and its words holding
 * words; and cmd is live at any moment of a game, after its end too. */
static void assert_named_and_always_live(CtlCommand cmd, const char *keys, const char *words)
{
    const KeymapHelpRow *rows;
    int nrows = keymap_help_rows(&rows);
    bool named = false;
    for (int r = 0; r < nrows; r++) {
        if (rows[r].cmd[0] == cmd) {
            char label[64];
            keymap_help_keys(LANG_EN, &rows[r], label, sizeof label);
            assert_string_equal(label, keys);
            assert_non_null(strstr(i18n_text(LANG_EN, rows[r].what), words));
            named = true;
        }
    }
    assert_true(named);
    Controller *c = new_controller(OPENING_FREE, false);
    assert_true(controller_can(c, cmd));
    play(c, "h8 i9");
    assert_true(controller_resign(c));
    assert_true(controller_can(c, cmd));
    assert_live_keys_distinct(c);
    free(c);
}

/* Ctrl+H folds the panel's buttons and switches under their title row, or shows them, at
 * any moment of a game; the help's keys page names it and says their keys work folded. */
static void test_keymap_ctrl_h_folds_the_buttons_and_the_help_says_so(void **state)
{
    (void)state;
    assert_int_equal(keymap_lookup('h', true, NULL), CTL_CMD_BUTTONS);
    assert_int_equal(keymap_lookup('h', false, NULL), CTL_CMD_HINT);
    assert_named_and_always_live(CTL_CMD_BUTTONS, "Ctrl+H", "their keys work");
}

/* F11 makes the window full screen and back (audit 15b, item 12), at any moment of a
 * game (even after it ended), and the help's keys page names it: "F11". */
static void test_keymap_f11_is_full_screen_and_the_help_says_so(void **state)
{
    (void)state;
    assert_int_equal(keymap_lookup(KEYMAP_F11, false, NULL), CTL_CMD_FULL_SCREEN);
    char label[64];
    keymap_label(CTL_CMD_FULL_SCREEN, true, label, sizeof label);
    assert_string_equal(label, "F11");
    assert_named_and_always_live(CTL_CMD_FULL_SCREEN, "F11", "Full screen, or back to the window");
}

/* F1's rows of the hint (H) and the analysis' line (Ctrl+I) say what they do: the hint
 * gives the analysis' move once the analysis has searched the position (README's "the same
 * move on every press" was true only without one); Ctrl+I copies the analysis' line. */
static void test_keymap_help_says_the_hint_follows_the_analysis(void **state)
{
    (void)state;
    const KeymapHelpRow *rows;
    int nrows = keymap_help_rows(&rows);
    int found = 0;
    char keys[64];
    for (int r = 0; r < nrows; r++) {
        keymap_help_keys(LANG_EN, &rows[r], keys, sizeof keys);
        const char *what = i18n_text(LANG_EN, rows[r].what);
        if (rows[r].cmd[0] == CTL_CMD_HINT) {
            assert_string_equal(keys, "H");
            assert_non_null(strstr(what, "the analysis's move"));
            found++;
        } else if (rows[r].cmd[0] == CTL_CMD_COPY_ANALYSIS) {
            assert_string_equal(keys, "Ctrl+I");
            assert_non_null(strstr(what, "Copy the analysis's lines (the best moves' when shown)"));
            found++;
        }
    }
    assert_int_equal(found, 2);
    assert_int_equal(keymap_lookup('i', true, NULL), CTL_CMD_COPY_ANALYSIS);
    assert_int_equal(keymap_lookup('c', true, NULL), CTL_CMD_COPY); /* the moves, as before */
}

/* Audit 30: the study's T goes to the next technique and Shift+T to the one before; F1's
 * row names both. */
static void test_keymap_help_names_shift_t(void **state)
{
    (void)state;
    assert_int_equal(keymap_lookup('t', false, NULL), CTL_CMD_TWO_MORE);
    const KeymapHelpRow *rows;
    int nrows = keymap_help_rows(&rows);
    int found = 0;
    char keys[64];
    for (int r = 0; r < nrows; r++) {
        if (rows[r].what == S_KEY_STUDY_TECHNIQUE) {
            keymap_help_keys(LANG_EN, &rows[r], keys, sizeof keys);
            assert_string_equal(keys, "T, Shift+T");
            assert_non_null(strstr(i18n_text(LANG_EN, rows[r].what), "Shift+T the one before"));
            found++;
        } else if (rows[r].cmd[0] == CTL_CMD_SWAP) { /* the opening's T stays T alone */
            keymap_help_keys(LANG_EN, &rows[r], keys, sizeof keys);
            assert_null(strstr(keys, "Shift"));
        }
    }
    assert_int_equal(found, 1);
}

/* Taraguchi-10 option B between two people: h8 i8 g8 k8, then the ten fifth moves
 * proposed by clicks and confirmed (A h9, B i9, C j9, D g9, E f9, F h10, G i10, H j10,
 * I g10, J f10). */
static Controller *proposals_to_pick(void)
{
    Controller *c = malloc(sizeof *c);
    assert_non_null(c);
    ControllerOptions opt = {
        RULE_RENJU, OPENING_TARAGUCHI10, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    ControllerAiHooks hooks = {fake_start, fake_cancel, NULL, NULL, NULL, NULL};
    controller_init(c, &opt, &hooks);
    support_click_all(c, "h8 i8 g8 k8");
    assert_true(controller_decide(c, ACTION_OPTION_B));
    assert_int_equal(c->game.phase, PHASE_PROPOSE);
    support_click_all(c, "h9 i9 j9 g9 f9 h10 i10 j10 g10 f10");
    return c;
}

/* Audit 33a, B1: while a person picks among the lettered proposals, a proposal's letter
 * picks it (G was resign's key, and G then Enter resigned the game); with Shift a letter
 * keeps its command, and a letter no proposal has keeps it too. While the proposals are
 * only marked, or the computer picks, no letter picks anything. */
static void test_keymap_proposal_letters_pick_while_a_person_picks(void **state)
{
    (void)state;
    Controller *c = proposals_to_pick();
    /* Proposing: the marks are lettered, but they are the proposer's to change. */
    assert_int_equal(keymap_pick_letter(c, 'a', false, false), POS_NONE);
    assert_true(controller_confirm_proposals(c));
    assert_int_equal(c->game.phase, PHASE_CHOOSE);
    assert_int_equal(keymap_pick_letter(c, 'a', false, false), support_point("h9"));
    assert_int_equal(keymap_pick_letter(c, 'g', false, false), support_point("i10"));
    assert_int_equal(keymap_pick_letter(c, 'd', false, false), support_point("g9"));
    assert_int_equal(keymap_pick_letter(c, 'j', false, false), support_point("f10"));
    assert_int_equal(keymap_pick_letter(c, 'k', false, false), POS_NONE); /* no K: it keeps */
    assert_int_equal(keymap_pick_letter(c, 'g', true, false), POS_NONE);  /* Shift+G resigns */
    assert_int_equal(keymap_lookup('g', false, NULL), CTL_CMD_RESIGN);
    assert_true(controller_can(c, CTL_CMD_RESIGN));
    assert_int_equal(keymap_pick_letter(c, 'g', false, true), POS_NONE); /* Ctrl+G */
    assert_int_equal(keymap_pick_letter(c, '1', false, false), POS_NONE);
    /* An earlier position shown: the live pick only. */
    controller_view(c, c->game.nactions - 1);
    assert_int_equal(keymap_pick_letter(c, 'g', false, false), POS_NONE);
    controller_view(c, c->game.nactions);
    /* G's point picked as Enter on it picks it: Black's fifth stone is i10. */
    assert_true(controller_click(c, keymap_pick_letter(c, 'g', false, false)));
    assert_int_equal(board_at(&c->game.board, support_point("i10")), STONE_BLACK);
    assert_int_equal(keymap_pick_letter(c, 'a', false, false), POS_NONE); /* picked: over */
    free(c);
    /* The computer picks (its seats from here on): the person's letters keep their
     * commands. */
    c = proposals_to_pick();
    assert_true(controller_confirm_proposals(c));
    assert_int_equal(c->game.phase, PHASE_CHOOSE);
    c->opt.seat[STONE_BLACK] = c->opt.seat[STONE_WHITE] = SEAT_AI;
    assert_false(controller_human_to_move(c));
    assert_int_equal(keymap_pick_letter(c, 'g', false, false), POS_NONE);
    free(c);
    /* The help names the letters and Shift. */
    const KeymapHelpRow *rows;
    int nrows = keymap_help_rows(&rows);
    char keys[80];
    int found = 0;
    for (int r = 0; r < nrows; r++) {
        if (rows[r].what == S_KEY_PICK_LETTER) {
            keymap_help_keys(LANG_EN, &rows[r], keys, sizeof keys);
            assert_string_equal(keys, "A…J, Shift+A…J");
            found++;
        }
    }
    assert_int_equal(found, 1);
}

/* Audit 33a, B4: Ctrl+click's "only" mark and Shift+Ctrl+click's "never" have keys on the
 * cursor's point, Ctrl+Enter and Shift+Ctrl+Enter, and the help lists both ways. */
static void test_keymap_ctrl_enter_marks_and_the_help_says_so(void **state)
{
    (void)state;
    assert_int_equal(keymap_lookup(KEYMAP_ENTER, true, NULL), CTL_CMD_MARK);
    assert_int_equal(keymap_lookup(KEYMAP_ENTER, false, NULL), CTL_CMD_PLAY);
    Controller *c = new_controller(OPENING_FREE, true);
    play(c, "h8 i9");
    assert_true(controller_can(c, CTL_CMD_MARK));
    assert_true(controller_mark(c, support_point("j10"), false));
    assert_true(controller_can(c, CTL_CMD_CLEAR_MARKS));
    free(c);
    const KeymapHelpRow *rows;
    int nrows = keymap_help_rows(&rows);
    char keys[96];
    int found = 0;
    for (int r = 0; r < nrows; r++) {
        keymap_help_keys(LANG_EN, &rows[r], keys, sizeof keys);
        if (rows[r].what == S_KEY_MARK_ONLY) {
            assert_string_equal(keys, "Ctrl+Enter, Ctrl+click");
            found++;
        } else if (rows[r].what == S_KEY_MARK_NEVER) {
            assert_string_equal(keys, "Shift+Ctrl+Enter, Shift+Ctrl+click");
            found++;
        }
    }
    assert_int_equal(found, 2);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keymap_no_two_bindings_share_a_key),
        cmocka_unit_test(test_keymap_every_command_has_a_key_and_label),
        cmocka_unit_test(test_keymap_dialog_keys_are_distinct_and_listed),
        cmocka_unit_test(test_keymap_help_rows_list_every_key),
        cmocka_unit_test(test_keymap_taraguchi_black_decides_option_a_and_analyse_differ),
        cmocka_unit_test(test_keymap_commands_follow_the_game),
        cmocka_unit_test(test_keymap_clock_and_sound_keys),
        cmocka_unit_test(test_keymap_f11_is_full_screen_and_the_help_says_so),
        cmocka_unit_test(test_keymap_ctrl_h_folds_the_buttons_and_the_help_says_so),
        cmocka_unit_test(test_keymap_help_says_the_hint_follows_the_analysis),
        cmocka_unit_test(test_keymap_help_names_shift_t),
        cmocka_unit_test(test_keymap_proposal_letters_pick_while_a_person_picks),
        cmocka_unit_test(test_keymap_ctrl_enter_marks_and_the_help_says_so),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* Renju - MIT licence, see LICENSE.
 *
 * The window's records glue without a display: the autosave is written after every
 * action and resumed by a new session; a bad autosave, a bad file and a bad paste leave
 * the game as it was and say where and what is wrong; copy gives the move string;
 * branching off while browsing keeps the old line as a variation; the evaluation graph
 * and the analysis are filled by the (fake) AI, point by point. Nothing is lost: an
 * unreadable autosave is moved aside before the next save, a failing autosave stays
 * failed (and is retried) until a save succeeds, a loaded record is never played into
 * by an AI seat, and a record opens under its own rules, not the board's.
 */
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dirent.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "filesave.h"
#include "findgames.h"
#include "gamefiles.h"
#include "library.h"
#include "text.h"
#include "position.h"
#include "session.h"
#include "setup.h"
#include "status.h"
#include "test_files.h"
#include "test_support.h"

typedef struct FakeAi {
    int starts;
    uint64_t last_id;
    int last_ply;
    Stone last_to_move;
} FakeAi;

static void fake_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    (void)rs;
    (void)limits;
    FakeAi *f = user;
    f->starts++;
    f->last_id = request_id;
    f->last_ply = b->ply;
    f->last_to_move = b->to_move;
}

static void fake_cancel(void *user) { (void)user; }

typedef struct Fixture {
    char home[256];
    Controller *c;
    Session s;
    FakeAi ai;
} Fixture;

static Fixture *fx_new(void)
{
    Fixture *fx = calloc(1, sizeof *fx);
    assert_non_null(fx);
    support_temp_dir(fx->home, sizeof fx->home);
    setenv("HOME", fx->home, 1);
    unsetenv("XDG_DATA_HOME");
    unsetenv("XDG_CONFIG_HOME");
    fx->c = malloc(sizeof *fx->c);
    assert_non_null(fx->c);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             3,          {0},          false};
    ControllerAiHooks hooks = {fake_start, fake_cancel, &fx->ai, NULL, NULL, NULL};
    controller_init(fx->c, &opt, &hooks);
    assert_true(session_init(&fx->s, fx->c, true));
    return fx;
}

static void fx_free(Fixture *fx, bool remove_home)
{
    session_free(&fx->s);
    if (remove_home) {
        support_remove_dir(fx->home);
    }
    free(fx->c);
    free(fx);
}

/* The autosave's directory (created) into dir. */
static void data_dir(const Fixture *fx, char *dir, size_t cap)
{
    RecordError err;
    snprintf(dir, cap, "%s/.local/share/renju", fx->home);
    assert_true(storage_make_dirs(dir, &err));
}

static void play(Fixture *fx, const char *moves)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        assert_true(controller_click(fx->c, support_point(t)));
        session_sync(&fx->s);
    }
}

/* A second session in fx's HOME: another window, or the next start once fx's has ended. */
static Fixture *fx_join(const Fixture *fx, OpeningId opening)
{
    Fixture *b = calloc(1, sizeof *b);
    assert_non_null(b);
    snprintf(b->home, sizeof b->home, "%s", fx->home);
    b->c = malloc(sizeof *b->c);
    assert_non_null(b->c);
    ControllerOptions opt = {RULE_RENJU, opening, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             3,          {0},     false};
    controller_init(b->c, &opt, NULL);
    assert_true(session_init(&b->s, b->c, true));
    return b;
}

static void moves_of(const Controller *c, char *buf, size_t cap)
{
    buf[0] = '\0';
    for (int i = 0; i < c->game.nactions; i++) {
        char pt[8];
        board_format_point(c->game.actions[i].pos, pt, sizeof pt);
        size_t n = strlen(buf);
        snprintf(buf + n, cap - n, "%s%s", n ? " " : "", pt);
    }
}

static void read_autosave(const Fixture *fx, char *buf, size_t cap)
{
    char path[512];
    snprintf(path, sizeof path, "%s/.local/share/renju/autosave.renju", fx->home);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    size_t n = fread(buf, 1, cap - 1, f);
    buf[n] = '\0';
    fclose(f);
}

/* A second session on the same folders, as after a restart or a kill -9; with the fake
 * computer when ai. */
static Fixture *fx_start(const Fixture *fx, bool ai)
{
    Fixture *again = calloc(1, sizeof *again);
    assert_non_null(again);
    snprintf(again->home, sizeof again->home, "%s", fx->home);
    again->c = malloc(sizeof *again->c);
    assert_non_null(again->c);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             3,          {0},          false};
    ControllerAiHooks hooks = {fake_start, fake_cancel, &again->ai, NULL, NULL, NULL};
    controller_init(again->c, &opt, ai ? &hooks : NULL);
    assert_true(session_init(&again->s, again->c, true));
    return again;
}

static Fixture *fx_restart(const Fixture *fx) { return fx_start(fx, false); }

/* fx's game saved as HOME/name (its format by the name), and the file read into buf. */
static void save_as(Fixture *fx, const char *name, char *buf, size_t cap)
{
    char path[600];
    RecordError err;
    snprintf(path, sizeof path, "%s/%s", fx->home, name);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    support_read_file(fx->home, name, buf, cap);
}

/* A save the player asked for, killed mid-write, is said at the next start (its target
 * named) and its temporary removed, once (audit 34a, C5: NAME.tmp-XXXXXX left, no word); a
 * save that finished leaves nothing to say. */
static void test_session_save_cut_short_is_said_at_the_next_start(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 j10");
    char buf[4096], target[4096];
    save_as(fx, "done.renju", buf, sizeof buf);
    assert_false(session_unfinished_save(&fx->s, target, sizeof target));
    /* What a kill -9 during the write to mygame.renju leaves: the note, the temporary. */
    char dir[512], path[600], tmp[640];
    data_dir(fx, dir, sizeof dir);
    snprintf(path, sizeof path, "%s/mygame.renju", fx->home);
    support_write_file(dir, "save-pending", path);
    support_write_file(fx->home, "mygame.renju.tmp-8jqGOb", "Renju record 1\n");
    snprintf(tmp, sizeof tmp, "%s.tmp-8jqGOb", path);
    Fixture home = {0};
    snprintf(home.home, sizeof home.home, "%s", fx->home);
    fx_free(fx, false);
    Fixture *again = fx_restart(&home);
    assert_true(session_unfinished_save(&again->s, target, sizeof target));
    assert_string_equal(target, path);
    assert_int_not_equal(access(tmp, F_OK), 0);                              /* removed */
    assert_false(session_unfinished_save(&again->s, target, sizeof target)); /* once */
    /* A note whose save finished (killed just after it): nothing to say. */
    support_write_file(dir, "save-pending", path);
    assert_false(session_unfinished_save(&again->s, target, sizeof target));
    fx_free(again, true);
}

static void test_session_autosave_follows_every_action_and_resumes(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char text[4096];
    play(fx, "h8");
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "1. h8"));
    play(fx, "i9");
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "2. i9"));
    controller_undo(fx->c);
    assert_false(session_sync(&fx->s) == false); /* the undo is saved too */
    read_autosave(fx, text, sizeof text);
    assert_null(strstr(text, "\n2. i9")); /* the game is h8 alone; i9 is kept as a line */
    assert_non_null(strstr(text, "1. h8\n(\n  2. i9\n)\nend\n"));
    assert_false(session_sync(&fx->s)); /* nothing changed: no write */
    play(fx, "j10 h9");

    /* A new start: the same game is on the board. */
    session_free(&fx->s);
    Fixture *again = fx_join(fx, OPENING_FREE);
    assert_false(again->s.autosave_elsewhere);
    RecordError err;
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    char got[256];
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 j10 h9");
    assert_int_equal(board_at(&again->c->board, support_point("h9")), STONE_BLACK);
    assert_false(session_sync(&again->s)); /* resuming writes nothing */
    fx_free(again, false);
    fx_free(fx, true);
}

/* Audit 32b, B1: a tournament game between people on a clock is autosaved as one, and the
 * unfinished game resumed keeps its help off. */
static void test_session_tournament_game_resumes_without_help(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = fx->c->opt;
    assert_true(clock_control_parse("absolute 5m", strlen("absolute 5m"), &opt.clock));
    opt.no_help = true;
    controller_new_game(fx->c, &opt);
    session_sync(&fx->s);
    play(fx, "h8 i9");
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "clock: absolute 5m, no help\n"));
    session_free(&fx->s);
    Fixture *again = fx_join(fx, OPENING_FREE);
    RecordError err;
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    assert_true(again->c->opt.no_help);
    controller_pause(again->c, false);
    assert_true(controller_no_help(again->c));
    assert_false(controller_can(again->c, CTL_CMD_HINT));
    fx_free(again, false);
    fx_free(fx, true);
}

/* A set-up with White to play on equal counts (Black's pass, the set-up's): White's
 * pass does not end the game by two passes, and the autosave resumes it unfinished. */
static void test_session_setup_pass_and_whites_pass(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    const char *sgf = "(;FF[4]GM[4]SZ[15]RU[renju]AB[hh][ih]AW[hg][ig]PL[W])";
    assert_true(session_paste(&fx->s, sgf, strlen(sgf), &err));
    assert_int_equal(game_to_move(&fx->c->game), STONE_WHITE);
    assert_true(controller_pass(fx->c));
    session_sync(&fx->s);
    assert_false(game_over(&fx->c->game));
    assert_int_equal(game_to_move(&fx->c->game), STONE_BLACK);
    session_free(&fx->s);
    Fixture *again = fx_join(fx, OPENING_FREE);
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    assert_false(game_over(&again->c->game));
    assert_int_equal(game_to_move(&again->c->game), STONE_BLACK);
    assert_int_equal(again->c->game.setup, 5);
    fx_free(again, false);
    fx_free(fx, true);
}

/* Copy as SGF (Shift+Ctrl+C) puts the whole record on the clipboard, not only its moves:
 * the opening's swap, option B and ten proposals, a comment, a side line and the result;
 * pasted into another window it reads back as the same record (audit 32a C7). */
static void test_session_copy_as_sgf_round_trips(void **state)
{
    (void)state;
    const char *tara = "(;FF[4]GM[4]SZ[15]RU[renju Taraguchi-10]RE[B+R]"
                       ";B[hh]RJA[swap];W[ig];B[hg];W[gf]RJA[option-b][propose g8 i7 j8 f10 "
                       "g9 i8 f9 g7 j9 h7];B[gh];W[fi];B[fh];W[ih];B[hf];W[hi];B[ei];W[gg]"
                       ";B[eg](;W[eh]C[the only defence: e8];B[ge];W[id];B[ie]RJA[resign white])"
                       "(;W[dg];B[eh]))";
    Fixture *fx = fx_new();
    RecordError err;
    assert_true(session_paste(&fx->s, tara, strlen(tara), &err));
    SessionCopy what;
    char *moves = session_copy_text(&fx->s, &what, &err);
    assert_int_equal(what, SESSION_COPY_MOVES);
    assert_null(strstr(moves, "swap")); /* Ctrl+C: the bare moves */
    free(moves);
    size_t len = 0;
    char *sgf = session_copy_sgf(&fx->s, &len, &err);
    assert_non_null(sgf);
    assert_int_equal(strlen(sgf), len);
    static const char *const KEPT[] = {"RU[renju Taraguchi-10]",
                                       "RE[B+R]",
                                       "RJA[swap",
                                       "option-b",
                                       "[propose g8 i7 j8 f10 g9 i8 f9 g7 j9 h7",
                                       "C[the only defence: e8]",
                                       "(;W[dg];B[eh])"};
    for (size_t i = 0; i < sizeof KEPT / sizeof KEPT[0]; i++) {
        if (!strstr(sgf, KEPT[i])) {
            fail_msg("Copy as SGF lost %s:\n%s", KEPT[i], sgf);
        }
    }
    /* Ctrl+V of that text, in another window: the same record again. */
    Fixture *other = fx_new();
    assert_true(session_paste(&other->s, sgf, len, &err));
    size_t len2 = 0;
    char *again = session_copy_sgf(&other->s, &len2, &err);
    assert_non_null(again);
    assert_string_equal(again, sgf);
    assert_true(game_over(&other->c->game));
    free(again);
    free(sgf);
    fx_free(other, true);
    fx_free(fx, true);
}

/* Saves fx's game as name (in its HOME) in fmt, which leaves marks out (SESSION_LEFT_MARKS):
 * the notice says en in English, and none of its English in lang. */
static void save_says(Fixture *fx, RecordFormat fmt, const char *name, Lang lang, const char *en)
{
    Session *s = &fx->s;
    unsigned left = session_save_leaves(s, fmt);
    assert_int_equal(left, SESSION_LEFT_MARKS);
    char path[600];
    RecordError err;
    snprintf(path, sizeof path, "%s/%s", fx->home, name);
    assert_true(session_save_file(s, path, sizeof path, false, &err));
    Notice nt;
    char said[1200];
    status_notice_set(&nt, session_saved_notice(left, fmt), false, NOTICE_NAME, 0, name, NULL);
    status_notice_also_saved(&nt, &fx->c->game, &s->info, fmt, s->rev);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, en);
    status_notice_text(&nt, lang, said, sizeof said);
    assert_null(strstr(said, " in it")); /* worded in lang */
}

/* The letter tool (Ctrl+A): a click puts the next free letter (A, B, C...) on the shown
 * position, a click on a letter takes it off; the game is untouched, the autosave keeps
 * the letters, an earlier position shown takes its own, and a full position refuses. */
static void test_session_letter_tool_puts_and_takes_letters(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9");
    fx->s.letter_tool = true;
    assert_true(session_click(&fx->s, support_point("k11")));
    assert_true(session_click(&fx->s, support_point("l12")));
    assert_true(session_click(&fx->s, support_point("k11"))); /* off again */
    assert_true(session_click(&fx->s, support_point("m13")));
    assert_int_equal(fx->c->game.nactions, 2);
    const ReviewMark *m;
    assert_int_equal(session_letters(&fx->s, 2, &m), 2);
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "2. i9\n@ l12 B\n@ m13 A\nend\n"));
    controller_view(fx->c, 1); /* h8 shown: its own letters */
    assert_true(session_click(&fx->s, support_point("j10")));
    assert_int_equal(session_letters(&fx->s, 1, &m), 1);
    assert_string_equal(m[0].text, "A");
    assert_int_equal(fx->c->game.nactions, 2);
    for (int i = 1; i < REVIEW_MARKS_MAX; i++) {
        char pt[16];
        snprintf(pt, sizeof pt, "a%d", i);
        assert_true(session_click(&fx->s, support_point(pt)));
    }
    assert_false(session_click(&fx->s, support_point("o15"))); /* the ninth: no room */
    assert_int_equal(session_letters(&fx->s, 1, &m), REVIEW_MARKS_MAX);
    /* Off: a click plays again. */
    fx->s.letter_tool = false;
    controller_view(fx->c, 2);
    assert_true(session_click(&fx->s, support_point("k11")));
    assert_int_equal(fx->c->game.nactions, 3);
    fx_free(fx, true);
}

/* Audit 30 B4: the letter tool (triangles) does not survive a new game, a paste or a record
 * opened: the first clicks of the new game play stones, not triangles. */
static void test_session_new_game_starts_in_play_mode(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9");
    Session *s = &fx->s;
    s->letter_tool = true;
    s->tool_shape = REVIEW_SHAPE_TRIANGLE;
    assert_true(session_click(s, support_point("k11"))); /* a triangle */
    assert_int_equal(fx->c->game.nactions, 2);
    controller_new_game(fx->c, &fx->c->opt);
    session_sync(s);
    assert_false(s->letter_tool);
    assert_int_equal(s->tool_shape, REVIEW_SHAPE_NONE);
    assert_true(session_click(s, support_point("h8")));
    assert_true(session_click(s, support_point("h9")));
    assert_int_equal(fx->c->game.nactions, 2);
    const ReviewShapeMark *sh;
    assert_int_equal(session_shapes(s, 0, &sh), 0);
    /* A paste starts in play mode too. */
    s->letter_tool = true;
    RecordError err;
    assert_true(session_paste(s, "h8 i9 j10", strlen("h8 i9 j10"), &err));
    assert_false(s->letter_tool);
    assert_true(session_click(s, support_point("k11")));
    assert_int_equal(fx->c->game.nactions, 4);
    fx_free(fx, true);
}

/* The notice after a save of fx's game in fmt (named name), in lang, into said. */
static void saved_notice(Fixture *fx, RecordFormat fmt, const char *name, Lang lang, char *said,
                         size_t cap)
{
    Notice nt;
    status_notice_set(&nt, session_saved_notice(session_save_leaves(&fx->s, fmt), fmt), false,
                      NOTICE_NAME, 0, name, NULL);
    status_notice_also_saved(&nt, &fx->c->game, &fx->s.info, fmt, fx->s.rev);
    status_notice_text(&nt, lang, said, cap);
}

/* The letter tool's shapes (Ctrl+A again: triangles, squares, circles, crosses) and texts
 * (Shift+click's editor, gap G7/G8): a click puts the tool's shape on a point, the same
 * shape again takes it off, another replaces it; a text of up to 4 characters ("VCF",
 * "стоп") is kept, blanks at its ends dropped, a longer one refused with the reason and the
 * old one kept; the game is untouched, the autosave keeps them all. A save as .lib (no
 * shapes in RenLib) says it leaves them out and the game stays at risk; .sgf keeps them. */
static void test_session_shapes_and_texts_on_the_board(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9");
    Session *s = &fx->s;
    s->letter_tool = true;
    s->tool_shape = REVIEW_SHAPE_TRIANGLE;
    assert_true(session_click(s, support_point("h8")));
    s->tool_shape = REVIEW_SHAPE_CROSS;
    assert_true(session_click(s, support_point("h8"))); /* the triangle becomes a cross */
    assert_true(session_click(s, support_point("j10")));
    assert_true(session_click(s, support_point("j10"))); /* off again */
    const ReviewShapeMark *sh;
    assert_int_equal(session_shapes(s, 2, &sh), 1);
    assert_int_equal(sh[0].pos, support_point("h8"));
    assert_int_equal(sh[0].shape, REVIEW_SHAPE_CROSS);
    Pos k11 = support_point("k11");
    assert_int_equal(session_set_label(s, k11, " VCF ", 5), REVIEW_MARK_OK);
    assert_string_equal(session_label(s, k11), "VCF");
    assert_int_equal(session_set_label(s, k11, "стопа", strlen("стопа")), REVIEW_MARK_TOO_LONG);
    assert_string_equal(session_label(s, k11), "VCF");
    assert_int_equal(session_set_label(s, k11, "a\nb", 3), REVIEW_MARK_NOT_TEXT);
    assert_int_equal(session_set_label(s, k11, "стоп", strlen("стоп")), REVIEW_MARK_OK);
    assert_int_equal(fx->c->game.nactions, 2);
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "Renju record 7\n"));
    assert_non_null(strstr(text, "2. i9\n@ k11 стоп\n^ h8 cross\nend\n"));
    assert_int_equal(session_save_leaves(s, RECORD_SGF), SESSION_LEFT_NONE);
    save_says(fx, RECORD_LIB, "m.lib", LANG_UK,
              "Saved m.lib. 1 shape on the board (a triangle, square, circle or cross) is not in "
              "it: only .renju and .sgf keep shapes.");
    assert_true(session_at_risk(s)); /* the cross is in no file */
    char said[1200];
    saved_notice(fx, RECORD_LIB, "m.lib", LANG_EN, said, sizeof said);
    assert_string_equal(said, "Saved m.lib. 1 shape on the board (a triangle, square, circle or "
                              "cross) is not in it: only .renju and .sgf keep shapes.");
    saved_notice(fx, RECORD_LIB, "m.lib", LANG_UK, said, sizeof said);
    assert_null(strstr(said, "shape"));
    /* A .psq keeps no letter and no comment: it names the letter and the shape it leaves
     * out, and says nothing of comments, which there are none of (audit 23 B7). */
    assert_int_equal(session_save_leaves(s, RECORD_PSQ), SESSION_LEFT_MARKS);
    saved_notice(fx, RECORD_PSQ, "m.psq", LANG_EN, said, sizeof said);
    assert_string_equal(said, "Saved m.psq. 1 letter or text on the board is not saved: .renju "
                              "keeps them all. 1 shape on the board (a triangle, square, circle "
                              "or cross) is not in it: only .renju and .sgf keep shapes.");
    saved_notice(fx, RECORD_PSQ, "m.psq", LANG_RU, said, sizeof said);
    assert_non_null(strstr(said, "Не сохранено букв и текстов на доске: 1;"));
    assert_null(strstr(said, "коммент"));
    /* Taken off with an empty text. */
    assert_int_equal(session_set_label(s, k11, "", 0), REVIEW_MARK_OK);
    assert_string_equal(session_label(s, k11), "");
    fx_free(fx, true);
}

/* The move shown, marked ★ from the window (Ctrl+D, session_toggle_marked): after h8 i9 h9
 * with h9 shown, h9 is marked and said so, again unmarked, again marked; the start has no
 * move to mark, said with the key. The game is untouched; the mark is kept as a read one
 * is: by the autosave and a save as .renju, .lib and .sgf, each read back with the mark on
 * h9 alone, nothing said left out. */
static void test_session_mark_the_shown_move(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    Session *s = &fx->s;
    char said[512];
    play(fx, "h8 i9 h9");
    assert_true(session_toggle_marked(s));
    assert_true(session_marked(s, 3));
    assert_false(session_marked(s, 2));
    assert_int_equal(status_message(fx->c, LANG_EN, NULL, said, sizeof said), STATUS_GOOD);
    assert_string_equal(said, "h9 marked ★.");
    assert_true(session_toggle_marked(s));
    assert_false(session_marked(s, 3));
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "h9: mark ★ removed.");
    status_message(fx->c, LANG_RU, NULL, said, sizeof said);
    assert_non_null(strstr(said, "h9"));
    assert_null(strstr(said, "removed"));
    assert_true(session_toggle_marked(s));
    controller_view(fx->c, 0); /* the start: no move */
    assert_false(session_toggle_marked(s));
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "Ctrl+D marks the move shown ★: show a move first.");
    controller_view(fx->c, 3);
    assert_int_equal(fx->c->game.nactions, 3);
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "2. i9\n3. h9\n* marked\nend\n"));
    static const char *const NAMES[] = {"m.renju", "m.lib", "m.sgf"};
    static const RecordFormat FORMATS[] = {RECORD_TEXT, RECORD_LIB, RECORD_SGF};
    char path[3][600];
    RecordError err;
    for (int i = 0; i < 3; i++) {
        assert_int_equal(session_save_leaves(s, FORMATS[i]), SESSION_LEFT_NONE);
        snprintf(path[i], sizeof path[i], "%s/%s", fx->home, NAMES[i]);
        assert_true(session_save_file(s, path[i], sizeof path[i], false, &err));
    }
    for (int i = 0; i < 3; i++) {
        Fixture *b = fx_new();
        assert_true(session_load_file(&b->s, path[i], &err));
        char moves[64];
        moves_of(b->c, moves, sizeof moves);
        assert_string_equal(moves, "h8 i9 h9");
        assert_true(session_marked(&b->s, 3));
        assert_false(session_marked(&b->s, 1));
        assert_false(session_marked(&b->s, 2));
        fx_free(b, true);
    }
    fx_free(fx, true);
}

/* RenLib's marked board texts (tests/fixtures/records/marked_labels.lib: "A" on k11 and "x"
 * on h9 marked after h8 i9) survive the autosave and a restart; a save as .sgf keeps the
 * texts, not their marks, and says so; .lib and .renju keep them. */
static void test_session_marked_board_texts_kept_or_said(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    char path[600];
    snprintf(path, sizeof path, "tests/fixtures/records/marked_labels.lib");
    assert_true(session_load_file(&fx->s, path, &err));
    session_sync(&fx->s);
    Fixture *again = fx_restart(fx);
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    const ReviewMark *m;
    int n = session_letters(&again->s, 2, &m);
    assert_int_equal(n, 3);
    for (int i = 0; i < n; i++) {
        assert_true(m[i].marked == (strcmp(m[i].text, "VCF") != 0));
    }
    fx_free(again, false);
    Session *s = &fx->s;
    assert_int_equal(session_save_leaves(s, RECORD_LIB), SESSION_LEFT_NONE);
    assert_int_equal(session_save_leaves(s, RECORD_TEXT), SESSION_LEFT_NONE);
    save_says(fx, RECORD_SGF, "t.sgf", LANG_BG,
              "Saved t.sgf. 2 marked board texts are in it unmarked: only .renju and .lib keep a "
              "text's mark.");
    fx_free(fx, true);
}

/* An SGF's RE[B+] (a winner without a reason) and its game information in the window
 * (fix33b): the autosave keeps both, so a restart still has them and a save writes them
 * back; played on past the record's end, the game claims the result no more (the autosave,
 * a save), the information stays; undone back to the record's moves, the claim is back. */
static void test_session_sgf_claim_and_information_kept_while_true(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600];
    RecordError err;
    support_write_file(fx->home, "t.sgf", "(;GM[4]FF[4]SZ[15]RE[B+]PC[Tokyo];B[hh];W[ig];B[ii])");
    snprintf(path, sizeof path, "%s/t.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    session_sync(&fx->s);
    char *buf = malloc(RECORD_FILE_MAX);
    assert_non_null(buf);
    read_autosave(fx, buf, RECORD_FILE_MAX);
    assert_non_null(strstr(buf, "sgf: PC Tokyo\nclaimed: B+\nresult: none\n"));
    /* a restart: both back, and a save writes them */
    static Fixture closed; /* its window closed: the next keeps the autosave */
    snprintf(closed.home, sizeof closed.home, "%s", fx->home);
    fx_free(fx, false);
    Fixture *again = fx_restart(&closed);
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    assert_string_equal(again->s.info.result_kept, "B+");
    save_as(again, "back.sgf", buf, RECORD_FILE_MAX);
    support_read_file(again->home, "back.sgf", buf, RECORD_FILE_MAX);
    assert_non_null(strstr(buf, "PC[Tokyo]"));
    assert_non_null(strstr(buf, "RE[B+]"));
    /* played on: j10 after the record's end */
    assert_true(controller_click(again->c, support_point("j10")));
    session_sync(&again->s);
    read_autosave(again, buf, RECORD_FILE_MAX);
    assert_null(strstr(buf, "claimed:"));
    assert_non_null(strstr(buf, "sgf: PC Tokyo\n"));
    save_as(again, "on.sgf", buf, RECORD_FILE_MAX);
    support_read_file(again->home, "on.sgf", buf, RECORD_FILE_MAX);
    assert_null(strstr(buf, "RE["));
    assert_non_null(strstr(buf, "PC[Tokyo]"));
    /* undone: the record's moves, its claim again */
    controller_undo(again->c);
    session_sync(&again->s);
    read_autosave(again, buf, RECORD_FILE_MAX);
    assert_non_null(strstr(buf, "claimed: B+\n"));
    free(buf);
    fx_free(again, true);
}

/* A move past the end of a record whose claimed result (an SGF's RE[W+]) held
 * drops the claim, and says so once (fix34c: it went without a word): undone and played
 * again, it is not said again; a move before the end is no news. */
static void test_session_claim_dropped_by_a_move_past_the_end_is_said_once(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600];
    RecordError err;
    support_write_file(fx->home, "t.sgf", "(;GM[4]FF[4]SZ[15]RE[W+];B[hh];W[ig];B[ii];W[jj])");
    snprintf(path, sizeof path, "%s/t.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    session_sync(&fx->s);
    assert_int_equal(fx->c->msg, CTL_MSG_NONE);
    assert_true(controller_click(fx->c, support_point("g7")));
    session_sync(&fx->s);
    assert_int_equal(fx->c->msg, CTL_MSG_CLAIM_DROPPED);
    char said[400];
    assert_int_equal(status_message(fx->c, LANG_EN, NULL, said, sizeof said), STATUS_TEXT);
    assert_string_equal(said, "The record\u2019s claimed result W+ no longer holds: moves were "
                              "played after it.");
    status_message(fx->c, LANG_BG, NULL, said, sizeof said);
    assert_non_null(strstr(said, "W+"));
    assert_null(strstr(said, "holds")); /* in Bulgarian */
    /* the claim holds again once undone; played on again, nothing more is said */
    controller_undo(fx->c);
    session_sync(&fx->s);
    assert_string_equal(record_result_kept(&fx->c->game, &fx->s.info), "W+");
    assert_true(controller_click(fx->c, support_point("g7")));
    session_sync(&fx->s);
    assert_int_equal(fx->c->msg, CTL_MSG_NONE);
    fx_free(fx, true);
}

/* A load that left marks out says so after its message (status_notice_also_loaded): an
 * SGF's TR[zz] off the board is no refusal. */
static void test_session_load_says_marks_left_out(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600];
    RecordError err;
    support_write_file(fx->home, "t.sgf", "(;GM[4]FF[4]SZ[15];B[hh]TR[zz][hh];W[ii])");
    snprintf(path, sizeof path, "%s/t.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->s.info.marks_skipped, 1);
    Notice nt;
    char said[1200];
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "t.sgf", NULL);
    status_notice_also_loaded(&nt, &fx->s.info);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "1 mark on the board could not be read (it names no point, or its "
                                 "point has one) and is left out."));
    /* More than a position holds: the real limits, and where the letters went (audit 23
     * B6: "names no point, or its point has one"). */
    support_write_file(fx->home, "many.sgf",
                       "(;GM[4]FF[4]SZ[15];B[hh]LB[aa:A][ba:B][ca:C][da:D][ea:E][fa:F][ga:G]"
                       "[ha:H][ia:I]TR[ac][bc][cc][dc][ec][fc][gc][hc][ic][jc][kc][lc][mc][nc]"
                       "[oc][ad][bd][cd][dd])");
    snprintf(path, sizeof path, "%s/many.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "many.sgf", NULL);
    status_notice_also_loaded(&nt, &fx->s.info);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Loaded many.sgf. 3 marks on the board are past what a position "
                              "holds (8 letters, 16 shapes) and are left out. 1 label does not "
                              "fit on the board (a position holds 8, each of up to 4 characters, "
                              "one a point): it is kept as a line of the move's comment.");
    status_notice_text(&nt, LANG_RU, said, sizeof said);
    assert_null(strstr(said, "left out"));
    fx_free(fx, true);
}

/* A window killed in a network game: the autosave names the remote seat ("seats: person
 * network"); the restart says the game's connection is lost (resumed_network) and gives
 * both seats to people, as the other side's window does after the loss, rather than a
 * silent two people's game (audit 14b's defect 12). A finished one is just resumed. */
static void test_session_network_game_resumes_as_lost(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    controller_take_seats(fx->c, SEAT_HUMAN, SEAT_REMOTE, -1);
    play(fx, "h8");
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_MOVE;
    a.pos = support_point("i9");
    assert_true(controller_remote_apply(fx->c, &a, NULL));
    session_sync(&fx->s);
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "\nseats: person network\n"));
    session_free(&fx->s); /* killed */
    Fixture *again = fx_join(fx, OPENING_FREE);
    RecordError err;
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    assert_true(again->s.resumed_network);
    assert_int_equal(again->c->opt.seat[STONE_BLACK], SEAT_HUMAN);
    assert_int_equal(again->c->opt.seat[STONE_WHITE], SEAT_HUMAN);
    char got[64];
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 i9");
    fx_free(again, false);
    free(fx->c);
    support_remove_dir(fx->home);
    free(fx);
}

/* The remote seat's action a applied as the network session applies it, and synced. */
static void remote_act(Fixture *fx, Action a)
{
    assert_true(controller_remote_apply(fx->c, &a, NULL));
    session_sync(&fx->s);
}

static void remote_move(Fixture *fx, const char *p)
{
    remote_act(fx, (Action){.kind = ACTION_MOVE, .pos = support_point(p)});
}

/* Audit 27b, 4: an accepted undo in a network game (h10 i7 taken back, then g7 j10 f6 and
 * White resigns). While the game is played it has one line; once it has ended the move
 * list marks the same moves ◆ as the saved record reopened does, and Other lines names
 * h10. */
static void test_session_network_taken_back_line_marked_once_over(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    controller_take_seats(fx->c, SEAT_HUMAN, SEAT_REMOTE, -1);
    play(fx, "h8");
    remote_move(fx, "i9");
    play(fx, "h10");
    remote_move(fx, "i7");
    assert_true(controller_take_back(fx->c, 2)); /* the undo both sides agreed */
    session_sync(&fx->s);
    play(fx, "g7");
    remote_move(fx, "j10");
    play(fx, "f6");
    assert_false(session_has_variations(&fx->s, 2)); /* one line while it is played */
    controller_view(fx->c, 2);
    Action alts[4];
    assert_int_equal(session_variations(&fx->s, 2, alts, 4), 0);
    controller_view(fx->c, fx->c->game.nactions);
    remote_act(fx, (Action){.kind = ACTION_RESIGN, .pos = POS_NONE, .colour = STONE_WHITE});
    assert_true(game_over(&fx->c->game));
    assert_true(controller_networked(fx->c)); /* the connection may stay after the end */
    bool live[6];
    for (int i = 0; i < 6; i++) {
        live[i] = session_has_variations(&fx->s, i);
    }
    assert_true(live[2]); /* "3. g7 ◆" */
    assert_int_equal(session_variations(&fx->s, 2, alts, 4), 1);
    assert_int_equal(alts[0].pos, support_point("h10"));
    char path[512];
    RecordError err;
    snprintf(path, sizeof path, "%s/net.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    Fixture *again = fx_join(fx, OPENING_FREE);
    assert_true(session_load_file(&again->s, path, &err));
    assert_int_equal(again->c->game.nactions, 6);
    for (int i = 0; i < 6; i++) {
        assert_int_equal(session_has_variations(&again->s, i), live[i]);
    }
    fx_free(again, false);
    fx_free(fx, true);
}

/* A comment on i9 (shown while browsing) changes neither the game nor its view, goes to
 * the autosave at once and comes back after a restart; the game is then no longer as
 * saved in a file. */
static void test_session_comment_is_autosaved_and_leaves_the_game(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9");
    char path[512];
    RecordError err;
    snprintf(path, sizeof path, "%s/game.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&fx->s));
    controller_view(fx->c, 2);
    unsigned before = fx->c->generation;
    assert_int_equal(
        session_set_note(&fx->s, 2, "Ход i9 проигрывает", strlen("Ход i9 проигрывает")),
        REVIEW_NOTE_OK);
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9");
    assert_int_equal(fx->c->view, 2);
    assert_int_equal(fx->c->generation, before);
    assert_true(session_at_risk(&fx->s));
    assert_string_equal(session_note(&fx->s, 2), "Ход i9 проигрывает");
    assert_string_equal(session_note(&fx->s, 3), "");
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "Renju record 3\n"));
    assert_non_null(strstr(text, "2. i9\n> Ход i9 проигрывает\n3. h9"));
    assert_int_equal(session_set_note(&fx->s, 2, "bad\x01", 4), REVIEW_NOTE_NOT_TEXT);
    assert_string_equal(session_note(&fx->s, 2), "Ход i9 проигрывает");

    session_free(&fx->s); /* as a kill -9: only the autosave is left */
    Fixture *again = fx_join(fx, OPENING_FREE);
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9");
    assert_string_equal(session_note(&again->s, 2), "Ход i9 проигрывает");
    fx_free(again, false);
    fx_free(fx, true);
}

/* The set-up position of stones ("b=h8 w=i9") made the session's game. */
static void set_up(Fixture *fx, const char *stones)
{
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    support_setup_game(g, stones);
    session_set_up(&fx->s, g);
    free(g);
}

/* A set-up position (b=h8,i9,j10 w=h9,g8) made a game, a move played after it: the
 * autosave says where the set-up ends, and after a kill -9 the game comes back as a
 * set-up game (undo stops at its end; no other line starts inside it). */
static void test_session_setup_is_autosaved_and_resumed(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    set_up(fx, "b=h8,i9,j10 w=h9,g8");
    play(fx, "k11");
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "Renju record 4\n"));
    assert_non_null(strstr(text, "\nsetup: 5\n"));
    session_free(&fx->s); /* as a kill -9: only the autosave is left */
    Fixture *again = fx_join(fx, OPENING_FREE);
    RecordError err;
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    Controller *c = again->c;
    assert_int_equal(c->game.nactions, 6);
    assert_int_equal(c->game.setup, 5);
    assert_true(controller_undo(c));
    assert_int_equal(c->game.nactions, 5);
    assert_false(controller_can(c, CTL_CMD_UNDO));
    assert_false(controller_undo(c));
    assert_int_equal(c->msg, CTL_MSG_SETUP_START);
    assert_int_equal(c->game.nactions, 5);
    /* Browsing into the set-up: no other line from there, and Pass (and its key) is
     * grey there rather than live and then refused. */
    controller_view(c, 3);
    assert_false(controller_can(c, CTL_CMD_PASS));
    controller_view(c, 5);
    assert_true(controller_can(c, CTL_CMD_PASS));
    controller_view(c, 3);
    assert_false(session_click(&again->s, support_point("a1")));
    assert_int_equal(c->msg, CTL_MSG_SETUP_START);
    assert_int_equal(c->game.nactions, 5);
    controller_view(c, 5);
    assert_true(session_click(&again->s, support_point("a1")));
    assert_int_equal(c->game.setup, 5);
    fx_free(again, false);
    fx_free(fx, true);
}

static void test_session_bad_autosave_starts_a_new_game_with_the_reason(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char dir[512];
    data_dir(fx, dir, sizeof dir);
    RecordError err;
    support_write_file(dir, "autosave.renju", "Renju record 1\n1. h8\n2. h8\nend\n");
    assert_int_equal(session_resume(&fx->s, &err), STORAGE_BAD);
    assert_non_null(strstr(err.msg, "h8 is occupied"));
    assert_int_equal(fx->c->game.nactions, 0);
    fx_free(fx, true);
}

/* The name of the file of dir whose content is text, into name; false when none is. */
static bool file_holding(const char *dir, const char *text, char *name, size_t cap)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    bool found = false;
    for (struct dirent *e = readdir(d); e && !found; e = readdir(d)) {
        char got[4096];
        support_read_file(dir, e->d_name, got, sizeof got);
        if (strcmp(got, text) == 0) {
            snprintf(name, cap, "%s", e->d_name);
            found = true;
        }
    }
    closedir(d);
    return found;
}

/* An autosave of a newer version (or random bytes) cannot be read: the game it may hold
 * is moved aside before the new game's first save, under a name that says so. */
static void test_session_unreadable_autosave_is_kept_aside(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char dir[512];
    data_dir(fx, dir, sizeof dir);
    RecordError err;
    const char *newer = "Renju record 15\nrule: renju\n1. h8\n2. i9\nend\n";
    support_write_file(dir, "autosave.renju", newer);
    assert_int_equal(session_resume(&fx->s, &err), STORAGE_BAD);
    play(fx, "h8");
    char name[256];
    assert_true(file_holding(dir, newer, name, sizeof name));
    assert_int_equal(strncmp(name, "autosave-unreadable-", 20), 0);
    assert_string_equal(name, fx->s.set_aside);
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "1. h8")); /* the new game is autosaved as usual */
    assert_false(fx->s.autosave_failed);
    /* A second unreadable autosave in the same second never replaces the first copy. */
    const char *garbage = "\x89PNG not a record\n";
    support_write_file(dir, "autosave.renju", garbage);
    session_free(&fx->s); /* the first window has quit: the next start keeps the autosave */
    Fixture *again = fx_new();
    setenv("HOME", fx->home, 1);
    session_free(&again->s);
    assert_true(session_init(&again->s, again->c, true));
    assert_int_equal(session_resume(&again->s, &err), STORAGE_BAD);
    play(again, "h8");
    assert_true(file_holding(dir, newer, name, sizeof name));
    assert_true(file_holding(dir, garbage, name, sizeof name));
    assert_string_equal(name, again->s.set_aside);
    support_remove_dir(again->home);
    fx_free(again, false);
    fx_free(fx, true);
}

/* A symbolic link loop at autosave.renju is an autosave that cannot be read, as a folder
 * there is: the resume fails and says why (it was taken for no autosave at all, and only
 * "Autosave is failing (too many symbolic links)" was said). The link, which holds no
 * game, is moved aside, so the next moves are saved. */
static void test_session_autosave_link_loop_is_a_failed_resume(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char dir[512], path[600];
    data_dir(fx, dir, sizeof dir);
    snprintf(path, sizeof path, "%s/autosave.renju", dir);
    RecordError err;
    assert_true(storage_make_dirs(dir, &err));
    assert_int_equal(symlink("autosave.renju", path), 0);
    assert_int_equal(session_resume(&fx->s, &err), STORAGE_BAD);
    assert_int_equal(fx->s.resume_err.os, ELOOP);
    assert_non_null(strstr(fx->s.set_aside, "autosave-unreadable-"));
    char marks[1024];
    session_marks(&fx->s, LANG_EN, true, marks, sizeof marks);
    if (!strstr(marks, "The saved game could not be read") || !strstr(marks, "symbolic links") ||
        !strstr(marks, fx->s.set_aside)) {
        fail_msg("the card says '%s'", marks);
    }
    play(fx, "h8");
    assert_false(fx->s.autosave_failed);
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "1. h8"));
    fx_free(fx, true);
}

/* While the autosave cannot be written (here autosave.renju is a directory) the session
 * says so after every move, retries each time, and says quitting would lose moves;
 * the first save that works clears it. */
static void test_session_failing_autosave_stays_failed_until_a_save_works(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char dir[512], blocker[600];
    data_dir(fx, dir, sizeof dir);
    snprintf(blocker, sizeof blocker, "%s/autosave.renju", dir);
    RecordError err;
    assert_true(storage_make_dirs(blocker, &err));
    assert_int_equal(session_resume(&fx->s, &err), STORAGE_BAD);
    assert_string_equal(fx->s.set_aside, ""); /* a directory holds no game to keep */
    session_sync(&fx->s);
    assert_true(fx->s.autosave_failed);
    assert_false(session_unsaved(&fx->s)); /* nothing played yet: nothing to lose */
    play(fx, "h8");
    assert_true(fx->s.autosave_failed);
    assert_true(session_unsaved(&fx->s));
    play(fx, "i9");
    assert_true(fx->s.autosave_failed);
    assert_non_null(strstr(fx->s.autosave_err.msg, "autosave.renju"));
    assert_int_equal(rmdir(blocker), 0);
    play(fx, "h9"); /* retried with this move, and it works now */
    assert_false(fx->s.autosave_failed);
    assert_false(session_unsaved(&fx->s));
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "3. h9"));
    /* Failing again, then an undo back to the game the disk holds: the move taken back
     * is kept as another line, which is not on disk yet, so it stays unsaved until a
     * save works. */
    char moved[700];
    snprintf(moved, sizeof moved, "%s.kept", blocker);
    assert_int_equal(rename(blocker, moved), 0);
    assert_true(storage_make_dirs(blocker, &err));
    play(fx, "i10");
    assert_true(session_unsaved(&fx->s));
    controller_undo(fx->c);
    session_sync(&fx->s);
    assert_true(fx->s.autosave_failed);
    assert_true(session_unsaved(&fx->s));
    assert_int_equal(rmdir(blocker), 0);
    play(fx, "j10");
    assert_false(fx->s.autosave_failed);
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "3. h9\n(\n  4. i10\n)\n4. j10\n"));
    fx_free(fx, true);
}

/* While the autosave fails, a game saved to a file (the quit question's Save as) is not
 * lost by quitting: no question then; a move after the save is again in no file, and a
 * save that leaves something out (a .psq drops the comments) does not count. Quitting
 * still asked after the save (the audit's item 8: the quit question offered only "Keep
 * playing" or "Quit" with a read-only data folder). */
static void test_session_saved_to_a_file_is_not_lost_while_the_autosave_fails(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char dir[512], blocker[600], path[700];
    data_dir(fx, dir, sizeof dir);
    snprintf(blocker, sizeof blocker, "%s/autosave.renju", dir);
    RecordError err;
    assert_true(storage_make_dirs(blocker, &err));
    play(fx, "h8 i9");
    assert_true(fx->s.autosave_failed);
    assert_true(session_unsaved(&fx->s));
    snprintf(path, sizeof path, "%s/kept.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    session_sync(&fx->s);
    assert_true(fx->s.autosave_failed); /* the autosave still fails */
    assert_false(session_unsaved(&fx->s));
    play(fx, "h9");
    assert_true(session_unsaved(&fx->s));
    const char *note = "the comment a .psq drops";
    assert_int_equal(session_set_note(&fx->s, 3, note, strlen(note)), REVIEW_NOTE_OK);
    snprintf(path, sizeof path, "%s/kept.psq", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_true(session_unsaved(&fx->s));
    fx_free(fx, true);
}

/* The autosave fails, the player mends the folder and saves with Ctrl+S, without a move:
 * the save tries the autosave again, which now works (said once: autosave_back), and the
 * "Autosave is failing" mark goes (it stayed until the next move). While the autosave
 * still fails, a file holding the game as it stands takes the mark away too (nothing is
 * lost by closing); the next move brings it back. */
static void test_session_a_save_tries_the_failing_autosave_again(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char dir[512], blocker[600], path[700], buf[1024];
    data_dir(fx, dir, sizeof dir);
    snprintf(blocker, sizeof blocker, "%s/autosave.renju", dir);
    RecordError err;
    assert_true(storage_make_dirs(blocker, &err));
    play(fx, "h8 i9");
    assert_true(fx->s.autosave_failed);
    assert_false(fx->s.autosave_back);
    session_marks(&fx->s, LANG_EN, false, buf, sizeof buf);
    assert_non_null(strstr(buf, "Autosave is failing"));
    snprintf(path, sizeof path, "%s/a.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    session_sync(&fx->s);
    assert_true(fx->s.autosave_failed); /* still a folder there */
    assert_false(fx->s.autosave_back);
    session_marks(&fx->s, LANG_EN, false, buf, sizeof buf);
    assert_string_equal(buf, ""); /* a.renju holds h8 i9: nothing to lose */
    play(fx, "h9");
    session_marks(&fx->s, LANG_EN, false, buf, sizeof buf);
    assert_non_null(strstr(buf, "Autosave is failing")); /* h9 is in no file */
    assert_int_equal(rmdir(blocker), 0);
    snprintf(path, sizeof path, "%s/b.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(fx->s.autosave_failed);
    assert_true(fx->s.autosave_back);
    session_marks(&fx->s, LANG_EN, false, buf, sizeof buf);
    assert_string_equal(buf, "");
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "3. h9"));
    fx_free(fx, true);
}

/* Study progress a save could not write is not lost by the next game move or a quit: it
 * is tried again when the game changes and before quitting (which asks while it fails). */
static void test_session_failed_study_progress_is_retried_and_kept(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    StoragePaths sp = {0};
    snprintf(sp.data_dir, sizeof sp.data_dir, "%s/study", fx->home);
    Progress *p = calloc(3, sizeof *p); /* mine, base, and the file read back */
    assert_non_null(p);
    assert_true(progress_add_attempt(&p[0], "1.1", PROGRESS_SOLVED, 0, 0, 4000));
    char aside[256];
    RecordError err = {0};
    /* A full disk: no file grows past 10 bytes (nor the autosave). */
    struct rlimit saved, small;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &saved), 0);
    void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
    small = saved;
    small.rlim_cur = 10;
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
    ProgressSync how = session_study_save(&fx->s, &sp, &p[1], &p[0], aside, sizeof aside, &err);
    bool asks = session_study_unsaved(&fx->s); /* a quit now asks */
    assert_true(controller_click(fx->c, support_point("h8")));
    session_sync(&fx->s);
    bool still = fx->s.study_unsaved;
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &saved), 0); /* room again */
    signal(SIGXFSZ, old_handler);
    assert_int_equal(how, PROGRESS_NOT_SAVED);
    assert_true(asks);
    assert_true(still);
    play(fx, "i9"); /* a game move: the study's save goes with it */
    assert_false(fx->s.study_unsaved);
    assert_false(session_study_unsaved(&fx->s)); /* a quit now just quits */
    assert_int_equal(progress_load(&sp, 0, &p[2], aside, sizeof aside, &err), PROGRESS_LOADED);
    const ProgressProblem *e = progress_find(&p[2], "1.1");
    assert_non_null(e);
    assert_true(e->solved);
    session_study_forget(&fx->s);
    free(p);
    fx_free(fx, true);
}

/* The moves of a text record (its "N. move" lines, nested ones too), without times. */
static void record_lines_of(const char *text, char *out, size_t cap)
{
    size_t len = 0;
    out[0] = '\0';
    for (const char *l = text; *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : l + strlen(l)) {
        const char *t = l + strspn(l, " ");
        if (*t == '(' || *t == ')' ||
            (*t >= '1' && *t <= '9' && strstr(t, ". ") && strstr(t, ". ") < strchr(t, '\n'))) {
            size_t n = strcspn(t, "\n");
            const char *sp = memchr(t, ' ', n);
            const char *time = sp ? memchr(sp + 1, ' ', n - (size_t)(sp + 1 - t)) : NULL;
            text_append(out, cap, &len, "%.*s;", (int)(time ? time - t : (long)n), t);
        }
    }
}

/* A game whose line ends where 4 lines branch off keeps its length and the order of its
 * lines through .lib and .sgf and back: RenLib and SGF hold "the game ends here". */
static void test_session_round_trip_keeps_the_game_and_its_lines(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    static const char T1[] = "Renju record 5\nrule: renju\nopening: free\nresult: none\n\n"
                             "1. h8\n2. h9\n(\n  3. j10\n  4. k11\n)\n(\n  3. i8\n)\n"
                             "(\n  3. f10\n)\n(\n  3. g10\n  4. g9\n)\nend\n";
    support_write_file(fx->home, "t1.renju", T1);
    char want[1024], got[1024], text[8192], path[512];
    record_lines_of(T1, want, sizeof want);
    static const char *const VIA[] = {"t1.lib", "t1.sgf"};
    for (size_t i = 0; i < sizeof VIA / sizeof VIA[0]; i++) {
        RecordError err;
        snprintf(path, sizeof path, "%s/t1.renju", fx->home);
        assert_true(session_load_file(&fx->s, path, &err));
        snprintf(path, sizeof path, "%s/%s", fx->home, VIA[i]);
        assert_true(session_save_file(&fx->s, path, sizeof path, true, &err));
        assert_true(session_load_file(&fx->s, path, &err));
        assert_int_equal(fx->c->game.nactions, 2);
        snprintf(path, sizeof path, "%s/back.renju", fx->home);
        assert_true(session_save_file(&fx->s, path, sizeof path, true, &err));
        support_read_file(fx->home, "back.renju", text, sizeof text);
        record_lines_of(text, got, sizeof got);
        assert_string_equal(got, want);
    }
    fx_free(fx, true);
}

/* The status card's lasting marks (an autosave that could not be resumed, one that fails)
 * are kept as kinds and worded when drawn: switching the language (the L key) rewords
 * them at once, the reasons included, not at the next autosave. */
static void test_session_marks_follow_the_language(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char dir[512], blocker[600], buf[1024];
    data_dir(fx, dir, sizeof dir);
    RecordError err;
    support_write_file(dir, "autosave.renju", "Renju record 15\nrule: renju\n1. h8\nend\n");
    assert_int_equal(session_resume(&fx->s, &err), STORAGE_BAD);
    assert_int_equal(fx->s.resume_err.reason, RECORD_R_BAD_VERSION);
    assert_true(fx->s.set_aside[0] != '\0');
    session_marks(&fx->s, LANG_EN, true, buf, sizeof buf);
    assert_non_null(strstr(buf, "record version 15 is not supported"));
    assert_non_null(strstr(buf, fx->s.set_aside));
    session_marks(&fx->s, LANG_UK, true, buf, sizeof buf);
    assert_non_null(strstr(buf, "версія запису 15 не підтримується"));
    assert_non_null(strstr(buf, fx->s.set_aside));
    assert_null(strstr(buf, "not supported"));
    session_marks(&fx->s, LANG_UK, false, buf, sizeof buf); /* a new game ended the banner */
    assert_string_equal(buf, "");
    /* The autosave fails (autosave.renju is now a directory): worded in each language. */
    snprintf(blocker, sizeof blocker, "%s/autosave.renju", dir);
    assert_true(storage_make_dirs(blocker, &err));
    play(fx, "h8");
    assert_true(fx->s.autosave_failed);
    session_marks(&fx->s, LANG_EN, false, buf, sizeof buf);
    assert_non_null(strstr(buf, "autosave.renju: not saved: it is a folder"));
    session_marks(&fx->s, LANG_RU, false, buf, sizeof buf);
    assert_non_null(
        strstr(buf, "Автосохранение не работает: autosave.renju: не сохранено: это папка"));
    session_marks(&fx->s, LANG_BG, true, buf, sizeof buf);
    assert_non_null(strstr(buf, "версия 15 на записа не се поддържа"));
    assert_non_null(strstr(buf, "\nАвтоматичният запис не работи: autosave.renju: не е записано"));
    assert_int_equal(rmdir(blocker), 0);
    fx_free(fx, true);
}

/* renju --load "h8 i9 h9": a move list that names no file is the game those moves make,
 * as a .moves file's (rules checked, both seats people); a bad one names the move and the
 * list, the game on the board kept; a file by that name, or a name that looks like a
 * path, stays a file. It said "cannot open it: No such file or directory". */
static void test_session_load_arg_takes_a_move_list(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    bool moves = false;
    assert_true(session_load_arg(&fx->s, "h8 i9 h9 h10 i8", NULL, &moves, &err));
    assert_true(moves);
    support_assert_moves(&fx->c->game, "h8 i9 h9 h10 i8");
    assert_false(fx->s.seats_named); /* both seats people, as for a .moves file */
    /* Left as typed, it is nothing to lose: no "unfinished" copy when another game comes,
     * no "not saved" question (audit 24 and 25, C12); a move played makes it one. */
    session_sync(&fx->s);
    assert_false(session_at_risk(&fx->s));
    controller_click(fx->c, support_point("j9"));
    session_sync(&fx->s);
    assert_true(session_at_risk(&fx->s));
    /* Black's h8 again: refused by the rules, named; the game stays. */
    assert_false(session_load_arg(&fx->s, "h8 i9 h8", NULL, &moves, &err));
    assert_false(moves);
    assert_string_equal(err.msg, "the move list \"h8 i9 h8\": byte 6: move 3 (h8): h8 is occupied");
    /* A move after Black's five: read up to the five, as a .moves file is, and counted
     * for the notice (status_notice_also_loaded). */
    assert_true(
        session_load_arg(&fx->s, "h8 i9 h9 i10 h10 i11 h11 i12 h12 i13", NULL, &moves, &err));
    support_assert_moves(&fx->c->game, "h8 i9 h9 i10 h10 i11 h11 i12 h12");
    assert_int_equal(fx->s.info.five_move, 9);
    assert_int_equal(fx->s.info.five_after, 1);
    /* Audit 23 B2's list: h8 is Black's 3x3, so Ctrl+click "only h8" is refused, the foul
     * said (the analysis then claimed a four to block). */
    assert_true(session_load_arg(&fx->s, "f8 a15 g8 b15 h9 c15 h10 o1", NULL, &moves, &err));
    assert_false(controller_mark(fx->c, support_point("h8"), false));
    assert_int_equal(fx->c->msg, CTL_MSG_FORBIDDEN);
    assert_false(ai_filter_on(&fx->c->marks));
    /* Under --rule gomoku (asked): a list names no rule, so it is read under it. */
    assert_true(session_load_arg(&fx->s, "h8 i9 h9", rules_get(RULE_GOMOKU), &moves, &err));
    assert_ptr_equal(fx->c->game.rules, rules_get(RULE_GOMOKU));
    /* Not a move list: a name with a '/' or a '.', or a word that is no point. */
    char path[512];
    snprintf(path, sizeof path, "%s/h8 i9", fx->home);
    assert_false(session_load_arg(&fx->s, path, NULL, &moves, &err));
    assert_int_equal(err.reason, RECORD_R_CANNOT_OPEN);
    assert_false(session_load_arg(&fx->s, "game.renju", NULL, &moves, &err));
    assert_int_equal(err.reason, RECORD_R_CANNOT_OPEN);
    assert_false(session_load_arg(&fx->s, "mygame", NULL, &moves, &err));
    assert_int_equal(err.reason, RECORD_R_CANNOT_OPEN);
    /* A file there is read as the file. */
    support_write_file(fx->home, "h8 i9", "a1 b2\n");
    if (!session_load_arg(&fx->s, path, NULL, &moves, &err)) {
        fail_msg("%s", err.msg);
    }
    assert_false(moves);
    support_assert_moves(&fx->c->game, "a1 b2");
    fx_free(fx, true);
}

/* A record opened with an AI seat to move is for study: nobody plays into it until the
 * player chooses to play on. */
/* Do the shown board's stones and side to move stand as moves make them? */
static bool shown_is(const Controller *c, const char *moves)
{
    Board want;
    support_position(&want, moves);
    for (int y = 0; y < want.size; y++) {
        for (int x = 0; x < want.size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(&want, p) != board_at(&c->board, p)) {
                return false;
            }
        }
    }
    return c->board.to_move == want.to_move;
}

/* Find position's hit kept (the first). */
static bool keep_first_hit(void *ctx, const FindHit *hit)
{
    *(FindHit *)ctx = *hit;
    return false;
}

/* The first game of record data (the file at path) that reaches the position of moves. */
static FindHit first_found(const char *data, const char *path, const char *moves)
{
    Board b;
    support_position(&b, moves);
    FindTarget *t = malloc(sizeof *t);
    Game *scratch = malloc(sizeof *scratch);
    assert_non_null(t);
    assert_non_null(scratch);
    findpos_target(t, &b);
    FindHit hit;
    FindRecord r;
    findpos_record(t, data, strlen(data), path, NULL, scratch, NULL, keep_first_hit, &hit, &r,
                   NULL);
    assert_true(r.hits > 0);
    free(scratch);
    free(t);
    return hit;
}

/* A game Find position lists opens where the position stands (after move 5), the game
 * of a collection it names, not the file's first; a game past the collection's last is
 * refused and the game on the board stays. */
static void test_session_found_game_opens_at_its_ply(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    assert_true(session_load_file_game(&fx->s, "tests/fixtures/find/match.sgf", NULL, 2, &err));
    assert_int_equal(fx->c->game.board.ply, 6); /* Gus and Hana's, not Eve and Finn's */
    assert_string_equal(fx->s.info.black, "Gus");
    assert_true(session_show_ply(&fx->s, 5));
    assert_true(shown_is(fx->c, "h8 i9 f8 g9 h10"));
    assert_int_equal(fx->c->view, 5);
    assert_true(session_load_file_game(&fx->s, "tests/fixtures/find/anna.renju", NULL, 1, &err));
    assert_true(session_show_ply(&fx->s, 5));
    assert_true(shown_is(fx->c, "h8 i9 j8 g9 h10"));
    assert_false(controller_is_live(fx->c));
    assert_false(session_show_ply(&fx->s, 9)); /* seven moves and a resignation */
    assert_true(controller_is_live(fx->c));
    assert_false(session_load_file_game(&fx->s, "tests/fixtures/find/match.sgf", NULL, 3, &err));
    assert_int_equal(err.reason, RECORD_R_SGF_NO_GAME);
    assert_string_equal(fx->s.info.black, "Anna");
    fx_free(fx, true);
}

/* Fix 26b, item 3 and audit 32a B7: a .renju or SGF game whose lines pass the 4095 moves a
 * review held was refused by Open and searched only in part by Find position. The tree
 * grows now: it opens whole (5,213 moves), every line is searched, nothing is said
 * skipped, and a game found there opens along its own line. */
static void test_session_found_in_a_game_tree_too_big_for_the_review(void **state)
{
    (void)state;
    for (int sgf = 0; sgf < 2; sgf++) {
        Fixture *fx = fx_new();
        char *data = support_big_tree(sgf);
        const char *name = sgf ? "big.sgf" : "big.renju";
        support_write_file(fx->home, name, data);
        char path[512];
        snprintf(path, sizeof path, "%s/%s", fx->home, name);
        RecordError err;
        assert_true(session_load_file(&fx->s, path, &err)); /* whole */
        assert_true(fx->s.rev->count > 5000);
        assert_true(shown_is(fx->c, "h8 i9 k8 l9 h11"));
        Board b;
        support_position(&b, "h8 i9 k8");
        FindGames *f = malloc(sizeof *f);
        assert_non_null(f);
        assert_true(findgames_init(f, &b, NULL));
        assert_true(findgames_add(f, fx->home));
        while (findgames_step(f)) {
        }
        assert_int_equal(f->games, 1);
        assert_true(f->nfound >= 1);
        assert_int_equal(f->nbad, 0); /* all of it searched: nothing to say */
        bool turned;
        FindHit hit = f->found[0].hit;
        assert_true(session_open_found(&fx->s, path, NULL, &hit, &turned, &err));
        assert_true(shown_is(fx->c, "h8 i9 k8"));
        findgames_free(f);
        free(f);
        free(data);
        fx_free(fx, true);
    }
}

/* A game found mirrored (Gus and Hana's: f8 where the board has j8) opens turned to the
 * board's orientation: its stones where the board had them, its next move i10 (the
 * file's g10), said turned; the file stays as it was, the game counts as safe (the file
 * holds it), and a save to the file's name does not replace it. */
static void test_session_found_game_opens_turned_to_the_board(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    static const char SGF[] = "(;FF[4]GM[4]SZ[15]RU[renju]PB[Eve]PW[Finn]\n;B[hh];W[hg];B[ih])\n"
                              "(;FF[4]GM[4]SZ[15]RU[renju]PB[Gus]PW[Hana]RE[0]\n"
                              ";B[hh];W[ig];B[fh];W[gg];B[hf];W[gf])\n";
    support_write_file(fx->home, "match.sgf", SGF);
    char path[512];
    snprintf(path, sizeof path, "%s/match.sgf", fx->home);
    FindHit hit = first_found(SGF, path, "h8 i9 j8 g9 h10");
    assert_int_equal(hit.game, 2);
    assert_int_equal(hit.turn, TURN_MIRROR_LR);
    RecordError err;
    bool turned = false;
    assert_true(session_open_found(&fx->s, path, NULL, &hit, &turned, &err));
    assert_true(turned);
    assert_true(shown_is(fx->c, "h8 i9 j8 g9 h10")); /* not f8: the board's j8 */
    assert_int_equal(fx->c->view, 5);
    assert_int_equal(fx->c->game.board.history[5].pos, support_point("i10"));
    assert_string_equal(fx->s.info.black, "Gus");
    assert_false(session_at_risk(&fx->s));
    char now[512];
    support_read_file(fx->home, "match.sgf", now, sizeof now);
    assert_string_equal(now, SGF);
    assert_false(session_save_file(&fx->s, path, sizeof path, false, &err));
    support_read_file(fx->home, "match.sgf", now, sizeof now);
    assert_string_equal(now, SGF);
    /* Found as it stands: opened as the file has it, not said turned. */
    hit = first_found(SGF, path, "h8 i9 f8 g9 h10");
    assert_int_equal(hit.turn, TURN_NONE);
    assert_true(session_open_found(&fx->s, path, NULL, &hit, &turned, &err));
    assert_false(turned);
    assert_true(shown_is(fx->c, "h8 i9 f8 g9 h10"));
    fx_free(fx, true);
}

/* A side line found (a RenLib branch at move 3, mirrored: f8 for the board's j8) opens
 * turned, where the position stands, the game following the branch (its g11 the
 * board's i11), not the file's own line (h10 at move 3). */
static void test_session_found_side_line_opens_on_its_line(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    Board b;
    support_position(&b, "h8 i9 j8 g9 h10");
    FindGames *f = malloc(sizeof *f);
    assert_non_null(f);
    assert_true(findgames_init(f, &b, NULL));
    assert_true(findgames_add(f, "tests/fixtures/find-lines/study.lib"));
    while (findgames_step(f)) {
    }
    assert_int_equal(f->nfound, 1);
    FindHit hit = f->found[0].hit;
    assert_int_equal(hit.variation, 3);
    RecordError err;
    bool turned = false;
    assert_true(session_open_found(&fx->s, "tests/fixtures/find-lines/study.lib", NULL, &hit,
                                   &turned, &err));
    assert_true(turned);
    assert_true(shown_is(fx->c, "h8 i9 j8 g9 h10"));
    assert_int_equal(fx->c->game.board.ply, 6);
    assert_int_equal(fx->c->game.board.history[5].pos, support_point("i11"));
    assert_false(session_at_risk(&fx->s));
    findgames_free(f);
    free(f);
    fx_free(fx, true);
}

static void test_session_loaded_record_is_not_played_into(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_AI},
                             3,          {0},          false};
    controller_new_game(fx->c, &opt);
    assert_int_equal(fx->ai.starts, 0);
    support_write_file(fx->home, "w.moves", "h8 i9 h9\n"); /* White to move */
    char path[512];
    snprintf(path, sizeof path, "%s/w.moves", fx->home);
    RecordError err;
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->ai.starts, 0);
    assert_int_equal(fx->c->game.nactions, 3);
    assert_true(fx->c->studying);
    assert_int_equal(controller_player_seat(fx->c, 1), SEAT_HUMAN);
    assert_true(controller_human_to_move(fx->c));
    /* Playing on: the AI seat is back and answers. */
    controller_study(fx->c, false);
    assert_int_equal(controller_player_seat(fx->c, 1), SEAT_AI);
    assert_int_equal(fx->ai.starts, 1);
    assert_int_equal(fx->ai.last_to_move, STONE_WHITE);
    /* A paste is opened to study as well. */
    const char *moves = "h8 i9 h9 i10 h10";
    assert_true(session_paste(&fx->s, moves, strlen(moves), &err));
    assert_true(fx->c->studying);
    assert_int_equal(fx->c->ai_purpose, AI_IDLE);
    /* The game in progress (the autosave) resumes with its seats. */
    controller_study(fx->c, false);
    session_sync(&fx->s);
    Fixture *again = fx_new();
    setenv("HOME", fx->home, 1);
    session_free(&again->s);
    controller_new_game(again->c, &opt);
    assert_true(session_init(&again->s, again->c, true));
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    assert_false(again->c->studying);
    support_remove_dir(again->home);
    fx_free(again, false);
    fx_free(fx, true);
}

/* Writes game g in format fmt as dir/name. */
static void write_record(const char *dir, const char *name, const Game *g, RecordFormat fmt)
{
    char buf[8192];
    size_t n = record_format(g, NULL, fmt, buf, sizeof buf);
    assert_true(n > 0 && n < sizeof buf);
    support_write_file(dir, name, buf);
}

/* The board's rules never decide how a file opens: a record naming its rule opens under
 * it, a stones-only one under the first rule set it fits (its board size from the file,
 * renju first). */
static void test_session_record_opens_under_its_own_rules(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions old = {
        RULE_OLD_RENJU, OPENING_SWAP2, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_new_game(fx->c, &old);
    RecordError err;
    char path[512];
    Game *g = support_game(RULE_RENJU, "h8 i9 h9");
    write_record(fx->home, "n.psq", g, RECORD_PSQ);
    write_record(fx->home, "n.moves", g, RECORD_MOVES);
    free(g);
    snprintf(path, sizeof path, "%s/n.psq", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.rules->id, RULE_RENJU);
    assert_int_equal(fx->c->game.opening, OPENING_FREE);
    assert_int_equal(fx->c->game.board.size, 15);
    assert_int_equal(board_at(&fx->c->game.board, support_point("h9")), STONE_BLACK);
    controller_new_game(fx->c, &old);
    snprintf(path, sizeof path, "%s/n.moves", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.rules->id, RULE_RENJU);
    assert_int_equal(fx->c->opt.rule, RULE_RENJU);
    assert_int_equal(fx->c->game.board.size, 15);
    /* Our text record names its rule. */
    g = support_game(RULE_GOMOKU, "h8 i9 h9");
    write_record(fx->home, "g.renju", g, RECORD_TEXT);
    free(g);
    snprintf(path, sizeof path, "%s/g.renju", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.rules->id, RULE_GOMOKU);
    /* A 19x19 stones-only record opens on 19x19, under the rule set played there. */
    g = support_game(RULE_OLD_RENJU, "j10 k11 j11");
    write_record(fx->home, "big.psq", g, RECORD_PSQ);
    free(g);
    snprintf(path, sizeof path, "%s/big.psq", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.rules->id, RULE_OLD_RENJU);
    assert_int_equal(fx->c->game.board.size, 19);
    /* A move list with Black's double-three is a renju game Black lost by the foul,
     * never re-judged under gomoku (where Black's later five would win). */
    const char *three3 = "h8 a1 i8 a2 j9 a3 j10 a4 j8 a5 k8 a6 g8"; /* j8: h8-i8-j8, j8-j9-j10 */
    assert_true(session_paste(&fx->s, three3, strlen(three3), &err));
    assert_int_equal(fx->c->game.rules->id, RULE_RENJU);
    assert_int_equal(fx->c->game.result, RESULT_WHITE_WINS);
    assert_int_equal(fx->c->game.reason, REASON_FOUL);
    assert_int_equal(fx->s.info.foul_move, 9);
    assert_int_equal(fx->s.info.foul_after, 4);
    support_write_file(fx->home, "foul.moves", three3);
    snprintf(path, sizeof path, "%s/foul.moves", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.rules->id, RULE_RENJU);
    assert_int_equal(fx->c->game.reason, REASON_FOUL);
    Notice nt;
    assert_true(status_notice_record(&nt, "foul.moves", &fx->s.info, &fx->c->game));
    char said[512];
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Loaded foul.moves. Move 9, j8: double-three, forbidden for "
                              "Black: White wins. The 4 moves after it are not shown.");
    status_notice_text(&nt, LANG_RU, said, sizeof said);
    assert_non_null(strstr(said, "j8"));
    assert_null(strstr(said, "Loaded"));
    /* A paste says the same, without a file. */
    assert_true(session_paste(&fx->s, three3, strlen(three3), &err));
    assert_true(status_notice_record(&nt, NULL, &fx->s.info, &fx->c->game));
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Pasted a game. Move 9, j8: double-three, forbidden for Black: "
                              "White wins. The 4 moves after it are not shown.");
    /* Moves after a five are read up to it and said alike (audit 23 B5: the file was
     * refused with "Game over. Start a new game (N)"). */
    support_write_file(fx->home, "five.moves", "h8 a1 h9 a2 h10 a3 h11 a4 h12 a5 a6");
    snprintf(path, sizeof path, "%s/five.moves", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.reason, REASON_FIVE);
    assert_false(status_notice_record(&nt, "five.moves", &fx->s.info, &fx->c->game));
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "five.moves", NULL);
    status_notice_also_loaded(&nt, &fx->s.info);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Loaded five.moves. 2 moves after the five on move 9 are left out: "
                              "the game ends on the five; the file is unchanged.");
    status_notice_text(&nt, LANG_RU, said, sizeof said);
    assert_non_null(strstr(said, "9"));
    assert_null(strstr(said, "left out"));
    /* A paste has no file to speak of (audit 31b C4: "the file is unchanged"). */
    const char *five = "1. h8 2. a1 3. h9 4. a2 5. h10 6. a3 7. h11 8. a4 9. h12 10. a5 11. a6";
    assert_true(session_paste(&fx->s, five, strlen(five), &err));
    status_notice_pasted(&nt, &fx->s.info, &fx->c->game);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "2 moves after the five on move 9 are left out: the game ends "
                                 "on the five."));
    assert_null(strstr(said, "file"));
    status_notice_text(&nt, LANG_RU, said, sizeof said);
    assert_null(strstr(said, "файл"));
    /* An SGF keeps them as the five's line, not shown: said too (audit 28, B4: hidden
     * without a word). */
    support_write_file(fx->home, "five.sgf",
                       "(;GM[4]SZ[15];B[hh];W[ao];B[hg];W[an];B[hf];W[am];B[he];W[al];B[hd]"
                       ";W[ak];B[aj])");
    snprintf(path, sizeof path, "%s/five.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.nactions, 9);
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "five.sgf", NULL);
    status_notice_also_loaded(&nt, &fx->s.info);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Loaded five.sgf. 2 moves after the five on move 9 are kept as a "
                              "line after it, not shown: the game ends on the five; a save "
                              "keeps them.");
    /* cp1251 names are read (audit 28, B2: "????"); a byte no character stands for in the
     * code page CA[] names is said. */
    support_write_file(fx->home, "cp.sgf",
                       "(;GM[4]SZ[15]CA[windows-1251]PB[\xc8\xe2\xe0\xed]PW[\xc8\x98];B[hh])");
    snprintf(path, sizeof path, "%s/cp.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_string_equal(fx->s.info.black, "Иван");
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "cp.sgf", NULL);
    status_notice_also_loaded(&nt, &fx->s.info);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Loaded cp.sgf. 1 name or comment holds bytes that are no text in "
                              "the file's code page: they are shown as ?.");
    const char *plain = "h8 i9 h9";
    assert_true(session_paste(&fx->s, plain, strlen(plain), &err));
    assert_false(status_notice_record(&nt, NULL, &fx->s.info, &fx->c->game));
    status_notice_pasted(&nt, &fx->s.info, &fx->c->game);
    assert_false(nt.also & NOTICE_ALSO_FIVE_AFTER); /* a new record forgets the old one's */
    /* Pasted while a 19x19 game is on the board: renju, 15x15. */
    controller_new_game(fx->c, &old);
    const char *moves = "h8 i9";
    assert_true(session_paste(&fx->s, moves, strlen(moves), &err));
    assert_int_equal(fx->c->game.rules->id, RULE_RENJU);
    assert_int_equal(fx->c->game.board.size, 15);
    fx_free(fx, true);
}

/* A pasted record says what opening the same file says (the audit's leftover: a paste
 * said nothing of these): an SGF RU[] that names no rule set we know, and an RE[] that
 * was left out; opened as a file, the same words name the file. */
static void test_session_paste_says_unknown_rule_and_dropped_result(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    Notice nt;
    char said[600], path[512];
    const char *caro = "(;GM[4]FF[4]SZ[15]RU[Caro];B[hh];W[ii];B[hg])";
    assert_true(session_paste(&fx->s, caro, strlen(caro), &err));
    assert_true(status_notice_record(&nt, NULL, &fx->s.info, &fx->c->game));
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Pasted a game. Its rule \u201cCaro\u201d is not one this program "
                              "knows: read as Renju.");
    status_notice_text(&nt, LANG_UK, said, sizeof said);
    assert_non_null(strstr(said, "Партію вставлено"));
    assert_non_null(strstr(said, "«Caro»"));
    /* A 19x19 game naming no rule, pasted: the rule read is said as a load says it (the
     * merged notice once used the load's words with no file: "Loaded . It names..."). */
    const char *sz19 = "(;FF[4]GM[4]SZ[19];B[jj];W[kk];B[jk])";
    assert_true(session_paste(&fx->s, sz19, strlen(sz19), &err));
    assert_true(status_notice_record(&nt, NULL, &fx->s.info, &fx->c->game));
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "Pasted a game. It names no rule set: read as "));
    const char *re = "(;FF[4]GM[4]SZ[15]RE[B+F];B[hh];W[ii])"; /* a forfeit: no result here */
    assert_true(session_paste(&fx->s, re, strlen(re), &err));
    assert_true(status_notice_record(&nt, NULL, &fx->s.info, &fx->c->game));
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Pasted a game. Its result \u201cB+F\u201d names no resignation, "
                              "loss on time or draw, and the moves do not show it: left out, the "
                              "game is shown as its moves leave it.");
    support_write_file(fx->home, "re.sgf", re);
    snprintf(path, sizeof path, "%s/re.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_true(status_notice_record(&nt, "re.sgf", &fx->s.info, &fx->c->game));
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "Loaded re.sgf. Its result \u201cB+F\u201d"));
    /* What else happened then (a copy of the game replaced was kept) is said after it,
     * not instead of it. */
    status_notice_then(&nt, S_MSG_KEPT_COPY, "unfinished-x.renju");
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "Loaded re.sgf. Its result \u201cB+F\u201d"));
    assert_non_null(strstr(said, "leave it. The unfinished game is kept as "
                                 "games/unfinished-x.renju."));
    status_notice_text(&nt, LANG_RU, said, sizeof said);
    assert_non_null(strstr(said, "Открыто re.sgf"));
    assert_non_null(strstr(said, "unfinished-x.renju"));
    assert_true(nt.bad); /* the record's own tone stays */
    status_notice_clear(&nt);
    status_notice_then(&nt, S_MSG_KEPT_COPY, "unfinished-y.renju"); /* alone when none is on */
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "The unfinished game is kept as games/unfinished-y.renju.");
    fx_free(fx, true);
}

/* renju --rule NAME --load FILE: a record that names no rule (stones only) opens under
 * the rule asked for, not the first one it fits; a record that names its rule opens
 * under its own (the window says so); stones that do not fit the rule asked for are
 * refused, not opened under another. */
static void test_session_load_under_the_rule_asked_for(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    char path[512];
    Game *g = support_game(RULE_PENTE, "h8 i8 a1 j8 k8");
    write_record(fx->home, "pente.moves", g, RECORD_MOVES);
    free(g);
    snprintf(path, sizeof path, "%s/pente.moves", fx->home);
    assert_true(session_load_file_under(&fx->s, path, rules_get(RULE_PENTE), &err));
    assert_int_equal(fx->c->game.rules->id, RULE_PENTE);
    assert_int_equal(fx->c->opt.rule, RULE_PENTE);
    assert_int_equal(fx->c->game.nactions, 5);
    /* Without a rule asked for: the first that fits, renju. */
    assert_true(session_load_file_under(&fx->s, path, NULL, &err));
    assert_int_equal(fx->c->game.rules->id, RULE_RENJU);
    /* The record's own rule wins over the one asked for. */
    g = support_game(RULE_GOMOKU, "h8 i9 h9");
    write_record(fx->home, "g.renju", g, RECORD_TEXT);
    free(g);
    snprintf(path, sizeof path, "%s/g.renju", fx->home);
    assert_true(session_load_file_under(&fx->s, path, rules_get(RULE_PENTE), &err));
    assert_int_equal(fx->c->game.rules->id, RULE_GOMOKU);
    /* Black's double-three j8 under renju: the game ends there, White wins. */
    g = support_game(RULE_GOMOKU, "h8 a1 i8 a2 j9 a3 j10 a4 j8");
    write_record(fx->home, "three3.moves", g, RECORD_MOVES);
    free(g);
    snprintf(path, sizeof path, "%s/three3.moves", fx->home);
    assert_true(session_load_file_under(&fx->s, path, rules_get(RULE_RENJU), &err));
    assert_int_equal(fx->c->game.rules->id, RULE_RENJU);
    assert_int_equal(fx->c->game.reason, REASON_FOUL);
    /* Stones that do not fit the rule asked for are refused, the game on the board kept. */
    g = support_game(RULE_GOMOKU, "h8 i9 h9");
    write_record(fx->home, "g3.psq", g, RECORD_PSQ);
    free(g);
    snprintf(path, sizeof path, "%s/g3.psq", fx->home);
    assert_false(session_load_file_under(&fx->s, path, rules_get(RULE_OLD_RENJU), &err));
    assert_int_equal(fx->c->game.rules->id, RULE_RENJU);
    fx_free(fx, true);
}

static void test_session_bad_file_leaves_the_game(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9");
    support_write_file(fx->home, "bad.renju", "Renju record 1\n1. h8\n2. i9\n3. z99\nend\n");
    char path[512];
    snprintf(path, sizeof path, "%s/bad.renju", fx->home);
    RecordError err;
    assert_false(session_load_file(&fx->s, path, &err));
    assert_non_null(strstr(err.msg, "line 4"));
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9");
    /* A .txt file holding a move list is read by its content. */
    support_write_file(fx->home, "list.txt", "h8 i9 h9\n");
    snprintf(path, sizeof path, "%s/list.txt", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    char got0[256];
    moves_of(fx->c, got0, sizeof got0);
    assert_string_equal(got0, "h8 i9 h9");
    support_write_file(fx->home, "list.txt", "h8 i9 h8\n");
    assert_false(session_load_file(&fx->s, path, &err));
    assert_non_null(strstr(err.msg, "h8 is occupied")); /* read as the move list it is */
    support_write_file(fx->home, "list.txt", "hello\n");
    assert_false(session_load_file(&fx->s, path, &err));
    assert_non_null(strstr(err.msg, "Renju record N")); /* else the text record's reason */
    moves_of(fx->c, got0, sizeof got0);
    assert_string_equal(got0, "h8 i9 h9");
    controller_undo(fx->c);
    controller_undo(fx->c);
    controller_click(fx->c, support_point("i9"));
    /* A missing file names itself. */
    snprintf(path, sizeof path, "%s/none.psq", fx->home);
    assert_false(session_load_file(&fx->s, path, &err));
    assert_non_null(strstr(err.msg, "none.psq"));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9");
    fx_free(fx, true);
}

static void test_session_save_and_load_every_format(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9 i10");
    static const char *const NAMES[] = {"game", "g.psq", "g.sgf", "g.lib", "g.moves", "g.txt"};
    for (size_t i = 0; i < sizeof NAMES / sizeof NAMES[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", fx->home, NAMES[i]);
        RecordError err;
        assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
        if (i == 0) {
            assert_non_null(strstr(path, "game.renju")); /* no extension: our record */
        }
        controller_new_game(fx->c, &fx->c->opt);
        assert_true(session_load_file(&fx->s, path, &err));
        char got[256];
        moves_of(fx->c, got, sizeof got);
        assert_string_equal(got, "h8 i9 h9 i10");
    }
    fx_free(fx, true);
}

/* A record's players are named while its game is shown, by the colours they hold at its
 * end (a swap in its opening exchanges them), and forgotten when a new game begins: the
 * new game's autosave names no one (it once kept the record's "black: Bob"). */
static void test_session_record_players_belong_to_its_game(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[512];
    snprintf(path, sizeof path, "%s/named.sgf", fx->home);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("(;FF[4]GM[4]SZ[15]RU[renju]PB[Bob]PW[Wanda]EV[Club cup];B[hh];W[ig];B[jh])\n", f);
    fclose(f);
    RecordError err;
    assert_true(session_load_file(&fx->s, path, &err));
    assert_string_equal(session_player_name(&fx->s, 0), "Bob");
    assert_string_equal(session_player_name(&fx->s, 1), "Wanda");
    session_sync(&fx->s);
    char saved[4096];
    read_autosave(fx, saved, sizeof saved);
    assert_non_null(strstr(saved, "black: Bob"));
    controller_new_game(fx->c, &fx->c->opt);
    play(fx, "h8");
    assert_string_equal(session_player_name(&fx->s, 0), "");
    assert_string_equal(session_player_name(&fx->s, 1), "");
    read_autosave(fx, saved, sizeof saved);
    assert_null(strstr(saved, "Bob"));
    assert_null(strstr(saved, "Wanda"));
    assert_null(strstr(saved, "Club cup"));
    fx_free(fx, true);
}

/* A game saved against the computer (our record keeps the seats) opens against it again,
 * at its level, in a window whose seats are two people; it comes back so after a restart
 * (the autosave keeps the seats too). A format without seats opens with two people. */
static void test_session_saved_game_against_the_computer_opens_against_it(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_AI},
                             6,          {0},          false};
    controller_new_game(fx->c, &opt);
    play(fx, "h8"); /* White, the computer, to move */
    assert_int_equal(fx->ai.starts, 1);
    char path[512], psq[512], text[4096];
    snprintf(path, sizeof path, "%s/vs.renju", fx->home);
    snprintf(psq, sizeof psq, "%s/vs.psq", fx->home);
    RecordError err;
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_true(session_save_file(&fx->s, psq, sizeof psq, false, &err));
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    text[fread(text, 1, sizeof text - 1, f)] = '\0';
    fclose(f);
    assert_non_null(strstr(text, "\nseats: person computer level 6\n"));

    Fixture *b = fx_new(); /* another player's window: two people, level 3 */
    assert_true(session_load_file(&b->s, path, &err));
    assert_true(b->s.seats_named);
    assert_false(b->c->studying);
    assert_int_equal(controller_player_seat(b->c, 0), SEAT_HUMAN);
    assert_int_equal(controller_player_seat(b->c, 1), SEAT_AI);
    assert_int_equal(b->c->opt.ai_level, 6);
    assert_int_equal(b->ai.starts, 1); /* no clock: the computer answers h8 at once */
    assert_int_equal(b->ai.last_to_move, STONE_WHITE);
    session_sync(&b->s);
    /* After a restart of that window (its settings: two people) the computer is back. */
    Fixture *again = fx_new();
    setenv("HOME", b->home, 1);
    session_free(&again->s);
    assert_true(session_init(&again->s, again->c, true));
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    assert_int_equal(controller_player_seat(again->c, 1), SEAT_AI);
    assert_int_equal(again->c->opt.ai_level, 6);
    support_remove_dir(again->home);
    fx_free(again, false);
    /* The Piskvork file does not say who played: two people, the notice says so. */
    assert_true(session_load_file(&b->s, psq, &err));
    assert_false(b->s.seats_named);
    assert_true(b->c->studying);
    assert_int_equal(controller_player_seat(b->c, 1), SEAT_HUMAN);
    assert_int_equal(b->ai.starts, 1);
    /* Studied when the window closed, it comes back with two people: the computer of the
     * window's settings does not play into it. */
    session_sync(&b->s);
    again = fx_new();
    ControllerOptions vs_ai = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_AI},
                               6,          {0},          false};
    controller_new_game(again->c, &vs_ai);
    setenv("HOME", b->home, 1);
    session_free(&again->s);
    assert_true(session_init(&again->s, again->c, true));
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    assert_int_equal(again->c->game.nactions, 1);
    assert_int_equal(controller_player_seat(again->c, 1), SEAT_HUMAN);
    assert_int_equal(again->ai.starts, 0);
    support_remove_dir(again->home);
    fx_free(again, false);
    fx_free(b, true);
    fx_free(fx, true);
}

static void test_session_paste_and_copy(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    const char *moves = "h8i9j10";
    assert_true(session_paste(&fx->s, moves, strlen(moves), &err));
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 j10");
    SessionCopy what;
    char *copied = session_copy_text(&fx->s, &what, &err);
    assert_int_equal(what, SESSION_COPY_MOVES);
    assert_string_equal(copied, "h8 i9 j10\n");
    free(copied);
    const char *bad = "h8 i9 h8";
    assert_false(session_paste(&fx->s, bad, strlen(bad), &err));
    assert_non_null(strstr(err.msg, "h8"));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 j10");
    fx_free(fx, true);
}

/* Audit 30 B2: numbered move lists, as forums, renju.net and our own records write them,
 * paste; a number that does not count right is refused by name before anything changes
 * (session_paste_ok: the window asks about the game in progress only after it). */
static void test_session_paste_numbered_moves(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    char got[256];
    static const char *const GOOD[] = {"1. h8 2. h9 3. i8 4. j7 5. g8", "1.h8 2.h9 3.i8 4.j7 5.g8",
                                       "1. h8 h9 2. i8 j7 3. g8",
                                       "1. H8 2. H9\n3. I8\n4. J7 5. G8"};
    for (size_t i = 0; i < sizeof GOOD / sizeof GOOD[0]; i++) {
        assert_true(session_paste_ok(GOOD[i], strlen(GOOD[i]), &err));
        assert_true(session_paste(&fx->s, GOOD[i], strlen(GOOD[i]), &err));
        moves_of(fx->c, got, sizeof got);
        assert_string_equal(got, "h8 h9 i8 j7 g8");
    }
    play(fx, "k11");
    const char *bad = "1. h8 2. h9 5. i8";
    assert_false(session_paste_ok(bad, strlen(bad), &err));
    assert_int_equal(err.reason, RECORD_R_MOVE_NUMBER);
    assert_string_equal(err.token, "5.");
    assert_int_equal(err.num[0], 3);
    assert_non_null(strstr(err.msg, "move number '5.' does not count right: 3 fits there"));
    moves_of(fx->c, got, sizeof got); /* judged alone: the game is the same */
    assert_string_equal(got, "h8 h9 i8 j7 g8 k11");
    fx_free(fx, true);
}

static void test_session_branch_keeps_the_old_line_as_a_variation(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9 i10");
    controller_view(fx->c, 2); /* after h8 i9 */
    GameError gerr;
    assert_false(session_branch(&fx->s, support_point("h8"), &gerr)); /* occupied there */
    assert_true(session_branch(&fx->s, support_point("j10"), &gerr));
    session_sync(&fx->s);
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 j10");
    assert_true(controller_is_live(fx->c));
    assert_true(session_has_variations(&fx->s, 2));
    assert_false(session_has_variations(&fx->s, 1));
    Action alt[4];
    assert_int_equal(session_variations(&fx->s, 2, alt, 4), 1);
    char pt[8];
    board_format_point(alt[0].pos, pt, sizeof pt);
    assert_string_equal(pt, "h9");
    /* Back to the old line: it is whole, shown from its first move. */
    assert_true(session_switch(&fx->s, 2, 0));
    session_sync(&fx->s);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10");
    assert_int_equal(fx->c->view, 3);
    assert_int_equal(session_variations(&fx->s, 2, alt, 4), 1);
    board_format_point(alt[0].pos, pt, sizeof pt);
    assert_string_equal(pt, "j10");
    /* A new game starts a new review, even when moves came before the next sync. */
    controller_new_game(fx->c, &fx->c->opt);
    play(fx, "h8");
    assert_false(session_has_variations(&fx->s, 1));
    assert_int_equal(session_variations(&fx->s, 1, alt, 4), 0);
    /* Live play never branches. */
    controller_view(fx->c, fx->c->game.nactions);
    assert_false(session_branch(&fx->s, support_point("k11"), &gerr));
    fx_free(fx, true);
}

/* Playing again the first move of a line the review has follows that line (audit 15a,
 * item 13: i8 again made a new line, g8 listed beside it and Redo grey). */
static void test_session_replaying_a_known_move_follows_its_line(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h10 j10 i8 g8");
    controller_view(fx->c, 4); /* after h8 i9 h10 j10 */
    GameError gerr;
    assert_true(session_branch(&fx->s, support_point("j8"), &gerr));
    session_sync(&fx->s);
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h10 j10 j8");
    controller_view(fx->c, 4);
    /* i8 again: the old line, shown after i8, g8 still its continuation. */
    assert_true(session_branch(&fx->s, support_point("i8"), &gerr));
    session_sync(&fx->s);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h10 j10 i8 g8");
    assert_int_equal(fx->c->view, 5);
    assert_false(session_has_variations(&fx->s, 5)); /* g8 is no line beside the game */
    Action alt[4];
    assert_int_equal(session_variations(&fx->s, 4, alt, 4), 1);
    char pt[8];
    board_format_point(alt[0].pos, pt, sizeof pt);
    assert_string_equal(pt, "j8");
    /* The game's own next move again: the view steps on, nothing is cut. */
    controller_view(fx->c, 4);
    assert_true(session_branch(&fx->s, support_point("i8"), &gerr));
    session_sync(&fx->s);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h10 j10 i8 g8");
    assert_int_equal(fx->c->view, 5);
    fx_free(fx, true);
}

static void test_session_undo_leaves_no_variation(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9");
    assert_true(controller_undo(fx->c)); /* between people: h9 only */
    assert_true(controller_undo(fx->c)); /* and i9 */
    session_sync(&fx->s);
    Action alt[4];
    /* The undone moves are the game's own line still (redo plays them): no other line. */
    assert_false(session_has_variations(&fx->s, 1));
    assert_int_equal(session_variations(&fx->s, 1, alt, 4), 0);
    assert_false(session_has_variations(&fx->s, 2));
    assert_true(controller_redo(fx->c)); /* i9 again */
    session_sync(&fx->s);
    assert_false(session_has_variations(&fx->s, 1));
    assert_false(session_has_variations(&fx->s, 2));
    /* Another move where h9 was: now the player chose a branch, and h9 is another line. */
    play(fx, "j10");
    assert_true(session_has_variations(&fx->s, 2));
    assert_int_equal(session_variations(&fx->s, 2, alt, 4), 1);
    char pt[8];
    board_format_point(alt[0].pos, pt, sizeof pt);
    assert_string_equal(pt, "h9");
    fx_free(fx, true);
}

/* The one other line at the position after ply actions, as "h11". */
static void assert_other_line(const Session *s, int ply, const char *expected)
{
    Action alt[4];
    assert_int_equal(session_variations(s, ply, alt, 4), 1);
    char pt[8];
    board_format_point(alt[0].pos, pt, sizeof pt);
    assert_string_equal(pt, expected);
}

/* The game's moves and, after "|", the moves redo would play, in their order. */
static void moves_and_redo(const Controller *c, char *buf, size_t cap)
{
    moves_of(c, buf, cap);
    for (int i = c->game.nredo - 1; i >= 0; i--) {
        char pt[8];
        board_format_point(c->game.redo[i].pos, pt, sizeof pt);
        size_t n = strlen(buf);
        snprintf(buf + n, cap - n, "%s%s", i == c->game.nredo - 1 ? " | " : " ", pt);
    }
}

/* Quits (or is killed: the autosave is written at each change) and starts again. */
static Fixture *fx_again(Fixture *fx)
{
    session_free(&fx->s);
    Fixture *b = fx_restart(fx);
    RecordError err;
    assert_int_equal(session_resume(&b->s, &err), STORAGE_LOADED);
    return b;
}

/* Gap 24b, item 1: h8 i9 h9 i10 h10 i11, Ctrl+Z: redo played i11 again, but not after a
 * restart ("nothing to redo"), the autosave holding i11 only as a line. It keeps the moves
 * undo took back ("redo: N"), so redo after a restart (quit or kill -9) does what it did
 * before: two moves back, a line played after an undo and then undone, the same. */
static void test_session_redo_survives_a_restart(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char got[256], text[4096];
    play(fx, "h8 i9 h9 i10 h10 i11");
    assert_true(controller_undo(fx->c));
    session_sync(&fx->s);
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "Renju record 9\n"));
    assert_non_null(strstr(text, "redo: 1\n"));
    assert_non_null(strstr(text, "5. h10\n(\n  6. i11\n)\nend\n"));
    Fixture *b = fx_again(fx);
    assert_false(session_sync(&b->s)); /* resumed: the same bytes, nothing written */
    moves_and_redo(b->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10 h10 | i11");
    assert_int_equal(controller_redo_off(b->c), CTL_MSG_NONE);
    assert_false(session_has_variations(&b->s, 5)); /* the game's own line, as before */
    assert_true(controller_redo(b->c));
    session_sync(&b->s);
    moves_and_redo(b->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10 h10 i11");

    /* Two undone: both come back, in their order. */
    assert_true(controller_undo(b->c));
    assert_true(controller_undo(b->c));
    session_sync(&b->s);
    Fixture *c = fx_again(b);
    moves_and_redo(c->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10 | h10 i11");

    /* A side line: h10 redone, j11 played where i11 was (i11 another line now), j11 undone.
     * Redo plays j11, not i11, before a restart and after it; i11 stays a side line. */
    assert_true(controller_redo(c->c));
    session_sync(&c->s);
    play(c, "j11");
    assert_true(controller_undo(c->c));
    session_sync(&c->s);
    moves_and_redo(c->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10 h10 | j11");
    assert_other_line(&c->s, 5, "i11");
    Fixture *d = fx_again(c);
    assert_false(session_sync(&d->s)); /* its tree's order read back as written */
    moves_and_redo(d->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10 h10 | j11");
    assert_other_line(&d->s, 5, "i11");
    assert_true(controller_redo(d->c));
    session_sync(&d->s);
    moves_of(d->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10 h10 j11");
    assert_other_line(&d->s, 5, "i11");
    /* Nothing undone: the autosave is as before ("redo:" unwritten, no version 9). */
    read_autosave(d, text, sizeof text);
    assert_null(strstr(text, "redo:"));
    assert_non_null(strstr(text, "Renju record 2\n"));
    fx_free(d, false);
    fx_free(c, false);
    fx_free(b, false);
    fx_free(fx, true);
}

/* Gap 25a, item 1: a hand-edited autosave whose "redo:" fits no moves (more than follow,
 * none, not a number) was refused whole: set aside, the game gone from the board. Only redo's
 * list is lost: the game and its lines come back, nothing is set aside, one notice says so
 * (and renju-cli warns: tests/test_cli.c). */
static void test_session_bad_redo_keeps_the_game(void **state)
{
    (void)state;
    static const char *const BAD[] = {"99", "-3", "abc", "0", "2"};
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) {
        Fixture *fx = fx_new();
        char dir[512], text[512], got[256];
        data_dir(fx, dir, sizeof dir);
        snprintf(text, sizeof text,
                 "Renju record 9\nredo: %s\n1. h8\n2. i9\n3. h9\n(\n  4. i10\n)\nend\n", BAD[k]);
        support_write_file(dir, "autosave.renju", text);
        RecordError err;
        assert_int_equal(session_resume(&fx->s, &err), STORAGE_LOADED);
        moves_and_redo(fx->c, got, sizeof got);
        assert_string_equal(got, "h8 i9 h9");
        assert_int_equal(controller_redo_off(fx->c), CTL_MSG_NOTHING_TO_REDO);
        assert_other_line(&fx->s, 3, "i10");      /* the moves stay, as a line */
        assert_string_equal(fx->s.set_aside, ""); /* nothing set aside */
        assert_int_equal(fx->s.resume_err.reason, RECORD_R_NONE);
        Notice nt;
        memset(&nt, 0, sizeof nt);
        status_notice_resumed(&nt, status_last_move_number(fx->c), &fx->s.info);
        char msg[1024];
        status_notice_text(&nt, LANG_EN, msg, sizeof msg);
        char want[400];
        snprintf(want, sizeof want,
                 "The last game resumed after move 3. The moves undo took back could not be "
                 "restored for redo (\u201credo: %s\u201d does not fit the game): the game and all "
                 "its moves are here, redo has nothing to play.",
                 BAD[k]);
        assert_string_equal(msg, want);
        assert_true(nt.bad);
        status_notice_text(&nt, LANG_UK, msg, sizeof msg);
        assert_non_null(strstr(msg, BAD[k]));
        assert_null(strstr(msg, "The moves undo"));
        fx_free(fx, true);
    }
    /* The marks undo took back (Taraguchi-10 B), the same: a mark the game refuses (h7 mirrors
     * h9), more redo moves before them than there are, no point: the game and its marks. */
    static const char *const UNMARKED[] = {"0 h7", "2 g6", "0 zz", "g6"};
    for (size_t k = 0; k < sizeof UNMARKED / sizeof UNMARKED[0]; k++) {
        Fixture *fx = fx_new();
        char dir[512], text[512], msg[1024], want[64];
        data_dir(fx, dir, sizeof dir);
        snprintf(text, sizeof text,
                 "Renju record 11\nopening: taraguchi10\nseats: person person\nmarked: h9\n"
                 "unmarked: %s\n1. h8\n2. i8\n3. g8\n4. k8\n5. option-b\nend\n",
                 UNMARKED[k]);
        support_write_file(dir, "autosave.renju", text);
        RecordError err;
        assert_int_equal(session_resume(&fx->s, &err), STORAGE_LOADED);
        assert_int_equal(fx->c->game.nactions, 5);
        assert_int_equal(fx->c->nproposals, 1);
        assert_int_equal(controller_redo_off(fx->c), CTL_MSG_NOTHING_TO_REDO);
        Notice nt;
        memset(&nt, 0, sizeof nt);
        status_notice_resumed(&nt, status_last_move_number(fx->c), &fx->s.info);
        status_notice_text(&nt, LANG_EN, msg, sizeof msg);
        snprintf(want, sizeof want, "(\u201cunmarked: %s\u201d does not fit the game)",
                 UNMARKED[k]);
        assert_non_null(strstr(msg, want));
        fx_free(fx, true);
    }
    /* No move but the ones to redo: the sentence alone. */
    Fixture *fx = fx_new();
    char dir[512], msg[512];
    data_dir(fx, dir, sizeof dir);
    support_write_file(dir, "autosave.renju", "Renju record 9\nredo: 3\n(\n  1. h8\n)\nend\n");
    RecordError err;
    assert_int_equal(session_resume(&fx->s, &err), STORAGE_LOADED);
    assert_int_equal(fx->c->game.nactions, 0);
    assert_int_equal(fx->c->game.nredo, 0);
    Notice nt;
    memset(&nt, 0, sizeof nt);
    status_notice_resumed(&nt, status_last_move_number(fx->c), &fx->s.info);
    status_notice_text(&nt, LANG_EN, msg, sizeof msg);
    assert_non_null(strstr(msg, "The moves undo took back could not be restored for redo "
                                "(\u201credo: 3\u201d"));
    fx_free(fx, true);
}

/* The notice of the game fx resumed, in lang: one that says something was left out. */
static void resumed_notice(const Fixture *fx, Lang lang, char *msg, size_t cap)
{
    Notice nt;
    memset(&nt, 0, sizeof nt);
    status_notice_resumed(&nt, status_last_move_number(fx->c), &fx->s.info);
    assert_true(nt.bad);
    status_notice_text(&nt, lang, msg, cap);
}

/* Fix 26b, item 1: a header whose loss costs only an extra (seats, clock, thinking time,
 * "times:", a name twice, not text or too long) refused the whole record: an autosave was
 * set aside, the game gone from the board. It costs that header alone, said in one notice
 * (the first such header as written); the game and its moves come back. */
static void test_session_bad_extra_header_keeps_the_game(void **state)
{
    (void)state;
    static const struct {
        const char *header, *said;
    } BAD[] = {
        {"seats: person robot", "seats: person robot"},
        {"clock: sometimes", "clock: sometimes"},
        {"thinking: long", "thinking: long"},
        {"thinking: 99999999s", "thinking: 99999999s"},
        {"times: mine", "times: mine"},
        {"black: Ann\nblack: Bob", "black: Bob"},
        {"white: \xff\xfe", "white: \u2026"},
        {"event: 0123456789012345678901234567890123456789012345678901234567890123456789",
         "event: \u2026"},
    };
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) {
        Fixture *fx = fx_new();
        char dir[512], text[512], got[256], msg[1024], want[256];
        data_dir(fx, dir, sizeof dir);
        snprintf(text, sizeof text,
                 "Renju record 2\n%s\n1. h8\n2. i9\n3. h9\n(\n  4. i10\n)\nend\n", BAD[k].header);
        if (k == 0) { /* a window whose seats are a person and the computer */
            ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_AI},
                                     6,          {0},          false};
            controller_new_game(fx->c, &opt);
        }
        support_write_file(dir, "autosave.renju", text);
        RecordError err;
        assert_int_equal(session_resume(&fx->s, &err), STORAGE_LOADED);
        moves_of(fx->c, got, sizeof got);
        assert_string_equal(got, "h8 i9 h9");
        assert_other_line(&fx->s, 3, "i10");
        assert_string_equal(fx->s.set_aside, "");
        resumed_notice(fx, LANG_EN, msg, sizeof msg);
        snprintf(want, sizeof want,
                 "The last game resumed after move 3. \u201c%s\u201d could not be read and is left "
                 "out: the game and all its moves are here.",
                 BAD[k].said);
        assert_string_equal(msg, want);
        resumed_notice(fx, LANG_UK, msg, sizeof msg);
        assert_non_null(strstr(msg, BAD[k].said));
        assert_null(strstr(msg, "could not be read"));
        if (k == 0) { /* seats unknown: a person at each, no move made for them */
            assert_int_equal(controller_player_seat(fx->c, 0), SEAT_HUMAN);
            assert_int_equal(controller_player_seat(fx->c, 1), SEAT_HUMAN);
            assert_int_equal(fx->ai.starts, 0);
        }
        fx_free(fx, true);
    }
    /* Opened from a file the same: the game read, the header said after it. */
    Fixture *fx = fx_new();
    play(fx, "h8 i9");
    support_write_file(fx->home, "bad.renju",
                       "Renju record 1\nseats: person robot\nresult: none\n\n1. h8\nend\n");
    char path[512];
    snprintf(path, sizeof path, "%s/bad.renju", fx->home);
    RecordError err;
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.nactions, 1);
    assert_string_equal(fx->s.info.header_dropped, "seats: person robot");
    /* Those that say how the moves are read still refuse the record, with its place. */
    support_write_file(fx->home, "bad.renju", "Renju record 1\nrule: chess\n\n1. h8\nend\n");
    assert_false(session_load_file(&fx->s, path, &err));
    assert_int_equal(err.reason, RECORD_R_UNKNOWN_RULES);
    assert_int_equal(err.line, 2);
    assert_int_equal(fx->c->game.nactions, 1);
    fx_free(fx, true);
}

/* Files… Merge: a friend's library (this one mirrored, with a line of its own) merged into
 * the lines here: the same positions one node, comments joined, the game on the board as
 * it was, the lines unsaved until a save; a damaged file changes nothing. */
static void test_session_merge_adds_a_files_lines(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 j10");
    assert_int_equal(session_set_note(&fx->s, 3, "mine", 4), REVIEW_NOTE_OK);
    char path[512];
    RecordError err;
    snprintf(path, sizeof path, "%s/mine.lib", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&fx->s));
    int before = fx->s.rev->count;
    /* h8 g9 f10 is h8 i9 j10 mirrored; h8 g9 h9 g8 a line of its own (h8 i9 h9 i8 here). */
    support_write_file(fx->home, "friend.sgf",
                       "(;FF[4]GM[4]SZ[15];B[hh];W[gg](;B[ff]C[theirs])(;B[hg];W[gh]C[new]))");
    snprintf(path, sizeof path, "%s/friend.sgf", fx->home);
    ReviewMerged st;
    assert_true(session_merge_file(&fx->s, path, &st, &err));
    assert_int_equal(st.moves, 2);
    assert_int_equal(st.notes, 2);
    assert_int_equal(fx->s.rev->count, before + 2);
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 j10"); /* the board as it was */
    assert_string_equal(session_note(&fx->s, 3), "mine\ntheirs");
    assert_other_line(&fx->s, 2, "h9");
    assert_true(session_at_risk(&fx->s));
    char text[8192];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "> new")); /* the autosave holds the merged line */
    /* The same file again adds nothing. */
    assert_true(session_merge_file(&fx->s, path, &st, &err));
    assert_int_equal(st.moves + st.notes + st.marks, 0);
    assert_int_equal(fx->s.rev->count, before + 2);
    /* A damaged file: refused with its name, nothing changed. */
    support_write_file(fx->home, "bad.lib", "this is no RenLib file at all");
    snprintf(path, sizeof path, "%s/bad.lib", fx->home);
    assert_false(session_merge_file(&fx->s, path, &st, &err));
    assert_non_null(strstr(err.msg, "bad.lib"));
    assert_int_equal(fx->s.rev->count, before + 2);
    assert_string_equal(session_note(&fx->s, 3), "mine\ntheirs");
    /* Saved as a .lib, opened again: the merged line is there. */
    snprintf(path, sizeof path, "%s/merged.lib", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&fx->s));
    assert_true(session_load_file(&fx->s, path, &err));
    assert_other_line(&fx->s, 2, "h9");
    assert_string_equal(session_note(&fx->s, 3), "mine\ntheirs");
    /* Merged into the empty board (no move played): the lines are still in no file. */
    Fixture *empty = fx_new();
    snprintf(path, sizeof path, "%s/friend.sgf", fx->home);
    assert_false(session_at_risk(&empty->s));
    assert_true(session_merge_file(&empty->s, path, &st, &err));
    assert_int_equal(st.moves, 5);
    assert_true(session_at_risk(&empty->s));
    fx_free(empty, true);
    fx_free(fx, true);
}

/* 50 MB that are no RenLib file, named .lib, opened: "not a RenLib file", named, not
 * "larger than 4 MB — not a game record" (audit 28, C12); the game as it was. */
static void test_session_open_junk_named_lib_says_no_renlib_file(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9");
    char path[512];
    snprintf(path, sizeof path, "%s/junk.lib", fx->home);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite("PK\x03\x04", 1, 4, f), 4);
    fclose(f);
    assert_int_equal(truncate(path, 50L * 1024 * 1024), 0);
    RecordError err;
    assert_false(session_load_file(&fx->s, path, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_LIB);
    assert_non_null(strstr(err.msg, "junk.lib"));
    char got[64];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9");
    fx_free(fx, true);
}

/* Files… Merge of a library larger than the game's lines (audit 28, B6): refused as a
 * game's merge for the room only, then the game's lines merged into a copy of the library,
 * a new file beside it (never over one); the game, its tree and the library as they were. */
static void test_session_merge_into_a_library_past_the_trees_room(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 j10");
    assert_int_equal(session_set_note(&fx->s, 3, "mine", 4), REVIEW_NOTE_OK);
    size_t len = 0;
    char *data = library_generate(1, 50500, &len);
    assert_non_null(data);
    char path[512], out[600];
    snprintf(path, sizeof path, "%s/big.lib", fx->home);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, len, f), len);
    fclose(f);
    int before = fx->s.rev->count;
    ReviewMerged st;
    RecordError err;
    assert_false(session_merge_file(&fx->s, path, &st, &err));
    assert_true(session_merge_too_big(path, &err));
    LibraryMerged lm;
    assert_true(session_merge_library(&fx->s, path, out, sizeof out, &lm, &err));
    char want[600];
    snprintf(want, sizeof want, "%s/big-merged.lib", fx->home);
    assert_string_equal(out, want);
    Library *lib = library_read_file(out, &err);
    assert_non_null(lib);
    assert_int_equal(library_moves(lib), 50500 + lm.moves);
    Board b;
    board_init(&b, LIBRARY_SIZE, false);
    const char *moves[] = {"h8", "i9", "j10"};
    for (int i = 0; i < 3; i++) {
        Pos p;
        assert_true(board_parse_point(moves[i], strlen(moves[i]), LIBRARY_SIZE, &p));
        assert_true(board_play(&b, p));
    }
    const char *comment = NULL;
    assert_true(library_position(lib, &b, &comment, NULL));
    assert_non_null(strstr(comment, "mine"));
    library_free(lib);
    /* The library itself as it was; the game and its tree too. */
    char *again = malloc(len + 1);
    assert_int_equal(support_read_file(fx->home, "big.lib", again, len + 1), len);
    assert_memory_equal(again, data, len);
    free(again);
    assert_int_equal(fx->s.rev->count, before);
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 j10");
    /* Again: a second new file, the first as it was. */
    assert_true(session_merge_library(&fx->s, path, out, sizeof out, &lm, &err));
    snprintf(want, sizeof want, "%s/big-merged-2.lib", fx->home);
    assert_string_equal(out, want);
    free(data);
    fx_free(fx, true);
}

/* The audit's steps: h8 i9 h9 i10 h10, back two moves, h11: "4. h11" has another line.
 * The autosave keeps it, a new start (as after quitting or a kill -9) shows it, and a
 * game saved as .renju and opened again has it too. */
/* Audit 20b #7: a finished game (Black's five h8-h12), a variation tried at move 3 while
 * reviewing it (j10), then a save: in .renju, .lib and .sgf the game as played stays the
 * record's game (its main line) with its result, the variation a side line beside i10. */
static void test_session_save_keeps_the_played_game_the_main_line(void **state)
{
    (void)state;
    static const char *const NAMES[] = {"tried.renju", "tried.lib", "tried.sgf"};
    for (size_t k = 0; k < sizeof NAMES / sizeof NAMES[0]; k++) {
        Fixture *fx = fx_new();
        play(fx, "h8 i9 h9 i10 h10 i11 h11 i12 h12");
        assert_int_equal(fx->c->game.result, RESULT_BLACK_WINS);
        controller_view(fx->c, 3);
        GameError gerr;
        assert_true(session_branch(&fx->s, support_point("j10"), &gerr));
        session_sync(&fx->s);
        char got[256];
        moves_of(fx->c, got, sizeof got);
        assert_string_equal(got, "h8 i9 h9 j10");
        char path[512];
        RecordError err;
        snprintf(path, sizeof path, "%s/%s", fx->home, NAMES[k]);
        assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
        moves_of(fx->c, got, sizeof got); /* the variation stays on the board */
        assert_string_equal(got, "h8 i9 h9 j10");
        controller_new_game(fx->c, &fx->c->opt);
        play(fx, "h8");
        assert_true(session_load_file(&fx->s, path, &err));
        session_sync(&fx->s);
        moves_of(fx->c, got, sizeof got);
        if (strcmp(got, "h8 i9 h9 i10 h10 i11 h11 i12 h12") != 0 ||
            fx->c->game.result != RESULT_BLACK_WINS) {
            fail_msg("%s: the game read back is '%s', result %d", NAMES[k], got,
                     (int)fx->c->game.result);
        }
        assert_other_line(&fx->s, 3, "j10");
        fx_free(fx, true);
    }
}

/* A game taken back and played on to its own end is the game the player just finished:
 * saved as the record's game, the first game a side line. */
static void test_session_save_of_a_second_finished_line_keeps_it(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9 i10 h10 i11 h11 i12 h12");
    controller_view(fx->c, 3);
    GameError gerr;
    assert_true(session_branch(&fx->s, support_point("j10"), &gerr));
    play(fx, "h10 k11 h11 l12 h12");
    assert_int_equal(fx->c->game.result, RESULT_BLACK_WINS);
    session_sync(&fx->s);
    char path[512];
    RecordError err;
    snprintf(path, sizeof path, "%s/again.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    controller_new_game(fx->c, &fx->c->opt);
    assert_true(session_load_file(&fx->s, path, &err));
    session_sync(&fx->s);
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 j10 h10 k11 h11 l12 h12");
    assert_int_equal(fx->c->game.result, RESULT_BLACK_WINS);
    fx_free(fx, true);
}

static void test_session_side_lines_survive_a_restart_and_a_save(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9 i10 h10");
    controller_view(fx->c, 3);
    GameError gerr;
    assert_true(session_branch(&fx->s, support_point("h11"), &gerr));
    assert_true(session_sync(&fx->s));
    assert_other_line(&fx->s, 3, "i10");
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "Renju record 2\n"));

    Fixture *again = fx_restart(fx);
    RecordError err;
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    char got[256];
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 h11");
    assert_true(session_has_variations(&again->s, 3));
    assert_false(session_has_variations(&again->s, 2));
    assert_other_line(&again->s, 3, "i10");
    assert_false(session_sync(&again->s)); /* resuming writes nothing */
    /* The other line is whole: switch to it. */
    assert_true(session_switch(&again->s, 3, 0));
    session_sync(&again->s);
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10 h10");
    assert_other_line(&again->s, 3, "h11");

    /* Saved as .renju or .sgf and opened in a new game: the lines come back. */
    char path[512];
    snprintf(path, sizeof path, "%s/lines.renju", fx->home);
    assert_true(session_save_file(&again->s, path, sizeof path, false, &err));
    controller_new_game(again->c, &again->c->opt);
    play(again, "h8");
    assert_true(session_load_file(&again->s, path, &err));
    session_sync(&again->s);
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10 h10");
    assert_other_line(&again->s, 3, "h11");
    snprintf(path, sizeof path, "%s/lines.sgf", fx->home);
    assert_true(session_save_file(&again->s, path, sizeof path, false, &err));
    assert_true(session_load_file(&again->s, path, &err));
    session_sync(&again->s);
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10 h10");
    assert_other_line(&again->s, 3, "h11");
    fx_free(again, false);
    fx_free(fx, true);
}

/* The audit's steps: a two-person game of 8 moves, PgUp to "move 5 of 8" (White to move
 * there), P: as a click would with a stone, the pass starts another line there, the old
 * one kept; nothing is passed in the line that was live. */
static void test_session_pass_on_an_earlier_move_starts_another_line(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9 h10 i8 g8 j8 k8");
    controller_view(fx->c, 5); /* after i8: White to move */
    assert_true(session_pass(&fx->s));
    session_sync(&fx->s);
    assert_true(controller_is_live(fx->c));
    assert_int_equal(fx->c->game.nactions, 6);
    const Action *last = &fx->c->game.actions[5];
    assert_int_equal(last->kind, ACTION_PASS);
    assert_int_equal(fx->c->game.actor[5], 1); /* White's player passed */
    assert_int_equal(game_to_move(&fx->c->game), STONE_BLACK);
    assert_other_line(&fx->s, 5, "g8"); /* the game as it was, whole */
    assert_true(session_switch(&fx->s, 5, 0));
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 h10 i8 g8 j8 k8");
    /* On the live position the pass is the game's own. */
    controller_view(fx->c, fx->c->game.nactions);
    assert_true(session_pass(&fx->s));
    assert_int_equal(fx->c->game.nactions, 9);
    assert_int_equal(fx->c->game.actions[8].kind, ACTION_PASS);
    fx_free(fx, true);
}

/* The audit's steps, between people: Taraguchi-10, h8, swap, i9; Home, PgDn to move 1 of
 * 3. No one passes in the opening: Pass is not offered there, and P is refused with the
 * opening's words (CTL_MSG_NO_PASS_OPENING), not "the computer is to move". */
static void test_session_no_pass_on_an_earlier_opening_position(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    session_free(&fx->s);
    ControllerOptions opt = {
        RULE_RENJU, OPENING_TARAGUCHI10, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_init(fx->c, &opt, NULL);
    assert_true(session_init(&fx->s, fx->c, true));
    support_click_all(fx->c, "h8");
    assert_true(controller_decide(fx->c, ACTION_SWAP));
    support_click_all(fx->c, "i9");
    assert_int_equal(fx->c->game.nactions, 3);
    for (int view = 0; view < 3; view++) {
        controller_view(fx->c, view);
        assert_false(controller_can(fx->c, CTL_CMD_PASS));
    }
    controller_view(fx->c, 1);
    assert_false(session_pass(&fx->s));
    assert_int_equal(fx->c->msg, CTL_MSG_NO_PASS_OPENING);
    assert_int_equal(fx->c->game.nactions, 3);
    /* On the live position in the opening too. */
    controller_view(fx->c, 3);
    assert_false(session_pass(&fx->s));
    assert_int_equal(fx->c->msg, CTL_MSG_NO_PASS_OPENING);
    fx_free(fx, true);
    /* After a free opening's first stone a person may pass on an earlier position. */
    fx = fx_new();
    play(fx, "h8 i9 h9 h10");
    controller_view(fx->c, 2);
    assert_true(controller_can(fx->c, CTL_CMD_PASS));
    controller_view(fx->c, 0);
    assert_false(controller_can(fx->c, CTL_CMD_PASS)); /* the centre first */
    fx_free(fx, true);
}

/* The computer's move as the test's fake engine gives it. */
static void computer_plays(Fixture *fx, const char *point)
{
    AiInfo in;
    memset(&in, 0, sizeof in);
    in.best = support_point(point);
    in.depth = 4;
    assert_int_equal(fx->c->ai_purpose, AI_FOR_MOVE);
    assert_true(controller_ai_result(fx->c, fx->ai.last_id, &in));
}

/* A game against the computer that has ended is a record to explore (audit 32a, B4): a
 * line starts from a position where the computer was to move as from the person's, the
 * computer answers neither (it plays on only when asked: V), and no clock runs. Before the
 * end, the computer's colour stays its own. */
static void test_session_ended_game_against_the_computer_is_explored(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = fx->c->opt;
    opt.seat[STONE_WHITE] = SEAT_AI;
    assert_true(clock_control_parse("absolute 1m", strlen("absolute 1m"), &opt.clock));
    controller_new_game(fx->c, &opt);
    Controller *c = fx->c;
    const char *own[] = {"h8", "h9", "h10", "h11"}, *its[] = {"a1", "a2", "a3", "a4"};
    for (int i = 0; i < 4; i++) {
        controller_tick(c, 1000 * (2 * i + 1));
        play(fx, own[i]);
        controller_tick(c, 1000 * (2 * i + 2));
        computer_plays(fx, its[i]);
        session_sync(&fx->s);
    }
    controller_view(c, 3); /* running on its clock: one line */
    assert_false(session_click(&fx->s, support_point("j10")));
    assert_int_equal(c->msg, CTL_MSG_LIVE_ONLY);
    controller_view(c, 8);
    play(fx, "h12"); /* five: the game ends */
    assert_true(game_over(&c->game));
    controller_view(c, 3);
    assert_true(session_click(&fx->s, support_point("j10")));
    session_sync(&fx->s);
    char got[256];
    moves_of(c, got, sizeof got);
    assert_string_equal(got, "h8 a1 h9 j10");
    assert_int_not_equal(c->ai_purpose, AI_FOR_MOVE);   /* the computer does not answer */
    assert_false(controller_tick(c, c->now + 3600000)); /* an hour: no clock runs */
    assert_false(game_over(&c->game));
    /* Black's turn, the person's colour: played by the person, no answer either. */
    play(fx, "j11");
    assert_int_not_equal(c->ai_purpose, AI_FOR_MOVE);
    /* White's turn again: the computer plays on when asked (V). */
    assert_true(controller_can(c, CTL_CMD_PLAY_ON));
    controller_study(c, false);
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(fx->ai.last_to_move, STONE_WHITE);
    assert_false(controller_on_clock(c)); /* the game's clock stays done */
    fx_free(fx, true);
}

/* Fix 32i: a game against the computer at level 4, played here to its end (Black, the
 * person, resigns) and explored with both colours (the person plays White's j10 and Black's
 * j11), keeps its own seats in every record: the autosave, .renju and SGF name the person
 * and the computer at level 4, never two people, and after a kill -9 the game opens against
 * the computer again, explored again the same way. The panel says what it is: the finished
 * game explored, not "a loaded game". */
static void test_session_explored_game_keeps_its_seats(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_AI},
                             4,          {0},          false};
    controller_new_game(fx->c, &opt);
    Controller *c = fx->c;
    const char *own[] = {"h8", "h9", "h10"}, *its[] = {"a1", "a2", "a3"};
    for (int i = 0; i < 3; i++) {
        play(fx, own[i]);
        computer_plays(fx, its[i]);
        session_sync(&fx->s);
    }
    assert_true(controller_resign(c));
    session_sync(&fx->s);
    assert_true(game_over(&c->game));
    controller_view(c, 3);
    assert_true(session_click(&fx->s, support_point("j10"))); /* White's move, by the person */
    session_sync(&fx->s);
    play(fx, "j11");
    char got[256], text[4096], said[400];
    moves_of(c, got, sizeof got);
    assert_string_equal(got, "h8 a1 h9 j10 j11");
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "\nseats: person computer level 4\n"));
    /* Saved while explored: .renju and SGF name who played. */
    save_as(fx, "explored.renju", text, sizeof text);
    assert_non_null(strstr(text, "\nseats: person computer level 4\n"));
    save_as(fx, "explored.sgf", text, sizeof text);
    assert_non_null(strstr(text, "PB[Player]PW[Renju level 4]"));
    assert_null(strstr(text, "First player"));
    /* The panel: a game explored after its end, in English and Ukrainian. */
    status_message(c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "Exploring the finished game: you play both colours. V: play on "
                              "against the computer.");
    status_message(c, LANG_UK, NULL, said, sizeof said);
    assert_string_equal(said, "Дослідження завершеної партії: ви граєте обома кольорами. V — "
                              "грати далі проти комп’ютера.");
    play(fx, "a4 h10 a5 h11 a6 h12"); /* Black's five: the line ends here */
    assert_true(game_over(&c->game));
    status_message(c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "A line tried after the game, played to its end here.");
    /* The game stays the game as played (resigned), the explored line one of its lines. */
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "\nseats: person computer level 4\n"));
    assert_non_null(strstr(text, "\n7. resign black\n"));
    assert_non_null(strstr(text, "  11. h12\n"));
    /* Back on the game's own line, at its end: still explored, nothing said of a load. */
    assert_true(session_switch(&fx->s, 3, 0));
    moves_of(c, got, sizeof got);
    assert_string_equal(got, "h8 a1 h9 a2 h10 a3 none"); /* none: Black's resignation */
    assert_false(c->side_line);
    controller_view(c, c->game.nactions);
    status_message(c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "The game is over: try other lines with either colour.");
    session_free(&fx->s); /* kill -9: the autosave holds it */

    Fixture *again = fx_start(fx, true); /* the next start, with the computer */
    RecordError err;
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    c = again->c;
    assert_int_equal(controller_player_seat(c, 0), SEAT_HUMAN);
    assert_int_equal(controller_player_seat(c, 1), SEAT_AI);
    assert_int_equal(c->opt.ai_level, 4);
    /* The game ended as played: explored again, its record still names the computer. */
    assert_true(game_over(&c->game));
    controller_view(c, 5);
    assert_true(session_click(&again->s, support_point("k10")));
    session_sync(&again->s);
    assert_int_equal(controller_player_seat(c, 1), SEAT_HUMAN);
    read_autosave(again, text, sizeof text);
    assert_non_null(strstr(text, "\nseats: person computer level 4\n"));
    status_message(c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "Exploring the finished game: you play both colours. V: play on "
                              "against the computer.");
    fx_free(again, false);
    fx_free(fx, true);
}

/* The audit's steps: a person (Black) against the computer at level 10; during its think
 * PgUp to move 1 (White, the computer's colour, to move there), a click on i9: no white
 * stone is placed for the computer, its search goes on, and the message says why. Where
 * the person is to move a click starts another line, and the computer thinks on it. */
static void test_session_click_never_plays_the_computers_colour(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = fx->c->opt;
    opt.seat[STONE_WHITE] = SEAT_AI;
    opt.ai_level = 10;
    controller_new_game(fx->c, &opt);
    play(fx, "h8");
    computer_plays(fx, "i9");
    play(fx, "h9");
    uint64_t thinking = fx->ai.last_id; /* on move 4 */
    controller_view(fx->c, 1);
    assert_false(session_click(&fx->s, support_point("i9")));
    assert_int_equal(fx->c->msg, CTL_MSG_COMPUTER_SHOWN);
    assert_false(session_pass(&fx->s)); /* nor a pass for it */
    assert_int_equal(fx->c->msg, CTL_MSG_COMPUTER_SHOWN);
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9");
    assert_int_equal(fx->c->view, 1);
    assert_int_equal(fx->c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(fx->ai.last_id, thinking);
    /* After i9 Black (the person) is to move: another line, and the computer answers it. */
    controller_view(fx->c, 2);
    assert_true(session_click(&fx->s, support_point("j10")));
    session_sync(&fx->s);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 j10");
    assert_int_equal(fx->c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(fx->ai.last_ply, 3);
    assert_int_equal(fx->ai.last_to_move, STONE_WHITE);
    assert_other_line(&fx->s, 2, "h9");
    computer_plays(fx, "k11");
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 j10 k11");
    fx_free(fx, true);
}

static void test_session_graph_is_filled_after_a_game(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 a1 h9 a2 h10 a3 h11 a4");
    assert_false(fx->c->graph_on);
    int before = fx->ai.starts;
    play(fx, "h12"); /* five: the game ends and the graph starts */
    assert_true(game_over(&fx->c->game));
    assert_true(fx->c->graph_on);
    assert_int_equal(fx->ai.starts, before + 1);
    assert_int_equal(fx->c->ai_purpose, AI_FOR_GRAPH);
    /* The end needs no search: Black won. */
    assert_true(fx->c->graph_known[9]);
    assert_true(fx->c->graph_score[9] > 0);
    /* Answer every request with +50 for the side to move. */
    for (int guard = 0; guard < 20 && fx->c->ai_purpose == AI_FOR_GRAPH; guard++) {
        int ply = fx->ai.last_ply;
        Stone side = fx->ai.last_to_move;
        AiInfo info;
        memset(&info, 0, sizeof info);
        info.best = support_point("o15");
        info.score = 50;
        assert_true(controller_ai_result(fx->c, fx->ai.last_id, &info));
        assert_true(fx->c->graph_known[ply]);
        assert_int_equal(fx->c->graph_score[ply], side == STONE_BLACK ? 50 : -50);
    }
    assert_int_equal(controller_graph_known(fx->c), 10);
    assert_int_equal(fx->c->ai_purpose, AI_IDLE);
    /* Undo (between people: h12 only) forgets only the point that is gone. */
    controller_undo(fx->c);
    assert_int_equal(fx->c->game.nactions, 8);
    assert_int_equal(controller_graph_known(fx->c), 9);
    fx_free(fx, true);
}

static void test_session_analysis_follows_the_shown_position(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9");
    controller_analyse(fx->c, true);
    assert_int_equal(fx->c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.last_ply, 3);
    controller_view(fx->c, 1); /* browsing: the shown position is analysed */
    assert_int_equal(fx->c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.last_ply, 1);
    AiInfo info;
    memset(&info, 0, sizeof info);
    info.best = support_point("i9");
    info.score = -20;
    info.npv = 2;
    info.pv[0] = support_point("i9");
    info.pv[1] = support_point("h9");
    assert_true(controller_ai_progress(fx->c, fx->ai.last_id, &info));
    assert_int_equal(fx->c->analysis.best, support_point("i9"));
    /* A hint interrupts the analysis; it goes on after the hint. */
    controller_view(fx->c, 3);
    assert_int_equal(fx->c->ai_purpose, AI_FOR_ANALYSIS);
    assert_true(controller_hint(fx->c));
    assert_int_equal(fx->c->ai_purpose, AI_FOR_HINT);
    assert_true(controller_ai_result(fx->c, fx->ai.last_id, &info));
    assert_int_equal(fx->c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.last_ply, 3);
    assert_true(controller_ai_result(fx->c, fx->ai.last_id, &info));
    assert_true(fx->c->analysis_done);
    assert_int_equal(fx->c->ai_purpose, AI_IDLE);
    controller_analyse(fx->c, false);
    controller_view(fx->c, 2);
    assert_int_equal(fx->c->ai_purpose, AI_IDLE);
    fx_free(fx, true);
}

/* The first window plays h8 i9 h9; a second starts in the same HOME and resumes it. */
static Fixture *second_window(Fixture *a)
{
    play(a, "h8 i9 h9");
    Fixture *b = fx_join(a, OPENING_FREE);
    RecordError err;
    assert_int_equal(session_resume(&b->s, &err), STORAGE_LOADED);
    return b;
}

/* A second window on the same folders (its own session in the same HOME while the first
 * one runs) resumes the game but never writes the autosave: the first holds its lock.
 * The second's moves are not saved anywhere until Save, so quitting it asks. */
static void test_session_second_window_leaves_the_autosave_alone(void **state)
{
    (void)state;
    Fixture *a = fx_new();
    Fixture *b = second_window(a);
    RecordError err;
    assert_true(b->s.autosave_elsewhere);
    assert_false(a->s.autosave_elsewhere);
    assert_false(session_unsaved(&b->s)); /* the resumed game is the first window's */
    play(b, "a1 a3");
    char text[4096];
    read_autosave(a, text, sizeof text);
    assert_non_null(strstr(text, "3. h9"));
    assert_null(strstr(text, "a1"));
    assert_true(session_unsaved(&b->s)); /* quitting the second window asks */
    /* The first window goes on writing it. */
    play(a, "h10");
    read_autosave(a, text, sizeof text);
    assert_non_null(strstr(text, "4. h10"));
    /* Saved to a file, the second window's game is safe again. */
    char path[600];
    snprintf(path, sizeof path, "%s/b.renju", a->home);
    assert_true(session_save_file(&b->s, path, sizeof path, false, &err));
    assert_false(session_unsaved(&b->s));
    /* The first quits: the lock goes with it, and the next start keeps the autosave. */
    fx_free(b, false);
    session_free(&a->s);
    Fixture *c = fx_join(a, OPENING_FREE);
    assert_false(c->s.autosave_elsewhere);
    fx_free(c, false);
    fx_free(a, true);
}

/* The second window says it does not autosave for as long as that is true (audit 29a: the
 * notice went with its first move). When the first window goes (quit, or killed: the
 * lock goes with it), the second takes the autosave over: the first's game, which the
 * autosave held, is kept as a copy in the games folder, then the second's is written, so
 * a kill of the second loses nothing either. */
static void test_session_second_window_takes_the_autosave_over(void **state)
{
    (void)state;
    Fixture *a = fx_new();
    Fixture *b = second_window(a);
    RecordError err;
    play(b, "a1 a3");
    char marks[1200];
    session_marks(&b->s, LANG_EN, false, marks, sizeof marks);
    assert_non_null(strstr(marks, "this window does not autosave"));
    char kept[160];
    assert_false(session_take_over(&b->s, kept, sizeof kept, &err)); /* the first runs */
    assert_true(b->s.autosave_elsewhere);
    play(a, "h10");
    session_free(&a->s); /* the first window goes */
    assert_true(session_take_over(&b->s, kept, sizeof kept, &err));
    assert_false(b->s.autosave_elsewhere);
    assert_false(session_unsaved(&b->s));
    session_marks(&b->s, LANG_EN, false, marks, sizeof marks);
    assert_string_equal(marks, "");
    char text[4096];
    read_autosave(a, text, sizeof text);
    assert_non_null(strstr(text, "5. a3"));
    assert_null(strstr(text, "h10"));
    /* The first window's game is in the games folder. */
    assert_int_equal(strncmp(kept, "games/unfinished-", 17), 0);
    char path[700];
    snprintf(path, sizeof path, "%s/.local/share/renju/%s", a->home, kept);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    assert_non_null(strstr(text, "4. h10"));
    /* Its next moves are written too; the second window killed, the next start has them. */
    play(b, "o15");
    session_free(&b->s);
    Fixture *c = fx_join(a, OPENING_FREE);
    assert_false(c->s.autosave_elsewhere);
    assert_int_equal(session_resume(&c->s, &err), STORAGE_LOADED);
    char moves[256];
    moves_of(c->c, moves, sizeof moves);
    assert_string_equal(moves, "h8 i9 h9 a1 a3 o15");
    /* A take-over of an autosave that holds the window's own game keeps no copy. */
    Fixture *d = fx_join(a, OPENING_FREE);
    assert_int_equal(session_resume(&d->s, &err), STORAGE_LOADED);
    assert_true(d->s.autosave_elsewhere);
    session_free(&c->s);
    assert_true(session_take_over(&d->s, kept, sizeof kept, &err));
    assert_string_equal(kept, "");
    /* Nor of one it goes on from, written again by the other since (its clock, other
     * words): the same moves are in this window's game. */
    Fixture *e = fx_join(a, OPENING_FREE);
    assert_int_equal(session_resume(&e->s, &err), STORAGE_LOADED);
    play(e, "o14");
    char dir[512];
    data_dir(a, dir, sizeof dir);
    support_write_file(dir, "autosave.renju",
                       "Renju record 1\n# by hand\nrule: renju\n\n1. h8\n2. i9\n3. h9\n4. a1\n"
                       "5. a3\n6. o15\nend\n");
    session_free(&d->s);
    assert_true(session_take_over(&e->s, kept, sizeof kept, &err));
    assert_string_equal(kept, "");
    read_autosave(a, text, sizeof text);
    assert_non_null(strstr(text, "7. o14"));
    fx_free(e, false);
    fx_free(d, false);
    fx_free(c, false);
    fx_free(b, false);
    fx_free(a, true);
}

/* The other window's game, finished there and in no file, is kept too when this one takes
 * the autosave over (it was written over: only unfinished ones were kept). */
static void test_session_taken_over_finished_game_is_kept(void **state)
{
    (void)state;
    Fixture *a = fx_new();
    Fixture *b = second_window(a); /* a: h8 i9 h9 */
    RecordError err;
    play(b, "a1 a3");
    play(a, "a15 h10 b15 h11 c15 h12");
    assert_true(game_over(&a->c->game));
    session_free(&a->s);
    char kept[160], path[700], text[4096];
    assert_true(session_take_over(&b->s, kept, sizeof kept, &err));
    assert_int_equal(strncmp(kept, "games/finished-", 15), 0);
    assert_non_null(strstr(kept, "-black-wins.renju"));
    snprintf(path, sizeof path, "%s/.local/share/renju", a->home);
    support_read_file(path, kept, text, sizeof text);
    assert_non_null(strstr(text, "9. h12"));
    fx_free(b, false);
    fx_free(a, true);
}

/* A side line of a loaded record that ends in the file is said as such when shown (fix32a:
 * it was "A loaded game, played to its end here", the main line's words for a game ended in
 * the window); one ended in the window is said so, and the file's own end again when played
 * the file's way. */
static void test_session_side_line_says_where_it_ended(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_AI},
                             3,          {0},          false};
    controller_new_game(fx->c, &opt);
    /* Main line h8 h7 i8 i7 j8 j7 a14; its side line from move 7, k8 k7 l8, ends in
     * Black's five h8-l8 (White's h7 i7 j7 k7 under it). */
    support_write_file(fx->home, "side.sgf",
                       "(;GM[4]SZ[15];B[hh];W[hi];B[ih];W[ii];B[jh];W[ji]"
                       "(;B[ab])(;B[kh];W[ki];B[lh]))");
    char path[600], said[400];
    snprintf(path, sizeof path, "%s/side.sgf", fx->home);
    RecordError err;
    bool moves = false;
    assert_true(session_load_arg(&fx->s, path, NULL, &moves, &err));
    assert_true(fx->c->studying);
    assert_false(game_over(&fx->c->game));
    assert_true(session_switch(&fx->s, 6, 0)); /* k8 instead of a14 */
    assert_true(game_over(&fx->c->game));
    controller_view(fx->c, fx->c->game.nactions); /* its end */
    assert_true(fx->c->side_line);
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "Reviewing a loaded side line that has ended.");
    status_message(fx->c, LANG_RU, NULL, said, sizeof said);
    assert_string_equal(said, "Просмотр загруженной побочной линии, которая уже окончена.");
    /* l8 taken back, g8 makes the five here: the side line ended in the window. */
    controller_undo(fx->c);
    session_sync(&fx->s);
    play(fx, "g8");
    assert_true(game_over(&fx->c->game));
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "A side line of a loaded game, played to its end here.");
    /* Taken back and played as the file has it: the file's end again. */
    controller_undo(fx->c);
    session_sync(&fx->s);
    play(fx, "l8");
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "Reviewing a loaded side line that has ended.");
    /* Back on the main line (a14 beside k8), which has not ended. */
    controller_view(fx->c, 7);
    assert_true(session_sibling(&fx->s, -1));
    assert_false(fx->c->side_line);
    controller_view(fx->c, fx->c->game.nactions);
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(
        said, "Reviewing a loaded game. V: play on against the computer, which takes White.");
    fx_free(fx, true);
}

/* Audit 31a, C11: a record loaded to study and played to its end in the window is no
 * "loaded game that has ended"; one loaded as ended still is. */
static void test_session_study_line_says_where_the_game_ended(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_AI},
                             3,          {0},          false};
    controller_new_game(fx->c, &opt);
    RecordError err;
    bool moves = false;
    char said[400];
    assert_true(session_load_arg(&fx->s, "h8 h9 i8 i9 j8 j9 k8 k9", NULL, &moves, &err));
    assert_true(fx->c->studying);
    play(fx, "l8");
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "A loaded game, played to its end here.");
    status_message(fx->c, LANG_BG, NULL, said, sizeof said);
    assert_string_equal(said, "Заредена партия, доиграна тук до края.");
    assert_true(session_load_arg(&fx->s, "h8 h9 i8 i9 j8 j9 k8 k9 l8", NULL, &moves, &err));
    assert_true(fx->c->studying);
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "Reviewing a loaded game that has ended.");
    /* Taken back and ended again the same way, or turned: still the record's own end. */
    controller_undo(fx->c);
    play(fx, "l8");
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "Reviewing a loaded game that has ended.");
    GameError why;
    assert_true(session_turn(&fx->s, TURN_CLOCKWISE, &why));
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "Reviewing a loaded game that has ended.");
    fx_free(fx, true);
}

/* An autosave in other words than ours (written by hand, or by an older version) is
 * still this window's own when it resumed it: the next move is written over it. */
static void test_session_autosave_in_other_words_is_still_ours(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char dir[512];
    data_dir(fx, dir, sizeof dir);
    support_write_file(dir, "autosave.renju",
                       "Renju record 1\n# by hand\nrule: renju\n\n1. h8\n2.   i9\nend\n");
    RecordError err;
    assert_int_equal(session_resume(&fx->s, &err), STORAGE_LOADED);
    play(fx, "h9");
    assert_false(fx->s.autosave_elsewhere);
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "3. h9"));
    fx_free(fx, true);
}

/* Without a lock (its name taken by a directory) two windows may both run as keepers of
 * the autosave; each still writes only over what it last wrote or resumed itself, so the
 * stale one never takes back the other's moves, and it says its own are unsaved. */
static void test_session_window_without_lock_never_writes_over_another(void **state)
{
    (void)state;
    Fixture *a = fx_new();
    char dir[512], lock[600];
    data_dir(a, dir, sizeof dir);
    snprintf(lock, sizeof lock, "%s/autosave.lock", dir);
    RecordError err;
    session_free(&a->s);
    assert_int_equal(unlink(lock), 0);
    assert_true(storage_make_dirs(lock, &err));
    assert_true(session_init(&a->s, a->c, true));
    assert_int_equal(a->s.lock_fd, -1);
    assert_int_not_equal(a->s.lock_errno, 0);
    play(a, "h8 i9 h9");
    Fixture *b = fx_join(a, OPENING_FREE);
    assert_int_equal(session_resume(&b->s, &err), STORAGE_LOADED);
    assert_false(b->s.autosave_elsewhere);
    play(b, "a1");
    char text[4096];
    read_autosave(a, text, sizeof text);
    assert_non_null(strstr(text, "4. a1"));
    /* The stale window changes its game: the autosave is not what it wrote, so it stays. */
    play(a, "o15");
    assert_true(a->s.autosave_elsewhere);
    read_autosave(a, text, sizeof text);
    assert_non_null(strstr(text, "4. a1"));
    assert_null(strstr(text, "o15"));
    assert_true(session_unsaved(&a->s));
    assert_false(session_sync(&a->s)); /* nor at quit */
    fx_free(b, false);
    fx_free(a, true);
}

/* The window's save of a Pente game as .psq, .lib or .moves is refused with a notice that
 * names the format and the rule (the file would open as renju, its captures undone);
 * nothing is written, and .sgf keeps it. */
static void test_session_save_refuses_a_format_that_loses_the_rule(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600];
    RecordError err;
    Game *pente = support_game(RULE_PENTE, "h8 i8 a1 j8 k8 o15");
    snprintf(path, sizeof path, "%s/cap.renju", fx->home);
    assert_true(record_save_file(path, RECORD_TEXT, pente, NULL, &err));
    free(pente);
    if (!session_load_file(&fx->s, path, &err)) {
        fail_msg("%s", err.msg);
    }
    static const char *const STONES_ONLY[] = {"psq", "lib", "moves"};
    for (size_t i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/cap.%s", fx->home, STONES_ONLY[i]);
        assert_false(session_save_file(&fx->s, path, sizeof path, false, &err));
        Notice nt;
        status_notice_not_saved(&nt, &err);
        char text[400], want[200];
        status_notice_text(&nt, LANG_EN, text, sizeof text);
        snprintf(want, sizeof want,
                 "cap.%s: the .%s format cannot keep the Pente rule; save as .renju or .sgf",
                 STONES_ONLY[i], STONES_ONLY[i]);
        if (!strstr(text, want)) {
            fail_msg("the notice says '%s'", text);
        }
        assert_int_equal(access(path, F_OK), -1);
    }
    snprintf(path, sizeof path, "%s/cap.sgf", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    fx_free(fx, true);
}

/* The file dialog found nothing at the name, so it did not ask; another program made a
 * file there before the save took the name. The save fails and that file stays; only a
 * save the player agreed to replace writes over it. */
static void test_session_save_keeps_a_file_made_after_the_check(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9");
    char path[600], text[256];
    snprintf(path, sizeof path, "%s/mine.renju", fx->home);
    FileSaveQuestion q;
    memset(&q, 0, sizeof q);
    assert_int_equal(filesave_check(&q, path), FILESAVE_WRITE);
    support_write_file(fx->home, "mine.renju", "theirs: h8 h9\n"); /* the other program */
    RecordError err;
    assert_false(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_int_equal(err.reason, RECORD_R_APPEARED);
    assert_non_null(strstr(err.msg, "mine.renju"));
    support_read_file(fx->home, "mine.renju", text, sizeof text);
    assert_string_equal(text, "theirs: h8 h9\n");
    assert_int_equal(support_count_entries(fx->home), 2); /* mine.renju, .local: no temporary */
    assert_true(session_at_risk(&fx->s));
    /* Asked now, the player answers Replace: the save writes the game over it. */
    assert_int_equal(filesave_check(&q, path), FILESAVE_ASK);
    assert_true(filesave_answer(&q, true));
    assert_int_equal(filesave_check(&q, path), FILESAVE_REPLACE);
    assert_true(session_save_file(&fx->s, path, sizeof path, true, &err));
    support_read_file(fx->home, "mine.renju", text, sizeof text);
    assert_non_null(strstr(text, "3. h9"));
    assert_false(session_at_risk(&fx->s));
    fx_free(fx, true);
}

/* Replacing the game (new game, open, paste) would lose it when it has moves, is not
 * over and is not as saved in a file; a copy kept in the games folder makes it safe. */
static void test_session_unfinished_game_is_at_risk_until_kept(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    assert_false(session_at_risk(&fx->s)); /* nothing played */
    play(fx, "h8 i9");
    assert_true(session_at_risk(&fx->s));
    char path[600];
    RecordError err;
    snprintf(path, sizeof path, "%s/mine.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&fx->s));
    play(fx, "h9");
    assert_true(session_at_risk(&fx->s)); /* changed since saved */
    controller_undo(fx->c);
    session_sync(&fx->s);
    assert_false(session_at_risk(&fx->s)); /* back to what the file holds */
    play(fx, "h9");
    char name[128], name2[128], text[4096];
    assert_true(session_keep_copy(&fx->s, name, sizeof name, &err));
    assert_int_equal(strncmp(name, "unfinished-", 11), 0);
    assert_false(session_at_risk(&fx->s));
    /* The copy opens as the same game; a second copy in the same second is a new file. */
    char games[512];
    snprintf(games, sizeof games, "%s/.local/share/renju/games", fx->home);
    support_read_file(games, name, text, sizeof text);
    assert_non_null(strstr(text, "3. h9"));
    assert_true(session_keep_copy(&fx->s, name2, sizeof name2, &err));
    assert_string_not_equal(name, name2);
    assert_int_equal(support_count_entries(games), 2);
    support_read_file(games, name, text, sizeof text);
    assert_non_null(strstr(text, "3. h9"));
    /* A loaded record is safe as loaded; played on to its end, it is in no file. */
    char copy[700];
    snprintf(copy, sizeof copy, "%s/%s", games, name);
    assert_true(session_load_file(&fx->s, copy, &err));
    assert_false(session_at_risk(&fx->s));
    support_controller_play(fx->c, "h8 a1 h9 a2 h10 a3 h11 a4 h12");
    session_sync(&fx->s);
    assert_true(game_over(&fx->c->game));
    assert_true(session_at_risk(&fx->s));
    fx_free(fx, true);
}

/* Audit 31a, A2: a won game in no file went at the next New game or Open without a word.
 * Finished, it is at risk as an unfinished one is: asked about as finished, kept as
 * "finished-…", and a copy that cannot be written leaves it at risk. */
static void test_session_finished_game_is_at_risk_until_kept(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    bool moves = false;
    /* The audit's steps: a move list given, then Black's l8 makes five here. */
    assert_true(session_load_arg(&fx->s, "h8 h9 i8 i9 j8 j9 k8 k9", NULL, &moves, &err));
    session_sync(&fx->s);
    assert_false(session_at_risk(&fx->s)); /* as typed: nothing to lose */
    play(fx, "l8");
    assert_true(game_over(&fx->c->game));
    assert_true(session_at_risk(&fx->s));
    assert_int_equal(session_keep_question(session_risk_left(&fx->s), true),
                     S_CONFIRM_REPLACE_OVER);
    assert_int_equal(session_keep_question(SESSION_LEFT_NONE, false), S_CONFIRM_REPLACE);
    /* No games folder to be had (a file of that name): no copy, still at risk. */
    char dir[512], games[600], name[128], text[4096];
    data_dir(fx, dir, sizeof dir);
    support_write_file(dir, "games", "not a folder\n");
    assert_false(session_keep_copy(&fx->s, name, sizeof name, &err));
    assert_true(session_at_risk(&fx->s));
    snprintf(games, sizeof games, "%s/games", dir);
    assert_int_equal(remove(games), 0);
    assert_true(session_keep_copy(&fx->s, name, sizeof name, &err));
    assert_int_equal(strncmp(name, "finished-", 9), 0);
    /* Audit 32b, C5: the result in the name, for a folder listing outside the program. */
    assert_non_null(strstr(name, "-black-wins.renju"));
    assert_true(fx->s.kept_over);
    assert_false(session_at_risk(&fx->s));
    support_read_file(games, name, text, sizeof text);
    assert_non_null(strstr(text, "9. l8"));
    assert_non_null(strstr(text, "result: black wins"));
    /* A new game won in the window, the same. */
    controller_new_game(fx->c, &fx->c->opt);
    play(fx, "h8 a1 h9 a2 h10 a3 h11 a4 h12");
    assert_true(game_over(&fx->c->game));
    assert_true(session_at_risk(&fx->s));
    fx_free(fx, true);
}

/* Audit 32b, B2: the window wrote no date, and the players, the event and the date could
 * not be entered. A game the window starts has today's date; the Game info dialog's
 * names, event and date go into the autosave, .renju and SGF (PB PW EV DT), and a new game
 * starts without the names, dated again. */
static void test_session_game_info_is_written(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char today[32], text[4096], path[600];
    time_t now = time(NULL);
    struct tm tmv;
    assert_non_null(localtime_r(&now, &tmv));
    assert_true(strftime(today, sizeof today, "%Y-%m-%d", &tmv) > 0);
    play(fx, "h8 i9");
    read_autosave(fx, text, sizeof text);
    char line[64];
    snprintf(line, sizeof line, "\ndate: %s\n", today);
    assert_non_null(strstr(text, line)); /* the first game of a fresh start too */
    session_set_names(&fx->s, "Anna Petrenko", "Bob", "Club cup, round 3", "2026-12-06");
    assert_true(session_at_risk(&fx->s));
    session_sync(&fx->s);
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "\nblack: Anna Petrenko\nwhite: Bob\nevent: Club cup, round 3\n"
                                 "date: 2026-12-06\n"));
    RecordError err;
    snprintf(path, sizeof path, "%s/g.sgf", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    support_read_file(fx->home, "g.sgf", text, sizeof text);
    assert_non_null(strstr(text, "PB[Anna Petrenko]PW[Bob]EV[Club cup, round 3]DT[2026-12-06]"));
    /* A name longer than a record holds is cut between characters. */
    char long_name[200] = "";
    for (size_t i = 0; i < 40; i++) {
        memcpy(long_name + 2 * i, "я", 3); /* two bytes and the NUL */
    }
    session_set_names(&fx->s, long_name, "   ", " Club ", "");
    assert_string_equal(fx->s.info.white, ""); /* blanks alone are no name */
    assert_string_equal(fx->s.info.event, "Club");
    assert_true(strlen(fx->s.info.black) < RECORD_NAME_MAX);
    assert_int_equal(strlen(fx->s.info.black) % 2, 0);
    /* A new game: no names, today's date. */
    controller_new_game(fx->c, &fx->c->opt);
    play(fx, "h8");
    assert_string_equal(fx->s.info.black, "");
    assert_string_equal(fx->s.info.date, today);
    fx_free(fx, true);
}

/* A kept copy holds what the autosave holds: the comments and the other lines (it held
 * the game's stones alone, and the autosave was replaced next: they were gone). */
static void test_session_kept_copy_keeps_comments_and_lines(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 j10");
    assert_int_equal(session_set_note(&fx->s, 3, "keep me", strlen("keep me")), REVIEW_NOTE_OK);
    controller_undo(fx->c);
    session_sync(&fx->s);
    play(fx, "k11"); /* j10 is another line now */
    char name[128], text[4096], games[512];
    RecordError err;
    assert_true(session_keep_copy(&fx->s, name, sizeof name, &err));
    snprintf(games, sizeof games, "%s/.local/share/renju/games", fx->home);
    support_read_file(games, name, text, sizeof text);
    assert_non_null(strstr(text, "2. i9\n(\n  3. j10\n  > keep me\n)\n3. k11\nend\n"));
    /* It opens with both. */
    char copy[700];
    snprintf(copy, sizeof copy, "%s/%s", games, name);
    controller_new_game(fx->c, &fx->c->opt);
    session_sync(&fx->s);
    assert_true(session_load_file(&fx->s, copy, &err));
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 k11");
    assert_true(session_has_variations(&fx->s, 2));
    assert_true(session_switch(&fx->s, 2, 0));
    session_sync(&fx->s);
    assert_string_equal(session_note(&fx->s, 3), "keep me");
    fx_free(fx, true);
}

/* A save in a format that leaves the comments or the other lines behind (.psq, .lib,
 * .moves) says what it left, and the game stays at risk: replacing it still asks, until
 * a save in a format that keeps them. */
static void test_session_lossy_save_leaves_the_game_at_risk(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600];
    RecordError err;
    play(fx, "h8 i9 h9");
    assert_int_equal(session_save_leaves(&fx->s, RECORD_PSQ), SESSION_LEFT_NONE);
    snprintf(path, sizeof path, "%s/plain.psq", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&fx->s)); /* nothing left behind: saved */
    assert_int_equal(session_set_note(&fx->s, 2, "i9?", 3), REVIEW_NOTE_OK);
    assert_true(session_at_risk(&fx->s));
    static const char *const LOSSY[] = {"g.psq", "g.moves"};
    for (size_t i = 0; i < sizeof LOSSY / sizeof LOSSY[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", fx->home, LOSSY[i]);
        assert_int_equal(session_save_leaves(&fx->s, record_format_from_path(path)),
                         SESSION_LEFT_NOTES);
        assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
        assert_true(session_at_risk(&fx->s)); /* the comment is in no file */
    }
    snprintf(path, sizeof path, "%s/whole.sgf", fx->home);
    assert_int_equal(session_save_leaves(&fx->s, RECORD_SGF), SESSION_LEFT_NONE);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&fx->s));
    snprintf(path, sizeof path, "%s/again.psq", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&fx->s)); /* the .sgf still holds them */
    /* Another line: h9 undone, h10 played. */
    controller_undo(fx->c);
    session_sync(&fx->s);
    play(fx, "h10");
    snprintf(path, sizeof path, "%s/lines.moves", fx->home);
    assert_int_equal(session_save_leaves(&fx->s, RECORD_MOVES),
                     SESSION_LEFT_NOTES | SESSION_LEFT_LINES);
    /* RenLib's move tree keeps the line and the stone's comment. */
    assert_int_equal(session_save_leaves(&fx->s, RECORD_LIB), SESSION_LEFT_NONE);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_true(session_at_risk(&fx->s));
    snprintf(path, sizeof path, "%s/whole.renju", fx->home);
    assert_int_equal(session_save_leaves(&fx->s, RECORD_TEXT), SESSION_LEFT_NONE);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&fx->s));
    /* A new game: its lines only. */
    controller_new_game(fx->c, &fx->c->opt);
    play(fx, "h8 i9");
    controller_undo(fx->c);
    session_sync(&fx->s);
    play(fx, "j9");
    assert_int_equal(session_save_leaves(&fx->s, RECORD_PSQ), SESSION_LEFT_LINES);
    fx_free(fx, true);
}

/* A resigned game saved as .psq, .lib or .moves: the save's notice says the result is not
 * in the file (it reads back unfinished); the players, event and date a format drops are
 * said in one more sentence; .sgf keeps the result. */
static void test_session_result_and_info_left_out_are_said(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600];
    char said[1200];
    RecordError err;
    support_write_file(fx->home, "r.renju",
                       "Renju record 1\nrule: renju\nopening: free\nblack: Anna\nwhite: Bob\n"
                       "event: Club\ndate: 2026-11-30\n1. h8\n2. i9\n3. h9\n4. resign\nend\n");
    snprintf(path, sizeof path, "%s/r.renju", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.reason, REASON_RESIGN);
    static const char *const LOSSY[] = {"r.psq", "r.lib", "r.moves"};
    for (int i = 0; i < 3; i++) {
        RecordFormat fmt = record_format_from_path(LOSSY[i]);
        unsigned left = session_save_leaves(&fx->s, fmt);
        assert_int_equal(left, SESSION_LEFT_RESULT);
        snprintf(path, sizeof path, "%s/%s", fx->home, LOSSY[i]);
        assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
        assert_false(session_at_risk(&fx->s)); /* r.renju holds it all */
        Notice nt;
        status_notice_set(&nt, session_saved_notice(left, fmt), false, NOTICE_NAME, 0, LOSSY[i],
                          NULL);
        status_notice_also_saved(&nt, &fx->c->game, &fx->s.info, fmt, fx->s.rev);
        status_notice_text(&nt, LANG_EN, said, sizeof said);
        char want[400];
        snprintf(want, sizeof want,
                 "Saved %s. Its result is not in it: this format keeps only a result the "
                 "stones show (save as .renju or .sgf to keep it). This format keeps no %s: "
                 "save as .renju to keep them.",
                 LOSSY[i], fmt == RECORD_PSQ ? "event or date" : "players, event or date");
        assert_string_equal(said, want);
        status_notice_text(&nt, LANG_UK, said, sizeof said);
        assert_null(strstr(said, "result"));
        assert_null(strstr(said, " or "));
        /* Read back, the file invents no result: the stones alone, unfinished. */
        Game *back = malloc(sizeof *back);
        assert_non_null(back);
        RecordInfo binfo;
        char data[4096];
        size_t n = support_read_file(fx->home, LOSSY[i], data, sizeof data);
        assert_true(session_parse_file(path, data, n, back, &binfo, &err));
        assert_int_equal(back->result, RESULT_NONE);
        assert_int_equal(back->nactions, 3);
        free(back);
    }
    assert_int_equal(session_save_leaves(&fx->s, RECORD_SGF), SESSION_LEFT_NONE);
    Notice nt;
    status_notice_set(&nt, S_MSG_SAVED, false, NOTICE_NAME, 0, "r.sgf", NULL);
    status_notice_also_saved(&nt, &fx->c->game, &fx->s.info, RECORD_SGF, fx->s.rev);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Saved r.sgf");
    fx_free(fx, true);
}

/* Audit 24: a .psq save said comments and lines are kept by ".renju or .sgf", though a
 * .lib keeps them too. A game a .lib holds (renju, 15x15) names all three; a gomoku game,
 * which a .lib cannot hold, names the two. */
static void test_session_saved_notice_names_every_format_that_keeps_comments(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600];
    char said[1200];
    RecordError err;
    play(fx, "h8 i9 h9");
    assert_int_equal(session_set_note(&fx->s, 2, "i9 loses", 8), REVIEW_NOTE_OK);
    unsigned left = session_save_leaves(&fx->s, RECORD_PSQ);
    assert_int_equal(left, SESSION_LEFT_NOTES);
    snprintf(path, sizeof path, "%s/c.psq", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    Notice nt;
    status_notice_set(&nt, session_saved_notice_of(&fx->s, left, RECORD_PSQ), false, NOTICE_NAME, 0,
                      "c.psq", NULL);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Saved c.psq. This format keeps no comments: save as .renju, .sgf "
                              "or .lib to keep them.");
    support_write_file(fx->home, "g.renju",
                       "Renju record 1\nrule: gomoku\nopening: free\n1. h8\n2. i9\n3. h9\nend\n");
    snprintf(path, sizeof path, "%s/g.renju", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(session_set_note(&fx->s, 2, "i9 loses", 8), REVIEW_NOTE_OK);
    left = session_save_leaves(&fx->s, RECORD_MOVES);
    assert_int_equal(session_saved_notice_of(&fx->s, left & 3u, RECORD_MOVES),
                     S_MSG_SAVED_NO_NOTES);
    fx_free(fx, true);
}

/* Audit 24 C12: every open, drop or New game kept an "unfinished" copy, even of a game
 * opened from a file and not changed (11 in 10 minutes, byte-identical to g1.renju):
 * after a restart the autosave's game was "not saved", and after an undo so was a game
 * just opened. A game a file holds, as it stands or with moves undone, is safe, after a
 * restart too; a move played makes it a game to keep; the autosave's mark of it is
 * never written into a file the player saves. */
static void test_session_a_game_a_file_holds_is_safe(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600], text[4096];
    RecordError err;
    support_write_file(fx->home, "g1.renju",
                       "Renju record 1\nrule: renju\nopening: free\n1. h8\n2. h7\n3. i9\n"
                       "4. g7\nend\n");
    snprintf(path, sizeof path, "%s/g1.renju", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    session_sync(&fx->s);
    assert_false(session_at_risk(&fx->s));
    assert_true(controller_undo(fx->c)); /* g7 undone: still the file's */
    session_sync(&fx->s);
    assert_false(session_at_risk(&fx->s));
    assert_true(controller_redo(fx->c));
    session_sync(&fx->s);
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "\nfiled: "));
    /* A restart: the game resumed is the file's, safe. */
    session_free(&fx->s);
    Fixture *again = fx_join(fx, OPENING_FREE);
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    assert_false(session_at_risk(&again->s));
    /* A move played: in no file, kept before it goes; and the autosave says so. */
    assert_true(controller_click(again->c, support_point("j10")));
    session_sync(&again->s);
    assert_true(session_at_risk(&again->s));
    read_autosave(fx, text, sizeof text);
    assert_null(strstr(text, "filed:"));
    /* Saved, and the save holds no autosave mark. */
    snprintf(path, sizeof path, "%s/mine.renju", fx->home);
    assert_true(session_save_file(&again->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&again->s));
    support_read_file(fx->home, "mine.renju", text, sizeof text);
    assert_null(strstr(text, "filed:"));
    fx_free(again, false);
    fx_free(fx, true);
}

/* A gomoku game saved as .psq (Piskvork's format holds freestyle games; audit 21, B3):
 * written, but the file names no rule, so the notice says it reads back as renju unless
 * opened with --rule gomoku, and the game is not counted as saved (replacing it asks). */
static void test_session_gomoku_psq_save_says_the_rule_is_not_kept(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600];
    char said[1200];
    RecordError err;
    support_write_file(fx->home, "g.renju",
                       "Renju record 1\nrule: gomoku\nopening: free\n1. h8\n2. i9\n3. h9\nend\n");
    snprintf(path, sizeof path, "%s/g.renju", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    play(fx, "j10");
    unsigned left = session_save_leaves(&fx->s, RECORD_PSQ);
    assert_int_equal(left, SESSION_LEFT_RULE);
    snprintf(path, sizeof path, "%s/g.psq", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_true(session_at_risk(&fx->s));
    Notice nt;
    status_notice_set(&nt, session_saved_notice(left, RECORD_PSQ), false, NOTICE_NAME, 0, "g.psq",
                      NULL);
    status_notice_also_saved(&nt, &fx->c->game, &fx->s.info, RECORD_PSQ, fx->s.rev);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Saved g.psq. This format keeps no rule set: the game, Gomoku (five "
                              "or more), reads back as renju unless opened with --rule gomoku "
                              "(save as .renju or .sgf to keep it).");
    assert_int_equal(session_save_leaves(&fx->s, RECORD_SGF), SESSION_LEFT_NONE);
    fx_free(fx, true);
}

/* Saved as .sgf, a game played without a clock is not said to lose "thinking times":
 * the window measured them, never showed them (it once always said so). A game on a
 * clock neither: .sgf keeps its control as TM[] and OT[] (fix 29b, item 3; audit 28, item
 * 5 said it dropped) and its times as BL[] WL[] (fix 31a); a record read with times of its
 * own, opened without a clock, is. */
static void test_session_sgf_save_says_times_only_when_dropped(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600], said[1200];
    RecordError err;
    static const char *const CLOCKS[] = {"none", "fischer 1m+2s"};
    for (int k = 0; k < 2; k++) {
        ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                                 3,          {0},          false};
        assert_true(clock_control_parse(CLOCKS[k], strlen(CLOCKS[k]), &opt.clock));
        controller_new_game(fx->c, &opt);
        const char *moves[] = {"h8", "i9", "h9"};
        for (int i = 0; i < 3; i++) {
            controller_tick(fx->c, 10000 * (k + 1) + 700 * i);
            assert_true(controller_click(fx->c, support_point(moves[i])));
            session_sync(&fx->s);
        }
        assert_true(fx->c->game.actions[2].time_ms > 0); /* measured all the same */
        snprintf(path, sizeof path, "%s/t%d.sgf", fx->home, k);
        assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
        Notice nt;
        status_notice_set(&nt, S_MSG_SAVED, false, NOTICE_NAME, 0, "t.sgf", NULL);
        status_notice_also_saved(&nt, &fx->c->game, &fx->s.info, RECORD_SGF, fx->s.rev);
        status_notice_text(&nt, LANG_EN, said, sizeof said);
        assert_string_equal(said, "Saved t.sgf");
    }
    /* A record's own times (PSQ keeps them), opened without a clock: said too. */
    support_write_file(fx->home, "t.psq", "Piskvorky 15x15, 11:11, 0\n8,8,3000\n9,9,4000\n-1\n");
    snprintf(path, sizeof path, "%s/t.psq", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_false(clock_timed(&fx->s.info.clock));
    Notice nt;
    status_notice_set(&nt, S_MSG_SAVED, false, NOTICE_NAME, 0, "p.sgf", NULL);
    status_notice_also_saved(&nt, &fx->c->game, &fx->s.info, RECORD_SGF, fx->s.rev);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "thinking times"));
    fx_free(fx, true);
}

/* A timed game's record, ended, with its clock readings (byo-yomi: OW[] the periods left). */
static const char TIMED_SGF[] =
    "(;FF[4]GM[4]CA[UTF-8]AP[Renju]SZ[15]RU[renju]TM[60]OT[2x10 byo-yomi]RE[W+R]"
    ";B[hh]BL[58.5];W[ig]WL[57.25];B[hg]BL[50];W[gi]WL[44];B[hf]BL[30];W[he]WL[5]OW[2]"
    ";B[ie]BL[8]OB[1])\n";
/* Its main line as our writer writes it. */
static const char TIMED_LINE[] = ";B[hh]BL[58.5];W[ig]WL[57.25];B[hg]BL[50];W[gi]WL[44]";
static const char TIMED_TAIL[] = ";B[hf]BL[30];W[he]WL[5]OW[2];B[ie]BL[8]OB[1]";

/* A side line started in an opened timed game keeps every clock reading of the game: a
 * save and the autosave (a restart after kill -9) write the main line's times as read
 * (audit 32a, A2: every stone got the full time, WL[60] BL[59.791], and OW[] went). */
static void test_session_side_line_keeps_a_timed_games_clocks(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600], text[4096];
    RecordError err;
    support_write_file(fx->home, "timed.sgf", TIMED_SGF);
    snprintf(path, sizeof path, "%s/timed.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_true(session_show_ply(&fx->s, 4));
    assert_true(session_click(&fx->s, support_point("k8"))); /* 5. k8, a new line */
    session_sync(&fx->s);
    assert_int_equal(fx->c->game.nactions, 5);
    snprintf(path, sizeof path, "%s/side.sgf", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    support_read_file(fx->home, "side.sgf", text, sizeof text);
    assert_non_null(strstr(text, TIMED_LINE));
    assert_non_null(strstr(text, TIMED_TAIL));
    assert_non_null(strstr(text, "TM[60]OT[2x10 byo-yomi]"));
    session_free(&fx->s); /* kill -9: the autosave holds it */

    Fixture *again = fx_restart(fx);
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    snprintf(path, sizeof path, "%s/resumed.sgf", again->home);
    assert_true(session_save_file(&again->s, path, sizeof path, false, &err));
    support_read_file(again->home, "resumed.sgf", text, sizeof text);
    assert_non_null(strstr(text, TIMED_LINE));
    assert_non_null(strstr(text, TIMED_TAIL));
    fx_free(again, false);
    fx_free(fx, true);
}

/* What a .sgf save of fx's game adds to "Saved p.sgf". */
static void sgf_save_said(Fixture *fx, char *said, size_t cap)
{
    Notice nt;
    Game *g = session_saved_game(&fx->s);
    assert_non_null(g);
    status_notice_set(&nt, S_MSG_SAVED, false, NOTICE_NAME, 0, "p.sgf", NULL);
    status_notice_also_saved(&nt, g, &fx->s.info, RECORD_SGF, fx->s.rev);
    status_notice_text(&nt, LANG_EN, said, cap);
    free(g);
}

/* A record's own thinking times survive the autosave and a restart (kill -9): the
 * resumed game still knows they are the record's ("times: own"), so a .sgf save still
 * says it drops them and a .renju save keeps them and says so again; it once took them
 * for the window's own measure of a game without a clock. That game's times stay
 * unsaid after a restart too. */
static void test_session_record_times_survive_a_restart(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600], said[1200], text[4096];
    RecordError err;
    support_write_file(fx->home, "t.psq", "Piskvorky 15x15, 11:11, 0\n8,8,3000\n9,9,4000\n-1\n");
    snprintf(path, sizeof path, "%s/t.psq", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    controller_tick(fx->c, 1000);
    play(fx, "j10");
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "\ntimes: own\n"));
    session_free(&fx->s);

    Fixture *again = fx_restart(fx);
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    char got[64];
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 i7 j10");
    assert_int_equal(again->c->game.actions[0].time_ms, 3000);
    assert_int_equal(again->c->game.actions[1].time_ms, 4000);
    assert_false(clock_timed(&again->s.info.clock));
    sgf_save_said(again, said, sizeof said);
    assert_string_equal(said, "Saved p.sgf. This format keeps no thinking times: "
                              "save as .renju to keep them.");
    snprintf(path, sizeof path, "%s/kept.renju", again->home);
    assert_true(session_save_file(&again->s, path, sizeof path, false, &err));
    support_read_file(again->home, "kept.renju", text, sizeof text);
    assert_non_null(strstr(text, "\ntimes: own\n"));
    assert_non_null(strstr(text, "\n1. h8 3.000s\n2. i7 4.000s\n"));

    /* A game the window played without a clock: its times are its own measure. */
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             3,          {0},          false};
    controller_new_game(again->c, &opt);
    session_sync(&again->s);
    controller_tick(again->c, 9000);
    play(again, "h8");
    controller_tick(again->c, 12000);
    play(again, "i9");
    assert_true(again->c->game.actions[1].time_ms > 0);
    read_autosave(again, text, sizeof text);
    assert_null(strstr(text, "times:"));
    session_free(&again->s);
    Fixture *third = fx_restart(again);
    assert_int_equal(session_resume(&third->s, &err), STORAGE_LOADED);
    assert_true(third->c->game.actions[1].time_ms > 0);
    sgf_save_said(third, said, sizeof said);
    assert_string_equal(said, "Saved p.sgf");
    fx_free(third, false);
    fx_free(again, false);
    fx_free(fx, true);
}

/* An SGF collection (c-gomoku-cli's -sgf: a match's games one after another) opens as
 * its first game, and the load's notice says how many the file holds; text after the
 * last game is said to be ignored. */
static void test_session_sgf_collection_is_said(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600];
    char said[1200];
    RecordError err;
    support_write_file(fx->home, "m.sgf",
                       "(;FF[4]GM[4]SZ[15]RU[renju];B[hh];W[ii])\n"
                       "(;FF[4]GM[4]SZ[15]C[a ) in \\] (a value];B[hh])\n"
                       "(;FF[4]GM[4]SZ[15];B[hh](;W[ii])(;W[gg]))\n");
    snprintf(path, sizeof path, "%s/m.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.nactions, 2);
    Notice nt;
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "m.sgf", NULL);
    status_notice_also_loaded(&nt, &fx->s.info);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    /* Which game was read, and where the others are to be chosen (audit 32a C10). */
    assert_non_null(strstr(said, "m.sgf. Game 1 of 3 read; Files… lists the others under the "
                                 "file, to open them."));
    assert_true(session_load_file_game(&fx->s, path, NULL, 3, &err));
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "m.sgf", NULL);
    status_notice_also_loaded(&nt, &fx->s.info);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "Game 3 of 3 read"));
    assert_null(strstr(said, "ignored"));
    /* Pasted, the same collection says so too (it once said only "Pasted a game of 2
     * moves"): the text, not a file, holds the games. */
    const char *three = "(;FF[4]GM[4]SZ[15];B[hh];W[ii])\n(;FF[4]GM[4]SZ[15];B[hh])\n"
                        "(;FF[4]GM[4]SZ[15];B[hh];W[ii];B[hg])garbage";
    assert_true(session_paste(&fx->s, three, strlen(three), &err));
    status_notice_pasted(&nt, &fx->s.info, &fx->c->game);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Pasted a game of 2 moves. Game 1 of 3 read: the text holds 3 "
                              "games; the others are not read. The text after its last game is "
                              "no SGF game: it is ignored.");
    status_notice_text(&nt, LANG_BG, said, sizeof said);
    assert_non_null(strstr(said, "1 от 3"));
    const char *one = "(;FF[4]GM[4]SZ[15];B[hh];W[ii])";
    assert_true(session_paste(&fx->s, one, strlen(one), &err));
    status_notice_pasted(&nt, &fx->s.info, &fx->c->game);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Pasted a game of 2 moves");
    support_write_file(fx->home, "g.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[ii])garbage");
    snprintf(path, sizeof path, "%s/g.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "g.sgf", NULL);
    status_notice_also_loaded(&nt, &fx->s.info);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "g.sgf. The text after its last game is no SGF game: it is "
                                 "ignored."));
    assert_null(strstr(said, "Game 1"));
    /* A 19x19 SGF without RU[]: old-renju, and the notice names the rule read. */
    support_write_file(fx->home, "s19.sgf", "(;FF[4]GM[4]SZ[19];B[jj];W[kk];B[ss])");
    snprintf(path, sizeof path, "%s/s19.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.rules->id, RULE_OLD_RENJU);
    assert_true(status_notice_record(&nt, "s19.sgf", &fx->s.info, &fx->c->game));
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Loaded s19.sgf. It names no rule set: read as Old renju (19x19), "
                              "the first whose board and stones it fits.");
    status_notice_text(&nt, LANG_RU, said, sizeof said);
    assert_null(strstr(said, "Loaded"));
    assert_non_null(strstr(said, "s19.sgf"));
    support_write_file(fx->home, "one.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[ii])\n\n");
    snprintf(path, sizeof path, "%s/one.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "one.sgf", NULL);
    status_notice_also_loaded(&nt, &fx->s.info);
    assert_int_equal(nt.also, 0);
    assert_false(status_notice_record(&nt, "one.sgf", &fx->s.info, &fx->c->game));
    fx_free(fx, true);
}

/* A record with many things to say (a Black foul ended it, an unknown RU[], a dropped
 * RE[], a comment cut, game 1 of 2, text after the games, the unfinished game kept):
 * the notice says every one of them, as renju-cli does, not the first alone; too long
 * for its room, it is read a page at a time (status_notice_page, status_notice_next). */
static void test_session_record_notice_says_everything(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600], said[2400];
    char *sgf = malloc(SUPPORT_SAYING_EVERYTHING_CAP);
    assert_non_null(sgf);
    support_sgf_saying_everything(sgf, SUPPORT_SAYING_EVERYTHING_CAP);
    support_write_file(fx->home, "all.sgf", sgf);
    snprintf(path, sizeof path, "%s/all.sgf", fx->home);
    RecordError err;
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->game.reason, REASON_FOUL);
    Notice nt;
    assert_true(status_notice_record(&nt, "all.sgf", &fx->s.info, &fx->c->game));
    status_notice_also_loaded(&nt, &fx->s.info);
    status_notice_then(&nt, S_MSG_KEPT_COPY, "unfinished-x.renju");
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said,
                        "Loaded all.sgf. Move 9, j8: double-three, forbidden for Black: White "
                        "wins. The 2 moves after it are not shown. Its rule \u201cCaro\u201d is "
                        "not one this program knows: read as Renju. Its result \u201cB+\u201d "
                        "names no resignation, loss on time or draw, and the moves do not show it: "
                        "left out, the game is "
                        "shown as its moves leave it. Some of its comments were too long and "
                        "are shortened or left out: a comment holds 65536 characters, a game's "
                        "comments 1 MB. Game 1 of 2 read; Files… lists the others under the "
                        "file, to open them. The text after its last game is no SGF game: it is "
                        "ignored. The unfinished game is kept as games/unfinished-x.renju.");
    assert_int_equal(status_notice_parts(&nt), 7);
    status_notice_text(&nt, LANG_UK, said, sizeof said);
    assert_non_null(strstr(said, "«Caro»"));
    assert_non_null(strstr(said, "«B+»"));
    assert_non_null(strstr(said, "1 з 2"));
    assert_non_null(strstr(said, "unfinished-x.renju"));
    /* Paged: sentences 0-1, then 2-4, then 5-6; a key turns the page, the last one's ends
     * it (the window's ui_notice_fit chooses the pages by what fits). */
    status_notice_page(&nt, 0, 3, 0, 2);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "are not shown. Its rule \u201cCaro\u201d"));
    assert_non_null(strstr(said, "read as Renju. (1/3)"));
    assert_null(strstr(said, "B+"));
    assert_true(status_notice_next(&nt));
    status_notice_page(&nt, nt.page, 3, 2, 5);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_true(strncmp(said, "Its result \u201cB+\u201d", strlen("Its result \u201cB+\u201d")) ==
                0);
    assert_non_null(strstr(said, "to open them. (2/3)"));
    assert_true(status_notice_next(&nt));
    assert_false(status_notice_next(&nt)); /* the last page: the next key clears it */
    /* A paste says as much. */
    assert_true(session_paste(&fx->s, sgf, strlen(sgf), &err));
    assert_true(status_notice_record(&nt, NULL, &fx->s.info, &fx->c->game));
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "Pasted a game. Move 9, j8"));
    assert_non_null(strstr(said, "\u201cCaro\u201d"));
    assert_non_null(strstr(said, "\u201cB+\u201d"));
    assert_non_null(strstr(said, "comments 1 MB."));
    fx_free(fx, true);
    free(sgf);
}

/* Fix 31a (audit 30, C1): an SGF save names who played Black and White (PB[], PW[]) by
 * their seats, by the colours held at the end (after the swap the second player holds
 * Black), and reopens with the opening, the swap and the players; a record's own names
 * stay. In English words a reader can use, never the window's "You" (audit 32a, C1). */
static void test_session_sgf_save_names_players_after_swaps(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = {
        RULE_RENJU, OPENING_TARAGUCHI10, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_new_game(fx->c, &opt);
    play(fx, "h8");
    assert_true(controller_decide(fx->c, ACTION_SWAP));
    play(fx, "i9");
    char path[600];
    RecordError err;
    snprintf(path, sizeof path, "%s/t.sgf", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    char sgf[4096];
    support_read_file(fx->home, "t.sgf", sgf, sizeof sgf);
    assert_non_null(strstr(sgf, "RU[renju Taraguchi-10]PB[Second player]PW[First player]"));
    assert_non_null(strstr(sgf, ";B[hh]RJA[swap"));
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    RecordInfo info;
    assert_true(record_load_file(path, RECORD_AUTO, NULL, g, &info, &err));
    assert_int_equal(g->opening, OPENING_TARAGUCHI10);
    assert_int_equal(g->first_colour, STONE_WHITE);
    assert_string_equal(info.black, "Second player");
    free(g);
    /* Against the computer the window says "You" and "Computer, level 3" (in its
     * language: "Вы"); the file names the player and the program (audit 32a, C1). */
    ControllerOptions ai = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_AI},
                            3,          {0},          false};
    controller_new_game(fx->c, &ai);
    char name[RECORD_NAME_MAX];
    status_player_name(fx->c, LANG_EN, 1, name, sizeof name);
    assert_string_equal(name, "Computer, level 3");
    status_player_name(fx->c, LANG_EN, 0, name, sizeof name);
    assert_string_equal(name, "You");
    play(fx, "h8");
    snprintf(path, sizeof path, "%s/ai.sgf", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    support_read_file(fx->home, "ai.sgf", sgf, sizeof sgf);
    assert_non_null(strstr(sgf, "PB[Player]PW[Renju level 3]"));
    /* The .renju keeps the seats themselves. */
    snprintf(path, sizeof path, "%s/ai.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    support_read_file(fx->home, "ai.renju", sgf, sizeof sgf);
    assert_non_null(strstr(sgf, "\nseats: person computer level 3\n"));
    fx_free(fx, true);
}

/* The Open dialog starts in the folder of the last file read or saved (a collection's
 * too, whose other games it lists under the file: the notice sends the player there), not
 * in the games folder again (lead, fourteenth session). */
static void test_session_open_starts_in_the_last_files_folder(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char dir[600], path[700], got[700];
    RecordError err;
    assert_false(session_last_folder(&fx->s, got, sizeof got)); /* none yet */
    snprintf(dir, sizeof dir, "%s/club", fx->home);
    assert_int_equal(mkdir(dir, 0700), 0);
    support_write_file(dir, "two.sgf", "(;GM[4]SZ[15];B[hh];W[ig])\n(;GM[4]SZ[15];B[hh];W[ii])\n");
    snprintf(path, sizeof path, "%s/two.sgf", dir);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_null(session_file(&fx->s)); /* a collection's game: in no file of its own */
    assert_true(session_last_folder(&fx->s, got, sizeof got));
    assert_string_equal(got, dir);
    /* A save elsewhere moves it; a folder gone since is none. */
    snprintf(path, sizeof path, "%s/g.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_true(session_last_folder(&fx->s, got, sizeof got));
    assert_string_equal(got, fx->home);
    snprintf(path, sizeof path, "%s/two.sgf", dir);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(remove(path), 0);
    assert_int_equal(rmdir(dir), 0);
    assert_false(session_last_folder(&fx->s, got, sizeof got));
    fx_free(fx, true);
}

/* The game's own file (audit 32a, C2: Ctrl+S offered a dated new name in the games folder):
 * a game opened from a file is in it, by its full path, and in the file it is saved to
 * next; a new game, a pasted one (saved too: each save of it gets a new name), another
 * game of a collection are in none. */
static void test_session_knows_the_games_own_file(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600], want[700];
    RecordError err;
    assert_null(session_file(&fx->s));
    support_write_file(fx->home, "timed.sgf", TIMED_SGF);
    snprintf(path, sizeof path, "%s/timed.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    const char *home = fx->home;
    snprintf(want, sizeof want, "%s/timed.sgf", home);
    assert_non_null(session_file(&fx->s));
    assert_string_equal(session_file(&fx->s), want);
    /* Played into, it is still that file's game. */
    assert_true(session_show_ply(&fx->s, 4));
    assert_true(session_click(&fx->s, support_point("k8")));
    session_sync(&fx->s);
    assert_string_equal(session_file(&fx->s), want);
    /* Saved elsewhere, it is in the file saved. */
    snprintf(path, sizeof path, "%s/other.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    snprintf(want, sizeof want, "%s/other.renju", home);
    assert_string_equal(session_file(&fx->s), want);
    /* A paste is in no file, saved or not. */
    const char *moves = "h8 i9 h9";
    assert_true(session_paste(&fx->s, moves, strlen(moves), &err));
    assert_null(session_file(&fx->s));
    snprintf(path, sizeof path, "%s/p.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_null(session_file(&fx->s));
    /* A new game is in none. */
    controller_new_game(fx->c, &fx->c->opt);
    session_sync(&fx->s);
    assert_null(session_file(&fx->s));
    /* The second game of a collection, nor its first: a save over the file would lose the
     * others. */
    support_write_file(fx->home, "two.sgf",
                       "(;GM[4]SZ[15];B[hh];W[ig])\n(;GM[4]SZ[15];B[hh];W[ii])\n");
    snprintf(path, sizeof path, "%s/two.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_null(session_file(&fx->s));
    assert_true(session_load_file_game(&fx->s, path, NULL, 2, &err));
    assert_null(session_file(&fx->s));
    fx_free(fx, true);
}

/* A Taraguchi-10 game saved where no opening rule is kept (every format but .renju and
 * .sgf, which names it in RU[] and keeps its choices in RJA[]: fix 31a): the notice says
 * so, and the game stays at risk (audit 12b, item 8). */
static void test_session_opening_left_out_is_said(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = {
        RULE_RENJU, OPENING_TARAGUCHI10, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_new_game(fx->c, &opt);
    play(fx, "h8 h9");
    char path[600];
    RecordError err;
    static const char *const LOSSY[] = {"t.psq", "t.lib", "t.moves"};
    for (int i = 0; i < 3; i++) {
        RecordFormat fmt = record_format_from_path(LOSSY[i]);
        unsigned left = session_save_leaves(&fx->s, fmt);
        assert_int_equal(left, SESSION_LEFT_OPENING);
        assert_int_equal(session_saved_notice(left, fmt), S_MSG_SAVED_NO_OPENING);
        snprintf(path, sizeof path, "%s/%s", fx->home, LOSSY[i]);
        assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
        assert_true(session_at_risk(&fx->s));
    }
    assert_int_equal(session_save_leaves(&fx->s, RECORD_TEXT), SESSION_LEFT_NONE);
    assert_int_equal(session_save_leaves(&fx->s, RECORD_SGF), SESSION_LEFT_NONE);
    snprintf(path, sizeof path, "%s/t.sgf", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&fx->s));
    /* A free game, and a Swap2 game off the centre without a choice, lose nothing. */
    controller_new_game(fx->c, &fx->c->opt);
    ControllerOptions free_opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                                  3,          {0},          false};
    controller_new_game(fx->c, &free_opt);
    play(fx, "h8 h9");
    assert_int_equal(session_save_leaves(&fx->s, RECORD_PSQ), SESSION_LEFT_NONE);
    fx_free(fx, true);
}

/* A set-up game (b=h8,j8,i7 w=i9,g9, then h10) saved where no set-up is kept (.psq,
 * .lib, .moves): the notice says its stones went in as moves, and the game stays at risk
 * for New game's question, which names the set-up; .renju and .sgf keep it. */
static void test_session_setup_saved_as_moves_is_said(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    set_up(fx, "b=h8,j8,i7 w=i9,g9");
    play(fx, "h10");
    char path[600];
    RecordError err;
    static const char *const LOSSY[] = {"x.psq", "x.lib", "x.moves"};
    for (int i = 0; i < 3; i++) {
        RecordFormat fmt = record_format_from_path(LOSSY[i]);
        unsigned left = session_save_leaves(&fx->s, fmt);
        assert_int_equal(left, SESSION_LEFT_SETUP);
        assert_int_equal(session_saved_notice(left, fmt), S_MSG_SAVED_SETUP_AS_MOVES);
        snprintf(path, sizeof path, "%s/%s", fx->home, LOSSY[i]);
        assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
        assert_true(session_at_risk(&fx->s));
        assert_int_equal(session_risk_left(&fx->s), SESSION_LEFT_SETUP);
        assert_int_equal(session_keep_question(session_risk_left(&fx->s), false),
                         S_CONFIRM_REPLACE_SETUP);
    }
    /* With a comment too, the notice names both. */
    assert_int_equal(session_set_note(&fx->s, 6, "h10!", 4), REVIEW_NOTE_OK);
    unsigned both = session_save_leaves(&fx->s, RECORD_PSQ);
    assert_int_equal(both, SESSION_LEFT_SETUP | SESSION_LEFT_NOTES);
    assert_int_equal(session_saved_notice(both, RECORD_PSQ), S_MSG_SAVED_SETUP_AS_MOVES_MORE);
    assert_int_equal(session_save_leaves(&fx->s, RECORD_SGF), SESSION_LEFT_NONE);
    snprintf(path, sizeof path, "%s/x.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&fx->s));
    assert_int_equal(session_saved_notice(SESSION_LEFT_NONE, RECORD_TEXT), S_MSG_SAVED);
    fx_free(fx, true);
}

/* Sets up stones ("b=... w=...", renju) in the session, to_move (STONE_EMPTY: by the
 * counts) to play, as Set up's Done does. */
static void set_up_stones(Fixture *fx, const char *stones, Stone to_move)
{
    const RuleSet *rs = rules_get(RULE_RENJU);
    Game *g = malloc(sizeof *g);
    Board *b = malloc(sizeof *b);
    assert_true(g && b);
    assert_true(position_parse(stones, strlen(stones), rs->board_size, b, NULL, 0));
    assert_true(setup_build(g, rs, b, to_move, NULL));
    session_set_up(&fx->s, g);
    free(b);
    free(g);
}

/* A set-up with White to move on equal counts (b=h8,i8,j9 w=h9,g7,k10: Black passed after
 * the stones) saved as .psq: the stones go in, the pass (Piskvork has none) is left out and
 * the notice says the side to move is not kept; .lib keeps the pass. Once White has played,
 * the stones after the pass would change colour: the save is refused, naming the set-up.
 * (Audit 16a, item 4: refused as "Piskvork files cannot hold a pass", nobody had passed.) */
static void test_session_setup_white_to_move_saved_as_psq(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    set_up_stones(fx, "b=h8,i8,j9 w=h9,g7,k10", STONE_WHITE);
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    unsigned left = session_save_leaves(&fx->s, RECORD_PSQ);
    assert_int_equal(left, SESSION_LEFT_SETUP | SESSION_LEFT_TURN);
    assert_int_equal(session_saved_notice(left, RECORD_PSQ), S_MSG_SAVED_SETUP_NO_TURN);
    assert_int_equal(session_saved_notice(left | SESSION_LEFT_NOTES, RECORD_PSQ),
                     S_MSG_SAVED_SETUP_NO_TURN_MORE);
    assert_int_equal(session_save_leaves(&fx->s, RECORD_LIB), SESSION_LEFT_SETUP);
    char path[600];
    RecordError err;
    snprintf(path, sizeof path, "%s/w.psq", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_true(record_load_file(path, RECORD_AUTO, NULL, g, NULL, &err));
    assert_int_equal(g->board.ply, 6); /* the stones, no pass: Black to move */
    assert_int_equal(board_at(&g->board, support_point("h9")), STONE_WHITE);
    assert_int_equal(board_at(&g->board, support_point("j9")), STONE_BLACK);
    assert_int_equal(game_to_move(g), STONE_BLACK);
    play(fx, "j8");
    snprintf(path, sizeof path, "%s/w2.psq", fx->home);
    assert_false(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_int_equal(err.reason, RECORD_R_PSQ_SETUP_PASS);
    free(g);
    fx_free(fx, true);
}

/* Ctrl+C's every way (audit 33b A1: on a set-up it copied nothing and said nothing, so the
 * next Ctrl+V brought back an older text). Rules example 1 set up (b=f8,g8,h9,h10
 * w=a1,o1,a15,o15, a study: no order of play reaches it) and Black's l8 after it: the
 * record as SGF, which another window's Ctrl+V reads back as the same stones, set-up and
 * side to move. A set-up a game could reach (b=h8 w=i9, then j10) is a set-up too. A
 * gomoku game: SGF, keeping its rule. An empty board: nothing. A renju game: its moves. */
static void test_session_copy_text_gives_back_every_game(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    SessionCopy what;
    assert_null(session_copy_text(&fx->s, &what, &err));
    assert_int_equal(what, SESSION_COPY_EMPTY);
    static const char *const SETUPS[] = {"b=f8,g8,h9,h10 w=a1,o1,a15,o15", "b=h8 w=i9"};
    for (int k = 0; k < 2; k++) {
        set_up_stones(fx, SETUPS[k], STONE_EMPTY);
        assert_int_equal(game_study(&fx->c->game), k == 0);
        play(fx, k == 0 ? "l8" : "j10");
        char *text = session_copy_text(&fx->s, &what, &err);
        assert_non_null(text);
        assert_int_equal(what, SESSION_COPY_SETUP);
        assert_non_null(strstr(text, "(;FF[4]"));
        Fixture *other = fx_new();
        assert_true(session_paste(&other->s, text, strlen(text), &err));
        const Game *got = &other->c->game;
        assert_int_equal(got->setup, fx->c->game.setup);
        assert_int_equal(game_study(got), k == 0);
        assert_int_equal(got->board.ply, fx->c->game.board.ply);
        assert_int_equal(game_to_move(got), game_to_move(&fx->c->game));
        assert_int_equal(board_at(&got->board, support_point(k == 0 ? "l8" : "j10")), STONE_BLACK);
        assert_int_equal(board_at(&got->board, support_point(k == 0 ? "h10" : "i9")),
                         k == 0 ? STONE_BLACK : STONE_WHITE);
        fx_free(other, true);
        free(text);
    }
    ControllerOptions opt = {RULE_GOMOKU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             3,           {0},          false};
    controller_new_game(fx->c, &opt);
    session_sync(&fx->s);
    play(fx, "h8 i9");
    char *text = session_copy_text(&fx->s, &what, &err);
    assert_int_equal(what, SESSION_COPY_RULE);
    Fixture *other = fx_new();
    assert_true(session_paste(&other->s, text, strlen(text), &err));
    assert_int_equal(other->c->game.rules->id, RULE_GOMOKU);
    assert_int_equal(other->c->game.board.ply, 2);
    fx_free(other, true);
    free(text);
    fx_free(fx, true);
}

/* Audit 33b C6: a set-up was counted as moves, "Pasted a game of 18 moves", "18 moves" in
 * the Files list. Rules example 1 set up is a position of 8 stones, pasted and listed;
 * Black's l8 after it is the one move played; a game from the opening counts its moves. */
static void test_session_setup_is_counted_in_stones(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    SessionCopy what;
    Notice nt;
    char said[512], words[300], path[600];
    GameFileSummary *sum = malloc(sizeof *sum);
    assert_non_null(sum);
    set_up_stones(fx, "b=f8,g8,h9,h10 w=a1,o1,a15,o15", STONE_EMPTY);
    static const char *const PASTED[] = {"Pasted a position of 8 stones",
                                         "Pasted a set-up position and 1 move played from it"};
    static const char *const LISTED[] = {"Renju · unfinished · position of 8 stones",
                                         "Renju · unfinished · position of 8 stones · 1 move"};
    for (int k = 0; k < 2; k++) {
        if (k == 1) {
            play(fx, "l8");
        }
        char *text = session_copy_text(&fx->s, &what, &err);
        assert_non_null(text);
        Fixture *other = fx_new();
        assert_true(session_paste(&other->s, text, strlen(text), &err));
        status_notice_pasted(&nt, &other->s.info, &other->c->game);
        status_notice_text(&nt, LANG_EN, said, sizeof said);
        assert_string_equal(said, PASTED[k]);
        status_notice_text(&nt, LANG_BG, said, sizeof said);
        assert_non_null(strstr(said, k == 0 ? "8 камъка" : "1 ход")); /* in Bulgarian too */
        fx_free(other, true);
        free(text);
        snprintf(path, sizeof path, "%s/setup%d.renju", fx->home, k);
        assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
        gamefiles_summary(path, sum);
        assert_int_equal(sum->state, GAMEFILE_GOOD);
        gamefiles_record_words(LANG_EN, sum, words, sizeof words);
        assert_string_equal(words, LISTED[k]);
    }
    const char *moves = "h8 i9 h10";
    assert_true(session_paste(&fx->s, moves, strlen(moves), &err));
    status_notice_pasted(&nt, &fx->s.info, &fx->c->game);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Pasted a game of 3 moves");
    free(sum);
    fx_free(fx, true);
}

/* A set-up game (b=h8,j8,i7 w=i9,g9, then h10) with a comment inside its set-up (after
 * its second stone) saved as .sgf: SGF's set-up has no such position, so its stones go in
 * as moves; the notice says so and the game stays at risk, New game's question naming the
 * set-up; without that comment the .sgf keeps the set-up and the game is safe. */
static void test_session_sgf_setup_written_as_moves_is_said(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    set_up(fx, "b=h8,j8,i7 w=i9,g9");
    play(fx, "h10");
    assert_int_equal(session_set_note(&fx->s, 2, "inside", 6), REVIEW_NOTE_OK);
    char path[600];
    RecordError err;
    unsigned left = session_save_leaves(&fx->s, RECORD_SGF);
    assert_int_equal(left, SESSION_LEFT_SETUP);
    assert_int_equal(session_saved_notice(left, RECORD_SGF), S_MSG_SAVED_SGF_SETUP_AS_MOVES);
    snprintf(path, sizeof path, "%s/x.sgf", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_true(session_at_risk(&fx->s));
    assert_int_equal(session_risk_left(&fx->s), SESSION_LEFT_SETUP);
    assert_int_equal(session_keep_question(session_risk_left(&fx->s), false),
                     S_CONFIRM_REPLACE_SETUP);
    assert_int_equal(session_saved_notice(left | SESSION_LEFT_NOTES, RECORD_SGF),
                     S_MSG_SAVED_SGF_SETUP_AS_MOVES_MORE);
    /* The comment moved onto the set-up position (its last stone): a set-up again. */
    assert_int_equal(session_set_note(&fx->s, 2, "", 0), REVIEW_NOTE_OK);
    assert_int_equal(session_set_note(&fx->s, 5, "inside", 6), REVIEW_NOTE_OK);
    assert_int_equal(session_save_leaves(&fx->s, RECORD_SGF), SESSION_LEFT_NONE);
    snprintf(path, sizeof path, "%s/y.sgf", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_false(session_at_risk(&fx->s));
    fx_free(fx, true);
}

/* A move list given on the command line is in no file: with a comment added, the question
 * before a new game says the game is not saved in a file (audit 33a, C12: it said its moves
 * were). */
static void test_session_risk_left_of_a_given_move_list(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    RecordError err;
    bool moves = false;
    assert_true(session_load_arg(&fx->s, "h8 i9 h9", NULL, &moves, &err));
    assert_true(moves);
    assert_false(session_at_risk(&fx->s)); /* as given: nothing to lose */
    assert_int_equal(session_set_note(&fx->s, 2, "i9?", 3), REVIEW_NOTE_OK);
    assert_true(session_at_risk(&fx->s));
    assert_int_equal(session_risk_left(&fx->s), SESSION_LEFT_NONE);
    assert_int_equal(session_keep_question(session_risk_left(&fx->s), false), S_CONFIRM_REPLACE);
    fx_free(fx, true);
}

/* A game at risk only because its file left something out says what (the window asks
 * about that, not about an unsaved game); new moves make it plainly unsaved again. */
static void test_session_risk_left_names_what_no_file_holds(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[600];
    RecordError err;
    play(fx, "h8 i9 h9");
    assert_int_equal(session_risk_left(&fx->s), SESSION_LEFT_NONE); /* never saved */
    assert_int_equal(session_set_note(&fx->s, 2, "i9?", 3), REVIEW_NOTE_OK);
    snprintf(path, sizeof path, "%s/g.psq", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_true(session_at_risk(&fx->s));
    assert_int_equal(session_risk_left(&fx->s), SESSION_LEFT_NOTES);
    /* h9 undone, h10 played: new moves, in no file at all. */
    controller_undo(fx->c);
    session_sync(&fx->s);
    play(fx, "h10");
    assert_int_equal(session_risk_left(&fx->s), SESSION_LEFT_NONE);
    snprintf(path, sizeof path, "%s/g.moves", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_int_equal(session_risk_left(&fx->s), SESSION_LEFT_NOTES | SESSION_LEFT_LINES);
    /* A whole save, then a comment on h10: only the comment is in no file. */
    snprintf(path, sizeof path, "%s/g.renju", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_int_equal(session_risk_left(&fx->s), SESSION_LEFT_NONE);
    assert_int_equal(session_set_note(&fx->s, 3, "h10!", 4), REVIEW_NOTE_OK);
    assert_int_equal(session_risk_left(&fx->s), SESSION_LEFT_NOTES);
    /* A new game with the same moves and no comment: not the filed one. */
    snprintf(path, sizeof path, "%s/h.psq", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_int_equal(session_risk_left(&fx->s), SESSION_LEFT_NOTES | SESSION_LEFT_LINES);
    controller_new_game(fx->c, &fx->c->opt);
    play(fx, "h8 i9 h10");
    assert_true(session_at_risk(&fx->s));
    assert_int_equal(session_risk_left(&fx->s), SESSION_LEFT_NONE);
    fx_free(fx, true);
}

/* A copy that cannot be written (the games folder's name taken by a file) says why and
 * leaves the game at risk: the window then does not replace it. */
static void test_session_kept_copy_failure_says_why(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char dir[512];
    data_dir(fx, dir, sizeof dir);
    support_write_file(dir, "games", "not a folder\n");
    play(fx, "h8 i9");
    char name[128];
    RecordError err;
    assert_false(session_keep_copy(&fx->s, name, sizeof name, &err));
    assert_string_equal(name, "");
    assert_true(err.reason != RECORD_R_NONE);
    assert_true(session_at_risk(&fx->s));
    fx_free(fx, true);
}

/* A Taraguchi-10 game between people at option B's proposals: h8 i8 g8 k8, option B. */
static Fixture *fx_option_b(ControllerOptions *opt)
{
    Fixture *fx = fx_new();
    session_free(&fx->s);
    *opt = (ControllerOptions){
        RULE_RENJU, OPENING_TARAGUCHI10, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_init(fx->c, opt, NULL);
    assert_true(session_init(&fx->s, fx->c, true));
    support_click_all(fx->c, "h8 i8 g8 k8");
    assert_true(controller_decide(fx->c, ACTION_OPTION_B));
    return fx;
}

/* Taraguchi-10 option B: the proposals marked before Confirm are in the autosave, and a
 * restart marks them again in their order. Fix 26b, item 1: a hand-made mark the game
 * refuses cost the whole autosave (set aside, the game gone from the board); it costs the
 * marks alone now, said in one notice, as a bad "redo:" (gap 25a). */
static void test_session_marked_proposals_resume(void **state)
{
    (void)state;
    ControllerOptions opt;
    Fixture *fx = fx_option_b(&opt);
    session_sync(&fx->s);
    support_click_all(fx->c, "h9 j10 g6");
    assert_true(session_sync(&fx->s)); /* each mark is written */
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "marked: h9 j10 g6\n"));
    session_free(&fx->s); /* quit (or kill -9: the file is already written) */

    Fixture *b = fx_join(fx, OPENING_FREE);
    RecordError err;
    assert_int_equal(session_resume(&b->s, &err), STORAGE_LOADED);
    assert_int_equal(b->c->game.phase, PHASE_PROPOSE);
    assert_int_equal(b->c->nproposals, 3);
    assert_int_equal(controller_proposal_number(b->c, support_point("h9")), 1);
    assert_int_equal(controller_proposal_number(b->c, support_point("j10")), 2);
    assert_int_equal(controller_proposal_number(b->c, support_point("g6")), 3);
    assert_false(session_sync(&b->s)); /* resumed as it was: nothing to write */
    fx_free(b, false);

    /* h7 mirrors h9 here (the game refuses it), z99 is no point, eleven are more than a
     * proposal holds: the game and its moves come back unmarked, nothing is set aside. */
    static const char *const BAD[] = {"h9 h7 g6", "h9 z99", "a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11"};
    char dir[512];
    data_dir(fx, dir, sizeof dir);
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) {
        char edited[4096], msg[1024], want[128];
        char *at = strstr(text, "marked: h9 j10 g6\n");
        snprintf(edited, sizeof edited, "%.*smarked: %s\n%s", (int)(at - text), text, BAD[k],
                 at + strlen("marked: h9 j10 g6\n"));
        support_write_file(dir, "autosave.renju", edited);
        b = fx_join(fx, OPENING_FREE);
        assert_int_equal(session_resume(&b->s, &err), STORAGE_LOADED);
        assert_int_equal(b->c->game.phase, PHASE_PROPOSE);
        assert_int_equal(b->c->game.nactions, 5);
        assert_int_equal(b->c->nproposals, 0);
        assert_string_equal(b->s.set_aside, "");
        resumed_notice(b, LANG_EN, msg, sizeof msg);
        snprintf(want, sizeof want,
                 "The marked fifth moves could not be restored (\u201cmarked: %s", BAD[k]);
        assert_non_null(strstr(msg, want));
        assert_non_null(strstr(msg, "the game and all its moves are here, nothing is marked."));
        resumed_notice(b, LANG_RU, msg, sizeof msg);
        assert_non_null(strstr(msg, BAD[k]));
        assert_null(strstr(msg, "The marked"));
        /* A mark made now is written as any other. */
        support_click_all(b->c, "j10");
        assert_true(session_sync(&b->s));
        read_autosave(b, edited, sizeof edited);
        assert_non_null(strstr(edited, "marked: j10\n"));
        support_write_file(dir, "autosave.renju", text);
        fx_free(b, false);
    }
    fx_free(fx, true);
}

/* The marks as the autosave's "marked:" line has them ("" when it has none). */
static void assert_autosaved_marks(const Fixture *fx, const char *marks)
{
    char text[4096], want[64];
    read_autosave(fx, text, sizeof text);
    snprintf(want, sizeof want, "\nmarked: %s\n", marks);
    if (marks[0] ? !strstr(text, want) : strstr(text, "\nmarked:") != NULL) {
        fail_msg("the autosave should mark \"%s\":\n%s", marks, text);
    }
}

/* Undo and redo of Black's marks under option B reach the autosave at every step, so a
 * restart resumes what is on the board; a saved game loaded again undoes and redoes its
 * marks the same way. The marks redo gives back were once lost. */
static void test_session_marks_undone_and_redone_are_saved(void **state)
{
    (void)state;
    ControllerOptions opt;
    Fixture *fx = fx_option_b(&opt);
    support_click_all(fx->c, "h9 j10 g6");
    assert_true(session_sync(&fx->s));
    assert_autosaved_marks(fx, "h9 j10 g6");
    assert_true(controller_undo(fx->c));
    assert_true(session_sync(&fx->s));
    assert_autosaved_marks(fx, "h9 j10");
    assert_true(controller_redo(fx->c));
    assert_true(session_sync(&fx->s));
    assert_autosaved_marks(fx, "h9 j10 g6");
    /* Back past option B and forward again. */
    for (int i = 0; i < 4; i++) {
        assert_true(controller_undo(fx->c));
        session_sync(&fx->s);
    }
    assert_autosaved_marks(fx, "");
    for (int i = 0; i < 4; i++) {
        assert_true(controller_redo(fx->c));
        session_sync(&fx->s);
    }
    assert_autosaved_marks(fx, "h9 j10 g6");
    /* Saved and loaded: the same marks, undone and redone alike. */
    char path[512];
    snprintf(path, sizeof path, "%s/marks.renju", fx->home);
    RecordError err;
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    session_free(&fx->s); /* quit */

    Fixture *b = fx_join(fx, OPENING_FREE);
    assert_int_equal(session_resume(&b->s, &err), STORAGE_LOADED);
    assert_int_equal(b->c->nproposals, 3);
    assert_int_equal(controller_proposal_number(b->c, support_point("g6")), 3);
    controller_new_game(b->c, &opt);
    assert_true(session_load_file(&b->s, path, &err));
    assert_int_equal(b->c->game.phase, PHASE_PROPOSE);
    assert_int_equal(b->c->nproposals, 3);
    assert_true(controller_undo(b->c));
    assert_true(controller_undo(b->c));
    assert_int_equal(b->c->nproposals, 1);
    assert_true(controller_redo(b->c));
    assert_true(controller_redo(b->c));
    assert_int_equal(b->c->nproposals, 3);
    assert_int_equal(controller_proposal_number(b->c, support_point("h9")), 1);
    assert_int_equal(controller_proposal_number(b->c, support_point("j10")), 2);
    assert_int_equal(controller_proposal_number(b->c, support_point("g6")), 3);
    session_sync(&b->s); /* the same bytes as before the load: nothing to write */
    assert_autosaved_marks(b, "h9 j10 g6");
    fx_free(b, false);
    fx_free(fx, true);
}

/* The person's marks in their order, as "h9 j10 g6" ("" when none). */
static void marks_of(const Controller *c, char *buf, size_t cap)
{
    buf[0] = '\0';
    for (int i = 0; i < c->nproposals; i++) {
        char pt[8];
        board_format_point(c->proposals[i], pt, sizeof pt);
        size_t n = strlen(buf);
        snprintf(buf + n, cap - n, "%s%s", n ? " " : "", pt);
    }
}

/* Quits (or is killed: every change is written) and starts again, as fx_again. */
static Fixture *fx_rejoin(Fixture *fx)
{
    session_sync(&fx->s);
    session_free(&fx->s);
    Fixture *b = fx_join(fx, OPENING_FREE);
    RecordError err;
    assert_int_equal(session_resume(&b->s, &err), STORAGE_LOADED);
    return b;
}

/* Gap 25a, item 3: the fifth-move marks undo took back (Taraguchi-10 option B) came back by
 * redo, but not after a restart (the autosave kept the marks on the board, not those undone):
 * redo then had nothing to give back, or played the sent proposals with a mark short. Redo
 * after a restart does what it did before. */
static void test_session_undone_marks_survive_a_restart(void **state)
{
    (void)state;
    ControllerOptions opt;
    char got[128];
    Fixture *fx = fx_option_b(&opt);
    support_click_all(fx->c, "h9 j10 g6");
    assert_true(controller_undo(fx->c));
    assert_true(controller_undo(fx->c));
    Fixture *b = fx_rejoin(fx);
    marks_of(b->c, got, sizeof got);
    assert_string_equal(got, "h9");
    assert_int_equal(controller_redo_off(b->c), CTL_MSG_NONE);
    assert_true(controller_redo(b->c));
    marks_of(b->c, got, sizeof got);
    assert_string_equal(got, "h9 j10");
    assert_true(controller_redo(b->c));
    marks_of(b->c, got, sizeof got);
    assert_string_equal(got, "h9 j10 g6");
    assert_false(controller_redo(b->c));

    /* Sent, undone (the ten marks back), the tenth undone: after a restart redo gives the
     * mark back, then sends the ten again, as before it. */
    support_click_all(b->c, "i9 f9 h10 i10 j11 e10 f10");
    assert_true(controller_confirm_proposals(b->c));
    session_sync(&b->s); /* as the window does after each event */
    assert_true(controller_undo(b->c));
    session_sync(&b->s);
    assert_true(controller_undo(b->c));
    Fixture *c = fx_rejoin(b);
    marks_of(c->c, got, sizeof got);
    assert_string_equal(got, "h9 j10 g6 i9 f9 h10 i10 j11 e10");
    assert_true(controller_redo(c->c));
    assert_int_equal(c->c->game.phase, PHASE_PROPOSE);
    marks_of(c->c, got, sizeof got);
    assert_string_equal(got, "h9 j10 g6 i9 f9 h10 i10 j11 e10 f10");
    assert_true(controller_redo(c->c));
    assert_int_equal(c->c->game.phase, PHASE_CHOOSE);
    assert_int_equal(controller_proposal_number(c->c, support_point("f10")), 10);
    fx_free(c, false);
    fx_free(b, false);
    fx_free(fx, true);

    /* A mark undone, then option B: redo plays option B, then gives h9 back, both sides of a
     * restart ("unmarked: 1 h9": after one move of "redo:"). */
    fx = fx_option_b(&opt);
    support_click_all(fx->c, "h9");
    session_sync(&fx->s);
    assert_true(controller_undo(fx->c));
    session_sync(&fx->s);
    assert_true(controller_undo(fx->c));
    assert_int_equal(fx->c->game.phase, PHASE_CHOOSE_OPTION);
    b = fx_rejoin(fx);
    char text[4096];
    read_autosave(b, text, sizeof text);
    assert_non_null(strstr(text, "Renju record 13\n"));
    assert_non_null(strstr(text, "redo: 1\nunmarked: 1 h9\n"));
    assert_true(controller_redo(b->c));
    assert_int_equal(b->c->game.phase, PHASE_PROPOSE);
    assert_int_equal(b->c->nproposals, 0);
    assert_true(controller_redo(b->c));
    marks_of(b->c, got, sizeof got);
    assert_string_equal(got, "h9");
    assert_false(controller_redo(b->c));
    fx_free(b, false);
    fx_free(fx, true);
}

/* Turning the whole game (Ctrl+R, Ctrl+M): while browsing, the shown move stays, the
 * other lines turn with the game, the analysis starts again on the turned position, the
 * autosave holds the turned game (a restart shows it) and four quarter turns give back
 * the very autosave. */
static void test_session_turn_keeps_the_view_and_the_lines(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9 i10 h10");
    controller_view(fx->c, 3);
    GameError gerr;
    assert_true(session_branch(&fx->s, support_point("h11"), &gerr));
    session_sync(&fx->s);
    char before[4096];
    read_autosave(fx, before, sizeof before);
    controller_view(fx->c, 2);
    controller_analyse(fx->c, true);
    assert_int_equal(fx->ai.last_ply, 2);
    uint64_t old_id = fx->ai.last_id;
    int starts = fx->ai.starts;
    assert_true(session_turn(&fx->s, TURN_CLOCKWISE, &gerr));
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i7 i8 k8");
    assert_int_equal(fx->c->view, 2); /* still after h8 i7 */
    assert_other_line(&fx->s, 3, "j7");
    assert_int_equal(fx->c->ai_purpose, AI_FOR_ANALYSIS);
    assert_int_equal(fx->ai.starts, starts + 1);
    assert_int_equal(fx->ai.last_ply, 2);
    AiInfo info;
    memset(&info, 0, sizeof info);
    info.best = support_point("h9");
    assert_false(controller_ai_result(fx->c, old_id, &info)); /* of the old orientation */
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_string_not_equal(text, before);
    session_free(&fx->s); /* quit: a new start resumes the turned game */
    assert_true(session_init(&fx->s, fx->c, false));
    Fixture *again = fx_restart(fx);
    RecordError err;
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 i7 i8 k8");
    assert_other_line(&again->s, 3, "j7");
    for (int k = 0; k < 3; k++) {
        assert_true(session_turn(&again->s, TURN_CLOCKWISE, &gerr));
    }
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 h11");
    assert_other_line(&again->s, 3, "i10");
    read_autosave(again, text, sizeof text);
    assert_string_equal(text, before);
    fx_free(again, false);
    fx_free(fx, true);
}

/* A loaded SGF whose comment was cut says so (the window's notice reads info.notes_cut);
 * a turn renames the points its comments name, and counts none cut. */
static void test_session_comments_cut_on_load_and_turned(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    size_t cap = REVIEW_NOTE_CHARS + 4096;
    char *sgf = malloc(cap);
    assert_non_null(sgf);
    snprintf(sgf, cap, "(;FF[4]GM[4]SZ[15];B[hh]C[%0*d];W[ii]C[i7? j10 wins])",
             REVIEW_NOTE_CHARS + 200, 0);
    support_write_file(fx->home, "long.sgf", sgf);
    char path[512];
    snprintf(path, sizeof path, "%s/long.sgf", fx->home);
    RecordError err;
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->s.info.notes_cut, 1);
    GameError gerr;
    assert_true(session_turn(&fx->s, TURN_MIRROR_LR, &gerr));
    assert_int_equal(fx->s.turn_notes_cut, 0);
    const Review *r = fx->s.rev;
    int i7 = r->nodes[r->nodes[0].first_child].first_child;
    assert_int_equal(r->nodes[i7].action.pos, support_point("g7"));
    assert_string_equal(r->nodes[i7].note, "g7? f10 wins");
    support_write_file(fx->home, "short.sgf", "(;FF[4]GM[4]SZ[15];B[hh]C[fits])");
    snprintf(path, sizeof path, "%s/short.sgf", fx->home);
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->s.info.notes_cut, 0);
    free(sgf);
    fx_free(fx, true);
}

/* A person's proposal marks turn with the stones and are saved turned; the mirror again
 * gives them back. */
static void test_session_turn_moves_the_proposal_marks(void **state)
{
    (void)state;
    ControllerOptions opt;
    Fixture *fx = fx_option_b(&opt);
    support_click_all(fx->c, "h9 j10 g6");
    session_sync(&fx->s);
    GameError gerr;
    assert_true(session_turn(&fx->s, TURN_MIRROR_UD, &gerr));
    assert_int_equal(fx->c->nproposals, 3);
    assert_int_equal(controller_proposal_number(fx->c, support_point("h7")), 1);
    assert_int_equal(controller_proposal_number(fx->c, support_point("j6")), 2);
    assert_int_equal(controller_proposal_number(fx->c, support_point("g10")), 3);
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "marked: h7 j6 g10\n"));
    assert_true(session_turn(&fx->s, TURN_MIRROR_UD, &gerr));
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "marked: h9 j10 g6\n"));
    fx_free(fx, true);
}

/* While the computer thinks, a turn asks it again of the turned position: the answer of
 * the old one is dropped; the seats stay. */
static void test_session_turn_while_the_computer_thinks(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 j10");
    controller_take_seats(fx->c, SEAT_HUMAN, SEAT_AI, 3);
    controller_update(fx->c);
    assert_int_equal(fx->c->ai_purpose, AI_FOR_MOVE);
    uint64_t old_id = fx->ai.last_id;
    GameError gerr;
    assert_true(session_turn(&fx->s, TURN_HALF, &gerr));
    assert_int_equal(fx->c->ai_purpose, AI_FOR_MOVE);
    assert_true(fx->ai.last_id != old_id);
    assert_int_equal(fx->c->opt.seat[STONE_WHITE], SEAT_AI);
    AiInfo info;
    memset(&info, 0, sizeof info);
    info.best = support_point("k11");
    assert_false(controller_ai_result(fx->c, old_id, &info));
    info.best = support_point("e5");
    assert_true(controller_ai_result(fx->c, fx->ai.last_id, &info));
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 g7 f6 e5");
    fx_free(fx, true);
}

/* Fills fx's review up to REVIEW_MAX_NODES with other lines after the game's first move
 * (h8): White's second move on each point, Black's third after each, White's fourth after
 * those; a record of them all is too large for a file, so the autosave is not written
 * (said: RECORD_R_FILE_TOO_LARGE) and holds what it held. */
static void fill_review(Fixture *fx)
{
    Review *r = fx->s.rev;
    int first = r->nodes[0].first_child;
    Pos h8 = support_point("h8");
    for (int w = 0; w < 225 && !review_full(r); w++) {
        Action a2 = {.kind = ACTION_MOVE, .pos = pos_from_xy(w % 15, w / 15)};
        if (a2.pos == h8 || review_child(r, first, &a2) >= 0) {
            continue;
        }
        int k2 = review_add(r, first, &a2, false);
        for (int b = 0; b < 225 && k2 >= 0 && !review_full(r); b++) {
            Action a3 = {.kind = ACTION_MOVE, .pos = pos_from_xy(b % 15, b / 15)};
            if (a3.pos == a2.pos || a3.pos == h8) {
                continue;
            }
            int k3 = review_add(r, k2, &a3, false);
            for (int z = 0, added = 0; z < 225 && added < 20 && !review_full(r); z++) {
                Action a4 = {.kind = ACTION_MOVE, .pos = pos_from_xy(z % 15, z / 15)};
                if (a4.pos != a2.pos && a4.pos != a3.pos && a4.pos != h8) {
                    assert_true(review_add(r, k3, &a4, false) >= 0);
                    added++;
                }
            }
        }
    }
    assert_int_equal(r->count, REVIEW_MAX_NODES);
    Action more = {.kind = ACTION_MOVE, .pos = support_point("a1")};
    assert_int_equal(review_add(r, first, &more, false), -1); /* full */
    fx->s.synced = false;
    assert_false(session_sync(&fx->s));
    assert_true(fx->s.autosave_failed);
    assert_int_equal(fx->s.autosave_err.reason, RECORD_R_FILE_TOO_LARGE);
}

/* At the record's limit (999999 actions in all its lines) no action that would add to it
 * is played: a stone, a pass, a resignation, another line, the computer's move; each is
 * refused with the reason, and the tree and the autosave stay as they were (audit 16a,
 * item 1: the next move dropped every other line and overwrote the autosave). A known
 * line is still followed. */
static void test_session_full_record_refuses_new_actions(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9");
    fill_review(fx);
    /* Said as the autosave's own trouble, not as a refused file's ("larger than 4 MB —
     * not a game record", audit 34b), in every language. */
    char said[1024];
    session_marks(&fx->s, LANG_EN, false, said, sizeof said);
    assert_non_null(strstr(said, "The game is too large to keep automatically (over 4 MB): "
                                 "save it with Ctrl+S as .lib or .sgf."));
    static const Lang LANGS[] = {LANG_UK, LANG_RU, LANG_BG};
    static const char *const WORDS[] = {"Партія завелика", "Партия слишком велика",
                                        "Партията е твърде голяма"};
    for (int i = 0; i < 3; i++) {
        session_marks(&fx->s, LANGS[i], false, said, sizeof said);
        assert_non_null(strstr(said, WORDS[i]));
        assert_non_null(strstr(said, "Ctrl+S"));
        assert_null(strstr(said, "не запись партии"));
    }
    char *before = malloc(RECORD_FILE_MAX);
    char *after = malloc(RECORD_FILE_MAX);
    assert_non_null(before);
    assert_non_null(after);
    read_autosave(fx, before, RECORD_FILE_MAX);
    Controller *c = fx->c;
    assert_false(controller_click(c, support_point("a1")));
    assert_int_equal(c->msg, CTL_MSG_RECORD_FULL);
    assert_false(controller_click(c, support_point("h8"))); /* the game's own reason first */
    assert_int_equal(c->msg, CTL_MSG_OCCUPIED);
    assert_false(controller_pass(c));
    assert_int_equal(c->msg, CTL_MSG_RECORD_FULL);
    assert_false(controller_resign(c));
    assert_int_equal(c->msg, CTL_MSG_RECORD_FULL);
    controller_view(c, 2); /* after h8 i9: another line there is new */
    assert_false(session_click(&fx->s, support_point("a1")));
    assert_int_equal(c->msg, CTL_MSG_RECORD_FULL);
    session_sync(&fx->s);
    char got[256];
    moves_of(c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9");
    assert_int_equal(fx->s.rev->count, REVIEW_MAX_NODES);
    read_autosave(fx, after, RECORD_FILE_MAX);
    assert_string_equal(after, before);
    /* The computer's move waits, held, rather than being asked for again and again. */
    controller_view(c, 3);
    controller_take_seats(c, SEAT_HUMAN, SEAT_AI, 3);
    controller_update(c);
    assert_int_equal(c->ai_purpose, AI_FOR_MOVE);
    AiInfo info;
    memset(&info, 0, sizeof info);
    info.best = support_point("a1");
    controller_ai_result(c, fx->ai.last_id, &info);
    assert_int_equal(c->game.nactions, 3);
    assert_int_equal(c->msg, CTL_MSG_RECORD_FULL);
    assert_true(c->paused);
    assert_int_equal(c->ai_purpose, AI_IDLE);
    session_sync(&fx->s); /* the seats are the record's: the tree is as it was */
    assert_int_equal(fx->s.rev->count, REVIEW_MAX_NODES);
    read_autosave(fx, after, RECORD_FILE_MAX); /* too large to write: as it was, said */
    assert_string_equal(after, before);
    assert_true(fx->s.autosave_failed);
    /* A line the record holds is followed: nothing new goes in. */
    controller_take_seats(c, SEAT_HUMAN, SEAT_HUMAN, 3);
    controller_pause(c, false);
    controller_view(c, 1);
    assert_true(session_click(&fx->s, support_point("a1")));
    session_sync(&fx->s);
    moves_of(c, got, sizeof got);
    assert_int_equal(strncmp(got, "h8 a1 ", 6), 0);
    assert_int_equal(fx->s.rev->count, REVIEW_MAX_NODES);
    free(before);
    free(after);
    fx_free(fx, true);
}

/* A .lib whose line goes on after Black's foul (h8 a1 g8 a2 i9 a3 i10 a4, the
 * double-three i8, then a5 h10 a6): its 12 moves survive the autosave, a restart and a
 * .lib save (audit 16a, item 3: the autosave dropped the 3 after the foul, so the .lib
 * saved after a restart held 9). */
static void test_session_lines_after_a_foul_survive_a_restart(void **state)
{
    (void)state;
    static const unsigned char FOUL3[] = {
        0xff, 0x52, 0x65, 0x6e, 0x4c, 0x69, 0x62, 0xff, 0x03, 0x04, 0xff, 0xff,
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x78, 0x00,
        0xe1, 0x00, 0x77, 0x00, 0xd1, 0x00, 0x69, 0x00, 0xc1, 0x00, 0x59, 0x00,
        0xb1, 0x00, 0x79, 0x00, 0xa1, 0x00, 0x58, 0x00, 0x91, 0x40};
    Fixture *fx = fx_new();
    char path[512];
    snprintf(path, sizeof path, "%s/foul3.lib", fx->home);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(FOUL3, 1, sizeof FOUL3, f), sizeof FOUL3);
    fclose(f);
    RecordError err;
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(review_kept_moves(fx->s.rev), 3);
    session_sync(&fx->s);
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "9. foul i8\n# 3 moves after the game's end"));
    session_free(&fx->s); /* as a kill -9: only the autosave is left */
    Fixture *again = fx_restart(fx);
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    char got[256];
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 a1 g8 a2 i9 a3 i10 a4 i8");
    assert_int_equal(review_kept_moves(again->s.rev), 3);
    snprintf(path, sizeof path, "%s/after.lib", fx->home);
    assert_true(session_save_file(&again->s, path, sizeof path, false, &err));
    unsigned char back[256];
    f = fopen(path, "rb");
    assert_non_null(f);
    size_t n = fread(back, 1, sizeof back, f);
    fclose(f);
    assert_int_equal(n, sizeof FOUL3); /* all 12 moves, byte for byte */
    assert_memory_equal(back, FOUL3, n);
    fx_free(again, false);
    fx_free(fx, true);
}

/* Set-up's Done on the position as it stands (Ctrl+E, then Done at once) is the set-up
 * game from then on, and the autosave says so at once (audit 16a, item 5: it kept the old
 * game, whose fingerprint the set-up game shares, so a kill -9 brought that one back). */
static void test_session_setup_of_the_same_position_is_autosaved(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9");
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_null(strstr(text, "setup:"));
    set_up(fx, "b=h8,h9 w=i9");
    assert_int_equal(fx->c->game.setup, 3);
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "\nsetup: 3\n"));
    session_free(&fx->s); /* as a kill -9: only the autosave is left */
    Fixture *again = fx_restart(fx);
    RecordError err;
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    assert_int_equal(again->c->game.setup, 3);
    fx_free(again, false);
    fx_free(fx, true);
}

/* A point ("h8") onto a list of them, a space between. */
static void add_point(char *out, size_t cap, size_t *len, Pos p)
{
    char pt[8];
    board_format_point(p, pt, sizeof pt);
    text_append(out, cap, len, "%s%s", *len ? " " : "", pt);
}

/* The continuations a .lib file holds at the position after moves, as "a1 j10". */
static void lib_lists(const char *path, const char *moves, char *out, size_t cap)
{
    RecordError err;
    Library *lib = library_read_file(path, &err);
    assert_non_null(lib);
    Game g;
    game_init(&g, rules_get(RULE_RENJU), OPENING_FREE);
    char buf[128];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        Action a = {.kind = ACTION_MOVE, .pos = support_point(t)};
        assert_true(game_apply(&g, &a, NULL));
    }
    LibraryMove m[16];
    int n = library_find(lib, &g.board, m, 16);
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        add_point(out, cap, &len, m[i].pos);
    }
    library_free(lib);
}

/* Delete names the move by the number the list and the board give it, the opening's
 * decisions uncounted (audit 32a, B3: "Move 11" for 8. i8 after a swap, option B, the
 * proposals and the pick); a turn of the board ends what it said (C13: four turns later
 * the stale message came back). */
static void test_session_delete_names_the_lists_move_number(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    const char *rec = "Renju record 3\nopening: taraguchi10\n\n1. h8\n2. swap\n3. i9\n"
                      "4. h9\n5. g10\n6. option-b\n7. propose g8 i7 j8 f10 g9 i8 f9 g7 j9 h7\n"
                      "8. choose g8\n9. f7\n10. f8\n11. i8\nend\n";
    RecordError err;
    assert_true(session_paste(&fx->s, rec, strlen(rec), &err));
    session_sync(&fx->s);
    Controller *c = fx->c;
    assert_int_equal(controller_action_number(c, 10), 8);          /* i8 */
    assert_int_equal(controller_action_number(c, 7), 5);           /* White's pick: Black's g8 */
    assert_int_equal(controller_action_number(c, 5), 5);           /* option B, before move 5 */
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE); /* a lone leaf */
    assert_int_equal(c->msg, CTL_MSG_DELETED);
    assert_int_equal(c->msg_n, 8);
    char said[256];
    status_message(c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "Move 8 and the rest of its line are deleted; U brings them back.");
    GameError gerr;
    for (int k = 0; k < 4; k++) {
        assert_true(session_turn(&fx->s, TURN_CLOCKWISE, &gerr));
        assert_int_equal(c->msg, CTL_MSG_NONE);
    }
    assert_false(session_undelete(&fx->s)); /* the turns ended it */
    fx_free(fx, true);
}

/* Audit 17b, item 2: a mis-click taken back with U stayed a line of the .lib for good.
 * Delete takes the shown move and its line away (in study at once), the .lib saved then
 * no longer lists it, and undo brings it back. */
static void test_session_delete_takes_a_line_out_of_the_lib(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 a1");
    assert_true(controller_undo(fx->c));
    play(fx, "j10");
    char path[512], got[256];
    RecordError err;
    snprintf(path, sizeof path, "%s/undo.lib", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    lib_lists(path, "h8 i9", got, sizeof got);
    assert_string_equal(got, "a1 j10");
    /* Opened (Ctrl+O): a library, no question. To a1's line (a click on it), Delete. */
    assert_true(session_load_file(&fx->s, path, &err));
    session_sync(&fx->s);
    controller_view(fx->c, 2);
    GameError gerr;
    assert_true(session_branch(&fx->s, support_point("a1"), &gerr));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 a1");
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    assert_int_equal(fx->c->msg, CTL_MSG_DELETED);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9");
    assert_true(controller_is_live(fx->c));
    assert_other_line(&fx->s, 2, "j10"); /* the other line stays */
    assert_true(session_save_file(&fx->s, path, sizeof path, true, &err));
    lib_lists(path, "h8 i9", got, sizeof got);
    assert_string_equal(got, "j10");
    /* The autosave followed. */
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_null(strstr(text, "a1"));
    /* Undo brings the line back, the game as it was. */
    assert_true(session_undelete(&fx->s));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 a1");
    assert_int_equal(fx->c->view, 3);
    assert_other_line(&fx->s, 2, "j10");
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "a1"));
    assert_false(session_undelete(&fx->s)); /* once */
    /* A move in between: undo is the game's again, the delete stays. */
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    play(fx, "k11");
    assert_false(session_undelete(&fx->s));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 k11");
    assert_int_equal(session_variations(&fx->s, 2, (Action[4]){0}, 4), 1); /* j10 */
    fx_free(fx, true);
}

/* Left 18a, item 1: against the computer, Delete of its move made it play again at once
 * (its turn), often the same move, and the message went. Now the computer waits, in every
 * seat arrangement: the message stays; the person plays another move there for it, or
 * Move now asks it; undo brings the line back, and the computer still waits for nobody. */
static void test_session_delete_of_the_computers_move_waits(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = fx->c->opt;
    opt.seat[STONE_WHITE] = SEAT_AI;
    controller_new_game(fx->c, &opt);
    play(fx, "h8");
    computer_plays(fx, "i9");
    play(fx, "h9");
    computer_plays(fx, "i10");
    int starts = fx->ai.starts;
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE); /* i10, a leaf */
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9");
    assert_int_not_equal(fx->c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(fx->ai.starts, starts);
    controller_tick(fx->c, 1000);
    assert_int_equal(fx->c->msg, CTL_MSG_DELETED);
    assert_int_equal(fx->c->msg_n, 4);
    char said[512];
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_non_null(strstr(said, "Move 4 and the rest of its line are deleted"));
    assert_non_null(strstr(said, "The computer waits: play its move here, or press Y."));
    /* Another line there: the person plays White's j10; then the person's own turn. */
    assert_true(controller_can_play(fx->c, support_point("j10")));
    play(fx, "j10");
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 j10");
    assert_int_not_equal(fx->c->ai_purpose, AI_FOR_MOVE);
    assert_false(session_has_variations(&fx->s, 3)); /* i10 is gone */
    play(fx, "h10");
    assert_int_equal(fx->c->ai_purpose, AI_FOR_MOVE); /* the game goes on as before */
    assert_int_equal(fx->ai.last_to_move, STONE_WHITE);
    computer_plays(fx, "h11");
    /* Deep in the game (asked first): back to i9's place, the computer waits there too;
     * Move now asks it for its move. */
    controller_view(fx->c, 2);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8");
    assert_int_not_equal(fx->c->ai_purpose, AI_FOR_MOVE);
    assert_true(controller_can(fx->c, CTL_CMD_MOVE_NOW));
    assert_true(controller_move_now(fx->c));
    assert_int_equal(fx->c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(fx->ai.last_ply, 1);
    computer_plays(fx, "i9");
    fx_free(fx, true);

    /* The computer plays Black: its first stone deleted, it waits on the empty board
     * (undo refuses there: none of the person's); undo brings h8 back, nothing replayed. */
    fx = fx_new();
    opt = fx->c->opt;
    opt.seat[STONE_BLACK] = SEAT_AI;
    controller_new_game(fx->c, &opt);
    computer_plays(fx, "h8");
    session_sync(&fx->s);
    play(fx, "i9");
    computer_plays(fx, "h9");
    session_sync(&fx->s);
    starts = fx->ai.starts;
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE); /* h9 */
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9");
    assert_int_equal(fx->ai.starts, starts);
    controller_view(fx->c, 1);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    assert_int_equal(fx->c->game.nactions, 0);
    assert_int_equal(fx->ai.starts, starts);
    assert_int_equal(fx->c->msg, CTL_MSG_DELETED);
    assert_true(session_undelete(&fx->s));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9");
    assert_int_not_equal(fx->c->ai_purpose, AI_FOR_MOVE);
    fx_free(fx, true);

    /* Computer against computer: the same; Move now goes on. */
    fx = fx_new();
    opt = fx->c->opt;
    opt.seat[STONE_BLACK] = SEAT_AI;
    opt.seat[STONE_WHITE] = SEAT_AI;
    controller_new_game(fx->c, &opt);
    computer_plays(fx, "h8");
    computer_plays(fx, "i9");
    session_sync(&fx->s);
    starts = fx->ai.starts;
    controller_view(fx->c, 2);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8");
    assert_int_equal(fx->ai.starts, starts);
    assert_true(controller_move_now(fx->c));
    assert_int_equal(fx->c->ai_purpose, AI_FOR_MOVE);
    assert_int_equal(fx->ai.last_to_move, STONE_WHITE);
    fx_free(fx, true);
}

/* The lines after the game's ply actions, in the tree's order ("i8 f10 ..."). */
static void lines_at(const Session *s, int ply, char *buf, size_t cap)
{
    Action alt[16];
    int n = session_variations(s, ply, alt, 16);
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        add_point(buf, cap, &len, alt[i].pos);
    }
}

/* Opens t.renju (its name into path): the game h8 h9, then lines, a text record's. */
static void load_lines(Fixture *fx, const char *lines, char *path, size_t cap)
{
    char text[1024];
    snprintf(text, sizeof text,
             "Renju record 5\nrule: renju\nopening: free\nresult: none\n\n1. h8\n2. h9\n%send\n",
             lines);
    support_write_file(fx->home, "t.renju", text);
    snprintf(path, cap, "%s/t.renju", fx->home);
    RecordError err;
    assert_true(session_load_file(&fx->s, path, &err));
}

/* Audit 31b, C12: a game opened from a file, a pass played and taken back (the pass in
 * redo, the game as the file holds it): New game asked to save a copy. */
static void test_session_undone_pass_leaves_the_file_safe(void **state)
{
    (void)state;
    static const char *const FILES[] = {
        "Renju record 5\nrule: renju\nopening: free\nresult: none\n\n1. h8\n2. h9\nend\n",
        "Renju record 12\nrule: renju\nopening: free\nsetup: 6 placed\nresult: none\n\n"
        "1. h8\n2. a1\n3. pass\n4. a2\n5. pass\n6. a3\nend\n",
        "Renju record 4\nrule: renju\nopening: free\nsetup: 4\nresult: none\n\n"
        "1. h8\n2. o15\n3. j9\n4. pass\nend\n",
        "Renju record 5\nrule: renju\nopening: free\nresult: none\n\n1. h8\n2. pass\nend\n",
    };
    for (size_t i = 0; i < sizeof FILES / sizeof FILES[0]; i++) {
        Fixture *fx = fx_new();
        char path[512];
        support_write_file(fx->home, "t.renju", FILES[i]);
        snprintf(path, sizeof path, "%s/t.renju", fx->home);
        RecordError err;
        assert_true(session_load_file(&fx->s, path, &err));
        session_sync(&fx->s);
        assert_false(session_at_risk(&fx->s));
        assert_true(controller_pass(fx->c));
        session_sync(&fx->s);
        assert_true(controller_undo(fx->c)); /* (after a pass, two end the game) */
        session_sync(&fx->s);
        assert_false(session_at_risk(&fx->s));
        fx_free(fx, true);
    }
}

/* RenLib's way of pruning: step into a line, Delete, step into the next, Delete... Moving
 * about the tree is no edit: each delete stays undoable, and undo brings them all back,
 * newest first, as each one's notice promised. */
static void test_session_deletes_with_moves_between_all_come_back(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[512], got[256];
    load_lines(fx,
               "(\n  3. j10\n)\n(\n  3. i8\n)\n(\n  3. f10\n)\n(\n  3. g10\n)\n"
               "(\n  3. j8\n)\n",
               path, sizeof path);
    lines_at(&fx->s, 2, got, sizeof got);
    assert_string_equal(got, "j10 i8 f10 g10 j8");
    for (int i = 0; i < 4; i++) {
        controller_view(fx->c, 2);
        assert_true(session_switch(&fx->s, 2, 0)); /* into the first line left */
        session_sync(&fx->s);
        assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
        assert_int_equal(fx->c->msg, CTL_MSG_DELETED);
    }
    lines_at(&fx->s, 2, got, sizeof got);
    assert_string_equal(got, "j8");
    /* Each undo shows the line its delete took, the others after it in their order. */
    static const char *const BACK[][2] = {{"h8 h9 g10", "j8"},
                                          {"h8 h9 f10", "g10 j8"},
                                          {"h8 h9 i8", "f10 g10 j8"},
                                          {"h8 h9 j10", "i8 f10 g10 j8"}};
    for (int i = 0; i < 4; i++) {
        assert_true(session_undelete(&fx->s));
        moves_of(fx->c, got, sizeof got);
        assert_string_equal(got, BACK[i][0]);
        lines_at(&fx->s, 2, got, sizeof got);
        assert_string_equal(got, BACK[i][1]);
    }
    assert_false(session_undelete(&fx->s)); /* no more */
    fx_free(fx, true);
}

/* Where the game's line ends at the move the lines branch off, the keys reach every line
 * the row lists: Ctrl+Down into the first, Ctrl+Up into the last, PgDn into the first;
 * then Ctrl+Down round them all. Where the game goes on, Ctrl+Down at the branching move
 * enters the first other line. */
static void test_session_keys_reach_the_lines_where_the_game_ends(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    char path[512], got[256];
    RecordError err;
    load_lines(fx, "(\n  3. j10\n  4. k11\n)\n(\n  3. i8\n)\n(\n  3. f10\n)\n", path, sizeof path);
    controller_view(fx->c, 2);
    assert_true(session_sibling(&fx->s, 1)); /* Ctrl+Down */
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 h9 j10 k11");
    assert_int_equal(fx->c->view, 3);
    static const char *const ROUND[] = {"h8 h9 i8", "h8 h9 f10", "h8 h9 j10 k11"};
    for (int i = 0; i < 3; i++) {
        assert_true(session_sibling(&fx->s, 1));
        moves_of(fx->c, got, sizeof got);
        assert_string_equal(got, ROUND[i]);
    }
    assert_true(session_load_file(&fx->s, path, &err));
    controller_view(fx->c, 2);
    assert_true(session_sibling(&fx->s, -1)); /* Ctrl+Up: the last */
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 h9 f10");
    assert_true(session_load_file(&fx->s, path, &err));
    assert_int_equal(fx->c->view, 2);
    assert_true(session_forward_into_line(&fx->s)); /* PgDn at the game's end */
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 h9 j10 k11");
    assert_false(session_forward_into_line(&fx->s)); /* not at the end: PgDn browses */
    /* The game goes on (j10 k11 now): at move 2, Ctrl+Down enters i8, the first other. */
    controller_view(fx->c, 2);
    assert_true(session_sibling(&fx->s, 1));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 h9 i8");
    /* No line anywhere near: said. */
    controller_view(fx->c, 1);
    assert_false(session_sibling(&fx->s, 1));
    assert_int_equal(fx->c->msg, CTL_MSG_NO_OTHER_LINE);
    fx_free(fx, true);
}

/* In a game being played (not studied) the game's own moves go only on a second Delete;
 * on a clock never. A branch deep in the tree goes with its line. */
static void test_session_delete_asks_in_a_game_and_never_on_a_clock(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9 i10 h10");
    controller_view(fx->c, 3); /* after h9 */
    GameError gerr;
    assert_true(session_branch(&fx->s, support_point("j10"), &gerr));
    session_sync(&fx->s);
    controller_view(fx->c, 3);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    assert_int_equal(fx->c->msg, CTL_MSG_DELETE_AGAIN);
    assert_int_equal(fx->c->msg_n, 4); /* h9, i10, h10 and j10 */
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 j10"); /* nothing gone yet */
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9"); /* h9 went with both its lines */
    assert_false(session_has_variations(&fx->s, 2));
    assert_int_equal(fx->s.rev->count, 3); /* the root, h8, i9 */
    assert_true(session_undelete(&fx->s));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 j10");
    assert_other_line(&fx->s, 3, "i10");
    /* A question left unanswered (another move shown) asks again. */
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    controller_view(fx->c, 2);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 j10");
    fx_free(fx, true);

    /* At the start (Home): nothing shown to delete, and it says so (audit 18b's 13). */
    fx = fx_new();
    play(fx, "h8 i9");
    controller_view(fx->c, 0);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_NONE);
    assert_int_equal(fx->c->msg, CTL_MSG_DELETE_START);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9");
    fx_free(fx, true);

    /* On a clock: refused, said so. */
    fx = fx_new();
    ControllerOptions opt = fx->c->opt;
    opt.clock.kind = CLOCK_ABSOLUTE;
    opt.clock.base_ms = 600000;
    controller_new_game(fx->c, &opt);
    play(fx, "h8 i9 h9");
    controller_view(fx->c, 2);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_NONE);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_NONE);
    assert_int_equal(fx->c->msg, CTL_MSG_NO_DELETE);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9");
    /* Ctrl+Up/Down on the clock: live as keys, nothing opened, and said why (audit 19's). */
    assert_true(controller_can(fx->c, CTL_CMD_LINE_NEXT));
    fx->c->msg = CTL_MSG_NONE;
    assert_false(session_sibling(&fx->s, 1));
    assert_int_equal(fx->c->msg, CTL_MSG_NO_LINES_TIMED);
    char said[256];
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "No other line is opened in a game on a clock or over the network.");
    status_message(fx->c, LANG_UK, NULL, said, sizeof said);
    assert_non_null(strstr(said, "інші варіанти не відкриваються"));
    assert_int_equal(fx->c->view, 2);
    fx_free(fx, true);
}

/* Delete asks with the moves a player counts, the stones: a Taraguchi-10 line of four
 * stones and two swaps is "3 moves and 2 decisions" from the first swap on, not 5 moves
 * (fix33b). */
static void test_session_delete_counts_stones_apart_from_decisions(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    ControllerOptions opt = {
        RULE_RENJU, OPENING_TARAGUCHI10, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN}, 3, {0}, false};
    controller_new_game(fx->c, &opt);
    play(fx, "h8");
    assert_true(controller_decide(fx->c, ACTION_SWAP));
    play(fx, "i9");
    assert_true(controller_decide(fx->c, ACTION_SWAP));
    play(fx, "i8 j9");
    session_sync(&fx->s);
    controller_view(fx->c, 2); /* 1. h8, the swap shown */
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    char said[512];
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_non_null(strstr(said, "Press Delete again to delete 3 moves and 2 decisions (swaps, "
                                 "proposals\u2026): the one shown and the rest of its line (U "
                                 "brings them back)."));
    status_message(fx->c, LANG_UK, NULL, said, sizeof said);
    assert_non_null(strstr(said, "3 ходи і 2 рішення"));
    /* From i8 on: stones only, said as before. */
    controller_view(fx->c, 5);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_non_null(strstr(said, "Press Delete again to delete 2 moves: the one shown and the "
                                 "rest of its line (U brings them back)."));
    /* The swap after i9 alone with the stones after it: 2 moves and 1 decision. */
    controller_view(fx->c, 4);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    status_message(fx->c, LANG_EN, NULL, said, sizeof said);
    assert_non_null(strstr(said, "delete 2 moves and 1 decision (a swap, a proposal\u2026):"));
    fx_free(fx, true);
}

/* Audit 28, item 1: a tournament record is played on a clock. Once the game is over
 * nothing can be gained on the clock, so it is reviewed as any other: its other line
 * opens (Ctrl+Down), a click on an earlier position tries a new line, undo and Delete
 * work, and the clock stands (no loss on time while the player thinks it over). The
 * same game still running keeps the rule (test_session_delete_asks_in_a_game_...). */
static void test_session_finished_clock_game_is_reviewed(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    Controller *c = fx->c;
    const char *rec = "Renju record 3\nrule: renju\nopening: free\nclock: fischer 5m+3s\n\n"
                      "1. h8 1s\n2. a1 1s\n3. h9 1s\n(\n  4. h10\n  > Here White blocks.\n)\n"
                      "4. a2 1s\n5. h10 1s\n6. a3 1s\n7. h11 1s\n8. a4 1s\n9. h12 1s\nend\n";
    RecordError err;
    assert_true(session_paste(&fx->s, rec, strlen(rec), &err));
    session_sync(&fx->s);
    assert_true(controller_timed(c));
    assert_true(game_over(&c->game));
    assert_false(controller_can(c, CTL_CMD_PAUSE));
    /* At move 4 (a2), Ctrl+Down opens the other line, h10, and its comment. */
    controller_view(c, 4);
    assert_true(session_sibling(&fx->s, 1));
    char got[256];
    moves_of(c, got, sizeof got);
    assert_string_equal(got, "h8 a1 h9 h10");
    assert_string_equal(session_note(&fx->s, 4), "Here White blocks.");
    assert_true(session_sibling(&fx->s, 1)); /* and back to the game's a2 */
    moves_of(c, got, sizeof got);
    assert_string_equal(got, "h8 a1 h9 a2 h10 a3 h11 a4 h12");
    /* At move 5, a click on i7 tries a new line there. */
    controller_view(c, 5);
    assert_true(session_click(&fx->s, support_point("i7")));
    session_sync(&fx->s);
    moves_of(c, got, sizeof got);
    assert_string_equal(got, "h8 a1 h9 a2 h10 i7");
    assert_false(game_over(&c->game));
    /* Nobody's clock runs in it: an hour later nobody has lost on time. */
    assert_false(controller_can(c, CTL_CMD_PAUSE));
    assert_false(controller_tick(c, c->now + 3600000));
    assert_false(game_over(&c->game));
    assert_true(session_click(&fx->s, support_point("j8")));
    /* Undo takes j8 back, redo gives it back; Delete takes the new line out. */
    assert_true(controller_undo(c));
    assert_int_equal(c->game.nactions, 6);
    assert_true(controller_redo(c));
    assert_int_equal(c->game.nactions, 7);
    session_sync(&fx->s);
    controller_view(c, 6);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    moves_of(c, got, sizeof got);
    assert_string_equal(got, "h8 a1 h9 a2 h10");
    /* A new game on the same clock is played on it again. */
    controller_new_game(c, &c->opt);
    session_sync(&fx->s);
    play(fx, "h8 i9 h9");
    controller_view(c, 2);
    assert_false(session_click(&fx->s, support_point("j10")));
    assert_int_equal(c->msg, CTL_MSG_LIVE_ONLY);
    assert_int_equal(c->game.nactions, 3);
    assert_false(controller_undo(c));
    assert_int_equal(c->msg, CTL_MSG_NO_UNDO_CLOCK);
    fx_free(fx, true);
}

/* Fix 29b, item 1: a game played on a 1-minute clock ends (Black's five); the player tries
 * a line at move 5 and quits. The autosave opened again is the finished game with the tried
 * line, its clocks standing, reviewed as the finished game was (a click tries another line,
 * no loss on time), never a live timed game paused on its clock. The game stays the game
 * (audit 32a, A2: the tried line came back as the game, the game as a line of it, and a
 * save then lost the clock and the times). */
static void test_session_line_tried_after_a_clock_game_resumes_reviewed(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    const char *rec = "Renju record 1\nrule: renju\nopening: free\nclock: absolute 1m\n"
                      "seats: person person\n\n1. h8 1s\n2. a1 1s\n3. h9 1s\n4. a2 1s\n"
                      "5. h10 1s\n6. a3 1s\n7. h11 1s\n8. a4 1s\nend\n";
    RecordError err;
    assert_true(session_paste(&fx->s, rec, strlen(rec), &err));
    assert_true(controller_pause(fx->c, false)); /* opened paused on its clock: resumed */
    play(fx, "h12");
    assert_true(game_over(&fx->c->game));
    controller_view(fx->c, 5);
    assert_true(session_click(&fx->s, support_point("j9")));
    session_sync(&fx->s);
    char text[4096];
    read_autosave(fx, text, sizeof text);
    assert_non_null(strstr(text, "\nclock: absolute 1m\n"));
    assert_non_null(strstr(text, "\n1. h8 1.000s\n"));
    assert_non_null(strstr(text, "  6. j9"));
    session_free(&fx->s);

    Fixture *again = fx_restart(fx);
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    Controller *c = again->c;
    char got[256];
    moves_of(c, got, sizeof got);
    assert_string_equal(got, "h8 a1 h9 a2 h10 a3 h11 a4 h12");
    assert_true(game_over(&c->game));
    assert_true(controller_timed(c));
    assert_false(c->paused);
    assert_false(controller_on_clock(c));
    assert_false(controller_can(c, CTL_CMD_PAUSE));
    assert_false(controller_tick(c, c->now + 3600000)); /* an hour: nobody flagged */
    /* The tried line is there to go on with. */
    assert_true(session_switch(&again->s, 5, 0));
    moves_of(c, got, sizeof got);
    assert_string_equal(got, "h8 a1 h9 a2 h10 j9");
    assert_false(game_over(&c->game));
    assert_false(controller_tick(c, c->now + 3600000));
    /* Reviewed: a click at move 3 tries another line. */
    controller_view(c, 3);
    assert_true(session_click(&again->s, support_point("j10")));
    moves_of(c, got, sizeof got);
    assert_string_equal(got, "h8 a1 h9 j10");
    assert_false(session_sync(&again->s) == false);
    read_autosave(again, text, sizeof text);
    assert_non_null(strstr(text, "\nclock: absolute 1m\n"));
    assert_non_null(strstr(text, "9. h12"));
    /* .sgf keeps the game with its clock and times, the tried lines as its lines. */
    char said[512], path[600];
    sgf_save_said(again, said, sizeof said);
    assert_null(strstr(said, "time control"));
    snprintf(path, sizeof path, "%s/kept.sgf", again->home);
    assert_true(session_save_file(&again->s, path, sizeof path, false, &err));
    support_read_file(again->home, "kept.sgf", text, sizeof text);
    assert_non_null(strstr(text, "TM[60]RE[B+]"));
    assert_non_null(strstr(text, ";B[hh]BL[59]"));
    fx_free(again, false);
    fx_free(fx, true);
}

/* Fix 17b3: a game resumed from the autosave counted as a record opened and lost its
 * moves to one Delete. Resumed or opened, more than one move goes only on a second press,
 * which says how many; a lone leaf (a mis-click) goes at once. */
static void test_session_delete_asks_in_a_resumed_game_and_a_lib(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9 i10 h10");
    session_free(&fx->s);
    Fixture *again = fx_restart(fx);
    RecordError err;
    assert_int_equal(session_resume(&again->s, &err), STORAGE_LOADED);
    session_sync(&again->s);
    controller_view(again->c, 2); /* i9: i9 h9 i10 h10 would go */
    char got[256];
    assert_int_equal(session_delete(&again->s), SESSION_DELETE_ASKED);
    assert_int_equal(again->c->msg, CTL_MSG_DELETE_AGAIN);
    assert_int_equal(again->c->msg_n, 4);
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10 h10"); /* nothing gone yet */
    assert_int_equal(session_delete(&again->s), SESSION_DELETE_DONE);
    moves_of(again->c, got, sizeof got);
    assert_string_equal(got, "h8");
    fx_free(again, false);
    fx_free(fx, true);

    /* An opened .lib: a line of 3 asks first, a lone leaf goes at once. */
    fx = fx_new();
    play(fx, "h8 i9 h9 i10");
    controller_view(fx->c, 1);
    GameError gerr;
    assert_true(session_branch(&fx->s, support_point("j10"), &gerr));
    play(fx, "k11 j11"); /* the line j10 k11 j11 off h8 */
    char path[512];
    snprintf(path, sizeof path, "%s/lines.lib", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    assert_true(session_load_file(&fx->s, path, &err));
    session_sync(&fx->s);
    controller_view(fx->c, 1);
    assert_true(session_branch(&fx->s, support_point("j10"), &gerr));
    session_sync(&fx->s);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 j10 k11 j11");
    controller_view(fx->c, 2); /* j10 */
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    assert_int_equal(fx->c->msg_n, 3);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 j10 k11 j11");
    assert_other_line(&fx->s, 1, "i9");
    controller_view(fx->c, 4); /* j11, a leaf */
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 j10 k11");
    controller_view(fx->c, 2); /* j10 k11 now: 2 moves, asked, then gone */
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    assert_int_equal(fx->c->msg_n, 2);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8");
    fx_free(fx, true);
}

/* The bytes of the file at path into buf (at most cap): how many. */
static size_t file_bytes(const char *path, unsigned char *buf, size_t cap)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    size_t n = fread(buf, 1, cap, f);
    fclose(f);
    return n;
}

/* Fix 17b3, item 2: only the last delete came back with undo. Three deletes, three undos:
 * the tree as it was, to the byte of its saved .lib. */
static void test_session_undo_brings_back_deletes_one_after_another(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9 i10");
    controller_view(fx->c, 3);
    GameError gerr;
    assert_true(session_branch(&fx->s, support_point("k12"), &gerr)); /* k12 beside i10 */
    controller_view(fx->c, 1);
    assert_true(session_branch(&fx->s, support_point("j10"), &gerr)); /* j10 beside i9 */
    play(fx, "k11");
    controller_view(fx->c, 1);
    assert_true(session_branch(&fx->s, support_point("i9"), &gerr));
    controller_view(fx->c, 3);
    assert_true(session_branch(&fx->s, support_point("i10"), &gerr));
    session_sync(&fx->s);
    char got[256];
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10");
    char path[512];
    RecordError err;
    snprintf(path, sizeof path, "%s/before.lib", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    static unsigned char before[65536], after[65536];
    size_t nbefore = file_bytes(path, before, sizeof before);
    /* i10 (a leaf, at once), then h9 with k12 (asked), then i9 (a leaf now). */
    controller_view(fx->c, 4);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    controller_view(fx->c, 3);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_ASKED);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    controller_view(fx->c, 2);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8");
    assert_other_line(&fx->s, 1, "j10");
    /* Undo three times, newest first. */
    assert_true(session_undelete(&fx->s));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9");
    assert_true(session_undelete(&fx->s));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9");
    assert_true(session_undelete(&fx->s));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9 i10");
    assert_int_equal(fx->c->view, 4);
    assert_false(session_undelete(&fx->s)); /* no more */
    snprintf(path, sizeof path, "%s/after.lib", fx->home);
    assert_true(session_save_file(&fx->s, path, sizeof path, false, &err));
    size_t nafter = file_bytes(path, after, sizeof after);
    assert_int_equal(nafter, nbefore);
    assert_memory_equal(after, before, nbefore);
    fx_free(fx, true);
}

/* The shown position's continuations in the review, as "h9 j10". */
static void continuations(const Session *s, char *out, size_t cap)
{
    Pos p[16];
    int n = session_continuations(s, p, 16);
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        char pt[8];
        board_format_point(p[i], pt, sizeof pt);
        text_append(out, cap, &len, "%s%s", i ? " " : "", pt);
    }
}

/* Audit 17b, item 3: a .lib opened with Ctrl+O showed no marks for its other lines, and
 * no key stepped into one. The shown position's continuations follow every edit, and
 * Ctrl+Up/Down go round the shown move's sibling lines. */
static void test_session_tree_marks_and_sibling_lines(void **state)
{
    (void)state;
    Fixture *fx = fx_new();
    play(fx, "h8 i9 h9");
    char got[256];
    controller_view(fx->c, 2); /* after h8 i9: h9 is the game's next move */
    continuations(&fx->s, got, sizeof got);
    assert_string_equal(got, "h9");
    GameError gerr;
    assert_true(session_branch(&fx->s, support_point("j10"), &gerr));
    controller_view(fx->c, 2);
    continuations(&fx->s, got, sizeof got);
    assert_string_equal(got, "h9 j10"); /* the new line at once, no save nor reload */
    assert_true(session_branch(&fx->s, support_point("g10"), &gerr));
    controller_view(fx->c, 2);
    continuations(&fx->s, got, sizeof got);
    assert_string_equal(got, "h9 j10 g10");
    controller_view(fx->c, 3); /* g10 shown */
    continuations(&fx->s, got, sizeof got);
    assert_string_equal(got, "");
    /* Ctrl+Down goes round: g10 -> h9 -> j10 -> g10; Ctrl+Up back. */
    assert_true(session_sibling(&fx->s, 1));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9");
    assert_int_equal(fx->c->view, 3);
    assert_true(session_sibling(&fx->s, 1));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 j10");
    assert_true(session_sibling(&fx->s, -1));
    moves_of(fx->c, got, sizeof got);
    assert_string_equal(got, "h8 i9 h9");
    /* A delete takes its mark away (h9 alone, a leaf: at once). */
    controller_view(fx->c, 3);
    assert_int_equal(session_delete(&fx->s), SESSION_DELETE_DONE);
    continuations(&fx->s, got, sizeof got);
    assert_string_equal(got, "j10 g10");
    /* No other line at i9: said so, nothing changes. */
    controller_view(fx->c, 1);
    assert_false(session_sibling(&fx->s, 1));
    assert_int_equal(fx->c->msg, CTL_MSG_NO_OTHER_LINE);
    assert_int_equal(fx->c->msg_n, 1);
    fx_free(fx, true);
}

int main(void)
{
    renju_init();
    support_load_translations();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_session_autosave_follows_every_action_and_resumes),
        cmocka_unit_test(test_session_save_cut_short_is_said_at_the_next_start),
        cmocka_unit_test(test_session_tournament_game_resumes_without_help),
        cmocka_unit_test(test_session_network_game_resumes_as_lost),
        cmocka_unit_test(test_session_network_taken_back_line_marked_once_over),
        cmocka_unit_test(test_session_comment_is_autosaved_and_leaves_the_game),
        cmocka_unit_test(test_session_setup_is_autosaved_and_resumed),
        cmocka_unit_test(test_session_marks_follow_the_language),
        cmocka_unit_test(test_session_bad_autosave_starts_a_new_game_with_the_reason),
        cmocka_unit_test(test_session_unreadable_autosave_is_kept_aside),
        cmocka_unit_test(test_session_autosave_link_loop_is_a_failed_resume),
        cmocka_unit_test(test_session_failing_autosave_stays_failed_until_a_save_works),
        cmocka_unit_test(test_session_saved_to_a_file_is_not_lost_while_the_autosave_fails),
        cmocka_unit_test(test_session_paste_says_unknown_rule_and_dropped_result),
        cmocka_unit_test(test_session_a_save_tries_the_failing_autosave_again),
        cmocka_unit_test(test_session_failed_study_progress_is_retried_and_kept),
        cmocka_unit_test(test_session_round_trip_keeps_the_game_and_its_lines),
        cmocka_unit_test(test_session_undone_pass_leaves_the_file_safe),
        cmocka_unit_test(test_session_deletes_with_moves_between_all_come_back),
        cmocka_unit_test(test_session_keys_reach_the_lines_where_the_game_ends),
        cmocka_unit_test(test_session_loaded_record_is_not_played_into),
        cmocka_unit_test(test_session_found_game_opens_at_its_ply),
        cmocka_unit_test(test_session_found_in_a_game_tree_too_big_for_the_review),
        cmocka_unit_test(test_session_found_game_opens_turned_to_the_board),
        cmocka_unit_test(test_session_found_side_line_opens_on_its_line),
        cmocka_unit_test(test_session_opening_left_out_is_said),
        cmocka_unit_test(test_session_sgf_save_names_players_after_swaps),
        cmocka_unit_test(test_session_result_and_info_left_out_are_said),
        cmocka_unit_test(test_session_gomoku_psq_save_says_the_rule_is_not_kept),
        cmocka_unit_test(test_session_saved_notice_names_every_format_that_keeps_comments),
        cmocka_unit_test(test_session_a_game_a_file_holds_is_safe),
        cmocka_unit_test(test_session_sgf_collection_is_said),
        cmocka_unit_test(test_session_sgf_save_says_times_only_when_dropped),
        cmocka_unit_test(test_session_record_times_survive_a_restart),
        cmocka_unit_test(test_session_side_line_keeps_a_timed_games_clocks),
        cmocka_unit_test(test_session_knows_the_games_own_file),
        cmocka_unit_test(test_session_open_starts_in_the_last_files_folder),
        cmocka_unit_test(test_session_ended_game_against_the_computer_is_explored),
        cmocka_unit_test(test_session_explored_game_keeps_its_seats),
        cmocka_unit_test(test_session_delete_names_the_lists_move_number),
        cmocka_unit_test(test_session_record_notice_says_everything),
        cmocka_unit_test(test_session_load_arg_takes_a_move_list),
        cmocka_unit_test(test_session_record_opens_under_its_own_rules),
        cmocka_unit_test(test_session_load_under_the_rule_asked_for),
        cmocka_unit_test(test_session_bad_file_leaves_the_game),
        cmocka_unit_test(test_session_save_and_load_every_format),
        cmocka_unit_test(test_session_record_players_belong_to_its_game),
        cmocka_unit_test(test_session_saved_game_against_the_computer_opens_against_it),
        cmocka_unit_test(test_session_bad_extra_header_keeps_the_game),
        cmocka_unit_test(test_session_paste_and_copy),
        cmocka_unit_test(test_session_paste_numbered_moves),
        cmocka_unit_test(test_session_branch_keeps_the_old_line_as_a_variation),
        cmocka_unit_test(test_session_replaying_a_known_move_follows_its_line),
        cmocka_unit_test(test_session_pass_on_an_earlier_move_starts_another_line),
        cmocka_unit_test(test_session_no_pass_on_an_earlier_opening_position),
        cmocka_unit_test(test_session_click_never_plays_the_computers_colour),
        cmocka_unit_test(test_session_undo_leaves_no_variation),
        cmocka_unit_test(test_session_redo_survives_a_restart),
        cmocka_unit_test(test_session_bad_redo_keeps_the_game),
        cmocka_unit_test(test_session_side_lines_survive_a_restart_and_a_save),
        cmocka_unit_test(test_session_save_keeps_the_played_game_the_main_line),
        cmocka_unit_test(test_session_save_of_a_second_finished_line_keeps_it),
        cmocka_unit_test(test_session_merge_adds_a_files_lines),
        cmocka_unit_test(test_session_merge_into_a_library_past_the_trees_room),
        cmocka_unit_test(test_session_open_junk_named_lib_says_no_renlib_file),
        cmocka_unit_test(test_session_graph_is_filled_after_a_game),
        cmocka_unit_test(test_session_analysis_follows_the_shown_position),
        cmocka_unit_test(test_session_second_window_leaves_the_autosave_alone),
        cmocka_unit_test(test_session_second_window_takes_the_autosave_over),
        cmocka_unit_test(test_session_window_without_lock_never_writes_over_another),
        cmocka_unit_test(test_session_autosave_in_other_words_is_still_ours),
        cmocka_unit_test(test_session_save_keeps_a_file_made_after_the_check),
        cmocka_unit_test(test_session_kept_copy_keeps_comments_and_lines),
        cmocka_unit_test(test_session_lossy_save_leaves_the_game_at_risk),
        cmocka_unit_test(test_session_risk_left_names_what_no_file_holds),
        cmocka_unit_test(test_session_risk_left_of_a_given_move_list),
        cmocka_unit_test(test_session_setup_saved_as_moves_is_said),
        cmocka_unit_test(test_session_setup_white_to_move_saved_as_psq),
        cmocka_unit_test(test_session_sgf_setup_written_as_moves_is_said),
        cmocka_unit_test(test_session_save_refuses_a_format_that_loses_the_rule),
        cmocka_unit_test(test_session_unfinished_game_is_at_risk_until_kept),
        cmocka_unit_test(test_session_finished_game_is_at_risk_until_kept),
        cmocka_unit_test(test_session_game_info_is_written),
        cmocka_unit_test(test_session_taken_over_finished_game_is_kept),
        cmocka_unit_test(test_session_study_line_says_where_the_game_ended),
        cmocka_unit_test(test_session_side_line_says_where_it_ended),
        cmocka_unit_test(test_session_kept_copy_failure_says_why),
        cmocka_unit_test(test_session_marked_proposals_resume),
        cmocka_unit_test(test_session_turn_keeps_the_view_and_the_lines),
        cmocka_unit_test(test_session_comments_cut_on_load_and_turned),
        cmocka_unit_test(test_session_turn_moves_the_proposal_marks),
        cmocka_unit_test(test_session_turn_while_the_computer_thinks),
        cmocka_unit_test(test_session_marks_undone_and_redone_are_saved),
        cmocka_unit_test(test_session_undone_marks_survive_a_restart),
        cmocka_unit_test(test_session_full_record_refuses_new_actions),
        cmocka_unit_test(test_session_lines_after_a_foul_survive_a_restart),
        cmocka_unit_test(test_session_setup_of_the_same_position_is_autosaved),
        cmocka_unit_test(test_session_setup_pass_and_whites_pass),
        cmocka_unit_test(test_session_copy_as_sgf_round_trips),
        cmocka_unit_test(test_session_copy_text_gives_back_every_game),
        cmocka_unit_test(test_session_setup_is_counted_in_stones),
        cmocka_unit_test(test_session_letter_tool_puts_and_takes_letters),
        cmocka_unit_test(test_session_new_game_starts_in_play_mode),
        cmocka_unit_test(test_session_shapes_and_texts_on_the_board),
        cmocka_unit_test(test_session_mark_the_shown_move),
        cmocka_unit_test(test_session_marked_board_texts_kept_or_said),
        cmocka_unit_test(test_session_load_says_marks_left_out),
        cmocka_unit_test(test_session_delete_takes_a_line_out_of_the_lib),
        cmocka_unit_test(test_session_delete_asks_in_a_game_and_never_on_a_clock),
        cmocka_unit_test(test_session_delete_counts_stones_apart_from_decisions),
        cmocka_unit_test(test_session_sgf_claim_and_information_kept_while_true),
        cmocka_unit_test(test_session_claim_dropped_by_a_move_past_the_end_is_said_once),
        cmocka_unit_test(test_session_finished_clock_game_is_reviewed),
        cmocka_unit_test(test_session_line_tried_after_a_clock_game_resumes_reviewed),
        cmocka_unit_test(test_session_delete_asks_in_a_resumed_game_and_a_lib),
        cmocka_unit_test(test_session_delete_of_the_computers_move_waits),
        cmocka_unit_test(test_session_undo_brings_back_deletes_one_after_another),
        cmocka_unit_test(test_session_tree_marks_and_sibling_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

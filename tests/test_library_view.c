/* Renju - MIT licence, see LICENSE.
 *
 * The opening library in the window's controller (controller_library_shown), its loader
 * (libload.h), its keys and its setting. The library is a RenLib file written by our own
 * record saver from a game and its lines (a free-style game, so that a line may hold a
 * move that is a foul in renju):
 *
 *   h8 a1 i8 o1 j9 a15 j10 o15 j8      the main line (j8: Black's double-three in renju)
 *   h8 i9 j10 i10 k11                  i10's comment "Transposed", j10's "Sure win"
 *   h8 i10 j10 i9                      the same position as above after four moves
 *
 * And the position searched for in game files (findpos.h, findgames.h), on the folder
 * tests/fixtures/find: b=h8,j8,h10 w=i9,g9 with White to move, reached by anna.renju
 * (h8 i9 j8 g9 h10, then i10), by more/carl.sgf in another order (h8 g9 h10 i9 j8, then
 * i10) and by game 2 of the collection match.sgf mirrored (h8 i9 f8 g9 h10, then g10);
 * broken.renju is refused (h8 twice) and notes.md is no record.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "controller.h"
#include "findgames.h"
#include "findview.h"
#include "keymap.h"
#include "libload.h"
#include "session.h"
#include "settings.h"
#include "text.h"
#include "test_files.h"
#include "test_support.h"

static const char MAIN_LINE[] = "h8 a1 i8 o1 j9 a15 j10 o15 j8";

/* The line of moves from node `from` of r, each added after the one before. */
static int add_line(Review *r, int from, const char *moves)
{
    char copy[128];
    snprintf(copy, sizeof copy, "%s", moves);
    int node = from;
    for (char *tok = strtok(copy, " "); tok; tok = strtok(NULL, " ")) {
        Action a;
        memset(&a, 0, sizeof a);
        a.kind = ACTION_MOVE;
        a.pos = support_point(tok);
        node = review_add(r, node, &a, false);
        assert_true(node >= 0);
    }
    return node;
}

static void note(Review *r, int node, const char *text)
{
    assert_int_equal(review_set_note(r, node, text, strlen(text)), REVIEW_NOTE_OK);
}

/* The library's file bytes (malloc'd, *len). */
static char *library_bytes_of(size_t *len)
{
    Game *g = support_game(RULE_GOMOKU, MAIN_LINE);
    Review *r = review_new();
    assert_non_null(r);
    review_init(r, g);
    int h8 = support_node_at(r, "h8");
    int end = add_line(r, h8, "i9 j10 i10 k11");
    note(r, r->nodes[end].parent, "Transposed");
    note(r, r->nodes[r->nodes[end].parent].parent, "Sure win");
    add_line(r, h8, "i10 j10 i9");
    char *data = support_written_as(RECORD_LIB, g, r, len);
    review_free(r);
    free(g);
    return data;
}

static Library *library_fixture(void)
{
    size_t len;
    char *data = library_bytes_of(&len);
    RecordError err;
    Library *lib = library_load(data, len, &err);
    free(data);
    if (!lib) {
        fail_msg("refused: %s", err.msg);
    }
    return lib;
}

typedef struct Fx {
    Controller c;
    Library *lib;
    int started;
} Fx;

static void fake_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t id)
{
    (void)rs;
    (void)b;
    (void)limits;
    (void)id;
    ((Fx *)user)->started++;
}

static void fake_cancel(void *user) { (void)user; }

static Fx *fx_new_under(OpeningId opening, SeatKind white)
{
    Fx *fx = calloc(1, sizeof *fx);
    assert_non_null(fx);
    ControllerOptions opt = {RULE_RENJU, opening, {SEAT_HUMAN, SEAT_HUMAN, white}, 3, {0}, false};
    ControllerAiHooks hooks = {fake_start, fake_cancel, fx, NULL, NULL, NULL};
    controller_init(&fx->c, &opt, &hooks);
    fx->lib = library_fixture();
    controller_set_library(&fx->c, fx->lib);
    controller_library_view(&fx->c, true);
    return fx;
}

static Fx *fx_new(SeatKind white) { return fx_new_under(OPENING_FREE, white); }

static void fx_free(Fx *fx)
{
    library_free(fx->lib);
    free(fx);
}

/* The view of the shown position as "in: a1 i9 i10 | comment", each mark with '!' when a
 * click plays it, 'x' when a foul, '.' when only shown; "off" when not shown; "out" when
 * the position is not in the library; "held back" during a network game. */
static void view_of(const Controller *c, char *buf, size_t cap)
{
    CtlLibView v;
    if (!controller_library_shown(c, &v)) {
        snprintf(buf, cap, "off");
        return;
    }
    if (v.network) {
        assert_int_equal(v.n, 0);
        snprintf(buf, cap, "held back");
        return;
    }
    size_t n = 0;
    n += (size_t)snprintf(buf, cap, "%s:", v.in_library ? "in" : "out");
    for (int i = 0; i < v.n && n < cap; i++) {
        char pt[8];
        board_format_point(v.marks[i].move.pos, pt, sizeof pt);
        const char *k = v.marks[i].kind == CTL_LIB_PLAY   ? "!"
                        : v.marks[i].kind == CTL_LIB_FOUL ? "x"
                                                          : ".";
        n += (size_t)snprintf(buf + n, cap - n, " %s%s", pt, k);
    }
    if (n < cap && v.comment[0]) {
        text_append(buf, cap, &n, " | %s", v.comment);
    }
}

static void assert_view(const Controller *c, const char *expected)
{
    char got[256];
    view_of(c, got, sizeof got);
    assert_string_equal(got, expected);
}

static void test_library_view_marks_the_continuations_and_follows_the_board(void **state)
{
    (void)state;
    Fx *fx = fx_new(SEAT_HUMAN);
    Controller *c = &fx->c;
    assert_view(c, "in: h8!");
    support_click_all(c, "h8");
    assert_view(c, "in: a1! i9! i10!"); /* the most moves below first */
    support_click_all(c, "i9 j10");
    assert_view(c, "in: i10! | Sure win");
    assert_true(controller_undo(c));
    assert_view(c, "in: j10!");
    /* Browsing back to h8: another line may start there, so the marks are playable. */
    controller_view(c, 1);
    assert_view(c, "in: a1! i9! i10!");
    controller_library_view(c, false);
    assert_view(c, "off");
    fx_free(fx);
}

static void test_library_view_transpositions_and_turned_boards(void **state)
{
    (void)state;
    Fx *fx = fx_new(SEAT_HUMAN);
    Controller *c = &fx->c;
    /* The second line's order reaches the first line's position: its k11 and comment. */
    support_click_all(c, "h8 i10 j10 i9");
    assert_view(c, "in: k11! | Transposed");
    /* The first line mirrored left to right: k11 is e11 there. */
    support_controller_play(c, "h8 g9 f10 g10");
    assert_view(c, "in: e11! | Transposed");
    /* Half a turn of "h8 i9 j10": i10's half turn is g6. */
    support_controller_play(c, "h8 g7 f6");
    assert_view(c, "in: g6! | Sure win");
    fx_free(fx);
}

static void test_library_view_out_of_the_library_and_a_line_s_end(void **state)
{
    (void)state;
    Fx *fx = fx_new(SEAT_HUMAN);
    Controller *c = &fx->c;
    support_click_all(c, "h8 a2");
    assert_view(c, "out:");
    support_controller_play(c, "h8 i9 j10 i10 k11"); /* the line ends: in it, no move */
    assert_view(c, "in:");
    fx_free(fx);
}

static void test_library_view_fouls_and_moves_a_click_would_not_play(void **state)
{
    (void)state;
    Fx *fx = fx_new(SEAT_HUMAN);
    Controller *c = &fx->c;
    /* The main line's j8 is Black's double-three in renju: marked a foul. */
    support_controller_play(c, "h8 a1 i8 o1 j9 a15 j10 o15");
    assert_view(c, "in: j8x");
    fx_free(fx);
    /* Against the computer: on its move the continuations are only shown. */
    fx = fx_new(SEAT_AI);
    c = &fx->c;
    support_click_all(c, "h8");
    assert_true(controller_ai_thinking(c));
    assert_view(c, "in: a1. i9. i10.");
    /* The view never asks the engine or plays: only the computer's move was asked for. */
    assert_int_equal(fx->started, 1);
    assert_int_equal(c->game.nactions, 1);
    fx_free(fx);
}

/* Taraguchi-10's second stone goes inside the 3x3: a1 and i10 are no moves there, on the
 * live position after h8 nor browsing back to it from h8 i9 (a click there is refused
 * with the zone's reason, so their marks are faded as on the live position). */
static void test_library_view_judges_the_opening_zone_on_an_earlier_position(void **state)
{
    (void)state;
    Fx *fx = fx_new_under(OPENING_TARAGUCHI10, SEAT_HUMAN);
    Controller *c = &fx->c;
    support_click_all(c, "h8");
    assert_view(c, "in: a1. i9! i10.");
    support_click_all(c, "i9");
    assert_view(c, "in: j10!");
    controller_view(c, 1);
    assert_view(c, "in: a1. i9! i10.");
    fx_free(fx);
}

/* During a network game the library is held back, as the engine's views are: no marks,
 * the box says why; once the game is over the continuations are back. So while a
 * network game is set up (the peer awaited over an empty board), and after. */
static void test_library_view_held_back_during_a_network_game(void **state)
{
    (void)state;
    Fx *fx = fx_new(SEAT_HUMAN);
    controller_network_setup(&fx->c, true);
    assert_view(&fx->c, "held back");
    controller_network_setup(&fx->c, false);
    assert_view(&fx->c, "in: h8!");
    fx_free(fx);
    fx = fx_new(SEAT_REMOTE);
    Controller *c = &fx->c;
    assert_true(controller_networked(c));
    support_click_all(c, "h8");
    assert_view(c, "held back");
    assert_true(controller_resign(c));
    assert_view(c, "in: a1. i9. i10.");
    fx_free(fx);
}

/* Fix 30b, item 3: once a network game has ended, a click on an earlier position tries
 * a line there (fix 29b; the window then leaves the connection), so the library judges
 * its marks there as that click: playable, and a click on one plays it, the game played
 * kept as the other line. They were only shown (faded) while the click played. Our Black
 * plays h8 and a2 against the peer's i9, then resigns; at h8 i9 the library's j10. */
static void test_library_view_after_a_network_game_a_mark_is_a_click(void **state)
{
    (void)state;
    Fx *fx = fx_new(SEAT_REMOTE);
    Controller *c = &fx->c;
    Session s;
    assert_true(session_init(&s, c, false));
    assert_true(session_click(&s, support_point("h8")));
    Action peer;
    memset(&peer, 0, sizeof peer);
    peer.kind = ACTION_MOVE;
    peer.pos = support_point("i9");
    assert_true(controller_remote_apply(c, &peer, NULL));
    assert_true(session_click(&s, support_point("a2")));
    controller_view(c, 2);
    assert_view(c, "held back"); /* the game goes on */
    assert_false(session_click(&s, support_point("j10")));
    assert_true(controller_is_live(c)); /* the click brought the last move back */
    assert_true(controller_resign(c));
    session_sync(&s);
    controller_view(c, 2);
    assert_view(c, "in: j10!");
    assert_true(session_click(&s, support_point("j10")));
    assert_int_equal(c->game.nactions, 3);
    assert_int_equal(board_at(&c->game.board, support_point("j10")), STONE_BLACK);
    assert_int_equal(board_at(&c->game.board, support_point("a2")), STONE_EMPTY);
    controller_take_seats(c, SEAT_HUMAN, SEAT_HUMAN, -1); /* the window left (ended()) */
    session_sync(&s);
    Action alts[4];
    assert_int_equal(session_variations(&s, 2, alts, 4), 1); /* the game played: a2 */
    assert_int_equal(alts[0].pos, support_point("a2"));
    session_free(&s);
    fx_free(fx);
}

/* The loader's result once its thread is done. */
static bool finish(LibLoad *l, Controller *c, Library **held, RecordError *err)
{
    assert_non_null(l);
    for (int i = 0; i < 2000 && !libload_done(l); i++) {
        struct timespec ts = {0, 5 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    assert_true(libload_done(l));
    return libload_finish(l, c, held, err);
}

static void test_library_load_a_bad_file_keeps_the_library_before(void **state)
{
    const char *dir = *state;
    size_t len;
    char *data = library_bytes_of(&len);
    char path[600], bad[600];
    snprintf(path, sizeof path, "%s/good.lib", dir);
    snprintf(bad, sizeof bad, "%s/bad.lib", dir);
    assert_true(record_write_atomic(path, data, len, NULL));
    data[9] = 9; /* RenLib 3.9: newer than we read */
    assert_true(record_write_atomic(bad, data, len, NULL));
    free(data);
    Controller *c = malloc(sizeof *c);
    assert_non_null(c);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             3,          {0},          false};
    controller_init(c, &opt, NULL);
    controller_library_view(c, true);
    Library *held = NULL;
    RecordError err;
    assert_true(finish(libload_start(path), c, &held, &err));
    assert_non_null(held);
    assert_ptr_equal(c->library, held);
    support_click_all(c, "h8");
    assert_view(c, "in: a1! i9! i10!");
    /* A file we cannot read: refused, naming the byte; the library before stays. (One cut
     * short is read up to the cut: tests/test_record_lib.c.) */
    Library *before = held;
    assert_false(finish(libload_start(bad), c, &held, &err));
    assert_true(err.offset >= 0);
    assert_non_null(strstr(err.msg, "bad.lib"));
    assert_ptr_equal(held, before);
    assert_view(c, "in: a1! i9! i10!");
    /* A folder is refused too. */
    assert_false(finish(libload_start(dir), c, &held, &err));
    assert_ptr_equal(held, before);
    /* A load abandoned before its end frees itself. */
    libload_abandon(libload_start(path));
    library_free(held);
    free(c);
}

static void test_library_setting_and_keys(void **state)
{
    (void)state;
    Settings *s = malloc(sizeof *s);
    assert_non_null(s);
    settings_defaults(s, NULL);
    assert_string_equal(s->library, "");
    assert_false(s->library_view);
    static const char TEXT[] = "library = /home/me/libs/renju openings.lib\nlibrary_view = 1\n";
    settings_parse(s, TEXT, strlen(TEXT));
    assert_int_equal(s->nkept, 0);
    assert_string_equal(s->library, "/home/me/libs/renju openings.lib");
    assert_true(s->library_view);
    char text[4096];
    settings_format(s, text, sizeof text);
    assert_non_null(
        strstr(text, "\nlibrary = /home/me/libs/renju openings.lib\nlibrary_view = 1\n"));
    Settings *again = malloc(sizeof *again);
    assert_non_null(again);
    settings_defaults(again, NULL);
    settings_parse(again, text, strlen(text));
    assert_string_equal(again->library, s->library);
    assert_true(again->library_view);
    free(again);
    free(s);
    /* Ctrl+L chooses a library, Ctrl+B turns its marks on and off: always at hand. */
    assert_int_equal(keymap_lookup('l', true, NULL), CTL_CMD_LIBRARY_OPEN);
    assert_int_equal(keymap_lookup('b', true, NULL), CTL_CMD_LIBRARY);
    char keys[32];
    keymap_label(CTL_CMD_LIBRARY_OPEN, true, keys, sizeof keys);
    assert_string_equal(keys, "Ctrl+L");
}

/* The hits of a search, kept. */
typedef struct FindHitsTo {
    FindHit *hit;
    int n;
} FindHitsTo;

static bool keep_hit(void *ctx, const FindHit *hit)
{
    FindHitsTo *to = ctx;
    to->hit[to->n++] = *hit;
    return true;
}

static const char FOUND[] = "h8 i9 j8 g9 h10";

/* Two orders and a mirror image found in a folder and its folder, the next moves turned
 * back and summed up; a refused game and a file that is no record do not stop it. */
static void test_findpos_folder_two_orders_and_a_mirror(void **state)
{
    (void)state;
    Board b;
    support_position(&b, FOUND);
    FindGames *f = malloc(sizeof *f);
    assert_non_null(f);
    assert_true(findgames_init(f, &b, NULL));
    assert_true(findgames_add(f, "tests/fixtures/find"));
    assert_int_equal(f->nfiles, 4); /* not notes.md */
    while (findgames_step(f)) {
    }
    assert_int_equal(f->games, 4); /* anna, carl, the collection's two; broken refused */
    assert_int_equal(f->nbad, 1);
    assert_string_equal(f->path[f->bad[0].file], "tests/fixtures/find/broken.renju");
    assert_int_equal(f->bad[0].games, 1);
    assert_int_equal(f->bad[0].err.reason, RECORD_R_REFUSED);
    static const char *const FILES[] = {"tests/fixtures/find/anna.renju",
                                        "tests/fixtures/find/match.sgf",
                                        "tests/fixtures/find/more/carl.sgf"};
    static const int GAME[] = {1, 2, 1};
    static const GameResult RESULT[] = {RESULT_BLACK_WINS, RESULT_DRAW, RESULT_WHITE_WINS};
    assert_int_equal(f->nfound, 3);
    FindHit hits[3];
    for (int i = 0; i < 3; i++) {
        const FindGame *g = &f->found[i];
        assert_string_equal(f->path[g->file], FILES[i]);
        assert_int_equal(g->hit.game, GAME[i]);
        assert_int_equal(g->hit.ply, 5);
        assert_int_equal(g->hit.next, support_point("i10")); /* g10 turned back, in match */
        assert_int_equal(g->hit.result, RESULT[i]);
        hits[i] = g->hit;
    }
    assert_int_equal(f->found[1].hit.turn, TURN_MIRROR_LR);
    assert_string_equal(f->found[2].hit.black, "Carl");
    assert_string_equal(f->found[2].hit.white, "Dora");
    FindNext next[4];
    assert_int_equal(findpos_summary(hits, 3, next, 4), 1);
    assert_int_equal(next[0].pos, support_point("i10"));
    assert_int_equal(next[0].games, 3);
    assert_int_equal(next[0].result[RESULT_BLACK_WINS], 1);
    assert_int_equal(next[0].result[RESULT_WHITE_WINS], 1);
    assert_int_equal(next[0].result[RESULT_DRAW], 1);
    findgames_free(f);
    /* A ply later, another White stone than the games': none stands there. */
    support_position(&b, "h8 i9 j8 g9 h10 h9");
    assert_true(findgames_init(f, &b, NULL));
    assert_true(findgames_add(f, "tests/fixtures/find/match.sgf"));
    while (findgames_step(f)) {
    }
    assert_int_equal(f->nfound, 0);
    findgames_free(f);
    free(f);
}

/* A clumsy folder: an empty folder named x.sgf, a folder with only a note, a link to
 * the folder itself: searched without a fault (an empty folder has nothing to sort), its
 * one game found. */
static void test_findpos_empty_folders_and_a_loop(void **state)
{
    const char *dir = *state;
    char sub[600];
    snprintf(sub, sizeof sub, "%s/x.sgf", dir);
    assert_int_equal(mkdir(sub, 0700), 0);
    snprintf(sub, sizeof sub, "%s/notes", dir);
    assert_int_equal(mkdir(sub, 0700), 0);
    support_write_file(sub, "read.md", "no game\n");
    snprintf(sub, sizeof sub, "%s/loop.sgf", dir);
    assert_int_equal(symlink(dir, sub), 0);
    support_write_file(dir, "game.sgf", "(;GM[4]FF[4]SZ[15];B[hh];W[ii];B[jj])");
    Board b;
    support_position(&b, "h8 i9");
    FindGames *f = malloc(sizeof *f);
    assert_non_null(f);
    assert_true(findgames_init(f, &b, NULL));
    assert_true(findgames_add(f, dir));
    while (findgames_step(f)) {
    }
    assert_int_equal(f->nfound, 1);
    assert_int_equal(f->found[0].hit.next, support_point("j10"));
    assert_int_equal(f->nbad, 1); /* the link: no record file */
    findgames_free(f);
    free(f);
}

/* A file skipped names itself once, below the folder searched: "empty.renju: empty.renju:
 * empty record" read twice before. */
static void test_findview_skipped_file_named_once(void **state)
{
    const char *dir = *state;
    support_write_file(dir, "empty.renju", "");
    Board b;
    support_position(&b, "h8 i9");
    FindView *v = calloc(1, sizeof *v);
    assert_non_null(v);
    findview_close(v);
    assert_true(findview_start(v, &b, NULL, dir));
    while (findview_step(v, 100, 0)) {
    }
    char line[512];
    findview_skipped_reason(LANG_EN, v, 0, line, sizeof line);
    assert_string_equal(
        line, "empty.renju: empty record: no 'Renju record N' line (N its version, 1 to 14)");
    findview_close(v);
    free(v);
}

/* Find position in the window, driven a file a step as the frames drive it: the
 * progress counts the files, a stop mid-way keeps what was found, a full search sums the
 * next moves up as an explorer does and lists the games, a file skipped with its reason. */
static void test_findview_steps_progress_stop_and_results(void **state)
{
    (void)state;
    Board b;
    support_position(&b, FOUND);
    FindView *v = calloc(1, sizeof *v);
    assert_non_null(v);
    findview_close(v);
    char line[512];
    assert_true(findview_start(v, &b, NULL, "tests/fixtures/find"));
    assert_true(v->running);
    findview_progress(LANG_EN, v, line, sizeof line);
    assert_string_equal(line, "0 of 4 files searched…");
    assert_true(findview_step(v, 1, 0)); /* anna.renju */
    findview_progress(LANG_EN, v, line, sizeof line);
    assert_string_equal(line, "1 of 4 files searched…");
    assert_true(findview_step(v, 1, 0)); /* broken.renju */
    findview_cancel(v);
    assert_false(v->running);
    assert_false(findview_step(v, 10, 0)); /* stopped: no file more */
    findview_progress(LANG_EN, v, line, sizeof line);
    assert_string_equal(line,
                        "Stopped: 2 of 4 files searched · 1 game reaches this position, of 1 read");
    assert_int_equal(v->nrows, 1);
    assert_string_equal(findview_row_path(v, 0), "tests/fixtures/find/anna.renju");
    findview_skipped(LANG_EN, v, line, sizeof line);
    assert_string_equal(line, "1 file skipped");
    findview_skipped_reason(LANG_EN, v, 0, line, sizeof line);
    assert_non_null(strstr(line, "broken.renju"));
    assert_non_null(strstr(line, "h8 is occupied"));

    /* The whole folder: three games, each going on with i10 (the mirrored one's g10). */
    assert_true(findview_start(v, &b, NULL, "tests/fixtures/find/"));
    while (findview_step(v, 3, 0)) {
    }
    findview_progress(LANG_EN, v, line, sizeof line);
    assert_string_equal(line, "3 games reach this position, of 4 read");
    assert_int_equal(v->nnext, 1);
    findview_next_line(LANG_EN, v, 0, line, sizeof line);
    assert_string_equal(line, "i10 — 3 games");
    findview_next_results(LANG_EN, v, 0, line, sizeof line);
    /* Who won, said ("білі 1" was terse, audit 25, C15). */
    assert_string_equal(line, "Black won 1, White won 1, drawn 1");
    assert_int_equal(v->nrows, 3);
    static const char *const FILE_LINE[] = {"anna.renju", "match.sgf, game 2", "more/carl.sgf"};
    static const char *const GAME_LINE[] = {"After move 5 · Black wins — White resigned",
                                            "After move 5 · Draw — by agreement",
                                            "After move 5 · White wins — Black resigned"};
    static const char *const PLAYERS[] = {"Anna – Bob", "Gus – Hana", "Carl – Dora"};
    for (int i = 0; i < 3; i++) {
        findview_game_file(LANG_EN, v, i, line, sizeof line);
        assert_string_equal(line, FILE_LINE[i]);
        findview_game_line(LANG_EN, v, i, line, sizeof line);
        assert_string_equal(line, GAME_LINE[i]);
        findview_game_players(LANG_EN, v, i, line, sizeof line);
        assert_string_equal(line, PLAYERS[i]);
    }
    assert_int_equal(findview_row(v, 1)->hit.game, 2);

    /* The empty board: every game reaches it at its start, which is said so, not "after
     * move 0" (audit 23's C6). */
    Board empty;
    board_init(&empty, BOARD_STANDARD, false);
    assert_true(findview_start(v, &empty, NULL, "tests/fixtures/find"));
    while (findview_step(v, 100, 0)) {
    }
    assert_true(v->nrows > 0);
    findview_game_line(LANG_EN, v, 0, line, sizeof line);
    assert_memory_equal(line, "At the start · ", strlen("At the start · "));

    /* After h8 alone: the diagonal answer in three games, h7 in one; picked, only its. */
    support_position(&b, "h8");
    assert_true(findview_start(v, &b, NULL, "tests/fixtures/find"));
    while (findview_step(v, 100, 0)) {
    }
    assert_int_equal(v->nnext, 2);
    findview_next_line(LANG_EN, v, 1, line, sizeof line);
    assert_string_equal(line, "h7 — 1 game");
    findview_next_results(LANG_EN, v, 1, line, sizeof line); /* its counts of 0 left out */
    assert_string_equal(line, "unfinished 1");
    int k = findview_next_at(v, support_point("h7"));
    assert_int_equal(k, 1);
    assert_int_equal(findview_next_at(v, support_point("h9")), -1);
    findview_pick(v, k);
    assert_int_equal(v->nrows, 1);
    findview_game_file(LANG_EN, v, 0, line, sizeof line);
    assert_string_equal(line, "match.sgf, game 1"); /* its game 2 is found too */
    findview_game_line(LANG_EN, v, 0, line, sizeof line);
    assert_string_equal(line, "After move 1 · unfinished");
    findview_pick(v, -1);
    assert_int_equal(v->nrows, 4);
    findview_close(v);
    assert_false(v->on);
    free(v);
}

/* Find position's list by the keys, as a player who opened it with Ctrl+P goes through
 * it: after h8, the rows are h7's and the diagonal's next moves, then four games. Down
 * first marks the first row; Up, Down, Page Up, Page Down, Home and End move the mark
 * within the list; Enter on a next move lists its games alone under its row and "Every
 * next move", which lists all again (the mark back on that move); on a game it says
 * which game to open. */
static void test_findview_keys_move_a_row_and_enter_takes_it(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "h8");
    FindView *v = calloc(1, sizeof *v);
    assert_non_null(v);
    findview_close(v);
    assert_true(findview_start(v, &b, NULL, "tests/fixtures/find"));
    assert_int_equal(v->cursor, -1);
    assert_false(findview_cursor_key(v, CTL_CMD_DOWN, 3)); /* nothing found yet */
    while (findview_step(v, 100, 0)) {
    }
    assert_int_equal(findview_list_count(v), 6);       /* 2 next moves, 4 games */
    assert_int_equal(findview_take(v, v->cursor), -1); /* Enter before any row is marked */
    assert_int_equal(v->pick, -1);
    assert_true(findview_cursor_key(v, CTL_CMD_DOWN, 3));
    assert_int_equal(v->cursor, 0);
    assert_true(findview_cursor_key(v, CTL_CMD_LAST, 3));
    assert_int_equal(v->cursor, 5);
    assert_true(findview_cursor_key(v, CTL_CMD_DOWN, 3)); /* stays on the last */
    assert_int_equal(v->cursor, 5);
    assert_true(findview_cursor_key(v, CTL_CMD_BACK, 3)); /* Page Up */
    assert_int_equal(v->cursor, 2);
    assert_true(findview_cursor_key(v, CTL_CMD_BACK, 3));
    assert_int_equal(v->cursor, 0);
    assert_true(findview_cursor_key(v, CTL_CMD_FORWARD, 3)); /* Page Down */
    assert_int_equal(v->cursor, 3);
    assert_true(findview_cursor_key(v, CTL_CMD_FIRST, 3));
    assert_true(findview_cursor_key(v, CTL_CMD_DOWN, 3));
    assert_false(findview_cursor_key(v, CTL_CMD_PLAY, 3)); /* Enter is findview_take's */
    int arg;
    assert_int_equal(findview_list_row(v, v->cursor, &arg), FIND_ROW_NEXT);
    assert_int_equal(v->next[arg].pos, support_point("h7"));
    /* Enter on h7: its row on top, "Every next move", then its one game, the mark on it:
     * in view at once, not below the other next moves. */
    assert_int_equal(findview_take(v, v->cursor), -1);
    assert_int_equal(v->pick, 1);
    assert_int_equal(findview_list_count(v), 3);
    assert_int_equal(findview_list_row(v, 0, &arg), FIND_ROW_NEXT);
    assert_int_equal(v->next[arg].pos, support_point("h7"));
    assert_int_equal(findview_list_row(v, 1, &arg), FIND_ROW_ALL);
    assert_int_equal(findview_list_row(v, 2, &arg), FIND_ROW_GAME);
    assert_int_equal(arg, 0);
    assert_string_equal(findview_row_path(v, 0), "tests/fixtures/find/match.sgf");
    assert_int_equal(v->cursor, 2);
    assert_int_equal(findview_list_index(v, FIND_ROW_NEXT, 0), -1); /* the other: not listed */
    assert_int_equal(findview_list_index(v, FIND_ROW_GAME, 0), 2);
    assert_true(findview_cursor_key(v, CTL_CMD_UP, 3));
    assert_int_equal(findview_list_row(v, v->cursor, &arg), FIND_ROW_ALL);
    assert_int_equal(findview_take(v, v->cursor), -1); /* every game again */
    assert_int_equal(v->pick, -1);
    assert_int_equal(v->cursor, 1); /* on h7 */
    assert_int_equal(findview_list_count(v), 6);
    /* The diagonal's mark on the board, then h7's: each lists its games alone; h7's
     * again, or Esc (findview_back), every next move. */
    findview_choose(v, 0);
    assert_int_equal(findview_list_count(v), 5);
    findview_choose(v, 1);
    assert_int_equal(findview_list_count(v), 3);
    assert_int_equal(findview_list_index(v, FIND_ROW_NEXT, 1), 0);
    findview_choose(v, 1);
    assert_int_equal(v->pick, -1);
    assert_int_equal(v->cursor, 1);
    findview_choose(v, 0);
    assert_true(findview_back(v));
    assert_int_equal(v->cursor, 0);
    assert_false(findview_back(v)); /* nothing chosen: Esc closes */
    /* End, Enter: the last game's row, to be opened. */
    assert_true(findview_cursor_key(v, CTL_CMD_LAST, 3));
    assert_int_equal(findview_take(v, v->cursor), 3);
    assert_string_equal(findview_row_path(v, 3), "tests/fixtures/find/more/carl.sgf");
    assert_int_equal(findview_list_index(v, FIND_ROW_GAME, 3), 5);
    assert_int_equal(findview_list_index(v, FIND_ROW_ALL, -1), -1); /* none chosen */
    findview_close(v);
    free(v);
}

/* Find position's view of folder after the moves, searched to the end. */
/* A search of folder for the position moves make, started (no file searched yet). */
static FindView *started(const char *moves, const char *folder)
{
    Board b;
    support_position(&b, moves);
    FindView *v = calloc(1, sizeof *v);
    assert_non_null(v);
    findview_close(v);
    assert_true(findview_start(v, &b, NULL, folder));
    return v;
}

static FindView *searched(const char *moves, const char *folder)
{
    FindView *v = started(moves, folder);
    while (findview_step(v, 100, 0)) {
    }
    return v;
}

/* A game whose record names neither player is "Players not named" under its file's
 * name, not "? – ?" (audit 28, C13); one name alone keeps "?" for the other. */
static void test_findview_game_without_players(void **state)
{
    const char *dir = *state;
    support_write_file(dir, "noname.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[hg];B[gg])");
    support_write_file(dir, "half.sgf", "(;FF[4]GM[4]SZ[15]PB[Ivan];B[hh];W[hg];B[gg])");
    FindView *v = searched("h8 h9", dir);
    assert_int_equal(v->nnext, 1);
    assert_int_equal(v->nrows, 2);
    char line[512];
    for (int i = 0; i < 2; i++) {
        findview_game_file(LANG_EN, v, i, line, sizeof line);
        bool named = strcmp(line, "half.sgf") == 0;
        findview_game_players(LANG_EN, v, i, line, sizeof line);
        assert_string_equal(line, named ? "Ivan – ?" : "Players not named");
        findview_game_players(LANG_RU, v, i, line, sizeof line);
        assert_null(strstr(line, "? – ?"));
    }
    findview_close(v);
    free(v);
}

/* Fix 26b, item 3 and audit 32a B7: a .renju game whose lines passed the 4095 moves a
 * review held was searched only in part; the tree grows now, so all of it is searched and
 * nothing is said skipped. */
static void test_findview_big_game_tree_searched_in_part(void **state)
{
    const char *dir = *state;
    char *data = support_big_tree(false);
    support_write_file(dir, "big.renju", data);
    free(data);
    FindView *v = searched("h8 i9 k8", dir);
    assert_true(v->f.nfound >= 1);
    assert_int_equal(v->f.nbad, 0);
    char line[512];
    findview_skipped(LANG_EN, v, line, sizeof line);
    assert_string_equal(line, "");
    findview_close(v);
    free(v);
}

/* A generated library of moves moves written as dir/name; its bytes kept in *data. */
static void write_library(const char *dir, const char *name, int moves, char **data, size_t *len)
{
    *data = library_generate(7, moves, len);
    assert_non_null(*data);
    char path[600];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *out = fopen(path, "wb");
    assert_non_null(out);
    assert_int_equal(fwrite(*data, 1, *len, out), *len);
    assert_int_equal(fclose(out), 0);
}

/* A RenLib library past a .lib's 50000 moves as a game (60,000) is searched as the opening
 * library reads it, not skipped: each of its lines that reaches h8 (all of them, every
 * line starts there) is a hit for each continuation, counted as the library's own view
 * counts them; its rows say where the line reaches the position and how; a mirrored
 * position deeper in finds the same lines, their next moves turned to the board. */
static void test_findview_big_library_searched(void **state)
{
    const char *dir = *state;
    char *data;
    size_t len;
    write_library(dir, "big.lib", 60000, &data, &len);
    Library *lib = library_load(data, len, NULL);
    assert_non_null(lib);
    FindView *v = searched("h8", dir);
    assert_int_equal(v->f.nbad, 0); /* skipped before: "too many moves" */
    assert_int_equal(v->f.libraries, 1);
    Board b;
    support_position(&b, "h8");
    LibraryMove moves[LIBRARY_SIZE * LIBRARY_SIZE];
    int n = library_find(lib, &b, moves, LIBRARY_SIZE * LIBRARY_SIZE);
    assert_true(n > 1);
    assert_int_equal(v->f.nfound, n);
    assert_int_equal(v->nnext, n);
    for (int k = 0; k < n; k++) { /* the explorer as the library view: most moves first, */
        assert_int_equal(v->next[k].pos, moves[k].pos); /* as many below (audit 28, C13) */
        assert_int_equal(v->next[k].moves, moves[k].below);
        assert_int_equal(v->next[k].library, 1);
        assert_int_equal(v->next[k].games + v->next[k].side, 0);
    }
    char line[512], want[512];
    findview_progress(LANG_EN, v, line, sizeof line);
    snprintf(want, sizeof want, "%d library lines reach this position", n);
    assert_string_equal(line, want);
    findview_next_line(LANG_EN, v, 0, line, sizeof line);
    board_format_point(moves[0].pos, want, sizeof want);
    size_t at = strlen(want);
    snprintf(want + at, sizeof want - at, " — 1 library line");
    assert_string_equal(line, want);
    for (int k = 0; k < n; k++) { /* each as many below as the library view says, 0 too */
        findview_next_results(LANG_EN, v, k, line, sizeof line);
        snprintf(want, sizeof want, "%d move%s below", moves[k].below,
                 moves[k].below == 1 ? "" : "s");
        assert_string_equal(line, want);
    }
    findview_pick(v, 0);
    assert_int_equal(v->nrows, 1);
    findview_game_file(LANG_EN, v, 0, line, sizeof line);
    assert_string_equal(line, "big.lib");
    findview_game_line(LANG_EN, v, 0, line, sizeof line);
    snprintf(want, sizeof want, "In the library after move 1 · %d moves below", moves[0].below);
    assert_string_equal(line, want);
    findview_game_players(LANG_EN, v, 0, line, sizeof line);
    assert_string_equal(line, "Line h8");
    /* Deeper and mirrored: h8, then the first continuation's answer, left to right. */
    const FindHit *first = &findview_row(v, 0)->hit;
    char deeper[64], mirrored[64];
    snprintf(deeper, sizeof deeper, "h8 ");
    board_format_point(first->next, deeper + 3, sizeof deeper - 3);
    snprintf(mirrored, sizeof mirrored, "h8 ");
    board_format_point(symmetry_point(15, TURN_MIRROR_LR, first->next), mirrored + 3,
                       sizeof mirrored - 3);
    findview_close(v);
    free(v);
    support_position(&b, mirrored);
    n = library_find(lib, &b, moves, LIBRARY_SIZE * LIBRARY_SIZE);
    v = searched(mirrored, dir);
    int lines = 0;
    for (int k = 0; k < v->nnext; k++) { /* turned back to this board: the library view's */
        int j = 0;
        while (j < n && moves[j].pos != v->next[k].pos) {
            j++;
        }
        assert_true(j < n);
        assert_int_equal(v->next[k].moves, moves[j].below);
        lines += v->next[k].library;
    }
    assert_int_equal(v->nnext, n);
    assert_int_equal(v->f.nfound, lines);
    bool turned = false; /* h8 g9's lines (this library has both), mirrored onto h8 i9 */
    for (int i = 0; i < v->f.nfound; i++) {
        const FindHit *h = &v->f.found[i].hit;
        if (h->turn == TURN_MIRROR_LR) { /* its line named as the library holds it */
            turned = true;
            assert_string_equal(h->line, deeper);
            assert_true(h->line_turned);
        }
    }
    assert_true(turned);
    for (int i = 0; i < v->nrows; i++) {
        const FindHit *h = &findview_row(v, i)->hit; /* h8 g9, h8 i7... */
        findview_game_players(LANG_EN, v, i, line, sizeof line);
        snprintf(want, sizeof want, h->line_turned ? "Line %s, turned to your board" : "Line %s",
                 h->line);
        assert_string_equal(line, want);
        assert_true(h->line_turned || strcmp(h->line, mirrored) == 0);
    }
    assert_string_not_equal(mirrored, deeper);
    bool own = false; /* and the line as this board has it ("Line h8 i9"), in any row */
    for (int i = 0; i < v->nrows; i++) {
        own = own || !findview_row(v, i)->hit.line_turned;
    }
    assert_true(own);
    findview_close(v);
    free(v);
    library_free(lib);
    /* Past a record's 4 MB (a long comment on its start): read as the library reads it. */
    size_t pad = RECORD_FILE_MAX + 2, root = 20 + 2; /* the header, the root node */
    char *big = malloc(len + pad);
    assert_non_null(big);
    memcpy(big, data, root);
    big[root - 1] = (char)(big[root - 1] | 0x08); /* the root's comment follows it */
    memset(big + root, 'a', pad - 2);
    memset(big + root + pad - 2, 0, 2);
    memcpy(big + root + pad, data + root, len - root);
    char path[600];
    snprintf(path, sizeof path, "%s/big.lib", dir);
    FILE *out = fopen(path, "wb");
    assert_non_null(out);
    assert_int_equal(fwrite(big, 1, len + pad, out), len + pad);
    assert_int_equal(fclose(out), 0);
    free(big);
    v = searched("h8", dir);
    assert_int_equal(v->f.nbad, 0); /* "larger than 4 MB" before */
    assert_int_equal(v->f.libraries, 1);
    assert_true(v->f.found_library > 1);
    findview_close(v);
    free(v);
    free(data);
}

/* The search on its own thread finds what the frames' steps find; stopped while it reads
 * a big library (Stop at once), it stops there: what it found stays, nothing waits, the
 * thread lets go by itself (ASan, TSan). */
static void test_findview_thread_and_stop_mid_library(void **state)
{
    const char *dir = *state;
    char *data;
    size_t len;
    write_library(dir, "a-big.lib", 60000, &data, &len);
    free(data);
    support_write_file(dir, "game.sgf", "(;GM[4]FF[4]SZ[15];B[hh];W[ii];B[jj])");
    FindView *stepped = searched("h8", dir);
    FindView *v = started("h8", dir);
    assert_true(findview_run(v));
    while (findview_poll(v)) {
        struct timespec pause = {0, 1000000};
        nanosleep(&pause, NULL);
    }
    assert_int_equal(v->f.done, 2);
    assert_int_equal(v->f.nfound, stepped->f.nfound);
    assert_int_equal(v->nnext, stepped->nnext);
    assert_int_equal(v->f.games, 1);
    assert_int_equal(v->f.found_library + v->f.found_games, v->f.nfound);
    /* Stopped at once: the library is still being read. */
    Board b;
    support_position(&b, "h8");
    assert_true(findview_start(v, &b, NULL, dir));
    assert_true(findview_run(v));
    findview_cancel(v);
    assert_false(v->running);
    assert_null(v->job);
    assert_false(findview_poll(v));
    assert_true(v->f.done <= 2);
    char line[256];
    findview_progress(LANG_EN, v, line, sizeof line);
    assert_non_null(strstr(line, v->cancelled ? "Stopped" : "reach"));
    findview_close(v); /* and again, running: a new search lets the last one go */
    assert_true(findview_start(v, &b, NULL, dir));
    assert_true(findview_run(v));
    findview_close(v);
    free(v);
    findview_close(stepped);
    free(stepped);
}

/* A file rewritten between the search and the opening is known changed: its hit could
 * open another line now (the window searches again); one left as it was opens. */
static void test_findview_file_changed_since_the_search(void **state)
{
    const char *dir = *state;
    support_write_file(dir, "game.sgf", "(;GM[4]FF[4]SZ[15];B[hh];W[ii];B[jj])");
    FindView *v = searched("h8 i9", dir);
    assert_int_equal(v->nrows, 1);
    assert_true(findview_row_unchanged(v, 0));
    /* The same size, another second move: the hit's ply now shows another position. */
    support_write_file(dir, "game.sgf", "(;GM[4]FF[4]SZ[15];B[hh];W[ij];B[jj])");
    assert_false(findview_row_unchanged(v, 0));
    findview_close(v);
    free(v);
    v = searched("h8 i9", dir);
    assert_int_equal(v->nrows, 0); /* searched again: it no longer reaches h8 i9 */
    findview_close(v);
    free(v);
    /* A library replaced by another of the same moves made otherwise, then removed. */
    char *data;
    size_t len;
    write_library(dir, "big.lib", 60000, &data, &len);
    free(data);
    v = searched("h8", dir);
    int row = 0;
    while (row < v->nrows && !findview_row(v, row)->hit.library) {
        row++;
    }
    assert_true(row < v->nrows);
    assert_true(findview_row_unchanged(v, row));
    char path[600];
    snprintf(path, sizeof path, "%s/big.lib", dir);
    data = library_generate(8, 60000, &len);
    FILE *out = fopen(path, "wb");
    assert_non_null(out);
    assert_int_equal(fwrite(data, 1, len, out), len);
    assert_int_equal(fclose(out), 0);
    free(data);
    assert_false(findview_row_unchanged(v, row));
    assert_int_equal(unlink(path), 0);
    assert_false(findview_row_unchanged(v, row));
    findview_close(v);
    free(v);
}

/* Side lines searched (tests/fixtures/find-lines): a .renju line and a RenLib branch
 * that reach the position from move 3, an SGF that reaches it on its own line and leaves
 * it in two variations; each hit knows its node, the progress counts games and side
 * lines, a side line's row says where it leaves its game. */
static void test_findview_side_lines(void **state)
{
    (void)state;
    FindView *v = searched(FOUND, "tests/fixtures/find-lines");
    char line[512];
    findview_progress(LANG_EN, v, line, sizeof line);
    assert_string_equal(line, "3 games reach this position, of 3 read · 4 side lines");
    assert_int_equal(v->nrows, 5);
    static const char *const FILE_LINE[] = {"study.lib", "study.renju", "var.sgf", "var.sgf",
                                            "var.sgf"};
    static const char *const GAME_LINE[] = {"After move 5 in the variation at move 3 · unfinished",
                                            "After move 5 in the variation at move 3 · unfinished",
                                            "After move 5 · Black wins — White resigned",
                                            "After move 5 in the variation at move 6 · unfinished",
                                            "After move 5 in the variation at move 6 · unfinished"};
    static const char *const NEXT[] = {"i11", "g10", "i10", "h11", "i7"};
    for (int i = 0; i < 5; i++) {
        findview_game_file(LANG_EN, v, i, line, sizeof line);
        assert_string_equal(line, FILE_LINE[i]);
        findview_game_line(LANG_EN, v, i, line, sizeof line);
        assert_string_equal(line, GAME_LINE[i]);
        assert_int_equal(findview_row(v, i)->hit.next, support_point(NEXT[i]));
        assert_true((findview_row(v, i)->hit.node >= 0) == (i != 2)); /* the game's own: -1 */
    }
    assert_int_equal(findview_row(v, 0)->hit.turn, TURN_MIRROR_LR); /* the branch's f8 */
    /* The explorer counts as the progress does: a side line is not a game. */
    char words[5][64];
    for (int k = 0; k < v->nnext; k++) {
        findview_next_line(LANG_EN, v, k, words[k], sizeof words[k]);
    }
    assert_int_equal(v->nnext, 5);
    assert_string_equal(words[0], "i7 — 1 side line");
    assert_string_equal(words[2], "i10 — 1 game");
    findview_close(v);
    free(v);
    /* tests/fixtures/find's three games going on with i10, one taken as a side line: both
     * counted on i10's row, each by its name. */
    v = searched(FOUND, "tests/fixtures/find");
    v->f.found[0].hit.variation = 3;
    findview_pick(v, -1);
    findview_next_line(LANG_EN, v, 0, line, sizeof line);
    assert_string_equal(line, "i10 — 2 games · 1 side line");
    findview_close(v);
    free(v);
}

/* A position that is its own mirror image: games that go on the same way about it name
 * one next move, however they are turned; a position reached later or never is none. */
static void test_findpos_symmetric_position_names_one_next_move(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "h8");
    FindTarget *t = malloc(sizeof *t);
    assert_non_null(t);
    findpos_target(t, &b);
    static const char *const GAMES[] = {"h8 i9", "h8 g7", "h8 g9 a1", "h8 i7"};
    FindHit hits[4];
    for (int i = 0; i < 4; i++) {
        Game *g = support_game(RULE_RENJU, GAMES[i]);
        memset(&hits[i], 0, sizeof hits[i]);
        assert_true(findpos_game(t, g, &hits[i]));
        assert_int_equal(hits[i].ply, 1);
        assert_int_equal(hits[i].next, support_point("g7"));
        free(g);
    }
    FindNext next[4];
    assert_int_equal(findpos_summary(hits, 4, next, 4), 1);
    assert_int_equal(next[0].games, 4);
    assert_int_equal(next[0].result[RESULT_NONE], 4);
    /* The game ends on the position: no next move. */
    Game *g = support_game(RULE_RENJU, "h8");
    assert_true(findpos_game(t, g, &hits[0]));
    assert_int_equal(hits[0].next, POS_NONE);
    free(g);
    /* FOUND given half a turn, in an order of its own: g6 is i10 turned back. */
    support_position(&b, FOUND);
    findpos_target(t, &b);
    g = support_game(RULE_RENJU, "h8 g7 f8 i7 h6 g6");
    assert_true(findpos_game(t, g, &hits[0]));
    assert_int_equal(hits[0].ply, 5);
    assert_int_equal(hits[0].turn, TURN_HALF);
    assert_int_equal(symmetry_point(15, hits[0].turn, support_point("g6")), hits[0].next);
    assert_int_equal(hits[0].next, support_point("i10"));
    free(g);
    g = support_game(RULE_RENJU, "h8 i9 j8 g9 h11 a1 h10");
    assert_false(findpos_game(t, g, &hits[0]));
    free(g);
    free(t);
}

/* An SGF collection: a refused game in the middle is counted with its reason (the
 * file's byte) and the games after it are searched. Asked for the games' own lines only,
 * a variation is not. */
static void test_findpos_collection_with_a_refused_game(void **state)
{
    (void)state;
    static const char DATA[] = "(;GM[4]SZ[15];B[hh];W[ig])\n"
                               "(;GM[4]SZ[15];B[hh];W[hh])\n"
                               "(;GM[4]SZ[15]PB[Ida];B[hh];W[gi];B[ab])\n";
    Board b;
    support_position(&b, "h8 i9");
    FindTarget *t = malloc(sizeof *t);
    Game *scratch = malloc(sizeof *scratch);
    assert_non_null(t);
    assert_non_null(scratch);
    findpos_target(t, &b);
    FindHit hits[4];
    FindHitsTo to = {hits, 0};
    FindRecord r;
    RecordError err;
    findpos_record(t, DATA, strlen(DATA), "match.sgf", NULL, scratch, NULL, keep_hit, &to, &r,
                   &err);
    assert_int_equal(r.games, 3);
    assert_int_equal(r.read, 2);
    assert_int_equal(r.bad, 1);
    assert_int_equal(r.hits, 2);
    assert_int_equal(err.reason, RECORD_R_REFUSED);
    assert_string_equal(err.file, "match.sgf");
    assert_int_equal(to.n, 2);
    assert_int_equal(hits[0].game, 1);
    assert_int_equal(hits[1].game, 3);
    assert_string_equal(hits[1].black, "Ida");
    /* W[gi] is g7, which half a turn or the a15-o1 mirror make i9; B[ab], a14, is o2
     * or b15 turned back: the first point, o2. */
    assert_int_equal(hits[1].next, support_point("o2"));
    /* Without a tree (lines NULL): the game's own line (h9) alone, not the variation's i9. */
    static const char LINES[] = "(;GM[4]SZ[15];B[hh](;W[hg];B[hi])(;W[ig];B[hf]))";
    to.n = 0;
    findpos_record(t, LINES, strlen(LINES), "x.sgf", NULL, scratch, NULL, keep_hit, &to, &r, NULL);
    assert_int_equal(r.hits, 0);
    free(scratch);
    free(t);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_library_view_marks_the_continuations_and_follows_the_board),
        cmocka_unit_test(test_library_view_transpositions_and_turned_boards),
        cmocka_unit_test(test_library_view_out_of_the_library_and_a_line_s_end),
        cmocka_unit_test(test_library_view_fouls_and_moves_a_click_would_not_play),
        cmocka_unit_test(test_library_view_judges_the_opening_zone_on_an_earlier_position),
        cmocka_unit_test(test_library_view_held_back_during_a_network_game),
        cmocka_unit_test(test_library_view_after_a_network_game_a_mark_is_a_click),
        cmocka_unit_test_setup_teardown(test_library_load_a_bad_file_keeps_the_library_before,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test(test_library_setting_and_keys),
        cmocka_unit_test(test_findpos_folder_two_orders_and_a_mirror),
        cmocka_unit_test_setup_teardown(test_findpos_empty_folders_and_a_loop,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_findview_skipped_file_named_once,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_findview_big_library_searched, support_temp_dir_setup,
                                        support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_findview_game_without_players, support_temp_dir_setup,
                                        support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_findview_big_game_tree_searched_in_part,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_findview_thread_and_stop_mid_library,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_findview_file_changed_since_the_search,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test(test_findview_steps_progress_stop_and_results),
        cmocka_unit_test(test_findview_keys_move_a_row_and_enter_takes_it),
        cmocka_unit_test(test_findview_side_lines),
        cmocka_unit_test(test_findpos_symmetric_position_names_one_next_move),
        cmocka_unit_test(test_findpos_collection_with_a_refused_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

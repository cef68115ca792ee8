/* Renju - MIT licence, see LICENSE.
 *
 * A problem left half solved survives a restart (study_keep.h; audit 16a, item 11): the
 * shelf and the problem open written to study-play.txt and read back give the same
 * position, the same next move of the line, the hint and the counts, and the attempt's
 * part the progress holds; the defence's answer that was due comes after the restart. A
 * file cut at any byte, of another version, or whose moves do not fit its problem is set
 * aside whole (its bytes kept) and the problem starts from its beginning; a problem no
 * longer in the collection is left out. The trainer's round comes back too, its marks and
 * Check with it (audit 19b, 4), and a file cut inside its line is set aside whole.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "study_keep.h"
#include "test_files.h"
#include "test_support.h"

/* Seed problem 1: the line h9 h6 h10 h11 k13 g9 l14 (Black plays h9, h10, k13, l14). */
static const char SEED1[] = "problem seed-1\ntitle.en a\ntitle.uk a\ntitle.ru a\ntitle.bg a\n"
                            "technique three-then-four-three\ngoal vct\nlevel 3\nto-move black\n"
                            "position b=j4,i5,h7,h8,i11,j12 w=l3,h4,f8,g8,m9,c13\n"
                            "solution h9 h6 h10 h11 k13 g9 l14\nend\n"
                            "problem defend-1\ntitle.en a\ntitle.uk a\ntitle.ru a\ntitle.bg a\n"
                            "technique defence\ngoal defend\nlevel 2\nto-move black\n"
                            "position b=f7,g7,h8,j9,i10 w=i6,h7,g8,i8,i9\nsolution f9 j5\nend\n";

typedef struct Fixture {
    SupportDataDir data; /* first: support_temp_data_dir */
    ProblemSet set;
} Fixture;

static int setup(void **state)
{
    Fixture *fx = support_temp_data_dir(sizeof *fx);
    if (!fx) {
        return -1;
    }
    char err[200];
    if (!problem_parse(SEED1, strlen(SEED1), &fx->set, err, sizeof err)) {
        return -1;
    }
    *state = fx;
    return 0;
}

static int teardown(void **state)
{
    Fixture *fx = *state;
    problem_set_free(&fx->set);
    support_temp_data_dir_free(fx);
    return 0;
}

/* Seed 1 opened afresh, its clock started: the time now. */
static int64_t begin(const Fixture *fx, ProblemPlay *pp)
{
    memset(pp, 0, sizeof *pp);
    problem_play_start(pp, &fx->set.items[0]);
    problem_play_tick(pp, 1000);
    return 1000;
}

/* The learner's move p, and the defence's answer when due. */
static void play(ProblemPlay *pp, const char *p, int64_t *now)
{
    assert_true(problem_play_move(pp, support_point(p)));
    *now += PLAY_ANSWER_MS;
    problem_play_tick(pp, *now);
}

/* pp as the window leaves it: the problem open on the shelf, written to the file. */
static void save(const Fixture *fx, ProblemPlay *pp, const ProgressAttempt *written)
{
    StudyKeep k;
    memset(&k, 0, sizeof k);
    ProblemKept now;
    problem_kept_of(pp, &now);
    assert_true(problem_shelf_keep(&k.shelf, &now));
    snprintf(k.current, sizeof k.current, "%s", pp->problem.id);
    k.written = *written;
    RecordError err = {0};
    assert_true(study_keep_save(&fx->data.sp, &k, &err));
    problem_shelf_free(&k.shelf);
}

/* The file set aside as `aside` holds want, nothing lost; then it goes. */
static void aside_holds(const Fixture *fx, const char *aside, const char *want)
{
    char kept[4096];
    support_read_file(fx->data.sp.data_dir, aside, kept, sizeof kept);
    assert_string_equal(kept, want);
    char path[STORAGE_PATH_MAX];
    assert_true(storage_join(fx->data.sp.data_dir, aside, path, sizeof path));
    assert_int_equal(unlink(path), 0);
}

/* A new window: the file read, problem i opened from the shelf. */
static StudyKeepLoad reopen(const Fixture *fx, int i, ProblemPlay *pp, StudyKeep *k, char *aside,
                            size_t cap)
{
    RecordError err = {0};
    StudyKeepLoad r = study_keep_load(&fx->data.sp, 1700000000, &fx->set, k, aside, cap, &err);
    memset(pp, 0, sizeof *pp);
    problem_shelf_take(&k->shelf, pp, &fx->set.items[i]);
    problem_play_tick(pp, 5);
    return r;
}

static void test_study_keep_three_moves_and_a_hint_survive_a_restart(void **state)
{
    Fixture *fx = *state;
    ProblemPlay pp;
    int64_t now = begin(fx, &pp);
    play(&pp, "h9", &now);
    play(&pp, "h10", &now);
    play(&pp, "k13", &now);
    assert_true(problem_play_hint(&pp)); /* the file of l14 */
    assert_int_equal(pp.state, PLAY_TO_MOVE);
    Board before = pp.board;
    ProgressAttempt written = {.counted = true, .hints = 1, .time_ms = 1200};
    save(fx, &pp, &written);
    problem_play_free(&pp);

    ProblemPlay back;
    StudyKeep k;
    char aside[256];
    assert_int_equal(reopen(fx, 0, &back, &k, aside, sizeof aside), STUDY_KEEP_LOADED);
    assert_string_equal(k.current, "seed-1");
    assert_true(k.written.counted);
    assert_int_equal(k.written.hints, 1);
    assert_int_equal(k.written.time_ms, 1200);
    /* The same position: h9 h6 h10 h11 k13 g9 on the board, Black to move. */
    assert_int_equal(back.board.hash, before.hash);
    assert_int_equal(back.board.ply - back.start.ply, 6);
    assert_int_equal(board_at(&back.board, support_point("g9")), STONE_WHITE);
    assert_int_equal(board_at(&back.board, support_point("k13")), STONE_BLACK);
    assert_int_equal(back.board.to_move, STONE_BLACK);
    assert_int_equal(back.state, PLAY_TO_MOVE);
    assert_int_equal(back.hint, 1);
    assert_int_equal(back.hint_file, support_point("l14"));
    assert_int_equal(back.hints, 1);
    assert_true(back.moved);
    assert_int_equal(problem_play_number(&back, support_point("k13")), 5);
    /* The same next move: l14 solves it. */
    assert_int_equal(back.line[back.at], support_point("l14"));
    assert_true(problem_play_move(&back, support_point("l14")));
    assert_int_equal(back.state, PLAY_SOLVED);
    problem_play_free(&back);
    problem_shelf_free(&k.shelf);
}

/* Audit 33b, C3: the solution shown (apart from the hints) survives a restart, and a file
 * written before the field (no " shows") is still read, as none shown. */
static void test_study_keep_the_solution_shown_survives_a_restart(void **state)
{
    Fixture *fx = *state;
    ProblemPlay pp;
    int64_t now = begin(fx, &pp);
    play(&pp, "h9", &now);
    problem_play_show(&pp);
    ProgressAttempt written = {.counted = true, .shows = 1, .time_ms = 700};
    save(fx, &pp, &written);
    problem_play_free(&pp);
    char text[4096];
    support_read_file(fx->data.sp.data_dir, STUDY_KEEP_FILE, text, sizeof text);
    assert_non_null(strstr(text, " hints 0 flags 7 time "));
    assert_non_null(strstr(text, " shows 1\ncurrent seed-1 "));
    assert_non_null(strstr(text, "current seed-1 counted 1 wrong 0 hints 0 time 700 shows 1\n"));
    ProblemPlay back;
    StudyKeep k;
    char aside[256];
    assert_int_equal(reopen(fx, 0, &back, &k, aside, sizeof aside), STUDY_KEEP_LOADED);
    assert_int_equal(back.shows, 1);
    assert_int_equal(back.hints, 0);
    assert_int_equal(k.written.shows, 1);
    problem_play_free(&back);
    problem_shelf_free(&k.shelf);
    /* Yesterday's file: the same lines without " shows". */
    const char *old = "renju-study-play 3\n"
                      "problem seed-1 moves h9,h6 line h9,h6,h10,h11,k13,g9,l14 at 2 state 0 "
                      "msg 0 hint 0 file - point - wrong 0 hints 1 flags 1 time 900\n"
                      "current seed-1 counted 1 wrong 0 hints 1 time 900\n"
                      "end\n";
    StudyKeep o;
    assert_true(study_keep_parse(old, strlen(old), &fx->set, &o, NULL));
    assert_int_equal(o.shelf.n, 1);
    assert_int_equal(o.shelf.items[0].shows, 0);
    assert_int_equal(o.shelf.items[0].hints, 1);
    assert_int_equal(o.written.shows, 0);
    assert_int_equal(o.written.hints, 1);
    problem_shelf_free(&o.shelf);
}

/* Closed while the defence's answer was due: it comes after the restart. */
static void test_study_keep_a_due_answer_comes_after_a_restart(void **state)
{
    Fixture *fx = *state;
    ProblemPlay pp;
    memset(&pp, 0, sizeof pp);
    problem_play_start(&pp, &fx->set.items[0]);
    problem_play_tick(&pp, 1000);
    assert_true(problem_play_move(&pp, support_point("h9")));
    assert_int_equal(pp.state, PLAY_ANSWERING);
    ProgressAttempt none = {0};
    save(fx, &pp, &none);
    ProblemPlay back;
    StudyKeep k;
    char aside[256];
    assert_int_equal(reopen(fx, 0, &back, &k, aside, sizeof aside), STUDY_KEEP_LOADED);
    problem_play_tick(&back, 5 + PLAY_ANSWER_MS);
    assert_int_equal(back.state, PLAY_TO_MOVE);
    assert_int_equal(board_at(&back.board, support_point("h6")), STONE_WHITE);
    assert_int_equal(back.line[back.at], support_point("h10"));
    problem_play_free(&back);
    problem_shelf_free(&k.shelf);
}

/* The file cut at every byte: never a crash, never a half-restored problem; set aside
 * (its bytes kept) unless empty, and the problem starts from its beginning. */
static void test_study_keep_a_cut_file_starts_the_problem_over(void **state)
{
    Fixture *fx = *state;
    ProblemPlay pp;
    int64_t now = begin(fx, &pp);
    play(&pp, "h9", &now);
    play(&pp, "h10", &now);
    ProgressAttempt written = {.counted = true, .time_ms = 900};
    save(fx, &pp, &written);
    problem_play_free(&pp);
    char whole[4096];
    support_read_file(fx->data.sp.data_dir, STUDY_KEEP_FILE, whole, sizeof whole);
    size_t len = strlen(whole);
    assert_true(len > 40);
    for (size_t cut = 0; cut < len; cut++) {
        char part[4096];
        memcpy(part, whole, cut);
        part[cut] = '\0';
        support_write_file(fx->data.sp.data_dir, STUDY_KEEP_FILE, part);
        ProblemPlay back;
        StudyKeep k;
        char aside[256];
        StudyKeepLoad r = reopen(fx, 0, &back, &k, aside, sizeof aside);
        assert_int_equal(r, cut == 0 ? STUDY_KEEP_NONE : STUDY_KEEP_SET_ASIDE);
        assert_int_equal(k.shelf.n, 0);
        assert_string_equal(k.current, "");
        assert_int_equal(back.board.ply, back.start.ply); /* from its beginning */
        assert_int_equal(back.at, 0);
        if (r == STUDY_KEEP_SET_ASIDE) {
            aside_holds(fx, aside, part);
        }
        problem_play_free(&back);
        problem_shelf_free(&k.shelf);
    }
}

/* Audit 30: a problem half solved with a right move taken back (U) keeps that across a
 * restart: the position after the take-back, and its solve is still not clean (no tick, no
 * rating win). The file says so in its flags (16). */
static void test_study_keep_a_take_back_survives_a_restart(void **state)
{
    Fixture *fx = *state;
    ProblemPlay pp;
    int64_t now = begin(fx, &pp);
    play(&pp, "h9", &now);
    play(&pp, "h10", &now);
    assert_true(problem_play_undo(&pp)); /* h10 and h11 taken back: h9 h6 stay */
    assert_true(pp.retracted);
    ProgressAttempt written = {.counted = true, .time_ms = 900};
    save(fx, &pp, &written);
    char text[1024];
    support_read_file(fx->data.sp.data_dir, STUDY_KEEP_FILE, text, sizeof text);
    assert_non_null(strstr(text, "renju-study-play 3\nproblem seed-1 moves h9,h6 "));
    assert_non_null(strstr(text, " flags 17 "));
    problem_play_free(&pp);

    ProblemPlay back;
    StudyKeep k;
    char aside[256];
    assert_int_equal(reopen(fx, 0, &back, &k, aside, sizeof aside), STUDY_KEEP_LOADED);
    assert_int_equal(back.board.ply - back.start.ply, 2);
    assert_int_equal(board_at(&back.board, support_point("h9")), STONE_BLACK);
    assert_int_equal(board_at(&back.board, support_point("h6")), STONE_WHITE);
    assert_int_equal(board_at(&back.board, support_point("h10")), STONE_EMPTY);
    assert_true(back.retracted);
    assert_int_equal(back.state, PLAY_TO_MOVE);
    assert_int_equal(back.msg, PLAY_MSG_NONE); /* "taken back" was of that moment */
    play(&back, "h10", &now);
    play(&back, "k13", &now);
    play(&back, "l14", &now);
    assert_int_equal(back.state, PLAY_SOLVED);
    assert_int_equal(back.msg, PLAY_MSG_SOLVED_TOOK_BACK);
    assert_false(problem_play_clean(&back));
    assert_int_equal(problem_play_result(&back), PLAY_RESULT_NONE);
    problem_play_free(&back);
    problem_shelf_free(&k.shelf);
}

/* Another version, moves that do not fit the problem (an occupied point, a move off the
 * line, a solved attack short of its end, a defence's non-answer): set aside whole. */
static void test_study_keep_a_file_that_does_not_fit_is_set_aside(void **state)
{
    Fixture *fx = *state;
    static const char *const BAD[] = {
        "renju-study-play 4\nend\n",
        "renju-study-play 1\nproblem seed-1 moves h8 line h8 at 1 state 0 msg 0 hint 0 file - "
        "point - wrong 0 hints 0 flags 1 time 0\nend\n",
        "renju-study-play 1\nproblem seed-1 moves h9,h6 line h9,h5,h10 at 2 state 0 msg 0 hint 0 "
        "file - point - wrong 0 hints 0 flags 1 time 0\nend\n",
        "renju-study-play 1\nproblem seed-1 moves h9,h6 line h9,h6,h10 at 2 state 3 msg 3 hint 0 "
        "file - point - wrong 0 hints 0 flags 1 time 0\nend\n",
        "renju-study-play 1\nproblem defend-1 moves a1 line f9,j5 at 0 state 3 msg 3 hint 0 "
        "file - point - wrong 0 hints 0 flags 1 time 0\nend\n",
        "renju-study-play 1\nproblem seed-1 moves - line h9 at 0 state 0 msg 0 hint 2 file h9 "
        "point - wrong 0 hints 0 flags 1 time 0\nend\n",
        "renju-study-play 1\nproblem seed-1 moves - line z99 at 0 state 0 msg 0 hint 0 file - "
        "point - wrong 0 hints 0 flags 1 time 0\nend\n",
        "renju-study-play 1\nend\nend\n",
    };
    RecordError err = {0};
    assert_true(storage_make_dirs(fx->data.sp.data_dir, &err));
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        support_write_file(fx->data.sp.data_dir, STUDY_KEEP_FILE, BAD[i]);
        ProblemPlay back;
        StudyKeep k;
        char aside[256];
        assert_int_equal(reopen(fx, 0, &back, &k, aside, sizeof aside), STUDY_KEEP_SET_ASIDE);
        assert_int_equal(back.board.ply, back.start.ply);
        aside_holds(fx, aside, BAD[i]);
        problem_play_free(&back);
        problem_shelf_free(&k.shelf);
    }
    /* A solved defence (its answer j5) and a problem gone from the collection: read. */
    support_write_file(fx->data.sp.data_dir, STUDY_KEEP_FILE,
                       "renju-study-play 1\nproblem gone-7 moves h9 line h9 at 1 state 0 msg 0 "
                       "hint 0 file - point - wrong 0 hints 0 flags 1 time 0\n"
                       "problem defend-1 moves j5 line f9,j5 at 0 state 3 msg 3 hint 0 "
                       "file - point - wrong 2 hints 0 flags 1 time 4000\nend\n");
    ProblemPlay back;
    StudyKeep k;
    char aside[256];
    assert_int_equal(reopen(fx, 1, &back, &k, aside, sizeof aside), STUDY_KEEP_LOADED);
    assert_int_equal(k.shelf.n, 1);
    assert_int_equal(back.state, PLAY_SOLVED);
    assert_int_equal(board_at(&back.board, support_point("j5")), STONE_BLACK);
    assert_int_equal(back.wrong_moves, 2);
    problem_play_free(&back);
    problem_shelf_free(&k.shelf);
}

/* A refuted move is kept taken back: the position before it, the learner to move. */
static void test_study_keep_a_refuted_move_is_kept_taken_back(void **state)
{
    Fixture *fx = *state;
    ProblemPlay pp;
    int64_t now = begin(fx, &pp);
    play(&pp, "h9", &now);
    /* As the judge leaves a wrong move: on the board, refuted. */
    assert_true(board_play(&pp.board, support_point("a1")));
    pp.state = PLAY_REFUTED;
    pp.msg = PLAY_MSG_WRONG;
    pp.wrong = support_point("a1");
    pp.wrong_moves = 1;
    pp.verdict.kind = PROBLEM_MOVE_ESCAPES;
    ProgressAttempt written = {.counted = true, .wrong = 1};
    save(fx, &pp, &written);
    ProblemPlay back;
    StudyKeep k;
    char aside[256];
    assert_int_equal(reopen(fx, 0, &back, &k, aside, sizeof aside), STUDY_KEEP_LOADED);
    assert_int_equal(back.state, PLAY_TO_MOVE);
    assert_int_equal(board_at(&back.board, support_point("a1")), STONE_EMPTY);
    assert_int_equal(back.line[back.at], support_point("h10"));
    assert_int_equal(back.wrong_moves, 1);
    problem_play_free(&pp);
    problem_play_free(&back);
    problem_shelf_free(&k.shelf);
}

/* The trainer's round as it was left: h8 and k8 marked on a double-three position, not
 * yet checked; after Check, checked. A file cut anywhere in it is set aside whole. */
static void test_study_keep_the_trainer_round_survives_a_restart(void **state)
{
    Fixture *fx = *state;
    renju_init(); /* the rules' tables */
    static StudyKeep k, back;
    memset(&k, 0, sizeof k);
    Board b;
    support_position(&b, "b=i8,j8,h9,h10 w=a1,c1,e1,g1");
    uint64_t seed = 3;
    assert_true(trainer_round_from(TRAINER_DOUBLE_THREE, &b, 1, &seed, &k.round));
    assert_true(trainer_toggle(&k.round, support_point("h8")));
    assert_true(trainer_toggle(&k.round, support_point("k8")));
    k.has_round = true;
    RecordError err = {0};
    for (int checked = 0; checked < 2; checked++) {
        if (checked) {
            TrainerScore score;
            trainer_check(&k.round, &score);
            assert_int_equal(score.percent, 50); /* h8 found, k8 a false alarm */
        }
        assert_true(study_keep_save(&fx->data.sp, &k, &err));
        char aside[256];
        assert_int_equal(
            study_keep_load(&fx->data.sp, 1700000000, &fx->set, &back, aside, sizeof aside, &err),
            STUDY_KEEP_LOADED);
        assert_true(back.has_round);
        assert_int_equal(back.round.level, TRAINER_DOUBLE_THREE);
        assert_int_equal(back.round.nmarked, 2);
        assert_int_equal(back.round.marked[0], support_point("h8"));
        assert_int_equal(back.round.marked[1], support_point("k8"));
        assert_int_equal(back.round.checked, checked == 1);
        assert_int_equal(back.round.nanswer, 1);
        assert_int_equal(board_at(&back.round.board, support_point("h10")), STONE_BLACK);
        assert_int_equal(trainer_point(&back.round, support_point("k8")), TRAINER_FALSE_ALARM);
        problem_shelf_free(&back.shelf);
    }
    char whole[2048];
    support_read_file(fx->data.sp.data_dir, STUDY_KEEP_FILE, whole, sizeof whole);
    const char *line = strstr(whole, "\ntrainer double-three ");
    assert_non_null(line);
    for (size_t cut = (size_t)(line - whole) + 2; cut < strlen(whole); cut += 7) {
        char part[2048];
        memcpy(part, whole, cut);
        part[cut] = '\0';
        support_write_file(fx->data.sp.data_dir, STUDY_KEEP_FILE, part);
        char aside[256];
        assert_int_equal(
            study_keep_load(&fx->data.sp, 1700000000, &fx->set, &back, aside, sizeof aside, &err),
            STUDY_KEEP_SET_ASIDE);
        assert_false(back.has_round);
        aside_holds(fx, aside, part);
    }
    /* A mark on a stone: set aside, not read in part. */
    support_write_file(fx->data.sp.data_dir, STUDY_KEEP_FILE,
                       "renju-study-play 2\ntrainer double-three b=i8,j8,h9,h10 w=a1,c1,e1,g1 "
                       "marked h9 checked 0\nend\n");
    char aside[256];
    assert_int_equal(
        study_keep_load(&fx->data.sp, 1700000000, &fx->set, &back, aside, sizeof aside, &err),
        STUDY_KEEP_SET_ASIDE);
    assert_false(back.has_round);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_study_keep_three_moves_and_a_hint_survive_a_restart,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_study_keep_a_take_back_survives_a_restart, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_study_keep_the_solution_shown_survives_a_restart,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_study_keep_a_due_answer_comes_after_a_restart, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_study_keep_a_cut_file_starts_the_problem_over, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_study_keep_a_file_that_does_not_fit_is_set_aside,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_study_keep_the_trainer_round_survives_a_restart, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_study_keep_a_refuted_move_is_kept_taken_back, setup,
                                        teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

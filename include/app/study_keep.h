/* Renju - MIT licence, see LICENSE.
 *
 * The problems a learner left half-solved, kept across a restart (or a crash): the
 * shelf of problem_play.h (each problem visited as it was left: its moves, the line
 * followed, the hint, the counts, the time) and the problem open with what of its attempt
 * the progress holds already (progress.h's ProgressAttempt, so a resumed attempt counts
 * once). $XDG_DATA_HOME/renju/study-play.txt, written whole and atomically
 * (record_write_atomic) when the problem changes:
 *
 *   renju-study-play 3
 *   problem seed-1-four-three moves f3,f4 line f3,f4,g5 at 2 state 0 msg 2 hint 0
 *     file - point - wrong 0 hints 0 flags 1 time 8120 shows 1    (one line in the file)
 *   current seed-1-four-three counted 1 wrong 0 hints 0 time 8000 shows 1
 *   trainer double-three b=i8,j8,h9,h10 w=a1,c1,e1,g1 marked h8 checked 0
 *   end
 *
 * The trainer's round on the board, its marks and Check (trainer_round_format; the first
 * line said 2 since it came, 3 since the flag 16; 1 and 2 are read as well). flags: 1 a move
 * was played, 2 the solution shown, 4 helped, 8 a wrong move in the attempt, 16 a right move
 * taken back (problem_play_undo: the solution will not be clean). " shows 1" (the solution shown in
 * the attempt, apart from its hints) is left out when 0: files before it are read as 0. A refuted
 * move is kept taken back (problem_kept_settle). The file is read strictly: a damaged, cut or older
 * file, or one whose moves do not fit its problem (problem_kept_valid), is set aside
 * (storage_set_aside) with a message and the problems start from their beginning; never a
 * crash. A problem no longer in the collection is left out. SDL-free.
 */
#ifndef RENJU_STUDY_KEEP_H
#define RENJU_STUDY_KEEP_H

#include <time.h>

#include "problem_play.h"
#include "progress.h"
#include "storage.h"
#include "trainer.h"

#define STUDY_KEEP_FILE "study-play.txt"

typedef struct StudyKeep {
    ProblemShelf shelf;           /* the problems, each as it was left (problem_shelf_free) */
    char current[PROBLEM_ID_MAX]; /* the problem open ("" none) */
    ProgressAttempt written;      /* what of its attempt the progress holds */
    bool has_round;               /* the trainer's round, as it was left */
    TrainerRound round;
} StudyKeep;

/* The file's text for sh (current's entry being the problem open, "" none) into buf;
 * returns its length, 0 when it does not fit. Entries are settled (problem_kept_settle). */
size_t study_keep_format(const StudyKeep *k, char *buf, size_t cap);
/* Parses text against the collection set into *out (emptied first; free its shelf). False
 * (out empty, the line in *bad_line) when any line is damaged, the file is cut short (no
 * "end") or an entry does not fit its problem. */
bool study_keep_parse(const char *text, size_t len, const ProblemSet *set, StudyKeep *out,
                      int *bad_line);

typedef enum StudyKeepLoad {
    STUDY_KEEP_LOADED = 0, /* *out holds the problems as they were left */
    STUDY_KEEP_NONE,       /* none kept (or an empty file): *out is empty */
    STUDY_KEEP_SET_ASIDE,  /* unreadable: set aside as `aside` (why in err); *out empty */
    STUDY_KEEP_BAD         /* unreadable and could not be set aside: *out empty, and the
                            * caller must not save over it */
} StudyKeepLoad;

StudyKeepLoad study_keep_load(const StoragePaths *sp, time_t now, const ProblemSet *set,
                              StudyKeep *out, char *aside, size_t asidecap, RecordError *err);
/* Writes k atomically (creating the directory). */
bool study_keep_save(const StoragePaths *sp, const StudyKeep *k, RecordError *err);

#endif

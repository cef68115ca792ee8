/* Renju - MIT licence, see LICENSE.
 *
 * The learner's progress in study mode: per problem, whether it was solved, how many
 * attempts and wrong moves it took, the time spent and the hints asked for; per trainer
 * level, the rounds played, the perfect ones, the best and the last score. Kept in
 * $XDG_DATA_HOME/renju/study-progress.txt (default ~/.local/share/renju), a text file
 * written atomically (record_write_atomic) after every change:
 *
 *   renju-progress 1
 *   problem seed-1-three-then-four-three solved 1 tries 2 wrong 3 hints 1 time 84210
 *   problem seed-2-four-three solved 2 tries 1 wrong 0 hints 2 time 30500
 *   trainer double-three rounds 4 perfect 2 best 100 last 75
 *   rating 1523.41 rd 187.20 volatility 0.059998 games 5
 *
 * "solved" is 1 for a problem solved cleanly (no wrong move, no help), 2 for one solved
 * only with help (a hint named the move, or the solution was shown), after a wrong move or
 * after a right move taken back (problem_play_undo),
 * 0 for none yet (files before "2" read the same). " rated 1" ends the line of a problem
 * whose result moved the rating though the line shows none (help, no move, unsolved), and
 * " rated 0" one solved or failed without it (a solve after a right move taken back; files
 * before it read such a line as rated): a problem is rated once, its first result, as a
 * puzzle site rates a puzzle once. The rating line
 * (rating.h: the learner's Glicko-2 rating, the problems rated) is written once a problem has been
 * rated; a file without one (older files) starts at 1500. A file that cannot be read is set aside
 * (storage_set_aside) with a message, never replaced while in place and never a crash; its lines
 * that can be read go on (a damaged line loses only itself), else the progress starts empty.
 * SDL-free.
 */
#ifndef RENJU_PROGRESS_H
#define RENJU_PROGRESS_H

#include <stdint.h>

#include "i18n.h"
#include "problem.h"
#include "problem_play.h"
#include "rating.h"
#include "storage.h"
#include "trainer.h"

#define PROGRESS_FILE "study-progress.txt"
#define PROGRESS_MAX_PROBLEMS 1024

typedef struct ProgressProblem {
    char id[PROBLEM_ID_MAX];
    bool solved; /* unaided, at least once */
    bool helped; /* solved, but not cleanly: with help, after a wrong move or a move taken
                  * back (the tick waits for a clean solution) */
    bool rated;  /* its result moved the rating: it never does again */
    int tries;   /* attempts with at least one move */
    int wrong;   /* wrong moves over all attempts */
    int hints;
    int64_t time_ms; /* time spent over all attempts */
} ProgressProblem;

typedef struct ProgressTrainer {
    int rounds;
    int perfect;
    int best; /* percent */
    int last;
} ProgressTrainer;

typedef struct Progress {
    int n;
    ProgressProblem problems[PROGRESS_MAX_PROBLEMS];
    ProgressTrainer trainer[TRAINER_LEVEL_COUNT];
    Rating rating; /* the learner's, when games > 0 (else rating_start()) */
    int games;     /* problems rated */
} Progress;

/* The problems rated in one study session (a window's study mode, from its first opening
 * until the window closes), and the last rating change, for the panel. */
typedef struct ProgressSession {
    int n;
    char ids[PROGRESS_MAX_PROBLEMS][PROBLEM_ID_MAX];
    int nseen; /* the problems opened, for "At my level" to move on */
    char seen[PROGRESS_MAX_PROBLEMS][PROBLEM_ID_MAX];
    bool changed; /* a problem was rated: change is its effect */
    int change;   /* the shown rating after it less the shown rating before */
} ProgressSession;

/* Parses the file's text into *out (emptied first). False with "line N: reason" in err
 * and N in *bad_line (may be NULL) for the first damaged line; *out then holds every
 * other line (a damaged line loses only itself), or nothing when the text is no progress
 * file (its first line). */
bool progress_parse(const char *text, size_t len, Progress *out, char *err, size_t errcap,
                    int *bad_line);
/* Nothing in it: no problem, no trainer level, no rating. */
bool progress_is_empty(const Progress *p);
/* The file's text into buf (cut short when cap is too small); returns its length. */
size_t progress_format(const Progress *p, char *buf, size_t cap);

/* The entry of problem id, or NULL. */
const ProgressProblem *progress_find(const Progress *p, const char *id);
/* Where a learner starts: the index of the first problem of set (ordered easiest first,
 * problem_set_order) not yet solved unaided; 0 when every one is (or the set is empty). */
int progress_first_unsolved(const Progress *p, const ProblemSet *set);
/* Where study mode opens: the problem whose id is id (the one open when the window last
 * left, settings.h's study_problem), else progress_first_unsolved. */
int progress_open_at(const Progress *p, const ProblemSet *set, const char *id);
/* The same within one level (0: every level): the level's first problem not solved
 * unaided, else its first; -1 when set has none of that level. */
int progress_first_unsolved_at(const Progress *p, const ProblemSet *set, int level);

/* The study's list as the learner chose it: every level (level 0, technique ""), one
 * level (1..5), one user's set (technique its key, Problem.set: "@club2"), or one
 * technique (technique an id of problem.h's `technique`: its
 * problems of every level; level is then not used), as lichess's puzzle themes. */
typedef struct ProgressList {
    int level;
    char technique[PROBLEM_ID_MAX];
} ProgressList;
/* Does list l show problem p? */
bool progress_list_shows(const ProgressList *l, const Problem *p);
/* The indices into set of the problems l shows, in the list's order, into out (at most
 * cap); returns how many. A level's list, and every level's, keep the set's order (the
 * path, problem_set_order); a technique's goes easiest first, by level, the set's order
 * within a level, so that its numbers rise ("2.4, 2.17, 3.2"). */
int progress_list_items(const ProgressList *l, const ProblemSet *set, int *out, int cap);
/* The problem after (step 1) or before (-1) set's problem current in l's order, -1 at the
 * list's end (PgDn stops there, as at a level's last problem); from a problem l does not
 * show (At my level opened it), the nearest of l's after or before its place. */
int progress_list_step(const ProgressList *l, const ProblemSet *set, int current, int step);
/* l's first problem in its order not solved unaided, else its first; -1 when l shows
 * none. */
int progress_list_first_unsolved(const Progress *p, const ProblemSet *set, const ProgressList *l);
/* How many problems l shows (into *shown) and how many of them are ticked (solved
 * unaided; returned). */
int progress_list_solved(const Progress *p, const ProblemSet *set, const ProgressList *l,
                         int *shown);
/* The user's sets (Problem.set), then the techniques of set, each in the order the path
 * meets them (the first problem of each):
 * the technique after (step 1) or before (-1) now, "" (every technique: the list of
 * levels) after the last and before the first, and from "" the first (step 1) or the last
 * (-1); a now that set has none of counts as "". */
const char *progress_list_technique(const ProblemSet *set, const char *now, int step);

/* How an attempt ended. */
typedef enum ProgressOutcome {
    PROGRESS_UNSOLVED = 0,
    PROGRESS_SOLVED,       /* cleanly: no wrong move, no help (problem_play_clean) */
    PROGRESS_SOLVED_HELPED /* after a hint named the move, the solution shown, a wrong move or
                            * a right move taken back */
} ProgressOutcome;

/* Adds an attempt at problem id: how it ended, wrong moves, hints and time. False when
 * the table is full. */
bool progress_add_attempt(Progress *p, const char *id, ProgressOutcome outcome, int wrong,
                          int hints, int64_t time_ms);
/* What of an attempt under way the progress holds already (all zero: nothing yet). */
typedef struct ProgressAttempt {
    bool counted; /* its try is counted */
    int wrong;
    int hints;
    int64_t time_ms;
} ProgressAttempt;
/* The attempt under way as the study card tells it: a move played, the solution shown
 * (before it was solved), over (the attempt saved: it adds nothing more), its wrong
 * moves, hints and time so far. */
typedef struct ProgressNow {
    bool moved;
    bool shown;
    bool over;
    int wrong;
    int hints;
    int64_t time_ms;
    int carried; /* the moves of an earlier try the board holds (left, then come back to) */
} ProgressNow;
/* The study card's line on the attempt under way (now), which Restart begins afresh, in
 * lang: "Not tried yet.", "This try: no move played yet." (tried before; "A new try from
 * the 2 moves on the board: ..." when it goes on from an earlier try's), "1 hint taken,
 * no move played yet." (with an earlier try's moves: "no move added to those on the board
 * yet"), "This try: you saw the solution before playing a move." or "This try: wrong
 * moves 1 · time 0:40" (with the hints when any were taken); e is the problem's entry
 * (NULL: none), *written what of the attempt e holds already. Returns its length. */
size_t progress_card_line(Lang lang, const ProgressProblem *e, const ProgressAttempt *written,
                          const ProgressNow *now, char *buf, size_t cap);
/* The problem's totals over every try, this one's so far included, when it was tried
 * before this attempt: "In all: 2 tries · wrong moves 1 · hints 2 · time 1:05" (hints
 * when any). False (buf empty) when this try is the first. */
bool progress_card_totals(Lang lang, const ProgressProblem *e, const ProgressAttempt *written,
                          const ProgressNow *now, char *buf, size_t cap);

/* Brings problem id's entry up to the attempt under way (how it stands, its wrong moves,
 * hints and time so far), adding only what *written does not hold yet, and updates
 * *written: the try counts once however often the attempt is written (as it goes on, so
 * that a window killed mid-attempt loses none of it). False when the table is full. */
bool progress_attempt_update(Progress *p, const char *id, ProgressAttempt *written,
                             ProgressOutcome outcome, int wrong, int hints, int64_t time_ms);
/* The learner's rating (rating_start() before the first problem rated). */
Rating progress_rating(const Progress *p);
/* Was problem id rated in session s? */
bool progress_session_rated(const ProgressSession *s, const char *id);
/* Problem id was opened in session s. */
void progress_session_saw(ProgressSession *s, const char *id);
/* Would a result at problem id move the rating? Only its first result: not when it was
 * rated in s, nor ever again once the progress has it rated (or solved): a replay of a
 * problem whose answer the learner has seen is no test, as a puzzle site's replay changes
 * no rating (a failure then a clean solve after a restart would earn points back). */
bool progress_rates(const Progress *p, const ProgressSession *s, const char *id);
/* What the study card says of a problem's rating (audit 31b, A2: after a right move taken
 * back and a solve, it said the rating had counted a first try it never counted). */
typedef enum ProgressSays {
    PROGRESS_SAYS_NOTHING = 0,   /* it still rates: nothing to say yet */
    PROGRESS_SAYS_RATED_NOW,     /* this attempt moved the rating (by the session's change) */
    PROGRESS_SAYS_RATED_BEFORE,  /* an earlier attempt did: this one changes nothing */
    PROGRESS_SAYS_UNRATED_NOW,   /* this attempt solved it, not cleanly, unrated: it rates
                                  * no more */
    PROGRESS_SAYS_UNRATED_BEFORE /* solved before, not cleanly, never rated: it rates no more */
} ProgressSays;

/* What to say of problem id's rating: rated_now when this attempt moved it, rated_at_start
 * when the problem still rated as the attempt began. */
ProgressSays progress_says(const Progress *p, const ProgressSession *s, const char *id,
                           bool rated_now, bool rated_at_start);
/* The learner's result at problem prob is known (win: solved unaided; a loss: a wrong
 * move, a hint that named the move, the solution shown): the rating moves
 * (rating_after_problem) and the problem counts as rated in s, unless progress_rates says
 * no (then nothing changes and false). */
bool progress_rate(Progress *p, ProgressSession *s, const Problem *prob, bool win);
/* The attempt pp, as it stands, rates (progress_rate) when it says something new of the
 * learner (problem_play_result: an attempt kept from an earlier session, opened again,
 * says nothing until the learner moves or asks for help); true when the rating moved. */
bool progress_rate_play(Progress *p, ProgressSession *s, const ProblemPlay *pp);
/* "Next at my level": the problem of set nearest the learner's rating (rating_problem),
 * other than current: first among those neither solved unaided nor opened in s, then among
 * those not opened in s, then those not rated in s, then any; ties go to the earlier one.
 * Within l when l is a technique's list (NULL, a level's or every level's: every problem, the
 * rating choosing the level), its problems not solved unaided coming first however often
 * opened. -1 when there is no other. */
int progress_pick_near(const Progress *p, const ProgressSession *s, const ProblemSet *set,
                       int current, const ProgressList *l);
/* Adds a trainer round's score. */
void progress_add_round(Progress *p, TrainerLevel level, int percent);

typedef enum ProgressLoad {
    PROGRESS_LOADED = 0, /* *out holds the saved progress */
    PROGRESS_NONE,       /* none saved yet: *out is empty */
    PROGRESS_SET_ASIDE,  /* unreadable: set aside as `aside` (why in err); *out holds its
                          * lines that could be read (a damaged line loses only itself),
                          * already written back as the new file */
    PROGRESS_BAD         /* unreadable and could not be set aside (err says why): *out is
                          * empty, and the caller must not save over the file */
} ProgressLoad;

/* Reads the progress file. */
ProgressLoad progress_load(const StoragePaths *sp, time_t now, Progress *out, char *aside,
                           size_t asidecap, RecordError *err);
/* Writes it atomically (creating the directory). */
bool progress_save(const StoragePaths *sp, const Progress *p, RecordError *err);

/* Two windows study at once, each with the progress it read (base) and its own additions
 * since (mine); disk is the file as it is now. Into *out (not one of the three): every
 * problem and level of disk and mine; solved marks joined (a tick beats "with help");
 * counts (tries, wrong moves, hints, time, rounds, perfect ones) are disk's plus what mine
 * added to base, never less than disk's; the best score is the higher one, the last
 * score mine's when mine played a round since base (the later one), else disk's; the
 * rating disk's moved by what mine's moved since base (games added up, the smaller RD when
 * both rated, mine's volatility), or disk's when mine rated nothing since base. */
void progress_merge(const Progress *base, const Progress *mine, const Progress *disk,
                    Progress *out);
/* How progress_sync went. */
typedef enum ProgressSync {
    PROGRESS_SAVED = 0,
    PROGRESS_SAVED_SET_ASIDE, /* the file had grown unreadable: set aside as `aside` (why in
                               * err), then mine written merged with its good lines */
    PROGRESS_NOT_SAVED,       /* the write failed (err): the file is as it was */
    PROGRESS_LEFT_ALONE       /* unreadable and could not be set aside (err): nothing written,
                               * and the caller must not save over it */
} ProgressSync;

/* Saves mine merged (progress_merge) with the file as it is now, so that another window's
 * progress saved since base was read is kept; once written, base and mine both hold what
 * was written (else they are as they were). */
ProgressSync progress_sync(const StoragePaths *sp, time_t now, Progress *base, Progress *mine,
                           char *aside, size_t asidecap, RecordError *err);

#endif

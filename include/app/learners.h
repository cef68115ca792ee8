/* Renju - MIT licence, see LICENSE.
 *
 * The learners of one computer (audit 33b, B1): each child studies with a progress of
 * their own (rating, solved marks, the problem in progress). The list is
 * $XDG_DATA_HOME/renju/learners.txt, written atomically:
 *
 *   renju-learners 1
 *   learner - Anna
 *   learner learner-2 Bob
 *   current learner-2
 *
 * A learner's files (progress.h's study-progress.txt, study_keep.h's study-play.txt) live
 * in their folder: "-" is the data folder itself, so the progress a computer had before
 * learners came is the first learner's, nothing moved; the others are learners/learner-N.
 * A folder is never made from a name: a name is only shown (any text but control
 * characters, at most LEARNER_NAME_MAX bytes of UTF-8, trimmed, not empty, not another
 * learner's). A list that cannot be read counts as one learner, the data folder's (its
 * lines that can be read are kept). SDL-free.
 */
#ifndef RENJU_LEARNERS_H
#define RENJU_LEARNERS_H

#include <stddef.h>

#include "problem.h"
#include "progress.h"
#include "storage.h"

#define LEARNERS_FILE "learners.txt"
#define LEARNERS_DIR "learners"
#define LEARNERS_MAX 64
#define LEARNER_NAME_MAX 40 /* bytes */

typedef struct Learner {
    char name[LEARNER_NAME_MAX + 1]; /* "" the first learner, unnamed (shown "Learner 1") */
    char dir[16];                    /* "-" the data folder, else "learner-N" */
} Learner;

typedef struct Learners {
    int n; /* at least 1 */
    int current;
    Learner items[LEARNERS_MAX];
} Learners;

/* Why a name is refused. */
typedef enum LearnerNameFault {
    LEARNER_NAME_OK = 0,
    LEARNER_NAME_EMPTY,
    LEARNER_NAME_TOO_LONG,
    LEARNER_NAME_BAD_CHAR, /* a control character or bytes that are no UTF-8 */
    LEARNER_NAME_TAKEN,
    LEARNER_NAME_FULL /* LEARNERS_MAX learners already */
} LearnerNameFault;

/* One learner, the data folder's, unnamed. */
void learners_default(Learners *l);
/* Parses the list (damaged or unknown lines skipped; no learner: learners_default). */
void learners_parse(const char *text, size_t len, Learners *out);
/* The list's text into buf; returns its length (0 when it does not fit). */
size_t learners_format(const Learners *l, char *buf, size_t cap);
/* Reads the list (none or unreadable: learners_default). */
void learners_load(const StoragePaths *sp, Learners *out);
/* Writes it atomically; false with err (a read-only folder, a full disk). */
bool learners_save(const StoragePaths *sp, const Learners *l, RecordError *err);

/* name trimmed of spaces at both ends into clean (cap > LEARNER_NAME_MAX); why it may not
 * be a new learner's name, or LEARNER_NAME_OK. */
LearnerNameFault learners_check_name(const Learners *l, const char *name, char *clean, size_t cap);
/* Adds a learner named name (learners_check_name) with a new folder, made current; the
 * fault else (l unchanged). */
LearnerNameFault learners_add(Learners *l, const char *name);
/* The paths whose data_dir is learner i's folder (the others as sp's); false when too long. */
bool learners_paths(const StoragePaths *sp, const Learners *l, int i, StoragePaths *out);
/* Starts learner i afresh: removes their progress and half-solved problems. False with err
 * when a file stays (a read-only folder). */
bool learners_reset(const StoragePaths *sp, const Learners *l, int i, RecordError *err);

/* A learner's summary for the teacher, read without changing anything. */
typedef struct LearnerSummary {
    int solved;    /* of set's problems, solved unaided */
    int total;     /* set's problems */
    int rating;    /* rounded; 1500 before any problem is rated */
    int games;     /* problems rated */
    bool readable; /* false: the progress file is there but cannot be read */
} LearnerSummary;
void learners_summary(const StoragePaths *sp, const Learners *l, int i, const ProblemSet *set,
                      LearnerSummary *out);

#endif

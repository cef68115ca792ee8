/* Renju - MIT licence, see LICENSE.
 *
 * The problem collection on disk: every .txt file of assets/problems, found next to the
 * running program (../assets/problems, ../../assets/problems from build/ or build/asan/,
 * or ../share/renju/problems once installed), read in name order through problem.h's
 * parser, easiest first. Shared by `renju-cli problems` and the window's study mode.
 */
#ifndef RENJU_PROBLEM_FILES_H
#define RENJU_PROBLEM_FILES_H

#include <stddef.h>

#include "i18n.h"
#include "problem.h"
#include "record.h"

/* The collection's directory, into dir; false when none is found. */
bool problem_files_find_collection(char *dir, size_t cap);

/* Appends the problems of one file to set (composed ones when its name has "techniques"
 * in it: problem_set_order). False with "PATH: reason" in err (the set
 * then as it was). */
bool problem_files_load(const char *path, ProblemSet *set, char *err, size_t errcap);

/* Why a file of the collection was skipped. */
typedef enum ProblemFileFault {
    PROBLEM_FILE_UNREADABLE = 0, /* os: the system's errno, 0 when none (too large...) */
    PROBLEM_FILE_FOLDER,         /* a folder named like a problem file */
    PROBLEM_FILE_DAMAGED         /* line: the first line that is not the format's */
} ProblemFileFault;

/* Why the collection gave no problem (the loading functions returned false). */
typedef enum ProblemLoadFault {
    PROBLEM_LOAD_OK = 0,
    PROBLEM_LOAD_NOT_FOUND, /* no collection beside the program */
    PROBLEM_LOAD_NO_FILES,  /* no .txt file in dir */
    PROBLEM_LOAD_NONE_READ, /* no problem could be read in dir (every file skipped) */
    PROBLEM_LOAD_NO_MEMORY
} ProblemLoadFault;

typedef struct ProblemFileSkips {
    int n;         /* files skipped */
    char name[96]; /* the first one's name (without its folder) */
    ProblemFileFault fault;
    int line;
    int os;
    ProblemFault why;      /* PROBLEM_FILE_DAMAGED: the parser's reason */
    RecordError file;      /* PROBLEM_FILE_UNREADABLE: the file layer's */
    ProblemLoadFault load; /* why nothing was loaded */
    char dir[256];         /* the folder read */
} ProblemFileSkips;

/* Why the first file of k was skipped ("line 3: the level is 1 to 5, not '9'", "is a
 * directory, not a problem file", the system's reason), or when none was, why nothing
 * was loaded; in lang's words. Returns the length. */
size_t problem_files_reason(Lang lang, const ProblemFileSkips *k, char *buf, size_t cap);
/* The files k skipped, as the study says it in lang: "The problem file 03-self-play.txt
 * was skipped (damaged at line 412: ...)." and how many more (renju-cli's warning too);
 * "" when none was. Returns the length. */
size_t problem_files_skipped(Lang lang, const ProblemFileSkips *k, char *buf, size_t cap);
/* problem_files_load with the file's fault as a kind in *k (k->n 1: it failed). */
bool problem_files_load_why(const char *path, ProblemSet *set, ProblemFileSkips *k);

/* The user's own problem files: the folder `problems` in data_dir (storage.h's,
 * ~/.local/share/renju/problems), into dir; false when it does not fit. */
bool problem_files_user_dir(const char *data_dir, char *dir, size_t cap);

/* Does the file at path read as a problem file (its first line that is neither blank nor
 * a comment starts with "problem ")? Reads its first 4 KB at most; false when it cannot
 * be read. */
bool problem_files_is_problem_file(const char *path);

/* Appends the problems of a user's file at path to set as a set of their own: each one's
 * `set` is "@" and the file's name without ".txt" (cut to fit), composed (a teacher's).
 * An id the set holds already is refused as the parser refuses one twice
 * (PROBLEM_F_ID_TWICE, at its block's line): the progress is kept by id. False with the
 * fault in *k (k->n 1), the set then as it was. Not ordered (problem_set_order). */
bool problem_files_add_user(const char *path, ProblemSet *set, ProblemFileSkips *k);

/* problem_files_add_user for every .txt file of folder dir in name order, then the set
 * ordered again (problem_set_order); a file that fails is skipped, counted in *skips
 * (added to what it held: the first one named). A folder that does not exist is no fault.
 * Returns how many problems were added. */
int problem_files_add_user_dir(const char *dir, ProblemSet *set, ProblemFileSkips *skips);

/* Appends every file of the collection (problem_files_find_collection), read in name
 * order, then ordered as a learner's path (problem_set_order: easiest first); the window
 * and `renju-cli problems` both read it so. skips NULL: a bad file fails it all ("PATH:
 * reason" in err, for renju-cli); else a file that cannot be read or is damaged is
 * skipped (counted in *skips, the first one named) and the others are read, false only
 * when no problem is left. */
bool problem_files_load_collection(ProblemSet *set, ProblemFileSkips *skips, char *err,
                                   size_t errcap);
/* The same for the .txt files of folder dir. */
bool problem_files_load_dir(const char *dir, ProblemSet *set, ProblemFileSkips *skips, char *err,
                            size_t errcap);

#endif

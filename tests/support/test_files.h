/* Renju - MIT licence, see LICENSE.
 *
 * Helpers for the record and storage tests: games from move lists, temporary
 * directories and small files.
 */
#ifndef RENJU_TEST_FILES_H
#define RENJU_TEST_FILES_H

#include <stddef.h>

#include "controller.h"
#include "game.h"
#include "record.h"
#include "review.h"
#include "storage.h"

/* A new malloc'd game under rule set `rule` (free opening) after the space-separated
 * moves ("h8 i9 pass"); fails the running test when one is refused. */
Game *support_game(RuleId rule, const char *moves);
/* A new malloc'd review of the renju game "moves", its end current. */
Review *support_review_of(const char *moves);
/* g with lines r in format fmt (malloc'd, *len its length); fails the running test when
 * nothing is written. */
char *support_written_as(RecordFormat fmt, const Game *g, const Review *r, size_t *len);
/* Plays the space-separated moves ("h8 i9 pass") on g; fails the running test when one
 * is refused. */
void support_play(Game *g, const char *moves);
/* Gives the controller a new game under its rules and opening after the moves, as a
 * loaded record would (controller_set_game); fails the running test when one is refused. */
void support_controller_play(Controller *c, const char *moves);
/* A renju game made from a set-up position, stones as `b=h8,i9 w=h9` (setup_build, its
 * moves all set-up); fails the running test when it is refused. */
void support_setup_game(Game *g, const char *stones);
/* Clicks each point of "h8 i9 ..." (stones, or proposals while they are marked); fails
 * the running test when a click is refused. */
void support_click_all(Controller *c, const char *points);

/* The node reached by the points "moves" ("" the root) from r's root, following existing
 * children; fails the running test when there is none. */
int support_node_at(const Review *r, const char *moves);
/* Asserts r's tree in board notation, the first child last after the others in brackets
 * ("h8 (j10 k11) i9"), and g's actions ("h8 i9"). */
void support_assert_tree(const Review *r, const char *expected);
void support_assert_moves(const Game *g, const char *expected);
/* Asserts a and b hold the same tree, node for node: actions, links, comments, letters,
 * shapes, marks and kept lines (each tree its own memory: never compared as bytes). */
void support_assert_same_review(const Review *a, const Review *b);

/* Creates a fresh empty directory under /tmp into buf. */
void support_temp_dir(char *buf, size_t cap);
/* Removes a directory made by support_temp_dir, with everything in it. */
void support_remove_dir(const char *dir);
/* A temporary data folder: a fresh directory (dir) and the storage paths whose data
 * folder is its "renju" (not made: what is tested makes it, or the test). */
typedef struct SupportDataDir {
    char dir[128];
    StoragePaths sp;
} SupportDataDir;
/* A test's fixture of size bytes, zeroed, whose first member is a SupportDataDir, made;
 * NULL when out of memory. support_temp_data_dir_free removes the folder and frees it. */
void *support_temp_data_dir(size_t size);
void support_temp_data_dir_free(void *fixture);
/* A cmocka setup and teardown pair: a fresh temporary directory's path as *state (a
 * const char *), removed with everything in it afterwards. */
int support_temp_dir_setup(void **state);
int support_temp_dir_teardown(void **state);
/* Entries in dir, without "." and "..". */
int support_count_entries(const char *dir);
/* Writes text as the whole content of dir/name. */
void support_write_file(const char *dir, const char *name, const char *text);
#define SUPPORT_SAYING_EVERYTHING_CAP (REVIEW_NOTE_CHARS + 1024)
/* An SGF with many things to say into buf (SUPPORT_SAYING_EVERYTHING_CAP bytes): RU[Caro],
 * RE[B+], a comment of REVIEW_NOTE_CHARS + 100 characters on h8, Black's double-three at move 9
 * (j8: h8 a1 i8 a2 j9 a3 j10 a4 j8) and 2 moves after it, a second game and text after it. */
void support_sgf_saying_everything(char *buf, size_t cap);
/* The whole content of dir/name into buf, at most cap - 1 bytes ("" when unreadable):
 * how many (a binary file's too). */
size_t support_read_file(const char *dir, const char *name, char *buf, size_t cap);

/* A game tree past the 4095 moves a review once held, as our text record or SGF: its own
 * line h8 i9 k8 l9 h11; after h8 a line for each other white point of the grid x, y = 2
 * (mod 3), each with a line for each other black point of the grid x, y = 1 (mod 3), nine
 * moves long. Every stone on its colour's grid: no three, so no foul and no five (5,213
 * moves). */
char *support_big_tree(bool sgf);
/* A RenLib .lib past the review's REVIEW_MAX_NODES under any rule set, small (3,097,496
 * bytes, under a record's 4 MB): h8, every answer, under each every third move, under
 * each 30 fourth moves on the top rows, 1,548,738 nodes without texts (malloc'd, *len
 * bytes). */
char *support_lib_past_the_tree(size_t *len);

#endif

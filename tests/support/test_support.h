/* Renju - MIT licence, see LICENSE.
 *
 * Helpers shared by the tests: positions from ASCII diagrams and from point lists.
 */
#ifndef RENJU_TEST_SUPPORT_H
#define RENJU_TEST_SUPPORT_H

#include "ai.h"
#include "board.h"

/* Fills b (size x size, Black to move) from an ASCII diagram: `size` rows from the top
 * (row `size` first), each with `size` cells of '.', 'X' (Black) or 'O' (White);
 * spaces, row numbers and a column-letter line are ignored. Returns false on a bad
 * diagram. */
bool board_from_ascii(Board *b, int size, const char *diagram);

/* Fills b (15x15, Black to move) from a diagram of a part of it, as a player reads one:
 * rows from the top, each starting with its row number, then a line of column letters,
 * both consecutive. Cells: '.' empty, 'X' Black, 'O' White, '*' the empty point the test
 * asks about, put in *marked (POS_NONE when the diagram marks none). Points outside the
 * window are empty. Returns false on a bad diagram.
 *
 *     " 9 . . X .\n"
 *     " 8 X X * .\n"
 *     "   f g h i\n"                  (Black f8 g8 h9; the question is h8) */
bool board_from_diagram(Board *b, const char *diagram, Pos *marked);

/* board_from_diagram's board and marked point; fails the running test on a bad diagram. */
Pos support_diagram(Board *b, const char *diagram);

/* A 15x15 board with the given stones: "b=f8,g8 w=e8" or a move list "h8 i9". Fails the
 * running test on a bad position. */
void support_position(Board *b, const char *text);

/* The point named by text ("h8"); fails the running test when it is not one. */
Pos support_point(const char *text);

/* Black's forbidden points as "a1 b2 ..." (or "none") into buf. */
void support_forbidden_list(const Board *b, char *buf, size_t cap);

/* Runs `$RENJU_BUILD/renju-cli ARGS` (default build/; ARGS is a shell fragment) with
 * `input` on stdin (none when NULL). Returns the exit status; stdout goes to out. */
int support_run_cli(const char *args, const char *input, char *out, size_t cap);

/* The same for any built program `prog` ($RENJU_BUILD/prog): renju-cli, pbrain-renju. */
int support_run(const char *prog, const char *args, const char *input, char *out, size_t cap);
/* The same, killed after `seconds` when still running (exit status 137 then): a guard for
 * tests of a program that must end, so that a hang fails the test instead of the suite
 * waiting forever. Not a speed test: give it ample time. */
int support_run_limited(const char *prog, const char *args, const char *input, char *out,
                        size_t cap, int seconds);

/* The same with input_len bytes of input (NUL bytes included). */
int support_run_bytes(const char *prog, const char *args, const char *input, size_t input_len,
                      char *out, size_t cap);

/* Searches b under rs to a fixed depth at full strength (no time limit, seed 1) and
 * returns the engine's answer. */
AiInfo support_search_depth(const RuleSet *rs, const Board *b, int depth);

/* The programs run speak English whatever the machine's locale: LANGUAGE, LC_ALL and
 * LC_MESSAGES unset and LANG=C.UTF-8 in this process's environment, which they inherit
 * (a test of another language sets its variable, then calls this again). */
void support_english_env(void);

/* Loads the compiled translation catalogues of $RENJU_BUILD/locale (default build/);
 * exits the test program when not all three load. */
void support_load_translations(void);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli's subcommands. Each takes the arguments after its own name and returns the
 * process exit status. Output goes to stdout, errors as "error: ..." lines.
 */
#ifndef RENJU_CLI_H
#define RENJU_CLI_H

#include <stdio.h>

#include "board.h"

int cli_forbidden(int argc, char **argv);
int cli_explain(int argc, char **argv);
int cli_play(int argc, char **argv);
int cli_bench(int argc, char **argv);
int cli_analyze(int argc, char **argv);
int cli_solve(int argc, char **argv);
int cli_bench_ai(int argc, char **argv);
int cli_convert(int argc, char **argv);
int cli_export_text(int argc, char **argv);
int cli_problems(int argc, char **argv);

/* Prints the board: rows from the top, X Black, O White, . empty, column letters below. */
void cli_print_board(FILE *out, const Board *b);
/* Joins argv[0..argc) with spaces into buf; returns false when it does not fit. */
int cli_join(int argc, char **argv, char *buf, size_t cap);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli's subcommands. Each takes the arguments after its own name and returns the
 * process exit status. One convention for every command: results go to stdout; errors go
 * to stderr as one "error: ..." line each (input echoed in them is escaped), and the exit
 * status is CLI_OK, CLI_BAD_INPUT (a bad value, position, action, file) or CLI_USAGE
 * (an unknown command or option, a missing argument or option value).
 */
#ifndef RENJU_CLI_H
#define RENJU_CLI_H

#include <stdint.h>
#include <stdio.h>

#include "board.h"
#include "i18n.h"
#include "position.h"
#include "record.h"
#include "rules.h"

enum { CLI_OK = 0, CLI_BAD_INPUT = 1, CLI_USAGE = 2 };

int cli_forbidden(int argc, char **argv);
int cli_explain(int argc, char **argv);
int cli_play(int argc, char **argv);
int cli_bench(int argc, char **argv);
int cli_analyze(int argc, char **argv);
int cli_solve(int argc, char **argv);
int cli_bench_ai(int argc, char **argv);
int cli_bench_stop(int argc, char **argv);
int cli_convert(int argc, char **argv);
int cli_export_text(int argc, char **argv);
int cli_games(int argc, char **argv); /* cmd_games.c */
int cli_review(int argc, char **argv);

/* The engine's time and node options' ceilings (analyze, review): an hour, 10^12 nodes. */
#define CLI_TIME_MAX 3600000
#define CLI_NODES_MAX 1000000000000LL
int cli_problems(int argc, char **argv);
int cli_setup(int argc, char **argv);
int cli_library(int argc, char **argv);
/* library FILE --find TEXT (cmd_notefind.c) */
int cli_library_find(const char *path, const char *text);
int cli_find_position(int argc, char **argv);

/* Prints the board: rows from the top, X Black, O White, . empty, column letters below. */
void cli_print_board(FILE *out, const Board *b);
/* Joins argv[0..argc) with spaces into buf; returns false when it does not fit. */
int cli_join(int argc, char *const *argv, char *buf, size_t cap);

/* ---- Shared by every command (cli_common.c) ------------------------------------------ */

/* One rule for the language (main.c sets both once, before any command runs): what a
 * command prints on stdout (its results, the help) is in the results' language, --lang's
 * when it is given, else English whatever the environment says, as scripts read it; the
 * messages on stderr (errors, warnings, a usage error's synopsis) are in the messages'
 * language, --lang's, else the environment's. The lines scripts parse (points, "key:
 * value" lines, records, forbidden --batch's answers, the benchmarks' figures) and the
 * usage lines stay English in both. */
void cli_set_lang(Lang lang);
Lang cli_lang(void);
void cli_set_results_lang(Lang lang);
Lang cli_results_lang(void);
/* The language of what goes to out: the results' on stdout, else the messages'. */
Lang cli_lang_of(const FILE *out);
/* The characters of UTF-8 text s (a column each); s, then blanks to width of them, as
 * "%-*s" does for ASCII. */
int cli_chars(const char *s);
void cli_print_padded(const char *s, int width);
/* id's words in the messages' language (English in src/app/i18n.c); for a count n. */
const char *cli_t(CliText id);
const char *cli_nt(CliText id, long n);
/* id's words in the results' language, for a line on stdout; for a count n. */
const char *cli_rt(CliText id);
const char *cli_rnt(CliText id, long n);
/* A system error (errno), a game's refusal, a record's or a file's fault in lang: English
 * as the core words it (strerror, GameError.msg, RecordError.msg), else the catalogue's
 * words in the same order. */
void cli_os_reason(Lang lang, int os, char *buf, size_t cap);
void cli_refusal(Lang lang, const GameError *e, char *buf, size_t cap);
void cli_record_reason(Lang lang, const RecordError *e, char *buf, size_t cap);
/* "error: " and cli_record_reason in the messages' language. */
void cli_error_record(const RecordError *e);
/* "error: " and why the text is no position (PositionError) in lang, to errors. */
void cli_error_position(Lang lang, FILE *errors, const PositionError *e);
/* True for POSITION_REACHED; else false after "error: " and why no game reaches b (r and
 * its point at, position_reach) in lang, to errors. */
bool cli_reach_said(Lang lang, FILE *errors, PositionReach r, const Board *b, Pos at);
/* "error: cannot write the output: <reason>" for errno os. */
void cli_output_failed(int os);

/* Writes "error: <message>\n" to stderr; control bytes and bytes that are not UTF-8 in
 * the message are written as \xNN, so echoed input cannot drive the terminal. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void cli_error(const char *fmt, ...);

/* The same line, escaped the same way, to out (forbidden --batch answers a bad line on
 * stdout, in its place among the answers). */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void cli_error_to(FILE *out, const char *fmt, ...);

/* "warning: <message>\n" on stderr, and a line of output (out: stdout for a success
 * line), escaped as cli_error's, so a file name cannot drive the terminal either. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void cli_warn(const char *fmt, ...);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void cli_line(FILE *out, const char *fmt, ...);

/* Copies text into buf (always terminated) with control bytes, backslashes and bytes
 * that are not part of a UTF-8 character written as \xNN. */
void cli_escape(const char *text, char *buf, size_t cap);
/* The "warning: ..." lines of a save of g (with lines, may be NULL) from in (NULL: the
 * position of setup) to out in fmt: what fmt leaves out (comments, other lines, the
 * set-up, the opening rule, a result no stone shows, players, event, date, thinking
 * times), as the window's notice says it. */
/* What a record's reading guessed or could not read (its code page, a damaged .lib's
 * rest), warned of on stderr. */
void cli_warn_read(const char *path, const RecordInfo *info);
void cli_warn_lost(const char *in, const char *out, RecordFormat fmt, const Game *g,
                   const Review *lines, const RecordInfo *info);

/* The value of option argv[*i] (argv[*i + 1]), advancing *i past it; NULL after printing
 * "error: OPTION needs a value" when it is the last argument. */
const char *cli_option_value(int argc, char **argv, int *i);
/* --rule's value (argv[*i + 1]) as a rule set into *rs, advancing *i; CLI_OK, or the exit
 * status after the error (no value, an unknown name). */
int cli_rule_option(int argc, char **argv, int *i, const RuleSet **rs);

/* A whole decimal number in [min, max] for option `opt` (digits with an optional sign,
 * nothing else); false after printing why text is not one. */
bool cli_number(const char *opt, const char *text, int64_t min, int64_t max, int64_t *out);
/* cli_number into an int (min and max within int). */
bool cli_int(const char *opt, const char *text, int min, int max, int *out);

/* What standard input is called in messages and records' errors ("-" on the command
 * line). */
#define STDIN_NAME "stdin"
/* Standard input read whole into a malloc'd buffer of *len bytes (and a NUL), at most max
 * of them; NULL after saying why not (more than max, a read error). */
char *cli_read_stdin(size_t max, size_t *len);

/* The end of a file (or a read error: ferror, its errno in *os), a line longer than the
 * buffer, a text file's bad line (cli_text_line). */
enum { CLI_LINE_END = -1, CLI_LINE_TOO_LONG = -2, CLI_LINE_BAD = -3 };
/* Reads one line of f (without its '\n', NUL bytes kept) into line[0..cap); returns its
 * length, CLI_LINE_END, or CLI_LINE_TOO_LONG as soon as the line does not fit: the
 * reading stops there (the rest of a line can be endless, as /dev/zero's). */
long cli_read_line(FILE *f, char *line, size_t cap, int *os);
/* The next line of the text file f, named path, into line[0..cap) (a '\r' before its
 * '\n' dropped), *lineno counting: its length, CLI_LINE_END, or CLI_LINE_BAD after
 * "error: PATH: line N ..." when it does not fit or holds a NUL byte (a binary file: it
 * read as blank lines, a 2 GB sparse file for seconds). */
long cli_text_line(FILE *f, const char *path, int *lineno, char *line, size_t cap);

/* Opens a file named on the command line for reading; NULL after printing why it cannot
 * be read (missing, unreadable, a directory: "is a directory, not <what>"). */
FILE *cli_open_input(const char *path, CliText what);
/* After a first pass over an input file checked line by line: on a read error or bad
 * lines says so (noun: "%s: %d bad lines (see above)", a plural of the file and the
 * count), closes f and returns false; else rewinds f for the pass that prints, and
 * returns true. So nothing is printed on stdout from a file that turns out bad. */
bool cli_checked_pass(FILE *f, const char *path, int bad, CliText noun);
/* The source tree's tests/fixtures/NAME found from the program's own place (build/ and
 * build/asan/ of a source tree), whatever the current folder, into path; false after
 * saying it is not found and that option (--positions, --suite) names another file. */
bool cli_fixture(const char *name, const char *option, char *path, size_t cap);

/* Puts mover to move on b under rule set rs (STONE_EMPTY: the side the stone counts
 * give, Black for as many stones, White for one Black more); false after printing why no
 * game of rs reaches the position (position_reachable: the counts do not fit, a line
 * that wins under rs stands, or an overline that is a foul). */
bool cli_position_to_move(const RuleSet *rs, Board *b, Stone mover);

/* False after the error to errors when a line on b has won or is a foul under rs (a five,
 * a Black overline that is a foul: no game goes on from there), as analyze refuses it
 * (position_lines_reach); forbidden and explain ask it of stones, whose counts they leave
 * free (a diagram of Black's stones alone is a question they answer). */
bool cli_lines_open(const RuleSet *rs, const Board *b, FILE *errors);

/* Plays the action words words[0..n) on g (game_init'd by the caller) as a game does:
 * false after "error: action N 'h8': h8 is forbidden for black (double-three)" (a word
 * that is no action, an action the game refuses: a foul, a move after the end) to
 * errors (stderr, or stdout in forbidden's batch). `play` and cli_read_position. */
bool cli_play_words(Game *g, int n, char *const *words, FILE *errors);

/* The position of words[0..n) under rs into *b, for forbidden, explain, analyze and
 * solve: stone lists ("b=f8,g8 w=e8", a word holding '=') placed as they stand; anything
 * else a move list played by cli_play_words, so a list no game plays (a foul, a move
 * after a five or two passes) is refused as `play` refuses it. *over (may be NULL) says
 * the game of a move list has ended, its result in result[0..cap) ("draw (two
 * passes)"). False after the error to errors. */
bool cli_read_position(const RuleSet *rs, int n, char *const *words, Board *b, bool *over,
                       char *result, size_t cap, FILE *errors);

/* Prints command's synopsis ("usage: renju-cli ...", a line a form; main.c's table, which
 * `renju-cli COMMAND --help` prints too) to out: a command's usage errors say it. */
void cli_usage(FILE *out, const char *command);

/* Reports an unknown option: CLI_USAGE after printing the error. */
int cli_unknown_option(const char *opt);

/* A file a command writes (OUT): never a folder, never in a folder that does not exist,
 * never over its input in (NULL: none), the same file by device and inode (a link,
 * another path), even with --force (CLI_BAD_INPUT; in_with_force: the command
 * writes over it with --force, and passes in only without it), each after its error. Else
 * CLI_OK, and *how says the write: RECORD_WRITE_REPLACE with force, RECORD_WRITE_NEW
 * without (an OUT that exists, or appears, is then kept and the write fails:
 * cli_output_error). */
int cli_output_check(const char *command, const char *in, bool in_with_force, const char *out,
                     bool force, RecordWrite *how);
/* The error of a write to out that failed (err): an OUT that exists names --force. */
void cli_output_error(const char *command, const char *out, const RecordError *err);

/* fwrite of n bytes to stdout; false after saying why not ("error: cannot write the
 * output: No space left on device"), the stream's error then cleared. */
bool cli_write_output(const void *data, size_t n);

/* Flushes and closes stdout at the end of a command: status when every byte went out,
 * else CLI_BAD_INPUT (or the command's own failure) after "error: cannot write the
 * output: <strerror>" (a full disk, /dev/full, a closed file). */
int cli_finish_output(int status);

#endif

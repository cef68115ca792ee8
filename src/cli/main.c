/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli: the rules, analysis, conversion and benchmarks from the shell.
 *
 *   command     what it does
 *   ---------   ------------------------------------------------------------------
 *   forbidden   a colour's forbidden points after a position (or --batch from stdin)
 *   explain     why a point is or is not forbidden (for a rule set and colour)
 *   play        replays a game from actions and prints board, side to move, result
 *   bench       times the full-board forbidden map
 *   analyze     the engine's best move, evaluation and principal variation
 *   solve       a forced win by fours (vcf) or by fours and threes (vct), or none
 *   bench-ai    engine speed, the fixed-depth node count, the tactical suite
 *   bench-stop  how soon the AI worker stops, and its first progress report
 *   convert     converts a game record between formats (by file extension)
 *   export-text prints a game record as our text record
 *   review      a game record's review: the window's graph and its mistakes
 *   setup       a game record from a position's stones
 *   problems    the problem collection: list, show, check (prove), solve
 *   library     an opening library's continuations of a position; its bench
 *
 * `renju-cli COMMAND --help` (or -h, or `renju-cli help COMMAND`) prints the command's
 * synopsis and options from the table below, for every command alike.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "i18n.h"
#include "version.h"

/* A command: its name, what runs it, its synopsis (after "renju-cli "; one line a form,
 * "\n" between forms) and its help (what it does, then "  --option  meaning" lines). The
 * dispatch answers `COMMAND --help`, `COMMAND -h` and `help COMMAND` from this table for
 * every command, before the command reads its arguments; a command's own usage errors
 * print the same synopsis (cli_usage). A command with no help text gets its synopsis. */
typedef struct CliEntry {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
    const char *help;
} CliEntry;

#define CLI_RULE_OPT "  --rule NAME       the rule set (default renju; the names are below)\n"
#define CLI_RECORD_RULE_OPT                                                                        \
    "  --rule NAME       the rule set of a record that names none (default renju)\n"
#define CLI_GAME_OPT                                                                               \
    "  --game N          game N of an SGF collection (c-gomoku-cli's match file; default 1)\n"     \
    "IN - is standard input, a pipe too (its format from its content)\n"
#define CLI_POSITION                                                                               \
    "a position is a move sequence (h8 i9 h9), played as play plays it (a foul or a move\n"        \
    "after the end is an error), or stones (b=f8,g8 w=e8), placed as they stand\n"

#define CLI_TO_MOVE_OPT                                                                            \
    "  --to-move SIDE    black or white to move, for stones (else the counts say)\n"
#define CLI_TO_MOVE_NOTE                                                                           \
    "a move list gives the side to move; stones leave it to the counts (as many stones:\n"         \
    "Black, one Black stone more: White) or to --to-move (the other side passed)\n"

static const CliEntry COMMANDS[] = {
    {"forbidden", cli_forbidden,
     "forbidden [--rule NAME] [--colour C] MOVES...\n"
     "forbidden [--rule NAME] [--colour C] --batch < POSITIONS",
     "The forbidden points of a colour after a position, in point order, or 'none'.\n" CLI_RULE_OPT
     "  --colour C        whose fouls: black (the default) or white\n"
     "  --batch           a position a line on stdin, an answer a line on stdout (a bad line\n"
     "                    is answered by its error in its place, and the exit status is 1)\n"
     "the options may stand among the moves\n" CLI_POSITION},
    {"explain", cli_explain, "explain [--rule NAME] [--colour C] POINT MOVES...",
     "Why POINT is or is not forbidden after a position, line by line.\n" CLI_RULE_OPT
     "  --colour C        whose move: black (the default) or white\n" CLI_POSITION},
    {"play", cli_play, "play [--rule NAME] [--opening NAME] ACTIONS...",
     "Replays a game and prints the board, the side to move, the result and the standard\n"
     "opening the first three stones make.\n" CLI_RULE_OPT
     "  --opening NAME    free (the default), taraguchi10, soosorv8 or swap2; then who holds\n"
     "                    which colour, the phase, the zone and the swap offer are printed\n"
     "actions: POINT pass swap option-a option-b propose P1..P10 choose P declare N\n"
     "         two-more keep resign draw\n"
     "the options may stand among the actions\n"},
    {"bench", cli_bench, "bench [--positions FILE] [--random N]",
     "Times the full-board forbidden map: the median time a board.\n"
     "  --positions FILE  the positions (default tests/fixtures/forbidden-positions.txt)\n"
     "  --random N        also N random positions, 0 to 100000 (default 2000)\n"},
    {"analyze", cli_analyze,
     "analyze MOVES... [--time MS] [--depth N] [--nodes N] [--level 1-10] [--threads N] "
     "[--to-move black|white] [--rule NAME]",
     "The engine's best move for the side to move, its evaluation, depth, nodes, speed and\n"
     "principal variation.\n"
     "  --time MS         the search's time limit, 1 to 3600000 ms (default 1000): a cap,\n"
     "                    not a spend; no new depth starts after 85% of it (counted from\n"
     "                    the deepening's start when a four must be blocked), and a\n"
     "                    decided result ends the search sooner\n"
     "  --depth N         search to depth N (1 to 60) instead\n"
     "  --nodes N         search N nodes instead\n"
     "  --level 1-10      the computer's strength (default 10)\n"
     "  --threads N       search threads, 1 to 64 (default 1)\n" CLI_TO_MOVE_OPT CLI_RULE_OPT
         CLI_POSITION CLI_TO_MOVE_NOTE},
    {"solve", cli_solve, "solve vcf|vct MOVES... [--nodes N] [--to-move black|white] [--rule NAME]",
     "A forced win for the side to move by fours (vcf) or by fours and threes (vct), as a\n"
     "line of moves and 'moves: N' (the winner's moves to the five, the five included; the\n"
     "line may stop sooner, at a double four or a four-three), or 'none found in N nodes'\n"
     "(the nodes searched; no proof of none).\n"
     "  --nodes N         the search's node limit (default 2000000)\n" CLI_TO_MOVE_OPT CLI_RULE_OPT
         CLI_POSITION CLI_TO_MOVE_NOTE},
    {"bench-stop", cli_bench_stop, "bench-stop [--threads N]",
     "How soon the AI worker stops a search, and the time to its first progress report.\n"
     "  --threads N       search threads (default 2)\n"},
    {"bench-ai", cli_bench_ai,
     "bench-ai [--depth N] [--time MS | --nodes N] [--suite FILE] [--width FILE] [--verbose]",
     "The engine's speed, its fixed-depth node count (Bench: N) and a tactical suite's score.\n"
     "  --depth N         the fixed depth of the node count, 1 to 60 (default 6)\n"
     "  --time MS         the suite's time a position (default 1000)\n"
     "  --nodes N         the suite's node limit a position instead (repeatable)\n"
     "  --suite FILE      the suite (default tests/fixtures/tactics.txt)\n"
     "  --width FILE      also the tree's width on FILE's middle games (Width: N)\n"
     "  --verbose         a line a suite position\n"},
    {"convert", cli_convert,
     "convert [--rule NAME] [--game N] [--rotate 90|180|270] [--mirror h|v|d|a] [--force] IN "
     "OUT",
     "Converts a game record; the formats come from the endings: .renju .txt .psq .lib .sgf\n"
     ".moves. A bad input writes nothing; OUT is written whole or not at all (a temporary\n"
     "file renamed), never over IN.\n" CLI_RECORD_RULE_OPT CLI_GAME_OPT
     "  --force           replace OUT when it exists (else it is kept and nothing written)\n"
     "  --rotate DEGREES  turns the game clockwise: 90, 180 or 270\n"
     "  --mirror AXIS     mirrors it: h (left to right), v (top to bottom), d (the a1-o15\n"
     "                    diagonal) or a (the a15-o1 one)\n"
     "--rotate and --mirror may be repeated: each turns the game as the ones before left it,\n"
     "in the order given (--rotate 90 --rotate 180 turns it 270)\n"},
    {"export-text", cli_export_text, "export-text [--rule NAME] [--game N] IN",
     "Prints a game record as the game's text record (what convert writes to "
     ".renju).\n" CLI_RECORD_RULE_OPT CLI_GAME_OPT},
    {"review", cli_review, "review [--rule NAME] [--nodes N | --time MS] FILE",
     "The window's review of a game record: each position's evaluation (the chance the\n"
     "window shows, Black's score), then the mistakes, each with the move found better.\n"
     "Every position gets a short search; a fall of a player's chance by more than 20\n"
     "points is marked only when searches of 3000000 nodes of its two positions confirm it.\n"
     "Searches run on one thread with a fresh table.\n" CLI_RECORD_RULE_OPT
     "  --time MS         each position's short search, 1 to 3600000 ms (default 250, the\n"
     "                    window's graph's: a timed search, so the marks can differ from\n"
     "                    run to run and with the machine's load, as the window's can)\n"
     "  --nodes N         each position's short search in nodes instead (the same answer on\n"
     "                    every run and every machine)\n"},
    {"setup", cli_setup,
     "setup [--rule NAME] [--to-move black|white] [--out FILE [--force]] POSITION...",
     "A game record from a position's stones: the side to move from the counts, the moves\n"
     "in a legal order (a move list's own, when it is one); printed as the text "
     "record.\n" CLI_RULE_OPT
     "  --to-move SIDE    black or white moves first (the other side passes after the\n"
     "                    stones, where the rules allow a pass)\n"
     "  --out FILE        write it to FILE, in the format of its ending (never over a file\n"
     "                    that exists, unless --force)\n"
     "  --force           replace FILE when it exists\n"
     "the options may stand among the stones\n" CLI_POSITION},
    {"library", cli_library,
     "library FILE [MOVES...]\n"
     "library --generate N [--force] OUT\n"
     "library --bench [N]\n"
     "library --merge MINE OTHER OUT [--force]",
     "An opening library (a RenLib .lib, under 64 MB and 4,000,000 moves): the continuations\n"
     "of a position, found however its stones were reached and on a turned board: move,\n"
     "label ('-' for none), the moves below it and its comment's first line; a pass as\n"
     "'pass'.\n"
     "  --generate N OUT  writes a made-up library of N moves to OUT, a .lib (for the bench)\n"
     "  --force           replace OUT when it exists (else it is kept and nothing written)\n"
     "  --bench [N]       the median time to load a made-up library of N moves (default\n"
     "                    1000000) and the memory it holds\n"
     "  --merge MINE OTHER OUT  MINE with every line of OTHER added (.lib .sgf .renju):\n"
     "                    moves that reach one position (on a turned board too) one line,\n"
     "                    both comments kept where they differ; written to OUT, in the\n"
     "                    format of its ending (never over MINE, OTHER or a file that\n"
     "                    exists, unless --force; nothing when a file is refused)\n"
     "MOVES: a move sequence (h8 i9 h9; 'pass' too) or stones (b=h8 w=i9); none: the empty\n"
     "board\n"},
    {"problems", cli_problems,
     "problems list [FILE...]\n"
     "problems show N|L.K|ID [FILE...]\n"
     "problems check [-v] [FILE...]\n"
     "problems solve vcf|vct|foul|defend black|white POSITION...",
     "The problem collection (or the problem files FILE...).\n"
     "  list              every problem: number, id, goal, level, rating, title\n"
     "  show              a problem's board, titles, rating and solution; it is named by\n"
     "                    its place in the list (N: 7), its level and number within the\n"
     "                    level as the list and the window show it (L.K: 1.3) or its id\n"
     "  check             proves every problem (-v: a line each); exit 1 when one fails\n"
     "  solve             what the prover finds for a position: solution and level\n"},
};

enum { NCOMMANDS = (int)(sizeof COMMANDS / sizeof COMMANDS[0]) };

static const CliEntry *find_command(const char *name)
{
    for (int i = 0; i < NCOMMANDS; i++) {
        if (strcmp(name, COMMANDS[i].name) == 0) {
            return &COMMANDS[i];
        }
    }
    return NULL;
}

/* The synopsis, a line a form: "usage: renju-cli ..." then "       renju-cli ...". */
static void print_synopsis(FILE *out, const CliEntry *c)
{
    const char *s = c->usage;
    for (int line = 0; *s; line++) {
        size_t n = strcspn(s, "\n");
        fprintf(out, "%s renju-cli %.*s\n", line ? "      " : "usage:", (int)n, s);
        s += n + (s[n] == '\n');
    }
}

void cli_usage(FILE *out, const char *command)
{
    const CliEntry *c = find_command(command);
    if (c) {
        print_synopsis(out, c);
    }
}

/* A command's whole help on stdout: synopsis, help, the rule sets' names if it takes
 * --rule. */
static int command_help(const CliEntry *c)
{
    print_synopsis(stdout, c);
    fputs(c->help ? c->help : "", stdout);
    if (strstr(c->usage, "--rule")) {
        printf("rule sets:");
        for (int i = 0; i < RULE_COUNT; i++) {
            printf(" %s", rules_get((RuleId)i)->name);
        }
        printf("\n");
    }
    return cli_finish_output(CLI_OK);
}

static void usage(FILE *out)
{
    fprintf(out, "usage: renju-cli COMMAND [ARGS...]\n"
                 "       renju-cli COMMAND --help | help COMMAND   (a command's options)\n"
                 "       renju-cli --help | --version\ncommands:\n");
    for (int i = 0; i < NCOMMANDS; i++) {
        const char *s = COMMANDS[i].usage;
        while (*s) {
            size_t n = strcspn(s, "\n");
            fprintf(out, "  renju-cli %.*s\n", (int)n, s);
            s += n + (s[n] == '\n');
        }
    }
    fprintf(out, "       renju-cli --lang en|uk|ru|bg COMMAND ...   (the messages' language)\n");
    fprintf(out, "errors: 'error: ...' on stderr; exit 1 for bad input (a position, action, file "
                 "or\n"
                 "option value), 2 for bad usage (an unknown command or option, a missing "
                 "argument\n"
                 "or value); COMMAND --help anywhere prints its help, exit 0\n");
    fprintf(out, "an option given twice: the last one counts (convert's --rotate and --mirror "
                 "add up)\n");
    fprintf(out, "positions: a move sequence (h8 i9 h9) or stones (b=f8,g8 w=e8)\n");
}

/* Is one of the command's arguments a request for its help? */
static bool asks_help(int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            return true;
        }
    }
    return false;
}

/* The catalogues beside the program (build/locale, as the window finds them) or
 * installed (PREFIX/bin/renju-cli -> PREFIX/share/locale); false with the reason. */
static bool load_catalogues(char *err, size_t cap)
{
    static const char *const DIRS[] = {"/locale", "/../share/locale"};
    char exe[1024];
    char dir[1100] = "locale";
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash) {
        *slash = '\0';
    }
    for (size_t i = 0; n > 0 && i < sizeof DIRS / sizeof DIRS[0]; i++) {
        struct stat st;
        snprintf(dir, sizeof dir, "%s%s", exe, DIRS[i]);
        if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) {
            break;
        }
    }
    i18n_load(dir, err, cap);
    return err[0] == '\0';
}

/* The messages' language: `--lang CODE` anywhere (taken out of argv, *argc less), else
 * the environment as the window reads it (LANGUAGE, then LC_ALL, LC_MESSAGES, LANG);
 * English when neither names one of ours. CLI_OK, or CLI_USAGE after the error. */
static int choose_lang(int *argc, char **argv)
{
    Lang lang = i18n_lang_from_env(getenv("LANGUAGE"), getenv("LC_ALL"), getenv("LC_MESSAGES"),
                                   getenv("LANG"));
    const char *asked = NULL;
    int kept = 1;
    for (int i = 1; i < *argc; i++) {
        if (strcmp(argv[i], "--lang") != 0) {
            argv[kept++] = argv[i];
        } else if (i + 1 < *argc) {
            asked = argv[++i];
        } else {
            cli_error(cli_t(CT_NEEDS_VALUE), "--lang");
            return CLI_USAGE;
        }
    }
    argv[kept] = NULL;
    *argc = kept;
    if (asked) {
        lang = i18n_lang_from_code(asked);
        if (lang == LANG_COUNT) {
            cli_error(cli_t(CT_UNKNOWN_LANG), asked);
            return CLI_BAD_INPUT; /* a bad option value */
        }
    }
    lang = lang == LANG_COUNT ? LANG_EN : lang;
    if (lang != LANG_EN) {
        char err[1024];
        if (!load_catalogues(err, sizeof err) && !i18n_has(lang)) {
            /* The messages stay English: said once, in English (nothing else is at hand). */
            cli_warn("no %s translation (%s): the messages are in English", i18n_lang_code(lang),
                     err);
        }
    }
    cli_set_lang(lang);
    return CLI_OK;
}

int main(int argc, char **argv)
{
    renju_init();
    int chosen = choose_lang(&argc, argv);
    if (chosen != CLI_OK) {
        return chosen;
    }
    /* --help, -h and --version stand alone: anything after them is bad usage, not
     * silently ignored (a command's help is `renju-cli COMMAND --help`). */
    if (argc > 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
                     strcmp(argv[1], "--version") == 0)) {
        cli_error(cli_t(CT_TAKES_NOTHING_AFTER), argv[1], argv[2]);
        return CLI_USAGE;
    }
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        (strcmp(argv[1], "help") == 0 && argc == 2)) {
        usage(argc < 2 ? stderr : stdout);
        return cli_finish_output(argc < 2 ? CLI_USAGE : CLI_OK);
    }
    /* The one version of the three programs (version.h). */
    if (strcmp(argv[1], "--version") == 0) {
        printf("renju-cli %s\n", RENJU_VERSION);
        return cli_finish_output(CLI_OK);
    }
    bool help = strcmp(argv[1], "help") == 0;
    if (help && argc > 3) {
        cli_error("%s", cli_t(CT_HELP_ONE_COMMAND));
        return CLI_USAGE;
    }
    if (help && (strcmp(argv[2], "help") == 0 || asks_help(1, argv + 2))) {
        usage(stdout);
        return cli_finish_output(CLI_OK);
    }
    const CliEntry *c = find_command(argv[help ? 2 : 1]);
    if (c && (help || asks_help(argc - 2, argv + 2))) {
        return command_help(c);
    }
    if (c) {
        return cli_finish_output(c->run(argc - 2, argv + 2));
    }
    cli_error(cli_t(CT_UNKNOWN_COMMAND), argv[help ? 2 : 1]);
    usage(stderr);
    return CLI_USAGE;
}

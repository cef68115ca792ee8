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
 *   problems    the problem collection: list, show, check (prove), solve
 *   library     an opening library's continuations of a position; its bench
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "version.h"

typedef struct CliEntry {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
} CliEntry;

static const CliEntry COMMANDS[] = {
    {"forbidden", cli_forbidden,
     "forbidden [--rule NAME] [--colour C] MOVES... | forbidden [...] --batch < positions"},
    {"explain", cli_explain, "explain [--rule NAME] [--colour C] POINT MOVES..."},
    {"play", cli_play, "play [--rule NAME] [--opening NAME] ACTIONS..."},
    {"bench", cli_bench, "bench [--positions FILE] [--random N]"},
    {"analyze", cli_analyze,
     "analyze MOVES... [--time MS] [--depth N] [--level 1-10] [--threads N] [--rule NAME]"},
    {"solve", cli_solve, "solve vcf|vct MOVES... [--nodes N] [--rule NAME]"},
    {"bench-stop", cli_bench_stop, "bench-stop [--threads N]"},
    {"bench-ai", cli_bench_ai,
     "bench-ai [--depth N] [--time MS | --nodes N] [--suite FILE] [--width FILE] [--verbose]"},
    {"convert", cli_convert,
     "convert [--rule NAME] [--rotate 90|180|270] [--mirror h|v|d|a] IN OUT   (.renju .txt .psq "
     ".lib .sgf .moves)"},
    {"export-text", cli_export_text, "export-text [--rule NAME] IN"},
    {"setup", cli_setup, "setup [--rule NAME] [--out FILE] POSITION...   (a record from stones)"},
    {"library", cli_library,
     "library FILE [MOVES...] | library --generate N OUT | library --bench [N]"},
    {"problems", cli_problems, "problems list|show N|check [-v]|solve GOAL COLOUR POS  [FILE...]"},
};

static void usage(FILE *out)
{
    fprintf(out, "usage: renju-cli COMMAND [ARGS...]\n"
                 "       renju-cli --help | --version\ncommands:\n");
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++) {
        fprintf(out, "  renju-cli %s\n", COMMANDS[i].usage);
    }
    fprintf(out, "errors: 'error: ...' on stderr; exit 1 for bad input, 2 for bad usage\n");
    fprintf(out, "positions: a move sequence (h8 i9 h9) or stones (b=f8,g8 w=e8)\n");
    fprintf(out, "play actions: POINT pass swap option-a option-b propose P1..P10 choose P\n"
                 "  declare N two-more keep resign draw; openings: free taraguchi10 soosorv8"
                 " swap2\n");
}

int main(int argc, char **argv)
{
    renju_init();
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(argc < 2 ? stderr : stdout);
        return cli_finish_output(argc < 2 ? CLI_USAGE : CLI_OK);
    }
    /* The one version of the three programs (version.h). */
    if (strcmp(argv[1], "--version") == 0) {
        printf("renju-cli %s\n", RENJU_VERSION);
        return cli_finish_output(CLI_OK);
    }
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++) {
        if (strcmp(argv[1], COMMANDS[i].name) == 0) {
            return cli_finish_output(COMMANDS[i].run(argc - 2, argv + 2));
        }
    }
    cli_error("unknown command '%s'", argv[1]);
    usage(stderr);
    return CLI_USAGE;
}

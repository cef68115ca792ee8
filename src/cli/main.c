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
 *   games       the games a file holds (a RIF database, an SGF collection), a line each
 *   find-position  the games of a folder that reach a position, and their next moves
 *
 * `renju-cli COMMAND --help` (or -h, or `renju-cli help COMMAND`) prints the command's
 * synopsis and options from the table below, for every command alike.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "i18n.h"
#include "version.h"

/* A command: its name, what runs it, its synopsis (after "renju-cli "; one line a form,
 * "\n" between forms) and its help (what it does, then "  --option  meaning" lines: the
 * pieces cli_text.h names, shared pieces too, in the messages' language; the synopsis
 * stays as written, options and all). The dispatch answers `COMMAND --help`, `COMMAND -h`
 * and `help COMMAND` from this table for every command, before the command reads its
 * arguments; a command's own usage errors print the same synopsis (cli_usage). */
#define HELP_PIECES 7
typedef struct CliEntry {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
    CliText help[HELP_PIECES]; /* up to the first CT_COUNT */
} CliEntry;

#define POSITION_NOTES CT_NOTE_POSITION, CT_NOTE_TO_MOVE, CT_COUNT

static const CliEntry COMMANDS[] = {
    {"forbidden",
     cli_forbidden,
     "forbidden [--rule NAME] [--colour C] MOVES...\n"
     "forbidden [--rule NAME] [--colour C] --batch < POSITIONS",
     {CT_HELP_FORBIDDEN, CT_OPT_RULE, CT_OPT_COLOUR_FOULS, CT_OPT_BATCH, CT_NOTE_AMONG_MOVES,
      CT_NOTE_POSITION, CT_COUNT}},
    {"explain",
     cli_explain,
     "explain [--rule NAME] [--colour C] POINT MOVES...",
     {CT_HELP_EXPLAIN, CT_OPT_RULE, CT_OPT_COLOUR_MOVE, CT_NOTE_POSITION, CT_COUNT}},
    {"play",
     cli_play,
     "play [--rule NAME] [--opening NAME] ACTIONS...",
     {CT_HELP_PLAY, CT_OPT_RULE, CT_OPT_OPENING, CT_NOTE_ACTIONS, CT_NOTE_AMONG_ACTIONS, CT_COUNT}},
    {"bench", cli_bench, "bench [--positions FILE] [--random N]", {CT_HELP_BENCH, CT_COUNT}},
    {"analyze",
     cli_analyze,
     "analyze MOVES...|FILE [--time MS] [--depth N] [--nodes N] [--level 1-10] [--threads N] "
     "[--to-move black|white] [--rule NAME]",
     {CT_HELP_ANALYZE, CT_OPT_TO_MOVE, CT_OPT_RULE, POSITION_NOTES}},
    {"solve",
     cli_solve,
     "solve vcf|vct MOVES...|FILE [--nodes N] [--to-move black|white] [--rule NAME]",
     {CT_HELP_SOLVE, CT_OPT_TO_MOVE, CT_OPT_RULE, POSITION_NOTES}},
    {"bench-stop", cli_bench_stop, "bench-stop [--threads N]", {CT_HELP_BENCH_STOP, CT_COUNT}},
    {"bench-ai",
     cli_bench_ai,
     "bench-ai [--depth N] [--time MS | --nodes N] [--suite FILE] [--width FILE] [--verbose]",
     {CT_HELP_BENCH_AI, CT_COUNT}},
    {"convert",
     cli_convert,
     "convert [--rule NAME] [--game N] [--rotate 90|180|270] [--mirror h|v|d|a] [--force] IN "
     "OUT",
     {CT_HELP_CONVERT, CT_OPT_RECORD_RULE, CT_OPT_GAME, CT_HELP_CONVERT_OPTS, CT_COUNT}},
    {"export-text",
     cli_export_text,
     "export-text [--rule NAME] [--game N] IN",
     {CT_HELP_EXPORT_TEXT, CT_OPT_RECORD_RULE, CT_OPT_GAME, CT_COUNT}},
    {"games", cli_games, "games FILE", {CT_HELP_GAMES, CT_COUNT}},
    {"review",
     cli_review,
     "review [--rule NAME] [--nodes N | --time MS] FILE",
     {CT_HELP_REVIEW, CT_OPT_RECORD_RULE, CT_HELP_REVIEW_OPTS, CT_COUNT}},
    {"setup",
     cli_setup,
     "setup [--rule NAME] [--to-move black|white] [--out FILE [--force]] POSITION...",
     {CT_HELP_SETUP, CT_OPT_RULE, CT_HELP_SETUP_OPTS, CT_NOTE_POSITION, CT_COUNT}},
    {"library",
     cli_library,
     "library FILE [MOVES...]\n"
     "library FILE --find TEXT\n"
     "library --builtin [MOVES...]\n"
     "library --generate N [--force] OUT\n"
     "library --bench [N]\n"
     "library --merge MINE OTHER OUT [--force]",
     {CT_HELP_LIBRARY, CT_HELP_LIBRARY_FIND, CT_COUNT}},
    {"find-position",
     cli_find_position,
     "find-position [--rule NAME] PATH... [--moves MOVES...]\n"
     "find-position --bench [N]",
     {CT_HELP_FIND_POSITION, CT_OPT_RECORD_RULE, CT_COUNT}},
    {"problems",
     cli_problems,
     "problems list [FILE...]\n"
     "problems show N|L.K|ID [FILE...]\n"
     "problems check [-v] [--deep N] [FILE...]\n"
     "problems learners [FILE...]\n"
     "problems solve vcf|vct|foul|defend black|white POSITION...",
     {CT_HELP_PROBLEMS, CT_COUNT}},
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

/* The word "usage:" in out's language (cli_lang_of), and as many spaces as it is wide. */
static const char *usage_word(FILE *out, char *pad, size_t cap)
{
    const char *word = i18n_cli(cli_lang_of(out), CT_USAGE_WORD, 1);
    int n = cli_chars(word);
    snprintf(pad, cap, "%*s", n < (int)cap ? n : (int)cap - 1, "");
    return word;
}

/* The synopsis, a line a form: "usage: renju-cli ..." then "       renju-cli ...". */
static void print_synopsis(FILE *out, const CliEntry *c)
{
    char pad[64];
    const char *word = usage_word(out, pad, sizeof pad);
    const char *s = c->usage;
    for (int line = 0; *s; line++) {
        size_t n = strcspn(s, "\n");
        fprintf(out, "%s renju-cli %.*s\n", line ? pad : word, (int)n, s);
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

/* A command's whole help on stdout (so in the results' language): synopsis, help, the
 * rule sets' names if it takes --rule. */
static int command_help(const CliEntry *c)
{
    print_synopsis(stdout, c);
    for (int i = 0; i < HELP_PIECES && c->help[i] != CT_COUNT; i++) {
        fputs(cli_rt(c->help[i]), stdout);
    }
    if (strstr(c->usage, "--rule")) {
        fputs(cli_rt(CT_RULE_SETS), stdout);
        for (int i = 0; i < RULE_COUNT; i++) {
            printf(" %s", rules_get((RuleId)i)->name);
        }
        printf("\n");
    }
    return cli_finish_output(CLI_OK);
}

/* The commands' synopses and the notes: on stdout for --help, on stderr after a usage
 * error (each stream's language, cli_lang_of). */
static void usage(FILE *out)
{
    /* Every word in one language (audit 31b C7: English headers above a translated tail). */
    Lang lang = cli_lang_of(out);
    char pad[64];
    const char *word = usage_word(out, pad, sizeof pad);
    fprintf(out,
            "%s renju-cli COMMAND [ARGS...]\n"
            "%s renju-cli COMMAND --help | help COMMAND   %s\n"
            "%s renju-cli --help | --version\n%s\n",
            word, pad, i18n_cli(lang, CT_USAGE_COMMAND_HELP, 1), pad,
            i18n_cli(lang, CT_USAGE_COMMANDS, 1));
    for (int i = 0; i < NCOMMANDS; i++) {
        const char *s = COMMANDS[i].usage;
        while (*s) {
            size_t n = strcspn(s, "\n");
            fprintf(out, "  renju-cli %.*s\n", (int)n, s);
            s += n + (s[n] == '\n');
        }
    }
    fprintf(out, "%s renju-cli --lang en|uk|ru|bg COMMAND ...   %s\n", pad,
            i18n_cli(lang, CT_USAGE_LANG, 1));
    fputs(i18n_cli(lang, CT_USAGE_NOTES, 1), out);
    fputs(i18n_cli(lang, CT_LANG_RULE, 1), out);
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

/* The language (cli.h, CT_LANG_RULE): `--lang CODE` anywhere (taken out of argv, *argc
 * less) for everything; without it stdout is English, and the messages on stderr follow
 * the environment as the window reads it (LANGUAGE, then LC_ALL, LC_MESSAGES, LANG),
 * English when it names none of ours. CLI_OK, or CLI_USAGE after the error. */
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
    Lang named = asked ? i18n_lang_from_code(asked) : LANG_COUNT;
    lang = named != LANG_COUNT ? named : lang == LANG_COUNT ? LANG_EN : lang;
    if (lang != LANG_EN) {
        char err[1024];
        if (!load_catalogues(err, sizeof err) && !i18n_has(lang)) {
            /* The messages stay English: said once, in English (nothing else is at hand). */
            cli_warn("no %s translation (%s): the messages are in English", i18n_lang_code(lang),
                     err);
        }
    }
    cli_set_lang(lang);
    cli_set_results_lang(asked ? lang : LANG_EN); /* scripts read stdout: only when asked */
    if (asked && named == LANG_COUNT) {
        /* Said in the environment's language (audit 31b C7: it was English). */
        cli_error(cli_t(CT_UNKNOWN_LANG), asked);
        return CLI_BAD_INPUT; /* a bad option value */
    }
    return CLI_OK;
}

int main(int argc, char **argv)
{
    renju_init();
    /* Past a file-size limit (ulimit -f) a write fails with EFBIG, which the atomic save
     * handles (its temporary file removed, the file kept), instead of killing the program
     * in the middle with the temporary file left behind. */
    signal(SIGXFSZ, SIG_IGN);
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

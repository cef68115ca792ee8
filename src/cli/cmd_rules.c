/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli forbidden, explain and play.
 *
 * play reads the action words of game_action_read (points, pass, swap, option-a,
 * option-b, propose P1..P10, choose P, declare N, two-more, keep, resign, draw). With an
 * opening rule it also prints `first:` (the colour the first player holds), `phase:`,
 * `acts:` (first or second player), and when they apply `zone:`, `swap: offered`,
 * `propose: N` and `proposals:`. Last comes `opening: NAME (CODE)` when the first three
 * stones make one of the 26 standard openings (named_opening.h): `opening: Kagetsu (4D)`.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "foulview.h"
#include "game.h"
#include "i18n.h"
#include "position.h"
#include "rules.h"
#include "text.h"

#define LINE_MAX_LEN 65536

/* The rule set named `name`, or NULL after printing an error that lists the names. */
static const RuleSet *find_rule(const char *name)
{
    const RuleSet *rs = rules_find(name);
    if (!rs) {
        char names[512] = "";
        size_t n = 0;
        for (int i = 0; i < RULE_COUNT; i++) {
            text_append(names, sizeof names, &n, " %s", rules_get((RuleId)i)->name);
        }
        cli_error(cli_t(CT_UNKNOWN_RULE_OF), name, names);
    }
    return rs;
}

/* forbidden and explain take the rule set as `--rule NAME` (the board size follows it)
 * and the colour whose fouls they show as `--colour black|white`, anywhere among the
 * moves, as analyze does; forbidden also `--batch` (batch not NULL). Reads those options
 * (defaults: renju, black) and leaves the other arguments, in their order, in
 * argv[0..*argc). Any other `--` word is bad usage. Returns CLI_OK, or the exit status
 * after printing an error. */
static int rule_options(int *argc, char **argv, const RuleSet **rs, Stone *colour, bool *batch)
{
    *rs = rules_get(RULE_RENJU);
    *colour = STONE_BLACK;
    int kept = 0;
    for (int i = 0; i < *argc; i++) {
        const char *opt = argv[i];
        if (strncmp(opt, "--", 2) != 0) {
            argv[kept++] = argv[i];
            continue;
        }
        if (batch && strcmp(opt, "--batch") == 0) {
            *batch = true;
            continue;
        }
        if (strcmp(opt, "--rule") != 0 && strcmp(opt, "--colour") != 0) {
            return cli_unknown_option(opt);
        }
        const char *value = cli_option_value(*argc, argv, &i);
        if (!value) {
            return CLI_USAGE;
        }
        if (strcmp(opt, "--rule") == 0) {
            *rs = find_rule(value);
            if (!*rs) {
                return CLI_BAD_INPUT;
            }
        } else if (strcmp(value, "black") == 0 || strcmp(value, "white") == 0) {
            *colour = value[0] == 'b' ? STONE_BLACK : STONE_WHITE;
        } else {
            cli_error(cli_t(CT_COLOUR_VALUE), value);
            return CLI_BAD_INPUT;
        }
    }
    *argc = kept;
    return CLI_OK;
}

int cli_join(int argc, char *const *argv, char *buf, size_t cap)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < argc; i++) {
        size_t len = strlen(argv[i]);
        if (n + len + 2 > cap) {
            return 0;
        }
        if (i) {
            buf[n++] = ' ';
        }
        memcpy(buf + n, argv[i], len + 1);
        n += len;
    }
    return 1;
}

void cli_print_board(FILE *out, const Board *b)
{
    for (int y = b->size - 1; y >= 0; y--) {
        fprintf(out, "%2d", y + 1);
        for (int x = 0; x < b->size; x++) {
            Stone s = board_at(b, pos_from_xy(x, y));
            fprintf(out, " %c", s == STONE_BLACK ? 'X' : s == STONE_WHITE ? 'O' : '.');
        }
        fputc('\n', out);
    }
    fprintf(out, "  ");
    for (int x = 0; x < b->size; x++) {
        fprintf(out, " %c", 'a' + x);
    }
    fputc('\n', out);
}

/* Are words[0..n) stone lists ("b=f8,g8 w=e8": a word holding '='), not moves? */
static bool stone_lists(int n, char *const *words)
{
    for (int i = 0; i < n; i++) {
        if (strchr(words[i], '=')) {
            return true;
        }
    }
    return false;
}

/* Prints colour's forbidden points of the position of words[0..n) (cli_read_position)
 * to stdout; false after printing the reason to `errors` (stderr, or stdout in a batch,
 * where the answer keeps its line). */
static bool forbidden_line(const RuleSet *rs, Stone colour, int n, char *const *words, FILE *errors)
{
    Board b;
    if (!cli_read_position(rs, n, words, &b, NULL, NULL, 0, errors) ||
        (stone_lists(n, words) && !cli_lines_open(rs, &b, errors))) {
        return false;
    }
    Pos pts[BOARD_MAX * BOARD_MAX];
    int count = rules_forbidden_map(rs, &b, colour, pts, BOARD_MAX * BOARD_MAX);
    if (count == 0) {
        printf("none\n");
        return true;
    }
    for (int i = 0; i < count; i++) {
        char name[8];
        board_format_point(pts[i], name, sizeof name);
        printf("%s%s", i ? " " : "", name);
    }
    putchar('\n');
    return true;
}

/* One line of a batch (len bytes, NUL-terminated) cut in place into its words, at most
 * cap of them in words; their number. */
static int split_words(char *line, size_t len, char **words, int cap)
{
    size_t at = 0;
    size_t start = 0;
    size_t n;
    int count = 0;
    while (count < cap && (n = text_next_word(line, len, &at, &start)) > 0) {
        words[count++] = line + start;
        line[start + n] = '\0'; /* a blank or the line's end: the next word starts after */
        at = start + n + (start + n < len);
    }
    return count;
}

/* forbidden --batch: one answer a line of stdin, a bad line answered by its error in its
 * place; comment lines (#) are copied. A line too long ends the batch (where the next
 * line starts is not known without reading the rest, which may never end), and so does
 * a read error (on stderr: stdin is a directory, say). Exits CLI_BAD_INPUT when any line
 * was bad. */
static int forbidden_batch(const RuleSet *rs, Stone colour)
{
    char *line = malloc(LINE_MAX_LEN);
    char **words = malloc(sizeof *words * (LINE_MAX_LEN / 2));
    if (!line || !words) {
        free(line);
        free(words);
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        return CLI_BAD_INPUT;
    }
    int os = 0;
    int bad = 0;
    long lineno = 0;
    long len;
    while ((len = cli_read_line(stdin, line, LINE_MAX_LEN, &os)) != CLI_LINE_END) {
        lineno++;
        if (len == CLI_LINE_TOO_LONG) {
            cli_error_to(stdout,
                         "line %ld is longer than %d bytes; the rest of the input is not "
                         "read",
                         lineno, LINE_MAX_LEN - 1);
            bad++;
            break;
        }
        if (len > 0 && line[0] == '#') {
            fwrite(line, 1, (size_t)len, stdout);
            putchar('\n');
        } else if (memchr(line, '\0', (size_t)len)) {
            cli_error_to(stdout, "a NUL byte in the position");
            bad++;
        } else {
            int n = split_words(line, (size_t)len, words, LINE_MAX_LEN / 2);
            bad += !forbidden_line(rs, colour, n, words, stdout);
        }
        errno = 0;
        if (fflush(stdout) != 0) { /* a full disk: said with its reason, the rest not read */
            cli_output_failed(errno ? errno : EIO);
            clearerr(stdout); /* said once: cli_finish_output has nothing more to say */
            free(line);
            free(words);
            return CLI_BAD_INPUT;
        }
    }
    free(line);
    free(words);
    if (ferror(stdin)) {
        char why[128];
        cli_os_reason(cli_lang(), os ? os : EIO, why, sizeof why);
        cli_error(cli_t(CT_CANNOT_READ_POSITIONS), why);
        return CLI_BAD_INPUT;
    }
    return bad ? CLI_BAD_INPUT : CLI_OK;
}

int cli_forbidden(int argc, char **argv)
{
    const RuleSet *rs = NULL;
    Stone colour = STONE_BLACK;
    bool batch = false;
    int status = rule_options(&argc, argv, &rs, &colour, &batch);
    if (status != CLI_OK) {
        return status;
    }
    if (batch) {
        if (argc > 0) {
            cli_error(cli_t(CT_BATCH_STDIN), argv[0]);
            return CLI_USAGE;
        }
        return forbidden_batch(rs, colour);
    }
    return forbidden_line(rs, colour, argc, argv, stderr) ? CLI_OK : CLI_BAD_INPUT;
}

int cli_explain(int argc, char **argv)
{
    const RuleSet *rs = NULL;
    Stone colour = STONE_BLACK;
    int status = rule_options(&argc, argv, &rs, &colour, NULL);
    if (status != CLI_OK) {
        return status;
    }
    if (argc < 1) {
        cli_usage(stderr, "explain");
        return CLI_USAGE;
    }
    Board b;
    Pos p;
    if (!board_parse_point(argv[0], strlen(argv[0]), rs->board_size, &p)) {
        cli_error(cli_t(CT_NOT_A_POINT), argv[0]);
        return CLI_BAD_INPUT;
    }
    if (!cli_read_position(rs, argc - 1, argv + 1, &b, NULL, NULL, 0, stderr) ||
        (stone_lists(argc - 1, argv + 1) && !cli_lines_open(rs, &b, stderr))) {
        return CLI_BAD_INPUT;
    }
    RuleExplanation e;
    rules_explain(rs, &b, p, colour, &e);
    if (e.verdict == VERDICT_OCCUPIED) {
        /* No question to answer: bad input, said as every error is. */
        char name[8];
        board_format_point(p, name, sizeof name);
        cli_error(cli_t(CT_OCCUPIED), name);
        return CLI_BAD_INPUT;
    }
    char out[4096], alike[2048];
    Lang lang = cli_results_lang(); /* on stdout: English unless --lang names another */
    if (lang == LANG_EN) {
        rules_explain_format(&e, out, sizeof out);
    } else {
        i18n_explain(lang, &e, out, sizeof out);
    }
    /* The look-alike lines where the window's foul view puts them: after the lines of the
     * explanation, before its closing line (audit 25, C16: the window explained position
     * D's column h8 h9 h10, renju-cli did not). */
    foulview_look_alike_text(rs, &b, p, colour, lang, alike, sizeof alike);
    const char *rest = out;
    for (int k = 0; k < e.nlines + 1 && *rest; k++) {
        rest += strcspn(rest, "\n");
        rest += *rest == '\n';
    }
    printf("%.*s%s%s", (int)(rest - out), out, alike, rest);
    return CLI_OK;
}

/* The opening lines of `play`: who holds which colour, what the game waits for, who
 * acts, the zone of the next stone and the proposed fifth moves. */
static void print_opening_state(const Game *g)
{
    printf("first: %s\n", game_colour_name(g->first_colour));
    printf("phase: %s\n", game_phase_name(g->phase));
    if (!game_over(g)) {
        printf("acts: %s\n", game_player_to_move(g) == 0 ? "first" : "second");
    }
    int zone = game_zone_size(g);
    if (game_action_offered(g, ACTION_MOVE) && zone > 0) {
        printf("zone: %dx%d\n", zone, zone);
    }
    if (game_swap_offered(g)) {
        printf("swap: offered\n");
    }
    int needed = game_proposals_needed(g);
    if (needed > 0) {
        printf("propose: %d\n", needed);
    }
    if (g->nproposals > 0) {
        printf("proposals:");
        for (int i = 0; i < g->nproposals; i++) {
            char name[8];
            board_format_point(g->proposals[i], name, sizeof name);
            printf(" %s", name);
        }
        putchar('\n');
    }
}

int cli_play(int argc, char **argv)
{
    const RuleSet *rs = rules_get(RULE_RENJU);
    OpeningId opening = OPENING_FREE;
    bool opening_given = false;
    /* The options anywhere among the actions, as the other commands take theirs (no
     * action word starts with "--"); the actions kept in their order. */
    int kept = 0;
    for (int i = 0; i < argc; i++) {
        const char *opt = argv[i];
        if (strncmp(opt, "--", 2) != 0) {
            argv[kept++] = argv[i];
            continue;
        }
        if (strcmp(opt, "--rule") != 0 && strcmp(opt, "--opening") != 0) {
            return cli_unknown_option(opt);
        }
        const char *value = cli_option_value(argc, argv, &i);
        if (!value) {
            return CLI_USAGE;
        }
        if (strcmp(opt, "--rule") == 0) {
            rs = find_rule(value);
            if (!rs) {
                return CLI_BAD_INPUT;
            }
        } else {
            opening = game_opening_find(value);
            if (opening == OPENING_COUNT) {
                cli_error(cli_t(CT_UNKNOWN_OPENING), value);
                return CLI_BAD_INPUT;
            }
            opening_given = true;
        }
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        return CLI_BAD_INPUT;
    }
    game_init(g, rs, opening);
    if (!cli_play_words(g, kept, argv, stderr)) {
        free(g);
        return CLI_BAD_INPUT;
    }
    cli_print_board(stdout, &g->board);
    char result[160];
    game_result_text(g, result, sizeof result);
    printf("to-move: %s\n", game_colour_name(game_to_move(g)));
    if (opening_given && opening != OPENING_FREE) {
        print_opening_state(g);
    }
    if (rs->captures) {
        printf("captures: black %d white %d\n", g->board.captures[STONE_BLACK],
               g->board.captures[STONE_WHITE]);
    }
    if (rs->stone_limit > 0) {
        printf("stones left: black %d white %d\n", rules_stones_left(rs, &g->board, STONE_BLACK),
               rules_stones_left(rs, &g->board, STONE_WHITE));
    }
    printf("result: %s\n", result);
    /* The standard opening the first three stones make, as players name it (the 26 names
     * are renju's: no other rule set, old renju and Pente among them, has them). */
    NamedOpening named = rs->id == RULE_RENJU ? named_opening_of_board(&g->board)
                                              : NAMED_OPENING_NONE;
    if (named != NAMED_OPENING_NONE) {
        printf("opening: %s (%s)\n", i18n_named_opening(LANG_EN, named), named_opening_code(named));
    }
    free(g);
    return CLI_OK;
}

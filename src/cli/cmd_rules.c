/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli forbidden, explain and play.
 *
 * play reads the action words of game_action_read (points, pass, swap, option-a,
 * option-b, propose P1..P10, choose P, declare N, two-more, keep, resign, draw). With an
 * opening rule it also prints `first:` (the colour the first player holds), `phase:`,
 * `acts:` (first or second player), and when they apply `zone:`, `swap: offered`,
 * `propose: N` and `proposals:`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "game.h"
#include "position.h"
#include "rules.h"

#define LINE_MAX_LEN 65536

/* The rule set named `name`, or NULL after printing an error that lists the names. */
static const RuleSet *find_rule(const char *name)
{
    const RuleSet *rs = rules_find(name);
    if (!rs) {
        printf("error: unknown rule set '%s' (one of:", name);
        for (int i = 0; i < RULE_COUNT; i++) {
            printf(" %s", rules_get((RuleId)i)->name);
        }
        printf(")\n");
    }
    return rs;
}

/* forbidden and explain take the rule set as `--rule NAME` (the board size follows it)
 * and the colour whose fouls they show as `--colour black|white`. Reads those leading
 * options (defaults: renju, black) and moves argc/argv past them, stopping at the first
 * other argument. Returns false after printing an error. */
static bool rule_options(int *argc, char ***argv, const RuleSet **rs, Stone *colour)
{
    *rs = rules_get(RULE_RENJU);
    *colour = STONE_BLACK;
    while (*argc > 0 && strncmp((*argv)[0], "--", 2) == 0 && strcmp((*argv)[0], "--batch") != 0) {
        const char *opt = (*argv)[0];
        const char *value = *argc > 1 ? (*argv)[1] : NULL;
        if (strcmp(opt, "--rule") == 0 && value) {
            *rs = find_rule(value);
            if (!*rs) {
                return false;
            }
        } else if (strcmp(opt, "--colour") == 0 && value) {
            if (strcmp(value, "black") != 0 && strcmp(value, "white") != 0) {
                printf("error: --colour takes black or white, not '%s'\n", value);
                return false;
            }
            *colour = value[0] == 'b' ? STONE_BLACK : STONE_WHITE;
        } else {
            printf("error: unknown option '%s'%s\n", opt,
                   value ? "" : " (or its value is missing)");
            return false;
        }
        *argc -= 2;
        *argv += 2;
    }
    return true;
}

int cli_join(int argc, char **argv, char *buf, size_t cap)
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

/* Prints colour's forbidden points of one position, or "error: ...". */
static void forbidden_line(const RuleSet *rs, Stone colour, const char *text, size_t len)
{
    static const size_t ERR = 200;
    char err[200];
    Board b;
    if (!position_parse(text, len, rs->board_size, &b, err, ERR)) {
        printf("error: %s\n", err);
        return;
    }
    Pos pts[BOARD_MAX * BOARD_MAX];
    int n = rules_forbidden_map(rs, &b, colour, pts, BOARD_MAX * BOARD_MAX);
    if (n == 0) {
        printf("none\n");
        return;
    }
    for (int i = 0; i < n; i++) {
        char name[8];
        board_format_point(pts[i], name, sizeof name);
        printf("%s%s", i ? " " : "", name);
    }
    putchar('\n');
}

int cli_forbidden(int argc, char **argv)
{
    const RuleSet *rs = NULL;
    Stone colour = STONE_BLACK;
    if (!rule_options(&argc, &argv, &rs, &colour)) {
        return 2;
    }
    if (argc >= 1 && strcmp(argv[0], "--batch") == 0) {
        char *line = malloc(LINE_MAX_LEN);
        if (!line) {
            return 1;
        }
        while (fgets(line, LINE_MAX_LEN, stdin)) {
            size_t len = strlen(line);
            bool whole = len > 0 && line[len - 1] == '\n';
            if (!whole && !feof(stdin)) {
                int c;
                while ((c = getchar()) != EOF && c != '\n') {
                }
                printf("error: line too long\n");
                continue;
            }
            if (len > 0 && line[0] == '#') {
                fputs(line, stdout);
                if (!whole) {
                    putchar('\n');
                }
                continue;
            }
            forbidden_line(rs, colour, line, len);
            fflush(stdout);
        }
        free(line);
        return 0;
    }
    char text[LINE_MAX_LEN];
    if (!cli_join(argc, argv, text, sizeof text)) {
        printf("error: position too long\n");
        return 1;
    }
    forbidden_line(rs, colour, text, strlen(text));
    return 0;
}

int cli_explain(int argc, char **argv)
{
    const RuleSet *rs = NULL;
    Stone colour = STONE_BLACK;
    if (!rule_options(&argc, &argv, &rs, &colour)) {
        return 2;
    }
    if (argc < 1) {
        fprintf(stderr, "usage: renju-cli explain [--rule NAME] [--colour C] POINT MOVES...\n");
        return 2;
    }
    char text[LINE_MAX_LEN];
    char err[200] = "position too long";
    Board b;
    Pos p;
    if (!board_parse_point(argv[0], strlen(argv[0]), rs->board_size, &p)) {
        printf("error: '%s' is not a point of the board\n", argv[0]);
        return 1;
    }
    if (!cli_join(argc - 1, argv + 1, text, sizeof text) ||
        !position_parse(text, strlen(text), rs->board_size, &b, err, sizeof err)) {
        printf("error: %s\n", err);
        return 1;
    }
    RuleExplanation e;
    rules_explain(rs, &b, p, colour, &e);
    char out[4096];
    rules_explain_format(&e, out, sizeof out);
    fputs(out, stdout);
    return 0;
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
    int i = 0;
    while (i < argc && strncmp(argv[i], "--", 2) == 0) {
        if (strcmp(argv[i], "--rule") == 0 && i + 1 < argc) {
            rs = find_rule(argv[i + 1]);
            if (!rs) {
                return 2;
            }
            i += 2;
        } else if (strcmp(argv[i], "--opening") == 0 && i + 1 < argc) {
            opening = game_opening_find(argv[i + 1]);
            if (opening == OPENING_COUNT) {
                printf("error: unknown opening '%s'\n", argv[i + 1]);
                return 2;
            }
            opening_given = true;
            i += 2;
        } else {
            printf("error: unknown option '%s'\n", argv[i]);
            return 2;
        }
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        return 1;
    }
    game_init(g, rs, opening);
    int number = 0;
    while (i < argc) {
        Action a;
        GameError gerr;
        number++;
        int used = game_action_read(argv + i, argc - i, g->board.size, &a, &gerr);
        if (used == 0) {
            printf("error: action %d: %s\n", number, gerr.msg);
            free(g);
            return 1;
        }
        i += used;
        if (!game_apply(g, &a, &gerr)) {
            char text[160];
            game_action_format(&a, text, sizeof text);
            printf("error: action %d '%s': %s\n", number, text, gerr.msg);
            free(g);
            return 1;
        }
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
        printf("stones left: black %d white %d\n",
               rules_stones_left(rs, &g->board, STONE_BLACK),
               rules_stones_left(rs, &g->board, STONE_WHITE));
    }
    printf("result: %s\n", result);
    free(g);
    return 0;
}

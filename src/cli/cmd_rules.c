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

/* Prints Black's forbidden points of one position, or "error: ...". */
static void forbidden_line(const char *text, size_t len)
{
    static const size_t ERR = 200;
    char err[200];
    Board b;
    if (!position_parse(text, len, BOARD_STANDARD, &b, err, ERR)) {
        printf("error: %s\n", err);
        return;
    }
    Pos pts[BOARD_MAX * BOARD_MAX];
    int n = rules_forbidden_map(rules_get(RULE_RENJU), &b, STONE_BLACK, pts,
                                BOARD_MAX * BOARD_MAX);
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
            forbidden_line(line, len);
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
    forbidden_line(text, strlen(text));
    return 0;
}

int cli_explain(int argc, char **argv)
{
    if (argc < 1) {
        fprintf(stderr, "usage: renju-cli explain POINT MOVES...\n");
        return 2;
    }
    char text[LINE_MAX_LEN];
    char err[200];
    Board b;
    Pos p;
    if (!board_parse_point(argv[0], strlen(argv[0]), BOARD_STANDARD, &p)) {
        printf("error: '%s' is not a point of the board\n", argv[0]);
        return 1;
    }
    if (!cli_join(argc - 1, argv + 1, text, sizeof text) ||
        !position_parse(text, strlen(text), BOARD_STANDARD, &b, err, sizeof err)) {
        printf("error: %s\n", err);
        return 1;
    }
    RuleExplanation e;
    rules_explain(rules_get(RULE_RENJU), &b, p, STONE_BLACK, &e);
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
            rs = rules_find(argv[i + 1]);
            if (!rs) {
                printf("error: unknown rule set '%s'\n", argv[i + 1]);
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
    printf("result: %s\n", result);
    free(g);
    return 0;
}

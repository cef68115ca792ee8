/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli review: the window's game review from the shell (audit 18a #9). The record's
 * game goes through the window's own state machine (controller.h) with the evaluation
 * graph on (controller_review_run): each search it asks for is run here at once with the
 * window's limits, on one thread with a fresh table: a short search of every position
 * (CTL_GRAPH_NODES, or --nodes N, or --time MS), then each candidate mistake's checks
 * with MISTAKE_CHECK_NODES nodes (mistakes.h), as the window checks them. Printed: a line a
 * position (the window's words for the chance, Black's raw score), the marked moves with the better
 * move, and the searches' length: in English, or in the language --lang names (cli_results_lang).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "controller.h"
#include "i18n.h"
#include "mistakes.h"
#include "record.h"
#include "status.h"

/* --time MS or --nodes N (one of them), then FILE; CLI_OK or the exit status. */
static int review_options(int argc, char **argv, const RuleSet **rules, int *time_ms,
                          int64_t *nodes, const char **path)
{
    *path = NULL;
    bool timed = false;
    for (int i = 0; i < argc; i++) {
        const char *opt = argv[i];
        if (strcmp(opt, "--rule") == 0) {
            int status = cli_rule_option(argc, argv, &i, rules);
            if (status != CLI_OK) {
                return status;
            }
        } else if (strcmp(opt, "--time") == 0 || strcmp(opt, "--nodes") == 0) {
            bool is_time = opt[2] == 't';
            const char *text = cli_option_value(argc, argv, &i);
            int64_t v = 0;
            if (!text) {
                return CLI_USAGE;
            }
            if (!cli_number(opt, text, 1, is_time ? CLI_TIME_MAX : CLI_NODES_MAX, &v)) {
                return CLI_BAD_INPUT;
            }
            if (is_time) {
                *time_ms = (int)v;
                timed = true;
            } else {
                *nodes = v;
            }
        } else if (strncmp(opt, "--", 2) == 0) {
            return cli_unknown_option(opt);
        } else if (*path) {
            cli_usage(stderr, "review");
            return CLI_USAGE;
        } else {
            *path = opt;
        }
    }
    if (!*path) {
        cli_usage(stderr, "review");
        return CLI_USAGE;
    }
    if (timed && *nodes > 0) {
        cli_error("%s", cli_t(CT_TIME_OR_NODES));
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* Is White the side to move before action i? */
static bool mover_is_white(const Game *g, int i)
{
    Board b;
    board_init(&b, g->rules->board_size, g->rules->captures);
    for (int k = 0; k < i; k++) {
        const Action *a = &g->actions[k];
        if (a->kind == ACTION_MOVE || a->kind == ACTION_CHOOSE) {
            board_play(&b, a->pos);
        } else if (a->kind == ACTION_PASS) {
            board_pass(&b);
        }
    }
    return b.to_move == STONE_WHITE;
}

/* Action i's label as the window's move list gives it: a stone or a pass by its move
 * number, an opening decision (a swap, an option, proposals) unnumbered. */
static void move_label(const Game *g, int i, const char *action, bool mistake, char *buf,
                       size_t cap)
{
    ActionKind k = g->actions[i].kind;
    if (k == ACTION_MOVE || k == ACTION_CHOOSE || k == ACTION_PASS) {
        snprintf(buf, cap, "%d. %s%s", game_shown_number(g, i), action, mistake ? "?" : "");
    } else {
        snprintf(buf, cap, "- %s%s", action, mistake ? "?" : "");
    }
}

/* The game's last action i - 1 ended it with no stone: time, resignation, a draw agreed. */
static bool ends_without_move(const Game *g, int i)
{
    if (i == 0 || i != g->nactions || !game_over(g)) {
        return false;
    }
    ActionKind k = g->actions[i - 1].kind;
    return k == ACTION_TIMEOUT || k == ACTION_RESIGN || k == ACTION_DRAW;
}

static void print_review(Controller *c, int time_ms, int64_t nodes)
{
    const Game *g = &c->game;
    Lang lang = cli_results_lang();
    bool *mistake = malloc(GAME_MAX_ACTIONS * sizeof *mistake);
    int *at = malloc(GAME_MAX_ACTIONS * sizeof *at);
    if (!mistake || !at) {
        free(mistake);
        free(at);
        return;
    }
    int nm = controller_mistakes_at(c, mistake, at, GAME_MAX_ACTIONS);
    /* The labels' column as wide as its longest (ten proposals, "timeout black"): each
     * whole, the values lined up after it. */
    int width = 14;
    for (int pass = 0; pass < 2; pass++) {
        for (int i = g->setup; i <= g->nactions; i++) {
            char label[96];
            snprintf(label, sizeof label, "%s", cli_rnt(CT_REVIEW_START, 1));
            if (i > 0 && game_study(g) && i == g->setup) {
                /* A study's set-up in one row, as the window's list has it: no moves. */
                status_study_row(g, lang, label, sizeof label);
            } else if (i > 0) {
                char action[80];
                game_action_format(&g->actions[i - 1], action, sizeof action);
                move_label(g, i - 1, action, mistake[i - 1], label, sizeof label);
            }
            int len = cli_chars(label);
            width = pass == 0 && len > width ? len : width;
            if (pass == 0) {
                continue;
            }
            cli_print_padded(label, width);
            if (ends_without_move(g, i)) {
                /* A loss on time, a resignation, a draw agreed: the result as it is, no
                 * evaluation (audit 30 C7: "White wins (forced)   black -30000"). */
                char result[160];
                i18n_result(lang, g, result, sizeof result);
                printf(" %s\n", result);
                continue;
            }
            if (!c->graph_known[i]) {
                printf(" %s\n", cli_rnt(CT_REVIEW_NOT_SEARCHED, 1));
                continue;
            }
            char chance[96];
            i18n_eval(lang, c->graph_score[i], STONE_BLACK, chance, sizeof chance);
            printf(" ");
            cli_print_padded(chance, 28);
            printf(" ");
            printf(cli_rnt(CT_REVIEW_BLACK_SCORE, 1), c->graph_score[i]);
            if (c->graph_deep[i]) {
                /* A candidate's check replaced the short search's figure (audit 32a B2:
                 * "White 82%" where analyze --nodes 150000 said 65%): its size said. */
                long long check = c->check_nodes > 0 ? c->check_nodes : MISTAKE_CHECK_NODES;
                printf(cli_rnt(CT_REVIEW_CHECKED, 1), check);
            }
            printf("\n");
        }
    }
    printf(cli_rnt(CT_REVIEW_MISTAKES, nm), nm);
    printf("\n");
    for (int i = 0; i < g->nactions; i++) {
        if (!mistake[i]) {
            continue;
        }
        char action[80], best[8];
        game_action_format(&g->actions[i], action, sizeof action);
        /* The window's words for it, where the position after it is shown. */
        controller_view(c, at[i]);
        Pos better;
        int before, after;
        controller_mistake_shown(c, &better, &before, &after);
        bool white = mover_is_white(g, i);
        board_format_point(better, best, sizeof best);
        printf("  ");
        if (before == 100 && after < 100) { /* a proven win thrown away (audit 32a B1) */
            printf(cli_rnt(white ? CT_REVIEW_WIN_LOST_WHITE : CT_REVIEW_WIN_LOST_BLACK, 1),
                   game_shown_number(g, i), action, best, after);
        } else {
            /* Which figure is which (audit 32a C5: "60% -> 28%" read as the position
             * before, where the list showed 55%): the first is after the better move. */
            printf(cli_rnt(white ? CT_REVIEW_MISTAKE_WHITE : CT_REVIEW_MISTAKE_BLACK, 1),
                   game_shown_number(g, i), action, best, before, after);
        }
        printf("\n");
    }
    if (nodes > 0 || time_ms == 0) {
        nodes = nodes > 0 ? nodes : CTL_GRAPH_NODES;
        printf(cli_rnt(CT_REVIEW_NODES, (long)nodes), (long long)nodes);
    } else {
        printf(cli_rnt(CT_REVIEW_MS, time_ms), time_ms);
    }
    printf(cli_rnt(CT_REVIEW_MARKED_WHEN, 1), MISTAKE_DROP, MISTAKE_CHECK_NODES);
    printf("\n");
    free(mistake);
    free(at);
}

int cli_review(int argc, char **argv)
{
    const RuleSet *rules = NULL;
    int time_ms = 0; /* neither --time nor --nodes: the window's CTL_GRAPH_NODES */
    int64_t nodes = 0;
    const char *path = NULL;
    int status = review_options(argc, argv, &rules, &time_ms, &nodes, &path);
    if (status != CLI_OK) {
        return status;
    }
    Game *g = malloc(sizeof *g);
    Controller *c = malloc(sizeof *c);
    AiEngine *e = ai_create(64);
    int rc = CLI_BAD_INPUT;
    RecordInfo info;
    RecordError err;
    ControllerReview review = {nodes, 0, time_ms};
    if (!g || !c || !e) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
    } else if (!record_load_file_fitting(path, rules, g, NULL, &info, &err)) {
        cli_error_record(&err);
    } else if (!controller_review_run(c, g, e, &review)) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
    } else {
        print_review(c, time_ms, nodes);
        rc = CLI_OK;
    }
    if (e) {
        ai_destroy(e);
    }
    free(c);
    free(g);
    return rc;
}

/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli setup: a record from a position. The stones ("b=h8,j8 w=i9", or a move list
 * whose stones count, not its order) become a game as the window's set-up makes it
 * (setup.h: the side to move from the counts, or --to-move's with a pass after the
 * stones, an order of legal moves, the free opening); the record goes to stdout as our text record,
 * or with --out to a file in the format of its extension (never over a file that exists, unless
 * --force; --force without --out is bad usage, not ignored). A position no game can reach is
 * made a study position (its stones placed as they stand, the side to move --to-move's, else
 * the counts', else the fewer stones'), saved as .renju, .sgf or .txt (the text record) only; a
 * five on the board is refused with the reason.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"
#include "position.h"
#include "record.h"
#include "setup.h"
#include "text.h"

/* The position's stones onto b; false after saying why not. No stones at all ("",
 * "b=", blanks) is no position, as the window's set-up text says (POSITION_NO_STONES):
 * an empty game would be a record of nothing. */
static bool parse_stones(const char *text, int size, Board *b)
{
    PositionError err;
    bool ok = position_parse_why(text, strlen(text), size, b, &err);
    if (ok && board_stone_count(b) == 0) {
        err.kind = POSITION_NO_STONES;
        ok = false;
    }
    if (!ok) {
        cli_error_position(cli_lang(), stderr, &err);
    }
    return ok;
}

/* The points of a move list words[0..n) in the order given (a game's moves, kept when
 * they play so: setup_build_order), into order; 0 when a word is no point (stone lists,
 * a pass), or there are too many. */
static int move_order(int n, char *const *words, const RuleSet *rs, Pos *order)
{
    if (n > rs->board_size * rs->board_size) {
        return 0;
    }
    for (int i = 0; i < n; i++) {
        if (!board_parse_point(words[i], strlen(words[i]), rs->board_size, &order[i])) {
            return 0;
        }
    }
    return n;
}

/* Why setup_build refused: the English sentence, or the window's words for it. */
static void setup_refused(const RuleSet *rs, const SetupError *err)
{
    Lang lang = cli_lang();
    char why[320];
    /* English: the core's sentence, but a study that would be over is worded as in the
     * window, the same in every language (audit 31b A3). */
    if (err->kind == SETUP_COUNTS && lang != LANG_EN) {
        text_format(why, sizeof why, i18n_cli(lang, CT_COUNTS_NO_SIDE, 1), err->black, err->white);
    } else if (lang == LANG_EN && err->kind != SETUP_OVER) {
        text_format(why, sizeof why, "%s", err->msg);
    } else {
        i18n_setup_error(lang, rs, err, why, sizeof why);
    }
    cli_error("%s", why);
}

int cli_setup(int argc, char **argv)
{
    const RuleSet *rules = rules_get(RULE_RENJU);
    const char *out = NULL;
    bool force = false;
    Stone to_move = STONE_EMPTY;
    /* Options go before, among or after the position's words (as forbidden's do): the
     * words left in argv[0..kept) are the position. */
    int kept = 0;
    for (int i = 0; i < argc; i++) {
        if (strncmp(argv[i], "--", 2) != 0) {
            argv[kept++] = argv[i];
            continue;
        }
        if (strcmp(argv[i], "--force") == 0) {
            force = true;
            continue;
        }
        bool rule = strcmp(argv[i], "--rule") == 0;
        bool side = strcmp(argv[i], "--to-move") == 0;
        if (!rule && !side && strcmp(argv[i], "--out") != 0) {
            return cli_unknown_option(argv[i]);
        }
        const char *value = cli_option_value(argc, argv, &i);
        if (!value) {
            return CLI_USAGE;
        }
        if (side) {
            to_move = strcmp(value, "black") == 0   ? STONE_BLACK
                      : strcmp(value, "white") == 0 ? STONE_WHITE
                                                    : STONE_WALL;
            if (to_move == STONE_WALL) {
                cli_error(cli_t(CT_TO_MOVE_VALUE), value);
                return CLI_BAD_INPUT; /* a bad option value, as --colour's */
            }
            continue;
        }
        if (rule && !(rules = rules_find(value))) {
            cli_error(cli_t(CT_UNKNOWN_RULE), value);
            return CLI_BAD_INPUT;
        }
        out = rule ? out : value;
    }
    char text[4096];
    if (kept == 0) {
        cli_usage(stderr, "setup");
        return CLI_USAGE;
    }
    if (force && !out) { /* as solve refuses a limit it does not take: not silently */
        cli_error("%s", cli_t(CT_SETUP_FORCE));
        return CLI_USAGE;
    }
    if (!cli_join(kept, argv, text, sizeof text)) {
        cli_error("%s", cli_t(CT_POSITION_TOO_LONG));
        return CLI_BAD_INPUT;
    }
    Board *b = malloc(sizeof *b);
    Game *g = malloc(sizeof *g);
    Pos order[BOARD_MAX * BOARD_MAX];
    int status = CLI_BAD_INPUT;
    SetupError err;
    if (!b || !g) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
    } else if (!parse_stones(text, rules->board_size, b)) {
        /* said */
    } else if (!setup_build_order(g, rules, b, order, move_order(kept, argv, rules, order), to_move,
                                  &err)) {
        setup_refused(rules, &err);
    } else if (out) {
        RecordError rerr;
        RecordWrite how = RECORD_WRITE_NEW;
        int checked = cli_output_check("setup", NULL, false, out, force, &how);
        if (checked != CLI_OK) {
            status = checked; /* said; no input file to be the same as */
        } else if (record_save_file_lines(out, RECORD_AUTO, g, NULL, NULL, how, &rerr)) {
            bool black = game_to_move(g) == STONE_BLACK;
            if (game_study(g)) { /* its placed passes are no moves: no count */
                cli_line(stdout, cli_rt(black ? CT_SETUP_STUDY_BLACK : CT_SETUP_STUDY_WHITE), out);
            } else {
                CliText said = black ? CT_SETUP_WRITTEN_BLACK : CT_SETUP_WRITTEN_WHITE;
                cli_line(stdout, cli_rnt(said, g->board.ply), out, g->board.ply);
            }
            cli_warn_lost(NULL, out, record_format_from_path(out), g, NULL, NULL);
            status = CLI_OK;
        } else {
            /* The file was there (or came meanwhile): kept, unless --force. */
            cli_output_error("setup", out, &rerr);
        }
    } else {
        size_t n = record_format(g, NULL, RECORD_TEXT, NULL, 0);
        char *buf = malloc(n + 1);
        if (buf) {
            record_format(g, NULL, RECORD_TEXT, buf, n + 1);
            status = cli_write_output(buf, n) ? CLI_OK : CLI_BAD_INPUT;
        } else {
            cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        }
        free(buf);
    }
    free(b);
    free(g);
    return status;
}

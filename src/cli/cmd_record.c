/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli convert and export-text: game records between formats. The input is read and
 * replayed completely before anything is written, and the output replaces its file
 * atomically, so a bad input never leaves an output file behind. convert can turn the game
 * on its way (--rotate, --mirror: symmetry.h), every line and proposal with it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "record.h"
#include "symmetry.h"

/* Reads "--rule NAME" options, then exactly nargs arguments; returns the index of the
 * first of them, or -CLI_USAGE / -CLI_BAD_INPUT after printing an error (usage when the
 * number of arguments is wrong: command's synopsis). */
static int record_options(int argc, char **argv, const RuleSet **rules, int nargs,
                          const char *command)
{
    int i = 0;
    *rules = NULL; /* a record that names no rule: the first rule set it fits */
    while (i < argc && strncmp(argv[i], "--", 2) == 0) {
        if (strcmp(argv[i], "--rule") != 0) {
            return -cli_unknown_option(argv[i]);
        }
        const char *name = cli_option_value(argc, argv, &i);
        if (!name) {
            return -CLI_USAGE;
        }
        *rules = rules_find(name);
        if (!*rules) {
            cli_error("unknown rule set '%s'", name);
            return -CLI_BAD_INPUT;
        }
        i++;
    }
    if (argc - i != nargs) {
        cli_usage(stderr, command);
        return -CLI_USAGE;
    }
    return i;
}

/* Loads path into a malloc'd game (extension first, then content), its other lines into
 * *lines (may be NULL); NULL after printing "error: ...". */
static Game *load_game(const char *path, const RuleSet *rules, Review *lines, RecordInfo *info)
{
    Game *g = malloc(sizeof *g);
    RecordError err;
    if (!g) {
        cli_error("out of memory");
        return NULL;
    }
    if (!record_load_file_fitting(path, rules, g, lines, info, &err)) {
        cli_error("%s", err.msg);
        free(g);
        return NULL;
    }
    if (info->lines_left_out > 0) {
        /* The window says the same on such a load (S_MSG_LOADED_LINES_LEFT_OUT). */
        cli_warn("%s: %d move%s of other lines could not be read (the rules refuse them, or "
                 "too many lines after a foul or a five): left out",
                 path, info->lines_left_out, info->lines_left_out == 1 ? "" : "s");
    }
    if (info->foul_move > 0 && info->foul_move <= g->nactions) {
        /* The window says the same on such a load (S_MSG_LOADED_FOUL). */
        char pt[8];
        char after[96] = "";
        board_format_point(g->actions[info->foul_move - 1].pos, pt, sizeof pt);
        if (info->foul_after > 0) {
            snprintf(after, sizeof after, "; the %d move%s after it %s left out", info->foul_after,
                     info->foul_after == 1 ? "" : "s", info->foul_after == 1 ? "is" : "are");
        }
        cli_warn("%s: move %d, %s: %s, forbidden for Black: White wins (the game ends there%s)",
                 path, info->foul_move, pt, rules_verdict_name(info->foul_verdict), after);
    }
    if (info->rule_unknown[0]) {
        /* The window says the same on such a load (S_MSG_LOADED_RULE_UNKNOWN). */
        cli_warn("%s: RU[%s] names no rule set this program knows: read as %s "
                 "(--rule NAME reads it under another)",
                 path, info->rule_unknown, g->rules->name);
    }
    if (info->rule_fitted && !info->rule_unknown[0]) {
        /* The window says the same on such a load (S_MSG_LOADED_RULE_FITTED). */
        cli_warn("%s: names no rule set: read as %s, the first whose board and stones it "
                 "fits (--rule NAME reads it under another)",
                 path, g->rules->name);
    }
    if (info->result_dropped[0]) {
        /* The window says the same on such a load (S_MSG_LOADED_RESULT_DROPPED). */
        cli_warn("%s: RE[%s] gives no reason and the moves do not show it: left "
                 "out (the game is as its moves leave it: %s)",
                 path, info->result_dropped,
                 g->result == RESULT_NONE ? "unfinished" : "another result");
    }
    if (info->sgf_games > 1) {
        /* The window says the same on such a load (S_MSG_ALSO_GAMES). */
        cli_warn("%s: game 1 of %d read; the file holds %d games (the others are not read)", path,
                 info->sgf_games, info->sgf_games);
    }
    if (info->sgf_trailing) {
        /* The window says the same on such a load (S_MSG_ALSO_TRAILING). */
        cli_warn("%s: the text after its last game is no SGF game: ignored", path);
    }
    /* The window says the same on such a load (S_MSG_LOADED_NOTES_CUT). */
    if (info->notes_cut > 0) {
        cli_warn("%s: %d comment%s longer than %d bytes cut to %d bytes", path, info->notes_cut,
                 info->notes_cut == 1 ? "" : "s", REVIEW_NOTE_MAX, REVIEW_NOTE_MAX);
    }
    if (info->notes_dropped > 0) {
        cli_warn("%s: %d comment%s left out: a game's comments hold at most %d bytes", path,
                 info->notes_dropped, info->notes_dropped == 1 ? "" : "s", REVIEW_NOTES_TOTAL);
    }
    return g;
}

/* --rotate DEGREES (clockwise) or --mirror AXIS as a turn, composed after *turn; false
 * after printing why the value is none. */
static bool turn_option(const char *opt, const char *value, BoardTurn *turn)
{
    static const struct {
        const char *opt, *value;
        BoardTurn turn;
    } TURNS[] = {
        {"--rotate", "0", TURN_NONE},      {"--rotate", "90", TURN_CLOCKWISE},
        {"--rotate", "180", TURN_HALF},    {"--rotate", "270", TURN_ANTICLOCKWISE},
        {"--mirror", "h", TURN_MIRROR_LR}, {"--mirror", "v", TURN_MIRROR_UD},
        {"--mirror", "d", TURN_DIAGONAL},  {"--mirror", "a", TURN_ANTIDIAGONAL},
    };
    for (size_t k = 0; k < sizeof TURNS / sizeof TURNS[0]; k++) {
        if (strcmp(opt, TURNS[k].opt) == 0 && strcmp(value, TURNS[k].value) == 0) {
            *turn = symmetry_compose(*turn, TURNS[k].turn);
            return true;
        }
    }
    cli_error(strcmp(opt, "--rotate") == 0 ? "--rotate takes 90, 180 or 270 (clockwise), not '%s'"
                                           : "--mirror takes h, v, d or a, not '%s'",
              value);
    return false;
}

/* The game, its other lines, their comments' points and its marks turned by t. */
static bool turn_record(Game *g, Review *lines, RecordInfo *info, BoardTurn t)
{
    GameError err;
    int size = g->board.size;
    if (!symmetry_game(g, t, &err)) {
        cli_error("the game cannot be turned: %s", err.msg);
        return false;
    }
    int cut = symmetry_review(lines, t);
    if (cut > 0) {
        /* The window says the same (S_MSG_TURNED_NOTES_CUT). */
        cli_warn("%d comment%s did not fit once %s points were renamed: cut", cut,
                 cut == 1 ? "" : "s", cut == 1 ? "its" : "their");
    }
    for (int k = 0; k < info->nmarks && k < GAME_PROPOSALS; k++) {
        info->marks[k] = symmetry_point(size, t, info->marks[k]);
    }
    return true;
}

/* Loads in with its other lines (a text record's and SGF's variations go along) into a
 * malloc'd game and *lines; NULL after printing "error: ...". */
static Game *load_record(const char *in, const RuleSet *rules, Review **lines, RecordInfo *info)
{
    *lines = malloc(sizeof **lines);
    Game *g = *lines ? load_game(in, rules, *lines, info) : NULL;
    if (!*lines) {
        cli_error("out of memory");
    }
    if (!g) {
        free(*lines);
        *lines = NULL;
    }
    return g;
}

/* The fields a save leaves out (record_info_lost), as a list: "name of Black, date or
 * thinking times of swaps, options and proposals". */
static void lost_fields(unsigned lost, char *buf, size_t cap)
{
    static const struct {
        unsigned bit;
        const char *name;
    } NAMES[RECORD_LOST_KINDS] = {
        {RECORD_LOST_PLAYERS, "players"},
        {RECORD_LOST_BLACK, "name of Black"},
        {RECORD_LOST_WHITE, "name of White"},
        {RECORD_LOST_EVENT, "event"},
        {RECORD_LOST_DATE, "date"},
        {RECORD_LOST_TIMES, "thinking times"},
        {RECORD_LOST_CHOICE_TIMES, "thinking times of swaps, options and proposals"},
    };
    int n = 0;
    int total = 0;
    for (unsigned k = 0; k < RECORD_LOST_KINDS; k++) {
        total += (lost & NAMES[k].bit) != 0;
    }
    buf[0] = '\0';
    for (unsigned k = 0; k < RECORD_LOST_KINDS; k++) {
        if (lost & NAMES[k].bit) {
            n++;
            size_t at = strlen(buf);
            snprintf(buf + at, cap - at, "%s%s",
                     n == 1       ? ""
                     : n == total ? " or "
                                  : ", ",
                     NAMES[k].name);
        }
    }
}

void cli_warn_lost(const char *in, const char *out, RecordFormat fmt, const Game *g,
                   const Review *lines, const RecordInfo *info)
{
    const char *of = in ? in : "the position";
    const char *name = record_format_name(fmt);
    int lost = record_notes_lost(lines, fmt);
    if (lost > 0 && (fmt == RECORD_SGF || fmt == RECORD_LIB)) {
        /* The window says the same on such a save (S_MSG_SAVED_SOME_NOTES). */
        cli_warn("%s keeps comments on stones only: %d comment%s of %s on "
                 "a swap, an opening's choice or proposals, or the game's end %s not "
                 "in %s (.renju keeps them)",
                 name, lost, lost == 1 ? "" : "s", of, lost == 1 ? "is" : "are", out);
    } else if (lost > 0) {
        /* The window says the same on such a save (S_MSG_SAVED_NO_NOTES). */
        cli_warn("%s keeps no comments: those of %s are not in %s (.renju or .sgf keep them)", name,
                 of, out);
    }
    if ((fmt == RECORD_PSQ || fmt == RECORD_MOVES) && lines && lines->count > g->nactions + 1) {
        /* The window says the same on such a save (S_MSG_SAVED_NO_LINES). */
        int off = lines->count - 1 - g->nactions;
        cli_warn("%s keeps no other lines: the %d move%s of %s off the game's line "
                 "%s not in %s (.renju or .sgf keep them)",
                 name, off, off == 1 ? "" : "s", of, off == 1 ? "is" : "are", out);
    }
    int kept = lines && fmt != RECORD_LIB && fmt != RECORD_TEXT && fmt != RECORD_SGF
                   ? review_kept_moves(lines)
                   : 0;
    if (kept > 0) {
        /* The window says the same on such a save (S_MSG_ALSO_KEPT_LOST). */
        cli_warn("%s keeps no line after a foul or a five: the %d move%s of %s after one "
                 "%s not in %s (.lib, .renju and .sgf keep them)",
                 name, kept, kept == 1 ? "" : "s", of, kept == 1 ? "is" : "are", out);
    }
    if (fmt == RECORD_SGF && !record_keeps_setup(g, fmt, lines)) {
        /* The window says the same on such a save (S_MSG_SAVED_SGF_SETUP_AS_MOVES). */
        cli_warn("a comment or another line of %s starts inside its set-up, "
                 "which SGF cannot keep: its %d set-up stones are moves played in %s, "
                 "in an invented order (.renju keeps it)",
                 of, g->setup, out);
    } else if (!record_keeps_turn(g, fmt)) {
        /* The window says the same on such a save (S_MSG_SAVED_SETUP_NO_TURN). */
        Stone turn = game_to_move(g);
        cli_warn("%s keeps no set-up and no pass: the %d set-up stones of %s are moves "
                 "played in %s, in an invented order, and it reads back with %s to move, "
                 "not %s (.renju or .sgf keep them)",
                 name, g->setup - 1, of, out, turn == STONE_WHITE ? "Black" : "White",
                 turn == STONE_WHITE ? "White" : "Black");
    } else if (!record_keeps_setup(g, fmt, lines)) {
        /* The window says the same on such a save (S_MSG_SAVED_SETUP_AS_MOVES). */
        cli_warn("%s keeps no set-up: the %d set-up stones of %s are moves "
                 "played in %s, in an invented order (.renju or .sgf keep it)",
                 name, g->setup, of, out);
    }
    if (!record_keeps_opening(g, fmt)) {
        /* The window says the same on such a save (S_MSG_SAVED_NO_OPENING). */
        cli_warn("%s keeps no opening rule: %s's opening (%s) and its choices "
                 "(swaps, options, proposals) are not in %s, which reads back as stones "
                 "(.renju keeps them)",
                 name, of, game_opening_name(g->opening), out);
    }
    if (!record_keeps_result(g, fmt)) {
        /* The window says the same on such a save (S_MSG_SAVED_NO_RESULT). */
        char result[96];
        game_result_text(g, result, sizeof result);
        cli_warn("%s keeps no result but what the stones show: the result of %s, %s, is not "
                 "in %s, which reads back unfinished (.renju or .sgf keep it)",
                 name, of, result, out);
    }
    unsigned fields = record_info_lost(g, info, fmt);
    if (fields) {
        /* The window says the same on such a save (S_MSG_SAVED_NO_INFO). */
        char list[96];
        lost_fields(fields, list, sizeof list);
        cli_warn("%s keeps no %s: those of %s are not in %s (.renju keeps them)", name, list, of,
                 out);
    }
}

int cli_convert(int argc, char **argv)
{
    const RuleSet *rules = NULL;
    /* The turns first (record_options reads --rule and the files). */
    BoardTurn turn = TURN_NONE;
    int first = 0;
    char **args = malloc((size_t)(argc + 1) * sizeof *args);
    int nargs = 0;
    if (!args) {
        cli_error("out of memory");
        return CLI_BAD_INPUT;
    }
    bool force = false;
    for (; first < argc; first++) {
        bool rotate = strcmp(argv[first], "--rotate") == 0;
        if (strcmp(argv[first], "--force") == 0) {
            force = true;
            continue;
        }
        if (!rotate && strcmp(argv[first], "--mirror") != 0) {
            args[nargs++] = argv[first];
            continue;
        }
        const char *opt = argv[first];
        const char *value = cli_option_value(argc, argv, &first);
        if (!value || !turn_option(opt, value, &turn)) {
            free(args);
            return value ? CLI_BAD_INPUT : CLI_USAGE;
        }
    }
    args[nargs] = NULL;
    int i = record_options(nargs, args, &rules, 2, "convert");
    const char *in = i < 0 ? NULL : args[i];
    const char *out = i < 0 ? NULL : args[i + 1];
    free(args);
    if (i < 0) {
        return -i;
    }
    RecordWrite how;
    int checked = cli_output_check("convert", in, false, out, force, &how);
    if (checked != CLI_OK) {
        return checked;
    }
    RecordFormat fmt = record_format_from_path(out);
    if (fmt == RECORD_AUTO) {
        cli_error("%s: unknown extension (.renju .txt .psq .lib .sgf .moves)", out);
        return CLI_BAD_INPUT;
    }
    RecordInfo info;
    Review *lines = NULL;
    Game *g = load_record(in, rules, &lines, &info);
    if (!g) {
        return CLI_BAD_INPUT;
    }
    RecordError err;
    bool ok = turn == TURN_NONE || turn_record(g, lines, &info, turn);
    if (ok) {
        ok = record_save_file_lines(out, fmt, g, lines, &info, how, &err);
        if (ok) {
            int plies = g->board.ply - !record_keeps_turn(g, fmt); /* the pass left out */
            cli_line(stdout, "%s -> %s (%s, %d move%s)", in, out, record_format_name(fmt), plies,
                     plies == 1 ? "" : "s");
            cli_warn_lost(in, out, fmt, g, lines, &info);
        } else {
            cli_output_error("convert", out, &err);
        }
    }
    free(g);
    free(lines);
    return ok ? CLI_OK : CLI_BAD_INPUT;
}

/* What convert writes to a .renju file, on stdout. */
int cli_export_text(int argc, char **argv)
{
    const RuleSet *rules = NULL;
    int i = record_options(argc, argv, &rules, 1, "export-text");
    if (i < 0) {
        return -i;
    }
    RecordInfo info;
    Review *lines = NULL;
    Game *g = load_record(argv[i], rules, &lines, &info);
    if (!g) {
        return CLI_BAD_INPUT;
    }
    RecordError err;
    size_t n = 0;
    char *buf = record_format_file_lines(argv[i], RECORD_TEXT, g, lines, &info, &n, &err);
    bool ok = buf != NULL;
    if (ok) {
        ok = cli_write_output(buf, n);
    } else {
        cli_error("%s", err.msg);
    }
    free(buf);
    free(g);
    free(lines);
    return ok ? CLI_OK : CLI_BAD_INPUT;
}

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
#include "i18n.h"
#include "record.h"
#include "status.h"
#include "symmetry.h"

/* The most games a collection is asked for by --game (c-gomoku-cli writes one a game of
 * its match). */
#define GAME_MAX 1000000

/* Reads "--rule NAME" and "--game N" options (*game: 1 unless told), anywhere among the
 * arguments, and gathers the others at the front of argv: exactly nargs of them. Returns
 * 0, or -CLI_USAGE / -CLI_BAD_INPUT after printing an error (an unknown option, one
 * missing its value; the command's synopsis when the number of arguments is wrong). They
 * were read before the files only, so "export-text f.sgf --rule gomoku" printed the
 * synopsis alone and "f.sgf --bogus" said nothing of --bogus. */
static int record_options(int argc, char **argv, const RuleSet **rules, int *game, int nargs,
                          const char *command)
{
    *rules = NULL; /* a record that names no rule: the first rule set it fits */
    *game = 1;
    int kept = 0;
    for (int i = 0; i < argc; i++) {
        if (strncmp(argv[i], "--", 2) != 0) {
            argv[kept++] = argv[i]; /* "-" (stdin) too */
            continue;
        }
        if (strcmp(argv[i], "--game") == 0) {
            const char *n = cli_option_value(argc, argv, &i);
            if (!n) {
                return -CLI_USAGE;
            }
            if (!cli_int("--game", n, 1, GAME_MAX, game)) {
                return -CLI_BAD_INPUT;
            }
        } else if (strcmp(argv[i], "--rule") == 0) {
            int st = cli_rule_option(argc, argv, &i, rules);
            if (st != CLI_OK) {
                return -st;
            }
        } else {
            return -cli_unknown_option(argv[i]);
        }
    }
    if (kept != nargs) {
        cli_usage(stderr, command);
        return -CLI_USAGE;
    }
    return 0;
}

/* Standard input's record, read whole (a pipe too: asked for by "-"), as game `game`;
 * false after printing why not. */
static bool load_stdin(const RuleSet *rules, int game, Game *g, Review *lines, RecordInfo *info)
{
    size_t len = 0;
    char *data = cli_read_stdin(RECORD_FILE_MAX, &len);
    RecordError err;
    bool ok = data && record_parse_game(data, len, STDIN_NAME, rules, game, g, lines, info, &err);
    if (data && !ok) {
        cli_error_record(&err);
    }
    free(data);
    return ok;
}

/* A claimed result ("B+") as its record wrote it: "claimed: B+" in ours, "RE[B+]" in an
 * SGF (fix34c: a .renju's was said as RE[]). */
static const char *claim_said(const RecordInfo *info, const char *claimed, char *buf, size_t cap)
{
    snprintf(buf, cap, info->result_kept_text ? "claimed: %s" : "RE[%s]", claimed);
    return buf;
}

/* Loads path ("-": standard input) as game `game` of an SGF collection into a malloc'd
 * game (extension first, then content), its other lines into *lines (may be NULL); NULL
 * after printing "error: ...". */
static Game *load_game(const char *path, const RuleSet *rules, int game, Review *lines,
                       RecordInfo *info)
{
    Game *g = malloc(sizeof *g);
    RecordError err;
    if (!g) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        return NULL;
    }
    if (strcmp(path, "-") == 0) {
        path = STDIN_NAME;
        if (!load_stdin(rules, game, g, lines, info)) {
            free(g);
            return NULL;
        }
    } else if (!record_load_file_game(path, rules, game, g, lines, info, &err)) {
        cli_error_record(&err);
        free(g);
        return NULL;
    }
    if (info->marks_skipped > 0) { /* the window: S_MSG_ALSO_MARKS_SKIPPED */
        cli_warn(cli_nt(CT_MARKS_SKIPPED, info->marks_skipped), path, info->marks_skipped);
    }
    if (info->marks_over > 0) { /* the window: S_MSG_ALSO_MARKS_OVER */
        cli_warn(cli_nt(CT_MARKS_OVER, info->marks_over), path, info->marks_over, REVIEW_MARKS_MAX,
                 REVIEW_SHAPES_MAX);
    }
    if (info->labels_noted > 0) { /* the window: S_MSG_ALSO_LABELS_NOTED */
        cli_warn(cli_nt(CT_LABELS_NOTED, info->labels_noted), path, info->labels_noted,
                 REVIEW_MARKS_MAX, REVIEW_MARK_CHARS);
    }
    if (info->label_marks_noted > 0) { /* the window: S_MSG_ALSO_LABEL_MARKS_NOTED */
        cli_warn(cli_nt(CT_LABEL_MARKS_NOTED, info->label_marks_noted), path,
                 info->label_marks_noted, REVIEW_MARKS_MAX, REVIEW_MARK_CHARS);
    }
    if (info->redo_dropped) { /* the window: S_MSG_ALSO_REDO_DROPPED */
        cli_warn(cli_t(CT_REDO_DROPPED), path, info->redo_value);
    }
    if (info->marks_dropped[0]) { /* the window: S_MSG_ALSO_MARKS_DROPPED */
        cli_warn(cli_t(CT_MARKS_DROPPED), path, info->marks_dropped);
    }
    if (info->header_dropped[0]) { /* the window: S_MSG_ALSO_HEADER_DROPPED */
        cli_warn(cli_t(CT_HEADER_DROPPED), path, info->header_dropped);
    }
    if (info->lines_left_out > 0) {
        /* The window says the same on such a load (S_MSG_LOADED_LINES_LEFT_OUT). */
        cli_warn(cli_nt(CT_LINES_LEFT_OUT, info->lines_left_out), path, info->lines_left_out);
    }
    if (info->foul_move > 0 && info->foul_move <= g->nactions) {
        /* The window says the same on such a load (S_MSG_LOADED_FOUL): the moves after
         * the foul are no moves of the game; a format with lines (.renju .lib .sgf) reads
         * them as a line after it, which a save keeps where its format can (the others
         * say they leave it out), the others leave them out. */
        char pt[8];
        board_format_point(g->actions[info->foul_move - 1].pos, pt, sizeof pt);
        const char *verdict = cli_lang() == LANG_EN ? rules_verdict_name(info->foul_verdict)
                                                    : i18n_verdict(cli_lang(), info->foul_verdict);
        if (info->foul_after > 0) {
            bool kept = lines && review_kept_moves(lines) > 0;
            CliText id = kept ? CT_LOADED_FOUL_KEPT : CT_LOADED_FOUL_DROPPED;
            cli_warn(cli_nt(id, info->foul_after), path, info->foul_move, pt, verdict,
                     info->foul_after);
        } else {
            cli_warn(cli_t(CT_LOADED_FOUL), path, info->foul_move, pt, verdict);
        }
    }
    if (info->five_after > 0 && info->five_move > 0 && info->five_move <= g->nactions) {
        /* The window says the same on such a load (S_MSG_ALSO_FIVE_AFTER, _KEPT). */
        char pt[8];
        board_format_point(g->actions[info->five_move - 1].pos, pt, sizeof pt);
        CliText id = info->five_kept ? CT_LOADED_FIVE_KEPT : CT_LOADED_FIVE_DROPPED;
        cli_warn(cli_nt(id, info->five_after), path, info->five_move, pt, info->five_after);
    }
    if (info->rule_unknown[0]) {
        /* The window says the same on such a load (S_MSG_LOADED_RULE_UNKNOWN). */
        cli_warn(cli_t(CT_RULE_UNKNOWN), path, info->rule_unknown, g->rules->name);
    }
    if (info->rule_fitted && !info->rule_unknown[0]) {
        /* The window says the same on such a load (S_MSG_LOADED_RULE_FITTED). */
        cli_warn(cli_t(CT_RULE_FITTED), path, g->rules->name);
    }
    if (info->result_dropped[0]) {
        /* The window says the same on such a load (S_MSG_LOADED_RESULT_DROPPED). */
        cli_warn(cli_t(g->result == RESULT_NONE ? CT_RESULT_DROPPED_UNFINISHED
                                                : CT_RESULT_DROPPED_OTHER),
                 path, info->result_dropped);
    }
    if (info->sgf_games > 1) {
        /* The window says the same on such a load (S_MSG_ALSO_GAMES). */
        cli_warn(cli_nt(CT_SGF_GAMES, info->sgf_games), path, info->sgf_game, info->sgf_games,
                 info->sgf_games);
    }
    if (info->sgf_setup_skipped > 0) {
        /* The window says the same on such a load (S_MSG_ALSO_SETUP_SKIPPED). */
        cli_warn(cli_nt(CT_SGF_SETUP_SKIPPED, info->sgf_setup_skipped), path,
                 info->sgf_setup_skipped, info->sgf_setup_after);
    }
    if (info->sgf_setup_side > 0) { /* the window's S_MSG_ALSO_SETUP_SIDE */
        cli_warn(cli_nt(CT_SGF_SETUP_SIDE, info->sgf_setup_side), path, info->sgf_setup_side,
                 info->sgf_setup_side_after);
    }
    if (info->sgf_side_cut > 0) { /* the window's S_MSG_ALSO_SIDE_CUT */
        char pt[8];
        board_format_point(info->sgf_side_cut_pos, pt, sizeof pt);
        cli_warn(cli_nt(CT_SGF_SIDE_CUT, info->sgf_side_cut), path, info->sgf_side_cut,
                 info->sgf_side_cut_move, pt);
    }
    if (info->sgf_props_skipped[0]) { /* the window's S_MSG_ALSO_PROPS_SKIPPED */
        cli_warn(cli_t(CT_SGF_PROPS_SKIPPED), path, info->sgf_props_skipped);
    }
    if (info->opening_guessed) { /* the window's S_MSG_ALSO_OPENING_GUESSED */
        cli_warn(cli_t(CT_OPENING_GUESSED), path, g->rules->name);
    }
    if (info->result_kept[0] && g->result == RESULT_NONE) { /* S_MSG_ALSO_RESULT_KEPT */
        char said[RECORD_NAME_MAX + 16];
        cli_warn(cli_t(CT_RESULT_KEPT), path,
                 claim_said(info, info->result_kept, said, sizeof said));
    }
    if (info->sgf_trailing) {
        /* The window says the same on such a load (S_MSG_ALSO_TRAILING). */
        cli_warn(cli_t(CT_SGF_TRAILING), path);
    }
    /* The window says the same on such a load (S_MSG_LOADED_NOTES_CUT). */
    if (info->notes_cut > 0) {
        cli_warn(cli_nt(CT_NOTES_CUT, info->notes_cut), path, info->notes_cut, REVIEW_NOTE_CHARS,
                 REVIEW_NOTE_CHARS);
    }
    if (info->notes_dropped > 0) {
        cli_warn(cli_nt(CT_NOTES_DROPPED, info->notes_dropped), path, info->notes_dropped,
                 REVIEW_NOTES_TOTAL);
    }
    if (info->texts_unread > 0) { /* the window: S_MSG_ALSO_TEXTS_UNREAD */
        cli_warn(cli_nt(CT_TEXTS_UNREAD, info->texts_unread), path, info->texts_unread);
    }
    cli_warn_read(path, info);
    return g;
}

void cli_warn_read(const char *path, const RecordInfo *info)
{
    const char *cs = record_charset_name(info->charset_read);
    if (info->charset_unknown[0]) { /* the window: S_MSG_ALSO_CHARSET_UNKNOWN */
        cli_warn(cli_t(CT_CHARSET_UNKNOWN), path, info->charset_unknown, cs);
    } else if (info->charset_guessed) { /* the window: S_MSG_ALSO_CHARSET_GUESSED */
        cli_warn(cli_t(CT_CHARSET_GUESSED), path, cs);
    }
    if (info->damaged_len > 0) { /* the window: S_MSG_ALSO_DAMAGED */
        cli_warn(cli_t(CT_LIB_DAMAGED), path, info->damaged_at, info->damaged_len);
    }
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
    cli_error(cli_t(strcmp(opt, "--rotate") == 0 ? CT_ROTATE_VALUE : CT_MIRROR_VALUE), value);
    return false;
}

/* The game, its other lines, their comments' points and its marks turned by t. */
static bool turn_record(Game *g, Review *lines, RecordInfo *info, BoardTurn t)
{
    GameError err;
    int size = g->board.size;
    if (!symmetry_game(g, t, &err)) {
        char why[256];
        cli_refusal(cli_lang(), &err, why, sizeof why);
        cli_error(cli_t(CT_CANNOT_TURN), why);
        return false;
    }
    int cut = symmetry_review(lines, t);
    if (cut > 0) {
        /* The window says the same (S_MSG_TURNED_NOTES_CUT). */
        cli_warn(cli_nt(CT_TURNED_NOTES_CUT, cut), cut);
    }
    for (int k = 0; k < info->nmarks && k < GAME_PROPOSALS; k++) {
        info->marks[k] = symmetry_point(size, t, info->marks[k]);
    }
    return true;
}

/* Loads in with its other lines (a text record's and SGF's variations go along) into a
 * malloc'd game and *lines; NULL after printing "error: ...". */
static Game *load_record(const char *in, const RuleSet *rules, int game, Review **lines,
                         RecordInfo *info)
{
    *lines = review_new();
    Game *g = *lines ? load_game(in, rules, game, *lines, info) : NULL;
    if (!*lines) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
    }
    if (!g) {
        review_free(*lines);
        *lines = NULL;
    }
    return g;
}

void cli_warn_lost(const char *in, const char *out, RecordFormat fmt, const Game *g,
                   const Review *lines, const RecordInfo *info)
{
    Lang lang = cli_lang();
    const char *of = in ? in : cli_t(CT_THE_POSITION);
    const char *name = record_format_name(fmt);
    int lost = record_notes_lost(lines, fmt);
    /* Where what is lost is kept names .lib too when a .lib holds the game (the window's
     * session_saved_notice_of), .sgf when it keeps every field lost. */
    bool lib = record_lib_holds(g, lines);
    if (lost > 0 && (fmt == RECORD_SGF || fmt == RECORD_LIB)) {
        /* The window says the same on such a save (S_MSG_SAVED_SOME_NOTES). */
        cli_warn(cli_nt(CT_KEEPS_STONE_NOTES, lost), name, lost, of, out);
    } else if (lost > 0) {
        /* The window says the same on such a save (S_MSG_SAVED_NO_NOTES). */
        cli_warn(cli_t(lib ? CT_KEEPS_NO_NOTES_LIB : CT_KEEPS_NO_NOTES), name, of, out);
    }
    if ((fmt == RECORD_PSQ || fmt == RECORD_MOVES) && lines && lines->count > g->nactions + 1) {
        /* The window says the same on such a save (S_MSG_SAVED_NO_LINES). */
        int off = lines->count - 1 - g->nactions;
        cli_warn(cli_nt(lib ? CT_KEEPS_NO_LINES_LIB : CT_KEEPS_NO_LINES, off), name, off, of, out);
    }
    int kept = lines && fmt != RECORD_LIB && fmt != RECORD_TEXT && fmt != RECORD_SGF
                   ? review_kept_moves(lines)
                   : 0;
    if (kept > 0) {
        /* The window says the same on such a save (S_MSG_ALSO_KEPT_LOST). */
        cli_warn(cli_nt(CT_KEEPS_NO_KEPT, kept), name, kept, of, out);
    }
    int utf8 = fmt == RECORD_LIB ? record_lib_utf8_texts(lines) : 0;
    if (utf8 > 0) { /* the window: S_MSG_ALSO_LIB_UTF8 */
        cli_warn(cli_nt(CT_LIB_UTF8, utf8), out, utf8);
    }
    int letters = record_letters_lost(lines, fmt);
    if (letters > 0) { /* the window: S_MSG_ALSO_LETTERS_LOST */
        cli_warn(cli_nt(CT_KEEPS_NO_LETTERS, letters), name, letters, of, out);
    }
    int marked = 0;
    int shapes = record_shapes_lost(lines, fmt, &marked);
    if (shapes > 0) { /* the window: S_MSG_ALSO_SHAPES_LOST */
        cli_warn(cli_nt(CT_KEEPS_NO_SHAPES, shapes), name, shapes, of, out);
    }
    if (marked > 0) { /* the window: S_MSG_ALSO_MARKED_LOST */
        cli_warn(cli_nt(CT_KEEPS_NO_MARKED, marked), name, marked, of, out);
    }
    int labels = record_label_marks_lost(lines, fmt);
    if (labels > 0) { /* the window: S_MSG_ALSO_LABEL_MARKS_LOST */
        cli_warn(cli_nt(CT_KEEPS_NO_LABEL_MARKS, labels), name, labels, of, out);
    }
    if (fmt == RECORD_SGF && !record_keeps_setup(g, fmt, lines)) {
        /* The window says the same on such a save (S_MSG_SAVED_SGF_SETUP_AS_MOVES). */
        cli_warn(cli_nt(CT_SGF_SETUP_AS_MOVES, g->setup), of, g->setup, out);
    } else if (!record_keeps_turn(g, fmt)) {
        /* The window says the same on such a save (S_MSG_SAVED_SETUP_NO_TURN). */
        Stone turn = game_to_move(g);
        CliText id = turn == STONE_WHITE ? CT_KEEPS_NO_TURN_BLACK : CT_KEEPS_NO_TURN_WHITE;
        cli_warn(cli_nt(id, g->setup - 1), name, g->setup - 1, of, out);
    } else if (!record_keeps_setup(g, fmt, lines)) {
        /* The window says the same on such a save (S_MSG_SAVED_SETUP_AS_MOVES). */
        cli_warn(cli_nt(CT_KEEPS_NO_SETUP, g->setup), name, g->setup, of, out);
    }
    if (!record_keeps_rule(g, fmt)) {
        /* Piskvork's .psq holds gomoku games as stones, with no rule: read back under the
         * reader's, renju unless told. */
        cli_warn(cli_t(CT_KEEPS_NO_RULE), name, out, g->rules->name);
    }
    if (!record_keeps_opening(g, fmt)) {
        /* The window says the same on such a save (S_MSG_SAVED_NO_OPENING). */
        const char *opening = lang == LANG_EN ? game_opening_name(g->opening)
                                              : i18n_opening_title(lang, g->opening);
        cli_warn(cli_t(CT_KEEPS_NO_OPENING), name, of, opening, out);
    }
    if (!record_keeps_result(g, fmt)) {
        /* The window says the same on such a save (S_MSG_SAVED_NO_RESULT). */
        char result[160];
        if (lang == LANG_EN) {
            game_result_text(g, result, sizeof result);
        } else {
            i18n_result(lang, g, result, sizeof result);
        }
        cli_warn(cli_t(CT_KEEPS_NO_RESULT), name, of, result, out);
    }
    const char *claimed = record_result_kept(g, info);
    if (claimed && fmt != RECORD_SGF && fmt != RECORD_TEXT) {
        /* an SGF's RE[B+], a .renju's "claimed: B+" (the window: S_MSG_ALSO_NO_RESULT_KEPT) */
        char said[RECORD_NAME_MAX + 16];
        cli_warn(cli_t(CT_KEEPS_NO_RESULT_KEPT), name, claim_said(info, claimed, said, sizeof said),
                 of, out);
    }
    unsigned fields = record_info_lost(g, info, fmt);
    if (fields) {
        /* The window says the same on such a save (S_MSG_SAVED_NO_INFO). */
        char list[320];
        status_info_fields(fields, lang, list, sizeof list);
        bool sgf = (record_info_lost(g, info, RECORD_SGF) & fields) == 0;
        cli_warn(cli_t(sgf ? CT_KEEPS_NO_INFO_SGF : CT_KEEPS_NO_INFO), name, list, of, out);
    }
}

/* The moves of all lines of a record as a save writes them (those after a five too). */
static int converted_all(const Review *lines)
{
    int n = review_kept_moves(lines);
    for (int k = 1; k < lines->count; k++) {
        n += lines->nodes[k].action.kind == ACTION_MOVE;
    }
    return n;
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
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
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
    int game = 1;
    int i = record_options(nargs, args, &rules, &game, 2, "convert");
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
        cli_error(cli_t(CT_UNKNOWN_EXTENSION), out);
        return CLI_BAD_INPUT;
    }
    RecordInfo info;
    Review *lines = NULL;
    Game *g = load_record(in, rules, game, &lines, &info);
    if (!g) {
        return CLI_BAD_INPUT;
    }
    RecordError err;
    in = strcmp(in, "-") == 0 ? STDIN_NAME : in; /* as messages name it */
    bool ok = turn == TURN_NONE || turn_record(g, lines, &info, turn);
    if (ok) {
        ok = record_save_file_lines(out, fmt, g, lines, &info, how, &err);
        if (ok) {
            int plies = g->board.ply - !record_keeps_turn(g, fmt); /* the pass left out */
            if (game_study(g)) { /* its set-up's stones and passes are no moves */
                plies = g->board.ply - game_study_plies(g);
                cli_line(stdout, cli_rnt(CT_CONVERTED_STUDY, plies), in, out,
                         record_format_name(fmt), plies);
            } else if (lines && (fmt == RECORD_LIB || fmt == RECORD_SGF || fmt == RECORD_TEXT) &&
                       converted_all(lines) > plies) { /* other lines too, which it keeps */
                cli_line(stdout, cli_rnt(CT_CONVERTED_LINES, plies), in, out,
                         record_format_name(fmt), plies, converted_all(lines));
            } else {
                cli_line(stdout, cli_rnt(CT_CONVERTED, plies), in, out, record_format_name(fmt),
                         plies);
            }
            cli_warn_lost(in, out, fmt, g, lines, &info);
        } else {
            cli_output_error("convert", out, &err);
        }
    }
    free(g);
    review_free(lines);
    return ok ? CLI_OK : CLI_BAD_INPUT;
}

/* What convert writes to a .renju file, on stdout. */
int cli_export_text(int argc, char **argv)
{
    const RuleSet *rules = NULL;
    int game = 1;
    int i = record_options(argc, argv, &rules, &game, 1, "export-text");
    if (i < 0) {
        return -i;
    }
    RecordInfo info;
    Review *lines = NULL;
    Game *g = load_record(argv[i], rules, game, &lines, &info);
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
        cli_error_record(&err);
    }
    free(buf);
    free(g);
    review_free(lines);
    return ok ? CLI_OK : CLI_BAD_INPUT;
}

/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli library: an opening library (library.h) asked about a position.
 *   library FILE [MOVES...]     the continuations of the position MOVES reach (h8 i9,
 *                               passes too: "h8 pass i9"; or stones b=... w=...; none:
 *                               the empty board), the most played first: move (or
 *                               "pass"), label, moves below, the comment's first line
 *   library --builtin [MOVES...]
 *                               the same of the built-in library (libbuiltin.h: the 26
 *                               openings and the engine's book), names in --lang's words
 *   library --generate N OUT [--force]
 *                               writes a made-up .lib of N moves (labels, Russian
 *                               comments); an OUT that exists only with --force
 *   library --bench [N]         loads a made-up library of N moves (1,000,000) several
 *                               times: the median load time and the memory it holds
 *   library --merge MINE OTHER OUT [--force]
 *                               MINE with every line of OTHER added (review_merge: the
 *                               same positions one node, turned ones too, comments joined),
 *                               written to OUT in the format of its ending (.lib .sgf
 *                               .renju); OUT that exists, or is MINE or OTHER, only with
 *                               --force; nothing is written when either file is refused.
 *                               More moves than a game's lines hold: merged on the
 *                               libraries' own trees (library_merge), OUT a .lib
 * Speed is measured here (make bench), never in tests.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai.h"
#include "cli.h"
#include "libbuiltin.h"
#include "library.h"
#include "position.h"
#include "review.h"
#include "rules.h"
#include "text.h"

enum { BENCH_SAMPLES = 7, LABEL_COLUMN = 20 };

/* A label cut to LABEL_COLUMN characters (its last "…") into out. */
static void cut_label(const char *s, char *out, size_t cap)
{
    size_t i = 0;
    int chars = 0;
    bool cut = cli_chars(s) > LABEL_COLUMN;
    while (s[i] && (!cut || chars < LABEL_COLUMN - 1) && i + 8 < cap) {
        size_t cl = text_utf8_char(s + i, strlen(s + i));
        cl = cl ? cl : 1;
        memcpy(out + i, s + i, cl);
        i += cl;
        chars++;
    }
    memcpy(out + i, cut ? "\u2026" : "", cut ? 4 : 1);
}

/* library --help (CT_HELP_LIBRARY) and the man page name the most moves a game record
 * holds, past which a merge goes only to a .lib. */
_Static_assert(REVIEW_MAX_NODES - 1 == 999999, "library --help says 999999 moves");
_Static_assert(RECORD_LIB_GAME_MOVES == 50000, "library --help says 50000 moves");

/* The monotonic clock (ai_now_ns) in milliseconds, with its fraction. */
static double now_ms(void) { return (double)ai_now_ns() / 1e6; }

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a;
    double y = *(const double *)b;
    return (x > y) - (x < y);
}

static int library_bench(int moves)
{
    size_t len = 0;
    char *data = library_generate(1, moves, &len);
    if (!data) {
        cli_error(cli_t(CT_OUT_OF_MEMORY_LIBRARY), moves);
        return CLI_BAD_INPUT;
    }
    double samples[BENCH_SAMPLES];
    size_t bytes = 0;
    int nodes = 0;
    for (int i = 0; i < BENCH_SAMPLES; i++) {
        RecordError err;
        double t0 = now_ms();
        Library *lib = library_load(data, len, &err);
        samples[i] = now_ms() - t0;
        if (!lib) {
            char why[1024];
            cli_record_reason(cli_lang(), &err, why, sizeof why);
            cli_error(cli_t(CT_MADE_UP_REFUSED), why);
            free(data);
            return CLI_BAD_INPUT;
        }
        bytes = library_bytes(lib);
        nodes = library_nodes(lib);
        library_free(lib);
    }
    free(data);
    qsort(samples, BENCH_SAMPLES, sizeof samples[0], cmp_double);
    printf("library bench: %d moves (%d nodes, a %.1f MB file): load median %.0f ms "
           "(of %d), memory %.1f MB (%.0f bytes a node)\n",
           moves, nodes, (double)len / 1e6, samples[BENCH_SAMPLES / 2], BENCH_SAMPLES,
           (double)bytes / 1e6, (double)bytes / nodes);
    return CLI_OK;
}

static int library_write(int moves, const char *path, bool force)
{
    RecordWrite how;
    int checked = cli_output_check("library --generate", NULL, false, path, force, &how);
    if (checked != CLI_OK) {
        return checked;
    }
    /* Every writer takes its format from OUT's ending: what is made here is RenLib bytes,
     * so any other ending is refused before anything is written (--force once put them
     * over a good .sgf). */
    if (record_format_from_path(path) != RECORD_LIB) {
        cli_error(cli_t(CT_GENERATE_LIB_ONLY), path);
        return CLI_BAD_INPUT;
    }
    size_t len = 0;
    char *data = library_generate(1, moves, &len);
    if (!data) {
        cli_error(cli_t(CT_OUT_OF_MEMORY_LIBRARY), moves);
        return CLI_BAD_INPUT;
    }
    RecordError err;
    bool ok = record_write_file(path, data, len, how, &err);
    free(data);
    if (!ok) {
        cli_output_error("library --generate", path, &err);
        return CLI_BAD_INPUT;
    }
    cli_line(stdout, cli_rnt(CT_GENERATED, moves), path, moves, (unsigned long long)len);
    return CLI_OK;
}

/* A record file with its lines (any format the window opens) under rules (NULL: as it
 * says, else the first rule set it fits): a malloc'd game, its tree in *lines; NULL when
 * refused (err says why, the file named). */
static Game *merge_read(const char *path, const RuleSet *rules, Review **lines, RecordInfo *info,
                        RecordError *err)
{
    Game *g = malloc(sizeof *g);
    *lines = review_new();
    memset(info, 0, sizeof *info);
    if (!g || !*lines) {
        record_error(err, RECORD_R_NO_MEMORY, path, 0, NULL, 0);
    } else if (record_load_file_fitting(path, rules, g, *lines, info, err) &&
               info->damaged_len == 0) {
        return g;
    } else if (info->damaged_len > 0) { /* damaged: merged only whole (nothing written) */
        record_error(err, (RecordReason)info->damaged_why, path, 0, NULL, 0);
        err->offset = info->damaged_at;
        record_error_finish(err);
    }
    free(g);
    review_free(*lines);
    *lines = NULL;
    return NULL;
}

/* A file refused as a game only for its size: a library, merged as one. */
static bool too_big_for_a_game(const char *path, const RecordError *err)
{
    return record_format_from_path(path) == RECORD_LIB &&
           (err->reason == RECORD_R_LINES_TOO_MANY || err->reason == RECORD_R_FILE_TOO_LARGE);
}

/* The line that says what a merge wrote to out: its moves, those new from other, the
 * comments and letters added (one sentence in four counted parts, each with its own
 * plural: "1 новых" read wrong when the new moves shared the moves' plural). */
static void say_merged(const char *out, int total, int added, const char *other, int notes,
                       int marks, int games)
{
    char a[256], b[200], n[160], m[160];
    snprintf(a, sizeof a, cli_rnt(CT_MERGED_MOVES, total), out, total);
    snprintf(b, sizeof b, cli_rnt(CT_MERGED_NEW, added), added, other);
    snprintf(n, sizeof n, cli_rnt(CT_MERGED_NOTES, notes), notes);
    snprintf(m, sizeof m, cli_rnt(CT_MERGED_MARKS, marks), marks);
    cli_line(stdout, "%s %s, %s, %s", a, b, n, m);
    if (games > 1) { /* an SGF collection: every game, each a line from the empty board */
        cli_line(stdout, cli_rnt(CT_MERGED_GAMES, games), games, other);
    }
}

/* A file as RenLib's bytes for library_merge: a .lib as it is (up to the library's
 * limit), a game (g, its lines) as a .lib save writes it. NULL when refused, said. */
static char *merge_bytes(const char *path, const Game *g, const Review *lines,
                         const RecordInfo *info, size_t *len)
{
    RecordError err;
    char *data = NULL;
    bool ok = g ? (data = record_format_file_lines(path, RECORD_LIB, g, lines, info, len, &err)) !=
                      NULL
                : record_read_file_max(path, LIBRARY_FILE_MAX, &data, len, &err);
    if (!ok) {
        cli_error_record(&err);
    }
    return ok ? data : NULL;
}

/* The merge of two libraries, or a library and a game, whose moves together are more
 * than a game's lines hold: on the library's own trees (library_merge), written as a .lib
 * to OUT (a temporary file renamed: a good OUT is never replaced by a bad one). g and g2
 * are the files read as games, NULL where a file is a library too big for one. */
static int merge_libraries(const char *mine, const char *other, const char *out, RecordWrite how,
                           const Game *g, const Review *lines, const RecordInfo *info,
                           const Game *g2, const Review *lines2, const RecordInfo *info2, int games)
{
    if (record_format_from_path(out) != RECORD_LIB) {
        /* a .lib read as a library (g or g2 NULL) passed a .lib's room as a game */
        cli_error(cli_t(CT_MERGE_LIB_ONLY), mine, other,
                  g && g2 ? REVIEW_MAX_NODES - 1 : RECORD_LIB_GAME_MOVES, out);
        return CLI_BAD_INPUT;
    }
    size_t n1 = 0, n2 = 0, len = 0;
    char *a = merge_bytes(mine, g, lines, info, &n1);
    char *b = a ? merge_bytes(other, g2, lines2, info2, &n2) : NULL;
    LibraryMerged st, sum = {0, 0, 0, 0, 0, 0};
    RecordError err;
    int bad = 0;
    char *data = b ? library_merge(a, n1, b, n2, &len, &st, &err, &bad) : NULL;
    /* An SGF collection's other games, each merged in turn, each from the empty board */
    Game *gk = games > 1 ? malloc(sizeof *gk) : NULL;
    Review *lk = games > 1 ? review_new() : NULL;
    for (int k = 2; k <= games && data; k++) {
        sum = (LibraryMerged){sum.moves + st.moves,
                              sum.notes + st.notes,
                              sum.marks + st.marks,
                              sum.marks_lost + st.marks_lost,
                              0,
                              0};
        RecordInfo ik;
        free(b);
        b = NULL;
        if (!gk || !lk || !record_load_file_game(other, g2->rules, k, gk, lk, &ik, &err)) {
            cli_error_record(&err);
            free(data);
            data = NULL;
            break;
        }
        b = merge_bytes(other, gk, lk, &ik, &n2);
        char *next = b ? library_merge(data, len, b, n2, &len, &st, &err, &bad) : NULL;
        bad = bad == 1 ? 0 : bad; /* the merge so far: none of the files */
        free(data);
        data = next;
    }
    free(gk);
    review_free(lk);
    st = (LibraryMerged){sum.moves + st.moves,
                         sum.notes + st.notes,
                         sum.marks + st.marks,
                         sum.marks_lost + st.marks_lost,
                         st.nodes,
                         st.total};
    int status = CLI_BAD_INPUT;
    if (!b) {
        /* said */
    } else if (!data && err.reason == RECORD_R_LIBRARY_TOO_MANY) {
        cli_error(cli_t(CT_MERGE_TOO_BIG), mine, other, LIBRARY_MAX_NODES);
    } else if (!data) {
        err.offset = bad ? err.offset : -1;
        snprintf(err.file, sizeof err.file, "%s", bad == 2 ? other : bad == 1 ? mine : out);
        record_error_finish(&err);
        cli_error_record(&err);
    } else if (!record_write_file(out, data, len, how, &err)) {
        cli_output_error("library --merge", out, &err);
    } else {
        say_merged(out, st.total, st.moves, other, st.notes, st.marks, games);
        if (st.marks_lost > 0) {
            cli_warn(cli_nt(CT_MERGE_LABELS_LOST, st.marks_lost), st.marks_lost);
        }
        if (g) { /* what a .lib leaves out of mine (names, event, date) */
            cli_warn_lost(mine, out, RECORD_LIB, g, lines, info);
        }
        status = CLI_OK;
    }
    free(a);
    free(b);
    free(data);
    return status;
}

/* Every game of other (games: an SGF collection's; the first read already, lines2) merged
 * into lines, each from the empty board, *st their sums; false, lines unchanged, when
 * they pass a game's lines (or memory), and with *refused when a game is refused (said). */
static bool merge_games(const char *other, const RuleSet *rules, Review *lines,
                        const Review *lines2, int games, ReviewMerged *st, bool *refused)
{
    *refused = false;
    Review *was = games > 1 ? review_new() : NULL;
    Game *gk = games > 1 ? malloc(sizeof *gk) : NULL;
    Review *lk = games > 1 ? review_new() : NULL;
    if (games > 1 && (!was || !gk || !lk)) {
        review_free(was);
        free(gk);
        review_free(lk);
        return false;
    }
    if (was) {
        review_copy(was, lines);
    }
    bool ok = review_merge(lines, lines2, st);
    for (int k = 2; k <= games && ok; k++) {
        RecordInfo ik;
        RecordError err;
        ReviewMerged sk;
        if (!record_load_file_game(other, rules, k, gk, lk, &ik, &err)) {
            cli_error_record(&err);
            *refused = true;
            ok = false;
        } else if ((ok = review_merge(lines, lk, &sk))) {
            *st = (ReviewMerged){st->moves + sk.moves,           st->notes + sk.notes,
                                 st->marks + sk.marks,           st->refused + sk.refused,
                                 st->notes_lost + sk.notes_lost, st->marks_lost + sk.marks_lost,
                                 st->kept_lost + sk.kept_lost};
        }
    }
    if (!ok && was) {
        review_copy(lines, was);
    }
    review_free(was);
    free(gk);
    review_free(lk);
    return ok;
}

static int merge_command(const char *mine, const char *other, const char *out, bool force)
{
    RecordWrite how;
    /* Never over an input unless asked (--force): the inputs are read whole first. */
    int checked = cli_output_check("library --merge", force ? NULL : mine, true, out, force, &how);
    if (checked == CLI_OK && !force) {
        checked = cli_output_check("library --merge", other, true, out, force, &how);
    }
    if (checked != CLI_OK) {
        return checked;
    }
    RecordFormat fmt = record_format_from_path(out);
    if (fmt == RECORD_AUTO) {
        cli_error(cli_t(CT_UNKNOWN_EXTENSION), out);
        return CLI_BAD_INPUT;
    }
    RecordInfo info, info2;
    Review *lines = NULL, *lines2 = NULL;
    RecordError err, err2;
    Game *g = merge_read(mine, NULL, &lines, &info, &err);
    bool big = !g && too_big_for_a_game(mine, &err);
    Game *g2 = g || big ? merge_read(other, g ? g->rules : NULL, &lines2, &info2, &err2) : NULL;
    bool big2 = (g || big) && !g2 && too_big_for_a_game(other, &err2);
    int status = CLI_BAD_INPUT;
    int games = g2 && info2.sgf_games > 1 ? info2.sgf_games : 1;
    ReviewMerged st;
    bool refused = false;
    if (!g && !big) {
        cli_error_record(&err);
    } else if (!g2 && !big2) {
        cli_error_record(&err2);
    } else if (big || big2 || !merge_games(other, g->rules, lines, lines2, games, &st, &refused)) {
        /* more than a game's lines hold: merged as libraries are */
        status = refused ? CLI_BAD_INPUT
                         : merge_libraries(mine, other, out, how, g, lines, &info, g2, lines2,
                                           &info2, games);
    } else if (!record_save_file_lines(out, fmt, g, lines, &info, how, &err)) {
        cli_output_error("library --merge", out, &err);
    } else {
        say_merged(out, lines->count - 1, st.moves, other, st.notes, st.marks, games);
        if (st.refused > 0) {
            cli_warn(cli_nt(CT_MERGE_REFUSED, st.refused), st.refused, other, mine);
        }
        if (st.notes_lost + st.marks_lost > 0) {
            char lost[160];
            snprintf(lost, sizeof lost, cli_nt(CT_MERGE_MARKS_LOST, st.marks_lost), st.marks_lost);
            cli_warn(cli_nt(CT_MERGE_NOTES_LOST, st.notes_lost), st.notes_lost, lost);
        }
        if (st.kept_lost > 0) {
            cli_warn(cli_nt(CT_MERGE_KEPT_LOST, st.kept_lost), st.kept_lost);
        }
        cli_warn_lost(mine, out, fmt, g, lines, &info);
        status = CLI_OK;
    }
    free(g);
    free(g2);
    review_free(lines);
    review_free(lines2);
    return status;
}

/* The first line of a comment, as much as fits in buf. */
static void first_line(const char *s, char *buf, size_t cap)
{
    size_t n = strcspn(s, "\n");
    n = n < cap - 1 ? n : cap - 1;
    while (n > 0 && (((unsigned char)s[n] & 0xC0) == 0x80)) {
        n--; /* not in the middle of a character */
    }
    memcpy(buf, s, n);
    buf[n] = '\0';
}

/* path NULL: the built-in library (libbuiltin.h), in the results' language (its names,
 * comments and chances on stdout: English unless --lang names another). */
static int library_show(const char *path, int argc, char **argv)
{
    Board b;
    char text[4096];
    if (!cli_join(argc, argv, text, sizeof text)) {
        cli_error("%s", cli_t(CT_MOVES_TOO_LONG));
        return CLI_BAD_INPUT;
    }
    PositionError perr;
    if (!position_parse_why(text, strlen(text), LIBRARY_SIZE, &b, &perr)) {
        cli_error_position(cli_lang(), stderr, &perr);
        return CLI_BAD_INPUT;
    }
    /* A move list says whose move it is, passes too (RenLib's lines have them: the counts
     * then fit no side, and only the lines on the board are judged); stone lists leave it
     * to the counts (b=h8 is White to move, as after h8), as analyze reads them. */
    const RuleSet *rs = rules_get(RULE_RENJU);
    bool lists = strchr(text, '=') != NULL;
    int ahead = board_stones_placed(&b, STONE_BLACK) - board_stones_placed(&b, STONE_WHITE);
    if (!lists && ahead != (b.to_move == STONE_WHITE ? 1 : 0)) {
        Pos at;
        PositionReach r = position_lines_reach(rs, &b, &at);
        if (!cli_reach_said(cli_lang(), stderr, r, &b, at)) {
            return CLI_BAD_INPUT;
        }
    } else if (!cli_position_to_move(rs, &b, lists ? STONE_EMPTY : b.to_move)) {
        return CLI_BAD_INPUT;
    }
    RecordError err;
    Library *lib = path ? library_read_file(path, &err) : libbuiltin_make(cli_results_lang(), &err);
    if (!lib) {
        cli_error_record(&err);
        return CLI_BAD_INPUT;
    }
    long damaged_at, damaged_len;
    if (library_damaged(lib, &damaged_at, &damaged_len)) {
        cli_warn(cli_t(CT_LIB_DAMAGED), path, damaged_at, damaged_len);
    }
    LibraryMove moves[LIBRARY_SIZE * LIBRARY_SIZE + 1];
    int n = library_find_all(lib, &b, moves, LIBRARY_SIZE * LIBRARY_SIZE + 1);
    int passes = library_passes(lib);
    int stones = library_moves(lib) - passes;
    /* In English, or in the language --lang names (cli_results_lang): scripts read it. */
    Lang lang = cli_results_lang();
    printf(i18n_cli(lang, CT_LIB_SHOWN_MOVES, stones), stones);
    if (passes > 0) {
        printf(i18n_cli(lang, CT_LIB_SHOWN_PASSES, passes), passes);
    }
    printf(i18n_cli(lang, b.to_move == STONE_BLACK ? CT_LIB_SHOWN_BLACK : CT_LIB_SHOWN_WHITE, n),
           n);
    printf("\n");
    /* The labels' column as wide as the longest (8 characters at least: "4D Kagetsu"), up
     * to LABEL_COLUMN: a longer one is cut there with "…" (a 45-character board text
     * pushed every count 50 columns right). */
    int column = 8;
    for (int i = 0; i < n; i++) {
        int w = cli_chars(moves[i].label);
        column = w > column ? w : column;
    }
    column = column < LABEL_COLUMN ? column : LABEL_COLUMN;
    for (int i = 0; i < n; i++) {
        char point[8];
        char line[200];
        board_format_point(moves[i].pos, point, sizeof point);
        char turned[2 * LIBRARY_TEXT_MAX + 1];
        library_comment_turned(moves[i].comment, moves[i].turn, turned, sizeof turned);
        first_line(turned, line, sizeof line);
        /* A continuation that is a foul for the side to move is marked (the window's
         * library box rings it): a library may hold a foul as a line that loses. */
        RuleVerdict v = moves[i].pos == POS_PASS
                            ? VERDICT_OK
                            : rules_check_move(rs, &b, moves[i].pos, b.to_move);
        char foul[40] = "";
        if (verdict_is_foul(v)) {
            text_format(foul, sizeof foul, i18n_cli(lang, CT_LIB_FOUL, 1),
                        lang == LANG_EN ? rules_verdict_name(v) : i18n_verdict(lang, v));
        }
        char label[4 * LABEL_COLUMN + 8];
        cut_label(moves[i].label[0] ? moves[i].label : "-", label, sizeof label);
        printf("  %-4s ", point);
        cli_print_padded(label, column);
        printf(" ");
        printf(i18n_cli(lang, CT_LIB_BELOW, moves[i].below), moves[i].below);
        printf("%s%s%s\n", foul, line[0] ? "  " : "", line);
    }
    library_free(lib);
    return CLI_OK;
}

int cli_library(int argc, char **argv)
{
    if (argc >= 1 && strcmp(argv[0], "--bench") == 0) {
        int moves = 1000000;
        if (argc > 2) {
            return cli_unknown_option(argv[2]);
        }
        if (argc == 2 && !cli_int("--bench", argv[1], 1, LIBRARY_MAX_NODES - 1, &moves)) {
            return CLI_BAD_INPUT; /* a bad option value, as README says */
        }
        return library_bench(moves);
    }
    if (argc >= 1 && strcmp(argv[0], "--generate") == 0) {
        /* --force anywhere after --generate: the others are N and OUT. */
        bool force = false;
        const char *rest[2];
        int nrest = 0;
        for (int i = 1; i < argc; i++) {
            if (strcmp(argv[i], "--force") == 0) {
                force = true;
            } else if (nrest < 2) {
                rest[nrest++] = argv[i];
            } else {
                nrest = 3;
            }
        }
        int moves = 0;
        if (nrest != 2) {
            cli_error("%s", cli_t(CT_GENERATE_NEEDS));
            return CLI_USAGE;
        }
        if (!cli_int("--generate", rest[0], 1, LIBRARY_MAX_NODES - 1, &moves)) {
            return CLI_BAD_INPUT; /* a bad option value, as README says */
        }
        return library_write(moves, rest[1], force);
    }
    if (argc >= 1 && strcmp(argv[0], "--merge") == 0) {
        bool force = false; /* anywhere after --merge: the others are MINE, OTHER, OUT */
        const char *rest[3];
        int nrest = 0;
        for (int i = 1; i < argc; i++) {
            if (strcmp(argv[i], "--force") == 0) {
                force = true;
            } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
                return cli_unknown_option(argv[i]);
            } else if (nrest < 3) {
                rest[nrest++] = argv[i];
            } else {
                nrest = 4;
            }
        }
        if (nrest != 3) {
            cli_error("%s", cli_t(CT_MERGE_NEEDS));
            return CLI_USAGE;
        }
        return merge_command(rest[0], rest[1], rest[2], force);
    }
    if (argc >= 1 && strcmp(argv[0], "--builtin") == 0) {
        return library_show(NULL, argc - 1, argv + 1);
    }
    if (argc < 1) {
        cli_error("%s", cli_t(CT_LIBRARY_NEEDS));
        return CLI_USAGE;
    }
    if (argv[0][0] == '-' && argv[0][1] != '\0') {
        return cli_unknown_option(argv[0]);
    }
    if (argc >= 2 && strcmp(argv[1], "--find") == 0) {
        if (argc != 3) {
            cli_usage(stderr, "library");
            return CLI_USAGE;
        }
        return cli_library_find(argv[0], argv[2]);
    }
    return library_show(argv[0], argc - 1, argv + 1);
}

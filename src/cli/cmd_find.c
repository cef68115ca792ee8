/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli find-position: "where have I seen this position?" over game files.
 *   find-position [--rule NAME] PATH... [--moves MOVES...]
 *       every game of the files (a folder: its record files and its folders'; an SGF
 *       collection: each game) that reaches the position MOVES make (h8 i9 h9, or stones
 *       b=... w=...; none: the empty board), in any order of moves and on a turned or
 *       mirrored board, on the games' side lines too (SGF's variations, RenLib's
 *       branches, our text record's lines; a .lib too large for them through the opening
 *       library's index: its lines "library line"): first the moves played next, summed up (the
 *       most games first), then each game or side line: its file, the ply where it stands
 *       there (a side line: "variation at move N", its first move), the move played next
 *       turned to the position's orientation, the result and the players. A file that
 *       cannot be read, or a game of it that is refused, is a warning line, and the
 *       search goes on.
 *   find-position --bench [N]
 *       N made-up games (5000) written to a temporary folder as .renju, .sgf and .psq
 *       files, searched for a position several times: the median time (make bench); then
 *       a made-up library-like tree (a game of 4000 moves in its lines) as one .renju,
 *       .sgf and .lib file each, searched so; then a made-up opening library of 100,000
 *       moves (.lib), searched through its index, and the memory it takes.
 * Speed is measured here, never in tests.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai.h"
#include "cli.h"
#include "findgames.h"

enum { BENCH_SAMPLES = 7, BENCH_GAMES = 5000, BENCH_TREE = 4000, BENCH_LIBRARY = 100000 };

static const char *result_word(GameResult r)
{
    switch (r) {
    case RESULT_BLACK_WINS: return "black";
    case RESULT_WHITE_WINS: return "white";
    case RESULT_DRAW: return "draw";
    case RESULT_NONE: break;
    }
    return "none";
}

static void point_word(Pos p, char *buf, size_t cap)
{
    if (p == POS_NONE) {
        snprintf(buf, cap, "end");
    } else {
        board_format_point(p, buf, cap);
    }
}

static void say_bad(const FindGames *f)
{
    for (int i = 0; i < f->nbad; i++) {
        char why[1024];
        cli_record_reason(cli_lang(), &f->bad[i].err, why, sizeof why);
        if (f->bad[i].of <= 1 || f->bad[i].partial) { /* the reason names the file */
            cli_warn(cli_t(CT_FIND_SKIPPED), why);
        } else {
            cli_warn(cli_nt(CT_FIND_GAMES_REFUSED, f->bad[i].games), f->path[f->bad[i].file],
                     f->bad[i].games, why);
        }
    }
    if (f->left_out > 0) {
        cli_warn(cli_nt(CT_FIND_LEFT_OUT, f->left_out), f->left_out, FINDGAMES_FILES_MAX);
    }
}

static void print_found(const FindGames *f)
{
    int refused = 0, unread = 0;
    for (int i = 0; i < f->nbad; i++) {
        refused += f->bad[i].games;
        unread += f->bad[i].games == 0 && !f->bad[i].partial;
    }
    /* As the window words it: how many reach the position, of how many read (audit 32a
     * C6: "3 of 8 read" read as five failed); what failed only when something did. */
    printf("games: %d reach%s this position, of %d read, in %d file%s", f->found_games,
           f->found_games == 1 ? "es" : "", f->games, f->nfiles, f->nfiles == 1 ? "" : "s");
    if (refused > 0) {
        printf("; %d game%s refused", refused, refused == 1 ? "" : "s");
    }
    if (unread > 0) {
        printf("; %d file%s unread", unread, unread == 1 ? "" : "s");
    }
    if (f->found_side > 0) {
        printf("; side lines: %d", f->found_side);
    }
    if (f->found_library > 0) {
        printf("; library lines: %d, in %d librar%s", f->found_library, f->libraries,
               f->libraries == 1 ? "y" : "ies");
    }
    printf("\n");
    FindHit *hits = malloc((size_t)(f->nfound > 0 ? f->nfound : 1) * sizeof *hits);
    enum { ROOM = BOARD_MAX * BOARD_MAX + 2 };
    FindNext next[ROOM];
    int n = 0;
    if (hits) {
        for (int i = 0; i < f->nfound; i++) {
            hits[i] = f->found[i].hit;
        }
        n = findpos_summary(hits, f->nfound, next, ROOM);
        free(hits);
    }
    for (int i = 0; i < n; i++) {
        char p[8];
        point_word(next[i].pos, p, sizeof p);
        printf("next %s: %d game%s", p, next[i].games, next[i].games == 1 ? "" : "s");
        if (next[i].side > 0) {
            printf(", %d side line%s", next[i].side, next[i].side == 1 ? "" : "s");
        }
        if (next[i].library > 0) {
            printf(", %d library line%s (%d moves below)", next[i].library,
                   next[i].library == 1 ? "" : "s", next[i].moves);
        }
        printf(": black %d, white %d, draw %d, unfinished %d\n", next[i].result[RESULT_BLACK_WINS],
               next[i].result[RESULT_WHITE_WINS], next[i].result[RESULT_DRAW],
               next[i].result[RESULT_NONE]);
    }
    for (int i = 0; i < f->nfound; i++) {
        const FindGame *g = &f->found[i];
        char p[8], black[2 * RECORD_NAME_MAX], white[2 * RECORD_NAME_MAX];
        point_word(g->hit.next, p, sizeof p);
        if (g->hit.library) { /* an opening library's line: its moves, no game */
            cli_line(stdout, "%s: library line \"%s\"%s: ply %d, next %s, below %d",
                     f->path[g->file], g->hit.line, g->hit.line_turned ? " turned" : "", g->hit.ply,
                     p, g->hit.moves);
            continue;
        }
        cli_escape(g->hit.black, black, sizeof black);
        cli_escape(g->hit.white, white, sizeof white);
        char game[32] = "", line[48] = "";
        if (findgames_names_game(f, i)) {
            snprintf(game, sizeof game, " game %d", g->hit.game);
        }
        if (g->hit.variation > 0) {
            snprintf(line, sizeof line, ", variation at move %d", g->hit.variation);
        }
        cli_line(stdout, "%s%s: ply %d of %d%s, next %s, result %s, black \"%s\", white \"%s\"",
                 f->path[g->file], game, g->hit.ply, g->hit.plies, line, p,
                 result_word(g->hit.result), black, white);
    }
}

/* The position of the words after --moves: a move list says whose move it is, stones
 * leave it to the counts, as analyze reads them. */
static bool read_position(const RuleSet *rs, int argc, char **argv, Board *b)
{
    char text[4096];
    if (!cli_join(argc, argv, text, sizeof text)) {
        cli_error("%s", cli_t(CT_MOVES_TOO_LONG));
        return false;
    }
    PositionError perr;
    if (!position_parse_why(text, strlen(text), rs->board_size, b, &perr)) {
        cli_error_position(cli_lang(), stderr, &perr);
        return false;
    }
    return cli_position_to_move(rs, b, strchr(text, '=') ? STONE_EMPTY : b->to_move);
}

/* The monotonic clock (ai_now_ns) in milliseconds, with its fraction. */
static double now_ms(void) { return (double)ai_now_ns() / 1e6; }

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a;
    double y = *(const double *)b;
    return (x > y) - (x < y);
}

/* A made-up game from seed: stones round the centre until it ends or has 20 to 59. */
static void made_up_game(Game *g, unsigned *seed)
{
    game_init(g, rules_get(RULE_RENJU), OPENING_FREE);
    game_play(g, pos_from_xy(7, 7), NULL);
    int want = 20 + (int)(rand_r(seed) % 40);
    for (int tries = 0; g->board.ply < want && !game_over(g) && tries < 2000; tries++) {
        int x = 7 + (int)(rand_r(seed) % 9) - 4;
        int y = 7 + (int)(rand_r(seed) % 9) - 4;
        game_play(g, pos_from_xy(x, y), NULL);
    }
}

/* Writes n made-up games into folder dir, a third each .renju, .sgf and .psq. */
static bool bench_write(const char *dir, int n)
{
    Game *g = malloc(sizeof *g);
    static const char *const ENDING[] = {"renju", "sgf", "psq"};
    static const RecordFormat FORMAT[] = {RECORD_TEXT, RECORD_SGF, RECORD_PSQ};
    unsigned seed = 1;
    bool ok = g != NULL;
    for (int i = 0; ok && i < n; i++) {
        made_up_game(g, &seed);
        char path[4200];
        snprintf(path, sizeof path, "%s/game%05d.%s", dir, i, ENDING[i % 3]);
        RecordInfo info;
        memset(&info, 0, sizeof info);
        snprintf(info.black, sizeof info.black, "Black %d", i);
        snprintf(info.white, sizeof info.white, "White %d", i);
        RecordError err;
        ok = record_save_file(path, FORMAT[i % 3], g, &info, &err);
        if (!ok) {
            cli_error_record(&err);
        }
    }
    free(g);
    return ok;
}

static const char *const TREE_ENDING[] = {"renju", "sgf", "lib"};

/* A library-like tree from seed, as analysed games are: lines that go on (mostly from
 * the move just added) and branch (now and then from any move), 40 moves deep at most,
 * nodes in all (the root one of them). */
static bool made_up_tree(Review *r, int nodes, unsigned *seed)
{
    review_clear(r, rules_get(RULE_RENJU), OPENING_FREE);
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_MOVE;
    a.pos = pos_from_xy(7, 7);
    if (!review_play(r, &a, NULL)) {
        return false;
    }
    int last = r->current;
    for (int tries = 0; r->count < nodes && tries < 50 * nodes; tries++) {
        review_goto(r, rand_r(seed) % 5 == 0 ? 1 + (int)(rand_r(seed) % (unsigned)(r->count - 1))
                                             : last);
        a.pos = pos_from_xy(7 + (int)(rand_r(seed) % 9) - 4, 7 + (int)(rand_r(seed) % 9) - 4);
        if (review_depth(r, r->current) < 40 && review_play(r, &a, NULL)) {
            last = r->current;
        } else if (review_depth(r, last) >= 40) {
            last = 1 + (int)(rand_r(seed) % (unsigned)(r->count - 1));
        }
    }
    review_home(r);
    review_end(r); /* the game: the first line */
    return true;
}

/* Writes the tree as dir/tree.renju, .sgf and .lib; *at gets its game's position after
 * three moves. */
static bool bench_write_tree(const char *dir, int nodes, Board *at)
{
    Review *r = review_new();
    Game *g = malloc(sizeof *g);
    unsigned seed = 7;
    bool ok = r && g && made_up_tree(r, nodes, &seed) && review_position(r, g);
    board_init(at, 15, false);
    for (int k = 0; ok && k < 3 && k < g->board.ply; k++) {
        board_play(at, g->board.history[k].pos);
    }
    static const RecordFormat FORMAT[] = {RECORD_TEXT, RECORD_SGF, RECORD_LIB};
    for (int i = 0; ok && i < 3; i++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/tree.%s", dir, TREE_ENDING[i]);
        RecordInfo info;
        memset(&info, 0, sizeof info);
        RecordError err;
        ok = record_save_file_lines(path, FORMAT[i], g, r, &info, RECORD_WRITE_NEW, &err);
        if (!ok) {
            cli_error_record(&err);
        }
    }
    free(g);
    review_free(r);
    return ok;
}

static int bench_remove(const char *dir, int n)
{
    static const char *const ENDING[] = {"renju", "sgf", "psq"};
    for (int i = 0; i < n; i++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/game%05d.%s", dir, i, ENDING[i % 3]);
        unlink(path);
    }
    return rmdir(dir);
}

/* The median time of searching path for b (samples times), ms; its lines found, its
 * games read into *found, *games. False when memory is short. */
static bool bench_search(const Board *b, const char *path, double *ms, int *found, int *games)
{
    double samples[BENCH_SAMPLES];
    for (int i = 0; i < BENCH_SAMPLES; i++) {
        FindGames f;
        double t0 = now_ms();
        if (!findgames_init(&f, b, NULL) || !findgames_add(&f, path)) {
            findgames_free(&f);
            cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
            return false;
        }
        while (findgames_step(&f)) {
        }
        samples[i] = now_ms() - t0;
        *found = f.nfound;
        *games = f.games;
        findgames_free(&f);
    }
    qsort(samples, BENCH_SAMPLES, sizeof samples[0], cmp_double);
    *ms = samples[BENCH_SAMPLES / 2];
    return true;
}

/* A made-up opening library of BENCH_LIBRARY moves (library_generate) as one .lib file,
 * searched for h8 i9 through the library's index: the median time, and the memory the
 * library takes while it is searched (its bytes read, the library read from them). */
static int bench_library(const char *tmp)
{
    char dir[4096], path[4200];
    snprintf(dir, sizeof dir, "%s/renju-find-XXXXXX", tmp);
    size_t len = 0;
    char *data = library_generate(1, BENCH_LIBRARY, &len);
    if (!data || !mkdtemp(dir)) {
        free(data);
        cli_error("%s", cli_t(data ? CT_FIND_BENCH_FOLDER : CT_OUT_OF_MEMORY));
        return CLI_BAD_INPUT;
    }
    snprintf(path, sizeof path, "%s/openings.lib", dir);
    FILE *out = fopen(path, "wb");
    bool ok = out && fwrite(data, 1, len, out) == len;
    ok = out && fclose(out) == 0 && ok;
    Library *lib = ok ? library_load(data, len, NULL) : NULL;
    size_t bytes = library_bytes(lib);
    library_free(lib);
    free(data);
    Board b;
    position_parse("h8 i9", 5, 15, &b, NULL, 0);
    double ms;
    int found = 0, games = 0;
    ok = ok && bench_search(&b, path, &ms, &found, &games);
    if (ok) {
        printf("find-position bench: a library of %d moves (.lib, %zu KB), h8 i9 on %d of its "
               "lines: median %.1f ms (of %d); %.1f MB held while searched (its bytes, the "
               "library)\n",
               BENCH_LIBRARY, (len + 1023) / 1024, found, ms, BENCH_SAMPLES,
               (double)(len + bytes) / (1024.0 * 1024.0));
    }
    unlink(path);
    rmdir(dir);
    return ok ? CLI_OK : CLI_BAD_INPUT;
}

static int find_bench(int n)
{
    const char *tmp = getenv("TMPDIR");
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/renju-find-XXXXXX", tmp && tmp[0] ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        cli_error("%s", cli_t(CT_FIND_BENCH_FOLDER));
        return CLI_BAD_INPUT;
    }
    int status = CLI_BAD_INPUT;
    Board b;
    position_parse("h8 i9 i8", 8, 15, &b, NULL, 0);
    double ms;
    int found = 0, games = 0;
    if (bench_write(dir, n) && bench_search(&b, dir, &ms, &found, &games)) {
        printf("find-position bench: %d games in %d files (.renju .sgf .psq), h8 i9 i8 in %d "
               "of them (turned too): median %.0f ms (of %d), %.1f us a game\n",
               games, n, found, ms, BENCH_SAMPLES, ms * 1000.0 / (games > 0 ? games : 1));
        status = CLI_OK;
    }
    bench_remove(dir, n);
    /* A library-like file: one game of BENCH_TREE moves in its lines. */
    snprintf(dir, sizeof dir, "%s/renju-find-XXXXXX", tmp && tmp[0] ? tmp : "/tmp");
    if (status == CLI_OK && mkdtemp(dir) && bench_write_tree(dir, BENCH_TREE + 1, &b)) {
        for (int i = 0; status == CLI_OK && i < 3; i++) {
            char path[4200];
            snprintf(path, sizeof path, "%s/tree.%s", dir, TREE_ENDING[i]);
            status = bench_search(&b, path, &ms, &found, &games) ? CLI_OK : CLI_BAD_INPUT;
            if (status == CLI_OK) {
                printf("find-position bench: a tree of %d moves (.%s), its game's position "
                       "after 3 moves on %d of its lines: median %.1f ms (of %d)\n",
                       BENCH_TREE, TREE_ENDING[i], found, ms, BENCH_SAMPLES);
            }
        }
    }
    for (int i = 0; i < 3; i++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/tree.%s", dir, TREE_ENDING[i]);
        unlink(path);
    }
    rmdir(dir);
    if (status == CLI_OK) {
        status = bench_library(tmp && tmp[0] ? tmp : "/tmp");
    }
    return status;
}

int cli_find_position(int argc, char **argv)
{
    if (argc >= 1 && strcmp(argv[0], "--bench") == 0) {
        int n = BENCH_GAMES;
        if (argc > 2) {
            return cli_unknown_option(argv[2]);
        }
        if (argc == 2 && !cli_int("--bench", argv[1], 1, 99999, &n)) {
            return CLI_BAD_INPUT;
        }
        return find_bench(n);
    }
    const RuleSet *rs = NULL;
    int npaths = 0;
    char **paths = argv; /* the paths gathered at the front, in order */
    int moves = argc;    /* where the position's words start */
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--moves") == 0) {
            moves = i + 1;
            break;
        }
        if (strcmp(argv[i], "--rule") == 0) {
            int st = cli_rule_option(argc, argv, &i, &rs);
            if (st != CLI_OK) {
                return st;
            }
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return cli_unknown_option(argv[i]);
        } else {
            paths[npaths++] = argv[i];
        }
    }
    if (npaths == 0) {
        cli_error("%s", cli_t(CT_FIND_NEEDS));
        cli_usage(stderr, "find-position");
        return CLI_USAGE;
    }
    Board b;
    if (!read_position(rs ? rs : rules_get(RULE_RENJU), argc - moves, argv + moves, &b)) {
        return CLI_BAD_INPUT;
    }
    FindGames f;
    bool ok = findgames_init(&f, &b, rs);
    for (int i = 0; ok && i < npaths; i++) {
        ok = findgames_add(&f, paths[i]);
    }
    while (ok && findgames_step(&f)) {
    }
    if (!ok) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        findgames_free(&f);
        return CLI_BAD_INPUT;
    }
    say_bad(&f);
    print_found(&f);
    /* Nothing searched at all (no record file or library, every one refused): the paths
     * were bad. */
    int status = f.games > 0 || f.libraries > 0 || f.nbad == 0 ? CLI_OK : CLI_BAD_INPUT;
    findgames_free(&f);
    return status;
}

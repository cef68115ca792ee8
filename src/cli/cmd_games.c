/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli games: the games a file holds, a line each (tab-separated: number, id, date,
 * Black, White, event, result, moves), so that convert --game N can take one: a RIF
 * database (rif.h; its games listed from their tags, never replayed: 100,000 games in a
 * second), an SGF collection (each game read as convert reads it), any other record (its
 * one game).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "rif.h"

static const char *result_words(char r)
{
    return r == 'B' ? "1-0" : r == 'W' ? "0-1" : r == 'D' ? "0.5-0.5" : "?";
}

/* A field as cli_escape writes it (no control byte, so no tab or line break inside), "-"
 * when empty. */
static const char *field(const char *s, char *buf, size_t cap)
{
    cli_escape(s[0] ? s : "-", buf, cap);
    return buf;
}

static void game_line(int k, long id, const RecordInfo *info, char result, int moves)
{
    char ids[24] = "-";
    if (id > 0) {
        snprintf(ids, sizeof ids, "%ld", id);
    }
    char date[4 * RECORD_NAME_MAX], black[4 * RECORD_NAME_MAX], white[4 * RECORD_NAME_MAX],
        event[4 * RECORD_NAME_MAX];
    printf("%d\t%s\t%s\t%s\t%s\t%s\t%s\t%d\n", k, ids, field(info->date, date, sizeof date),
           field(info->black, black, sizeof black), field(info->white, white, sizeof white),
           field(info->event, event, sizeof event), result_words(result), moves);
}

static int list_rif(const char *path, const char *data, size_t len)
{
    RecordError err;
    RifIndex *ix = rif_index(data, len, &err);
    if (!ix) {
        snprintf(err.file, sizeof err.file, "%s", path);
        record_error_finish(&err);
        cli_error_record(&err);
        return CLI_BAD_INPUT;
    }
    RecordInfo *info = malloc(sizeof *info);
    if (!info) {
        rif_free(ix);
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        return CLI_BAD_INPUT;
    }
    fputs(cli_rt(CT_GAMES_HEADER), stdout);
    for (int k = 1; k <= rif_games(ix); k++) {
        int moves = 0;
        char result = 0;
        rif_game_info(ix, k, info, &moves, &result);
        game_line(k, rif_game_id(ix, k), info, result, moves);
    }
    free(info);
    rif_free(ix);
    return CLI_OK;
}

/* The result a read game has: its own, else the one its record names (result_kept). */
static char game_result(const Game *g, const RecordInfo *info)
{
    if (g->result == RESULT_BLACK_WINS || g->result == RESULT_WHITE_WINS) {
        return g->result == RESULT_BLACK_WINS ? 'B' : 'W';
    }
    if (g->result != RESULT_NONE) {
        return 'D';
    }
    const char *kept = record_result_kept(g, info);
    return kept ? kept[0] : 0;
}

static int list_records(const char *path, const char *data, size_t len)
{
    Game *g = malloc(sizeof *g);
    RecordInfo *info = malloc(sizeof *info);
    int st = g && info ? CLI_OK : CLI_BAD_INPUT;
    if (st != CLI_OK) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
    }
    int games = 1;
    for (int k = 1; st == CLI_OK && k <= games; k++) {
        RecordError err;
        if (!record_parse_game(data, len, path, NULL, k, g, NULL, info, &err)) {
            cli_error_record(&err);
            st = k == 1 ? CLI_BAD_INPUT : st; /* a later game: said, the rest listed */
            continue;
        }
        if (k == 1) {
            games = info->sgf_games > 1 ? info->sgf_games : 1;
            fputs(cli_rt(CT_GAMES_HEADER), stdout);
        }
        game_line(k, 0, info, game_result(g, info), game_moves_played(g));
    }
    free(g);
    free(info);
    return st;
}

int cli_games(int argc, char **argv)
{
    if (argc != 1 || strncmp(argv[0], "--", 2) == 0) {
        if (argc == 1) {
            return cli_unknown_option(argv[0]);
        }
        cli_usage(stderr, "games");
        return CLI_USAGE;
    }
    const char *path = argv[0];
    char *data = NULL;
    size_t len = 0;
    RecordError err;
    if (!record_read_file(path, &data, &len, &err)) {
        cli_error_record(&err);
        return CLI_BAD_INPUT;
    }
    int st = rif_is(data, len, path) ? list_rif(path, data, len) : list_records(path, data, len);
    free(data);
    return st;
}

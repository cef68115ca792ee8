/* Renju - MIT licence, see LICENSE.
 *
 * libFuzzer target for RIF databases (rif.h): any input is indexed or refused with a
 * message; each of its first games is read or refused with one (the game named), its
 * names and event UTF-8, and a game read survives a round trip through SGF with the
 * same stones; the listing's reading (rif_game_info) never fails on an indexed game.
 */
#include "fuzz_common.h"
#include "rif.h"
#include "text.h"

enum { GAMES_READ = 32 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    RecordError err;
    memset(&err, 0, sizeof err);
    RifIndex *ix = rif_index((const char *)data, size, &err);
    if (!ix) {
        if (!err.msg[0] || err.reason == RECORD_R_NONE) {
            abort();
        }
        return 0;
    }
    Game *g = malloc(sizeof *g);
    Game *scratch = malloc(sizeof *scratch);
    RecordInfo *info = malloc(sizeof *info);
    if (!g || !scratch || !info) {
        abort();
    }
    int n = rif_games(ix);
    for (int k = 1; k <= n && k <= GAMES_READ; k++) {
        int moves = -1;
        char result = 'x';
        if (!rif_game_info(ix, k, info, &moves, &result) || moves < 0 || result == 'x') {
            abort();
        }
        if (!rif_game(ix, k, "f.rif", NULL, g, NULL, info, &err)) {
            if (!err.msg[0] || strncmp(err.msg, "f.rif #", 7) != 0) {
                abort();
            }
            continue;
        }
        if (!text_utf8_valid(info->black, strlen(info->black)) ||
            !text_utf8_valid(info->white, strlen(info->white)) ||
            !text_utf8_valid(info->event, strlen(info->event)) || info->sgf_games != n) {
            abort();
        }
        fuzz_round_trip(g, info, RECORD_SGF, scratch);
    }
    free(g);
    free(scratch);
    free(info);
    rif_free(ix);
    return 0;
}

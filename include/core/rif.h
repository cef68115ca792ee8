/* Renju - MIT licence, see LICENSE.
 *
 * RIF databases: the Renju International Federation's XML (renju.net's downloads,
 * renjunet_v10_*.rif), read as a collection of games, as a many-game SGF is. The file is a
 * <database> with tables (<players><player id name surname/>, <tournaments><tournament id
 * name start year month/>, <openings>, <rules>) and <games><game id bid wid tournament
 * round bresult date opening rule><move>h8 i9 j10</move></game>; what varies is read as it
 * comes: the players as black/white or bid/wid, the result as bresult, black-score or
 * bscore (1 Black won, 0 White, 0.5 a draw), the moves as a <move> element or a move=""
 * attribute, in the usual notation (a-o from the left, 1-15 from the bottom: h8 the
 * centre). Entities (&amp; &quot; &#1055;) are read; names that are no UTF-8 show '?'.
 *
 * One skim (rif_index) checks the XML's form and finds each game and each table row,
 * linear in the file (no copy of its text: offsets, 8 bytes a game); a game is then read
 * by itself (rif_game): its moves as a move string under the reader's rules, through
 * game_apply (a move the rules refuse names the game: "file #3 (id 17): move 5 ..."),
 * with the players' names, the tournament as the event, its date, the round and the
 * opening's name (SGF's RO, ON: RecordInfo.sgf_info), and the result: a draw ends the
 * game, a winner the moves do not show is kept as written ("B+", RecordInfo.result_kept).
 * A game without moves is an empty board. Limits: RIF_FILE_MAX bytes (record_read_file
 * reads a .rif up to it), RIF_GAMES_MAX games, RIF_DEPTH_MAX nested elements; more is
 * refused by name. Pure C11, no I/O.
 */
#ifndef RENJU_RIF_H
#define RENJU_RIF_H

#include <stdbool.h>
#include <stddef.h>

#include "record.h"

#define RIF_FILE_MAX (128 * RECORD_MB)
#define RIF_GAMES_MAX 1000000
#define RIF_DEPTH_MAX 32

typedef struct RifIndex RifIndex;

/* Is data[0..len) (named name, may be NULL) a RIF database to read so: a name ending in
 * .rif (any case), or XML ("<?xml", "<database" after a byte order mark and blanks)? */
bool rif_is(const char *data, size_t len, const char *name);
/* Is path's ending .rif (any case)? */
bool rif_path(const char *path);

/* The index of the database data[0..len) (which must outlive it), or NULL with err (may be
 * NULL) set: broken XML (RECORD_R_RIF_*, its byte), no game, too many, no memory. */
RifIndex *rif_index(const char *data, size_t len, RecordError *err);
void rif_free(RifIndex *ix);
int rif_games(const RifIndex *ix);
/* Game k's (1-based) id attribute, 0 when it has none. */
long rif_game_id(const RifIndex *ix, int k);

/* Game k's players, event, date, round and opening into info (zeroed first), without its
 * moves read: how many move words it has into *moves and its result as written into
 * *result ('B' Black won, 'W' White, 'D' a draw, 0 not said): a listing of 100,000 games
 * is quick. False past the last game. */
bool rif_game_info(const RifIndex *ix, int k, RecordInfo *info, int *moves, char *result);

/* Game k (1..rif_games) of the indexed database data[0..len) into *out (its lines, may be
 * NULL, into *lines; info, may be NULL), read under asked (NULL: the game's rule when it
 * names gomoku, else as record_parse_fitting reads stones). info->sgf_games and sgf_game
 * say the game and the count. False with err set (naming name, may be NULL, and the
 * game) when the game cannot be read. */
bool rif_game(const RifIndex *ix, int k, const char *name, const RuleSet *asked, Game *out,
              Review *lines, RecordInfo *info, RecordError *err);

/* record_parse_game for a RIF database: indexed, then game `game` read (past the last:
 * RECORD_R_SGF_NO_GAME with the count). */
bool rif_parse_game(const char *data, size_t len, const char *name, const RuleSet *asked, int game,
                    Game *out, Review *lines, RecordInfo *info, RecordError *err);

#endif

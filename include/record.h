/* Renju - MIT licence, see LICENSE.
 *
 * Game records: parsing and formatting on memory buffers, in five formats:
 *   RECORD_TEXT   our own readable text record (.renju, .txt; described in README.md):
 *                 rule set, opening, every game action with its thinking time, players,
 *                 result
 *   RECORD_PSQ    Piskvork / Gomocup (.psq): "Piskvorky 15x15, 0:0, 0" then "x,y,ms" lines
 *   RECORD_LIB    RenLib (.lib, binary): the main line of the move tree is the game
 *   RECORD_SGF    SGF FF[4] GM[4] (.sgf): the main variation is the game
 *   RECORD_MOVES  a plain move string, "h8i9j10" or "h8 i9 j10" (.moves)
 * Only our text record keeps every game action (swaps, opening choices, resignations,
 * draws) and the thinking times; the other formats keep the stones (PSQ also the times,
 * SGF also the players and a resignation or draw in RE[]).
 *
 * Every loaded action is replayed through game_apply(), so a record with an illegal move
 * (occupied point, foul, off the board, after the end) is refused. The output Game is
 * written only when the whole record is good. Pure C11: no I/O (record_io.c has the file
 * wrappers), no globals.
 */
#ifndef RENJU_RECORD_H
#define RENJU_RECORD_H

#include <stddef.h>

#include "clock.h"
#include "game.h"

typedef enum RecordFormat {
    RECORD_TEXT = 0,
    RECORD_PSQ,
    RECORD_LIB,
    RECORD_SGF,
    RECORD_MOVES,
    RECORD_FORMAT_COUNT,
    RECORD_AUTO = RECORD_FORMAT_COUNT /* loading: by file extension, else by content */
} RecordFormat;

#define RECORD_NAME_MAX 64
/* The longest thinking time a record holds, in ms (999999.999 s, about 11.5 days): one
 * limit for every format, so what we write we read back. Readers refuse a longer time;
 * writers write a longer one as this. */
#define RECORD_TIME_MAX_MS 999999999
/* Largest record the file wrappers read (bytes). */
#define RECORD_FILE_MAX (4 * 1024 * 1024)

/* What a record says besides the actions. Strings are UTF-8, NUL-terminated, empty when
 * unknown. black and white name the players holding those colours at the end of the
 * game (after any swaps). The time control and the time the player to act has already
 * thought about its coming action (so that a game on a clock resumes where it was) are
 * kept by our text record only; with the actions' thinking times they give the clocks
 * back (clock_replay). */
typedef struct RecordInfo {
    char black[RECORD_NAME_MAX];
    char white[RECORD_NAME_MAX];
    char event[RECORD_NAME_MAX];
    char date[RECORD_NAME_MAX];
    TimeControl clock;   /* CLOCK_NONE: no clock */
    int32_t thinking_ms; /* 0: none */
} RecordInfo;

/* Why a record was refused. msg is a complete sentence for the player, starting with the
 * place: "line 7: move 5 (h8): h8 is occupied", "byte 24: ...". */
typedef struct RecordError {
    int line;    /* 1-based line of a text format, 0 when not about a line */
    long offset; /* byte offset into the data, -1 when not about a byte */
    int move;    /* 1-based number of the action at fault, 0 when none */
    GameError refusal; /* the game's refusal of action `move` (its kind and fields, so a
                        * window can say it in its language); kind GAME_ERR_NONE when the
                        * record itself is at fault */
    char detail[200];  /* a parser's reason without its place, English; "" for the
                        * errors of files (record_error()), which msg says whole */
    char msg[256];     /* place and reason, English: "line 3: 'zz' is not a point ..." */
} RecordError;

/* "text", "psq", "lib", "sgf", "moves"; "auto" for RECORD_AUTO. */
const char *record_format_name(RecordFormat f);
/* The format a file name's extension stands for (.renju .txt .psq .lib .sgf .moves, any
 * case), or RECORD_AUTO when it stands for none. */
RecordFormat record_format_from_path(const char *path);
/* The format data looks like (RenLib magic, "Piskvorky", "(;", "Renju record"); a plain
 * move string when none of those. */
RecordFormat record_detect(const char *data, size_t len);

/* Parses len bytes of data in format fmt (RECORD_AUTO: record_detect) into *out.
 * rules is the rule set for formats that do not name one (PSQ, RenLib, move strings;
 * SGF without a known RU[]); NULL means renju. info may be NULL.
 * On failure returns false, fills err (may be NULL) and leaves *out and *info untouched. */
bool record_parse(const char *data, size_t len, RecordFormat fmt, const RuleSet *rules, Game *out,
                  RecordInfo *info, RecordError *err);

/* Can format fmt hold game g? PSQ has no passes, RenLib only 15x15 boards. When not,
 * writes the reason into why (may be NULL). */
bool record_can_hold(const Game *g, RecordFormat fmt, char *why, size_t cap);

/* Writes game g (and info, may be NULL) in format fmt into buf. Returns the length of the
 * complete record (excluding the terminating NUL the text formats get when there is
 * room); the record is complete in buf when the return value is < cap. buf may be NULL
 * when cap is 0. Returns 0 when !record_can_hold(g, fmt). */
size_t record_format(const Game *g, const RecordInfo *info, RecordFormat fmt, char *buf,
                     size_t cap);

/* The stones of g in play order (POS_PASS for a pass) with their thinking times in ms,
 * 0..RECORD_TIME_MAX_MS (times may be NULL), at most cap of them; returns how many plies
 * the game has. */
int record_plies(const Game *g, Pos *pos, int32_t *times, int cap);

/* ---- Files (record_io.c: the only file I/O in the core) --------------------------- */

/* Fills err (may be NULL) with a message about no line, byte or move (a file's trouble);
 * returns false, so a failing path can `return record_error(err, ...)`. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
bool record_error(RecordError *err, const char *fmt, ...);

/* Reads a whole file of at most RECORD_FILE_MAX bytes into a malloc'd buffer (NUL added,
 * not counted in *len). The caller frees *data. */
bool record_read_file(const char *path, char **data, size_t *len, RecordError *err);

/* Replaces path with len bytes of data atomically: writes a temporary file in the same
 * directory, fsyncs it, renames it over path and fsyncs the directory. When any step
 * fails the temporary file is removed and an existing file at path stays as it was. */
bool record_write_atomic(const char *path, const void *data, size_t len, RecordError *err);

/* record_read_file + record_parse; fmt RECORD_AUTO picks by extension, then content.
 * Errors name the file. */
bool record_load_file(const char *path, RecordFormat fmt, const RuleSet *rules, Game *out,
                      RecordInfo *info, RecordError *err);

/* record_format + record_write_atomic; fmt RECORD_AUTO picks by extension (an unknown
 * extension is an error). */
bool record_save_file(const char *path, RecordFormat fmt, const Game *g, const RecordInfo *info,
                      RecordError *err);

#endif

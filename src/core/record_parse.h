/* Renju - MIT licence, see LICENSE.
 *
 * What the record formats share and nothing outside src/core/record*.c sees: the parser
 * context (a private scratch game that every action is replayed on, and where the parser
 * stands for its messages), the line reader, the bounded writer and the small text
 * helpers. record.c holds them, format detection and the entry points of record.h; each
 * format has one file with its parser and writer (record_text.c, record_psq.c,
 * record_lib.c, record_sgf.c, record_moves.c).
 */
#ifndef RENJU_RECORD_PARSE_H
#define RENJU_RECORD_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "lib_tree.h"
#include "record.h"

#define TEXT_MAGIC "Renju record"
#define LIB_HEADER_SIZE 20
#define LIB_SIZE 15 /* RenLib holds 15x15 games only */
extern const unsigned char REC_LIB_MAGIC[8];

/* ---- Characters ----------------------------------------------------------------- */

static inline char rec_lower(char c) { return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c; }
static inline bool rec_is_digit(char c) { return c >= '0' && c <= '9'; }
static inline bool rec_is_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
static inline bool rec_is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/* Case-insensitive: does text (n bytes) equal word (lower case)? */
bool rec_word_is(const char *text, size_t n, const char *word);
bool rec_starts_with(const char *data, size_t len, const char *prefix);

/* ---- The parser context and its replay ------------------------------------------ */

typedef struct Parser {
    const char *data;
    size_t len;
    const RuleSet *rules; /* the game's rule set; fixed once the first action is applied */
    OpeningId opening;
    Game *g;      /* private scratch game */
    bool started; /* g has been initialised */
    RecordInfo info;
    RecordError *err;
    int line;     /* where we are, for messages: 0 = not line-based */
    long offset;  /* -1 = unknown */
    int move;     /* action being applied, 0 = none */
    Review *tree; /* our text record version 2, SGF: its lines (heap, freed by record.c) */
    int placed;   /* our text record: its first `placed` actions are a study position's
                   * placed stones ("setup: N placed", Action.placed) */
} Parser;

/* Fills the caller's RecordError with reason r where the parser stands: the token (tok,
 * toklen bytes of it; NULL for none) and the numbers (REC_NUMS(...), or NULL), in the
 * order record.h gives for r; the message from them. Returns false. */
#define REC_NUMS(...) ((const long[RECORD_NUMS]){__VA_ARGS__})
#define REC_TOKEN_ALL ((size_t)-1) /* toklen: tok is NUL-terminated */
bool rec_fail(Parser *p, RecordReason r, const char *tok, size_t toklen, const long *nums);
/* p->tree refused a node (review_add): rec_fail with RECORD_R_LINES_TOO_MANY when it is
 * full, RECORD_R_NO_MEMORY when memory was short. */
bool rec_tree_full(Parser *p);

/* The byte offset of game tree `game` (1-based) of the SGF collection d[0..n) (skimmed:
 * brackets and values), -1 when it holds fewer; *games: how many it holds. */
long rec_sgf_game_offset(const char *d, size_t n, int game, int *games);
/* Skims the game tree at d[*i] (which is '('): false when it is cut short, else *i is
 * past its ')'. */
bool rec_sgf_skim(const char *d, size_t n, size_t *i);
/* Sets e's token from n bytes of s (REC_TOKEN_ALL: up to its NUL), control bytes and
 * bytes that are not UTF-8 as '?', cut on a character. */
void rec_token(RecordError *e, const char *s, size_t n);
/* Initialises the scratch game under the rules and opening chosen so far (once). */
void rec_start(Parser *p);
int rec_board_size(const Parser *p);
/* The number the next action will have (the game may not be started yet). */
int rec_next_number(const Parser *p);
/* Replays one action; on failure the message names the action and the rules' reason. */
bool rec_apply(Parser *p, const Action *a);
/* For the formats that hold only stones: the opening their first stone implies. */
void rec_choose_opening(Parser *p, Pos first);
/* A stone (or POS_PASS) with its thinking time, through rec_apply. */
bool rec_apply_stone(Parser *p, Pos pos, int32_t time_ms);
/* Copies a name into a RECORD_NAME_MAX field, always UTF-8 and without control bytes. */
void rec_copy_name(char dst[RECORD_NAME_MAX], const char *text, size_t n);
/* No code page named (rec_text_utf8's cs). */
#define REC_CS_NONE (-1)
/* s (n bytes) without a last character cut short (a value read in part) when the rest is
 * UTF-8: its length. */
size_t rec_utf8_uncut(const char *s, size_t n);
/* Another program's text s (n bytes) as UTF-8 into out (3 n + 1 bytes): in code page cs
 * when it names a single-byte one (a LibCharset: SGF's CA[]); else (REC_CS_NONE, LIB_UTF8)
 * as it is when it is UTF-8, else cp1251 or Latin-1 as RenLib's comments are guessed. A byte that
 * stands for no character becomes '?' and counts in p->info.texts_unread (once a text). Returns the
 * length. */
size_t rec_text_utf8(Parser *p, const char *s, size_t n, int cs, char *out);
/* rec_copy_name of such a text. */
void rec_copy_text(Parser *p, char dst[RECORD_NAME_MAX], const char *text, size_t n, int cs);

/* ---- Lines ---------------------------------------------------------------------- */

typedef struct Line {
    const char *s; /* trimmed content */
    size_t n;
    size_t next; /* offset of the following line */
    long offset; /* offset of s */
} Line;

/* Reading the line-based formats: where the next line starts, its number. */
typedef struct LineReader {
    size_t at;
    int line_no;
    bool bad; /* stopped at a line with control bytes (the error says which) */
} LineReader;

/* Starts at the beginning of p->data, after a UTF-8 byte order mark. */
LineReader rec_lines(const Parser *p);
/* The next line, trimmed of blanks and the line end, numbered in p->line; false at the
 * end of the data, or at a line with a control byte other than tab (then r->bad). */
bool rec_next_line(Parser *p, LineReader *r, Line *l);
/* Reads a decimal number of at most max_digits digits at *i; false when none. */
bool rec_read_uint(const char *s, size_t n, size_t *i, int max_digits, long *out);
void rec_skip_blanks(const char *s, size_t n, size_t *i);

/* ---- Output --------------------------------------------------------------------- */

/* A bounded writer that keeps counting past its capacity, as snprintf does. */
typedef struct Out {
    char *buf;
    size_t cap;
    size_t len;
    bool failed; /* memory was short for a writer's walk: record_format_lines returns 0 */
} Out;

void rec_out_bytes(Out *o, const void *data, size_t n);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void rec_out_printf(Out *o, const char *fmt, ...);
/* Writes a name with control characters as spaces (values stay on one line). */
void rec_out_name(Out *o, const char *s);
/* A thinking time as the records hold it: 0..RECORD_TIME_MAX_MS. */
int32_t rec_clamp_time(int32_t ms);
/* Does an action of this kind add a ply to the board (a stone or a pass)? */
bool rec_places_ply(ActionKind k);
#define REC_PATH_MAX (GAME_MAX_ACTIONS + 1) /* a game's path in a tree, the root included */
/* The nodes of g's actions in lines, path[0] the root (REC_PATH_MAX entries): how
 * many of g's positions the tree has (1 + the actions found, in order, before one is
 * missing); 0 when lines is NULL or a tree of other rules or another opening. */
int rec_game_path(const Game *g, const Review *lines, int *path);
/* Is the game's path (npath nodes of rec_game_path) the tree's main line, each node its
 * parent's first child, or (played) one played in the window (ReviewNode.here: a game
 * taken back and played on)? Only then do the writers write it as the game (on_path
 * below): else the tree goes out in its own order, a file's lines as they were read, new
 * ones after them (audit 34b, B2: the line browsed became RenLib's main line). */
bool rec_game_is_main(const Review *lines, const int *path, int npath, bool played);

/* The nodes with a stone (or a pass) that follow node: its children, and (deep) through
 * those without one (a swap, proposals) theirs, in the tree's order, into out (at most cap);
 * not deep: its children, with a stone or not. On the game's path (on_path) its own next
 * one comes first, or REC_GAME_ENDS when the game has none and other lines go on. RenLib
 * writes these as the tree (deep), SGF too (not deep: its decisions are nodes). */
#define REC_GAME_ENDS (-1)
int rec_ply_kids(const Review *r, int node, const bool *on_path, int *out, int cap, bool deep);

/* ---- The formats ---------------------------------------------------------------- */

bool rec_text_parse(Parser *p);
void rec_text_format(Out *o, const Game *g, const RecordInfo *info, const Review *lines);
bool rec_psq_parse(Parser *p);
void rec_psq_format(Out *o, const Game *g, const RecordInfo *info);
/* Does PSQ keep this player's name (one that starts like a move or a number is left out)? */
bool rec_psq_keeps_name(const char *name);
bool rec_lib_parse(Parser *p);
void rec_lib_format(Out *o, const Game *g, const Review *lines);
/* A UTF-8 text as a RenLib comment or board text, its 0 and padding: in page cs (cp1251 or
 * Latin-1: the file's, which its reader decides over all its texts) when it reads back so,
 * else (other_page) in the other page when its own words make the reader take it so (Café
 * in a cp1251 file), else as UTF-8 (cs LIB_UTF8: always); true when so written though it
 * is not ASCII (RenLib shows it garbled). */
bool rec_lib_write_text(Out *o, const char *note, LibCharset cs, bool other_page);
/* The page a text alone is written in for a reader that decides over it alone (RenLib
 * nodes made of an SGF's kept lines): its own, when its words tell it, else LIB_UTF8. */
LibCharset rec_lib_text_page(const char *note);
bool rec_sgf_parse(Parser *p);
void rec_sgf_format(Out *o, const Game *g, const RecordInfo *info, const Review *lines);
/* Can rec_sgf_format write g's set-up as AB[]/AW[] with lines (no comment or other line
 * inside it)? record_keeps_setup for SGF. */
bool rec_sgf_keeps_setup(const Game *g, const Review *lines);
/* Does a .sgf of g keep info's time control (TM[], OT[])? Not for a line tried after the
 * game on the clock ended (RecordInfo.clock_ended): it would open as a live game on it. */
bool rec_sgf_keeps_clock(const Game *g, const RecordInfo *info);
bool rec_moves_parse(Parser *p);
void rec_moves_format(Out *o, const Game *g);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * RenLib's .lib file read as a tree of nodes, shared by the record reader (record_lib.c:
 * the main line a game, the rest its review) and the opening library (library.c: the
 * whole tree, indexed by position). lib_tree_read walks the file once, in its own order
 * (preorder), and hands each node to a visitor with where it hangs; the texts stay in the
 * file as spans that lib_text_decode turns into UTF-8. Nothing outside src/core sees it.
 * The format is described in lib_tree.c.
 */
#ifndef RENJU_LIB_TREE_H
#define RENJU_LIB_TREE_H

#include <stdbool.h>
#include <stddef.h>

#include "record.h"
#include "symmetry.h"

/* A node's flags (its second byte). */
enum {
    LIB_SIBLING = 0x80, /* "down" in RenLib: another variation follows this subtree */
    LIB_LEAF = 0x40,    /* "right" in RenLib: no child */
    LIB_OLD_COMMENT = 0x20,
    LIB_MARK = 0x10,
    LIB_COMMENT = 0x08,
    LIB_START = 0x04,    /* RenLib's start position (where the file opens): the game's end */
    LIB_NO_MOVE = 0x02,  /* a label node, not a move */
    LIB_EXTENSION = 0x01 /* two more bytes follow the node */
};
#define LIB_BOARD_TEXT 0x01 /* in the second extension byte */
#define LIB_LINE_BREAK 8    /* between the one-line and multi-line comment */

/* The code pages RenLib's texts come in (KOI8-R and IBM866: an SGF's CA[] only). */
typedef enum LibCharset { LIB_UTF8, LIB_CP1251, LIB_LATIN1, LIB_KOI8R, LIB_CP866 } LibCharset;

/* One node as the file holds it. */
typedef struct LibEntry {
    Pos pos;       /* POS_PASS: no point (a pass); POS_NONE: the root */
    bool move;     /* false: a label node (a board text alone, no move) */
    long offset;   /* its first byte */
    long note_at;  /* its comment's first byte, -1 none */
    int note_len;  /* its bytes */
    bool old_note; /* the comment is an old 7-bit one */
    long label_at; /* its board text's first byte, -1 none */
    int label_len; /* its bytes */
    int attach;    /* the node it hangs from (the root is node 0 and hangs from none) */
    bool as_child; /* ...as its first child, else as its next sibling */
    bool start;    /* LIB_START */
    bool mark;     /* LIB_MARK: RenLib's marked move */
} LibEntry;

/* Called for node k (0, 1, 2, ... in the file's order; node 0 the root, given first,
 * without texts when the file has no root node of its own). Returns RECORD_R_NONE to go
 * on, else the reason the reading stops with (at the node's offset). */
typedef RecordReason (*LibVisitor)(void *ctx, int k, const LibEntry *e);

/* Where and why a file is refused. */
typedef struct LibTreeFail {
    RecordReason reason;
    long offset;
    long num[2];
    long good; /* the bytes before it are whole nodes (lib_tree_damage: read up to there) */
} LibTreeFail;

/* Walks len bytes of a .lib file: true when the whole file is a well-formed tree (every
 * node visited), else false with *fail filled. Strict: a root node that says moves
 * follow it and is the file's last is cut short too (the record reader has always taken
 * it as an empty game). */
bool lib_tree_read(const unsigned char *data, size_t len, bool strict, LibVisitor visit, void *ctx,
                   LibTreeFail *fail);

/* Is a refusal damage after a good start (cut short, a bad node, bytes after the tree),
 * not a file of another kind or version? The nodes visited before it are the file's. */
bool lib_tree_damage(RecordReason r);

/* Turns the points of len bytes of nodes (a list of sibling subtrees as a file holds
 * them, as ReviewNode.kept_at keeps them) in place by t; false when they are no such
 * nodes (left as they were). */
bool lib_tree_turn(unsigned char *nodes, size_t len, BoardTurn t);
/* Walks len bytes of such nodes: visit gets node 0, the node they hang from (no point,
 * no texts), then each of them in the file's order, with its offsets (offset, note_at,
 * label_at) counted from nodes[0]. False when they are no such nodes, or visit stopped. */
bool lib_tree_walk_nodes(const unsigned char *nodes, size_t len, LibVisitor visit, void *ctx);
/* Are len bytes such nodes, whole? *moves gets the moves among them (label nodes are
 * none). */
bool lib_tree_nodes(const unsigned char *nodes, size_t len, int *moves);
/* The same nodes turned by t with their comments too (the points they name, as
 * symmetry_text turns them, in the comment's own code page; an old 7-bit comment is kept
 * as it is): a new malloc'd copy, *out_len bytes (a name may grow: a1 is a15 turned),
 * or NULL when they are no such nodes or memory is short. */
unsigned char *lib_tree_turned(const unsigned char *nodes, size_t len, BoardTurn t,
                               size_t *out_len);

/* A comment's raw bytes (n, not an old 7-bit one; file: its file's code page) turned by t
 * into out (3 n + 8 bytes at least): the points it names, in its own code page, its line
 * break byte kept; returns its length (the bytes as they were when memory is short). */
size_t lib_text_turned(const unsigned char *raw, size_t n, BoardTurn t, LibCharset file,
                       unsigned char *out);

/* A .lib being written in memory, grown as it comes (library_generate, library_merge):
 * failed once memory is short (the rest is not written). */
typedef struct LibBytes {
    char *data;
    size_t len, cap;
    bool failed;
} LibBytes;
void lib_put(LibBytes *o, const void *s, size_t n);
/* A text of n bytes with its end: a new one's 0 and padding to an even length, an old
 * 7-bit one's (its last byte has the top bit) padding. */
void lib_put_text(LibBytes *o, const void *s, size_t n, bool old);

/* What a file's texts say of its single-byte code page (lib_tree.c): words that speak for
 * cp1251 and for Latin-1, and the letters of the first (0xC0-0xDF, 0xE0-0xFF: cp1251's
 * capitals and small ones, KOI8-R's the other way round). Valid UTF-8 says nothing. */
typedef struct LibEvidence {
    long cyrillic, latin;
    long upper, lower;
    long single; /* words of one letter with the top bit (a board letter Ж): weak, cp1251's */
} LibEvidence;
void lib_evidence_add(LibEvidence *ev, const unsigned char *s, size_t n);
/* The page the evidence speaks for: cp1251 (or KOI8-R when koi8 and its letters say so)
 * when its words outnumber Latin-1's (or, none either way, one-letter words say it), else
 * Latin-1. */
LibCharset lib_evidence_charset(const LibEvidence *ev, bool koi8);
/* The evidence of the texts of a .lib's len bytes (those before any damage) added to ev. */
void lib_file_evidence(const unsigned char *data, size_t len, LibEvidence *ev);
/* A .lib's single-byte code page, decided once over all its texts. */
LibCharset lib_file_charset(const unsigned char *data, size_t len);
/* The same for len bytes of nodes (lib_tree_walk_nodes'), ReviewNode.kept_at's. */
void lib_nodes_evidence(const unsigned char *nodes, size_t len, LibEvidence *ev);
LibCharset lib_nodes_charset(const unsigned char *nodes, size_t len);
/* The code page a text of n bytes is in: UTF-8 when it is valid UTF-8, else its file's. */
LibCharset lib_text_charset(const unsigned char *s, size_t n, LibCharset file);
/* A RenLib text (n bytes; old: a 7-bit old comment; file: its file's code page) as UTF-8
 * into out (3 n + 1 bytes): byte 8 (the comment's line break) becomes a newline. Returns
 * its length. */
size_t lib_text_decode(const unsigned char *s, size_t n, bool old, LibCharset file, char *out);
/* Text s (n bytes) in code page cs as UTF-8 into out (3 n + 1 bytes; LIB_UTF8: its
 * characters as they are): a byte that stands for no character there becomes '?' and sets
 * *unread. Returns its length. (Another program's names and comments: record_parse.h's
 * rec_text_utf8.) */
size_t lib_text_decode_in(const unsigned char *s, size_t n, LibCharset cs, char *out, bool *unread);
/* UTF-8 text s (n bytes, well formed) in code page cs into out (n bytes at least), *len
 * bytes: false when some character has no byte there. */
bool lib_text_encode(const char *s, size_t n, LibCharset cs, unsigned char *out, size_t *len);

#endif

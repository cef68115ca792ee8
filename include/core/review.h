/* Renju - MIT licence, see LICENSE.
 *
 * Review: a game as a tree of lines, for stepping through a game and trying other moves.
 * The game as played is the main line (every node's first child). Playing a move other
 * than the next one of the line opens a variation; the old line stays in the tree.
 * Moving forward follows the child visited last, so stepping back and forth stays on the
 * line being studied. Every node's action was accepted by game_apply, so every path from
 * the root replays. Every node may carry a comment (a note: UTF-8 text, lines joined by
 * "\n", no other control character, no blanks at a line's end, at most REVIEW_NOTE_CHARS
 * characters; REVIEW_NOTES_TOTAL bytes in a tree, so that a record of it stays within a
 * file's limit). Pure C11, no I/O.
 *
 * A tree owns its memory: review_new makes one (the nodes in an array that doubles as it
 * fills, up to REVIEW_MAX_NODES; a comment, letters, shapes and kept lines on the heap only
 * where a node has them), review_copy copies one whole (never copy a Review or a node by
 * value: both would own the same memory), review_free ends one.
 */
#ifndef RENJU_REVIEW_H
#define RENJU_REVIEW_H

#include "game.h"

#define REVIEW_MAX_NODES 1000000                  /* nodes of a tree, the root included */
#define REVIEW_NOTE_CHARS 65536                   /* characters of one node's comment */
#define REVIEW_NOTE_BYTES (4 * REVIEW_NOTE_CHARS) /* the most bytes they take */
#define REVIEW_NOTES_TOTAL (1024 * 1024)          /* bytes of all the comments of a tree */
#define REVIEW_KEPT_MAX (256 * 1024)              /* bytes of a tree's kept lines (see kept_at) */
#define REVIEW_MARKS_MAX 8                        /* board letters on one position */
#define REVIEW_MARK_CHARS 4 /* characters of a letter's text (as RenLib draws) */
#define REVIEW_MARK_TEXT (4 * REVIEW_MARK_CHARS + 1) /* bytes of it, its 0 included */
#define REVIEW_SHAPES_MAX 16                         /* shapes on one position */

/* A board letter, or a short text (RenLib's board text, SGF's LB[]: "A", "VCF", "стоп"
 * drawn on k11) on the position of a node: at most REVIEW_MARK_CHARS characters. */
typedef struct ReviewMark {
    Pos pos;
    char text[REVIEW_MARK_TEXT]; /* UTF-8, one line, no blank at either end */
    bool marked; /* RenLib's MARK flag on the label node that holds it: kept, never judged */
} ReviewMark;

/* A shape on a point (SGF's TR[], SQ[], CR[], MA[]). */
typedef enum ReviewShape {
    REVIEW_SHAPE_NONE,
    REVIEW_SHAPE_TRIANGLE,
    REVIEW_SHAPE_SQUARE,
    REVIEW_SHAPE_CIRCLE,
    REVIEW_SHAPE_CROSS,
    REVIEW_SHAPE_COUNT
} ReviewShape;

typedef struct ReviewShapeMark {
    Pos pos;
    unsigned char shape; /* ReviewShape, never NONE */
} ReviewShapeMark;

/* Why a text is no board letter (review_mark_check). */
typedef enum ReviewMarkCheck {
    REVIEW_MARK_OK = 0,
    REVIEW_MARK_NOT_TEXT, /* empty, not UTF-8, a control character, a blank at an end */
    REVIEW_MARK_TOO_LONG, /* more than REVIEW_MARK_CHARS characters */
    REVIEW_MARK_FULL      /* (session_set_label) no room: REVIEW_MARKS_MAX, or no position */
} ReviewMarkCheck;

/* Invariants: node 0 is the root (the empty board, no action); for every other node,
 * parent >= 0 and the node is in its parent's child list; last_child is -1 or one of the
 * node's children. */
typedef struct ReviewNode {
    Action action;    /* the action that leads to this node (unused at the root) */
    int parent;       /* -1 at the root */
    int first_child;  /* -1 when none; the first child continues the line played first */
    int next_sibling; /* -1 when none */
    int last_child;   /* the child visited last, where forward goes; -1 when none */
    /* The comment on this move: "" when none (not the tree's), else the tree's own copy
     * (review_set_note writes it; read it, never write or keep it). */
    const char *note;
    /* Lines a record holds after this node that the game cannot play (a RenLib line
     * going on after a Black foul or a five): its children as the record's own bytes,
     * Review.kept[kept_at..kept_at + kept_len), kept_moves moves, written back by that
     * format's writer (record_lib.c), kept by our text record in hex (record_text.c,
     * version 6) and counted as left out by the others. 0: none. */
    int kept_at;
    int kept_len;
    int kept_moves;
    /* The board letters on this node's position (review_set_mark): marks[0..nmarks), NULL
     * until the first (then room for REVIEW_MARKS_MAX). */
    int nmarks;
    ReviewMark *marks;
    /* Its shapes (review_set_shape), at most one a point; the same way. */
    int nshapes;
    ReviewShapeMark *shapes;
    /* RenLib's mark on the move (its MARK flag; SGF's HO[]): kept, never judged. */
    bool marked;
    /* RenLib's start position (its START flag: where RenLib opens the file), as read from
     * a .lib and written back there (record_lib.c); no other format keeps it. */
    bool start;
    /* Played in the window (session.c), not read from a record: never written. */
    bool here;
} ReviewNode;

typedef struct Review {
    const RuleSet *rules;
    OpeningId opening;
    int count;           /* nodes in use */
    int current;         /* the node whose position is shown */
    int note_bytes;      /* the comments' bytes, all nodes together */
    int setup;           /* the main line's first actions that are a set-up (game.h's setup) */
    int kept_bytes;      /* of kept[] in use */
    int room;            /* nodes[] allocated (count <= room <= REVIEW_MAX_NODES) */
    int kept_room;       /* kept[] allocated */
    ReviewNode *nodes;   /* heap */
    unsigned char *kept; /* heap, NULL when none: the nodes' kept lines (ReviewNode.kept_at) */
} Review;

/* A tree of the root alone (the standard rules, the free opening: review_clear or a reader
 * sets its own), or NULL when memory is short. */
Review *review_new(void);
/* Frees r and all it owns (NULL: nothing). */
void review_free(Review *r);

/* A review of g: its actions as the main line, positioned at the end (as many as memory
 * holds: false when it is short). */
bool review_init(Review *r, const Game *g);

/* The position at the current node, replayed into *out; its set-up is the part of the
 * review's set-up on its path (the main line's first setup actions). */
bool review_position(const Review *r, Game *out);

/* Number of actions from the root to node. */
int review_depth(const Review *r, int node);

/* Steps: back to the parent, forward along the last visited (else first) child, to the
 * start, to the end of the current line. back/forward return false at the ends. */
bool review_back(Review *r);
bool review_forward(Review *r);
void review_home(Review *r);
void review_end(Review *r);
/* Makes node current and remembers the path to it as the line to follow. */
bool review_goto(Review *r, int node);

/* Plays action a at the current node. The same action as an existing child moves there;
 * another legal action adds a variation. On failure (illegal, the tree is full, memory is
 * short) returns false with err filled (may be NULL) and changes nothing. */
bool review_play(Review *r, const Action *a, GameError *err);

/* The line through the current node, for the move list: the nodes from the first action
 * to the end of the line (following last visited children), at most cap of them.
 * Returns how many there are; *current_index (may be NULL) gets the current node's index
 * in it, -1 at the root. */
int review_line(const Review *r, int *nodes, int cap, int *current_index);

/* The children of node (the alternatives after it), first child first. */
int review_children(const Review *r, int node, int *out, int cap);

/* Do two actions do the same (kind, point, colour, count, proposals; not the time)? */
bool review_same_action(const Action *a, const Action *b);
/* The child of node whose action is a, or -1. */
int review_child(const Review *r, int node, const Action *a);

/* For readers that replayed the action themselves (record_parse_lines): adds a child
 * with action a under parent, last of its children (first when first is true), without
 * a replay and without changing the current node. Returns the new node, or -1 when the
 * tree holds REVIEW_MAX_NODES already (review_full) or memory is short. */
int review_add(Review *r, int parent, const Action *a, bool first);
/* Deletes node (not the root) and every node below it: its parent's other children stay,
 * the nodes are renumbered (node indices taken before are stale), their comments, letters
 * and kept lines go. The current node, when deleted, becomes node's parent. False (nothing
 * changed) for the root or no node. */
bool review_delete(Review *r, int node);
/* a and b trade trees (all they own: nothing is copied). */
void review_swap(Review *a, Review *b);
/* Does the tree hold REVIEW_MAX_NODES nodes (no room for another)? */
bool review_full(const Review *r);
/* An empty review (the root only) under rules and opening; what the tree held is freed,
 * its room given back. */
void review_clear(Review *r, const RuleSet *rules, OpeningId opening);
/* Makes dst a copy of src, all its own (src unchanged): false when memory is short,
 * dst then as it was. */
bool review_copy(Review *dst, const Review *src);
/* Keeps len bytes of a record's own (lines the game cannot play, moves of them) after
 * node, which has no children: false when the tree's REVIEW_KEPT_MAX is passed. */
bool review_keep(Review *r, int node, const void *bytes, int len, int moves);
/* The moves kept so (ReviewNode.kept_moves), all nodes together. */
int review_kept_moves(const Review *r);
/* Can text[0..n) be a board letter: one line of UTF-8 of 1..REVIEW_MARK_CHARS characters
 * (Cyrillic counts as Latin does), no blank at either end? */
ReviewMarkCheck review_mark_check(const char *text, size_t n);
/* Sets the board letter on pos of node's position to text[0..n) (n == 0: removes it):
 * false (nothing changed) when review_mark_check refuses the text, or the position has
 * REVIEW_MARKS_MAX letters already. */
bool review_set_mark(Review *r, int node, Pos pos, const char *text, size_t n);
/* Sets the shape on pos of node's position (REVIEW_SHAPE_NONE: removes it; another shape
 * there is replaced): false (nothing changed) when the position has REVIEW_SHAPES_MAX
 * shapes already, or no such point or shape. */
bool review_set_shape(Review *r, int node, Pos pos, ReviewShape shape);
/* The shape on pos of node's position, REVIEW_SHAPE_NONE when none. */
ReviewShape review_shape(const Review *r, int node, Pos pos);
/* The SGF property of a shape ("TR", "SQ", "CR", "MA"), and the shape an SGF property
 * id names (REVIEW_SHAPE_NONE: none). */
const char *review_shape_sgf(ReviewShape shape);
ReviewShape review_shape_from_sgf(const char *id, size_t n);
/* The letter on pos of node's position, or NULL; review_mark_at the same as a ReviewMark. */
const ReviewMark *review_mark_at(const Review *r, int node, Pos pos);
/* Sets the MARK flag (ReviewMark.marked) of the letter on pos of node's position: false
 * (nothing changed) when there is none. A letter set anew is unmarked; a text changed
 * keeps its flag. */
bool review_mark_flag(Review *r, int node, Pos pos, bool marked);
const char *review_mark(const Review *r, int node, Pos pos);
/* The board letters that earlier builds wrote into a comment (.renju, .sgf) read
 * back: the lines "k11: A" that end node's comment (a point of the board, ": ", a text a
 * letter can hold) become node's letters and leave the comment; returns how many. */
int review_marks_from_note(Review *r, int node);
/* The same, the letters put on node onto's position instead (SGF's first node, whose
 * comment is the game's, on a set-up position's last stone); a line whose point has a
 * letter there stays in node's comment. */
int review_marks_from_note_onto(Review *r, int node, int onto);
/* The position at node (any node of the tree), replayed into *out; false when a move on
 * its path is refused (a tree from elsewhere, under other rules). */
bool review_node_position(const Review *r, int node, Game *out);

/* What review_merge did: moves (nodes) added; comments added or joined to one there;
 * letters added; the other's moves the rules here refuse (each with the moves after it);
 * comments that would not fit joined (REVIEW_NOTE_CHARS, REVIEW_NOTES_TOTAL); letters on a
 * point that has another letter here, or past REVIEW_MARKS_MAX; moves after a five or a
 * foul (kept lines) where this tree holds others. */
typedef struct ReviewMerged {
    int moves;
    int notes;
    int marks;
    int refused;
    int notes_lost;
    int marks_lost;
    int kept_lost;
} ReviewMerged;
/* Adds every line of src to dst (a library or a game merged into another): a line that
 * reaches a node of dst goes on from there, so positions reached by the same moves are
 * one node; where a move is new, it is matched under the turns of the board that leave the
 * position there as it is (h8 i9 meets h8 g9 mirrored: the same position), and the line
 * goes on turned, its comments' point names and letters too. New moves are the last of
 * their siblings; dst's current node and the lines it follows stay. Comments: an empty
 * one takes the other's, two different ones are both kept (joined by a line break), one
 * already held is not added again (a merge done twice adds nothing). Letters: added where
 * the point has none. src's moves are replayed under dst's rules. False, dst unchanged,
 * when the tree would pass REVIEW_MAX_NODES or memory is short. */
bool review_merge(Review *dst, const Review *src, ReviewMerged *st);
/* Is note (a whole comment) one of the blocks of lines have already holds (a merge's
 * "held already")? */
bool review_note_holds(const char *have, const char *note);
/* Whether some node has a comment (or a board letter, a shape, a mark). */
bool review_has_notes(const Review *r);

typedef enum ReviewNoteCheck {
    REVIEW_NOTE_OK = 0,
    REVIEW_NOTE_NOT_TEXT, /* not UTF-8, or a control character other than a newline */
    REVIEW_NOTE_TOO_LONG, /* more than REVIEW_NOTE_CHARS characters once tidied */
    REVIEW_NOTE_FULL,     /* the tree's comments would pass REVIEW_NOTES_TOTAL */
    REVIEW_NOTE_NO_MEMORY
} ReviewNoteCheck;

/* Sets node's comment to s[0..n), tidied: blanks at the end of each line and empty lines
 * at the end dropped (n == 0 or only blanks: no comment). Refused (the old one kept) when
 * the text is not valid as a note. */
ReviewNoteCheck review_set_note(Review *r, int node, const char *s, size_t n);
/* A lenient note from another program's text (SGF's C[]): CR LF and CR become LF, tabs
 * blanks, other control characters are dropped, bytes that are no UTF-8 become '?', cut
 * between characters at REVIEW_NOTE_CHARS characters, tidied as review_set_note does. out
 * holds n + 1 bytes (never more than REVIEW_NOTE_BYTES + 1 needed); returns its length. *cut (cut
 * may be NULL) says whether text was left out for the length (blanks at the end do not count). */
size_t review_note_clean(const char *s, size_t n, char *out, bool *cut);

#endif

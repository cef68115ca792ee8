/* Renju - MIT licence, see LICENSE.
 *
 * Renju problems (study mode): a position, the side to move, a goal, titles in the four
 * languages, the technique it teaches, a level and the solution. The collection lives in
 * text files (the .txt files of assets/problems); this module parses and writes that text on memory
 * buffers. Pure C11: no I/O, no globals. Proving a problem is the AI's job (see
 * problem_check.h).
 *
 * The format, one problem a block (lines starting with '#' and blank lines between
 * blocks are ignored; keys may come in any order after `problem`, each once):
 *
 *   problem   seed-1-three-then-four-three       an id: a-z 0-9 '-', unique in a file
 *   title.en  Three, then four-three             one title is required; a language
 *                                                without one shows English's (else
 *                                                the first one given)
 *   title.uk  ...
 *   title.ru  ...
 *   title.bg  ...
 *   technique three-then-four-three              a-z 0-9 '-'
 *   goal      vct                                vcf | vct | foul | defend
 *   level     1                                  1 (easiest) .. 5
 *   to-move   black                              black | white
 *   position  b=h8,i9 w=h9                       the stones, as position.h writes them
 *   solution  g8 f8 ...                          see below
 *   idea.en   h9 makes a three; ...              optional: the idea, shown once solved;
 *   idea.uk   ...                                a language without one as for titles
 *   idea.ru   ...
 *   idea.bg   ...
 *   also-wins h7 i6                              optional (attack goals): other first
 *   may-win   j3                                 moves, see below
 *   end
 *
 * The solution: for vcf, vct and foul, the main line, the attacker's moves and the
 * defender's longest resistance alternating, the attacker first, ending with the
 * attacker's five (or with the attacker's threat that the defender cannot parry because
 * the only point that would is forbidden for it, for foul); for defend, the set of the
 * defender's moves that do not lose (one or more points), none of them a four (a four only
 * puts the defence off: such a problem starts after it and its forced block).
 *
 * Other first moves an attack problem's learner may find (at most PROBLEM_MAX_OTHER each,
 * empty points, none the solution's first move nor in both lists): `also-wins`, moves
 * that win by a longer way (a quiet move first, a run past the prover's limit) which the
 * engine's verified search proves at a budget too large for a learner's wait (`renju-cli
 * problems check --deep`); `may-win`, moves after which a deeper search than ours (dup26:
 * Rapfi) finds a win that ours could not prove. The study takes the first as another win
 * and says of the second that it may win; neither is a wrong move.
 */
#ifndef RENJU_PROBLEM_H
#define RENJU_PROBLEM_H

#include <stddef.h>

#include "board.h"
#include "position.h"

#define PROBLEM_ID_MAX 48
#define PROBLEM_TITLE_MAX 160
#define PROBLEM_IDEA_MAX 480
#define PROBLEM_MAX_LINE 64
#define PROBLEM_LANGS 4
#define PROBLEM_MAX_OTHER 16

/* The code of title language i (0..PROBLEM_LANGS-1): "en", "uk", "ru", "bg". */
const char *problem_lang_code(int i);

typedef enum ProblemGoal {
    GOAL_VCF = 0, /* win by continuous fours */
    GOAL_VCT,     /* win by fours and threes */
    GOAL_FOUL,    /* White wins by fours and threes, the last blow on a point Black may not take */
    GOAL_DEFEND,  /* find the only move(s) that do not lose */
    GOAL_COUNT
} ProblemGoal;

typedef struct Problem {
    char id[PROBLEM_ID_MAX];
    char title[PROBLEM_LANGS][PROBLEM_TITLE_MAX];
    char idea[PROBLEM_LANGS][PROBLEM_IDEA_MAX]; /* why the line wins ("" none: all four) */
    char technique[PROBLEM_ID_MAX];
    ProblemGoal goal;
    int level; /* 1..5 */
    Stone to_move;
    int nstones[3]; /* [STONE_BLACK], [STONE_WHITE] */
    Pos stones[3][BOARD_STANDARD * BOARD_STANDARD];
    int nsolution;
    Pos solution[PROBLEM_MAX_LINE];
    int nalso, nmaybe; /* other first moves (see above): also-wins, may-win */
    Pos also[PROBLEM_MAX_OTHER];
    Pos maybe[PROBLEM_MAX_OTHER];
    int line;                 /* the line of the file where its block starts */
    bool composed;            /* written to teach its technique (not mined from games): set by the
                               * caller that knows the file (problem_files), for problem_set_order */
    char set[PROBLEM_ID_MAX]; /* "@club2": a set of the user's own (problem_files: the
                               * file's name), shown apart; "" the collection's */
} Problem;

typedef struct ProblemSet {
    int n;
    int cap;
    Problem *items;
} ProblemSet;

/* "vcf", "vct", "foul", "defend"; NULL for a bad goal. */
const char *problem_goal_name(ProblemGoal g);

/* Why a problem file's text is refused: a kind, its line, and the word it is about. */
typedef enum ProblemFaultKind {
    PROBLEM_F_OK = 0,
    PROBLEM_F_NOT_PROBLEM,   /* word: a line where `problem ID` was expected */
    PROBLEM_F_BAD_ID,        /* word: the id */
    PROBLEM_F_ID_TWICE,      /* word: the id */
    PROBLEM_F_NO_END,        /* the text ends inside a block */
    PROBLEM_F_LACKS_KEY,     /* word: the key */
    PROBLEM_F_UNKNOWN_KEY,   /* word: the key */
    PROBLEM_F_KEY_TWICE,     /* word: the key */
    PROBLEM_F_NO_VALUE,      /* word: the key */
    PROBLEM_F_BAD_TITLE,     /* word: the key (not UTF-8 text of at most 159 bytes) */
    PROBLEM_F_BAD_IDEA,      /* word: the key (not UTF-8 text of at most 479 bytes) */
    PROBLEM_F_BAD_TECHNIQUE, /* word: the value */
    PROBLEM_F_BAD_GOAL,      /* word: the value */
    PROBLEM_F_BAD_LEVEL,     /* word: the value */
    PROBLEM_F_BAD_TO_MOVE,   /* word: the value */
    PROBLEM_F_NOT_STONES,    /* word: the value (no b=... w=...) */
    PROBLEM_F_POSITION,      /* position: why the stones are refused */
    PROBLEM_F_NOT_POINT,     /* word: a solution's word */
    PROBLEM_F_OCCUPIED,      /* word: a solution's point */
    PROBLEM_F_LONG_SOLUTION, /* more than PROBLEM_MAX_LINE moves */
    PROBLEM_F_EMPTY_SOLUTION,
    PROBLEM_F_NO_MEMORY,
    PROBLEM_F_BAD_OTHER, /* word: a point of also-wins or may-win (see above) */
    PROBLEM_F_COUNT
} ProblemFaultKind;

typedef struct ProblemFault {
    ProblemFaultKind kind;
    int line;               /* of the text, from 1 */
    char word[44];          /* at most 40 bytes of it */
    PositionError position; /* PROBLEM_F_POSITION's */
} ProblemFault;

/* Parses text[0..len) and appends its problems to set (which starts empty or holds the
 * problems of earlier files; ids must be unique within one call). On failure returns
 * false, fills *why and leaves set as it was. Checks the form only: the points are points
 * of a 15x15 board, stones do not overlap, the solution's moves fall on empty points, each
 * once; whether it is right is problem_check's job. */
bool problem_parse_why(const char *text, size_t len, ProblemSet *set, ProblemFault *why);
/* problem_parse_why with "line N: reason" in English in err (the tools' wording). */
bool problem_parse(const char *text, size_t len, ProblemSet *set, char *err, size_t errcap);
/* The English template of a kind: printf's %s where the word goes, or none, and a
 * PROBLEM_F_POSITION's %s where its position's reason goes (the catalogue's English). */
const char *problem_fault_template(ProblemFaultKind kind);
/* The kind's name, "PROBLEM_F_BAD_GOAL" (the catalogue's context). */
const char *problem_fault_name(ProblemFaultKind kind);
/* Writes f as "line N: reason" in English; returns the length wanted. */
size_t problem_fault_format(const ProblemFault *f, char *buf, size_t cap);

void problem_set_free(ProblemSet *set);

/* Orders the set as a learner's path: easiest first (level 1, then 2, ...), the problems
 * of one level in the order they had (the files' order), except that the composed ones
 * (each teaching one technique) are not left behind the many mined ones of lower levels: a
 * composed problem comes after at most PROBLEM_PATH_MINED mined ones, and before every
 * mined one of its level. The order within each level stays, and so do the numbers
 * (problem_set_number). The progress is keyed by the
 * problems' ids, never by their places, so ordering loses no solved mark. False (the set
 * as it was) when out of memory. */
#define PROBLEM_PATH_MINED 3
bool problem_set_order(ProblemSet *set);

/* Problem i's number within its level: 1 for the first problem of its level in the set,
 * 2 for the next... (the "3" of "1.3"). */
int problem_set_number(const ProblemSet *set, int i);

/* The index of the problem name names in the set, -1 when none: its place in the set from
 * 1 ("7"), its level and number within the level as the list and the window show them
 * ("1.3", problem_set_number) or its id. */
int problem_set_find(const ProblemSet *set, const char *name);

/* Problem i's title as the list shows it, distinct within the set: its level and number,
 * then its title in language lang ("1.3  White wins by fours: an open four"). Returns the
 * length written (cut short when cap is too small). */
size_t problem_set_title(const ProblemSet *set, int i, int lang, char *buf, size_t cap);
/* The same, short, for a narrow list: its level and number, then side (the side to move
 * in lang, the caller's word) and the part of its title after the goal, the part that
 * tells problems apart ("1.3  White: an open four"; the whole title when it names no
 * goal: when it does not begin with side). */
size_t problem_set_short_title(const ProblemSet *set, int i, int lang, const char *side, char *buf,
                               size_t cap);

/* The stones within this many points (in any direction) of a point of the solution are a
 * problem's own; the others are filler, far from what it teaches. */
#define PROBLEM_NEAR 5

/* An earlier problem of set (index < i) that is problem i again: the same goal, side to
 * move and solution, and the same stones near it (PROBLEM_NEAR), after one of the board's
 * eight turns and a shift; -1 when none is. A collection holds no such pair (renju-cli
 * problems check refuses it): audit 25 found 2.25, 2.26, 2.32 and 2.33 one position. */
int problem_set_same(const ProblemSet *set, int i);

/* The problem's board (15x15) with its stones and its side to move. */
void problem_board(const Problem *p, Board *out);

/* The opponent's five point when the side to move in b faces a four (the first one in
 * board order), else POS_NONE. A problem never starts there: its first move would be the
 * forced block, not the technique its title names. */
Pos problem_four_to_block(const Board *b);

/* What a learner is told, checked without a search: the side to move in b faces no four
 * (problem_four_to_block), and with `fours` (a problem that claims a win by fours) every
 * attacker move of line[0..n) (the attacker's moves and the replies alternating) is a four
 * or the five. False with the reason in English with board points ("White must first
 * block Black's four at k4"; "a win by fours, but the line's move j7 is not a four"). */
bool problem_board_claims(const Board *b, bool fours, const Pos *line, int n, char *why,
                          size_t cap);

/* problem_board_claims for problem p: its board, whether it claims a win by fours (goal
 * vcf, or an English title that says "by fours" without "and threes"; never defend), its
 * line. The collection's files are held to it by tests/test_problem_claims.c
 * and by problem_check. */
bool problem_claims_hold(const Problem *p, char *why, size_t cap);

/* Writes p in the file format (a block ending with `end` and a newline) into buf, cut
 * short (and still terminated) when cap is too small; returns the length written. */
size_t problem_format(const Problem *p, char *buf, size_t cap);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * The rules: which moves win, which are fouls (forbidden points), and when a game can no
 * longer be won. Every function is a pure function of a const Board and a RuleSet; the
 * rule set is always a parameter, so variants share this code instead of copying it.
 */
#ifndef RENJU_RULES_H
#define RENJU_RULES_H

#include <stddef.h>

#include "board.h"
#include "pattern.h"

typedef enum RuleId {
    RULE_RENJU = 0,
    RULE_GOMOKU,
    RULE_GOMOKU_EXACT,
    RULE_GOMOKU_FORBIDDEN_CENTRE,
    RULE_GOMOKU_COMMON_CENTRE,
    RULE_ANTI_RENJU,
    RULE_OLD_RENJU,
    RULE_GOMOKUNARABE,
    RULE_PENTE,
    RULE_COUNT
} RuleId;

/* Foul kinds, as bits of RuleSet.fouls[colour]. */
enum { FOUL_DOUBLE_THREE = 1, FOUL_DOUBLE_FOUR = 2, FOUL_OVERLINE = 4, FOUL_STRAIGHT_FOUR = 8 };

/* An immutable description of one rule set. Indexed by colour: [STONE_BLACK], [STONE_WHITE].
 *
 * The variants (docs/rules.md "Variants"), and how the open questions are decided (the
 * quotes are from the Ukrainian description the variants were specified from):
 * - A five is "five or more" unless exact_five says otherwise; no variant but renju (for
 *   Black) and gomoku-exact forbids or ignores an overline. The source: for the side without
 *   an overline foul "a long row, like a five, brings victory" ("довгий ряд, як і
 *   п'ятірка, приносить їм перемогу"). So in old renju and anti-renju an overline wins.
 * - Fouls are Black's unless the source names both sides (only gomokunarabe: "обом
 *   суперникам заборонена вилка 3*3"); anti-renju's straight-four foul is Black's only.
 * - Five first holds everywhere: a move that completes a five wins, whatever fork it also
 *   makes ("as are forks that arise the moment Black completes a five").
 * - Threes and fours of a colour are judged with that colour's own five: White's threes in
 *   gomokunarabe use "five or more" (docs/rules.md, "Gomokunarabe").
 * - stone_limit (gomokunarabe, 35): a stone placed counts against its colour for good
 *   (rules_stones_left). A colour with no stones left can only pass. Black loses the
 *   moment it places its last stone without a five ("якщо чорні, використавши всі шашки,
 *   не збудують п'ятірки"); passes use no stones. White can run out only after Black has
 *   passed; from then White passes, and two passes in a row are a draw as in every game.
 * - captures (Pente): only the stone just placed captures, and only exactly two enemy
 *   stones closed by another own stone; a stone placed between two enemies is safe.
 *   capture_win counts captured pairs ("first to capture five 'prey'").
 * - forbidden_centre binds Black's second stone (passes do not move it on) and, being an
 *   opening rule itself, only with the free opening (game.c).
 * - common_centre: the stone on the centre counts as the mover's own for fives (made,
 *   found and still possible); see rules_line_key. */
struct RuleSet {
    RuleId id;
    const char *name;  /* command-line name: "renju", "gomoku", ... */
    const char *title; /* English display name */
    int board_size;
    bool exact_five[3];    /* only exactly five wins (six or more is no win) */
    uint8_t fouls[3];      /* FOUL_* bits */
    int stone_limit;       /* stones each side has (0: unlimited) */
    bool captures;         /* Pente custodial captures */
    int capture_win;       /* captured pairs that win (0: none) */
    bool forbidden_centre; /* Black's second stone outside the central 5x5 */
    bool common_centre;    /* the centre stone counts for whoever moves */
    int gomocup_rule;      /* Gomocup INFO rule number, -1 when it has none */
};

const RuleSet *rules_get(RuleId id);
/* The rule set named `name` (as in RuleSet.name), or NULL. */
const RuleSet *rules_find(const char *name);

typedef enum RuleVerdict {
    VERDICT_OK = 0,       /* a legal move that does not win */
    VERDICT_FIVE,         /* legal and makes a five: wins, whatever else it makes */
    VERDICT_OCCUPIED,     /* the point is not empty */
    VERDICT_OFF_BOARD,    /* not a point of this board */
    VERDICT_OVERLINE,     /* foul: six or more in a row */
    VERDICT_DOUBLE_FOUR,  /* foul: two or more fours */
    VERDICT_DOUBLE_THREE, /* foul: two or more real threes */
    VERDICT_STRAIGHT_FOUR /* foul (anti-renju): a straight four */
} RuleVerdict;

static inline bool verdict_is_foul(RuleVerdict v) { return v >= VERDICT_OVERLINE; }
static inline bool verdict_is_legal(RuleVerdict v) { return v == VERDICT_OK || v == VERDICT_FIVE; }
/* "double-three", "overline", ... */
const char *rules_verdict_name(RuleVerdict v);

/* What a stone of colour s on p would be. Does not look at whose turn it is. */
RuleVerdict rules_check_move(const RuleSet *rs, const Board *b, Pos p, Stone s);

/* True when a stone of colour s on p is a foul (p empty). */
static inline bool rules_is_forbidden(const RuleSet *rs, const Board *b, Pos p, Stone s)
{
    return verdict_is_foul(rules_check_move(rs, b, p, s));
}

/* Writes colour s's forbidden points, in point order (a1, b1, ..., o15), into out (room
 * for cap points) and returns how many there are (possibly more than cap). */
int rules_forbidden_map(const RuleSet *rs, const Board *b, Stone s, Pos *out, int cap);

/* Would a stone of colour s on empty p make a five (a win by line)? */
bool rules_makes_five(const RuleSet *rs, const Board *b, Pos p, Stone s);

/* The most stones a winning line can hold as rules_five_at writes it (an overline that wins:
 * six or more). */
#define RULES_LINE_MAX BOARD_MAX

/* After a stone of colour s stands on p: if it is part of a winning line (a five, or an
 * overline where it wins), writes every stone of that line (lowest first: all six of a
 * six) to line_out (may be NULL) and returns how many there are; 0 when p makes none. */
int rules_five_at(const RuleSet *rs, const Board *b, Pos p, Stone s, Pos line_out[RULES_LINE_MAX]);

/* Can colour s still make a five somewhere (an empty-or-own window of five, and for an
 * exact-five colour one whose completion would not be an overline)? With a stone limit
 * the window must need no more stones than s has left. With captures (Pente) stones can
 * leave the board and reopen any window, so the answer is always true. */
bool rules_can_make_five(const RuleSet *rs, const Board *b, Stone s);

/* rules_can_make_five as if s had stones without limit: whether the board itself still
 * has room for s's five. Under a stone limit, a position where neither side can make a
 * five although one of them has room is drawn for the stones left (REASON_NO_FIVE_STONES). */
bool rules_room_for_five(const RuleSet *rs, const Board *b, Stone s);

/* The line key of p on direction d as colour s sees it under rs: b->keys, except that a
 * common centre stone counts as s's own. p must be on the board. Use this, not b->keys,
 * wherever a colour's fives matter under any rule set. */
uint16_t rules_line_key(const RuleSet *rs, const Board *b, Pos p, int d, Stone s);

/* Stones colour s may still place (stone_limit minus the stones s has placed, captured
 * ones included), or -1 when the rule set has no limit. */
int rules_stones_left(const RuleSet *rs, const Board *b, Stone s);

/* ---- Explanations, for learners ---------------------------------------------------- */

/* Why a straight-four point does or does not keep a three real. */
typedef enum ThreePointStatus {
    THREE_POINT_OK = 0,    /* playable: the three is real */
    THREE_POINT_FORBIDDEN, /* the point is itself a foul (verdict says which) */
    THREE_POINT_FIVE       /* the point makes a five on another line: a win, not a three */
} ThreePointStatus;

typedef struct RuleLineInfo {
    int dir;         /* 0 horizontal, 1 vertical, 2 diagonal, 3 anti-diagonal */
    LineShape shape; /* what the move makes on this line */
    int nstones;     /* own stones of the shape, the move included, lowest first */
    Pos stones[9];
    int npoints; /* FOUR kinds: five points; THREE: straight-four points */
    Pos points[4];
    ThreePointStatus point_status[4]; /* THREE only */
    RuleVerdict point_verdict[4];     /* THREE only, for THREE_POINT_FORBIDDEN */
    bool counts;                      /* a four, or a real three */
} RuleLineInfo;

typedef struct RuleExplanation {
    Pos point;
    Stone colour;
    RuleVerdict verdict;
    int nlines; /* lines with a shape (three or better) */
    RuleLineInfo lines[DIR_COUNT];
} RuleExplanation;

/* Explains what a stone of colour s on p would make and why it is or is not a foul. */
void rules_explain(const RuleSet *rs, const Board *b, Pos p, Stone s, RuleExplanation *out);

/* The words of an explanation in one language: printf formats (their arguments named)
 * and names. One formatter, rules_explain_write(), builds every language's text from
 * them; English is rules_explain_english(), the window's other languages are in i18n.c. */
typedef struct RuleExplainWords {
    const char *const *verdicts; /* [RuleVerdict] names: "double-three" */
    const char *colours[2];      /* Black, White, as the first line uses them */
    const char *off_board;       /* "%s is not on the board." (point) */
    const char *occupied;        /* "%s is occupied." (point) */
    const char *five;            /* point, colour */
    const char *allowed;         /* point, colour */
    const char *forbidden;       /* point, colour, verdict */
    const char *line;            /* "- %s %s " (direction, shape), then the stones */
    const char *dirs[DIR_COUNT];
    const char *shapes[LINE_OVERLINE + 1]; /* [LineShape] */
    const char *three;                     /* ": %s" (real_three or false_three) */
    const char *real_three, *false_three;
    const char *first_point, *next_point; /* before the first straight-four point, between */
    const char *point_ok;                 /* "%s makes a straight four" (point) */
    const char *point_five;               /* (point) */
    const char *point_foul;               /* (point, verdict) */
    const char *point_overline;           /* the same for an overline (English: "an") */
    const char *five_at;                  /* ", five at %s" (the points) */
    const char *or_word;                  /* " or ", between the five points */
    const char *four_three, *one_three, *no_three; /* the closing line of an allowed point */
} RuleExplainWords;

const RuleExplainWords *rules_explain_english(void);
/* The text of an explanation in words' language, one sentence per line; returns the
 * length written (at most cap - 1). */
size_t rules_explain_write(const RuleExplainWords *words, const RuleExplanation *e, char *buf,
                           size_t cap);
/* English text of an explanation: rules_explain_write with rules_explain_english(). */
size_t rules_explain_format(const RuleExplanation *e, char *buf, size_t cap);

/* "horizontal", "vertical", "diagonal", "anti-diagonal" */
const char *rules_dir_name(int dir);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * The game: a rule set, an opening rule and the actions played so far (moves, passes,
 * swaps, opening choices, resignations), with undo and redo. Every action is checked
 * against the rules before it is applied. All state is derived from the action list:
 * undo replays the list without its last action, so every state the game has been in
 * can be reached again exactly. Pure C11, no I/O.
 */
#ifndef RENJU_GAME_H
#define RENJU_GAME_H

#include "board.h"
#include "rules.h"

#define GAME_MAX_ACTIONS 1100
#define GAME_PROPOSALS 10
/* Soosorv-8: White may declare 1..8 fifth moves. */
#define SOOSORV_MAX_FIFTHS 8

typedef enum ActionKind {
    ACTION_MOVE = 0, /* a stone on pos */
    ACTION_PASS,
    ACTION_SWAP,      /* opening: the colours change hands */
    ACTION_OPTION_A,  /* Taraguchi-10: fifth stone in the 9x9 */
    ACTION_OPTION_B,  /* Taraguchi-10: ten proposals */
    ACTION_PROPOSE,   /* proposals[0..nproposals) for Black's fifth stone */
    ACTION_CHOOSE,    /* White picks proposal pos */
    ACTION_RESIGN,    /* a player resigns (colour, else the player who acts) */
    ACTION_DRAW,      /* a draw agreed by both players */
    ACTION_DECLARE,   /* Soosorv-8: how many fifth moves Black must propose (count) */
    ACTION_TWO_MORE,  /* Swap2: the second player places stones 4 and 5 */
    ACTION_KEEP,      /* Swap2: the first player keeps the colour it holds */
    ACTION_TIMEOUT,   /* a player lost on time (colour, else the player who acts) */
    ACTION_DECLINE,   /* a player declines the other's draw offer (colour, else the player who
                       * acts): said in the record, the game goes on unchanged */
    ACTION_KIND_COUNT /* the number of kinds, not an action */
} ActionKind;

typedef struct Action {
    ActionKind kind;
    Pos pos;
    int nproposals;
    Pos proposals[GAME_PROPOSALS];
    Stone colour;    /* ACTION_RESIGN, ACTION_TIMEOUT: the colour that resigns or ran out
                      * of time (0: the player who acts); ACTION_DRAW: the colour that
                      * offered it (0: not said); ACTION_DECLINE: the colour that declines */
    int count;       /* ACTION_DECLARE: the number of fifth moves, 1..SOOSORV_MAX_FIFTHS */
    int32_t time_ms; /* thinking time, 0 when unknown (records keep it) */
    bool foul;       /* ACTION_MOVE: a foul as another program's record has it ("foul j8"):
                      * accepted only where the stone is a foul for the mover, whose
                      * opponent then wins (REASON_FOUL); no player makes one */
    bool placed;     /* ACTION_MOVE, ACTION_PASS of a study position's set-up (setup.h):
                      * the stone stands where the teacher put it, judged by no rule (no
                      * centre, no foul; passes give each side its stones and the side to
                      * move). Accepted only while every action before it is placed too. */
} Action;

typedef enum OpeningId {
    OPENING_FREE = 0, /* Black's first stone on the centre, then free play */
    OPENING_TARAGUCHI10,
    OPENING_SOOSORV8,
    OPENING_SWAP2,
    OPENING_COUNT
} OpeningId;

typedef enum GameResult {
    RESULT_NONE = 0,
    RESULT_BLACK_WINS,
    RESULT_WHITE_WINS,
    RESULT_DRAW
} GameResult;

typedef enum ResultReason {
    REASON_NONE = 0,
    REASON_FIVE,       /* five in a row */
    REASON_RESIGN,     /* the other side resigned */
    REASON_TWO_PASSES, /* both passed in a row */
    REASON_NO_FIVE,    /* neither side can make a five any more */
    REASON_FULL_BOARD,
    REASON_AGREED,           /* draw by agreement */
    REASON_CAPTURES,         /* Pente: five captures */
    REASON_STONES_EXHAUSTED, /* Gomokunarabe: Black used all its stones */
    REASON_TIME,             /* the other side lost on time */
    REASON_FOUL,             /* the other side's last stone is a foul (Action.foul) */
    REASON_NO_FIVE_STONES    /* a stone limit: room for a five, but too few stones left */
} ResultReason;

/* What the game waits for next. game_player_to_move() says which player acts, and
 * game_swap_offered() whether a swap is allowed besides what the phase names. */
typedef enum GamePhase {
    PHASE_MOVE = 0,      /* a stone (or pass) from the side to move */
    PHASE_SWAP_OR_MOVE,  /* opening: swap, or place the next opening stone */
    PHASE_CHOOSE_OPTION, /* Taraguchi-10: Black's player picks branch A or B */
    PHASE_PROPOSE,       /* Taraguchi-10 B / Soosorv-8: Black proposes the fifth moves */
    PHASE_CHOOSE,        /* Taraguchi-10 B / Soosorv-8: White picks one of them */
    PHASE_OVER,
    PHASE_DECLARE,     /* Soosorv-8: White, after stone 4, declares 1..8 fifth moves */
    PHASE_SWAP_OR_KEEP /* Swap2: the first player takes White (swap) or keeps Black */
} GamePhase;

/* Why the game refused an action: GameError.kind, with the fields named beside it (the
 * others mean nothing for that kind). A window says the reason in its own words from
 * these; msg holds the English sentence (for renju-cli and records). The kind is only
 * meaningful for errors of game.h's functions: a record or file error is text alone. */
typedef enum GameErrorKind {
    GAME_ERR_NONE = 0,       /* no refusal of the game's: msg alone says why (records,
                              * files, the action words of game_action_read) */
    GAME_ERR_OVER,           /* the game is over */
    GAME_ERR_TOO_LONG,       /* no room for another action */
    GAME_ERR_OFF_BOARD,      /* pos is not a point of the board */
    GAME_ERR_OCCUPIED,       /* pos holds a stone */
    GAME_ERR_CENTRE_FIRST,   /* the first stone goes on the centre, pos */
    GAME_ERR_OUTSIDE_ZONE,   /* pos lies outside the central number x number square that
                              * stone number2 of the opening must lie in */
    GAME_ERR_NO_STONES,      /* colour has placed all its number stones: it can only pass */
    GAME_ERR_CENTRE_CLOSED,  /* Black's second stone, pos, must lie outside the central 5x5 */
    GAME_ERR_FORBIDDEN,      /* pos is a foul (verdict) for colour */
    GAME_ERR_DECIDE_FIRST,   /* action (a stone or pass) waits for the decision of phase */
    GAME_ERR_NOT_OFFERED,    /* the opening does not offer action here */
    GAME_ERR_BAD_ACTION,     /* action is malformed (a colour, a count out of range) */
    GAME_ERR_PROPOSALS_FULL, /* all number fifth moves are proposed already */
    GAME_ERR_PROPOSAL_COUNT, /* number fifth moves must be proposed, not number2 */
    GAME_ERR_PROPOSED_TWICE, /* pos is among the proposals already */
    GAME_ERR_SYMMETRIC,      /* pos is symmetric to proposal pos2 (symmetry number) */
    GAME_ERR_NOT_PROPOSED    /* pick pos is not one of the proposed fifth moves */
} GameErrorKind;

typedef struct GameError {
    GameErrorKind kind;
    Pos pos, pos2;
    int number, number2;
    Stone colour;
    RuleVerdict verdict;
    ActionKind action;
    GamePhase phase;
    char msg[200]; /* the English sentence */
} GameError;

/* Invariant: board, phase, first_colour, result and the opening fields (opening_step,
 * nproposals, proposals, swap_taken, branch, declared) are exactly what replaying
 * actions[0..nactions) from game_init gives. Everything the opening allows next is a
 * function of them (see the opening queries below). */
struct Game {
    const RuleSet *rules;
    OpeningId opening;
    Board board;
    Action actions[GAME_MAX_ACTIONS];
    int nactions;
    Action redo[GAME_MAX_ACTIONS]; /* undone actions, the next redo last */
    int nredo;
    /* The first setup actions are a set-up position's stones (setup.h): placed, not
     * played, in an order invented to reach them (0 for a game played from the empty
     * board). Undo stops there; the graph and the mistakes start there. */
    int setup;
    /* Derived state. */
    GamePhase phase;
    Stone first_colour; /* colour the first player holds (swaps change it) */
    int passes;         /* passes in a row just played */
    GameResult result;
    ResultReason reason;
    Pos five[RULES_LINE_MAX]; /* the winning line, when reason is REASON_FIVE: its nfive */
    int nfive;                /* stones (five, or six or more for an overline that wins) */
    int opening_step;         /* opening rules: stones placed under the rule so far */
    int nproposals;           /* Taraguchi-10 B, Soosorv-8: the proposed fifth moves (kept
                               * after White's pick, so a window can still show them) */
    Pos proposals[GAME_PROPOSALS];
    bool swap_taken;   /* the swap point before the next stone is used up: swapped, or
                        * (Swap2's colour choice) declined with keep */
    ActionKind branch; /* Taraguchi-10: ACTION_OPTION_A/B once chosen, else ACTION_MOVE;
                        * Swap2: ACTION_TWO_MORE once chosen */
    int declared;      /* Soosorv-8: the declared number of fifth moves, 0 before */
    int8_t actor[GAME_MAX_ACTIONS]; /* the player (0 first, 1 second) who made each action,
                                     * game_player_to_move() before it: whose clock ran */
};

/* A new game. rules must not be NULL. */
void game_init(Game *g, const RuleSet *rules, OpeningId opening);

/* Checks and applies one action. On failure returns false, fills err (may be NULL)
 * with a reason and leaves the game unchanged. Clears the redo list unless the action is
 * the one redo would play. */
bool game_apply(Game *g, const Action *a, GameError *err);
/* Convenience: a stone on p, or a pass for POS_PASS. */
bool game_play(Game *g, Pos p, GameError *err);

/* Is g a study position: its set-up's stones placed as they stand (Action.placed), in no
 * order of play the rules allow from the opening? */
static inline bool game_study(const Game *g) { return g->setup > 0 && g->actions[0].placed; }

/* Takes back the last action; false when there is none, or only set-up stones are left
 * (the set-up is where the game starts). */
bool game_undo(Game *g);
/* The stones action i (0-based) of the game captured (Pente: two a pair, up to
 * BOARD_MAX_CAPTURE); 0 for an action that placed no stone or captured none. */
int game_action_captures(const Game *g, int i);
/* The move number a player reads for action i (0-based), as the move list and the stones
 * number it: stones (picks too) and passes count, the opening's decisions (swaps,
 * options, proposals) do not; a decision takes the number of the move it comes before
 * (a proposal: the fifth stone's). The record's action numbers differ in a swap game. */
int game_move_number(const Game *g, int i);
/* The stones a set-up placed (0 for a game played from the empty board), and the moves
 * (stones and passes) played on the board besides them: a set-up is a position of so many
 * stones, not a game of so many moves (audit 33b C6). */
int game_setup_stones(const Game *g);
int game_moves_played(const Game *g);
/* The plies of a study position's set-up (its placed stones and passes, game_study): no
 * moves, so the numbers a player reads start after them; 0 for any other game. */
int game_study_plies(const Game *g);
/* The number a player reads for action i: game_move_number less game_study_plies (a study's
 * first move is 1; 0 for its set-up's actions). */
int game_shown_number(const Game *g, int i);
bool game_redo(Game *g);

static inline Stone game_to_move(const Game *g) { return g->board.to_move; }
static inline bool game_over(const Game *g) { return g->result != RESULT_NONE; }
/* The player who must act now: 0 for the first player, 1 for the second. Outside the
 * opening it is the holder of the colour to move; in the opening it may differ (the first
 * player places all of a Soosorv-8 or Swap2 opening, White picks Black's fifth move). */
int game_player_to_move(const Game *g);
/* The colour a player (0 first, 1 second) holds now. */
static inline Stone game_player_colour(const Game *g, int player)
{
    return player == 0 ? g->first_colour : stone_opponent(g->first_colour);
}

/* Is a stone of the side to move on p a legal move now (phase, rules, opening zones)?
 * When not, fills err. */
bool game_move_is_legal(const Game *g, Pos p, GameError *err);

/* The side of the forbidden centre's square (gomoku): Black's second stone lies outside
 * the central 5x5. */
#define GAME_CENTRE_ZONE 5
/* Gomoku, forbidden centre: must Black's next stone lie outside the central 5x5 now?
 * game_centre_zone() says whether p lies in that 5x5. */
bool game_centre_closed(const Game *g);
bool game_centre_zone(const Game *g, Pos p);

/* ---- Opening rules: questions a window or an AI asks ------------------------------
 *
 * Sources for the rules: Taraguchi-10 as docs/rules.md states it; Soosorv-8 and Swap2 as
 * documented in opening.c. All answers derive from the action list, so they hold after
 * undo and redo too. */

/* Is the opening rule still running (a swap, choice or zone may still apply)? */
bool game_in_opening(const Game *g);
/* The side of the central square the next stone must lie in (1 for the centre, 3, 5, 7,
 * 9), or 0 when it may go anywhere. */
int game_zone_size(const Game *g);
/* Is p inside the zone of the next stone? */
bool game_in_zone(const Game *g, Pos p);
/* The central square of side `side` (odd, at least 1) on a board of `size`: its corner
 * points, the lowest column and row in *low, the highest in *high. The opening zones and
 * the forbidden centre are such squares; a window draws them from these corners. */
void game_centre_square(int size, int side, Pos *low, Pos *high);
/* May the player who acts now swap colours instead? */
bool game_swap_offered(const Game *g);
/* Is an action of this kind possible now (for moves: on some point)? Whether a given
 * action is legal still depends on its arguments; game_action_is_legal() decides that. */
bool game_action_offered(const Game *g, ActionKind kind);
/* Would game_apply accept a? Fills err when not. */
bool game_action_is_legal(const Game *g, const Action *a, GameError *err);
/* How many fifth moves Black must propose now (10 in Taraguchi-10 B, the declared number
 * in Soosorv-8); 0 outside PHASE_PROPOSE. */
int game_proposals_needed(const Game *g);
/* Could p be added to the proposals chosen[0..n) already made (on the board, empty, not
 * forbidden for Black, not among them, not symmetric to one of them)? Fills err with the
 * reason when not. For a window checking each click and an AI building its ten. */
bool game_proposal_ok(const Game *g, const Pos *chosen, int n, Pos p, GameError *err);
/* The points game_proposal_ok accepts after chosen[0..n), in point order; returns how
 * many (at most cap are written). */
int game_proposal_candidates(const Game *g, const Pos *chosen, int n, Pos *out, int cap);
/* The board symmetries (of the 8 about the centre) that map the current position,
 * colours included, onto itself, as a bit set (bit t for symmetry t of game_symmetry). */
unsigned game_position_symmetries(const Game *g);
/* Symmetry t (0..7) of point p about the board centre: t & 4 transposes, t & 1 mirrors
 * the columns, t & 2 mirrors the rows. t = 0 is the identity. */
Pos game_symmetry(const Game *g, int t, Pos p);
/* The same on a board of size (odd: an even board has no centre point to turn about). */
Pos game_symmetry_on(int size, int t, Pos p);
/* Every legal action now except PROPOSE (too many sets; use game_proposal_candidates),
 * pass, resign and draw: stones, swap, keep, options, declarations, picks. Writes up to
 * cap into out and returns how many there are. */
int game_legal_actions(const Game *g, Action *out, int cap);
/* "move", "swap-or-move", "choose-option", "propose", "choose", "over", "declare",
 * "swap-or-keep" */
const char *game_phase_name(GamePhase phase);

/* "black wins (five: d8 e8 f8 g8 h8)", "draw (two passes)", "white wins (black lost on
 * time)", "none" */
void game_result_text(const Game *g, char *buf, size_t cap);
const char *game_opening_name(OpeningId id);
/* OPENING_COUNT when unknown. Names: "free", "taraguchi10", "soosorv8", "swap2". */
OpeningId game_opening_find(const char *name);

/* Text form of an action ("h8", "pass", "swap", "option-a", "option-b", "propose a1 b2
 * ...", "choose a1", "declare 8", "two-more", "keep", "resign", "draw", "timeout black"). */
void game_action_format(const Action *a, char *buf, size_t cap);
/* Reads one action in that text form from words[0..nwords) (a point is a move; propose
 * takes the points that follow it, at most GAME_PROPOSALS; resign and timeout take an
 * optional colour) for a board of the given size.
 * Returns the number of words used, or 0 with err filled when they are no action. */
int game_action_read(char *const *words, int nwords, int size, Action *out, GameError *err);
const char *game_colour_name(Stone s);

#endif

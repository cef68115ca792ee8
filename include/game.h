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

typedef enum ActionKind {
    ACTION_MOVE = 0,  /* a stone on pos */
    ACTION_PASS,
    ACTION_SWAP,      /* opening: the colours change hands */
    ACTION_OPTION_A,  /* Taraguchi-10: fifth stone in the 9x9 */
    ACTION_OPTION_B,  /* Taraguchi-10: ten proposals */
    ACTION_PROPOSE,   /* proposals[0..nproposals) for Black's fifth stone */
    ACTION_CHOOSE,    /* White picks proposal pos */
    ACTION_RESIGN,    /* the player to move resigns */
    ACTION_DRAW       /* a draw agreed by both players */
} ActionKind;

typedef struct Action {
    ActionKind kind;
    Pos pos;
    int nproposals;
    Pos proposals[GAME_PROPOSALS];
    Stone colour;    /* ACTION_RESIGN: the colour that resigns (0: the side to move) */
    int32_t time_ms; /* thinking time, 0 when unknown (records keep it) */
} Action;

typedef enum OpeningId {
    OPENING_FREE = 0,  /* Black's first stone on the centre, then free play */
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
    REASON_FIVE,            /* five in a row */
    REASON_RESIGN,          /* the other side resigned */
    REASON_TWO_PASSES,      /* both passed in a row */
    REASON_NO_FIVE,         /* neither side can make a five any more */
    REASON_FULL_BOARD,
    REASON_AGREED,          /* draw by agreement */
    REASON_CAPTURES,        /* Pente: five captures */
    REASON_STONES_EXHAUSTED /* Gomokunarabe: Black used all its stones */
} ResultReason;

/* What the game waits for next. */
typedef enum GamePhase {
    PHASE_MOVE = 0,     /* a stone (or pass) from the side to move */
    PHASE_SWAP_OR_MOVE, /* opening: swap, or place the next opening stone */
    PHASE_CHOOSE_OPTION,/* Taraguchi-10: Black's player picks branch A or B */
    PHASE_PROPOSE,      /* Taraguchi-10 B: Black proposes ten fifth moves */
    PHASE_CHOOSE,       /* Taraguchi-10 B: White picks one of them */
    PHASE_OVER
} GamePhase;

typedef struct GameError {
    char msg[200];
} GameError;

/* Invariant: board, phase, first_colour, result and the opening fields are exactly what
 * replaying actions[0..nactions) from game_init gives. */
struct Game {
    const RuleSet *rules;
    OpeningId opening;
    Board board;
    Action actions[GAME_MAX_ACTIONS];
    int nactions;
    Action redo[GAME_MAX_ACTIONS];   /* undone actions, the next redo last */
    int nredo;
    /* Derived state. */
    GamePhase phase;
    Stone first_colour;   /* colour the first player holds (swaps change it) */
    int passes;           /* passes in a row just played */
    GameResult result;
    ResultReason reason;
    Pos five[5];          /* the winning five, when reason is REASON_FIVE */
    int opening_step;     /* opening rules: stones placed under the rule so far */
    int nproposals;       /* Taraguchi-10 B: the proposed fifth moves */
    Pos proposals[GAME_PROPOSALS];
};

/* A new game. rules must not be NULL. */
void game_init(Game *g, const RuleSet *rules, OpeningId opening);

/* Checks and applies one action. On failure returns false, fills err (may be NULL)
 * with a reason and leaves the game unchanged. Clears the redo list unless the action is
 * the one redo would play. */
bool game_apply(Game *g, const Action *a, GameError *err);
/* Convenience: a stone on p, or a pass for POS_PASS. */
bool game_play(Game *g, Pos p, GameError *err);

bool game_undo(Game *g);
bool game_redo(Game *g);

static inline Stone game_to_move(const Game *g) { return g->board.to_move; }
static inline bool game_over(const Game *g) { return g->result != RESULT_NONE; }
/* 0 when the first player holds the colour to move, else 1. */
static inline int game_player_to_move(const Game *g)
{
    return g->board.to_move == g->first_colour ? 0 : 1;
}

/* Is a stone of the side to move on p a legal move now (phase, rules, opening zones)?
 * When not, fills err. */
bool game_move_is_legal(const Game *g, Pos p, GameError *err);

/* "black wins (five: d8 e8 f8 g8 h8)", "draw (two passes)", "none" */
void game_result_text(const Game *g, char *buf, size_t cap);
const char *game_opening_name(OpeningId id);
/* OPENING_COUNT when unknown. Names: "free", "taraguchi10", "soosorv8", "swap2". */
OpeningId game_opening_find(const char *name);

/* Text form of an action ("h8", "pass", "swap", "option-a", "propose a1 b2 ...", ...). */
void game_action_format(const Action *a, char *buf, size_t cap);
const char *game_colour_name(Stone s);

#endif

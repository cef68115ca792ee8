/* Renju - MIT licence, see LICENSE.
 *
 * The Gomocup ("pbrain") protocol, with the Yixin-Board extensions, as a pure layer: a
 * session state and one function that takes one input line and returns the text to
 * answer plus what the caller must do next (think, stop, quit). No I/O, no threads, so it
 * can be tested and fuzzed on strings; src/pbrain/main.c wires it to stdin/stdout and an
 * AiWorker.
 *
 *   command                  answer
 *   ----------------------   ----------------------------------------------------------
 *   START n                  OK, or ERROR when the size is unsupported
 *   RECTSTART w,h            OK for w == h when supported, else ERROR
 *   RESTART                  OK (empty board)
 *   BEGIN                    think: our move on the empty board
 *   TURN x,y                 the opponent's move, then think
 *   BOARD / x,y,f... / DONE  stones in move order (f 1 own, 2 opponent), then think
 *   YXBOARD / ... / DONE     the same, without thinking
 *   TAKEBACK x,y             removes that stone (the last one): OK
 *   INFO key value           timeout_turn, timeout_match, time_left, max_memory, rule
 *                            (0 five or more, 1 exact five, 2 or 4 renju), thread_num
 *                            (Yixin-Board: searching threads, 1 by default), max_node
 *                            (Yixin-Board: nodes per move, 0 or less for no limit; the
 *                            time limits still hold); no answer
 *   YXSHOWFORBID             FORBID XXYY... . (Black's forbidden points, Black to move)
 *   YXNBEST n                think, report the n best moves as MESSAGE lines
 *   YXSTOP                   stop thinking (the caller answers the best move so far)
 *   ABOUT                    name="...", version="...", ...
 *   END                      quit
 * Anything else, or a malformed command, gets "ERROR <reason>". Coordinates are 0-based
 * x,y with y from the top.
 */
#ifndef RENJU_GOMOCUP_H
#define RENJU_GOMOCUP_H

#include <stddef.h>

#include "ai.h"
#include "board.h"
#include "rules.h"

#define GOMOCUP_MAX_MOVES (BOARD_MAX * BOARD_MAX)

typedef enum GomocupAction {
    GOMOCUP_NONE = 0, /* just print the answer */
    GOMOCUP_THINK,    /* print the answer, then search and answer a move */
    GOMOCUP_STOP,     /* stop the search under way */
    GOMOCUP_QUIT
} GomocupAction;

/* Invariants: moves[0..nmoves) are distinct points of a size x size board in the order
 * played, colours alternate from Black unless a BOARD said otherwise (colour[]). */
typedef struct GomocupSession {
    int size;
    const RuleSet *rules;
    bool started;
    int nmoves;
    Pos moves[GOMOCUP_MAX_MOVES];
    Stone colour[GOMOCUP_MAX_MOVES];
    bool in_board;          /* between BOARD/YXBOARD and DONE */
    bool board_thinks;      /* BOARD (true) or YXBOARD (false) */
    int board_own;          /* BOARD stones marked own / opponent so far */
    int board_opp;
    int nbest;              /* YXNBEST request for the next think (0: normal move) */
    /* Time, from INFO (milliseconds; 0 means not given). */
    int timeout_turn;
    int timeout_match;
    int time_left;
    bool time_left_known;
    long long max_memory;
    int threads;            /* INFO thread_num, 1 .. AI_MAX_THREADS */
    long long max_nodes;    /* INFO max_node: nodes per move (0: no limit) */
} GomocupSession;

void gomocup_init(GomocupSession *s);

/* Handles one input line (without its newline; len bytes, need not be terminated).
 * Writes the answer lines, each ending in '\n', into out (at most cap bytes, always
 * terminated) and returns the action for the caller. */
GomocupAction gomocup_handle(GomocupSession *s, const char *line, size_t len, char *out,
                             size_t cap);

/* The position to think on (side to move: the engine). */
void gomocup_board(const GomocupSession *s, Board *b);
/* Milliseconds to spend on the next move, from the INFO time settings. */
int gomocup_move_time(const GomocupSession *s);
/* The search limits of the next move: the full level with the opening book, the move
 * time, INFO max_node and thread_num, and seed. */
void gomocup_limits(const GomocupSession *s, uint64_t seed, AiLimits *out);
/* Records the engine's own move p (after the caller answered it). */
void gomocup_own_move(GomocupSession *s, Pos p);
/* Writes "x,y\n" for p into out. */
void gomocup_format_move(const GomocupSession *s, Pos p, char *out, size_t cap);
/* The MESSAGE line describing a search result (depth, score, nodes, pv). */
void gomocup_format_info(const GomocupSession *s, const AiInfo *info, char *out, size_t cap);
/* Transposition table size in megabytes under the max_memory setting. */
size_t gomocup_tt_megabytes(const GomocupSession *s);

#endif

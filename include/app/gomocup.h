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
 *   START n                  OK for every size some rule plays (5 to BOARD_MAX), else
 *                            ERROR; the rule comes after START, so size and rule are
 *                            matched when the game begins (below)
 *   RECTSTART w,h            OK for w == h when supported, else ERROR
 *   RESTART                  OK (empty board)
 *   BEGIN                    think: our move on the empty board
 *   TURN x,y                 the opponent's move, then think
 *   BOARD / x,y,f... / DONE  stones in move order (f 1 own, 2 opponent), then think;
 *                            ERROR at DONE when the counts are impossible (below)
 *   YXBOARD / ... / DONE     the same, without thinking
 *   TAKEBACK x,y             removes that stone (the last one): OK
 *   INFO key value           timeout_turn, timeout_match, time_left, max_memory, rule
 *                            (0 five or more, 1 exact five, 2 or 4 renju: at once, for
 *                            the position on the board too; ERROR when it does not fit
 *                            the board's size, renju being 15x15 only), thread_num
 *                            (Yixin-Board: searching threads, 1 by default; no more
 *                            than cpus or max_memory allow: gomocup_threads), max_node
 *                            (Yixin-Board: nodes per move, 0 or -1 for no limit; the
 *                            time limits still hold), max_depth (the same for the
 *                            search's deepest iteration); no answer
 *   YXSHOWFORBID             FORBID XXYY... . (Black's forbidden points, Black to move)
 *   YXNBEST n                think, report the n best moves as MESSAGE lines (10 at
 *                            most: a MESSAGE says so)
 *   YXSTOP                   stop thinking (the caller answers the best move so far)
 *   SWAP2BOARD / x,y... /    Gomocup's Swap2 opening (its experimental tournament), 0, 3 or
 *   DONE                     5 stones in the order played: decide (GOMOCUP_SWAP2) and
 *                            answer the first three stones "x,y x,y x,y"; after three,
 *                            "SWAP" (take Black), "x,y" (stay White, stone 4) or "x,y x,y"
 *                            (stones 4 and 5, the opponent chooses); after five, "SWAP"
 *                            (take Black) or "x,y" (take White, stone 6). On the rule
 *                            set's own board (15x15) only; ERROR otherwise
 *   ABOUT                    name="...", version="...", ...
 *   END                      quit (also inside a BOARD block)
 * Anything else, or a malformed command, gets "ERROR <reason>", and so does a line longer
 * than GOMOCUP_LINE_MAX bytes, as a whole. Coordinates are 0-based x,y with y from the top.
 *
 * A BOARD block must be a position of the rule sets played here (renju, gomoku, exact
 * five: Black first, moves alternate, no passes, no captures) with the engine to move:
 * as many own stones as the opponent's (the engine is Black), or one fewer (White).
 * Anything else, or a block with a bad line (answered ERROR at once), is refused at DONE
 * and the position before BOARD stays.
 *
 * Nothing is played (BEGIN, TURN, BOARD's DONE and YXNBEST answer ERROR) while the rule
 * does not fit the board (renju on anything but 15x15), or once a five stands on the
 * board (the brain's, or the opponent's TURN: its stone stays); START, RESTART, a BOARD
 * or a TAKEBACK of the five's stone starts play again. A Black foul under renju (a TURN's;
 * a BOARD's: Black's last stone a foul when the lines alternate as moves do, or a Black
 * overline anywhere) is named once in a MESSAGE and play goes on: the manager judges it,
 * and a brain that answered no move would lose on time instead.
 */
#ifndef RENJU_GOMOCUP_H
#define RENJU_GOMOCUP_H

#include <stddef.h>

#include "ai.h"
#include "board.h"
#include "game.h"
#include "rules.h"

#define GOMOCUP_MAX_MOVES (BOARD_MAX * BOARD_MAX)
/* The longest line taken as a command; a longer one is one bad line (one ERROR). Room for
 * any command of the protocol, an INFO folder path of PATH_MAX included. */
#define GOMOCUP_LINE_MAX 8192
/* The answers whose lateness sets the margin of the next (gomocup_plan_ms). */
#define GOMOCUP_LATE_KEEP 16
/* The most stones a SWAP2BOARD block holds (the opening's first five). */
#define GOMOCUP_SWAP2_MAX 5

typedef enum GomocupAction {
    GOMOCUP_NONE = 0, /* just print the answer */
    GOMOCUP_THINK,    /* print the answer, then search and answer a move */
    GOMOCUP_STOP,     /* stop the search under way */
    GOMOCUP_QUIT,
    GOMOCUP_SWAP2 /* print the answer, then decide SWAP2BOARD's choice on the opening of
                   * gomocup_swap2_game and answer it (gomocup_swap2_answer) */
} GomocupAction;

/* Invariants: moves[0..nmoves) are distinct points of a size x size board in the order
 * played, colours alternate from Black unless a BOARD said otherwise (colour[]). */
typedef struct GomocupSession {
    int size;
    const RuleSet *rules;
    /* An INFO rule came (START keeps it); until one does, START plays renju on 15x15
     * and freestyle (rule 0) on a board renju is not played on, said in a MESSAGE when
     * play begins (default_said: said for this START's games). */
    bool rule_told;
    bool default_said;
    bool started;
    int nmoves;
    Pos moves[GOMOCUP_MAX_MOVES];
    Stone colour[GOMOCUP_MAX_MOVES];
    bool in_board;     /* between BOARD/YXBOARD and DONE */
    bool board_thinks; /* BOARD (true) or YXBOARD (false) */
    /* The block's stones so far, distinct points, kept apart from moves[] until DONE
     * accepts them; board_own[i]: field 1 (the engine's) or not (the opponent's). */
    int board_n;
    Pos board_moves[GOMOCUP_MAX_MOVES];
    bool board_own[GOMOCUP_MAX_MOVES];
    int board_lines; /* the block's lines so far (a SWAP2BOARD block's too) */
    int board_bad;   /* its first bad line (1-based), 0 when none: DONE refuses the block */
    /* Between SWAP2BOARD and DONE: the opening's stones so far, in the order played. */
    bool in_swap2;
    int swap2_n;
    Pos swap2_moves[GOMOCUP_SWAP2_MAX];
    /* The game's first Black foul under renju (a TURN's, or one a BOARD shows), POS_NONE
     * when none: named once in a MESSAGE; play goes on (the manager judges it). */
    Pos foul;
    RuleVerdict foul_verdict;
    int nbest; /* YXNBEST request for the next think (0: normal move) */
    /* Time, from INFO (milliseconds; 0 means not given). */
    int timeout_turn;
    int timeout_match;
    int time_left;
    bool time_left_known;
    long long max_memory;
    int threads;             /* INFO thread_num, 1 .. AI_MAX_THREADS */
    long long threads_asked; /* ... as sent (capped at a large number), for the MESSAGE */
    int cpus;                /* processors online (the caller's; 0: not known) */
    long long max_nodes;     /* INFO max_node: nodes per move (0: no limit) */
    int max_depth;           /* INFO max_depth: the search's deepest iteration (0: no limit) */
    /* How late the last GOMOCUP_LATE_KEEP answers left, in ms past their plan (0 when on
     * time), kept for the session (the load outlasts a game): late_n of them so far
     * (GOMOCUP_LATE_KEEP at most), the next written at late_next. */
    int late_ms[GOMOCUP_LATE_KEEP];
    int late_n;
    int late_next;
} GomocupSession;

void gomocup_init(GomocupSession *s);

/* Handles one input line (without its newline; len bytes, need not be terminated).
 * Writes the answer lines, each ending in '\n', into out (at most cap bytes, always
 * terminated) and returns the action for the caller. */
GomocupAction gomocup_handle(GomocupSession *s, const char *line, size_t len, char *out,
                             size_t cap);

/* SWAP2BOARD's opening as a game of the session's rule set under OPENING_SWAP2 (into g,
 * the caller's: it is large): its stones played in order, two-more before the fourth;
 * false with the game's refusal in why (may be NULL) when they are no Swap2 opening. The
 * player to act in g decides (ai_opening.h) until the other player's turn. */
bool gomocup_swap2_game(const GomocupSession *s, Game *g, GameError *why);
/* The answer to SWAP2BOARD once the actions from `from` on are g's decisions: the stones
 * placed, "x,y" each, or "SWAP" when none was (a swap to Black, or a keep after the
 * opponent's two stones); the session's position becomes g's stones. */
void gomocup_swap2_answer(GomocupSession *s, const Game *g, int from, char *out, size_t cap);

/* The position to think on (side to move: the engine). */
void gomocup_board(const GomocupSession *s, Board *b);
/* Milliseconds to spend on the next move, from the INFO time settings and how late the
 * recent answers left (gomocup_plan_ms). */
int gomocup_move_time(const GomocupSession *s);
/* The search time planned for a move that must be answered within limit_ms (> 0), when
 * recent answers left up to late_ms after their plan: a reserve of 20 ms and a tenth of
 * the limit (80 ms at most), more on turns under 200 ms, or late_ms and a quarter more
 * and 10 ms when that is more; the reserve never above 30% of a limit of 1 s or more,
 * 80% of 100 ms or less (in between, in proportion), the plan never below 5 ms. The
 * plan runs from the command's arrival: the caller takes what went before the search
 * from it. */
int gomocup_plan_ms(int limit_ms, int late_ms);
/* The search's time for a plan of planned_ms when spent_ms of it went before the search
 * began: the rest, never below 5 ms (a plan of 5 ms or less stays as it is). */
int gomocup_search_ms(int planned_ms, long long spent_ms);
/* Records an answer: planned_ms given to the search, took_ms from the command's arrival
 * to the move written. */
void gomocup_note_answer(GomocupSession *s, int planned_ms, int took_ms);
/* The latest of the recent answers, in ms past their plan (0: none late). */
int gomocup_late_ms(const GomocupSession *s);
/* The search limits of the next move: the full level with the opening book, the move
 * time, INFO max_node and thread_num, and seed. */
void gomocup_limits(const GomocupSession *s, uint64_t seed, AiLimits *out);
/* Records the engine's own move p (after the caller answered it). */
void gomocup_own_move(GomocupSession *s, Pos p);
/* Writes "x,y\n" for p into out. */
void gomocup_format_move(const GomocupSession *s, Pos p, char *out, size_t cap);
/* The MESSAGE line describing a search result (depth, score, nodes, pv). */
void gomocup_format_info(const GomocupSession *s, const AiInfo *info, char *out, size_t cap);
/* The MESSAGE lines (none, one or two) that say the search runs with fewer threads than
 * thread_num asked (the processors online, or max_memory), or that max_memory is below
 * what the brain needs at the least; gomocup_format_info appends them. */
void gomocup_format_limits(const GomocupSession *s, char *out, size_t cap);
/* Transposition table size in megabytes under the max_memory setting: a power of two,
 * 64 without one; within it, at most half of it (and 512), room left for the rest. */
size_t gomocup_tt_megabytes(const GomocupSession *s);
/* The same for a max_memory of bytes (<= 0: none), for the window's AI too. */
size_t gomocup_table_mb(long long max_memory);
/* The searching threads actually started: thread_num, but no more than the processors
 * online (s->cpus) and than max_memory leaves room for beside the table (1 at least). */
int gomocup_threads(const GomocupSession *s);
/* The bytes the brain holds with that many threads: table, engine, helper threads and
 * the process's own; within max_memory for gomocup_threads(s) threads unless max_memory
 * is below what one thread and a 1 MB table need. */
long long gomocup_memory_bytes(const GomocupSession *s, int threads);

/* ---- Input: bytes in, lines out ------------------------------------------------------
 * What the manager sent and the brain has not handled yet, in order. The queue grows with
 * what arrives, so no line is lost however many come while the engine thinks; a line
 * longer than GOMOCUP_LINE_MAX keeps only its first GOMOCUP_LINE_MAX + 1 bytes (the rest
 * is dropped as it arrives, so one line never holds more memory than that) and
 * gomocup_handle refuses it as a whole. The caller does the reading (src/pbrain/main.c). */
typedef struct GomocupInput {
    /* buf[head, len): the complete lines, each ending in '\n', then the open line's
     * `open` kept bytes (at most GOMOCUP_LINE_MAX + 1). */
    char *buf;
    size_t head;
    size_t len;
    size_t cap;
    size_t open;
    int ends;  /* complete lines queued that are END */
    int stops; /* complete lines queued that are YXSTOP */
    int news;  /* ... that set a new position: START, RECTSTART, RESTART, BOARD, YXBOARD */
    bool eof;  /* no more input: the open line, if any, is the last line */
} GomocupInput;

void gomocup_input_init(GomocupInput *in);
void gomocup_input_free(GomocupInput *in);
/* Room for at least want more bytes at the end of the queue, to read into, or NULL when
 * memory is short (then read nothing: what is queued stays). */
char *gomocup_input_space(GomocupInput *in, size_t want);
/* Takes the n bytes just written into the space gomocup_input_space gave. */
void gomocup_input_commit(GomocupInput *in, size_t n);
/* Appends n bytes; false (nothing taken) when memory is short. */
bool gomocup_input_feed(GomocupInput *in, const char *data, size_t n);
/* No more input will come. */
void gomocup_input_close(GomocupInput *in);
/* Takes the next line (without its '\n'): true and *line, *len (valid until the next call
 * on in), or false when no complete line is queued. */
bool gomocup_input_next(GomocupInput *in, const char **line, size_t *len);
/* Asked while the engine thinks: must the search stop now? Yes when an END is queued
 * anywhere (pbrain-renju asks in->ends itself: only an END that arrived during the
 * search quits at once), or a YXSTOP is queued anywhere: the manager
 * sent it after whatever is ahead of it, so it stops the search under way, and any
 * search a line ahead of it starts (a TURN sent during a search, then YXSTOP) stops at
 * once too. Nothing is taken from the queue: the lines wait for the move, then
 * gomocup_input_next hands them out in order, so an INFO ahead of a YXSTOP sets the next
 * search, and the YXSTOP itself is handled (nothing to stop) in its turn. */
bool gomocup_input_interrupts(const GomocupInput *in);
/* Is an END queued anywhere? One that arrives while the engine thinks quits at once,
 * answering nothing that waits (the search under way, the lines ahead of the END); one
 * queued while the brain is idle acts in its turn, the lines ahead of it answered first.
 * The end of input is no END: the lines queued are answered in full, each search at its
 * normal limits, then it quits. */
bool gomocup_input_ends(const GomocupInput *in);

#endif

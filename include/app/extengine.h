/* Renju - MIT licence, see LICENSE.
 *
 * An outside engine spoken to by the Gomocup ("pbrain") protocol, as Piskvork and
 * Yixin-Board do: the program is started with fork/exec and two pipes, told START
 * <size>, asked ABOUT for its name, then for each move sent INFO rule / timeout_turn /
 * timeout_match / time_left and the position: TURN x,y when it goes on by the opponent's
 * one stone from the position the engine answered last, else RESTART (its OK awaited;
 * UNKNOWN or ERROR: END and the program started again, then and from then on) and
 * BOARD ... DONE. A reader thread reads its lines and keeps the deadline; everything else (the
 * protocol's state, the checks) runs on the caller's thread in extengine_poll, which never waits.
 * SDL-free: the caller is woken through the notify callback, as with the AI worker.
 *
 * The engine is not trusted: a line that is not the protocol's, an ERROR or UNKNOWN, a
 * move off the board, on a stone or (for Black under renju) a foul by rules_check_move,
 * no answer within the turn's time and EXTENGINE_GRACE_MS, or the program ending, is a
 * failure: the engine is killed and reaped, the move is not given to the caller, and
 * the failure comes as an event with what went wrong. MESSAGE and DEBUG lines are
 * allowed anywhere (the last MESSAGE is kept). extengine_end says END without waiting;
 * the program gets EXTENGINE_END_MS to go, then extengine_gone kills it; either reaps it.
 */
#ifndef RENJU_EXTENGINE_H
#define RENJU_EXTENGINE_H

#include <stdbool.h>
#include <stdint.h>

#include "board.h"
#include "game.h"
#include "rules.h"

/* The time an engine gets beyond its turn's timeout before it counts as not answering. */
#define EXTENGINE_GRACE_MS 2000
/* The time START gets (Gomocup gives a brain's start-up this much). */
#define EXTENGINE_START_MS 15000
/* The time the program gets to end after END before it is killed. */
#define EXTENGINE_END_MS 500
/* The longest engine name kept, and the longest line quoted in a failure. */
#define EXTENGINE_NAME_MAX 48
#define EXTENGINE_TEXT_MAX 96
/* The longest path typed for an engine that is read whole (then resolved and checked). */
#define EXTENGINE_PATH_MAX 4096

typedef struct ExtEngine ExtEngine;

/* Called from the reader thread when a line or a deadline is there for extengine_poll.
 * Must be thread-safe and quick. */
typedef void (*ExtNotifyFn)(void *user);

typedef enum ExtFailure {
    EXT_FAIL_NONE = 0,
    EXT_FAIL_SPAWN,     /* the program could not be started: err_no */
    EXT_FAIL_START,     /* START was not answered OK: text */
    EXT_FAIL_EXITED,    /* the program ended: status (exit code, or -signal; 0 unknown) */
    EXT_FAIL_TIMEOUT,   /* no answer within timeout_ms */
    EXT_FAIL_GARBAGE,   /* a line that is not the protocol's: text */
    EXT_FAIL_ERROR,     /* ERROR or UNKNOWN to a move request: text */
    EXT_FAIL_OFF_BOARD, /* a move off the board: text */
    EXT_FAIL_OCCUPIED,  /* a move on a stone: at */
    EXT_FAIL_FOUL,      /* Black's forbidden move under the rules: at, verdict */
    EXT_FAIL_REFUSED,   /* a move the game refuses (the opening rule's): at, refusal */
    EXT_FAIL_FLOOD      /* more lines than the inbox holds between two polls (not
                         * counting DEBUG, nor MESSAGE but the last before each line) */
} ExtFailure;

typedef enum ExtEventKind {
    EXT_EV_NONE = 0,
    EXT_EV_READY, /* started: the name is known */
    EXT_EV_MOVE,  /* the answer to request_id: move, a legal move */
    EXT_EV_FAILED /* failure; the engine is gone, nothing more comes */
} ExtEventKind;

typedef struct ExtEvent {
    ExtEventKind kind;
    uint64_t request_id; /* EXT_EV_MOVE, or the request a failure stopped (0: none) */
    Pos move;
    ExtFailure failure;
    Pos at;
    RuleVerdict verdict;
    GameError refusal; /* EXT_FAIL_REFUSED: the game's reason */
    int err_no;
    int status;
    int timeout_ms;
    char text[EXTENGINE_TEXT_MAX]; /* the engine's line (cleaned), or the command a timeout
                                    * at start did not get answered (START, ABOUT) */
} ExtEvent;

/* Starts the program at path (run in its own folder, so it finds its files) for a board
 * of size. Returns NULL only when out of memory; a program that cannot be started fails
 * at the first extengine_poll. start_ms: the time START gets (0: EXTENGINE_START_MS).
 * Ignores SIGPIPE for the process (a write to an ended engine is then an error, not a
 * signal). */
ExtEngine *extengine_start(const char *path, int size, int start_ms, ExtNotifyFn notify,
                           void *user);
/* Asks for the move of the side to move on a copy of b under rs (Gomocup rule number
 * rs->gomocup_rule), with turn_ms to think (sent as timeout_turn; 0: as fast as it can).
 * Sent at once when the engine is ready, else as soon as it is; replaces a request not
 * yet sent. An answer comes as EXT_EV_MOVE with request_id. */
void extengine_request(ExtEngine *e, const RuleSet *rs, const Board *b, int turn_ms,
                       uint64_t request_id);
/* The threads and the memory (bytes) the engine is told with each position sent from
 * now on, as INFO thread_num and INFO max_memory after the rule and the times (0: that
 * line is not sent, the engine keeps its own). */
void extengine_set_resources(ExtEngine *e, int threads, long long max_memory);
/* The game the next requests' answers are checked in, as a person's move is
 * (game_move_is_legal: the opening rule's centre, zones, decisions, besides the rule
 * set's): a copy, used while its position is the request's. NULL: the rules only. */
void extengine_set_game(ExtEngine *e, const Game *g);
/* Drops the request under way: its answer, when it comes, is not given (the protocol
 * has no stop; the engine must still answer in time). */
void extengine_cancel(ExtEngine *e);
/* Takes the next event (false: none). Never blocks. */
bool extengine_poll(ExtEngine *e, ExtEvent *out);
/* The engine's name from ABOUT (name="..." and version="..."), else its file's name. */
const char *extengine_name(const ExtEngine *e);
/* The last MESSAGE line's text since the last move was asked for ("" when none). */
const char *extengine_message(const ExtEngine *e);
bool extengine_failed(const ExtEngine *e);
/* Says END and closes the engine's input, without waiting: no event comes after it, and
 * the program gets EXTENGINE_END_MS to go (notify is called then). Again: no-op. */
void extengine_end(ExtEngine *e);
/* Has the engine ended (after extengine_end, which it says first when not yet said)?
 * Never waits: reaps a program that has ended, and kills (SIGKILL) and reaps one still
 * there EXTENGINE_END_MS after END. True: extengine_destroy will not wait. */
bool extengine_gone(ExtEngine *e);
/* Ends the engine as extengine_gone does, waiting for it (up to EXTENGINE_END_MS, then
 * kill: not for a window's frame, which ends it and polls extengine_gone), frees e.
 * NULL: no-op. */
void extengine_destroy(ExtEngine *e);

/* What a path given for an engine is before it is started: a file that can be run, none
 * there, or something else (a folder, a file without the right to run it). */
typedef enum ExtFileCheck {
    EXT_FILE_OK = 0,
    EXT_FILE_MISSING,
    EXT_FILE_NOT_RUN,
    EXT_FILE_TOO_LONG /* extengine_resolve: the absolute path does not fit */
} ExtFileCheck;
ExtFileCheck extengine_check_file(const char *path);
/* The engine a path typed names, as it is kept (the same program from any folder): a
 * leading "~/" (or "~" alone) from home (NULL or "": left), then the absolute path
 * without links (realpath) into out, checked as extengine_check_file. EXT_FILE_TOO_LONG
 * when that path has cap bytes or more (out is then ""); out is "" for a missing file. */
ExtFileCheck extengine_resolve(const char *typed, const char *home, char *out, size_t cap);

/* Is rs a rule an outside engine can play (a Gomocup rule number, no passes or captures)? */
bool extengine_rule_ok(const RuleSet *rs);

#endif

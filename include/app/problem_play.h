/* Renju - MIT licence, see LICENSE.
 *
 * Solving one problem (problem.h) in the window, without SDL: the learner plays the
 * attacker's moves (for a defend problem, the defence), each checked against the proven
 * main line; a move off the line goes to the prover (problem_judge_move), which accepts
 * another win and refutes a wrong move with the line that shows why it fails; a first move
 * the problem lists (also-wins, may-win: problem.h) is answered at once, without it. The prover
 * may take a while: with judge hooks (the window's worker thread) the move is CHECKING
 * until its verdict comes back through problem_play_verdict, no other move is taken
 * meanwhile, and leaving, restarting or another problem cancels it; without hooks it is
 * judged in place. After a
 * right move the defence's best answer comes PLAY_ANSWER_MS later (controller-like ticks
 * hand the time in), so the learner sees it arrive; a wrong move stays on the board with
 * its refutation until the learner takes it back (any click or key does). U takes back the
 * learner's last move and the defence's answer to it (problem_play_undo), as a puzzle site
 * does: the position before that move, the learner to move again; a right move taken back
 * before the solution makes the solution not clean (`retracted`), a wrong one was counted
 * when it was played. Hints come in
 * two stages: the file of the next move, then the move. "Show solution" replays the line from
 * the start, one move every PLAY_SHOW_MS. A solution after the hint named a move or the
 * solution was shown is solved with help (PLAY_MSG_SOLVED_HELPED, `helped`), not unaided. The time
 * counts from the first tick to the solution. Pure C11 plus the prover; no I/O, no globals.
 */
#ifndef RENJU_PROBLEM_PLAY_H
#define RENJU_PROBLEM_PLAY_H

#include <stdint.h>

#include "problem.h"
#include "problem_check.h"
#include "rules.h"

/* The defence's answer comes this long after the learner's right move. */
#define PLAY_ANSWER_MS 450
/* "Show solution" plays one move every PLAY_SHOW_MS. */
#define PLAY_SHOW_MS 700
/* The prover's nodes for one move off the line (the learner waits for its verdict). */
#define PLAY_JUDGE_NODES 3000000

typedef enum PlayState {
    PLAY_TO_MOVE = 0, /* the learner's turn */
    PLAY_ANSWERING,   /* the defence answers at answer_at */
    PLAY_REFUTED,     /* a wrong move stands with its refutation (or a win not by the
                       * problem's technique, PLAY_MSG_WINS_OTHERWISE); the next click
                       * takes it back */
    PLAY_SOLVED,
    PLAY_SHOWING, /* the solution plays itself */
    PLAY_SHOWN,   /* ... and has been played through */
    PLAY_CHECKING /* a move off the line (judged) is being judged by the hooks */
} PlayState;

typedef enum PlayMessage {
    PLAY_MSG_NONE = 0,
    PLAY_MSG_START,     /* the goal, for the learner to read */
    PLAY_MSG_RIGHT,     /* the line's move: the defence answers */
    PLAY_MSG_ALSO_WINS, /* not the line's move, but it wins too */
    PLAY_MSG_SOLVED,
    PLAY_MSG_SOLVED_HELPED,  /* solved after a hint named the move or the solution was shown */
    PLAY_MSG_WRONG,          /* refuted: verdict says why (and foul for PROBLEM_MOVE_FOUL) */
    PLAY_MSG_WINS_OTHERWISE, /* a win, but not by the problem's technique: it stands (state
                              * REFUTED) until taken back, and is no wrong move */
    PLAY_MSG_WAIT,           /* a click while the defence answers (while the solution
                              * plays, its message stays) */
    PLAY_MSG_OCCUPIED,
    PLAY_MSG_UNDECIDED, /* the prover ran out of nodes: the move is not the line's */
    PLAY_MSG_HINT_FILE, /* the title names the technique already: the file is news */
    PLAY_MSG_HINT_MOVE,
    PLAY_MSG_SHOWING,
    PLAY_MSG_SHOWN,
    PLAY_MSG_CHECKING,        /* the move judged is being checked */
    PLAY_MSG_SOLVED_MISSED,   /* solved after a wrong move in this attempt (the kept files
                               * hold messages by number: new ones go last) */
    PLAY_MSG_MAY_WIN,         /* a first move the problem lists as may-win (problem.h): it
                               * stands (state REFUTED) until taken back, no wrong move */
    PLAY_MSG_TAKEN_BACK,      /* U took back the learner's move (taken[0]) and the answer to it
                               * (taken[1], when ntaken is 2): the learner's move again */
    PLAY_MSG_NOTHING_BACK,    /* U with no move of the learner's on the board */
    PLAY_MSG_SOLVED_TOOK_BACK /* solved after a right move was taken back in this attempt */
} PlayMessage;
#define PLAY_MSG_LAST PLAY_MSG_SOLVED_TOOK_BACK

/* Where a move off the line is judged (the window: its worker thread). judge: judge move m
 * of the side to move in b for goal g (problem_judge_move, at most node_budget nodes)
 * without blocking; its verdict comes back through problem_play_verdict with request_id.
 * cancel: drop the judgement under way (a verdict of it that still comes is ignored). */
typedef struct ProblemJudgeHooks {
    void (*judge)(void *user, const Board *b, ProblemGoal g, Pos m, int64_t node_budget,
                  uint64_t request_id);
    void (*cancel)(void *user);
    void *user;
} ProblemJudgeHooks;

typedef struct ProblemPlay {
    Problem problem;
    Board start;                /* the problem's position */
    Board board;                /* the position now */
    Pos line[PROBLEM_MAX_LINE]; /* the line being followed (attack: from the start) */
    int nline;
    int at; /* moves of the line on the board */
    PlayState state;
    PlayMessage msg;
    int64_t due; /* ANSWERING, SHOWING: when the next move comes */
    /* The wrong move and its refutation (REFUTED). */
    Pos wrong;
    ProblemMoveVerdict verdict;
    RuleVerdict foul; /* verdict.kind == PROBLEM_MOVE_FOUL: why */
    int hint;         /* 0: none, 1: the file of the next move, 2: the next move */
    Pos hint_pos;     /* the move named by hint 2 (marked on the board) */
    Pos hint_file;    /* the move whose file (column) hint 1 names */
    /* For the progress. */
    int wrong_moves;
    int hints;      /* hint stages asked for (a solution shown is not one: shows) */
    int shows;      /* the solution shown in this attempt before it was solved: 0 or 1 (a
                     * second Solution while it plays, or after, shows nothing new) */
    bool moved;     /* the learner has played a move (an attempt) */
    bool shown;     /* the solution was shown before it was solved */
    bool helped;    /* a hint named a move or the solution was shown: not an unaided solution */
    bool missed;    /* a move of this attempt was refuted: its solution is not clean */
    bool retracted; /* a right move of this attempt was taken back (U, or Restart with moves
                     * on the board): its solution is not clean, and no win for the rating */
    Pos taken[2];   /* PLAY_MSG_TAKEN_BACK: the learner's move taken back, the answer to it */
    int ntaken;
    /* What of that a rating counted before the attempt came back off the shelf
     * (problem_shelf_take: paged back to, or kept across a restart): not counted again. */
    int rated_wrong;
    bool rated_helped;
    bool ticking;
    int64_t last_tick;
    int64_t elapsed_ms;    /* time spent on it, up to the solution */
    ProblemProver *prover; /* for moves off the line judged in place; created on the first */
    ProblemJudgeHooks hooks;
    Pos judged;        /* the move off the line judged (CHECKING: being judged) */
    uint64_t judge_id; /* the last judgement's request id (kept across problems) */
} ProblemPlay;

/* Starts problem p (copied), cancelling a judgement under way. The prover and the hooks
 * are kept across problems (pp zeroed before the first start: none). */
void problem_play_start(ProblemPlay *pp, const Problem *p);
/* Cancels a judgement under way and frees the prover. */
void problem_play_free(ProblemPlay *pp);

/* Moves off the line are judged through hooks from now on (NULL: in place). */
void problem_play_set_hooks(ProblemPlay *pp, const ProblemJudgeHooks *hooks);

/* The verdict v of judgement request_id: applied as problem_play_move would have (the
 * move stands, or is refuted, or was undecided) and true when it is the one the move being
 * CHECKING waits for; false (nothing changes) for any other, a cancelled one included. */
bool problem_play_verdict(ProblemPlay *pp, uint64_t request_id, const ProblemMoveVerdict *v);

/* The decisive step of a line that ends in a four-three or a three-three, for the card
 * to say in words (audit 27a, item 1: the final open four read as the technique): in
 * step[0] the move that made a four and a three (or two threes) at once, step[1] the
 * defence's block, step[2] the move that made the open four. Checked on the board, so a
 * line that does not end that way says nothing: *four is whether step[0] made a four
 * (false: two threes, said only of a three-three). False for other techniques, for
 * lines shorter than five moves. */
bool problem_play_decisive_step(const ProblemPlay *pp, Pos step[3], bool *four);

/* The colour the learner plays. */
Stone problem_play_learner(const ProblemPlay *pp);

/* The learner played p. True when the move stands (right, or wins too, or solves);
 * false when it was refused (occupied, wait, a move being checked) or refuted (state
 * REFUTED, the wrong move on the board with the refutation in verdict) or is being judged
 * through the hooks (state CHECKING). A click while REFUTED only takes the wrong move back
 * (returns false). */
bool problem_play_move(ProblemPlay *pp, Pos p);

/* Takes back a refuted move (REFUTED -> TO_MOVE); false when there is none. */
bool problem_play_take_back(ProblemPlay *pp);

/* U: takes back the learner's last move and the defence's answer to it. A refuted move
 * (or one that wins otherwise) goes as problem_play_take_back takes it; a move being judged
 * (CHECKING) is dropped, its verdict ignored when it comes (request ids); the defence's answer
 * not yet played (ANSWERING) never comes; after the solution (SOLVED, SHOWN; SHOWING stops)
 * the last move goes. The position is then the one before the learner's move, the learner to
 * move (TO_MOVE, PLAY_MSG_TAKEN_BACK), the hint of the position left gone; a right move taken
 * back marks the attempt `retracted`. False, with PLAY_MSG_NOTHING_BACK, when no move of the
 * learner's is on the board. */
bool problem_play_undo(ProblemPlay *pp);

/* The next hint stage (the file of the next move, then the move); false when none is left. */
bool problem_play_hint(ProblemPlay *pp);

/* Starts "show solution" from the problem's position (counted once an attempt in shows,
 * apart from the hints, unless it was solved already). */
void problem_play_show(ProblemPlay *pp);

/* Starts the problem over (the time and the wrong moves go on counting), cancelling a
 * judgement under way. */
void problem_play_restart(ProblemPlay *pp);
/* Solved in this attempt with no wrong move, no help and no move taken back (the tick of
 * the list). */
bool problem_play_clean(const ProblemPlay *pp);

/* The time is now (ms, monotonic): the defence's answer and the solution's moves come
 * when due. Returns true when the board changed. */
bool problem_play_tick(ProblemPlay *pp, int64_t now);

/* The learner is away (another tab, the game, the window closed): the time until the
 * next tick is not counted, and a judgement under way is cancelled (the move is not
 * played; the learner plays it again on return). */
void problem_play_pause(ProblemPlay *pp);

/* The problems visited in a session, each as the learner left it (study mode: a problem
 * left for another, by PgUp, PgDn or the list, and opened again goes on where it stood,
 * its moves, a refuted move, the hints and the solution shown as they were). Small: a
 * problem's moves since its start, not its boards. */
typedef struct ProblemKept {
    char id[PROBLEM_ID_MAX];
    Pos moves[PROBLEM_MAX_LINE + 2]; /* the plies on the board since the problem's start */
    int nmoves;
    Pos line[PROBLEM_MAX_LINE];
    int nline, at;
    PlayState state;
    PlayMessage msg;
    Pos wrong;
    ProblemMoveVerdict verdict;
    RuleVerdict foul;
    int hint;
    Pos hint_pos, hint_file;
    int wrong_moves, hints, shows;
    bool moved, shown, helped, missed, retracted;
    int64_t elapsed_ms;
} ProblemKept;
typedef struct ProblemShelf {
    ProblemKept *items;
    int n, cap;
} ProblemShelf;

/* Keeps pp's problem as it stands on the shelf, over an earlier copy of it: a judgement
 * under way is dropped first (its move is not played, as problem_play_pause drops it),
 * a defence's answer or a solution's move that is due is kept to come on return. False
 * (nothing kept) when out of memory. */
bool problem_shelf_put(ProblemShelf *sh, ProblemPlay *pp);
/* Opens problem p in pp: as the shelf keeps it, true, or started afresh
 * (problem_play_start), false. pp's prover, hooks and judgement ids stay pp's. */
bool problem_shelf_take(const ProblemShelf *sh, ProblemPlay *pp, const Problem *p);
void problem_shelf_free(ProblemShelf *sh);
/* pp's problem as it stands, as the shelf keeps it (a move being judged is not in it). */
void problem_kept_of(const ProblemPlay *pp, ProblemKept *k);
/* Puts k on the shelf, over an earlier copy of its problem; false when out of memory. */
bool problem_shelf_keep(ProblemShelf *sh, const ProblemKept *k);
/* For a file (study_keep.h): a refuted move taken back, a passing message dropped, so that
 * what is kept is a position and its line (no verdict, no refutation). */
void problem_kept_settle(ProblemKept *k);
/* Is k, read from a file, a settled state of problem p: its moves the line's so far on
 * empty points (a defence: its one answer, once solved), every point on the board, the
 * counts in range? problem_shelf_take replays only such a k safely. */
bool problem_kept_valid(const ProblemKept *k, const Problem *p);

/* What the attempt says of the learner, for the rating (rating.h): a loss as soon as a
 * move was refuted, a hint named the move or the solution was shown; a win when solved
 * without any of these and with no right move taken back (the hint that names only the file
 * is no loss; a right move taken back is none either, but the solve then wins nothing); else
 * none yet. An
 * attempt taken off the shelf says only what happened since: its wrong moves and help then
 * were rated when they happened (rated_wrong, rated_helped), and looking at them again is
 * no new loss. */
typedef enum PlayResult { PLAY_RESULT_NONE = 0, PLAY_RESULT_WIN, PLAY_RESULT_LOSS } PlayResult;
PlayResult problem_play_result(const ProblemPlay *pp);

/* Is the position the learner's to play (TO_MOVE)? */
bool problem_play_waiting(const ProblemPlay *pp);

/* A win by foul played out (solved or shown): the point the defence must take to stop the
 * five and may not, a foul for it; POS_NONE otherwise. */
Pos problem_play_foul_point(const ProblemPlay *pp);

/* A wrong move refuted by the opponent's own win (PROBLEM_MOVE_LOSES) that ends on a four
 * whose only five point the learner may not take (audit 31a, B4: 4.2's k9, then White's d7,
 * e8, and e9 is Black's double-three): that point, and in *why the foul; POS_NONE
 * otherwise. */
Pos problem_play_refutation_foul(const ProblemPlay *pp, RuleVerdict *why);

/* The five that ended an attack (solved, or the solution played through): its stones into
 * out (RULES_LINE_MAX points), as a finished game rings them; returns how many (0: none,
 * as for a win by foul, whose line ends on a four). */
int problem_play_five(const ProblemPlay *pp, Pos *out);

/* A defend problem solved, or its solution shown: the answers that hold too besides the one
 * played, into out (PROBLEM_MAX_LINE points); returns how many (0 for any other problem or
 * state). */
int problem_play_other_answers(const ProblemPlay *pp, Pos *out);

/* The move number (1-based) of a stone played since the problem's start, or 0. */
int problem_play_number(const ProblemPlay *pp, Pos p);

/* The number the refutation's move i (verdict.line[i], REFUTED) is shown with: on from
 * the moves on the board, the wrong move's included, so no two stones share a number. */
int problem_play_refutation_number(const ProblemPlay *pp, int i);

#endif

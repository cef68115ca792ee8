/* Renju - MIT licence, see LICENSE.
 *
 * Solving a problem move by move (see problem_play.h): the main line as the file gives
 * it, the prover for every move off it (through the hooks, or in place), the defence's
 * answer and the solution's moves on the clock the window ticks.
 */
#include "problem_play.h"

#include <stdlib.h>
#include <string.h>

static bool defending(const ProblemPlay *pp) { return pp->problem.goal == GOAL_DEFEND; }

/* Drops the judgement under way, if any: the move is not played. */
static void cancel_check(ProblemPlay *pp)
{
    if (pp->state != PLAY_CHECKING) {
        return;
    }
    if (pp->hooks.cancel) {
        pp->hooks.cancel(pp->hooks.user);
    }
    pp->state = PLAY_TO_MOVE;
    pp->msg = PLAY_MSG_NONE;
}

void problem_play_start(ProblemPlay *pp, const Problem *p)
{
    cancel_check(pp);
    ProblemProver *prover = pp->prover;
    ProblemJudgeHooks hooks = pp->hooks;
    uint64_t judge_id = pp->judge_id;
    memset(pp, 0, sizeof *pp);
    pp->prover = prover;
    pp->hooks = hooks;
    pp->judge_id = judge_id;
    pp->judged = POS_NONE;
    pp->problem = *p;
    problem_board(p, &pp->start);
    pp->board = pp->start;
    pp->nline = p->nsolution;
    memcpy(pp->line, p->solution, (size_t)p->nsolution * sizeof p->solution[0]);
    pp->state = PLAY_TO_MOVE;
    pp->msg = PLAY_MSG_START;
    pp->wrong = POS_NONE;
    pp->hint_pos = POS_NONE;
    pp->hint_file = POS_NONE;
}

void problem_play_free(ProblemPlay *pp)
{
    cancel_check(pp);
    problem_prover_destroy(pp->prover);
    pp->prover = NULL;
}

void problem_play_set_hooks(ProblemPlay *pp, const ProblemJudgeHooks *hooks)
{
    cancel_check(pp);
    if (hooks) {
        pp->hooks = *hooks;
    } else {
        memset(&pp->hooks, 0, sizeof pp->hooks);
    }
}

bool problem_play_decisive_step(const ProblemPlay *pp, Pos step[3], bool *four)
{
    static const char *const ENDS[] = {"four-three", "three-three", "three-then-four-three",
                                       "pseudo-three", "other-flank"};
    bool ends = false;
    for (size_t i = 0; i < sizeof ENDS / sizeof ENDS[0]; i++) {
        ends = ends || strcmp(pp->problem.technique, ENDS[i]) == 0;
    }
    int k = pp->nline - 5;
    if (!ends || k < 0 || pp->problem.goal == GOAL_DEFEND) {
        return false;
    }
    const RuleSet *rs = rules_get(RULE_RENJU);
    Board b = pp->start;
    for (int i = 0; i < k; i++) {
        board_play(&b, pp->line[i]);
    }
    Stone attacker = b.to_move;
    board_play(&b, pp->line[k]);
    *four = rules_makes_five(rs, &b, pp->line[k + 1], attacker); /* the block its five point */
    board_play(&b, pp->line[k + 1]);
    board_play(&b, pp->line[k + 2]);
    if (!rules_makes_five(rs, &b, pp->line[k + 3], attacker) ||
        !rules_makes_five(rs, &b, pp->line[k + 4], attacker)) {
        return false; /* no open four two moves later: not the shape the words tell */
    }
    if (!*four && strcmp(pp->problem.technique, "three-three") != 0) {
        return false; /* a three first (3.1's h9): the four-three comes later, in no tail */
    }
    for (int i = 0; i < 3; i++) {
        step[i] = pp->line[k + i];
    }
    return true;
}

Stone problem_play_learner(const ProblemPlay *pp) { return pp->start.to_move; }

bool problem_play_waiting(const ProblemPlay *pp) { return pp->state == PLAY_TO_MOVE; }

int problem_play_number(const ProblemPlay *pp, Pos p)
{
    for (int i = pp->board.ply - 1; i >= pp->start.ply; i--) {
        if (pp->board.history[i].pos == p) {
            return i - pp->start.ply + 1;
        }
    }
    return 0;
}

int problem_play_refutation_number(const ProblemPlay *pp, int i)
{
    return pp->board.ply - pp->start.ply + i + 1;
}

Pos problem_play_foul_point(const ProblemPlay *pp)
{
    const Board *b = &pp->board;
    Stone attacker = problem_play_learner(pp);
    if (pp->problem.goal != GOAL_FOUL || (pp->state != PLAY_SOLVED && pp->state != PLAY_SHOWN) ||
        b->to_move == attacker) {
        return POS_NONE;
    }
    const RuleSet *rs = rules_get(RULE_RENJU);
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) == STONE_EMPTY && rules_makes_five(rs, b, p, attacker) &&
                rules_is_forbidden(rs, b, p, b->to_move)) {
                return p;
            }
        }
    }
    return POS_NONE;
}

Pos problem_play_refutation_foul(const ProblemPlay *pp, RuleVerdict *why)
{
    const ProblemMoveVerdict *v = &pp->verdict;
    Stone learner = problem_play_learner(pp);
    *why = VERDICT_OK;
    if (pp->state != PLAY_REFUTED || v->kind != PROBLEM_MOVE_LOSES || v->nline == 0) {
        return POS_NONE;
    }
    Board b = pp->board;
    for (int i = 0; i < v->nline; i++) {
        if (board_at(&b, v->line[i]) != STONE_EMPTY || !board_play(&b, v->line[i])) {
            return POS_NONE;
        }
    }
    if (b.to_move != learner) {
        return POS_NONE;
    }
    const RuleSet *rs = rules_get(RULE_RENJU);
    Pos five = POS_NONE;
    for (int y = 0; y < b.size; y++) {
        for (int x = 0; x < b.size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(&b, p) == STONE_EMPTY && rules_makes_five(rs, &b, p, b.to_move)) {
                return POS_NONE; /* the learner would win first */
            }
            if (board_at(&b, p) == STONE_EMPTY &&
                rules_makes_five(rs, &b, p, stone_opponent(learner))) {
                if (five != POS_NONE) {
                    return POS_NONE; /* two five points: no foul decides it */
                }
                five = p;
            }
        }
    }
    if (five == POS_NONE) {
        return POS_NONE;
    }
    RuleVerdict v2 = rules_check_move(rs, &b, five, learner);
    if (!verdict_is_foul(v2)) {
        return POS_NONE;
    }
    *why = v2;
    return five;
}

int problem_play_five(const ProblemPlay *pp, Pos *out)
{
    const BoardPly *last = board_last(&pp->board);
    if ((pp->state != PLAY_SOLVED && pp->state != PLAY_SHOWN) || !last || last->pos < 0 ||
        pp->board.ply <= pp->start.ply) {
        return 0;
    }
    return rules_five_at(rules_get(RULE_RENJU), &pp->board, last->pos,
                         board_at(&pp->board, last->pos), out);
}

/* Is p one of the n points of list? */
static bool is_listed(const Pos *list, int n, Pos p)
{
    for (int i = 0; i < n; i++) {
        if (list[i] == p) {
            return true;
        }
    }
    return false;
}

/* Is p one of a defend problem's answers? */
static bool is_answer(const ProblemPlay *pp, Pos p)
{
    for (int i = 0; i < pp->problem.nsolution; i++) {
        if (pp->problem.solution[i] == p) {
            return true;
        }
    }
    return false;
}

int problem_play_other_answers(const ProblemPlay *pp, Pos *out)
{
    const BoardPly *last = board_last(&pp->board);
    if (!defending(pp) || (pp->state != PLAY_SOLVED && pp->state != PLAY_SHOWN) || !last) {
        return 0; /* (shown: audit 31a, C3, the solution named one move of two) */
    }
    int n = 0;
    for (int i = 0; i < pp->problem.nsolution; i++) {
        if (pp->problem.solution[i] != last->pos) {
            out[n++] = pp->problem.solution[i];
        }
    }
    return n;
}

/* Solved by the learner's move: unaided, or with help when a hint named a move or the
 * solution was shown in this attempt. */
static void solved(ProblemPlay *pp)
{
    pp->state = PLAY_SOLVED;
    pp->msg = pp->helped      ? PLAY_MSG_SOLVED_HELPED
              : pp->missed    ? PLAY_MSG_SOLVED_MISSED
              : pp->retracted ? PLAY_MSG_SOLVED_TOOK_BACK
                              : PLAY_MSG_SOLVED;
}

bool problem_play_clean(const ProblemPlay *pp)
{
    return pp->state == PLAY_SOLVED && !pp->helped && !pp->missed && !pp->retracted;
}

/* The hint of the position left (a move played, taken back, or the start again). */
static void hint_off(ProblemPlay *pp)
{
    pp->hint = 0;
    pp->hint_pos = POS_NONE;
    pp->hint_file = POS_NONE;
}

/* After a learner's move of the line: the answer is due, or the line is over. */
static void after_right_move(ProblemPlay *pp, PlayMessage msg)
{
    hint_off(pp);
    if (pp->at >= pp->nline) {
        solved(pp);
        return;
    }
    pp->state = PLAY_ANSWERING;
    pp->due = pp->last_tick + PLAY_ANSWER_MS;
    pp->msg = msg;
}

/* Judges p without hooks, on the caller's thread. */
static void judge_in_place(ProblemPlay *pp, Pos p, ProblemMoveVerdict *out)
{
    if (!pp->prover) {
        pp->prover = problem_prover_create(PLAY_JUDGE_NODES);
    }
    if (!pp->prover) {
        memset(out, 0, sizeof *out);
        out->kind = PROBLEM_MOVE_UNDECIDED;
        return;
    }
    problem_judge_move(pp->prover, &pp->board, pp->problem.goal, p, out);
}

/* The verdict v on p, a move off the line of the learner to move: p stands (another win),
 * is refuted (it stands with its refutation, a foul beside the board), or was undecided.
 * Returns problem_play_move's answer. */
static bool apply_verdict(ProblemPlay *pp, Pos p, const ProblemMoveVerdict *v)
{
    pp->verdict = *v;
    if (pp->verdict.kind == PROBLEM_MOVE_UNDECIDED && pp->judged == p && pp->at == 0 &&
        is_listed(pp->problem.maybe, pp->problem.nmaybe, p)) {
        /* May win (the problem's may-win): it stands until taken back, and is no wrong
         * move, as a win by another way. */
        board_play(&pp->board, p);
        pp->wrong = p;
        pp->state = PLAY_REFUTED;
        pp->msg = PLAY_MSG_MAY_WIN;
        return false;
    }
    if (pp->verdict.kind == PROBLEM_MOVE_UNDECIDED) {
        pp->msg = PLAY_MSG_UNDECIDED;
        return false;
    }
    if (pp->verdict.kind == PROBLEM_MOVE_WINS && !defending(pp)) {
        /* Another win: the prover's line replaces the rest of the file's. */
        board_play(&pp->board, p);
        pp->line[pp->at++] = p;
        int n = pp->verdict.nline;
        if (pp->at + n > PROBLEM_MAX_LINE) {
            n = PROBLEM_MAX_LINE - pp->at;
        }
        memcpy(pp->line + pp->at, pp->verdict.line, (size_t)n * sizeof pp->line[0]);
        pp->nline = pp->at + n;
        after_right_move(pp, PLAY_MSG_ALSO_WINS);
        return true;
    }
    if (pp->verdict.kind == PROBLEM_MOVE_WINS_OTHERWISE) {
        /* A win, but not the one the problem teaches: it stands until taken back, as a
         * refuted move does, and is no wrong move (the rating loses nothing by it). */
        board_play(&pp->board, p);
        pp->wrong = p;
        pp->state = PLAY_REFUTED;
        pp->msg = PLAY_MSG_WINS_OTHERWISE;
        return false;
    }
    /* Wrong: the move stands on the board with its refutation. */
    pp->foul = pp->verdict.kind == PROBLEM_MOVE_FOUL
                   ? rules_check_move(rules_get(RULE_RENJU), &pp->board, p, pp->board.to_move)
                   : VERDICT_OK;
    if (pp->verdict.kind != PROBLEM_MOVE_FOUL) {
        board_play(&pp->board, p);
    }
    pp->wrong = p;
    pp->wrong_moves++;
    pp->missed = true;
    pp->state = PLAY_REFUTED;
    pp->msg = PLAY_MSG_WRONG;
    return false;
}

/* The learner's last stone since the problem's start, or POS_NONE. */
static Pos learner_last(const ProblemPlay *pp)
{
    Stone learner = problem_play_learner(pp);
    for (int i = pp->board.ply - 1; i >= pp->start.ply; i--) {
        Pos q = pp->board.history[i].pos;
        if (q >= 0 && board_at(&pp->board, q) == learner) {
            return q;
        }
    }
    return POS_NONE;
}

bool problem_play_move(ProblemPlay *pp, Pos p)
{
    if ((pp->state == PLAY_TO_MOVE || pp->state == PLAY_ANSWERING) && p != POS_NONE &&
        p == learner_last(pp)) {
        /* A double click on the move just played: its words stay (audit 31a, C7: "Correct:
         * g9 ..." became "g9 is occupied"). */
        return false;
    }
    if (pp->state == PLAY_REFUTED) {
        problem_play_take_back(pp);
        return false;
    }
    if (pp->state == PLAY_ANSWERING || pp->state == PLAY_SHOWING) {
        /* A click while the solution plays leaves its words (audit 25, C18: "Wait for the
         * answer" stood over a replay, where no answer is awaited). */
        pp->msg = pp->state == PLAY_SHOWING ? PLAY_MSG_SHOWING : PLAY_MSG_WAIT;
        return false;
    }
    if (pp->state != PLAY_TO_MOVE) {
        return false; /* solved, or CHECKING: one move at a time, its verdict first */
    }
    if (!board_on(&pp->board, p) || board_at(&pp->board, p) != STONE_EMPTY) {
        pp->msg = PLAY_MSG_OCCUPIED;
        return false;
    }
    pp->moved = true;
    bool on_line = defending(pp) ? is_answer(pp, p) : pp->at < pp->nline && pp->line[pp->at] == p;
    if (on_line) {
        board_play(&pp->board, p);
        if (defending(pp)) {
            solved(pp);
        } else {
            pp->at++;
            after_right_move(pp, PLAY_MSG_RIGHT);
        }
        return true;
    }
    pp->judged = p;
    const Problem *pb = &pp->problem;
    bool also = is_listed(pb->also, pb->nalso, p);
    if (pp->at == 0 && !defending(pp) && (also || is_listed(pb->maybe, pb->nmaybe, p))) {
        /* A first move the problem lists: proven to win by a longer way at a budget the
         * learner could not wait for (also-wins), or won by a deeper search than ours
         * (may-win). Said at once; neither is a wrong move. */
        ProblemMoveVerdict v;
        memset(&v, 0, sizeof v);
        v.kind = also ? PROBLEM_MOVE_WINS_OTHERWISE : PROBLEM_MOVE_UNDECIDED;
        return apply_verdict(pp, p, &v);
    }
    if (pp->hooks.judge) {
        pp->state = PLAY_CHECKING;
        pp->msg = PLAY_MSG_CHECKING;
        pp->hooks.judge(pp->hooks.user, &pp->board, pp->problem.goal, p, PLAY_JUDGE_NODES,
                        ++pp->judge_id);
        return false;
    }
    ProblemMoveVerdict v;
    judge_in_place(pp, p, &v);
    return apply_verdict(pp, p, &v);
}

bool problem_play_verdict(ProblemPlay *pp, uint64_t request_id, const ProblemMoveVerdict *v)
{
    if (pp->state != PLAY_CHECKING || request_id != pp->judge_id) {
        return false;
    }
    pp->state = PLAY_TO_MOVE;
    apply_verdict(pp, pp->judged, v);
    return true;
}

bool problem_play_take_back(ProblemPlay *pp)
{
    if (pp->state != PLAY_REFUTED) {
        return false;
    }
    if (pp->verdict.kind != PROBLEM_MOVE_FOUL) {
        board_undo(&pp->board);
    }
    pp->state = PLAY_TO_MOVE;
    pp->wrong = POS_NONE;
    pp->msg = PLAY_MSG_NONE;
    memset(&pp->verdict, 0, sizeof pp->verdict);
    return true;
}

bool problem_play_undo(ProblemPlay *pp)
{
    pp->ntaken = 0;
    if (pp->state == PLAY_REFUTED || pp->state == PLAY_CHECKING) {
        /* The move stands refuted (or wins otherwise), or is being judged: it goes alone,
         * and its verdict, should it still come, is dropped (its request id). */
        pp->taken[pp->ntaken++] = pp->state == PLAY_REFUTED ? pp->wrong : pp->judged;
        if (pp->state == PLAY_REFUTED) {
            problem_play_take_back(pp);
        } else {
            cancel_check(pp);
        }
        pp->msg = PLAY_MSG_TAKEN_BACK;
        return true;
    }
    Stone learner = problem_play_learner(pp);
    if (pp->board.ply <= pp->start.ply) {
        if (pp->state == PLAY_SHOWING) {
            pp->state = PLAY_TO_MOVE; /* the solution stops before its first move */
        }
        pp->msg = PLAY_MSG_NOTHING_BACK;
        return false;
    }
    /* The answer to the learner's last move, if it came, then that move. */
    Pos undone[2] = {POS_NONE, POS_NONE};
    int n = 0;
    do {
        undone[n < 2 ? n : 1] = board_last(&pp->board)->pos;
        n++;
        board_undo(&pp->board);
    } while (pp->board.ply > pp->start.ply && pp->board.to_move != learner);
    pp->taken[pp->ntaken++] = n > 1 ? undone[1] : undone[0];
    if (n > 1) {
        pp->taken[pp->ntaken++] = undone[0];
    }
    int plies = pp->board.ply - pp->start.ply;
    pp->at = pp->at < plies ? pp->at : plies;
    if (memcmp(pp->line, pp->problem.solution, (size_t)pp->at * sizeof pp->line[0]) == 0) {
        /* Back on the file's line (another win the learner found, taken back, replaced
         * its rest): the file's rest again. */
        pp->nline = pp->problem.nsolution;
        memcpy(pp->line, pp->problem.solution, (size_t)pp->nline * sizeof pp->line[0]);
    }
    pp->retracted = true;
    pp->state = PLAY_TO_MOVE;
    pp->msg = PLAY_MSG_TAKEN_BACK;
    hint_off(pp);
    return true;
}

PlayResult problem_play_result(const ProblemPlay *pp)
{
    if (pp->wrong_moves > pp->rated_wrong || (pp->helped && !pp->rated_helped)) {
        return PLAY_RESULT_LOSS;
    }
    if (pp->wrong_moves > 0 || pp->helped || pp->retracted) {
        return PLAY_RESULT_NONE; /* a loss rated before it came off the shelf, or no clean
                                  * solve to win by */
    }
    return pp->state == PLAY_SOLVED ? PLAY_RESULT_WIN : PLAY_RESULT_NONE;
}

bool problem_play_hint(ProblemPlay *pp)
{
    problem_play_take_back(pp);
    if (pp->state != PLAY_TO_MOVE || pp->hint >= 2) {
        return false;
    }
    pp->hint++;
    pp->hints++;
    Pos next = defending(pp) ? pp->problem.solution[0] : pp->line[pp->at];
    if (pp->hint == 1) {
        pp->hint_file = next;
        pp->msg = PLAY_MSG_HINT_FILE;
    } else {
        pp->hint_pos = next;
        pp->msg = PLAY_MSG_HINT_MOVE;
        pp->helped = true;
    }
    return true;
}

void problem_play_restart(ProblemPlay *pp)
{
    cancel_check(pp);
    pp->board = pp->start;
    pp->nline = pp->problem.nsolution;
    memcpy(pp->line, pp->problem.solution, (size_t)pp->nline * sizeof pp->line[0]);
    pp->at = 0;
    pp->state = PLAY_TO_MOVE;
    pp->msg = PLAY_MSG_START;
    pp->wrong = POS_NONE;
    hint_off(pp);
    memset(&pp->verdict, 0, sizeof pp->verdict);
}

void problem_play_show(ProblemPlay *pp)
{
    bool was_solved = pp->state == PLAY_SOLVED;
    problem_play_restart(pp);
    pp->shown = pp->shown || !was_solved;
    if (!was_solved) {
        pp->helped = true;
        pp->shows = 1; /* once an attempt: a second press shows the same (audit 33b, C3) */
    }
    pp->state = PLAY_SHOWING;
    pp->msg = PLAY_MSG_SHOWING;
    pp->due = pp->last_tick + PLAY_SHOW_MS;
}

void problem_play_pause(ProblemPlay *pp)
{
    cancel_check(pp);
    pp->ticking = false;
}

bool problem_play_tick(ProblemPlay *pp, int64_t now)
{
    if (pp->ticking && now > pp->last_tick && pp->state != PLAY_SOLVED && pp->state != PLAY_SHOWN &&
        !pp->shown) {
        pp->elapsed_ms += now - pp->last_tick;
    }
    pp->ticking = true;
    pp->last_tick = now;
    if ((pp->state != PLAY_ANSWERING && pp->state != PLAY_SHOWING) || now < pp->due) {
        return false;
    }
    if (pp->state == PLAY_ANSWERING) {
        board_play(&pp->board, pp->line[pp->at++]);
        pp->state = PLAY_TO_MOVE;
        return true;
    }
    /* Showing: a defend problem shows its (first) answer; an attack its line. */
    int n = defending(pp) ? 1 : pp->nline;
    if (pp->at < n) {
        board_play(&pp->board, pp->line[pp->at++]);
        pp->due = now + PLAY_SHOW_MS;
    }
    if (pp->at >= n) {
        pp->state = PLAY_SHOWN;
        pp->msg = PLAY_MSG_SHOWN;
    }
    return true;
}

/* The fields of a problem's play the shelf keeps besides its moves (ProblemKept). */
/* clang-format off */
#define KEPT_FIELDS(X)                                                                   \
    X(nline) X(at) X(state) X(msg) X(wrong) X(verdict) X(foul) X(hint) X(hint_pos)       \
    X(hint_file) X(wrong_moves) X(hints) X(shows) X(moved) X(shown) X(helped)            \
    X(missed) X(retracted) X(elapsed_ms)
/* clang-format on */
#define TO_KEPT(f) k->f = pp->f;
#define FROM_KEPT(f) pp->f = k->f;

void problem_kept_of(const ProblemPlay *pp, ProblemKept *k)
{
    memset(k, 0, sizeof *k);
    int plies = pp->board.ply - pp->start.ply;
    int most = (int)(sizeof k->moves / sizeof k->moves[0]);
    plies = plies < 0 ? 0 : plies > most ? most : plies; /* cannot be: the line and a wrong move */
    memcpy(k->id, pp->problem.id, sizeof k->id);
    for (int m = 0; m < plies; m++) {
        k->moves[m] = pp->board.history[pp->start.ply + m].pos;
    }
    k->nmoves = plies;
    memcpy(k->line, pp->line, sizeof k->line);
    KEPT_FIELDS(TO_KEPT)
    if (k->state == PLAY_CHECKING) {
        /* The move being judged is not on the board: the learner plays it again. */
        k->state = PLAY_TO_MOVE;
        k->msg = PLAY_MSG_NONE;
    }
}

bool problem_shelf_keep(ProblemShelf *sh, const ProblemKept *k)
{
    int i = 0;
    while (i < sh->n && strcmp(sh->items[i].id, k->id) != 0) {
        i++;
    }
    if (i == sh->n && sh->n == sh->cap) {
        int cap = sh->cap ? sh->cap * 2 : 16;
        ProblemKept *grown = realloc(sh->items, (size_t)cap * sizeof *grown);
        if (!grown) {
            return false;
        }
        sh->items = grown;
        sh->cap = cap;
    }
    sh->items[i] = *k;
    sh->n += i == sh->n;
    return true;
}

bool problem_shelf_put(ProblemShelf *sh, ProblemPlay *pp)
{
    cancel_check(pp);
    ProblemKept k;
    problem_kept_of(pp, &k);
    return problem_shelf_keep(sh, &k);
}

bool problem_shelf_take(const ProblemShelf *sh, ProblemPlay *pp, const Problem *p)
{
    problem_play_start(pp, p);
    const ProblemKept *k = NULL;
    for (int i = 0; i < sh->n && !k; i++) {
        k = strcmp(sh->items[i].id, p->id) == 0 ? &sh->items[i] : NULL;
    }
    if (!k) {
        return false;
    }
    for (int m = 0; m < k->nmoves; m++) {
        board_play(&pp->board, k->moves[m]);
    }
    memcpy(pp->line, k->line, sizeof pp->line);
    KEPT_FIELDS(FROM_KEPT)
    pp->rated_wrong = k->wrong_moves;
    pp->rated_helped = k->helped;
    return true;
}

void problem_kept_settle(ProblemKept *k)
{
    if (k->state == PLAY_REFUTED) {
        /* Taken back, as the next click would (a foul was never on the board). */
        k->nmoves -= k->verdict.kind != PROBLEM_MOVE_FOUL && k->nmoves > 0;
        k->state = PLAY_TO_MOVE;
        k->msg = PLAY_MSG_NONE;
    }
    if (k->state == PLAY_CHECKING) {
        k->state = PLAY_TO_MOVE;
        k->msg = PLAY_MSG_NONE;
    }
    switch (k->msg) {
    case PLAY_MSG_WRONG:
    case PLAY_MSG_WINS_OTHERWISE:
    case PLAY_MSG_MAY_WIN:
    case PLAY_MSG_WAIT:
    case PLAY_MSG_OCCUPIED:
    case PLAY_MSG_UNDECIDED:
    case PLAY_MSG_CHECKING:
    case PLAY_MSG_TAKEN_BACK:
    case PLAY_MSG_NOTHING_BACK: k->msg = PLAY_MSG_NONE; break; /* of a moment gone by */
    default: break;
    }
    k->wrong = POS_NONE;
    memset(&k->verdict, 0, sizeof k->verdict);
    k->foul = VERDICT_OK;
}

bool problem_kept_valid(const ProblemKept *k, const Problem *p)
{
    Board b;
    problem_board(p, &b);
    bool defend = p->goal == GOAL_DEFEND;
    int most = (int)(sizeof k->moves / sizeof k->moves[0]);
    if (strcmp(k->id, p->id) != 0 || k->nmoves < 0 || k->nmoves > most || k->nline < 0 ||
        k->nline > PROBLEM_MAX_LINE || k->at < 0 || k->at > k->nline || k->hint < 0 ||
        k->hint > 2 || k->wrong_moves < 0 || k->hints < 0 || k->shows < 0 || k->shows > 1 ||
        k->elapsed_ms < 0 || (int)k->msg < 0 || k->msg > PLAY_MSG_LAST) {
        return false;
    }
    for (int i = 0; i < k->nline; i++) {
        if (!board_on(&b, k->line[i])) {
            return false;
        }
    }
    if ((k->hint >= 1 && !board_on(&b, k->hint_file)) ||
        (k->hint == 2 && !board_on(&b, k->hint_pos))) {
        return false;
    }
    /* The moves are the line's so far (a defence: its one answer, once solved). */
    bool solved = k->state == PLAY_SOLVED;
    switch (k->state) {
    case PLAY_TO_MOVE:
    case PLAY_ANSWERING:
    case PLAY_SHOWING:
    case PLAY_SHOWN: break;
    case PLAY_SOLVED:
        if (!defend && k->at != k->nline) {
            return false;
        }
        break;
    default: return false; /* settled before it is kept in a file */
    }
    if (k->state == PLAY_ANSWERING && (defend || k->at >= k->nline)) {
        return false;
    }
    if (defend && solved) {
        bool answer = false;
        for (int i = 0; i < p->nsolution; i++) {
            answer = answer || (k->nmoves == 1 && p->solution[i] == k->moves[0]);
        }
        if (!answer) {
            return false;
        }
    } else if (k->nmoves != k->at || (defend && k->at > (k->state == PLAY_TO_MOVE ? 0 : 1))) {
        return false;
    } else {
        for (int i = 0; i < k->nmoves; i++) {
            if (k->moves[i] != k->line[i]) {
                return false;
            }
        }
    }
    for (int i = 0; i < k->nmoves; i++) {
        if (!board_on(&b, k->moves[i]) || board_at(&b, k->moves[i]) != STONE_EMPTY ||
            !board_play(&b, k->moves[i])) {
            return false;
        }
    }
    return true;
}

void problem_shelf_free(ProblemShelf *sh)
{
    free(sh->items);
    memset(sh, 0, sizeof *sh);
}

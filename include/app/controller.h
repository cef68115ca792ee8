/* Renju - MIT licence, see LICENSE.
 *
 * The application state machine of the game window, without SDL: whose turn it is, which
 * colours a person and which the AI plays, moves applied through game_apply(), the side to
 * move's forbidden map recomputed after every move, undo and redo, the move list a player can
 * browse, the hint, and the AI's requests. The AI is reached through hooks the window
 * installs (ControllerAiHooks), so tests drive the controller with a fake AI.
 *
 * Seats belong to players, not colours: an opening rule's swaps move the colours between
 * the first and the second player, and whoever sits in a seat (a person or the AI) plays
 * the colour its player holds. In the opening the controller also turns clicks into
 * proposals (numbered marks, confirmed once complete) and picks, and offers the swap,
 * branch, declaration and Swap2 choices; an AI seat decides them through ai_opening.h,
 * one evaluation per worker request.
 *
 * Every AI request gets a fresh id; a result or progress report is applied only when it
 * carries the id of the request still wanted, so an answer computed for a position that
 * undo or a new game has replaced is dropped.
 */
#ifndef RENJU_CONTROLLER_H
#define RENJU_CONTROLLER_H

#include "ai.h"
#include "ai_opening.h"
#include "clock.h"
#include "game.h"
#include "library.h"
#include "symmetry.h"

/* SEAT_REMOTE: a person on another machine (netgame.h); the window brings its actions
 * through controller_remote_apply, and no click here acts for it. */
typedef enum SeatKind { SEAT_HUMAN = 0, SEAT_AI, SEAT_REMOTE } SeatKind;

/* What the controller last told the player (the window localizes it). A message belongs
 * to the state that raised it: once the shown position, the game or the marks change, it
 * is gone (CTL_MSG_NONE). Refusals come from the game's GameError kinds, one message each. */
typedef enum CtlMessage {
    CTL_MSG_NONE = 0,
    CTL_MSG_FORBIDDEN,    /* explain holds why msg_pos is a foul */
    CTL_MSG_OCCUPIED,     /* msg_pos is taken */
    CTL_MSG_CENTRE_FIRST, /* the first stone goes on the centre (msg_pos) */
    CTL_MSG_GAME_OVER,    /* no more moves: the game has ended */
    CTL_MSG_AI_TURN,      /* the AI is to move: wait */
    CTL_MSG_NOTHING_TO_UNDO,
    CTL_MSG_NOTHING_TO_REDO,
    CTL_MSG_NONE_OF_YOURS,   /* undo where only the computer (or the opponent) has acted */
    CTL_MSG_DRAW_DECLINED,   /* the AI declined a draw offer: its search says it is better */
    CTL_MSG_DRAW_UNJUDGED,   /* the AI declined a draw offer: no search of this position */
    CTL_MSG_DRAW_WITH_MOVE,  /* a person's draw offer on a clock goes with its next move */
    CTL_MSG_DRAW_REFUSED,    /* a person declined the other's draw offer (msg_n: its colour) */
    CTL_MSG_HINT,            /* the hint is on the board (hint, hint_score) */
    CTL_MSG_HINT_DECISION,   /* the hint of an opening decision (hint_decision) */
    CTL_MSG_NO_STONES,       /* gomokunarabe: the side to move has no stones left: pass */
    CTL_MSG_CENTRE_CLOSED,   /* gomoku, forbidden centre: Black's 2nd stone outside the 5x5 */
    CTL_MSG_OUTSIDE_ZONE,    /* msg_pos lies outside the opening's zone (msg_n: its side) */
    CTL_MSG_DECIDE_FIRST,    /* the opening wants a decision, not a stone (see the phase) */
    CTL_MSG_SYMMETRIC,       /* proposal msg_pos is symmetric to proposal msg_pos2 */
    CTL_MSG_PROPOSALS_FULL,  /* all msg_n fifth moves are proposed already */
    CTL_MSG_PROPOSALS_SHORT, /* msg_n fifth moves are needed before confirming */
    CTL_MSG_NOT_PROPOSED,    /* White's pick msg_pos is not one of the proposals */
    CTL_MSG_NOT_OFFERED,     /* the game does not offer that action now */
    CTL_MSG_TOO_LONG,        /* the game holds as many actions as it can */
    CTL_MSG_PROPOSED_TWICE,  /* msg_pos is among the proposals already */
    CTL_MSG_OFF_BOARD,       /* msg_pos is not a point of the board */
    CTL_MSG_PAUSED,          /* the game is paused: nothing is played until it resumes */
    CTL_MSG_NO_UNDO_CLOCK,   /* no undo or redo in a game on a clock */
    CTL_MSG_PLAY_ON_OVER,    /* play on refused: the studied game has ended */
    CTL_MSG_LIVE_ONLY,       /* on a clock a click on an earlier position brought the live
                              * one back (msg_pos: the point clicked) */
    CTL_MSG_GO_LIVE,         /* an action on the game (resign, draw, hint, the opening's
                              * decisions, on a clock a pass) while an earlier position is
                              * shown: go to the last move first */
    CTL_MSG_COMPUTER_SHOWN,  /* a person's stone or pass on an earlier position where the
                              * computer acts: no other line starts there */
    CTL_MSG_NO_PASS_OPENING, /* a pass while an opening rule still places stones */
    CTL_MSG_SETUP_START,     /* undo, or another line, before a set-up position's end: the
                              * game starts there (game.h's setup) */
    CTL_MSG_REMOTE_TURN,     /* the opponent over the network is to act: wait */
    CTL_MSG_NET_LIVE_ONLY,   /* a click on an earlier position of a network game brought the
                              * live one back: no other line is played there */
    CTL_MSG_RECORD_FULL,     /* the record (all its lines) holds as many actions as it can:
                              * the action was not played (Controller.room) */
    CTL_MSG_SOLVED,          /* Ctrl+F found a forced win of the shown position (solve_*) */
    CTL_MSG_SOLVE_NONE,      /* Ctrl+F found none within CTL_SOLVE_NODES nodes (which is no
                              * proof that there is none) */
    CTL_MSG_DELETE_AGAIN,    /* Delete on more than one action: again to delete the msg_n
                              * moves (stones, passes) and msg_n2 decisions (session_delete) */
    CTL_MSG_DELETED,         /* move msg_n and the rest of its line deleted */
    CTL_MSG_NO_DELETE,       /* no line is deleted on a clock or over the network */
    CTL_MSG_DELETE_START,    /* Delete at the start: no move shown to delete */
    CTL_MSG_UNDELETED,       /* undo brought the deleted line back (session_undelete) */
    CTL_MSG_NO_OTHER_LINE,   /* the shown move (msg_n) has no other line (session_sibling) */
    CTL_MSG_NO_LINES_TIMED,  /* no other line is opened on a clock or over the network */
    CTL_MSG_MOVE_MARKED,     /* the shown move (msg_pos) marked ★ (session_toggle_marked) */
    CTL_MSG_MOVE_UNMARKED,   /* ... its mark ★ taken off */
    CTL_MSG_MARK_NO_MOVE,    /* no stone shown to mark (the start, a pass, a swap) */
    CTL_MSG_MARKS_NO_ENGINE, /* Ctrl+click's marks: no engine runs the analysis or the hint */
    CTL_MSG_MARKS_NETWORK,   /* ... nor in a network game under way (controller_mark) */
    CTL_MSG_END_TAKEN_BACK,  /* undo took back an agreed end: a draw (msg_n 1), a resignation
                              * (msg_n 0), + 2 when its clock runs again; the game
                              * goes on, the old end a line */
    CTL_MSG_CLAIM_DROPPED    /* a move past a record's end: its claimed winner (msg_n the
                              * colour, "B+" or "W+") no longer holds (session_sync) */
} CtlMessage;

/* The sounds the game asks for; the window plays them (ui/sound.c), tests read them. */
typedef enum CtlSound {
    CTL_SOUND_NONE = 0,
    CTL_SOUND_STONE_BLACK, /* a stone placed, by colour */
    CTL_SOUND_STONE_WHITE,
    CTL_SOUND_REFUSED,  /* a person's move or action refused */
    CTL_SOUND_DECISION, /* an opening decision: swap, keep, branch, proposals, pick */
    CTL_SOUND_WIN,      /* the game ended: a person won (or, between two people, someone) */
    CTL_SOUND_LOSS,     /* the computer beat the only person */
    CTL_SOUND_DRAW,
    CTL_SOUND_CLOCK_LOW, /* each second of a person's last CLOCK_LOW_MS */
    CTL_SOUND_COUNT
} CtlSound;

#define CTL_SOUND_QUEUE 16
/* The autosave is written again as the running thinking time passes each step of this
 * (a long think is saved every second, not on every frame): a kill -9 loses less than a
 * second of the clock, what its display shows. Every save holds the time to the ms. */
#define CTL_CLOCK_SAVE_MS 1000
/* The longest outside engine's name kept for its seat. */
#define CTL_ENGINE_NAME_MAX 48
/* The longest outside engine's MESSAGE kept for the message line. */
#define CTL_ENGINE_MESSAGE_MAX 96

/* How the AI is reached. start() must not block; cancel() drops the search under way so
 * that no result of it is delivered (a stale one would be dropped anyway by its id).
 * Optional (may be NULL): stop() asks the search under way to answer its best move so far
 * at once (Move now); set_nbest(n) makes the requests started from now on report their n
 * best moves (ai_set_nbest; 1: only the best); can_stop() says whether the search under way
 * can be stopped now (NULL: whenever stop is set; an outside engine cannot be). */
typedef struct ControllerAiHooks {
    void (*start)(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                  uint64_t request_id);
    void (*cancel)(void *user);
    void *user;
    void (*stop)(void *user);
    void (*set_nbest)(void *user, int n);
    bool (*can_stop)(void *user);
} ControllerAiHooks;

typedef struct ControllerOptions {
    RuleId rule;
    OpeningId opening;
    SeatKind seat[3];  /* [STONE_BLACK]: the first player's seat, [STONE_WHITE]: the
                        * second's (indexed by the colours they start with) */
    int ai_level;      /* AI_LEVEL_MIN..AI_LEVEL_MAX */
    TimeControl clock; /* CLOCK_NONE: no clock (thinking times are still kept) */
    /* A tournament game between two people: while it runs on its clock, no hint, analysis, best
     * moves, graph, forced-win search, library or foul marks (controller_no_help); all back at its
     * end. */
    bool no_help;
} ControllerOptions;

/* What the outstanding AI request is for: the AI's move, a hint, the analysis of the
 * shown position (Analyse), one point of the evaluation graph, one evaluation of an
 * opening decision of an AI seat, or the computer's judgement of a draw offer. */
typedef enum AiPurpose {
    AI_IDLE = 0,
    AI_FOR_MOVE,
    AI_FOR_HINT,
    AI_FOR_ANALYSIS,
    AI_FOR_GRAPH,
    AI_FOR_OPENING,
    AI_FOR_DRAW,
    AI_FOR_SOLVE /* the threat solver on the shown position (controller_solve) */
} AiPurpose;

/* Search time of one point of the evaluation graph (short: the graph fills in a few
 * seconds, point by point, while the window stays live): its node budget on one thread
 * from a fresh table (the same value on every run: the candidate mistakes it proposes,
 * mistakes.h, are the same in the window and renju-cli review; no clock).
 * CTL_GRAPH_MS: renju-cli review --time's default. */
#define CTL_GRAPH_NODES 150000
#define CTL_GRAPH_MS 250
/* The hint's search: full strength, CTL_HINT_NODES nodes (the same answer on every
 * press; about a second), at most CTL_HINT_MS on a slow machine. */
#define CTL_HINT_NODES 1000000
#define CTL_HINT_MS 3000
/* The search for a forced win (controller_solve): VCF, then VCT, each within this many
 * nodes (the threat solver's own budget: a few seconds at most); a time bound the request
 * carries but the solver does not read (Esc or a move cancels it). */
#define CTL_SOLVE_NODES 2000000
#define CTL_SOLVE_MS 60000
/* Upper bound of one analysis search (its progress is shown all along). */
#define CTL_ANALYSIS_MS 10000
/* Infinite analysis (controller_analyse_live): a day, in effect no limit (the search
 * deepens until it is stopped or decides the position). A time rather than none gives
 * the root's threat solvers a long search's budget, as the analysis above has. */
#define CTL_ANALYSIS_LIVE_MS (24 * 60 * 60 * 1000)
/* The analysis on the screen follows its search's reports (one an iteration) at most
 * this often (controller time); a result shows at once. */
#define CTL_ANALYSIS_SHOW_MS 250
/* The N-best view: how many best moves the analysis shows (controller_nbest). */
#define CTL_NBEST_MIN 3
#define CTL_NBEST_MAX 5
/* Computer against computer: the least time a move takes on screen (controller_set_pace). */
#define CTL_PACE_MS 1000
#define CTL_PACE_MAX_MS 60000

#define CTL_MAX_FORBIDDEN (BOARD_MAX * BOARD_MAX)

/* Invariants:
 * - view is the number of actions shown (0..game.nactions); view == game.nactions is
 *   the live position, which is the only one moves are played on; board is the position
 *   after actions[0..view) (== game.board when live);
 * - forbidden[0..nforbidden) are the forbidden points of forbidden_colour on `board`
 *   when the game is not over, else nforbidden == 0; forbidden_colour is the side to
 *   move when it has fouls (Black, or White too in gomokunarabe), else the opponent when
 *   it has (Black's fouls while White is to move in renju: White aims at them), else
 *   STONE_EMPTY;
 * - ai_purpose != AI_IDLE exactly while a request with id ai_request is outstanding;
 * - hint is POS_NONE unless it answers the live position of ply hint_ply; when the
 *   analysis of that position is as deep or finished, hint is the analysis' best move;
 * - proposals[0..nproposals) are a person's fifth moves so far, each accepted by
 *   game_proposal_ok after those before it; nproposals == 0 outside PHASE_PROPOSE
 *   (browsing keeps them: they are the live position's);
 * - mark_redo[0..nmark_redo) are the marks undo took back, the next redo's last, taken
 *   when the game's redo list held mark_redo_at actions; redo gives them back once it
 *   holds that many again; any change but undo and redo forgets them;
 * - plan is the AI's opening decision under way while ai_purpose == AI_FOR_OPENING. */
typedef struct Controller {
    Game game;
    /* The options of the game and of the next New game; a set-up game has no opening
     * rule (game.opening is free) but keeps the one chosen in opt.opening for the next. */
    ControllerOptions opt;
    ControllerAiHooks ai;
    /* Whether the record kept around the game (the session's review tree, session.h) has
     * room for action a after game g; NULL: always. An action it refuses is not played,
     * whoever acts (a person, the computer, the clock): CTL_MSG_RECORD_FULL says why, and
     * a computer to act is held (controller_hold) rather than asked again. */
    bool (*room)(void *ctx, const Game *g, const Action *a);
    void *room_ctx;
    Board board;
    int view;
    bool view_pass; /* a person may pass at the shown earlier position (ctl_refresh) */
    Pos forbidden[CTL_MAX_FORBIDDEN];
    int nforbidden;
    Stone forbidden_colour; /* whose fouls forbidden[] holds */
    Pos cursor;             /* keyboard cursor, starts on the centre */
    /* The AI. */
    uint64_t ai_request; /* id of the request last sent (0: none yet) */
    AiPurpose ai_purpose;
    bool ai_has_progress;
    AiInfo ai_progress; /* latest progress of the outstanding request */
    uint64_t seed;
    Pos hint;
    int hint_score; /* from the view of the side to move at hint_ply */
    int hint_ply;
    int hint_depth;       /* of the search behind it: a deeper analysis of its position moves it */
    bool hint_overridden; /* the marks left it out, but it was forced (AiInfo) */
    /* The hint of an opening decision (a swap, an option, a stone in a zone, the fifth
     * moves, White's pick): the computer's own plan (ai_opening.h), one evaluation a
     * request (hint_opening while under way); once hint_decided, hint_decision is what it
     * would do, worth hint_worth (evaluation units) to the player, who then holds
     * hint_colour; of the live position after hint_ply actions (hint_hash). */
    bool hint_opening, hint_decided;
    AiOpeningPlan hint_plan;
    Action hint_decision;
    int hint_worth;
    Stone hint_colour;
    uint64_t hint_hash;
    /* The last forced-win search (controller_solve) of the position whose hash is
     * solve_hash: its kind when found (AI_SOLVE_VCF or _VCT, 0: none found), the line. */
    uint64_t solve_hash;
    bool solve_done; /* its answer came (found or not) */
    int solve_kind;
    Stone solve_side;    /* the side searched for: the one to move, or the other (a pass) */
    Stone solve_to_move; /* the side to move in the position it was asked of */
    int nsolve;
    int64_t solve_nodes; /* the nodes the last Ctrl+F searched */
    int solve_moves;     /* its win's length: the winner's moves to the five, it included */
    Pos solve_line[AI_MAX_PV];
    /* The opening. */
    Pos proposals[GAME_PROPOSALS];
    int nproposals;
    Pos mark_redo[GAME_PROPOSALS];
    int nmark_redo;
    int mark_redo_at;
    AiOpeningPlan plan;
    /* The last message. */
    CtlMessage msg;
    Pos msg_pos;
    RuleExplanation explain;
    Pos msg_pos2;
    int msg_n;
    int msg_n2;          /* a second count (CTL_MSG_DELETE_AGAIN's decisions), else 0 */
    uint64_t msg_state;  /* the state the message was raised in (see state_stamp) */
    unsigned generation; /* counts new games (the review starts over with each) */
    /* Study: a loaded record is played over by people only (both seats SEAT_HUMAN in
     * opt) until the player chooses to play on; play_seat keeps the seats to go back to. */
    bool studying;
    SeatKind play_seat[3];
    /* The study is the exploring of a game that has ended (controller_explore): its seats
     * (play_seat) are still the game's, so a record keeps them (controller_record_seat). */
    bool exploring;
    /* The ended game a record was loaded as (its board's hash: Game.board.hash; 0 when it
     * had not ended), so the line under a finished one says whether it ended here; the
     * session's review keeps it for the line shown, and whether that is a side line. */
    uint64_t loaded_end;
    bool side_line;
    /* Analysis (Analyse): while analysing, the shown position is searched; analysis is
     * the latest report (progress or final) for view analysis_view. */
    bool analysing;
    bool has_analysis;  /* an analysis was started for the position of analysis_hash */
    bool analysis_done; /* ... and has finished */
    uint64_t analysis_hash;
    AiInfo analysis;
    /* Infinite analysis: while on (analysing is then on too), the analysis has no time
     * limit. analysis_shown_at is when analysis last took a report (controller time);
     * analysis_behind says ai_progress holds a newer one, shown at a tick once
     * CTL_ANALYSIS_SHOW_MS have passed. */
    bool analysis_live;
    bool analysis_behind;
    int64_t analysis_shown_at;
    /* The evaluation graph over the positions after 0..nactions actions: graph_score[i]
     * from Black's view (AI score units), valid when graph_known[i] and graph_hash[i] is
     * the hash of that position. Filled one short search at a time while graph_on. */
    bool graph_on;
    int graph_ply; /* the position the outstanding graph request is for */
    uint64_t graph_pending_hash;
    bool graph_pending_black; /* Black is to move there (scores come from its view) */
    int graph_score[GAME_MAX_ACTIONS + 1];
    bool graph_known[GAME_MAX_ACTIONS + 1];
    uint64_t graph_hash[GAME_MAX_ACTIONS + 1];
    Pos graph_best[GAME_MAX_ACTIONS + 1]; /* the move its search found best */
    /* The point's score is a check's (MISTAKE_CHECK_NODES, mistakes.h) or as good: a
     * mistake is marked only between two such points; graph_pending_deep: the request
     * under way is such a check. */
    bool graph_deep[GAME_MAX_ACTIONS + 1];
    bool graph_pending_deep;
    /* A candidate mistake's better move (graph_best[i], its check's) checked the same way:
     * graph_alt_score[i], Black's view of the position after action i's mover played it
     * instead, valid when graph_alt_known[i] (cleared with graph_deep[i]); a check of it
     * is under way when graph_pending_alt (graph_ply: the action). */
    int graph_alt_score[GAME_MAX_ACTIONS];
    bool graph_alt_known[GAME_MAX_ACTIONS];
    bool graph_pending_alt;
    /* The graph's and the checks' node budgets (0: CTL_GRAPH_NODES, MISTAKE_CHECK_NODES;
     * tests make them smaller). */
    int64_t graph_nodes, check_nodes;
    /* The N-best view: 0 off, else the analysis asks for its nbest best moves. */
    int nbest;
    /* The marks on the shown position (controller_mark): the moves the analysis and the
     * hint may choose among; they belong to the position of marks_hash. */
    AiRootFilter marks;
    uint64_t marks_hash;
    /* The views above a network game under way, or being set up (net_setup), switched
     * off (held), to be given back when it ends or is cancelled (ctl_network_views). */
    struct {
        bool held, analysing, live, graph;
        int nbest;
    } net_views;
    bool net_setup; /* a network game being set up: the peer awaited, its offer looked at */
    /* Computer against computer (both seats the AI's, no clock): a move is shown no
     * sooner than pace_ms after it was asked for (move_asked_at, the controller's time);
     * an answer that comes sooner is held (held_info) until controller_tick passes it. */
    int pace_ms;
    int64_t move_asked_at;
    int64_t think_since;     /* the controller's time the last request was sent */
    int64_t think_budget_ms; /* its time on the clock (a move's on a clock; else 0) */
    bool held;
    bool hurry; /* Move now was asked: the answer is played when it comes */
    AiInfo held_info;
    /* The outside engine that plays the computer's moves ("": our own AI), as the seat's
     * name (controller_set_engine_name). */
    char engine_name[CTL_ENGINE_NAME_MAX];
    /* Its last MESSAGE line on the move it thinks on ("": none), for the message line
     * (controller_set_engine_message). */
    char engine_message[CTL_ENGINE_MESSAGE_MAX];
    /* The clock: times the players' actions (each action's time_ms) and, in a timed
     * game, runs their clocks. now is the time of the last controller_tick; it only
     * advances there, and the tick flags a player who ran out first, so no action is
     * ever applied after its player's time was up. clock_actions is the number of the
     * game's actions the clock has timed (of game generation clock_generation). */
    Clock clock;
    int64_t now;
    /* The time of the person's input event being handled (controller_input_at; -1: none):
     * a person's action is timed when it was made, not when a stalled frame got to it. */
    int64_t input_at;
    int clock_actions;
    unsigned clock_generation;
    bool clock_stale; /* the game was replaced: rebuild the clock from its times */
    bool paused;      /* both clocks and the computer stopped */
    /* A game on a clock has ended (a result stood, or it was opened finished): its clock
     * stands for good, and the game is reviewed as one without a clock (other lines, a
     * new line tried, undo, Delete) until another game starts (controller_on_clock). */
    bool clock_done;
    /* The game's action count when its end stopped its running clock here (0: it did not):
     * undo of that end, a resignation or an agreed draw, puts the clock back on. */
    int clock_ended_at;
    bool ai_waits; /* the computer's turn waits to be asked (controller_set_game_waiting) */
    /* A draw offer between people waiting for its answer (controller_offer_draw): the
     * offering player + 1 (0: none), and the game's action count when it was made. */
    int draw_by;
    int draw_at;
    unsigned draw_generation; /* the game (generation) it was made in */
    bool ticking;             /* controller_tick has been called: the time runs */
    bool starting;            /* the window is starting (controller_init_starting) */
    int64_t low_second;       /* the last second of a low clock a sound was asked for */
    /* Sounds asked for since the window last took them. */
    CtlSound sounds[CTL_SOUND_QUEUE];
    int nsounds;
    /* The opening library (library.h): the window's, never owned or changed here. While
     * library_on, the shown position's continuations are marked (controller_library_shown). */
    const Library *library;
    bool library_on;
    /* The engine's times (controller_set_think; 0: as by default). */
    int think_ms;
    int analysis_ms;
} Controller;

/* What a person can ask for, by a key or a button (keymap.h binds the keys). */
typedef enum CtlCommand {
    CTL_CMD_NONE = 0,
    CTL_CMD_PLAY, /* a stone (or mark, or pick) at the cursor */
    CTL_CMD_LEFT,
    CTL_CMD_UP,
    CTL_CMD_RIGHT,
    CTL_CMD_DOWN, /* the keyboard cursor */
    CTL_CMD_NEW_GAME,
    CTL_CMD_UNDO,
    CTL_CMD_REDO,
    CTL_CMD_PASS,
    CTL_CMD_RESIGN,
    CTL_CMD_DRAW,
    CTL_CMD_HINT,
    CTL_CMD_ANALYSE,
    CTL_CMD_GRAPH,
    CTL_CMD_NBEST,        /* the analysis' best moves on the board and in the panel */
    CTL_CMD_ANALYSE_LIVE, /* infinite analysis (Analyse ∞): no time limit */
    CTL_CMD_MOVE_NOW,     /* the computer plays its best move so far at once */
    CTL_CMD_BACK,
    CTL_CMD_FORWARD,
    CTL_CMD_FIRST,
    CTL_CMD_LAST, /* browse the moves */
    /* The opening's decisions. */
    CTL_CMD_SWAP,
    CTL_CMD_TWO_MORE,
    CTL_CMD_KEEP,
    CTL_CMD_OPTION_A,
    CTL_CMD_OPTION_B,
    CTL_CMD_DECLARE, /* with the number of fifth moves */
    CTL_CMD_CONFIRM, /* send the marked proposals */
    /* The window's own (always available). */
    CTL_CMD_FORBIDDEN_MARKS,
    CTL_CMD_MOVE_NUMBERS,
    CTL_CMD_LANGUAGE,
    CTL_CMD_HELP,
    CTL_CMD_OPEN,
    CTL_CMD_SAVE,
    CTL_CMD_COPY,
    CTL_CMD_PASTE,
    CTL_CMD_COPY_ANALYSIS, /* the analysis' line, score and depth to the clipboard */
    CTL_CMD_HIDE_CURSOR,
    CTL_CMD_PLAY_ON, /* a loaded game studied: play on against the computer */
    CTL_CMD_PAUSE,   /* a timed game: pause or resume both clocks */
    CTL_CMD_SOUND,
    CTL_CMD_VOLUME_DOWN,
    CTL_CMD_VOLUME_UP,     /* the window's sounds */
    CTL_CMD_STUDY,         /* study mode: problems and the forbidden-point trainer */
    CTL_CMD_SHOW_SOLUTION, /* study mode: play the problem's solution through */
    CTL_CMD_STUDY_TAB,     /* study mode: Problems or Forbidden points */
    CTL_CMD_THEME,         /* the light or the dark colours */
    CTL_CMD_ROTATE,        /* the whole game a quarter turn clockwise */
    CTL_CMD_MIRROR,        /* the whole game mirrored left to right */
    CTL_CMD_SETUP,         /* set up a position (ui/setupview.c) */
    CTL_CMD_QUIT,
    CTL_CMD_NOTE,         /* write or edit the comment on the shown move */
    CTL_CMD_LIBRARY_OPEN, /* choose an opening library file */
    CTL_CMD_LIBRARY,      /* the library's continuations on the board on/off */
    CTL_CMD_FULL_SCREEN,  /* the window full screen or back (not remembered) */
    CTL_CMD_LETTERS,      /* the letter tool on/off: a click puts or takes a board letter */
    CTL_CMD_SOLVE,        /* search a forced win (VCF, then VCT) of the shown position */
    CTL_CMD_DELETE,       /* delete the shown move and the rest of its line (session_delete) */
    CTL_CMD_LINE_PREV,    /* the shown move's previous / next other line (session_sibling) */
    CTL_CMD_LINE_NEXT,
    CTL_CMD_UI_BIGGER, /* the interface scale a step up, down, back to 100% (layout.h) */
    CTL_CMD_UI_SMALLER,
    CTL_CMD_UI_RESET,
    CTL_CMD_BUTTONS,         /* the game panel's buttons and switches folded or shown */
    CTL_CMD_ENGINE_SETTINGS, /* the Engine settings dialog: times, threads, memory */
    CTL_CMD_FIND_POSITION,   /* the shown position's games in a folder (ui/findview.c) */
    CTL_CMD_CLEAR_MARKS,     /* the analysis' and the hint's marks off (controller_mark) */
    CTL_CMD_MARK_MOVE,       /* the shown move's mark ★ on or off (session_toggle_marked) */
    CTL_CMD_GAME_INFO,       /* the players' names, the event and the date (ui/gameinfo.c) */
    CTL_CMD_MARK, /* the cursor's point marked "only" (Shift: "never"), as Ctrl+click does */
    CTL_CMD_MISTAKE_PREV, /* the graph's previous / next marked mistake shown */
    CTL_CMD_MISTAKE_NEXT,
    CTL_CMD_FIND_NOTE, /* Find in comments: the positions whose comment holds a text (commentfind.h)
                        */
    CTL_CMD_COUNT
} CtlCommand;

/* Is cmd available now (a button enabled, its key live)? The one answer for the panel,
 * the keys and the help. */
bool controller_can(const Controller *c, CtlCommand cmd);
/* Does the pause of an unfinished game turn cmd off? The game's actions, and whatever
 * shows the hidden position or the engine's view of it (hint, analysis, best moves,
 * graph, Move now); the window says why (S_MSG_PAUSED). */
bool controller_paused_off(const Controller *c, CtlCommand cmd);
/* Does showing an earlier position turn cmd off? The game's actions on its live
 * position (resign, draw, hint, the opening's decisions; on a clock a pass too, which
 * elsewhere starts another line there) when they would be on there; the window says why
 * (S_MSG_GO_LIVE). */
bool controller_browsing_off(const Controller *c, CtlCommand cmd);
/* Does a pause hide the position now (an unfinished game, paused)? Then the window shows
 * none of it: not the board, the move list, the graph, the best moves or a foul's
 * explanation, so that no one thinks on the clocks' pause. */
bool controller_position_hidden(const Controller *c);
/* The analysis to show for the shown position, or NULL: none, not yet, of another
 * position, or held by a pause (which hides the position and stops the search). */
const AiInfo *controller_shown_analysis(const Controller *c);
/* Is the position after the game's first n actions one where White picks a proposed fifth
 * move (Taraguchi-10 option B, Soosorv-8)? No side has a free move there: the analysis
 * does not search it and the graph's point is the pick's (audit 26 #2: "Black 64%, best
 * g9" beside the proposals' "50% -> 4%"). */
bool controller_awaits_pick(const Controller *c, int n);
/* The proposed fifth moves the board shows (*n of them, NULL: none): a person's marks
 * while proposing, White's choice while picking, and an earlier position's that awaited
 * the pick (the review's row of the proposals). */
const Pos *controller_shown_proposals(const Controller *c, int *n);

/* Sets up a new game. hooks may be NULL (no AI: AI seats then never move). */
void controller_init(Controller *c, const ControllerOptions *opt, const ControllerAiHooks *hooks);
/* controller_init for the window's start-up: until controller_hold_unbegun, the computer
 * does not act in an unbegun game on a clock (the one set up, resumed or loaded), not even
 * a decision taken without a search (an opening rule's first stone), so that the game can
 * be held before its first action. */
void controller_init_starting(Controller *c, const ControllerOptions *opt,
                              const ControllerAiHooks *hooks);
/* Cancels the AI and starts a new game with opt. */
void controller_new_game(Controller *c, const ControllerOptions *opt);

/* A person clicked (or pressed Enter on) p. Plays it when it is a person's turn on the
 * live position and the move is legal; otherwise sets msg (a forbidden point fills
 * explain) and returns false. Clicking while browsing returns to the live position (on a
 * clock saying so, CTL_MSG_LIVE_ONLY; without one session_click plays there first).
 * While Black's player proposes fifth moves a click marks p (or removes its mark); while
 * White's player picks, a click on a proposal picks it. */
bool controller_click(Controller *c, Pos p);
/* The person to move passes on the live position. While an earlier position is shown it
 * is refused (CTL_MSG_GO_LIVE): a pass there is another line (session_pass). */
bool controller_pass(Controller *c);
/* May a person start another line at the shown earlier position? Only where a person
 * acts there: a person never plays the computer's colour. When the computer acts there,
 * says so (CTL_MSG_COMPUTER_SHOWN) and returns false. */
bool controller_branch_ok(Controller *c);
/* The game g's first n actions, replayed into out (false: one was refused). */
bool controller_game_prefix(const Game *g, int n, Game *out);
/* Does the opening rule decide the shown position's next action (a stone in a zone, a swap
 * after it: ai_opening_needed), an earlier one of a review as well as the live one? The
 * analysis searches the stones as a free game and says so there (audit 32a A3). */
bool controller_shown_in_opening(const Controller *c);
/* Says why the game refused err on the shown position (which may be an earlier one: a
 * forbidden point is explained there); the view stays. */
void controller_refuse_shown(Controller *c, const GameError *err);
/* Tells the player m (msg_n = n) about the state as it now is (the session's messages). */
void controller_say(Controller *c, CtlMessage m, int n);
/* Is there room (Controller.room) for action a after g? Else says so (CTL_MSG_RECORD_FULL)
 * and returns false. */
bool controller_room(Controller *c, const Game *g, const Action *a);
/* Would a click on p play a stone now (live position, a person to move, legal)? */
bool controller_can_play(const Controller *c, Pos p);
/* The person to move resigns (the colour to move, or the only person's colour). Resign,
 * a draw offer, the hint and the opening's decisions act on the live position: while an
 * earlier one is shown they are refused (CTL_MSG_GO_LIVE). */
bool controller_resign(Controller *c);
/* The person who holds colour resigns, whoever is to move: over the board either player
 * may resign at any time (audit 32b, C4). Refused (false) when colour is the computer's or
 * the network opponent's, and as controller_resign is. */
bool controller_resign_as(Controller *c, Stone colour);
/* A person offers a draw (the window asks the person to confirm first). Between two
 * people it waits for the other's answer (controller_draw_asked, controller_answer_draw):
 * on a clock the offer goes with the offerer's next move, so that the answer is thought
 * on the answerer's clock (audit 32b, C2), else it is asked at once; it returns false,
 * the game goes on. To the computer the offer is a request (AI_FOR_DRAW, in
 * place of any search under way): a search of the present position at full strength,
 * whatever the computer's level, within CTL_DRAW_NODES nodes (and CTL_DRAW_MS); it
 * returns false, and the answer comes with the search's result (controller_ai_result).
 * The computer accepts when that search, at least two plies deep or a proof, scores the
 * position at most CTL_DRAW_MAX_SCORE for itself, or when at most CTL_DRAW_FULL_PERCENT
 * of the board is still empty and it has no proven win; otherwise it declines
 * (CTL_MSG_DRAW_DECLINED when its search says it is better, CTL_MSG_DRAW_UNJUDGED when
 * the search found no judgement) and the game goes on. A change of the game before the
 * answer (a move, undo, a new game) withdraws the offer. */
#define CTL_DRAW_MAX_SCORE 0
#define CTL_DRAW_FULL_PERCENT 10
#define CTL_DRAW_NODES 200000
#define CTL_DRAW_MS 2000
bool controller_offer_draw(Controller *c);
/* Is a person's draw offer waiting for the other person's answer now (the offerer's move
 * made, on a clock)? *offerer (may be NULL): the colour that offered. An offer lapses when
 * the game ends or changes otherwise (undo, a new game, a game opened), and when the other
 * player acts without answering. */
bool controller_draw_asked(const Controller *c, Stone *offerer);
/* The answer to controller_draw_asked's offer: accepted, the game ends drawn (ACTION_DRAW,
 * its colour the offerer's); declined, ACTION_DECLINE (the decliner's colour) goes in the
 * record, CTL_MSG_DRAW_REFUSED says it (msg_n: the colour), and the game goes on. */
bool controller_answer_draw(Controller *c, bool accept);
/* Undo takes back moves until a person is to move again (one move between people, the
 * AI's reply and the person's move against the AI). Cancels any search. While a person
 * marks proposals, undo takes back the last mark first. */
bool controller_undo(Controller *c);
bool controller_redo(Controller *c);
/* Why an undo (a redo) would do nothing now, as the message it would leave; CTL_MSG_NONE
 * when it would take something back (give it back). Undo has nothing to do on a clock,
 * before any action or set-up stone (CTL_MSG_SETUP_START), and where no person has acted
 * since (CTL_MSG_NONE_OF_YOURS: the computer's moves alone, say its first stone, which it
 * would play again at once, or a network opponent's); controller_can is false then. */
CtlMessage controller_undo_off(const Controller *c);
CtlMessage controller_redo_off(const Controller *c);
/* Asks the AI for the best move of the side to move; the answer lands in hint. */
bool controller_hint(Controller *c);
/* Searches a forced win for the side to move of the shown position on the AI's thread:
 * the VCF solver, then the VCT one, each within CTL_SOLVE_NODES nodes. The answer lands
 * in solve_* with CTL_MSG_SOLVED or CTL_MSG_SOLVE_NONE; a move or browsing away cancels
 * it (as controller_solve_cancel does), and the line is the shown position's only
 * (controller_solve_line). False (and a message) when it cannot start. */
bool controller_solve(Controller *c);
/* The same for the side to move (other false), or for its opponent (Shift+Ctrl+F): what
 * it threatens, were the side to move to pass; its answer names the side searched. */
bool controller_solve_for(Controller *c, bool other);
bool controller_solve_cancel(Controller *c);
/* The found line of the shown position (NULL when none): its length in *n. It stays, as
 * the answer does (controller_solve_shown), until the position shown changes. */
const Pos *controller_solve_line(const Controller *c, int *n);
/* Has the shown position a forced-win search's answer (found or not)? The message area
 * says it where the analysis says its line (status_message), whatever was said since. */
bool controller_solve_shown(const Controller *c);

/* Shows the position after the first n actions (clamped; a study position's first is its
 * set-up's end); n = nactions is live. */
void controller_view(Controller *c, int n);
static inline bool controller_is_live(const Controller *c) { return c->view == c->game.nactions; }

/* Starts the AI when it is to move (live position, game not over, nothing outstanding).
 * Called after every change; harmless to call more often. */
void controller_update(Controller *c);

/* A finished AI search. Returns false (and changes nothing) when request_id is not the
 * outstanding request: a stale answer for a position that is gone. */
bool controller_ai_result(Controller *c, uint64_t request_id, const AiInfo *info);
/* Progress of the search under way; stale reports are dropped the same way. */
bool controller_ai_progress(Controller *c, uint64_t request_id, const AiInfo *info);

/* Replaces the game with g (a loaded or resumed record, a line of the review): cancels
 * the AI, shows the end of g and lets the AI move when it is its turn. The seats stay;
 * the rule set and opening follow g. */
void controller_set_game(Controller *c, const Game *g);
/* controller_set_game, but when the computer is to move in g it waits (a person took
 * its move away: Delete): the person may act for it, or Move now asks it to move. Any
 * change of the game ends the wait. */
void controller_set_game_waiting(Controller *c, const Game *g);

/* Turns the whole game by t (symmetry.h): every action, the redo list, a person's
 * marks, the cursor, the hint; the shown move, the clocks, the seats, the result and the
 * graph stay, and the searches under way start again on the turned position (a draw
 * offer's judgement goes on). The inverse turn gives back the exact game. Refused (err
 * filled, nothing changed) only where symmetry_game refuses. The window's review tree
 * is turned with it by session_turn. */
bool controller_turn(Controller *c, BoardTurn t, GameError *err);

/* Study mode. on: when a seat is the AI's, both seats become people (the old ones are
 * kept), so a loaded record is never played into, and a timed record's clocks stand
 * still. off (play on): the kept seats come back, the clocks run, and the AI moves when
 * it is its turn; refused (CTL_MSG_PLAY_ON_OVER, study stays on) when the game has ended,
 * however it ended, as a game ended in the session is not played on either. A new game
 * ends study mode. */
void controller_study(Controller *c, bool on);
/* Study mode turned on for exploring a game that has ended (its lines tried with both
 * colours): the window's mode, not the record's, whose seats stay those that played it
 * (controller_record_seat). True when this call turned study on. */
bool controller_explore(Controller *c);

/* The seats a loaded or resumed record names (the first and the second player's) and
 * the computer's level: they replace the seats and end study mode, so a game saved
 * against the computer goes on against it. Without an AI (no hooks) both seats stay
 * people. Call before controller_set_game. */
void controller_take_seats(Controller *c, SeatKind first, SeatKind second, int level);

/* Analyse: turns the analysis of the shown position on or off (off ends the infinite
 * analysis too). While on, every position shown (also while browsing) is searched;
 * progress lands in analysis. */
void controller_analyse(Controller *c, bool on);
/* Infinite analysis: on turns the analysis on and searches the shown position without
 * a time limit, deepening, its reports shown as they come (at most one each
 * CTL_ANALYSIS_SHOW_MS); every position shown next is searched the same way, the
 * search of the one before dropped. Like the analysis it waits while the computer has a
 * move to make, and a pause stops it. off stops the search under way (its best so far
 * stays on the screen as a finished analysis); the analysis stays on, timed again. */
void controller_analyse_live(Controller *c, bool on);
/* The evaluation graph: on starts filling it (it also starts by itself when a game
 * ends). Returns how many of the positions 0..nactions are known so far. */
void controller_graph(Controller *c, bool on);
/* The graph's known points, of the positions from the set-up's end (game.h) to the last. */
int controller_graph_known(const Controller *c);
/* The N-best view: n (clamped to CTL_NBEST_MIN..CTL_NBEST_MAX) best moves, each with its
 * value and line, searched by the analysis (which it turns on); n <= 0 turns the view
 * off (the analysis stays). Like the analysis it waits while the computer has a move to
 * make. */
void controller_nbest(Controller *c, int n);
/* Marks point p of the shown position "only these" (never: "never this") for the
 * analysis, the N-best view and the hint (never the computer's move nor the graph); a
 * point marked so already loses its mark, one marked the other way changes it. A move,
 * another position shown or controller_clear_marks clears them; the analysis and the
 * hint start over. False (and a message) for a point off the board or not empty; for
 * "only" a point the side to move may not play (CTL_MSG_FORBIDDEN: its foul); and when no
 * analysis can use them: no engine (CTL_MSG_MARKS_NO_ENGINE), a network game under way
 * (CTL_MSG_MARKS_NETWORK), so a Ctrl+click never passes for nothing. */
bool controller_mark(Controller *c, Pos p, bool never);
/* Clears the marks (false when there were none). */
bool controller_clear_marks(Controller *c);
/* Move now: the computer, thinking on its move, plays the best move it has found so far
 * (its search is stopped; the answer comes as a result), or at once a move held back for
 * the pace; waiting (controller_set_game_waiting), it starts thinking. Returns false when
 * the computer is not thinking on a move nor waiting. */
bool controller_move_now(Controller *c);
/* Is Move now off only because the search under way cannot be stopped (an outside engine
 * thinks: the protocol has no stop)? The window greys the button and says why. */
bool controller_move_now_off(const Controller *c);
/* How many more fifth moves the person marking them must mark before Confirm (C) is on;
 * 0 when none are being marked or enough are (the window says how many, not nothing). */
int controller_proposals_missing(const Controller *c);
/* Computer against computer: each move stays at least ms on screen (0: as fast as the
 * computer answers; clamped to 0..CTL_PACE_MAX_MS). Timed by controller_tick's time; a
 * game on a clock goes at the clock's pace. */
void controller_set_pace(Controller *c, int ms);
/* The engine's times from the Engine settings (settings.h; 0 each: as by default), for
 * the requests started from now on (one under way keeps its own): move_ms, the computer's
 * time a move at the full level (AI_LEVEL_MAX; the weaker levels keep theirs), within
 * what a clock leaves it; analysis_ms, the timed analysis' (not the infinite one's) and
 * the hint's, which then has no node budget (0: CTL_ANALYSIS_MS, and the hint's
 * CTL_HINT_NODES within CTL_HINT_MS). */
void controller_set_think(Controller *c, int move_ms, int analysis_ms);
/* The name of the outside engine that now plays the computer's moves ("" or NULL: our
 * own AI), shown where the computer's seat is named. */
void controller_set_engine_name(Controller *c, const char *name);
/* The outside engine's last MESSAGE while it thinks on the computer's move ("" or NULL:
 * none), shown in the message line under the status card. */
void controller_set_engine_message(Controller *c, const char *text);
/* The mistakes of the game (mistakes.h) as far as the graph knows them: mistake[i] for
 * action i (0..nactions-1, at most cap); returns how many were marked. */
int controller_mistakes(const Controller *c, bool *mistake, int cap);
/* The same, and at[i] (at: NULL or cap ints) the position (after at[i] actions) whose
 * value shows action i's drop: i + 1, for a proposed fifth move the one after White's
 * pick (mistakes.h), where the graph marks it. */
int controller_mistakes_at(const Controller *c, bool *mistake, int *at, int cap);
/* The graph's short searches only propose mistakes: the next position a candidate's mark
 * waits for (its check, MISTAKE_CHECK_NODES), or -1; *total and *checked (NULL: not
 * wanted): the candidates, and those whose two positions are checked. */
int controller_mistake_to_check(const Controller *c, int *total, int *checked);
/* The marked mistake whose drop the shown position (c->view) shows: its action's index,
 * or -1; *better: the move the check found best instead (POS_NONE: the one played, or
 * none known); *before, *after: its player's chance (percent) before it and where it
 * shows (c->view; proposals: shown too before White's pick, with the pick's figure). */
int controller_mistake_shown(const Controller *c, Pos *better, int *before, int *after);
/* The position (a view) where the next (dir > 0) or the previous (dir < 0) marked mistake
 * from the shown one shows its drop, as the graph's red line marks it; -1: none that way
 * (Ctrl+PgDn, Ctrl+PgUp: audit 33a, C11, a Taraguchi game's move 13 was 16 PgDn away). */
int controller_mistake_step(const Controller *c, int dir);

/* renju-cli review's and the tests' review of a game on the calling thread: c set to
 * g's game with the graph on, every search it asks run at once on e with the limits it
 * asked (the window's worker runs the same), until the graph and its checks are done.
 * Budgets 0: the window's; time_ms > 0: the short searches timed instead (not repeatable).
 * c asks nothing more afterwards (no AI hooks). False: out of memory. */
typedef struct ControllerReview {
    int64_t nodes;       /* each position's short search (0: CTL_GRAPH_NODES) */
    int64_t check_nodes; /* each check (0: MISTAKE_CHECK_NODES) */
    int time_ms;
} ControllerReview;
bool controller_review_run(Controller *c, const Game *g, AiEngine *e, const ControllerReview *r);

/* ---- The opening library ------------------------------------------------------------
 * The player's own reference: it only reads the shown position (also while browsing, in
 * a network game or while the computer thinks), never asks the engine, never plays;
 * a click on a marked point is a click as any other. */
/* The library to consult (NULL: none; the caller keeps it alive while it is set). */
void controller_set_library(Controller *c, const Library *lib);
/* The library view on or off (a library may come later: it shows once set). */
void controller_library_view(Controller *c, bool on);
/* A continuation as the window marks it: a click plays it (or, browsing, starts another
 * line there); it is a foul for the side to move under the game's rules; or it is only
 * shown: no stone would go there by a click now (the computer's or the peer's turn, an
 * opening's decision or proposals, the game over, a set-up's stones). */
typedef enum CtlLibKind { CTL_LIB_PLAY = 0, CTL_LIB_FOUL, CTL_LIB_SHOWN } CtlLibKind;
typedef struct CtlLibMark {
    LibraryMove move;
    CtlLibKind kind;
} CtlLibMark;
typedef struct CtlLibView {
    bool in_library;  /* the shown position is in the library (a line's end too) */
    bool other_board; /* the game's board is not the library's 15x15 */
    bool network;     /* held back: a network game under way or set up (nothing else set) */
    /* the position's comment ("" none), the points it names turned as the board is */
    char comment[2 * LIBRARY_TEXT_MAX + 1];
    int n; /* continuations, the most moves below first */
    CtlLibMark marks[LIBRARY_SIZE * LIBRARY_SIZE];
} CtlLibView;
/* The view of the shown position; false (out untouched) when it is off, there is no
 * library, or a pause hides the position. While a network game is under way or being set
 * up the view holds back (network, no marks), as the engine's views do: a reference for
 * study, not help against an opponent. */
bool controller_library_shown(const Controller *c, CtlLibView *out);
/* The same judgement of points p[0..n) of the shown position (the review's own
 * continuations, session_continuations) into kinds. */
void controller_judge_marks(const Controller *c, const Pos *p, int n, CtlLibKind *kinds);

/* A game over the network: one seat is SEAT_REMOTE. Then nothing is taken back or
 * redone here (undo is the peer's to grant: controller_take_back), and while it is under
 * way no engine helps (hint, analysis, graph) and the game is not turned or left for study. */
bool controller_networked(const Controller *c);
/* A network game is being set up (on: the host waits for the peer, the joiner looks at
 * the offer, over a placeholder board) or no longer (off: begun, cancelled, failed): from
 * on, the engine's views are off as during the game; they come back when it is over. */
void controller_network_setup(Controller *c, bool on);
/* An action of the network game's session (the remote player's, a draw agreed, a loss on
 * time), already checked there: applied as a person's would be (the live position shown,
 * its sound), its thinking time a->time_ms, the session's (both windows record the same).
 * False (err filled) when the game refuses it. */
bool controller_remote_apply(Controller *c, const Action *a, GameError *err);
/* Back to the game's first n actions (an undo both players agreed on), with nothing left to
 * redo. False when n is not between the set-up's end and the actions there are. */
bool controller_take_back(Controller *c, int n);

/* True when the player who acts on the live position (in the opening not always the
 * holder of the colour to move) sits in a person's seat. */
bool controller_human_to_move(const Controller *c);
/* The seat of a player (0 first, 1 second), and of the player holding a colour now. */
SeatKind controller_player_seat(const Controller *c, int player);
/* The seat a record of the game names for a player: who played it, the seats kept while
 * it is explored (controller_explore), else the player's seat. */
SeatKind controller_record_seat(const Controller *c, int player);
SeatKind controller_colour_seat(const Controller *c, Stone colour);

/* ---- The opening, for a person ------------------------------------------------------
 * A decision of the person who acts: ACTION_SWAP, ACTION_KEEP, ACTION_OPTION_A,
 * ACTION_OPTION_B or ACTION_TWO_MORE. Refused (msg set) when not offered now. */
bool controller_decide(Controller *c, ActionKind kind);
/* Soosorv-8: White's player declares n fifth moves. */
bool controller_declare(Controller *c, int n);
/* Sends the proposals marked so far (the count must be complete). */
bool controller_confirm_proposals(Controller *c);
/* The marks of a resumed game (RecordInfo.marks) back on the board, in their order, each
 * as a click would mark it; false at the first the game refuses (those before it stay). */
bool controller_restore_proposals(Controller *c, const Pos *marks, int n);
/* The marks undo took back of a resumed game (RecordInfo.unmarks: n of them, in the order redo
 * gives them back, once it has played the first `after` of the game's redo list), after
 * controller_restore_proposals; redo checks each as it gives it back. Nothing when they do
 * not fit (after past the redo list, n past GAME_PROPOSALS). */
void controller_restore_mark_redo(Controller *c, const Pos *marks, int n, int after);
/* The same, read back for a record: how many, into marks (GAME_PROPOSALS), *after. */
int controller_mark_redo(const Controller *c, Pos *marks, int *after);
/* Is p one of the marked proposals (0: no, else its number from 1)? During White's pick
 * the game's proposals are numbered the same way. */
int controller_proposal_number(const Controller *c, Pos p);
/* The label of proposal number n (1..GAME_PROPOSALS) on the board and in the legend: a
 * letter, 'A'..'J', so proposals never read as the stones' move numbers (nor as the
 * analysis line's); '?' out of range. */
char controller_proposal_letter(int n);
bool controller_ai_thinking(const Controller *c);
/* How long the computer has thought on its move or opening decision, by the controller's
 * time (-1: it does not think), and the clock's budget for the move (*budget_ms; 0: no
 * clock, or an opening decision). */
int64_t controller_thinking_for(const Controller *c, int64_t *budget_ms);
/* Is p one of the current forbidden points (of forbidden_colour, not always the side to
 * move's)? */
bool controller_is_forbidden(const Controller *c, Pos p);
/* Was the shown position's last action a swap of colours? Then *first_colour (may be
 * NULL) gets the colour the first player holds after it. True until the next action, so
 * the window can say plainly who now holds which colour. */
bool controller_swap_shown(const Controller *c, Stone *first_colour);
/* The move number (1-based) of the stone on p in the shown position, or 0 (also for a
 * set-up position's stone: its order is invented). */
int controller_move_number(const Controller *c, Pos p);

/* The move number the move list and the board give the game's action i (0-based): its
 * stone's or pass's; an opening decision, which takes none, the number of the move after
 * it. */
int controller_action_number(const Controller *c, int i);

/* One row of the move list: up to two numbered moves (stones and passes, numbered as
 * controller_move_number numbers the stones; first/second are action indices, -1 for an
 * empty cell; number is the first cell's move number), or one opening decision or ending
 * as an unnumbered note across the row (note: first is its action index); setup: the
 * note after a set-up's last stone (first), where the game's own moves begin; end: the
 * note after the last action (first) of a game that no action of its own ended and no
 * stone won (two passes, no five possible, a full board, Black's stones used up), as a
 * resignation, an agreed draw or a loss on time end on their own rows. */
typedef struct CtlListRow {
    int first, second;
    int number;
    bool note;
    bool setup;
    bool end;
} CtlListRow;
/* The move list's rows for the game's actions; returns how many (at most cap). */
int controller_list_rows(const Controller *c, CtlListRow *rows, int cap);

/* ---- The clock and sounds ------------------------------------------------------------
 * A timed game (opt.clock) runs the clock of the player who acts; the computer's seat
 * thinks within clock_budget(); a player whose time runs out loses (ACTION_TIMEOUT),
 * the computer too. Undo and redo are off in a timed game (CTL_MSG_NO_UNDO_CLOCK): taking
 * a move back would hand its time back as well; once it has ended, they work. */

/* The time is now (milliseconds, any monotonic origin; never going back). Flags the
 * player whose time ran out and records the loss; asks for the last seconds' sound.
 * Returns true when the game changed. The time before the first tick (a window still
 * opening, a game resumed at start) is nobody's: the running clock starts at it. */
bool controller_tick(Controller *c, int64_t now);
/* A person's input event (click, key) made at time at is handled now (at < 0: its handling
 * is over). The clock first ticks on to at, so a player whose time ran out before it is
 * flagged and one whose time ran out after it is not; a person's action in the event is
 * timed at at (never before the turn's running segment began, never after the controller's
 * time), so a window that stalled between the event and its handling costs its player
 * nothing. The computer's actions keep the controller's time. */
void controller_input_at(Controller *c, int64_t at);
static inline bool controller_timed(const Controller *c) { return clock_timed(&c->opt.clock); }
/* Is the game played on its clock: timed, and not one that has ended (clock_done)? Only
 * then are undo, other lines, a new line and Delete off: taking a move back would hand
 * its time back. A finished clock game is reviewed as any other (audit 28, item 1). */
static inline bool controller_on_clock(const Controller *c)
{
    return controller_timed(c) && !c->clock_done;
}
/* Is help off now: a tournament game (opt.no_help) between two people at this window,
 * running on its clock? (audit 32b, B1) */
static inline bool controller_no_help(const Controller *c)
{
    return c->opt.no_help && controller_on_clock(c) && !game_over(&c->game) &&
           c->opt.seat[STONE_BLACK] == SEAT_HUMAN && c->opt.seat[STONE_WHITE] == SEAT_HUMAN;
}
/* Is cmd a help controller_no_help turns off (the window says why when it is pressed)? */
bool controller_help_cmd(CtlCommand cmd);
/* Is a network game being played (not over)? It has one line then, the peer's too: no
 * other line is shown, opened or tried (a click on an earlier move brings the last one
 * back). Once it has ended it is reviewed as a local game; a line tried or opened leaves
 * the connection (ui/netview.c: the game is no longer the session's). */
static inline bool controller_net_one_line(const Controller *c)
{
    return controller_networked(c) && !game_over(&c->game);
}
/* Pause (on) stops both clocks and the computer's search; nothing is played until the
 * pause ends. Returns false when nothing changed (already so, or the game is over). */
bool controller_pause(Controller *c, bool on);
/* Pauses ahead of a game about to be set (controller_set_game): a game on a clock resumed
 * at start opens paused, so that neither its clock nor the computer starts before the
 * player, who may come back hours later, has seen the board and resumes. */
void controller_hold(Controller *c);
/* A game on a clock that nobody has begun (no action yet): its clocks stand, and the game's
 * first action (Black's first stone, the opening's first step) starts them; that action
 * itself is timed 0 s. Study is open then: no clock runs. */
bool controller_unbegun(const Controller *c);
/* At start-up, when nobody has done anything yet: an unbegun game on a clock whose first
 * action is the computer's is held (controller_hold), so that it starts when the player
 * resumes it (X), not on its own while nobody watches. Ends the start-up
 * (controller_init_starting). Returns whether it held. */
bool controller_hold_unbegun(Controller *c);
/* A game over the network: its clocks are the session's (netgame.h), which alone flags. */
void controller_clock_adopt(Controller *c, const Clock *clock);
/* A player's clock now (player 0 first, 1 second). */
void controller_clock_read(const Controller *c, int player, ClockReading *out);
/* The thinking time the player to act has used (ms): what a save keeps, so that the
 * resumed game's clocks are the ones shown at the save. */
int32_t controller_thinking_ms(const Controller *c);
/* A resumed or loaded game's time control and the thinking time it was saved with:
 * the clocks are rebuilt from the game's action times and the player to act goes on
 * from thinking_ms. ended: the game on the clock had ended, this is a line tried after
 * it (RecordInfo.clock_ended): its clocks stand, as a finished game's (clock_done). Call
 * after controller_set_game. */
void controller_resume_clock(Controller *c, const TimeControl *tc, int32_t thinking_ms, bool ended);
/* Takes the sounds asked for since the last call (at most cap, oldest first); returns
 * how many. */
int controller_take_sounds(Controller *c, CtlSound *out, int cap);

#endif

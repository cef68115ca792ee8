/* Renju - MIT licence, see LICENSE.
 *
 * Setting up a position in the window, without SDL: the stones being placed live here,
 * apart from the game, so the game on the board (and the autosave holding it) stays as
 * it was until Done makes the stones a game (setup.h: the side to move from the counts,
 * or the one chosen with a pass after the stones, an order of legal moves played through the game
 * layer, the free opening) and the session takes it; Cancel only forgets them. Clicks place the
 * chosen colour (the other one with the other button or Shift), a click on a stone takes it off;
 * the stones can be cleared, or given as text ("b=h8,j8 w=i9" or a move list "h8 i9 j8"), pasted or
 * typed in the panel's field. Black's
 * forbidden points of the stones so far are kept for the marks.
 */
#ifndef RENJU_CONTROLLER_SETUP_H
#define RENJU_CONTROLLER_SETUP_H

#include "controller.h"
#include "position.h"
#include "record.h"
#include "setup.h"
#include "textfield.h"

/* The panel's field holds at most this many bytes (a move list of every point). */
#define CTL_SETUP_TYPED_MAX 1024

typedef struct CtlSetup {
    bool on;
    const RuleSet *rules;   /* the game's rule set when set-up began: Done plays under it */
    Board board;            /* the stones placed so far (board_set; side to move unused) */
    Stone colour;           /* what a plain click places */
    Stone to_move;          /* the side to move chosen (STONE_EMPTY: the counts'): Done
                               has the other side pass after the stones */
    SetupError err;         /* why Done was refused (kind SETUP_OK: nothing to say) */
    PositionError text_err; /* why text given was not a position (POSITION_OK: nothing) */
    bool clip_empty;        /* the last paste found no text (cleared with text_err) */
    bool record_refused;    /* the last text given was a record not read: record_err why */
    RecordError record_err;
    char typed[CTL_SETUP_TYPED_MAX + 1]; /* the panel's field: a position being typed */
    size_t typed_len;
    TextSel typed_sel; /* its caret and selection */
    bool typing;       /* the field takes the keys (Enter applies it, Esc leaves it) */
    Pos forbidden[CTL_MAX_FORBIDDEN]; /* Black's fouls on board (rules with Black fouls) */
    int nforbidden;
    bool paused;           /* set-up paused the game (its computer and clocks) and resumes it */
    bool new_game;         /* begun from the New game dialog: Done starts a game of opt */
    ControllerOptions opt; /* ... whose rule set, seats, level and clock it plays under */
} CtlSetup;

/* Starts with the stones of c's shown position (an empty board's for a game not begun,
 * or when opt's rule set plays on another board size), the colour a click places being
 * the side to move there, chosen as the side to move when the counts give the other. opt (may be
 * NULL: the game's rule set, its seats stay): the New game dialog's choices, which Done starts the
 * game with (controller_new_game). A game going on is paused meanwhile (controller_pause): the
 * computer plays nothing into it and no clock runs. */
void controller_setup_begin(CtlSetup *s, Controller *c, const ControllerOptions *opt);
/* A click on p: a stone there comes off; else one of s->colour (of the other colour
 * when other) is placed. False when p is not a point of the board. */
bool controller_setup_click(CtlSetup *s, Pos p, bool other);
void controller_setup_clear(CtlSetup *s);
/* The stones given as text replace those on the board; false (text_err says why, the
 * stones stay) when the text is no position. A record (SGF, .renju, .psq) gives the
 * position its game ends in, and its side to move (record_err says why one is not read). */
bool controller_setup_text(CtlSetup *s, const char *text, size_t len);
/* The panel's field: a position typed, applied by Enter as text given is (the same
 * parser, the same refusals in text_err). Typing starts or leaves (the text stays). */
void controller_setup_typing(CtlSetup *s, bool on);
/* Puts typed or pasted characters at the field's caret, over its selection (a
 * TEXTFIELD_WORDS field: a tab or a line break as a blank, no other control characters
 * nor bytes that are no UTF-8); false when some did not fit (what fits is added, never
 * half a character). */
bool controller_setup_type(CtlSetup *s, const char *utf8);
/* Backspace: the selection, else the character before the caret, off. */
void controller_setup_type_back(CtlSetup *s);
/* Enter: the field's text as the stones (controller_setup_text); true leaves the field,
 * false keeps it open, its text as typed, text_err saying why. */
bool controller_setup_type_enter(CtlSetup *s);
/* The side to move Done gives: the one chosen, else the counts', else (no side fits the
 * counts: a study position) setup_study_to_move's. */
Stone controller_setup_to_move(const CtlSetup *s);
/* The side to move the counts give (STONE_EMPTY: none fits). */
Stone controller_setup_counts_to_move(const CtlSetup *s);
/* Chooses the side to move: one the counts do not give is kept while stones change; the
 * counts' side (or STONE_EMPTY) follows the counts. */
void controller_setup_choose_to_move(CtlSetup *s, Stone side);
/* The set-up's keys (the window's table, keymap.h, and the view's controls show them):
 * the colour a click places (Tab: CTL_CMD_STUDY_TAB), the board cleared (Delete:
 * CTL_CMD_DELETE), Black or White to move (B: CTL_CMD_OPTION_B, W: CTL_CMD_STUDY).
 * False (nothing done) for any other command. Audit 33a, B5: Clear board and the side to
 * move had no key. */
bool controller_setup_command(CtlSetup *s, CtlCommand cmd);
/* The command of a control of the set-up view (CTL_CMD_NONE: none): for W_SETUP_CLEAR's
 * clear, for W_SETUP_TO_MOVE's side. */
CtlCommand controller_setup_clear_command(void);
CtlCommand controller_setup_to_move_command(Stone side);
/* Done: the stones as a game in *out (a fresh game: the caller hands it to the session,
 * session_set_up). False with s->err saying why; the set-up goes on. */
bool controller_setup_build(CtlSetup *s, Game *out);
/* Leaves set-up: the stones are forgotten. Cancel: the game set-up paused goes on as it
 * was. After Done (the session has taken the set-up game) call with s->paused false. */
void controller_setup_end(CtlSetup *s, Controller *c);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * The window's records glue, without SDL: keeps the game safe and shareable around the
 * controller. After every change of the game session_sync() adds the new actions to a
 * review tree, so a line left by undo or by branching off while browsing stays as a
 * variation, and writes the autosave with that tree (only when the record changed); a
 * resumed, opened or pasted text record brings its tree back. Loading, saving, paste
 * and copy go through record.h; a refused record leaves the game on the board as it was.
 * The window calls these from its event loop; tests call them with a fake AI.
 */
#ifndef RENJU_SESSION_H
#define RENJU_SESSION_H

#include <stddef.h>
#include <stdint.h>

#include "controller.h"
#include "findpos.h"
#include "i18n.h"
#include "library.h"

#define SESSION_FILE_MAX 4096 /* a path with its NUL (PATH_MAX on Linux) */
#include "progress.h"
#include "record.h"
#include "review.h"
#include "storage.h"

/* Invariant: the path from rev's root to rev->current is the controller's game (when
 * session_sync has run since the last change); saved[0..saved_len) is the record last
 * written to the autosave. */
#define SESSION_UNDELETES 16 /* the deletes undo brings back one after another */

typedef struct Session {
    Controller *ctl;
    Review *rev; /* heap */
    StoragePaths paths;
    bool has_paths; /* false: no HOME/XDG: nothing is autosaved */
    bool autosave_on;
    RecordInfo info; /* players etc. of the loaded record, kept when saving */
    char *saved;     /* heap, RECORD_FILE_MAX */
    size_t saved_len;
    bool autosave_failed;  /* the game on the board is not what the autosave holds: the
                            * last write failed (error in autosave_err); retried after
                            * every change until one succeeds */
    bool autosave_back;    /* a write worked after autosave_failed: the window says so
                            * once and clears it */
    bool autosave_blocked; /* an unreadable autosave could not be moved aside: it is
                            * never overwritten (autosave_failed stays set) */
    RecordError autosave_err;
    char set_aside[128];     /* where session_resume moved an unreadable autosave ("") */
    RecordError resume_err;  /* why session_resume could not resume (reason
                              * RECORD_R_NONE: it could, or there was nothing) */
    char *scratch;           /* heap, RECORD_FILE_MAX: the record being compared */
    uint64_t signature;      /* of the game at the last sync: unchanged games cost nothing */
    int lock_fd;             /* the autosave's lock (storage_autosave_lock); -1: not held */
    int lock_errno;          /* why no lock could be had (0: held, or held by another) */
    bool autosave_elsewhere; /* another window keeps the autosave: it holds the lock, or
                              * the file is not what this session last wrote or read.
                              * This one then never writes it (set for good) */
    uint64_t safe_sig;       /* the game (its signature) as last saved to or read from a
                              * file, kept as a copy, or resumed from another window's
                              * autosave: that game is safe elsewhere (0: none) */
    uint64_t given_sig;      /* the game of a move list given on the command line, as
                              * taken: never asked about nor filed, but no file holds it,
                              * so while the autosave fails it is unsaved (0: none) */
    uint64_t safe_tree;      /* the review's shape then: while it stands, a game on
                              * another path of its lines is in that file too (0: none) */
    uint64_t filed_sig;      /* the moves last saved to or read from a file, or kept as a
                              * copy (0: none), and what that file left out */
    unsigned filed_left;     /* (SESSION_LEFT_*; a comment since then counts in) */
    unsigned filed_gen;      /* the controller's new-game count of that game */
    bool seats_named;        /* the last record taken named its seats (RecordInfo.seat):
                              * else a loaded one opens with both seats people */
    bool resumed_network;    /* session_resume: an undecided network game ("seats: person
                              * network"), now two people's; its connection is lost */
    int turn_notes_cut;      /* the comments the last session_turn cut (symmetry_review) */
    int claim_plies;         /* the actions of a game its record's claimed result holds for,
                              * at the last sync (0: none held) */
    uint64_t claim_said;     /* the claim (RecordInfo.result_kept_for) whose dropping by a
                              * move past its end was said: once (CTL_MSG_CLAIM_DROPPED) */
    unsigned generation;     /* the controller's new-game count the review belongs to */
    unsigned takes;          /* games taken from records or a set-up (a new game is the
                              * controller's generation instead) */
    /* The file the game is in: opened from it (the file's only game), or saved to it
     * since, for this game (takes, the controller's generation) only (session_file). */
    char file[SESSION_FILE_MAX];
    /* The folder of the last file read (any game of it, a collection's too) or saved to:
     * where the Open dialog starts (session_last_folder). */
    char folder[SESSION_FILE_MAX];
    unsigned file_takes;
    unsigned file_gen;
    bool synced;
    bool letter_tool;       /* a click puts or takes a board letter (session_letter_click) */
    ReviewShape tool_shape; /* ... or, when not NONE, that shape */
    /* The last deletes (session_delete), newest last, for undo: each the tree and the
     * game before it (heap; the tree's pages are touched only as far as it is used), the
     * move shown then, whether the computer waited (controller_set_game_waiting), and the
     * tree's shape right after it: a move that adds to the tree, a comment or a letter
     * since forgets them all; moving about the tree does not. */
    struct {
        Review *rev;
        Game *game;
        int view;
        bool waits;
        uint64_t sig;
    } undel[SESSION_UNDELETES];
    int undel_count;
    uint64_t ask_sig;    /* the game and the shown move a Delete asked to confirm (0: none) */
    bool kept_over;      /* the last copy session_keep_copy kept was of a finished game */
    bool merged;         /* session_merge_file added to the tree since a file last held it */
    unsigned merged_gen; /* (the controller's new-game count then): at risk, over or not */
    /* The study's progress when its last save failed (session_study_save): the study's
     * own copies and paths, retried whenever the game changes and before quitting. */
    bool study_unsaved;
    RecordError study_err;
    const StoragePaths *study_paths;
    Progress *study_base, *study_mine;
} Session;

/* Sets up the session around c (paths from the environment). autosave false: never
 * writes the autosave (screenshot mode). With autosave, takes the autosave's lock
 * (storage_autosave_lock): when another running window holds it, autosave_elsewhere
 * is set and this session never writes the autosave; when no lock can be had the
 * session goes on without one (lock_errno says why). False only when out of memory. */
bool session_init(Session *s, Controller *c, bool autosave);
void session_free(Session *s);

/* A session that does not autosave because another window held its lock (autosave_elsewhere,
 * lock_errno 0) tries the lock again; once that window has gone (quit, killed), this one
 * keeps the autosave from then on. What the autosave holds that is not this session's own
 * game (the other window's unfinished game, an unreadable file) is first kept: as a copy
 * in the games folder, or set aside as the resume does; its name in kept ("" when nothing
 * needed keeping). Then the game on the board is written. False (nothing changed; err
 * says why when a copy could not be kept) while the lock is held or the copy failed. */
bool session_take_over(Session *s, char *kept, size_t cap, RecordError *err);

/* Resumes the autosave into the controller. STORAGE_BAD leaves the new game and err says
 * why; the unreadable file is kept: moved aside (storage_autosave_set_aside, its new name
 * in s->set_aside), or, when that fails, left in place and never overwritten (the
 * autosave then stays failed, so the window keeps saying so). */
StorageLoad session_resume(Session *s, RecordError *err);

/* The status card's lasting marks in lang, worded from their kinds now (so a switch of
 * language rewords them at once), one paragraph each, "" when none: with resume_mark, why
 * the autosave could not be resumed (and the name it was kept under); while the autosave
 * fails, that it does and why, unless a file holds the game as it stands (a save); while
 * another window keeps the autosave, that this one does not. */
size_t session_marks(const Session *s, Lang lang, bool resume_mark, char *buf, size_t cap);

/* Would quitting now lose moves? True while the autosave is failing, or another window
 * keeps it, and the game has actions and is not the one resumed, read from or saved to a
 * file (with all of it), nor kept as a copy (a command line's move list is in no file). */
bool session_unsaved(const Session *s);

/* Saves the study's progress (progress_sync, the study's memory). While that fails, the
 * session keeps the pointers (study_unsaved) and tries again as it saves the game and in
 * session_study_unsaved; session_study_forget before the study's memory goes. */
ProgressSync session_study_save(Session *s, const StoragePaths *sp, Progress *base, Progress *mine,
                                char *aside, size_t asidecap, RecordError *err);
/* Would quitting now lose study progress? Tries a failed save once more first. */
bool session_study_unsaved(Session *s);
void session_study_forget(Session *s);

/* Would replacing the game now (a new game, a record loaded, a paste) lose it? True when
 * it has actions and is not as last saved to or read from a file (nor kept as a copy, nor
 * another window's), over or not (audit 31a, A2: a won game went unasked); and after a
 * merge (session_merge_file) until a save. */
bool session_at_risk(const Session *s);
/* When session_at_risk only because a file holds the moves but not all the rest: what is
 * in no file (SESSION_LEFT_NOTES, SESSION_LEFT_LINES); else SESSION_LEFT_NONE. */
unsigned session_risk_left(const Session *s);

/* Keeps the game on the board as a new file of the games folder (session_games_dir),
 * "unfinished-YYYY-MM-DD-HHMMSS.renju", or "finished-..." for a game that is over (never
 * over another file; kept_over says which); its name, without the folder, into name. The
 * game is then safe (session_at_risk is false). */
bool session_keep_copy(Session *s, char *name, size_t cap, RecordError *err);

/* Brings the review tree and the autosave up to date; call after every change. Returns
 * true when the autosave was written. Before each write the autosave on disk is read:
 * when it is not what this session last wrote or read (another window wrote it), it is
 * left alone and autosave_elsewhere is set. */
bool session_sync(Session *s);

/* Loads a record file (format by extension, else by content), under the rules the record
 * names (our text record, SGF's RU[]), else under the first rule set it fits, renju
 * first (the board size follows the file): never under the rules of the game on the
 * board. A record that names its seats (our text record's "seats:", seats_named) goes on
 * with them, against the computer at its saved level; any other is for study: both seats
 * become people (controller_study) until the player chooses to play on. A game on a
 * clock that is not over opens paused (controller_hold), as the autosave does: neither
 * its clock nor the computer starts before the player resumes. On failure the game stays
 * and err names the place and the reason. */
bool session_load_file(Session *s, const char *path, RecordError *err);
/* The same, a record that names no rule (stones only) read under asked when it is not
 * NULL (renju --rule NAME --load FILE), refused when it does not fit asked; a record that
 * names its rule opens under its own (the caller compares and says so). */
bool session_load_file_under(Session *s, const char *path, const RuleSet *asked, RecordError *err);
/* The same for game `game` (1-based) of an SGF collection (record_load_file_game: a later
 * game of a file that is no SGF, or past the last, is refused); 1: any record's first. */
bool session_load_file_game(Session *s, const char *path, const RuleSet *asked, int game,
                            RecordError *err);
/* Shows the first position of the game where its board has played ply plies (the moves
 * and passes before it, whatever opening actions came between): false, the live position
 * shown, when the game has fewer. Find position opens a game found there so. */
bool session_show_ply(Session *s, int ply);
/* Opens a game Find position found (findpos.h's hit, in the file at path): its game of
 * the file (session_load_file_game), turned by hit->turn to the board's orientation
 * (session_turn: its stones where the board that was searched has them; *turned says
 * so), shown where the position stands, after hit->ply plies of its own line or, for a
 * side line, of the line through hit->node of its tree (the game following it to its
 * end, as a click on the line's move does). The file is
 * left as it is; the game shown counts as safe (the file holds it, turned or not), so
 * opening another asks nothing, and a save is any save's (a new name, or the question
 * before replacing a file). False, the game on the board kept, when the file is refused. */
bool session_open_found(Session *s, const char *path, const RuleSet *asked, const FindHit *hit,
                        bool *turned, RecordError *err);
/* renju --load ARG: session_load_file_under of the file ARG names, or, when there is no
 * such file and ARG looks like a move list (no '/' or '.', its first word a point or
 * "pass": "h8 i9 h9"), the game those moves make, read as a .moves file's (rules checked,
 * the same seats; *moves then true); a bad list's err names the move at fault and the
 * list. */
bool session_load_arg(Session *s, const char *arg, const RuleSet *asked, bool *moves,
                      RecordError *err);
/* Merges every line of the record file path (.lib, .sgf, .renju: whatever Open reads;
 * a stones-only one under the game's rules) into the review tree (review_merge: the
 * same positions one node, turned ones too, comments joined, letters added), the game on
 * the board and the move shown unchanged. What it did goes into *st. When anything was
 * added the tree is no longer as any file holds it (session_at_risk until a save). False
 * when the file is refused, or the tree would pass its room (RECORD_R_LINES_TOO_MANY):
 * nothing changed, err says why. */
bool session_merge_file(Session *s, const char *path, ReviewMerged *st, RecordError *err);
/* When a library has more moves than the tree holds (session_merge_file's
 * RECORD_R_LINES_TOO_MANY, or a .lib larger than a record: session_merge_too_big), the
 * game's lines merged into the library at path on the library's own tree
 * (library_merge), written as a new file beside it, "NAME-merged.lib" (then -2, -3...:
 * never over a file, the library itself as it was): its path into out (cap bytes). The
 * game and its tree stay as they were. False with err when refused, nothing written. */
bool session_merge_library(Session *s, const char *path, char *out, size_t cap, LibraryMerged *st,
                           RecordError *err);
/* Was path refused by session_merge_file only for a game's room: a .lib a library holds? */
bool session_merge_too_big(const char *path, const RecordError *err);
/* The parse of session_load_file on len bytes of data read from path (whose name picks
 * the format): *g and *info are written only on success; err names the file. */
bool session_parse_file(const char *path, const char *data, size_t len, Game *g, RecordInfo *info,
                        RecordError *err);
/* Saves the game to path in the format of its extension (and, while the autosave fails,
 * tries it again: autosave_back says when that worked); a name without an extension
 * gets ".renju" (the final path is written back into path, cap bytes). The game is then
 * safe (session_at_risk false) unless the format left something behind
 * (session_save_leaves). Only with replace
 * (the player agreed) does it replace a file there: else a file found at path, even one
 * another program makes while the save runs, is kept (RECORD_R_APPEARED). */
bool session_save_file(Session *s, char *path, size_t cap, bool replace, RecordError *err);
/* The file this game was opened from (when it is the file's only game: a save over it
 * keeps what the file held), or the one it was saved to since, as a full path when it
 * can be said; NULL for a new game (saved or not: each save of it is offered a new name),
 * a pasted one, another game of a collection. Ctrl+S offers it (audit 32a, C2: a dated
 * new name in the games folder, not the file's own name, folder and format). */
const char *session_file(const Session *s);
/* The game a save (and the autosave) writes: the game as played when the board shows a
 * line tried after it ended (its result, clock and times; the line is one of its lines),
 * else the board's. A malloc'd copy the caller frees; NULL without memory. */
Game *session_saved_game(const Session *s);
/* What a save in fmt would leave behind of the review: SESSION_LEFT_NOTES (comments),
 * SESSION_LEFT_LINES (the other lines tried, undone moves), SESSION_LEFT_SETUP (a set-up
 * game's marking: its stones are written as moves played, record_keeps_setup), or
 * SESSION_LEFT_NONE. Our text record keeps them all, SGF too but the comments on actions
 * without a stone (and the set-up when a comment or another line starts inside it),
 * RenLib the lines and those comments but not the set-up; the stones-only formats keep
 * none. A save that leaves something behind does not make the
 * game safe (session_at_risk stays as it was): what it left is still in no file. */
enum {
    SESSION_LEFT_NONE = 0,
    SESSION_LEFT_NOTES = 1,
    SESSION_LEFT_LINES = 2,
    SESSION_LEFT_SETUP = 4,
    SESSION_LEFT_OPENING = 8, /* the opening rule and its choices (record_keeps_opening) */
    SESSION_LEFT_RESULT = 16, /* a result no stone shows (record_keeps_result) */
    SESSION_LEFT_TURN = 32,   /* the set-up's side to move (record_keeps_turn) */
    SESSION_LEFT_RULE =
        64, /* the rule set: a gomoku .psq reads back as renju (record_keeps_rule) */
    SESSION_LEFT_MARKS = 128 /* letters, shapes or marked moves (record_shapes_lost,
                              * record_label_marks_lost, record_letters_lost) */
};
unsigned session_save_leaves(const Session *s, RecordFormat fmt);
/* The notice after a save in fmt that left `left` behind (session_save_leaves): "Saved
 * %s." alone, or with what the format did not keep. */
StrId session_saved_notice(unsigned left, RecordFormat fmt);
/* The same for this session's game: a comment or a line left behind names .lib too among
 * the formats that keep them when a .lib holds the game (renju on 15x15, no set-up). */
StrId session_saved_notice_of(const Session *s, unsigned left, RecordFormat fmt);
/* New game's question before replacing a game at risk that left `left` in no file
 * (session_risk_left); over: the game has ended (asked as a finished game). */
StrId session_keep_question(unsigned left, bool over);
/* Pastes a record or a move string (any format, found by content; rules and seats as
 * for session_load_file). */
bool session_paste(Session *s, const char *text, size_t len, RecordError *err);
/* Would session_paste take text? Judged alone, nothing changed: the window asks about the
 * game in progress only for a paste that would replace it (audit 30 B2). */
bool session_paste_ok(const char *text, size_t len, RecordError *err);
/* A set-up position (controller_setup.h) becomes the game: the seats and the time
 * control stay (a game on a clock opens paused, as a resumed one), study mode too, a new
 * review starts, and the autosave takes it. */
void session_set_up(Session *s, const Game *g);
/* What Ctrl+C copies (session_copy_text). */
typedef enum SessionCopy {
    SESSION_COPY_MOVES, /* the game as a move string ("h8 i9 j10") */
    SESSION_COPY_SETUP, /* a set-up position (and moves after it): the record as SGF */
    SESSION_COPY_RULE,  /* a rule no move string keeps (not renju): the record as SGF */
    SESSION_COPY_EMPTY, /* no stone on the board: nothing to copy (NULL) */
    SESSION_COPY_FAILED /* NULL, err says why */
} SessionCopy;
/* Ctrl+C's text, malloc'd (the caller frees), *what saying which: the move string when
 * one gives the game back, else the whole record as SGF (session_copy_sgf); Ctrl+V
 * (session_paste) here or in another window reads either back (audit 33b A1). */
char *session_copy_text(Session *s, SessionCopy *what, RecordError *err);
/* The whole record as SGF text, as a .sgf save writes it (its lines, comments, marks, the
 * opening's decisions, the result), *len bytes, malloc'd (the caller frees); NULL with why
 * in err. session_paste reads it back (audit 32a C7). */
char *session_copy_sgf(Session *s, size_t *len, RecordError *err);
/* The name a loaded record gives the first (player 0) or second player ("" when none;
 * none after a new game is begun). */
const char *session_player_name(const Session *s, int player);

/* The Game info dialog's: the players holding Black and White (at the game's end, as a
 * record names them), the event and the date, each cut at a character to fit
 * RECORD_NAME_MAX; written into every save and the autosave from then on. A new game
 * begins with none and today's date (YYYY-MM-DD). */
void session_set_names(Session *s, const char *black, const char *white, const char *event,
                       const char *date);

/* Branching: a click on p (POS_PASS: a pass) while browsing an earlier position plays p
 * there, the game continuing from it; the old continuation stays in the review as a
 * variation. Returns false (nothing changed) when not browsing, on a clock, when the
 * computer acts there (a person does not play its colour: the controller's message says
 * so, CTL_MSG_COMPUTER_SHOWN) or when p is not legal there (err says why). The new line
 * goes on as a game does: when the computer is to move in it, it thinks there. */
bool session_branch(Session *s, Pos p, GameError *err);
/* A person's click (or Enter) on p, as the window takes it: on the live position a move
 * (controller_click); on an earlier one without a clock another line from there
 * (session_branch), or the reason why not, said there; on a clock the live position
 * back, saying so. Returns whether something was played. */
bool session_click(Session *s, Pos p);
/* A person's Pass, as the window takes it: on the live position controller_pass; on an
 * earlier one without a clock another line from there with the pass (as a click starts
 * one with a stone), or the reason why not; on a clock refused (CTL_MSG_GO_LIVE). */
bool session_pass(Session *s);

/* The other lines at the position after ply actions: the first actions of the
 * variations other than the game's own next action (played, or undone and waiting for
 * redo: a line left by undo is no branch until another move is played), at most cap;
 * returns how many. None while a network game is played (one line: an accepted undo's
 * moves are no line to switch to until it has ended, as both its records keep them). */
int session_variations(const Session *s, int ply, Action *out, int cap);
/* Does the game's action number ply (0-based) have alternatives in the review? */
bool session_has_variations(const Session *s, int ply);
/* Switches the game to variation k (as listed by session_variations) after ply actions,
 * following that line to its end; the position after its first move is shown. */
bool session_switch(Session *s, int ply, int k);

/* Turns the game by t (controller_turn) and the review tree with it, every variation
 * too; the autosave then holds the turned game. False (err says why) when refused. */
bool session_turn(Session *s, BoardTurn t, GameError *err);
/* Comments: the comment on the game's action number ply (1-based: the position after ply
 * actions; 0 the game's own, before its first move), "" when none or when the review does
 * not hold that position. Setting one (review_set_note's tidying and refusals) changes
 * only the review, never the game nor its clock; the autosave follows at once, and the
 * game is no longer as saved to a file (session_at_risk). */
const char *session_note(const Session *s, int ply);
/* The board letters (a RenLib file's) on the position after ply actions: how many, in
 * *marks. */
int session_letters(const Session *s, int ply, const ReviewMark **marks);
/* Is the move of action number ply marked (RenLib's marked move, SGF's HO[])? */
bool session_marked(const Session *s, int ply);
/* Ctrl+D: the shown move's mark ★ (RenLib's marked move: a line's key move) on, or off
 * when it has one; kept with the review as a letter is (not undone by undo: again, the
 * mark goes; the autosave, .renju, .sgf, .lib). Said: CTL_MSG_MOVE_MARKED or
 * CTL_MSG_MOVE_UNMARKED with its point; CTL_MSG_MARK_NO_MOVE (false, nothing changed)
 * when the shown position ends on no stone (the start, a pass, an opening's decision) or
 * is hidden. */
bool session_toggle_marked(Session *s);
/* The shapes on that position: how many, in *shapes. */
int session_shapes(const Session *s, int ply, const ReviewShapeMark **shapes);
/* The board text on p of the shown position ("" none; the label editor's start). */
const char *session_label(const Session *s, Pos p);
/* Sets the board text on p of the shown position to text[0..n) (blanks at its ends
 * dropped; empty: taken off), as the window's label editor does: REVIEW_MARK_OK, or why
 * not (too long, no text, no room), nothing changed. */
ReviewMarkCheck session_set_label(Session *s, Pos p, const char *text, size_t n);
ReviewNoteCheck session_set_note(Session *s, int ply, const char *text, size_t n);
/* The letter tool (the window's Ctrl+A, as Sabaki's label tool): while it is on, a click
 * on the shown position (session_click) takes off the letter on that point, or puts the
 * next letter there, the first of A, B, C... the position does not show yet; kept with
 * the position like a comment (the review, the autosave, .renju, .sgf, .lib). False when
 * no letter can go there (REVIEW_MARKS_MAX on the position, or a position the review does
 * not hold), nothing changed. With tool_shape set, the click puts that shape on the point
 * (another shape there is replaced) or takes the same shape off (REVIEW_SHAPES_MAX). */
bool session_letter_click(Session *s, Pos p);
/* The letter tool off: clicks play again. A new game, a record opened or pasted, a set-up and
 * the study start so (audit 30 B4: triangles survived New game, the first clicks drew them). */
void session_tool_off(Session *s);

/* Delete (RenLib's): the shown move and everything after it in the review (its line and
 * the lines branching off it) go, the game goes back to the move before it (its parent's
 * other lines stay). Refused on a running clock or while a network game is played
 * (CTL_MSG_NO_DELETE) and inside a set-up (CTL_MSG_SETUP_START). One rule in any game, resumed,
 * opened or library: a lone move with nothing after it (a mis-click) goes at once; more than one go
 * only on a second Delete right after the first, which asks saying how many (
 * CTL_MSG_DELETE_AGAIN, msg_n the moves): SESSION_DELETE_ASKED. The autosave follows;
 * session_undelete brings it back, the last SESSION_UNDELETES deletes newest first. */
typedef enum SessionDelete {
    SESSION_DELETE_NONE = 0, /* refused, or nothing shown to delete */
    SESSION_DELETE_ASKED,
    SESSION_DELETE_DONE
} SessionDelete;
SessionDelete session_delete(Session *s);
/* The review's continuations of the shown position (the game's own next move, played or
 * undone, and the other lines), first child first, at most cap into out: how many. None
 * while a pause hides the position or a network game is played (one line). */
int session_continuations(const Session *s, Pos *out, int cap);
/* The comment on the continuation of the shown position played at p (one of
 * session_continuations), "" when it has none or p is none of them. */
const char *session_continuation_note(const Session *s, Pos p);
/* Ctrl+Up / Ctrl+Down: the shown move's previous (dir < 0) or next sibling line (the
 * other moves played at that position, in the review's order, round), followed to its end
 * and shown after that move, as a click on it does. When the shown move has none but other
 * lines go on from it (the row lists them): the last (dir < 0) or the first of those. False,
 * said (CTL_MSG_NO_OTHER_LINE), when there is neither; refused where a click on it would be
 * (a running clock, a network game being played: said, CTL_MSG_NO_LINES_TIMED). */
bool session_sibling(Session *s, int dir);
/* PgDn at the game's end where other lines go on: into the first of them (as a click on
 * it). False when the game does not end on the shown move or no line goes on. */
bool session_forward_into_line(Session *s);
/* The review node of the shown position (-1: none, off the tree), and the position of
 * node shown: the game follows its line (to the line's end, as a click on it), shown at
 * it (Find in comments, commentfind.h). False, said, where the other lines' keys are
 * refused (a running clock, a network game: CTL_MSG_NO_LINES_TIMED). */
int session_shown_node(const Session *s);
bool session_show_node(Session *s, int node);

/* Undo's first step (U, Ctrl+Z, Backspace): right after a delete (nothing changed the
 * game since) the deleted line and the game as they were come
 * back (CTL_MSG_UNDELETED); again, the delete before it, up to SESSION_UNDELETES. False when there
 * is no such delete: undo is controller_undo. */
bool session_undelete(Session *s);

/* A save the player asked for that a kill cut short (session_save_file notes its target
 * in the data folder while it writes): when its temporary file is still beside the target,
 * removes it and gives the target's path (true); the note goes either way. Once, at start,
 * after the autosave's lock is taken. */
bool session_unfinished_save(Session *s, char *target, size_t cap);
/* Where the player's games go: data_dir/games (created). False when unknown. */
bool session_games_dir(const Session *s, char *buf, size_t cap);
/* The folder of the last file read or saved in this window (Session.folder) into buf, when
 * it is still a folder: false (buf unchanged) when there is none. */
bool session_last_folder(const Session *s, char *buf, size_t cap);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * The window's words: the English texts (the gettext msgids, each with its StrId's name
 * as msgctxt) and a reader of the compiled GNU gettext catalogues (.mo) that translate
 * them, po/LANG.po compiled by msgfmt into LOCALEDIR/LANG/LC_MESSAGES/renju.mo. The
 * catalogues are read once by i18n_load() and never change afterwards, so every language
 * is at hand at once (the window switches language without a restart) and no system
 * locale is needed. Plural forms use each language's own rule (plural_form()); the
 * catalogue's Plural-Forms header must name that same rule. A translation whose printf
 * conversions differ from its English is refused, so a catalogue can never make a
 * printf read arguments it was not given. The localized explanation of fouls is built
 * by the rules module's formatter from words looked up here.
 */
#include "i18n.h"

#include "ai.h"
#include "problem.h"
#include "record.h"
#include "text.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* One message: its context (the name of its id), its English text and, for a count,
 * its English plural. */
typedef struct Msg {
    const char *ctxt;
    const char *id;
    const char *plural;
} Msg;

#define MSG(name, en) [name] = {#name, en, NULL}
#define PLURAL(name, one, many) [name] = {#name, one, many}

/* clang-format off */
static const Msg MSGS[S_COUNT] = {
    MSG(S_APP_TITLE, "Renju"),
    MSG(S_BLACK, "Black"),
    MSG(S_WHITE, "White"),
    MSG(S_BLACK_TO_MOVE, "Black to move"),
    MSG(S_WHITE_TO_MOVE, "White to move"),
    MSG(S_PERSON, "Person"),
    MSG(S_COMPUTER, "Computer"),
    MSG(S_MOVES, "Moves"),
    MSG(S_NEW_GAME, "New game"),
    MSG(S_UNDO, "Undo"),
    MSG(S_REDO, "Redo"),
    MSG(S_PASS, "Pass"),
    MSG(S_RESIGN, "Resign"),
    MSG(S_OFFER_DRAW, "Offer draw"),
    MSG(S_HINT, "Hint"),
    MSG(S_SHOW_FORBIDDEN, "Forbidden points"),
    MSG(S_SHOW_NUMBERS, "Move numbers"),
    MSG(S_LIGHT_COLOURS, "Light colours"),
    MSG(S_HIGH_CONTRAST, "High contrast"),
    MSG(S_LANGUAGE, "Language"),
    MSG(S_HELP, "Help"),
    MSG(S_BLACK_WINS, "Black wins"),
    MSG(S_WHITE_WINS, "White wins"),
    MSG(S_DRAW, "Draw"),
    MSG(S_REASON_FIVE, "five in a row"),
    MSG(S_REASON_OVERLINE, "overline (six or more in a row)"),
    MSG(S_REASON_BLACK_RESIGNED, "Black resigned"),
    MSG(S_REASON_WHITE_RESIGNED, "White resigned"),
    MSG(S_REASON_TWO_PASSES, "two passes"),
    MSG(S_REASON_NO_FIVE, "no five possible"),
    MSG(S_REASON_NO_FIVE_STONES, "no five possible with the stones left"),
    MSG(S_REASON_FULL_BOARD, "full board"),
    MSG(S_REASON_AGREED, "by agreement"),
    MSG(S_REASON_CAPTURES, "five captures"),
    MSG(S_REASON_STONES, "Black used all its stones"),
    MSG(S_THINKING, "thinking"),
    MSG(S_MSG_SAVE_CUT, "The save to %s did not finish; the game is here: Ctrl+S to save again."),
    MSG(S_THINKING_FOR, " — thinking… %s"),
    MSG(S_THINKING_OF, " — thinking… %s of about %s"),
    MSG(S_DEPTH, "depth"),
    MSG(S_BEST, "best"),
    MSG(S_EVAL, "eval"),
    MSG(S_MSG_OCCUPIED, "%s is occupied."),
    MSG(S_MSG_CENTRE_FIRST, "The first stone goes on the centre, %s."),
    MSG(S_MSG_GAME_OVER, "The game is over. Start a new game (N)."),
    MSG(S_MSG_AI_TURN, "The computer is to move: please wait."),
    MSG(S_MSG_NOTHING_TO_UNDO, "Nothing to undo."),
    MSG(S_MSG_NOTHING_TO_REDO, "Nothing to redo."),
    MSG(S_MSG_NONE_OF_YOURS, "Nothing of yours to take back: only the computer has played."),
    MSG(S_MSG_DRAW_DECLINED, "The computer declines the draw: its search says it stands better."),
    MSG(S_MSG_DRAW_WITH_MOVE_BLACK,
        "Black offers a draw with this move: White answers after it, on White's clock."),
    MSG(S_MSG_DRAW_WITH_MOVE_WHITE,
        "White offers a draw with this move: Black answers after it, on Black's clock."),
    MSG(S_MSG_DRAW_REFUSED_BLACK, "Black declines the draw. The game goes on."),
    MSG(S_MSG_DRAW_REFUSED_WHITE, "White declines the draw. The game goes on."),
    MSG(S_ACT_DECLINE_BLACK, "Black declines the draw"),
    MSG(S_ACT_DECLINE_WHITE, "White declines the draw"),
    MSG(S_ACT_DRAW_BLACK, "Draw (Black's offer)"),
    MSG(S_ACT_DRAW_WHITE, "Draw (White's offer)"),
    MSG(S_MSG_DRAW_UNJUDGED, "The computer declines the draw: it could not judge this position."),
    MSG(S_MSG_HINT, "Hint: %s · %s"),
    MSG(S_MSG_HINT_DECISION, "Hint: %s · then %s"),
    MSG(S_HINT_PROPOSE, "propose %s"),
    MSG(S_MSG_HINT_WAIT, "Looking for a good move…"),
    MSG(S_MSG_DRAW_WAIT, "The computer considers your draw offer…"),
    MSG(S_FILE_NAME_NEEDED, "Type a name for the game after the folder, then Enter."),
    MSG(S_FILE_PICTURE_NAME_NEEDED, "Type a name for the picture before .png, then Enter."),
    MSG(S_VIEWING, "Showing move %d of %d"),
    MSG(S_BACK_TO_GAME, "Back to the game"),
    MSG(S_BACK_TO_GAME_SHORT, "To the game"),
    MSG(S_EVAL_EVEN, "even position"),
    MSG(S_EVAL_CHANCE, "%s %d%%"),
    MSG(S_RULE_SET, "Rules"),
    MSG(S_OPENING, "Opening"),
    MSG(S_OPENING_FREE, "Free (first stone in the centre)"),
    MSG(S_AI_STRENGTH, "Computer strength"),
    MSG(S_START, "Start"),
    MSG(S_CANCEL, "Cancel"),
    MSG(S_ACCEPT, "Accept"),
    MSG(S_DECLINE, "Decline"),
    MSG(S_DRAW_OFFER, "%s offers a draw. Accept?"),
    MSG(S_CONFIRM_RESIGN_BLACK, "Resign as Black?"),
    MSG(S_CONFIRM_RESIGN_WHO, "Who resigns? Either player may resign at any time."),
    MSG(S_MSG_NO_HELP, "Not during a tournament game: hints, analysis, best moves, the graph and "
                       "the foul marks come back when it ends."),
    MSG(S_NO_HELP_LABEL, "Tournament"),
    MSG(S_NO_HELP_ON, "No help until the end"),
    MSG(S_NO_HELP_OFF, "Help allowed"),
    MSG(S_NO_HELP_NA, "For two people on a clock"),
    MSG(S_CLOCK_CUSTOM, "Custom… type a control, Enter"),
    MSG(S_CLOCK_CUSTOM_HINT, "Type as: %s"),
    MSG(S_CLOCK_CUSTOM_OK, "✓ %s (Enter)"),
    MSG(S_CLOCK_CUSTOM_BAD, "Not a clock I know. For example: %s"),
    MSG(S_CLOCK_FORMS, "fischer 15m+10s, byoyomi 25m+5x30s, move 20s, 30m"),
    MSG(S_KEY_DLG_NO_HELP, "Tournament game: no help while the clock runs"),
    MSG(S_RESIGN_BLACK_BUTTON, "Black resigns"),
    MSG(S_RESIGN_WHITE_BUTTON, "White resigns"),
    MSG(S_CONFIRM_RESIGN_WHITE, "Resign as White?"),
    MSG(S_CONFIRM_DRAW_AI, "Offer the computer a draw?"),
    MSG(S_SEND_DRAW_OFFER, "Offer draw"),
    MSG(S_HELP_TITLE, "Help"),
    MSG(S_MOUSE_CLICK, "Click"),
    MSG(S_KEY_CLICK, "Play a stone"),
    MSG(S_KEY_ARROWS, "Move the cursor"),
    MSG(S_KEY_ENTER, "Play at the cursor"),
    MSG(S_KEY_NEW, "New game"),
    MSG(S_KEY_UNDO, "Undo"),
    MSG(S_KEY_REDO, "Redo"),
    MSG(S_KEY_PASS, "Pass"),
    MSG(S_KEY_RESIGN, "Resign"),
    MSG(S_KEY_DRAW, "Offer a draw"),
    MSG(S_KEY_HINT, "Hint: the best move at full strength, at any level; the analysis's move once it has searched the position deeper"),
    MSG(S_KEY_FORBIDDEN, "Show forbidden points"),
    MSG(S_KEY_NUMBERS, "Show move numbers"),
    MSG(S_KEY_LANGUAGE, "Next language"),
    MSG(S_KEY_HISTORY, "Browse the moves (in study: PgUp and PgDn the problems, Home starts over)"),
    MSG(S_KEY_HELP, "This help"),
    MSG(S_KEY_QUIT, "Quit"),
    MSG(S_LEGEND_FORBIDDEN, "forbidden for Black"),
    MSG(S_MOVE_N, "Move %d"),
    MSG(S_CAPTURES, "Captured pairs"),
    MSG(S_LEGEND_FORBIDDEN_WHITE, "forbidden for White"),
    MSG(S_MSG_NO_STONES, "No stones left: you can only pass (P)."),
    MSG(S_MSG_CENTRE_CLOSED, "Black's second stone goes outside the central 5×5."),
    MSG(S_CENTRE_RULE, "Black's 2nd stone: outside the 5×5"),
    MSG(S_STONES_LEFT, "Stones left"),
    MSG(S_COMMON_CENTRE, "Centre %s counts for both colours"),
    MSG(S_FIRST_PLAYER, "First player"),
    MSG(S_SECOND_PLAYER, "Second player"),
    MSG(S_SEAT_FIRST, "first player"),
    MSG(S_SEAT_SECOND, "second player"),
    MSG(S_YOU, "You"),
    MSG(S_COMPUTER_LEVEL, "Computer, level %d"),
    MSG(S_MSG_NOT_OFFERED, "That is not possible at this point of the game."),
    MSG(S_MSG_NO_PASS_OPENING, "No one passes in the opening: its stones are placed first."),
    MSG(S_MSG_TOO_LONG, "The game is too long: no more moves fit."),
    MSG(S_MSG_RECORD_FULL, "The record is full (%d moves in all its lines): nothing was played. Save it (%s), then go on from a set-up of this position (%s) or a new game."),
    MSG(S_SWAP, "Swap"),
    MSG(S_OPTION_A, "Option A"),
    MSG(S_OPTION_B, "Option B"),
    MSG(S_TWO_MORE, "Two more"),
    MSG(S_KEEP, "Keep Black"),
    MSG(S_CONFIRM, "Confirm"),
    MSG(S_BLACK_TO_DECIDE, "Black decides"),
    MSG(S_WHITE_TO_DECIDE, "White decides"),
    MSG(S_PROMPT_CENTRE, "Stone 1 goes on the centre."),
    MSG(S_PROMPT_ZONE, "Stone %d goes inside the central %d×%d square."),
    MSG(S_PROMPT_ANYWHERE, "Stone %d goes anywhere."),
    MSG(S_PROMPT_SWAP, "Swap colours (S), or play stone %d."),
    MSG(S_PROMPT_SWAP2, "Take Black (S), play stone 4 as White, or place two more (T)."),
    MSG(S_PROMPT_SWAP_FIRST, "Swap colours (S), or:"),
    MSG(S_PROMPT_SWAP2_THREE, "Stone %d: the first player places three stones anywhere (Black, "
                              "White, Black)."),
    MSG(S_PROMPT_SWAP2_TWO, "Stone %d: the second player places two more anywhere (White, Black)."),
    MSG(S_PROMPT_OPTION, "A: stone 5 inside the 9×9, swaps allowed. B: propose ten fifth moves."),
    MSG(S_PROMPT_DECLARE, "How many fifth moves must Black propose? (1–8)"),
    MSG(S_PROMPT_SOOSORV_FOUR, "Stone 4 goes anywhere; then say how many fifth moves Black must "
                               "propose."),
    PLURAL(S_PROMPT_PROPOSE, "Propose %d fifth move: click the points (%d marked).",
           "Propose %d fifth moves: click the points (%d marked)."),
    MSG(S_PROMPT_SWAP_OR_KEEP, "Take White (S) or keep Black (K)."),
    MSG(S_PROMPT_AI_SWAP, "The computer chooses: swap colours, or play stone %d."),
    MSG(S_PROMPT_AI_DECIDES, "The computer makes its opening decision…"),
    MSG(S_PROMPT_NET_SWAP, "Your opponent chooses: swap colours, or play stone %d."),
    MSG(S_PROMPT_NET_DECIDES, "Your opponent makes their opening decision…"),
    MSG(S_MSG_OUTSIDE_ZONE, "%s is outside the central %d×%d square."),
    MSG(S_MSG_DECIDE_FIRST, "First the opening's decision on the panel."),
    MSG(S_MSG_SYMMETRIC, "%s is symmetric to the proposal %s: a symmetry of the position maps "
                         "one onto the other."),
    PLURAL(S_MSG_PROPOSALS_FULL, "The %d fifth move is marked; click a mark to remove it.",
           "All %d fifth moves are marked; click a mark to remove it."),
    PLURAL(S_MSG_PROPOSALS_SHORT, "Mark the %d fifth move first.",
           "Mark all %d fifth moves first."),
    MSG(S_ACT_PROPOSED, "%d proposed"),
    MSG(S_ACT_PICK, "Pick %s"),
    MSG(S_ACT_DECLARE, "Declare %d"),
    MSG(S_KEY_OPENING, "Opening: swap colours (S); Taraguchi's option A or B; Swap2: place two more (T) or keep your colour (K); Soosõrv: declare 1–8 fifth moves; confirm the proposed fifth moves (C)"),
    MSG(S_LEGEND_ZONE, "zone of the next stone"),
    MSG(S_FILES, "Files…"),
    MSG(S_ANALYSE, "Analyse"),
    MSG(S_GRAPH, "Graph"),
    MSG(S_OPEN, "Open"),
    MSG(S_SAVE, "Save"),
    MSG(S_PICTURE, "Picture"),
    MSG(S_FILE_TITLE_OPEN, "Open a game"),
    MSG(S_FILE_TITLE_SAVE, "Save the game"),
    MSG(S_FILE_FORMATS, "The ending chooses the format: .renju .txt (everything), .psq, .lib, "
                        ".sgf, .moves; .png saves a picture of the board. ↑ ↓ PgUp PgDn: an existing file's name."),
    MSG(S_NO_FILES, "No games in this folder yet."),
    MSG(S_MSG_LOADED, "Loaded %s"),
    MSG(S_MOVE_LIST_NAMED, "the move list \"%s\""),
    MSG(S_MSG_LOADED_OWN_RULE, "Loaded %s under the rule it names, not the one asked for"),
    MSG(S_MSG_LOADED_PEOPLE, "Loaded %s. The file does not say whether a person or the computer "
                             "played: people play both."),
    MSG(S_MSG_LOADED_OWN_RULE_PEOPLE,
        "Loaded %s under the rule it names, not the one asked for. The file does not say whether "
        "a person or the computer played: people play both."),
    MSG(S_MSG_LOADED_MOVES, "Started from the moves %s: both seats are people."),
    MSG(S_MSG_SAVED, "Saved %s"),
    MSG(S_MSG_EXPORTED_COLOUR, "Saved %s, %d × %d, in colour"),
    MSG(S_MSG_EXPORTED_PRINT, "Saved %s, %d × %d, black and white"),
    MSG(S_PICTURE_SIDE, "%d px"),
    MSG(S_PICTURE_COLOUR, "Colour"),
    MSG(S_PICTURE_PRINT, "Black and white"),
    MSG(S_PICTURE_FOULS, "Mark Black's forbidden points"),
    MSG(S_FILE_PICTURE_KEYS, "The position alone, without hints or the pointer. Ctrl+R: the "
                             "size, Ctrl+B: black and white or colour, Ctrl+F: forbidden points."),
    MSG(S_FILE_PICTURE_KEYS_PROBLEM, "The problem\u2019s position, its title above and its task "
                                     "under it. Ctrl+R: the size, Ctrl+B: black and white or "
                                     "colour, Ctrl+F: forbidden points."),
    MSG(S_FILE_TITLE_PICTURE, "Save a picture of the board"),
    MSG(S_FILE_SAVING, "Saving %s…"),
    MSG(S_MSG_NOT_LOADED, "Not loaded — %s. The game on the board is unchanged."),
    MSG(S_MSG_NOT_LOADED_LIBRARY, "Library not loaded — %s. The game on the board is unchanged."),
    MSG(S_MSG_NOT_POSITION, "Not loaded — no file has that name, and as a position (b=… w=…): %s. The game on the board is unchanged."),
    MSG(S_MSG_NOT_SAVED, "Not saved — %s"),
    MSG(S_MSG_SAVE_REFUSED, "%s"),
    PLURAL(S_MSG_PASTED, "Pasted a game of %d move", "Pasted a game of %d moves"),
    PLURAL(S_MSG_PASTED_POSITION, "Pasted a position of %d stone", "Pasted a position of %d stones"),
    PLURAL(S_MSG_PASTED_POSITION_MOVES, "Pasted a set-up position and %d move played from it",
           "Pasted a set-up position and %d moves played from it"),
    MSG(S_MSG_PASTE_REFUSED, "Paste refused — %s. The game on the board is unchanged."),
    MSG(S_MSG_CLIPBOARD_EMPTY, "No text came from the clipboard: it is empty, or its text is too "
                               "large to read here. Save a long text as a file and open it (%s)."),
    MSG(S_MSG_COPIED, "The moves are on the clipboard; %s copies the whole record as SGF."),
    MSG(S_MSG_PROBLEM_COPIED_BLACK, "Problem %s is on the clipboard as SGF: its position, Black to move. Ctrl+V opens it as a game."),
    MSG(S_MSG_PROBLEM_COPIED_WHITE, "Problem %s is on the clipboard as SGF: its position, White to move. Ctrl+V opens it as a game."),
    MSG(S_MSG_PROBLEM_NOT_COPIED, "The problem was not copied: %s"),
    MSG(S_MSG_PROBLEM_SAVED, "The problem's position is saved as %s, with its side to move."),
    MSG(S_MSG_NO_PROBLEM_OPEN, "No problem is open: choose one in the list first."),
    PLURAL(S_MSG_PROBLEMS_ADDED, "%s: %d problem added to the study, a set of its own (T).",
           "%s: %d problems added to the study, a set of their own (T)."),
    MSG(S_MSG_PROBLEMS_KEEP, "To have them at every start, put the file in %s."),
    MSG(S_MSG_PROBLEMS_NOT_ADDED, "No problem was added: %s"),
    MSG(S_MSG_SGF_COPIED, "The whole record is on the clipboard as SGF text: its lines, "
                          "comments, opening and result."),
    MSG(S_MSG_SGF_NOT_COPIED, "Not copied — %s."),
    MSG(S_MSG_COPIED_SETUP, "A set-up position's stones stand in no order of play, so the whole "
                            "record is on the clipboard as SGF text: the stones, the side to move "
                            "and the moves after them. Ctrl+V reads it, here, in Set up or in "
                            "another Renju."),
    MSG(S_MSG_COPIED_RULE, "A move string would be read as renju, so the whole record is on the "
                           "clipboard as SGF text, which keeps its rule. Ctrl+V reads it, here or "
                           "in another Renju."),
    MSG(S_MSG_NOTHING_COPIED, "Nothing copied: no stone is on the board yet. The clipboard "
                              "holds what it held."),
    MSG(S_KEY_COPY_SGF, "Copy the whole record as SGF text: its lines, comments, the "
                        "opening's decisions and the result"),
    MSG(S_COPY_SGF_KEY, "Shift+Ctrl+C"),
    MSG(S_MSG_ANALYSIS_COPIED, "The analysis's best line is on the clipboard: %s"),
    MSG(S_MSG_NO_ANALYSIS_COPIED, "No analysis of this position to copy: %s analyses it."),
    MSG(S_KEY_COPY_ANALYSIS, "Copy the analysis's lines (the best moves' when shown), with their evaluations and depth"),
    MSG(S_MSG_RESUME_FAILED, "The saved game could not be resumed (%s); a new game was started."),
    MSG(S_MSG_RESUMED, "The last game resumed after move %d."),
    MSG(S_MSG_AUTOSAVE_SET_ASIDE, "The saved game could not be read (%s). It is kept as %s; a "
                                  "new game has started."),
    MSG(S_MARK_AUTOSAVE_FAILING, "Autosave is failing (%s): the moves are lost if the window "
                                 "closes. Retried after each move; Ctrl+S saves elsewhere."),
    MSG(S_MARK_AUTOSAVE_TOO_LARGE, "The game is too large to keep automatically (over %d MB): "
                                   "save it with Ctrl+S as .lib or .sgf."),
    MSG(S_MSG_AUTOSAVE_BACK, "Autosave works again; the game is saved."),
    MSG(S_MSG_SETTINGS_NOT_READ, "%s — the default settings are used"),
    MSG(S_MSG_SETTINGS_HELD, "%s — the default settings are used and not saved, so the file stays as it is"),
    MSG(S_MSG_SETTINGS_SET_ASIDE, "%s — it is kept as %s in the same folder; the default settings are used"),
    MSG(S_MSG_SETTINGS_KEPT, "Line %d: %s — kept as written."),
    MSG(S_MSG_SETTINGS_LEFT_OUT, "Line %d: %s."),
    PLURAL(S_MSG_SETTINGS_LINES, "settings.conf: %d line is not understood", "settings.conf: %d lines are not understood"),
    PLURAL(S_MSG_SETTINGS_TWICE, "'%s' is set on %d line: line %d's value, %s, is used.", "'%s' is set on %d lines: line %d's value, %s, is used."),
    MSG(S_MSG_SETTINGS_FILE, "settings.conf: %s"),
    MSG(S_UNIT_MS, "ms"),
    MSG(S_UNIT_MS_BY_LEVEL, "ms (0: by level)"),
    MSG(S_UNIT_MS_DEFAULT, "ms (0: the default)"),
    MSG(S_UNIT_AUTOMATIC, "(0: automatic)"),
    MSG(S_UNIT_MB_DEFAULT, "MB (0: the default)"),
    PLURAL(S_MSG_SETTINGS_MORE, "And %d more line not understood.", "And %d more lines not understood."),
    MSG(S_CONFIRM_QUIT, "Autosave is failing: the moves of this game are not saved anywhere. "
                        "Quit and lose them?"),
    MSG(S_QUIT_ANYWAY, "Quit"),
    MSG(S_KEEP_PLAYING, "Keep playing"),
    MSG(S_SAVE_AS, "Save as…"),
    MSG(S_CONFIRM_QUIT_ELSEWHERE, "Another Renju window keeps the game in progress, so the moves "
                                  "of this window are not saved anywhere. Quit and lose them?"),
    MSG(S_CONFIRM_QUIT_STUDY, "The study progress (problems solved, the rating) could not be "
                              "saved: %s. Quit and lose it?"),
    MSG(S_QUIT_STUDY_TOO, "The study progress (problems solved, the rating) could not be saved "
                          "either: %s."),
    MSG(S_MSG_AUTOSAVE_ELSEWHERE, "Another Renju window keeps the game in progress: this window "
                                  "does not autosave. Ctrl+S saves its game to a file."),
    MSG(S_MSG_AUTOSAVE_TAKEN, "The other Renju window has closed: this window now autosaves "
                              "its game."),
    MSG(S_MSG_AUTOSAVE_TAKEN_KEPT, "The other Renju window has closed: this window now "
                                   "autosaves its game. The game the autosave held is kept as %s."),
    MSG(S_CONFIRM_REPLACE, "The game in progress is not saved in a file. Keep a copy in the "
                           "games folder, where Open (Ctrl+O) finds it?"),
    MSG(S_CONFIRM_REPLACE_NOTES, "The game's moves are saved in a file, but not its comments. "
                                 "Keep a copy with them in the games folder, where Open "
                                 "(Ctrl+O) finds it?"),
    MSG(S_CONFIRM_REPLACE_LINES, "The game's moves are saved in a file, but not its other lines. "
                                 "Keep a copy with them in the games folder, where Open "
                                 "(Ctrl+O) finds it?"),
    MSG(S_CONFIRM_REPLACE_BOTH, "The game's moves are saved in a file, but not its comments nor "
                                "its other lines. Keep a copy with them in the games folder, "
                                "where Open (Ctrl+O) finds it?"),
    MSG(S_CONFIRM_REPLACE_SETUP, "The game is saved in a file that keeps no set-up: its set-up "
                                 "stones are there as moves played. Keep a copy with the set-up "
                                 "in the games folder, where Open (Ctrl+O) finds it?"),
    MSG(S_CONFIRM_REPLACE_OVER, "The finished game is not saved in a file. Keep a copy in the "
                                "games folder, where Open (Ctrl+O) finds it?"),
    MSG(S_KEEP_COPY, "Keep a copy"),
    MSG(S_DISCARD, "Discard"),
    MSG(S_MSG_KEPT_COPY, "The unfinished game is kept as games/%s."),
    MSG(S_MSG_KEPT_FINISHED, "The finished game is kept as games/%s."),
    MSG(S_MSG_DROPPED_MANY, "Files dropped: %s; only the first is taken. Drop one at a time to "
                            "open another."),
    MSG(S_MSG_NOT_KEPT, "No copy kept — %s. The game on the board is unchanged."),
    MSG(S_MSG_STUDY, "Reviewing a loaded game. V: play on against the computer, which takes White."),
    MSG(S_MSG_STUDY_AI_BLACK,
        "Reviewing a loaded game. V: play on against the computer, which takes Black."),
    MSG(S_MSG_STUDY_AI_BOTH, "Reviewing a loaded game. V: the computer plays it on, both colours."),
    MSG(S_MSG_STUDY_OVER, "Reviewing a loaded game that has ended."),
    MSG(S_MSG_STUDY_OVER_HERE, "A loaded game, played to its end here."),
    MSG(S_MSG_STUDY_SIDE_OVER, "Reviewing a loaded side line that has ended."),
    MSG(S_MSG_STUDY_SIDE_OVER_HERE, "A side line of a loaded game, played to its end here."),
    MSG(S_MSG_EXPLORE, "Exploring the finished game: you play both colours. V: play on "
                       "against the computer."),
    MSG(S_MSG_EXPLORE_OVER, "The game is over: try other lines with either colour."),
    MSG(S_MSG_EXPLORE_SIDE_OVER_HERE, "A line tried after the game, played to its end here."),
    MSG(S_MSG_PLAY_ON_OVER, "This game has ended: there is nothing to play on."),
    MSG(S_ANALYSIS, "Analysis"),
    MSG(S_ANALYSING, "Analysing"), /* the analysis's head while it searches */
    /* in a person's game against the computer under way: the analysis helps one side */
    MSG(S_ANALYSIS_VS_AI, "Analysis on in a game against the computer"),
    MSG(S_ANALYSIS_OPENING_LEFT_OUT, " (the stones alone: the opening's zone and swap left out, "
                                     "which the hint weighs)"),
    MSG(S_GRAPH_VS_AI, "Graph on in a game against the computer"), /* its caption there */
    MSG(S_VARIATIONS, "Other lines:"),
    MSG(S_MSG_LINES_KEYS, "Once one of these lines is shown, %s steps to the one before or after it."),
    MSG(S_GRAPH_COMPUTING, "evaluated %d/%d moves"),
    MSG(S_GRAPH_CHECKING, "checking mistakes %d/%d"),
    /* the move list's header, left of the switches: a player's words (audit 26, item 7:
     * "графику нет места" read as a developer's note) */
    MSG(S_GRAPH_NO_ROOM, "No room for the graph"),
    MSG(S_NBEST_NO_ROOM, "No room for best moves"),
    MSG(S_BOXES_NO_ROOM, "No room for either"),
    MSG(S_MSG_LIVE_ONLY,
        "On a clock a move is played on the live position only: here it is. Click again to play."),
    MSG(S_MSG_GO_LIVE, "An earlier move is shown: go to the last move first (%s)."),
    MSG(S_MSG_COMPUTER_SHOWN, "The computer is to move in the position shown: another line "
                              "starts only where you are to move."),
    MSG(S_MSG_THINKING_ON, "The computer is thinking on move %d of the game."),
    MSG(S_GRAPH_WAITING, "graph waiting: %d/%d moves"),
    MSG(S_MSG_STUDY_CLOCK, "The clocks are running: pause the game (%s) before opening the study."),
    MSG(S_GRAPH_AXIS, "Black's chance to win"),
    MSG(S_NBEST, "Best moves"),
    PLURAL(S_MSG_NBEST_COUNT, "The analysis now shows its %d best move.", "The analysis now shows its %d best moves."),
    PLURAL(S_NBEST_FEWER, "Only %d move is worth playing here",
           "Only %d moves are worth playing here"),
    MSG(S_NBEST_LOST_BLACK_WINS, "Every move loses: Black wins by force"),
    MSG(S_NBEST_LOST_WHITE_WINS, "Every move loses: White wins by force"),
    PLURAL(S_NBEST_WINS, "%d move proven to win by force; others not proven",
           "%d moves proven to win by force; others not proven"),
    PLURAL(S_SEARCH_FIGURES, "%s · %s node · %s", "%s · %s nodes · %s"),
    MSG(S_SPEED_NPS, "%s nodes/s"),
    MSG(S_SPEED_KNPS, "%sk nodes/s"),
    MSG(S_SPEED_MNPS, "%sM nodes/s"),
    MSG(S_NBEST_DEPTH, "d%d"),
    PLURAL(S_NBEST_WIN_IN, "win in %d", "win in %d"),
    PLURAL(S_NBEST_LOSS_IN, "loses in %d", "loses in %d"),
    MSG(S_MSG_ANALYSIS_NO_LINE_YET, "The analysis has no line yet: copy it again in a moment."),
    PLURAL(S_MSG_ANALYSIS_LINES_COPIED,
           "The analysis's %d best move is on the clipboard, with its line, evaluation and depth.",
           "The analysis's %d best moves are on the clipboard, each with its line, evaluation "
           "and depth."),
    MSG(S_MOVE_NOW, "Move now"),
    MSG(S_KEY_NBEST, "Best moves: the analysis's few best moves, with their lines"),
    MSG(S_KEY_MOVE_NOW, "The computer plays the best move it has found so far, now"),
    MSG(S_LEVEL_ABOUT, "Level %d — full strength, about %s a move"),
    MSG(S_LEVEL_CLOCK, "Level %d — full strength, about %s a move on this clock"),
    MSG(S_LEVEL_SET, "Level %d — no depth limit, about %s a move (set with F3)"),
    PLURAL(S_LEVEL_DEPTH, "Level %d — %d move deep, at most %s a move",
           "Level %d — %d moves deep, at most %s a move"),
    PLURAL(S_LEVEL_DEPTH_CLOCK, "Level %d — %d move deep, at most %s a move on this clock",
           "Level %d — %d moves deep, at most %s a move on this clock"),
    MSG(S_KEY_FILES, "Open / save a game, picture of the board"),
    MSG(S_KEY_COPY, "Copy the moves"),
    MSG(S_KEY_PASTE, "Paste a game or moves"),
    MSG(S_KEY_ANALYSE, "Analyse the shown position (a percentage is the engine's estimate "
                        "from its score, not a measured chance)"),
    MSG(S_ANALYSE_LIVE, "Analyse ∞"),
    MSG(S_KEY_ANALYSE_LIVE, "Analyse the shown position without a time limit"),
    MSG(S_KEY_GRAPH, "Evaluation graph"),
    MSG(S_KEY_PLAY_ON, "A loaded game: play on against the computer"),
    MSG(S_KEY_BRANCH, "At an earlier move: try another line"),
    MSG(S_KEY_DROP, "Drop a file on the window: open it"),
    MSG(S_DROP_KEY, "Drag and drop"),
    PLURAL(S_EVAL_FORCED_WIN, "%s wins (forced, %d move)", "%s wins (forced, %d moves)"),
    MSG(S_EVAL_FORCED, "%s wins (forced)"),
    PLURAL(S_COPY_FORCED_WIN, "%s wins by force in %d move", "%s wins by force in %d moves"),
    MSG(S_COPY_FORCED, "%s wins by force"),
    MSG(S_COPY_SEARCH_WIN, "%s is winning by the search, %d%%"),
    MSG(S_COPY_BLACK_TO_MOVE, "Move %d, Black to move"),
    MSG(S_COPY_WHITE_TO_MOVE, "Move %d, White to move"),
    MSG(S_EVAL_SEARCH_WIN, "%s is winning (search, %d%%)"),
    MSG(S_EVAL_SEARCH_LOSS, "%s is losing (search, %d%%)"),
    MSG(S_REASON_BLACK_TIME, "Black lost on time"),
    MSG(S_REASON_WHITE_TIME, "White lost on time"),
    MSG(S_REASON_BLACK_FOUL, "Black's foul"),
    MSG(S_REASON_WHITE_FOUL, "White's foul"),
    MSG(S_ACT_FOUL, "%s, a foul"),
    MSG(S_LIST_BLACK_RESIGNED, "Black resigned"),
    MSG(S_LIST_WHITE_RESIGNED, "White resigned"),
    MSG(S_LIST_BLACK_TIME, "Black lost on time"),
    MSG(S_LIST_WHITE_TIME, "White lost on time"),
    MSG(S_TIME_CONTROL, "Clock"),
    MSG(S_TC_NONE, "No clock"),
    MSG(S_TC_ABSOLUTE, "%s a game"),
    MSG(S_TC_FISCHER, "%s + %s a move (Fischer)"),
    MSG(S_TC_BYOYOMI, "%s + %d × %s byo-yomi"),
    MSG(S_TC_PER_MOVE, "%s a move"),
    MSG(S_UNIT_H, "%d h"),
    MSG(S_UNIT_MIN, "%d min"),
    MSG(S_UNIT_SEC, "%s s"),
    MSG(S_CLOCK_PERIODS, "+%d×%ds"),
    MSG(S_PAUSE, "Pause"),
    MSG(S_RESUME, "Resume"),
    MSG(S_PAUSED, "Paused: both clocks are stopped"),
    MSG(S_MOVES_PAUSED, "Paused: the moves are hidden until the game resumes."),
    MSG(S_MSG_PAUSED, "The game is paused: resume it first (%s)."),
    MSG(S_MSG_ENGINE_SAYS, "%s says: %s"),
    MSG(S_MSG_MOVE_NOW_ENGINE, "Move now is off: the engine %s cannot be stopped, it answers in its own time."),
    MSG(S_MSG_NO_UNDO_CLOCK, "No taking back moves in a game on a clock."),
    MSG(S_MSG_SETUP_START, "The set-up stones were placed, not played: the game starts after them."),
    MSG(S_KEY_PAUSE, "Pause / resume the clocks"),
    MSG(S_SOUND, "Sound %d%%"),
    MSG(S_SOUND_OFF, "Sound off"),
    MSG(S_KEY_SOUND, "Sound on / off; volume"),
    MSG(S_UI_SCALE, "Interface %d%%"),
    MSG(S_UI_SCALE_FITS, "Interface %s (%d%% fits this window)"),
    MSG(S_KEY_UI_SCALE, "Text and panel larger, smaller, back to normal size"),
    MSG(S_BUTTONS_TITLE, "Buttons"),
    MSG(S_BUTTONS_FOLDED, "Buttons hidden: their keys work"),
    MSG(S_KEY_BUTTONS, "Hide or show the panel's buttons and switches (their keys work "
                       "while hidden)"),
    PLURAL(S_LOOK_PSEUDO_THREE, "- %s false three %s: the four at %s is no straight four, as %s "
                                "would make an overline, so no three.",
           "- %s false three %s: the fours at %s are no straight fours, as %s would make "
           "overlines, so no three."),
    MSG(S_LOOK_PSEUDO_FOUR, "- %s pseudo-four %s: the five at %s would be an overline, so no "
                            "four."),
    PLURAL(S_LOOK_BLOCKED_THREE, "- %s blocked three %s: %s makes only a four, never a "
                                 "straight four, so no three.",
           "- %s blocked three %s: each of %s makes only a four, never a straight four, so no "
           "three."),
    MSG(S_WHY_ONE_FOUR, "Only one four: no double-four."),
    MSG(S_WHY_NO_THREE_OR_FOUR, "No real three and no four: nothing here makes a foul."),
    MSG(S_WHY_NO_LINES, "No three, four or overline goes through it: nothing that could be "
                        "a foul."),
    MSG(S_LEGEND_REAL_POINT, "makes a straight four"),
    MSG(S_LEGEND_FALSE_POINT, "false: forbidden (3×3, 4×4) or an overline (6)"),
    MSG(S_LEGEND_FIVE_POINT, "the four's five"),
    MSG(S_LEGEND_FOUR_POINT, "only a four (4), never a straight four"),
    MSG(S_KEY_DIALOG, "In the New game dialog:"),
    MSG(S_LEGEND_FOULS_OF_OPPONENT, "Black may not play here (White may)"),
    MSG(S_MSG_SWAPPED, "Colours swapped. Now Black: %s · White: %s"),
    MSG(S_LEGEND_PROPOSALS, "A–%c on the board: the proposed fifth moves"),
    MSG(S_LEGEND_PROPOSAL_ONE, "A on the board: the proposed fifth move"),
    MSG(S_LEGEND_LINE, "Expected line (small numbered stones): "),
    MSG(S_LEGEND_LINE_BRIEF, "Expected line: "),
    MSG(S_PROMPT_CHOOSE, "Pick Black's fifth move: press its letter, or move the cursor to it and press Enter, or click it. Shift with a letter: that key's usual command."),
    MSG(S_MSG_NOT_PROPOSED, "%s was not proposed: press a proposal's letter or click it."),
    MSG(S_DECIMAL_POINT, "."),
    MSG(S_DIGIT_GROUP, ","),
    MSG(S_MSG_PROPOSED_TWICE, "%s is proposed already: click it again to remove it."),
    MSG(S_MSG_OFF_BOARD, "%s is not a point of this board."),
    MSG(S_AT_LINE, "line %d"),
    MSG(S_AT_BYTE, "byte %ld"),
    MSG(S_AT_MOVE, "move %d"),
    MSG(S_REASON_ENGLISH, "%s"),
    MSG(S_FILE_UP, "Up"),
    MSG(S_FILE_HOME, "Home"),
    MSG(S_FILE_GAMES, "Games"),
    MSG(S_FILE_PARENT, "The folder above"),
    MSG(S_FILE_FOLDER, "Folder"),
    MSG(S_FILE_READING, "reading…"),
    MSG(S_FILE_BAD, "Damaged, will not open: %s"),
    MSG(S_FILE_UNREADABLE, "Cannot be read: %s"),
    MSG(S_FILE_LIBRARY_ONLY, "A library too big for a game (over %d moves, or too many comments): Enter opens it in the library view"),
    MSG(S_FILE_TOO_LARGE, "Too large for a game record (%d.%d MB, over %d MB): not read"),
    MSG(S_FILE_LIBRARY_BIG, "A library too large for a game record (%d.%d MB, over %d MB): Enter opens it in the library view"),
    MSG(S_FILE_LIBRARY_ONLY_MERGE, "A library (over %d moves, or too many comments): Enter writes it with these lines as a new file"),
    MSG(S_FILE_LIBRARY_BIG_MERGE, "A library of %d.%d MB: Enter writes it with these lines as a new file"),
    MSG(S_FILE_UNFINISHED, "unfinished"),
    PLURAL(S_FILE_MOVES, "%d move", "%d moves"),
    PLURAL(S_FILE_POSITION, "position of %d stone", "position of %d stones"),
    MSG(S_FILE_PLAYED, "played %s"),
    MSG(S_FILE_GAME_OF, "Game %d of %d"),
    PLURAL(S_FILE_LEFT_OUT, "%d more entry not listed", "%d more entries not listed"),
    PLURAL(S_FILE_OLDER_LEFT_OUT, "%d older record not shown: type its name",
           "%d older records not shown: type a name"),
    MSG(S_FILE_CAPPED, "Only the first %d names in this folder were read: type a name"),
    MSG(S_FILE_KEYS, "↑ ↓ PgUp PgDn choose, Enter opens a game or a folder, Backspace goes up, "
                     "Ctrl+L: a library, Ctrl+P: find the position. Or type a path."),
    MSG(S_FOLDER_DENIED, "This folder cannot be read: no permission."),
    MSG(S_FOLDER_MISSING, "This folder does not exist."),
    MSG(S_FOLDER_NOT_DIR, "This is not a folder."),
    MSG(S_FOLDER_ERROR, "This folder cannot be read: %s."),
    MSG(S_FILE_REPLACE_ASK, "%s exists. Replace it?"),
    MSG(S_FILE_REPLACE, "Replace"),
    PLURAL(S_FILE_PATH_FULL, "Not typed: a path can be at most %d byte long.",
           "Not typed: a path can be at most %d bytes long."),
    MSG(S_KEY_HIDE_CURSOR, "Hide the keyboard cursor"),
    MSG(S_KEY_ROTATE, "Turn the whole game a quarter turn clockwise"),
    MSG(S_KEY_MIRROR, "Mirror the whole game left to right"),
    MSG(S_KEY_MISTAKES, "Show the previous / next mistake the graph marked (red on it, ? in the move list)"),
    MSG(S_MISTAKE_KEYS, "Mistakes: %s"),
    MSG(S_KEY_SOLVE, "Search a forced win of the shown position: VCF (by fours alone), then VCT (by fours and threes)"),
    MSG(S_KEY_SOLVE_OTHER, "The same for the opponent: what it threatens if you play elsewhere"),
    MSG(S_SOLVE_OTHER_KEY, "Shift+Ctrl+F"),
    MSG(S_MSG_SOLVE_WAIT, "Searching a forced win (VCF, then VCT)… %s stops."),
    MSG(S_MSG_MISTAKE_BETTER,
        "Mistake %d. %s: its player's chance after the better %s %d%%, after this move %d%% (searches of %s nodes)."),
    MSG(S_MSG_MISTAKE_WORDS_BETTER,
        "Mistake %d. %s: its player's chance after the better %s %d%%, after this move %d%% (a deep search's figures)."),
    MSG(S_MSG_MISTAKE_WIN_LOST,
        "Mistake %d. %s: a proven win thrown away (%s wins by force); its player's chance after it %d%%, in a deep search."),
    MSG(S_BOARD_BETTER, "better"),
    MSG(S_MSG_HINT_LOST_FOUL,
        "Every move loses: the only point that stops the five, %s, is forbidden for Black (%s)."),
    MSG(S_MSG_HINT_LONGEST, "the longest defence: %s"),
    PLURAL(S_MSG_SOLVED_BLACK, "Black wins by %s in %d move of Black's, the five included: %s (Black's first %d, White's answers between)",
           "Black wins by %s in %d moves of Black's, the five included: %s (Black's first %d, White's answers between)"),
    PLURAL(S_MSG_SOLVED_WHITE, "White wins by %s in %d move of White's, the five included: %s (White's first %d, Black's answers between)",
           "White wins by %s in %d moves of White's, the five included: %s (White's first %d, Black's answers between)"),
    MSG(S_MSG_SOLVE_NONE_BLACK,
        "No VCF or VCT found for Black in %s nodes searched (not a proof that none exists)."),
    MSG(S_MSG_SOLVE_NONE_WHITE,
        "No VCF or VCT found for White in %s nodes searched (not a proof that none exists)."),
    MSG(S_MSG_ROTATED, "The game is turned a quarter turn clockwise; %s three more times turns "
                       "it back."),
    MSG(S_MSG_MIRRORED, "The game is mirrored left to right; %s again mirrors it back."),
    MSG(S_MSG_TURN_STUDY, "Turning the board is for the game, not the study: leave it first (%s)."),
    MSG(S_MSG_SETUP_STUDY, "Setting up a position is for the game, not the study: leave it first (%s)."),
    MSG(S_MSG_NOTE_STUDY, "Comments are for the game's moves, not the study: leave it first (%s)."),
    MSG(S_ROTATE, "↻ Turn"),
    MSG(S_MIRROR, "⇆ Mirror"),
    MSG(S_MSG_TURN_REFUSED, "This game cannot be turned: its board has no centre point."),
    MSG(S_KEY_THEME, "Dark, light or high-contrast colours"),
    MSG(S_KEY_FULL_SCREEN, "Full screen, or back to the window"),
    MSG(S_KEY_DLG_RULE, "The ringed row's previous / next choice (nothing ringed: the rule set)"),
    MSG(S_KEY_DLG_OPENING, "Opening rule: the next one (with Shift, the previous one)"),
    MSG(S_KEY_DLG_FIRST, "First player (Black): person, computer or network"),
    MSG(S_KEY_DLG_SECOND, "Second player (White): person, computer or network"),
    MSG(S_KEY_DLG_LEVEL, "The computer's strength, 1 to 10 (0 is 10): 1–9 look a few moves deep, 10 is full strength"),
    MSG(S_KEY_DLG_CLOCK, "Clock: the next time control"),
    MSG(S_KEY_DLG_START, "Start the game, whatever row is ringed (a ringed button: press it) / close the dialog"),
    MSG(S_KEY_DLG_TAB, "Ring the next control (Shift+Tab: the previous) / change or press the ringed one"),
    MSG(S_TAB_KEY, "Tab / Space"),
    MSG(S_NEW_GAME_KEYS, "Tab: the next choice, Space or ← →: change it"),
    MSG(S_NEW_GAME_KEYS_TYPING, "Letters and digits type the clock; Enter: choose it, Tab: leave"),
    MSG(S_HELP_PAGE_KEYS, "Keys"),
    MSG(S_HELP_PAGE_RULES, "Renju"),
    MSG(S_HELP_PAGE_FOULS, "Fouls"),
    MSG(S_HELP_PAGE_ALLOWED, "Allowed"),
    MSG(S_HELP_PAGE_FINE, "Fine points"),
    MSG(S_HELP_PAGE_OPENINGS, "Openings"),
    MSG(S_HELP_PAGE_VARIANTS, "Variants"),
    MSG(S_HELP_PAGE_STUDY, "Study"),
    MSG(S_HELP_PAGE_REVIEW, "Review"),
    MSG(S_HELP_PAGE_LIBRARY, "Library"),
    MSG(S_HELP_PAGE_NETWORK, "Network"),
    MSG(S_HELP_PAGES, "← → or a click on a tab: another page · Esc or F1: close"),
    MSG(S_HELP_MORE, "Continued on the next page →"),
    MSG(S_HELP_RULES_BOARD, "Renju is played on the 15×15 points of the board. A point is "
                            "named by its column, a to o from the left, and its row, 1 to 15 "
                            "from the bottom: h8 is the centre. Black moves first, on the "
                            "centre; then the players take turns, one stone a turn. A player "
                            "may pass or resign."),
    MSG(S_HELP_RULES_WIN, "Black wins with exactly five stones in an unbroken row (across, "
                          "down or diagonal). White wins with five or more. Six or more in "
                          "a row is no win for Black: it is a foul."),
    MSG(S_HELP_RULES_DRAW, "A draw: both players pass one after the other, the board is full, "
                           "the players agree, or neither side can make a five any more."),
    MSG(S_HELP_RULES_SHAPES, "A four is a line where one more stone makes a five; a straight "
                             "four has two such points (open at both ends). A three is a line "
                             "where one more stone makes a straight four. A three is false "
                             "when every point that would make its straight four is blocked "
                             "or is itself forbidden: a false three does not count."),
    MSG(S_HELP_RULES_FOULS, "Black may not play a foul: a double-three (3×3, two real threes "
                            "at once), a double-four (4×4, two fours at once, also on one "
                            "line) or an overline (six or more in a row). The game refuses "
                            "such a move and marks Black's forbidden points with a red cross "
                            "(F). White has no fouls. A five wins first: a move that makes "
                            "exactly five wins, whatever else it makes. A four-three (4×3) is "
                            "allowed; it is Black's main way to win."),
    MSG(S_HELP_FOULS_INTRO, "Black to play on the marked point. Each of these moves is a foul: "
                            "the game refuses it."),
    MSG(S_HELP_DIA_33, "Double-three: the row three f8 g8 h8 and the column three h8 h9 h10."),
    MSG(S_HELP_DIA_44, "Double-four: the row four e8–h8 and the column four h5–h8."),
    MSG(S_HELP_DIA_44_LINE, "Double-four on one line: d8 e8 f8 _ h8 (five on g8) and "
                            "h8 _ j8 k8 l8 (five on i8)."),
    MSG(S_HELP_DIA_OVERLINE, "Overline: h8 joins e8 f8 g8 and i8 j8 into six in a row."),
    MSG(S_HELP_ALLOWED_INTRO, "Black to play on the marked point. These moves look like fouls "
                              "but are allowed."),
    MSG(S_HELP_DIA_43, "Four-three: the row four e8–h8 and the column three h8 h9 h10. "
                       "Allowed, and it usually wins."),
    MSG(S_HELP_DIA_FIVE_FIRST, "Five first: h8 completes d8–h8. That it also makes two threes "
                               "does not matter: Black wins."),
    MSG(S_HELP_DIA_FALSE_THREE, "False three: the row e8 f8 _ h8 could become a straight four "
                                "only on g8, and g8 would be an overline in the g column. Only "
                                "the column three counts: allowed."),
    MSG(S_HELP_FINE_INTRO, "Black to play on the marked point. Each move looks like a foul and "
                           "is allowed: a three counts only when a straight four can really be "
                           "played from it, and a four only when its five is exactly five."),
    MSG(S_HELP_DIA_FALSE_DEEP, "False three, two levels deep: the row f8 g8 h8 (White on d8) can "
                               "become a straight four only on i8, and i8 would itself be a "
                               "double-three (i8 i9 i10, i8 j9 k10). Only the column three "
                               "counts. Without i10 it is a double-three."),
    MSG(S_HELP_DIA_BLOCKED, "Blocked three: with White on e8, the row f8 g8 h8 can only become a "
                            "closed four, so it is no three; the board's edge blocks the same "
                            "way. Only the column three counts."),
    MSG(S_HELP_DIA_NO_FOUR, "No four: with White on d8, the row e8 f8 g8 h8 could be completed "
                            "only on i8, which makes six with j8: an overline, not a five. Only "
                            "the column four counts: no double-four."),
    MSG(S_HELP_DIA_FORBIDDEN, "%s: forbidden (%s)"),
    MSG(S_HELP_DIA_ALLOWED, "%s: allowed"),
    MSG(S_HELP_DIA_WINS, "%s: five, Black wins"),
    MSG(S_HELP_OPEN_INTRO, "Among strong players the opening is shared out by a rule, because "
                           "Black's first moves are so strong. The players are first and "
                           "second; a swap hands the colours over (it is not a move). Black's "
                           "fouls apply to every stone and every proposed fifth move; no one "
                           "may pass during the opening. Choose the rule under New game."),
    MSG(S_HELP_OPEN_FREE, "Free: Black's first stone on the centre, then ordinary play."),
    MSG(S_HELP_OPEN_TARAGUCHI, "Taraguchi-10: stone 1 on the centre; stone 2 inside the 3×3, "
                               "stone 3 inside the 5×5, stone 4 inside the 7×7, and before "
                               "each of them the player to move may swap. Then Black chooses: "
                               "option A (one more swap, stone 5 inside the 9×9, one more swap, "
                               "White plays stone 6 anywhere) or option B (Black proposes ten "
                               "fifth moves, no two symmetric; White picks one and plays "
                               "stone 6)."),
    MSG(S_HELP_OPEN_SOOSORV, "Soosõrv-8: the first player places stones 1–3 (one of the 26 "
                             "standard openings); the second may swap. White plays stone 4 "
                             "anywhere and declares 1 to 8 fifth moves; Black may swap, then "
                             "proposes that many fifth moves, no two symmetric; White picks "
                             "one and plays stone 6."),
    MSG(S_HELP_OPEN_SWAP2, "Swap2: the first player places three stones anywhere (black, white, "
                           "black). The second plays stone 4 as White, or swaps and takes "
                           "Black, or places two more (stones 4 and 5) and lets the first "
                           "player choose the colour."),
    MSG(S_HELP_VAR_INTRO, "Besides renju the game plays related games (New game, rule set). "
                          "Unless a variant says otherwise: 15×15, five or more wins, no fouls."),
    MSG(S_HELP_VAR_GOMOKU, "Gomoku: five or more wins, for both; no fouls."),
    MSG(S_HELP_VAR_EXACT, "Gomoku, exactly five: six or more is no win, for either colour."),
    MSG(S_HELP_VAR_FORBIDDEN_CENTRE, "Forbidden centre: Black's second stone must lie outside "
                                     "the central 5×5."),
    MSG(S_HELP_VAR_COMMON_CENTRE, "Common centre: the stone on the centre counts as the "
                                  "mover's own in every five."),
    MSG(S_HELP_VAR_ANTI, "Anti-renju: Black's only foul is a straight four; double-threes, "
                         "double-fours and overlines are allowed."),
    MSG(S_HELP_VAR_OLD, "Old renju: 19×19, centre j10; Black's only foul is the double-three, "
                        "and an overline wins."),
    MSG(S_HELP_VAR_NARABE, "Gomokunarabe: the double-three is forbidden for both colours; each "
                           "side has 35 stones, and Black loses when its last stone makes no "
                           "five. A side may pass instead of placing a stone, and the game is "
                           "a draw once neither side can make a five with the stones it has "
                           "left, even with room on the board."),
    MSG(S_HELP_VAR_PENTE, "Pente: a stone that closes two enemy stones between itself and "
                          "another of its own captures them. Five in a row or five captured "
                          "pairs win."),
    MSG(S_MSG_FIFTH_KEPT, "White kept %s of the proposed fifth moves and now plays stone 6; "
                          "then the opening is over."),
    MSG(S_MSG_FIFTH_KEPT_PLAYED, "White kept %s of the proposed fifth moves and played %s: the "
                                "opening is over, and the game goes on as usual."),
    MSG(S_HELP_STUDY_PROBLEMS, "Study (W) holds problems and a forbidden-point trainer; Tab "
                               "switches between them. A problem's goal says how to win: by fours "
                               "(VCF: every move a four), by fours and threes (VCT), with a last "
                               "blow on a point forbidden to Black, or by finding the defence. "
                               "Play on the board: the defence answers, and a wrong move is "
                               "refuted on the board (U or a click takes it back). U also takes "
                               "back your last move and the defence's answer to it, to try "
                               "another way; Home (Restart) starts the problem over."),
    MSG(S_HELP_STUDY_RATING, "Your rating starts at 1500 and moves as on puzzle sites "
                             "(Glicko-2): a problem solved with no wrong move and no help is a "
                             "win against the problem's own rating, anything else a loss, and "
                             "one problem moves it by 250 points at most. A loss is weighed as "
                             "a possible slip (even a strong player misses one try in five), so "
                             "one miss on an easy problem costs a newcomer about 150 points, "
                             "not 500. While it is provisional (too few problems rated yet, so it "
                             "moves a lot), the panel says so after it. Only a problem's first "
                             "result counts: solving it again, however cleanly, no longer "
                             "changes the rating. A right move taken back (U, or Restart after "
                             "it) makes the solve not clean: no win; a wrong move taken back was "
                             "counted when played, and the next one costs nothing more."),
    MSG(S_HELP_STUDY_HELP, "Hint (H) first names the column of the move to find: that costs "
                           "nothing. Asked again, it names the move itself, and the problem "
                           "then counts as lost for the rating, as it does after Solution (O) "
                           "or a wrong move."),
    MSG(S_HELP_STUDY_LIST, "The list marks each problem: ✓ solved with no wrong move and no "
                           "help, ◐ solved only with help, after a wrong move or after a move "
                           "taken back (Restart, Home, then a clean solve earns the tick), · begun "
                           "but not solved yet. At my level (M) opens the problem nearest your rating "
                           "that you have neither solved nor opened this session; the card "
                           "shows each problem's level and rating."),
    MSG(S_HELP_STUDY_TECHNIQUE, "To practise one technique, as a puzzle site's themes: T (or the "
                                "row under the levels, ‹ and ›) shows only its problems, of "
                                "every level, easiest first, how many there are and how many "
                                "you have ticked; Shift+T goes back to the technique before. It "
                                "opens on the first one not solved yet, PgUp and PgDn stay "
                                "within it, At my level (M) picks among its problems, and the "
                                "choice stays after a restart. The numbers stay the problems' own "
                                "(“3.2”: level 3). Past the last technique (or before the first) "
                                "the list is by level again; A or a level's number goes back to "
                                "it at once."),
    MSG(S_HELP_STUDY_TITLES, "A problem's title names its technique, and so gives the idea "
                             "away. I hides the titles and the technique until the problem is "
                             "solved or its solution shown, as puzzle sites hide their themes; "
                             "I again shows them. The choice is kept for the next start."),
    MSG(S_HELP_STUDY_OWN, "Your own problems: a problem file (its format is in the README; one "
                          "title is enough) opened with Ctrl+O, dropped on the window or named "
                          "on the command line is added as a set of its own, which T shows "
                          "first. The files in ~/.local/share/renju/problems are read at every "
                          "start. A problem goes out as well: Ctrl+C copies its position as SGF, "
                          "with the side to move, and Ctrl+S saves it as .renju or .sgf, or as a "
                          ".png picture for a worksheet, with its title and task."),
    MSG(S_HELP_STUDY_TRAINER, "Forbidden points: mark every point forbidden to Black, then "
                              "Check (C); then click a ringed point (or put the cursor on it) to see why. The score is "
                              "the points found as a share of all the forbidden points plus the false alarms. "
                              "Each of the seven levels (1…7) counts its rounds, the perfect "
                              "ones (every answer found, no false alarm) and its best score. N "
                              "gives a new position; a round and its marks stay when the "
                              "window is closed."),
    MSG(S_HELP_REVIEW_BROWSE, "Any game is read move by move: PgUp and PgDn step, Home and End go "
                              "to its start and its end, and a click in the move list or on the "
                              "graph shows that move; Back to the game (End) returns to the last "
                              "one. A click on the board at an earlier move plays there: another "
                              "line begins, and the old one is kept."),
    MSG(S_HELP_REVIEW_GRAPH, "The graph (E) shows Black's chance to win after each move, from 0 "
                             "to 100 percent around its middle line. It turns on by itself when a game ends "
                             "and fills with short searches, a position at a time. A chance is "
                             "the engine's estimate from its evaluation, not a measured one."),
    MSG(S_HELP_REVIEW_MISTAKES, "A move after which its player's chance falls by more than 20 "
                                "points, or from a proven win, is searched again: the position before it, 3,000,000 "
                                "nodes. If that search finds another move best, the positions "
                                "after each of the two moves are searched as long. When the "
                                "better move keeps its player's chance more than 20 points "
                                "higher, or out of a proven loss the move played walks into, or "
                                "when the move throws a proven win away, the move is a mistake, red on the graph and marked ? in the move "
                                "list. With the position after it shown, the message line names "
                                "it, the chance after the better move, the chance after it and "
                                "the better move; beside Best moves (J), the searches' size too. "
                                "The best move is never a mistake, nor any move of a game its "
                                "player had already lost by force."),
    MSG(S_HELP_REVIEW_ANALYSIS, "Analyse (I) searches the shown position: its evaluation, the best "
                                "move and the line expected, as numbered stones; Analyse ∞ (Z) "
                                "goes on without a time limit. Best moves (J) shows the 3 to 5 "
                                "best as blue discs with the mover's chance and lists their lines; "
                                "the message line then gives the search's depth too. "
                                "Ctrl+I copies the analysis's line with its evaluation, as a forum "
                                "post reads it; Ctrl+F looks for a forced win (VCF, then VCT)."),
    MSG(S_HELP_REVIEW_ENGINE, "F3, or Engine… in the New game dialog, sets how the engine thinks: "
                              "the computer's time a move at level 10 (else the level's), the "
                              "analysis's and the hint's time, its threads and its memory. They "
                              "are kept and apply from its next search; an outside engine is "
                              "told them with each move it is asked for."),
    MSG(S_HELP_REVIEW_LINES, "Moves with other lines are marked ◆ in the move list: a move taken "
                             "back (U) and played differently, an ended game's result too, keeps "
                             "its old line. There Other lines: names them: a click on one, or "
                             "Ctrl+↑ and Ctrl+↓, switches to it. Delete removes the shown move "
                             "and the rest of its line; U right after brings it back. Neither "
                             "works on a clock or in a network game under way."),
    MSG(S_HELP_REVIEW_NOTES, "F2, or a click on the comment box above the move list, writes a "
                             "comment on the shown move (Enter saves, Shift+Enter starts a new "
                             "line, Esc cancels); commented moves are marked ✎ in the list. "
                             "Ctrl+A puts letters A, B, C… on points, as RenLib does (Shift+click: "
                             "a text of up to 4 characters, as VCF); pressed again, triangles, "
                             "squares, circles and crosses. The lines, comments, letters and "
                             "shapes are kept by the autosave and in .renju and .sgf files; .lib "
                             "files keep all but the shapes, and a save says what it leaves out."),
    MSG(S_HELP_LIB_OPEN, "An opening library is a RenLib .lib file: a tree of moves with letters "
                         "and comments, kept apart from the game and never changed by play. "
                         "Ctrl+L, or Files… and its Library… button, chooses one; the window "
                         "goes on while it is read, and it is read again at the next start."),
    MSG(S_HELP_LIB_MARKS, "Ctrl+B, or a click on the title of the library's box under the move "
                          "list, shows or hides its moves. Each continuation of the shown "
                          "position is marked on the board: a teal disc with its letter, or a "
                          "teal dot; faded where a click would not play it now, ringed in red "
                          "where it is a foul. A click on a mark plays it, as any click does."),
    MSG(S_HELP_LIB_FIND, "A position is found however its stones came: in another order, or on "
                         "a turned or mirrored board, its moves then turned to match. The box "
                         "says how many moves follow, that the line ends here, or Out of the "
                         "library. Pointing at a mark (with the mouse, or the arrow keys' "
                         "cursor) shows the moves below it and its comment before it is "
                         "played. On a turned or mirrored board the point names in its "
                         "comments (e8, H11) are turned too, and so is any word that reads "
                         "as one."),
    MSG(S_HELP_LIB_TREE, "Open (Ctrl+O) reads a .lib of up to 50000 moves as a game instead: "
                         "its main line is the game and the other lines its side lines, with "
                         "their comments and letters, to browse, edit and save back as a .lib "
                         "in the file's order (a new line after the others). A larger file, or "
                         "one whose comments fill the 1 MB a game holds, opens in the library "
                         "view: Merge (Files…) or renju-cli library --merge adds lines to it."),
    MSG(S_HELP_LIB_MERGE, "Merge, a tab of Files…, adds every line of a .lib, .sgf or .renju "
                          "file to the lines shown: the same moves, also on a turned or mirrored "
                          "board, go on along one line, and two different comments on a move "
                          "are both kept. The board stays as it was; save to keep the result. A "
                          "library larger than a game's lines takes these lines instead: the two "
                          "become a new file beside it, shown in the library view."),
    MSG(S_HELP_LIB_RENLIB, "RenLib writes its comments in its Windows code page: they are read "
                           "as UTF-8, Cyrillic (cp1251) or Latin-1, whichever they are. A .lib "
                           "save writes each comment so that RenLib shows it where it can, and "
                           "keeps the lines RenLib goes on with after a foul or a five."),
    MSG(S_HELP_LIB_FILES_BIG, "A RenLib library too large to open as a game (over 50000 moves) is "
                              "searched as the library reads it: each of its lines that reaches "
                              "the position is listed (In the library after move 2); a click on "
                              "one reads the file as the opening library, its moves from here "
                              "marked on the board, your game kept. A file changed since the "
                              "search is searched again before anything opens."),
    MSG(S_HELP_LIB_FILES, "Find position (Ctrl+P) searches a folder of game files, and its "
                          "folders, for every game that reaches the position shown, in any order "
                          "of moves and on a turned or mirrored board, in its side lines "
                          "(variations) too. The first time, Files… "
                          "opens to choose the folder (Find position…, then Search here); "
                          "Ctrl+Shift+P chooses another. The panel shows the moves played next "
                          "with their games and results, and the board each next move with its "
                          "number of games. A click on a next move lists only its games; a "
                          "click on a game opens it after the move where the position stands, "
                          "turned to your board when it was found turned or mirrored. The arrow "
                          "keys, Page Up, Page Down, Home and End mark a row; Enter takes it as "
                          "a click. Esc stops the search, goes back to every next move (as "
                          "Backspace does) or closes the view."),
    MSG(S_HELP_NET_SEATS, "Two people on two machines, or in two windows, play each other "
                          "directly, with no server between. In New game, B or W turns a seat "
                          "from Person to Computer to Network: that seat is your opponent's, "
                          "the other one yours. Connection then says whether you host the game "
                          "(Host) or join one (Join)."),
    MSG(S_HELP_NET_HOST, "Host: the window listens on the Port (7412 unless you type another), "
                         "and the game is yours to choose: the rule set, the opening rule, who "
                         "is first and the clock. Start waits for your opponent and names this "
                         "machine's addresses to give them; Cancel stops waiting."),
    MSG(S_HELP_NET_JOIN, "Join: type the host's address in the Host:port field, e.g. "
                         "192.168.1.5:7412 (without a port: 7412). Your own choices in the "
                         "dialog do not count: the host's game is shown with your seat, Start "
                         "begins it and Cancel leaves it. The last port hosted and the last "
                         "address joined come back as the next suggestions."),
    MSG(S_HELP_NET_PLAY, "Each player plays only their own stones. Undo (U) asks your opponent to "
                         "take back your last move (and theirs after it), Offer draw (D) offers "
                         "a draw: they answer Accept or Decline, and you act no more until they "
                         "do. Resign (G) works as always. Hints, the analysis, the graph, the "
                         "library's marks, turning the board and study wait until the game "
                         "ends."),
    MSG(S_HELP_NET_CLOCK, "On a clock both windows show both clocks, and each times both "
                          "players itself: a move carries its mover's time left, which the "
                          "other window takes up to 1 s above its own measure, so the network's "
                          "delay cheats neither side. A player whose time runs out loses. On a "
                          "clock no move is taken back, and nothing pauses: your opponent's "
                          "clock cannot be stopped."),
    MSG(S_HELP_NET_END, "A dropped connection, or an opponent's program silent for a minute, "
                        "ends the game undecided (connection lost; the last move's comment "
                        "says so); a move that breaks the rules closes the connection and says "
                        "why. The game so far stays on the board, to be saved (Ctrl+S) or "
                        "played on by two people here: the first click after the end plays "
                        "nothing, the second (on a clock, X) plays on. Ctrl+Q, or closing the "
                        "window, during the game asks first: your opponent is told you left, "
                        "and the game is kept."),
    MSG(S_OS_NO_ENTRY, "no such file or folder"),
    MSG(S_OS_ACCESS, "permission denied"),
    MSG(S_OS_NO_SPACE, "no space left on the disk"),
    MSG(S_OS_READ_ONLY, "the disk is read-only"),
    MSG(S_OS_NAME_TOO_LONG, "the name is too long"),
    MSG(S_OS_NOT_DIR, "a part of the path is not a folder"),
    MSG(S_OS_IS_DIR, "it is a folder"),
    MSG(S_OS_LOOP, "too many symbolic links"),
    MSG(S_OS_IO, "input/output error"),
    MSG(S_OS_QUOTA, "disk quota exceeded"),
    MSG(S_OS_TOO_MANY_FILES, "too many open files"),
    MSG(S_OS_BUSY, "the file is busy"),
    MSG(S_OS_EXISTS, "the file exists already"),
    MSG(S_OS_OTHER, "system error %d"),
    MSG(S_STUDY, "Study"),
    MSG(S_STUDY_PROBLEMS, "Problems"),
    MSG(S_STUDY_TRAINER, "Forbidden points"),
    MSG(S_STUDY_ALL, "All"),
    MSG(S_STUDY_ORDER, "Easiest first; technique lessons come early."),
    MSG(S_STUDY_SOLVED_COUNT, "Solved %d of %d"),
    MSG(S_STUDY_TECHNIQUE, "Technique: %s"),
    MSG(S_STUDY_TECHNIQUE_ALL, "All techniques"),
    MSG(S_STUDY_SET, "Set: %s"),
    PLURAL(S_STUDY_TECHNIQUE_COUNT, "%d problem, %d solved; easiest first.",
           "%d problems, %d solved; easiest first."),
    MSG(S_STUDY_TITLE_HIDDEN, "%s to play"),
    MSG(S_STUDY_TECHNIQUE_HIDDEN, "technique hidden until solved (%s)"),
    MSG(S_STUDY_TECHNIQUE_ALL_SOLVED, "Every problem of this technique is solved: here is the one nearest your rating."),
    MSG(S_GOAL_VCF, "%s to play and win by fours."),
    MSG(S_GOAL_VCT, "%s to play and win by fours and threes."),
    MSG(S_GOAL_FOUL, "White to play and win: the last blow falls on a point Black may not take."),
    MSG(S_GOAL_DEFEND, "%s to play: find the move that does not lose."),
    MSG(S_GOAL_DEFEND_SEVERAL, "%s to play: find a move that does not lose (%d moves do)."),
    MSG(S_GOAL_BLACK, "Black"),
    MSG(S_GOAL_WHITE, "White"),
    MSG(S_PROBLEM_INFO, "Level\u00a0%d · %s · rating\u00a0%d"), /* no break before a number */
    MSG(S_PROBLEM_INFO_UNRATED, "Level\u00a0%d · %s"),
    MSG(S_PLAY_RIGHT, "Correct: %s. The defence answers."),
    MSG(S_PLAY_RIGHT_ANSWERED, "Correct: %s. The defence answered %s: your move."),
    MSG(S_PLAY_ALSO_WINS, "%s wins too: play it on to the end. The intended technique: %s."),
    MSG(S_PLAY_SOLVED, "Solved!"),
    PLURAL(S_PLAY_ALSO_HOLDS, "%s also holds.", "%s also hold."),
    MSG(S_TITLE_SOLVED_HELPED, "Solved with help"),
    MSG(S_TITLE_SOLVED_MISSED, "Solved after a wrong move"),
    MSG(S_PLAY_CONFIRM_SOLUTION, "The solution counts this problem as failed for your "
                                 "rating. Press Solution (O) again to see it."),
    MSG(S_PLAY_CONFIRM_HINT, "This hint names the move: the problem then counts as failed for "
                             "your rating. Press Hint (H) again for it."),
    MSG(S_PLAY_SOLVED_MISSED, "Solved, but after a wrong move. Restart (Home), then a solve "
                              "without one, earns the tick."),
    MSG(S_PLAY_SOLVED_HELPED, "Solved with help. Solve it again without help for the tick."),
    MSG(S_PLAY_WRONG_FOUL, "%s is forbidden for Black: %s."),
    MSG(S_PLAY_WRONG_FIVE, "%s lets the opponent make five on %s."),
    MSG(S_PLAY_WRONG_NOT_FOUR, "%s is not a four: the defence is free and takes %s."),
    MSG(S_PLAY_WRONG_ESCAPES,
        "%s is not the solution: after the answer %s the computer finds no forced win."),
    MSG(S_PLAY_WRONG_LOSES, "%s loses: the opponent wins, starting with %s."),
    MSG(S_PLAY_WRONG_LOSES_FOUL, "%s loses: the opponent wins first, starting with %s: its last "
                                 "four can be stopped only on %s, forbidden for Black (%s)."),
    MSG(S_PLAY_WRONG_PASS, "%s is not the solution: even if the defence passes, the computer "
                          "finds no forced win."),
    MSG(S_PLAY_WINS_NOT_FOURS, "%s also wins, but not by fours: find the win by fours. %s"),
    MSG(S_PLAY_WINS_LONGER, "%s also wins, but by a longer way: find the problem's shorter win. %s"),
    MSG(S_PLAY_MAY_WIN, "%s may also win, by a longer way, but the computer could not prove it: find the problem's shorter win. %s"),
    MSG(S_PLAY_TAKE_BACK, "U or a click on the board takes the move back."),
    MSG(S_PLAY_WAIT, "Wait for the answer."),
    MSG(S_PLAY_UNDECIDED, "%s is not the solution's move, and it could not be judged in time: try another."),
    MSG(S_PLAY_CHECKING, "Checking your move %s…"),
    MSG(S_PLAY_HINT_FILE, "Hint: the move to find is in column %s."),
    MSG(S_PLAY_HINT_MOVE, "Hint: play %s."),
    MSG(S_PLAY_SHOWING, "The solution, move by move…"),
    MSG(S_PLAY_SHOWN, "That was the solution. Restart to play it yourself."),
    PLURAL(S_PLAY_SHOWN_DEFENCE,
           "That was one move that holds, %s; %s holds too. Restart to play one yourself.",
           "That was one move that holds, %s; %s hold too. Restart to play one yourself."),
    MSG(S_PLAY_TAKEN_BACK, "%s taken back: your move again."),
    MSG(S_PLAY_TAKEN_BACK_ANSWER, "%s and the answer %s taken back: your move again."),
    MSG(S_PLAY_NOTHING_BACK, "Nothing to take back: no move of yours is on the board."),
    MSG(S_PLAY_SOLVED_TOOK_BACK, "Solved, but after a move taken back. Restart (Home), then a "
                                 "solve without one, earns the tick."),
    MSG(S_TITLE_SOLVED_TOOK_BACK, "Solved after a take-back"),
    MSG(S_PLAY_BACK_KEYS, "U takes back your last move and its answer; Home starts over."),
    MSG(S_PLAY_RETRACTED, "A right move was taken back: solving now is not clean (no ✓, no "
                          "rating win)."),
    MSG(S_SHOW_SOLUTION, "Solution"),
    MSG(S_RESTART, "Restart"),
    MSG(S_PREVIOUS, "Previous"),
    MSG(S_NEXT, "Next"),
    MSG(S_PREVIOUS_SHORT, "Back"), /* whole words where the long ones do not fit */
    MSG(S_NEXT_SHORT, "Next"),
    MSG(S_AT_MY_LEVEL, "At my level"),
    MSG(S_STUDY_RATING, "Your rating %s"),
    MSG(S_STUDY_RATING_PROVISIONAL, "Your rating %s, provisional"),
    MSG(S_STUDY_RATING_PROVISIONAL_SHORT, "Rating %s, provisional"), /* where the above has no room */
    MSG(S_PROBLEM_STATS, "This try: wrong moves %d · time %s"),
    MSG(S_PROBLEM_STATS_HINTS, "This try: wrong moves %d · hints %d · time %s"),
    MSG(S_PROBLEM_TRY_FRESH, "This try: no move played yet."),
    PLURAL(S_PROBLEM_TRY_CARRIED, "This try goes on from %d move on the board.",
           "This try goes on from %d moves on the board."),
    PLURAL(S_PROBLEM_TOTALS, "In all: %d try · wrong moves %d · time %s",
           "In all: %d tries · wrong moves %d · time %s"),
    PLURAL(S_PROBLEM_TOTALS_HINTS, "In all: %d try · wrong moves %d · hints %d · time %s",
           "In all: %d tries · wrong moves %d · hints %d · time %s"),
    MSG(S_PROBLEM_STATS_SHOWN, "This try: wrong moves %d · solution shown · time %s"),
    MSG(S_PROBLEM_STATS_HINTS_SHOWN,
        "This try: wrong moves %d · hints %d · solution shown · time %s"),
    PLURAL(S_PROBLEM_TOTALS_SHOWN, "In all: %d try · wrong moves %d · solutions shown %d · time %s",
           "In all: %d tries · wrong moves %d · solutions shown %d · time %s"),
    PLURAL(S_PROBLEM_TOTALS_HINTS_SHOWN,
           "In all: %d try · wrong moves %d · hints %d · solutions shown %d · time %s",
           "In all: %d tries · wrong moves %d · hints %d · solutions shown %d · time %s"),
    MSG(S_PROBLEM_NEW, "Not tried yet."),
    MSG(S_PROBLEM_SHOWN_ONLY, "This try: the solution was shown before your first move."),
    MSG(S_PROBLEM_RATED_WIN, "This solve counted for your rating: %s%d."),
    MSG(S_PROBLEM_RATED_LOSS, "This try counted as failed for your rating: %s%d."),
    MSG(S_PROBLEM_RATED_WIN_PROVISIONAL, "This solve counted for your provisional rating: %s%d."),
    MSG(S_PROBLEM_RATED_LOSS_PROVISIONAL,
        "This try counted as failed for your provisional rating: %s%d."),
    MSG(S_PROBLEM_RATED_BEFORE, "Already rated: your rating counted only the first try at this "
                                "problem, so solving it again does not change it."),
    MSG(S_PROBLEM_UNRATED_NOW, "Not rated: a right move was taken back, so this solve is not "
                               "clean, and a solved problem is rated no more."),
    MSG(S_PROBLEM_UNRATED_BEFORE, "Never rated: this problem was solved before, not cleanly, "
                                  "and a solved problem is rated no more."),
    PLURAL(S_PROBLEM_HINTS_ONLY, "%d hint taken, no move played yet.",
           "%d hints taken, no move played yet."),
    PLURAL(S_PROBLEM_HINTS_CARRIED, "%d hint taken, no new move yet.",
           "%d hints taken, no new move yet."),
    MSG(S_TECH_FOUR, "four"),
    MSG(S_TECH_FOUR_THREE, "four-three"),
    MSG(S_TECH_OPEN_FOUR, "straight four"),
    MSG(S_TECH_THREE_THREE, "double-three"),
    MSG(S_TECH_WIN_BY_FOUL, "win by foul"),
    MSG(S_TECH_DEFENCE, "defence"),
    MSG(S_TECH_INTERMEDIATE, "the intermediate move"),
    MSG(S_TECH_THREE_THEN_43, "a three, then a four-three"),
    MSG(S_TECH_PSEUDO_THREE, "the blocked three"),
    MSG(S_TECH_OTHER_FLANK, "the other flank's stones"),
    MSG(S_TECH_TWO_FORBIDDEN, "the trap of two forbidden points"),
    MSG(S_IDEA_FOUR, "Every four leaves the defence one answer, so the attack keeps the move "
                     "until the five."),
    MSG(S_IDEA_FOUR_THREE, "The winning move makes a four and an open three at once: the "
                           "defence can stop only one of them."),
    MSG(S_IDEA_OPEN_FOUR, "A straight four (also called an open four) has two five points, and the defence can "
                         "take only one."),
    MSG(S_IDEA_THREE_THREE, "White may make two open threes with one move (Black may not): "
                            "the defence stops one, and the other becomes a straight four."),
    MSG(S_IDEA_WIN_BY_FOUL, "White's threats place Black's stones until the only point that "
                            "stops White is forbidden for Black: Black may not take it."),
    MSG(S_IDEA_DEFENCE, "The move that holds stops every threat at once; after any other "
                        "the attack wins with fours and threes."),
    MSG(S_IDEA_INTERMEDIATE, "A four played first takes the point the opponent's counter-attack "
                             "needs; only then does the attack begin."),
    MSG(S_IDEA_THREE_THEN_43, "The three comes first: whichever end is blocked, the other makes "
                              "a four-three. Played at once, that point would be a double-three."),
    MSG(S_IDEA_PSEUDO_THREE, "After the strongest block the three can no longer become a "
                             "straight four, but its four, with a new three, is still a four-three."),
    MSG(S_IDEA_OTHER_FLANK, "The straight attack is closed, so the fours bring in the stones "
                            "of the other flank for the four-three."),
    MSG(S_IDEA_TWO_FORBIDDEN, "White's fours leave Black two forbidden points, and White's "
                              "three can be stopped only there: Black has no defence."),
    /* the decisive step of the solution: the fork, the block, the open four (in that order) */
    MSG(S_IDEA_STEP_FOUR_THREE, "Here %s made a four and a three at once: the defence had to "
                                "block the four at %s, and %s turned the three into a "
                                "straight four."),
    MSG(S_IDEA_STEP_THREE_THREE, "Here %s made two open threes at once: the defence blocked "
                                 "one at %s, and %s turned the other into a straight four."),
    MSG(S_TRAINER_DOUBLE_THREE, "Double-three"),
    MSG(S_TRAINER_DOUBLE_FOUR, "Double-four"),
    MSG(S_TRAINER_FALSE_THREE, "False three"),
    MSG(S_TRAINER_OVERLINE, "Overline"),
    MSG(S_TRAINER_FOUR_FOUR, "Double-four on one line"),
    MSG(S_TRAINER_FIVE_FIRST, "Five first"),
    MSG(S_TRAINER_WHITE_EYE, "White's eye"),
    MSG(S_TRAINER_ASK, "Click every point forbidden to Black, then Check."),
    MSG(S_TRAINER_ASK_WHITE, "White to move: click every point where a White four forces Black into a foul, then Check."),
    MSG(S_CHECK, "Check"),
    MSG(S_NEW_POSITION, "New position"),
    MSG(S_TRAINER_SCORE, "Found %d · missed %d · false alarms %d · score %d%%"),
    MSG(S_TRAINER_STATS, "This level: rounds %d · perfect %d · best %d%%"),
    MSG(S_TRAINER_CLICK, "Click a ringed point, or move the cursor (arrows) onto it, to see why."),
    MSG(S_TRAINER_UNDO_NONE, "Nothing to take back: no point is marked."),
    MSG(S_TRAINER_UNDO_CHECKED, "This round is checked and its marks stay: N gives a new position."),
    MSG(S_TRAINER_LEGEND_FOUND, "Found: marked, and rightly"),
    MSG(S_TRAINER_LEGEND_MISSED, "Missed: forbidden, but not marked"),
    MSG(S_TRAINER_LEGEND_MISSED_WHITE, "Missed: a White four that forces a foul, but not marked"),
    MSG(S_TRAINER_LEGEND_FALSE_ALARM, "False alarm: marked, but wrongly"),
    MSG(S_TRAINER_LEGEND_TRAP, "Looks forbidden but is not: rightly left alone"),
    MSG(S_TRAINER_LEGEND_WHITE, "A small white stone in a mark: a White move, its four; not a forbidden point."),
    MSG(S_TRAINER_LEGEND_LINES, "These lines decide the point"),
    MSG(S_TRAINER_WHITE_WHY, "%s: a White four whose only block, %s, is forbidden for Black."),
    MSG(S_TRAINER_NOT_FORBIDDEN, "%s is not forbidden for Black."),
    MSG(S_TRAINER_NOT_ANSWER, "%s forces no foul."),
    MSG(S_TRAINER_NO_POSITION, "No position for this level was found; try New position."),
    MSG(S_PROGRESS_SET_ASIDE, "The study progress could not be read (%s); it was kept as %s, and a new one begins."),
    MSG(S_PROGRESS_PART_SET_ASIDE, "Part of the study progress could not be read (%s): the file was kept as %s, and the rest of your progress goes on."),
    MSG(S_PROGRESS_BAD, "The study progress could not be read (%s); it is left as it is and nothing is saved."),
    MSG(S_STUDY_PLAY_SET_ASIDE, "The problem you were solving could not be restored (%s); the file was kept as %s, and the problem starts from the beginning."),
    MSG(S_STUDY_PLAY_BAD, "The problem you were solving could not be restored (%s); the file is left as it is."),
    MSG(S_PROGRESS_NOT_SAVED, "The study progress could not be saved: %s"),
    MSG(S_STUDY_PLAY_NOT_SAVED, "The problem you are solving could not be kept for the next start: %s"),
    MSG(S_PROBLEM_FILE_SKIPPED, "The problem file %s was skipped (%s)."),
    MSG(S_PROBLEM_OTHERS_HERE, "The other problems are here."),
    PLURAL(S_PROBLEM_FILES_MORE, "%d more problem file was skipped.", "%d more problem files were skipped."),
    MSG(S_PROBLEM_FILE_DAMAGED, "damaged at line %d"),
    MSG(S_PROBLEM_FILE_FOLDER, "a folder, not a file"),
    MSG(S_PROBLEM_FILE_UNREADABLE, "it cannot be read"),
    MSG(S_PROBLEMS_NOT_LOADED, "The problems could not be loaded: %s"),
    MSG(S_PROBLEMS_NOT_FOUND, "the problem collection (assets/problems) is not found"),
    MSG(S_PROBLEMS_NO_FILES, "no problem files in %s"),
    MSG(S_PROBLEMS_NONE_READ, "no problem could be read in %s"),
    MSG(S_PROBLEM_FILE_IS_DIR, "is a directory, not a problem file"),
    MSG(S_PROBLEM_LINE, "line %d: %s"),
    MSG(S_KEY_STUDY, "Study: problems and the forbidden-point trainer (Esc leaves)"),
    MSG(S_TITLE_REFUTED, "wrong move"),
    MSG(S_KEY_STUDY_TAB, "Study: Problems or Forbidden points"),
    MSG(S_KEY_STUDY_LEVEL, "Study: problems of every level (A) or of level 1…5, the one at my level (M); the trainer's level 1…7"),
    MSG(S_KEY_STUDY_TECHNIQUE, "Study: the problems of one technique, of every level (T the next technique, Shift+T the one before; past either end, the levels again)"),
    MSG(S_KEY_STUDY_TITLES, "Study: the problems' titles hidden until solved, or shown"),
    MSG(S_KEY_STUDY_RATING, "Study: the rating hidden, or shown"),
    MSG(S_KEY_STUDY_LEARNERS, "Study: the learners of this computer, each with their own progress "
                              "(in the list: N adds, R or F2 renames, Shift+Delete deletes)"),
    MSG(S_LEARNERS, "Learners"),
    MSG(S_LEARNER_FIRST, "Learner 1"),
    MSG(S_LEARNER_ROW, "%s: solved %d of %d · rating %d"),
    MSG(S_LEARNER_ROW_HIDDEN, "%s: solved %d of %d"),
    MSG(S_LEARNERS_KEYS, "↑ ↓ or a click: choose · Enter or a second click: study as this "
                         "learner · N: new learner · R or F2: rename · Delete: reset progress · "
                         "Shift+Delete: delete the learner · Esc: back"),
    MSG(S_LEARNER_NEW_NAME, "New learner's name: %s"),
    MSG(S_LEARNER_TYPING_KEYS, "Enter: add · Esc: cancel"),
    MSG(S_LEARNER_NAME_EMPTY, "Type a name first."),
    MSG(S_LEARNER_NAME_TOO_LONG, "That name is too long: %d bytes at most."),
    MSG(S_LEARNER_NAME_BAD_CHAR, "A name cannot hold control characters."),
    MSG(S_LEARNER_NAME_TAKEN, "There is a learner of that name already."),
    MSG(S_LEARNER_FULL, "No room for another learner: %d at most."),
    MSG(S_LEARNER_RESET_CONFIRM, "Reset all of %s's progress (rating, solved marks, the problem "
                                 "in progress)? Delete again: reset · Esc: keep it"),
    MSG(S_LEARNER_RESET_DONE, "%s starts afresh: rating 1500, nothing solved."),
    MSG(S_LEARNER_RESET_FAILED, "%s's progress could not be reset: %s"),
    MSG(S_LEARNERS_NOT_SAVED, "The list of learners could not be saved: %s"),
    MSG(S_LEARNER_NOW_STUDYING, "Now studying: %s"),
    MSG(S_LEARNER_RENAME_FIELD, "New name for %s: %s"),
    MSG(S_LEARNER_RENAME_KEYS, "Enter: rename · Esc: cancel"),
    MSG(S_LEARNER_RENAMED, "%s is now called %s."),
    MSG(S_LEARNER_DELETE_CONFIRM, "Delete the learner %s? All of their progress goes with them "
                                  "(rating, solved marks, the problem in progress). "
                                  "Shift+Delete again: delete · Esc: keep"),
    MSG(S_LEARNER_DELETED, "%s is deleted, with all of their progress."),
    MSG(S_LEARNER_DELETE_LAST, "%s is the only learner and cannot be deleted (Delete resets "
                               "their progress)."),
    MSG(S_LEARNER_DELETE_FAILED, "%s could not be deleted: %s"),
    MSG(S_STUDY_RATING_HIDDEN, "Rating hidden (R shows it)"),
    MSG(S_KEY_STUDY_BACK, "Study: take back your last move and the answer to it (Home: start the problem over)"),
    MSG(S_KEY_SHOW_SOLUTION, "Study: the solution; C checks the trainer, N a new position or the next problem"),
    MSG(S_KEY_NOTE, "Write or edit the comment on the move shown"),
    MSG(S_KEY_LETTERS, "Letters and shapes on the board (as RenLib's, SGF's): on, a click puts A, B, C… on a point, Shift+click (or Shift+Enter) writes a text of up to 4 characters, a click on a letter takes it off; again: triangles, squares, circles, crosses, then off"),
    MSG(S_MSG_LETTERS_ON, "Letters: a click puts the next letter on a point, Shift+click (Shift+Enter) writes a text (up to 4 characters), a click on a letter takes it off; %s again: triangles."),
    MSG(S_MSG_LETTERS_OFF, "Letters off: a click plays a move again."),
    MSG(S_MSG_LETTERS_OFF_PICK, "Letters off: a letter key picks the proposed move (%s turns letters on again)."),
    MSG(S_MSG_LETTERS_FULL, "A position holds at most %d letters and texts: take one off first."),
    MSG(S_MSG_TRIANGLES_ON, "Triangles: a click puts a triangle on a point, or takes it off; %s again: squares."),
    MSG(S_MSG_SQUARES_ON, "Squares: a click puts a square on a point, or takes it off; %s again: circles."),
    MSG(S_MSG_CIRCLES_ON, "Circles: a click puts a circle on a point, or takes it off; %s again: crosses."),
    MSG(S_MSG_CROSSES_ON, "Crosses: a click puts a cross on a point, or takes it off; %s again: moves."),
    MSG(S_MSG_SHAPES_FULL, "A position holds at most %d shapes: take one off first."),
    MSG(S_KEY_MARK_MOVE, "Mark the move shown ★, as RenLib marks a line's key moves; again: the mark off"),
    MSG(S_MSG_MOVE_MARKED, "%s marked ★."),
    MSG(S_MSG_MOVE_UNMARKED, "%s: mark ★ removed."),
    MSG(S_MSG_MARK_NO_MOVE, "%s marks the move shown ★: show a move first."),
    MSG(S_MSG_MARK_STUDY, "Marks ★ are for the game's moves, not the study: leave it first (%s)."),
    MSG(S_HELP_REVIEW_MARKED, "Ctrl+D marks the shown move ★ in the move list, as RenLib marks a "
                              "line's key moves; again, the mark goes. Marks are kept by the "
                              "autosave and in .renju, .sgf and .lib files."),
    MSG(S_LABEL_TITLE, "Text on %s"),
    MSG(S_LABEL_HINT, "Drawn on the point, as RenLib draws its board text: a letter, a number, VCF… Enter keeps it · an empty text takes it off · Esc cancels."),
    MSG(S_LABEL_SIZE, "%d of %d characters"),
    MSG(S_LABEL_TOO_LONG, "Too long: a text on the board holds at most %d characters."),
    MSG(S_LABEL_NOT_TEXT, "A text on the board is one line, without a blank at its ends."),
    MSG(S_MSG_LETTERS_STUDY, "Letters are for the game's positions, not the study: leave it first (%s)."),
    MSG(S_KEY_DELETE, "Delete the move shown and the rest of its line (undo brings it back)"),
    PLURAL(S_MSG_DELETE_AGAIN, "Press %s again to delete %d move: the one shown and the rest of its line (%s brings it back).",
           "Press %s again to delete %d moves: the one shown and the rest of its line (%s brings them back)."),
    MSG(S_MSG_DELETE_AGAIN_BOTH, "Press %s again to delete %s: the one shown and the rest of its line (%s brings them back)."),
    MSG(S_DELETE_AND, "%s and %s"),
    PLURAL(S_DELETE_DECISIONS, "%d decision (a swap, a proposal\u2026)", "%d decisions (swaps, proposals\u2026)"),
    MSG(S_MSG_DELETED, "Move %d and the rest of its line are deleted; %s brings them back."),
    MSG(S_MSG_DELETED_WAITS, "Move %d and the rest of its line are deleted; %s brings them "
                             "back. The computer waits: play its move here, or press %s."),
    MSG(S_MSG_NO_DELETE, "No moves are deleted in a game on a clock or over the network."),
    MSG(S_MSG_NOTHING_TO_DELETE, "Nothing to delete at the start: show the move to delete first."),
    MSG(S_MSG_UNDELETED, "The deleted line is back."),
    MSG(S_MSG_CLAIM_DROPPED, "The record\u2019s claimed result %s no longer holds: moves were played after it."),
    MSG(S_MSG_NO_LINES_TIMED, "No other line is opened in a game on a clock or over the network."),
    MSG(S_KEY_LINES, "The shown move's previous / next other line"),
    MSG(S_MSG_NO_OTHER_LINE, "Move %d has no other line."),
    MSG(S_MSG_DRAW_TAKEN_BACK, "The agreed draw is taken back: the game goes on (Redo restores it). Played differently, the old ending stays as another line, marked ◆ in the move list."),
    MSG(S_MSG_RESIGN_TAKEN_BACK, "The resignation is taken back: the game goes on (Redo restores it). Played differently, the old ending stays as another line, marked ◆ in the move list."),
    MSG(S_KEY_LIBRARY_OPEN, "Open an opening library (a RenLib .lib file)"),
    MSG(S_KEY_FIND_POSITION, "Find the position shown in a folder of game files: the moves played next and the games (with Shift: another folder)"),
    MSG(S_KEY_LIBRARY, "The library's moves on the board, on or off"),
    MSG(S_FILE_TITLE_LIBRARY, "Open an opening library"),
    MSG(S_FILE_KEYS_LIBRARY, "A RenLib library (.lib): Enter loads it, Backspace goes up, Esc "
                             "closes. The game on the board stays."),
    MSG(S_LIBRARY_LOAD, "Load"),
    MSG(S_FILE_LIBRARY, "Library…"),
    MSG(S_FILE_MERGE, "Merge"),
    MSG(S_FILE_TITLE_MERGE, "Merge a library or game into these lines"),
    MSG(S_FILE_KEYS_MERGE, "Enter adds every line of the file (.lib, .sgf, .renju) to the lines "
                           "here: the same position once, both comments kept. Tab: Open, Save, Merge."),
    PLURAL(S_MSG_MERGED, "Merged %s: %d new move in the lines. Save to keep it.",
           "Merged %s: %d new moves in the lines. Save to keep them."),
    PLURAL(S_MSG_MERGED_NOTES, "Merged %s: %d new move, and its comments and letters joined to these. Save to keep them.",
           "Merged %s: %d new moves, and its comments and letters joined to these. Save to keep them."),
    MSG(S_MSG_MERGED_NOTHING, "%s holds nothing these lines lack: nothing changed."),
    MSG(S_MSG_NOT_MERGED, "Not merged — %s. The lines are unchanged."),
    PLURAL(S_MSG_MERGED_LIBRARY, "The library with these lines is a new file, %s (%d new move), shown in the library view. The game and the library file stay as they were.",
           "The library with these lines is a new file, %s (%d new moves), shown in the library view. The game and the library file stay as they were."),
    MSG(S_NO_LIBRARIES, "No libraries (.lib files) in this folder yet."),
    MSG(S_FILE_LIBRARY_SIZE, "RenLib library · %d.%d MB"),
    MSG(S_FILE_LIBRARY_KB, "RenLib library · %d KB"),
    MSG(S_MSG_LIBRARY_LOADING, "Loading the library %s…"),
    MSG(S_MSG_LIBRARY_LOADED, "Library %s loaded"),
    MSG(S_MSG_LIBRARY_LOADED_PEOPLE, "Library %s loaded: people play both sides (V: play on against the computer)"),
    MSG(S_MSG_LIBRARY_INSTEAD, "%s holds more than the %d moves (or the comments) a game holds, so it opened in the library view (read-only), its moves marked on the board; people play both sides. To add lines to it: Merge in Files…, or renju-cli library --merge."),
    MSG(S_MSG_LIBRARY_INSTEAD_BIG, "%s is larger than the %d MB a game record holds, so it opened in the library view (read-only), its moves marked on the board; people play both sides. To add lines to it: Merge in Files…, or renju-cli library --merge."),
    MSG(S_MSG_LIBRARY_LOADED_UNKEPT,
        "Library %s loaded; its path is too long to be remembered for the next start"),
    MSG(S_MSG_LIBRARY_REFUSED, "Library not loaded — %s."),
    MSG(S_MSG_LIBRARY_REFUSED_KEPT, "Library not loaded — %s. The library before stays."),
    MSG(S_MSG_LIBRARY_BUILTIN, "Built-in openings: the 26 openings and the engine's book. %s opens a .lib file."),
    MSG(S_LIBRARY_BUILTIN, "Built-in openings"),
    MSG(S_LIBRARY_BUILTIN_ABOUT, "The 26 openings by name, the engine's book below them"),
    MSG(S_LIBRARY, "Library"),
    PLURAL(S_LIBRARY_MOVES, "%d move here", "%d moves here"),
    MSG(S_LIBRARY_OUT, "Out of the library"),
    MSG(S_LIBRARY_NETWORK, "Hidden during a network game"),
    MSG(S_LIBRARY_END, "In the library: its line ends here"),
    MSG(S_LIBRARY_OTHER_BOARD, "The library is of the 15×15 board"),
    MSG(S_LIBRARY_LOADING, "Loading…"),
    MSG(S_LIBRARY_FOULS, "Crossed: a foul here"),
    PLURAL(S_LIBRARY_BELOW, "%s: %d move below", "%s: %d moves below"),
    PLURAL(S_FIND_PROGRESS, "%d of %d file searched…", "%d of %d files searched…"),
    PLURAL(S_FIND_STOPPED, "Stopped: %d of %d file searched", "Stopped: %d of %d files searched"),
    PLURAL(S_FIND_FOUND, "%d game reaches this position, of %d read",
           "%d games reach this position, of %d read"),
    PLURAL(S_FIND_NEXT, "%s — %d game", "%s — %d games"),
    MSG(S_FIND_BLACK, "Black won %d"),
    MSG(S_FIND_WHITE, "White won %d"),
    MSG(S_FIND_DRAW, "drawn %d"),
    MSG(S_FIND_OPEN, "unfinished %d"),
    MSG(S_FIND_END, "The end"),
    MSG(S_FIND_GAME, "After move %d"),
    MSG(S_FIND_GAME_SIDE, "After move %d in the variation at move %d"),
    PLURAL(S_FIND_SIDE, "%d side line", "%d side lines"),
    MSG(S_FIND_GAME_START, "At the start"),
    PLURAL(S_FIND_NEXT_SIDE, "%s — %d side line", "%s — %d side lines"),
    MSG(S_FIND_GAME_NTH, "%s, game %d"),
    MSG(S_FIND_UNFINISHED, "unfinished"),
    PLURAL(S_FIND_SKIPPED, "%d file skipped", "%d files skipped"),
    PLURAL(S_FIND_PARTIAL, "%d file searched in part", "%d files searched in part"),
    PLURAL(S_FIND_REFUSED, "%s: %d game refused — %s", "%s: %d games refused — %s"),
    PLURAL(S_FIND_LEFT_OUT, "%d file past the first %d not searched",
           "%d files past the first %d not searched"),
    MSG(S_FIND_TITLE, "Find position"),
    MSG(S_FIND_STOP, "Stop"),
    MSG(S_FIND_CLOSE, "Close"),
    MSG(S_FIND_FOLDER, "Another folder…"),
    MSG(S_FIND_WHY, "%s — why?"),
    MSG(S_FIND_BACK, "%s — back to the games"),
    MSG(S_FIND_ALL, "Every next move"),
    MSG(S_FIND_NONE, "No game in this folder reaches the position on the board."),
    MSG(S_FIND_NO_FILES, "This folder and its folders hold no game files."),
    MSG(S_FIND_HOW, "A click on a game (or Enter on the row the arrow keys mark) opens it at this position; on a next move (here or on the board), only its games."),
    MSG(S_FIND_HERE, "Search here"),
    MSG(S_FILE_TITLE_FIND, "Find position: choose a folder"),
    MSG(S_FILE_KEYS_FIND, "Open the folder to search, then Search here (its folders too). Backspace goes up, Esc closes."),
    MSG(S_FILE_FIND, "Find position…"),
    MSG(S_MSG_FIND_OPENED, "%s opened after move %d, where the position stands"),
    MSG(S_MSG_FIND_TURNED, "%s opened after move %d, where the position stands, shown turned to your board"),
    PLURAL(S_FIND_LIBRARY, "%d library line", "%d library lines"),
    PLURAL(S_FIND_FOUND_LIBRARY, "%d library line reaches this position",
           "%d library lines reach this position"),
    PLURAL(S_FIND_NEXT_LIBRARY, "%s — %d library line", "%s — %d library lines"),
    PLURAL(S_FIND_BELOW, "%d move below", "%d moves below"),
    MSG(S_FIND_IN_LIBRARY, "In the library after move %d"),
    MSG(S_FIND_LIBRARY_START, "In the library, at its start"),
    MSG(S_FIND_LIBRARY_ENDS, "its line ends here"),
    MSG(S_FIND_LINE, "Line %s"),
    MSG(S_FIND_NO_PLAYERS, "Players not named"),
    MSG(S_FIND_LINE_TURNED, "Line %s, turned to your board"),
    MSG(S_MSG_FIND_CHANGED, "%s changed since the search: searched again"),
    MSG(S_LIBRARY_OFF, "Its moves are not on the board: a click on this title or Ctrl+B shows them."),
    MSG(S_NOTE_ADD, "Add a comment on this move"),
    MSG(S_NOTE_ADD_GAME, "Add a comment on the game"),
    MSG(S_NOTE_TITLE, "Comment on move %d, %s"),
    MSG(S_NOTE_TITLE_GAME, "Comment on the game"),
    MSG(S_NOTE_HINT, "Enter saves · Shift+Enter starts a new line · Esc cancels. An empty comment is removed."),
    PLURAL(S_NOTE_SIZE, "%d character · %d%% full", "%d characters · %d%% full"),
    MSG(S_NOTE_TOO_LONG, "Too long: at most %d characters."),
    MSG(S_NOTE_AHEAD, "Comment on %s (not played yet)"),
    MSG(S_MSG_NOTE_SAVED, "Comment saved; the game is unchanged."),
    MSG(S_MSG_NOTE_REMOVED, "Comment removed."),
    MSG(S_MSG_NOTE_FULL, "Comment not saved: the comments of a game hold at most %d bytes in all."),
    MSG(S_MSG_SAVED_NO_NOTES, "Saved %s. This format keeps no comments: save as .renju or .sgf to keep them."),
    MSG(S_MSG_SAVED_SOME_NOTES, "Saved %s. RenLib keeps comments on stones only: those on a swap, an opening's choice or the game's end are not in it; save as .renju or .sgf to keep them."),
    MSG(S_MSG_LOADED_FOUL, "Loaded %s. Move %d, %s: %s, forbidden for Black: White wins."),
    PLURAL(S_MSG_LOADED_FOUL_MORE,
           "Loaded %s. Move %d, %s: %s, forbidden for Black: White wins. The %d move after it is not shown.",
           "Loaded %s. Move %d, %s: %s, forbidden for Black: White wins. The %d moves after it are not shown."),
    MSG(S_MSG_SAVED_NO_OPENING, "Saved %s. This format keeps no opening rule: the opening and its choices (swaps, proposals) are not in it. Save as .renju to keep them."),
    MSG(S_MSG_SAVED_NO_OPENING_MORE, "Saved %s. This format keeps no opening rule (the opening and its choices: swaps, proposals), nor comments or other lines: save as .renju to keep them."),
    MSG(S_MSG_PASTED_FOUL, "Pasted a game. Move %d, %s: %s, forbidden for Black: White wins."),
    PLURAL(S_MSG_PASTED_FOUL_MORE,
           "Pasted a game. Move %d, %s: %s, forbidden for Black: White wins. The %d move after it is not shown.",
           "Pasted a game. Move %d, %s: %s, forbidden for Black: White wins. The %d moves after it are not shown."),
    MSG(S_MSG_LOADED_RULE_UNKNOWN, "Loaded %s. Its rule \u201c%s\u201d is not one this program knows: read as %s."),
    MSG(S_MSG_LOADED_RESULT_DROPPED, "Loaded %s. Its result \u201c%s\u201d names no resignation, loss on time or draw, and the moves do not show it: left out, the game is shown as its moves leave it."),
    MSG(S_MSG_PASTED_RULE_UNKNOWN, "Pasted a game. Its rule \u201c%s\u201d is not one this program knows: read as %s."),
    MSG(S_MSG_PASTED_RESULT_DROPPED, "Pasted a game. Its result \u201c%s\u201d names no resignation, loss on time or draw, and the moves do not show it: left out, the game is shown as its moves leave it."),
    MSG(S_MSG_LOADED_NOTES_CUT, "Loaded %s. Some of its comments were too long and are shortened or left out: a comment holds 65536 characters, a game's comments 1 MB."),
    MSG(S_MSG_PASTED_NOTES_CUT, "Pasted a game. Some of its comments were too long and are shortened or left out: a comment holds 65536 characters, a game's comments 1 MB."),
    PLURAL(S_MSG_TURNED_NOTES_CUT, "The game and the points its comments name are turned; %d comment no longer fit and is shortened.",
           "The game and the points its comments name are turned; %d comments no longer fit and are shortened."),
    MSG(S_MSG_SAVED_NO_LINES, "Saved %s. This format keeps no other lines tried: save as .renju or .sgf to keep them."),
    MSG(S_MSG_SAVED_NO_NOTES_LINES, "Saved %s. This format keeps neither the comments nor the other lines tried: save as .renju or .sgf to keep them."),
    PLURAL(S_MSG_PROPOSE_MORE, "Mark %d more fifth move before confirming.", "Mark %d more fifth moves before confirming."),
    MSG(S_MSG_SAVED_NO_NOTES_LIB, "Saved %s. This format keeps no comments: save as .renju, .sgf or .lib to keep them."),
    MSG(S_MSG_SAVED_NO_LINES_LIB, "Saved %s. This format keeps no other lines tried: save as .renju, .sgf or .lib to keep them."),
    MSG(S_MSG_SAVED_NO_NOTES_LINES_LIB, "Saved %s. This format keeps neither the comments nor the other lines tried: save as .renju, .sgf or .lib to keep them."),
    MSG(S_MSG_SAVED_SETUP_AS_MOVES, "Saved %s. This format keeps no set-up: its stones are written as moves played, in an invented order. Save as .renju or .sgf to keep the set-up."),
    MSG(S_MSG_SAVED_SETUP_AS_MOVES_MORE, "Saved %s. This format keeps no set-up (its stones are written as moves played, in an invented order), nor comments or other lines: save as .renju or .sgf to keep them."),
    MSG(S_MSG_SAVED_SETUP_NO_TURN, "Saved %s. This format keeps no set-up and no pass: its stones are written as moves played, in an invented order, and it reads back with the other side to move. Save as .renju or .sgf to keep them."),
    MSG(S_MSG_SAVED_SETUP_NO_TURN_MORE, "Saved %s. This format keeps no set-up and no pass (its stones are written as moves played, in an invented order, and it reads back with the other side to move), nor comments or other lines: save as .renju or .sgf to keep them."),
    MSG(S_MSG_SAVED_SGF_SETUP_AS_MOVES, "Saved %s. A comment or another line inside the set-up (before its last stone) has no place in SGF's set-up, so its stones are written as moves played, in an invented order. Save as .renju to keep the set-up."),
    MSG(S_MSG_SAVED_SGF_SETUP_AS_MOVES_MORE, "Saved %s. A comment or another line inside the set-up (before its last stone) has no place in SGF's set-up, so its stones are written as moves played, in an invented order; comments on a swap, an opening's choice or the game's end are not in it either. Save as .renju to keep them."),
    MSG(S_MSG_ALSO_NO_RESULT, "Its result is not in it: this format keeps only a result the stones show (save as .renju or .sgf to keep it)."),
    MSG(S_MSG_ALSO_NO_RESULT_KEPT, "Its result \u201c%s\u201d, a winner without a reason, is not in it: only .sgf and .renju keep it."),
    MSG(S_MSG_ALSO_NO_INFO, "This format keeps no %s: save as .renju to keep them."),
    MSG(S_MSG_ALSO_NO_RULE, "This format keeps no rule set: the game, %s, reads back as renju unless opened with --rule %s (save as .renju or .sgf to keep it)."),
    MSG(S_INFO_PLAYERS, "players"),
    MSG(S_INFO_EVENT, "event"),
    MSG(S_INFO_DATE, "date"),
    MSG(S_INFO_TIMES, "thinking times"),
    MSG(S_INFO_BLACK, "name of Black"),
    MSG(S_INFO_WHITE, "name of White"),
    MSG(S_INFO_CHOICE_TIMES, "thinking times of swaps, options and proposals"),
    MSG(S_INFO_CLOCK, "time control"),
    MSG(S_INFO_GAME_INFO, "the SGF's other game information (place, round, ranks\u2026)"),
    MSG(S_INFO_LIST_LAST, "%s or %s"),
    MSG(S_MSG_ALSO_GAMES, "Game %d of %d read; Files… lists the others under the file, to open them."),
    MSG(S_MSG_LOADED_RULE_FITTED, "Loaded %s. It names no rule set: read as %s, the first whose board and stones it fits."),
    MSG(S_MSG_PASTED_RULE_FITTED, "Pasted a game. It names no rule set: read as %s, the first whose board and stones it fits."),
    MSG(S_MSG_ALSO_TRAILING, "The text after its last game is no SGF game: it is ignored."),
    PLURAL(S_MSG_ALSO_SETUP_SKIPPED, "The set-up stones (AB[], AW[]) of %d node after the first are left out (the first such node after move %d): only the first node's stones set a game up.",
           "The set-up stones (AB[], AW[]) of %d nodes after the first are left out (the first such node after move %d): only the first node's stones set a game up."),
    PLURAL(S_MSG_ALSO_SETUP_SIDE, "The set-up stones (AB[], AW[]) of %d node in a side line are left out (the first such node after move %d of its line): only the first node's stones set a game up.",
           "The set-up stones (AB[], AW[]) of %d nodes in side lines are left out (the first such node after move %d of its line): only the first node's stones set a game up."),
    MSG(S_MSG_ALSO_SETUP_BOTH, "Set-up stones (AB[], AW[]) after the first node are left out: %d in the main line after move %d, %d in side lines after move %d."),
    PLURAL(S_MSG_ALSO_SIDE_CUT, "%d side line stops at a move the rules refuse there (a stone on a stone or of the wrong colour): it branches at move %d, %s; the rest of it, with its comments, is left out.",
           "%d side lines stop at a move the rules refuse there (a stone on a stone or of the wrong colour): the first branches at move %d, %s; the rest of each, with its comments, is left out."),
    MSG(S_MSG_ALSO_PROPS_SKIPPED, "These SGF properties are not kept and are left out: %s."),
    MSG(S_MSG_ALSO_OPENING_GUESSED, "It names no rule set or opening (no RU[]) and its first stone is off the centre: it is read under the Swap2 opening."),
    MSG(S_MSG_ALSO_RESULT_KEPT, "Its result \u201c%s\u201d names a winner without a reason, which the moves do not show: the game is shown unfinished; a save as .sgf or .renju keeps the result while the moves are the record\u2019s."),
    PLURAL(S_MSG_ALSO_LINES_LEFT_OUT, "%d move of its other lines could not be read (the rules refuse it) and is left out.",
           "%d moves of its other lines could not be read (the rules refuse them) and are left out."),
    PLURAL(S_MSG_ALSO_KEPT_LOST, "%d move after a foul or a five is not in it: only .lib, .renju and .sgf keep such lines.",
           "%d moves after a foul or a five are not in it: only .lib, .renju and .sgf keep such lines."),
    PLURAL(S_MSG_ALSO_SHAPES_LOST, "%d shape on the board (a triangle, square, circle or cross) is not in it: only .renju and .sgf keep shapes.",
           "%d shapes on the board (triangles, squares, circles, crosses) are not in it: only .renju and .sgf keep shapes."),
    PLURAL(S_MSG_ALSO_LABEL_MARKS_LOST, "%d marked board text is in it unmarked: only .renju and .lib keep a text's mark.",
           "%d marked board texts are in it unmarked: only .renju and .lib keep a text's mark."),
    PLURAL(S_MSG_ALSO_MARKS_OVER, "%d mark on the board is past what a position holds (%d letters, %d shapes) and is left out.",
           "%d marks on the board are past what a position holds (%d letters, %d shapes) and are left out."),
    PLURAL(S_MSG_ALSO_LABELS_NOTED, "%d label does not fit on the board (a position holds %d, each of up to %d characters, one a point): it is kept as a line of the move's comment.",
           "%d labels do not fit on the board (a position holds %d, each of up to %d characters, one a point): they are kept as lines of the move's comment."),
    PLURAL(S_MSG_ALSO_LABEL_MARKS_NOTED, "%d marked label does not fit on the board (a position holds %d, each of up to %d characters, one a point): its text is kept as a line of the move's comment, without the mark.",
           "%d marked labels do not fit on the board (a position holds %d, each of up to %d characters, one a point): their texts are kept as lines of the move's comment, without the marks."),
    PLURAL(S_MSG_ALSO_FIVE_AFTER, "%d move after the five on move %d is left out: the game ends on the five; the file is unchanged.",
           "%d moves after the five on move %d are left out: the game ends on the five; the file is unchanged."),
    PLURAL(S_MSG_ALSO_FIVE_PASTED, "%d move after the five on move %d is left out: the game ends on the five.",
           "%d moves after the five on move %d are left out: the game ends on the five."),
    PLURAL(S_MSG_ALSO_FIVE_KEPT, "%d move after the five on move %d is kept as a line after it, not shown: the game ends on the five; a save keeps it.",
           "%d moves after the five on move %d are kept as a line after it, not shown: the game ends on the five; a save keeps them."),
    PLURAL(S_MSG_ALSO_LETTERS_LOST, "%d letter or text on the board is not saved: .renju keeps them all.",
           "%d letters and texts on the board are not saved: .renju keeps them all."),
    PLURAL(S_MSG_ALSO_MARKED_LOST, "%d marked move is not in it: only .renju, .sgf and .lib keep marks.",
           "%d marked moves are not in it: only .renju, .sgf and .lib keep marks."),
    PLURAL(S_MSG_ALSO_MARKS_SKIPPED, "%d mark on the board could not be read (it names no point, or its point has one) and is left out.",
           "%d marks on the board could not be read (they name no point, or their point has one) and are left out."),
    MSG(S_MSG_ALSO_RULE_UNKNOWN, "Its rule \u201c%s\u201d is not one this program knows: read as %s."),
    MSG(S_MSG_ALSO_RULE_FITTED, "It names no rule set: read as %s, the first whose board and stones it fits."),
    MSG(S_MSG_ALSO_RESULT_DROPPED, "Its result \u201c%s\u201d names no resignation, loss on time or draw, and the moves do not show it: left out, the game is shown as its moves leave it."),
    PLURAL(S_MSG_ALSO_TEXTS_UNREAD, "%d name or comment holds bytes that are no text in the file's code page: they are shown as ?.",
           "%d names or comments hold bytes that are no text in the file's code page: they are shown as ?."),
    MSG(S_MSG_ALSO_CHARSET_UNKNOWN, "Its code page CA[%s] is not one Renju knows: its texts are read as %s."),
    MSG(S_MSG_ALSO_CHARSET_GUESSED, "It names no code page and is not UTF-8: its texts are read as %s, as its words tell."),
    MSG(S_MSG_ALSO_DAMAGED, "Read up to byte %ld of %ld: the rest is damaged. Save it under a new name; the file is not replaced."),
    PLURAL(S_MSG_ALSO_LIB_UTF8, "%d comment or board text holds characters RenLib's code page cannot show: it is written as UTF-8, which RenLib shows garbled.",
           "%d comments or board texts hold characters RenLib's code page cannot show: they are written as UTF-8, which RenLib shows garbled."),
    MSG(S_MSG_ALSO_NOTES_CUT, "Some of its comments were too long and are shortened or left out: a comment holds 65536 characters, a game's comments 1 MB."),
    MSG(S_MSG_ALSO_REDO_DROPPED, "The moves undo took back could not be restored for redo (\u201c%s\u201d does not fit the game): the game and all its moves are here, redo has nothing to play."),
    MSG(S_MSG_ALSO_MARKS_DROPPED, "The marked fifth moves could not be restored (\u201c%s\u201d does not fit the game): the game and all its moves are here, nothing is marked."),
    MSG(S_MSG_ALSO_HEADER_DROPPED, "\u201c%s\u201d could not be read and is left out: the game and all its moves are here."),
    MSG(S_MSG_NOTICE_PAGE, "(%d/%d)"),
    PLURAL(S_MSG_ALSO_GAMES_PASTED, "Game 1 of %d read: the text holds %d game; the others are not read.",
           "Game 1 of %d read: the text holds %d games; the others are not read."),
    MSG(S_SETUP, "Set up"),
    MSG(S_SETUP_TITLE, "Set up a position"),
    MSG(S_SETUP_CLEAR, "Clear board"),
    MSG(S_SETUP_DONE, "Done"),
    MSG(S_SETUP_HOW, "Click: a stone of the chosen colour. Right-click or Shift+click: the other colour. Click a stone to take it off. Ctrl+V or F2: a position as text (b=h8,j8 w=i9, or moves h8 i9 j8); Ctrl+V takes a record (SGF) too."),
    MSG(S_SETUP_FIELD, "Type a position: b=h8,j8 w=i9"),
    MSG(S_SETUP_FIELD_KEYS, "Enter: set these stones. Esc: leave the field. Backspace: erase. Moves too: h8 i9 j8."),
    MSG(S_SETUP_COUNT, "Black %d · White %d"),
    MSG(S_SETUP_LIST_ROW, "Set-up position: moves 1–%d"),
    MSG(S_SETUP_NO_SIDE, "No side to move fits: Black must have as many stones as White, or one more."),
    MSG(S_SETUP_PASS_NOTE, "Not the side the counts give: the other side passes once after the stones."),
    MSG(S_SETUP_RULE, "Rules: %s. No opening rule: play goes on from the position."),
    MSG(S_SETUP_PENTE, "Captures start from none."),
    MSG(S_SETUP_ERR_FIVE, "A five stands on the board (%s): that game is over."),
    MSG(S_SETUP_ERR_FOUL, "Black's stone on %s is a foul (%s) however the game went."),
    MSG(S_SETUP_ERR_CENTRE, "Not a game: every game opens with a Black stone on the centre, %s. Study the position here."),
    MSG(S_SETUP_STUDY, "A study position, not a game from the opening: no Black stone on %s. Done sets it up as it stands, to play on, analyse and save. Move the mouse over a point to see why it is forbidden or not (F: the marks)."),
    MSG(S_SETUP_STUDY_COUNTS, "The counts fit no game from the opening: Done sets the stones up as a study position, with the side to move chosen above."),
    MSG(S_SETUP_LIST_STUDY, "Study position: %d stones placed, Black plays first"),
    MSG(S_SETUP_LIST_STUDY_WHITE, "Study position: %d stones placed, White plays first"),
    MSG(S_SETUP_LIST_STONES, "Black: %s. White: %s."),
    MSG(S_MSG_SET_UP_STUDY, "A study position is set up, not a game from the opening: moves are judged by the rules from here. Play on, analyse or save it."),
    MSG(S_SETUP_ERR_NO_ORDER, "No order of legal moves reaches this position."),
    MSG(S_SETUP_ERR_STONES, "More stones than the %d each side has."),
    MSG(S_SETUP_ERR_TEXT, "Not a position: %s"),
    MSG(S_SETUP_ERR_RECORD, "The record was not read: %s"),
    MSG(S_SETUP_ERR_PASS, "The rules allow no pass here: choose the side to move the counts give."),
    MSG(S_SETUP_ERR_LINE, "A line of %d stones stands on the board (%s): it wins, so that game is over."),
    MSG(S_SETUP_ERR_FULL, "The board is full: the game would be over, a draw."),
    MSG(S_SETUP_ERR_NO_FIVE, "Neither side can make a five any more: the game would be over, a draw."),
    MSG(S_SETUP_ERR_OVER, "The game would already be over with these stones."),
    /* TRANSLATORS: the set-up field's reasons; b= and w= are typed as they are. */
    MSG(S_POS_NOT_LIST, "'%s' is neither a b=... nor a w=... list"),
    MSG(S_POS_TWO_LISTS, "two %s lists"),
    MSG(S_POS_NOT_POINT, "'%s' is not a point of the board"),
    MSG(S_POS_TWICE, "'%s' is there twice"),
    MSG(S_POS_MOVE_NOT_POINT, "move %d: '%s' is not a point of the board"),
    MSG(S_POS_MOVE_OCCUPIED, "move %d: the point '%s' is already taken"),
    MSG(S_POS_TOO_MANY, "more moves than the board holds"),
    MSG(S_POS_MOVE_NUMBER, "move number '%s' does not count right: %d fits there"),
    MSG(S_POS_NO_STONES, "no stones"),
    MSG(S_MSG_SET_UP, "The position is set up: play on, analyse or save it."),
    MSG(S_MSG_SETUP_CLOCK, "The clocks are running: pause the game (%s) before setting up a position."),
    MSG(S_KEY_SETUP, "Set up a position (C: done, Esc: cancel, Tab: colour, F2: type it, Delete: clear the board, B / W: Black or White to move)"),
    MSG(S_EXT_SPAWN, "The engine %s could not be started. The built-in AI plays the computer's moves."),
    MSG(S_EXT_START, "The engine %s refused to start. The built-in AI plays the computer's moves."),
    MSG(S_EXT_EXITED, "The engine %s stopped running. The built-in AI plays the computer's moves."),
    MSG(S_EXT_TIMEOUT, "The engine %s did not answer in time. The built-in AI plays the computer's moves."),
    MSG(S_EXT_GARBAGE, "The engine %s answered something that is not a move (“%s”). The built-in AI plays the computer's moves."),
    MSG(S_EXT_ERROR, "The engine %s answered with an error. The built-in AI plays the computer's moves."),
    MSG(S_EXT_OFF_BOARD, "The engine %s played off the board (%s), refused. The built-in AI plays the computer's moves."),
    MSG(S_EXT_OCCUPIED, "The engine %s played on %s, which is taken, refused. The built-in AI plays the computer's moves."),
    MSG(S_EXT_FOUL, "The engine %s played %s, a forbidden point for Black (%s), refused. The built-in AI plays the computer's moves."),
    MSG(S_EXT_FLOOD, "The engine %s wrote too much. The built-in AI plays the computer's moves."),
    MSG(S_EXT_REFUSED, "The engine %s played %s, refused — %s The built-in AI plays the computer's moves."),
    MSG(S_ENGINE_FILE, "Engine file"),
    MSG(S_ENGINE_OTHER, "Outside engine"),
    MSG(S_PICK_HINT, "Click, type a pbrain-… engine's path, Enter"),
    MSG(S_PICK_CHECKING, "Checking %s…"),
    MSG(S_PICK_OK, "✓ %s answers: %s"),
    MSG(S_PICK_NO_FILE, "No such file: %s"),
    MSG(S_PICK_NOT_RUN, "Not a program that can be run: %s"),
    MSG(S_PICK_TOO_LONG, "Path too long to keep: %s"),
    MSG(S_PICK_TIMEOUT, "No answer to START within 5 seconds: %s"),
    MSG(S_PICK_TIMEOUT_ABOUT, "No answer to ABOUT within 5 seconds: %s"),
    MSG(S_PICK_REFUSED, "Did not start as a Gomocup engine: %s"),
    MSG(S_PICK_START_OLD, "Refused: Start again plays %s"),
    MSG(S_PICK_START_BUILTIN, "Refused: Start again plays the built-in AI"),
    MSG(S_EXT_RULE, "The engine %s does not play this rule set: the built-in AI plays the computer's moves."),
    MSG(S_ENGINE, "Engine"),
    MSG(S_ENGINE_BUILTIN, "Built-in"),
    MSG(S_ENGINE_OPENING, "The opening rule's choices are the built-in AI's; the engine plays on."),
    MSG(S_KEY_ENGINE_SETTINGS, "Engine settings: the computer's and the analysis's time, threads, memory"),
    MSG(S_KEY_MARK_ONLY, "Analysis and hint only among the points so marked (a green ring); again: the mark off"),
    MSG(S_MARK_ONLY_KEY, "Ctrl+click"),
    MSG(S_KEY_MARK_NEVER, "The analysis and the hint never choose a point marked this way (a red ring struck through: ⊘)"),
    MSG(S_MARK_NEVER_KEY, "Shift+Ctrl+Enter, Shift+Ctrl+click"),
    MSG(S_KEY_CLEAR_MARKS, "Clear those marks (a move or another position shown clears them too)"),
    MSG(S_MSG_MARKS_NO_ENGINE, "Nothing marked: Ctrl+click marks points for the analysis and the hint, which need the built-in engine, and it is not running."),
    MSG(S_MSG_MARKS_NETWORK, "Nothing marked: Ctrl+click marks points for the analysis and the hint, which wait for the end of a network game."),
    PLURAL(S_MARKS_ONLY, "only %d move", "only %d moves"),
    PLURAL(S_MARKS_OUT, "%d move left out", "%d moves left out"),
    MSG(S_MARKS_FORCED, "the four must be blocked: marks set aside"),
    MSG(S_MARKS_NONE_LEGAL, "no marked move can be played: marks set aside"),
    MSG(S_HELP_REVIEW_MARKS, "Ctrl+click (or Ctrl+Enter on the cursor's point) rings a point in "
                             "green: the analysis, its best moves and the hint then choose only "
                             "among the ringed points. Shift+Ctrl+click (Shift+Ctrl+Enter) "
                             "crosses a point out in red: they never choose it. The analysis says “only 3 moves” or “2 moves left out”; "
                             "the opponent's four is blocked all the same, and said. A move, "
                             "another position or Ctrl+K clears the marks; the computer's own "
                             "moves never see them."),
    MSG(S_ENGINE_SETTINGS, "Engine settings"),
    MSG(S_ENGINE_SETTINGS_BUTTON, "Engine…"),
    MSG(S_ENG_KEYS, "↑ ↓: a row, ← →: change it, Esc: close"),
    MSG(S_ENG_MOVE, "Time a move, level 10"),
    MSG(S_ENG_ANALYSIS, "Analysis and hint"),
    MSG(S_ENG_THREADS, "Threads"),
    MSG(S_ENG_MEMORY, "Memory"),
    MSG(S_ENG_BY_LEVEL, "By level (%s)"),
    MSG(S_ENG_ANALYSIS_DEFAULT, "Default (%s)"),
    MSG(S_ENG_THREADS_AUTO, "Automatic (%d)"),
    MSG(S_ENG_THREADS_OF, "%d (processors: %d)"),
    MSG(S_ENG_MEMORY_OWN, "Default (table %d MB)"),
    MSG(S_ENG_MEMORY_MB, "%d MB (table %d MB)"),
    MSG(S_ENG_MEMORY_CAPPED, "settings.conf asks for %d MB of memory, more than half this computer's: %d MB is used."),
    MSG(S_ENG_NOT_SAVED, "These changes apply but are not kept for the next start: %s"),
    MSG(S_ENG_NOTE, "Changes apply from the engine's next search and are kept. An outside engine is told the threads and the memory with each move it is asked for, and plays in the time a move."),
    MSG(S_CLOSE, "Close"),    MSG(S_NETWORK, "Network"),
    MSG(S_NET_ROW, "Connection"),
    MSG(S_NET_HOST, "Host"),
    MSG(S_NET_JOIN, "Join"),
    MSG(S_NET_PORT, "Port"),
    MSG(S_NET_ADDRESS, "Host:port"),
    MSG(S_OPPONENT, "Opponent"),
    MSG(S_MSG_REMOTE_TURN, "Your opponent is to move: please wait."),
    MSG(S_NET_WAITING, "Waiting for your opponent on port %d. This machine's addresses: %s"),
    MSG(S_NET_CONNECTING, "Connecting to %s…"),
    MSG(S_NET_OFFERED, "The host's game:"),
    MSG(S_NET_YOU_FIRST, "You are the first player (Black)."),
    MSG(S_NET_YOU_SECOND, "You are the second player (White)."),
    MSG(S_NET_ASK_DRAW, "Your opponent offers a draw."),
    MSG(S_NET_ASK_UNDO, "Your opponent asks to take back their last move."),
    MSG(S_NET_ASK_UNDO_MOVE, "Your opponent asks to take back their move %s."),
    MSG(S_NET_ASK_UNDO_MOVES, "Your opponent asks to take back their move %s and your %s after it."),
    MSG(S_NET_CONFIRM_DRAW, "Offer your opponent a draw?"),
    MSG(S_NET_DRAW_ASKED, "Draw offered: waiting for your opponent's answer."),
    MSG(S_NET_UNDO_ASKED, "Undo asked: waiting for your opponent's answer."),
    MSG(S_NET_DRAW_DECLINED, "Your opponent declined the draw."),
    MSG(S_NET_UNDO_DECLINED, "Your opponent declined to take the move back."),
    MSG(S_NET_UNDO_ACCEPTED, "Your opponent agreed: the move is taken back."),
    MSG(S_NET_NO_UNDO, "Nothing of yours to take back."),
    MSG(S_NET_WAIT_ANSWER, "Wait for the answer to your request first."),
    MSG(S_NET_DRAW_ACCEPTED, "Your opponent accepted the draw."),
    MSG(S_NET_DRAW_CROSSED, "Your draw offer crossed a request of your opponent's: both are declined."),
    MSG(S_NET_UNDO_CROSSED, "Your undo request crossed a request of your opponent's: both are declined."),
    MSG(S_NET_LIVE_ONLY, "A network game goes on from its last move only: here it is again."),
    MSG(S_NET_LOST_NOTE, "Connection lost: the network game ended here, undecided."),
    MSG(S_NET_RESUMED_LOST, "This network game was under way when the window stopped: its connection is lost. The game ends here undecided (a comment on the last move says so) and is kept; you can save it."),
    MSG(S_NET_STARTED, "Connected: the game begins."),
    MSG(S_NET_END_LEFT, "Your opponent left. The game is kept: you can save it."),
    MSG(S_NET_DECLINED, "The joiner declined your game."),
    MSG(S_NET_READING, "A player has connected and is reading your game: waiting for them to start it or decline."),
    MSG(S_NET_END_LOST, "Connection lost: the game ends here undecided (a comment on the last move says so) and is kept; you can save it."),
    MSG(S_NET_END_LOST_EARLY, "The connection closed before the game began."),
    MSG(S_NET_END_QUIT, "You left the network game."),
    MSG(S_NET_END_VERSION, "Connection closed: your opponent's program uses version %d of the protocol, this one version 3."),
    MSG(S_NET_TURNED_AWAY, "A program using version %d of the protocol (this one uses 3) was turned away; still waiting for your opponent."),
    MSG(S_NET_END_UNKNOWN_GAME, "Connection closed: the host's game (its rule, opening or clock) is not one this version knows. No game began."),
    MSG(S_NET_END_TURN, "Connection closed: your opponent acted out of turn. The game so far is kept."),
    MSG(S_NET_END_REFUSED, "Connection closed: your opponent's move breaks the rules — %s The game so far is kept, undecided; you can save it."),
    MSG(S_NET_END_AFTER_END, "Connection closed: your opponent acted after the game had ended. The game is kept as it ended."),
    MSG(S_NET_END_TOO_LONG, "Connection closed: your opponent sent a line longer than %d characters. The game so far is kept."),
    MSG(S_NET_END_OFF_BOARD, "Connection closed: your opponent's move is not a point of this board. The game so far is kept."),
    MSG(S_NET_PORT_TAKEN, "Port %d is in use (by another program or another Renju window): choose another port."),
    MSG(S_NET_PORT_DENIED, "Port %d may not be used here: choose one above 1023."),
    MSG(S_NET_CONN_REFUSED, "Nobody is hosting at %s: check the address and port."),
    MSG(S_NET_NO_HOST, "No computer is known by the name in %s: check the address."),
    MSG(S_NET_TIMED_OUT, "%s did not answer in time: check the address."),
    MSG(S_NET_UNREACHABLE, "The network cannot reach %s: check the address and the connection."),
    MSG(S_CONFIRM_QUIT_NET, "Leave the network game? Your opponent is told; the game is kept and can be saved."),
    MSG(S_NET_END_BROKEN, "Connection closed: your opponent sent something this game does not understand. The game so far is kept."),
    MSG(S_NET_END_BROKEN_EARLY, "Connection closed: the other side sent something this game does not understand. No game began."),
    MSG(S_NET_FAILED, "No connection: %s"),
    MSG(S_NET_BAD_ADDRESS, "Not host:port, e.g. 192.168.1.5:7412"),
    MSG(S_NET_BAD_PORT, "The port is a number from 1 to 65535."),
    MSG(S_NET_END_CLAIM, "Connection closed: your opponent claimed a win on time, but your clock has time left. The game so far is kept."),
    MSG(S_NET_NO_PAUSE, "No pause over the network: your opponent's clock cannot be stopped."),
    MSG(S_NET_NO_CLOCK, "without a clock"),
    MSG(S_NET_NO_UNDO_OVER, "The game is over: your opponent can no longer answer an undo. Start a new game to play again."),
    MSG(S_NET_HOST_STOPPED, "Stopped hosting: nobody had joined."),
    MSG(S_NET_HOST_STOPPED_NO_GAME, "Stopped hosting: no game began."),
    MSG(S_NET_JOIN_STOPPED, "Stopped joining %s: no game had begun."),
    MSG(S_NET_ENDED_HOLD, "The network game has ended: its game is kept as it stood, nothing played. Save it (Ctrl+S) or start a new game (N); to play it on here, two people at this board, click again."),
    MSG(S_NET_ENDED_HOLD_CLOCK, "The network game has ended: its game is kept as it stood, nothing played, the clocks stopped. Save it (Ctrl+S) or start a new game (N); to play it on here, two people at this board, resume it (X)."),
    MSG(S_GAME_INFO, "Game info"),
    MSG(S_GAME_INFO_BUTTON, "Game info…"),
    MSG(S_GAME_INFO_EVENT, "Event"),
    MSG(S_GAME_INFO_DATE, "Date"),
    MSG(S_INFO_NOTE, "Black and White are the players holding those colours at the end of the game, after any swaps. Kept in .renju and .sgf saves; the date as YYYY-MM-DD."),
    MSG(S_INFO_OK, "OK"),
    MSG(S_KEY_GAME_INFO, "Game info: the players' names, the event and the date"),
    MSG(S_KEY_FIND_NOTE, "Find in comments: the positions of the game's lines whose comment or board letter holds a text"),
    MSG(S_FIND_NOTE, "Find in comments"),
    MSG(S_FIND_NOTE_COUNT, "%d of %d"),
    MSG(S_FIND_NOTE_NONE, "No comment holds it"),
    MSG(S_FIND_NOTE_HINT, "Enter shows the next position whose comment or board letter holds the text, in any case; Esc closes."),
    MSG(S_FIND_NOTE_NEXT, "Next"),
    MSG(S_PICTURE_SHEET, "Score sheet"),
    MSG(S_SHEET_PLAYERS, "Black: %s — White: %s"),
    MSG(S_SHEET_UNFINISHED, "Not finished"),
    MSG(S_SHEET_DECISIONS, "Opening: %s"),
    MSG(S_KEY_PICK_LETTER, "Black's fifth moves offered with letters, yours to pick: a letter picks its move; with Shift the letter keeps its usual command (Shift+G resigns, Shift+D offers a draw)"),
    MSG(S_PICK_LETTER_KEY, "A…J, Shift+A…J"),
    MSG(S_MSG_RESIGN_TAKEN_BACK_CLOCK, "The resignation is taken back: the game goes on, its clock as it stood at the resignation."),
    MSG(S_MSG_DRAW_TAKEN_BACK_CLOCK, "The agreed draw is taken back: the game goes on, its clock as it stood at the agreement."),
    MSG(S_NOTE_DISCARD_ASK, "The text has changed: Esc again throws the changes away · Enter saves · any other key goes on editing."),
};
/* clang-format on */

static const Msg OPENING_MSGS[OPENING_COUNT] = {
    MSG(OPENING_FREE, "Free (first stone in the centre)"),
    MSG(OPENING_TARAGUCHI10, "Taraguchi-10"),
    MSG(OPENING_SOOSORV8, "Soosõrv-8"),
    MSG(OPENING_SWAP2, "Swap2"),
};

static const Msg RULE_MSGS[RULE_COUNT] = {
    MSG(RULE_RENJU, "Renju"),
    MSG(RULE_GOMOKU, "Gomoku (five or more)"),
    MSG(RULE_GOMOKU_EXACT, "Gomoku (exactly five)"),
    MSG(RULE_GOMOKU_FORBIDDEN_CENTRE, "Gomoku, forbidden centre"),
    MSG(RULE_GOMOKU_COMMON_CENTRE, "Gomoku, common centre"),
    MSG(RULE_ANTI_RENJU, "Anti-renju"),
    MSG(RULE_OLD_RENJU, "Old renju (19x19)"),
    MSG(RULE_GOMOKUNARABE, "Gomokunarabe"),
    MSG(RULE_PENTE, "Pente"),
};

/* The 26 standard openings (named_opening.h). English: the RIF's transliteration without the
 * long-vowel marks (Shogetsu, Myojo). po/: Ukrainian in Kovalenko's system (Каґецу, Сьоґецу,
 * Тьосей), Russian in Polivanov's (Кагэцу, Сёгэцу, Тёсэй), Bulgarian in the usual spelling of
 * Japanese (Кагецу, Шогецу). */
static const Msg NAMED_MSGS[NAMED_OPENING_COUNT] = {
    MSG(NAMED_KANSEI, "Kansei"),     MSG(NAMED_KEIGETSU, "Keigetsu"),
    MSG(NAMED_SOSEI, "Sosei"),       MSG(NAMED_KAGETSU, "Kagetsu"),
    MSG(NAMED_ZANGETSU, "Zangetsu"), MSG(NAMED_UGETSU, "Ugetsu"),
    MSG(NAMED_KINSEI, "Kinsei"),     MSG(NAMED_SHOGETSU, "Shogetsu"),
    MSG(NAMED_KYUGETSU, "Kyugetsu"), MSG(NAMED_SHINGETSU, "Shingetsu"),
    MSG(NAMED_ZUISEI, "Zuisei"),     MSG(NAMED_SANGETSU, "Sangetsu"),
    MSG(NAMED_YUSEI, "Yusei"),       MSG(NAMED_CHOSEI, "Chosei"),
    MSG(NAMED_KYOGETSU, "Kyogetsu"), MSG(NAMED_KOSEI, "Kosei"),
    MSG(NAMED_SUIGETSU, "Suigetsu"), MSG(NAMED_RYUSEI, "Ryusei"),
    MSG(NAMED_UNGETSU, "Ungetsu"),   MSG(NAMED_HOGETSU, "Hogetsu"),
    MSG(NAMED_RANGETSU, "Rangetsu"), MSG(NAMED_GINGETSU, "Gingetsu"),
    MSG(NAMED_MYOJO, "Myojo"),       MSG(NAMED_SHAGETSU, "Shagetsu"),
    MSG(NAMED_MEIGETSU, "Meigetsu"), MSG(NAMED_SUISEI, "Suisei"),
};

/* renju-cli's words (cli_text.h): errors and warnings as its lines say them after
 * "error: " and "warning: ", and the sentences it prints for a person. */
/* clang-format off */
static const Msg CLI_MSGS[CT_COUNT] = {
    MSG(CT_UNKNOWN_COMMAND, "unknown command '%s'"),
    MSG(CT_UNKNOWN_OPTION, "unknown option '%s'"),
    MSG(CT_UNKNOWN_LANG, "unknown language '%s' (en, uk, ru or bg)"),
    MSG(CT_TAKES_NOTHING_AFTER, "%s takes nothing after it, not '%s' (a command's help: renju-cli COMMAND --help)"),
    MSG(CT_HELP_ONE_COMMAND, "help takes one command"),
    MSG(CT_NEEDS_VALUE, "%s needs a value"),
    MSG(CT_NUMBER_RANGE, "%s takes a whole number from %lld to %lld, not '%s'"),
    MSG(CT_UNKNOWN_RULE, "unknown rule set '%s'"),
    MSG(CT_UNKNOWN_RULE_OF, "unknown rule set '%s' (one of:%s)"),
    MSG(CT_UNKNOWN_OPENING, "unknown opening '%s' (free, taraguchi10, soosorv8, swap2)"),
    MSG(CT_COLOUR_VALUE, "--colour takes black or white, not '%s'"),
    MSG(CT_TO_MOVE_VALUE, "--to-move takes black or white, not '%s'"),
    MSG(CT_ROTATE_VALUE, "--rotate takes 90, 180 or 270 (clockwise), not '%s'"),
    MSG(CT_MIRROR_VALUE, "--mirror takes h, v, d or a, not '%s'"),
    MSG(CT_TIME_OR_NODES, "--time and --nodes: one or the other"),
    MSG(CT_SOLVE_NODES_ONLY, "solve is limited by --nodes only (not --time, --depth, --level, --threads)"),
    MSG(CT_SETUP_FORCE, "setup --force is for --out FILE only: stdout is never a file to replace"),
    MSG(CT_BATCH_STDIN, "--batch reads the positions from stdin, not '%s'"),
    MSG(CT_GENERATE_NEEDS, "library --generate needs N and a file"),
    MSG(CT_MERGE_NEEDS, "library --merge needs MINE, OTHER and OUT"),
    MSG(CT_LIBRARY_NEEDS, "library needs a file"),
    MSG(CT_FIND_NEEDS, "find-position needs a folder or a file"),
    MSG(CT_FIND_SKIPPED, "skipped: %s"),
    PLURAL(CT_FIND_GAMES_REFUSED, "%s: %d game skipped, refused: %s",
           "%s: %d games skipped, the first refused: %s"),
    PLURAL(CT_FIND_LEFT_OUT, "%d file not searched (a search takes %d at most)",
           "%d files not searched (a search takes %d at most)"),
    MSG(CT_FIND_BENCH_FOLDER, "cannot make a temporary folder for the bench"),
    MSG(CT_SHOW_NEEDS, "problems show needs a number, a level and number (1.3) or an id"),
    MSG(CT_PROBLEMS_SOLVE_USAGE, "problems solve vcf|vct|foul|defend black|white POSITION"),
    MSG(CT_PROBLEMS_TAKES, "problems takes list, show, check or solve"),
    MSG(CT_OUT_OF_MEMORY, "out of memory"),
    MSG(CT_OUT_OF_MEMORY_LIBRARY, "out of memory making a library of %d moves"),
    MSG(CT_CANNOT_WRITE_OUTPUT, "cannot write the output: %s"),
    MSG(CT_CANNOT_READ_POSITIONS, "cannot read the positions: %s"),
    MSG(CT_READ_ERROR, "%s: read error"),
    MSG(CT_READ_ERROR_WHY, "%s: read error: %s"),
    MSG(CT_STDIN_TOO_LARGE, "%s: more than %llu bytes, more than a record holds"),
    MSG(CT_IS_DIRECTORY_NOT, "%s: is a directory, not %s"),
    MSG(CT_WHAT_POSITIONS, "a positions file"),
    MSG(CT_WHAT_SUITE, "a tactical suite"),
    PLURAL(CT_BAD_LINES, "%s: %d bad line (see above)",
           "%s: %d bad lines (see above)"),
    PLURAL(CT_ERRORS_ABOVE, "%s: %d error (see above)",
           "%s: %d errors (see above)"),
    MSG(CT_FIXTURE_MISSING, "tests/fixtures/%s, the default, is not found beside the program (it belongs to the source tree): name a file with %s FILE"),
    MSG(CT_NOT_A_POINT, "'%s' is not a point of the board"),
    MSG(CT_OCCUPIED, "%s is occupied"),
    MSG(CT_POSITION_TOO_LONG, "the position is too long"),
    MSG(CT_MOVES_TOO_LONG, "the moves are too long"),
    MSG(CT_ACTION_BAD, "action %d: %s"),
    MSG(CT_ACTION_REFUSED, "action %d '%s': %s"),
    MSG(CT_ACTION_NEEDS_POINT, "%s: expected a point"),
    MSG(CT_ACTION_DECLARE, "declare: expected the number of fifth moves (1 to %d)"),
    MSG(CT_ACTION_PROPOSE, "propose: at most %d points"),
    MSG(CT_ACTION_UNKNOWN, "'%s' is not an action or a point of the board"),
    MSG(CT_MOVE_NUMBER, "move number '%s' does not count right: %ld fits there"),
    MSG(CT_COUNTS_NO_SIDE, "the stones (%d black, %d white) fit neither side to move (Black moves with as many stones as White, White with one Black stone more)"),
    MSG(CT_COUNTS_NOT_BLACK, "the stones (%d black, %d white) do not fit Black to move"),
    MSG(CT_COUNTS_NOT_WHITE, "the stones (%d black, %d white) do not fit White to move"),
    MSG(CT_FIVE_STANDS, "a five stands on the board (%s)"),
    MSG(CT_LINE_STANDS, "a line of %d stones stands on the board (%s)"),
    MSG(CT_OVERLINE_STANDS, "a black overline, a foul, stands on the board (%s)"),
    MSG(CT_OVER_NO_MOVE, "the game is over (%s): no move to find"),
    MSG(CT_OVER_NO_PROBLEM, "the game is over (%s): no problem"),
    MSG(CT_MOVES_GIVE_BLACK, "the moves give Black the move: --to-move is for stones (b=... w=...)"),
    MSG(CT_MOVES_GIVE_WHITE, "the moves give White the move: --to-move is for stones (b=... w=...)"),
    MSG(CT_FILE_GIVES_BLACK, "the file's game gives Black the move: --to-move is for stones (b=... w=...)"),
    MSG(CT_FILE_GIVES_WHITE, "the file's game gives White the move: --to-move is for stones (b=... w=...)"),
    PLURAL(CT_SOLVE_MOVES, "moves: %d (the attacker's, to the five and the five included; %d in the line)",
           "moves: %d (the attacker's, to the five and the five included; %d in the line)"),
    PLURAL(CT_SOLVE_NONE, "none found in %lld node (not a proof that none exists)",
           "none found in %lld nodes (not a proof that none exists)"),
    MSG(CT_UNKNOWN_EXTENSION, "%s: unknown extension (.renju .txt .psq .lib .sgf .moves)"),
    MSG(CT_OUT_IS_FOLDER, "%s is a folder: %s writes a file, so OUT names one (as in %s%sgame.renju)"),
    MSG(CT_OUT_FOLDER_MISSING, "%s: not saved: %s does not exist (make the folder first)"),
    MSG(CT_OUT_FOLDER_NOT_FOLDER, "%s: not saved: %s is not a folder"),
    MSG(CT_SAME_FILE, "%s and %s are the same file: %s never writes over its input (give another OUT)"),
    MSG(CT_SAME_FILE_FORCE, "%s and %s are the same file: %s writes over its input only with --force (give another OUT, or --force)"),
    MSG(CT_OUT_EXISTS, "%s exists: %s replaces a file only with --force (choose another name, or add --force)"),
    PLURAL(CT_CONVERTED, "%s -> %s (%s, %d move)",
           "%s -> %s (%s, %d moves)"),
    PLURAL(CT_CONVERTED_STUDY, "%s -> %s (%s, a study position and %d move)",
           "%s -> %s (%s, a study position and %d moves)"),
    PLURAL(CT_SETUP_WRITTEN_BLACK, "%s (%d move, black to move)",
           "%s (%d moves, black to move)"),
    PLURAL(CT_SETUP_WRITTEN_WHITE, "%s (%d move, white to move)",
           "%s (%d moves, white to move)"),
    MSG(CT_SETUP_STUDY_BLACK, "%s (a study position, not a game from the opening: its stones stand as placed; black to move)"),
    MSG(CT_SETUP_STUDY_WHITE, "%s (a study position, not a game from the opening: its stones stand as placed; white to move)"),
    MSG(CT_GENERATE_LIB_ONLY, "%s: library --generate writes a RenLib library, so OUT ends in .lib (convert turns it into .sgf or .renju)"),
    PLURAL(CT_GENERATED, "%s: %d move, %llu bytes",
           "%s: %d moves, %llu bytes"),
    MSG(CT_MADE_UP_REFUSED, "the made-up library is refused: %s"),
    MSG(CT_CANNOT_TURN, "the game cannot be turned: %s"),
    PLURAL(CT_TURNED_NOTES_CUT, "%d comment did not fit once its points were renamed: cut",
           "%d comments did not fit once their points were renamed: cut"),
    PLURAL(CT_LINES_LEFT_OUT, "%s: %d move of other lines could not be read (the rules refuse it, or too many lines after a foul or a five): left out",
           "%s: %d moves of other lines could not be read (the rules refuse them, or too many lines after a foul or a five): left out"),
    MSG(CT_LOADED_FOUL, "%s: move %d, %s: %s, forbidden for Black: White wins (the game ends there)"),
    PLURAL(CT_LOADED_FOUL_KEPT, "%s: move %d, %s: %s, forbidden for Black: White wins (the game ends there; the %d move after it is read as a line after the foul, not as a move of the game)",
           "%s: move %d, %s: %s, forbidden for Black: White wins (the game ends there; the %d moves after it are read as a line after the foul, not as moves of the game)"),
    PLURAL(CT_LOADED_FOUL_DROPPED, "%s: move %d, %s: %s, forbidden for Black: White wins (the game ends there; the %d move after it is left out)",
           "%s: move %d, %s: %s, forbidden for Black: White wins (the game ends there; the %d moves after it are left out)"),
    PLURAL(CT_LOADED_FIVE_DROPPED, "%s: move %d, %s, makes five: the game ends there; the %d move after it is left out (the file is unchanged)",
           "%s: move %d, %s, makes five: the game ends there; the %d moves after it are left out (the file is unchanged)"),
    PLURAL(CT_LOADED_FIVE_KEPT, "%s: move %d, %s, makes five: the game ends there; the %d move after it is kept as a line after the five, not as a move of the game",
           "%s: move %d, %s, makes five: the game ends there; the %d moves after it are kept as a line after the five, not as moves of the game"),
    MSG(CT_RULE_UNKNOWN, "%s: RU[%s] names no rule set this program knows: read as %s (--rule NAME reads it under another)"),
    MSG(CT_RULE_FITTED, "%s: names no rule set: read as %s, the first whose board and stones it fits (--rule NAME reads it under another)"),
    MSG(CT_RESULT_DROPPED_UNFINISHED, "%s: RE[%s] names no resignation, loss on time or draw, and the moves do not show it: left out (the game is as its moves leave it: unfinished)"),
    MSG(CT_RESULT_DROPPED_OTHER, "%s: RE[%s] names no resignation, loss on time or draw, and the moves do not show it: left out (the game is as its moves leave it: another result)"),
    PLURAL(CT_SGF_GAMES, "%s: game %d of %d read; the file holds %d game (the others are not read: --game N reads another)",
           "%s: game %d of %d read; the file holds %d games (the others are not read: --game N reads another)"),
    MSG(CT_SGF_TRAILING, "%s: the text after its last game is no SGF game: ignored"),
    PLURAL(CT_SGF_SETUP_SKIPPED, "%s: the set-up stones (AB[], AW[]) of %d node after the first are left out (the first such node after move %d): only the first node's stones set a game up",
           "%s: the set-up stones (AB[], AW[]) of %d nodes after the first are left out (the first such node after move %d): only the first node's stones set a game up"),
    PLURAL(CT_SGF_SETUP_SIDE, "%s: the set-up stones (AB[], AW[]) of %d node in a side line are left out (the first such node after move %d of its line): only the first node's stones set a game up",
           "%s: the set-up stones (AB[], AW[]) of %d nodes in side lines are left out (the first such node after move %d of its line): only the first node's stones set a game up"),
    PLURAL(CT_SGF_SIDE_CUT, "%s: %d side line stops at a move the rules refuse there (a stone on a stone or of the wrong colour): it branches at move %d, %s; the rest of it, with its comments, is left out",
           "%s: %d side lines stop at a move the rules refuse there (a stone on a stone or of the wrong colour): the first branches at move %d, %s; the rest of each, with its comments, is left out"),
    MSG(CT_SGF_PROPS_SKIPPED, "%s: these SGF properties are not kept and are left out: %s"),
    MSG(CT_OPENING_GUESSED, "%s: names no rule set or opening (no RU[]) and its first stone is off the centre: read as %s with the Swap2 opening (--rule NAME reads it under another rule set)"),
    MSG(CT_RESULT_KEPT, "%s: %s names a winner without a reason, which the moves do not show: the game is unfinished; a save as .sgf or .renju keeps the result while the moves are the record's"),
    PLURAL(CT_NOTES_CUT, "%s: %d comment longer than %d characters cut to %d characters",
           "%s: %d comments longer than %d characters cut to %d characters"),
    PLURAL(CT_NOTES_DROPPED, "%s: %d comment left out: a game's comments hold at most %d bytes",
           "%s: %d comments left out: a game's comments hold at most %d bytes"),
    MSG(CT_THE_POSITION, "the position"),
    PLURAL(CT_KEEPS_STONE_NOTES, "%s keeps comments on stones only: %d comment of %s on a swap, an opening's choice or proposals, or the game's end is not in %s (.renju keeps them)",
           "%s keeps comments on stones only: %d comments of %s on a swap, an opening's choice or proposals, or the game's end are not in %s (.renju keeps them)"),
    MSG(CT_KEEPS_NO_NOTES, "%s keeps no comments: those of %s are not in %s (.renju or .sgf keep them)"),
    PLURAL(CT_KEEPS_NO_LINES, "%s keeps no other lines: the %d move of %s off the game's line is not in %s (.renju or .sgf keep them)",
           "%s keeps no other lines: the %d moves of %s off the game's line are not in %s (.renju or .sgf keep them)"),
    PLURAL(CT_KEEPS_NO_KEPT, "%s keeps no line after a foul or a five: the %d move of %s after one is not in %s (.lib, .renju and .sgf keep them)",
           "%s keeps no line after a foul or a five: the %d moves of %s after one are not in %s (.lib, .renju and .sgf keep them)"),
    PLURAL(CT_KEEPS_NO_SHAPES, "%s keeps no shapes: the %d triangle, square, circle or cross of %s is not in %s (.renju and .sgf keep them)",
           "%s keeps no shapes: the %d triangles, squares, circles and crosses of %s are not in %s (.renju and .sgf keep them)"),
    PLURAL(CT_KEEPS_NO_LABEL_MARKS, "%s keeps no marked board texts: the %d marked board text of %s is unmarked in %s (.renju and .lib keep the mark)",
           "%s keeps no marked board texts: the %d marked board texts of %s are unmarked in %s (.renju and .lib keep the mark)"),
    PLURAL(CT_KEEPS_NO_LETTERS, "%s does not keep it: the %d letter or text on the board of %s is not in %s (.renju keeps them all)",
           "%s does not keep them: the %d letters and texts on the board of %s are not in %s (.renju keeps them all)"),
    PLURAL(CT_KEEPS_NO_MARKED, "%s keeps no marked moves: the %d marked move of %s is not marked in %s (.renju, .sgf and .lib keep them)",
           "%s keeps no marked moves: the %d marked moves of %s are not marked in %s (.renju, .sgf and .lib keep them)"),
    PLURAL(CT_MARKS_OVER, "%s: %d mark on the board is past what a position holds (%d letters, %d shapes): left out",
           "%s: %d marks on the board are past what a position holds (%d letters, %d shapes): left out"),
    PLURAL(CT_LABELS_NOTED, "%s: %d label does not fit on the board (a position holds %d, each of up to %d characters, one a point): kept as a line of the move's comment",
           "%s: %d labels do not fit on the board (a position holds %d, each of up to %d characters, one a point): kept as lines of the move's comment"),
    PLURAL(CT_LABEL_MARKS_NOTED, "%s: %d marked label does not fit on the board (a position holds %d, each of up to %d characters, one a point): its text kept as a line of the move's comment, without the mark",
           "%s: %d marked labels do not fit on the board (a position holds %d, each of up to %d characters, one a point): their texts kept as lines of the move's comment, without the marks"),
    PLURAL(CT_TEXTS_UNREAD, "%s: %d name or comment holds bytes that are no text in the file's code page: shown as ?",
           "%s: %d names or comments hold bytes that are no text in the file's code page: shown as ?"),
    MSG(CT_REDO_DROPPED, "%s: the moves undo took back could not be restored for redo ('%s' does not fit the game): the game and all its moves are read, with nothing to redo"),
    MSG(CT_MARKS_DROPPED, "%s: the marked fifth moves could not be restored ('%s' does not fit the game): the game and all its moves are read, with nothing marked"),
    MSG(CT_HEADER_DROPPED, "%s: '%s' could not be read and is left out: the game and all its moves are read"),
    PLURAL(CT_MARKS_SKIPPED, "%s: %d mark on the board could not be read (it names no point, or its point has one): left out",
           "%s: %d marks on the board could not be read (they name no point, or their point has one): left out"),
    PLURAL(CT_SGF_SETUP_AS_MOVES, "a comment or another line of %s starts inside its set-up, which SGF cannot keep: its %d set-up stone is a move played in %s, in an invented order (.renju keeps it)",
           "a comment or another line of %s starts inside its set-up, which SGF cannot keep: its %d set-up stones are moves played in %s, in an invented order (.renju keeps it)"),
    PLURAL(CT_KEEPS_NO_TURN_BLACK, "%s keeps no set-up and no pass: the %d set-up stone of %s is a move played in %s, in an invented order, and it reads back with Black to move, not White (.renju or .sgf keep them)",
           "%s keeps no set-up and no pass: the %d set-up stones of %s are moves played in %s, in an invented order, and it reads back with Black to move, not White (.renju or .sgf keep them)"),
    PLURAL(CT_KEEPS_NO_TURN_WHITE, "%s keeps no set-up and no pass: the %d set-up stone of %s is a move played in %s, in an invented order, and it reads back with White to move, not Black (.renju or .sgf keep them)",
           "%s keeps no set-up and no pass: the %d set-up stones of %s are moves played in %s, in an invented order, and it reads back with White to move, not Black (.renju or .sgf keep them)"),
    PLURAL(CT_KEEPS_NO_SETUP, "%s keeps no set-up: the %d set-up stone of %s is a move played in %s, in an invented order (.renju or .sgf keep it)",
           "%s keeps no set-up: the %d set-up stones of %s are moves played in %s, in an invented order (.renju or .sgf keep it)"),
    MSG(CT_KEEPS_NO_RULE, "%s keeps no rule set: %s reads back as renju unless read with --rule %s (.renju or .sgf keep it)"),
    MSG(CT_KEEPS_NO_OPENING, "%s keeps no opening rule: %s's opening (%s) and its choices (swaps, options, proposals) are not in %s, which reads back as stones (.renju keeps them)"),
    MSG(CT_KEEPS_NO_RESULT, "%s keeps no result but what the stones show: the result of %s, %s, is not in %s, which reads back unfinished (.renju or .sgf keep it)"),
    MSG(CT_KEEPS_NO_RESULT_KEPT, "%s keeps no winner without a reason: %s of %s is not in %s (.sgf and .renju keep it)"),
    MSG(CT_KEEPS_NO_INFO, "%s keeps no %s: those of %s are not in %s (.renju keeps them)"),
    MSG(CT_KEEPS_NO_INFO_SGF, "%s keeps no %s: those of %s are not in %s (.renju or .sgf keep them)"),
    MSG(CT_KEEPS_NO_NOTES_LIB, "%s keeps no comments: those of %s are not in %s (.renju, .sgf or .lib keep them)"),
    PLURAL(CT_KEEPS_NO_LINES_LIB, "%s keeps no other lines: the %d move of %s off the game's line is not in %s (.renju, .sgf or .lib keep them)",
           "%s keeps no other lines: the %d moves of %s off the game's line are not in %s (.renju, .sgf or .lib keep them)"),
    MSG(CT_MERGE_TOO_BIG, "%s and %s together hold more than %d moves, the most one tree holds: nothing written"),
    PLURAL(CT_MERGED_MOVES, "%s: %d move",
           "%s: %d moves"),
    PLURAL(CT_MERGED_NEW, "(%d new from %s)",
           "(%d new from %s)"),
    PLURAL(CT_MERGED_NOTES, "%d comment added or joined",
           "%d comments added or joined"),
    PLURAL(CT_MERGED_MARKS, "%d letter added",
           "%d letters added"),
    PLURAL(CT_MERGE_REFUSED, "%d move of %s left out: the rules of %s refuse it",
           "%d moves of %s left out: the rules of %s refuse them"),
    PLURAL(CT_MERGE_NOTES_LOST, "%d comment too long to join and %s left out",
           "%d comments too long to join and %s left out"),
    PLURAL(CT_MERGE_MARKS_LOST, "%d letter on a point that has another",
           "%d letters on a point that has another"),
    PLURAL(CT_MERGE_KEPT_LOST, "%d move after a five or a foul left out (another line is kept there)",
           "%d moves after a five or a foul left out (another line is kept there)"),
    MSG(CT_MERGE_LIB_ONLY, "%s and %s together hold more than %d moves, too many for a game record: nothing written; write the merge to a .lib OUT instead of %s"),
    PLURAL(CT_MERGE_LABELS_LOST, "%d board letter left out: its point has another there",
           "%d board letters left out: their points have others there"),
    MSG(CT_NO_PROBLEMS, "the collection holds no problem"),
    MSG(CT_NO_PROBLEM_IN, "%s: no problem in it (a problem starts with a line 'problem ID')"),
    PLURAL(CT_PROBLEMS_FROM, "the collection, %s: %d problem", "the collection, %s: %d problems"),
    PLURAL(CT_PROBLEMS_OWN_FROM, "your own problems, %s: %d problem", "your own problems, %s: %d problems"),
    MSG(CT_NO_SUCH_PROBLEM, "no problem '%s' (a number 1..%d, a level and number such as 1.3, or an id)"),
    MSG(CT_REVIEW_START, "start"),
    MSG(CT_REVIEW_NOT_SEARCHED, "not searched"),
    MSG(CT_REVIEW_BLACK_SCORE, "black %+d"),
    MSG(CT_REVIEW_MISTAKES, "mistakes: %d"),
    MSG(CT_REVIEW_MISTAKE_BLACK, "%d. %s: Black's chance after the better %s %d%%, after it %d%%"),
    MSG(CT_REVIEW_MISTAKE_WHITE, "%d. %s: White's chance after the better %s %d%%, after it %d%%"),
    MSG(CT_REVIEW_WIN_LOST_BLACK, "%d. %s: Black's proven win thrown away (%s wins by force); Black's chance after it %d%%"),
    MSG(CT_REVIEW_WIN_LOST_WHITE, "%d. %s: White's proven win thrown away (%s wins by force); White's chance after it %d%%"),
    MSG(CT_REVIEW_CHECKED, " (a check's figure: %lld nodes)"),
    PLURAL(CT_REVIEW_NODES, "searches: %lld node a position",
           "searches: %lld nodes a position"),
    MSG(CT_REVIEW_MS, "searches: %d ms a position"),
    MSG(CT_REVIEW_MARKED_WHEN, "; a mistake: a better move from the same position keeps its player's chance more than %d points higher, or out of a proven loss, or a proven win is thrown away, in searches of %d nodes"),
    PLURAL(CT_LIB_SHOWN_MOVES, "library: %d move",
           "library: %d moves"),
    PLURAL(CT_LIB_SHOWN_PASSES, " and %d pass",
           " and %d passes"),
    PLURAL(CT_LIB_SHOWN_BLACK, "; Black to move: %d continuation",
           "; Black to move: %d continuations"),
    PLURAL(CT_LIB_SHOWN_WHITE, "; White to move: %d continuation",
           "; White to move: %d continuations"),
    PLURAL(CT_LIB_BELOW, "%8d below",
           "%8d below"),
    MSG(CT_LIB_FOUL, "  foul (%s)"),
    MSG(CT_SOLVE_GOAL, "solve takes vcf or vct first, not '%s'"),
    MSG(CT_LINE_TOO_LONG, "%s: line %d is longer than %d bytes; the rest is not read"),
    MSG(CT_LINE_NUL, "%s: line %d holds a NUL byte: not a text file"),
    MSG(CT_NO_POSITION_IN, "%s: no position in it (a line is a position: moves or stones; # a title)"),
    MSG(CT_WIN_NOT_KEPT, "the unfinished game could not be kept (%s); %s not loaded"),
    MSG(CT_WIN_NOT_KEPT_OVER, "the finished game could not be kept (%s); %s not loaded"),
    MSG(CT_WIN_OWN_RULE, "%s names the rule %s: opened under it, not under %s"),
    MSG(CT_WIN_NOTES_CUT, "%s: %d comments cut to %d characters, %d left out (a game's comments hold %d bytes)"),
    MSG(CT_WIN_KEPT_COPY, "the unfinished game is kept as %s/%s"),
    MSG(CT_WIN_KEPT_OVER, "the finished game is kept as %s/%s"),
    MSG(CT_WIN_AUTOSAVE, "autosave: %s"),
    MSG(CT_WIN_KEPT_AS, "kept as %s/%s"),
    MSG(CT_WIN_SETTINGS_DEFAULT, "%s; the default settings are used"),
    MSG(CT_WIN_SETTINGS_ASIDE, "%s; it is kept as %s; the default settings are used"),
    MSG(CT_WIN_SETTINGS_HELD, "%s; the default settings are used and not saved over it"),
    MSG(CT_WIN_SETTING_KEPT, "%s — kept as written."),
    MSG(CT_WIN_SETTING_TWICE, "%s: '%s' is set on %d lines: line %d's value, %s, is used"),
    MSG(CT_WIN_ENDED_UNSAVED, "ended from outside the window with moves no file holds: %s"),
    MSG(CT_WIN_ENDED_ELSEWHERE, "ended from outside the window with moves no file holds: another window keeps the autosave"),
    MSG(CT_WIN_THE_MOVES, "the moves (%s, %s):"),
    MSG(CT_HELP_FORBIDDEN, "The forbidden points of a colour after a position, in point order, or 'none'.\n"),
    MSG(CT_OPT_RULE, "  --rule NAME       the rule set (default renju; the names are below)\n"),
    MSG(CT_OPT_COLOUR_FOULS, "  --colour C        whose fouls: black (the default) or white\n"),
    MSG(CT_OPT_BATCH, "  --batch           a position a line on stdin, an answer a line on stdout (a bad line\n                    is answered by its error in its place, and the exit status is 1)\n"),
    MSG(CT_NOTE_AMONG_MOVES, "the options may stand among the moves\n"),
    MSG(CT_NOTE_POSITION, "a position is a move sequence (h8 i9 h9), played as play plays it (a foul or a move\nafter the end is an error), or stones (b=f8,g8 w=e8), placed as they stand\n"),
    MSG(CT_HELP_EXPLAIN, "Why POINT is or is not forbidden after a position, line by line.\n"),
    MSG(CT_OPT_COLOUR_MOVE, "  --colour C        whose move: black (the default) or white\n"),
    MSG(CT_HELP_PLAY, "Replays a game and prints the board, the side to move, the result and the standard\nopening the first three stones make.\n"),
    MSG(CT_OPT_OPENING, "  --opening NAME    free (the default), taraguchi10, soosorv8 or swap2; then who holds\n                    which colour, the phase, the zone and the swap offer are printed\n"),
    MSG(CT_NOTE_ACTIONS, "actions: POINT pass swap option-a option-b propose P1..P10 choose P declare N\n         two-more keep resign draw\n"),
    MSG(CT_NOTE_AMONG_ACTIONS, "the options may stand among the actions\n"),
    MSG(CT_HELP_BENCH, "Times the full-board forbidden map: the median time a board.\n  --positions FILE  the positions (default tests/fixtures/forbidden-positions.txt)\n  --random N        also N random positions, 0 to 100000 (default 2000)\n"),
    MSG(CT_HELP_ANALYZE, "The engine's best move for the side to move, its evaluation, depth, nodes, speed and\nprincipal variation.\n  --time MS         the search's time limit, 1 to 3600000 ms (default 1000): a cap,\n                    not a spend; no new depth starts after 85 per cent of it (counted from\n                    the deepening's start when a four must be blocked), and a\n                    decided result ends the search sooner\n  --depth N         search to depth N (1 to 60) instead\n  --nodes N         search N nodes instead; on one thread at level 10, as review and\n                    the graph search (fresh table, threat solvers first): the same\n                    figure as review's for the same count\n  --level 1-10      the computer's strength (default 10)\n  --threads N       search threads, 1 to 64 (default 1)\n"),
    MSG(CT_OPT_TO_MOVE, "  --to-move SIDE    black or white to move, for stones (else the counts say)\n"),
    MSG(CT_NOTE_TO_MOVE, "a move list gives the side to move; stones leave it to the counts (as many stones:\nBlack, one Black stone more: White; other counts are a study position, as setup makes\nit: the side with fewer stones) or to --to-move (the other side passed); a .renju or\n.sgf file (FILE) gives the position its game ends on and the side to move there\n"),
    MSG(CT_HELP_SOLVE, "A forced win for the side to move by fours (vcf) or by fours and threes (vct), as a\nline of moves and 'moves: N' (the winner's moves to the five, the five included; the\nline may stop sooner, at a double-four or a four-three), or 'none found in N nodes'\n(the nodes searched; no proof of none).\n  --nodes N         the search's node limit (default 2000000)\n"),
    MSG(CT_HELP_BENCH_STOP, "How soon the AI worker stops a search, and the time to its first progress report.\n  --threads N       search threads (default 2)\n"),
    MSG(CT_HELP_BENCH_AI, "The engine's speed, its fixed-depth node count (Bench: N) and a tactical suite's score.\n  --depth N         the fixed depth of the node count, 1 to 60 (default 6)\n  --time MS         the suite's time a position (default 1000)\n  --nodes N         the suite's node limit a position instead (repeatable)\n  --suite FILE      the suite (default tests/fixtures/tactics.txt)\n  --width FILE      also the tree's width on FILE's middle games (Width: N)\n  --verbose         a line a suite position\n"),
    MSG(CT_HELP_CONVERT, "Converts a game record; the formats come from the endings: .renju .txt .psq .lib .sgf\n.moves. A bad input writes nothing; OUT is written whole or not at all (a temporary\nfile renamed), never over IN.\n"),
    MSG(CT_OPT_RECORD_RULE, "  --rule NAME       the rule set of a record that names none (default renju)\n"),
    MSG(CT_OPT_GAME, "  --game N          game N of an SGF collection (c-gomoku-cli's match file) or of a RIF\n                    database (renju.net's .rif; renju-cli games lists them; default 1)\nIN - is standard input, a pipe too (its format from its content)\n"),
    MSG(CT_HELP_CONVERT_OPTS, "  --force           replace OUT when it exists (else it is kept and nothing written)\n  --rotate DEGREES  turns the game clockwise: 90, 180 or 270\n  --mirror AXIS     mirrors it: h (left to right), v (top to bottom), d (the a1-o15\n                    diagonal) or a (the a15-o1 one)\n--rotate and --mirror may be repeated: each turns the game as the ones before left it,\nin the order given (--rotate 90 --rotate 180 turns it 270)\n"),
    MSG(CT_HELP_EXPORT_TEXT, "Prints a game record as the game's text record (what convert writes to .renju).\n"),
    MSG(CT_HELP_GAMES, "The games a file holds, a line each, tab-separated, so that convert --game N takes one:\nnumber, id (a RIF database's), date, Black, White, event, result (1-0, 0-1,\n0.5-0.5, ? unknown) and moves. A RIF database (renju.net's XML, .rif, up to 128 MB\nand 1,000,000 games) is listed as its tags say, its moves not replayed; an SGF\ncollection game by game as convert reads it; another record is one game.\n"),
    MSG(CT_GAMES_HEADER, "game\tid\tdate\tblack\twhite\tevent\tresult\tmoves\n"),
    MSG(CT_HELP_LIBRARY_FIND, "  --find TEXT       every position of FILE (a .lib, or a record's lines: .sgf .renju)\n                    whose comment or board text holds TEXT, any case (Latin and\n                    Cyrillic): the moves there, a tab, the comment's line that holds it\n"),
    MSG(CT_FIND_NOTHING, "--find: no text to look for"),
    PLURAL(CT_FIND_FOUND, "%d position found\n", "%d positions found\n"),
    MSG(CT_HELP_REVIEW, "The window's review of a game record: each position's evaluation (the chance the\nwindow shows, Black's score), then the mistakes, each with the move found better.\nEvery position gets a short search of 150000 nodes; where a player's chance falls\nby more than 20 points, searches of 3000000 nodes check the position before the\nmove, then the positions after the move played and after the better move found:\na mistake only when the better move keeps the chance more than 20 points higher,\nor out of a proven loss, or when the move throws a proven win away. Searches run\non one thread with a fresh table. A checked position's row gives its check's\nfigure, said so; analyze --nodes with the same count gives the same figures.\n"),
    MSG(CT_HELP_REVIEW_OPTS, "  --nodes N         each position's short search, in nodes (default 150000, the\n                    window's graph's: the same marks on every run, every machine\n                    and in the window)\n  --time MS         each position's short search timed instead, 1 to 3600000 ms\n                    (the marks can then differ from run to run and with the\n                    machine's load)\n"),
    MSG(CT_HELP_SETUP, "A game record from a position's stones: the side to move from the counts, the moves\nin a legal order (a move list's own, when it is one); printed as the text record.\nStones no game reaches (h8 empty, counts of a figure) are a study position, placed\nas they stand (.renju, .sgf or .txt only: .txt is the .renju text record).\n"),
    MSG(CT_HELP_SETUP_OPTS, "  --to-move SIDE    black or white moves first (the other side passes after the\n                    stones, where the rules allow a pass)\n  --out FILE        write it to FILE, in the format of its ending (never over a file\n                    that exists, unless --force)\n  --force           replace FILE when it exists\nthe options may stand among the stones\n"),
    MSG(CT_HELP_LIBRARY, "An opening library (a RenLib .lib, under 64 MB and 4,000,000 moves): the continuations\nof a position, found however its stones were reached and on a turned board: move,\nlabel ('-' for none), the moves below it and its comment's first line; a pass as\n'pass'. On a turned board the point names in a comment (e8, H11) are turned too, and\nso is any word that reads as one.\n  --builtin         the built-in library instead of a file: the 26 openings by\n                    name, the engine's book below them, each move's evaluation\n  --generate N OUT  writes a made-up library of N moves to OUT, a .lib (for the bench)\n  --force           replace OUT when it exists (else it is kept and nothing written)\n  --bench [N]       the median time to load a made-up library of N moves (default\n                    1000000) and the memory it holds\n  --merge MINE OTHER OUT  MINE with every line of OTHER added (.lib .sgf .renju):\n                    moves that reach one position (on a turned board too) one line,\n                    both comments kept where they differ; written to OUT, in the\n                    format of its ending (never over MINE, OTHER or a file that\n                    exists, unless --force; nothing when a file is refused); a\n                    merge with a .lib of more than 50000 moves, or of more than\n                    999999 moves in all, is too big for a game record (.sgf\n                    .renju), so OUT must then be a .lib\nMOVES: a move sequence (h8 i9 h9; 'pass' too) or stones (b=h8 w=i9); none: the empty\nboard\n"),
    MSG(CT_HELP_FIND_POSITION, "Where a position was seen: every game of the files (a folder: its record files and\nthose of its folders; an SGF collection: each game) that reaches the position, in\nany order of moves and on a turned or mirrored board. First the moves played next,\nthe most games first, with their results ('next end': the games that end there);\nthen each game: file, the ply where it stands there, the move played next (turned\nto the position's orientation), result and players. A file or game that cannot be\nread is a warning line and the search goes on; exit 1 only when no game was read.\n  --moves MOVES...  the position, after the paths: a move sequence (h8 i9 h9) or\n                    stones (b=h8 w=i9); none: the empty board (every game)\n  --bench [N]       the median time to search N made-up games (5000) in a folder\n"),
    MSG(CT_HELP_PROBLEMS, "The problem collection (or the problem files FILE...).\n  list              every problem: number, id, goal, level, rating, title\n  show              a problem's board, titles, rating and solution; it is named by\n                    its place in the list (N: 7), its level and number within the\n                    level as the list and the window show it (L.K: 1.3) or its id\n  check             proves every problem (-v: a line each); exit 1 when one fails\n  --deep N          with check: each other first move a problem lists judged too,\n                    the engine's search at N nodes (minutes)\n  solve             what the prover finds for a position: solution and level\n"),
    MSG(CT_USAGE_NOTES, "errors: 'error: ...' on stderr; exit 1 for bad input (a position, action, file or\noption value), 2 for bad usage (an unknown command or option, a missing argument\nor value); COMMAND --help anywhere prints its help, exit 0\nan option given twice: the last one counts (convert's --rotate and --mirror add up)\npositions: a move sequence (h8 i9 h9) or stones (b=f8,g8 w=e8)\n"),
    MSG(CT_LANG_RULE, "language: what a command prints on stdout (results, help) is English unless --lang\nnames another, whatever LANG, LC_ALL or LANGUAGE say, as scripts read it; errors and\nwarnings on stderr follow --lang, else the environment; points, 'key: value' lines and\nrecords are English in any language\n"),
    MSG(CT_RULE_SETS, "rule sets:"),
    MSG(CT_USAGE_WORD, "usage:"),
    MSG(CT_USAGE_COMMAND_HELP, "(a command's options)"),
    MSG(CT_USAGE_COMMANDS, "commands:"),
    MSG(CT_USAGE_LANG, "(the language, below)"),
    PLURAL(CT_MERGED_GAMES, "%d game of %s merged, each a line from the empty board",
           "all %d games of %s merged, each a line from the empty board"),
    PLURAL(CT_CONVERTED_LINES, "%s -> %s (%s, %d move, %d in all lines)",
           "%s -> %s (%s, %d moves, %d in all lines)"),
    PLURAL(CT_LIB_UTF8, "%s: %d comment or board text holds characters RenLib's code page cannot show; written as UTF-8 (RenLib shows it garbled)",
           "%s: %d comments or board texts hold characters RenLib's code page cannot show; written as UTF-8 (RenLib shows them garbled)"),
    MSG(CT_ERROR_PREFIX, "error: "),
    MSG(CT_WARNING_PREFIX, "warning: "),
    MSG(CT_CHARSET_UNKNOWN, "%s: CA[%s] names a code page Renju does not know: its texts are read as %s"),
    MSG(CT_CHARSET_GUESSED, "%s: no code page named (CA[]) and the text is not UTF-8: read as %s, as its words tell"),
    MSG(CT_LIB_DAMAGED, "%s: read up to byte %ld of %ld: the rest is damaged; save under a new name (the file is not replaced)"),
};
/* clang-format on */

/* ---- Languages --------------------------------------------------------------------- */

static const char *const LANG_NAMES[LANG_COUNT] = {"English", "Українська", "Русский", "Български"};
static const char *const LANG_CODES[LANG_COUNT] = {"en", "uk", "ru", "bg"};
/* The short name on the language button, as each language abbreviates itself. */
static const char *const LANG_SHORT[LANG_COUNT] = {"EN", "УКР", "РУС", "БГ"};

/* Each language's plural rule, as its catalogue's Plural-Forms header must say it
 * (po/LANG.po), and the same rule in C. */
static const char *const PLURAL_RULES[LANG_COUNT] = {
    [LANG_EN] = "nplurals=2; plural=(n != 1);",
    [LANG_UK] = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
                "(n%100<10 || n%100>=20) ? 1 : 2);",
    [LANG_RU] = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
                "(n%100<10 || n%100>=20) ? 1 : 2);",
    [LANG_BG] = "nplurals=2; plural=(n != 1);",
};

static int plural_count(Lang lang) { return lang == LANG_UK || lang == LANG_RU ? 3 : 2; }

static int plural_form(Lang lang, long n)
{
    unsigned long m = n < 0 ? 0UL - (unsigned long)n : (unsigned long)n;
    if (lang == LANG_UK || lang == LANG_RU) {
        return m % 10 == 1 && m % 100 != 11                                    ? 0
               : m % 10 >= 2 && m % 10 <= 4 && (m % 100 < 10 || m % 100 >= 20) ? 1
                                                                               : 2;
    }
    return m != 1;
}

const char *i18n_lang_name(Lang lang)
{
    return (unsigned)lang < LANG_COUNT ? LANG_NAMES[lang] : "?";
}

const char *i18n_lang_code(Lang lang)
{
    return (unsigned)lang < LANG_COUNT ? LANG_CODES[lang] : "en";
}

const char *i18n_lang_short(Lang lang)
{
    return (unsigned)lang < LANG_COUNT ? LANG_SHORT[lang] : "?";
}

Lang i18n_lang_from_code(const char *code)
{
    if (!code) {
        return LANG_COUNT;
    }
    for (int i = 0; i < LANG_COUNT; i++) {
        size_t n = strlen(LANG_CODES[i]);
        if (strncasecmp(code, LANG_CODES[i], n) == 0 && /* "RU" as "ru" (audit 31b C7) */
            (code[n] == '\0' || code[n] == '_' || code[n] == '.' || code[n] == '-' ||
             code[n] == '\n')) {
            return (Lang)i;
        }
    }
    return LANG_COUNT;
}

Lang i18n_lang_from_env(const char *language, const char *lc_all, const char *lc_messages,
                        const char *lang)
{
    for (const char *s = language ? language : ""; *s;) {
        size_t n = strcspn(s, ":");
        char one[32];
        if (n > 0 && n < sizeof one) {
            memcpy(one, s, n);
            one[n] = '\0';
            Lang l = i18n_lang_from_code(one);
            if (l != LANG_COUNT) {
                return l;
            }
        }
        s += n + (s[n] == ':');
    }
    const char *const locales[] = {lc_all, lc_messages, lang};
    for (int i = 0; i < 3; i++) {
        if (locales[i] && locales[i][0]) {
            return i18n_lang_from_code(locales[i]);
        }
    }
    return LANG_COUNT;
}

/* ---- Every text a catalogue translates ----------------------------------------------- */

/* The words of a foul's explanation: their contexts and where they sit in
 * RuleExplainWords (their English is rules_explain_english()'s). */
typedef struct WordSlot {
    const char *ctxt;
    size_t offset;
} WordSlot;

#define WORD(field)                                                                                \
    {                                                                                              \
        "explain." #field, offsetof(RuleExplainWords, field)                                       \
    }
#define WORD_AT(field, i, name)                                                                    \
    {                                                                                              \
        "explain." name, offsetof(RuleExplainWords, field) + (i) * sizeof(const char *)            \
    }
static const WordSlot WORD_SLOTS[] = {
    WORD_AT(colours, 0, "colour.black"),
    WORD_AT(colours, 1, "colour.white"),
    WORD(off_board),
    WORD(occupied),
    WORD(five),
    WORD(allowed),
    WORD(forbidden),
    WORD(line),
    WORD_AT(dirs, 0, "dir.horizontal"),
    WORD_AT(dirs, 1, "dir.vertical"),
    WORD_AT(dirs, 2, "dir.diagonal"),
    WORD_AT(dirs, 3, "dir.anti-diagonal"),
    WORD_AT(shapes, 0, "shape.nothing"),
    WORD_AT(shapes, 1, "shape.three"),
    WORD_AT(shapes, 2, "shape.four"),
    WORD_AT(shapes, 3, "shape.straight-four"),
    WORD_AT(shapes, 4, "shape.two-fours"),
    WORD_AT(shapes, 5, "shape.five"),
    WORD_AT(shapes, 6, "shape.overline"),
    WORD(three),
    WORD(real_three),
    WORD(false_three),
    WORD(first_point),
    WORD(next_point),
    WORD(point_ok),
    WORD(point_five),
    WORD(point_foul),
    WORD(point_overline),
    WORD(five_at),
    WORD(or_word),
    WORD(four_three),
    WORD(one_three),
    WORD(no_three),
};
#define NWORDS (sizeof WORD_SLOTS / sizeof WORD_SLOTS[0])
#define NVERDICTS (VERDICT_STRAIGHT_FOUR + 1)

static const char *const VERDICT_CTXT[NVERDICTS] = {
    "VERDICT_OK",       "VERDICT_FIVE",        "VERDICT_OCCUPIED",     "VERDICT_OFF_BOARD",
    "VERDICT_OVERLINE", "VERDICT_DOUBLE_FOUR", "VERDICT_DOUBLE_THREE", "VERDICT_STRAIGHT_FOUR"};

/* One key space over every translated text: the StrIds, the openings' and rule sets'
 * titles, the verdicts, the explanation's words. */
enum {
    KEY_OPENING = S_COUNT,
    KEY_RULE = KEY_OPENING + OPENING_COUNT,
    KEY_VERDICT = KEY_RULE + RULE_COUNT,
    KEY_WORD = KEY_VERDICT + NVERDICTS,
    KEY_NAMED = KEY_WORD + (int)NWORDS,
    KEY_REASON = KEY_NAMED + NAMED_OPENING_COUNT,
    KEY_CLI = KEY_REASON + RECORD_REASON_COUNT,
    KEY_PROBLEM = KEY_CLI + CT_COUNT,
    KEY_COUNT = KEY_PROBLEM + PROBLEM_F_COUNT
};

static const char **word_field(RuleExplainWords *w, size_t i)
{
    return (const char **)(void *)((char *)w + WORD_SLOTS[i].offset);
}

static Msg key_msg(int k)
{
    if (k < KEY_OPENING) {
        return MSGS[k];
    }
    if (k < KEY_RULE) {
        return OPENING_MSGS[k - KEY_OPENING];
    }
    if (k < KEY_VERDICT) {
        return RULE_MSGS[k - KEY_RULE];
    }
    if (k < KEY_WORD) {
        int v = k - KEY_VERDICT;
        return (Msg){VERDICT_CTXT[v], rules_verdict_name((RuleVerdict)v), NULL};
    }
    if (k >= KEY_PROBLEM) {
        ProblemFaultKind f = (ProblemFaultKind)(k - KEY_PROBLEM);
        return (Msg){problem_fault_name(f), problem_fault_template(f), NULL};
    }
    if (k >= KEY_CLI) {
        return CLI_MSGS[k - KEY_CLI];
    }
    if (k >= KEY_REASON) {
        RecordReason r = (RecordReason)(k - KEY_REASON);
        return (Msg){record_reason_name(r), record_reason_english(r), NULL};
    }
    if (k >= KEY_NAMED) {
        return NAMED_MSGS[k - KEY_NAMED];
    }
    RuleExplainWords en = *rules_explain_english();
    size_t i = (size_t)(k - KEY_WORD);
    return (Msg){WORD_SLOTS[i].ctxt, *word_field(&en, i), NULL};
}

/* ---- The catalogue reader ------------------------------------------------------------ */

#define MAX_FORMS 3

struct I18nCatalog {
    Lang lang;
    char *data;                           /* the .mo bytes and a NUL */
    const char *tr[KEY_COUNT][MAX_FORMS]; /* into data; NULL: not translated */
    const char *verdicts[NVERDICTS];
    RuleExplainWords words; /* English where not translated */
    int refused;            /* translations refused (conversions) */
};

/* The printf conversions of s, in order ("%s", "%d", "%.*s" ...), as one string. */
static void conversions(const char *s, char *out, size_t cap)
{
    size_t n = 0;
    out[0] = '\0';
    for (; *s; s++) {
        if (*s != '%') {
            continue;
        }
        const char *start = s++;
        while (*s && strchr("0123456789.*-+ #'lhzjt", *s)) {
            s++;
        }
        size_t len = (size_t)(s - start) + (*s != '\0');
        if (n + len + 1 >= cap) {
            break;
        }
        memcpy(out + n, start, len);
        n += len;
        out[n] = '\0';
        if (!*s) {
            break;
        }
    }
}

static bool same_conversions(const char *a, const char *b)
{
    char ca[64], cb[64];
    conversions(a, ca, sizeof ca);
    conversions(b, cb, sizeof cb);
    return strcmp(ca, cb) == 0;
}

static uint32_t read_u32(const unsigned char *p, bool swap)
{
    uint32_t v = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    return swap ? (v >> 24) | ((v >> 8) & 0xff00u) | ((v << 8) & 0xff0000u) | (v << 24) : v;
}

/* The string of table entry i (length, offset pairs at table): it must lie inside the
 * data and end with the NUL msgfmt writes after it. */
static const char *mo_string(const I18nCatalog *c, size_t len, size_t table, uint32_t i, bool swap,
                             size_t *slen)
{
    const unsigned char *d = (const unsigned char *)c->data;
    size_t at = table + (size_t)i * 8;
    size_t n = read_u32(d + at, swap);
    size_t off = read_u32(d + at + 4, swap);
    if (off > len || n >= len - off || d[off + n] != '\0') {
        return NULL;
    }
    *slen = n;
    return c->data + off;
}

static bool fail_read(char *err, size_t cap, const char *why)
{
    if (err && cap) {
        snprintf(err, cap, "%s", why);
    }
    return false;
}

/* The value of header field name ("Plural-Forms: ...") up to its line's end. */
static bool header_field(const char *header, const char *name, char *out, size_t cap)
{
    size_t n = strlen(name);
    for (const char *l = header; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
        if (strncmp(l, name, n) == 0) {
            l += n;
            while (*l == ' ') {
                l++;
            }
            size_t m = strcspn(l, "\n");
            if (m >= cap) {
                return false;
            }
            memcpy(out, l, m);
            out[m] = '\0';
            return true;
        }
    }
    return false;
}

/* The key (ctxt EOT msgid) of key k, or false when it does not fit. */
static bool key_string(int k, char *out, size_t cap)
{
    Msg m = key_msg(k);
    if (!m.id) {
        return false; /* a kind without words of its own */
    }
    int n = snprintf(out, cap, "%s\004%s", m.ctxt, m.id);
    return n > 0 && (size_t)n < cap;
}

/* Takes the translation of entry i, msgstr (n bytes, its forms separated by NULs), for
 * key k of original orig (olen bytes; a plural's English plural follows its NUL). */
static void take(I18nCatalog *c, int k, const char *orig, size_t olen, const char *msgstr, size_t n)
{
    Msg m = key_msg(k);
    bool has_plural = strlen(orig) < olen;
    if (has_plural != (m.plural != NULL)) {
        c->refused++;
        return;
    }
    int forms = m.plural ? plural_count(c->lang) : 1;
    const char *got[MAX_FORMS] = {NULL};
    const char *p = msgstr;
    for (int f = 0; f < forms; f++) {
        if (p > msgstr + n || !*p) {
            return; /* fewer forms than the language has, or empty: not translated */
        }
        if (!same_conversions(p, m.id) || !text_utf8_valid(p, strlen(p))) {
            c->refused++;
            return;
        }
        got[f] = p;
        p += strlen(p) + 1;
    }
    memcpy(c->tr[k], got, sizeof got);
}

I18nCatalog *i18n_catalog_read(Lang lang, const void *bytes, size_t len, char *err, size_t cap)
{
    if (lang <= LANG_EN || lang >= LANG_COUNT) {
        fail_read(err, cap, "not a translated language");
        return NULL;
    }
    if (len < 28 || len > (size_t)INT32_MAX) {
        fail_read(err, cap, "too short or too long for a .mo catalogue");
        return NULL;
    }
    const unsigned char *b = bytes;
    uint32_t magic = read_u32(b, false);
    bool swap = magic == 0xde120495u;
    if (magic != 0x950412deu && !swap) {
        fail_read(err, cap, "not a .mo catalogue (bad magic number)");
        return NULL;
    }
    if (read_u32(b + 4, swap) >> 16 != 0) {
        fail_read(err, cap, "unknown .mo major revision");
        return NULL;
    }
    size_t count = read_u32(b + 8, swap);
    size_t orig = read_u32(b + 12, swap);
    size_t trans = read_u32(b + 16, swap);
    if (count > len / 16 || orig > len || trans > len || count * 8 > len - orig ||
        count * 8 > len - trans) {
        fail_read(err, cap, "string tables outside the file");
        return NULL;
    }
    I18nCatalog *c = calloc(1, sizeof *c);
    char *data = c ? malloc(len + 1) : NULL;
    if (!data) {
        free(c);
        fail_read(err, cap, "out of memory");
        return NULL;
    }
    memcpy(data, bytes, len);
    data[len] = '\0';
    c->data = data;
    c->lang = lang;
    const char *why = count == 0 ? "the catalogue has no header" : NULL;
    const char *prev = NULL;
    for (uint32_t i = 0; i < count && !why; i++) {
        size_t olen, tlen;
        const char *o = mo_string(c, len, orig, i, swap, &olen);
        const char *t = mo_string(c, len, trans, i, swap, &tlen);
        if (!o || !t) {
            why = "a string lies outside the file";
        } else if (prev && strcmp(prev, o) >= 0) {
            why = "the messages are not sorted as msgfmt writes them";
        } else if (i == 0) {
            char value[256];
            if (olen != 0) {
                why = "the catalogue has no header";
            } else if (!header_field(t, "Content-Type:", value, sizeof value) ||
                       !strstr(value, "charset=UTF-8")) {
                why = "the catalogue is not in UTF-8";
            } else if (!header_field(t, "Plural-Forms:", value, sizeof value) ||
                       strcmp(value, PLURAL_RULES[lang]) != 0) {
                why = "its Plural-Forms are not the language's plural rule";
            }
        }
        prev = o;
    }
    /* Every string is sound and the originals sorted: look each key up. A context and its
     * English: the longest, renju-cli's help pieces, near 1100 bytes. */
    char key[4096];
    for (int k = 0; k < KEY_COUNT && !why; k++) {
        if (!key_string(k, key, sizeof key)) {
            continue;
        }
        uint32_t lo = 1, hi = (uint32_t)count;
        while (lo < hi) {
            uint32_t mid = lo + (hi - lo) / 2;
            size_t olen, tlen;
            const char *o = mo_string(c, len, orig, mid, swap, &olen);
            int cmp = strcmp(key, o);
            if (cmp == 0) {
                const char *t = mo_string(c, len, trans, mid, swap, &tlen);
                take(c, k, o, olen, t, tlen);
                break;
            }
            if (cmp < 0) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
    }
    if (why) {
        i18n_catalog_free(c);
        fail_read(err, cap, why);
        return NULL;
    }
    c->words = *rules_explain_english();
    for (int v = 0; v < NVERDICTS; v++) {
        const char *t = c->tr[KEY_VERDICT + v][0];
        c->verdicts[v] = t ? t : rules_verdict_name((RuleVerdict)v);
    }
    c->words.verdicts = c->verdicts;
    for (size_t i = 0; i < NWORDS; i++) {
        const char *t = c->tr[KEY_WORD + (int)i][0];
        if (t) {
            *word_field(&c->words, i) = t;
        }
    }
    if (err && cap) {
        err[0] = '\0';
    }
    return c;
}

void i18n_catalog_free(I18nCatalog *c)
{
    if (c) {
        free(c->data);
        free(c);
    }
}

int i18n_catalog_refused(const I18nCatalog *c) { return c ? c->refused : 0; }

/* The text of key k (a plural's form for n) in catalogue c, English when c (may be NULL)
 * does not translate it. */
static const char *catalog_key(const I18nCatalog *c, int k, long n)
{
    Msg m = key_msg(k);
    if (c) {
        int f = m.plural ? plural_form(c->lang, n) : 0;
        if (c->tr[k][f]) {
            return c->tr[k][f];
        }
    }
    return m.plural && plural_form(LANG_EN, n) ? m.plural : m.id;
}

const char *i18n_catalog_text(const I18nCatalog *c, StrId id, long n)
{
    return (unsigned)id < S_COUNT ? catalog_key(c, (int)id, n) : "?";
}

bool i18n_catalog_has(const I18nCatalog *c, StrId id)
{
    return c && (unsigned)id < S_COUNT && c->tr[id][0] != NULL;
}

/* ---- The process's catalogues ------------------------------------------------------- */

/* Filled once by i18n_load() before any thread starts, read-only afterwards (like the
 * pattern tables of renju_init()). */
static I18nCatalog *LOADED[LANG_COUNT];
static atomic_bool LOAD_DONE;

int i18n_load(const char *localedir, char *err, size_t cap)
{
    int loaded = 0;
    size_t elen = 0;
    if (err && cap) {
        err[0] = '\0';
    }
    if (atomic_load(&LOAD_DONE)) {
        for (int l = LANG_EN + 1; l < LANG_COUNT; l++) {
            loaded += LOADED[l] != NULL;
        }
        return loaded;
    }
    for (int l = LANG_EN + 1; l < LANG_COUNT; l++) {
        char path[1024], why[160];
        snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/renju.mo", localedir ? localedir : ".",
                 LANG_CODES[l]);
        RecordError rerr;
        char *bytes = NULL;
        size_t len = 0;
        if (!record_read_file(path, &bytes, &len, &rerr)) {
            if (err && cap) {
                text_append(err, cap, &elen, "%s%s", elen ? "; " : "", rerr.msg);
            }
            continue;
        }
        LOADED[l] = i18n_catalog_read((Lang)l, bytes, len, why, sizeof why);
        free(bytes);
        if (!LOADED[l] && err && cap) {
            text_append(err, cap, &elen, "%s%s: %s", elen ? "; " : "", path, why);
        }
        loaded += LOADED[l] != NULL;
    }
    atomic_store(&LOAD_DONE, true);
    return loaded;
}

static const I18nCatalog *catalog(Lang lang)
{
    return (unsigned)lang < LANG_COUNT && atomic_load(&LOAD_DONE) ? LOADED[lang] : NULL;
}

const char *i18n_text(Lang lang, StrId id) { return i18n_ntext(lang, id, 1); }

const char *i18n_ntext(Lang lang, StrId id, long n)
{
    return i18n_catalog_text(catalog(lang), id, n);
}

const char *i18n_opening_title(Lang lang, OpeningId id)
{
    return (unsigned)id < OPENING_COUNT ? catalog_key(catalog(lang), KEY_OPENING + (int)id, 1)
                                        : "?";
}

const char *i18n_rule_title(Lang lang, RuleId id)
{
    return (unsigned)id < RULE_COUNT ? catalog_key(catalog(lang), KEY_RULE + (int)id, 1) : "?";
}

const char *i18n_cli(Lang lang, CliText id, long n)
{
    return (unsigned)id < CT_COUNT ? catalog_key(catalog(lang), KEY_CLI + (int)id, n) : "?";
}

bool i18n_has(Lang lang) { return lang == LANG_EN || catalog(lang) != NULL; }

const char *i18n_verdict(Lang lang, RuleVerdict v)
{
    return (unsigned)v < NVERDICTS ? catalog_key(catalog(lang), KEY_VERDICT + (int)v, 1) : "?";
}

/* ---- The template (po/renju.pot) ----------------------------------------------------- */

static void pot_string(FILE *f, const char *field, const char *s)
{
    fprintf(f, "%s \"", field);
    for (; *s; s++) {
        switch (*s) {
        case '"': fputs("\\\"", f); break;
        case '\\': fputs("\\\\", f); break;
        case '\n': fputs("\\n", f); break;
        case '\t': fputs("\\t", f); break;
        default: fputc(*s, f); break;
        }
    }
    fputs("\"\n", f);
}

bool i18n_write_pot(FILE *f)
{
    fputs("# The window's words of Renju, the template of po/LANG.po. MIT licence, see LICENSE.\n"
          "# Generated by `make pot` from src/app/i18n.c and the rules module's English.\n"
          "# Each msgctxt names where the text is used (its StrId in include/i18n.h).\n"
          "msgid \"\"\nmsgstr \"\"\n"
          "\"Project-Id-Version: renju\\n\"\n"
          "\"MIME-Version: 1.0\\n\"\n"
          "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
          "\"Content-Transfer-Encoding: 8bit\\n\"\n",
          f);
    for (int k = 0; k < KEY_COUNT; k++) {
        Msg m = key_msg(k);
        if (!m.id) {
            continue;
        }
        fputs("\n", f);
        if (strchr(m.id, '%') || (m.plural && strchr(m.plural, '%'))) {
            fputs("#, c-format\n", f);
        }
        pot_string(f, "msgctxt", m.ctxt);
        pot_string(f, "msgid", m.id);
        if (m.plural) {
            pot_string(f, "msgid_plural", m.plural);
            pot_string(f, "msgstr[0]", "");
            pot_string(f, "msgstr[1]", "");
        } else {
            pot_string(f, "msgstr", "");
        }
    }
    return !ferror(f);
}

/* ---- Explanations, results, evaluations ---------------------------------------------- */

size_t i18n_explain(Lang lang, const RuleExplanation *e, char *buf, size_t cap)
{
    const I18nCatalog *c = catalog(lang);
    return rules_explain_write(c ? &c->words : rules_explain_english(), e, buf, cap);
}

/* Empties buf for a text; false when it has no room at all. */
static bool text_start(char *buf, size_t cap)
{
    if (cap == 0) {
        return false;
    }
    buf[0] = '\0';
    return true;
}

size_t i18n_refusal(Lang lang, const GameError *e, char *buf, size_t cap)
{
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    char pt[8], pt2[8];
    board_format_point(e->pos, pt, sizeof pt);
    board_format_point(e->pos2, pt2, sizeof pt2);
    switch (e->kind) {
    case GAME_ERR_OVER: text_append(buf, cap, &len, "%s", i18n_text(lang, S_MSG_GAME_OVER)); break;
    case GAME_ERR_TOO_LONG:
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_MSG_TOO_LONG));
        break;
    case GAME_ERR_OFF_BOARD:
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_OFF_BOARD), pt);
        break;
    case GAME_ERR_OCCUPIED: text_append(buf, cap, &len, i18n_text(lang, S_MSG_OCCUPIED), pt); break;
    case GAME_ERR_CENTRE_FIRST:
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_CENTRE_FIRST), pt);
        break;
    case GAME_ERR_OUTSIDE_ZONE:
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_OUTSIDE_ZONE), pt, e->number, e->number);
        break;
    case GAME_ERR_NO_STONES:
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_MSG_NO_STONES));
        break;
    case GAME_ERR_CENTRE_CLOSED:
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_MSG_CENTRE_CLOSED));
        break;
    case GAME_ERR_FORBIDDEN: {
        const I18nCatalog *c = catalog(lang);
        const RuleExplainWords *w = c ? &c->words : rules_explain_english();
        text_append(buf, cap, &len, w->forbidden, pt, w->colours[e->colour == STONE_WHITE ? 1 : 0],
                    i18n_verdict(lang, e->verdict));
        break;
    }
    case GAME_ERR_DECIDE_FIRST:
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_MSG_DECIDE_FIRST));
        break;
    case GAME_ERR_PROPOSALS_FULL:
    case GAME_ERR_PROPOSAL_COUNT: {
        StrId id = e->kind == GAME_ERR_PROPOSALS_FULL ? S_MSG_PROPOSALS_FULL
                                                      : S_MSG_PROPOSALS_SHORT;
        text_append(buf, cap, &len, i18n_ntext(lang, id, e->number), e->number);
        break;
    }
    case GAME_ERR_PROPOSED_TWICE:
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_PROPOSED_TWICE), pt);
        break;
    case GAME_ERR_SYMMETRIC:
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_SYMMETRIC), pt, pt2);
        break;
    case GAME_ERR_NOT_PROPOSED:
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_NOT_PROPOSED), pt);
        break;
    case GAME_ERR_NONE:
    case GAME_ERR_NOT_OFFERED:
    case GAME_ERR_BAD_ACTION:
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_MSG_NOT_OFFERED));
        break;
    }
    return len;
}

void i18n_setup_error(Lang lang, const RuleSet *rs, const SetupError *e, char *buf, size_t cap)
{
    char a[8] = "";
    if (e->pos != POS_NONE) {
        board_format_point(e->pos, a, sizeof a);
    }
    size_t len = 0;
    if (cap) {
        buf[0] = '\0';
    }
    switch (e->kind) {
    case SETUP_OK:
    case SETUP_COUNTS: break;
    case SETUP_FIVE:
        if (e->line > 5) {
            text_append(buf, cap, &len, i18n_text(lang, S_SETUP_ERR_LINE), e->line, a);
        } else {
            text_append(buf, cap, &len, i18n_text(lang, S_SETUP_ERR_FIVE), a);
        }
        break;
    case SETUP_FOUL:
        text_append(buf, cap, &len, i18n_text(lang, S_SETUP_ERR_FOUL), a,
                    i18n_verdict(lang, e->verdict));
        break;
    case SETUP_CENTRE: text_append(buf, cap, &len, i18n_text(lang, S_SETUP_ERR_CENTRE), a); break;
    case SETUP_STONES:
        text_append(buf, cap, &len, i18n_text(lang, S_SETUP_ERR_STONES), rs->stone_limit);
        break;
    case SETUP_PASS: text_append(buf, cap, &len, "%s", i18n_text(lang, S_SETUP_ERR_PASS)); break;
    case SETUP_OVER: {
        StrId id = e->over == REASON_FULL_BOARD ? S_SETUP_ERR_FULL
                   : e->over == REASON_NO_FIVE || e->over == REASON_NO_FIVE_STONES
                       ? S_SETUP_ERR_NO_FIVE
                       : S_SETUP_ERR_OVER;
        text_append(buf, cap, &len, "%s", i18n_text(lang, id));
        break;
    }
    case SETUP_NO_ORDER:
    case SETUP_BOARD_SIZE:
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_SETUP_ERR_NO_ORDER));
        break;
    }
}

size_t i18n_position_error(Lang lang, const PositionError *e, char *buf, size_t cap)
{
    const char *list = e->colour == STONE_WHITE ? "w=" : "b=";
    size_t len = 0;
    if (cap) {
        buf[0] = '\0';
    }
    switch (e->kind) {
    case POSITION_OK: break;
    case POSITION_NOT_LIST:
        text_append(buf, cap, &len, i18n_text(lang, S_POS_NOT_LIST), e->token);
        break;
    case POSITION_TWO_LISTS:
        text_append(buf, cap, &len, i18n_text(lang, S_POS_TWO_LISTS), list);
        break;
    case POSITION_NOT_POINT:
        text_append(buf, cap, &len, i18n_text(lang, S_POS_NOT_POINT), e->token);
        break;
    case POSITION_TWICE: text_append(buf, cap, &len, i18n_text(lang, S_POS_TWICE), e->token); break;
    case POSITION_MOVE_NOT_POINT:
        text_append(buf, cap, &len, i18n_text(lang, S_POS_MOVE_NOT_POINT), e->move, e->token);
        break;
    case POSITION_MOVE_OCCUPIED:
        text_append(buf, cap, &len, i18n_text(lang, S_POS_MOVE_OCCUPIED), e->move, e->token);
        break;
    case POSITION_TOO_MANY:
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_POS_TOO_MANY));
        break;
    case POSITION_MOVE_NUMBER:
        text_append(buf, cap, &len, i18n_text(lang, S_POS_MOVE_NUMBER), e->token, e->move);
        break;
    case POSITION_NO_STONES:
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_POS_NO_STONES));
        break;
    }
    return len;
}

const char *i18n_record_reason(Lang lang, RecordReason r)
{
    if ((unsigned)r >= RECORD_REASON_COUNT || !record_reason_english(r)) {
        return NULL;
    }
    return catalog_key(catalog(lang), KEY_REASON + (int)r, 1);
}

size_t i18n_problem_reason(Lang lang, const ProblemFault *f, char *buf, size_t cap)
{
    char why[200] = "";
    if (f->kind == PROBLEM_F_POSITION && lang == LANG_EN) {
        position_error_format(&f->position, why, sizeof why); /* the tools' English */
    } else if (f->kind == PROBLEM_F_POSITION) {
        i18n_position_error(lang, &f->position, why, sizeof why);
    }
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    if ((unsigned)f->kind < PROBLEM_F_COUNT && problem_fault_template(f->kind)) {
        text_append(buf, cap, &len, catalog_key(catalog(lang), KEY_PROBLEM + (int)f->kind, 1),
                    f->kind == PROBLEM_F_POSITION ? why : f->word);
    }
    return len;
}

size_t i18n_problem_fault(Lang lang, const ProblemFault *f, char *buf, size_t cap)
{
    char why[400];
    i18n_problem_reason(lang, f, why, sizeof why);
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    text_append(buf, cap, &len, i18n_text(lang, S_PROBLEM_LINE), f->line, why);
    return len;
}

size_t i18n_os_error(Lang lang, int os, char *buf, size_t cap)
{
    static const struct {
        int os;
        StrId id;
    } OS_WORDS[] = {
        {ENOENT, S_OS_NO_ENTRY},
        {EACCES, S_OS_ACCESS},
        {EPERM, S_OS_ACCESS},
        {ENOSPC, S_OS_NO_SPACE},
        {EROFS, S_OS_READ_ONLY},
        {ENAMETOOLONG, S_OS_NAME_TOO_LONG},
        {ENOTDIR, S_OS_NOT_DIR},
        {EISDIR, S_OS_IS_DIR},
        {ELOOP, S_OS_LOOP},
        {EIO, S_OS_IO},
        {EDQUOT, S_OS_QUOTA},
        {EMFILE, S_OS_TOO_MANY_FILES},
        {ENFILE, S_OS_TOO_MANY_FILES},
        {EBUSY, S_OS_BUSY},
        {EEXIST, S_OS_EXISTS},
    };
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    for (size_t i = 0; i < sizeof OS_WORDS / sizeof OS_WORDS[0]; i++) {
        if (OS_WORDS[i].os == os) {
            text_append(buf, cap, &len, "%s", i18n_text(lang, OS_WORDS[i].id));
            return len;
        }
    }
    text_append(buf, cap, &len, i18n_text(lang, S_OS_OTHER), os);
    return len;
}

/* e's reason (one the catalogue words) in lang, appended to buf at *len. */
static void reason_words(Lang lang, const RecordError *e, char *buf, size_t cap, size_t *len)
{
    char why[320];
    RecordError named = *e;
    if (e->reason == RECORD_R_PSQ_RULE || e->reason == RECORD_R_LIB_RULE ||
        e->reason == RECORD_R_MOVES_RULE) {
        /* The rule set the format cannot keep, by its title in this language. */
        text_format(named.token, sizeof named.token, "%s",
                    i18n_rule_title(lang, (RuleId)e->num[0]));
    }
    record_reason_write(i18n_record_reason(lang, e->reason), &named, why, sizeof why);
    text_append(buf, cap, len, "%s", why);
    static const StrId UNITS[RECORD_UNIT_COUNT] = {[RECORD_UNIT_MS] = S_UNIT_MS,
                                                   [RECORD_UNIT_MS_BY_LEVEL] = S_UNIT_MS_BY_LEVEL,
                                                   [RECORD_UNIT_MS_DEFAULT] = S_UNIT_MS_DEFAULT,
                                                   [RECORD_UNIT_AUTOMATIC] = S_UNIT_AUTOMATIC,
                                                   [RECORD_UNIT_MB_DEFAULT] = S_UNIT_MB_DEFAULT};
    long u = e->num[2];
    if ((e->reason == RECORD_R_SETTING_NUMBER || e->reason == RECORD_R_SETTING_RANGE) && u > 0 &&
        u < RECORD_UNIT_COUNT) {
        text_append(buf, cap, len, " %s", i18n_text(lang, UNITS[u]));
    }
}

/* ": " and the system's word for e->os in lang, when there is one. */
static void os_words(Lang lang, const RecordError *e, char *buf, size_t cap, size_t *len)
{
    if (e->os) {
        char os[128];
        i18n_os_error(lang, e->os, os, sizeof os);
        text_append(buf, cap, len, ": %s", os);
    }
}

size_t i18n_record_error(Lang lang, const RecordError *e, char *buf, size_t cap)
{
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    if (e->line > 0) {
        text_append(buf, cap, &len, i18n_text(lang, S_AT_LINE), e->line);
    } else if (e->offset >= 0) {
        text_append(buf, cap, &len, i18n_text(lang, S_AT_BYTE), e->offset);
    } else if (e->file[0] && e->reason != RECORD_R_REFUSED && e->reason != RECORD_R_NO_FOLDER) {
        /* A file's trouble: the file's name is enough on screen (a folder that cannot be
         * made is named by its reason: "renju: cannot make the folder ..." read as if the
         * program spoke). */
        const char *slash = strrchr(e->file, '/');
        text_append(buf, cap, &len, e->file_moves ? i18n_text(lang, S_MOVE_LIST_NAMED) : "%s",
                    slash && slash[1] && !e->file_moves ? slash + 1 : e->file);
    }
    if (e->reason == RECORD_R_REFUSED) {
        if (e->move > 0) {
            text_append(buf, cap, &len, "%s", len ? ", " : "");
            text_append(buf, cap, &len, i18n_text(lang, S_AT_MOVE), e->move);
        }
        text_append(buf, cap, &len, "%s", len ? ": " : "");
        char why[256];
        size_t n = i18n_refusal(lang, &e->refusal, why, sizeof why);
        if (n > 0 && n < sizeof why && why[n - 1] == '.') {
            why[n - 1] = '\0'; /* a clause of the sentence around it, as the reasons are */
        }
        text_append(buf, cap, &len, "%s", why);
    } else if (i18n_record_reason(lang, e->reason)) {
        text_append(buf, cap, &len, "%s", len ? ": " : "");
        reason_words(lang, e, buf, cap, &len);
    }
    os_words(lang, e, buf, cap, &len);
    return len;
}

size_t i18n_record_error_named(Lang lang, const RecordError *e, char *buf, size_t cap)
{
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    if (e->file[0] && (e->line > 0 || e->offset >= 0)) { /* else the reason names it */
        const char *slash = strrchr(e->file, '/');
        text_append(buf, cap, &len, e->file_moves ? i18n_text(lang, S_MOVE_LIST_NAMED) : "%s",
                    slash && slash[1] && !e->file_moves ? slash + 1 : e->file);
        text_append(buf, cap, &len, ": ");
    }
    char why[400];
    i18n_record_error(lang, e, why, sizeof why);
    text_append(buf, cap, &len, "%s", why);
    return len;
}

size_t i18n_record_error_line(Lang lang, const RecordError *e, char *buf, size_t cap)
{
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    if (lang == LANG_EN) {
        text_append(buf, cap, &len, "%s", e->msg);
        return len;
    }
    /* As record_error_finish() composes the English: the file, the place, the reason,
     * the system's word; each part in lang's words. */
    if (e->file[0]) {
        text_append(buf, cap, &len, e->file_moves ? i18n_text(lang, S_MOVE_LIST_NAMED) : "%s",
                    e->file);
        text_append(buf, cap, &len, ": ");
    }
    if (e->line > 0) {
        text_append(buf, cap, &len, i18n_text(lang, S_AT_LINE), e->line);
        text_append(buf, cap, &len, ": ");
    } else if (e->offset >= 0) {
        text_append(buf, cap, &len, i18n_text(lang, S_AT_BYTE), e->offset);
        text_append(buf, cap, &len, ": ");
    }
    if (e->reason == RECORD_R_REFUSED) {
        char why[256];
        size_t n = i18n_refusal(lang, &e->refusal, why, sizeof why);
        if (n > 0 && n < sizeof why && why[n - 1] == '.') {
            why[n - 1] = '\0'; /* a clause of the line around it, as the reasons are */
        }
        text_append(buf, cap, &len, i18n_text(lang, S_AT_MOVE), e->move);
        text_append(buf, cap, &len, " (%s): %s", e->token, why);
    } else if (i18n_record_reason(lang, e->reason)) {
        reason_words(lang, e, buf, cap, &len);
    }
    os_words(lang, e, buf, cap, &len);
    return len;
}

const RuleExplainWords *i18n_explain_words(Lang lang)
{
    const I18nCatalog *c = catalog(lang);
    return c ? &c->words : rules_explain_english();
}

const char *i18n_dir_name(Lang lang, int dir)
{
    return dir < 0 || dir >= DIR_COUNT ? "?" : i18n_explain_words(lang)->dirs[dir];
}

size_t i18n_explain_short(Lang lang, const RuleExplanation *e, char *buf, size_t cap)
{
    char full[1024];
    i18n_explain(lang, e, full, sizeof full);
    size_t n = strcspn(full, "\n");
    if (cap == 0) {
        return 0;
    }
    if (n >= cap) {
        n = cap - 1;
    }
    memcpy(buf, full, n);
    buf[n] = '\0';
    return n;
}

size_t i18n_result(Lang lang, const Game *g, char *buf, size_t cap)
{
    return i18n_result_of(lang, g->result, g->reason, g->nfive, buf, cap);
}

size_t i18n_result_of(Lang lang, GameResult result, ResultReason reason, int nfive, char *buf,
                      size_t cap)
{
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    StrId head = result == RESULT_BLACK_WINS   ? S_BLACK_WINS
                 : result == RESULT_WHITE_WINS ? S_WHITE_WINS
                                               : S_DRAW;
    if (result == RESULT_NONE) {
        return 0;
    }
    StrId why = S_COUNT;
    switch (reason) {
    case REASON_FIVE: why = nfive > 5 ? S_REASON_OVERLINE : S_REASON_FIVE; break;
    case REASON_RESIGN:
        why = result == RESULT_WHITE_WINS ? S_REASON_BLACK_RESIGNED : S_REASON_WHITE_RESIGNED;
        break;
    case REASON_TWO_PASSES: why = S_REASON_TWO_PASSES; break;
    case REASON_NO_FIVE: why = S_REASON_NO_FIVE; break;
    case REASON_NO_FIVE_STONES: why = S_REASON_NO_FIVE_STONES; break;
    case REASON_FULL_BOARD: why = S_REASON_FULL_BOARD; break;
    case REASON_AGREED: why = S_REASON_AGREED; break;
    case REASON_CAPTURES: why = S_REASON_CAPTURES; break;
    case REASON_STONES_EXHAUSTED: why = S_REASON_STONES; break;
    case REASON_TIME:
        why = result == RESULT_WHITE_WINS ? S_REASON_BLACK_TIME : S_REASON_WHITE_TIME;
        break;
    case REASON_FOUL:
        why = result == RESULT_WHITE_WINS ? S_REASON_BLACK_FOUL : S_REASON_WHITE_FOUL;
        break;
    case REASON_NONE: break;
    }
    text_append(buf, cap, &len, "%s", i18n_text(lang, head));
    if (why != S_COUNT) {
        text_append(buf, cap, &len, " — %s", i18n_text(lang, why));
    }
    return len;
}

/* i18n_eval's text; mover: for the side to move rather than for the leader; plain: the
 * words without brackets (i18n_eval_plain). */
static size_t eval_text(Lang lang, int score, Stone side, bool mover, bool plain, char *buf,
                        size_t cap)
{
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    /* The score is from the side to move; show it for whoever leads (or the mover), as
     * that side's chance to win (ai_win_percent), a proof as the forced win it is, the
     * search's unproven win or loss as its verdict (ai.h: ai_score_is_proven). */
    if (mover && !plain && ai_score_is_win(-score) && !ai_score_is_proven(-score)) {
        /* The mover's own view of the search's verdict, as its N-best disc ("1%") */
        text_append(buf, cap, &len, i18n_text(lang, S_EVAL_SEARCH_LOSS),
                    i18n_text(lang, side == STONE_BLACK ? S_BLACK : S_WHITE),
                    ai_win_percent(score));
        return len;
    }
    if (mover && !ai_score_is_decided(score)) {
        text_append(buf, cap, &len, i18n_text(lang, S_EVAL_CHANCE),
                    i18n_text(lang, side == STONE_BLACK ? S_BLACK : S_WHITE),
                    ai_win_percent(score));
        return len;
    }
    Stone leader = score >= 0 ? side : stone_opponent(side);
    int mag = score >= 0 ? score : -score;
    const char *who = i18n_text(lang, leader == STONE_BLACK ? S_BLACK : S_WHITE);
    int pct = ai_win_percent(mag);
    int moves = ai_win_moves(score);
    if (ai_score_is_win(mag) && !ai_score_is_proven(mag)) {
        /* with the chance the N-best disc shows (audit 30 C2: "99%" beside "winning") */
        text_append(buf, cap, &len, i18n_text(lang, plain ? S_COPY_SEARCH_WIN : S_EVAL_SEARCH_WIN),
                    who, pct);
    } else if (ai_score_is_win(mag) && moves > 0) {
        text_append(buf, cap, &len,
                    i18n_ntext(lang, plain ? S_COPY_FORCED_WIN : S_EVAL_FORCED_WIN, moves), who,
                    moves);
    } else if (ai_score_is_win(mag)) {
        /* A win the engine found without proving its length: no number. */
        text_append(buf, cap, &len, i18n_text(lang, plain ? S_COPY_FORCED : S_EVAL_FORCED), who);
    } else if (pct == 50) {
        text_append(buf, cap, &len, plain ? "%s, 50%%" : "%s (50%%)", i18n_text(lang, S_EVAL_EVEN));
    } else {
        text_append(buf, cap, &len, i18n_text(lang, S_EVAL_CHANCE), who, pct);
    }
    return len;
}

void i18n_action(Lang lang, const Action *a, char *buf, size_t cap, size_t *len)
{
    char pt[8], plain[64];
    board_format_point(a->pos, pt, sizeof pt);
    switch (a->kind) {
    case ACTION_MOVE:
        if (a->foul) {
            text_append(buf, cap, len, i18n_text(lang, S_ACT_FOUL), pt);
            return;
        }
        break;
    case ACTION_PASS: text_append(buf, cap, len, "%s", i18n_text(lang, S_PASS)); return;
    case ACTION_RESIGN: text_append(buf, cap, len, "%s", i18n_text(lang, S_RESIGN)); return;
    case ACTION_DRAW:
        text_append(buf, cap, len, "%s",
                    i18n_text(lang, a->colour == STONE_BLACK   ? S_ACT_DRAW_BLACK
                                    : a->colour == STONE_WHITE ? S_ACT_DRAW_WHITE
                                                               : S_DRAW));
        return;
    case ACTION_DECLINE:
        text_append(
            buf, cap, len, "%s",
            i18n_text(lang, a->colour == STONE_BLACK ? S_ACT_DECLINE_BLACK : S_ACT_DECLINE_WHITE));
        return;
    case ACTION_SWAP: text_append(buf, cap, len, "%s", i18n_text(lang, S_SWAP)); return;
    case ACTION_OPTION_A: text_append(buf, cap, len, "%s", i18n_text(lang, S_OPTION_A)); return;
    case ACTION_OPTION_B: text_append(buf, cap, len, "%s", i18n_text(lang, S_OPTION_B)); return;
    case ACTION_TWO_MORE: text_append(buf, cap, len, "%s", i18n_text(lang, S_TWO_MORE)); return;
    case ACTION_KEEP: text_append(buf, cap, len, "%s", i18n_text(lang, S_KEEP)); return;
    case ACTION_PROPOSE:
        text_append(buf, cap, len, i18n_text(lang, S_ACT_PROPOSED), a->nproposals);
        return;
    case ACTION_CHOOSE: text_append(buf, cap, len, i18n_text(lang, S_ACT_PICK), pt); return;
    case ACTION_DECLARE:
        text_append(buf, cap, len, i18n_text(lang, S_ACT_DECLARE), a->count);
        return;
    case ACTION_TIMEOUT:
        if (a->colour) {
            text_append(
                buf, cap, len, "%s",
                i18n_text(lang, a->colour == STONE_BLACK ? S_LIST_BLACK_TIME : S_LIST_WHITE_TIME));
            return;
        }
        break;
    default: break;
    }
    game_action_format(a, plain, sizeof plain);
    text_append(buf, cap, len, "%s", plain);
}

size_t i18n_eval(Lang lang, int score, Stone side, char *buf, size_t cap)
{
    return eval_text(lang, score, side, false, false, buf, cap);
}

size_t i18n_eval_mover(Lang lang, int score, Stone side, char *buf, size_t cap)
{
    return eval_text(lang, score, side, true, false, buf, cap);
}

const char *i18n_named_opening(Lang lang, NamedOpening id)
{
    if (id < 0 || id >= NAMED_OPENING_COUNT) {
        return "";
    }
    if ((unsigned)lang >= LANG_COUNT) {
        lang = LANG_EN;
    }
    return catalog_key(catalog(lang), KEY_NAMED + (int)id, 1);
}

const char *i18n_technique(Lang lang, const char *id)
{
    static const struct {
        const char *id;
        StrId name;
    } TECH[] = {
        {"four", S_TECH_FOUR},
        {"four-three", S_TECH_FOUR_THREE},
        {"open-four", S_TECH_OPEN_FOUR},
        {"three-three", S_TECH_THREE_THREE},
        {"win-by-foul", S_TECH_WIN_BY_FOUL},
        {"defence", S_TECH_DEFENCE},
        {"intermediate-move", S_TECH_INTERMEDIATE},
        {"three-then-four-three", S_TECH_THREE_THEN_43},
        {"pseudo-three", S_TECH_PSEUDO_THREE},
        {"other-flank", S_TECH_OTHER_FLANK},
        {"two-forbidden-points", S_TECH_TWO_FORBIDDEN},
    };
    for (size_t i = 0; id && i < sizeof TECH / sizeof TECH[0]; i++) {
        if (strcmp(TECH[i].id, id) == 0) {
            return i18n_text(lang, TECH[i].name);
        }
    }
    return NULL;
}

const char *i18n_technique_idea(Lang lang, const char *id)
{
    static const struct {
        const char *id;
        StrId idea;
    } IDEA[] = {
        {"four", S_IDEA_FOUR},
        {"four-three", S_IDEA_FOUR_THREE},
        {"open-four", S_IDEA_OPEN_FOUR},
        {"three-three", S_IDEA_THREE_THREE},
        {"win-by-foul", S_IDEA_WIN_BY_FOUL},
        {"defence", S_IDEA_DEFENCE},
        {"intermediate-move", S_IDEA_INTERMEDIATE},
        {"three-then-four-three", S_IDEA_THREE_THEN_43},
        {"pseudo-three", S_IDEA_PSEUDO_THREE},
        {"other-flank", S_IDEA_OTHER_FLANK},
        {"two-forbidden-points", S_IDEA_TWO_FORBIDDEN},
    };
    for (size_t i = 0; id && i < sizeof IDEA / sizeof IDEA[0]; i++) {
        if (strcmp(IDEA[i].id, id) == 0) {
            return i18n_text(lang, IDEA[i].idea);
        }
    }
    return NULL;
}

/* "1 h 30 min", "5 min", "2.5 s": the units of a control in lang. */
static void duration_text(Lang lang, int64_t ms, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    int h = (int)(ms / 3600000), m = (int)(ms / 60000 % 60);
    int64_t s = ms % 60000;
    if (h) {
        text_append(buf, cap, &len, i18n_text(lang, S_UNIT_H), h);
    }
    if (m) {
        text_append(buf, cap, &len, "%s", len ? " " : "");
        text_append(buf, cap, &len, i18n_text(lang, S_UNIT_MIN), m);
    }
    if (s || len == 0) {
        char num[16];
        if (s % 1000) {
            text_format(num, sizeof num, "%d%s%03d", (int)(s / 1000),
                        i18n_text(lang, S_DECIMAL_POINT), (int)(s % 1000));
            for (size_t k = strlen(num); num[k - 1] == '0'; k--) {
                num[k - 1] = '\0';
            }
        } else {
            snprintf(num, sizeof num, "%d", (int)(s / 1000));
        }
        text_append(buf, cap, &len, "%s", len ? " " : "");
        text_append(buf, cap, &len, i18n_text(lang, S_UNIT_SEC), num);
    }
}

void i18n_duration(Lang lang, int64_t ms, char *buf, size_t cap)
{
    if (cap > 0) {
        duration_text(lang, ms, buf, cap);
    }
}

size_t i18n_level(Lang lang, int level, const TimeControl *tc, char *buf, size_t cap)
{
    return i18n_level_at(lang, level, tc, 0, buf, cap);
}

size_t i18n_level_at(Lang lang, int level, const TimeControl *tc, int move_ms, char *buf,
                     size_t cap)
{
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    char t[48];
    const AiLevel *row = ai_level(level);
    /* On a clock the full level spends the clock's time (no cap of its own but the
     * player's time a move), the others their own time at most (controller.c:
     * clock_limit). */
    int own = row->depth == 0 && move_ms > 0 ? move_ms : row->time_ms;
    int64_t ms = own;
    if (tc && clock_timed(tc) && clock_control_valid(tc)) {
        ms = clock_first_budget(tc, row->depth > 0 || move_ms > 0 ? own : 0);
    }
    bool capped = ms != own;
    if (capped) {
        /* A tenth of a second below 10 s, whole seconds above: the full level's "about"
         * to the nearest, a depth-limited level's "at most" upwards. */
        int64_t unit = ms < 10000 ? 100 : 1000;
        ms = (ms + (row->depth > 0 ? unit - 1 : unit / 2)) / unit * unit;
        ms = ms < 100 ? 100 : ms;
    }
    duration_text(lang, ms, t, sizeof t);
    int shown = level < AI_LEVEL_MIN || level > AI_LEVEL_MAX ? AI_LEVEL_MAX : level;
    if (row->depth > 0) {
        /* Levels 1-9 stop at their depth, mostly well within their time: say both. */
        StrId id = capped ? S_LEVEL_DEPTH_CLOCK : S_LEVEL_DEPTH;
        text_append(buf, cap, &len, i18n_ntext(lang, id, row->depth), shown, row->depth, t);
    } else {
        /* A shorter time than the level's own (F3) is no longer its full strength. */
        StrId id = capped ? S_LEVEL_CLOCK : own < row->time_ms ? S_LEVEL_SET : S_LEVEL_ABOUT;
        text_append(buf, cap, &len, i18n_text(lang, id), shown, t);
    }
    return len;
}

size_t i18n_time_control(Lang lang, const TimeControl *tc, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    char a[48], b[48];
    duration_text(lang, tc->base_ms, a, sizeof a);
    switch (tc->kind) {
    case CLOCK_ABSOLUTE: text_append(buf, cap, &len, i18n_text(lang, S_TC_ABSOLUTE), a); break;
    case CLOCK_FISCHER:
        duration_text(lang, tc->increment_ms, b, sizeof b);
        text_append(buf, cap, &len, i18n_text(lang, S_TC_FISCHER), a, b);
        break;
    case CLOCK_BYOYOMI:
        duration_text(lang, tc->period_ms, b, sizeof b);
        text_append(buf, cap, &len, i18n_text(lang, S_TC_BYOYOMI), a, tc->periods, b);
        break;
    case CLOCK_PER_MOVE:
        duration_text(lang, tc->period_ms, b, sizeof b);
        text_append(buf, cap, &len, i18n_text(lang, S_TC_PER_MOVE), b);
        break;
    case CLOCK_NONE:
    case CLOCK_KIND_COUNT: text_append(buf, cap, &len, "%s", i18n_text(lang, S_TC_NONE)); break;
    }
    return len;
}

size_t i18n_search_line(Lang lang, const char *head, const AiInfo *in, Stone side, unsigned how,
                        char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    char ev[96], best[8];
    eval_text(lang, in->score, side, (how & I18N_LINE_MOVER) != 0, false, ev, sizeof ev);
    board_format_point(in->best, best, sizeof best);
    if (head) {
        text_append(buf, cap, &len, "%s: ", head);
    }
    text_append(buf, cap, &len, "%s · %s %s", ev, i18n_text(lang, S_BEST), best);
    /* A proof has no depth worth naming (the threat solver's comes as "depth 1", which
     * read as a shallow search): its words say it is forced. Everything else is a
     * search's, the search's own wins and losses most of all: its depth says how far. */
    if ((how & I18N_LINE_DEPTH) && !ai_score_is_proven(in->score)) {
        text_append(buf, cap, &len, " · %s %d", i18n_text(lang, S_DEPTH), in->depth);
    }
    return len;
}

/* An evaluation and, unless a proof, its depth. */
static size_t eval_depth(Lang lang, int score, Stone side, int depth, bool mover, bool plain,
                         char *buf, size_t cap)
{
    size_t len = eval_text(lang, score, side, mover, plain, buf, cap);
    if (!ai_score_is_proven(score) && depth > 0) {
        text_append(buf, cap, &len, " · %s %d", i18n_text(lang, S_DEPTH), depth);
    }
    return len;
}

size_t i18n_eval_depth(Lang lang, int score, Stone side, int depth, char *buf, size_t cap)
{
    return eval_depth(lang, score, side, depth, false, false, buf, cap);
}

size_t i18n_eval_plain(Lang lang, int score, Stone side, int depth, char *buf, size_t cap)
{
    return eval_depth(lang, score, side, depth, false, true, buf, cap);
}

size_t i18n_eval_plain_mover(Lang lang, int score, Stone side, int depth, char *buf, size_t cap)
{
    return eval_depth(lang, score, side, depth, true, true, buf, cap);
}

size_t i18n_grouped(Lang lang, long long n, char *buf, size_t cap)
{
    char digits[32];
    int len = snprintf(digits, sizeof digits, "%lld", n < 0 ? 0 : n);
    const char *sep = i18n_text(lang, S_DIGIT_GROUP);
    size_t out = 0;
    if (cap) {
        buf[0] = '\0';
    }
    for (int i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0) {
            text_append(buf, cap, &out, "%s", sep);
        }
        text_append(buf, cap, &out, "%c", digits[i]);
    }
    return out;
}

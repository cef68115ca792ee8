/* Renju - MIT licence, see LICENSE.
 *
 * The window's words in English, Ukrainian, Russian and Bulgarian, and the localized
 * explanation of a (forbidden) point built from the rules module's RuleExplanation.
 * English is in the code (src/app/i18n.c: each StrId's text is a gettext msgid, its
 * name the msgctxt); the other languages are GNU gettext catalogues, po/LANG.po, compiled
 * by msgfmt into LOCALEDIR/LANG/LC_MESSAGES/renju.mo and read by i18n_load(). No SDL, no
 * system locale. Strings are UTF-8.
 */
#ifndef RENJU_I18N_H
#define RENJU_I18N_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "ai.h"
#include "cli_text.h"
#include "clock.h"
#include "game.h"
#include "named_opening.h"
#include "position.h"
#include "problem.h"
#include "setup.h"
#include "record.h"
#include "rules.h"

typedef enum Lang { LANG_EN = 0, LANG_UK, LANG_RU, LANG_BG, LANG_COUNT } Lang;

/* clang-format off */
typedef enum StrId {
    S_APP_TITLE = 0,
    S_BLACK, S_WHITE,                 /* colour names, capitalised: "Black" */
    S_BLACK_TO_MOVE, S_WHITE_TO_MOVE,
    S_PERSON, S_COMPUTER,
    S_MOVES,
    S_NEW_GAME, S_UNDO, S_REDO, S_PASS, S_RESIGN, S_OFFER_DRAW, S_HINT,
    S_SHOW_FORBIDDEN, S_SHOW_NUMBERS, S_LIGHT_COLOURS, S_HIGH_CONTRAST, S_LANGUAGE, S_HELP,
    S_BLACK_WINS, S_WHITE_WINS, S_DRAW,
    S_REASON_FIVE, S_REASON_BLACK_RESIGNED, S_REASON_WHITE_RESIGNED, S_REASON_TWO_PASSES,
    S_REASON_NO_FIVE, S_REASON_NO_FIVE_STONES, S_REASON_FULL_BOARD, S_REASON_AGREED, S_REASON_CAPTURES,
    S_REASON_STONES, S_REASON_OVERLINE,
    S_THINKING,                       /* "Thinking" */
    S_MSG_SAVE_CUT,                   /* %s: a file whose save a kill cut short */
    S_THINKING_FOR,                   /* the same for %s seconds (a seat's line) */
    S_THINKING_OF,                    /* the same, %s of about %s on the clock */
    S_DEPTH, S_BEST, S_EVAL,          /* labels of the live search report */
    S_MSG_OCCUPIED,                   /* %s: point */
    S_MSG_CENTRE_FIRST,               /* %s: the centre */
    S_MSG_GAME_OVER, S_MSG_AI_TURN, S_MSG_NOTHING_TO_UNDO, S_MSG_NOTHING_TO_REDO,
    S_MSG_NONE_OF_YOURS, /* undo where only the computer has acted */
    S_MSG_DRAW_DECLINED, S_MSG_DRAW_UNJUDGED,
    S_MSG_DRAW_WITH_MOVE_BLACK, S_MSG_DRAW_WITH_MOVE_WHITE, /* a draw offered on a clock */
    S_MSG_DRAW_REFUSED_BLACK, S_MSG_DRAW_REFUSED_WHITE,     /* a person declined it */
    S_ACT_DECLINE_BLACK, S_ACT_DECLINE_WHITE, /* the move list's row of a declined draw */
    S_ACT_DRAW_BLACK, S_ACT_DRAW_WHITE,       /* an agreed draw, and who offered it */
    S_MSG_HINT,                       /* %s point, %s evaluation */
    S_MSG_HINT_DECISION, /* %s an opening decision (i18n_action, S_HINT_PROPOSE), %s the
                          * evaluation of its player afterwards */
    S_HINT_PROPOSE,      /* %s the fifth moves to propose */
    S_MSG_HINT_WAIT,
    S_VIEWING,                        /* %d shown, %d total */
    S_BACK_TO_GAME,
    S_BACK_TO_GAME_SHORT, /* the same where the room is short (study's header) */
    S_EVAL_EVEN,
    S_EVAL_CHANCE,                    /* %s colour, %d its chance to win: "Black 73%" */
    S_RULE_SET, S_OPENING, S_OPENING_FREE, S_AI_STRENGTH, S_START, S_CANCEL,
    S_ACCEPT, S_DECLINE,
    S_DRAW_OFFER,                     /* %s: colour offering */
    S_CONFIRM_RESIGN_BLACK,           /* the question to Black's player before resigning */
    S_CONFIRM_RESIGN_WHO,             /* between people: which of them resigns */
    S_MSG_NO_HELP,                    /* a help's key pressed in a tournament game */
    S_NO_HELP_LABEL, S_NO_HELP_ON, S_NO_HELP_OFF, S_NO_HELP_NA, /* the New game dialog's row */
    S_CLOCK_CUSTOM, S_CLOCK_CUSTOM_HINT, S_CLOCK_CUSTOM_OK, S_CLOCK_CUSTOM_BAD, /* its Custom… */
    S_CLOCK_FORMS, /* one control of each kind as typed (clock_control_read) */
    S_KEY_DLG_NO_HELP,
    S_RESIGN_BLACK_BUTTON, S_RESIGN_WHITE_BUTTON, /* its answers */
    S_CONFIRM_RESIGN_WHITE,
    S_CONFIRM_DRAW_AI,                /* the question before offering the computer a draw */
    S_SEND_DRAW_OFFER,                /* its answer that offers the draw: an action, no question */
    S_HELP_TITLE,
    S_MOUSE_CLICK, S_KEY_CLICK, S_KEY_ARROWS, S_KEY_ENTER, S_KEY_NEW, S_KEY_UNDO, S_KEY_REDO, S_KEY_PASS,
    S_KEY_RESIGN, S_KEY_DRAW, S_KEY_HINT, S_KEY_FORBIDDEN, S_KEY_NUMBERS, S_KEY_LANGUAGE,
    S_KEY_HISTORY, S_KEY_HELP, S_KEY_QUIT, S_KEY_DIALOG,
    S_LEGEND_FORBIDDEN,
    S_MOVE_N,                         /* "Move %d" */
    S_CAPTURES,                       /* Pente: "captured pairs" */
    S_LEGEND_FORBIDDEN_WHITE,         /* gomokunarabe: White's fouls marked */
    S_MSG_NO_STONES,                  /* gomokunarabe: the side to move can only pass */
    S_MSG_CENTRE_CLOSED,              /* gomoku, forbidden centre: Black's second stone */
    S_CENTRE_RULE,                    /* gomoku, forbidden centre: the rule in short */
    S_STONES_LEFT,                    /* gomokunarabe: "stones left" */
    S_COMMON_CENTRE,                  /* %s: the centre point */
    /* Opening rules. */
    S_FIRST_PLAYER, S_SECOND_PLAYER,  /* "First player" */
    S_SEAT_FIRST, S_SEAT_SECOND,      /* "first player", inside "You (first player)" */
    S_YOU,
    S_SWAP, S_OPTION_A, S_OPTION_B, S_TWO_MORE, S_KEEP, S_CONFIRM,
    S_BLACK_TO_DECIDE, S_WHITE_TO_DECIDE,
    S_PROMPT_CENTRE,                  /* stone 1 */
    S_PROMPT_ZONE,                    /* %d stone, %d %d zone side */
    S_PROMPT_ANYWHERE,                /* %d stone: no zone, after a swap */
    S_PROMPT_SWAP,                    /* %d stone: swap or play it */
    S_PROMPT_SWAP2,                   /* Swap2 after stone 3 */
    S_PROMPT_SWAP_FIRST,              /* Soosorv-8: a swap before the proposals */
    S_PROMPT_SWAP2_THREE,             /* Swap2: %d stone of the first three */
    S_PROMPT_SWAP2_TWO,               /* Swap2 after two-more: %d stone (4 or 5) */
    S_PROMPT_OPTION,
    S_PROMPT_DECLARE,
    S_PROMPT_SOOSORV_FOUR,            /* Soosorv-8: White's stone 4, then the declaration */
    S_PROMPT_PROPOSE,                 /* %d needed (plural), %d marked */
    S_PROMPT_CHOOSE,
    S_PROMPT_SWAP_OR_KEEP,
    S_PROMPT_AI_SWAP,                 /* %d stone: the computer swaps or plays it */
    S_PROMPT_AI_DECIDES,              /* the computer's other opening decisions */
    S_PROMPT_NET_SWAP,                /* %d stone: the network opponent swaps or plays it */
    S_PROMPT_NET_DECIDES,             /* the network opponent's other opening decisions */
    S_MSG_OUTSIDE_ZONE,               /* %s point, %d %d zone side */
    S_MSG_DECIDE_FIRST,
    S_MSG_SYMMETRIC,                  /* %s point, %s proposal */
    S_MSG_PROPOSALS_FULL,             /* %d (plural) */
    S_MSG_PROPOSALS_SHORT,            /* %d (plural) */
    S_MSG_NOT_PROPOSED,               /* %s */
    S_ACT_PROPOSED,                   /* move list: "%d proposed" */
    S_ACT_PICK,                       /* move list: "pick %s" */
    S_ACT_DECLARE,                    /* move list: "declare %d" */
    S_KEY_OPENING,
    S_LEGEND_ZONE,                    /* next to the highlighted square */               /* "forbidden for Black" next to a red mark */
    /* Records, review and analysis (files.c, the panel). */
    S_FILES, S_ANALYSE, S_GRAPH, S_OPEN, S_SAVE, S_PICTURE,
    S_FILE_TITLE_OPEN, S_FILE_TITLE_SAVE,
    S_FILE_FORMATS,                   /* the extensions and what they mean */
    S_NO_FILES,
    S_MSG_LOADED,                     /* %s: file */
    S_MOVE_LIST_NAMED,                /* %s: a move list --load took for a file */
    S_MSG_LOADED_OWN_RULE,            /* %s: file, which names a rule other than --rule's */
    S_MSG_LOADED_PEOPLE,              /* %s: file, which does not say who sat where */
    S_MSG_LOADED_OWN_RULE_PEOPLE,     /* %s: file, both of the above */
    S_MSG_LOADED_MOVES,               /* %s: the move list --load took (no file) */
    S_MSG_SAVED,                      /* %s: file */
    S_MSG_EXPORTED_COLOUR,            /* %s: file, %d x %d: its side in pixels */
    S_MSG_EXPORTED_PRINT,             /* the same, in black and white */
    S_PICTURE_SIDE,                   /* a picture's side: "%d px" */
    S_PICTURE_COLOUR, S_PICTURE_PRINT, /* its style: the window's colours, black and white */
    S_PICTURE_FOULS,                  /* the box: Black's forbidden points marked */
    S_FILE_PICTURE_KEYS,              /* the file dialog's words while a .png is saved */
    S_FILE_PICTURE_KEYS_PROBLEM,      /* ... the study's problem's: a worksheet (title, task) */
    S_FILE_TITLE_PICTURE,             /* and its title */
    S_FILE_SAVING,                    /* %s: the picture's file, while it is written */
    S_MSG_NOT_LOADED,                 /* %s: place and reason */
    S_MSG_NOT_LOADED_LIBRARY,         /* the same of a .lib (a RenLib library) */
    S_MSG_NOT_POSITION,               /* %s: why the command line's b=... is no position */
    S_MSG_NOT_SAVED,                  /* %s: reason */
    S_MSG_SAVE_REFUSED,               /* %s: reason, which says "not saved" itself */
    S_MSG_PASTED,                     /* %d: moves (plural) */
    S_MSG_PASTED_POSITION,            /* a set-up: %d stones (plural) */
    S_MSG_PASTED_POSITION_MOVES,      /* a set-up and %d moves after it (plural) */
    S_MSG_PASTE_REFUSED,              /* %s: place and reason */
    S_MSG_CLIPBOARD_EMPTY, /* %s: Open's key; empty, or a text SDL 2.26 cannot fetch (X11's
                            * INCR transfers, over about 4 KB from Tk: audit 31b B2) */
    S_MSG_COPIED,                     /* %s: Copy as SGF's keys */
    S_MSG_PROBLEM_COPIED_BLACK,       /* the study's Ctrl+C, %s: the problem's number "2.2" */
    S_MSG_PROBLEM_COPIED_WHITE,
    S_MSG_PROBLEM_NOT_COPIED,         /* %s: why */
    S_MSG_PROBLEM_SAVED,              /* %s: where */
    S_MSG_NO_PROBLEM_OPEN,
    S_MSG_PROBLEMS_ADDED,             /* a problem file opened: %s its name, %d problems (plural) */
    S_MSG_PROBLEMS_KEEP,              /* then: %s the user's problems folder */
    S_MSG_PROBLEMS_NOT_ADDED,         /* %s: the file's name and why */
    S_MSG_SGF_COPIED, S_MSG_SGF_NOT_COPIED, /* Copy as SGF: done; %s: why not */
    S_MSG_COPIED_SETUP, S_MSG_COPIED_RULE,  /* Ctrl+C: a set-up's, another rule's record */
    S_MSG_NOTHING_COPIED,                   /* Ctrl+C on an empty board */
    S_KEY_COPY_SGF, S_COPY_SGF_KEY,   /* its row in the help, its keys (Shift+Ctrl+C) */
    S_MSG_ANALYSIS_COPIED,            /* %s: the line, score and depth copied */
    S_MSG_NO_ANALYSIS_COPIED,         /* %s: the analysis' key */
    S_KEY_COPY_ANALYSIS,              /* the help's row */
    S_MSG_RESUME_FAILED,              /* %s: place and reason */
    S_MSG_RESUMED,                    /* %d: move number */
    S_MSG_AUTOSAVE_SET_ASIDE,         /* %s: reason, %s: the name it was kept under */
    S_MARK_AUTOSAVE_FAILING,          /* lasting, in the status card; %s: reason */
    S_MARK_AUTOSAVE_TOO_LARGE,        /* the same for a tree over the record's size; %d: MB */
    S_MSG_AUTOSAVE_BACK,
    S_MSG_SETTINGS_NOT_READ,          /* %s: why settings.conf could not be read */
    S_MSG_SETTINGS_HELD,              /* %s: why (not read, not moved: never saved over) */
    S_MSG_SETTINGS_SET_ASIDE,         /* %s: why, %s: the name it is kept as */
    S_MSG_SETTINGS_KEPT,              /* %d: a line not understood, %s: why */
    S_MSG_SETTINGS_LEFT_OUT,          /* %d: a line that is not text, %s: why (left out) */
    S_MSG_SETTINGS_LINES,             /* %d: settings.conf's lines not understood (plural) */
    S_MSG_SETTINGS_TWICE,             /* %s key, %d lines (plural), %d the line used, %s its value */
    S_MSG_SETTINGS_FILE,              /* "settings.conf: " and %s: S_MSG_SETTINGS_TWICE */
    S_UNIT_MS,                        /* a setting's range: record.h's RecordUnit, ... */
    S_UNIT_MS_BY_LEVEL,
    S_UNIT_MS_DEFAULT,
    S_UNIT_AUTOMATIC,
    S_UNIT_MB_DEFAULT,
    S_MSG_SETTINGS_MORE, /* %d: lines not understood beyond the two said (plural) */
    S_CONFIRM_QUIT,                   /* quitting with moves the autosave could not keep */
    S_QUIT_ANYWAY, S_KEEP_PLAYING,
    S_SAVE_AS,                        /* the quit question's: the file dialog, then quit */
    S_CONFIRM_QUIT_ELSEWHERE,         /* quitting a window that does not autosave (another does) */
    S_CONFIRM_QUIT_STUDY,             /* quitting with study progress no save could write; %s: why */
    S_QUIT_STUDY_TOO,                 /* after S_CONFIRM_QUIT: the study progress as well; %s: why */
    S_MSG_AUTOSAVE_ELSEWHERE,         /* another window keeps the autosave: this one does not */
    S_MSG_AUTOSAVE_TAKEN,             /* the other window went: this one keeps the autosave */
    S_MSG_AUTOSAVE_TAKEN_KEPT,        /* ... %s: where the autosave's game was kept */
    S_CONFIRM_REPLACE,                /* a new game, a record or a paste would replace the game */
    S_CONFIRM_REPLACE_NOTES,          /* the same, saved but without its comments */
    S_CONFIRM_REPLACE_LINES,          /* the same, saved but without its other lines */
    S_CONFIRM_REPLACE_BOTH,           /* the same, saved but without either */
    S_CONFIRM_REPLACE_SETUP,          /* the same, its set-up saved as moves played */
    S_CONFIRM_REPLACE_OVER,           /* the same, a finished game in no file */
    S_KEEP_COPY, S_DISCARD,           /* that question's answers (and Cancel) */
    S_MSG_KEPT_COPY,                  /* %s: the copy's name in the games folder */
    S_MSG_KEPT_FINISHED,              /* the same, of a finished game */
    S_MSG_DROPPED_MANY,               /* %s: how many files were dropped together (a number) */
    S_MSG_NOT_KEPT,                   /* %s: reason */
    S_MSG_STUDY, S_MSG_STUDY_OVER,                      /* a loaded record: how to play on against the AI */
    S_MSG_STUDY_AI_BLACK, S_MSG_STUDY_AI_BOTH,          /* the same, the computer to take Black, both */
    S_MSG_STUDY_OVER_HERE, /* a loaded record played to its end in the window */
    S_MSG_STUDY_SIDE_OVER, S_MSG_STUDY_SIDE_OVER_HERE, /* the same, of a side line */
    S_MSG_EXPLORE, S_MSG_EXPLORE_OVER, /* a game explored after its end (controller_explore) */
    S_MSG_EXPLORE_SIDE_OVER_HERE,      /* ... a line tried in it, played to its end here */
    S_ANALYSIS,                       /* "Analysis" */
    S_ANALYSING,                      /* "Analysing": the analysis's head while it searches */
    S_ANALYSIS_OPENING_LEFT_OUT, /* after the analysis' head: the opening's choices not judged */
    S_ANALYSIS_VS_AI, /* the analysis's head in a person's game against the computer */
    S_GRAPH_VS_AI,    /* the graph's caption there */
    S_VARIATIONS,                     /* "Other lines:" */
    S_MSG_LINES_KEYS,                 /* paging the row ("+N"); %s: Ctrl+Up/Down */
    S_GRAPH_COMPUTING,                /* %d known, %d total */
    S_GRAPH_CHECKING, /* %d candidate mistakes checked, %d in all (mistakes.h) */
    S_GRAPH_NO_ROOM,                  /* the graph is on, the panel too short to show it */
    S_NBEST_NO_ROOM,                  /* the best moves are on, the panel too short for them */
    S_BOXES_NO_ROOM,                  /* both on, the panel too short for either */
    S_MSG_STUDY_CLOCK,                /* W while a clock runs; %s: the pause key */
    S_MSG_LIVE_ONLY,                  /* a click on an earlier position of a clock game */
    S_MSG_GO_LIVE,                    /* the game's action while browsing; %s: the End key */
    S_MSG_COMPUTER_SHOWN,             /* a stone or pass where the computer acts, browsing */
    S_MSG_THINKING_ON,                /* browsing while the computer thinks; %d: its move */
    S_GRAPH_WAITING,                  /* %d known, %d total, while the computer has a move to make */
    S_KEY_FILES, S_KEY_COPY, S_KEY_PASTE, S_KEY_ANALYSE, S_KEY_GRAPH, S_KEY_BRANCH,
    S_KEY_PLAY_ON,                    /* help: play on against the computer after a load */
    S_KEY_DROP, S_DROP_KEY,           /* help: what the drop row says and its "key" */
    S_COMPUTER_LEVEL,                 /* %d: the AI's level, "Computer, level 5" */
    /* The clock and sound (issue 26). */
    S_REASON_BLACK_TIME, S_REASON_WHITE_TIME,
    S_REASON_BLACK_FOUL, S_REASON_WHITE_FOUL, /* a record's foul ended the game */
    S_ACT_FOUL,                       /* move list: "%s, a foul" (a record's foul) */
    /* The move list's last row, standing alone (a capital where the result's "— чорні
     * здалися" after its dash has none). */
    S_LIST_BLACK_RESIGNED, S_LIST_WHITE_RESIGNED, S_LIST_BLACK_TIME, S_LIST_WHITE_TIME,
    S_TIME_CONTROL,                   /* the New game dialog's row */
    S_TC_NONE,
    S_TC_ABSOLUTE,                    /* %s base */
    S_TC_FISCHER,                     /* %s base, %s increment */
    S_TC_BYOYOMI,                     /* %s base, %d periods, %s period */
    S_TC_PER_MOVE,                    /* %s a move */
    S_UNIT_H, S_UNIT_MIN, S_UNIT_SEC, /* %d / %s: "1 h", "10 min", "2.5 s" */
    S_CLOCK_PERIODS,                  /* %d periods to come, %d seconds each: "+3×10s" */
    S_PAUSE, S_RESUME,
    S_PAUSED,                         /* over the hidden board */
    S_MOVES_PAUSED,                   /* in the move list's place while paused */
    S_MSG_PAUSED,                     /* %s: the pause key (keymap.h) */
    S_MSG_MOVE_NOW_ENGINE,            /* %s: the outside engine's name */
    S_MSG_ENGINE_SAYS,                /* %s: the outside engine's name; %s: its MESSAGE */
    S_MSG_NO_UNDO_CLOCK,
    S_MSG_SETUP_START,                /* undo or another line inside a set-up position */
    S_KEY_PAUSE,
    S_SOUND, S_SOUND_OFF,             /* "Sound 80%" / "Sound off" */
    S_KEY_SOUND,
    S_UI_SCALE,      /* %d: the interface scale, percent */
    S_UI_SCALE_FITS, /* %s: the scale asked ("200%"), %d: the most this window holds */
    S_KEY_UI_SCALE,
    S_BUTTONS_TITLE,  /* the title row of the panel's buttons, shown under it */
    S_BUTTONS_FOLDED, /* the same row, the buttons folded under it */
    S_KEY_BUTTONS,
    S_MSG_NOT_OFFERED,                /* the game does not offer that now */
    S_MSG_NO_PASS_OPENING,            /* a pass while the opening rule places stones */
    S_MSG_TOO_LONG,                   /* the game holds as many actions as it can */
    S_MSG_RECORD_FULL,                /* the record's lines hold as many actions as they can */
    S_DECIMAL_POINT,                  /* "." in English, "," in uk/ru/bg */
    S_DIGIT_GROUP,                    /* between groups of three digits: "," in English, a
                                       * no-break space in uk/ru/bg (2 000 000) */
    S_MSG_PROPOSED_TWICE,             /* %s: a point proposed already */
    S_MSG_OFF_BOARD,                  /* %s: a point outside the board */
    S_AT_LINE, S_AT_BYTE, S_AT_MOVE,  /* where a record is at fault: "line %d", "move %d" */
    S_REASON_ENGLISH,                 /* %s: a reason the program has only in English (the
                                       * picture library's, when a PNG cannot be made) */
    S_EVAL_FORCED_WIN,                /* %s colour, %d the winner's moves (plural): a forced win */
    S_EVAL_FORCED,                    /* %s colour: a forced win whose length is not proven */
    S_EVAL_SEARCH_WIN, /* %s colour, %d its chance: the search's decided score, no proof */
    S_EVAL_SEARCH_LOSS, /* the same for the side to move that trails (i18n_eval_mover) */
    S_COPY_FORCED_WIN, S_COPY_FORCED, /* the same without brackets, for a copied line */
    S_COPY_SEARCH_WIN,
    S_COPY_BLACK_TO_MOVE,             /* %d the move's number: a copied line's position */
    S_COPY_WHITE_TO_MOVE,
    S_LEGEND_FOULS_OF_OPPONENT,       /* Black's forbidden points while White is to move */
    S_MSG_SWAPPED,                    /* after a swap: %s holds Black, %s holds White */
    S_LEGEND_PROPOSALS,               /* %c: the last proposal's letter */
    S_LEGEND_PROPOSAL_ONE,            /* the same with one proposal marked */
    S_LEGEND_LINE,                    /* the analysis line, before its moves */
    S_LEGEND_LINE_BRIEF,              /* the same where the message has no room for it */
    /* The look-alikes of the foul view (foulview.h): %s direction, %s stones, %s points. */
    S_LOOK_PSEUDO_THREE, S_LOOK_PSEUDO_FOUR, S_LOOK_BLOCKED_THREE,
    /* Why an allowed point the learner asked about is no foul (foulview_asked), when the
     * explanation has no closing line of its own: one four, only look-alikes, nothing. */
    S_WHY_ONE_FOUR, S_WHY_NO_THREE_OR_FOUR, S_WHY_NO_LINES,
    S_LEGEND_REAL_POINT,              /* the panel's key to a real straight-four point */
    S_LEGEND_FALSE_POINT,             /* ... and to a false one */
    S_LEGEND_FIVE_POINT,              /* ... to where a four's five would come */
    S_LEGEND_FOUR_POINT,              /* ... to a blocked three's point (only a four) */
    /* The file dialog's folders and summaries (files.c, gamefiles.h). */
    S_FILE_UP, S_FILE_HOME, S_FILE_GAMES, /* the folder buttons */
    S_FILE_PARENT,                    /* the ".." entry */
    S_FILE_FOLDER,                    /* under a folder's name */
    S_FILE_READING,                   /* a summary not read yet */
    S_FILE_BAD,                       /* %s: where and why the record is refused */
    S_FILE_UNREADABLE,                /* %s: why the file cannot be read */
    S_FILE_LIBRARY_ONLY,              /* %d: the moves a game's lines hold at most */
    S_FILE_TOO_LARGE,                 /* %d.%d: megabytes, %d: the limit */
    S_FILE_LIBRARY_BIG,               /* %d.%d: megabytes, %d: a game record's limit */
    S_FILE_LIBRARY_ONLY_MERGE,        /* the Merge tab's S_FILE_LIBRARY_ONLY: Enter makes a new file */
    S_FILE_LIBRARY_BIG_MERGE,         /* the Merge tab's S_FILE_LIBRARY_BIG (%d.%d MB): the same */
    S_FILE_UNFINISHED,                /* a record without a result */
    S_FILE_MOVES,                     /* %d moves (plural) */
    S_FILE_POSITION,                  /* a set-up's: position of %d stones (plural) */
    S_FILE_PLAYED,                    /* %s: a record's own date (its column: the file's) */
    S_FILE_GAME_OF,                   /* %d of %d: a collection's game, its games */
    S_FILE_LEFT_OUT,                  /* %d entries not listed (plural) */
    S_FILE_OLDER_LEFT_OUT,            /* %d older records not shown (plural) */
    S_FILE_CAPPED,                    /* %d: the names read of a huge folder */
    S_FILE_KEYS,                      /* the dialog's keys, when opening */
    S_FOLDER_DENIED, S_FOLDER_MISSING, S_FOLDER_NOT_DIR,
    S_FOLDER_ERROR,                   /* %s: the reason (English) */
    S_FILE_REPLACE_ASK,               /* %s: a file's name; before a save replaces it */
    S_FILE_REPLACE,                   /* the answer that replaces it */
    S_FILE_PATH_FULL,                 /* %d: the longest path in bytes (plural) */
    /* The help's keys page (keymap_help_rows): the New game dialog's keys. */
    S_KEY_HIDE_CURSOR, S_KEY_THEME, S_KEY_FULL_SCREEN,
    S_KEY_DLG_RULE, S_KEY_DLG_OPENING, S_KEY_DLG_FIRST, S_KEY_DLG_SECOND, S_KEY_DLG_LEVEL,
    S_KEY_DLG_CLOCK, S_KEY_DLG_START,
    S_KEY_DLG_TAB, S_TAB_KEY, /* help: the dialog's Tab and Space, and their "key" */
    S_NEW_GAME_KEYS,          /* the dialog's own hint at its Tab */
    S_NEW_GAME_KEYS_TYPING,           /* the same while the clock's field types */
    /* The help's pages (help.h): tabs, paragraphs, diagram captions. */
    S_HELP_PAGE_KEYS, S_HELP_PAGE_RULES, S_HELP_PAGE_FOULS, S_HELP_PAGE_ALLOWED,
    S_HELP_PAGE_FINE, S_HELP_PAGE_OPENINGS, S_HELP_PAGE_VARIANTS, S_HELP_PAGE_STUDY, S_HELP_PAGE_REVIEW,
    S_HELP_PAGE_LIBRARY, S_HELP_PAGE_NETWORK,
    S_HELP_PAGES,                     /* the help's foot: how to turn pages and close */
    S_HELP_MORE,                      /* a page too long for the window goes on */
    S_HELP_RULES_BOARD, S_HELP_RULES_WIN, S_HELP_RULES_DRAW, S_HELP_RULES_SHAPES,
    S_HELP_RULES_FOULS,
    S_HELP_FOULS_INTRO,
    S_HELP_DIA_33, S_HELP_DIA_44, S_HELP_DIA_44_LINE, S_HELP_DIA_OVERLINE,
    S_HELP_ALLOWED_INTRO,
    S_HELP_DIA_43, S_HELP_DIA_FIVE_FIRST, S_HELP_DIA_FALSE_THREE,
    S_HELP_FINE_INTRO,                /* the fine points: what a coach teaches after the fouls */
    S_HELP_DIA_FALSE_DEEP, S_HELP_DIA_BLOCKED, S_HELP_DIA_NO_FOUR,
    S_HELP_DIA_FORBIDDEN,             /* under a diagram: %s point, %s the foul */
    S_HELP_DIA_ALLOWED,               /* %s point */
    S_HELP_DIA_WINS,                  /* %s point */
    S_HELP_OPEN_INTRO, S_HELP_OPEN_FREE, S_HELP_OPEN_TARAGUCHI, S_HELP_OPEN_SOOSORV,
    S_HELP_OPEN_SWAP2,
    S_HELP_VAR_INTRO, S_HELP_VAR_GOMOKU, S_HELP_VAR_EXACT, S_HELP_VAR_FORBIDDEN_CENTRE,
    S_HELP_VAR_COMMON_CENTRE, S_HELP_VAR_ANTI, S_HELP_VAR_OLD, S_HELP_VAR_NARABE,
    S_HELP_VAR_PENTE,
    S_HELP_STUDY_PROBLEMS, S_HELP_STUDY_RATING, S_HELP_STUDY_HELP, S_HELP_STUDY_LIST,
    S_HELP_STUDY_TECHNIQUE, S_HELP_STUDY_TITLES, S_HELP_STUDY_OWN, S_HELP_STUDY_TRAINER,
    S_HELP_REVIEW_BROWSE, S_HELP_REVIEW_GRAPH, S_HELP_REVIEW_MISTAKES, S_HELP_REVIEW_ANALYSIS,
    S_HELP_REVIEW_ENGINE,
    S_HELP_REVIEW_LINES, S_HELP_REVIEW_NOTES,
    S_HELP_LIB_OPEN, S_HELP_LIB_MARKS, S_HELP_LIB_FIND, S_HELP_LIB_TREE, S_HELP_LIB_MERGE,
    S_HELP_LIB_RENLIB, S_HELP_LIB_FILES, S_HELP_LIB_FILES_BIG,
    S_HELP_NET_SEATS, S_HELP_NET_HOST, S_HELP_NET_JOIN, S_HELP_NET_PLAY, S_HELP_NET_CLOCK,
    S_HELP_NET_END,
    /* White's pick among the proposed fifth moves: %s the move kept (and %s stone 6). */
    S_MSG_FIFTH_KEPT, S_MSG_FIFTH_KEPT_PLAYED,
    /* The system's reasons a file could not be read or written (errno), after the
     * record's: "cannot open it: no such file or folder". */
    S_OS_NO_ENTRY, S_OS_ACCESS, S_OS_NO_SPACE, S_OS_READ_ONLY, S_OS_NAME_TOO_LONG,
    S_OS_NOT_DIR, S_OS_IS_DIR, S_OS_LOOP, S_OS_IO, S_OS_QUOTA, S_OS_TOO_MANY_FILES,
    S_OS_BUSY, S_OS_EXISTS,
    S_OS_OTHER,                       /* %d: any other errno, by its number */
    /* The engine in the window (issue 24). */
    S_GRAPH_AXIS,                     /* the graph's caption: what its height is */
    S_NBEST,                          /* the N-best view: "Best moves" */
    S_NBEST_FEWER,                    /* %d (plural): fewer best moves than asked */
    S_NBEST_LOST_BLACK_WINS,          /* the N-best view of a proven loss, Black to win */
    S_NBEST_LOST_WHITE_WINS,          /* the same, White to win */
    S_MSG_NBEST_COUNT,                /* %d (plural): the best moves the view now shows */
    S_NBEST_WINS,                     /* %d (plural): the moves proven to win, others unproven */
    /* The figures behind the analysis, an analyst's (audit34c B1: as renju-cli analyze). */
    S_SEARCH_FIGURES,                 /* %s time, %s nodes (plural by them), %s speed */
    S_SPEED_NPS, S_SPEED_KNPS, S_SPEED_MNPS, /* %s: nodes a second, thousands, millions */
    S_NBEST_DEPTH,                    /* %d: a best move's depth, short ("d14") */
    S_NBEST_WIN_IN, S_NBEST_LOSS_IN,  /* %d (plural): a best move's proven win or loss */
    S_MSG_ANALYSIS_NO_LINE_YET,       /* Ctrl+I while the analysis has no line yet */
    S_MSG_ANALYSIS_LINES_COPIED,      /* %d (plural): the best moves' lines copied */
    S_MOVE_NOW,                       /* the button: the computer plays at once */
    S_KEY_NBEST, S_KEY_MOVE_NOW,      /* their rows in the help */
    S_LEVEL_ABOUT,                    /* %d level, %s its time: "Level 10 — full strength, ..." */
    S_LEVEL_CLOCK,                    /* %d level, %s the time a clock leaves it */
    S_LEVEL_SET,                      /* %d level, %s the shorter time F3 set */
    S_LEVEL_DEPTH,                    /* %d level, %d its depth (plural), %s its time at most */
    S_LEVEL_DEPTH_CLOCK,              /* the same, %s the time a clock leaves it */
    /* Study mode (issue 25): problems and the forbidden-point trainer. */
    S_STUDY,                       /* the study mode's button and title */
    S_STUDY_PROBLEMS,
    S_STUDY_TRAINER,
    S_STUDY_ALL,                   /* the problem list's level filter: every level */
    S_STUDY_ORDER,                 /* under the list of every level: why levels interleave */
    S_STUDY_SOLVED_COUNT,          /* %d solved, %d problems */
    S_STUDY_TECHNIQUE,             /* the list's technique button, %s: its name (i18n_technique) */
    S_STUDY_TECHNIQUE_ALL,         /* the same when the list is by level */
    S_STUDY_SET,                   /* the same for a user's own set, %s: its file's name */
    S_STUDY_TECHNIQUE_COUNT,       /* a technique's list's last row: %d problems (plural), %d solved */
    S_STUDY_TECHNIQUE_ALL_SOLVED,
    S_STUDY_TITLE_HIDDEN,     /* a hidden title: %s the side to move (S_GOAL_BLACK) */
    S_STUDY_TECHNIQUE_HIDDEN, /* in S_PROBLEM_INFO for the technique: %s its key */  /* At my level (M) when every problem of the technique is solved */
    S_GOAL_VCF,                    /* %s: colour */
    S_GOAL_VCT,                    /* %s: colour */
    S_GOAL_FOUL,
    S_GOAL_DEFEND,                 /* %s: colour */
    S_GOAL_DEFEND_SEVERAL, /* %s: S_GOAL_BLACK or S_GOAL_WHITE */
    S_GOAL_BLACK, /* the side in the goal line, as the titles name it */
    S_GOAL_WHITE,
    S_PROBLEM_INFO,                /* %d level, %s technique, %d the problem's rating */
    S_PROBLEM_INFO_UNRATED,        /* the same without the rating (the rating hidden) */
    S_PLAY_RIGHT,                  /* %s: point */
    S_PLAY_RIGHT_ANSWERED,         /* %s: the learner's move, %s: the answer */
    S_PLAY_ALSO_WINS,              /* %s: point, %s the technique, %s the key that restarts */
    S_PLAY_SOLVED,
    S_PLAY_ALSO_HOLDS, /* %s: the other moves that hold, "f9" or "f9, j5" */
    S_PLAY_SOLVED_HELPED,
    S_TITLE_SOLVED_HELPED,
    S_TITLE_SOLVED_MISSED,
    S_PLAY_SOLVED_MISSED,
    S_PLAY_CONFIRM_SOLUTION,
    S_PLAY_CONFIRM_HINT,
    S_PLAY_WRONG_FOUL,             /* %s point, %s verdict */
    S_PLAY_WRONG_FIVE,             /* %s point, %s point */
    S_PLAY_WRONG_NOT_FOUR,         /* %s point, %s point */
    S_PLAY_WRONG_ESCAPES,          /* %s point, %s the defence's reply */
    S_PLAY_WRONG_LOSES,            /* %s point, %s the first move of the win */
    S_PLAY_WRONG_LOSES_FOUL, /* %s point, %s first move, %s the foul point, %s verdict */
    S_PLAY_WRONG_PASS,     /* %s point (no stone escapes it, but a pass does) */
    S_PLAY_WINS_NOT_FOURS, /* %s point, %s S_PLAY_TAKE_BACK */
    S_PLAY_WINS_LONGER,    /* %s point, %s S_PLAY_TAKE_BACK */
    S_PLAY_MAY_WIN,        /* %s point, %s S_PLAY_TAKE_BACK: a deeper search wins, unproven */
    S_PLAY_TAKE_BACK,
    S_PLAY_WAIT,
    S_PLAY_UNDECIDED,              /* %s: point */
    S_PLAY_CHECKING,               /* %s: point */
    S_PLAY_HINT_FILE,              /* %s: a file (column) letter */
    S_PLAY_HINT_MOVE,              /* %s: point */
    S_PLAY_SHOWING,
    S_PLAY_SHOWN,
    S_PLAY_SHOWN_DEFENCE, /* plural by the others: %s the answer shown, %s the others */
    S_PLAY_TAKEN_BACK,             /* U: %s the learner's move taken back */
    S_PLAY_TAKEN_BACK_ANSWER,      /* U: %s the learner's move and %s the answer to it taken back */
    S_PLAY_NOTHING_BACK,           /* U with no move of the learner's on the board */
    S_PLAY_SOLVED_TOOK_BACK,       /* solved after a right move was taken back */
    S_TITLE_SOLVED_TOOK_BACK,      /* the window's title then */
    S_PLAY_BACK_KEYS,              /* the card: what U and Home do */
    S_PLAY_RETRACTED,              /* the card: a right move was taken back, what that costs */
    S_SHOW_SOLUTION,               /* button: show the solution */
    S_RESTART,
    S_PREVIOUS,
    S_NEXT,
    S_PREVIOUS_SHORT, /* where "Previous" and its key do not fit */
    S_NEXT_SHORT,
    S_AT_MY_LEVEL,                 /* button: the problem nearest the learner's rating */
    S_STUDY_RATING,                /* %s: the learner's rating, its last change ("1523 (+12)") */
    S_STUDY_RATING_PROVISIONAL,    /* the same while it is provisional, where it fits */
    S_STUDY_RATING_PROVISIONAL_SHORT, /* "Rating %s, provisional": where the above has no
                                       * room (a label kept: audit 33b C1) */
    S_PROBLEM_STATS,               /* this try's %d wrong moves, %s time */
    S_PROBLEM_NEW,
    S_PROBLEM_STATS_HINTS,  /* this try's wrong moves, hints, time */
    S_PROBLEM_TRY_FRESH,    /* a new try, no move yet (tried before) */
    S_PROBLEM_TRY_CARRIED,  /* plural: %d an earlier try's moves on the board, gone on from */
    S_PROBLEM_TOTALS,       /* plural: %d tries in all, %d wrong moves, %s time */
    S_PROBLEM_TOTALS_HINTS, /* plural: tries, wrong moves, hints, time, in all */
    S_PROBLEM_STATS_SHOWN,  /* this try's wrong moves, time; its solution was shown */
    S_PROBLEM_STATS_HINTS_SHOWN,  /* this try's wrong moves, hints, time; solution shown */
    S_PROBLEM_TOTALS_SHOWN,       /* plural: tries, wrong moves, solutions shown, time */
    S_PROBLEM_TOTALS_HINTS_SHOWN, /* plural: tries, wrong moves, hints, solutions shown, time */
    S_PROBLEM_SHOWN_ONLY,
    S_PROBLEM_RATED_WIN,    /* card: this attempt's rating change (a sign, the points) */
    S_PROBLEM_RATED_LOSS,
    S_PROBLEM_RATED_WIN_PROVISIONAL, /* the same, the rating provisional, where its row */
    S_PROBLEM_RATED_LOSS_PROVISIONAL, /* has no room for the word */
    S_PROBLEM_RATED_BEFORE, /* card: a problem rated before this attempt rates nothing */
    S_PROBLEM_UNRATED_NOW,    /* card: this attempt solved it not cleanly, unrated */
    S_PROBLEM_UNRATED_BEFORE, /* card: solved before, not cleanly, never rated */
    S_PROBLEM_HINTS_ONLY, /* %d: hints asked for; the learner has not moved yet */
    S_PROBLEM_HINTS_CARRIED, /* %d: hints asked for, no move added to an earlier try's */
    S_TECH_FOUR,
    S_TECH_FOUR_THREE,
    S_TECH_OPEN_FOUR,
    S_TECH_THREE_THREE,
    S_TECH_WIN_BY_FOUL,
    S_TECH_DEFENCE,
    S_TECH_INTERMEDIATE,
    S_TECH_THREE_THEN_43,
    S_TECH_PSEUDO_THREE,
    S_TECH_OTHER_FLANK,
    S_TECH_TWO_FORBIDDEN,
    /* A technique's idea, shown once its problem is solved when the problem has no idea.*
     * lines of its own (i18n_technique_idea). */
    S_IDEA_FOUR,
    S_IDEA_FOUR_THREE,
    S_IDEA_OPEN_FOUR,
    S_IDEA_THREE_THREE,
    S_IDEA_WIN_BY_FOUL,
    S_IDEA_DEFENCE,
    S_IDEA_INTERMEDIATE,
    S_IDEA_THREE_THEN_43,
    S_IDEA_PSEUDO_THREE,
    S_IDEA_OTHER_FLANK,
    S_IDEA_TWO_FORBIDDEN,
    S_IDEA_STEP_FOUR_THREE,  /* the decisive step of the line, its moves named */
    S_IDEA_STEP_THREE_THREE, /* ... of a three-three's */
    S_TRAINER_DOUBLE_THREE,        /* trainer levels */
    S_TRAINER_DOUBLE_FOUR,
    S_TRAINER_FALSE_THREE,
    S_TRAINER_OVERLINE,
    S_TRAINER_FOUR_FOUR,
    S_TRAINER_FIVE_FIRST,
    S_TRAINER_WHITE_EYE,
    S_TRAINER_ASK,
    S_TRAINER_ASK_WHITE,
    S_CHECK,
    S_NEW_POSITION,
    S_TRAINER_SCORE,               /* %d hits, %d misses, %d false alarms, %d percent */
    S_TRAINER_STATS,               /* %d rounds, %d perfect, %d best percent */
    S_TRAINER_CLICK,
    S_TRAINER_UNDO_NONE,           /* U in the trainer with no point marked */
    S_TRAINER_UNDO_CHECKED,        /* U after Check */
    S_TRAINER_LEGEND_FOUND,        /* the key to the rings after Check, a part a kind */
    S_TRAINER_LEGEND_MISSED,
    S_TRAINER_LEGEND_MISSED_WHITE, /* the same in White's eye: a White four point */
    S_TRAINER_LEGEND_FALSE_ALARM,
    S_TRAINER_LEGEND_TRAP,
    S_TRAINER_LEGEND_WHITE, /* White's eye: the small white stone in the marks */
    S_TRAINER_LEGEND_LINES,
    S_TRAINER_WHITE_WHY,           /* %s point, %s the block */
    S_TRAINER_NOT_FORBIDDEN,       /* %s: point */
    S_TRAINER_NOT_ANSWER,          /* %s: point */
    S_TRAINER_NO_POSITION,
    S_PROGRESS_SET_ASIDE,          /* %s reason, %s file name */
    S_PROGRESS_PART_SET_ASIDE, /* %s reason (a line), %s the copy's name */
    S_PROGRESS_BAD,                /* %s: reason */
    S_STUDY_PLAY_SET_ASIDE,        /* %s: reason, %s: the copy's name */
    S_STUDY_PLAY_BAD,              /* %s: reason */
    S_PROGRESS_NOT_SAVED,          /* %s: reason */
    S_STUDY_PLAY_NOT_SAVED,        /* study-play.txt not written; %s: reason */
    S_PROBLEM_FILE_SKIPPED, /* %s the file's name, %s why (S_PROBLEM_FILE_*) */
    S_PROBLEM_FILES_MORE,   /* %d: the other files skipped */
    S_PROBLEM_OTHERS_HERE, /* after them, when some problems were read */
    S_PROBLEM_FILE_DAMAGED, /* %d: the line */
    S_PROBLEM_FILE_FOLDER,
    S_PROBLEM_FILE_UNREADABLE,
    S_PROBLEMS_NOT_LOADED,         /* %s: reason */
    S_PROBLEMS_NOT_FOUND,
    S_PROBLEMS_NO_FILES,   /* %s: the folder */
    S_PROBLEMS_NONE_READ,  /* %s: the folder */
    S_PROBLEM_FILE_IS_DIR, /* after a path and ": " */
    S_PROBLEM_LINE,        /* %d: a problem file's line, %s: why it is refused there */
    S_KEY_STUDY,
    S_KEY_SHOW_SOLUTION,
    S_KEY_STUDY_TAB,
    S_KEY_STUDY_LEVEL,
    S_KEY_STUDY_TECHNIQUE, S_KEY_STUDY_TITLES,
    S_KEY_STUDY_RATING,   /* the keys page: R hides or shows the study's rating */
    S_KEY_STUDY_LEARNERS, /* the keys page: P, the learners */
    S_LEARNERS,           /* the learners' list: its heading */
    S_LEARNER_FIRST,      /* the first learner, before anyone named them */
    S_LEARNER_ROW,        /* %s name, solved %d of %d, rating %d */
    S_LEARNER_ROW_HIDDEN, /* the same without the rating (the rating hidden) */
    S_LEARNERS_KEYS,      /* the list's keys */
    S_LEARNER_NEW_NAME,   /* %s: the name typed so far */
    S_LEARNER_TYPING_KEYS,
    S_LEARNER_NAME_EMPTY,
    S_LEARNER_NAME_TOO_LONG, /* %d: the most bytes */
    S_LEARNER_NAME_BAD_CHAR,
    S_LEARNER_NAME_TAKEN,
    S_LEARNER_FULL,          /* %d: the most learners */
    S_LEARNER_RESET_CONFIRM, /* %s: the learner's name */
    S_LEARNER_RESET_DONE,    /* %s: the learner's name */
    S_LEARNER_RESET_FAILED,  /* %s name, %s why */
    S_LEARNERS_NOT_SAVED,    /* %s why */
    S_LEARNER_NOW_STUDYING,  /* %s: the learner switched to */
    S_LEARNER_RENAME_FIELD,  /* %s the learner's name now, %s the new one typed so far */
    S_LEARNER_RENAME_KEYS,
    S_LEARNER_RENAMED,        /* %s the old name, %s the new */
    S_LEARNER_DELETE_CONFIRM, /* %s: the learner's name */
    S_LEARNER_DELETED,        /* %s: the learner's name */
    S_LEARNER_DELETE_LAST,    /* %s: the learner's name (the only one) */
    S_LEARNER_DELETE_FAILED,  /* %s name, %s why */
    S_STUDY_RATING_HIDDEN,   /* the rating's line while hidden */
    S_KEY_STUDY_BACK,              /* the keys page: the study's U and Home */
    S_TITLE_REFUTED,               /* the window title after a refuted move */
    S_MSG_PLAY_ON_OVER,            /* V on a loaded game that has ended */
    S_MSG_DRAW_WAIT,               /* while the computer judges a draw offer */
    S_FILE_NAME_NEEDED,            /* the save dialog's Enter on a folder with no name */
    S_FILE_PICTURE_NAME_NEEDED, /* Enter on ".../.png": the picture wants a name */
    S_ANALYSE_LIVE,                /* the infinite analysis' button */
    S_KEY_ANALYSE_LIVE,            /* its row in the help */
    /* Turning the whole game (symmetry.h). */
    S_KEY_ROTATE, S_KEY_MIRROR,    /* their rows in the help */
    S_KEY_MISTAKES,                /* the help's row of Ctrl+PgUp, Ctrl+PgDn */
    S_MISTAKE_KEYS,                /* the graph's caption row: %s those keys */
    /* The search for a forced win (Ctrl+F, controller_solve). */
    S_KEY_SOLVE,                   /* its row in the help */
    S_KEY_SOLVE_OTHER, S_SOLVE_OTHER_KEY, /* the opponent's (Shift+Ctrl+F): its row, its keys */
    S_MSG_SOLVE_WAIT,              /* while it runs; %s: the key that stops it */
    S_MSG_MISTAKE_BETTER, /* %d. %s the move, %d%% -> %d%% its player's chance after the
                           * better move and after it, %s nodes, %s the better move */
    S_MSG_MISTAKE_WORDS_BETTER, /* the same for a learner: the searches in words, no figure */
    S_MSG_MISTAKE_WIN_LOST,     /* a move out of a proven win: the proof's first move named */
    S_BOARD_BETTER,       /* the word on the board beside that better move's rings */
    S_MSG_HINT_LOST_FOUL, /* the hint, every move lost: %s the four's one block, %s its foul */
    S_MSG_HINT_LONGEST,   /* after "Every move loses: ...": %s the move that loses slowest */
    S_MSG_SOLVED_BLACK, S_MSG_SOLVED_WHITE, /* %s VCF or VCT, %d moves, %s the line */
    S_MSG_SOLVE_NONE_BLACK,        /* none found for the side searched; %s: the nodes */
    S_MSG_SOLVE_NONE_WHITE,
    S_MSG_ROTATED, S_MSG_MIRRORED, /* notices after a turn; %s: the key again */
    S_MSG_TURN_STUDY,              /* a turn asked in study mode; %s: the study's key */
    S_MSG_SETUP_STUDY,             /* a set-up asked in study mode; %s: the study's key */
    S_MSG_NOTE_STUDY,              /* a comment asked in study mode (F2); %s: the same */
    S_MSG_TURN_REFUSED,            /* a board with no centre point */
    S_ROTATE, S_MIRROR,            /* their small buttons beside the toggles, glyph first */
    /* Comments on moves (ui/note.c). */
    S_KEY_NOTE,                    /* the help's row */
    /* Board letters (the letter tool, Ctrl+A; session_letter_click). */
    S_KEY_LETTERS,                 /* the help's row */
    S_MSG_LETTERS_ON,              /* the tool on; %s: its key */
    S_MSG_LETTERS_OFF,             /* the tool off */
    S_MSG_LETTERS_OFF_PICK,        /* the tool off: a letter key picked a proposal */
    S_MSG_LETTERS_FULL,            /* %d: the most letters a position holds (REVIEW_MARKS_MAX) */
    S_MSG_LETTERS_STUDY,           /* the tool asked in study mode; %s: the study's key */
    S_MSG_TRIANGLES_ON,            /* the tool puts triangles; %s: its key */
    S_MSG_SQUARES_ON,              /* ... squares */
    S_MSG_CIRCLES_ON,              /* ... circles */
    S_MSG_CROSSES_ON,              /* ... crosses */
    S_MSG_SHAPES_FULL,             /* %d: the most shapes (REVIEW_SHAPES_MAX) */
    /* A move's mark ★ (Ctrl+D, session_toggle_marked). */
    S_KEY_MARK_MOVE,               /* the help's row */
    S_MSG_MOVE_MARKED,             /* %s: the move's point */
    S_MSG_MOVE_UNMARKED,           /* %s: the same */
    S_MSG_MARK_NO_MOVE,            /* no stone shown; %s: the key */
    S_MSG_MARK_STUDY,              /* asked in study mode; %s: the study's key */
    S_HELP_REVIEW_MARKED,          /* the help's paragraph */
    S_LABEL_TITLE,                 /* the board text editor's title; %s: the point */
    S_LABEL_HINT,                  /* its keys */
    S_LABEL_SIZE,                  /* %d characters typed, %d the most */
    S_LABEL_TOO_LONG,              /* %d: the most characters */
    S_LABEL_NOT_TEXT,              /* a text that is no board text */
    /* Deleting a line (Delete, session_delete). */
    S_KEY_DELETE,                  /* the help's row */
    S_MSG_DELETE_AGAIN,            /* %s the key, %d the moves (plural), %s undo */
    S_MSG_DELETE_AGAIN_BOTH,       /* the same with decisions among them: %s the key, %s what
                                    * goes (S_DELETE_AND: "3 moves and 2 decisions"), %s undo */
    S_DELETE_AND,                  /* %s moves (S_FILE_MOVES) and %s decisions */
    S_DELETE_DECISIONS,            /* %d decisions (plural): swaps, proposals, resignations */
    S_MSG_DELETED,                 /* %d: the move deleted with its line; %s: undo's key */
    S_MSG_DELETED_WAITS,           /* S_MSG_DELETED, the computer to move there waits; %s:
                                    * Move now's key */
    S_MSG_NO_DELETE,               /* on a clock or over the network */
    S_MSG_NOTHING_TO_DELETE,       /* Delete at the start (move 0) */
    S_MSG_UNDELETED,               /* undo brought the deleted line back */
    S_MSG_CLAIM_DROPPED,           /* %s "B+" or "W+": a record's claim, played on past */
    S_MSG_NO_LINES_TIMED,          /* Ctrl+Up/Down on a clock or over the network */
    /* The other lines of the shown move (Ctrl+Up/Down, session_sibling). */
    S_KEY_LINES,                   /* the help's row */
    S_MSG_NO_OTHER_LINE,           /* %d: the shown move's number (0: the start) */
    S_MSG_DRAW_TAKEN_BACK,   /* undo took back an agreed draw: the game goes on */
    S_MSG_RESIGN_TAKEN_BACK, /* ... a resignation */
    /* The opening library (ui/library.c). */
    S_KEY_LIBRARY_OPEN, S_KEY_LIBRARY, /* the help's rows */
    S_KEY_FIND_POSITION,
    S_FILE_TITLE_LIBRARY,          /* the file dialog opened by Ctrl+L */
    S_FILE_KEYS_LIBRARY,           /* its keys */
    S_LIBRARY_LOAD,                /* its button */
    S_FILE_LIBRARY,                /* the Files dialog's way to the library's mode */
    S_FILE_MERGE,                  /* its third tab: merge a file's lines into these */
    S_FILE_TITLE_MERGE, S_FILE_KEYS_MERGE, /* that mode's title and keys */
    S_MSG_MERGED,                  /* %s the file, %d new moves (plural) */
    S_MSG_MERGED_NOTES,            /* the same, comments or letters joined too */
    S_MSG_MERGED_NOTHING,          /* %s held nothing new */
    S_MSG_NOT_MERGED,              /* %s: why */
    S_MSG_MERGED_LIBRARY,          /* %s: the new library file, %d: moves added (plural) */
    S_NO_LIBRARIES,                /* its folder without .lib files */
    S_FILE_LIBRARY_SIZE,           /* a .lib entry's size: %d.%d MB */
    S_FILE_LIBRARY_KB,             /* one under 1 MB: %d KB */
    S_MSG_LIBRARY_LOADING,         /* %s: file */
    S_MSG_LIBRARY_LOADED,          /* %s: file */
    S_MSG_LIBRARY_LOADED_PEOPLE,   /* %s: file; the computer's seat given to a person */
    S_MSG_LIBRARY_INSTEAD,         /* %s: file, %d the moves a game's lines hold */
    S_MSG_LIBRARY_INSTEAD_BIG,     /* %s: file, %d a game record's megabytes at most */
    S_MSG_LIBRARY_LOADED_UNKEPT,   /* %s: file; its path too long for settings.conf */
    S_MSG_LIBRARY_REFUSED,         /* %s: reason; no library before */
    S_MSG_LIBRARY_REFUSED_KEPT,    /* %s: reason; the one before stays */
    S_MSG_LIBRARY_BUILTIN,         /* the built-in library shown; %s: Ctrl+L's key */
    S_LIBRARY_BUILTIN,             /* its name: the library dialog's first entry */
    S_LIBRARY_BUILTIN_ABOUT,       /* that entry's second line */
    S_LIBRARY,                     /* the panel box's title */
    S_LIBRARY_MOVES,               /* plural, %d: continuations of the position */
    S_LIBRARY_OUT,                 /* the position is not in the library */
    S_LIBRARY_NETWORK,             /* the view held back during a network game */
    S_LIBRARY_END,                 /* in it, with no continuation */
    S_LIBRARY_OTHER_BOARD,         /* a board not 15x15 */
    S_LIBRARY_LOADING,             /* the box while the file loads */
    S_LIBRARY_FOULS,               /* the legend of crossed marks */
    S_LIBRARY_BELOW,               /* plural: %s a continuation's point, %d moves below it */
    S_LIBRARY_OFF,                 /* the box, its marks off */
    /* Find position (findview.h, ui/findview.c) */
    S_FIND_PROGRESS,     /* plural on the second: %d files searched of %d */
    S_FIND_STOPPED,      /* plural on the second: the same, stopped by the player */
    S_FIND_FOUND,        /* plural on the first: %d games found, of %d read */
    S_FIND_NEXT,         /* plural on the second: %s next move, %d games */
    S_FIND_BLACK,        /* %d of its games Black won (a count of 0 is left out) */
    S_FIND_WHITE,        /* %d White won */
    S_FIND_DRAW,         /* %d drawn */
    S_FIND_OPEN,         /* %d unfinished */
    S_FIND_END,          /* the next move of games that end at the position */
    S_FIND_GAME,         /* %d the move the position stands after (a game's line begins so) */
    S_FIND_GAME_SIDE,    /* the same in a side line: %d that move, %d the side line's first */
    S_FIND_SIDE,         /* %d: of the lines found, side lines (SGF's variations...) */
    S_FIND_GAME_START,   /* the same when it stands at the start: the empty board searched */
    S_FIND_NEXT_SIDE,    /* %s: a next move; %d: side lines that go on so (no game does) */
    S_FIND_GAME_NTH,     /* %s file, %d: the game of an SGF collection */
    S_FIND_UNFINISHED,   /* a game's result: none */
    S_FIND_SKIPPED,      /* plural, %d: files skipped */
    S_FIND_PARTIAL,      /* plural, %d: files searched in part (their side lines not) */
    S_FIND_REFUSED,      /* plural on the second: %s file, %d games of it refused, %s why */
    S_FIND_LEFT_OUT,     /* plural on the first: %d files past the first %d not searched */
    S_FIND_TITLE,        /* the panel's title */
    S_FIND_STOP,         /* the search stopped where it stands */
    S_FIND_CLOSE,        /* the view closed */
    S_FIND_FOLDER,       /* another folder: the file dialog's folder mode */
    S_FIND_WHY,          /* %s: the files skipped ("2 files skipped"); a click lists why */
    S_FIND_BACK,         /* %s: the same; a click lists the games again */
    S_FIND_ALL,          /* the row that lists every game again */
    S_FIND_NONE,         /* no game reaches the position */
    S_FIND_NO_FILES,     /* the folder holds no game file */
    S_FIND_HOW,          /* what a click on a game or a next move does */
    S_FIND_HERE,         /* the file dialog's button in the folder mode */
    S_FILE_TITLE_FIND,   /* the file dialog's title in it */
    S_FILE_KEYS_FIND,    /* its keys */
    S_FILE_FIND,         /* the file dialog's way to the folder mode */
    S_MSG_FIND_OPENED,   /* %s: file, %d: the move after which the position stands */
    S_MSG_FIND_TURNED,   /* the same where the game's board is turned or mirrored */
    S_FIND_LIBRARY,      /* plural, %d: of the lines found, an opening library's */
    S_FIND_FOUND_LIBRARY, /* plural, %d: the same, where no game was read (libraries only) */
    S_FIND_NEXT_LIBRARY, /* %s: a next move; %d: library lines that go on so (no game does) */
    S_FIND_BELOW,        /* plural, %d: the library's moves on a next move (it, those below) */
    S_FIND_IN_LIBRARY,   /* %d: the move a library's line reaches the position after */
    S_FIND_LIBRARY_START, /* the same at the library's start (the empty board searched) */
    S_FIND_LIBRARY_ENDS, /* a library's line that ends at the position */
    S_FIND_LINE,         /* %s: a library line's moves ("h8 i9 h10") */
    S_FIND_NO_PLAYERS,   /* a game whose record names neither player */
    S_FIND_LINE_TURNED,  /* the same where the board's position is it turned or mirrored */
    S_MSG_FIND_CHANGED,  /* %s: a file changed since the search, which starts again */
    S_NOTE_ADD,                    /* the panel's row where the shown move has no comment */
    S_NOTE_ADD_GAME,               /* the same before the first move: the game's comment */
    S_NOTE_TITLE,                  /* %d: move number, %s: the move ("i9") */
    S_NOTE_TITLE_GAME,
    S_NOTE_HINT,                   /* the editor's keys */
    S_NOTE_SIZE,                   /* %d characters, %d percent of the most */
    S_NOTE_TOO_LONG,               /* %d: the most characters */
    S_NOTE_AHEAD,                  /* %s: a continuation pointed at ("i9 K"), its comment under */
    S_MSG_NOTE_SAVED, S_MSG_NOTE_REMOVED,
    S_MSG_NOTE_FULL,               /* %d: the bytes all the comments may hold */
    S_MSG_SAVED_NO_NOTES,          /* %s: file */
    S_MSG_SAVED_SOME_NOTES,        /* %s: an SGF file, which left some comments out */
    S_MSG_LOADED_NOTES_CUT,        /* %s: file, whose comments were cut to fit */
    S_MSG_LOADED_FOUL,             /* %s file, %d move, %s point, %s foul (Black's) */
    S_MSG_LOADED_FOUL_MORE,        /* the same, then %d moves after it left out (plural) */
    S_MSG_SAVED_NO_OPENING,        /* %s: file, which keeps no opening rule */
    S_MSG_SAVED_NO_OPENING_MORE,   /* %s: the same, nor comments or other lines */
    S_MSG_PASTED_FOUL,             /* a paste's S_MSG_LOADED_FOUL: %d move, %s point, %s foul */
    S_MSG_PASTED_FOUL_MORE,        /* the same, then %d moves after it left out (plural) */
    S_MSG_LOADED_RULE_UNKNOWN,     /* %s file, %s the SGF's rule name, %s the rule used */
    S_MSG_LOADED_RESULT_DROPPED,   /* %s file, %s the SGF's RE[] value, left out */
    S_MSG_PASTED_RULE_UNKNOWN,     /* a paste's: %s the SGF's rule name, %s the rule used */
    S_MSG_PASTED_RESULT_DROPPED,   /* a paste's: %s the SGF's RE[] value, left out */
    S_MSG_PASTED_NOTES_CUT,        /* the same for a paste */
    S_MSG_TURNED_NOTES_CUT,        /* %d: comments cut by a turn (plural) */
    S_MSG_SAVED_NO_LINES,          /* %s: file */
    S_MSG_SAVED_NO_NOTES_LINES,    /* %s: file */
    S_MSG_PROPOSE_MORE,            /* %d (plural): fifth moves still to mark */
    S_MSG_SAVED_NO_NOTES_LIB,      /* the three above for a game a .lib holds too */
    S_MSG_SAVED_NO_LINES_LIB,
    S_MSG_SAVED_NO_NOTES_LINES_LIB,
    S_MSG_SAVED_SETUP_AS_MOVES,    /* %s: file */
    S_MSG_SAVED_SETUP_AS_MOVES_MORE, /* %s: file */
    S_MSG_SAVED_SETUP_NO_TURN,       /* %s: a .psq file; the set-up's side to move lost */
    S_MSG_SAVED_SETUP_NO_TURN_MORE,  /* %s: the same, and comments or other lines */
    S_MSG_SAVED_SGF_SETUP_AS_MOVES,  /* %s: an SGF file; something inside the set-up */
    S_MSG_SAVED_SGF_SETUP_AS_MOVES_MORE, /* %s: the same, and comments left out */
    S_MSG_ALSO_NO_RESULT,          /* a save's further sentence: the result is not in it */
    S_MSG_ALSO_NO_RESULT_KEPT,     /* the same: %s the RE[] value an SGF gave ("B+") */
    S_MSG_ALSO_NO_INFO,            /* the same: %s the fields (S_INFO_*) it does not keep */
    S_MSG_ALSO_NO_RULE,            /* the same: %s the rule set's title, %s its --rule name */
    S_INFO_PLAYERS, S_INFO_EVENT, S_INFO_DATE, S_INFO_TIMES, /* those fields, in that list */
    S_INFO_BLACK, S_INFO_WHITE, /* one player's name (.psq: the other's is kept) */
    S_INFO_CHOICE_TIMES,        /* the times of swaps, options, proposals (.psq) */
    S_INFO_CLOCK,               /* the time control ("clock: fischer 5m+3s") */
    S_INFO_GAME_INFO,           /* an SGF's other game information (PC[], RO[], BR[]...) */
    S_INFO_LIST_LAST,              /* %s, %s: the list's last two ("date or thinking times") */
    S_MSG_ALSO_GAMES,              /* a load's further sentence: game %d of %d read */
    S_MSG_ALSO_TRAILING,           /* the same: text after the game that is no game */
    S_MSG_ALSO_SETUP_SKIPPED,      /* %d SGF nodes (plural) with AB[]/AW[] left out, %d moves */
    S_MSG_ALSO_SETUP_SIDE,         /* the same, of side lines (%d: moves of its line) */
    S_MSG_ALSO_SETUP_BOTH,         /* the two in one: the main line's, then side lines' */
    S_MSG_ALSO_SIDE_CUT,           /* %d SGF side lines cut (plural), the first's move %d, point %s */
    S_MSG_ALSO_PROPS_SKIPPED,      /* %s: the SGF properties left out ("5A PC RO") */
    S_MSG_ALSO_OPENING_GUESSED,    /* no RU[], first stone off the centre: read as Swap2 */
    S_MSG_ALSO_RESULT_KEPT,        /* %s: RE[] a winner without a reason, kept for SGF */
    S_MSG_ALSO_LINES_LEFT_OUT,     /* a load's: %d moves of other lines not read (plural) */
    S_MSG_ALSO_KEPT_LOST,          /* a save's: %d moves after a foul or a five left out (plural) */
    S_MSG_ALSO_SHAPES_LOST,        /* a save's: %d shapes left out (plural) */
    S_MSG_ALSO_MARKED_LOST,        /* a save's: %d marked moves left out (plural) */
    S_MSG_ALSO_LABEL_MARKS_LOST,   /* a save's: %d letters kept without their mark (plural) */
    S_MSG_ALSO_LETTERS_LOST,       /* a save's: %d board letters and texts left out (plural) */
    S_MSG_ALSO_MARKS_OVER,   /* a load's: %d marks (plural) past %d letters, %d shapes */
    S_MSG_ALSO_LABELS_NOTED, /* a load's: %d labels (plural) as comment lines; %d, %d limits */
    S_MSG_ALSO_LABEL_MARKS_NOTED, /* a load's: %d marked labels (plural), the same, unmarked */
    S_MSG_ALSO_FIVE_AFTER,         /* a load's: %d moves (plural) after the five on move %d */
    S_MSG_ALSO_FIVE_KEPT,          /* the same, kept as the five's line (.sgf, .lib) */
    S_MSG_ALSO_FIVE_PASTED,        /* a paste's: the same, no file to speak of */
    S_MSG_ALSO_MARKS_SKIPPED,      /* a load's: %d board marks not read (plural) */
    S_MSG_ALSO_RULE_UNKNOWN,       /* a record's further sentence: %s its RU[], %s the rule read */
    S_MSG_ALSO_RULE_FITTED,        /* the same: %s the rule set its stones fit (it names none) */
    S_MSG_ALSO_RESULT_DROPPED,     /* the same: %s its RE[] value, left out */
    S_MSG_ALSO_NOTES_CUT,          /* the same: comments cut or left out */
    S_MSG_ALSO_TEXTS_UNREAD,       /* a load's: %d names or comments (plural) with bytes as '?' */
    S_MSG_ALSO_CHARSET_UNKNOWN, /* a load's: CA[%s] unknown, the texts read as %s (a page) */
    S_MSG_ALSO_CHARSET_GUESSED, /* a load's: no CA[], not UTF-8: read as %s */
    S_MSG_ALSO_DAMAGED,         /* a load's: read up to byte %ld of %ld, the rest damaged */
    S_MSG_ALSO_LIB_UTF8,        /* a .lib save's: %d texts (plural) written as UTF-8 */
    S_MSG_ALSO_REDO_DROPPED,       /* the same: %s its "redo:" or "unmarked:" as written */
    S_MSG_ALSO_MARKS_DROPPED,      /* the same for "marked:" */
    S_MSG_ALSO_HEADER_DROPPED,     /* the same for a header of an extra ("seats: ...") */
    S_MSG_NOTICE_PAGE,             /* %d of %d: the page of a notice too long for its room */
    S_MSG_ALSO_GAMES_PASTED,       /* a paste's S_MSG_ALSO_GAMES: the text, not a file */
    S_MSG_LOADED_RULE_FITTED,      /* %s file, %s the rule set its stones fit (it names none) */
    S_MSG_PASTED_RULE_FITTED,      /* a paste's: %s the rule set its stones fit */
    S_SETUP,                       /* the panel's button: set up a position */
    S_SETUP_TITLE,
    S_SETUP_CLEAR,
    S_SETUP_DONE,
    S_SETUP_HOW,
    S_SETUP_FIELD,      /* the empty field, before it is typed in */
    S_SETUP_FIELD_KEYS, /* the field's keys, while it is typed in */
    S_SETUP_COUNT,                 /* stones on the board */
    S_SETUP_LIST_ROW,              /* %d: the set-up's last move number (the move list) */
    S_SETUP_NO_SIDE,
    S_SETUP_PASS_NOTE,             /* the side to move chosen is not the counts' */
    S_SETUP_RULE,                  /* %s: the rule set */
    S_SETUP_PENTE,
    S_SETUP_ERR_FIVE,              /* %s: a point */
    S_SETUP_ERR_FOUL,              /* %s point, %s the foul */
    S_SETUP_ERR_CENTRE,            /* %s: the centre */
    S_SETUP_STUDY,                 /* %s: the centre, which holds no Black stone */
    S_SETUP_STUDY_COUNTS,          /* the counts fit no game: a study position */
    S_SETUP_LIST_STUDY,            /* %d: a study position's stones (the move list) */
    S_SETUP_LIST_STUDY_WHITE,         /* the same, White to play first */
    S_SETUP_LIST_STONES,              /* %s: Black's placed stones, %s: White's */
    S_MSG_SET_UP_STUDY,
    S_SETUP_ERR_NO_ORDER,
    S_SETUP_ERR_STONES,            /* %d: the stone limit */
    S_SETUP_ERR_TEXT,              /* %s: why (i18n_position_error) */
    S_SETUP_ERR_RECORD,            /* %s: why a record given was not read (i18n_record_error) */
    S_SETUP_ERR_PASS,
    S_SETUP_ERR_LINE,              /* %d stones (6 or more) in a winning line, %s a point */
    S_SETUP_ERR_FULL,              /* a study position: the board is full */
    S_SETUP_ERR_NO_FIVE,           /* a study position: neither side can make five */
    S_SETUP_ERR_OVER,              /* a study position: the game would be over otherwise */
    S_POS_NOT_LIST,                /* %s: the word */
    S_POS_TWO_LISTS,               /* %s: "b=" or "w=" */
    S_POS_NOT_POINT,               /* %s: the word */
    S_POS_TWICE,                   /* %s: the point */
    S_POS_MOVE_NOT_POINT,          /* %d: move number, %s: the word */
    S_POS_MOVE_OCCUPIED,           /* %d: move number, %s: the point */
    S_POS_TOO_MANY,
    S_POS_MOVE_NUMBER,
    S_POS_NO_STONES,
    S_MSG_SET_UP,
    S_KEY_SETUP,
    S_MSG_SETUP_CLOCK,             /* %s: the pause key */
    S_EXT_SPAWN, /* %s: the engine's name */
    S_EXT_START, /* %s: the engine's name */
    S_EXT_EXITED, /* %s: the engine's name */
    S_EXT_TIMEOUT, /* %s: the engine's name */
    S_EXT_GARBAGE, /* %s: the engine's name; %s: its answer's first bytes */
    S_EXT_ERROR, /* %s: the engine's name */
    S_EXT_OFF_BOARD, /* %s: the engine's name; %s: its move as it wrote it ("17,3") */
    S_EXT_OCCUPIED, /* %s: the engine's name; %s: the point ("j10") */
    S_EXT_FOUL, /* %s: the engine's name; %s: the point; %s: the foul ("double-three") */
    S_EXT_FLOOD,   /* %s: the engine's name */
    S_EXT_REFUSED, /* %s: the engine's name; %s: the point; %s: the game's refusal, a
                    * sentence ("The first stone goes on the centre, h8.") */
    S_EXT_RULE, /* %s: the engine's name */
    S_ENGINE_FILE,  /* the New game dialog's label of the engine path field */
    S_ENGINE_OTHER, /* the Engine row's choice while no outside engine is set */
    S_PICK_HINT,     /* the empty engine path field */
    S_PICK_CHECKING, /* %s: the path */
    S_PICK_OK,       /* %s: the engine's name; %s: the path */
    S_PICK_NO_FILE,  /* %s: the path */
    S_PICK_NOT_RUN,  /* %s: the path */
    S_PICK_TOO_LONG, /* %s: the path (its absolute form over SETTINGS_ENGINE_PATH_MAX) */
    S_PICK_TIMEOUT,  /* %s: the path */
    S_PICK_TIMEOUT_ABOUT, /* %s: the path */
    S_PICK_START_OLD,     /* %s: the engine set before, which Start plays */
    S_PICK_START_BUILTIN,
    S_PICK_REFUSED,  /* %s: the path */
    S_ENGINE,         /* the New game dialog's row: who plays the computer's moves */
    S_ENGINE_BUILTIN, /* our own AI, beside the outside engine's name */
    S_ENGINE_OPENING, /* the New game dialog, an outside engine under an opening rule */
    S_KEY_ENGINE_SETTINGS, /* the help's row */
    S_KEY_MARK_ONLY, S_MARK_ONLY_KEY,   /* the help's row of Ctrl+click on a point, its keys */
    S_KEY_MARK_NEVER, S_MARK_NEVER_KEY, /* of Shift+Ctrl+click, its keys */
    S_KEY_CLEAR_MARKS,                  /* the help's row of the key that clears them */
    S_MSG_MARKS_NO_ENGINE, /* Ctrl+click with no engine to use the marks */
    S_MSG_MARKS_NETWORK,   /* ... in a network game under way */
    S_MARKS_ONLY,   /* %d (plural): after the analysis' or the hint's words: its moves marked */
    S_MARKS_OUT,    /* %d (plural): the moves left out of it */
    S_MARKS_FORCED, /* the marks set aside: the opponent's four had to be blocked */
    S_MARKS_NONE_LEGAL, /* the marks set aside: none of the marked moves is legal */
    S_HELP_REVIEW_MARKS, /* the help's paragraph on the marks */
    S_ENGINE_SETTINGS,     /* the Engine settings dialog's title */
    S_ENGINE_SETTINGS_BUTTON, /* the New game dialog's button that opens it */
    S_ENG_KEYS,            /* its keys, beside the title */
    S_ENG_MOVE,            /* its rows: the computer's time a move at level 10 */
    S_ENG_ANALYSIS,        /* the analysis' and the hint's time */
    S_ENG_THREADS,
    S_ENG_MEMORY,
    S_ENG_BY_LEVEL,        /* %s: level 10's own time ("10 s") */
    S_ENG_ANALYSIS_DEFAULT, /* %s: the analysis' default time */
    S_ENG_THREADS_AUTO,    /* %d: the threads it makes (one a processor, at most 8) */
    S_ENG_THREADS_OF,      /* %d: the threads; %d: the processors */
    S_ENG_MEMORY_OWN,      /* %d: the built-in AI's table, MB */
    S_ENG_MEMORY_MB,       /* %d: the memory, MB; %d: the built-in AI's table, MB */
    S_ENG_MEMORY_CAPPED,   /* %d: the file's MB, %d: the MB used (half the RAM) */
    S_ENG_NOT_SAVED,       /* %s: why settings.conf was not saved */
    S_ENG_NOTE,            /* under the rows: when and to whom it applies */
    S_CLOSE,
    S_NETWORK, /* the New game dialog: a seat played over the network */
    S_NET_ROW, /* the dialog's row: host or join */
    S_NET_HOST,
    S_NET_JOIN,
    S_NET_PORT,
    S_NET_ADDRESS,
    S_OPPONENT, /* the seat of the person over the network */
    S_MSG_REMOTE_TURN,
    S_NET_WAITING, /* %d: the port; %s: the addresses */
    S_NET_CONNECTING, /* %s: host:port */
    S_NET_OFFERED, /* then the rule set, the opening rule and the time control */
    S_NET_YOU_FIRST,
    S_NET_YOU_SECOND,
    S_NET_ASK_DRAW,
    S_NET_ASK_UNDO,
    S_NET_ASK_UNDO_MOVE, /* %s: the asker's move taken back */
    S_NET_ASK_UNDO_MOVES, /* %s: the asker's move, %s: ours after it, both taken back */
    S_NET_CONFIRM_DRAW,
    S_NET_DRAW_ASKED,
    S_NET_UNDO_ASKED,
    S_NET_DRAW_DECLINED,
    S_NET_UNDO_DECLINED,
    S_NET_UNDO_ACCEPTED,
    S_NET_NO_UNDO,
    S_NET_WAIT_ANSWER,
    S_NET_DRAW_ACCEPTED,
    S_NET_DRAW_CROSSED,
    S_NET_UNDO_CROSSED,
    S_NET_LIVE_ONLY, /* a click or pass on an earlier position of a network game */
    S_NET_LOST_NOTE, /* the comment on the last move when the connection dropped */
    S_NET_RESUMED_LOST, /* a network game resumed after the window was stopped in it */
    S_NET_STARTED,
    S_NET_END_LEFT,
    S_NET_DECLINED, /* host: the joiner cancelled at the offer; the host waits on */
    S_NET_READING, /* host: a joiner has connected and reads the game offered */
    S_NET_END_LOST,
    S_NET_END_LOST_EARLY,
    S_NET_END_QUIT,
    S_NET_END_VERSION, /* %d: the peer's version */
    S_NET_TURNED_AWAY, /* %d: the version of a program that connected to the host */
    S_NET_END_UNKNOWN_GAME, /* joiner: the host's GAME line names what this one does not know */
    S_NET_END_TURN,
    S_NET_END_REFUSED, /* %s: why the rules refuse it (i18n_refusal) */
    S_NET_END_BROKEN,
    S_NET_END_BROKEN_EARLY, /* before the game began: nothing to keep */
    S_NET_FAILED, /* %s: why, in English */
    S_NET_BAD_ADDRESS,
    S_NET_BAD_PORT,
    S_NET_END_CLAIM,
    S_NET_NO_PAUSE,
    S_NET_NO_UNDO_OVER,
    S_NET_NO_CLOCK, /* in the host's game offered: no time control */
    S_NET_PORT_TAKEN,   /* %d: the port another program holds */
    S_NET_PORT_DENIED,  /* %d: a port this user may not listen on */
    S_NET_CONN_REFUSED, /* %s: host:port, where nobody listens */
    S_NET_NO_HOST,      /* %s: host:port, a name nobody knows */
    S_NET_TIMED_OUT,    /* %s: host:port, which did not answer */
    S_NET_UNREACHABLE,  /* %s: host:port, no route */
    S_NET_END_AFTER_END,
    S_NET_END_TOO_LONG, /* %d: the longest line */
    S_NET_END_OFF_BOARD,
    S_CONFIRM_QUIT_NET, /* Ctrl+Q or the window closed in a live network game */
    S_NET_HOST_STOPPED, /* the host's wait cancelled */
    S_NET_HOST_STOPPED_NO_GAME, /* ... after a joiner came (and declined, or was reading) */
    S_NET_JOIN_STOPPED, /* %s: host:port, the joiner's wait cancelled */
    S_NET_ENDED_HOLD,   /* a click just after a network game ended undecided */
    S_NET_ENDED_HOLD_CLOCK, /* the same on a clock (the game paused) */
    S_GAME_INFO,        /* the Game info dialog's title */
    S_GAME_INFO_BUTTON, /* the Save dialog's way to it */
    S_GAME_INFO_EVENT,  /* its rows: the event (a tournament, a club night) */
    S_GAME_INFO_DATE,   /* the date the game was played */
    S_INFO_NOTE,        /* under the rows: whom Black and White name, where it is kept */
    S_INFO_OK,          /* its button: the names taken */
    S_KEY_GAME_INFO,    /* the help's row */
    S_KEY_FIND_NOTE,    /* the help's row: Find in comments */
    S_FIND_NOTE,        /* Find in comments: the dialog's title (ui/notefindview.c) */
    S_FIND_NOTE_COUNT,  /* %d of %d: the position shown among those found */
    S_FIND_NOTE_NONE,   /* no comment holds the text */
    S_FIND_NOTE_HINT,   /* what Enter and Esc do there */
    S_FIND_NOTE_NEXT,   /* its button: the next one */
    S_PICTURE_SHEET,    /* the picture's option: the score sheet's header and decisions */
    S_SHEET_PLAYERS,    /* %s Black's player, %s White's (at the game's end) */
    S_SHEET_UNFINISHED, /* the score sheet's result line of a game not over */
    S_SHEET_DECISIONS,  /* %s: the opening's decisions, each after its move number */
    S_KEY_PICK_LETTER, S_PICK_LETTER_KEY, /* the help's row of the pick by letter, its keys */
    S_NOTE_DISCARD_ASK, /* the comment editor after Esc over a changed text */
    S_MSG_RESIGN_TAKEN_BACK_CLOCK, /* undo of a resignation on a clock: the clock runs again */
    S_MSG_DRAW_TAKEN_BACK_CLOCK,   /* ... of an agreed draw */
    S_COUNT
} StrId;
/* clang-format on */

/* Reads the catalogues of uk, ru and bg from localedir (LANG/LC_MESSAGES/renju.mo), once
 * per process: call it before starting threads; later calls only count what the first
 * loaded. Returns the number of languages loaded; err (may be NULL) says which were not
 * and why. A language without a catalogue speaks English. */
int i18n_load(const char *localedir, char *err, size_t cap);

/* Room for one catalogue line with its arguments (a note, a message; not a help page):
 * every such line fits it in every language (tests/test_i18n.c). */
#define I18N_LINE_MAX 1024

/* The text of id in lang (never NULL; English where the language has no translation). */
const char *i18n_text(Lang lang, StrId id);
/* The same for a count n: the plural form lang uses for n ("%d хід/ходи/ходів"). */
const char *i18n_ntext(Lang lang, StrId id, long n);
/* The language's own name ("English", "Українська", ...). */
const char *i18n_lang_name(Lang lang);
/* Its code for settings: "en", "uk", "ru", "bg". */
const char *i18n_lang_code(Lang lang);
/* Its short name in its own script, for the language button: "EN", "УКР", "РУС", "БГ". */
const char *i18n_lang_short(Lang lang);
/* LANG_COUNT when code is not one of ours; accepts "uk_UA.UTF-8" style locales too. */
Lang i18n_lang_from_code(const char *code);
/* The language the environment asks for, in gettext's order (each argument that
 * environment variable's value, NULL when unset): the first of ours in LANGUAGE's list
 * ("de:ru:en" is Russian), else the first of LC_ALL, LC_MESSAGES and LANG that is set and
 * not empty ("C" or a language we do not speak: LANG_COUNT, no language). Unlike gettext,
 * LANGUAGE counts in the C locale too. */
Lang i18n_lang_from_env(const char *language, const char *lc_all, const char *lc_messages,
                        const char *lang);

/* renju-cli's words (cli_text.h) in lang, for a count n (1 when none). */
const char *i18n_cli(Lang lang, CliText id, long n);
/* Is lang's catalogue loaded (English always is)? */
bool i18n_has(Lang lang);

/* The localized name of an opening rule ("Taraguchi-10"). */
const char *i18n_opening_title(Lang lang, OpeningId id);
/* The localized display name of a rule set and a verdict ("double-three"). */
const char *i18n_rule_title(Lang lang, RuleId id);
const char *i18n_verdict(Lang lang, RuleVerdict v);

/* The explanation of e in lang, one sentence per line (English uses the rules module's
 * own text). Returns the length written (truncated to cap - 1). */
size_t i18n_explain(Lang lang, const RuleExplanation *e, char *buf, size_t cap);
/* n >= 0 with its digits grouped by three as lang writes them (2,000,000; 2 000 000). */
size_t i18n_grouped(Lang lang, long long n, char *buf, size_t cap);
/* The name of a line's direction ("horizontal"), as the explanations write it. */
const char *i18n_dir_name(Lang lang, int dir);
/* The words of the explanations in lang (English where the catalogue has none). */
const RuleExplainWords *i18n_explain_words(Lang lang);
/* One short line: "h8: forbidden for Black, double-three." */
size_t i18n_explain_short(Lang lang, const RuleExplanation *e, char *buf, size_t cap);

/* A time control as the New game dialog names it: "No clock", "5 min + 3 s a move". */
size_t i18n_time_control(Lang lang, const TimeControl *tc, char *buf, size_t cap);

/* "Black wins — five in a row", "Draw — two passes" ... for a finished game. */
size_t i18n_result(Lang lang, const Game *g, char *buf, size_t cap);
/* The same from a result, its reason and the winning line's stones (Game.nfive: more
 * than five is an overline that won; 0 when unknown) for a record's summary; 0 for
 * RESULT_NONE. */
size_t i18n_result_of(Lang lang, GameResult result, ResultReason reason, int nfive, char *buf,
                      size_t cap);
/* The game's refusal e in lang's words: "h8 is occupied.", "j8 is forbidden for Black:
 * double-three.", "Mark all 10 fifth moves first." */
size_t i18n_refusal(Lang lang, const GameError *e, char *buf, size_t cap);
/* Why a record was refused, in lang's words as far as the program has them: the place
 * (line, byte, move) and the game's refusal of a move are worded; a record's own fault,
 * known only in English, is marked as English. */
size_t i18n_record_error(Lang lang, const RecordError *e, char *buf, size_t cap);
/* The same with the file named first when the place is in it (a line or a byte: "cut.lib:
 * byte 3814152: a comment runs past the end of the file"), for a notice that stands alone
 * (the file list's row has its name already). */
size_t i18n_record_error_named(Lang lang, const RecordError *e, char *buf, size_t cap);
/* The same as a terminal line says it, whole: e->msg in English ("g.sgf: byte 0: not an
 * SGF file ..."), else its parts (the file as given, the place, the reason, the system's
 * word) in lang's words in the same order. renju-cli's errors and the window's stderr. */
size_t i18n_record_error_line(Lang lang, const RecordError *e, char *buf, size_t cap);
/* The template of reason r in lang (record_reason_english()'s conversions, in order);
 * the English one when the language has no translation; NULL for RECORD_R_NONE and
 * RECORD_R_REFUSED (the game's refusal is worded by i18n_refusal). */
const char *i18n_record_reason(Lang lang, RecordReason r);
/* Why setup_build refused the stones (e, under rs), in lang's words: the window's and
 * renju-cli's one wording (SETUP_COUNTS: empty, each says the counts its own way). */
void i18n_setup_error(Lang lang, const RuleSet *rs, const SetupError *e, char *buf, size_t cap);
/* Why set-up text was not a position (e), in lang's words; returns the length wanted. */
size_t i18n_position_error(Lang lang, const PositionError *e, char *buf, size_t cap);
/* Why a problem file's text is refused (f), in lang's words: the reason alone
 * (i18n_problem_reason), or after its line, "line 3: ..." (i18n_problem_fault, the
 * English problem_fault_format's); each returns the length. */
size_t i18n_problem_reason(Lang lang, const ProblemFault *f, char *buf, size_t cap);
size_t i18n_problem_fault(Lang lang, const ProblemFault *f, char *buf, size_t cap);
/* The system's reason (an errno) in lang, into buf. */
size_t i18n_os_error(Lang lang, int os, char *buf, size_t cap);

/* An action as the move list shows it, a point or the opening's word for it, appended to
 * buf (its text at *len; cut between characters). */
void i18n_action(Lang lang, const Action *a, char *buf, size_t cap, size_t *len);
/* An AI score (side-to-move view, `side` to move) as text from the leader's view, its
 * chance to win (ai_win_percent): "Black 73%", "even position (50%)", "White wins
 * (forced, 5 moves)" (only a proof, ai_score_is_proven, is "forced"; the search's
 * unproven verdict is "Black is winning (search, 99%)", with the chance the N-best disc
 * shows). The one way the window writes an evaluation. */
size_t i18n_eval(Lang lang, int score, Stone side, char *buf, size_t cap);
/* The same for the side to move, also when it trails: "White 30%", "White is losing
 * (search, 1%)" (the N-best view, where each move is the mover's choice, its disc the
 * same chance); a proof reads as i18n_eval's. */
size_t i18n_eval_mover(Lang lang, int score, Stone side, char *buf, size_t cap);
/* An evaluation as i18n_eval's with the depth of the search behind it, unless it is a
 * proof (whose words say so): "White 59% · depth 12", "Black is winning (search, 99%) ·
 * depth 11", "Black wins (forced)". The hint's words. */
size_t i18n_eval_depth(Lang lang, int score, Stone side, int depth, char *buf, size_t cap);
/* i18n_eval_depth's verdict worded to be pasted after a line of moves, without brackets:
 * "Black 73% · depth 3", "even position, 50% · depth 9", "White wins by force in 2
 * moves", "Black is winning by the search · depth 11". */
size_t i18n_eval_plain(Lang lang, int score, Stone side, int depth, char *buf, size_t cap);
/* The same for the side to move, also when it trails ("White 25% · depth 14"), as the best
 * moves' rows give it: a copied best move's. */
size_t i18n_eval_plain_mover(Lang lang, int score, Stone side, int depth, char *buf, size_t cap);
/* How i18n_search_line words its line (flags). */
enum {
    I18N_LINE_MOVER = 1, /* the side to move's chance, as the best moves' list beside it */
    I18N_LINE_DEPTH = 2  /* the search's depth: an analyst's figure, not a learner's */
};
/* One line of a search's report, `side` to move: "<head>: " when head is not NULL, then
 * the evaluation (the leader's, i18n_eval; with I18N_LINE_MOVER in how, the side to
 * move's), the best move, and with I18N_LINE_DEPTH the depth unless the result is proven
 * ("Analysis: Black is winning (search, 99%) · best h10 · depth 11", "Analysis: Black wins
 * (forced, 3 moves) · best h10": the threat solver's proof comes as depth 1). */
size_t i18n_search_line(Lang lang, const char *head, const AiInfo *in, Stone side, unsigned how,
                        char *buf, size_t cap);

/* A level of the computer as the New game dialog describes it, from the levels' table
 * (ai_level): a depth-limited level its depth and its time as a cap, "Level 5 — 3 moves
 * deep, at most 2 s a move"; the full level its time, "Level 10 — full strength, about
 * 10 s a move" (a decimal comma in uk/ru/bg: "1,5 с"). Under a clock tc (NULL: none)
 * the time it gives the computer's first move (clock_first_budget), when it differs:
 * "Level 10 — full strength, about 20 s a move on this clock" (the full level spends the
 * clock, the others keep their time as a cap). */
size_t i18n_level(Lang lang, int level, const TimeControl *tc, char *buf, size_t cap);
/* The same with the player's time a move at the full level (the Engine settings; 0: the
 * level's own), which a clock's budget then caps. */
size_t i18n_level_at(Lang lang, int level, const TimeControl *tc, int move_ms, char *buf,
                     size_t cap);
/* A time as the window says it: "1 h 5 min", "10 s", "2.5 s" ("2,5 с" in uk/ru/bg). */
void i18n_duration(Lang lang, int64_t ms, char *buf, size_t cap);

/* The name of one of the 26 standard openings as players of lang write it: "Kagetsu",
 * uk "Каґецу", ru "Кагэцу", bg "Кагецу"; "" for NAMED_OPENING_NONE (named_opening.h
 * finds the opening of a position, named_opening_code() gives its code, "4D"). */
const char *i18n_named_opening(Lang lang, NamedOpening id);

/* The words for a technique id of the problem files (problem.h: "four-three",
 * "pseudo-three"): "four-three (4x3)", uk "вилка 4×3"; NULL for an id with no words
 * (tests/test_i18n.c walks the collection's ids). */
const char *i18n_technique(Lang lang, const char *id);
/* Why a technique id's line wins, a sentence or two in lang; NULL for an id with none. */
const char *i18n_technique_idea(Lang lang, const char *id);
/* One compiled catalogue (.mo) in memory, for i18n_load() and for tests: every string
 * is checked to lie inside the data, the header must say UTF-8 and lang's plural rule,
 * and a translation whose printf conversions differ from the English is refused (counted
 * by i18n_catalog_refused) so the English is used. NULL with err on a broken file. */
typedef struct I18nCatalog I18nCatalog;
I18nCatalog *i18n_catalog_read(Lang lang, const void *bytes, size_t len, char *err, size_t cap);
void i18n_catalog_free(I18nCatalog *c);
int i18n_catalog_refused(const I18nCatalog *c);
/* id's text for a count n (1 when none) in c, English when c (may be NULL) lacks it. */
const char *i18n_catalog_text(const I18nCatalog *c, StrId id, long n);
bool i18n_catalog_has(const I18nCatalog *c, StrId id);

/* Writes the gettext template of every translated text (po/renju.pot). */
bool i18n_write_pot(FILE *f);

#endif

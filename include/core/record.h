/* Renju - MIT licence, see LICENSE.
 *
 * Game records: parsing and formatting on memory buffers, in five formats:
 *   RECORD_TEXT   our own readable text record (.renju, .txt; described in README.md):
 *                 rule set, opening, every game action with its thinking time, players,
 *                 result
 *   RECORD_PSQ    Piskvork / Gomocup (.psq): "Piskvorky 15x15, 0:0, 0" then "x,y,ms" lines
 *   RECORD_LIB    RenLib (.lib, binary): the main line of the move tree is the game, the
 *                 rest its other lines, with the moves' comments
 *   RECORD_SGF    SGF FF[4] GM[4] (.sgf): the main variation is the game
 *   RECORD_MOVES  a plain move string, "h8i9j10" or "h8 i9 j10" (.moves)
 * Only our text record keeps every game action (swaps, opening choices, resignations,
 * draws) and the thinking times; it, SGF and RenLib keep the other lines tried and the
 * comments (a review tree, review.h: the *_lines functions); the other formats keep the
 * game's own line, as stones (PSQ also the times, SGF also the players and a resignation
 * or draw in RE[]).
 *
 * Every loaded action is replayed through game_apply(), so a record with an illegal move
 * (occupied point, foul, off the board, after the end) is refused. The output Game is
 * written only when the whole record is good. Pure C11: no I/O (record_io.c has the file
 * wrappers), no globals.
 */
#ifndef RENJU_RECORD_H
#define RENJU_RECORD_H

#include <stddef.h>

#include "clock.h"
#include "game.h"
#include "review.h"

typedef enum RecordFormat {
    RECORD_TEXT = 0,
    RECORD_PSQ,
    RECORD_LIB,
    RECORD_SGF,
    RECORD_MOVES,
    RECORD_FORMAT_COUNT,
    RECORD_AUTO = RECORD_FORMAT_COUNT /* loading: by file extension, else by content */
} RecordFormat;

#define RECORD_NAME_MAX 64
/* The longest thinking time a record holds, in ms (999999.999 s, about 11.5 days): one
 * limit for every format, so what we write we read back. Readers refuse a longer time;
 * writers write a longer one as this. */
#define RECORD_TIME_MAX_MS 999999999
/* Largest record the file wrappers read (bytes). */
#define RECORD_FILE_MAX (4 * 1024 * 1024)
#define RECORD_MB (1024 * 1024)  /* the size limits are said in MB, as the file list says sizes */
#define RECORD_SGF_INFO_MAX 1024 /* RecordInfo.sgf_info's bytes with its NUL */
#define RECORD_SGF_VALUE_MAX 240 /* of a value there (cut at a character) */
/* The most moves a RenLib .lib is read with as a game (its lines a review tree, to edit and
 * save back): a larger one, or one whose comments take more than RECORD_LIB_GAME_NOTES
 * bytes, is refused as RECORD_R_LINES_TOO_MANY with this number, and opens in the library
 * view instead (read-only; libraries of up to a million moves). The bound is what the
 * autosave carries with room to work: 50,000 moves are a record of about 1.6 MB, with
 * comments at their bound about 2.9 MB, under the 4 MB RECORD_FILE_MAX (fix34f measured:
 * 100,000 moves passed it). */
#define RECORD_LIB_GAME_MOVES 50000
#define RECORD_LIB_GAME_NOTES (REVIEW_NOTES_TOTAL - REVIEW_NOTE_BYTES) /* room for one more */

/* What a record says besides the actions. Strings are UTF-8, NUL-terminated, empty when
 * unknown. black and white name the players holding those colours at the end of the
 * game (after any swaps). The time control (our text record, SGF's TM[] OT[]) and the time
 * the player to act has already thought about its coming action (so that a game on a clock
 * resumes where it was; our text record only) with the actions' thinking times give the
 * clocks back (clock_replay; SGF's BL[] WL[] give the times back). The proposals marked and
 * not yet sent are our text record's only. */
/* Who played a seat (our text record's "seats:" line). */
typedef enum RecordSeat {
    RECORD_SEAT_UNKNOWN = 0, /* the record does not say (other formats, older records) */
    RECORD_SEAT_PERSON,
    RECORD_SEAT_COMPUTER,
    RECORD_SEAT_NETWORK /* a person over the network (the window resumes it as ended) */
} RecordSeat;
/* The computer's strengths a record can name (ai.h's AI_LEVEL_MIN..AI_LEVEL_MAX; the
 * window checks that they agree). */
#define RECORD_LEVEL_MIN 1
#define RECORD_LEVEL_MAX 10

typedef struct RecordInfo {
    char black[RECORD_NAME_MAX];
    char white[RECORD_NAME_MAX];
    char event[RECORD_NAME_MAX];
    char date[RECORD_NAME_MAX];
    TimeControl clock;   /* CLOCK_NONE: no clock */
    int32_t thinking_ms; /* 0: none */
    /* The game on the clock has ended and the game kept is a line tried after it: its
     * clocks stand, it is reviewed as a game without one (our text record: "clock: absolute
     * 1m, ended"; written only for a game not over). */
    bool clock_ended;
    /* A tournament game: no help (hints, analysis, best moves, the graph, the foul marks)
     * while it runs on its clock (controller.h, ControllerOptions.no_help); our text record
     * ("clock: absolute 10m, no help"), SGF's RJA[no-help] in the root. */
    bool no_help;
    /* The proposals a person has marked but not yet sent (Taraguchi-10 B, Soosorv-8),
     * so that a game resumes with them; our text record only ("marked: h9 i9"). */
    Pos marks[GAME_PROPOSALS];
    int nmarks;
    /* The marks undo took back (each in turn: controller.h's mark_redo), in the order redo
     * gives them back, once it has played the first unmarks_after of the game's redo list
     * (Game.redo); our text record only ("unmarked: 0 g6 j10"), so that redo after a
     * restart gives them back as before it. */
    Pos unmarks[GAME_PROPOSALS];
    int nunmarks;
    int unmarks_after;
    /* The seats of the first and the second player (named by their first colours, as
     * the window's settings name them), both known or both RECORD_SEAT_UNKNOWN, and the
     * computer's level (RECORD_LEVEL_MIN..MAX) when a seat is the computer's; our text
     * record only ("seats: person computer level 5", "person network"), so a game against
     * the computer opens against it again. */
    RecordSeat seat[2];
    int level;
    /* What a reader changed to keep the record's comments within review.h's limits (SGF's
     * C[], another program's text; our text record refuses such a record): how many
     * comments it cut to REVIEW_NOTE_CHARS characters, and how many it left out because the
     * record's comments passed REVIEW_NOTES_TOTAL. Writers ignore them. */
    int notes_cut;
    int notes_dropped;
    /* Another program's names and comments are read in the file's code page (SGF's CA[]:
     * UTF-8, windows-1251, KOI8-R, ISO-8859-1 or windows-1252), else as UTF-8 when they
     * are, else cp1251 or Latin-1 as RenLib's comments are guessed (SGF, PSQ names):
     * how many of them held a byte that stands for no character there, shown as '?'.
     * Said by the caller; writers ignore it. */
    int texts_unread;
    /* Board marks an SGF reader left out: LB[], TR[], SQ[], CR[], MA[] values that name no
     * point, a shape on a point that has one or past REVIEW_SHAPES_MAX, shapes and HO[] on
     * stones after the game's end (kept as RenLib's nodes, which hold none). Said by the
     * caller; writers ignore it. */
    int marks_skipped;
    /* SGF: marks past what a position holds (REVIEW_SHAPES_MAX shapes; 42 LB[] and shape
     * values a node), left out; LB[] letters the board cannot hold (past REVIEW_MARKS_MAX,
     * over REVIEW_MARK_CHARS characters, a second on a point) kept as lines "k11: text" of
     * the node's comment instead. Said by the caller; writers ignore them. */
    int marks_over;
    int labels_noted;
    /* RenLib: marked label nodes (MARK) whose text became a line "k11: text" of the
     * position's comment (too long for a letter, or its point has one): the text kept, the
     * mark not (a comment line holds none). Said by the caller; writers ignore it. */
    int label_marks_noted;
    /* A record that holds stones only (PSQ, RenLib, a move string; SGF's main line) and
     * has a foul of Black's: the game ends on it, as a foul ends a renju game (White
     * wins: Action.foul), never read under other rules instead. foul_move is its action
     * number (0: none), foul_verdict the foul, foul_after the record's stones after it,
     * which the game cannot hold (left out). Writers ignore them. */
    int foul_move;
    RuleVerdict foul_verdict;
    int foul_after;
    /* The same for a five: five_move the five's action number, five_after the record's
     * stones after it on the game's line (0 when none follow), left out (PSQ, a move
     * string: the file unchanged) or, five_kept, kept as the five's line, not shown
     * (RenLib, SGF: ReviewNode.kept_at, which a save writes back). Writers ignore them. */
    int five_move;
    int five_after;
    bool five_kept;
    /* The moves of other lines the game refuses (a stone on a stone) or that would not
     * fit where the record's lines after a foul or a five are kept (ReviewNode.kept_at):
     * left out, said by the caller. Writers ignore it. */
    int lines_left_out;
    /* SGF's RU[] when it names no rule set we know (record_sgf_rule: "" when known or
     * absent): the game was read under the reader's rule set instead. */
    char rule_unknown[RECORD_NAME_MAX];
    /* SGF's RE[] when the game does not bear it out and it is no resignation, loss on
     * time or draw, which end the game ("B+" with the game unfinished): left out, said by
     * the caller ("" when none). */
    char result_dropped[RECORD_NAME_MAX];
    /* SGF: how many game trees the file holds (a collection, as c-gomoku-cli's -sgf
     * writes a match: the first is read), and whether text that is no game tree follows
     * the game (ignored); said by the caller. 0 and false in the other formats. */
    int sgf_games;
    int sgf_game; /* the game read: 1, or record_load_file_game's */
    bool sgf_trailing;
    /* SGF: set-up stones (AB[], AW[]) in sgf_setup_skipped nodes of the main line after
     * the first, the first such node after sgf_setup_after moves: left out (the game's
     * set-up is the first node's), the rest of the game read; said by the caller. */
    int sgf_setup_skipped;
    int sgf_setup_after;
    /* ... and in sgf_setup_side nodes of side lines, the first after sgf_setup_side_after
     * moves of its line: left out too (they were without a word). */
    int sgf_setup_side;
    int sgf_setup_side_after;
    /* SGF: side lines cut short at a move the rules refuse there (a stone on a stone, of
     * the wrong colour, off the board; a Black foul is kept: it ends its line, White
     * winning, as on the game's line): how many, and where the first of them branches
     * (its first move's number and point); the rest of such a line, with its comments and
     * the lines in it, is left out. Said by the caller. */
    int sgf_side_cut;
    int sgf_side_cut_move;
    Pos sgf_side_cut_pos;
    /* SGF: the game information we have no field of our own for, kept as read and written
     * back (fix33b): AN BR BT CP GN ON PC RO SO US WR WT of the game's line, each once, a
     * line "ID value\n" each (the value UTF-8, one line, its blanks at the ends taken off;
     * one past the room, or a second of an ID, is left out and named in sgf_props_skipped).
     * Our text record keeps them too ("sgf: PC Tokyo", version 14); the formats that hold
     * stones only leave them out (RECORD_LOST_GAME_INFO). */
    char sgf_info[RECORD_SGF_INFO_MAX];
    /* SGF: the properties left out, each named once ("5A PC RO BR", cut with "..." past
     * the room): unknown ones, game information the record has no field for, names that
     * are no SGF names (RenLib's 5A[]). GC[] and N[] are kept as comment text. Said by the
     * caller; writers ignore it. */
    char sgf_props_skipped[RECORD_NAME_MAX];
    /* SGF: no RU[] named the rule set or the opening; the game was read under the reader's
     * rule set, the opening guessed from the first stone (Swap2 off the centre, the free
     * opening on it: the game's). Said by the caller; the SGF writer then writes no
     * RU[] for a game still under that guess, so that no rule is invented. */
    bool rule_unnamed;
    /* ... and the opening so guessed was Swap2 (a first stone off the centre), said by the
     * caller: the record may be of a game under another rule or opening. */
    bool opening_guessed;
    /* SGF: RE[] naming a winner ("B+", "W+") with no reason the game can hold, the game's
     * moves unfinished: kept as written ("" when none), with the key of the moves it was
     * read with (record_moves_key). A save in SGF (RE[]) or our text record ("result
     * kept: B+", version 14) writes it back only while the game's moves are those
     * (record_result_kept): a game played on from them, or its end replayed otherwise,
     * is no longer the one the result was given for (fix33b). */
    char result_kept[RECORD_NAME_MAX];
    uint64_t result_kept_for;
    /* ... read from our text record's "claimed:" rather than an SGF's RE[] (the words that
     * name it name the file's own: fix34c). */
    bool result_kept_text;
    /* record_parse_fitting read a record that names no rule set under another than renju,
     * the first it fits (a 19x19 SGF without RU[]: old-renju): said by the caller. */
    bool rule_fitted;
    /* The game had thinking times of its own (any Action.time_ms: read from a record,
     * session.c), which a save that drops times loses; a game played without a clock has
     * only the times the window measured, never shown. Our text record keeps it for a
     * game without a clock ("times: own"), so that a resumed autosave still knows it;
     * the other readers leave it false. */
    bool times_read;
    /* Our text record, the window's autosave only ("filed: " and 16 hex digits): the
     * window's fingerprint of the game when a file held it as it stood (read from one,
     * saved), so that after a restart a game opened from a file and not changed is still
     * no game to keep a copy of; 0: none. A value that is no such fingerprint reads as 0
     * (the game is then asked about, never lost). Other writers ignore it. */
    uint64_t filed;
    /* Our text record: a "redo: N" that does not fit the game (no number of 1 or more, more
     * moves than the first line after the game's end holds), or an "unmarked:" that does
     * not (a word no point, more marks than a proposal holds, more redo moves before them
     * than there are): the game and its lines are read, what redo would give back is left
     * empty (Game.nredo 0 or nunmarks 0), and the header as written ("redo: 99") is kept
     * here to be said by the caller (the window, renju-cli). Writers ignore them. */
    bool redo_dropped;
    char redo_value[RECORD_NAME_MAX];
    /* Our text record: a header whose loss costs only an extra (the players, event, date,
     * clock, thinking time, seats, "times:", one given twice, not text, too long) that could
     * not be read: left out, the game read; the first as written ("seats: me you"; a value
     * not quoted "black: …"), "" when none. marks_dropped the same for "marked:" (a word no
     * point, a point the game refuses, more than a proposal holds): no marks read (nmarks
     * 0). Said by the caller (the window, renju-cli); writers ignore them. */
    char header_dropped[RECORD_NAME_MAX];
    char marks_dropped[RECORD_NAME_MAX];
    /* SGF: a CA[] that names a code page we do not know (its value, "" none), or none named
     * and the file not UTF-8 (charset_guessed): its texts read in the page its words tell,
     * charset_read (record_charset_name). Said by the caller; writers ignore them. */
    char charset_unknown[RECORD_NAME_MAX];
    bool charset_guessed;
    int charset_read;
    /* RenLib: a file damaged at byte damaged_at of damaged_len (cut short, a bad node): the
     * tree before the damage read (damaged_len 0: whole), damaged_why what is wrong there.
     * Said by the caller, whose save then takes a new name (the file is not replaced). */
    long damaged_at;
    long damaged_len;
    int damaged_why; /* a RecordReason */
} RecordInfo;

/* Why a record or a file was refused, as a kind (one per distinct reason of the parsers
 * and of the file layer) with its fields, so a window can say it in its language. Each
 * kind's English (record_reason_english()) is a printf template whose conversions take
 * the error's fields in this order: `token` (at most one "%s", anywhere), then num[0],
 * num[1], ... (each a long: "%ld", "%02lx"). */
typedef enum RecordReason {
    RECORD_R_NONE = 0, /* no reason of the record's own */
    RECORD_R_REFUSED,  /* the game refused action `move`: see refusal */
    RECORD_R_NO_MEMORY,
    RECORD_R_UNKNOWN_FORMAT,
    RECORD_R_CONTROL_BYTE, /* num[0]: the byte */
    /* our text record */
    RECORD_R_LINE_TOO_LONG,
    RECORD_R_TOO_MANY_WORDS,
    RECORD_R_NOT_ACTION_NUMBER,   /* token */
    RECORD_R_WRONG_ACTION_NUMBER, /* num: the number, the one expected */
    RECORD_R_TIME_TOO_LONG,       /* num[0]: action, token: the time, num[1..2]: the limit */
    RECORD_R_ACTION_MISSING,      /* num[0]: action */
    RECORD_R_NOT_A_POINT,         /* token, num: the board's size twice */
    RECORD_R_BAD_ACTION,          /* num[0]: action, token: its word */
    RECORD_R_UNEXPECTED_WORD,     /* num[0]: action, token */
    RECORD_R_UNKNOWN_HEADER,      /* token */
    RECORD_R_HEADER_TWICE,
    RECORD_R_HEADER_NOT_UTF8,
    RECORD_R_HEADER_TOO_LONG,
    RECORD_R_UNKNOWN_RULES,
    RECORD_R_UNKNOWN_OPENING,
    RECORD_R_BAD_CLOCK,
    RECORD_R_BAD_SETUP,      /* token: the value (not 1 to the moves, or not all stones) */
    RECORD_R_PLACED_VERSION, /* token: setup's value "N placed", num: the version it needs */
    RECORD_R_TEXT_AFTER_END,
    RECORD_R_NOT_TEXT_RECORD, /* token: the magic, num[0]: the newest version */
    RECORD_R_BAD_FIRST_LINE,  /* the same */
    RECORD_R_BAD_VERSION,     /* num: the file's version, ours */
    RECORD_R_HEADER_AFTER_ACTIONS,
    RECORD_R_EMPTY_TEXT,
    RECORD_R_NO_END,
    RECORD_R_RESULT_MISMATCH, /* token: the result the record says */
    RECORD_R_LINE_NOT_CLOSED, /* num[0]: the line of its '(' */
    RECORD_R_LINE_NOT_OPEN,
    RECORD_R_LINE_EMPTY,
    RECORD_R_LINE_TWICE,         /* token: the action, num[0]: its number */
    RECORD_R_LINES_TOO_MANY,     /* num[0]: the limit (moves in all lines) */
    RECORD_R_LINES_NOT_SEARCHED, /* Find position: a game's own line searched, not its side
                                  * lines, past the review's room (num[0], as above) */
    RECORD_R_KEPT_BAD,           /* lines "= ..." (moves after a game's end) that follow no move the
                                  * game ends on, or are no RenLib nodes in hex */
    RECORD_R_NOTE_MISPLACED,     /* a comment line ("> ...") that follows no move */
    RECORD_R_NOTE_NOT_TEXT,      /* a comment with a tab or bytes that are no UTF-8 */
    RECORD_R_MARK_BAD,  /* token: the line "@ ..." (misplaced, or no point and letter); num[0]:
                           a letter's characters at most */
    RECORD_R_SHAPE_BAD, /* token: the line "^ ..." or "* ..." (misplaced, or no point and
                           shape, or twice) */
    /* Piskvork */
    RECORD_R_NOT_PSQ,
    RECORD_R_BAD_PSQ_HEADER,
    RECORD_R_NOT_SQUARE, /* num: width, height */
    RECORD_R_WRONG_SIZE, /* token: rule set, num: the record's w, h, the set's size twice */
    RECORD_R_LINE_AFTER_END,
    RECORD_R_MOVE_AFTER_NAMES,
    RECORD_R_PSQ_TIME_TOO_LONG, /* num: move, limit */
    RECORD_R_COORD_OFF_BOARD,   /* num[0]: move, token: the line, num[1..2]: size */
    RECORD_R_BAD_MOVE_LINE,     /* token */
    RECORD_R_XY_OFF_BOARD,      /* num: move, x, y, size, size */
    RECORD_R_NEGATIVE_TIME,     /* num[0]: move */
    RECORD_R_UNEXPECTED_LINE,   /* token */
    RECORD_R_EMPTY_PSQ,
    RECORD_R_PSQ_NO_END, /* no status line after the moves and names, or no new line after it */
    /* RenLib */
    RECORD_R_LIB_COMMENT,
    RECORD_R_LIB_HEADER_SHORT,
    RECORD_R_LIB_VERSION, /* num: major, minor */
    RECORD_R_NOT_LIB,
    RECORD_R_LIB_TRAILING,
    RECORD_R_LIB_NODE_SHORT,
    RECORD_R_LIB_EXTENSION_SHORT,
    RECORD_R_LIB_POINT, /* num[0]: the byte */
    RECORD_R_LIB_TREE_SHORT,
    RECORD_R_LIB_SIZE,          /* token: rule set, num: its size twice */
    RECORD_R_LIBRARY_TOO_LARGE, /* num[0]: the limit in MB */
    RECORD_R_LIBRARY_TOO_MANY,  /* num[0]: the limit in nodes */
    /* SGF */
    RECORD_R_SGF_NO_BRACKET,
    RECORD_R_SGF_NOT_CLOSED,
    RECORD_R_SGF_NAME_TOO_LONG,
    RECORD_R_SGF_NAME_LOWER,
    RECORD_R_UNEXPECTED_CHAR, /* token */
    RECORD_R_UNEXPECTED_BYTE, /* num[0] */
    RECORD_R_SGF_TOO_DEEP,
    RECORD_R_SGF_NO_NODE,
    RECORD_R_SGF_EXPECTED_PAREN,
    RECORD_R_NOT_SGF,
    RECORD_R_SGF_WRONG_SIZE,   /* num[0]: SZ, token: rule set, num[1..2]: its size */
    RECORD_R_SGF_OFF_BOARD,    /* num[0]: move, token: "B[zz]", num[1..2]: size */
    RECORD_R_SGF_WRONG_COLOUR, /* num[0]: move, token: "B[h8]" */
    RECORD_R_SGF_NO_VALUE,     /* token: the property */
    RECORD_R_SGF_SEVERAL_VALUES,
    RECORD_R_SGF_PL_BAD,         /* token: PL's value, no side (B or W) */
    RECORD_R_SGF_PL_TWICE,       /* PL[] given twice in the first node */
    RECORD_R_SGF_SETUP_POINT,    /* token: the property and value, num: the board's size twice */
    RECORD_R_SGF_SETUP_NO_GAME,  /* the first node's AB[], AW[] cannot stand (setup.h) */
    RECORD_R_SGF_SETUP_FIVE,     /* num[0]: a winning line's stones, token: its point */
    RECORD_R_SGF_SETUP_OVERLINE, /* token: a point of Black's overline */
    RECORD_R_SGF_NOT_GOMOKU,     /* token: GM's value */
    RECORD_R_SGF_AFTER_FIRST,    /* token: the property */
    RECORD_R_SGF_BAD_SIZE,       /* token: SZ's value */
    RECORD_R_SGF_NOT_SQUARE,     /* token: SZ's value */
    RECORD_R_SGF_NO_GAME,        /* num[0]: the game asked for, num[1]: the games the file holds */
    /* RIF databases (rif.h) */
    RECORD_R_RIF_TAG,        /* token: the broken tag's first bytes */
    RECORD_R_RIF_END_TAG,    /* token: the end tag's name */
    RECORD_R_RIF_NOT_CLOSED, /* token: the element's name */
    RECORD_R_RIF_TOO_DEEP,   /* num[0]: the limit */
    RECORD_R_RIF_NO_GAMES,
    RECORD_R_RIF_TOO_MANY,  /* num[0]: the limit */
    RECORD_R_RIF_TOO_LARGE, /* num[0]: the limit in MB */
    /* move strings */
    RECORD_R_MOVES_CHAR, /* token */
    RECORD_R_MOVES_BYTE, /* num[0] */
    RECORD_R_NO_MOVES,
    RECORD_R_MOVE_NUMBER, /* token: the number ("5."), num[0]: the one that fits there */
    /* files (file names the file; os is the system's errno, 0 when none) */
    RECORD_R_CANNOT_OPEN,
    RECORD_R_IS_DIRECTORY,
    RECORD_R_NOT_A_FILE,     /* a named pipe, a device or a socket */
    RECORD_R_FILE_TOO_LARGE, /* num[0]: the limit in MB */
    RECORD_R_READ_ERROR,
    RECORD_R_NOT_SAVED,
    RECORD_R_NO_TEMPORARY,    /* token: the folder where no file could be made (and os) */
    RECORD_R_FOLDER_NO_FILES, /* token: a folder there that makes no file (ENOENT: /proc) */
    RECORD_R_NO_SUCH_FOLDER,  /* token: the folder, not there */
    RECORD_R_NOT_REGULAR,
    RECORD_R_APPEARED, /* a save that was not to replace a file found one at its name */
    RECORD_R_UNKNOWN_EXTENSION,
    RECORD_R_PATH_TOO_LONG,
    RECORD_R_NO_FOLDER, /* token: the folder that could not be made */
    RECORD_R_NOT_A_FOLDER,
    RECORD_R_BAD_FOLDER_NAME,
    RECORD_R_NO_HOME, /* file: the variable */
    RECORD_R_TOO_MANY_KEPT,
    RECORD_R_CANNOT_MOVE_ASIDE,
    RECORD_R_PROGRESS_LINE, /* line: the study progress file's (progress.c) */
    RECORD_R_PROGRESS_DIRECTORY,
    RECORD_R_PROGRESS_TOO_LARGE, /* num[0]: the limit in MB */
    RECORD_R_STUDY_PLAY_LINE,    /* line: the half-solved problems' file (study_keep.c) */
    /* the window's settings.conf (app/settings.c): line, token the value or the key */
    RECORD_R_SETTING_LINE,         /* token: the line, which is no "key = value" */
    RECORD_R_SETTING_NOT_TEXT,     /* num[0]: how many more such lines */
    RECORD_R_SETTING_NOT_TEXT_ONE, /* the same, with no more such lines */
    RECORD_R_SETTING_KEY,          /* token: the key */
    RECORD_R_SETTING_NUMBER,       /* token: the value, no whole number; num[0], num[1]: the
                                    * range; num[2]: what follows it (RecordUnit) */
    RECORD_R_SETTING_RANGE,        /* a whole number out of the range: as _NUMBER */
    RECORD_R_SETTING_LANGUAGE,     /* token: the value */
    RECORD_R_SETTING_SEAT,         /* token: the value */
    RECORD_R_SETTING_THEME,        /* token: the value */
    RECORD_R_SETTING_ENGINE,       /* token: the value */
    RECORD_R_SETTING_NET_ROLE,     /* token: the value */
    RECORD_R_SETTING_NET_SEAT,     /* token: the value */
    RECORD_R_SETTING_ADDRESS,      /* token: the value */
    RECORD_R_SETTING_PATH,         /* token: the value, no absolute path */
    RECORD_R_SETTING_FOLDER,       /* settings.conf is a folder */
    RECORD_R_SETTING_TOO_LARGE,    /* num[0]: the limit in MB */
    /* what a format cannot hold (record_can_hold) */
    RECORD_R_LIB_ONLY_15,
    RECORD_R_MOVES_EMPTY,
    RECORD_R_PSQ_PASS,
    RECORD_R_PSQ_SETUP_PASS, /* the set-up's pass (its side to move) with moves after it */
    RECORD_R_STUDY_MOVES,    /* a study position (game_study) in a format of moves only */
    /* what a format cannot keep (record_keep_reason): token the rule's title, num[0] its id */
    RECORD_R_PSQ_RULE,
    RECORD_R_LIB_RULE,
    RECORD_R_MOVES_RULE,
    RECORD_REASON_COUNT
} RecordReason;

#define RECORD_NUMS 5

/* What follows a setting's range (RECORD_R_SETTING_NUMBER, _RANGE: num[2]): its unit, and
 * what 0 means where the setting takes 0 too ("ms (0: by level)"). */
typedef enum RecordUnit {
    RECORD_UNIT_NONE = 0,
    RECORD_UNIT_MS,
    RECORD_UNIT_MS_BY_LEVEL,
    RECORD_UNIT_MS_DEFAULT,
    RECORD_UNIT_AUTOMATIC,
    RECORD_UNIT_MB_DEFAULT,
    RECORD_UNIT_COUNT
} RecordUnit;
/* Its English words ("" for none). */
const char *record_unit_english(RecordUnit u);

typedef struct RecordError {
    int line;    /* 1-based line of a text format, 0 when not about a line */
    long offset; /* byte offset into the data, -1 when not about a byte */
    int move;    /* 1-based number of the action at fault, 0 when none */
    RecordReason reason;
    GameError refusal; /* reason RECORD_R_REFUSED: the game's refusal of action `move` (its
                        * kind and fields, so a window can say it in its language) */
    char token[128];   /* the offending text (control bytes and bad UTF-8 as '?') */
    long num[RECORD_NUMS];
    int os;          /* a file's trouble: the system's errno, 0 when none */
    char file[160];  /* the file a file's trouble is about, "" when none */
    bool file_moves; /* file holds a move list given for a file (--load "h8 i9"), named
                      * "the move list \"h8 i9\"" */
    char msg[256];   /* place and reason, English (renju-cli, the fuzz targets):
                      * "line 3: 'zz' is not a point of the 15x15 board" */
} RecordError;

/* The name of a reason kind ("RECORD_R_NOT_A_POINT") and its English template (NULL for
 * RECORD_R_NONE and RECORD_R_REFUSED, which the game's refusal words). */
const char *record_reason_name(RecordReason r);
const char *record_reason_english(RecordReason r);
/* Writes template tmpl (record_reason_english() or a translation with the same
 * conversions) with e's token and numbers; returns the length snprintf gives. */
size_t record_reason_write(const char *tmpl, const RecordError *e, char *buf, size_t cap);
/* Writes e->msg from e's fields: "[file: ][line N: |byte N: ]<English>[: strerror(os)]"
 * (a move list as file: "the move list \"h8 i9\": "). */
void record_error_finish(RecordError *e);

/* "text", "psq", "lib", "sgf", "moves"; "auto" for RECORD_AUTO. */
const char *record_format_name(RecordFormat f);
/* The format a file name's extension stands for (.renju .txt .psq .lib .sgf .moves, any
 * case), or RECORD_AUTO when it stands for none. */
RecordFormat record_format_from_path(const char *path);
/* The format data looks like (RenLib magic, "Piskvorky", "(;", "Renju record"); a plain
 * move string when none of those. */
RecordFormat record_detect(const char *data, size_t len);

/* Parses len bytes of data in format fmt (RECORD_AUTO: record_detect) into *out.
 * rules is the rule set for formats that do not name one (PSQ, RenLib, move strings;
 * SGF without a known RU[]); NULL means renju. info may be NULL.
 * On failure returns false, fills err (may be NULL) and leaves *out and *info untouched. */
bool record_parse(const char *data, size_t len, RecordFormat fmt, const RuleSet *rules, Game *out,
                  RecordInfo *info, RecordError *err);

/* record_parse_lines under the rules the record names; one that names none (stones only) under
 * asked when given (renju --rule), else under the first rule set of the table it fits,
 * renju first, so the board size and the rules come from the file or the player, never
 * from the game on the board. A Black foul ends the game under renju (or asked: White
 * wins, RecordInfo.foul_move), so a renju game is never re-judged under another rule
 * set; a later set fits only without a foul. When none fits, the reason is the first
 * set's (renju's: "cut short", never a fallback's centre rule), or, when that one is
 * about the board's size (a 19x19 record), the one of an attempt on another board that
 * got further. RecordInfo.rule_fitted says that a
 * set other than renju was read this way (no rule named, none asked). The window and
 * renju-cli without --rule read every record so. */
bool record_parse_fitting(const char *data, size_t len, RecordFormat fmt, const RuleSet *asked,
                          Game *g, Review *lines, RecordInfo *info, RecordError *err);

/* The rule set an SGF RU[] value names, any case: ours ("renju", "gomoku-exact"), and
 * the names other programs write: "Freestyle" (also "free style", "five or more") is
 * gomoku, "Standard" ("exactly five", "exact five") gomoku-exact, "RIF" renju, and a
 * Gomocup rule number ("0", "1", "4"). NULL when it names none we know. */
const RuleSet *record_sgf_rule(const char *value, size_t n);

/* How deep SGF game trees nest at most: one level for the game, one for each branching
 * along a line of at most BOARD_MAX_PLIES stones (and the root's), so any tree a review
 * holds is written within it. */
#define SGF_MAX_DEPTH (BOARD_MAX_PLIES + 2)

/* record_parse, and the other lines of the record into *lines (may be NULL): a review
 * tree whose first line is the game (every node's first child on it), positioned at
 * its end. A record without lines (any format but our text record version 2, SGF and
 * RenLib) gives the tree of the game alone. SGF's variations and RenLib's move tree are
 * read without recursion, SGF at most SGF_MAX_DEPTH trees deep (deeper is
 * RECORD_R_SGF_TOO_DEEP); a side line move the rules refuse ends that side line there
 * (the game's own moves are refused as ever); more moves than REVIEW_MAX_NODES (a .lib:
 * RECORD_LIB_GAME_MOVES) is RECORD_R_LINES_TOO_MANY. RenLib's comments are read from their code
 * page (record_lib.c: UTF-8, cp1251 or Latin-1), its board texts as comment lines "i9: A". *lines
 * is written only on success. */
bool record_parse_lines(const char *data, size_t len, RecordFormat fmt, const RuleSet *rules,
                        Game *out, Review *lines, RecordInfo *info, RecordError *err);

/* Can format fmt hold game g? PSQ has no passes (but the pass that ends a set-up with
 * its side to move chosen, when no move follows: left out, record_keeps_turn), RenLib
 * only 15x15 boards. When not,
 * writes the reason into why (may be NULL), English. */
bool record_can_hold(const Game *g, RecordFormat fmt, char *why, size_t cap);
/* The same as a kind: RECORD_R_NONE when it can, else RECORD_R_LIB_ONLY_15 ... */
RecordReason record_hold_reason(const Game *g, RecordFormat fmt);

/* Can format fmt hold game g's rule set? Our text record and SGF (RU[]) name it; a
 * Piskvork file, a RenLib file and a move string hold stones only, and are read back under
 * the reader's rule set (renju unless told), so they hold renju games, and a .psq gomoku
 * and exact-five games too (Piskvork's own, read back with --rule gomoku or gomoku-exact):
 * another rule set is RECORD_R_PSQ_RULE, RECORD_R_LIB_RULE or RECORD_R_MOVES_RULE (a Pente
 * game would come back with its captured stones on the board). A save checks this after
 * record_hold_reason; record_format still writes the stones (the window's copy). */
RecordReason record_keep_reason(const Game *g, RecordFormat fmt);
/* Does a save of g in fmt name its rule set (our text record, SGF), or is it renju, which
 * every reader assumes? False for a gomoku or exact-five game in a .psq: written, but read
 * back as renju unless the reader is told the rule (the save says so). */
bool record_keeps_rule(const Game *g, RecordFormat fmt);

/* Does a save of game g with lines (may be NULL) in format fmt mark its set-up (game.h's
 * setup) as one? True without a set-up. Our text record ("setup: N") always does; SGF
 * (AB[]/AW[]) unless a comment or another line of lines starts inside the set-up (on a
 * position before its last stone: AB[]/AW[] have no such positions), when its stones are
 * written as moves to keep them; PSQ, RenLib and move strings hold moves only. A set-up
 * written as moves goes in the set-up's invented order, and reads back so. */
bool record_keeps_setup(const Game *g, RecordFormat fmt, const Review *lines);
/* Does a RenLib .lib hold g as it is (renju on 15x15, no set-up a .lib cannot keep), with its
 * comments on stones and its other lines? A save that drops them names .lib among the formats
 * that keep them only then. */
bool record_lib_holds(const Game *g, const Review *lines);
/* The comments and board texts of lines that a .lib save writes as UTF-8, as the file's code
 * page (cp1251; Latin-1 for a file of Latin-1 texts) holds no byte for a character of theirs:
 * RenLib shows them garbled (said by the caller; each kept whole). */
int record_lib_utf8_texts(const Review *lines);
/* A code page's name as messages say it (RecordInfo.charset_read): "cp1251", "Latin-1"... */
const char *record_charset_name(int charset);

/* Does a save of game g in format fmt keep its side to move? Not a .psq of a game that
 * ends on its set-up's pass (the side to move chosen apart from the counts): Piskvork
 * files hold no pass, so the stones are written and read back with the other side to
 * move. Every other format keeps it. */
bool record_keeps_turn(const Game *g, RecordFormat fmt);

/* Does a save of game g in format fmt keep its opening rule and the opening's choices?
 * Our text record and SGF (RU[], RJA[]: record_sgf.c) name them; the others hold stones
 * only and are read back under the
 * free opening (first stone on the centre) or Swap2 (elsewhere), so they keep a free
 * game, and a Swap2 game whose first stone is off the centre and that made no choice (a
 * swap, keep, two-more); never a Taraguchi-10 or Soosorv-8 game's option, declaration
 * or proposals. */
bool record_keeps_opening(const Game *g, RecordFormat fmt);

/* How many comments of lines (may be NULL: none) format fmt leaves out: all of them in
 * the formats that hold stones only (PSQ, move strings); in RenLib those on actions that
 * place no stone (a swap, Swap2's choices, Taraguchi-10's option and proposals, Soosorv-8's
 * declaration, a resignation, a draw, a loss on time), as it holds the stones alone; none
 * in our text record and SGF (a decision's on the node of its RJA[]). */
int record_notes_lost(const Review *lines, RecordFormat fmt);
/* How many shapes of lines (may be NULL: none) format fmt leaves out: none in our text
 * record and SGF (TR[] SQ[] CR[] MA[]), all of them in the others (RenLib has no shapes);
 * and into *marked (may be NULL) how many marked moves (ReviewNode.marked) it leaves out:
 * none in ours and SGF (HO[]), in RenLib (its MARK flag) those on actions that place no
 * stone, all in PSQ and move strings. */
int record_shapes_lost(const Review *lines, RecordFormat fmt, int *marked);
/* How many marked letters (ReviewMark.marked: RenLib's MARK flag on a label node) format fmt
 * keeps the letter of but not its mark: SGF's LB[] has none (ours and RenLib keep them; the
 * others keep no letter at all, said as comments left out). */
int record_label_marks_lost(const Review *lines, RecordFormat fmt);

/* How many board letters and texts (ReviewNode.marks) of lines (may be NULL) format fmt
 * leaves out: none in our text record and SGF (LB[]), in RenLib those on actions that
 * place no stone, all of them in PSQ and move strings. */
int record_letters_lost(const Review *lines, RecordFormat fmt);

/* Adds "id value" to info's sgf_info (value[0..n), UTF-8: a line break becomes a blank,
 * the blanks at its ends go, cut to RECORD_SGF_VALUE_MAX at a character). False, nothing
 * added, when id is there already or there is no room. */
bool record_sgf_info_add(RecordInfo *info, const char *id, const char *value, size_t n);
/* The k-th (from 0) of info's sgf_info: its ID into id (at most 3 letters), its value into
 * value (cap bytes); false past the last. */
bool record_sgf_info_get(const RecordInfo *info, int k, char *id, char *value, size_t cap);

/* A key of g's moves: the rules, the opening, the set-up and every action (its kind, point,
 * proposals...; not its thinking time). */
uint64_t record_moves_key(const Game *g);
/* info's kept result (RecordInfo.result_kept) when it holds for g: the game unfinished, its
 * moves those it was read with; else NULL. */
const char *record_result_kept(const Game *g, const RecordInfo *info);

/* Does a save of game g in format fmt keep its result? Our text record and SGF (RE[])
 * do; the formats that hold stones only (PSQ, RenLib, move strings) keep a result the
 * stones show (a five, a foul, a full board) but not one an action without a stone
 * decided: a resignation, a loss on time, an agreed draw (the game reads back as
 * unfinished). Piskvork's last number is its tournament's error code, no result. */
bool record_keeps_result(const Game *g, RecordFormat fmt);

/* What of info (and of g's thinking times) a save in fmt leaves out, as RECORD_LOST_*
 * bits (0: nothing): our text record keeps all; SGF the players, event, date, the time
 * control (TM[], OT[]; RECORD_LOST_CLOCK for a line tried after the game on it ended, and
 * in every other format), the choices' times and, on the clock it keeps, the stones' (BL[],
 * WL[]); PSQ the
 * players (not a name that starts like a move or a number: RECORD_LOST_BLACK or _WHITE
 * when only that one is left out) and the stones' times (RECORD_LOST_CHOICE_TIMES: those
 * of swaps, options, proposals); RenLib and move strings none. Only what the record has
 * counts. */
enum {
    RECORD_LOST_PLAYERS = 1,
    RECORD_LOST_EVENT = 2,
    RECORD_LOST_DATE = 4,
    RECORD_LOST_TIMES = 8,
    RECORD_LOST_BLACK = 16,        /* Black's name, White's kept */
    RECORD_LOST_WHITE = 32,        /* White's name, Black's kept */
    RECORD_LOST_CHOICE_TIMES = 64, /* the times of actions without a stone, the stones' kept */
    RECORD_LOST_CLOCK = 128,       /* the time control (RecordInfo.clock) */
    RECORD_LOST_GAME_INFO = 256    /* the SGF's other game information (RecordInfo.sgf_info) */
};
/* The bits of record_info_lost in the order a list names them. */
#define RECORD_LOST_KINDS 9
unsigned record_info_lost(const Game *g, const RecordInfo *info, RecordFormat fmt);

/* Writes game g (and info, may be NULL) in format fmt into buf. Returns the length of the
 * complete record (excluding the terminating NUL the text formats get when there is
 * room); the record is complete in buf when the return value is < cap. buf may be NULL
 * when cap is 0. Returns 0 when !record_can_hold(g, fmt). */
size_t record_format(const Game *g, const RecordInfo *info, RecordFormat fmt, char *buf,
                     size_t cap);

/* record_format with the other lines of lines (may be NULL): the review tree the game
 * is a line of (the path of g's actions from its root; where they leave the tree, the
 * rest of the game has no other lines). Our text record writes every line of the tree
 * that branches off the game's path (version 2; version 1, as record_format, when there
 * is none); SGF writes their stones as variations, the game first; RenLib as its move
 * tree, the game first (a line after the game's end reads back as its continuation);
 * the other formats write the game alone. */
size_t record_format_lines(const Game *g, const Review *lines, const RecordInfo *info,
                           RecordFormat fmt, char *buf, size_t cap);

/* The stones of g in play order (POS_PASS for a pass) with their thinking times in ms,
 * 0..RECORD_TIME_MAX_MS (times may be NULL), at most cap of them; returns how many plies
 * the game has. */
int record_plies(const Game *g, Pos *pos, int32_t *times, int cap);

/* ---- Files (record_io.c: the only file I/O in the core) --------------------------- */

/* Fills err (may be NULL) with a trouble about no line, byte or move: reason r about
 * file (may be NULL) with the system's errno os (0: none), token (may be NULL) and num0;
 * msg becomes "file: <English>[: strerror(os)]". Returns false, so a failing path can
 * `return record_error(err, ...)`. */
bool record_error(RecordError *err, RecordReason r, const char *file, int os, const char *token,
                  long num0);

/* Opens path for reading without waiting (opening a named pipe waits for a writer) and
 * only when it is a regular file: a directory is RECORD_R_IS_DIRECTORY, a named pipe, a
 * device or a socket RECORD_R_NOT_A_FILE (a read could wait or go on forever). Returns
 * the descriptor (blocking reads again, close-on-exec), or -1 with err set. */
int record_open_regular(const char *path, RecordError *err);

/* Reads a whole regular file (record_open_regular) of at most RECORD_FILE_MAX bytes into
 * a malloc'd buffer (NUL added, not counted in *len). The caller frees *data. */
bool record_read_file(const char *path, char **data, size_t *len, RecordError *err);
/* The same with a limit of max bytes, a whole number of MB (more: RECORD_R_LIBRARY_TOO_LARGE,
 * an opening library's file being the one larger than a record; its limit said in MB). */
bool record_read_file_max(const char *path, size_t max, char **data, size_t *len, RecordError *err);

/* Replaces path with len bytes of data atomically: writes a temporary file in the same
 * directory, fsyncs it, renames it over path and fsyncs the directory. When any step
 * fails the temporary file is removed and an existing file at path stays as it was. */
bool record_write_atomic(const char *path, const void *data, size_t len, RecordError *err);

/* Removes the temporary files that saves of path killed mid-write left beside the file
 * the save goes to (through links, as a save does): only names of the exact pattern a
 * save makes, "NAME.tmp-" and six letters or digits, in that folder, each a regular file
 * of this user with one name, untouched for RECORD_TEMP_STALE_S seconds (a save under way
 * in another window keeps its own); never another file. Returns how many went. A
 * successful save of path does it too (record_write_file); the window at start, for the
 * files it owns (settings, autosave, study progress). */
enum { RECORD_TEMP_STALE_S = 60 };
int record_remove_stale_temps(const char *path);
/* The same, those untouched for stale_s seconds (0: any age; a save of path known to have
 * been cut short). */
int record_remove_temps_of(const char *path, int stale_s);
/* The same for every record file in folder dir: a name with an ending the window saves
 * (.renju, .sgf, .psq, .lib, .txt, .moves, and a picture's .png), then ".tmp-" and six letters or
 * digits, under the same conditions. A save to a name never saved again (killed.renju, killed
 * mid-save) left its temporary file for good; the file dialog's list of the folder removes it. */
int record_remove_stale_temps_in(const char *dir);

/* What a save does to a file at its path. */
typedef enum RecordWrite {
    RECORD_WRITE_REPLACE, /* replaces it (the player said so, or it is the program's own) */
    RECORD_WRITE_NEW      /* never: a file there, even one made by another program while the
                           * save runs, stays as it was and the save fails (RECORD_R_APPEARED) */
} RecordWrite;

/* record_write_atomic, or, with RECORD_WRITE_NEW, the same written only to a name that
 * nothing has at the moment the file takes it (never a check, then a write). */
bool record_write_file(const char *path, const void *data, size_t len, RecordWrite how,
                       RecordError *err);

/* record_read_file + record_parse; fmt RECORD_AUTO picks by extension, then content.
 * Errors name the file. */
bool record_load_file(const char *path, RecordFormat fmt, const RuleSet *rules, Game *out,
                      RecordInfo *info, RecordError *err);

/* record_format + record_write_atomic; fmt RECORD_AUTO picks by extension (an unknown
 * extension is an error). */
bool record_save_file(const char *path, RecordFormat fmt, const Game *g, const RecordInfo *info,
                      RecordError *err);

/* The same with the other lines (record_parse_lines, record_format_lines). */
bool record_load_file_lines(const char *path, RecordFormat fmt, const RuleSet *rules, Game *out,
                            Review *lines, RecordInfo *info, RecordError *err);
bool record_save_file_lines(const char *path, RecordFormat fmt, const Game *g, const Review *lines,
                            const RecordInfo *info, RecordWrite how, RecordError *err);
/* record_load_file_lines (by extension, then content) through record_parse_fitting: a
 * record that names no rule set under asked, or without it the first set it fits. */
/* record_load_file_fitting for game `game` (1-based) of an SGF collection (c-gomoku-cli's
 * -sgf writes a match so): the game read as if it stood alone, its byte offsets the
 * file's; info->sgf_games counts the file's games, info->sgf_game is game. Game 1 of any
 * record is record_load_file_fitting's; a later game of a file that is no SGF, or past
 * the collection's last, is refused (RECORD_R_SGF_NO_GAME). */
bool record_load_file_game(const char *path, const RuleSet *asked, int game, Game *out,
                           Review *lines, RecordInfo *info, RecordError *err);
/* The same for a record already read, data[0..len) (renju-cli's standard input): name,
 * the file's (or "stdin"), gives the format by its ending (else the content does) and
 * names it in errors. */
bool record_parse_game(const char *data, size_t len, const char *name, const RuleSet *asked,
                       int game, Game *out, Review *lines, RecordInfo *info, RecordError *err);
/* The games of the SGF collection data[0..len) in one skim: the byte offsets of the first
 * cap of them into at; returns how many it holds. Game k (1-based) read from data + at[k-1]
 * up to the next one's offset (len for the last) reads as record_parse_game reads it. */
int record_sgf_game_starts(const char *data, size_t len, long *at, int cap);
bool record_load_file_fitting(const char *path, const RuleSet *asked, Game *out, Review *lines,
                              RecordInfo *info, RecordError *err);

/* What record_save_file_lines writes (fmt not RECORD_AUTO): a malloc'd, terminated text
 * of *len bytes, or NULL with the reason in err (naming path) when fmt cannot hold the
 * game or memory lacks. */
char *record_format_file_lines(const char *path, RecordFormat fmt, const Game *g,
                               const Review *lines, const RecordInfo *info, size_t *len,
                               RecordError *err);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * The words of the window's status card and message line, composed from the controller:
 * the headline ("Black to move", the result, "Move 3 of 7" while browsing), each player's
 * seat line ("You (first player): Black — thinking..."), the message under the card (a
 * refusal, the hint, what the opening asks for next, the analysis, the search's numbers,
 * a notice, who holds which colour after a swap, the proposals' legend), the panel's
 * subtitle and the forbidden points' legend. The rule knowledge these need (which stone
 * of Swap2 is placed by whom, a zone's size, how many fifth moves to propose) is the
 * game's and the controller's, asked here once. Pure: no SDL; render.c draws what it
 * returns in the tone it names. Tested in tests/test_status.c.
 */
#ifndef RENJU_STATUS_H
#define RENJU_STATUS_H

#include <stdbool.h>
#include <stddef.h>

#include "controller.h"
#include "extengine.h"
#include "i18n.h"

/* How a text is shown; the window maps each tone to a colour of its palette. */
typedef enum StatusTone {
    STATUS_TEXT = 0, /* plain */
    STATUS_DIM,      /* waiting for the computer, a hint under way, studying */
    STATUS_ACCENT,   /* the opening asks the person who acts */
    STATUS_GOOD,     /* the hint, the analysis, a good notice */
    STATUS_BAD,      /* a refusal, a bad notice */
    STATUS_GOLD      /* the result, a swap of colours */
} StatusTone;

/* The status card's headline into buf. Browsing: "Move 3 of 7" (the shown position's side
 * to move as *icon); over: the result (the winner as *icon, STONE_EMPTY for a draw); else
 * "Black to move", or "White to decide" in the opening's decisions (the colour of the
 * player who decides). */
StatusTone status_headline(const Controller *c, Lang lang, Stone *icon, char *buf, size_t cap);

/* The player (0 first, 1 second) who acts now; -1 while browsing or after the end. */
int status_actor(const Controller *c);
/* The colour the first player holds in the shown position (while browsing: as it was
 * then, each swap before it exchanging the colours). */
Stone status_first_colour(const Controller *c);
/* One player's seat line: a player by name whoever holds the seat, when name is one and
 * no seat's word (status_is_seat_word): "Bob (first player): Black", brief "Bob: Black";
 * else "First player: Black" between two people, "You (first
 * player): Black" or "Computer, level 5 (second player): White" (brief 1: without the
 * part in brackets, "Computer, level 5: White"; 2: nor the level, "Computer: White", for
 * a narrow card; an outside engine's name stands for "Computer, level 5", at brief 2 cut
 * to STATUS_ENGINE_BRIEF characters), and while the computer thinks (dots >= 0) " — thinking…
 * 3 s of about 10 s" (brief 3: " — thinking… 3 s"; 4: " — thinking" and dots dots). */
/* An outside engine's name on a narrow card (brief 2): its first this many characters. */
#define STATUS_ENGINE_BRIEF 16
/* The most bytes of an engine's answer that is no move quoted in its notice ("…" after). */
#define STATUS_ENGINE_QUOTE 32
void status_seat_line(const Controller *c, const char *name, Lang lang, int player, Stone colour,
                      int brief, int dots, char *buf, size_t cap);
/* The player (0 first, 1 second) as the seat line names it, without colour or brackets:
 * "You", "Computer, level 5", an outside engine's name, "Opponent" (network), between two
 * people "First player" or "Second player". A save's PB[] PW[] when the record names none. */
void status_player_name(const Controller *c, Lang lang, int player, char *buf, size_t cap);
/* The same without the computer's level ("Computer"), where room is short: a clock box's
 * owner (audit 32b, C6). */
const char *status_player_short(const Controller *c, Lang lang, int player);
/* A score sheet's header (a picture's, audit 32b B3), its lines each ending in '\n': the
 * players at the game's end ("Black: Anna — White: Bob", "?" for one not named; no line
 * when neither is), the event and the date, the rules, the opening rule and the clock, the
 * result ("Not finished" for a game not over). Returns the length. */
size_t status_sheet_header(const Game *g, const RecordInfo *info, Lang lang, char *buf, size_t cap);
/* The opening's decisions beside the numbers of the moves they come before, as the board
 * and the move list number them: "Opening: 2. Swap · 5. Option B · 5. 10 proposed: a1 b2
 * … · 5. Pick k7"; "" (0) for a game with none. */
size_t status_sheet_decisions(const Game *g, Lang lang, char *buf, size_t cap);
/* Is name one of the words status_player_name gives a seat, in any of our languages ("You",
 * "Computer, level 10", "Перший гравець"...)? Such a name in a record (our earlier SGF
 * saves wrote them as PB[] PW[]) says who held a seat then, not who played. */
bool status_is_seat_word(const char *name);

/* A notice of the window (a file opened, saved or refused, a paste, the sound, the
 * autosave back at work): its message and the message's argument, kept as they are and
 * worded each time it is shown (status_notice_text), in the language of that moment, as
 * a record's refusal is (RecordError): a language switch rewords a notice on the
 * screen. */
typedef enum NoticeArg {
    NOTICE_NONE = 0, /* no notice */
    NOTICE_PLAIN,    /* the message alone */
    NOTICE_NUMBER,   /* the message with n (in its plural form, when it has one) */
    NOTICE_NAME,     /* the message with text as it is: a file's name, a key */
    NOTICE_REASON,   /* the message with why a record or a file was refused (err) */
    NOTICE_ENGLISH,  /* the message with text, a library's own English, marked as such */
    NOTICE_ENGINE,   /* the message with text (an engine's name), detail, then verdict */
    NOTICE_FOUL,     /* the message with text (a file), move, detail (its point), verdict, n */
    NOTICE_RULE,     /* the message with text (a file), detail (a record's value), rule n's title */
    NOTICE_NAME_NUMBER, /* the message with text (a file), then n (its plural form) */
    NOTICE_NAME_SIDE,   /* the message with text (a file), then n twice (a picture, n x n) */
    NOTICE_SETTINGS     /* settings.conf's lines (status_notice_settings) */
} NoticeArg;

#define STATUS_THENS 2 /* the messages status_notice_then adds to a notice */

typedef struct Notice {
    NoticeArg arg;
    StrId msg;
    bool bad; /* shown as a fault */
    long n;
    char text[300];
    RecordError err;
    char detail[EXTENGINE_TEXT_MAX]; /* NOTICE_ENGINE: the point, or the move as written */
    RuleVerdict verdict;             /* NOTICE_ENGINE: the foul */
    GameError refusal;               /* NOTICE_ENGINE, S_EXT_REFUSED: the game's reason */
    int move;                        /* NOTICE_FOUL: the foul's action number */
    int height; /* NOTICE_NAME_SIDE: the picture's height when more than n (a score sheet) */
    /* Further sentences after the message (status_notice_also_*, status_notice_record):
     * NOTICE_ALSO_* bits, the fields a save left out (record_info_lost), the games of an
     * SGF collection, a record's unknown RU[] and dropped RE[] and the rule read */
    unsigned also;
    unsigned also_fields;
    int also_games;
    int also_game;    /* NOTICE_ALSO_GAMES: the game read (1: the first) */
    int also_moves;   /* NOTICE_ALSO_LEFT_OUT, NOTICE_ALSO_KEPT_LOST: moves */
    int also_shapes;  /* NOTICE_ALSO_SHAPES_LOST: shapes */
    int also_marked;  /* NOTICE_ALSO_MARKED_LOST: marked moves */
    int also_labels;  /* NOTICE_ALSO_LABEL_MARKS_LOST: marked letters */
    int also_letters; /* NOTICE_ALSO_LETTERS_LOST: letters and texts (record_letters_lost) */
    int also_after;   /* NOTICE_ALSO_FIVE_AFTER: moves after the five, move also_five */
    int also_five;
    int also_over;     /* NOTICE_ALSO_MARKS_OVER: marks past what a position holds */
    int also_noted;    /* NOTICE_ALSO_LABELS_NOTED: labels kept as comment lines */
    int also_unmarked; /* NOTICE_ALSO_LABEL_MARKS_NOTED: marked labels, the same, unmarked */
    int also_skipped;  /* NOTICE_ALSO_MARKS_SKIPPED: board marks */
    int also_unread;   /* NOTICE_ALSO_TEXTS_UNREAD: names and comments */
    int also_setup, also_setup_after;           /* NOTICE_ALSO_SETUP_SKIPPED: nodes, moves before */
    int also_setup_side, also_setup_side_after; /* the same, of side lines */
    /* ... and (the same sentence's further ones) SGF side lines cut, the first's move and
     * point; the properties left out; no RU[] and the opening guessed; RE[] kept */
    int also_cut, also_cut_move;
    char also_cut_point[8];
    char also_props[RECORD_NAME_MAX];
    bool also_guessed;
    char also_kept[RECORD_NAME_MAX];
    char also_rule[RECORD_NAME_MAX];
    char also_result[RECORD_NAME_MAX];
    char also_redo[RECORD_NAME_MAX];
    char also_marks[RECORD_NAME_MAX];
    char also_header[RECORD_NAME_MAX];
    int also_rule_id;
    /* NOTICE_ALSO_MORE's sentences (status_notice_also_loaded, _saved): the code page the
     * texts were read in (also_charset, a LibCharset; also_charset_named CA[]'s unknown
     * value, "" none, also_charset_guessed: none named), a .lib read up to the damage (at
     * byte also_damaged_at of also_damaged_len; 0: whole), a .lib save's texts as UTF-8 */
    int also_charset;
    bool also_charset_guessed;
    char also_charset_named[RECORD_NAME_MAX];
    long also_damaged_at, also_damaged_len;
    int also_utf8;
    /* NOTICE_SETTINGS: the second line not understood (err the first), and a setting
     * given on more than one line: its key, how many, the line whose value (text) is used */
    RecordError err2;
    char key[32];
    int key_times, key_line;
    int more;  /* the lines not understood past those the first two sentences say */
    int thens; /* further messages, then, said after it (status_notice_then) */
    StrId then[STATUS_THENS];
    char then_text[STATUS_THENS][128]; /* their arguments: a name, or "" */
    /* A notice too long for its room is shown a page at a time (status_notice_page):
     * page of pages (0: one page, the whole), its sentences [part_from, part_to); a
     * sentence too long for a page alone is cut at spaces: the page holds its bytes
     * [cut_from, cut_to) (cut_to 0: the whole of its sentences). */
    int page, pages;
    int part_from, part_to;
    int cut_from, cut_to;
} Notice;

enum {
    NOTICE_ALSO_RESULT = 1,   /* a save left the result out (record_keeps_result) */
    NOTICE_ALSO_INFO = 2,     /* a save left also_fields out */
    NOTICE_ALSO_GAMES = 4,    /* a load read game 1 of also_games */
    NOTICE_ALSO_TRAILING = 8, /* a load ignored text after the game */
    /* a record's further warnings, after the first (status_notice_record): */
    NOTICE_ALSO_RULE_UNKNOWN = 16,     /* RU[also_rule] unknown, read as rule also_rule_id */
    NOTICE_ALSO_RULE_FITTED = 32,      /* no rule named: read as rule also_rule_id */
    NOTICE_ALSO_RESULT_DROPPED = 64,   /* RE[also_result] left out */
    NOTICE_ALSO_NOTES_CUT = 128,       /* comments cut or left out */
    NOTICE_ALSO_PASTED = 256,          /* no sentence: a paste's ("the text holds N games") */
    NOTICE_ALSO_LEFT_OUT = 512,        /* a load left also_moves moves of other lines out */
    NOTICE_ALSO_KEPT_LOST = 1024,      /* a save left out also_moves after a foul or a five */
    NOTICE_ALSO_SETTING_FIRST = 2048,  /* settings.conf: the first line not understood (err) */
    NOTICE_ALSO_SETTING_SECOND = 4096, /* ... the second (err2) */
    NOTICE_ALSO_SETTING_TWICE = 8192,  /* ... a setting given twice, after the lines */
    NOTICE_ALSO_NO_RULE = 16384,       /* a save left out the rule set also_rule_id */
    NOTICE_ALSO_SHAPES_LOST = 32768,   /* a save left out also_shapes shapes (record_shapes_lost) */
    NOTICE_ALSO_MARKED_LOST = 65536,   /* ... also_marked marked moves */
    NOTICE_ALSO_MARKS_SKIPPED = 131072, /* a load left out also_skipped marks it could not read */
    NOTICE_ALSO_LABEL_MARKS_LOST = 262144, /* a save kept also_labels letters, not their mark */
    NOTICE_ALSO_LETTERS_LOST = 524288,     /* a save left out also_letters letters and texts */
    NOTICE_ALSO_FIVE_AFTER = 1048576,      /* a load left out also_after moves after a five */
    NOTICE_ALSO_MARKS_OVER = 2097152,      /* a load left out also_over marks past the limits */
    NOTICE_ALSO_LABELS_NOTED = 4194304,    /* a load put also_noted labels into comments */
    NOTICE_ALSO_SETTING_MORE = 8388608,    /* settings.conf: n - 2 more lines, after the second */
    NOTICE_ALSO_LABEL_MARKS_NOTED = 16777216, /* a load put also_unmarked marked labels into
                                               * comments, without their mark */
    NOTICE_ALSO_REDO_DROPPED = 33554432,    /* a load left redo's list out: the header, also_redo */
    NOTICE_ALSO_MARKS_DROPPED = 67108864,   /* ... the marks: "marked:" as written, also_marks */
    NOTICE_ALSO_HEADER_DROPPED = 134217728, /* ... a header of an extra: also_header */
    NOTICE_ALSO_FIVE_KEPT = 268435456,      /* no sentence: FIVE_AFTER's moves kept as a line */
    NOTICE_ALSO_TEXTS_UNREAD = 536870912,   /* a load showed also_unread texts' bytes as '?' */
    NOTICE_ALSO_SETUP_SKIPPED = 1073741824  /* a load left out also_setup SGF nodes' AB[],
                                             * AW[], the first after also_setup_after moves
                                             * (and also_setup_side of side lines); and the
                                             * SGF's other losses and guesses (also_cut ...
                                             * also_kept), each a sentence */
};
/* Further sentences, each its own (also_charset, also_damaged_at, also_utf8): the last bit
 * of Notice.also (an enum holds no value past int's). */
#define NOTICE_ALSO_MORE 0x80000000u

/* A file's name as a load's notice says it: whole when of `shown` characters at most
 * (STATUS_NAME_LEAST at least), else its middle left out ("the-eve…ub.sgf"), its ending
 * kept, so that the notice keeps to its pages whatever the name (a name of 60 letters
 * took a second); the window finds `shown` by drawn width (ui/files.c). Into out.
 * Returns the characters of name. */
#define STATUS_NAME_LEAST 12
size_t status_short_name(const char *name, size_t shown, char *out, size_t cap);

/* Sets *nt to message msg with its argument, as NoticeArg says (NOTICE_PLAIN: none;
 * NOTICE_NUMBER: n; NOTICE_NAME and NOTICE_ENGLISH: text, cut to fit; NOTICE_REASON:
 * *err, then text for a message with a second %s). */
void status_notice_set(Notice *nt, StrId msg, bool bad, NoticeArg arg, long n, const char *text,
                       const RecordError *err);
/* A failed save: "Not saved — " and the reason, unless the reason says so itself. */
/* An outside engine's failure ev (EXT_EV_FAILED) as a notice: what went wrong with the
 * engine named name, and for a refused move where, in board notation ("played h8, a
 * forbidden point for Black (double-three)"); the built-in AI takes over. */
void status_notice_engine(Notice *nt, const ExtEvent *ev, const char *name);
/* What settings.conf holds that the window did not take: how many lines it did not
 * understand (bad, said in the plural form of the count), the first one or two of them
 * (first, second; NULL: none) with their reasons, kept as written or left out (not
 * text); then a setting given on `times` lines (key, NULL: none), the line whose value
 * is used and that value: "settings.conf: 3 lines are not understood. Line 2: unknown
 * setting 'colour' — kept as written. ... 'ai_level' is set on 2 lines: line 9's value,
 * 7, is used." */
void status_notice_settings(Notice *nt, int bad, const RecordError *first,
                            const RecordError *second, const char *key, int times, int line,
                            const char *value);
void status_notice_not_saved(Notice *nt, const RecordError *err);
/* The file at path was not opened (err: why, the file named in it): of a .lib, a RenLib
 * library, "Library not loaded — ..."; the game on the board is unchanged. */
void status_notice_not_loaded(Notice *nt, const char *path, const RecordError *err);
/* What the reader of a record opened (name) into g did that the player must hear of
 * (RecordInfo), the first as the message, the others as further sentences (and comments
 * cut, when any: renju-cli prints them all too): the game ended on Black's foul ("Loaded NAME. Move
 * 9, j8: double-three, forbidden for Black: White wins." and how many of the record's moves after
 * it are not shown); SGF's RU[] names no rule set we know ("... read as Renju."); its
 * RE[] was left out; it names no rule set and was read under the first other than renju
 * it fits (RecordInfo.rule_fitted: "... read as Old renju (19x19), ..."). False (nt
 * untouched) when none. name NULL: a paste, whose notice says so ("Pasted a game. Move 9,
 * ...", "Pasted a game. Its rule ..."). */
bool status_notice_record(Notice *nt, const char *name, const RecordInfo *info, const Game *g);
/* Adds to nt what a save of g (info) in fmt left out besides what its message says: a
 * result no stone shows, players, event, date, thinking times (a clock's, or a record's
 * own: RecordInfo.times_read; not those the window measured in a game without a clock). */
void status_notice_also_saved(Notice *nt, const Game *g, const RecordInfo *info, RecordFormat fmt,
                              const Review *lines);
/* Adds to nt what a load read of info besides what its message says: game 1 of an SGF
 * collection, text after the game ignored. */
void status_notice_also_loaded(Notice *nt, const RecordInfo *info);
/* The notice of the game resumed from the autosave (info), after move last (the list's last
 * number; 0: none said): "The last game resumed after move 9.", then what its reader left out
 * (a "redo:" that fits no moves: said alone when no move is); nt untouched when none. */
void status_notice_resumed(Notice *nt, int last, const RecordInfo *info);
/* The notice of a paste that made g (info): what the record has to say (as
 * status_notice_record), else comments cut, else "Pasted a game of 9 moves"; then game 1
 * of an SGF collection ("the text holds 3 games") and text after it ignored. */
void status_notice_pasted(Notice *nt, const RecordInfo *info, const Game *g);
void status_notice_clear(Notice *nt);
/* Something else that happened at the same time (msg, with text for its %s when it has
 * one: a copy kept under a name, the autosave back at work) said after the notice that is
 * on ("Loaded x. Move 9, j8: ... The unfinished game is kept as games/..."), so that
 * neither replaces the other; the notice alone (NOTICE_NAME) when none is on. Up to
 * STATUS_THENS of them, in order (a further one takes the last one's place). */
void status_notice_then(Notice *nt, StrId msg, const char *text);
/* Is there a notice to show? */
bool status_notice_on(const Notice *nt);
/* The notice's words in lang into buf ("" for none); returns their length. Paged
 * (status_notice_page): its page's sentences, and "(2/3)". */
size_t status_notice_text(const Notice *nt, Lang lang, char *buf, size_t cap);
/* The record fields a save leaves out (RECORD_LOST_* bits, record_info_lost) as a list in
 * lang, S_MSG_ALSO_NO_INFO's and renju-cli's: "players, date or thinking times". */
void status_info_fields(unsigned fields, Lang lang, char *buf, size_t cap);
/* How many sentences the notice has (its message, then each further one, then its then),
 * and sentence k of them into buf (as status_notice_text joins them). */
int status_notice_parts(const Notice *nt);
size_t status_notice_part(const Notice *nt, Lang lang, int k, char *buf, size_t cap);
/* The notice shown as page (0-based) of pages, holding sentences [from, to); pages <= 1:
 * whole again. The window pages a notice that does not fit its room (ui_notice_fit). */
void status_notice_page(Notice *nt, int page, int pages, int from, int to);
/* The page (one sentence, status_notice_page) shows only bytes [from, to) of its sentence,
 * cut at spaces: "…" marks where it goes on before or after. */
void status_notice_cut(Notice *nt, int from, int to);
/* What the opening asks for now, said under a notice too ("" outside the opening): the
 * window pages a notice in the room this leaves it. Returns its length. */
size_t status_opening_step(const Controller *c, Lang lang, char *buf, size_t cap);
/* A key or a click: the next page of a paged notice (true), else the notice goes. */
bool status_notice_next(Notice *nt);

/* The message line under the status card ("" when there is none): a swap of colours says
 * who now holds which colour, first and until the next action (White's pick of the
 * proposed fifth moves which one it kept, until stone 6 and after it); then a notice (notice:
 * NULL or NOTICE_NONE for none; what the opening asks for stays under it), the analysis, a
 * refusal, the hint, what the opening asks for, the study note, the search's live numbers
 * (while an earlier position is
 * shown, only which move of the game the computer thinks on: its numbers are not of the
 * position on the board); then the legend of the lettered proposals. */
StatusTone status_message(const Controller *c, Lang lang, const Notice *notice, char *buf,
                          size_t cap);
/* The same without the swap's note, the lesser part (the seats say who holds which
 * colour), or the fifth move kept (the list has it), and under a notice without the
 * proposals' legend: for a message too long for its room, which drops them whole. */
StatusTone status_message_brief(const Controller *c, Lang lang, const Notice *notice, char *buf,
                                size_t cap);

/* The message's parts, each in its own tone: part i is bytes [from[i], to[i]) of the
 * message (line breaks between them), shown in tone[i]. A refusal is red alone: the swap's
 * note keeps its gold, or the prompt's tone when the opening asks something; a notice's
 * tone is the notice's, and the opening's step after it keeps the prompt's. */
#define STATUS_PARTS_MAX 5
typedef struct StatusParts {
    int n;
    size_t from[STATUS_PARTS_MAX], to[STATUS_PARTS_MAX];
    StatusTone tone[STATUS_PARTS_MAX];
} StatusParts;
/* status_message (brief: status_message_brief) with its parts into *parts. */
StatusTone status_message_parts(const Controller *c, Lang lang, const Notice *notice, bool brief,
                                char *buf, size_t cap, StatusParts *parts);

/* The analysis of the shown position as text to paste into a forum: the move's number and
 * the side to move, the best move's whole line in board notation, its verdict once and
 * without brackets ("Move 4, White to move: h10 i9 j8 — Black 59% · depth 12", "Move 9,
 * Black to move: g8 g9 f8 — Black wins by force in 2 moves"); beside the best moves (J)
 * each of their rows under the head, the mover's chance, depth and raw score, then the
 * search's figures ("Move 8, White to move:\n1. j7 g10 — White 25% · depth 14 · −790\n2.
 * ...\n14 s · 3,456,789 nodes · 285k nodes/s"). Returns the moves written (0, buf "", when
 * none is shown: controller_shown_analysis, depth 0). */
int status_analysis_line(const Controller *c, Lang lang, char *buf, size_t cap);
/* Is the analysis on for the shown position but without a line yet (Ctrl+I then says so,
 * not "I starts it": audit34c C3)? */
bool status_analysis_pending(const Controller *c);
/* The search's figures, an analyst's: its time, nodes and speed as the language writes
 * numbers ("14 s · 3,456,789 nodes · 285k nodes/s"; the time to the tenth below ten
 * seconds, the speed in thousands or millions from ten thousand or ten million). */
size_t status_search_figures(const AiInfo *in, Lang lang, char *buf, size_t cap);
/* Best move k's figures (the best moves' row): its depth and raw score, the side to
 * move's ("d14 · −790"); a proven win or loss with its length as "win in 3", "loses in 2"
 * alone; the search's unproven one as its depth alone; "" for a proof of no length. */
size_t status_nbest_figures(const AiInfo *in, int k, Lang lang, char *buf, size_t cap);

/* The panel's subtitle: "Rule set: Renju · Taraguchi-10". */
void status_subtitle(const Controller *c, Lang lang, char *buf, size_t cap);
/* The standard opening the first three stones of the shown position make, as players of
 * lang name it, with its code: "Kagetsu (4D)"; false (buf "") when they make none. */
bool status_opening_name(const Controller *c, Lang lang, char *buf, size_t cap);
/* The legend of the forbidden marks while they are on the board: whose fouls they are. */
const char *status_foul_legend(const Controller *c, Lang lang);

/* The graph's caption: what its height means ("Black's chance to win"); in a person's game
 * against the computer under way, that the graph is on in it (audit 27a, item 2), as the
 * analysis' head says for the analysis. */
const char *status_graph_caption(const Controller *c, Lang lang);

/* The evaluation graph's progress while positions are still being evaluated, counted in
 * the game's moves as the move list has them ("evaluated 3/8 moves"; "waiting: 3/8
 * moves" while the computer has a move to make, as the graph's searches then wait for it;
 * a swap's or a proposal's position is no move of the count): false (buf "") once every
 * position of the game is known, or before the first move. */
bool status_graph_progress(const Controller *c, Lang lang, char *buf, size_t cap);
/* The number the move list gives the game's last move (stones and passes; a set-up's
 * stones count as the list counts them), 0 when none was played: "resumed after move 47"
 * of a game whose list ends "47. b7". */
int status_last_move_number(const Controller *c);
/* A study position's row at the head of the move list (its set-up in one): "Study
 * position: 10 stones placed, White plays first". */
void status_study_row(const Game *g, Lang lang, char *buf, size_t cap);
/* Its stones, shown while the row is pointed at: "Black: c12 d4 e12. White: d5 j9." (the
 * points in a1..o15 order; "—" for none). */
void status_study_stones(const Game *g, Lang lang, char *buf, size_t cap);

/* How many moves of the analysis' expected line the board and the message show. */
int status_analysis_moves(const AiInfo *in);
/* How many best moves an analysis found: its n-best list, or its one best move when the
 * search had only one to give (a forced answer, a threat sequence at the root). */
int status_nbest_found(const AiInfo *in);
/* The N-best view's note when its finished analysis of the shown position found fewer
 * moves worth playing than asked ("Only 2 moves are worth playing here"); false (buf "")
 * otherwise. */
bool status_nbest_note(const Controller *c, Lang lang, char *buf, size_t cap);

/* The hint in a lost position (every move loses, a proof) where a move still matters: the
 * longest defence, the hint's move, which loses slowest (audit 31a, C4); POS_NONE when the
 * position is not lost, when no hint stands, or when the opponent's one five point is the
 * mover's foul (every move loses at once). The message names it; the board rings it. */
Pos status_hint_longest(const Controller *c);

/* The marks of the shown position (controller_mark) as the analysis' and the hint's words
 * end: " · only 3 moves" or " · 2 moves left out", and with overridden (AiInfo's) that the
 * opponent's four had to be blocked all the same (or, with no four, that no marked move
 * could be played); "" and 0 without marks. Returns its length. */
size_t status_marks_note(const Controller *c, Lang lang, bool overridden, char *buf, size_t cap);

#endif

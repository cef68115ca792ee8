/* Renju - MIT licence, see LICENSE.
 *
 * Why a record or a file was refused: the English of each reason kind (record.h's
 * RecordReason) as a printf template over the error's fields, and the one writer of
 * such a template, used for the English message (renju-cli, the fuzz targets) and by the
 * window for its translations (which keep the template's conversions, in order).
 */
#include "record_parse.h"

#include "text.h"

#include <stdio.h>
#include <string.h>

typedef struct ReasonText {
    const char *name;
    const char *en;
} ReasonText;

#define R(name, en) [name] = {#name, en}

static const ReasonText REASONS[RECORD_REASON_COUNT] = {
    R(RECORD_R_NONE, NULL),
    R(RECORD_R_REFUSED, NULL),
    R(RECORD_R_NO_MEMORY, "out of memory"),
    R(RECORD_R_UNKNOWN_FORMAT, "unknown record format"),
    R(RECORD_R_CONTROL_BYTE, "unexpected control byte 0x%02lx"),
    R(RECORD_R_LINE_TOO_LONG, "line too long for an action"),
    R(RECORD_R_TOO_MANY_WORDS, "too many words for one action"),
    R(RECORD_R_NOT_ACTION_NUMBER, "'%s' is not an action number"),
    R(RECORD_R_WRONG_ACTION_NUMBER, "action number %ld, expected %ld"),
    R(RECORD_R_TIME_TOO_LONG,
      "action %ld: the thinking time %s is longer than the %ld.%03lds a record holds"),
    R(RECORD_R_ACTION_MISSING, "action %ld: the action is missing"),
    R(RECORD_R_NOT_A_POINT, "'%s' is not a point of the %ldx%ld board"),
    R(RECORD_R_BAD_ACTION, "action %ld: '%s' is not an action, or its point or number is wrong"),
    R(RECORD_R_UNEXPECTED_WORD, "action %ld: unexpected '%s'"),
    R(RECORD_R_UNKNOWN_HEADER,
      "unknown header '%s' (rule, opening, black, white, event, date, result, clock, thinking, "
      "seats)"),
    R(RECORD_R_HEADER_TWICE, "header '%s' given twice"),
    R(RECORD_R_HEADER_NOT_UTF8, "the %s is not UTF-8 text"),
    R(RECORD_R_HEADER_TOO_LONG, "the %s is too long"),
    R(RECORD_R_UNKNOWN_RULES, "unknown rule set '%s'"),
    R(RECORD_R_UNKNOWN_OPENING, "unknown opening '%s' (free, taraguchi10, soosorv8, swap2)"),
    R(RECORD_R_BAD_CLOCK, "'%s' is no time control (none, absolute 10m, fischer 5m+3s, "
                          "byoyomi 10m+5x30s, move 10s)"),
    R(RECORD_R_BAD_SETUP, "'setup: %s' does not fit the game (its first moves, all stones, "
                          "are the set-up position)"),
    R(RECORD_R_PLACED_VERSION, "'setup: %s': placed stones (a study position) are read from "
                               "record version %ld on, and the first line names an older one"),
    R(RECORD_R_TEXT_AFTER_END, "text after the 'end' line"),
    R(RECORD_R_NOT_TEXT_RECORD,
      "not a renju record (it should start with '%s N', N its version, 1 to %ld)"),
    R(RECORD_R_BAD_FIRST_LINE, "the first line should be '%s N', N the record's version, 1 to %ld"),
    R(RECORD_R_BAD_VERSION,
      "record version %ld is not supported (this program reads versions 1 to %ld)"),
    R(RECORD_R_HEADER_AFTER_ACTIONS, "header '%s' after the actions"),
    R(RECORD_R_EMPTY_TEXT, "empty record: no '%s N' line (N its version, 1 to %ld)"),
    R(RECORD_R_NO_END, "the record ends early: no 'end' line (is the file cut short?)"),
    R(RECORD_R_RESULT_MISMATCH, "the record says the result is '%s' but its moves give another"),
    R(RECORD_R_LINE_NOT_CLOSED, "the line opened by '(' on line %ld is not closed with ')'"),
    R(RECORD_R_LINE_NOT_OPEN, "')' closes no line"),
    R(RECORD_R_LINE_EMPTY, "a line without moves: '(' must be followed by the line's first move"),
    R(RECORD_R_LINE_TWICE, "move %ld: %s is already a line from this position"),
    R(RECORD_R_LINES_TOO_MANY, "the record's lines hold more than %ld moves"),
    R(RECORD_R_LINES_NOT_SEARCHED, "its side lines were not searched, only its games' own "
                                   "moves: the side lines hold more than %ld moves"),
    R(RECORD_R_KEPT_BAD, "lines '=' must follow the move a game ends on (a foul, a five) and "
                         "hold RenLib's moves in hex"),
    R(RECORD_R_NOTE_MISPLACED, "a comment ('>') must follow the move it is about"),
    R(RECORD_R_NOTE_NOT_TEXT, "a comment holds a tab or bytes that are not UTF-8 text"),
    R(RECORD_R_MARK_BAD, "'%s' is no board letter: '@', a point, a text of at most %ld characters, "
                         "right after a move"),
    R(RECORD_R_SHAPE_BAD, "'%s' is no shape: '^', a point, triangle, square, circle or cross (or "
                          "'* marked'), once, right after a move"),
    R(RECORD_R_NOT_PSQ, "not a Piskvork record (it should start with 'Piskvorky 15x15, ...')"),
    R(RECORD_R_BAD_PSQ_HEADER, "bad Piskvork header (expected 'Piskvorky 15x15, 0:0, 0')"),
    R(RECORD_R_NOT_SQUARE, "the board is %ldx%ld; only square boards are played"),
    R(RECORD_R_WRONG_SIZE, "the record's board is %ldx%ld, but %s is played on %ldx%ld here "
                           "(old-renju on 19x19; pbrain-renju, the Gomocup engine, plays "
                           "gomoku up to 20x20)"),
    R(RECORD_R_LINE_AFTER_END, "unexpected line after the end of the record"),
    R(RECORD_R_MOVE_AFTER_NAMES, "a move after the player names"),
    R(RECORD_R_PSQ_TIME_TOO_LONG, "move %ld: the thinking time is longer than the %ld ms a "
                                  "record holds"),
    R(RECORD_R_COORD_OFF_BOARD, "move %ld: a coordinate of '%s' is off the %ldx%ld board"),
    R(RECORD_R_BAD_MOVE_LINE, "bad move line '%s' (expected x,y,milliseconds)"),
    R(RECORD_R_XY_OFF_BOARD, "move %ld: (%ld,%ld) is off the %ldx%ld board"),
    R(RECORD_R_NEGATIVE_TIME, "move %ld: negative time"),
    R(RECORD_R_UNEXPECTED_LINE, "unexpected line '%s'"),
    R(RECORD_R_EMPTY_PSQ, "empty file: no Piskvork header"),
    R(RECORD_R_PSQ_NO_END, "the file ends early: no status line (Piskvork ends its files with "
                           "a number such as -1 and a new line; is the file cut short?)"),
    R(RECORD_R_LIB_COMMENT, "a comment runs past the end of the file"),
    R(RECORD_R_LIB_HEADER_SHORT, "the RenLib header is cut short"),
    R(RECORD_R_LIB_VERSION, "RenLib file version %ld.%ld is newer than 3.4"),
    R(RECORD_R_NOT_LIB, "not a RenLib file (no RenLib header)"),
    R(RECORD_R_LIB_TRAILING, "data after the end of the move tree"),
    R(RECORD_R_LIB_NODE_SHORT, "a move node is cut short"),
    R(RECORD_R_LIB_EXTENSION_SHORT, "a node extension is cut short"),
    R(RECORD_R_LIB_POINT, "point byte 0x%02lx is off the 15x15 board"),
    R(RECORD_R_LIB_TREE_SHORT, "the move tree ends early (the file is cut short)"),
    R(RECORD_R_LIB_SIZE, "RenLib files hold 15x15 games, but %s is played on %ldx%ld"),
    R(RECORD_R_LIBRARY_TOO_LARGE, "%ld MB or more, too large for an opening library"),
    R(RECORD_R_LIBRARY_TOO_MANY, "the library holds more than %ld moves and labels"),
    R(RECORD_R_SGF_NO_BRACKET, "a property value has no closing ']'"),
    R(RECORD_R_SGF_NOT_CLOSED, "the game tree is not closed with ')'"),
    R(RECORD_R_SGF_NAME_TOO_LONG, "property name too long"),
    R(RECORD_R_SGF_NAME_LOWER, "property name without capital letters"),
    R(RECORD_R_UNEXPECTED_CHAR, "unexpected '%s'"),
    R(RECORD_R_UNEXPECTED_BYTE, "unexpected byte 0x%02lx"),
    R(RECORD_R_SGF_TOO_DEEP, "variations are nested too deeply"),
    R(RECORD_R_SGF_NO_NODE, "a game tree must start with a node ';'"),
    R(RECORD_R_SGF_EXPECTED_PAREN, "expected '(' or ')'"),
    R(RECORD_R_NOT_SGF, "not an SGF file (it should start with '(;')"),
    R(RECORD_R_SGF_WRONG_SIZE, "SZ[%ld]: %s is played on %ldx%ld"),
    R(RECORD_R_SGF_OFF_BOARD, "move %ld: %s is not a point of the %ldx%ld board"),
    R(RECORD_R_SGF_WRONG_COLOUR, "move %ld: %s, but the other colour is to move"),
    R(RECORD_R_SGF_NO_VALUE, "property %s has no value"),
    R(RECORD_R_SGF_SEVERAL_VALUES, "a move property with several values"),
    R(RECORD_R_SGF_PL_BAD, "PL[%s] names no side to move (B or W)"),
    R(RECORD_R_SGF_PL_TWICE, "PL[] is given twice: the first node names one side to move"),
    R(RECORD_R_SGF_SETUP_POINT, "set-up stone %s is no free point of the %ldx%ld board"),
    R(RECORD_R_SGF_SETUP_NO_GAME,
      "the set-up stones (AB[], AW[]) cannot stand: there are more stones than the rule set "
      "allows, or the game would be over as they stand (a full board, no five left)"),
    R(RECORD_R_SGF_SETUP_FIVE, "the set-up stones (AB[], AW[]) cannot stand: a winning line of "
                               "%ld stones is on the board (%s), the game is over"),
    R(RECORD_R_SGF_SETUP_OVERLINE,
      "the set-up stones (AB[], AW[]) cannot stand: Black's overline through %s is a foul"),
    R(RECORD_R_SGF_NOT_GOMOKU, "GM[%s] is not a gomoku or renju game (GM[4])"),
    R(RECORD_R_SGF_AFTER_FIRST, "%s after the first move"),
    R(RECORD_R_SGF_BAD_SIZE, "SZ[%s] is not a board size"),
    R(RECORD_R_SGF_NOT_SQUARE, "SZ[%s]: only square boards are played"),
    R(RECORD_R_SGF_NO_GAME, "there is no game %ld: the file holds %ld (an SGF collection holds "
                            "several, another record one)"),
    R(RECORD_R_RIF_TAG, "broken XML at '%s' (a tag, comment or value that is not closed)"),
    R(RECORD_R_RIF_END_TAG, "</%s> closes no element open there"),
    R(RECORD_R_RIF_NOT_CLOSED, "the element <%s> is never closed (is the file cut short?)"),
    R(RECORD_R_RIF_TOO_DEEP, "elements nest more than %ld deep"),
    R(RECORD_R_RIF_NO_GAMES, "no <game> in it: no RIF database of games"),
    R(RECORD_R_RIF_TOO_MANY, "more than %ld games or rows: too many for a RIF database"),
    R(RECORD_R_RIF_TOO_LARGE, "larger than %ld MB, the most a RIF database is read to"),
    R(RECORD_R_MOVES_CHAR, "unexpected '%s' (moves are written like h8i9j10)"),
    R(RECORD_R_MOVES_BYTE, "unexpected byte 0x%02lx (moves are written like h8i9j10)"),
    R(RECORD_R_NO_MOVES, "no moves: an empty move string is not a game record"),
    R(RECORD_R_MOVE_NUMBER, "move number '%s' does not count right: %ld fits there"),
    R(RECORD_R_CANNOT_OPEN, "cannot open it"),
    R(RECORD_R_IS_DIRECTORY, "is a directory, not a game record"),
    R(RECORD_R_NOT_A_FILE, "not a regular file (a named pipe, a device or a socket), not read"),
    R(RECORD_R_FILE_TOO_LARGE, "larger than %ld MB, not a game record"),
    R(RECORD_R_READ_ERROR, "read error"),
    R(RECORD_R_NOT_SAVED, "not saved"),
    R(RECORD_R_NO_TEMPORARY, "not saved: no file can be made in the folder %s"),
    R(RECORD_R_FOLDER_NO_FILES, "not saved: the folder %s takes no new files: choose another"),
    R(RECORD_R_NO_SUCH_FOLDER, "not saved: there is no folder %s"),
    R(RECORD_R_NOT_REGULAR, "not saved: not a regular file"),
    R(RECORD_R_APPEARED, "not saved: a file of that name appeared meanwhile, and it was kept"),
    R(RECORD_R_UNKNOWN_EXTENSION, "unknown extension (.renju .txt .psq .lib .sgf .moves)"),
    R(RECORD_R_PATH_TOO_LONG, "the path is too long"),
    R(RECORD_R_NO_FOLDER, "cannot make the folder %s"),
    R(RECORD_R_NOT_A_FOLDER, "not a folder"),
    R(RECORD_R_BAD_FOLDER_NAME, "bad folder name"),
    R(RECORD_R_NO_HOME, "neither it nor HOME names a folder"),
    R(RECORD_R_TOO_MANY_KEPT,
      "cannot move it aside: too many unreadable copies of it are kept already"),
    R(RECORD_R_CANNOT_MOVE_ASIDE, "cannot move it aside"),
    R(RECORD_R_PROGRESS_LINE, "not a line of the study progress file"),
    R(RECORD_R_PROGRESS_DIRECTORY, "is a directory, not a study progress file"),
    R(RECORD_R_PROGRESS_TOO_LARGE, "larger than %ld MB, not a study progress file"),
    R(RECORD_R_STUDY_PLAY_LINE, "damaged, cut short or from another version"),
    R(RECORD_R_SETTING_LINE, "'%s' is not a 'key = value' line"),
    R(RECORD_R_SETTING_NOT_TEXT,
      "not text (control bytes or broken UTF-8); left out, with %ld more like it after it"),
    R(RECORD_R_SETTING_NOT_TEXT_ONE, "not text (control bytes or broken UTF-8); left out"),
    R(RECORD_R_SETTING_KEY, "unknown setting '%s'"),
    R(RECORD_R_SETTING_NUMBER, "'%s' is not a whole number from %ld to %ld"),
    R(RECORD_R_SETTING_RANGE, "'%s' is out of range %ld..%ld"),
    R(RECORD_R_SETTING_LANGUAGE, "unknown language '%s' (en, uk, ru, bg)"),
    R(RECORD_R_SETTING_SEAT, "unknown player '%s' (person, ai)"),
    R(RECORD_R_SETTING_THEME, "unknown theme '%s' (dark, light, contrast)"),
    R(RECORD_R_SETTING_ENGINE, "unknown engine '%s' (builtin, external)"),
    R(RECORD_R_SETTING_NET_ROLE, "unknown network role '%s' (host, join)"),
    R(RECORD_R_SETTING_NET_SEAT, "unknown network seat '%s' (none, black, white)"),
    R(RECORD_R_SETTING_ADDRESS, "'%s' is no address to join (host:port)"),
    R(RECORD_R_SETTING_PATH, "'%s' is no folder's full path (one starting with /)"),
    R(RECORD_R_SETTING_FOLDER, "is a folder, not a settings file"),
    R(RECORD_R_SETTING_TOO_LARGE, "larger than %ld MB, not a settings file"),
    R(RECORD_R_LIB_ONLY_15, "RenLib files hold only 15x15 games"),
    R(RECORD_R_MOVES_EMPTY, "a move string needs at least one move"),
    R(RECORD_R_PSQ_PASS, "Piskvork files cannot hold a pass"),
    R(RECORD_R_PSQ_SETUP_PASS,
      "Piskvork files hold no pass, so no set-up's side to move once moves follow it "
      "(their stones would change colour); save as .renju, .sgf, .lib or .moves"),
    R(RECORD_R_STUDY_MOVES,
      "a study position's stones stand in no order of play, and this format holds moves only; "
      "save as .renju, .sgf or .txt (the .renju text record)"),
    R(RECORD_R_PSQ_RULE, "the .psq format cannot keep the %s rule; save as .renju or .sgf"),
    R(RECORD_R_LIB_RULE, "the .lib format cannot keep the %s rule; save as .renju or .sgf"),
    R(RECORD_R_MOVES_RULE, "the .moves format cannot keep the %s rule; save as .renju or .sgf"),
};

const char *record_unit_english(RecordUnit u)
{
    static const char *const UNITS[RECORD_UNIT_COUNT] = {
        [RECORD_UNIT_NONE] = "",
        [RECORD_UNIT_MS] = "ms",
        [RECORD_UNIT_MS_BY_LEVEL] = "ms (0: by level)",
        [RECORD_UNIT_MS_DEFAULT] = "ms (0: the default)",
        [RECORD_UNIT_AUTOMATIC] = "(0: automatic)",
        [RECORD_UNIT_MB_DEFAULT] = "MB (0: the default)"};
    return (unsigned)u < RECORD_UNIT_COUNT ? UNITS[u] : "";
}

const char *record_reason_name(RecordReason r)
{
    return (unsigned)r < RECORD_REASON_COUNT ? REASONS[r].name : "?";
}

const char *record_reason_english(RecordReason r)
{
    return (unsigned)r < RECORD_REASON_COUNT ? REASONS[r].en : NULL;
}

/* How many conversions of tmpl come before its "%s" (RECORD_NUMS + 1: it has none). */
static int numbers_before_token(const char *tmpl)
{
    int n = 0;
    for (const char *s = tmpl; *s; s++) {
        if (*s != '%') {
            continue;
        }
        s++;
        if (*s == '%') {
            continue;
        }
        while (*s && strchr("0123456789.-+ #l", *s)) {
            s++;
        }
        if (*s == 's') {
            return n;
        }
        if (!*s) {
            break;
        }
        n++;
    }
    return RECORD_NUMS + 1;
}

size_t record_reason_write(const char *tmpl, const RecordError *e, char *buf, size_t cap)
{
    if (!tmpl) {
        tmpl = "";
    }
    const long *n = e->num;
    const char *t = e->token;
    int r;
    /* Arguments past the template's last conversion are ignored (C11 7.21.6.1). */
    switch (numbers_before_token(tmpl)) {
    case 0: r = snprintf(buf, cap, tmpl, t, n[0], n[1], n[2], n[3], n[4]); break;
    case 1: r = snprintf(buf, cap, tmpl, n[0], t, n[1], n[2], n[3], n[4]); break;
    case 2: r = snprintf(buf, cap, tmpl, n[0], n[1], t, n[2], n[3], n[4]); break;
    case 3: r = snprintf(buf, cap, tmpl, n[0], n[1], n[2], t, n[3], n[4]); break;
    case 4: r = snprintf(buf, cap, tmpl, n[0], n[1], n[2], n[3], t, n[4]); break;
    case 5: r = snprintf(buf, cap, tmpl, n[0], n[1], n[2], n[3], n[4], t); break;
    default: r = snprintf(buf, cap, tmpl, n[0], n[1], n[2], n[3], n[4]); break;
    }
    return r > 0 ? (size_t)r : 0;
}

void rec_token(RecordError *e, const char *s, size_t n)
{
    size_t out = 0;
    size_t i = 0;
    if (s && n == REC_TOKEN_ALL) {
        n = strlen(s);
    }
    while (s && i < n) {
        size_t k = text_utf8_char(s + i, n - i);
        unsigned char c = (unsigned char)s[i];
        bool plain = k > 0 && !(k == 1 && (c < 0x20 || c == 0x7F));
        size_t take = plain ? k : 1;
        if (out + (plain ? k : 1) >= sizeof e->token) {
            break;
        }
        if (plain) {
            memcpy(e->token + out, s + i, k);
        } else {
            e->token[out] = '?';
        }
        out += plain ? k : 1;
        i += take;
    }
    if (s && i < n) {
        /* Cut: whole characters give way to "..." so the quote never looks complete. */
        while (out > sizeof e->token - 4) {
            do {
                out--;
            } while (out > 0 && ((unsigned char)e->token[out] & 0xC0) == 0x80);
        }
        memcpy(e->token + out, "...", 3);
        out += 3;
    }
    e->token[out] = '\0';
}

void record_error_finish(RecordError *e)
{
    size_t len = 0;
    e->msg[0] = '\0';
    if (e->file[0]) {
        text_append(e->msg, sizeof e->msg, &len,
                    e->file_moves ? "the move list \"%s\": " : "%s: ", e->file);
    }
    if (e->line > 0) {
        text_append(e->msg, sizeof e->msg, &len, "line %d: ", e->line);
    } else if (e->offset >= 0) {
        text_append(e->msg, sizeof e->msg, &len, "byte %ld: ", e->offset);
    }
    if (e->reason == RECORD_R_REFUSED) {
        text_append(e->msg, sizeof e->msg, &len, "move %d (%s): %s", e->move, e->token,
                    e->refusal.msg);
    } else if (len < sizeof e->msg) {
        size_t n = record_reason_write(record_reason_english(e->reason), e, e->msg + len,
                                       sizeof e->msg - len);
        len = len + n < sizeof e->msg ? len + n : sizeof e->msg - 1;
        const char *unit = record_unit_english((RecordUnit)e->num[2]);
        if ((e->reason == RECORD_R_SETTING_NUMBER || e->reason == RECORD_R_SETTING_RANGE) &&
            unit[0]) {
            text_append(e->msg, sizeof e->msg, &len, " %s", unit);
        }
    }
    if (e->os) {
        text_append(e->msg, sizeof e->msg, &len, ": %s", strerror(e->os));
    }
}

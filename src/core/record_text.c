/* Renju - MIT licence, see LICENSE.
 *
 * Our text record (record.h, README.md): "Renju record 1", "key: value" headers, one
 * numbered action a line with its thinking time, "end". The action words are game.h's.
 * Version 2 adds the other lines: "(" opens a line that continues from the position
 * after the action before it (its first action has that action's number + 1), ")"
 * closes it, and lines nest. A reader keeps the lines in a review tree (review.h) with
 * a stack of open lines and no recursion: every line adds a move, so the tree's limit
 * (REVIEW_MAX_NODES) bounds both the moves and the depth; closing a line replays its
 * starting position from the tree. Version 3 adds comments: lines "> text" right after
 * the action they are about (before the first action: the game's), one a line of the
 * comment ("" a ">" alone); a file without comments is still written as version 1 or 2,
 * so that older builds read it. Version 4 adds "setup: N", the game's first N moves a
 * set-up position's stones (game.h); written only for such a game, so a game without
 * one is written as before and an older build refuses a set-up game by its version
 * rather than read its invented order as moves played. Version 5 adds board letters (RenLib's
 * marks, review.h's ReviewMark): lines "@ k11 A" (a point, a blank, the letter's text) right
 * after the action whose position they are drawn on (before the first action: the empty
 * board's), among its comment lines; written only when some position has a letter. Versions 3
 * and 4 held the letters as comment lines "k11: A" at the end of the comment: they are read
 * back as letters (review_marks_from_note).
 * Version 6 adds the lines a RenLib file goes on with after the move a game ends on (a Black
 * foul, a five: ReviewNode.kept_at), which no game plays: lines "= " of their bytes in hex right
 * after that move (after its comment and letters), so that the autosave keeps what a .lib opened
 * holds and a .lib save writes them back; written only when some node keeps such lines.
 * Version 7 adds shapes, lines "^ h8 triangle" (square, circle, cross: SGF's TR SQ CR MA),
 * a move's mark (RenLib's marked move, a line "* marked") and letters of up to
 * REVIEW_MARK_CHARS characters (before: 7 bytes), among the comment's lines; written only
 * when some node has one of them, so that an older build refuses the file by its version
 * rather than by its lines. Version 8 adds a letter's mark (RenLib's MARK flag on the label
 * node that holds it), a line "* k11 marked" right after the letter's; written only when some
 * letter has one. A letter line whose text a letter cannot hold (an older file's
 * "Block1") becomes a line "k11: Block1" of the comment, as RenLib's and SGF's do.
 * Version 9 adds the moves undo took back (game.h's redo list), so that redo works after a
 * restart as before it: a header "redo: N", the game's next N actions the first N of the first
 * line after its last action (written first there, those moves that line's own, whatever the
 * tree's order); written only while there is something to redo; one that fits no moves (a
 * hand-edited "redo: 99") costs only the list (RecordInfo.redo_dropped), not the game. Version 10
 * adds the autosave's header "filed: KEY" (RecordInfo.filed: the window's fingerprint of a game a
 * file holds as it stands); written only in the autosave, only then. Version 11 adds the fifth-move
 * marks undo took back (RecordInfo.unmarks), "unmarked: K P1 P2 ...": redo gives P1, P2, ... back
 * once it has played the first K of the "redo:" moves; written only while there are such marks. An
 * "unmarked:" that does not fit costs those marks alone, as a bad "redo:" does; so does a bad
 * "marked:", and a bad header of an extra (header_is_extra: names, clock, seats...) itself.
 * Version 13 numbers the actions as the board and the move list do (game_move_number): the
 * stones and passes count, an opening's decision takes the number of the stone it comes
 * before ("2. swap", "2. i9"); written only when the game or a line has a decision (else the
 * two numberings agree), read by the version (before 13: one running number, still read).
 * Version 14 adds what another program's SGF said that the game does not hold (fix33b): the
 * result it claims, a winner without a reason ("claimed: B+", RecordInfo.result_kept; written
 * only while the moves are those it was read with), and its game information we have no
 * header of our own for, one a line ("sgf: PC Tokyo", RecordInfo.sgf_info); written only
 * when there is either. A bad one of them costs itself (header_is_extra).
 */
#include "lib_tree.h"
#include "record_parse.h"

#include "text.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TEXT_VERSION 1           /* a game alone */
#define TEXT_VERSION_LINES 2     /* with its other lines */
#define TEXT_VERSION_NOTES 3     /* with comments (and its other lines, if any) */
#define TEXT_VERSION_SETUP 4     /* from a set-up position (with lines, comments, if any) */
#define TEXT_VERSION_MARKS 5     /* with board letters (and all of the above, if any) */
#define TEXT_VERSION_KEPT 6      /* with RenLib's lines after a game's end (and all of the above) */
#define TEXT_VERSION_SHAPES 7    /* with shapes, marked moves, longer letters (and all above) */
#define TEXT_VERSION_FLAGS 8     /* with marked letters (RenLib's MARK on a label node) */
#define TEXT_VERSION_REDO 9      /* with the moves undo took back, for redo ("redo: N") */
#define TEXT_VERSION_FILED 10    /* the autosave's mark of a game a file holds ("filed: KEY") */
#define TEXT_VERSION_UNMARKED 11 /* the fifth-move marks undo took back ("unmarked: K P1 P2") */
#define TEXT_VERSION_STUDY 12    /* a study position, its set-up placed ("setup: N placed") */
#define TEXT_VERSION_STONES 13   /* the actions numbered as the board numbers the stones */
#define TEXT_VERSION_INFO 14     /* "claimed:", "sgf:": what another program's SGF said */
#define TEXT_VERSION_LAST 14     /* the newest this build reads */
#define TEXT_KEPT_LINE 64        /* bytes of kept lines a "= " line holds, in hex */
#define TEXT_INDENT_MAX 10 /* nested lines are indented two blanks a level, this deep at most */
#define TEXT_MAX_WORDS 16
#define TEXT_LINE_MAX 512
/* After "clock:"'s control: the game on it ended, the game kept is a line tried after it
 * (RecordInfo.clock_ended). An older build drops the header, and reviews the game without
 * a clock, as this one does. */
#define CLOCK_ENDED ", ended"
/* Before it: a tournament game, no help while it runs (RecordInfo.no_help). */
#define CLOCK_NO_HELP ", no help"
#define TEXT_MAX_SECONDS (RECORD_TIME_MAX_MS / 1000)

typedef struct Word {
    const char *s;
    size_t n;
} Word;

static int split_words(const Line *l, Word *w, int cap)
{
    int n = 0;
    size_t i = 0;
    while (i < l->n) {
        rec_skip_blanks(l->s, l->n, &i);
        if (i >= l->n) {
            break;
        }
        size_t b = i;
        while (i < l->n && l->s[i] != ' ' && l->s[i] != '\t') {
            i++;
        }
        if (n == cap) {
            return cap + 1;
        }
        w[n].s = l->s + b;
        w[n].n = i - b;
        n++;
    }
    return n;
}

typedef enum TimeWord { TIME_NONE, TIME_OK, TIME_TOO_LONG } TimeWord;

/* "12s", "2.5s", "0.125s" -> milliseconds; TIME_TOO_LONG for a time in that form above
 * RECORD_TIME_MAX_MS, TIME_NONE for a word that is no time. */
static TimeWord parse_seconds(const Word *w, int32_t *ms)
{
    size_t i = 0;
    long sec = 0;
    long frac = 0;
    size_t digits_end = 0;
    while (digits_end < w->n && rec_is_digit(w->s[digits_end])) {
        digits_end++;
    }
    if (w->n < 2 || w->s[w->n - 1] != 's' || digits_end == 0) {
        return TIME_NONE;
    }
    if (digits_end > 7 || !rec_read_uint(w->s, w->n - 1, &i, 7, &sec)) {
        i = digits_end; /* too many digits for any time we hold: check the form only */
        sec = TEXT_MAX_SECONDS + 1;
    }
    if (i < w->n - 1 && w->s[i] == '.') {
        i++;
        int digits = 0;
        while (i < w->n - 1 && rec_is_digit(w->s[i]) && digits < 3) {
            frac = frac * 10 + (w->s[i] - '0');
            digits++;
            i++;
        }
        if (digits == 0) {
            return TIME_NONE;
        }
        for (; digits < 3; digits++) {
            frac *= 10;
        }
    }
    if (i != w->n - 1) {
        return TIME_NONE;
    }
    if (sec > TEXT_MAX_SECONDS) {
        return TIME_TOO_LONG;
    }
    *ms = (int32_t)(sec * 1000 + frac);
    return TIME_OK;
}

/* One action line: [N.] ACTION [ARGS] [TIME]. The action words are game.h's
 * (game_action_read), in any case. */
static bool parse_action_line(Parser *p, const Line *l, bool stones)
{
    char copy[TEXT_LINE_MAX];
    if (l->n >= sizeof copy) {
        return rec_fail(p, RECORD_R_LINE_TOO_LONG, NULL, 0, NULL);
    }
    for (size_t k = 0; k < l->n; k++) {
        copy[k] = rec_lower(l->s[k]);
    }
    copy[l->n] = '\0';
    Line lc = {copy, l->n, 0, 0};
    Word w[TEXT_MAX_WORDS];
    int n = split_words(&lc, w, TEXT_MAX_WORDS);
    if (n > TEXT_MAX_WORDS) {
        return rec_fail(p, RECORD_R_TOO_MANY_WORDS, NULL, 0, NULL);
    }
    char *words[TEXT_MAX_WORDS];
    for (int k = 0; k < n; k++) {
        words[k] = (char *)w[k].s;
        words[k][w[k].n] = '\0'; /* split in place: the blank after a word becomes a NUL */
    }
    int i = 0;
    rec_start(p);
    int expected = stones ? game_move_number(p->g, p->g->nactions) : p->g->nactions + 1;
    if (n > 0 && w[0].n >= 2 && w[0].s[w[0].n - 1] == '.' && rec_is_digit(w[0].s[0])) {
        size_t k = 0;
        long number = 0;
        if (!rec_read_uint(w[0].s, w[0].n, &k, 5, &number) || k != w[0].n - 1) {
            return rec_fail(p, RECORD_R_NOT_ACTION_NUMBER, words[0], REC_TOKEN_ALL, NULL);
        }
        if (number != expected) {
            return rec_fail(p, RECORD_R_WRONG_ACTION_NUMBER, NULL, 0, REC_NUMS(number, expected));
        }
        i = 1;
    }
    Action a;
    int32_t time_ms = 0;
    TimeWord tw = n > i + 1 ? parse_seconds(&w[n - 1], &time_ms) : TIME_NONE;
    if (tw == TIME_TOO_LONG) {
        return rec_fail(p, RECORD_R_TIME_TOO_LONG, words[n - 1], REC_TOKEN_ALL,
                        REC_NUMS(expected, RECORD_TIME_MAX_MS / 1000, RECORD_TIME_MAX_MS % 1000));
    }
    if (tw == TIME_OK) {
        n--;
    }
    if (i >= n) {
        return rec_fail(p, RECORD_R_ACTION_MISSING, NULL, 0, REC_NUMS(expected));
    }
    GameError ge;
    int used = game_action_read(words + i, n - i, rec_board_size(p), &a, &ge);
    if (used == 0) {
        const char *v = words[i];
        size_t k = 1;
        long row = 0;
        if (rec_is_letter(v[0]) && rec_read_uint(v, strlen(v), &k, 3, &row) && v[k] == '\0') {
            return rec_fail(p, RECORD_R_NOT_A_POINT, v, REC_TOKEN_ALL,
                            REC_NUMS(rec_board_size(p), rec_board_size(p)));
        }
        return rec_fail(p, RECORD_R_BAD_ACTION, v, REC_TOKEN_ALL, REC_NUMS(expected));
    }
    if (i + used < n) {
        return rec_fail(p, RECORD_R_UNEXPECTED_WORD, words[i + used], REC_TOKEN_ALL,
                        REC_NUMS(expected));
    }
    a.time_ms = time_ms;
    a.placed = p->g->nactions < p->placed;
    if (a.kind == ACTION_PASS) {
        a.pos = POS_PASS; /* as game_play records a pass */
    }
    return rec_apply(p, &a);
}

/* Where a version 2 record's reader stands in its tree of lines. */
typedef struct Lines {
    int node;       /* the tree's node of the position reached: the next action's parent */
    int depth;      /* lines open */
    bool fresh;     /* a line was just opened: its first action is due */
    bool notes;     /* version 3 on: comment lines are read */
    bool setup;     /* version 4 on: the "setup:" header is read */
    bool marks;     /* version 5 on: letter lines are read (before: comment lines) */
    bool kept;      /* version 6 on: lines "= hex" (kept_line) are read */
    bool shapes;    /* version 7 on: lines "^ h8 triangle" and "* marked" are read */
    bool flags;     /* version 8 on: lines "* k11 marked" (a letter's MARK flag) too */
    bool redo;      /* version 9 on: the header "redo: N" is read */
    bool filed;     /* version 10 on: the header "filed: KEY" (the autosave's) is read */
    bool unmarked;  /* version 11 on: the header "unmarked: K P1 P2 ..." is read */
    bool study;     /* version 12 on: "setup: N placed" (a study position) is read */
    bool stones;    /* version 13 on: an action's number is the move number the board and the
                     * move list give it (game_move_number), not a running one */
    bool info;      /* version 14 on: the headers "claimed:" and "sgf:" are read */
    bool kept_open; /* such lines are being read, for node */
    int kept_first; /* the first of them */
    int kept_len;   /* their bytes so far, in kept_bytes (REVIEW_KEPT_MAX) */
    unsigned char *kept_bytes;
    bool note_ok;    /* a comment line may come: after an action or before the first */
    bool note_open;  /* comment lines are being read, for node */
    int note_line;   /* the first of them */
    size_t note_len; /* their text so far */
    int open_room;   /* of open_node[] and open_line[] */
    int *open_node;  /* the node each open line began after (heap) */
    int *open_line;  /* its "(" line */
    char note[2 * REVIEW_NOTE_BYTES + 2];
} Lines;

/* The action just applied, as the game recorded it, into the tree under the current
 * node: a line's first action after the lines before it, a continuation first. */
static bool add_to_tree(Parser *p, Lines *ls)
{
    const Action *a = &p->g->actions[p->g->nactions - 1];
    if (review_child(p->tree, ls->node, a) >= 0) {
        char text[160];
        game_action_format(a, text, sizeof text);
        return rec_fail(p, RECORD_R_LINE_TWICE, text, REC_TOKEN_ALL, REC_NUMS(p->g->nactions));
    }
    int k = review_add(p->tree, ls->node, a, !ls->fresh);
    if (k < 0) {
        return rec_tree_full(p);
    }
    ls->node = k;
    ls->fresh = false;
    ls->note_ok = true;
    return true;
}

/* A comment line "> text" of a version 3 record: a line of the comment of the node just
 * reached (the tree's root before the first action). What passes twice a comment's
 * length is not kept (the comment is cut at note_end anyway), cut between characters. */
static bool note_line(Parser *p, Lines *ls, const Line *l)
{
    size_t i = 1;
    if (!ls->note_ok) {
        return rec_fail(p, RECORD_R_NOTE_MISPLACED, NULL, 0, NULL);
    }
    if (i < l->n && l->s[i] == ' ') {
        i++;
    }
    size_t n = l->n - i;
    size_t newline = ls->note_open ? 1 : 0; /* before a comment's second line, third... */
    if (!ls->note_open) {
        ls->note_open = true;
        ls->note_line = p->line;
        ls->note_len = 0;
    }
    size_t room = sizeof ls->note - 1 - ls->note_len;
    if (newline + n > room) {
        n = room > newline ? room - newline : 0;
        while (n > 0 && ((unsigned char)l->s[i + n] & 0xC0) == 0x80) {
            n--; /* l->s[i + n], the first byte left out, begins no character */
        }
        newline = newline <= room ? newline : 0;
    }
    memcpy(ls->note + ls->note_len, "\n", newline);
    memcpy(ls->note + ls->note_len + newline, l->s + i, n);
    ls->note_len += newline + n;
    return true;
}

/* A letter line "@ k11 A" of a version 5 record: a board letter of the position of the
 * node just reached (the root's before the first action). */
static bool mark_line(Parser *p, Lines *ls, const Line *l)
{
    size_t i = 1;
    rec_skip_blanks(l->s, l->n, &i);
    size_t pt = i;
    while (i < l->n && l->s[i] != ' ' && l->s[i] != '\t') {
        i++;
    }
    size_t pn = i - pt;
    rec_skip_blanks(l->s, l->n, &i);
    Pos pos;
    bool point = ls->note_ok && i < l->n &&
                 board_parse_point(l->s + pt, pn, rec_board_size(p), &pos) &&
                 !review_mark(p->tree, ls->node, pos);
    if (point && review_mark_check(l->s + i, l->n - i) == REVIEW_MARK_TOO_LONG) {
        /* A text no letter holds (an older build's 7 bytes, "Block1"): a comment line. */
        char text[TEXT_LINE_MAX + 16];
        int n = snprintf(text, sizeof text, "> %.*s: %.*s", (int)pn, l->s + pt,
                         (int)(l->n - i < TEXT_LINE_MAX ? l->n - i : TEXT_LINE_MAX), l->s + i);
        Line as_note = {.s = text, .n = (size_t)n < sizeof text ? (size_t)n : sizeof text - 1};
        return note_line(p, ls, &as_note);
    }
    if (!point || !review_set_mark(p->tree, ls->node, pos, l->s + i, l->n - i)) {
        return rec_fail(p, RECORD_R_MARK_BAD, l->s, l->n < 24 ? l->n : 24,
                        REC_NUMS(REVIEW_MARK_CHARS));
    }
    return true;
}

static const char *const SHAPE_WORDS[REVIEW_SHAPE_COUNT] = {"", "triangle", "square", "circle",
                                                            "cross"};

/* A line of a version 7 record: "^ h8 triangle", a shape on the position of the node just
 * reached; "* marked", that node's move marked; version 8's "* k11 marked", the letter on k11
 * of that position marked (its label node's MARK flag). */
static bool shape_line(Parser *p, Lines *ls, const Line *l)
{
    Word w[3];
    int n = split_words(l, w, 3);
    Pos pos;
    if (l->s[0] == '*') {
        const ReviewMark *m = NULL;
        bool letter = ls->flags && n == 3 &&
                      board_parse_point(w[1].s, w[1].n, rec_board_size(p), &pos) &&
                      (m = review_mark_at(p->tree, ls->node, pos)) != NULL && !m->marked;
        if (!ls->note_ok || (n != 2 && n != 3) || w[0].n != 1 ||
            !rec_word_is(w[n - 1].s, w[n - 1].n, "marked") ||
            (n == 2 ? p->tree->nodes[ls->node].marked : !letter)) {
            return rec_fail(p, RECORD_R_SHAPE_BAD, l->s, l->n < 24 ? l->n : 24, NULL);
        }
        if (n == 2) {
            p->tree->nodes[ls->node].marked = true;
        } else {
            review_mark_flag(p->tree, ls->node, pos, true);
        }
        return true;
    }
    int shape = REVIEW_SHAPE_COUNT;
    for (int k = 1; n == 3 && k < REVIEW_SHAPE_COUNT; k++) {
        shape = rec_word_is(w[2].s, w[2].n, SHAPE_WORDS[k]) ? k : shape;
    }
    if (!ls->note_ok || n != 3 || w[0].n != 1 || shape == REVIEW_SHAPE_COUNT ||
        !board_parse_point(w[1].s, w[1].n, rec_board_size(p), &pos) ||
        review_shape(p->tree, ls->node, pos) != REVIEW_SHAPE_NONE ||
        !review_set_shape(p->tree, ls->node, pos, (ReviewShape)shape)) {
        return rec_fail(p, RECORD_R_SHAPE_BAD, l->s, l->n < 24 ? l->n : 24, NULL);
    }
    return true;
}

/* The comment read so far, onto its node (when a line other than a comment comes). */
static bool note_end(Parser *p, Lines *ls)
{
    if (!ls->note_open) {
        return true;
    }
    ls->note_open = false;
    ReviewNoteCheck c = review_set_note(p->tree, ls->node, ls->note, ls->note_len);
    if (c == REVIEW_NOTE_TOO_LONG) {
        /* Cut between characters at REVIEW_NOTE_CHARS, as an SGF's comment is, and counted
         * for the reader's caller to say: the record is read, not refused for it. */
        char *cut = malloc(ls->note_len + 1);
        if (!cut) {
            return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
        }
        size_t n = review_note_clean(ls->note, ls->note_len, cut, NULL);
        p->info.notes_cut++;
        c = review_set_note(p->tree, ls->node, cut, n);
        free(cut);
    }
    if (c == REVIEW_NOTE_NO_MEMORY) {
        return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    }
    if (c == REVIEW_NOTE_FULL) {
        p->info.notes_dropped++; /* the record's comments are full: this one is left out */
        return true;
    }
    if (c == REVIEW_NOTE_OK) {
        if (!ls->marks) { /* an older version's letters, written as comment lines */
            review_marks_from_note(p->tree, ls->node);
        }
        return true;
    }
    p->line = ls->note_line;
    return rec_fail(p, RECORD_R_NOTE_NOT_TEXT, NULL, 0, NULL);
}

static int hex_digit(char c)
{
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

/* A line "= hex" of a version 6 record: bytes of the RenLib lines that go on after the move
 * just read, which ends the game (the lines after the comment lines, before anything else). */
static bool kept_line(Parser *p, Lines *ls, const Line *l)
{
    if (!ls->kept_open) {
        if (!ls->note_ok || ls->node == 0 || !game_over(p->g) ||
            p->tree->nodes[ls->node].kept_len > 0) {
            return rec_fail(p, RECORD_R_KEPT_BAD, NULL, 0, NULL);
        }
        if (!ls->kept_bytes && !(ls->kept_bytes = malloc(REVIEW_KEPT_MAX))) {
            return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
        }
        ls->kept_open = true;
        ls->kept_first = p->line;
        ls->kept_len = 0;
        ls->note_ok = false; /* no comment after them: they are the node's last lines */
    }
    size_t i = 1;
    rec_skip_blanks(l->s, l->n, &i);
    for (; i < l->n; i += 2) {
        int hi = hex_digit(l->s[i]);
        int lo = i + 1 < l->n ? hex_digit(l->s[i + 1]) : -1;
        if (hi < 0 || lo < 0 || ls->kept_len == REVIEW_KEPT_MAX) {
            return rec_fail(p, RECORD_R_KEPT_BAD, NULL, 0, NULL);
        }
        ls->kept_bytes[ls->kept_len++] = (unsigned char)(hi * 16 + lo);
    }
    return true;
}

/* The kept lines read so far, onto their node: whole RenLib nodes, or the record is refused
 * at their first line. */
static bool kept_end(Parser *p, Lines *ls)
{
    if (!ls->kept_open) {
        return true;
    }
    ls->kept_open = false;
    int moves = 0;
    if (!lib_tree_nodes(ls->kept_bytes, (size_t)ls->kept_len, &moves) ||
        !review_keep(p->tree, ls->node, ls->kept_bytes, ls->kept_len, moves)) {
        p->line = ls->kept_first;
        return rec_fail(p, RECORD_R_KEPT_BAD, NULL, 0, NULL);
    }
    return true;
}

/* "(" or ")" of a version 2 record. */
static bool parse_bracket(Parser *p, Lines *ls, char bracket)
{
    if (ls->fresh) {
        return rec_fail(p, RECORD_R_LINE_EMPTY, NULL, 0, NULL);
    }
    if (bracket == '(') {
        if (ls->depth == REVIEW_MAX_NODES) {
            return rec_fail(p, RECORD_R_LINES_TOO_MANY, NULL, 0, REC_NUMS(REVIEW_MAX_NODES - 1));
        }
        if (ls->depth == ls->open_room) { /* a line in a line: the list doubles */
            int room = ls->open_room > 0 ? 2 * ls->open_room : 64;
            int *node = realloc(ls->open_node, (size_t)room * sizeof *node);
            ls->open_node = node ? node : ls->open_node;
            int *line = node ? realloc(ls->open_line, (size_t)room * sizeof *line) : NULL;
            ls->open_line = line ? line : ls->open_line;
            if (!line) {
                return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
            }
            ls->open_room = room;
        }
        ls->open_node[ls->depth] = ls->node;
        ls->open_line[ls->depth] = p->line;
        ls->depth++;
        ls->fresh = true;
        ls->note_ok = false; /* a comment here would land on the move before the line */
        return true;
    }
    if (ls->depth == 0) {
        return rec_fail(p, RECORD_R_LINE_NOT_OPEN, NULL, 0, NULL);
    }
    /* Back to where the line began: the position is replayed from the tree. */
    ls->node = ls->open_node[--ls->depth];
    ls->note_ok = false;
    p->tree->current = ls->node;
    return review_position(p->tree, p->g);
}

typedef struct TextHeaders {
    bool seen[18];
    char claimed[RECORD_NAME_MAX]; /* "claimed: B+", taken once the game is replayed */
    int claimed_line;
    long setup;  /* "setup: N", checked once the game is replayed */
    bool placed; /* "setup: N placed": a study position's stones (Action.placed) */
    int setup_line;
    long redo; /* "redo: N", taken once the lines are read */
    int redo_line;
    char unmarked[RECORD_NAME_MAX]; /* "unmarked: ...", taken after redo's list */
    int unmarked_line;
    char result[200];
    int result_line;
    char marked[RECORD_NAME_MAX]; /* read once the game is replayed */
    int marked_line;
} TextHeaders;

static const char *const SEAT_WORDS[] = {"", "person", "computer", "network"};

/* "person computer level 5": each player's seat, then the computer's level when a seat
 * is the computer's (and only then). */
static bool parse_seats(const char *value, RecordInfo *info)
{
    Line l = {.s = value, .n = strlen(value)};
    Word w[5];
    int n = split_words(&l, w, 5);
    RecordSeat seat[2] = {RECORD_SEAT_UNKNOWN, RECORD_SEAT_UNKNOWN};
    for (int i = 0; i < 2 && i < n; i++) {
        for (int k = RECORD_SEAT_PERSON; k <= RECORD_SEAT_NETWORK; k++) {
            if (w[i].n == strlen(SEAT_WORDS[k]) && memcmp(w[i].s, SEAT_WORDS[k], w[i].n) == 0) {
                seat[i] = (RecordSeat)k;
            }
        }
    }
    bool computer = seat[0] == RECORD_SEAT_COMPUTER || seat[1] == RECORD_SEAT_COMPUTER;
    long level = 0;
    size_t at = 0;
    if (seat[0] == RECORD_SEAT_UNKNOWN || seat[1] == RECORD_SEAT_UNKNOWN ||
        n != (computer ? 4 : 2) ||
        (computer && (w[2].n != 5 || memcmp(w[2].s, "level", 5) != 0 ||
                      !rec_read_uint(w[3].s, w[3].n, &at, 2, &level) || at != w[3].n ||
                      level < RECORD_LEVEL_MIN || level > RECORD_LEVEL_MAX))) {
        return false;
    }
    info->seat[0] = seat[0];
    info->seat[1] = seat[1];
    info->level = computer ? (int)level : 0;
    return true;
}

/* A "redo: N" or "unmarked: ..." that does not fit the game (key, value): the game is read
 * without what redo would give back (its lines still hold the moves); the caller says so
 * (RecordInfo.redo_dropped), the first such header as written. */
static void drop_redo(Parser *p, const char *key, const char *value)
{
    if (!p->info.redo_dropped) {
        char header[2 * RECORD_NAME_MAX];
        snprintf(header, sizeof header, "%s: %s", key, value);
        rec_copy_name(p->info.redo_value, header, strlen(header));
    }
    p->info.redo_dropped = true;
}

/* A header whose loss costs only an extra (key, value as written; NULL: not text, or too
 * long to quote): left out, the game read without it; the first such header as written is
 * kept for the caller to say (RecordInfo.header_dropped). */
static void drop_header(Parser *p, const char *key, const char *value)
{
    bool marks = strcmp(key, "marked") == 0; /* said in words of their own */
    char *to = marks ? p->info.marks_dropped : p->info.header_dropped;
    if (!to[0]) {
        char header[2 * RECORD_NAME_MAX];
        snprintf(header, sizeof header, "%s: %s", key, value ? value : "\u2026");
        rec_copy_name(to, header, strlen(header));
    }
}

/* The headers whose loss costs only an extra, not the game: the players, the event, the
 * date, the clock, the computer's thinking time, the marks (dropped once the game is
 * replayed: parse_marks), the seats, "times: own", "filed:" (read as none). The others
 * refuse the record when bad: the rule set and the opening rule say how the moves are
 * read, the result checks them, "setup:" says which moves are set-up stones; "redo:" and
 * "unmarked:" cost their own part only (drop_redo). */
static bool header_is_extra(int key)
{
    return (key >= 2 && key <= 5) || (key >= 7 && key <= 11) || key >= 16;
}

/* "key: value" before the actions. */
static bool parse_header(Parser *p, const Line *l, size_t colon, TextHeaders *h, const Lines *ls)
{
    static const char *const KEYS[] = {
        "rule",   "opening", "black", "white", "event", "date",  "result",   "clock",   "thinking",
        "marked", "seats",   "times", "setup", "redo",  "filed", "unmarked", "claimed", "sgf"};
    int nkeys = ls->info       ? 18
                : ls->unmarked ? 16
                : ls->filed    ? 15
                : ls->redo     ? 14
                : ls->setup    ? 13
                               : 12;
    size_t vi = colon + 1;
    rec_skip_blanks(l->s, l->n, &vi);
    const char *v = l->s + vi;
    size_t vn = l->n - vi;
    int key = -1;
    for (int k = 0; k < nkeys; k++) {
        if (rec_word_is(l->s, colon, KEYS[k])) {
            key = k;
        }
    }
    if (key < 0) {
        return rec_fail(p, RECORD_R_UNKNOWN_HEADER, l->s, colon < 24 ? colon : 24, NULL);
    }
    if (key == 17) { /* "sgf: PC Tokyo", one a line: kept, or said as left out */
        char id[4];
        size_t n = 0;
        while (n < vn && n < 3 && rec_is_letter(v[n]) && v[n] >= 'A' && v[n] <= 'Z') {
            id[n] = v[n];
            n++;
        }
        id[n] = '\0';
        bool ok = n >= 1 && n < vn && v[n] == ' ' && text_utf8_valid(v, vn) &&
                  record_sgf_info_add(&p->info, id, v + n + 1, vn - n - 1);
        if (!ok) {
            char shown[RECORD_NAME_MAX];
            bool text = text_utf8_valid(v, vn);
            if (text) {
                rec_copy_name(shown, v, vn);
            }
            drop_header(p, KEYS[key], text ? shown : NULL);
        }
        return true;
    }
    char value[RECORD_NAME_MAX];
    bool text = text_utf8_valid(v, vn);
    bool fits = vn < (key == 6 ? sizeof h->result : sizeof value);
    if (header_is_extra(key) && (h->seen[key] || !text || !fits)) {
        if (text && fits) {
            memcpy(value, v, vn);
            value[vn] = '\0';
        }
        drop_header(p, KEYS[key], text && fits ? value : NULL); /* a second one: the first kept */
        return true;
    }
    if (h->seen[key]) {
        return rec_fail(p, RECORD_R_HEADER_TWICE, KEYS[key], REC_TOKEN_ALL, NULL);
    }
    h->seen[key] = true;
    if (!text) {
        return rec_fail(p, RECORD_R_HEADER_NOT_UTF8, KEYS[key], REC_TOKEN_ALL, NULL);
    }
    if (!fits) {
        return rec_fail(p, RECORD_R_HEADER_TOO_LONG, KEYS[key], REC_TOKEN_ALL, NULL);
    }
    memcpy(value, v, vn < sizeof value ? vn : sizeof value - 1);
    value[vn < sizeof value ? vn : sizeof value - 1] = '\0';
    switch (key) {
    case 0:
        p->rules = rules_find(value);
        if (!p->rules) {
            return rec_fail(p, RECORD_R_UNKNOWN_RULES, value, REC_TOKEN_ALL, NULL);
        }
        break;
    case 1:
        p->opening = game_opening_find(value);
        if (p->opening == OPENING_COUNT) {
            return rec_fail(p, RECORD_R_UNKNOWN_OPENING, value, REC_TOKEN_ALL, NULL);
        }
        break;
    case 2: rec_copy_name(p->info.black, v, vn); break;
    case 3: rec_copy_name(p->info.white, v, vn); break;
    case 4: rec_copy_name(p->info.event, v, vn); break;
    case 5: rec_copy_name(p->info.date, v, vn); break;
    case 7: {
        size_t ne = strlen(CLOCK_ENDED); /* a line tried after the game on it ended */
        p->info.clock_ended = vn > ne && memcmp(v + vn - ne, CLOCK_ENDED, ne) == 0;
        vn -= p->info.clock_ended ? ne : 0;
        size_t nh = strlen(CLOCK_NO_HELP);
        p->info.no_help = vn > nh && memcmp(v + vn - nh, CLOCK_NO_HELP, nh) == 0;
        vn -= p->info.no_help ? nh : 0;
        if (!clock_control_parse(v, vn, &p->info.clock)) {
            p->info.clock_ended = p->info.no_help = false;
            drop_header(p, KEYS[key], value); /* the game without its clock */
        }
        break;
    }
    case 8: {
        Word w = {v, vn};
        if (parse_seconds(&w, &p->info.thinking_ms) != TIME_OK) {
            p->info.thinking_ms = 0;
            drop_header(p, KEYS[key], value);
        }
        break;
    }
    case 9:
        memcpy(h->marked, value, sizeof h->marked);
        h->marked_line = p->line;
        break;
    case 15:
        memcpy(h->unmarked, value, sizeof h->unmarked);
        h->unmarked_line = p->line;
        break;
    case 16:
        memcpy(h->claimed, value, sizeof h->claimed);
        h->claimed_line = p->line;
        break;
    case 10:
        if (!parse_seats(value, &p->info)) {
            /* Nobody's moves made for them: a person at each seat, not the window's. */
            p->info.seat[0] = p->info.seat[1] = RECORD_SEAT_PERSON;
            p->info.level = 0;
            drop_header(p, KEYS[key], value);
        }
        break;
    case 11:
        if (strcmp(value, "own") != 0) {
            drop_header(p, KEYS[key], value);
            break;
        }
        p->info.times_read = true;
        break;
    case 14: { /* 16 hex digits, else none (RecordInfo.filed) */
        static const char HEX[] = "0123456789abcdef";
        uint64_t k = 0;
        bool hex = vn == 16;
        for (size_t i = 0; i < vn && hex; i++) {
            const char *digit = strchr(HEX, value[i]);
            hex = value[i] != '\0' && digit != NULL;
            k = hex ? k * 16 + (uint64_t)(digit - HEX) : 0;
        }
        p->info.filed = hex ? k : 0;
        break;
    }
    case 12:
    case 13: { /* "setup: N", "redo: N": a number of actions, checked once they are read */
        long *n = key == 12 ? &h->setup : &h->redo;
        size_t i = 0;
        bool ok = rec_read_uint(value, vn, &i, 4, n) && *n >= 1;
        if (ok && key == 12 && ls->study && i < vn) {
            size_t w = i;
            rec_skip_blanks(value, vn, &w);
            h->placed = w > i && vn - w == 6 && memcmp(value + w, "placed", 6) == 0;
            i = h->placed ? vn : i;
        }
        if (ok && key == 12 && !ls->study && i < vn && vn >= 6 &&
            memcmp(value + vn - 6, "placed", 6) == 0) { /* named (audit 31b C8) */
            return rec_fail(p, RECORD_R_PLACED_VERSION, value, REC_TOKEN_ALL,
                            REC_NUMS(TEXT_VERSION_STUDY));
        }
        if (!ok || i != vn) {
            if (key == 13) { /* only redo's list is lost, not the game (take_redo) */
                drop_redo(p, "redo", value);
                break;
            }
            return rec_fail(p, RECORD_R_BAD_SETUP, value, REC_TOKEN_ALL, NULL);
        }
        *(key == 12 ? &h->setup_line : &h->redo_line) = p->line;
        break;
    }
    default:
        memcpy(h->result, v, vn);
        h->result[vn] = '\0';
        h->result_line = p->line;
        break;
    }
    return true;
}

/* The marked proposals, each one the game allows after those before it (the points of
 * game_proposal_ok, as a person's clicks are); when one is no point or refused, none are
 * kept: the game is read without them and the header as written is kept for the caller to
 * say (RecordInfo.marks_dropped), as a bad "redo:" is. */
static void parse_marks(Parser *p, const TextHeaders *h)
{
    Line l = {.s = h->marked, .n = strlen(h->marked)};
    Word w[TEXT_MAX_WORDS];
    int n = split_words(&l, w, TEXT_MAX_WORDS);
    int size = p->g->board.size;
    bool ok = n <= GAME_PROPOSALS;
    for (int i = 0; ok && i < n; i++) {
        Pos pos;
        ok = board_parse_point(w[i].s, w[i].n, size, &pos) &&
             game_proposal_ok(p->g, p->info.marks, i, pos, NULL);
        p->info.marks[i] = pos;
    }
    if (!ok) {
        drop_header(p, "marked", h->marked);
        memset(p->info.marks, 0, sizeof p->info.marks);
        n = 0;
    }
    p->info.nmarks = n;
}

/* "setup: N": the game's first N actions, all of them stones (the last may be a pass: the
 * side to move asked for), are a set-up position's. */
static bool take_setup(Parser *p, const TextHeaders *h)
{
    Game *g = p->g;
    bool ok = h->setup <= g->nactions;
    for (int i = 0; ok && i < h->setup; i++) {
        ok = g->actions[i].kind == ACTION_MOVE ||
             (g->actions[i].kind == ACTION_PASS && (i == h->setup - 1 || h->placed));
    }
    if (!ok) {
        char value[16];
        snprintf(value, sizeof value, "%ld", h->setup);
        p->line = h->setup_line;
        return rec_fail(p, RECORD_R_BAD_SETUP, value, REC_TOKEN_ALL, NULL);
    }
    g->setup = (int)h->setup;
    if (p->tree) {
        p->tree->setup = g->setup;
    }
    return true;
}

/* "redo: N": the game's next N actions, taken back by undo, are the first N of the first
 * line after its last action (written so: rec_text_format), which redo plays again; when
 * fewer follow, none (drop_redo). */
static void take_redo(Parser *p, const TextHeaders *h)
{
    Game *g = p->g;
    int node = p->tree->current;
    int path[GAME_MAX_ACTIONS];
    int n = 0;
    while (n < h->redo && n < GAME_MAX_ACTIONS - g->nactions) {
        node = p->tree->nodes[node].first_child;
        if (node < 0) {
            break;
        }
        path[n++] = node;
    }
    if (n < h->redo) {
        char value[24];
        snprintf(value, sizeof value, "%ld", h->redo);
        drop_redo(p, "redo", value);
        return;
    }
    for (int i = 0; i < n; i++) {
        g->redo[n - 1 - i] = p->tree->nodes[path[i]].action; /* the next redo last */
    }
    g->nredo = n;
}

/* "unmarked: K P1 P2 ...": the marks undo took back, given back by redo in that order once it
 * has played the first K of the redo list (RecordInfo.unmarks). With K 0 they follow the
 * "marked:" ones on the board as it stands, each one the game allows; after K moves the
 * window checks them as redo gives them back (controller_redo). */
static void take_unmarked(Parser *p, const TextHeaders *h)
{
    Line l = {.s = h->unmarked, .n = strlen(h->unmarked)};
    Word w[TEXT_MAX_WORDS];
    int n = split_words(&l, w, TEXT_MAX_WORDS);
    long after = -1;
    size_t at = 0;
    bool ok = n >= 2 && n - 1 + p->info.nmarks <= GAME_PROPOSALS &&
              rec_read_uint(w[0].s, w[0].n, &at, 4, &after) && at == w[0].n && after <= p->g->nredo;
    Pos marks[GAME_PROPOSALS];
    memcpy(marks, p->info.marks, sizeof marks);
    int size = p->g->board.size;
    for (int i = 1; ok && i < n; i++) {
        Pos pos = POS_NONE;
        int k = p->info.nmarks + i - 1;
        ok = board_parse_point(w[i].s, w[i].n, size, &pos) &&
             (after > 0 || game_proposal_ok(p->g, marks, k, pos, NULL));
        marks[k] = pos;
        p->info.unmarks[i - 1] = pos;
    }
    if (!ok) {
        drop_redo(p, "unmarked", h->unmarked);
        return;
    }
    p->info.nunmarks = n - 1;
    p->info.unmarks_after = (int)after;
}

static bool is_header(const Line *l, size_t *colon)
{
    size_t i = 0;
    while (i < l->n && rec_is_letter(l->s[i])) {
        i++;
    }
    *colon = i;
    return i > 0 && i < l->n && l->s[i] == ':';
}

static bool text_parse(Parser *p, Lines *ls);

bool rec_text_parse(Parser *p)
{
    Lines *ls = malloc(sizeof *ls);
    if (!ls) {
        return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    }
    memset(ls, 0, offsetof(Lines, note));
    ls->note_ok = true;
    bool ok = text_parse(p, ls);
    free(ls->kept_bytes);
    free(ls->open_node);
    free(ls->open_line);
    free(ls);
    return ok;
}

static bool is_bracket(const Line *l) { return l->n == 1 && (l->s[0] == '(' || l->s[0] == ')'); }

/* An overline that wins as the records before 2026-12 named it: five of its stones (the
 * first five, or the five ending on the last stone when that lies further on), "five:".
 * Such a record still reads. False when g did not end on an overline. */
static bool older_overline_text(const Game *g, char *buf, size_t cap)
{
    if (g->reason != REASON_FIVE || g->nfive <= 5 || g->board.ply == 0) {
        return false;
    }
    Pos last = g->board.history[g->board.ply - 1].pos;
    int k = 0;
    while (k < g->nfive && g->five[k] != last) {
        k++;
    }
    int start = k >= 5 && k < g->nfive ? k - 4 : 0;
    char now[200];
    game_result_text(g, now, sizeof now);
    const char *open = strstr(now, " (");
    size_t len = 0;
    if (!open || cap == 0) {
        return false;
    }
    buf[0] = '\0';
    text_append(buf, cap, &len, "%.*s (five:", (int)(open - now), now);
    for (int i = start; i < start + 5; i++) {
        char name[8];
        board_format_point(g->five[i], name, sizeof name);
        text_append(buf, cap, &len, " %s", name);
    }
    text_append(buf, cap, &len, ")");
    return true;
}

/* The result as a record before 2026-12 wrote it, when that differs from today's: an
 * overline's five (older_overline_text), or gomokunarabe's draw for the stones left, then
 * written as any other "no five possible". False when today's text is the only one. */
static bool older_result_text(const Game *g, char *buf, size_t cap)
{
    if (g->result == RESULT_DRAW && g->reason == REASON_NO_FIVE_STONES && cap > 0) {
        snprintf(buf, cap, "draw (no five possible)");
        return true;
    }
    return older_overline_text(g, buf, cap);
}

static bool text_parse(Parser *p, Lines *ls)
{
    TextHeaders h;
    memset(&h, 0, sizeof h);
    bool seen_magic = false;
    bool in_actions = false;
    bool ended = false;
    LineReader r = rec_lines(p);
    Line l;
    while (rec_next_line(p, &r, &l)) {
        if (l.n == 0 || l.s[0] == '#') {
            continue;
        }
        size_t colon = 0;
        if (ended) {
            return rec_fail(p, RECORD_R_TEXT_AFTER_END, NULL, 0, NULL);
        }
        if (seen_magic && rec_word_is(l.s, l.n, "end")) {
            if (p->tree && (!note_end(p, ls) || !kept_end(p, ls))) {
                return false;
            }
            if (ls->fresh || ls->depth > 0) {
                return ls->fresh ? rec_fail(p, RECORD_R_LINE_EMPTY, NULL, 0, NULL)
                                 : rec_fail(p, RECORD_R_LINE_NOT_CLOSED, NULL, 0,
                                            REC_NUMS(ls->open_line[ls->depth - 1]));
            }
            ended = true;
        } else if (!seen_magic) {
            size_t i = strlen(TEXT_MAGIC);
            long version = 0;
            if (!rec_starts_with(l.s, l.n, TEXT_MAGIC)) {
                return rec_fail(p, RECORD_R_NOT_TEXT_RECORD, TEXT_MAGIC, REC_TOKEN_ALL,
                                REC_NUMS(TEXT_VERSION_LAST));
            }
            rec_skip_blanks(l.s, l.n, &i);
            if (!rec_read_uint(l.s, l.n, &i, 4, &version) || i != l.n) {
                return rec_fail(p, RECORD_R_BAD_FIRST_LINE, TEXT_MAGIC, REC_TOKEN_ALL,
                                REC_NUMS(TEXT_VERSION_LAST));
            }
            if (version < TEXT_VERSION || version > TEXT_VERSION_LAST) {
                return rec_fail(p, RECORD_R_BAD_VERSION, NULL, 0,
                                REC_NUMS(version, TEXT_VERSION_LAST));
            }
            ls->notes = version >= TEXT_VERSION_NOTES;
            ls->setup = version >= TEXT_VERSION_SETUP;
            ls->marks = version >= TEXT_VERSION_MARKS;
            ls->kept = version >= TEXT_VERSION_KEPT;
            ls->shapes = version >= TEXT_VERSION_SHAPES;
            ls->flags = version >= TEXT_VERSION_FLAGS;
            ls->redo = version >= TEXT_VERSION_REDO;
            ls->filed = version >= TEXT_VERSION_FILED;
            ls->unmarked = version >= TEXT_VERSION_UNMARKED;
            ls->study = version >= TEXT_VERSION_STUDY;
            ls->stones = version >= TEXT_VERSION_STONES;
            ls->info = version >= TEXT_VERSION_INFO;
            if (version != TEXT_VERSION) {
                p->tree = review_new();
                if (!p->tree) {
                    return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
                }
            }
            seen_magic = true;
        } else if (!in_actions && is_header(&l, &colon)) {
            if (!parse_header(p, &l, colon, &h, ls)) {
                return false;
            }
        } else {
            if (is_header(&l, &colon)) {
                return rec_fail(p, RECORD_R_HEADER_AFTER_ACTIONS, l.s, colon < 24 ? colon : 24,
                                NULL);
            }
            if (!in_actions) { /* a study position's first actions are placed */
                p->placed = h.placed ? (int)h.setup : 0;
            }
            if (p->tree && !in_actions) {
                review_clear(p->tree, p->rules, p->opening); /* the headers are read */
                rec_start(p);
                /* Known before the replay, as a set-up's pass is no player's (checked
                 * once the game is read: take_setup). */
                p->g->setup = (int)h.setup;
                p->tree->setup = (int)h.setup;
            }
            in_actions = true;
            if (ls->notes && l.s[0] == '>') {
                if (!note_line(p, ls, &l)) {
                    return false;
                }
                continue;
            }
            if (ls->marks && l.s[0] == '@') { /* among the comment's lines: it stays open */
                if (!mark_line(p, ls, &l)) {
                    return false;
                }
                continue;
            }
            if (ls->shapes && (l.s[0] == '^' || l.s[0] == '*')) { /* among them too */
                if (!shape_line(p, ls, &l)) {
                    return false;
                }
                continue;
            }
            if (p->tree && !note_end(p, ls)) {
                return false;
            }
            if (ls->kept && l.s[0] == '=') {
                if (!kept_line(p, ls, &l)) {
                    return false;
                }
                continue;
            }
            if (p->tree && !kept_end(p, ls)) {
                return false;
            }
            if (p->tree && is_bracket(&l)) {
                if (!parse_bracket(p, ls, l.s[0])) {
                    return false;
                }
            } else if (!parse_action_line(p, &l, ls->stones) || (p->tree && !add_to_tree(p, ls))) {
                return false;
            }
        }
    }
    if (r.bad) {
        return false;
    }
    p->line = 0;
    if (!seen_magic) {
        return rec_fail(p, RECORD_R_EMPTY_TEXT, TEXT_MAGIC, REC_TOKEN_ALL,
                        REC_NUMS(TEXT_VERSION_LAST));
    }
    if (!ended) {
        p->line = r.line_no;
        return rec_fail(p, RECORD_R_NO_END, NULL, 0, NULL);
    }
    rec_start(p);
    if (p->tree) {
        if (!in_actions) {
            review_clear(p->tree, p->rules, p->opening);
        }
        review_goto(p->tree, ls->node); /* the game's end, its line the one followed */
    }
    if (h.marked_line > 0) {
        parse_marks(p, &h);
    }
    if (h.setup_line > 0 && !take_setup(p, &h)) {
        return false;
    }
    if (h.result_line > 0) {
        char actual[200];
        char before[200];
        game_result_text(p->g, actual, sizeof actual);
        if (strcmp(actual, h.result) != 0 &&
            !(older_result_text(p->g, before, sizeof before) && strcmp(before, h.result) == 0)) {
            p->line = h.result_line;
            return rec_fail(p, RECORD_R_RESULT_MISMATCH, h.result, REC_TOKEN_ALL, NULL);
        }
    }
    if (h.claimed_line > 0) { /* a winner without a reason, of these moves (fix33b) */
        bool ok = (strcmp(h.claimed, "B+") == 0 || strcmp(h.claimed, "W+") == 0) &&
                  p->g->result == RESULT_NONE;
        if (ok) {
            snprintf(p->info.result_kept, sizeof p->info.result_kept, "%s", h.claimed);
            p->info.result_kept_for = record_moves_key(p->g);
            p->info.result_kept_text = true;
        } else {
            drop_header(p, "claimed", h.claimed);
        }
    }
    if (h.redo_line > 0) {
        take_redo(p, &h);
    }
    if (h.unmarked_line > 0) {
        take_unmarked(p, &h);
    }
    return true;
}

/* One action line, indented by its line's nesting. */
static void write_action(Out *o, int indent, int number, const Action *a)
{
    char text[160];
    game_action_format(a, text, sizeof text);
    for (int i = 0; i < indent && i < TEXT_INDENT_MAX; i++) {
        rec_out_bytes(o, "  ", 2);
    }
    rec_out_printf(o, "%d. %s", number, text);
    int32_t ms = rec_clamp_time(a->time_ms);
    if (ms > 0) {
        rec_out_printf(o, " %d.%03ds", (int)(ms / 1000), (int)(ms % 1000));
    }
    rec_out_bytes(o, "\n", 1);
}

/* A node's comment, a "> " line for each of its lines (">" for an empty one), indented
 * as its action (the reader trims the blanks). */
static void write_note(Out *o, int indent, const char *note)
{
    while (*note) {
        const char *nl = strchr(note, '\n');
        size_t n = nl ? (size_t)(nl - note) : strlen(note);
        for (int i = 0; i < indent && i < TEXT_INDENT_MAX; i++) {
            rec_out_bytes(o, "  ", 2);
        }
        rec_out_bytes(o, n > 0 ? "> " : ">", n > 0 ? 2 : 1);
        rec_out_bytes(o, note, n);
        rec_out_bytes(o, "\n", 1);
        note += nl ? n + 1 : n;
    }
}

/* Node k's kept lines (the RenLib lines after the game's end), "= " lines in hex after a
 * '#' line that says what they are. */
static void write_kept(Out *o, int indent, const Review *r, int k)
{
    const ReviewNode *nd = &r->nodes[k];
    static const char HEX[] = "0123456789abcdef";
    if (nd->kept_len <= 0) {
        return;
    }
    for (int at = -1; at < nd->kept_len; at += at < 0 ? 1 : TEXT_KEPT_LINE) {
        for (int i = 0; i < indent && i < TEXT_INDENT_MAX; i++) {
            rec_out_bytes(o, "  ", 2);
        }
        if (at < 0) {
            rec_out_printf(o, "# %d move%s after the game's end, as RenLib keeps them:\n",
                           nd->kept_moves, nd->kept_moves == 1 ? "" : "s");
            continue;
        }
        char line[2 * TEXT_KEPT_LINE + 4] = "= ";
        int n = 2;
        for (int b = at; b < nd->kept_len && b < at + TEXT_KEPT_LINE; b++) {
            unsigned char c = r->kept[nd->kept_at + b];
            line[n++] = HEX[c >> 4];
            line[n++] = HEX[c & 15];
        }
        line[n++] = '\n';
        rec_out_bytes(o, line, (size_t)n);
    }
}

/* Node k's comment, its board letters as lines "@ k11 A", then its kept lines. */
static void write_node_note(Out *o, int indent, const Review *r, int k)
{
    const ReviewNode *nd = &r->nodes[k];
    write_note(o, indent, nd->note);
    for (int m = 0; m < nd->nmarks; m++) {
        char pt[8];
        board_format_point(nd->marks[m].pos, pt, sizeof pt);
        for (int i = 0; i < indent && i < TEXT_INDENT_MAX; i++) {
            rec_out_bytes(o, "  ", 2);
        }
        rec_out_printf(o, "@ %s %s\n", pt, nd->marks[m].text);
        if (nd->marks[m].marked) {
            for (int i = 0; i < indent && i < TEXT_INDENT_MAX; i++) {
                rec_out_bytes(o, "  ", 2);
            }
            rec_out_printf(o, "* %s marked\n", pt);
        }
    }
    for (int m = 0; m < nd->nshapes; m++) {
        char pt[8];
        board_format_point(nd->shapes[m].pos, pt, sizeof pt);
        for (int i = 0; i < indent && i < TEXT_INDENT_MAX; i++) {
            rec_out_bytes(o, "  ", 2);
        }
        rec_out_printf(o, "^ %s %s\n", pt, SHAPE_WORDS[nd->shapes[m].shape]);
    }
    if (nd->marked) {
        for (int i = 0; i < indent && i < TEXT_INDENT_MAX; i++) {
            rec_out_bytes(o, "  ", 2);
        }
        rec_out_printf(o, "* marked\n");
    }
    write_kept(o, indent, r, k);
}

static void write_bracket(Out *o, int indent, const char *bracket)
{
    for (int i = 0; i < indent && i < TEXT_INDENT_MAX; i++) {
        rec_out_bytes(o, "  ", 2);
    }
    rec_out_printf(o, "%s\n", bracket);
}

/* A line of the tree in a version 2 record: "(", the line from node start (its first
 * child continuing it, the others as lines nested in it before that), ")". Depth-first
 * with a stack of open lines, no recursion. */
typedef struct OpenLine {
    int node; /* the line's last action written */
    int kid;  /* the next child of node to consider as a nested line */
} OpenLine;

/* The child that continues node's line: the redo line's next node while node is on it
 * (own[0..nown): the line from start, own[0] == start), else its first child. */
static int line_main(const Review *r, int node, const int *own, int nown)
{
    for (int i = 0; i + 1 < nown; i++) {
        if (own[i] == node) {
            return own[i + 1];
        }
    }
    return r->nodes[node].first_child;
}

/* Is k one of the opening's decisions, which place no stone (a swap, an option, the
 * proposals, a declared count, two more, keep)? */
static bool decides(ActionKind k)
{
    return k == ACTION_SWAP || k == ACTION_OPTION_A || k == ACTION_OPTION_B ||
           k == ACTION_PROPOSE || k == ACTION_DECLARE || k == ACTION_TWO_MORE || k == ACTION_KEEP;
}

/* The number node k of r is written with: its depth (the running action number), or with
 * stones the move number the board gives it (game_move_number: the stones and passes
 * before it, plus one). */
static int node_number(const Review *r, int k, bool stones)
{
    if (!stones) {
        return review_depth(r, k);
    }
    int ply = 0;
    for (int n = r->nodes[k].parent; n > 0; n = r->nodes[n].parent) {
        ply += rec_places_ply(r->nodes[n].action.kind);
    }
    return ply + 1;
}

/* own[0..nown) (may be empty): the nodes from start that continue the line whatever the
 * tree's order (the moves undo took back: the record's "redo:"); each other child is a
 * nested line. stones: numbered as node_number says. */
static void write_line(Out *o, const Review *r, int start, int indent, const int *own, int nown,
                       bool stones)
{
    OpenLine *stack = malloc((size_t)r->count * sizeof *stack); /* a line deep a node at most */
    int sp = 0;
    if (!stack) {
        o->failed = true;
        return;
    }
    write_bracket(o, indent, "(");
    write_action(o, indent + 1, node_number(r, start, stones), &r->nodes[start].action);
    write_node_note(o, indent + 1, r, start);
    stack[sp++] = (OpenLine){start, r->nodes[start].first_child};
    while (sp > 0) {
        OpenLine *f = &stack[sp - 1];
        int main = sp == 1 ? line_main(r, f->node, own, nown) : r->nodes[f->node].first_child;
        if (f->kid >= 0 && f->kid == main) {
            f->kid = r->nodes[main].next_sibling;
        }
        int level = indent + sp; /* of f's actions */
        if (f->kid >= 0) {
            int c = f->kid;
            f->kid = r->nodes[c].next_sibling;
            write_bracket(o, level, "(");
            write_action(o, level + 1, node_number(r, c, stones), &r->nodes[c].action);
            write_node_note(o, level + 1, r, c);
            stack[sp++] = (OpenLine){c, r->nodes[c].first_child};
        } else if (main >= 0) {
            write_action(o, level, node_number(r, main, stones), &r->nodes[main].action);
            write_node_note(o, level, r, main);
            f->node = main;
            f->kid = r->nodes[main].first_child;
        } else {
            write_bracket(o, level - 1, ")");
            sp--;
        }
    }
    free(stack);
}

/* The first child of path[i] that is not the game's own next action (-1: none). */
static int other_child(const Review *lines, const int *path, int npath, int i, int after)
{
    int own = i + 1 < npath ? path[i + 1] : -1;
    int c = after < 0 ? lines->nodes[path[i]].first_child : lines->nodes[after].next_sibling;
    while (c >= 0 && c == own) {
        c = lines->nodes[c].next_sibling;
    }
    return c;
}

void rec_text_format(Out *o, const Game *g, const RecordInfo *info, const Review *lines)
{
    int path[REC_PATH_MAX];
    int npath = rec_game_path(g, lines, path);
    bool has_lines = false;
    for (int i = 0; i < npath && !has_lines; i++) {
        has_lines = other_child(lines, path, npath, i, -1) >= 0;
    }
    bool has_kept = false;
    for (int k = 0; npath > 0 && k < lines->count && !has_kept; k++) {
        has_kept = lines->nodes[k].kept_len > 0;
    }
    /* The moves undo took back, as far as the tree holds them after the game's end (it
     * always does in the window: every move played is in it): a first line there. */
    int redo_path[GAME_MAX_ACTIONS];
    int nredo = 0;
    for (int node = npath == g->nactions + 1 ? path[npath - 1] : -1;
         node >= 0 && nredo < g->nredo && nredo < GAME_MAX_ACTIONS; nredo++) {
        node = review_child(lines, node, &g->redo[g->nredo - 1 - nredo]);
        if (node < 0) {
            break;
        }
        redo_path[nredo] = node;
    }
    /* The marks undo took back, as far as the moves redo plays before them are written. */
    bool unmarked = info->nunmarks > 0 && info->nunmarks <= GAME_PROPOSALS &&
                    info->unmarks_after >= 0 && info->unmarks_after <= nredo;
    bool has_notes = npath > 0 && (review_has_notes(lines) || has_kept); /* written with them */
    bool has_marks = false, has_shapes = false, has_flags = false;
    for (int k = 0; has_notes && k < lines->count; k++) {
        const ReviewNode *nd = &lines->nodes[k];
        has_marks = has_marks || nd->nmarks > 0;
        has_shapes = has_shapes || nd->nshapes > 0 || nd->marked;
        for (int m = 0; m < nd->nmarks; m++) { /* more than version 5's 7 bytes */
            has_shapes = has_shapes || strlen(nd->marks[m].text) > 7;
            has_flags = has_flags || nd->marks[m].marked;
        }
    }
    /* The opening's decisions: numbered as the board numbers its stones, beside the
     * stones they come before (audit 32b, B3: a sheet printed from the record said "10."
     * for the board's stone 6). A game without them is numbered the same both ways and
     * written as before, so that older builds read it. */
    bool stones = false;
    for (int i = 0; i < g->nactions && !stones; i++) {
        stones = decides(g->actions[i].kind);
    }
    for (int k = 1; npath > 0 && k < lines->count && !stones; k++) {
        stones = decides(lines->nodes[k].action.kind);
    }
    /* What another program's SGF said that the game does not hold (version 14). */
    const char *claimed = record_result_kept(g, info);
    bool sgf_said = claimed || info->sgf_info[0];
    stones = stones || sgf_said; /* numbered as from version 13 on */
    rec_out_printf(o, "%s %d\n", TEXT_MAGIC,
                   sgf_said           ? TEXT_VERSION_INFO
                   : stones           ? TEXT_VERSION_STONES
                   : game_study(g)    ? TEXT_VERSION_STUDY
                   : unmarked         ? TEXT_VERSION_UNMARKED
                   : info->filed != 0 ? TEXT_VERSION_FILED
                   : nredo > 0        ? TEXT_VERSION_REDO
                   : has_flags        ? TEXT_VERSION_FLAGS
                   : has_shapes       ? TEXT_VERSION_SHAPES
                   : has_kept         ? TEXT_VERSION_KEPT
                   : has_marks        ? TEXT_VERSION_MARKS
                   : g->setup > 0     ? TEXT_VERSION_SETUP
                   : has_notes        ? TEXT_VERSION_NOTES
                   : has_lines        ? TEXT_VERSION_LINES
                                      : TEXT_VERSION);
    rec_out_printf(o, "rule: %s\nopening: %s\n", g->rules->name, game_opening_name(g->opening));
    if (g->setup > 0) {
        rec_out_printf(o, "setup: %d%s\n", g->setup, game_study(g) ? " placed" : "");
    }
    const char *keys[] = {"black", "white", "event", "date"};
    const char *values[] = {info->black, info->white, info->event, info->date};
    for (int i = 0; i < 4; i++) {
        if (values[i][0]) {
            rec_out_printf(o, "%s: ", keys[i]);
            rec_out_name(o, values[i]);
            rec_out_bytes(o, "\n", 1);
        }
    }
    if (clock_timed(&info->clock)) {
        char tc[64];
        clock_control_format(&info->clock, tc, sizeof tc);
        rec_out_printf(o, "clock: %s%s%s\n", tc, info->no_help ? CLOCK_NO_HELP : "",
                       info->clock_ended && !game_over(g) ? CLOCK_ENDED : "");
    }
    if (info->seat[0] != RECORD_SEAT_UNKNOWN && info->seat[1] != RECORD_SEAT_UNKNOWN) {
        rec_out_printf(o, "seats: %s %s", SEAT_WORDS[info->seat[0]], SEAT_WORDS[info->seat[1]]);
        if (info->seat[0] == RECORD_SEAT_COMPUTER || info->seat[1] == RECORD_SEAT_COMPUTER) {
            int lv = info->level < RECORD_LEVEL_MIN   ? RECORD_LEVEL_MIN
                     : info->level > RECORD_LEVEL_MAX ? RECORD_LEVEL_MAX
                                                      : info->level;
            rec_out_printf(o, " level %d", lv); /* what is written reads back */
        }
        rec_out_bytes(o, "\n", 1);
    }
    if (info->times_read && !clock_timed(&info->clock)) {
        rec_out_printf(o, "times: own\n"); /* not only the window's measure (record.h) */
    }
    if (info->filed != 0) { /* the autosave's (record.h) */
        rec_out_printf(o, "filed: %08lx%08lx\n", (unsigned long)(info->filed >> 32),
                       (unsigned long)(info->filed & 0xffffffffu));
    }
    if (info->thinking_ms > 0 && !game_over(g)) {
        rec_out_printf(o, "thinking: %d.%03ds\n", (int)(info->thinking_ms / 1000),
                       (int)(info->thinking_ms % 1000));
    }
    if (info->nmarks > 0 && g->phase == PHASE_PROPOSE) {
        rec_out_printf(o, "marked:");
        for (int i = 0; i < info->nmarks && i < GAME_PROPOSALS; i++) {
            char pt[8];
            board_format_point(info->marks[i], pt, sizeof pt);
            rec_out_printf(o, " %s", pt);
        }
        rec_out_bytes(o, "\n", 1);
    }
    if (nredo > 0) {
        rec_out_printf(o, "redo: %d\n", nredo);
    }
    if (unmarked) {
        rec_out_printf(o, "unmarked: %d", info->unmarks_after);
        for (int i = 0; i < info->nunmarks; i++) {
            char pt[8];
            board_format_point(info->unmarks[i], pt, sizeof pt);
            rec_out_printf(o, " %s", pt);
        }
        rec_out_bytes(o, "\n", 1);
    }
    char id[4], value[RECORD_SGF_VALUE_MAX];
    for (int k = 0; record_sgf_info_get(info, k, id, value, sizeof value); k++) {
        rec_out_printf(o, "sgf: %s ", id);
        rec_out_name(o, value);
        rec_out_bytes(o, "\n", 1);
    }
    if (claimed) {
        rec_out_printf(o, "claimed: %s\n", claimed);
    }
    char result[200];
    game_result_text(g, result, sizeof result);
    rec_out_printf(o, "result: %s\n\n", result);
    if (has_notes) {
        write_node_note(o, 0, lines, 0);
    }
    for (int i = 0; i <= g->nactions; i++) {
        /* The other lines from the position after i actions, then the game's next; after
         * its last, the moves undo took back first, as their line's own. */
        if (i == g->nactions && nredo > 0) {
            write_line(o, lines, redo_path[0], 0, redo_path, nredo, stones);
        }
        for (int c = has_lines && i < npath ? other_child(lines, path, npath, i, -1) : -1; c >= 0;
             c = other_child(lines, path, npath, i, c)) {
            if (nredo == 0 || c != redo_path[0]) {
                write_line(o, lines, c, 0, NULL, 0, stones);
            }
        }
        if (i < g->nactions) {
            write_action(o, 0, stones ? game_move_number(g, i) : i + 1, &g->actions[i]);
            if (has_notes && i + 1 < npath) {
                write_node_note(o, 0, lines, path[i + 1]);
            }
        }
    }
    rec_out_printf(o, "end\n");
}

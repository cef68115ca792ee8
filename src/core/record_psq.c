/* Renju - MIT licence, see LICENSE.
 *
 * Piskvork .psq. Source (facts only, no code taken): Piskvork's openPsq/savePsq:
 * "Piskvorky WxH, L1:L2, S" then "x,y,ms" lines, 1-based, y from the top; then optional
 * player lines and a status number (Piskvork's error code: no result), which savePsq
 * always writes, with a new line: a file without them was cut short and is refused. Other
 * tools' lines after the status are ignored.
 */
#include "record_parse.h"

#include <string.h>

/* The most digits of a number in a move line: 9 holds every coordinate and every time up
 * to RECORD_TIME_MAX_MS. */
#define PSQ_DIGITS 9

typedef enum PsqMove { PSQ_BAD, PSQ_OK, PSQ_TOO_LARGE } PsqMove;

/* "x,y" or "x,y,ms" with blanks allowed around the numbers, each may be negative;
 * PSQ_TOO_LARGE when a number has more than PSQ_DIGITS digits (*which says which). */
static PsqMove psq_move(const Line *l, long v[3], int *count, int *which)
{
    size_t i = 0;
    *count = 0;
    for (int k = 0; k < 3; k++) {
        rec_skip_blanks(l->s, l->n, &i);
        bool neg = i < l->n && l->s[i] == '-';
        i += neg;
        size_t digits = 0;
        while (i + digits < l->n && rec_is_digit(l->s[i + digits])) {
            digits++;
        }
        if (digits > PSQ_DIGITS) {
            *which = k;
            return PSQ_TOO_LARGE;
        }
        if (!rec_read_uint(l->s, l->n, &i, PSQ_DIGITS, &v[k])) {
            return PSQ_BAD;
        }
        v[k] = neg ? -v[k] : v[k];
        (*count)++;
        rec_skip_blanks(l->s, l->n, &i);
        if (i == l->n) {
            return *count >= 2 ? PSQ_OK : PSQ_BAD;
        }
        if (l->s[i++] != ',') {
            return PSQ_BAD;
        }
    }
    return PSQ_BAD;
}

static bool psq_is_number(const Line *l)
{
    size_t i = l->n > 0 && l->s[0] == '-' ? 1 : 0;
    long v = 0;
    return rec_read_uint(l->s, l->n, &i, 9, &v) && i == l->n;
}

static bool parse_psq_header(Parser *p, const Line *l)
{
    size_t i = strlen("Piskvorky");
    long w = 0;
    long h = 0;
    long lv[3] = {0, 0, 0};
    if (!rec_starts_with(l->s, l->n, "Piskvorky")) {
        return rec_fail(p, RECORD_R_NOT_PSQ, NULL, 0, NULL);
    }
    rec_skip_blanks(l->s, l->n, &i);
    bool ok = rec_read_uint(l->s, l->n, &i, 4, &w) && i < l->n && rec_lower(l->s[i++]) == 'x' &&
              rec_read_uint(l->s, l->n, &i, 4, &h) && i < l->n && l->s[i++] == ',';
    rec_skip_blanks(l->s, l->n, &i);
    ok = ok && rec_read_uint(l->s, l->n, &i, 4, &lv[0]) && i < l->n && l->s[i++] == ':' &&
         rec_read_uint(l->s, l->n, &i, 4, &lv[1]) && i < l->n && l->s[i++] == ',';
    rec_skip_blanks(l->s, l->n, &i);
    ok = ok && rec_read_uint(l->s, l->n, &i, 4, &lv[2]) && i == l->n;
    if (!ok) {
        return rec_fail(p, RECORD_R_BAD_PSQ_HEADER, NULL, 0, NULL);
    }
    int size = rec_board_size(p);
    if (w != h) {
        return rec_fail(p, RECORD_R_NOT_SQUARE, NULL, 0, REC_NUMS(w, h));
    }
    if (w != size) {
        return rec_fail(p, RECORD_R_WRONG_SIZE, p->rules->name, REC_TOKEN_ALL,
                        REC_NUMS(w, h, size, size));
    }
    return true;
}

bool rec_psq_parse(Parser *p)
{
    enum { HEADER, MOVES, TAIL, END } state = HEADER;
    int names = 0;
    LineReader r = rec_lines(p);
    Line l;
    int size = rec_board_size(p);
    while (rec_next_line(p, &r, &l)) {
        if (state == HEADER) {
            if (!parse_psq_header(p, &l)) {
                return false;
            }
            state = MOVES;
            continue;
        }
        if (l.n == 0) {
            continue;
        }
        long v[3] = {0, 0, 0};
        int count = 0;
        int which = 0;
        /* A move line starts with a number, negative ones too (refused below with the
         * line, never taken for a player's name). */
        bool starts_number = rec_is_digit(l.s[0]) ||
                             (l.s[0] == '-' && l.n > 1 && rec_is_digit(l.s[1]));
        bool looks_like_move = starts_number && memchr(l.s, ',', l.n) != NULL;
        if (state == END) {
            /* Lines after the status are other tools' (some write "1,Freestyle"): ignored,
             * but a move there would be a stone lost without a word. */
            if (looks_like_move && psq_move(&l, v, &count, &which) == PSQ_OK) {
                return rec_fail(p, RECORD_R_LINE_AFTER_END, NULL, 0, NULL);
            }
            continue;
        }
        if (looks_like_move) {
            if (state != MOVES) {
                return rec_fail(p, RECORD_R_MOVE_AFTER_NAMES, NULL, 0, NULL);
            }
            PsqMove m = psq_move(&l, v, &count, &which);
            if (m == PSQ_TOO_LARGE && which == 2) {
                return rec_fail(p, RECORD_R_PSQ_TIME_TOO_LONG, NULL, 0,
                                REC_NUMS(rec_next_number(p), RECORD_TIME_MAX_MS));
            }
            if (m == PSQ_TOO_LARGE) {
                return rec_fail(p, RECORD_R_COORD_OFF_BOARD, l.s, l.n < 24 ? l.n : 24,
                                REC_NUMS(rec_next_number(p), size, size));
            }
            if (m == PSQ_BAD) {
                return rec_fail(p, RECORD_R_BAD_MOVE_LINE, l.s, l.n < 24 ? l.n : 24, NULL);
            }
            if (v[0] < 1 || v[1] < 1 || v[0] > size || v[1] > size) {
                return rec_fail(p, RECORD_R_XY_OFF_BOARD, NULL, 0,
                                REC_NUMS(rec_next_number(p), v[0], v[1], size, size));
            }
            if (count == 3 && v[2] < 0) {
                return rec_fail(p, RECORD_R_NEGATIVE_TIME, NULL, 0, REC_NUMS(rec_next_number(p)));
            }
            int32_t ms = count == 3 ? (int32_t)v[2] : 0; /* PSQ_DIGITS: <= RECORD_TIME_MAX_MS */
            if (!rec_apply_stone(p, pos_from_xy((int)v[0] - 1, size - (int)v[1]), ms)) {
                return false;
            }
        } else if (psq_is_number(&l)) {
            state = END; /* the status code closes the record */
        } else {
            state = TAIL;
            if (names == 2) {
                return rec_fail(p, RECORD_R_UNEXPECTED_LINE, l.s, l.n < 24 ? l.n : 24, NULL);
            }
            char *dst = names++ == 0 ? p->info.black : p->info.white;
            if (!(l.n == 1 && l.s[0] == '-')) {
                rec_copy_text(p, dst, l.s, l.n, REC_CS_NONE); /* cp1251, Latin-1: guessed */
            }
        }
    }
    if (r.bad) {
        return false;
    }
    p->line = 0;
    if (state == HEADER) {
        return rec_fail(p, RECORD_R_EMPTY_PSQ, NULL, 0, NULL);
    }
    if (state != END || p->data[p->len - 1] != '\n') {
        /* Piskvork always ends a file with its status and a new line: without them the
         * file was cut (a time "15" of "1500", a name's first letters, fewer moves). */
        return rec_fail(p, RECORD_R_PSQ_NO_END, NULL, 0, NULL);
    }
    rec_start(p);
    return true;
}

bool rec_psq_keeps_name(const char *name)
{
    return name[0] && !rec_is_digit(name[0]) && name[0] != '-' && name[0] != ' ';
}

void rec_psq_format(Out *o, const Game *g, const RecordInfo *info)
{
    int size = g->board.size;
    rec_out_printf(o, "Piskvorky %dx%d, 0:0, 0\n", size, size);
    Pos pos[BOARD_MAX_PLIES];
    int32_t times[BOARD_MAX_PLIES];
    int n = record_plies(g, pos, times, BOARD_MAX_PLIES);
    for (int i = 0; i < n; i++) {
        if (pos[i] == POS_PASS) { /* the set-up's side to move (record_keeps_turn) */
            continue;
        }
        rec_out_printf(o, "%d,%d,%d\n", pos_x(pos[i]) + 1, size - pos_y(pos[i]), (int)times[i]);
    }
    /* A name that starts like a move or a number would be read back as one: left out. */
    bool black_ok = rec_psq_keeps_name(info->black);
    bool white_ok = rec_psq_keeps_name(info->white);
    if (black_ok || white_ok) {
        rec_out_name(o, black_ok ? info->black : "-");
        rec_out_bytes(o, "\n", 1);
        rec_out_name(o, white_ok ? info->white : "-");
        rec_out_bytes(o, "\n", 1);
    }
    rec_out_printf(o, "-1\n");
}

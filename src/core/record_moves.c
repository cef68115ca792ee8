/* Renju - MIT licence, see LICENSE.
 *
 * Plain move strings: "h8i9j10" or "h8 i9 j10", passes as "pass"; a UTF-8 byte order
 * mark first (Notepad's) is skipped, as the other readers skip it. Move numbers as forums
 * write them ("1. h8 2. h9", "1) h8 2) h9", "1. h8 h9 2. i8 j7") are skipped when they count
 * right (text_move_number_fits), refused by name when not. A row zero-padded ("h08") is
 * that row (h8).
 */
#include "record_parse.h"

#include "text.h"

bool rec_moves_parse(Parser *p)
{
    const char *d = p->data;
    size_t i = rec_starts_with(d, p->len, "\xEF\xBB\xBF") ? 3 : 0;
    int size = rec_board_size(p);
    TextMoveNumbers numbers = {0};
    while (i < p->len) {
        char c = d[i];
        p->offset = (long)i;
        if (rec_is_space(c) || c == ',' || c == ';') {
            i++;
            continue;
        }
        long number = 0;
        size_t nl = rec_is_digit(c) ? text_move_number(d + i, p->len - i, &number) : 0;
        if (nl > 0) { /* "1. h8 2. h9", "1.h8", "1. h8 h9 2. i8 j7": skipped when it counts right */
            long want = 0;
            int done = rec_next_number(p) - 1;
            if (!text_move_number_fits(&numbers, number, done, &want)) {
                return rec_fail(p, RECORD_R_MOVE_NUMBER, d + i, nl, REC_NUMS(want));
            }
            i += nl;
            continue;
        }
        if (!rec_is_letter(c)) {
            unsigned char uc = (unsigned char)c;
            size_t cl = uc >= 0x80 ? text_utf8_char(d + i, p->len - i) : 1;
            if ((uc >= 0x20 && uc < 0x7F) || cl > 1) { /* a character: named ("З") */
                return rec_fail(p, RECORD_R_MOVES_CHAR, &d[i], cl, NULL);
            }
            return rec_fail(p, RECORD_R_MOVES_BYTE, NULL, 0, REC_NUMS(uc));
        }
        if (i + 4 <= p->len && rec_word_is(d + i, 4, "pass") &&
            (i + 4 == p->len || !rec_is_digit(d[i + 4]))) {
            if (!rec_apply_stone(p, POS_PASS, 0)) {
                return false;
            }
            i += 4;
            continue;
        }
        size_t j = i + 1;
        while (j < p->len && rec_is_digit(d[j]) && j - i <= 3) {
            j++;
        }
        Pos pos;
        if (j - i == 3 && d[i + 1] == '0' && d[i + 2] != '0') { /* "h08": h8, zero-padded */
            char padded[2] = {d[i], d[i + 2]};
            if (!board_parse_point(padded, 2, size, &pos)) {
                return rec_fail(p, RECORD_R_NOT_A_POINT, d + i, j - i, REC_NUMS(size, size));
            }
        } else if (!board_parse_point(d + i, j - i, size, &pos)) {
            return rec_fail(p, RECORD_R_NOT_A_POINT, d + i, j - i, REC_NUMS(size, size));
        }
        if (!rec_apply_stone(p, pos, 0)) {
            return false;
        }
        i = j;
    }
    p->offset = -1;
    if (!p->started) {
        /* Nothing but blanks: an empty file is no game (and no record we write). */
        return rec_fail(p, RECORD_R_NO_MOVES, NULL, 0, NULL);
    }
    return true;
}

void rec_moves_format(Out *o, const Game *g)
{
    Pos pos[BOARD_MAX_PLIES];
    int n = record_plies(g, pos, NULL, BOARD_MAX_PLIES);
    for (int i = 0; i < n; i++) {
        char name[8];
        board_format_point(pos[i], name, sizeof name);
        rec_out_printf(o, "%s%s", i ? " " : "", name);
    }
    rec_out_bytes(o, "\n", 1);
}

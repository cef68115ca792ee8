/* Renju - MIT licence, see LICENSE.
 *
 * Text positions for the tools and tests: move sequences and explicit stone lists.
 */
#include "position.h"

#include "rules.h"
#include "text.h"

#include <stdio.h>
#include <string.h>

/* Places each comma-separated point of list[0..len) as colour s. */
static bool place_list(Board *b, const char *list, size_t len, Stone s, char *err, size_t cap)
{
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && list[j] != ',') {
            j++;
        }
        Pos p;
        if (j == i) {
            snprintf(err, cap, "empty point in the %s list", s == STONE_BLACK ? "b=" : "w=");
            return false;
        }
        if (!board_parse_point(list + i, j - i, b->size, &p)) {
            snprintf(err, cap, "'%.*s' is not a point of the board", (int)(j - i), list + i);
            return false;
        }
        if (board_at(b, p) != STONE_EMPTY) {
            snprintf(err, cap, "'%.*s' appears twice", (int)(j - i), list + i);
            return false;
        }
        board_set(b, p, s);
        i = j + 1;
        if (j + 1 == len && list[j] == ',') {
            snprintf(err, cap, "trailing comma in the %s list", s == STONE_BLACK ? "b=" : "w=");
            return false;
        }
    }
    return true;
}

bool position_parse(const char *text, size_t len, int size, Board *out, char *err, size_t errcap)
{
    board_init(out, size, false);
    bool explicit_form = memchr(text, '=', len) != NULL;
    bool seen[3] = {false, false, false};
    size_t at = 0;
    size_t start = 0;
    size_t n = 0;
    int index = 0;
    while ((n = text_next_word(text, len, &at, &start)) > 0) {
        const char *tok = text + start;
        index++;
        if (explicit_form) {
            Stone s = STONE_EMPTY;
            if (n >= 2 && tok[1] == '=' && (tok[0] == 'b' || tok[0] == 'B')) {
                s = STONE_BLACK;
            } else if (n >= 2 && tok[1] == '=' && (tok[0] == 'w' || tok[0] == 'W')) {
                s = STONE_WHITE;
            }
            if (s == STONE_EMPTY) {
                snprintf(err, errcap, "'%.*s': expected b=... or w=...", (int)n, tok);
                return false;
            }
            if (seen[s]) {
                snprintf(err, errcap, "two %c= lists", tok[0]);
                return false;
            }
            seen[s] = true;
            if (!place_list(out, tok + 2, n - 2, s, err, errcap)) {
                return false;
            }
        } else if (n == 4 && strncmp(tok, "pass", 4) == 0) {
            board_pass(out);
        } else {
            Pos p;
            if (!board_parse_point(tok, n, size, &p)) {
                snprintf(err, errcap, "move %d '%.*s' is not a point of the board", index, (int)n,
                         tok);
                return false;
            }
            if (board_at(out, p) != STONE_EMPTY) {
                snprintf(err, errcap, "move %d '%.*s' is on an occupied point", index, (int)n, tok);
                return false;
            }
            if (!board_play(out, p)) {
                snprintf(err, errcap, "too many moves");
                return false;
            }
        }
    }
    return true;
}

void position_format_stones(const Board *b, char *buf, size_t cap)
{
    size_t n = 0;
    if (cap == 0) {
        return;
    }
    buf[0] = '\0';
    for (Stone s = STONE_BLACK; s <= STONE_WHITE; s++) {
        int count = 0;
        n += (size_t)snprintf(buf + n, n < cap ? cap - n : 0, "%s%c=", s == STONE_WHITE ? " " : "",
                              s == STONE_BLACK ? 'b' : 'w');
        for (int y = 0; y < b->size && n < cap; y++) {
            for (int x = 0; x < b->size && n < cap; x++) {
                Pos p = pos_from_xy(x, y);
                if (board_at(b, p) == s) {
                    char name[8];
                    board_format_point(p, name, sizeof name);
                    n += (size_t)snprintf(buf + n, cap - n, "%s%s", count++ ? "," : "", name);
                }
            }
        }
        if (n >= cap) {
            return;
        }
    }
}

bool position_reachable(const Board *b, char *why, size_t cap)
{
    char unused[96];
    if (!why || cap == 0) {
        why = unused;
        cap = sizeof unused;
    }
    size_t len = 0;
    why[0] = '\0';
    int nb = board_stones_placed(b, STONE_BLACK);
    int nw = board_stones_placed(b, STONE_WHITE);
    if (nb - nw != (b->to_move == STONE_WHITE ? 1 : 0)) {
        text_append(why, cap, &len, "the stones (%d black, %d white) do not fit %s to move", nb, nw,
                    b->to_move == STONE_WHITE ? "White" : "Black");
        return false;
    }
    /* Five or more, whatever the rule: a game with one on the board is over (renju's
     * Black overline is a foul that lost it). */
    const RuleSet *any_five = rules_get(RULE_GOMOKU);
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos q = pos_from_xy(x, y);
            Stone c = b->cells[q];
            if ((c == STONE_BLACK || c == STONE_WHITE) && rules_five_at(any_five, b, q, c, NULL)) {
                char a[8];
                board_format_point(q, a, sizeof a);
                text_append(why, cap, &len, "a five stands on the board (%s)", a);
                return false;
            }
        }
    }
    return true;
}

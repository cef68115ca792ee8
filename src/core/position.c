/* Renju - MIT licence, see LICENSE.
 *
 * Text positions for the tools and tests: move sequences and explicit stone lists.
 */
#include "position.h"

#include "rules.h"
#include "text.h"

#include <stdio.h>
#include <string.h>

/* Sets *why to kind with the word tok[0..n) (cut at a character's end). Returns false. */
static bool fail(PositionError *why, PositionReason kind, Stone colour, int move, const char *tok,
                 size_t n)
{
    why->kind = kind;
    why->colour = colour;
    why->move = move;
    static const char ELLIPSIS[] = "\u2026";
    if (n >= sizeof why->token) {
        n = text_utf8_back(tok, sizeof why->token - sizeof ELLIPSIS + 1);
        memcpy(why->token, tok, n);
        memcpy(why->token + n, ELLIPSIS, sizeof ELLIPSIS);
    } else {
        memcpy(why->token, tok, n);
        why->token[n] = '\0';
    }
    return false;
}

/* Places each comma-separated point of list[0..len) as colour s. An empty item says
 * nothing, as an empty list ("b=", which position_format_stones writes) says nothing:
 * "b=h8,,i9" and "b=h8," are "b=h8,i9" and "b=h8" (audit 31b C9: they were refused while
 * "b=" was read). */
static bool place_list(Board *b, const char *list, size_t len, Stone s, PositionError *why)
{
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && list[j] != ',') {
            j++;
        }
        Pos p;
        if (j == i) {
            i = j + 1;
            continue;
        }
        if (!board_parse_point(list + i, j - i, b->size, &p)) {
            return fail(why, POSITION_NOT_POINT, s, 0, list + i, j - i);
        }
        if (board_at(b, p) != STONE_EMPTY) {
            return fail(why, POSITION_TWICE, s, 0, list + i, j - i);
        }
        board_set(b, p, s);
        i = j + 1;
    }
    return true;
}

bool position_parse_why(const char *text, size_t len, int size, Board *out, PositionError *why)
{
    PositionError unused;
    if (!why) {
        why = &unused;
    }
    why->kind = POSITION_OK;
    why->colour = STONE_EMPTY;
    why->move = 0;
    why->token[0] = '\0';
    board_init(out, size, false);
    bool explicit_form = memchr(text, '=', len) != NULL;
    bool seen[3] = {false, false, false};
    size_t at = 0;
    size_t start = 0;
    size_t n = 0;
    int index = 0;
    TextMoveNumbers numbers = {0};
    size_t nl = 0;
    long number = 0;
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
                return fail(why, POSITION_NOT_LIST, s, index, tok, n);
            }
            if (seen[s]) {
                return fail(why, POSITION_TWO_LISTS, s, index, tok, 1);
            }
            seen[s] = true;
            if (!place_list(out, tok + 2, n - 2, s, why)) {
                return false;
            }
        } else if ((nl = text_move_number(tok, n, &number)) > 0) {
            /* "1. h8 2. h9", "1.h8", "1. h8 h9 2. i8 j7": a number that counts right is
             * skipped (text_move_number_fits), one that does not is refused by name. */
            long want = 0;
            if (!text_move_number_fits(&numbers, number, out->ply, &want)) {
                return fail(why, POSITION_MOVE_NUMBER, STONE_EMPTY, (int)want, tok, nl);
            }
            index--;
            if (nl < n) {
                at = start + nl; /* "1.h8": the move goes on after the dot */
            }
        } else if (n == 4 && strncmp(tok, "pass", 4) == 0) {
            board_pass(out);
        } else {
            Pos p;
            if (!board_parse_point(tok, n, size, &p)) {
                return fail(why, POSITION_MOVE_NOT_POINT, STONE_EMPTY, index, tok, n);
            }
            if (board_at(out, p) != STONE_EMPTY) {
                return fail(why, POSITION_MOVE_OCCUPIED, STONE_EMPTY, index, tok, n);
            }
            if (!board_play(out, p)) {
                return fail(why, POSITION_TOO_MANY, STONE_EMPTY, index, tok, n);
            }
        }
    }
    return true;
}

bool position_parse(const char *text, size_t len, int size, Board *out, char *err, size_t errcap)
{
    PositionError why;
    bool ok = position_parse_why(text, len, size, out, &why);
    if (!ok && err && errcap) {
        position_error_format(&why, err, errcap);
    }
    return ok;
}

size_t position_error_format(const PositionError *e, char *buf, size_t cap)
{
    const char *list = e->colour == STONE_WHITE ? "w=" : "b=";
    int n = 0;
    switch (e->kind) {
    case POSITION_OK: n = snprintf(buf, cap, "%s", ""); break;
    case POSITION_NOT_LIST:
        n = snprintf(buf, cap, "'%s': expected b=... or w=...", e->token);
        break;
    case POSITION_TWO_LISTS: n = snprintf(buf, cap, "two %s lists", list); break;
    case POSITION_NOT_POINT:
        n = snprintf(buf, cap, "'%s' is not a point of the board", e->token);
        break;
    case POSITION_TWICE: n = snprintf(buf, cap, "'%s' appears twice", e->token); break;
    case POSITION_MOVE_NOT_POINT:
        n = snprintf(buf, cap, "move %d '%s' is not a point of the board", e->move, e->token);
        break;
    case POSITION_MOVE_OCCUPIED:
        n = snprintf(buf, cap, "move %d '%s' is on an occupied point", e->move, e->token);
        break;
    case POSITION_TOO_MANY: n = snprintf(buf, cap, "too many moves"); break;
    case POSITION_MOVE_NUMBER:
        n = snprintf(buf, cap, "move number '%s' does not count right: %d fits there", e->token,
                     e->move);
        break;
    case POSITION_NO_STONES: n = snprintf(buf, cap, "no stones"); break;
    }
    return n > 0 ? (size_t)n : 0;
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

PositionReach position_reach(const RuleSet *rs, const Board *b, Pos *at)
{
    int nb = board_stones_placed(b, STONE_BLACK);
    int nw = board_stones_placed(b, STONE_WHITE);
    if (at) {
        *at = POS_NONE;
    }
    if (nb - nw != (b->to_move == STONE_WHITE ? 1 : 0)) {
        return POSITION_BAD_COUNTS;
    }
    return position_lines_reach(rs, b, at);
}

PositionReach position_lines_reach(const RuleSet *rs, const Board *b, Pos *at)
{
    if (at) {
        *at = POS_NONE;
    }
    /* A line that wins under rs: a game with one on the board is over. Six or more is
     * such a line where five or more wins; where only exactly five wins it is none, and
     * the game goes on (gomoku-exact), unless the colour has the overline foul (renju's
     * Black): no game gets past that foul, so the position is no game's either. */
    const RuleSet *any_five = rules_get(RULE_GOMOKU);
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos q = pos_from_xy(x, y);
            Stone c = b->cells[q];
            if (c != STONE_BLACK && c != STONE_WHITE) {
                continue;
            }
            bool five = rules_five_at(rs, b, q, c, NULL) > 0;
            bool foul = !five && c == STONE_BLACK && (rs->fouls[c] & FOUL_OVERLINE) &&
                        rules_five_at(any_five, b, q, c, NULL) > 0;
            if (five || foul) {
                if (at) {
                    *at = q;
                }
                return five ? POSITION_FIVE_STANDS : POSITION_OVERLINE;
            }
        }
    }
    return POSITION_REACHED;
}

int position_line_length(const Board *b, Pos at)
{
    return rules_five_at(rules_get(RULE_GOMOKU), b, at, board_at(b, at), NULL);
}

/* The English of a verdict (position_reachable's words). */
static bool reach_words(PositionReach r, const Board *b, Pos at, char *why, size_t cap)
{
    if (r == POSITION_REACHED) {
        return true;
    }
    if (why && cap > 0) {
        char a[8];
        board_format_point(at, a, sizeof a);
        if (r == POSITION_BAD_COUNTS) {
            snprintf(why, cap, "the stones (%d black, %d white) do not fit %s to move",
                     board_stones_placed(b, STONE_BLACK), board_stones_placed(b, STONE_WHITE),
                     b->to_move == STONE_WHITE ? "White" : "Black");
        } else if (r == POSITION_FIVE_STANDS) { /* a winning six is no five, as setup says */
            int line = position_line_length(b, at);
            if (line > 5) {
                snprintf(why, cap, "a line of %d stones stands on the board (%s)", line, a);
            } else {
                snprintf(why, cap, "a five stands on the board (%s)", a);
            }
        } else {
            snprintf(why, cap, "a black overline, a foul, stands on the board (%s)", a);
        }
    }
    return false;
}

bool position_reachable(const RuleSet *rs, const Board *b, char *why, size_t cap)
{
    Pos at;
    PositionReach r = position_reach(rs, b, &at);
    return reach_words(r, b, at, why, cap);
}

bool position_lines_open(const RuleSet *rs, const Board *b, char *why, size_t cap)
{
    Pos at;
    if (why && cap > 0) {
        why[0] = '\0';
    }
    PositionReach r = position_lines_reach(rs, b, &at);
    return reach_words(r, b, at, why, cap);
}

/* Renju - MIT licence, see LICENSE.
 *
 * The action words of game.h: game_action_format() writes an action as renju-cli play
 * and our text records show it ("h8", "swap", "propose a1 b2 ...", "declare 8",
 * "resign black"), game_action_read() reads it back.
 */
#include "game_internal.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void game_action_format(const Action *a, char *buf, size_t cap)
{
    static const char *const WORDS[ACTION_KIND_COUNT] = {
        "",       "pass", "swap",    "option-a", "option-b", "propose", "choose",
        "resign", "draw", "declare", "two-more", "keep",     "timeout", "decline"};
    char name[8];
    switch (a->kind) {
    case ACTION_MOVE:
        board_format_point(a->pos, name, sizeof name);
        snprintf(buf, cap, "%s%s", a->foul ? "foul " : "", name);
        return;
    case ACTION_CHOOSE:
        board_format_point(a->pos, name, sizeof name);
        snprintf(buf, cap, "choose %s", name);
        return;
    case ACTION_PROPOSE: {
        size_t n = (size_t)snprintf(buf, cap, "propose");
        for (int i = 0; i < a->nproposals && n < cap; i++) {
            board_format_point(a->proposals[i], name, sizeof name);
            n += (size_t)snprintf(buf + n, cap - n, " %s", name);
        }
        return;
    }
    case ACTION_RESIGN:
    case ACTION_TIMEOUT:
    case ACTION_DRAW:
    case ACTION_DECLINE:
        if (a->colour) {
            snprintf(buf, cap, "%s %s", WORDS[a->kind], game_colour_name(a->colour));
            return;
        }
        break;
    case ACTION_DECLARE: snprintf(buf, cap, "declare %d", a->count); return;
    default: break;
    }
    snprintf(buf, cap, "%s", (unsigned)a->kind < ACTION_KIND_COUNT ? WORDS[a->kind] : "?");
}

/* Reads the point words[0]; false when it is none. */
static bool read_point(char *const *words, int nwords, int size, Pos *out)
{
    return nwords > 0 && board_parse_point(words[0], strlen(words[0]), size, out);
}

int game_action_read(char *const *words, int nwords, int size, Action *out, GameError *err)
{
    static const struct {
        const char *word;
        ActionKind kind;
    } PLAIN[] = {{"pass", ACTION_PASS},         {"swap", ACTION_SWAP},
                 {"option-a", ACTION_OPTION_A}, {"option-b", ACTION_OPTION_B},
                 {"resign", ACTION_RESIGN},     {"draw", ACTION_DRAW},
                 {"two-more", ACTION_TWO_MORE}, {"keep", ACTION_KEEP},
                 {"timeout", ACTION_TIMEOUT},   {"decline", ACTION_DECLINE}};
    memset(out, 0, sizeof *out);
    if (nwords <= 0) {
        game_fail(err, NULL, "no action");
        return 0;
    }
    const char *w = words[0];
    for (size_t k = 0; k < sizeof PLAIN / sizeof PLAIN[0]; k++) {
        if (strcmp(w, PLAIN[k].word) == 0) {
            out->kind = PLAIN[k].kind;
            break;
        }
    }
    if ((out->kind == ACTION_RESIGN || out->kind == ACTION_TIMEOUT || out->kind == ACTION_DRAW ||
         out->kind == ACTION_DECLINE) &&
        nwords > 1) {
        /* "resign black" / "timeout white": who resigns or ran out of time, when not the
         * player who acts; "draw black": who offered it; "decline white": who declined. */
        for (Stone s = STONE_BLACK; s <= STONE_WHITE; s++) {
            if (strcmp(words[1], game_colour_name(s)) == 0) {
                out->colour = s;
                return 2;
            }
        }
    }
    if (out->kind != ACTION_MOVE) {
        return 1;
    }
    if (strcmp(w, "choose") == 0) {
        out->kind = ACTION_CHOOSE;
        if (!read_point(words + 1, nwords - 1, size, &out->pos)) {
            game_fail(err, NULL, "choose: expected a point");
            return 0;
        }
        return 2;
    }
    if (strcmp(w, "foul") == 0) {
        out->foul = true; /* a record's foul: a stone, which game_apply judges */
        if (!read_point(words + 1, nwords - 1, size, &out->pos)) {
            game_fail(err, NULL, "foul: expected a point");
            return 0;
        }
        return 2;
    }
    if (strcmp(w, "declare") == 0) {
        char *end = NULL;
        long count = 0;
        out->kind = ACTION_DECLARE;
        if (nwords > 1) {
            errno = 0;
            count = strtol(words[1], &end, 10);
        }
        if (!end || end == words[1] || *end != '\0') {
            game_fail(err, NULL, "declare: expected the number of fifth moves");
            return 0;
        }
        if (errno == ERANGE || count < INT_MIN || count > INT_MAX) {
            /* Too large for a count: refused as written, never wrapped into another. */
            game_fail(err, NULL, "declare: '%.24s' is not a number of fifth moves (1 to %d)",
                      words[1], SOOSORV_MAX_FIFTHS);
            return 0;
        }
        out->count = (int)count;
        return 2;
    }
    if (strcmp(w, "propose") == 0) {
        Pos p;
        out->kind = ACTION_PROPOSE;
        while (read_point(words + 1 + out->nproposals, nwords - 1 - out->nproposals, size, &p)) {
            if (out->nproposals == GAME_PROPOSALS) {
                game_fail(err, NULL, "propose: at most %d points", GAME_PROPOSALS);
                return 0;
            }
            out->proposals[out->nproposals++] = p;
        }
        return 1 + out->nproposals;
    }
    out->kind = ACTION_MOVE;
    if (!read_point(words, nwords, size, &out->pos)) {
        game_fail(err, NULL, "'%s' is not an action or a point of the board", w);
        return 0;
    }
    return 1;
}

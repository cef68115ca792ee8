/* Renju - MIT licence, see LICENSE.
 *
 * SGF. Source (facts only, no code taken): FF[4] with GM[4]: points as two letters,
 * column then row from the top. The main variation is the game; RE[] carries a
 * resignation, a loss on time or a draw.
 */
#include "record_parse.h"

#include <stdio.h>
#include <string.h>

#define SGF_MAX_DEPTH 1000
#define SGF_VALUE_MAX 200

typedef struct Sgf {
    Parser *p;
    size_t i;
    long size; /* SZ[], 0 when not given */
    char result[SGF_VALUE_MAX];
    bool in_main; /* the node being read is on the main line */
} Sgf;

static void sgf_ws(Sgf *s)
{
    while (s->i < s->p->len && rec_is_space(s->p->data[s->i])) {
        s->i++;
    }
}

static bool sgf_fail_here(Sgf *s, RecordReason why)
{
    s->p->offset = (long)s->i;
    return rec_fail(s->p, why, NULL, 0, NULL);
}

/* Reads one [value] at s->i (which is '['); keeps at most cap-1 bytes of it, unescaped. */
static bool sgf_value(Sgf *s, char *out, size_t cap, size_t *n)
{
    const char *d = s->p->data;
    size_t start_at = s->i;
    *n = 0;
    s->i++;
    while (s->i < s->p->len && d[s->i] != ']') {
        if (d[s->i] == '\\' && s->i + 1 < s->p->len) {
            s->i++;
        }
        if (*n + 1 < cap) {
            out[(*n)++] = d[s->i];
        }
        s->i++;
    }
    if (s->i >= s->p->len) {
        s->i = start_at;
        return sgf_fail_here(s, RECORD_R_SGF_NO_BRACKET);
    }
    s->i++;
    out[*n] = '\0';
    return true;
}

static bool sgf_start(Sgf *s)
{
    Parser *p = s->p;
    if (!p->started) {
        if (s->size != 0 && s->size != rec_board_size(p)) {
            return rec_fail(p, RECORD_R_SGF_WRONG_SIZE, p->rules->name, REC_TOKEN_ALL,
                            REC_NUMS(s->size, rec_board_size(p), rec_board_size(p)));
        }
        rec_start(p);
    }
    return true;
}

static bool sgf_move(Sgf *s, Stone colour, const char *v, size_t n)
{
    Parser *p = s->p;
    int size = rec_board_size(p);
    Pos pos = POS_PASS;
    if (!(n == 0 || (n == 2 && v[0] == 't' && v[1] == 't' && size <= 19))) {
        int x = n == 2 ? v[0] - 'a' : -1;
        int y = n == 2 ? v[1] - 'a' : -1;
        if (!xy_on_board(x, y, size)) {
            char prop[16];
            snprintf(prop, sizeof prop, "%c[%.8s]", colour == STONE_BLACK ? 'B' : 'W', v);
            return rec_fail(p, RECORD_R_SGF_OFF_BOARD, prop, REC_TOKEN_ALL,
                            REC_NUMS(rec_next_number(p), size, size));
        }
        pos = pos_from_xy(x, size - 1 - y);
    }
    rec_choose_opening(p, pos);
    if (!sgf_start(s)) {
        return false;
    }
    if (game_to_move(p->g) != colour && !game_over(p->g)) {
        char prop[16];
        snprintf(prop, sizeof prop, "%c[%.8s]", colour == STONE_BLACK ? 'B' : 'W', v);
        return rec_fail(p, RECORD_R_SGF_WRONG_COLOUR, prop, REC_TOKEN_ALL,
                        REC_NUMS(p->g->nactions + 1));
    }
    return rec_apply_stone(p, pos, 0);
}

static bool sgf_property(Sgf *s, const char *id, size_t idn)
{
    Parser *p = s->p;
    char v[SGF_VALUE_MAX];
    size_t vn = 0;
    int nvalues = 0;
    long prop_at = (long)s->i;
    for (;;) {
        sgf_ws(s);
        if (s->i >= p->len || p->data[s->i] != '[') {
            break;
        }
        /* Only single-value properties matter here; later values are skipped. */
        char skip[2];
        size_t skipn = 0;
        if (!(nvalues == 0 ? sgf_value(s, v, sizeof v, &vn) : sgf_value(s, skip, 2, &skipn))) {
            return false;
        }
        nvalues++;
    }
    if (nvalues == 0) {
        p->offset = prop_at;
        return rec_fail(p, RECORD_R_SGF_NO_VALUE, id, idn, NULL);
    }
    if (!s->in_main) {
        return true;
    }
    p->offset = prop_at;
    bool is_move = rec_word_is(id, idn, "b") || rec_word_is(id, idn, "w");
    if (is_move && nvalues > 1) {
        return rec_fail(p, RECORD_R_SGF_SEVERAL_VALUES, NULL, 0, NULL);
    }
    if (is_move) {
        return sgf_move(s, id[0] == 'B' ? STONE_BLACK : STONE_WHITE, v, vn);
    }
    if (rec_word_is(id, idn, "ab") || rec_word_is(id, idn, "aw")) {
        return rec_fail(p, RECORD_R_SGF_SETUP, id, idn, NULL);
    }
    if (rec_word_is(id, idn, "gm") && strcmp(v, "4") != 0) {
        return rec_fail(p, RECORD_R_SGF_NOT_GOMOKU, v, vn < 8 ? vn : 8, NULL);
    }
    if (rec_word_is(id, idn, "sz") || rec_word_is(id, idn, "ru")) {
        if (p->started) {
            return rec_fail(p, RECORD_R_SGF_AFTER_FIRST, id, idn, NULL);
        }
        if (id[0] == 'R') {
            for (size_t k = 0; k < vn; k++) {
                v[k] = rec_lower(v[k]);
            }
            const RuleSet *rs = rules_find(v);
            p->rules = rs ? rs : p->rules; /* rule names of other programs: keep ours */
            return true;
        }
        size_t k = 0;
        long w = 0;
        long h = 0;
        bool ok = rec_read_uint(v, vn, &k, 3, &w);
        h = w;
        if (ok && k < vn && v[k] == ':') {
            k++;
            ok = rec_read_uint(v, vn, &k, 3, &h);
        }
        if (!ok || k != vn || w < 1 || h < 1) {
            return rec_fail(p, RECORD_R_SGF_BAD_SIZE, v, vn, NULL);
        }
        if (w != h) {
            return rec_fail(p, RECORD_R_SGF_NOT_SQUARE, v, vn, NULL);
        }
        s->size = w;
        return true;
    }
    if (rec_word_is(id, idn, "pb")) {
        rec_copy_name(p->info.black, v, vn);
    } else if (rec_word_is(id, idn, "pw")) {
        rec_copy_name(p->info.white, v, vn);
    } else if (rec_word_is(id, idn, "ev")) {
        rec_copy_name(p->info.event, v, vn);
    } else if (rec_word_is(id, idn, "dt")) {
        rec_copy_name(p->info.date, v, vn);
    } else if (rec_word_is(id, idn, "re")) {
        memcpy(s->result, v, vn + 1);
    }
    return true;
}

static bool sgf_node(Sgf *s)
{
    Parser *p = s->p;
    s->i++; /* ';' */
    for (;;) {
        sgf_ws(s);
        if (s->i >= p->len) {
            return sgf_fail_here(s, RECORD_R_SGF_NOT_CLOSED);
        }
        char c = p->data[s->i];
        if (c == ';' || c == '(' || c == ')') {
            return true;
        }
        size_t id_at = s->i;
        char id[8];
        size_t idn = 0;
        /* FF[3] idents may carry lower-case letters, which do not count. */
        while (s->i < p->len && rec_is_letter(p->data[s->i])) {
            char ch = p->data[s->i++];
            if (ch >= 'A' && ch <= 'Z') {
                if (idn == sizeof id) {
                    s->i = id_at;
                    return sgf_fail_here(s, RECORD_R_SGF_NAME_TOO_LONG);
                }
                id[idn++] = ch;
            }
        }
        if (idn == 0) {
            if (s->i > id_at) {
                s->i = id_at;
                return sgf_fail_here(s, RECORD_R_SGF_NAME_LOWER);
            }
            unsigned char uc = (unsigned char)c;
            s->p->offset = (long)s->i;
            if (uc >= 0x20 && uc < 0x7F) {
                return rec_fail(p, RECORD_R_UNEXPECTED_CHAR, &c, 1, NULL);
            }
            return rec_fail(p, RECORD_R_UNEXPECTED_BYTE, NULL, 0, REC_NUMS(uc));
        }
        if (!sgf_property(s, id, idn)) {
            return false;
        }
    }
}

/* A game tree at s->i (which is '('). Only the first variation at each branching is
 * on the main line; the others are read for syntax only. */
static bool sgf_tree(Sgf *s, int depth, bool main_line)
{
    Parser *p = s->p;
    if (depth > SGF_MAX_DEPTH) {
        return sgf_fail_here(s, RECORD_R_SGF_TOO_DEEP);
    }
    s->i++; /* '(' */
    s->in_main = main_line;
    sgf_ws(s);
    if (s->i >= p->len || p->data[s->i] != ';') {
        return sgf_fail_here(s, RECORD_R_SGF_NO_NODE);
    }
    while (s->i < p->len && p->data[s->i] == ';') {
        s->in_main = main_line;
        if (!sgf_node(s)) {
            return false;
        }
    }
    bool first = true;
    for (;;) {
        sgf_ws(s);
        if (s->i >= p->len) {
            return sgf_fail_here(s, RECORD_R_SGF_NOT_CLOSED);
        }
        if (p->data[s->i] == ')') {
            s->i++;
            return true;
        }
        if (p->data[s->i] != '(') {
            return sgf_fail_here(s, RECORD_R_SGF_EXPECTED_PAREN);
        }
        if (!sgf_tree(s, depth + 1, main_line && first)) {
            return false;
        }
        first = false;
    }
}

bool rec_sgf_parse(Parser *p)
{
    Sgf s;
    memset(&s, 0, sizeof s);
    s.p = p;
    sgf_ws(&s);
    if (rec_starts_with(p->data + s.i, p->len - s.i, "\xEF\xBB\xBF")) {
        s.i += 3;
        sgf_ws(&s);
    }
    if (s.i >= p->len || p->data[s.i] != '(') {
        return sgf_fail_here(&s, RECORD_R_NOT_SGF);
    }
    if (!sgf_tree(&s, 0, true)) {
        return false;
    }
    p->offset = -1;
    if (!sgf_start(&s)) {
        return false;
    }
    /* A resignation, a loss on time or an agreed draw is not a move in SGF; RE[] carries
     * it ("B+R", "W+T", "0"). */
    if (!game_over(p->g)) {
        Action a;
        memset(&a, 0, sizeof a);
        const char *re = s.result;
        bool timeout = re[2] == 'T' || re[2] == 't';
        if ((re[0] == 'B' || re[0] == 'W') && re[1] == '+' &&
            (re[2] == 'R' || re[2] == 'r' || timeout)) {
            a.kind = timeout ? ACTION_TIMEOUT : ACTION_RESIGN;
            a.colour = re[0] == 'B' ? STONE_WHITE : STONE_BLACK;
            return rec_apply(p, &a);
        }
        if (strcmp(re, "0") == 0 || rec_word_is(re, strlen(re), "draw")) {
            a.kind = ACTION_DRAW;
            return rec_apply(p, &a);
        }
    }
    return true;
}

static void out_sgf_value(Out *o, const char *id, const char *v)
{
    if (!v[0]) {
        return;
    }
    rec_out_printf(o, "%s[", id);
    for (; *v; v++) {
        if (*v == ']' || *v == '\\') {
            rec_out_bytes(o, "\\", 1);
        }
        rec_out_bytes(o, v, 1);
    }
    rec_out_bytes(o, "]", 1);
}

void rec_sgf_format(Out *o, const Game *g, const RecordInfo *info)
{
    int size = g->board.size;
    rec_out_printf(o, "(;FF[4]GM[4]CA[UTF-8]AP[Renju]SZ[%d]RU[%s]", size, g->rules->name);
    out_sgf_value(o, "PB", info->black);
    out_sgf_value(o, "PW", info->white);
    out_sgf_value(o, "EV", info->event);
    out_sgf_value(o, "DT", info->date);
    if (g->result != RESULT_NONE) {
        const char *how = g->reason == REASON_RESIGN ? "R" : g->reason == REASON_TIME ? "T" : "";
        if (g->result == RESULT_DRAW) {
            rec_out_printf(o, "RE[0]");
        } else {
            rec_out_printf(o, "RE[%c+%s]", g->result == RESULT_BLACK_WINS ? 'B' : 'W', how);
        }
    }
    Pos pos[BOARD_MAX_PLIES];
    int n = record_plies(g, pos, NULL, BOARD_MAX_PLIES);
    for (int i = 0; i < n; i++) {
        if (i % 10 == 0) {
            rec_out_bytes(o, "\n", 1);
        }
        char c = i % 2 == 0 ? 'B' : 'W';
        if (pos[i] == POS_PASS) {
            rec_out_printf(o, ";%c[]", c);
        } else {
            rec_out_printf(o, ";%c[%c%c]", c, 'a' + pos_x(pos[i]),
                           'a' + (size - 1 - pos_y(pos[i])));
        }
    }
    rec_out_printf(o, ")\n");
}

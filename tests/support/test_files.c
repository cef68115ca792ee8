/* Renju - MIT licence, see LICENSE.
 *
 * Test helpers: games from move lists (on their own or in a controller), temporary directories and
 * files.
 */
#include "test_files.h"
#include "test_support.h"

#include "position.h"
#include "setup.h"
#include "text.h"

#include <dirent.h>
#include <sys/stat.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

void support_play(Game *g, const char *moves)
{
    char buf[2048];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        GameError err;
        Pos p = POS_PASS;
        if (strcmp(tok, "pass") != 0 && !board_parse_point(tok, strlen(tok), g->board.size, &p)) {
            fail_msg("bad point %s", tok);
        }
        if (!game_play(g, p, &err)) {
            fail_msg("move %s refused: %s", tok, err.msg);
        }
    }
}

Game *support_game(RuleId rule, const char *moves)
{
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    game_init(g, rules_get(rule), OPENING_FREE);
    support_play(g, moves);
    return g;
}

Review *support_review_of(const char *moves)
{
    Game *g = support_game(RULE_RENJU, moves);
    Review *r = review_new();
    assert_non_null(r);
    review_init(r, g);
    free(g);
    return r;
}

char *support_written_as(RecordFormat fmt, const Game *g, const Review *r, size_t *len)
{
    size_t n = record_format_lines(g, r, NULL, fmt, NULL, 0);
    assert_true(n > 0);
    char *buf = malloc(n + 1);
    assert_non_null(buf);
    assert_int_equal(record_format_lines(g, r, NULL, fmt, buf, n + 1), n);
    *len = n;
    return buf;
}

void support_controller_play(Controller *c, const char *moves)
{
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    game_init(g, c->game.rules, c->game.opening);
    support_play(g, moves);
    controller_set_game(c, g);
    free(g);
}

void support_setup_game(Game *g, const char *stones)
{
    const RuleSet *rs = rules_get(RULE_RENJU);
    Board *b = malloc(sizeof *b);
    assert_non_null(b);
    char why[160];
    assert_true(position_parse(stones, strlen(stones), rs->board_size, b, why, sizeof why));
    assert_true(setup_build(g, rs, b, STONE_EMPTY, NULL));
    free(b);
}

void support_click_all(Controller *c, const char *points)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", points);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        if (!controller_click(c, support_point(t))) {
            fail_msg("click on %s refused (message %d)", t, c->msg);
        }
    }
}

void support_temp_dir(char *buf, size_t cap)
{
    snprintf(buf, cap, "/tmp/renju-test-XXXXXX");
    assert_non_null(mkdtemp(buf));
}

void support_remove_dir(const char *dir)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

void *support_temp_data_dir(size_t size)
{
    SupportDataDir *d = size >= sizeof *d ? calloc(1, size) : NULL;
    if (d) {
        support_temp_dir(d->dir, sizeof d->dir);
        snprintf(d->sp.data_dir, sizeof d->sp.data_dir, "%s/renju", d->dir);
    }
    return d;
}

void support_temp_data_dir_free(void *fixture)
{
    SupportDataDir *d = fixture;
    if (d) {
        chmod(d->sp.data_dir, 0700); /* a test may have left it read-only */
        support_remove_dir(d->dir);
        free(d);
    }
}

int support_temp_dir_setup(void **state)
{
    enum { CAP = 64 };
    char *dir = malloc(CAP);
    assert_non_null(dir);
    support_temp_dir(dir, CAP);
    *state = dir;
    return 0;
}

int support_temp_dir_teardown(void **state)
{
    support_remove_dir(*state);
    free(*state);
    *state = NULL;
    return 0;
}

int support_count_entries(const char *dir)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    }
    closedir(d);
    return n;
}

void support_write_file(const char *dir, const char *name, const char *text)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

void support_sgf_saying_everything(char *buf, size_t cap)
{
    char *note = malloc(REVIEW_NOTE_CHARS + 101);
    assert_non_null(note);
    memset(note, 'x', REVIEW_NOTE_CHARS + 100);
    note[REVIEW_NOTE_CHARS + 100] = '\0';
    snprintf(buf, cap,
             "(;FF[4]GM[4]SZ[15]RU[Caro]RE[B+];B[hh]C[%s];W[ao];B[ih];W[an];B[jg];W[am];B[jf];"
             "W[al];B[jh];W[ak];B[kh])(;FF[4]GM[4]SZ[15];B[hh])garbage",
             note);
    free(note);
}

size_t support_read_file(const char *dir, const char *name, char *buf, size_t cap)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    buf[0] = '\0';
    size_t n = 0;
    FILE *f = fopen(path, "rb");
    if (f) {
        n = fread(buf, 1, cap - 1, f);
        buf[n] = '\0';
        fclose(f);
    }
    return n;
}

int support_node_at(const Review *r, const char *moves)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", moves);
    int node = 0;
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        int c = r->nodes[node].first_child;
        while (c >= 0 && r->nodes[c].action.pos != support_point(t)) {
            c = r->nodes[c].next_sibling;
        }
        if (c < 0) {
            fail_msg("no %s in the tree", moves);
        }
        node = c;
    }
    return node;
}

static void dump_from(const Review *r, int node, char *buf, size_t cap, size_t *len)
{
    for (;;) {
        int first = r->nodes[node].first_child;
        if (first < 0) {
            return;
        }
        for (int c = r->nodes[first].next_sibling; c >= 0; c = r->nodes[c].next_sibling) {
            char pt[8];
            board_format_point(r->nodes[c].action.pos, pt, sizeof pt);
            *len += (size_t)snprintf(buf + *len, cap - *len, " (%s", pt);
            dump_from(r, c, buf, cap, len);
            *len += (size_t)snprintf(buf + *len, cap - *len, ")");
        }
        char pt[8];
        board_format_point(r->nodes[first].action.pos, pt, sizeof pt);
        *len += (size_t)snprintf(buf + *len, cap - *len, " %s", pt);
        node = first;
    }
}

void support_assert_same_review(const Review *a, const Review *b)
{
    assert_int_equal(a->count, b->count);
    assert_int_equal(a->current, b->current);
    assert_int_equal(a->note_bytes, b->note_bytes);
    assert_int_equal(a->setup, b->setup);
    for (int k = 0; k < a->count; k++) {
        const ReviewNode *x = &a->nodes[k], *y = &b->nodes[k];
        assert_memory_equal(&x->action, &y->action, sizeof x->action);
        assert_int_equal(x->parent, y->parent);
        assert_int_equal(x->first_child, y->first_child);
        assert_int_equal(x->next_sibling, y->next_sibling);
        assert_int_equal(x->last_child, y->last_child);
        assert_string_equal(x->note, y->note);
        assert_int_equal(x->nmarks, y->nmarks);
        for (int m = 0; m < x->nmarks; m++) {
            assert_int_equal(x->marks[m].pos, y->marks[m].pos);
            assert_string_equal(x->marks[m].text, y->marks[m].text);
            assert_int_equal(x->marks[m].marked, y->marks[m].marked);
        }
        assert_int_equal(x->nshapes, y->nshapes);
        if (x->nshapes > 0) {
            assert_memory_equal(x->shapes, y->shapes, (size_t)x->nshapes * sizeof x->shapes[0]);
        }
        assert_int_equal(x->marked, y->marked);
        assert_int_equal(x->kept_len, y->kept_len);
        assert_int_equal(x->kept_moves, y->kept_moves);
        if (x->kept_len > 0) {
            assert_memory_equal(a->kept + x->kept_at, b->kept + y->kept_at, (size_t)x->kept_len);
        }
    }
}

void support_assert_tree(const Review *r, const char *expected)
{
    char buf[2048];
    size_t len = 0;
    buf[0] = '\0';
    dump_from(r, 0, buf, sizeof buf, &len);
    assert_string_equal(buf + (len > 0), expected);
}

void support_assert_moves(const Game *g, const char *expected)
{
    char buf[1024];
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < g->nactions; i++) {
        char pt[8];
        board_format_point(g->actions[i].pos, pt, sizeof pt);
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", i ? " " : "", pt);
    }
    assert_string_equal(buf, expected);
}

/* One move of support_big_tree: "N. h8" (our text record) or ";B[hh]" (SGF). */
static void tree_move(char *out, size_t cap, size_t *len, bool sgf, int n, int x, int y)
{
    char name[8];
    board_format_point(pos_from_xy(x, y), name, sizeof name);
    if (sgf) {
        text_append(out, cap, len, ";%c[%c%c]", n % 2 ? 'B' : 'W', 'a' + x, 'a' + 14 - y);
    } else {
        text_append(out, cap, len, "%d. %s\n", n, name);
    }
}

char *support_big_tree(bool sgf)
{
    size_t cap = 1 << 20, len = 0;
    char *out = malloc(cap);
    assert_non_null(out);
    out[0] = '\0';
    text_append(out, cap, &len, sgf ? "(;GM[4]FF[4]SZ[15]RU[renju]" : "Renju record 2\n");
    tree_move(out, cap, &len, sgf, 1, 7, 7);
    static const int OWN[][2] = {{8, 8}, {10, 7}, {11, 8}, {7, 10}};
    if (sgf) { /* the first variation is the game's own line */
        text_append(out, cap, &len, "(");
        for (int i = 0; i < 4; i++) {
            tree_move(out, cap, &len, sgf, i + 2, OWN[i][0], OWN[i][1]);
        }
        text_append(out, cap, &len, ")");
    }
    for (int w = 0; w < 25; w++) {
        int wx = 2 + 3 * (w % 5), wy = 2 + 3 * (w / 5);
        if (wx == 8 && wy == 8) {
            continue;
        }
        text_append(out, cap, &len, "(\n");
        tree_move(out, cap, &len, sgf, 2, wx, wy);
        for (int b = 0; b < 25; b++) {
            int bx = 1 + 3 * (b % 5), by = 1 + 3 * (b / 5);
            if (bx == 7 && by == 7) {
                continue;
            }
            text_append(out, cap, &len, "(\n");
            tree_move(out, cap, &len, sgf, 3, bx, by);
            int next[2] = {b, w}; /* the grids' next points, past h8 and i9 (12 both) */
            for (int n = 4; n <= 11; n++) {
                int *g = &next[n % 2 ? 0 : 1];
                do {
                    *g = (*g + 1) % 25;
                } while (*g == 12);
                tree_move(out, cap, &len, sgf, n, (n % 2 ? 1 : 2) + 3 * (*g % 5),
                          (n % 2 ? 1 : 2) + 3 * (*g / 5));
            }
            text_append(out, cap, &len, ")\n");
        }
        text_append(out, cap, &len, ")\n");
    }
    for (int i = 0; i < 4 && !sgf; i++) {
        tree_move(out, cap, &len, sgf, i + 2, OWN[i][0], OWN[i][1]);
    }
    text_append(out, cap, &len, sgf ? ")\n" : "end\n");
    assert_true(len < cap - 1);
    return out;
}

/* A .lib node on p (POS_NONE: the root) with flags (0x80: a sibling follows, 0x40: a
 * leaf). */
static void lib_node(unsigned char *out, size_t *n, Pos p, unsigned flags)
{
    out[(*n)++] = (unsigned char)(p == POS_NONE ? 0 : (pos_x(p) + 1) | ((14 - pos_y(p)) << 4));
    out[(*n)++] = (unsigned char)flags;
}

char *support_lib_past_the_tree(size_t *len)
{
    static const unsigned char HEADER[20] = {0xFF, 'R',  'e',  'n',  'L',  'i',  'b',
                                             0xFF, 3,    4,    0xFF, 0xFF, 0xFF, 0xFF,
                                             0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    enum { SIB = 0x80, LEAF = 0x40 };
    unsigned char *out = malloc(RECORD_FILE_MAX);
    assert_non_null(out);
    memcpy(out, HEADER, sizeof HEADER);
    size_t n = sizeof HEADER;
    Pos h8 = pos_from_xy(7, 7);
    lib_node(out, &n, POS_NONE, 0);
    lib_node(out, &n, h8, 0);
    for (int p = 0, answers = 0; p < 225; p++) {
        Pos a = pos_from_xy(p % 15, p / 15);
        if (a == h8) {
            continue;
        }
        lib_node(out, &n, a, ++answers < 224 ? SIB : 0);
        for (int q = 0, thirds = 0; q < 225; q++) {
            Pos b = pos_from_xy(q % 15, q / 15);
            if (b == h8 || b == a) {
                continue;
            }
            lib_node(out, &n, b, ++thirds < 223 ? SIB : 0);
            for (int z = 0, fourths = 0; fourths < 30; z++) {
                Pos c = pos_from_xy(z % 15, 14 - z / 15); /* the top rows */
                if (c != a && c != b) {
                    lib_node(out, &n, c, LEAF | (++fourths < 30 ? SIB : 0));
                }
            }
        }
    }
    *len = n;
    return (char *)out;
}

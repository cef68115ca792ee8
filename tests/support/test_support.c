/* Renju - MIT licence, see LICENSE.
 *
 * Test helpers: ASCII diagrams and point lists into boards.
 */
#include "test_support.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <cmocka.h>

#include "i18n.h"
#include "position.h"
#include "rules.h"

bool board_from_ascii(Board *b, int size, const char *diagram)
{
    board_init(b, size, false);
    int row = size - 1;
    const char *line = diagram;
    while (*line && row >= 0) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        int x = 0;
        bool cells = false;
        for (size_t i = 0; i < len; i++) {
            char c = line[i];
            if (c == '.' || c == 'X' || c == 'O' || c == 'x' || c == 'o') {
                if (x >= size) {
                    return false;
                }
                if (c == 'X' || c == 'x') {
                    board_set(b, pos_from_xy(x, row), STONE_BLACK);
                } else if (c == 'O' || c == 'o') {
                    board_set(b, pos_from_xy(x, row), STONE_WHITE);
                }
                x++;
                cells = true;
            }
        }
        if (cells) {
            if (x != size) {
                return false;
            }
            row--;
        }
        line = end ? end + 1 : line + len;
    }
    return row == -1;
}

/* The whitespace-separated words of one line of a diagram, at most cap. */
static int diagram_words(const char *line, size_t len, const char **word, size_t *wlen, int cap)
{
    int n = 0;
    size_t i = 0;
    while (i < len) {
        while (i < len && (line[i] == ' ' || line[i] == '\t')) {
            i++;
        }
        size_t start = i;
        while (i < len && line[i] != ' ' && line[i] != '\t') {
            i++;
        }
        if (i > start) {
            if (n == cap) {
                return cap + 1;
            }
            word[n] = line + start;
            wlen[n] = i - start;
            n++;
        }
    }
    return n;
}

enum { DIAGRAM_WORDS = BOARD_STANDARD + 2 };

bool board_from_diagram(Board *b, const char *diagram, Pos *marked)
{
    board_init(b, BOARD_STANDARD, false);
    *marked = POS_NONE;
    /* The lines that hold words; the last is the column letters. */
    const char *line[BOARD_STANDARD + 1];
    size_t len[BOARD_STANDARD + 1];
    int nlines = 0;
    for (const char *p = diagram; *p;) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        const char *w[1];
        size_t wl[1];
        if (diagram_words(p, n, w, wl, 0) != 0) {
            if (nlines == BOARD_STANDARD + 1) {
                return false;
            }
            line[nlines] = p;
            len[nlines++] = n;
        }
        p = end ? end + 1 : p + n;
    }
    if (nlines < 2) {
        return false;
    }
    const char *word[DIAGRAM_WORDS];
    size_t wlen[DIAGRAM_WORDS];
    int ncols = diagram_words(line[nlines - 1], len[nlines - 1], word, wlen, BOARD_STANDARD);
    if (ncols < 1 || ncols > BOARD_STANDARD) {
        return false;
    }
    int first_col = word[0][0] - 'a';
    for (int c = 0; c < ncols; c++) {
        if (wlen[c] != 1 || word[c][0] != 'a' + first_col + c || first_col < 0 ||
            first_col + c >= BOARD_STANDARD) {
            return false;
        }
    }
    int next = -1; /* the number the next row must have */
    for (int l = 0; l < nlines - 1; l++) {
        int n = diagram_words(line[l], len[l], word, wlen, DIAGRAM_WORDS);
        char *tail = NULL;
        long number = n > 0 ? strtol(word[0], &tail, 10) : 0;
        if (n != ncols + 1 || tail != word[0] + wlen[0] || number < 1 || number > BOARD_STANDARD ||
            (next >= 0 && number != next)) {
            return false;
        }
        int y = (int)number - 1;
        next = y;
        for (int c = 0; c < ncols; c++) {
            Pos p = pos_from_xy(first_col + c, y);
            char cell = wlen[c + 1] == 1 ? word[c + 1][0] : '?';
            if (cell == 'X') {
                board_set(b, p, STONE_BLACK);
            } else if (cell == 'O') {
                board_set(b, p, STONE_WHITE);
            } else if (cell == '*' && *marked == POS_NONE) {
                *marked = p;
            } else if (cell != '.') {
                return false;
            }
        }
    }
    return true;
}

Pos support_diagram(Board *b, const char *diagram)
{
    Pos marked = POS_NONE;
    if (!board_from_diagram(b, diagram, &marked)) {
        fail_msg("bad test diagram (rows: number and cells . X O *, then column letters):"
                 "\n%s",
                 diagram);
    }
    return marked;
}

void support_position(Board *b, const char *text)
{
    char err[200];
    if (!position_parse(text, strlen(text), BOARD_STANDARD, b, err, sizeof err)) {
        fail_msg("bad test position '%s': %s", text, err);
    }
}

Pos support_point(const char *text)
{
    Pos p = POS_NONE;
    if (!board_parse_point(text, strlen(text), BOARD_STANDARD, &p)) {
        fail_msg("bad test point '%s'", text);
    }
    return p;
}

void support_forbidden_list(const Board *b, char *buf, size_t cap)
{
    Pos pts[BOARD_MAX * BOARD_MAX];
    int n = rules_forbidden_map(rules_get(RULE_RENJU), b, STONE_BLACK, pts, BOARD_MAX * BOARD_MAX);
    size_t len = 0;
    buf[0] = '\0';
    if (n == 0) {
        snprintf(buf, cap, "none");
    }
    for (int i = 0; i < n && len < cap; i++) {
        char name[8];
        board_format_point(pts[i], name, sizeof name);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? " " : "", name);
    }
}

/* Runs prog with input_len bytes of input on stdin (none when input is NULL), killed after
 * seconds when seconds > 0; returns its exit status, -1 when it did not exit. */
static int run(const char *prog, const char *args, const char *input, size_t input_len, char *out,
               size_t cap, int seconds)
{
    const char *dir = getenv("RENJU_BUILD");
    char cmd[4096];
    char in_path[] = "/tmp/renju-test-XXXXXX";
    if (input) {
        int fd = mkstemp(in_path);
        assert_true(fd >= 0);
        FILE *f = fdopen(fd, "wb");
        assert_non_null(f);
        assert_int_equal(fwrite(input, 1, input_len, f), input_len);
        fclose(f);
    }
    char limit[64] = "";
    if (seconds > 0) {
        snprintf(limit, sizeof limit, "timeout -s KILL %d ", seconds);
    }
    snprintf(cmd, sizeof cmd, "%s%s/%s %s < %s", limit, dir ? dir : "build", prog, args,
             input ? in_path : "/dev/null");
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t n = fread(out, 1, cap - 1, p);
    out[n] = '\0';
    int status = pclose(p);
    if (input) {
        remove(in_path);
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int support_run_bytes(const char *prog, const char *args, const char *input, size_t input_len,
                      char *out, size_t cap)
{
    return run(prog, args, input, input_len, out, cap, 0);
}

int support_run_limited(const char *prog, const char *args, const char *input, char *out,
                        size_t cap, int seconds)
{
    return run(prog, args, input, input ? strlen(input) : 0, out, cap, seconds);
}

int support_run(const char *prog, const char *args, const char *input, char *out, size_t cap)
{
    return support_run_limited(prog, args, input, out, cap, 0);
}

int support_run_cli(const char *args, const char *input, char *out, size_t cap)
{
    return support_run("renju-cli", args, input, out, cap);
}

AiInfo support_search_depth(const RuleSet *rs, const Board *b, int depth)
{
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    AiLimits lim = {0, depth, 0, AI_LEVEL_MAX, 1, 1, false, AI_SOLVE_NONE, false, false, {0}};
    AiInfo info;
    ai_search(e, rs, b, &lim, NULL, NULL, NULL, &info);
    ai_destroy(e);
    return info;
}

void support_english_env(void)
{
    unsetenv("LANGUAGE");
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "C.UTF-8", 1);
}

void support_load_translations(void)
{
    const char *build = getenv("RENJU_BUILD");
    char dir[512], err[512];
    snprintf(dir, sizeof dir, "%s/locale", build ? build : "build");
    if (i18n_load(dir, err, sizeof err) != LANG_COUNT - 1) {
        fprintf(stderr, "translations not loaded: %s\n", err);
        exit(1);
    }
}

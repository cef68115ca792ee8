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
    int n = rules_forbidden_map(rules_get(RULE_RENJU), b, STONE_BLACK, pts,
                                BOARD_MAX * BOARD_MAX);
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

int support_run(const char *prog, const char *args, const char *input, char *out, size_t cap)
{
    const char *dir = getenv("RENJU_BUILD");
    char cmd[4096];
    char in_path[] = "/tmp/renju-test-XXXXXX";
    if (input) {
        int fd = mkstemp(in_path);
        assert_true(fd >= 0);
        FILE *f = fdopen(fd, "w");
        assert_non_null(f);
        fputs(input, f);
        fclose(f);
    }
    snprintf(cmd, sizeof cmd, "%s/%s %s < %s", dir ? dir : "build", prog, args,
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

int support_run_cli(const char *args, const char *input, char *out, size_t cap)
{
    return support_run("renju-cli", args, input, out, cap);
}

AiInfo support_search_depth(const RuleSet *rs, const Board *b, int depth)
{
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    AiLimits lim = {0, depth, 0, AI_LEVEL_MAX, 1, 1, false};
    AiInfo info;
    ai_search(e, rs, b, &lim, NULL, NULL, NULL, &info);
    ai_destroy(e);
    return info;
}

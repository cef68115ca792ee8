/* Renju - MIT licence, see LICENSE.
 *
 * libFuzzer target for the problem file format (problem_parse, as `renju-cli problems`
 * reads assets/problems): any input is refused with a message that names a line, and
 * leaves the set it was given as it was; the problems of an accepted input, and the marks
 * of every empty point of their positions, survive: each problem written back by
 * problem_format parses to the same problem.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "marks.h"
#include "problem.h"
#include "fuzz_entry.h"

/* The same problem: the same text written back, the same line-independent fields. */
static bool same_problem(const Problem *a, const Problem *b)
{
    static char ta[1 << 16];
    static char tb[1 << 16];
    problem_format(a, ta, sizeof ta);
    problem_format(b, tb, sizeof tb);
    return strcmp(ta, tb) == 0 && a->nsolution == b->nsolution && a->level == b->level;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ProblemSet set = {0};
    char err[256];
    err[0] = '\0';
    if (!problem_parse((const char *)data, size, &set, err, sizeof err)) {
        if (strncmp(err, "line ", 5) != 0 || set.n != 0) {
            abort(); /* a refusal names its line and keeps nothing */
        }
        problem_set_free(&set);
        return 0;
    }
    static char text[1 << 16];
    static Board b;
    for (int i = 0; i < set.n; i++) {
        const Problem *p = &set.items[i];
        size_t len = problem_format(p, text, sizeof text);
        ProblemSet again = {0};
        if (!problem_parse(text, len, &again, err, sizeof err) || again.n != 1 ||
            !same_problem(p, &again.items[0])) {
            abort(); /* what we write we must read back the same */
        }
        problem_set_free(&again);
        problem_board(p, &b);
        if (!board_is_consistent(&b) || b.to_move != p->to_move) {
            abort();
        }
        for (int y = 0; y < b.size; y++) {
            for (int x = 0; x < b.size; x++) {
                Marks m;
                marks_explain(rules_get(RULE_RENJU), &b, pos_from_xy(x, y), STONE_BLACK, &m);
            }
        }
    }
    problem_set_free(&set);
    return 0;
}

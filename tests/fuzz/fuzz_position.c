/* Renju - MIT licence, see LICENSE.
 *
 * libFuzzer target for text positions (position_parse, as `renju-cli forbidden --batch`
 * reads them): any input is refused with a message or gives a consistent board, on which
 * the forbidden map and an explanation of every empty point must agree.
 */
#include <stdint.h>
#include <stdlib.h>

#include "position.h"
#include "rules.h"
#include "fuzz_entry.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Board b;
    char err[200];
    if (!position_parse((const char *)data, size, BOARD_STANDARD, &b, err, sizeof err)) {
        if (err[0] == '\0') {
            abort(); /* a refusal must say why */
        }
        return 0;
    }
    if (!board_is_consistent(&b)) {
        abort();
    }
    const RuleSet *rs = rules_get(RULE_RENJU);
    Pos pts[BOARD_MAX * BOARD_MAX];
    int n = rules_forbidden_map(rs, &b, STONE_BLACK, pts, BOARD_MAX * BOARD_MAX);
    int listed = 0;
    for (int y = 0; y < b.size; y++) {
        for (int x = 0; x < b.size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(&b, p) != STONE_EMPTY) {
                continue;
            }
            RuleExplanation e;
            rules_explain(rs, &b, p, STONE_BLACK, &e);
            bool foul = verdict_is_foul(e.verdict);
            bool in_map = listed < n && pts[listed] == p;
            if (foul != in_map) {
                abort(); /* the map and the explanation disagree */
            }
            listed += in_map;
        }
    }
    return listed == n ? 0 : (abort(), 0);
}

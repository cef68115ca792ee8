/* Renju - MIT licence, see LICENSE.
 *
 * A quiet session (test_session_quiet.h).
 */
#include "test_session_quiet.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>

#include <cmocka.h>

static void no_ai(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                  uint64_t request_id)
{
    (void)user;
    (void)rs;
    (void)b;
    (void)limits;
    (void)request_id;
}

static void no_cancel(void *user) { (void)user; }

QuietSession support_quiet_session(const char *home)
{
    setenv("HOME", home, 1);
    unsetenv("XDG_DATA_HOME");
    unsetenv("XDG_CONFIG_HOME");
    QuietSession q = {malloc(sizeof *q.c), malloc(sizeof *q.s)};
    assert_non_null(q.c);
    assert_non_null(q.s);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             3,          {0},          false};
    ControllerAiHooks hooks = {no_ai, no_cancel, NULL, NULL, NULL, NULL};
    controller_init(q.c, &opt, &hooks);
    assert_true(session_init(q.s, q.c, true));
    return q;
}

void support_quiet_session_free(QuietSession q)
{
    session_free(q.s);
    free(q.s);
    free(q.c);
}

/* Renju - MIT licence, see LICENSE.
 *
 * A session for the tests of what the window does with a game (a file opened, a position
 * shown), without the window: a controller of two people whose engine hooks do nothing,
 * its files under home (HOME, the XDG folders unset).
 */
#ifndef RENJU_TEST_SESSION_QUIET_H
#define RENJU_TEST_SESSION_QUIET_H

#include "session.h"

typedef struct QuietSession {
    Controller *c;
    Session *s;
} QuietSession;

QuietSession support_quiet_session(const char *home);
void support_quiet_session_free(QuietSession q);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * The evaluation's network (see EVAL_NET_* in ai_internal.h), written by lab/tune.c
 * (TUNE_NET=1, `make tune`). All zero: no network, the linear evaluation alone. */
#ifndef RENJU_EVAL_NET_H
#define RENJU_EVAL_NET_H

static const float EVAL_NET_W1[EVAL_NET_INPUTS][EVAL_NET_HIDDEN] = {{0}};
static const float EVAL_NET_W2[EVAL_NET_HIDDEN] = {0};
static const float EVAL_NET_B2 = 0;

#endif

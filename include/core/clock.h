/* Renju - MIT licence, see LICENSE.
 *
 * The game clock as a pure value: two players' times under one time control, with the
 * time handed in by the caller as milliseconds (any monotonic origin), so nothing here
 * reads a clock or sleeps and every case is tested with made-up times.
 *
 * Controls: none; absolute (one base time for the whole game); Fischer (base, plus an
 * increment after each turn); byo-yomi (base, then N periods of S seconds: a turn made
 * within a period keeps it, a period run out is gone); a fixed time a move (each turn has
 * S seconds, nothing carries over).
 *
 * A turn is everything one player does before the other player acts: in an opening rule
 * one player may make several actions in a row (Swap2's three stones), which count as one
 * turn for the increment and the byo-yomi period, each action still getting its own
 * thinking time for the record. Players are 0 (first) and 1 (second): the clock belongs
 * to the player, not the colour, so a swap does not swap clocks.
 *
 * Time runs out when a turn takes strictly longer than what was left: a move in the last
 * millisecond is in time.
 */
#ifndef RENJU_CLOCK_H
#define RENJU_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum ClockKind {
    CLOCK_NONE = 0,
    CLOCK_ABSOLUTE, /* base_ms for the whole game */
    CLOCK_FISCHER,  /* base_ms, plus increment_ms after each turn */
    CLOCK_BYOYOMI,  /* base_ms, then periods periods of period_ms */
    CLOCK_PER_MOVE, /* period_ms for every turn */
    CLOCK_KIND_COUNT
} ClockKind;

/* The largest time a control may name (about 24 hours), so sums fit easily. */
#define CLOCK_MAX_MS (24LL * 3600 * 1000)
#define CLOCK_MAX_PERIODS 99
/* The last seconds a display marks: the final 10 s of whatever is counting down (the
 * tenths shown from then on), less for a short time a move (clock_low_ms). */
#define CLOCK_LOW_MS 10000

typedef struct TimeControl {
    ClockKind kind;
    int64_t base_ms;      /* absolute, Fischer, byo-yomi: the main time */
    int64_t increment_ms; /* Fischer */
    int periods;          /* byo-yomi: number of periods (>= 1) */
    int64_t period_ms;    /* byo-yomi: one period; per move: the time of every turn */
} TimeControl;

/* Invariant: main_ms[p] and periods[p] are player p's main time and byo-yomi periods at
 * the start of its current (or next) turn; while running, the running player has used
 * turn_ms of its turn and act_ms of its current action before `since`, plus now - since
 * unless paused. flagged is the player who ran out (-1: none); a flagged clock is
 * stopped. */
typedef struct Clock {
    TimeControl tc;
    int64_t main_ms[2];
    int periods[2];
    int running; /* the player whose turn it is, -1 when the clock is stopped */
    bool paused;
    int64_t since;
    int64_t turn_ms;
    int64_t act_ms;
    int flagged;
} Clock;

/* What a display shows for one player at a moment. */
typedef struct ClockReading {
    int64_t main_ms;   /* main time left (per move: what is left of this turn) */
    int periods;       /* byo-yomi: periods left, the current one included */
    int64_t period_ms; /* byo-yomi, in the periods: what is left of the current one */
    bool in_periods;   /* byo-yomi: the main time is spent */
    bool low;          /* the last clock_low_ms of what counts down (the player's turn) */
    bool flagged;      /* this player has run out of time */
} ClockReading;

/* Is tc a control clock_init accepts (times within 0..CLOCK_MAX_MS, positive where a
 * control needs them, periods 1..CLOCK_MAX_PERIODS)? */
bool clock_control_valid(const TimeControl *tc);
static inline bool clock_timed(const TimeControl *tc) { return tc->kind != CLOCK_NONE; }

/* Both players get the full time; the clock is stopped. tc must be valid. */
void clock_init(Clock *c, const TimeControl *tc);
/* Starts player's turn (0 or 1) at now: nothing of it is used yet. */
void clock_start(Clock *c, int player, int64_t now);
/* The running player finished an action at now. Returns that action's thinking time.
 * next is who acts next: the same player continues its turn, the other player starts
 * one (ending this turn: increment, byo-yomi period kept or lost), -1 stops the clock
 * (the game is over). When the action came too late the clock is flagged instead (the
 * caller records a loss on time) and stopped. Nothing happens on a stopped clock. */
int64_t clock_act(Clock *c, int next, int64_t now);
/* Stops both clocks / starts the running one again; a paused clock does not flag. */
void clock_pause(Clock *c, int64_t now);
void clock_resume(Clock *c, int64_t now);
/* Stops the clock for good (the game ended otherwise). */
void clock_stop(Clock *c, int64_t now);
/* Has the running player run out at now? Then flags it (and stops) and returns the
 * player; else -1. */
int clock_check(Clock *c, int64_t now);
/* What the running player has left of its turn at now, all its time counted (byo-yomi:
 * the main time and every period left); below 0 when it is past its time by so much. 0
 * when the clock is stopped or untimed. */
int64_t clock_turn_left(const Clock *c, int64_t now);
/* Player has run out of time (said otherwise than by this clock): flags it and stops. */
void clock_flag(Clock *c, int player);
/* Corrects player's time at the start of its next turn by a report of it (main_ms and
 * periods; -1: not given): the report holds where it is less than the clock's main time
 * plus allowance, and than its periods. Per-move controls keep nothing to correct. */
void clock_correct(Clock *c, int player, int64_t main_ms, int periods, int64_t allowance);
/* Thinking time of the running player's current action at now (0 when stopped). */
int64_t clock_action_ms(const Clock *c, int64_t now);
void clock_read(const Clock *c, int player, int64_t now, ClockReading *out);
/* How much of what counts down is marked low under tc: CLOCK_LOW_MS of a game's main time
 * (absolute, Fischer); of a time a move (per move, byo-yomi's periods) of P, its last
 * 30%, at least 5 s but never more than half of it, and at most CLOCK_LOW_MS ("10 s a
 * move": the last 5 s, not the whole turn). */
int64_t clock_low_ms(const TimeControl *tc);

/* The time the computer should think on its turn (the running player, at now): never so
 * much that it loses on time in a long game, and never more than level_ms, its level's
 * own limit (level_ms <= 0: no limit of its own). At least 1 ms. */
int64_t clock_budget(const Clock *c, int64_t now, int64_t level_ms);
/* clock_budget of a first turn on a full clock under tc: about the most the computer
 * thinks a move in a game under tc (level_ms without a clock or with an invalid one). */
int64_t clock_first_budget(const TimeControl *tc, int64_t level_ms);

/* Rebuilds the clock of a game from its actions: actor[i] is the player who made action
 * i, time_ms[i] its thinking time; next is the player to act now (-1: the game is over)
 * and pending_ms the time it has already spent on its coming action (saved with the
 * game). The clock then runs from now. Returns the flagged player when the recorded
 * times run out (the clock is then flagged), else -1. */
int clock_replay(Clock *c, const TimeControl *tc, const int8_t *actor, const int32_t *time_ms,
                 int n, int next, int64_t pending_ms, int64_t now);

/* Text form of a control, as records and settings keep it: "none", "absolute 10m",
 * "fischer 5m+3s", "byoyomi 10m+5x30s", "move 10s" (durations in h, m, s, seconds with
 * up to three decimals: "1m30s", "2.5s"). */
void clock_control_format(const TimeControl *tc, char *buf, size_t cap);
/* Reads that form (n bytes, any case); false (tc untouched) when it is no valid control. */
bool clock_control_parse(const char *s, size_t n, TimeControl *tc);
/* A control as a person types it (the New game dialog): clock_control_parse's form, in
 * any case, with the uk/ru/bg words too ("фишер 15м+10с", "байоёми 25 мин + 5х30 с",
 * "ход 20 сек", "хв" for minutes), a decimal comma, spaces anywhere, and a bare duration a
 * game's time ("5 мин": absolute). False (out untouched) when it is none. */
bool clock_control_read(const char *s, size_t n, TimeControl *out);
/* A countdown for a display, rounded up so that 0 shows only when time is out:
 * "1:05:00", "4:59", under CLOCK_LOW_MS with tenths: "9.3". */
void clock_format_time(int64_t ms, char *buf, size_t cap);

/* The time controls the New game dialog offers, none first. */
int clock_preset_count(void);
const TimeControl *clock_preset(int i);
/* Are a and b the same control (every field)? */
bool clock_control_same(const TimeControl *a, const TimeControl *b);
/* The index of the preset equal to tc, or -1. */
int clock_preset_find(const TimeControl *tc);
/* The control after cur (dir 1) or before it (dir -1) in the presets' cycle, own (NULL: none;
 * a valid control no preset equals, such as settings.conf's own) in it after the last
 * preset, so that it can be chosen back. A control in neither goes to the first preset. */
TimeControl clock_preset_step(const TimeControl *cur, const TimeControl *own, int dir);

#endif

/* Renju - MIT licence, see LICENSE.
 *
 * The game clock (see clock.h). Everything a display or the computer asks is computed
 * from the players' time at the start of the turn and the time the running player has
 * used of it (left_after), so a turn's end, a reading and a flag test agree by
 * construction.
 */
#include "clock.h"

#include <stdio.h>
#include <string.h>

/* The computer spreads its main time over this many more turns: a geometric spend, so it
 * never runs out however long the game goes... */
#define BUDGET_HORIZON 30
/* ...but each turn also costs a little more than the search (the worker's start, the
 * search noticing its time is up, the window's next frame): the budget keeps this much
 * a turn aside for the longest game one side plays on a 15x15 board (113 turns). */
#define BUDGET_REACTION_MS 20
#define BUDGET_TURNS 113

/* What a player has left after using t ms of a turn. */
typedef struct Left {
    int64_t main;
    int periods;
    int64_t period_left;
    bool in_periods;
    bool out;
} Left;

static void left_after(const Clock *c, int p, int64_t t, Left *l)
{
    const TimeControl *tc = &c->tc;
    memset(l, 0, sizeof *l);
    l->periods = c->periods[p];
    switch (tc->kind) {
    case CLOCK_ABSOLUTE:
    case CLOCK_FISCHER: l->main = c->main_ms[p] - t; break;
    case CLOCK_PER_MOVE: l->main = tc->period_ms - t; break;
    case CLOCK_BYOYOMI: {
        int64_t over = t - c->main_ms[p];
        if (over <= 0) {
            l->main = -over;
            l->period_left = tc->period_ms;
            l->in_periods = l->main == 0;
            break;
        }
        /* A period is lost only when it is used up and then some: moving in its last
         * millisecond keeps it. */
        int64_t expired = (over - 1) / tc->period_ms;
        l->in_periods = true;
        if (expired >= c->periods[p]) {
            l->periods = 0;
            l->out = true;
            break;
        }
        l->periods = c->periods[p] - (int)expired;
        l->period_left = tc->period_ms - (over - expired * tc->period_ms);
        break;
    }
    case CLOCK_NONE:
    case CLOCK_KIND_COUNT: return;
    }
    if (l->main < 0) {
        l->main = 0;
        l->out = true;
    }
}

/* Time the running segment has lasted at now. */
static int64_t running_ms(const Clock *c, int64_t now)
{
    if (c->running < 0 || c->paused || now < c->since) {
        return 0;
    }
    return now - c->since;
}

/* Adds the running segment to the turn and the action; the next segment starts at now. */
static void fold(Clock *c, int64_t now)
{
    int64_t r = running_ms(c, now);
    c->turn_ms += r;
    c->act_ms += r;
    c->since = now;
}

static void flag(Clock *c, int player)
{
    c->flagged = player;
    c->main_ms[player] = 0;
    c->periods[player] = 0;
    c->running = -1;
    c->paused = false;
}

bool clock_control_valid(const TimeControl *tc)
{
    bool base = tc->base_ms >= 0 && tc->base_ms <= CLOCK_MAX_MS;
    bool inc = tc->increment_ms >= 0 && tc->increment_ms <= CLOCK_MAX_MS;
    bool period = tc->period_ms > 0 && tc->period_ms <= CLOCK_MAX_MS;
    switch (tc->kind) {
    case CLOCK_NONE: return true;
    case CLOCK_ABSOLUTE: return base && tc->base_ms > 0;
    case CLOCK_FISCHER: return base && inc && tc->base_ms > 0;
    case CLOCK_BYOYOMI:
        return base && period && tc->periods >= 1 && tc->periods <= CLOCK_MAX_PERIODS;
    case CLOCK_PER_MOVE: return period;
    case CLOCK_KIND_COUNT: break;
    }
    return false;
}

void clock_init(Clock *c, const TimeControl *tc)
{
    memset(c, 0, sizeof *c);
    c->tc = *tc;
    for (int p = 0; p < 2; p++) {
        c->main_ms[p] = tc->base_ms;
        c->periods[p] = tc->periods;
    }
    c->running = -1;
    c->flagged = -1;
}

void clock_start(Clock *c, int player, int64_t now)
{
    if (c->flagged >= 0 || player < 0 || player > 1) {
        return;
    }
    c->running = player;
    c->paused = false;
    c->since = now;
    c->turn_ms = 0;
    c->act_ms = 0;
}

int64_t clock_act(Clock *c, int next, int64_t now)
{
    if (c->running < 0) {
        return 0;
    }
    fold(c, now);
    int64_t act = c->act_ms;
    int p = c->running;
    Left l;
    left_after(c, p, c->turn_ms, &l);
    if (l.out && clock_timed(&c->tc)) {
        flag(c, p);
        return act;
    }
    if (next == p) {
        c->act_ms = 0;
        return act;
    }
    if (c->tc.kind == CLOCK_ABSOLUTE || c->tc.kind == CLOCK_FISCHER ||
        c->tc.kind == CLOCK_BYOYOMI) {
        c->main_ms[p] = l.main + (c->tc.kind == CLOCK_FISCHER ? c->tc.increment_ms : 0);
        c->periods[p] = l.periods;
    }
    bool paused = c->paused;
    c->running = -1;
    clock_start(c, next, now);
    c->paused = c->running >= 0 && paused;
    return act;
}

void clock_pause(Clock *c, int64_t now)
{
    if (c->running >= 0 && !c->paused) {
        fold(c, now);
        c->paused = true;
    }
}

void clock_resume(Clock *c, int64_t now)
{
    if (c->running >= 0 && c->paused) {
        c->paused = false;
        c->since = now;
    }
}

void clock_stop(Clock *c, int64_t now)
{
    fold(c, now);
    c->running = -1;
    c->paused = false;
}

int clock_check(Clock *c, int64_t now)
{
    if (c->running < 0 || c->paused || !clock_timed(&c->tc)) {
        return -1;
    }
    Left l;
    left_after(c, c->running, c->turn_ms + running_ms(c, now), &l);
    if (!l.out) {
        return -1;
    }
    int p = c->running;
    fold(c, now);
    flag(c, p);
    return p;
}

int64_t clock_turn_left(const Clock *c, int64_t now)
{
    if (c->running < 0 || !clock_timed(&c->tc)) {
        return 0;
    }
    int p = c->running;
    int64_t all = c->tc.kind == CLOCK_PER_MOVE ? c->tc.period_ms : c->main_ms[p];
    if (c->tc.kind == CLOCK_BYOYOMI) {
        all += (int64_t)c->periods[p] * c->tc.period_ms;
    }
    return all - (c->turn_ms + running_ms(c, now));
}

void clock_flag(Clock *c, int player)
{
    if (player >= 0 && player <= 1 && clock_timed(&c->tc)) {
        flag(c, player);
    }
}

void clock_correct(Clock *c, int player, int64_t main_ms, int periods, int64_t allowance)
{
    if (player < 0 || player > 1 || c->tc.kind == CLOCK_NONE || c->tc.kind == CLOCK_PER_MOVE) {
        return;
    }
    if (main_ms >= 0) {
        int64_t most = c->main_ms[player] + (allowance > 0 ? allowance : 0);
        c->main_ms[player] = main_ms < most ? main_ms : most;
    }
    if (periods >= 0 && periods < c->periods[player]) {
        c->periods[player] = periods;
    }
}

int64_t clock_action_ms(const Clock *c, int64_t now)
{
    return c->running < 0 ? 0 : c->act_ms + running_ms(c, now);
}

void clock_read(const Clock *c, int player, int64_t now, ClockReading *out)
{
    memset(out, 0, sizeof *out);
    if (player < 0 || player > 1) {
        return;
    }
    int64_t t = player == c->running ? c->turn_ms + running_ms(c, now) : 0;
    Left l;
    left_after(c, player, t, &l);
    if (c->flagged == player) {
        memset(&l, 0, sizeof l); /* nothing left, whatever the control */
        l.in_periods = c->tc.kind == CLOCK_BYOYOMI;
    }
    out->main_ms = l.main;
    out->periods = l.periods;
    out->period_ms = l.period_left;
    out->in_periods = l.in_periods;
    out->flagged = c->flagged == player;
    int64_t counting = l.in_periods ? l.period_left : l.main;
    bool last = c->tc.kind != CLOCK_BYOYOMI || l.in_periods;
    out->low = clock_timed(&c->tc) && player == c->running && last &&
               counting <= clock_low_ms(&c->tc);
}

int64_t clock_low_ms(const TimeControl *tc)
{
    if (tc->kind != CLOCK_PER_MOVE && tc->kind != CLOCK_BYOYOMI) {
        return CLOCK_LOW_MS;
    }
    int64_t p = tc->period_ms;
    int64_t floor = p / 2 < 5000 ? p / 2 : 5000;
    int64_t low = p * 3 / 10 > floor ? p * 3 / 10 : floor;
    return low < CLOCK_LOW_MS ? low : CLOCK_LOW_MS;
}

/* What the computer keeps back from x ms for its own overshoot and the window's reaction. */
static int64_t margin(int64_t x)
{
    int64_t m = x / 10;
    return (m > 1000 ? 1000 : m) + 50;
}

int64_t clock_budget(const Clock *c, int64_t now, int64_t level_ms)
{
    if (c->running < 0 || !clock_timed(&c->tc)) {
        return level_ms;
    }
    Left l;
    left_after(c, c->running, c->turn_ms + running_ms(c, now), &l);
    const TimeControl *tc = &c->tc;
    int64_t share = 0;
    int64_t cap = 0; /* the most it may use without losing on time */
    int64_t spare = l.main - BUDGET_REACTION_MS * BUDGET_TURNS;
    spare = spare > 0 ? spare : 0;
    switch (tc->kind) {
    case CLOCK_ABSOLUTE:
        share = spare / BUDGET_HORIZON;
        cap = l.main - margin(l.main);
        break;
    case CLOCK_FISCHER:
        share = spare / BUDGET_HORIZON + tc->increment_ms * 3 / 4;
        cap = l.main - margin(l.main);
        break;
    case CLOCK_BYOYOMI:
        if (l.in_periods) {
            share = cap = l.period_left - margin(l.period_left);
        } else {
            /* Main time spills into the first period, which the move then keeps. */
            share = spare / BUDGET_HORIZON + tc->period_ms * 3 / 4;
            cap = l.main + tc->period_ms - margin(tc->period_ms);
        }
        break;
    case CLOCK_PER_MOVE: share = cap = l.main - margin(l.main); break;
    case CLOCK_NONE:
    case CLOCK_KIND_COUNT: return level_ms;
    }
    int64_t b = share < cap ? share : cap;
    if (level_ms > 0 && level_ms < b) {
        b = level_ms;
    }
    return b < 1 ? 1 : b;
}

int64_t clock_first_budget(const TimeControl *tc, int64_t level_ms)
{
    if (!clock_timed(tc) || !clock_control_valid(tc)) {
        return level_ms;
    }
    Clock c;
    clock_init(&c, tc);
    clock_start(&c, 0, 0);
    return clock_budget(&c, 0, level_ms);
}

int clock_replay(Clock *c, const TimeControl *tc, const int8_t *actor, const int32_t *time_ms,
                 int n, int next, int64_t pending_ms, int64_t now)
{
    clock_init(c, tc);
    if (n > 0) {
        /* Replay on a private time line from 0, then move the running turn to now. */
        int64_t t = 0;
        clock_start(c, actor[0], 0);
        for (int i = 0; i < n; i++) {
            t += time_ms[i] > 0 ? time_ms[i] : 0;
            clock_act(c, i + 1 < n ? actor[i + 1] : next, t);
            if (c->flagged >= 0) {
                return c->flagged;
            }
        }
        c->since = now;
    } else if (next >= 0) {
        clock_start(c, next, now);
    }
    if (c->running >= 0 && pending_ms > 0) {
        c->turn_ms += pending_ms;
        c->act_ms += pending_ms;
    }
    return clock_check(c, now);
}

/* ---- Text forms ------------------------------------------------------------------------ */

/* "1h30m", "5m3s", "2.5s", "0s" */
static size_t format_duration(int64_t ms, char *buf, size_t cap)
{
    int64_t h = ms / 3600000, m = ms / 60000 % 60, s = ms / 1000 % 60, f = ms % 1000;
    size_t n = 0;
    char tmp[48];
    if (h) {
        n += (size_t)snprintf(tmp + n, sizeof tmp - n, "%lldh", (long long)h);
    }
    if (m) {
        n += (size_t)snprintf(tmp + n, sizeof tmp - n, "%lldm", (long long)m);
    }
    if (f) {
        int digits = f % 100 == 0 ? 1 : f % 10 == 0 ? 2 : 3;
        int shown = digits == 1 ? (int)(f / 100) : digits == 2 ? (int)(f / 10) : (int)f;
        n += (size_t)snprintf(tmp + n, sizeof tmp - n, "%lld.%0*ds", (long long)s, digits, shown);
    } else if (s || n == 0) {
        n += (size_t)snprintf(tmp + n, sizeof tmp - n, "%llds", (long long)s);
    }
    snprintf(buf, cap, "%s", tmp);
    return n;
}

static const char *const KIND_WORDS[CLOCK_KIND_COUNT] = {"none", "absolute", "fischer", "byoyomi",
                                                         "move"};

void clock_control_format(const TimeControl *tc, char *buf, size_t cap)
{
    char a[48], b[48];
    const char *word = (unsigned)tc->kind < CLOCK_KIND_COUNT ? KIND_WORDS[tc->kind] : "none";
    switch (tc->kind) {
    case CLOCK_ABSOLUTE:
        format_duration(tc->base_ms, a, sizeof a);
        snprintf(buf, cap, "%s %s", word, a);
        return;
    case CLOCK_FISCHER:
        format_duration(tc->base_ms, a, sizeof a);
        format_duration(tc->increment_ms, b, sizeof b);
        snprintf(buf, cap, "%s %s+%s", word, a, b);
        return;
    case CLOCK_BYOYOMI:
        format_duration(tc->base_ms, a, sizeof a);
        format_duration(tc->period_ms, b, sizeof b);
        snprintf(buf, cap, "%s %s+%dx%s", word, a, tc->periods, b);
        return;
    case CLOCK_PER_MOVE:
        format_duration(tc->period_ms, a, sizeof a);
        snprintf(buf, cap, "%s %s", word, a);
        return;
    case CLOCK_NONE:
    case CLOCK_KIND_COUNT: break;
    }
    snprintf(buf, cap, "none");
}

static bool digit(char ch) { return ch >= '0' && ch <= '9'; }

static char lower(char ch) { return ch >= 'A' && ch <= 'Z' ? (char)(ch - 'A' + 'a') : ch; }

/* Reads an unsigned number of at most 9 digits at s[*i]. */
static bool read_number(const char *s, size_t n, size_t *i, int64_t *out)
{
    int64_t v = 0;
    size_t b = *i;
    while (*i < n && digit(s[*i]) && *i - b < 9) {
        v = v * 10 + (s[*i] - '0');
        (*i)++;
    }
    *out = v;
    return *i > b && (*i >= n || !digit(s[*i]));
}

/* A duration "1h30m", "5m", "2.5s", "0s" at s[*i]: components in the order h, m, s, each
 * at most once, a fraction only on the seconds. */
static bool read_duration(const char *s, size_t n, size_t *i, int64_t *ms)
{
    static const char UNITS[] = "hms";
    static const int64_t SCALE[] = {3600000, 60000, 1000};
    int64_t total = 0;
    int next_unit = 0;
    bool any = false;
    while (*i < n && digit(s[*i])) {
        int64_t v = 0, frac = 0;
        if (!read_number(s, n, i, &v)) {
            return false;
        }
        int frac_digits = 0;
        if (*i < n && s[*i] == '.') {
            (*i)++;
            while (*i < n && digit(s[*i]) && frac_digits < 3) {
                frac = frac * 10 + (s[*i] - '0');
                frac_digits++;
                (*i)++;
            }
            if (frac_digits == 0 || (*i < n && digit(s[*i]))) {
                return false;
            }
            for (int k = frac_digits; k < 3; k++) {
                frac *= 10;
            }
        }
        if (*i >= n) {
            return false;
        }
        const char *u = strchr(UNITS, lower(s[*i]));
        if (!u || s[*i] == '\0' || u - UNITS < next_unit || (frac_digits && *u != 's')) {
            return false;
        }
        (*i)++;
        next_unit = (int)(u - UNITS) + 1;
        total += v * SCALE[u - UNITS] + frac;
        if (total > CLOCK_MAX_MS) {
            return false;
        }
        any = true;
    }
    *ms = total;
    return any;
}

bool clock_control_parse(const char *s, size_t n, TimeControl *out)
{
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t')) {
        n--;
    }
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t')) {
        i++;
    }
    size_t w = i;
    while (i < n && s[i] != ' ' && s[i] != '\t') {
        i++;
    }
    TimeControl tc;
    memset(&tc, 0, sizeof tc);
    tc.kind = CLOCK_KIND_COUNT;
    for (int k = 0; k < CLOCK_KIND_COUNT; k++) {
        size_t len = strlen(KIND_WORDS[k]);
        bool same = len == i - w;
        for (size_t j = 0; same && j < len; j++) {
            same = lower(s[w + j]) == KIND_WORDS[k][j];
        }
        if (same) {
            tc.kind = (ClockKind)k;
        }
    }
    while (i < n && (s[i] == ' ' || s[i] == '\t')) {
        i++;
    }
    bool ok = false;
    int64_t periods = 0;
    switch (tc.kind) {
    case CLOCK_NONE: ok = i == n; break;
    case CLOCK_ABSOLUTE: ok = read_duration(s, n, &i, &tc.base_ms); break;
    case CLOCK_PER_MOVE: ok = read_duration(s, n, &i, &tc.period_ms); break;
    case CLOCK_FISCHER:
        ok = read_duration(s, n, &i, &tc.base_ms) && i < n && s[i++] == '+' &&
             read_duration(s, n, &i, &tc.increment_ms);
        break;
    case CLOCK_BYOYOMI:
        ok = read_duration(s, n, &i, &tc.base_ms) && i < n && s[i++] == '+' &&
             read_number(s, n, &i, &periods) && i < n && lower(s[i++]) == 'x' &&
             periods <= CLOCK_MAX_PERIODS && read_duration(s, n, &i, &tc.period_ms);
        tc.periods = (int)periods;
        break;
    case CLOCK_KIND_COUNT: return false;
    }
    if (!ok || i != n || !clock_control_valid(&tc)) {
        return false;
    }
    *out = tc;
    return true;
}

/* The words a person types, in the window's languages (lower case; anything else as the
 * records have it). */
/* clang-format off */
static const struct { const char *word; const char *as; } TYPED_WORDS[] = {
    {"фишер", "fischer"}, {"фішер", "fischer"},
    {"byo-yomi", "byoyomi"}, {"байоёми", "byoyomi"}, {"байо-ёми", "byoyomi"}, {"бёёми", "byoyomi"},
    {"бё-ёми", "byoyomi"}, {"байойоми", "byoyomi"}, {"бйоёмі", "byoyomi"}, {"бйойомі", "byoyomi"},
    {"байойомі", "byoyomi"}, {"байоёмі", "byoyomi"}, {"бьойоми", "byoyomi"}, {"бийоми", "byoyomi"}, {"байо-йоми", "byoyomi"},
    {"ход", "move"}, {"хід", "move"},
    {"партия", "absolute"}, {"партія", "absolute"}, {"абсолют", "absolute"},
    {"абсолютный", "absolute"}, {"абсолютний", "absolute"}, {"абсолютен", "absolute"},
    {"без", "none"}, {"нет", "none"}, {"немає", "none"}, {"няма", "none"},
};
static const struct { const char *word; char unit; } TYPED_UNITS[] = {
    {"h", 'h'}, {"ч", 'h'}, {"час", 'h'}, {"часа", 'h'}, {"часов", 'h'}, {"год", 'h'},
    {"година", 'h'}, {"години", 'h'}, {"годин", 'h'},
    {"m", 'm'}, {"min", 'm'}, {"м", 'm'}, {"мин", 'm'}, {"минута", 'm'}, {"минуты", 'm'},
    {"минут", 'm'}, {"минути", 'm'}, {"хв", 'm'}, {"хвилина", 'm'}, {"хвилини", 'm'},
    {"хвилин", 'm'},
    {"s", 's'}, {"sec", 's'}, {"с", 's'}, {"сек", 's'}, {"секунда", 's'}, {"секунды", 's'},
    {"секунд", 's'}, {"секунди", 's'},
    {"x", 'x'}, {"х", 'x'}, {"×", 'x'},
};
/* clang-format on */

/* The lower case of a Cyrillic capital at s (two bytes of UTF-8), else of an ASCII one;
 * the bytes it takes in *len. */
static void lower_utf8(const unsigned char *s, size_t n, char out[2], size_t *len)
{
    if (n >= 2 && (s[0] == 0xD0 || s[0] == 0xD1 || s[0] == 0xD2)) {
        unsigned cp = ((unsigned)(s[0] & 0x1F) << 6) | (s[1] & 0x3F);
        cp = cp >= 0x410 && cp <= 0x42F   ? cp + 0x20 /* А-Я */
             : cp >= 0x400 && cp <= 0x40F ? cp + 0x50 /* Ё, Є, І, Ї */
             : cp == 0x490                ? 0x491     /* Ґ */
                                          : cp;
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        *len = 2;
        return;
    }
    out[0] = lower((char)s[0]);
    *len = 1;
}

/* A byte of a word: a letter (any UTF-8 byte: Cyrillic, ×), or a hyphen (byo-yomi). */
static bool is_letter(const char *s)
{
    return (unsigned char)s[0] >= 0x80 || (s[0] >= 'a' && s[0] <= 'z') || s[0] == '-';
}

bool clock_control_read(const char *s, size_t n, TimeControl *out)
{
    char low[256], en[256];
    size_t nl = 0, ne = 0;
    for (size_t i = 0; i < n;) {
        char two[2];
        size_t take;
        lower_utf8((const unsigned char *)s + i, n - i, two, &take);
        if (nl + take >= sizeof low) {
            return false;
        }
        memcpy(low + nl, two, take);
        nl += take;
        i += take;
    }
    low[nl] = '\0';
    bool first = true, kind = false;
    for (size_t i = 0; i < nl;) {
        size_t b = i;
        const char *put = NULL;
        char unit[2] = {0, 0};
        if (low[i] == ' ' || low[i] == '\t') {
            i++;
            continue;
        }
        if (digit(low[i])) {
            while (i < nl && (digit(low[i]) || low[i] == '.' || low[i] == ',')) {
                i++;
            }
            if (first) {
                put = "absolute "; /* "5 мин": a game's time */
                first = false;
                if (ne + 9 >= sizeof en) {
                    return false;
                }
                memcpy(en + ne, put, 9);
                ne += 9;
            }
            for (size_t k = b; k < i && ne + 1 < sizeof en; k++) {
                en[ne++] = low[k] == ',' ? '.' : low[k];
            }
            continue;
        }
        if (low[i] == '+') {
            i++;
            put = "+";
        } else if (is_letter(low + i)) {
            while (i < nl && is_letter(low + i)) {
                i++;
            }
            size_t len = i - b;
            for (size_t k = 0; !put && k < sizeof TYPED_UNITS / sizeof TYPED_UNITS[0]; k++) {
                if (!first && strlen(TYPED_UNITS[k].word) == len &&
                    memcmp(TYPED_UNITS[k].word, low + b, len) == 0) {
                    unit[0] = TYPED_UNITS[k].unit;
                    put = unit;
                }
            }
            for (size_t k = 0; !put && first && k < sizeof TYPED_WORDS / sizeof TYPED_WORDS[0];
                 k++) {
                if (strlen(TYPED_WORDS[k].word) == len &&
                    memcmp(TYPED_WORDS[k].word, low + b, len) == 0) {
                    put = TYPED_WORDS[k].as;
                }
            }
            if (!put && first) {
                put = ""; /* the records' own words, read below */
                if (ne + len + 1 >= sizeof en) {
                    return false;
                }
                memcpy(en + ne, low + b, len);
                ne += len;
            }
            if (!put) {
                return false;
            }
            if (first) {
                kind = true;
            }
        } else {
            return false;
        }
        size_t len = strlen(put);
        if (ne + len + 2 >= sizeof en) {
            return false;
        }
        memcpy(en + ne, put, len);
        ne += len;
        if (first && kind) {
            en[ne++] = ' ';
            first = false;
        }
    }
    en[ne] = '\0';
    return clock_control_parse(en, ne, out);
}

void clock_format_time(int64_t ms, char *buf, size_t cap)
{
    if (ms < 0) {
        ms = 0;
    }
    int64_t tenths = (ms + 99) / 100;
    if (tenths < CLOCK_LOW_MS / 100) {
        snprintf(buf, cap, "%lld.%lld", (long long)(tenths / 10), (long long)(tenths % 10));
        return;
    }
    int64_t s = (ms + 999) / 1000;
    if (s >= 3600) {
        snprintf(buf, cap, "%lld:%02lld:%02lld", (long long)(s / 3600), (long long)(s / 60 % 60),
                 (long long)(s % 60));
    } else {
        snprintf(buf, cap, "%lld:%02lld", (long long)(s / 60), (long long)(s % 60));
    }
}

/* ---- Presets --------------------------------------------------------------------------- */

static const TimeControl PRESETS[] = {
    {CLOCK_NONE, 0, 0, 0, 0},
    {CLOCK_ABSOLUTE, 60000, 0, 0, 0},
    {CLOCK_ABSOLUTE, 300000, 0, 0, 0},
    {CLOCK_FISCHER, 180000, 2000, 0, 0},
    {CLOCK_FISCHER, 600000, 5000, 0, 0},
    {CLOCK_BYOYOMI, 60000, 0, 3, 10000},
    {CLOCK_BYOYOMI, 600000, 0, 5, 30000},
    {CLOCK_PER_MOVE, 0, 0, 0, 10000},
    {CLOCK_PER_MOVE, 0, 0, 0, 30000},
};

int clock_preset_count(void) { return (int)(sizeof PRESETS / sizeof PRESETS[0]); }

const TimeControl *clock_preset(int i)
{
    return i >= 0 && i < clock_preset_count() ? &PRESETS[i] : &PRESETS[0];
}

bool clock_control_same(const TimeControl *p, const TimeControl *tc)
{
    return p->kind == tc->kind && p->base_ms == tc->base_ms &&
           p->increment_ms == tc->increment_ms && p->periods == tc->periods &&
           p->period_ms == tc->period_ms;
}

TimeControl clock_preset_step(const TimeControl *cur, const TimeControl *own, int dir)
{
    int n = clock_preset_count();
    bool extra = own && clock_control_valid(own) && clock_preset_find(own) < 0;
    int total = n + (extra ? 1 : 0);
    int i = clock_preset_find(cur);
    if (i < 0 && extra && clock_control_same(cur, own)) {
        i = n;
    }
    if (i < 0) {
        return PRESETS[0];
    }
    i = (i + (dir > 0 ? 1 : total - 1)) % total;
    return i == n ? *own : PRESETS[i];
}

int clock_preset_find(const TimeControl *tc)
{
    for (int i = 0; i < clock_preset_count(); i++) {
        if (clock_control_same(&PRESETS[i], tc)) {
            return i;
        }
    }
    return -1;
}

/* Renju - MIT licence, see LICENSE.
 *
 * The window's controller and records glue soaked without a display (`make soak`, not
 * part of `make test`): GAMES fast games through the same calls the window makes.
 * Clicks on random points go through controller_click (refusals included), an AI seat
 * is answered at once with a random legal move through controller_ai_result (the real
 * request/answer path: ids, hints, the evaluation graph after a game), with undo and
 * redo, passes and resignations in between, every rule set in turn, and session_sync
 * (review tree and autosave) after every change, as the window's loop does.
 * Checks, each fatal:
 *   - after every game its text record, and the autosave on disk, reload to the same
 *     position (stones, side to move, result);
 *   - every 10th game is saved through session_save_file (replacing an older save) in one
 *     of the formats that can hold it and opened again through session_load_file, to the
 *     same position; every 50th game a fresh session resumes it from the autosave;
 *   - the resident memory (VmRSS) after the last game is within RSS_SLACK_KB of what it
 *     was after the first WARMUP games (a plain build: AddressSanitizer's quarantine
 *     keeps freed memory resident, so under it only its own checks count).
 * Prints the figures: games, moves, saves, RSS at start and end, time.
 *
 *   soak_controller [GAMES] [SEED]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "session.h"

enum { WARMUP = 20, MAX_ACTIONS_PER_GAME = 160, RSS_SLACK_KB = 1024 };

typedef struct Soak {
    Controller *ctl;
    Session sess;
    uint64_t rng;
    uint64_t request; /* id of the request the fake AI holds (0: none) */
    int limit;        /* the game in play stops after this many actions */
    long moves, refusals, undos, redos, ai_answers, saves, loads, resumes;
    char home[256];
} Soak;

static void die(const char *what, int game)
{
    fprintf(stderr, "soak: game %d: %s\n", game, what);
    exit(1);
}

static uint32_t next(Soak *s)
{
    s->rng ^= s->rng << 13;
    s->rng ^= s->rng >> 7;
    s->rng ^= s->rng << 17;
    return (uint32_t)(s->rng >> 16);
}

static long rss_kb(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    while (f && fgets(line, sizeof line, f)) {
        if (strncmp(line, "VmRSS:", 6) == 0) {
            kb = strtol(line + 6, NULL, 10);
        }
    }
    if (f) {
        fclose(f);
    }
    return kb;
}

/* The fake AI: remembers the request; the main loop answers it. */
static void fake_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    (void)rs;
    (void)b;
    (void)limits;
    Soak *s = user;
    s->request = request_id;
}

static void fake_cancel(void *user)
{
    Soak *s = user;
    s->request = 0;
}

/* A random point of the board (legal or not). */
static Pos random_point(Soak *s)
{
    int size = s->ctl->game.board.size;
    return pos_from_xy((int)(next(s) % (uint32_t)size), (int)(next(s) % (uint32_t)size));
}

/* A random legal move of the live game, POS_PASS when it has none. */
static Pos random_legal(Soak *s)
{
    const Game *g = &s->ctl->game;
    for (int tries = 0; tries < 400; tries++) {
        Pos p = random_point(s);
        if (game_move_is_legal(g, p, NULL)) {
            return p;
        }
    }
    int size = g->board.size;
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            if (game_move_is_legal(g, pos_from_xy(x, y), NULL)) {
                return pos_from_xy(x, y);
            }
        }
    }
    return POS_PASS;
}

/* Answers whatever the controller asks the AI, one request at a time with the window's
 * sync after each, until it asks nothing more or the game reaches its length. */
static void answer_ai(Soak *s)
{
    Controller *c = s->ctl;
    while (c->ai_purpose != AI_IDLE && c->game.nactions < s->limit) {
        AiInfo info;
        memset(&info, 0, sizeof info);
        info.depth = 1;
        info.best = c->ai_purpose == AI_FOR_MOVE ? random_legal(s) : POS_PASS;
        info.score = (int)(next(s) % 200) - 100;
        uint64_t id = s->request;
        s->request = 0;
        if (!controller_ai_result(c, id, &info)) {
            die("the controller refused the answer to its own request", -1);
        }
        s->ai_answers++;
        session_sync(&s->sess);
        if (c->ai_purpose == AI_IDLE && c->graph_on) {
            controller_graph(c, false); /* a finished game's graph: once is enough */
        }
    }
}

/* One person's turn: a click somewhere (refusals happen), sometimes undo, redo, a hint
 * or a pass; then what the window does after every event. */
static void person_turn(Soak *s)
{
    Controller *c = s->ctl;
    uint32_t r = next(s) % 100;
    if (r < 4 && c->game.nactions > 0) {
        controller_undo(c);
        s->undos++;
    } else if (r < 6) {
        controller_redo(c);
        s->redos++;
    } else if (r < 7) {
        controller_hint(c);
    } else {
        bool played = false;
        for (int tries = 0; tries < 3 && !played; tries++) {
            played = controller_click(c, tries < 2 ? random_point(s) : random_legal(s));
            s->refusals += !played;
        }
        if (!played) {
            controller_pass(c);
        }
        s->moves++;
    }
    answer_ai(s);
    session_sync(&s->sess);
}

/* The same stones on the same board, the same side to move. */
static bool same_stones(const Game *a, const Game *b)
{
    return a->board.size == b->board.size && a->board.hash == b->board.hash &&
           a->board.to_move == b->board.to_move &&
           memcmp(a->board.cells, b->board.cells, sizeof a->board.cells) == 0;
}

/* ... and the same actions, result and rules (what our text record holds). */
static bool same_position(const Game *a, const Game *b)
{
    return same_stones(a, b) && a->nactions == b->nactions && a->result == b->result &&
           a->rules == b->rules;
}

static void check_records(Soak *s, int game, Game *scratch, char *buf)
{
    const Game *g = &s->ctl->game;
    /* Its text record reloads to the same position. */
    size_t n = record_format(g, &s->sess.info, RECORD_TEXT, buf, RECORD_FILE_MAX);
    RecordError err;
    if (n == 0 || n >= RECORD_FILE_MAX ||
        !record_parse(buf, n, RECORD_TEXT, NULL, scratch, NULL, &err) ||
        !same_position(g, scratch)) {
        die("the text record does not reload to the same position", game);
    }
    /* The autosave on disk is this game. */
    if (storage_autosave_load(&s->sess.paths, scratch, NULL, NULL, &err) != STORAGE_LOADED ||
        !same_position(g, scratch)) {
        die("the autosave is not the game on the board", game);
    }
    if (game % 10 == 0) {
        /* Saved and opened again through the window's calls; stones-only formats only
         * for renju (they hold no rule, and open under the first rule set they fit). */
        static const char *const ANY[] = {".renju", ".sgf"};
        static const char *const RENJU[] = {".psq", ".lib", ".moves", ".txt"};
        /* Stones-only formats hold no resignation or result: the stones must agree. */
        bool renju = g->rules->id == RULE_RENJU;
        const char *ext = renju && next(s) % 2 ? RENJU[next(s) % 4] : ANY[next(s) % 2];
        char path[600];
        snprintf(path, sizeof path, "%s/soak-%d%s", s->home, game % 7, ext);
        char why[100];
        if (record_can_hold(g, record_format_from_path(path), why, sizeof why)) {
            *scratch = *g;
            if (!session_save_file(&s->sess, path, sizeof path, true, &err)) {
                die(err.msg, game);
            }
            s->saves++;
            if (!session_load_file(&s->sess, path, &err)) {
                die(err.msg, game);
            }
            s->loads++;
            bool full = strcmp(ext, ".renju") == 0 || strcmp(ext, ".txt") == 0;
            if (full ? !same_position(scratch, &s->ctl->game)
                     : !same_stones(scratch, &s->ctl->game)) {
                die("a saved game opens to another position", game);
            }
            session_sync(&s->sess);
        }
    }
    if (game % 50 == 0) {
        /* A new start resumes it (a second session on the same files). */
        Controller *c2 = malloc(sizeof *c2);
        Session s2;
        if (!c2) {
            die("out of memory", game);
        }
        ControllerOptions opt = s->ctl->opt;
        controller_init(c2, &opt, NULL);
        if (!session_init(&s2, c2, true) || session_resume(&s2, &err) != STORAGE_LOADED ||
            !same_position(&s->ctl->game, &c2->game)) {
            die("a new session does not resume the game", game);
        }
        s->resumes++;
        session_free(&s2);
        free(c2);
    }
}

static void play_game(Soak *s, int game, Game *scratch, char *buf)
{
    Controller *c = s->ctl;
    ControllerOptions opt;
    memset(&opt, 0, sizeof opt);
    opt.rule = (RuleId)(game % RULE_COUNT);
    opt.opening = OPENING_FREE;
    opt.ai_level = 1;
    int kind = game % 3; /* people; a person against the AI; the AI against itself */
    opt.seat[STONE_BLACK] = kind == 2 ? SEAT_AI : SEAT_HUMAN;
    opt.seat[STONE_WHITE] = kind == 0 ? SEAT_HUMAN : SEAT_AI;
    s->limit = MAX_ACTIONS_PER_GAME - (int)(next(s) % 60);
    controller_new_game(c, &opt);
    answer_ai(s);
    session_sync(&s->sess);
    while (!game_over(&c->game) && c->game.nactions < s->limit) {
        if (controller_human_to_move(c)) {
            person_turn(s);
        } else {
            answer_ai(s); /* an AI seat waiting since an undo or a redo */
            session_sync(&s->sess);
            if (!controller_human_to_move(c) && c->ai_purpose == AI_IDLE && !game_over(&c->game) &&
                c->game.nactions < s->limit) {
                controller_update(c);
                if (c->ai_purpose == AI_IDLE) {
                    die("an AI seat to move but no request", game);
                }
            }
        }
    }
    if (!game_over(&c->game) && next(s) % 2 && controller_human_to_move(c)) {
        controller_resign(c);
        answer_ai(s);
        session_sync(&s->sess);
    }
    check_records(s, game, scratch, buf);
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 1000;
    Soak *s = calloc(1, sizeof *s);
    Game *scratch = malloc(sizeof *scratch);
    char *buf = malloc(RECORD_FILE_MAX);
    s->ctl = malloc(sizeof *s->ctl);
    if (!s || !scratch || !buf || !s->ctl || games < 1) {
        fprintf(stderr, "usage: soak_controller [GAMES >= 1] [SEED]\n");
        return 2;
    }
    s->rng = argc > 2 ? strtoull(argv[2], NULL, 10) | 1 : 0x2545F4914F6CDD1DULL;
    renju_init();
    const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    snprintf(s->home, sizeof s->home, "%s/renju-soak-XXXXXX", base);
    if (!mkdtemp(s->home)) {
        perror("soak: mkdtemp");
        return 1;
    }
    setenv("HOME", s->home, 1);
    unsetenv("XDG_DATA_HOME");
    unsetenv("XDG_CONFIG_HOME");
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             1,          {0},          false};
    ControllerAiHooks hooks = {fake_start, fake_cancel, s, NULL, NULL, NULL};
    controller_init(s->ctl, &opt, &hooks);
    if (!session_init(&s->sess, s->ctl, true)) {
        die("out of memory", 0);
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long rss_start = 0;
    long rss_max = 0;
    for (int game = 1; game <= games; game++) {
        play_game(s, game, scratch, buf);
        long rss = rss_kb();
        rss_max = rss > rss_max ? rss : rss_max;
        if (game == WARMUP || (games < WARMUP && game == 1)) {
            rss_start = rss;
        }
        if (game % 100 == 0 || game == games) {
            printf("soak: %4d games, %6ld moves, RSS %ld kB\n", game, s->moves, rss);
            fflush(stdout);
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    long rss_end = rss_kb();
    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("soak: %d games in %.1f s: %ld person moves (%ld clicks refused), %ld undos, "
           "%ld redos, %ld AI answers, %ld saves, %ld loads, %ld resumes\n",
           games, secs, s->moves, s->refusals, s->undos, s->redos, s->ai_answers, s->saves,
           s->loads, s->resumes);
    printf("soak: RSS after game %d: %ld kB, at the end: %ld kB (max %ld kB)\n",
           games < WARMUP ? 1 : WARMUP, rss_start, rss_end, rss_max);
    session_free(&s->sess);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", s->home);
    if (system(cmd) != 0) {
        fprintf(stderr, "soak: could not remove %s\n", s->home);
    }
    free(s->ctl);
    free(scratch);
    free(buf);
    bool flat = rss_end - rss_start <= RSS_SLACK_KB;
    free(s);
    if (!flat) {
        fprintf(stderr, "soak: FAIL: the resident memory grew by more than %d kB\n", RSS_SLACK_KB);
        return 1;
    }
    printf("soak: ok\n");
    return 0;
}

/* Renju - MIT licence, see LICENSE.
 *
 * The file dialog's folder (see gamefiles.h): the listing with opendir/stat, and a
 * record's summary from a bounded, non-blocking read and the window's own parse.
 */
#include "gamefiles.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "library.h"
#include "rif.h"
#include "session.h"
#include "text.h"

bool gamefiles_join(const char *dir, const char *name, char *buf, size_t cap)
{
    size_t n = strlen(dir);
    bool root = n > 0 && dir[n - 1] == '/';
    int w = snprintf(buf, cap, "%s%s%s", dir, root ? "" : "/", name);
    return w >= 0 && (size_t)w < cap;
}

bool gamefiles_parent(const char *dir, char *buf, size_t cap)
{
    size_t n = strlen(dir);
    while (n > 1 && dir[n - 1] == '/') {
        n--; /* "/a/b/" is "/a/b" */
    }
    size_t slash = n;
    while (slash > 0 && dir[slash - 1] != '/') {
        slash--;
    }
    if (slash == 0 || (n == 1 && dir[0] == '/')) {
        return false;
    }
    size_t keep = slash - 1;
    while (keep > 0 && dir[keep - 1] == '/') {
        keep--; /* "a//b" */
    }
    if (keep == 0) {
        keep = 1; /* the root */
    }
    if (keep >= cap) {
        return false;
    }
    memcpy(buf, dir, keep);
    buf[keep] = '\0';
    return true;
}

bool gamefiles_is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int by_kind_then_name(const void *a, const void *b)
{
    const GameFileEntry *x = a, *y = b;
    if (x->kind != y->kind) {
        return (int)x->kind - (int)y->kind;
    }
    return strcmp(x->name, y->name);
}

static void add_entry(GameFolder *f, GameFileKind kind, const char *name)
{
    size_t len = strlen(name);
    if (f->n >= GAMEFILES_MAX || len >= GAMEFILES_NAME_MAX) {
        f->left_out++;
        return;
    }
    GameFileEntry *e = &f->entries[f->n++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    memcpy(e->name, name, len + 1);
}

/* A name of the folder read, before the list's room chooses among them. */
typedef struct Candidate {
    GameFileKind kind;
    time_t mtime;
    size_t at;        /* its name's offset in the names read */
    const char *name; /* the name, once every name is read */
} Candidate;

typedef struct Candidates {
    Candidate *c;
    size_t n, cap;
    char *names;
    size_t used, room;
} Candidates;

static bool candidate_add(Candidates *all, GameFileKind kind, time_t mtime, const char *name)
{
    size_t len = strlen(name) + 1;
    if (all->n == all->cap) {
        size_t cap = all->cap ? all->cap * 2 : 512;
        Candidate *c = realloc(all->c, cap * sizeof *c);
        if (!c) {
            return false;
        }
        all->c = c;
        all->cap = cap;
    }
    if (all->used + len > all->room) {
        size_t room = all->room ? all->room * 2 : 16384;
        while (all->used + len > room) {
            room *= 2;
        }
        char *names = realloc(all->names, room);
        if (!names) {
            return false;
        }
        all->names = names;
        all->room = room;
    }
    memcpy(all->names + all->used, name, len);
    all->c[all->n++] = (Candidate){kind, mtime, all->used, NULL};
    all->used += len;
    return true;
}

/* Which names the list keeps: its folders first, then the newest records (a player looks
 * for today's game), by name when as old. */
static int by_keeping(const void *a, const void *b)
{
    const Candidate *x = a, *y = b;
    if (x->kind != y->kind) {
        return (int)x->kind - (int)y->kind;
    }
    if (x->mtime != y->mtime) {
        return x->mtime > y->mtime ? -1 : 1;
    }
    return strcmp(x->name, y->name);
}

static bool wanted(const char *name, RecordFormat only)
{
    RecordFormat fmt = record_format_from_path(name);
    if (fmt == RECORD_AUTO) {
        return only == RECORD_AUTO && rif_path(name); /* a RIF database: a collection */
    }
    return only == RECORD_AUTO || fmt == only;
}

bool gamefiles_list(GameFolder *f, const char *dir)
{
    return gamefiles_list_only(f, dir, RECORD_AUTO);
}

bool gamefiles_list_only(GameFolder *f, const char *dir, RecordFormat only)
{
    f->n = 0;
    f->left_out = 0;
    f->older = 0;
    f->capped = false;
    f->error = 0;
    snprintf(f->dir, sizeof f->dir, "%s", dir);
    record_remove_stale_temps_in(dir); /* what saves killed mid-write left (audit 24 C11) */
    char up[GAMEFILES_PATH_MAX];
    if (gamefiles_parent(dir, up, sizeof up)) {
        add_entry(f, GAMEFILE_PARENT, "..");
    }
    DIR *d = opendir(dir);
    if (!d) {
        f->error = errno ? errno : EIO;
        return false;
    }
    /* Every name is read (up to GAMEFILES_SCAN_MAX), then the list's room keeps the
     * folders and the newest records: readdir's order is the file system's hash order,
     * and keeping the first 256 of it lost the newest game (audit 34a, B1). */
    int fd = dirfd(d);
    Candidates all = {0};
    const struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.') {
            continue;
        }
        if (all.n >= GAMEFILES_SCAN_MAX) {
            f->capped = true;
            break;
        }
        /* stat, not lstat: a link to a folder is a folder. It reads the inode only, so a
         * FIFO or a device costs nothing here. */
        struct stat st;
        bool known = fstatat(fd, de->d_name, &st, 0) == 0;
        bool is_dir = known && S_ISDIR(st.st_mode);
        GameFileKind kind = is_dir ? GAMEFILE_DIR : GAMEFILE_RECORD;
        if ((is_dir || wanted(de->d_name, only)) &&
            !candidate_add(&all, kind, known ? st.st_mtime : 0, de->d_name)) {
            f->capped = true; /* out of memory: what was read is listed */
            break;
        }
    }
    closedir(d);
    for (size_t i = 0; i < all.n; i++) {
        all.c[i].name = all.names + all.c[i].at;
    }
    if (all.n > 0) {
        qsort(all.c, all.n, sizeof all.c[0], by_keeping);
    }
    for (size_t i = 0; i < all.n; i++) {
        int before = f->left_out;
        add_entry(f, all.c[i].kind, all.c[i].name);
        f->older += all.c[i].kind == GAMEFILE_RECORD && f->left_out > before;
    }
    free(all.c);
    free(all.names);
    qsort(f->entries, (size_t)f->n, sizeof f->entries[0], by_kind_then_name);
    return true;
}

static void file_date(time_t t, char *buf, size_t cap)
{
    struct tm tmv;
    if (!localtime_r(&t, &tmv) || strftime(buf, cap, "%Y-%m-%d %H:%M", &tmv) == 0) {
        buf[0] = '\0';
    }
}

/* The most bytes a summary reads of path: a record's, a RIF database's (many games). */
static size_t read_max(const char *path)
{
    return rif_path(path) ? RIF_FILE_MAX - 1 : GAMEFILES_READ_MAX;
}

/* Reads the whole regular file of fd (at most read_max bytes) into a malloc'd,
 * NUL-ended buffer. */
static bool read_bounded(int fd, const char *path, GameFileSummary *out, char **data, size_t *len)
{
    size_t max = read_max(path);
    size_t cap = (size_t)out->size + 1; /* one more, to see a file that grew */
    if (cap > max + 1) {
        cap = max + 1;
    }
    char *buf = malloc(cap + 1);
    if (!buf) {
        out->state = GAMEFILE_UNREADABLE;
        return record_error(&out->err, RECORD_R_NO_MEMORY, path, 0, NULL, 0);
    }
    size_t n = 0;
    while (n < cap) {
        ssize_t got = read(fd, buf + n, cap - n);
        if (got < 0 && errno == EINTR) {
            continue;
        }
        if (got < 0) {
            out->state = GAMEFILE_UNREADABLE;
            record_error(&out->err, RECORD_R_READ_ERROR, path, errno, NULL, 0);
            free(buf);
            return false;
        }
        if (got == 0) {
            break;
        }
        n += (size_t)got;
    }
    if (n > max) {
        out->state = GAMEFILE_TOO_LARGE;
        free(buf);
        return false;
    }
    buf[n] = '\0';
    *data = buf;
    *len = n;
    return true;
}

/* A file larger than a game record (size bytes, fd open): a .lib that starts with
 * RenLib's header and that the library view reads (under LIBRARY_FILE_MAX) is
 * GAMEFILE_LIBRARY, opened there, as --help and the README say (audit 24 B1): only its
 * header is read here, the library view reads the rest on its thread and says why when it
 * is damaged. Another .lib is refused as a library is (err, path named): no RenLib file,
 * or too large for a library; not "larger than 4 MB — not a game record" (audit 28, C12).
 * Any other file is GAMEFILE_TOO_LARGE. */
static GameFileState big_file(int fd, const char *path, off_t size, RecordError *err)
{
    if (record_format_from_path(path) != RECORD_LIB) {
        return GAMEFILE_TOO_LARGE;
    }
    unsigned char head[16];
    ssize_t got;
    do {
        got = pread(fd, head, sizeof head, 0);
    } while (got < 0 && errno == EINTR);
    if (got <= 0 || !library_head_ok(head, (size_t)got)) {
        record_error(err, RECORD_R_NOT_LIB, path, 0, NULL, 0);
        err->offset = 0; /* as a small one is said: "byte 0: not a RenLib file" */
        record_error_finish(err);
        return GAMEFILE_BAD;
    }
    if (size >= LIBRARY_FILE_MAX) {
        record_error(err, RECORD_R_LIBRARY_TOO_LARGE, path, 0, NULL, LIBRARY_FILE_MAX / RECORD_MB);
        return GAMEFILE_BAD;
    }
    return GAMEFILE_LIBRARY;
}

bool gamefiles_big_lib_refused(const char *path, RecordError *err)
{
    RecordError scratch;
    int fd = record_open_regular(path, &scratch);
    if (fd < 0) {
        return false;
    }
    struct stat st;
    bool refused = fstat(fd, &st) == 0 && st.st_size > GAMEFILES_READ_MAX &&
                   big_file(fd, path, st.st_size, &scratch) == GAMEFILE_BAD;
    close(fd);
    if (refused) {
        *err = scratch;
    }
    return refused;
}

/* Reads the record file at path for a summary of game `game` (1-based) into a malloc'd
 * *data of *len bytes: false (out says why: unreadable, too large, a library) when there
 * is nothing to parse. As Open does: without waiting (a FIFO would wait for a writer), a
 * regular file only, and the same reasons for the rest (a folder, a pipe, a device). */
static bool read_record(const char *path, int game, GameFileSummary *out, char **data, size_t *len)
{
    memset(out, 0, sizeof *out);
    out->game = game;
    out->games = 1;
    out->state = GAMEFILE_UNREADABLE;
    int fd = record_open_regular(path, &out->err);
    if (fd < 0) {
        return false;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        record_error(&out->err, RECORD_R_READ_ERROR, path, errno, NULL, 0);
        close(fd);
        return false;
    }
    out->size = (long long)st.st_size;
    file_date(st.st_mtime, out->date, sizeof out->date);
    if (st.st_size > (off_t)read_max(path)) {
        out->state = big_file(fd, path, st.st_size, &out->err);
        close(fd);
        return false;
    }
    bool read_ok = read_bounded(fd, path, out, data, len);
    close(fd);
    return read_ok;
}

/* A good game's fields into out. */
static void summary_of(const Game *g, const RecordInfo *info, GameFileSummary *out)
{
    out->state = GAMEFILE_GOOD;
    out->games = info->sgf_games > 1 ? info->sgf_games : 1;
    memcpy(out->played, info->date, sizeof out->played);
    memcpy(out->black, info->black, sizeof out->black);
    memcpy(out->white, info->white, sizeof out->white);
    out->rule = g->rules->id;
    out->opening = g->opening;
    out->result = g->result;
    out->reason = g->reason;
    out->nfive = g->nfive;
    out->moves = game_moves_played(g);
    out->stones = game_setup_stones(g);
}

/* The summary of game `game` (1-based: > 1, a later game of an SGF collection, read as
 * Open reads it, session_load_file_game); of game 1 of an SGF collection, where its games
 * start too (into at, cap of them, and the file's length at[cap]: record_sgf_game_starts;
 * at NULL: not asked). */
static void summarize_at(const char *path, int game, GameFileSummary *out, long *at, int cap)
{
    char *data = NULL;
    size_t len = 0;
    if (!read_record(path, game, out, &data, &len)) {
        return;
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        free(data);
        record_error(&out->err, RECORD_R_NO_MEMORY, path, 0, NULL, 0);
        return;
    }
    RecordInfo info;
    memset(&info, 0, sizeof info);
    bool ok = game > 1 ? record_parse_game(data, len, path, NULL, game, g, NULL, &info, &out->err)
                       : session_parse_file(path, data, len, g, &info, &out->err);
    RecordFormat fmt = record_format_from_path(path);
    if (ok && at && info.sgf_games > 1 &&
        (fmt == RECORD_SGF || (fmt == RECORD_AUTO && record_detect(data, len) == RECORD_SGF))) {
        int games = record_sgf_game_starts(data, len, at, cap); /* as Open finds them */
        for (int k = games; k < cap; k++) {
            at[k] = -1;
        }
        at[cap] = (long)len;
    }
    if (ok) {
        summary_of(g, &info, out);
    } else if (out->err.reason == RECORD_R_LINES_TOO_MANY &&
               record_format_from_path(path) == RECORD_LIB) {
        /* Not damaged when the library reads it whole: only larger than a .lib is read as a
         * game (RECORD_LIB_GAME_MOVES), as a player's RenLib library often is (audit 20b #2). */
        Library *lib = library_load(data, len, NULL);
        out->state = lib ? GAMEFILE_LIBRARY : GAMEFILE_BAD;
        library_free(lib);
    } else {
        out->state = GAMEFILE_BAD;
    }
    free(g);
    free(data);
}

static void summarize(const char *path, int game, GameFileSummary *out)
{
    summarize_at(path, game, out, NULL, 0);
}

/* Game e->game of the collection at path from its own bytes (e->at, e->end, read with fd,
 * the file file summarizes still of that size): false when it does not read so. */
static bool summarize_slice(int fd, const GameFileSummary *file, GameFileEntry *e, Game *g)
{
    size_t n = e->at >= 0 && e->end > e->at ? (size_t)(e->end - e->at) : 0;
    char *buf = n > 0 ? malloc(n) : NULL;
    size_t got = 0;
    while (buf && got < n) {
        ssize_t r = pread(fd, buf + got, n - got, (off_t)(e->at + (long)got));
        if (r < 0 && errno == EINTR) {
            continue;
        }
        if (r <= 0) {
            break;
        }
        got += (size_t)r;
    }
    RecordInfo info;
    memset(&info, 0, sizeof info);
    bool ok = buf && got == n &&
              record_parse_fitting(buf, n, RECORD_SGF, NULL, g, NULL, &info, &e->sum.err);
    free(buf);
    if (ok) {
        int games = file->games;
        memset(&e->sum, 0, sizeof e->sum);
        memcpy(e->sum.date, file->date, sizeof e->sum.date);
        e->sum.size = file->size;
        summary_of(g, &info, &e->sum);
        e->sum.game = e->game;
        e->sum.games = games;
    }
    return ok;
}

/* The unread rows of a collection's later games from entry i on (of one file, in a row),
 * GAMEFILES_GAMES_A_READ at most, each from its own bytes (each read the whole file
 * again: a 4 MB collection's rows came one a frame); the file as its game 1 found it (its
 * size, its time), else, and for a game that does not read so (its reason), as Open reads
 * it. Returns the rows. */
/* Game 1's row of the collection whose later game entry i is, NULL when not above it. */
static const GameFileSummary *file_row(const GameFolder *f, int i)
{
    for (int k = i - 1; k >= 0; k--) {
        if (f->entries[k].game == 0 && strcmp(f->entries[k].name, f->entries[i].name) == 0) {
            return &f->entries[k].sum;
        }
    }
    return NULL;
}

/* Is entry j an unread row of a later game of entry i's file? */
static bool later_unread(const GameFolder *f, int i, int j)
{
    const GameFileEntry *e = &f->entries[j];
    return e->kind == GAMEFILE_RECORD && e->sum.state == GAMEFILE_UNREAD && e->game >= 2 &&
           strcmp(e->name, f->entries[i].name) == 0;
}

/* The unread rows of a RIF database's later games from entry i on, all from one reading
 * and one index of the file (rif.h: a game's bytes are no record by themselves, and a
 * reading a row would read tens of MB a row); a game that does not read so, bad with its
 * reason. False (nothing done) when the file cannot be read or indexed: then as Open. */
static int summarize_rif(GameFolder *f, int i, const char *path)
{
    const GameFileSummary *file = file_row(f, i);
    char *data = NULL;
    size_t len = 0;
    RecordError err;
    if (!file || !record_read_file(path, &data, &len, &err)) {
        return 0;
    }
    RifIndex *ix = rif_index(data, len, &err);
    Game *g = ix ? malloc(sizeof *g) : NULL;
    RecordInfo *info = g ? malloc(sizeof *info) : NULL;
    int done = 0;
    for (int j = i; info && j < f->n && later_unread(f, i, j); j++) {
        GameFileEntry *e = &f->entries[j];
        RecordError why;
        bool ok = rif_game(ix, e->game, path, NULL, g, NULL, info, &why);
        memset(&e->sum, 0, sizeof e->sum);
        memcpy(e->sum.date, file->date, sizeof e->sum.date);
        e->sum.size = file->size;
        if (ok) {
            summary_of(g, info, &e->sum);
        } else {
            e->sum.state = GAMEFILE_BAD;
            e->sum.err = why;
        }
        e->sum.game = e->game;
        e->sum.games = file->games;
        done++;
    }
    free(info);
    free(g);
    rif_free(ix);
    free(data);
    return done;
}

static int summarize_games(GameFolder *f, int i, const char *path)
{
    int rif = rif_path(path) ? summarize_rif(f, i, path) : 0;
    if (rif > 0) {
        return rif;
    }
    const GameFileSummary *file = file_row(f, i); /* game 1's row, above */
    RecordError scratch;
    int fd = record_open_regular(path, &scratch);
    struct stat st;
    char date[RECORD_NAME_MAX];
    bool same = fd >= 0 && file && fstat(fd, &st) == 0 && (long long)st.st_size == file->size;
    if (same) {
        file_date(st.st_mtime, date, sizeof date);
        same = strcmp(date, file->date) == 0;
    }
    Game *g = same ? malloc(sizeof *g) : NULL;
    int done = 0;
    for (int j = i; j < f->n && done < GAMEFILES_GAMES_A_READ; j++) {
        GameFileEntry *e = &f->entries[j];
        if (!later_unread(f, i, j)) {
            break;
        }
        if (!g || !summarize_slice(fd, file, e, g)) {
            summarize(path, e->game, &e->sum); /* as Open reads it: its reason */
        }
        done++;
    }
    free(g);
    if (fd >= 0) {
        close(fd);
    }
    return done;
}

void gamefiles_summary(const char *path, GameFileSummary *out) { summarize(path, 1, out); }

bool gamefiles_library_only(const char *path)
{
    GameFileSummary *s = malloc(sizeof *s);
    if (!s) {
        return false; /* Open finds out itself */
    }
    gamefiles_summary(path, s);
    bool only = s->state == GAMEFILE_LIBRARY;
    free(s);
    return only;
}

size_t gamefiles_record_words(Lang lang, const GameFileSummary *s, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    if (s->games > 1) {
        text_append(buf, cap, &len, i18n_text(lang, S_FILE_GAME_OF), s->game, s->games);
        text_append(buf, cap, &len, " · ");
    }
    if (s->black[0] || s->white[0]) {
        text_append(buf, cap, &len, "%s – %s · ", s->black[0] ? s->black : "?",
                    s->white[0] ? s->white : "?");
    }
    if (s->played[0]) {
        text_append(buf, cap, &len, i18n_text(lang, S_FILE_PLAYED), s->played);
        text_append(buf, cap, &len, " · ");
    }
    text_append(buf, cap, &len, "%s · ", i18n_rule_title(lang, s->rule));
    char result[160];
    if (i18n_result_of(lang, s->result, s->reason, s->nfive, result, sizeof result) == 0) {
        text_format(result, sizeof result, "%s", i18n_text(lang, S_FILE_UNFINISHED));
    }
    text_append(buf, cap, &len, "%s · ", result);
    if (s->stones > 0) { /* a set-up: a position of so many stones (audit 33b C6) */
        text_append(buf, cap, &len, i18n_ntext(lang, S_FILE_POSITION, s->stones), s->stones);
        if (s->moves == 0) {
            return len;
        }
        text_append(buf, cap, &len, " · ");
    }
    text_append(buf, cap, &len, i18n_ntext(lang, S_FILE_MOVES, s->moves), s->moves);
    return len;
}

StrId gamefiles_library_words(bool merge, bool big)
{
    if (merge) {
        return big ? S_FILE_LIBRARY_BIG_MERGE : S_FILE_LIBRARY_ONLY_MERGE;
    }
    return big ? S_FILE_LIBRARY_BIG : S_FILE_LIBRARY_ONLY;
}

bool gamefiles_refused(const char *path, RecordError *err)
{
    GameFileSummary *s = malloc(sizeof *s);
    if (!s) {
        return false; /* Open finds out itself */
    }
    gamefiles_summary(path, s);
    bool refused = s->state != GAMEFILE_GOOD;
    if (s->state == GAMEFILE_TOO_LARGE) { /* as record_read_file says it */
        record_error(err, rif_path(path) ? RECORD_R_RIF_TOO_LARGE : RECORD_R_FILE_TOO_LARGE, path,
                     0, NULL, (long)(read_max(path) + 1) / RECORD_MB);
    } else if (refused) {
        *err = s->err;
    }
    free(s);
    return refused;
}

/* Rows for the later games of the collection at entry i, under it (as many as fit), with
 * their bytes when known (at: where each game starts, at[GAMEFILES_MAX] the file's end;
 * at[0] -1: not known). */
static void add_games(GameFolder *f, int i, const long *at)
{
    int more = f->entries[i].sum.games - 1;
    int room = GAMEFILES_MAX - f->n;
    int k = more < room ? more : room;
    f->left_out += more - k;
    if (k <= 0) {
        return;
    }
    memmove(&f->entries[i + 1 + k], &f->entries[i + 1],
            (size_t)(f->n - i - 1) * sizeof f->entries[0]);
    for (int j = 0; j < k; j++) {
        GameFileEntry *e = &f->entries[i + 1 + j];
        memset(e, 0, sizeof *e);
        e->kind = GAMEFILE_RECORD;
        memcpy(e->name, f->entries[i].name, sizeof e->name);
        e->game = j + 2;
        e->at = at[0] >= 0 ? at[j + 1] : -1;
        e->end = j + 2 < GAMEFILES_MAX && at[0] >= 0 && at[j + 2] >= 0 ? at[j + 2]
                 : at[0] >= 0                                          ? at[GAMEFILES_MAX]
                                                                       : -1;
    }
    f->n += k;
}

int gamefiles_read_some(GameFolder *f, int first, int max)
{
    int done = 0, rows = 0;
    if (first < 0 || first >= f->n) {
        first = 0;
    }
    for (int k = 0; k < f->n && done < max; k++) {
        int i = (first + k) % f->n;
        GameFileEntry *e = &f->entries[i];
        if (e->kind != GAMEFILE_RECORD || e->sum.state != GAMEFILE_UNREAD) {
            continue;
        }
        char path[GAMEFILES_PATH_MAX + GAMEFILES_NAME_MAX + 2];
        if (!gamefiles_join(f->dir, e->name, path, sizeof path)) {
            e->sum.state = GAMEFILE_UNREADABLE;
            record_error(&e->sum.err, RECORD_R_PATH_TOO_LONG, e->name, 0, NULL, 0);
            rows++;
        } else if (e->game > 1) {
            rows += summarize_games(f, i, path);
        } else {
            static const long UNKNOWN[1] = {-1};
            long *at = malloc((GAMEFILES_MAX + 1) * sizeof *at);
            if (at) {
                at[0] = -1;
            }
            summarize_at(path, 1, &e->sum, at, GAMEFILES_MAX);
            if (e->game == 0 && e->sum.state == GAMEFILE_GOOD && e->sum.games > 1) {
                add_games(f, i, at ? at : UNKNOWN);
            }
            free(at);
            rows++;
        }
        done++;
    }
    return rows;
}

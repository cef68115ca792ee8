/* Renju - MIT licence, see LICENSE.
 *
 * Saving from the file dialog (see filesave.h): the new save's free name, the ending a
 * save adds, the question before replacing.
 */
#include "filesave.h"

#include "record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

const char *filesave_result_word(GameResult result)
{
    switch (result) {
    case RESULT_BLACK_WINS: return "black-wins";
    case RESULT_WHITE_WINS: return "white-wins";
    case RESULT_DRAW: return "draw";
    default: return NULL;
    }
}

bool filesave_new_path(const char *dir, const struct tm *when, GameResult result, char *buf,
                       size_t cap)
{
    char stamp[64];
    size_t n = strftime(stamp, sizeof stamp, "game-%Y-%m-%d-%H%M%S", when);
    if (n == 0) {
        return false;
    }
    const char *word = filesave_result_word(result);
    if (word) {
        snprintf(stamp + n, sizeof stamp - n, "-%s", word);
    }
    for (int k = 1; k <= 999; k++) {
        char suffix[8] = "";
        if (k > 1) {
            snprintf(suffix, sizeof suffix, "-%d", k);
        }
        int w = snprintf(buf, cap, "%s/%s%s.renju", dir, stamp, suffix);
        if (w < 0 || (size_t)w >= cap) {
            return false;
        }
        struct stat st;
        if (lstat(buf, &st) != 0) { /* lstat: a link to nothing is taken too */
            return true;
        }
    }
    return false;
}

size_t filesave_stem(const char *path, size_t *start)
{
    const char *slash = strrchr(path, '/');
    const char *name = slash ? slash + 1 : path;
    const char *dot = strrchr(name, '.');
    *start = (size_t)(name - path);
    return dot && dot > name ? (size_t)(dot - name) : strlen(name);
}

bool filesave_is_picture(const char *path)
{
    size_t k = strlen(path);
    return k >= 4 && strcasecmp(path + k - 4, ".png") == 0;
}

static const int PICTURE_SIDES[FILESAVE_PICTURE_SIDES] = {600, 1200, 2400};

int filesave_picture_side(int i)
{
    return PICTURE_SIDES[i < 0 ? 0 : i >= FILESAVE_PICTURE_SIDES ? FILESAVE_PICTURE_SIDES - 1 : i];
}

int filesave_picture_next(int side)
{
    for (int i = 0; i < FILESAVE_PICTURE_SIDES; i++) {
        if (PICTURE_SIDES[i] > side) {
            return PICTURE_SIDES[i];
        }
    }
    return PICTURE_SIDES[0];
}

void filesave_picture_defaults(FilePicture *pic)
{
    pic->side = FILESAVE_PICTURE_SIDE;
    pic->style = PICTURE_COLOUR;
    pic->fouls = false;
    pic->sheet = false;
}

/* Does name[0..n) end with an ending a save writes by (a record's format, a picture's)? */
static bool save_ending(const char *name, size_t n)
{
    char part[FILESAVE_PATH_MAX];
    snprintf(part, sizeof part, "%.*s", (int)n, name);
    return record_format_from_path(part) != RECORD_AUTO || filesave_is_picture(part);
}

bool filesave_complete(char *path, size_t cap)
{
    const char *slash = strrchr(path, '/');
    const char *name = slash ? slash + 1 : path;
    char *dot = strrchr(name, '.');
    if (dot && dot > name && save_ending(name, strlen(name)) &&
        save_ending(name, (size_t)(dot - name))) {
        *dot = '\0'; /* "k1.renju" typed over the stem of "game-….renju": the typed one */
        return true;
    }
    if (strchr(name, '.')) {
        return true;
    }
    size_t n = strlen(path);
    if (n + sizeof ".renju" > cap) {
        return false;
    }
    memcpy(path + n, ".renju", sizeof ".renju");
    return true;
}

/* The length of path without its final '/'s ("/" keeps its own). */
static size_t trimmed_len(const char *path)
{
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/') {
        n--;
    }
    return n;
}

bool filesave_tidy_folder(const char *dir, char *buf, size_t cap)
{
    char whole[FILESAVE_PATH_MAX];
    const char *home = getenv("HOME");
    int w;
    if (dir[0] == '~' && (dir[1] == '\0' || dir[1] == '/') && home && home[0] == '/') {
        w = snprintf(whole, sizeof whole, "%s/%s", home, dir + 1);
    } else if (dir[0] != '/') {
        char cwd[FILESAVE_PATH_MAX];
        if (!getcwd(cwd, sizeof cwd)) {
            return false;
        }
        w = snprintf(whole, sizeof whole, "%s/%s", cwd, dir);
    } else {
        w = snprintf(whole, sizeof whole, "%s", dir);
    }
    if (w < 0 || (size_t)w >= sizeof whole) {
        return false;
    }
    /* Word by word: "." and empty words go, ".." takes the word before it away. */
    char out[FILESAVE_PATH_MAX];
    size_t n = 0;
    for (const char *p = whole; *p;) {
        while (*p == '/') {
            p++;
        }
        size_t len = strcspn(p, "/");
        if (len == 2 && p[0] == '.' && p[1] == '.') {
            while (n > 0 && out[n - 1] != '/') {
                n--;
            }
            n = n > 0 ? n - 1 : 0; /* and its '/'; above the root is the root */
        } else if (len > 0 && !(len == 1 && p[0] == '.')) {
            out[n++] = '/'; /* fits: out is never longer than whole */
            memcpy(out + n, p, len);
            n += len;
        }
        p += len;
    }
    if (n == 0) {
        out[n++] = '/';
    }
    if (n >= cap) {
        return false;
    }
    memcpy(buf, out, n);
    buf[n] = '\0';
    return true;
}

bool filesave_show_folder(char *field, size_t cap, const char *shown)
{
    char dir[FILESAVE_PATH_MAX];
    if (!filesave_tidy_folder(shown, dir, sizeof dir)) {
        snprintf(dir, sizeof dir, "%s", shown);
    }
    const char *slash = strrchr(field, '/');
    const char *name = slash ? slash + 1 : field;
    struct stat st;
    if (stat(field, &st) == 0 && S_ISDIR(st.st_mode)) {
        name = "";
    }
    size_t nd = trimmed_len(dir); /* "/tmp/" is "/tmp"; "/" stays */
    const char *sep = nd > 0 && dir[nd - 1] == '/' ? "" : "/";
    char joined[FILESAVE_PATH_MAX];
    int w = snprintf(joined, sizeof joined, "%.*s%s%s", (int)nd, dir, sep, name);
    if (w < 0 || (size_t)w >= cap || (size_t)w >= sizeof joined) {
        return false;
    }
    memcpy(field, joined, (size_t)w + 1);
    return true;
}

bool filesave_in_folder(char *field, size_t cap, const char *dir)
{
    if (!field[0] || strchr(field, '/') || strcmp(field, "~") == 0 || !dir[0]) {
        return false;
    }
    size_t nd = trimmed_len(dir);
    const char *sep = dir[nd - 1] == '/' ? "" : "/";
    char joined[FILESAVE_PATH_MAX];
    int w = snprintf(joined, sizeof joined, "%.*s%s%s", (int)nd, dir, sep, field);
    if (w < 0 || (size_t)w >= cap || (size_t)w >= sizeof joined) {
        return false;
    }
    memcpy(field, joined, (size_t)w + 1);
    return true;
}

void filesave_shown_path(const char *path, char *buf, size_t cap)
{
    const char *home = getenv("HOME");
    size_t nh = home ? trimmed_len(home) : 0;
    if (nh > 1 && home[0] == '/' && strncmp(path, home, nh) == 0 && path[nh] == '/') {
        snprintf(buf, cap, "~%s", path + nh);
    } else {
        snprintf(buf, cap, "%s", path);
    }
}

/* Is name only an ending a save writes by (".png", ".renju"): a hidden file with no name? */
static bool ending_alone(const char *name)
{
    return name[0] == '.' && !strchr(name + 1, '.') && save_ending(name, strlen(name));
}

bool filesave_needs_name(const char *field, const char *dir)
{
    size_t nf = trimmed_len(field), nd = trimmed_len(dir);
    const char *slash = strrchr(field, '/');
    return nf == 0 || (nf == nd && memcmp(field, dir, nf) == 0) ||
           ending_alone(slash ? slash + 1 : field);
}

bool filesave_picture_path(char *path, size_t cap, const struct tm *when)
{
    char *slash = strrchr(path, '/');
    char *name = slash ? slash + 1 : path;
    char *dot = strrchr(name, '.');
    size_t n = (size_t)((dot ? dot : name + strlen(name)) - path);
    char stem[40] = "";
    if (n == (size_t)(name - path) &&
        strftime(stem, sizeof stem, "board-%Y-%m-%d-%H%M%S", when) == 0) {
        return false;
    }
    if (n + strlen(stem) + sizeof ".png" > cap) {
        return false;
    }
    snprintf(path + n, cap - n, "%s.png", stem);
    return true;
}

FileSaveStep filesave_check(FileSaveQuestion *q, const char *path)
{
    bool answered = q->replace && strcmp(q->path, path) == 0;
    q->replace = false;
    struct stat st;
    if (answered) {
        q->asking = false;
        return FILESAVE_REPLACE;
    }
    q->asking = stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
                (size_t)snprintf(q->path, sizeof q->path, "%s", path) < sizeof q->path;
    return q->asking ? FILESAVE_ASK : FILESAVE_WRITE;
}

bool filesave_answer(FileSaveQuestion *q, bool replace)
{
    q->replace = q->asking && replace;
    q->asking = false;
    return q->replace;
}

void filesave_forget(FileSaveQuestion *q)
{
    q->asking = false;
    q->replace = false;
}

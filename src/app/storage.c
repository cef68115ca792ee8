/* Renju - MIT licence, see LICENSE.
 *
 * The user's data and config directories (XDG base directories), the autosave of the
 * game in progress and the settings file. All writes go through record_write_atomic.
 */
#include "storage.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bool storage_fail(RecordError *err, const char *what, const char *path)
{
    if (err) {
        err->line = 0;
        err->offset = -1;
        err->move = 0;
        snprintf(err->msg, sizeof err->msg, "%.120s: %.120s", path, what);
    }
    return false;
}

bool storage_join(const char *dir, const char *name, char *buf, size_t cap)
{
    int n = snprintf(buf, cap, "%s/%s", dir, name);
    return n > 0 && (size_t)n < cap;
}

/* $var/renju when var holds an absolute path, else $HOME/fallback/renju. */
static bool base_dir(const char *var, const char *fallback, char *buf, size_t cap, RecordError *err)
{
    const char *v = getenv(var);
    if (v && v[0] == '/') {
        if (storage_join(v, "renju", buf, cap)) {
            return true;
        }
        return storage_fail(err, "path too long", var);
    }
    const char *home = getenv("HOME");
    if (!home || home[0] != '/') {
        return storage_fail(err, "neither it nor HOME names a directory", var);
    }
    int n = snprintf(buf, cap, "%s/%s/renju", home, fallback);
    if (n <= 0 || (size_t)n >= cap) {
        return storage_fail(err, "path too long", "HOME");
    }
    return true;
}

bool storage_paths_init(StoragePaths *sp, RecordError *err)
{
    return base_dir("XDG_DATA_HOME", ".local/share", sp->data_dir, sizeof sp->data_dir, err) &&
           base_dir("XDG_CONFIG_HOME", ".config", sp->config_dir, sizeof sp->config_dir, err);
}

bool storage_make_dirs(const char *dir, RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    size_t n = strlen(dir);
    if (n == 0 || n >= sizeof path) {
        return storage_fail(err, "bad directory name", dir);
    }
    memcpy(path, dir, n + 1);
    /* Each prefix ending at a '/', then the whole path. */
    for (size_t i = 1; i <= n; i++) {
        if (path[i] != '/' && path[i] != '\0') {
            continue;
        }
        char saved = path[i];
        path[i] = '\0';
        if (mkdir(path, 0700) != 0 && errno != EEXIST) {
            return storage_fail(err, strerror(errno), path);
        }
        path[i] = saved;
    }
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        return storage_fail(err, "not a directory", dir);
    }
    return true;
}

/* ---- Autosave ----------------------------------------------------------------------- */

bool storage_autosave_write(const StoragePaths *sp, const Game *g, const RecordInfo *info,
                            RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    if (!storage_join(sp->data_dir, STORAGE_AUTOSAVE_NAME, path, sizeof path)) {
        return storage_fail(err, "path too long", sp->data_dir);
    }
    return storage_make_dirs(sp->data_dir, err) &&
           record_save_file(path, RECORD_TEXT, g, info, err);
}

/* Removes temporary files a killed save left behind ("NAME.tmp-XXXXXX"). */
static void remove_stale_temps(const char *dir, const char *name)
{
    DIR *d = opendir(dir);
    if (!d) {
        return;
    }
    char prefix[64];
    snprintf(prefix, sizeof prefix, "%s.tmp-", name);
    size_t n = strlen(prefix);
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        char path[STORAGE_PATH_MAX];
        if (strncmp(e->d_name, prefix, n) == 0 && storage_join(dir, e->d_name, path, sizeof path)) {
            unlink(path);
        }
    }
    closedir(d);
}

StorageLoad storage_autosave_load(const StoragePaths *sp, Game *out, RecordInfo *info,
                                  RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    if (!storage_join(sp->data_dir, STORAGE_AUTOSAVE_NAME, path, sizeof path)) {
        storage_fail(err, "path too long", sp->data_dir);
        return STORAGE_BAD;
    }
    remove_stale_temps(sp->data_dir, STORAGE_AUTOSAVE_NAME);
    if (access(path, F_OK) != 0) {
        return STORAGE_NONE;
    }
    return record_load_file(path, RECORD_TEXT, NULL, out, info, err) ? STORAGE_LOADED : STORAGE_BAD;
}

bool storage_autosave_clear(const StoragePaths *sp)
{
    char path[STORAGE_PATH_MAX];
    if (!storage_join(sp->data_dir, STORAGE_AUTOSAVE_NAME, path, sizeof path)) {
        return false;
    }
    return unlink(path) == 0 || errno == ENOENT;
}

/* ---- Settings ----------------------------------------------------------------------- */

static bool key_ok(const char *key, size_t n)
{
    if (n == 0 || n >= STORAGE_KEY_MAX) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        char c = key[i];
        bool ok =
            (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-';
        if (!ok) {
            return false;
        }
    }
    return true;
}

static bool value_ok(const char *value, size_t n)
{
    if (n >= STORAGE_VALUE_MAX) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)value[i];
        if ((c < 0x20 && c != '\t') || c == 0x7F) {
            return false;
        }
    }
    return true;
}

static int find(const StorageSettings *s, const char *key)
{
    for (int i = 0; i < s->count; i++) {
        if (strcmp(s->items[i].key, key) == 0) {
            return i;
        }
    }
    return -1;
}

const char *storage_setting(const StorageSettings *s, const char *key)
{
    int i = find(s, key);
    return i >= 0 ? s->items[i].value : NULL;
}

int storage_setting_int(const StorageSettings *s, const char *key, int def, int lo, int hi)
{
    const char *v = storage_setting(s, key);
    if (!v || !*v) {
        return def;
    }
    char *end = NULL;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (errno != 0 || *end != '\0' || n < lo || n > hi) {
        return def;
    }
    return (int)n;
}

/* Sets key (kn bytes) to value (vn bytes). */
static bool set_n(StorageSettings *s, const char *key, size_t kn, const char *value, size_t vn)
{
    if (!key_ok(key, kn) || !value_ok(value, vn)) {
        return false;
    }
    char k[STORAGE_KEY_MAX];
    memcpy(k, key, kn);
    k[kn] = '\0';
    int i = find(s, k);
    if (i < 0) {
        if (s->count == STORAGE_SETTINGS_MAX) {
            return false;
        }
        i = s->count++;
        memcpy(s->items[i].key, k, kn + 1);
    }
    memcpy(s->items[i].value, value, vn);
    s->items[i].value[vn] = '\0';
    return true;
}

bool storage_setting_set(StorageSettings *s, const char *key, const char *value)
{
    return set_n(s, key, strlen(key), value, strlen(value));
}

bool storage_setting_set_int(StorageSettings *s, const char *key, int value)
{
    char v[16];
    snprintf(v, sizeof v, "%d", value);
    return storage_setting_set(s, key, v);
}

static bool settings_path(const StoragePaths *sp, char *path, size_t cap, RecordError *err)
{
    return storage_join(sp->config_dir, STORAGE_SETTINGS_NAME, path, cap) ||
           storage_fail(err, "path too long", sp->config_dir);
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

bool storage_settings_load(const StoragePaths *sp, StorageSettings *s, RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    s->count = 0;
    if (!settings_path(sp, path, sizeof path, err)) {
        return false;
    }
    if (access(path, F_OK) != 0) {
        return true;
    }
    char *data = NULL;
    size_t len = 0;
    if (!record_read_file(path, &data, &len, err)) {
        return false;
    }
    size_t at = 0;
    int line = 0;
    bool ok = true;
    while (ok && at < len) {
        size_t end = at;
        while (end < len && data[end] != '\n') {
            end++;
        }
        line++;
        size_t b = at;
        size_t e = end;
        at = end + 1;
        while (b < e && is_blank(data[b])) {
            b++;
        }
        while (e > b && is_blank(data[e - 1])) {
            e--;
        }
        if (b == e || data[b] == '#') {
            continue;
        }
        const char *eq = memchr(data + b, '=', e - b);
        if (!eq) {
            ok = false;
            break;
        }
        size_t ke = (size_t)(eq - data);
        size_t vb = ke + 1;
        while (ke > b && is_blank(data[ke - 1])) {
            ke--;
        }
        while (vb < e && is_blank(data[vb])) {
            vb++;
        }
        ok = set_n(s, data + b, ke - b, data + vb, e - vb);
    }
    free(data);
    if (!ok) {
        s->count = 0;
        if (err) {
            char what[48];
            snprintf(what, sizeof what, "line %d is not 'key = value'", line);
            storage_fail(err, what, path);
        }
    }
    return ok;
}

bool storage_settings_save(const StoragePaths *sp, const StorageSettings *s, RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    if (!settings_path(sp, path, sizeof path, err) || !storage_make_dirs(sp->config_dir, err)) {
        return false;
    }
    size_t cap = (size_t)s->count * (STORAGE_KEY_MAX + STORAGE_VALUE_MAX + 4) + 64;
    char *buf = malloc(cap);
    if (!buf) {
        return storage_fail(err, "out of memory", path);
    }
    size_t n = (size_t)snprintf(buf, cap, "# Renju settings\n");
    for (int i = 0; i < s->count; i++) {
        n += (size_t)snprintf(buf + n, cap - n, "%s = %s\n", s->items[i].key, s->items[i].value);
    }
    bool ok = record_write_atomic(path, buf, n, err);
    free(buf);
    return ok;
}

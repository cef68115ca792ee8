/* Renju - MIT licence, see LICENSE.
 *
 * What every renju-cli command shares: the error line (escaped, on stderr), the option
 * value and the option number. Every number on a command line goes through cli_number,
 * which takes only a whole decimal number inside the option's range, so "abc", "",
 * "-5" or "2147483648" is an error and never a silent 0, a wrap or an endless search.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "position.h"
#include "record.h"
#include "text.h"

void cli_escape(const char *text, char *buf, size_t cap)
{
    size_t n = 0;
    size_t len = strlen(text);
    if (cap == 0) {
        return;
    }
    for (size_t i = 0; i < len;) {
        unsigned char c = (unsigned char)text[i];
        size_t k = text_utf8_char(text + i, len - i);
        bool plain = k > 1 || (k == 1 && c >= 0x20 && c != 0x7F && c != '\\');
        size_t need = plain ? k : 4;
        if (n + need >= cap) {
            break;
        }
        if (plain) {
            memcpy(buf + n, text + i, k);
            i += k;
        } else {
            snprintf(buf + n, cap - n, "\\x%02x", c);
            i++;
        }
        n += need;
    }
    buf[n] = '\0';
}

static void escaped_line(FILE *out, const char *prefix, const char *fmt, va_list ap)
{
    char msg[1024];
    char escaped[4096];
    vsnprintf(msg, sizeof msg, fmt, ap);
    cli_escape(msg, escaped, sizeof escaped);
    fprintf(out, "%s%s\n", prefix, escaped);
    fflush(out);
}

static void error_line(FILE *out, const char *fmt, va_list ap)
{
    escaped_line(out, "error: ", fmt, ap);
}

void cli_warn(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    escaped_line(stderr, "warning: ", fmt, ap);
    va_end(ap);
}

void cli_line(FILE *out, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    escaped_line(out, "", fmt, ap);
    va_end(ap);
}

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_line(stderr, fmt, ap);
    va_end(ap);
}

void cli_error_to(FILE *out, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_line(out, fmt, ap);
    va_end(ap);
}

const char *cli_option_value(int argc, char **argv, int *i)
{
    if (*i + 1 >= argc) {
        cli_error("%s needs a value", argv[*i]);
        return NULL;
    }
    *i += 1;
    return argv[*i];
}

int cli_rule_option(int argc, char **argv, int *i, const RuleSet **rs)
{
    const char *name = cli_option_value(argc, argv, i);
    if (!name) {
        return CLI_USAGE;
    }
    *rs = rules_find(name);
    if (!*rs) {
        cli_error("unknown rule set '%s'", name);
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}

bool cli_number(const char *opt, const char *text, int64_t min, int64_t max, int64_t *out)
{
    const char *s = text + (text[0] == '-' || text[0] == '+');
    bool digits = s[0] != '\0' && strspn(s, "0123456789") == strlen(s);
    char *end = NULL;
    errno = 0;
    long long v = digits ? strtoll(text, &end, 10) : 0;
    if (!digits || errno == ERANGE || v < min || v > max) {
        cli_error("%s takes a whole number from %" PRId64 " to %" PRId64 ", not '%s'", opt, min,
                  max, text);
        return false;
    }
    *out = (int64_t)v;
    return true;
}

bool cli_int(const char *opt, const char *text, int min, int max, int *out)
{
    int64_t v = 0;
    if (!cli_number(opt, text, min, max, &v)) {
        return false;
    }
    *out = (int)v;
    return true;
}

int cli_unknown_option(const char *opt)
{
    cli_error("unknown option '%s'", opt);
    return CLI_USAGE;
}

bool cli_position_to_move(const RuleSet *rs, Board *b, Stone mover)
{
    if (mover == STONE_EMPTY) {
        int nb = board_stones_placed(b, STONE_BLACK);
        int nw = board_stones_placed(b, STONE_WHITE);
        if (nb != nw && nb != nw + 1) {
            cli_error("the stones (%d black, %d white) fit neither side to move (Black moves "
                      "with as many stones as White, White with one Black stone more)",
                      nb, nw);
            return false;
        }
        mover = nb == nw + 1 ? STONE_WHITE : STONE_BLACK;
    }
    if (b->to_move != mover) {
        board_pass(b);
    }
    char why[200];
    if (!position_reachable(rs, b, why, sizeof why)) {
        cli_error("%s", why);
        return false;
    }
    return true;
}

bool cli_play_words(Game *g, int n, char *const *words, FILE *errors)
{
    int i = 0;
    for (int number = 1; i < n; number++) {
        Action a;
        GameError gerr;
        int used = game_action_read(words + i, n - i, g->board.size, &a, &gerr);
        if (used == 0) {
            cli_error_to(errors, "action %d: %s", number, gerr.msg);
            return false;
        }
        i += used;
        if (!game_apply(g, &a, &gerr)) {
            char text[160];
            game_action_format(&a, text, sizeof text);
            cli_error_to(errors, "action %d '%s': %s", number, text, gerr.msg);
            return false;
        }
    }
    return true;
}

bool cli_read_position(const RuleSet *rs, int n, char *const *words, Board *b, bool *over,
                       char *result, size_t cap, FILE *errors)
{
    if (over) {
        *over = false;
    }
    if (result && cap) {
        result[0] = '\0';
    }
    bool lists = false;
    for (int i = 0; i < n; i++) {
        lists = lists || strchr(words[i], '=') != NULL;
    }
    if (lists) {
        char text[65536];
        char err[200] = "position too long";
        if (!cli_join(n, words, text, sizeof text) ||
            !position_parse(text, strlen(text), rs->board_size, b, err, sizeof err)) {
            cli_error_to(errors, "%s", err);
            return false;
        }
        return true;
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        cli_error_to(errors, "out of memory");
        return false;
    }
    game_init(g, rs, OPENING_FREE);
    bool ok = cli_play_words(g, n, words, errors);
    if (ok) {
        *b = g->board;
        if (over) {
            *over = game_over(g);
        }
        if (result && cap) {
            game_result_text(g, result, cap);
        }
    }
    free(g);
    return ok;
}

FILE *cli_open_input(const char *path, const char *what)
{
    /* As the records are opened: never waiting on a named pipe, never reading a device. */
    RecordError err;
    int fd = record_open_regular(path, &err);
    if (fd < 0) {
        if (err.reason == RECORD_R_CANNOT_OPEN) {
            cli_error("%s: %s", path, strerror(err.os));
        } else if (err.reason == RECORD_R_IS_DIRECTORY) {
            cli_error("%s: is a directory, not %s", path, what);
        } else {
            cli_error("%s", err.msg);
        }
        return NULL;
    }
    FILE *f = fdopen(fd, "r");
    if (!f) {
        cli_error("%s: %s", path, strerror(errno));
        close(fd);
    }
    return f;
}

bool cli_checked_pass(FILE *f, const char *path, int bad, const char *noun)
{
    if (ferror(f)) {
        cli_error("%s: read error", path);
    } else if (bad) {
        cli_error("%s: %d %s%s (see above)", path, bad, noun, bad == 1 ? "" : "s");
    } else {
        rewind(f);
        return true;
    }
    fclose(f);
    return false;
}

bool cli_fixture(const char *name, const char *option, char *path, size_t cap)
{
    char exe[1024];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash) {
        *slash = '\0';
    }
    static const char *const REL[] = {"/../tests/fixtures/", "/../../tests/fixtures/"};
    for (size_t i = 0; n > 0 && i < sizeof REL / sizeof REL[0]; i++) {
        struct stat st;
        snprintf(path, cap, "%s%s%s", exe, REL[i], name);
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
            return true;
        }
    }
    cli_error("tests/fixtures/%s, the default, is not found beside the program (it belongs "
              "to the source tree): name a file with %s FILE",
              name, option);
    return false;
}

int cli_output_check(const char *command, const char *in, bool in_with_force, const char *out,
                     bool force, RecordWrite *how)
{
    struct stat a;
    struct stat b;
    size_t n = strlen(out);
    if ((stat(out, &b) == 0 && S_ISDIR(b.st_mode)) || (n > 0 && out[n - 1] == '/')) {
        cli_error("%s is a folder: %s writes a file, so OUT names one (as in %s%sgame.renju)", out,
                  command, out, n > 0 && out[n - 1] == '/' ? "" : "/");
        return CLI_USAGE;
    }
    /* The folder OUT goes in: said plainly when it is missing, rather than as the
     * temporary file that could not be made there. */
    char dir[4096];
    const char *slash = strrchr(out, '/');
    if (slash && n < sizeof dir) {
        size_t dn = slash == out ? 1 : (size_t)(slash - out);
        memcpy(dir, out, dn);
        dir[dn] = '\0';
        int there = stat(dir, &b);
        bool missing = there != 0 && errno == ENOENT;
        if (there != 0 || !S_ISDIR(b.st_mode)) {
            cli_error("%s: not saved: %s %s", out, dir,
                      missing ? "does not exist (make the folder first)" : "is not a folder");
            return CLI_BAD_INPUT;
        }
    }
    if (in && stat(in, &a) == 0 && stat(out, &b) == 0 && a.st_dev == b.st_dev &&
        a.st_ino == b.st_ino) {
        if (in_with_force) {
            cli_error("%s and %s are the same file: %s writes over its input only with "
                      "--force (give another OUT, or --force)",
                      in, out, command);
        } else {
            cli_error("%s and %s are the same file: %s never writes over its input (give "
                      "another OUT)",
                      in, out, command);
        }
        return CLI_BAD_INPUT;
    }
    *how = force ? RECORD_WRITE_REPLACE : RECORD_WRITE_NEW;
    return CLI_OK;
}

void cli_output_error(const char *command, const char *out, const RecordError *err)
{
    if (err->reason == RECORD_R_APPEARED) {
        cli_error("%s exists: %s replaces a file only with --force (choose another name, or "
                  "add --force)",
                  out, command);
    } else {
        cli_error("%s", err->msg);
    }
}

bool cli_write_output(const void *data, size_t n)
{
    errno = 0;
    if (fwrite(data, 1, n, stdout) == n) {
        return true;
    }
    /* Said here, with its reason: once the stream has failed, a later flush has no errno
     * left to tell (a large output to a full disk said "Input/output error"). */
    cli_error("cannot write the output: %s", strerror(errno ? errno : EIO));
    clearerr(stdout); /* said once: cli_finish_output has nothing more to say */
    return false;
}

int cli_finish_output(int status)
{
    /* A write that failed in the buffer leaves the stream's error flag; the last one
     * shows only at the flush or the close. Either way the output is not whole: a full
     * disk must not leave a cut file behind a success. */
    errno = 0;
    bool bad = fflush(stdout) != 0;
    int err = errno;
    bad = ferror(stdout) || bad;
    errno = 0;
    if (fclose(stdout) != 0 && !bad) {
        bad = true;
        err = errno;
    }
    if (!bad) {
        return status;
    }
    cli_error("cannot write the output: %s", strerror(err ? err : EIO));
    return status == CLI_OK ? CLI_BAD_INPUT : status;
}

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
#include "i18n.h"
#include "position.h"
#include "record.h"
#include "text.h"

/* The language of the messages: set once by main before any command runs (--lang, else
 * the environment), read-only afterwards, like the catalogues i18n_load() reads. */
static Lang messages_lang = LANG_EN;

void cli_set_lang(Lang lang) { messages_lang = (unsigned)lang < LANG_COUNT ? lang : LANG_EN; }

Lang cli_lang(void) { return messages_lang; }

/* The results' language (stdout), set with it: English unless --lang named one (cli.h). */
static Lang results_lang = LANG_EN;

void cli_set_results_lang(Lang lang)
{
    results_lang = (unsigned)lang < LANG_COUNT ? lang : LANG_EN;
}

Lang cli_results_lang(void) { return results_lang; }

Lang cli_lang_of(const FILE *out) { return out == stdout ? results_lang : messages_lang; }

int cli_chars(const char *s)
{
    int n = 0;
    for (; *s; s++) {
        n += ((unsigned char)*s & 0xC0) != 0x80;
    }
    return n;
}

void cli_print_padded(const char *s, int width)
{
    int n = cli_chars(s);
    printf("%s%*s", s, width > n ? width - n : 0, "");
}

const char *cli_t(CliText id) { return i18n_cli(messages_lang, id, 1); }

const char *cli_nt(CliText id, long n) { return i18n_cli(messages_lang, id, n); }

const char *cli_rt(CliText id) { return i18n_cli(results_lang, id, 1); }

const char *cli_rnt(CliText id, long n) { return i18n_cli(results_lang, id, n); }

void cli_os_reason(Lang lang, int os, char *buf, size_t cap)
{
    if (lang == LANG_EN) {
        snprintf(buf, cap, "%s", strerror(os));
    } else {
        i18n_os_error(lang, os, buf, cap);
    }
}

void cli_refusal(Lang lang, const GameError *e, char *buf, size_t cap)
{
    if (lang == LANG_EN) {
        snprintf(buf, cap, "%s", e->msg);
        return;
    }
    size_t n = i18n_refusal(lang, e, buf, cap);
    if (n > 0 && n < cap && buf[n - 1] == '.') {
        buf[n - 1] = '\0'; /* a clause of the line around it, as the English is */
    }
}

void cli_record_reason(Lang lang, const RecordError *e, char *buf, size_t cap)
{
    i18n_record_error_line(lang, e, buf, cap);
}

void cli_error_record(const RecordError *e)
{
    char why[1024];
    cli_record_reason(messages_lang, e, why, sizeof why);
    cli_error("%s", why);
}

bool cli_reach_said(Lang lang, FILE *errors, PositionReach r, const Board *b, Pos at)
{
    if (r == POSITION_REACHED) {
        return true;
    }
    char a[8];
    board_format_point(at, a, sizeof a);
    int nb = board_stones_placed(b, STONE_BLACK);
    int nw = board_stones_placed(b, STONE_WHITE);
    switch (r) {
    case POSITION_BAD_COUNTS:
        cli_error_to(errors,
                     i18n_cli(lang,
                              b->to_move == STONE_WHITE ? CT_COUNTS_NOT_WHITE : CT_COUNTS_NOT_BLACK,
                              1),
                     nb, nw);
        break;
    case POSITION_FIVE_STANDS: { /* a winning six (White's in renju) is no five, as setup says */
        int line = position_line_length(b, at);
        if (line > 5) {
            cli_error_to(errors, i18n_cli(lang, CT_LINE_STANDS, 1), line, a);
        } else {
            cli_error_to(errors, i18n_cli(lang, CT_FIVE_STANDS, 1), a);
        }
        break;
    }
    case POSITION_OVERLINE:
    case POSITION_REACHED: cli_error_to(errors, i18n_cli(lang, CT_OVERLINE_STANDS, 1), a); break;
    }
    return false;
}

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

/* Why stdout's first flush that failed failed (errno; 0: none failed yet): a line flushed
 * at once (cli_line) leaves only the stream's error flag for cli_finish_output, and the
 * reason it then said was a made-up "Input/output error" (stdout closed: EBADF). */
static int stdout_errno = 0;

static void escaped_line(FILE *out, const char *prefix, const char *fmt, va_list ap)
{
    char msg[1024];
    char escaped[4096];
    vsnprintf(msg, sizeof msg, fmt, ap);
    cli_escape(msg, escaped, sizeof escaped);
    errno = 0;
    fprintf(out, "%s%s\n", prefix, escaped);
    if (fflush(out) != 0 && out == stdout && stdout_errno == 0) {
        stdout_errno = errno;
    }
}

static void error_line(FILE *out, const char *fmt, va_list ap)
{
    /* on stderr in the messages' language; on stdout (a batch's lines) as scripts read it */
    escaped_line(out, out == stdout ? "error: " : cli_t(CT_ERROR_PREFIX), fmt, ap);
}

void cli_warn(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    escaped_line(stderr, cli_t(CT_WARNING_PREFIX), fmt, ap);
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
        cli_error(cli_t(CT_NEEDS_VALUE), argv[*i]);
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
        cli_error(cli_t(CT_UNKNOWN_RULE), name);
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
        cli_error(cli_t(CT_NUMBER_RANGE), opt, (long long)min, (long long)max, text);
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
    cli_error(cli_t(CT_UNKNOWN_OPTION), opt);
    return CLI_USAGE;
}

/* The messages' language for errors to `errors`: forbidden --batch answers a bad line on
 * stdout, among answers scripts read, so in English. */
static Lang errors_lang(const FILE *errors) { return errors == stdout ? LANG_EN : messages_lang; }

/* cli_position_to_move, its errors to `errors`. */
static bool position_to_move(const RuleSet *rs, Board *b, Stone mover, FILE *errors)
{
    Lang lang = errors_lang(errors);
    if (mover == STONE_EMPTY) {
        int nb = board_stones_placed(b, STONE_BLACK);
        int nw = board_stones_placed(b, STONE_WHITE);
        if (nb != nw && nb != nw + 1) {
            cli_error_to(errors, i18n_cli(lang, CT_COUNTS_NO_SIDE, 1), nb, nw);
            return false;
        }
        mover = nb == nw + 1 ? STONE_WHITE : STONE_BLACK;
    }
    if (b->to_move != mover) {
        board_pass(b);
    }
    Pos at;
    PositionReach r = position_reach(rs, b, &at);
    return cli_reach_said(lang, errors, r, b, at);
}

bool cli_position_to_move(const RuleSet *rs, Board *b, Stone mover)
{
    return position_to_move(rs, b, mover, stderr);
}

bool cli_lines_open(const RuleSet *rs, const Board *b, FILE *errors)
{
    Pos at;
    PositionReach r = position_lines_reach(rs, b, &at);
    return cli_reach_said(errors_lang(errors), errors, r, b, at);
}

/* Why game_action_read refused the word w (its English in gerr), in lang. */
static void unread_action(Lang lang, const char *w, const GameError *gerr, char *buf, size_t cap)
{
    if (lang == LANG_EN) {
        snprintf(buf, cap, "%s", gerr->msg);
    } else if (strcmp(w, "choose") == 0 || strcmp(w, "foul") == 0) {
        text_format(buf, cap, i18n_cli(lang, CT_ACTION_NEEDS_POINT, 1), w);
    } else if (strcmp(w, "declare") == 0) {
        text_format(buf, cap, i18n_cli(lang, CT_ACTION_DECLARE, 1), SOOSORV_MAX_FIFTHS);
    } else if (strcmp(w, "propose") == 0) {
        text_format(buf, cap, i18n_cli(lang, CT_ACTION_PROPOSE, 1), GAME_PROPOSALS);
    } else {
        text_format(buf, cap, i18n_cli(lang, CT_ACTION_UNKNOWN, 1), w);
    }
}

/* w starts with a move number of nl bytes ("1.", "1.h8": text_move_number): whether it
 * counts right before g's next action; when not, said on errors. */
static bool move_number_fits(const Game *g, const char *w, size_t nl, long number,
                             TextMoveNumbers *numbers, Lang lang, FILE *errors)
{
    long want = 0;
    if (text_move_number_fits(numbers, number, g->nactions, &want)) {
        return true;
    }
    char token[16];
    snprintf(token, sizeof token, "%.*s", (int)(nl < 15 ? nl : 15), w);
    cli_error_to(errors, i18n_cli(lang, CT_MOVE_NUMBER, want), token, want);
    return false;
}

bool cli_play_words(Game *g, int n, char *const *words, FILE *errors)
{
    Lang lang = errors_lang(errors);
    int i = 0;
    /* Move numbers ("1. h8 2. h9", "1.h8", "1. h8 h9 2. i8 j7", as our records and forums
     * write them) are skipped when they count right: the words are read from a copy, the
     * move glued after a number's dot in the number's place. */
    char **w = malloc((n > 0 ? (size_t)n : 1) * sizeof *w);
    if (!w) {
        cli_error_to(errors, "%s", i18n_cli(lang, CT_OUT_OF_MEMORY, 1));
        return false;
    }
    memcpy(w, words, (size_t)n * sizeof *w);
    TextMoveNumbers numbers = {0};
    bool ok = true;
    for (int number = 1; i < n && ok; number++) {
        Action a;
        GameError gerr;
        char why[256];
        long written = 0;
        size_t nl = text_move_number(w[i], strlen(w[i]), &written);
        if (nl > 0) {
            ok = move_number_fits(g, w[i], nl, written, &numbers, lang, errors);
            number--;
            if (w[i][nl] != '\0') {
                w[i] += nl; /* "1.h8": h8 read next */
            } else {
                i++;
            }
            continue;
        }
        int used = game_action_read(w + i, n - i, g->board.size, &a, &gerr);
        if (used == 0) {
            unread_action(lang, w[i], &gerr, why, sizeof why);
            cli_error_to(errors, i18n_cli(lang, CT_ACTION_BAD, 1), number, why);
            ok = false;
        } else if (i += used, !game_apply(g, &a, &gerr)) {
            char text[160];
            game_action_format(&a, text, sizeof text);
            cli_refusal(lang, &gerr, why, sizeof why);
            cli_error_to(errors, i18n_cli(lang, CT_ACTION_REFUSED, 1), number, text, why);
            ok = false;
        }
    }
    free(w);
    return ok;
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
    Lang lang = errors_lang(errors);
    bool lists = false;
    for (int i = 0; i < n; i++) {
        lists = lists || strchr(words[i], '=') != NULL;
    }
    if (lists) {
        char text[65536];
        PositionError perr;
        if (!cli_join(n, words, text, sizeof text)) {
            cli_error_to(errors, "%s", i18n_cli(lang, CT_POSITION_TOO_LONG, 1));
            return false;
        }
        if (!position_parse_why(text, strlen(text), rs->board_size, b, &perr)) {
            cli_error_position(lang, errors, &perr);
            return false;
        }
        return true;
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        cli_error_to(errors, "%s", i18n_cli(lang, CT_OUT_OF_MEMORY, 1));
        return false;
    }
    game_init(g, rs, OPENING_FREE);
    bool ok = cli_play_words(g, n, words, errors);
    if (ok) {
        *b = g->board;
        if (over) {
            *over = game_over(g);
        }
        if (result && cap && lang == LANG_EN) {
            game_result_text(g, result, cap);
        } else if (result && cap) {
            i18n_result(lang, g, result, cap);
        }
    }
    free(g);
    return ok;
}

char *cli_read_stdin(size_t max, size_t *len)
{
    size_t cap = 65536;
    size_t n = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        if (n == cap) {
            if (cap > max) {
                cli_error(cli_t(CT_STDIN_TOO_LARGE), STDIN_NAME, (unsigned long long)max);
                free(buf);
                return NULL;
            }
            char *more = realloc(buf, 2 * cap + 1);
            if (!more) {
                break;
            }
            buf = more;
            cap *= 2;
        }
        errno = 0;
        size_t got = fread(buf + n, 1, cap - n, stdin);
        n += got;
        if (got == 0 && ferror(stdin)) {
            char why[128];
            cli_os_reason(messages_lang, errno ? errno : EIO, why, sizeof why);
            cli_error(cli_t(CT_READ_ERROR_WHY), STDIN_NAME, why);
            free(buf);
            return NULL;
        }
        if (got == 0) {
            if (n > max) {
                cli_error(cli_t(CT_STDIN_TOO_LARGE), STDIN_NAME, (unsigned long long)max);
                free(buf);
                return NULL;
            }
            buf[n] = '\0';
            *len = n;
            return buf;
        }
    }
    free(buf);
    cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
    return NULL;
}

long cli_read_line(FILE *f, char *line, size_t cap, int *os)
{
    size_t n = 0;
    errno = 0;
    int c = getc(f);
    if (c == EOF) {
        *os = errno;
        return CLI_LINE_END;
    }
    for (; c != EOF && c != '\n'; c = getc(f)) {
        if (n + 1 >= cap) {
            return CLI_LINE_TOO_LONG;
        }
        line[n++] = (char)c;
    }
    *os = errno;
    line[n] = '\0';
    return (long)n;
}

long cli_text_line(FILE *f, const char *path, int *lineno, char *line, size_t cap)
{
    int os = 0;
    long n = cli_read_line(f, line, cap, &os);
    if (n == CLI_LINE_END) {
        return n;
    }
    *lineno += 1;
    if (n == CLI_LINE_TOO_LONG) {
        cli_error(cli_t(CT_LINE_TOO_LONG), path, *lineno, (int)cap - 1);
        return CLI_LINE_BAD;
    }
    if (memchr(line, '\0', (size_t)n)) {
        cli_error(cli_t(CT_LINE_NUL), path, *lineno);
        return CLI_LINE_BAD;
    }
    if (n > 0 && line[n - 1] == '\r') {
        line[--n] = '\0';
    }
    return n;
}

FILE *cli_open_input(const char *path, CliText what)
{
    /* As the records are opened: never waiting on a named pipe, never reading a device. */
    RecordError err;
    int fd = record_open_regular(path, &err);
    if (fd < 0) {
        char os[128];
        cli_os_reason(messages_lang, err.os, os, sizeof os);
        if (err.reason == RECORD_R_CANNOT_OPEN) {
            cli_error("%s: %s", path, os);
        } else if (err.reason == RECORD_R_IS_DIRECTORY) {
            cli_error(cli_t(CT_IS_DIRECTORY_NOT), path, cli_t(what));
        } else {
            cli_error_record(&err);
        }
        return NULL;
    }
    FILE *f = fdopen(fd, "r");
    if (!f) {
        char os[128];
        cli_os_reason(messages_lang, errno, os, sizeof os);
        cli_error("%s: %s", path, os);
        close(fd);
    }
    return f;
}

bool cli_checked_pass(FILE *f, const char *path, int bad, CliText noun)
{
    if (ferror(f)) {
        cli_error(cli_t(CT_READ_ERROR), path);
    } else if (bad) {
        cli_error(cli_nt(noun, bad), path, bad);
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
    cli_error(cli_t(CT_FIXTURE_MISSING), name, option);
    return false;
}

int cli_output_check(const char *command, const char *in, bool in_with_force, const char *out,
                     bool force, RecordWrite *how)
{
    struct stat a;
    struct stat b;
    size_t n = strlen(out);
    if ((stat(out, &b) == 0 && S_ISDIR(b.st_mode)) || (n > 0 && out[n - 1] == '/')) {
        cli_error(cli_t(CT_OUT_IS_FOLDER), out, command, out,
                  n > 0 && out[n - 1] == '/' ? "" : "/");
        return CLI_BAD_INPUT; /* a bad file, as an unknown ending is */
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
            cli_error(cli_t(missing ? CT_OUT_FOLDER_MISSING : CT_OUT_FOLDER_NOT_FOLDER), out, dir);
            return CLI_BAD_INPUT;
        }
    }
    if (in && stat(in, &a) == 0 && stat(out, &b) == 0 && a.st_dev == b.st_dev &&
        a.st_ino == b.st_ino) {
        cli_error(cli_t(in_with_force ? CT_SAME_FILE_FORCE : CT_SAME_FILE), in, out, command);
        return CLI_BAD_INPUT;
    }
    *how = force ? RECORD_WRITE_REPLACE : RECORD_WRITE_NEW;
    return CLI_OK;
}

void cli_output_error(const char *command, const char *out, const RecordError *err)
{
    if (err->reason == RECORD_R_APPEARED) {
        cli_error(cli_t(CT_OUT_EXISTS), out, command);
    } else {
        cli_error_record(err);
    }
}

void cli_output_failed(int os)
{
    char why[128];
    cli_os_reason(messages_lang, os, why, sizeof why);
    cli_error(cli_t(CT_CANNOT_WRITE_OUTPUT), why);
}

void cli_error_position(Lang lang, FILE *errors, const PositionError *e)
{
    char why[256];
    if (lang == LANG_EN) {
        position_error_format(e, why, sizeof why);
    } else {
        i18n_position_error(lang, e, why, sizeof why);
    }
    cli_error_to(errors, "%s", why);
}

bool cli_write_output(const void *data, size_t n)
{
    errno = 0;
    if (fwrite(data, 1, n, stdout) == n) {
        return true;
    }
    /* Said here, with its reason: once the stream has failed, a later flush has no errno
     * left to tell (a large output to a full disk said "Input/output error"). */
    cli_output_failed(errno ? errno : EIO);
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
    cli_output_failed(stdout_errno ? stdout_errno : err ? err : EIO);
    return status == CLI_OK ? CLI_BAD_INPUT : status;
}

/* Renju - MIT licence, see LICENSE.
 *
 * renju: the game window.
 *
 *   renju [[--load] FILE] [--lang CODE] [--rule NAME] [--size WxH]
 *   renju --screenshot FILE.png [--load FILE] [--lang CODE] [--rule NAME] [--size WxH]
 *         [--numbers]
 *   renju --help | --version
 *   renju --bench-first-frame [--load FILE] [--size WxH]
 *
 * FILE is a game record in any of the formats of README.md (.renju .txt .psq .lib .sgf
 * .moves), or, when no file has that name, a move list "h8 i9 h9 ..." (a RenLib library larger
 * than a game holds opens in the library view; a file that does not load is said on stderr and
 * in the window, which opens on the game before); without it the window resumes the game in
 * progress (the autosave). With --rule a record that names no rule is read
 * under it (one that names its rule keeps its own, and says so). --screenshot renders the board to
 * a PNG offscreen, without opening a window; it writes only a name ending in .png and replaces only
 * a PNG. --bench-first-frame opens the window, prints how many milliseconds after start its first
 * frame was presented, and quits (tools/bench_first_frame.sh).
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "ai.h"
#include "layout.h"
#include "renju_types.h"
#include "ui.h"
#include "version.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: renju [[--load] FILE] [--lang en|uk|ru|bg] [--rule NAME] [--size WxH]\n"
            "       renju --screenshot FILE.png [--load FILE] [--lang CODE] [--rule NAME]"
            " [--size WxH] [--numbers]\n"
            "       renju --help | --version\n"
            "       renju --bench-first-frame [--load FILE] [--size WxH]\n"
            "FILE: a game record (.renju .txt .psq .lib .sgf .moves), a RIF database (.rif:\n"
            "its first game) or, when no file has that name, a move list such as \"h8 i9 h9\";\n"
            "a RenLib .lib too large for a game opens in the library view. Rules: renju,\n"
            "gomoku, gomoku-exact, gomoku-forbidden-centre, gomoku-common-centre,\n"
            "anti-renju, old-renju, gomokunarabe, pente.\n");
}

/* Can --screenshot write to path? Its name must end in .png (any case) and a file already
 * there must be a PNG (its signature): a game record is never replaced by a picture.
 * Says why not on stderr. */
static bool screenshot_target_ok(const char *path)
{
    size_t n = strlen(path);
    if (n < 4 || strcasecmp(path + n - 4, ".png") != 0) {
        fprintf(stderr, "renju: --screenshot writes a PNG: '%s' does not end in .png\n", path);
        return false;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        return true; /* nothing there to lose (or the save says why it cannot write) */
    }
    static const unsigned char SIGNATURE[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    unsigned char head[8];
    bool png = fread(head, 1, sizeof head, f) == sizeof head &&
               memcmp(head, SIGNATURE, sizeof head) == 0;
    fclose(f);
    if (!png) {
        fprintf(stderr, "renju: --screenshot: '%s' exists and is not a PNG; not replaced\n", path);
    }
    return png;
}

int main(int argc, char **argv)
{
    UiOptions opt;
    memset(&opt, 0, sizeof opt);
    opt.started_ns = ai_now_ns();
    renju_init();
    /* Past a file-size limit (ulimit -f) a write fails with EFBIG, which the atomic save
     * handles (its temporary file removed, the file kept), instead of killing the program
     * in the middle with the temporary file left behind. */
    signal(SIGXFSZ, SIG_IGN);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool has_value = i + 1 < argc;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            printf("renju %s\n", RENJU_VERSION);
            return 0;
        } else if (strcmp(a, "--screenshot") == 0 && has_value) {
            opt.screenshot = argv[++i];
        } else if (strcmp(a, "--load") == 0 && has_value) {
            opt.load = argv[++i];
        } else if (a[0] != '-' && !opt.load) {
            opt.load = a; /* renju FILE: as --load FILE (a file manager's "Open with") */
        } else if (strcmp(a, "--rule") == 0 && has_value) {
            opt.rule = argv[++i];
        } else if (strcmp(a, "--lang") == 0 && has_value) {
            opt.lang = argv[++i];
        } else if (strcmp(a, "--bench-first-frame") == 0) {
            opt.bench_first_frame = true;
        } else if (strcmp(a, "--numbers") == 0) {
            opt.numbers = true;
        } else if (strcmp(a, "--size") == 0 && has_value) {
            if (sscanf(argv[++i], "%dx%d", &opt.width, &opt.height) != 2 || opt.width < 200 ||
                opt.height < 200 || opt.width > 10000 || opt.height > 10000) {
                fprintf(stderr, "renju: --size wants WxH, e.g. 1280x800 (200..10000)\n");
                return 2;
            }
        } else {
            fprintf(stderr, "renju: unknown or incomplete option '%s'\n", a);
            usage(stderr);
            return 2;
        }
    }
    if (opt.screenshot && !screenshot_target_ok(opt.screenshot)) {
        return 2;
    }
    /* The window is laid out for its least size and up (a screen smaller still gets what
     * fits it); a picture smaller than that would show a layout nobody sees. */
    if (opt.screenshot && opt.width > 0 &&
        (opt.width < LAYOUT_MIN_W || opt.height < LAYOUT_MIN_H)) {
        fprintf(stderr, "renju: --screenshot --size %dx%d: a picture is at least %dx%d\n",
                opt.width, opt.height, LAYOUT_MIN_W, LAYOUT_MIN_H);
        return 2;
    }
    return ui_main(&opt);
}

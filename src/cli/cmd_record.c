/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli convert and export-text: game records between formats. The input is read and
 * replayed completely before anything is written, and the output replaces its file
 * atomically, so a bad input never leaves an output file behind.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "record.h"

/* Reads "--rule NAME" options; returns the index of the first other argument, or -1
 * after printing an error. */
static int record_options(int argc, char **argv, const RuleSet **rules)
{
    int i = 0;
    *rules = rules_get(RULE_RENJU);
    while (i < argc && strncmp(argv[i], "--", 2) == 0) {
        if (strcmp(argv[i], "--rule") == 0 && i + 1 < argc) {
            *rules = rules_find(argv[i + 1]);
            if (!*rules) {
                fprintf(stderr, "error: unknown rule set '%s'\n", argv[i + 1]);
                return -1;
            }
            i += 2;
        } else {
            fprintf(stderr, "error: unknown option '%s'\n", argv[i]);
            return -1;
        }
    }
    return i;
}

/* Loads path into a malloc'd game (extension first, then content); NULL after printing
 * "error: ...". */
static Game *load_game(const char *path, const RuleSet *rules, RecordInfo *info)
{
    Game *g = malloc(sizeof *g);
    RecordError err;
    if (!g) {
        fprintf(stderr, "error: out of memory\n");
        return NULL;
    }
    if (!record_load_file(path, RECORD_AUTO, rules, g, info, &err)) {
        fprintf(stderr, "error: %s\n", err.msg);
        free(g);
        return NULL;
    }
    return g;
}

int cli_convert(int argc, char **argv)
{
    const RuleSet *rules = NULL;
    int i = record_options(argc, argv, &rules);
    if (i < 0) {
        return 2;
    }
    if (argc - i != 2) {
        fprintf(stderr, "usage: renju-cli convert [--rule NAME] IN OUT\n");
        return 2;
    }
    const char *in = argv[i];
    const char *out = argv[i + 1];
    RecordFormat fmt = record_format_from_path(out);
    if (fmt == RECORD_AUTO) {
        fprintf(stderr, "error: %s: unknown extension (.renju .txt .psq .lib .sgf .moves)\n", out);
        return 2;
    }
    RecordInfo info;
    Game *g = load_game(in, rules, &info);
    if (!g) {
        return 1;
    }
    RecordError err;
    bool ok = record_save_file(out, fmt, g, &info, &err);
    if (ok) {
        printf("%s -> %s (%s, %d moves)\n", in, out, record_format_name(fmt), g->board.ply);
    } else {
        fprintf(stderr, "error: %s\n", err.msg);
    }
    free(g);
    return ok ? 0 : 1;
}

int cli_export_text(int argc, char **argv)
{
    const RuleSet *rules = NULL;
    int i = record_options(argc, argv, &rules);
    if (i < 0) {
        return 2;
    }
    if (argc - i != 1) {
        fprintf(stderr, "usage: renju-cli export-text [--rule NAME] IN\n");
        return 2;
    }
    RecordInfo info;
    Game *g = load_game(argv[i], rules, &info);
    if (!g) {
        return 1;
    }
    size_t n = record_format(g, &info, RECORD_TEXT, NULL, 0);
    char *buf = malloc(n + 1);
    if (buf) {
        record_format(g, &info, RECORD_TEXT, buf, n + 1);
        fwrite(buf, 1, n, stdout);
    }
    free(buf);
    free(g);
    return buf ? 0 : 1;
}

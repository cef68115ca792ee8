/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli library FILE --find TEXT: every position of an opening library (.lib) or of
 * a game record's lines (.sgf, .renju: its review tree) whose comment or board text holds
 * TEXT, case folded for Latin and Cyrillic (notefind.h): a line each, the moves that lead
 * there ("-" for the empty board), a tab, the comment's first line that holds it (or the
 * board text); then how many were found.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "notefind.h"
#include "text.h"

/* FOUND_MAX: the library's hits listed; TEXT_CAP: the bytes of a comment's line shown, the
 * longest a comment can be (a line longer is cut there). */
enum { FOUND_MAX = 1 << 20, TEXT_CAP = REVIEW_NOTE_BYTES + LIBRARY_TEXT_MAX + 1 };

/* The first line of text that holds f's text (or text's first line) into out. */
static void matching_line(const NoteFind *f, const char *text, char *out, size_t cap)
{
    const char *line = text;
    const char *first = NULL;
    size_t first_n = 0;
    while (line) {
        const char *nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) : strlen(line);
        if (!first) {
            first = line;
            first_n = n;
        }
        char *one = malloc(n + 1);
        if (one) {
            memcpy(one, line, n);
            one[n] = '\0';
        }
        bool in = one && notefind_in(f, one);
        free(one);
        if (in) {
            snprintf(out, cap, "%.*s", (int)n, line);
            return;
        }
        line = nl ? nl + 1 : NULL;
    }
    snprintf(out, cap, "%.*s", (int)first_n, first ? first : "");
}

static void found_line(const Pos *moves, int n, const char *text)
{
    char line[8192];
    size_t len = 0;
    line[0] = '\0';
    for (int i = 0; i < n; i++) {
        char pt[8];
        board_format_point(moves[i], pt, sizeof pt);
        text_append(line, sizeof line, &len, "%s%s", i ? " " : "",
                    moves[i] == POS_PASS ? "pass" : pt);
    }
    size_t cap = 4 * strlen(text) + 1; /* an escape takes at most four bytes a byte */
    char *esc = malloc(cap);
    if (esc) {
        cli_escape(text, esc, cap);
    }
    printf("%s\t%s\n", n > 0 ? line : "-", esc ? esc : text);
    free(esc);
}

static int find_in_library(const char *path, const NoteFind *f, int *count)
{
    RecordError err;
    Library *lib = library_read_file(path, &err);
    int *nodes = lib ? malloc(FOUND_MAX * sizeof *nodes) : NULL;
    Pos *moves = nodes ? malloc((LIBRARY_MAX_DEPTH + 1) * sizeof *moves) : NULL;
    if (!moves) {
        if (lib) {
            cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        } else {
            cli_error_record(&err);
        }
        free(nodes);
        library_free(lib);
        return CLI_BAD_INPUT;
    }
    int found = notefind_library(lib, f, nodes, FOUND_MAX);
    for (int i = 0; i < found && i < FOUND_MAX; i++) {
        LibraryReach r = {nodes[i], 0, TURN_NONE};
        int n = library_reach_line(lib, &r, moves, LIBRARY_MAX_DEPTH + 1);
        const char *note = library_node_text(lib, nodes[i], false);
        char text[TEXT_CAP];
        if (notefind_in(f, note)) {
            matching_line(f, note, text, sizeof text);
        } else {
            snprintf(text, sizeof text, "%s", library_node_text(lib, nodes[i], true));
        }
        found_line(moves, n < LIBRARY_MAX_DEPTH + 1 ? n : LIBRARY_MAX_DEPTH + 1, text);
    }
    *count = found;
    free(moves);
    free(nodes);
    library_free(lib);
    return CLI_OK;
}

static int find_in_record(const char *path, const NoteFind *f, int *count)
{
    Game *g = malloc(sizeof *g);
    Review *r = g ? review_new() : NULL;
    RecordInfo *info = r ? malloc(sizeof *info) : NULL;
    RecordError err;
    int st = CLI_OK;
    if (!info) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        st = CLI_BAD_INPUT;
    } else if (!record_load_file_game(path, NULL, 1, g, r, info, &err)) {
        cli_error_record(&err);
        st = CLI_BAD_INPUT;
    }
    /* Sized by the tree: as many hits as nodes, a line as long as the tree. */
    int *nodes = st == CLI_OK ? malloc((size_t)r->count * sizeof *nodes) : NULL;
    Pos *moves = nodes ? malloc((size_t)r->count * sizeof *moves) : NULL;
    char *text = moves ? malloc(TEXT_CAP) : NULL;
    if (st == CLI_OK && !text) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        st = CLI_BAD_INPUT;
    }
    int found = st == CLI_OK ? notefind_review(r, f, nodes, r->count) : 0;
    for (int i = 0; i < found; i++) {
        int n = 0;
        for (int k = nodes[i]; k > 0; k = r->nodes[k].parent) {
            const Action *a = &r->nodes[k].action;
            n += a->kind == ACTION_MOVE || a->kind == ACTION_PASS;
        }
        int at = n;
        for (int k = nodes[i]; k > 0; k = r->nodes[k].parent) {
            const Action *a = &r->nodes[k].action;
            if (a->kind == ACTION_MOVE || a->kind == ACTION_PASS) {
                moves[--at] = a->kind == ACTION_PASS ? POS_PASS : a->pos;
            }
        }
        const ReviewNode *nd = &r->nodes[nodes[i]];
        text[0] = '\0';
        if (notefind_in(f, nd->note)) {
            matching_line(f, nd->note, text, TEXT_CAP);
        } else {
            for (int m = 0; m < nd->nmarks; m++) {
                if (notefind_in(f, nd->marks[m].text)) {
                    char pt[8];
                    board_format_point(nd->marks[m].pos, pt, sizeof pt);
                    snprintf(text, TEXT_CAP, "%s: %s", pt, nd->marks[m].text);
                    break;
                }
            }
        }
        found_line(moves, n, text);
    }
    *count = found;
    free(text);
    free(moves);
    free(nodes);
    free(info);
    review_free(r);
    free(g);
    return st;
}

int cli_library_find(const char *path, const char *text)
{
    NoteFind *f = malloc(sizeof *f);
    if (!f) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        return CLI_BAD_INPUT;
    }
    if (!notefind_init(f, text)) {
        free(f);
        cli_error("%s", cli_t(CT_FIND_NOTHING));
        return CLI_USAGE;
    }
    int count = 0;
    int st = record_format_from_path(path) == RECORD_LIB ? find_in_library(path, f, &count)
                                                         : find_in_record(path, f, &count);
    if (st == CLI_OK) {
        printf(cli_rnt(CT_FIND_FOUND, count), count);
    }
    free(f);
    return st;
}

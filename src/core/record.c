/* Renju - MIT licence, see LICENSE.
 *
 * Game records on memory buffers: format detection, the entry points of record.h and what
 * the five formats share (record_parse.h). Every parser feeds its actions one by one
 * through rec_apply(), which replays them with game_apply() on a private scratch game, so
 * the rules decide what is legal and an error can name the line or byte where the bad
 * action stands. The caller's Game is written only after the whole record parsed. Each
 * format's parser and writer has its own file: record_text.c, record_psq.c, record_lib.c,
 * record_sgf.c, record_moves.c.
 */
#include "record_parse.h"

#include "lib_tree.h"
#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Names and detection ----------------------------------------------------------- */

static const char *const FORMAT_NAMES[RECORD_FORMAT_COUNT] = {"text", "psq", "lib", "sgf", "moves"};

const char *record_format_name(RecordFormat f)
{
    return (unsigned)f < RECORD_FORMAT_COUNT ? FORMAT_NAMES[f] : "auto";
}

/* Case-insensitive: does text (n bytes) equal word? */
bool rec_word_is(const char *text, size_t n, const char *word)
{
    size_t wn = strlen(word);
    if (n != wn) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        if (rec_lower(text[i]) != word[i]) {
            return false;
        }
    }
    return true;
}

bool rec_starts_with(const char *data, size_t len, const char *prefix)
{
    size_t n = strlen(prefix);
    return len >= n && memcmp(data, prefix, n) == 0;
}

RecordFormat record_format_from_path(const char *path)
{
    static const struct {
        const char *ext;
        RecordFormat format;
    } EXTS[] = {{".renju", RECORD_TEXT}, {".txt", RECORD_TEXT}, {".psq", RECORD_PSQ},
                {".lib", RECORD_LIB},    {".sgf", RECORD_SGF},  {".moves", RECORD_MOVES}};
    const char *dot = strrchr(path, '.');
    const char *slash = strrchr(path, '/');
    if (!dot || (slash && dot < slash)) {
        return RECORD_AUTO;
    }
    for (size_t i = 0; i < sizeof EXTS / sizeof EXTS[0]; i++) {
        if (rec_word_is(dot, strlen(dot), EXTS[i].ext)) {
            return EXTS[i].format;
        }
    }
    return RECORD_AUTO;
}

const unsigned char REC_LIB_MAGIC[8] = {0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF};

RecordFormat record_detect(const char *data, size_t len)
{
    if (len >= sizeof REC_LIB_MAGIC && memcmp(data, REC_LIB_MAGIC, sizeof REC_LIB_MAGIC) == 0) {
        return RECORD_LIB;
    }
    size_t i = 0;
    if (rec_starts_with(data, len, "\xEF\xBB\xBF")) { /* UTF-8 byte order mark */
        i = 3;
    }
    /* Our records may start with comment lines. */
    while (i < len) {
        while (i < len && rec_is_space(data[i])) {
            i++;
        }
        if (i < len && data[i] == '#') {
            while (i < len && data[i] != '\n') {
                i++;
            }
            continue;
        }
        break;
    }
    if (rec_starts_with(data + i, len - i, "(;")) {
        return RECORD_SGF;
    }
    if (rec_starts_with(data + i, len - i, "Piskvorky")) {
        return RECORD_PSQ;
    }
    if (rec_starts_with(data + i, len - i, TEXT_MAGIC)) {
        return RECORD_TEXT;
    }
    return RECORD_MOVES;
}

/* ---- The parser context and its replay --------------------------------------------- */

bool rec_tree_full(Parser *p)
{
    if (!review_full(p->tree)) {
        return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    }
    return rec_fail(p, RECORD_R_LINES_TOO_MANY, NULL, 0, REC_NUMS(REVIEW_MAX_NODES - 1));
}

bool rec_fail(Parser *p, RecordReason r, const char *tok, size_t toklen, const long *nums)
{
    RecordError *e = p->err;
    if (!e) {
        return false;
    }
    memset(e, 0, sizeof *e);
    e->reason = r;
    e->line = p->line;
    e->offset = p->offset;
    e->move = p->move;
    e->refusal.kind = GAME_ERR_NONE;
    rec_token(e, tok, toklen);
    for (int i = 0; nums && i < RECORD_NUMS; i++) {
        e->num[i] = nums[i];
    }
    record_error_finish(e);
    return false;
}

void rec_start(Parser *p)
{
    if (!p->started) {
        game_init(p->g, p->rules, p->opening);
        p->started = true;
    }
}

int rec_board_size(const Parser *p) { return p->rules->board_size; }

/* The number the next action will have in the record (the game may not be started yet):
 * the moves after a foul or a five, counted and left out, count too (a numbered list that
 * goes past the game's end counts right, audit 31b A1). */
int rec_next_number(const Parser *p)
{
    return p->started ? p->g->nactions + p->info.foul_after + p->info.five_after + 1 : 1;
}

/* Replays one action; on failure the message names the action and the rules' reason. */
bool rec_apply(Parser *p, const Action *a)
{
    rec_start(p);
    GameError ge;
    p->move = p->g->nactions + 1;
    if (game_apply(p->g, a, &ge)) {
        p->move = 0;
        return true;
    }
    char text[160];
    game_action_format(a, text, sizeof text);
    rec_fail(p, RECORD_R_REFUSED, text, REC_TOKEN_ALL, NULL);
    if (p->err) {
        p->err->refusal = ge;
        record_error_finish(p->err);
    }
    return false;
}

/* For the formats that hold only stones. They say nothing of an opening rule: a game
 * that starts on the centre is read under the free opening, any other under Swap2, whose
 * first three stones go anywhere (its fourth stone then keeps the colours, so the stones
 * alone replay). */
void rec_choose_opening(Parser *p, Pos first)
{
    int size = rec_board_size(p);
    if (!p->started && first != pos_from_xy(size / 2, size / 2)) {
        p->opening = OPENING_SWAP2;
    }
}

bool rec_apply_stone(Parser *p, Pos pos, int32_t time_ms)
{
    if (p->info.foul_move > 0) { /* the game ended on a foul: the rest is counted */
        p->info.foul_after++;
        return true;
    }
    if (p->started && game_over(p->g) && p->g->reason == REASON_FIVE) {
        /* A five ended it, as the foul above: the rest is counted, left out and said
         * (it was refused, "the game is over", audit 23 B5). */
        p->info.five_move = p->info.five_after++ == 0 ? p->g->nactions : p->info.five_move;
        return true;
    }
    rec_choose_opening(p, pos);
    rec_start(p);
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = pos == POS_PASS ? ACTION_PASS : ACTION_MOVE;
    /* Taraguchi-10 B, Soosorv-8: White's pick of the proposed fifth moves is that stone */
    a.kind = a.kind == ACTION_MOVE && p->g->phase == PHASE_CHOOSE ? ACTION_CHOOSE : a.kind;
    a.pos = pos;
    a.time_ms = time_ms;
    GameError ge;
    if (a.kind == ACTION_MOVE && !game_move_is_legal(p->g, pos, &ge) &&
        ge.kind == GAME_ERR_FORBIDDEN && ge.colour == STONE_BLACK) {
        /* Black's foul ends the game there (White wins), as in a renju game. */
        a.foul = true;
        p->info.foul_move = p->g->nactions + 1;
        p->info.foul_verdict = ge.verdict;
    }
    return rec_apply(p, &a);
}

/* Copies text (n bytes) into a RECORD_NAME_MAX field: control characters become spaces,
 * bytes that are not UTF-8 (names from other programs' files) become '?', and the copy
 * is cut at a character boundary when too long, so the field is always UTF-8. */
void rec_copy_name(char dst[RECORD_NAME_MAX], const char *text, size_t n)
{
    size_t k = 0;
    size_t i = 0;
    while (i < n) {
        size_t len = text_utf8_char(text + i, n - i);
        if (k + (len ? len : 1) > RECORD_NAME_MAX - 1) {
            break;
        }
        unsigned char c = (unsigned char)text[i];
        if (len == 0) {
            dst[k++] = '?';
            i++;
        } else if (len == 1) {
            dst[k++] = c < 0x20 || c == 0x7F ? ' ' : (char)c;
            i++;
        } else {
            memcpy(dst + k, text + i, len);
            k += len;
            i += len;
        }
    }
    dst[k] = '\0';
}

size_t rec_utf8_uncut(const char *s, size_t n)
{
    for (size_t k = 1; k <= 3 && k <= n; k++) { /* a lead byte, then fewer than it needs */
        unsigned char c = (unsigned char)s[n - k];
        if (c >= 0xC0) {
            return !text_utf8_valid(s, n) && text_utf8_valid(s, n - k) ? n - k : n;
        }
        if (c < 0x80) {
            break;
        }
    }
    return n;
}

size_t rec_text_utf8(Parser *p, const char *s, size_t n, int cs, char *out)
{
    LibCharset c = (LibCharset)cs;
    if (cs <= LIB_UTF8) { /* none named: UTF-8 when it is, else the file's page (its words) */
        LibEvidence ev = {0, 0, 0, 0, 0};
        lib_evidence_add(&ev, (const unsigned char *)s, n);
        LibCharset file = p->info.charset_read > LIB_UTF8 ? (LibCharset)p->info.charset_read
                                                          : lib_evidence_charset(&ev, false);
        c = file == LIB_KOI8R && !text_utf8_valid(s, n)
                ? file
                : lib_text_charset((const unsigned char *)s, n, file);
    }
    bool unread = false;
    size_t len = lib_text_decode_in((const unsigned char *)s, n, c, out, &unread);
    p->info.texts_unread += unread;
    return len;
}

void rec_copy_text(Parser *p, char dst[RECORD_NAME_MAX], const char *text, size_t n, int cs)
{
    char utf8[3 * RECORD_NAME_MAX + 1];
    size_t take = n < RECORD_NAME_MAX ? n : RECORD_NAME_MAX; /* the field holds no more */
    if (cs <= LIB_UTF8 && text_utf8_valid(text, n)) {
        rec_copy_name(dst, text, n);
        return;
    }
    rec_copy_name(dst, utf8, rec_text_utf8(p, text, take, cs, utf8));
}

/* ---- Lines ------------------------------------------------------------------------- */

/* The line starting at offset `at`, trimmed of blanks and the line end. */
static Line line_at(const char *data, size_t len, size_t at)
{
    size_t end = at;
    while (end < len && data[end] != '\n') {
        end++;
    }
    Line l;
    l.next = end < len ? end + 1 : end;
    size_t b = at;
    while (b < end && rec_is_space(data[b])) {
        b++;
    }
    size_t e = end;
    while (e > b && rec_is_space(data[e - 1])) {
        e--;
    }
    l.s = data + b;
    l.n = e - b;
    l.offset = (long)b;
    return l;
}

/* Refuses control bytes (other than tab) and NULs in a text line. */
static bool check_line_bytes(Parser *p, const Line *l)
{
    for (size_t i = 0; i < l->n; i++) {
        unsigned char c = (unsigned char)l->s[i];
        if ((c < 0x20 && c != '\t') || c == 0x7F) {
            return rec_fail(p, RECORD_R_CONTROL_BYTE, NULL, 0, REC_NUMS(c));
        }
    }
    return true;
}

LineReader rec_lines(const Parser *p)
{
    LineReader r = {rec_starts_with(p->data, p->len, "\xEF\xBB\xBF") ? 3 : 0, 0, false};
    return r;
}

bool rec_next_line(Parser *p, LineReader *r, Line *l)
{
    if (r->at >= p->len) {
        return false;
    }
    *l = line_at(p->data, p->len, r->at);
    r->at = l->next;
    p->line = ++r->line_no;
    r->bad = !check_line_bytes(p, l);
    return !r->bad;
}

/* Reads a decimal number of at most max_digits digits at *i; false when none. */
bool rec_read_uint(const char *s, size_t n, size_t *i, int max_digits, long *out)
{
    long v = 0;
    int digits = 0;
    while (*i < n && rec_is_digit(s[*i])) {
        if (++digits > max_digits) {
            return false;
        }
        v = v * 10 + (s[*i] - '0');
        (*i)++;
    }
    *out = v;
    return digits > 0;
}

void rec_skip_blanks(const char *s, size_t n, size_t *i)
{
    while (*i < n && (s[*i] == ' ' || s[*i] == '\t')) {
        (*i)++;
    }
}

/* ---- Output ------------------------------------------------------------------------ */

void rec_out_bytes(Out *o, const void *data, size_t n)
{
    const char *s = data;
    for (size_t i = 0; i < n; i++) {
        if (o->len + i < o->cap) {
            o->buf[o->len + i] = s[i];
        }
    }
    o->len += n;
}

void rec_out_printf(Out *o, const char *fmt, ...)
{
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0) {
        rec_out_bytes(o, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
    }
}

/* Writes a name with control characters as spaces (values stay on one line). */
void rec_out_name(Out *o, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        char ch = c < 0x20 || c == 0x7F ? ' ' : *s;
        rec_out_bytes(o, &ch, 1);
    }
}

bool record_sgf_info_add(RecordInfo *info, const char *id, const char *value, size_t n)
{
    char v[RECORD_SGF_VALUE_MAX];
    size_t b = 0;
    while (b < n && rec_is_space(value[b])) {
        b++;
    }
    while (n > b && rec_is_space(value[n - 1])) {
        n--;
    }
    size_t vn = n - b < sizeof v ? n - b : rec_utf8_uncut(value + b, sizeof v - 1);
    for (size_t i = 0; i < vn; i++) { /* one line: a break (or a control byte) a blank */
        unsigned char c = (unsigned char)value[b + i];
        v[i] = c < 0x20 || c == 0x7F ? ' ' : (char)c;
    }
    v[vn] = '\0';
    char have[4];
    for (int k = 0; record_sgf_info_get(info, k, have, NULL, 0); k++) {
        if (strcmp(have, id) == 0) {
            return false; /* the first kept */
        }
    }
    size_t len = strlen(info->sgf_info);
    if (strlen(id) > 3 || len + strlen(id) + 1 + vn + 2 > sizeof info->sgf_info) {
        return false;
    }
    snprintf(info->sgf_info + len, sizeof info->sgf_info - len, "%s %s\n", id, v);
    return true;
}

bool record_sgf_info_get(const RecordInfo *info, int k, char *id, char *value, size_t cap)
{
    const char *at = info->sgf_info;
    for (; k > 0 && *at; k--) {
        const char *nl = strchr(at, '\n');
        at = nl ? nl + 1 : at + strlen(at);
    }
    const char *blank = strchr(at, ' ');
    const char *nl = strchr(at, '\n');
    if (!*at || !blank || !nl || blank > nl || blank - at > 3) {
        return false;
    }
    snprintf(id, 4, "%.*s", (int)(blank - at), at);
    if (value && cap > 0) {
        snprintf(value, cap, "%.*s", (int)(nl - blank - 1), blank + 1);
    }
    return true;
}

uint64_t record_moves_key(const Game *g)
{
    uint64_t h = 1469598103934665603ULL;
    int64_t words[] = {g->rules->id, g->opening, g->board.size, g->setup, g->nactions};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        h = (h ^ (uint64_t)words[i]) * 1099511628211ULL;
    }
    for (int i = 0; i < g->nactions; i++) {
        const Action *a = &g->actions[i];
        int64_t act[] = {a->kind, a->pos, a->colour, a->count, a->nproposals, a->foul, a->placed};
        for (size_t k = 0; k < sizeof act / sizeof act[0]; k++) {
            h = (h ^ (uint64_t)act[k]) * 1099511628211ULL;
        }
        for (int k = 0; k < a->nproposals && k < GAME_PROPOSALS; k++) {
            h = (h ^ (uint64_t)a->proposals[k]) * 1099511628211ULL;
        }
    }
    return h;
}

const char *record_result_kept(const Game *g, const RecordInfo *info)
{
    bool holds = info && info->result_kept[0] && g->result == RESULT_NONE &&
                 info->result_kept_for == record_moves_key(g);
    return holds ? info->result_kept : NULL;
}

bool rec_places_ply(ActionKind k)
{
    return k == ACTION_MOVE || k == ACTION_PASS || k == ACTION_CHOOSE;
}

int record_notes_lost(const Review *lines, RecordFormat fmt)
{
    if (!lines || fmt == RECORD_TEXT || (unsigned)fmt >= RECORD_FORMAT_COUNT) {
        return 0;
    }
    int n = 0;
    for (int k = 0; k < lines->count; k++) {
        /* SGF keeps every one (a decision's on its node: RJA[]); RenLib the game's (its
         * root node's) and those on stones and passes */
        bool kept = fmt == RECORD_SGF ||
                    (fmt == RECORD_LIB && (k == 0 || rec_places_ply(lines->nodes[k].action.kind)));
        n += lines->nodes[k].note[0] && !kept;
    }
    return n;
}

int record_shapes_lost(const Review *lines, RecordFormat fmt, int *marked)
{
    int n = 0, m = 0;
    for (int k = 0;
         lines && fmt != RECORD_TEXT && (unsigned)fmt < RECORD_FORMAT_COUNT && k < lines->count;
         k++) {
        const ReviewNode *nd = &lines->nodes[k];
        bool on_stone = k == 0 || rec_places_ply(nd->action.kind);
        n += fmt == RECORD_SGF ? 0 : nd->nshapes;
        m += nd->marked && !(fmt == RECORD_SGF || (fmt == RECORD_LIB && on_stone));
    }
    if (marked) {
        *marked = m;
    }
    return n;
}

int record_label_marks_lost(const Review *lines, RecordFormat fmt)
{
    int n = 0;
    for (int k = 0; lines && fmt == RECORD_SGF && k < lines->count; k++) {
        for (int m = 0; m < lines->nodes[k].nmarks; m++) {
            n += lines->nodes[k].marks[m].marked;
        }
    }
    return n;
}

int record_letters_lost(const Review *lines, RecordFormat fmt)
{
    int n = 0;
    for (int k = 0;
         lines && fmt != RECORD_TEXT && (unsigned)fmt < RECORD_FORMAT_COUNT && k < lines->count;
         k++) {
        const ReviewNode *nd = &lines->nodes[k];
        bool on_stone = k == 0 || rec_places_ply(nd->action.kind);
        n += fmt == RECORD_SGF || (fmt == RECORD_LIB && on_stone) ? 0 : nd->nmarks;
    }
    return n;
}

#define REC_THROUGH_MAX 64 /* actions without a stone in a row (a swap, proposals) */

int rec_ply_kids(const Review *r, int node, const bool *on_path, int *out, int cap, bool deep)
{
    int through[REC_THROUGH_MAX];
    int depth = 0;
    int n = 0;
    through[depth++] = r->nodes[node].first_child;
    while (depth > 0 && n < cap - 1) {
        int c = through[depth - 1];
        if (c < 0) {
            depth--;
            continue;
        }
        through[depth - 1] = r->nodes[c].next_sibling;
        if (!deep || rec_places_ply(r->nodes[c].action.kind)) {
            out[n++] = c;
        } else if (depth < REC_THROUGH_MAX) {
            through[depth++] = r->nodes[c].first_child;
        }
    }
    if (!on_path[node] || n == 0) {
        return n;
    }
    int own = 0;
    while (own < n && !on_path[out[own]]) {
        own++;
    }
    int first = own < n ? out[own] : REC_GAME_ENDS;
    if (own == n) {
        n++;
    }
    memmove(out + 1, out, (size_t)own * sizeof out[0]);
    out[0] = first;
    return n;
}

int rec_game_path(const Game *g, const Review *lines, int *path)
{
    if (!lines || lines->rules != g->rules || lines->opening != g->opening || lines->count <= 0) {
        return 0;
    }
    int n = 1;
    path[0] = 0;
    for (int i = 0; i < g->nactions; i++) {
        int c = review_child(lines, path[n - 1], &g->actions[i]);
        if (c < 0) {
            break;
        }
        path[n++] = c;
    }
    return n;
}

bool rec_game_is_main(const Review *lines, const int *path, int npath, bool played)
{
    for (int i = 0; i + 1 < npath; i++) {
        if (lines->nodes[path[i]].first_child != path[i + 1] &&
            !(played && lines->nodes[path[i + 1]].here)) {
            return false;
        }
    }
    return true;
}

/* A thinking time as the records hold it: 0..RECORD_TIME_MAX_MS. */
int32_t rec_clamp_time(int32_t ms)
{
    return ms < 0 ? 0 : ms > RECORD_TIME_MAX_MS ? RECORD_TIME_MAX_MS : ms;
}

int record_plies(const Game *g, Pos *pos, int32_t *times, int cap)
{
    const Board *b = &g->board;
    /* Times come from the actions that placed the plies; should their count ever differ
     * from the plies, the mapping is unknown and the times are left 0. */
    int stone_actions = 0;
    for (int i = 0; i < g->nactions; i++) {
        stone_actions += rec_places_ply(g->actions[i].kind);
    }
    int a = 0;
    for (int i = 0; i < b->ply && i < cap; i++) {
        pos[i] = b->history[i].pos;
        if (!times) {
            continue;
        }
        times[i] = 0;
        if (stone_actions == b->ply) {
            while (!rec_places_ply(g->actions[a].kind)) {
                a++;
            }
            times[i] = rec_clamp_time(g->actions[a].time_ms);
            a++;
        }
    }
    return b->ply;
}

/* ---- Entry points ---------------------------------------------------------------------- */

bool record_parse(const char *data, size_t len, RecordFormat fmt, const RuleSet *rules, Game *out,
                  RecordInfo *info, RecordError *err)
{
    return record_parse_lines(data, len, fmt, rules, out, NULL, info, err);
}

/* The game's thinking times onto its path in lines: a reader may give them to the game
 * alone (SGF's BL[] WL[], read after the tree), and a line tried later replays the game
 * from the tree (audit 32a, A2: a side line wiped every clock reading of the game). */
static void game_times_onto_lines(const Game *g, Review *lines)
{
    int *path = malloc(REC_PATH_MAX * sizeof *path);
    int n = path ? rec_game_path(g, lines, path) : 0;
    for (int i = 1; i < n; i++) {
        lines->nodes[path[i]].action.time_ms = g->actions[i - 1].time_ms;
    }
    free(path);
}

bool record_parse_lines(const char *data, size_t len, RecordFormat fmt, const RuleSet *rules,
                        Game *out, Review *lines, RecordInfo *info, RecordError *err)
{
    Parser p;
    memset(&p, 0, sizeof p);
    p.data = data;
    p.len = len;
    p.rules = rules ? rules : rules_get(RULE_RENJU);
    p.opening = OPENING_FREE;
    p.err = err;
    p.offset = -1;
    if (fmt == RECORD_AUTO) {
        fmt = record_detect(data, len);
    }
    p.g = malloc(sizeof *p.g);
    if (!p.g) {
        return rec_fail(&p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    }
    bool ok = false;
    switch (fmt) {
    case RECORD_TEXT: ok = rec_text_parse(&p); break;
    case RECORD_PSQ: ok = rec_psq_parse(&p); break;
    case RECORD_LIB: ok = rec_lib_parse(&p); break;
    case RECORD_SGF: ok = rec_sgf_parse(&p); break;
    case RECORD_MOVES: ok = rec_moves_parse(&p); break;
    default: ok = rec_fail(&p, RECORD_R_UNKNOWN_FORMAT, NULL, 0, NULL); break;
    }
    if (ok) {
        memcpy(out, p.g, sizeof *out);
        /* SGF and RenLib keep the stones after a five as its line (not shown, saved) */
        p.info.five_kept = p.info.five_after > 0 && p.tree && review_kept_moves(p.tree) > 0;
        if (info) {
            *info = p.info;
        }
        if (lines && p.tree) {
            review_swap(lines, p.tree);
            game_times_onto_lines(out, lines);
        } else if (lines && !review_init(lines, out)) {
            ok = rec_fail(&p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
        }
    }
    review_free(p.tree);
    free(p.g);
    return ok;
}

/* Did the parse that failed with a get further into the record than the one with b?
 * (Line, then byte, then action: all attempts read the same data in the same format;
 * a record found cut short was read to its end, though the reason names no line.) */
static bool further(const RecordError *a, const RecordError *b)
{
    bool a_end = a->reason == RECORD_R_PSQ_NO_END || a->reason == RECORD_R_NO_END;
    bool b_end = b->reason == RECORD_R_PSQ_NO_END || b->reason == RECORD_R_NO_END;
    if (a_end != b_end) {
        return a_end;
    }
    if (a->line != b->line) {
        return a->line > b->line;
    }
    if (a->offset != b->offset) {
        return a->offset > b->offset;
    }
    return a->move > b->move;
}

/* Is e about the rule set's board being another size than the record's (a 19x19 record
 * read under a 15x15 set): a reason only for that set, which a set of the record's size
 * reads past? */
static bool board_reason(const RecordError *e)
{
    switch (e->reason) {
    case RECORD_R_WRONG_SIZE:
    case RECORD_R_SGF_WRONG_SIZE:
    case RECORD_R_LIB_SIZE:
    case RECORD_R_NOT_A_POINT:
    case RECORD_R_SGF_OFF_BOARD:
    case RECORD_R_COORD_OFF_BOARD:
    case RECORD_R_XY_OFF_BOARD: return true;
    default: return false;
    }
}

bool record_parse_fitting(const char *data, size_t len, RecordFormat fmt, const RuleSet *asked,
                          Game *g, Review *lines, RecordInfo *info, RecordError *err)
{
    RecordError first; /* the first set's (renju's): the rule the player meant */
    RecordError best;  /* the furthest of the others not about their board's size */
    bool have = false;
    bool have_best = false;
    RecordInfo own;
    info = info ? info : &own;
    for (int id = 0; id < RULE_COUNT; id++) {
        const RuleSet *rs = asked ? (id == 0 ? asked : NULL) : rules_get((RuleId)id);
        RecordError e;
        if (!rs) {
            continue;
        }
        if (record_parse_lines(data, len, fmt, rs, g, lines, info, &e)) {
            if (id == 0 || info->foul_move == 0) {
                /* read under a rule set it fits, not one it names or was asked for */
                info->rule_fitted = id > 0 && !asked && g->rules == rs;
                return true;
            }
            continue; /* a foul ends the game under the first rule tried only: never does
                       * another set read a record renju refuses, by a foul of its own */
        }
        if (!have) {
            first = e;
            have = true;
            if (e.reason == RECORD_R_LINES_TOO_MANY) {
                break; /* too large for any set (up to a million moves read each time): one
                        * that refuses some stones to fit would not be the record's */
            }
        } else if (!board_reason(&e) && (!have_best || further(&e, &best))) {
            best = e;
            have_best = true;
        }
    }
    /* A record no set reads is refused for renju's reason (a file cut short, a stone on
     * a stone), never for a fallback's the player never chose (a centre rule); only when
     * renju's is about its board's size (a 19x19 record) does a set that read further,
     * on a board of the record's size, say what is wrong. */
    if (err && have) {
        *err = board_reason(&first) && have_best && further(&best, &first) ? best : first;
    }
    return false;
}

/* Is ply g's set-up's pass (its side to move chosen apart from the counts) that ends the
 * game? A .psq leaves it out: no stone after it changes colour. (A set-up game's actions
 * are its plies: the free opening makes no choices.) */
static bool psq_drops_pass(const Game *g, int ply)
{
    return ply < g->setup && ply == g->board.ply - 1 && g->board.history[ply].pos == POS_PASS;
}

RecordReason record_hold_reason(const Game *g, RecordFormat fmt)
{
    if ((unsigned)fmt >= RECORD_FORMAT_COUNT) {
        return RECORD_R_UNKNOWN_FORMAT;
    }
    if (fmt == RECORD_LIB && g->board.size != LIB_SIZE) {
        return RECORD_R_LIB_ONLY_15;
    }
    if (game_study(g) && !record_keeps_setup(g, fmt, NULL)) {
        return RECORD_R_STUDY_MOVES; /* written as moves, it would read back as no game */
    }
    if (fmt == RECORD_MOVES && g->board.ply == 0) {
        return RECORD_R_MOVES_EMPTY;
    }
    if (fmt == RECORD_PSQ) {
        for (int i = 0; i < g->board.ply; i++) {
            if (g->board.history[i].pos != POS_PASS || psq_drops_pass(g, i)) {
                continue;
            }
            /* the set-up's pass with stones after it: left out, they would change colour */
            return i < g->setup ? RECORD_R_PSQ_SETUP_PASS : RECORD_R_PSQ_PASS;
        }
    }
    return RECORD_R_NONE;
}

bool record_keeps_turn(const Game *g, RecordFormat fmt)
{
    return fmt != RECORD_PSQ || g->board.ply == 0 || !psq_drops_pass(g, g->board.ply - 1);
}

/* Piskvork is a gomoku program first: its .psq holds freestyle and exact-five games as well
 * as renju ones, stones alike (no capture, no stone limit, no centre rule), read back
 * under the reader's rule set. */
static bool psq_rule(RuleId id)
{
    return id == RULE_RENJU || id == RULE_GOMOKU || id == RULE_GOMOKU_EXACT;
}

bool record_keeps_rule(const Game *g, RecordFormat fmt)
{
    return g->rules->id == RULE_RENJU || fmt == RECORD_TEXT || fmt == RECORD_SGF ||
           fmt == RECORD_AUTO;
}

RecordReason record_keep_reason(const Game *g, RecordFormat fmt)
{
    if (g->rules->id == RULE_RENJU) {
        return RECORD_R_NONE;
    }
    switch (fmt) {
    case RECORD_PSQ: return psq_rule(g->rules->id) ? RECORD_R_NONE : RECORD_R_PSQ_RULE;
    case RECORD_LIB: return RECORD_R_LIB_RULE;
    case RECORD_MOVES: return RECORD_R_MOVES_RULE;
    default: return RECORD_R_NONE;
    }
}

bool record_keeps_opening(const Game *g, RecordFormat fmt)
{
    if (fmt == RECORD_TEXT || fmt == RECORD_AUTO || fmt == RECORD_SGF ||
        g->opening == OPENING_FREE) {
        return true; /* SGF: RU[] names it, RJA[] keeps its decisions (record_sgf.c) */
    }
    if (g->opening != OPENING_SWAP2 || g->nactions == 0 || g->actions[0].kind != ACTION_MOVE ||
        g->actions[0].pos == pos_from_xy(g->board.size / 2, g->board.size / 2)) {
        return false; /* read back as a free game */
    }
    for (int i = 0; i < g->nactions; i++) {
        ActionKind k = g->actions[i].kind;
        if (k == ACTION_SWAP || k == ACTION_KEEP || k == ACTION_TWO_MORE) {
            return false;
        }
    }
    return true;
}

bool record_keeps_result(const Game *g, RecordFormat fmt)
{
    if (fmt == RECORD_TEXT || fmt == RECORD_SGF || (unsigned)fmt >= RECORD_FORMAT_COUNT) {
        return true;
    }
    return g->result == RESULT_NONE ||
           (g->reason != REASON_RESIGN && g->reason != REASON_TIME && g->reason != REASON_AGREED);
}

unsigned record_info_lost(const Game *g, const RecordInfo *info, RecordFormat fmt)
{
    if (fmt == RECORD_TEXT || (unsigned)fmt >= RECORD_FORMAT_COUNT || !info) {
        return 0;
    }
    unsigned lost = 0;
    bool black = info->black[0] && fmt != RECORD_SGF;
    bool white = info->white[0] && fmt != RECORD_SGF;
    if (fmt == RECORD_PSQ) { /* a name read back as a move or a number is left out */
        black = black && !rec_psq_keeps_name(info->black);
        white = white && !rec_psq_keeps_name(info->white);
    }
    /* the one name a .psq leaves out is named: the other is in the file */
    bool one = fmt == RECORD_PSQ && black != white;
    lost |= (black || white) && !one ? RECORD_LOST_PLAYERS : 0u;
    lost |= one && black ? RECORD_LOST_BLACK : 0u;
    lost |= one && white ? RECORD_LOST_WHITE : 0u;
    lost |= info->event[0] && fmt != RECORD_SGF ? RECORD_LOST_EVENT : 0u;
    lost |= info->date[0] && fmt != RECORD_SGF ? RECORD_LOST_DATE : 0u;
    lost |= info->sgf_info[0] && fmt != RECORD_SGF ? RECORD_LOST_GAME_INFO : 0u;
    bool clock_kept = fmt == RECORD_SGF && rec_sgf_keeps_clock(g, info); /* TM[], OT[] */
    lost |= clock_timed(&info->clock) && !clock_kept ? RECORD_LOST_CLOCK : 0u;
    for (int i = 0; i < g->nactions; i++) {
        /* PSQ keeps the times of the stones (and passes: none there), not of the choices;
         * SGF those of the choices (RJA[]) and, on a clock it keeps, of the stones (BL[]) */
        bool stone = rec_places_ply(g->actions[i].kind);
        bool kept = fmt == RECORD_PSQ   ? stone
                    : fmt == RECORD_SGF ? !stone || (clock_kept && clock_timed(&info->clock) &&
                                                     !g->actions[i].placed)
                                        : false;
        if (g->actions[i].time_ms > 0 && !kept) {
            lost |= fmt == RECORD_PSQ ? RECORD_LOST_CHOICE_TIMES : RECORD_LOST_TIMES;
        }
    }
    return lost;
}

bool record_keeps_setup(const Game *g, RecordFormat fmt, const Review *lines)
{
    if (g->setup == 0 || fmt == RECORD_TEXT || fmt == RECORD_AUTO) {
        return true;
    }
    return fmt == RECORD_SGF && rec_sgf_keeps_setup(g, lines);
}

bool record_lib_holds(const Game *g, const Review *lines)
{
    return record_hold_reason(g, RECORD_LIB) == RECORD_R_NONE &&
           record_keep_reason(g, RECORD_LIB) == RECORD_R_NONE &&
           record_keeps_setup(g, RECORD_LIB, lines);
}

bool record_can_hold(const Game *g, RecordFormat fmt, char *why, size_t cap)
{
    RecordReason r = record_hold_reason(g, fmt);
    if (r != RECORD_R_NONE && why && cap > 0) {
        snprintf(why, cap, "%s", record_reason_english(r));
    }
    return r == RECORD_R_NONE;
}

size_t record_format(const Game *g, const RecordInfo *info, RecordFormat fmt, char *buf, size_t cap)
{
    return record_format_lines(g, NULL, info, fmt, buf, cap);
}

size_t record_format_lines(const Game *g, const Review *lines, const RecordInfo *info,
                           RecordFormat fmt, char *buf, size_t cap)
{
    static const RecordInfo NO_INFO;
    Out o = {buf, cap, 0, false};
    if (!info) {
        info = &NO_INFO;
    }
    if (!record_can_hold(g, fmt, NULL, 0)) {
        return 0;
    }
    switch (fmt) {
    case RECORD_TEXT: rec_text_format(&o, g, info, lines); break;
    case RECORD_PSQ: rec_psq_format(&o, g, info); break;
    case RECORD_LIB: rec_lib_format(&o, g, lines); return o.failed ? 0 : o.len;
    case RECORD_SGF: rec_sgf_format(&o, g, info, lines); break;
    case RECORD_MOVES: rec_moves_format(&o, g); break;
    default: return 0;
    }
    if (o.failed) {
        return 0;
    }
    if (o.len < cap) {
        buf[o.len] = '\0';
    }
    return o.len;
}

/* Renju - MIT licence, see LICENSE.
 *
 * renju-policy: fits the move-ordering policy (src/ai/policy_weights.h, POL_F_* in
 * ai_internal.h) to a stronger engine's choices, by softmax regression.
 *
 *   renju-policy POSITIONS_FILE... > src/ai/policy_weights.h
 *
 * A positions file holds lines "M move target moves...": the position after the moves
 * (board notation, from h8) and the move the stronger engine chose there
 * (lab/label.py --best writes them; the target, its evaluation, is not used here).
 *
 * For each position the candidates are what move generation offers the search at an
 * inner node (gen_moves: the points near stones, or the answers to a threat), less our
 * fouls. A candidate's score is linear in the parameters (POL_F_*: the line grades and
 * the two strongest grades of the point for each side, both sides' strongest grade
 * together, and the distances to the last two moves), and the fit maximises the
 * log-likelihood of the chosen move under a softmax of the scores (Adam, POLICY_EPOCHS,
 * POLICY_RATE). Positions whose chosen move is not a
 * candidate, or that have fewer than two, or where we make a four and an open three
 * (the search plays those first anyway), are left out. One position in ten, by its
 * opening, is held out; for it, before and after, the tool reports how often the chosen
 * move is the first candidate in the engine's order (top-1), among the first three and
 * the first six, the mean log-loss, and how often the chosen move (and how many
 * candidates) score 2, 4, 6 or 8 logits or more below the best candidate: what pruning
 * by the policy would cost (and save). POLICY_FRESH=1 starts the fit from zeros
 * instead of the compiled parameters.
 *
 * Developer tool: built by `make policy`, not installed. It reads the engine's private
 * header (src/ai/ai_internal.h) on purpose: it tunes those internals.
 */
#include "ai_internal.h"
#include "fit_common.h"
#include "policy_weights.h"

#define HOLDOUT_EVERY 10
/* Features of one candidate: four line grades and a pair for each side, one distance,
 * one cross of the strongest grades. */
#define CAND_FEATURES 12
#define NPARAMS (2 * POLICY_FEATURES)

typedef struct Cand {
    uint16_t f[CAND_FEATURES]; /* parameter indices (repeats count twice), unused: 0xFFFF */
} Cand;

typedef struct Sample {
    int first, count; /* its candidates in Data.c */
    int target;       /* the chosen move's index among them */
    int colour;       /* the colour to move - 1 */
    bool holdout;
} Sample;

typedef struct Data {
    Sample *s;
    int n, cap;
    Cand *c;
    int nc, ccap;
    int lines, bad_lines, outside, skipped;
    int mismatches;         /* candidates whose features do not add up to gen_moves' score */
    const double *compiled; /* the compiled parameters, POLICY_PARAMS, as doubles */
} Data;

static void die(const char *what)
{
    fprintf(stderr, "renju-policy: %s\n", what);
    exit(1);
}

static void *grow(void *p, int *cap, size_t size)
{
    *cap = *cap ? *cap * 2 : 4096;
    p = realloc(p, (size_t)*cap * size);
    if (!p) {
        die("out of memory");
    }
    return p;
}

/* The features of candidate p for the side to move, as gen_moves scores it. */
static void features(const Search *s, Pos p, Cand *c)
{
    Stone me = s->b.to_move;
    Stone opp = stone_opponent(me);
    int k = 0;
    int side_combo[2] = {combo_at(s, p, me), combo_at(s, p, opp)};
    bool opp_foul = (s->tab->flags[side_combo[1]] & COMBO_MAYBE_FOUL) && !point_is_legal(s, p, opp);
    for (int side = 0; side < 2; side++) {
        if (side == EVAL_OPP && opp_foul) {
            continue;
        }
        int combo = side_combo[side];
        for (int d = 0; d < DIR_COUNT; d++, combo /= P_COUNT) {
            c->f[k++] = (uint16_t)POL_F_DIR(side, combo % P_COUNT);
        }
        c->f[k++] = (uint16_t)POL_F_PAIR(side, s->tab->pair[side_combo[side]]);
    }
    const Board *b = &s->b;
    Pos last_opp = b->ply >= 1 ? b->history[b->ply - 1].pos : POS_NONE;
    Pos last_me = b->ply >= 2 ? b->history[b->ply - 2].pos : POS_NONE;
    c->f[k++] = (uint16_t)POL_F_NEAR(pol_near_bucket(p, last_opp), pol_near_bucket(p, last_me));
    c->f[k++] = (uint16_t)POL_F_CROSS(s->tab->pair[side_combo[0]] / P_COUNT,
                                      opp_foul ? 0 : s->tab->pair[side_combo[1]] / P_COUNT);
    while (k < CAND_FEATURES) {
        c->f[k++] = 0xFFFF;
    }
}

static double score_of(const Cand *c, const double *w)
{
    double v = 0;
    for (int k = 0; k < CAND_FEATURES && c->f[k] != 0xFFFF; k++) {
        v += w[c->f[k]];
    }
    return v;
}

/* Reads one "M move target moves..." line into a sample. False if it is malformed. */
static bool add_line(void *data, const AiTables *tab, const RuleSet *rs, char *line)
{
    Data *d = data;
    char *tok = strtok(line, " \t\r\n");
    if (!tok || strcmp(tok, "M") != 0) {
        return false;
    }
    char *move = strtok(NULL, " \t\r\n");
    char *target = strtok(NULL, " \t\r\n");
    Pos chosen;
    if (!move || !target || !board_parse_point(move, strlen(move), 15, &chosen)) {
        return false;
    }
    Board b;
    uint64_t opening;
    if (!fit_replay(&b, &opening)) {
        return false;
    }
    if (b.ply == 0 || b.cells[chosen] != STONE_EMPTY) {
        return false;
    }
    static Search s;
    search_setup(&s, tab, NULL, rs, &b);
    ScoredMove moves[AI_MAX_MOVES];
    GenInfo gi;
    int n = gen_moves(&s, 0, POS_NONE, moves, &gi);
    gen_score(&s, moves, n, &gi); /* the policy's part, if gen_moves left it for later */
    if (gi.my_five || gi.opp_fives || gi.my_win3 != POS_NONE || n < 2) {
        /* forced: our five, the block of a four, or a win in three */
        d->skipped++;
        return true;
    }
    Sample x = {.first = d->nc,
                .count = 0,
                .target = -1,
                .colour = b.to_move - 1,
                .holdout = (opening >> 7) % HOLDOUT_EVERY == HOLDOUT_EVERY - 1};
    int mismatches = 0;
    for (int i = 0; i < n; i++) {
        if (tab->order[combo_at(&s, moves[i].pos, b.to_move)] >= 10000) {
            /* our four-three: gen_moves puts it before everything */
            d->nc = x.first;
            d->skipped++;
            return true;
        }
        if (!point_is_legal(&s, moves[i].pos, b.to_move)) {
            continue;
        }
        if (d->nc == d->ccap) {
            d->c = grow(d->c, &d->ccap, sizeof *d->c);
        }
        features(&s, moves[i].pos, &d->c[d->nc]);
        double v = score_of(&d->c[d->nc], d->compiled + x.colour * POLICY_FEATURES);
        mismatches += (int)v != moves[i].score;
        if (moves[i].pos == chosen) {
            x.target = x.count;
        }
        d->nc++;
        x.count++;
    }
    d->mismatches += mismatches;
    if (x.target < 0 || x.count < 2) {
        d->nc = x.first;
        d->outside += x.target < 0;
        d->skipped += x.target >= 0;
        return true;
    }
    if (d->n == d->cap) {
        d->s = grow(d->s, &d->cap, sizeof *d->s);
    }
    d->s[d->n++] = x;
    return true;
}

/* Softmax probabilities of sample x's candidates (into p); returns the log-loss. */
static double softmax(const Data *d, const Sample *x, const double *w, double *p)
{
    const double *wc = w + x->colour * POLICY_FEATURES;
    double top = -1e300;
    for (int i = 0; i < x->count; i++) {
        p[i] = score_of(&d->c[x->first + i], wc) / 100.0;
        top = p[i] > top ? p[i] : top;
    }
    double sum = 0;
    for (int i = 0; i < x->count; i++) {
        p[i] = exp(p[i] - top);
        sum += p[i];
    }
    for (int i = 0; i < x->count; i++) {
        p[i] /= sum;
    }
    return -log(p[x->target] > 1e-300 ? p[x->target] : 1e-300);
}

/* Top-1/3/6 shares and mean log-loss on the training or the held-out positions (with gaps,
 * also how often the chosen move and the candidates lie far below the best). The rank
 * is gen_pick's: higher scores first, ties in board order. */
static void report(const Data *d, const double *w, bool holdout, const char *label, bool gaps)
{
    static double p[AI_MAX_MOVES];
    int n = 0, top[3] = {0, 0, 0};
    /* how often the chosen move, and how many candidates, lie GAP[g] or more below the
     * best candidate's score: what pruning by that gap would cost and save */
    static const int GAP[4] = {200, 400, 600, 800};
    int chosen_far[4] = {0, 0, 0, 0};
    long cands = 0, cands_far[4] = {0, 0, 0, 0};
    double loss = 0;
    for (int i = 0; i < d->n; i++) {
        const Sample *x = &d->s[i];
        if (x->holdout != holdout) {
            continue;
        }
        loss += softmax(d, x, w, p);
        const double *wc = w + x->colour * POLICY_FEATURES;
        double t = round(score_of(&d->c[x->first + x->target], wc));
        int rank = 0;
        double best = t;
        for (int j = 0; j < x->count; j++) {
            p[j] = round(score_of(&d->c[x->first + j], wc));
            rank += p[j] > t || (p[j] == t && j < x->target);
            best = p[j] > best ? p[j] : best;
        }
        for (int g = 0; g < 4; g++) {
            chosen_far[g] += best - t >= GAP[g];
            for (int j = 0; j < x->count; j++) {
                cands_far[g] += best - p[j] >= GAP[g];
            }
        }
        cands += x->count;
        top[0] += rank < 1;
        top[1] += rank < 3;
        top[2] += rank < 6;
        n++;
    }
    if (n == 0) {
        return;
    }
    fprintf(stderr, "%s %s (%d positions): top-1 %.1f%%, top-3 %.1f%%, top-6 %.1f%%, loss %.4f\n",
            label, holdout ? "holdout" : "train", n, 100.0 * top[0] / n, 100.0 * top[1] / n,
            100.0 * top[2] / n, loss / n);
    for (int g = 0; g < 4 && gaps; g++) {
        fprintf(stderr, "  %d or more below the best: the chosen move %.1f%%, candidates %.1f%%\n",
                GAP[g], 100.0 * chosen_far[g] / n, 100.0 * (double)cands_far[g] / (double)cands);
    }
}

static void fit(const Data *d, double *w, int epochs, double rate)
{
    static double m[NPARAMS], v[NPARAMS], g[NPARAMS], p[AI_MAX_MOVES];
    const double b1 = 0.9, b2 = 0.999;
    int n = 0;
    for (int i = 0; i < d->n; i++) {
        n += !d->s[i].holdout;
    }
    for (int t = 1; t <= epochs; t++) {
        memset(g, 0, sizeof g);
        for (int i = 0; i < d->n; i++) {
            const Sample *x = &d->s[i];
            if (x->holdout) {
                continue;
            }
            softmax(d, x, w, p);
            double *gc = g + x->colour * POLICY_FEATURES;
            for (int j = 0; j < x->count; j++) {
                double c = (p[j] - (j == x->target)) / 100.0;
                const Cand *cand = &d->c[x->first + j];
                for (int k = 0; k < CAND_FEATURES && cand->f[k] != 0xFFFF; k++) {
                    gc[cand->f[k]] += c;
                }
            }
        }
        for (int j = 0; j < NPARAMS; j++) {
            double gj = g[j] / n;
            m[j] = b1 * m[j] + (1 - b1) * gj;
            v[j] = b2 * v[j] + (1 - b2) * gj * gj;
            double mh = m[j] / (1 - pow(b1, t));
            double vh = v[j] / (1 - pow(b2, t));
            w[j] -= rate * mh / (sqrt(vh) + 1e-9);
        }
        if (t % 50 == 0) {
            char label[32];
            snprintf(label, sizeof label, "epoch %d:", t);
            report(d, w, true, label, false);
        }
    }
}

static void write_header(const double *w, const Data *d)
{
    printf("/* Renju - MIT licence, see LICENSE.\n *\n"
           " * The move-ordering policy's parameters (see POL_F_* in ai_internal.h), in\n"
           " * hundredths of a logit, written by lab/policy.c (`make policy`) from %d\n"
           " * positions. */\n",
           d->n);
    printf("#ifndef RENJU_POLICY_WEIGHTS_H\n#define RENJU_POLICY_WEIGHTS_H\n\n"
           "static const int16_t POLICY_PARAMS[2][POLICY_FEATURES] = {\n");
    const char *colour[2] = {"Black", "White"};
    const char *side[2] = {"side to move", "opponent"};
    for (int c = 0; c < 2; c++, w += POLICY_FEATURES) {
        printf("    {\n        /* %s to move */\n", colour[c]);
        for (int sd = 0; sd < 2; sd++) {
            printf("        /* %s: one line of each grade (none b1 f1 b2 f2 b3 f3 b4 f4 five "
                   "ol) */\n",
                   side[sd]);
            fit_print_row(w, POL_F_DIR(sd, 0), P_COUNT, NULL);
        }
        for (int sd = 0; sd < 2; sd++) {
            printf("        /* %s: a point whose two strongest grades are (row, column) */\n",
                   side[sd]);
            for (int r = 0; r < P_COUNT; r++) {
                fit_print_row(w, POL_F_PAIR(sd, r * P_COUNT), P_COUNT, GRADE_NAME[r]);
            }
        }
        printf("        /* by the distance to the opponent's last move (row: 1, 2, 3-4, farther)"
               " and to our last move (column) */\n");
        for (int r = 0; r < POL_NEAR; r++) {
            fit_print_row(w, POL_F_NEAR(r, 0), POL_NEAR, NULL);
        }
        printf("        /* by the strongest grade for the side to move (row) and for the opponent"
               " (column) */\n");
        for (int r = 0; r < P_COUNT; r++) {
            fit_print_row(w, POL_F_CROSS(r, 0), P_COUNT, GRADE_NAME[r]);
        }
        printf("    },\n");
    }
    printf("};\n\n#endif\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: renju-policy POSITIONS_FILE... > src/ai/policy_weights.h\n");
        return 2;
    }
    AiTables *tab = fit_tables("renju-policy");
    static double w[NPARAMS];
    for (int j = 0; j < NPARAMS; j++) {
        w[j] = POLICY_PARAMS[j / POLICY_FEATURES][j % POLICY_FEATURES];
    }
    static double compiled[NPARAMS];
    memcpy(compiled, w, sizeof w);
    Data d = {.compiled = compiled};
    for (int i = 1; i < argc; i++) {
        fit_read_lines("renju-policy", argv[i], add_line, &d, tab, &d.lines, &d.bad_lines);
    }
    fprintf(stderr,
            "%d lines (%d malformed): %d positions, %d with the move outside the candidates, "
            "%d left out\n",
            d.lines, d.bad_lines, d.n, d.outside, d.skipped);
    if (d.mismatches) {
        fprintf(stderr, "%d candidates whose features do not add up to gen_moves' score\n",
                d.mismatches);
        die("the features and gen_moves disagree");
    }
    if (d.n == 0) {
        die("no positions");
    }
    report(&d, w, false, "compiled:", true);
    report(&d, w, true, "compiled:", true);
    if (getenv("POLICY_FRESH")) {
        /* The fit is convex: it may as well start from nothing. */
        memset(w, 0, sizeof w);
    }
    int epochs = getenv("POLICY_EPOCHS") ? atoi(getenv("POLICY_EPOCHS")) : 300;
    double rate = getenv("POLICY_RATE") ? atof(getenv("POLICY_RATE")) : 5.0;
    fit(&d, w, epochs, rate);
    report(&d, w, false, "fitted:", true);
    report(&d, w, true, "fitted:", true);
    write_header(w, &d);
    free(d.s);
    free(d.c);
    free(tab);
    return 0;
}

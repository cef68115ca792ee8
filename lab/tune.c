/* Renju - MIT licence, see LICENSE.
 *
 * renju-tune: fits the evaluation's parameters (src/ai/eval_weights.h) to the results of
 * games, by logistic regression ("Texel tuning").
 *
 *   renju-tune GAMES_FILE... > src/ai/eval_weights.h
 *
 * A games file holds one renju game a line: the result (B, W or D) and the moves in board
 * notation, "B h8 h9 g7 ...". lab/sgf2games.py writes it from match runners' SGF. A line
 * "P 0.73 h8 h9 g7 ..." is one position instead (the one after the moves) with its
 * target: the side to move's expected score, for instance a stronger engine's evaluation
 * turned into a win chance.
 *
 * Every quiet position of a game (no five point, no winning threat for the side to move:
 * there evaluate() does not use the parameters) from the sixth stone on is one sample:
 * how often each parameter counts in it (eval_features) and the result from the side to
 * move's view (1, 0.5, 0). The evaluation is linear in the parameters, so the fit
 * minimises the mean squared error of sigmoid(eval / K) against the results, with K first
 * fitted for the current parameters (this keeps the scale the search's margins assume).
 * One game in ten is held out, and the loss on it is reported before and after, so an
 * overfit shows. Parameters that no sample uses keep their values.
 *
 * With TUNE_NET=1 it fits the evaluation's network instead (src/ai/eval_net.h, see
 * fit_net below and lab/README.md, "The evaluation's network"), the linear parameters
 * kept:
 *
 *   TUNE_NET=1 renju-tune POSITIONS_FILE... > src/ai/eval_net.h
 *
 * Given several files (game positions, the search's leaves), it also reports each file's
 * held-out loss apart: of the compiled network, and without and with the fitted one.
 *
 * Developer tool: built by `make tune`, not installed. It reads the engine's private
 * header (src/ai/ai_internal.h) on purpose: it tunes those internals.
 */
#include "ai_internal.h"
/* The network the library was built with (see src/ai/eval.c). */
#ifdef RENJU_EVAL_NET
#include RENJU_EVAL_NET
#else
#include "eval_net.h"
#endif
#include "eval_weights.h"
#include "fit_common.h"

#define FIRST_PLY 5
#define HOLDOUT_EVERY 10

/* Parameters: EVAL_PARAMS[colour to move - 1][feature], flattened. */
#define NPARAMS (2 * EVAL_FEATURES)

typedef struct Sample {
    float f[EVAL_FEATURES];
    float result;
    int colour; /* the colour to move - 1: which parameter set the position uses */
    bool holdout;
    float engine; /* evaluate()'s value, network included */
} Sample;

#define MAX_FILES 16

typedef struct Data {
    Sample *s;
    int n, cap;
    int files;               /* the files read, at most MAX_FILES reported apart */
    int file_end[MAX_FILES]; /* the samples of file f: file_end[f - 1] to file_end[f] */
    const char *file_name[MAX_FILES];
    int games, bad_games;
    int mismatches;   /* samples whose features do not add up to evaluate() */
    double net_error; /* the sum of |engine - float forward| of the compiled network */
} Data;

static void die(const char *what)
{
    fprintf(stderr, "renju-tune: %s\n", what);
    exit(1);
}

static Sample *push(Data *d)
{
    if (d->n == d->cap) {
        d->cap = d->cap ? d->cap * 2 : 4096;
        d->s = realloc(d->s, (size_t)d->cap * sizeof *d->s);
        if (!d->s) {
            die("out of memory");
        }
    }
    return &d->s[d->n++];
}

/* The compiled network (eval_net.h) on one sample, in floating point: what the engine's
 * folded fixed-point network should give within its rounding. */
static double net_forward_compiled(const Sample *x)
{
    double out = (double)EVAL_NET_B2;
    for (int j = 0; j < EVAL_NET_HIDDEN; j++) {
        double z = (double)EVAL_NET_W1[EVAL_FEATURES][j] * (x->colour == 0 ? 1.0 : 0.0);
        for (int i = 0; i < EVAL_FEATURES; i++) {
            z += (double)EVAL_NET_W1[i][j] * (double)x->f[i];
        }
        out += (double)EVAL_NET_W2[j] * (z < 0 ? 0 : z > 1 ? 1 : z);
    }
    return out;
}

/* The features with the compiled parameters (and network) must give evaluate()'s value
 * (unless it is clamped): otherwise the tuner fits something the engine does not
 * compute. The network's fixed point may differ by a few units. */
static int check_features(Data *d, const Sample *x, int value)
{
    double v = 0;
    for (int i = 0; i < EVAL_FEATURES; i++) {
        v += EVAL_PARAMS[x->colour][i] * (double)x->f[i];
    }
    double net = net_forward_compiled(x);
    d->net_error += fabs(v + net - value);
    return fabs(v + net - value) > (net != 0 ? 16 : 0.5) && abs(value) < 20000;
}

/* One position line, "P target moves...": the position after the moves, with target the
 * side to move's expected score (a stronger engine's evaluation as a win chance). One
 * opening in ten (by its first ten moves) is held out. False if the line is bad. */
static bool add_position(Data *d, const AiTables *tab, const RuleSet *rs)
{
    char *tok = strtok(NULL, " \t\r\n");
    char *end = NULL;
    double target = tok ? strtod(tok, &end) : -1.0;
    if (!tok || *end != '\0' || target < 0.0 || target > 1.0) {
        return false;
    }
    Board b;
    uint64_t opening;
    if (!fit_replay(&b, &opening)) {
        return false;
    }
    if (b.ply < FIRST_PLY) {
        return true;
    }
    static Search s;
    search_setup(&s, tab, NULL, rs, &b);
    Sample *x = push(d);
    if (!eval_features(&s, x->f)) {
        d->n--;
        return true;
    }
    x->result = (float)target;
    x->holdout = (opening >> 7) % HOLDOUT_EVERY == HOLDOUT_EVERY - 1;
    x->colour = b.to_move - 1;
    x->engine = (float)evaluate(&s);
    d->mismatches += check_features(d, x, (int)x->engine);
    return true;
}

/* Replays one game line, adding its quiet positions. False if the line is not a game. */
static bool add_game(void *data, const AiTables *tab, const RuleSet *rs, char *line)
{
    Data *d = data;
    char *tok = strtok(line, " \t\r\n");
    if (tok && strcmp(tok, "P") == 0) {
        return add_position(d, tab, rs);
    }
    if (!tok || tok[1] != '\0' || !strchr("BWD", tok[0])) {
        return false;
    }
    char result = tok[0];
    Board b;
    board_init(&b, 15, false);
    int first = d->n;
    bool holdout = d->games % HOLDOUT_EVERY == HOLDOUT_EVERY - 1;
    static Search s;
    while ((tok = strtok(NULL, " \t\r\n")) != NULL) {
        if (b.ply >= FIRST_PLY) {
            search_setup(&s, tab, NULL, rs, &b);
            Sample *x = push(d);
            if (eval_features(&s, x->f)) {
                Stone winner = result == 'B'   ? STONE_BLACK
                               : result == 'W' ? STONE_WHITE
                                               : STONE_EMPTY;
                x->result = winner == STONE_EMPTY ? 0.5f : winner == b.to_move ? 1.0f : 0.0f;
                x->holdout = holdout;
                x->colour = b.to_move - 1;
                x->engine = (float)evaluate(&s);
                d->mismatches += check_features(d, x, (int)x->engine);
            } else {
                d->n--;
            }
        }
        Pos p;
        if (!board_parse_point(tok, strlen(tok), 15, &p) || !board_play(&b, p)) {
            d->n = first;
            return false;
        }
    }
    return true;
}

static double sigmoid(double v, double k) { return 1.0 / (1.0 + exp(-v / k)); }

static double eval_of(const Sample *x, const double *w)
{
    w += x->colour * EVAL_FEATURES;
    double v = 0;
    for (int i = 0; i < EVAL_FEATURES; i++) {
        v += w[i] * (double)x->f[i];
    }
    return v;
}

/* The mean squared error of the engine's own values (the compiled network included) over
 * samples from to to - 1, training or held out. */
static double engine_loss(const Data *d, double k, bool holdout, int from, int to)
{
    double sum = 0;
    int n = 0;
    for (int i = from; i < to; i++) {
        if (d->s[i].holdout == holdout) {
            double e = sigmoid(d->s[i].engine, k) - (double)d->s[i].result;
            sum += e * e;
            n++;
        }
    }
    return n ? sum / n : 0;
}

/* Mean squared error over the training (holdout false) or held-out samples. */
static double loss(const Data *d, const double *w, double k, bool holdout)
{
    double sum = 0;
    int n = 0;
    for (int i = 0; i < d->n; i++) {
        if (d->s[i].holdout == holdout) {
            double e = sigmoid(eval_of(&d->s[i], w), k) - (double)d->s[i].result;
            sum += e * e;
            n++;
        }
    }
    return n ? sum / n : 0;
}

static double fit_k(const Data *d, const double *w)
{
    double best_k = 100;
    double best = 1e9;
    for (double k = 20; k <= 2000; k *= 1.05) {
        double l = loss(d, w, k, false);
        if (l < best) {
            best = l;
            best_k = k;
        }
    }
    return best_k;
}

/* Adam on the training samples (full batch). */
static void fit(const Data *d, double *w, double k, int epochs, const bool *used)
{
    static double m[NPARAMS], v[NPARAMS], g[NPARAMS];
    const double rate = getenv("TUNE_RATE") ? atof(getenv("TUNE_RATE")) : 0.1, b1 = 0.9, b2 = 0.999;
    for (int t = 1; t <= epochs; t++) {
        memset(g, 0, sizeof g);
        int n = 0;
        for (int i = 0; i < d->n; i++) {
            const Sample *x = &d->s[i];
            if (x->holdout) {
                continue;
            }
            double p = sigmoid(eval_of(x, w), k);
            double c = (p - (double)x->result) * p * (1 - p) / k;
            double *gc = g + x->colour * EVAL_FEATURES;
            for (int j = 0; j < EVAL_FEATURES; j++) {
                gc[j] += c * (double)x->f[j];
            }
            n++;
        }
        for (int j = 0; j < NPARAMS; j++) {
            if (!used[j]) {
                continue;
            }
            double gj = 2 * g[j] / n;
            m[j] = b1 * m[j] + (1 - b1) * gj;
            v[j] = b2 * v[j] + (1 - b2) * gj * gj;
            double mh = m[j] / (1 - pow(b1, t));
            double vh = v[j] / (1 - pow(b2, t));
            w[j] -= rate * mh / (sqrt(vh) + 1e-9);
        }
        if (t % 100 == 0) {
            fprintf(stderr, "epoch %d: train %.6f holdout %.6f\n", t, loss(d, w, k, false),
                    loss(d, w, k, true));
        }
    }
}

/* ---- The network (TUNE_NET=1) ------------------------------------------------------
 *
 * A correction to the linear evaluation (the compiled parameters, kept): inputs the
 * linear features and whether Black is to move, each divided by its root mean square on
 * the training samples (folded back when written); EVAL_NET_HIDDEN clipped rectifiers;
 * output weights in logits (times K when written). Fitted by Adam on minibatches to the
 * cross-entropy of sigmoid(linear / K + network) against the targets; the epoch with the
 * lowest held-out loss (mean squared error, as reported for the linear fit) is kept. */
#define NET_IN EVAL_NET_INPUTS
#define NET_H EVAL_NET_HIDDEN
#define NET_BATCH 128

typedef struct Net {
    double w1[NET_IN][NET_H];
    double w2[NET_H];
    double b2;
} Net;

/* A sample's non-zero inputs, scaled. */
typedef struct Sparse {
    int n;
    int *k;
    double *x;
    double base; /* the linear evaluation in logits */
} Sparse;

static double net_forward(const Net *net, const Sparse *p, double *z, double *h)
{
    double out = p->base + net->b2;
    for (int j = 0; j < NET_H; j++) {
        z[j] = 0;
    }
    for (int i = 0; i < p->n; i++) {
        const double *w = net->w1[p->k[i]];
        for (int j = 0; j < NET_H; j++) {
            z[j] += w[j] * p->x[i];
        }
    }
    for (int j = 0; j < NET_H; j++) {
        h[j] = z[j] < 0 ? 0 : z[j] > 1 ? 1 : z[j];
        out += net->w2[j] * h[j];
    }
    return out;
}

/* The loss over samples from to to - 1 (training or held out). */
static double net_loss_of(const Data *d, const Sparse *sp, const Net *net, bool holdout, int from,
                          int to)
{
    double sum = 0, z[NET_H], h[NET_H];
    int n = 0;
    for (int i = from; i < to; i++) {
        if (d->s[i].holdout == holdout) {
            double e = 1.0 / (1.0 + exp(-net_forward(net, &sp[i], z, h))) - (double)d->s[i].result;
            sum += e * e;
            n++;
        }
    }
    return n ? sum / n : 0;
}

static double net_loss(const Data *d, const Sparse *sp, const Net *net, bool holdout)
{
    return net_loss_of(d, sp, net, holdout, 0, d->n);
}

/* The held-out loss of each file apart, without the network and with the one written:
 * game positions and the search's leaves are fitted together, and each must improve. */
static void report_files(const Data *d, const Sparse *sp, const Net *best)
{
    static const Net none;
    for (int f = 0; f < d->files && d->files > 1; f++) {
        int from = f ? d->file_end[f - 1] : 0, to = d->file_end[f], held = 0;
        for (int i = from; i < to; i++) {
            held += d->s[i].holdout;
        }
        fprintf(stderr, "held out of %s (%d of %d): no network %.6f, network %.6f\n",
                d->file_name[f], held, to - from, net_loss_of(d, sp, &none, true, from, to),
                net_loss_of(d, sp, best, true, from, to));
    }
}

static void adam_step(double *w, double *m, double *v, const double *g, int n, double rate, int t)
{
    for (int j = 0; j < n; j++) {
        m[j] = 0.9 * m[j] + 0.1 * g[j];
        v[j] = 0.999 * v[j] + 0.001 * g[j] * g[j];
        w[j] -= rate * (m[j] / (1 - pow(0.9, t))) / (sqrt(v[j] / (1 - pow(0.999, t))) + 1e-8);
    }
}

static void write_net(const Net *net, const double *scale, const Data *d, double k, double hold)
{
    printf("/* Renju - MIT licence, see LICENSE.\n *\n"
           " * The evaluation's network (see EVAL_NET_* in ai_internal.h), written by lab/tune.c\n"
           " * (TUNE_NET=1, `make tune`) from %d lines, %d quiet positions; K = %.0f, held-out\n"
           " * loss %.6f. */\n",
           d->games, d->n, k, hold);
    printf("#ifndef RENJU_EVAL_NET_H\n#define RENJU_EVAL_NET_H\n\n"
           "static const float EVAL_NET_W1[EVAL_NET_INPUTS][EVAL_NET_HIDDEN] = {\n");
    for (int i = 0; i < NET_IN; i++) {
        printf("    {");
        for (int j = 0; j < NET_H; j++) {
            double x = net->w1[i][j] / scale[i];
            printf("%s%.6ef", j ? ", " : "", fabs(x) < 1e-7 ? 0.0 : x); /* far below 1 / Q */
        }
        printf("},\n");
    }
    printf("};\nstatic const float EVAL_NET_W2[EVAL_NET_HIDDEN] = {");
    for (int j = 0; j < NET_H; j++) {
        printf("%s%.1ff", j ? ", " : "", net->w2[j] * k);
    }
    printf("};\nstatic const float EVAL_NET_B2 = %.1ff;\n\n#endif\n", net->b2 * k);
}

static void fit_net(const Data *d, const double *w, double k)
{
    static double scale[NET_IN];
    static Net net, best, m, v, g;
    int ntrain = 0;
    for (int i = 0; i < d->n; i++) {
        if (d->s[i].holdout) {
            continue;
        }
        ntrain++;
        for (int j = 0; j < EVAL_FEATURES; j++) {
            scale[j] += (double)d->s[i].f[j] * (double)d->s[i].f[j];
        }
        scale[EVAL_FEATURES] += d->s[i].colour == 0;
    }
    /* An input no training sample uses gets no weights (it could only hold noise). */
    static bool unused[NET_IN];
    for (int j = 0; j < NET_IN; j++) {
        unused[j] = scale[j] == 0;
        scale[j] = scale[j] > 0 ? sqrt(scale[j] / ntrain) : 1;
    }
    Sparse *sp = calloc((size_t)d->n, sizeof *sp);
    int *order = malloc((size_t)d->n * sizeof *order);
    if (!sp || !order) {
        die("out of memory");
    }
    for (int i = 0; i < d->n; i++) {
        const Sample *x = &d->s[i];
        sp[i].k = malloc(NET_IN * sizeof *sp[i].k);
        sp[i].x = malloc(NET_IN * sizeof *sp[i].x);
        if (!sp[i].k || !sp[i].x) {
            die("out of memory");
        }
        for (int j = 0; j < NET_IN; j++) {
            double f = j < EVAL_FEATURES ? x->f[j] : x->colour == 0;
            if (f != 0) {
                sp[i].k[sp[i].n] = j;
                sp[i].x[sp[i].n++] = f / scale[j];
            }
        }
        sp[i].base = eval_of(x, w) / k;
        order[i] = i;
    }
    uint64_t rng = 88172645463325252ULL;
    for (int i = 0; i < NET_IN; i++) {
        for (int j = 0; j < NET_H; j++) {
            rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
            net.w1[i][j] = unused[i] ? 0 : ((double)(rng % 20001) / 10000.0 - 1.0) * 0.15;
        }
    }
    for (int j = 0; j < NET_H; j++) {
        rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
        net.w2[j] = ((double)(rng % 20001) / 10000.0 - 1.0) * 0.1;
    }
    int epochs = getenv("TUNE_EPOCHS") ? atoi(getenv("TUNE_EPOCHS")) : 30;
    double rate = getenv("TUNE_RATE") ? atof(getenv("TUNE_RATE")) : 0.002;
    double decay = getenv("TUNE_NET_L2") ? atof(getenv("TUNE_NET_L2")) : 1e-2;
    double best_hold = net_loss(d, sp, &net, true);
    best = net;
    fprintf(stderr, "network: start train %.6f holdout %.6f\n", net_loss(d, sp, &net, false),
            best_hold);
    int t = 0;
    for (int e = 1; e <= epochs; e++) {
        for (int i = d->n - 1; i > 0; i--) {
            rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
            int r = (int)(rng % (uint64_t)(i + 1));
            int tmp = order[i];
            order[i] = order[r];
            order[r] = tmp;
        }
        int in_batch = 0;
        memset(&g, 0, sizeof g);
        for (int ii = 0; ii < d->n; ii++) {
            int i = order[ii];
            if (d->s[i].holdout) {
                continue;
            }
            double z[NET_H], h[NET_H];
            double p = 1.0 / (1.0 + exp(-net_forward(&net, &sp[i], z, h)));
            double c = p - (double)d->s[i].result; /* cross-entropy's gradient in the logit */
            g.b2 += c;
            for (int j = 0; j < NET_H; j++) {
                g.w2[j] += c * h[j];
                double dz = z[j] > 0 && z[j] < 1 ? c * net.w2[j] : 0;
                if (dz != 0) {
                    for (int q = 0; q < sp[i].n; q++) {
                        g.w1[sp[i].k[q]][j] += dz * sp[i].x[q];
                    }
                }
            }
            if (++in_batch == NET_BATCH || ii == d->n - 1) {
                double *gp = &g.w1[0][0];
                for (size_t q = 0; q < sizeof g / sizeof(double); q++) {
                    gp[q] /= in_batch;
                }
                for (int q = 0; q < NET_IN * NET_H; q++) {
                    gp[q] += decay * (&net.w1[0][0])[q]; /* an L2 penalty on the first layer */
                }
                adam_step(&net.w1[0][0], &m.w1[0][0], &v.w1[0][0], gp,
                          (int)(sizeof net / sizeof(double)), rate, ++t);
                memset(&g, 0, sizeof g);
                in_batch = 0;
            }
        }
        double hold = net_loss(d, sp, &net, true);
        if (hold < best_hold) {
            best_hold = hold;
            best = net;
        }
        fprintf(stderr, "network epoch %d: train %.6f holdout %.6f\n", e,
                net_loss(d, sp, &net, false), hold);
    }
    report_files(d, sp, &best);
    write_net(&best, scale, d, k, best_hold);
    for (int i = 0; i < d->n; i++) {
        free(sp[i].k);
        free(sp[i].x);
    }
    free(sp);
    free(order);
}

/* The parameter blocks of one colour, in index order (checked: they must tile
 * EVAL_FEATURES, or the header would put values in the wrong places). */
typedef struct Block {
    int offset, rows, cols;
    const char *comment;
} Block;

static const Block BLOCKS[] = {
    {EVAL_F_DIR(EVAL_ME, 0), 1, P_COUNT,
     "side to move: one line of each grade (none b1 f1 b2 f2 b3 f3 b4 f4 five ol)"},
    {EVAL_F_DIR(EVAL_OPP, 0), 1, P_COUNT,
     "opponent: one line of each grade (none b1 f1 b2 f2 b3 f3 b4 f4 five ol)"},
    {EVAL_F_PAIR(EVAL_ME, 0), P_COUNT, P_COUNT,
     "side to move: a point whose two strongest grades are (row, column)"},
    {EVAL_F_PAIR(EVAL_OPP, 0), P_COUNT, P_COUNT,
     "opponent: a point whose two strongest grades are (row, column)"},
    {EVAL_F_TEMPO(0), P_COUNT, P_COUNT,
     "the side to move's tempo, by the two strongest grades of its best point"},
    {EVAL_F_THEIR_BEST(0), P_COUNT, P_COUNT,
     "the opponent's best point, by its two strongest grades (counted against)"},
    {EVAL_F_BIAS, 1, 1, "added to every evaluation"},
};

static void write_header(const double *w, const Data *d, double k)
{
    int next = 0;
    for (size_t i = 0; i < sizeof BLOCKS / sizeof BLOCKS[0]; i++) {
        if (BLOCKS[i].offset != next) {
            die("the parameter blocks do not follow the EVAL_F_* layout");
        }
        next += BLOCKS[i].rows * BLOCKS[i].cols;
    }
    if (next != EVAL_FEATURES) {
        die("the parameter blocks do not cover EVAL_FEATURES");
    }
    printf("/* Renju - MIT licence, see LICENSE.\n *\n"
           " * The evaluation's parameters (see EVAL_F_* in ai_internal.h), written by\n"
           " * lab/tune.c (`make tune`) from %d lines (games or positions), %d quiet\n"
           " * positions; K = %.0f. */\n",
           d->games, d->n, k);
    printf("#ifndef RENJU_EVAL_WEIGHTS_H\n#define RENJU_EVAL_WEIGHTS_H\n\n"
           "static const int16_t EVAL_PARAMS[2][EVAL_FEATURES] = {\n");
    const char *colour[2] = {"Black", "White"};
    for (int c = 0; c < 2; c++, w += EVAL_FEATURES) {
        printf("    {\n        /* %s to move */\n", colour[c]);
        for (size_t i = 0; i < sizeof BLOCKS / sizeof BLOCKS[0]; i++) {
            const Block *bl = &BLOCKS[i];
            printf("        /* %s */\n", bl->comment);
            for (int r = 0; r < bl->rows; r++) {
                fit_print_row(w, bl->offset + r * bl->cols, bl->cols,
                              bl->rows > 1 ? GRADE_NAME[r] : NULL);
            }
        }
        printf("    },\n");
    }
    printf("};\n\n#endif\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: renju-tune GAMES_FILE... > src/ai/eval_weights.h\n");
        return 2;
    }
    AiTables *tab = fit_tables("renju-tune");
    Data d = {0};
    for (int i = 1; i < argc; i++) {
        fit_read_lines("renju-tune", argv[i], add_game, &d, tab, &d.games, &d.bad_games);
        if (d.files < MAX_FILES) {
            d.file_name[d.files] = argv[i];
            d.file_end[d.files++] = d.n;
        }
    }
    fprintf(stderr, "%d games (%d lines skipped), %d quiet positions\n", d.games, d.bad_games, d.n);
    if (d.n) {
        fprintf(stderr,
                "the compiled network: engine and floating point differ by %.2f on average\n",
                d.net_error / d.n);
    }
    if (d.mismatches) {
        fprintf(stderr, "%d positions where the features do not add up to evaluate()\n",
                d.mismatches);
        die("eval_features and evaluate disagree");
    }
    if (d.n == 0) {
        die("no positions");
    }
    static double w[NPARAMS];
    static bool used[NPARAMS];
    for (int j = 0; j < NPARAMS; j++) {
        w[j] = EVAL_PARAMS[j / EVAL_FEATURES][j % EVAL_FEATURES];
    }
    /* A parameter seen in few positions would only fit their noise: it keeps its value. */
    static int seen[NPARAMS];
    for (int i = 0; i < d.n; i++) {
        for (int j = 0; j < EVAL_FEATURES; j++) {
            seen[d.s[i].colour * EVAL_FEATURES + j] += d.s[i].f[j] != 0;
        }
    }
    int min_seen = getenv("TUNE_MIN_SEEN") ? atoi(getenv("TUNE_MIN_SEEN")) : 200;
    int fitted = 0;
    for (int j = 0; j < NPARAMS; j++) {
        used[j] = seen[j] >= min_seen;
        fitted += used[j];
    }
    fprintf(stderr, "%d of %d parameters seen in %d positions or more: fitted\n", fitted, NPARAMS,
            min_seen);
    if (getenv("TUNE_DUMP")) {
        for (int i = 0; i < d.n; i++) {
            printf("%.0f %.1f\n", eval_of(&d.s[i], w), (double)d.s[i].result);
        }
        free(d.s);
        free(tab);
        return 0;
    }
    double k = fit_k(&d, w);
    fprintf(stderr, "K %.1f: train %.6f holdout %.6f\n", k, loss(&d, w, k, false),
            loss(&d, w, k, true));
    if (d.net_error > 0) {
        fprintf(stderr, "with the compiled network: train %.6f holdout %.6f\n",
                engine_loss(&d, k, false, 0, d.n), engine_loss(&d, k, true, 0, d.n));
        for (int f = 0; f < d.files && d.files > 1; f++) {
            int from = f ? d.file_end[f - 1] : 0;
            fprintf(stderr, "with the compiled network: held out of %s %.6f\n", d.file_name[f],
                    engine_loss(&d, k, true, from, d.file_end[f]));
        }
    }
    if (getenv("TUNE_NET")) {
        fit_net(&d, w, k);
        free(d.s);
        free(tab);
        return 0;
    }
    int epochs = getenv("TUNE_EPOCHS") ? atoi(getenv("TUNE_EPOCHS")) : 1000;
    fit(&d, w, k, epochs, used);
    write_header(w, &d, k);
    free(d.s);
    free(tab);
    return 0;
}

/* Renju - MIT licence, see LICENSE.
 *
 * Glicko-2 (rating.h) as Glickman's paper has it: to the Glicko-2 scale (mu, phi), the
 * games' variance v and improvement delta, the new volatility by the Illinois algorithm,
 * then phi and mu, and back; a game with a slip chance weighs its result by that
 * likelihood (the same steps, its slope and information in place of Glicko's). A
 * problem's rating from its level, line, goal and stones.
 */
#include "rating.h"

#include <math.h>

#define SCALE 173.7178
#define EPSILON 0.000001
#define PI 3.14159265358979323846

Rating rating_start(void)
{
    Rating r = {RATING_START, RATING_START_RD, RATING_START_VOL};
    return r;
}

static double g_of(double phi) { return 1.0 / sqrt(1.0 + 3.0 * phi * phi / (PI * PI)); }

static double e_of(double mu, double mu_j, double phi_j)
{
    return 1.0 / (1.0 + exp(-g_of(phi_j) * (mu - mu_j)));
}

double rating_expected(Rating player, double r, double rd)
{
    return e_of((player.r - RATING_START) / SCALE, (r - RATING_START) / SCALE, rd / SCALE);
}

/* The volatility's equation, f(x) of step 5. */
static double vol_f(double x, double delta, double phi, double v, double a, double tau)
{
    double ex = exp(x);
    double d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
}

static double new_volatility(double sigma, double delta, double phi, double v, double tau)
{
    double a = log(sigma * sigma);
    double A = a;
    double B;
    if (delta * delta > phi * phi + v) {
        B = log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (vol_f(a - k * tau, delta, phi, v, a, tau) < 0 && k < 1000) {
            k++;
        }
        B = a - k * tau;
    }
    double fa = vol_f(A, delta, phi, v, a, tau);
    double fb = vol_f(B, delta, phi, v, a, tau);
    for (int i = 0; fabs(B - A) > EPSILON && i < 200; i++) {
        double C = A + (A - B) * fa / (fb - fa);
        double fc = vol_f(C, delta, phi, v, a, tau);
        if (fc * fb <= 0) {
            A = B;
            fa = fb;
        } else {
            fa /= 2.0;
        }
        B = C;
        fb = fc;
    }
    return exp(A / 2.0);
}

Rating rating_period(Rating player, const RatingGame *games, int n, double tau)
{
    double mu = (player.r - RATING_START) / SCALE;
    double phi = player.rd / SCALE;
    if (n <= 0) {
        player.rd = sqrt(phi * phi + player.vol * player.vol) * SCALE;
        return player;
    }
    double vinv = 0;
    double sum = 0;
    for (int i = 0; i < n; i++) {
        double mu_j = (games[i].r - RATING_START) / SCALE;
        double phi_j = games[i].rd / SCALE;
        double g = g_of(phi_j);
        double e = e_of(mu, mu_j, phi_j);
        /* The chance of the score 1 is p = (1 - slip) e; the log-likelihood's slope in mu
         * and its information, (y - p) g (1 - e) / (1 - p) and (1 - slip) g^2 e (1 - e)^2 /
         * (1 - p), are Glickman's g (y - e) and g^2 e (1 - e) when slip is 0. */
        double slip = games[i].slip;
        double q = 1.0 - (1.0 - slip) * e;
        q = q < 1e-12 ? 1e-12 : q;
        vinv += (1.0 - slip) * g * g * e * (1.0 - e) * (1.0 - e) / q;
        sum += (games[i].score - (1.0 - slip) * e) * g * (1.0 - e) / q;
    }
    double v = 1.0 / vinv;
    double delta = v * sum;
    double sigma = new_volatility(player.vol, delta, phi, v, tau);
    double phi_star = sqrt(phi * phi + sigma * sigma);
    double phi_new = 1.0 / sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
    double mu_new = mu + phi_new * phi_new * sum;
    Rating out = {mu_new * SCALE + RATING_START, phi_new * SCALE, sigma};
    return out;
}

static double clamp(double x, double lo, double hi) { return x < lo ? lo : x > hi ? hi : x; }

Rating rating_after_problem(Rating player, int problem_rating, bool win)
{
    RatingGame game = {problem_rating, RATING_PROBLEM_RD, win ? 1.0 : 0.0, RATING_SLIP};
    Rating out = rating_period(player, &game, 1, RATING_TAU);
    out.r = clamp(out.r, player.r - RATING_MAX_CHANGE, player.r + RATING_MAX_CHANGE);
    out.r = clamp(out.r, RATING_MIN, RATING_MAX);
    out.rd = clamp(out.rd, RATING_MIN_RD, RATING_START_RD);
    out.vol = clamp(out.vol, 0.01, 0.2);
    return out;
}

int rating_problem(const Problem *p)
{
    int level = p->level < 1 ? 1 : p->level > 5 ? 5 : p->level;
    int extra;
    if (p->goal == GOAL_DEFEND) {
        extra = 20 + 40 - 10 * (p->nsolution > 1 ? p->nsolution - 1 : 0);
    } else {
        extra = 20 * ((p->nsolution + 1) / 2) + (p->goal == GOAL_VCF ? 0 : 40);
    }
    extra += (p->nstones[STONE_BLACK] + p->nstones[STONE_WHITE]) / 2;
    extra = extra < 0 ? 0 : extra > RATING_LEVEL_STEP - 10 ? RATING_LEVEL_STEP - 10 : extra;
    return RATING_LEVEL_BASE + level * RATING_LEVEL_STEP + extra;
}

int rating_round(double r) { return (int)floor(r + 0.5); }

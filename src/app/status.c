/* Renju - MIT licence, see LICENSE.
 *
 * The words of the status card and the message line (status.h): composed from the
 * controller and the game, in the player's language; render.c draws them.
 */
#include "status.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ai_opening.h"
#include "keymap.h"
#include "mistakes.h"
#include "text.h"

int status_analysis_moves(const AiInfo *in)
{
    int npv = in->npv > 0 ? in->npv : (in->best >= 0 ? 1 : 0);
    return npv > 9 ? 9 : npv;
}

int status_nbest_found(const AiInfo *in)
{
    return in->nbest > 0 ? in->nbest : in->best >= 0 ? 1 : 0;
}

bool status_nbest_note(const Controller *c, Lang lang, char *buf, size_t cap)
{
    buf[0] = '\0';
    if (c->nbest <= 0 || !c->analysing || !c->has_analysis || !c->analysis_done ||
        c->analysis_hash != c->board.hash) {
        return false;
    }
    int n = status_nbest_found(&c->analysis);
    int score = c->analysis.score;
    if (n > 0 && ai_score_is_win(-score)) {
        /* Lost: no move is "worth playing" (audit 24 B2: "Only 1 move is worth playing"
         * beside a 0% badge); a proven loss is said, the search's verdict only in the
         * rows (each "White wins (by the search)"). */
        if (!ai_score_is_proven(-score)) {
            return false;
        }
        bool white_wins = c->board.to_move == STONE_BLACK;
        text_format(
            buf, cap, "%s",
            i18n_text(lang, white_wins ? S_NBEST_LOST_WHITE_WINS : S_NBEST_LOST_BLACK_WINS));
        return true;
    }
    if (n <= 0 || n >= c->nbest || (ai_filter_on(&c->marks) && c->marks_hash == c->board.hash)) {
        return false; /* (fewer moves were marked: the analysis' words say how many) */
    }
    /* A proven win ends the search: the list holds the moves the threat solver proved
     * (the others were not searched on), never "only these are worth playing". */
    StrId id = ai_score_is_win(c->analysis.score) && ai_score_is_proven(c->analysis.score)
                   ? S_NBEST_WINS
                   : S_NBEST_FEWER;
    text_format(buf, cap, i18n_ntext(lang, id, n), n);
    return true;
}

/* The opponent's one five point, when it is the mover's foul (why in *v); else POS_NONE. */
static Pos foul_block(const Controller *c, RuleVerdict *v)
{
    const Board *b = &c->board;
    Stone me = b->to_move, opp = stone_opponent(me);
    Pos block = POS_NONE;
    int nfive = 0;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) == STONE_EMPTY && rules_makes_five(c->game.rules, b, p, opp)) {
                block = p;
                nfive++;
            }
        }
    }
    *v = nfive == 1 ? rules_check_move(c->game.rules, b, block, me) : VERDICT_OK;
    return verdict_is_foul(*v) ? block : POS_NONE;
}

static bool hint_is_lost(const Controller *c)
{
    return ai_score_is_win(-c->hint_score) && ai_score_is_proven(-c->hint_score);
}

Pos status_hint_longest(const Controller *c)
{
    RuleVerdict v;
    const Board *b = &c->board;
    if (c->hint == POS_NONE || !board_on(b, c->hint) || board_at(b, c->hint) != STONE_EMPTY ||
        !hint_is_lost(c) || foul_block(c, &v) != POS_NONE) {
        return POS_NONE;
    }
    return c->hint;
}

/* The hint where every move loses (a proof): said as the best moves say it, not as a move
 * to play ("Hint: h9 · White wins (forced, 1 move)" beside "Every move loses", audit 25,
 * C5), with the longest defence (status_hint_longest); when the opponent's four has one
 * five point and that point is the mover's foul, which point and which foul. False when
 * the hint's position is not lost. */
static bool hint_lost(const Controller *c, Lang lang, char *buf, size_t cap)
{
    if (!hint_is_lost(c)) {
        return false;
    }
    RuleVerdict v;
    Pos block = foul_block(c, &v);
    char pt[8];
    if (block != POS_NONE) {
        board_format_point(block, pt, sizeof pt);
        text_format(buf, cap, i18n_text(lang, S_MSG_HINT_LOST_FOUL), pt, i18n_verdict(lang, v));
        return true;
    }
    size_t len = 0;
    Stone me = c->board.to_move;
    text_append(
        buf, cap, &len, "%s",
        i18n_text(lang, me == STONE_BLACK ? S_NBEST_LOST_WHITE_WINS : S_NBEST_LOST_BLACK_WINS));
    Pos longest = status_hint_longest(c);
    if (longest != POS_NONE) { /* the move that loses slowest (audit 31a, C4) */
        board_format_point(longest, pt, sizeof pt);
        text_append(buf, cap, &len, " · ");
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_HINT_LONGEST), pt);
    }
    return true;
}

/* Has the side to move's opponent a four on the shown board (a point where it makes five)? */
static bool opponent_has_four(const Controller *c)
{
    const Board *b = &c->board;
    Stone opp = stone_opponent(b->to_move);
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) == STONE_EMPTY && rules_makes_five(c->game.rules, b, p, opp)) {
                return true;
            }
        }
    }
    return false;
}

size_t status_marks_note(const Controller *c, Lang lang, bool overridden, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap) {
        buf[0] = '\0';
    }
    const AiRootFilter *f = &c->marks;
    if (!ai_filter_on(f) || c->marks_hash != c->board.hash) {
        return 0;
    }
    int n = f->nonly > 0 ? f->nonly : f->nnever;
    text_append(buf, cap, &len, " · ");
    text_append(buf, cap, &len, i18n_ntext(lang, f->nonly > 0 ? S_MARKS_ONLY : S_MARKS_OUT, n), n);
    if (overridden) {
        /* Set aside: a four of the opponent's was to be blocked, or no marked move was
         * legal; each said as it is (a foul ringed once made it claim a four). */
        text_append(buf, cap, &len, " · %s",
                    i18n_text(lang, opponent_has_four(c) ? S_MARKS_FORCED : S_MARKS_NONE_LEGAL));
    }
    return len;
}

StatusTone status_headline(const Controller *c, Lang lang, Stone *icon, char *buf, size_t cap)
{
    const Game *g = &c->game;
    if (!controller_is_live(c)) {
        /* Move numbers as on the stones and in the move list (opening decisions take none). */
        *icon = c->board.to_move;
        int base = game_study_plies(g); /* a study's moves count from 1 */
        if (base > 0 && c->board.ply <= base) {
            status_study_row(g, lang, buf, cap); /* its set-up, no move */
        } else {
            text_format(buf, cap, i18n_text(lang, S_VIEWING), c->board.ply - base,
                        g->board.ply - base);
        }
        return STATUS_TEXT;
    }
    if (game_over(g)) {
        *icon = g->result == RESULT_BLACK_WINS   ? STONE_BLACK
                : g->result == RESULT_WHITE_WINS ? STONE_WHITE
                                                 : STONE_EMPTY;
        i18n_result(lang, g, buf, cap);
        return STATUS_GOLD;
    }
    /* Who acts: the colour to move, or in the opening's decisions the colour of the
     * player who decides (White picks Black's fifth move). */
    bool stone = game_action_offered(g, ACTION_MOVE);
    Stone s = stone ? game_to_move(g) : game_player_colour(g, game_player_to_move(g));
    StrId head = stone ? (s == STONE_BLACK ? S_BLACK_TO_MOVE : S_WHITE_TO_MOVE)
                       : (s == STONE_BLACK ? S_BLACK_TO_DECIDE : S_WHITE_TO_DECIDE);
    *icon = s;
    text_format(buf, cap, "%s", i18n_text(lang, head));
    return STATUS_TEXT;
}

int status_actor(const Controller *c)
{
    return game_over(&c->game) || !controller_is_live(c) ? -1 : game_player_to_move(&c->game);
}

Stone status_first_colour(const Controller *c)
{
    const Game *g = &c->game;
    if (controller_is_live(c)) {
        return game_player_colour(g, 0);
    }
    Stone first = STONE_BLACK;
    for (int i = 0; i < c->view; i++) {
        first = g->actions[i].kind == ACTION_SWAP ? stone_opponent(first) : first;
    }
    return first;
}

/* name into out, cut after keep characters with "…" when longer (keep 0: whole). */
static void engine_name(const char *name, int keep, char *out, size_t cap)
{
    size_t i = 0;
    for (int k = 0; name[i] && (keep == 0 || k < keep); k++) {
        do {
            i++;
        } while (((unsigned char)name[i] & 0xC0) == 0x80);
    }
    snprintf(out, cap, "%.*s%s", (int)i, name, name[i] ? "…" : "");
}

void status_seat_line(const Controller *c, const char *name, Lang lang, int player, Stone colour,
                      int brief, int dots, char *buf, size_t cap)
{
    SeatKind seat = controller_player_seat(c, player);
    const char *col = i18n_text(lang, colour == STONE_BLACK ? S_BLACK : S_WHITE);
    const char *nth = i18n_text(lang, player == 0 ? S_SEAT_FIRST : S_SEAT_SECOND);
    size_t n;
    bool people = controller_player_seat(c, 0) == SEAT_HUMAN &&
                  controller_player_seat(c, 1) == SEAT_HUMAN;
    /* A name is shown whoever holds the seat (the Game info dialog's, a record's); but a
     * seat's own word (our earlier SGF saves named players so, status_player_name) is no
     * name: "First player: Black", not said twice, and never "Computer, level 10" over a
     * seat a person holds (audit 32b, B2). */
    if (name && name[0] && !status_is_seat_word(name)) {
        /* A record's player, by name; on a narrow card its first characters. */
        char who[RECORD_NAME_MAX + 8];
        engine_name(name, brief >= 2 ? STATUS_ENGINE_BRIEF : 0, who, sizeof who);
        n = brief ? (size_t)snprintf(buf, cap, "%s: %s", who, col)
                  : (size_t)snprintf(buf, cap, "%s (%s): %s", who, nth, col);
    } else if (people) {
        n = text_format(buf, cap, "%s: %s",
                        i18n_text(lang, player == 0 ? S_FIRST_PLAYER : S_SECOND_PLAYER), col);
    } else {
        char who[64];
        if (seat == SEAT_AI && c->engine_name[0]) {
            /* An outside engine's own name; on a narrow card its first characters. */
            engine_name(c->engine_name, brief >= 2 ? STATUS_ENGINE_BRIEF : 0, who, sizeof who);
        } else if (seat == SEAT_AI && brief >= 2) {
            text_format(who, sizeof who, "%s", i18n_text(lang, S_COMPUTER)); /* no level */
        } else if (seat == SEAT_AI) {
            text_format(who, sizeof who, i18n_text(lang, S_COMPUTER_LEVEL), c->opt.ai_level);
        } else if (seat == SEAT_REMOTE) {
            text_format(who, sizeof who, "%s", i18n_text(lang, S_OPPONENT));
        } else {
            text_format(who, sizeof who, "%s", i18n_text(lang, S_YOU));
        }
        if (brief) {
            n = (size_t)snprintf(buf, cap, "%s: %s", who, col);
        } else {
            n = (size_t)snprintf(buf, cap, "%s (%s): %s", who, nth, col);
        }
    }
    int64_t budget;
    int64_t spent = controller_thinking_for(c, &budget);
    if (dots >= 0 && n < cap && spent >= 0 && seat == SEAT_AI && brief < 4) {
        /* The seconds it has thought, and on a clock its budget, once a second: a slow
         * machine's 10 s a move shows it is not hung (audit 34a, C3). */
        char secs[32], of[32];
        i18n_duration(lang, spent / 1000 * 1000, secs, sizeof secs);
        if (budget > 0 && brief < 3) { /* narrower: the seconds alone, then the dots */
            /* As New game says it: whole seconds, tenths under 10 s. */
            i18n_duration(
                lang, budget >= 10000 ? (budget + 500) / 1000 * 1000 : (budget + 50) / 100 * 100,
                of, sizeof of);
            text_format(buf + n, cap - n, i18n_text(lang, S_THINKING_OF), secs, of);
        } else {
            text_format(buf + n, cap - n, i18n_text(lang, S_THINKING_FOR), secs);
        }
    } else if (dots >= 0 && n < cap) {
        text_format(buf + n, cap - n, " — %s%.*s", i18n_text(lang, S_THINKING), dots, "...");
    }
}

size_t status_sheet_header(const Game *g, const RecordInfo *info, Lang lang, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    if (info->black[0] || info->white[0]) {
        text_append(buf, cap, &len, i18n_text(lang, S_SHEET_PLAYERS),
                    info->black[0] ? info->black : "?", info->white[0] ? info->white : "?");
        text_append(buf, cap, &len, "\n");
    }
    if (info->event[0] || info->date[0]) {
        text_append(buf, cap, &len, "%s%s%s\n", info->event,
                    info->event[0] && info->date[0] ? " · " : "", info->date);
    }
    text_append(buf, cap, &len, "%s", i18n_rule_title(lang, g->rules->id));
    if (g->opening != OPENING_FREE) {
        text_append(buf, cap, &len, " · %s", i18n_opening_title(lang, g->opening));
    }
    if (clock_timed(&info->clock)) {
        char tc[96];
        i18n_time_control(lang, &info->clock, tc, sizeof tc);
        text_append(buf, cap, &len, " · %s", tc);
    }
    char result[256];
    if (game_over(g)) {
        i18n_result(lang, g, result, sizeof result);
    } else {
        text_format(result, sizeof result, "%s", i18n_text(lang, S_SHEET_UNFINISHED));
    }
    text_append(buf, cap, &len, "\n%s\n", result);
    return len;
}

size_t status_sheet_decisions(const Game *g, Lang lang, char *buf, size_t cap)
{
    char list[1024] = "";
    size_t n = 0;
    for (int i = 0; i < g->nactions; i++) {
        const Action *a = &g->actions[i];
        bool decision = a->kind != ACTION_MOVE && a->kind != ACTION_PASS &&
                        a->kind != ACTION_RESIGN && a->kind != ACTION_DRAW &&
                        a->kind != ACTION_TIMEOUT;
        if (!decision) {
            continue;
        }
        text_append(list, sizeof list, &n, "%s%d. ", n ? " · " : "", game_move_number(g, i));
        i18n_action(lang, a, list, sizeof list, &n);
        for (int k = 0; a->kind == ACTION_PROPOSE && k < a->nproposals; k++) {
            char pt[8];
            board_format_point(a->proposals[k], pt, sizeof pt);
            text_append(list, sizeof list, &n, "%s%s", k ? " " : ": ", pt);
        }
    }
    buf[0] = '\0';
    return n ? text_format(buf, cap, i18n_text(lang, S_SHEET_DECISIONS), list) : 0;
}

bool status_is_seat_word(const char *name)
{
    static const StrId WORDS[] = {S_FIRST_PLAYER, S_SECOND_PLAYER, S_YOU, S_COMPUTER, S_OPPONENT};
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        for (size_t i = 0; i < sizeof WORDS / sizeof WORDS[0]; i++) {
            if (strcmp(name, i18n_text((Lang)lang, WORDS[i])) == 0) {
                return true;
            }
        }
        for (int level = AI_LEVEL_MIN; level <= AI_LEVEL_MAX; level++) {
            char word[RECORD_NAME_MAX];
            text_format(word, sizeof word, i18n_text((Lang)lang, S_COMPUTER_LEVEL), level);
            if (strcmp(name, word) == 0) {
                return true;
            }
        }
    }
    return false;
}

void status_player_name(const Controller *c, Lang lang, int player, char *buf, size_t cap)
{
    SeatKind seat = controller_player_seat(c, player);
    bool people = controller_player_seat(c, 0) == SEAT_HUMAN &&
                  controller_player_seat(c, 1) == SEAT_HUMAN;
    if (people) {
        text_format(buf, cap, "%s",
                    i18n_text(lang, player == 0 ? S_FIRST_PLAYER : S_SECOND_PLAYER));
    } else if (seat == SEAT_AI && c->engine_name[0]) {
        snprintf(buf, cap, "%s", c->engine_name);
    } else if (seat == SEAT_AI) {
        text_format(buf, cap, i18n_text(lang, S_COMPUTER_LEVEL), c->opt.ai_level);
    } else {
        text_format(buf, cap, "%s", i18n_text(lang, seat == SEAT_REMOTE ? S_OPPONENT : S_YOU));
    }
}

/* What the opening asks for now ("Swap colours (S), or play stone 3."), in the accent
 * tone for a person who acts, dim while the AI decides. Empty (and *tone unchanged)
 * outside the opening. */
static void opening_prompt(const Controller *c, Lang lang, char *buf, size_t cap, StatusTone *tone)
{
    const Game *g = &c->game;
    buf[0] = '\0';
    if (g->opening == OPENING_FREE || game_over(g) || !controller_is_live(c)) {
        return;
    }
    int stone = g->board.ply + 1;
    int zone = game_zone_size(g);
    size_t n = 0;
    /* The computer's (or the network opponent's) decisions are told, not asked of the
     * person: no keys, no "click". */
    bool person = controller_human_to_move(c);
    /* Right after a swap (or Swap2's keep) the next stone is the one step left to name,
     * zone or not: "Stone 4 goes anywhere." (audit 22, C3: after the computer's swap in
     * Swap2 the panel said only who holds which colour). */
    ActionKind last = g->nactions > 0 ? g->actions[g->nactions - 1].kind : ACTION_MOVE;
    bool chosen = (last == ACTION_SWAP || last == ACTION_KEEP) && g->phase == PHASE_MOVE;
    bool soosorv_four = g->opening == OPENING_SOOSORV8 && stone == 4;
    if (chosen && zone == 0 && !(soosorv_four && game_in_opening(g))) {
        text_format(buf, cap, i18n_text(lang, S_PROMPT_ANYWHERE), stone);
        *tone = person ? STATUS_ACCENT : STATUS_DIM;
        return;
    }
    if (!game_in_opening(g)) {
        return;
    }
    bool remote = !person && controller_player_seat(c, game_player_to_move(g)) == SEAT_REMOTE;
    if (!person && g->phase != PHASE_MOVE &&
        (g->phase != PHASE_SWAP_OR_MOVE || game_action_offered(g, ACTION_TWO_MORE))) {
        text_format(buf, cap, "%s",
                    i18n_text(lang, remote ? S_PROMPT_NET_DECIDES : S_PROMPT_AI_DECIDES));
        *tone = STATUS_DIM;
        return;
    }
    switch (g->phase) {
    case PHASE_SWAP_OR_MOVE:
        if (!person) {
            n = text_format(buf, cap,
                            i18n_text(lang, remote ? S_PROMPT_NET_SWAP : S_PROMPT_AI_SWAP), stone);
        } else if (game_action_offered(g, ACTION_TWO_MORE)) {
            text_format(buf, cap, "%s", i18n_text(lang, S_PROMPT_SWAP2));
            break;
        } else {
            n = text_format(buf, cap, i18n_text(lang, S_PROMPT_SWAP), stone);
        }
        /* fall through: the zone of that stone */
        /* FALLTHROUGH */
    case PHASE_MOVE:
        /* Swap2: the first player's three stones; the second player's two more, only
         * after choosing them (after a swap the opening is over at stone 4). */
        if (g->opening == OPENING_SWAP2 && g->phase == PHASE_MOVE &&
            (stone <= 3 || (g->branch == ACTION_TWO_MORE && stone <= 5))) {
            text_format(buf, cap,
                        i18n_text(lang, stone <= 3 ? S_PROMPT_SWAP2_THREE : S_PROMPT_SWAP2_TWO),
                        stone);
            break;
        }
        if (n < cap && zone == 1) {
            text_format(buf + n, cap - n, "%s%s", n ? "\n" : "", i18n_text(lang, S_PROMPT_CENTRE));
        } else if (n < cap && zone == 0 && person && g->opening == OPENING_SOOSORV8 && stone == 4) {
            /* White's stone 4 has no zone; the declaration follows it (after a swap too,
             * when the note says only who holds which colour). */
            text_format(buf + n, cap - n, "%s%s", n ? "\n" : "",
                        i18n_text(lang, S_PROMPT_SOOSORV_FOUR));
        } else if (n < cap && zone > 1) {
            snprintf(buf + n, cap - n, "%s", n ? "\n" : "");
            n = strlen(buf);
            text_format(buf + n, cap - n, i18n_text(lang, S_PROMPT_ZONE), stone, zone, zone);
        }
        break;
    case PHASE_CHOOSE_OPTION: text_format(buf, cap, "%s", i18n_text(lang, S_PROMPT_OPTION)); break;
    case PHASE_DECLARE: text_format(buf, cap, "%s", i18n_text(lang, S_PROMPT_DECLARE)); break;
    case PHASE_PROPOSE:
        if (game_swap_offered(g)) {
            n = text_format(buf, cap, "%s\n", i18n_text(lang, S_PROMPT_SWAP_FIRST));
        }
        if (n < cap) {
            int need = game_proposals_needed(g);
            text_format(buf + n, cap - n, i18n_ntext(lang, S_PROMPT_PROPOSE, need), need,
                        c->nproposals);
        }
        break;
    case PHASE_CHOOSE: text_format(buf, cap, "%s", i18n_text(lang, S_PROMPT_CHOOSE)); break;
    case PHASE_SWAP_OR_KEEP:
        text_format(buf, cap, "%s", i18n_text(lang, S_PROMPT_SWAP_OR_KEEP));
        break;
    case PHASE_OVER: break;
    }
    *tone = person ? STATUS_ACCENT : STATUS_DIM;
}

size_t status_opening_step(const Controller *c, Lang lang, char *buf, size_t cap)
{
    StatusTone tone = STATUS_TEXT;
    opening_prompt(c, lang, buf, cap, &tone);
    return strlen(buf);
}

/* The controller's messages that are the game's refusals, and their kinds: the words are
 * i18n_refusal()'s, the same that explain a refused record. */
static const GameErrorKind REFUSALS[] = {
    [CTL_MSG_OCCUPIED] = GAME_ERR_OCCUPIED,
    [CTL_MSG_CENTRE_FIRST] = GAME_ERR_CENTRE_FIRST,
    [CTL_MSG_GAME_OVER] = GAME_ERR_OVER,
    [CTL_MSG_OUTSIDE_ZONE] = GAME_ERR_OUTSIDE_ZONE,
    [CTL_MSG_DECIDE_FIRST] = GAME_ERR_DECIDE_FIRST,
    [CTL_MSG_SYMMETRIC] = GAME_ERR_SYMMETRIC,
    [CTL_MSG_PROPOSALS_FULL] = GAME_ERR_PROPOSALS_FULL,
    [CTL_MSG_PROPOSALS_SHORT] = GAME_ERR_PROPOSAL_COUNT,
    [CTL_MSG_NOT_PROPOSED] = GAME_ERR_NOT_PROPOSED,
    [CTL_MSG_NO_STONES] = GAME_ERR_NO_STONES,
    [CTL_MSG_CENTRE_CLOSED] = GAME_ERR_CENTRE_CLOSED,
    [CTL_MSG_NOT_OFFERED] = GAME_ERR_NOT_OFFERED,
    [CTL_MSG_PROPOSED_TWICE] = GAME_ERR_PROPOSED_TWICE,
    [CTL_MSG_OFF_BOARD] = GAME_ERR_OFF_BOARD,
    [CTL_MSG_TOO_LONG] = GAME_ERR_TOO_LONG,
};

/* The byte offset of character k of s (len bytes; len when it has fewer). */
static size_t char_at(const char *s, size_t len, size_t k)
{
    size_t at = 0;
    for (size_t i = 0; i < k && at < len; i++) {
        size_t c = text_utf8_char(s + at, len - at);
        at += c ? c : 1;
    }
    return at;
}

/* The characters of s[0..len) (a byte that reads as none counts as one). */
static size_t chars_in(const char *s, size_t len)
{
    size_t n = 0;
    for (size_t at = 0; at < len; n++) {
        size_t c = text_utf8_char(s + at, len - at);
        at += c ? c : 1;
    }
    return n;
}

size_t status_short_name(const char *name, size_t shown, char *out, size_t cap)
{
    size_t len = strlen(name), chars = chars_in(name, len);
    shown = shown > STATUS_NAME_LEAST ? shown : STATUS_NAME_LEAST;
    if (chars <= shown) {
        text_format(out, cap, "%s", name);
        return chars;
    }
    /* The ending (".sgf") kept whole when short; of the rest three quarters of the room
     * before the "…" and a quarter after it. */
    const char *dot = strrchr(name, '.');
    size_t end = dot && dot > name && len - (size_t)(dot - name) <= 6 ? (size_t)(dot - name) : len;
    size_t ext_chars = chars_in(name + end, len - end);
    size_t room = shown - 1 - ext_chars; /* the "…" is one */
    size_t head = (room * 3 + 3) / 4, tail = room - head;
    size_t stem_chars = chars - ext_chars;
    size_t h = char_at(name, len, head), t = char_at(name, len, stem_chars - tail);
    text_format(out, cap, "%.*s…%.*s%s", (int)h, name, (int)(end - t), name + t, name + end);
    return chars;
}

void status_notice_set(Notice *nt, StrId msg, bool bad, NoticeArg arg, long n, const char *text,
                       const RecordError *err)
{
    memset(nt, 0, sizeof *nt);
    nt->arg = arg;
    nt->msg = msg;
    nt->bad = bad;
    nt->n = n;
    snprintf(nt->text, sizeof nt->text, "%s", text ? text : "");
    if (err) {
        nt->err = *err;
    }
}

static StrId engine_failure_text(ExtFailure f)
{
    switch (f) {
    case EXT_FAIL_SPAWN: return S_EXT_SPAWN;
    case EXT_FAIL_START: return S_EXT_START;
    case EXT_FAIL_EXITED: return S_EXT_EXITED;
    case EXT_FAIL_TIMEOUT: return S_EXT_TIMEOUT;
    case EXT_FAIL_GARBAGE: return S_EXT_GARBAGE;
    case EXT_FAIL_ERROR: return S_EXT_ERROR;
    case EXT_FAIL_OFF_BOARD: return S_EXT_OFF_BOARD;
    case EXT_FAIL_OCCUPIED: return S_EXT_OCCUPIED;
    case EXT_FAIL_FOUL: return S_EXT_FOUL;
    case EXT_FAIL_REFUSED: return S_EXT_REFUSED;
    case EXT_FAIL_FLOOD: return S_EXT_FLOOD;
    case EXT_FAIL_NONE: break;
    }
    return S_EXT_ERROR;
}

void status_notice_engine(Notice *nt, const ExtEvent *ev, const char *name)
{
    status_notice_set(nt, engine_failure_text(ev->failure), true, NOTICE_ENGINE, 0, name, NULL);
    if (ev->failure == EXT_FAIL_OFF_BOARD) {
        snprintf(nt->detail, sizeof nt->detail, "%s", ev->text);
    } else if (ev->failure == EXT_FAIL_GARBAGE) {
        /* Its first bytes, whole characters, for the engine's author. */
        size_t n = strlen(ev->text);
        bool cut = n > STATUS_ENGINE_QUOTE;
        while (n > STATUS_ENGINE_QUOTE) {
            n = text_utf8_back(ev->text, n);
        }
        snprintf(nt->detail, sizeof nt->detail, "%.*s%s", (int)n, ev->text, cut ? "…" : "");
    } else if (ev->failure == EXT_FAIL_OCCUPIED || ev->failure == EXT_FAIL_FOUL ||
               ev->failure == EXT_FAIL_REFUSED) {
        board_format_point(ev->at, nt->detail, sizeof nt->detail);
    }
    nt->verdict = ev->verdict;
    nt->refusal = ev->refusal;
}

void status_notice_not_saved(Notice *nt, const RecordError *err)
{
    bool says_it = err->reason == RECORD_R_NOT_SAVED || err->reason == RECORD_R_NO_TEMPORARY ||
                   err->reason == RECORD_R_FOLDER_NO_FILES ||
                   err->reason == RECORD_R_NO_SUCH_FOLDER || err->reason == RECORD_R_NOT_REGULAR ||
                   err->reason == RECORD_R_APPEARED;
    status_notice_set(nt, says_it ? S_MSG_SAVE_REFUSED : S_MSG_NOT_SAVED, true, NOTICE_REASON, 0,
                      NULL, err);
}

void status_notice_not_loaded(Notice *nt, const char *path, const RecordError *err)
{
    bool lib = path && record_format_from_path(path) == RECORD_LIB;
    status_notice_set(nt, lib ? S_MSG_NOT_LOADED_LIBRARY : S_MSG_NOT_LOADED, true, NOTICE_REASON, 0,
                      NULL, err);
}

/* The record's further warnings after the message nt says (RecordInfo): each one the
 * message is not, as a further sentence. */
static void record_also(Notice *nt, const RecordInfo *info, const Game *g)
{
    nt->also_rule_id = (int)g->rules->id;
    if (info->rule_unknown[0] && nt->msg != S_MSG_LOADED_RULE_UNKNOWN &&
        nt->msg != S_MSG_PASTED_RULE_UNKNOWN) {
        nt->also |= NOTICE_ALSO_RULE_UNKNOWN;
        snprintf(nt->also_rule, sizeof nt->also_rule, "%s", info->rule_unknown);
    } else if (!info->rule_unknown[0] && info->rule_fitted && nt->msg != S_MSG_LOADED_RULE_FITTED &&
               nt->msg != S_MSG_PASTED_RULE_FITTED) {
        nt->also |= NOTICE_ALSO_RULE_FITTED;
    }
    if (info->result_dropped[0] && nt->msg != S_MSG_LOADED_RESULT_DROPPED &&
        nt->msg != S_MSG_PASTED_RESULT_DROPPED) {
        nt->also |= NOTICE_ALSO_RESULT_DROPPED;
        snprintf(nt->also_result, sizeof nt->also_result, "%s", info->result_dropped);
    }
    if (info->notes_cut + info->notes_dropped > 0) {
        nt->also |= NOTICE_ALSO_NOTES_CUT;
    }
}

bool status_notice_record(Notice *nt, const char *name, const RecordInfo *info, const Game *g)
{
    int i = info->foul_move - 1;
    if (i < 0 || i >= g->nactions) {
        const char *what = info->rule_unknown[0] ? info->rule_unknown : info->result_dropped;
        if (!what[0] && info->rule_fitted) { /* the rule read, as a 19x19 SGF's */
            status_notice_set(nt, name ? S_MSG_LOADED_RULE_FITTED : S_MSG_PASTED_RULE_FITTED, false,
                              NOTICE_RULE, g->rules->id, name, NULL);
            record_also(nt, info, g);
            return true;
        }
        if (!what[0]) {
            return false;
        }
        bool rule = what == info->rule_unknown;
        StrId msg = name ? (rule ? S_MSG_LOADED_RULE_UNKNOWN : S_MSG_LOADED_RESULT_DROPPED)
                         : (rule ? S_MSG_PASTED_RULE_UNKNOWN : S_MSG_PASTED_RESULT_DROPPED);
        status_notice_set(nt, msg, true, NOTICE_RULE, g->rules->id, name, NULL);
        snprintf(nt->detail, sizeof nt->detail, "%s", what);
        record_also(nt, info, g);
        return true;
    }
    StrId msg = name ? (info->foul_after > 0 ? S_MSG_LOADED_FOUL_MORE : S_MSG_LOADED_FOUL)
                     : (info->foul_after > 0 ? S_MSG_PASTED_FOUL_MORE : S_MSG_PASTED_FOUL);
    status_notice_set(nt, msg, true, NOTICE_FOUL, info->foul_after, name, NULL);
    nt->move = info->foul_move;
    board_format_point(g->actions[i].pos, nt->detail, sizeof nt->detail);
    nt->verdict = info->foul_verdict;
    record_also(nt, info, g);
    return true;
}

/* NOTICE_ALSO_MORE's sentences: their kinds into said (may be NULL), how many. */
enum { MORE_DAMAGED, MORE_CHARSET, MORE_UTF8, MORE_SAID };
static int more_said(const Notice *nt, int *said)
{
    bool has[MORE_SAID] = {nt->also_damaged_len > 0,
                           nt->also_charset_guessed || nt->also_charset_named[0] != '\0',
                           nt->also_utf8 > 0};
    int n = 0;
    for (int k = 0; k < MORE_SAID; k++) {
        if (has[k] && said) {
            said[n] = k;
        }
        n += has[k];
    }
    return n;
}

void status_notice_also_saved(Notice *nt, const Game *g, const RecordInfo *info, RecordFormat fmt,
                              const Review *lines)
{
    int kept = lines && fmt != RECORD_LIB && fmt != RECORD_TEXT && fmt != RECORD_SGF &&
                       fmt != RECORD_AUTO
                   ? review_kept_moves(lines)
                   : 0;
    if (kept > 0) { /* RenLib, SGF and our text record hold a line after a foul or a five */
        nt->also |= NOTICE_ALSO_KEPT_LOST;
        nt->also_moves = kept;
    }
    nt->also_shapes = record_shapes_lost(lines, fmt, &nt->also_marked); /* none for AUTO */
    nt->also |= nt->also_shapes > 0 ? (unsigned)NOTICE_ALSO_SHAPES_LOST : 0u;
    nt->also |= nt->also_marked > 0 ? (unsigned)NOTICE_ALSO_MARKED_LOST : 0u;
    nt->also_labels = record_label_marks_lost(lines, fmt);
    nt->also |= nt->also_labels > 0 ? (unsigned)NOTICE_ALSO_LABEL_MARKS_LOST : 0u;
    nt->also_letters = record_letters_lost(lines, fmt);
    nt->also |= nt->also_letters > 0 ? (unsigned)NOTICE_ALSO_LETTERS_LOST : 0u;
    nt->also |= record_keeps_result(g, fmt) ? 0u : (unsigned)NOTICE_ALSO_RESULT;
    const char *claimed = record_result_kept(g, info); /* none once played on (fix33b) */
    if (claimed && fmt != RECORD_SGF && fmt != RECORD_TEXT && fmt != RECORD_AUTO) {
        nt->also |= NOTICE_ALSO_RESULT; /* an SGF's RE[B+]: SGF and ours hold it */
        snprintf(nt->also_kept, sizeof nt->also_kept, "%s", claimed);
    }
    if (!record_keeps_rule(g, fmt)) { /* a gomoku .psq: read back as renju unless told */
        nt->also |= NOTICE_ALSO_NO_RULE;
        nt->also_rule_id = (int)g->rules->id;
    }
    nt->also_utf8 = fmt == RECORD_LIB ? record_lib_utf8_texts(lines) : 0;
    nt->also |= more_said(nt, NULL) > 0 ? NOTICE_ALSO_MORE : 0u;
    nt->also_fields = record_info_lost(g, info, fmt);
    if (!clock_timed(&info->clock) && !info->times_read) {
        /* without a clock only the window measured them, and never showed them */
        nt->also_fields &= ~(unsigned)(RECORD_LOST_TIMES | RECORD_LOST_CHOICE_TIMES);
    }
    if (nt->also_fields == RECORD_LOST_DATE) {
        /* Every game the window starts has its date: alone, a stones-only save's loss of
         * it is no news worth a word each time (named with the players or the event). */
        nt->also_fields = 0;
    }
    nt->also |= nt->also_fields ? (unsigned)NOTICE_ALSO_INFO : 0u;
}

void status_notice_also_loaded(Notice *nt, const RecordInfo *info)
{
    nt->also_games = info->sgf_games;
    nt->also_game = info->sgf_game > 1 ? info->sgf_game : 1;
    nt->also |= info->sgf_games > 1 ? (unsigned)NOTICE_ALSO_GAMES : 0u;
    nt->also |= info->sgf_trailing ? (unsigned)NOTICE_ALSO_TRAILING : 0u;
    nt->also_setup = info->sgf_setup_skipped;
    nt->also_setup_after = info->sgf_setup_after;
    nt->also_setup_side = info->sgf_setup_side;
    nt->also_setup_side_after = info->sgf_setup_side_after;
    nt->also_cut = info->sgf_side_cut;
    nt->also_cut_move = info->sgf_side_cut_move;
    board_format_point(info->sgf_side_cut_pos, nt->also_cut_point, sizeof nt->also_cut_point);
    snprintf(nt->also_props, sizeof nt->also_props, "%s", info->sgf_props_skipped);
    nt->also_guessed = info->opening_guessed;
    snprintf(nt->also_kept, sizeof nt->also_kept, "%s", info->result_kept);
    nt->also |= info->sgf_setup_skipped + info->sgf_setup_side + info->sgf_side_cut > 0 ||
                        info->sgf_props_skipped[0] || info->opening_guessed || info->result_kept[0]
                    ? (unsigned)NOTICE_ALSO_SETUP_SKIPPED
                    : 0u;
    if (info->lines_left_out > 0) {
        nt->also |= NOTICE_ALSO_LEFT_OUT;
        nt->also_moves = info->lines_left_out;
    }
    nt->also_unread = info->texts_unread;
    nt->also |= info->texts_unread > 0 ? (unsigned)NOTICE_ALSO_TEXTS_UNREAD : 0u;
    nt->also_skipped = info->marks_skipped;
    nt->also |= info->marks_skipped > 0 ? (unsigned)NOTICE_ALSO_MARKS_SKIPPED : 0u;
    nt->also_over = info->marks_over;
    nt->also |= info->marks_over > 0 ? (unsigned)NOTICE_ALSO_MARKS_OVER : 0u;
    nt->also_noted = info->labels_noted;
    nt->also |= info->labels_noted > 0 ? (unsigned)NOTICE_ALSO_LABELS_NOTED : 0u;
    nt->also_unmarked = info->label_marks_noted;
    nt->also |= info->label_marks_noted > 0 ? (unsigned)NOTICE_ALSO_LABEL_MARKS_NOTED : 0u;
    nt->also_after = info->five_after;
    nt->also_five = info->five_move;
    nt->also |= info->five_after > 0 ? (unsigned)NOTICE_ALSO_FIVE_AFTER : 0u;
    nt->also |= info->five_after > 0 && info->five_kept ? (unsigned)NOTICE_ALSO_FIVE_KEPT : 0u;
    snprintf(nt->also_redo, sizeof nt->also_redo, "%s", info->redo_value);
    nt->also |= info->redo_dropped ? (unsigned)NOTICE_ALSO_REDO_DROPPED : 0u;
    snprintf(nt->also_marks, sizeof nt->also_marks, "%s", info->marks_dropped);
    nt->also |= info->marks_dropped[0] ? (unsigned)NOTICE_ALSO_MARKS_DROPPED : 0u;
    snprintf(nt->also_header, sizeof nt->also_header, "%s", info->header_dropped);
    nt->also |= info->header_dropped[0] ? (unsigned)NOTICE_ALSO_HEADER_DROPPED : 0u;
    nt->also_charset = info->charset_read;
    nt->also_charset_guessed = info->charset_guessed;
    snprintf(nt->also_charset_named, sizeof nt->also_charset_named, "%s", info->charset_unknown);
    nt->also_damaged_at = info->damaged_at;
    nt->also_damaged_len = info->damaged_len;
    nt->also |= more_said(nt, NULL) > 0 ? NOTICE_ALSO_MORE : 0u;
}

/* Whether a load left out a part of the record that did not fit (redo's list, the marks, a
 * header of an extra): the game is read, the notice says what is missing. */
static bool resumed_short(const RecordInfo *info)
{
    return info->redo_dropped || info->marks_dropped[0] || info->header_dropped[0];
}

void status_notice_resumed(Notice *nt, int last, const RecordInfo *info)
{
    if (last > 0) {
        status_notice_set(nt, S_MSG_RESUMED, resumed_short(info), NOTICE_NUMBER, last, NULL, NULL);
        status_notice_also_loaded(nt, info);
    } else if (info->redo_dropped) {
        status_notice_set(nt, S_MSG_ALSO_REDO_DROPPED, true, NOTICE_NAME, 0, info->redo_value,
                          NULL);
    } else if (info->header_dropped[0]) { /* (no move: no marks either) */
        status_notice_set(nt, S_MSG_ALSO_HEADER_DROPPED, true, NOTICE_NAME, 0, info->header_dropped,
                          NULL);
    }
}

void status_notice_pasted(Notice *nt, const RecordInfo *info, const Game *g)
{
    if (status_notice_record(nt, NULL, info, g)) {
        /* the game ended on a foul the paste has, or its rule or result: said first */
    } else if (info->notes_cut + info->notes_dropped > 0) {
        status_notice_set(nt, S_MSG_PASTED_NOTES_CUT, true, NOTICE_PLAIN, 0, NULL, NULL);
    } else if (g->setup > 0 && game_moves_played(g) > 0) { /* moves only for moves played */
        status_notice_set(nt, S_MSG_PASTED_POSITION_MOVES, false, NOTICE_NUMBER,
                          game_moves_played(g), NULL, NULL);
    } else if (g->setup > 0) {
        status_notice_set(nt, S_MSG_PASTED_POSITION, false, NOTICE_NUMBER, game_setup_stones(g),
                          NULL, NULL);
    } else {
        status_notice_set(nt, S_MSG_PASTED, false, NOTICE_NUMBER, g->board.ply, NULL, NULL);
    }
    status_notice_also_loaded(nt, info);
    nt->also |= NOTICE_ALSO_PASTED;
}

void status_info_fields(unsigned fields, Lang lang, char *buf, size_t cap)
{
    static const struct {
        unsigned bit;
        StrId name;
    } NAMES[RECORD_LOST_KINDS] = {
        {RECORD_LOST_PLAYERS, S_INFO_PLAYERS},     {RECORD_LOST_BLACK, S_INFO_BLACK},
        {RECORD_LOST_WHITE, S_INFO_WHITE},         {RECORD_LOST_EVENT, S_INFO_EVENT},
        {RECORD_LOST_DATE, S_INFO_DATE},           {RECORD_LOST_CLOCK, S_INFO_CLOCK},
        {RECORD_LOST_TIMES, S_INFO_TIMES},         {RECORD_LOST_CHOICE_TIMES, S_INFO_CHOICE_TIMES},
        {RECORD_LOST_GAME_INFO, S_INFO_GAME_INFO},
    };
    const char *names[RECORD_LOST_KINDS];
    int n = 0;
    for (unsigned k = 0; k < RECORD_LOST_KINDS; k++) {
        if (fields & NAMES[k].bit) {
            names[n++] = i18n_text(lang, NAMES[k].name);
        }
    }
    size_t len = 0;
    buf[0] = '\0';
    for (int k = 0; k + 2 < n; k++) {
        text_append(buf, cap, &len, "%s, ", names[k]);
    }
    if (n >= 2) {
        text_append(buf, cap, &len, i18n_text(lang, S_INFO_LIST_LAST), names[n - 2], names[n - 1]);
    } else if (n == 1) {
        text_append(buf, cap, &len, "%s", names[0]);
    }
}

/* The further sentences (Notice.also), in the order they are said. */
static const unsigned ALSO_ORDER[] = {
    NOTICE_ALSO_MORE,           NOTICE_ALSO_NO_RULE,
    NOTICE_ALSO_RESULT,         NOTICE_ALSO_INFO,
    NOTICE_ALSO_RULE_UNKNOWN,   NOTICE_ALSO_RULE_FITTED,
    NOTICE_ALSO_RESULT_DROPPED, NOTICE_ALSO_NOTES_CUT,
    NOTICE_ALSO_TEXTS_UNREAD,   NOTICE_ALSO_REDO_DROPPED,
    NOTICE_ALSO_MARKS_DROPPED,  NOTICE_ALSO_HEADER_DROPPED,
    NOTICE_ALSO_GAMES,          NOTICE_ALSO_TRAILING,
    NOTICE_ALSO_SETUP_SKIPPED,  NOTICE_ALSO_FIVE_AFTER,
    NOTICE_ALSO_LEFT_OUT,       NOTICE_ALSO_KEPT_LOST,
    NOTICE_ALSO_LETTERS_LOST,   NOTICE_ALSO_SHAPES_LOST,
    NOTICE_ALSO_MARKED_LOST,    NOTICE_ALSO_LABEL_MARKS_LOST,
    NOTICE_ALSO_MARKS_SKIPPED,  NOTICE_ALSO_MARKS_OVER,
    NOTICE_ALSO_LABELS_NOTED,   NOTICE_ALSO_LABEL_MARKS_NOTED,
    NOTICE_ALSO_SETTING_FIRST,  NOTICE_ALSO_SETTING_SECOND,
    NOTICE_ALSO_SETTING_MORE,   NOTICE_ALSO_SETTING_TWICE,
};
enum { ALSO_KINDS = (int)(sizeof ALSO_ORDER / sizeof ALSO_ORDER[0]) };

/* A line of settings.conf not understood (e), by its number and reason: kept as
 * written, or left out (not text; its reason says so). */
static void setting_line(const RecordError *e, Lang lang, char *buf, size_t cap)
{
    RecordError why = *e; /* the reason alone: the line is said by the sentence */
    why.line = 0;
    why.offset = -1;
    why.file[0] = '\0';
    char reason[400];
    i18n_record_error(lang, &why, reason, sizeof reason);
    bool text = e->reason != RECORD_R_SETTING_NOT_TEXT &&
                e->reason != RECORD_R_SETTING_NOT_TEXT_ONE;
    text_format(buf, cap, i18n_text(lang, text ? S_MSG_SETTINGS_KEPT : S_MSG_SETTINGS_LEFT_OUT),
                e->line, reason);
}

/* A setting given on more than one line, and the value used. */
static void setting_twice(const Notice *nt, Lang lang, char *buf, size_t cap)
{
    text_format(buf, cap, i18n_ntext(lang, S_MSG_SETTINGS_TWICE, nt->key_times), nt->key,
                nt->key_times, nt->key_line, nt->text);
}

/* How many of settings.conf's lines a sentence about one says (none without one). */
static int said_lines(const RecordError *e)
{
    return !e ? 0 : e->reason == RECORD_R_SETTING_NOT_TEXT ? 1 + (int)e->num[0] : 1;
}

void status_notice_settings(Notice *nt, int bad, const RecordError *first,
                            const RecordError *second, const char *key, int times, int line,
                            const char *value)
{
    status_notice_set(nt, S_MSG_SETTINGS_LINES, true, NOTICE_SETTINGS, bad, NULL, first);
    if (bad > 0 && first) {
        nt->also |= NOTICE_ALSO_SETTING_FIRST;
    }
    if (bad > 0 && second) {
        nt->err2 = *second;
        nt->also |= NOTICE_ALSO_SETTING_SECOND;
    }
    /* The lines past what the two sentences say: one each, or a run of lines that are not
     * text with its count (audit 29a: "with 14 more like it", then "And 16 more"). */
    nt->more = bad - said_lines(first) - said_lines(second);
    nt->also |= bad > 0 && first && nt->more > 0 ? (unsigned)NOTICE_ALSO_SETTING_MORE : 0u;
    if (key && times > 1) {
        snprintf(nt->key, sizeof nt->key, "%s", key);
        snprintf(nt->text, sizeof nt->text, "%s", value ? value : "");
        nt->key_times = times;
        nt->key_line = line;
        nt->also |= bad > 0 ? (unsigned)NOTICE_ALSO_SETTING_TWICE : 0u;
    }
}

/* NOTICE_ALSO_SETUP_SKIPPED's sentences, each a part of its own (together they outgrow a
 * part): the set-up nodes left out (the main line's, then side lines'), the side lines cut,
 * the properties left out, the opening guessed, the result kept. Into said (may be NULL)
 * which of them there are; returns how many. */
enum { SGF_SAID_SETUP, SGF_SAID_CUT, SGF_SAID_PROPS, SGF_SAID_GUESSED, SGF_SAID_KEPT, SGF_SAID };
static int sgf_said(const Notice *nt, int *said)
{
    bool has[SGF_SAID] = {nt->also_setup + nt->also_setup_side > 0, nt->also_cut > 0,
                          nt->also_props[0] != '\0', nt->also_guessed, nt->also_kept[0] != '\0'};
    int n = 0;
    for (int k = 0; k < SGF_SAID; k++) {
        if (has[k] && said) {
            said[n] = k;
        }
        n += has[k];
    }
    return n;
}

/* How many parts bit says (a notice's sentences). */
static int also_parts(const Notice *nt, unsigned bit)
{
    return bit == NOTICE_ALSO_SETUP_SKIPPED ? sgf_said(nt, NULL)
           : bit == NOTICE_ALSO_MORE        ? more_said(nt, NULL)
                                            : 1;
}

/* One further sentence (bit; its part sub) in lang into buf. */
static void also_sentence(const Notice *nt, unsigned bit, int sub, Lang lang, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    if (bit == NOTICE_ALSO_SETTING_FIRST || bit == NOTICE_ALSO_SETTING_SECOND) {
        setting_line(bit == NOTICE_ALSO_SETTING_FIRST ? &nt->err : &nt->err2, lang, buf, cap);
        return;
    }
    if (bit == NOTICE_ALSO_SETTING_TWICE) {
        setting_twice(nt, lang, buf, cap);
        return;
    }
    if (bit == NOTICE_ALSO_SETTING_MORE) {
        int more = nt->more;
        text_format(buf, cap, i18n_ntext(lang, S_MSG_SETTINGS_MORE, more), more);
        return;
    }
    const char *rule = i18n_rule_title(lang, (RuleId)nt->also_rule_id);
    if (bit == NOTICE_ALSO_NO_RULE) {
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_NO_RULE), rule,
                    rules_get((RuleId)nt->also_rule_id)->name);
    } else if (bit == NOTICE_ALSO_RESULT && nt->also_kept[0]) {
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_NO_RESULT_KEPT), nt->also_kept);
    } else if (bit == NOTICE_ALSO_RESULT) {
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_MSG_ALSO_NO_RESULT));
    } else if (bit == NOTICE_ALSO_INFO) {
        char list[300];
        status_info_fields(nt->also_fields, lang, list, sizeof list);
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_NO_INFO), list);
    } else if (bit == NOTICE_ALSO_RULE_UNKNOWN) {
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_RULE_UNKNOWN), nt->also_rule, rule);
    } else if (bit == NOTICE_ALSO_RULE_FITTED) {
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_RULE_FITTED), rule);
    } else if (bit == NOTICE_ALSO_RESULT_DROPPED) {
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_RESULT_DROPPED), nt->also_result);
    } else if (bit == NOTICE_ALSO_REDO_DROPPED) {
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_REDO_DROPPED), nt->also_redo);
    } else if (bit == NOTICE_ALSO_MARKS_DROPPED) {
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_MARKS_DROPPED), nt->also_marks);
    } else if (bit == NOTICE_ALSO_HEADER_DROPPED) {
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_HEADER_DROPPED), nt->also_header);
    } else if (bit == NOTICE_ALSO_NOTES_CUT) {
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_MSG_ALSO_NOTES_CUT));
    } else if (bit == NOTICE_ALSO_GAMES) {
        bool pasted = nt->also & NOTICE_ALSO_PASTED;
        StrId games = pasted ? S_MSG_ALSO_GAMES_PASTED : S_MSG_ALSO_GAMES;
        /* a file's: which game was read, and where the others are (audit 32a C10) */
        if (pasted) {
            text_append(buf, cap, &len, i18n_ntext(lang, games, nt->also_games), nt->also_games,
                        nt->also_games);
        } else {
            text_append(buf, cap, &len, i18n_text(lang, games), nt->also_game, nt->also_games);
        }
    } else if (bit == NOTICE_ALSO_MARKS_OVER) {
        text_append(buf, cap, &len, i18n_ntext(lang, S_MSG_ALSO_MARKS_OVER, nt->also_over),
                    nt->also_over, REVIEW_MARKS_MAX, REVIEW_SHAPES_MAX);
    } else if (bit == NOTICE_ALSO_LABELS_NOTED) {
        text_append(buf, cap, &len, i18n_ntext(lang, S_MSG_ALSO_LABELS_NOTED, nt->also_noted),
                    nt->also_noted, REVIEW_MARKS_MAX, REVIEW_MARK_CHARS);
    } else if (bit == NOTICE_ALSO_LABEL_MARKS_NOTED) {
        text_append(buf, cap, &len,
                    i18n_ntext(lang, S_MSG_ALSO_LABEL_MARKS_NOTED, nt->also_unmarked),
                    nt->also_unmarked, REVIEW_MARKS_MAX, REVIEW_MARK_CHARS);
    } else if (bit == NOTICE_ALSO_SETUP_SKIPPED) { /* each kind of sgf_said its own sentence */
        int said[SGF_SAID];
        int kind = sub < sgf_said(nt, said) ? said[sub] : SGF_SAID;
        if (kind == SGF_SAID_CUT) {
            text_append(buf, cap, &len, i18n_ntext(lang, S_MSG_ALSO_SIDE_CUT, nt->also_cut),
                        nt->also_cut, nt->also_cut_move, nt->also_cut_point);
        } else if (kind == SGF_SAID_PROPS) {
            text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_PROPS_SKIPPED), nt->also_props);
        } else if (kind == SGF_SAID_GUESSED) {
            text_append(buf, cap, &len, "%s", i18n_text(lang, S_MSG_ALSO_OPENING_GUESSED));
        } else if (kind == SGF_SAID_KEPT) {
            text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_RESULT_KEPT), nt->also_kept);
        } else if (kind == SGF_SAID_SETUP && nt->also_setup > 0 && nt->also_setup_side > 0) {
            /* The main line's and side lines' in one sentence (two ran to a second page at
             * 1024x640: fix32a). */
            text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_SETUP_BOTH), nt->also_setup,
                        nt->also_setup_after, nt->also_setup_side, nt->also_setup_side_after);
        } else if (kind == SGF_SAID_SETUP && nt->also_setup > 0) {
            text_append(buf, cap, &len, i18n_ntext(lang, S_MSG_ALSO_SETUP_SKIPPED, nt->also_setup),
                        nt->also_setup, nt->also_setup_after);
        } else if (kind == SGF_SAID_SETUP) {
            text_append(buf, cap, &len,
                        i18n_ntext(lang, S_MSG_ALSO_SETUP_SIDE, nt->also_setup_side),
                        nt->also_setup_side, nt->also_setup_side_after);
        }
    } else if (bit == NOTICE_ALSO_MORE) { /* each kind of more_said its own sentence */
        int said[MORE_SAID];
        int kind = sub < more_said(nt, said) ? said[sub] : MORE_SAID;
        const char *cs = record_charset_name(nt->also_charset);
        if (kind == MORE_DAMAGED) {
            text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_DAMAGED), nt->also_damaged_at,
                        nt->also_damaged_len);
        } else if (kind == MORE_CHARSET && nt->also_charset_named[0]) {
            text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_CHARSET_UNKNOWN),
                        nt->also_charset_named, cs);
        } else if (kind == MORE_CHARSET) {
            text_append(buf, cap, &len, i18n_text(lang, S_MSG_ALSO_CHARSET_GUESSED), cs);
        } else if (kind == MORE_UTF8) {
            text_append(buf, cap, &len, i18n_ntext(lang, S_MSG_ALSO_LIB_UTF8, nt->also_utf8),
                        nt->also_utf8);
        }
    } else if (bit == NOTICE_ALSO_FIVE_AFTER) {
        StrId m = nt->also & NOTICE_ALSO_FIVE_KEPT ? S_MSG_ALSO_FIVE_KEPT
                  : nt->also & NOTICE_ALSO_PASTED  ? S_MSG_ALSO_FIVE_PASTED /* no file */
                                                   : S_MSG_ALSO_FIVE_AFTER;
        text_append(buf, cap, &len, i18n_ntext(lang, m, nt->also_after), nt->also_after,
                    nt->also_five);
    } else if (bit == NOTICE_ALSO_LETTERS_LOST) {
        text_append(buf, cap, &len, i18n_ntext(lang, S_MSG_ALSO_LETTERS_LOST, nt->also_letters),
                    nt->also_letters);
    } else if (bit == NOTICE_ALSO_SHAPES_LOST) {
        text_append(buf, cap, &len, i18n_ntext(lang, S_MSG_ALSO_SHAPES_LOST, nt->also_shapes),
                    nt->also_shapes);
    } else if (bit == NOTICE_ALSO_MARKED_LOST || bit == NOTICE_ALSO_LABEL_MARKS_LOST) {
        bool moves = bit == NOTICE_ALSO_MARKED_LOST;
        int n = moves ? nt->also_marked : nt->also_labels;
        text_append(
            buf, cap, &len,
            i18n_ntext(lang, moves ? S_MSG_ALSO_MARKED_LOST : S_MSG_ALSO_LABEL_MARKS_LOST, n), n);
    } else if (bit == NOTICE_ALSO_TEXTS_UNREAD) {
        text_append(buf, cap, &len, i18n_ntext(lang, S_MSG_ALSO_TEXTS_UNREAD, nt->also_unread),
                    nt->also_unread);
    } else if (bit == NOTICE_ALSO_MARKS_SKIPPED) {
        text_append(buf, cap, &len, i18n_ntext(lang, S_MSG_ALSO_MARKS_SKIPPED, nt->also_skipped),
                    nt->also_skipped);
    } else if (bit == NOTICE_ALSO_LEFT_OUT || bit == NOTICE_ALSO_KEPT_LOST) {
        StrId m = bit == NOTICE_ALSO_LEFT_OUT ? S_MSG_ALSO_LINES_LEFT_OUT : S_MSG_ALSO_KEPT_LOST;
        text_append(buf, cap, &len, i18n_ntext(lang, m, nt->also_moves), nt->also_moves);
    } else {
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_MSG_ALSO_TRAILING));
    }
}

void status_notice_then(Notice *nt, StrId msg, const char *text)
{
    if (!status_notice_on(nt)) {
        status_notice_set(nt, msg, false, NOTICE_NAME, 0, text, NULL);
        return;
    }
    int k = nt->thens < STATUS_THENS ? nt->thens++ : STATUS_THENS - 1;
    nt->then[k] = msg;
    snprintf(nt->then_text[k], sizeof nt->then_text[k], "%s", text ? text : "");
}

void status_notice_clear(Notice *nt) { nt->arg = NOTICE_NONE; }

bool status_notice_on(const Notice *nt) { return nt && nt->arg != NOTICE_NONE; }

/* The notice's message alone (its sentence 0) into buf. */
static size_t head_text(const Notice *nt, Lang lang, char *buf, size_t cap)
{
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    if (!status_notice_on(nt)) {
        return 0;
    }
    const char *tmpl = i18n_ntext(lang, nt->msg, nt->n);
    char why[400];
    int r = 0;
    switch (nt->arg) {
    case NOTICE_NONE: break;
    case NOTICE_PLAIN: r = snprintf(buf, cap, "%s", tmpl); break;
    case NOTICE_NUMBER: r = snprintf(buf, cap, tmpl, (int)nt->n); break;
    case NOTICE_NAME: r = snprintf(buf, cap, tmpl, nt->text); break;
    case NOTICE_NAME_NUMBER: r = snprintf(buf, cap, tmpl, nt->text, (int)nt->n); break;
    case NOTICE_NAME_SIDE:
        r = snprintf(buf, cap, tmpl, nt->text, (int)nt->n,
                     nt->height > nt->n ? nt->height : (int)nt->n);
        break;
    case NOTICE_SETTINGS: /* the count; a setting given twice alone says only that */
        if (nt->n > 0) {
            r = snprintf(buf, cap, tmpl, (int)nt->n);
        } else {
            setting_twice(nt, lang, why, sizeof why);
            r = (int)text_format(buf, cap, i18n_text(lang, S_MSG_SETTINGS_FILE), why);
        }
        break;
    case NOTICE_REASON: /* a notice stands alone: the file named */
        i18n_record_error_named(lang, &nt->err, why, sizeof why);
        r = snprintf(buf, cap, tmpl, why, nt->text); /* text for a second %s, when it has one */
        break;
    case NOTICE_ENGLISH:
        text_format(why, sizeof why, i18n_text(lang, S_REASON_ENGLISH), nt->text);
        r = snprintf(buf, cap, tmpl, why);
        break;
    case NOTICE_ENGINE: /* a message without the point or the foul leaves them out */
        if (nt->msg == S_NET_END_REFUSED) { /* the peer's move: the rules' reason alone */
            i18n_refusal(lang, &nt->refusal, why, sizeof why);
            r = snprintf(buf, cap, tmpl, why);
            break;
        }
        if (nt->msg == S_EXT_REFUSED) {
            i18n_refusal(lang, &nt->refusal, why, sizeof why);
        } else {
            text_format(why, sizeof why, "%s", i18n_verdict(lang, nt->verdict));
        }
        r = snprintf(buf, cap, tmpl, nt->text, nt->detail, why);
        break;
    case NOTICE_FOUL: /* the count after it only in the message that has it; a paste's
                       * message has no file */
        if (nt->msg == S_MSG_PASTED_FOUL || nt->msg == S_MSG_PASTED_FOUL_MORE) {
            r = (int)text_format(buf, cap, tmpl, nt->move, nt->detail,
                                 i18n_verdict(lang, nt->verdict), (int)nt->n);
        } else {
            r = (int)text_format(buf, cap, tmpl, nt->text, nt->move, nt->detail,
                                 i18n_verdict(lang, nt->verdict), (int)nt->n);
        }
        break;
    case NOTICE_RULE: /* the file and the rule read; a paste's message has no file */
        if (nt->msg == S_MSG_LOADED_RULE_FITTED) {
            r = (int)text_format(buf, cap, tmpl, nt->text, i18n_rule_title(lang, (RuleId)nt->n));
        } else if (nt->msg == S_MSG_PASTED_RULE_FITTED) {
            r = (int)text_format(buf, cap, tmpl, i18n_rule_title(lang, (RuleId)nt->n));
        } else if (nt->msg == S_MSG_PASTED_RULE_UNKNOWN || nt->msg == S_MSG_PASTED_RESULT_DROPPED) {
            r = (int)text_format(buf, cap, tmpl, nt->detail, i18n_rule_title(lang, (RuleId)nt->n));
        } else {
            r = (int)text_format(buf, cap, tmpl, nt->text, nt->detail,
                                 i18n_rule_title(lang, (RuleId)nt->n));
        }
        break;
    }
    return r < 0 ? 0 : (size_t)r < cap ? (size_t)r : cap - 1;
}

int status_notice_parts(const Notice *nt)
{
    if (!status_notice_on(nt)) {
        return 0;
    }
    int n = 1;
    for (int k = 0; k < ALSO_KINDS; k++) {
        n += (nt->also & ALSO_ORDER[k]) ? also_parts(nt, ALSO_ORDER[k]) : 0;
    }
    return n + nt->thens;
}

size_t status_notice_part(const Notice *nt, Lang lang, int k, char *buf, size_t cap)
{
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    if (k < 0 || k >= status_notice_parts(nt)) {
        return 0;
    }
    if (k == 0) {
        return head_text(nt, lang, buf, cap);
    }
    int at = 0;
    for (int i = 0; i < ALSO_KINDS; i++) {
        int parts = (nt->also & ALSO_ORDER[i]) ? also_parts(nt, ALSO_ORDER[i]) : 0;
        if (k > at && k <= at + parts) {
            also_sentence(nt, ALSO_ORDER[i], k - at - 1, lang, buf, cap);
            return strlen(buf);
        }
        at += parts;
    }
    size_t len = 0; /* what happened too, said last (status_notice_then) */
    int t = k - 1 - at;
    if (t >= 0 && t < nt->thens) {
        text_append(buf, cap, &len, i18n_text(lang, nt->then[t]), nt->then_text[t]);
    }
    return len;
}

size_t status_notice_text(const Notice *nt, Lang lang, char *buf, size_t cap)
{
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    int n = status_notice_parts(nt);
    bool paged = nt && nt->pages > 1;
    int from = paged ? nt->part_from : 0;
    int to = paged && nt->part_to < n ? nt->part_to : n;
    size_t len = 0;
    bool cut = paged && nt->cut_to > 0 && to == from + 1;
    for (int k = from; k < to; k++) {
        char part[700];
        size_t plen = status_notice_part(nt, lang, k, part, sizeof part);
        const char *say = part;
        char piece[720];
        if (cut && (size_t)nt->cut_to <= plen && nt->cut_from < nt->cut_to) {
            /* A piece of one long sentence: "…" where it goes on. */
            size_t pl = 0;
            piece[0] = '\0';
            text_append(piece, sizeof piece, &pl, "%s%.*s%s", nt->cut_from > 0 ? "…" : "",
                        nt->cut_to - nt->cut_from, part + nt->cut_from,
                        (size_t)nt->cut_to < plen ? "…" : "");
            say = piece;
        }
        if (len > 0) { /* "Saved %s" ends without a stop: one before the next sentence */
            bool stop = strchr(".!?", buf[len - 1]) != NULL;
            text_append(buf, cap, &len, "%s ", stop ? "" : ".");
        }
        text_append(buf, cap, &len, "%s", say);
    }
    if (paged) {
        text_append(buf, cap, &len, " ");
        text_append(buf, cap, &len, i18n_text(lang, S_MSG_NOTICE_PAGE), nt->page + 1, nt->pages);
    }
    return len;
}

void status_notice_page(Notice *nt, int page, int pages, int from, int to)
{
    nt->page = pages > 1 ? page : 0;
    nt->pages = pages > 1 ? pages : 0;
    nt->part_from = pages > 1 ? from : 0;
    nt->part_to = pages > 1 ? to : 0;
    nt->cut_from = 0;
    nt->cut_to = 0;
}

void status_notice_cut(Notice *nt, int from, int to)
{
    bool one = nt->pages > 1 && nt->part_to == nt->part_from + 1 && from >= 0 && to > from;
    nt->cut_from = one ? from : 0;
    nt->cut_to = one ? to : 0;
}

bool status_notice_next(Notice *nt)
{
    if (!status_notice_on(nt) || nt->page + 1 >= nt->pages) {
        return false;
    }
    nt->page++;
    return true;
}

/* The forced-win search's answer for the shown position (Ctrl+F): the side, the kind and
 * the line, or none found within the budget. */
static StatusTone solve_text(const Controller *c, Lang lang, char *buf, size_t cap)
{
    int n = 0;
    const Pos *line = controller_solve_line(c, &n);
    if (!line) {
        char nodes[32];
        i18n_grouped(lang, (long long)c->solve_nodes, nodes, sizeof nodes); /* really searched */
        text_format(buf, cap,
                    i18n_text(lang, c->solve_side == STONE_BLACK ? S_MSG_SOLVE_NONE_BLACK
                                                                 : S_MSG_SOLVE_NONE_WHITE),
                    nodes);
        return STATUS_DIM; /* an answer, not a refusal */
    }
    char moves[AI_MAX_PV * 5] = "";
    size_t len = 0;
    for (int i = 0; i < n; i++) {
        char p[8];
        board_format_point(line[i], p, sizeof p);
        text_append(moves, sizeof moves, &len, "%s%s", i ? " " : "", p);
    }
    int attacker_moves = c->solve_moves; /* to the five, the five included */
    text_format(buf, cap,
                i18n_ntext(lang,
                           c->solve_side == STONE_BLACK ? S_MSG_SOLVED_BLACK : S_MSG_SOLVED_WHITE,
                           attacker_moves),
                c->solve_kind == AI_SOLVE_VCT ? "VCT" : "VCF", attacker_moves, moves, (n + 1) / 2);
    return STATUS_GOOD;
}

/* How the analysis line is worded: in words for a learner; beside the best moves (J),
 * the analyst's view, each the mover's chance as their list gives it, and the figures
 * behind them (the depth; a mistake's searches). */
static unsigned analyst_view(const Controller *c)
{
    return c->nbest > 0 ? I18N_LINE_MOVER | I18N_LINE_DEPTH : 0;
}

/* The graph's mark on the move that made the shown position (controller_mistake_shown):
 * the move, its player's chance after the better move and after it in the checks'
 * searches, and that better move (a mark always has one: mistakes.h); how the check was made in
 * words ("confirmed by a deep search"), or beside the best moves its figures ("searches of
 * 3,000,000 nodes": audit 25, C7). Empty when none is marked there. */
static void mistake_note(const Controller *c, Lang lang, char *buf, size_t cap)
{
    Pos better;
    int before, after;
    int i = controller_mistake_shown(c, &better, &before, &after);
    buf[0] = '\0';
    if (i < 0) {
        return;
    }
    const Game *g = &c->game;
    char move[64], nodes[32], best[8];
    const Action *a = &g->actions[i];
    if (a->kind == ACTION_PROPOSE) { /* as the move list names it; the board shows them */
        text_format(move, sizeof move, i18n_text(lang, S_ACT_PROPOSED), a->nproposals);
    } else {
        game_action_format(a, move, sizeof move);
    }
    i18n_grouped(lang, MISTAKE_CHECK_NODES, nodes, sizeof nodes);
    board_format_point(better, best, sizeof best);
    int number = game_shown_number(g, i); /* the list's number, not the record's action's */
    bool figures = (analyst_view(c) & I18N_LINE_DEPTH) != 0;
    if (before == 100 && after < 100) { /* a proven win thrown away (audit 32a B1) */
        text_format(buf, cap, i18n_text(lang, S_MSG_MISTAKE_WIN_LOST), number, move, best, after);
    } else if (figures) {
        text_format(buf, cap, i18n_text(lang, S_MSG_MISTAKE_BETTER), number, move, best, before,
                    after, nodes);
    } else {
        text_format(buf, cap, i18n_text(lang, S_MSG_MISTAKE_WORDS_BETTER), number, move, best,
                    before, after);
    }
}

/* The analysis line's head: in a person's game against the computer under way, that the
 * analysis is on in it, plainly (audit 26, item 3: its best move and line went on beside
 * the player's running clock, and nothing but the button said the analysis was on). */
static bool against_the_computer(const Controller *c)
{
    SeatKind first = controller_player_seat(c, 0), second = controller_player_seat(c, 1);
    bool against = (first == SEAT_AI && second == SEAT_HUMAN) ||
                   (first == SEAT_HUMAN && second == SEAT_AI);
    return against && !c->studying && !game_over(&c->game);
}

/* The analysis line's head, and what it judges: while the opening rule decides the game's
 * next action (a stone in a zone, a swap after it), the stones as they stand, searched as
 * a free game; the hint weighs the opening's choices (audit 31b C11: "Hint: g7 · then White
 * 30%" beside "Black 75% · best h9" said nothing of why). marks: the marked moves' note. */
static void analysis_head(const Controller *c, Lang lang, const char *marks, char *buf, size_t cap)
{
    StrId head = against_the_computer(c) ? S_ANALYSIS_VS_AI
                 : c->analysis_done      ? S_ANALYSIS
                                         : S_ANALYSING;
    bool opening = controller_shown_in_opening(c); /* a review's earlier position too */
    text_format(buf, cap, "%s%s%s", i18n_text(lang, head),
                opening ? i18n_text(lang, S_ANALYSIS_OPENING_LEFT_OUT) : "", marks);
}

/* Message id in lang, its %s the key of cmd. */
static void said_with_key(Lang lang, StrId id, CtlCommand cmd, char *buf, size_t cap)
{
    char key[32];
    keymap_label(cmd, false, key, sizeof key);
    text_format(buf, cap, i18n_text(lang, id), key);
}

/* Does message m refuse a command that changes nothing of the opening (undo, redo, a draw
 * offer declined, a line), so that the opening's step is still to be said under it? */
static bool keeps_prompt(CtlMessage m)
{
    switch (m) {
    case CTL_MSG_NO_UNDO_CLOCK:
    case CTL_MSG_NOTHING_TO_UNDO:
    case CTL_MSG_NOTHING_TO_REDO:
    case CTL_MSG_NONE_OF_YOURS:
    case CTL_MSG_DRAW_DECLINED:
    case CTL_MSG_DRAW_UNJUDGED:
    case CTL_MSG_DRAW_WITH_MOVE:
    case CTL_MSG_DRAW_REFUSED:
    case CTL_MSG_NO_DELETE:
    case CTL_MSG_NO_LINES_TIMED: return true;
    default: return false;
    }
}

/* The message under the status card: a refusal, the hint, or what the player hovers.
 * *step_at: where the opening's step, said after a notice in its own tone (*step_tone),
 * begins in buf (left as it is: none). brief: the shorter words where the whole has no room. */
static StatusTone message_body(const Controller *c, Lang lang, const Notice *notice, bool brief,
                               char *buf, size_t cap, size_t *step_at, StatusTone *step_tone)
{
    char pt[8];
    board_format_point(c->msg_pos, pt, sizeof pt);
    buf[0] = '\0';
    StatusTone tone = STATUS_BAD;
    if ((unsigned)c->msg < sizeof REFUSALS / sizeof REFUSALS[0] && REFUSALS[c->msg]) {
        GameError ge = {
            .kind = REFUSALS[c->msg], .pos = c->msg_pos, .pos2 = c->msg_pos2, .number = c->msg_n};
        i18n_refusal(lang, &ge, buf, cap);
    }
    switch (c->msg) {
    case CTL_MSG_FORBIDDEN: i18n_explain_short(lang, &c->explain, buf, cap); break;
    case CTL_MSG_AI_TURN: text_format(buf, cap, "%s", i18n_text(lang, S_MSG_AI_TURN)); break;
    case CTL_MSG_REMOTE_TURN:
        text_format(buf, cap, "%s", i18n_text(lang, S_MSG_REMOTE_TURN));
        break;
    case CTL_MSG_NOTHING_TO_UNDO:
        text_format(buf, cap, "%s", i18n_text(lang, S_MSG_NOTHING_TO_UNDO));
        break;
    case CTL_MSG_SETUP_START:
        text_format(buf, cap, "%s", i18n_text(lang, S_MSG_SETUP_START));
        break;
    case CTL_MSG_NOTHING_TO_REDO:
        text_format(buf, cap, "%s", i18n_text(lang, S_MSG_NOTHING_TO_REDO));
        break;
    case CTL_MSG_NONE_OF_YOURS: /* the computer's moves alone, or a network opponent's */
        text_format(buf, cap, "%s",
                    i18n_text(lang, controller_networked(c) ? S_NET_NO_UNDO : S_MSG_NONE_OF_YOURS));
        break;
    case CTL_MSG_DRAW_WITH_MOVE:
    case CTL_MSG_DRAW_REFUSED: { /* a person's offer, and the other person's refusal */
        bool black = c->msg_n == STONE_BLACK;
        StrId said = c->msg == CTL_MSG_DRAW_WITH_MOVE
                         ? (black ? S_MSG_DRAW_WITH_MOVE_BLACK : S_MSG_DRAW_WITH_MOVE_WHITE)
                         : (black ? S_MSG_DRAW_REFUSED_BLACK : S_MSG_DRAW_REFUSED_WHITE);
        text_format(buf, cap, "%s", i18n_text(lang, said));
        tone = STATUS_TEXT;
        break;
    }
    case CTL_MSG_DRAW_DECLINED:
    case CTL_MSG_DRAW_UNJUDGED:
        text_format(buf, cap, "%s",
                    i18n_text(lang, c->msg == CTL_MSG_DRAW_DECLINED ? S_MSG_DRAW_DECLINED
                                                                    : S_MSG_DRAW_UNJUDGED));
        break;
    case CTL_MSG_HINT: {
        if (hint_lost(c, lang, buf, cap)) {
            tone = STATUS_BAD;
            break;
        }
        char ev[96];
        i18n_eval_depth(lang, c->hint_score, game_to_move(&c->game), c->hint_depth, ev, sizeof ev);
        int n = (int)text_format(buf, cap, i18n_text(lang, S_MSG_HINT), pt, ev);
        if (n > 0 && (size_t)n < cap) {
            status_marks_note(c, lang, c->hint_overridden, buf + n, cap - (size_t)n);
        }
        tone = STATUS_GOOD;
        break;
    }
    case CTL_MSG_HINT_DECISION: {
        /* What the computer would decide there, and its player's chance after it. */
        const Action *a = &c->hint_decision;
        char what[160], ev[96];
        size_t len = 0;
        what[0] = '\0';
        if (a->kind == ACTION_PROPOSE) {
            char points[GAME_PROPOSALS * 5];
            size_t plen = 0;
            points[0] = '\0';
            for (int i = 0; i < a->nproposals; i++) {
                char p[8];
                board_format_point(a->proposals[i], p, sizeof p);
                text_append(points, sizeof points, &plen, "%s%s", i ? " " : "", p);
            }
            text_append(what, sizeof what, &len, i18n_text(lang, S_HINT_PROPOSE), points);
        } else {
            i18n_action(lang, a, what, sizeof what, &len);
        }
        i18n_eval_mover(lang, c->hint_worth, c->hint_colour, ev, sizeof ev);
        text_format(buf, cap, i18n_text(lang, S_MSG_HINT_DECISION), what, ev);
        tone = STATUS_GOOD;
        break;
    }
    case CTL_MSG_SOLVED:
    case CTL_MSG_SOLVE_NONE: tone = solve_text(c, lang, buf, cap); break;
    case CTL_MSG_PAUSED: said_with_key(lang, S_MSG_PAUSED, CTL_CMD_PAUSE, buf, cap); break;
    case CTL_MSG_NO_UNDO_CLOCK:
        text_format(buf, cap, "%s", i18n_text(lang, S_MSG_NO_UNDO_CLOCK));
        break;
    case CTL_MSG_PLAY_ON_OVER:
        text_format(buf, cap, "%s", i18n_text(lang, S_MSG_PLAY_ON_OVER));
        break;
    case CTL_MSG_LIVE_ONLY:
    case CTL_MSG_NET_LIVE_ONLY:
        text_format(
            buf, cap, "%s",
            i18n_text(lang, c->msg == CTL_MSG_LIVE_ONLY ? S_MSG_LIVE_ONLY : S_NET_LIVE_ONLY));
        tone = STATUS_DIM;
        break;
    case CTL_MSG_GO_LIVE: said_with_key(lang, S_MSG_GO_LIVE, CTL_CMD_LAST, buf, cap); break;
    case CTL_MSG_COMPUTER_SHOWN:
        text_format(buf, cap, "%s", i18n_text(lang, S_MSG_COMPUTER_SHOWN));
        break;
    case CTL_MSG_NO_PASS_OPENING:
        text_format(buf, cap, "%s", i18n_text(lang, S_MSG_NO_PASS_OPENING));
        break;
    case CTL_MSG_RECORD_FULL: {
        char save[32], setup[32];
        keymap_label(CTL_CMD_SAVE, false, save, sizeof save);
        keymap_label(CTL_CMD_SETUP, false, setup, sizeof setup);
        text_format(buf, cap, i18n_text(lang, S_MSG_RECORD_FULL), REVIEW_MAX_NODES - 1, save,
                    setup);
        break;
    }
    case CTL_MSG_DELETE_AGAIN:
    case CTL_MSG_DELETED: {
        char del[32], undo[32], now[32];
        keymap_label(CTL_CMD_DELETE, false, del, sizeof del);
        keymap_label(CTL_CMD_UNDO, false, undo, sizeof undo);
        keymap_label(CTL_CMD_MOVE_NOW, false, now, sizeof now);
        if (c->msg == CTL_MSG_DELETE_AGAIN && c->msg_n2 > 0) {
            /* Moves as a player counts them, the opening's decisions apart (fix33b). */
            char moves[64], decisions[96], both[176];
            text_format(moves, sizeof moves, i18n_ntext(lang, S_FILE_MOVES, c->msg_n), c->msg_n);
            text_format(decisions, sizeof decisions,
                        i18n_ntext(lang, S_DELETE_DECISIONS, c->msg_n2), c->msg_n2);
            if (c->msg_n > 0) {
                text_format(both, sizeof both, i18n_text(lang, S_DELETE_AND), moves, decisions);
            }
            text_format(buf, cap, i18n_text(lang, S_MSG_DELETE_AGAIN_BOTH), del,
                        c->msg_n > 0 ? both : decisions, undo);
        } else if (c->msg == CTL_MSG_DELETE_AGAIN) {
            text_format(buf, cap, i18n_ntext(lang, S_MSG_DELETE_AGAIN, c->msg_n), del, c->msg_n,
                        undo);
        } else if (c->ai_waits) { /* the computer's move taken away: it waits to be asked */
            text_format(buf, cap, i18n_text(lang, S_MSG_DELETED_WAITS), c->msg_n, undo, now);
            tone = STATUS_ACCENT; /* the person acts next: asked, as the opening asks */
        } else {
            text_format(buf, cap, i18n_text(lang, S_MSG_DELETED), c->msg_n, undo);
            tone = STATUS_DIM;
        }
        break;
    }
    case CTL_MSG_NO_DELETE: text_format(buf, cap, "%s", i18n_text(lang, S_MSG_NO_DELETE)); break;
    case CTL_MSG_NO_LINES_TIMED:
        text_format(buf, cap, "%s", i18n_text(lang, S_MSG_NO_LINES_TIMED));
        break;
    case CTL_MSG_DELETE_START:
        text_format(buf, cap, "%s", i18n_text(lang, S_MSG_NOTHING_TO_DELETE));
        break;
    case CTL_MSG_NO_OTHER_LINE:
        text_format(buf, cap, i18n_text(lang, S_MSG_NO_OTHER_LINE), c->msg_n);
        tone = STATUS_DIM;
        break;
    case CTL_MSG_END_TAKEN_BACK:
        /* msg_n: 1 a draw (else a resignation), 2 its clock running again */
        text_format(buf, cap, "%s",
                    i18n_text(lang, c->msg_n == 3   ? S_MSG_DRAW_TAKEN_BACK_CLOCK
                                    : c->msg_n == 2 ? S_MSG_RESIGN_TAKEN_BACK_CLOCK
                                    : c->msg_n      ? S_MSG_DRAW_TAKEN_BACK
                                                    : S_MSG_RESIGN_TAKEN_BACK));
        tone = STATUS_TEXT; /* news, no refusal */
        break;
    case CTL_MSG_UNDELETED:
        text_format(buf, cap, "%s", i18n_text(lang, S_MSG_UNDELETED));
        tone = STATUS_DIM;
        break;
    case CTL_MSG_CLAIM_DROPPED:
        text_format(buf, cap, i18n_text(lang, S_MSG_CLAIM_DROPPED),
                    c->msg_n == STONE_BLACK ? "B+" : "W+");
        tone = STATUS_TEXT; /* news, no refusal */
        break;
    case CTL_MSG_MOVE_MARKED:
    case CTL_MSG_MOVE_UNMARKED:
        text_format(buf, cap,
                    i18n_text(lang, c->msg == CTL_MSG_MOVE_MARKED ? S_MSG_MOVE_MARKED
                                                                  : S_MSG_MOVE_UNMARKED),
                    pt);
        tone = c->msg == CTL_MSG_MOVE_MARKED ? STATUS_GOOD : STATUS_DIM;
        break;
    case CTL_MSG_MARK_NO_MOVE:
        said_with_key(lang, S_MSG_MARK_NO_MOVE, CTL_CMD_MARK_MOVE, buf, cap);
        break;
    case CTL_MSG_MARKS_NO_ENGINE:
    case CTL_MSG_MARKS_NETWORK:
        text_format(buf, cap, "%s",
                    i18n_text(lang, c->msg == CTL_MSG_MARKS_NO_ENGINE ? S_MSG_MARKS_NO_ENGINE
                                                                      : S_MSG_MARKS_NETWORK));
        break;
    default: break; /* none, or a refusal of the game's (above) */
    }
    if (!buf[0]) {
        opening_prompt(c, lang, buf, cap, &tone);
    } else if (keeps_prompt(c->msg)) {
        /* A command refused, and under it the step the opening waits for, as under a
         * notice (audit 32b, C1: undo refused on a clock hid "Swap colours (S), or play
         * stone 3" until the next action). */
        size_t n = strlen(buf);
        char prompt[512];
        opening_prompt(c, lang, prompt, sizeof prompt, step_tone);
        if (prompt[0] && n + 1 < cap) {
            *step_at = n;
            snprintf(buf + n, cap - n, "\n%s", prompt);
        }
    }
    Pos better;
    int before, after;
    if (!buf[0] && c->studying && controller_is_live(c) &&
        controller_mistake_shown(c, &better, &before, &after) < 0) {
        /* A finished game has nothing to play on: V is not offered. One that ended in the
         * window is no record that "has ended" (audit 31a, C11), and a side line is no
         * game (fix32a). A game explored after its end, played here or opened, is no
         * "loaded game" reviewed (fix32i). A mistake marked on the last move is said instead
         * (audit 32a B1: 16. i12, the record's last, was not). */
        bool loaded = (c->game.board.hash | 1) == c->loaded_end;
        /* V gives the computer the seats the window had (play_seat): said as such, no
         * computer "waiting" in a game between people (audit 34a, C4). */
        bool ai_black = c->play_seat[STONE_BLACK] == SEAT_AI;
        bool ai_white = c->play_seat[STONE_WHITE] == SEAT_AI;
        StrId study = ai_black && ai_white ? S_MSG_STUDY_AI_BOTH
                      : ai_black           ? S_MSG_STUDY_AI_BLACK
                                           : S_MSG_STUDY;
        StrId said = !game_over(&c->game) ? (c->exploring ? S_MSG_EXPLORE : study)
                     : c->side_line       ? (loaded         ? S_MSG_STUDY_SIDE_OVER
                                             : c->exploring ? S_MSG_EXPLORE_SIDE_OVER_HERE
                                                            : S_MSG_STUDY_SIDE_OVER_HERE)
                     : c->exploring       ? S_MSG_EXPLORE_OVER
                     : loaded             ? S_MSG_STUDY_OVER
                                          : S_MSG_STUDY_OVER_HERE;
        text_format(buf, cap, "%s", i18n_text(lang, said));
        tone = STATUS_DIM;
    }
    if (c->ai_purpose == AI_FOR_SOLVE) {
        char key[32];
        keymap_label(CTL_CMD_HIDE_CURSOR, false, key, sizeof key);
        text_format(buf, cap, i18n_text(lang, S_MSG_SOLVE_WAIT), key);
        tone = STATUS_DIM;
    }
    if (c->ai_purpose == AI_FOR_HINT || c->ai_purpose == AI_FOR_DRAW) {
        text_format(
            buf, cap, "%s",
            i18n_text(lang, c->ai_purpose == AI_FOR_HINT ? S_MSG_HINT_WAIT : S_MSG_DRAW_WAIT));
        tone = STATUS_DIM;
    }
    if (status_notice_on(notice)) {
        /* The notice, and under it the step the opening waits for, which it would hide
         * (audit 22, C1: a game restored or opened half-way through its opening). */
        size_t n = status_notice_text(notice, lang, buf, cap);
        StatusTone said = notice->bad ? STATUS_BAD : STATUS_GOOD;
        char prompt[512];
        opening_prompt(c, lang, prompt, sizeof prompt, step_tone);
        if (prompt[0] && n + 1 < cap) {
            *step_at = n;
            snprintf(buf + n, cap - n, "\n%s", prompt);
        }
        return said;
    }
    const AiInfo *in = controller_shown_analysis(c);
    if (c->ai_purpose == AI_FOR_SOLVE) {
        return tone; /* the analysis waits for the solver (its line would be the old one) */
    }
    if (controller_solve_shown(c)) {
        /* Ctrl+F's answer stays until the position changes, under what was said since (a
         * refusal), or alone; the analysis, which goes on, says its evaluation under it
         * (its line: the board shows the win's instead). */
        size_t n = strlen(buf);
        StatusTone said = tone;
        if (c->msg != CTL_MSG_SOLVED && c->msg != CTL_MSG_SOLVE_NONE) {
            if (n > 0 && n + 1 < cap) {
                buf[n++] = '\n';
            }
            said = solve_text(c, lang, buf + n, cap - n);
            said = n > 0 ? tone : said;
            n = strlen(buf);
        }
        if (in && in->depth > 0 && n + 1 < cap) {
            char head[256], marks[160];
            status_marks_note(c, lang, in->filter_overridden, marks, sizeof marks);
            analysis_head(c, lang, marks, head, sizeof head);
            buf[n++] = '\n';
            i18n_search_line(lang, head, in, c->board.to_move, analyst_view(c), buf + n, cap - n);
        }
        return said;
    }
    if (!buf[0]) {
        mistake_note(c, lang, buf, cap); /* the graph's mark on the move that led here */
    }
    if (in && in->depth > 0) {
        /* Analysis: depth, best move, evaluation, then the line; under the mistake's note. */
        char head[256], marks[160];
        status_marks_note(c, lang, in->filter_overridden, marks, sizeof marks);
        analysis_head(c, lang, marks, head, sizeof head);
        size_t m = strlen(buf);
        if (m > 0 && m + 1 < cap) {
            buf[m++] = '\n';
        }
        /* Beside the best moves, the side to move's chance, as their list gives it: "White
         * 86%" above "1. g9 Black 14%" read as two verdicts (audit 25, C6). */
        size_t n = m + i18n_search_line(lang, head, in, c->board.to_move, analyst_view(c), buf + m,
                                        cap - m);
        if (c->nbest > 0) {
            /* The lines are in the best moves' list; under the verdict, the search's
             * figures an analyst judges it by (audit34c B1), where the message has room. */
            if (!brief && in->nodes > 0 && n + 1 < cap) {
                buf[n++] = '\n';
                status_search_figures(in, lang, buf + n, cap - n);
            }
            return STATUS_GOOD;
        }
        int npv = status_analysis_moves(in);
        n += (size_t)snprintf(buf + n, cap - n, "\n");
        /* The brief, where the whole has no room (a mistake's note above it at 1024x640
         * cut the line with "…" after four moves): the stones' description left out. */
        n += text_format(buf + n, cap - n, "%s",
                         i18n_text(lang, brief ? S_LEGEND_LINE_BRIEF : S_LEGEND_LINE));
        for (int i = 0; i < in->npv && i < npv && n + 8 < cap; i++) {
            char step[8];
            board_format_point(in->pv[i], step, sizeof step);
            n += (size_t)snprintf(buf + n, cap - n, "%s%s", i ? " " : "", step);
        }
        return STATUS_GOOD;
    }
    bool live = controller_is_live(c);
    bool numbers = (c->ai_purpose == AI_FOR_MOVE || c->ai_purpose == AI_FOR_HINT) &&
                   c->ai_has_progress && live;
    bool says = c->ai_purpose == AI_FOR_MOVE && live && c->engine_name[0] && c->engine_message[0];
    if (says) { /* an outside engine has no numbers to give, only what it says */
        size_t n = strlen(buf);
        if (n > 0 && n + 1 < cap) {
            buf[n++] = '\n';
        }
        text_format(buf + n, cap - n, i18n_text(lang, S_MSG_ENGINE_SAYS), c->engine_name,
                    c->engine_message);
        tone = STATUS_DIM;
    } else if (numbers || (c->ai_purpose == AI_FOR_MOVE && !live)) {
        size_t n = strlen(buf);
        if (n > 0 && n + 1 < cap) {
            buf[n++] = '\n';
        }
        if (numbers) {
            i18n_search_line(lang, NULL, &c->ai_progress, game_to_move(&c->game), I18N_LINE_DEPTH,
                             buf + n, cap - n);
        } else {
            /* Its numbers are of the game's position, not of the one on the board. */
            text_format(buf + n, cap - n, i18n_text(lang, S_MSG_THINKING_ON),
                        c->game.board.ply + 1);
        }
        tone = STATUS_DIM;
    }
    return tone;
}

/* Who holds a player's seat, for the swap's note: "You" and "Computer" against the
 * computer, "First player" and "Second player" between people. */
static const char *holder(const Controller *c, Lang lang, int player)
{
    bool people = controller_player_seat(c, 0) == SEAT_HUMAN &&
                  controller_player_seat(c, 1) == SEAT_HUMAN;
    if (people) {
        return i18n_text(lang, player == 0 ? S_FIRST_PLAYER : S_SECOND_PLAYER);
    }
    if (controller_player_seat(c, player) == SEAT_AI && c->engine_name[0]) {
        return c->engine_name;
    }
    SeatKind seat = controller_player_seat(c, player);
    return i18n_text(lang, seat == SEAT_AI ? S_COMPUTER : seat == SEAT_REMOTE ? S_OPPONENT : S_YOU);
}

const char *status_player_short(const Controller *c, Lang lang, int player)
{
    return holder(c, lang, player);
}

/* The fifth move White kept of the proposed ones (Taraguchi-10's option B, Soosõrv-8),
 * while it, or White's stone 6 after it, is the shown position's last action: every other
 * step of the opening has its sentence, and the list alone ("5. Choose j11") said this one
 * (audit 19b, 10). Returns the note's length, 0 for none. */
static int chosen_note(const Controller *c, Lang lang, char *buf, size_t cap)
{
    const Game *g = &c->game;
    int v = c->view;
    if (v < 1 || v > g->nactions) {
        return 0;
    }
    char kept[8], played[8];
    if (g->actions[v - 1].kind == ACTION_CHOOSE) {
        board_format_point(g->actions[v - 1].pos, kept, sizeof kept);
        return (int)text_format(buf, cap, i18n_text(lang, S_MSG_FIFTH_KEPT), kept);
    }
    if (v >= 2 && g->actions[v - 2].kind == ACTION_CHOOSE &&
        g->actions[v - 1].kind == ACTION_MOVE) {
        board_format_point(g->actions[v - 2].pos, kept, sizeof kept);
        board_format_point(g->actions[v - 1].pos, played, sizeof played);
        return (int)text_format(buf, cap, i18n_text(lang, S_MSG_FIFTH_KEPT_PLAYED), kept, played);
    }
    return 0;
}

/* Adds part [from, to) of the message in tone to p (an empty one is none). */
static void part_add(StatusParts *p, size_t from, size_t to, StatusTone tone)
{
    if (p && to > from && p->n < STATUS_PARTS_MAX) {
        p->from[p->n] = from;
        p->to[p->n] = to;
        p->tone[p->n++] = tone;
    }
}

/* A part's tone when a refusal or a notice (red or green) would lend it theirs: what the
 * opening asks in the prompt's tone, else what the note says in gold. */
static StatusTone own_tone(const Controller *c, Lang lang, StatusTone tone, StatusTone fallback)
{
    if (tone != STATUS_BAD && tone != STATUS_GOOD) {
        return tone;
    }
    char prompt[512];
    StatusTone pt = fallback;
    opening_prompt(c, lang, prompt, sizeof prompt, &pt);
    return prompt[0] ? pt : fallback;
}

static StatusTone message(const Controller *c, Lang lang, const Notice *notice, char *buf,
                          size_t cap, bool swap_note, StatusParts *parts)
{
    StatusParts none;
    parts = parts ? parts : &none;
    parts->n = 0;
    size_t step = SIZE_MAX;
    StatusTone step_tone = STATUS_ACCENT;
    StatusTone tone = message_body(c, lang, notice, !swap_note, buf, cap, &step, &step_tone);
    size_t body = strlen(buf);
    step = step < body ? step : body;
    StatusParts own = {0};
    part_add(&own, 0, step, tone);
    part_add(&own, step + 1, body, step_tone);
    const Game *g = &c->game;
    int nmarks = g->phase == PHASE_PROPOSE  ? c->nproposals
                 : g->phase == PHASE_CHOOSE ? g->nproposals
                                            : 0;
    /* The brief leaves the legend out under a notice: the opening's step says to click
     * the letters, and the notice is paged in the room the step leaves it. */
    bool legend = swap_note || !status_notice_on(notice);
    if (nmarks > 0 && legend && controller_is_live(c) && !game_over(g)) {
        /* The legend of the lettered proposals, in the tone of what it follows (a
         * refusal's red is the refusal's alone). */
        size_t len = strlen(buf);
        if (len > 0 && len + 1 < cap) {
            buf[len++] = '\n';
        }
        if (nmarks == 1) {
            text_format(buf + len, cap - len, "%s", i18n_text(lang, S_LEGEND_PROPOSAL_ONE));
        } else {
            text_format(buf + len, cap - len, i18n_text(lang, S_LEGEND_PROPOSALS),
                        controller_proposal_letter(nmarks));
        }
        StatusTone before = own.n > 0 ? own.tone[own.n - 1] : tone;
        part_add(&own, len, strlen(buf),
                 before == STATUS_BAD ? own_tone(c, lang, before, STATUS_TEXT) : before);
    }
    Stone first;
    char note[256];
    int n;
    *parts = own;
    if (!swap_note) {
        return tone;
    }
    if (controller_swap_shown(c, &first)) {
        int black = first == STONE_BLACK ? 0 : 1;
        n = (int)text_format(note, sizeof note, i18n_text(lang, S_MSG_SWAPPED),
                             holder(c, lang, black), holder(c, lang, 1 - black));
    } else if ((n = chosen_note(c, lang, note, sizeof note)) == 0) {
        return tone;
    }
    if (n < 0 || (size_t)n >= sizeof note) {
        return tone;
    }
    /* The note in the tone of what follows it, gold alone; never a refusal's red (audit
     * 22, C2: "Colours swapped…" turned red with "j10 is outside…"). */
    StatusTone note_tone = buf[0] ? own_tone(c, lang, tone, STATUS_GOLD) : STATUS_GOLD;
    if (!buf[0]) {
        tone = STATUS_GOLD;
    }
    size_t len = strlen(buf);
    if ((size_t)n + 1 + len < cap) {
        memmove(buf + n + (len ? 1 : 0), buf, len + 1);
        memcpy(buf, note, (size_t)n);
        if (len) {
            buf[n] = '\n';
        }
        parts->n = 0;
        part_add(parts, 0, (size_t)n, note_tone);
        for (int i = 0; i < own.n; i++) {
            part_add(parts, own.from[i] + (size_t)n + 1, own.to[i] + (size_t)n + 1, own.tone[i]);
        }
    }
    return tone;
}

StatusTone status_message(const Controller *c, Lang lang, const Notice *notice, char *buf,
                          size_t cap)
{
    return message(c, lang, notice, buf, cap, true, NULL);
}

StatusTone status_message_brief(const Controller *c, Lang lang, const Notice *notice, char *buf,
                                size_t cap)
{
    return message(c, lang, notice, buf, cap, false, NULL);
}

StatusTone status_message_parts(const Controller *c, Lang lang, const Notice *notice, bool brief,
                                char *buf, size_t cap, StatusParts *parts)
{
    return message(c, lang, notice, buf, cap, !brief, parts);
}

void status_subtitle(const Controller *c, Lang lang, char *buf, size_t cap)
{
    int n = (int)text_format(buf, cap, "%s: %s", i18n_text(lang, S_RULE_SET),
                             i18n_rule_title(lang, c->opt.rule));
    if (c->game.opening != OPENING_FREE && n > 0 && (size_t)n < cap) {
        text_format(buf + n, cap - (size_t)n, " · %s", i18n_opening_title(lang, c->game.opening));
    }
}

bool status_opening_name(const Controller *c, Lang lang, char *buf, size_t cap)
{
    /* The 26 names are renju's (RIF): other rule sets, old renju and Pente among them,
     * have no such openings. A set-up of more than three stones has no opening: the order
     * its first three were given is invented; a study position has none at all. */
    NamedOpening named = c->game.rules->id == RULE_RENJU && c->game.setup <= 3 &&
                                 !game_study(&c->game)
                             ? named_opening_of_board(&c->board)
                             : NAMED_OPENING_NONE;
    if (named == NAMED_OPENING_NONE) {
        buf[0] = '\0';
        return false;
    }
    text_format(buf, cap, "%s (%s)", i18n_named_opening(lang, named), named_opening_code(named));
    return true;
}

const char *status_foul_legend(const Controller *c, Lang lang)
{
    bool mover_fouls = c->forbidden_colour == c->board.to_move;
    StrId legend = !mover_fouls                         ? S_LEGEND_FOULS_OF_OPPONENT
                   : c->forbidden_colour == STONE_WHITE ? S_LEGEND_FORBIDDEN_WHITE
                                                        : S_LEGEND_FORBIDDEN;
    return i18n_text(lang, legend);
}

static bool is_move(ActionKind k)
{
    return k == ACTION_MOVE || k == ACTION_CHOOSE || k == ACTION_PASS;
}

int status_last_move_number(const Controller *c)
{
    int n = 0;
    for (int i = 0; i < c->game.nactions; i++) {
        n += is_move(c->game.actions[i].kind);
    }
    return n - game_study_plies(&c->game); /* a study's moves count from 1 */
}

/* The stones a study's set-up placed, on *b: its moves alternate, passes included. */
static void study_stones(const Game *g, Board *b)
{
    board_init(b, g->board.size, false);
    int ply = 0;
    for (int i = 0; i < g->setup && i < g->nactions; i++) {
        const Action *a = &g->actions[i];
        if (a->kind == ACTION_MOVE) {
            board_set(b, a->pos, ply % 2 ? STONE_WHITE : STONE_BLACK);
        }
        ply += is_move(a->kind);
    }
}

void status_study_row(const Game *g, Lang lang, char *buf, size_t cap)
{
    bool white = game_study_plies(g) % 2 != 0; /* the side to move after the set-up */
    text_format(buf, cap, i18n_text(lang, white ? S_SETUP_LIST_STUDY_WHITE : S_SETUP_LIST_STUDY),
                game_setup_stones(g));
}

void status_study_stones(const Game *g, Lang lang, char *buf, size_t cap)
{
    Board b;
    study_stones(g, &b);
    char lists[2][BOARD_MAX * BOARD_MAX * 4 + 4];
    for (int s = 0; s < 2; s++) {
        size_t n = 0;
        lists[s][0] = '\0';
        for (int x = 0; x < b.size; x++) {
            for (int y = 0; y < b.size; y++) {
                Pos p = pos_from_xy(x, y);
                if (board_at(&b, p) == (s ? STONE_WHITE : STONE_BLACK)) {
                    char name[8];
                    board_format_point(p, name, sizeof name);
                    text_append(lists[s], sizeof lists[s], &n, "%s%s", n ? " " : "", name);
                }
            }
        }
        if (n == 0) {
            text_append(lists[s], sizeof lists[s], &n, "—");
        }
    }
    text_format(buf, cap, i18n_text(lang, S_SETUP_LIST_STONES), lists[0], lists[1]);
}

const char *status_graph_caption(const Controller *c, Lang lang)
{
    return i18n_text(lang, against_the_computer(c) ? S_GRAPH_VS_AI : S_GRAPH_AXIS);
}

bool status_graph_progress(const Controller *c, Lang lang, char *buf, size_t cap)
{
    int known = controller_graph_known(c);
    int total = c->game.nactions - c->game.setup + 1; /* the graph's positions */
    if (controller_awaits_pick(c, c->game.nactions)) {
        total--; /* White picks there: the pick's value, none before it (never searched) */
    }
    buf[0] = '\0';
    /* The count a player reads is of moves (a 47-move game read "30/52" once: the swaps,
     * the option and the proposals were counted too): the positions after them. */
    int moves = 0, moves_known = 0;
    for (int i = c->game.setup; i < c->game.nactions; i++) {
        if (is_move(c->game.actions[i].kind)) {
            moves++;
            moves_known += c->graph_known[i + 1];
        }
    }
    int candidates = 0, checked = 0;
    if (known >= total && controller_mistake_to_check(c, &candidates, &checked) >= 0) {
        /* The short searches' candidates searched again before they are marked. */
        text_format(buf, cap, i18n_text(lang, S_GRAPH_CHECKING), checked, candidates);
        return true;
    }
    if (known >= total || moves == 0) {
        return false; /* no move to count yet: the start alone is evaluated */
    }
    /* The graph's searches wait while the computer has a move to make (its own comes
     * first): then the note says so rather than claim to evaluate. */
    bool waits = !game_over(&c->game) && !controller_human_to_move(c);
    text_format(buf, cap, i18n_text(lang, waits ? S_GRAPH_WAITING : S_GRAPH_COMPUTING), moves_known,
                moves);
    return true;
}

size_t status_search_figures(const AiInfo *in, Lang lang, char *buf, size_t cap)
{
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    /* Whole seconds from ten on, tenths below: a figure to judge by, not a stopwatch. */
    int64_t ms = in->elapsed_ms < 10000 ? (in->elapsed_ms + 50) / 100 * 100
                                        : (in->elapsed_ms + 500) / 1000 * 1000;
    char time[48], nodes[32], num[32], speed[64];
    i18n_duration(lang, ms, time, sizeof time);
    i18n_grouped(lang, in->nodes, nodes, sizeof nodes);
    int64_t nps = in->nps;
    StrId unit = nps >= 10000000 ? S_SPEED_MNPS : nps >= 10000 ? S_SPEED_KNPS : S_SPEED_NPS;
    i18n_grouped(lang,
                 unit == S_SPEED_MNPS   ? nps / 1000000
                 : unit == S_SPEED_KNPS ? nps / 1000
                                        : nps,
                 num, sizeof num);
    text_format(speed, sizeof speed, i18n_text(lang, unit), num);
    return text_format(buf, cap, i18n_ntext(lang, S_SEARCH_FIGURES, (long)in->nodes), time, nodes,
                       speed);
}

/* A raw score (the side to move's) with its sign: "+85", "−790" (a minus sign), "0". */
static size_t raw_score(Lang lang, int score, char *buf, size_t cap)
{
    char num[32];
    i18n_grouped(lang, score < 0 ? -(long long)score : score, num, sizeof num);
    return text_format(buf, cap, "%s%s", score > 0 ? "+" : score < 0 ? "\u2212" : "", num);
}

/* Best move k's score (the best moves' list, or the analysis' one best move). */
static int nbest_score(const AiInfo *in, int k)
{
    return in->nbest > 0 ? in->best_scores[k] : in->score;
}

size_t status_nbest_figures(const AiInfo *in, int k, Lang lang, char *buf, size_t cap)
{
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    int score = nbest_score(in, k);
    int moves = ai_win_moves(score);
    if (moves > 0) { /* a proof with its length: no score, no depth */
        return text_format(
            buf, cap, i18n_ntext(lang, score > 0 ? S_NBEST_WIN_IN : S_NBEST_LOSS_IN, moves), moves);
    }
    if (ai_score_is_proven(score) || in->depth < 1) {
        return 0; /* a proof without its length: its words say "forced" */
    }
    size_t len = text_format(buf, cap, i18n_text(lang, S_NBEST_DEPTH), in->depth);
    if (!ai_score_is_decided(score)) { /* the search's won or lost score is no figure */
        char raw[32];
        raw_score(lang, score, raw, sizeof raw);
        text_append(buf, cap, &len, " · %s", raw);
    }
    return len;
}

bool status_analysis_pending(const Controller *c)
{
    const AiInfo *in = controller_shown_analysis(c);
    return c->analysing && (!in || in->depth < 1 || in->best < 0) &&
           !controller_position_hidden(c) && !controller_awaits_pick(c, c->view);
}

/* The best moves' rows to paste (the card's, each its line, the mover's chance, depth and
 * raw score), then the search's figures, after the position's head already in buf. */
static int nbest_lines(const Controller *c, const AiInfo *in, Lang lang, char *buf, size_t cap,
                       size_t *len)
{
    int n = status_nbest_found(in);
    Stone side = c->board.to_move;
    for (int k = 0; k < n; k++) {
        Pos move = in->nbest > 0 ? in->best_moves[k] : in->best;
        const Pos *line = in->nbest > 0 ? in->best_lines[k] : in->pv;
        int nline = in->nbest > 0 ? in->best_nline[k] : in->npv;
        if (nline < 1) {
            line = &move;
            nline = 1;
        }
        text_append(buf, cap, len, "\n%d.", k + 1);
        for (int i = 0; i < nline; i++) {
            char pt[8];
            board_format_point(line[i], pt, sizeof pt);
            text_append(buf, cap, len, " %s", pt);
        }
        int score = nbest_score(in, k);
        char ev[128];
        i18n_eval_plain_mover(lang, score, side, in->depth, ev, sizeof ev);
        text_append(buf, cap, len, " — %s", ev);
        if (!ai_score_is_decided(score)) {
            char raw[32];
            raw_score(lang, score, raw, sizeof raw);
            text_append(buf, cap, len, " · %s", raw);
        }
    }
    char figures[160];
    status_search_figures(in, lang, figures, sizeof figures);
    text_append(buf, cap, len, "\n%s", figures);
    return n;
}

int status_analysis_line(const Controller *c, Lang lang, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    const AiInfo *in = controller_shown_analysis(c);
    if (!in || in->depth < 1 || in->best < 0) {
        return 0;
    }
    Stone side = c->board.to_move;
    if (c->nbest > 0) { /* the card's rows, as many as it shows (audit34c C3) */
        text_append(
            buf, cap, &len,
            i18n_text(lang, side == STONE_WHITE ? S_COPY_WHITE_TO_MOVE : S_COPY_BLACK_TO_MOVE),
            c->board.ply + 1);
        text_append(buf, cap, &len, ":");
        return nbest_lines(c, in, lang, buf, cap, &len);
    }
    /* The longest line the analysis holds for its best move: the principal variation,
     * or the best moves' first line when that is longer. */
    const Pos *line = in->npv > 0 ? in->pv : &in->best;
    int n = in->npv > 0 ? in->npv : 1;
    if (in->nbest > 0 && in->best_moves[0] == in->best && in->best_nline[0] > n) {
        line = in->best_lines[0];
        n = in->best_nline[0];
    }
    text_append(buf, cap, &len,
                i18n_text(lang, side == STONE_WHITE ? S_COPY_WHITE_TO_MOVE : S_COPY_BLACK_TO_MOVE),
                c->board.ply + 1);
    for (int i = 0; i < n; i++) {
        char pt[8];
        board_format_point(line[i], pt, sizeof pt);
        text_append(buf, cap, &len, "%s%s", i ? " " : ": ", pt);
    }
    char ev[128];
    i18n_eval_plain(lang, in->score, side, in->depth, ev, sizeof ev);
    text_append(buf, cap, &len, " — %s", ev);
    return 1;
}

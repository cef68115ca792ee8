/* Renju - MIT licence, see LICENSE.
 *
 * Setting up a position (controller_setup.h). The stones stay on a board of their own
 * until Done, so nothing here touches the controller's game: Cancel has nothing to undo.
 */
#include "controller_setup.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position.h"
#include "record.h"
#include "textfield.h"

static void refresh(CtlSetup *s)
{
    s->err.kind = SETUP_OK;
    s->nforbidden = 0;
    if (s->rules->fouls[STONE_BLACK] != 0) {
        int n = rules_forbidden_map(s->rules, &s->board, STONE_BLACK, s->forbidden,
                                    CTL_MAX_FORBIDDEN);
        s->nforbidden = n < CTL_MAX_FORBIDDEN ? n : CTL_MAX_FORBIDDEN;
    }
}

void controller_setup_begin(CtlSetup *s, Controller *c, const ControllerOptions *opt)
{
    s->on = true;
    s->paused = controller_pause(c, true);
    s->new_game = opt != NULL;
    if (opt) {
        s->opt = *opt;
    }
    s->rules = opt ? rules_get(opt->rule) : c->game.rules;
    board_init(&s->board, s->rules->board_size, false);
    for (int y = 0; s->rules->board_size == c->board.size && y < c->board.size; y++) {
        for (int x = 0; x < c->board.size; x++) {
            Pos p = pos_from_xy(x, y);
            Stone st = board_at(&c->board, p);
            if (st == STONE_BLACK || st == STONE_WHITE) {
                board_set(&s->board, p, st);
            }
        }
    }
    s->colour = c->board.to_move == STONE_WHITE ? STONE_WHITE : STONE_BLACK;
    s->to_move = STONE_EMPTY;
    if (controller_setup_counts_to_move(s) != STONE_EMPTY &&
        controller_setup_counts_to_move(s) != s->colour) {
        s->to_move = s->colour; /* a game whose side to move passed: kept */
    }
    s->text_err.kind = POSITION_OK;
    s->clip_empty = false;
    s->record_refused = false;
    s->typed[0] = '\0';
    s->typed_len = 0;
    s->typing = false;
    refresh(s);
}

bool controller_setup_click(CtlSetup *s, Pos p, bool other)
{
    if (!board_on(&s->board, p)) {
        return false;
    }
    s->text_err.kind = POSITION_OK;
    s->clip_empty = false;
    s->record_refused = false;
    if (board_at(&s->board, p) != STONE_EMPTY) {
        board_set(&s->board, p, STONE_EMPTY);
    } else {
        board_set(&s->board, p, other ? stone_opponent(s->colour) : s->colour);
    }
    refresh(s);
    return true;
}

void controller_setup_clear(CtlSetup *s)
{
    board_init(&s->board, s->board.size, false);
    s->text_err.kind = POSITION_OK;
    s->clip_empty = false;
    s->record_refused = false;
    refresh(s);
}

CtlCommand controller_setup_clear_command(void) { return CTL_CMD_DELETE; }

/* B and W, the colours' letters (option B's and the study's keys in a game). */
CtlCommand controller_setup_to_move_command(Stone side)
{
    return side == STONE_BLACK   ? CTL_CMD_OPTION_B
           : side == STONE_WHITE ? CTL_CMD_STUDY
                                 : CTL_CMD_NONE;
}

bool controller_setup_command(CtlSetup *s, CtlCommand cmd)
{
    if (cmd == CTL_CMD_STUDY_TAB) {
        s->colour = stone_opponent(s->colour);
    } else if (cmd == controller_setup_clear_command()) {
        controller_setup_clear(s);
    } else if (cmd == controller_setup_to_move_command(STONE_BLACK)) {
        controller_setup_choose_to_move(s, STONE_BLACK);
    } else if (cmd == controller_setup_to_move_command(STONE_WHITE)) {
        controller_setup_choose_to_move(s, STONE_WHITE);
    } else {
        return false;
    }
    return true;
}

/* A record (SGF, .renju text, .psq: what Ctrl+Shift+C and Ctrl+C copy) as the position
 * its game ends in: its stones in *b, the side to move there in *to_move. False with
 * s->record_err saying why (audit 33b C5: the SGF was read as a move list, refused). */
static bool record_position(CtlSetup *s, const char *text, size_t len, Board *b, Stone *to_move)
{
    Game *g = malloc(sizeof *g);
    bool ok = g && record_parse(text, len, RECORD_AUTO, s->rules, g, NULL, &s->record_err);
    if (!g) {
        record_error(&s->record_err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    } else if (ok && g->board.size != s->board.size) {
        record_error(&s->record_err, RECORD_R_WRONG_SIZE, NULL, 0, s->rules->name, g->board.size);
        s->record_err.num[1] = g->board.size;
        s->record_err.num[2] = s->board.size;
        s->record_err.num[3] = s->board.size;
        record_error_finish(&s->record_err);
        ok = false;
    }
    if (ok) {
        *b = g->board;
        *to_move = game_to_move(g);
    }
    free(g);
    return ok;
}

bool controller_setup_text(CtlSetup *s, const char *text, size_t len)
{
    Board *b = malloc(sizeof *b);
    s->clip_empty = false;
    s->record_refused = false;
    if (!b) {
        return false;
    }
    Stone to_move = STONE_EMPTY;
    bool ok;
    if (record_detect(text, len) != RECORD_MOVES) {
        ok = record_position(s, text, len, b, &to_move);
        s->record_refused = !ok;
        s->text_err.kind = POSITION_OK;
    } else {
        ok = position_parse_why(text, len, s->board.size, b, &s->text_err);
    }
    if (ok && board_stone_count(b) == 0) {
        s->text_err.kind = POSITION_NO_STONES;
        ok = false;
    }
    if (ok) {
        /* A move list's order is the position's only: its stones are what counts. */
        board_init(&s->board, s->board.size, false);
        for (int y = 0; y < b->size; y++) {
            for (int x = 0; x < b->size; x++) {
                Pos p = pos_from_xy(x, y);
                if (board_at(b, p) == STONE_BLACK || board_at(b, p) == STONE_WHITE) {
                    board_set(&s->board, p, board_at(b, p));
                }
            }
        }
        s->text_err.kind = POSITION_OK;
        s->clip_empty = false;
        s->record_refused = false;
        if (to_move != STONE_EMPTY) { /* a record's side to move, chosen when not the counts' */
            s->to_move = controller_setup_counts_to_move(s) == to_move ? STONE_EMPTY : to_move;
        }
        refresh(s);
    }
    free(b);
    return ok;
}

void controller_setup_typing(CtlSetup *s, bool on) { s->typing = on; }

bool controller_setup_type(CtlSetup *s, const char *utf8)
{
    return textfield_type(s->typed, sizeof s->typed, &s->typed_len, &s->typed_sel, utf8,
                          TEXTFIELD_WORDS);
}

void controller_setup_type_back(CtlSetup *s)
{
    textfield_delete(s->typed, &s->typed_len, &s->typed_sel, false);
}

bool controller_setup_type_enter(CtlSetup *s)
{
    bool ok = controller_setup_text(s, s->typed, s->typed_len);
    s->typing = !ok;
    return ok;
}

Stone controller_setup_counts_to_move(const CtlSetup *s)
{
    return setup_side_to_move(s->board.stones[STONE_BLACK], s->board.stones[STONE_WHITE]);
}

Stone controller_setup_to_move(const CtlSetup *s)
{
    Stone counts = controller_setup_counts_to_move(s);
    if (counts == STONE_EMPTY) { /* a study position: the side chosen, or the fewer stones' */
        return s->to_move != STONE_EMPTY ? s->to_move
                                         : setup_study_to_move(s->board.stones[STONE_BLACK],
                                                               s->board.stones[STONE_WHITE]);
    }
    return s->to_move == STONE_EMPTY ? counts : s->to_move;
}

void controller_setup_choose_to_move(CtlSetup *s, Stone side)
{
    /* The counts' side is no choice: it follows them as stones change. */
    bool other = (side == STONE_BLACK || side == STONE_WHITE) &&
                 side != controller_setup_counts_to_move(s);
    s->to_move = other ? side : STONE_EMPTY;
    s->err.kind = SETUP_OK;
}

bool controller_setup_build(CtlSetup *s, Game *out)
{
    s->text_err.kind = POSITION_OK; /* Done's own verdict is what the panel says now */
    s->clip_empty = false;
    s->record_refused = false;
    return setup_build(out, s->rules, &s->board, s->to_move, &s->err);
}

void controller_setup_end(CtlSetup *s, Controller *c)
{
    if (s->paused) {
        controller_pause(c, false);
    }
    s->paused = false;
    s->on = false;
    s->err.kind = SETUP_OK;
    s->text_err.kind = POSITION_OK;
    s->clip_empty = false;
    s->record_refused = false;
    s->typing = false;
    s->nforbidden = 0;
}

/* A Castel position written back in canonical form (notation fmt, the
 * packed header) and loaded into a game (castel_init). */
#include <stdio.h>
#include <string.h>

#include "castel.h"

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

/* The number of pieces of the position, which are numbered 1 ... n
 * (position_check.c). */
static uint16_t S_last_serial(const castel_state *s)
{
    uint16_t top = 0;
    for (int spot = 0; spot < SPOT_OUT0 + s->nout; spot++) {
        const castel_stack *st = castel_stack_cat(s, spot);
        for (int l = 0; st && l < st->h; l++)
            if (st->p[l].serial > top)
                top = st->p[l].serial;
    }
    return top;
}

void castel_position_load(castel_state *s, const castel_setup *su)
{
    const castel_position *pos = &su->pos;
    memset(s->deck, 0, sizeof s->deck);
    memcpy(s->sq, pos->sq, sizeof s->sq);
    memcpy(s->face, pos->face, sizeof s->face);
    memcpy(s->out, pos->out, sizeof s->out);
    s->nout = pos->nout;
    memcpy(s->hand, pos->hand, sizeof s->hand);
    memcpy(s->exch, pos->exch, sizeof s->exch);
    memcpy(s->removed, pos->removed, sizeof s->removed);
    s->exch_n = 0;
    for (int t = 0; t < CASTEL_TYPES; t++)
        s->exch_n += s->exch[t];
    for (int i = 0; i < s->players; i++) {
        s->hand_n[i] = 0;
        for (int t = 0; t < CASTEL_TYPES; t++)
            s->hand_n[i] += s->hand[i][t];
        memcpy(s->pile[i], pos->pile[i], sizeof s->pile[i]);
        s->pile_len[i] = pos->pile_len[i];
        s->pile_pos[i] = 0;
        s->supply[i] = castel_box_pawns[i];
    }
    for (int spot = 0; spot < SPOT_OUT0 + s->nout; spot++) {
        const castel_stack *st = castel_stack_cat(s, spot);
        for (int l = 0; st && l < st->h; l++)
            if (st->p[l].pawn >= 0)
                s->supply[st->p[l].pawn]--;
    }
    s->serial = S_last_serial(s);
    const castel_piece *last = pos->last >= 0 ? castel_piece_at(s, pos->last)
                                              : NULL;
    s->last_placed = last ? last->serial : 0;
    s->seat = pos->seat;
    s->idle_turns = pos->idle;
    if (pos->action) {
        /* The turn goes on (castel_play_turn). */
        s->turn = pos->turn;
        s->action = pos->action;
        s->actions = pos->actions;
        s->progress = pos->progress;
        s->resume = 1;
    } else {
        s->turn = pos->turn - 1;
    }
}

/* --------------------------------------------------------------- writing */

static void S_attr_int(xmlTextWriterPtr w, const char *name, int v)
{
    char num[16];
    snprintf(num, sizeof num, "%d", v);
    xmlTextWriterWriteAttribute(w, X(name), X(num));
}

static void S_piece(xmlTextWriterPtr w, const char *elem, const char *at,
                    const castel_piece *pc)
{
    xmlTextWriterStartElement(w, X(elem));
    if (at && !strcmp(elem, "square"))
        xmlTextWriterWriteAttribute(w, X("at"), X(at));
    xmlTextWriterWriteAttribute(w, X("card"), X(castel_cards[pc->type].id));
    if (at && strcmp(elem, "square"))
        xmlTextWriterWriteAttribute(w, X("at"), X(at));
    if (pc->pawn >= 0)
        S_attr_int(w, "seat", pc->pawn + 1);
    xmlTextWriterEndElement(w);
}

/* The cards in play: the castle in reading order, the engines by side,
 * then the stacks outside in order of arrival; each stack from the
 * bottom.  A chevalier outside names the card it lies on. */
static void S_board(const castel_state *s, xmlTextWriterPtr w)
{
    nt_buf at = {0};
    for (int spot = 0; spot < SPOT_OUT0 + s->nout; spot++) {
        const castel_stack *st = castel_stack_cat(s, spot);
        if (!st || !st->h)
            continue;
        nt_buf_clear(&at);
        castel_format_spot(s, spot, &at);
        int sq = castel_is_square(spot);
        for (int l = 0; l < st->h; l++)
            S_piece(w, sq ? "square" : "outside",
                    sq || l || castel_is_face(spot) ? nt_buf_str(&at) : NULL,
                    &st->p[l]);
    }
    nt_buf_free(&at);
}

static void S_cards(xmlTextWriterPtr w, const char *elem, int seat,
                    const uint8_t *list, int n, const uint8_t *counts)
{
    nt_buf b = {0};
    xmlTextWriterStartElement(w, X(elem));
    if (seat >= 0)
        S_attr_int(w, "seat", seat + 1);
    for (int i = 0; list && i < n; i++)
        nt_buf_printf(&b, "%s%s", i ? " " : "", castel_cards[list[i]].id);
    for (int t = 0; counts && t < CASTEL_TYPES; t++)
        for (int k = 0; k < counts[t]; k++)
            nt_buf_printf(&b, "%s%s", b.len ? " " : "", castel_cards[t].id);
    if (b.len)
        xmlTextWriterWriteString(w, X(nt_buf_str(&b)));
    xmlTextWriterEndElement(w);
    nt_buf_free(&b);
}

void castel_position_write(const castel_setup *su, xmlTextWriterPtr w)
{
    const castel_position *pos = &su->pos;
    castel_state s;
    memset(&s, 0, sizeof s);
    s.setup = su;
    s.players = su->players;
    castel_position_load(&s, su);
    xmlTextWriterStartElement(w, X("position"));
    S_attr_int(w, "turn", pos->turn);
    S_attr_int(w, "seat", pos->seat + 1);
    if (pos->action)
        S_attr_int(w, "action", pos->action);
    if (pos->actions == 3)
        S_attr_int(w, "actions", 3);
    if (pos->progress)
        xmlTextWriterWriteAttribute(w, X("progress"), X("yes"));
    if (pos->idle)
        S_attr_int(w, "idle", pos->idle);
    if (pos->last >= 0) {
        nt_buf b = {0};
        castel_format_ref(&s, pos->last, &b);
        xmlTextWriterWriteAttribute(w, X("last"), X(nt_buf_str(&b)));
        nt_buf_free(&b);
    }
    S_board(&s, w);
    for (int i = 0; i < su->players; i++)
        S_cards(w, "hand", i, NULL, 0, pos->hand[i]);
    for (int i = 0; i < su->players; i++)
        S_cards(w, "pile", i, pos->pile[i], pos->pile_len[i], NULL);
    S_cards(w, "exchange-cards", -1, NULL, 0, pos->exch);
    int killed = 0;
    for (int t = 0; t < CASTEL_TYPES; t++)
        killed += pos->removed[t];
    if (killed)
        S_cards(w, "killed", -1, NULL, 0, pos->removed);
    for (int i = 0; i < su->players; i++) {
        xmlTextWriterStartElement(w, X("pawns"));
        S_attr_int(w, "seat", i + 1);
        S_attr_int(w, "left", s.supply[i]);
        xmlTextWriterEndElement(w);
    }
    xmlTextWriterEndElement(w);
}

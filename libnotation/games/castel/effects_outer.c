/* The effects of the cards outside the courtyard (rulebook: LES CARTES,
 * hors les murs, remparts, tours; castel.md §9-10): outside the walls, on
 * the ramparts, in the towers.  What the effects share is in effects.c
 * (castel.h). */
#include <string.h>

#include "castel.h"

static const int32_t S_zero = 0;

/* ----------------------------------------------------------- outside cards */

int castel_effect_barbare(castel_state *s, nt_play *p)
{
    return castel_send_back_one(
        s, p, s->fx.seat, TK_BARBARE, "castel.barbare.effect",
        "card to send back from a tower or a rampart",
        "the barbare sends back a card from a tower or a "
        "rampart");
}

int castel_effect_dragon(castel_state *s, nt_play *p)
{
    NT_TRY(castel_send_back_one(
        s, p, s->fx.seat, TK_DRAGON_OUT, "castel.dragon.effect",
        "card to send back from outside the walls",
        "the dragon first sends back a card outside the "
        "walls (D-43)"));
    return castel_send_back_one(s, p, s->fx.seat, TK_DRAGON_IN,
                                "castel.dragon.effect",
                                "card to send back from a tower or a rampart",
                                "then a card from a tower or a rampart");
}

/* D-20, D-72: the card placed last before the enchanteur, if it is still
 * in play and free. */
int castel_effect_enchanteur(castel_state *s, nt_play *p)
{
    for (int spot = 0; spot < SPOT_OUT0 + s->nout; spot++) {
        const castel_stack *st = castel_stack_cat(s, spot);
        for (int l = 0; st && l < st->h; l++) {
            if (st->p[l].serial != s->fx.before)
                continue;
            int ref = REF(spot, l);
            if (castel_return_target(s, ref)) {
                castel_send_back(s, p, ref,
                                 "the enchanteur sends back the card "
                                 "placed last (D-20)");
            } else if (nt_narrating(p)) {
                nt_buf a = {0};
                nt_say(p, "%s was placed last, but it is protected: the "
                          "enchanteur does nothing (D-72)",
                       castel_said(s, ref, &a));
                nt_buf_free(&a);
            }
            return NT_OK;
        }
    }
    nt_say(p, "the card placed last is no longer in play: the enchanteur "
              "does nothing (D-72)");
    return NT_OK;
}

int castel_effect_fee(castel_state *s, nt_play *p)
{
    int ref;
    nt_buf a = {0};
    int n = castel_count_targets(s, TK_FEE, 1);
    if (!n)
        return castel_nothing(s, p, "move-out", "at", TK_FEE,
                              "castel.fee.effect",
                              "no card in the castle can be drawn out (D-25)");
    NT_TRY(castel_choose(s, p, s->fx.seat, Q_EL_MOVE_OUT, TK_FEE,
                         "castel.fee.effect", "card to draw out of the castle",
                         &ref));
    NT_TRY(nt_close(p));
    if (nt_narrating(p))
        nt_say(p, "the fee draws %s out of the walls; it keeps its pawn "
                  "(D-25)",
               castel_said(s, ref, &a));
    castel_piece pc = castel_pop(s, REF_SPOT(ref));
    castel_push(s, SPOT_OUTSIDE, pc);
    nt_buf_free(&a);
    return NT_OK;
}

/* -------------------------------------------------------------- ramparts */

int castel_effect_traitre(castel_state *s, nt_play *p)
{
    return castel_send_back_one(
        s, p, s->fx.seat, TK_TRAITRE, "castel.traitre.effect",
        "card to send back from the courtyard",
        "the traitre sends back a card next to him in the "
        "courtyard");
}

/* ---------------------------------------------------------------- towers */

/* D-34: min(2, hand, exchange) cards swapped with the exchange at once. */
int castel_effect_alchimiste(castel_state *s, nt_play *p)
{
    int me = s->fx.seat;
    int k = s->hand_n[me] < s->exch_n ? s->hand_n[me] : s->exch_n;
    int gave[2], took[2];
    uint8_t hand[CASTEL_TYPES], exch[CASTEL_TYPES];
    const char *rule = "castel.alchimiste.effect";
    if (k > 2)
        k = 2;
    if (!k)
        return castel_nothing(s, p, "give", NULL, -1, rule,
                              "no card to swap with the exchange (D-34)");
    memcpy(hand, s->hand[me], sizeof hand);
    memcpy(exch, s->exch, sizeof exch);
    for (int pass = 0; pass < 2; pass++) {
        uint8_t *from = pass ? exch : hand;
        for (int i = 0; i < k; i++) {
            int32_t vals[CASTEL_TYPES], v;
            int n = 0;
            for (int t = 0; t < CASTEL_TYPES; t++)
                if (from[t])
                    vals[n++] = t;
            const char *what = pass ? "card taken from the exchange"
                                    : "card given to the exchange";
            nt_ask el = {.q = &castel_q[pass ? Q_EL_TAKE : Q_EL_GIVE],
                         .actor = me, .n = 1, .vals = &S_zero, .dflt = NT_NONE,
                         .rule = rule, .what = what};
            NT_TRY(nt_choose(p, &el, &v));
            nt_ask c = {.q = &castel_q[Q_ATTR_CARD], .actor = me, .n = n,
                        .vals = vals, .dflt = NT_NONE, .rule = rule,
                        .what = what};
            NT_TRY(nt_choose(p, &c, &v));
            NT_TRY(nt_close(p));
            from[v]--;
            (pass ? took : gave)[i] = v;
        }
    }
    for (int i = 0; i < k; i++) {
        s->hand[me][gave[i]]--;
        s->exch[gave[i]]++;
        s->exch[took[i]]--;
        s->hand[me][took[i]]++;
        nt_say(p, "the alchimiste swaps %s %s from the hand for %s %s from "
                  "the exchange",
               castel_article(gave[i]), castel_cards[gave[i]].id,
               castel_article(took[i]), castel_cards[took[i]].id);
    }
    return NT_OK;
}

int castel_effect_archer(castel_state *s, nt_play *p)
{
    return castel_send_back_one(
        s, p, s->fx.seat, TK_ARCHER, "castel.archer.effect",
        "card to send back from outside the walls",
        "the archer sends back a card outside the walls");
}

int castel_effect_guetteur(castel_state *s, nt_play *p)
{
    return castel_move_in_zone(s, p, TK_GUETTEUR, DK_GUETTEUR,
                               "castel.guetteur.effect",
                               "move of the guetteur");
}

int castel_effect_magicien(castel_state *s, nt_play *p)
{
    int ref;
    nt_buf a = {0};
    int n = castel_count_targets(s, TK_MAGICIEN, 1);
    if (!n)
        return castel_nothing(s, p, "to-exchange", "at", TK_MAGICIEN,
                              "castel.magicien.effect",
                              "no card can be sent to the exchange");
    NT_TRY(castel_choose(s, p, s->fx.seat, Q_EL_TO_EXCHANGE, TK_MAGICIEN,
                         "castel.magicien.effect",
                         "card to send to the exchange", &ref));
    NT_TRY(nt_close(p));
    if (nt_narrating(p))
        nt_say(p, "the magicien sends %s to the exchange, pawn or not (D-32)",
               castel_said(s, ref, &a));
    castel_leave(s, ref, LEAVE_EXCHANGE);
    nt_buf_free(&a);
    return NT_OK;
}

/* D-35: an exchange card to the hand of any player, oneself included. */
int castel_effect_sorciere(castel_state *s, nt_play *p)
{
    int32_t vals[CASTEL_TYPES], seats[CASTEL_MAX_SEATS], v;
    int n = 0, me = s->fx.seat;
    const char *rule = "castel.sorciere.effect";
    if (!s->exch_n)
        return castel_nothing(
            s, p, "send", NULL, -1, rule,
            "the exchange is empty: the sorciere does nothing");
    for (int t = 0; t < CASTEL_TYPES; t++)
        if (s->exch[t])
            vals[n++] = t;
    nt_ask el = {.q = &castel_q[Q_EL_SEND], .actor = me, .n = 1,
                 .vals = &S_zero, .dflt = NT_NONE, .rule = rule,
                 .what = "gift of the sorciere"};
    NT_TRY(nt_choose(p, &el, &v));
    nt_ask c = {.q = &castel_q[Q_ATTR_CARD], .actor = me, .n = n, .vals = vals,
                .dflt = NT_NONE, .rule = rule,
                .what = "exchange card to hand over"};
    NT_TRY(nt_choose(p, &c, &v));
    int card = v;
    for (int i = 0; i < s->players; i++)
        seats[i] = i;
    nt_ask to = {.q = &castel_q[Q_SEND_TO], .actor = me, .n = s->players,
                 .vals = seats, .dflt = NT_NONE};
    NT_TRY(nt_choose(p, &to, &v));
    NT_TRY(nt_close(p));
    s->exch[card]--;
    s->exch_n--;
    s->hand[v][card]++;
    s->hand_n[v]++;
    nt_say(p, "the sorciere hands the %s from the exchange to seat %d",
           castel_cards[card].id, v + 1);
    return NT_OK;
}

/* The instant trade cards, resolved when their pan is collected
 * (quacks-duel.md 7.3; quacks-duel-data.md 1.4: C-A, C-B, C-C, C-D, C-F,
 * C-I, C-J; DU-R3, DU-R30, DU-C12).  The keep cards (C-E, C-G, C-H, C-K)
 * act later, where their windows are: brew.c and phases.c. */
#include "duel.h"

/* C-A: the pictured chip; when the supply has none, its price in gold
 * instead, if the player wants it (quacks-duel-data.md 1.4). */
static int S_pictured(du_state *s, nt_play *p, int seat, const du_card *c)
{
    int chip = c->chip, yes;
    if (s->supply[chip]) {
        du_gain(s, p, seat, chip, 0, "card C-A");
        return NT_OK;
    }
    int price = du_price(s, chip);
    nt_buf w = {0};
    du_chip_words(s->d, chip, &w);
    nt_say(p, "no %s is left: card C-A gives its price, %d gold, instead",
           nt_buf_str(&w), price);
    nt_buf_free(&w);
    if (price <= 0)
        return NT_OK;
    NT_TRY(du_yes_no(s, p, seat, DQ_ACCEPT, "duel.card.fallback",
                     "gold instead of the pictured chip", &yes));
    if (yes)
        s->pl[seat].gold += price;
    return NT_OK;
}

/* C-D: a 4-chip of a variable colour; the opponent a 1-chip of the colour
 * taken, or nothing when no 4-chip was (DU-C12). */
static int S_four_and_one(du_state *s, nt_play *p, int seat)
{
    static const int four = 4, one = 1;
    int got;
    NT_TRY(du_do_take(s, p, seat, CLS_VARIABLE, &four, 1, 0, 0, 0,
                      "duel.effect.take", "card C-D", &got));
    if (got < 0)
        return NT_OK;
    return du_do_take(s, p, 1 - seat, DU_COL(got), &one, 1, 0, 0, 0,
                      "duel.effect.take", "card C-D, for the opponent", NULL);
}

int du_card_instant(du_state *s, nt_play *p, int seat, int card)
{
    const du_card *c = &s->d->cards[card];
    static const int one = 1, two = 2;
    int got;
    nt_say(p, "%s takes card %d and plays it at once", du_who(s, seat), c->n);
    switch (c->effect) {
    case C_A: return S_pictured(s, p, seat, c);
    case C_B:
        /* Two 1-chips of different colours, neither white nor black. */
        NT_TRY(du_do_take(s, p, seat, CLS_NOT_BLACK, &one, 1, 0, 0, 0,
                          "duel.effect.take", "card C-B", &got));
        return du_do_take(s, p, seat, CLS_NOT_BLACK, &one, 1,
                          got >= 0 ? 1 << DU_COL(got) : 0, 0, 0,
                          "duel.effect.take", "card C-B", NULL);
    case C_C:
        return du_do_remove_w1(s, p, seat, 1, "duel.effect.remove",
                               "card C-C");
    case C_D: return S_four_and_one(s, p, seat);
    case C_F: return du_stand(s, p, seat, 2, "card C-F");
    case C_I:
        NT_TRY(du_do_take(s, p, seat, DC_BLUE, &two, 1, 0, 0, 0,
                          "duel.effect.take", "card C-I", NULL));
        return du_do_take(s, p, seat, CLS_NOT_BLACK, &one, 1, 0, 0, 0,
                          "duel.effect.take", "card C-I", NULL);
    case C_J:
        return du_do_take(s, p, 1 - seat, DC_WHITE, &one, 1, 0, 0, 0,
                          "duel.effect.take", "card C-J", NULL);
    }
    return NT_OK;
}

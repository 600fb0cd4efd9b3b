/* The odds of the next chip at a turn's step that may draw (the engine's
 * `odds` hook, play.h; odds.h): for each kind of chip in the seat's bag,
 * how many there are, where it goes (a white to its space of the row, a
 * coloured chip to the next space of the neck), whether the vial
 * explodes, and what the Duel scores for it: the move the turn makes when
 * it ends with the chip in, the neck's values and the last white's
 * (quacks-duel.md 4.1; DU-R27), 0 when the vial explodes.  The explosion
 * comes from du_white_explodes, the one check.  What the draw alone does
 * not fix is said to depend: the bonus space's choice (DU-R47, bounded
 * here exactly), card C-K's cancel, and what a chip's own book then does
 * to the vial (an upgrade, chips put back, extra draws), which is left
 * open. */
#include <stdio.h>

#include "duel.h"
#include "odds.h"

/* The seat deciding at `a`, when `a` is a turn's step with drawing among
 * its answers; else -1. */
static int S_drawing_seat(const nt_ask *a)
{
    if (a->q != &du_q[DQ_STEP] || a->n < 0)
        return -1;
    for (int i = 0; i < a->n; i++)
        if (a->vals[i] == STEP_DRAW)
            return (int)a->arg;
    return -1;
}

static int S_neck_sum(const du_state *s, const du_player *pl)
{
    int v = 0;
    for (int i = 0; i < pl->neck_n; i++)
        v += du_value(s->d, pl->neck[i]);
    return v;
}

static int S_holds_ck(const du_state *s, const du_player *pl)
{
    for (int k = 0; k < pl->nkept; k++)
        if (s->d->cards[pl->kept[k]].effect == C_K)
            return 1;
    return 0;
}

/* ----------------------------------------------------------- whites */

/* The bonus space (DU-R47): the stand advances 1, or a black chip of the
 * vial is upgraded, by the player's choice when both can be done.  Only
 * an upgrade in the neck changes the move: the least and most it adds
 * over every answer the rules leave, and whether there is a choice. */
static int S_bonus(const du_state *s, int seat, int *lo, int *hi)
{
    int32_t t[DU_NECK_MAX + DU_BODY_MAX];
    const du_player *pl = &s->pl[seat];
    int stand = du_stand_can(s, seat, 1);
    int n = du_upgrade_targets(s, seat, 0, 1, t);
    *lo = stand || !n ? 0 : 1 << 20;
    *hi = 0;
    for (int i = 0; i < n; i++) {
        int up = 0;
        if (DU_ADDR_ZONE(t[i]) == ADDR_NECK) {
            int chip = du_chip_at(pl, t[i]);
            up = du_value(s->d, chip + 1) - du_value(s->d, chip);
        }
        *lo = up < *lo ? up : *lo;
        *hi = up > *hi ? up : *hi;
    }
    return (stand && n) || n > 1;
}

static void S_white(const du_state *s, int seat, int chip, nt_odds_kind *k)
{
    const du_player *pl = &s->pl[seat];
    int lastchip, last = du_last_white(pl, &lastchip);
    int v = du_value(s->d, chip), pos = last + v, neck = S_neck_sum(s, pl);
    k->space = k->space_max = pos;
    nt_odds_say(k, "row space %d", pos);
    if (du_white_explodes(s, pl, chip)) {
        int h = pl->gold / 2, ck = S_holds_ck(s, pl);
        k->explodes = 1;
        nt_odds_say(k, ", %s: explodes",
                    pos > s->d->row ? "past the row (DU-R28)"
                                    : "a mined space");
        if (ck) {
            /* Cancelled, the white goes back and the turn goes on. */
            k->depends |= NT_DEPENDS_CHOICE;
            nt_odds_say(k, " unless card C-K cancels it");
        }
        nt_odds_say(k, "; no move");
        if (h)
            nt_odds_say(k, "; pay %d gold or push the patient %d (DU-R10, "
                           "DU-R11)",
                        h, h);
        if (s->round == 7)
            nt_odds_say(k, "; the round-7 card pushes the patient 7 "
                           "(DU-R36)");
        nt_odds_worth(k, "move", 0,
                      ck ? neck + du_value(s->d, lastchip) : 0);
        return;
    }
    int lo = 0, hi = 0;
    if (pos == s->d->mines[0] && pl->shield)
        nt_odds_say(k, ", the shielded mine (B1)");
    if (pos == s->d->bonus) {
        if (S_bonus(s, seat, &lo, &hi))
            k->depends |= NT_DEPENDS_CHOICE;
        nt_odds_say(k, ", the bonus space: the stand advances 1 or a black "
                       "chip is upgraded (DU-R47)");
    }
    nt_odds_say(k, "; the turn's move then %d", neck + v + lo);
    if (hi > lo)
        nt_odds_say(k, " to %d", neck + v + hi);
    nt_odds_say(k, " (the neck %d + this white %d)", neck, v);
    nt_odds_worth(k, "move", neck + v + lo, neck + v + hi);
}

/* ---------------------------------------------------------- coloured */

/* What an effect expression, acting at once as `chip` enters the neck,
 * may do to the move: NT_DEPENDS_CHOICE when it may upgrade a chip of
 * the neck, put back a chip of the neck or a white of the row, or take a
 * white 1 off the row; NT_DEPENDS_CHANCE too when it draws more chips
 * with room left in the neck (*more then set).  Every branch counts: the
 * choices and conditions are the player's and the state's later. */
static unsigned S_changes(const du_state *s, const du_player *pl, int chip,
                          uint16_t i, int *more)
{
    const du_data *d = s->d;
    unsigned bits = 0;
    for (; i != DU_NIL && i < d->neffects; i = d->effects[i].next) {
        const du_effect *e = &d->effects[i];
        switch (e->op) {
        case EF_UPGRADE: {
            int up = (e->any || DU_COL(chip) == DC_BLACK) &&
                     du_upgradable(s, chip);
            for (int n = 0; n < pl->neck_n && !up; n++)
                up = (e->any || DU_COL(pl->neck[n]) == DC_BLACK) &&
                     du_upgradable(s, pl->neck[n]);
            bits |= up ? NT_DEPENDS_CHOICE : 0;
            break;
        }
        case EF_RETURN:
            if (e->white ? du_row_has_white(pl) : e->from != FROM_BODY)
                bits |= NT_DEPENDS_CHOICE;
            break;
        case EF_REMOVE_W1:
            /* From the bag first: the row only when the bag has none. */
            for (int l = 0; l < d->nlevels[DC_WHITE]; l++) {
                int w = DU_CHIP(DC_WHITE, l);
                if (du_value(d, w) != 1 || pl->bag[w])
                    continue;
                for (int q = 1; q <= pl->row_top; q++)
                    bits |= pl->row[q] == w ? NT_DEPENDS_CHOICE : 0;
            }
            break;
        case EF_DRAW_EXTRA:
            if (pl->neck_n + 1 < d->neck && pl->bag_n > 1) {
                bits |= NT_DEPENDS_CHOICE | NT_DEPENDS_CHANCE;
                *more = 1;
            }
            break;
        }
        bits |= S_changes(s, pl, chip, e->first, more);
        bits |= S_changes(s, pl, chip, e->other, more);
    }
    return bits;
}

static void S_coloured(const du_state *s, int seat, int chip,
                       nt_odds_kind *k)
{
    const du_player *pl = &s->pl[seat];
    int lastchip;
    du_last_white(pl, &lastchip);
    int v = du_value(s->d, chip), white = du_value(s->d, lastchip);
    int neck = S_neck_sum(s, pl) + v, full = pl->neck_n + 1 >= s->d->neck;
    k->space = k->space_max = pl->neck_n + 1;
    nt_odds_say(k, "neck space %d", pl->neck_n + 1);
    const du_book *b = du_book_in_play(s, chip);
    int more = 0;
    unsigned bits = 0;
    if (b->timing == TIME_IMMEDIATE && b->effect != DU_NIL) {
        nt_buf gist = {0};
        du_effect_gist(s->d, b->effect, &gist);
        nt_odds_say(k, "; its book at once: %s", nt_buf_str(&gist));
        nt_buf_free(&gist);
        bits = S_changes(s, pl, chip, b->effect, &more);
    } else if (b->timing == TIME_DELAYED && b->effect != DU_NIL) {
        nt_odds_say(k, "; its book acts in phase 3 if it is still in the "
                       "neck (DU-R4)");
    }
    if (full) {
        k->flags |= NT_OUTCOME_ENDS;
        nt_odds_say(k, "; the neck is full: the turn ends, the move %d",
                    neck + white);
    } else {
        nt_odds_say(k, "; the turn's move then %d", neck + white);
    }
    nt_odds_say(k, " (the neck %d + the last white %d)", neck, white);
    nt_odds_worth(k, "move", neck + white, neck + white);
    if (bits) {
        k->depends |= bits;
        k->worth[k->nworth - 1].open = 1;
        nt_odds_say(k, "; what its book does may change it");
    }
    if (more)
        k->flags |= NT_OUTCOME_MORE;
}

int du_odds(const void *state, const nt_ask *a, struct nt_odds *out)
{
    const du_state *s = state;
    int seat = S_drawing_seat(a);
    if (seat < 0)
        return -1;
    const du_player *pl = &s->pl[seat];
    nt_buf name = {0};
    nt_odds_init(out, pl->bag_n);
    for (int c = 0; c < DU_CHIPS; c++) {
        if (!pl->bag[c])
            continue;
        nt_buf_clear(&name);
        du_t_chip.format(s, c, &name);
        int white = DU_COL(c) == DC_WHITE;
        nt_odds_kind *k = nt_odds_add(out, nt_buf_str(&name), pl->bag[c],
                                      white ? "row" : "neck", 0);
        if (!k)
            break;
        if (white)
            S_white(s, seat, c, k);
        else
            S_coloured(s, seat, c, k);
    }
    nt_buf_free(&name);
    return 0;
}

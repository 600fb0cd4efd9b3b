/* Phases 3 to 6 of a round: the delayed effects, the scale, buying and the
 * clean-up; and who trails before a round (quacks-duel.md 6, 7;
 * quacks-duel-data.md 3.2, 3.7; DU-R4 ... DU-R9, DU-R18, DU-R19, DU-C16 ...
 * DU-C18). */
#include <string.h>

#include "duel.h"

/* ------------------------------------------------------------ trailing */

int du_trailing(const du_state *s, const char **rule)
{
    const du_player *a = &s->pl[0], *b = &s->pl[1];
    if (a->guild != b->guild) {
        *rule = "duel.trail.guild";
        return a->guild < b->guild ? 0 : 1;
    }
    if (s->patient_half >= 0) {
        /* The patient is nearer the stand of the one ahead. */
        *rule = "duel.trail.half";
        return 1 - s->patient_half;
    }
    *rule = "duel.trail.card";
    return s->last_discard >= 0 ? s->last_discard : 1 - s->tosser;
}

/* ------------------------------------------------------------- phase 3 */

static int S_delayed_of(du_state *s, nt_play *p, int seat)
{
    du_player *pl = &s->pl[seat];
    /* The neck as it is when each chip's turn comes (DU-C6): an effect
     * may take chips out of it, and an upgraded chip acts at its new
     * value. */
    for (int i = 0; i < pl->neck_n && !s->over; i++) {
        int chip = pl->neck[i];
        const du_book *b = du_book_in_play(s, chip);
        if (b->timing != TIME_DELAYED || b->effect == DU_NIL)
            continue;
        nt_buf why = {0};
        if (nt_narrating(p)) {
            du_book_words(s, chip, &why);
            nt_buf_puts(&why, ", in phase 3");
            nt_say(p, "in the neck of %s, space %d, %s acts",
                   du_who(s, seat), i + 1,
                   nt_buf_str(&why));
        }
        int rc = du_effect_run(s, p, seat, b->effect, chip, nt_buf_str(&why));
        nt_buf_free(&why);
        NT_TRY(rc);
    }
    return NT_OK;
}

int du_delayed(du_state *s, nt_play *p)
{
    s->phase = 3;
    NT_TRY(nt_open(p, "effects"));
    /* The tosser first, then the other (DU-R5); neck chips only (DU-R4). */
    NT_TRY(S_delayed_of(s, p, s->tosser));
    NT_TRY(S_delayed_of(s, p, 1 - s->tosser));
    NT_TRY(nt_end(p, s->over ? "duel.end.sixth" : "duel.effects.delayed",
                  s->over ? "the game is over" : "phase 3 is over"));
    NT_TRY(nt_close(p));
    return du_step(s, p, "phase 3, the delayed effects");
}

/* ------------------------------------------------------------- phase 4 */

/* Every offer of 0 to `markers` markers (DU-R7), the card's suggestion
 * the likeliest for a generated game: (markers + 1)(markers + 2) / 2 of
 * them, 55 for the loader's most markers, 9 (duel.data.range), each
 * `up * 16 + gold` with gold below 16. */
#define MAX_OFFERS ((DU_MAX_MARKERS + 1) * (DU_MAX_MARKERS + 2) / 2)
_Static_assert(DU_MAX_MARKERS < 16,
               "the scale's offers outgrow their array");
static int S_offers(const du_state *s, const du_card *card, int32_t *vals,
                    uint32_t *w)
{
    int n = 0;
    for (int up = 0; up <= s->d->markers; up++)
        for (int gold = 0; up + gold <= s->d->markers; gold++) {
            vals[n] = up * 16 + gold;
            w[n++] = up == card->offer_up && gold == card->offer_gold ? 40
                     : up + gold <= 3                                  ? 4
                                                                       : 1;
        }
    return n;
}

/* The card pan: an instant card acts and is discarded, a keep card goes
 * to the hand (DU-R8, DU-R9). */
static int S_card_pan(du_state *s, nt_play *p, int seat, int card)
{
    du_player *pl = &s->pl[seat];
    if (!s->d->cards[card].keep) {
        NT_TRY(du_card_instant(s, p, seat, card));
        s->last_discard = seat;
        return NT_OK;
    }
    if (pl->nkept < DU_KEEP_MAX)
        pl->kept[pl->nkept++] = (uint8_t)card;
    nt_say(p, "%s keeps card %d for later (%s)", du_who(s, seat),
           s->d->cards[card].n, du_card_gist(s->d->cards[card].effect));
    return NT_OK;
}

/* The marker pan: its upgrades, then its gold (DU-C18). */
static int S_marker_pan(du_state *s, nt_play *p, int seat, int up, int gold)
{
    if (up)
        NT_TRY(du_do_upgrade(s, p, seat, 0, 1, up, 0, "duel.scale.collect",
                             "an upgrade marker"));
    if (gold && !s->over) {
        s->pl[seat].gold += gold;
        nt_say(p, "%s takes %d gold from the markers", du_who(s, seat), gold);
    }
    return NT_OK;
}

int du_scale(du_state *s, nt_play *p)
{
    int offerer = s->first_finisher, chooser = 1 - offerer;
    int card = s->deck[s->top];
    const du_card *c = &s->d->cards[card];
    int32_t offers[MAX_OFFERS], offer, pan;
    uint32_t w[MAX_OFFERS];
    static const int32_t pans[2] = {0, 1};
    s->phase = 4;
    NT_TRY(nt_open(p, "scale"));
    NT_TRY(nt_fact_int(p, "card", &du_t_card, card, "duel.setup.cards", 1));
    int n = S_offers(s, c, offers, w);
    nt_ask a = {.q = &du_q[DQ_OFFER], .actor = offerer, .n = n,
                .vals = offers, .weights = w, .key = offerer,
                .dflt = NT_NONE, .arg = offerer};
    NT_TRY(nt_choose(p, &a, &offer));
    int up = offer / 16, gold = offer % 16;
    nt_say(p, "%s finished first and offers %d upgrade and %d gold "
              "marker%s against card %d (DU-R6)",
           du_who(s, offerer), up, gold, up + gold == 1 ? "" : "s", c->n);
    nt_ask b = {.q = &du_q[DQ_CHOOSE], .actor = chooser, .n = 2,
                .vals = pans, .key = chooser, .dflt = NT_NONE,
                .arg = chooser};
    NT_TRY(nt_choose(p, &b, &pan));
    int card_to = pan == 0 ? chooser : offerer;
    nt_say(p, "%s takes the %s pan; %s the other", du_who(s, chooser),
           pan == 0 ? "card" : "marker", du_who(s, offerer));
    NT_TRY(S_card_pan(s, p, card_to, card));
    if (!s->over)
        NT_TRY(S_marker_pan(s, p, 1 - card_to, up, gold));
    s->top++;
    NT_TRY(nt_end(p, s->over ? "duel.end.sixth" : "duel.scale.collect",
                  s->over ? "the game is over" : "the trade is over"));
    NT_TRY(nt_close(p));
    return du_step(s, p, "phase 4, the scale: card %d", c->n);
}

/* ------------------------------------------------------------- phase 5 */

/* Its price in the book in play; 0: not for sale (DU-R18). */
int du_price(const du_state *s, int chip)
{
    return du_book_in_play(s, chip)->prices[DU_LVL(chip)];
}

int du_buyable(const du_state *s, int seat, int chip)
{
    const du_player *pl = &s->pl[seat];
    int price = du_price(s, chip);
    return price > 0 && price <= pl->gold && s->supply[chip] > 0 &&
           !(pl->bought & (1u << DU_COL(chip)));
}

static int S_kept_index(const du_player *pl, const du_data *d, int effect)
{
    for (int k = 0; k < pl->nkept; k++)
        if (d->cards[pl->kept[k]].effect == effect)
            return k;
    return -1;
}

void du_discard_kept(du_state *s, int seat, int k)
{
    du_player *pl = &s->pl[seat];
    memmove(pl->kept + k, pl->kept + k + 1, (size_t)(pl->nkept - k - 1));
    pl->nkept--;
    s->last_discard = seat;
}

/* C-G right after a purchase: a second identical chip, free, not a
 * purchase (DU-R22, DU-C16). */
static int S_second(du_state *s, nt_play *p, int seat, int chip)
{
    du_player *pl = &s->pl[seat];
    int k = S_kept_index(pl, s->d, C_G), yes;
    if (k < 0 || !s->supply[chip])
        return NT_OK;
    NT_TRY(du_yes_no(s, p, seat, DQ_SECOND, "duel.card.keep",
                     "use of card C-G", &yes));
    if (!yes)
        return NT_OK;
    nt_say(p, "%s uses card %d: a second one, free", du_who(s, seat),
           s->d->cards[pl->kept[k]].n);
    du_discard_kept(s, seat, k);
    du_gain(s, p, seat, chip, 1, "card C-G");
    return NT_OK;
}

/* A purchase's answers: listed only when a source needs them all. */
typedef struct buyer {
    const du_state *s;
    int seat;
} buyer;

static int S_can_buy(const void *ctx, int32_t v)
{
    const buyer *b = ctx;
    return v == DU_NONE_ANSWER ||
           (v >= 0 && v < DU_CHIPS &&
            DU_LVL(v) < b->s->d->nlevels[DU_COL(v)] &&
            du_buyable(b->s, b->seat, v));
}

/* For generated games: the dearer the likelier, and stopping is always
 * possible. */
static int S_list_buys(const void *ctx, int32_t *vals, uint32_t *w)
{
    const buyer *b = ctx;
    int n = 0;
    for (int chip = 0; chip < DU_CHIPS; chip++)
        if (S_can_buy(ctx, chip)) {
            if (w)
                w[n] = (uint32_t)(1 + du_price(b->s, chip));
            vals[n++] = chip;
        }
    if (w)
        w[n] = 2;
    vals[n++] = DU_NONE_ANSWER;
    return n;
}

static int S_buy(du_state *s, nt_play *p, int seat)
{
    du_player *pl = &s->pl[seat];
    buyer ctx = {s, seat};
    for (;;) {
        int32_t v;
        nt_ask a = {.q = &du_q[DQ_BUY], .actor = seat, .n = -1, .key = seat,
                    .dflt = DU_NONE_ANSWER, .arg = seat,
                    .legal = S_can_buy, .list = S_list_buys, .ctx = &ctx,
                    .weighted = 1};
        NT_TRY(nt_choose(p, &a, &v));
        if (v == DU_NONE_ANSWER)
            return NT_OK;
        int price = du_price(s, v);
        pl->gold -= price;
        pl->bought |= 1u << DU_COL(v);
        if (nt_narrating(p)) {
            nt_buf w = {0};
            du_book_words(s, v, &w);
            nt_say(p, "%s buys %s, for %d gold; it goes to the bottom of the "
                      "vial",
                   du_who(s, seat), nt_buf_str(&w), price);
            nt_buf_free(&w);
        }
        du_gain(s, p, seat, v, 1, NULL);
        NT_TRY(S_second(s, p, seat, v));
    }
}

int du_buying(du_state *s, nt_play *p)
{
    s->phase = 5;
    NT_TRY(nt_open(p, "buying"));
    /* The first finisher buys everything first (DU-R18). */
    NT_TRY(S_buy(s, p, s->first_finisher));
    NT_TRY(S_buy(s, p, 1 - s->first_finisher));
    for (int seat = 0; seat < 2; seat++)
        if (s->pl[seat].gold > 1) {
            nt_say(p, "%s keeps 1 gold of %d (DU-R19)", du_who(s, seat),
                   s->pl[seat].gold);
            s->pl[seat].gold = 1;
        }
    NT_TRY(nt_end(p, "duel.buy.order", "phase 5 is over"));
    NT_TRY(nt_close(p));
    return du_step(s, p, "phase 5, buying");
}

/* ------------------------------------------------------------- phase 6 */

void du_cleanup(du_state *s)
{
    for (int seat = 0; seat < 2; seat++) {
        du_player *pl = &s->pl[seat];
        for (int i = 0; i < pl->neck_n; i++)
            du_to_bag(pl, pl->neck[i]);
        for (int i = 0; i < pl->body_n; i++)
            du_to_bag(pl, pl->body[i]);
        for (int q = 1; q <= pl->row_top; q++)
            if (pl->row[q] >= 0)
                du_to_bag(pl, pl->row[q]);
        for (int i = 0; i < pl->noverflow; i++)
            du_to_bag(pl, pl->overflow[i]);
        memset(pl->row, -1, sizeof pl->row);
        pl->row_top = 0;
        pl->neck_n = pl->body_n = pl->noverflow = 0;
        pl->finished = pl->exploded = pl->turns = pl->new_chips = 0;
        pl->face = pl->shield = pl->b3 = pl->b5 = pl->b6 = 0;
        pl->bought = 0;
    }
}

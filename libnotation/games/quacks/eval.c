/* The evaluation of a round, steps A to F (rulebook: Décompte des points;
 * quacks.md §8.1; quacks-rulings.md).  Step B, the actions of the black,
 * green and purple chips (quacks.md §2.3), is in eval_actions.c. */
#include "quacks.h"

int qk_seat(const qk_state *s, int k)
{
    return (s->start + k) % s->players;
}

int qk_ask(nt_play *p, int q, int seat, const int32_t *vals, int n,
           int32_t dflt, int32_t *out)
{
    nt_ask a = {.q = &qk_q[q],
                .actor = seat,
                .n = n,
                .vals = vals,
                .key = seat,
                .dflt = dflt,
                .arg = seat};
    return nt_choose(p, &a, out);
}

/* A choice written where the evaluation asks nothing more breaks the
 * rule of that kind of choice (the questions' table): a <green roll>
 * with no garden spider of set 6 in play breaks quacks.green.6, a witch
 * called where none is asked quacks.witch.call.  What no question names
 * breaks quacks.evaluation. */
static const char *S_leftover_rule(const qk_state *s, nt_play *p)
{
    nt_buf attr = {0};
    const char *rule = "quacks.evaluation";
    /* Nothing follows in a valid record: one look, not one per question. */
    if (!nt_peek(p, NULL, NULL, &attr)) {
        nt_buf_free(&attr);
        return rule;
    }
    for (int q = 0; q < QK_NQ; q++) {
        const nt_question *x = &qk_q[q];
        if (x->bind != NT_BIND_KEYED || !nt_peek(p, x->elem, x->attr, &attr))
            continue;
        if (!attr.len)
            continue;
        rule = q >= QQ_WITCHES_BREWING && !s->setup->witches
                   ? "quacks.setup.expansion"
                   : x->rule;
        break;
    }
    nt_buf_free(&attr);
    return rule;
}

/* ---------------------------------------------------------- A: the die */

/* An exploded pot scores as if it had not (W4, herb-witches.md §1.3). */
static int S_exploded(const qk_player *pl)
{
    return pl->exploded && !pl->no_penalty;
}

/* W4 is called before step A, by an exploded player (HW-W4). */
static int S_no_penalty(qk_state *s, nt_play *p)
{
    for (int k = 0; s->setup->witches && k < s->players; k++) {
        int seat = qk_seat(s, k), called;
        qk_player *pl = &s->pl[seat];
        int able = s->witch[WT_BREWING] == WI_NO_PENALTY && pl->exploded;
        NT_TRY(qk_witch_call(s, p, seat, WT_BREWING, able, &called));
        pl->no_penalty = called;
    }
    return NT_OK;
}

static int S_bonus_die(qk_state *s, nt_play *p)
{
    int best = -1;
    for (int i = 0; i < s->players; i++) {
        const qk_player *pl = &s->pl[i];
        if (!S_exploded(pl) && pl->space > best)
            best = pl->space;
    }
    s->die_space = best;
    for (int k = 0; k < s->players; k++) {
        int seat = qk_seat(s, k);
        const qk_player *pl = &s->pl[seat];
        if (S_exploded(pl) || pl->space != best) {
            /* No roll: asked all the same, so that a roll recorded for
             * this seat is explained. */
            static const int32_t none[1] = {NT_NONE};
            int32_t v;
            nt_ask a = {.q = &qk_q[QQ_ROLL],
                        .actor = seat,
                        .n = 1,
                        .vals = none,
                        .key = seat,
                        .dflt = NT_NONE,
                        .arg = seat};
            NT_TRY(nt_choose(p, &a, &v));
            continue;
        }
        int rolls = s->card == F_POT_IS_FULL ? 2 : 1;
        if (best == QK_SPOON)
            nt_say(p, "%s reached the spoon and rolls%s", qk_who(s, seat),
                   rolls == 2 ? " twice (the pot is full)" : "");
        else
            nt_say(p, "%s reached the highest space (%d) and rolls%s",
                   qk_who(s, seat), best,
                   rolls == 2 ? " twice (the pot is full)" : "");
        NT_TRY(qk_roll(s, p, seat, "quacks.die"));
        if (rolls == 2)
            NT_TRY(qk_roll(s, p, seat, "quacks.fortune.the-pot-is-full"));
    }
    return NT_OK;
}

/* ------------------------------------------------------- C: rubies */

static int S_rubies(qk_state *s, nt_play *p)
{
    for (int k = 0; k < s->players; k++) {
        int seat = qk_seat(s, k), called = 0;
        qk_player *pl = &s->pl[seat];
        int ruby = pl->space <= QK_LAST_SPACE && qk_pot_ruby[pl->space];
        if (qk_witch_is(s, WT_SCORING, WI_RUBIES))
            NT_TRY(qk_witch_call(s, p, seat, WT_SCORING, ruby, &called));
        if (!ruby)
            continue;
        if (called) {
            /* Instead of the ruby, and of "It's shining extra bright"'s
             * second one (herb-witches.md §1.3 W11). */
            pl->rubies += qk_pot_vp[pl->space];
            nt_say(p, "%s takes %d rubies, as many as the space's VP, "
                      "instead of one",
                   qk_who(s, seat), qk_pot_vp[pl->space]);
        } else {
            pl->rubies++;
            nt_say(p, "%s's scoring space shows a ruby: +1 ruby",
                   qk_who(s, seat));
        }
        if (s->card == F_LUCKY_DEVIL) {
            pl->vp += 2;
            nt_say(p, "lucky devil: %s scores 2 VP", qk_who(s, seat));
        }
        if (s->card == F_SHINING && !called) {
            pl->rubies++;
            nt_say(p, "it's shining extra bright: %s takes another ruby",
                   qk_who(s, seat));
        }
    }
    return NT_OK;
}

/* ---------------------------------------------- D and E: VP and buying */

/* An exploded player takes the VP or the coins; crow skull set 2 gives
 * both.  Everyone is asked, so that a choice recorded for a player who has
 * none is explained. */
static int S_vp_or_buy(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    static const int32_t both[3] = {0, 1, NT_NONE};
    int free = !pl->exploded || pl->covered || pl->no_penalty;
    int32_t v;
    pl->took = 3;
    NT_TRY(qk_ask(p, QQ_EXPLODED, seat, free ? both + 2 : both, free ? 1 : 2,
                  NT_NONE, &v));
    if (free) {
        if (pl->no_penalty)
            nt_say(p, "%s exploded, but the witch gives VP and coins both",
                   qk_who(s, seat));
        else if (pl->exploded)
            nt_say(p,
                   "%s exploded within a crow skull's window: VP and coins "
                   "both (blue 2)",
                   qk_who(s, seat));
        return NT_OK;
    }
    pl->took = v == 0 ? 1 : 2;
    nt_say(p, "%s exploded and takes %s", qk_who(s, seat),
           v == 0 ? "the VP" : "the coins");
    return NT_OK;
}

int qk_buyable(const qk_state *s, int seat, int chip)
{
    const qk_player *pl = &s->pl[seat];
    int price = s->price[chip];
    return price && price <= pl->coins && (pl->took & 2) && pl->bought < 2 &&
           qk_chips[chip].colour != pl->bought_colour &&
           qk_can_gain(s, chip);
}

/* The buying witch, called before buying (W5, W6, W8; HW-W8). */
static int S_buying_witch(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int32_t ups[QK_CHIPS + 1];
    int w = s->witch[WT_BUYING], able = 0, called;
    switch (w) {
    case WI_UPGRADE: able = qk_witch_upgrades(s, seat, ups) > 0; break;
    case WI_DOUBLE: able = (pl->took & 2) && pl->coins > 0; break;
    case WI_RUBY_COINS: able = pl->rubies > 0; break;
    case WI_COPY: return NT_OK; /* after buying */
    }
    NT_TRY(qk_witch_call(s, p, seat, WT_BUYING, able, &called));
    if (!called)
        return NT_OK;
    switch (w) {
    case WI_UPGRADE: return qk_witch_upgrade(s, p, seat);
    case WI_DOUBLE:
        pl->coins *= 2;
        nt_say(p, "%s buys with %d coins", qk_who(s, seat), pl->coins);
        break;
    case WI_RUBY_COINS:
        /* Exploded and scored the VP: the rubies' coins only. */
        pl->took |= 2;
        pl->coins += 2 * pl->rubies;
        nt_say(p, "%s adds 2 coins per ruby: %d coins", qk_who(s, seat),
               pl->coins);
        break;
    }
    return NT_OK;
}

/* W7, after buying: a free copy of a chip just bought. */
static int S_copy_witch(qk_state *s, nt_play *p, int seat, const int *bought,
                        int n)
{
    int able = 0, called;
    if (!qk_witch_is(s, WT_BUYING, WI_COPY))
        return NT_OK;
    for (int i = 0; i < n; i++)
        able |= qk_can_gain(s, bought[i]);
    NT_TRY(qk_witch_call(s, p, seat, WT_BUYING, able, &called));
    return called ? qk_witch_copy(s, p, seat, bought, n) : NT_OK;
}

/* Step E: one or two chips of different colours (rulebook E; Q-R10). */
static int S_shop(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int bought[2], nbought = 0;
    if (s->setup->witches)
        NT_TRY(S_buying_witch(s, p, seat));
    for (;;) {
        int32_t opts[QK_CHIPS + 1], v;
        uint32_t w[QK_CHIPS + 1];
        int n = 0;
        for (int c = 0; pl->took & 2 && pl->bought < 2 && c < QK_CHIPS; c++) {
            if (qk_buyable(s, seat, c)) {
                /* A generated player prefers dearer chips. */
                w[n] = s->price[c];
                opts[n++] = c;
            }
        }
        w[n] = 2;
        opts[n++] = NT_NONE;
        nt_ask a = {.q = &qk_q[QQ_BUY],
                    .actor = seat,
                    .n = n,
                    .vals = opts,
                    .weights = w,
                    .key = seat,
                    .dflt = NT_NONE,
                    .arg = seat};
        NT_TRY(nt_choose(p, &a, &v));
        if (v == NT_NONE)
            return S_copy_witch(s, p, seat, bought, nbought);
        int price = s->price[v];
        pl->coins -= price;
        pl->bought++;
        pl->bought_colour = qk_chips[v].colour;
        bought[nbought++] = v;
        nt_say(p, "%s buys %s for %d coins (%d left)", qk_who(s, seat),
               qk_chips[v].id, price, pl->coins);
        if (v == K1 && qk_book(s, K_BLACK) == 5) {
            NT_TRY(qk_gain(s, p, seat, v, "bought"));
        } else {
            s->supply[v]--;
            qk_to_bag(pl, v);
        }
    }
}

/* W9 and W10, in step D (HW-W9: W9 needs the VP taken; W10 may be
 * called whatever was taken). */
static int S_scoring_witch(qk_state *s, nt_play *p, int seat)
{
    int w = s->witch[WT_SCORING], called;
    if (!s->setup->witches || (w != WI_COLOURS && w != WI_COUNT_BAG))
        return NT_OK;
    const qk_player *pl = &s->pl[seat];
    int able = w == WI_COUNT_BAG ? 1 : (pl->took & 1) != 0;
    NT_TRY(qk_witch_call(s, p, seat, WT_SCORING, able, &called));
    return called ? qk_witch_vp(s, p, seat) : NT_OK;
}

/* --------------------------------------------------- F: end of round */

/* Rubies for the droplet or the flask: 2, or 1 with W12 called. */
int qk_ruby_cost(const qk_state *s, int seat)
{
    return s->pl[seat].cheap ? 1 : 2;
}

int qk_can_spend(const qk_state *s, int seat, int on)
{
    const qk_player *pl = &s->pl[seat];
    int cost = qk_ruby_cost(s, seat);
    switch (on) {
    case SPEND_DROPLET: return pl->rubies >= cost;
    case SPEND_FLASK: return pl->rubies >= cost && !pl->flask;
    case SPEND_VP: return s->round == 9 && pl->rubies >= 2;
    case SPEND_COINS:
        return s->round == 9 && !S_exploded(pl) && pl->coins >= 5;
    }
    return 0;
}

static int S_spend(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int cost = 2;
    if (qk_witch_is(s, WT_SCORING, WI_CHEAP_RUBIES)) {
        NT_TRY(qk_witch_call(s, p, seat, WT_SCORING, pl->rubies > 0,
                             &pl->cheap));
        cost = qk_ruby_cost(s, seat);
    }
    for (;;) {
        int32_t opts[5], v;
        int n = 0;
        for (int on = SPEND_DROPLET; on <= SPEND_COINS; on++)
            if (qk_can_spend(s, seat, on))
                opts[n++] = on;
        opts[n++] = NT_NONE;
        NT_TRY(qk_ask(p, QQ_SPEND, seat, opts, n, NT_NONE, &v));
        switch (v) {
        case NT_NONE: return NT_OK;
        case SPEND_DROPLET:
            pl->rubies -= cost;
            nt_say(p, "%s pays %d rub%s to move the droplet", qk_who(s, seat),
                   cost, cost == 1 ? "y" : "ies");
            NT_TRY(qk_droplet(s, p, seat, 1, NULL));
            break;
        case SPEND_FLASK:
            pl->rubies -= cost;
            pl->flask = 1;
            nt_say(p, "%s refills the flask for %d rub%s", qk_who(s, seat),
                   cost, cost == 1 ? "y" : "ies");
            break;
        case SPEND_VP:
            pl->rubies -= 2;
            pl->vp++;
            pl->vp_rubies++;
            nt_say(p, "%s turns 2 rubies into 1 VP", qk_who(s, seat));
            break;
        case SPEND_COINS:
            pl->coins -= 5;
            pl->vp++;
            pl->vp_coins++;
            nt_say(p, "%s turns 5 coins into 1 VP (Q-R9)", qk_who(s, seat));
            break;
        }
    }
}

int qk_evaluate(qk_state *s, nt_play *p)
{
    s->phase = PH_EVAL;
    NT_TRY(nt_open(p, "evaluation"));
    NT_TRY(S_no_penalty(s, p));
    NT_TRY(S_bonus_die(s, p));
    NT_TRY(qk_step(s, p, "bonus die (A)"));
    NT_TRY(qk_eval_actions(s, p));
    NT_TRY(qk_step(s, p, "chip actions (B)"));
    NT_TRY(S_rubies(s, p));
    for (int k = 0; k < s->players; k++)
        NT_TRY(S_vp_or_buy(s, p, qk_seat(s, k)));
    for (int k = 0; k < s->players; k++) {
        int seat = qk_seat(s, k);
        qk_player *pl = &s->pl[seat];
        if (pl->took & 1) {
            pl->vp += qk_pot_vp[pl->space];
            if (pl->space == QK_SPOON)
                nt_say(p, "%s scores %d VP for the spoon", qk_who(s, seat),
                       qk_pot_vp[pl->space]);
            else
                nt_say(p, "%s scores %d VP for space %d", qk_who(s, seat),
                       qk_pot_vp[pl->space], pl->space);
        }
        if (pl->took & 1 && pl->nbowl) {
            /* After the spoon, half the bowl (herb-witches.md §5.5). */
            int half = qk_bowl_sum(pl) / 2;
            pl->vp += half;
            nt_say(p, "%s scores %d VP for the bowl (half of %d)",
                   qk_who(s, seat), half, qk_bowl_sum(pl));
        }
        NT_TRY(S_scoring_witch(s, p, seat));
        pl->coins = pl->took & 2 ? qk_pot_coins[pl->space] : 0;
    }
    NT_TRY(qk_step(s, p, "rubies and victory points (C, D)"));
    for (int k = 0; k < s->players; k++)
        NT_TRY(S_shop(s, p, qk_seat(s, k)));
    NT_TRY(qk_step(s, p, "buying (E)"));
    if (s->card == F_MAGIC_POTION)
        for (int i = 0; i < s->players; i++)
            s->pl[i].flask = 1; /* I-MAGIC */
    for (int k = 0; k < s->players; k++)
        NT_TRY(S_spend(s, p, qk_seat(s, k)));
    NT_TRY(nt_end(p, S_leftover_rule(s, p),
                  "the evaluation asks nothing more"));
    NT_TRY(nt_close(p));
    return qk_step(s, p, "end of the round (F)");
}

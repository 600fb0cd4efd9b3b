/* The Duel's state machine from the setup to the result: the pile of
 * trade cards, seven rounds of six phases (three in round 7), the
 * standings a record may assert, the end; and the game's entry in the
 * table of games (quacks-duel.md 2, 3; quacks-duel-data.md 3.1; DU-R20,
 * DU-R32, DU-R35, DU-R40, DU-R42). */
#include "facts.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "duel.h"
#include "picture.h" /* the Duel's own (picture.c) */

void du_init(void *state, const void *setup)
{
    du_state *s = state;
    const du_setup *su = setup;
    const du_data *d = su->d;
    memset(s, 0, sizeof *s);
    s->setup = su;
    s->d = d;
    s->patient_half = -1;
    s->park = d->patients;
    s->last_discard = -1;
    s->tosser = su->start;
    for (int chip = 0; chip < DU_CHIPS; chip++)
        s->supply[chip] = d->count[DU_COL(chip)][DU_LVL(chip)];
    for (int seat = 0; seat < 2; seat++) {
        du_player *pl = &s->pl[seat];
        memset(pl->row, -1, sizeof pl->row);
        for (int chip = 0; chip < DU_CHIPS; chip++) {
            /* The data set's counts hold both bags (duel.data.counts). */
            s->supply[chip] -= d->start_bag[chip];
            pl->bag[chip] = d->start_bag[chip];
            pl->bag_n += d->start_bag[chip];
        }
        pl->stand = d->start;
        /* The second player's nugget (DU-R35). */
        pl->gold = seat != su->start;
        if (su->name[seat][0])
            snprintf(s->who[seat], sizeof s->who[seat], "seat %d (%s)",
                     seat + 1, su->name[seat]);
        else
            snprintf(s->who[seat], sizeof s->who[seat], "seat %d", seat + 1);
    }
    /* A first game's pile: cards 1-6 in order, the round-7 card last. */
    for (int i = 0; i < d->ncards; i++)
        if (su->first_game && d->cards[i].first_game)
            s->deck[d->cards[i].first_game - 1] = (int8_t)i;
    s->deck[6] = (int8_t)d->ncards;
    s->dealt = su->first_game;
    if (su->round > 1)
        du_position_init(s);
}

const char *du_who(const du_state *s, int seat)
{
    return s->who[seat];
}

int du_step(du_state *s, nt_play *p, const char *fmt, ...)
{
    if (!nt_labelling(p))
        return nt_step(p, "%s", "");
    nt_buf b = {0};
    va_list ap;
    if (s->round)
        nt_buf_printf(&b, "round %d: ", s->round);
    va_start(ap, fmt);
    nt_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    int rc = nt_step(p, "%s", nt_buf_str(&b));
    nt_buf_free(&b);
    return rc;
}

/* ------------------------------------------------------------ the pile */

/* A first game's pile is its cards in order, and from round 7 on only the
 * round-7 card is left: nothing is dealt, and a <deck> written anyway
 * breaks the rule of the pile, not the generic one of a stray element. */
static int S_no_deck(const du_state *s, nt_play *p)
{
    nt_buf b = {0};
    int written = nt_peek(p, "deck", NULL, &b);
    nt_buf_free(&b);
    if (!written)
        return NT_OK;
    if (s->setup->first_game)
        return nt_fail(p, "duel.setup.cards",
                       "a first game stacks its cards in order, card 1 on "
                       "top, over the round-7 card: no card is dealt, and "
                       "no <deck> is written");
    return nt_fail(p, "duel.position.pile",
                   "from round 7 on only the round-7 card is left on the "
                   "pile: no card is dealt, and no <deck> is written");
}

/* Later games: six cards dealt at random, one at a time, over the pile's
 * round-7 card (DU-R42, DU-C3).  A record from a later round deals those
 * still on the pile, none that a player keeps (DU-P3). */
static int S_deck(du_state *s, nt_play *p)
{
    uint8_t dealt[DU_MAX_CARDS] = {0};
    int from = s->top;
    const char *rule = from ? "duel.position.pile" : NULL;
    if (s->setup->first_game || from >= 6)
        return S_no_deck(s, p);
    for (int seat = 0; seat < 2; seat++)
        for (int k = 0; k < s->pl[seat].nkept; k++)
            dealt[s->pl[seat].kept[k]] = 1;
    NT_TRY(nt_open(p, "deck"));
    for (int k = from; k < 6; k++) {
        int32_t vals[DU_MAX_CARDS], v;
        int n = 0;
        for (int i = 0; i < s->d->ncards; i++)
            if (!dealt[i])
                vals[n++] = i;
        nt_ask a = {.q = &du_q[DQ_DECK], .actor = NT_CHANCE, .n = n,
                    .vals = vals, .dflt = NT_NONE, .rule = rule,
                    .source = "deck"};
        NT_TRY(nt_choose(p, &a, &v));
        dealt[v] = 1;
        s->deck[k] = (int8_t)v;
    }
    s->dealt = 1;
    if (from)
        NT_TRY(nt_end(p, rule, "in round %d the pile holds %d card%s over "
                               "the round-7 card",
                      from + 1, 6 - from, from == 5 ? "" : "s"));
    else
        NT_TRY(nt_end(p, "duel.setup.cards", "the pile has six cards and "
                                             "the round-7 card"));
    NT_TRY(nt_close(p));
    return du_step(s, p, "the pile of trade cards");
}

/* ------------------------------------------------------------ standing */

static int S_standing(du_state *s, nt_play *p)
{
    for (int seat = 0; seat < 2; seat++) {
        const du_player *pl = &s->pl[seat];
        nt_fact key = {.attr = "seat", .type = &du_t_seat, .value = seat,
                       .rule = "duel.round.count"};
        int wanted;
        NT_TRY(nt_open_opt(p, "standing", &key, NT_OPT_ASSERT, &wanted));
        if (wanted) {
            int32_t patient = s->patient_half < 0
                                  ? -1
                                  : s->patient_half * 256 + s->patient_sq;
            /* After buying the gold is what the carry-over left; a
             * round the game ended before buying keeps its gold, and the
             * rest is the state the round's play left (duel.state). */
            NT_TRY(nt_fact_int(p, "gold", &nt_type_int, pl->gold,
                               s->phase >= 5 ? "duel.buy.carry-one-gold"
                                             : "duel.state",
                               0));
            NT_TRY(nt_fact_int(p, "guild", &nt_type_int, pl->guild,
                               "duel.state", 0));
            NT_TRY(nt_fact_int(p, "stand", &du_t_square,
                               seat * 256 + pl->stand, "duel.state", 0));
            NT_TRY(nt_fact_int(p, "patient", &du_t_square, patient,
                               "duel.state", 0));
            NT_TRY(nt_fact_int(p, "bag", &nt_type_int, pl->bag_n,
                               s->phase >= 6 ? "duel.cleanup.return"
                                             : "duel.state",
                               0));
            uint32_t kept = 0;
            for (int k = 0; k < pl->nkept; k++)
                kept |= 1u << pl->kept[k];
            NT_TRY(nt_fact_int(p, "kept", &du_t_cards, (int32_t)kept,
                               "duel.card.keep", 0));
        }
        NT_TRY(nt_close(p));
    }
    return NT_OK;
}

/* ------------------------------------------------------------ a round */

static int S_round(du_state *s, nt_play *p, int r)
{
    const char *rule = "duel.coin.tosser";
    s->round = r;
    s->phase = 1;
    if (r > 1)
        s->tosser = du_trailing(s, &rule);
    NT_TRY(nt_open(p, "round"));
    NT_TRY(nt_fact_int(p, "n", &nt_type_int, r, "duel.round.count", 1));
    NT_TRY(nt_fact_int(p, "tosser", &du_t_seat, s->tosser, rule, 1));
    NT_TRY(du_coins(s, p));
    NT_TRY(du_step(s, p, "the coins"));
    NT_TRY(du_brew(s, p));
    if (!s->over)
        NT_TRY(du_delayed(s, p));
    if (r < 7 && !s->over) {
        NT_TRY(du_scale(s, p));
        if (!s->over)
            NT_TRY(du_buying(s, p));
        if (!s->over) {
            s->phase = 6;
            du_cleanup(s);
        }
    }
    NT_TRY(S_standing(s, p));
    NT_TRY(nt_end(p,
                  s->over  ? "duel.end.sixth"
                  : r == 7 ? "duel.round.seven"
                           : "duel.round.count",
                  s->over  ? "the game is over"
                  : r == 7 ? "round 7 ends with its effects (no trade, no "
                             "buying, no clean-up)"
                           : "the round is over"));
    return nt_close(p);
}

/* ------------------------------------------------------------ result */

static const char *const S_hows[] = {"sixth", "guild", "half", "drawoff"};

static int S_how_parse(const void *st, const char *t, int32_t *out)
{
    (void)st;
    for (int i = 0; i < 4; i++)
        if (!strcmp(t, S_hows[i])) {
            *out = i;
            return 0;
        }
    return -1;
}

static void S_how_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_puts(out, v >= 0 && v < 4 ? S_hows[v] : "?");
}

static const nt_type S_t_how = {"sixth, guild, half or drawoff", S_how_parse,
                                S_how_format, NULL, NULL};

const char *du_how_rule(int how)
{
    static const char *const rules[] = {"duel.end.sixth", "duel.end.winner",
                                        "duel.end.half", "duel.end.drawoff"};
    return rules[how];
}

static int S_result(du_state *s, nt_play *p)
{
    int wanted;
    NT_TRY(nt_open_opt(p, "result", NULL, NT_OPT_LABEL, &wanted));
    if (wanted) {
        NT_TRY(nt_fact_int(p, "winners", &du_t_seats, (int32_t)s->winners,
                           du_how_rule(s->how), 1));
        NT_TRY(nt_fact_int(p, "by", &S_t_how, s->how, du_how_rule(s->how),
                           1));
    }
    return nt_close(p);
}

int du_play(void *state, nt_play *p)
{
    du_state *s = state;
    NT_TRY(S_deck(s, p));
    for (int r = DU_FIRST_ROUND(s->setup); r <= 7 && !s->over; r++) {
        int stop;
        NT_TRY(nt_marker(p, "unfinished", &stop));
        if (stop) {
            nt_say(p, "the record stops here, unfinished");
            s->phase = 7;
            return nt_end(p, "duel.round.count",
                          "the record is marked unfinished");
        }
        NT_TRY(S_round(s, p, r));
    }
    s->phase = 7;
    NT_TRY(du_end_of_game(s, p));
    NT_TRY(S_result(s, p));
    NT_TRY(du_step(s, p, "the end"));
    return nt_end(p, "duel.result", "the game is over");
}

/* ------------------------------------------------------------ the table */

static void S_banner(const void *setup, nt_buf *out)
{
    const du_setup *su = setup;
    nt_buf_printf(out, "Component data set %s: %s", su->d->id, su->d->note);
}

static uint32_t S_digest(const void *setup)
{
    return ((const du_setup *)setup)->d->digest;
}

static void S_actor_name(const void *state, int actor, nt_buf *out)
{
    const du_state *s = state;
    nt_buf_puts(out, s ? du_who(s, actor) : "a player");
}

/* DU-C20: an answer keyed by the other player's seat is not theirs to
 * give; other keys (a coin) keep the rule of their question. */
static const char *S_wrong_key(const nt_ask *a)
{
    return a->q->keytype == &du_t_seat ? "duel.turn.not-your-turn" : NULL;
}

/* The purchases come seat by seat, the first finisher's first (DU-R18):
 * one written before the other seat's is out of that order. */
static const char *S_order(const nt_ask *a)
{
    return a->q == &du_q[DQ_BUY] ? "duel.buy.order" : NULL;
}

static const struct nt_engine_hooks S_hooks = {
    .context = du_context,
    .why_not = du_why_not,
    .describe = du_describe,
    .actor_name = S_actor_name,
    .unexpected_rule = "duel.action.unexpected",
    .wrong_key_rule = S_wrong_key,
    .order_rule = S_order,
    .risk = du_risk,
    .odds = du_odds,
};

/* Where notes may stand (schemas/quacks-duel.rng). */
static const char *const S_note_parents[] = {
    "game", "round", "turn", "draw", "use", "purge", "pay", "effects",
    "scale", "buying", "drawoff", NULL};

/* facts.c: what a replay knows, for select and stats. */
extern const nt_game_facts du_facts;

const nt_game nt_game_duel = {
    .id = "quacks-duel",
    .code = 3,
    .title = "The Quacks of Quedlinburg: The Duel (Warsch, 2024)",
    .schema = "quacks-duel.rng",
    .note_parents = S_note_parents,
    .rules = du_rules,
    .nrules = &du_nrules,
    .rulings = du_rulings,
    .picture = &du_picture,
    .facts = &du_facts,
    .nrulings = &du_nrulings,
    .hooks = &S_hooks,
    .setup_size = sizeof(du_setup),
    .setup_read = du_setup_read,
    .setup_write = du_setup_write,
    .setup_generate = du_setup_generate,
    .state_size = sizeof(du_state),
    .init = du_init,
    .play = du_play,
    .result = du_result,
    .banner = S_banner,
    .components_digest = S_digest,
    .components_rule = "duel.setup.dataset",
};

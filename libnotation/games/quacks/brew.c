/* Brewing: a seat's brewing step by step (draw, the flask, "well
 * stirred", a second chance, the brewing witch, the chips set aside), the
 * chips kept or set beside the pot, and the end of the brewing; the bag a
 * chip is drawn from, the supply and the droplet (rulebook: La
 * préparation de la potion, Bouteilles; quacks.md §1.3, §8.1;
 * quacks-rulings.md).  A chip drawn is placed by place.c; what it does on
 * arriving is in brew_actions.c. */
#include "quacks.h"

int qk_book(const qk_state *s, int colour)
{
    return s->setup->book[colour];
}

int qk_bowl(const qk_state *s)
{
    return s->setup->witches; /* Q-R5; herb-witches.md §5 */
}

int qk_done(const qk_state *s, const qk_player *pl)
{
    return pl->exploded || (pl->full && !qk_bowl(s));
}

int qk_chip_value(int chip)
{
    /* Locoweed has no printed value: 1 where a number is needed (H-R2). */
    return qk_chips[chip].value ? qk_chips[chip].value : 1;
}

static int S_colour(int chip)
{
    return qk_chips[chip].colour;
}

void qk_to_bag(qk_player *pl, int chip)
{
    pl->bag[chip]++;
    pl->bag_n++;
}

int qk_can_gain(const qk_state *s, int chip)
{
    int c = S_colour(chip);
    /* Locoweed may be had from round 1 (H-R2). */
    if (!s->supply[chip])
        return 0;
    if (c == K_YELLOW && s->round < 2)
        return 0;
    if (c == K_PURPLE && s->round < 3)
        return 0;
    return 1;
}

int qk_from_supply(qk_state *s, nt_play *p, int seat, int chip,
                   const char *why)
{
    if (!qk_can_gain(s, chip)) {
        nt_say(p,
               "%s would take %s (%s), but it cannot be had now "
               "(I-CLOSED-GAIN, Q-R10)",
               qk_who(s, seat), qk_chips[chip].id, why);
        return 0;
    }
    s->supply[chip]--;
    qk_to_bag(&s->pl[seat], chip);
    nt_say(p, "%s puts %s into the bag (%s)", qk_who(s, seat),
           qk_chips[chip].id, why);
    return 1;
}

int qk_gain(qk_state *s, nt_play *p, int seat, int chip, const char *why)
{
    if (chip != K1 || qk_book(s, K_BLACK) != 5) {
        qk_from_supply(s, p, seat, chip, why);
        return NT_OK;
    }
    if (!qk_can_gain(s, chip)) {
        nt_say(p, "no black chip is left for %s (Q-R10)", qk_who(s, seat));
        return NT_OK;
    }
    /* Black set 5: the moth flies to the left neighbour's bag, and its
     * giver's droplet moves (herb-witches.md §2.1). */
    int left = (seat + 1) % s->players;
    s->supply[chip]--;
    qk_to_bag(&s->pl[left], chip);
    nt_say(p, "%s throws the black chip (%s) into the bag of %s and moves "
              "the droplet (black set 5)",
           qk_who(s, seat), why, qk_who(s, left));
    return qk_droplet(s, p, seat, 1, "quacks.black.5");
}

static void S_tube_reward(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    const qk_tube *t = &qk_tubes[pl->tube];
    switch (t->kind) {
    case TUBE_RUBY:
        pl->rubies++;
        nt_say(p, "test tube %d: %s takes a ruby", pl->tube, qk_who(s, seat));
        break;
    case TUBE_VP:
        pl->vp += t->amount;
        nt_say(p, "test tube %d: %s scores %d VP", pl->tube, qk_who(s, seat),
               t->amount);
        break;
    case TUBE_CHIP: qk_from_supply(s, p, seat, t->chip, "test tube"); break;
    }
}

/* Move a droplet `steps` single spaces; on the test-tube side each step
 * may go to the tubes instead (I-DIE-TUBE, I-TUBE-END). */
int qk_droplet(qk_state *s, nt_play *p, int seat, int steps, const char *rule)
{
    qk_player *pl = &s->pl[seat];
    static const int32_t both[2] = {0, 1};
    for (int i = 0; i < steps; i++) {
        int32_t v = 0;
        if (s->setup->back) { /* after glass 12, the pot only (I-TUBE-END) */
            /* Always written: a seat may move several droplets in one
             * element, and each answer must find its own move. */
            nt_ask a = {.q = &qk_q[QQ_DROPLET],
                        .actor = seat,
                        .n = pl->tube < QK_TUBES ? 2 : 1,
                        .vals = both,
                        .key = seat,
                        .dflt = NT_NONE,
                        .arg = seat,
                        .rule = rule};
            NT_TRY(nt_choose(p, &a, &v));
        }
        if (v) {
            pl->tube++;
            S_tube_reward(s, p, seat);
        } else {
            pl->droplet++;
            nt_say(p, "%s moves the droplet to space %d", qk_who(s, seat),
                   pl->droplet);
        }
    }
    return NT_OK;
}

/* ---------------------------------------------------------- the bag */

/* One chip drawn at random from the bag: a chance outcome whose odds are
 * the counts of each kind in the bag. */
int qk_bag_draw(qk_state *s, nt_play *p, const nt_question *q, int seat,
                const char *rule, int *chip)
{
    qk_player *pl = &s->pl[seat];
    int32_t vals[QK_CHIPS], v;
    uint32_t w[QK_CHIPS];
    int n = 0;
    for (int c = 0; c < QK_CHIPS; c++) {
        if (pl->bag[c]) {
            vals[n] = c;
            w[n++] = pl->bag[c];
        }
    }
    nt_ask a = {.q = q,
                .actor = NT_CHANCE,
                .n = n,
                .vals = vals,
                .weights = w,
                .key = seat,
                .dflt = NT_NONE,
                .arg = seat,
                .rule = rule,
                .source = "bag",
                .owner = seat + 1};
    NT_TRY(nt_choose(p, &a, &v));
    pl->bag[v]--;
    pl->bag_n--;
    *chip = v;
    return NT_OK;
}

int qk_draw(qk_state *s, nt_play *p, int seat, int *chip)
{
    return qk_bag_draw(s, p, &qk_q[QQ_DRAW], seat, NULL, chip);
}

int qk_reveal_one(qk_state *s, nt_play *p, int seat, const char *rule,
                  int *chip)
{
    return qk_bag_draw(s, p, &qk_q[QQ_REVEAL], seat, rule, chip);
}

/* ----------------------------------------------------------- brewing */

int qk_flask_chip(const qk_player *pl)
{
    if (pl->last_bowl)
        return pl->nbowl ? pl->bowl[pl->nbowl - 1] : -1;
    return pl->last >= 0 ? pl->pot[pl->last].chip : -1;
}

void qk_no_last(qk_player *pl, const char *why)
{
    pl->last = -1;
    pl->last_bowl = 0;
    pl->no_last = why;
}

static int S_flask_allowed(const qk_state *s, const qk_player *pl)
{
    int chip = qk_flask_chip(pl);
    if (!pl->flask || chip < 0 || qk_done(s, pl))
        return 0;
    /* I-FULL-FLASK: the pot is full and the brewing over; with the bowl
     * the brewing goes on, and so may the flask (HW-BOWL-FLASK). */
    if (!pl->last_bowl && pl->pot[pl->last].space == QK_LAST_SPACE &&
        !qk_bowl(s))
        return 0;
    return s->setup->flask == FLASK_ANY || S_colour(chip) == K_WHITE;
}

static void S_use_flask(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int chip = qk_flask_chip(pl);
    nt_say(p, "%s uses the flask: %s goes back to the bag", qk_who(s, seat),
           qk_chips[chip].id);
    if (pl->last_bowl) {
        pl->nbowl--;
        if (S_colour(chip) == K_WHITE)
            pl->white -= qk_chips[chip].value;
        qk_to_bag(pl, chip);
    } else {
        qk_unplace(s, pl, pl->last);
    }
    pl->flask = 0;
    pl->last = -1;
    pl->last_bowl = 0;
    if (pl->white > qk_threshold(s, pl)) { /* I-FLASK */
        pl->exploded = 1;
        nt_say(p, "with that chip gone the limit drops: the pot explodes "
                  "(I-FLASK)");
    }
}

static int S_stir_allowed(const qk_state *s, const qk_player *pl)
{
    return pl->stir >= 0 && !qk_done(s, pl) &&
           (qk_bowl(s) || pl->pot[pl->stir].space != QK_LAST_SPACE);
}

static int S_restart_allowed(const qk_state *s, const qk_player *pl)
{
    return s->card == F_SECOND_CHANCE && !pl->second_chance &&
           (pl->npot >= 5 || (pl->exploded && pl->npot <= 5));
}

static void S_restart(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    while (pl->npot)
        qk_unplace(s, pl, pl->npot - 1);
    for (int c = 0; c < QK_CHIPS; c++) {
        for (; pl->beside_now[c]; pl->beside_now[c]--) {
            pl->beside[c]--;
            qk_to_bag(pl, c);
        }
        for (; pl->aside[c]; pl->aside[c]--)
            qk_to_bag(pl, c);
    }
    for (int i = 0; i < pl->nbowl; i++)
        qk_to_bag(pl, pl->bowl[i]);
    pl->nbowl = pl->aside_n = pl->last_bowl = 0;
    pl->white = pl->exploded = pl->full = pl->covered = pl->window = 0;
    pl->last = pl->stir = -1;
    nt_say(p,
           "%s puts everything back and brews again (a second chance, "
           "I-SECOND-CHANCE)",
           qk_who(s, seat));
}

static int S_draw_step(qk_state *s, nt_play *p, int seat, int *chip)
{
    NT_TRY(qk_draw(s, p, seat, chip));
    return qk_place(s, p, seat, *chip, 0);
}

/* One kind of the chips a seat holds in counts, chosen by the record. */
static int S_pick(nt_play *p, int q, int seat, const uint8_t *counts,
                  int32_t *out)
{
    int32_t vals[QK_CHIPS];
    int n = 0;
    for (int c = 0; c < QK_CHIPS; c++)
        if (counts[c])
            vals[n++] = c;
    nt_ask a = {.q = &qk_q[q], .actor = seat, .n = n, .vals = vals,
                .dflt = NT_NONE, .arg = seat};
    return nt_choose(p, &a, out);
}

/* Toadstool set 6: a chip set aside goes in when the player chooses. */
static int S_place_aside(qk_state *s, nt_play *p, int seat, int *chip)
{
    qk_player *pl = &s->pl[seat];
    int32_t v;
    NT_TRY(S_pick(p, QQ_ASIDE_CHIP, seat, pl->aside, &v));
    pl->aside[v]--;
    pl->aside_n--;
    *chip = v;
    pl->no_last = "the chip last placed was set aside by a toadstool, "
                  "not placed by a draw";
    return qk_place(s, p, seat, v, PLACE_UNDRAWN);
}

/* Garden spider set 5: the chips kept from the last round are the first
 * ones in, in the order the player chooses (herb-witches.md §2.1). */
static int S_kept_first(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    for (;;) {
        static const int32_t start[1] = {0};
        int32_t v, any = 0;
        for (int c = 0; c < QK_CHIPS; c++)
            any |= pl->kept[c];
        if (!any)
            return NT_OK;
        nt_ask a = {.q = &qk_q[QQ_START], .actor = seat, .n = 1,
                    .vals = start, .dflt = NT_NONE, .arg = seat};
        NT_TRY(nt_choose(p, &a, &v));
        NT_TRY(S_pick(p, QQ_START_CHIP, seat, pl->kept, &v));
        pl->kept[v]--;
        pl->no_last = "the chip last placed was kept from the last round "
                      "(green set 5), not drawn";
        NT_TRY(qk_place(s, p, seat, v, PLACE_UNDRAWN));
        NT_TRY(nt_close(p));
    }
}

/* After stopping: the toadstool set 2 chips beside the pot go in (any
 * order), back to the bag, or stay for a later round (I-R2-WHEN). */
static int S_beside(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    for (;;) {
        int32_t acts[3], chips[QK_CHIPS], v;
        int n = 0, m = 0;
        for (int c = 0; c < QK_CHIPS; c++)
            if (pl->beside[c])
                chips[m++] = c;
        if (!m)
            return NT_OK;
        if (!pl->full || qk_bowl(s))
            acts[n++] = BESIDE_ADD;
        acts[n++] = BESIDE_RETURN;
        acts[n++] = NT_NONE;
        nt_ask a = {.q = &qk_q[QQ_BESIDE],
                    .actor = seat,
                    .n = n,
                    .vals = acts,
                    .dflt = NT_NONE};
        NT_TRY(nt_choose(p, &a, &v));
        if (v == NT_NONE)
            return NT_OK;
        int what = v;
        nt_ask c = {.q = &qk_q[QQ_BESIDE_CHIP],
                    .actor = seat,
                    .n = m,
                    .vals = chips,
                    .dflt = NT_NONE};
        NT_TRY(nt_choose(p, &c, &v));
        pl->beside[v]--;
        if (pl->beside_now[v])
            pl->beside_now[v]--;
        if (what == BESIDE_ADD)
            NT_TRY(qk_place(s, p, seat, v, PLACE_BESIDE));
        else {
            qk_to_bag(pl, v);
            nt_say(p, "%s puts %s from beside the pot back into the bag",
                   qk_who(s, seat), qk_chips[v].id);
        }
        NT_TRY(nt_close(p));
    }
}

static int S_bowl_sum(const qk_player *pl)
{
    int sum = 0;
    for (int i = 0; i < pl->nbowl; i++)
        sum += qk_chip_value(pl->bowl[i]);
    return sum;
}

static int S_end_facts(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int wanted;
    NT_TRY(nt_open_opt(p, "end", NULL, 0, &wanted));
    if (wanted) {
        NT_TRY(nt_fact_int(p, "white", &nt_type_int, pl->white,
                           "quacks.pot.white", 0));
        NT_TRY(nt_fact_int(p, "space", &nt_type_int, pl->space,
                           "quacks.pot.space", 0));
        NT_TRY(nt_fact_int(p, "exploded", &nt_type_bool, pl->exploded,
                           qk_threshold_rule(s, pl), 0));
        /* What the scoring space prints (before green set 3 moves it). */
        NT_TRY(nt_fact_int(p, "coins", &nt_type_int, qk_pot_coins[pl->space],
                           "quacks.pot.space", 0));
        NT_TRY(nt_fact_int(p, "vp", &nt_type_int, qk_pot_vp[pl->space],
                           "quacks.pot.space", 0));
        NT_TRY(
            nt_fact_int(p, "ruby", &nt_type_bool,
                        pl->space <= QK_LAST_SPACE && qk_pot_ruby[pl->space],
                        "quacks.pot.space", 0));
        if (qk_bowl(s))
            NT_TRY(nt_fact_int(p, "bowl", &nt_type_int, S_bowl_sum(pl),
                               "quacks.bowl", 0));
    }
    return nt_close(p);
}

int qk_bowl_sum(const qk_player *pl)
{
    return S_bowl_sum(pl);
}

/* How a generated player brews: draws on while the whites leave room,
 * more carefully near the threshold, and uses the flask on a white chip. */
static void S_brew_policy(const qk_state *s, const qk_player *pl,
                          const int32_t *acts, int n, uint32_t *w)
{
    int room = qk_threshold(s, pl) - pl->white;
    int chip = qk_flask_chip(pl);
    for (int i = 0; i < n; i++) {
        switch (acts[i]) {
        case ACT_DRAW:
            w[i] = room >= 4 ? 40 : room == 3 ? 12 : room == 2 ? 4 : 1;
            break;
        case ACT_FLASK:
            w[i] = chip >= 0 && S_colour(chip) == K_WHITE && room <= 2 ? 8
                                                                        : 1;
            break;
        case ACT_STIR: w[i] = 4; break;
        case ACT_RESTART: w[i] = pl->exploded ? 8 : 1; break;
        case ACT_WITCH: w[i] = pl->exploded || room <= 2 ? 6 : 1; break;
        case ACT_ASIDE: w[i] = 6; break;
        default: w[i] = room <= 1 ? 6 : 1; break;
        }
    }
}

/* The brewing steps open to a seat now; stopping last (asked even when
 * nothing else is left, so that a step recorded after the end is
 * explained).  Stopping waits for the chips set aside (red set 6). */
static int S_brew_acts(qk_state *s, qk_player *pl, int seat, int32_t *acts,
                       int *can_stop)
{
    int n = 0;
    if (!qk_done(s, pl) && pl->bag_n)
        acts[n++] = ACT_DRAW;
    if (S_flask_allowed(s, pl))
        acts[n++] = ACT_FLASK;
    if (S_stir_allowed(s, pl))
        acts[n++] = ACT_STIR;
    if (S_restart_allowed(s, pl)) {
        acts[n++] = ACT_RESTART;
        pl->second_chance = 1; /* offered once */
    }
    if (qk_witch_brew_ok(s, seat))
        acts[n++] = ACT_WITCH;
    if (pl->aside_n)
        acts[n++] = ACT_ASIDE;
    *can_stop = !pl->aside_n || !n;
    if (*can_stop)
        acts[n++] = NT_NONE;
    return n;
}

/* A buying or scoring witch written in a brewing is called out of her
 * phase (quacks.witch.call); read as the brewing witch, she would be
 * told by another witch's rule. */
static int S_stray_witch(nt_play *p)
{
    static const char *const types[2] = {"buying", "scoring"};
    nt_buf named = {0};
    int rc = NT_OK;
    for (int t = 0; t < 2 && rc == NT_OK; t++) {
        if (!nt_peek(p, "witch", types[t], &named))
            break; /* no witch stands next */
        if (named.len)
            rc = nt_fail(p, "quacks.witch.call",
                         "the %s witch %s is called in the evaluation, not "
                         "while brewing",
                         types[t], nt_buf_str(&named));
    }
    nt_buf_free(&named);
    return rc;
}

static int S_brew_step(qk_state *s, nt_play *p, int seat, int act, int *chip)
{
    qk_player *pl = &s->pl[seat];
    int stir = pl->stir;
    pl->stir = -1;
    pl->no_last = NULL;
    switch (act) {
    case ACT_DRAW: return S_draw_step(s, p, seat, chip);
    case ACT_FLASK: S_use_flask(s, p, seat); break;
    case ACT_STIR:
        nt_say(p, "%s puts the first white chip back (well stirred)",
               qk_who(s, seat));
        qk_unplace(s, pl, stir);
        pl->last = -1;
        pl->last_bowl = 0;
        break;
    case ACT_RESTART: S_restart(s, p, seat); break;
    case ACT_WITCH: return qk_witch_brew(s, p, seat);
    case ACT_ASIDE: return S_place_aside(s, p, seat, chip);
    }
    return NT_OK;
}

int qk_brew(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    s->seat = seat;
    NT_TRY(nt_open(p, "brew"));
    NT_TRY(
        nt_fact_int(p, "seat", &nt_type_seat, seat, "quacks.brew.order", 1));
    NT_TRY(nt_fact_int(
        p, "rats", &nt_type_int, pl->rats,
        s->round < 2                 ? "quacks.rats.round-2"
        : s->card == F_RAT_INFESTATION ? "quacks.fortune.rat-infestation"
        : s->card == F_GOOD_START    ? "quacks.fortune.a-good-start"
                                     : "quacks.rats",
        1));
    pl->last = pl->stir = -1;
    pl->no_last = NULL;
    NT_TRY(S_kept_first(s, p, seat));
    for (;;) {
        int32_t acts[8], v;
        int can_stop, n = S_brew_acts(s, pl, seat, acts, &can_stop);
        int last_ask = n == 1 && can_stop;
        uint32_t w[8];
        S_brew_policy(s, pl, acts, n, w);
        if (s->setup->witches)
            NT_TRY(S_stray_witch(p));
        nt_ask a = {.q = &qk_q[QQ_BREW_ACT],
                    .actor = seat,
                    .n = n,
                    .vals = acts,
                    .weights = w,
                    .dflt = NT_NONE,
                    .arg = seat,
                    .rule = can_stop ? NULL : "quacks.red.6"};
        NT_TRY(nt_choose(p, &a, &v));
        if (v == NT_NONE || last_ask)
            break;
        int chip = -1;
        NT_TRY(S_brew_step(s, p, seat, v, &chip));
        NT_TRY(nt_close(p));
        static const char *const acts_words[] = {
            "draws", "uses the flask", "stirs", "starts again",
            "calls the brewing witch", "places the chip set aside"};
        NT_TRY(qk_step(s, p, "%s %s%s%s", qk_who(s, seat), acts_words[v],
                       chip >= 0 ? " " : "",
                       chip >= 0 ? qk_chips[chip].id : ""));
    }
    pl->stopped = 1;
    if (!pl->exploded && s->card == F_SEASONED && pl->white == 7) {
        nt_say(p, "white total exactly 7: seasoned perfectly, droplet +1");
        NT_TRY(qk_droplet(s, p, seat, 1, "quacks.fortune.seasoned-perfectly"));
    }
    NT_TRY(S_beside(s, p, seat));
    qk_score_space(pl);
    nt_say(p, "%s stops%s; scoring space %d", qk_who(s, seat),
           pl->exploded ? " (exploded)" : "", pl->space);
    NT_TRY(S_end_facts(s, p, seat));
    /* A full pot ends the brewing only without the bowl (Q-R5). */
    int full = pl->full && !qk_bowl(s);
    NT_TRY(nt_end(p,
                  pl->exploded ? "quacks.brew.exploded"
                  : full       ? "quacks.pot.full"
                               : "quacks.brew.stop",
                  pl->exploded ? "the pot exploded: no more chips"
                  : full       ? "the pot is full: no more chips"
                               : "the player has stopped"));
    NT_TRY(nt_close(p));
    return qk_step(s, p, "%s stops on space %d", qk_who(s, seat), pl->space);
}

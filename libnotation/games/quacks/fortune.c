/* The fortune cards, the rats, and what happens between the brewing and
 * the evaluation (rulebook: Cartes divinatoires, Les rats; quacks.md §4,
 * §7.2; quacks-rulings.md). */
#include <string.h>

#include "quacks.h"

static int S_seat(const qk_state *s, int k)
{
    return qk_seat(s, k);
}

static int S_ask(nt_play *p, const nt_question *q, int seat,
                 const int32_t *vals, int n, int32_t dflt, const char *rule,
                 int32_t *out)
{
    nt_ask a = {.q = q,
                .actor = seat,
                .n = n,
                .vals = vals,
                .key = seat,
                .dflt = dflt,
                .arg = seat,
                .rule = rule};
    return nt_choose(p, &a, out);
}

/* The chips a fortune card may give: available now (Q-R10, I-CLOSED-GAIN). */
static int S_chips_of_value(const qk_state *s, int value, int32_t *out, int n)
{
    static const int colours[] = {K_GREEN, K_BLUE, K_RED, K_YELLOW};
    for (int i = 0; i < 4; i++) {
        int c = qk_chip_of(colours[i], value);
        if (c >= 0 && qk_can_gain(s, c))
            out[n++] = c;
    }
    return n;
}

/* The chip a player takes for a card: nothing if the supply is out. */
static void S_gain(qk_state *s, nt_play *p, int seat, int chip,
                   const char *why)
{
    qk_from_supply(s, p, seat, chip, why);
}

static void S_die_result(qk_state *s, nt_play *p, int seat, int face,
                         int *droplet)
{
    qk_player *pl = &s->pl[seat];
    nt_buf name = {0};
    qk_t_die.format(s, face, &name);
    nt_say(p, "%s rolls the bonus die: %s", qk_who(s, seat),
           nt_buf_str(&name));
    nt_buf_free(&name);
    switch (face) {
    case DIE_1VP: pl->vp += 1; break;
    case DIE_2VP: pl->vp += 2; break;
    case DIE_RUBY: pl->rubies++; break;
    case DIE_DROPLET: *droplet = 1; break;
    case DIE_PUMPKIN: S_gain(s, p, seat, O1, "bonus die"); break;
    }
}

/* Roll the bonus die once for a seat (Q-R3); the evaluation rolls too. */
int qk_roll(qk_state *s, nt_play *p, int seat, const char *rule)
{
    return qk_roll_as(s, p, seat, QQ_ROLL, rule);
}

int qk_roll_as(qk_state *s, nt_play *p, int seat, int q, const char *rule)
{
    static const int32_t faces[QK_DIE] = {0, 1, 2, 3, 4};
    int32_t v;
    int droplet = 0;
    nt_ask a = {.q = &qk_q[q],
                .actor = NT_CHANCE,
                .n = QK_DIE,
                .vals = faces,
                .weights = qk_die_faces,
                .key = seat,
                .dflt = NT_NONE,
                .arg = seat,
                .rule = rule,
                .source = "die",
                .owner = seat + 1};
    NT_TRY(nt_choose(p, &a, &v));
    S_die_result(s, p, seat, v, &droplet);
    return droplet ? qk_droplet(s, p, seat, 1, "quacks.ruling.Q-R3") : NT_OK;
}

/* Everyone with the fewest of something (ties all). */
static unsigned S_fewest(const qk_state *s, int rubies)
{
    int best = 1 << 30;
    unsigned who = 0;
    for (int i = 0; i < s->players; i++) {
        int v = rubies ? s->pl[i].rubies : s->pl[i].vp;
        if (v < best) {
            best = v;
            who = 0;
        }
        if (v == best)
            who |= 1u << i;
    }
    return who;
}

static int S_tails(const qk_state *s, int seat);

/* ----------------------------------------------------- the card choices */

static int S_just_in_time(qk_state *s, nt_play *p, int seat)
{
    int32_t opts[2] = {OPT_VP, W1}, v;
    int n = s->pl[seat].bag[W1] ? 2 : 1;
    NT_TRY(S_ask(p, &qk_q[QQ_CHOOSE], seat, opts, n, NT_NONE,
                 "quacks.fortune.just-in-time", &v));
    if (v == OPT_VP) {
        s->pl[seat].vp += 4;
        nt_say(p, "%s takes 4 VP", qk_who(s, seat));
    } else {
        s->pl[seat].bag[W1]--;
        s->pl[seat].bag_n--;
        nt_say(p,
               "%s takes a white 1-chip out of the bag, back into the box "
               "(I-WHITE-BOX)",
               qk_who(s, seat));
    }
    return NT_OK;
}

static int S_choose_one(qk_state *s, nt_play *p, int seat)
{
    int32_t opts[8], v;
    int n = 0;
    if (qk_can_gain(s, K1))
        opts[n++] = K1;
    n = S_chips_of_value(s, 2, opts, n);
    opts[n++] = OPT_RUBIES;
    NT_TRY(S_ask(p, &qk_q[QQ_CHOOSE], seat, opts, n, NT_NONE,
                 "quacks.fortune.but-you-only-get-to-choose-one", &v));
    if (v == OPT_RUBIES) {
        s->pl[seat].rubies += 3;
        nt_say(p, "%s takes 3 rubies", qk_who(s, seat));
        return NT_OK;
    }
    return qk_gain(s, p, seat, v, "fortune card");
}

/* I-RATS-FRIENDS: a 4-chip now, or VP for the rat tails of this round,
 * counted at the rats step. */
static int S_rats_friends(qk_state *s, nt_play *p, int seat, int *vp_later)
{
    int32_t opts[6], v;
    int n = S_chips_of_value(s, 4, opts, 0);
    opts[n++] = OPT_VP;
    NT_TRY(S_ask(p, &qk_q[QQ_CHOOSE], seat, opts, n, NT_NONE,
                 "quacks.fortune.rats-are-your-friends", &v));
    if (v == OPT_VP)
        *vp_later = 1;
    else
        S_gain(s, p, seat, v, "fortune card");
    return NT_OK;
}

static int S_good_start(qk_state *s, nt_play *p, int seat, int *given)
{
    int tails = S_tails(s, seat);
    int32_t opts[4], v;
    int n = 0;
    for (int k = 0; k <= 3 && k <= tails; k++)
        opts[n++] = k;
    NT_TRY(S_ask(p, &qk_q[QQ_GIVE_UP], seat, opts, n, 0,
                 "quacks.fortune.a-good-start", &v));
    if (v) {
        s->pl[seat].rubies += v;
        nt_say(p, "%s gives up %d rat tail%s for as many rubies",
               qk_who(s, seat), v, v == 1 ? "" : "s");
    }
    *given = v;
    return NT_OK;
}

static int S_choose_wisely(qk_state *s, nt_play *p, int seat)
{
    int32_t opts[2] = {OPT_DROPLET, P1}, v;
    int n = qk_can_gain(s, P1) ? 2 : 1;
    NT_TRY(S_ask(p, &qk_q[QQ_CHOOSE], seat, opts, n, NT_NONE,
                 "quacks.fortune.choose-wisely", &v));
    if (v == OPT_DROPLET)
        return qk_droplet(s, p, seat, 2, "quacks.fortune.choose-wisely");
    S_gain(s, p, seat, P1, "fortune card");
    return NT_OK;
}

static int S_wheel_and_deal(qk_state *s, nt_play *p, int seat)
{
    int32_t opts[7], v;
    int n = 0;
    if (s->pl[seat].rubies) {
        if (qk_can_gain(s, O1))
            opts[n++] = O1;
        n = S_chips_of_value(s, 1, opts, n);
    }
    opts[n++] = NT_NONE;
    NT_TRY(S_ask(p, &qk_q[QQ_CHOOSE], seat, opts, n, NT_NONE,
                 "quacks.fortune.wheel-and-deal", &v));
    if (v != NT_NONE) {
        s->pl[seat].rubies--;
        S_gain(s, p, seat, v, "traded for a ruby");
    }
    return NT_OK;
}

/* Draw up to `k` chips for a card, keyed by seat; they go back after. */
static int S_reveal(qk_state *s, nt_play *p, int seat, int k, uint16_t *shown,
                    const char *rule)
{
    qk_player *pl = &s->pl[seat];
    for (int i = 0; i < k && pl->bag_n; i++) {
        int chip;
        NT_TRY(qk_bag_draw(s, p, &qk_q[QQ_REVEAL_FOR], seat, rule, &chip));
        shown[chip]++;
    }
    return NT_OK;
}

static void S_put_back(qk_player *pl, uint16_t *shown)
{
    for (int c = 0; c < QK_CHIPS; c++)
        for (; shown[c]; shown[c]--)
            qk_to_bag(pl, c);
}

/* The next value up of a chip, for upgrades: never a pumpkin (Q-R7). */
static int S_upgrade(int chip)
{
    int colour = qk_chips[chip].colour;
    if (colour != K_GREEN && colour != K_BLUE && colour != K_RED &&
        colour != K_YELLOW)
        return -1;
    int v = qk_chips[chip].value;
    return v == 4 ? -1 : qk_chip_of(colour, v == 1 ? 2 : 4);
}

static int S_opportunistic(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    uint16_t shown[QK_CHIPS] = {0};
    int32_t opts[QK_CHIPS + 1], v;
    int n = 0;
    NT_TRY(S_reveal(s, p, seat, 4, shown,
                    "quacks.fortune.an-opportunistic-moment"));
    for (int c = 0; c < QK_CHIPS; c++) {
        int up = S_upgrade(c);
        if (shown[c] && up >= 0 && qk_can_gain(s, up))
            opts[n++] = c;
    }
    if (!n) {
        nt_say(p,
               "no chip %s drew can be traded up: a green 1-chip instead "
               "(I-OPPORTUNISTIC)",
               qk_who(s, seat));
        S_gain(s, p, seat, G1, "fortune card");
        S_put_back(pl, shown);
        return NT_OK;
    }
    opts[n++] = NT_NONE;
    NT_TRY(S_ask(p, &qk_q[QQ_CHOOSE], seat, opts, n, NT_NONE,
                 "quacks.fortune.an-opportunistic-moment", &v));
    if (v != NT_NONE) {
        int up = S_upgrade(v);
        shown[v]--;
        s->supply[v]++;
        s->supply[up]--;
        shown[up]++;
        nt_say(p, "%s trades %s for %s", qk_who(s, seat), qk_chips[v].id,
               qk_chips[up].id);
    }
    S_put_back(pl, shown);
    return NT_OK;
}

static int S_less_is_more(qk_state *s, nt_play *p)
{
    int sum[QK_MAX_SEATS], best = 1 << 30;
    for (int k = 0; k < s->players; k++) {
        int seat = S_seat(s, k);
        uint16_t shown[QK_CHIPS] = {0};
        NT_TRY(S_reveal(s, p, seat, 5, shown, "quacks.fortune.less-is-more"));
        sum[seat] = 0;
        for (int c = 0; c < QK_CHIPS; c++)
            sum[seat] += shown[c] * qk_chip_value(c);
        nt_say(p, "%s draws chips worth %d in all", qk_who(s, seat),
               sum[seat]);
        if (sum[seat] < best)
            best = sum[seat];
        S_put_back(&s->pl[seat], shown);
    }
    for (int k = 0; k < s->players; k++) {
        int seat = S_seat(s, k);
        if (sum[seat] == best) {
            S_gain(s, p, seat, B2, "the lowest sum");
        } else {
            s->pl[seat].rubies++;
            nt_say(p, "%s takes a ruby", qk_who(s, seat));
        }
    }
    return NT_OK;
}

/* Choices of a card, made in turn from its reader (rulebook: Cartes
 * divinatoires). */
static int S_each_player(qk_state *s, nt_play *p, int card, int *extra)
{
    for (int k = 0; k < s->players; k++) {
        int seat = S_seat(s, k);
        switch (card) {
        case F_FILLING_UP:
            NT_TRY(qk_droplet(s, p, seat, 1,
                              "quacks.fortune.the-pot-is-filling-up"));
            break;
        case F_DONATIONS:
            NT_TRY(qk_roll(s, p, seat, "quacks.fortune.donations"));
            break;
        case F_JUST_IN_TIME: NT_TRY(S_just_in_time(s, p, seat)); break;
        case F_CHOOSE_ONE: NT_TRY(S_choose_one(s, p, seat)); break;
        case F_RATS_FRIENDS:
            NT_TRY(S_rats_friends(s, p, seat, &extra[seat]));
            break;
        case F_GOOD_START:
            NT_TRY(S_good_start(s, p, seat, &extra[seat]));
            break;
        case F_CHOOSE_WISELY: NT_TRY(S_choose_wisely(s, p, seat)); break;
        case F_WHEEL_AND_DEAL: NT_TRY(S_wheel_and_deal(s, p, seat)); break;
        case F_OPPORTUNISTIC: NT_TRY(S_opportunistic(s, p, seat)); break;
        }
    }
    return NT_OK;
}

/* What the card does at once (purple), or its mark on the round (blue). */
static int S_apply(qk_state *s, nt_play *p, int card, int *extra)
{
    unsigned who;
    switch (card) {
    case F_ALMS:
        who = S_fewest(s, 1);
        for (int i = 0; i < s->players; i++)
            if (who & (1u << i)) {
                s->pl[i].rubies++;
                nt_say(p, "%s has the fewest rubies and takes one",
                       qk_who(s, i));
            }
        return NT_OK;
    case F_BEGINNERS_BONUS:
        who = S_fewest(s, 0);
        for (int k = 0; k < s->players; k++)
            if (who & (1u << S_seat(s, k)))
                S_gain(s, p, S_seat(s, k), G1, "the fewest VP");
        return NT_OK;
    case F_LESS_IS_MORE: return S_less_is_more(s, p);
    default: return S_each_player(s, p, card, extra);
    }
}

/* ------------------------------------------------------------ the rats */

/* Rats come into play from round 2 on ("au plus tôt à partir de la 2e
 * manche"), even when a round-1 card has already handed out VP. */
static int S_tails(const qk_state *s, int seat)
{
    if (s->round < 2)
        return 0;
    int leader = 0;
    for (int i = 0; i < s->players; i++)
        if (s->pl[i].vp > leader)
            leader = s->pl[i].vp;
    int t = qk_rat_tails(s->pl[seat].vp, leader);
    return s->card == F_RAT_INFESTATION ? 2 * t : t;
}

/* The rat tails between each player and the leader (rulebook: Les rats);
 * fixed for everyone before the card's VP are added (I-RATS-FRIENDS). */
static void S_place_rats(qk_state *s, nt_play *p, const int *extra)
{
    int tails[QK_MAX_SEATS];
    for (int i = 0; i < s->players; i++) {
        tails[i] = S_tails(s, i);
        if (s->card == F_GOOD_START)
            tails[i] -= extra[i];
    }
    for (int i = 0; i < s->players; i++) {
        s->pl[i].rats = tails[i];
        if (tails[i])
            nt_say(p,
                   "%s puts the rat stone %d space%s past the droplet (%d rat "
                   "tail%s behind the leader)",
                   qk_who(s, i), tails[i], tails[i] == 1 ? "" : "s", tails[i],
                   tails[i] == 1 ? "" : "s");
        if (s->card == F_RATS_FRIENDS && extra[i] && tails[i]) {
            s->pl[i].vp += tails[i];
            nt_say(p, "%s scores %d VP for its rat tails", qk_who(s, i),
                   tails[i]);
        }
    }
}

int qk_fortune(qk_state *s, nt_play *p)
{
    int32_t vals[QK_CARDS], v;
    uint32_t w[QK_CARDS];
    int n = 0, extra[QK_MAX_SEATS] = {0};
    for (int c = 0; c < QK_CARDS; c++) {
        if (s->deck[c]) {
            vals[n] = c;
            w[n++] = 1;
        }
    }
    s->phase = PH_FORTUNE;
    NT_TRY(nt_open_why(p, "fortune", "quacks.fortune.deck",
                       "each round begins with its fortune card"));
    nt_ask a = {.q = &qk_q[QQ_CARD],
                .actor = NT_CHANCE,
                .n = n,
                .vals = vals,
                .weights = w,
                .dflt = NT_NONE,
                .source = "deck"};
    NT_TRY(nt_choose(p, &a, &v));
    s->deck[v] = 0;
    s->card = v;
    if (nt_narrating(p)) {
        nt_buf who = {0};
        qk_seat_name(s, s->start, &who);
        nt_say(p, "%s reads the fortune card \"%s\" (%s)", nt_buf_str(&who),
               qk_cards[v].title,
               qk_cards[v].blue ? "for the whole round" : "at once");
        nt_buf_free(&who);
    }
    NT_TRY(S_apply(s, p, v, extra));
    NT_TRY(nt_end(p, "quacks.fortune.choice", "the card asks nothing more"));
    NT_TRY(nt_close(p));
    s->phase = PH_RATS;
    S_place_rats(s, p, extra);
    return NT_OK;
}

int qk_rats(qk_state *s, nt_play *p)
{
    (void)s;
    (void)p;
    return NT_OK;
}

/* -------------------------------------------------- after the brewing */

/* Strong ingredient (I-STRONG-DRAW): up to 5 chips, one at a time; one of
 * them may go in, without action. */
static int S_strong(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    uint16_t shown[QK_CHIPS] = {0};
    static const int32_t more[2] = {0, NT_NONE};
    s->seat = seat;
    NT_TRY(nt_open(p, "strong"));
    /* Who is asked is the card's rule (HW-F5 with the bowl). */
    NT_TRY(nt_fact_int(p, "seat", &nt_type_seat, seat,
                       "quacks.fortune.strong-ingredient", 1));
    for (int i = 0;; i++) {
        int32_t v;
        /* After 5 chips, or with an empty bag, only stopping is left. */
        int can = i < 5 && pl->bag_n;
        nt_ask a = {.q = &qk_q[QQ_MORE],
                    .actor = seat,
                    .n = can ? 2 : 1,
                    .vals = can ? more : more + 1,
                    .dflt = NT_NONE,
                    .arg = seat};
        NT_TRY(nt_choose(p, &a, &v));
        if (v == NT_NONE)
            break;
        int chip;
        NT_TRY(qk_reveal_one(s, p, seat, NULL, &chip));
        shown[chip]++;
        NT_TRY(nt_close(p));
    }
    int32_t vals[QK_CHIPS], v = NT_NONE;
    int n = 0;
    for (int c = 0; c < QK_CHIPS; c++)
        if (shown[c])
            vals[n++] = c;
    if (n) {
        static const int32_t place_or_not[2] = {0, NT_NONE};
        nt_ask a = {.q = &qk_q[QQ_PLACE],
                    .actor = seat,
                    .n = 2,
                    .vals = place_or_not,
                    .dflt = NT_NONE,
                    .arg = seat,
                    .rule = "quacks.fortune.strong-ingredient"};
        NT_TRY(nt_choose(p, &a, &v));
    }
    if (v != NT_NONE) {
        nt_ask c = {.q = &qk_q[QQ_PLACE_CHIP],
                    .actor = seat,
                    .n = n,
                    .vals = vals,
                    .dflt = NT_NONE,
                    .arg = seat,
                    .rule = "quacks.fortune.strong-ingredient"};
        NT_TRY(nt_choose(p, &c, &v));
        shown[v]--;
        NT_TRY(qk_place(s, p, seat, v, PLACE_CARD | PLACE_NO_ACTION));
        NT_TRY(nt_close(p));
        qk_score_space(pl);
    }
    S_put_back(pl, shown);
    return nt_close(p);
}

/* Schadenfreude (I-SCHADENFREUDE): each exploded player's left neighbour
 * takes a 2-chip. */
static int S_schadenfreude(qk_state *s, nt_play *p, int exploded)
{
    int left = (exploded + 1) % s->players;
    int32_t opts[4], v;
    int n = S_chips_of_value(s, 2, opts, 0);
    if (!n) {
        nt_say(p, "no 2-chip is left for %s", qk_who(s, left));
        return NT_OK;
    }
    NT_TRY(S_ask(p, &qk_q[QQ_SCHADEN], left, opts, n, NT_NONE, NULL, &v));
    S_gain(s, p, left, v, "schadenfreude");
    return NT_OK;
}

int qk_after_brewing(qk_state *s, nt_play *p)
{
    s->phase = PH_AFTER;
    for (int k = 0; k < s->players; k++) {
        int seat = S_seat(s, k);
        qk_player *pl = &s->pl[seat];
        if (s->card == F_STRONG_INGREDIENT && !qk_done(s, pl))
            NT_TRY(S_strong(s, p, seat));
    }
    for (int k = 0; k < s->players && s->card == F_SCHADENFREUDE; k++)
        if (s->pl[S_seat(s, k)].exploded)
            NT_TRY(S_schadenfreude(s, p, S_seat(s, k)));
    return NT_OK;
}

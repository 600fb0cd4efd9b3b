/* The Herb Witches: the three witches on display, the pennies that call
 * them, and what each of the twelve does (the expansion's rulebook, "Les
 * sorcières herboristes"; herb-witches.md §1; rulings H-R1 and the HW-*
 * rulings of rules.c).  A witch may be called only when her effect can
 * apply (HW-WITCH-USEFUL), and each is asked for where the rules place
 * her, so that a call recorded elsewhere is explained. */
#include <string.h>

#include "quacks.h"

int qk_witches_draw(qk_state *s, nt_play *p)
{
    static const int qs[QK_WITCH_TYPES] = {
        QQ_WITCHES_BREWING, QQ_WITCHES_BUYING, QQ_WITCHES_SCORING};
    NT_TRY(nt_open_why(p, "witches", "quacks.witch.display",
                       "three witches are drawn before the first round"));
    for (int t = 0; t < QK_WITCH_TYPES; t++) {
        int32_t vals[4], v;
        for (int i = 0; i < 4; i++)
            vals[i] = 4 * t + i;
        nt_ask a = {.q = &qk_q[qs[t]], .actor = NT_CHANCE, .n = 4,
                    .vals = vals, .dflt = NT_NONE, .arg = t,
                    .source = "witches"};
        NT_TRY(nt_choose(p, &a, &v));
        s->witch[t] = v;
        nt_say(p, "the %s witch on display: %s (%s)", qk_witch_types[t],
               qk_witches[v].id, qk_witches[v].words);
    }
    return nt_close(p);
}

int qk_witch_is(const qk_state *s, int type, int witch)
{
    return s->setup->witches && s->witch[type] == witch;
}

int qk_witch_ready(const qk_state *s, int seat, int type)
{
    return s->setup->witches && (s->pl[seat].pennies & (1u << type));
}

static void S_hand_in(qk_state *s, nt_play *p, int seat, int type)
{
    s->pl[seat].pennies &= ~(1u << type);
    nt_say(p, "%s hands in the %s penny: the witch \"%s\" helps (%s)",
           qk_who(s, seat), qk_witch_types[type],
           qk_witches[s->witch[type]].id, qk_witches[s->witch[type]].words);
}

int qk_witch_call(qk_state *s, nt_play *p, int seat, int type, int able,
                  int *called)
{
    static const uint32_t odds[2] = {1, 2}; /* generated players wait */
    *called = 0;
    if (!s->setup->witches)
        return NT_OK;
    int32_t vals[2] = {s->witch[type], NT_NONE}, v;
    int ok = able && qk_witch_ready(s, seat, type);
    nt_ask a = {.q = &qk_q[QQ_CALL_BREWING + type], .actor = seat,
                .n = ok ? 2 : 1, .vals = ok ? vals : vals + 1,
                .weights = ok ? odds : NULL, .key = seat, .dflt = NT_NONE,
                .arg = seat, .rule = qk_witches[s->witch[type]].rule};
    NT_TRY(nt_choose(p, &a, &v));
    *called = v != NT_NONE;
    if (*called)
        S_hand_in(s, p, seat, type);
    return NT_OK;
}

void qk_witch_pennies(qk_state *s, nt_play *p)
{
    for (int seat = 0; s->setup->witches && seat < s->players; seat++) {
        qk_player *pl = &s->pl[seat];
        int n = 0;
        for (int t = 0; t < QK_WITCH_TYPES; t++)
            n += (pl->pennies >> t) & 1;
        if (!n)
            continue;
        pl->vp += 2 * n;
        pl->vp_pennies = 2 * n;
        nt_say(p, "%s scores %d VP for %d unspent witch penn%s", qk_who(s, seat),
               2 * n, n, n == 1 ? "y" : "ies");
    }
}

/* ----------------------------------------------------- brewing witches */

static int S_white(int chip)
{
    return qk_chips[chip].colour == K_WHITE;
}

static int S_pot_whites(const qk_player *pl, int *idx, int max)
{
    int n = 0;
    for (int i = pl->npot - 1; i >= 0 && n < max; i--)
        if (S_white(pl->pot[i].chip))
            idx[n++] = i;
    return n;
}

int qk_witch_brew_ok(const qk_state *s, int seat)
{
    const qk_player *pl = &s->pl[seat];
    int idx[1];
    if (!qk_witch_ready(s, seat, WT_BREWING))
        return 0;
    switch (s->witch[WT_BREWING]) {
    case WI_FLASK: {
        /* The flask's own chip: the white the last draw placed (HW-F1). */
        int chip = qk_flask_chip(pl);
        return pl->exploded && pl->flask && chip >= 0 && S_white(chip);
    }
    case WI_DRAW_SIX: return !qk_done(s, pl) && pl->bag_n > 0;
    case WI_TWO_WHITES: return !pl->exploded && S_pot_whites(pl, idx, 1);
    default: return 0;
    }
}

/* W1: the full flask returns the white chip that made the pot explode,
 * the one the last draw placed, in the pot or the bowl (HW-W1, HW-F1);
 * the white total drops and the brewing may go on. */
static void S_flask_after(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int chip = qk_flask_chip(pl);
    if (pl->last_bowl) {
        pl->nbowl--;
        pl->white -= qk_chips[chip].value;
        qk_to_bag(pl, chip);
    } else {
        qk_unplace(s, pl, pl->last);
    }
    pl->flask = 0;
    qk_no_last(pl, "the flask has just been used");
    pl->exploded = pl->white > qk_threshold(s, pl);
    if (!pl->exploded)
        pl->covered = 0;
    nt_say(p, "the flask returns %s to the bag: white total %d, %s",
           qk_chips[chip].id, pl->white,
           pl->exploded ? "still over the limit" : "the pot holds again");
}

/* W2: six chips drawn at once; the player places any of them, one at a
 * time in the order chosen, each acting as usual; the others go back.
 * An explosion ends the placing (HW-W2). */
static int S_draw_six(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    const char *rule = "quacks.witch.draw-six";
    uint8_t shown[QK_CHIPS] = {0};
    int k = pl->bag_n < 6 ? pl->bag_n : 6;
    for (int i = 0; i < k; i++) {
        int chip;
        NT_TRY(nt_open_why(p, "reveal", rule,
                           "the witch shows %d chips: six, or as many as "
                           "the bag holds",
                           k));
        NT_TRY(qk_reveal_one(s, p, seat, rule, &chip));
        NT_TRY(nt_close(p));
        shown[chip]++;
    }
    nt_say(p, "%s draws %d chip%s for the witch", qk_who(s, seat), k,
           k == 1 ? "" : "s");
    for (;;) {
        static const int32_t place_or_not[2] = {0, NT_NONE};
        int32_t vals[QK_CHIPS], v;
        int n = 0;
        for (int c = 0; c < QK_CHIPS; c++)
            if (shown[c])
                vals[n++] = c;
        if (!n)
            break;
        /* After an explosion only stopping is left; asked all the same,
         * so that a chip placed then is explained. */
        int can = !qk_done(s, pl);
        nt_ask a = {.q = &qk_q[QQ_PLACE], .actor = seat, .n = can ? 2 : 1,
                    .vals = can ? place_or_not : place_or_not + 1,
                    .dflt = NT_NONE, .arg = seat, .rule = rule};
        NT_TRY(nt_choose(p, &a, &v));
        if (v == NT_NONE)
            break;
        nt_ask c = {.q = &qk_q[QQ_PLACE_CHIP], .actor = seat, .n = n,
                    .vals = vals, .dflt = NT_NONE, .arg = seat,
                    .rule = rule};
        NT_TRY(nt_choose(p, &c, &v));
        shown[v]--;
        NT_TRY(qk_place(s, p, seat, v, 0));
        NT_TRY(nt_close(p));
    }
    for (int c = 0; c < QK_CHIPS; c++)
        for (; shown[c]; shown[c]--)
            qk_to_bag(pl, c);
    return NT_OK;
}

/* W3: the last two white chips of the pot go back, or one of them; their
 * spaces stay empty (HW-W3). */
static int S_two_whites(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    static const int32_t choices[3] = {W3_BOTH, W3_LAST, W3_SECOND};
    static const int32_t last_only[1] = {W3_LAST};
    int idx[2], n = S_pot_whites(pl, idx, 2);
    int32_t v;
    nt_ask a = {.q = &qk_q[QQ_W3_RETURN], .actor = seat, .n = n == 2 ? 3 : 1,
                .vals = n == 2 ? choices : last_only,
                .dflt = n == 2 ? W3_BOTH : W3_LAST, .arg = seat};
    NT_TRY(nt_choose(p, &a, &v));
    if (v == W3_BOTH || v == W3_LAST) {
        nt_say(p, "%s returns %s from space %d to the bag", qk_who(s, seat),
               qk_chips[pl->pot[idx[0]].chip].id, pl->pot[idx[0]].space);
        qk_unplace(s, pl, idx[0]);
    }
    if (v == W3_BOTH || v == W3_SECOND) {
        nt_say(p, "%s returns %s from space %d to the bag", qk_who(s, seat),
               qk_chips[pl->pot[idx[1]].chip].id, pl->pot[idx[1]].space);
        qk_unplace(s, pl, idx[1]);
    }
    pl->last = -1;
    pl->last_bowl = 0;
    return NT_OK;
}

int qk_witch_brew(qk_state *s, nt_play *p, int seat)
{
    int w = s->witch[WT_BREWING];
    NT_TRY(nt_fact_int(p, "brewing", &qk_t_witch, w, "quacks.witch.display",
                       1));
    S_hand_in(s, p, seat, WT_BREWING);
    switch (w) {
    case WI_FLASK: S_flask_after(s, p, seat); return NT_OK;
    case WI_DRAW_SIX:
        /* What a draw placed before her is no longer the last draw's:
         * only a chip she places from her six may go back with the flask
         * (HW-F1). */
        qk_no_last(&s->pl[seat], "the draw-six witch was called after the "
                                 "last draw, and placed no chip of her own");
        return S_draw_six(s, p, seat);
    case WI_TWO_WHITES: return S_two_whites(s, p, seat);
    }
    return NT_OK;
}

/* ------------------------------------------------------ buying witches */

/* What a chip upgrades to (W5): 1 to 2, 2 to 4; coloured chips with such
 * values only, never a pumpkin (herb-witches.md §3). */
static int S_upgrade_to(const qk_state *s, int chip)
{
    int colour = qk_chips[chip].colour, value = qk_chips[chip].value;
    if (colour != K_GREEN && colour != K_BLUE && colour != K_RED &&
        colour != K_YELLOW)
        return -1;
    int to = value == 1 ? qk_chip_of(colour, 2)
             : value == 2 ? qk_chip_of(colour, 4)
                          : -1;
    return to >= 0 && qk_can_gain(s, to) ? to : -1;
}

/* W5's answers: last-two when one of the last two can go up, and each
 * kind of chip in the pot that can. */
int qk_witch_upgrades(const qk_state *s, int seat, int32_t *out)
{
    const qk_player *pl = &s->pl[seat];
    int n = 0, seen[QK_CHIPS] = {0};
    for (int i = pl->npot - 1; i >= 0 && i >= pl->npot - 2; i--)
        if (S_upgrade_to(s, pl->pot[i].chip) >= 0) {
            out[n++] = W5_LAST_TWO;
            break;
        }
    for (int i = 0; i < pl->npot; i++) {
        int c = pl->pot[i].chip;
        if (!seen[c] && S_upgrade_to(s, c) >= 0)
            out[n++] = c;
        seen[c] = 1;
    }
    return n;
}

static void S_upgrade_slot(qk_state *s, nt_play *p, int seat, int i)
{
    qk_slot *slot = &s->pl[seat].pot[i];
    int to = S_upgrade_to(s, slot->chip);
    if (to < 0)
        return;
    nt_say(p, "%s upgrades %s on space %d to %s", qk_who(s, seat),
           qk_chips[slot->chip].id, slot->space, qk_chips[to].id);
    s->supply[slot->chip]++;
    s->supply[to]--;
    slot->chip = slot->as = (uint8_t)to;
}

int qk_witch_upgrade(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int32_t vals[QK_CHIPS + 1], v;
    int n = qk_witch_upgrades(s, seat, vals);
    nt_ask a = {.q = &qk_q[QQ_W5_UPGRADE], .actor = seat, .n = n,
                .vals = vals, .key = seat, .dflt = NT_NONE, .arg = seat};
    NT_TRY(nt_choose(p, &a, &v));
    if (v == W5_LAST_TWO) {
        int top = pl->npot - 1;
        S_upgrade_slot(s, p, seat, top);
        if (top >= 1)
            S_upgrade_slot(s, p, seat, top - 1);
        return NT_OK;
    }
    for (int i = pl->npot - 1; i >= 0; i--)
        if (pl->pot[i].chip == v) {
            S_upgrade_slot(s, p, seat, i);
            break;
        }
    return NT_OK;
}

int qk_witch_copy(qk_state *s, nt_play *p, int seat, const int *bought,
                  int nbought)
{
    int32_t vals[2], v;
    int n = 0;
    for (int i = 0; i < nbought; i++)
        if (qk_can_gain(s, bought[i]) && (!n || vals[0] != bought[i]))
            vals[n++] = bought[i];
    nt_ask a = {.q = &qk_q[QQ_W7_COPY], .actor = seat, .n = n, .vals = vals,
                .key = seat, .dflt = NT_NONE, .arg = seat};
    NT_TRY(nt_choose(p, &a, &v));
    return qk_gain(s, p, seat, v, "a free copy (the witch)");
}

/* ----------------------------------------------------- scoring witches */

int qk_witch_colours(const qk_player *pl)
{
    unsigned seen = 0;
    int n = 0;
    for (int i = 0; i < pl->npot; i++) {
        int colour = qk_chips[pl->pot[i].chip].colour;
        if (colour != K_WHITE && !(seen & (1u << colour))) {
            seen |= 1u << colour;
            n++;
        }
    }
    return n;
}

/* W10: coloured 2-, 4- and 6-chips, purple and locoweed chips. */
static int S_counts_in_bag(int chip)
{
    const qk_chip_info *c = &qk_chips[chip];
    return c->colour == K_PURPLE || c->colour == K_LOCOWEED ||
           (c->colour != K_WHITE && c->value >= 2);
}

/* What W9 or W10 scores may be asserted right after her call,
 * <witch seat vp>, and is then checked under her own rule. */
static int S_assert_vp(qk_state *s, nt_play *p, int seat, int vp)
{
    const char *rule = qk_witches[s->witch[WT_SCORING]].rule;
    nt_fact key = {.attr = "seat", .type = &nt_type_seat, .value = seat,
                   .rule = rule, .with = "vp"};
    int wanted;
    NT_TRY(nt_open_opt(p, "witch", &key, 0, &wanted));
    if (wanted)
        NT_TRY(nt_fact_int(p, "vp", &nt_type_int, vp, rule, 0));
    return nt_close(p);
}

int qk_witch_vp(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int vp, n = 0;
    if (s->witch[WT_SCORING] == WI_COLOURS) {
        n = qk_witch_colours(pl);
        vp = qk_colour_vp[n];
    } else {
        for (int c = 0; c < QK_CHIPS; c++)
            if (S_counts_in_bag(c))
                n += pl->bag[c];
        vp = 2 * n;
    }
    NT_TRY(S_assert_vp(s, p, seat, vp));
    pl->vp += vp;
    if (s->witch[WT_SCORING] == WI_COLOURS)
        nt_say(p, "%d colour%s in the pot: %s scores %d VP", n,
               n == 1 ? "" : "s", qk_who(s, seat), vp);
    else
        nt_say(p, "%d chip%s in the bag count: %s scores %d VP", n,
               n == 1 ? "" : "s", qk_who(s, seat), vp);
    return NT_OK;
}

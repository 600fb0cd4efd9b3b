/* Phases 1 and 2: the coin toss, and the brewing turns with the white row,
 * the mined and bonus spaces, the neck and explosions; a turn's end is in
 * turn_end.c (quacks-duel.md 3, 4, 6;
 * quacks-duel-data.md 3.2-3.4; DU-R10 ... DU-R14, DU-R21 ... DU-R29,
 * DU-R36 ... DU-R39, DU-R46 ... DU-R48). */
#include <stdio.h>
#include <string.h>

#include "duel.h"

#define DU_TURN_LIMIT 200

int du_ask_what(nt_play *p, int q, int actor, int key,
                const int32_t *vals, int n, const char *rule, const char *what,
                int32_t *out)
{
    nt_ask a = {.q = &du_q[q], .actor = actor, .n = n, .vals = vals,
                .key = key, .dflt = n == 1 ? vals[0] : NT_NONE, .arg = key,
                .rule = rule, .what = what};
    return nt_choose(p, &a, out);
}

static int S_ask(nt_play *p, int q, int actor, int key, const int32_t *vals,
                 int n, const char *rule, int32_t *out)
{
    return du_ask_what(p, q, actor, key, vals, n, rule, NULL, out);
}

/* ------------------------------------------------------------- phase 1 */

/* A coin's face, applied to its player (DU-R48, DU-R21, DU-R38). */
static int S_apply_face(du_state *s, nt_play *p, int seat, int face)
{
    du_player *pl = &s->pl[seat];
    static const char *const words[] = {
        "", "B1: the shield on the first mined space", "B2: 3 gold",
        "B3: the whites back, in the first turn",
        "B4: the stand advances 1",
        "B5: a coloured chip back, at the end of the first turn",
        "B6: a black chip up or the patient 2, at the end of the first turn"};
    pl->face = face;
    nt_say(p, "%s has %s", du_who(s, seat), words[face]);
    switch (face) {
    case B1: pl->shield = 1; break;
    case B2: pl->gold += 3; break;
    case B3: pl->b3 = 1; break;
    case B4: return du_stand(s, p, seat, 1, "coin bonus B4");
    case B5: pl->b5 = 1; break;
    case B6: pl->b6 = 1; break;
    }
    return NT_OK;
}

int du_coins(du_state *s, nt_play *p)
{
    int32_t faces[2], v, coins[2] = {s->setup->coin[0], s->setup->coin[1]};
    static const uint32_t even[2] = {1, 1};
    for (int i = 0; i < 2; i++) {
        int32_t vals[2] = {s->d->coins[coins[i]].face[0],
                           s->d->coins[coins[i]].face[1]};
        nt_ask a = {.q = &du_q[DQ_TOSS], .actor = NT_CHANCE, .n = 2,
                    .vals = vals, .weights = even, .key = coins[i],
                    .dflt = NT_NONE, .source = "coin"};
        NT_TRY(nt_choose(p, &a, &faces[i]));
    }
    NT_TRY(S_ask(p, DQ_PICK, s->tosser, s->tosser, coins, 2,
                 "duel.coin.choose", &v));
    int mine = v == coins[0] ? 0 : 1;
    nt_say(p, "%s tosses and takes the %s coin", du_who(s, s->tosser),
           s->d->coins[coins[mine]].id);
    NT_TRY(S_apply_face(s, p, s->tosser, faces[mine]));
    return S_apply_face(s, p, 1 - s->tosser, faces[1 - mine]);
}

/* ------------------------------------------------------ the white row */

static int S_mined(const du_data *d, int pos)
{
    for (int i = 0; i < d->nmines; i++)
        if (d->mines[i] == pos)
            return 1;
    return 0;
}

int du_row_has_white(const du_player *pl)
{
    return du_last_white(pl, NULL) > 0;
}

/* The bonus space: stand +1 or a black upgrade, whichever can be done;
 * both: the player's choice (DU-R47). */
static int S_bonus_space(du_state *s, nt_play *p, int seat)
{
    int32_t tmp[DU_NECK_MAX + DU_BODY_MAX], v = 0;
    static const int32_t both[2] = {0, 1};
    int a = du_stand_can(s, seat, 1);
    int b = du_upgrade_targets(s, seat, 0, 1, tmp) > 0;
    nt_say(p, "the white lands on the bonus space");
    if (a && b)
        NT_TRY(du_ask_what(p, DQ_BRANCH, seat, seat, both, 2,
                          "duel.vial.bonus",
                          "alternative (1: the stand advances 1; 2: a black "
                          "chip upgraded)",
                          &v));
    else if (!a && !b)
        return NT_OK;
    else
        v = a ? 0 : 1;
    if (v == 0)
        return du_stand(s, p, seat, 1, "the bonus space");
    return du_do_upgrade(s, p, seat, 0, 1, 1, 1, "duel.vial.bonus",
                         "the bonus space");
}

/* ---------------------------------------------------------- the neck */

int du_place_coloured(du_state *s, nt_play *p, int seat, int chip)
{
    du_player *pl = &s->pl[seat];
    pl->neck[pl->neck_n++] = (int8_t)chip;
    pl->new_chips++;
    const du_book *b = du_book_in_play(s, chip);
    /* The reason is worded only for a reader (explain, replay). */
    nt_buf why = {0};
    if (nt_narrating(p)) {
        du_chip_words(s->d, chip, &why);
        nt_say(p, "%s goes to the neck, space %d", nt_buf_str(&why),
               pl->neck_n);
        nt_buf_clear(&why);
        du_book_words(s, chip, &why);
    }
    int rc = NT_OK;
    if (b->timing == TIME_IMMEDIATE && b->effect != DU_NIL)
        rc = du_effect_run(s, p, seat, b->effect, chip, nt_buf_str(&why));
    else if (b->timing == TIME_DELAYED)
        nt_say(p, "it acts in phase 3 if it is still in the neck (DU-R4)");
    nt_buf_free(&why);
    return rc;
}

/* --------------------------------------------------------- the draws */

/* Whether white `chip`, drawn now, explodes the vial: its space past the
 * row (DU-R28) or mined, unless the shield covers the first mine (B1).
 * Card C-K may still cancel it afterwards, by its holder's choice.  The
 * one check of the explosion: the draw, the risk and the generated
 * players' policy ask it. */
static int S_explodes_at(const du_state *s, const du_player *pl, int pos)
{
    int shield = pl->shield && pos == s->d->mines[0];
    return !(pos <= s->d->row && (!S_mined(s->d, pos) || shield));
}

int du_white_explodes(const du_state *s, const du_player *pl, int chip)
{
    return S_explodes_at(s, pl, du_last_white(pl, NULL) + du_value(s->d, chip));
}

/* The chips of the seat's bag that are whites exploding the vial drawn
 * next (the last white looked up once, not once a level). */
static long S_bag_explosive(const du_state *s, const du_player *pl)
{
    int last = du_last_white(pl, NULL);
    long bad = 0;
    for (int l = 0; l < s->d->nlevels[DC_WHITE]; l++) {
        int chip = DU_CHIP(DC_WHITE, l);
        if (pl->bag[chip] &&
            S_explodes_at(s, pl, last + du_value(s->d, chip)))
            bad += pl->bag[chip];
    }
    return bad;
}

/* The risk at a turn's step that may draw: of the chips in the seat's
 * bag, how many are whites that would explode the vial, drawn next. */
int du_risk(const void *state, const nt_ask *a, long *explode, long *chips)
{
    const du_state *s = state;
    int draw = 0;
    if (a->q != &du_q[DQ_STEP] || a->n < 0)
        return -1;
    for (int i = 0; i < a->n; i++)
        draw |= a->vals[i] == STEP_DRAW;
    if (!draw)
        return -1;
    const du_player *pl = &s->pl[a->arg];
    *explode = S_bag_explosive(s, pl);
    *chips = pl->bag_n;
    return 0;
}

/* A white drawn: its space, an explosion, or the bonus.  Returns the turn's
 * end, or -1 when the turn goes on. */
static int S_white(du_state *s, nt_play *p, int seat, int chip, int *how)
{
    du_player *pl = &s->pl[seat];
    int pos = du_last_white(pl, NULL) + du_value(s->d, chip);
    int shield = pl->shield && pos == s->d->mines[0];
    *how = -1;
    NT_TRY(nt_fact_int(p, "at", &du_t_addr, DU_ADDR(ADDR_WHITE, pos),
                       pos == du_value(s->d, chip) ? "duel.white.first"
                                                   : "duel.white.next",
                       0));
    if (!du_white_explodes(s, pl, chip)) {
        du_put_white(pl, pos, chip);
        nt_say(p, "white-%d goes to space %d%s", du_value(s->d, chip), pos,
               shield ? ", the shielded mine (B1)" : "");
        return pos == s->d->bonus ? S_bonus_space(s, p, seat) : NT_OK;
    }
    nt_say(p, "white-%d goes to space %d: %s", du_value(s->d, chip), pos,
           pos > s->d->row ? "past the row (DU-R28)" : "a mined space");
    /* A space of the row (row= is at most DU_MAX_ROW, the row's last
     * place), or past it: pos is then at most DU_MAX_ROW + 9, never
     * stored in the row.  At most one white is ever past the row (see
     * du_player); the test only keeps the array's bound in sight. */
    if (pos <= s->d->row)
        du_put_white(pl, pos, chip);
    else if (pl->noverflow < (int)sizeof pl->overflow)
        pl->overflow[pl->noverflow++] = (int8_t)chip;
    for (int k = 0; k < pl->nkept; k++) {
        if (s->d->cards[pl->kept[k]].effect != C_K)
            continue;
        int yes;
        NT_TRY(du_yes_no(s, p, seat, DQ_CANCEL, "duel.explode.cancel",
                         "cancelling of the explosion", &yes));
        if (!yes)
            break;
        /* The explosion never happened: the white back (DU-R22). */
        if (pos <= s->d->row)
            pl->row[pos] = -1;
        else
            pl->noverflow--;
        du_to_bag(pl, chip);
        du_discard_kept(s, seat, k);
        nt_say(p, "%s uses card C-K: the white goes back, no explosion",
               du_who(s, seat));
        return NT_OK;
    }
    *how = END_EXPLODE;
    return NT_OK;
}

/* A delayed chip this draw placed (from neck space `from` on) does
 * nothing yet (DU-R4): an answer written for it in its <draw> breaks that
 * rule, not the generic one of a stray element. */
static int S_delayed_waits(const du_state *s, nt_play *p, int seat, int from)
{
    const du_player *pl = &s->pl[seat];
    for (int i = from; i < pl->neck_n; i++) {
        const du_book *b = du_book_in_play(s, pl->neck[i]);
        if (b->timing != TIME_DELAYED || b->effect == DU_NIL)
            continue;
        char chip[32];
        snprintf(chip, sizeof chip, "%s-%d",
                 du_colour_names[DU_COL(pl->neck[i])],
                 du_value(s->d, pl->neck[i]));
        return nt_end(p, "duel.effects.delayed",
                      "%s is delayed: it acts in phase 3, if it is still in "
                      "the neck then (DU-R4)",
                      chip);
    }
    return NT_OK;
}

/* Whether an effect (a node and what follows it) holds a RETURN. */
static int S_has_return(const du_data *d, uint16_t i)
{
    for (; i != DU_NIL; i = d->effects[i].next)
        if (d->effects[i].op == EF_RETURN ||
            S_has_return(d, d->effects[i].first) ||
            S_has_return(d, d->effects[i].other))
            return 1;
    return 0;
}

/* What is left in a <draw> once its chip has done all it does, said under
 * the rule that makes it so rather than as a stray element: an answer for
 * a delayed chip (DU-R4), a <cancel> where no explosion is left to cancel
 * (C-K), a <return> past the end of the chip's return list. */
static int S_draw_done(du_state *s, nt_play *p, int seat, int chip, int from)
{
    if (s->over)
        return NT_OK;
    NT_TRY(S_delayed_waits(s, p, seat, from));
    nt_buf b = {0};
    int cancel = nt_peek(p, "cancel", "do", &b);
    int ret = !cancel && DU_COL(chip) != DC_WHITE &&
              S_has_return(s->d, du_book_in_play(s, chip)->effect) &&
              nt_peek(p, "return", "chip", &b);
    nt_buf_free(&b);
    if (cancel)
        return nt_fail(p, "duel.explode.cancel",
                       "no explosion is left to cancel here: card C-K is "
                       "asked only when a white explodes the vial of the "
                       "player who holds it");
    if (ret)
        return nt_fail(p, "duel.effect.return",
                       "the return list of this chip is over: it puts back "
                       "no more chips than its book allows, and none ends "
                       "it");
    return NT_OK;
}

static int S_draw(du_state *s, nt_play *p, int seat, int *how)
{
    du_player *pl = &s->pl[seat];
    int32_t v;
    NT_TRY(du_draw(s, p, DQ_DRAW, seat, &v));
    *how = -1;
    if (DU_COL(v) == DC_WHITE) {
        pl->new_chips++;
        NT_TRY(S_white(s, p, seat, v, how));
        return S_draw_done(s, p, seat, v, pl->neck_n);
    }
    NT_TRY(nt_fact_int(p, "at", &du_t_addr,
                       DU_ADDR(ADDR_NECK, pl->neck_n + 1), "duel.neck.place",
                       0));
    int from = pl->neck_n;
    NT_TRY(du_place_coloured(s, p, seat, v));
    if (pl->neck_n >= s->d->neck && !s->over) {
        nt_say(p, "the neck is full");
        *how = END_FULL;
    }
    return S_draw_done(s, p, seat, v, from);
}

/* --------------------------------------------------- decision points */

/* Whether a kept card can be used now (DU-R29, DU-C8). */
static int S_usable(const du_state *s, int seat, int card)
{
    const du_player *pl = &s->pl[seat];
    switch (s->d->cards[card].effect) {
    case C_E: return pl->body_n > 0;
    case C_H: return !pl->exploded && du_row_has_white(pl);
    case C_K: return du_row_has_white(pl);
    }
    return 0;
}

static int S_use(du_state *s, nt_play *p, int seat)
{
    du_player *pl = &s->pl[seat];
    int32_t vals[DU_KEEP_MAX], v;
    int n = 0;
    for (int k = 0; k < pl->nkept; k++)
        if (S_usable(s, seat, pl->kept[k]))
            vals[n++] = pl->kept[k];
    nt_ask a = {.q = &du_q[DQ_USE], .actor = seat, .n = n, .vals = vals,
                .dflt = n == 1 ? vals[0] : NT_NONE, .arg = seat};
    NT_TRY(nt_choose(p, &a, &v));
    for (int k = 0; k < pl->nkept; k++)
        if (pl->kept[k] == v) {
            du_discard_kept(s, seat, k);
            break;
        }
    int e = s->d->cards[v].effect;
    nt_say(p, "%s uses card %d", du_who(s, seat), s->d->cards[v].n);
    if (e == C_E)
        return du_do_return(s, p, seat, 0, FROM_BODY, 3, 1, "duel.card.keep",
                            "card C-E");
    return du_do_return(s, p, seat, 1, FROM_ROW, e == C_H ? 2 : 1, 1,
                        "duel.card.keep", e == C_H ? "card C-H" : "card C-K");
}

static int S_steps(const du_state *s, int seat, int first_turn, int32_t *out)
{
    const du_player *pl = &s->pl[seat];
    int n = 0, use = 0;
    if (pl->bag_n)
        out[n++] = STEP_DRAW;
    for (int k = 0; k < pl->nkept; k++)
        use |= S_usable(s, seat, pl->kept[k]);
    if (use)
        out[n++] = STEP_USE;
    if (first_turn && pl->b3 && du_row_has_white(pl))
        out[n++] = STEP_PURGE;
    if (s->round == 7 && pl->gold >= 3)
        out[n++] = STEP_PAY;
    /* Stopping is always possible, and with an empty bag and nothing to
     * use, forced (DU-R13, DU-C14). */
    out[n++] = STEP_STOP;
    return n;
}

static int S_step(du_state *s, nt_play *p, int seat, int v, int *how)
{
    du_player *pl = &s->pl[seat];
    switch (v) {
    case STEP_DRAW: return S_draw(s, p, seat, how);
    case STEP_USE: return S_use(s, p, seat);
    case STEP_PURGE: du_purge(s, p, seat); return NT_OK;
    case STEP_PAY:
        pl->gold -= 3;
        nt_say(p, "%s pays 3 gold for a step (the round-7 card, DU-R36)",
               du_who(s, seat));
        return du_move(s, p, seat, 1, "the round-7 card");
    }
    return NT_OK;
}

/* The odds of a plausible player, for generated games: draw while the
 * next white is unlikely to explode the vial, stop as the risk grows. */
static void S_policy(const du_state *s, int seat, const int32_t *steps,
                     int n, uint32_t *w)
{
    const du_player *pl = &s->pl[seat];
    long bad = S_bag_explosive(s, pl);
    int risk = pl->bag_n ? (int)(100 * bad / pl->bag_n) : 100;
    for (int i = 0; i < n; i++)
        w[i] = steps[i] == STEP_DRAW   ? (uint32_t)(5 + (100 - risk) * 4)
               : steps[i] == STEP_STOP ? (uint32_t)(1 + risk * 3)
                                       : 20;
}

/* A turn: decision points until a stop, a full neck or an explosion; at
 * most DU_TURN_LIMIT of them (duel.turn.limit). */
static int S_turn(du_state *s, nt_play *p, int seat)
{
    du_player *pl = &s->pl[seat];
    int first_of_round = !s->pl[0].turns && !s->pl[1].turns;
    int first_turn = pl->turns++ == 0, how = -1, points = 0;
    s->seat = seat;
    s->cures_at_turn = s->pl[0].guild + s->pl[1].guild;
    s->before_push7 = -2;
    pl->new_chips = 0;
    NT_TRY(nt_open(p, "turn"));
    NT_TRY(nt_fact_int(p, "seat", &du_t_seat, seat,
                       first_of_round ? "duel.brew.first"
                                      : "duel.turn.not-your-turn",
                       1));
    while (how < 0 && !s->over) {
        int32_t steps[5], v;
        int n = S_steps(s, seat, first_turn, steps);
        if (++points > DU_TURN_LIMIT)
            return nt_fail(p, "duel.turn.limit",
                           "a brewing turn has at most %d decision points",
                           DU_TURN_LIMIT);
        uint32_t w[5];
        S_policy(s, seat, steps, n, w);
        nt_ask a = {.q = &du_q[DQ_STEP], .actor = seat, .n = n,
                    .vals = steps, .weights = w, .dflt = NT_NONE,
                    .arg = seat};
        NT_TRY(nt_choose(p, &a, &v));
        if (v == STEP_STOP) {
            how = END_STOP;
            nt_say(p, "%s stops: the potion is finished", du_who(s, seat));
            break;
        }
        NT_TRY(S_step(s, p, seat, v, &how));
        /* A kept card does what its text says and no more: anything left
         * in its <use> is its rule's matter, not a stray element. */
        if (v == STEP_USE)
            NT_TRY(nt_end(p, "duel.card.keep",
                          "the kept card has done what it does"));
        NT_TRY(nt_close(p)); /* the step's element */
    }
    if (!s->over)
        NT_TRY(du_end_turn(s, p, seat, how, first_turn));
    static const char *const ends[] = {"duel.neck.full", "duel.stop.finish",
                                       "duel.explode.end"};
    NT_TRY(nt_end(p, s->over ? "duel.end.sixth" : ends[how],
                  s->over ? "the game is over" : "the turn is over"));
    NT_TRY(nt_close(p));
    return du_step(s, p, "turn of %s", du_who(s, seat));
}

int du_brew(du_state *s, nt_play *p)
{
    int seat = s->tosser;
    s->phase = 2;
    s->finisher_known = 0;
    while (!(s->pl[0].finished && s->pl[1].finished) && !s->over) {
        if (!s->pl[seat].finished)
            NT_TRY(S_turn(s, p, seat));
        if (!s->pl[1 - seat].finished)
            seat = 1 - seat;
    }
    return NT_OK;
}

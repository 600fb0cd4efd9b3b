/* Phases 1 and 2: the coin toss, and the brewing turns with the white row,
 * the mined and bonus spaces, the neck, explosions, the move at the end of
 * a turn and the first-turn coin windows (quacks-duel.md 3, 4, 6;
 * quacks-duel-data.md 3.2-3.4; DU-R10 ... DU-R14, DU-R21 ... DU-R29,
 * DU-R36 ... DU-R39, DU-R46 ... DU-R48). */
#include <stdio.h>
#include <string.h>

#include "duel.h"

#define DU_TURN_LIMIT 200

static int S_ask_what(nt_play *p, int q, int actor, int key,
                      const int32_t *vals, int n, const char *rule,
                      const char *what, int32_t *out)
{
    nt_ask a = {.q = &du_q[q], .actor = actor, .n = n, .vals = vals,
                .key = key, .dflt = n == 1 ? vals[0] : NT_NONE, .arg = key,
                .rule = rule, .what = what};
    return nt_choose(p, &a, out);
}

static int S_ask(nt_play *p, int q, int actor, int key, const int32_t *vals,
                 int n, const char *rule, int32_t *out)
{
    return S_ask_what(p, q, actor, key, vals, n, rule, NULL, out);
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
                    .dflt = NT_NONE};
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

static int S_row_has_white(const du_player *pl)
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
        NT_TRY(S_ask_what(p, DQ_BRANCH, seat, seat, both, 2,
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

static void S_neck_to_body(du_player *pl)
{
    for (int i = 0; i < pl->neck_n && pl->body_n < DU_BODY_MAX; i++)
        pl->body[pl->body_n++] = pl->neck[i];
    pl->neck_n = 0;
}

/* The move of a turn: the neck's values and the last white (DU-R27). */
static int S_move_value(const du_state *s, const du_player *pl)
{
    int chip, v = 0;
    for (int i = 0; i < pl->neck_n; i++)
        v += du_value(s->d, pl->neck[i]);
    du_last_white(pl, &chip);
    return v + du_value(s->d, chip);
}

/* --------------------------------------------------------- turn's end */

enum { END_FULL, END_STOP, END_EXPLODE };

static void S_finish(du_state *s, int seat)
{
    s->pl[seat].finished = 1;
    if (!s->finisher_known) {
        s->first_finisher = seat;
        s->finisher_known = 1;
    }
}

/* Half the gold is 0: there is nothing to pay or push, so no answer is
 * asked, and one written anyway breaks the rule of that choice (DU-R10),
 * not the generic one of a stray element. */
static int S_no_explosion_choice(const du_state *s, nt_play *p, int seat)
{
    nt_buf take = {0};
    int written = nt_peek(p, "explosion", "take", &take);
    nt_buf_free(&take);
    if (!written)
        return NT_OK;
    return nt_fail(p, "duel.explode.choice",
                   "%s holds %d gold: half of it, rounded down, is 0, so "
                   "there is nothing to pay or push and no <explosion> to "
                   "write (DU-R10)",
                   du_who(s, seat), s->pl[seat].gold);
}

static int S_explosion(du_state *s, nt_play *p, int seat)
{
    du_player *pl = &s->pl[seat];
    int h = pl->gold / 2;
    static const int32_t both[2] = {0, 1};
    pl->exploded = 1;
    S_neck_to_body(pl);
    S_finish(s, seat);
    nt_say(p, "the vial of %s explodes", du_who(s, seat));
    if (h > 0) {
        int32_t v;
        char what[96];
        snprintf(what, sizeof what,
                 "answer to the explosion (gold: pay %d; push: the "
                 "opponent moves %d)",
                 h, h);
        NT_TRY(S_ask_what(p, DQ_EXPLOSION, seat, seat, both, 2,
                          "duel.explode.choice", what, &v));
        if (v == 0) {
            pl->gold -= h;
            nt_say(p, "%s pays %d gold, half of %d, rather than push "
                      "(DU-R10)",
                   du_who(s, seat), h, pl->gold + h);
        } else {
            nt_say(p, "%s keeps the %d gold and pushes: the opponent moves "
                      "%d steps, half of it (DU-R11)",
                   du_who(s, seat), pl->gold, h);
            NT_TRY(du_move(s, p, 1 - seat, h, "the explosion's push, DU-R11"));
        }
    } else {
        nt_say(p, "%s holds %d gold: half of it is 0, so there is nothing "
                  "to pay or push (DU-R10)",
               du_who(s, seat), pl->gold);
        NT_TRY(S_no_explosion_choice(s, p, seat));
    }
    if (s->round == 7 && !s->over) {
        s->before_push7 = s->patient_half < 0
                              ? -1
                              : s->patient_half * 256 + s->patient_sq;
        NT_TRY(du_move(s, p, 1 - seat, 7, "the round-7 card, DU-R36"));
    }
    return NT_OK;
}

static void S_purge(du_state *s, nt_play *p, int seat)
{
    du_player *pl = &s->pl[seat];
    pl->b3 = 0;
    for (int q = 1; q <= pl->row_top; q++)
        if (pl->row[q] >= 0) {
            du_to_bag(pl, pl->row[q]);
            pl->row[q] = -1;
        }
    nt_say(p, "%s puts every white of the row back into the bag (coin "
              "bonus B3, DU-R46)",
           du_who(s, seat));
}

/* B3, B5, B6 at the end of the first turn (DU-R21, DU-C19). */
static int S_first_turn_coins(du_state *s, nt_play *p, int seat, int how)
{
    du_player *pl = &s->pl[seat];
    int yes;
    if (how == END_FULL && pl->b3 && S_row_has_white(pl) && !s->over) {
        NT_TRY(du_yes_no(s, p, seat, DQ_PURGE, "duel.coin.first-turn",
                         "purge of the white row", &yes));
        if (yes)
            S_purge(s, p, seat);
    }
    if (how == END_FULL && pl->b5 && !s->over)
        NT_TRY(du_do_return(s, p, seat, 0, FROM_VIAL, 1, 0,
                            "duel.effect.return", "coin bonus B5"));
    pl->b3 = pl->b5 = 0;
    if (pl->b6 && !s->over) {
        int32_t tmp[DU_NECK_MAX + DU_BODY_MAX], v = 1;
        static const int32_t both[2] = {0, 1};
        pl->b6 = 0;
        NT_TRY(du_yes_no(s, p, seat, DQ_ACCEPT, "duel.coin.b6-explode",
                         "use of coin bonus B6", &yes));
        if (!yes)
            return NT_OK;
        if (du_upgrade_targets(s, seat, 0, 0, tmp))
            NT_TRY(S_ask_what(p, DQ_BRANCH, seat, seat, both, 2,
                              "duel.coin.b6-explode",
                              "alternative (1: a black chip upgraded; 2: "
                              "the patient moves 2)",
                              &v));
        if (v == 0)
            return du_do_upgrade(s, p, seat, 0, 0, 1, 1,
                                 "duel.coin.b6-explode", "coin bonus B6");
        return du_move(s, p, seat, 2, "coin bonus B6");
    }
    return NT_OK;
}

/* A round-7 explosion's push of 7 (DU-R36) is the round-7 card's alone:
 * a record that gives the patient's square from before it left the push
 * out, and breaks that rule rather than the one of the patient's moves. */
static const char *S_patient_rule(const void *arg, int32_t said)
{
    const du_state *s = arg;
    return s->before_push7 != -2 && said == s->before_push7
               ? "duel.card.round7"
               : NULL;
}

static void S_push7_why(const void *arg, nt_buf *out)
{
    (void)arg;
    nt_buf_puts(out, "after the explosion, the round-7 card pushes the "
                     "patient 7 steps toward the opponent's stand (DU-R36)");
}

/* What a record may assert at a turn's end: how it ended, the neck's sum
 * and the last white's value when it ended, the move they made (0: none),
 * then where the patient and the stand are. */
static int S_end_facts(du_state *s, nt_play *p, int seat, int how, int neck,
                       int white, int move)
{
    int wanted;
    NT_TRY(nt_open_opt(p, "end", NULL, NT_OPT_ASSERT, &wanted));
    if (wanted) {
        static const char *const ends[] = {"duel.neck.full",
                                           "duel.stop.finish",
                                           "duel.explode.end"};
        NT_TRY(nt_fact_int(p, "how", &du_t_end_how, how, ends[how], 0));
        NT_TRY(nt_fact_int(p, "neck", &nt_type_int, neck,
                           "duel.patient.value", 0));
        NT_TRY(nt_fact_int(p, "white", &nt_type_int, white,
                           "duel.patient.value", 0));
        NT_TRY(nt_fact_int(p, "move", &nt_type_int, move,
                           move || how == END_EXPLODE
                               ? "duel.patient.value"
                               : "duel.patient.one-new-chip",
                           0));
        /* Where a cure this turn left them, or where the turn's moves
         * did: a wrong square cites the rule that placed it. */
        int cured = s->pl[0].guild + s->pl[1].guild != s->cures_at_turn;
        nt_fact f = {.attr = "patient", .type = &du_t_square,
                     .value = s->patient_half < 0
                                  ? -1
                                  : s->patient_half * 256 + s->patient_sq,
                     .rule = cured ? "duel.patient.leftover" : "duel.state",
                     .rule_of = S_patient_rule, .why_arg = s};
        if (s->before_push7 != -2)
            f.why = S_push7_why;
        NT_TRY(nt_derived(p, &f));
        NT_TRY(nt_fact_int(p, "stand", &du_t_square,
                           seat * 256 + s->pl[seat].stand,
                           cured ? "duel.stand.retreat-on-cure"
                                 : "duel.state",
                           0));
    }
    return nt_close(p);
}

static int S_end_turn(du_state *s, nt_play *p, int seat, int how,
                      int first_turn)
{
    du_player *pl = &s->pl[seat];
    int move = 0, neck = 0, white;
    for (int i = 0; i < pl->neck_n; i++)
        neck += du_value(s->d, pl->neck[i]);
    du_last_white(pl, &white);
    white = du_value(s->d, white);
    if (how == END_EXPLODE) {
        NT_TRY(S_explosion(s, p, seat));
    } else if (pl->new_chips >= 1) {
        move = S_move_value(s, pl);
        char why[96];
        snprintf(why, sizeof why, "the turn's move: the neck %d and the last "
                                  "white %d, DU-R27",
                 neck, white);
        NT_TRY(du_move(s, p, seat, move, why));
    } else {
        nt_say(p, "no new chip this turn: the patient does not move "
                  "(DU-R24)");
    }
    if (first_turn)
        NT_TRY(S_first_turn_coins(s, p, seat, how));
    if (how == END_FULL)
        S_neck_to_body(pl);
    if (how == END_STOP)
        S_finish(s, seat);
    return S_end_facts(s, p, seat, how, neck, white, move);
}

/* --------------------------------------------------------- the draws */

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
    if (pos <= s->d->row && (!S_mined(s->d, pos) || shield)) {
        du_put_white(pl, pos, chip);
        nt_say(p, "white-%d goes to space %d%s", du_value(s->d, chip), pos,
               shield ? ", the shielded mine (B1)" : "");
        return pos == s->d->bonus ? S_bonus_space(s, p, seat) : NT_OK;
    }
    nt_say(p, "white-%d goes to space %d: %s", du_value(s->d, chip), pos,
           pos > s->d->row ? "past the row (DU-R28)" : "a mined space");
    if (pos <= s->d->row)
        du_put_white(pl, pos, chip);
    else if (pl->noverflow < DU_MAX_ROW)
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

static int S_draw(du_state *s, nt_play *p, int seat, int *how)
{
    du_player *pl = &s->pl[seat];
    int32_t v;
    NT_TRY(du_draw(s, p, DQ_DRAW, seat, &v));
    *how = -1;
    if (DU_COL(v) == DC_WHITE) {
        pl->new_chips++;
        return S_white(s, p, seat, v, how);
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
    return s->over ? NT_OK : S_delayed_waits(s, p, seat, from);
}

/* --------------------------------------------------- decision points */

/* Whether a kept card can be used now (DU-R29, DU-C8). */
static int S_usable(const du_state *s, int seat, int card)
{
    const du_player *pl = &s->pl[seat];
    switch (s->d->cards[card].effect) {
    case C_E: return pl->body_n > 0;
    case C_H: return !pl->exploded && S_row_has_white(pl);
    case C_K: return S_row_has_white(pl);
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
    if (first_turn && pl->b3 && S_row_has_white(pl))
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
    case STEP_PURGE: S_purge(s, p, seat); return NT_OK;
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
    int last = du_last_white(pl, NULL), bad = 0;
    for (int l = 0; l < s->d->nlevels[DC_WHITE]; l++) {
        int pos = last + s->d->value[DC_WHITE][l];
        int shield = pl->shield && pos == s->d->mines[0];
        if (pos > s->d->row || (S_mined(s->d, pos) && !shield))
            bad += pl->bag[DU_CHIP(DC_WHITE, l)];
    }
    int risk = pl->bag_n ? 100 * bad / pl->bag_n : 100;
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
        NT_TRY(S_end_turn(s, p, seat, how, first_turn));
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

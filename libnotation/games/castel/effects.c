/* Card effects (rulebook: LES CARTES; castel.md §9-10).  An effect applies
 * whenever it can, even against its player (§9, "Mandatory"): each choice
 * is asked only when at least one legal answer exists, and then it must be
 * made.
 *
 * Here: what the effects share (the telling, the targets, the send-back),
 * what soldiers and engines do on arriving, the table of effects by card,
 * and placing and resolving a card.  The effects themselves are grouped by
 * zone as the rulebook groups the cards: effects_court.c (the courtyard),
 * effects_outer.c (outside the walls, the ramparts, the towers). */
#include "castel.h"

static const int32_t S_zero = 0;

static void S_seat(const castel_state *s, int seat, nt_buf *b)
{
    castel_seat_name(s, seat, b);
}

/* "the reine at c3", "the fee outside the walls", for the telling. */
const char *castel_said(const castel_state *s, int ref, nt_buf *b)
{
    const castel_piece *pc = castel_piece_at(s, ref);
    nt_buf_clear(b);
    if (!pc)
        return "?";
    castel_card_words(s, ref, b);
    return nt_buf_str(b);
}

static const char *S_dest_of(const castel_piece *pc, const castel_state *s,
                             nt_buf *b)
{
    nt_buf_clear(b);
    if (pc->pawn >= 0) {
        nt_buf_puts(b, "the hand of ");
        S_seat(s, pc->pawn, b);
    } else {
        nt_buf_puts(b, "the exchange (no pawn on it)");
    }
    return nt_buf_str(b);
}

/* Send a card back (§4.1) and tell where it went. */
void castel_send_back(castel_state *s, nt_play *p, int ref, const char *why)
{
    nt_buf a = {0}, b = {0};
    const castel_piece *pc = castel_piece_at(s, ref);
    if (nt_narrating(p)) {
        castel_said(s, ref, &a);
        S_dest_of(pc, s, &b);
        nt_say(p, "%s goes back to %s (%s)", nt_buf_str(&a), nt_buf_str(&b),
               why);
    }
    castel_leave(s, ref, LEAVE_SEND_BACK);
    nt_buf_free(&a);
    nt_buf_free(&b);
}

/* The rules leave nothing to choose.  A record that names a card all the
 * same is told why that card cannot be (the dispute an umpire settles);
 * otherwise the game goes on, with the reason told. */
int castel_nothing(castel_state *s, nt_play *p, const char *elem,
                   const char *attr, int tk, const char *rule,
                   const char *told)
{
    nt_buf v = {0}, why = {0};
    int rc = NT_OK;
    if (!nt_peek(p, elem, attr, &v)) {
        nt_say(p, "%s", told);
        nt_buf_free(&v);
        return NT_OK;
    }
    int32_t ref;
    const char *r = NULL;
    if (attr && tk >= 0 && !castel_t_ref.parse(s, nt_buf_str(&v), &ref))
        r = castel_target_reason(s, tk, ref, &why);
    if (r)
        rc = nt_fail(p, r, "%s is not a legal choice: %s", nt_buf_str(&v),
                     nt_buf_str(&why));
    else
        rc = nt_fail(p, rule, "<%s> cannot be: %s", elem, told);
    nt_buf_free(&v);
    nt_buf_free(&why);
    return rc;
}

/* The targets of an effect kind, checked one at a time when replaying
 * and listed only when needed (generating, packing, explaining): the
 * ask's context is a castel_target_ctx (castel.h). */
static int S_target_legal(const void *ctx, int32_t v)
{
    const castel_target_ctx *t = ctx;
    return castel_target_ok(t->s, t->kind, v);
}

static int S_target_list(const void *ctx, int32_t *out, uint32_t *odds)
{
    const castel_target_ctx *t = ctx;
    (void)odds;
    return castel_targets(t->s, t->kind, out);
}

/* The targets in words, "e5 (princesse), c3 (roi)", for a diagnostic
 * about the element that must name one. */
void castel_target_words(const void *ctx, nt_buf *out)
{
    const castel_target_ctx *t = ctx;
    int32_t v[NT_MAX_LEGAL];
    int n = castel_targets(t->s, t->kind, v);
    for (int i = 0; i < n; i++) {
        if (i)
            nt_buf_puts(out, ", ");
        castel_format_ref(t->s, v[i], out);
        const castel_piece *pc = castel_piece_at(t->s, v[i]);
        if (pc)
            nt_buf_printf(out, " (%s)", castel_cards[pc->type].id);
    }
    if (!n)
        nt_buf_puts(out, "(none)");
}

/* Ask for one card or place among the targets of an effect kind. */
int castel_ask_target(const castel_state *s, nt_play *p, int q, int actor,
                      int kind, const char *rule, const char *what,
                      int32_t *v)
{
    castel_target_ctx targets = {s, kind};
    nt_ask ask = {.q = &castel_q[q], .actor = actor, .n = -1,
                  .dflt = NT_NONE, .arg = kind, .rule = rule, .what = what,
                  .legal = S_target_legal, .list = S_target_list,
                  .ctx = &targets};
    return nt_choose(p, &ask, v);
}

/* Open the effect's element, ask for the card it acts on, and state which
 * card that is (an optional assertion). */
int castel_choose(castel_state *s, nt_play *p, int actor, int elq, int tk,
                  const char *rule, const char *what, int *ref)
{
    int32_t v;
    castel_target_ctx targets = {s, tk};
    nt_ask el = {.q = &castel_q[elq], .actor = actor, .n = 1, .vals = &S_zero,
                 .dflt = NT_NONE, .arg = tk, .rule = rule, .what = what,
                 .words = castel_target_words, .words_ctx = &targets};
    NT_TRY(nt_choose(p, &el, &v));
    NT_TRY(castel_ask_target(s, p, Q_AT, actor, tk, rule,
                             what, &v));
    *ref = v;
    return nt_fact_int(p, "card", &castel_t_card,
                       castel_piece_at(s, v)->type, "castel.state.card", 0);
}

/* One send-back effect on a card of kind `tk`, if there is any. */
int castel_send_back_one(castel_state *s, nt_play *p, int actor, int tk,
                         const char *rule, const char *what,
                         const char *why)
{
    int ref;
    /* The dragon's first part has no say over a <send-back> that follows:
     * it may be the second part's. */
    int n = castel_count_targets(s, tk, 1);
    if (!n && tk == TK_DRAGON_OUT) {
        nt_say(p, "no card outside the walls can be sent back");
        return NT_OK;
    }
    if (!n) {
        nt_buf told = {0};
        nt_buf_printf(&told, "the %s finds no card it can send back",
                      castel_cards[s->fx.type].id);
        int rc = castel_nothing(s, p, "send-back", "at", tk, rule,
                                nt_buf_str(&told));
        nt_buf_free(&told);
        return rc;
    }
    NT_TRY(castel_choose(s, p, actor, Q_EL_SEND_BACK, tk, rule, what, &ref));
    NT_TRY(nt_close(p));
    castel_send_back(s, p, ref, why);
    return NT_OK;
}

/* ------------------------------------------------------- soldiers, engines */

/* Rulebook "Soldats et engins de siège": a side's fourth soldier sends back
 * the engine facing it (D-28, D-29). */
static void S_rampart_full(castel_state *s, nt_play *p, int side)
{
    castel_stack *f = &s->face[side];
    if (castel_soldiers_on_side(s, side) != 4 || !f->h)
        return;
    int ref = REF(SPOT_FACE0 + side, 0);
    if (!castel_return_target(s, ref)) {
        nt_say(p, "the rampart is full, but the engin-de-siege facing it is "
                  "protected by a chevalier [castel.rampart.full]");
        return;
    }
    castel_send_back(s, p, ref,
                     "the rampart is full: the fourth soldier sends "
                     "back the engine facing it [castel.rampart.full]");
}

/* D-30: when a fourth engine stands round the castle, every unprotected
 * soldier on the ramparts goes back, all at once. */
static void S_fourth_engine(castel_state *s, nt_play *p)
{
    int refs[CASTEL_SQUARES], n = 0;
    if (castel_engines(s) != 4)
        return;
    for (int q = 0; q < CASTEL_SQUARES; q++) {
        const castel_stack *st = &s->sq[q];
        if (st->h == 1 && castel_square_zone(q) == Z_RAMPART &&
            castel_soldier(st->p[0].type) && castel_return_target(s, REF(q, 0)))
            refs[n++] = REF(q, 0);
    }
    if (!n)
        nt_say(p, "a fourth engin-de-siege stands round the castle; no "
                  "soldier can be sent back [castel.engin-de-siege.effect]");
    for (int i = 0; i < n; i++)
        castel_send_back(s, p, refs[i], "the fourth engin-de-siege sends back "
                                        "every soldier on the ramparts "
                                        "[castel.engin-de-siege.effect]");
}

/* Move a card of kind `tk` to a square of kind `dk` in its zone (the
 * prince-charmant in the courtyard, the guetteur on the ramparts). */
int castel_move_in_zone(castel_state *s, nt_play *p, int tk, int dk,
                        const char *rule, const char *what)
{
    int32_t v;
    int n = castel_count_targets(s, tk, 1);
    if (!n)
        return castel_nothing(s, p, "move", "from", tk, rule,
                              "no card can be moved");
    castel_target_ctx targets = {s, tk};
    nt_ask el = {.q = &castel_q[Q_EL_MOVE], .actor = s->fx.seat, .n = 1,
                 .vals = &S_zero, .dflt = NT_NONE, .rule = rule, .what = what,
                 .words = castel_target_words, .words_ctx = &targets};
    NT_TRY(nt_choose(p, &el, &v));
    NT_TRY(castel_ask_target(s, p, Q_FROM, s->fx.seat, tk, rule,
                             "card to move", &v));
    int ref = v;
    s->fx.first = ref;
    NT_TRY(castel_ask_target(s, p, Q_TO_SQUARE, s->fx.seat, dk, rule,
                             "square to move it to", &v));
    NT_TRY(nt_close(p));
    int q = REF_SPOT(ref);
    if (nt_narrating(p)) {
        nt_buf b = {0};
        castel_format_spot(s, v, &b);
        nt_say(p, "the %s moves to %s; moving triggers no effect",
               castel_cards[s->sq[q].p[0].type].id, nt_buf_str(&b));
        nt_buf_free(&b);
    }
    int side_from = castel_square_side(q), side_to = castel_square_side(v);
    s->sq[v] = s->sq[q];
    s->sq[q].h = 0;
    /* D-28: a soldier the guetteur brings onto a side that fills up. */
    if (dk == DK_GUETTEUR && side_to != side_from)
        S_rampart_full(s, p, side_to);
    return NT_OK;
}

/* ----------------------------------------------------------------- table */

/* The effect of each card: the courtyard's (effects_court.c), then those
 * outside the walls, on the ramparts and in the towers (effects_outer.c);
 * the conseiller's summons is below, for it places a card in turn. */
static int S_summon(castel_state *s, nt_play *p);

static const castel_effect_fn S_effects[CASTEL_TYPES] = {
    [C_ASSASSIN] = castel_effect_assassin,
    [C_BALADIN] = castel_effect_baladin,
    [C_BOUFFON] = castel_effect_bouffon,
    [C_CHEVALIER_NOIR] = castel_effect_chevalier_noir,
    [C_CONSEILLER] = S_summon,
    [C_COURTISAN] = castel_effect_courtisan,
    [C_COURTISANE] = castel_effect_courtisane,
    [C_DAME] = castel_effect_dame,
    [C_ESPION] = castel_effect_espion,
    [C_FAVORITE] = castel_effect_favorite,
    [C_FOU] = castel_effect_fou,
    [C_INTRIGUANT] = castel_effect_intriguant,
    [C_MARCHAND] = castel_effect_marchand,
    [C_PRINCE_CHARMANT] = castel_effect_prince_charmant,
    [C_PRINCESSE] = castel_effect_princesse,
    [C_REINE] = castel_effect_reine,
    [C_ROI] = castel_effect_roi,
    [C_VOLEUR] = castel_effect_voleur,
    [C_BARBARE] = castel_effect_barbare,
    [C_DRAGON] = castel_effect_dragon,
    [C_ENCHANTEUR] = castel_effect_enchanteur,
    [C_FEE] = castel_effect_fee,
    [C_TRAITRE] = castel_effect_traitre,
    [C_ALCHIMISTE] = castel_effect_alchimiste,
    [C_ARCHER] = castel_effect_archer,
    [C_GUETTEUR] = castel_effect_guetteur,
    [C_MAGICIEN] = castel_effect_magicien,
    [C_SORCIERE] = castel_effect_sorciere,
};

/* Standing cards, told when they arrive. */
static const char *const S_standing[CASTEL_TYPES] = {
    [C_AMBASSADEUR] = "the ambassadeur has no effect on arrival; he can never "
                      "be sent back, moved or killed",
    [C_PRINCE] = "while the roi is not at court, the conseiller-du-roi may "
                 "stand next to the prince (D-24)",
    [C_PRETRE] = "the pretre protects the cards next to him that carry a "
                 "pawn of his colour (D-15)",
    [C_HERAUT] = "from now on, whoever holds the roi must play him if he can "
                 "(D-23)",
    [C_CAPITAINE] = "the capitaine protects the soldiers on his rampart "
                    "(D-16)",
    [C_CHEVALIER] = "the chevalier protects the card it lies on",
};

int castel_resolve(castel_state *s, nt_play *p, int type, int spot, int seat)
{
    struct castel_fx saved = s->fx;
    s->fx.type = type;
    s->fx.spot = spot;
    s->fx.seat = seat;
    s->fx.first = -1;
    int rc = NT_OK;
    if (S_standing[type])
        nt_say(p, "%s", S_standing[type]);
    if (S_effects[type])
        rc = S_effects[type](s, p);
    s->fx.type = saved.type;
    s->fx.spot = saved.spot;
    s->fx.seat = saved.seat;
    s->fx.first = saved.first;
    s->fx.before = saved.before;
    return rc;
}

/* The fantôme sends back the tower card whose place it takes (D-27). */
static void S_fantome_arrives(castel_state *s, nt_play *p, int spot)
{
    castel_send_back(s, p, REF(spot, 0), "the fantome takes its place (D-27)");
}

/* After a card's effect, nothing more stands in its element: a choice
 * written there anyway (a send-back under a soldat, a second one under the
 * reine) is something that card's effect does not do, so its own rule is
 * the one to look up, not the notation's "unexpected element". */
static int S_effect_done(nt_play *p, int type)
{
    const char *id = castel_cards[type].id;
    int asks = S_effects[type] && type != C_ENCHANTEUR;
    return nt_end(p, castel_cards[type].rule,
                  asks ? "the %s's effect asks for no further choice"
                       : "the %s's effect asks for no choice",
                  id);
}

int castel_place(castel_state *s, nt_play *p, int type, int spot, int seat,
                 int pawned)
{
    if (type == C_FANTOME)
        S_fantome_arrives(s, p, spot);
    castel_piece pc = {(uint8_t)type, (int8_t)(pawned ? seat : -1),
                       ++s->serial};
    uint16_t before = s->last_placed;
    castel_push(s, spot, pc);
    if (pawned)
        s->supply[seat]--;
    s->last_placed = pc.serial;
    int where = spot == SPOT_OUTSIDE ? SPOT_OUT0 + s->nout - 1 : spot;
    if (castel_soldier(type))
        S_rampart_full(s, p, castel_square_side(spot));
    if (type == C_ENGIN)
        S_fourth_engine(s, p);
    struct castel_fx saved = s->fx;
    s->fx.before = before;
    int rc = castel_resolve(s, p, type, where, seat);
    s->fx.before = saved.before;
    return rc == NT_OK ? S_effect_done(p, type) : rc;
}

/* D-21: the conseiller puts an exchange card into play, without a pawn,
 * and its effect works for the conseiller's player. */
static int S_summon(castel_state *s, nt_play *p)
{
    int32_t vals[CASTEL_TYPES], spots[NT_MAX_LEGAL], v;
    int n = 0, me = s->fx.seat;
    const char *rule = "castel.conseiller-du-roi.effect";
    for (int t = 0; t < CASTEL_TYPES; t++)
        if (s->exch[t] && castel_can_place(s, t))
            vals[n++] = t;
    if (!n)
        return castel_nothing(s, p, "summon", NULL, -1, rule,
                              "no card of the exchange can be put into play "
                              "(D-21)");
    nt_ask el = {.q = &castel_q[Q_EL_SUMMON], .actor = me, .n = 1,
                 .vals = &S_zero, .dflt = NT_NONE, .rule = rule,
                 .what = "card the conseiller-du-roi puts into play"};
    NT_TRY(nt_choose(p, &el, &v));
    nt_ask c = {.q = &castel_q[Q_ATTR_CARD], .actor = me, .n = n, .vals = vals,
                .dflt = NT_NONE, .rule = rule,
                .what = "exchange card to put into play"};
    NT_TRY(nt_choose(p, &c, &v));
    int type = v;
    int m = castel_legal_spots(s, type, spots);
    if (spots[0] == SPOT_OUTSIDE) {
        NT_TRY(nt_fact_int(p, "at", &castel_t_spot, SPOT_OUTSIDE,
                           "castel.place.zone", 1));
        v = SPOT_OUTSIDE;
    } else {
        nt_ask at = {.q = &castel_q[Q_SPOT], .actor = me, .n = m,
                     .vals = spots, .dflt = NT_NONE, .arg = type,
                     .what = "place for the summoned card"};
        NT_TRY(nt_choose(p, &at, &v));
    }
    s->exch[type]--;
    s->exch_n--;
    if (nt_narrating(p)) {
        nt_buf b = {0};
        castel_format_spot(s, v, &b);
        nt_say(p, "the conseiller-du-roi puts the %s from the exchange at %s, "
                  "without a pawn; its effect works for seat %d (D-21)",
               castel_cards[type].id, nt_buf_str(&b), me + 1);
        nt_buf_free(&b);
    }
    NT_TRY(castel_place(s, p, type, v, me, 0));
    return nt_close(p);
}

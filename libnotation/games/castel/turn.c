/* The deal, the turns and the end of the game (rulebook: DISTRIBUTION
 * INITIALE, LE TOUR DE JEU, FIN DU JEU; castel.md §5, §6, §11). */
#include <stdarg.h>
#include <string.h>

#include "castel.h"

static const int32_t S_draw = 0, S_exchange = 1, S_place = 2;

void castel_init(void *state, const void *setup)
{
    castel_state *s = state;
    const castel_setup *su = setup;
    memset(s, 0, sizeof *s);
    s->setup = su;
    s->players = su->players;
    for (int t = 0; t < CASTEL_TYPES; t++)
        s->deck[t] = (uint8_t)castel_copies(s->players, t);
    for (int i = 0; i < s->players; i++)
        s->supply[i] = castel_box_pawns[i];
    s->fx.spot = -1;
    s->fx.first = -1;
    if (su->pos.present)
        castel_position_load(s, su);
}

/* --------------------------------------------------------------- dealing */

/* A card still in a pile of counts (the deck, a hand, the exchange). */
static int S_in_deck(const void *ctx, int32_t v)
{
    const uint8_t *counts = ctx;
    return v >= 0 && v < CASTEL_TYPES && counts[v];
}

/* The cards of a pile of counts, each as likely as its copies. */
static int S_deck_listed(const void *ctx, int32_t *out, uint32_t *odds)
{
    const uint8_t *counts = ctx;
    int n = 0;
    for (int t = 0; t < CASTEL_TYPES; t++) {
        if (counts[t]) {
            out[n] = t;
            odds[n++] = counts[t];
        }
    }
    return n;
}

static int S_deal_cards(castel_state *s, nt_play *p, const char *el,
                        int seat, int count, uint8_t *pile)
{
    /* Another element where this one is due breaks the deal's order,
     * which the rules of the notation set (hands, then piles). */
    NT_TRY(nt_open_why(p, el, "castel.deal.order",
                       "the deal lists a <hand> for each seat, then a <pile> "
                       "for each seat: seat %d's <%s> is due",
                       seat + 1, el));
    NT_TRY(nt_fact_int(p, "seat", &nt_type_seat, seat, "castel.deal.order",
                       1));
    for (int i = 0; i < count; i++) {
        int32_t v;
        /* A missing card breaks the deal table; a wrong one, the deck. */
        nt_ask a = {.q = &castel_q[Q_DEAL], .actor = NT_CHANCE, .n = -1,
                    .dflt = NT_NONE, .arg = seat, .rule = "castel.deal.size",
                    .what = "card dealt", .legal = S_in_deck,
                    .list = S_deck_listed, .ctx = s->deck, .weighted = 1,
                    .source = "deck"};
        NT_TRY(nt_choose(p, &a, &v));
        s->deck[v]--;
        if (pile) {
            pile[i] = (uint8_t)v;
        } else {
            s->hand[seat][v]++;
            s->hand_n[seat]++;
        }
    }
    NT_TRY(nt_end(p, "castel.deal.size",
                  "with %d players, each %s holds %d cards", s->players, el,
                  count));
    return nt_close(p);
}

static int S_list_fact(nt_play *p, const uint8_t *counts, const char *rule,
                       int label)
{
    int32_t list[64];
    int n = 0;
    for (int t = 0; t < CASTEL_TYPES; t++)
        for (int k = 0; k < counts[t] && n < 64; k++)
            list[n++] = t;
    nt_fact f = {0};
    f.type = &castel_t_card;
    f.list = list;
    f.nlist = n;
    f.unordered = 1;
    f.rule = rule;
    f.label = label;
    return nt_derived(p, &f);
}

int castel_deal(castel_state *s, nt_play *p)
{
    int present;
    NT_TRY(nt_open(p, "deal"));
    for (int seat = 0; seat < s->players; seat++)
        NT_TRY(S_deal_cards(s, p, "hand", seat, castel_hand_size[s->players],
                            NULL));
    for (int seat = 0; seat < s->players; seat++) {
        NT_TRY(S_deal_cards(s, p, "pile", seat, castel_pile_size[s->players],
                            s->pile[seat]));
        s->pile_len[seat] = castel_pile_size[s->players];
    }
    /* What is left makes the exchange. */
    memcpy(s->exch, s->deck, sizeof s->exch);
    s->exch_n = 0;
    for (int t = 0; t < CASTEL_TYPES; t++)
        s->exch_n += s->exch[t];
    memset(s->deck, 0, sizeof s->deck);
    NT_TRY(nt_open_opt(p, "exchange-cards", NULL, 1, &present));
    NT_TRY(S_list_fact(p, s->exch, "castel.deal.exchange", 1));
    NT_TRY(nt_close(p));
    NT_TRY(nt_close(p));
    nt_say(p, "each player has %d cards in hand and %d in his pile; %d "
              "cards make the exchange",
           castel_hand_size[s->players], castel_pile_size[s->players], s->exch_n);
    return NT_OK;
}

/* --------------------------------------------------------------- actions */

/* The label of a step: "turn 7, seat 2 (Bruno): place reine at c3". */
static int S_step(castel_state *s, nt_play *p, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int S_step(castel_state *s, nt_play *p, const char *fmt, ...)
{
    if (!nt_labelling(p))
        return nt_step(p, "%s", "");
    nt_buf b = {0};
    va_list ap;
    nt_buf_printf(&b, "turn %d, ", s->turn);
    castel_seat_name(s, s->seat, &b);
    nt_buf_puts(&b, ": ");
    va_start(ap, fmt);
    nt_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    int rc = nt_step(p, "%s", nt_buf_str(&b));
    nt_buf_free(&b);
    return rc;
}

/* D-23, D-73: the héraut makes the player holding the roi play him. */
static int S_heraut_forces(const castel_state *s, int seat)
{
    return s->hand[seat][C_ROI] && castel_has_pawn(s, seat) &&
           castel_find_base(s, C_HERAUT) >= 0 && castel_can_place(s, C_ROI);
}

/* The cards of a hand that can be placed now (at most `limit`). */
static int S_placeable(const castel_state *s, int seat, int32_t *out,
                       int limit)
{
    int n = 0;
    if (!castel_has_pawn(s, seat))
        return 0;
    if (S_heraut_forces(s, seat)) {
        out[0] = C_ROI;
        return 1;
    }
    for (int t = 0; t < CASTEL_TYPES && n < limit; t++)
        if (s->hand[seat][t] && castel_can_place(s, t))
            out[n++] = t;
    return n;
}

/* Whether the seat can place any card now.  Asked at every action: the
 * cards that always have a place outside the walls are looked at first. */
static int S_any_placeable(const castel_state *s, int seat)
{
    if (!castel_has_pawn(s, seat))
        return 0;
    if (S_heraut_forces(s, seat))
        return 1;
    int held[CASTEL_TYPES], n = 0;
    for (int t = 0; t < CASTEL_TYPES; t++) {
        if (!s->hand[seat][t])
            continue;
        if (castel_cards[t].zone == Z_OUTSIDE && t != C_ENGIN)
            return 1;
        held[n++] = t;
    }
    /* Then the cards of the walls and knights; the courtyard's, which
     * look for their anchors, last. */
    for (int court = 0; court < 2; court++)
        for (int i = 0; i < n; i++)
            if ((castel_cards[held[i]].zone == Z_COURT) == court &&
                castel_can_place(s, held[i]))
                return 1;
    return 0;
}

/* Whether an action is legal now, without listing the others: placing
 * asks for one placeable card, and only when the record places. */
static int S_action_legal(const void *ctx, int32_t v)
{
    const castel_state *s = ctx;
    int seat = s->seat;
    int forced = S_heraut_forces(s, seat);
    switch (v) {
    case S_draw: return !forced && s->pile_pos[seat] < s->pile_len[seat];
    case S_exchange: return !forced && s->hand_n[seat] && s->exch_n;
    case S_place: return forced || S_any_placeable(s, seat);
    default: return 0;
    }
}

/* A card the seat may place now (the heraut forces the roi, D-23). */
static int S_card_legal(const void *ctx, int32_t v)
{
    const castel_state *s = ctx;
    int seat = s->seat;
    if (v < 0 || v >= CASTEL_TYPES || !castel_has_pawn(s, seat))
        return 0;
    if (S_heraut_forces(s, seat))
        return v == C_ROI;
    return s->hand[seat][v] && castel_can_place(s, v);
}

static int S_cards_listed(const void *ctx, int32_t *out, uint32_t *odds)
{
    const castel_state *s = ctx;
    (void)odds;
    return S_placeable(s, s->seat, out, NT_MAX_LEGAL);
}

static int S_actions(const castel_state *s, int seat, int32_t *out)
{
    int n = 0;
    if (S_heraut_forces(s, seat)) {
        out[n++] = S_place;
        return n;
    }
    if (s->pile_pos[seat] < s->pile_len[seat])
        out[n++] = S_draw;
    if (s->hand_n[seat] && s->exch_n)
        out[n++] = S_exchange;
    if (S_any_placeable(s, seat))
        out[n++] = S_place;
    return n;
}

static int S_do_draw(castel_state *s, nt_play *p, int seat)
{
    int card = s->pile[seat][s->pile_pos[seat]++];
    NT_TRY(nt_fact_int(p, "card", &castel_t_card, card, "castel.draw.card",
                       0));
    s->hand[seat][card]++;
    s->hand_n[seat]++;
    s->progress = 1;
    nt_say(p, "draws %s %s from the pile (%d left)",
           castel_article(card), castel_cards[card].id,
           s->pile_len[seat] - s->pile_pos[seat]);
    return S_step(s, p, "draw");
}

static int S_do_exchange(castel_state *s, nt_play *p, int seat)
{
    int32_t g, t;
    /* Any card type held may be given, any type there taken. */
    nt_ask ag = {.q = &castel_q[Q_GIVE], .actor = seat, .n = -1,
                 .dflt = NT_NONE, .arg = seat, .legal = S_in_deck,
                 .list = S_deck_listed, .ctx = s->hand[seat]};
    NT_TRY(nt_choose(p, &ag, &g));
    nt_ask at = {.q = &castel_q[Q_TAKE], .actor = seat, .n = -1,
                 .dflt = NT_NONE, .arg = seat, .legal = S_in_deck,
                 .list = S_deck_listed, .ctx = s->exch};
    NT_TRY(nt_choose(p, &at, &t));
    s->hand[seat][g]--;
    s->exch[g]++;
    s->exch[t]--;
    s->hand[seat][t]++;
    nt_say(p, "gives %s %s to the exchange and takes %s %s",
           castel_article(g), castel_cards[g].id, castel_article(t),
           castel_cards[t].id);
    return S_step(s, p, "exchange %s for %s", castel_cards[g].id,
                  castel_cards[t].id);
}

static int S_do_place(castel_state *s, nt_play *p, int seat)
{
    int32_t spots[NT_MAX_LEGAL], card, spot;
    nt_ask ac = {.q = &castel_q[Q_CARD], .actor = seat, .n = -1,
                 .dflt = NT_NONE, .arg = seat, .legal = S_card_legal,
                 .list = S_cards_listed, .ctx = s};
    NT_TRY(nt_choose(p, &ac, &card));
    int m = castel_legal_spots(s, card, spots);
    if (spots[0] == SPOT_OUTSIDE) {
        spot = SPOT_OUTSIDE;
        NT_TRY(nt_fact_int(p, "at", &castel_t_spot, spot, "castel.place.zone",
                           1));
    } else {
        nt_ask as = {.q = &castel_q[Q_SPOT], .actor = seat, .n = m,
                     .vals = spots, .dflt = NT_NONE, .arg = card};
        NT_TRY(nt_choose(p, &as, &spot));
    }
    nt_buf where = {0};
    if (nt_labelling(p))
        castel_where_words(s, card, spot, &where);
    s->hand[seat][card]--;
    s->hand_n[seat]--;
    s->progress = 1;
    nt_say(p, "places the %s %s with a %s pawn", castel_cards[card].id,
           nt_buf_str(&where), castel_colour_name(seat));
    int rc = castel_place(s, p, card, spot, seat, 1);
    if (rc == NT_OK) {
        castel_check_winner(s, p, seat);
        rc = S_step(s, p, "place %s %s", castel_cards[card].id,
                    nt_buf_str(&where));
    }
    nt_buf_free(&where);
    return rc;
}

static int S_assert_state(castel_state *s, nt_play *p)
{
    /* Between two actions and after each turn: nearly always asserts
     * nothing, told by one look instead of an element per seat. */
    if (!nt_may_open(p, "hand") && !nt_may_open(p, "exchange-cards"))
        return NT_OK;
    for (int seat = 0; seat < s->players; seat++) {
        nt_fact key = {0};
        key.attr = "seat";
        key.type = &nt_type_seat;
        key.value = seat;
        key.rule = "castel.state.hand";
        int wanted;
        NT_TRY(nt_open_opt(p, "hand", &key, 0, &wanted));
        if (wanted)
            NT_TRY(S_list_fact(p, s->hand[seat], "castel.state.hand", 0));
        NT_TRY(nt_close(p));
    }
    int wanted;
    NT_TRY(nt_open_opt(p, "exchange-cards", NULL, 0, &wanted));
    if (wanted)
        NT_TRY(S_list_fact(p, s->exch, "castel.state.exchange", 0));
    return nt_close(p);
}

static int S_actions_listed(const void *ctx, int32_t *out, uint32_t *odds)
{
    const castel_state *s = ctx;
    (void)odds;
    return S_actions(s, s->seat, out);
}

/* Whether the seat has any legal action (D-48), placing checked last. */
static int S_any_action(const castel_state *s)
{
    return S_action_legal(s, S_draw) || S_action_legal(s, S_exchange) ||
           S_action_legal(s, S_place);
}

/* The record places a card where no placement is legal: the card's own
 * rule says why (an ambassadeur with free courtyard squares left), not
 * the generic "no card can be placed".  NT_OK when it places nothing. */
static int S_place_refused(castel_state *s, nt_play *p)
{
    nt_buf b = {0};
    int32_t card;
    const char *rule = NULL;
    if (nt_peek(p, "place", "card", &b) &&
        !castel_t_card.parse(s, nt_buf_str(&b), &card) &&
        s->hand[s->seat][card] && castel_has_pawn(s, s->seat) &&
        !S_heraut_forces(s, s->seat)) {
        nt_buf_clear(&b);
        rule = castel_card_reason(s, card, &b);
    }
    int rc = rule ? nt_fail(p, rule, "the %s cannot be placed now: %s",
                            castel_cards[card].id, nt_buf_str(&b))
                  : NT_OK;
    nt_buf_free(&b);
    return rc;
}

/* The player has no legal action (D-48), yet the record takes one: that
 * action's own rule says why it is refused (an empty pile, an empty
 * exchange, no pawn left, a card with no place), not the generic "no
 * legal action".  NT_OK when the record takes none. */
static int S_action_refused(castel_state *s, nt_play *p)
{
    static const char *const names[] = {"draw", "exchange", "place"};
    nt_buf b = {0};
    int32_t v = -1;
    for (int i = 0; i < 3 && v < 0; i++)
        if (nt_peek(p, names[i], NULL, &b))
            v = i;
    int rc = v == S_place ? S_place_refused(s, p) : NT_OK;
    if (v >= 0 && rc == NT_OK) {
        nt_ask a = {.q = &castel_q[Q_ACTION], .actor = s->seat};
        nt_buf_clear(&b);
        const char *rule = castel_why_not(s, &a, v, &b);
        rc = nt_fail(p, rule, "%s; seat %d has no legal action (D-48)",
                     nt_buf_str(&b), s->seat + 1);
    }
    nt_buf_free(&b);
    return rc;
}

/* One action; the legal kinds are listed only if needed. */
static int S_action(castel_state *s, nt_play *p)
{
    int32_t v;
    int seat = s->seat;
    s->action++;
    if (!S_action_legal(s, S_place))
        NT_TRY(S_place_refused(s, p));
    nt_ask a = {.q = &castel_q[Q_ACTION], .actor = seat, .n = -1,
                .dflt = NT_NONE, .arg = seat, .legal = S_action_legal,
                .list = S_actions_listed, .ctx = s};
    NT_TRY(nt_choose(p, &a, &v));
    if (v == S_draw)
        NT_TRY(S_do_draw(s, p, seat));
    else if (v == S_exchange)
        NT_TRY(S_do_exchange(s, p, seat));
    else
        NT_TRY(S_do_place(s, p, seat));
    return nt_close(p);
}

int castel_play_action(castel_state *s, nt_play *p)
{
    return S_action(s, p);
}

/* A <result> where the game goes on: nobody has won, and the game is not
 * blocked (rulebook: FIN DU JEU). */
static int S_not_over(castel_state *s, nt_play *p)
{
    nt_buf b = {0};
    if (!nt_peek(p, "result", NULL, &b)) {
        nt_buf_free(&b);
        return NT_OK;
    }
    nt_buf_clear(&b);
    for (int i = 0; i < s->players; i++)
        nt_buf_printf(&b, "%sseat %d holds %d in hand and %d in the pile",
                      i ? ", " : "", i + 1, s->hand_n[i],
                      s->pile_len[i] - s->pile_pos[i]);
    int rc = nt_fail(p, "castel.end.win",
                     "the game goes on: nobody has won (%s) and the game is "
                     "not blocked, so no <result> stands here",
                     nt_buf_str(&b));
    nt_buf_free(&b);
    return rc;
}

/* The turn has had its actions: anything more is one action too many,
 * and the message's context names that action. */
static int S_no_more_actions(castel_state *s, nt_play *p)
{
    s->action++;
    int rc = s->marchand_again
                 ? nt_end(p, "castel.turn.three-actions",
                          "a turn has at most three actions: the marchand "
                          "placed again gives no fourth (D-74)")
                 : nt_end(p, "castel.turn.extra", "this turn has %d actions",
                          s->actions);
    s->action--;
    return rc;
}

/* The game ended with that action (a player won): what follows in the
 * turn plays past the rule that ended it. */
static int S_ended(castel_state *s, nt_play *p)
{
    nt_buf why = {0};
    const char *rule = castel_why_over(s, &why);
    int rc = nt_end(p, rule, "the game ended with that action: %s",
                    nt_buf_str(&why));
    nt_buf_free(&why);
    return rc;
}

/* Between two actions of a turn: what the first left may be asserted, and
 * the record may stop there (the disputed moment). */
static int S_between_actions(castel_state *s, nt_play *p)
{
    int stop;
    NT_TRY(S_assert_state(s, p));
    NT_TRY(nt_marker(p, "unfinished", &stop));
    return stop ? castel_unfinished(s, p, 1) : NT_OK;
}

int castel_play_turn(castel_state *s, nt_play *p)
{
    int seat = s->seat;
    if (s->resume) {
        /* The position's turn goes on: its counts are the position's. */
        s->resume = 0;
    } else {
        s->turn++;
        s->action = 0;
        s->actions = 2;
        s->marchand_again = 0;
        s->progress = 0;
    }
    NT_TRY(S_not_over(s, p));
    NT_TRY(nt_open(p, "turn"));
    NT_TRY(nt_fact_int(p, "n", &nt_type_int, s->turn, "castel.turn.order", 1));
    NT_TRY(nt_fact_int(p, "seat", &nt_type_seat, seat, "castel.turn.order",
                       1));
    while (s->action < s->actions && s->end == END_NONE) {
        if (!S_any_action(s)) {
            nt_say(p, "seat %d has no legal action: the rest of the turn is "
                      "lost (D-48)",
                   seat + 1);
            NT_TRY(S_step(s, p, "no legal action"));
            s->action++;
            NT_TRY(S_action_refused(s, p));
            s->action--;
            /* What the turn leaves may be asserted (fmt --assert all
             * writes it), and nothing else may follow. */
            NT_TRY(S_assert_state(s, p));
            NT_TRY(nt_end(p, "castel.turn.no-action",
                          "seat %d can make no legal action", seat + 1));
            return nt_close(p);
        }
        NT_TRY(S_action(s, p));
        if (s->action < s->actions && s->end == END_NONE && S_any_action(s))
            NT_TRY(S_between_actions(s, p));
        if (s->unfinished)
            return nt_close(p);
    }
    NT_TRY(S_assert_state(s, p));
    if (s->end)
        NT_TRY(S_ended(s, p));
    else
        NT_TRY(S_no_more_actions(s, p));
    return nt_close(p);
}

/* Card effects (rulebook: LES CARTES; castel.md §9-10).  An effect applies
 * whenever it can, even against its player (§9, "Mandatory"): each choice
 * is asked only when at least one legal answer exists, and then it must be
 * made. */
#include <string.h>

#include "castel.h"

static const int32_t S_zero = 0;

static void S_seat(const castel_state *s, int seat, nt_buf *b)
{
    castel_seat_name(s, seat, b);
}

/* "the reine at c3", "the fee outside the walls", for the telling. */
static const char *S_said(const castel_state *s, int ref, nt_buf *b)
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
static void S_send_back(castel_state *s, nt_play *p, int ref, const char *why)
{
    nt_buf a = {0}, b = {0};
    const castel_piece *pc = castel_piece_at(s, ref);
    if (nt_narrating(p)) {
        S_said(s, ref, &a);
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
static int S_nothing(castel_state *s, nt_play *p, const char *elem,
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
 * and listed only when needed (generating, packing, explaining). */
typedef struct target_ctx {
    const castel_state *s;
    int kind;
} target_ctx;

static int S_target_legal(const void *ctx, int32_t v)
{
    const target_ctx *t = ctx;
    return castel_target_ok(t->s, t->kind, v);
}

static int S_target_list(const void *ctx, int32_t *out, uint32_t *odds)
{
    const target_ctx *t = ctx;
    (void)odds;
    return castel_targets(t->s, t->kind, out);
}

/* The targets in words, "e5 (princesse), c3 (roi)", for a diagnostic
 * about the element that must name one. */
static void S_target_words(const void *ctx, nt_buf *out)
{
    const target_ctx *t = ctx;
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
static int S_ask_target(const castel_state *s, nt_play *p, int q, int actor,
                        int kind, const char *rule, const char *what,
                        int32_t *v)
{
    target_ctx targets = {s, kind};
    nt_ask ask = {.q = &castel_q[q], .actor = actor, .n = -1,
                  .dflt = NT_NONE, .arg = kind, .rule = rule, .what = what,
                  .legal = S_target_legal, .list = S_target_list,
                  .ctx = &targets};
    return nt_choose(p, &ask, v);
}

/* Open the effect's element, ask for the card it acts on, and state which
 * card that is (an optional assertion). */
static int S_choose(castel_state *s, nt_play *p, int actor, int elq, int tk,
                    const char *rule, const char *what, int *ref)
{
    int32_t v;
    target_ctx targets = {s, tk};
    nt_ask el = {.q = &castel_q[elq], .actor = actor, .n = 1, .vals = &S_zero,
                 .dflt = NT_NONE, .arg = tk, .rule = rule, .what = what,
                 .words = S_target_words, .words_ctx = &targets};
    NT_TRY(nt_choose(p, &el, &v));
    NT_TRY(S_ask_target(s, p, Q_AT, actor, tk, rule,
                        what, &v));
    *ref = v;
    return nt_fact_int(p, "card", &castel_t_card,
                       castel_piece_at(s, v)->type, "castel.state.card", 0);
}

/* One send-back effect on a card of kind `tk`, if there is any. */
static int S_send_back_one(castel_state *s, nt_play *p, int actor, int tk,
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
        int rc = S_nothing(s, p, "send-back", "at", tk, rule,
                           nt_buf_str(&told));
        nt_buf_free(&told);
        return rc;
    }
    NT_TRY(S_choose(s, p, actor, Q_EL_SEND_BACK, tk, rule, what, &ref));
    NT_TRY(nt_close(p));
    S_send_back(s, p, ref, why);
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
    S_send_back(s, p, ref, "the rampart is full: the fourth soldier sends "
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
        S_send_back(s, p, refs[i], "the fourth engin-de-siege sends back "
                                   "every soldier on the ramparts "
                                   "[castel.engin-de-siege.effect]");
}

/* -------------------------------------------------------- courtyard cards */

static int S_assassin(castel_state *s, nt_play *p)
{
    int ref;
    nt_buf a = {0};
    int n = castel_count_targets(s, TK_ASSASSIN, 1);
    if (!n)
        return S_nothing(s, p, "kill", "at", TK_ASSASSIN,
                         "castel.assassin.effect",
                         "no card next to the assassin can be killed");
    NT_TRY(S_choose(s, p, s->fx.seat, Q_EL_KILL, TK_ASSASSIN,
                    "castel.assassin.effect", "card to kill", &ref));
    NT_TRY(nt_close(p));
    if (nt_narrating(p))
        nt_say(p, "%s is removed from the game for good (D-33)",
               S_said(s, ref, &a));
    castel_leave(s, ref, LEAVE_KILL);
    nt_buf_free(&a);
    return NT_OK;
}

static int S_baladin(castel_state *s, nt_play *p)
{
    int32_t v;
    int n = castel_count_targets(s, TK_BALADIN, 2);
    if (n < 2)
        return S_nothing(s, p, "swap", n ? NULL : "at", TK_BALADIN,
                         "castel.baladin.effect",
                         "fewer than two cards next to the baladin can be "
                         "swapped (D-10)");
    const char *rule = "castel.baladin.effect";
    target_ctx targets = {s, TK_BALADIN};
    nt_ask el = {.q = &castel_q[Q_EL_SWAP], .actor = s->fx.seat, .n = 1,
                 .vals = &S_zero, .dflt = NT_NONE, .arg = TK_BALADIN,
                 .rule = rule, .what = "swap of the baladin",
                 .words = S_target_words, .words_ctx = &targets};
    NT_TRY(nt_choose(p, &el, &v));
    NT_TRY(S_ask_target(s, p, Q_AT, s->fx.seat, TK_BALADIN, rule,
                        "first card to swap", &v));
    int first = v;
    s->fx.first = first;
    NT_TRY(S_ask_target(s, p, Q_WITH, s->fx.seat, TK_BALADIN2, rule,
                        "second card to swap", &v));
    NT_TRY(nt_close(p));
    int q1 = REF_SPOT(first), q2 = REF_SPOT(v);
    castel_stack t = s->sq[q1];
    s->sq[q1] = s->sq[q2];
    s->sq[q2] = t;
    nt_say(p, "the baladin swaps the %s and the %s, each keeping its pawn",
           castel_cards[s->sq[q2].p[0].type].id,
           castel_cards[s->sq[q1].p[0].type].id);
    return NT_OK;
}

/* D-66: every player with cards passes one to the left, all at once. */
static int S_bouffon(castel_state *s, nt_play *p)
{
    int chosen[CASTEL_MAX_SEATS];
    for (int k = 0; k < s->players; k++) {
        int seat = (s->fx.seat + k) % s->players;
        int32_t vals[CASTEL_TYPES], v;
        int n = 0;
        chosen[seat] = -1;
        for (int t = 0; t < CASTEL_TYPES; t++)
            if (s->hand[seat][t])
                vals[n++] = t;
        if (!n)
            continue;
        nt_ask a = {.q = &castel_q[Q_PASS], .actor = seat, .n = n,
                    .vals = vals, .key = seat, .dflt = NT_NONE, .arg = seat};
        NT_TRY(nt_choose(p, &a, &v));
        chosen[seat] = v;
    }
    for (int seat = 0; seat < s->players; seat++) {
        if (chosen[seat] < 0)
            continue;
        s->hand[seat][chosen[seat]]--;
        s->hand_n[seat]--;
    }
    for (int seat = 0; seat < s->players; seat++) {
        if (chosen[seat] < 0)
            continue;
        int left = (seat + 1) % s->players;
        s->hand[left][chosen[seat]]++;
        s->hand_n[left]++;
        nt_say(p, "seat %d passes %s %s to seat %d", seat + 1,
               castel_article(chosen[seat]), castel_cards[chosen[seat]].id,
               left + 1);
    }
    return NT_OK;
}

static int S_chevalier_noir(castel_state *s, nt_play *p)
{
    return S_send_back_one(s, p, s->fx.seat, TK_CHEVALIER_NOIR,
                           "castel.chevalier-noir.effect",
                           "chevalier to send back",
                           "the chevalier-noir sends back a chevalier next "
                           "to him");
}

static int S_summon(castel_state *s, nt_play *p);

static int S_courtisan(castel_state *s, nt_play *p)
{
    return S_send_back_one(s, p, s->fx.seat, TK_COURTISAN,
                           "castel.courtisan.effect", "card to send back",
                           "the courtisan sends back a card next to him");
}

/* D-36, D-68: take a random card from another hand, then give one of the
 * cards one held before. */
static int S_courtisane(castel_state *s, nt_play *p)
{
    int32_t seats[CASTEL_MAX_SEATS], vals[CASTEL_TYPES], v;
    uint32_t w[CASTEL_TYPES];
    int n = 0, me = s->fx.seat;
    const char *rule = "castel.courtisane.effect";
    for (int k = 1; k < s->players; k++) {
        int seat = (me + k) % s->players;
        if (s->hand_n[seat])
            seats[n++] = seat;
    }
    if (!s->hand_n[me] || !n)
        return S_nothing(s, p, "trade", NULL, -1, rule,
                         "the courtisane needs a card in hand and another "
                         "player with cards (D-36)");
    nt_ask el = {.q = &castel_q[Q_EL_TRADE], .actor = me, .n = 1,
                 .vals = &S_zero, .dflt = NT_NONE, .rule = rule,
                 .what = "trade of the courtisane"};
    NT_TRY(nt_choose(p, &el, &v));
    nt_ask who = {.q = &castel_q[Q_ATTR_SEAT], .actor = me, .n = n,
                  .vals = seats, .dflt = NT_NONE, .rule = rule,
                  .what = "player to trade with"};
    NT_TRY(nt_choose(p, &who, &v));
    int other = v;
    n = 0;
    for (int t = 0; t < CASTEL_TYPES; t++) {
        if (s->hand[other][t]) {
            vals[n] = t;
            w[n++] = s->hand[other][t];
        }
    }
    nt_ask take = {.q = &castel_q[Q_TRADE_TAKE], .actor = NT_CHANCE, .n = n,
                   .vals = vals, .weights = w, .dflt = NT_NONE};
    NT_TRY(nt_choose(p, &take, &v));
    int taken = v;
    n = 0;
    for (int t = 0; t < CASTEL_TYPES; t++)
        if (s->hand[me][t])
            vals[n++] = t;
    nt_ask give = {.q = &castel_q[Q_TRADE_GIVE], .actor = me, .n = n,
                   .vals = vals, .dflt = NT_NONE};
    NT_TRY(nt_choose(p, &give, &v));
    NT_TRY(nt_close(p));
    s->hand[other][taken]--;
    s->hand[me][taken]++;
    s->hand[me][v]--;
    s->hand[other][v]++;
    nt_say(p, "seat %d draws %s %s at random from seat %d and gives %s %s "
              "in return",
           me + 1, castel_article(taken), castel_cards[taken].id, other + 1,
           castel_article(v), castel_cards[v].id);
    return NT_OK;
}

static int S_dame(castel_state *s, nt_play *p)
{
    return S_send_back_one(s, p, s->fx.seat, TK_DAME,
                           "castel.dame-de-compagnie.effect",
                           "masculine card to send back",
                           "the dame-de-compagnie sends back a masculine card "
                           "next to her in the courtyard");
}

/* D-11: the pawns on every card next to the espion, dealt out anew. */
static int S_espion(castel_state *s, nt_play *p)
{
    int refs[64], n = 0;
    int pool[CASTEL_MAX_SEATS + 1] = {0}; /* index pawn + 1 */
    for (int q = 0; q < CASTEL_SQUARES; q++) {
        if (!castel_adjacent(q, s->fx.spot))
            continue;
        for (int l = 0; l < s->sq[q].h; l++) {
            refs[n++] = REF(q, l);
            pool[s->sq[q].p[l].pawn + 1]++;
        }
    }
    if (n < 2)
        return S_nothing(s, p, "pawn", NULL, -1, "castel.espion.effect",
                         "fewer than two cards next to the espion: nothing "
                         "to permute");
    int8_t newpawn[64];
    for (int i = 0; i < n; i++) {
        int32_t vals[CASTEL_MAX_SEATS + 1], v;
        int m = 0;
        for (int c = 0; c <= CASTEL_MAX_SEATS; c++)
            if (pool[c])
                vals[m++] = c - 1;
        int cur = castel_piece_at(s, refs[i])->pawn;
        nt_ask a = {.q = &castel_q[Q_ESPION], .actor = s->fx.seat, .n = m,
                    .vals = vals, .key = refs[i], .dflt = cur};
        NT_TRY(nt_choose(p, &a, &v));
        pool[v + 1]--;
        newpawn[i] = (int8_t)v;
    }
    for (int i = 0; i < n; i++) {
        castel_stack *st = castel_stack_at(s, REF_SPOT(refs[i]));
        castel_piece *pc = &st->p[REF_LEVEL(refs[i])];
        if (pc->pawn != newpawn[i] && nt_narrating(p)) {
            nt_buf b = {0};
            castel_format_ref(s, refs[i], &b);
            nt_say(p, "the espion puts a %s pawn on the %s at %s",
                   castel_colour_name(newpawn[i]), castel_cards[pc->type].id,
                   nt_buf_str(&b));
            nt_buf_free(&b);
        }
        pc->pawn = newpawn[i];
    }
    return NT_OK;
}

static int S_move_knight(castel_state *s, nt_play *p, int actor, int elq,
                         const char *rule)
{
    int32_t v;
    nt_buf a = {0};
    if (elq >= 0) {
        nt_ask el = {.q = &castel_q[elq], .actor = actor, .n = 1,
                     .vals = &S_zero, .dflt = NT_NONE, .rule = rule,
                     .what = "chevalier move"};
        NT_TRY(nt_choose(p, &el, &v));
    }
    NT_TRY(S_ask_target(s, p, Q_FROM, actor, TK_KNIGHT, rule,
                        "chevalier to move", &v));
    int ref = v;
    s->fx.first = ref;
    NT_TRY(S_ask_target(s, p, Q_TO_SPOT, actor, DK_KNIGHT, rule,
                        "card to move the chevalier onto", &v));
    NT_TRY(nt_close(p));
    if (nt_narrating(p)) {
        S_said(s, ref, &a);
        nt_buf_puts(&a, " moves onto the card at ");
        castel_format_spot(s, v, &a);
        nt_say(p, "%s", nt_buf_str(&a));
    }
    /* A chevalier is never the bottom card, so no stack empties here. */
    castel_piece pc = castel_pop(s, REF_SPOT(ref));
    castel_push(s, v, pc);
    nt_buf_free(&a);
    return NT_OK;
}

static int S_move_king(castel_state *s, nt_play *p, int elq)
{
    int32_t v;
    const char *rule = "castel.favorite.effect";
    int king = castel_find_base(s, C_ROI);
    s->fx.first = REF(king, 0);
    if (elq >= 0) {
        nt_ask el = {.q = &castel_q[elq], .actor = s->fx.seat, .n = 1,
                     .vals = &S_zero, .dflt = NT_NONE, .rule = rule,
                     .what = "move of the roi"};
        NT_TRY(nt_choose(p, &el, &v));
    }
    NT_TRY(S_ask_target(s, p, Q_TO_SQUARE, s->fx.seat, DK_KING, rule,
                        "square for the roi", &v));
    NT_TRY(nt_close(p));
    s->sq[v] = s->sq[king];
    s->sq[king].h = 0;
    if (nt_narrating(p)) {
        nt_buf b = {0};
        castel_format_spot(s, v, &b);
        nt_say(p, "the favorite moves the roi to %s (D-51)", nt_buf_str(&b));
        nt_buf_free(&b);
    }
    return NT_OK;
}

static int S_king_movable(const castel_state *s)
{
    int king = castel_find_base(s, C_ROI);
    return castel_is_square(king) && castel_square_zone(king) == Z_COURT &&
           castel_return_target(s, REF(king, 0)) &&
           castel_free_squares(s, Z_COURT) > 0;
}

/* D-69: two moves, in the order the player picks by making one first;
 * each part is looked at again when its turn comes. */
static int S_favorite(castel_state *s, nt_play *p)
{
    int32_t v;
    const char *rule = "castel.favorite.effect";
    int king = S_king_movable(s);
    int knight = castel_count_targets(s, TK_KNIGHT, 1) > 0;
    int first_king;
    if (king && knight) {
        int32_t both[2] = {0, 1};
        nt_ask a = {.q = &castel_q[Q_EL_FAV], .actor = s->fx.seat, .n = 2,
                    .vals = both, .dflt = NT_NONE};
        NT_TRY(nt_choose(p, &a, &v));
        first_king = v == 0;
        if (first_king)
            NT_TRY(S_move_king(s, p, -1));
        else
            NT_TRY(S_move_knight(s, p, s->fx.seat, -1, rule));
    } else if (king) {
        first_king = 1;
        NT_TRY(S_move_king(s, p, Q_EL_MOVE_KING));
    } else if (knight) {
        first_king = 0;
        NT_TRY(S_move_knight(s, p, s->fx.seat, Q_EL_MOVE_KNIGHT, rule));
    } else {
        nt_buf seen = {0};
        int king_named = nt_peek(p, "move-king", NULL, &seen);
        nt_buf_free(&seen);
        if (king_named)
            return nt_fail(p, rule, "the roi cannot move: he is not at court, "
                                    "is protected, or no courtyard square is "
                                    "free (D-51)");
        return S_nothing(s, p, "move-knight", "from", TK_KNIGHT, rule,
                         "neither the roi nor a chevalier can move (D-51)");
    }
    if (first_king && castel_count_targets(s, TK_KNIGHT, 1))
        return S_move_knight(s, p, s->fx.seat, Q_EL_MOVE_KNIGHT, rule);
    if (!first_king && S_king_movable(s))
        return S_move_king(s, p, Q_EL_MOVE_KING);
    return NT_OK;
}

/* D-67: everyone draws at random from the hand on his right, all at once. */
static int S_fou(castel_state *s, nt_play *p)
{
    int got[CASTEL_MAX_SEATS];
    for (int k = 0; k < s->players; k++) {
        int seat = (s->fx.seat + k) % s->players;
        int right = (seat + s->players - 1) % s->players;
        int32_t vals[CASTEL_TYPES], v;
        uint32_t w[CASTEL_TYPES];
        int n = 0;
        got[seat] = -1;
        for (int t = 0; t < CASTEL_TYPES; t++) {
            if (s->hand[right][t]) {
                vals[n] = t;
                w[n++] = s->hand[right][t];
            }
        }
        if (!n)
            continue;
        nt_ask a = {.q = &castel_q[Q_FOU], .actor = NT_CHANCE, .n = n,
                    .vals = vals, .weights = w, .key = seat, .dflt = NT_NONE,
                    .arg = seat};
        NT_TRY(nt_choose(p, &a, &v));
        got[seat] = v;
    }
    for (int seat = 0; seat < s->players; seat++) {
        if (got[seat] < 0)
            continue;
        int right = (seat + s->players - 1) % s->players;
        s->hand[right][got[seat]]--;
        s->hand_n[right]--;
    }
    for (int seat = 0; seat < s->players; seat++) {
        if (got[seat] < 0)
            continue;
        s->hand[seat][got[seat]]++;
        s->hand_n[seat]++;
        nt_say(p, "seat %d draws %s %s from seat %d's hand", seat + 1,
               castel_article(got[seat]), castel_cards[got[seat]].id,
               (seat + s->players - 1) % s->players + 1);
    }
    return NT_OK;
}

static int S_intriguant(castel_state *s, nt_play *p)
{
    int32_t v;
    const char *rule = "castel.intriguant.effect";
    int n = castel_count_targets(s, TK_INTRIGUANT, 2);
    if (n < 2)
        return S_nothing(s, p, "swap-pawns", NULL, -1, rule,
                         "fewer than two other cards in play (D-12)");
    target_ctx targets = {s, TK_INTRIGUANT};
    nt_ask el = {.q = &castel_q[Q_EL_SWAP_PAWNS], .actor = s->fx.seat, .n = 1,
                 .vals = &S_zero, .dflt = NT_NONE, .rule = rule,
                 .what = "pawn swap of the intriguant",
                 .words = S_target_words, .words_ctx = &targets};
    NT_TRY(nt_choose(p, &el, &v));
    NT_TRY(S_ask_target(s, p, Q_AT, s->fx.seat, TK_INTRIGUANT, rule,
                        "first card", &v));
    int first = v;
    s->fx.first = first;
    NT_TRY(S_ask_target(s, p, Q_WITH, s->fx.seat, TK_INTRIGUANT2, rule,
                        "second card", &v));
    NT_TRY(nt_close(p));
    castel_piece *x = &castel_stack_at(s, REF_SPOT(first))->p[REF_LEVEL(first)];
    castel_piece *y = &castel_stack_at(s, REF_SPOT(v))->p[REF_LEVEL(v)];
    int8_t t = x->pawn;
    x->pawn = y->pawn;
    y->pawn = t;
    nt_say(p, "the intriguant swaps the pawns of the %s and the %s",
           castel_cards[x->type].id, castel_cards[y->type].id);
    return NT_OK;
}

/* D-22, D-70: a third action, and up to three foreign pawns replaced. */
static int S_marchand(castel_state *s, nt_play *p)
{
    const char *rule = "castel.marchand.effect";
    if (s->turn > 0 && s->actions < 3) {
        s->actions = 3;
        nt_say(p, "the marchand gives a third action this turn (D-22)");
    } else if (s->turn > 0) {
        s->marchand_again = 1;
        nt_say(p, "the marchand placed again this turn gives no further "
                  "action (D-74)");
    }
    for (int i = 0; i < 3; i++) {
        int32_t v;
        int n = castel_count_targets(s, TK_MARCHAND, 1);
        if (!n || !castel_has_pawn(s, s->fx.seat))
            return S_nothing(s, p, "replace-pawn", "at", TK_MARCHAND, rule,
                             n ? "the player has no pawn left (D-47)"
                               : "no other player's pawn is left to "
                                 "replace");
        target_ctx targets = {s, TK_MARCHAND};
        nt_ask el = {.q = &castel_q[Q_EL_REPLACE], .actor = s->fx.seat, .n = 1,
                     .vals = &S_zero, .dflt = NT_NONE, .rule = rule,
                     .what = "pawn replacement of the marchand",
                     .words = S_target_words, .words_ctx = &targets};
        NT_TRY(nt_choose(p, &el, &v));
        NT_TRY(S_ask_target(s, p, Q_AT, s->fx.seat, TK_MARCHAND, rule,
                            "card whose pawn to replace", &v));
        NT_TRY(nt_close(p));
        castel_piece *pc = &castel_stack_at(s, REF_SPOT(v))->p[REF_LEVEL(v)];
        s->supply[pc->pawn]++;
        nt_say(p, "the marchand replaces seat %d's pawn on the %s with one of "
                  "seat %d's",
               pc->pawn + 1, castel_cards[pc->type].id, s->fx.seat + 1);
        pc->pawn = (int8_t)s->fx.seat;
        s->supply[s->fx.seat]--;
    }
    return NT_OK;
}

static int S_move_in_zone(castel_state *s, nt_play *p, int tk, int dk,
                          const char *rule, const char *what)
{
    int32_t v;
    int n = castel_count_targets(s, tk, 1);
    if (!n)
        return S_nothing(s, p, "move", "from", tk, rule,
                         "no card can be moved");
    target_ctx targets = {s, tk};
    nt_ask el = {.q = &castel_q[Q_EL_MOVE], .actor = s->fx.seat, .n = 1,
                 .vals = &S_zero, .dflt = NT_NONE, .rule = rule, .what = what,
                 .words = S_target_words, .words_ctx = &targets};
    NT_TRY(nt_choose(p, &el, &v));
    NT_TRY(S_ask_target(s, p, Q_FROM, s->fx.seat, tk, rule,
                        "card to move", &v));
    int ref = v;
    s->fx.first = ref;
    NT_TRY(S_ask_target(s, p, Q_TO_SQUARE, s->fx.seat, dk, rule,
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

static int S_prince_charmant(castel_state *s, nt_play *p)
{
    return S_move_in_zone(s, p, TK_CHARMANT, DK_CHARMANT,
                          "castel.prince-charmant.effect",
                          "move of the prince-charmant");
}

static int S_princesse(castel_state *s, nt_play *p)
{
    if (!castel_count_targets(s, TK_KNIGHT, 1))
        return S_nothing(s, p, "move-knight", "from", TK_KNIGHT,
                         "castel.princesse.effect", "no chevalier can move");
    return S_move_knight(s, p, s->fx.seat, Q_EL_MOVE_KNIGHT,
                         "castel.princesse.effect");
}

static int S_reine(castel_state *s, nt_play *p)
{
    return S_send_back_one(s, p, s->fx.seat, TK_REINE, "castel.reine.effect",
                           "card to send back from the courtyard",
                           "the reine sends back a card from the courtyard");
}

/* D-17: the roi's send-back, then the one the favorite's player makes. */
static int S_roi(castel_state *s, nt_play *p)
{
    NT_TRY(S_send_back_one(s, p, s->fx.seat, TK_ROI, "castel.roi.effect",
                           "card to send back from the castle",
                           "the roi sends back a card from the castle"));
    int fav = castel_find_base(s, C_FAVORITE);
    if (!castel_is_square(fav) || castel_square_zone(fav) != Z_COURT)
        return NT_OK;
    int chooser = s->sq[fav].p[0].pawn;
    int ref;
    if (chooser < 0) {
        nt_say(p, "the favorite carries no pawn: nobody sends back a second "
                  "card (D-17)");
        return NT_OK;
    }
    int n = castel_count_targets(s, TK_ROI, 1);
    if (!n) {
        nt_say(p, "the favorite's player finds no card to send back");
        return NT_OK;
    }
    NT_TRY(S_choose(s, p, chooser, Q_EL_SEND_BACK, TK_ROI,
                    "castel.roi.effect",
                    "card the favorite's player sends back", &ref));
    NT_TRY(nt_fact_int(p, "by", &nt_type_seat, chooser, "castel.roi.effect",
                       1));
    NT_TRY(nt_close(p));
    S_send_back(s, p, ref, "the favorite is at court: her player sends back "
                           "a card too (D-17)");
    return NT_OK;
}

static int S_voleur(castel_state *s, nt_play *p)
{
    int ref;
    nt_buf a = {0};
    int n = castel_count_targets(s, TK_VOLEUR, 1);
    if (!n)
        return S_nothing(s, p, "remove-pawn", "at", TK_VOLEUR,
                         "castel.voleur.effect",
                         "no card next to the voleur carries a pawn");
    NT_TRY(S_choose(s, p, s->fx.seat, Q_EL_REMOVE_PAWN, TK_VOLEUR,
                    "castel.voleur.effect", "card whose pawn to remove",
                    &ref));
    NT_TRY(nt_close(p));
    castel_piece *pc = &castel_stack_at(s, REF_SPOT(ref))->p[REF_LEVEL(ref)];
    if (nt_narrating(p))
        nt_say(p, "the voleur takes seat %d's pawn off %s; sent back later "
                  "without a pawn, it would go to the exchange (D-14)",
               pc->pawn + 1, S_said(s, ref, &a));
    s->supply[pc->pawn]++;
    pc->pawn = -1;
    nt_buf_free(&a);
    return NT_OK;
}

/* ----------------------------------------------------------- outside cards */

static int S_barbare(castel_state *s, nt_play *p)
{
    return S_send_back_one(s, p, s->fx.seat, TK_BARBARE,
                           "castel.barbare.effect",
                           "card to send back from a tower or a rampart",
                           "the barbare sends back a card from a tower or a "
                           "rampart");
}

static int S_dragon(castel_state *s, nt_play *p)
{
    NT_TRY(S_send_back_one(s, p, s->fx.seat, TK_DRAGON_OUT,
                           "castel.dragon.effect",
                           "card to send back from outside the walls",
                           "the dragon first sends back a card outside the "
                           "walls (D-43)"));
    return S_send_back_one(s, p, s->fx.seat, TK_DRAGON_IN,
                           "castel.dragon.effect",
                           "card to send back from a tower or a rampart",
                           "then a card from a tower or a rampart");
}

/* D-20, D-72: the card placed last before the enchanteur, if it is still
 * in play and free. */
static int S_enchanteur(castel_state *s, nt_play *p)
{
    for (int spot = 0; spot < SPOT_OUT0 + s->nout; spot++) {
        const castel_stack *st = castel_stack_cat(s, spot);
        for (int l = 0; st && l < st->h; l++) {
            if (st->p[l].serial != s->fx.before)
                continue;
            int ref = REF(spot, l);
            if (castel_return_target(s, ref)) {
                S_send_back(s, p, ref, "the enchanteur sends back the card "
                                       "placed last (D-20)");
            } else if (nt_narrating(p)) {
                nt_buf a = {0};
                nt_say(p, "%s was placed last, but it is protected: the "
                          "enchanteur does nothing (D-72)",
                       S_said(s, ref, &a));
                nt_buf_free(&a);
            }
            return NT_OK;
        }
    }
    nt_say(p, "the card placed last is no longer in play: the enchanteur "
              "does nothing (D-72)");
    return NT_OK;
}

static int S_fee(castel_state *s, nt_play *p)
{
    int ref;
    nt_buf a = {0};
    int n = castel_count_targets(s, TK_FEE, 1);
    if (!n)
        return S_nothing(s, p, "move-out", "at", TK_FEE, "castel.fee.effect",
                         "no card in the castle can be drawn out (D-25)");
    NT_TRY(S_choose(s, p, s->fx.seat, Q_EL_MOVE_OUT, TK_FEE,
                    "castel.fee.effect", "card to draw out of the castle",
                    &ref));
    NT_TRY(nt_close(p));
    if (nt_narrating(p))
        nt_say(p, "the fee draws %s out of the walls; it keeps its pawn "
                  "(D-25)",
               S_said(s, ref, &a));
    castel_piece pc = castel_pop(s, REF_SPOT(ref));
    castel_push(s, SPOT_OUTSIDE, pc);
    nt_buf_free(&a);
    return NT_OK;
}

/* -------------------------------------------------------------- ramparts */

static int S_traitre(castel_state *s, nt_play *p)
{
    return S_send_back_one(s, p, s->fx.seat, TK_TRAITRE,
                           "castel.traitre.effect",
                           "card to send back from the courtyard",
                           "the traitre sends back a card next to him in the "
                           "courtyard");
}

/* ---------------------------------------------------------------- towers */

/* D-34: min(2, hand, exchange) cards swapped with the exchange at once. */
static int S_alchimiste(castel_state *s, nt_play *p)
{
    int me = s->fx.seat;
    int k = s->hand_n[me] < s->exch_n ? s->hand_n[me] : s->exch_n;
    int gave[2], took[2];
    uint8_t hand[CASTEL_TYPES], exch[CASTEL_TYPES];
    const char *rule = "castel.alchimiste.effect";
    if (k > 2)
        k = 2;
    if (!k)
        return S_nothing(s, p, "give", NULL, -1, rule,
                         "no card to swap with the exchange (D-34)");
    memcpy(hand, s->hand[me], sizeof hand);
    memcpy(exch, s->exch, sizeof exch);
    for (int pass = 0; pass < 2; pass++) {
        uint8_t *from = pass ? exch : hand;
        for (int i = 0; i < k; i++) {
            int32_t vals[CASTEL_TYPES], v;
            int n = 0;
            for (int t = 0; t < CASTEL_TYPES; t++)
                if (from[t])
                    vals[n++] = t;
            const char *what = pass ? "card taken from the exchange"
                                    : "card given to the exchange";
            nt_ask el = {.q = &castel_q[pass ? Q_EL_TAKE : Q_EL_GIVE],
                         .actor = me, .n = 1, .vals = &S_zero, .dflt = NT_NONE,
                         .rule = rule, .what = what};
            NT_TRY(nt_choose(p, &el, &v));
            nt_ask c = {.q = &castel_q[Q_ATTR_CARD], .actor = me, .n = n,
                        .vals = vals, .dflt = NT_NONE, .rule = rule,
                        .what = what};
            NT_TRY(nt_choose(p, &c, &v));
            NT_TRY(nt_close(p));
            from[v]--;
            (pass ? took : gave)[i] = v;
        }
    }
    for (int i = 0; i < k; i++) {
        s->hand[me][gave[i]]--;
        s->exch[gave[i]]++;
        s->exch[took[i]]--;
        s->hand[me][took[i]]++;
        nt_say(p, "the alchimiste swaps %s %s from the hand for %s %s from "
                  "the exchange",
               castel_article(gave[i]), castel_cards[gave[i]].id,
               castel_article(took[i]), castel_cards[took[i]].id);
    }
    return NT_OK;
}

static int S_archer(castel_state *s, nt_play *p)
{
    return S_send_back_one(s, p, s->fx.seat, TK_ARCHER, "castel.archer.effect",
                           "card to send back from outside the walls",
                           "the archer sends back a card outside the walls");
}

static int S_guetteur(castel_state *s, nt_play *p)
{
    return S_move_in_zone(s, p, TK_GUETTEUR, DK_GUETTEUR,
                          "castel.guetteur.effect", "move of the guetteur");
}

static int S_magicien(castel_state *s, nt_play *p)
{
    int ref;
    nt_buf a = {0};
    int n = castel_count_targets(s, TK_MAGICIEN, 1);
    if (!n)
        return S_nothing(s, p, "to-exchange", "at", TK_MAGICIEN,
                         "castel.magicien.effect",
                         "no card can be sent to the exchange");
    NT_TRY(S_choose(s, p, s->fx.seat, Q_EL_TO_EXCHANGE, TK_MAGICIEN,
                    "castel.magicien.effect",
                    "card to send to the exchange", &ref));
    NT_TRY(nt_close(p));
    if (nt_narrating(p))
        nt_say(p, "the magicien sends %s to the exchange, pawn or not (D-32)",
               S_said(s, ref, &a));
    castel_leave(s, ref, LEAVE_EXCHANGE);
    nt_buf_free(&a);
    return NT_OK;
}

/* D-35: an exchange card to the hand of any player, oneself included. */
static int S_sorciere(castel_state *s, nt_play *p)
{
    int32_t vals[CASTEL_TYPES], seats[CASTEL_MAX_SEATS], v;
    int n = 0, me = s->fx.seat;
    const char *rule = "castel.sorciere.effect";
    if (!s->exch_n)
        return S_nothing(s, p, "send", NULL, -1, rule,
                         "the exchange is empty: the sorciere does nothing");
    for (int t = 0; t < CASTEL_TYPES; t++)
        if (s->exch[t])
            vals[n++] = t;
    nt_ask el = {.q = &castel_q[Q_EL_SEND], .actor = me, .n = 1,
                 .vals = &S_zero, .dflt = NT_NONE, .rule = rule,
                 .what = "gift of the sorciere"};
    NT_TRY(nt_choose(p, &el, &v));
    nt_ask c = {.q = &castel_q[Q_ATTR_CARD], .actor = me, .n = n, .vals = vals,
                .dflt = NT_NONE, .rule = rule,
                .what = "exchange card to hand over"};
    NT_TRY(nt_choose(p, &c, &v));
    int card = v;
    for (int i = 0; i < s->players; i++)
        seats[i] = i;
    nt_ask to = {.q = &castel_q[Q_SEND_TO], .actor = me, .n = s->players,
                 .vals = seats, .dflt = NT_NONE};
    NT_TRY(nt_choose(p, &to, &v));
    NT_TRY(nt_close(p));
    s->exch[card]--;
    s->exch_n--;
    s->hand[v][card]++;
    s->hand_n[v]++;
    nt_say(p, "the sorciere hands the %s from the exchange to seat %d",
           castel_cards[card].id, v + 1);
    return NT_OK;
}

/* ----------------------------------------------------------------- table */

typedef int (*effect_fn)(castel_state *s, nt_play *p);

static const effect_fn S_effects[CASTEL_TYPES] = {
    [C_ASSASSIN] = S_assassin,
    [C_BALADIN] = S_baladin,
    [C_BOUFFON] = S_bouffon,
    [C_CHEVALIER_NOIR] = S_chevalier_noir,
    [C_CONSEILLER] = S_summon,
    [C_COURTISAN] = S_courtisan,
    [C_COURTISANE] = S_courtisane,
    [C_DAME] = S_dame,
    [C_ESPION] = S_espion,
    [C_FAVORITE] = S_favorite,
    [C_FOU] = S_fou,
    [C_INTRIGUANT] = S_intriguant,
    [C_MARCHAND] = S_marchand,
    [C_PRINCE_CHARMANT] = S_prince_charmant,
    [C_PRINCESSE] = S_princesse,
    [C_REINE] = S_reine,
    [C_ROI] = S_roi,
    [C_VOLEUR] = S_voleur,
    [C_BARBARE] = S_barbare,
    [C_DRAGON] = S_dragon,
    [C_ENCHANTEUR] = S_enchanteur,
    [C_FEE] = S_fee,
    [C_TRAITRE] = S_traitre,
    [C_ALCHIMISTE] = S_alchimiste,
    [C_ARCHER] = S_archer,
    [C_GUETTEUR] = S_guetteur,
    [C_MAGICIEN] = S_magicien,
    [C_SORCIERE] = S_sorciere,
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
    S_send_back(s, p, REF(spot, 0), "the fantome takes its place (D-27)");
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
    return rc;
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
        return S_nothing(s, p, "summon", NULL, -1, rule,
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

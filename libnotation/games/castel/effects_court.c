/* The effects of the courtyard cards (rulebook: LES CARTES, cour;
 * castel.md §9-10), in the order of the table of effects (effects.c); the
 * conseiller-du-roi's summons is there too, with placing.  What the
 * effects share is in effects.c (castel.h). */
#include "castel.h"

static const int32_t S_zero = 0;

int castel_effect_assassin(castel_state *s, nt_play *p)
{
    int ref;
    nt_buf a = {0};
    int n = castel_count_targets(s, TK_ASSASSIN, 1);
    if (!n)
        return castel_nothing(s, p, "kill", "at", TK_ASSASSIN,
                              "castel.assassin.effect",
                              "no card next to the assassin can be killed");
    NT_TRY(castel_choose(s, p, s->fx.seat, Q_EL_KILL, TK_ASSASSIN,
                         "castel.assassin.effect", "card to kill", &ref));
    NT_TRY(nt_close(p));
    if (nt_narrating(p))
        nt_say(p, "%s is removed from the game for good (D-33)",
               castel_said(s, ref, &a));
    castel_leave(s, ref, LEAVE_KILL);
    nt_buf_free(&a);
    return NT_OK;
}

int castel_effect_baladin(castel_state *s, nt_play *p)
{
    int32_t v;
    int n = castel_count_targets(s, TK_BALADIN, 2);
    if (n < 2)
        return castel_nothing(
            s, p, "swap", n ? NULL : "at", TK_BALADIN, "castel.baladin.effect",
            "fewer than two cards next to the baladin can be "
            "swapped (D-10)");
    const char *rule = "castel.baladin.effect";
    castel_target_ctx targets = {s, TK_BALADIN};
    nt_ask el = {.q = &castel_q[Q_EL_SWAP], .actor = s->fx.seat, .n = 1,
                 .vals = &S_zero, .dflt = NT_NONE, .arg = TK_BALADIN,
                 .rule = rule, .what = "swap of the baladin",
                 .words = castel_target_words, .words_ctx = &targets};
    NT_TRY(nt_choose(p, &el, &v));
    NT_TRY(castel_ask_target(s, p, Q_AT, s->fx.seat, TK_BALADIN, rule,
                             "first card to swap", &v));
    int first = v;
    s->fx.first = first;
    NT_TRY(castel_ask_target(s, p, Q_WITH, s->fx.seat, TK_BALADIN2, rule,
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
int castel_effect_bouffon(castel_state *s, nt_play *p)
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

int castel_effect_chevalier_noir(castel_state *s, nt_play *p)
{
    return castel_send_back_one(
        s, p, s->fx.seat, TK_CHEVALIER_NOIR, "castel.chevalier-noir.effect",
        "chevalier to send back",
        "the chevalier-noir sends back a chevalier next "
        "to him");
}

int castel_effect_courtisan(castel_state *s, nt_play *p)
{
    return castel_send_back_one(s, p, s->fx.seat, TK_COURTISAN,
                                "castel.courtisan.effect", "card to send back",
                                "the courtisan sends back a card next to him");
}

/* D-36, D-68: take a random card from another hand, then give one of the
 * cards one held before. */
int castel_effect_courtisane(castel_state *s, nt_play *p)
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
        return castel_nothing(
            s, p, "trade", NULL, -1, rule,
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
                   .vals = vals, .weights = w, .dflt = NT_NONE,
                   .source = "hand", .owner = other + 1};
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

int castel_effect_dame(castel_state *s, nt_play *p)
{
    return castel_send_back_one(
        s, p, s->fx.seat, TK_DAME, "castel.dame-de-compagnie.effect",
        "masculine card to send back",
        "the dame-de-compagnie sends back a masculine card "
        "next to her in the courtyard");
}

/* D-11: the pawns on every card next to the espion, dealt out anew. */
int castel_effect_espion(castel_state *s, nt_play *p)
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
        return castel_nothing(
            s, p, "pawn", NULL, -1, "castel.espion.effect",
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
    NT_TRY(castel_ask_target(s, p, Q_FROM, actor, TK_KNIGHT, rule,
                             "chevalier to move", &v));
    int ref = v;
    s->fx.first = ref;
    NT_TRY(castel_ask_target(s, p, Q_TO_SPOT, actor, DK_KNIGHT, rule,
                             "card to move the chevalier onto", &v));
    NT_TRY(nt_close(p));
    if (nt_narrating(p)) {
        castel_said(s, ref, &a);
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
    NT_TRY(castel_ask_target(s, p, Q_TO_SQUARE, s->fx.seat, DK_KING, rule,
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

/* The roi cannot move (D-51), yet the record moves him: say why, under
 * the rule that holds him (a chevalier or the pretre protecting him) or
 * else the favorite's own.  NT_OK when the record does not move him. */
static int S_king_refused(castel_state *s, nt_play *p)
{
    nt_buf b = {0};
    if (!nt_peek(p, "move-king", NULL, &b)) {
        nt_buf_free(&b);
        return NT_OK;
    }
    nt_buf_clear(&b);
    int king = castel_find_base(s, C_ROI);
    const char *rule = NULL;
    if (!castel_is_square(king) || castel_square_zone(king) != Z_COURT)
        nt_buf_puts(&b, "the roi is not at court (D-51, D-52)");
    else if (!(rule = castel_protection_reason(s, REF(king, 0), &b)))
        nt_buf_puts(&b, "no courtyard square is free (D-51)");
    int rc = nt_fail(p, rule ? rule : "castel.favorite.effect",
                     "<move-king> cannot be: %s", nt_buf_str(&b));
    nt_buf_free(&b);
    return rc;
}

/* No chevalier can move: a <move-knight> naming one is told why that one
 * cannot (a protection cites its own rule).  NT_OK when there is none. */
static int S_knight_refused(castel_state *s, nt_play *p)
{
    return castel_nothing(s, p, "move-knight", "from", TK_KNIGHT,
                          "castel.favorite.effect",
                          "no chevalier can move (D-51)");
}

/* D-69: two moves, in the order the player picks by making one first;
 * each part is looked at again when its turn comes. */
int castel_effect_favorite(castel_state *s, nt_play *p)
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
        NT_TRY(S_knight_refused(s, p));
        NT_TRY(S_move_king(s, p, Q_EL_MOVE_KING));
    } else if (knight) {
        first_king = 0;
        NT_TRY(S_king_refused(s, p));
        NT_TRY(S_move_knight(s, p, s->fx.seat, Q_EL_MOVE_KNIGHT, rule));
    } else {
        NT_TRY(S_king_refused(s, p));
        return castel_nothing(
            s, p, "move-knight", "from", TK_KNIGHT, rule,
            "neither the roi nor a chevalier can move (D-51)");
    }
    if (first_king && castel_count_targets(s, TK_KNIGHT, 1))
        return S_move_knight(s, p, s->fx.seat, Q_EL_MOVE_KNIGHT, rule);
    if (!first_king && S_king_movable(s))
        return S_move_king(s, p, Q_EL_MOVE_KING);
    return first_king ? S_knight_refused(s, p) : S_king_refused(s, p);
}

/* D-67: everyone draws at random from the hand on his right, all at once. */
int castel_effect_fou(castel_state *s, nt_play *p)
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
                    .arg = seat, .source = "hand", .owner = right + 1};
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

int castel_effect_intriguant(castel_state *s, nt_play *p)
{
    int32_t v;
    const char *rule = "castel.intriguant.effect";
    int n = castel_count_targets(s, TK_INTRIGUANT, 2);
    if (n < 2)
        return castel_nothing(s, p, "swap-pawns", NULL, -1, rule,
                              "fewer than two other cards in play (D-12)");
    castel_target_ctx targets = {s, TK_INTRIGUANT};
    nt_ask el = {.q = &castel_q[Q_EL_SWAP_PAWNS], .actor = s->fx.seat, .n = 1,
                 .vals = &S_zero, .dflt = NT_NONE, .rule = rule,
                 .what = "pawn swap of the intriguant",
                 .words = castel_target_words, .words_ctx = &targets};
    NT_TRY(nt_choose(p, &el, &v));
    NT_TRY(castel_ask_target(s, p, Q_AT, s->fx.seat, TK_INTRIGUANT, rule,
                             "first card", &v));
    int first = v;
    s->fx.first = first;
    NT_TRY(castel_ask_target(s, p, Q_WITH, s->fx.seat, TK_INTRIGUANT2, rule,
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
int castel_effect_marchand(castel_state *s, nt_play *p)
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
            return castel_nothing(s, p, "replace-pawn", "at", TK_MARCHAND,
                                  rule,
                                  n ? "the player has no pawn left (D-47)"
                                    : "no other player's pawn is left to "
                                      "replace");
        castel_target_ctx targets = {s, TK_MARCHAND};
        nt_ask el = {.q = &castel_q[Q_EL_REPLACE], .actor = s->fx.seat, .n = 1,
                     .vals = &S_zero, .dflt = NT_NONE, .rule = rule,
                     .what = "pawn replacement of the marchand",
                     .words = castel_target_words, .words_ctx = &targets};
        NT_TRY(nt_choose(p, &el, &v));
        NT_TRY(castel_ask_target(s, p, Q_AT, s->fx.seat, TK_MARCHAND, rule,
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

int castel_effect_prince_charmant(castel_state *s, nt_play *p)
{
    return castel_move_in_zone(s, p, TK_CHARMANT, DK_CHARMANT,
                               "castel.prince-charmant.effect",
                               "move of the prince-charmant");
}

int castel_effect_princesse(castel_state *s, nt_play *p)
{
    if (!castel_count_targets(s, TK_KNIGHT, 1))
        return castel_nothing(s, p, "move-knight", "from", TK_KNIGHT,
                              "castel.princesse.effect",
                              "no chevalier can move");
    return S_move_knight(s, p, s->fx.seat, Q_EL_MOVE_KNIGHT,
                         "castel.princesse.effect");
}

int castel_effect_reine(castel_state *s, nt_play *p)
{
    return castel_send_back_one(
        s, p, s->fx.seat, TK_REINE, "castel.reine.effect",
        "card to send back from the courtyard",
        "the reine sends back a card from the courtyard");
}

/* D-17: the roi's send-back, then the one the favorite's player makes. */
int castel_effect_roi(castel_state *s, nt_play *p)
{
    NT_TRY(castel_send_back_one(s, p, s->fx.seat, TK_ROI, "castel.roi.effect",
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
    NT_TRY(castel_choose(s, p, chooser, Q_EL_SEND_BACK, TK_ROI,
                         "castel.roi.effect",
                         "card the favorite's player sends back", &ref));
    NT_TRY(nt_fact_int(p, "by", &nt_type_seat, chooser, "castel.roi.effect",
                       1));
    NT_TRY(nt_close(p));
    castel_send_back(s, p, ref,
                     "the favorite is at court: her player sends back "
                     "a card too (D-17)");
    return NT_OK;
}

int castel_effect_voleur(castel_state *s, nt_play *p)
{
    int ref;
    nt_buf a = {0};
    int n = castel_count_targets(s, TK_VOLEUR, 1);
    if (!n)
        return castel_nothing(s, p, "remove-pawn", "at", TK_VOLEUR,
                              "castel.voleur.effect",
                              "no card next to the voleur carries a pawn");
    NT_TRY(castel_choose(s, p, s->fx.seat, Q_EL_REMOVE_PAWN, TK_VOLEUR,
                         "castel.voleur.effect", "card whose pawn to remove",
                         &ref));
    NT_TRY(nt_close(p));
    castel_piece *pc = &castel_stack_at(s, REF_SPOT(ref))->p[REF_LEVEL(ref)];
    if (nt_narrating(p))
        nt_say(p, "the voleur takes seat %d's pawn off %s; sent back later "
                  "without a pawn, it would go to the exchange (D-14)",
               pc->pawn + 1, castel_said(s, ref, &a));
    s->supply[pc->pawn]++;
    pc->pawn = -1;
    nt_buf_free(&a);
    return NT_OK;
}

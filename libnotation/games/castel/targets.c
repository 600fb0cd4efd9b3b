/* What each effect may choose (castel.md §10), as one predicate per kind
 * that both enumerates the legal choices and explains an illegal one.
 * Checks run in the order: is there a card, is it within the effect's
 * reach, is it free to be sent back or moved (protection, §4.1). */
#include "castel.h"

static const char *const S_rule_effect[CASTEL_TYPES] = {
    [C_ASSASSIN] = "castel.assassin.effect",
    [C_BALADIN] = "castel.baladin.effect",
    [C_CHEVALIER_NOIR] = "castel.chevalier-noir.effect",
    [C_COURTISAN] = "castel.courtisan.effect",
    [C_DAME] = "castel.dame-de-compagnie.effect",
    [C_FAVORITE] = "castel.favorite.effect",
    [C_INTRIGUANT] = "castel.intriguant.effect",
    [C_MARCHAND] = "castel.marchand.effect",
    [C_PRINCE_CHARMANT] = "castel.prince-charmant.effect",
    [C_PRINCESSE] = "castel.princesse.effect",
    [C_REINE] = "castel.reine.effect",
    [C_ROI] = "castel.roi.effect",
    [C_VOLEUR] = "castel.voleur.effect",
    [C_BARBARE] = "castel.barbare.effect",
    [C_DRAGON] = "castel.dragon.effect",
    [C_FEE] = "castel.fee.effect",
    [C_TRAITRE] = "castel.traitre.effect",
    [C_ARCHER] = "castel.archer.effect",
    [C_GUETTEUR] = "castel.guetteur.effect",
    [C_MAGICIEN] = "castel.magicien.effect",
};

static const char *S_rule(const castel_state *s)
{
    const char *r = S_rule_effect[s->fx.type];
    return r ? r : "castel.effect";
}

/* Kinds that act on the top card of a stack, and only if unprotected. */
static int S_needs_free(int kind)
{
    return kind != TK_VOLEUR && kind != TK_INTRIGUANT &&
           kind != TK_INTRIGUANT2 && kind != TK_MARCHAND;
}

static void S_card(const castel_state *s, int ref, nt_buf *out)
{
    castel_card_words(s, ref, out);
}

static const char *S_protection(const castel_state *s, int ref, nt_buf *why)
{
    int prot = castel_protection(s, ref);
    if (prot == PROT_NONE)
        return NULL;
    if (!why)
        return "protected";
    S_card(s, ref, why);
    switch (prot) {
    case PROT_AMBASSADEUR:
        nt_buf_puts(why, " is protected: the ambassadeur can never be sent "
                         "back, moved or killed");
        return "castel.protect.ambassadeur";
    case PROT_CHEVALIER:
        nt_buf_puts(why, " is protected by the chevalier lying on it; the "
                         "chevalier must go first");
        return "castel.protect.chevalier";
    case PROT_PRETRE:
        nt_buf_puts(why, " is protected by the pretre next to it, which "
                         "carries a pawn of the same colour");
        return "castel.protect.pretre";
    default:
        nt_buf_puts(why, " is protected by the capitaine on the same "
                         "rampart");
        return "castel.protect.capitaine";
    }
}

const char *castel_protection_reason(const castel_state *s, int ref,
                                     nt_buf *why)
{
    return S_protection(s, ref, why);
}

/* Is there somewhere to move a card of this kind? */
static int S_free_square(const castel_state *s, int zone)
{
    return castel_free_squares(s, zone) > 0;
}

static int S_other_stack(const castel_state *s, int spot)
{
    for (int q = 0; q < SPOT_OUT0 + s->nout; q++) {
        const castel_stack *st = castel_stack_cat(s, q);
        if (q != spot && st && st->h && st->h < CASTEL_MAX_HEIGHT)
            return 1;
    }
    return 0;
}

#define FAIL(...)                                                            \
    do {                                                                     \
        if (why)                                                             \
            nt_buf_printf(why, __VA_ARGS__);                                 \
        return rule;                                                         \
    } while (0)

/* Within the effect's reach?  NULL when it is. */
static const char *S_reach(const castel_state *s, int kind, int ref,
                           const castel_piece *pc, nt_buf *why)
{
    const char *rule = S_rule(s);
    int spot = REF_SPOT(ref), sq = castel_is_square(spot);
    int zone = castel_spot_zone(spot);
    int near = sq && castel_adjacent(spot, s->fx.spot);
    int self = spot == s->fx.spot && REF_LEVEL(ref) == 0;
    const char *id = castel_cards[pc->type].id;
    switch (kind) {
    case TK_ASSASSIN:
        if (!near) FAIL("it is not next to the assassin");
        if (pc->type == C_ROI) FAIL("the assassin may kill any card but the roi");
        break;
    case TK_CHEVALIER_NOIR:
        if (!near) FAIL("it is not next to the chevalier-noir");
        if (pc->type != C_CHEVALIER)
            FAIL("the chevalier-noir sends back a chevalier, not the %s", id);
        break;
    case TK_COURTISAN:
        if (!near) FAIL("it is not next to the courtisan");
        break;
    case TK_DAME:
        if (!near || zone != Z_COURT)
            FAIL("the dame-de-compagnie sends back a card from a courtyard "
                 "square next to her");
        if (castel_cards[pc->type].gender != G_MALE)
            FAIL("the dame-de-compagnie sends back a masculine card, not the "
                 "%s", id);
        break;
    case TK_REINE:
        if (zone != Z_COURT) FAIL("the reine sends back a card from the courtyard");
        if (self) FAIL("the reine does not send herself back");
        break;
    case TK_ROI:
        if (!sq) FAIL("the roi sends back a card from the castle");
        if (pc->type == C_ROI) FAIL("the roi sends back another card");
        break;
    case TK_BARBARE:
    case TK_DRAGON_IN:
        if (zone != Z_TOWER && zone != Z_RAMPART)
            FAIL("this part sends back a card from a tower or a rampart");
        break;
    case TK_DRAGON_OUT:
        if (sq) FAIL("this part sends back a card outside the walls");
        if (self) FAIL("the dragon does not send itself back");
        break;
    case TK_ARCHER:
        if (sq) FAIL("the archer sends back a card outside the walls");
        break;
    case TK_MAGICIEN:
        if (self) FAIL("the magicien does not send itself away");
        break;
    case TK_TRAITRE:
        if (!near || zone != Z_COURT)
            FAIL("the traitre sends back a card from a courtyard square next "
                 "to him");
        break;
    case TK_FEE:
        if (!sq) FAIL("the fee draws a card out of the castle");
        if (pc->type == C_CHEVALIER && REF_LEVEL(ref) > 0)
            FAIL("the fee draws out a character, not a chevalier lying on "
                 "another card");
        break;
    case TK_VOLEUR:
        if (!near) FAIL("it is not next to the voleur");
        if (pc->pawn < 0) FAIL("it carries no pawn");
        break;
    case TK_INTRIGUANT2:
        if (ref == s->fx.first) FAIL("the two cards must differ");
        /* fall through */
    case TK_INTRIGUANT:
        if (self) FAIL("the intriguant swaps the pawns of two other cards");
        break;
    case TK_MARCHAND:
        if (pc->pawn < 0 || pc->pawn == s->fx.seat)
            FAIL("the marchand replaces a pawn of another player");
        break;
    case TK_BALADIN2:
        if (ref == s->fx.first) FAIL("the two cards must differ");
        /* fall through */
    case TK_BALADIN:
        if (!near || zone != Z_COURT)
            FAIL("the baladin swaps cards on courtyard squares next to him");
        break;
    case TK_CHARMANT:
        if (!sq) FAIL("the prince-charmant moves a card in the castle");
        if (castel_cards[pc->type].gender != G_FEMALE)
            FAIL("the prince-charmant moves a feminine card, not the %s", id);
        if (!S_free_square(s, zone))
            FAIL("it has no free square in its zone to move to");
        break;
    case TK_KNIGHT:
        if (pc->type != C_CHEVALIER) FAIL("this moves a chevalier, not the %s", id);
        if (!S_other_stack(s, spot)) FAIL("there is no other card to move it onto");
        break;
    case TK_GUETTEUR:
        if (zone != Z_RAMPART || !castel_soldier(pc->type))
            FAIL("the guetteur moves a soldier on a rampart");
        if (!S_free_square(s, Z_RAMPART)) FAIL("no rampart square is free");
        break;
    }
    return NULL;
}

static const char *S_check(const castel_state *s, int kind, int ref,
                           nt_buf *why)
{
    const char *rule = S_rule(s);
    const castel_piece *pc = castel_piece_at(s, ref);
    if (!pc) {
        if (why) {
            nt_buf_puts(why, "there is no card at ");
            castel_format_ref(s, ref, why);
        }
        return rule;
    }
    const char *r = S_reach(s, kind, ref, pc, why);
    if (r)
        return r;
    if (!S_needs_free(kind))
        return NULL;
    if (kind == TK_BALADIN || kind == TK_BALADIN2 || kind == TK_FEE) {
        /* These act on a base card: with a chevalier on it, it is
         * protected (D-10, D-25). */
        const castel_stack *st = castel_stack_cat(s, REF_SPOT(ref));
        if (REF_LEVEL(ref) == st->h - 1 && st->h > 1)
            FAIL("the top card there is a chevalier; the card it lies on is "
                 "protected");
    }
    return S_protection(s, ref, why);
}

/* Destinations of moves. */
static const char *S_dest(const castel_state *s, int kind, int spot,
                          nt_buf *why)
{
    const char *rule = "castel.move.zone";
    const castel_stack *st = castel_stack_cat(s, spot);
    switch (kind) {
    case DK_KNIGHT:
        rule = S_rule(s);
        if (!st || !st->h)
            FAIL("a chevalier moves onto another card in play");
        if (spot == REF_SPOT(s->fx.first))
            FAIL("it must move onto another card");
        if (st->h >= CASTEL_MAX_HEIGHT) FAIL("that stack is full");
        return NULL;
    case DK_KING:
    case DK_GUETTEUR:
    case DK_CHARMANT: {
        int zone = kind == DK_KING ? Z_COURT
                 : kind == DK_GUETTEUR ? Z_RAMPART
                 : castel_spot_zone(REF_SPOT(s->fx.first));
        if (!castel_is_square(spot) || castel_square_zone(spot) != zone)
            FAIL("a moved card stays in its zone");
        if (st->h) {
            rule = S_rule(s);
            FAIL("that square is taken");
        }
        return NULL;
    }
    }
    return rule;
}

const char *castel_target_reason(const castel_state *s, int kind, int v,
                                 nt_buf *why)
{
    if (kind >= DK_CHARMANT)
        return S_dest(s, kind, v, why);
    return S_check(s, kind, v, why);
}

/* Kinds that only look at the squares next to the effect's card. */
static int S_near_only(int kind)
{
    switch (kind) {
    case TK_ASSASSIN: case TK_CHEVALIER_NOIR: case TK_COURTISAN:
    case TK_DAME: case TK_TRAITRE: case TK_VOLEUR: case TK_BALADIN:
    case TK_BALADIN2:
        return 1;
    default:
        return 0;
    }
}

static int S_outside_only(int kind)
{
    return kind == TK_ARCHER || kind == TK_DRAGON_OUT;
}

/* Where an effect of this kind may find its cards, in ascending order:
 * enumerating targets happens at every effect, so each kind only scans
 * the places it can reach. */
static int S_scope(const castel_state *s, int kind, int *spots)
{
    int n = 0;
    if (S_near_only(kind)) {
        int near[8], m = castel_is_square(s->fx.spot)
                             ? castel_neighbours(s->fx.spot, near)
                             : 0;
        for (int i = 0; i < m; i++)
            if (s->sq[near[i]].h)
                spots[n++] = near[i];
        return n;
    }
    int from = S_outside_only(kind) ? SPOT_FACE0 : 0;
    for (int spot = from; spot < SPOT_OUT0 + s->nout; spot++) {
        const castel_stack *st = castel_stack_cat(s, spot);
        if (st && st->h)
            spots[n++] = spot;
    }
    return n;
}

int castel_targets(const castel_state *s, int kind, int32_t *out)
{
    int n = 0;
    int nspots = SPOT_OUT0 + s->nout;
    if (kind >= DK_CHARMANT) {
        for (int spot = 0; spot < nspots; spot++)
            if (!S_dest(s, kind, spot, NULL))
                out[n++] = spot;
        return n;
    }
    int spots[SPOT_COUNT];
    int m = S_scope(s, kind, spots);
    for (int i = 0; i < m; i++) {
        const castel_stack *st = castel_stack_cat(s, spots[i]);
        int from = S_needs_free(kind) ? st->h - 1 : 0;
        for (int level = from; level < st->h; level++)
            if (!S_check(s, kind, REF(spots[i], level), NULL))
                out[n++] = REF(spots[i], level);
    }
    return n;
}

/* The same scan as castel_targets, stopping once `limit` are found:
 * most effects only need to know whether they have anything to act on. */
int castel_count_targets(const castel_state *s, int kind, int limit)
{
    int n = 0;
    int nspots = SPOT_OUT0 + s->nout;
    if (kind >= DK_CHARMANT) {
        for (int spot = 0; spot < nspots && n < limit; spot++)
            n += !S_dest(s, kind, spot, NULL);
        return n;
    }
    int spots[SPOT_COUNT];
    int m = S_scope(s, kind, spots);
    for (int i = 0; i < m && n < limit; i++) {
        const castel_stack *st = castel_stack_cat(s, spots[i]);
        int from = S_needs_free(kind) ? st->h - 1 : 0;
        for (int level = from; level < st->h && n < limit; level++)
            n += !S_check(s, kind, REF(spots[i], level), NULL);
    }
    return n;
}

/* The same test as castel_targets, for one answer. */
int castel_target_ok(const castel_state *s, int kind, int32_t v)
{
    int nspots = SPOT_OUT0 + s->nout;
    if (kind >= DK_CHARMANT)
        return v >= 0 && v < nspots && !S_dest(s, kind, v, NULL);
    if (v < 0 || REF_SPOT(v) >= nspots)
        return 0;
    int spot = REF_SPOT(v), level = REF_LEVEL(v);
    if (S_near_only(kind)) {
        if (!castel_is_square(spot) || !castel_adjacent(spot, s->fx.spot))
            return 0;
    } else if (S_outside_only(kind) && spot < SPOT_FACE0) {
        return 0;
    }
    const castel_stack *st = castel_stack_cat(s, spot);
    if (!st || !st->h || level >= st->h)
        return 0;
    if (S_needs_free(kind) && level != st->h - 1)
        return 0;
    return !S_check(s, kind, v, NULL);
}

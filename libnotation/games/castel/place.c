/* Where a card may arrive (rulebook: LES CARTES, Placement; castel.md §7).
 * One predicate per requirement serves both the enumeration of legal spots
 * and the explanation of an illegal one. */
#include <string.h>

#include "castel.h"

int castel_has_pawn(const castel_state *s, int seat)
{
    return s->supply[seat] > 0;
}

/* A unique card standing as a base card in the courtyard, or -1 (D-52). */
static int S_in_court(const castel_state *s, int type)
{
    int spot = castel_find_base(s, type);
    return castel_is_square(spot) && castel_square_zone(spot) == Z_COURT
               ? spot
               : -1;
}

/* The anchor a courtyard card must stand next to, if any:
 * *anchor = -1 and return 1 when the card may go anywhere;
 * return 0 when it cannot be placed at all. */
static int S_anchor(const castel_state *s, int type, int *a1, int *a2)
{
    *a1 = *a2 = -1;
    switch (type) {
    case C_CONSEILLER:
        /* Next to the roi; with the roi away, next to the prince (D-24). */
        *a1 = S_in_court(s, C_ROI);
        if (*a1 < 0)
            *a1 = S_in_court(s, C_PRINCE);
        return *a1 >= 0;
    case C_DAME:
        *a1 = S_in_court(s, C_REINE);
        *a2 = S_in_court(s, C_PRINCESSE);
        return *a1 >= 0 || *a2 >= 0;
    case C_FAVORITE:
        return S_in_court(s, C_REINE) < 0;
    case C_PRINCE_CHARMANT:
        *a1 = S_in_court(s, C_PRINCESSE);
        return 1;
    case C_REINE:
        *a1 = S_in_court(s, C_ROI);
        return 1;
    default:
        return 1;
    }
}

/* The fantôme needs a tower whose card can be sent back (D-27). */
static int S_fantome_ok(const castel_state *s, int q)
{
    return s->sq[q].h == 1 && castel_return_target(s, REF(q, 0));
}

/* The squares of each zone, for the scans below. */
static const uint8_t S_court_sq[16] = {7, 8, 9, 10, 13, 14, 15, 16,
                                       19, 20, 21, 22, 25, 26, 27, 28};
static const uint8_t S_rampart_sq[16] = {1, 2, 3, 4, 6, 11, 12, 17,
                                         18, 23, 24, 29, 31, 32, 33, 34};
static const uint8_t S_tower_sq[4] = {0, 5, 30, 35};

/* Legal spots in ascending order, at most `limit` of them.  Placement is
 * asked for at every action, so each zone scans only its own squares and
 * a courtyard card looks for its anchors once. */
static int S_spots(const castel_state *s, int type, int32_t *out, int limit)
{
    int n = 0, zone = castel_cards[type].zone;
    switch (zone) {
    case Z_KNIGHT:
        for (int spot = 0; spot < SPOT_OUT0 + s->nout && n < limit; spot++) {
            const castel_stack *st = castel_stack_cat(s, spot);
            if (st && st->h > 0 && st->h < CASTEL_MAX_HEIGHT)
                out[n++] = spot;
        }
        return n;
    case Z_OUTSIDE:
        if (type != C_ENGIN) {
            out[n++] = SPOT_OUTSIDE;
            return n;
        }
        for (int f = 0; f < CASTEL_FACES && n < limit; f++)
            if (!s->face[f].h)
                out[n++] = SPOT_FACE0 + f;
        return n;
    case Z_TOWER:
        for (int i = 0; i < 4 && n < limit; i++) {
            int q = S_tower_sq[i];
            if (type == C_FANTOME ? S_fantome_ok(s, q) : !s->sq[q].h)
                out[n++] = q;
        }
        return n;
    case Z_RAMPART:
        for (int i = 0; i < 16 && n < limit; i++)
            if (!s->sq[S_rampart_sq[i]].h)
                out[n++] = S_rampart_sq[i];
        return n;
    default:
        break;
    }
    int a1, a2;
    if (!S_anchor(s, type, &a1, &a2))
        return 0;
    if (type == C_AMBASSADEUR && castel_free_squares(s, Z_COURT) != 1)
        return 0;
    for (int i = 0; i < 16 && n < limit; i++) {
        int q = S_court_sq[i];
        if (s->sq[q].h)
            continue;
        if ((a1 < 0 && a2 < 0) || (a1 >= 0 && castel_adjacent(q, a1)) ||
            (a2 >= 0 && castel_adjacent(q, a2)))
            out[n++] = q;
    }
    return n;
}

int castel_legal_spots(const castel_state *s, int type, int32_t *out)
{
    return S_spots(s, type, out, NT_MAX_LEGAL);
}

int castel_can_place(const castel_state *s, int type)
{
    int32_t one[1];
    return S_spots(s, type, one, 1) > 0;
}

/* ---------------------------------------------------------- the reasons */

static const char *const S_zone_words[] = {
    "in the courtyard", "on a rampart", "in a tower", "outside the walls",
    "on another card"};

static void S_spot_words(const castel_state *s, int spot, nt_buf *out)
{
    castel_format_spot(s, spot, out);
}

static void S_occupant(const castel_state *s, int spot, nt_buf *out)
{
    const castel_stack *st = castel_stack_cat(s, spot);
    nt_buf_puts(out, st && st->h ? castel_cards[st->p[0].type].id : "nothing");
}

static const char *S_anchor_reason(const castel_state *s, int type, int spot,
                                   nt_buf *out)
{
    int a1, a2;
    const char *id = castel_cards[type].id;
    S_anchor(s, type, &a1, &a2);
    switch (type) {
    case C_AMBASSADEUR:
        nt_buf_printf(out, "the ambassadeur only goes on the last free "
                           "courtyard square, and %d are free",
                      castel_free_squares(s, Z_COURT));
        break;
    case C_CONSEILLER:
        if (a1 < 0) {
            nt_buf_puts(out, "the conseiller-du-roi must stand next to the "
                             "roi, or to the prince while the roi is not in "
                             "the courtyard, and neither is there");
            break;
        }
        nt_buf_printf(out, "the conseiller-du-roi must stand next to the %s "
                           "(at ",
                      S_in_court(s, C_ROI) >= 0 ? "roi" : "prince");
        castel_format_spot(s, a1, out);
        nt_buf_puts(out, ")");
        break;
    case C_DAME:
        if (a1 < 0 && a2 < 0) {
            nt_buf_puts(out, "the dame-de-compagnie must stand next to the "
                             "reine or the princesse, and neither is in the "
                             "courtyard");
            break;
        }
        nt_buf_puts(out, "the dame-de-compagnie must stand next to the ");
        if (a1 >= 0) {
            nt_buf_puts(out, "reine (at ");
            castel_format_spot(s, a1, out);
            nt_buf_puts(out, a2 >= 0 ? ") or the " : ")");
        }
        if (a2 >= 0) {
            nt_buf_puts(out, "princesse (at ");
            castel_format_spot(s, a2, out);
            nt_buf_puts(out, ")");
        }
        break;
    case C_FAVORITE:
        nt_buf_puts(out, "the favorite cannot be placed while the reine is "
                         "in the courtyard");
        break;
    case C_PRINCE_CHARMANT:
    case C_REINE:
        nt_buf_printf(out, "the %s must stand next to the %s (at ", id,
                      type == C_REINE ? "roi" : "princesse");
        castel_format_spot(s, a1, out);
        nt_buf_puts(out, ")");
        break;
    default:
        return NULL;
    }
    (void)spot;
    return "castel.place.zone"; /* a reason was written */
}

static const char *S_rule_place(int type)
{
    /* castel.<card>.place, e.g. castel.dame-de-compagnie.place */
    static const char *const rules[CASTEL_TYPES] = {
        [C_AMBASSADEUR] = "castel.ambassadeur.place",
        [C_CONSEILLER] = "castel.conseiller-du-roi.place",
        [C_DAME] = "castel.dame-de-compagnie.place",
        [C_FAVORITE] = "castel.favorite.place",
        [C_PRINCE_CHARMANT] = "castel.prince-charmant.place",
        [C_REINE] = "castel.reine.place",
        [C_FANTOME] = "castel.fantome.place",
        [C_ENGIN] = "castel.engin-de-siege.place",
        [C_CHEVALIER] = "castel.chevalier.place",
    };
    return rules[type] ? rules[type] : "castel.place.zone";
}

const char *castel_spot_reason(const castel_state *s, int type, int spot,
                               nt_buf *out)
{
    const char *id = castel_cards[type].id;
    int zone = castel_cards[type].zone;
    int where = castel_spot_zone(spot);
    if (zone == Z_KNIGHT) {
        nt_buf_puts(out, "a chevalier goes on top of a card in play, and ");
        S_spot_words(s, spot, out);
        nt_buf_puts(out, " holds none");
        return S_rule_place(type);
    }
    if (type == C_ENGIN && !castel_is_face(spot)) {
        nt_buf_puts(out, "an engin-de-siege is placed facing a rampart: "
                         "north, east, south or west");
        return S_rule_place(type);
    }
    if (type == C_ENGIN) {
        nt_buf_printf(out, "an engin-de-siege already faces the %s rampart; "
                           "only one may face each",
                      spot == SPOT_FACE0 ? "north"
                      : spot == SPOT_FACE0 + 1 ? "east"
                      : spot == SPOT_FACE0 + 2 ? "south" : "west");
        return S_rule_place(type);
    }
    if (zone == Z_OUTSIDE) {
        nt_buf_printf(out, "the %s arrives outside the walls (green banner): "
                           "write at=\"outside\"",
                      id);
        return "castel.place.zone";
    }
    if (!castel_is_square(spot) || where != zone) {
        nt_buf_printf(out, "the %s arrives %s, and ", id, S_zone_words[zone]);
        S_spot_words(s, spot, out);
        nt_buf_printf(out, " is %s",
                      castel_is_square(spot) ? S_zone_words[where]
                                             : "not a castle square");
        return "castel.place.zone";
    }
    if (type == C_FANTOME) {
        if (!s->sq[spot].h)
            nt_buf_puts(out, "the fantome arrives on an occupied tower, and ");
        else
            nt_buf_puts(out, "the fantome takes the place of a tower card it "
                             "can send back, and the card on ");
        S_spot_words(s, spot, out);
        nt_buf_puts(out, s->sq[spot].h ? " is protected" : " is empty");
        return S_rule_place(type);
    }
    if (s->sq[spot].h) {
        S_spot_words(s, spot, out);
        nt_buf_puts(out, " is taken by the ");
        S_occupant(s, spot, out);
        nt_buf_puts(out, ": one card per square");
        return "castel.place.occupied";
    }
    if (S_anchor_reason(s, type, spot, out))
        return S_rule_place(type);
    return NULL;
}

const char *castel_card_reason(const castel_state *s, int type, nt_buf *out)
{
    int zone = castel_cards[type].zone;
    const char *id = castel_cards[type].id;
    int32_t spots[NT_MAX_LEGAL];
    if (castel_legal_spots(s, type, spots))
        return NULL;
    if (zone == Z_KNIGHT) {
        nt_buf_puts(out, "a chevalier goes on a card in play, and there is "
                         "none");
        return S_rule_place(type);
    }
    if (type == C_ENGIN) {
        nt_buf_puts(out, "every rampart already faces an engin-de-siege");
        return S_rule_place(type);
    }
    if (type == C_FANTOME) {
        nt_buf_puts(out, "the fantome needs an occupied tower whose card it "
                         "can send back, and there is none");
        return S_rule_place(type);
    }
    if (zone != Z_OUTSIDE && !castel_free_squares(s, zone)) {
        nt_buf_printf(out, "the %s arrives %s, and every such square is "
                           "taken",
                      id, S_zone_words[zone]);
        return "castel.place.occupied";
    }
    if (S_anchor_reason(s, type, -1, out))
        return S_rule_place(type);
    nt_buf_printf(out, "no square can take the %s", id);
    return "castel.place.zone";
}

/* How Castel's values are spelled in the notation (notation(5)). */
#include <stdlib.h>
#include <string.h>

#include "castel.h"
#include "str.h"

static const char *const S_faces[CASTEL_FACES] = {"north", "east", "south",
                                                  "west"};
/* D-59: seats 1-5 take black, beige, red, green, violet. */
static const char *const S_colours[CASTEL_MAX_SEATS] = {
    "black", "beige", "red", "green", "violet"};

const char *castel_colour_name(int seat)
{
    return seat >= 0 && seat < CASTEL_MAX_SEATS ? S_colours[seat] : "none";
}

/* ---------------------------------------------------------------- cards */

const char *castel_article(int type)
{
    return strchr("aeiou", castel_cards[type].id[0]) ? "an" : "a";
}

/* Card ids in alphabetical order, for a binary search: ids are read for
 * every card of every record. */
static const uint8_t S_by_id[CASTEL_TYPES] = {
    C_ALCHIMISTE, C_AMBASSADEUR, C_ARCHER, C_ASSASSIN, C_BALADIN, C_BARBARE,
    C_BOUFFON, C_CAPITAINE, C_CHEVALIER, C_CHEVALIER_NOIR, C_CONSEILLER,
    C_COURTISAN, C_COURTISANE, C_DAME, C_DRAGON, C_ENCHANTEUR, C_ENGIN,
    C_ESPION, C_FANTOME, C_FAVORITE, C_FEE, C_FOU, C_GUETTEUR, C_HERAUT,
    C_INTRIGUANT, C_MAGICIEN, C_MARCHAND, C_PRETRE, C_PRINCE,
    C_PRINCE_CHARMANT, C_PRINCESSE, C_REINE, C_ROI, C_SOLDAT, C_SORCIERE,
    C_TRAITRE, C_VOLEUR};

static int S_card_parse(const void *st, const char *text, int32_t *out)
{
    (void)st;
    int lo = 0, hi = CASTEL_TYPES - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        int c = nt_str_cmp(castel_cards[S_by_id[mid]].id, text);
        if (!c) {
            *out = S_by_id[mid];
            return 0;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

static void S_card_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_puts(out, v >= 0 && v < CASTEL_TYPES ? castel_cards[v].id : "?");
}

const nt_type castel_t_card = {"Castel card id", S_card_parse, S_card_format, NULL, NULL};

/* ---------------------------------------------------------------- spots */

/* The k-th (1-based) stack outside whose bottom card is `type`. */
static int S_out_spot(const castel_state *s, int type, int k)
{
    for (int i = 0; i < s->nout; i++)
        if (s->out[i].p[0].type == type && --k == 0)
            return SPOT_OUT0 + i;
    return -1;
}

static int S_spot_parse(const castel_state *s, const char *text, size_t n)
{
    if (n == 2 && text[0] >= 'a' && text[0] <= 'f' && text[1] >= '1' &&
        text[1] <= '6')
        return (text[1] - '1') * 6 + (text[0] - 'a');
    for (int f = 0; f < CASTEL_FACES; f++)
        if (strlen(S_faces[f]) == n && !strncmp(S_faces[f], text, n))
            return SPOT_FACE0 + f;
    if (n == 7 && !strncmp(text, "outside", 7))
        return SPOT_OUTSIDE;
    const char *at = memchr(text, '@', n);
    size_t idlen = at ? (size_t)(at - text) : n;
    int k = 1;
    if (at) {
        char *end;
        long v = strtol(at + 1, &end, 10);
        if (end != text + n || v < 1 || v > CASTEL_MAX_OUT)
            return -1;
        k = (int)v;
    }
    for (int t = 0; t < CASTEL_TYPES; t++) {
        if (strlen(castel_cards[t].id) == idlen &&
            !strncmp(castel_cards[t].id, text, idlen)) {
            int spot = s ? S_out_spot(s, t, k) : -1;
            /* A card that is not outside still names a place, so that
             * the rules, not the spelling, say what is wrong with it. */
            return spot >= 0 ? spot : SPOT_COUNT + t;
        }
    }
    return -1;
}

static int S_spot_parse_type(const void *st, const char *text, int32_t *out)
{
    int spot = S_spot_parse(st, text, strlen(text));
    if (spot < 0)
        return -1;
    *out = spot;
    return 0;
}

void castel_format_spot(const castel_state *s, int spot, nt_buf *out)
{
    if (castel_is_square(spot)) {
        nt_buf_printf(out, "%c%c", 'a' + spot % 6, '1' + spot / 6);
    } else if (castel_is_face(spot)) {
        nt_buf_puts(out, S_faces[spot - SPOT_FACE0]);
    } else if (spot == SPOT_OUTSIDE) {
        nt_buf_puts(out, "outside");
    } else if (castel_is_out(spot) && s && spot - SPOT_OUT0 < s->nout) {
        int type = s->out[spot - SPOT_OUT0].p[0].type, k = 0, same = 0;
        for (int i = 0; i < s->nout; i++) {
            if (s->out[i].p[0].type != type)
                continue;
            same++;
            if (i <= spot - SPOT_OUT0)
                k++;
        }
        nt_buf_puts(out, castel_cards[type].id);
        if (same > 1)
            nt_buf_printf(out, "@%d", k);
    } else if (spot >= SPOT_COUNT && spot < SPOT_COUNT + CASTEL_TYPES) {
        nt_buf_puts(out, castel_cards[spot - SPOT_COUNT].id);
    } else {
        nt_buf_puts(out, "?");
    }
}

static void S_place_words(const castel_state *s, int spot, nt_buf *out)
{
    if (castel_is_face(spot)) {
        nt_buf_printf(out, "facing the %s rampart", S_faces[spot - SPOT_FACE0]);
    } else if (castel_is_square(spot)) {
        nt_buf_puts(out, "at ");
        castel_format_spot(s, spot, out);
    } else {
        nt_buf_puts(out, "outside the walls");
    }
}

void castel_where_words(const castel_state *s, int type, int spot,
                        nt_buf *out)
{
    const castel_stack *st = castel_stack_cat(s, spot);
    if (type == C_CHEVALIER && st && st->h) {
        nt_buf_printf(out, "on the %s ",
                      castel_cards[st->p[st->h - 1].type].id);
    }
    S_place_words(s, spot, out);
}

void castel_card_words(const castel_state *s, int ref, nt_buf *out)
{
    const castel_piece *pc = castel_piece_at(s, ref);
    if (!pc) {
        nt_buf_puts(out, "nothing");
        return;
    }
    nt_buf_printf(out, "the %s ", castel_cards[pc->type].id);
    if (REF_LEVEL(ref) > 0) {
        const castel_piece *under = castel_piece_at(s, ref - 1);
        nt_buf_printf(out, "on the %s ", castel_cards[under->type].id);
    }
    S_place_words(s, REF_SPOT(ref), out);
}

static void S_spot_format(const void *st, int32_t v, nt_buf *out)
{
    castel_format_spot(st, v, out);
}

const nt_type castel_t_spot = {"square or place outside the walls",
                               S_spot_parse_type, S_spot_format, NULL, NULL};

/* ----------------------------------------------------------- references */

static int S_ref_parse(const void *st, const char *text, int32_t *out)
{
    const castel_state *s = st;
    const char *colon = strchr(text, ':');
    size_t n = colon ? (size_t)(colon - text) : strlen(text);
    int spot = S_spot_parse(s, text, n);
    if (spot < 0 || spot == SPOT_OUTSIDE)
        return -1;
    int level;
    if (colon) {
        char *end;
        long v = strtol(colon + 1, &end, 10);
        if (*end || end == colon + 1 || v < 0 || v >= CASTEL_MAX_HEIGHT)
            return -1;
        level = (int)v;
    } else {
        const castel_stack *stk = s ? castel_stack_cat(s, spot) : NULL;
        level = stk && stk->h ? stk->h - 1 : 0;
    }
    *out = REF(spot, level);
    return 0;
}

void castel_format_ref(const castel_state *s, int ref, nt_buf *out)
{
    int spot = REF_SPOT(ref), level = REF_LEVEL(ref);
    castel_format_spot(s, spot, out);
    const castel_stack *st = s ? castel_stack_cat(s, spot) : NULL;
    /* The top card needs no level, nor an empty square's first ("there
     * is no card at c3", not "c3:0"). */
    if (!st || (level != st->h - 1 && !(st->h == 0 && level == 0)))
        nt_buf_printf(out, ":%d", level);
}

static void S_ref_format(const void *st, int32_t v, nt_buf *out)
{
    castel_format_ref(st, v, out);
}

const nt_type castel_t_ref = {"card in play (a square, a side or a card "
                              "outside, with :level for a card under a "
                              "chevalier)",
                              S_ref_parse, S_ref_format, NULL, NULL};

/* -------------------------------------------------------------- colours */

static int S_colour_parse(const void *st, const char *text, int32_t *out)
{
    (void)st;
    if (nt_str_eq(text, "none")) {
        *out = -1;
        return 0;
    }
    for (int i = 0; i < CASTEL_MAX_SEATS; i++) {
        if (nt_str_eq(S_colours[i], text)) {
            *out = i;
            return 0;
        }
    }
    return -1;
}

static void S_colour_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_puts(out, castel_colour_name(v));
}

const nt_type castel_t_colour = {"pawn colour (black, beige, red, green, "
                                 "violet or none)",
                                 S_colour_parse, S_colour_format, NULL, NULL};

/* ----------------------------------------------------------- seat lists */

/* A seat of this game, as a key: <pass seat="5"> with three players
 * names nobody. */
static int S_seat_parse(const void *st, const char *text, int32_t *out)
{
    const castel_state *s = st;
    return nt_seat_parse_in(text, s ? s->players : CASTEL_MAX_SEATS, out);
}

static void S_seat_invalid(const void *st, const char *text, nt_buf *out)
{
    const castel_state *s = st;
    nt_seat_invalid_in(text, s ? s->players : CASTEL_MAX_SEATS, out);
}

static void S_seat_format(const void *st, int32_t v, nt_buf *out)
{
    nt_type_seat.format(st, v, out);
}

const nt_type castel_t_seat = {"seat", S_seat_parse, S_seat_format,
                               S_seat_invalid,
                               "notation.seat"};

static int S_seats_parse(const void *st, const char *text, int32_t *out)
{
    (void)st;
    return nt_seats_parse(text, CASTEL_MAX_SEATS, out);
}

static void S_seats_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_seats_format(v, CASTEL_MAX_SEATS, out);
}

const nt_type castel_t_seats = {"list of seats", S_seats_parse,
                                S_seats_format, NULL, NULL};

/* ----------------------------------------------------------------- ends */

static const char *const S_ends[] = {"", "win", "dead-position", "stall",
                                     "turn-limit"};

static int S_end_parse(const void *st, const char *text, int32_t *out)
{
    (void)st;
    for (int i = END_WIN; i <= END_CAP; i++) {
        if (!strcmp(S_ends[i], text)) {
            *out = i;
            return 0;
        }
    }
    return -1;
}

static void S_end_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_puts(out, v > END_NONE && v <= END_CAP ? S_ends[v] : "?");
}

const nt_type castel_t_end = {"end of game (win, dead-position, stall or "
                              "turn-limit)",
                              S_end_parse, S_end_format, NULL, NULL};

/* How the Duel's values are written (notation(5), "The Duel"): chips by
 * colour and value ("red-2"), places in the vial ("neck:2", "body:3",
 * "white:5"), cards by their printed number, coins by the data set's ids,
 * bonuses B1 ... B6, squares of the path ("A7": square 7 of seat 1's
 * half). */
#include <stdlib.h>
#include <string.h>

#include "duel.h"

static const du_data *S_data(const void *st)
{
    const du_state *s = st;
    return s && s->d ? s->d : du_dataset_current();
}

static int S_small(const char *t, int lo, int hi, int *out)
{
    long v;
    if (nt_int_parse(t, lo, hi, &v))
        return -1;
    *out = (int)v;
    return 0;
}

/* ---------------------------------------------------------------- chips */

static int S_chip_parse(const void *st, const char *t, int32_t *out)
{
    const du_data *d = S_data(st);
    const char *dash = strrchr(t, '-');
    int value;
    if (!d || !dash || S_small(dash + 1, 1, 9, &value))
        return -1;
    for (int c = 0; c < DU_COLOURS; c++) {
        size_t n = strlen(du_colour_names[c]);
        if ((size_t)(dash - t) != n || strncmp(t, du_colour_names[c], n))
            continue;
        for (int l = 0; l < d->nlevels[c]; l++)
            if (d->value[c][l] == value) {
                *out = DU_CHIP(c, l);
                return 0;
            }
    }
    return -1;
}

static void S_chip_format(const void *st, int32_t v, nt_buf *out)
{
    du_chip_words(S_data(st), v, out);
}

static int S_chip_none_parse(const void *st, const char *t, int32_t *out)
{
    if (!strcmp(t, "none")) {
        *out = DU_NONE_ANSWER;
        return 0;
    }
    return S_chip_parse(st, t, out);
}

static void S_chip_none_format(const void *st, int32_t v, nt_buf *out)
{
    if (v == DU_NONE_ANSWER)
        nt_buf_puts(out, "none");
    else
        du_chip_words(S_data(st), v, out);
}

/* Why a text names no chip: an unknown colour, or a value its colour
 * does not have ("orange-4": orange's chips are 1, 2 and 3). */
static void S_chip_invalid(const void *st, const char *t, nt_buf *out)
{
    const du_data *d = S_data(st);
    const char *dash = strrchr(t, '-');
    for (int c = 0; d && dash && c < DU_COLOURS; c++) {
        size_t n = strlen(du_colour_names[c]);
        if ((size_t)(dash - t) != n || strncmp(t, du_colour_names[c], n))
            continue;
        nt_buf_printf(out, "'%s' is no chip of %s: the %s chips are", t,
                      d->id, du_colour_names[c]);
        for (int l = 0; l < d->nlevels[c]; l++)
            nt_buf_printf(out, "%s %s-%d", l ? "," : "", du_colour_names[c],
                          d->value[c][l]);
        return;
    }
    nt_buf_printf(out, "'%s' is not a chip: a colour (white, black, orange, "
                       "blue, red, green, pink, yellow, purple), a dash and "
                       "a value, as red-2",
                  t);
}

const nt_type du_t_chip = {"chip (colour-value: red-2)", S_chip_parse,
                           S_chip_format, S_chip_invalid,
                           "duel.chip.unknown"};
const nt_type du_t_chip_none = {"chip (red-2) or none", S_chip_none_parse,
                                S_chip_none_format, S_chip_invalid,
                                "duel.chip.unknown"};

/* ------------------------------------------------------------ addresses */

static const char *const S_zones[] = {"", "neck", "body", "white"};

static int S_addr_parse(const void *st, const char *t, int32_t *out)
{
    (void)st;
    const char *colon = strchr(t, ':');
    int k;
    if (!colon || S_small(colon + 1, 1, 255, &k))
        return -1;
    for (int z = ADDR_NECK; z <= ADDR_WHITE; z++)
        if ((size_t)(colon - t) == strlen(S_zones[z]) &&
            !strncmp(t, S_zones[z], strlen(S_zones[z]))) {
            *out = DU_ADDR(z, k);
            return 0;
        }
    return -1;
}

static void S_addr_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    if (v == DU_NONE_ANSWER) {
        nt_buf_puts(out, "none");
        return;
    }
    int z = DU_ADDR_ZONE(v);
    nt_buf_printf(out, "%s:%d", z >= ADDR_NECK && z <= ADDR_WHITE
                                    ? S_zones[z]
                                    : "?",
                  DU_ADDR_K(v));
}

static int S_addr_none_parse(const void *st, const char *t, int32_t *out)
{
    if (!strcmp(t, "none")) {
        *out = DU_NONE_ANSWER;
        return 0;
    }
    return S_addr_parse(st, t, out);
}

const nt_type du_t_addr = {"place in the vial (neck:2, body:3, white:5)",
                           S_addr_parse, S_addr_format, NULL,
    "duel.action.malformed"};
const nt_type du_t_addr_none = {"place in the vial (neck:2) or none",
                                S_addr_none_parse, S_addr_format, NULL,
    "duel.action.malformed"};

/* ---------------------------------------------------------------- cards */

static int S_card_parse(const void *st, const char *t, int32_t *out)
{
    const du_data *d = S_data(st);
    int n;
    if (!d || S_small(t, 1, 99, &n))
        return -1;
    for (int i = 0; i < d->ncards; i++)
        if (d->cards[i].n == n) {
            *out = i;
            return 0;
        }
    return -1;
}

static void S_card_format(const void *st, int32_t v, nt_buf *out)
{
    const du_data *d = S_data(st);
    if (d && v >= 0 && v < d->ncards)
        nt_buf_printf(out, "%d", d->cards[v].n);
    else
        nt_buf_puts(out, "?");
}

const nt_type du_t_card = {"card number of the data set", S_card_parse,
                           S_card_format, NULL, NULL};
/* A set of cards held: their numbers, "" for none; a bit per card. */
static int S_cards_parse(const void *st, const char *t, int32_t *out)
{
    uint32_t set = 0;
    char tok[8];
    while (*t) {
        size_t n = strcspn(t, " ");
        int32_t card;
        if (!n || n >= sizeof tok)
            return -1;
        memcpy(tok, t, n);
        tok[n] = 0;
        if (S_card_parse(st, tok, &card))
            return -1;
        set |= 1u << card;
        t += n;
        t += *t == ' ' && t[1];
    }
    *out = (int32_t)set;
    return 0;
}

static void S_cards_format(const void *st, int32_t v, nt_buf *out)
{
    int first = 1;
    for (int i = 0; i < DU_MAX_CARDS; i++)
        if ((uint32_t)v & (1u << i)) {
            nt_buf_puts(out, first ? "" : " ");
            S_card_format(st, i, out);
            first = 0;
        }
}

const nt_type du_t_cards = {"card numbers (\"5 16\"), or nothing",
                            S_cards_parse, S_cards_format, NULL,
    "duel.action.malformed"};

/* ---------------------------------------------------------------- coins */

static int S_face_parse(const void *st, const char *t, int32_t *out)
{
    (void)st;
    if (t[0] != 'B' || t[1] < '1' || t[1] > '6' || t[2])
        return -1;
    *out = t[1] - '0';
    return 0;
}

static void S_face_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_printf(out, "B%d", (int)v);
}

static int S_coin_parse(const void *st, const char *t, int32_t *out)
{
    const du_data *d = S_data(st);
    for (int i = 0; d && i < d->ncoins; i++)
        if (!strcmp(d->coins[i].id, t)) {
            *out = i;
            return 0;
        }
    return -1;
}

static void S_coin_format(const void *st, int32_t v, nt_buf *out)
{
    const du_data *d = S_data(st);
    nt_buf_puts(out, d && v >= 0 && v < d->ncoins ? d->coins[v].id : "?");
}

const nt_type du_t_face = {"coin bonus (B1 ... B6)", S_face_parse,
                           S_face_format, NULL,
    "duel.action.malformed"};
const nt_type du_t_coin = {"coin of the data set", S_coin_parse,
                           S_coin_format, NULL, NULL};

/* ---------------------------------------------------------------- seats */

static int S_seat_parse(const void *st, const char *t, int32_t *out)
{
    (void)st;
    return nt_seat_parse_in(t, 2, out);
}

static void S_seat_format(const void *st, int32_t v, nt_buf *out)
{
    nt_type_seat.format(st, v, out);
}

static void S_seat_invalid(const void *st, const char *t, nt_buf *out)
{
    (void)st;
    nt_seat_invalid_in(t, 2, out);
}

const nt_type du_t_seat = {"seat", S_seat_parse, S_seat_format,
                           S_seat_invalid, "notation.seat"};

static int S_seats_parse(const void *st, const char *t, int32_t *out)
{
    (void)st;
    return nt_seats_parse(t, 2, out);
}

static void S_seats_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_seats_format(v, 2, out);
}

const nt_type du_t_seats = {"list of seats", S_seats_parse, S_seats_format,
                            NULL, NULL};

/* --------------------------------------------------------------- offers */

static int S_offer_parse(const void *st, const char *t, int32_t *out)
{
    (void)st;
    char *end;
    long up = strtol(t, &end, 10);
    if (end == t || *end != ' ')
        return -1;
    const char *g = end + 1;
    long gold = strtol(g, &end, 10);
    if (end == g || *end || up < 0 || gold < 0 || up > 9 || gold > 9)
        return -1;
    *out = (int32_t)(up * 16 + gold);
    return 0;
}

static void S_offer_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_printf(out, "%d %d", (int)v / 16, (int)v % 16);
}

const nt_type du_t_offer = {"marker offer (\"1 2\": 1 upgrade, 2 gold)",
                            S_offer_parse, S_offer_format, NULL,
    "duel.action.malformed"};

/* ------------------------------------------------------------- keywords */

#define WORDS(name, words, what)                                           \
    static int name##_parse(const void *st, const char *t, int32_t *out)   \
    {                                                                      \
        (void)st;                                                          \
        for (int i = 0; i < (int)(sizeof words / sizeof *words); i++)      \
            if (!strcmp(t, words[i])) {                                    \
                *out = i;                                                  \
                return 0;                                                  \
            }                                                              \
        return -1;                                                         \
    }                                                                      \
    static void name##_format(const void *st, int32_t v, nt_buf *out)      \
    {                                                                      \
        (void)st;                                                          \
        int n = (int)(sizeof words / sizeof *words);                       \
        nt_buf_puts(out, v >= 0 && v < n ? words[v] : "?");                \
    }                                                                      \
    const nt_type du_t_##name = {what, name##_parse, name##_format, NULL, \
                                 "duel.action.malformed"};

static const char *const S_pans[] = {"card", "markers"};
WORDS(pan, S_pans, "card or markers")
static const char *const S_pays[] = {"gold", "push"};
WORDS(pay, S_pays, "gold or push")
static const char *const S_branches[] = {"1", "2"};
WORDS(branch, S_branches, "1 or 2")
static const char *const S_yes_no[] = {"no", "yes"};
WORDS(yes_no, S_yes_no, "yes or no")
static const char *const S_hows[] = {"full", "stop", "explode"};
WORDS(end_how, S_hows, "full, stop or explode")

/* -------------------------------------------------------------- squares */

/* "A7" is square 7 of seat 1's half, "B2" of seat 2's; "none": no patient
 * on the path.  Encoded seat * 256 + square, or -1. */
static int S_square_parse(const void *st, const char *t, int32_t *out)
{
    (void)st;
    int k;
    if (!strcmp(t, "none")) {
        *out = -1;
        return 0;
    }
    if ((t[0] != 'A' && t[0] != 'B') || S_small(t + 1, 1, 99, &k))
        return -1;
    *out = (t[0] - 'A') * 256 + k;
    return 0;
}

static void S_square_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    if (v < 0)
        nt_buf_puts(out, "none");
    else
        nt_buf_printf(out, "%c%d", 'A' + (int)v / 256, (int)v % 256);
}

const nt_type du_t_square = {"square of the path (A7, B2) or none",
                             S_square_parse, S_square_format, NULL,
    "duel.action.malformed"};

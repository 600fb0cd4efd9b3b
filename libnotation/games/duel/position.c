/* A Duel record that starts at the beginning of a later round, from the
 * standings (notation(5), "The Duel", "A game from a later round";
 * DU-P1 ... DU-P3): <setup round="R" patient="..." discard="..."> and, on
 * each <seat>, what the clean-up of round R-1 left it (every chip in the
 * bag, at most 1 gold, the stand, the patients cured, the cards kept).
 * Each value is checked where it stands, then the values against each
 * other (duel.position.*); the supply, the park, the guild squares taken,
 * the pile's top and the empty vials follow from them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "duel.h"
#include "record.h"

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

static const char *const S_seat_attrs[] = {"gold", "stand", "guild", "bag",
                                           "kept"};
#define NSEAT_ATTRS (int)(sizeof S_seat_attrs / sizeof *S_seat_attrs)

/* ------------------------------------------------------------ <setup> */

int du_position_read(du_setup *su, const nt_node *setup, nt_setup_ctx *c)
{
    static const char *const later[] = {"patient", "discard"};
    const char *round = nt_attr(setup, "round");
    long r;
    su->round = 1;
    su->patient = -1;
    su->discard = -1;
    if (round && nt_int_parse(round, 2, 7, &r))
        return nt_setup_error(c, setup, "duel.position.round",
                              "round=\"%s\": a record may start at the "
                              "beginning of round 2 to 7 (DU-P1); one that "
                              "starts with round 1 leaves round out",
                              round);
    if (round)
        su->round = (int)r;
    for (int i = 0; !round && i < 2; i++)
        if (nt_attr(setup, later[i]))
            return nt_setup_error(c, setup, "duel.position.round",
                                  "%s belongs to a record that starts at a "
                                  "later round, with round=\"2\" to \"7\" "
                                  "on <setup> (DU-P1)",
                                  later[i]);
    return 0;
}

/* ------------------------------------------------------------- a seat */

static int S_digits(const char *t)
{
    return *t && !t[strspn(t, "0123456789")];
}

/* A square of the path, "A7", digits after the letter (the schema's
 * pattern), or "none" when `none` allows it: seat * 256 + square, -1. */
static int S_square(const char *t, int none, int32_t *sq)
{
    if (none && !strcmp(t, "none")) {
        *sq = -1;
        return 0;
    }
    return S_digits(t + (*t != 0)) ? du_t_square.parse(NULL, t, sq) : -1;
}

/* "white-1*4 white-2*2 black-1": chips of the data set, each with an
 * optional count; 0, or -1 and why not in `why`. */
static int S_chips(const char *text, uint8_t *bag, nt_buf *why)
{
    char word[64];
    memset(bag, 0, DU_CHIPS);
    for (const char *p = text; *p;) {
        p += strspn(p, " \t\r\n");
        size_t len = strcspn(p, " \t\r\n");
        if (!len)
            break;
        if (len >= sizeof word) {
            nt_buf_printf(why, "'%.20s...' is not a chip", p);
            return -1;
        }
        memcpy(word, p, len);
        word[len] = 0;
        p += len;
        long times = 1;
        char *star = strchr(word, '*');
        if (star) {
            *star = 0;
            /* Digits only, as the schema's pattern: no sign. */
            if (!S_digits(star + 1) ||
                nt_int_parse(star + 1, 1, 255, &times)) {
                nt_buf_printf(why, "'%s*%s': a count is a number from 1 "
                                   "to 255",
                              word, star + 1);
                return -1;
            }
        }
        int32_t chip;
        const char *dash = strrchr(word, '-');
        /* One digit, as the schema's pattern: no sign, no leading 0. */
        if (!dash || !S_digits(dash + 1) || dash[2] ||
            du_t_chip.parse(NULL, word, &chip)) {
            du_t_chip.invalid(NULL, word, why);
            return -1;
        }
        if (bag[chip] + times > 255) {
            nt_buf_printf(why, "more than 255 %s", word);
            return -1;
        }
        bag[chip] = (uint8_t)(bag[chip] + times);
    }
    return 0;
}

/* Both bags together hold no more of a kind than the box: the rest is
 * the supply (duel.setup.bag). */
static int S_supply(const du_setup *su, const nt_node *n, int k,
                    nt_setup_ctx *c)
{
    const du_data *d = su->d;
    for (int chip = 0; chip < DU_CHIPS; chip++) {
        int held = 0;
        for (int i = 0; i <= k; i++)
            held += su->seat[i].has_bag ? su->seat[i].bag[chip]
                                        : d->start_bag[chip];
        int box = d->count[DU_COL(chip)][DU_LVL(chip)];
        if (held <= box)
            continue;
        nt_buf w = {0};
        du_chip_words(d, chip, &w);
        int rc = nt_setup_error(
            c, n, "duel.position.supply",
            "the bags hold %d %s and the box of %s has %d: every chip is in "
            "a bag or in the supply (DU-P1)",
            held, nt_buf_str(&w), d->id, box);
        nt_buf_free(&w);
        return rc;
    }
    return 0;
}

static int S_card_cmp(const void *a, const void *b)
{
    return *(const uint8_t *)a - *(const uint8_t *)b;
}

/* One card kept in hand: a keep card, traded in a round before the
 * record's first, held once (DU-P3). */
static int S_kept_card(du_setup *su, const nt_node *n, int k, int card,
                       const char *text, nt_setup_ctx *c)
{
    const du_card *cd = &su->d->cards[card];
    du_standing *st = &su->seat[k];
    if (!cd->keep)
        return nt_setup_error(c, n, "duel.position.cards",
                              "kept=\"%s\": card %d is played at once by "
                              "whoever wins it, never kept (DU-R8)",
                              text, cd->n);
    if (su->first_game && (!cd->first_game || cd->first_game >= su->round))
        return nt_setup_error(
            c, n, "duel.position.cards",
            "kept=\"%s\": card %d %s (DU-P3)", text, cd->n,
            !cd->first_game ? "is not in a first game's pile"
                            : "is still on a first game's pile: cards are "
                              "traded in the order of the pile, one a round");
    for (int i = 0; i <= k; i++)
        for (int j = 0; j < su->seat[i].nkept; j++)
            if (su->seat[i].kept[j] == card)
                return nt_setup_error(c, n, "duel.position.cards",
                                      "kept=\"%s\": card %d is %s already "
                                      "(each card exists once)",
                                      text, cd->n,
                                      i == k ? "listed" : "in seat 1's hand");
    int before = su->round - 1, held = st->nkept + 1;
    if (k)
        held += su->seat[0].nkept;
    if (held > before)
        return nt_setup_error(c, n, "duel.position.cards",
                              "kept=\"%s\": %d cards kept at the beginning "
                              "of round %d, and only %d %s traded before "
                              "(one a round)",
                              text, held, su->round, before,
                              before == 1 ? "was" : "were");
    st->kept[st->nkept++] = (uint8_t)card;
    return 0;
}

static int S_kept(du_setup *su, const nt_node *n, int k, const char *text,
                  nt_setup_ctx *c)
{
    char word[16];
    for (const char *p = text; *p;) {
        p += strspn(p, " \t\r\n");
        size_t len = strcspn(p, " \t\r\n");
        if (!len)
            break;
        int32_t card = -1;
        if (len < sizeof word) {
            memcpy(word, p, len);
            word[len] = 0;
            du_t_card.parse(NULL, word, &card);
        }
        if (card < 0)
            return nt_setup_error(c, n, "duel.position.cards",
                                  "kept=\"%s\" lists the numbers of the "
                                  "cards in hand, cards 1 to %d of %s",
                                  text, su->d->cards[su->d->ncards - 1].n,
                                  su->d->id);
        if (S_kept_card(su, n, k, card, text, c))
            return -1;
        p += len;
    }
    /* Held in the order of their numbers, as written back (DU-P1). */
    qsort(su->seat[k].kept, (size_t)su->seat[k].nkept, 1, S_card_cmp);
    return 0;
}

static int S_number(const nt_node *n, const char *attr, long lo, long hi,
                    int *out)
{
    const char *t = nt_attr(n, attr);
    long v;
    if (!t)
        return 0;
    if (nt_int_parse(t, lo, hi, &v))
        return -1;
    *out = (int)v;
    return 0;
}

int du_position_seat(du_setup *su, const nt_node *n, int k, nt_setup_ctx *c)
{
    const du_data *d = su->d;
    du_standing *st = &su->seat[k];
    for (int i = 0; su->round <= 1 && i < NSEAT_ATTRS; i++)
        if (nt_attr(n, S_seat_attrs[i]))
            return nt_setup_error(c, n, "duel.position.round",
                                  "%s belongs to a record that starts at a "
                                  "later round, with round=\"2\" to \"7\" "
                                  "on <setup> (DU-P1)",
                                  S_seat_attrs[i]);
    if (S_number(n, "gold", 0, 1, &st->gold))
        return nt_setup_error(c, n, "duel.position.gold",
                              "gold=\"%s\": a round begins with 0 or 1 gold, "
                              "for no more than 1 is kept after buying "
                              "(DU-R19)",
                              nt_attr(n, "gold"));
    const char *stand = nt_attr(n, "stand");
    int32_t sq;
    if (stand && (S_square(stand, 0, &sq) ||
                  sq / 256 != k || sq % 256 > d->half))
        return nt_setup_error(c, n, "duel.position.stand",
                              "stand=\"%s\": the stand of seat %d is on a "
                              "square of its own half, %c1 to %c%d",
                              stand, k + 1, 'A' + k, 'A' + k, d->half);
    if (stand)
        st->stand = sq % 256;
    if (S_number(n, "guild", 0, DU_MAX_GUILD - 1, &st->guild))
        return nt_setup_error(c, n, "duel.position.guild",
                              "guild=\"%s\": a player has cured 0 to %d "
                              "patients, for the %s ends the game (DU-R32)",
                              nt_attr(n, "guild"), DU_MAX_GUILD - 1,
                              DU_MAX_GUILD == 6 ? "sixth" : "last");
    const char *bag = nt_attr(n, "bag");
    if (bag) {
        nt_buf why = {0};
        int bad = S_chips(bag, st->bag, &why);
        int rc = bad ? nt_setup_error(c, n, "duel.position.bag",
                                      "bag=\"%s\": %s", bag,
                                      nt_buf_str(&why))
                     : 0;
        nt_buf_free(&why);
        if (bad)
            return rc;
        st->has_bag = 1;
    }
    const char *kept = nt_attr(n, "kept");
    if (kept && S_kept(su, n, k, kept, c))
        return -1;
    return S_supply(su, n, k, c);
}

/* ---------------------------------------------------- between values */

/* The seat that trails before the record's first round when the guild
 * counts, the patient or the last discard say it, with the reason in
 * `why`; -1 when none does and start stands for the rounds before
 * (DU-P2). */
static int S_trailing(const du_setup *su, nt_buf *why)
{
    const du_standing *a = &su->seat[0], *b = &su->seat[1];
    if (a->guild != b->guild) {
        int t = a->guild < b->guild ? 0 : 1;
        nt_buf_printf(why, "%d patient%s cured against %d",
                      su->seat[t].guild, su->seat[t].guild == 1 ? "" : "s",
                      su->seat[1 - t].guild);
        return t;
    }
    if (su->patient >= 0) {
        nt_buf_printf(why, "equal guild counts, and the patient on the "
                           "other player's half");
        return 1 - su->patient / 256;
    }
    nt_buf_printf(why, "equal guild counts, no patient on the path, and "
                       "the last trade card discarded by seat %d",
                  su->discard + 1);
    return su->discard;
}

static int S_patient(du_setup *su, const nt_node *setup, nt_setup_ctx *c)
{
    const du_data *d = su->d;
    const char *t = nt_attr(setup, "patient");
    int32_t sq = -1;
    if (t && (S_square(t, 1, &sq) ||
              (sq >= 0 && sq % 256 > d->half)))
        return nt_setup_error(c, setup, "duel.position.patient",
                              "patient=\"%s\": the patient on the path is "
                              "on a square A1 to A%d or B1 to B%d, or none",
                              t, d->half, d->half);
    su->patient = sq;
    if (sq < 0)
        return 0;
    int half = sq / 256, stand = su->seat[half].stand;
    if (sq % 256 >= stand)
        return nt_setup_error(c, setup, "duel.position.patient",
                              "patient=\"%s\": the stand of seat %d is on "
                              "%c%d, and a patient who reaches it is cured "
                              "at once, so a patient on that half is nearer "
                              "the park",
                              t, half + 1, 'A' + half, stand);
    return 0;
}

int du_position_check(du_setup *su, const nt_node *setup, nt_setup_ctx *c)
{
    const du_data *d = su->d;
    if (su->round <= 1)
        return 0;
    /* What a seat leaves out is as the game began (DU-P1). */
    for (int k = 0; k < 2; k++) {
        du_standing *st = &su->seat[k];
        if (!st->stand)
            st->stand = d->start;
        if (!st->has_bag)
            memcpy(st->bag, d->start_bag, sizeof st->bag);
        st->has_bag = 1;
    }
    if (S_patient(su, setup, c))
        return -1;
    int cured = su->seat[0].guild + su->seat[1].guild;
    if (cured + (su->patient >= 0) > d->patients)
        return nt_setup_error(c, setup, "duel.position.guild",
                              "%d patients cured and %d on the path: the "
                              "game has %d",
                              cured, su->patient >= 0, d->patients);
    const char *discard = nt_attr(setup, "discard");
    long who;
    if (discard && nt_int_parse(discard, 1, 2, &who))
        return nt_setup_error(c, setup, "duel.position.tosser",
                              "discard=\"%s\" names the seat that discarded "
                              "a trade card last, 1 or 2 (DU-R9)",
                              discard);
    if (discard)
        su->discard = (int)who - 1;
    nt_buf why = {0};
    int trailing = S_trailing(su, &why), rc = 0;
    if (trailing >= 0 && trailing != su->start)
        rc = nt_setup_error(c, setup, "duel.position.tosser",
                            "start=\"%d\": the coins of round %d are "
                            "tossed by the trailing player, seat %d (%s; "
                            "DU-P2)",
                            su->start + 1, su->round, trailing + 1,
                            nt_buf_str(&why));
    nt_buf_free(&why);
    return rc;
}

/* ------------------------------------------------------------ writing */

void du_position_write(const du_setup *su, xmlTextWriterPtr w)
{
    char num[16];
    if (su->round <= 1)
        return;
    snprintf(num, sizeof num, "%d", su->round);
    xmlTextWriterWriteAttribute(w, X("round"), X(num));
    if (su->patient >= 0) {
        snprintf(num, sizeof num, "%c%d", 'A' + su->patient / 256,
                 su->patient % 256);
        xmlTextWriterWriteAttribute(w, X("patient"), X(num));
    }
    if (su->discard >= 0) {
        snprintf(num, sizeof num, "%d", su->discard + 1);
        xmlTextWriterWriteAttribute(w, X("discard"), X(num));
    }
}

void du_position_write_seat(const du_setup *su, int k, xmlTextWriterPtr w)
{
    const du_standing *st = &su->seat[k];
    char num[16];
    if (su->round <= 1)
        return;
    snprintf(num, sizeof num, "%d", st->gold);
    xmlTextWriterWriteAttribute(w, X("gold"), X(num));
    snprintf(num, sizeof num, "%c%d", 'A' + k, st->stand);
    xmlTextWriterWriteAttribute(w, X("stand"), X(num));
    snprintf(num, sizeof num, "%d", st->guild);
    xmlTextWriterWriteAttribute(w, X("guild"), X(num));
    nt_buf b = {0};
    for (int chip = 0; chip < DU_CHIPS; chip++) {
        if (!st->bag[chip])
            continue;
        nt_buf_puts(&b, b.len ? " " : "");
        du_chip_words(su->d, chip, &b);
        if (st->bag[chip] > 1)
            nt_buf_printf(&b, "*%d", st->bag[chip]);
    }
    xmlTextWriterWriteAttribute(w, X("bag"), X(nt_buf_str(&b)));
    nt_buf_free(&b);
    for (int i = 0; i < st->nkept; i++)
        nt_buf_printf(&b, "%s%d", i ? " " : "", su->d->cards[st->kept[i]].n);
    if (st->nkept)
        xmlTextWriterWriteAttribute(w, X("kept"), X(nt_buf_str(&b)));
    nt_buf_free(&b);
}

/* ------------------------------------------------------------ the state */

void du_position_init(du_state *s)
{
    const du_setup *su = s->setup;
    const du_data *d = s->d;
    s->top = su->round - 1;
    s->dealt = su->first_game || s->top >= 6;
    /* The trailing rule then names start (checked: DU-P2). */
    s->tosser = 1 - su->start;
    s->last_discard = su->discard;
    s->park = d->patients - su->seat[0].guild - su->seat[1].guild;
    if (su->patient >= 0) {
        s->patient_half = su->patient / 256;
        s->patient_sq = su->patient % 256;
        s->park--;
    }
    for (int chip = 0; chip < DU_CHIPS; chip++)
        s->supply[chip] = d->count[DU_COL(chip)][DU_LVL(chip)];
    for (int k = 0; k < 2; k++) {
        const du_standing *st = &su->seat[k];
        du_player *pl = &s->pl[k];
        pl->bag_n = 0;
        for (int chip = 0; chip < DU_CHIPS; chip++) {
            pl->bag[chip] = st->bag[chip];
            pl->bag_n += st->bag[chip];
            s->supply[chip] -= st->bag[chip];
        }
        pl->gold = st->gold;
        pl->stand = st->stand;
        pl->guild = st->guild;
        memcpy(pl->kept, st->kept, sizeof pl->kept);
        pl->nkept = st->nkept;
    }
}

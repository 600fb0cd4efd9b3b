/* A data set's fingerprint: a CRC-32 of every number and word the rules
 * read from it, in a fixed order and byte order, and nothing else (not its
 * status line, not the lines of its file), so that a data file laid out
 * anew keeps its fingerprint and one whose content changed does not.
 * Packed Duel records carry it: their choices are coded as places among
 * the legal answers, which another data set under the same id would
 * decode to another game.
 *
 * Every field of du_data, du_book, du_card and du_effect that the engine
 * reads must be fed here; a field added there is added here. */
#include <string.h>
#include <zlib.h>

#include "duel.h"

typedef struct digest {
    uLong crc;
} digest;

/* A number as 4 bytes, least significant first: the same on every
 * machine. */
static void S_int(digest *g, long v)
{
    unsigned long u = (unsigned long)v;
    Bytef b[4] = {(Bytef)u, (Bytef)(u >> 8), (Bytef)(u >> 16),
                  (Bytef)(u >> 24)};
    g->crc = crc32(g->crc, b, sizeof b);
}

static void S_word(digest *g, const char *s)
{
    size_t n = strnlen(s, 64);
    S_int(g, (long)n);
    g->crc = crc32(g->crc, (const Bytef *)s, (uInt)n);
}

static void S_bytes(digest *g, const uint8_t *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        S_int(g, v[i]);
}

static void S_amount(digest *g, const du_amount *a)
{
    S_int(g, a->n);
    for (int i = 0; i < DU_LEVELS; i++)
        S_int(g, a->v[i]);
}

static void S_effect(digest *g, const du_effect *e)
{
    const uint8_t flags[] = {e->op,       e->may,   e->any,   e->vial,
                             e->opp,      e->cls,   e->bottom, e->distinct,
                             e->white,    e->from,  e->stand_cost, e->cost,
                             e->colour,   e->self,  e->at_least};
    S_bytes(g, flags, sizeof flags);
    S_amount(g, &e->a);
    S_amount(g, &e->value);
    S_int(g, e->first);
    S_int(g, e->next);
    S_int(g, e->other);
}

static void S_book(digest *g, const du_book *b)
{
    const uint8_t head[] = {b->present, b->first_game, b->timing};
    S_bytes(g, head, sizeof head);
    S_bytes(g, b->prices, DU_LEVELS);
    S_int(g, b->effect);
}

static void S_card(digest *g, const du_card *c)
{
    const uint8_t v[] = {c->n,          c->effect,   c->keep,
                         (uint8_t)c->chip, c->first_game, c->offer_up,
                         c->offer_gold};
    S_bytes(g, v, sizeof v);
}

uint32_t du_data_digest(const du_data *d)
{
    digest g = {crc32(0L, Z_NULL, 0)};
    S_word(&g, d->id);
    S_bytes(&g, d->nlevels, DU_COLOURS);
    for (int c = 0; c < DU_COLOURS; c++) {
        S_bytes(&g, d->value[c], DU_LEVELS);
        S_bytes(&g, d->count[c], DU_LEVELS);
    }
    S_bytes(&g, d->upgradable, DU_COLOURS);
    S_bytes(&g, d->start_bag, DU_CHIPS);
    const int vial[] = {d->neck, d->row, d->nmines, d->bonus,
                        d->half, d->start, d->patients};
    for (size_t i = 0; i < sizeof vial / sizeof *vial; i++)
        S_int(&g, vial[i]);
    for (int i = 0; i < d->nmines && i < DU_MAX_MINES; i++)
        S_int(&g, d->mines[i]);
    S_bytes(&g, d->guild, DU_MAX_GUILD);
    S_int(&g, d->ncoins);
    for (int i = 0; i < d->ncoins && i < DU_MAX_COINS; i++) {
        S_word(&g, d->coins[i].id);
        S_bytes(&g, d->coins[i].face, 2);
        S_int(&g, d->coins[i].first_game);
    }
    S_int(&g, d->markers);
    S_int(&g, d->ncards);
    for (int i = 0; i < d->ncards && i < DU_MAX_CARDS; i++)
        S_card(&g, &d->cards[i]);
    for (int c = 0; c < DU_FIRST_VAR; c++)
        S_book(&g, &d->fixed[c]);
    for (int c = 0; c < DU_VARS; c++)
        for (int s = 0; s < 4; s++)
            S_book(&g, &d->var[c][s]);
    S_int(&g, d->upgrade_fail_gold);
    S_int(&g, d->neffects);
    for (int i = 0; i < d->neffects && i < DU_MAX_EFFECTS; i++)
        S_effect(&g, &d->effects[i]);
    return (uint32_t)g.crc;
}

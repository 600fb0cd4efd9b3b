/* A player's chips: the bag, the vial's neck, its bottom (the body of
 * coloured chips) and its white row; the supply; upgrades (quacks-duel.md
 * 4, 8.3; quacks-duel-data.md 1.1, DU-R2, DU-R3, DU-R14, DU-R26). */
#include <string.h>

#include "duel.h"

int du_value(const du_data *d, int chip)
{
    return chip >= 0 ? d->value[DU_COL(chip)][DU_LVL(chip)] : 0;
}

const du_book *du_book_of(const du_data *d, int colour, int set)
{
    return colour < DU_FIRST_VAR ? &d->fixed[colour]
                                 : &d->var[colour - DU_FIRST_VAR][set];
}

void du_to_bag(du_player *pl, int chip)
{
    pl->bag[chip]++;
    pl->bag_n++;
}

int du_from_bag(du_player *pl, int chip)
{
    if (!pl->bag[chip])
        return 0;
    pl->bag[chip]--;
    pl->bag_n--;
    return 1;
}

/* The last white: the one on the highest occupied space (DU-R14). */
int du_last_white(const du_player *pl, int *chip)
{
    for (int p = pl->row_top; p >= 1; p--)
        if (pl->row[p] >= 0) {
            if (chip)
                *chip = pl->row[p];
            return p;
        }
    if (chip)
        *chip = -1;
    return 0;
}

void du_put_white(du_player *pl, int pos, int chip)
{
    pl->row[pos] = (int8_t)chip;
    if (pos > pl->row_top)
        pl->row_top = pos;
}

/* A draw's answers, listed only when a source needs them all (a replay
 * asks only whether the bag holds the chip named). */
static int S_in_bag(const void *ctx, int32_t v)
{
    const du_player *pl = ctx;
    return v >= 0 && v < DU_CHIPS && pl->bag[v] > 0;
}

static int S_list_bag(const void *ctx, int32_t *vals, uint32_t *weights)
{
    const du_player *pl = ctx;
    int n = 0;
    for (int c = 0; c < DU_CHIPS; c++)
        if (pl->bag[c]) {
            if (weights)
                weights[n] = pl->bag[c];
            vals[n++] = c;
        }
    return n;
}

int du_draw(du_state *s, nt_play *p, int q, int seat, int32_t *out)
{
    du_player *pl = &s->pl[seat];
    nt_ask a = {.q = &du_q[q], .actor = NT_CHANCE, .n = -1, .key = seat,
                .dflt = NT_NONE, .arg = seat, .legal = S_in_bag,
                .list = S_list_bag, .ctx = pl, .weighted = 1,
                .source = "bag", .owner = seat + 1};
    NT_TRY(nt_choose(p, &a, out));
    du_from_bag(pl, *out);
    return NT_OK;
}

int du_chip_at(const du_player *pl, int32_t a)
{
    int k = DU_ADDR_K(a);
    switch (DU_ADDR_ZONE(a)) {
    case ADDR_NECK: return k >= 1 && k <= pl->neck_n ? pl->neck[k - 1] : -1;
    case ADDR_BODY: return k >= 1 && k <= pl->body_n ? pl->body[k - 1] : -1;
    case ADDR_WHITE: return k >= 1 && k <= DU_MAX_ROW ? pl->row[k] : -1;
    }
    return -1;
}

static void S_set_at(du_player *pl, int32_t a, int chip)
{
    int k = DU_ADDR_K(a);
    switch (DU_ADDR_ZONE(a)) {
    case ADDR_NECK: pl->neck[k - 1] = (int8_t)chip; break;
    case ADDR_BODY: pl->body[k - 1] = (int8_t)chip; break;
    case ADDR_WHITE: du_put_white(pl, k, chip); break;
    }
}

/* Can this chip go one rung up now: its colour has a ladder, it is not at
 * the top, and the supply holds the next one (DU-R2). */
int du_upgradable(const du_state *s, int chip)
{
    int c = DU_COL(chip), l = DU_LVL(chip);
    return s->d->upgradable[c] && l + 1 < s->d->nlevels[c] &&
           s->supply[DU_CHIP(c, l + 1)] > 0;
}

int du_upgrade_targets(const du_state *s, int seat, int any, int vial,
                       int32_t *out)
{
    const du_player *pl = &s->pl[seat];
    int n = 0;
    for (int k = 1; k <= pl->neck_n; k++) {
        int c = pl->neck[k - 1];
        if ((any || DU_COL(c) == DC_BLACK) && du_upgradable(s, c))
            out[n++] = DU_ADDR(ADDR_NECK, k);
    }
    for (int k = 1; vial && k <= pl->body_n; k++) {
        int c = pl->body[k - 1];
        if ((any || DU_COL(c) == DC_BLACK) && du_upgradable(s, c))
            out[n++] = DU_ADDR(ADDR_BODY, k);
    }
    return n;
}

/* The chip goes back to the supply and the next value of its colour takes
 * its place; no effect fires (DU-R26). */
void du_upgrade_at(du_state *s, int seat, int32_t a)
{
    du_player *pl = &s->pl[seat];
    int chip = du_chip_at(pl, a);
    s->supply[chip]++;
    s->supply[chip + 1]--;
    S_set_at(pl, a, chip + 1);
}

int du_gain(du_state *s, nt_play *p, int seat, int chip, int to_bottom,
            const char *why)
{
    du_player *pl = &s->pl[seat];
    nt_buf w = {0};
    if (!s->supply[chip]) {
        if (why && nt_narrating(p)) {
            du_chip_words(s->d, chip, &w);
            nt_say(p, "no %s is left in the supply for %s (%s; DU-R3)",
                   nt_buf_str(&w), du_who(s, seat), why);
        }
        nt_buf_free(&w);
        return 0;
    }
    s->supply[chip]--;
    if (to_bottom && pl->body_n < DU_BODY_MAX)
        pl->body[pl->body_n++] = (int8_t)chip;
    else
        du_to_bag(pl, chip);
    if (why && nt_narrating(p)) {
        du_chip_words(s->d, chip, &w);
        nt_say(p, "%s takes %s into the %s (%s)", du_who(s, seat),
               nt_buf_str(&w), to_bottom ? "bottom of the vial" : "bag", why);
    }
    nt_buf_free(&w);
    return 1;
}

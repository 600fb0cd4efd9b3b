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
    for (int p = DU_MAX_ROW; p >= 1; p--)
        if (pl->row[p] >= 0) {
            if (chip)
                *chip = pl->row[p];
            return p;
        }
    if (chip)
        *chip = -1;
    return 0;
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
    case ADDR_WHITE: pl->row[k] = (int8_t)chip; break;
    }
}

/* Can this chip go one rung up now: its colour has a ladder, it is not at
 * the top, and the supply holds the next one (DU-R2). */
static int S_upgradable(const du_state *s, int chip)
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
        if ((any || DU_COL(c) == DC_BLACK) && S_upgradable(s, c))
            out[n++] = DU_ADDR(ADDR_NECK, k);
    }
    for (int k = 1; vial && k <= pl->body_n; k++) {
        int c = pl->body[k - 1];
        if ((any || DU_COL(c) == DC_BLACK) && S_upgradable(s, c))
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
        if (nt_narrating(p)) {
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
    if (nt_narrating(p)) {
        du_chip_words(s->d, chip, &w);
        nt_say(p, "%s takes %s into the %s (%s)", du_who(s, seat),
               nt_buf_str(&w), to_bottom ? "bottom of the vial" : "bag", why);
    }
    nt_buf_free(&w);
    return 1;
}

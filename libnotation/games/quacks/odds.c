/* The risk and the odds at a brewing step that may draw (the engine's
 * `risk` and `odds` hooks, play.h; odds.h): for each kind of chip in the
 * seat's bag, how many there are, where the chip would go (the space it
 * reaches, the bowl, beside the pot), whether it explodes the pot, and
 * what the scoring space after it is worth as the board prints it
 * (quacks.md §1.1, §1.3; herb-witches.md §5).  The space comes from the
 * placing code itself (qk_landing), so that a chip is moved here by every
 * rule that moves it there; the explosion from qk_explodes, the one check.
 * What the draw alone does not fix (the mandrake's other chip, a ruby
 * paid, a toadstool set beside the pot) is given as a range and said to
 * depend, never guessed. */
#include <stdio.h>

#include "odds.h"
#include "quacks.h"

static int S_colour(int chip)
{
    return qk_chips[chip].colour;
}

/* The seat deciding at `a`, when `a` is a brewing step with drawing among
 * its answers; else -1. */
static int S_drawing_seat(const nt_ask *a)
{
    if (a->q != &qk_q[QQ_BREW_ACT] || a->n < 0)
        return -1;
    for (int i = 0; i < a->n; i++)
        if (a->vals[i] == ACT_DRAW)
            return (int)a->arg;
    return -1;
}

int qk_risk(const void *state, const nt_ask *a, long *explode, long *chips)
{
    const qk_state *s = state;
    int seat = S_drawing_seat(a);
    if (seat < 0)
        return -1;
    const qk_player *pl = &s->pl[seat];
    *explode = 0;
    *chips = pl->bag_n;
    for (int c = 0; c < QK_CHIPS; c++)
        if (pl->bag[c] && qk_explodes(s, pl, c))
            *explode += pl->bag[c];
    return 0;
}

/* ------------------------------------------------------------ words */

static void S_range(nt_odds_kind *k, int lo, int hi)
{
    if (lo == hi)
        nt_odds_say(k, "%d", lo);
    else
        nt_odds_say(k, "%d to %d", lo, hi);
}

/* The scoring spaces after the chip, lo + 1 to hi + 1 (the spoon after
 * the last space): their VP, coins and ruby, each from its least to its
 * most over the range, as amounts and in words. */
static void S_scoring(nt_odds_kind *k, int lo, int hi)
{
    int vp[2] = {99, 0}, coins[2] = {99, 0}, ruby[2] = {1, 0};
    for (int sp = lo + 1; sp <= hi + 1; sp++) {
        int v = qk_pot_vp[sp], c = qk_pot_coins[sp];
        int r = sp <= QK_LAST_SPACE && qk_pot_ruby[sp];
        vp[0] = v < vp[0] ? v : vp[0];
        vp[1] = v > vp[1] ? v : vp[1];
        coins[0] = c < coins[0] ? c : coins[0];
        coins[1] = c > coins[1] ? c : coins[1];
        ruby[0] = r < ruby[0] ? r : ruby[0];
        ruby[1] = r > ruby[1] ? r : ruby[1];
    }
    nt_odds_worth(k, "vp", vp[0], vp[1]);
    nt_odds_worth(k, "coins", coins[0], coins[1]);
    nt_odds_worth(k, "ruby", ruby[0], ruby[1]);
    if (lo == QK_LAST_SPACE)
        nt_odds_say(k, "; the spoon: ");
    else {
        nt_odds_say(k, "; scoring space ");
        S_range(k, lo + 1, hi + 1);
        nt_odds_say(k, ": ");
    }
    S_range(k, vp[0], vp[1]);
    nt_odds_say(k, " VP, ");
    S_range(k, coins[0], coins[1]);
    nt_odds_say(k, " coins%s", ruby[0] ? ", a ruby"
                               : ruby[1] ? ", a ruby or none"
                                         : "");
}

/* A white chip that takes the whites over the threshold. */
static void S_explosion(const qk_state *s, const qk_player *pl, int chip,
                        nt_odds_kind *k)
{
    if (!qk_explodes(s, pl, chip))
        return;
    k->explodes = 1;
    nt_odds_say(k, ", explodes (white %d over %d)",
                pl->white + qk_chips[chip].value, qk_threshold(s, pl));
    /* I-B2-WINDOW: the chip takes a place of the crow skull's window. */
    if (pl->window > 0 && !pl->full)
        nt_odds_say(k, " within a crow skull's window: VP and coins both "
                       "(blue set 2)");
}

/* ------------------------------------------------------------ kinds */

/* The pot is full and the bowl in play: every chip goes into the bowl,
 * with no move and no action; a white still counts (herb-witches.md
 * §5.4), and the bowl scores half its value in VP (§5.5). */
static void S_bowl(const qk_state *s, const qk_player *pl, int chip,
                   nt_odds_kind *k)
{
    int sum = qk_bowl_sum(pl) + qk_chip_value(chip);
    nt_odds_say(k, "into the bowl (the pot is full)");
    S_explosion(s, pl, chip, k);
    S_scoring(k, QK_LAST_SPACE, QK_LAST_SPACE);
    nt_odds_say(k, "; the bowl then holds %d: %d VP more", sum, sum / 2);
    nt_odds_worth(k, "bowl_vp", sum / 2, sum / 2);
}

/* Toadstool set 2: set beside the pot, placed (or not) only after the
 * stop, by the player's choice (I-R2-WHEN): the pot does not move now. */
static void S_beside(const qk_player *pl, nt_odds_kind *k)
{
    int last = qk_last_space(pl);
    k->depends |= NT_DEPENDS_CHOICE;
    nt_odds_say(k, "beside the pot (red set 2): it goes in only if the "
                   "player places it after stopping; the pot stays on "
                   "space %d",
                last);
    S_scoring(k, last, last);
}

/* The least and most value of a chip still in the bag once `chip` is
 * out of it (the mandrake of set 5 draws one); 0 when none is left. */
static void S_other_values(const qk_player *pl, int chip, int *lo, int *hi)
{
    *lo = *hi = 0;
    for (int c = 0; c < QK_CHIPS; c++) {
        int n = pl->bag[c] - (c == chip);
        int v = qk_chip_value(c);
        if (n <= 0)
            continue;
        if (!*hi || v < *lo)
            *lo = v;
        if (v > *hi)
            *hi = v;
    }
}

/* What a mandrake acting now adds that the draw does not fix: set 5
 * draws another chip and moves its value more (a chance outcome); set 6
 * may pay a ruby for 3 more (a choice).  Widens *lo..*hi and says why in
 * `why`. */
static void S_mandrake(const qk_state *s, const qk_player *pl, int chip,
                       nt_odds_kind *k, int *lo, int *hi, char *why,
                       size_t size)
{
    int set = qk_book(s, K_YELLOW), vlo, vhi;
    S_other_values(pl, chip, &vlo, &vhi);
    if (set == 5 && vhi) {
        *lo = qk_landing(s, pl, chip, vlo, 0, NULL);
        *hi = qk_landing(s, pl, chip, vhi, 0, NULL);
        k->depends |= NT_DEPENDS_CHANCE;
        snprintf(why, size, " (the mandrake draws another chip and moves "
                            "its value, %d to %d, more: yellow set 5)",
                 vlo, vhi);
    }
    if (set == 6 && pl->rubies > 0) {
        *hi = qk_landing(s, pl, chip, 0, 1, NULL);
        k->depends |= NT_DEPENDS_CHOICE;
        snprintf(why, size, " (3 more if the player pays a ruby: yellow "
                            "set 6)");
    }
}

/* What a chip acting as `as` does at once that brings more chips into
 * the pot: the crow skull's draws (blue set 1), the chip a toadstool of
 * set 6 sets aside; neither on the last space with the bowl (§5.3). */
static void S_more(const qk_state *s, const qk_player *pl, int as,
                   int space, nt_odds_kind *k)
{
    int left = pl->bag_n - 1, set = qk_book(s, S_colour(as));
    int lost = space == QK_LAST_SPACE && qk_bowl(s);
    if (left <= 0 || lost)
        return;
    if (S_colour(as) == K_BLUE && set == 1 && space < QK_LAST_SPACE) {
        int v = qk_chips[as].value, n = v < left ? v : left;
        k->flags |= NT_OUTCOME_MORE;
        nt_odds_say(k, "; then the crow skull draws %d chip%s, one of which "
                       "may go in (blue set 1)",
                    n, n == 1 ? "" : "s");
    }
    if (S_colour(as) == K_RED && set == 6) {
        k->flags |= NT_OUTCOME_MORE;
        nt_odds_say(k, "; then the toadstool sets the next chip aside, to "
                       "be placed this round (red set 6)");
    }
}

static void S_pot(const qk_state *s, const qk_player *pl, int chip,
                  nt_odds_kind *k)
{
    int as, lo = qk_landing(s, pl, chip, 0, 0, &as), hi = lo;
    char why[128] = "";
    if (as >= 0 && S_colour(as) == K_YELLOW)
        S_mandrake(s, pl, chip, k, &lo, &hi, why, sizeof why);
    k->space = lo;
    k->space_max = hi;
    nt_odds_say(k, "space ");
    S_range(k, lo, hi);
    nt_odds_say(k, "%s", why);
    S_explosion(s, pl, chip, k);
    if (lo == QK_LAST_SPACE && !pl->full) {
        if (!qk_bowl(s))
            k->flags |= NT_OUTCOME_ENDS;
        nt_odds_say(k, qk_bowl(s) ? ", the last: the next chips go into the "
                                    "bowl"
                                  : ", the last: the pot is full and the "
                                    "brewing ends (Q-R5)");
    }
    if (as >= 0 && S_colour(as) == K_BLUE &&
        (qk_book(s, K_BLUE) == 3 || qk_book(s, K_BLUE) == 4) && lo == hi &&
        qk_pot_ruby[lo])
        nt_odds_say(k, ", a ruby space: %s (blue set %d)",
                    qk_book(s, K_BLUE) == 3 ? "1 ruby" : "VP for its value",
                    qk_book(s, K_BLUE));
    S_scoring(k, lo, hi);
    if (as >= 0)
        S_more(s, pl, as, lo, k);
}

int qk_odds(const void *state, const nt_ask *a, struct nt_odds *out)
{
    const qk_state *s = state;
    int seat = S_drawing_seat(a);
    if (seat < 0)
        return -1;
    const qk_player *pl = &s->pl[seat];
    nt_odds_init(out, pl->bag_n);
    for (int c = 0; c < QK_CHIPS; c++) {
        if (!pl->bag[c])
            continue;
        int bowl = pl->full && qk_bowl(s);
        int beside = !bowl && S_colour(c) == K_RED && qk_book(s, K_RED) == 2;
        nt_odds_kind *k = nt_odds_add(out, qk_chips[c].id, pl->bag[c],
                                      bowl ? "bowl" : beside ? "beside"
                                                             : "pot",
                                      qk_last_space(pl));
        if (!k)
            break;
        if (bowl)
            S_bowl(s, pl, c, k);
        else if (beside)
            S_beside(pl, k);
        else
            S_pot(s, pl, c, k);
    }
    return 0;
}

/* Placing a chip in the pot (rulebook: La préparation de la potion;
 * quacks.md §1.3, §2.3; quacks-rulings.md): how far it moves by the books
 * in play, the last space and the overflow bowl, the white total and the
 * explosion; and taking a chip out again.  What a chip does on arriving is
 * in brew_actions.c. */
#include <string.h>

#include "quacks.h"

static int S_colour(int chip)
{
    return qk_chips[chip].colour;
}

int qk_last_space(const qk_player *pl)
{
    if (pl->npot)
        return pl->pot[pl->npot - 1].space;
    /* The first chip counts from the droplet, or the rat stone in front
     * of it (quacks.md §1.3). */
    int start = pl->droplet + pl->rats;
    return start > QK_LAST_SPACE ? QK_LAST_SPACE : start;
}

void qk_score_space(qk_player *pl)
{
    /* The space right after the last chip, or after the droplet / rat
     * stone when the pot is empty (I-EMPTY-POT); the spoon after 52. */
    pl->space = qk_last_space(pl) + 1;
}

int qk_in_pot(const qk_player *pl, int colour)
{
    int n = 0;
    for (int i = 0; i < pl->npot; i++)
        n += S_colour(pl->pot[i].chip) == colour && !pl->pot[i].no_action;
    return n;
}

/* The rule that sets the threshold, cited for a wrong explosion. */
const char *qk_threshold_rule(const qk_state *s, const qk_player *pl)
{
    if (s->card == F_LUXURY)
        return "quacks.fortune.living-in-luxury";
    if (qk_threshold(s, pl) > 7)
        return "quacks.yellow.3";
    return "quacks.pot.explosion";
}

int qk_threshold(const qk_state *s, const qk_player *pl)
{
    int t = 7;
    /* Mandrake set 3: 8 after the first yellow chip, 9 after the third;
     * "Living in luxury": 9; the highest applies (Q-R6). */
    if (qk_book(s, K_YELLOW) == 3) {
        int y = qk_in_pot(pl, K_YELLOW);
        t = y >= 3 ? 9 : y >= 1 ? 8 : 7;
    }
    if (s->card == F_LUXURY && t < 9)
        t = 9;
    return t;
}

/* Whether `chip`, drawn now and coming into the pot or the bowl, makes
 * the pot explode: a white chip that takes the white total over the
 * threshold (quacks.pot.explosion; Q-R6), once.  The one check of the
 * explosion: placing asks it, and so does the risk at a draw.  A white
 * chip leaves the threshold as it is (it counts no mandrake). */
int qk_explodes(const qk_state *s, const qk_player *pl, int chip)
{
    return S_colour(chip) == K_WHITE && !pl->exploded &&
           pl->white + qk_chips[chip].value > qk_threshold(s, pl);
}

/* ------------------------------------------------------------ moving */

/* How far a chip moves (quacks.md §2.3; I-Y2-DOUBLE), the rule that last
 * changed it (cited for a wrong asserted position), and, when `why` is
 * given, the reasons in words. */
typedef struct qk_move {
    const qk_state *s;
    const qk_player *pl;
    int chip;      /* the chip as it acts (locoweed set 6: what it copies) */
    int no_action;
    int extra;     /* mandrake set 5: the value of the chip drawn with it */
    int ruby;      /* mandrake set 6: a ruby paid, 3 more spaces */
    int real;      /* the chip placed */
} qk_move;

/* The highest red chip already in the pot (toadstool set 5). */
static int S_highest_red(const qk_player *pl)
{
    int best = 0;
    for (int i = 0; i < pl->npot; i++)
        if (S_colour(pl->pot[i].chip) == K_RED &&
            qk_chips[pl->pot[i].chip].value > best)
            best = qk_chips[pl->pot[i].chip].value;
    return best;
}

/* A chip's own move before the books add to it: locoweed has no printed
 * value (set 5: the rat stone's distance + 1, 4 at most; otherwise 1). */
static int S_base(const qk_move *m, nt_buf *why, const char **rule)
{
    const qk_state *s = m->s;
    int chip = m->chip, base = qk_chip_value(chip);
    if (chip == L1 && qk_book(s, K_LOCOWEED) == 5 && !m->no_action) {
        int r = m->pl->rats + 1;
        base = r > 4 ? 4 : r;
        *rule = "quacks.locoweed.5";
        if (why)
            nt_buf_printf(why, "locoweed moves %d (rat stone %d + 1, 4 at "
                               "most: locoweed set 5)", base, m->pl->rats);
        return base;
    }
    if (m->real == L1 && qk_book(s, K_LOCOWEED) == 6)
        *rule = "quacks.locoweed.6";
    if (why && m->real != chip)
        nt_buf_printf(why, "%s moves %d (as %s)", qk_chips[m->real].id, base,
                      qk_chips[chip].id);
    else if (why)
        nt_buf_printf(why, "%s moves %d", qk_chips[chip].id, base);
    if (S_colour(chip) == K_RED && qk_book(s, K_RED) == 5 && !m->no_action &&
        S_highest_red(m->pl) > base) {
        base = S_highest_red(m->pl);
        *rule = "quacks.red.5";
        if (why)
            nt_buf_printf(why, ", made %d (the highest toadstool in the pot: "
                               "red set 5)", base);
    }
    return base;
}

static int S_move(const qk_move *m, nt_buf *why, const char **rule)
{
    const qk_state *s = m->s;
    const qk_player *pl = m->pl;
    int chip = m->chip, colour = S_colour(chip);
    const qk_slot *last = pl->npot ? &pl->pot[pl->npot - 1] : NULL;
    *rule = "quacks.pot.position";
    int base = S_base(m, why, rule);
    if (chip == W1 && qk_book(s, K_RED) == 4 && qk_in_pot(pl, K_RED)) {
        base = 2;
        *rule = "quacks.red.4";
        if (why)
            nt_buf_puts(why, ", made 2 (a toadstool is in the pot: red "
                             "book 4)");
    }
    if (last && S_colour(last->as) == K_YELLOW && !last->no_action &&
        qk_book(s, K_YELLOW) == 2) {
        base *= 2;
        *rule = "quacks.yellow.2";
        if (why)
            nt_buf_printf(why,
                          ", doubled to %d (right after a mandrake: "
                          "yellow book 2)",
                          base);
    }
    int total = base;
    if (!m->no_action && colour == K_RED && qk_book(s, K_RED) == 1) {
        int o = qk_in_pot(pl, K_ORANGE), more = o >= 3 ? 2 : o >= 1 ? 1 : 0;
        if (more) {
            total += more;
            *rule = "quacks.red.1";
            if (why)
                nt_buf_printf(why,
                              " +%d (%d pumpkin%s in the pot: red book "
                              "1)",
                              more, o, o == 1 ? "" : "s");
        }
    }
    if (!m->no_action && colour == K_RED && qk_book(s, K_RED) == 3 && last &&
        S_colour(last->chip) == K_WHITE) {
        total += qk_chips[last->chip].value;
        *rule = "quacks.red.3";
        if (why)
            nt_buf_printf(why, " +%d (right after %s: red book 3)",
                          qk_chips[last->chip].value, qk_chips[last->chip].id);
    }
    if (!m->no_action && colour == K_YELLOW && qk_book(s, K_YELLOW) == 4) {
        int nth = qk_in_pot(pl, K_YELLOW) + 1;
        if (nth <= 3) {
            total += nth;
            *rule = "quacks.yellow.4";
            if (why)
                nt_buf_printf(why,
                              " +%d (mandrake number %d this round: "
                              "yellow book 4)",
                              nth, nth);
        }
    }
    if (m->extra) {
        total += m->extra;
        *rule = "quacks.yellow.5";
        if (why)
            nt_buf_printf(why, " +%d (the chip drawn with the mandrake: "
                               "yellow set 5)", m->extra);
    }
    if (m->ruby) {
        total += 3;
        *rule = "quacks.yellow.6";
        if (why)
            nt_buf_puts(why, " +3 (a ruby paid: yellow set 6)");
    }
    /* A locoweed copying a pumpkin stays a locoweed (HW-F2). */
    if (S_colour(m->real) == K_ORANGE && s->card == F_PUMPKIN_PARTY) {
        total += 1;
        *rule = "quacks.fortune.pumpkin-patch-party";
        if (why)
            nt_buf_puts(why, " +1 (Pumpkin patch party)");
    }
    return total;
}

/* The move in words, from the state before the chip is placed. */
static void S_move_why(const void *arg, nt_buf *out)
{
    const qk_move *m = arg;
    const qk_player *pl = m->pl;
    const char *rule;
    int from = qk_last_space(pl);
    if (pl->npot)
        nt_buf_printf(out, "from the last chip on space %d, ", from);
    else if (pl->rats)
        nt_buf_printf(out,
                      "from the rat stone on space %d (droplet %d + %d "
                      "rat tail%s), ",
                      from, pl->droplet, pl->rats, pl->rats == 1 ? "" : "s");
    else
        nt_buf_printf(out, "from the droplet on space %d, ", from);
    int to = from + S_move(m, out, &rule);
    if (to > QK_LAST_SPACE)
        nt_buf_printf(out, "; it stops on the last space, %d (%s)",
                      QK_LAST_SPACE,
                      qk_bowl(m->s) ? "herb-witches.md §5" : "Q-R5");
}

/* The space a chip reaches: from the last chip (or the droplet), its
 * move, and no further than the last space (Q-R5; herb-witches.md §5). */
static int S_space(const qk_move *m, const char **rule)
{
    int space = qk_last_space(m->pl) + S_move(m, NULL, rule);
    return space > QK_LAST_SPACE ? QK_LAST_SPACE : space;
}

/* ------------------------------------------------------------ placing */

/* The chip goes in: its whites, the pot full, the explosion; then what it
 * does when it arrives (brew_actions.c).  `as` is the chip it acts as (a
 * locoweed of set 6 copies), -1 for no action at all. */
static int S_arrives(qk_state *s, nt_play *p, int seat, int chip, int as,
                     int card)
{
    qk_player *pl = &s->pl[seat];
    int space = pl->pot[pl->npot - 1].space;
    int boom = qk_explodes(s, pl, chip);
    if (S_colour(chip) == K_WHITE)
        pl->white += qk_chips[chip].value;
    if (space == QK_LAST_SPACE && !pl->full) {
        pl->full = 1;
        if (qk_bowl(s))
            nt_say(p, "the pot is full: the next chips of %s go into the "
                      "bowl (herb-witches.md §5)",
                   qk_who(s, seat));
        else
            nt_say(p, "the pot is full: %s must stop (Q-R5)",
                   qk_who(s, seat));
    }
    int t = qk_threshold(s, pl);
    if (boom) {
        if (card) {
            nt_say(p,
                   "white total %d is over %d, but chips a fortune card "
                   "draws never explode the pot (Q-R7)",
                   pl->white, t);
        } else {
            pl->exploded = 1;
            pl->covered = pl->pot[pl->npot - 1].covered;
            nt_say(p, "white total %d is over %d: the pot of %s explodes%s",
                   pl->white, t, qk_who(s, seat),
                   pl->covered ? " within a crow skull's window (blue set 2)"
                               : "");
        }
    }
    if (as < 0)
        return NT_OK;
    return qk_chip_action(s, p, seat, as);
}

/* What a locoweed of set 6 acts as: the last coloured chip of the pot
 * (white ones do not count), with its value and action; -1 with none
 * there (value 1, no action).  Other chips act as themselves. */
static int S_acting(const qk_state *s, const qk_player *pl, int chip)
{
    if (chip != L1 || qk_book(s, K_LOCOWEED) != 6)
        return chip;
    for (int i = pl->npot - 1; i >= 0; i--)
        if (S_colour(pl->pot[i].chip) != K_WHITE)
            return pl->pot[i].as == L1 ? -1 : pl->pot[i].as;
    return -1;
}

/* Into the overflow bowl: no move and no action, but a white chip still
 * counts (herb-witches.md §5.4). */
static int S_into_bowl(qk_state *s, nt_play *p, int seat, int chip,
                       unsigned how)
{
    qk_player *pl = &s->pl[seat];
    int card = (how & PLACE_CARD) != 0;
    if (pl->nbowl == QK_POT_MAX)
        return nt_fail(p, "quacks.pot.size", "the bowl holds no more chips");
    nt_fact f = {0};
    f.attr = "bowl";
    f.type = &nt_type_bool;
    f.value = 1;
    f.rule = "quacks.bowl";
    NT_TRY(nt_derived(p, &f));
    pl->bowl[pl->nbowl++] = (uint8_t)chip;
    /* A chip not drawn now leaves the flask nothing (HW-F1): the caller
     * said why in no_last. */
    pl->last = -1;
    pl->last_bowl = !(how & PLACE_UNDRAWN);
    if (pl->last_bowl)
        pl->no_last = NULL;
    nt_say(p, "%s goes into the bowl of %s (the pot is full)",
           qk_chips[chip].id, qk_who(s, seat));
    if (S_colour(chip) != K_WHITE)
        return NT_OK;
    int boom = qk_explodes(s, pl, chip);
    pl->white += qk_chips[chip].value;
    int t = qk_threshold(s, pl);
    if (boom) {
        if (card) {
            nt_say(p, "white total %d is over %d, but chips a fortune card "
                      "draws never explode the pot (Q-R7)",
                   pl->white, t);
        } else {
            pl->exploded = 1;
            nt_say(p, "white total %d is over %d: the pot of %s explodes",
                   pl->white, t, qk_who(s, seat));
        }
    }
    return NT_OK;
}

/* What a chip asks before it moves: mandrake set 5 draws another chip,
 * mandrake set 6 may take a ruby (herb-witches.md §2.1). */
static int S_before_move(qk_state *s, nt_play *p, int seat, qk_move *m)
{
    qk_player *pl = &s->pl[seat];
    if (m->no_action || S_colour(m->chip) != K_YELLOW)
        return NT_OK;
    int set = qk_book(s, K_YELLOW);
    if (set == 5 && pl->bag_n && !pl->exploded) {
        int extra;
        NT_TRY(nt_open(p, "reveal"));
        NT_TRY(qk_reveal_one(s, p, seat, "quacks.yellow.5", &extra));
        NT_TRY(nt_close(p));
        m->extra = qk_chip_value(extra);
        qk_to_bag(pl, extra);
        nt_say(p, "the mandrake draws %s: %d more space%s, and it goes back "
                  "into the bag (yellow set 5)",
               qk_chips[extra].id, m->extra, m->extra == 1 ? "" : "s");
    }
    if (set == 6) {
        static const int32_t yes_no[2] = {0, 1};
        int32_t v;
        nt_ask a = {.q = &qk_q[QQ_YELLOW_RUBY], .actor = seat,
                    .n = pl->rubies ? 2 : 1, .vals = yes_no, .dflt = 0,
                    .arg = seat};
        NT_TRY(nt_choose(p, &a, &v));
        if (v) {
            pl->rubies--;
            m->ruby = 1;
            nt_say(p, "%s pays a ruby: the mandrake moves 3 more spaces "
                      "(yellow set 6)",
                   qk_who(s, seat));
        }
    }
    return NT_OK;
}

/* Where `chip`, drawn now, would land, as qk_place places it: with the
 * `extra` spaces of a mandrake of set 5 and the `ruby` of set 6 (what the
 * draw alone does not fix: the caller tries each); *as (may be NULL) is
 * the chip it acts as, -1 for none.  The odds of a draw ask it, so that
 * they move a chip by the same rules as placing it does. */
int qk_landing(const qk_state *s, const qk_player *pl, int chip, int extra,
               int ruby, int *as)
{
    int acting = S_acting(s, pl, chip);
    qk_move m = {s, pl, acting < 0 ? chip : acting, acting < 0, extra, ruby,
                 chip};
    const char *rule;
    if (as)
        *as = acting;
    return S_space(&m, &rule);
}

/* Place a chip: it moves from the last chip (or the droplet), stops on the
 * last space at the most, counts its whites, and acts. */
int qk_place(qk_state *s, nt_play *p, int seat, int chip, unsigned how)
{
    qk_player *pl = &s->pl[seat];
    int card = (how & PLACE_CARD) != 0;
    int no_action = (how & PLACE_NO_ACTION) != 0;
    /* Once the pot is full every chip goes into the bowl, a toadstool of
     * set 2 too (HW-F4). */
    if (pl->full && qk_bowl(s))
        return S_into_bowl(s, p, seat, chip, how);
    if (S_colour(chip) == K_RED && qk_book(s, K_RED) == 2 &&
        !(how & (PLACE_CARD | PLACE_NO_ACTION | PLACE_BESIDE))) {
        /* Toadstool set 2: not placed, but set beside the pot. */
        pl->beside[chip]++;
        pl->beside_now[chip]++;
        qk_no_last(pl, "the chip just drawn lies beside the pot");
        nt_say(p, "%s sets %s beside the pot (red set 2)", qk_who(s, seat),
               qk_chips[chip].id);
        return NT_OK;
    }
    if (pl->npot == QK_POT_MAX)
        return nt_fail(p, "quacks.pot.size", "the pot holds no more chips");
    int as = no_action ? chip : S_acting(s, pl, chip);
    if (as < 0)
        nt_say(p, "no coloured chip is in the pot yet: the locoweed moves 1 "
                  "and does nothing (locoweed set 6)");
    else if (as != chip)
        nt_say(p, "the locoweed acts as %s, the last coloured chip in the "
                  "pot (locoweed set 6)",
               qk_chips[as].id);
    qk_move m = {s, pl, as < 0 ? chip : as, no_action || as < 0, 0, 0, chip};
    NT_TRY(S_before_move(s, p, seat, &m));
    nt_fact pos = {0};
    int space = S_space(&m, &pos.rule);
    pos.attr = "pos";
    pos.type = &nt_type_int;
    pos.value = space;
    pos.why = S_move_why;
    pos.why_arg = &m;
    NT_TRY(nt_derived(p, &pos));
    if (nt_narrating(p)) {
        nt_buf why = {0};
        S_move_why(&m, &why);
        nt_say(p, "%s places %s on space %d: %s", qk_who(s, seat),
               qk_chips[chip].id, space, nt_buf_str(&why));
        nt_buf_free(&why);
    }
    qk_slot slot = {.chip = (uint8_t)chip, .space = (uint8_t)space,
                    .no_action = (uint8_t)no_action,
                    .as = (uint8_t)(as < 0 ? chip : as)};
    if (pl->window > 0) {
        slot.covered = 1;
        pl->window--;
    }
    pl->pot[pl->npot++] = slot;
    /* Set aside or kept, a chip is not the last draw's (HW-F1): the
     * caller said why in no_last. */
    pl->last = how & PLACE_UNDRAWN ? -1 : pl->npot - 1;
    pl->last_bowl = 0;
    if (!(how & PLACE_UNDRAWN))
        pl->no_last = NULL; /* a drawn chip: its own reason is gone */
    if (S_colour(chip) == K_WHITE && s->card == F_WELL_STIRRED &&
        !pl->first_white_done && !card) {
        pl->first_white_done = 1;
        pl->stir = pl->npot - 1;
    }
    return S_arrives(s, p, seat, chip, no_action || as < 0 ? -1 : as, card);
}

void qk_unplace(qk_state *s, qk_player *pl, int index)
{
    qk_slot slot = pl->pot[index];
    memmove(&pl->pot[index], &pl->pot[index + 1],
            (size_t)(pl->npot - index - 1) * sizeof pl->pot[0]);
    pl->npot--;
    if (S_colour(slot.chip) == K_WHITE)
        pl->white -= qk_chips[slot.chip].value;
    if (slot.covered)
        pl->window++; /* I-B2-WINDOW: a returned chip uses no place */
    /* The pot is full while a chip lies on its last space: taken off
     * (the two-whites-back witch, the flask), the next chips count from
     * the last chip left, and the bowl keeps what it holds (HW-F3). */
    if (slot.space == QK_LAST_SPACE)
        pl->full = 0;
    if (pl->stir > index)
        pl->stir--;
    else if (pl->stir == index)
        pl->stir = -1;
    qk_to_bag(pl, slot.chip);
    (void)s;
}

/* Brewing: drawing chips from the bag and placing them in the pot, with
 * every rule of placement, the immediate actions of the blue, red and
 * yellow books, explosions, the flask, and what a fortune card adds to the
 * brewing (rulebook: La préparation de la potion, Actions des jetons,
 * Bouteilles; quacks.md §1.3, §2.3, §8.1; quacks-rulings.md). */
#include <string.h>

#include "quacks.h"

int qk_book(const qk_state *s, int colour)
{
    return s->setup->book[colour];
}

int qk_bowl(const qk_state *s)
{
    return s->setup->witches; /* Q-R5; herb-witches.md §5 */
}

int qk_done(const qk_state *s, const qk_player *pl)
{
    return pl->exploded || (pl->full && !qk_bowl(s));
}

int qk_chip_value(int chip)
{
    /* Locoweed has no printed value: 1 where a number is needed (H-R2). */
    return qk_chips[chip].value ? qk_chips[chip].value : 1;
}

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

static int S_in_pot(const qk_player *pl, int colour)
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
        int y = S_in_pot(pl, K_YELLOW);
        t = y >= 3 ? 9 : y >= 1 ? 8 : 7;
    }
    if (s->card == F_LUXURY && t < 9)
        t = 9;
    return t;
}

void qk_to_bag(qk_player *pl, int chip)
{
    pl->bag[chip]++;
    pl->bag_n++;
}

int qk_can_gain(const qk_state *s, int chip)
{
    int c = S_colour(chip);
    /* Locoweed may be had from round 1 (H-R2). */
    if (!s->supply[chip])
        return 0;
    if (c == K_YELLOW && s->round < 2)
        return 0;
    if (c == K_PURPLE && s->round < 3)
        return 0;
    return 1;
}

int qk_from_supply(qk_state *s, nt_play *p, int seat, int chip,
                   const char *why)
{
    if (!qk_can_gain(s, chip)) {
        nt_say(p,
               "%s would take %s (%s), but it cannot be had now "
               "(I-CLOSED-GAIN, Q-R10)",
               qk_who(s, seat), qk_chips[chip].id, why);
        return 0;
    }
    s->supply[chip]--;
    qk_to_bag(&s->pl[seat], chip);
    nt_say(p, "%s puts %s into the bag (%s)", qk_who(s, seat),
           qk_chips[chip].id, why);
    return 1;
}

int qk_gain(qk_state *s, nt_play *p, int seat, int chip, const char *why)
{
    if (chip != K1 || qk_book(s, K_BLACK) != 5) {
        qk_from_supply(s, p, seat, chip, why);
        return NT_OK;
    }
    if (!qk_can_gain(s, chip)) {
        nt_say(p, "no black chip is left for %s (Q-R10)", qk_who(s, seat));
        return NT_OK;
    }
    /* Black set 5: the moth flies to the left neighbour's bag, and its
     * giver's droplet moves (herb-witches.md §2.1). */
    int left = (seat + 1) % s->players;
    s->supply[chip]--;
    qk_to_bag(&s->pl[left], chip);
    nt_say(p, "%s throws the black chip (%s) into the bag of %s and moves "
              "the droplet (black set 5)",
           qk_who(s, seat), why, qk_who(s, left));
    return qk_droplet(s, p, seat, 1, "quacks.black.5");
}

static void S_tube_reward(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    const qk_tube *t = &qk_tubes[pl->tube];
    switch (t->kind) {
    case TUBE_RUBY:
        pl->rubies++;
        nt_say(p, "test tube %d: %s takes a ruby", pl->tube, qk_who(s, seat));
        break;
    case TUBE_VP:
        pl->vp += t->amount;
        nt_say(p, "test tube %d: %s scores %d VP", pl->tube, qk_who(s, seat),
               t->amount);
        break;
    case TUBE_CHIP: qk_from_supply(s, p, seat, t->chip, "test tube"); break;
    }
}

/* Move a droplet `steps` single spaces; on the test-tube side each step
 * may go to the tubes instead (I-DIE-TUBE, I-TUBE-END). */
int qk_droplet(qk_state *s, nt_play *p, int seat, int steps, const char *rule)
{
    qk_player *pl = &s->pl[seat];
    static const int32_t both[2] = {0, 1};
    for (int i = 0; i < steps; i++) {
        int32_t v = 0;
        if (s->setup->back) { /* after glass 12, the pot only (I-TUBE-END) */
            /* Always written: a seat may move several droplets in one
             * element, and each answer must find its own move. */
            nt_ask a = {.q = &qk_q[QQ_DROPLET],
                        .actor = seat,
                        .n = pl->tube < QK_TUBES ? 2 : 1,
                        .vals = both,
                        .key = seat,
                        .dflt = NT_NONE,
                        .arg = seat,
                        .rule = rule};
            NT_TRY(nt_choose(p, &a, &v));
        }
        if (v) {
            pl->tube++;
            S_tube_reward(s, p, seat);
        } else {
            pl->droplet++;
            nt_say(p, "%s moves the droplet to space %d", qk_who(s, seat),
                   pl->droplet);
        }
    }
    return NT_OK;
}

/* ---------------------------------------------------------- the bag */

/* One chip drawn at random from the bag: a chance outcome whose odds are
 * the counts of each kind in the bag. */
int qk_bag_draw(qk_state *s, nt_play *p, const nt_question *q, int seat,
                const char *rule, int *chip)
{
    qk_player *pl = &s->pl[seat];
    int32_t vals[QK_CHIPS], v;
    uint32_t w[QK_CHIPS];
    int n = 0;
    for (int c = 0; c < QK_CHIPS; c++) {
        if (pl->bag[c]) {
            vals[n] = c;
            w[n++] = pl->bag[c];
        }
    }
    nt_ask a = {.q = q,
                .actor = NT_CHANCE,
                .n = n,
                .vals = vals,
                .weights = w,
                .key = seat,
                .dflt = NT_NONE,
                .arg = seat,
                .rule = rule};
    NT_TRY(nt_choose(p, &a, &v));
    pl->bag[v]--;
    pl->bag_n--;
    *chip = v;
    return NT_OK;
}

int qk_draw(qk_state *s, nt_play *p, int seat, int *chip)
{
    return qk_bag_draw(s, p, &qk_q[QQ_DRAW], seat, NULL, chip);
}

int qk_reveal_one(qk_state *s, nt_play *p, int seat, const char *rule,
                  int *chip)
{
    return qk_bag_draw(s, p, &qk_q[QQ_REVEAL], seat, rule, chip);
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
    if (chip == W1 && qk_book(s, K_RED) == 4 && S_in_pot(pl, K_RED)) {
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
        int o = S_in_pot(pl, K_ORANGE), more = o >= 3 ? 2 : o >= 1 ? 1 : 0;
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
        int nth = S_in_pot(pl, K_YELLOW) + 1;
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
    if (colour == K_ORANGE && s->card == F_PUMPKIN_PARTY) {
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

static int S_crow(qk_state *s, nt_play *p, int seat, int value);
static int S_mandrake_white(qk_state *s, nt_play *p, int seat);
static int S_set_aside(qk_state *s, nt_play *p, int seat);

/* Crow skull set 5: VP for its value if the pot already holds as many
 * pumpkins, of any value (herb-witches.md §2.1); what it scores may be
 * asserted on its element (vp). */
static int S_crow_5(qk_state *s, nt_play *p, int seat, int value)
{
    qk_player *pl = &s->pl[seat];
    int o = S_in_pot(pl, K_ORANGE);
    NT_TRY(nt_fact_int(p, "vp", &nt_type_int, o >= value ? value : 0,
                       "quacks.blue.5", 0));
    if (o >= value) {
        pl->vp += value;
        nt_say(p, "%d pumpkin%s already in the pot: %s scores %d VP (blue "
                  "set 5)",
               o, o == 1 ? "" : "s", qk_who(s, seat), value);
    } else {
        nt_say(p, "only %d pumpkin%s in the pot, %d needed: no VP (blue "
                  "set 5)",
               o, o == 1 ? "" : "s", value);
    }
    return NT_OK;
}

/* Crow skull set 6: a ruby for each white 1-chip among the chips placed
 * just before it, as many as its value (rubies, on its element). */
static int S_crow_6(qk_state *s, nt_play *p, int seat, int value)
{
    qk_player *pl = &s->pl[seat];
    int n = 0;
    for (int i = pl->npot - 2; i >= 0 && i >= pl->npot - 1 - value; i--)
        n += pl->pot[i].chip == W1;
    NT_TRY(nt_fact_int(p, "rubies", &nt_type_int, n, "quacks.blue.6", 0));
    pl->rubies += n;
    nt_say(p, "%d white 1-chip%s among the %d chip%s before the crow skull: "
              "%d rub%s (blue set 6)",
           n, n == 1 ? "" : "s", value, value == 1 ? "" : "s", n,
           n == 1 ? "y" : "ies");
    return NT_OK;
}

/* A chip on the last space: with the bowl, an action that concerns the
 * next chips is lost (herb-witches.md §5.3). */
static int S_lost_on_last(const qk_state *s, const qk_player *pl,
                          nt_play *p, const char *what)
{
    if (!qk_bowl(s) || pl->pot[pl->npot - 1].space != QK_LAST_SPACE)
        return 0;
    nt_say(p, "%s is lost on the last space: the next chips go into the "
              "bowl (herb-witches.md §5)",
           what);
    return 1;
}

/* The chip goes in; what it does when it arrives.  `as` is the chip it
 * acts as (a locoweed of set 6 copies), -1 for no action at all. */
static int S_arrives(qk_state *s, nt_play *p, int seat, int chip, int as,
                     int card)
{
    qk_player *pl = &s->pl[seat];
    int colour = S_colour(as < 0 ? chip : as), set = qk_book(s, colour);
    int space = pl->pot[pl->npot - 1].space;
    int value = as < 0 ? 1 : qk_chips[as].value;
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
    if (S_colour(chip) == K_WHITE && pl->white > t && !pl->exploded) {
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
    switch (colour) {
    case K_BLUE:
        if (set == 1 && !S_lost_on_last(s, pl, p, "the crow skull's draw"))
            return S_crow(s, p, seat, value);
        if (set == 2 && value > pl->window &&
            !S_lost_on_last(s, pl, p, "the crow skull's window")) {
            pl->window = value;
            nt_say(p,
                   "the next %d chip%s covered if the pot explodes "
                   "(blue set 2)",
                   pl->window, pl->window == 1 ? " is" : "s are");
        }
        if ((set == 3 || set == 4) && qk_pot_ruby[space]) {
            if (set == 3)
                pl->rubies++;
            else
                pl->vp += value;
            nt_say(p, "the crow skull lands on a ruby space: %s (blue set %d)",
                   set == 3 ? "1 ruby" : "VP for its value", set);
        }
        if (set == 5)
            return S_crow_5(s, p, seat, value);
        if (set == 6)
            return S_crow_6(s, p, seat, value);
        break;
    case K_YELLOW:
        if (set == 1)
            return S_mandrake_white(s, p, seat);
        if (set == 3 &&
            (S_in_pot(pl, K_YELLOW) == 1 || S_in_pot(pl, K_YELLOW) == 3))
            nt_say(p,
                   "the pot now explodes only above %d white points "
                   "(yellow set 3)",
                   qk_threshold(s, pl));
        break;
    case K_RED:
        if (set == 6 && !S_lost_on_last(s, pl, p, "the toadstool's draw"))
            return S_set_aside(s, p, seat);
        break;
    }
    return NT_OK;
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
static int S_into_bowl(qk_state *s, nt_play *p, int seat, int chip, int card)
{
    qk_player *pl = &s->pl[seat];
    if (pl->nbowl == QK_POT_MAX)
        return nt_fail(p, "quacks.pot.size", "the bowl holds no more chips");
    nt_fact f = {0};
    f.attr = "bowl";
    f.type = &nt_type_bool;
    f.value = 1;
    f.rule = "quacks.bowl";
    NT_TRY(nt_derived(p, &f));
    pl->bowl[pl->nbowl++] = (uint8_t)chip;
    pl->last = -1;
    pl->last_bowl = 1;
    nt_say(p, "%s goes into the bowl of %s (the pot is full)",
           qk_chips[chip].id, qk_who(s, seat));
    if (S_colour(chip) != K_WHITE)
        return NT_OK;
    pl->white += qk_chips[chip].value;
    int t = qk_threshold(s, pl);
    if (pl->white > t && !pl->exploded) {
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

/* Place a chip: it moves from the last chip (or the droplet), stops on the
 * last space at the most, counts its whites, and acts. */
int qk_place(qk_state *s, nt_play *p, int seat, int chip, unsigned how)
{
    qk_player *pl = &s->pl[seat];
    int card = (how & PLACE_CARD) != 0;
    int no_action = (how & PLACE_NO_ACTION) != 0;
    if (S_colour(chip) == K_RED && qk_book(s, K_RED) == 2 &&
        !(how & (PLACE_CARD | PLACE_NO_ACTION | PLACE_BESIDE))) {
        /* Toadstool set 2: not placed, but set beside the pot. */
        pl->beside[chip]++;
        pl->beside_now[chip]++;
        pl->last = -1;
        nt_say(p, "%s sets %s beside the pot (red set 2)", qk_who(s, seat),
               qk_chips[chip].id);
        return NT_OK;
    }
    if (pl->full && qk_bowl(s))
        return S_into_bowl(s, p, seat, chip, card);
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
    int space = qk_last_space(pl) + S_move(&m, NULL, &pos.rule);
    if (space > QK_LAST_SPACE)
        space = QK_LAST_SPACE;
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
    pl->last = pl->npot - 1;
    pl->last_bowl = 0;
    if (S_colour(chip) == K_WHITE && s->card == F_WELL_STIRRED &&
        !pl->first_white_done && !card) {
        pl->first_white_done = 1;
        pl->stir = pl->npot - 1;
    }
    return S_arrives(s, p, seat, chip, no_action || as < 0 ? -1 : as, card);
}

/* Toadstool set 6: the next chip drawn waits beside the pot, to be placed
 * this round when the player chooses (herb-witches.md §2.1). */
static int S_set_aside(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int chip;
    if (!pl->bag_n || pl->exploded) {
        nt_say(p, "the toadstool sets nothing aside: %s",
               pl->exploded ? "the pot has exploded" : "the bag is empty");
        return NT_OK;
    }
    NT_TRY(nt_open(p, "reveal"));
    NT_TRY(qk_reveal_one(s, p, seat, "quacks.red.6", &chip));
    NT_TRY(nt_close(p));
    pl->aside[chip]++;
    pl->aside_n++;
    nt_say(p, "%s sets %s aside, to place this round (red set 6)",
           qk_who(s, seat), qk_chips[chip].id);
    return NT_OK;
}

static void S_list_chips(const uint16_t *count, nt_buf *out)
{
    for (int c = 0; c < QK_CHIPS; c++)
        for (int i = 0; i < count[c]; i++)
            nt_buf_printf(out, "%s%s", out->len ? ", " : "", qk_chips[c].id);
}

/* The chips a crow skull showed and did not place go back into the bag
 * (Q-R11: before the chosen chip is placed and acts). */
static int S_crow_return(qk_state *s, nt_play *p, int seat, uint16_t *shown)
{
    int back = 0;
    for (int c = 0; c < QK_CHIPS; c++)
        back += shown[c];
    if (back && nt_narrating(p)) {
        nt_buf list = {0};
        S_list_chips(shown, &list);
        nt_say(p, "%s back into the bag", nt_buf_str(&list));
        nt_buf_free(&list);
    }
    for (int c = 0; c < QK_CHIPS; c++)
        for (; shown[c]; shown[c]--)
            qk_to_bag(&s->pl[seat], c);
    return back;
}

/* The crow skull's draws.  `returned`: chips an earlier crow skull of this
 * chain put back just before (Q-R11); the draws past what the bag would
 * hold without them are there by that ruling, and say so if missing. */
static int S_crow_draws(qk_state *s, nt_play *p, int seat, int k,
                        int returned, uint16_t *shown)
{
    int without = s->pl[seat].bag_n - returned;
    for (int i = 0; i < k; i++) {
        int chip;
        if (returned && i >= without)
            NT_TRY(nt_open_why(p, "reveal", "quacks.ruling.Q-R11",
                               "this crow skull draws %d chip%s, for the "
                               "chip%s not chosen went back into the bag "
                               "before it acted",
                               k, k == 1 ? "" : "s",
                               returned == 1 ? "" : "s"));
        else
            NT_TRY(nt_open(p, "reveal"));
        NT_TRY(qk_bag_draw(s, p, &qk_q[QQ_REVEAL], seat, NULL, &chip));
        NT_TRY(nt_close(p));
        shown[chip]++;
    }
    return NT_OK;
}

/* The crow skull has placed its one chip, or none: nothing more. */
static int S_crow_done(nt_play *p)
{
    return nt_end(p, "quacks.blue.1",
                  "the crow skull places one of the chips it shows, at most");
}

/* Crow skull set 1: draw 1, 2 or 4 more chips, place one of them or none
 * (I-CROW-DRAW); the others go back first (Q-R11). */
static int S_crow(qk_state *s, nt_play *p, int seat, int value)
{
    qk_player *pl = &s->pl[seat];
    uint16_t shown[QK_CHIPS] = {0};
    int32_t vals[QK_CHIPS + 1], v;
    int returned = pl->crow_returned;
    pl->crow_returned = 0;
    if (pl->full || pl->exploded) {
        nt_say(p,
               "the crow skull draws nothing: the brewing is over (I-FULL)");
        pl->last = pl->npot - 1;
        return nt_end(p, "quacks.ruling.I-FULL",
                      "the crow skull draws nothing on the last space");
    }
    int k = value < pl->bag_n ? value : pl->bag_n;
    NT_TRY(S_crow_draws(s, p, seat, k, returned, shown));
    int n = 0;
    for (int c = 0; c < QK_CHIPS; c++)
        if (shown[c])
            vals[n++] = c;
    if (nt_narrating(p)) {
        nt_buf list = {0};
        S_list_chips(shown, &list);
        nt_say(p, "the crow skull draws %d chip%s: %s (blue book 1)", k,
               k == 1 ? "" : "s", nt_buf_str(&list));
        nt_buf_free(&list);
    }
    static const int32_t place_or_not[2] = {0, NT_NONE};
    nt_ask a = {.q = &qk_q[QQ_PLACE],
                .actor = seat,
                .n = 2,
                .vals = place_or_not,
                .dflt = NT_NONE};
    v = NT_NONE;
    if (n)
        NT_TRY(nt_choose(p, &a, &v));
    pl->last = -1;
    if (v == NT_NONE) {
        nt_say(p, "%s places none of the chips the crow skull showed",
               qk_who(s, seat));
        S_crow_return(s, p, seat, shown);
        return S_crow_done(p);
    }
    nt_ask c = {.q = &qk_q[QQ_PLACE_CHIP],
                .actor = seat,
                .n = n,
                .vals = vals,
                .dflt = NT_NONE};
    NT_TRY(nt_choose(p, &c, &v));
    shown[v]--;
    pl->crow_returned = S_crow_return(s, p, seat, shown);
    NT_TRY(qk_place(s, p, seat, v, 0));
    pl->crow_returned = 0;
    NT_TRY(nt_close(p));
    return S_crow_done(p);
}

/* Mandrake set 1: the white chip just before may go back to the bag. */
static int S_mandrake_white(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int white =
        pl->npot >= 2 && S_colour(pl->pot[pl->npot - 2].chip) == K_WHITE;
    qk_slot prev = pl->pot[white ? pl->npot - 2 : 0];
    /* Asked even with no white chip before it (only "no" is legal then),
     * so that a return recorded there is explained. */
    static const int32_t yes_no[2] = {0, 1};
    int32_t v;
    nt_ask a = {.q = &qk_q[QQ_RETURN_WHITE],
                .actor = seat,
                .n = white ? 2 : 1,
                .vals = yes_no,
                .arg = seat};
    NT_TRY(nt_choose(p, &a, &v));
    if (!v)
        return NT_OK;
    pl->pot[pl->npot - 2] = pl->pot[pl->npot - 1];
    pl->npot--;
    pl->white -= qk_chips[prev.chip].value;
    pl->last = pl->npot - 1;
    if (pl->stir == pl->npot - 1)
        pl->stir = -1;
    qk_to_bag(pl, prev.chip);
    nt_say(p,
           "the mandrake sends %s back to the bag; its space stays empty "
           "(yellow set 1)",
           qk_chips[prev.chip].id);
    return NT_OK;
}

/* ----------------------------------------------------------- brewing */

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
    /* Once chips went into the bowl the pot stays full. */
    if (slot.space == QK_LAST_SPACE && !pl->nbowl)
        pl->full = 0;
    if (pl->stir > index)
        pl->stir--;
    else if (pl->stir == index)
        pl->stir = -1;
    qk_to_bag(pl, slot.chip);
    (void)s;
}

/* The chip the flask would return: the last one drawn, in the pot or in
 * the bowl; -1 with none. */
static int S_flask_chip(const qk_player *pl)
{
    if (pl->last_bowl)
        return pl->nbowl ? pl->bowl[pl->nbowl - 1] : -1;
    return pl->last >= 0 ? pl->pot[pl->last].chip : -1;
}

static int S_flask_allowed(const qk_state *s, const qk_player *pl)
{
    int chip = S_flask_chip(pl);
    if (!pl->flask || chip < 0 || qk_done(s, pl))
        return 0;
    /* I-FULL-FLASK: the pot is full and the brewing over; with the bowl
     * the brewing goes on, and so may the flask (HW-BOWL-FLASK). */
    if (!pl->last_bowl && pl->pot[pl->last].space == QK_LAST_SPACE &&
        !qk_bowl(s))
        return 0;
    return s->setup->flask == FLASK_ANY || S_colour(chip) == K_WHITE;
}

static void S_use_flask(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int chip = S_flask_chip(pl);
    nt_say(p, "%s uses the flask: %s goes back to the bag", qk_who(s, seat),
           qk_chips[chip].id);
    if (pl->last_bowl) {
        pl->nbowl--;
        if (S_colour(chip) == K_WHITE)
            pl->white -= qk_chips[chip].value;
        qk_to_bag(pl, chip);
    } else {
        qk_unplace(s, pl, pl->last);
    }
    pl->flask = 0;
    pl->last = -1;
    pl->last_bowl = 0;
    if (pl->white > qk_threshold(s, pl)) { /* I-FLASK */
        pl->exploded = 1;
        nt_say(p, "with that chip gone the limit drops: the pot explodes "
                  "(I-FLASK)");
    }
}

static int S_stir_allowed(const qk_state *s, const qk_player *pl)
{
    return pl->stir >= 0 && !qk_done(s, pl) &&
           (qk_bowl(s) || pl->pot[pl->stir].space != QK_LAST_SPACE);
}

static int S_restart_allowed(const qk_state *s, const qk_player *pl)
{
    return s->card == F_SECOND_CHANCE && !pl->second_chance &&
           (pl->npot >= 5 || (pl->exploded && pl->npot <= 5));
}

static void S_restart(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    while (pl->npot)
        qk_unplace(s, pl, pl->npot - 1);
    for (int c = 0; c < QK_CHIPS; c++) {
        for (; pl->beside_now[c]; pl->beside_now[c]--) {
            pl->beside[c]--;
            qk_to_bag(pl, c);
        }
        for (; pl->aside[c]; pl->aside[c]--)
            qk_to_bag(pl, c);
    }
    for (int i = 0; i < pl->nbowl; i++)
        qk_to_bag(pl, pl->bowl[i]);
    pl->nbowl = pl->aside_n = pl->last_bowl = 0;
    pl->white = pl->exploded = pl->full = pl->covered = pl->window = 0;
    pl->last = pl->stir = -1;
    nt_say(p,
           "%s puts everything back and brews again (a second chance, "
           "I-SECOND-CHANCE)",
           qk_who(s, seat));
}

static int S_draw_step(qk_state *s, nt_play *p, int seat, int *chip)
{
    NT_TRY(qk_draw(s, p, seat, chip));
    return qk_place(s, p, seat, *chip, 0);
}

/* One kind of the chips a seat holds in counts, chosen by the record. */
static int S_pick(nt_play *p, int q, int seat, const uint8_t *counts,
                  int32_t *out)
{
    int32_t vals[QK_CHIPS];
    int n = 0;
    for (int c = 0; c < QK_CHIPS; c++)
        if (counts[c])
            vals[n++] = c;
    nt_ask a = {.q = &qk_q[q], .actor = seat, .n = n, .vals = vals,
                .dflt = NT_NONE, .arg = seat};
    return nt_choose(p, &a, out);
}

/* Toadstool set 6: a chip set aside goes in when the player chooses. */
static int S_place_aside(qk_state *s, nt_play *p, int seat, int *chip)
{
    qk_player *pl = &s->pl[seat];
    int32_t v;
    NT_TRY(S_pick(p, QQ_ASIDE_CHIP, seat, pl->aside, &v));
    pl->aside[v]--;
    pl->aside_n--;
    *chip = v;
    return qk_place(s, p, seat, v, 0);
}

/* Garden spider set 5: the chips kept from the last round are the first
 * ones in, in the order the player chooses (herb-witches.md §2.1). */
static int S_kept_first(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    for (;;) {
        static const int32_t start[1] = {0};
        int32_t v, any = 0;
        for (int c = 0; c < QK_CHIPS; c++)
            any |= pl->kept[c];
        if (!any)
            return NT_OK;
        nt_ask a = {.q = &qk_q[QQ_START], .actor = seat, .n = 1,
                    .vals = start, .dflt = NT_NONE, .arg = seat};
        NT_TRY(nt_choose(p, &a, &v));
        NT_TRY(S_pick(p, QQ_START_CHIP, seat, pl->kept, &v));
        pl->kept[v]--;
        NT_TRY(qk_place(s, p, seat, v, 0));
        NT_TRY(nt_close(p));
    }
}

/* After stopping: the toadstool set 2 chips beside the pot go in (any
 * order), back to the bag, or stay for a later round (I-R2-WHEN). */
static int S_beside(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    for (;;) {
        int32_t acts[3], chips[QK_CHIPS], v;
        int n = 0, m = 0;
        for (int c = 0; c < QK_CHIPS; c++)
            if (pl->beside[c])
                chips[m++] = c;
        if (!m)
            return NT_OK;
        if (!pl->full || qk_bowl(s))
            acts[n++] = BESIDE_ADD;
        acts[n++] = BESIDE_RETURN;
        acts[n++] = NT_NONE;
        nt_ask a = {.q = &qk_q[QQ_BESIDE],
                    .actor = seat,
                    .n = n,
                    .vals = acts,
                    .dflt = NT_NONE};
        NT_TRY(nt_choose(p, &a, &v));
        if (v == NT_NONE)
            return NT_OK;
        int what = v;
        nt_ask c = {.q = &qk_q[QQ_BESIDE_CHIP],
                    .actor = seat,
                    .n = m,
                    .vals = chips,
                    .dflt = NT_NONE};
        NT_TRY(nt_choose(p, &c, &v));
        pl->beside[v]--;
        if (pl->beside_now[v])
            pl->beside_now[v]--;
        if (what == BESIDE_ADD)
            NT_TRY(qk_place(s, p, seat, v, PLACE_BESIDE));
        else {
            qk_to_bag(pl, v);
            nt_say(p, "%s puts %s from beside the pot back into the bag",
                   qk_who(s, seat), qk_chips[v].id);
        }
        NT_TRY(nt_close(p));
    }
}

static int S_bowl_sum(const qk_player *pl)
{
    int sum = 0;
    for (int i = 0; i < pl->nbowl; i++)
        sum += qk_chip_value(pl->bowl[i]);
    return sum;
}

static int S_end_facts(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int wanted;
    NT_TRY(nt_open_opt(p, "end", NULL, 0, &wanted));
    if (wanted) {
        NT_TRY(nt_fact_int(p, "white", &nt_type_int, pl->white,
                           "quacks.pot.white", 0));
        NT_TRY(nt_fact_int(p, "space", &nt_type_int, pl->space,
                           "quacks.pot.space", 0));
        NT_TRY(nt_fact_int(p, "exploded", &nt_type_bool, pl->exploded,
                           qk_threshold_rule(s, pl), 0));
        /* What the scoring space prints (before green set 3 moves it). */
        NT_TRY(nt_fact_int(p, "coins", &nt_type_int, qk_pot_coins[pl->space],
                           "quacks.pot.space", 0));
        NT_TRY(nt_fact_int(p, "vp", &nt_type_int, qk_pot_vp[pl->space],
                           "quacks.pot.space", 0));
        NT_TRY(
            nt_fact_int(p, "ruby", &nt_type_bool,
                        pl->space <= QK_LAST_SPACE && qk_pot_ruby[pl->space],
                        "quacks.pot.space", 0));
        if (qk_bowl(s))
            NT_TRY(nt_fact_int(p, "bowl", &nt_type_int, S_bowl_sum(pl),
                               "quacks.bowl", 0));
    }
    return nt_close(p);
}

int qk_bowl_sum(const qk_player *pl)
{
    return S_bowl_sum(pl);
}

/* How a generated player brews: draws on while the whites leave room,
 * more carefully near the threshold, and uses the flask on a white chip. */
static void S_brew_policy(const qk_state *s, const qk_player *pl,
                          const int32_t *acts, int n, uint32_t *w)
{
    int room = qk_threshold(s, pl) - pl->white;
    int chip = S_flask_chip(pl);
    for (int i = 0; i < n; i++) {
        switch (acts[i]) {
        case ACT_DRAW:
            w[i] = room >= 4 ? 40 : room == 3 ? 12 : room == 2 ? 4 : 1;
            break;
        case ACT_FLASK:
            w[i] = chip >= 0 && S_colour(chip) == K_WHITE && room <= 2 ? 8
                                                                        : 1;
            break;
        case ACT_STIR: w[i] = 4; break;
        case ACT_RESTART: w[i] = pl->exploded ? 8 : 1; break;
        case ACT_WITCH: w[i] = pl->exploded || room <= 2 ? 6 : 1; break;
        case ACT_ASIDE: w[i] = 6; break;
        default: w[i] = room <= 1 ? 6 : 1; break;
        }
    }
}

/* The brewing steps open to a seat now; stopping last (asked even when
 * nothing else is left, so that a step recorded after the end is
 * explained).  Stopping waits for the chips set aside (red set 6). */
static int S_brew_acts(qk_state *s, qk_player *pl, int seat, int32_t *acts,
                       int *can_stop)
{
    int n = 0;
    if (!qk_done(s, pl) && pl->bag_n)
        acts[n++] = ACT_DRAW;
    if (S_flask_allowed(s, pl))
        acts[n++] = ACT_FLASK;
    if (S_stir_allowed(s, pl))
        acts[n++] = ACT_STIR;
    if (S_restart_allowed(s, pl)) {
        acts[n++] = ACT_RESTART;
        pl->second_chance = 1; /* offered once */
    }
    if (qk_witch_brew_ok(s, seat))
        acts[n++] = ACT_WITCH;
    if (pl->aside_n)
        acts[n++] = ACT_ASIDE;
    *can_stop = !pl->aside_n || !n;
    if (*can_stop)
        acts[n++] = NT_NONE;
    return n;
}

static int S_brew_step(qk_state *s, nt_play *p, int seat, int act, int *chip)
{
    qk_player *pl = &s->pl[seat];
    int stir = pl->stir;
    pl->stir = -1;
    switch (act) {
    case ACT_DRAW: return S_draw_step(s, p, seat, chip);
    case ACT_FLASK: S_use_flask(s, p, seat); break;
    case ACT_STIR:
        nt_say(p, "%s puts the first white chip back (well stirred)",
               qk_who(s, seat));
        qk_unplace(s, pl, stir);
        pl->last = -1;
        pl->last_bowl = 0;
        break;
    case ACT_RESTART: S_restart(s, p, seat); break;
    case ACT_WITCH: return qk_witch_brew(s, p, seat);
    case ACT_ASIDE: return S_place_aside(s, p, seat, chip);
    }
    return NT_OK;
}

int qk_brew(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    s->seat = seat;
    NT_TRY(nt_open(p, "brew"));
    NT_TRY(
        nt_fact_int(p, "seat", &nt_type_seat, seat, "quacks.brew.order", 1));
    NT_TRY(nt_fact_int(
        p, "rats", &nt_type_int, pl->rats,
        s->round < 2                 ? "quacks.rats.round-2"
        : s->card == F_RAT_INFESTATION ? "quacks.fortune.rat-infestation"
        : s->card == F_GOOD_START    ? "quacks.fortune.a-good-start"
                                     : "quacks.rats",
        1));
    pl->last = pl->stir = -1;
    NT_TRY(S_kept_first(s, p, seat));
    for (;;) {
        int32_t acts[8], v;
        int can_stop, n = S_brew_acts(s, pl, seat, acts, &can_stop);
        int last_ask = n == 1 && can_stop;
        uint32_t w[8];
        S_brew_policy(s, pl, acts, n, w);
        nt_ask a = {.q = &qk_q[QQ_BREW_ACT],
                    .actor = seat,
                    .n = n,
                    .vals = acts,
                    .weights = w,
                    .dflt = NT_NONE,
                    .arg = seat,
                    .rule = can_stop ? NULL : "quacks.red.6"};
        NT_TRY(nt_choose(p, &a, &v));
        if (v == NT_NONE || last_ask)
            break;
        int chip = -1;
        NT_TRY(S_brew_step(s, p, seat, v, &chip));
        NT_TRY(nt_close(p));
        static const char *const acts_words[] = {
            "draws", "uses the flask", "stirs", "starts again",
            "calls the brewing witch", "places the chip set aside"};
        NT_TRY(qk_step(s, p, "%s %s%s%s", qk_who(s, seat), acts_words[v],
                       chip >= 0 ? " " : "",
                       chip >= 0 ? qk_chips[chip].id : ""));
    }
    pl->stopped = 1;
    if (!pl->exploded && s->card == F_SEASONED && pl->white == 7) {
        nt_say(p, "white total exactly 7: seasoned perfectly, droplet +1");
        NT_TRY(qk_droplet(s, p, seat, 1, "quacks.fortune.seasoned-perfectly"));
    }
    NT_TRY(S_beside(s, p, seat));
    qk_score_space(pl);
    nt_say(p, "%s stops%s; scoring space %d", qk_who(s, seat),
           pl->exploded ? " (exploded)" : "", pl->space);
    NT_TRY(S_end_facts(s, p, seat));
    NT_TRY(nt_end(p,
                  pl->exploded ? "quacks.brew.exploded"
                  : pl->full   ? "quacks.pot.full"
                               : "quacks.brew.stop",
                  pl->exploded ? "the pot exploded: no more chips"
                  : pl->full   ? "the pot is full: no more chips"
                               : "the player has stopped"));
    NT_TRY(nt_close(p));
    return qk_step(s, p, "%s stops on space %d", qk_who(s, seat), pl->space);
}

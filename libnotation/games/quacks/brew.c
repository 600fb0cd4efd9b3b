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
static int S_draw_from(qk_player *pl, nt_play *p, const nt_question *q,
                       int seat, int keyed, int *chip)
{
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
                .key = keyed ? seat : 0,
                .dflt = NT_NONE,
                .arg = seat};
    NT_TRY(nt_choose(p, &a, &v));
    pl->bag[v]--;
    pl->bag_n--;
    *chip = v;
    return NT_OK;
}

int qk_draw(qk_state *s, nt_play *p, int seat, int *chip)
{
    return S_draw_from(&s->pl[seat], p, &qk_q[QQ_DRAW], seat, 0, chip);
}

/* ------------------------------------------------------------ moving */

/* How far a chip moves (quacks.md §2.3; I-Y2-DOUBLE), the rule that last
 * changed it (cited for a wrong asserted position), and, when `why` is
 * given, the reasons in words. */
typedef struct qk_move {
    const qk_state *s;
    const qk_player *pl;
    int chip;
    int no_action;
} qk_move;

static int S_move(const qk_move *m, nt_buf *why, const char **rule)
{
    const qk_state *s = m->s;
    const qk_player *pl = m->pl;
    int chip = m->chip, colour = S_colour(chip);
    int base = qk_chip_value(chip);
    const qk_slot *last = pl->npot ? &pl->pot[pl->npot - 1] : NULL;
    *rule = "quacks.pot.position";
    if (why)
        nt_buf_printf(why, "%s moves %d", qk_chips[chip].id, base);
    if (chip == W1 && qk_book(s, K_RED) == 4 && S_in_pot(pl, K_RED)) {
        base = 2;
        *rule = "quacks.red.4";
        if (why)
            nt_buf_puts(why, ", made 2 (a toadstool is in the pot: red "
                             "book 4)");
    }
    if (last && S_colour(last->chip) == K_YELLOW && !last->no_action &&
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
        nt_buf_printf(out, "; it stops on the last space, %d (Q-R5)",
                      QK_LAST_SPACE);
}

static int S_crow(qk_state *s, nt_play *p, int seat, int value);
static int S_mandrake_white(qk_state *s, nt_play *p, int seat);

/* The chip goes in; what it does when it arrives. */
static int S_arrives(qk_state *s, nt_play *p, int seat, int chip, int card,
                     int no_action)
{
    qk_player *pl = &s->pl[seat];
    int colour = S_colour(chip), set = qk_book(s, colour);
    int space = pl->pot[pl->npot - 1].space;
    if (colour == K_WHITE)
        pl->white += qk_chips[chip].value;
    if (space == QK_LAST_SPACE && !pl->full) {
        pl->full = 1;
        nt_say(p, "the pot is full: %s must stop (Q-R5)", qk_who(s, seat));
    }
    int t = qk_threshold(s, pl);
    if (colour == K_WHITE && pl->white > t && !pl->exploded) {
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
    if (no_action)
        return NT_OK;
    switch (colour) {
    case K_BLUE:
        if (set == 1)
            return S_crow(s, p, seat, qk_chips[chip].value);
        if (set == 2 && qk_chips[chip].value > pl->window) {
            pl->window = qk_chips[chip].value;
            nt_say(p,
                   "the next %d chip%s covered if the pot explodes "
                   "(blue set 2)",
                   pl->window, pl->window == 1 ? " is" : "s are");
        }
        if ((set == 3 || set == 4) && qk_pot_ruby[space]) {
            if (set == 3)
                pl->rubies++;
            else
                pl->vp += qk_chips[chip].value;
            nt_say(p, "the crow skull lands on a ruby space: %s (blue set %d)",
                   set == 3 ? "1 ruby" : "VP for its value", set);
        }
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
    if (pl->npot == QK_POT_MAX)
        return nt_fail(p, "quacks.pot.size", "the pot holds no more chips");
    qk_move m = {s, pl, chip, no_action};
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
    qk_slot slot = {(uint8_t)chip, (uint8_t)space, (uint8_t)no_action, 0};
    if (pl->window > 0) {
        slot.covered = 1;
        pl->window--;
    }
    pl->pot[pl->npot++] = slot;
    pl->last = pl->npot - 1;
    if (S_colour(chip) == K_WHITE && s->card == F_WELL_STIRRED &&
        !pl->first_white_done && !card) {
        pl->first_white_done = 1;
        pl->stir = pl->npot - 1;
    }
    return S_arrives(s, p, seat, chip, card, no_action);
}

static void S_list_chips(const uint16_t *count, nt_buf *out)
{
    for (int c = 0; c < QK_CHIPS; c++)
        for (int i = 0; i < count[c]; i++)
            nt_buf_printf(out, "%s%s", out->len ? ", " : "", qk_chips[c].id);
}

/* Crow skull set 1: draw 1, 2 or 4 more chips, place one of them or none
 * (I-CROW-DRAW); the others go back. */
static int S_crow(qk_state *s, nt_play *p, int seat, int value)
{
    qk_player *pl = &s->pl[seat];
    uint16_t shown[QK_CHIPS] = {0};
    int32_t vals[QK_CHIPS + 1], v;
    if (pl->full || pl->exploded) {
        nt_say(p,
               "the crow skull draws nothing: the brewing is over (I-FULL)");
        pl->last = pl->npot - 1;
        return nt_end(p, "quacks.ruling.I-FULL",
                      "the crow skull draws nothing on the last space");
    }
    int k = value < pl->bag_n ? value : pl->bag_n;
    for (int i = 0; i < k; i++) {
        int chip;
        NT_TRY(nt_open(p, "reveal"));
        NT_TRY(S_draw_from(pl, p, &qk_q[QQ_REVEAL], seat, 0, &chip));
        NT_TRY(nt_close(p));
        shown[chip]++;
    }
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
    if (v != NT_NONE) {
        nt_ask c = {.q = &qk_q[QQ_PLACE_CHIP],
                    .actor = seat,
                    .n = n,
                    .vals = vals,
                    .dflt = NT_NONE};
        NT_TRY(nt_choose(p, &c, &v));
        shown[v]--;
        NT_TRY(qk_place(s, p, seat, v, 0));
        NT_TRY(nt_close(p));
    } else {
        nt_say(p, "%s places none of the chips the crow skull showed",
               qk_who(s, seat));
    }
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
            qk_to_bag(pl, c);
    return NT_OK;
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

/* Take a chip out of the pot, back into the bag. */
static void S_unplace(qk_state *s, qk_player *pl, int index)
{
    qk_slot slot = pl->pot[index];
    memmove(&pl->pot[index], &pl->pot[index + 1],
            (size_t)(pl->npot - index - 1) * sizeof pl->pot[0]);
    pl->npot--;
    if (S_colour(slot.chip) == K_WHITE)
        pl->white -= qk_chips[slot.chip].value;
    if (slot.covered)
        pl->window++; /* I-B2-WINDOW: a returned chip uses no place */
    if (slot.space == QK_LAST_SPACE)
        pl->full = 0;
    qk_to_bag(pl, slot.chip);
    (void)s;
}

static int S_flask_allowed(const qk_state *s, const qk_player *pl)
{
    if (!pl->flask || pl->last < 0 || pl->exploded || pl->full)
        return 0;
    const qk_slot *slot = &pl->pot[pl->last];
    if (slot->space == QK_LAST_SPACE) /* I-FULL-FLASK */
        return 0;
    return s->setup->flask == FLASK_ANY || S_colour(slot->chip) == K_WHITE;
}

static int S_stir_allowed(const qk_player *pl)
{
    return pl->stir >= 0 && !pl->exploded && !pl->full &&
           pl->pot[pl->stir].space != QK_LAST_SPACE;
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
        S_unplace(s, pl, pl->npot - 1);
    for (int c = 0; c < QK_CHIPS; c++) {
        for (; pl->beside_now[c]; pl->beside_now[c]--) {
            pl->beside[c]--;
            qk_to_bag(pl, c);
        }
    }
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
        if (!pl->full)
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
    }
    return nt_close(p);
}

/* How a generated player brews: draws on while the whites leave room,
 * more carefully near the threshold, and uses the flask on a white chip. */
static void S_brew_policy(const qk_state *s, const qk_player *pl,
                          const int32_t *acts, int n, uint32_t *w)
{
    int room = qk_threshold(s, pl) - pl->white;
    for (int i = 0; i < n; i++) {
        switch (acts[i]) {
        case ACT_DRAW:
            w[i] = room >= 4 ? 40 : room == 3 ? 12 : room == 2 ? 4 : 1;
            break;
        case ACT_FLASK:
            w[i] = pl->last >= 0 &&
                           S_colour(pl->pot[pl->last].chip) == K_WHITE &&
                           room <= 2
                       ? 8
                       : 1;
            break;
        case ACT_STIR: w[i] = 4; break;
        case ACT_RESTART: w[i] = pl->exploded ? 8 : 1; break;
        default: w[i] = room <= 1 ? 6 : 1; break;
        }
    }
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
        s->card == F_RAT_INFESTATION ? "quacks.fortune.rat-infestation"
        : s->card == F_GOOD_START    ? "quacks.fortune.a-good-start"
                                     : "quacks.rats",
        1));
    pl->last = pl->stir = -1;
    for (;;) {
        int32_t acts[5], v;
        int n = 0, forced = pl->exploded || pl->full;
        if (!forced && pl->bag_n)
            acts[n++] = ACT_DRAW;
        if (S_flask_allowed(s, pl))
            acts[n++] = ACT_FLASK;
        if (S_stir_allowed(pl))
            acts[n++] = ACT_STIR;
        if (S_restart_allowed(s, pl)) {
            acts[n++] = ACT_RESTART;
            pl->second_chance = 1; /* offered once */
        }
        /* Stop, or let the offer go; when nothing else is left it is
         * still asked, so that a draw recorded after the end is
         * explained. */
        int last_ask = !n;
        acts[n++] = NT_NONE;
        uint32_t w[5];
        S_brew_policy(s, pl, acts, n, w);
        nt_ask a = {.q = &qk_q[QQ_BREW_ACT],
                    .actor = seat,
                    .n = n,
                    .vals = acts,
                    .weights = w,
                    .dflt = NT_NONE,
                    .arg = seat};
        NT_TRY(nt_choose(p, &a, &v));
        if (v == NT_NONE || last_ask)
            break;
        int stir = pl->stir, chip = -1;
        pl->stir = -1;
        switch (v) {
        case ACT_DRAW: NT_TRY(S_draw_step(s, p, seat, &chip)); break;
        case ACT_FLASK:
            nt_say(p, "%s uses the flask: %s goes back to the bag",
                   qk_who(s, seat), qk_chips[pl->pot[pl->last].chip].id);
            S_unplace(s, pl, pl->last);
            pl->flask = 0;
            pl->last = -1;
            if (pl->white > qk_threshold(s, pl)) { /* I-FLASK */
                pl->exploded = 1;
                nt_say(p, "with that chip gone the limit drops: the pot "
                          "explodes (I-FLASK)");
            }
            break;
        case ACT_STIR:
            nt_say(p, "%s puts the first white chip back (well stirred)",
                   qk_who(s, seat));
            S_unplace(s, pl, stir);
            pl->last = -1;
            break;
        case ACT_RESTART: S_restart(s, p, seat); break;
        }
        NT_TRY(nt_close(p));
        static const char *const acts_words[] = {"draws", "uses the flask",
                                                 "stirs", "starts again"};
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

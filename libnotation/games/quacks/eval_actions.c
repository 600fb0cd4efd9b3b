/* Step B of the evaluation: the actions of the black, green and purple
 * chips, each colour by its book (rulebook: Décompte des points, B;
 * quacks.md §2.3, §8.1; herb-witches.md §2.1; quacks-rulings.md).  The
 * other steps are in eval.c. */
#include <string.h>

#include "quacks.h"

/* Chips of a colour that count in step B: a strong ingredient's does not
 * (I-STRONG-B), unless the record's setup chose the other reading. */
static int S_counts(const qk_state *s, const qk_slot *slot, int colour)
{
    return qk_chips[slot->chip].colour == colour &&
           (!slot->no_action || s->setup->strong == STRONG_COUNTS);
}

static int S_count(const qk_state *s, const qk_player *pl, int colour)
{
    int n = 0;
    for (int i = 0; i < pl->npot; i++)
        n += S_counts(s, &pl->pot[i], colour);
    return n;
}

/* The chips of a colour among the last two of the pot (not the bowl). */
static int S_last_two(const qk_state *s, const qk_player *pl, int colour,
                      int *which)
{
    int n = 0;
    for (int i = pl->npot - 1; i >= 0 && i >= pl->npot - 2; i--)
        if (S_counts(s, &pl->pot[i], colour)) {
            if (which)
                which[n] = pl->pot[i].chip;
            n++;
        }
    return n;
}

/* Black set 5: a ruby per black chip in the left neighbour's pot, and
 * one per black chip among one's own last two (HW-K5). */
static int S_black_5(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int left = (seat + 1) % s->players;
    int theirs = S_count(s, &s->pl[left], K_BLACK);
    int last = S_last_two(s, pl, K_BLACK, NULL);
    if (theirs + last) {
        pl->rubies += theirs + last;
        nt_say(p, "%s: %d black chip%s in the pot of %s, %d among its own "
                  "last two: %d rub%s (black set 5)",
               qk_who(s, seat), theirs, theirs == 1 ? "" : "s",
               qk_who(s, left), last, theirs + last,
               theirs + last == 1 ? "y" : "ies");
    }
    return NT_OK;
}

/* Black set 6: the black chip furthest in any pot moves its owner's
 * droplet, the next furthest gives a ruby; ties share (HW-K6). */
static int S_black_6(qk_state *s, nt_play *p)
{
    int first = -1, second = -1;
    for (int i = 0; i < s->players; i++) {
        const qk_player *pl = &s->pl[i];
        for (int j = 0; j < pl->npot; j++) {
            int sp = pl->pot[j].space;
            if (!S_counts(s, &pl->pot[j], K_BLACK) || sp == first)
                continue;
            if (sp > first) {
                second = first;
                first = sp;
            } else if (sp > second) {
                second = sp;
            }
        }
    }
    for (int k = 0; k < s->players; k++) {
        int seat = qk_seat(s, k);
        qk_player *pl = &s->pl[seat];
        int far = 0, next = 0;
        for (int j = 0; j < pl->npot; j++) {
            if (!S_counts(s, &pl->pot[j], K_BLACK))
                continue;
            far |= pl->pot[j].space == first;
            next |= pl->pot[j].space == second;
        }
        if (next) {
            pl->rubies++;
            nt_say(p, "%s has the second furthest black chip (space %d): a "
                      "ruby (black set 6)",
                   qk_who(s, seat), second);
        }
        if (far) {
            nt_say(p, "%s has the furthest black chip (space %d): droplet "
                      "+1 (black set 6)",
                   qk_who(s, seat), first);
            NT_TRY(qk_droplet(s, p, seat, 1, "quacks.black.6"));
        }
    }
    return NT_OK;
}

static int S_black(qk_state *s, nt_play *p, int seat)
{
    if (qk_book(s, K_BLACK) == 5)
        return S_black_5(s, p, seat);
    int mine = S_count(s, &s->pl[seat], K_BLACK);
    int droplet = 0, ruby = 0;
    if (!mine)
        return NT_OK; /* Q-R4: no black chip, no black action */
    if (s->players == 2) {
        int other = S_count(s, &s->pl[1 - seat], K_BLACK);
        droplet = mine >= other;
        ruby = mine > other;
    } else {
        int left = (seat + 1) % s->players;
        int right = (seat + s->players - 1) % s->players;
        int more = (mine > S_count(s, &s->pl[left], K_BLACK)) +
                   (mine > S_count(s, &s->pl[right], K_BLACK));
        droplet = more >= 1;
        ruby = more == 2;
    }
    if (!droplet)
        return NT_OK;
    nt_say(p, "%s: %d black chips, droplet +1%s (black)", qk_who(s, seat),
           mine, ruby ? " and a ruby" : "");
    if (ruby)
        s->pl[seat].rubies++;
    return qk_droplet(s, p, seat, 1,
                      s->players == 2 ? "quacks.black.2" : "quacks.black.3-4");
}

/* Garden spider set 5 in round 9: nothing kept could be placed, so
 * nothing is asked, and a <green keep> written there is refused under
 * the book's own rule (HW-F6). */
static int S_green_5_round_9(nt_play *p)
{
    nt_buf keep = {0};
    int written = nt_peek(p, "green", "keep", &keep) && keep.len;
    nt_buf_free(&keep);
    if (!written)
        return NT_OK;
    return nt_fail(p, "quacks.green.5",
                   "nothing is kept in round 9: no round follows to place "
                   "it in (HW-F6)");
}

/* Garden spider set 5: for each green chip among the last two, a chip of
 * the pot worth no more than it starts the next round (HW-G5). */
static int S_green_5(qk_state *s, nt_play *p, int seat, const int *greens,
                     int n)
{
    qk_player *pl = &s->pl[seat];
    if (s->round == 9)
        return S_green_5_round_9(p);
    for (int i = 0; i < n; i++) {
        int32_t opts[QK_CHIPS + 1], v;
        int m = 0, seen[QK_CHIPS] = {0};
        for (int j = 0; j < pl->npot; j++) {
            int c = pl->pot[j].chip;
            if (!seen[c] && qk_chip_value(c) <= qk_chips[greens[i]].value)
                opts[m++] = c;
            seen[c] = 1;
        }
        opts[m++] = QK_NO_CHIP;
        NT_TRY(qk_ask(p, QQ_GREEN_KEEP, seat, opts, m, NT_NONE, &v));
        if (v == QK_NO_CHIP)
            continue;
        for (int j = pl->npot - 1; j >= 0; j--) {
            if (pl->pot[j].chip != v)
                continue;
            memmove(&pl->pot[j], &pl->pot[j + 1],
                    (size_t)(pl->npot - j - 1) * sizeof pl->pot[0]);
            pl->npot--;
            break;
        }
        pl->keep_next[v]++;
        nt_say(p, "%s keeps %s out of the bag: it starts the next round "
                  "(green set 5)",
               qk_who(s, seat), qk_chips[v].id);
    }
    return NT_OK;
}

static int S_green(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int set = qk_book(s, K_GREEN), greens[2];
    int n = S_last_two(s, pl, K_GREEN, greens);
    if (set == 5)
        return S_green_5(s, p, seat, greens, n);
    for (int i = 0; set == 6 && i < n; i++) {
        /* One roll per green chip, two with "The pot is full". */
        nt_say(p, "%s rolls the bonus die for a green chip (green set 6)",
               qk_who(s, seat));
        NT_TRY(qk_roll_as(s, p, seat, QQ_GREEN_ROLL, "quacks.green.6"));
        if (s->card == F_POT_IS_FULL)
            NT_TRY(qk_roll_as(s, p, seat, QQ_GREEN_ROLL,
                              "quacks.fortune.the-pot-is-full"));
    }
    if (set == 1 && n) {
        pl->rubies += n;
        nt_say(p, "%s: %d green chip%s last in the pot, %d rub%s (green 1)",
               qk_who(s, seat), n, n == 1 ? "" : "s", n, n == 1 ? "y" : "ies");
    }
    for (int i = 0; set == 2 && i < n; i++) {
        /* Garden spider set 2: a chip into the bag, by the green's value. */
        int32_t opts[3], v;
        int m = 0, value = qk_chips[greens[i]].value;
        int a = value == 1 ? O1 : value == 2 ? B1 : Y1;
        int b = value == 1 ? -1 : value == 2 ? R1 : P1;
        if (qk_can_gain(s, a))
            opts[m++] = a;
        if (b >= 0 && qk_can_gain(s, b))
            opts[m++] = b;
        /* Declining is written take="none": a seat may have two green
         * chips to answer for, and each answer must find its own. */
        opts[m++] = QK_NO_CHIP;
        NT_TRY(qk_ask(p, QQ_GREEN_TAKE, seat, opts, m, NT_NONE, &v));
        if (v != QK_NO_CHIP)
            qk_from_supply(s, p, seat, v, "green set 2");
    }
    if (set == 3 && pl->white == 7 && pl->npot) {
        int sum = 0;
        for (int i = 0; i < pl->npot; i++)
            if (S_counts(s, &pl->pot[i], K_GREEN))
                sum += qk_chips[pl->pot[i].chip].value;
        if (sum) {
            qk_slot *last = &pl->pot[pl->npot - 1];
            int to = last->space + sum;
            last->space = (uint8_t)(to > QK_LAST_SPACE ? QK_LAST_SPACE : to);
            qk_score_space(pl);
            nt_say(p,
                   "%s: whites total exactly 7, the last chip moves %d on to "
                   "space %d (green 3)",
                   qk_who(s, seat), sum, last->space);
        }
    }
    for (int i = 0; set == 4 && i < n; i++) {
        static const int32_t yes_no[2] = {0, 1};
        int32_t v;
        NT_TRY(
            qk_ask(p, QQ_GREEN_PAY, seat, yes_no, pl->rubies ? 2 : 1, 0, &v));
        if (v) {
            pl->rubies--;
            nt_say(p, "%s pays a ruby: droplet +1 (green 4)", qk_who(s, seat));
            NT_TRY(qk_droplet(s, p, seat, 1, "quacks.green.4"));
        }
    }
    return NT_OK;
}

/* Take purple chips out of the pot (I-B-REMOVE, I-P2-SUPPLY). */
static void S_remove(qk_state *s, qk_player *pl, int colour, int n)
{
    for (int i = pl->npot - 1; i >= 0 && n; i--) {
        if (qk_chips[pl->pot[i].chip].colour != colour)
            continue;
        s->supply[pl->pot[i].chip]++;
        memmove(&pl->pot[i], &pl->pot[i + 1],
                (size_t)(pl->npot - i - 1) * sizeof pl->pot[0]);
        pl->npot--;
        n--;
    }
}

static int S_upgradable(int chip)
{
    int c = qk_chips[chip].colour;
    return c == K_GREEN || c == K_BLUE || c == K_RED || c == K_YELLOW;
}

/* Ghost's breath set 5: the VP printed under the purple chips make a
 * budget for up to two chips of different colours, now; in round 9 they
 * buy VP at 5 to 1 (HW-P5). */
static int S_purple_5(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int budget = 0, colour = -1;
    for (int i = 0; i < pl->npot; i++)
        if (S_counts(s, &pl->pot[i], K_PURPLE))
            budget += qk_pot_vp[pl->pot[i].space];
    nt_say(p, "%s: the purple chips' spaces show %d VP (purple set 5)",
           qk_who(s, seat), budget);
    if (s->round == 9) {
        pl->vp += budget / 5;
        if (budget / 5)
            nt_say(p, "round 9: %s turns them into %d VP", qk_who(s, seat),
                   budget / 5);
        return NT_OK;
    }
    for (int k = 0; k < 2; k++) {
        int32_t opts[QK_CHIPS + 1], v;
        int n = 0;
        for (int c = 0; c < QK_CHIPS; c++)
            if (s->price[c] && s->price[c] <= budget &&
                qk_chips[c].colour != colour && qk_can_gain(s, c))
                opts[n++] = c;
        opts[n++] = NT_NONE;
        NT_TRY(qk_ask(p, QQ_PURPLE_BUY, seat, opts, n, NT_NONE, &v));
        if (v == NT_NONE)
            break;
        budget -= s->price[v];
        colour = qk_chips[v].colour;
        nt_say(p, "%s buys %s with the purple budget (%d left)",
               qk_who(s, seat), qk_chips[v].id, budget);
        NT_TRY(qk_gain(s, p, seat, v, "bought with the purple budget"));
    }
    return NT_OK;
}

/* Ghost's breath set 6: each purple chip scores the printed value of the
 * chip placed right after it (locoweed 1); what it scores may be asserted,
 * <purple seat vp>. */
static int S_purple_6(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int vp = 0, wanted;
    for (int i = 0; i + 1 < pl->npot; i++)
        if (S_counts(s, &pl->pot[i], K_PURPLE))
            vp += qk_chip_value(pl->pot[i + 1].chip);
    nt_fact key = {0};
    key.attr = "seat";
    key.type = &nt_type_seat;
    key.value = seat;
    key.rule = "quacks.purple.6";
    key.with = "vp"; /* an assertion says what it asserts, as the schema */
    NT_TRY(nt_open_opt(p, "purple", &key, 0, &wanted));
    if (wanted)
        NT_TRY(nt_fact_int(p, "vp", &nt_type_int, vp, "quacks.purple.6", 0));
    NT_TRY(nt_close(p));
    pl->vp += vp;
    nt_say(p, "%s: %d VP for the chips right after its purple chips "
              "(purple set 6)",
           qk_who(s, seat), vp);
    return NT_OK;
}

static int S_purple(qk_state *s, nt_play *p, int seat)
{
    qk_player *pl = &s->pl[seat];
    int set = qk_book(s, K_PURPLE), n = S_count(s, pl, K_PURPLE);
    int32_t opts[QK_POT_MAX * 3 + 1], v;
    if (!n)
        return NT_OK;
    if (set == 5)
        return S_purple_5(s, p, seat);
    if (set == 6)
        return S_purple_6(s, p, seat);
    if (set == 1) {
        int max = n >= 3 ? 3 : n, m = 0;
        for (int t = 0; t <= max; t++)
            opts[m++] = t;
        NT_TRY(qk_ask(p, QQ_PURPLE_TIER, seat, opts, m, max, &v));
        static const int vp[4] = {0, 1, 1, 2};
        pl->vp += vp[v];
        if (v == 2)
            pl->rubies++;
        nt_say(p, "%s: purple reward of tier %d (purple 1)", qk_who(s, seat),
               v);
        if (v == 3)
            NT_TRY(qk_droplet(s, p, seat, 1, "quacks.purple.1"));
    } else if (set == 2) {
        int max = n >= 3 ? 3 : n, m = 0;
        for (int t = 0; t <= max; t++)
            opts[m++] = t;
        NT_TRY(qk_ask(p, QQ_PURPLE_TRADE, seat, opts, m, 0, &v));
        if (v) {
            S_remove(s, pl, K_PURPLE, v);
            nt_say(p, "%s trades in %d purple chips (purple 2)",
                   qk_who(s, seat), v);
        }
        if (v == 1) {
            qk_from_supply(s, p, seat, K1, "purple 2");
            pl->vp += 1;
            pl->rubies += 1;
        } else if (v == 2) {
            qk_from_supply(s, p, seat, G1, "purple 2");
            qk_from_supply(s, p, seat, B2, "purple 2");
            pl->vp += 3;
            NT_TRY(qk_droplet(s, p, seat, 1, "quacks.purple.2"));
        } else if (v == 3) {
            qk_from_supply(s, p, seat, Y4, "purple 2");
            pl->vp += 6;
            pl->rubies += 1;
            NT_TRY(qk_droplet(s, p, seat, 2, "quacks.purple.2"));
        }
    } else if (set == 3) {
        int vp = 0;
        for (int i = 0; i < pl->npot; i++) {
            if (!S_counts(s, &pl->pot[i], K_PURPLE))
                continue;
            int coins = qk_pot_coins[pl->pot[i].space];
            vp += coins >= 30 ? 3 : coins / 10;
        }
        pl->vp += vp;
        nt_say(p, "%s: %d VP for the spaces of its purple chips (purple 3)",
               qk_who(s, seat), vp);
    } else if (set == 4) {
        /* 1: a 1-chip becomes a 2; 2: a 2 becomes a 4; 3: a 1 becomes a 4;
         * a lower tier is allowed. */
        int m = 0, seen[QK_CHIPS * QK_CHIPS] = {0};
        for (int i = 0; i < pl->npot; i++) {
            int c = pl->pot[i].chip, colour = qk_chips[c].colour;
            if (!S_upgradable(c))
                continue;
            int val = qk_chips[c].value;
            int to[2] = {-1, -1};
            if (val == 1) {
                to[0] = qk_chip_of(colour, 2);
                if (n >= 3)
                    to[1] = qk_chip_of(colour, 4);
            } else if (val == 2 && n >= 2) {
                to[0] = qk_chip_of(colour, 4);
            }
            for (int j = 0; j < 2; j++) {
                if (to[j] < 0 || !qk_can_gain(s, to[j]) ||
                    seen[c * QK_CHIPS + to[j]])
                    continue;
                seen[c * QK_CHIPS + to[j]] = 1;
                opts[m++] = c * QK_CHIPS + to[j];
            }
        }
        opts[m++] = NT_NONE;
        NT_TRY(qk_ask(p, QQ_PURPLE_UPGRADE, seat, opts, m, NT_NONE, &v));
        if (v != NT_NONE) {
            int from = v / QK_CHIPS, to = v % QK_CHIPS;
            for (int i = pl->npot - 1; i >= 0; i--) {
                if (pl->pot[i].chip != from)
                    continue;
                memmove(&pl->pot[i], &pl->pot[i + 1],
                        (size_t)(pl->npot - i - 1) * sizeof pl->pot[0]);
                pl->npot--;
                break;
            }
            s->supply[from]++;
            s->supply[to]--;
            qk_to_bag(pl, to);
            nt_say(p, "%s upgrades %s to %s (purple 4)", qk_who(s, seat),
                   qk_chips[from].id, qk_chips[to].id);
        }
    }
    return NT_OK;
}

/* Step B: black, then green, then purple, each from the start player
 * (Q-R8). */
int qk_eval_actions(qk_state *s, nt_play *p)
{
    if (qk_book(s, K_BLACK) == 6)
        NT_TRY(S_black_6(s, p));
    for (int k = 0; qk_book(s, K_BLACK) != 6 && k < s->players; k++)
        NT_TRY(S_black(s, p, qk_seat(s, k)));
    for (int k = 0; k < s->players; k++)
        NT_TRY(S_green(s, p, qk_seat(s, k)));
    for (int k = 0; k < s->players; k++)
        NT_TRY(S_purple(s, p, qk_seat(s, k)));
    return NT_OK;
}

/* The immediate actions of the chips (rulebook: Actions des jetons;
 * quacks.md §2.3, herb-witches.md §2.1; quacks-rulings.md): what a chip
 * does as it arrives in the pot, by its book: the crow skull (blue), the
 * toadstool (red), the mandrake (yellow).  The actions of step B (black,
 * green, purple) are in eval_actions.c. */
#include "quacks.h"

static int S_colour(int chip)
{
    return qk_chips[chip].colour;
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
    int o = qk_in_pot(pl, K_ORANGE);
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

/* What the chip just placed, the last of the pot, does at once by its
 * colour's book (quacks.md §2.3; herb-witches.md §2.1), acting as chip
 * `as`: itself, or what a locoweed of set 6 copies. */
int qk_chip_action(qk_state *s, nt_play *p, int seat, int as)
{
    qk_player *pl = &s->pl[seat];
    int colour = S_colour(as), set = qk_book(s, colour);
    int space = pl->pot[pl->npot - 1].space;
    int value = qk_chips[as].value;
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
            (qk_in_pot(pl, K_YELLOW) == 1 || qk_in_pot(pl, K_YELLOW) == 3))
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
    /* The last chip drawn is the one set aside, not the toadstool. */
    qk_no_last(pl, "the last chip drawn was set aside by the toadstool");
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
            NT_TRY(nt_open_why(p, "reveal", "quacks.blue.1",
                               "this crow skull draws %d chip%s", k,
                               k == 1 ? "" : "s"));
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
    /* The mandrake moved down one place; the flask may return it only if
     * a draw placed it (HW-F1). */
    if (pl->last == pl->npot)
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

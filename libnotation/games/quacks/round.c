/* The game: nine rounds of fortune card, rats, brewing and evaluation,
 * then the winner (rulebook: Déroulement de la partie, Indicateur de
 * manches, Fin de la partie; quacks.md §7.1, §8). */
#include <stdarg.h>
#include <string.h>

#include "quacks.h"

int qk_step(qk_state *s, nt_play *p, const char *fmt, ...)
{
    if (!nt_labelling(p))
        return nt_step(p, "%s", "");
    nt_buf b = {0};
    va_list ap;
    nt_buf_printf(&b, "round %d: ", s->round);
    va_start(ap, fmt);
    nt_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    int rc = nt_step(p, "%s", nt_buf_str(&b));
    nt_buf_free(&b);
    return rc;
}

/* What changes before a round begins (the round track). */
static void S_round_track(qk_state *s, nt_play *p)
{
    if (s->round == 2)
        nt_say(p, "the yellow book opens");
    if (s->round == 3)
        nt_say(p, "the purple book opens");
    if (s->round != 6)
        return;
    for (int i = 0; i < s->players; i++) {
        /* One white 1-chip per player waits for round 6 (rulebook). */
        if (s->supply[W1])
            s->supply[W1]--;
        qk_to_bag(&s->pl[i], W1);
    }
    nt_say(p, "every player adds a white 1-chip to the bag");
}

static void S_new_round(qk_state *s)
{
    for (int i = 0; i < s->players; i++) {
        qk_player *pl = &s->pl[i];
        pl->npot = pl->white = pl->exploded = pl->full = pl->covered = 0;
        pl->window = pl->stopped = pl->first_white_done = 0;
        pl->second_chance = pl->space = pl->coins = pl->took = pl->rats = 0;
        pl->last = pl->stir = -1;
        pl->bought = 0;
        pl->bought_colour = -1;
        pl->nbowl = pl->last_bowl = pl->no_penalty = pl->cheap = 0;
        memset(pl->beside_now, 0, sizeof pl->beside_now);
    }
}

/* After the evaluation, every chip of the pot and the bowl goes back
 * into the bag, but those green set 5 keeps for the next round. */
static void S_empty_pots(qk_state *s)
{
    for (int i = 0; i < s->players; i++) {
        qk_player *pl = &s->pl[i];
        for (int k = 0; k < pl->npot; k++)
            qk_to_bag(pl, pl->pot[k].chip);
        for (int k = 0; k < pl->nbowl; k++)
            qk_to_bag(pl, pl->bowl[k]);
        pl->npot = pl->nbowl = 0;
        for (int c = 0; c < QK_CHIPS; c++) {
            pl->kept[c] = (uint8_t)(pl->kept[c] + pl->keep_next[c]);
            pl->keep_next[c] = 0;
        }
    }
}

static int S_standings(qk_state *s, nt_play *p)
{
    for (int seat = 0; seat < s->players; seat++) {
        const qk_player *pl = &s->pl[seat];
        nt_fact key = {0};
        key.attr = "seat";
        key.type = &nt_type_seat;
        key.value = seat;
        key.rule = "quacks.state";
        int wanted;
        NT_TRY(nt_open_opt(p, "standing", &key, 0, &wanted));
        if (wanted) {
            NT_TRY(
                nt_fact_int(p, "vp", &nt_type_int, pl->vp, "quacks.state", 0));
            NT_TRY(nt_fact_int(p, "rubies", &nt_type_int, pl->rubies,
                               "quacks.state", 0));
            NT_TRY(nt_fact_int(p, "droplet", &nt_type_int, pl->droplet,
                               "quacks.state", 0));
            if (s->setup->back)
                NT_TRY(nt_fact_int(p, "tube", &nt_type_int, pl->tube,
                                   "quacks.state", 0));
            NT_TRY(nt_fact_int(p, "flask", &nt_type_bool, pl->flask,
                               "quacks.state", 0));
            if (s->setup->witches)
                NT_TRY(nt_fact_int(p, "pennies", &qk_t_pennies,
                                   (int32_t)pl->pennies, "quacks.state", 0));
        }
        NT_TRY(nt_close(p));
    }
    return NT_OK;
}

static int S_round(qk_state *s, nt_play *p)
{
    S_new_round(s);
    s->card = -1;
    s->phase = PH_START;
    NT_TRY(nt_open(p, "round"));
    NT_TRY(nt_fact_int(p, "n", &nt_type_int, s->round, "quacks.round", 1));
    NT_TRY(nt_fact_int(p, "start", &nt_type_seat, s->start,
                       "quacks.round.start", 1));
    S_round_track(s, p);
    NT_TRY(qk_fortune(s, p));
    NT_TRY(qk_step(s, p, "fortune card \"%s\"", qk_cards[s->card].title));
    s->phase = PH_BREW;
    for (int k = 0; k < s->players; k++)
        NT_TRY(qk_brew(s, p, qk_seat(s, k)));
    NT_TRY(qk_after_brewing(s, p));
    NT_TRY(qk_evaluate(s, p));
    S_empty_pots(s);
    NT_TRY(S_standings(s, p));
    NT_TRY(nt_end(p, "quacks.round", "the round is over"));
    return nt_close(p);
}

/* Highest VP wins; a tie goes to whoever filled the pot furthest in the
 * last round; still tied, they share (rulebook: Fin de la partie). */
static void S_winners(qk_state *s)
{
    int best = -1, far = -1;
    s->winners = 0;
    for (int i = 0; i < s->players; i++) {
        const qk_player *pl = &s->pl[i];
        if (pl->vp > best || (pl->vp == best && pl->space > far)) {
            best = pl->vp;
            far = pl->space;
            s->winners = 0;
        }
        if (pl->vp == best && pl->space == far)
            s->winners |= 1u << i;
    }
}

/* Whether the most VP were tied (the tie-break decided, or a shared win). */
static int S_tied(const qk_state *s)
{
    int best = -1, n = 0;
    for (int i = 0; i < s->players; i++) {
        if (s->pl[i].vp > best) {
            best = s->pl[i].vp;
            n = 0;
        }
        n += s->pl[i].vp == best;
    }
    return n > 1;
}

/* A seat's final VP by where they come from, for a <score> the record
 * gets wrong: a difference of exactly one component cites its rule. */
static void S_score_why(const void *arg, nt_buf *out)
{
    const qk_player *pl = arg;
    nt_buf_printf(out, "%d through the rounds",
                  pl->vp - pl->vp_rubies - pl->vp_coins - pl->vp_pennies);
    if (pl->vp_rubies)
        nt_buf_printf(out, ", %d for rubies turned into VP", pl->vp_rubies);
    if (pl->vp_coins)
        nt_buf_printf(out, ", %d for coins turned into VP", pl->vp_coins);
    if (pl->vp_pennies)
        nt_buf_printf(out, ", %d for %d unspent witch penn%s",
                      pl->vp_pennies, pl->vp_pennies / 2,
                      pl->vp_pennies == 2 ? "y" : "ies");
}

static const char *S_score_rule(const void *arg, int32_t said)
{
    const qk_player *pl = arg;
    int missing = pl->vp - said;
    if (pl->vp_pennies && missing == pl->vp_pennies)
        return "quacks.end.pennies";
    if ((pl->vp_rubies && missing == pl->vp_rubies) ||
        (pl->vp_coins && missing == pl->vp_coins))
        return "quacks.round.9";
    return NULL;
}

static int S_result(qk_state *s, nt_play *p)
{
    int wanted;
    NT_TRY(nt_open_opt(p, "result", NULL, 1, &wanted));
    if (wanted) {
        NT_TRY(nt_fact_int(p, "winners", &qk_t_seats, (int32_t)s->winners,
                           S_tied(s) ? "quacks.end.tie" : "quacks.end.result",
                           1));
        for (int seat = 0; seat < s->players; seat++) {
            nt_fact key = {0};
            key.attr = "seat";
            key.type = &nt_type_seat;
            key.value = seat;
            key.rule = "quacks.end.result";
            key.label = 1;
            NT_TRY(nt_open_opt(p, "score", &key, 1, &wanted));
            nt_fact vp = {.attr = "vp",
                          .type = &nt_type_int,
                          .value = s->pl[seat].vp,
                          .rule = "quacks.end.result",
                          .label = 1,
                          .why = S_score_why,
                          .why_arg = &s->pl[seat],
                          .rule_of = S_score_rule};
            NT_TRY(nt_derived(p, &vp));
            NT_TRY(nt_close(p));
        }
    }
    return nt_close(p);
}

int qk_play(void *state, nt_play *p)
{
    qk_state *s = state;
    int first = s->round;
    if (s->setup->witches)
        NT_TRY(qk_witches_draw(s, p));
    for (int r = first; r <= 9; r++) {
        int stop;
        NT_TRY(nt_marker(p, "unfinished", &stop));
        if (stop) {
            nt_say(p, "the record stops here, unfinished");
            s->phase = PH_END;
            s->stopped_before = r;
            return nt_end(p, "quacks.end.unfinished",
                          "the record is marked unfinished");
        }
        s->round = r;
        s->start = (s->setup->start + r - first) % s->players;
        NT_TRY(S_round(s, p));
    }
    s->phase = PH_END;
    s->over = 1;
    qk_witch_pennies(s, p);
    S_winners(s);
    NT_TRY(S_result(s, p));
    NT_TRY(qk_step(s, p, "the end"));
    return nt_end(p, "quacks.end.over", "the game is over");
}

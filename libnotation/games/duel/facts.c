/* The Duel's facts for notation select and stats (facts.h): the cures
 * and the explosions, each with its round. */
#include <stdio.h>

#include "duel.h"
#include "facts.h"

static const nt_fact_kind S_kinds[] = {
    {"cure", "count",
     "a seat cured a patient (its value: how many that seat has cured "
     "then, 1 to 6)"},
    {"explosion", "round",
     "a seat's vial exploded in that round (its value: the round)"},
    {NULL, NULL, NULL}};

static int S_round(const void *state)
{
    return ((const du_state *)state)->round;
}

static void S_step(const void *state, nt_fact_sink *out)
{
    const du_state *s = state;
    char text[16];
    for (int seat = 0; seat < 2; seat++) {
        const du_player *pl = &s->pl[seat];
        if (pl->exploded) {
            snprintf(text, sizeof text, "%d", s->round);
            nt_fact_once(out, "explosion", text, seat + 1, s->round);
        }
        for (int k = 1; k <= pl->guild && k <= 6; k++) {
            snprintf(text, sizeof text, "%d", k);
            nt_fact_once(out, "cure", text, seat + 1, s->round);
        }
    }
}

const nt_game_facts du_facts = {"round", 2, S_kinds, S_round, NULL, S_step};

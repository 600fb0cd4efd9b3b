/* Quacks' facts for notation select and stats (facts.h): the fortune
 * cards, the witches called, the chips bought and the explosions, each
 * with its round. */
#include <stdio.h>

#include "facts.h"
#include "quacks.h"

static const nt_fact_kind S_kinds[] = {
    {"fortune", "card", "the fortune card revealed at a round's start"},
    {"witch", "witch",
     "a witch called by a seat with its penny (The Herb Witches)"},
    {"bought", "chip", "a chip bought by a seat in the evaluation"},
    {"explosion", "round",
     "a seat's pot exploded in that round (its value: the round)"},
    {NULL, NULL, NULL}};

static int S_round(const void *state)
{
    return ((const qk_state *)state)->round;
}

static void S_spell(const void *state, const nt_ask *a, int32_t v,
                    nt_buf *out)
{
    nt_buf_clear(out);
    a->q->type->format(state, v, out);
}

static void S_choice(const void *state, const nt_ask *a, int32_t v,
                     const nt_question *before, nt_fact_sink *out)
{
    const qk_state *s = state;
    const char *name = NULL;
    (void)before;
    if (a->q == &qk_q[QQ_CARD])
        name = "fortune";
    else if (a->q == &qk_q[QQ_BUY])
        name = "bought";
    else if (a->q == &qk_q[QQ_CALL_BREWING] ||
             a->q == &qk_q[QQ_CALL_BUYING] ||
             a->q == &qk_q[QQ_CALL_SCORING])
        name = "witch";
    if (!name || v == NT_NONE || v < 0)
        return;
    nt_buf b = {0};
    S_spell(state, a, v, &b);
    nt_fact_tell(out, name, nt_buf_str(&b),
                 a->actor == NT_CHANCE ? 0 : a->actor + 1, s->round);
    nt_buf_free(&b);
}

static void S_step(const void *state, nt_fact_sink *out)
{
    const qk_state *s = state;
    char round[16];
    snprintf(round, sizeof round, "%d", s->round);
    for (int seat = 0; seat < s->players; seat++)
        if (s->pl[seat].exploded)
            nt_fact_once(out, "explosion", round, seat + 1, s->round);
}

const nt_game_facts qk_facts = {"round", 0, S_kinds, S_round, S_choice, S_step};

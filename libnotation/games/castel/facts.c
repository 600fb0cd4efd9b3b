/* Castel's facts for notation select and stats (facts.h): the cards
 * placed and the cards sent back, each with the seat and the turn. */
#include "castel.h"
#include "facts.h"

static const nt_fact_kind S_kinds[] = {
    {"placed", "card",
     "a card placed in the castle or outside the walls, by the seat whose "
     "turn it is"},
    {"sent-back", "card",
     "a card chosen by an effect's <send-back> and sent back to its "
     "owner's hand (the seat: who chose it)"},
    {NULL, NULL, NULL}};

static int S_turn(const void *state)
{
    return ((const castel_state *)state)->turn;
}

static void S_choice(const void *state, const nt_ask *a, int32_t v,
                     const nt_question *before, nt_fact_sink *out)
{
    const castel_state *s = state;
    int seat = a->actor == NT_CHANCE ? 0 : a->actor + 1;
    if (a->q == &castel_q[Q_CARD] && v >= 0 && v < CASTEL_TYPES)
        nt_fact_tell(out, "placed", castel_cards[v].id, seat, s->turn);
    /* The square chosen after the <send-back> element names the card. */
    if (before == &castel_q[Q_EL_SEND_BACK] && v != NT_NONE) {
        const castel_piece *pc = castel_piece_at(s, v);
        if (pc)
            nt_fact_tell(out, "sent-back", castel_cards[pc->type].id, seat,
                         s->turn);
    }
}

const nt_game_facts castel_facts = {"turn", 0, S_kinds, S_turn, S_choice, NULL};

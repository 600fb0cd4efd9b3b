/* A Castel position read whole (D-75): every card of the game somewhere,
 * once; each seat's pawns within its box (D-47) and as stated; nobody
 * left without cards (FIN DU JEU, D-76).  The cards in play are then
 * numbered as arrivals (D-72) for the enchanteur. */
#include "position.h"

static int S_cards(pos_reader *r, const nt_node *node)
{
    for (int t = 0; t < CASTEL_TYPES; t++) {
        int copies = castel_copies(r->su->players, t);
        if (r->seen[t] < copies)
            return nt_setup_error(
                r->c, node, "castel.position.cards",
                "the position holds %d %s of the game's %d: each card is "
                "in play, in a hand or a pile, in the exchange or killed",
                r->seen[t], castel_cards[t].id, copies);
    }
    return 0;
}

/* The pawns of each seat lying on cards. */
static void S_in_play(const castel_position *pos, int *n)
{
    const castel_stack *stacks[] = {pos->sq, pos->face, pos->out};
    const int counts[] = {CASTEL_SQUARES, CASTEL_FACES, pos->nout};
    for (int g = 0; g < 3; g++)
        for (int i = 0; i < counts[g]; i++)
            for (int l = 0; l < stacks[g][i].h; l++)
                if (stacks[g][i].p[l].pawn >= 0)
                    n[stacks[g][i].p[l].pawn]++;
}

static int S_pawns(pos_reader *r, const nt_node *node)
{
    int n[CASTEL_MAX_SEATS] = {0};
    S_in_play(&r->su->pos, n);
    for (int i = 0; i < r->su->players; i++) {
        int left = castel_box_pawns[i] - n[i];
        if (left < 0)
            return nt_setup_error(r->c, node, "castel.position.pawns",
                                  "seat %d has %d %s pawns on cards, and "
                                  "the box holds %d (D-47)",
                                  i + 1, n[i], castel_colour_name(i),
                                  castel_box_pawns[i]);
        if (r->left[i] >= 0 && r->left[i] != left)
            return nt_setup_error(r->c, r->left_at[i],
                                  "castel.position.pawns",
                                  "left=\"%d\", but seat %d has %d of its "
                                  "%d %s pawns on cards: %d are left (D-47)",
                                  r->left[i], i + 1, n[i],
                                  castel_box_pawns[i], castel_colour_name(i),
                                  left);
    }
    return 0;
}

static int S_over(pos_reader *r)
{
    const castel_position *pos = &r->su->pos;
    for (int i = 0; i < r->su->players; i++) {
        int held = pos->pile_len[i];
        for (int t = 0; t < CASTEL_TYPES; t++)
            held += pos->hand[i][t];
        if (!held)
            return nt_setup_error(r->c, r->hand_at[i],
                                  "castel.position.over",
                                  "seat %d has no card in hand or pile: "
                                  "the game ended when he ran out, and he "
                                  "won (D-76)",
                                  i + 1);
    }
    return 0;
}

/* Serials in the order the position is written, so that reading it
 * back gives the same (D-72: only their identity matters). */
static void S_serials(castel_position *pos)
{
    castel_stack *stacks[] = {pos->sq, pos->face, pos->out};
    const int counts[] = {CASTEL_SQUARES, CASTEL_FACES, pos->nout};
    uint16_t serial = 0;
    for (int g = 0; g < 3; g++)
        for (int i = 0; i < counts[g]; i++)
            for (int l = 0; l < stacks[g][i].h; l++)
                stacks[g][i].p[l].serial = ++serial;
}

int castel_position_check(pos_reader *r, const nt_node *node)
{
    if (S_cards(r, node) || S_pawns(r, node) || S_over(r))
        return -1;
    S_serials(&r->su->pos);
    return 0;
}

/* The castle and the cards in play: geometry (castel.md §3, D-2, D-3),
 * stacks, protection (§4.1) and cards leaving play (§4.1 send_back, kill,
 * to_exchange). */
#include <string.h>

#include "castel.h"

/* Zone of each square of the 6x6 grid: T tower, R rampart, C courtyard. */
static const char S_grid[CASTEL_SQUARES + 1] =
    "TRRRRT"
    "RCCCCR"
    "RCCCCR"
    "RCCCCR"
    "RCCCCR"
    "TRRRRT";

int castel_square_zone(int sq)
{
    static const uint8_t zone[CASTEL_SQUARES] = {
        Z_TOWER,   Z_RAMPART, Z_RAMPART, Z_RAMPART, Z_RAMPART, Z_TOWER,
        Z_RAMPART, Z_COURT,   Z_COURT,   Z_COURT,   Z_COURT,   Z_RAMPART,
        Z_RAMPART, Z_COURT,   Z_COURT,   Z_COURT,   Z_COURT,   Z_RAMPART,
        Z_RAMPART, Z_COURT,   Z_COURT,   Z_COURT,   Z_COURT,   Z_RAMPART,
        Z_RAMPART, Z_COURT,   Z_COURT,   Z_COURT,   Z_COURT,   Z_RAMPART,
        Z_TOWER,   Z_RAMPART, Z_RAMPART, Z_RAMPART, Z_RAMPART, Z_TOWER};
    return zone[sq];
}

int castel_square_side(int sq)
{
    int row = sq / 6, col = sq % 6;
    if (S_grid[sq] != 'R')
        return SIDE_NONE;
    if (row == 0)
        return SIDE_N;
    if (row == 5)
        return SIDE_S;
    return col == 0 ? SIDE_W : SIDE_E;
}

int castel_neighbours(int sq, int *out)
{
    int n = 0, row = sq / 6, col = sq % 6;
    for (int r = row - 1; r <= row + 1; r++)
        for (int c = col - 1; c <= col + 1; c++)
            if (r >= 0 && r < 6 && c >= 0 && c < 6 && (r != row || c != col))
                out[n++] = r * 6 + c;
    return n;
}

int castel_adjacent(int a, int b)
{
    if (a == b || !castel_is_square(a) || !castel_is_square(b))
        return 0;
    int dr = a / 6 - b / 6, dc = a % 6 - b % 6;
    return dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

int castel_is_square(int spot) { return spot >= 0 && spot < CASTEL_SQUARES; }
int castel_is_face(int spot) { return spot >= SPOT_FACE0 && spot < SPOT_OUT0; }
int castel_is_out(int spot) { return spot >= SPOT_OUT0 && spot < SPOT_COUNT; }

int castel_spot_zone(int spot)
{
    return castel_is_square(spot) ? castel_square_zone(spot) : Z_OUTSIDE;
}

int castel_in_castle(int spot)
{
    return castel_is_square(spot);
}

castel_stack *castel_stack_at(castel_state *s, int spot)
{
    if (castel_is_square(spot))
        return &s->sq[spot];
    if (castel_is_face(spot))
        return &s->face[spot - SPOT_FACE0];
    if (castel_is_out(spot) && spot - SPOT_OUT0 < s->nout)
        return &s->out[spot - SPOT_OUT0];
    return NULL;
}

const castel_stack *castel_stack_cat(const castel_state *s, int spot)
{
    return castel_stack_at((castel_state *)s, spot);
}

const castel_piece *castel_piece_at(const castel_state *s, int ref)
{
    const castel_stack *st = castel_stack_cat(s, REF_SPOT(ref));
    if (!st || REF_LEVEL(ref) >= st->h)
        return NULL;
    return &st->p[REF_LEVEL(ref)];
}

int castel_top_ref(const castel_state *s, int spot)
{
    const castel_stack *st = castel_stack_cat(s, spot);
    return st && st->h ? REF(spot, st->h - 1) : -1;
}

int castel_find_base(const castel_state *s, int type)
{
    for (int q = 0; q < CASTEL_SQUARES; q++)
        if (s->sq[q].h && s->sq[q].p[0].type == type)
            return q;
    for (int i = 0; i < s->nout; i++)
        if (s->out[i].p[0].type == type)
            return SPOT_OUT0 + i;
    return -1;
}

int castel_soldier(int type)
{
    return type == C_SOLDAT || type == C_CAPITAINE || type == C_TRAITRE;
}

int castel_soldiers_on_side(const castel_state *s, int side)
{
    int n = 0;
    for (int q = 0; q < CASTEL_SQUARES; q++)
        if (s->sq[q].h && castel_square_side(q) == side &&
            castel_soldier(s->sq[q].p[0].type))
            n++;
    return n;
}

int castel_engines(const castel_state *s)
{
    int n = 0;
    for (int f = 0; f < CASTEL_FACES; f++)
        n += s->face[f].h > 0;
    return n;
}

int castel_free_squares(const castel_state *s, int zone)
{
    int n = 0;
    for (int q = 0; q < CASTEL_SQUARES; q++)
        n += !s->sq[q].h && castel_square_zone(q) == zone;
    return n;
}

/* ---------------------------------------------------------- protection */

/* D-15, D-71: a prêtre standing as the base card of another castle square
 * next to this one, with a pawn of the same colour. */
static int S_pretre_covers(const castel_state *s, int spot, int pawn)
{
    if (!castel_is_square(spot) || pawn < 0)
        return 0;
    int near[8], n = castel_neighbours(spot, near);
    for (int i = 0; i < n; i++) {
        const castel_stack *st = &s->sq[near[i]];
        if (st->h && st->p[0].type == C_PRETRE && st->p[0].pawn == pawn)
            return 1;
    }
    return 0;
}

/* D-16: the capitaine on the same rampart side protects soldats and the
 * traître there, not himself. */
static int S_capitaine_covers(const castel_state *s, int spot, int type)
{
    if (type != C_SOLDAT && type != C_TRAITRE)
        return 0;
    /* The rampart squares of each side (SIDE_N, E, S, W). */
    static const uint8_t sides[4][4] = {
        {1, 2, 3, 4}, {11, 17, 23, 29}, {31, 32, 33, 34}, {6, 12, 18, 24}};
    int side = castel_is_square(spot) ? castel_square_side(spot) : SIDE_NONE;
    if (side == SIDE_NONE)
        return 0;
    for (int i = 0; i < 4; i++) {
        const castel_stack *st = &s->sq[sides[side][i]];
        if (st->h && st->p[0].type == C_CAPITAINE)
            return 1;
    }
    return 0;
}

int castel_protection(const castel_state *s, int ref)
{
    int spot = REF_SPOT(ref), level = REF_LEVEL(ref);
    const castel_stack *st = castel_stack_cat(s, spot);
    if (!st || level >= st->h)
        return PROT_NONE;
    const castel_piece *pc = &st->p[level];
    if (pc->type == C_AMBASSADEUR)
        return PROT_AMBASSADEUR;
    if (level < st->h - 1)
        return PROT_CHEVALIER;
    if (S_pretre_covers(s, spot, pc->pawn) && pc->type != C_PRETRE)
        return PROT_PRETRE;
    if (level == 0 && S_capitaine_covers(s, spot, pc->type))
        return PROT_CAPITAINE;
    return PROT_NONE;
}

int castel_return_target(const castel_state *s, int ref)
{
    const castel_stack *st = castel_stack_cat(s, REF_SPOT(ref));
    return st && REF_LEVEL(ref) == st->h - 1 &&
           castel_protection(s, ref) == PROT_NONE;
}

/* ----------------------------------------------------------- movement */

void castel_push(castel_state *s, int spot, castel_piece pc)
{
    if (spot == SPOT_OUTSIDE) {
        castel_stack *st = &s->out[s->nout++];
        memset(st, 0, sizeof *st);
        st->p[0] = pc;
        st->h = 1;
        return;
    }
    castel_stack *st = castel_stack_at(s, spot);
    st->p[st->h++] = pc;
}

castel_piece castel_pop(castel_state *s, int spot)
{
    castel_stack *st = castel_stack_at(s, spot);
    castel_piece pc = st->p[--st->h];
    if (!st->h && castel_is_out(spot)) {
        /* Outside stacks keep their order of arrival. */
        int i = spot - SPOT_OUT0;
        memmove(&s->out[i], &s->out[i + 1],
                (size_t)(s->nout - i - 1) * sizeof s->out[0]);
        s->nout--;
    }
    return pc;
}

castel_piece castel_leave(castel_state *s, int ref, int how)
{
    castel_piece pc = castel_pop(s, REF_SPOT(ref));
    if (pc.pawn >= 0)
        s->supply[pc.pawn]++;
    switch (how) {
    case LEAVE_SEND_BACK:
        /* To the owner of the pawn on it, or the exchange (D-14). */
        if (pc.pawn >= 0) {
            s->hand[pc.pawn][pc.type]++;
            s->hand_n[pc.pawn]++;
        } else {
            s->exch[pc.type]++;
            s->exch_n++;
        }
        break;
    case LEAVE_EXCHANGE:
        s->exch[pc.type]++;
        s->exch_n++;
        break;
    case LEAVE_KILL:
        s->removed[pc.type]++;
        break;
    }
    return pc;
}

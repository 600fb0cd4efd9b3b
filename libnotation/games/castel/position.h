/* Reading a Castel position (position.c, position_check.c): what the
 * reader knows as it goes through <position>. */
#ifndef CASTEL_POSITION_H
#define CASTEL_POSITION_H

#include "castel.h"

typedef struct pos_reader {
    castel_setup *su;
    nt_setup_ctx *c;
    castel_state s;                  /* the cards in play read so far */
    int seen[CASTEL_TYPES];          /* copies of each card met so far */
    int kind;                        /* the kind of child read last */
    int hands, piles, next_pawns;
    const nt_node *hand_at[CASTEL_MAX_SEATS];
    int left[CASTEL_MAX_SEATS];      /* <pawns left>, or -1 */
    const nt_node *left_at[CASTEL_MAX_SEATS];
} pos_reader;

/* Attributes other than `allowed` (NULL-ended) are an error: 0 or -1. */
int castel_pos_attrs(nt_setup_ctx *c, const nt_node *k,
                     const char *const *allowed);
/* The seat attribute, 0-based (-1 when absent and not required). */
int castel_pos_seat(nt_setup_ctx *c, const nt_node *k, int players,
                    int required, int *out);
/* What the whole position says, once read (position_check.c). */
int castel_position_check(pos_reader *r, const nt_node *node);

#endif

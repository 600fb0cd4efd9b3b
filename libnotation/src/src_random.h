/* A source that answers every choice at random: chance outcomes with their
 * real odds, decisions uniformly among the legal ones.  Seeded, so the
 * same seed always gives the same game. */
#ifndef NT_SRC_RANDOM_H
#define NT_SRC_RANDOM_H

#include "play.h"
#include "rng.h"

typedef struct nt_random_source {
    nt_source base;
    nt_rng rng;
} nt_random_source;

void nt_random_source_init(nt_random_source *s, uint64_t seed,
                           uint64_t index);

#endif

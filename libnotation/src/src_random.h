/* A source that answers every choice at random: chance outcomes with their
 * real odds, decisions uniformly among the legal ones.  Seeded, so the
 * same seed always gives the same game. */
#ifndef NT_SRC_RANDOM_H
#define NT_SRC_RANDOM_H

#include "play.h"
#include "rng.h"

#include <stdio.h>

typedef struct nt_random_source {
    nt_source base;
    nt_rng rng;
    /* Optional: choices taken from these bytes first (a fuzzer drives the
     * engine this way), then from the generator. */
    const uint8_t *bytes;
    size_t nbytes, pos;
} nt_random_source;

void nt_random_source_init(nt_random_source *s, uint64_t seed,
                           uint64_t index);
/* Take the next choices from `bytes` (borrowed): a byte per choice, two
 * where there are more than 256 answers. */
void nt_random_source_drive(nt_random_source *s, const void *bytes,
                            size_t n);

/* One game driven by `bytes` (see nt_random_source_drive), written to
 * `out` as generate would.  Returns 0, or 2 with *err set. */
int nt_generate_driven(const nt_gen_options *o, const void *bytes,
                       size_t n, FILE *out, char **err);

#endif

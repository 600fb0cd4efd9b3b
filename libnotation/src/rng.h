/* A small, seedable pseudo-random generator (xoshiro256**, seeded through
 * splitmix64) used to generate games.  The same seed gives the same stream
 * on every platform, which is what makes `notation generate` reproducible
 * byte for byte. */
#ifndef NT_RNG_H
#define NT_RNG_H

#include <stdint.h>

typedef struct nt_rng {
    uint64_t s[4];
} nt_rng;

void nt_rng_seed(nt_rng *r, uint64_t seed);
uint64_t nt_rng_next(nt_rng *r);
/* Uniform integer in [0, n), n >= 1, without modulo bias. */
uint64_t nt_rng_below(nt_rng *r, uint64_t n);
/* Index i in [0, n) drawn with probability weight[i] / sum(weight). */
int nt_rng_weighted(nt_rng *r, const uint32_t *weight, int n);

#endif

#include "rng.h"

static uint64_t S_splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static uint64_t S_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void nt_rng_seed(nt_rng *r, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        r->s[i] = S_splitmix(&x);
}

uint64_t nt_rng_next(nt_rng *r)
{
    uint64_t *s = r->s;
    uint64_t out = S_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = S_rotl(s[3], 45);
    return out;
}

uint64_t nt_rng_below(nt_rng *r, uint64_t n)
{
    /* Reject the top sliver that would make some residues more likely. */
    uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    uint64_t x;
    do
        x = nt_rng_next(r);
    while (x >= limit);
    return x % n;
}

int nt_rng_weighted(nt_rng *r, const uint32_t *weight, int n)
{
    uint64_t total = 0;
    for (int i = 0; i < n; i++)
        total += weight[i];
    if (total == 0)
        return (int)nt_rng_below(r, (uint64_t)n);
    uint64_t x = nt_rng_below(r, total);
    for (int i = 0; i < n; i++) {
        if (x < weight[i])
            return i;
        x -= weight[i];
    }
    return n - 1;
}

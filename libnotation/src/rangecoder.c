/* The range coder (see rangecoder.h).  `low` keeps 33 bits: bit 32 is a
 * carry into the bytes already held back (the cached byte and a run of
 * 0xFF bytes), which is why those are written only once they are final. */
#include "rangecoder.h"

#define TOP (1u << 24)
#define PROB_BITS 11
#define MOVE_BITS 5
#define UNIFORM_STEP 16

static void S_out(nt_rc_enc *e, uint8_t byte)
{
    if (e->first) {
        e->first = 0; /* always 0: the decoder starts from it */
        return;
    }
    nt_buf_add(e->out, &byte, 1);
}

static void S_shift_low(nt_rc_enc *e)
{
    if ((uint32_t)e->low < 0xFF000000u || (e->low >> 32) != 0) {
        uint8_t carry = (uint8_t)(e->low >> 32);
        uint8_t held = e->cache;
        do {
            S_out(e, (uint8_t)(held + carry));
            held = 0xFF;
        } while (--e->pending != 0);
        e->cache = (uint8_t)(e->low >> 24);
    }
    e->pending++;
    e->low = (e->low & 0x00FFFFFFu) << 8;
}

void nt_rc_enc_init(nt_rc_enc *e, nt_buf *out)
{
    e->low = 0;
    e->range = 0xFFFFFFFFu;
    e->cache = 0;
    e->pending = 1;
    e->first = 1;
    e->out = out;
}

static void S_normalize(nt_rc_enc *e)
{
    while (e->range < TOP) {
        e->range <<= 8;
        S_shift_low(e);
    }
}

void nt_rc_encode(nt_rc_enc *e, uint32_t start, uint32_t size,
                  uint32_t total)
{
    uint32_t r = e->range / total;
    e->low += (uint64_t)start * r;
    e->range = r * size;
    S_normalize(e);
}

/* Large counts go in 16-bit digits, low digit first. */
void nt_rc_encode_uniform(nt_rc_enc *e, uint32_t i, uint32_t n)
{
    while (n > NT_RC_MAX_TOTAL) {
        nt_rc_encode(e, i & 0xFFFFu, 1, NT_RC_MAX_TOTAL);
        i >>= UNIFORM_STEP;
        n = (n + 0xFFFFu) >> UNIFORM_STEP;
    }
    if (n > 1)
        nt_rc_encode(e, i, 1, n);
}

void nt_rc_encode_bit(nt_rc_enc *e, uint16_t *prob, int bit)
{
    uint32_t bound = (e->range >> PROB_BITS) * *prob;
    if (!bit) {
        e->range = bound;
        *prob = (uint16_t)(*prob + (((1u << PROB_BITS) - *prob) >> MOVE_BITS));
    } else {
        e->low += bound;
        e->range -= bound;
        *prob = (uint16_t)(*prob - (*prob >> MOVE_BITS));
    }
    S_normalize(e);
}

void nt_rc_enc_finish(nt_rc_enc *e)
{
    /* Any value in [low, low + range) decodes the same: take the one with
     * the most trailing zero bits, so that its last bytes can be left
     * out (the decoder reads zeros past the end). */
    uint64_t hi = e->low + e->range - 1;
    for (int bits = 32; bits > 0; bits--) {
        uint64_t mask = ((uint64_t)1 << bits) - 1;
        uint64_t v = (e->low + mask) & ~mask;
        if (v <= hi) {
            e->low = v;
            break;
        }
    }
    size_t before = e->out->len;
    for (int i = 0; i < 5; i++)
        S_shift_low(e);
    /* The decoder reads as many zeros past the end as were left out, and
     * takes more than NT_RC_PAST_END for a cut file: leave out no more.
     * (A carry at the end turns a run of held 0xFF bytes into zeros, so
     * the run can be long.) */
    size_t len = e->out->len, keep = before;
    if (len - keep > NT_RC_PAST_END)
        keep = len - NT_RC_PAST_END;
    while (len > keep && e->out->data[len - 1] == 0)
        len--;
    nt_buf_truncate(e->out, len);
}

/* ------------------------------------------------------------ decoder */

static uint8_t S_in(nt_rc_dec *d)
{
    if (d->p < d->end)
        return *d->p++;
    if (++d->past > NT_RC_PAST_END)
        d->overrun = 1;
    return 0;
}

void nt_rc_dec_init(nt_rc_dec *d, const void *data, size_t len)
{
    d->p = data;
    d->end = len ? d->p + len : d->p; /* no offset on a null pointer */
    d->range = 0xFFFFFFFFu;
    d->code = 0;
    d->past = 0;
    d->overrun = 0;
    for (int i = 0; i < 4; i++)
        d->code = (d->code << 8) | S_in(d);
}

static void S_dec_normalize(nt_rc_dec *d)
{
    while (d->range < TOP) {
        d->range <<= 8;
        d->code = (d->code << 8) | S_in(d);
    }
}

uint32_t nt_rc_decode_freq(nt_rc_dec *d, uint32_t total)
{
    d->range /= total;
    uint32_t v = d->code / d->range;
    return v < total ? v : total - 1;
}

void nt_rc_decode_update(nt_rc_dec *d, uint32_t start, uint32_t size)
{
    d->code -= start * d->range;
    d->range *= size;
    S_dec_normalize(d);
}

uint32_t nt_rc_decode_uniform(nt_rc_dec *d, uint32_t n)
{
    uint32_t i = 0;
    int shift = 0;
    while (n > NT_RC_MAX_TOTAL) {
        uint32_t digit = nt_rc_decode_freq(d, NT_RC_MAX_TOTAL);
        nt_rc_decode_update(d, digit, 1);
        i |= digit << shift;
        shift += UNIFORM_STEP;
        n = (n + 0xFFFFu) >> UNIFORM_STEP;
    }
    if (n > 1) {
        uint32_t v = nt_rc_decode_freq(d, n);
        nt_rc_decode_update(d, v, 1);
        i |= v << shift;
    }
    return i;
}

int nt_rc_decode_bit(nt_rc_dec *d, uint16_t *prob)
{
    uint32_t bound = (d->range >> PROB_BITS) * *prob;
    int bit;
    if (d->code < bound) {
        d->range = bound;
        *prob = (uint16_t)(*prob + (((1u << PROB_BITS) - *prob) >> MOVE_BITS));
        bit = 0;
    } else {
        d->code -= bound;
        d->range -= bound;
        *prob = (uint16_t)(*prob - (*prob >> MOVE_BITS));
        bit = 1;
    }
    S_dec_normalize(d);
    return bit;
}

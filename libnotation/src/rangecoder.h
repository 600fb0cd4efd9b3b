/* A range coder (the carry-propagating kind of LZMA and Subbotin): the
 * entropy coder of the packed form.  A choice among `total` weighted
 * answers costs -log2(weight/total) bits, so a record packs to about its
 * information content; an adaptive bit model codes yes/no flags that are
 * nearly always the same in next to nothing.
 *
 * The encoder appends to an nt_buf (borrowed); the decoder reads a byte
 * range (borrowed) and never reads outside it: bytes past its end read as
 * zero (the encoder drops up to NT_RC_PAST_END trailing zeros), and
 * reading more than that sets `overrun`, which callers treat as a corrupt
 * record. */
#ifndef NT_RANGECODER_H
#define NT_RANGECODER_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

/* The largest total a single step can code exactly. */
#define NT_RC_MAX_TOTAL (1u << 16)
/* An adaptive probability of a 0 bit, out of 2048; start at the middle. */
#define NT_RC_PROB_INIT 1024
/* The most zero bytes the encoder leaves out at the end. */
#define NT_RC_PAST_END 5

typedef struct nt_rc_enc {
    uint64_t low;
    uint32_t range;
    uint8_t cache;
    uint64_t pending;   /* bytes held back for a carry: cache and 0xFFs */
    int first;          /* the first byte out is always 0: not written */
    nt_buf *out;
} nt_rc_enc;

void nt_rc_enc_init(nt_rc_enc *e, nt_buf *out);
/* Code the interval [start, start + size) of [0, total); total must be at
 * most NT_RC_MAX_TOTAL and size at least 1. */
void nt_rc_encode(nt_rc_enc *e, uint32_t start, uint32_t size,
                  uint32_t total);
/* Code a choice of `i` among `n` equally likely (any n >= 1). */
void nt_rc_encode_uniform(nt_rc_enc *e, uint32_t i, uint32_t n);
void nt_rc_encode_bit(nt_rc_enc *e, uint16_t *prob, int bit);
/* Write the last bytes (as few as the decoder needs). */
void nt_rc_enc_finish(nt_rc_enc *e);

typedef struct nt_rc_dec {
    const uint8_t *p, *end;
    uint32_t range;
    uint32_t code;
    int past;           /* bytes read past the end */
    int overrun;
} nt_rc_dec;

void nt_rc_dec_init(nt_rc_dec *d, const void *data, size_t len);
/* The position within [0, total) of the next coded interval; then
 * nt_rc_decode_update with the interval it falls in. */
uint32_t nt_rc_decode_freq(nt_rc_dec *d, uint32_t total);
void nt_rc_decode_update(nt_rc_dec *d, uint32_t start, uint32_t size);
uint32_t nt_rc_decode_uniform(nt_rc_dec *d, uint32_t n);
int nt_rc_decode_bit(nt_rc_dec *d, uint16_t *prob);

#endif

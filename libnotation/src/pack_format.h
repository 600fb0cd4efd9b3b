/* What packing (pack.c), unpacking (unpack.c) and the packed file
 * (pack_file.c) share; pack.h describes the format.  The records as the
 * container holds them, written and read back; how a record states its
 * assertions; and the models and odds by which both sides code the
 * choices alike (inline: the coder's inner loop). */
#ifndef NT_PACK_FORMAT_H
#define NT_PACK_FORMAT_H

#include <stdint.h>
#include <stdio.h>

#include "buf.h"
#include "play.h"
#include "rangecoder.h"

/* ------------------------------------------------------------- models */

/* Adaptive models for yes/no flags: optional elements, and facts by the
 * first letters of their attribute. */
#define NMODELS 64

typedef struct nt_pack_models {
    uint16_t marker;
    uint16_t opt;
    uint16_t fact[NMODELS];
} nt_pack_models;

/* Markers (<unfinished/>) are rare: their model starts sure of "no". */
#define MARKER_PROB_INIT 2016

/* Every model at its start, as each record begins on both sides. */
static inline void nt_pack_models_init(nt_pack_models *m)
{
    m->marker = MARKER_PROB_INIT;
    m->opt = NT_RC_PROB_INIT;
    for (int i = 0; i < NMODELS; i++)
        m->fact[i] = NT_RC_PROB_INIT;
}

/* How a record states its assertions: none (a plain record), all (as
 * fmt --assert all writes them), or some, which costs a flag each. */
enum { ASSERT_NONE, ASSERT_ALL, ASSERT_SOME };

/* The model of a fact's flag, by the first letters of its attribute. */
static inline uint16_t *nt_pack_fact_model(nt_pack_models *m,
                                           const nt_fact *f)
{
    const char *a = f->attr ? f->attr : "";
    unsigned h = 0;
    for (int i = 0; a[i] && i < 4; i++)
        h = h * 31 + (unsigned char)a[i];
    return &m->fact[h % NMODELS];
}

/* The sum of an ask's weights. */
static inline uint64_t nt_pack_sum(const nt_ask *a)
{
    uint64_t sum = 0;
    for (int k = 0; k < a->n; k++)
        sum += a->weights[k];
    return sum;
}

/* Weight k as the coder takes it: as it is when the weights' sum fits the
 * coder, else scaled to `room` (w' = 1 + w * room / sum, the same on both
 * sides; every weight stays >= 1). */
static inline uint64_t nt_pack_weight(const nt_ask *a, int k, uint64_t sum,
                                      uint64_t room)
{
    return sum <= NT_RC_MAX_TOTAL ? a->weights[k]
                                  : 1 + a->weights[k] * room / sum;
}

/* Weights scaled to a total the coder takes: answer i's range. */
static inline uint32_t nt_pack_scaled(const nt_ask *a, int i, uint32_t total,
                                      uint32_t *start)
{
    uint64_t sum = nt_pack_sum(a), room = total - (uint64_t)a->n, acc = 0;
    for (int k = 0; k < i; k++)
        acc += nt_pack_weight(a, k, sum, room);
    *start = (uint32_t)acc;
    return (uint32_t)nt_pack_weight(a, i, sum, room);
}

/* The answer whose range holds `v`, as a decoder finds it: its index, its
 * range's start and size as nt_pack_scaled gives them (`total` from
 * nt_pack_total), in one pass rather than a pass for each answer tried;
 * the last answer when no range holds `v` (only a corrupt stream). */
static inline int nt_pack_find(const nt_ask *a, uint32_t total, uint32_t v,
                               uint32_t *start, uint32_t *size)
{
    uint64_t sum = nt_pack_sum(a), room = total - (uint64_t)a->n, acc = 0;
    for (int i = 0;; i++) {
        uint64_t w = nt_pack_weight(a, i, sum, room);
        if (i == a->n - 1 || v < acc + w) {
            *start = (uint32_t)acc;
            *size = (uint32_t)w;
            return i;
        }
        acc += w;
    }
}

/* The total of the scaled weights. */
static inline uint32_t nt_pack_total(const nt_ask *a)
{
    uint64_t sum = nt_pack_sum(a), room = NT_RC_MAX_TOTAL - (uint64_t)a->n;
    uint64_t t = 0;
    for (int k = 0; k < a->n; k++)
        t += nt_pack_weight(a, k, sum, room);
    return (uint32_t)t;
}

/* A chance outcome with its odds (coded by them); anything else is coded
 * as one of n equally likely answers. */
static inline int nt_pack_weighted(const nt_ask *a)
{
    return a->weights && a->actor == NT_CHANCE;
}

/* ------------------------------------------------------------ records */

/* A note of a record, and the source operation it came before. */
/* What rides beside the coded choices, each at its place: a note, a
 * move's mark, or a whole variation as canonical XML text (notation(5),
 * VARIATIONS).  Marks and variations need format version 3. */
enum { NT_ANNOT_NOTE = 0, NT_ANNOT_MARK = 1, NT_ANNOT_VARIATION = 2 };

typedef struct nt_pack_note {
    uint64_t at;       /* the source operation it came before */
    char *text;
    uint8_t kind;      /* NT_ANNOT_... */
} nt_pack_note;

/* A record packed (pack.c), to be written (pack_file.c); owns it all. */
typedef struct nt_pack_rec {
    uint8_t code;
    uint8_t asserts;   /* ASSERT_... */
    nt_buf head;       /* canonical metadata and setup */
    nt_buf payload;    /* coded choices */
    nt_buf flags;      /* ASSERT_SOME: the coded assertion flags */
    nt_pack_note *notes;
    size_t nnotes, capnotes;   /* grown by doubling: a record of many notes
                                  costs linear time */
} nt_pack_rec;

/* A record read from a packed file (pack_file.c), to be unpacked
 * (unpack.c): its bytes borrowed from the job's content, its notes
 * owned. */
typedef struct nt_unpack_rec {
    uint8_t code;
    uint8_t asserts;
    const uint8_t *head;
    size_t head_len;
    nt_pack_note *notes;
    size_t nnotes;
    const uint8_t *payload;
    size_t payload_len;
    const uint8_t *flags;
    size_t flags_len;
} nt_unpack_rec;

/* Unpacking a file: its records, and where to say what is wrong. */
typedef struct nt_unpack_job {
    const char **rule;
    char **message;
    nt_unpack_rec *recs;
    uint64_t nrecs;
    int collection;
    int version;       /* of the file: 3 gives each note a kind */
    uint8_t *content;
} nt_unpack_job;

/* -------------------------------------------------------- the file */

/* Write the container of `n` records to `out`; 0, or -1 on an output
 * error (nt_pack_write). */
int nt_pack_file_write(const nt_pack_rec *recs, size_t n, FILE *out,
                       int collection);
/* Check a packed file's header and checksum, inflate it and read its
 * records into `j`; 0, or 1 with the job's rule and message set. */
int nt_pack_file_read(nt_unpack_job *j, const uint8_t *bytes, size_t len);
/* Free what nt_pack_file_read allocated. */
void nt_unpack_job_free(nt_unpack_job *j);
/* Say what is wrong with the file being unpacked; returns 1. */
int nt_unpack_fail(nt_unpack_job *j, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif

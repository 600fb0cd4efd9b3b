/* Packing and unpacking records (see pack.h for the format). */
#include "pack.h"

#include <libxml/parser.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <libxml/chvalid.h>
#include <zlib.h>

#include "rangecoder.h"
#include "meta.h"
#include "record.h"
#include "xmlout.h"

#define MAGIC "NTPK"
/* Version 2 adds the payload's length to the header (bytes 11-14, with a
 * check byte 15 of its own), so that a cut file is told from a damaged
 * one; version 1 files are still read. */
#define VERSION 2
#define HEADER_SIZE 16
#define HEADER_SIZE_V1 11
/* Unpacking refuses a packed file larger than this (notation(1)). */
#define MAX_PACKED (32u << 20)
#define FLAG_COLLECTION 1
/* Adaptive models for yes/no flags: optional elements, and facts by the
 * first letters of their attribute. */
#define NMODELS 64
/* Unpacking refuses content larger than this (a guard against bombs). */
#define MAX_CONTENT (32u << 20) /* inflated; notation(1), LIMITS */

/* What deflate finds in nearly every head: a preset dictionary. */
static const char S_dictionary[] =
    "<seat n=\"1\" name=\"\"/><seat n=\"2\" name=\"\"/><seat n=\"3\" "
    "name=\"\"/><seat n=\"4\" name=\"\"/><seat n=\"5\" name=\"\"/>"
    "<site></site><date></date><round></round><annotator></annotator>"
    " turn-limit=\"\" round=\"\" read=\"\" green=\"\" blue=\"\" red=\"\" "
    "yellow=\"\" purple=\"\" flask=\"any\" strong-ingredient=\"counts\""
    " pennies=\"brewing buying scoring\" kept=\"\" black=\"5\" "
    "locoweed=\"6\" green=\"5\" blue=\"6\" red=\"5\" yellow=\"6\" "
    "purple=\"5\" black=\"6\" locoweed=\"5\" expansion=\"herb-witches\""
    "</setup></head>"
    "<head xmlns=\"urn:libnotation:1\"><meta><event>Generated game</event>"
    "<tag name=\"seed\" value=\"\"/><tag name=\"index\" value=\""
    "\"/></meta><setup players=\"4\" start=\"1\" set=\"1\" side=\"back\"/>"
    "</head>";

/* ------------------------------------------------------------ varints */

static void S_put_varint(nt_buf *b, uint64_t v)
{
    while (v >= 0x80) {
        nt_buf_putc(b, (char)(0x80 | (v & 0x7F)));
        v >>= 7;
    }
    nt_buf_putc(b, (char)v);
}

typedef struct reader {
    const uint8_t *p, *end;
    int bad;
} reader;

static uint64_t S_get_varint(reader *r)
{
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (r->p >= r->end) {
            r->bad = 1;
            return 0;
        }
        uint8_t byte = *r->p++;
        v |= (uint64_t)(byte & 0x7F) << shift;
        if (!(byte & 0x80))
            return v;
    }
    r->bad = 1;
    return 0;
}

/* `len` bytes, or NULL (and bad) when fewer are left. */
static const uint8_t *S_get_bytes(reader *r, uint64_t len)
{
    if (r->bad || len > (uint64_t)(r->end - r->p)) {
        r->bad = 1;
        return NULL;
    }
    const uint8_t *at = r->p;
    r->p += len;
    return at;
}

/* ------------------------------------------------------------- models */

typedef struct models {
    uint16_t marker;
    uint16_t opt;
    uint16_t fact[NMODELS];
} models;

/* Markers (<unfinished/>) are rare: their model starts sure of "no". */
#define MARKER_PROB_INIT 2016

static void S_models_init(models *m)
{
    m->marker = MARKER_PROB_INIT;
    m->opt = NT_RC_PROB_INIT;
    for (int i = 0; i < NMODELS; i++)
        m->fact[i] = NT_RC_PROB_INIT;
}

/* How a record states its assertions: none (a plain record), all (as
 * fmt --assert all writes them), or some, which costs a flag each. */
enum { ASSERT_NONE, ASSERT_ALL, ASSERT_SOME };

static uint16_t *S_fact_model(models *m, const nt_fact *f)
{
    const char *a = f->attr ? f->attr : "";
    unsigned h = 0;
    for (int i = 0; a[i] && i < 4; i++)
        h = h * 31 + (unsigned char)a[i];
    return &m->fact[h % NMODELS];
}

/* Weights scaled to a total the coder takes; every weight stays >= 1. */
static uint32_t S_scaled(const nt_ask *a, int i, uint32_t total,
                         uint32_t *start)
{
    uint64_t sum = 0, before = 0;
    for (int k = 0; k < a->n; k++) {
        if (k == i)
            before = sum;
        sum += a->weights[k];
    }
    if (sum <= NT_RC_MAX_TOTAL) {
        *start = (uint32_t)before;
        return a->weights[i];
    }
    /* Scale: w' = 1 + w * (total - n) / sum, the same on both sides. */
    uint64_t room = total - (uint64_t)a->n, acc = 0;
    for (int k = 0; k < i; k++)
        acc += 1 + a->weights[k] * room / sum;
    *start = (uint32_t)acc;
    return (uint32_t)(1 + a->weights[i] * room / sum);
}

static uint32_t S_total(const nt_ask *a)
{
    uint64_t sum = 0;
    for (int k = 0; k < a->n; k++)
        sum += a->weights[k];
    if (sum <= NT_RC_MAX_TOTAL)
        return (uint32_t)sum;
    uint64_t room = NT_RC_MAX_TOTAL - (uint64_t)a->n, t = 0;
    for (int k = 0; k < a->n; k++)
        t += 1 + a->weights[k] * room / sum;
    return (uint32_t)t;
}

static int S_weighted(const nt_ask *a)
{
    return a->weights && a->actor == NT_CHANCE;
}

/* ================================================================ pack */

typedef struct note {
    uint64_t at;       /* the source operation it came before */
    char *text;
} note;

typedef struct packed {
    uint8_t code;
    uint8_t asserts;   /* ASSERT_... */
    nt_buf head;       /* canonical metadata and setup */
    nt_buf payload;    /* coded choices */
    nt_buf flags;      /* ASSERT_SOME: the coded assertion flags */
    note *notes;
    size_t nnotes;
} packed;

struct nt_pack {
    nt_source base;    /* the wrapping source of the record being packed */
    nt_observer obs;   /* sees the replay's notes */
    nt_source *inner;
    nt_rc_enc rc;      /* choices and markers */
    nt_rc_enc frc;     /* assertion flags */
    int any0, any1;    /* flags seen */
    models m;
    uint64_t ops;
    packed *recs;
    size_t nrecs, cap;
    nt_pack_stats stats, rec_stats;
};

static nt_pack *S_pack(nt_source *s)
{
    return (nt_pack *)s;
}

static packed *S_current(nt_pack *k)
{
    return &k->recs[k->nrecs];
}

static int S_open(nt_source *s, nt_play *p, const char *name)
{
    nt_pack *k = S_pack(s);
    k->ops++;
    return k->inner->open(k->inner, p, name);
}

static void S_flag(nt_pack *k, uint16_t *model, int bit)
{
    nt_rc_encode_bit(&k->frc, model, bit);
    k->any0 |= !bit;
    k->any1 |= bit;
    k->rec_stats.flags++;
}

static int S_open_opt(nt_source *s, nt_play *p, const char *name,
                      const nt_fact *key, int kind, int *present)
{
    nt_pack *k = S_pack(s);
    k->ops++;
    int rc = k->inner->open_opt(k->inner, p, name, key, kind, present);
    if (rc != NT_OK)
        return rc;
    /* A labelled element is written whether stated or not. */
    if (kind == NT_OPT_MARKER)
        nt_rc_encode_bit(&k->rc, &k->m.marker, *present != 0);
    else if (kind == NT_OPT_ASSERT)
        S_flag(k, &k->m.opt, *present != 0);
    return rc;
}

static int S_close(nt_source *s, nt_play *p)
{
    nt_pack *k = S_pack(s);
    k->ops++;
    return k->inner->close(k->inner, p);
}

static int S_fact(nt_source *s, nt_play *p, const nt_fact *f, int *present)
{
    nt_pack *k = S_pack(s);
    k->ops++;
    int rc = k->inner->fact(k->inner, p, f, present);
    /* Labels are written whether stated or not: nothing to keep. */
    if (rc == NT_OK && !f->label)
        S_flag(k, S_fact_model(&k->m, f), *present != 0);
    return rc;
}

static void S_code_answer(nt_pack *k, const nt_ask *a, int i)
{
    if (a->n < 2)
        return;
    if (S_weighted(a)) {
        uint32_t total = S_total(a), start;
        uint32_t size = S_scaled(a, i, total, &start);
        nt_rc_encode(&k->rc, start, size, total);
        uint64_t sum = 0;
        for (int j = 0; j < a->n; j++)
            sum += a->weights[j];
        k->rec_stats.chances++;
        k->rec_stats.chance_bits += -log2((double)a->weights[i] / sum);
    } else {
        nt_rc_encode_uniform(&k->rc, (uint32_t)i, (uint32_t)a->n);
        k->rec_stats.decisions++;
        k->rec_stats.decision_bits += log2((double)a->n);
    }
}

static int S_answer(nt_source *s, nt_play *p, const nt_ask *a, int32_t *out)
{
    nt_pack *k = S_pack(s);
    k->ops++;
    int rc = k->inner->answer(k->inner, p, a, out);
    if (rc != NT_OK)
        return rc;
    for (int i = 0; i < a->n; i++) {
        if (a->vals[i] == *out) {
            S_code_answer(k, a, i);
            break;
        }
    }
    /* An illegal answer is not coded: the replay fails on it. */
    return NT_OK;
}

static int S_more(nt_source *s, nt_play *p)
{
    nt_pack *k = S_pack(s);
    k->ops++;
    return k->inner->more ? k->inner->more(k->inner, p) : 0;
}

static int S_end(nt_source *s, nt_play *p, const char *rule,
                 const char *msg)
{
    nt_pack *k = S_pack(s);
    k->ops++;
    return k->inner->end(k->inner, p, rule, msg);
}

static int S_peek(nt_source *s, nt_play *p, const char *elem,
                  const char *attr, nt_buf *out)
{
    nt_pack *k = S_pack(s);
    k->ops++;
    return k->inner->peek ? k->inner->peek(k->inner, p, elem, attr, out) : 0;
}

static void S_where(nt_source *s, unsigned long *line, unsigned long *col)
{
    nt_pack *k = S_pack(s);
    if (k->inner->where)
        k->inner->where(k->inner, line, col);
    else
        *line = *col = 0;
}

static void S_note(nt_observer *o, const char *text)
{
    nt_pack *k = (nt_pack *)((char *)o - offsetof(nt_pack, obs));
    packed *r = S_current(k);
    r->notes = nt_xrealloc(r->notes, (r->nnotes + 1) * sizeof *r->notes);
    /* Noted while operation ops - 1 runs, or after the last one. */
    r->notes[r->nnotes].at = k->ops;
    r->notes[r->nnotes].text = nt_xstrdup(text);
    r->nnotes++;
}

static void S_add_stats(nt_pack_stats *t, const nt_pack_stats *s)
{
    t->records += s->records;
    t->decisions += s->decisions;
    t->chances += s->chances;
    t->decision_bits += s->decision_bits;
    t->chance_bits += s->chance_bits;
    t->flags += s->flags;
    t->payload_bytes += s->payload_bytes;
    t->text_bytes += s->text_bytes;
}

nt_pack *nt_pack_new(void)
{
    nt_pack *k = nt_xcalloc(1, sizeof *k);
    k->base.open = S_open;
    k->base.open_opt = S_open_opt;
    k->base.close = S_close;
    k->base.fact = S_fact;
    k->base.answer = S_answer;
    k->base.more = S_more;
    k->base.end = S_end;
    k->base.peek = S_peek;
    k->base.where = S_where;
    k->base.lists = 1;
    k->obs.note = S_note;
    return k;
}

static void S_packed_free(packed *r)
{
    nt_buf_free(&r->head);
    nt_buf_free(&r->payload);
    nt_buf_free(&r->flags);
    for (size_t i = 0; i < r->nnotes; i++)
        free(r->notes[i].text);
    free(r->notes);
    memset(r, 0, sizeof *r);
}

void nt_pack_free(nt_pack *k)
{
    if (!k)
        return;
    for (size_t i = 0; i < k->nrecs; i++)
        S_packed_free(&k->recs[i]);
    if (k->recs && k->nrecs < k->cap)
        S_packed_free(&k->recs[k->nrecs]);
    free(k->recs);
    free(k);
}

nt_source *nt_pack_begin(nt_pack *k, const nt_game *g, nt_source *inner,
                         const char *head, size_t head_len,
                         nt_observer **notes)
{
    if (k->nrecs == k->cap) {
        size_t cap = k->cap ? 2 * k->cap : 8;
        k->recs = nt_xrealloc(k->recs, cap * sizeof *k->recs);
        memset(k->recs + k->cap, 0, (cap - k->cap) * sizeof *k->recs);
        k->cap = cap;
    }
    packed *r = S_current(k);
    S_packed_free(r);
    r->code = g->code;
    nt_buf_add(&r->head, head, head_len);
    k->inner = inner;
    k->ops = 0;
    memset(&k->rec_stats, 0, sizeof k->rec_stats);
    S_models_init(&k->m);
    nt_rc_enc_init(&k->rc, &r->payload);
    nt_rc_enc_init(&k->frc, &r->flags);
    k->any0 = k->any1 = 0;
    *notes = &k->obs;
    return &k->base;
}

void nt_pack_played(nt_pack *k)
{
    k->ops++; /* notes from here on follow the whole game */
}

void nt_pack_end(nt_pack *k, int keep)
{
    packed *r = S_current(k);
    nt_rc_enc_finish(&k->rc);
    nt_rc_enc_finish(&k->frc);
    /* All flags alike: none need keeping. */
    r->asserts = k->any0 && k->any1 ? ASSERT_SOME
                 : k->any1          ? ASSERT_ALL
                                    : ASSERT_NONE;
    if (r->asserts != ASSERT_SOME)
        nt_buf_clear(&r->flags);
    if (!keep) {
        S_packed_free(r);
        return;
    }
    k->rec_stats.records = 1;
    k->rec_stats.payload_bytes = r->payload.len + r->flags.len;
    k->rec_stats.text_bytes = r->head.len;
    for (size_t i = 0; i < r->nnotes; i++)
        k->rec_stats.text_bytes += strlen(r->notes[i].text);
    S_add_stats(&k->stats, &k->rec_stats);
    k->nrecs++;
}

void nt_pack_add_stats(const nt_pack *k, nt_pack_stats *t)
{
    S_add_stats(t, &k->stats);
}

void nt_pack_head(const nt_game *g, const nt_node *meta, const void *setup,
                  nt_buf *out)
{
    xmlBufferPtr buf = xmlBufferCreate();
    xmlTextWriterPtr w = xmlNewTextWriterMemory(buf, 0);
    xmlTextWriterStartElement(w, (const xmlChar *)"head");
    xmlTextWriterWriteAttribute(w, (const xmlChar *)"xmlns",
                                (const xmlChar *)NT_NAMESPACE);
    nt_xml_write_meta(w, meta);
    g->setup_write(setup, w);
    xmlTextWriterEndElement(w);
    xmlFreeTextWriter(w);
    nt_buf_add(out, xmlBufferContent(buf), (size_t)xmlBufferLength(buf));
    xmlBufferFree(buf);
}

/* ------------------------------------------------------- the container */

static void S_content(nt_pack *k, nt_buf *text, nt_buf *bin)
{
    S_put_varint(text, k->nrecs);
    for (size_t i = 0; i < k->nrecs; i++) {
        packed *r = &k->recs[i];
        nt_buf_putc(text, (char)r->code);
        nt_buf_putc(text, (char)r->asserts);
        S_put_varint(text, r->head.len);
        nt_buf_add(text, r->head.data, r->head.len);
        S_put_varint(text, r->nnotes);
        uint64_t last = 0;
        for (size_t j = 0; j < r->nnotes; j++) {
            size_t len = strlen(r->notes[j].text);
            S_put_varint(text, r->notes[j].at - last);
            last = r->notes[j].at;
            S_put_varint(text, len);
            nt_buf_add(text, r->notes[j].text, len);
        }
    }
    for (size_t i = 0; i < k->nrecs; i++) {
        packed *r = &k->recs[i];
        S_put_varint(bin, r->payload.len);
        nt_buf_add(bin, r->payload.data, r->payload.len);
        if (r->asserts == ASSERT_SOME) {
            S_put_varint(bin, r->flags.len);
            nt_buf_add(bin, r->flags.data, r->flags.len);
        }
    }
}

static int S_deflate_some(z_stream *z, const nt_buf *in, int flush,
                          nt_buf *out)
{
    z->next_in = (Bytef *)(in ? in->data : NULL);
    z->avail_in = in ? (uInt)in->len : 0;
    int rc;
    do {
        unsigned char chunk[16384];
        z->next_out = chunk;
        z->avail_out = sizeof chunk;
        rc = deflate(z, flush);
        if (rc == Z_STREAM_ERROR)
            return -1;
        nt_buf_add(out, chunk, sizeof chunk - z->avail_out);
    } while (z->avail_out == 0 || (flush == Z_FINISH && rc != Z_STREAM_END));
    return 0;
}

/* The text compressed with the dictionary, then the coded choices in
 * stored blocks (level 0): deflate cannot shrink coded bits, only add. */
static int S_deflate(const nt_buf *text, const nt_buf *bin, nt_buf *out)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) != Z_OK)
        return -1;
    deflateSetDictionary(&z, (const Bytef *)S_dictionary,
                         sizeof S_dictionary - 1);
    int rc = S_deflate_some(&z, text, Z_NO_FLUSH, out);
    z.next_in = NULL;
    z.avail_in = 0;
    unsigned char chunk[16384];
    z.next_out = chunk;
    z.avail_out = sizeof chunk;
    if (!rc && deflateParams(&z, 0, Z_DEFAULT_STRATEGY) != Z_OK)
        rc = -1;
    nt_buf_add(out, chunk, sizeof chunk - z.avail_out);
    if (!rc)
        rc = S_deflate_some(&z, bin, Z_FINISH, out);
    deflateEnd(&z);
    return rc;
}

int nt_pack_write(nt_pack *k, FILE *out, int collection)
{
    nt_buf text = {0}, bin = {0}, z = {0};
    S_content(k, &text, &bin);
    uint8_t code = k->nrecs ? k->recs[0].code : 0;
    for (size_t i = 1; i < k->nrecs; i++)
        if (k->recs[i].code != code)
            code = 0;
    uint8_t head[HEADER_SIZE] = {'N', 'T', 'P', 'K', VERSION, code,
                                 (uint8_t)(collection ? FLAG_COLLECTION : 0)};
    int rc = S_deflate(&text, &bin, &z);
    head[11] = (uint8_t)(z.len >> 24);
    head[12] = (uint8_t)(z.len >> 16);
    head[13] = (uint8_t)(z.len >> 8);
    head[14] = (uint8_t)z.len;
    head[15] = (uint8_t)~(head[11] ^ head[12] ^ head[13] ^ head[14]);
    /* The checksum covers every byte after it and the version, game and
     * flags: any change to the file is caught before it is inflated. */
    uLong crc = crc32(crc32(0L, Z_NULL, 0), head + 4, 3);
    crc = crc32(crc, head + 11, 5);
    crc = crc32(crc, (const Bytef *)z.data, (uInt)z.len);
    head[7] = (uint8_t)(crc >> 24);
    head[8] = (uint8_t)(crc >> 16);
    head[9] = (uint8_t)(crc >> 8);
    head[10] = (uint8_t)crc;
    if (!rc && (fwrite(head, 1, sizeof head, out) != sizeof head ||
                fwrite(z.data, 1, z.len, out) != z.len))
        rc = -1;
    nt_buf_free(&text);
    nt_buf_free(&bin);
    nt_buf_free(&z);
    return rc;
}

void nt_pack_wrap(const void *content, size_t len, int collection,
                  unsigned code, nt_buf *packed)
{
    nt_buf text = {0}, z = {0};
    nt_buf_add(&text, content, len);
    S_deflate(&text, NULL, &z);
    uint8_t head[HEADER_SIZE] = {'N', 'T', 'P', 'K', VERSION, (uint8_t)code,
                                 (uint8_t)(collection ? FLAG_COLLECTION : 0)};
    head[11] = (uint8_t)(z.len >> 24);
    head[12] = (uint8_t)(z.len >> 16);
    head[13] = (uint8_t)(z.len >> 8);
    head[14] = (uint8_t)z.len;
    head[15] = (uint8_t)~(head[11] ^ head[12] ^ head[13] ^ head[14]);
    uLong crc = crc32(crc32(0L, Z_NULL, 0), head + 4, 3);
    crc = crc32(crc, head + 11, 5);
    crc = crc32(crc, (const Bytef *)z.data, (uInt)z.len);
    head[7] = (uint8_t)(crc >> 24);
    head[8] = (uint8_t)(crc >> 16);
    head[9] = (uint8_t)(crc >> 8);
    head[10] = (uint8_t)crc;
    nt_buf_add(packed, head, sizeof head);
    nt_buf_add(packed, z.data, z.len);
    nt_buf_free(&text);
    nt_buf_free(&z);
}

/* ============================================================== unpack */

typedef struct unpacker {
    nt_source base;
    nt_rc_dec rc;
    nt_rc_dec frc;
    int asserts;
    models m;
    uint64_t ops;
    const note *notes;
    size_t nnotes, next;
    /* Whether each open element is written: a list of tokens in a written
     * element is written too (an empty one would assert "none"). */
    unsigned char open[72];
    int depth;
} unpacker;

static unpacker *S_un(nt_source *s)
{
    return (unpacker *)s;
}

/* Before each operation: the notes that stood before it (noted while it
 * ran, when packing), then a check that the coded bytes have not run
 * out. */
static int S_step(unpacker *u, nt_play *p)
{
    u->ops++;
    while (u->next < u->nnotes && u->notes[u->next].at <= u->ops)
        nt_play_note(p, u->notes[u->next++].text);
    if (u->rc.overrun || u->frc.overrun)
        return nt_play_error(p, "notation.pack.corrupt", 0, 0, 0,
                             "the packed record ends before the game does");
    return NT_OK;
}

static int S_flag_bit(unpacker *u, uint16_t *model)
{
    if (u->asserts == ASSERT_SOME)
        return nt_rc_decode_bit(&u->frc, model);
    return u->asserts == ASSERT_ALL;
}

static void S_push_open(unpacker *u, int present)
{
    if (u->depth < (int)sizeof u->open)
        u->open[u->depth] = (unsigned char)present;
    u->depth++;
}

static int U_open(nt_source *s, nt_play *p, const char *name)
{
    (void)name;
    S_push_open(S_un(s), 1);
    return S_step(S_un(s), p);
}

static int U_open_opt(nt_source *s, nt_play *p, const char *name,
                      const nt_fact *key, int kind, int *present)
{
    unpacker *u = S_un(s);
    (void)name;
    (void)key;
    NT_TRY(S_step(u, p));
    *present = kind == NT_OPT_MARKER ? nt_rc_decode_bit(&u->rc, &u->m.marker)
               : kind == NT_OPT_ASSERT ? S_flag_bit(u, &u->m.opt)
                                       : 0;
    S_push_open(u, *present || kind == NT_OPT_LABEL);
    return NT_OK;
}

static int U_close(nt_source *s, nt_play *p)
{
    unpacker *u = S_un(s);
    if (u->depth)
        u->depth--;
    return S_step(u, p);
}

static int U_fact(nt_source *s, nt_play *p, const nt_fact *f, int *present)
{
    unpacker *u = S_un(s);
    NT_TRY(S_step(u, p));
    *present = f->label ? 1 : S_flag_bit(u, S_fact_model(&u->m, f));
    int written = u->depth > 0 && u->depth <= (int)sizeof u->open &&
                  u->open[u->depth - 1];
    if (!f->attr && written && !*present)
        return nt_play_error(p, "notation.pack.corrupt", 0, 0, 0,
                             "a list of the record is coded as missing");
    return NT_OK;
}

static int U_answer(nt_source *s, nt_play *p, const nt_ask *a, int32_t *out)
{
    unpacker *u = S_un(s);
    NT_TRY(S_step(u, p));
    int i = 0;
    if (a->n >= 2 && S_weighted(a)) {
        uint32_t total = S_total(a), v = nt_rc_decode_freq(&u->rc, total);
        uint32_t start = 0, size = 0;
        for (i = 0; i < a->n; i++) {
            size = S_scaled(a, i, total, &start);
            if (v < start + size)
                break;
        }
        if (i == a->n) /* only a corrupt stream gets here */
            i = a->n - 1, size = S_scaled(a, i, total, &start);
        nt_rc_decode_update(&u->rc, start, size);
    } else if (a->n >= 2) {
        i = (int)nt_rc_decode_uniform(&u->rc, (uint32_t)a->n);
        if (i >= a->n)
            i = a->n - 1;
    }
    *out = a->n ? a->vals[i] : a->dflt;
    return NT_OK;
}

static int U_more(nt_source *s, nt_play *p)
{
    S_step(S_un(s), p);
    return 0;
}

static int U_end(nt_source *s, nt_play *p, const char *rule, const char *msg)
{
    (void)rule;
    (void)msg;
    return S_step(S_un(s), p);
}

static int U_peek(nt_source *s, nt_play *p, const char *elem,
                  const char *attr, nt_buf *out)
{
    (void)elem;
    (void)attr;
    (void)out;
    S_step(S_un(s), p);
    return 0;
}

static void U_where(nt_source *s, unsigned long *line, unsigned long *col)
{
    (void)s;
    *line = *col = 0;
}

/* ---------------------------------------------------------- the file */

typedef struct unrec {
    uint8_t code;
    uint8_t asserts;
    const uint8_t *head;
    size_t head_len;
    note *notes;
    size_t nnotes;
    const uint8_t *payload;
    size_t payload_len;
    const uint8_t *flags;
    size_t flags_len;
} unrec;

typedef struct unpack_job {
    const char **rule;
    char **message;
    unrec *recs;
    uint64_t nrecs;
    int collection;
    uint8_t *content;
} unpack_job;

static int S_fail(unpack_job *j, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int S_fail(unpack_job *j, const char *rule, const char *fmt, ...)
{
    nt_buf b = {0};
    va_list ap;
    va_start(ap, fmt);
    nt_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    *j->rule = rule;
    free(*j->message);
    *j->message = nt_buf_take(&b);
    return 1;
}

static int S_inflate(unpack_job *j, const uint8_t *data, size_t len,
                     size_t *out_len)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, -15) != Z_OK)
        return S_fail(j, "notation.pack.corrupt", "cannot start inflating");
    inflateSetDictionary(&z, (const Bytef *)S_dictionary,
                         sizeof S_dictionary - 1);
    size_t cap = len * 4 + 4096, n = 0;
    j->content = nt_xmalloc(cap);
    z.next_in = (Bytef *)data;
    z.avail_in = (uInt)len;
    int rc;
    if (cap > MAX_CONTENT)
        cap = MAX_CONTENT;
    do {
        if (n == cap) {
            if (cap >= MAX_CONTENT) {
                inflateEnd(&z);
                return S_fail(j, "notation.limit",
                              "the packed content inflates to more than %u "
                              "MB: no collection of records needs as much",
                              MAX_CONTENT >> 20);
            }
            /* Never past the limit: a bomb costs the limit, no more. */
            cap = cap * 2 > MAX_CONTENT ? MAX_CONTENT : cap * 2;
            j->content = nt_xrealloc(j->content, cap);
        }
        z.next_out = j->content + n;
        z.avail_out = (uInt)(cap - n);
        rc = inflate(&z, Z_NO_FLUSH);
        n = cap - z.avail_out;
    } while (rc == Z_OK && (z.avail_in || z.avail_out == 0));
    size_t left = z.avail_in;
    inflateEnd(&z);
    if (rc != Z_STREAM_END)
        return S_fail(j, rc == Z_BUF_ERROR || rc == Z_OK
                             ? "notation.pack.truncated"
                             : "notation.pack.corrupt",
                      rc == Z_BUF_ERROR || rc == Z_OK
                          ? "the packed file is cut short"
                          : "the packed data is damaged (%s)",
                      z.msg ? z.msg : "inflate");
    if (left)
        return S_fail(j, "notation.pack.corrupt",
                      "%zu bytes follow the packed data", left);
    *out_len = n;
    return 0;
}

/* A note as a record can hold it: UTF-8 of characters XML allows, no
 * longer than the reader takes (notation(1), LIMITS). */
static int S_text_ok(const uint8_t *t, uint64_t n)
{
    if (n > (10u << 20))
        return 0;
    for (uint64_t i = 0; i < n;) {
        int len = n - i > 4 ? 4 : (int)(n - i);
        int c = xmlGetUTF8Char(t + i, &len);
        if (c < 0 || !xmlIsCharQ(c))
            return 0;
        i += (uint64_t)len;
    }
    return 1;
}

static int S_parse(unpack_job *j, size_t len)
{
    reader r = {j->content, j->content + len, 0};
    j->nrecs = S_get_varint(&r);
    if (r.bad || j->nrecs > len)
        return S_fail(j, "notation.pack.corrupt", "bad record count");
    j->recs = nt_xcalloc(j->nrecs ? j->nrecs : 1, sizeof *j->recs);
    for (uint64_t i = 0; i < j->nrecs && !r.bad; i++) {
        unrec *u = &j->recs[i];
        const uint8_t *code = S_get_bytes(&r, 2);
        u->code = code ? code[0] : 0;
        u->asserts = code ? code[1] : 0;
        if (u->asserts > ASSERT_SOME)
            r.bad = 1;
        u->head_len = S_get_varint(&r);
        u->head = S_get_bytes(&r, u->head_len);
        uint64_t nnotes = S_get_varint(&r);
        if (r.bad || nnotes > len)
            break;
        u->notes = nt_xcalloc(nnotes ? nnotes : 1, sizeof *u->notes);
        uint64_t at = 0;
        for (; u->nnotes < nnotes && !r.bad; u->nnotes++) {
            at += S_get_varint(&r);
            uint64_t n = S_get_varint(&r);
            const uint8_t *text = S_get_bytes(&r, n);
            if (!text || !S_text_ok(text, n)) {
                r.bad = 1;
                break;
            }
            note *nt = &u->notes[u->nnotes];
            nt->at = at;
            nt->text = nt_xmalloc(n + 1);
            memcpy(nt->text, text, n);
            nt->text[n] = 0;
        }
    }
    for (uint64_t i = 0; i < j->nrecs && !r.bad; i++) {
        unrec *u = &j->recs[i];
        u->payload_len = S_get_varint(&r);
        u->payload = S_get_bytes(&r, u->payload_len);
        if (u->asserts == ASSERT_SOME) {
            u->flags_len = S_get_varint(&r);
            u->flags = S_get_bytes(&r, u->flags_len);
        }
    }
    if (r.bad)
        return S_fail(j, "notation.pack.corrupt",
                      "the packed content is inconsistent");
    if (r.p != r.end)
        return S_fail(j, "notation.pack.corrupt",
                      "%zu stray bytes after the records",
                      (size_t)(r.end - r.p));
    return 0;
}

typedef struct setup_errors {
    nt_setup_ctx base;
    unpack_job *j;
} setup_errors;

static int S_setup_error(nt_setup_ctx *c, const nt_node *at, const char *rule,
                         const char *msg)
{
    (void)at;
    (void)rule;
    return -S_fail(((setup_errors *)c)->j, "notation.pack.corrupt",
                   "the packed setup is not valid: %s", msg);
}

static int S_unpack_record(unpack_job *j, unrec *u, uint64_t index,
                           xmlTextWriterPtr w, int alone)
{
    const nt_game *g = nt_game_by_code(u->code);
    if (!g)
        return S_fail(j, "notation.pack.game",
                      "record %llu is of a game this toolkit does not know "
                      "(code %u)",
                      (unsigned long long)index + 1, u->code);
    /* The head is XML of our own making: read quietly (a damaged one is
     * said below, as the packed file's problem), and as strictly as a
     * record's: unpack never writes what fmt would not. */
    xmlDocPtr d = xmlReadMemory((const char *)u->head, (int)u->head_len,
                                "packed head", NULL,
                                XML_PARSE_NONET | XML_PARSE_NOBLANKS |
                                    XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    nt_arena mem = {0};
    nt_node *root =
        d && !d->intSubset ? nt_tree_copy(&mem, xmlDocGetRootElement(d)) : NULL;
    nt_node *setup = root ? nt_child(root, "setup") : NULL;
    nt_node *meta = root ? nt_child(root, "meta") : NULL;
    xmlFreeDoc(d);
    d = NULL;
    nt_meta_problem bad = {0};
    if (!setup || (meta && nt_meta_check(meta, &bad))) {
        int rc = S_fail(j, "notation.pack.corrupt",
                        "record %llu has no readable %s%s%s",
                        (unsigned long long)index + 1,
                        setup ? "metadata" : "setup", bad.why.len ? ": " : "",
                        nt_buf_str(&bad.why));
        nt_buf_free(&bad.why);
        nt_arena_free(&mem);
        return rc;
    }
    void *su = nt_xcalloc(1, g->setup_size);
    setup_errors errs = {{S_setup_error}, j};
    int rc = g->setup_read(su, setup, &errs.base) ? 1 : 0;
    void *state = rc ? NULL : nt_xcalloc(1, g->state_size);
    if (!rc) {
        g->init(state, su);
        nt_xml_write_head(w, g, alone || !j->collection);
        nt_xml_write_meta(w, meta);
        g->setup_write(su, w);
        unpacker un = {0};
        un.base.open = U_open;
        un.base.open_opt = U_open_opt;
        un.base.close = U_close;
        un.base.fact = U_fact;
        un.base.answer = U_answer;
        un.base.more = U_more;
        un.base.end = U_end;
        un.base.peek = U_peek;
        un.base.where = U_where;
        un.base.lists = 1;
        un.notes = u->notes;
        un.nnotes = u->nnotes;
        S_models_init(&un.m);
        un.asserts = u->asserts;
        nt_rc_dec_init(&un.rc, u->payload, u->payload_len);
        nt_rc_dec_init(&un.frc, u->flags, u->flags_len);
        nt_xml_out *x = nt_xml_out_new(w);
        nt_xml_out_set_state(x, state);
        nt_play_config pc = {0};
        pc.hooks = g->hooks;
        pc.state = state;
        pc.source = &un.base;
        pc.observers = nt_xml_out_observer(x);
        pc.facts = NT_FACTS_KEEP;
        pc.stop_at = -1;
        nt_play *p = nt_play_new(&pc);
        int prc = g->play(state, p);
        while (prc == NT_OK && un.next < un.nnotes)
            nt_play_note(p, un.notes[un.next++].text);
        if (prc != NT_OK || un.rc.overrun || un.frc.overrun)
            rc = S_fail(j, "notation.pack.corrupt",
                        "record %llu: %s", (unsigned long long)index + 1,
                        nt_play_ndiag(p) ? nt_play_diags(p)[0].message
                                         : "the coded choices do not make "
                                           "a game");
        else if (un.rc.p != un.rc.end || un.frc.p != un.frc.end)
            rc = S_fail(j, "notation.pack.corrupt",
                        "record %llu: coded bytes are left over",
                        (unsigned long long)index + 1);
        nt_play_free(p);
        nt_xml_out_free(x);
        xmlTextWriterEndElement(w);
    }
    free(state);
    free(su);
    nt_arena_free(&mem);
    return rc;
}

static int S_check_header(unpack_job *j, const uint8_t *data, size_t len)
{
    if (len < 4 || memcmp(data, MAGIC, 4))
        return S_fail(j, "notation.pack.magic",
                      "not a packed record (it does not start with %s)",
                      MAGIC);
    if (len > 4 && data[4] != VERSION && data[4] != 1)
        return S_fail(j, "notation.pack.version",
                      "packed format version %u; this toolkit reads "
                      "versions 1 and %u",
                      data[4], VERSION);
    if (len < (len > 4 && data[4] == 1 ? HEADER_SIZE_V1 : HEADER_SIZE))
        return S_fail(j, "notation.pack.truncated",
                      "the packed file is cut short in its header");
    if (len > MAX_PACKED)
        return S_fail(j, "notation.limit",
                      "more than %u MB: not a packed file (no collection of "
                      "records packs to as much)",
                      MAX_PACKED >> 20);
    if (data[6] & ~FLAG_COLLECTION)
        return S_fail(j, "notation.pack.corrupt", "unknown flags 0x%02x",
                      data[6]);
    if (data[5] && !nt_game_by_code(data[5]))
        return S_fail(j, "notation.pack.game",
                      "packed records of a game this toolkit does not know "
                      "(code %u)",
                      data[5]);
    j->collection = data[6] & FLAG_COLLECTION;
    return 0;
}

/* Every record through a writer: to `out`, or nowhere (NULL).  2 when
 * `out` cannot be written. */
typedef struct first_diag {
    int invalid;
    nt_buf why;
} first_diag;

static int S_first_diag(const nt_record *r, void *user)
{
    first_diag *d = user;
    if (!r->valid && !d->invalid++ && r->ndiag)
        nt_buf_printf(&d->why, "%lu:%lu: [%s] %s", r->diag[0].line,
                      r->diag[0].col, r->diag[0].rule, r->diag[0].message);
    return 0;
}

/* The dry run: each record written alone to memory and read back by the
 * engine, so that unpack never writes what fmt would not (a damaged file
 * whose checksum was made right again can decode to nonsense). */
static int S_unpack_check(unpack_job *j)
{
    first_diag d = {0};
    nt_options o;
    nt_options_init(&o);
    o.on_record = S_first_diag;
    o.user = &d;
    char *err = NULL;
    nt_reader *r = nt_reader_new(&o, &err);
    free(err);
    if (!r)
        return S_fail(j, "notation.pack.corrupt", "cannot check the records");
    int rc = 0;
    for (uint64_t i = 0; i < j->nrecs && !rc; i++) {
        xmlBufferPtr buf = xmlBufferCreate();
        xmlTextWriterPtr w = nt_xml_writer_buffer(buf);
        xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL);
        rc = S_unpack_record(j, &j->recs[i], i, w, 1);
        xmlTextWriterEndDocument(w);
        xmlFreeTextWriter(w);
        d.invalid = 0;
        nt_buf_clear(&d.why);
        if (!rc)
            nt_reader_memory(r, "unpacked", (const char *)xmlBufferContent(buf),
                             (size_t)xmlBufferLength(buf));
        if (!rc && d.invalid)
            rc = S_fail(j, "notation.pack.corrupt",
                        "record %llu decodes to a record that is not valid "
                        "(%s): the file is damaged",
                        (unsigned long long)i + 1, nt_buf_str(&d.why));
        xmlBufferFree(buf);
    }
    nt_reader_free(r);
    nt_buf_free(&d.why);
    return rc;
}

/* Every record through a writer to `out`.  2 when `out` cannot be
 * written. */
static int S_unpack_all(unpack_job *j, FILE *out)
{
    xmlTextWriterPtr w = nt_xml_writer_file(out);
    if (!w)
        return 2;
    int rc = 0;
    if (xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL) < 0)
        rc = 2;
    if (!rc && j->collection) {
        xmlTextWriterStartElement(w, (const xmlChar *)"games");
        xmlTextWriterWriteAttribute(w, (const xmlChar *)"xmlns",
                                    (const xmlChar *)NT_NAMESPACE);
    }
    for (uint64_t i = 0; i < j->nrecs && !rc; i++)
        rc = S_unpack_record(j, &j->recs[i], i, w, 0);
    if (xmlTextWriterEndDocument(w) < 0 && !rc)
        rc = 2;
    xmlFreeTextWriter(w);
    if (!rc && (fflush(out) || ferror(out)))
        rc = 2;
    return rc;
}

static uLong S_be32(const uint8_t *p)
{
    return (uLong)p[0] << 24 | (uLong)p[1] << 16 | (uLong)p[2] << 8 | p[3];
}

/* Version 1: no length; a cut file is told only when inflating runs out
 * of input, which a damaged file can do too. */
static int S_payload_v1(unpack_job *j, const uint8_t *bytes, size_t len,
                        size_t *content_len)
{
    uLong crc = crc32(crc32(0L, Z_NULL, 0), bytes + 4, 3);
    crc = crc32(crc, bytes + HEADER_SIZE_V1, (uInt)(len - HEADER_SIZE_V1));
    int rc = S_inflate(j, bytes + HEADER_SIZE_V1, len - HEADER_SIZE_V1,
                       content_len);
    if (crc != S_be32(bytes + 7) &&
        (!rc || strcmp(*j->rule, "notation.pack.truncated")))
        rc = S_fail(j, "notation.pack.checksum",
                    "the checksum does not match: the file is damaged");
    return rc;
}

/* Version 2: the length says whether the file is whole; only a whole file
 * with the right checksum is inflated. */
static int S_payload(unpack_job *j, const uint8_t *bytes, size_t len,
                     size_t *content_len)
{
    uLong want = S_be32(bytes + 11), have = (uLong)(len - HEADER_SIZE);
    if ((uint8_t)~(bytes[11] ^ bytes[12] ^ bytes[13] ^ bytes[14]) != bytes[15])
        return S_fail(j, "notation.pack.checksum",
                      "the header is damaged: its length does not check");
    if (have < want)
        return S_fail(j, "notation.pack.truncated",
                      "the packed file is cut short: %lu of its %lu bytes "
                      "are here",
                      have + HEADER_SIZE, want + HEADER_SIZE);
    uLong crc = crc32(crc32(0L, Z_NULL, 0), bytes + 4, 3);
    crc = crc32(crc, bytes + 11, 5);
    crc = crc32(crc, bytes + HEADER_SIZE, (uInt)want);
    if (crc != S_be32(bytes + 7))
        return S_fail(j, "notation.pack.checksum",
                      "the checksum does not match: the file is damaged");
    if (have > want)
        return S_fail(j, "notation.pack.corrupt",
                      "%lu bytes follow the end of the packed records",
                      have - want);
    return S_inflate(j, bytes + HEADER_SIZE, want, content_len);
}

int nt_pack_inflate(const void *packed, size_t len, nt_buf *content)
{
    const uint8_t *bytes = packed;
    const char *rule;
    char *message = NULL;
    unpack_job j = {0};
    size_t n = 0;
    j.rule = &rule;
    j.message = &message;
    int rc = len < HEADER_SIZE || bytes[4] != VERSION ||
             S_inflate(&j, bytes + HEADER_SIZE, len - HEADER_SIZE, &n);
    if (!rc)
        nt_buf_add(content, j.content, n);
    free(j.content);
    free(message);
    return rc ? -1 : 0;
}

int nt_unpack_memory(const void *data, size_t len, FILE *out,
                     const char **rule, char **message)
{
    const uint8_t *bytes = data;
    unpack_job j = {0};
    size_t content_len = 0;
    j.rule = rule;
    j.message = message;
    *rule = NULL;
    *message = NULL;
    int rc = S_check_header(&j, bytes, len);
    if (!rc)
        rc = bytes[4] == 1 ? S_payload_v1(&j, bytes, len, &content_len)
                           : S_payload(&j, bytes, len, &content_len);
    if (!rc)
        rc = S_parse(&j, content_len);
    if (!rc && !j.collection && j.nrecs != 1)
        rc = S_fail(&j, "notation.pack.corrupt",
                    "a single record holds %llu games",
                    (unsigned long long)j.nrecs);
    /* Twice: a dry run first, each record checked as the engine reads it,
     * so that nothing reaches `out` unless the whole file unpacks to
     * valid records; then the XML streamed to `out` (never held whole in
     * memory: a small packed file can stand for much XML). */
    if (!rc)
        rc = S_unpack_check(&j);
    if (!rc)
        rc = S_unpack_all(&j, out);
    for (uint64_t i = 0; j.recs && i < j.nrecs; i++) {
        for (size_t k = 0; k < j.recs[i].nnotes; k++)
            free(j.recs[i].notes[k].text);
        free(j.recs[i].notes);
    }
    free(j.recs);
    free(j.content);
    return rc;
}

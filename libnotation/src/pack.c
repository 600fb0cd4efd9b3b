/* Packing records (see pack.h for the format): a source that wraps the
 * record's own source and codes each answer it hands the engine, by the
 * models of pack_format.h; the container is written by pack_file.c. */
#include "pack.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "pack_format.h"
#include "meta.h"
#include "xmlout.h"

struct nt_pack {
    nt_source base;    /* the wrapping source of the record being packed */
    nt_observer obs;   /* sees the replay's notes */
    nt_source *inner;
    nt_rc_enc rc;      /* choices and markers */
    nt_rc_enc frc;     /* assertion flags */
    int peeking;       /* the inner source looks ahead (S_peek) */
    int any0, any1;    /* flags seen */
    nt_pack_models m;
    uint64_t ops;
    nt_pack_rec *recs;
    size_t nrecs, cap;
    nt_pack_stats stats, rec_stats;
};

static nt_pack *S_pack(nt_source *s)
{
    return (nt_pack *)s;
}

static nt_pack_rec *S_current(nt_pack *k)
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
        S_flag(k, nt_pack_fact_model(&k->m, f), *present != 0);
    return rc;
}

static void S_code_answer(nt_pack *k, const nt_ask *a, int i)
{
    if (a->n < 2)
        return;
    if (nt_pack_weighted(a)) {
        uint32_t total = nt_pack_total(a), start;
        uint32_t size = nt_pack_scaled(a, i, total, &start);
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

/* A look ahead is no operation: an engine looks as far as the record's
 * own source answers (a second look when the first finds something),
 * which unpacking cannot repeat.  Version 1 and 2 files counted them. */
static int S_peek(nt_source *s, nt_play *p, const char *elem,
                  const char *attr, nt_buf *out)
{
    nt_pack *k = S_pack(s);
    if (!k->inner->peek)
        return 0;
    k->peeking = 1;
    int seen = k->inner->peek(k->inner, p, elem, attr, out);
    k->peeking = 0;
    return seen;
}

static void S_where(nt_source *s, unsigned long *line, unsigned long *col)
{
    nt_pack *k = S_pack(s);
    if (k->inner->where)
        k->inner->where(k->inner, line, col);
    else
        *line = *col = 0;
}

static void S_annotate(nt_observer *o, const char *text, uint8_t kind)
{
    nt_pack *k = (nt_pack *)((char *)o - offsetof(nt_pack, obs));
    nt_pack_rec *r = S_current(k);
    if (r->nnotes == r->capnotes) {
        r->capnotes = r->capnotes ? 2 * r->capnotes : 8;
        r->notes = nt_xrealloc(r->notes, r->capnotes * sizeof *r->notes);
    }
    /* Noted while operation ops - 1 runs, or after the last one; noted
     * during a look ahead, before the next operation. */
    r->notes[r->nnotes].at = k->ops + (uint64_t)k->peeking;
    r->notes[r->nnotes].text = nt_xstrdup(text);
    r->notes[r->nnotes].kind = kind;
    r->nnotes++;
}

static void S_note(nt_observer *o, const char *text)
{
    S_annotate(o, text, NT_ANNOT_NOTE);
}

static void S_mark(nt_observer *o, const char *mark)
{
    S_annotate(o, mark, NT_ANNOT_MARK);
}

static void S_variation(nt_observer *o, const char *xml)
{
    S_annotate(o, xml, NT_ANNOT_VARIATION);
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
    k->obs.mark = S_mark;
    k->obs.variation = S_variation;
    return k;
}

static void S_packed_free(nt_pack_rec *r)
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
    nt_pack_rec *r = S_current(k);
    S_packed_free(r);
    r->code = g->code;
    nt_buf_add(&r->head, head, head_len);
    k->inner = inner;
    k->ops = 0;
    memset(&k->rec_stats, 0, sizeof k->rec_stats);
    nt_pack_models_init(&k->m);
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
    nt_pack_rec *r = S_current(k);
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

int nt_pack_write(nt_pack *k, FILE *out, int collection)
{
    return nt_pack_file_write(k->recs, k->nrecs, out, collection);
}

void nt_pack_head(const nt_game *g, const nt_node *meta, const void *setup,
                  nt_buf *out)
{
    xmlBufferPtr buf = xmlBufferCreate();
    xmlTextWriterPtr w = xmlNewTextWriterMemory(buf, 0);
    xmlTextWriterStartElement(w, (const xmlChar *)"head");
    xmlTextWriterWriteAttribute(w, (const xmlChar *)"xmlns",
                                (const xmlChar *)NT_NAMESPACE);
    if (g->components_digest)
        xmlTextWriterWriteFormatAttribute(w, (const xmlChar *)"digest",
                                          "%08x",
                                          (unsigned)g->components_digest(setup));
    nt_xml_write_meta(w, meta);
    g->setup_write(setup, w);
    xmlTextWriterEndElement(w);
    xmlFreeTextWriter(w);
    nt_buf_add(out, xmlBufferContent(buf), (size_t)xmlBufferLength(buf));
    xmlBufferFree(buf);
}

/* What rides along a record's replay for select and stats: a digest of
 * its set-up and choices (duplicates), the facts its game tells
 * (facts.h), its notes, and its canonical form written by the same
 * observer fmt uses, so that the bytes are fmt's. */
#include <stdlib.h>
#include <string.h>

#include "collection.h"

/* FNV-1a, 64 bits: a digest that needs no table and no state but its
 * value, so that a collection of any size is checked in constant memory
 * per distinct record. */
#define FNV_OFFSET 14695981039346656037ULL
#define FNV_PRIME 1099511628211ULL

struct nt_fact_sink {
    nt_watch *w;
    int baseline;      /* the state before the first step: seen, not told */
};

typedef struct fact_item {
    const char *name;  /* the game's kind (static) */
    size_t value;      /* offset in `values` + 1; 0: none */
    int seat, unit;
} fact_item;

struct nt_watch {
    nt_observer obs;
    nt_fact_sink sink;
    nt_xml_form form;
    const nt_game *g;
    const void *state;
    const nt_question *last;   /* the question answered before */
    uint64_t digest;
    unsigned long notes;
    long units;
    fact_item *items;
    size_t nitems, cap;
    nt_buf values;
    nt_fact_seen *seen;
    size_t seen_cap;
    uint64_t *once;            /* open addressing; 0: empty */
    size_t once_cap, once_n;
    xmlBufferPtr buf;
    xmlTextWriterPtr xw;
    nt_xml_out *xo;
};

static uint64_t S_hash(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * FNV_PRIME;
    return h;
}

static uint64_t S_hash_int(uint64_t h, int64_t v)
{
    return S_hash(h, &v, sizeof v);
}

static uint64_t S_hash_str(uint64_t h, const char *s)
{
    return S_hash(h, s ? s : "", s ? strlen(s) + 1 : 1);
}

/* ------------------------------------------------------------ facts */

static void S_add(nt_watch *w, const char *name, const char *value, int seat,
                  int unit)
{
    if (w->nitems == w->cap) {
        w->cap = w->cap ? 2 * w->cap : 64;
        w->items = nt_xrealloc(w->items, w->cap * sizeof *w->items);
    }
    fact_item *it = &w->items[w->nitems++];
    it->name = name;
    it->seat = seat;
    it->unit = unit;
    it->value = 0;
    if (value) {
        nt_buf_putc(&w->values, '\0');
        it->value = w->values.len;
        nt_buf_puts(&w->values, value);
    }
}

void nt_fact_tell(nt_fact_sink *s, const char *name, const char *value,
                  int seat, int unit)
{
    if (!s->baseline)
        S_add(s->w, name, value, seat, unit);
}

/* Whether the key was in the set; it is now. */
static int S_once_seen(nt_watch *w, uint64_t key)
{
    key |= 1; /* never 0, the empty mark */
    if (2 * (w->once_n + 1) > w->once_cap) {
        size_t cap = w->once_cap ? 2 * w->once_cap : 64;
        uint64_t *old = w->once;
        size_t oldcap = w->once_cap;
        w->once = nt_xcalloc(cap, sizeof *w->once);
        w->once_cap = cap;
        w->once_n = 0;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i])
                S_once_seen(w, old[i]);
        free(old);
    }
    size_t i = (size_t)(key % w->once_cap);
    while (w->once[i] && w->once[i] != key)
        i = (i + 1) % w->once_cap;
    if (w->once[i])
        return 1;
    w->once[i] = key;
    w->once_n++;
    return 0;
}

void nt_fact_once(nt_fact_sink *s, const char *name, const char *value,
                  int seat, int unit)
{
    uint64_t key = S_hash_int(S_hash_str(S_hash_str(FNV_OFFSET, name),
                                         value),
                              seat);
    if (!S_once_seen(s->w, key))
        nt_fact_tell(s, name, value, seat, unit);
}

/* --------------------------------------------------------- observer */

static nt_watch *S_self(nt_observer *o)
{
    return (nt_watch *)o;
}

static void S_answer(nt_observer *o, const nt_ask *a, int32_t v)
{
    nt_watch *w = S_self(o);
    w->digest = S_hash_str(w->digest, a->q->id);
    w->digest = S_hash_int(w->digest, a->key);
    w->digest = S_hash_int(w->digest, a->actor);
    w->digest = S_hash_int(w->digest, v);
    const nt_game_facts *f = w->g->facts;
    if (f && f->choice)
        f->choice(w->state, a, v, w->last, &w->sink);
    w->last = a->q;
}

static void S_step(nt_observer *o, long n, const char *label)
{
    nt_watch *w = S_self(o);
    const nt_game_facts *f = w->g->facts;
    (void)n;
    (void)label;
    if (!f)
        return;
    if (f->step)
        f->step(w->state, &w->sink);
    long unit = f->unit_of(w->state);
    if (unit > w->units)
        w->units = unit;
}

static void S_note(nt_observer *o, const char *text)
{
    (void)text;
    S_self(o)->notes++;
}

/* The set-up as fmt writes it, player names left out: they are not
 * choices, and two sheets of one game may spell them differently. */
static uint64_t S_hash_setup(uint64_t h, const nt_game *g, const void *setup)
{
    xmlBufferPtr b = xmlBufferCreate();
    xmlTextWriterPtr tw = nt_xml_writer_buffer(b);
    g->setup_write(setup, tw);
    xmlTextWriterFlush(tw);
    xmlFreeTextWriter(tw);
    const char *s = (const char *)xmlBufferContent(b);
    for (const char *at; (at = strstr(s, " name=\"")); ) {
        h = S_hash(h, s, (size_t)(at - s));
        const char *end = strchr(at + 7, '"');
        s = end ? end + 1 : at + strlen(at);
    }
    h = S_hash(h, s, strlen(s));
    xmlBufferFree(b);
    return h;
}

/* ------------------------------------------------------ canonical form */

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

static void S_xml_drop(nt_watch *w)
{
    nt_xml_out_free(w->xo);
    if (w->xw)
        xmlFreeTextWriter(w->xw);
    w->xo = NULL;
    w->xw = NULL;
}

/* The head, the metadata and the set-up, as fmt writes them; the rest
 * is written by the observer as the replay goes. */
static nt_observer *S_xml_begin(nt_watch *w, const void *setup,
                                const nt_node *meta)
{
    S_xml_drop(w);
    if (!w->buf)
        w->buf = xmlBufferCreate();
    xmlBufferEmpty(w->buf);
    w->xw = nt_xml_writer_buffer(w->buf);
    if (w->form == NT_XML_RECORD) {
        xmlTextWriterStartDocument(w->xw, NULL, "UTF-8", NULL);
    } else {
        /* A member is written inside a collection, for its indentation;
         * the collection's own tag is cut off at the end. */
        xmlTextWriterStartElement(w->xw, X("games"));
        xmlTextWriterWriteAttribute(w->xw, X("xmlns"), X(NT_NAMESPACE));
    }
    nt_xml_write_head(w->xw, w->g, w->form == NT_XML_RECORD);
    nt_xml_write_meta(w->xw, meta);
    w->g->setup_write(setup, w->xw);
    w->xo = nt_xml_out_new(w->xw);
    nt_xml_out_set_state(w->xo, w->state);
    return nt_xml_out_observer(w->xo);
}

static void S_xml_end(nt_watch *w, nt_summary *s)
{
    xmlTextWriterEndElement(w->xw);
    if (w->form == NT_XML_RECORD)
        xmlTextWriterEndDocument(w->xw);
    xmlTextWriterFlush(w->xw);
    const char *text = (const char *)xmlBufferContent(w->buf);
    size_t len = (size_t)xmlBufferLength(w->buf);
    if (w->form == NT_XML_MEMBER) {
        const char *nl = memchr(text, '\n', len);
        size_t cut = nl ? (size_t)(nl - text) : len;
        text += cut;
        len -= cut;
        while (len && text[len - 1] == '\n')
            len--;
    }
    s->xml = text;
    s->xml_len = len;
}

/* ------------------------------------------------------------- watch */

nt_watch *nt_watch_new(nt_xml_form form)
{
    nt_watch *w = nt_xcalloc(1, sizeof *w);
    w->form = form;
    w->sink.w = w;
    w->obs.answer = S_answer;
    w->obs.step = S_step;
    w->obs.note = S_note;
    return w;
}

void nt_watch_free(nt_watch *w)
{
    if (!w)
        return;
    S_xml_drop(w);
    if (w->buf)
        xmlBufferFree(w->buf);
    free(w->items);
    free(w->seen);
    free(w->once);
    nt_buf_free(&w->values);
    free(w);
}

nt_observer *nt_watch_begin(nt_watch *w, const nt_game *g, const void *setup,
                            const void *state, const nt_node *meta)
{
    w->g = g;
    w->state = state;
    w->last = NULL;
    w->notes = 0;
    w->units = 0;
    w->nitems = 0;
    nt_buf_clear(&w->values);
    if (w->once)
        memset(w->once, 0, w->once_cap * sizeof *w->once);
    w->once_n = 0;
    w->digest = S_hash_setup(S_hash_str(FNV_OFFSET, g->id), g, setup);
    w->obs.next = w->form != NT_XML_NONE ? S_xml_begin(w, setup, meta) : NULL;
    /* What the state shows before the first step is where the record
     * starts, not what happened in it. */
    if (g->facts && g->facts->step) {
        w->sink.baseline = 1;
        g->facts->step(state, &w->sink);
        w->sink.baseline = 0;
    }
    return &w->obs;
}

nt_xml_out *nt_watch_writer(nt_watch *w, xmlTextWriterPtr *xw)
{
    *xw = w->xw;
    return w->obs.next ? w->xo : NULL;
}

void nt_watch_end(nt_watch *w, int valid, nt_summary *s)
{
    s->digest = w->digest;
    s->notes = w->notes;
    s->units = w->units;
    if (w->nitems > w->seen_cap) {
        w->seen_cap = w->nitems;
        w->seen = nt_xrealloc(w->seen, w->seen_cap * sizeof *w->seen);
    }
    for (size_t i = 0; i < w->nitems; i++) {
        const fact_item *it = &w->items[i];
        w->seen[i].name = it->name;
        w->seen[i].value = it->value ? w->values.data + it->value : NULL;
        w->seen[i].seat = it->seat;
        w->seen[i].unit = it->unit;
    }
    s->facts = w->seen;
    s->nfacts = w->nitems;
    if (valid && w->xw)
        S_xml_end(w, s);
    w->obs.next = NULL;
}

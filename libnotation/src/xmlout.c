#include "xmlout.h"

#include <libxml/parser.h>

#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "record.h"
#include "xmlwrite.h"

#define MAX_DEPTH 64

/* Keyed answers left out because they are their ask's default (a reader
 * takes silence for the default).  They are written after all when the
 * next child of the same element is a keyed answer of the same shape and
 * key, which a reader would otherwise take for the first of them: the
 * canonical form never changes what a record says. */
typedef struct omitted {
    const nt_question *q; /* NULL: none */
    int32_t key;
    int32_t value;
    int depth;
    int count;
} omitted;

struct nt_xml_out {
    nt_observer obs;
    xmlTextWriterPtr w; /* libxml2's writer, or */
    nt_xw *own;         /* ours (xmlwrite.h): the same bytes, faster */
    const void *state;
    int tokens[MAX_DEPTH]; /* tokens written in each open element */
    int depth;
    omitted left_out;
    const char *mark;      /* the next element's mark (static), or NULL */
    const char *open_mark; /* the mark of the element last started, written
                              last of its attributes, before its content */
    nt_buf scratch;
};

static nt_xml_out *S_self(nt_observer *o)
{
    return (nt_xml_out *)o;
}

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

/* The four calls the record is written with, to whichever writer. */
static void E_start(nt_xml_out *x, const char *name)
{
    if (x->own)
        nt_xw_start(x->own, name);
    else
        xmlTextWriterStartElement(x->w, X(name));
}

static void E_attr(nt_xml_out *x, const char *name, const char *value)
{
    if (x->own)
        nt_xw_attr(x->own, name, value);
    else
        xmlTextWriterWriteAttribute(x->w, X(name), X(value));
}

static void E_text(nt_xml_out *x, const char *text)
{
    if (x->own)
        nt_xw_text(x->own, text);
    else
        xmlTextWriterWriteString(x->w, X(text));
}

static void E_end(nt_xml_out *x)
{
    if (x->own)
        nt_xw_end(x->own);
    else
        xmlTextWriterEndElement(x->w);
}

static const char *S_format(nt_xml_out *x, const nt_type *t, int32_t v)
{
    nt_buf_clear(&x->scratch);
    t->format(x->state, v, &x->scratch);
    return nt_buf_str(&x->scratch);
}

/* The mark of the element last started, after the attributes the play
 * gave it: its content begins. */
static void S_flush_mark(nt_xml_out *x)
{
    if (x->open_mark)
        E_attr(x, "mark", x->open_mark);
    x->open_mark = NULL;
}

static void S_write_keyed(nt_xml_out *x, const nt_question *q, int32_t key,
                          int32_t v, int marked)
{
    E_start(x, q->elem);
    if (marked) {
        x->open_mark = x->mark;
        x->mark = NULL;
    }
    E_attr(x, q->key, S_format(x, q->keytype, key));
    E_attr(x, q->attr, S_format(x, q->type, v));
    S_flush_mark(x);
    E_end(x);
}

/* A child is about to be written: the default answers left out before it
 * are written first when the reader would take it for theirs. */
static void S_before_child(nt_xml_out *x, const nt_question *q, int32_t key)
{
    omitted *m = &x->left_out;
    S_flush_mark(x);
    if (m->q && m->depth == x->depth && q && !strcmp(q->elem, m->q->elem) &&
        !strcmp(q->attr, m->q->attr) && key == m->key)
        for (; m->count; m->count--)
            S_write_keyed(x, m->q, m->key, m->value, 0);
    m->q = NULL;
}

static void S_left_out(nt_xml_out *x, const nt_ask *a, int32_t v)
{
    omitted *m = &x->left_out;
    if (m->q != a->q || m->key != a->key || m->depth != x->depth) {
        m->q = a->q;
        m->key = a->key;
        m->value = v;
        m->depth = x->depth;
        m->count = 0;
    }
    m->count++;
}

static void S_open(nt_observer *o, const char *name, int emit, int present)
{
    nt_xml_out *x = S_self(o);
    (void)present;
    if (!emit) {
        x->mark = NULL;
        return;
    }
    S_before_child(x, NULL, 0);
    E_start(x, name);
    x->open_mark = x->mark;
    x->mark = NULL;
    if (x->depth < MAX_DEPTH)
        x->tokens[x->depth] = 0;
    x->depth++;
}

static void S_close(nt_observer *o, int emit)
{
    nt_xml_out *x = S_self(o);
    if (!emit)
        return;
    S_before_child(x, NULL, 0);
    E_end(x);
    x->depth--;
}

static void S_token(nt_xml_out *x, const nt_type *t, int32_t v)
{
    int *count = x->depth > 0 && x->depth <= MAX_DEPTH
                     ? &x->tokens[x->depth - 1]
                     : NULL;
    S_flush_mark(x);
    if (count && (*count)++)
        E_text(x, " ");
    E_text(x, S_format(x, t, v));
}

static void S_fact(nt_observer *o, const nt_fact *f, int emit, int present)
{
    nt_xml_out *x = S_self(o);
    (void)present;
    if (!emit)
        return;
    if (f->attr) {
        E_attr(x, f->attr, S_format(x, f->type, f->value));
        return;
    }
    for (int i = 0; i < f->nlist; i++)
        S_token(x, f->type, f->list[i]);
}

static void S_answer(nt_observer *o, const nt_ask *a, int32_t v)
{
    nt_xml_out *x = S_self(o);
    const nt_question *q = a->q;
    if (v == NT_NONE)
        return;
    switch (q->bind) {
    case NT_BIND_ELEM:
        break; /* the element opens next */
    case NT_BIND_ATTR:
        if (v != a->dflt)
            E_attr(x, q->attr, S_format(x, q->type, v));
        break;
    case NT_BIND_TOKEN:
        S_token(x, q->type, v);
        break;
    case NT_BIND_KEYED:
        if (v == a->dflt && !x->mark) {
            S_left_out(x, a, v);
            break;
        }
        S_before_child(x, q, a->key);
        S_write_keyed(x, q, a->key, v, 1);
        break;
    }
}

static void S_note(nt_observer *o, const char *text)
{
    nt_xml_out *x = S_self(o);
    S_flush_mark(x);
    if (x->own) {
        nt_xw_element(x->own, "note", text);
        return;
    }
    xmlTextWriterWriteElement(x->w, X("note"), X(text));
}

/* An element of a variation kept as text, written back through the
 * writer: the same calls make the same bytes as its first writing
 * (elements, attributes in order, text; blank space between elements is
 * the writer's own indentation). */
static void S_write_tree(nt_xml_out *x, xmlNodePtr n)
{
    E_start(x, (const char *)n->name);
    for (xmlAttrPtr a = n->properties; a; a = a->next) {
        xmlChar *v = xmlNodeGetContent((xmlNodePtr)a);
        E_attr(x, (const char *)a->name, v ? (const char *)v : "");
        xmlFree(v);
    }
    for (xmlNodePtr c = n->children; c; c = c->next) {
        if (c->type == XML_ELEMENT_NODE)
            S_write_tree(x, c);
        else if (c->type == XML_TEXT_NODE && !xmlIsBlankNode(c))
            E_text(x, (const char *)c->content);
    }
    E_end(x);
}

static void S_variation(nt_observer *o, const char *xml)
{
    nt_xml_out *x = S_self(o);
    xmlDocPtr doc = xmlReadMemory(xml, (int)strlen(xml), NULL, NULL,
                                  XML_PARSE_NONET | XML_PARSE_NOERROR |
                                      XML_PARSE_NOWARNING);
    xmlNodePtr root = doc ? xmlDocGetRootElement(doc) : NULL;
    if (root) {
        S_before_child(x, NULL, 0);
        S_write_tree(x, root);
    }
    xmlFreeDoc(doc);
}

static void S_mark(nt_observer *o, const char *mark)
{
    S_self(o)->mark = mark;
}

void nt_xml_out_start_variation(nt_xml_out *x)
{
    S_before_child(x, NULL, 0);
    E_start(x, "variation");
}

void nt_xml_out_end_variation(nt_xml_out *x)
{
    E_end(x);
}

void nt_xml_out_end_line(nt_xml_out *x)
{
    S_before_child(x, NULL, 0);
    for (; x->depth > 0; x->depth--)
        E_end(x);
}

nt_xml_out *nt_xml_out_new(xmlTextWriterPtr w)
{
    nt_xml_out *x = nt_xml_out_new_own(NULL);
    x->w = w;
    return x;
}

nt_xml_out *nt_xml_out_new_own(nt_xw *w)
{
    nt_xml_out *x = nt_xcalloc(1, sizeof *x);
    x->own = w;
    x->obs.open = S_open;
    x->obs.close = S_close;
    x->obs.fact = S_fact;
    x->obs.answer = S_answer;
    x->obs.note = S_note;
    x->obs.mark = S_mark;
    x->obs.variation = S_variation;
    return x;
}

void nt_xml_out_free(nt_xml_out *x)
{
    if (!x)
        return;
    nt_buf_free(&x->scratch);
    free(x);
}

void nt_xml_out_set_state(nt_xml_out *x, const void *state)
{
    x->state = state;
}

nt_observer *nt_xml_out_observer(nt_xml_out *x)
{
    return &x->obs;
}

static void S_setup_writer(xmlTextWriterPtr w)
{
    xmlTextWriterSetIndent(w, 1);
    xmlTextWriterSetIndentString(w, X("  "));
}

xmlTextWriterPtr nt_xml_writer_file(FILE *out)
{
    xmlOutputBufferPtr ob = xmlOutputBufferCreateFile(out, NULL);
    if (!ob)
        return NULL;
    xmlTextWriterPtr w = xmlNewTextWriter(ob);
    if (!w) {
        xmlOutputBufferClose(ob);
        return NULL;
    }
    S_setup_writer(w);
    return w;
}

xmlTextWriterPtr nt_xml_writer_buffer(xmlBufferPtr buf)
{
    xmlTextWriterPtr w = xmlNewTextWriterMemory(buf, 0);
    if (w)
        S_setup_writer(w);
    return w;
}

/* ------------------------------------------------- heads and metadata */

void nt_xml_write_meta(xmlTextWriterPtr w, const nt_node *meta)
{
    if (!meta)
        return;
    nt_buf scratch = {0};
    xmlTextWriterStartElement(w, X("meta"));
    for (const nt_node *c = meta->first; c; c = c->next) {
        if (!nt_is_elem(c, NULL))
            continue;
        xmlTextWriterStartElement(w, X(c->name));
        for (int i = 0; i < c->nattrs; i++)
            if (!NT_ATTR_QUALIFIED(&c->attrs[i]))
                xmlTextWriterWriteAttribute(w, X(c->attrs[i].name),
                                            X(c->attrs[i].value));
        const char *text = nt_text(c, &scratch);
        if (*text)
            xmlTextWriterWriteString(w, X(text));
        xmlTextWriterEndElement(w);
    }
    xmlTextWriterEndElement(w);
    nt_buf_free(&scratch);
}

void nt_xml_write_head(xmlTextWriterPtr w, const nt_game *g, int with_ns)
{
    xmlTextWriterStartElement(w, X("game"));
    if (with_ns)
        xmlTextWriterWriteAttribute(w, X("xmlns"), X(NT_NAMESPACE));
    xmlTextWriterWriteAttribute(w, X("rules"), X(g->id));
    xmlTextWriterWriteAttribute(w, X("version"), X("1"));
}

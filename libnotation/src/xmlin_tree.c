/* The records' trees (xmlin_internal.h): libxml2's SAX events for
 * elements and text become compact nodes (record.h), a collection's records
 * each in its slot, with the place of each start tag; the limits of a
 * record are checked as it grows. */
#include <string.h>

#include <libxml/parserInternals.h>

#include "notation.h"
#include "str.h"
#include "xmlin_internal.h"

static nt_xmlin *S_self(void *ctx)
{
    return (nt_xmlin *)((xmlParserCtxtPtr)ctx)->_private;
}

static int S_ours(const xmlChar *uri)
{
    return uri && !strcmp((const char *)uri, NT_NAMESPACE);
}

static int S_check_root(nt_xmlin *x, const xmlChar *name, const xmlChar *uri,
                        int natt, const xmlChar **att, unsigned long line,
                        unsigned long col)
{
    const char *n = (const char *)name;
    int known = !strcmp(n, "game") || !strcmp(n, "games");
    nt_buf msg = {0};
    if (known && S_ours(uri)) {
        x->collection = !strcmp(n, "games");
        if (!x->collection || !natt)
            return 0;
        nt_buf_printf(&msg, "attribute %s is not expected on <games>",
                      (const char *)att[0]);
        nt_xmlin_problem(x, "notation.unexpected", line, col, nt_buf_str(&msg));
        nt_buf_free(&msg);
        nt_xmlin_stop(x);
        return -1;
    }
    if (known)
        nt_buf_printf(&msg,
                      "<%s> must be in the namespace %s, not %s%s%s", n,
                      NT_NAMESPACE, uri ? "\"" : "no namespace",
                      uri ? (const char *)uri : "", uri ? "\"" : "");
    else
        nt_buf_printf(&msg, "the root element is <%s>; a record file holds "
                            "<game> or <games>", n);
    nt_xmlin_problem(x, known ? "notation.namespace" : "notation.root", line, col,
              nt_buf_str(&msg));
    nt_buf_free(&msg);
    nt_xmlin_stop(x);
    return -1;
}

/* An attribute's value: the parser leaves character references to '&'
 * and '<' for the tree builder to decode, and so do we. */
static const char *S_attr_value(nt_arena *a, xmlParserCtxtPtr ctxt,
                                const xmlChar *v, const xmlChar *end)
{
    size_t n = (size_t)(end - v);
    if (!memchr(v, '&', n))
        return nt_arena_strndup(a, (const char *)v, n);
    /* Deprecated in libxml2 2.12 for lack of a replacement that takes a
     * parser context; still the decoder the tree builder uses. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    xmlChar *decoded = xmlStringLenDecodeEntities(ctxt, v, (int)n,
                                                  XML_SUBSTITUTE_REF, 0, 0, 0);
#pragma GCC diagnostic pop
    const char *copy = nt_arena_strndup(
        a, decoded ? (const char *)decoded : (const char *)v,
        decoded ? strlen((char *)decoded) : n);
    xmlFree(decoded);
    return copy;
}

/* Append a node to the element being read.  A collection's records are
 * not linked to one another: each lives in its own slot (xmlin_pipe.c),
 * and the one being replayed is not written to while the next is read. */
static void S_append(nt_xmlin *x, nt_node *n)
{
    nt_node *parent = x->cur;
    n->parent = parent;
    if (!parent || (x->collection && x->depth == 2 && n->name))
        return;
    nt_node **tail = &x->tail[x->depth - (n->name ? 1 : 0)];
    if (*tail)
        (*tail)->next = n;
    else
        parent->first = n;
    *tail = n;
}

static int S_blank(const char *ch, size_t len);

/* The text gathered for the element being read becomes its node; blank
 * space between elements means nothing in a record and is not kept. */
static void S_flush_text(nt_xmlin *x)
{
    if (!x->text.len || !x->cur || S_blank(x->text.data, x->text.len)) {
        nt_buf_clear(&x->text);
        return;
    }
    nt_node *t = nt_arena_alloc(x->arena, sizeof *t);
    t->text = nt_arena_strndup(x->arena, x->text.data, x->text.len);
    S_append(x, t);
    x->cur->flags |= NT_NODE_TEXT;
    nt_buf_clear(&x->text);
}

static nt_node *S_element(nt_xmlin *x, xmlParserCtxtPtr ctxt,
                          const xmlChar *name, const xmlChar *uri, int natt,
                          const xmlChar **att, unsigned long line,
                          unsigned long col)
{
    /* The node and its attributes in one piece, every field set here: one
     * allocation an element, of which a record has thousands. */
    nt_node *n = nt_arena_take(x->arena, sizeof *n + (size_t)natt *
                                                         sizeof(nt_node_attr));
    /* The parser's names come from its dictionary: our namespace is the
     * same pointer every time, once recognised. */
    uint8_t flags = 0;
    if (uri && (uri == x->our_uri || (S_ours(uri) && (x->our_uri = uri))))
        flags = NT_NODE_OURS;
    else if (uri)
        flags = NT_NODE_FOREIGN;
    *n = (nt_node){.name = (const char *)name, /* the dictionary outlives it */
                   .attrs = natt ? (nt_node_attr *)(n + 1) : NULL,
                   .line = (uint32_t)line,
                   .col = (uint16_t)(col < 65535 ? col : 65535),
                   .nattrs = (uint8_t)natt,
                   .flags = flags};
    for (int i = 0; i < natt; i++) {
        const xmlChar **a = att + 5 * i;
        n->attrs[i].name = (const char *)a[0];
        if (a[1]) /* prefix:name, kept as written */
            n->attrs[i].name = (const char *)xmlDictQLookup(
                ctxt->dict, a[1], a[0]);
        n->attrs[i].value = S_attr_value(x->arena, ctxt, a[3], a[4]);
    }
    S_append(x, n);
    return n;
}

/* ------------------------------------------------------------- SAX */

/* XML's blank space: one look a byte (the indentation between elements
 * is most of a record's text). */
static const unsigned char S_space[256] = {
    [' '] = 1, ['\t'] = 1, ['\n'] = 1, ['\r'] = 1};

static int S_blank(const char *ch, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (!S_space[(unsigned char)ch[i]])
            return 0;
    return 1;
}

static void S_start(void *ctx, const xmlChar *name, const xmlChar *prefix,
                    const xmlChar *uri, int nns, const xmlChar **ns, int natt,
                    int ndef, const xmlChar **att)
{
    xmlParserCtxtPtr ctxt = ctx;
    nt_xmlin *x = S_self(ctx);
    unsigned long line, col;
    (void)nns;
    (void)ns;
    (void)ndef;
    if (x->stopped)
        return;
    if (nt_xmlin_halted(x)) {
        nt_xmlin_stop(x);
        return;
    }
    nt_xmlin_tag_position(ctxt, &line, &col);
    if (x->depth == 0 && S_check_root(x, name, uri, natt, att, line, col))
        return;
    if (x->depth >= MAX_DEPTH) {
        nt_xmlin_limit(x, line, col, "the elements nest more than 64 deep: no "
                                     "record needs as many");
        return;
    }
    if (nt_xmlin_slot_grow(x)) {
        nt_xmlin_stop(x);
        return;
    }
    if (x->mem.used + (x->arena == &x->mem ? 0 : x->arena->used) >
        MAX_RECORD) {
        nt_xmlin_limit(x, line, col,
                       "the record takes more than 36 MB in memory "
                       "(some 120,000 turns of Castel): no game needs "
                       "as much");
        return;
    }
    if (xmlDictSize(ctxt->dict) > MAX_NAMES) {
        nt_xmlin_limit(x, line, col,
                       "the file uses more than 10,000 distinct "
                       "element and attribute names: no game needs "
                       "as many");
        return;
    }
    if (x->check && x->text.len)
        nt_xmlin_schema_text(x, x->text.data, x->text.len);
    S_flush_text(x);
    if (x->collection && x->depth == 1 && nt_xmlin_slot_begin(x)) {
        nt_xmlin_stop(x);
        return;
    }
    x->depth++;
    x->tail[x->depth] = NULL;
    nt_node *n = S_element(x, ctxt, name, uri, natt, att, line, col);
    x->cur = n;
    if (x->depth == 1)
        x->root = n;
    int is_game = x->collection ? x->depth == 2 && (n->flags & NT_NODE_OURS) &&
                                      nt_str_eq(n->name, "game")
                                : x->depth == 1;
    if (is_game) {
        x->game = n;
        x->have_schema = 0;
        nt_xmlin_schema_record(x, natt, att);
    } else if (x->collection && x->depth == 2) {
        nt_xmlin_problem(x, (n->flags & NT_NODE_OURS) ? "notation.unexpected"
                                               : "notation.namespace",
                  line, col, "a collection holds only <game> elements");
    }
    if (x->check && x->game)
        nt_xmlin_schema_open(x, n, prefix, uri);
}

static void S_end(void *ctx, const xmlChar *name, const xmlChar *prefix,
                  const xmlChar *uri)
{
    nt_xmlin *x = S_self(ctx);
    (void)name;
    (void)prefix;
    (void)uri;
    if (x->stopped)
        return;
    if (x->check && x->text.len)
        nt_xmlin_schema_text(x, x->text.data, x->text.len);
    S_flush_text(x);
    nt_node *n = x->cur;
    if (x->check)
        nt_xmlin_schema_close(x);
    x->cur = n->parent;
    x->depth--;
    if (n != x->game) {
        if (x->collection && x->depth == 1)
            nt_xmlin_slot_done(x); /* not a record: said at its start */
        return;
    }
    nt_xcheck *later = nt_xmlin_schema_record_end(x);
    x->game = NULL;
    x->records++;
    if (!x->collection) {
        x->pending = n;
        x->pending_schema = x->have_schema ? &x->schema_problem : NULL;
        x->pending_check = later;
        return;
    }
    int stop = nt_xmlin_emit_record(
        x, n, x->records, x->have_schema ? &x->schema_problem : NULL, later,
        NULL);
    x->have_schema = 0;
    if (stop)
        nt_xmlin_stop(x);
}

static void S_chars(void *ctx, const xmlChar *ch, int len)
{
    nt_xmlin *x = S_self(ctx);
    if (x->stopped || !x->cur)
        return;
    if (x->collection && x->depth == 1) {
        if (!S_blank((const char *)ch, (size_t)len)) {
            unsigned long line = (unsigned long)x->ctxt->input->line;
            nt_xmlin_problem(x, "notation.unexpected", line, 1,
                      "a collection holds <game> elements only, not text");
            nt_xmlin_stop(x);
        }
        return;
    }
    if (x->text.len + (size_t)len > MAX_TEXT) {
        unsigned long line, col;
        nt_node_pos(x->cur, &line, &col);
        nt_xmlin_limit(x, line, col,
                       "a text of more than 10 MB: no record needs "
                       "as much");
        return;
    }
    nt_buf_add(&x->text, ch, (size_t)len);
}

void nt_xmlin_tree_sax(xmlSAXHandler *sax)
{
    sax->startElementNs = S_start;
    sax->endElementNs = S_end;
    sax->characters = S_chars;
    sax->cdataBlock = S_chars;
}

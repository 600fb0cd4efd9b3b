#define _GNU_SOURCE /* memrchr */
#include "xmlin.h"

#include <errno.h>
#include <fcntl.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "notation.h"
#include "record.h"
#include "str.h"

#define CHUNK 65536

/* The limits of a record (notation(1), LIMITS): what no valid record of
 * any game comes near, and what keeps any input inside flat memory and
 * linear time. */
#define MAX_TEXT (10u << 20)       /* one text, as xmllint */
#define MAX_DEPTH 64               /* elements inside one another */
#define MAX_ATTRS 64               /* attributes on one element */
#define MAX_RECORD (36u << 20)     /* the tree of one record, in memory */
#define MAX_NAMES 10000            /* distinct names (a game uses < 200) */
#define MAX_SCHEMA_NODES 50000     /* --schema: the RELAX NG check is
                                      quadratic in a record's size */

/* What the scan before libxml2 is inside of: a start tag's attributes are
 * counted before libxml2 parses them (it compares each with all the
 * others). */
enum { SC_TEXT, SC_LT, SC_TAG, SC_QUOTE, SC_BANG, SC_COMMENT, SC_CDATA,
       SC_PI, SC_DECL };

struct nt_xmlin {
    nt_schema_for lookup;
    void *lookup_user;
    xmlSAXHandler sax;

    /* One parse. */
    xmlParserCtxtPtr ctxt;
    const nt_xmlin_handler *h;
    int depth;
    int collection;          /* root is <games> */
    int stopped;
    int nonblank;            /* a byte other than blank space was read */
    int packed;              /* the file starts as a packed file does */
    int any;                 /* any byte was read */
    unsigned long records;

    /* The scan of the bytes before the parser sees them. */
    int scan, quote, attrs, run;
    unsigned long scan_line;

    /* The tree of the record being read (record.h), reused record after
     * record; a collection's root outlives its records. */
    nt_arena mem;
    nt_arena_mark after_root;
    nt_node *root;
    nt_node *game;           /* the record being read */
    nt_node *cur;            /* the element being read */
    nt_node *tail[MAX_DEPTH + 2]; /* each open element's last child */
    const xmlChar *our_uri;  /* our namespace, in the parser's dictionary */
    nt_buf text;             /* text being gathered for x->cur */

    /* A file of one record hands it over at its end, with what follows
     * it if anything does. */
    nt_node *pending;
    const nt_xml_problem *pending_schema;
    int have_after;
    nt_xml_problem after;
    nt_buf after_msg;

    /* --schema: the record again as libxml2 nodes, for its validator. */
    xmlRelaxNGValidCtxtPtr vctxt;
    nt_arena xmem;
    xmlNode *xcur;
    xmlNode *full;           /* element validated as a whole at its end */
    int text_pushed;
    unsigned long xnodes;
    int have_schema;
    nt_xml_problem schema_problem;
    nt_buf schema_msg;
};

static nt_xmlin *S_self(void *ctx)
{
    return (nt_xmlin *)((xmlParserCtxtPtr)ctx)->_private;
}

/* Where the start tag being reported began.  The parser stands at the end
 * of the tag; the tag's '<' is the last one before it, since '<' cannot
 * appear raw inside a tag. */
static void S_tag_position(xmlParserCtxtPtr ctxt, unsigned long *line,
                           unsigned long *col)
{
    xmlParserInputPtr in = ctxt->input;
    const xmlChar *cur = in->cur, *base = in->base, *lt = cur;
    unsigned long nl = 0, cont = 0;
    *line = (unsigned long)in->line;
    *col = (unsigned long)in->col;
    /* Back to '<', then count the line breaks and UTF-8 continuation
     * bytes in between (libxml2 counts columns in characters); a tag is
     * nearly always one line of ASCII, which one pass tells. */
    lt = memrchr(base, '<', (size_t)(cur - base) + (cur < in->end));
    if (!lt)
        return;
    unsigned char any = 0;
    for (const xmlChar *q = lt; q < cur; q++)
        any |= (unsigned char)(*q == '\n' ? 0x80 : *q);
    if (any & 0x80) {
        for (const xmlChar *q = lt; q < cur; q++) {
            nl += *q == '\n';
            cont += (*q & 0xC0) == 0x80;
        }
    }
    if (*lt != '<')
        return;
    unsigned long chars = (unsigned long)(cur - lt) - cont;
    *line = (unsigned long)in->line - nl;
    if (!nl) {
        *col = (unsigned long)in->col > chars ? (unsigned long)in->col - chars
                                              : 1;
        return;
    }
    const xmlChar *ls = lt;
    while (ls > base && ls[-1] != '\n')
        ls--;
    if (ls == base && in->consumed != 0) {
        *col = 1; /* the line began before what the parser still holds */
        return;
    }
    chars = 0;
    for (const xmlChar *q = ls; q < lt; q++)
        if ((*q & 0xC0) != 0x80)
            chars++;
    *col = chars + 1;
}

/* ----------------------------------------------------------- problems */

static void S_problem(nt_xmlin *x, const char *rule, unsigned long line,
                      unsigned long col, const char *msg)
{
    nt_xml_problem p = {rule, line ? line : 1, col ? col : 1, msg};
    x->h->problem(x->h->user, &p, x->records + 1);
}

static void S_stop(nt_xmlin *x)
{
    x->stopped = 1;
    xmlStopParser(x->ctxt);
}

/* A limit of notation(1) reached: said once, where, and the file stops. */
static void S_limit(nt_xmlin *x, unsigned long line, unsigned long col,
                    const char *msg)
{
    if (x->stopped)
        return;
    S_problem(x, "notation.limit", line, col, msg);
    S_stop(x);
}

/* libxml2's message on one line: a diagnostic is one line. */
static void S_clean_message(nt_buf *b, const char *msg)
{
    nt_buf_clear(b);
    nt_buf_puts(b, msg ? msg : "error");
    while (b->len && (b->data[b->len - 1] == '\n' || b->data[b->len - 1] == ' '))
        nt_buf_truncate(b, b->len - 1);
    for (size_t i = 0; i < b->len; i++)
        if (b->data[i] == '\n')
            b->data[i] = ';';
}

static void S_parse_error(void *ctx, xmlErrorPtr e)
{
    nt_xmlin *x = S_self(ctx);
    if (e->level < XML_ERR_ERROR || x->stopped)
        return;
    if (x->packed) {
        S_problem(x, "notation.xml", 1, 1,
                  "this is a packed record file (notation pack): read it "
                  "with notation unpack");
        S_stop(x);
        return;
    }
    if (!x->nonblank) {
        /* libxml2 would say "Document is empty" or "Extra content". */
        S_problem(x, "notation.empty", 1, 1,
                  x->any ? "the file holds only blank space: no record"
                         : "the file is empty: no record");
        S_stop(x);
        return;
    }
    nt_buf msg = {0};
    S_clean_message(&msg, e->message);
    nt_xml_problem p = {"notation.xml",
                        (unsigned long)(e->line > 0 ? e->line : 1),
                        (unsigned long)(e->int2 > 0 ? e->int2 : 1), NULL};
    if (x->depth == 0 && x->pending) {
        /* Not a record more: something after the record, which is told
         * with the record when it is handed over (S_finish). */
        nt_buf_clear(&x->after_msg);
        nt_buf_puts(&x->after_msg, "something follows the end of the "
                                   "record: a file holds one <game>, or a "
                                   "<games> collection");
        x->after = p;
        x->after.message = nt_buf_str(&x->after_msg);
        x->have_after = 1;
        nt_buf_free(&msg);
        S_stop(x);
        return;
    }
    p.message = nt_buf_str(&msg);
    x->h->problem(x->h->user, &p, x->records + 1);
    nt_buf_free(&msg);
    S_stop(x);
}

static void S_doctype(void *ctx, const xmlChar *name, const xmlChar *ext,
                      const xmlChar *sys)
{
    nt_xmlin *x = S_self(ctx);
    xmlParserCtxtPtr ctxt = ctx;
    (void)name;
    (void)ext;
    (void)sys;
    S_problem(x, "notation.xml.doctype", (unsigned long)ctxt->input->line, 1,
              "a document type declaration is not allowed in a record "
              "(no DTD, no entities)");
    S_stop(x);
}

/* ------------------------------------------------------ the byte scan */

/* One byte of markup; returns -1 when an element has too many
 * attributes.  The text between tags is skipped by the caller. */
static int S_scan_byte(nt_xmlin *x, char c)
{
    switch (x->scan) {
    case SC_LT:
        x->scan = c == '!' ? SC_BANG : c == '?' ? SC_PI : SC_TAG;
        x->attrs = x->run = 0;
        return 0;
    case SC_TAG:
        if (c == '>')
            x->scan = SC_TEXT;
        else if (c == '"' || c == '\'')
            x->scan = SC_QUOTE, x->quote = c;
        else if (c == '=' && ++x->attrs > MAX_ATTRS)
            return -1;
        return 0;
    case SC_QUOTE:
        if (c == x->quote)
            x->scan = SC_TAG;
        return 0;
    case SC_BANG: /* <!-- a comment, <![CDATA[ text, <!DOCTYPE */
        x->scan = c == '-' ? SC_COMMENT : c == '[' ? SC_CDATA : SC_DECL;
        x->run = 0;
        return 0;
    case SC_COMMENT: /* ends with --> */
        x->scan = c == '>' && x->run >= 2 ? SC_TEXT : SC_COMMENT;
        x->run = c == '-' ? x->run + 1 : 0;
        return 0;
    case SC_CDATA: /* ends with ]]> */
        x->scan = c == '>' && x->run >= 2 ? SC_TEXT : SC_CDATA;
        x->run = c == ']' ? x->run + 1 : 0;
        return 0;
    case SC_PI: /* ends with ?> */
        x->scan = c == '>' && x->run ? SC_TEXT : SC_PI;
        x->run = c == '?';
        return 0;
    case SC_DECL:
        if (c == '>')
            x->scan = SC_TEXT;
        return 0;
    }
    return 0;
}

/* Look at a chunk before libxml2 does: is it more than blank space, and
 * does a start tag in it carry more attributes than any record uses? */
static int S_look(nt_xmlin *x, const char *data, size_t n)
{
    if (!x->any && n >= 4 && !memcmp(data, "NTPK", 4))
        x->packed = 1;
    x->any |= n > 0;
    for (size_t i = 0; !x->nonblank && i < n; i++)
        x->nonblank = !strchr(" \t\r\n", data[i]) || !data[i];
    const char *p = data, *end = data + n;
    while (p < end) {
        if (x->scan == SC_TEXT) {
            const char *lt = memchr(p, '<', (size_t)(end - p));
            if (!lt)
                break;
            x->scan = SC_LT;
            p = lt + 1;
            continue;
        }
        if (S_scan_byte(x, *p++)) {
            unsigned long line = x->ctxt->input ? (unsigned long)
                                                      x->ctxt->input->line
                                                : 0;
            nt_buf msg = {0};
            nt_buf_printf(&msg, "an element carries more than %d attributes "
                                "(near line %lu): no record needs as many",
                          MAX_ATTRS, line);
            S_limit(x, line, 1, nt_buf_str(&msg));
            nt_buf_free(&msg);
            return -1;
        }
    }
    return 0;
}

/* ------------------------------------------------------------ elements */

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
        S_problem(x, "notation.unexpected", line, col, nt_buf_str(&msg));
        nt_buf_free(&msg);
        S_stop(x);
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
    S_problem(x, known ? "notation.namespace" : "notation.root", line, col,
              nt_buf_str(&msg));
    nt_buf_free(&msg);
    S_stop(x);
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

/* Append a node to the element being read. */
static void S_append(nt_xmlin *x, nt_node *n)
{
    nt_node *parent = x->cur;
    n->parent = parent;
    if (!parent)
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
    nt_node *t = nt_arena_alloc(&x->mem, sizeof *t);
    t->text = nt_arena_strndup(&x->mem, x->text.data, x->text.len);
    S_append(x, t);
    nt_buf_clear(&x->text);
}

static nt_node *S_element(nt_xmlin *x, xmlParserCtxtPtr ctxt,
                          const xmlChar *name, const xmlChar *uri, int natt,
                          const xmlChar **att, unsigned long line,
                          unsigned long col)
{
    nt_node *n = nt_arena_alloc(&x->mem, sizeof *n);
    n->name = (const char *)name; /* the parser's dictionary outlives it */
    n->line = (uint32_t)line;
    n->col = (uint16_t)(col < 65535 ? col : 65535);
    /* The parser's names come from its dictionary: our namespace is the
     * same pointer every time, once recognised. */
    if (uri && (uri == x->our_uri || (S_ours(uri) && (x->our_uri = uri))))
        n->flags |= NT_NODE_OURS;
    else if (uri)
        n->flags |= NT_NODE_FOREIGN;
    n->nattrs = (uint8_t)natt;
    n->attrs = natt ? nt_arena_alloc(&x->mem, (size_t)natt * sizeof *n->attrs)
                    : NULL;
    for (int i = 0; i < natt; i++) {
        const xmlChar **a = att + 5 * i;
        n->attrs[i].name = (const char *)a[0];
        if (a[1]) /* prefix:name, kept as written */
            n->attrs[i].name = (const char *)xmlDictQLookup(
                ctxt->dict, a[1], a[0]);
        n->attrs[i].value = S_attr_value(&x->mem, ctxt, a[3], a[4]);
    }
    S_append(x, n);
    return n;
}

/* ------------------------------------------------------ --schema nodes */

/* The same element as libxml2's tree builder would make it, for the
 * RELAX NG validator; `_private` leads back to its compact twin. */
static xmlNode *S_xelement(nt_xmlin *x, xmlParserCtxtPtr ctxt, nt_node *n,
                           const xmlChar *prefix, const xmlChar *uri)
{
    xmlNode *node = nt_arena_alloc(&x->xmem, sizeof *node);
    node->type = XML_ELEMENT_NODE;
    node->name = (const xmlChar *)n->name;
    node->doc = ctxt->myDoc;
    node->_private = n;
    node->line = (unsigned short)(n->line < 65535 ? n->line : 65535);
    if (uri) {
        xmlNs *ns = nt_arena_alloc(&x->xmem, sizeof *ns);
        ns->type = XML_NAMESPACE_DECL;
        ns->href = uri;
        ns->prefix = prefix;
        node->ns = ns;
    }
    xmlAttr *last = NULL;
    for (int i = 0; i < n->nattrs; i++) {
        xmlAttr *at = nt_arena_alloc(&x->xmem, sizeof *at);
        xmlNode *text = nt_arena_alloc(&x->xmem, sizeof *text);
        at->type = XML_ATTRIBUTE_NODE;
        at->name = (const xmlChar *)n->attrs[i].name;
        at->parent = node;
        at->doc = node->doc;
        if (NT_ATTR_QUALIFIED(&n->attrs[i])) {
            /* Never one of ours: in a namespace of its own for the
             * validator, which refuses it. */
            xmlNs *ns = nt_arena_alloc(&x->xmem, sizeof *ns);
            ns->type = XML_NAMESPACE_DECL;
            ns->href = (const xmlChar *)"urn:libnotation:foreign";
            at->ns = ns;
        }
        text->type = XML_TEXT_NODE;
        text->name = xmlStringText;
        text->content = (xmlChar *)n->attrs[i].value;
        text->parent = (xmlNode *)at;
        text->doc = node->doc;
        at->children = at->last = text;
        if (last)
            last->next = at, at->prev = last;
        else
            node->properties = at;
        last = at;
    }
    xmlNode *parent = x->xcur;
    node->parent = parent ? parent : (xmlNode *)ctxt->myDoc;
    if (parent) {
        node->prev = parent->last;
        if (parent->last)
            parent->last->next = node;
        else
            parent->children = node;
        parent->last = node;
    }
    x->xcur = node;
    return node;
}

static void S_schema_error(void *user, xmlErrorPtr e)
{
    nt_xmlin *x = user;
    unsigned long line = 0, col = 0;
    if (e->level < XML_ERR_ERROR || x->stopped || x->have_schema)
        return;
    if (e->node)
        nt_node_pos(((const xmlNode *)e->node)->_private, &line, &col);
    if (!line) /* the validator gave no place: the element being read */
        nt_node_pos(x->cur ? x->cur : x->game, &line, &col);
    x->have_schema = 1;
    S_clean_message(&x->schema_msg, e->message);
    x->schema_problem.rule = "notation.schema";
    x->schema_problem.line = line;
    x->schema_problem.col = col;
    x->schema_problem.message = nt_buf_str(&x->schema_msg);
}

/* Each record is checked against the schema of its own game. */
static void S_start_schema(nt_xmlin *x, int natt, const xmlChar **att)
{
    char rules[64] = "";
    if (!x->lookup)
        return;
    for (int i = 0; i < natt; i++) {
        const xmlChar **a = att + 5 * i;
        size_t n = (size_t)(a[4] - a[3]);
        if (!a[1] && !strcmp((const char *)a[0], "rules") && n < sizeof rules) {
            memcpy(rules, a[3], n);
            rules[n] = '\0';
        }
    }
    xmlRelaxNGPtr schema = x->lookup(x->lookup_user, rules);
    if (!schema)
        return;
    x->vctxt = xmlRelaxNGNewValidCtxt(schema);
    xmlRelaxNGSetValidStructuredErrors(x->vctxt, S_schema_error, x);
    x->xcur = NULL;
    x->xnodes = 0;
}

static void S_end_schema(nt_xmlin *x)
{
    if (x->vctxt)
        xmlRelaxNGFreeValidCtxt(x->vctxt);
    x->vctxt = NULL;
    x->full = NULL;
    x->xcur = NULL;
    nt_arena_release(&x->xmem, (nt_arena_mark){NULL, 0, 0});
}

static void S_schema_start(nt_xmlin *x, xmlParserCtxtPtr ctxt, nt_node *n,
                           const xmlChar *prefix, const xmlChar *uri)
{
    if (++x->xnodes > MAX_SCHEMA_NODES) {
        nt_buf msg = {0};
        nt_buf_printf(&msg, "the record holds more than %d elements: the "
                            "RELAX NG check (--schema) takes quadratic time "
                            "beyond; the engine alone reads it",
                      MAX_SCHEMA_NODES);
        S_limit(x, n->line, n->col, nt_buf_str(&msg));
        nt_buf_free(&msg);
        return;
    }
    xmlNode *node = S_xelement(x, ctxt, n, prefix, uri);
    if (!x->full &&
        xmlRelaxNGValidatePushElement(x->vctxt, ctxt->myDoc, node) == 0)
        x->full = node;
    x->text_pushed = 0;
}

static void S_schema_end(nt_xmlin *x, xmlParserCtxtPtr ctxt)
{
    xmlNode *node = x->xcur;
    if (!node)
        return;
    if (x->full == node) {
        xmlRelaxNGValidateFullElement(x->vctxt, ctxt->myDoc, node);
        x->full = NULL;
    } else if (!x->full) {
        xmlRelaxNGValidatePopElement(x->vctxt, ctxt->myDoc, node);
    }
    x->xcur = node->parent && node->parent->type == XML_ELEMENT_NODE
                  ? node->parent
                  : NULL;
    x->text_pushed = 0;
}

/* Text in --schema mode: the streaming validator only needs to know that
 * text is there; a whole element validated at its end needs the text. */
static void S_schema_text(nt_xmlin *x, const char *t, size_t n)
{
    if (x->full && x->xcur) {
        xmlNode *text = nt_arena_alloc(&x->xmem, sizeof *text);
        text->type = XML_TEXT_NODE;
        text->name = xmlStringText;
        text->content = (xmlChar *)nt_arena_strndup(&x->xmem, t, n);
        text->parent = x->xcur;
        text->prev = x->xcur->last;
        if (x->xcur->last)
            x->xcur->last->next = text;
        else
            x->xcur->children = text;
        x->xcur->last = text;
    } else if (!x->full && !x->text_pushed) {
        xmlRelaxNGValidatePushCData(x->vctxt, (const xmlChar *)"x", 1);
        x->text_pushed = 1;
    }
}

/* ------------------------------------------------------------- SAX */

static int S_blank(const char *ch, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (ch[i] != ' ' && ch[i] != '\t' && ch[i] != '\n' && ch[i] != '\r')
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
    S_tag_position(ctxt, &line, &col);
    if (x->depth == 0 && S_check_root(x, name, uri, natt, att, line, col))
        return;
    if (x->depth >= MAX_DEPTH) {
        S_limit(x, line, col, "the elements nest more than 64 deep: no "
                              "record needs as many");
        return;
    }
    if (x->mem.used + x->xmem.used > MAX_RECORD) {
        S_limit(x, line, col, "the record takes more than 36 MB in memory "
                              "(some 120,000 turns of Castel): no game needs "
                              "as much");
        return;
    }
    if (xmlDictSize(ctxt->dict) > MAX_NAMES) {
        S_limit(x, line, col, "the file uses more than 10,000 distinct "
                              "element and attribute names: no game needs "
                              "as many");
        return;
    }
    if (x->vctxt && x->text.len)
        S_schema_text(x, x->text.data, x->text.len);
    S_flush_text(x);
    x->depth++;
    x->tail[x->depth] = NULL;
    nt_node *n = S_element(x, ctxt, name, uri, natt, att, line, col);
    x->cur = n;
    if (x->depth == 1) {
        x->root = n;
        x->after_root = nt_arena_mark_now(&x->mem);
    }
    int is_game = x->collection ? x->depth == 2 && (n->flags & NT_NODE_OURS) &&
                                      nt_str_eq(n->name, "game")
                                : x->depth == 1;
    if (is_game) {
        x->game = n;
        x->have_schema = 0;
        S_start_schema(x, natt, att);
    } else if (x->collection && x->depth == 2) {
        S_problem(x, (n->flags & NT_NODE_OURS) ? "notation.unexpected"
                                               : "notation.namespace",
                  line, col, "a collection holds only <game> elements");
    }
    if (x->vctxt && x->game)
        S_schema_start(x, ctxt, n, prefix, uri);
}

/* Drop the record read: a collection's root stays. */
static void S_release_record(nt_xmlin *x)
{
    x->root->first = NULL;
    x->tail[1] = NULL;
    nt_arena_release(&x->mem, x->after_root);
}

static void S_end(void *ctx, const xmlChar *name, const xmlChar *prefix,
                  const xmlChar *uri)
{
    xmlParserCtxtPtr ctxt = ctx;
    nt_xmlin *x = S_self(ctx);
    (void)name;
    (void)prefix;
    (void)uri;
    if (x->stopped)
        return;
    if (x->vctxt && x->text.len)
        S_schema_text(x, x->text.data, x->text.len);
    S_flush_text(x);
    nt_node *n = x->cur;
    if (x->vctxt)
        S_schema_end(x, ctxt);
    x->cur = n->parent;
    x->depth--;
    if (n != x->game)
        return;
    S_end_schema(x);
    x->game = NULL;
    x->records++;
    if (!x->collection) {
        x->pending = n;
        x->pending_schema = x->have_schema ? &x->schema_problem : NULL;
        return;
    }
    int stop = x->h->record(x->h->user, n, x->records,
                            x->have_schema ? &x->schema_problem : NULL, NULL);
    x->have_schema = 0;
    S_release_record(x);
    if (stop)
        S_stop(x);
}

static void S_chars(void *ctx, const xmlChar *ch, int len)
{
    nt_xmlin *x = S_self(ctx);
    if (x->stopped || !x->cur)
        return;
    if (x->collection && x->depth == 1) {
        if (!S_blank((const char *)ch, (size_t)len)) {
            unsigned long line = (unsigned long)x->ctxt->input->line;
            S_problem(x, "notation.unexpected", line, 1,
                      "a collection holds <game> elements only, not text");
            S_stop(x);
        }
        return;
    }
    if (x->text.len + (size_t)len > MAX_TEXT) {
        unsigned long line, col;
        nt_node_pos(x->cur, &line, &col);
        S_limit(x, line, col, "a text of more than 10 MB: no record needs "
                              "as much");
        return;
    }
    nt_buf_add(&x->text, ch, (size_t)len);
}

/* ------------------------------------------------------------- parsing */

nt_xmlin *nt_xmlin_new(nt_schema_for lookup, void *user)
{
    nt_xmlin *x = nt_xcalloc(1, sizeof *x);
    x->lookup = lookup;
    x->lookup_user = user;
    xmlSAXVersion(&x->sax, 2);
    x->sax.startElementNs = S_start;
    x->sax.endElementNs = S_end;
    x->sax.characters = S_chars;
    x->sax.cdataBlock = S_chars;
    x->sax.internalSubset = S_doctype;
    x->sax.externalSubset = NULL;
    x->sax.serror = S_parse_error;
    x->sax.error = NULL;
    x->sax.warning = NULL;
    return x;
}

void nt_xmlin_free(nt_xmlin *x)
{
    if (!x)
        return;
    nt_arena_free(&x->mem);
    nt_arena_free(&x->xmem);
    nt_buf_free(&x->text);
    nt_buf_free(&x->schema_msg);
    nt_buf_free(&x->after_msg);
    free(x);
}

static int S_begin(nt_xmlin *x, const char *name, const nt_xmlin_handler *h)
{
    x->h = h;
    x->full = NULL;
    x->game = x->root = x->cur = NULL;
    x->xcur = NULL;
    x->depth = x->collection = x->text_pushed = x->stopped = 0;
    x->nonblank = x->any = x->packed = 0;
    x->pending = NULL;
    x->have_after = 0;
    x->scan = SC_TEXT;
    x->records = 0;
    x->have_schema = 0;
    x->our_uri = NULL;
    nt_buf_clear(&x->text);
    nt_arena_release(&x->mem, (nt_arena_mark){NULL, 0, 0});
    x->ctxt = xmlCreatePushParserCtxt(&x->sax, NULL, NULL, 0, name);
    if (!x->ctxt)
        return -1;
    x->ctxt->_private = x;
    xmlCtxtUseOptions(x->ctxt, XML_PARSE_NONET | XML_PARSE_NOBLANKS |
                                   XML_PARSE_NOCDATA | XML_PARSE_COMPACT);
    x->ctxt->linenumbers = 1;
    x->vctxt = NULL;
    return 0;
}

static void S_finish(nt_xmlin *x)
{
    if (!x->stopped)
        xmlParseChunk(x->ctxt, NULL, 0, 1);
    if (x->pending)
        x->h->record(x->h->user, x->pending, x->records, x->pending_schema,
                     x->have_after ? &x->after : NULL);
    x->pending = NULL;
    x->have_after = 0;
    S_end_schema(x);
    if (x->ctxt->myDoc)
        xmlFreeDoc(x->ctxt->myDoc);
    x->ctxt->myDoc = NULL;
    xmlFreeParserCtxt(x->ctxt);
    x->ctxt = NULL;
}

static void S_feed(nt_xmlin *x, const char *data, size_t n)
{
    if (!S_look(x, data, n))
        xmlParseChunk(x->ctxt, data, (int)n, 0);
}

int nt_xmlin_memory(nt_xmlin *x, const char *name, const char *data,
                    size_t len, const nt_xmlin_handler *h)
{
    if (S_begin(x, name, h))
        return -1;
    while (len && !x->stopped) {
        size_t n = len > CHUNK ? CHUNK : len;
        S_feed(x, data, n);
        data += n;
        len -= n;
    }
    S_finish(x);
    return 0;
}

int nt_xmlin_file(nt_xmlin *x, const char *path, const nt_xmlin_handler *h)
{
    int fd = strcmp(path, "-") ? open(path, O_RDONLY) : 0;
    if (fd < 0)
        return -1;
    if (S_begin(x, path, h)) {
        if (fd)
            close(fd);
        return -1;
    }
    char *chunk = nt_xmalloc(CHUNK);
    int rc = 0;
    while (!x->stopped) {
        ssize_t n = read(fd, chunk, CHUNK);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            rc = -1;
            break;
        }
        if (n == 0)
            break;
        S_feed(x, chunk, (size_t)n);
    }
    int saved = errno;
    free(chunk);
    if (rc)
        S_stop(x);
    S_finish(x);
    if (fd)
        close(fd);
    errno = saved;
    return rc;
}

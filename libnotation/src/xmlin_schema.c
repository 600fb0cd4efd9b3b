/* --schema (xmlin_internal.h): each record is checked against the RELAX
 * NG schema of its own game.  Its elements are made again as libxml2 nodes
 * for the validator and pushed to it one by one; an element the validator
 * wants whole is validated at its end.
 *
 * The pushes are the slow part of reading with --schema (libxml2's
 * validator costs twenty times its parser), so when a file is read on two
 * threads (xmlin_pipe.c) every other record's pushes are not made as it is
 * read but logged, and made by the caller's thread before the record is
 * handed over: the same calls in the same order on the same nodes, hence
 * the same first violation, at half the wait. */
#include <libxml/parserInternals.h> /* xmlStringText */
#include <stdlib.h>
#include <string.h>

#include "xmlin_internal.h"

enum { OP_OPEN, OP_TEXT, OP_CLOSE };

typedef struct xop {
    int kind;
    xmlNode *node; /* the element opened, closed, or holding the text */
} xop;

/* One record's check.  It lives in the record's arena; what it allocates
 * besides (the log, the message) goes with nt_xcheck_free. */
struct nt_xcheck {
    char rules[64];
    xmlDoc doc;                  /* the record's nodes belong to it alone */
    nt_xmlin *x;                 /* read as it comes: the reader; else NULL */
    xmlRelaxNGValidCtxtPtr vctxt;
    xmlNode *full;               /* element validated whole at its end */
    int text_pushed;
    const nt_node *game, *cur;   /* where a violation without a place is */
    xop *ops;                    /* logged for the caller's thread */
    size_t nops, cap;
    int have;
    nt_xml_problem problem;
    nt_buf msg;
};

/* The same element as libxml2's tree builder would make it, for the
 * RELAX NG validator; `_private` leads back to its compact twin. */
static xmlNode *S_xelement(nt_xmlin *x, nt_node *n, const xmlChar *prefix,
                           const xmlChar *uri)
{
    nt_arena *a = x->arena;
    xmlDoc *doc = &x->check->doc;
    xmlNode *node = nt_arena_alloc(a, sizeof *node);
    node->type = XML_ELEMENT_NODE;
    node->name = (const xmlChar *)n->name;
    node->doc = doc;
    node->_private = n;
    node->line = (unsigned short)(n->line < 65535 ? n->line : 65535);
    if (uri) {
        xmlNs *ns = nt_arena_alloc(a, sizeof *ns);
        ns->type = XML_NAMESPACE_DECL;
        ns->href = uri;
        ns->prefix = prefix;
        node->ns = ns;
    }
    xmlAttr *last = NULL;
    for (int i = 0; i < n->nattrs; i++) {
        xmlAttr *at = nt_arena_alloc(a, sizeof *at);
        xmlNode *text = nt_arena_alloc(a, sizeof *text);
        at->type = XML_ATTRIBUTE_NODE;
        at->name = (const xmlChar *)n->attrs[i].name;
        at->parent = node;
        at->doc = doc;
        if (NT_ATTR_QUALIFIED(&n->attrs[i])) {
            /* Never one of ours: in a namespace of its own for the
             * validator, which refuses it. */
            xmlNs *ns = nt_arena_alloc(a, sizeof *ns);
            ns->type = XML_NAMESPACE_DECL;
            ns->href = (const xmlChar *)"urn:libnotation:foreign";
            at->ns = ns;
        }
        text->type = XML_TEXT_NODE;
        text->name = xmlStringText;
        text->content = (xmlChar *)n->attrs[i].value;
        text->parent = (xmlNode *)at;
        text->doc = doc;
        at->children = at->last = text;
        if (last)
            last->next = at, at->prev = last;
        else
            node->properties = at;
        last = at;
    }
    xmlNode *parent = x->xcur;
    node->parent = parent ? parent : (xmlNode *)doc;
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
    nt_xcheck *c = user;
    unsigned long line = 0, col = 0;
    if (e->level < XML_ERR_ERROR || (c->x && c->x->stopped) || c->have)
        return;
    if (e->node)
        nt_node_pos(((const xmlNode *)e->node)->_private, &line, &col);
    if (!line) /* the validator gave no place: the element being read */
        nt_node_pos(c->cur ? c->cur : c->game, &line, &col);
    c->have = 1;
    nt_xmlin_clean_message(&c->msg, e->message);
    c->problem.rule = "notation.schema";
    c->problem.line = line;
    c->problem.col = col;
}

/* One push to the validator. */
static void S_run_op(nt_xcheck *c, int kind, xmlNode *node)
{
    c->cur = node->_private;
    switch (kind) {
    case OP_OPEN:
        if (!c->full &&
            xmlRelaxNGValidatePushElement(c->vctxt, &c->doc, node) == 0)
            c->full = node;
        c->text_pushed = 0;
        break;
    case OP_TEXT:
        /* The streaming validator only needs to know that text is there;
         * an element validated whole has its text among its nodes. */
        if (!c->full && !c->text_pushed) {
            xmlRelaxNGValidatePushCData(c->vctxt, (const xmlChar *)"x", 1);
            c->text_pushed = 1;
        }
        break;
    default:
        if (c->full == node) {
            xmlRelaxNGValidateFullElement(c->vctxt, &c->doc, node);
            c->full = NULL;
        } else if (!c->full) {
            xmlRelaxNGValidatePopElement(c->vctxt, &c->doc, node);
        }
        c->text_pushed = 0;
        break;
    }
}

/* A push now, or logged for later. */
static void S_op(nt_xcheck *c, int kind, xmlNode *node)
{
    if (c->vctxt) {
        S_run_op(c, kind, node);
        return;
    }
    if (c->nops == c->cap) {
        c->cap = c->cap ? 2 * c->cap : 256;
        c->ops = nt_xrealloc(c->ops, c->cap * sizeof *c->ops);
    }
    c->ops[c->nops++] = (xop){kind, node};
}

static int S_start_validator(nt_xcheck *c, xmlRelaxNGPtr schema)
{
    c->vctxt = xmlRelaxNGNewValidCtxt(schema);
    if (!c->vctxt)
        return -1;
    xmlRelaxNGSetValidStructuredErrors(c->vctxt, S_schema_error, c);
    return 0;
}

/* Each record is checked against the schema of its own game. */
void nt_xmlin_schema_record(nt_xmlin *x, int natt, const xmlChar **att)
{
    char rules[64] = "";
    x->check = NULL;
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
    xmlRelaxNGPtr schema = x->lookup(x->lookup_user, rules, 0);
    if (!schema)
        return;
    nt_xcheck *c = nt_arena_alloc(x->arena, sizeof *c);
    memcpy(c->rules, rules, sizeof rules);
    c->doc.type = XML_DOCUMENT_NODE;
    c->doc.doc = &c->doc;
    c->game = x->game;
    x->check = c;
    x->xcur = NULL;
    x->xnodes = 0;
    /* Every other record of a file read on two threads waits for the
     * caller's thread (which asks for its own copy of the schema). */
    if (nt_xmlin_piped(x) && (x->records & 1))
        return;
    c->x = x;
    if (S_start_validator(c, schema))
        x->check = NULL;
}

nt_xcheck *nt_xmlin_schema_record_end(nt_xmlin *x)
{
    nt_xcheck *c = x->check;
    x->check = NULL;
    x->xcur = NULL;
    if (!c)
        return NULL;
    if (!c->vctxt)
        return c; /* the caller's thread checks it */
    xmlRelaxNGFreeValidCtxt(c->vctxt);
    c->vctxt = NULL;
    x->have_schema = c->have;
    if (c->have) {
        x->schema_problem = c->problem;
        nt_buf_clear(&x->schema_msg);
        nt_buf_puts(&x->schema_msg, nt_buf_str(&c->msg));
        x->schema_problem.message = nt_buf_str(&x->schema_msg);
    }
    nt_xcheck_free(c);
    return NULL;
}

const nt_xml_problem *nt_xcheck_run(nt_xcheck *c, nt_schema_for lookup,
                                    void *user)
{
    xmlRelaxNGPtr schema = lookup(user, c->rules, 1);
    if (!schema || S_start_validator(c, schema)) {
        /* Out of memory for a second copy of a schema that compiled once:
         * the record is not passed unchecked. */
        c->problem = (nt_xml_problem){"notation.schema", c->game->line,
                                      c->game->col, "the schema could not be "
                                                    "loaded to check this "
                                                    "record"};
        return &c->problem;
    }
    for (size_t i = 0; i < c->nops; i++)
        S_run_op(c, c->ops[i].kind, c->ops[i].node);
    xmlRelaxNGFreeValidCtxt(c->vctxt);
    c->vctxt = NULL;
    if (!c->have)
        return NULL;
    c->problem.message = nt_buf_str(&c->msg);
    return &c->problem;
}

void nt_xcheck_free(nt_xcheck *c)
{
    if (!c)
        return;
    if (c->vctxt)
        xmlRelaxNGFreeValidCtxt(c->vctxt);
    c->vctxt = NULL;
    free(c->ops);
    c->ops = NULL;
    c->nops = c->cap = 0;
    nt_buf_free(&c->msg);
}

void nt_xmlin_schema_open(nt_xmlin *x, nt_node *n, const xmlChar *prefix,
                          const xmlChar *uri)
{
    if (++x->xnodes > MAX_SCHEMA_NODES) {
        nt_buf msg = {0};
        nt_buf_printf(&msg, "the record holds more than %d elements: the "
                            "RELAX NG check (--schema) takes quadratic time "
                            "beyond; the engine alone reads it",
                      MAX_SCHEMA_NODES);
        nt_xmlin_limit(x, n->line, n->col, nt_buf_str(&msg));
        nt_buf_free(&msg);
        return;
    }
    S_op(x->check, OP_OPEN, S_xelement(x, n, prefix, uri));
}

void nt_xmlin_schema_close(nt_xmlin *x)
{
    xmlNode *node = x->xcur;
    if (!node)
        return;
    S_op(x->check, OP_CLOSE, node);
    x->xcur = node->parent && node->parent->type == XML_ELEMENT_NODE
                  ? node->parent
                  : NULL;
}

/* Text of the element being read: a node of its own (an element the
 * validator wants whole is validated with its text), and a push. */
void nt_xmlin_schema_text(nt_xmlin *x, const char *t, size_t n)
{
    xmlNode *el = x->xcur;
    if (!el)
        return;
    xmlNode *text = nt_arena_alloc(x->arena, sizeof *text);
    text->type = XML_TEXT_NODE;
    text->name = xmlStringText;
    text->content = (xmlChar *)nt_arena_strndup(x->arena, t, n);
    text->parent = el;
    text->doc = &x->check->doc;
    text->prev = el->last;
    if (el->last)
        el->last->next = text;
    else
        el->children = text;
    el->last = text;
    S_op(x->check, OP_TEXT, el);
}

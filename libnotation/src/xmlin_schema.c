/* --schema (xmlin_internal.h): each record is checked against the RELAX
 * NG schema of its own game as it is read, in the same pass.  Its elements
 * are made again as libxml2 nodes for the validator and pushed to it one
 * by one; an element the validator wants whole is validated at its end. */
#include <libxml/parserInternals.h> /* xmlStringText */
#include <string.h>

#include "xmlin_internal.h"

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
    nt_xmlin_clean_message(&x->schema_msg, e->message);
    x->schema_problem.rule = "notation.schema";
    x->schema_problem.line = line;
    x->schema_problem.col = col;
    x->schema_problem.message = nt_buf_str(&x->schema_msg);
}

/* Each record is checked against the schema of its own game. */
void nt_xmlin_schema_record(nt_xmlin *x, int natt, const xmlChar **att)
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

void nt_xmlin_schema_record_end(nt_xmlin *x)
{
    if (x->vctxt)
        xmlRelaxNGFreeValidCtxt(x->vctxt);
    x->vctxt = NULL;
    x->full = NULL;
    x->xcur = NULL;
    nt_arena_release(&x->xmem, (nt_arena_mark){NULL, 0, 0});
}

void nt_xmlin_schema_open(nt_xmlin *x, xmlParserCtxtPtr ctxt, nt_node *n,
                          const xmlChar *prefix, const xmlChar *uri)
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
    xmlNode *node = S_xelement(x, ctxt, n, prefix, uri);
    if (!x->full &&
        xmlRelaxNGValidatePushElement(x->vctxt, ctxt->myDoc, node) == 0)
        x->full = node;
    x->text_pushed = 0;
}

void nt_xmlin_schema_close(nt_xmlin *x, xmlParserCtxtPtr ctxt)
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
void nt_xmlin_schema_text(nt_xmlin *x, const char *t, size_t n)
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

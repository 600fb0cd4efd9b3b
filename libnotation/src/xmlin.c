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

/* Elements one record may hold before we call the input hostile. */
#define MAX_NODES 1000000
#define CHUNK 65536
#define ARENA_BLOCK (256 * 1024)

/* The tree of the record being read lives in an arena of blocks, reused
 * record after record: building and dropping a record costs no malloc
 * and no free per node.  Its nodes are ordinary libxml2 structures (the
 * schema validator and the record source read them as such), but they
 * are never given to libxml2 to free. */
typedef struct arena_block {
    struct arena_block *next;
    size_t size;
    size_t used;
    max_align_t data[];
} arena_block;

typedef struct arena {
    arena_block *first, *cur;
} arena;

/* Where an arena stood, to go back to. */
typedef struct arena_mark {
    arena_block *block;
    size_t used;
} arena_mark;

struct nt_xmlin {
    nt_schema_for lookup;
    void *lookup_user;
    xmlSAXHandler sax;

    /* One parse. */
    xmlParserCtxtPtr ctxt;
    xmlRelaxNGValidCtxtPtr vctxt;
    const nt_xmlin_handler *h;
    xmlNode *full;           /* element validated as a whole at its end */
    xmlNode *game;           /* record being read */
    int depth;
    int collection;          /* root is <games> */
    int text_pushed;
    int stopped;
    int nonblank;            /* a byte other than blank space was read */
    int any;                 /* any byte was read */
    unsigned long records;
    unsigned long nodes;
    nt_pos root_pos;

    /* The first schema violation inside the record being read. */
    int have_schema;
    nt_xml_problem schema_problem;
    nt_buf schema_msg;

    /* The tree, reused record after record. */
    arena mem;
    arena_mark after_root;   /* a collection's root outlives its records */
    xmlNode *root;
    xmlNode *cur;            /* the element being read */
    xmlNs *ns;               /* our namespace, for every element in it */
    const xmlChar *our_uri;  /* its name in the parser's dictionary */
};

static nt_xmlin *S_self(void *ctx)
{
    return (nt_xmlin *)((xmlParserCtxtPtr)ctx)->_private;
}

/* -------------------------------------------------------------- arena */

static void *S_alloc_raw(arena *a, size_t n)
{
    n = (n + sizeof(max_align_t) - 1) & ~(sizeof(max_align_t) - 1);
    arena_block *b = a->cur;
    while (b && b->used + n > b->size) {
        if (!b->next) {
            size_t size = n > ARENA_BLOCK ? n : ARENA_BLOCK;
            b->next = nt_xmalloc(sizeof *b + size);
            b->next->next = NULL;
            b->next->size = size;
        }
        b = b->next;
        b->used = 0;
        a->cur = b;
    }
    if (!b) {
        size_t size = n > ARENA_BLOCK ? n : ARENA_BLOCK;
        b = a->first = a->cur = nt_xmalloc(sizeof *b + size);
        b->next = NULL;
        b->size = size;
        b->used = 0;
    }
    void *p = (char *)b->data + b->used;
    b->used += n;
    return p;
}

static void *S_alloc(arena *a, size_t n)
{
    return memset(S_alloc_raw(a, n), 0, n);
}

static arena_mark S_mark(const arena *a)
{
    arena_mark m = {a->cur, a->cur ? a->cur->used : 0};
    return m;
}

static void S_release(arena *a, arena_mark m)
{
    a->cur = m.block ? m.block : a->first;
    if (a->cur)
        a->cur->used = m.block ? m.used : 0;
}

static void S_arena_free(arena *a)
{
    for (arena_block *b = a->first; b;) {
        arena_block *next = b->next;
        free(b);
        b = next;
    }
    a->first = a->cur = NULL;
}

static char *S_copy(arena *a, const xmlChar *s, size_t n)
{
    char *p = S_alloc_raw(a, n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

static void S_append_child(xmlNode *parent, xmlNode *c)
{
    c->parent = parent;
    if (!parent)
        return;
    c->prev = parent->last;
    if (parent->last)
        parent->last->next = c;
    else
        parent->children = c;
    parent->last = c;
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
    nt_xml_problem p = {rule, line, col, msg};
    x->h->problem(x->h->user, &p, x->records + 1);
}

static void S_stop(nt_xmlin *x)
{
    x->stopped = 1;
    xmlStopParser(x->ctxt);
}

static void S_clean_message(nt_buf *b, const char *msg)
{
    nt_buf_clear(b);
    nt_buf_puts(b, msg ? msg : "error");
    while (b->len && (b->data[b->len - 1] == '\n' || b->data[b->len - 1] == ' '))
        nt_buf_truncate(b, b->len - 1);
}

static void S_parse_error(void *ctx, xmlErrorPtr e)
{
    nt_xmlin *x = S_self(ctx);
    if (e->level < XML_ERR_ERROR || x->stopped)
        return;
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
    S_problem(x, "notation.xml", (unsigned long)(e->line > 0 ? e->line : 1),
              (unsigned long)(e->int2 > 0 ? e->int2 : 1), nt_buf_str(&msg));
    nt_buf_free(&msg);
    S_stop(x);
}

static void S_schema_error(void *user, xmlErrorPtr e)
{
    nt_xmlin *x = user;
    unsigned long line = 0, col = 0;
    if (e->level < XML_ERR_ERROR || x->stopped)
        return;
    if (e->node)
        nt_node_pos((const xmlNode *)e->node, &line, &col);
    if (!line)
        line = (unsigned long)e->line;
    if (!line) /* the validator gave no place: the element being read */
        nt_node_pos(x->cur ? x->cur : x->root, &line, &col);
    if (x->game) {
        if (x->have_schema)
            return;
        x->have_schema = 1;
        S_clean_message(&x->schema_msg, e->message);
        x->schema_problem.rule = "notation.schema";
        x->schema_problem.line = line;
        x->schema_problem.col = col;
        x->schema_problem.message = nt_buf_str(&x->schema_msg);
        return;
    }
    nt_buf msg = {0};
    S_clean_message(&msg, e->message);
    S_problem(x, "notation.schema", line, col, nt_buf_str(&msg));
    nt_buf_free(&msg);
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
}

static void S_end_schema(nt_xmlin *x)
{
    if (x->vctxt)
        xmlRelaxNGFreeValidCtxt(x->vctxt);
    x->vctxt = NULL;
    x->full = NULL;
}

/* An attribute's value: the parser leaves character references to '&'
 * and '<' for the tree builder to decode, and so do we. */
static xmlChar *S_attr_value(nt_xmlin *x, xmlParserCtxtPtr ctxt,
                             const xmlChar *v, const xmlChar *end)
{
    size_t n = (size_t)(end - v);
    if (!memchr(v, '&', n))
        return (xmlChar *)S_copy(&x->mem, v, n);
    /* Deprecated in libxml2 2.12 for lack of a replacement that takes a
     * parser context; still the decoder the tree builder uses. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    xmlChar *decoded = xmlStringLenDecodeEntities(ctxt, v, (int)n,
                                                  XML_SUBSTITUTE_REF, 0, 0, 0);
#pragma GCC diagnostic pop
    xmlChar *copy = (xmlChar *)S_copy(&x->mem, decoded ? decoded : v,
                                      decoded ? strlen((char *)decoded) : n);
    xmlFree(decoded);
    return copy;
}

/* An element and its attributes, as libxml2's tree builder would make
 * them, in the arena; it becomes the element being read. */
static xmlNode *S_element(nt_xmlin *x, xmlParserCtxtPtr ctxt,
                          const xmlChar *name, const xmlChar *prefix,
                          const xmlChar *uri, int natt, const xmlChar **att)
{
    xmlNode *node = S_alloc(&x->mem, sizeof *node);
    node->type = XML_ELEMENT_NODE;
    node->name = name;
    node->doc = ctxt->myDoc;
    if (uri) {
        if (!x->ns || x->ns->href != uri || x->ns->prefix != prefix) {
            /* Outside our namespace (rare): a namespace of its own. */
            xmlNs *ns = S_alloc(&x->mem, sizeof *ns);
            ns->type = XML_NAMESPACE_DECL;
            ns->href = uri;
            ns->prefix = prefix;
            if (S_ours(uri) && !prefix && x->depth == 1)
                x->ns = ns;
            node->ns = ns;
        } else {
            node->ns = x->ns;
        }
    }
    xmlAttr *last = NULL;
    for (int i = 0; i < natt; i++) {
        const xmlChar **a = att + 5 * i;
        xmlAttr *at = S_alloc(&x->mem, sizeof *at);
        xmlNode *text = S_alloc(&x->mem, sizeof *text);
        at->type = XML_ATTRIBUTE_NODE;
        at->name = a[0];
        at->parent = node;
        at->doc = node->doc;
        if (a[2]) {
            xmlNs *ns = S_alloc(&x->mem, sizeof *ns);
            ns->type = XML_NAMESPACE_DECL;
            ns->href = a[2];
            ns->prefix = a[1];
            at->ns = ns;
        }
        text->type = XML_TEXT_NODE;
        text->name = xmlStringText;
        text->content = S_attr_value(x, ctxt, a[3], a[4]);
        text->parent = (xmlNode *)at;
        text->doc = node->doc;
        at->children = at->last = text;
        if (last)
            last->next = at, at->prev = last;
        else
            node->properties = at;
        last = at;
    }
    S_append_child(x->cur, node);
    x->cur = node;
    return node;
}

static void S_start(void *ctx, const xmlChar *name, const xmlChar *prefix,
                    const xmlChar *uri, int nns, const xmlChar **ns, int natt,
                    int ndef, const xmlChar **att)
{
    xmlParserCtxtPtr ctxt = ctx;
    nt_xmlin *x = S_self(ctx);
    unsigned long line, col;
    if (x->stopped)
        return;
    S_tag_position(ctxt, &line, &col);
    x->depth++;
    if (x->depth == 1 && S_check_root(x, name, uri, natt, att, line, col))
        return;
    if (++x->nodes > MAX_NODES) {
        S_problem(x, "notation.size", line, col,
                  "the record holds more than a million elements");
        S_stop(x);
        return;
    }
    (void)nns;
    (void)ns;
    (void)ndef;
    xmlNode *node = S_element(x, ctxt, name, prefix, uri, natt, att);
    nt_pos *pos = (x->depth == 1 && x->collection) ? &x->root_pos
                                                    : S_alloc(&x->mem,
                                                              sizeof *pos);
    pos->line = (uint32_t)line;
    pos->col = (uint32_t)col;
    /* The parser's names come from its dictionary: our namespace is the
     * same pointer every time, once recognised. */
    int ours = uri && (uri == x->our_uri || (S_ours(uri) && (x->our_uri = uri)));
    pos->ours = (uint16_t)ours;
    node->_private = pos;
    node->line = (unsigned short)(line < 65535 ? line : 65535);
    if (x->depth == 1) {
        /* The validator looks at the root's parent, the document, as the
         * tree builder would have linked it; the document does not own
         * it (it is never freed by libxml2). */
        node->parent = (xmlNode *)ctxt->myDoc;
        x->root = node;
        x->after_root = S_mark(&x->mem);
    }
    int is_game = x->collection ? x->depth == 2 && ours &&
                                      !strcmp((const char *)name, "game")
                                : x->depth == 1;
    if (is_game) {
        x->game = node;
        x->have_schema = 0;
        S_start_schema(x, natt, att);
    } else if (x->collection && x->depth == 2) {
        S_problem(x, ours ? "notation.unexpected" : "notation.namespace",
                  line, col, "a collection holds only <game> elements");
    }
    if (x->vctxt && !x->full &&
        xmlRelaxNGValidatePushElement(x->vctxt, ctxt->myDoc, node) == 0)
        x->full = node;
    x->text_pushed = 0;
}

/* Drop the records read so far; a collection's root stays. */
static void S_release_records(nt_xmlin *x, xmlNode *root)
{
    root->children = root->last = NULL;
    S_release(&x->mem, x->after_root);
    x->nodes = 0;
}

static void S_end(void *ctx, const xmlChar *name, const xmlChar *prefix,
                  const xmlChar *uri)
{
    xmlParserCtxtPtr ctxt = ctx;
    nt_xmlin *x = S_self(ctx);
    if (x->stopped)
        return;
    xmlNode *node = x->cur;
    if (x->vctxt) {
        if (x->full == node) {
            xmlRelaxNGValidateFullElement(x->vctxt, ctxt->myDoc, node);
            x->full = NULL;
        } else if (!x->full) {
            xmlRelaxNGValidatePopElement(x->vctxt, ctxt->myDoc, node);
        }
    }
    (void)name;
    (void)prefix;
    (void)uri;
    x->cur = x->depth > 1 ? node->parent : NULL;
    x->depth--;
    x->text_pushed = 0;
    if (node != x->game)
        return;
    S_end_schema(x);
    x->game = NULL;
    x->records++;
    int stop = x->h->record(x->h->user, node, x->records,
                            x->have_schema ? &x->schema_problem : NULL);
    x->have_schema = 0;
    if (x->collection && node->parent)
        S_release_records(x, node->parent);
    if (stop)
        S_stop(x);
}

static int S_blank(const xmlChar *ch, int len)
{
    for (int i = 0; i < len; i++)
        if (ch[i] != ' ' && ch[i] != '\t' && ch[i] != '\n' && ch[i] != '\r')
            return 0;
    return 1;
}

static void S_text(nt_xmlin *x, const xmlChar *ch, int len)
{
    /* The streaming validator only needs to know that text is there. */
    if (x->vctxt && !x->full && !x->text_pushed && !S_blank(ch, len)) {
        xmlRelaxNGValidatePushCData(x->vctxt, (const xmlChar *)"x", 1);
        x->text_pushed = 1;
    }
}

/* Text joins the text just before it, as libxml2's builder does. */
static void S_add_text(nt_xmlin *x, const xmlChar *ch, int len)
{
    xmlNode *parent = x->cur, *last = parent ? parent->last : NULL;
    if (!parent)
        return;
    if (last && last->type == XML_TEXT_NODE) {
        size_t old = strlen((const char *)last->content);
        char *joined = S_alloc_raw(&x->mem, old + (size_t)len + 1);
        memcpy(joined, last->content, old);
        memcpy(joined + old, ch, (size_t)len);
        joined[old + (size_t)len] = 0;
        last->content = (xmlChar *)joined;
        return;
    }
    xmlNode *text = S_alloc(&x->mem, sizeof *text);
    text->type = XML_TEXT_NODE;
    text->name = xmlStringText;
    text->doc = parent->doc;
    text->content = (xmlChar *)S_copy(&x->mem, ch, (size_t)len);
    S_append_child(parent, text);
}

static void S_chars(void *ctx, const xmlChar *ch, int len)
{
    nt_xmlin *x = S_self(ctx);
    if (x->stopped)
        return;
    if (x->collection && x->depth == 1 && !S_blank(ch, len)) {
        unsigned long line = (unsigned long)x->ctxt->input->line;
        S_problem(x, "notation.unexpected", line, 1,
                  "a collection holds <game> elements only, not text");
        S_stop(x);
        return;
    }
    S_add_text(x, ch, len);
    S_text(x, ch, len);
}

static void S_cdata(void *ctx, const xmlChar *ch, int len)
{
    S_chars(ctx, ch, len);
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
    x->sax.cdataBlock = S_cdata;
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
    S_arena_free(&x->mem);
    nt_buf_free(&x->schema_msg);
    free(x);
}

static int S_begin(nt_xmlin *x, const char *name, const nt_xmlin_handler *h)
{
    x->h = h;
    x->full = x->game = NULL;
    x->depth = x->collection = x->text_pushed = x->stopped = 0;
    x->nonblank = x->any = 0;
    x->records = x->nodes = 0;
    x->have_schema = 0;
    x->root = x->cur = NULL;
    x->ns = NULL;
    x->our_uri = NULL;
    S_release(&x->mem, (arena_mark){NULL, 0});
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

/* Before a chunk goes to the parser: note whether the input holds more
 * than blank space (only the first chunks are looked at). */
static void S_look(nt_xmlin *x, const char *data, size_t n)
{
    x->any |= n > 0;
    for (size_t i = 0; !x->nonblank && i < n; i++)
        x->nonblank = !strchr(" \t\r\n", data[i]) || !data[i];
}

static void S_finish(nt_xmlin *x)
{
    if (!x->stopped)
        xmlParseChunk(x->ctxt, NULL, 0, 1);
    S_end_schema(x);
    if (x->ctxt->myDoc)
        xmlFreeDoc(x->ctxt->myDoc);
    x->ctxt->myDoc = NULL;
    xmlFreeParserCtxt(x->ctxt);
    x->ctxt = NULL;
}

int nt_xmlin_memory(nt_xmlin *x, const char *name, const char *data,
                    size_t len, const nt_xmlin_handler *h)
{
    if (S_begin(x, name, h))
        return -1;
    while (len && !x->stopped) {
        int n = len > CHUNK ? CHUNK : (int)len;
        S_look(x, data, (size_t)n);
        xmlParseChunk(x->ctxt, data, n, 0);
        data += n;
        len -= (size_t)n;
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
        S_look(x, chunk, (size_t)n);
        xmlParseChunk(x->ctxt, chunk, (int)n, 0);
    }
    int saved = errno;
    free(chunk);
    if (rc) {
        S_stop(x);
    }
    S_finish(x);
    if (fd)
        close(fd);
    errno = saved;
    return rc;
}

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
#define POS_BLOCK 4096

typedef struct pos_block {
    nt_pos pos[POS_BLOCK];
    struct pos_block *next;
} pos_block;

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
    unsigned long records;
    unsigned long nodes;
    nt_pos root_pos;

    /* The first schema violation inside the record being read. */
    int have_schema;
    nt_xml_problem schema_problem;
    nt_buf schema_msg;

    /* Positions, reused record after record. */
    pos_block *blocks;
    pos_block *block;
    size_t used;
};

static nt_xmlin *S_self(void *ctx)
{
    return (nt_xmlin *)((xmlParserCtxtPtr)ctx)->_private;
}

/* ---------------------------------------------------------- positions */

static nt_pos *S_new_pos(nt_xmlin *x)
{
    if (!x->block) {
        if (!x->blocks)
            x->blocks = nt_xcalloc(1, sizeof *x->blocks);
        x->block = x->blocks;
        x->used = 0;
    }
    if (x->used == POS_BLOCK) {
        if (!x->block->next)
            x->block->next = nt_xcalloc(1, sizeof *x->block);
        x->block = x->block->next;
        x->used = 0;
    }
    nt_pos *p = &x->block->pos[x->used++];
    memset(p, 0, sizeof *p);
    return p;
}

static void S_reset_pos(nt_xmlin *x)
{
    x->block = NULL;
    x->used = 0;
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
    /* One pass back to '<', counting line breaks and UTF-8 continuation
     * bytes (libxml2 counts columns in characters). */
    while (lt > base && *lt != '<') {
        nl += *lt == '\n';
        cont += (*lt & 0xC0) == 0x80;
        lt--;
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
    nt_buf msg = {0};
    S_clean_message(&msg, e->message);
    S_problem(x, "notation.xml", (unsigned long)e->line,
              (unsigned long)(e->int2 > 0 ? e->int2 : 0), nt_buf_str(&msg));
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
                        unsigned long line, unsigned long col)
{
    const char *n = (const char *)name;
    int known = !strcmp(n, "game") || !strcmp(n, "games");
    nt_buf msg = {0};
    if (known && S_ours(uri)) {
        x->collection = !strcmp(n, "games");
        return 0;
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
    if (x->depth == 1 && S_check_root(x, name, uri, line, col))
        return;
    if (++x->nodes > MAX_NODES) {
        S_problem(x, "notation.size", line, col,
                  "the record holds more than a million elements");
        S_stop(x);
        return;
    }
    xmlSAX2StartElementNs(ctx, name, prefix, uri, nns, ns, natt, ndef, att);
    xmlNode *node = ctxt->node;
    if (!node)
        return;
    nt_pos *pos = (x->depth == 1 && x->collection) ? &x->root_pos
                                                    : S_new_pos(x);
    pos->line = (uint32_t)line;
    pos->col = (uint32_t)col;
    pos->ours = (uint16_t)S_ours(uri);
    node->_private = pos;
    int is_game = x->collection ? x->depth == 2 && S_ours(uri) &&
                                      !strcmp((const char *)name, "game")
                                : x->depth == 1;
    if (is_game) {
        x->game = node;
        x->have_schema = 0;
        S_start_schema(x, natt, att);
    } else if (x->collection && x->depth == 2) {
        S_problem(x, S_ours(uri) ? "notation.unexpected" : "notation.namespace",
                  line, col, "a collection holds only <game> elements");
    }
    if (x->vctxt && !x->full &&
        xmlRelaxNGValidatePushElement(x->vctxt, ctxt->myDoc, node) == 0)
        x->full = node;
    x->text_pushed = 0;
}

static void S_release_records(nt_xmlin *x, xmlNode *root)
{
    xmlNode *c = root->children;
    while (c) {
        xmlNode *next = c->next;
        xmlUnlinkNode(c);
        xmlFreeNode(c);
        c = next;
    }
    S_reset_pos(x);
    x->nodes = 0;
}

static void S_end(void *ctx, const xmlChar *name, const xmlChar *prefix,
                  const xmlChar *uri)
{
    xmlParserCtxtPtr ctxt = ctx;
    nt_xmlin *x = S_self(ctx);
    if (x->stopped)
        return;
    xmlNode *node = ctxt->node;
    if (x->vctxt) {
        if (x->full == node) {
            xmlRelaxNGValidateFullElement(x->vctxt, ctxt->myDoc, node);
            x->full = NULL;
        } else if (!x->full) {
            xmlRelaxNGValidatePopElement(x->vctxt, ctxt->myDoc, node);
        }
    }
    xmlSAX2EndElementNs(ctx, name, prefix, uri);
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

static void S_chars(void *ctx, const xmlChar *ch, int len)
{
    nt_xmlin *x = S_self(ctx);
    if (x->stopped)
        return;
    xmlSAX2Characters(ctx, ch, len);
    S_text(x, ch, len);
}

static void S_cdata(void *ctx, const xmlChar *ch, int len)
{
    nt_xmlin *x = S_self(ctx);
    if (x->stopped)
        return;
    xmlSAX2CDataBlock(ctx, ch, len);
    S_text(x, ch, len);
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
    for (pos_block *b = x->blocks; b;) {
        pos_block *next = b->next;
        free(b);
        b = next;
    }
    nt_buf_free(&x->schema_msg);
    free(x);
}

static int S_begin(nt_xmlin *x, const char *name, const nt_xmlin_handler *h)
{
    x->h = h;
    x->full = x->game = NULL;
    x->depth = x->collection = x->text_pushed = x->stopped = 0;
    x->records = x->nodes = 0;
    x->have_schema = 0;
    S_reset_pos(x);
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

/* Reading records (xmlin.h): libxml2's push parser fed in chunks, the
 * problems it meets said with their place, files and packed files opened.
 * The bytes are looked at first (xmlin_scan.c), the SAX events build each
 * record as a compact tree (xmlin_tree.c) and --schema validates as the
 * elements come (xmlin_schema.c). */
#include "xmlin.h"

#include <errno.h>
#include <fcntl.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "notation.h"
#include "str.h"
#include "xmlin_internal.h"
#include "read_packed.h"

#define CHUNK 65536

static nt_xmlin *S_self(void *ctx)
{
    return (nt_xmlin *)((xmlParserCtxtPtr)ctx)->_private;
}

/* ----------------------------------------------------------- problems */

void nt_xmlin_problem(nt_xmlin *x, const char *rule, unsigned long line,
                      unsigned long col, const char *msg)
{
    nt_xml_problem p = {rule, line ? line : 1, col ? col : 1, msg};
    nt_xmlin_emit_problem(x, &p, x->records + 1);
}

void nt_xmlin_stop(nt_xmlin *x)
{
    x->stopped = 1;
    xmlStopParser(x->ctxt);
}

/* A limit of notation(1) reached: said once, where, and the file stops. */
void nt_xmlin_limit(nt_xmlin *x, unsigned long line, unsigned long col,
                    const char *msg)
{
    if (x->stopped)
        return;
    nt_xmlin_problem(x, "notation.limit", line, col, msg);
    nt_xmlin_stop(x);
}

/* libxml2's message on one line: a diagnostic is one line. */
void nt_xmlin_clean_message(nt_buf *b, const char *msg)
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
        nt_xmlin_problem(x, "notation.xml", 1, 1,
                  "this is a packed record file (notation pack): read it "
                  "with notation unpack");
        nt_xmlin_stop(x);
        return;
    }
    if (!x->nonblank) {
        /* libxml2 would say "Document is empty" or "Extra content". */
        nt_xmlin_problem(x, "notation.empty", 1, 1,
                  x->any ? "the file holds only blank space: no record"
                         : "the file is empty: no record");
        nt_xmlin_stop(x);
        return;
    }
    nt_buf msg = {0};
    if (e->code == XML_ERR_DOCUMENT_END && x->depth > 0 && x->cur &&
        x->cur->name)
        /* libxml2 says "Extra content at the end of the document" of a
         * file that stops with elements still open: say which. */
        nt_buf_printf(&msg, "the file ends inside <%s> opened at line %lu: "
                            "it is cut short",
                      x->cur->name, (unsigned long)x->cur->line);
    else if (x->generic.len) /* its cause, said unlocated before it */
        nt_xmlin_clean_message(&msg, nt_buf_str(&x->generic));
    else
        nt_xmlin_clean_message(&msg, e->message);
    nt_buf_clear(&x->generic);
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
        nt_xmlin_stop(x);
        return;
    }
    p.message = nt_buf_str(&msg);
    nt_xmlin_emit_problem(x, &p, x->records + 1);
    nt_buf_free(&msg);
    nt_xmlin_stop(x);
}

static void S_doctype(void *ctx, const xmlChar *name, const xmlChar *ext,
                      const xmlChar *sys)
{
    nt_xmlin *x = S_self(ctx);
    xmlParserCtxtPtr ctxt = ctx;
    (void)name;
    (void)ext;
    (void)sys;
    nt_xmlin_problem(x, "notation.xml.doctype", (unsigned long)ctxt->input->line, 1,
              "a document type declaration is not allowed in a record "
              "(no DTD, no entities)");
    nt_xmlin_stop(x);
}

/* ------------------------------------------------------------- parsing */

nt_xmlin *nt_xmlin_new(nt_schema_for lookup, void *user)
{
    nt_xmlin *x = nt_xcalloc(1, sizeof *x);
    x->lookup = lookup;
    x->lookup_user = user;
    xmlSAXVersion(&x->sax, 2);
    nt_xmlin_tree_sax(&x->sax);
    x->sax.internalSubset = S_doctype;
    x->sax.externalSubset = NULL;
    x->sax.serror = S_parse_error;
    x->sax.error = NULL;
    x->sax.warning = NULL;
    /* Comments and processing instructions are nothing to a record: the
     * defaults would keep each one in a document tree for the whole file
     * (a file of them would fill memory). */
    x->sax.comment = NULL;
    x->sax.processingInstruction = NULL;
    return x;
}

void nt_xmlin_free(nt_xmlin *x)
{
    if (!x)
        return;
    nt_arena_free(&x->mem);
    nt_arena_free(&x->slot);
    nt_buf_free(&x->text);
    nt_buf_free(&x->generic);
    nt_buf_free(&x->schema_msg);
    nt_buf_free(&x->after_msg);
    free(x);
}

static int S_begin(nt_xmlin *x, const char *name, const nt_xmlin_handler *h)
{
    x->h = h;
    x->game = x->root = x->cur = NULL;
    x->xcur = NULL;
    x->depth = x->collection = x->stopped = 0;
    x->nonblank = x->any = x->packed = 0;
    x->pending = NULL;
    x->have_after = 0;
    x->scan = SC_TEXT;
    x->records = 0;
    x->have_schema = 0;
    x->our_uri = NULL;
    nt_buf_clear(&x->text);
    nt_buf_clear(&x->generic);
    nt_arena_release(&x->mem, (nt_arena_mark){NULL, 0, 0});
    nt_arena_release(&x->slot, (nt_arena_mark){NULL, 0, 0});
    x->arena = &x->mem;
    x->ctxt = xmlCreatePushParserCtxt(&x->sax, NULL, NULL, 0, name);
    if (!x->ctxt)
        return -1;
    x->ctxt->_private = x;
    xmlCtxtUseOptions(x->ctxt, XML_PARSE_NONET | XML_PARSE_NOBLANKS |
                                   XML_PARSE_NOCDATA | XML_PARSE_COMPACT);
    x->ctxt->linenumbers = 1;
    x->check = NULL;
    x->pending_check = NULL;
    return 0;
}

/* libxml2's unlocated messages ("encoding error : input conversion
 * failed ..."), kept for the located error they come before. */
static void S_generic(void *ctx, const char *fmt, ...)
{
    nt_xmlin *x = ctx;
    va_list ap;
    va_start(ap, fmt);
    if (x->generic.len < 1024)
        nt_buf_vprintf(&x->generic, fmt, ap);
    va_end(ap);
}

/* One chunk to the parser (NULL, 0: the end), this thread's unlocated
 * messages caught meanwhile and the caller's handler put back after. */
static void S_chunk(nt_xmlin *x, const char *data, size_t n, int end)
{
    xmlGenericErrorFunc saved = xmlGenericError;
    void *saved_ctx = xmlGenericErrorContext;
    xmlSetGenericErrorFunc(x, S_generic);
    xmlParseChunk(x->ctxt, data, (int)n, end);
    xmlSetGenericErrorFunc(saved_ctx, saved);
}

/* The parse is over: the last bytes told, a file of one record handed
 * over (with what follows it), the schema's validator gone. */
void nt_xmlin_parse_end(nt_xmlin *x)
{
    if (!x->stopped && !nt_xmlin_halted(x))
        S_chunk(x, NULL, 0, 1);
    if (x->pending)
        nt_xmlin_emit_record(x, x->pending, x->records, x->pending_schema,
                             x->pending_check,
                             x->have_after ? &x->after : NULL);
    x->pending = NULL;
    x->pending_check = NULL;
    x->have_after = 0;
    nt_xcheck_free(nt_xmlin_schema_record_end(x));
}

/* The parser goes, and with it the dictionary of names the records used. */
static void S_free_parser(nt_xmlin *x)
{
    if (x->ctxt->myDoc)
        xmlFreeDoc(x->ctxt->myDoc);
    x->ctxt->myDoc = NULL;
    xmlFreeParserCtxt(x->ctxt);
    x->ctxt = NULL;
}

static void S_feed(nt_xmlin *x, const char *data, size_t n)
{
    if (!nt_xmlin_look(x, data, n))
        S_chunk(x, data, n, 0);
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
    nt_xmlin_parse_end(x);
    S_free_parser(x);
    return 0;
}

int nt_xmlin_read_fd(nt_xmlin *x, int fd)
{
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
        nt_xmlin_stop(x);
    errno = saved;
    return rc;
}

/* A packed file (notation pack), named by path: its records read as the
 * XML notation unpack writes, under the file's name; a damaged one is a
 * problem of the file, as unpack words it. */
static int S_packed_file(nt_xmlin *x, const char *path,
                         const nt_xmlin_handler *h)
{
    char *data = NULL, *xml = NULL, *message = NULL;
    size_t len = 0, xlen = 0;
    const char *rule = NULL;
    if (nt_packed_slurp(path, &data, &len))
        return -1;
    int bad = nt_packed_unpack(data, len, &xml, &xlen, &rule, &message);
    free(data);
    int rc = 0;
    if (!bad) {
        rc = nt_xmlin_memory(x, path, xml, xlen, h);
    } else if (S_begin(x, path, h) == 0) {
        nt_xmlin_problem(x, rule, 1, 1, message);
        S_free_parser(x);
    } else {
        rc = -1;
    }
    free(xml);
    free(message);
    return rc;
}

int nt_xmlin_file(nt_xmlin *x, const char *path, const nt_xmlin_handler *h)
{
    if (strcmp(path, "-") && nt_packed_file_is(path))
        return S_packed_file(x, path, h);
    int fd = strcmp(path, "-") ? open(path, O_RDONLY) : 0;
    if (fd < 0)
        return -1;
    if (S_begin(x, path, h)) {
        if (fd)
            close(fd);
        return -1;
    }
    int rc = nt_xmlin_pipe_fd(x, fd);
    int saved = errno;
    S_free_parser(x);
    if (fd)
        close(fd);
    errno = saved;
    return rc;
}

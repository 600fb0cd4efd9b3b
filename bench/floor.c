/* The floor for make bench: libxml2's SAX2 push parse of a file with empty
 * callbacks, the parser options and the chunk size of the reader
 * (libnotation/src/xmlin.c).  No tree, no checks: what reading the bytes
 * costs before any rule is looked at.
 *
 * usage: floor FILE...   exit 0 when every file parsed well-formed, else 1. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libxml/parser.h>

enum { CHUNK = 65536 };

static void on_start(void *ctx, const xmlChar *name, const xmlChar *prefix,
                     const xmlChar *uri, int nns, const xmlChar **ns,
                     int natts, int ndefaulted, const xmlChar **atts)
{
    (void)ctx, (void)name, (void)prefix, (void)uri, (void)nns, (void)ns;
    (void)natts, (void)ndefaulted, (void)atts;
}

static void on_end(void *ctx, const xmlChar *name, const xmlChar *prefix,
                   const xmlChar *uri)
{
    (void)ctx, (void)name, (void)prefix, (void)uri;
}

static void on_chars(void *ctx, const xmlChar *text, int len)
{
    (void)ctx, (void)text, (void)len;
}

static void on_error(void *ctx, const xmlError *error)
{
    (void)ctx;
    fprintf(stderr, "floor: %s:%d: %s", error->file ? error->file : "-",
            error->line, error->message ? error->message : "error\n");
}

/* Parses one file; 0 when it is well-formed. */
static int parse(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        fprintf(stderr, "floor: %s: %s\n", path, strerror(errno));
        return -1;
    }
    xmlSAXHandler sax;
    memset(&sax, 0, sizeof sax);
    xmlSAXVersion(&sax, 2);
    sax.startElementNs = on_start;
    sax.endElementNs = on_end;
    sax.characters = on_chars;
    sax.cdataBlock = on_chars;
    sax.serror = (xmlStructuredErrorFunc)on_error;
    sax.error = NULL;
    sax.warning = NULL;
    xmlParserCtxtPtr ctxt = xmlCreatePushParserCtxt(&sax, NULL, NULL, 0, path);
    if (!ctxt) {
        close(fd);
        return -1;
    }
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET | XML_PARSE_NOBLANKS |
                                XML_PARSE_NOCDATA | XML_PARSE_COMPACT);
    ctxt->linenumbers = 1;
    static char chunk[CHUNK];
    ssize_t n;
    while ((n = read(fd, chunk, CHUNK)) != 0) {
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            break;
        xmlParseChunk(ctxt, chunk, (int)n, 0);
    }
    xmlParseChunk(ctxt, NULL, 0, 1);
    int ok = n == 0 && ctxt->wellFormed;
    if (ctxt->myDoc)
        xmlFreeDoc(ctxt->myDoc);
    xmlFreeParserCtxt(ctxt);
    close(fd);
    return ok ? 0 : -1;
}

int main(int argc, char **argv)
{
    int rc = 0;
    for (int i = 1; i < argc; i++)
        if (parse(argv[i]))
            rc = 1;
    xmlCleanupParser();
    return rc;
}

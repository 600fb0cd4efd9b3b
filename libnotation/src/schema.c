#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <string.h>

#include "buf.h"
#include "embedded.h"
#include "xmlin.h"

const nt_embedded *nt_embedded_find(const char *name)
{
    const char *base = strrchr(name, '/');
    base = base ? base + 1 : name;
    for (const nt_embedded *e = nt_embedded_files; e->name; e++)
        if (!strcmp(e->name, base))
            return e;
    return NULL;
}

/* While the schemas load, includes are served from the embedded copies and
 * nothing else can be loaded. */
static xmlParserInputPtr S_loader(const char *url, const char *id,
                                  xmlParserCtxtPtr ctxt)
{
    (void)id;
    const nt_embedded *e = url ? nt_embedded_find(url) : NULL;
    if (!e)
        return NULL;
    xmlParserInputPtr in =
        xmlNewStringInputStream(ctxt, (const xmlChar *)e->data);
    if (in && !in->filename)
        in->filename = (char *)xmlStrdup((const xmlChar *)e->name);
    return in;
}

static void S_collect(void *user, xmlErrorPtr e)
{
    nt_buf *b = user;
    if (e->level >= XML_ERR_ERROR && !b->len)
        nt_buf_printf(b, "schema: %s", e->message ? e->message : "error");
}

xmlRelaxNGPtr nt_schema_load(const char *name, char **err)
{
    const nt_embedded *main = nt_embedded_find(name);
    nt_buf why = {0};
    *err = NULL;
    if (!main) {
        nt_buf_printf(&why, "schema: %s is not compiled in", name);
        *err = nt_buf_take(&why);
        return NULL;
    }
    xmlExternalEntityLoader saved = xmlGetExternalEntityLoader();
    xmlSetExternalEntityLoader(S_loader);
    xmlDocPtr doc = xmlReadMemory(main->data, (int)main->len, name, NULL,
                                  XML_PARSE_NONET);
    xmlRelaxNGPtr schema = NULL;
    if (doc) {
        xmlRelaxNGParserCtxtPtr pc = xmlRelaxNGNewDocParserCtxt(doc);
        xmlRelaxNGSetParserStructuredErrors(pc, S_collect, &why);
        schema = xmlRelaxNGParse(pc);
        xmlRelaxNGFreeParserCtxt(pc);
        xmlFreeDoc(doc);
    }
    xmlSetExternalEntityLoader(saved);
    if (!schema) {
        if (!why.len)
            nt_buf_puts(&why, "schema: cannot be compiled");
        *err = nt_buf_take(&why);
    }
    nt_buf_free(&why);
    return schema;
}

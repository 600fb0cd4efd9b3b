/* Reading a document whole without its comments (xml_plain.h). */
#include "xml_plain.h"

#include <limits.h>

#include <libxml/parser.h>

xmlDocPtr xml_read_plain(const char *data, size_t len, const char *name,
                         int options)
{
    if (len > INT_MAX)
        return NULL;
    xmlParserCtxtPtr ctxt = xmlNewParserCtxt();
    if (!ctxt)
        return NULL;
    /* The handlers the reading keeps: a comment or a processing
     * instruction is then read past, not added to the tree. */
    ctxt->sax->comment = NULL;
    ctxt->sax->processingInstruction = NULL;
    xmlDocPtr doc = xmlCtxtReadMemory(ctxt, data, (int)len, name, NULL,
                                      options);
    xmlFreeParserCtxt(ctxt);
    return doc;
}

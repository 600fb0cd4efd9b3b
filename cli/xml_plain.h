/* Documents read whole by the commands that compare or rewrite records as
 * trees (xml_plain.c). */
#ifndef NOTATION_CLI_XML_PLAIN_H
#define NOTATION_CLI_XML_PLAIN_H

#include <stddef.h>

#include <libxml/tree.h>

/* Parse `len` bytes named `name` with libxml2's `options`, leaving out
 * comments and processing instructions as they are read: they mean
 * nothing to a record, and a file of them would otherwise take some 160
 * bytes of tree each.  NULL when the bytes are not well-formed
 * (xmlGetLastError() says why); the caller frees the document. */
xmlDocPtr xml_read_plain(const char *data, size_t len, const char *name,
                         int options);

#endif

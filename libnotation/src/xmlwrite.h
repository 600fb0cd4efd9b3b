/* A writer of XML into memory that makes, call for call, the bytes
 * libxml2's xmlTextWriter makes when it indents by two spaces (as the
 * canonical form does, xmlout.h): start an element, its attributes, text,
 * end it.  It exists for speed: unpack writes every record it decodes, and
 * xmlTextWriter's stack of allocated names and its output layers cost more
 * than the decoding.  Text and attribute values that need any escaping
 * are escaped by libxml2's own functions (the ones xmlTextWriter calls),
 * so that the two writers cannot differ on what is rare. */
#ifndef NT_XMLWRITE_H
#define NT_XMLWRITE_H

#include <libxml/tree.h>
#include <stddef.h>

#include "buf.h"

typedef struct nt_xw_open nt_xw_open;

typedef struct nt_xw {
    nt_buf *out;       /* borrowed: every byte is appended to it */
    nt_buf names;      /* the open elements' names, each NUL-terminated */
    nt_xw_open *open;  /* the open elements, innermost last */
    int depth, cap;
    int doindent;      /* xmlTextWriter's flag: an end tag goes on a line
                          of its own (no text came just before it) */
    xmlBufferPtr scratch; /* for the escaping of attributes */
    xmlDocPtr doc;        /* and the document in UTF-8 it is done for */
} nt_xw;

/* A writer appending to `out` (borrowed), no element open, in a document
 * that is UTF-8 (as xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL)
 * makes it). */
void nt_xw_init(nt_xw *w, nt_buf *out);
void nt_xw_free(nt_xw *w);

/* Go on with a document that an xmlTextWriter (indenting with two spaces)
 * began in `out`: `root` is open, the only element open, and has
 * content (`has_content`: its start tag was closed by a child element,
 * the last thing written being that child's end tag) or not (its start
 * tag still takes attributes). */
void nt_xw_resume(nt_xw *w, const char *root, int has_content);

void nt_xw_start(nt_xw *w, const char *name);
/* Ignored, as by xmlTextWriter, once the element has content. */
void nt_xw_attr(nt_xw *w, const char *name, const char *value);
void nt_xw_text(nt_xw *w, const char *text);
void nt_xw_end(nt_xw *w);
/* An element holding only `text`. */
void nt_xw_element(nt_xw *w, const char *name, const char *text);
/* The number of elements open. */
int nt_xw_depth(const nt_xw *w);

#endif

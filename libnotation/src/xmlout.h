/* The canonical writer: an observer that writes the record back as XML,
 * in the one canonical form (attribute order as the engine states them,
 * two-space indentation, assertions as the facts mode asks).  fmt,
 * generate and unpack all write through it, which is what makes their
 * outputs byte-identical. */
#ifndef NT_XMLOUT_H
#define NT_XMLOUT_H

#include <libxml/xmlwriter.h>

#include "play.h"
#include "record.h"
#include "xmlwrite.h"

typedef struct nt_xml_out nt_xml_out;

/* Writes to `w` (borrowed).  `state` is read to spell values. */
nt_xml_out *nt_xml_out_new(xmlTextWriterPtr w);
/* The same bytes through our own writer (borrowed; xmlwrite.h). */
nt_xml_out *nt_xml_out_new_own(nt_xw *w);
void nt_xml_out_free(nt_xml_out *x);
void nt_xml_out_set_state(nt_xml_out *x, const void *state);
nt_observer *nt_xml_out_observer(nt_xml_out *x);
/* A <variation> stands here, after the move it replaces: its own line is
 * written between the two calls, by a writer of its own (variation.h). */
void nt_xml_out_start_variation(nt_xml_out *x);
void nt_xml_out_end_variation(nt_xml_out *x);
/* A variation's line stops: end what its writer left open. */
void nt_xml_out_end_line(nt_xml_out *x);

/* A writer on a stdio stream, indented as the canonical form wants. */
xmlTextWriterPtr nt_xml_writer_file(FILE *out);
/* The same into a libxml2 buffer. */
xmlTextWriterPtr nt_xml_writer_buffer(xmlBufferPtr buf);

/* The start of a <game> (with the namespace when it is the root). */
void nt_xml_write_head(xmlTextWriterPtr w, const nt_game *g, int with_ns);
/* A record's <meta> as read (NULL: none), in canonical form. */
void nt_xml_write_meta(xmlTextWriterPtr w, const nt_node *meta);

#endif

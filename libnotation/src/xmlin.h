/* Reading records from XML, safely and in constant memory.
 *
 * The file is fed in chunks to libxml2's push parser, whose SAX events
 * build each record as a compact tree (record.h).  Each <game> element is
 * handed over complete as soon as its end tag is read and dropped right
 * after, so a collection of any size is read in the memory of its largest
 * record, and a record in bounded memory (the limits of notation(1):
 * text, depth, attributes, the size of a record).  On the way:
 * - every element gets its exact start position (line and column of '<');
 * - a document type declaration stops the parse (no DTD, no entities: no
 *   entity bombs, no external entities, no file or network reads);
 * - each record is checked, in the same pass, against the RELAX NG schema
 *   of the game its rules attribute names. */
#ifndef NT_XMLIN_H
#define NT_XMLIN_H

#include <libxml/relaxng.h>
#include <libxml/tree.h>

#include "record.h"

typedef struct nt_xml_problem {
    const char *rule;
    unsigned long line;
    unsigned long col;
    const char *message;
} nt_xml_problem;

typedef struct nt_xmlin_handler {
    /* A complete record; `schema` is its first schema violation or NULL,
     * `after` what is wrong after it in a file of one record (trailing
     * content) or NULL.  Return nonzero to stop reading. */
    int (*record)(void *user, nt_node *game, unsigned long index,
                  const nt_xml_problem *schema, const nt_xml_problem *after);
    /* A problem outside a complete record: `index` is the record being read
     * when it happened (records so far + 1). */
    void (*problem)(void *user, const nt_xml_problem *p, unsigned long index);
    void *user;
} nt_xmlin_handler;

typedef struct nt_xmlin nt_xmlin;

/* The schema for a record of game `rules`, or NULL for none.  `copy` 0 is
 * for the thread that parses; copy 1, for the caller's thread when a file
 * is read on two, must be another compiled copy (libxml2 does not promise
 * that two threads may validate with one), or NULL. */
typedef xmlRelaxNGPtr (*nt_schema_for)(void *user, const char *rules,
                                       int copy);

/* `lookup` (may be NULL: no schema check) finds each record's schema. */
nt_xmlin *nt_xmlin_new(nt_schema_for lookup, void *user);
void nt_xmlin_free(nt_xmlin *x);
/* Read a whole file ("-" = standard input).  Returns 0, or -1 when the file
 * cannot be opened or read (errno tells why). */
int nt_xmlin_file(nt_xmlin *x, const char *path, const nt_xmlin_handler *h);
int nt_xmlin_memory(nt_xmlin *x, const char *name, const char *data,
                    size_t len, const nt_xmlin_handler *h);

/* A schema compiled into the library, by file name ("castel.rng"). */
xmlRelaxNGPtr nt_schema_load(const char *name, char **err);

#endif

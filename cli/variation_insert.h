/* Another line written into a record as a <variation> (notation(5),
 * "Variations and marks"), for what-if --into and diff --as-variation:
 * records read as libxml2 trees, the elements that write a move found
 * from the position API's lines and columns, the rest of one record
 * flattened into a variation after a move of another, and the result
 * put in canonical form and read back through the library before
 * anything is written (variation_insert.c). */
#ifndef NOTATION_CLI_VARIATION_INSERT_H
#define NOTATION_CLI_VARIATION_INSERT_H

#include <stddef.h>

#include <libxml/tree.h>

#include "notation_position.h"

/* A record file read as a tree, with the bytes it was read from (the
 * position API's lines and columns count in them). */
typedef struct vi_doc {
    char *data;         /* owned: the XML (a packed file's, unpacked) */
    size_t len;
    xmlDocPtr doc;
    xmlNodePtr *el;     /* every element, in document order */
    size_t nel;
} vi_doc;

/* Read `len` bytes (XML or a packed file) named `name`: no network, no
 * entities, no document type declaration.  0, or -1 with *why (the
 * caller frees it). */
int vi_read(vi_doc *d, const char *data, size_t len, const char *name,
            char **why);
/* The same for a file's bytes ("-" is refused: the bytes are read
 * twice, by the position and here). */
int vi_read_file(vi_doc *d, const char *path, char **why);
void vi_free(vi_doc *d);

/* The start of the move that holds choice k of p's line (k itself when a
 * move starts there).  The position is left where it stood. */
size_t vi_move_start(nt_position *p, size_t k);

/* The sibling elements the move starting at choice m of p's line takes
 * in d (p read from d's bytes): *first and *last (the same when one
 * element holds it; effects nested in it count as it).  When the record
 * writes the move by silence, *first is the element the reader stood at
 * (what comes after the move), *last NULL.  0, or -1 when no element
 * can be found.  The position is left where it stood. */
int vi_move_elements(const vi_doc *d, nt_position *p, size_t m,
                     xmlNodePtr *first, xmlNodePtr *last);

/* A new <variation> in `into`, right after `move` and the notes and
 * variations that already follow it, holding copies of `from` (an
 * element of another tree) and every element after it, flattened: its
 * following siblings, then those of each enclosing element up to the
 * <game>; an <unfinished/> is left out.  Returns how many variations
 * now follow the move (this one's number), or -1 when nothing could be
 * copied (out of memory, or no element from `from` on). */
int vi_insert(xmlNodePtr move, xmlNodePtr from);

/* `moves`, the text of moves as a record writes them (what-if's
 * --answer), read as elements of the notation: the first of them in a
 * tree of their own (the caller frees *doc), or NULL. */
xmlNodePtr vi_fragment(const char *moves, xmlDocPtr *doc);

/* The tree in canonical form, as notation fmt writes it, once the
 * library has read every record of it valid: the bytes (the caller
 * frees them), or NULL with *why (the caller frees it: the first
 * diagnostic, located in the record as it would have been written). */
char *vi_canonical(xmlDocPtr doc, const char *name, size_t *len,
                   char **why);

/* `len` bytes to `path` ("-": standard output) atomically, as every -o
 * is written (output.c): 0, or EXIT_TROUBLE after a message. */
int vi_write(const char *path, const char *data, size_t len);

#endif

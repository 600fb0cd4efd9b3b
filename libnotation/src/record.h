/* Helpers over one record held as a libxml2 subtree (see xmlin.h for how
 * it is read).  Every element carries its source position in _private,
 * set by the reader; nodes built elsewhere have none (position 0:0). */
#ifndef NT_RECORD_H
#define NT_RECORD_H

#include <libxml/tree.h>
#include <stdint.h>

typedef struct nt_pos {
    uint32_t line;
    uint32_t col;
    uint16_t used;  /* consumed by the replay (see src_record.c) */
    uint16_t ours;  /* in our namespace, as seen by the reader */
} nt_pos;

/* Position of a node, or of its nearest element ancestor. */
void nt_node_pos(const xmlNode *n, unsigned long *line, unsigned long *col);
nt_pos *nt_node_info(const xmlNode *n);
/* An element of our namespace, optionally with this local name. */
int nt_is_elem(const xmlNode *n, const char *name);
/* An element of any namespace. */
int nt_is_any_elem(const xmlNode *n);
/* The value of an unqualified attribute, borrowed from the tree, or NULL. */
const char *nt_attr(const xmlNode *n, const char *name);
/* Whether an attribute (outside any namespace) has this name, and its
 * value ("" when empty). */
int nt_attr_is(const xmlAttr *a, const char *name);
const char *nt_attr_value(const xmlAttr *a);
/* The concatenated text of an element (its own text nodes, not its
 * children's); the caller frees with xmlFree. */
char *nt_text(const xmlNode *n);
/* First child element of our namespace named `name` (any name if NULL). */
xmlNode *nt_child(const xmlNode *n, const char *name);
xmlNode *nt_next_elem(const xmlNode *n);

#endif

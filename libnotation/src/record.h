/* A record as read: a compact tree of elements and text, built in an arena
 * by the reader (xmlin.c) or copied from a libxml2 tree (nt_tree_copy), and
 * read by the record source and the setup readers.
 *
 * Why not libxml2's own nodes: an element with its attributes takes about
 * 900 bytes there, some 80 here, and a record is held whole while it is
 * replayed; a compact tree keeps any record inside the reader's memory
 * bound (notation(1), LIMITS). */
#ifndef NT_RECORD_H
#define NT_RECORD_H

#include <libxml/tree.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "buf.h"
#include "str.h"

/* ------------------------------------------------------------- arena */

/* Blocks of memory handed out in order and taken back all at once or to a
 * mark: building and dropping a record costs no malloc per node. */
typedef struct nt_arena_block nt_arena_block;
typedef struct nt_arena {
    nt_arena_block *first, *cur;
    size_t used;           /* bytes handed out since the last release */
} nt_arena;

typedef struct nt_arena_mark {
    nt_arena_block *block;
    size_t off;
    size_t used;
} nt_arena_mark;

/* Zeroed memory aligned for any pointer; never NULL (aborts when out of
 * memory, like nt_xmalloc). */
void *nt_arena_alloc(nt_arena *a, size_t n);
/* The same, not zeroed: for what the caller sets whole at once. */
void *nt_arena_take(nt_arena *a, size_t n);
/* A copy of n bytes and a terminating NUL, unaligned. */
char *nt_arena_strndup(nt_arena *a, const char *s, size_t n);
nt_arena_mark nt_arena_mark_now(const nt_arena *a);
void nt_arena_release(nt_arena *a, nt_arena_mark m);
void nt_arena_free(nt_arena *a);

/* -------------------------------------------------------------- nodes */

typedef struct nt_node_attr {
    const char *name;      /* as written: "seat", or "xml:lang" */
    const char *value;
} nt_node_attr;

/* An attribute with a prefix (in some namespace): never one of ours. */
#define NT_ATTR_QUALIFIED(a) (strchr((a)->name, ':') != NULL)

enum {
    NT_NODE_OURS = 1,      /* an element in the notation's namespace */
    NT_NODE_USED = 2,      /* consumed by the replay (src_record.c) */
    NT_NODE_FOREIGN = 4,   /* an element in another namespace */
    NT_NODE_TEXT = 8       /* holds text other than blank space: set as
                              the tree is built, so that asking does not
                              walk the children (a <game> has thousands) */
};

typedef struct nt_node nt_node;
struct nt_node {
    const char *name;      /* an element's local name; NULL: text */
    const char *text;      /* a text node's content */
    nt_node *parent, *first, *next;
    nt_node_attr *attrs;
    uint32_t line;         /* where the element's '<' is (1-based) */
    uint16_t col;
    uint8_t nattrs;
    uint8_t flags;         /* NT_NODE_... */
};

/* Position of a node, or of its nearest element ancestor; 0 when none. */
void nt_node_pos(const nt_node *n, unsigned long *line, unsigned long *col);
/* An element of our namespace, optionally with this local name.  Inline,
 * as nt_attr: the replay asks several times an element (a call cost more
 * than the comparison of a short name). */
static inline int nt_is_elem(const nt_node *n, const char *name)
{
    return n && n->name && (n->flags & NT_NODE_OURS) &&
           (!name || nt_str_eq(n->name, name));
}
/* An element of any namespace. */
int nt_is_any_elem(const nt_node *n);
/* A text node. */
int nt_is_text(const nt_node *n);
/* The value of an unqualified attribute, or NULL. */
static inline const char *nt_attr(const nt_node *n, const char *name)
{
    for (int i = 0; i < n->nattrs; i++)
        if (nt_str_eq(n->attrs[i].name, name))
            return n->attrs[i].value;
    return NULL;
}
/* The element's own text (its text nodes joined, not its children's):
 * borrowed from the tree, or joined in `scratch`; "" when none. */
const char *nt_text(const nt_node *n, nt_buf *scratch);
/* Whether the element holds text other than blank space. */
int nt_has_text(const nt_node *n);
/* First child element of our namespace named `name` (any if NULL). */
nt_node *nt_child(const nt_node *n, const char *name);
/* The next sibling that is an element (of any namespace), or NULL. */
nt_node *nt_next_elem(const nt_node *n);
/* Clear the marks of a replay, for the next one. */
void nt_clear_used(nt_node *n);

/* A deep copy of a subtree into another arena (its own parent: NULL). */
nt_node *nt_node_copy(nt_arena *a, const nt_node *n);

/* A libxml2 subtree copied into the arena (tests, packed headers); the
 * positions are libxml2's lines, column 1. */
nt_node *nt_tree_copy(nt_arena *a, const xmlNode *x);

#endif

#include "record.h"

#include <stdlib.h>
#include <string.h>

#include "notation.h"
#include "str.h"

/* -------------------------------------------------------------- arena */

#define BLOCK (256 * 1024)
#define ALIGN (sizeof(void *))

struct nt_arena_block {
    nt_arena_block *next;
    size_t size, off;
    max_align_t data[];
};

static void *S_raw(nt_arena *a, size_t n, size_t align)
{
    nt_arena_block *b = a->cur;
    for (;;) {
        if (b) {
            size_t off = (b->off + align - 1) & ~(align - 1);
            if (off + n <= b->size) {
                b->off = off + n;
                a->used += n;
                return (char *)b->data + off;
            }
        }
        nt_arena_block *next = b ? b->next : a->first;
        if (next && next->size < n)
            next = NULL; /* a block too small for this: a new one */
        if (!next) {
            size_t size = n > BLOCK ? n : BLOCK;
            next = nt_xmalloc(sizeof *next + size);
            next->size = size;
            next->next = b ? b->next : a->first;
            if (b)
                b->next = next;
            else
                a->first = next;
        }
        next->off = 0;
        a->cur = b = next;
    }
}

void *nt_arena_alloc(nt_arena *a, size_t n)
{
    return memset(S_raw(a, n, ALIGN), 0, n);
}

void *nt_arena_take(nt_arena *a, size_t n)
{
    return S_raw(a, n, ALIGN);
}

char *nt_arena_strndup(nt_arena *a, const char *s, size_t n)
{
    char *p = S_raw(a, n + 1, 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

nt_arena_mark nt_arena_mark_now(const nt_arena *a)
{
    nt_arena_mark m = {a->cur, a->cur ? a->cur->off : 0, a->used};
    return m;
}

void nt_arena_release(nt_arena *a, nt_arena_mark m)
{
    a->cur = m.block;
    if (a->cur)
        a->cur->off = m.off;
    else if (a->first)
        a->first->off = 0, a->cur = NULL;
    a->used = m.used;
}

void nt_arena_free(nt_arena *a)
{
    for (nt_arena_block *b = a->first; b;) {
        nt_arena_block *next = b->next;
        free(b);
        b = next;
    }
    memset(a, 0, sizeof *a);
}

/* -------------------------------------------------------------- nodes */

void nt_node_pos(const nt_node *n, unsigned long *line, unsigned long *col)
{
    while (n && !n->name)
        n = n->parent;
    *line = n ? n->line : 0;
    *col = n ? n->col : 0;
}

int nt_is_any_elem(const nt_node *n)
{
    return n && n->name;
}

int nt_is_text(const nt_node *n)
{
    return n && !n->name;
}


const char *nt_text(const nt_node *n, nt_buf *scratch)
{
    const nt_node *only = NULL;
    int count = 0;
    for (const nt_node *c = n->first; c; c = c->next)
        if (!c->name) {
            only = c;
            count++;
        }
    if (count <= 1)
        return only ? only->text : "";
    nt_buf_clear(scratch);
    for (const nt_node *c = n->first; c; c = c->next)
        if (!c->name)
            nt_buf_puts(scratch, c->text);
    return nt_buf_str(scratch);
}

int nt_has_text(const nt_node *n)
{
    return (n->flags & NT_NODE_TEXT) != 0;
}

nt_node *nt_child(const nt_node *n, const char *name)
{
    for (nt_node *c = n->first; c; c = c->next)
        if (nt_is_elem(c, name))
            return c;
    return NULL;
}

nt_node *nt_next_elem(const nt_node *n)
{
    for (n = n ? n->next : NULL; n; n = n->next)
        if (n->name)
            return (nt_node *)n;
    return NULL;
}

void nt_clear_used(nt_node *n)
{
    for (; n; n = n->next) {
        n->flags &= (uint8_t)~NT_NODE_USED;
        if (n->first)
            nt_clear_used(n->first);
    }
}

/* --------------------------------------------------------- from libxml2 */

static void S_copy_attrs(nt_arena *a, nt_node *n, const xmlNode *x)
{
    int k = 0;
    for (const xmlAttr *at = x->properties; at && k < 255; at = at->next)
        k++;
    n->attrs = k ? nt_arena_alloc(a, (size_t)k * sizeof *n->attrs) : NULL;
    k = 0;
    for (const xmlAttr *at = x->properties; at && k < 255; at = at->next) {
        xmlChar *v = xmlNodeListGetString(x->doc, at->children, 1);
        const char *val = v ? (const char *)v : "";
        nt_buf qname = {0};
        if (at->ns && at->ns->prefix)
            nt_buf_printf(&qname, "%s:", (const char *)at->ns->prefix);
        nt_buf_puts(&qname, (const char *)at->name);
        n->attrs[k].name = nt_arena_strndup(a, qname.data, qname.len);
        n->attrs[k].value = nt_arena_strndup(a, val, strlen(val));
        nt_buf_free(&qname);
        xmlFree(v);
        k++;
    }
    n->nattrs = (uint8_t)k;
}

nt_node *nt_tree_copy(nt_arena *a, const xmlNode *x)
{
    if (!x)
        return NULL;
    nt_node *n = nt_arena_alloc(a, sizeof *n);
    if (x->type == XML_TEXT_NODE || x->type == XML_CDATA_SECTION_NODE) {
        const char *t = (const char *)x->content;
        n->text = nt_arena_strndup(a, t ? t : "", t ? strlen(t) : 0);
        return n;
    }
    n->name = nt_arena_strndup(a, (const char *)x->name,
                               strlen((const char *)x->name));
    n->line = (uint32_t)xmlGetLineNo(x);
    n->col = 1;
    if (x->ns && x->ns->href &&
        !strcmp((const char *)x->ns->href, NT_NAMESPACE))
        n->flags |= NT_NODE_OURS;
    else if (x->ns)
        n->flags |= NT_NODE_FOREIGN;
    S_copy_attrs(a, n, x);
    nt_node **tail = &n->first;
    for (const xmlNode *c = x->children; c; c = c->next) {
        if (c->type != XML_ELEMENT_NODE && c->type != XML_TEXT_NODE &&
            c->type != XML_CDATA_SECTION_NODE)
            continue;
        nt_node *k = nt_tree_copy(a, c);
        k->parent = n;
        if (!k->name && k->text[strspn(k->text, " \t\r\n")])
            n->flags |= NT_NODE_TEXT;
        *tail = k;
        tail = &k->next;
    }
    return n;
}

nt_node *nt_node_copy(nt_arena *a, const nt_node *n)
{
    if (!n)
        return NULL;
    nt_node *c = nt_arena_alloc(a, sizeof *c);
    *c = *n;
    c->parent = c->first = c->next = NULL;
    if (n->text)
        c->text = nt_arena_strndup(a, n->text, strlen(n->text));
    if (n->name)
        c->name = nt_arena_strndup(a, n->name, strlen(n->name));
    if (n->nattrs) {
        c->attrs = nt_arena_alloc(a, n->nattrs * sizeof *c->attrs);
        for (int i = 0; i < n->nattrs; i++) {
            const nt_node_attr *at = &n->attrs[i];
            c->attrs[i].name = nt_arena_strndup(a, at->name, strlen(at->name));
            c->attrs[i].value =
                nt_arena_strndup(a, at->value, strlen(at->value));
        }
    }
    nt_node **tail = &c->first;
    for (const nt_node *k = n->first; k; k = k->next) {
        nt_node *copy = nt_node_copy(a, k);
        copy->parent = c;
        *tail = copy;
        tail = &copy->next;
    }
    return c;
}

#include "record.h"

#include <string.h>

#include "notation.h"
#include "str.h"

nt_pos *nt_node_info(const xmlNode *n)
{
    while (n && n->type != XML_ELEMENT_NODE)
        n = n->parent;
    return n ? (nt_pos *)n->_private : NULL;
}

void nt_node_pos(const xmlNode *n, unsigned long *line, unsigned long *col)
{
    const nt_pos *pos = nt_node_info(n);
    *line = pos ? pos->line : 0;
    *col = pos ? pos->col : 0;
}

int nt_is_any_elem(const xmlNode *n)
{
    return n && n->type == XML_ELEMENT_NODE;
}

int nt_is_elem(const xmlNode *n, const char *name)
{
    if (!n || n->type != XML_ELEMENT_NODE)
        return 0;
    /* The reader notes the namespace once per element; a tree built
     * elsewhere is asked directly. */
    const nt_pos *pos = n->_private;
    if (pos ? !pos->ours
            : !n->ns || !n->ns->href ||
                  strcmp((const char *)n->ns->href, NT_NAMESPACE))
        return 0;
    return !name || nt_str_eq((const char *)n->name, name);
}

const char *nt_attr(const xmlNode *n, const char *name)
{
    for (const xmlAttr *a = n->properties; a; a = a->next)
        if (nt_attr_is(a, name))
            return nt_attr_value(a);
    return NULL;
}

int nt_attr_is(const xmlAttr *a, const char *name)
{
    return !a->ns && nt_str_eq((const char *)a->name, name);
}

const char *nt_attr_value(const xmlAttr *a)
{
    return a->children ? (const char *)a->children->content : "";
}

/* The element's own text, not its children's: a <note> inside a list of
 * cards is not part of the list. */
char *nt_text(const xmlNode *n)
{
    xmlChar *t = xmlStrdup((const xmlChar *)"");
    for (const xmlNode *c = n->children; c && t; c = c->next)
        if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE)
            t = xmlStrcat(t, c->content);
    return (char *)t;
}

xmlNode *nt_next_elem(const xmlNode *n)
{
    for (n = n ? n->next : NULL; n; n = n->next)
        if (n->type == XML_ELEMENT_NODE)
            return (xmlNode *)n;
    return NULL;
}

xmlNode *nt_child(const xmlNode *n, const char *name)
{
    for (xmlNode *c = n->children; c; c = c->next)
        if (nt_is_elem(c, name))
            return c;
    return NULL;
}

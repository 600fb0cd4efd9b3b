/* The loader's helpers: located errors, attributes, numbers, colours and
 * chips by name (data_load.h). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "data_load.h"

static int S_vfail(loader *L, long line, const char *kind, const char *fmt,
                   va_list ap)
{
    if (L->err.len)
        return -1;
    nt_buf_printf(&L->err, "%s:%ld:1: error[duel.data.%s]: ", L->name,
                  line > 0 ? line : 1L, kind);
    nt_buf_vprintf(&L->err, fmt, ap);
    return -1;
}

int dl_fail(loader *L, const xmlNode *at, const char *kind,
                  const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    S_vfail(L, at ? xmlGetLineNo(at) : 1L, kind, fmt, ap);
    va_end(ap);
    return -1;
}

int dl_fail_line(loader *L, long line, const char *kind, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    S_vfail(L, line, kind, fmt, ap);
    va_end(ap);
    return -1;
}

const char *dl_attr(const xmlNode *n, const char *name)
{
    for (const xmlAttr *a = n->properties; a; a = a->next)
        if (!a->ns && !strcmp((const char *)a->name, name) && a->children)
            return (const char *)a->children->content;
    return NULL;
}

int dl_is(const xmlNode *n, const char *name)
{
    return n && n->type == XML_ELEMENT_NODE &&
           !strcmp((const char *)n->name, name);
}

const xmlNode *dl_next(const xmlNode *n)
{
    while (n && n->type != XML_ELEMENT_NODE)
        n = n->next;
    return n;
}

/* Whole numbers separated by blanks, each within lo..hi. */
int dl_numbers(loader *L, const xmlNode *at, const char *attr, int lo,
                     int hi, int *out, int max)
{
    const char *p = dl_attr(at, attr);
    int n = 0;
    if (!p)
        return dl_fail(L, at, "missing", "<%s> needs %s=", at->name, attr);
    while (*p) {
        p += strspn(p, " \t\r\n");
        if (!*p)
            break;
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < lo || v > hi)
            return dl_fail(L, at, "range",
                          "%s=\"%s\": each number is %d to %d", attr,
                          dl_attr(at, attr), lo, hi);
        if (n == max)
            return dl_fail(L, at, "range", "%s= holds more than %d numbers",
                          attr, max);
        out[n++] = (int)v;
        p = end;
    }
    if (!n)
        return dl_fail(L, at, "missing", "%s= is empty", attr);
    return n;
}

int dl_number(loader *L, const xmlNode *at, const char *attr, int lo,
                    int hi, int *out)
{
    int v[2], n = dl_numbers(L, at, attr, lo, hi, v, 2);
    if (n < 0)
        return -1;
    if (n != 1)
        return dl_fail(L, at, "range", "%s= is one number", attr);
    *out = v[0];
    return 0;
}

int dl_colour(const char *s)
{
    for (int c = 0; s && c < DU_COLOURS; c++)
        if (!strcmp(s, du_colour_names[c]))
            return c;
    return -1;
}

/* "red-2": a chip kind of the data set, or -1. */
int dl_chip(const du_data *d, const char *s)
{
    const char *dash = s ? strrchr(s, '-') : NULL;
    if (!dash)
        return -1;
    char col[16];
    size_t n = (size_t)(dash - s);
    if (n >= sizeof col)
        return -1;
    memcpy(col, s, n);
    col[n] = 0;
    int c = dl_colour(col), v = atoi(dash + 1);
    for (int l = 0; c >= 0 && l < d->nlevels[c]; l++)
        if (d->value[c][l] == v)
            return DU_CHIP(c, l);
    return -1;
}

int dl_word(const xmlNode *n, const char *attr, const char *yes)
{
    const char *v = dl_attr(n, attr);
    return v && !strcmp(v, yes);
}


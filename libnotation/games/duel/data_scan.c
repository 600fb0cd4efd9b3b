/* A data set's bytes looked over before libxml2 parses them (data_load.h):
 * the limits the record reader keeps (attributes an element, depth) and a
 * count of elements, so that the tree the loader then builds stays small
 * and libxml2 never meets an element of thousands of attributes (its
 * check of their names costs the square of their number). */
#include <stdlib.h>
#include <string.h>

#include "data_load.h"

#define MAX_ATTRS 64
#define MAX_DEPTH 64
#define MAX_ELEMENTS 10000 /* the shipped data set holds about 200 */

typedef enum { IN_TEXT, IN_TAG, IN_QUOTE, IN_END, IN_SKIP } scan_state;

typedef struct scan {
    loader *L;
    unsigned long line, col;       /* of the byte being read */
    unsigned long tag_line, tag_col; /* of the '<' of the element read */
    scan_state state;
    char quote;
    const char *until;             /* IN_SKIP: what ends it ("-->") */
    int attrs, depth;
    long elements;
} scan;

static int S_limit(scan *s, const char *what)
{
    if (!s->L->err.len)
        nt_buf_printf(&s->L->err, "%s:%lu:%lu: error[notation.limit]: %s",
                      s->L->name, s->tag_line, s->tag_col, what);
    return -1;
}

/* A '<' at p in text: what it opens. */
static int S_open(scan *s, const char *p, const char *end)
{
    s->tag_line = s->line;
    s->tag_col = s->col;
    size_t left = (size_t)(end - p);
    static const struct { const char *start, *until; } skips[] = {
        {"<!--", "-->"}, {"<![CDATA[", "]]>"}, {"<?", "?>"}, {"<!", ">"}};
    for (size_t i = 0; i < sizeof skips / sizeof *skips; i++) {
        size_t n = strlen(skips[i].start);
        if (left >= n && !memcmp(p, skips[i].start, n)) {
            s->state = IN_SKIP;
            s->until = skips[i].until;
            return 0;
        }
    }
    if (left >= 2 && p[1] == '/') {
        s->state = IN_END;
        s->depth--;
        return 0;
    }
    if (++s->elements > MAX_ELEMENTS)
        return S_limit(s, "a data set of more than 10,000 elements");
    s->state = IN_TAG;
    s->attrs = 0;
    return 0;
}

/* One byte of a start tag. */
static int S_tag(scan *s, const char *p)
{
    switch (*p) {
    case '"':
    case '\'':
        s->quote = *p;
        s->state = IN_QUOTE;
        return 0;
    case '=':
        if (++s->attrs > MAX_ATTRS)
            return S_limit(s, "an element carries more than 64 attributes");
        return 0;
    case '>':
        s->state = IN_TEXT;
        if (p[-1] != '/' && ++s->depth > MAX_DEPTH)
            return S_limit(s, "the elements nest more than 64 deep");
        return 0;
    default:
        return 0;
    }
}

/* UTF-16 (a byte order mark, or a NUL among the first bytes): its
 * characters below 128 are those bytes with NULs beside them. */
static int S_utf16(const char *xml, size_t len)
{
    const unsigned char *u = (const unsigned char *)xml;
    return len >= 2 && ((u[0] == 0xFE && u[1] == 0xFF) ||
                        (u[0] == 0xFF && u[1] == 0xFE) || !u[0] || !u[1]);
}

static int S_scan(scan *s, const char *xml, size_t len);

int dl_scan(loader *L, const char *xml, size_t len)
{
    scan s = {L, 1, 1, 1, 1, IN_TEXT, 0, NULL, 0, 0, 0};
    if (!S_utf16(xml, len))
        return S_scan(&s, xml, len);
    /* Looked over with its NULs left out (a copy: a data set is at most a
     * few MB). */
    char *bytes = nt_xmalloc(len ? len : 1);
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        if (xml[i])
            bytes[n++] = xml[i];
    int rc = S_scan(&s, bytes, n);
    free(bytes);
    return rc;
}

static int S_scan(scan *s0, const char *xml, size_t len)
{
    scan s = *s0;
    const char *end = xml + len;
    for (const char *p = xml; p < end; p++) {
        int rc = 0;
        switch (s.state) {
        case IN_TEXT:
            if (*p == '<')
                rc = S_open(&s, p, end);
            break;
        case IN_TAG:
            rc = S_tag(&s, p);
            break;
        case IN_QUOTE:
            if (*p == s.quote)
                s.state = IN_TAG;
            break;
        case IN_END:
            if (*p == '>')
                s.state = IN_TEXT;
            break;
        case IN_SKIP: {
            size_t n = strlen(s.until);
            if ((size_t)(end - p) >= n && !memcmp(p, s.until, n)) {
                p += n - 1;
                s.state = IN_TEXT;
            }
            break;
        }
        }
        if (rc)
            return -1;
        if (*p == '\n') {
            s.line++;
            s.col = 1;
        } else {
            s.col++;
        }
    }
    return 0;
}

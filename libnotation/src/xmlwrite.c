/* The writer of xmlwrite.h.  What it mirrors of xmlTextWriter (indenting,
 * two spaces), from its observed behaviour (tests/check_xmlwrite.c holds
 * the two side by side):
 * - a start tag stands on a line of its own, indented by two spaces per
 *   element around it, even after text;
 * - the start tag of an element is closed by ">" and a line break when a
 *   child element starts, by ">" alone when text starts, by "/>" when the
 *   element ends without content;
 * - an end tag after a child's end tag is indented as its start tag; after
 *   text it follows the text; a line break follows every end tag;
 * - an attribute once the element has content is not written. */
#include "xmlwrite.h"

#include <libxml/entities.h>
#include <libxml/tree.h>
#include <stdlib.h>
#include <string.h>

enum { S_NAME, S_TEXT }; /* start tag open; content begun */

struct nt_xw_open {
    size_t name_at; /* in the writer's `names` */
    int state;
};

void nt_xw_init(nt_xw *w, nt_buf *out)
{
    memset(w, 0, sizeof *w);
    w->out = out;
}

void nt_xw_free(nt_xw *w)
{
    nt_buf_free(&w->names);
    free(w->open);
    if (w->scratch)
        xmlBufferFree(w->scratch);
    if (w->doc)
        xmlFreeDoc(w->doc);
    memset(w, 0, sizeof *w);
}

int nt_xw_depth(const nt_xw *w)
{
    return w->depth;
}

/* Room for `n` more bytes (and the buffer's closing NUL, which S_done
 * puts back): where they go.  The writer fills the buffer itself rather
 * than call nt_buf_add for every piece of a tag: that was a third of its
 * time. */
static char *S_room(nt_xw *w, size_t n)
{
    nt_buf *b = w->out;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1)
            cap *= 2;
        b->data = nt_xrealloc(b->data, cap);
        b->cap = cap;
    }
    return b->data + b->len;
}

/* The bytes up to `end` are written. */
static void S_done(nt_xw *w, char *end)
{
    w->out->len = (size_t)(end - w->out->data);
    *end = '\0';
}

static char *S_copy(char *d, const char *s, size_t n)
{
    memcpy(d, s, n);
    return d + n;
}

/* Two spaces for each element around the innermost one. */
static char *S_indent(nt_xw *w, char *d)
{
    for (int i = 1; i < w->depth; i++) {
        *d++ = ' ';
        *d++ = ' ';
    }
    return d;
}

/* Bytes, as they are. */
static void S_put(nt_xw *w, const char *s, size_t n)
{
    S_done(w, S_copy(S_room(w, n), s, n));
}

static nt_xw_open *S_top(nt_xw *w)
{
    return w->depth ? &w->open[w->depth - 1] : NULL;
}

static void S_push(nt_xw *w, const char *name, size_t n, int state)
{
    if (w->depth == w->cap) {
        w->cap = w->cap ? 2 * w->cap : 16;
        w->open = nt_xrealloc(w->open, (size_t)w->cap * sizeof *w->open);
    }
    nt_xw_open *o = &w->open[w->depth++];
    o->name_at = w->names.len;
    o->state = state;
    nt_buf_add(&w->names, name, n + 1);
}

void nt_xw_resume(nt_xw *w, const char *root, int has_content)
{
    S_push(w, root, strlen(root), has_content ? S_TEXT : S_NAME);
    w->doindent = has_content;
}

/* Bytes that neither libxml2's escaping of text nor that of attribute
 * values changes: printable ASCII but the markup characters (and the
 * apostrophe, to be safe).  Anything else is left to libxml2. */
static int S_plain(const char *s, size_t *len)
{
    const unsigned char *p = (const unsigned char *)s;
    for (; *p; p++)
        if (*p < 0x20 || *p > 0x7e || *p == '<' || *p == '>' || *p == '&' ||
            *p == '"' || *p == '\'')
            return 0;
    *len = (size_t)(p - (const unsigned char *)s);
    return 1;
}

/* What an attribute value is escaped with: an empty buffer, and a
 * document in UTF-8 as xmlTextWriter's is once its document has begun (in
 * a document that says no encoding, libxml2 would write every character
 * past ASCII as a reference). */
static void S_scratch(nt_xw *w)
{
    if (!w->scratch) {
        w->scratch = xmlBufferCreate();
        w->doc = xmlNewDoc(NULL);
        w->doc->encoding = xmlStrdup((const xmlChar *)"UTF-8");
    }
    xmlBufferEmpty(w->scratch);
}

void nt_xw_start(nt_xw *w, const char *name)
{
    nt_xw_open *top = S_top(w);
    size_t n = strlen(name);
    /* ">\n", the indentation and "<name". */
    char *d = S_room(w, 3 + 2 * (size_t)w->depth + n);
    if (top && top->state == S_NAME) {
        *d++ = '>';
        *d++ = '\n';
        top->state = S_TEXT;
    }
    S_push(w, name, n, S_NAME);
    d = S_indent(w, d);
    *d++ = '<';
    S_done(w, S_copy(d, name, n));
}

/* A value escaped as xmlTextWriter escapes an attribute's. */
static void S_attr_value(nt_xw *w, const char *value)
{
    size_t n;
    if (S_plain(value, &n)) {
        S_put(w, value, n);
        return;
    }
    S_scratch(w);
    xmlAttrSerializeTxtContent(w->scratch, w->doc, NULL,
                               (const xmlChar *)value);
    S_put(w, (const char *)xmlBufferContent(w->scratch),
          (size_t)xmlBufferLength(w->scratch));
}

void nt_xw_attr(nt_xw *w, const char *name, const char *value)
{
    nt_xw_open *top = S_top(w);
    if (!top || top->state != S_NAME)
        return;
    size_t n = strlen(name);
    char *d = S_room(w, n + 3);
    *d++ = ' ';
    d = S_copy(d, name, n);
    *d++ = '=';
    *d++ = '"';
    S_done(w, d);
    S_attr_value(w, value);
    S_put(w, "\"", 1);
}

void nt_xw_text(nt_xw *w, const char *text)
{
    nt_xw_open *top = S_top(w);
    size_t n;
    w->doindent = 0;
    if (!top) { /* outside every element: as it is */
        S_put(w, text, strlen(text));
        return;
    }
    if (top->state == S_NAME) {
        S_put(w, ">", 1);
        top->state = S_TEXT;
    }
    if (S_plain(text, &n)) {
        S_put(w, text, n);
        return;
    }
    xmlChar *esc = xmlEncodeSpecialChars(NULL, (const xmlChar *)text);
    if (esc)
        S_put(w, (const char *)esc, strlen((const char *)esc));
    xmlFree(esc);
}

void nt_xw_end(nt_xw *w)
{
    nt_xw_open *top = S_top(w);
    if (!top)
        return;
    const char *name = w->names.data + top->name_at;
    size_t n = w->names.len - top->name_at - 1;
    /* The indentation, "</name>" and "\n". */
    char *d = S_room(w, 2 * (size_t)w->depth + n + 4);
    if (top->state == S_NAME) {
        *d++ = '/';
        *d++ = '>';
    } else {
        if (w->doindent)
            d = S_indent(w, d);
        *d++ = '<';
        *d++ = '/';
        d = S_copy(d, name, n);
        *d++ = '>';
    }
    *d++ = '\n';
    S_done(w, d);
    w->doindent = 1;
    nt_buf_truncate(&w->names, top->name_at);
    w->depth--;
}

void nt_xw_element(nt_xw *w, const char *name, const char *text)
{
    nt_xw_start(w, name);
    if (text)
        nt_xw_text(w, text);
    nt_xw_end(w);
}

/* The bytes themselves (xmlin_internal.h): each chunk is looked at before
 * libxml2, to tell a packed file or blank space only, and to count a start
 * tag's attributes before libxml2 parses them (it compares each with all
 * the others: quadratic in their number); and where a start tag began, in
 * the parser's buffer. */
#define _GNU_SOURCE /* memrchr */
#include <string.h>

#include "xmlin_internal.h"

/* The bytes of a start tag the scan acts on. */
static const unsigned char S_in_tag[256] = {
    ['>'] = 1, ['"'] = 1, ['\''] = 1, ['='] = 1};

/* One byte of markup; returns -1 when an element has too many
 * attributes.  The text between tags is skipped by the caller. */
static int S_scan_byte(nt_xmlin *x, char c)
{
    switch (x->scan) {
    case SC_LT:
        x->scan = c == '!' ? SC_BANG : c == '?' ? SC_PI : SC_TAG;
        x->attrs = x->run = 0;
        return 0;
    case SC_TAG:
        if (c == '>')
            x->scan = SC_TEXT;
        else if (c == '"' || c == '\'')
            x->scan = SC_QUOTE, x->quote = c;
        else if (c == '=' && ++x->attrs > MAX_ATTRS)
            return -1;
        return 0;
    case SC_QUOTE:
        if (c == x->quote)
            x->scan = SC_TAG;
        return 0;
    case SC_BANG: /* <!-- a comment, <![CDATA[ text, <!DOCTYPE */
        x->scan = c == '-' ? SC_COMMENT : c == '[' ? SC_CDATA : SC_DECL;
        x->run = 0;
        return 0;
    case SC_COMMENT: /* ends with --> */
        x->scan = c == '>' && x->run >= 2 ? SC_TEXT : SC_COMMENT;
        x->run = c == '-' ? x->run + 1 : 0;
        return 0;
    case SC_CDATA: /* ends with ]]> */
        x->scan = c == '>' && x->run >= 2 ? SC_TEXT : SC_CDATA;
        x->run = c == ']' ? x->run + 1 : 0;
        return 0;
    case SC_PI: /* ends with ?> */
        x->scan = c == '>' && x->run ? SC_TEXT : SC_PI;
        x->run = c == '?';
        return 0;
    case SC_DECL:
        if (c == '>')
            x->scan = SC_TEXT;
        return 0;
    }
    return 0;
}

/* Look at a chunk before libxml2 does: is it more than blank space, and
 * does a start tag in it carry more attributes than any record uses? */
int nt_xmlin_look(nt_xmlin *x, const char *data, size_t n)
{
    if (!x->any && n >= 4 && !memcmp(data, "NTPK", 4))
        x->packed = 1;
    x->any |= n > 0;
    for (size_t i = 0; !x->nonblank && i < n; i++)
        x->nonblank = !strchr(" \t\r\n", data[i]) || !data[i];
    const char *p = data, *end = data + n;
    /* The common states in local variables, one tight loop each: text
     * and quoted values skipped with memchr, a tag's bytes through a
     * table; the rare ones (comments, declarations) byte by byte. */
    int scan = x->scan, attrs = x->attrs, too_many = 0;
    while (p < end && !too_many) {
        if (scan == SC_TEXT) {
            const char *to = memchr(p, '<', (size_t)(end - p));
            if (!to)
                break;
            scan = SC_LT;
            p = to + 1;
        } else if (scan == SC_QUOTE) {
            const char *to = memchr(p, x->quote, (size_t)(end - p));
            if (!to)
                break;
            scan = SC_TAG;
            p = to + 1;
        } else if (scan == SC_TAG) {
            while (p < end && !S_in_tag[(unsigned char)*p])
                p++;
            if (p == end)
                break;
            char c = *p++;
            if (c == '>')
                scan = SC_TEXT;
            else if (c == '=')
                too_many = ++attrs > MAX_ATTRS;
            else
                scan = SC_QUOTE, x->quote = c;
        } else {
            x->scan = scan;
            x->attrs = attrs;
            S_scan_byte(x, *p++);
            scan = x->scan;
            attrs = x->attrs;
        }
    }
    x->scan = scan;
    x->attrs = attrs;
    if (too_many) {
        unsigned long line = x->ctxt->input ? (unsigned long)
                                                  x->ctxt->input->line
                                            : 0;
        nt_buf msg = {0};
        nt_buf_printf(&msg, "an element carries more than %d attributes "
                            "(near line %lu): no record needs as many",
                      MAX_ATTRS, line);
        nt_xmlin_limit(x, line, 1, nt_buf_str(&msg));
        nt_buf_free(&msg);
        return -1;
    }
    return 0;
}

/* -------------------------------------------------- where a tag began */

/* Whether bytes [p, end) are one line of ASCII (1) or not (0).  Eight bytes
 * at a time: this runs over every start tag. */
static int S_plain_line(const xmlChar *p, const xmlChar *end)
{
    if (memchr(p, '\n', (size_t)(end - p)))
        return 0;
    uint64_t high = 0;
    for (; end - p >= 8; p += 8) {
        uint64_t w;
        memcpy(&w, p, sizeof w);
        high |= w;
    }
    for (; p < end; p++)
        high |= *p;
    return (high & 0x8080808080808080u) ? 0 : 1;
}

/* Where the start tag being reported began.  The parser stands at the end
 * of the tag; the tag's '<' is the last one before it, since '<' cannot
 * appear raw inside a tag. */
void nt_xmlin_tag_position(xmlParserCtxtPtr ctxt, unsigned long *line,
                           unsigned long *col)
{
    xmlParserInputPtr in = ctxt->input;
    const xmlChar *cur = in->cur, *base = in->base, *lt = cur;
    unsigned long nl = 0, cont = 0;
    *line = (unsigned long)in->line;
    *col = (unsigned long)in->col;
    /* Back to '<', then count the line breaks and UTF-8 continuation
     * bytes in between (libxml2 counts columns in characters); a tag is
     * nearly always one line of ASCII, which one pass tells. */
    lt = memrchr(base, '<', (size_t)(cur - base) + (cur < in->end));
    if (!lt)
        return;
    if (S_plain_line(lt, cur) == 0) {
        for (const xmlChar *q = lt; q < cur; q++) {
            nl += *q == '\n';
            cont += (*q & 0xC0) == 0x80;
        }
    }
    if (*lt != '<')
        return;
    unsigned long chars = (unsigned long)(cur - lt) - cont;
    *line = (unsigned long)in->line - nl;
    if (!nl) {
        *col = (unsigned long)in->col > chars ? (unsigned long)in->col - chars
                                              : 1;
        return;
    }
    const xmlChar *ls = lt;
    while (ls > base && ls[-1] != '\n')
        ls--;
    if (ls == base && in->consumed != 0) {
        *col = 1; /* the line began before what the parser still holds */
        return;
    }
    chars = 0;
    for (const xmlChar *q = ls; q < lt; q++)
        if ((*q & 0xC0) != 0x80)
            chars++;
    *col = chars + 1;
}

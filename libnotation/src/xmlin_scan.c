/* The bytes themselves (xmlin_internal.h): each chunk is looked at before
 * libxml2, to tell a packed file or blank space only, and to count a start
 * tag's attributes before libxml2 parses them (it compares each with all
 * the others: quadratic in their number); and where a start tag began, in
 * the parser's buffer. */
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h> /* in every x86-64 */
#endif

#include "xmlin_internal.h"

/* One byte of markup in one of the rare states (after '<', inside a
 * comment, a CDATA section, a processing instruction or a declaration). */
static void S_scan_byte(nt_scan *s, char c)
{
    switch (s->scan) {
    case SC_LT:
        s->scan = c == '!' ? SC_BANG : c == '?' ? SC_PI : SC_TAG;
        s->attrs = s->run = 0;
        return;
    case SC_BANG: /* <!-- a comment, <![CDATA[ text, <!DOCTYPE */
        s->scan = c == '-' ? SC_COMMENT : c == '[' ? SC_CDATA : SC_DECL;
        s->run = 0;
        return;
    case SC_COMMENT: /* ends with --> */
        s->scan = c == '>' && s->run >= 2 ? SC_TEXT : SC_COMMENT;
        s->run = c == '-' ? s->run + 1 : 0;
        return;
    case SC_CDATA: /* ends with ]]> */
        s->scan = c == '>' && s->run >= 2 ? SC_TEXT : SC_CDATA;
        s->run = c == ']' ? s->run + 1 : 0;
        return;
    case SC_PI: /* ends with ?> */
        s->scan = c == '>' && s->run ? SC_TEXT : SC_PI;
        s->run = c == '?';
        return;
    case SC_DECL:
        if (c == '>')
            s->scan = SC_TEXT;
        return;
    }
}

/* One byte that matters in a common state (text, a tag, a quoted value):
 * '<', '>', a quote or '='; the others leave these states as they are.
 * Returns 1 when an element has too many attributes. */
static int S_mark(nt_scan *s, char c)
{
    switch (s->scan) {
    case SC_TEXT:
        if (c == '<')
            s->scan = SC_LT;
        return 0;
    case SC_QUOTE:
        if (c == s->quote)
            s->scan = SC_TAG;
        return 0;
    case SC_TAG:
        if (c == '>')
            s->scan = SC_TEXT;
        else if (c == '"' || c == '\'')
            s->scan = SC_QUOTE, s->quote = c;
        else if (c == '=')
            return ++s->attrs > MAX_ATTRS;
        return 0;
    }
    return 0;
}

static int S_common(int scan)
{
    return scan == SC_TEXT || scan == SC_TAG || scan == SC_QUOTE;
}

/* The bytes that matter in the common states. */
static const unsigned char S_marks[256] = {
    ['<'] = 1, ['>'] = 1, ['"'] = 1, ['\''] = 1, ['='] = 1};

/* Byte by byte, from p to end; returns where it stopped (end, or just
 * past the '=' of one attribute too many) and sets *too_many. */
static const char *S_scan_bytes(nt_scan *s, const char *p, const char *end,
                                int *too_many)
{
    while (p < end) {
        char c = *p++;
        if (!S_common(s->scan))
            S_scan_byte(s, c);
        else if (S_marks[(unsigned char)c] && S_mark(s, c)) {
            *too_many = 1;
            break;
        }
    }
    return p;
}

#if defined(__SSE2__)
/* Which of the 16 bytes at p matter in the common states, as bits. */
static unsigned S_marks16(const char *p)
{
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)p);
    __m128i m = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('<')),
                     _mm_cmpeq_epi8(v, _mm_set1_epi8('>'))),
        _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')),
                                  _mm_cmpeq_epi8(v, _mm_set1_epi8('\''))),
                     _mm_cmpeq_epi8(v, _mm_set1_epi8('='))));
    return (unsigned)_mm_movemask_epi8(m);
}

/* Sixteen bytes at a time while the scan is in a common state: only the
 * bytes that matter are looked at, a block's mask used for all of them.
 * The byte after a '<' is taken at once, as S_scan_byte would; a rare
 * state goes on byte by byte.  Returns where it stopped: fewer than 16
 * bytes before end, or where an attribute was one too many. */
static const char *S_scan_wide(nt_scan *s, const char *p, const char *end,
                               int *too_many)
{
    /* The common states' variables in registers: this runs over every
     * byte of a file. */
    int scan = s->scan, quote = s->quote, attrs = s->attrs;
    while (end - p >= 16) {
        if (scan != SC_TEXT && scan != SC_TAG && scan != SC_QUOTE) {
            s->scan = scan, s->attrs = attrs;
            S_scan_byte(s, *p++);
            scan = s->scan, attrs = s->attrs;
            continue;
        }
        unsigned m = S_marks16(p);
        const char *next = p + 16;
        while (m) {
            int i = __builtin_ctz(m);
            m &= m - 1;
            char c = p[i];
            if (scan == SC_TAG) {
                if (c == '>')
                    scan = SC_TEXT;
                else if (c == '"' || c == '\'')
                    scan = SC_QUOTE, quote = c;
                else if (c == '=' && ++attrs > MAX_ATTRS) {
                    *too_many = 1;
                    next = p + i + 1;
                    break;
                }
            } else if (scan == SC_QUOTE) {
                if (c == quote)
                    scan = SC_TAG;
            } else if (c == '<') { /* SC_TEXT: the byte after it decides */
                if (i == 15) {
                    scan = SC_LT;
                    break;
                }
                char d = p[i + 1];
                m &= ~(1u << (i + 1));
                attrs = 0;
                if (d == '!' || d == '?') {
                    scan = SC_LT;
                    next = p + i + 1;
                    break;
                }
                scan = SC_TAG;
            }
        }
        p = next;
        if (*too_many)
            break;
    }
    s->scan = scan, s->quote = quote, s->attrs = attrs;
    return p;
}
#endif

int nt_scan_markup(nt_scan *s, const char *data, size_t n, int wide)
{
    const char *p = data, *end = data + n;
    int too_many = 0;
#if defined(__SSE2__)
    if (wide)
        p = S_scan_wide(s, p, end, &too_many);
#else
    (void)wide;
#endif
    if (!too_many)
        S_scan_bytes(s, p, end, &too_many);
    return too_many;
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
    nt_scan s = {x->scan, x->quote, x->attrs, x->run};
    int too_many = nt_scan_markup(&s, data, n, 1);
    x->scan = s.scan;
    x->quote = s.quote;
    x->attrs = s.attrs;
    x->run = s.run;
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

/* Whether byte b would keep a tag from being one line of ASCII. */
static int S_unplain(unsigned char b)
{
    return b == '\n' || (b & 0x80);
}

/* From q back to base, byte by byte; `cur` itself is not checked. */
static const unsigned char *S_tag_start_bytes(const unsigned char *base,
                                              const unsigned char *cur,
                                              const unsigned char *q,
                                              int *plain)
{
    while (q > base) {
        q--;
        if (*q == '<')
            return q;
        if (q < cur && S_unplain(*q))
            *plain = 0;
    }
    return NULL;
}

#if defined(__SSE2__)
/* The same, 16 bytes at a time while 16 are left. */
static const unsigned char *S_tag_start_wide(const unsigned char *base,
                                             const unsigned char *cur,
                                             const unsigned char **q,
                                             int *plain)
{
    const __m128i lt = _mm_set1_epi8('<'), nl = _mm_set1_epi8('\n');
    while (*q - base >= 16) {
        const unsigned char *b = *q - 16;
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)b);
        unsigned lts = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, lt));
        unsigned bad = (unsigned)_mm_movemask_epi8(
            _mm_or_si128(_mm_cmpeq_epi8(v, nl), v)); /* '\n' or high bit */
        if (*q > cur) /* the byte at cur is not the tag's */
            bad &= ~(1u << (cur - b));
        if (lts) {
            int i = 31 - __builtin_clz(lts);
            if (bad >> i)
                *plain = 0;
            return b + i;
        }
        if (bad)
            *plain = 0;
        *q = b;
    }
    return NULL;
}
#endif

const unsigned char *nt_scan_tag_start(const unsigned char *base,
                                       const unsigned char *cur,
                                       const unsigned char *stop, int *plain,
                                       int wide)
{
    const unsigned char *q = stop, *lt = NULL;
    *plain = 1;
#if defined(__SSE2__)
    if (wide && (lt = S_tag_start_wide(base, cur, &q, plain)) != NULL)
        return lt;
#else
    (void)wide;
#endif
    return S_tag_start_bytes(base, cur, q, plain);
}

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
    int plain;
    lt = nt_scan_tag_start(base, cur, cur + (cur < in->end), &plain, 1);
    if (!lt)
        return;
    if (!plain) {
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

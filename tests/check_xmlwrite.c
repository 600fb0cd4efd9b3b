/* The writer of our own (xmlwrite.h) against libxml2's xmlTextWriter, as
 * the canonical form sets it up (xmlout.h): random sequences of the same
 * calls, with names and texts that need every kind of escaping, must make
 * the same bytes, whether our writer writes the whole document or takes
 * over one that xmlTextWriter began (what unpack does after a record's
 * setup). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"
#include "xmlout.h"
#include "xmlwrite.h"

static const char *const S_names[] = {"game", "turn", "a", "chip-draw",
                                      "note", "x"};
/* Plain, markup, white space and other characters (UTF-8 of two, three
 * and four bytes, a control character). */
static const char *const S_texts[] = {
    "",      "plain", "7",      "a b",   "<",       ">",        "&",
    "\"",    "'",     "\n",     "\r",    "\t",      "\xc3\xa9", "\xe2\x82\xac",
    "]]>",   "&amp;", "\x01",   "x y\n", "\xf0\x9f\x98\x80",     "=",
    "a\"b<c"};

#define COUNT(a) (sizeof(a) / sizeof(a)[0])

typedef struct pair {
    xmlTextWriterPtr lx; /* libxml2's, or NULL once ours took over */
    xmlBufferPtr lbuf;
    nt_xw ours;
    nt_buf obuf;
    int ours_on;
} pair;

/* A text of one to three pieces. */
static const char *S_text(nt_rng *r, char *buf, size_t size)
{
    buf[0] = 0;
    int n = 1 + (int)nt_rng_below(r, 3);
    for (int i = 0; i < n; i++)
        strncat(buf, S_texts[nt_rng_below(r, COUNT(S_texts))],
                size - strlen(buf) - 1);
    return buf;
}

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

/* One random call, to both writers (to libxml2's only while ours is not
 * on, to ours only once it is). */
static void S_step(pair *p, nt_rng *r, int *depth)
{
    char text[64];
    const char *name = S_names[nt_rng_below(r, COUNT(S_names))];
    int op = (int)nt_rng_below(r, 10);
    if (op <= 2 || *depth == 0) {
        if (p->ours_on)
            nt_xw_start(&p->ours, name);
        else
            xmlTextWriterStartElement(p->lx, X(name));
        ++*depth;
    } else if (op <= 5) {
        S_text(r, text, sizeof text);
        if (p->ours_on)
            nt_xw_attr(&p->ours, name, text);
        else
            xmlTextWriterWriteAttribute(p->lx, X(name), X(text));
    } else if (op == 6) {
        S_text(r, text, sizeof text);
        if (p->ours_on)
            nt_xw_text(&p->ours, text);
        else
            xmlTextWriterWriteString(p->lx, X(text));
    } else if (op == 7) {
        S_text(r, text, sizeof text);
        if (p->ours_on)
            nt_xw_element(&p->ours, name, text);
        else
            xmlTextWriterWriteElement(p->lx, X(name), X(text));
    } else {
        if (p->ours_on)
            nt_xw_end(&p->ours);
        else
            xmlTextWriterEndElement(p->lx);
        --*depth;
    }
}

/* The document libxml2 alone writes for `seed`; then ours from the
 * start; then libxml2's up to the root's first content, ours after. */
/* libxml2's writer into a new buffer, the document and <root> begun. */
static pair S_libxml2_begin(void)
{
    xmlBufferPtr b = xmlBufferCreate();
    xmlTextWriterPtr w = nt_xml_writer_buffer(b);
    xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL);
    xmlTextWriterStartElement(w, X("root"));
    return (pair){w, b, {0}, {0}, 0};
}

/* The document libxml2's writer ends, as a string (the writer gone). */
static char *S_libxml2_end(pair *p)
{
    xmlTextWriterEndDocument(p->lx);
    xmlFreeTextWriter(p->lx);
    char *s = strdup((const char *)xmlBufferContent(p->lbuf));
    xmlBufferFree(p->lbuf);
    return s;
}

static char *S_libxml2_alone(unsigned seed, int steps)
{
    nt_rng r;
    nt_rng_seed(&r, seed);
    pair p = S_libxml2_begin();
    int depth = 1;
    for (int i = 0; i < steps && depth > 0; i++)
        S_step(&p, &r, &depth);
    return S_libxml2_end(&p);
}

/* Ours takes over after `handover` calls (0: at once after the root's
 * start tag), as unpack does: libxml2's bytes flushed, its state told. */
static char *S_handed_over(unsigned seed, int steps, int handover)
{
    nt_rng r;
    nt_rng_seed(&r, seed);
    pair p = S_libxml2_begin();
    xmlTextWriterPtr w = p.lx;
    xmlBufferPtr b = p.lbuf;
    int depth = 1, i = 0, handed = 0;
    xmlTextWriterFlush(w);
    size_t head = (size_t)xmlBufferLength(b);
    for (; i < steps && depth > 0; i++) {
        if (i >= handover && depth == 1) {
            xmlTextWriterFlush(w);
            size_t n = (size_t)xmlBufferLength(b);
            const char *c = (const char *)xmlBufferContent(b);
            /* What unpack can tell: content began, ended by an end tag. */
            int content = n > head;
            handed =
                !content || (n >= 2 && c[n - 2] == '>' && c[n - 1] == '\n');
            if (handed)
                break;
        }
        S_step(&p, &r, &depth);
    }
    if (!handed)
        return S_libxml2_end(&p);
    xmlTextWriterFlush(w);
    nt_buf_add(&p.obuf, xmlBufferContent(b), (size_t)xmlBufferLength(b));
    int content = (size_t)xmlBufferLength(b) > head;
    xmlFreeTextWriter(w);
    xmlBufferFree(b);
    nt_xw_init(&p.ours, &p.obuf);
    nt_xw_resume(&p.ours, "root", content);
    p.ours_on = 1;
    for (; i < steps && depth > 0; i++)
        S_step(&p, &r, &depth);
    while (nt_xw_depth(&p.ours) > 0)
        nt_xw_end(&p.ours);
    nt_xw_free(&p.ours);
    return nt_buf_take(&p.obuf);
}

static char *S_ours_alone(unsigned seed, int steps)
{
    nt_rng r;
    nt_rng_seed(&r, seed);
    pair p = {NULL, NULL, {0}, {0}, 1};
    nt_buf_puts(&p.obuf, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    nt_xw_init(&p.ours, &p.obuf);
    int depth = 0;
    nt_xw_start(&p.ours, "root");
    depth++;
    for (int i = 0; i < steps && depth > 0; i++)
        S_step(&p, &r, &depth);
    while (nt_xw_depth(&p.ours) > 0)
        nt_xw_end(&p.ours);
    nt_xw_free(&p.ours);
    return nt_buf_take(&p.obuf);
}

START_TEST(the_same_bytes_as_xmltextwriter)
{
    for (unsigned seed = 1; seed <= 400; seed++) {
        int steps = 1 + (int)(seed % 60);
        char *want = S_libxml2_alone(seed, steps);
        char *ours = S_ours_alone(seed, steps);
        ck_assert_msg(!strcmp(want, ours),
                      "seed %u:\n--- xmlTextWriter\n%s--- ours\n%s", seed,
                      want, ours);
        for (int h = 0; h < 8; h += 3) {
            char *handed = S_handed_over(seed, steps, h);
            ck_assert_msg(!strcmp(want, handed),
                          "seed %u, handed over after %d:\n--- "
                          "xmlTextWriter\n%s--- ours\n%s",
                          seed, h, want, handed);
            free(handed);
        }
        free(want);
        free(ours);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("xmlwrite");
    TCase *t = tcase_create("bytes");
    tcase_add_test(t, the_same_bytes_as_xmltextwriter);
    suite_add_tcase(s, t);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* The reader on two threads (libnotation/src/xmlin_pipe.c): a file is
 * parsed on one thread while its records are checked on the caller's, and
 * with --schema every other record's RELAX NG check is made on the
 * caller's thread.  What it says must be what one thread says: a file read
 * from memory is read on one, so each test reads the same bytes both ways
 * and compares every record, every diagnostic, in order. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support.h"

/* Every record as the reader reports it, one line each. */
static int S_log(const nt_record *r, void *user)
{
    FILE *out = user;
    fprintf(out, "record %lu line %lu valid %d steps %ld actions %ld %s\n",
            r->index, r->line, r->valid, r->steps, r->actions,
            r->summary ? r->summary : "-");
    for (size_t i = 0; i < r->ndiag; i++)
        fprintf(out, "  %lu:%lu [%s] %s\n", r->diag[i].line, r->diag[i].col,
                r->diag[i].rule, r->diag[i].message);
    return 0;
}

typedef struct way {
    int schema, keep_going;
    unsigned long record;
} way;

/* What the reader says of `xml`, read from a file (two threads) or from
 * memory (one); the caller frees it. */
static char *S_read(const char *xml, const way *w, int from_file)
{
    char *text = NULL;
    size_t n = 0;
    FILE *out = open_memstream(&text, &n);
    nt_options o;
    nt_options_init(&o);
    o.schema = w->schema;
    o.keep_going = w->keep_going;
    o.record = w->record;
    o.on_record = S_log;
    o.user = out;
    char *err = NULL;
    nt_reader *rd = nt_reader_new(&o, &err);
    ck_assert_msg(rd != NULL, "%s", err ? err : "reader");
    int rc;
    if (from_file) {
        char path[] = "/tmp/check_reader_XXXXXX";
        int fd = mkstemp(path);
        ck_assert_int_ge(fd, 0);
        ck_assert_int_eq(write(fd, xml, strlen(xml)), (ssize_t)strlen(xml));
        close(fd);
        rc = nt_reader_file(rd, path);
        unlink(path);
    } else {
        rc = nt_reader_memory(rd, "mem.xml", xml, strlen(xml));
    }
    fprintf(out, "rc %d\n", rc);
    nt_reader_free(rd);
    fclose(out);
    return text;
}

/* Both ways, every option: the same words. */
static void S_same(const char *xml, unsigned long record)
{
    static const way ways[] = {{0, 0, 0}, {0, 1, 0}, {1, 0, 0}, {1, 1, 0}};
    for (size_t i = 0; i < sizeof ways / sizeof ways[0]; i++) {
        way w = ways[i];
        w.record = record;
        char *one = S_read(xml, &w, 0), *two = S_read(xml, &w, 1);
        /* The file's name differs: memory's "mem.xml" is in no line. */
        ck_assert_msg(!strcmp(one, two),
                      "schema %d keep-going %d record %lu:\none thread:\n%s\n"
                      "two threads:\n%s",
                      w.schema, w.keep_going, record, one, two);
        free(one);
        free(two);
    }
}

/* The <game> elements of `n` generated games as one collection, each
 * passed through `edit` (may be NULL) with its 1-based index. */
static char *S_collection(int n, char *(*edit)(char *game, int index))
{
    char *doc = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&doc, &len);
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<games xmlns=\"urn:libnotation:1\">\n",
          out);
    for (int i = 1; i <= n; i++) {
        size_t gn;
        static const char *const games[] = {"castel", "quacks",
                                            "quacks-duel"};
        static const int seats[] = {4, 3, 1}; /* how many player counts */
        int k = i % 3;
        char *g = T_generate(games[k], 2 + (i / 3) % seats[k], (uint64_t)i,
                             0, i % 4 == 0, &gn);
        char *body = strdup(strstr(g, "<game "));
        char *ns = strstr(body, " xmlns=\"urn:libnotation:1\"");
        memmove(ns, ns + 26, strlen(ns + 26) + 1);
        if (edit)
            body = edit(body, i);
        fputs(body, out);
        free(body);
        free(g);
    }
    fputs("</games>\n", out);
    fclose(out);
    return doc;
}

/* Text inserted after the first occurrence of `after` in s (realloc'd). */
static char *S_insert(char *s, const char *after, const char *text)
{
    char *at = strstr(s, after);
    if (!at)
        return s;
    size_t off = (size_t)(at - s) + strlen(after), n = strlen(s);
    s = realloc(s, n + strlen(text) + 1);
    memmove(s + off + strlen(text), s + off, n - off + 1);
    memcpy(s + off, text, strlen(text));
    return s;
}

/* Faults the schema and the rules both see, in records read as they come
 * and in records whose schema check waits for the caller's thread (every
 * other one), with notes and a stray element between records; record 13
 * repeats an attribute, which is not XML: the file stops there. */
static char *S_faults(char *g, int i)
{
    switch (i % 7) {
    case 1: return S_insert(g, "</setup>", "<junk/>");
    case 2: return S_insert(g, "<setup", " lang=\"fr\"");
    case 3: return S_insert(g, "</setup>", "<note>a note</note>");
    case 4: return S_insert(g, "</game>", "<junk xmlns=\"urn:other\"/>");
    case 5: return S_insert(g, "<setup", " seats=\"9\"");
    case 6: return i == 13 ? S_insert(g, "<setup", " players=\"9\"") : g;
    default: return g;
    }
}

START_TEST(two_threads_say_what_one_says)
{
    char *doc = S_collection(40, NULL);
    S_same(doc, 0);
    free(doc);
}
END_TEST

START_TEST(two_threads_say_the_same_faults)
{
    char *doc = S_collection(40, S_faults);
    S_same(doc, 0);
    free(doc);
}
END_TEST

START_TEST(a_stop_reads_nothing_after_it)
{
    /* --record 5 stops the file; what follows is malformed, and must not
     * be said. */
    char *doc = S_collection(9, S_faults), *bad = NULL;
    *strstr(doc, "</games>") = '\0';
    if (asprintf(&bad, "%s<game rules=\"castel\" <<<", doc) < 0)
        abort();
    S_same(bad, 5);
    free(bad);
    free(doc);
}
END_TEST

START_TEST(a_file_cut_short_is_told_after_its_records)
{
    char *doc = S_collection(20, S_faults);
    doc[strlen(doc) * 3 / 4] = '\0';
    S_same(doc, 0);
    free(doc);
}
END_TEST

/* A record cut short names the element it stops in and where that
 * element opened, on either thread (libxml2 alone says "Extra content at
 * the end of the document"). */
START_TEST(a_record_cut_short_names_the_element_it_stops_in)
{
    static const char doc[] =
        "<game xmlns=\"urn:libnotation:1\" rules=\"castel\" version=\"1\">\n"
        "  <setup players=\"2\"/>\n"
        "  <deal>\n"
        "    <hand seat=\"1\">roi reine";
    for (int file = 0; file < 2; file++) {
        way w = {0, 0, 0};
        char *said = S_read(doc, &w, file);
        ck_assert_msg(strstr(said, "[notation.xml] the file ends inside "
                                   "<hand> opened at line 4: it is cut "
                                   "short") != NULL,
                      "%s", said);
        free(said);
    }
}
END_TEST

START_TEST(every_record_is_told_in_order)
{
    way w = {1, 1, 0};
    char *doc = S_collection(12, S_faults), *tail = S_collection(38, NULL);
    /* 50 records, none past the 12th repeating an attribute. */
    *strstr(doc, "</games>") = '\0';
    char *all = NULL;
    if (asprintf(&all, "%s%s", doc, strstr(tail, "<game ")) < 0)
        abort();
    free(doc);
    free(tail);
    doc = all;
    char *two = S_read(doc, &w, 1);
    /* A problem between records is told as part of the record being read
     * (the stray element before record 5 of every 7): indices never go
     * back, and every record is told. */
    unsigned long last = 0, k, records = 0;
    for (const char *p = two; p; p = strchr(p, '\n'), p = p ? p + 1 : p)
        if (sscanf(p, "record %lu", &k) == 1) {
            ck_assert_uint_ge(k, last);
            records += k != last;
            last = k;
        }
    ck_assert_uint_eq(last, 50);
    ck_assert_uint_eq(records, 50);
    free(two);
    free(doc);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("reader");
    TCase *tc = tcase_create("two threads");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, two_threads_say_what_one_says);
    tcase_add_test(tc, two_threads_say_the_same_faults);
    tcase_add_test(tc, a_stop_reads_nothing_after_it);
    tcase_add_test(tc, a_file_cut_short_is_told_after_its_records);
    tcase_add_test(tc, every_record_is_told_in_order);
    tcase_add_test(tc, a_record_cut_short_names_the_element_it_stops_in);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

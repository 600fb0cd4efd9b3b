/* The byte scans of the reader (libnotation/src/xmlin_scan.c): the count
 * of a start tag's attributes before libxml2 parses it (so that a tag with
 * too many is refused before libxml2 compares each with all the others),
 * and the search back for where a tag began.  Both read 16 bytes at a time
 * where the machine can; the byte-by-byte scans are the reference, and all
 * must agree on every input, however it is cut into chunks. */
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "xmlin_internal.h"

/* What a scan ends with: the state and whether a tag had too many. */
typedef struct outcome {
    nt_scan s;
    int too_many;
} outcome;

/* Scans `text` in chunks cut at the given lengths (repeated). */
static outcome S_run(const char *text, size_t n, const size_t *cuts,
                     int ncuts, int wide)
{
    outcome o = {{SC_TEXT, 0, 0, 0}, 0};
    size_t at = 0;
    for (int k = 0; at < n && !o.too_many; k++) {
        size_t len = cuts[k % ncuts];
        if (len > n - at)
            len = n - at;
        o.too_many = nt_scan_markup(&o.s, text + at, len, wide);
        at += len;
    }
    return o;
}

/* The parts of a state that mean something in it. */
static void S_same(const outcome *a, const outcome *b, const char *text)
{
    ck_assert_msg(a->too_many == b->too_many, "too many differs on: %s", text);
    ck_assert_msg(a->s.scan == b->s.scan, "state %d vs %d on: %s", a->s.scan,
                  b->s.scan, text);
    if (a->s.scan == SC_TAG || a->s.scan == SC_QUOTE)
        ck_assert_msg(a->s.attrs == b->s.attrs, "attrs differ on: %s", text);
    if (a->s.scan == SC_QUOTE)
        ck_assert_int_eq(a->s.quote, b->s.quote);
    if (a->s.scan == SC_COMMENT || a->s.scan == SC_CDATA ||
        a->s.scan == SC_PI)
        ck_assert_int_eq(a->s.run, b->s.run);
}

static outcome S_whole(const char *text, int wide)
{
    size_t cut = strlen(text) + 1;
    return S_run(text, strlen(text), &cut, 1, wide);
}

START_TEST(a_tag_with_the_most_attributes_passes_and_one_more_stops)
{
    char tag[2048] = "<a";
    for (int i = 0; i < MAX_ATTRS; i++)
        sprintf(tag + strlen(tag), " a%d=\"v\"", i);
    strcat(tag, "/>");
    for (int wide = 0; wide < 2; wide++) {
        outcome o = S_whole(tag, wide);
        ck_assert_int_eq(o.too_many, 0);
        ck_assert_int_eq(o.s.scan, SC_TEXT);
    }
    strcpy(tag + strlen(tag) - 2, " z='w'/>");
    for (int wide = 0; wide < 2; wide++)
        ck_assert_int_eq(S_whole(tag, wide).too_many, 1);
}
END_TEST

START_TEST(equals_signs_outside_a_tag_are_not_attributes)
{
    /* In text, in quoted values, in comments, CDATA, instructions. */
    char text[4096] = "<a b=\"";
    for (int i = 0; i < 100; i++)
        strcat(text, "=");
    strcat(text, "\">");
    for (int i = 0; i < 100; i++)
        strcat(text, "x=y ");
    strcat(text, "<!-- ====");
    for (int i = 0; i < 100; i++)
        strcat(text, "=");
    strcat(text, " --><![CDATA[");
    for (int i = 0; i < 100; i++)
        strcat(text, "=");
    strcat(text, "]]><?pi ");
    for (int i = 0; i < 100; i++)
        strcat(text, "=");
    strcat(text, "?></a>");
    for (int wide = 0; wide < 2; wide++) {
        outcome o = S_whole(text, wide);
        ck_assert_int_eq(o.too_many, 0);
        ck_assert_int_eq(o.s.scan, SC_TEXT);
    }
}
END_TEST

/* Random markup from the bytes the scan acts on, cut into random chunks:
 * the wide scan says what the byte-by-byte scan says. */
START_TEST(the_wide_scan_agrees_with_the_byte_scan)
{
    static const char alphabet[] = "<<<>>>\"\"''====!?-[]ab \n";
    srand(27);
    char text[600];
    int stops = 0;
    for (int round = 0; round < 20000; round++) {
        size_t n = (size_t)(rand() % (int)(sizeof text - 1));
        /* Some inputs dense in '=' (to reach the limit), most not. */
        int dense = round % 7 == 0;
        for (size_t i = 0; i < n; i++)
            text[i] = dense && rand() % 10 ? '='
                                           : alphabet[rand() % (int)(sizeof alphabet - 1)];
        if (dense && n > 2)
            text[0] = '<', text[1] = 't';
        text[n] = '\0';
        size_t cuts[3] = {(size_t)(1 + rand() % 40), (size_t)(1 + rand() % 3),
                          (size_t)(16 + rand() % 64)};
        outcome narrow = S_run(text, n, cuts, 3, 0);
        outcome wide = S_run(text, n, cuts, 3, 1);
        S_same(&narrow, &wide, text);
        outcome whole = S_whole(text, 1);
        S_same(&narrow, &whole, text);
        stops += narrow.too_many;
    }
    /* The limit itself was reached, not only the states' ends. */
    ck_assert_int_gt(stops, 100);
}
END_TEST

/* Where a tag began, as plainly as it can be said: the last '<' before
 * stop, and whether [it, cur) holds no line break and no byte above 127. */
static const unsigned char *S_reference_start(const unsigned char *base,
                                              const unsigned char *cur,
                                              const unsigned char *stop,
                                              int *plain)
{
    const unsigned char *lt = NULL;
    for (const unsigned char *q = base; q < stop; q++)
        if (*q == '<')
            lt = q;
    *plain = 1;
    for (const unsigned char *q = lt; lt && q < cur; q++)
        if (*q == '\n' || *q >= 0x80)
            *plain = 0;
    return lt;
}

START_TEST(a_tag_start_is_found_as_the_plain_search_finds_it)
{
    static const unsigned char alphabet[] = "<aaaaaaaaaa b=\"c\"/\n\xc3\xa9>";
    unsigned char buf[200];
    srand(2027);
    int found = 0, unplain = 0;
    for (int round = 0; round < 50000; round++) {
        size_t n = 1 + (size_t)(rand() % (int)sizeof buf);
        for (size_t i = 0; i < n; i++)
            buf[i] = alphabet[rand() % (int)(sizeof alphabet - 1)];
        size_t at = (size_t)(rand() % (int)n);
        const unsigned char *cur = buf + at;
        const unsigned char *stop = cur + (rand() % 2 && at < n);
        int p_ref, p_bytes, p_wide;
        const unsigned char *ref = S_reference_start(buf, cur, stop, &p_ref);
        const unsigned char *bytes = nt_scan_tag_start(buf, cur, stop,
                                                       &p_bytes, 0);
        const unsigned char *wide = nt_scan_tag_start(buf, cur, stop,
                                                      &p_wide, 1);
        ck_assert_ptr_eq(bytes, ref);
        ck_assert_ptr_eq(wide, ref);
        if (ref) {
            ck_assert_int_eq(p_bytes, p_ref);
            ck_assert_int_eq(p_wide, p_ref);
            found++;
            unplain += !p_ref;
        }
    }
    /* Both answers were met many times. */
    ck_assert_int_gt(found - unplain, 1000);
    ck_assert_int_gt(unplain, 1000);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("scan");
    TCase *tc = tcase_create("attributes");
    tcase_add_test(tc, a_tag_with_the_most_attributes_passes_and_one_more_stops);
    tcase_add_test(tc, equals_signs_outside_a_tag_are_not_attributes);
    tcase_add_test(tc, the_wide_scan_agrees_with_the_byte_scan);
    tcase_add_test(tc, a_tag_start_is_found_as_the_plain_search_finds_it);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

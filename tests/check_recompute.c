/* The library's side of notation fmt --assert recompute (nt_options
 * recompute and on_fix): the facts a record states are written as the
 * rules give them and each change is told, with its rule and place; a
 * line of play that breaks a rule is not mended; a valid record is a
 * fixed point.  The broken records are valid fixtures with one value
 * replaced, so the expected fix derives from the fixture. */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation.h"

#define MAX_FIXES 16

typedef struct fixes {
    int n;
    nt_diag d[MAX_FIXES]; /* rule borrowed, message copied */
    int records, valid;
    char first_error[256];
} fixes;

static void S_on_fix(const nt_record *r, const nt_diag *d, void *user)
{
    fixes *f = user;
    (void)r;
    if (f->n < MAX_FIXES) {
        f->d[f->n] = *d;
        f->d[f->n].message = strdup(d->message);
        f->d[f->n].detail = NULL;
    }
    f->n++;
}

static int S_on_record(const nt_record *r, void *user)
{
    fixes *f = user;
    f->records++;
    f->valid += r->valid;
    if (!r->valid && r->ndiag && !f->first_error[0])
        snprintf(f->first_error, sizeof f->first_error, "%lu:%lu %s",
                 r->diag[0].line, r->diag[0].col, r->diag[0].rule);
    return 0;
}

static void S_fixes_free(fixes *f)
{
    for (int i = 0; i < f->n && i < MAX_FIXES; i++)
        free(f->d[i].message);
}

static char *S_slurp(const char *path, size_t *len)
{
    FILE *in = fopen(path, "rb");
    ck_assert_msg(in != NULL, "%s: cannot open", path);
    char *buf = NULL;
    size_t cap = 0;
    FILE *m = open_memstream(&buf, &cap);
    int c;
    while ((c = getc(in)) != EOF)
        putc(c, m);
    fclose(in);
    fclose(m);
    *len = cap;
    return buf;
}

/* `xml` with its first `from` after `after` replaced by `to`. */
static char *S_replace(const char *xml, const char *after, const char *from,
                       const char *to)
{
    const char *at = strstr(xml, after);
    ck_assert_msg(at != NULL, "'%s' not found", after);
    at = strstr(at, from);
    ck_assert_msg(at != NULL, "'%s' not found", from);
    size_t head = (size_t)(at - xml);
    char *out = malloc(strlen(xml) - strlen(from) + strlen(to) + 1);
    memcpy(out, xml, head);
    strcpy(out + head, to);
    strcat(out, at + strlen(from));
    return out;
}

/* fmt of `xml` with the facts mode and recompute given: what it writes
 * (the caller frees it) and the reader's status in *rc. */
static char *S_fmt(const char *xml, nt_facts_mode facts, int recompute,
                   fixes *f, int *rc)
{
    char *out = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&out, &len);
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_FMT;
    o.facts = facts;
    o.recompute = recompute;
    o.on_fix = f ? S_on_fix : NULL;
    o.on_record = f ? S_on_record : NULL;
    o.user = f;
    o.out = m;
    char *err = NULL;
    nt_reader *r = nt_reader_new(&o, &err);
    ck_assert_msg(r != NULL, "%s", err ? err : "no reader");
    *rc = nt_reader_memory(r, "t.xml", xml, strlen(xml));
    nt_reader_free(r);
    fclose(m);
    return out;
}

#define QUACKS "fixtures/quacks/valid/example-2-explosion.xml"
#define CASTEL "fixtures/castel/valid/01-two-players-court.xml"
#define DUEL "fixtures/quacks-duel/valid/e1-seven-step-move.xml"

START_TEST(a_wrong_fact_is_fixed_and_told)
{
    size_t len;
    char *orig = S_slurp(QUACKS, &len);
    /* Line 17: <brew seat="1" rats="0">. */
    char *bad = S_replace(orig, "<brew seat=\"1\"", "rats=\"0\"",
                          "rats=\"1\"");
    fixes f = {0};
    int rc;
    char *got = S_fmt(bad, NT_FACTS_KEEP, 1, &f, &rc);
    ck_assert_int_eq(rc, 0);
    ck_assert_int_eq(f.records, 1);
    ck_assert_int_eq(f.valid, 1);
    ck_assert_int_eq(f.n, 1);
    ck_assert_str_eq(f.d[0].rule, "quacks.rats.round-2");
    ck_assert_int_eq(f.d[0].line, 17);
    ck_assert_int_eq(f.d[0].col, 5);
    ck_assert_int_eq(f.d[0].severity, NT_WARNING);
    ck_assert_str_eq(f.d[0].message, "round 1, brewing of seat 1 (Nina): "
                                     "rats was 1, the rules give 0");
    int rc2;
    char *want = S_fmt(orig, NT_FACTS_KEEP, 0, NULL, &rc2);
    ck_assert_int_eq(rc2, 0);
    ck_assert_str_eq(got, want);
    S_fixes_free(&f);
    free(got);
    free(want);
    free(bad);
    free(orig);
}
END_TEST

/* Without recompute, the same record is invalid and nothing is told. */
START_TEST(recompute_is_asked_for)
{
    size_t len;
    char *orig = S_slurp(QUACKS, &len);
    char *bad = S_replace(orig, "<brew seat=\"1\"", "rats=\"0\"",
                          "rats=\"1\"");
    fixes f = {0};
    int rc;
    char *got = S_fmt(bad, NT_FACTS_KEEP, 0, &f, &rc);
    ck_assert_int_eq(rc, 1);
    ck_assert_int_eq(f.n, 0);
    ck_assert_int_eq(f.valid, 0);
    ck_assert_str_eq(f.first_error, "17:5 quacks.rats.round-2");
    ck_assert_str_eq(got, "");
    free(got);
    free(bad);
    free(orig);
}
END_TEST

/* A list fact (a hand) and a label (the result) of a Castel record; no
 * hook: fixed all the same. */
START_TEST(lists_and_labels_are_fixed)
{
    size_t len;
    char *orig = S_slurp(CASTEL, &len);
    char *b1 = S_replace(orig, "<result", "winners=\"1\"", "winners=\"2\"");
    char *bad = S_replace(b1, "card=\"reine\"", "card=\"princesse\"",
                          "card=\"prince\"");
    fixes f = {0};
    int rc;
    char *got = S_fmt(bad, NT_FACTS_KEEP, 1, &f, &rc);
    ck_assert_int_eq(rc, 0);
    ck_assert_int_eq(f.n, 2);
    ck_assert_str_eq(f.d[0].rule, "castel.state.card");
    ck_assert_int_eq(f.d[0].line, 30);
    ck_assert_ptr_nonnull(strstr(f.d[0].message,
                                 "card was prince, the rules give princesse"));
    ck_assert_str_eq(f.d[1].rule, "castel.end.result");
    ck_assert_int_eq(f.d[1].line, 76);
    ck_assert(f.d[0].step < f.d[1].step);
    int rc2;
    char *want = S_fmt(orig, NT_FACTS_KEEP, 0, NULL, &rc2);
    ck_assert_str_eq(got, want);
    free(got);
    got = S_fmt(bad, NT_FACTS_KEEP, 1, NULL, &rc);
    ck_assert_int_eq(rc, 0);
    ck_assert_str_eq(got, want);
    S_fixes_free(&f);
    free(got);
    free(want);
    free(bad);
    free(b1);
    free(orig);
}
END_TEST

/* A wrong fact before an illegal move: the move is the record's fault,
 * nothing is written and no fix is told. */
START_TEST(an_illegal_move_is_not_mended)
{
    size_t len;
    char *orig = S_slurp(DUEL, &len);
    char *b1 = S_replace(orig, "<standing seat=\"1\"", "stand=\"A8\"",
                         "stand=\"A9\"");
    char *bad = S_replace(b1, "<round n=\"2\"", "chip=\"white-1\"",
                          "chip=\"purple-1\"");
    fixes f = {0};
    int rc;
    char *got = S_fmt(bad, NT_FACTS_KEEP, 1, &f, &rc);
    ck_assert_int_eq(rc, 1);
    ck_assert_int_eq(f.n, 0);
    ck_assert_int_eq(f.valid, 0);
    ck_assert_str_eq(f.first_error, "37:7 duel.draw.not-in-bag");
    ck_assert_str_eq(got, "");
    free(got);
    free(bad);
    free(b1);
    free(orig);
}
END_TEST

/* Every valid fixture is a fixed point: nothing told, the bytes fmt
 * writes; with every fact stated (--assert all) too. */
START_TEST(every_valid_fixture_is_a_fixed_point)
{
    FILE *ls = popen("ls fixtures/castel/valid/*.xml fixtures/quacks/valid/"
                     "*.xml fixtures/quacks-duel/valid/*.xml",
                     "r");
    ck_assert(ls != NULL);
    char path[512];
    int seen = 0;
    while (fgets(path, sizeof path, ls)) {
        path[strcspn(path, "\n")] = 0;
        size_t len;
        char *xml = S_slurp(path, &len);
        fixes f = {0};
        int rc, rc2;
        char *got = S_fmt(xml, NT_FACTS_KEEP, 1, &f, &rc);
        char *want = S_fmt(xml, NT_FACTS_KEEP, 0, NULL, &rc2);
        ck_assert_msg(rc == 0 && rc2 == 0, "%s: not valid", path);
        ck_assert_msg(f.n == 0, "%s: %d facts changed", path, f.n);
        ck_assert_msg(!strcmp(got, want), "%s: not fmt's bytes", path);
        char *all = S_fmt(xml, NT_FACTS_ALL, 0, NULL, &rc2);
        free(got);
        got = S_fmt(all, NT_FACTS_KEEP, 1, &f, &rc);
        ck_assert_msg(rc == 0 && f.n == 0 && !strcmp(got, all),
                      "%s: every fact stated, recompute changes it", path);
        S_fixes_free(&f);
        free(all);
        free(got);
        free(want);
        free(xml);
        seen++;
    }
    pclose(ls);
    ck_assert_int_gt(seen, 90);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("recompute");
    TCase *tc = tcase_create("recompute");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, a_wrong_fact_is_fixed_and_told);
    tcase_add_test(tc, recompute_is_asked_for);
    tcase_add_test(tc, lists_and_labels_are_fixed);
    tcase_add_test(tc, an_illegal_move_is_not_mended);
    tcase_add_test(tc, every_valid_fixture_is_a_fixed_point);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* The canonical writer never changes what a record says.  A record put in
 * canonical form (notation fmt), or a line of play written by a position
 * (what-if -o), is read back choice by choice and must be the same line:
 * the same questions with the same answers, not merely valid bytes. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation_position.h"
#include "rng.h"
#include "support.h"

/* Both lines hold the same choices, in order. */
static void S_same_line(const char *what, nt_position *a, nt_position *b)
{
    size_t n = nt_position_length(a), m = nt_position_length(b);
    T_same_choices(what, a, b, n < m ? n : m);
    ck_assert_msg(n == m, "%s: %zu choices, read back as %zu", what, n, m);
}

/* fmt keeps the line of one record. */
static void S_fmt_keeps(const char *name, const char *xml, size_t len)
{
    size_t flen;
    char *canon = T_fmt(xml, len, NT_FACTS_KEEP, &flen);
    ck_assert_msg(canon != NULL, "%s: fmt failed", name);
    nt_position *a = T_position(name, xml, len);
    nt_position *b = T_position(name, canon, flen);
    S_same_line(name, a, b);
    nt_position_free(a);
    nt_position_free(b);
    free(canon);
}

/* Green set 4: two green chips last, one ruby.  The record declines to
 * pay for the first and pays for the second (quacks.green.4); pay="no" is
 * the default, but leaving it out would make pay="yes" the first answer. */
START_TEST(fmt_keeps_a_default_answer_before_its_twin)
{
    static const char rec[] =
        "<game xmlns=\"" NT_NAMESPACE "\" version=\"1\" rules=\"quacks\">"
        "<setup players=\"2\" round=\"2\" read=\"alms\" set=\"4\">"
        "<seat n=\"1\" bag=\"white-1 green-1 green-1\" rubies=\"1\"/>"
        "<seat n=\"2\"/></setup>"
        "<round n=\"2\" start=\"1\"><fortune card=\"rat-infestation\"/>"
        "<brew seat=\"1\"><draw chip=\"green-1\" pos=\"1\"/>"
        "<draw chip=\"green-1\" pos=\"2\"/></brew>"
        "<brew seat=\"2\"><draw chip=\"orange-1\" pos=\"1\"/></brew>"
        "<evaluation><roll seat=\"1\" result=\"1-vp\"/>"
        "<green seat=\"1\" pay=\"no\"/><green seat=\"1\" pay=\"yes\"/>"
        "</evaluation></round>"
        "<unfinished/></game>";
    size_t flen;
    char *canon = T_fmt(rec, sizeof rec - 1, NT_FACTS_KEEP, &flen);
    ck_assert(canon != NULL);
    ck_assert_msg(strstr(canon, "pay=\"no\"") != NULL, "%s", canon);
    free(canon);
    S_fmt_keeps("green-4.xml", rec, sizeof rec - 1);
}
END_TEST

/* Every valid fixture keeps its line through fmt. */
START_TEST(fmt_keeps_the_line_of_every_valid_fixture)
{
    static const char *const dirs[] = {"fixtures/castel/valid",
                                       "fixtures/quacks/valid",
                                       "fixtures/quacks-duel/valid"};
    int seen = 0;
    for (int d = 0; d < 3; d++) {
        char cmd[256];
        snprintf(cmd, sizeof cmd, "ls %s/*.xml", dirs[d]);
        FILE *ls = popen(cmd, "r");
        ck_assert(ls != NULL);
        char path[512];
        while (fgets(path, sizeof path, ls)) {
            path[strcspn(path, "\n")] = 0;
            size_t len;
            char *xml = T_slurp(path, &len);
            ck_assert(xml != NULL);
            /* A collection: its first record stands for it. */
            if (!strstr(xml, "<games")) {
                S_fmt_keeps(path, xml, len);
                seen++;
            }
            free(xml);
        }
        pclose(ls);
    }
    ck_assert_int_gt(seen, 90);
}
END_TEST

/* A random line: from a generated game's start, every choice answered at
 * random among its legal answers until the game ends (or 3,000 choices),
 * then written by the position and read back. */
static size_t S_random_line_kept(const char *name, const char *xml,
                                 size_t len, nt_rng *r)
{
    size_t written = 0;
    nt_position *p = T_position(name, xml, len);
    ck_assert(nt_position_seek(p, 0) == 0);
    for (int k = 0; k < 3000 && !nt_position_over(p); k++) {
        size_t n = nt_position_legal_count(p);
        if (!n)
            break;
        const char *v = nt_position_legal(p, nt_rng_below(r, (uint32_t)n));
        char *err = NULL;
        ck_assert_msg(nt_position_apply(p, v, &err) == 0, "%s: %s", name,
                      err ? err : "");
    }
    char *out = NULL;
    size_t olen = 0, kept = 0;
    FILE *f = open_memstream(&out, &olen);
    ck_assert(f != NULL);
    int rc = nt_position_write(p, f, &kept);
    ck_assert(fclose(f) == 0);
    if (rc == 0) {
        nt_position *b = T_position(name, out, olen);
        ck_assert_msg(nt_position_record_valid(b), "%s: %s", name,
                      nt_position_record_diag(b)->message);
        /* The written line is the walked one up to where it stops. */
        size_t n = nt_position_length(b);
        ck_assert_uint_eq(n, kept);
        written = n;
        T_same_choices(name, p, b, n);
        nt_position_free(b);
    }
    free(out);
    nt_position_free(p);
    return written;
}

START_TEST(a_random_line_is_written_as_it_was_played)
{
    static const char *const games[] = {"castel", "quacks", "quacks",
                                        "quacks-duel"};
    nt_rng r;
    nt_rng_seed(&r, 22 + (uint64_t)_i);
    int rounds = getenv("NT_TEST_QUICK") ? 4 : 24;
    size_t written = 0;
    for (int k = 0; k < rounds; k++) {
        size_t len;
        char *xml = _i == 2 ? T_generate_hw(2 + k % 4, 22, (unsigned long)k,
                                            &len)
                            : T_generate(games[_i], _i == 3 ? 2 : 2 + k % 3,
                                         22, (unsigned long)k, 0, &len);
        char name[64];
        snprintf(name, sizeof name, "%s-%d.xml", games[_i], k);
        written += S_random_line_kept(name, xml, len, &r);
        free(xml);
    }
    printf("canonical: %d random %s lines, %zu choices written and read "
           "back\n", rounds, games[_i], written);
    /* Lines long enough to hold every kind of choice many times. */
    ck_assert_uint_gt(written, (size_t)rounds * 50);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("canonical");
    TCase *t = tcase_create("fmt");
    tcase_set_timeout(t, 600);
    tcase_add_test(t, fmt_keeps_a_default_answer_before_its_twin);
    tcase_add_test(t, fmt_keeps_the_line_of_every_valid_fixture);
    tcase_add_loop_test(t, a_random_line_is_written_as_it_was_played, 0, 4);
    suite_add_tcase(s, t);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

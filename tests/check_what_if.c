/* What-if reads a record exactly as validate does, one answer replaced
 * (nt_position_replace): replacing an answer by itself gives back the
 * record's whole line, and a line changed at random places, written as a
 * record, validates and reads back as the same line. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation_position.h"
#include "rng.h"
#include "support.h"

static char *S_generated(int game, int k, size_t *len)
{
    return T_generate_game(game, k, 31, len);
}

/* The record's own answer put back at a random choice: the record reads
 * to its end as before. */
START_TEST(replacing_an_answer_by_itself_keeps_the_whole_record)
{
    nt_rng r;
    nt_rng_seed(&r, 5 + (uint64_t)_i);
    int games = getenv("NT_TEST_QUICK") ? 3 : 12;
    for (int k = 0; k < games; k++) {
        size_t len;
        char *xml = S_generated(_i, k, &len);
        nt_position *p = T_position("same.xml", xml, len),
                    *q = T_position("same.xml", xml, len);
        size_t n = nt_position_length(p);
        size_t at = nt_rng_below(&r, (uint32_t)n);
        nt_position_seek(p, at);
        char *answer = strdup(nt_position_recorded(p));
        char *why = NULL, *err = NULL;
        long got = nt_position_replace(p, answer, &why, &err);
        ck_assert_msg(got == (long)n && !why,
                      "game %d, choice %zu (%s): %ld of %zu choices: %s", k,
                      at + 1, answer, got, n, why ? why : err ? err : "");
        T_same_choices("same.xml", p, q, n);
        free(answer);
        nt_position_free(p);
        nt_position_free(q);
        free(xml);
    }
}
END_TEST

/* Another legal answer at a random choice: the changed line, written as
 * a record (what-if -o), validates and reads back as that line. */
START_TEST(a_changed_line_is_written_as_it_was_read)
{
    nt_rng r;
    nt_rng_seed(&r, 9 + (uint64_t)_i);
    int games = getenv("NT_TEST_QUICK") ? 3 : 12, written = 0;
    size_t choices = 0, whole = 0;
    for (int k = 0; k < games; k++) {
        size_t len;
        char *xml = S_generated(_i, k, &len);
        nt_position *p = T_position("changed.xml", xml, len);
        size_t at = nt_rng_below(&r, (uint32_t)nt_position_length(p));
        nt_position_seek(p, at);
        size_t m = nt_position_legal_count(p);
        const char *v = nt_position_legal(p, nt_rng_below(&r, (uint32_t)m));
        char *answer = strdup(v), *why = NULL, *err = NULL;
        ck_assert_msg(nt_position_replace(p, answer, &why, &err) >= 0, "%s",
                      err ? err : "");
        char *out = NULL;
        size_t olen = 0, kept = 0;
        FILE *f = open_memstream(&out, &olen);
        int rc = nt_position_write(p, f, &kept);
        ck_assert(fclose(f) == 0);
        if (rc == 0) {
            nt_position *b = T_position("changed.xml", out, olen);
            ck_assert_msg(nt_position_record_valid(b), "game %d: %s", k,
                          nt_position_record_diag(b)->message);
            ck_assert_uint_eq(nt_position_length(b), kept);
            T_same_choices("changed.xml", p, b, kept);
            nt_position_free(b);
            written++;
            choices += kept;
            whole += !why;
        }
        free(out);
        free(why);
        free(answer);
        nt_position_free(p);
        free(xml);
    }
    printf("what-if: %d of %d changed games written (%zu followed to "
           "their end), %zu choices read back\n",
           written, games, whole, choices);
    ck_assert_int_gt(written, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("what-if");
    TCase *t = tcase_create("replace");
    tcase_set_timeout(t, 600);
    tcase_add_loop_test(t, replacing_an_answer_by_itself_keeps_the_whole_record,
                        0, 4);
    tcase_add_loop_test(t, a_changed_line_is_written_as_it_was_read, 0, 4);
    suite_add_tcase(s, t);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* The Duel with a second component data set (tests/duel/other-1.xml):
 * it loads, its records need it, and records of provisional-1 fail where
 * the data differ.  Split out of the one file that held all the
 * engine's tests; what they share is in duel/check_duel.h. */
#include "duel/check_duel.h"

START_TEST(other_1_loads_and_differs)
{
    S_load_other();
    const du_data *d = du_dataset_current();
    ck_assert_str_eq(nt_components_status(),
                     "test data set, made up for the tests");
    ck_assert_ptr_eq(du_dataset("other-1"), d);
    ck_assert_ptr_null(du_dataset("provisional-1"));
    ck_assert_int_eq(d->row, 18);
    ck_assert_int_eq(d->nmines, 4);
    ck_assert_int_eq(d->mines[0], 7);
    ck_assert_int_eq(d->mines[3], 17);
    ck_assert_int_eq(d->bonus, 4);
    ck_assert_int_eq(d->half, 10);
    ck_assert_int_eq(d->start, 6);
    const du_book *red = du_book_of(d, DC_RED, 0);
    ck_assert_int_eq(red->prices[0], 2);
    ck_assert_int_eq(red->prices[2], 8);
    ck_assert_int_eq(d->effects[red->effect].a.v[0], 2);
    const du_book *black = du_book_of(d, DC_BLACK, 0);
    ck_assert_int_eq(d->effects[black->effect].a.v[0], 2);
    /* A refused file leaves other-1 in force. */
    char path[1024], *err = NULL;
    S_path(path, sizeof path, "tests/duel/hostile/ladder-falls.xml");
    ck_assert_int_eq(nt_components_load(path, &err), -1);
    free(err);
    ck_assert_str_eq(nt_components_id(), "other-1");
    S_restore();
}
END_TEST

static const char *const S_other_records[] = {
    "tests/duel/other-1/01-first-game-assert.xml",
    "tests/duel/other-1/02-set3-copper-gold.xml",
    "tests/duel/other-1/03-mixed-books-assert.xml",
};

/* Valid with other-1 loaded, refused without it (the data set's id). */
START_TEST(other_1_records_need_their_data_set)
{
    char path[1024];
    size_t len;
    S_path(path, sizeof path, S_other_records[_i]);
    char *xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(xml);
    T_result r = T_validate(xml, len, 1, 0);
    BREAKS(r, "duel.setup.dataset");
    ck_assert(strstr(r.line, ":9:"));  /* <components dataset="other-1"/> */
    S_load_other();
    r = T_validate(xml, len, 1, 0);
    ck_assert_msg(r.rc == 0 && r.ndiag == 0, "%s: %s", path, r.line);
    /* It replays to its result, and fmt leaves it as it is. */
    size_t flen;
    char *f = T_fmt(xml, len, NT_FACTS_KEEP, &flen);
    ck_assert_ptr_nonnull(f);
    ck_assert_msg(flen == len && !memcmp(f, xml, len),
                  "%s is not as fmt writes it", path);
    ck_assert_ptr_nonnull(strstr(xml, "<result "));
    free(f);
    /* Relabelled provisional-1, it is refused by provisional-1's data:
     * after the setup. */
    char *re = S_replace(xml, "dataset=\"other-1\"",
                         "dataset=\"provisional-1\"");
    S_restore();
    r = T_validate(re, strlen(re), 1, 0);
    ck_assert_msg(r.ndiag > 0, "%s relabelled provisional-1 is valid", path);
    ck_assert_msg(strcmp(r.rule, "duel.setup.dataset") != 0, "%s", r.line);
    free(re);
    free(xml);
}
END_TEST

/* A record written under provisional-1, relabelled other-1, fails where
 * other-1's data first changes what happens. */
START_TEST(relabelled_record_fails_where_the_data_differs)
{
    char path[1024];
    size_t len;
    /* The vial: the white on 7 explodes in other-1 (mine 7), so the
     * answer to the explosion comes before the draw that explodes
     * provisional-1's vial on 8. */
    S_path(path, sizeof path, "tests/duel/provisional-1/vial.xml");
    char *xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(xml);
    T_result r = T_validate(xml, len, 1, 0);
    ck_assert_msg(r.ndiag == 0, "%s", r.line);
    char *re = S_replace(xml, "dataset=\"provisional-1\"",
                         "dataset=\"other-1\"");
    S_load_other();
    r = T_validate(re, strlen(re), 1, 0);
    BREAKS(r, "duel.explode.choice");
    char want[32];
    snprintf(want, sizeof want, ":%lu:",
             S_line_of(re, "<explosion seat=\"1\""));
    ck_assert_msg(strstr(r.line, want), "%s (wanted line %s)", r.line, want);
    snprintf(want, sizeof want, "(line %lu)",
             S_line_of(re, "<draw chip=\"white-1\" at=\"white:8\""));
    ck_assert_msg(strstr(r.msg, want), "%s", r.msg);
    free(re);
    free(xml);
    /* The path: the stands start on 6 in other-1. */
    S_restore();
    S_path(path, sizeof path, "tests/duel/provisional-1/path.xml");
    xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(xml);
    r = T_validate(xml, len, 1, 0);
    ck_assert_msg(r.ndiag == 0, "%s", r.line);
    re = S_replace(xml, "dataset=\"provisional-1\"", "dataset=\"other-1\"");
    S_load_other();
    r = T_validate(re, strlen(re), 1, 0);
    BREAKS(r, "duel.state");
    snprintf(want, sizeof want, ":%lu:", S_line_of(re, "<end how=\"stop\""));
    ck_assert_msg(strstr(r.line, want), "%s (wanted line %s)", r.line, want);
    ck_assert_msg(strstr(r.msg, "stand=\"A6\""), "%s", r.msg);
    free(re);
    free(xml);
    S_restore();
}
END_TEST

/* Generated games of provisional-1 with their assertions, relabelled
 * other-1: none replays (the data is read, not built in), and none fails
 * before its first turn. */
START_TEST(relabelled_generated_games_fail_after_the_setup)
{
    char *games[20];
    size_t lens[20];
    for (int k = 0; k < 20; k++) {
        nt_gen_options g = {0};
        g.game = nt_game_find("quacks-duel");
        g.players = 2;
        g.seed = 4242;
        g.index = (unsigned long)k;
        g.assertions = 1;
        g.first_game = k % 3 == 0;
        char *xml = T_generate_opts(&g, &lens[k]);
        games[k] = S_replace(xml, "dataset=\"provisional-1\"",
                             "dataset=\"other-1\"");
        lens[k] = strlen(games[k]);
        free(xml);
    }
    S_load_other();
    for (int k = 0; k < 20; k++) {
        T_result r = T_validate(games[k], lens[k], 1, 0);
        ck_assert_msg(r.ndiag > 0, "game %d replays under other-1", k);
        unsigned long first = S_line_of(games[k], "<turn ");
        unsigned long line = strtoul(strchr(r.line, ':') + 1, NULL, 10);
        ck_assert_msg(line >= first, "game %d: %s", k, r.line);
        free(games[k]);
    }
    S_restore();
}
END_TEST

/* Generation follows the loaded data set. */
START_TEST(generation_uses_the_loaded_data_set)
{
    S_load_other();
    nt_gen_options g = {0};
    g.game = nt_game_find("quacks-duel");
    g.players = 2;
    g.seed = 99;
    g.assertions = 1;
    size_t n;
    char *xml = T_generate_opts(&g, &n);
    ck_assert_ptr_nonnull(strstr(xml, "<components dataset=\"other-1\"/>"));
    /* Every stand assertion lies on a half of 10 squares. */
    for (const char *c = strstr(xml, "stand=\""); c;
         c = strstr(c + 1, "stand=\"")) {
        int sq = atoi(c + 8);
        ck_assert_msg(sq >= 1 && sq <= 10, "a stand on %.12s", c);
    }
    T_result r = T_validate(xml, n, 1, 0);
    ck_assert_msg(r.ndiag == 0, "%s", r.line);
    free(xml);
    S_restore();
}
END_TEST


static Suite *S_suite(void)
{
    Suite *s = suite_create("duel other");
    TCase *t = tcase_create("second data set");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, other_1_loads_and_differs);
    tcase_add_loop_test(t, other_1_records_need_their_data_set, 0,
                        (int)(sizeof S_other_records /
                              sizeof S_other_records[0]));
    tcase_add_test(t, relabelled_record_fails_where_the_data_differs);
    tcase_add_test(t, relabelled_generated_games_fail_after_the_setup);
    tcase_add_test(t, generation_uses_the_loaded_data_set);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(S_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

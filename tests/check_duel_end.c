/* The Duel's trailing player and its end: the result by guild and half,
 * and the draw-off.  Split out of the one file that held all the
 * engine's tests; what they share is in duel/check_duel.h. */
#include "duel/check_duel.h"

/* ============================================ trailing and the end */

/* E6: equal guilds, the patient on A's half: B trails; no patient, B
 * discarded last: B; no discard yet: who did not toss. */
START_TEST(trailing_player_example_e6)
{
    const char *rule;
    S_fresh();
    S.pl[0].guild = S.pl[1].guild = 2;
    S.patient_half = 0;
    S.patient_sq = 5;
    ck_assert_int_eq(du_trailing(&S, &rule), 1);
    ck_assert_str_eq(rule, "duel.trail.half");
    S.patient_half = 1;
    ck_assert_int_eq(du_trailing(&S, &rule), 0);
    S.patient_half = -1;
    S.last_discard = 1;
    ck_assert_int_eq(du_trailing(&S, &rule), 1);
    ck_assert_str_eq(rule, "duel.trail.card");
    S.last_discard = 0;
    ck_assert_int_eq(du_trailing(&S, &rule), 0);
    S.last_discard = -1;
    S.tosser = 0;
    ck_assert_int_eq(du_trailing(&S, &rule), 1);
    S.tosser = 1;
    ck_assert_int_eq(du_trailing(&S, &rule), 0);
    S.pl[0].guild = 3;
    ck_assert_int_eq(du_trailing(&S, &rule), 1);
    ck_assert_str_eq(rule, "duel.trail.guild");
}
END_TEST

/* DU-R9 through the engine: the instant card's taker discards it. */
START_TEST(instant_card_counts_as_a_discard)
{
    OK(S_play(SETUP_FIRST,
              ROUND1("silver", FACES("B2", "B6"),
                     "<turn seat=\"1\"/>"
                     "<turn seat=\"2\"><accept seat=\"2\" do=\"no\"/></turn>"
                     "<effects/><scale card=\"1\">"
                     "<offer seat=\"1\" markers=\"0 0\"/>"
                     "<choose seat=\"2\" pan=\"card\"/></scale><buying/>"),
              -1));
    ck_assert_int_eq(S.last_discard, 1);
    ck_assert_int_eq(S.pl[1].bag[VAR(DC_BLUE, 2)], 1); /* card 1, C-A */
    ck_assert_int_eq(S.pl[0].gold, 1);                 /* 3, capped */
}
END_TEST

START_TEST(end_by_guild_and_by_half)
{
    S_fresh();
    S.pl[0].guild = S.pl[1].guild = 4;
    S.patient_half = 1;
    S.patient_sq = 3;
    OK(S_run("", S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 2u);
    ck_assert_int_eq(S.how, DW_HALF);
    S_fresh();
    S.pl[0].guild = 5;
    S.pl[1].guild = 3;
    OK(S_run("", S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 1u);
    ck_assert_int_eq(S.how, DW_GUILD);
    ck_assert_str_eq(du_how_rule(DW_GUILD), "duel.end.winner");
}
END_TEST

/* E6's draw-off: A 3 1 4 2 (10), B 2 2 1 4 (9): A.  With B's 4th a 5 and
 * A's a 2 (both 10 on the same draw) one more each: A 1, B 3: B. */
static void S_drawoff_bags(const int *a, int na, const int *b, int nb)
{
    S_fresh();
    S.pl[0].guild = S.pl[1].guild = 4;
    for (int i = 0; i < na; i++)
        S_bag(0, a[i], 1);
    for (int i = 0; i < nb; i++)
        S_bag(1, b[i], 1);
}

START_TEST(drawoff_example_e6)
{
    const int a[] = {W3, W1, K(4), W2}, b[] = {W2, W2, W1, K(4)};
    S_drawoff_bags(a, 4, b, 4);
    OK(S_run("<drawoff>"
             "<draw seat=\"1\" chip=\"white-3\"/><draw seat=\"2\" chip=\"white-2\"/>"
             "<draw seat=\"1\" chip=\"white-1\"/><draw seat=\"2\" chip=\"white-2\"/>"
             "<draw seat=\"1\" chip=\"black-4\"/><draw seat=\"2\" chip=\"white-1\"/>"
             "<draw seat=\"1\" chip=\"white-2\"/><draw seat=\"2\" chip=\"black-4\"/>"
             "</drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.how, DW_DRAWOFF);
    ck_assert_int_eq(S.winners, 1u);
    ck_assert_int_eq(S.drawoff[0], 10);
    ck_assert_int_eq(S.drawoff[1], 9);
    /* The tie on the fourth draw. */
    const int a2[] = {W3, W1, K(4), W2, W1}, b2[] = {W2, W2, W1, K(5), W3};
    S_drawoff_bags(a2, 5, b2, 5);
    OK(S_run("<drawoff>"
             "<draw seat=\"1\" chip=\"white-3\"/><draw seat=\"2\" chip=\"white-2\"/>"
             "<draw seat=\"1\" chip=\"white-1\"/><draw seat=\"2\" chip=\"white-2\"/>"
             "<draw seat=\"1\" chip=\"black-4\"/><draw seat=\"2\" chip=\"white-1\"/>"
             "<draw seat=\"1\" chip=\"white-2\"/><draw seat=\"2\" chip=\"black-5\"/>"
             "<draw seat=\"1\" chip=\"white-1\"/><draw seat=\"2\" chip=\"white-3\"/>"
             "</drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 2u);
    ck_assert_int_eq(S.drawoff[0], 11);
    ck_assert_int_eq(S.drawoff[1], 13);
    /* A stops drawing when the game is decided: a fifth draw is refused. */
    S_drawoff_bags(a2, 5, b, 4);
    BREAKS(S_run("<drawoff>"
                 "<draw seat=\"1\" chip=\"white-3\"/><draw seat=\"2\" chip=\"white-2\"/>"
                 "<draw seat=\"1\" chip=\"white-1\"/><draw seat=\"2\" chip=\"white-2\"/>"
                 "<draw seat=\"1\" chip=\"black-4\"/><draw seat=\"2\" chip=\"white-1\"/>"
                 "<draw seat=\"1\" chip=\"white-2\"/><draw seat=\"2\" chip=\"black-4\"/>"
                 "<draw seat=\"1\" chip=\"white-1\"/>"
                 "</drawoff>",
                 S_end_fn, NULL),
           "duel.end.drawoff");
}
END_TEST

/* DU-C13: empty bags draw nothing; both empty: the higher total, equal
 * totals share the win; one reaching 10 alone wins. */
START_TEST(drawoff_with_empty_bags)
{
    const int a[] = {W3}, b[] = {W2};
    S_drawoff_bags(a, 1, b, 1);
    OK(S_run("<drawoff><draw seat=\"1\" chip=\"white-3\"/>"
             "<draw seat=\"2\" chip=\"white-2\"/></drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 1u);
    const int c[] = {W2}, d[] = {W2};
    S_drawoff_bags(c, 1, d, 1);
    OK(S_run("<drawoff><draw seat=\"1\" chip=\"white-2\"/>"
             "<draw seat=\"2\" chip=\"white-2\"/></drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 3u);
    const int e[] = {W1}, f[] = {K(5), K(5)};
    S_drawoff_bags(e, 1, f, 2);
    OK(S_run("<drawoff><draw seat=\"1\" chip=\"white-1\"/>"
             "<draw seat=\"2\" chip=\"black-5\"/>"
             "<draw seat=\"2\" chip=\"black-5\"/></drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 2u);
    ck_assert_int_eq(S.drawoff[0], 1);
    ck_assert_int_eq(S.drawoff[1], 10);
    /* The vial's chips go back into the bag first. */
    const int g[] = {W1}, h[] = {W1};
    S_drawoff_bags(g, 1, h, 1);
    S_row(0, 3, W3);
    S_body(1, K(2));
    OK(S_run("<drawoff><draw seat=\"1\" chip=\"white-3\"/>"
             "<draw seat=\"2\" chip=\"black-2\"/>"
             "<draw seat=\"1\" chip=\"white-1\"/>"
             "<draw seat=\"2\" chip=\"white-1\"/></drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 1u);
}
END_TEST


static Suite *S_suite(void)
{
    Suite *s = suite_create("duel end");
    TCase *t = tcase_create("end");
    tcase_add_test(t, trailing_player_example_e6);
    tcase_add_test(t, instant_card_counts_as_a_discard);
    tcase_add_test(t, end_by_guild_and_by_half);
    tcase_add_test(t, drawoff_example_e6);
    tcase_add_test(t, drawoff_with_empty_bags);
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

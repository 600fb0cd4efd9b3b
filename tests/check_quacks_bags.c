/* A Quacks record that begins at a later round gives each seat's bag as
 * that round begins (notation(5), Quacks set-up): round 6's white 1-chip
 * is added by round 6 itself, so a record beginning with round 6 leaves
 * it out and one beginning later holds it already. */
#include <stdlib.h>

#include "quacks_record.h"

#define READ5 "alms donations lucky-devil magic-potion schadenfreude"
/* Both seats draw a pumpkin onto space 1 (scoring space 2) and roll. */
#define PUMPKINS(r)                                                       \
    ROUND(r, 1, CARD("rat-infestation") BREW(1, DRAWP("orange-1", 1))     \
              BREW(2, DRAWP("orange-1", 1))                               \
              EVAL(ROLL(1, "1-vp") ROLL(2, "1-vp")))

START_TEST(round_6_adds_its_white_chip_to_the_bags_given)
{
    OK(S_play(AT_ROUND(6, READ5, "bag=\"white-1 orange-1\"", ""),
              PUMPKINS(6)));
    ck_assert_int_eq(S.pl[0].bag_n, 3);
    ck_assert_int_eq(S.pl[0].bag[W1], 2);
}
END_TEST

START_TEST(a_record_from_round_7_holds_it_already)
{
    OK(S_play(AT_ROUND(7, READ5 " well-stirred", "bag=\"white-1 orange-1\"",
                       ""),
              PUMPKINS(7)));
    ck_assert_int_eq(S.pl[0].bag_n, 2);
    ck_assert_int_eq(S.pl[0].bag[W1], 1);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("quacks bags");
    TCase *t = tcase_create("later rounds");
    tcase_add_test(t, round_6_adds_its_white_chip_to_the_bags_given);
    tcase_add_test(t, a_record_from_round_7_holds_it_already);
    suite_add_tcase(s, t);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* The Duel's vial (white placement, the bonus space, the shield, the
 * overflow, the full neck) and path (cures, retreats, leftover steps,
 * pushes, stands, the park, guild bonuses, the sixth cure).  Split out of the one file that held all the
 * engine's tests; what they share is in duel/check_duel.h. */
#include "duel/check_duel.h"

/* ============================================================ the vial */

/* E2: 2 -> 2, 1 -> 3, 2 -> 5 (the bonus space), 3 -> 8 (the first
 * mine); 1 and 4 stay empty.  With a black chip in the neck the bonus
 * space offers both; the upgrade is taken. */

START_TEST(white_placement_example_e2)
{
    OK(S_play(SETUP_FIRST,
              ROUND1("silver", FACES("B2", "B6"),
                     "<turn seat=\"1\">"
                     "<draw chip=\"white-2\" at=\"white:2\"/>"
                     "<draw chip=\"white-1\" at=\"white:3\"/>"
                     "<draw chip=\"black-1\" at=\"neck:1\"/>"
                     "<draw chip=\"white-2\" at=\"white:5\">"
                     "<branch seat=\"1\" pick=\"2\"/></draw>"
                     "<draw chip=\"white-3\" at=\"white:8\"/>"
                     "<explosion seat=\"1\" take=\"gold\"/>"
                     "<end how=\"explode\" neck=\"2\" white=\"3\" move=\"0\" "
                     "patient=\"none\" stand=\"A8\"/></turn>"),
              2));
    const du_player *a = &S.pl[0];
    ck_assert_int_eq(a->row[1], -1);
    ck_assert_int_eq(a->row[2], W2);
    ck_assert_int_eq(a->row[3], W1);
    ck_assert_int_eq(a->row[4], -1);
    ck_assert_int_eq(a->row[5], W2);
    ck_assert_int_eq(a->row[8], W3); /* on the mine: it exploded */
    ck_assert(a->exploded && a->finished);
    ck_assert_int_eq(a->neck_n, 0);  /* the neck went to the bottom */
    ck_assert_int_eq(a->body_n, 1);
    ck_assert_int_eq(a->body[0], K(2)); /* the bonus space's upgrade */
    ck_assert_int_eq(a->stand, 8);
    /* 3 (B2) + 1 (black 1), half of 4 paid. */
    ck_assert_int_eq(a->gold, 2);
    int chip;
    ck_assert_int_eq(du_last_white(a, &chip), 8);
    ck_assert_int_eq(chip, W3);
}
END_TEST

/* The bonus space with no black chip in the vial: the stand advances, and
 * nothing is asked; a record that answers anyway is refused. */
START_TEST(bonus_space_without_a_black_chip_moves_the_stand)
{
    OK(S_play(SETUP_FIRST,
              ROUND1("silver", FACES("B2", "B6"),
                     "<turn seat=\"1\">"
                     "<draw chip=\"white-2\" at=\"white:2\"/>"
                     "<draw chip=\"white-3\" at=\"white:5\"/>"
                     "<end how=\"stop\" neck=\"0\" white=\"3\" move=\"3\" "
                     "patient=\"A3\" stand=\"A7\"/></turn>"),
              2));
    ck_assert_int_eq(S.pl[0].stand, 7);
    BREAKS(S_play(SETUP_FIRST,
                  ROUND1("silver", FACES("B2", "B6"),
                         "<turn seat=\"1\">"
                         "<draw chip=\"white-2\" at=\"white:2\"/>"
                         "<draw chip=\"white-3\" at=\"white:5\">"
                         "<branch seat=\"1\" pick=\"2\"/></draw></turn>"),
                  2),
           "duel.action.unexpected");
}
END_TEST

/* B1: the shield holds the first mine (8) all round, and the next white
 * counts from it; a white on 11 still explodes. */
START_TEST(shield_holds_the_first_mine_only)
{
    OK(S_play(SETUP_FIRST,
              ROUND1("gold", FACES("B2", "B1"),
                     "<turn seat=\"1\">"
                     "<draw chip=\"white-2\" at=\"white:2\"/>"
                     "<draw chip=\"white-1\" at=\"white:3\"/>"
                     "<draw chip=\"white-2\" at=\"white:5\"/>"
                     "<draw chip=\"white-3\" at=\"white:8\"/>"
                     "<draw chip=\"white-1\" at=\"white:9\"/>"
                     "<draw chip=\"white-1\" at=\"white:10\"/>"
                     "<draw chip=\"white-1\" at=\"white:11\"/>"
                     "<end how=\"explode\" neck=\"0\" white=\"1\" move=\"0\" "
                     "patient=\"none\" stand=\"A7\"/></turn>"),
              2));
    const du_player *a = &S.pl[0];
    ck_assert_int_eq(a->shield, 1);
    ck_assert_int_eq(a->row[8], W3);
    ck_assert_int_eq(a->row[11], W1);
    ck_assert(a->exploded);
    ck_assert_int_eq(a->stand, 7); /* the bonus space on 5 */
    ck_assert_int_eq(S.pl[1].gold, 1 + 3); /* B2 for seat 2 */
}
END_TEST

/* DU-R14: the last white after a removal is the highest white left; the
 * next white counts from it, onto a space that was emptied. */
START_TEST(last_white_after_a_removal)
{
    S_fresh();
    S_row(0, 2, W2);
    S_row(0, 3, W1);
    S_row(0, 5, W2);
    S_bag(0, W2, 1);
    S.pl[0].kept[S.pl[0].nkept++] = 17; /* card 18, C-H */
    OK(S_brew("<turn seat=\"1\"><use card=\"18\">"
              "<return seat=\"1\" chip=\"white:5\"/>"
              "<return seat=\"1\" chip=\"none\"/></use>"
              "<draw chip=\"white-2\" at=\"white:5\"/>"
              "<end how=\"stop\" neck=\"0\" white=\"2\" move=\"2\" "
              "patient=\"A2\" stand=\"A7\"/></turn>"));
    int chip;
    ck_assert_int_eq(S.pl[0].stand, 7); /* 5 is the bonus space */
    ck_assert_int_eq(du_last_white(&S.pl[0], &chip), 5);
    ck_assert_int_eq(chip, W2);
    ck_assert_int_eq(S.pl[0].nkept, 0);
    ck_assert_int_eq(S.last_discard, 0);
    /* Directly: the removal recomputes the last white. */
    S_fresh();
    S_row(0, 2, W2);
    S_row(0, 6, W3);
    du_player *a = &S.pl[0];
    a->row[6] = -1;
    ck_assert_int_eq(du_last_white(a, &chip), 2);
    ck_assert_int_eq(chip, W2);
    a->row[2] = -1;
    ck_assert_int_eq(du_last_white(a, &chip), 0);
    ck_assert_int_eq(chip, -1);
}
END_TEST

/* DU-R28: a white past space 15 explodes even with the shield; it is not
 * placed and is not the last white (DU-C9). */
START_TEST(overflow_explodes_the_vial)
{
    S_fresh();
    S_row(0, 12, W3);
    S_row(0, 14, W2);
    S_bag(0, W2, 1);
    S.pl[0].shield = 1;
    OK(S_brew("<turn seat=\"1\"><draw chip=\"white-2\" at=\"white:16\"/>"
              "<end how=\"explode\" neck=\"0\" white=\"2\" move=\"0\" "
              "patient=\"none\" stand=\"A8\"/></turn>"));
    const du_player *a = &S.pl[0];
    ck_assert(a->exploded);
    ck_assert_int_eq(a->noverflow, 1);
    ck_assert_int_eq(a->overflow[0], W2);
    ck_assert_int_eq(du_last_white(a, NULL), 14);
    ck_assert_int_eq(a->bag_n, 0);
    /* C-K cancels it: the white goes back, the turn goes on. */
    S_fresh();
    S_row(0, 14, W2);
    S_bag(0, W2, 1);
    S.pl[0].kept[S.pl[0].nkept++] = 20; /* card 21, C-K */
    OK(S_brew("<turn seat=\"1\"><draw chip=\"white-2\" at=\"white:16\">"
              "<cancel seat=\"1\" do=\"yes\"/></draw>"
              "<end how=\"stop\" neck=\"0\" white=\"2\" move=\"2\" "
              "patient=\"A2\" stand=\"A8\"/></turn>"));
    ck_assert(!S.pl[0].exploded);
    ck_assert_int_eq(S.pl[0].noverflow, 0);
    ck_assert_int_eq(S.pl[0].bag[W2], 1);
    ck_assert_int_eq(S.pl[0].nkept, 0);
}
END_TEST

/* A full neck ends the turn; its chips go to the bottom and the potion
 * is not finished. */
START_TEST(full_neck_moves_and_empties_the_neck)
{
    S_fresh();
    S_bag(0, DU_CHIP(DC_ORANGE, 0), 2);
    S_bag(0, DU_CHIP(DC_ORANGE, 2), 1);
    S_row(0, 2, W2);
    S.pl[1].finished = 1;
    T_result r = S_run("<turn seat=\"1\">"
                       "<draw chip=\"orange-1\" at=\"neck:1\"/>"
                       "<draw chip=\"orange-3\" at=\"neck:2\"/>"
                       "<draw chip=\"orange-1\" at=\"neck:3\"/>"
                       "<end how=\"full\" neck=\"5\" white=\"2\" move=\"7\" "
                       "patient=\"A7\" stand=\"A8\"/></turn>"
                       "<turn seat=\"1\"/>",
                       S_brew_fn, NULL);
    OK(r);
    ck_assert_int_eq(S.pl[0].body_n, 3);
    ck_assert_int_eq(S.pl[0].neck_n, 0);
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 7);
    ck_assert(S.pl[0].finished); /* by the stop of the second turn */
}
END_TEST

/* ============================================================ the path */

/* E4: A's stand A4, patient A2, a move of 6: cure on A4, stand to A6,
 * then a new patient A1..A4; the cured patient takes guild square 1 (G1):
 * B may upgrade a black chip of B's vial. */
START_TEST(cure_retreat_and_leftover_steps_example_e4)
{
    S_fresh();
    S.pl[0].stand = 4;
    S.patient_half = 0;
    S.patient_sq = 2;
    S.park = 10;
    S_body(1, K(1));
    OK(S_move(0, 6, "<upgrade seat=\"2\" chip=\"body:1\"/>"));
    ck_assert_int_eq(S.pl[0].stand, 6);
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 4);
    ck_assert_int_eq(S.pl[0].guild, 1);
    ck_assert_int_eq(S.park, 9);
    ck_assert_int_eq(S.pl[1].body[0], K(2));
    ck_assert_int_eq(S.pl[1].stand, 8);
    /* G1 is B's to decline. */
    S_fresh();
    S.pl[0].stand = 4;
    S.patient_half = 0;
    S.patient_sq = 2;
    S_body(1, K(1));
    OK(S_move(0, 6, "<upgrade seat=\"2\" chip=\"none\"/>"));
    ck_assert_int_eq(S.pl[1].body[0], K(1));
    /* Without a black chip there is nothing to ask. */
    S_fresh();
    S.pl[0].stand = 4;
    S.patient_half = 0;
    S.patient_sq = 2;
    OK(S_move(0, 6, ""));
    ck_assert_int_eq(S.pl[0].guild, 1);
}
END_TEST

/* E3: 7 gold, patient A2, a white onto 11 explodes A's vial; A pushes 3:
 * A2 -> A1 -> B1 -> B2.  In round 7, PUSH 7 follows: B2 -> B8, B's
 * stand: B's cure, B's stand to B10, one step left: a new patient B1. */
START_TEST(explosion_push_and_round_seven_example_e3)
{
    S_fresh();
    S.round = 7;
    S.pl[0].gold = 7;
    S.patient_half = 0;
    S.patient_sq = 2;
    S_row(0, 4, W3);
    S_row(0, 7, W3);
    S_row(0, 10, W3);
    S_bag(0, W1, 1);
    OK(S_brew("<turn seat=\"1\"><draw chip=\"white-1\" at=\"white:11\"/>"
              "<explosion seat=\"1\" take=\"push\"/></turn>"));
    ck_assert_int_eq(S.pl[0].gold, 7);
    ck_assert_int_eq(S.pl[1].guild, 1);
    ck_assert_int_eq(S.pl[1].stand, 10);
    ck_assert_int_eq(S.patient_half, 1);
    ck_assert_int_eq(S.patient_sq, 1);
    ck_assert_int_eq(S.pl[0].guild, 0);
    /* The push alone, outside round 7. */
    S_fresh();
    S.pl[0].gold = 7;
    S.patient_half = 0;
    S.patient_sq = 2;
    S_row(0, 10, W3);
    S_bag(0, W1, 1);
    OK(S_brew("<turn seat=\"1\"><draw chip=\"white-1\" at=\"white:11\"/>"
              "<explosion seat=\"1\" take=\"push\"/></turn>"));
    ck_assert_int_eq(S.patient_half, 1);
    ck_assert_int_eq(S.patient_sq, 2);
    ck_assert_int_eq(S.pl[0].gold, 7);
    /* Paying instead: 3 of 7. */
    S_fresh();
    S.pl[0].gold = 7;
    S.patient_half = 0;
    S.patient_sq = 2;
    S_row(0, 10, W3);
    S_bag(0, W1, 1);
    OK(S_brew("<turn seat=\"1\"><draw chip=\"white-1\" at=\"white:11\"/>"
              "<explosion seat=\"1\" take=\"gold\"/></turn>"));
    ck_assert_int_eq(S.pl[0].gold, 4);
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 2);
    /* One gold: half of it is nothing, no answer is asked, and one
     * written anyway breaks the rule of that choice (DU-R10). */
    S_fresh();
    S.pl[0].gold = 1;
    S_row(0, 10, W3);
    S_bag(0, W1, 1);
    BREAKS(S_brew("<turn seat=\"1\"><draw chip=\"white-1\" at=\"white:11\"/>"
                  "<explosion seat=\"1\" take=\"gold\"/></turn>"),
           "duel.explode.choice");
}
END_TEST

/* DU-R15: a stand stays on 1..12 and never enters or passes the patient
 * on its own half; squares it cannot move are lost. */
static int S_stand_fn(nt_play *p, void *arg)
{
    const int *d = arg;
    return du_stand(&S, p, d[0], d[1], "a test");
}

START_TEST(stand_limits)
{
    int arg[2];
    S_fresh();
    S.patient_half = 0;
    S.patient_sq = 5;
    arg[0] = 0;
    arg[1] = 4; /* advance 4 from 8: stops on 6, outside the patient */
    OK(S_run("", S_stand_fn, arg));
    ck_assert_int_eq(S.pl[0].stand, 6);
    ck_assert(strstr(S_said, "2 squares of that cannot be moved"));
    ck_assert(!du_stand_can(&S, 0, 1));
    ck_assert(du_stand_can(&S, 0, -1));
    arg[1] = -9; /* retreat: stops at 12 */
    OK(S_run("", S_stand_fn, arg));
    ck_assert_int_eq(S.pl[0].stand, 12);
    ck_assert(!du_stand_can(&S, 0, -1));
    /* The patient on the other half does not block. */
    arg[0] = 1;
    arg[1] = 20;
    OK(S_run("", S_stand_fn, arg));
    ck_assert_int_eq(S.pl[1].stand, 1);
    ck_assert(!du_stand_can(&S, 1, 1));
    /* A stand never cures by moving. */
    ck_assert_int_eq(S.pl[0].guild + S.pl[1].guild, 0);
    ck_assert_int_eq(S.patient_half, 0);
}
END_TEST

/* DU-C1: with the park empty, the steps needing a new patient are lost;
 * the cured patients still take their guild squares. */
START_TEST(empty_park_loses_steps)
{
    S_fresh();
    S.park = 0;
    OK(S_move(0, 3, ""));
    ck_assert_int_eq(S.patient_half, -1);
    ck_assert(strstr(S_said, "3 steps lost (DU-C1)"));
    S_fresh();
    S.park = 1;
    S.pl[0].stand = 2;
    S_body(1, K(5)); /* nothing to upgrade: G1 asks nothing */
    OK(S_move(0, 5, ""));
    ck_assert_int_eq(S.park, 0);
    ck_assert_int_eq(S.pl[0].guild, 1);
    ck_assert_int_eq(S.pl[0].stand, 4);
    ck_assert_int_eq(S.patient_half, -1);
    ck_assert(strstr(S_said, "3 steps lost (DU-C1)"));
}
END_TEST

/* Guild squares 2 and 3: G3, the opponent may take a 1- or 2-chip; G2,
 * the curer takes a white 1-chip. */
START_TEST(guild_bonuses_g3_and_g2)
{
    S_fresh();
    S.pl[0].guild = 1;
    S.pl[0].stand = 2;
    OK(S_move(0, 2, "<take seat=\"2\" chip=\"orange-2\"/>"));
    ck_assert_int_eq(S.pl[0].guild, 2);
    ck_assert_int_eq(S.pl[1].bag[DU_CHIP(DC_ORANGE, 1)], 1);
    /* G3 offers no white, no black, no 4. */
    S_fresh();
    S.pl[0].guild = 1;
    S.pl[0].stand = 2;
    BREAKS(S_move(0, 2, "<take seat=\"2\" chip=\"black-1\"/>"),
           "duel.guild.bonus");
    S_fresh();
    S.pl[0].guild = 1;
    S.pl[0].stand = 2;
    BREAKS(S_move(0, 2, "<take seat=\"2\" chip=\"red-4\"/>"),
           "duel.guild.bonus");
    /* G2 */
    S_fresh();
    S.pl[0].guild = 2;
    S.pl[0].stand = 2;
    int w1 = S.supply[W1];
    OK(S_move(0, 2, ""));
    ck_assert_int_eq(S.pl[0].guild, 3);
    ck_assert_int_eq(S.pl[0].bag[W1], 1);
    ck_assert_int_eq(S.supply[W1], w1 - 1);
}
END_TEST

/* E5: the sixth cure ends the game at once. */
START_TEST(sixth_cure_ends_the_game_example_e5)
{
    S_fresh();
    S.pl[0].guild = 5;
    S.pl[1].guild = 3;
    S.pl[0].stand = 9;
    S.patient_half = 0;
    S.patient_sq = 7;
    OK(S_move(0, 4, ""));
    ck_assert(S.over);
    ck_assert_int_eq(S.end, DE_SIXTH);
    ck_assert_int_eq(S.winners, 1u);
    ck_assert_int_eq(S.pl[0].guild, 6);
    ck_assert_int_eq(S.pl[0].stand, 11);
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 2);
}
END_TEST


static Suite *S_suite(void)
{
    Suite *s = suite_create("duel vial");
    TCase *t = tcase_create("vial");
    tcase_add_test(t, white_placement_example_e2);
    tcase_add_test(t, bonus_space_without_a_black_chip_moves_the_stand);
    tcase_add_test(t, shield_holds_the_first_mine_only);
    tcase_add_test(t, last_white_after_a_removal);
    tcase_add_test(t, overflow_explodes_the_vial);
    tcase_add_test(t, full_neck_moves_and_empties_the_neck);
    suite_add_tcase(s, t);
    t = tcase_create("path");
    tcase_add_test(t, cure_retreat_and_leftover_steps_example_e4);
    tcase_add_test(t, explosion_push_and_round_seven_example_e3);
    tcase_add_test(t, stand_limits);
    tcase_add_test(t, empty_park_loses_steps);
    tcase_add_test(t, guild_bonuses_g3_and_g2);
    tcase_add_test(t, sixth_cure_ends_the_game_example_e5);
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

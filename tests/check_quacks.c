/* The Quacks engine, rule by rule: the pot track and the tables, placing
 * chips, explosions, the flask, every ingredient book, every fortune card,
 * the rats, the evaluation A-F and the end.  Each test plays a short
 * record (usually one round of two players, written from a chosen
 * position) and checks what the rules made of it: the state left behind,
 * the positions and totals the record asserts, or the rule it breaks. */
#include <stdlib.h>
#include <string.h>

#include "quacks_record.h"

/* ====================================================== the tables */

START_TEST(pot_track_matches_the_rulebook_examples)
{
    /* Lucas' 23 worth 7 VP and Marie's further 23 (idx 31, 32); Nina's 19
     * worth 5 VP; Lucas' 15 with a ruby and 3 VP; the spoon. */
    ck_assert_int_eq(qk_pot_coins[31], 23);
    ck_assert_int_eq(qk_pot_vp[31], 7);
    ck_assert_int_eq(qk_pot_coins[32], 23);
    ck_assert_int_eq(qk_pot_vp[32], 8);
    ck_assert_int_eq(qk_pot_coins[23], 19);
    ck_assert_int_eq(qk_pot_vp[23], 5);
    ck_assert_int_eq(qk_pot_coins[16], 15);
    ck_assert_int_eq(qk_pot_vp[16], 3);
    ck_assert_int_eq(qk_pot_ruby[16], 1);
    ck_assert_int_eq(qk_pot_ruby[15], 0);
    ck_assert_int_eq(qk_pot_coins[QK_SPOON], 35);
    ck_assert_int_eq(qk_pot_vp[QK_SPOON], 15);
}
END_TEST

START_TEST(pot_track_has_fifteen_rubies_and_never_goes_down)
{
    static const int rubies[] = {5, 9, 13, 16, 20, 24, 28, 30,
                                 34, 36, 40, 42, 46, 50, 52};
    int n = 0;
    for (int i = 0; i <= QK_LAST_SPACE; i++)
        n += qk_pot_ruby[i];
    ck_assert_int_eq(n, 15);
    for (size_t i = 0; i < sizeof rubies / sizeof *rubies; i++)
        ck_assert_int_eq(qk_pot_ruby[rubies[i]], 1);
    for (int i = 1; i <= QK_SPOON; i++) {
        ck_assert_int_ge(qk_pot_coins[i], qk_pot_coins[i - 1]);
        ck_assert_int_ge(qk_pot_vp[i], qk_pot_vp[i - 1]);
    }
}
END_TEST

START_TEST(rat_tails_follow_the_rulebook_example)
{
    /* Green leads with 20: blue 19 no tail, yellow 17 one, red 16 two. */
    ck_assert_int_eq(qk_rat_tails(19, 20), 0);
    ck_assert_int_eq(qk_rat_tails(17, 20), 1);
    ck_assert_int_eq(qk_rat_tails(16, 20), 2);
    ck_assert_int_eq(qk_rat_tails(20, 20), 0);
    ck_assert_int_eq(qk_rat_tails(0, 1), 0);
    ck_assert_int_eq(qk_rat_tails(0, 2), 1);
    ck_assert_int_eq(qk_rat_tails(0, 50), 23);
    /* Past 50 the track laps: tails after 48 and 51, none after 49, 50. */
    ck_assert_int_eq(qk_rat_tails(48, 52), 2);
}
END_TEST

START_TEST(prices_per_book_and_rulings)
{
    ck_assert_int_eq(qk_price(G1, 1), 4);
    ck_assert_int_eq(qk_price(G2, 1), 8);
    ck_assert_int_eq(qk_price(G4, 1), 14);
    ck_assert_int_eq(qk_price(B2, 1), 10);
    ck_assert_int_eq(qk_price(B4, 4), 20); /* Q-R2 */
    ck_assert_int_eq(qk_price(G4, 3), 21); /* Q-R2 */
    ck_assert_int_eq(qk_price(R1, 2), 4);
    ck_assert_int_eq(qk_price(Y2, 2), 13);
    ck_assert_int_eq(qk_price(P1, 1), 9);
    ck_assert_int_eq(qk_price(P1, 2), 12);
    ck_assert_int_eq(qk_price(P1, 3), 10);
    ck_assert_int_eq(qk_price(P1, 4), 11);
    ck_assert_int_eq(qk_price(O1, 1), 3);
    ck_assert_int_eq(qk_price(K1, 1), 10);
    ck_assert_int_eq(qk_price(W1, 1), 0);
    ck_assert(!qk_book_has(O6, 1));
}
END_TEST

START_TEST(bonus_die_and_test_tubes)
{
    /* Q-R3: six faces, "1 VP" on two. */
    uint32_t faces = 0;
    for (int i = 0; i < QK_DIE; i++)
        faces += qk_die_faces[i];
    ck_assert_uint_eq(faces, 6);
    ck_assert_uint_eq(qk_die_faces[DIE_1VP], 2);
    int vp = 0, rubies = 0, chips = 0;
    for (int t = 1; t <= QK_TUBES; t++) {
        vp += qk_tubes[t].kind == TUBE_VP ? qk_tubes[t].amount : 0;
        rubies += qk_tubes[t].kind == TUBE_RUBY;
        chips += qk_tubes[t].kind == TUBE_CHIP;
    }
    ck_assert_int_eq(vp, 15);
    ck_assert_int_eq(rubies, 1);
    ck_assert_int_eq(chips, 5);
    ck_assert_int_eq(qk_tubes[11].chip, Y4);
}
END_TEST

START_TEST(setup_fills_bags_and_the_supply)
{
    OK(S_play("<setup players=\"4\"/>", ""));
    for (int i = 0; i < 4; i++) {
        ck_assert_int_eq(S.pl[i].bag_n, 9);
        ck_assert_int_eq(S.pl[i].bag[W1], 4);
        ck_assert_int_eq(S.pl[i].rubies, 1);
        ck_assert_int_eq(S.pl[i].flask, 1);
    }
    ck_assert_int_eq(S.supply[O1], 16);
    ck_assert_int_eq(S.supply[G1], 11);
    ck_assert_int_eq(S.supply[K1], 18);
    ck_assert_int_eq(S.supply[W1], 4); /* the round-6 whites */
    ck_assert_int_eq(S.supply[W2], 0);
}
END_TEST

/* ==================================================== placing chips */

START_TEST(chips_follow_each_other_by_value_leaving_gaps)
{
    OK(S_play(SETUP2, ROUND(1, 1, CARD("magic-potion")
        BREW(1, DRAWP("orange-1", 1) DRAWP("white-2", 3) DRAWP("white-1", 4)
                END("white=\"3\" space=\"5\""))
        BREW(2, "") EVAL(ROLL(1, "1-vp")))));
}
END_TEST

START_TEST(first_chip_counts_from_the_droplet)
{
    OK(S_play(AT_ROUND(2, "alms", "droplet=\"4\"", ""),
              ROUND(2, 1, CARD("magic-potion")
                  BREW(1, DRAWP("white-2", 6)) BREW(2, "")
                  EVAL(ROLL(1, "1-vp")))));
}
END_TEST

START_TEST(first_chip_counts_from_the_rat_stone)
{
    /* 2 VP behind: one rat tail; the droplet on 4, the rat stone on 5. */
    OK(S_play("<setup players=\"2\" round=\"2\" read=\"alms\">"
              "<seat n=\"1\" droplet=\"4\"/><seat n=\"2\" vp=\"2\"/></setup>",
              ROUND(2, 1, CARD("magic-potion")
                  "<brew seat=\"1\" rats=\"1\">" DRAWP("white-1", 6) "</brew>"
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
}
END_TEST

START_TEST(an_empty_pot_scores_after_the_droplet)
{
    OK(S_play(AT_ROUND(2, "alms", "droplet=\"3\"", ""),
              ROUND(2, 1, CARD("magic-potion")
                  BREW(1, END("space=\"4\" white=\"0\"")) BREW(2, "")
                  EVAL(ROLL(1, "1-vp")))));
    ck_assert_int_eq(S.pl[0].vp, 1);
}
END_TEST

START_TEST(the_last_space_holds_the_chip_and_fills_the_pot)
{
    OK(S_play(AT_ROUND(4, READ3, "droplet=\"50\"", ""),
              ROUND(4, 1, CARD("magic-potion")
                  BREW(1, DRAWP("white-3", 52) END("space=\"53\""))
                  BREW(2, "") EVAL(ROLL(1, "1-vp") BUY(1, "green-4")
                                   BUY(1, "blue-4")))));
    ck_assert_int_eq(S.pl[0].vp, 16); /* the spoon's 15 and the die */
    BREAKS(S_play(AT_ROUND(4, READ3, "droplet=\"50\"", ""),
                  ROUND(4, 1, CARD("magic-potion")
                      BREW(1, DRAW("white-3") DRAW("white-1")))),
           "quacks.pot.full");
}
END_TEST

START_TEST(whites_over_seven_explode_the_pot)
{
    /* Nina's example: 2 + 3 + 1, then a white 2 on space 9: 8. */
    OK(S_play(SETUP2, ROUND(1, 1, CARD("magic-potion")
        BREW(1, DRAWP("white-2", 2) DRAWP("white-3", 5) DRAWP("orange-1", 6)
                DRAWP("white-1", 7) DRAWP("white-2", 9) END("white=\"8\" space=\"10\" "
                                        "exploded=\"yes\""))
        BREW(2, "") EVAL(ROLL(2, "1-vp") "<exploded seat=\"1\" take=\"vp\"/>"))));
    ck_assert_int_eq(S.pl[0].vp, 2);
}
END_TEST

START_TEST(seven_whites_do_not_explode)
{
    OK(S_play(SETUP2, ROUND(1, 1, CARD("magic-potion")
        BREW(1, DRAW("white-3") DRAW("white-2") DRAW("white-2")
                END("white=\"7\" exploded=\"no\""))
        BREW(2, "") EVAL(ROLL(1, "1-vp")))));
}
END_TEST

START_TEST(an_exploded_pot_takes_no_more_chips)
{
    BREAKS(S_play(SETUP2, ROUND(1, 1, CARD("magic-potion")
               BREW(1, DRAW("white-3") DRAW("white-2") DRAW("white-2")
                       DRAW("white-1") DRAW("orange-1")))),
           "quacks.brew.exploded");
}
END_TEST

START_TEST(a_chip_is_drawn_from_the_bag_only)
{
    BREAKS(S_play(SETUP2, ROUND(1, 1, CARD("magic-potion")
               BREW(1, DRAW("red-1")))),
           "quacks.bag.draw");
    /* One orange chip: a second cannot be drawn. */
    BREAKS(S_play(SETUP2, ROUND(1, 1, CARD("magic-potion")
               BREW(1, DRAW("orange-1") DRAW("orange-1")))),
           "quacks.bag.draw");
    BREAKS(S_play(AT_ROUND(1, "", "bag=\"orange-1\"", ""),
                  ROUND(1, 1, CARD("magic-potion")
                      BREW(1, DRAW("orange-1") DRAW("orange-1")))),
           "quacks.bag.empty");
}
END_TEST

START_TEST(the_pot_goes_back_into_the_bag_after_the_round)
{
    OK(S_play(SETUP2, ROUND(1, 1, CARD("magic-potion")
        BREW(1, DRAW("white-1") DRAW("green-1")) BREW(2, "")
        EVAL(ROLL(1, "1-vp") BUY(1, "orange-1")))));
    ck_assert_int_eq(S.pl[0].bag_n, 10);
    ck_assert_int_eq(S.pl[0].bag[O1], 2);
    ck_assert_int_eq(S.pl[0].npot, 0);
}
END_TEST

/* ====================================================== the flask */

START_TEST(the_flask_returns_a_white_chip_and_brewing_goes_on)
{
    OK(S_play(SETUP2, ROUND(1, 1, CARD("lucky-devil")
        BREW(1, DRAWP("white-3", 3) "<flask/>" DRAWP("white-1", 1)
                END("white=\"1\""))
        BREW(2, "") EVAL(ROLL(1, "1-vp")))));
    ck_assert_int_eq(S.pl[0].flask, 0);
}
END_TEST

START_TEST(the_flask_rules)
{
    BREAKS(S_play(SETUP2, ROUND(1, 1, CARD("lucky-devil")
               BREW(1, DRAW("orange-1") "<flask/>"))),
           "quacks.flask.white");
    /* The other reading (Q-R1): any chip. */
    OK(S_play("<setup players=\"2\" flask=\"any\"/>",
              ROUND(1, 1, CARD("lucky-devil")
                  BREW(1, DRAW("orange-1") "<flask/>" DRAWP("green-1", 1))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
    BREAKS(S_play(SETUP2, ROUND(1, 1, CARD("lucky-devil")
               BREW(1, DRAW("white-3") "<flask/>" DRAW("white-2")
                       "<flask/>"))),
           "quacks.flask.empty");
    BREAKS(S_play(SETUP2, ROUND(1, 1, CARD("lucky-devil")
               BREW(1, DRAW("white-3") DRAW("white-2") DRAW("white-2")
                       DRAW("white-1") "<flask/>"))),
           "quacks.flask.exploded");
}
END_TEST

START_TEST(flask_any_on_a_mandrake_can_lower_the_threshold)
{
    /* Mandrake set 3: after a yellow chip the pot explodes only above 8;
     * the flask (any chip, Q-R1) takes the yellow chip back, and the
     * threshold is 7 again (I-FLASK): one more white point explodes it. */
    OK(S_play(AT_ROUND(2, "alms", BAG("yellow-1 white-3"),
                       "yellow=\"3\" flask=\"any\""),
              ROUND(2, 1, CARD("lucky-devil")
                  BREW(1, DRAW("white-3") DRAW("white-3") DRAW("white-1")
                          DRAW("yellow-1") "<flask/>" DRAW("white-1")
                          END("white=\"8\" exploded=\"yes\""))
                  BREW(2, "") EVAL(ROLL(2, "1-vp")
                                   "<exploded seat=\"1\" take=\"vp\"/>"))));
}
END_TEST

/* ==================================================== the books */

START_TEST(crow_skull_1_places_one_of_the_chips_it_draws)
{
    OK(S_play(AT_ROUND(1, "", BAG("blue-2 red-1"), ""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, "<draw chip=\"blue-2\" pos=\"2\"><reveal "
                          "chip=\"white-3\"/><reveal chip=\"red-1\"/>"
                          "<place chip=\"red-1\" pos=\"3\"/></draw>"
                          END("white=\"0\" space=\"4\""))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
    /* Placing none: the white 3 and the red 1 both go back. */
    OK(S_play(AT_ROUND(1, "", BAG("blue-2 red-1"), ""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, "<draw chip=\"blue-2\"><reveal chip=\"white-3\"/>"
                          "<reveal chip=\"red-1\"/></draw>" END("space=\"3\""))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
    BREAKS(S_play(AT_ROUND(1, "", BAG("blue-2 red-1"), ""),
                  ROUND(1, 1, CARD("magic-potion")
                      BREW(1, "<draw chip=\"blue-2\"><reveal chip=\"white-3\"/>"
                              "<reveal chip=\"red-2\"/></draw>"))),
           "quacks.bag.draw");
    /* Q-R11: the white 1-chip not chosen is back in the bag before the
     * chosen crow skull draws, so the bag is not empty for it. */
#define CROWS(inner)                                                      \
    S_play(AT_ROUND(1, "", "bag=\"blue-2 blue-1 white-1\"", ""),           \
           ROUND(1, 1, CARD("magic-potion")                               \
               BREW(1, "<draw chip=\"blue-2\"><reveal chip=\"blue-1\"/>"  \
                       "<reveal chip=\"white-1\"/>" inner "</draw>")  \
               BREW(2, "") EVAL(ROLL(1, "1-vp"))))
    OK(CROWS("<place chip=\"blue-1\"><reveal chip=\"white-1\"/></place>"));
    ck_assert_int_eq(S.pl[0].bag[W1], 1); /* shown, not placed: back */
    BREAKS(CROWS("<place chip=\"blue-1\"/>"), "quacks.ruling.Q-R11");
#undef CROWS
}
END_TEST

START_TEST(crow_skull_2_covers_an_explosion_in_its_window)
{
    /* A blue 2 covers the next two chips: the pot explodes on the second,
     * and the player takes VP and coins without choosing. */
    OK(S_play(AT_ROUND(1, "", BAG("blue-2 white-3"), "set=\"2\""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAW("white-2") DRAW("blue-2") DRAW("white-3")
                          DRAWP("white-3", 10) END("exploded=\"yes\""))
                  BREW(2, "") EVAL(ROLL(2, "1-vp") BUY(1, "green-2")))));
    ck_assert_int_eq(S.pl[0].vp, 2);    /* space 11: 2 VP */
    ck_assert_int_eq(S.pl[0].bag[G2], 1); /* and 11 coins */
    /* Outside the window the choice is back. */
    BREAKS(S_play(AT_ROUND(1, "", BAG("blue-1 white-3"), "set=\"2\""),
                  ROUND(1, 1, CARD("magic-potion")
                      BREW(1, DRAW("blue-1") DRAW("white-2") DRAW("white-3")
                              DRAW("white-3"))
                      BREW(2, "") EVAL(ROLL(2, "1-vp") BUY(1, "green-2")))),
           "quacks.exploded.choice");
}
END_TEST

START_TEST(crow_skull_3_and_4_reward_a_ruby_space)
{
    /* A blue chip landing on space 5 (a ruby). */
    OK(S_play(AT_ROUND(1, "", "droplet=\"3\" " BAG("blue-2"), "blue=\"3\""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAWP("blue-2", 5)) BREW(2, "")
                  EVAL(ROLL(1, "1-vp")))));
    ck_assert_int_eq(S.pl[0].rubies, 2);
    OK(S_play(AT_ROUND(1, "", "droplet=\"3\" " BAG("blue-2"), "blue=\"4\""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAWP("blue-2", 5)) BREW(2, "")
                  EVAL(ROLL(1, "1-vp")))));
    ck_assert_int_eq(S.pl[0].vp, 1 + 2 + 1); /* die, blue's value, space 6 */
    ck_assert_int_eq(S.pl[0].rubies, 1);
}
END_TEST

START_TEST(toadstool_1_counts_pumpkins)
{
    OK(S_play(AT_ROUND(1, "", BAG("red-1 orange-1*2"), ""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAWP("red-1", 1) DRAWP("orange-1", 2)
                          DRAWP("orange-1", 3) DRAWP("orange-1", 4))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
    OK(S_play(AT_ROUND(1, "", BAG("red-1*2 orange-1*2"), ""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAWP("orange-1", 1) DRAWP("red-1", 3)
                          DRAWP("orange-1", 4) DRAWP("orange-1", 5)
                          DRAWP("red-1", 8))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
}
END_TEST

START_TEST(toadstool_2_waits_beside_the_pot)
{
    /* Set aside while brewing; after stopping, one is added, one kept. */
    OK(S_play(AT_ROUND(1, "", BAG("red-1 red-2"), "red=\"2\""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAW("red-1") DRAWP("white-1", 1) DRAW("red-2")
                          "<add chip=\"red-2\" pos=\"3\"/>" END("space=\"4\""))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
    ck_assert_int_eq(S.pl[0].beside[R1], 1);
    ck_assert_int_eq(S.pl[0].bag[R1], 0);
    ck_assert_int_eq(S.pl[0].bag[R2], 1);
    /* Returned to the bag instead. */
    OK(S_play(AT_ROUND(1, "", BAG("red-1"), "red=\"2\""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAW("red-1") "<return chip=\"red-1\"/>")
                  BREW(2, "") EVAL(ROLL(1, "1-vp") ROLL(2, "1-vp")))));
    ck_assert_int_eq(S.pl[0].beside[R1], 0);
    ck_assert_int_eq(S.pl[0].bag[R1], 1);
}
END_TEST

START_TEST(toadstool_3_and_4_use_white_chips)
{
    OK(S_play(AT_ROUND(1, "", BAG("red-1"), "red=\"3\""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAWP("white-2", 2) DRAWP("red-1", 5)) BREW(2, "")
                  EVAL(ROLL(1, "1-vp")))));
    OK(S_play(AT_ROUND(1, "", BAG("red-1"), "red=\"4\""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAWP("white-1", 1) DRAWP("red-1", 2)
                          DRAWP("white-1", 4) DRAWP("white-2", 6)
                          END("white=\"4\""))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
}
END_TEST

START_TEST(mandrake_1_sends_a_white_chip_back)
{
    OK(S_play(AT_ROUND(2, "alms", BAG("yellow-1"), ""),
              ROUND(2, 1, CARD("magic-potion")
                  BREW(1, DRAWP("white-3", 3)
                          "<draw chip=\"yellow-1\" pos=\"4\" "
                          "return-white=\"yes\"/>"
                          END("white=\"0\" space=\"5\""))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
    ck_assert_int_eq(S.pl[0].bag[W3], 1);
    BREAKS(S_play(AT_ROUND(2, "alms", BAG("yellow-1"), ""),
                  ROUND(2, 1, CARD("magic-potion")
                      BREW(1, DRAW("orange-1")
                              "<draw chip=\"yellow-1\" return-white=\"yes\"/>"))),
           "quacks.yellow.1");
}
END_TEST

START_TEST(mandrake_2_doubles_the_next_move)
{
    OK(S_play(AT_ROUND(2, "alms", BAG("yellow-1"), "yellow=\"2\""),
              ROUND(2, 1, CARD("magic-potion")
                  BREW(1, DRAWP("yellow-1", 1) DRAWP("white-2", 5)
                          DRAWP("white-1", 6))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
}
END_TEST

START_TEST(mandrake_3_raises_the_threshold)
{
    OK(S_play(AT_ROUND(2, "alms", BAG("yellow-1 white-3"), "yellow=\"3\""),
              ROUND(2, 1, CARD("magic-potion")
                  BREW(1, DRAW("yellow-1") DRAW("white-3") DRAW("white-3")
                          DRAW("white-2") DRAW("white-1")
                          END("white=\"9\" exploded=\"yes\""))
                  BREW(2, "") EVAL(ROLL(2, "1-vp")
                                   "<exploded seat=\"1\" take=\"vp\"/>"))));
}
END_TEST

START_TEST(mandrake_4_adds_one_two_three)
{
    OK(S_play(AT_ROUND(2, "alms", BAG("yellow-1*4"), "yellow=\"4\""),
              ROUND(2, 1, CARD("magic-potion")
                  BREW(1, DRAWP("yellow-1", 2) DRAWP("yellow-1", 5)
                          DRAWP("yellow-1", 9) DRAWP("yellow-1", 10))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
}
END_TEST

START_TEST(garden_spider_1_pays_rubies_for_the_last_two)
{
    OK(S_play(AT_ROUND(1, "", BAG("green-2"), ""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAW("green-1") DRAW("green-2")) BREW(2, "")
                  EVAL(ROLL(1, "1-vp")))));
    ck_assert_int_eq(S.pl[0].rubies, 3);
    OK(S_play(AT_ROUND(1, "", BAG("green-2"), ""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAW("green-1") DRAW("orange-1") DRAW("white-1"))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
    ck_assert_int_eq(S.pl[0].rubies, 1);
}
END_TEST

START_TEST(garden_spider_2_gives_chips_by_value)
{
    OK(S_play(AT_ROUND(4, READ3, BAG("green-2"), "set=\"2\""),
              ROUND(4, 1, CARD("magic-potion")
                  BREW(1, DRAW("green-1") DRAW("green-2")) BREW(2, "")
                  EVAL(ROLL(1, "1-vp")
                       "<green seat=\"1\" take=\"red-1\"/>"
                       "<green seat=\"1\" take=\"none\"/>"))));
    ck_assert_int_eq(S.pl[0].bag[R1], 1);
    ck_assert_int_eq(S.pl[0].bag[O1], 1);
    BREAKS(S_play(AT_ROUND(4, READ3, BAG("green-2"), "set=\"2\""),
                  ROUND(4, 1, CARD("magic-potion")
                      BREW(1, DRAW("green-1")) BREW(2, "")
                      EVAL(ROLL(1, "1-vp")
                           "<green seat=\"1\" take=\"blue-1\"/>"))),
           "quacks.green.2");
}
END_TEST

START_TEST(garden_spider_3_moves_the_last_chip_on_exactly_seven)
{
    /* Whites 7 and greens 1 + 2: the last chip moves 3 on, from 9 to 12,
     * so the scoring space is 13 (a ruby) instead of 10. */
    OK(S_play(AT_ROUND(1, "", BAG("green-2"), "set=\"3\""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAW("green-1") DRAW("white-3") DRAWP("green-2", 6)
                          DRAWP("white-2", 8) DRAWP("white-2", 10)
                          END("white=\"7\" space=\"11\""))
                  BREW(2, "") EVAL(ROLL(1, "1-vp")))));
    ck_assert_int_eq(S.pl[0].vp, 1 + 3);  /* die, space 14 */
}
END_TEST

START_TEST(garden_spider_4_buys_droplet_moves)
{
    OK(S_play(AT_ROUND(1, "", "rubies=\"2\" " BAG("green-2"), "set=\"4\""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAW("green-1") DRAW("green-2")) BREW(2, "")
                  EVAL(ROLL(1, "1-vp") "<green seat=\"1\" pay=\"yes\"/>"
                       "<green seat=\"1\" pay=\"yes\"/>"))));
    ck_assert_int_eq(S.pl[0].droplet, 2);
    ck_assert_int_eq(S.pl[0].rubies, 0);
}
END_TEST

START_TEST(ghosts_breath_1_tiers)
{
    OK(S_play(AT_ROUND(4, READ3, BAG("purple-1*3"), ""),
              ROUND(4, 1, CARD("magic-potion")
                  BREW(1, DRAW("purple-1") DRAW("purple-1") DRAW("purple-1"))
                  BREW(2, "") EVAL(ROLL(1, "ruby")))));
    /* Tier 3: 2 VP and the droplet; space 4 gives nothing more. */
    ck_assert_int_eq(S.pl[0].vp, 2);
    ck_assert_int_eq(S.pl[0].droplet, 1);
    OK(S_play(AT_ROUND(4, READ3, BAG("purple-1*3"), ""),
              ROUND(4, 1, CARD("magic-potion")
                  BREW(1, DRAW("purple-1") DRAW("purple-1") DRAW("purple-1"))
                  BREW(2, "") EVAL(ROLL(1, "ruby")
                                   "<purple seat=\"1\" tier=\"2\"/>"))));
    ck_assert_int_eq(S.pl[0].vp, 1);
    ck_assert_int_eq(S.pl[0].rubies, 3);
}
END_TEST

START_TEST(ghosts_breath_2_trades_purple_chips)
{
    OK(S_play(AT_ROUND(4, READ3, BAG("purple-1*2"), "purple=\"2\""),
              ROUND(4, 1, CARD("magic-potion")
                  BREW(1, DRAW("purple-1") DRAW("purple-1")) BREW(2, "")
                  EVAL(ROLL(1, "ruby") "<purple seat=\"1\" trade=\"2\"/>"))));
    ck_assert_int_eq(S.pl[0].bag[P1], 0);
    ck_assert_int_eq(S.pl[0].bag[G1], 2);
    ck_assert_int_eq(S.pl[0].bag[B2], 1);
    ck_assert_int_eq(S.pl[0].vp, 3);
    ck_assert_int_eq(S.pl[0].droplet, 1);
    ck_assert_int_eq(S.supply[P1], 15); /* I-P2-SUPPLY */
}
END_TEST

START_TEST(ghosts_breath_3_scores_by_space)
{
    /* Purple chips on spaces 21 (18 coins) and 32 (23 coins): 1 + 2 VP. */
    OK(S_play(AT_ROUND(4, READ3, "droplet=\"20\" " BAG("purple-1*2 orange-1*3"),
                       "purple=\"3\""),
              ROUND(4, 1, CARD("magic-potion")
                  BREW(1, DRAWP("purple-1", 21) DRAW("white-3") DRAW("orange-1")
                          DRAW("orange-1") DRAW("orange-1") DRAW("orange-1")
                          DRAW("white-2") DRAW("white-1") DRAWP("purple-1", 32))
                  BREW(2, "") EVAL(ROLL(1, "ruby")))));
    ck_assert_int_eq(S.pl[0].vp, 3 + 8);
}
END_TEST

START_TEST(ghosts_breath_4_upgrades_a_chip)
{
    OK(S_play(AT_ROUND(4, READ3, BAG("purple-1*2"), "purple=\"4\""),
              ROUND(4, 1, CARD("magic-potion")
                  BREW(1, DRAW("green-1") DRAW("purple-1") DRAW("purple-1"))
                  BREW(2, "") EVAL(ROLL(1, "ruby")
                      "<purple seat=\"1\" upgrade=\"green-1 green-2\"/>"))));
    ck_assert_int_eq(S.pl[0].bag[G1], 0);
    ck_assert_int_eq(S.pl[0].bag[G2], 1);
    BREAKS(S_play(AT_ROUND(4, READ3, BAG("purple-1*2"), "purple=\"4\""),
                  ROUND(4, 1, CARD("magic-potion")
                      BREW(1, DRAW("orange-1") DRAW("purple-1") DRAW("purple-1"))
                      BREW(2, "") EVAL(ROLL(1, "ruby")
                          "<purple seat=\"1\" upgrade=\"orange-1 orange-6\"/>"))),
           "quacks.purple.4");
}
END_TEST

START_TEST(black_two_players)
{
    /* As many black chips: droplet; more: droplet and ruby; none: none. */
    OK(S_play("<setup players=\"2\"><seat n=\"1\" " BAG("black-1")
              "/><seat n=\"2\" " BAG("black-1") "/></setup>",
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAW("black-1")) BREW(2, DRAW("black-1"))
                  EVAL(ROLL(1, "1-vp") ROLL(2, "1-vp")))));
    ck_assert_int_eq(S.pl[0].droplet, 1);
    ck_assert_int_eq(S.pl[1].droplet, 1);
    ck_assert_int_eq(S.pl[0].rubies, 1);
    OK(S_play(AT_ROUND(1, "", BAG("black-1"), ""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAW("black-1")) BREW(2, "")
                  EVAL(ROLL(1, "1-vp")))));
    ck_assert_int_eq(S.pl[0].rubies, 2);
    ck_assert_int_eq(S.pl[1].droplet, 0); /* Q-R4 */
}
END_TEST

START_TEST(black_three_players_compares_neighbours)
{
    OK(S_play("<setup players=\"3\"><seat n=\"1\" " BAG("black-1*2")
              "/><seat n=\"2\" " BAG("black-1") "/><seat n=\"3\"/></setup>",
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAW("black-1") DRAW("black-1"))
                  BREW(2, DRAW("black-1")) BREW(3, "")
                  EVAL(ROLL(1, "1-vp")))));
    ck_assert_int_eq(S.pl[0].droplet, 1); /* more than both */
    ck_assert_int_eq(S.pl[0].rubies, 2);
    ck_assert_int_eq(S.pl[1].droplet, 1); /* more than seat 3 only */
    ck_assert_int_eq(S.pl[1].rubies, 1);
    ck_assert_int_eq(S.pl[2].droplet, 0);
}
END_TEST

/* ================================================== fortune cards */

/* Round 4 of two players, three other cards read before; seat 1 brews
 * `brew1` (at least one chip, so that it alone rolls), seat 2 nothing. */
#define OTHERS "schadenfreude strong-ingredient lucky-devil"
#define FORTUNE(card, choices, seat1, extra, brew1, eval)      \
    S_play(AT_ROUND(4, OTHERS, seat1, extra),                  \
           ROUND(4, 1, CARDX(card, choices) BREW(1, brew1) BREW(2, "") eval))

START_TEST(card_the_pot_is_filling_up)
{
    OK(FORTUNE("the-pot-is-filling-up", "", "", "", DRAW("white-1"), EVAL(ROLL(1, "1-vp"))));
    ck_assert_int_eq(S.pl[0].droplet, 1);
    ck_assert_int_eq(S.pl[1].droplet, 1);
}
END_TEST

START_TEST(card_alms_and_beginners_bonus)
{
    OK(FORTUNE("alms", "", "rubies=\"0\"", "", DRAW("white-1"),
               EVAL(ROLL(1, "2-vp"))));
    ck_assert_int_eq(S.pl[0].rubies, 1);
    ck_assert_int_eq(S.pl[1].rubies, 1);
    OK(FORTUNE("beginners-bonus", "", "vp=\"3\"", "", DRAW("white-2"),
               EVAL(ROLL(1, "2-vp"))));
    ck_assert_int_eq(S.pl[0].bag[G1], 1);
    ck_assert_int_eq(S.pl[1].bag[G1], 2);
}
END_TEST

START_TEST(card_donations)
{
    OK(FORTUNE("donations", ROLL(1, "ruby") ROLL(2, "pumpkin"), "", "",
               DRAW("white-1"), EVAL(ROLL(1, "2-vp"))));
    ck_assert_int_eq(S.pl[0].rubies, 2);
    ck_assert_int_eq(S.pl[1].bag[O1], 2);
}
END_TEST

START_TEST(card_just_in_time)
{
    OK(FORTUNE("just-in-time", CHOOSE(1, "white-1") CHOOSE(2, "vp"), "", "",
               DRAW("white-2"), EVAL(ROLL(1, "2-vp"))));
    ck_assert_int_eq(S.pl[0].bag[W1], 3);
    ck_assert_int_eq(S.pl[1].vp, 4);
}
END_TEST

/* The rats come into play from round 2: VP a round-1 card gives before
 * the rats step lay no rat stone (rulebook: Les rats). */
START_TEST(rats_wait_for_round_two)
{
#define JIT CARDX("just-in-time", CHOOSE(1, "vp") CHOOSE(2, "white-1"))
    OK(S_play(SETUP2, ROUND(1, 1, JIT "<brew seat=\"1\" rats=\"0\"/>"
                                       "<brew seat=\"2\" rats=\"0\"/>"
                                       EVAL(ROLL(1, "1-vp") ROLL(2, "1-vp")))));
    ck_assert_int_eq(S.pl[0].vp, 5); /* 4 from the card, 1 from the die */
    ck_assert_int_eq(S.pl[1].rats, 0);
    BREAKS(S_play(SETUP2, ROUND(1, 1, JIT "<brew seat=\"1\"/>"
                                          "<brew seat=\"2\" rats=\"1\"/>")),
           "quacks.rats.round-2");
    /* The same scores in round 2: one rat tail between 0 and 4 VP. */
    OK(S_play("<setup players=\"2\" round=\"2\" read=\"alms\">"
              "<seat n=\"1\"/><seat n=\"2\"/></setup>",
              ROUND(2, 1, JIT "<brew seat=\"1\" rats=\"0\"/>"
                               "<brew seat=\"2\" rats=\"1\"/>"
                               EVAL(ROLL(2, "1-vp")))));
    ck_assert_int_eq(S.pl[1].rats, 1);
#undef JIT
}
END_TEST

START_TEST(card_but_you_only_get_to_choose_one)
{
    OK(FORTUNE("but-you-only-get-to-choose-one",
               CHOOSE(1, "black-1") CHOOSE(2, "rubies"), "", "",
               DRAW("white-1"), EVAL(ROLL(1, "2-vp"))));
    ck_assert_int_eq(S.pl[0].bag[K1], 1);
    ck_assert_int_eq(S.pl[1].rubies, 4);
}
END_TEST

START_TEST(card_rats_are_your_friends)
{
    /* Seat 1, 2 VP behind, has one rat tail: 1 VP; seat 2 a 4-chip. */
    OK(S_play("<setup players=\"2\" round=\"4\" read=\"" READ3 "\">"
              "<seat n=\"1\"/><seat n=\"2\" vp=\"2\"/></setup>",
              ROUND(4, 1, CARDX("rats-are-your-friends",
                                CHOOSE(1, "vp") CHOOSE(2, "yellow-4"))
                  "<brew seat=\"1\" rats=\"1\"/>" BREW(2, "")
                  EVAL(ROLL(1, "ruby")))));
    ck_assert_int_eq(S.pl[0].vp, 1);
    ck_assert_int_eq(S.pl[1].bag[Y4], 1);
}
END_TEST

START_TEST(card_a_good_start)
{
    OK(S_play("<setup players=\"2\" round=\"4\" read=\"" READ3 "\">"
              "<seat n=\"1\"/><seat n=\"2\" vp=\"5\"/></setup>",
              ROUND(4, 1, CARDX("a-good-start",
                                "<choose seat=\"1\" give-up=\"1\"/>")
                  "<brew seat=\"1\" rats=\"1\"/>" BREW(2, "")
                  EVAL(ROLL(1, "2-vp")))));
    ck_assert_int_eq(S.pl[0].rubies, 2);
}
END_TEST

START_TEST(card_choose_wisely)
{
    OK(FORTUNE("choose-wisely", CHOOSE(1, "droplet") CHOOSE(2, "purple-1"),
               "", "", DRAW("white-1"), EVAL(ROLL(1, "2-vp"))));
    ck_assert_int_eq(S.pl[0].droplet, 2);
    ck_assert_int_eq(S.pl[1].bag[P1], 1);
    /* Purple opens in round 3 (I-CLOSED-GAIN). */
    BREAKS(S_play(SETUP2, ROUND(1, 1, CARDX("choose-wisely",
                                            CHOOSE(1, "purple-1")))),
           "quacks.ruling.I-CLOSED-GAIN");
}
END_TEST

START_TEST(card_wheel_and_deal)
{
    OK(FORTUNE("wheel-and-deal", CHOOSE(1, "yellow-1"), "", "", DRAW("white-1"),
               EVAL(ROLL(1, "2-vp"))));
    ck_assert_int_eq(S.pl[0].rubies, 0);
    ck_assert_int_eq(S.pl[0].bag[Y1], 1);
    BREAKS(FORTUNE("wheel-and-deal", CHOOSE(1, "purple-1"), "", "", DRAW("white-1"),
                   EVAL(ROLL(1, "2-vp"))),
           "quacks.fortune.wheel-and-deal");
}
END_TEST

START_TEST(card_an_opportunistic_moment)
{
    OK(FORTUNE("an-opportunistic-moment",
               "<reveal seat=\"1\" chip=\"green-1\"/>"
               "<reveal seat=\"1\" chip=\"white-1\"/>"
               "<reveal seat=\"1\" chip=\"white-1\"/>"
               "<reveal seat=\"1\" chip=\"white-2\"/>"
               CHOOSE(1, "green-1")
               "<reveal seat=\"2\" chip=\"white-1\"/>"
               "<reveal seat=\"2\" chip=\"white-1\"/>"
               "<reveal seat=\"2\" chip=\"white-3\"/>"
               "<reveal seat=\"2\" chip=\"orange-1\"/>",
               "", "", DRAW("white-1"), EVAL(ROLL(1, "2-vp"))));
    ck_assert_int_eq(S.pl[0].bag[G1], 0);
    ck_assert_int_eq(S.pl[0].bag[G2], 1);
    ck_assert_int_eq(S.pl[1].bag[G1], 2); /* nothing to trade: a green 1 */
}
END_TEST

START_TEST(card_less_is_more)
{
    OK(FORTUNE("less-is-more",
               "<reveal seat=\"1\" chip=\"white-1\"/>"
               "<reveal seat=\"1\" chip=\"white-1\"/>"
               "<reveal seat=\"1\" chip=\"white-1\"/>"
               "<reveal seat=\"1\" chip=\"orange-1\"/>"
               "<reveal seat=\"1\" chip=\"green-1\"/>"
               "<reveal seat=\"2\" chip=\"white-3\"/>"
               "<reveal seat=\"2\" chip=\"white-1\"/>"
               "<reveal seat=\"2\" chip=\"white-1\"/>"
               "<reveal seat=\"2\" chip=\"white-2\"/>"
               "<reveal seat=\"2\" chip=\"white-2\"/>",
               "", "", DRAW("white-1"), EVAL(ROLL(1, "2-vp"))));
    ck_assert_int_eq(S.pl[0].bag[B2], 1);
    ck_assert_int_eq(S.pl[1].rubies, 2);
}
END_TEST

START_TEST(card_rat_infestation)
{
    OK(S_play("<setup players=\"2\" round=\"4\" read=\"" READ3 "\">"
              "<seat n=\"1\"/><seat n=\"2\" vp=\"2\"/></setup>",
              ROUND(4, 1, CARD("rat-infestation")
                  "<brew seat=\"1\" rats=\"2\">" DRAWP("white-1", 3) "</brew>"
                  BREW(2, "") EVAL(ROLL(1, "2-vp")))));
}
END_TEST

START_TEST(card_living_in_luxury)
{
    OK(FORTUNE("living-in-luxury", "", "", "",
               DRAW("white-3") DRAW("white-2") DRAW("white-2")
               DRAW("white-1") DRAW("white-1")
               END("white=\"9\" exploded=\"no\""),
               EVAL(ROLL(1, "2-vp"))));
}
END_TEST

START_TEST(card_seasoned_perfectly)
{
    OK(FORTUNE("seasoned-perfectly", "", "", "",
               DRAW("white-3") DRAW("white-2") DRAW("white-2"),
               EVAL(ROLL(1, "2-vp"))));
    ck_assert_int_eq(S.pl[0].droplet, 1);
}
END_TEST

START_TEST(card_lucky_devil_and_shining)
{
    /* Space 5 shows a ruby. */
    OK(S_play(AT_ROUND(4, "alms donations magic-potion", "", ""),
              ROUND(4, 1, CARD("lucky-devil")
                  BREW(1, DRAW("white-1") DRAW("white-3")) BREW(2, "")
                  EVAL(ROLL(1, "ruby")))));
    ck_assert_int_eq(S.pl[0].vp, 2);
    ck_assert_int_eq(S.pl[0].rubies, 3);
    OK(S_play(AT_ROUND(4, "alms donations magic-potion", "", ""),
              ROUND(4, 1, CARD("its-shining-extra-bright")
                  BREW(1, DRAW("white-1") DRAW("white-3")) BREW(2, "")
                  EVAL(ROLL(1, "ruby")))));
    ck_assert_int_eq(S.pl[0].rubies, 4);
}
END_TEST

START_TEST(card_schadenfreude)
{
    OK(S_play(AT_ROUND(4, READ3, "", ""),
              ROUND(4, 1, CARD("schadenfreude")
                  BREW(1, DRAW("white-3") DRAW("white-2") DRAW("white-2")
                          DRAW("white-1"))
                  BREW(2, "")
                  "<schadenfreude seat=\"2\" take=\"yellow-2\"/>"
                  EVAL(ROLL(2, "2-vp") "<exploded seat=\"1\" take=\"vp\"/>"))));
    ck_assert_int_eq(S.pl[1].bag[Y2], 1);
}
END_TEST

START_TEST(card_well_stirred)
{
    OK(FORTUNE("well-stirred", "", "", "",
               DRAW("orange-1") DRAWP("white-3", 4) "<stir/>"
               DRAWP("white-2", 3) END("white=\"2\""),
               EVAL(ROLL(1, "2-vp"))));
    BREAKS(FORTUNE("well-stirred", "", "", "",
                   DRAW("white-3") DRAW("white-2") "<stir/>",
                   EVAL(ROLL(1, "2-vp"))),
           "quacks.fortune.well-stirred");
}
END_TEST

START_TEST(card_the_pot_is_full)
{
    OK(FORTUNE("the-pot-is-full", "", "", "", DRAW("white-1"),
               EVAL(ROLL(1, "2-vp") ROLL(1, "ruby"))));
    ck_assert_int_eq(S.pl[0].vp, 2);
    ck_assert_int_eq(S.pl[0].rubies, 2);
}
END_TEST

START_TEST(card_a_second_chance)
{
    OK(FORTUNE("a-second-chance", "", "", "",
               DRAW("white-1") DRAW("white-1") DRAW("white-1") DRAW("white-1")
               DRAW("orange-1") "<restart/>" DRAWP("green-1", 1)
               END("white=\"0\""),
               EVAL(ROLL(1, "2-vp"))));
    /* An explosion with 5 chips or fewer also offers it. */
    OK(FORTUNE("a-second-chance", "", "", "",
               DRAW("white-3") DRAW("white-2") DRAW("white-2") DRAW("white-1")
               "<restart/>" DRAW("green-1"),
               EVAL(ROLL(1, "2-vp"))));
}
END_TEST

START_TEST(card_strong_ingredient)
{
    OK(S_play(AT_ROUND(4, READ3, "", ""),
              ROUND(4, 1, CARD("strong-ingredient")
                  BREW(1, DRAW("white-3")) BREW(2, "")
                  "<strong seat=\"1\"><reveal chip=\"white-2\"/>"
                  "<reveal chip=\"green-1\"/>"
                  "<place chip=\"green-1\" pos=\"4\"/></strong>"
                  "<strong seat=\"2\"/>"
                  EVAL(ROLL(1, "2-vp")))));
    /* No action in step B (I-STRONG-B): the green 1 gives no ruby; the
     * scoring space moved on to 5, which gives one. */
    ck_assert_int_eq(S.pl[0].rubies, 2);
    OK(S_play(AT_ROUND(4, READ3, "", "strong-ingredient=\"counts\""),
              ROUND(4, 1, CARD("strong-ingredient")
                  BREW(1, DRAW("white-3")) BREW(2, "")
                  "<strong seat=\"1\"><reveal chip=\"green-1\"/>"
                  "<place chip=\"green-1\"/></strong>"
                  "<strong seat=\"2\"/>"
                  EVAL(ROLL(1, "2-vp")))));
    ck_assert_int_eq(S.pl[0].rubies, 3);
}
END_TEST

START_TEST(card_pumpkin_patch_party_and_magic_potion)
{
    OK(FORTUNE("pumpkin-patch-party", "", "", "", DRAWP("orange-1", 2),
               EVAL(ROLL(1, "2-vp"))));
    OK(FORTUNE("magic-potion", "", "flask=\"no\"", "", DRAW("white-1"),
               EVAL(ROLL(1, "2-vp"))));
    ck_assert_int_eq(S.pl[0].flask, 1);
}
END_TEST

/* ================================================ the evaluation */

START_TEST(bonus_die_goes_to_the_highest_space_and_ties)
{
    OK(S_play(SETUP2, ROUND(1, 1, CARD("magic-potion")
        BREW(1, DRAW("white-2")) BREW(2, DRAW("white-2"))
        EVAL(ROLL(1, "1-vp") ROLL(2, "2-vp")))));
    BREAKS(S_play(SETUP2, ROUND(1, 1, CARD("magic-potion")
               BREW(1, DRAW("white-2")) BREW(2, DRAW("white-1"))
               EVAL(ROLL(1, "1-vp") ROLL(2, "2-vp")))),
           "quacks.die");
}
END_TEST

START_TEST(exploded_player_chooses_vp_or_coins)
{
    OK(S_play(SETUP2, ROUND(1, 1, CARD("magic-potion")
        BREW(1, DRAW("white-3") DRAW("white-2") DRAW("white-2") DRAW("white-1"))
        BREW(2, "") EVAL(ROLL(2, "1-vp") "<exploded seat=\"1\" take=\"buy\"/>"
                         BUY(1, "blue-1")))));
    ck_assert_int_eq(S.pl[0].vp, 0);
    ck_assert_int_eq(S.pl[0].bag[B1], 1);
    BREAKS(S_play(SETUP2, ROUND(1, 1, CARD("magic-potion")
               BREW(1, DRAW("white-3") DRAW("white-2") DRAW("white-2")
                       DRAW("white-1"))
               BREW(2, "") EVAL(ROLL(2, "1-vp")))),
           "quacks.exploded.choice");
}
END_TEST

START_TEST(buying_rules)
{
    /* Lucas' purchase: a green 4 for 14 of 15 coins (space 16). */
    OK(S_play(AT_ROUND(1, "", "droplet=\"12\"", ""),
              ROUND(1, 1, CARD("magic-potion")
                  BREW(1, DRAW("white-3")) BREW(2, "")
                  EVAL(ROLL(1, "1-vp") BUY(1, "green-4")))));
    ck_assert_int_eq(S.pl[0].bag[G4], 1);
    ck_assert_int_eq(S.supply[G4], 12);
    BREAKS(S_play(AT_ROUND(1, "", "droplet=\"12\"", ""),
                  ROUND(1, 1, CARD("magic-potion")
                      BREW(1, DRAW("white-3")) BREW(2, "")
                      EVAL(ROLL(1, "1-vp") BUY(1, "green-4")
                           BUY(1, "orange-1")))),
           "quacks.buy.coins");
    BREAKS(S_play(AT_ROUND(1, "", "droplet=\"12\"", ""),
                  ROUND(1, 1, CARD("magic-potion")
                      BREW(1, DRAW("white-3")) BREW(2, "")
                      EVAL(ROLL(1, "1-vp") BUY(1, "yellow-1")))),
           "quacks.buy.yellow");
    BREAKS(S_play(AT_ROUND(1, "", "droplet=\"12\"", ""),
                  ROUND(1, 1, CARD("magic-potion")
                      BREW(1, DRAW("white-3")) BREW(2, "")
                      EVAL(ROLL(1, "1-vp") BUY(1, "green-1")
                           BUY(1, "green-1")))),
           "quacks.buy.colours");
}
END_TEST

START_TEST(rubies_buy_droplet_and_flask)
{
    OK(S_play(AT_ROUND(1, "", "rubies=\"4\"", ""),
              ROUND(1, 1, CARD("lucky-devil")
                  BREW(1, DRAW("white-1") "<flask/>" DRAW("orange-1"))
                  BREW(2, "")
                  EVAL(ROLL(1, "1-vp") SPEND(1, "flask") SPEND(1, "droplet"))
                  STANDING(1, "rubies=\"0\" droplet=\"1\" flask=\"yes\""))));
}
END_TEST

START_TEST(round_six_adds_a_white_chip)
{
    OK(S_play(AT_ROUND(6, "alms donations lucky-devil magic-potion "
                          "schadenfreude", "", ""),
              ROUND(6, 1, CARD("living-in-luxury") BREW(1, "") BREW(2, "")
                  EVAL(ROLL(1, "1-vp") ROLL(2, "1-vp")))));
    ck_assert_int_eq(S.pl[0].bag[W1], 5);
    ck_assert_int_eq(S.supply[W1], 0);
}
END_TEST

START_TEST(round_nine_conversions)
{
    OK(S_play("<setup players=\"2\" round=\"9\" read=\"alms donations "
              "lucky-devil magic-potion schadenfreude well-stirred "
              "the-pot-is-full less-is-more\"><seat n=\"1\" rubies=\"5\" "
              "droplet=\"20\"/><seat n=\"2\"/></setup>",
              ROUND(9, 1, CARD("living-in-luxury") BREW(1, DRAW("white-1"))
                  BREW(2, "") EVAL(ROLL(1, "1-vp") SPEND(1, "vp")
                                   SPEND(1, "vp") SPEND(1, "coins")
                                   SPEND(1, "coins") SPEND(1, "coins")))
              "<result winners=\"1\"><score seat=\"1\" vp=\"11\"/></result>"));
    /* 1 (die) + 5 (space 22) + 2 (4 rubies) + 3 (18 coins). */
    ck_assert_int_eq(S.pl[0].vp, 11);
}
END_TEST

START_TEST(the_winner_and_the_tie_break)
{
    /* Both on 5 VP: seat 2 filled the pot further and wins. */
    OK(S_play("<setup players=\"2\" round=\"9\" read=\"alms donations "
              "lucky-devil magic-potion schadenfreude well-stirred "
              "the-pot-is-full less-is-more\"><seat n=\"1\" vp=\"5\"/>"
              "<seat n=\"2\" vp=\"4\"/></setup>",
              ROUND(9, 1, CARD("living-in-luxury") BREW(1, DRAW("white-1"))
                  BREW(2, DRAW("white-3")) EVAL(ROLL(2, "1-vp")))
              "<result winners=\"2\"/>"));
    ck_assert(S.over);
    ck_assert_uint_eq(S.winners, 2u);
}
END_TEST

START_TEST(a_generated_game_replays_with_every_assertion)
{
    for (int players = 2; players <= 4; players++) {
        size_t n;
        char *xml = T_generate("quacks", players, 99, 0, 1, &n);
        T_result r = T_validate(xml, n, 1, 0);
        ck_assert_msg(r.ndiag == 0, "%s", r.line);
        ck_assert(strstr(xml, "<result winners=") != NULL);
        free(xml);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("quacks");
    TCase *t = tcase_create("tables");
    tcase_add_test(t, pot_track_matches_the_rulebook_examples);
    tcase_add_test(t, pot_track_has_fifteen_rubies_and_never_goes_down);
    tcase_add_test(t, rat_tails_follow_the_rulebook_example);
    tcase_add_test(t, prices_per_book_and_rulings);
    tcase_add_test(t, bonus_die_and_test_tubes);
    tcase_add_test(t, setup_fills_bags_and_the_supply);
    suite_add_tcase(s, t);

    t = tcase_create("brewing");
    tcase_add_test(t, chips_follow_each_other_by_value_leaving_gaps);
    tcase_add_test(t, first_chip_counts_from_the_droplet);
    tcase_add_test(t, first_chip_counts_from_the_rat_stone);
    tcase_add_test(t, an_empty_pot_scores_after_the_droplet);
    tcase_add_test(t, the_last_space_holds_the_chip_and_fills_the_pot);
    tcase_add_test(t, whites_over_seven_explode_the_pot);
    tcase_add_test(t, seven_whites_do_not_explode);
    tcase_add_test(t, an_exploded_pot_takes_no_more_chips);
    tcase_add_test(t, a_chip_is_drawn_from_the_bag_only);
    tcase_add_test(t, the_pot_goes_back_into_the_bag_after_the_round);
    tcase_add_test(t, the_flask_returns_a_white_chip_and_brewing_goes_on);
    tcase_add_test(t, the_flask_rules);
    tcase_add_test(t, flask_any_on_a_mandrake_can_lower_the_threshold);
    suite_add_tcase(s, t);

    t = tcase_create("books");
    tcase_add_test(t, crow_skull_1_places_one_of_the_chips_it_draws);
    tcase_add_test(t, crow_skull_2_covers_an_explosion_in_its_window);
    tcase_add_test(t, crow_skull_3_and_4_reward_a_ruby_space);
    tcase_add_test(t, toadstool_1_counts_pumpkins);
    tcase_add_test(t, toadstool_2_waits_beside_the_pot);
    tcase_add_test(t, toadstool_3_and_4_use_white_chips);
    tcase_add_test(t, mandrake_1_sends_a_white_chip_back);
    tcase_add_test(t, mandrake_2_doubles_the_next_move);
    tcase_add_test(t, mandrake_3_raises_the_threshold);
    tcase_add_test(t, mandrake_4_adds_one_two_three);
    tcase_add_test(t, garden_spider_1_pays_rubies_for_the_last_two);
    tcase_add_test(t, garden_spider_2_gives_chips_by_value);
    tcase_add_test(t, garden_spider_3_moves_the_last_chip_on_exactly_seven);
    tcase_add_test(t, garden_spider_4_buys_droplet_moves);
    tcase_add_test(t, ghosts_breath_1_tiers);
    tcase_add_test(t, ghosts_breath_2_trades_purple_chips);
    tcase_add_test(t, ghosts_breath_3_scores_by_space);
    tcase_add_test(t, ghosts_breath_4_upgrades_a_chip);
    tcase_add_test(t, black_two_players);
    tcase_add_test(t, black_three_players_compares_neighbours);
    suite_add_tcase(s, t);

    t = tcase_create("fortune");
    tcase_add_test(t, card_the_pot_is_filling_up);
    tcase_add_test(t, card_alms_and_beginners_bonus);
    tcase_add_test(t, card_donations);
    tcase_add_test(t, card_just_in_time);
    tcase_add_test(t, rats_wait_for_round_two);
    tcase_add_test(t, card_but_you_only_get_to_choose_one);
    tcase_add_test(t, card_rats_are_your_friends);
    tcase_add_test(t, card_a_good_start);
    tcase_add_test(t, card_choose_wisely);
    tcase_add_test(t, card_wheel_and_deal);
    tcase_add_test(t, card_an_opportunistic_moment);
    tcase_add_test(t, card_less_is_more);
    tcase_add_test(t, card_rat_infestation);
    tcase_add_test(t, card_living_in_luxury);
    tcase_add_test(t, card_seasoned_perfectly);
    tcase_add_test(t, card_lucky_devil_and_shining);
    tcase_add_test(t, card_schadenfreude);
    tcase_add_test(t, card_well_stirred);
    tcase_add_test(t, card_the_pot_is_full);
    tcase_add_test(t, card_a_second_chance);
    tcase_add_test(t, card_strong_ingredient);
    tcase_add_test(t, card_pumpkin_patch_party_and_magic_potion);
    suite_add_tcase(s, t);

    t = tcase_create("evaluation");
    tcase_add_test(t, bonus_die_goes_to_the_highest_space_and_ties);
    tcase_add_test(t, exploded_player_chooses_vp_or_coins);
    tcase_add_test(t, buying_rules);
    tcase_add_test(t, rubies_buy_droplet_and_flask);
    tcase_add_test(t, round_six_adds_a_white_chip);
    tcase_add_test(t, round_nine_conversions);
    tcase_add_test(t, the_winner_and_the_tie_break);
    tcase_add_test(t, a_generated_game_replays_with_every_assertion);
    suite_add_tcase(s, t);

    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

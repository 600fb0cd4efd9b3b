/* The Herb Witches where their pieces meet: the rulings HW-F1 ... HW-F6
 * (../shared/rules/herb-witches.md §8) and the rule an umpire looks up
 * for a witch called out of her phase (quacks.witch.call).  Every record
 * here was written from the rulings and the pot track (quacks.md §1.1),
 * its positions, totals and scores worked out by hand. */
#include <stdlib.h>

#include "quacks_record.h"

/* Two players with the expansion, round r, seat 1 as given; seat 2 has
 * the starting bag. */
#define HW(r, read, books, seat1, brewing, buying, scoring)                 \
    "<setup players=\"2\" round=\"" #r "\" read=\"" read "\" "             \
    "expansion=\"herb-witches\" " books ">"                                \
    "<seat n=\"1\" " seat1 "/><seat n=\"2\"/></setup>"                     \
    "<witches brewing=\"" brewing "\" buying=\"" buying "\" scoring=\""    \
    scoring "\"/>"
#define HW2(books, seat1, brewing) \
    HW(2, "alms", books, seat1, brewing, "double-coins", "colours")
/* Round 2: seat 1 brews as given, seat 2 draws a pumpkin onto space 1
 * (scoring space 2) and stops. */
#define R2(card, brew1, eval) \
    ROUND(2, 1, CARD(card) BREW(1, brew1) BREW(2, DRAW("orange-1")) EVAL(eval))
#define REVEAL(c) "<reveal chip=\"" c "\"/>"
#define WITCH(seat, type, id) \
    "<witch seat=\"" #seat "\" " type "=\"" id "\"/>"
#define ROLL1 ROLL(1, "1-vp")
/* The eight cards read before round 9. */
#define READ8                                                             \
    "alms donations lucky-devil its-shining-extra-bright beginners-bonus " \
    "the-pot-is-filling-up just-in-time magic-potion"

/* ================================================= HW-F1: the flask */

START_TEST(hw_f1_not_before_a_draw_six_placing_none)
{
    /* The white 1 on space 1 was drawn before the witch; she shows six
     * chips and places none, so the last draw placed nothing. */
    BREAKS(S_play(HW2("", BAG(""), "draw-six"),
                  R2("rat-infestation",
                     DRAWP("white-1", 1) "<witch brewing=\"draw-six\">"
                     REVEAL("white-1") REVEAL("white-1") REVEAL("white-1")
                     REVEAL("white-2") REVEAL("white-2") REVEAL("white-3")
                     "</witch><flask/>",
                     "")),
           "quacks.flask.timing");
    /* A chip placed from her six is the last draw's: it may go back.
     * White 1 on 1, pumpkin on 2, the white 1 of the six on 3 and back
     * into the bag: scoring space 3, seat 1 ahead, whites 1. */
    OK(S_play(HW2("", BAG(""), "draw-six"),
              R2("rat-infestation",
                 DRAWP("white-1", 1) DRAWP("orange-1", 2)
                 "<witch brewing=\"draw-six\">" REVEAL("white-1")
                 REVEAL("white-1") REVEAL("white-1") REVEAL("white-2")
                 REVEAL("white-2") REVEAL("green-1")
                 "<place chip=\"white-1\" pos=\"3\"/></witch><flask/>"
                 END("white=\"1\" space=\"3\""),
                 ROLL1)));
    ck_assert_int_eq(S.pl[0].flask, 0);
}
END_TEST

START_TEST(hw_f1_not_after_a_toadstool_6_set_aside)
{
    /* flask="any": the toadstool itself was drawn, but the last chip
     * drawn is the white 1 it set aside. */
    BREAKS(S_play(HW2("set=\"6\" flask=\"any\"", "bag=\"white-1 red-1\"",
                      "draw-six"),
                  R2("rat-infestation",
                     "<draw chip=\"red-1\" pos=\"1\">" REVEAL("white-1")
                     "</draw><flask/>",
                     "")),
           "quacks.flask.timing");
    /* The chip set aside, placed later (after another draw), was not
     * placed by a draw either. */
    BREAKS(S_play(HW2("set=\"6\"", "bag=\"white-1 white-2 red-1\"",
                      "draw-six"),
                  R2("rat-infestation",
                     "<draw chip=\"red-1\" pos=\"1\">" REVEAL("white-1")
                     "</draw>" DRAWP("white-2", 3)
                     "<aside chip=\"white-1\"/><flask/>",
                     "")),
           "quacks.flask.timing");
    /* The draw after it is the last draw again: the white 2 on 3 goes
     * back; the white 1 set aside then goes on 2, after the toadstool:
     * whites 1, scoring space 3. */
    OK(S_play(HW2("set=\"6\"", "bag=\"white-1 white-2 red-1\"", "draw-six"),
              R2("rat-infestation",
                 "<draw chip=\"red-1\" pos=\"1\">" REVEAL("white-1")
                 "</draw>" DRAWP("white-2", 3) "<flask/>"
                 "<aside chip=\"white-1\" pos=\"2\"/>"
                 END("white=\"1\" space=\"3\""),
                 ROLL1)));
}
END_TEST

START_TEST(hw_f1_not_on_a_chip_kept_by_spider_5)
{
    /* The white 1 kept last round starts this one: it was never drawn. */
    BREAKS(S_play(HW2("set=\"5\"", BAG("") " kept=\"white-1\"", "draw-six"),
                  R2("rat-infestation",
                     "<start chip=\"white-1\" pos=\"1\"/><flask/>", "")),
           "quacks.flask.timing");
    /* A chip drawn after it may go back as usual. */
    OK(S_play(HW2("set=\"5\"", BAG("") " kept=\"white-1\"", "draw-six"),
              R2("rat-infestation",
                 "<start chip=\"white-1\" pos=\"1\"/>" DRAWP("white-2", 3)
                 "<flask/>" END("white=\"1\" space=\"2\""),
                 ROLL1 ROLL(2, "1-vp"))));
}
END_TEST

/* The flask-after-explosion witch uses the flask: she too returns only
 * the chip the last draw placed, the white that made the pot explode. */
START_TEST(hw_f1_the_flask_witch_returns_only_the_last_draws_chip)
{
    /* White 3 on 3, white 3 on 6, the toadstool on 7 sets a white 2 aside;
     * placed on 9 it makes 8 whites: it was not drawn then. */
    BREAKS(S_play(HW2("set=\"6\"", "bag=\"white-3*2 red-1 white-2 "
                                    "orange-1\"",
                      "flask-after-explosion"),
                  R2("rat-infestation",
                     DRAWP("white-3", 3) DRAWP("white-3", 6)
                     "<draw chip=\"red-1\" pos=\"7\">" REVEAL("white-2")
                     "</draw><aside chip=\"white-2\" pos=\"9\"/>"
                     "<witch brewing=\"flask-after-explosion\"/>",
                     "")),
           "quacks.witch.flask-after-explosion");
    /* The white 2 set aside goes on 6 (whites 5); the white 3 drawn next
     * lands on 9 and explodes the pot (8): the witch returns it, the pot
     * holds with 5 whites, and its last chip is the white 2 on 6. */
    OK(S_play(HW2("set=\"6\"", "bag=\"white-3*2 red-1 white-2 orange-1\"",
                  "flask-after-explosion"),
              R2("rat-infestation",
                 DRAWP("white-3", 3)
                 "<draw chip=\"red-1\" pos=\"4\">" REVEAL("white-2")
                 "</draw><aside chip=\"white-2\" pos=\"6\"/>"
                 DRAWP("white-3", 9) "<witch brewing=\"flask-after-explosion\"/>"
                 END("white=\"5\" space=\"7\" exploded=\"no\""),
                 ROLL1)));
}
END_TEST

/* After the draw-six witch placed a crow skull that placed nothing, the
 * reason is the crow skull's (I-FLASK), not the witch's. */
START_TEST(hw_f1_the_reason_given_is_the_last_steps)
{
    T_result r = S_play(
        HW2("", "bag=\"white-1*4 white-2*2 white-3 blue-1\"", "draw-six"),
        R2("rat-infestation",
           "<witch brewing=\"draw-six\">" REVEAL("blue-1") REVEAL("white-1")
           REVEAL("white-1") REVEAL("white-1") REVEAL("white-2")
           REVEAL("white-2") "<place chip=\"blue-1\" pos=\"1\">"
           REVEAL("white-3") "</place></witch><flask/>",
           ""));
    ck_assert_str_eq(r.rule, "quacks.flask.timing");
    ck_assert_msg(strstr(r.msg, "the last draw placed none (I-FLASK)"), "%s",
                  r.msg);
}
END_TEST

/* ==================================== HW-F2: a locoweed is no pumpkin */

START_TEST(hw_f2_a_locoweed_copying_a_pumpkin_is_none)
{
    /* Pumpkin patch party: the pumpkin moves 1 + 1 onto 2; the locoweed
     * of set 6 copies it (value 1, no action) and moves 1, onto 3. */
    OK(S_play(HW2("set=\"6\"", "bag=\"white-1 orange-1 locoweed\"",
                  "draw-six"),
              R2("pumpkin-patch-party",
                 DRAWP("orange-1", 2) DRAWP("locoweed", 3)
                     END("space=\"4\""),
                 ROLL1)));
    BREAKS(S_play(HW2("set=\"6\"", "bag=\"white-1 orange-1 locoweed\"",
                      "draw-six"),
                  R2("pumpkin-patch-party",
                     DRAWP("orange-1", 2) DRAWP("locoweed", 4), "")),
           "quacks.locoweed.6");
}
END_TEST

/* ============================= HW-F3: the last space left again (W3) */

START_TEST(hw_f3_an_emptied_last_space_ends_the_bowl)
{
    /* The white 2 lands on the last space (52) from the droplet on 50;
     * the pumpkin goes into the bowl; the witch returns the white 2, the
     * only white of the pot, which is then empty: the green 1 counts
     * from the droplet and lies on 51.  Whites 0, scoring space 52, the
     * bowl holds the pumpkin (1). */
    OK(S_play(HW2("", "bag=\"white-1 white-2 orange-1 green-1\" "
                      "droplet=\"50\"",
                  "two-whites-back"),
              R2("rat-infestation",
                 DRAWP("white-2", 52) "<draw chip=\"orange-1\" bowl=\"yes\"/>"
                 "<witch brewing=\"two-whites-back\"/>" DRAWP("green-1", 51)
                     END("white=\"0\" space=\"52\" bowl=\"1\""),
                 ROLL1)));
    /* Written into the bowl, it is refused. */
    BREAKS(S_play(HW2("", "bag=\"white-1 white-2 orange-1 green-1\" "
                          "droplet=\"50\"",
                      "two-whites-back"),
                  R2("rat-infestation",
                     DRAWP("white-2", 52)
                     "<draw chip=\"orange-1\" bowl=\"yes\"/>"
                     "<witch brewing=\"two-whites-back\"/>"
                     "<draw chip=\"green-1\" bowl=\"yes\"/>",
                     "")),
           "quacks.bowl");
}
END_TEST

/* ====================== HW-F4: a toadstool of set 2 into the bowl too */

START_TEST(hw_f4_a_toadstool_2_goes_into_the_bowl)
{
    /* The pumpkin reaches the last space from 51; the toadstool drawn
     * next goes into the bowl with no action, not beside the pot. */
    OK(S_play(HW2("set=\"2\"", "bag=\"white-1 orange-1 red-1\" "
                               "droplet=\"51\"",
                  "draw-six"),
              R2("rat-infestation",
                 DRAWP("orange-1", 52) "<draw chip=\"red-1\" bowl=\"yes\"/>"
                     END("white=\"0\" space=\"53\" bowl=\"1\""),
                 ROLL1)));
    ck_assert_int_eq(S.pl[0].beside[R1], 0);
    ck_assert_int_eq(S.pl[0].bag[R1], 1);
    /* A chip in the bowl has no position: written, it breaks the bowl's
     * rule. */
    BREAKS(S_play(HW2("set=\"2\"", "bag=\"white-1 orange-1 red-1\" "
                                    "droplet=\"51\"",
                      "draw-six"),
                  R2("rat-infestation",
                     DRAWP("orange-1", 52) DRAWP("red-1", 52), "")),
           "quacks.bowl");
    /* Before the last space it still waits beside the pot. */
    OK(S_play(HW2("set=\"2\"", "bag=\"white-1 orange-1 red-1\"", "draw-six"),
              R2("rat-infestation",
                 DRAWP("orange-1", 1) DRAW("red-1") "<add chip=\"red-1\" "
                                                    "pos=\"2\"/>",
                 ROLL1)));
}
END_TEST

/* ============================ HW-F5: Strong ingredient on a full pot */

START_TEST(hw_f5_strong_ingredient_asks_a_full_pot)
{
    /* Seat 1 fills the pot (pumpkin from 51 onto 52) and stops; Strong
     * ingredient still asks it, and the green 1 goes into the bowl. */
    OK(S_play(HW2("", "bag=\"white-1 orange-1 green-1\" droplet=\"51\"",
                  "draw-six"),
              ROUND(2, 1, CARD("strong-ingredient")
                  BREW(1, DRAWP("orange-1", 52) END("space=\"53\""))
                  BREW(2, DRAW("orange-1"))
                  "<strong seat=\"1\">" REVEAL("green-1")
                  "<place chip=\"green-1\" bowl=\"yes\"/></strong>"
                  "<strong seat=\"2\"/>" EVAL(ROLL1))));
    ck_assert_int_eq(S.pl[0].bag_n, 3);
    /* Without the expansion the full pot ends the brewing and is not
     * asked (Q-R5): only seat 2's <strong> is written. */
    OK(S_play(AT_ROUND(2, "alms", "bag=\"white-1 orange-1 green-1\" "
                                  "droplet=\"51\"",
                       ""),
              ROUND(2, 1, CARD("strong-ingredient")
                  BREW(1, DRAWP("orange-1", 52)) BREW(2, DRAW("orange-1"))
                  "<strong seat=\"2\"/>" EVAL(ROLL1))));
}
END_TEST

/* ================================ HW-F6: nothing kept in round 9 */

/* Round 9, set 5: seat 1 ends on a green 1 (white 1 on 1, green 1 on 2,
 * scoring space 3: no VP, 3 coins, worth no VP at 5 to 1); seat 2 on a
 * white 1 (space 2).  Seat 1 alone rolls, 1 VP; each seat keeps its
 * three pennies, 6 VP: 7 against 6. */
#define ROUND9_GREEN(step_b)                                                \
    ROUND(9, 1, CARD("rat-infestation")                                     \
              BREW(1, DRAWP("white-1", 1) DRAWP("green-1", 2))              \
              BREW(2, DRAWP("white-1", 1)) EVAL(ROLL1 step_b))              \
    "<result winners=\"1\"><score seat=\"1\" vp=\"7\"/>"                    \
    "<score seat=\"2\" vp=\"6\"/></result>"

START_TEST(hw_f6_no_green_keep_in_round_9)
{
    OK(S_play(HW(9, READ8, "set=\"5\"", "bag=\"white-1 green-1\"", "draw-six",
                 "double-coins", "colours"),
              ROUND9_GREEN("")));
    BREAKS(S_play(HW(9, READ8, "set=\"5\"", "bag=\"white-1 green-1\"",
                     "draw-six", "double-coins", "colours"),
                  ROUND9_GREEN("<green seat=\"1\" keep=\"none\"/>")),
           "quacks.green.5");
    BREAKS(S_play(HW(9, READ8, "set=\"5\"", "bag=\"white-1 green-1\"",
                     "draw-six", "double-coins", "colours"),
                  ROUND9_GREEN("<green seat=\"1\" keep=\"white-1\"/>")),
           "quacks.green.5");
}
END_TEST

/* ============================ a witch called out of her phase */

START_TEST(a_witch_out_of_her_phase_cites_the_call)
{
    /* The brewing witch written in the evaluation. */
    BREAKS(S_play(HW2("", BAG(""), "draw-six"),
                  R2("rat-infestation", DRAWP("orange-1", 1),
                     WITCH(1, "brewing", "draw-six"))),
           "quacks.witch.call");
    /* The buying witch written after that seat's purchases: seat 1 on
     * space 2 (2 coins) with seat 2 rolls first, then buys a pumpkin. */
    BREAKS(S_play(HW2("", BAG("") " droplet=\"1\"", "draw-six"),
                  R2("rat-infestation", DRAWP("orange-1", 2),
                     ROLL1 BUY(1, "orange-1")
                         WITCH(1, "buying", "double-coins"))),
           "quacks.witch.call");
}
END_TEST

/* A buying or scoring witch written in a brewing: called out of her
 * phase, not read as the brewing witch. */
START_TEST(a_witch_of_another_phase_in_a_brewing_cites_the_call)
{
    BREAKS(S_play(HW2("", BAG(""), "draw-six"),
                  R2("rat-infestation",
                     DRAWP("orange-1", 1) "<witch scoring=\"colours\"/>", "")),
           "quacks.witch.call");
    BREAKS(S_play(HW2("", BAG(""), "draw-six"),
                  R2("rat-infestation",
                     DRAWP("orange-1", 1)
                     "<witch seat=\"1\" buying=\"double-coins\"/>",
                     "")),
           "quacks.witch.call");
}
END_TEST

/* Strong ingredient asks each pot that did not explode, a full one too
 * with the bowl (HW-F5): leaving one out breaks the card's rule. */
START_TEST(a_strong_ingredient_left_out_cites_the_card)
{
    BREAKS(S_play(HW2("", "bag=\"white-1 orange-1 green-1\" droplet=\"51\"",
                      "draw-six"),
                  ROUND(2, 1, CARD("strong-ingredient")
                      BREW(1, DRAWP("orange-1", 52)) BREW(2, DRAW("orange-1"))
                      "<strong seat=\"2\"/>" EVAL(ROLL1))),
           "quacks.fortune.strong-ingredient");
}
END_TEST

/* A chip shown where the rules show none, or missing where they show
 * one, cites who draws: the draw-six witch (six chips, or the bag), the
 * crow skull (its value), the bowl (nothing on the last space). */
START_TEST(a_reveal_cites_the_rule_that_draws)
{
#define SIX(extra) "<witch brewing=\"draw-six\">" REVEAL("white-1") \
    REVEAL("white-1") REVEAL("white-1") REVEAL("white-2") REVEAL("white-2") \
    extra "</witch>"
    BREAKS(S_play(HW2("", BAG(""), "draw-six"),
                  R2("rat-infestation",
                     SIX(REVEAL("white-3") REVEAL("orange-1")), "")),
           "quacks.witch.draw-six");
    BREAKS(S_play(HW2("", BAG(""), "draw-six"),
                  R2("rat-infestation",
                     SIX("<place chip=\"white-1\" pos=\"1\"/>"), "")),
           "quacks.witch.draw-six");
#undef SIX
    /* A crow skull of value 2 with two chips left in the bag shows both. */
    BREAKS(S_play(HW2("set=\"1\"", "bag=\"white-1 white-2 blue-2\"",
                      "draw-six"),
                  R2("rat-infestation",
                     "<draw chip=\"blue-2\" pos=\"2\">" REVEAL("white-1")
                     "<place chip=\"white-1\"/></draw>",
                     "")),
           "quacks.blue.1");
}
END_TEST

/* ============== a choice the evaluation does not ask cites its rule */

START_TEST(a_choice_no_book_asks_cites_that_book)
{
    /* A die roll per green chip is garden spider set 6's; with set 5 in
     * play nothing asks it. */
    BREAKS(S_play(HW2("set=\"5\"", BAG(""), "draw-six"),
                  R2("rat-infestation", DRAWP("orange-1", 1),
                     ROLL1 ROLL(2, "1-vp")
                         "<green seat=\"1\" roll=\"ruby\"/>")),
           "quacks.green.6");
}
END_TEST

Suite *hw_interactions_suite(void)
{
    Suite *s = suite_create("herb-witches interactions");
    TCase *t = tcase_create("HW-F");
    tcase_add_test(t, hw_f1_not_before_a_draw_six_placing_none);
    tcase_add_test(t, hw_f1_not_after_a_toadstool_6_set_aside);
    tcase_add_test(t, hw_f1_not_on_a_chip_kept_by_spider_5);
    tcase_add_test(t, hw_f2_a_locoweed_copying_a_pumpkin_is_none);
    tcase_add_test(t, hw_f3_an_emptied_last_space_ends_the_bowl);
    tcase_add_test(t, hw_f4_a_toadstool_2_goes_into_the_bowl);
    tcase_add_test(t, hw_f5_strong_ingredient_asks_a_full_pot);
    tcase_add_test(t, hw_f6_no_green_keep_in_round_9);
    tcase_add_test(t, a_witch_out_of_her_phase_cites_the_call);
    tcase_add_test(t, a_choice_no_book_asks_cites_that_book);
    tcase_add_test(t, hw_f1_the_flask_witch_returns_only_the_last_draws_chip);
    tcase_add_test(t, hw_f1_the_reason_given_is_the_last_steps);
    tcase_add_test(t, a_witch_of_another_phase_in_a_brewing_cites_the_call);
    tcase_add_test(t, a_strong_ingredient_left_out_cites_the_card);
    tcase_add_test(t, a_reveal_cites_the_rule_that_draws);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(hw_interactions_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

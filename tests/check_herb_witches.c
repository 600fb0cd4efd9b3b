/* The Herb Witches, rule by rule: the setup it brings, the twelve
 * witches and their pennies, the books of sets 5 and 6 and locoweed, the
 * pumpkin 6-chip and the overflow bowl.  Each test plays a short record
 * from a chosen position and checks the state the rules leave, or the
 * rule a record breaks. */
#include <stdlib.h>

#include "quacks_record.h"

/* Two players with the expansion, round r, seat 1 as given; the witches
 * on display follow the setup. */
#define HW(r, read, books, seat1, seat2, brewing, buying, scoring)          \
    "<setup players=\"2\" round=\"" #r "\" read=\"" read "\" "             \
    "expansion=\"herb-witches\" " books ">"                                \
    "<seat n=\"1\" " seat1 "/><seat n=\"2\" " seat2 "/></setup>"           \
    "<witches brewing=\"" brewing "\" buying=\"" buying "\" scoring=\""    \
    scoring "\"/>"
/* The usual witches, for tests of the books. */
#define HW2(books, seat1, seat2)                                           \
    HW(2, "alms", books, seat1, seat2, "draw-six", "double-coins", "colours")
/* One round 2, seat 2 drawing a pumpkin. */
#define R2(brew1, eval) \
    ROUND(2, 1, CARD("rat-infestation") BREW(1, brew1) \
                    BREW(2, DRAW("orange-1")) EVAL(eval))
#define WITCH(seat, type, id) \
    "<witch seat=\"" #seat "\" " type "=\"" id "\"/>"
#define REVEAL(c) "<reveal chip=\"" c "\"/>"
#define ROLL1 ROLL(1, "1-vp")

/* ====================================================== the tables */

START_TEST(prices_of_sets_5_and_6_and_the_new_chips)
{
    /* H-R3 (herb-witches.md §2.2). */
    ck_assert_int_eq(qk_price(G1, 5), 5);
    ck_assert_int_eq(qk_price(G4, 6), 14);
    ck_assert_int_eq(qk_price(B2, 5), 15);
    ck_assert_int_eq(qk_price(R4, 5), 18);
    ck_assert_int_eq(qk_price(Y1, 6), 8);
    ck_assert_int_eq(qk_price(P1, 6), 16);
    ck_assert_int_eq(qk_price(K1, 6), 9);
    ck_assert_int_eq(qk_price(L1, 5), 8);
    ck_assert_int_eq(qk_price(L1, 6), 10);
    ck_assert_int_eq(qk_price(O6, 5), 22);
    ck_assert(qk_book_has(O6, 5));
    /* W9's chart (one source), 0 colours nothing. */
    static const int vp[9] = {0, 3, 3, 3, 3, 4, 7, 10, 14};
    for (int n = 0; n <= 8; n++)
        ck_assert_int_eq(qk_colour_vp[n], vp[n]);
    /* Four witches of each type, in the rulebook's order. */
    ck_assert_int_eq(QK_WITCH_TYPE(WI_NO_PENALTY), WT_BREWING);
    ck_assert_int_eq(QK_WITCH_TYPE(WI_UPGRADE), WT_BUYING);
    ck_assert_int_eq(QK_WITCH_TYPE(WI_CHEAP_RUBIES), WT_SCORING);
}
END_TEST

START_TEST(five_players_share_the_bigger_box)
{
    OK(S_play("<setup players=\"5\" expansion=\"herb-witches\" set=\"5\"/>",
              "<witches brewing=\"draw-six\" buying=\"upgrade\" "
              "scoring=\"colours\"/>"));
    for (int i = 0; i < 5; i++) {
        ck_assert_int_eq(S.pl[i].bag_n, 9);
        ck_assert_uint_eq(S.pl[i].pennies, QK_ALL_PENNIES);
    }
    ck_assert_int_eq(S.supply[W1], 5); /* the round-6 whites */
    ck_assert_int_eq(S.supply[O1], 32 - 5);
    ck_assert_int_eq(S.supply[O6], 20);
    ck_assert_int_eq(S.supply[L1], 25);
    ck_assert_int_eq(SU.book[K_BLACK], 5);
    ck_assert_int_eq(SU.book[K_LOCOWEED], 5);
    ck_assert_int_eq(S.witch[WT_BUYING], WI_UPGRADE);
}
END_TEST

START_TEST(the_setup_of_the_expansion)
{
    BREAKS(S_play("<setup players=\"5\"/>", ""), "quacks.setup.players");
    BREAKS(S_play("<setup players=\"2\" set=\"6\"/>", ""),
           "quacks.setup.expansion");
    BREAKS(S_play("<setup players=\"2\" locoweed=\"5\"/>", ""),
           "quacks.setup.expansion");
    BREAKS(S_play("<setup players=\"2\" expansion=\"alchemists\"/>", ""),
           "quacks.setup.expansion");
    BREAKS(S_play("<setup players=\"2\" expansion=\"herb-witches\" "
                  "set=\"7\"/>",
                  ""),
           "quacks.setup.books");
    /* Set 3 with the expansion: no locoweed, the base black book. */
    OK(S_play("<setup players=\"3\" expansion=\"herb-witches\" set=\"3\" "
              "black=\"3-4\"/>",
              "<witches brewing=\"draw-six\" buying=\"upgrade\" "
              "scoring=\"colours\"/>"));
    ck_assert_int_eq(SU.book[K_LOCOWEED], 0);
    ck_assert_int_eq(SU.book[K_BLACK], 1);
    /* H-R4: five players, the 3-4 page. */
    BREAKS(S_play("<setup players=\"5\" expansion=\"herb-witches\" "
                  "black=\"2\"/>",
                  ""),
           "quacks.setup.black");
    /* Pennies and kept chips of a later position. */
    OK(S_play(HW2("set=\"5\"", "pennies=\"\" kept=\"blue-2\"", ""), ""));
    ck_assert_uint_eq(S.pl[0].pennies, 0);
    ck_assert_int_eq(S.pl[0].kept[B2], 1);
    BREAKS(S_play(HW2("", "kept=\"blue-2\"", ""), ""), "quacks.setup.seat");
    BREAKS(S_play("<setup players=\"2\" expansion=\"herb-witches\" "
                  "locoweed=\"4\"/>",
                  ""),
           "quacks.setup.books");
    /* The witches: one of each type, a chance outcome of the record. */
    BREAKS(S_play("<setup players=\"2\" expansion=\"herb-witches\"/>",
                  "<witches brewing=\"colours\" buying=\"upgrade\" "
                  "scoring=\"colours\"/>"),
           "quacks.witch.display");
}
END_TEST

/* ====================================================== the witches */

START_TEST(w1_returns_the_exploding_white_and_brewing_goes_on)
{
    OK(S_play(HW(2, "alms", "", BAG(""), "", "flask-after-explosion",
                 "upgrade", "colours"),
              R2(DRAW("white-3") DRAW("white-2") DRAW("white-2")
                     DRAW("white-1") "<witch brewing=\"flask-after-"
                                     "explosion\"/>" DRAWP("orange-1", 8),
                 ROLL1)));
    ck_assert_int_eq(S.pl[0].flask, 0);
    ck_assert_int_eq(S.pl[0].exploded, 0);
    ck_assert_int_eq(S.pl[0].white, 7);
    ck_assert_uint_eq(S.pl[0].pennies, 6); /* buying and scoring left */
    /* Not before an explosion; not twice. */
    BREAKS(S_play(HW(2, "alms", "", BAG(""), "", "flask-after-explosion",
                     "upgrade", "colours"),
                  R2(DRAW("white-3") "<witch/>", "")),
           "quacks.witch.flask-after-explosion");
}
END_TEST

START_TEST(w2_places_some_of_six_chips_in_order)
{
    OK(S_play(HW2("", BAG("red-1"), ""),
              R2("<witch brewing=\"draw-six\">" REVEAL("white-1")
                 REVEAL("red-1") REVEAL("orange-1") REVEAL("white-2")
                 REVEAL("green-1") REVEAL("white-3")
                 "<place chip=\"orange-1\" pos=\"1\"/>"
                 "<place chip=\"red-1\" pos=\"3\"/></witch>",
                 ROLL1)));
    ck_assert_int_eq(S.pl[0].npot, 0); /* back in the bag after the round */
    ck_assert_int_eq(S.pl[0].bag_n, 10);
    /* An explosion ends the placing (HW-W2). */
    BREAKS(S_play(HW2("", BAG(""), ""),
                  R2("<witch>" REVEAL("white-3") REVEAL("white-2")
                     REVEAL("white-2") REVEAL("white-1") REVEAL("orange-1")
                     REVEAL("green-1") "<place chip=\"white-3\"/>"
                     "<place chip=\"white-2\"/><place chip=\"white-2\"/>"
                     "<place chip=\"white-1\"/><place chip=\"green-1\"/>"
                     "</witch>",
                     "")),
           "quacks.ruling.HW-W2");
}
END_TEST

START_TEST(w3_returns_one_or_both_of_the_last_whites)
{
    /* The second of the two: the white 3 goes, the white 1 stays; the
     * next chip counts from the last chip left, the white 1 on 7. */
    OK(S_play(HW(2, "alms", "", BAG(""), "", "two-whites-back", "upgrade",
                 "colours"),
              R2(DRAWP("white-2", 2) DRAWP("orange-1", 3)
                     DRAWP("white-3", 6) DRAWP("white-1", 7)
                         "<witch return=\"second\"/>" DRAWP("green-1", 8)
                             END("white=\"3\" space=\"9\""),
                 ROLL1)));
}
END_TEST

START_TEST(w4_scores_an_exploded_pot_in_full)
{
    OK(S_play(HW(2, "alms", "", BAG(""), "", "no-explosion-penalty",
                 "upgrade", "colours"),
              R2(DRAW("white-3") DRAW("white-2") DRAW("white-2")
                     DRAW("white-1"),
                 WITCH(1, "brewing", "no-explosion-penalty") ROLL1
                     BUY(1, "green-2"))));
    ck_assert_int_eq(S.pl[0].took, 3);
    ck_assert_int_eq(S.pl[0].bag[G2], 1);
    /* Without the witch the exploded seat does not roll. */
    BREAKS(S_play(HW(2, "alms", "", BAG(""), "", "no-explosion-penalty",
                     "upgrade", "colours"),
                  R2(DRAW("white-3") DRAW("white-2") DRAW("white-2")
                         DRAW("white-1"),
                     ROLL1)),
           "quacks.die");
}
END_TEST

START_TEST(w5_upgrades_one_chip_never_a_pumpkin)
{
    OK(S_play(HW(2, "alms", "", "bag=\"white-1 orange-1 red-1\"", "",
                 "draw-six", "upgrade", "colours"),
              R2(DRAW("red-1") DRAW("orange-1"),
                 ROLL1 WITCH(1, "buying", "upgrade")
                     "<upgrade seat=\"1\" chip=\"red-1\"/>")));
    ck_assert_int_eq(S.pl[0].bag[R2], 1);
    ck_assert_int_eq(S.pl[0].bag[R1], 0);
    ck_assert_int_eq(S.pl[0].bag[O1], 1);
    /* The last two: the pumpkin stays a pumpkin, the toadstool goes up. */
    OK(S_play(HW(2, "alms", "", "bag=\"white-1 orange-1 red-1\"", "",
                 "draw-six", "upgrade", "colours"),
              R2(DRAW("red-1") DRAW("orange-1"),
                 ROLL1 WITCH(1, "buying", "upgrade")
                     "<upgrade seat=\"1\" chip=\"last-two\"/>")));
    ck_assert_int_eq(S.pl[0].bag[R2], 1);
    ck_assert_int_eq(S.pl[0].bag[O1], 1);
}
END_TEST

START_TEST(w6_w7_w8_change_the_buying)
{
    /* W7: the copy goes into the bag too. */
    OK(S_play(HW(2, "alms", "", BAG(""), "", "draw-six", "free-copy",
                 "colours"),
              R2(DRAW("white-3") DRAW("orange-1"),
                 ROLL1 BUY(1, "orange-1") WITCH(1, "buying", "free-copy")
                     "<copy seat=\"1\" chip=\"orange-1\"/>")));
    ck_assert_int_eq(S.pl[0].bag[O1], 3);
    /* W7 with nothing bought: nothing to copy. */
    BREAKS(S_play(HW(2, "alms", "", BAG(""), "", "draw-six", "free-copy",
                     "colours"),
                  R2(DRAW("white-3"), ROLL1 WITCH(1, "buying", "free-copy"))),
           "quacks.witch.free-copy");
    /* W8 after an explosion, the VP taken: the rubies' coins alone. */
    OK(S_play(HW(2, "alms", "", BAG("") " rubies=\"3\"", "", "draw-six",
                 "rubies-as-coins", "colours"),
              R2(DRAW("white-3") DRAW("white-2") DRAW("white-2")
                     DRAW("white-1"),
                 ROLL(2, "1-vp") "<exploded seat=\"1\" take=\"vp\"/>"
                     WITCH(1, "buying", "rubies-as-coins")
                         BUY(1, "orange-1"))));
    ck_assert_int_eq(S.pl[0].coins, 8 - 3);
    /* W6 keeps the limit of two chips of different colours. */
    BREAKS(S_play(HW(2, "alms", "", BAG(""), "", "draw-six", "double-coins",
                     "colours"),
                  R2(DRAW("white-3") DRAW("orange-1"),
                     ROLL1 WITCH(1, "buying", "double-coins")
                         BUY(1, "orange-1") BUY(1, "orange-1"))),
           "quacks.buy.colours");
}
END_TEST

START_TEST(w9_w10_w11_w12_score)
{
    /* W9: locoweed counts as a colour, white does not: 2 colours. */
    OK(S_play(HW(2, "alms", "set=\"5\"", "bag=\"white-1 orange-1 locoweed\"",
                 "", "draw-six", "upgrade", "colours"),
              R2(DRAW("orange-1") DRAW("locoweed") DRAW("white-1"),
                 ROLL1 WITCH(1, "scoring", "colours"))));
    ck_assert_int_eq(S.pl[0].vp, 1 + 0 + 3);
    /* W11 with "It's shining extra bright": the witch instead of the
     * card's extra ruby. */
    OK(S_play(HW(2, "alms", "", "bag=\"white-1 orange-1\" droplet=\"14\"",
                 "", "draw-six", "upgrade", "vp-as-rubies"),
              ROUND(2, 1, CARD("its-shining-extra-bright")
                  BREW(1, DRAWP("orange-1", 15) END("space=\"16\""))
                  BREW(2, DRAW("orange-1"))
                  EVAL(ROLL1 WITCH(1, "scoring", "vp-as-rubies")))));
    ck_assert_int_eq(S.pl[0].rubies, 1 + 3);
    /* W12: the flask for 1 ruby. */
    OK(S_play(HW(2, "alms", "", "bag=\"white-1 orange-1\" flask=\"no\"", "",
                 "draw-six", "upgrade", "cheap-rubies"),
              R2(DRAW("orange-1") DRAW("white-1"),
                 ROLL1 WITCH(1, "scoring", "cheap-rubies")
                     SPEND(1, "flask"))));
    ck_assert_int_eq(S.pl[0].rubies, 0);
    ck_assert_int_eq(S.pl[0].flask, 1);
    /* W10 counts only what is left in the bag. */
    OK(S_play(HW(3, "alms donations", "",
                 "bag=\"white-1 white-2 purple-1 red-4 red-1\"", "",
                 "draw-six", "upgrade", "count-the-bag"),
              ROUND(3, 1, CARD("rat-infestation")
                  BREW(1, DRAW("red-4")) BREW(2, DRAW("orange-1"))
                  EVAL(ROLL1 WITCH(1, "scoring", "count-the-bag")))));
    ck_assert_int_eq(S.pl[0].vp, 0 + 1 + 2 * 1 + 0); /* space 5: 0 VP */
    /* What W9 or W10 gave may be asserted; a wrong figure breaks her own
     * rule, and the assertion is not mistaken for the buying call that
     * follows it. */
#define W10_BAG "bag=\"white-1 white-2 purple-1 red-4 red-1\""
#define W10_EVAL(after)                                                  \
    ROUND(3, 1, CARD("rat-infestation") BREW(1, DRAW("red-4"))          \
              BREW(2, DRAW("orange-1"))                                 \
              EVAL(ROLL1 WITCH(1, "scoring", "count-the-bag") after))
    OK(S_play(HW(3, "alms donations", "", W10_BAG, "", "draw-six", "upgrade",
                 "count-the-bag"),
              W10_EVAL("<witch seat=\"1\" vp=\"2\"/>")));
    BREAKS(S_play(HW(3, "alms donations", "", W10_BAG, "", "draw-six", "upgrade",
                     "count-the-bag"),
                  W10_EVAL("<witch seat=\"1\" vp=\"4\"/>")),
           "quacks.witch.count-the-bag");
    OK(S_play(HW(3, "alms donations", "", W10_BAG, "", "draw-six",
                 "double-coins", "count-the-bag"),
              W10_EVAL(WITCH(1, "buying", "double-coins"))));
#undef W10_EVAL
#undef W10_BAG
}
END_TEST

START_TEST(a_penny_calls_its_witch_once_and_scores_2_vp_unspent)
{
    /* Only the witch on display can be called. */
    BREAKS(S_play(HW2("", BAG(""), ""),
                  R2(DRAW("white-3")
                         "<witch brewing=\"two-whites-back\"/>",
                     "")),
           "quacks.witch.display");
    BREAKS(S_play(HW(2, "alms", "", BAG("") " pennies=\"brewing scoring\"",
                     "", "draw-six", "double-coins", "colours"),
                  R2(DRAW("white-3") DRAW("orange-1"),
                     ROLL1 WITCH(1, "buying", "double-coins"))),
           "quacks.witch.penny");
    OK(S_play(HW(9,
                 "alms donations lucky-devil its-shining-extra-bright "
                 "beginners-bonus the-pot-is-filling-up just-in-time "
                 "magic-potion",
                 "", "bag=\"white-1\" pennies=\"buying\"", "bag=\"white-1\"",
                 "draw-six", "double-coins", "colours"),
              ROUND(9, 1, CARD("rat-infestation") BREW(1, DRAW("white-1"))
                  BREW(2, DRAW("white-1"))
                  EVAL(ROLL1 ROLL(2, "1-vp")))
              "<result winners=\"2\"><score seat=\"1\" vp=\"3\"/>"
              "<score seat=\"2\" vp=\"7\"/></result>"));
}
END_TEST

/* ======================================================== the bowl */

START_TEST(the_bowl_takes_the_chips_after_the_last_space)
{
    OK(S_play(HW2("", "bag=\"white-1 white-3 orange-1 blue-2 red-2\" "
                      "droplet=\"51\"",
                  ""),
              R2(DRAWP("orange-1", 52)
                     "<draw chip=\"blue-2\" bowl=\"yes\"/>"
                     "<draw chip=\"white-3\" bowl=\"yes\"/><flask/>"
                     "<draw chip=\"red-2\" bowl=\"yes\"/>"
                         END("white=\"0\" space=\"53\" bowl=\"4\""),
                 ROLL1)));
    ck_assert_int_eq(S.pl[0].vp, 15 + 2 + 1);
    ck_assert_int_eq(S.pl[0].nbowl, 0); /* back in the bag */
    ck_assert_int_eq(S.pl[0].bag_n, 5);
    /* White chips in the bowl still explode the pot. */
    OK(S_play(HW2("", "bag=\"white-3 white-2 white-2 white-1 orange-1\" "
                      "droplet=\"51\"",
                  ""),
              R2(DRAWP("orange-1", 52) DRAW("white-3") DRAW("white-2")
                     DRAW("white-2") DRAW("white-1")
                         END("exploded=\"yes\" space=\"53\""),
                 ROLL(2, "1-vp") "<exploded seat=\"1\" take=\"vp\"/>")));
    /* A crow skull on the last space draws nothing (HW-BOWL): a draw
     * written for it breaks the bowl's rule. */
    BREAKS(S_play(HW2("", "bag=\"white-1 blue-2\" droplet=\"51\"", ""),
                  R2("<draw chip=\"blue-2\" pos=\"52\">" REVEAL("white-1")
                     "</draw>",
                     "")),
           "quacks.bowl");
}
END_TEST

/* ===================================================== the books */

START_TEST(crow_skull_5_and_6)
{
    OK(S_play(HW2("set=\"5\"", "bag=\"white-1 orange-1 blue-1\"", ""),
              R2(DRAW("orange-1") "<draw chip=\"blue-1\" vp=\"1\"/>", ROLL1)));
    OK(S_play(HW2("set=\"6\"", "bag=\"white-1 white-2 blue-2\"", ""),
              R2(DRAW("white-1") DRAW("white-2")
                     "<draw chip=\"blue-2\" rubies=\"1\"/>",
                 ROLL1)));
}
END_TEST

START_TEST(toadstool_5_and_6)
{
    OK(S_play(HW2("set=\"5\"", "bag=\"white-1 red-2 red-1\"", ""),
              R2(DRAWP("red-2", 2) DRAWP("red-1", 4), ROLL1)));
    /* Set 6: the chip set aside may go in after an explosion, and must go
     * in before the player stops; it counts for the whites. */
    OK(S_play(HW2("set=\"6\"",
                  "bag=\"white-3 white-2 white-2 white-1 red-1\"", ""),
              R2("<draw chip=\"red-1\">" REVEAL("white-1") "</draw>"
                 DRAW("white-3") DRAW("white-2") DRAW("white-2")
                 "<aside chip=\"white-1\"/>" END("white=\"8\" exploded=\"yes\""),
                 ROLL(2, "1-vp") "<exploded seat=\"1\" take=\"vp\"/>")));
    BREAKS(S_play(HW2("set=\"6\"", "bag=\"white-1 red-1\"", ""),
                  R2("<aside chip=\"white-1\"/>", "")),
           "quacks.red.6");
}
END_TEST

START_TEST(mandrake_5_and_6)
{
    /* The chip drawn with it goes back: the bag keeps its count. */
    OK(S_play(HW2("set=\"5\"", "bag=\"white-1 yellow-2 green-4\"", ""),
              R2("<draw chip=\"yellow-2\" pos=\"6\">" REVEAL("green-4")
                 "</draw>" DRAWP("green-4", 10),
                 ROLL1 "<green seat=\"1\" keep=\"none\"/>")));
    /* Set 6: one ruby at most, 3 spaces. */
    OK(S_play(HW2("set=\"6\"", "bag=\"white-1 yellow-1\" rubies=\"3\"", ""),
              R2("<draw chip=\"yellow-1\" pos=\"4\" ruby=\"yes\"/>", ROLL1)));
    ck_assert_int_eq(S.pl[0].rubies, 3 - 1 + 1); /* space 5: a ruby */
}
END_TEST

START_TEST(locoweed_5_and_6)
{
    /* Set 5: 4 spaces at most, with many rat tails. */
    OK(S_play(HW2("set=\"5\"", "bag=\"white-1 locoweed\"", "vp=\"20\""),
              ROUND(2, 1, CARD("magic-potion")
                  "<brew seat=\"1\">" DRAWP("locoweed", 12) "</brew>"
                  BREW(2, DRAW("orange-1")) EVAL(ROLL1))));
    /* Set 6 copies the crow skull of set 6 before it, action and all: a
     * ruby for the white 1-chip just before. */
    OK(S_play(HW2("set=\"6\"", "bag=\"white-1*2 blue-1 locoweed\"", ""),
              R2(DRAWP("blue-1", 1) DRAWP("white-1", 2)
                     "<draw chip=\"locoweed\" pos=\"3\" rubies=\"1\"/>",
                 ROLL1)));
}
END_TEST

START_TEST(garden_spider_5_and_6)
{
    /* Set 5: the chip kept is out of the bag until it starts next round. */
    OK(S_play(HW2("set=\"5\"", "bag=\"white-1 orange-1 green-1\"", ""),
              R2(DRAW("white-1") DRAW("green-1"),
                 ROLL1 "<green seat=\"1\" keep=\"white-1\"/>")));
    ck_assert_int_eq(S.pl[0].kept[W1], 1);
    ck_assert_int_eq(S.pl[0].bag[W1], 0);
    /* Set 6 with "The pot is full": two rolls per green chip. */
    OK(S_play(HW2("set=\"6\"", "bag=\"white-1 green-1\"", ""),
              ROUND(2, 1, CARD("the-pot-is-full")
                  BREW(1, DRAW("white-1") DRAW("green-1"))
                  BREW(2, DRAW("orange-1"))
                  EVAL(ROLL1 ROLL1 "<green seat=\"1\" roll=\"ruby\"/>"
                                   "<green seat=\"1\" roll=\"ruby\"/>"))));
    ck_assert_int_eq(S.pl[0].rubies, 3);
}
END_TEST

START_TEST(ghosts_breath_5_and_6)
{
    /* Set 5 in round 9: the budget buys VP at 5 to 1. */
    OK(S_play(HW(9,
                 "alms donations lucky-devil its-shining-extra-bright "
                 "beginners-bonus the-pot-is-filling-up just-in-time "
                 "magic-potion",
                 "set=\"5\"", "bag=\"white-1 purple-1\" droplet=\"40\"",
                 "bag=\"white-1\"", "draw-six", "upgrade", "colours"),
              ROUND(9, 1, CARD("rat-infestation") BREW(1, DRAW("purple-1"))
                  BREW(2, DRAW("white-1")) EVAL(ROLL1))
              "<result winners=\"1\"/>"));
    ck_assert_int_eq(S.pl[0].vp, 11 / 5 + 11 + 1 + 6);
    /* Set 6: a purple chip last scores nothing. */
    OK(S_play(HW(3, "alms donations", "set=\"6\"", "bag=\"white-1 purple-1\"",
                 "", "draw-six", "upgrade", "colours"),
              ROUND(3, 1, CARD("rat-infestation") BREW(1, DRAW("purple-1"))
                  BREW(2, DRAW("orange-1")) EVAL(ROLL1 ROLL(2, "1-vp")))));
    ck_assert_int_eq(S.pl[0].vp, 1);
}
END_TEST

START_TEST(black_5_and_6)
{
    /* Set 5: a black chip from a fortune card goes to the left neighbour,
     * and the droplet moves. */
    OK(S_play(HW2("set=\"5\"", BAG(""), ""),
              ROUND(2, 1, CARDX("but-you-only-get-to-choose-one",
                                CHOOSE(1, "black-1") CHOOSE(2, "rubies"))
                  BREW(1, DRAW("orange-1")) BREW(2, DRAW("orange-1"))
                  EVAL(ROLL1))));
    ck_assert_int_eq(S.pl[1].bag[K1], 1);
    ck_assert_int_eq(S.pl[0].bag[K1], 0);
    ck_assert_int_eq(S.pl[0].droplet, 1);
    /* Set 6: the only black chip is the furthest: droplet, no ruby. */
    OK(S_play(HW2("set=\"6\"", "bag=\"white-1 black-1\"", ""),
              R2(DRAW("black-1"), ROLL1 ROLL(2, "1-vp"))));
    ck_assert_int_eq(S.pl[0].droplet, 1);
    ck_assert_int_eq(S.pl[0].rubies, 1);
}
END_TEST

START_TEST(the_pumpkin_book_of_the_expansion)
{
    OK(S_play(HW2("", "bag=\"white-1 orange-6\" droplet=\"22\"", ""),
              R2(DRAWP("orange-6", 28), ROLL1 BUY(1, "orange-6"))));
    ck_assert_int_eq(S.pl[0].bag[O6], 2);
    ck_assert_int_eq(S.supply[O6], 20 - 2);
    /* Without the expansion there is no 6-chip to buy. */
    BREAKS(S_play(AT_ROUND(2, "alms", BAG("") " droplet=\"20\"", ""),
                  ROUND(2, 1, CARD("rat-infestation")
                      BREW(1, DRAW("white-3") DRAW("orange-1"))
                      BREW(2, DRAW("orange-1"))
                      EVAL(ROLL1 BUY(1, "orange-6")))),
           "quacks.buy.book");
}
END_TEST

Suite *herb_witches_suite(void)
{
    Suite *s = suite_create("herb-witches");
    TCase *t = tcase_create("setup");
    tcase_add_test(t, prices_of_sets_5_and_6_and_the_new_chips);
    tcase_add_test(t, five_players_share_the_bigger_box);
    tcase_add_test(t, the_setup_of_the_expansion);
    suite_add_tcase(s, t);
    t = tcase_create("witches");
    tcase_add_test(t, w1_returns_the_exploding_white_and_brewing_goes_on);
    tcase_add_test(t, w2_places_some_of_six_chips_in_order);
    tcase_add_test(t, w3_returns_one_or_both_of_the_last_whites);
    tcase_add_test(t, w4_scores_an_exploded_pot_in_full);
    tcase_add_test(t, w5_upgrades_one_chip_never_a_pumpkin);
    tcase_add_test(t, w6_w7_w8_change_the_buying);
    tcase_add_test(t, w9_w10_w11_w12_score);
    tcase_add_test(t, a_penny_calls_its_witch_once_and_scores_2_vp_unspent);
    suite_add_tcase(s, t);
    t = tcase_create("books and bowl");
    tcase_add_test(t, the_bowl_takes_the_chips_after_the_last_space);
    tcase_add_test(t, crow_skull_5_and_6);
    tcase_add_test(t, toadstool_5_and_6);
    tcase_add_test(t, mandrake_5_and_6);
    tcase_add_test(t, locoweed_5_and_6);
    tcase_add_test(t, garden_spider_5_and_6);
    tcase_add_test(t, ghosts_breath_5_and_6);
    tcase_add_test(t, black_5_and_6);
    tcase_add_test(t, the_pumpkin_book_of_the_expansion);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(herb_witches_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

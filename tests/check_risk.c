/* The risk at every draw-or-stop decision (nt_position_risk), against
 * bags and pots worked out by hand from the rules: the chips in the bag,
 * and how many of them would make the pot (the vial) explode drawn next
 * (the odds of each chip: check_odds.c).  Each record
 * is walked whole; every decision where the risk applies is listed in
 * order, both seats, and compared with the list below the record, so
 * that a count off by one chip, a space off by one, or a risk where none
 * applies, fails. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "notation_position.h"
#include "risk_records.h"

#define MAX_RISKS 64

typedef struct risks {
    int n;
    long v[MAX_RISKS][2]; /* explode, chips */
    int chance_with_risk; /* a chance outcome claimed a risk */
} risks;

static void S_look(nt_position *p, void *user)
{
    risks *r = user;
    long explode = -7, chips = -7;
    if (nt_position_risk(p, &explode, &chips) != 0) {
        ck_assert_int_eq(explode, -7); /* nothing written */
        return;
    }
    if (nt_position_actor(p) == 0)
        r->chance_with_risk = 1;
    ck_assert_int_lt(r->n, MAX_RISKS);
    r->v[r->n][0] = explode;
    r->v[r->n][1] = chips;
    r->n++;
}

/* Walk `xml` and compare its risks with `want` (pairs explode, chips). */
static void S_check(const char *xml, const long *want, int nwant)
{
    char *err = NULL;
    nt_position *p =
        nt_position_open_memory("risk", xml, strlen(xml), 1, &err);
    ck_assert_msg(p != NULL, "%s", err ? err : "");
    risks r = {0};
    ck_assert_int_eq(nt_position_walk(p, S_look, &r), 0);
    ck_assert(!r.chance_with_risk);
    for (int i = 0; i < r.n && i < nwant; i++)
        ck_assert_msg(r.v[i][0] == want[2 * i] &&
                          r.v[i][1] == want[2 * i + 1],
                      "decision %d: %ld of %ld would explode, not %ld of %ld",
                      i + 1, r.v[i][0], r.v[i][1], want[2 * i],
                      want[2 * i + 1]);
    ck_assert_int_eq(r.n, nwant);
    nt_position_free(p);
}

#define N(a) ((int)(sizeof(a) / sizeof(a)[0] / 2))


/* Round 1, the starting bag (quacks.md: white-1 x4, white-2 x2, white-3,
 * orange-1, green-1: 9 chips), threshold 7 (quacks.pot.explosion: the pot
 * explodes when the whites total more than 7).
 *   start: whites 0, 9 chips: no white takes 0 over 7          0 of 9
 *   white-2 (2): 8 chips, the white-3 makes 5                  0 of 8
 *   white-3 (5): 7 chips, white-2 makes 7, not over 7          0 of 7
 *   white-1 (6): 6 chips (w1 x3, w2, orange, green): w2 -> 8   1 of 6
 *   orange-1:    5 chips (w1 x3, w2, green)                    1 of 5
 *   white-1 (7): 4 chips (w1 x2, w2, green): every white       3 of 4
 *   then the stop (the decision after it asks nothing more). */
START_TEST(base_game_whites_against_seven)
{
    static const long want[] = {0, 9, 0, 8, 0, 7, 1, 6, 1, 5, 3, 4,
                                0, 9, 0, 8};
    S_check(QUACKS(SETUP1, "<round n=\"1\" start=\"1\">"
                           "<fortune card=\"magic-potion\"/><brew seat=\"1\">"
                           D("white-2") D("white-3") D("white-1")
                           D("orange-1") D("white-1") "</brew>" SEAT2
                           "</round>"),
            want, N(want));
}
END_TEST

/* The same, then the flask (Q-R1: on the white chip just drawn): the
 * white-1 goes back, whites 6, 5 chips (w1 x3, w2, green): only the w2
 * takes 6 over 7: 1 of 5.  Then the white-2 (8): the pot explodes, and
 * the decisions after it offer no draw: no risk there. */
START_TEST(the_flask_puts_a_white_back)
{
    static const long want[] = {0, 9, 0, 8, 0, 7, 1, 6, 1, 5, 3, 4,
                                1, 5, 0, 9, 0, 8};
    S_check(QUACKS(SETUP1, "<round n=\"1\" start=\"1\">"
                           "<fortune card=\"magic-potion\"/><brew seat=\"1\">"
                           D("white-2") D("white-3") D("white-1")
                           D("orange-1") D("white-1") "<flask/>"
                           D("white-2") "</brew>" SEAT2 "</round>"),
            want, N(want));
}
END_TEST

/* "Living in luxury" (quacks.md fortune cards): the pot explodes only
 * above 9 white points.
 *   start: 9 chips                                             0 of 9
 *   white-3 (3): 8 chips                                       0 of 8
 *   white-2 (5): 7 chips, w2 makes 7                           0 of 7
 *   white-2 (7): 6 chips (w1 x4, orange, green): 8, not over 9 0 of 6
 *   white-1 (8): 5 chips (w1 x3, orange, green): 9, not over 9 0 of 5
 *   white-1 (9): 4 chips (w1 x2, orange, green): 10 > 9        2 of 4
 * With 7 the fourth decision would count every white-1 (4 of 6): the
 * card is what keeps it at 0. */
START_TEST(living_in_luxury_raises_the_threshold)
{
    static const long want[] = {0, 9, 0, 8, 0, 7, 0, 6, 0, 5, 2, 4,
                                0, 9, 0, 8};
    S_check(QUACKS(SETUP1, "<round n=\"1\" start=\"1\">"
                           "<fortune card=\"living-in-luxury\"/>"
                           "<brew seat=\"1\">" D("white-3") D("white-2")
                           D("white-2") D("white-1") D("white-1") "</brew>"
                           SEAT2 "</round>"),
            want, N(want));
}
END_TEST

/* The Herb Witches, the brewing witch "flask after explosion" (W1): seat
 * 1 explodes with a white-1 (3 + 2 + 2 + 1 = 8 > 7); the witch and the
 * full flask send it back.
 *   start: 9 chips                                             0 of 9
 *   white-3 (3): 8 chips                                       0 of 8
 *   white-2 (5): 7 chips, w2 makes 7                           0 of 7
 *   white-2 (7): 6 chips (w1 x4, orange, green): each w1 -> 8  4 of 6
 *   white-1 (8): exploded: no draw, no risk (the witch's step)
 *   witch: the w1 back, whites 7, 6 chips again                4 of 6
 *   orange-1: 5 chips (w1 x4, green)                           4 of 5
 * Seat 2: 9 chips, then 8 after its pumpkin. */
START_TEST(herb_witches_flask_after_explosion)
{
    static const long want[] = {0, 9, 0, 8, 0, 7, 4, 6, 4, 6, 4, 5,
                                0, 9, 0, 8};
    S_check(QUACKS(
                "<setup players=\"2\" start=\"1\" round=\"2\" "
                "expansion=\"herb-witches\" read=\"alms\">"
                "<seat n=\"1\" bag=\"white-1*4 white-2*2 white-3 orange-1 "
                "green-1\"/><seat n=\"2\"/></setup>"
                "<witches brewing=\"flask-after-explosion\" "
                "buying=\"double-coins\" scoring=\"colours\"/>",
                "<round n=\"2\" start=\"1\">"
                "<fortune card=\"rat-infestation\"/><brew seat=\"1\">"
                D("white-3") D("white-2") D("white-2") D("white-1")
                "<witch brewing=\"flask-after-explosion\"/>" D("orange-1")
                "</brew>" SEAT2 "</round>"),
            want, N(want));
}
END_TEST

/* The Duel, data set provisional-1 (quacks-duel-data.md: row of 15,
 * mined spaces 8 11 13 15, bonus space 5; starting bag white-1 x4,
 * white-2 x2, white-3, black-1 x3, orange-1, blue-1: 12 chips).  A white
 * goes its value past the last white; on a mined space, or past the row,
 * it explodes, unless the B1 shield covers the first mine (8).  Seat 1
 * takes the silver coin (B2), seat 2 has the gold one's B1: the shield.
 * Seat 1:
 *   start: 12 chips, last white 0: w3 -> 3                     0 of 12
 *   white-3 (3): 11 chips: w1 -> 4, w2 -> 5                    0 of 11
 *   white-1 (4): 10 chips: w1 -> 5, w2 -> 6                    0 of 10
 *   white-2 (6): 9 chips (w1 x3, w2, black x3, orange, blue):
 *                w2 -> 8, mined                                1 of 9
 *   white-1 (7): 8 chips (w1 x2, w2, ...): w1 -> 8 mined       2 of 8
 *   then the stop.
 * Seat 2, the same draws with the shield: 8 is covered.
 *   12, 11, 10 chips: 0; white-2 (6): w2 -> 8 shielded         0 of 9
 *   white-1 (7): w1 -> 8 shielded, w2 -> 9                     0 of 8
 *   white-1 (8): 7 chips (w1, w2, ...): 9 and 10               0 of 7
 *   white-2 (10): 6 chips (w1, black x3, orange, blue):
 *                w1 -> 11, mined                               1 of 6 */
START_TEST(duel_mines_and_the_shield)
{
    static const long want[] = {0, 12, 0, 11, 0, 10, 1, 9, 2, 8,
                                0, 12, 0, 11, 0, 10, 0, 9, 0, 8, 0, 7,
                                1, 6};
    S_check(DUEL_SETUP DUEL_SHIELD "</round></game>", want, N(want));
}
END_TEST

/* Where no draw is offered, there is no risk: the end of a game. */
START_TEST(no_risk_where_no_draw)
{
    const char *xml = QUACKS(SETUP1, "<round n=\"1\" start=\"1\">"
                                     "<fortune card=\"magic-potion\"/>"
                                     "</round>");
    char *err = NULL;
    nt_position *p =
        nt_position_open_memory("risk", xml, strlen(xml), 1, &err);
    ck_assert_msg(p != NULL, "%s", err ? err : "");
    long e = -7, c = -7;
    ck_assert_int_eq(nt_position_seek(p, 0), 0);
    ck_assert_int_eq(nt_position_risk(p, &e, &c), -1);
    ck_assert_int_eq(e, -7);
    nt_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("risk");
    TCase *t = tcase_create("risk");
    tcase_add_test(t, base_game_whites_against_seven);
    tcase_add_test(t, the_flask_puts_a_white_back);
    tcase_add_test(t, living_in_luxury_raises_the_threshold);
    tcase_add_test(t, herb_witches_flask_after_explosion);
    tcase_add_test(t, duel_mines_and_the_shield);
    tcase_add_test(t, no_risk_where_no_draw);
    suite_add_tcase(s, t);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* The odds of the next chip at every draw-or-stop decision
 * (nt_position_odds), against bags and pots worked out by hand from the
 * rules: for each kind of chip in the bag its count, where it goes, and
 * what the pot is then worth (the risk alone: check_risk.c). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation_position.h"
#include "risk_records.h"

#define MAX_DECISIONS 64 /* with a risk, in one record */

/* Each decision's outcomes in one line, so that a test reads as the hand
 * computation it checks: "CHIP COUNT/CHIPS INTO SPACE[..MAX] [x] [choice]
 * [chance] [ends] [more] wMIN[..MAX][*] ...", outcomes joined by "; "
 * (x: explodes; each amount of the worth by its first letter: v VP, c
 * coins, r ruby, b the bowl's VP, m the Duel's move; *: open, what
 * follows may go beyond). */
static void S_outcome(const nt_draw_outcome *o, char *out, size_t size)
{
    size_t n = strlen(out);
#define PUT(...)                                                           \
    n += (size_t)snprintf(out + n, n < size ? size - n : 0, __VA_ARGS__)
    PUT("%s%s %ld/%ld %s %d", n ? "; " : "", o->chip, o->count, o->chips,
        o->into, o->space);
    if (o->space_max != o->space)
        PUT("..%d", o->space_max);
    if (o->explodes)
        PUT(" x");
    if (o->depends & NT_DEPENDS_CHOICE)
        PUT(" choice");
    if (o->depends & NT_DEPENDS_CHANCE)
        PUT(" chance");
    if (o->flags & NT_OUTCOME_ENDS)
        PUT(" ends");
    if (o->flags & NT_OUTCOME_MORE)
        PUT(" more");
    for (int w = 0; w < o->nworth; w++) {
        PUT(" %c%d", o->worth[w].what[0], o->worth[w].min);
        if (o->worth[w].max != o->worth[w].min)
            PUT("..%d", o->worth[w].max);
        if (o->worth[w].open)
            PUT("*");
    }
#undef PUT
}

typedef struct odds_seen {
    int n;
    char line[MAX_DECISIONS][1024];
} odds_seen;

/* At each decision: the odds where the risk is, and nowhere else; the
 * counts add up to the bag, the exploding ones to the risk; the words
 * begin with the risk's line and the JSON holds one object a kind. */
static void S_look_odds(nt_position *p, void *user)
{
    odds_seen *seen = user;
    long explode, chips, sum = 0, boom = 0;
    size_t n = nt_position_odds_count(p);
    nt_draw_outcome o;
    if (nt_position_risk(p, &explode, &chips) != 0) {
        ck_assert_uint_eq(n, 0);
        ck_assert_ptr_null(nt_position_odds_text(p));
        ck_assert_int_eq(nt_position_odds(p, 0, &o), -1);
        return;
    }
    ck_assert_uint_gt(n, 0);
    ck_assert_int_lt(seen->n, MAX_DECISIONS);
    char *line = seen->line[seen->n++];
    line[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        ck_assert_int_eq(nt_position_odds(p, i, &o), 0);
        ck_assert_int_eq(o.chips, chips);
        ck_assert_int_gt(o.count, 0);
        sum += o.count;
        boom += o.explodes ? o.count : 0;
        S_outcome(&o, line, sizeof seen->line[0]);
    }
    ck_assert_int_eq(nt_position_odds(p, n, &o), -1);
    ck_assert_int_eq(sum, chips);
    ck_assert_int_eq(boom, explode);
    char head[96];
    snprintf(head, sizeof head, "%ld chip%s in the bag; %ld would explode: ",
             chips, chips == 1 ? "" : "s", explode);
    ck_assert_msg(!strncmp(nt_position_odds_text(p), head, strlen(head)),
                  "the words begin '%s'", nt_position_odds_text(p));
    const char *json = nt_position_odds_json(p);
    size_t objects = 0;
    for (const char *c = json; (c = strstr(c, "{\"chip\":")); c++)
        objects++;
    ck_assert_msg(json[0] == '[' && objects == n, "%s", json);
}

/* Walk `xml` and compare each decision's odds with `want` (NULL: not
 * worked out by hand, only checked for consistency above). */
static void S_check_odds(const char *xml, const char *const *want,
                         int nwant)
{
    char *err = NULL;
    nt_position *p =
        nt_position_open_memory("odds", xml, strlen(xml), 1, &err);
    ck_assert_msg(p != NULL, "%s", err ? err : "");
    static odds_seen seen;
    seen.n = 0;
    ck_assert_int_eq(nt_position_walk(p, S_look_odds, &seen), 0);
    for (int i = 0; i < seen.n && i < nwant; i++)
        ck_assert_msg(!want[i] || !strcmp(seen.line[i], want[i]),
                      "decision %d:\n  got  %s\n  want %s", i + 1,
                      seen.line[i], want[i]);
    ck_assert_int_eq(seen.n, nwant);
    nt_position_free(p);
}

#define NW(a) ((int)(sizeof(a) / sizeof(a)[0]))
#define HW_SETUP(books, bag)                                               \
    "<setup players=\"2\" start=\"1\" round=\"2\" expansion=\"herb-"      \
    "witches\" " books " read=\"alms\"><seat n=\"1\" " bag "/>"            \
    "<seat n=\"2\" bag=\"orange-1\"/></setup><witches brewing=\"draw-six\" " \
    "buying=\"double-coins\" scoring=\"colours\"/>"
#define ALONE2 "<brew seat=\"2\"><draw chip=\"orange-1\"/></brew>"

/* Base game, set 1 (quacks.md §1.1 for the board, §2.3 for the books),
 * round 2, no rats (both on 0 VP).  Seat 1's bag: white-1 x2, white-2 x2,
 * white-3, orange-1 x3, red-1, red-2 (10 chips).  A chip moves its value
 * from the last chip (the droplet, 0, first); the toadstool of set 1
 * moves 1 more with 1 or 2 pumpkins in the pot, 2 more with 3; the
 * scoring space is the one after the chip (VP, coins, ruby as printed:
 * ruby on 5, 9, 13, ...).  Draws: orange, orange, orange (spaces 1, 2,
 * 3), white-3 (6, whites 3), white-2 (8, whites 5), white-2 (10, whites
 * 7), stop: then a white-1 takes the whites to 8, over 7.  Seat 2 has
 * the starting bag and draws its pumpkin. */
START_TEST(odds_base_toadstool_and_pumpkins)
{
    static const char *const want[] = {
        "white-1 2/10 pot 1 v0 c2 r0; white-2 2/10 pot 2 v0 c3 r0; "
        "white-3 1/10 pot 3 v0 c4 r0; orange-1 3/10 pot 1 v0 c2 r0; "
        "red-1 1/10 pot 1 v0 c2 r0; red-2 1/10 pot 2 v0 c3 r0",
        /* one pumpkin on 1: red +1 */
        "white-1 2/9 pot 2 v0 c3 r0; white-2 2/9 pot 3 v0 c4 r0; "
        "white-3 1/9 pot 4 v0 c5 r1; orange-1 2/9 pot 2 v0 c3 r0; "
        "red-1 1/9 pot 3 v0 c4 r0; red-2 1/9 pot 4 v0 c5 r1",
        /* two on 2: still +1 */
        "white-1 2/8 pot 3 v0 c4 r0; white-2 2/8 pot 4 v0 c5 r1; "
        "white-3 1/8 pot 5 v1 c6 r0; orange-1 1/8 pot 3 v0 c4 r0; "
        "red-1 1/8 pot 4 v0 c5 r1; red-2 1/8 pot 5 v1 c6 r0",
        /* three on 3: +2 */
        "white-1 2/7 pot 4 v0 c5 r1; white-2 2/7 pot 5 v1 c6 r0; "
        "white-3 1/7 pot 6 v1 c7 r0; red-1 1/7 pot 6 v1 c7 r0; "
        "red-2 1/7 pot 7 v1 c8 r0",
        /* white-3 on 6 */
        "white-1 2/6 pot 7 v1 c8 r0; white-2 2/6 pot 8 v1 c9 r1; "
        "red-1 1/6 pot 9 v2 c10 r0; red-2 1/6 pot 10 v2 c11 r0",
        /* white-2 on 8, whites 5: a white-2 makes 7, not over */
        "white-1 2/5 pot 9 v2 c10 r0; white-2 1/5 pot 10 v2 c11 r0; "
        "red-1 1/5 pot 11 v2 c12 r0; red-2 1/5 pot 12 v2 c13 r1",
        /* white-2 on 10, whites 7 */
        "white-1 2/4 pot 11 x v2 c12 r0; red-1 1/4 pot 13 v3 c14 r0; "
        "red-2 1/4 pot 14 v3 c15 r0",
        /* seat 2, the starting bag, from the droplet on 0 */
        "white-1 4/9 pot 1 v0 c2 r0; white-2 2/9 pot 2 v0 c3 r0; "
        "white-3 1/9 pot 3 v0 c4 r0; orange-1 1/9 pot 1 v0 c2 r0; "
        "green-1 1/9 pot 1 v0 c2 r0",
        "white-1 4/8 pot 2 v0 c3 r0; white-2 2/8 pot 3 v0 c4 r0; "
        "white-3 1/8 pot 4 v0 c5 r1; green-1 1/8 pot 2 v0 c3 r0"};
    S_check_odds(
        QUACKS("<setup players=\"2\" start=\"1\" round=\"2\" set=\"1\" "
               "read=\"alms\"><seat n=\"1\" bag=\"white-1*2 white-2*2 "
               "white-3 orange-1*3 red-1 red-2\"/><seat n=\"2\"/></setup>",
               "<round n=\"2\" start=\"1\"><fortune card=\"magic-potion\"/>"
               "<brew seat=\"1\">" D("orange-1") D("orange-1") D("orange-1")
               D("white-3") D("white-2") D("white-2") "</brew>" SEAT2
               "</round>"),
        want, NW(want));
}
END_TEST

/* Base game with the mandrake of set 2 (the chip right after it moves
 * twice its value, bonuses added after: I-Y2-DOUBLE), the toadstool of
 * set 3 (its value plus the white chip right before it) and "Pumpkin
 * patch party" (a pumpkin 1 more).  Bag: white-1 x2, white-2, orange-1,
 * red-1, yellow-1.  Draws: yellow-1 (1), white-2 (5: 2 x 2), red-1 (8:
 * 1 + the white-2 before it), stop.  Seat 2 holds one pumpkin: 1 + 1. */
START_TEST(odds_base_mandrake_doubles)
{
    static const char *const want[] = {
        "white-1 2/6 pot 1 v0 c2 r0; white-2 1/6 pot 2 v0 c3 r0; "
        "orange-1 1/6 pot 2 v0 c3 r0; red-1 1/6 pot 1 v0 c2 r0; "
        "yellow-1 1/6 pot 1 v0 c2 r0",
        /* after the mandrake on 1: doubled */
        "white-1 2/5 pot 3 v0 c4 r0; white-2 1/5 pot 5 v1 c6 r0; "
        "orange-1 1/5 pot 4 v0 c5 r1; red-1 1/5 pot 3 v0 c4 r0",
        /* after the white-2 on 5: the toadstool 1 + 2 */
        "white-1 2/4 pot 6 v1 c7 r0; orange-1 1/4 pot 7 v1 c8 r0; "
        "red-1 1/4 pot 8 v1 c9 r1",
        "white-1 2/3 pot 9 v2 c10 r0; orange-1 1/3 pot 10 v2 c11 r0",
        "orange-1 1/1 pot 2 v0 c3 r0"};
    S_check_odds(
        QUACKS("<setup players=\"2\" start=\"1\" round=\"2\" set=\"1\" "
               "yellow=\"2\" red=\"3\" read=\"alms\"><seat n=\"1\" "
               "bag=\"white-1*2 white-2 orange-1 red-1 yellow-1\"/>"
               "<seat n=\"2\" bag=\"orange-1\"/></setup>",
               "<round n=\"2\" start=\"1\">"
               "<fortune card=\"pumpkin-patch-party\"/><brew seat=\"1\">"
               D("yellow-1") D("white-2") D("red-1") "</brew>" ALONE2
               "</round>"),
        want, NW(want));
}
END_TEST

/* The toadstool of set 4 (once one is in the pot, a white 1-chip moves
 * 2) and the mandrake of set 4 (the round's first, second, third moves
 * 1, 2, 3 more).  Bag: white-1 x2, red-1, yellow-1, yellow-2.  Draws:
 * red-1 (1), yellow-1 (1 + 1 more: 3), stop. */
START_TEST(odds_base_toadstool_4_and_mandrake_4)
{
    static const char *const want[] = {
        "white-1 2/5 pot 1 v0 c2 r0; red-1 1/5 pot 1 v0 c2 r0; "
        "yellow-1 1/5 pot 2 v0 c3 r0; yellow-2 1/5 pot 3 v0 c4 r0",
        /* the toadstool on 1 */
        "white-1 2/4 pot 3 v0 c4 r0; yellow-1 1/4 pot 3 v0 c4 r0; "
        "yellow-2 1/4 pot 4 v0 c5 r1",
        /* the first mandrake on 3: the second moves 2 more */
        "white-1 2/3 pot 5 v1 c6 r0; yellow-2 1/3 pot 7 v1 c8 r0",
        "orange-1 1/1 pot 1 v0 c2 r0"};
    S_check_odds(
        QUACKS("<setup players=\"2\" start=\"1\" round=\"2\" set=\"1\" "
               "red=\"4\" yellow=\"4\" read=\"alms\"><seat n=\"1\" "
               "bag=\"white-1*2 red-1 yellow-1 yellow-2\"/>"
               "<seat n=\"2\" bag=\"orange-1\"/></setup>",
               "<round n=\"2\" start=\"1\"><fortune card=\"magic-potion\"/>"
               "<brew seat=\"1\">" D("red-1") D("yellow-1") "</brew>" ALONE2
               "</round>"),
        want, NW(want));
}
END_TEST

/* The Herb Witches: the mandrake of set 5 draws another chip and moves
 * its value more (herb-witches.md §2.1): a chance outcome, so a range,
 * from the least to the most valuable chip left (white-1 or red-1: 1;
 * orange-6: 6); the toadstool of set 2 goes beside the pot and in only by
 * a choice after the stop (I-R2-WHEN): the pot stays where it is.  Bag:
 * white-1, white-3, red-1, yellow-2, orange-6.  Draws: yellow-2 (with
 * red-1 drawn: 2 + 1 = 3), red-1 (beside), stop. */
START_TEST(odds_herb_witches_mandrake_5_and_toadstool_2)
{
    static const char *const want[] = {
        "white-1 1/5 pot 1 v0 c2 r0; white-3 1/5 pot 3 v0 c4 r0; "
        "red-1 1/5 beside 0 choice v0 c1 r0; "
        "yellow-2 1/5 pot 3..8 chance v0..1 c4..9 r0..1; "
        "orange-6 1/5 pot 6 v1 c7 r0",
        "white-1 1/4 pot 4 v0 c5 r1; white-3 1/4 pot 6 v1 c7 r0; "
        "red-1 1/4 beside 3 choice v0 c4 r0; orange-6 1/4 pot 9 v2 c10 r0",
        "white-1 1/3 pot 4 v0 c5 r1; white-3 1/3 pot 6 v1 c7 r0; "
        "orange-6 1/3 pot 9 v2 c10 r0",
        "orange-1 1/1 pot 1 v0 c2 r0"};
    S_check_odds(
        QUACKS(HW_SETUP("set=\"1\" yellow=\"5\" red=\"2\"",
                        "bag=\"white-1 white-3 red-1 yellow-2 orange-6\""),
               "<round n=\"2\" start=\"1\"><fortune card=\"rat-infestation\"/>"
               "<brew seat=\"1\"><draw chip=\"yellow-2\"><reveal "
               "chip=\"red-1\"/></draw>" D("red-1") "</brew>" ALONE2
               "</round>"),
        want, NW(want));
}
END_TEST

/* The Herb Witches' bowl (herb-witches.md §5): from the droplet on 48, an
 * orange-6 stops on the last space, 52 (33 coins, 14 VP, ruby); then
 * every chip goes into the bowl, the spoon scores (15 VP, 35 coins) and
 * the bowl half its value, rounded down; a white there still counts.
 * The mandrake of set 6 may pay the seat's one ruby for 3 more (49 or
 * 52); the locoweed of set 5 moves the rat stone's distance + 1 (no rats:
 * 1).  Bag: white-1, white-2, white-3 x2, yellow-1, orange-6, locoweed.
 * Draws: orange-6, white-3, white-3 (whites 6), stop: a white-2 then
 * makes 8, over 7. */
START_TEST(odds_herb_witches_the_bowl)
{
    static const char *const want[] = {
        "white-1 1/7 pot 49 v13 c32 r1; white-2 1/7 pot 50 v14 c33 r0; "
        "white-3 2/7 pot 51 v14 c33 r1; "
        "yellow-1 1/7 pot 49..52 choice v13..15 c32..35 r0..1; "
        "orange-6 1/7 pot 52 v15 c35 r0; locoweed 1/7 pot 49 v13 c32 r1",
        "white-1 1/6 bowl 52 v15 c35 r0 b0; "
        "white-2 1/6 bowl 52 v15 c35 r0 b1; "
        "white-3 2/6 bowl 52 v15 c35 r0 b1; "
        "yellow-1 1/6 bowl 52 v15 c35 r0 b0; "
        "locoweed 1/6 bowl 52 v15 c35 r0 b0",
        "white-1 1/5 bowl 52 v15 c35 r0 b2; "
        "white-2 1/5 bowl 52 v15 c35 r0 b2; "
        "white-3 1/5 bowl 52 v15 c35 r0 b3; "
        "yellow-1 1/5 bowl 52 v15 c35 r0 b2; "
        "locoweed 1/5 bowl 52 v15 c35 r0 b2",
        "white-1 1/4 bowl 52 v15 c35 r0 b3; "
        "white-2 1/4 bowl 52 x v15 c35 r0 b4; "
        "yellow-1 1/4 bowl 52 v15 c35 r0 b3; "
        "locoweed 1/4 bowl 52 v15 c35 r0 b3",
        "orange-1 1/1 pot 1 v0 c2 r0"};
    S_check_odds(
        QUACKS(HW_SETUP("set=\"1\" yellow=\"6\" locoweed=\"5\"",
                        "droplet=\"48\" rubies=\"1\" bag=\"white-1 white-2 "
                        "white-3*2 yellow-1 orange-6 locoweed\""),
               "<round n=\"2\" start=\"1\"><fortune card=\"rat-infestation\"/>"
               "<brew seat=\"1\">" D("orange-6") D("white-3") D("white-3")
               "</brew>" ALONE2 "</round>"),
        want, NW(want));
}
END_TEST

/* Chips whose action brings more chips at once: the crow skull of set 1
 * draws its value in chips (at most what the bag holds), one of which
 * may go in; the toadstool of set 6 sets the next chip aside; the
 * locoweed of set 6 acts as the last coloured chip of the pot (nothing
 * yet: 1, no action).  Bag: white-1, orange-1, blue-2, red-1, locoweed.
 * Draws: orange-1 (1; the locoweed then moves 1 as a pumpkin), red-1 (2;
 * white-1 set aside; the locoweed then a toadstool), the white-1 placed
 * from aside (3), stop. */
START_TEST(odds_herb_witches_more_chips)
{
    static const char *const want[] = {
        "white-1 1/5 pot 1 v0 c2 r0; orange-1 1/5 pot 1 v0 c2 r0; "
        "blue-2 1/5 pot 2 more v0 c3 r0; red-1 1/5 pot 1 more v0 c2 r0; "
        "locoweed 1/5 pot 1 v0 c2 r0",
        /* the pumpkin on 1: the locoweed moves 1 as a pumpkin */
        ("white-1 1/4 pot 2 v0 c3 r0; blue-2 1/4 pot 3 more v0 c4 r0; "
         "red-1 1/4 pot 2 more v0 c3 r0; locoweed 1/4 pot 2 v0 c3 r0"),
        /* the toadstool on 2: the locoweed as a toadstool sets aside */
        "blue-2 1/2 pot 4 more v0 c5 r1; locoweed 1/2 pot 3 more v0 c4 r0",
        /* the white-1 from aside on 3 */
        "blue-2 1/2 pot 5 more v1 c6 r0; locoweed 1/2 pot 4 more v0 c5 r1",
        "orange-1 1/1 pot 1 v0 c2 r0"};
    S_check_odds(
        QUACKS(HW_SETUP("set=\"1\" red=\"6\" locoweed=\"6\"",
                        "bag=\"white-1 orange-1 blue-2 red-1 locoweed\""),
               "<round n=\"2\" start=\"1\"><fortune card=\"rat-infestation\"/>"
               "<brew seat=\"1\">" D("orange-1") "<draw chip=\"red-1\">"
               "<reveal chip=\"white-1\"/></draw><aside chip=\"white-1\"/>"
               "</brew>" ALONE2 "</round>"),
        want, NW(want));
}
END_TEST

/* The Duel, provisional-1 (quacks-duel-data.md 4): a white goes its
 * value past the last white, explodes on a mined space (8, 11, 13, 15)
 * unless the B1 shield covers the first one; a coloured chip takes the
 * next neck space; what the Duel scores is the move when the turn ends,
 * the neck's values plus the last white's (DU-R27), none when the vial
 * explodes.  The bonus space (5) gives the stand 1 or a black upgrade:
 * here no black chip is in the vial, so the stand, no choice.  Black
 * gold and the blue stand of set I leave the vial as it is.  The record
 * of duel_mines_and_the_shield: seat 1 draws white-3, white-1, white-2,
 * white-1; seat 2, with the shield, white-3, white-1, white-2, white-1,
 * white-1, white-2. */
#define COLOURED(b, o, u, n, m)                                            \
    "black-1 " b " neck " n " m" m "; orange-1 " o " neck " n " m" m      \
    "; blue-1 " u " neck " n " m" m
/* The first three decisions of both seats: the empty row, a white-3 on
 * 3, a white-1 on 4 (the bonus space next, for a white-1). */
#define DUEL_D1                                                            \
    "white-1 4/12 row 1 m1; white-2 2/12 row 2 m2; white-3 1/12 row 3 m3; " \
    COLOURED("3/12", "1/12", "1/12", "1", "1")
#define DUEL_D2                                                            \
    "white-1 4/11 row 4 m1; white-2 2/11 row 5 m2; "                       \
    COLOURED("3/11", "1/11", "1/11", "1", "4")
#define DUEL_D3                                                            \
    "white-1 3/10 row 5 m1; white-2 2/10 row 6 m2; "                       \
    COLOURED("3/10", "1/10", "1/10", "1", "2")
START_TEST(odds_duel_whites_and_mines)
{
    static const char *const want[] = {
        DUEL_D1, DUEL_D2, DUEL_D3,
        "white-1 3/9 row 7 m1; white-2 1/9 row 8 x m0; "
        COLOURED("3/9", "1/9", "1/9", "1", "3"),
        "white-1 2/8 row 8 x m0; white-2 1/8 row 9 m2; "
        COLOURED("3/8", "1/8", "1/8", "1", "2"),
        /* seat 2: the same until the shield covers space 8 */
        DUEL_D1, DUEL_D2, DUEL_D3,
        "white-1 3/9 row 7 m1; white-2 1/9 row 8 m2; "
        COLOURED("3/9", "1/9", "1/9", "1", "3"),
        "white-1 2/8 row 8 m1; white-2 1/8 row 9 m2; "
        COLOURED("3/8", "1/8", "1/8", "1", "2"),
        "white-1 1/7 row 9 m1; white-2 1/7 row 10 m2; "
        COLOURED("3/7", "1/7", "1/7", "1", "2"),
        "white-1 1/6 row 11 x m0; " COLOURED("3/6", "1/6", "1/6", "1", "3")};
    S_check_odds(DUEL_SETUP DUEL_SHIELD "</round></game>", want, NW(want));
}
END_TEST

/* The neck: seat 1 draws black-1 and orange-1 (neck 1 + 1), then a third
 * coloured chip fills the neck and ends the turn (3 spaces), moving the
 * neck's 3 and the last white's value; a white-3 from the white-2 on 2
 * lands on the bonus space, where the black-1 of the neck may now be
 * upgraded to a black-2 (one more) instead of the stand's step: the
 * move 2 + 3 + 0 or 1, by choice.  Then blue-1 fills the neck. */
START_TEST(odds_duel_the_neck_and_the_bonus_space)
{
    static const char *const want[] = {
        DUEL_D1,
        "white-1 4/11 row 1 m2; white-2 2/11 row 2 m3; white-3 1/11 row 3 m4; "
        COLOURED("2/11", "1/11", "1/11", "2", "2"),
        "white-1 4/10 row 1 m3; white-2 2/10 row 2 m4; white-3 1/10 row 3 m5; "
        "black-1 2/10 neck 3 ends m3; blue-1 1/10 neck 3 ends m3",
        "white-1 4/9 row 3 m3; white-2 1/9 row 4 m4; "
        "white-3 1/9 row 5 choice m5..6; black-1 2/9 neck 3 ends m5; "
        "blue-1 1/9 neck 3 ends m5"};
    S_check_odds(DUEL_SETUP "<turn seat=\"1\">" D("black-1") D("orange-1")
                 D("white-2") D("blue-1") "</turn></round></game>",
                 want, NW(want));
}
END_TEST

/* From the standings of round 5 (the set-up of the fixture
 * position-1-round-5-to-the-end.xml, other bags): seat 1 holds card C-K,
 * which may cancel an explosion (the white goes back, the turn goes on),
 * and books of set I: pink puts up to 1 white of the row back, purple
 * upgrades a black chip of the vial, each by the player's choice, and
 * either may then change the move by more than this table bounds (open).
 * Seat 2 tosses, takes the copper coin and draws its black-1, stops;
 * seat 1 (the gold coin's B6, no shield) draws black-1, white-3,
 * white-3 (row 6), white-2 onto the mine (8), cancels with C-K, stops. */
START_TEST(odds_duel_card_ck_and_books_that_act)
{
    static const char *const want[] = {
        NULL, NULL, /* seat 2: consistency only */
        "white-2 1/6 row 2 m2; white-3 2/6 row 3 m3; black-1 1/6 neck 1 m1; "
        "pink-1 1/6 neck 1 m1; purple-1 1/6 neck 1 m1",
        /* black-1 in the neck: purple may upgrade it */
        "white-2 1/5 row 2 m3; white-3 2/5 row 3 m4; pink-1 1/5 neck 2 m2; "
        "purple-1 1/5 neck 2 choice m2*",
        /* white-3 on 3: pink may put it back; white-2 on the bonus */
        "white-2 1/4 row 5 choice m3..4; white-3 1/4 row 6 m4; "
        "pink-1 1/4 neck 2 choice m5*; purple-1 1/4 neck 2 choice m5*",
        /* white-3 on 6: a white-2 reaches the mine; C-K may cancel */
        "white-2 1/3 row 8 x choice m0..4; pink-1 1/3 neck 2 choice m5*; "
        "purple-1 1/3 neck 2 choice m5*",
        /* cancelled: the white back, the card spent */
        "white-2 1/3 row 8 x m0; pink-1 1/3 neck 2 choice m5*; "
        "purple-1 1/3 neck 2 choice m5*"};
    S_check_odds(
        "<game xmlns=\"urn:libnotation:1\" rules=\"quacks-duel\" "
        "version=\"1\"><setup start=\"2\" round=\"5\" patient=\"A3\" "
        "discard=\"2\"><components dataset=\"provisional-1\"/>"
        "<books blue=\"I\" red=\"I\" green=\"I\" pink=\"I\" yellow=\"I\" "
        "purple=\"I\"/><coins>copper gold</coins>"
        "<seat n=\"1\" gold=\"0\" stand=\"A10\" guild=\"2\" bag=\"white-2 "
        "white-3*2 black-1 pink-1 purple-1\" kept=\"21\"/>"
        "<seat n=\"2\" gold=\"1\" stand=\"B5\" guild=\"2\" bag=\"white-1*4 "
        "white-2*2 black-1 black-2 black-3 orange-1 orange-3 "
        "blue-1*3 green-2 pink-2\"/></setup><deck>7 10</deck>"
        "<round n=\"5\" tosser=\"2\"><toss coin=\"copper\" face=\"B3\"/>"
        "<toss coin=\"gold\" face=\"B6\"/><pick seat=\"2\" coin=\"copper\"/>"
        "<turn seat=\"2\">" D("black-1") "</turn><turn seat=\"1\">"
        D("black-1") D("white-3") D("white-3")
        "<draw chip=\"white-2\"><cancel seat=\"1\" do=\"yes\"/></draw>"
        "</turn></round></game>",
        want, NW(want));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("odds");
    TCase *o = tcase_create("odds");
    tcase_add_test(o, odds_base_toadstool_and_pumpkins);
    tcase_add_test(o, odds_base_mandrake_doubles);
    tcase_add_test(o, odds_base_toadstool_4_and_mandrake_4);
    tcase_add_test(o, odds_herb_witches_mandrake_5_and_toadstool_2);
    tcase_add_test(o, odds_herb_witches_the_bowl);
    tcase_add_test(o, odds_herb_witches_more_chips);
    tcase_add_test(o, odds_duel_whites_and_mines);
    tcase_add_test(o, odds_duel_the_neck_and_the_bonus_space);
    tcase_add_test(o, odds_duel_card_ck_and_books_that_act);
    suite_add_tcase(s, o);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* Castel: a record that breaks a rule the catalogue names is told that
 * rule, not a generic one (issue 21, "the most specific rule").  Each
 * record below is written by hand from the rulebook and the rulings; the
 * rule it breaks is the one an umpire would look up. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

/* The record's first diagnostic cites `rule` and says `words`. */
static void S_cites(const char *xml, const char *rule, const char *words)
{
    T_result r = T_validate_str(xml);
    ck_assert_msg(r.rc != NT_OK, "valid, but it breaks %s", rule);
    ck_assert_msg(!strcmp(r.rule, rule), "cites %s, not %s: %s", r.rule,
                  rule, r.line);
    ck_assert_msg(strstr(r.msg, words), "%s", r.line);
}

#define HEAD                                                                 \
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"                           \
    "<game xmlns=\"urn:libnotation:1\" rules=\"castel\" version=\"1\">\n"

/* The cards of a two-player game (D-1, D-58) that the small positions
 * below leave in the exchange; each position puts the other eleven (roi,
 * prince, pretre, favorite, reine, voleur, a chevalier, a soldat, the
 * assassin in Bruno's hand, the baladin and the courtisan on the piles)
 * in play, in Alice's hand, or in the exchange as `extra`. */
#define EX_CORE                                                              \
    "ambassadeur chevalier-noir conseiller-du-roi courtisane "               \
    "dame-de-compagnie espion intriguant marchand prince-charmant "          \
    "princesse barbare dragon enchanteur fee heraut capitaine traitre "      \
    "alchimiste archer fantome guetteur magicien sorciere engin-de-siege "   \
    "engin-de-siege engin-de-siege engin-de-siege engin-de-siege soldat "    \
    "soldat soldat soldat soldat soldat soldat soldat soldat soldat soldat " \
    "soldat chevalier chevalier chevalier"

/* A two-player game from a position in turn 1, Alice to play. */
static char *S_pos(const char *limit, const char *squares, const char *hand,
                   const char *extra, const char *turns)
{
    char *xml = NULL;
    if (asprintf(&xml,
                 HEAD "  <setup players=\"2\"%s>\n"
                      "    <seat n=\"1\" name=\"Alice\"/>\n"
                      "    <seat n=\"2\" name=\"Bruno\"/>\n"
                      "    <position turn=\"1\" seat=\"1\">\n%s"
                      "      <hand seat=\"1\">%s</hand>\n"
                      "      <hand seat=\"2\">assassin</hand>\n"
                      "      <pile seat=\"1\">baladin</pile>\n"
                      "      <pile seat=\"2\">courtisan</pile>\n"
                      "      <exchange-cards>%s " EX_CORE "</exchange-cards>\n"
                      "    </position>\n"
                      "  </setup>\n%s</game>\n",
                 limit, squares, hand, extra, turns) < 0)
        abort();
    return xml;
}

#define SQ(at, card, seat)                                                   \
    "      <square at=\"" at "\" card=\"" card "\" seat=\"" seat "\"/>\n"

/* ------------------------------------- an effect's element, or one more */

START_TEST(a_send_back_under_the_prince_cites_the_prince)
{
    /* Rulebook, cour: Prince: no effect on arrival. */
    char *xml = S_pos("", SQ("c3", "roi", "2"), "prince soldat",
                      "favorite pretre reine voleur chevalier",
                      "  <turn n=\"1\" seat=\"1\">\n"
                      "    <place card=\"prince\" at=\"d4\">\n"
                      "      <send-back at=\"c3\"/>\n"
                      "    </place>\n"
                      "  </turn>\n");
    S_cites(xml, "castel.prince.effect",
            "the prince's effect asks for no choice; <send-back> cannot "
            "follow");
    free(xml);
}
END_TEST

START_TEST(a_second_send_back_under_the_reine_cites_the_reine)
{
    /* Rulebook, cour: Reine: she sends back one card of the courtyard. */
    char *xml = S_pos("",
                      SQ("c3", "roi", "2") SQ("e5", "prince", "2")
                          SQ("b5", "voleur", "2"),
                      "reine soldat", "favorite pretre chevalier",
                      "  <turn n=\"1\" seat=\"1\">\n"
                      "    <place card=\"reine\" at=\"d4\">\n"
                      "      <send-back at=\"e5\" card=\"prince\"/>\n"
                      "      <send-back at=\"b5\" card=\"voleur\"/>\n"
                      "    </place>\n"
                      "  </turn>\n");
    S_cites(xml, "castel.reine.effect",
            "the reine's effect asks for no further choice");
    free(xml);
}
END_TEST

/* ------------------------------------------------------------- favorite */

START_TEST(the_favorite_moving_a_roi_under_a_chevalier_cites_the_chevalier)
{
    /* Rulebook, La protection: a card under a chevalier cannot be moved;
     * the chevalier itself may move (onto the favorite, D-6). */
    char *xml = S_pos("",
                      SQ("c3", "roi", "2") SQ("c3", "chevalier", "2")
                          SQ("e5", "prince", "2"),
                      "favorite soldat", "pretre reine voleur",
                      "  <turn n=\"1\" seat=\"1\">\n"
                      "    <place card=\"favorite\" at=\"b2\">\n"
                      "      <move-king to=\"d4\"/>\n"
                      "    </place>\n"
                      "  </turn>\n");
    S_cites(xml, "castel.protect.chevalier",
            "the roi at c3 is protected by the chevalier lying on it");
    free(xml);
}
END_TEST

START_TEST(the_favorite_moving_a_roi_by_the_pretre_cites_the_pretre)
{
    /* D-15: the pretre protects the roi next to him under his colour; no
     * chevalier is in play, so the favorite can move nothing (D-51). */
    char *xml = S_pos("", SQ("c3", "pretre", "1") SQ("d4", "roi", "1"),
                      "favorite soldat", "prince reine voleur chevalier",
                      "  <turn n=\"1\" seat=\"1\">\n"
                      "    <place card=\"favorite\" at=\"b2\">\n"
                      "      <move-king to=\"e5\"/>\n"
                      "    </place>\n"
                      "  </turn>\n");
    S_cites(xml, "castel.protect.pretre",
            "the roi at d4 is protected by the pretre next to it");
    free(xml);
}
END_TEST

START_TEST(the_favorite_moving_a_chevalier_by_the_pretre_cites_the_pretre)
{
    /* D-15: the pretre's protection covers a chevalier next to him under
     * his colour; the roi is free, so only he moves. */
    char *xml = S_pos("",
                      SQ("c3", "pretre", "1") SQ("d3", "prince", "2")
                          SQ("d3", "chevalier", "1") SQ("e5", "roi", "2"),
                      "favorite soldat", "reine voleur",
                      "  <turn n=\"1\" seat=\"1\">\n"
                      "    <place card=\"favorite\" at=\"b2\">\n"
                      "      <move-knight from=\"d3\" to=\"e5\"/>\n"
                      "      <move-king to=\"c4\"/>\n"
                      "    </place>\n"
                      "  </turn>\n");
    S_cites(xml, "castel.protect.pretre",
            "the chevalier on the prince at d3 is protected by the pretre");
    free(xml);
}
END_TEST

/* ------------------------------------------- no legal action left (D-48) */

/* Alice, to play in turn 20, has only the ambassadeur, and four courtyard
 * squares are free (D-53); her pile is empty and so is the exchange.
 * Bruno still has a pile: the game goes on.  Every card is somewhere. */
static char *S_stuck(const char *action)
{
    char *xml = NULL;
    if (asprintf(
            &xml,
            HEAD "  <setup players=\"2\">\n"
                 "    <seat n=\"1\" name=\"Alice\"/>\n"
                 "    <seat n=\"2\" name=\"Bruno\"/>\n"
                 "    <position turn=\"20\" seat=\"1\">\n"
            SQ("a1", "alchimiste", "1") SQ("b1", "capitaine", "2")
            SQ("c1", "traitre", "1") SQ("d1", "soldat", "2")
            SQ("e1", "soldat", "1") SQ("f1", "archer", "2")
            SQ("a2", "soldat", "1") SQ("b2", "assassin", "2")
            SQ("c2", "baladin", "1") SQ("d2", "chevalier-noir", "2")
            SQ("e2", "courtisan", "1") SQ("f2", "soldat", "2")
            SQ("a3", "soldat", "2") SQ("b3", "courtisane", "1")
            SQ("c3", "espion", "2") SQ("d3", "intriguant", "1")
            SQ("e3", "marchand", "2") SQ("f3", "soldat", "1")
            SQ("a4", "soldat", "1") SQ("b4", "prince", "2")
            SQ("c4", "pretre", "1") SQ("d4", "princesse", "2")
            SQ("e4", "voleur", "1") SQ("a5", "soldat", "2")
            SQ("a6", "guetteur", "1") SQ("f6", "magicien", "2")
                 "      <outside card=\"barbare\" seat=\"1\"/>\n"
                 "      <outside card=\"dragon\" seat=\"2\"/>\n"
                 "      <hand seat=\"1\">ambassadeur</hand>\n"
                 "      <hand seat=\"2\">conseiller-du-roi dame-de-compagnie "
                 "favorite prince-charmant reine roi fantome sorciere "
                 "chevalier chevalier chevalier chevalier</hand>\n"
                 "      <pile seat=\"1\"/>\n"
                 "      <pile seat=\"2\">enchanteur fee heraut engin-de-siege "
                 "engin-de-siege engin-de-siege engin-de-siege engin-de-siege "
                 "soldat soldat soldat soldat soldat</pile>\n"
                 "      <exchange-cards/>\n"
                 "    </position>\n"
                 "  </setup>\n"
                 "  <turn n=\"20\" seat=\"1\">\n    %s\n  </turn>\n</game>\n",
            action) < 0)
        abort();
    return xml;
}

START_TEST(a_draw_with_no_legal_action_cites_the_empty_pile)
{
    char *xml = S_stuck("<draw/>");
    S_cites(xml, "castel.draw.empty", "the pile of this player is empty");
    free(xml);
}
END_TEST

START_TEST(an_exchange_with_no_legal_action_cites_the_empty_exchange)
{
    char *xml = S_stuck("<exchange give=\"ambassadeur\" take=\"roi\"/>");
    S_cites(xml, "castel.exchange.give", "the exchange is empty");
    free(xml);
}
END_TEST

START_TEST(a_placement_without_pawns_and_no_legal_action_cites_the_pawns)
{
    /* Five players: Ines (violet, 15 pawns, D-47) has all of hers on
     * cards, nothing in her pile and only the roi in hand; the exchange is
     * empty.  Every card placed needs a pawn (rulebook, Placement). */
    const char *xml =
        HEAD "  <setup players=\"5\">\n"
             "    <seat n=\"1\" name=\"Elsa\"/>\n"
             "    <seat n=\"2\" name=\"Farid\"/>\n"
             "    <seat n=\"3\" name=\"Gwen\"/>\n"
             "    <seat n=\"4\" name=\"Hugo\"/>\n"
             "    <seat n=\"5\" name=\"Ines\"/>\n"
             "    <position turn=\"10\" seat=\"5\">\n"
        SQ("b1", "soldat", "5") SQ("b2", "assassin", "5")
        SQ("c2", "baladin", "5") SQ("d2", "bouffon", "5")
        SQ("e2", "chevalier-noir", "5") SQ("b3", "courtisan", "5")
        SQ("c3", "courtisane", "5") SQ("d3", "espion", "5")
        SQ("e3", "fou", "5") SQ("b4", "intriguant", "5")
        SQ("c4", "marchand", "5") SQ("d4", "prince", "5")
        SQ("e4", "pretre", "5") SQ("b5", "princesse", "5")
        SQ("c5", "voleur", "5")
             "      <hand seat=\"1\">reine ambassadeur conseiller-du-roi "
             "dame-de-compagnie favorite prince-charmant</hand>\n"
             "      <hand seat=\"2\">heraut capitaine traitre soldat soldat "
             "soldat</hand>\n"
             "      <hand seat=\"3\">engin-de-siege soldat soldat soldat soldat "
             "chevalier chevalier</hand>\n"
             "      <hand seat=\"4\">soldat alchimiste archer fantome "
             "guetteur</hand>\n"
             "      <hand seat=\"5\">roi</hand>\n"
             "      <pile seat=\"1\">barbare dragon enchanteur fee</pile>\n"
             "      <pile seat=\"2\">engin-de-siege engin-de-siege "
             "engin-de-siege engin-de-siege</pile>\n"
             "      <pile seat=\"3\">soldat soldat soldat soldat</pile>\n"
             "      <pile seat=\"4\">magicien sorciere chevalier "
             "chevalier</pile>\n"
             "      <pile seat=\"5\"/>\n"
             "      <exchange-cards/>\n"
             "    </position>\n"
             "  </setup>\n"
             "  <turn n=\"10\" seat=\"5\">\n"
             "    <place card=\"roi\" at=\"e5\"/>\n"
             "  </turn>\n</game>\n";
    S_cites(xml, "castel.place.pawn", "this player has no pawn left");
}
END_TEST

/* ------------------------------------------------------------- the deal */

/* The deal of a two-player game (table of DISTRIBUTION INITIALE: 9 in
 * hand, 13 in the pile, 10 in the exchange), with `hands` and `piles`
 * written in the order given. */
#define HAND1                                                                \
    "    <hand seat=\"1\">roi reine dame-de-compagnie conseiller-du-roi "   \
    "courtisan chevalier soldat soldat prince</hand>\n"
#define HAND2                                                                \
    "    <hand seat=\"2\">chevalier-noir chevalier princesse soldat soldat " \
    "voleur assassin barbare archer</hand>\n"
#define PILE1                                                                \
    "    <pile seat=\"1\">ambassadeur baladin courtisane espion favorite "   \
    "intriguant marchand pretre prince-charmant dragon enchanteur "          \
    "engin-de-siege engin-de-siege</pile>\n"
#define PILE2                                                                \
    "    <pile seat=\"2\">engin-de-siege engin-de-siege engin-de-siege fee " \
    "heraut capitaine soldat soldat soldat soldat soldat soldat "            \
    "soldat</pile>\n"
#define DEAL(body)                                                           \
    HEAD "  <setup players=\"2\"/>\n  <deal>\n" body                         \
         "    <exchange-cards>soldat soldat traitre alchimiste fantome "     \
         "guetteur magicien sorciere chevalier chevalier</exchange-cards>\n" \
         "  </deal>\n</game>\n"

START_TEST(a_pile_before_the_hands_cites_the_deal_order)
{
    S_cites(DEAL(HAND1 PILE1 HAND2 PILE2), "castel.deal.order",
            "seat 2's <hand> is due, but the record has <pile> here");
}
END_TEST

START_TEST(a_third_hand_with_two_players_cites_the_deal_order)
{
    S_cites(DEAL(HAND1 HAND2
                 "    <hand seat=\"3\">soldat</hand>\n" PILE1 PILE2),
            "castel.deal.order",
            "seat 1's <pile> is due, but the record has <hand> here");
}
END_TEST

/* --------------------------------------------------- after the game ends */

/* Alice and Bruno only exchange: a whole round without a card drawn or
 * placed, and the game is blocked (D-46). */
#define IDLE_ROUND                                                           \
    "  <turn n=\"1\" seat=\"1\">\n"                                          \
    "    <exchange give=\"prince\" take=\"reine\"/>\n"                       \
    "    <exchange give=\"reine\" take=\"prince\"/>\n"                       \
    "  </turn>\n"                                                            \
    "  <turn n=\"2\" seat=\"2\">\n"                                          \
    "    <exchange give=\"assassin\" take=\"voleur\"/>\n"                    \
    "    <exchange give=\"voleur\" take=\"assassin\"/>\n"                    \
    "  </turn>\n"
#define THIRD_TURN "  <turn n=\"3\" seat=\"1\">\n    <draw/>\n  </turn>\n"

START_TEST(a_turn_after_a_stall_cites_the_stall)
{
    char *xml = S_pos("", SQ("c3", "roi", "2"), "prince soldat",
                      "favorite pretre reine voleur chevalier",
                      IDLE_ROUND THIRD_TURN);
    S_cites(xml, "castel.end.stall",
            "a whole round passed without a card drawn or placed");
    free(xml);
}
END_TEST

START_TEST(a_turn_after_the_turn_limit_cites_the_limit)
{
    /* D-46: with turn-limit="2" the game counts as blocked after turn 2,
     * though Bruno drew a card in it. */
    char *xml = S_pos(" turn-limit=\"2\"", SQ("c3", "roi", "2"),
                      "prince soldat", "favorite pretre reine voleur chevalier",
                      "  <turn n=\"1\" seat=\"1\">\n"
                      "    <exchange give=\"prince\" take=\"reine\"/>\n"
                      "    <exchange give=\"reine\" take=\"prince\"/>\n"
                      "  </turn>\n"
                      "  <turn n=\"2\" seat=\"2\">\n"
                      "    <draw card=\"courtisan\"/>\n"
                      "    <exchange give=\"courtisan\" take=\"voleur\"/>\n"
                      "  </turn>\n" THIRD_TURN);
    S_cites(xml, "castel.end.limit", "the turn limit of 2 is reached");
    free(xml);
}
END_TEST

START_TEST(a_turn_after_the_result_still_cites_the_end)
{
    /* The record's own <result> closed the game: nothing follows it. */
    char *xml = S_pos("", SQ("c3", "roi", "2"), "prince soldat",
                      "favorite pretre reine voleur chevalier",
                      IDLE_ROUND "  <result end=\"stall\" winners=\"2\"/>\n"
                          THIRD_TURN);
    S_cites(xml, "castel.end.over", "the game is over; <turn> cannot follow");
    free(xml);
}
END_TEST

static Suite *cite_suite(void)
{
    Suite *s = suite_create("castel-cite");
    TCase *fx = tcase_create("effects");
    tcase_add_test(fx, a_send_back_under_the_prince_cites_the_prince);
    tcase_add_test(fx, a_second_send_back_under_the_reine_cites_the_reine);
    tcase_add_test(
        fx, the_favorite_moving_a_roi_under_a_chevalier_cites_the_chevalier);
    tcase_add_test(fx,
                   the_favorite_moving_a_roi_by_the_pretre_cites_the_pretre);
    tcase_add_test(
        fx, the_favorite_moving_a_chevalier_by_the_pretre_cites_the_pretre);
    suite_add_tcase(s, fx);

    TCase *act = tcase_create("no-action");
    tcase_add_test(act, a_draw_with_no_legal_action_cites_the_empty_pile);
    tcase_add_test(act,
                   an_exchange_with_no_legal_action_cites_the_empty_exchange);
    tcase_add_test(
        act, a_placement_without_pawns_and_no_legal_action_cites_the_pawns);
    suite_add_tcase(s, act);

    TCase *deal = tcase_create("deal");
    tcase_add_test(deal, a_pile_before_the_hands_cites_the_deal_order);
    tcase_add_test(deal, a_third_hand_with_two_players_cites_the_deal_order);
    suite_add_tcase(s, deal);

    TCase *end = tcase_create("end");
    tcase_add_test(end, a_turn_after_a_stall_cites_the_stall);
    tcase_add_test(end, a_turn_after_the_turn_limit_cites_the_limit);
    tcase_add_test(end, a_turn_after_the_result_still_cites_the_end);
    suite_add_tcase(s, end);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(cite_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

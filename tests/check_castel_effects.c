/* Castel: every card's effect (castel.md §10), one action at a time. */
#include <stdlib.h>
#include <string.h>

#include "support.h"

static castel_state S;

static void setup(void)
{
    T_init(&S, 3);
}

#define OK(act)                                                              \
    do {                                                                     \
        T_result ok_ = (act);                                                \
        ck_assert_msg(ok_.rc == NT_OK, "%s: %s", ok_.rule, ok_.msg);         \
    } while (0)
#define FAILS(act, id)                                                       \
    do {                                                                     \
        T_result fails_ = (act);                                             \
        ck_assert_int_eq(fails_.rc, NT_FAIL);                                \
        ck_assert_str_eq(fails_.rule, id);                                   \
    } while (0)

/* ------------------------------------------------------------ courtyard */

START_TEST(assassin_kills_a_neighbour_for_good)
{
    T_hand(&S, 0, "assassin soldat");
    T_put(&S, "c4", "prince", 1);
    OK(T_act(&S, 0, "<place card=\"assassin\" at=\"c3\"><kill at=\"c4\" "
                    "card=\"prince\"/></place>"));
    ck_assert_int_eq(T_at(&S, "c4", -1), -1);
    ck_assert_int_eq(S.removed[C_PRINCE], 1);
    ck_assert_int_eq(T_in_hand(&S, 1, "prince"), 0);
    ck_assert_int_eq(S.supply[1], 30); /* the pawn came back */
}
END_TEST

START_TEST(assassin_spares_the_roi)
{
    T_hand(&S, 0, "assassin soldat");
    T_put(&S, "c4", "roi", 1);
    T_fx(&S, "assassin", "c3", 0);
    ck_assert_str_eq(T_targets(&S, TK_ASSASSIN), "");
    T_result r = T_act(&S, 0, "<place card=\"assassin\" at=\"c3\"><kill "
                              "at=\"c4\"/></place>");
    ck_assert_int_eq(r.rc, NT_FAIL);
    ck_assert_str_eq(r.rule, "castel.assassin.effect");
    ck_assert_msg(strstr(r.msg, "all but the roi") || strstr(r.msg, "but the roi"),
                  "%s", r.msg);
}
END_TEST

START_TEST(assassin_target_must_be_a_neighbour)
{
    T_hand(&S, 0, "assassin soldat");
    T_put(&S, "c4", "prince", 1);
    T_put(&S, "e5", "voleur", 1);
    T_result r = T_act(&S, 0, "<place card=\"assassin\" at=\"c3\"><kill "
                              "at=\"e5\"/></place>");
    FAILS(r, "castel.assassin.effect");
    ck_assert_msg(strstr(r.msg, "not next to the assassin"), "%s", r.msg);
}
END_TEST

START_TEST(an_effect_that_can_apply_must_be_written)
{
    T_hand(&S, 0, "assassin soldat");
    T_put(&S, "c4", "prince", 1);
    T_result r = T_act(&S, 0, "<place card=\"assassin\" at=\"c3\"/>");
    FAILS(r, "castel.assassin.effect");
    ck_assert_msg(strstr(r.msg, "missing"), "%s", r.msg);
}
END_TEST

START_TEST(baladin_swaps_two_neighbours_keeping_pawns)
{
    T_hand(&S, 0, "baladin soldat");
    T_put(&S, "b2", "prince", 1);
    T_put(&S, "d4", "voleur", 2);
    OK(T_act(&S, 0, "<place card=\"baladin\" at=\"c3\"><swap at=\"b2\" "
                    "with=\"d4\"/></place>"));
    ck_assert_int_eq(T_at(&S, "b2", 0), C_VOLEUR);
    ck_assert_int_eq(T_pawn(&S, "b2", 0), 2);
    ck_assert_int_eq(T_at(&S, "d4", 0), C_PRINCE);
    ck_assert_int_eq(T_pawn(&S, "d4", 0), 1);
}
END_TEST

START_TEST(baladin_needs_two_free_courtyard_neighbours)
{
    T_hand(&S, 0, "baladin soldat");
    T_put(&S, "b2", "prince", 1);
    T_put(&S, "d4", "voleur", 2);
    T_put(&S, "d4", "chevalier", 2); /* the voleur is protected now */
    T_fx(&S, "baladin", "c3", 0);
    ck_assert_str_eq(T_targets(&S, TK_BALADIN), "b2");
    OK(T_act(&S, 0, "<place card=\"baladin\" at=\"c3\"/>"));
    ck_assert_int_eq(T_at(&S, "b2", 0), C_PRINCE);
}
END_TEST

START_TEST(bouffon_passes_one_card_each_to_the_left)
{
    T_hand(&S, 0, "bouffon roi soldat");
    T_hand(&S, 1, "reine");
    T_hand(&S, 2, "fee dragon");
    OK(T_act(&S, 0, "<place card=\"bouffon\" at=\"c3\"><pass seat=\"1\" "
                    "card=\"roi\"/><pass seat=\"2\" card=\"reine\"/><pass "
                    "seat=\"3\" card=\"dragon\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 1, "roi"), 1);
    ck_assert_int_eq(T_in_hand(&S, 2, "reine"), 1);
    ck_assert_int_eq(T_in_hand(&S, 0, "dragon"), 1);
    ck_assert_int_eq(S.hand_n[0], 2);
    ck_assert_int_eq(S.hand_n[1], 1);
}
END_TEST

/* The passes are made at once, and written seat by seat from seat 1:
 * the order of a record is the order of the rules, never reordered. */
START_TEST(bouffon_passes_are_written_in_seat_order)
{
    T_hand(&S, 0, "bouffon soldat");
    T_hand(&S, 1, "reine");
    T_result r = T_act(&S, 0, "<place card=\"bouffon\" at=\"c3\"><pass "
                              "seat=\"2\" card=\"reine\"/><pass seat=\"1\" "
                              "card=\"soldat\"/></place>");
    FAILS(r, "castel.bouffon.effect");
    ck_assert_msg(strstr(r.msg, "<pass seat=\"1\" card=\"soldat\"> (line 1) "
                                "is out of order"),
                  "%s", r.msg);
}
END_TEST

START_TEST(bouffon_cannot_pass_a_card_not_held)
{
    T_hand(&S, 0, "bouffon soldat");
    T_hand(&S, 1, "reine");
    T_result r = T_act(&S, 0, "<place card=\"bouffon\" at=\"c3\"><pass "
                              "seat=\"1\" card=\"soldat\"/><pass seat=\"2\" "
                              "card=\"roi\"/></place>");
    FAILS(r, "castel.bouffon.effect");
}
END_TEST

START_TEST(chevalier_noir_sends_back_a_neighbouring_chevalier)
{
    T_hand(&S, 0, "chevalier-noir soldat");
    T_put(&S, "d4", "prince", 1);
    T_put(&S, "d4", "chevalier", 2);
    T_fx(&S, "chevalier-noir", "c3", 0);
    ck_assert_str_eq(T_targets(&S, TK_CHEVALIER_NOIR), "d4");
    OK(T_act(&S, 0, "<place card=\"chevalier-noir\" at=\"c3\"><send-back "
                    "at=\"d4\" card=\"chevalier\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "chevalier"), 1);
    ck_assert_int_eq(T_height(&S, "d4"), 1);
}
END_TEST

START_TEST(chevalier_noir_ignores_other_cards)
{
    T_hand(&S, 0, "chevalier-noir soldat");
    T_put(&S, "d4", "prince", 1);
    T_result r = T_act(&S, 0, "<place card=\"chevalier-noir\" at=\"c3\">"
                              "<send-back at=\"d4\"/></place>");
    ck_assert_int_eq(r.rc, NT_FAIL);
    ck_assert_str_eq(r.rule, "castel.chevalier-noir.effect");
    ck_assert_msg(strstr(r.msg, "not the prince"), "%s", r.msg);
}
END_TEST

START_TEST(conseiller_summons_an_exchange_card_without_pawn)
{
    T_hand(&S, 0, "conseiller-du-roi soldat");
    T_put(&S, "c3", "roi", 1);
    T_exch(&S, "archer soldat");
    OK(T_act(&S, 0, "<place card=\"conseiller-du-roi\" at=\"c4\"><summon "
                    "card=\"archer\" at=\"a1\"/></place>"));
    ck_assert_int_eq(T_at(&S, "a1", 0), C_ARCHER);
    ck_assert_int_eq(T_pawn(&S, "a1", 0), -1);
    ck_assert_int_eq(T_in_exch(&S, "archer"), 0);
    ck_assert_int_eq(S.supply[0], 29);
}
END_TEST

START_TEST(conseiller_summoned_card_acts_for_his_player)
{
    T_hand(&S, 0, "conseiller-du-roi soldat");
    T_put(&S, "c3", "roi", 1);
    T_put(&S, "outside", "dragon", 2);
    T_exch(&S, "archer");
    OK(T_act(&S, 0, "<place card=\"conseiller-du-roi\" at=\"c4\"><summon "
                    "card=\"archer\" at=\"a1\"><send-back at=\"dragon\"/>"
                    "</summon></place>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "dragon"), 1);
}
END_TEST

START_TEST(a_pawnless_card_sent_back_goes_to_the_exchange)
{
    T_hand(&S, 0, "conseiller-du-roi soldat");
    T_hand(&S, 1, "reine");
    T_put(&S, "c3", "roi", 1);
    T_exch(&S, "prince");
    OK(T_act(&S, 0, "<place card=\"conseiller-du-roi\" at=\"c4\"><summon "
                    "card=\"prince\" at=\"e5\"/></place>"));
    OK(T_act(&S, 1, "<place card=\"reine\" at=\"d3\"><send-back at=\"e5\"/>"
                    "</place>"));
    ck_assert_int_eq(T_in_exch(&S, "prince"), 1);
}
END_TEST

START_TEST(conseiller_summon_must_fit_its_card_rules)
{
    T_hand(&S, 0, "conseiller-du-roi soldat");
    T_put(&S, "c3", "roi", 1);
    T_exch(&S, "soldat");
    T_result r = T_act(&S, 0, "<place card=\"conseiller-du-roi\" at=\"c4\">"
                              "<summon card=\"soldat\" at=\"d4\"/></place>");
    FAILS(r, "castel.place.zone");
}
END_TEST

START_TEST(courtisan_sends_back_a_neighbour_in_any_zone)
{
    T_hand(&S, 0, "courtisan soldat");
    T_put(&S, "a1", "archer", 2);
    OK(T_act(&S, 0, "<place card=\"courtisan\" at=\"b2\"><send-back "
                    "at=\"a1\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "archer"), 1);
}
END_TEST

START_TEST(courtisane_trades_a_random_card)
{
    T_hand(&S, 0, "courtisane soldat");
    T_hand(&S, 1, "roi reine");
    OK(T_act(&S, 0, "<place card=\"courtisane\" at=\"c3\"><trade seat=\"2\" "
                    "take=\"reine\" give=\"soldat\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 0, "reine"), 1);
    ck_assert_int_eq(T_in_hand(&S, 1, "soldat"), 1);
    ck_assert_int_eq(T_in_hand(&S, 1, "reine"), 0);
}
END_TEST

START_TEST(courtisane_cannot_take_what_is_not_there)
{
    T_hand(&S, 0, "courtisane soldat");
    T_hand(&S, 1, "roi");
    T_result r = T_act(&S, 0, "<place card=\"courtisane\" at=\"c3\"><trade "
                              "seat=\"2\" take=\"reine\" give=\"soldat\"/>"
                              "</place>");
    FAILS(r, "castel.courtisane.effect");
}
END_TEST

START_TEST(courtisane_gives_only_what_was_held_before)
{
    /* D-68: the card given is never the card just taken. */
    T_hand(&S, 0, "courtisane soldat");
    T_hand(&S, 1, "roi");
    T_result r = T_act(&S, 0, "<place card=\"courtisane\" at=\"c3\"><trade "
                              "seat=\"2\" take=\"roi\" give=\"roi\"/></place>");
    FAILS(r, "castel.courtisane.effect");
}
END_TEST

START_TEST(dame_sends_back_a_masculine_courtyard_neighbour)
{
    T_hand(&S, 0, "dame-de-compagnie soldat");
    T_put(&S, "b2", "reine", 1);
    T_put(&S, "c3", "voleur", 2);
    T_put(&S, "b4", "courtisane", 2);
    T_fx(&S, "dame-de-compagnie", "b3", 0);
    ck_assert_str_eq(T_targets(&S, TK_DAME), "c3");
    OK(T_act(&S, 0, "<place card=\"dame-de-compagnie\" at=\"b3\"><send-back "
                    "at=\"c3\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "voleur"), 1);
}
END_TEST

START_TEST(dame_does_not_send_back_a_woman)
{
    T_hand(&S, 0, "dame-de-compagnie soldat");
    T_put(&S, "b2", "reine", 1);
    T_put(&S, "b4", "courtisane", 2);
    T_result r = T_act(&S, 0, "<place card=\"dame-de-compagnie\" at=\"b3\">"
                              "<send-back at=\"b4\"/></place>");
    ck_assert_int_eq(r.rc, NT_FAIL);
}
END_TEST

START_TEST(espion_deals_out_the_pawns_anew)
{
    T_hand(&S, 0, "espion soldat");
    T_put(&S, "b2", "prince", 1);
    T_put(&S, "d4", "voleur", 2);
    T_put(&S, "d2", "roi", -1);
    OK(T_act(&S, 0, "<place card=\"espion\" at=\"c3\"><pawn at=\"b2\" "
                    "colour=\"red\"/><pawn at=\"d2\" colour=\"beige\"/><pawn "
                    "at=\"d4\" colour=\"none\"/></place>"));
    ck_assert_int_eq(T_pawn(&S, "b2", 0), 2);
    ck_assert_int_eq(T_pawn(&S, "d4", 0), -1);
    ck_assert_int_eq(T_pawn(&S, "d2", 0), 1);
}
END_TEST

START_TEST(espion_cannot_invent_pawns)
{
    T_hand(&S, 0, "espion soldat");
    T_put(&S, "b2", "prince", 1);
    T_put(&S, "d4", "voleur", 2);
    T_result r = T_act(&S, 0, "<place card=\"espion\" at=\"c3\"><pawn "
                              "at=\"b2\" colour=\"black\"/></place>");
    FAILS(r, "castel.espion.effect");
}
END_TEST

START_TEST(espion_may_leave_everything_as_it_is)
{
    T_hand(&S, 0, "espion soldat");
    T_put(&S, "b2", "prince", 1);
    T_put(&S, "d4", "voleur", 2);
    OK(T_act(&S, 0, "<place card=\"espion\" at=\"c3\"/>"));
    ck_assert_int_eq(T_pawn(&S, "b2", 0), 1);
}
END_TEST

START_TEST(favorite_moves_the_roi_and_a_chevalier)
{
    T_hand(&S, 0, "favorite soldat");
    T_put(&S, "b2", "roi", 1);
    T_put(&S, "e5", "prince", 2);
    T_put(&S, "e5", "chevalier", 2);
    OK(T_act(&S, 0, "<place card=\"favorite\" at=\"c3\"><move-king "
                    "to=\"d4\"/><move-knight from=\"e5\" to=\"d4\"/>"
                    "</place>"));
    ck_assert_int_eq(T_at(&S, "d4", 0), C_ROI);
    ck_assert_int_eq(T_at(&S, "d4", 1), C_CHEVALIER);
    ck_assert_int_eq(T_height(&S, "e5"), 1);
    ck_assert_int_eq(T_at(&S, "b2", -1), -1);
}
END_TEST

START_TEST(favorite_knight_first_frees_the_roi)
{
    T_hand(&S, 0, "favorite soldat");
    T_put(&S, "b2", "roi", 1);
    T_put(&S, "b2", "chevalier", 2);
    T_put(&S, "e5", "prince", 2);
    OK(T_act(&S, 0, "<place card=\"favorite\" at=\"c3\"><move-knight "
                    "from=\"b2\" to=\"e5\"/><move-king to=\"e2\"/></place>"));
    ck_assert_int_eq(T_at(&S, "e2", 0), C_ROI);
    ck_assert_int_eq(T_at(&S, "e5", 1), C_CHEVALIER);
}
END_TEST

START_TEST(fou_draws_from_the_right_neighbour)
{
    T_hand(&S, 0, "fou soldat");
    T_hand(&S, 1, "roi");
    T_hand(&S, 2, "dragon");
    OK(T_act(&S, 0, "<place card=\"fou\" at=\"c3\"><take seat=\"1\" "
                    "card=\"dragon\"/><take seat=\"2\" card=\"soldat\"/><take "
                    "seat=\"3\" card=\"roi\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 0, "dragon"), 1);
    ck_assert_int_eq(T_in_hand(&S, 1, "soldat"), 1);
    ck_assert_int_eq(T_in_hand(&S, 2, "roi"), 1);
}
END_TEST

START_TEST(fou_draws_only_what_the_neighbour_holds)
{
    T_hand(&S, 0, "fou soldat");
    T_hand(&S, 1, "roi");
    T_hand(&S, 2, "dragon");
    T_result r = T_act(&S, 0, "<place card=\"fou\" at=\"c3\"><take seat=\"1\" "
                              "card=\"roi\"/><take seat=\"2\" "
                              "card=\"soldat\"/><take seat=\"3\" "
                              "card=\"roi\"/></place>");
    FAILS(r, "castel.fou.effect");
}
END_TEST

START_TEST(intriguant_swaps_two_pawns_anywhere)
{
    T_hand(&S, 0, "intriguant soldat");
    T_put(&S, "b1", "soldat", 1);
    T_put(&S, "north", "engin-de-siege", 2);
    OK(T_act(&S, 0, "<place card=\"intriguant\" at=\"e5\"><swap-pawns "
                    "at=\"b1\" with=\"north\"/></place>"));
    ck_assert_int_eq(T_pawn(&S, "b1", 0), 2);
    ck_assert_int_eq(T_pawn(&S, "north", 0), 1);
}
END_TEST

START_TEST(intriguant_never_swaps_his_own_pawn)
{
    T_hand(&S, 0, "intriguant soldat");
    T_put(&S, "b1", "soldat", 1);
    T_put(&S, "north", "engin-de-siege", 2);
    T_result r = T_act(&S, 0, "<place card=\"intriguant\" at=\"e5\">"
                              "<swap-pawns at=\"e5\" with=\"north\"/></place>");
    FAILS(r, "castel.intriguant.effect");
}
END_TEST

START_TEST(marchand_replaces_three_pawns_and_adds_an_action)
{
    T_hand(&S, 0, "marchand soldat");
    T_put(&S, "b1", "soldat", 1);
    T_put(&S, "c1", "soldat", 2);
    T_put(&S, "d1", "soldat", 1);
    T_put(&S, "e1", "soldat", 2);
    OK(T_act(&S, 0, "<place card=\"marchand\" at=\"c3\"><replace-pawn "
                    "at=\"b1\"/><replace-pawn at=\"c1\"/><replace-pawn "
                    "at=\"e1\"/></place>"));
    ck_assert_int_eq(S.actions, 3);
    ck_assert_int_eq(T_pawn(&S, "b1", 0), 0);
    ck_assert_int_eq(T_pawn(&S, "e1", 0), 0);
    ck_assert_int_eq(T_pawn(&S, "d1", 0), 1);
    ck_assert_int_eq(S.supply[0], 30 - 4);
}
END_TEST

START_TEST(marchand_must_replace_as_many_as_he_can)
{
    T_hand(&S, 0, "marchand soldat");
    T_put(&S, "b1", "soldat", 1);
    T_put(&S, "c1", "soldat", 2);
    T_result r = T_act(&S, 0, "<place card=\"marchand\" at=\"c3\">"
                              "<replace-pawn at=\"b1\"/></place>");
    FAILS(r, "castel.marchand.effect");
}
END_TEST

START_TEST(prince_charmant_moves_a_woman_within_her_zone)
{
    T_hand(&S, 0, "prince-charmant soldat");
    T_put(&S, "b2", "reine", 1);
    T_put(&S, "f6", "sorciere", 2);
    OK(T_act(&S, 0, "<place card=\"prince-charmant\" at=\"c3\"><move "
                    "from=\"f6\" to=\"a1\"/></place>"));
    ck_assert_int_eq(T_at(&S, "a1", 0), C_SORCIERE);
    ck_assert_int_eq(T_pawn(&S, "a1", 0), 2);
}
END_TEST

START_TEST(a_moved_card_stays_in_its_zone)
{
    T_hand(&S, 0, "prince-charmant soldat");
    T_put(&S, "b2", "reine", 1);
    T_result r = T_act(&S, 0, "<place card=\"prince-charmant\" at=\"c3\">"
                              "<move from=\"b2\" to=\"b1\"/></place>");
    FAILS(r, "castel.move.zone");
}
END_TEST

START_TEST(princesse_moves_a_chevalier_onto_another_card)
{
    T_hand(&S, 0, "princesse soldat");
    T_put(&S, "b2", "roi", 1);
    T_put(&S, "b2", "chevalier", 1);
    T_put(&S, "outside", "dragon", 2);
    OK(T_act(&S, 0, "<place card=\"princesse\" at=\"e5\"><move-knight "
                    "from=\"b2\" to=\"dragon\"/></place>"));
    ck_assert_int_eq(T_height(&S, "b2"), 1);
    ck_assert_int_eq(T_at(&S, "dragon", -1), C_CHEVALIER);
}
END_TEST

START_TEST(reine_sends_back_any_courtyard_card)
{
    T_hand(&S, 0, "reine soldat");
    T_put(&S, "b5", "prince", 1);
    T_put(&S, "b1", "soldat", 2);
    T_fx(&S, "reine", "e2", 0);
    ck_assert_str_eq(T_targets(&S, TK_REINE), "b5");
    OK(T_act(&S, 0, "<place card=\"reine\" at=\"e2\"><send-back at=\"b5\"/>"
                    "</place>"));
    ck_assert_int_eq(T_in_hand(&S, 1, "prince"), 1);
}
END_TEST

START_TEST(roi_sends_back_a_castle_card)
{
    T_hand(&S, 0, "roi soldat");
    T_put(&S, "f6", "archer", 1);
    T_put(&S, "outside", "dragon", 2);
    OK(T_act(&S, 0, "<place card=\"roi\" at=\"c3\"><send-back at=\"f6\"/>"
                    "</place>"));
    ck_assert_int_eq(T_in_hand(&S, 1, "archer"), 1);
}
END_TEST

START_TEST(roi_and_the_favorites_player_each_send_one_back)
{
    T_hand(&S, 0, "roi soldat");
    T_put(&S, "b2", "favorite", 2);
    T_put(&S, "f6", "archer", 1);
    T_put(&S, "b1", "soldat", 0);
    OK(T_act(&S, 0, "<place card=\"roi\" at=\"c3\"><send-back at=\"f6\"/>"
                    "<send-back at=\"b1\" by=\"3\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 1, "archer"), 1);
    ck_assert_int_eq(T_in_hand(&S, 0, "soldat"), 2);
}
END_TEST

START_TEST(roi_sending_the_favorite_back_cancels_her_part)
{
    T_hand(&S, 0, "roi soldat");
    T_put(&S, "b2", "favorite", 2);
    T_put(&S, "b1", "soldat", 1);
    OK(T_act(&S, 0, "<place card=\"roi\" at=\"c3\"><send-back at=\"b2\"/>"
                    "</place>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "favorite"), 1);
    ck_assert_int_eq(T_at(&S, "b1", 0), C_SOLDAT);
}
END_TEST

START_TEST(voleur_takes_a_pawn_even_from_a_protected_card)
{
    T_hand(&S, 0, "voleur soldat");
    T_put(&S, "d4", "prince", 1);
    T_put(&S, "d4", "chevalier", 2);
    OK(T_act(&S, 0, "<place card=\"voleur\" at=\"c3\"><remove-pawn "
                    "at=\"d4:0\"/></place>"));
    ck_assert_int_eq(T_pawn(&S, "d4", 0), -1);
    ck_assert_int_eq(S.supply[1], 30);
}
END_TEST

START_TEST(a_card_robbed_by_the_voleur_goes_to_the_exchange)
{
    T_hand(&S, 0, "voleur soldat");
    T_hand(&S, 1, "reine");
    T_put(&S, "d4", "prince", 2);
    OK(T_act(&S, 0, "<place card=\"voleur\" at=\"c3\"><remove-pawn "
                    "at=\"d4\"/></place>"));
    OK(T_act(&S, 1, "<place card=\"reine\" at=\"e5\"><send-back at=\"d4\"/>"
                    "</place>"));
    ck_assert_int_eq(T_in_exch(&S, "prince"), 1);
    ck_assert_int_eq(T_in_hand(&S, 2, "prince"), 0);
}
END_TEST

START_TEST(a_pawn_given_back_by_the_intriguant_decides_the_hand)
{
    /* castel.md §13 test 7 (D-14). */
    T_hand(&S, 0, "intriguant soldat");
    T_hand(&S, 1, "reine");
    T_put(&S, "d4", "prince", -1);
    T_put(&S, "b1", "soldat", 2);
    OK(T_act(&S, 0, "<place card=\"intriguant\" at=\"b5\"><swap-pawns "
                    "at=\"d4\" with=\"b1\"/></place>"));
    OK(T_act(&S, 1, "<place card=\"reine\" at=\"e5\"><send-back at=\"d4\"/>"
                    "</place>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "prince"), 1);
}
END_TEST

/* -------------------------------------------------------------- outside */

START_TEST(barbare_sends_back_from_a_tower_or_rampart)
{
    T_hand(&S, 0, "barbare soldat");
    T_put(&S, "c3", "prince", 1);
    T_put(&S, "a1", "archer", 2);
    T_put(&S, "b1", "soldat", 1);
    T_fx(&S, "barbare", "outside", 0);
    ck_assert_str_eq(T_targets(&S, TK_BARBARE), "a1 b1");
    OK(T_act(&S, 0, "<place card=\"barbare\"><send-back at=\"a1\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "archer"), 1);
}
END_TEST

START_TEST(dragon_sends_back_outside_then_inside)
{
    T_hand(&S, 0, "dragon soldat");
    T_put(&S, "north", "engin-de-siege", 1);
    T_put(&S, "f1", "archer", 2);
    OK(T_act(&S, 0, "<place card=\"dragon\"><send-back at=\"north\"/>"
                    "<send-back at=\"f1\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 1, "engin-de-siege"), 1);
    ck_assert_int_eq(T_in_hand(&S, 2, "archer"), 1);
}
END_TEST

START_TEST(dragon_never_sends_itself_back)
{
    T_hand(&S, 0, "dragon soldat");
    T_put(&S, "f1", "archer", 2);
    OK(T_act(&S, 0, "<place card=\"dragon\"><send-back at=\"f1\"/></place>"));
    ck_assert_int_eq(T_out(&S, "dragon"), 1);
}
END_TEST

START_TEST(enchanteur_sends_back_the_card_placed_last)
{
    T_hand(&S, 0, "enchanteur soldat");
    T_put(&S, "b2", "prince", 1);
    T_put(&S, "c2", "voleur", 2); /* placed last */
    OK(T_act(&S, 0, "<place card=\"enchanteur\"/>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "voleur"), 1);
    ck_assert_int_eq(T_at(&S, "b2", 0), C_PRINCE);
}
END_TEST

START_TEST(enchanteur_does_nothing_if_the_last_card_is_protected)
{
    T_hand(&S, 0, "enchanteur soldat");
    T_put(&S, "c2", "voleur", 2);
    T_put(&S, "c2", "chevalier", 1); /* the chevalier is last now */
    T_put(&S, "outside", "heraut", 1);
    T_put(&S, "c3", "pretre", 2);
    S.last_placed = S.sq[T_sq("c2")].p[0].serial; /* the voleur */
    OK(T_act(&S, 0, "<place card=\"enchanteur\"/>"));
    ck_assert_int_eq(T_at(&S, "c2", 0), C_VOLEUR);
}
END_TEST

START_TEST(fee_draws_a_castle_card_outside_with_its_pawn)
{
    T_hand(&S, 0, "fee soldat");
    T_put(&S, "c3", "reine", 1);
    OK(T_act(&S, 0, "<place card=\"fee\"><move-out at=\"c3\"/></place>"));
    ck_assert_int_eq(T_out(&S, "reine"), 1);
    ck_assert_int_eq(T_pawn(&S, "reine", 0), 1);
    ck_assert_int_eq(T_at(&S, "c3", -1), -1);
    /* Outside, she is no longer at court: the favorite may come. */
    int32_t spots[NT_MAX_LEGAL];
    ck_assert_int_eq(castel_legal_spots(&S, C_FAVORITE, spots), 16);
}
END_TEST

START_TEST(fee_does_not_draw_out_a_chevalier)
{
    T_hand(&S, 0, "fee soldat");
    T_put(&S, "c3", "reine", 1);
    T_put(&S, "c3", "chevalier", 1);
    T_fx(&S, "fee", "outside", 0);
    ck_assert_str_eq(T_targets(&S, TK_FEE), "");
}
END_TEST

/* ------------------------------------------------------------- ramparts */

START_TEST(traitre_sends_back_a_courtyard_neighbour)
{
    T_hand(&S, 0, "traitre soldat");
    T_put(&S, "c2", "prince", 1);
    OK(T_act(&S, 0, "<place card=\"traitre\" at=\"c1\"><send-back at=\"c2\"/>"
                    "</place>"));
    ck_assert_int_eq(T_in_hand(&S, 1, "prince"), 1);
}
END_TEST

/* --------------------------------------------------------------- towers */

START_TEST(alchimiste_swaps_two_cards_with_the_exchange)
{
    T_hand(&S, 0, "alchimiste soldat roi");
    T_exch(&S, "reine fee");
    OK(T_act(&S, 0, "<place card=\"alchimiste\" at=\"a1\"><give "
                    "card=\"soldat\"/><give card=\"roi\"/><take "
                    "card=\"reine\"/><take card=\"fee\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 0, "reine"), 1);
    ck_assert_int_eq(T_in_hand(&S, 0, "fee"), 1);
    ck_assert_int_eq(T_in_exch(&S, "roi"), 1);
    ck_assert_int_eq(T_in_exch(&S, "soldat"), 1);
}
END_TEST

START_TEST(alchimiste_cannot_take_back_what_he_gave)
{
    T_hand(&S, 0, "alchimiste soldat roi");
    T_exch(&S, "reine fee");
    T_result r = T_act(&S, 0, "<place card=\"alchimiste\" at=\"a1\"><give "
                              "card=\"soldat\"/><give card=\"roi\"/><take "
                              "card=\"roi\"/><take card=\"fee\"/></place>");
    FAILS(r, "castel.alchimiste.effect");
}
END_TEST

START_TEST(alchimiste_with_one_card_swaps_one)
{
    T_hand(&S, 0, "alchimiste soldat");
    T_exch(&S, "reine fee");
    OK(T_act(&S, 0, "<place card=\"alchimiste\" at=\"a1\"><give "
                    "card=\"soldat\"/><take card=\"fee\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 0, "fee"), 1);
}
END_TEST

START_TEST(archer_sends_back_a_card_outside)
{
    T_hand(&S, 0, "archer soldat");
    T_put(&S, "outside", "heraut", 1);
    T_put(&S, "c3", "prince", 1);
    T_fx(&S, "archer", "a1", 0);
    ck_assert_str_eq(T_targets(&S, TK_ARCHER), "heraut");
    OK(T_act(&S, 0, "<place card=\"archer\" at=\"a1\"><send-back "
                    "at=\"heraut\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 1, "heraut"), 1);
}
END_TEST

START_TEST(fantome_takes_the_place_of_a_tower_card)
{
    T_hand(&S, 0, "fantome soldat");
    T_put(&S, "a1", "archer", 2);
    OK(T_act(&S, 0, "<place card=\"fantome\" at=\"a1\"/>"));
    ck_assert_int_eq(T_at(&S, "a1", 0), C_FANTOME);
    ck_assert_int_eq(T_in_hand(&S, 2, "archer"), 1);
}
END_TEST

START_TEST(fantome_cannot_go_on_an_empty_tower)
{
    T_hand(&S, 0, "fantome soldat");
    T_put(&S, "a1", "archer", 2);
    T_result r = T_act(&S, 0, "<place card=\"fantome\" at=\"f1\"/>");
    FAILS(r, "castel.fantome.place");
}
END_TEST

START_TEST(magicien_sends_a_card_to_the_exchange_pawn_or_not)
{
    T_hand(&S, 0, "magicien soldat");
    T_put(&S, "c3", "prince", 1);
    OK(T_act(&S, 0, "<place card=\"magicien\" at=\"a1\"><to-exchange "
                    "at=\"c3\"/></place>"));
    ck_assert_int_eq(T_in_exch(&S, "prince"), 1);
    ck_assert_int_eq(S.supply[1], 30);
}
END_TEST

START_TEST(sorciere_hands_an_exchange_card_to_anyone)
{
    T_hand(&S, 0, "sorciere soldat");
    T_exch(&S, "roi");
    OK(T_act(&S, 0, "<place card=\"sorciere\" at=\"a1\"><send card=\"roi\" "
                    "to=\"3\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "roi"), 1);
    ck_assert_int_eq(S.exch_n, 0);
}
END_TEST

START_TEST(sorciere_needs_a_card_from_the_exchange)
{
    T_hand(&S, 0, "sorciere soldat");
    T_exch(&S, "roi");
    T_result r = T_act(&S, 0, "<place card=\"sorciere\" at=\"a1\"><send "
                              "card=\"reine\" to=\"3\"/></place>");
    FAILS(r, "castel.sorciere.effect");
}
END_TEST

START_TEST(guetteur_moves_a_soldier)
{
    T_hand(&S, 0, "guetteur soldat");
    T_put(&S, "b1", "soldat", 1);
    OK(T_act(&S, 0, "<place card=\"guetteur\" at=\"a1\"><move from=\"b1\" "
                    "to=\"f4\"/></place>"));
    ck_assert_int_eq(T_at(&S, "f4", 0), C_SOLDAT);
    ck_assert_int_eq(T_at(&S, "b1", -1), -1);
}
END_TEST

Suite *effects_suite(void)
{
    Suite *s = suite_create("castel-effects");
    TCase *c = tcase_create("courtyard");
    tcase_add_checked_fixture(c, setup, NULL);
    tcase_add_test(c, assassin_kills_a_neighbour_for_good);
    tcase_add_test(c, assassin_spares_the_roi);
    tcase_add_test(c, assassin_target_must_be_a_neighbour);
    tcase_add_test(c, an_effect_that_can_apply_must_be_written);
    tcase_add_test(c, baladin_swaps_two_neighbours_keeping_pawns);
    tcase_add_test(c, baladin_needs_two_free_courtyard_neighbours);
    tcase_add_test(c, bouffon_passes_one_card_each_to_the_left);
    tcase_add_test(c, bouffon_passes_are_written_in_seat_order);
    tcase_add_test(c, bouffon_cannot_pass_a_card_not_held);
    tcase_add_test(c, chevalier_noir_sends_back_a_neighbouring_chevalier);
    tcase_add_test(c, chevalier_noir_ignores_other_cards);
    tcase_add_test(c, conseiller_summons_an_exchange_card_without_pawn);
    tcase_add_test(c, conseiller_summoned_card_acts_for_his_player);
    tcase_add_test(c, a_pawnless_card_sent_back_goes_to_the_exchange);
    tcase_add_test(c, conseiller_summon_must_fit_its_card_rules);
    tcase_add_test(c, courtisan_sends_back_a_neighbour_in_any_zone);
    tcase_add_test(c, courtisane_trades_a_random_card);
    tcase_add_test(c, courtisane_cannot_take_what_is_not_there);
    tcase_add_test(c, courtisane_gives_only_what_was_held_before);
    tcase_add_test(c, dame_sends_back_a_masculine_courtyard_neighbour);
    tcase_add_test(c, dame_does_not_send_back_a_woman);
    tcase_add_test(c, espion_deals_out_the_pawns_anew);
    tcase_add_test(c, espion_cannot_invent_pawns);
    tcase_add_test(c, espion_may_leave_everything_as_it_is);
    tcase_add_test(c, favorite_moves_the_roi_and_a_chevalier);
    tcase_add_test(c, favorite_knight_first_frees_the_roi);
    tcase_add_test(c, fou_draws_from_the_right_neighbour);
    tcase_add_test(c, fou_draws_only_what_the_neighbour_holds);
    tcase_add_test(c, intriguant_swaps_two_pawns_anywhere);
    tcase_add_test(c, intriguant_never_swaps_his_own_pawn);
    tcase_add_test(c, marchand_replaces_three_pawns_and_adds_an_action);
    tcase_add_test(c, marchand_must_replace_as_many_as_he_can);
    tcase_add_test(c, prince_charmant_moves_a_woman_within_her_zone);
    tcase_add_test(c, a_moved_card_stays_in_its_zone);
    tcase_add_test(c, princesse_moves_a_chevalier_onto_another_card);
    tcase_add_test(c, reine_sends_back_any_courtyard_card);
    tcase_add_test(c, roi_sends_back_a_castle_card);
    tcase_add_test(c, roi_and_the_favorites_player_each_send_one_back);
    tcase_add_test(c, roi_sending_the_favorite_back_cancels_her_part);
    tcase_add_test(c, voleur_takes_a_pawn_even_from_a_protected_card);
    tcase_add_test(c, a_card_robbed_by_the_voleur_goes_to_the_exchange);
    tcase_add_test(c, a_pawn_given_back_by_the_intriguant_decides_the_hand);
    suite_add_tcase(s, c);

    TCase *o = tcase_create("outside-ramparts-towers");
    tcase_add_checked_fixture(o, setup, NULL);
    tcase_add_test(o, barbare_sends_back_from_a_tower_or_rampart);
    tcase_add_test(o, dragon_sends_back_outside_then_inside);
    tcase_add_test(o, dragon_never_sends_itself_back);
    tcase_add_test(o, enchanteur_sends_back_the_card_placed_last);
    tcase_add_test(o, enchanteur_does_nothing_if_the_last_card_is_protected);
    tcase_add_test(o, fee_draws_a_castle_card_outside_with_its_pawn);
    tcase_add_test(o, fee_does_not_draw_out_a_chevalier);
    tcase_add_test(o, traitre_sends_back_a_courtyard_neighbour);
    tcase_add_test(o, alchimiste_swaps_two_cards_with_the_exchange);
    tcase_add_test(o, alchimiste_cannot_take_back_what_he_gave);
    tcase_add_test(o, alchimiste_with_one_card_swaps_one);
    tcase_add_test(o, archer_sends_back_a_card_outside);
    tcase_add_test(o, fantome_takes_the_place_of_a_tower_card);
    tcase_add_test(o, fantome_cannot_go_on_an_empty_tower);
    tcase_add_test(o, magicien_sends_a_card_to_the_exchange_pawn_or_not);
    tcase_add_test(o, sorciere_hands_an_exchange_card_to_anyone);
    tcase_add_test(o, sorciere_needs_a_card_from_the_exchange);
    tcase_add_test(o, guetteur_moves_a_soldier);
    suite_add_tcase(s, o);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(effects_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

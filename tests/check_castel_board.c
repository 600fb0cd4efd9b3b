/* Castel: the castle's geometry, names of places, and placement rules. */
#include <stdlib.h>
#include <string.h>

#include "support.h"

static castel_state S;

static void setup(void)
{
    T_init(&S, 3);
}

/* ------------------------------------------------------------ geometry */

START_TEST(zones_are_4_towers_16_ramparts_16_courtyard)
{
    int n[3] = {0};
    for (int q = 0; q < CASTEL_SQUARES; q++)
        n[castel_square_zone(q)]++;
    ck_assert_int_eq(n[Z_TOWER], 4);
    ck_assert_int_eq(n[Z_RAMPART], 16);
    ck_assert_int_eq(n[Z_COURT], 16);
}
END_TEST

START_TEST(each_rampart_side_has_four_squares)
{
    int n[4] = {0};
    for (int q = 0; q < CASTEL_SQUARES; q++)
        if (castel_square_side(q) != SIDE_NONE)
            n[castel_square_side(q)]++;
    for (int side = 0; side < 4; side++)
        ck_assert_int_eq(n[side], 4);
    ck_assert_int_eq(castel_square_side(T_sq("c1")), SIDE_N);
    ck_assert_int_eq(castel_square_side(T_sq("f3")), SIDE_E);
    ck_assert_int_eq(castel_square_side(T_sq("d6")), SIDE_S);
    ck_assert_int_eq(castel_square_side(T_sq("a4")), SIDE_W);
    ck_assert_int_eq(castel_square_side(T_sq("a1")), SIDE_NONE);
}
END_TEST

static int S_neighbours(int q, int zone)
{
    int n = 0;
    for (int r = 0; r < CASTEL_SQUARES; r++)
        n += castel_adjacent(q, r) && castel_square_zone(r) == zone;
    return n;
}

/* castel.md §13 test 1: square b2 (7) neighbours a1 b1 c1 a2 a3 and
 * c2 b3 c3. */
START_TEST(b2_neighbours_match_castel_md)
{
    const char *want[] = {"a1", "b1", "c1", "a2", "a3", "c2", "b3", "c3"};
    int b2 = T_sq("b2"), n = 0;
    for (size_t i = 0; i < 8; i++)
        ck_assert(castel_adjacent(b2, T_sq(want[i])));
    for (int r = 0; r < CASTEL_SQUARES; r++)
        n += castel_adjacent(b2, r);
    ck_assert_int_eq(n, 8);
}
END_TEST

/* The rulebook's example: a courtyard corner touches 1 tower, 4 rampart
 * and 3 courtyard squares. */
START_TEST(courtyard_corners_touch_1_tower_4_ramparts_3_courtyard)
{
    const char *corners[] = {"b2", "e2", "b5", "e5"};
    for (size_t i = 0; i < 4; i++) {
        int q = T_sq(corners[i]);
        ck_assert_int_eq(S_neighbours(q, Z_TOWER), 1);
        ck_assert_int_eq(S_neighbours(q, Z_RAMPART), 4);
        ck_assert_int_eq(S_neighbours(q, Z_COURT), 3);
    }
}
END_TEST

START_TEST(centre_squares_have_8_courtyard_neighbours)
{
    const char *centre[] = {"c3", "d3", "c4", "d4"};
    for (size_t i = 0; i < 4; i++)
        ck_assert_int_eq(S_neighbours(T_sq(centre[i]), Z_COURT), 8);
}
END_TEST

START_TEST(towers_have_three_neighbours)
{
    const char *towers[] = {"a1", "f1", "a6", "f6"};
    for (size_t i = 0; i < 4; i++) {
        int q = T_sq(towers[i]), n = 0;
        for (int r = 0; r < CASTEL_SQUARES; r++)
            n += castel_adjacent(q, r);
        ck_assert_int_eq(n, 3);
        ck_assert_int_eq(S_neighbours(q, Z_COURT), 1);
    }
}
END_TEST

START_TEST(rampart_ends_see_two_courtyard_squares_middles_three)
{
    ck_assert_int_eq(S_neighbours(T_sq("b1"), Z_COURT), 2);
    ck_assert_int_eq(S_neighbours(T_sq("c1"), Z_COURT), 3);
    ck_assert_int_eq(S_neighbours(T_sq("f5"), Z_COURT), 2);
    ck_assert_int_eq(S_neighbours(T_sq("a3"), Z_COURT), 3);
}
END_TEST

START_TEST(adjacency_is_symmetric_and_irreflexive)
{
    for (int a = 0; a < CASTEL_SQUARES; a++) {
        ck_assert(!castel_adjacent(a, a));
        for (int b = 0; b < CASTEL_SQUARES; b++)
            ck_assert_int_eq(castel_adjacent(a, b), castel_adjacent(b, a));
    }
    /* Nothing outside the walls is next to anything (rulebook). */
    ck_assert(!castel_adjacent(SPOT_FACE0, T_sq("c1")));
}
END_TEST

START_TEST(square_names_round_trip)
{
    for (int q = 0; q < CASTEL_SQUARES; q++) {
        nt_buf b = {0};
        castel_format_spot(&S, q, &b);
        ck_assert_int_eq(T_sq(nt_buf_str(&b)), q);
        nt_buf_free(&b);
    }
    ck_assert_int_eq(T_sq("a1"), 0);
    ck_assert_int_eq(T_sq("f6"), 35);
    ck_assert_int_eq(T_sq("north"), SPOT_FACE0);
    ck_assert_int_eq(T_sq("west"), SPOT_FACE0 + 3);
}
END_TEST

START_TEST(places_outside_the_castle_do_not_parse)
{
    const char *bad[] = {"g1", "a7", "a0", "A1", "", "c33", "north-east"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        int32_t v;
        ck_assert_msg(castel_t_spot.parse(&S, bad[i], &v) != 0, "%s", bad[i]);
    }
}
END_TEST

START_TEST(references_name_levels)
{
    int32_t v;
    T_put(&S, "c3", "reine", 0);
    T_put(&S, "c3", "chevalier", 1);
    ck_assert_int_eq(castel_t_ref.parse(&S, "c3", &v), 0);
    ck_assert_int_eq(v, REF(T_sq("c3"), 1));
    ck_assert_int_eq(castel_t_ref.parse(&S, "c3:0", &v), 0);
    ck_assert_int_eq(v, REF(T_sq("c3"), 0));
    nt_buf b = {0};
    castel_format_ref(&S, REF(T_sq("c3"), 0), &b);
    ck_assert_str_eq(nt_buf_str(&b), "c3:0");
    nt_buf_clear(&b);
    castel_format_ref(&S, REF(T_sq("c3"), 1), &b);
    ck_assert_str_eq(nt_buf_str(&b), "c3");
    nt_buf_free(&b);
    ck_assert(castel_t_ref.parse(&S, "c3:9", &v) != 0);
}
END_TEST

START_TEST(cards_outside_are_named_after_themselves)
{
    T_put(&S, "outside", "dragon", 0);
    T_put(&S, "outside", "soldat", 1);
    T_put(&S, "outside", "soldat", 2);
    nt_buf b = {0};
    castel_format_spot(&S, SPOT_OUT0, &b);
    ck_assert_str_eq(nt_buf_str(&b), "dragon");
    nt_buf_clear(&b);
    castel_format_spot(&S, SPOT_OUT0 + 2, &b);
    ck_assert_str_eq(nt_buf_str(&b), "soldat@2");
    nt_buf_free(&b);
    int32_t v;
    ck_assert_int_eq(castel_t_spot.parse(&S, "soldat@2", &v), 0);
    ck_assert_int_eq(v, SPOT_OUT0 + 2);
    ck_assert_int_eq(castel_t_spot.parse(&S, "dragon", &v), 0);
    ck_assert_int_eq(v, SPOT_OUT0);
}
END_TEST

START_TEST(every_card_id_reads_back_to_its_card)
{
    for (int t = 0; t < CASTEL_TYPES; t++) {
        int32_t v = -1;
        ck_assert_int_eq(castel_t_card.parse(NULL, castel_cards[t].id, &v), 0);
        ck_assert_int_eq(v, t);
    }
    int32_t v;
    ck_assert(castel_t_card.parse(NULL, "Roi", &v) != 0);
    ck_assert(castel_t_card.parse(NULL, "chevalier-", &v) != 0);
    ck_assert(castel_t_card.parse(NULL, "", &v) != 0);
}
END_TEST

START_TEST(rule_catalogue_ids_are_unique_and_sourced)
{
    size_t n, nc;
    const nt_rule *r = nt_game_rules(nt_game_find("castel"), &n);
    const nt_rule *c = nt_common_rules(&nc);
    ck_assert_uint_gt(n, 100);
    for (size_t i = 0; i < n; i++) {
        ck_assert(r[i].text[0] && r[i].source[0]);
        ck_assert(!strncmp(r[i].id, "castel.", 7));
        for (size_t j = 0; j < i; j++)
            ck_assert_msg(strcmp(r[i].id, r[j].id), "%s twice", r[i].id);
    }
    for (size_t i = 0; i < nc; i++)
        ck_assert(!strncmp(c[i].id, "notation.", 9) && c[i].text[0]);
    /* Every ruling D-1 ... D-73 has its id. */
    for (int d = 1; d <= 73; d++) {
        char id[32];
        snprintf(id, sizeof id, "castel.ruling.D-%d", d);
        ck_assert_msg(nt_rule_find(id) != NULL, "%s missing", id);
    }
    /* Every card names an effect rule of the catalogue. */
    for (int t = 0; t < CASTEL_TYPES; t++)
        ck_assert_msg(nt_rule_find(castel_cards[t].rule) != NULL, "%s",
                      castel_cards[t].rule);
}
END_TEST

START_TEST(the_deck_holds_56_cards_with_13_soldats)
{
    int total = 0;
    for (int t = 0; t < CASTEL_TYPES; t++)
        total += castel_cards[t].count;
    ck_assert_int_eq(total, 56);
    ck_assert_int_eq(castel_cards[C_SOLDAT].count, 13);
    ck_assert_int_eq(castel_cards[C_ENGIN].count, 5);
    ck_assert_int_eq(castel_cards[C_CHEVALIER].count, 4);
}
END_TEST

START_TEST(two_player_deck_lacks_fou_and_bouffon)
{
    castel_state s;
    castel_setup su = {0};
    su.players = 2;
    su.turn_limit = 100;
    castel_init(&s, &su);
    ck_assert_int_eq(s.deck[C_FOU], 0);
    ck_assert_int_eq(s.deck[C_BOUFFON], 0);
    int total = 0;
    for (int t = 0; t < CASTEL_TYPES; t++)
        total += s.deck[t];
    ck_assert_int_eq(total, 54);
}
END_TEST

START_TEST(pawn_supplies_follow_the_colours)
{
    castel_state s;
    castel_setup su = {0};
    su.players = 5;
    su.turn_limit = 100;
    castel_init(&s, &su);
    int want[5] = {30, 30, 22, 18, 15};
    for (int i = 0; i < 5; i++)
        ck_assert_int_eq(s.supply[i], want[i]);
    ck_assert_str_eq(castel_colour_name(2), "red");
}
END_TEST

/* ---------------------------------------------------------- placement */

START_TEST(empty_board_spots_by_zone)
{
    ck_assert_int_eq((int)strlen(T_spots(&S, "assassin")) > 0, 1);
    int32_t spots[NT_MAX_LEGAL];
    ck_assert_int_eq(castel_legal_spots(&S, C_ASSASSIN, spots), 16);
    ck_assert_int_eq(castel_legal_spots(&S, C_SOLDAT, spots), 16);
    ck_assert_int_eq(castel_legal_spots(&S, C_ARCHER, spots), 4);
    ck_assert_str_eq(T_spots(&S, "dragon"), "outside");
    ck_assert_str_eq(T_spots(&S, "engin-de-siege"), "north east south west");
    ck_assert_str_eq(T_spots(&S, "chevalier"), "");
    ck_assert_str_eq(T_spots(&S, "fantome"), "");
}
END_TEST

START_TEST(ambassadeur_only_on_the_last_free_courtyard_square)
{
    ck_assert_str_eq(T_spots(&S, "ambassadeur"), "");
    const char *fill[] = {"b2", "c2", "d2", "e2", "b3", "c3", "d3", "e3",
                          "b4", "c4", "d4", "e4", "b5", "c5", "d5"};
    for (size_t i = 0; i < 15; i++)
        T_put(&S, fill[i], "soldat", -1);
    ck_assert_str_eq(T_spots(&S, "ambassadeur"), "e5");
}
END_TEST

/* Refused under the ambassadeur's own rule, whether the hand holds another
 * card that could be placed (the card is then illegal) or none (the
 * placement itself is). */
START_TEST(an_ambassadeur_too_early_breaks_its_own_rule)
{
    T_hand(&S, 0, "ambassadeur soldat");
    T_result r = T_act(&S, 0, "<place card=\"ambassadeur\" at=\"b2\"/>");
    ck_assert_str_eq(r.rule, "castel.ambassadeur.place");
    T_init(&S, 3);
    T_hand(&S, 0, "ambassadeur reine");
    T_pile(&S, 0, "soldat");
    r = T_act(&S, 0, "<place card=\"ambassadeur\" at=\"b2\"/>");
    ck_assert_str_eq(r.rule, "castel.ambassadeur.place");
    ck_assert_msg(strstr(r.msg, "16 are free"), "%s", r.msg);
}
END_TEST

START_TEST(conseiller_goes_next_to_the_roi)
{
    ck_assert_str_eq(T_spots(&S, "conseiller-du-roi"), "");
    T_put(&S, "b2", "roi", 0);
    ck_assert_str_eq(T_spots(&S, "conseiller-du-roi"), "c2 b3 c3");
}
END_TEST

START_TEST(conseiller_goes_next_to_the_prince_when_the_roi_is_away)
{
    T_put(&S, "e5", "prince", 0);
    ck_assert_str_eq(T_spots(&S, "conseiller-du-roi"), "d4 e4 d5");
    T_put(&S, "b2", "roi", 1);
    ck_assert_str_eq(T_spots(&S, "conseiller-du-roi"), "c2 b3 c3");
}
END_TEST

START_TEST(conseiller_counts_a_roi_outside_as_away)
{
    T_put(&S, "outside", "roi", 0); /* drawn out by the fee (D-52) */
    T_put(&S, "e5", "prince", 0);
    ck_assert_str_eq(T_spots(&S, "conseiller-du-roi"), "d4 e4 d5");
}
END_TEST

START_TEST(dame_goes_next_to_the_reine_or_the_princesse)
{
    ck_assert_str_eq(T_spots(&S, "dame-de-compagnie"), "");
    T_put(&S, "b2", "reine", 0);
    T_put(&S, "e5", "princesse", 1);
    ck_assert_str_eq(T_spots(&S, "dame-de-compagnie"),
                     "c2 b3 c3 d4 e4 d5");
}
END_TEST

START_TEST(favorite_not_while_the_reine_is_at_court)
{
    int32_t spots[NT_MAX_LEGAL];
    ck_assert_int_eq(castel_legal_spots(&S, C_FAVORITE, spots), 16);
    T_put(&S, "c3", "reine", 0);
    ck_assert_str_eq(T_spots(&S, "favorite"), "");
}
END_TEST

START_TEST(prince_charmant_next_to_the_princesse_if_she_is_there)
{
    int32_t spots[NT_MAX_LEGAL];
    ck_assert_int_eq(castel_legal_spots(&S, C_PRINCE_CHARMANT, spots), 16);
    T_put(&S, "b2", "princesse", 0);
    ck_assert_str_eq(T_spots(&S, "prince-charmant"), "c2 b3 c3");
}
END_TEST

START_TEST(reine_next_to_the_roi_if_he_is_there)
{
    T_put(&S, "e2", "roi", 0);
    ck_assert_str_eq(T_spots(&S, "reine"), "d2 d3 e3");
}
END_TEST

START_TEST(fantome_needs_a_tower_card_it_can_send_back)
{
    T_put(&S, "a1", "archer", 0);
    T_put(&S, "f6", "magicien", 1);
    T_put(&S, "f6", "chevalier", 2);
    ck_assert_str_eq(T_spots(&S, "fantome"), "a1");
}
END_TEST

START_TEST(engines_face_a_free_side_one_each)
{
    T_put(&S, "north", "engin-de-siege", 0);
    T_put(&S, "west", "engin-de-siege", 1);
    ck_assert_str_eq(T_spots(&S, "engin-de-siege"), "east south");
}
END_TEST

START_TEST(chevalier_goes_on_any_card_in_play_even_a_chevalier)
{
    T_put(&S, "c3", "roi", 0);
    T_put(&S, "north", "engin-de-siege", 1);
    T_put(&S, "outside", "dragon", 2);
    T_put(&S, "c3", "chevalier", 1);
    ck_assert_str_eq(T_spots(&S, "chevalier"), "c3 north dragon");
}
END_TEST

START_TEST(placing_on_a_taken_square_is_reported)
{
    T_hand(&S, 0, "assassin");
    T_put(&S, "c3", "roi", 1);
    T_result r = T_act(&S, 0, "<place card=\"assassin\" at=\"c3\"/>");
    ck_assert_int_eq(r.rc, NT_FAIL);
    ck_assert_str_eq(r.rule, "castel.place.occupied");
}
END_TEST

START_TEST(placing_in_the_wrong_zone_is_reported)
{
    T_hand(&S, 0, "soldat");
    T_result r = T_act(&S, 0, "<place card=\"soldat\" at=\"c3\"/>");
    ck_assert_str_eq(r.rule, "castel.place.zone");
    ck_assert_msg(strstr(r.msg, "arrives on a rampart") != NULL, "%s", r.msg);
}
END_TEST

START_TEST(dame_away_from_the_reine_is_reported_with_its_reason)
{
    T_hand(&S, 0, "dame-de-compagnie");
    T_put(&S, "b2", "reine", 1);
    T_result r = T_act(&S, 0, "<place card=\"dame-de-compagnie\" at=\"e5\"/>");
    ck_assert_str_eq(r.rule, "castel.dame-de-compagnie.place");
    ck_assert_msg(strstr(r.msg, "next to the reine (at b2)") != NULL, "%s",
                  r.msg);
}
END_TEST

START_TEST(a_card_not_in_hand_cannot_be_placed)
{
    T_hand(&S, 0, "soldat");
    T_result r = T_act(&S, 0, "<place card=\"roi\" at=\"c3\"/>");
    ck_assert_str_eq(r.rule, "castel.place.card");
}
END_TEST

START_TEST(no_pawn_no_placement)
{
    T_hand(&S, 0, "soldat");
    S.supply[0] = 0;
    T_result r = T_act(&S, 0, "<place card=\"soldat\" at=\"c1\"/>");
    ck_assert_str_eq(r.rule, "castel.place.pawn");
}
END_TEST

START_TEST(a_placed_card_carries_its_players_pawn)
{
    T_hand(&S, 1, "soldat soldat");
    T_result r = T_act(&S, 1, "<place card=\"soldat\" at=\"c1\"/>");
    ck_assert_int_eq(r.rc, NT_OK);
    ck_assert_int_eq(T_pawn(&S, "c1", 0), 1);
    ck_assert_int_eq(S.supply[1], 29);
    ck_assert_int_eq(T_in_hand(&S, 1, "soldat"), 1);
}
END_TEST

START_TEST(outside_cards_need_no_square)
{
    T_hand(&S, 0, "dragon heraut");
    T_result r = T_act(&S, 0, "<place card=\"heraut\"/>");
    ck_assert_int_eq(r.rc, NT_OK);
    ck_assert_int_eq(T_out(&S, "heraut"), 1);
    r = T_act(&S, 0, "<place card=\"dragon\" at=\"c3\"/>");
    ck_assert_str_eq(r.rule, "castel.place.zone");
}
END_TEST

START_TEST(an_engine_needs_a_side)
{
    T_hand(&S, 0, "engin-de-siege");
    T_result r = T_act(&S, 0, "<place card=\"engin-de-siege\" at=\"outside\"/>");
    ck_assert_str_eq(r.rule, "castel.engin-de-siege.place");
    T_put(&S, "north", "engin-de-siege", 1);
    r = T_act(&S, 0, "<place card=\"engin-de-siege\" at=\"north\"/>");
    ck_assert_str_eq(r.rule, "castel.engin-de-siege.place");
}
END_TEST

Suite *board_suite(void)
{
    Suite *s = suite_create("castel-board");
    TCase *g = tcase_create("geometry");
    tcase_add_checked_fixture(g, setup, NULL);
    tcase_add_test(g, zones_are_4_towers_16_ramparts_16_courtyard);
    tcase_add_test(g, each_rampart_side_has_four_squares);
    tcase_add_test(g, b2_neighbours_match_castel_md);
    tcase_add_test(g, courtyard_corners_touch_1_tower_4_ramparts_3_courtyard);
    tcase_add_test(g, centre_squares_have_8_courtyard_neighbours);
    tcase_add_test(g, towers_have_three_neighbours);
    tcase_add_test(g, rampart_ends_see_two_courtyard_squares_middles_three);
    tcase_add_test(g, adjacency_is_symmetric_and_irreflexive);
    tcase_add_test(g, square_names_round_trip);
    tcase_add_test(g, places_outside_the_castle_do_not_parse);
    tcase_add_test(g, references_name_levels);
    tcase_add_test(g, cards_outside_are_named_after_themselves);
    tcase_add_test(g, every_card_id_reads_back_to_its_card);
    tcase_add_test(g, rule_catalogue_ids_are_unique_and_sourced);
    tcase_add_test(g, the_deck_holds_56_cards_with_13_soldats);
    tcase_add_test(g, two_player_deck_lacks_fou_and_bouffon);
    tcase_add_test(g, pawn_supplies_follow_the_colours);
    suite_add_tcase(s, g);

    TCase *p = tcase_create("placement");
    tcase_add_checked_fixture(p, setup, NULL);
    tcase_add_test(p, empty_board_spots_by_zone);
    tcase_add_test(p, ambassadeur_only_on_the_last_free_courtyard_square);
    tcase_add_test(p, an_ambassadeur_too_early_breaks_its_own_rule);
    tcase_add_test(p, conseiller_goes_next_to_the_roi);
    tcase_add_test(p, conseiller_goes_next_to_the_prince_when_the_roi_is_away);
    tcase_add_test(p, conseiller_counts_a_roi_outside_as_away);
    tcase_add_test(p, dame_goes_next_to_the_reine_or_the_princesse);
    tcase_add_test(p, favorite_not_while_the_reine_is_at_court);
    tcase_add_test(p, prince_charmant_next_to_the_princesse_if_she_is_there);
    tcase_add_test(p, reine_next_to_the_roi_if_he_is_there);
    tcase_add_test(p, fantome_needs_a_tower_card_it_can_send_back);
    tcase_add_test(p, engines_face_a_free_side_one_each);
    tcase_add_test(p, chevalier_goes_on_any_card_in_play_even_a_chevalier);
    tcase_add_test(p, placing_on_a_taken_square_is_reported);
    tcase_add_test(p, placing_in_the_wrong_zone_is_reported);
    tcase_add_test(p, dame_away_from_the_reine_is_reported_with_its_reason);
    tcase_add_test(p, a_card_not_in_hand_cannot_be_placed);
    tcase_add_test(p, no_pawn_no_placement);
    tcase_add_test(p, a_placed_card_carries_its_players_pawn);
    tcase_add_test(p, outside_cards_need_no_square);
    tcase_add_test(p, an_engine_needs_a_side);
    suite_add_tcase(s, p);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(board_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* Castel: protection, soldiers and engines, the heraut, turns and the end
 * of the game (castel.md §4.1, §6, §8, §11 and §13). */
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

static int S_prot(const char *place, int level)
{
    int32_t v;
    char ref[32];
    snprintf(ref, sizeof ref, level < 0 ? "%s" : "%s:%d", place, level);
    ck_assert(castel_t_ref.parse(&S, ref, &v) == 0);
    return castel_protection(&S, v);
}

/* ----------------------------------------------------------- protection */

START_TEST(a_chevalier_protects_the_card_under_it)
{
    T_put(&S, "c3", "reine", 1);
    T_put(&S, "c3", "chevalier", 2);
    ck_assert_int_eq(S_prot("c3", 0), PROT_CHEVALIER);
    ck_assert_int_eq(S_prot("c3", 1), PROT_NONE);
}
END_TEST

START_TEST(a_protected_target_is_refused_with_the_protection_rule)
{
    T_hand(&S, 0, "reine soldat");
    T_put(&S, "c3", "prince", 1);
    T_put(&S, "c3", "chevalier", 2);
    T_result r = T_act(&S, 0, "<place card=\"reine\" at=\"d4\"><send-back "
                              "at=\"c3:0\"/></place>");
    ck_assert_str_eq(r.rule, "castel.protect.chevalier");
    ck_assert_msg(strstr(r.msg, "chevalier must go first"), "%s", r.msg);
}
END_TEST

START_TEST(pretre_protects_neighbours_of_his_colour)
{
    T_put(&S, "c3", "pretre", 1);
    T_put(&S, "d4", "prince", 1);
    T_put(&S, "b2", "voleur", 2);
    T_put(&S, "c2", "roi", -1);
    ck_assert_int_eq(S_prot("d4", 0), PROT_PRETRE);
    ck_assert_int_eq(S_prot("b2", 0), PROT_NONE);   /* other colour */
    ck_assert_int_eq(S_prot("c2", 0), PROT_NONE);   /* no pawn */
    ck_assert_int_eq(S_prot("c3", 0), PROT_NONE);   /* not himself */
}
END_TEST

START_TEST(pretre_protects_across_zones_but_not_from_afar)
{
    T_put(&S, "b2", "pretre", 0);
    T_put(&S, "a1", "archer", 0);
    T_put(&S, "b1", "soldat", 0);
    T_put(&S, "e5", "voleur", 0);
    ck_assert_int_eq(S_prot("a1", 0), PROT_PRETRE);
    ck_assert_int_eq(S_prot("b1", 0), PROT_PRETRE);
    ck_assert_int_eq(S_prot("e5", 0), PROT_NONE);
}
END_TEST

START_TEST(pretre_does_not_protect_a_chevalier_on_himself)
{
    /* D-71 */
    T_put(&S, "c3", "pretre", 1);
    T_put(&S, "c3", "chevalier", 1);
    ck_assert_int_eq(S_prot("c3", 1), PROT_NONE);
    T_put(&S, "d4", "prince", 1);
    T_put(&S, "d4", "chevalier", 1);
    ck_assert_int_eq(S_prot("d4", 1), PROT_PRETRE);
}
END_TEST

START_TEST(pretre_protection_follows_the_current_pawn)
{
    T_put(&S, "c3", "pretre", 1);
    T_put(&S, "d4", "prince", 1);
    ck_assert_int_eq(S_prot("d4", 0), PROT_PRETRE);
    S.sq[T_sq("d4")].p[0].pawn = 2;
    ck_assert_int_eq(S_prot("d4", 0), PROT_NONE);
}
END_TEST

START_TEST(capitaine_protects_the_soldiers_of_his_rampart)
{
    T_put(&S, "b1", "capitaine", 1);
    T_put(&S, "c1", "soldat", 2);
    T_put(&S, "d1", "traitre", 0);
    T_put(&S, "f3", "soldat", 2);
    ck_assert_int_eq(S_prot("c1", 0), PROT_CAPITAINE);
    ck_assert_int_eq(S_prot("d1", 0), PROT_CAPITAINE);
    ck_assert_int_eq(S_prot("b1", 0), PROT_NONE);  /* not himself */
    ck_assert_int_eq(S_prot("f3", 0), PROT_NONE);  /* another side */
}
END_TEST

START_TEST(ambassadeur_is_always_protected)
{
    T_put(&S, "c3", "ambassadeur", 1);
    ck_assert_int_eq(S_prot("c3", 0), PROT_AMBASSADEUR);
    T_put(&S, "outside", "ambassadeur", 1);
    ck_assert_int_eq(S_prot("ambassadeur", 0), PROT_AMBASSADEUR);
}
END_TEST

START_TEST(a_protected_cards_pawn_can_still_be_replaced)
{
    T_hand(&S, 0, "marchand soldat");
    T_put(&S, "b2", "prince", 1);
    T_put(&S, "b2", "chevalier", 1);
    OK(T_act(&S, 0, "<place card=\"marchand\" at=\"e5\"><replace-pawn "
                    "at=\"b2:0\"/><replace-pawn at=\"b2\"/></place>"));
    ck_assert_int_eq(T_pawn(&S, "b2", 0), 0);
    ck_assert_int_eq(T_pawn(&S, "b2", 1), 0);
}
END_TEST

/* ------------------------------------------------- soldiers and engines */

static void S_three_soldiers_north(void)
{
    T_put(&S, "b1", "soldat", 1);
    T_put(&S, "c1", "soldat", 1);
    T_put(&S, "d1", "soldat", 2);
}

START_TEST(the_fourth_soldier_sends_back_the_engine_facing_him)
{
    S_three_soldiers_north();
    T_put(&S, "north", "engin-de-siege", 2);
    T_hand(&S, 0, "soldat soldat");
    OK(T_act(&S, 0, "<place card=\"soldat\" at=\"e1\"/>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "engin-de-siege"), 1);
    ck_assert_int_eq(T_height(&S, "north"), 0);
}
END_TEST

START_TEST(an_engine_under_a_chevalier_stays)
{
    S_three_soldiers_north();
    T_put(&S, "north", "engin-de-siege", 2);
    T_put(&S, "north", "chevalier", 2);
    T_hand(&S, 0, "soldat soldat");
    OK(T_act(&S, 0, "<place card=\"soldat\" at=\"e1\"/>"));
    ck_assert_int_eq(T_height(&S, "north"), 2);
}
END_TEST

START_TEST(ones_own_engine_comes_back_and_one_has_not_won)
{
    T_hand(&S, 1, "prince");
    T_hand(&S, 2, "prince");
    S_three_soldiers_north();
    T_put(&S, "north", "engin-de-siege", 0);
    T_hand(&S, 0, "soldat");
    OK(T_act(&S, 0, "<place card=\"soldat\" at=\"e1\"/>"));
    ck_assert_int_eq(T_in_hand(&S, 0, "engin-de-siege"), 1);
    ck_assert_int_eq(S.end, END_NONE);
}
END_TEST

START_TEST(an_engine_facing_a_full_rampart_stays)
{
    S_three_soldiers_north();
    T_put(&S, "e1", "soldat", 1);
    T_hand(&S, 0, "engin-de-siege soldat");
    OK(T_act(&S, 0, "<place card=\"engin-de-siege\" at=\"north\"/>"));
    ck_assert_int_eq(T_height(&S, "north"), 1);
}
END_TEST

/* castel.md §13 test 3. */
START_TEST(the_fourth_engine_sends_back_every_free_soldier)
{
    T_put(&S, "a2", "capitaine", 1);
    T_put(&S, "a3", "soldat", 1);
    T_put(&S, "a4", "soldat", 2);
    T_put(&S, "c1", "soldat", 2);
    T_put(&S, "c1", "chevalier", 2);
    T_put(&S, "f3", "soldat", 0);
    T_put(&S, "north", "engin-de-siege", 1);
    T_put(&S, "east", "engin-de-siege", 1);
    T_put(&S, "south", "engin-de-siege", 2);
    T_hand(&S, 0, "engin-de-siege soldat");
    OK(T_act(&S, 0, "<place card=\"engin-de-siege\" at=\"west\"/>"));
    ck_assert_int_eq(T_at(&S, "a2", -1), -1);         /* capitaine gone */
    ck_assert_int_eq(T_in_hand(&S, 1, "capitaine"), 1);
    ck_assert_int_eq(T_at(&S, "a3", 0), C_SOLDAT);    /* protected stays */
    ck_assert_int_eq(T_at(&S, "a4", 0), C_SOLDAT);
    ck_assert_int_eq(T_at(&S, "c1", 0), C_SOLDAT);    /* under a knight */
    ck_assert_int_eq(T_at(&S, "f3", -1), -1);         /* sent back */
    ck_assert_int_eq(T_in_hand(&S, 0, "soldat"), 2);
}
END_TEST

START_TEST(no_fifth_engine_while_four_stand)
{
    T_put(&S, "north", "engin-de-siege", 1);
    T_put(&S, "east", "engin-de-siege", 1);
    T_put(&S, "south", "engin-de-siege", 2);
    T_put(&S, "west", "engin-de-siege", 2);
    ck_assert_str_eq(T_spots(&S, "engin-de-siege"), "");
}
END_TEST

START_TEST(soldiers_may_come_while_four_engines_stand)
{
    T_put(&S, "north", "engin-de-siege", 1);
    T_put(&S, "east", "engin-de-siege", 1);
    T_put(&S, "south", "engin-de-siege", 2);
    T_put(&S, "west", "engin-de-siege", 2);
    T_hand(&S, 0, "soldat soldat");
    OK(T_act(&S, 0, "<place card=\"soldat\" at=\"c1\"/>"));
    ck_assert_int_eq(T_at(&S, "c1", 0), C_SOLDAT);
}
END_TEST

/* castel.md §13 test 4. */
START_TEST(guetteur_filling_another_rampart_sends_its_engine_back)
{
    T_put(&S, "f2", "soldat", 1);
    T_put(&S, "f3", "soldat", 1);
    T_put(&S, "f4", "soldat", 1);
    T_put(&S, "f5", "soldat", 1);
    S_three_soldiers_north();
    T_put(&S, "north", "engin-de-siege", 2);
    T_hand(&S, 0, "guetteur soldat");
    OK(T_act(&S, 0, "<place card=\"guetteur\" at=\"a1\"><move from=\"f2\" "
                    "to=\"e1\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "engin-de-siege"), 1);
}
END_TEST

START_TEST(guetteur_moving_within_a_side_does_nothing_more)
{
    T_put(&S, "b1", "soldat", 1);
    T_put(&S, "c1", "soldat", 1);
    T_put(&S, "d1", "soldat", 1);
    T_put(&S, "north", "engin-de-siege", 2);
    T_hand(&S, 0, "guetteur soldat");
    OK(T_act(&S, 0, "<place card=\"guetteur\" at=\"a1\"><move from=\"b1\" "
                    "to=\"e1\"/></place>"));
    ck_assert_int_eq(T_height(&S, "north"), 1);
}
END_TEST

START_TEST(traitre_fills_the_rampart_before_his_send_back)
{
    S_three_soldiers_north();
    T_put(&S, "north", "engin-de-siege", 2);
    T_put(&S, "d2", "prince", 1);
    T_hand(&S, 0, "traitre soldat");
    OK(T_act(&S, 0, "<place card=\"traitre\" at=\"e1\"><send-back "
                    "at=\"d2\"/></place>"));
    ck_assert_int_eq(T_in_hand(&S, 2, "engin-de-siege"), 1);
    ck_assert_int_eq(T_in_hand(&S, 1, "prince"), 1);
}
END_TEST

/* ------------------------------------------------------------ the heraut */

START_TEST(heraut_forbids_exchanging_the_roi_away)
{
    T_put(&S, "outside", "heraut", 1);
    T_hand(&S, 0, "roi soldat");
    T_exch(&S, "reine");
    FAILS(T_act(&S, 0, "<exchange give=\"roi\" take=\"reine\"/>"),
          "castel.heraut.effect");
    FAILS(T_act(&S, 0, "<place card=\"soldat\" at=\"b1\"/>"),
          "castel.heraut.effect");
    OK(T_act(&S, 0, "<place card=\"roi\" at=\"c3\"/>"));
}
END_TEST

START_TEST(heraut_does_not_force_a_roi_that_cannot_be_placed)
{
    T_put(&S, "outside", "heraut", 1);
    T_hand(&S, 0, "roi soldat");
    const char *court[] = {"b2", "c2", "d2", "e2", "b3", "c3", "d3", "e3",
                           "b4", "c4", "d4", "e4", "b5", "c5", "d5", "e5"};
    for (size_t i = 0; i < 16; i++)
        T_put(&S, court[i], "soldat", -1);
    OK(T_act(&S, 0, "<place card=\"soldat\" at=\"b1\"/>"));
}
END_TEST

START_TEST(heraut_does_not_force_a_player_without_pawns)
{
    /* D-73 */
    T_put(&S, "outside", "heraut", 1);
    T_hand(&S, 0, "roi soldat");
    T_exch(&S, "reine");
    S.supply[0] = 0;
    OK(T_act(&S, 0, "<exchange give=\"roi\" take=\"reine\"/>"));
}
END_TEST

START_TEST(heraut_forces_from_the_next_action_on)
{
    /* D-49: the heraut placed now binds the rest of the same turn. */
    T_hand(&S, 0, "heraut roi soldat");
    OK(T_act(&S, 0, "<place card=\"heraut\"/>"));
    FAILS(T_act(&S, 0, "<place card=\"soldat\" at=\"b1\"/>"),
          "castel.heraut.effect");
}
END_TEST

/* ------------------------------------------------------- turns, actions */

START_TEST(draw_takes_the_top_of_ones_pile)
{
    T_pile(&S, 0, "roi reine");
    OK(T_act(&S, 0, "<draw card=\"roi\"/>"));
    ck_assert_int_eq(T_in_hand(&S, 0, "roi"), 1);
    FAILS(T_act(&S, 0, "<draw card=\"roi\"/>"), "castel.draw.card");
}
END_TEST

START_TEST(draw_from_an_empty_pile_is_refused)
{
    T_hand(&S, 0, "soldat");
    FAILS(T_act(&S, 0, "<draw/>"), "castel.draw.empty");
}
END_TEST

START_TEST(exchange_swaps_a_hand_card_with_an_exchange_card)
{
    T_hand(&S, 0, "soldat");
    T_exch(&S, "roi");
    OK(T_act(&S, 0, "<exchange give=\"soldat\" take=\"roi\"/>"));
    ck_assert_int_eq(T_in_hand(&S, 0, "roi"), 1);
    ck_assert_int_eq(T_in_exch(&S, "soldat"), 1);
}
END_TEST

START_TEST(exchange_needs_the_cards_it_names)
{
    T_hand(&S, 0, "soldat");
    T_exch(&S, "roi");
    FAILS(T_act(&S, 0, "<exchange give=\"reine\" take=\"roi\"/>"),
          "castel.exchange.give");
    FAILS(T_act(&S, 0, "<exchange give=\"soldat\" take=\"reine\"/>"),
          "castel.exchange.take");
}
END_TEST

START_TEST(exchanging_identical_cards_is_legal)
{
    /* D-64 */
    T_hand(&S, 0, "soldat");
    T_exch(&S, "soldat");
    OK(T_act(&S, 0, "<exchange give=\"soldat\" take=\"soldat\"/>"));
}
END_TEST

/* ---------------------------------------------------------------- the end */

START_TEST(placing_the_last_card_wins)
{
    T_hand(&S, 0, "soldat");
    OK(T_act(&S, 0, "<place card=\"soldat\" at=\"b1\"/>"));
    ck_assert_int_eq(S.end, END_WIN);
    ck_assert_uint_eq(S.winners, 1u);
}
END_TEST

START_TEST(cards_left_in_the_pile_prevent_the_win)
{
    T_hand(&S, 1, "prince");
    T_hand(&S, 2, "prince");
    T_hand(&S, 0, "soldat");
    T_pile(&S, 0, "roi");
    OK(T_act(&S, 0, "<place card=\"soldat\" at=\"b1\"/>"));
    ck_assert_int_eq(S.end, END_NONE);
}
END_TEST

START_TEST(marchand_as_last_card_wins_at_once)
{
    /* D-70 */
    T_hand(&S, 0, "marchand");
    T_put(&S, "b1", "soldat", 1);
    OK(T_act(&S, 0, "<place card=\"marchand\" at=\"c3\"><replace-pawn "
                    "at=\"b1\"/></place>"));
    ck_assert_int_eq(S.end, END_WIN);
    ck_assert_uint_eq(S.winners, 1u);
}
END_TEST

START_TEST(fou_as_last_card_brings_a_card_back)
{
    T_hand(&S, 0, "fou");
    T_hand(&S, 1, "prince soldat");
    T_hand(&S, 2, "roi");
    OK(T_act(&S, 0, "<place card=\"fou\" at=\"c3\"><take seat=\"1\" "
                    "card=\"roi\"/><take seat=\"3\" card=\"prince\"/>"
                    "</place>"));
    ck_assert_int_eq(S.end, END_NONE);
    ck_assert_int_eq(T_in_hand(&S, 0, "roi"), 1);
}
END_TEST

START_TEST(a_player_emptied_by_the_fou_wins_after_the_active_one)
{
    /* D-45: seat 2 loses his only card to seat 3 and draws nothing from
     * seat 1, whose hand the fou emptied. */
    T_hand(&S, 0, "fou");
    T_pile(&S, 0, "reine");
    T_hand(&S, 1, "roi");
    T_hand(&S, 2, "dragon");
    T_pile(&S, 2, "prince");
    OK(T_act(&S, 0, "<place card=\"fou\" at=\"c3\"><take seat=\"1\" "
                    "card=\"dragon\"/><take seat=\"3\" card=\"roi\"/>"
                    "</place>"));
    ck_assert_int_eq(S.end, END_WIN);
    ck_assert_uint_eq(S.winners, 2u);
    ck_assert_int_eq(T_in_hand(&S, 0, "dragon"), 1);
}
END_TEST

START_TEST(dead_position_needs_empty_piles_and_nothing_placeable)
{
    const char *court[] = {"b2", "c2", "d2", "e2", "b3", "c3", "d3", "e3",
                           "b4", "c4", "d4", "e4", "b5", "c5", "d5", "e5"};
    for (size_t i = 0; i < 16; i++)
        T_put(&S, court[i], "soldat", -1);
    T_hand(&S, 0, "roi");
    T_hand(&S, 1, "reine");
    ck_assert(castel_dead_position(&S));
    T_exch(&S, "dragon");
    ck_assert(!castel_dead_position(&S));
    S.exch[C_DRAGON] = 0;
    S.exch_n = 0;
    T_pile(&S, 2, "soldat");
    ck_assert(!castel_dead_position(&S));
}
END_TEST

START_TEST(dead_position_when_no_holder_has_a_pawn)
{
    T_hand(&S, 0, "dragon");
    ck_assert(!castel_dead_position(&S));
    S.supply[0] = 0;
    ck_assert(castel_dead_position(&S));
}
END_TEST

/* ------------------------------------------------------------ positions */

/* A two-player record from a position: `attrs` on <position>, `board`
 * and the hands and piles as given, every other card of the game in the
 * exchange, then `body`. */
static T_result S_position(const char *attrs, const char *board,
                           const char *h1, const char *h2, const char *body)
{
    int left[CASTEL_TYPES];
    char exch[1024] = "", rec[4096], words[512];
    for (int t = 0; t < CASTEL_TYPES; t++)
        left[t] = castel_copies(2, t);
    /* The cards on the board, in the hands and the two piles. */
    snprintf(words, sizeof words, "%s %s soldat soldat", h1, h2);
    for (const char *p = board; (p = strstr(p, "card=\"")); p += 6)
        snprintf(words + strlen(words), sizeof words - strlen(words),
                 " %.*s", (int)strcspn(p + 6, "\""), p + 6);
    for (char *save = NULL, *w = strtok_r(words, " ", &save); w;
         w = strtok_r(NULL, " ", &save))
        left[T_card(w)]--;
    for (int t = 0; t < CASTEL_TYPES; t++)
        for (int k = 0; k < left[t]; k++)
            snprintf(exch + strlen(exch), sizeof exch - strlen(exch), " %s",
                     castel_cards[t].id);
    snprintf(rec, sizeof rec,
             "<game xmlns=\"urn:libnotation:1\" rules=\"castel\" "
             "version=\"1\"><setup players=\"2\"><position %s>%s<hand>%s"
             "</hand><hand>%s</hand><pile>soldat</pile><pile>soldat</pile>"
             "<exchange-cards>%s</exchange-cards></position></setup>%s"
             "</game>",
             attrs, board, h1, h2, exch, body);
    return T_validate_str(rec);
}

START_TEST(the_enchanteur_sends_back_the_card_a_position_names_last)
{
    const char *board = "<square at=\"c3\" card=\"chevalier-noir\" "
                        "seat=\"2\"/>";
    const char *body = "<turn n=\"5\" seat=\"1\"><place "
                       "card=\"enchanteur\"/><hand seat=\"2\">%s</hand>"
                       "<unfinished/></turn>";
    char with[256], without[256];
    snprintf(with, sizeof with, body, "chevalier-noir roi");
    snprintf(without, sizeof without, body, "roi");
    T_result r = S_position("turn=\"5\" seat=\"1\" last=\"c3\"", board,
                            "enchanteur", "roi", with);
    ck_assert_msg(r.rc == NT_OK, "%s", r.line);
    /* Without last, no card placed before is in play (D-72). */
    r = S_position("turn=\"5\" seat=\"1\"", board, "enchanteur", "roi",
                   without);
    ck_assert_msg(r.rc == NT_OK, "%s", r.line);
    r = S_position("turn=\"5\" seat=\"1\"", board, "enchanteur", "roi",
                   with);
    ck_assert_str_eq(r.rule, "castel.state.hand");
}
END_TEST

START_TEST(a_position_in_a_turn_goes_on_with_its_actions)
{
    const char *board = "<square at=\"c3\" card=\"roi\" seat=\"1\"/>";
    /* One action left: a second is one too many. */
    T_result r = S_position(
        "turn=\"5\" seat=\"1\" action=\"1\" progress=\"yes\"", board,
        "soldat traitre", "prince",
        "<turn n=\"5\" seat=\"1\"><place card=\"soldat\" at=\"b1\"/>"
        "<place card=\"traitre\" at=\"c1\"/></turn>");
    ck_assert_str_eq(r.rule, "castel.turn.extra");
    /* The marchand's third action is the position's. */
    r = S_position("turn=\"5\" seat=\"1\" action=\"1\" actions=\"3\"",
                   board, "soldat traitre", "prince",
                   "<turn n=\"5\" seat=\"1\"><place card=\"soldat\" "
                   "at=\"b1\"/><place card=\"traitre\" at=\"c1\"/>"
                   "</turn><unfinished/>");
    ck_assert_msg(r.rc == NT_OK, "%s", r.line);
    /* Stopped before the turn goes on: still in it. */
    r = S_position("turn=\"5\" seat=\"1\" action=\"1\"", board,
                   "reine", "prince", "<unfinished/>");
    ck_assert_msg(r.rc == NT_OK, "%s", r.line);
}
END_TEST

Suite *rules_suite(void)
{
    Suite *s = suite_create("castel-rules");
    TCase *p = tcase_create("protection");
    tcase_add_checked_fixture(p, setup, NULL);
    tcase_add_test(p, a_chevalier_protects_the_card_under_it);
    tcase_add_test(p, a_protected_target_is_refused_with_the_protection_rule);
    tcase_add_test(p, pretre_protects_neighbours_of_his_colour);
    tcase_add_test(p, pretre_protects_across_zones_but_not_from_afar);
    tcase_add_test(p, pretre_does_not_protect_a_chevalier_on_himself);
    tcase_add_test(p, pretre_protection_follows_the_current_pawn);
    tcase_add_test(p, capitaine_protects_the_soldiers_of_his_rampart);
    tcase_add_test(p, ambassadeur_is_always_protected);
    tcase_add_test(p, a_protected_cards_pawn_can_still_be_replaced);
    suite_add_tcase(s, p);

    TCase *e = tcase_create("soldiers-engines");
    tcase_add_checked_fixture(e, setup, NULL);
    tcase_add_test(e, the_fourth_soldier_sends_back_the_engine_facing_him);
    tcase_add_test(e, an_engine_under_a_chevalier_stays);
    tcase_add_test(e, ones_own_engine_comes_back_and_one_has_not_won);
    tcase_add_test(e, an_engine_facing_a_full_rampart_stays);
    tcase_add_test(e, the_fourth_engine_sends_back_every_free_soldier);
    tcase_add_test(e, no_fifth_engine_while_four_stand);
    tcase_add_test(e, soldiers_may_come_while_four_engines_stand);
    tcase_add_test(e, guetteur_filling_another_rampart_sends_its_engine_back);
    tcase_add_test(e, guetteur_moving_within_a_side_does_nothing_more);
    tcase_add_test(e, traitre_fills_the_rampart_before_his_send_back);
    suite_add_tcase(s, e);

    TCase *h = tcase_create("heraut-and-actions");
    tcase_add_checked_fixture(h, setup, NULL);
    tcase_add_test(h, heraut_forbids_exchanging_the_roi_away);
    tcase_add_test(h, heraut_does_not_force_a_roi_that_cannot_be_placed);
    tcase_add_test(h, heraut_does_not_force_a_player_without_pawns);
    tcase_add_test(h, heraut_forces_from_the_next_action_on);
    tcase_add_test(h, draw_takes_the_top_of_ones_pile);
    tcase_add_test(h, draw_from_an_empty_pile_is_refused);
    tcase_add_test(h, exchange_swaps_a_hand_card_with_an_exchange_card);
    tcase_add_test(h, exchange_needs_the_cards_it_names);
    tcase_add_test(h, exchanging_identical_cards_is_legal);
    suite_add_tcase(s, h);

    TCase *end = tcase_create("end");
    tcase_add_checked_fixture(end, setup, NULL);
    tcase_add_test(end, placing_the_last_card_wins);
    tcase_add_test(end, cards_left_in_the_pile_prevent_the_win);
    tcase_add_test(end, marchand_as_last_card_wins_at_once);
    tcase_add_test(end, fou_as_last_card_brings_a_card_back);
    tcase_add_test(end, a_player_emptied_by_the_fou_wins_after_the_active_one);
    tcase_add_test(end, dead_position_needs_empty_piles_and_nothing_placeable);
    tcase_add_test(end, dead_position_when_no_holder_has_a_pawn);
    suite_add_tcase(s, end);

    TCase *pos = tcase_create("positions");
    tcase_add_test(pos, the_enchanteur_sends_back_the_card_a_position_names_last);
    tcase_add_test(pos, a_position_in_a_turn_goes_on_with_its_actions);
    suite_add_tcase(s, pos);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(rules_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

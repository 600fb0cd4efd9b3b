/* Properties over generated games: every generated game replays as valid
 * and ends (the corruptions are in check_properties_corrupt.c). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

#define GAMES_PER_COUNT 1000

START_TEST(generated_games_replay_valid_and_end)
{
    int players = 2 + _i;
    T_outcome o = {0};
    nt_reader *rd = T_outcome_reader(&o, 1);
    int wins = 0;
    for (unsigned long k = 0; k < GAMES_PER_COUNT; k++) {
        size_t n;
        char *xml = T_generate("castel", players, 2026, k, 0, &n);
        T_replay(rd, &o, xml, n);
        ck_assert_msg(o.records == 1 && o.valid == 1,
                      "%dp game %lu: %s", players, k, o.first);
        ck_assert_msg(!strcmp(o.end, "win") || !strcmp(o.end, "stall") ||
                          !strcmp(o.end, "dead-position") ||
                          !strcmp(o.end, "turn-limit"),
                      "%dp game %lu ended '%s'", players, k, o.end);
        wins += !strcmp(o.end, "win");
        free(xml);
    }
    nt_reader_free(rd);
    /* Random play still finishes some games properly. */
    ck_assert_int_gt(wins, GAMES_PER_COUNT / 20);
}
END_TEST

/* Quacks: every player count, the four sets and both sides of the pot. */
START_TEST(generated_quacks_games_replay_valid_and_end)
{
    int players = 2 + _i;
    T_outcome o = {0};
    nt_reader *rd = T_outcome_reader(&o, 1);
    static const char *const sets[] = {"1", "2", "3", "4"};
    int exploded = 0;
    for (unsigned long k = 0; k < GAMES_PER_COUNT; k++) {
        size_t n;
        char *xml = T_generate_with("quacks", players, 2026, k, 0,
                                    sets[k % 4], k & 4 ? "back" : "front",
                                    &n);
        T_replay(rd, &o, xml, n);
        ck_assert_msg(o.records == 1 && o.valid == 1,
                      "%dp game %lu: %s", players, k, o.first);
        ck_assert_msg(o.result, "%dp game %lu has no result", players, k);
        exploded += strstr(xml, "<exploded ") != NULL;
        free(xml);
    }
    nt_reader_free(rd);
    /* The generated players take risks: pots do explode. */
    ck_assert_int_gt(exploded, GAMES_PER_COUNT / 2);
}
END_TEST

/* Quacks with The Herb Witches: 2 to 5 players, sets 1 to 6 and mixes. */
START_TEST(generated_herb_witches_games_replay_valid_and_end)
{
    int players = 2 + _i;
    T_outcome o = {0};
    nt_reader *rd = T_outcome_reader(&o, 1);
    int called = 0;
    for (unsigned long k = 0; k < GAMES_PER_COUNT / 2; k++) {
        size_t n;
        char *xml = T_generate_hw(players, 2026, k, &n);
        T_replay(rd, &o, xml, n);
        ck_assert_msg(o.records == 1 && o.valid == 1,
                      "%dp game %lu: %s", players, k, o.first);
        ck_assert_msg(o.result, "%dp game %lu has no result", players, k);
        called += strstr(xml, "<witch ") != NULL;
        free(xml);
    }
    nt_reader_free(rd);
    /* The generated players do call the witches. */
    ck_assert_int_gt(called, GAMES_PER_COUNT / 4);
}
END_TEST

START_TEST(generated_duel_games_replay_valid_and_end)
{
    T_outcome o = {0};
    nt_reader *rd = T_outcome_reader(&o, 1);
    int by[4] = {0}, first = 0, pairs = 0;
    static const char *const hows[] = {"by=\"sixth\"", "by=\"guild\"",
                                       "by=\"half\"", "by=\"drawoff\""};
    for (unsigned long k = 0; k < GAMES_PER_COUNT; k++) {
        size_t n;
        char *xml = T_generate_duel(2026, k, &n);
        T_replay(rd, &o, xml, n);
        ck_assert_msg(o.records == 1 && o.valid == 1, "duel game %lu: %s", k,
                      o.first);
        ck_assert_msg(o.result, "duel game %lu has no result", k);
        const char *res = strstr(xml, "<result winners=\"");
        ck_assert_msg(res != NULL, "duel game %lu writes no result", k);
        for (int h = 0; h < 4; h++)
            by[h] += strstr(res, hows[h]) != NULL;
        first += strstr(xml, "first-game=\"yes\"") != NULL;
        pairs += strstr(xml, "<coins>copper silver</coins>") != NULL;
        free(xml);
    }
    nt_reader_free(rd);
    printf("duel: %d games end by a sixth cure, %d on guild patients, %d by "
           "the patient's half, %d by a draw-off\n", by[0], by[1], by[2],
           by[3]);
    ck_assert_int_eq(by[0] + by[1] + by[2] + by[3], GAMES_PER_COUNT);
    /* Every way to end is reached; first games and every pair played. */
    ck_assert_msg(by[0] > 0 && by[1] > 0 && by[2] > 0 && by[3] > 0,
                  "ends: sixth %d, guild %d, half %d, draw-off %d", by[0],
                  by[1], by[2], by[3]);
    ck_assert_int_gt(first, GAMES_PER_COUNT / 10);
    ck_assert_int_gt(pairs, 0);
}
END_TEST

Suite *properties_suite(void)
{
    Suite *s = suite_create("properties");
    TCase *g = tcase_create("generated");
    tcase_set_timeout(g, 600);
    tcase_add_loop_test(g, generated_games_replay_valid_and_end, 0, 4);
    tcase_add_loop_test(g, generated_quacks_games_replay_valid_and_end, 0, 3);
    tcase_add_loop_test(g, generated_herb_witches_games_replay_valid_and_end,
                        0, 4);
    tcase_add_test(g, generated_duel_games_replay_valid_and_end);
    suite_add_tcase(s, g);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(properties_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

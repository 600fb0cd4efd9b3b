/* Properties over generated games: every generated game replays as valid
 * and ends (the corruptions are in check_properties_corrupt.c). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

/* Games per player count (Castel, Quacks); The Herb Witches have
 * T_HW_GAMES_PER_COUNT per player count, 2 to 5 (2,000 games), the Duel
 * T_DUEL_GAMES_PER_DATA_SET per data set (2: 2,000 games); a tenth
 * under NT_TEST_QUICK (make asan). */
#define GAMES_PER_COUNT 1000
#define HW_GAMES_PER_COUNT T_HW_GAMES_PER_COUNT
#define DUEL_GAMES_PER_DATA_SET T_DUEL_GAMES_PER_DATA_SET

START_TEST(generated_games_replay_valid_and_end)
{
    const int games = T_scale(GAMES_PER_COUNT);
    int players = 2 + _i;
    T_outcome o = {0};
    nt_reader *rd = T_outcome_reader(&o, 1);
    int wins = 0;
    for (unsigned long k = 0; k < (unsigned long)games; k++) {
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
    ck_assert_int_gt(wins, games / 20);
}
END_TEST

/* Quacks: every player count, the four sets and both sides of the pot. */
START_TEST(generated_quacks_games_replay_valid_and_end)
{
    const int games = T_scale(GAMES_PER_COUNT);
    int players = 2 + _i;
    T_outcome o = {0};
    nt_reader *rd = T_outcome_reader(&o, 1);
    static const char *const sets[] = {"1", "2", "3", "4"};
    int exploded = 0;
    for (unsigned long k = 0; k < (unsigned long)games; k++) {
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
    ck_assert_int_gt(exploded, games / 2);
}
END_TEST

/* The opening tag of a record's <setup> (or the first <books>), for
 * counting what the generated games really hold. */
static const char *S_tag(const char *xml, const char *name, char *buf,
                         size_t cap)
{
    const char *p = strstr(xml, name), *e = p ? strchr(p, '>') : NULL;
    ck_assert_msg(e != NULL, "no %s in a generated game", name);
    snprintf(buf, cap, "%.*s", (int)(e - p + 1), p);
    return buf;
}

static int S_has(const char *tag, const char *attr, const char *value)
{
    char want[64];
    snprintf(want, sizeof want, " %s=\"%s\"", attr, value);
    return strstr(tag, want) != NULL;
}

/* How many flasks of a record return a chip other than a white one: a
 * <flask/> right after the <draw> of a chip of another colour (the
 * generator writes one element a line). */
static int S_flasks_on_colour(const char *xml)
{
    int n = 0;
    for (const char *p = strstr(xml, "<flask/>"); p;
         p = strstr(p + 1, "<flask/>")) {
        const char *q = p;
        while (q > xml && (q[-1] == ' ' || q[-1] == '\n'))
            q--;
        const char *line = q;
        while (line > xml && line[-1] != '\n')
            line--;
        while (*line == ' ')
            line++;
        n += !strncmp(line, "<draw chip=\"", 12) &&
             strncmp(line + 12, "white-", 6) != 0;
    }
    return n;
}

/* The <setup> of game k says what T_hw_combo_of(k) asked for: its set
 * (one, or one per colour with black and locoweed when not the base book
 * and none), its side and its ruling options (the defaults unwritten). */
static void S_check_hw_setup(const char *setup, unsigned long k, int players)
{
    T_hw_combo c = T_hw_combo_of(k);
    char v[16];
    snprintf(v, sizeof v, "%d", players);
    ck_assert_msg(S_has(setup, "players", v), "%dp game %lu: %s", players, k,
                  setup);
    if (strlen(c.set) == 1) {
        ck_assert_msg(S_has(setup, "set", c.set), "%s", setup);
    } else {
        static const char *const colours[] = {"green", "blue", "red",
                                              "yellow", "purple"};
        for (int i = 0; i < 5; i++) {
            snprintf(v, sizeof v, "%c", c.set[i]);
            ck_assert_msg(S_has(setup, colours[i], v), "set %s: %s", c.set,
                          setup);
        }
        char black = strlen(c.set) == 7 ? c.set[5] : '1',
             loco = strlen(c.set) == 7 ? c.set[6] : '0';
        snprintf(v, sizeof v, "%c", black);
        ck_assert_msg(black == '1' ? !strstr(setup, " black=")
                                   : S_has(setup, "black", v),
                      "set %s: %s", c.set, setup);
        snprintf(v, sizeof v, "%c", loco);
        ck_assert_msg(loco == '0' ? !strstr(setup, " locoweed=")
                                  : S_has(setup, "locoweed", v),
                      "set %s: %s", c.set, setup);
    }
    ck_assert_msg(S_has(setup, "side", "back") == !strcmp(c.side, "back"),
                  "side %s: %s", c.side, setup);
    ck_assert_msg(S_has(setup, "flask", "any") == !strcmp(c.flask, "any"),
                  "flask %s: %s", c.flask, setup);
    ck_assert_msg(S_has(setup, "strong-ingredient", "counts") ==
                      !strcmp(c.strong, "counts"),
                  "strong-ingredient %s: %s", c.strong, setup);
}

/* Quacks with The Herb Witches: 2 to 5 players, every set 1 to 6 and
 * mixes with and without locoweed, both sides of the pots, both flask
 * rules and both Strong ingredient rules (T_hw_combo_of). */
START_TEST(generated_herb_witches_games_replay_valid_and_end)
{
    const int per = T_scale(HW_GAMES_PER_COUNT);
    T_outcome o = {0};
    nt_reader *rd = T_outcome_reader(&o, 1);
    int games = 0, by_players[6] = {0}, uniform[7] = {0}, loco = 0,
        black = 0, plain = 0, back = 0, any = 0, counts = 0,
        flasked[2] = {0}, strong_drawn[2] = {0}, called = 0;
    char setup[512];
    for (int players = 2; players <= 5; players++)
        for (unsigned long k = 0; k < (unsigned long)per; k++) {
            size_t n;
            char *xml = T_generate_hw_combo(players, T_CORPUS_SEED, k, &n);
            T_hw_combo c = T_hw_combo_of(k);
            T_replay(rd, &o, xml, n);
            ck_assert_msg(o.records == 1 && o.valid == 1,
                          "%dp game %lu (seed 2026, set %s, side %s, %s): %s",
                          players, k, c.set, c.side, c.options, o.first);
            ck_assert_msg(o.result, "%dp game %lu has no result", players,
                          k);
            S_tag(xml, "<setup ", setup, sizeof setup);
            S_check_hw_setup(setup, k, players);
            games++;
            by_players[players]++;
            const char *one = strstr(setup, " set=\"");
            if (one)
                uniform[one[6] - '0']++;
            else if (strstr(setup, " locoweed="))
                loco++;
            else
                plain++;
            black += !one && (S_has(setup, "black", "5") ||
                              S_has(setup, "black", "6"));
            back += S_has(setup, "side", "back");
            int a = S_has(setup, "flask", "any"),
                s = S_has(setup, "strong-ingredient", "counts");
            any += a;
            counts += s;
            flasked[a] += S_flasks_on_colour(xml) > 0;
            strong_drawn[s] +=
                strstr(xml, "<fortune card=\"strong-ingredient\"") != NULL;
            called += strstr(xml, "<witch ") != NULL;
            free(xml);
        }
    nt_reader_free(rd);
    printf("herb witches: %d games replayed valid to a result: 2p %d, 3p %d, "
           "4p %d, 5p %d; set 1 %d, 2 %d, 3 %d, 4 %d, 5 %d, 6 %d, mixed with "
           "locoweed %d, mixed without %d (%d mixes with black of set 5/6); "
           "front %d, back %d; flask=white %d (a flask returns a coloured "
           "chip in %d), flask=any %d (in %d); strong-ingredient=no-action %d (card drawn "
           "in %d), counts %d (%d); witches called in %d\n",
           games, by_players[2], by_players[3], by_players[4], by_players[5],
           uniform[1], uniform[2], uniform[3], uniform[4], uniform[5],
           uniform[6], loco, plain, black, games - back, back, games - any,
           flasked[0], any, flasked[1], games - counts, strong_drawn[0],
           counts, strong_drawn[1], called);
    ck_assert_int_eq(games, 4 * per);
    /* Every value of every dimension is reached. */
    for (int p = 2; p <= 5; p++)
        ck_assert_int_eq(by_players[p], per);
    for (int i = 1; i <= 6; i++)
        ck_assert_msg(uniform[i] > 0, "no game of set %d", i);
    ck_assert_int_gt(loco, 0);
    ck_assert_int_gt(plain, 0);
    ck_assert_int_gt(black, 0);
    ck_assert_int_eq(loco + plain + uniform[1] + uniform[2] + uniform[3] +
                         uniform[4] + uniform[5] + uniform[6],
                     games);
    ck_assert(back > 0 && back < games);
    ck_assert(any > 0 && any < games);
    ck_assert(counts > 0 && counts < games);
    /* The ruling options come into play: a flask returns a chip other
     * than a white one under flask=any, never under flask=white; the
     * Strong ingredient is drawn under both of its rules. */
    ck_assert_int_eq(flasked[0], 0);
    ck_assert_int_gt(flasked[1], 0);
    ck_assert(strong_drawn[0] > 0 && strong_drawn[1] > 0);
    /* The generated players do call the witches. */
    ck_assert_int_gt(called, games / 2);
}
END_TEST

/* The Duel's <books> for a set of T_duel_sets: one digit for every book
 * or six, blue red green pink yellow purple, written I to IV. */
static void S_duel_books(const char *set, char *buf, size_t cap)
{
    static const char *const roman[] = {"", "I", "II", "III", "IV"};
    const char *d = set;
    char six[8];
    if (strlen(set) == 1) {
        memset(six, set[0], 6);
        six[6] = 0;
        d = six;
    }
    snprintf(buf, cap,
             "<books blue=\"%s\" red=\"%s\" green=\"%s\" pink=\"%s\" "
             "yellow=\"%s\" purple=\"%s\"/>",
             roman[d[0] - '0'], roman[d[1] - '0'], roman[d[2] - '0'],
             roman[d[3] - '0'], roman[d[4] - '0'], roman[d[5] - '0']);
}

/* The Duel's corpus with the data set `id` loaded: sets 1 to 4 and
 * mixes, first games, every ordered pair of the three coins (as
 * T_generate_duel asked, read back from each record); games end by a
 * sixth cure, on guild patients, by the patient's half or by a
 * draw-off. */
static void S_duel_corpus(const char *id)
{
    const int games = T_scale(DUEL_GAMES_PER_DATA_SET);
    ck_assert_str_eq(nt_components_id(), id);
    T_outcome o = {0};
    nt_reader *rd = T_outcome_reader(&o, 1);
    int by[4] = {0}, first = 0, sets[8] = {0}, pairs[6] = {0}, asserted = 0,
        ours = 0;
    static const char *const hows[] = {"by=\"sixth\"", "by=\"guild\"",
                                       "by=\"half\"", "by=\"drawoff\""};
    char dataset[64], want[160], tag[160];
    snprintf(dataset, sizeof dataset, "<components dataset=\"%s\"/>", id);
    for (unsigned long k = 0; k < (unsigned long)games; k++) {
        size_t n;
        char *xml = T_generate_duel(T_CORPUS_SEED, k, &n);
        T_replay(rd, &o, xml, n);
        ck_assert_msg(o.records == 1 && o.valid == 1,
                      "duel game %lu (seed 2026, %s): %s", k, id, o.first);
        ck_assert_msg(o.result, "duel game %lu (%s) has no result", k, id);
        const char *res = strstr(xml, "<result winners=\"");
        ck_assert_msg(res != NULL, "duel game %lu writes no result", k);
        for (int h = 0; h < 4; h++)
            by[h] += strstr(res, hows[h]) != NULL;
        ours += strstr(xml, dataset) != NULL;
        asserted += k % 5 == 0;
        if (k % 7 == 3) {
            ck_assert_msg(strstr(xml, "first-game=\"yes\""), "game %lu", k);
            first++;
        } else {
            S_duel_books(T_duel_sets[k % 8], want, sizeof want);
            ck_assert_msg(strstr(xml, want), "game %lu: %s not in %s", k,
                          want, S_tag(xml, "<books ", tag, sizeof tag));
            sets[k % 8]++;
            const char *pair = T_duel_coins[(k / 8) % 6];
            snprintf(want, sizeof want, "<coins>%.*s %s</coins>",
                     (int)strcspn(pair, ","), pair, strchr(pair, ',') + 1);
            ck_assert_msg(strstr(xml, want), "game %lu: %s not in %s", k,
                          want, S_tag(xml, "<coins>", tag, sizeof tag));
            pairs[(k / 8) % 6]++;
        }
        free(xml);
    }
    nt_reader_free(rd);
    printf("duel (%s): %d games replayed valid to a result; set 1 %d, 2 %d, "
           "3 %d, 4 %d, mixed %d; first games %d; coins silver,gold %d, "
           "gold,silver %d, copper,gold %d, gold,copper %d, copper,silver "
           "%d, silver,copper %d; with assertions %d; end by a sixth cure "
           "%d, on guild patients %d, by the patient's half %d, by a "
           "draw-off %d\n",
           id, games, sets[0], sets[1], sets[2], sets[3],
           sets[4] + sets[5] + sets[6] + sets[7], first, pairs[0], pairs[1],
           pairs[2], pairs[3], pairs[4], pairs[5], asserted, by[0], by[1],
           by[2], by[3]);
    /* Every record names the data set it was played with. */
    ck_assert_int_eq(ours, games);
    ck_assert_int_eq(by[0] + by[1] + by[2] + by[3], games);
    /* Every set, mix and pair is played, and first games. */
    for (int i = 0; i < 8; i++)
        ck_assert_msg(sets[i] > 0, "no game of set %s", T_duel_sets[i]);
    for (int i = 0; i < 6; i++)
        ck_assert_msg(pairs[i] > 0, "no game with %s", T_duel_coins[i]);
    ck_assert_int_gt(first, games / 10);
    ck_assert_int_gt(asserted, 0);
    /* The usual ways to end are reached (a draw-off is rare: only the
     * full corpora are sure to hold one). */
    ck_assert_msg(by[0] > 0 && by[1] > 0 && by[2] > 0,
                  "ends: sixth %d, guild %d, half %d", by[0], by[1], by[2]);
    if (games == DUEL_GAMES_PER_DATA_SET)
        ck_assert_msg(by[3] > 0, "no draw-off in %d games", games);
}

START_TEST(generated_duel_games_replay_valid_and_end)
{
    S_duel_corpus("provisional-1");
}
END_TEST

/* The second data set, loaded for this test case alone: the fixture puts
 * provisional-1 back whatever happens (with CK_FORK=no the process is
 * shared). */
static void S_other_1(void)
{
    T_use_components("other-1");
}

static void S_provisional_1(void)
{
    T_use_components("provisional-1");
}

START_TEST(generated_duel_games_replay_valid_with_other_1)
{
    S_duel_corpus("other-1");
}
END_TEST

Suite *properties_suite(void)
{
    Suite *s = suite_create("properties");
    TCase *g = tcase_create("generated");
    tcase_set_timeout(g, 600);
    tcase_add_loop_test(g, generated_games_replay_valid_and_end, 0, 4);
    tcase_add_loop_test(g, generated_quacks_games_replay_valid_and_end, 0, 3);
    tcase_add_test(g, generated_herb_witches_games_replay_valid_and_end);
    tcase_add_test(g, generated_duel_games_replay_valid_and_end);
    suite_add_tcase(s, g);
    TCase *o = tcase_create("other-1");
    tcase_set_timeout(o, 600);
    tcase_add_checked_fixture(o, S_other_1, S_provisional_1);
    tcase_add_test(o, generated_duel_games_replay_valid_with_other_1);
    suite_add_tcase(s, o);
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

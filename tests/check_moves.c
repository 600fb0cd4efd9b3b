/* Moves at a position (notation_position.h): the record's own move as it
 * writes it, push and pop, illegal and stray parts refused with nothing
 * changed; and the property of issue 22: for generated games of every
 * game, at random places, each legal move played with what-if
 * (nt_position_replace_move) and written as a record validates, and
 * replays to the same state as the engine's own play of it (push). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation_position.h"
#include "rng.h"
#include "support.h"

#define COURT "fixtures/castel/valid/01-two-players-court.xml"

static nt_position *S_open(const char *path)
{
    char *err = NULL;
    nt_position *p = nt_position_open_file(path, 0, &err);
    ck_assert_msg(p != NULL, "%s", err ? err : "");
    return p;
}

/* The fixture's turn 1 begins (its line 20) with <place card="roi"
 * at="c3"/>; turn 3 (lines 29 to 31) with the reine on d4 sending the
 * princesse on e5 back: the card sent back is a stated fact, not a
 * choice, and the move leaves it out. */
START_TEST(the_records_move_is_written_as_the_record_writes_it)
{
    nt_position *p = S_open(COURT);
    ck_assert_int_eq(nt_position_seek_step(p, 2), 0);
    ck_assert(nt_position_move_start(p));
    char *m = nt_position_recorded_move(p);
    ck_assert_str_eq(m, "<place card=\"roi\" at=\"c3\"/>");
    free(m);
    /* Three choices: the action, the card, its square. */
    ck_assert_uint_eq(nt_position_move_length(p), 3);
    nt_position_forward(p);
    ck_assert(!nt_position_move_start(p));
    ck_assert_uint_eq(nt_position_move_length(p), 2);
    nt_position_free(p);

    p = S_open(COURT);
    ck_assert_int_eq(nt_position_seek_step(p, 6), 0);
    ck_assert_str_eq(nt_position_context(p),
                     "turn 3, seat 1 (Alice), action 1");
    m = nt_position_recorded_move(p);
    ck_assert_str_eq(m, "<place card=\"reine\" at=\"d4\"><send-back "
                        "at=\"e5\"/></place>");
    free(m);
    nt_position_free(p);
}
END_TEST

/* A listed move is legal, and each is listed once; the record's own
 * move is among them (turn 1's first action: an empty castle, 145 moves,
 * few enough to list whole). */
START_TEST(the_record_plays_one_of_the_listed_moves)
{
    nt_position *p = S_open(COURT);
    nt_position_seek_step(p, 2);
    int complete = 0;
    size_t n = nt_position_moves(p, 0, &complete);
    ck_assert(complete);
    ck_assert_uint_gt(n, 1);
    char *mine = nt_position_recorded_move(p);
    int found = 0;
    for (size_t i = 0; i < n; i++) {
        found += !strcmp(nt_position_move_text(p, i), mine);
        for (size_t j = 0; j < i; j++)
            ck_assert_str_ne(nt_position_move_text(p, i),
                             nt_position_move_text(p, j));
    }
    ck_assert_int_eq(found, 1);
    ck_assert_str_eq(nt_position_move_text(p, 0), "<draw/>");
    ck_assert_str_eq(nt_position_move_rule(p, 0), "castel.turn.actions");
    free(mine);
    nt_position_free(p);
}
END_TEST

START_TEST(push_plays_a_whole_move_and_pop_takes_it_back)
{
    nt_position *p = S_open(COURT);
    nt_position_seek_step(p, 6);
    size_t at = nt_position_index(p);
    char *err = NULL;
    ck_assert_int_eq(nt_position_push(p, "<place card=\"reine\" at=\"d4\">"
                                         "<send-back at=\"e5\" "
                                         "card=\"princesse\"/></place>",
                                      &err),
                     0);
    /* The action, the card, the square, the effect the reine may have
     * (a send-back) and its target. */
    ck_assert_uint_eq(nt_position_index(p), at + 5);
    ck_assert_str_eq(nt_position_context(p),
                     "turn 3, seat 1 (Alice), action 2");
    ck_assert_int_eq(nt_position_pop(p), 0);
    ck_assert_uint_eq(nt_position_index(p), at);
    ck_assert_int_eq(nt_position_pop(p), -1);
    nt_position_free(p);
}
END_TEST

/* The roi arrives in the courtyard (castel.place.zone): a1 is a tower.
 * An element the rules do not ask for is refused too.  Either way the
 * position and its line are as they were. */
START_TEST(an_illegal_move_changes_nothing)
{
    static const char *const bad[] = {
        "<place card=\"roi\" at=\"a1\"/>", "castel.place.zone",
        "<place card=\"roi\" at=\"c3\"><summon at=\"b1\"/></place>",
        "notation.unexpected",
        "<place card=\"roi\"", "notation.xml"};
    for (int i = 0; i < 6; i += 2) {
        nt_position *p = S_open(COURT);
        nt_position_seek_step(p, 2);
        size_t at = nt_position_index(p), n = nt_position_length(p);
        char *err = NULL;
        ck_assert_int_eq(nt_position_push(p, bad[i], &err), -1);
        ck_assert_msg(err && strstr(err, bad[i + 1]), "%s: %s", bad[i],
                      err ? err : "(no message)");
        ck_assert_uint_eq(nt_position_index(p), at);
        ck_assert_uint_eq(nt_position_length(p), n);
        char *mine = nt_position_recorded_move(p);
        ck_assert_str_eq(mine, "<place card=\"roi\" at=\"c3\"/>");
        free(mine);
        free(err);
        nt_position_free(p);
    }
}
END_TEST

/* Whose bag, deck or die a chance outcome comes out of: Nina draws her
 * chips from her own bag (the example's third choice); the Castel deal
 * comes out of the shared deck; a decision has none. */
START_TEST(a_chance_outcome_says_whose_bag)
{
    nt_position *p = S_open("fixtures/quacks/valid/example-2-explosion.xml");
    nt_position_seek(p, 2);
    ck_assert_str_eq(nt_position_chance_source(p), "bag");
    ck_assert_int_eq(nt_position_chance_owner(p), 1);
    nt_position_forward(p);
    ck_assert_int_gt(nt_position_actor(p), 0);
    ck_assert_ptr_null(nt_position_chance_source(p));
    ck_assert_int_eq(nt_position_chance_owner(p), 0);
    nt_position_free(p);
    p = S_open(COURT);
    ck_assert_str_eq(nt_position_chance_source(p), "deck");
    ck_assert_int_eq(nt_position_chance_owner(p), 0);
    nt_position_free(p);
}
END_TEST

/* -------------------------------------------------------- the property */

static char *S_generated(int game, int k, size_t *len)
{
    return T_generate_game(game, k, 47, len);
}

/* A random place where a player's move starts, or -1. */
static long S_move_place(nt_position *p, nt_rng *r)
{
    size_t n = nt_position_length(p);
    for (int tries = 0; tries < 50; tries++) {
        size_t at = nt_rng_below(r, (uint32_t)n);
        nt_position_seek(p, at);
        if (nt_position_actor(p) > 0 && nt_position_move_start(p))
            return (long)at;
    }
    return -1;
}

typedef struct tally {
    int moves, written, same;
} tally;

/* Move `move` at choice `at`: played by the engine (push), and as a
 * what-if on the record, written, read back and stood at its end. */
static void S_check_move(const char *xml, size_t len, size_t at,
                         const char *move, tally *t)
{
    nt_position *a = T_position("moves.xml", xml, len);
    nt_position *b = T_position("moves.xml", xml, len);
    nt_position_seek(a, at);
    nt_position_seek(b, at);
    char *err = NULL, *why = NULL;
    ck_assert_msg(nt_position_push(a, move, &err) == 0, "%s: %s", move,
                  err ? err : "");
    size_t end = nt_position_index(a);
    ck_assert_msg(nt_position_replace_move(b, move, &why, &err) >= 0,
                  "choice %zu, %s: %s", at + 1, move, err ? err : "");
    char *out = NULL;
    size_t olen = 0, kept = 0;
    FILE *f = open_memstream(&out, &olen);
    int rc = nt_position_write(b, f, &kept);
    ck_assert(fclose(f) == 0);
    t->moves++;
    if (rc == 0) {
        nt_position *c = T_position("moves.xml", out, olen);
        ck_assert_msg(nt_position_record_valid(c), "%s written: %s", move,
                      nt_position_record_diag(c)->message);
        t->written++;
        if (kept >= end) {
            nt_position_seek(c, end);
            char *da = nt_position_describe(a), *dc = nt_position_describe(c);
            ck_assert_msg(!strcmp(da, dc), "%s: the states differ:\n%s\n--\n%s",
                          move, da, dc);
            t->same++;
            free(da);
            free(dc);
        }
        nt_position_free(c);
    }
    free(out);
    free(why);
    nt_position_free(a);
    nt_position_free(b);
}

START_TEST(every_legal_move_written_with_what_if_replays_as_played)
{
    nt_rng r;
    nt_rng_seed(&r, 11 + (uint64_t)_i);
    int games = getenv("NT_TEST_QUICK") ? 2 : 6;
    tally t = {0};
    for (int k = 0; k < games; k++) {
        size_t len;
        char *xml = S_generated(_i, k, &len);
        nt_position *p = T_position("moves.xml", xml, len);
        for (int place = 0; place < 3; place++) {
            long at = S_move_place(p, &r);
            if (at < 0)
                continue;
            nt_position_seek(p, (size_t)at);
            size_t n = nt_position_moves(p, 0, NULL);
            /* Every move of a small list; a sample of a large one. */
            for (size_t i = 0; i < n; i += n > 12 ? n / 12 + 1 : 1) {
                char *move = strdup(nt_position_move_text(p, i));
                S_check_move(xml, len, (size_t)at, move, &t);
                free(move);
                nt_position_seek(p, (size_t)at);
                nt_position_moves(p, 0, NULL);
            }
        }
        nt_position_free(p);
        free(xml);
    }
    printf("moves (game %d): %d moves played, %d written, %d read back to "
           "the same state\n",
           _i, t.moves, t.written, t.same);
    ck_assert_int_gt(t.same, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("moves");
    TCase *t = tcase_create("moves");
    tcase_set_timeout(t, 600);
    tcase_add_test(t, the_records_move_is_written_as_the_record_writes_it);
    tcase_add_test(t, the_record_plays_one_of_the_listed_moves);
    tcase_add_test(t, push_plays_a_whole_move_and_pop_takes_it_back);
    tcase_add_test(t, an_illegal_move_changes_nothing);
    tcase_add_test(t, a_chance_outcome_says_whose_bag);
    tcase_add_loop_test(t, every_legal_move_written_with_what_if_replays_as_played,
                        0, 4);
    suite_add_tcase(s, t);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

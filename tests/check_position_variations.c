/* The position API walks a record's variations (nt_position(3)): listed
 * at the move they replace, entered and left, each a line of its own with
 * its marks.  Every expected value here is read off the fixture's text:
 * the line a move is written on, the marks written, the results the
 * records state. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "notation_position.h"

#define CASTEL "fixtures/castel/valid/15-annotated-variations.xml"
#define CASTEL_BAD "fixtures/castel/invalid/91-variation-nested-occupied.xml"
#define QUACKS "fixtures/quacks/valid/annotated-1-variations.xml"
#define DUEL "fixtures/quacks-duel/valid/annotated-1-variations.xml"

static nt_position *S_open(const char *path)
{
    char *err = NULL;
    nt_position *p = nt_position_open_file(path, 1, &err);
    ck_assert_msg(p != NULL, "%s", err ? err : "");
    return p;
}

/* The first choice of the position's line written on `line` of the
 * record, where the position then stands. */
static size_t S_at_line(nt_position *p, unsigned long line)
{
    nt_choice c;
    for (size_t k = 0; nt_position_choice(p, k, &c) == 0; k++)
        if (c.line == line) {
            ck_assert_int_eq(nt_position_seek(p, k), 0);
            return k;
        }
    ck_abort_msg("no choice written on line %lu", line);
    return 0;
}

static const char *S_mark(const nt_position *p, size_t k)
{
    nt_choice c;
    ck_assert_int_eq(nt_position_choice(p, k, &c), 0);
    return c.mark ? c.mark : "";
}

/* The first choice from k on whose recorded answer is `answer`. */
static size_t S_find_answer(const nt_position *p, size_t k,
                            const char *answer)
{
    nt_choice c;
    for (; nt_position_choice(p, k, &c) == 0; k++)
        if (!strcmp(c.answer, answer))
            return k;
    ck_abort_msg("no answer %s", answer);
    return 0;
}

static int S_starts(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* The main line's places where variations stand, in order. */
static size_t S_places(nt_position *p, size_t *at, size_t max)
{
    size_t n = 0, length = nt_position_length(p);
    for (size_t k = 0; k <= length; k++) {
        ck_assert_int_eq(nt_position_seek(p, k), 0);
        if (nt_position_variation_count(p) && n < max)
            at[n++] = k;
    }
    return n;
}

START_TEST(castel_variations_are_listed_entered_and_left)
{
    nt_position *p = S_open(CASTEL);
    ck_assert_int_eq(nt_position_depth(p), 0);
    ck_assert_str_eq(nt_position_line_name(p), "");
    ck_assert_int_eq(nt_position_leave(p), -1);
    /* On the main line: after the reine of turn 3 and after turn 8. */
    size_t at[4];
    ck_assert_uint_eq(S_places(p, at, 4), 2);
    ck_assert_uint_eq(at[0], S_at_line(p, 30));
    ck_assert_uint_eq(at[1], S_at_line(p, 94));
    ck_assert_str_eq(S_mark(p, at[0]), "!");
    ck_assert_str_eq(S_mark(p, at[1]), "??");

    nt_position_seek(p, at[0]);
    ck_assert_uint_eq(nt_position_variation_count(p), 1);
    nt_variation v;
    ck_assert_int_eq(nt_position_variation(p, 1, &v), -1);
    ck_assert_int_eq(nt_position_variation(p, 0, &v), 0);
    ck_assert_str_eq(v.name, "variation 1 of turn 3, seat 1 (Alice), action 1");
    ck_assert_int_eq(v.number, 1);
    ck_assert_uint_eq(v.branch, at[0]);
    ck_assert_uint_eq(v.nested, 1);
    ck_assert_int_eq(v.valid, 1);
    ck_assert_ptr_null(v.diag);
    ck_assert_uint_eq(v.line, 35);

    ck_assert_int_eq(nt_position_enter(p, 0), 0);
    ck_assert_int_eq(nt_position_depth(p), 1);
    ck_assert_str_eq(nt_position_line_name(p), v.name);
    ck_assert_uint_eq(nt_position_index(p), at[0]);
    ck_assert_uint_eq(nt_position_length(p), v.length);
    ck_assert_str_eq(S_mark(p, at[0]), "?!"); /* the courtisan */
    char *move = nt_position_recorded_move(p);
    ck_assert_ptr_nonnull(strstr(move, "courtisan"));
    free(move);
    /* The variation's own variation: Bruno's barbare at line 42. */
    size_t in = S_at_line(p, 42);
    ck_assert_uint_eq(nt_position_variation_count(p), 1);
    nt_variation w;
    ck_assert_int_eq(nt_position_variation(p, 0, &w), 0);
    ck_assert_str_eq(w.name, "variation 1 of turn 3, seat 1 (Alice), action 1"
                             " / variation 1 of turn 4, seat 2 (Bruno), "
                             "action 1");
    ck_assert_uint_eq(w.line, 47);
    ck_assert_uint_eq(w.nested, 0);
    ck_assert_int_eq(nt_position_enter(p, 0), 0);
    ck_assert_int_eq(nt_position_depth(p), 2);
    ck_assert_str_eq(S_mark(p, in), "?");
    /* It stops after Bruno's two soldats: the game goes on, unrecorded. */
    ck_assert_int_eq(nt_position_seek(p, nt_position_length(p)), 0);
    ck_assert_int_eq(nt_position_over(p), 0);
    ck_assert_ptr_null(nt_position_recorded(p));
    nt_choice last;
    nt_position_choice(p, nt_position_length(p) - 1, &last);
    ck_assert_uint_eq(last.line, 48);
    /* Leaving goes back where each was entered. */
    ck_assert_int_eq(nt_position_leave(p), 0);
    ck_assert_int_eq(nt_position_depth(p), 1);
    ck_assert_uint_eq(nt_position_index(p), in);
    ck_assert_int_eq(nt_position_leave(p), 0);
    ck_assert_int_eq(nt_position_depth(p), 0);
    ck_assert_uint_eq(nt_position_index(p), at[0]);
    ck_assert_str_eq(S_mark(p, at[0]), "!");

    /* Turn 8's variation replaces the whole turn and ends the game: a
     * stall Bruno wins, where the main line's Alice wins. */
    nt_position_seek(p, at[1]);
    ck_assert_int_eq(nt_position_variation(p, 0, &v), 0);
    ck_assert_str_eq(v.name, "variation 1 of turn 8, seat 2 (Bruno), action 1");
    ck_assert_uint_eq(v.line, 100);
    ck_assert_uint_eq(v.nested, 1);
    ck_assert_int_eq(nt_position_enter(p, 0), 0);
    ck_assert_str_eq(S_mark(p, at[1]), "!");
    ck_assert_int_eq(nt_position_seek(p, nt_position_length(p)), 0);
    nt_result r;
    nt_position_result(p, &r);
    ck_assert_int_eq(r.over, 1);
    ck_assert_uint_eq(r.winners, 2);
    /* What-if reads the main line: not from inside a variation. */
    nt_position_seek(p, at[1]);
    char *err = NULL, *why = NULL;
    ck_assert_int_eq(nt_position_replace(p, "exchange", &why, &err), -1);
    ck_assert_ptr_nonnull(err);
    free(err);
    ck_assert_int_eq(nt_position_leave(p), 0);
    ck_assert_int_eq(nt_position_seek(p, nt_position_length(p)), 0);
    nt_position_result(p, &r);
    ck_assert_uint_eq(r.winners, 1);
    nt_position_free(p);
}
END_TEST

START_TEST(a_line_played_otherwise_leaves_the_variations_behind)
{
    nt_position *p = S_open(CASTEL);
    size_t at = S_at_line(p, 30);
    /* Turn 1 played otherwise: the record's variations are not this
     * line's. */
    nt_position_seek(p, S_at_line(p, 21));
    nt_position_forward(p);
    size_t k = nt_position_index(p);
    const char *other = NULL;
    for (size_t i = 0; i < nt_position_legal_count(p); i++)
        if (strcmp(nt_position_legal(p, i), nt_position_recorded(p)))
            other = nt_position_legal(p, i);
    ck_assert_ptr_nonnull(other);
    ck_assert_int_eq(nt_position_apply(p, other, NULL), 0);
    ck_assert_uint_eq(nt_position_index(p), k + 1);
    for (size_t i = 0; i <= at && i <= nt_position_length(p); i++) {
        nt_position_seek(p, i);
        ck_assert_uint_eq(nt_position_variation_count(p), 0);
        ck_assert_int_eq(nt_position_enter(p, 0), -1);
    }
    nt_position_free(p);
}
END_TEST

START_TEST(a_variation_that_breaks_a_rule_says_so)
{
    nt_position *p = S_open(CASTEL_BAD);
    ck_assert_int_eq(nt_position_record_valid(p), 0);
    size_t at[2];
    ck_assert_uint_eq(S_places(p, at, 2), 1);
    nt_position_seek(p, at[0]);
    nt_variation v;
    ck_assert_int_eq(nt_position_variation(p, 0, &v), 0);
    /* The nested one breaks castel.place.occupied: the diagnostic stored
     * beside the fixture, for the variation and the one around it. */
    const char *expected =
        CASTEL_BAD ":46:11: error[castel.place.occupied]: variation 1 of "
        "turn 3, seat 1 (Alice), action 1 / variation 1 of turn 4, seat 2 "
        "(Bruno), action 1: the assassin cannot go to d2: d2 is taken by the "
        "courtisan: one card per square";
    ck_assert_int_eq(v.valid, 0);
    ck_assert_str_eq(v.diag, expected);
    ck_assert_int_eq(nt_position_enter(p, 0), 0);
    S_at_line(p, 41); /* Bruno's barbare */
    ck_assert_int_eq(nt_position_variation(p, 0, &v), 0);
    ck_assert_int_eq(v.valid, 0);
    ck_assert_str_eq(v.diag, expected);
    ck_assert_int_eq(nt_position_enter(p, 0), 0);
    /* Its line stops before the assassin's square: the card is placed,
     * d2 is not legal. */
    nt_choice c;
    nt_position_choice(p, nt_position_length(p) - 1, &c);
    ck_assert_str_eq(c.answer, "assassin");
    ck_assert_uint_eq(c.line, 46);
    nt_position_free(p);
}
END_TEST

START_TEST(quacks_variations_of_a_decision_and_a_chip)
{
    nt_position *p = S_open(QUACKS);
    /* Seat 2's flask (line 28): its variation draws the orange 1. */
    size_t b = S_at_line(p, 28);
    ck_assert_str_eq(S_mark(p, b), "?!");
    ck_assert_uint_eq(nt_position_variation_count(p), 1);
    nt_variation v;
    nt_position_variation(p, 0, &v);
    ck_assert_msg(S_starts(v.name, "variation 1 of round 1"), "%s", v.name);
    ck_assert_uint_eq(v.line, 31);
    ck_assert_uint_eq(v.nested, 1);
    ck_assert_int_eq(nt_position_enter(p, 0), 0);
    ck_assert_str_eq(S_mark(p, b), "!");
    ck_assert_str_eq(nt_position_recorded(p), "draw");
    nt_position_forward(p);
    ck_assert_int_eq(nt_position_actor(p), 0); /* the chip: chance */
    ck_assert_str_eq(nt_position_recorded(p), "orange-1");
    /* The nested variation replaces that whole draw: it starts at the
     * same decision, and draws the white 3. */
    nt_position_back(p);
    ck_assert_uint_eq(nt_position_variation_count(p), 1);
    nt_variation w;
    nt_position_variation(p, 0, &w);
    ck_assert_ptr_nonnull(strstr(w.name, " / variation 1 of round 1"));
    ck_assert_uint_eq(w.branch, b);
    ck_assert_uint_eq(w.line, 34);
    ck_assert_int_eq(nt_position_enter(p, 0), 0);
    ck_assert_str_eq(S_mark(p, b), "??");
    nt_position_forward(p);
    ck_assert_str_eq(nt_position_recorded(p), "white-3");
    ck_assert_int_eq(nt_position_leave(p), 0);
    ck_assert_int_eq(nt_position_leave(p), 0);
    /* The evaluation's choice of seat 2, who exploded: buy, or VP.  What
     * the record answers by silence just before it (written nowhere, so
     * located at line 49 too) is read in the variation as well: the
     * variation branches at the first choice located there. */
    b = S_at_line(p, 49);
    ck_assert_uint_eq(nt_position_variation_count(p), 1);
    size_t k = S_find_answer(p, b, "buy");
    ck_assert_str_eq(S_mark(p, k), "!");
    ck_assert_int_eq(nt_position_enter(p, 0), 0);
    ck_assert_uint_eq(nt_position_index(p), b);
    k = S_find_answer(p, b, "vp");
    ck_assert_str_eq(S_mark(p, k), "?");
    nt_position_free(p);
}
END_TEST

START_TEST(duel_variation_ends_the_game_otherwise)
{
    nt_position *p = S_open(DUEL);
    size_t at[4];
    ck_assert_uint_eq(S_places(p, at, 4), 2);
    /* Round 7: Ada's fifth white (line 132) against paying twice. */
    size_t b = S_at_line(p, 132);
    ck_assert_uint_eq(b, at[1]);
    ck_assert_str_eq(S_mark(p, b), "??");
    nt_variation v;
    ck_assert_int_eq(nt_position_variation(p, 0, &v), 0);
    ck_assert_uint_eq(v.line, 135);
    ck_assert_uint_eq(v.nested, 1);
    ck_assert_int_eq(nt_position_enter(p, 0), 0);
    ck_assert_str_eq(S_mark(p, b), "!");
    ck_assert_str_eq(nt_position_recorded(p), "pay");
    /* Its second pay (line 136) has a variation of its own. */
    size_t second = S_at_line(p, 136);
    ck_assert_uint_gt(second, b);
    ck_assert_int_eq(nt_position_variation(p, 0, &v), 0);
    ck_assert_uint_eq(v.line, 139);
    ck_assert_int_eq(nt_position_enter(p, 0), 0);
    ck_assert_str_eq(S_mark(p, second), "?");
    /* It stops with Ada's turn, the round's last: the round's end asks
     * nothing more (the main line writes no choice after its own last
     * turn either), and the game ends with it. */
    ck_assert_int_eq(nt_position_seek(p, nt_position_length(p)), 0);
    ck_assert_int_eq(nt_position_over(p), 1);
    ck_assert_int_eq(nt_position_leave(p), 0);
    /* The variation ends the game: Ada wins by the patient's half. */
    ck_assert_int_eq(nt_position_seek(p, nt_position_length(p)), 0);
    nt_result r;
    nt_position_result(p, &r);
    ck_assert_int_eq(r.over, 1);
    ck_assert_uint_eq(r.winners, 1);
    ck_assert_int_eq(nt_position_leave(p), 0);
    ck_assert_int_eq(nt_position_seek(p, nt_position_length(p)), 0);
    nt_position_result(p, &r);
    ck_assert_uint_eq(r.winners, 2);
    nt_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("position variations");
    TCase *t = tcase_create("variations");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, castel_variations_are_listed_entered_and_left);
    tcase_add_test(t, a_line_played_otherwise_leaves_the_variations_behind);
    tcase_add_test(t, a_variation_that_breaks_a_rule_says_so);
    tcase_add_test(t, quacks_variations_of_a_decision_and_a_chip);
    tcase_add_test(t, duel_variation_ends_the_game_otherwise);
    suite_add_tcase(s, t);
    SRunner *r = srunner_create(s);
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? 1 : 0;
}

/* The position API (nt_position(3)) alone drives whole games: every
 * answer of a record is among the legal ones where it stands, applying
 * them one by one from the set-up reaches the result validate gives, and
 * moving back and forth shows the same states. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation_position.h"

/* ------------------------------------------------------------ helpers */

typedef struct verdict {
    int valid;
    char summary[512];
} verdict;

static int S_seen(const nt_record *r, void *user)
{
    verdict *v = user;
    v->valid = r->valid;
    snprintf(v->summary, sizeof v->summary, "%s",
             r->summary ? r->summary : "");
    return 1;
}

/* What validate says of the first record of bytes in memory. */
static verdict S_validate(const char *data, size_t len)
{
    verdict v = {0, ""};
    nt_options o;
    char *err = NULL;
    nt_options_init(&o);
    o.on_record = S_seen;
    o.user = &v;
    nt_reader *r = nt_reader_new(&o, &err);
    ck_assert_ptr_nonnull(r);
    nt_reader_memory(r, "mem", data, len);
    nt_reader_free(r);
    return v;
}

static char *S_generate(const char *game, int players, unsigned long seed,
                        size_t *len)
{
    nt_gen_options g = {0};
    g.game = nt_game_find(game);
    g.players = players;
    g.seed = seed;
    char *data = NULL;
    FILE *f = open_memstream(&data, len);
    char *err = NULL;
    ck_assert_int_eq(nt_generate(&g, 1, 0, f, &err), 0);
    fclose(f);
    return data;
}

static int S_is_legal(const nt_position *p, const char *answer)
{
    for (size_t i = 0; i < nt_position_legal_count(p); i++)
        if (!strcmp(nt_position_legal(p, i), answer))
            return 1;
    return 0;
}

/* Open, list, apply every answer from the start, and compare the result
 * with validate's. */
static void S_drive(const char *data, size_t len)
{
    verdict v = S_validate(data, len);
    ck_assert(v.valid);
    char *err = NULL;
    nt_position *p = nt_position_open_memory("mem", data, len, 1, &err);
    ck_assert_msg(p != NULL, "%s", err ? err : "");
    size_t n = nt_position_length(p);
    ck_assert_uint_gt(n, 0);
    char **answers = calloc(n, sizeof *answers);
    for (size_t k = 0; k < n; k++) {
        nt_choice c;
        ck_assert_int_eq(nt_position_choice(p, k, &c), 0);
        answers[k] = strdup(c.answer);
    }
    ck_assert_int_eq(nt_position_seek(p, 0), 0);
    for (size_t k = 0; k < n; k++) {
        ck_assert(!nt_position_over(p));
        ck_assert_msg(S_is_legal(p, answers[k]), "choice %zu: %s", k,
                      answers[k]);
        ck_assert_int_eq(nt_position_apply(p, answers[k], &err), 0);
        ck_assert_uint_eq(nt_position_index(p), k + 1);
    }
    ck_assert(nt_position_over(p));
    ck_assert_int_eq(nt_position_actor(p), -1);
    nt_result r;
    nt_position_result(p, &r);
    ck_assert(r.over);
    ck_assert_str_eq(r.text, v.summary);
    ck_assert_uint_ne(r.winners, 0);
    for (size_t k = 0; k < n; k++)
        free(answers[k]);
    free(answers);
    nt_position_free(p);
}

static char *S_read(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    char *data = NULL;
    FILE *m = open_memstream(&data, len);
    char buf[4096];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, f)) > 0)
        fwrite(buf, 1, got, m);
    fclose(f);
    fclose(m);
    return data;
}

/* -------------------------------------------------------------- tests */

START_TEST(whole_generated_games)
{
    static const char *const games[] = {"castel", "quacks", "quacks-duel"};
    for (int g = 0; g < 3; g++)
        for (unsigned long seed = 1; seed <= 3; seed++) {
            size_t len;
            /* Castel 3 to 5 players, Quacks 2 to 4, the Duel 2. */
            int players = g == 2 ? 2 : (int)seed + 2 - g;
            char *data = S_generate(games[g], players, seed, &len);
            S_drive(data, len);
            free(data);
        }
}
END_TEST

START_TEST(whole_fixture)
{
    size_t len;
    char *data = S_read("fixtures/castel/valid/07-five-players-race.xml",
                        &len);
    S_drive(data, len);
    free(data);
}
END_TEST

START_TEST(back_and_forth_show_the_same_state)
{
    size_t len;
    char *data = S_generate("quacks", 3, 7, &len);
    char *err = NULL;
    nt_position *p = nt_position_open_memory("mem", data, len, 0, &err);
    ck_assert_ptr_nonnull(p);
    ck_assert_int_eq(nt_position_seek(p, 40), 0);
    char *there = nt_position_describe(p);
    char *question = strdup(nt_position_question(p));
    ck_assert_int_eq(nt_position_forward(p), 0);
    ck_assert_int_eq(nt_position_back(p), 0);
    char *again = nt_position_describe(p);
    ck_assert_str_eq(there, again);
    ck_assert_str_eq(question, nt_position_question(p));
    ck_assert_int_eq(nt_position_seek(p, nt_position_length(p) + 1), -1);
    ck_assert_uint_eq(nt_position_index(p), 40);
    ck_assert_int_eq(nt_position_seek(p, 0), 0);
    ck_assert_int_eq(nt_position_back(p), -1);
    free(there);
    free(again);
    free(question);
    nt_position_free(p);
    free(data);
}
END_TEST

START_TEST(an_illegal_answer_is_refused_with_its_rule)
{
    char *err = NULL;
    nt_position *p = nt_position_open_file(
        "fixtures/castel/valid/01-two-players-court.xml", 1, &err);
    ck_assert_ptr_nonnull(p);
    ck_assert_int_eq(nt_position_seek(p, 45), 0); /* the first card */
    ck_assert_str_eq(nt_position_question(p), "castel.place.card");
    ck_assert_str_eq(nt_position_recorded(p), "roi");
    ck_assert_int_eq(nt_position_apply(p, "dragon", &err), -1);
    ck_assert_ptr_nonnull(strstr(err, "error[castel.place.card]"));
    free(err);
    ck_assert_int_eq(nt_position_apply(p, "no-such-card", &err), -1);
    ck_assert_ptr_nonnull(strstr(err, "is not an answer"));
    free(err);
    /* Still there, the line whole. */
    ck_assert_uint_eq(nt_position_index(p), 45);
    ck_assert_uint_eq(nt_position_length(p), 116);
    nt_position_free(p);
}
END_TEST

START_TEST(what_if_keeps_what_still_follows)
{
    char *err = NULL, *why = NULL;
    nt_position *p = nt_position_open_file(
        "fixtures/castel/valid/01-two-players-court.xml", 1, &err);
    ck_assert_ptr_nonnull(p);
    ck_assert_int_eq(nt_position_seek(p, 45), 0);
    ck_assert_int_eq(nt_position_replace(p, "roi", &why, &err), 116);
    ck_assert_ptr_null(why);
    ck_assert(nt_position_over(p));
    ck_assert_int_eq(nt_position_seek(p, 45), 0);
    ck_assert_int_eq(nt_position_replace(p, "reine", &why, &err), 57);
    ck_assert_ptr_nonnull(strstr(why, ":29:5: error[castel.place.card]"));
    free(why);
    ck_assert_str_eq(nt_position_question(p), "castel.place.card");
    nt_position_free(p);
}
END_TEST

START_TEST(metadata_and_records)
{
    char *err = NULL;
    nt_position *p = nt_position_open_file(
        "fixtures/castel/valid/01-two-players-court.xml", 1, &err);
    ck_assert_ptr_nonnull(p);
    ck_assert_str_eq(nt_game_id(nt_position_game(p)), "castel");
    ck_assert_int_eq(nt_position_seats(p), 2);
    ck_assert_str_eq(nt_position_player(p, 2), "Bruno");
    ck_assert_ptr_null(nt_position_player(p, 3));
    ck_assert_ptr_nonnull(nt_position_meta(p, "event"));
    ck_assert(nt_position_record_valid(p));
    nt_position_free(p);
    ck_assert_ptr_null(nt_position_open_file(
        "fixtures/castel/valid/01-two-players-court.xml", 2, &err));
    ck_assert_ptr_nonnull(strstr(err, "error[notation.record]"));
    free(err);
    ck_assert_ptr_null(nt_position_open_file("no/such/file.xml", 1, &err));
    ck_assert_ptr_nonnull(strstr(err, "error[notation.io]"));
    free(err);
}
END_TEST

START_TEST(an_invalid_record_opens_where_it_breaks)
{
    static const char bad[] =
        "<game xmlns=\"urn:libnotation:1\" rules=\"castel\" version=\"1\">"
        "<setup players=\"2\"/></game>";
    char *err = NULL;
    nt_position *p =
        nt_position_open_memory("bad", bad, sizeof bad - 1, 1, &err);
    ck_assert_ptr_nonnull(p);
    ck_assert(!nt_position_record_valid(p));
    ck_assert_ptr_nonnull(nt_position_record_diag(p));
    ck_assert_uint_eq(nt_position_index(p), 0);
    ck_assert(!nt_position_over(p));
    ck_assert_int_eq(nt_position_actor(p), 0); /* the deal: chance */
    ck_assert_uint_gt(nt_position_legal_count(p), 1);
    nt_position_free(p);
}
END_TEST

/* A walk stands at each choice as a seek there does: the same question,
 * the same legal answers in order, the same recorded answer. */
typedef struct walk_check {
    nt_position *other;
    size_t seen;
} walk_check;

static void S_walk_check(nt_position *p, void *user)
{
    walk_check *w = user;
    size_t k = nt_position_index(p);
    ck_assert_uint_eq(k, w->seen);
    ck_assert(nt_position_seek(w->other, k) == 0);
    ck_assert_str_eq(nt_position_question(p), nt_position_question(w->other));
    ck_assert_int_eq(nt_position_actor(p), nt_position_actor(w->other));
    ck_assert_int_eq(nt_position_step(p), nt_position_step(w->other));
    size_t n = nt_position_legal_count(p);
    ck_assert_uint_eq(n, nt_position_legal_count(w->other));
    for (size_t i = 0; i < n; i++) {
        ck_assert_str_eq(nt_position_legal(p, i),
                         nt_position_legal(w->other, i));
        ck_assert(nt_position_legal_odds(p, i) ==
                  nt_position_legal_odds(w->other, i));
    }
    ck_assert_str_eq(nt_position_recorded(p), nt_position_recorded(w->other));
    w->seen++;
}

START_TEST(a_walk_stands_at_each_choice_as_a_seek_does)
{
    static const char *const files[] = {
        "fixtures/castel/valid/01-two-players-court.xml",
        "fixtures/quacks/valid/hw-02-witch-draw-six.xml",
        "fixtures/quacks-duel/valid/e3-explosion-choice.xml"};
    for (int f = 0; f < 3; f++) {
        char *err = NULL;
        nt_position *p = nt_position_open_file(files[f], 1, &err);
        nt_position *q = nt_position_open_file(files[f], 1, &err);
        ck_assert(p && q);
        walk_check w = {q, 0};
        ck_assert(nt_position_walk(p, S_walk_check, &w) == 0);
        ck_assert_uint_eq(w.seen, nt_position_length(p));
        ck_assert_uint_eq(nt_position_index(p), nt_position_length(p));
        nt_position_free(p);
        nt_position_free(q);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("position");
    TCase *t = tcase_create("position");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, whole_generated_games);
    tcase_add_test(t, whole_fixture);
    tcase_add_test(t, back_and_forth_show_the_same_state);
    tcase_add_test(t, an_illegal_answer_is_refused_with_its_rule);
    tcase_add_test(t, what_if_keeps_what_still_follows);
    tcase_add_test(t, metadata_and_records);
    tcase_add_test(t, an_invalid_record_opens_where_it_breaks);
    tcase_add_test(t, a_walk_stands_at_each_choice_as_a_seek_does);
    suite_add_tcase(s, t);
    SRunner *r = srunner_create(s);
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* The Duel at the edges of issue 21, on records written by hand from the
 * rulebook and the rulings (tests/duel/edges/, each saying in a comment
 * what it shows and why): the return lists of DU-C21 (card C-E, the pink
 * set III 4-chip, neck places with the test data set return-vial-1), and
 * the most specific rule a diagnostic cites (an explosion choice with
 * nothing to choose, a delayed chip's action written at once, a round-7
 * push left out, B5 returning a white, and the cases the sweep of every
 * diagnostic site found).  Each valid record must replay,
 * and every tool that reads or writes a record (fmt, pack and unpack,
 * explain, legal) must speak the same addresses. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

#define EDGES "tests/duel/edges/"
#define RETURN_VIAL "tests/duel/return-vial-1.xml"

/* A record, the data file it needs (NULL: provisional-1), and the first
 * diagnostic it must give: rule and line, or NULL for a valid record. */
static const struct edge {
    const char *file, *components, *rule;
    unsigned long line;
} S_edges[] = {
    /* DU-C21 */
    {"c21-ce-three.xml", NULL, NULL, 0},
    {"c21-ce-two.xml", NULL, NULL, 0},
    {"c21-ce-old-way.xml", NULL, "duel.effect.return", 32},
    {"c21-pink-four.xml", NULL, NULL, 0},
    {"c21-pink-old-way.xml", NULL, "duel.effect.return", 32},
    {"c21-neck.xml", RETURN_VIAL, NULL, 0},
    {"c21-neck-old-way.xml", RETURN_VIAL, "duel.effect.return", 24},
    /* The most specific rule */
    {"r7-explosion.xml", NULL, NULL, 0},
    {"r7-explosion-no-choice.xml", NULL, "duel.explode.choice", 23},
    {"r7-push-left-out.xml", NULL, "duel.card.round7", 22},
    {"delayed-green.xml", NULL, NULL, 0},
    {"delayed-green-at-once.xml", NULL, "duel.effects.delayed", 20},
    {"b5-return.xml", NULL, NULL, 0},
    {"b5-return-white.xml", NULL, "duel.effect.return", 23},
    /* ... and what the sweep of every diagnostic site found */
    {"first-game-deck.xml", NULL, "duel.setup.cards", 18},
    {"r7-deck.xml", NULL, "duel.position.pile", 13},
    {"r7-explosion-move.xml", NULL, "duel.explode.end", 22},
    {"r7-cancel-without-card.xml", NULL, "duel.explode.cancel", 22},
    {"pink-one-extra.xml", NULL, "duel.effect.return", 27},
    {"b5-after-a-stop.xml", NULL, "duel.coin.first-turn", 21},
};
#define NEDGES (int)(sizeof S_edges / sizeof S_edges[0])

/* A test that loads a data set puts provisional-1 back (with CK_FORK=no
 * the process is shared). */
static void S_components(const char *file)
{
    char path[1024], *err = NULL;
    snprintf(path, sizeof path, "%s/%s", T_srcdir(),
             file ? file : "schemas/quacks-duel-provisional-1.xml");
    ck_assert_msg(nt_components_load(path, &err) == 0, "%s",
                  err ? err : path);
    free(err);
}

static char *S_read(const struct edge *e, size_t *len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/" EDGES "%s", T_srcdir(), e->file);
    char *xml = T_slurp(path, len);
    ck_assert_msg(xml != NULL, "%s is missing", path);
    return xml;
}

START_TEST(hand_written_records_give_their_verdict)
{
    const struct edge *e = &S_edges[_i];
    size_t n;
    char *xml = S_read(e, &n);
    S_components(e->components);
    T_result r = T_validate(xml, n, 0, 0);
    S_components(NULL);
    if (!e->rule) {
        ck_assert_msg(r.ndiag == 0 && r.rc == 0, "%s: %s", e->file, r.line);
    } else {
        char want[160];
        snprintf(want, sizeof want, "mem.xml:%lu:", e->line);
        ck_assert_msg(r.ndiag > 0, "%s is valid; it breaks %s", e->file,
                      e->rule);
        ck_assert_msg(!strcmp(r.rule, e->rule) &&
                          !strncmp(r.line, want, strlen(want)),
                      "%s: %s, not %s at line %lu", e->file, r.line, e->rule,
                      e->line);
    }
    free(xml);
}
END_TEST

/* The places a record's <return>s name, in order, one per line. */
static void S_returns(const char *xml, char *out, size_t cap)
{
    size_t used = 0;
    out[0] = '\0';
    for (const char *p = xml; (p = strstr(p, "<return ")); p++) {
        const char *c = strstr(p, "chip=\"");
        if (!c)
            break;
        c += 6;
        int len = (int)strcspn(c, "\"");
        used += (size_t)snprintf(out + used, cap - used, "%.*s\n", len, c);
        if (used >= cap)
            break;
    }
}

/* fmt writes the places as the record gave them, and its output is a
 * record that replays and a fixed point. */
START_TEST(fmt_keeps_the_places_of_a_return_list)
{
    const struct edge *e = &S_edges[_i];
    if (e->rule)
        return;
    size_t n, fn, fn2;
    char *xml = S_read(e, &n);
    S_components(e->components);
    char *once = T_fmt(xml, n, NT_FACTS_KEEP, &fn);
    ck_assert_msg(once != NULL, "%s does not fmt", e->file);
    char *twice = T_fmt(once, fn, NT_FACTS_KEEP, &fn2);
    ck_assert(twice != NULL);
    ck_assert_msg(fn == fn2 && !memcmp(once, twice, fn),
                  "%s: fmt is not a fixed point", e->file);
    char a[512], b[512];
    S_returns(xml, a, sizeof a);
    S_returns(once, b, sizeof b);
    ck_assert_str_eq(a, b);
    T_result r = T_validate(once, fn, 0, 0);
    ck_assert_msg(r.ndiag == 0, "%s after fmt: %s", e->file, r.line);
    S_components(NULL);
    free(twice);
    free(once);
    free(xml);
}
END_TEST

static char *S_job(const char *xml, size_t len, nt_job_kind job,
                   size_t *out_len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, out_len);
    nt_options o;
    nt_options_init(&o);
    o.job = job;
    o.out = f;
    char *err = NULL;
    nt_reader *r = nt_reader_new(&o, &err);
    ck_assert_msg(r != NULL, "%s", err ? err : "reader");
    int rc = nt_reader_memory(r, "mem.xml", xml, len);
    nt_reader_free(r);
    fclose(f);
    ck_assert_int_eq(rc, 0);
    return buf;
}

/* unpack(pack(x)) is fmt(x): the packed answers are the same places. */
START_TEST(pack_and_unpack_keep_the_places)
{
    const struct edge *e = &S_edges[_i];
    if (e->rule)
        return;
    size_t n, fn, pn, un;
    char *xml = S_read(e, &n);
    S_components(e->components);
    char *canonical = T_fmt(xml, n, NT_FACTS_KEEP, &fn);
    char *packed = S_job(xml, n, NT_JOB_PACK, &pn);
    char *back = NULL, *message = NULL;
    const char *rule = NULL;
    FILE *f = open_memstream(&back, &un);
    int rc = nt_unpack_memory(packed, pn, f, &rule, &message);
    fclose(f);
    S_components(NULL);
    ck_assert_msg(rc == 0, "%s: %s", e->file, message ? message : "?");
    ck_assert_msg(un == fn && !memcmp(back, canonical, fn),
                  "%s: unpack(pack(x)) differs from fmt(x)", e->file);
    free(message);
    free(back);
    free(packed);
    free(canonical);
    free(xml);
}
END_TEST

/* explain tells each chip of a list by its place before the first left:
 * C-E's three are the orange 1, 2 and 3 of the bottom. */
START_TEST(explain_names_the_chips_of_the_list)
{
    size_t n, en;
    char *xml = S_read(&S_edges[0], &n);
    char *told = S_job(xml, n, NT_JOB_EXPLAIN, &en);
    static const char *const said[] = {
        "puts body:1 (orange-1) back into the bag (card C-E)",
        "puts body:2 (orange-2) back into the bag (card C-E)",
        "puts body:3 (orange-3) back into the bag (card C-E)"};
    const char *at = told;
    for (int i = 0; i < 3; i++) {
        at = strstr(at, said[i]);
        ck_assert_msg(at != NULL, "explain does not say, in order: %s",
                      said[i]);
    }
    free(told);
    free(xml);
}
END_TEST

/* notation legal where the old way goes wrong: the second <return> of
 * C-E may name the two chips left, by their places before the list, or
 * none; not body:1 again. */
START_TEST(legal_lists_the_places_left_in_the_list)
{
    const char *tool = getenv("NOTATION");
    char cmd[1024], line[512], all[4096] = "";
    snprintf(cmd, sizeof cmd, "%s legal --depth 1 %s/" EDGES
             "c21-ce-old-way.xml",
             tool ? tool : "build/notation", T_srcdir());
    FILE *p = popen(cmd, "r");
    ck_assert(p != NULL);
    while (fgets(line, sizeof line, p))
        if (strlen(all) + strlen(line) < sizeof all)
            strcat(all, line);
    pclose(p);
    ck_assert_msg(strstr(all, "3 legal answers:\n"
                              "   1. <return seat=\"1\" chip=\"body:2\"/>\n"
                              "   2. <return seat=\"1\" chip=\"body:3\"/>\n"
                              "   3. <return seat=\"1\" chip=\"none\"/>\n"),
                  "%s", all);
}
END_TEST

static Suite *S_suite(void)
{
    Suite *s = suite_create("duel edges");
    TCase *t = tcase_create("records by hand");
    tcase_add_loop_test(t, hand_written_records_give_their_verdict, 0,
                        NEDGES);
    tcase_add_loop_test(t, fmt_keeps_the_places_of_a_return_list, 0, NEDGES);
    tcase_add_loop_test(t, pack_and_unpack_keep_the_places, 0, NEDGES);
    tcase_add_test(t, explain_names_the_chips_of_the_list);
    tcase_add_test(t, legal_lists_the_places_left_in_the_list);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(S_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* The Duel's data at the engine's capacities (issue 28): every array of
 * fixed size whose index or count a data set gives is held by a limit the
 * loader enforces (duel.h lists them).  tests/duel/limits-1.xml sits at
 * every limit at once: it loads whole, and generated games played with it
 * (and with the variants made here, each at another limit) replay; its
 * whites reach the row's last space, 64, and land past the row, up to
 * space 73.  One step past each limit, the loader refuses the file with
 * the located diagnostic its rule gives, written here from the rule. */
#include "duel/check_duel.h"

#define LIMITS "tests/duel/limits-1.xml"
#define LIMITS_ID "limits-1-every-bound-at-its-most"
#define COIN "coin-whose-id-has-32-characters"

static char *S_limits(size_t *len)
{
    char path[1024];
    S_path(path, sizeof path, LIMITS);
    char *xml = T_slurp(path, len);
    ck_assert_msg(xml != NULL, "%s is missing", path);
    return xml;
}

/* A copy of xml with the first `from` replaced by `to` (it must be
 * there). */
static char *S_replace_first(const char *xml, const char *from,
                             const char *to)
{
    const char *at = strstr(xml, from);
    ck_assert_msg(at != NULL, "'%s' is not in %s", from, LIMITS);
    size_t head = (size_t)(at - xml), nf = strlen(from), nt = strlen(to);
    char *out = malloc(strlen(xml) - nf + nt + 1);
    memcpy(out, xml, head);
    memcpy(out + head, to, nt);
    strcpy(out + head + nt, at + nf);
    return out;
}

static void S_load_file(const char *file, const char *id)
{
    char *err = NULL;
    ck_assert_msg(nt_components_load(file, &err) == 0, "%s", err);
    free(err);
    ck_assert_str_eq(nt_components_id(), id);
}

static void S_load_limits(void)
{
    char path[1024];
    S_path(path, sizeof path, LIMITS);
    S_load_file(path, LIMITS_ID);
}

/* ------------------------------------------------------------ at limits */

START_TEST(limits_1_loads_whole)
{
    S_load_limits();
    const du_data *d = du_dataset_current();
    /* Ids of 32 characters, whole: the three coins stay three. */
    ck_assert_str_eq(d->id, LIMITS_ID);
    ck_assert_int_eq((int)strlen(d->id), 32);
    ck_assert_int_eq(d->ncoins, 3);
    ck_assert_str_eq(d->coins[0].id, COIN "a");
    ck_assert_str_eq(d->coins[2].id, COIN "c");
    ck_assert_int_eq((int)strlen(d->note), 160);
    ck_assert_int_eq(d->note[159], '.');
    int total = 0;
    for (int c = 0; c < DU_COLOURS; c++) {
        ck_assert_int_eq(d->nlevels[c], DU_LEVELS);
        for (int l = 0; l < DU_LEVELS; l++)
            total += d->count[c][l];
    }
    ck_assert_int_eq(total, 255);
    ck_assert_int_eq(d->neck, 6);
    ck_assert_int_eq(d->row, 64);
    ck_assert_int_eq(d->half, 64);
    ck_assert_int_eq(d->start, 64);
    ck_assert_int_eq(d->patients, 99);
    ck_assert_int_eq(d->markers, 9);
    ck_assert_int_eq(d->ncards, 31);
    ck_assert_int_eq(d->cards[30].n, 99);
    ck_assert_int_eq(d->cards[31].effect, C_R7); /* the round-7 card */
    ck_assert_int_eq(d->neffects, DU_MAX_EFFECTS);
    ck_assert_int_eq(du_book_of(d, DC_PURPLE, 1)->prices[4], 99);
    /* The last node is purple IV's innermost gold, 12 conditions deep. */
    int node = du_book_of(d, DC_PURPLE, 3)->effect, depth = 0;
    while (d->effects[node].op == EF_IF_LAST_WHITE) {
        node = d->effects[node].first;
        depth++;
    }
    ck_assert_int_eq(depth, 12);
    ck_assert_int_eq(node, DU_MAX_EFFECTS - 1);
    ck_assert_int_eq(d->effects[node].op, EF_GOLD);
    S_restore();
}
END_TEST

/* The variants made here, each at a limit limits-1 does not reach at
 * once: 16 mines (one every 4 spaces: few whites get far), a status
 * line of 160 bytes ending in a character of two bytes. */
static const struct variant {
    const char *name, *from, *to;
} S_variants[] = {
    {"limits-1", NULL, NULL},
    {"sixteen-mines", "mines=\"62 63\"",
     "mines=\"2 6 10 14 18 22 26 30 34 38 42 46 50 54 58 62\""},
    {"status-utf8", "markers........................</status>",
     "markers......................\xc3\xa9</status>"},
};
#define NVARIANTS (int)(sizeof S_variants / sizeof S_variants[0])

static const char *S_variant_file(const struct variant *v)
{
    size_t len;
    char *xml = S_limits(&len);
    char *made = v->from ? S_replace_first(xml, v->from, v->to) : NULL;
    char name[64];
    snprintf(name, sizeof name, "%s.xml", v->name);
    const char *file = S_make(name, made ? made : xml, "", 0, "");
    free(made);
    free(xml);
    return file;
}

static int S_has(const char *xml, const char *what)
{
    return strstr(xml, what) != NULL;
}

/* A white past the row lands on 65 to 73 (the row's last space, 64, plus
 * a white of 1 to 9). */
static int S_past_the_row(const char *xml)
{
    char at[32];
    for (int q = 65; q <= 73; q++) {
        snprintf(at, sizeof at, "at=\"white:%d\"", q);
        if (strstr(xml, at))
            return 1;
    }
    return 0;
}

/* Generated games, with their assertions, replay with the data set they
 * were played with: a quarter of them first games, the others every
 * set and coin pair.  With limits-1 some reach space 64 and some land
 * past the row. */
START_TEST(generated_games_at_the_limits_replay)
{
    const struct variant *v = &S_variants[_i];
    const char *file = S_variant_file(v);
    S_load_file(file, LIMITS_ID);
    static const char *const sets[] = {"1", "2", "3", "4", "123412",
                                       "432143", "241324", "314231"};
    static const char *const coins[] = {COIN "a," COIN "b",
                                        COIN "c," COIN "a",
                                        COIN "b," COIN "c"};
    int games = 24, on_64 = 0, past = 0;
    for (int k = 0; k < games; k++) {
        nt_gen_options g = {0};
        g.game = nt_game_find("quacks-duel");
        g.players = 2;
        g.seed = 28;
        g.index = (unsigned long)k;
        g.assertions = 1;
        g.first_game = k % 4 == 3;
        if (!g.first_game) {
            g.set = sets[k % 8];
            g.coins = coins[k % 3];
        }
        size_t n;
        char *xml = T_generate_opts(&g, &n);
        ck_assert_msg(S_has(xml, "<components dataset=\"" LIMITS_ID "\"/>"),
                      "%s: game %d names another data set", v->name, k);
        T_result r = T_validate(xml, n, 1, 0);
        ck_assert_msg(r.ndiag == 0 && r.rc == NT_OK, "%s, game %d: %s",
                      v->name, k, r.line);
        ck_assert_msg(S_has(xml, "<result "), "%s: game %d has no result",
                      v->name, k);
        on_64 += S_has(xml, "at=\"white:64\"");
        past += S_past_the_row(xml);
        free(xml);
    }
    if (!v->from) {
        ck_assert_msg(on_64 > 0, "no white reached space 64 in %d games",
                      games);
        ck_assert_msg(past > 0, "no white landed past the row in %d games",
                      games);
    }
    S_unmake(file);
    S_restore();
}
END_TEST

/* ------------------------------------------- the row's end, by hand */

#define SETUP_LIMITS                                                     \
    "<setup start=\"1\"><components dataset=\"" LIMITS_ID "\"/>"         \
    "<books blue=\"I\" red=\"I\" green=\"I\" pink=\"I\" yellow=\"I\" "   \
    "purple=\"I\"/><coins>" COIN "a " COIN "b</coins></setup>"

#define WHITE(l) DU_CHIP(DC_WHITE, (l))

/* Seat 1 with nothing but whites on the row's spaces `from`..`to`
 * (white-1 each) and one white of level `level` in the bag. */
static void S_row_to(int from, int to, int level)
{
    S_fresh_from(SETUP_LIMITS);
    for (int q = from; q <= to; q++)
        S_row(0, q, WHITE(0));
    S_bag(0, WHITE(level), 1);
}

/* A white onto the last space of a row of 64, then the next past it: one
 * past (65) and the farthest (73, a white 9 from 64). */
START_TEST(whites_reach_the_last_space_and_past_it)
{
    S_load_limits();
    /* 60 + white-4: space 64, not mined, placed there. */
    S_row_to(1, 60, 3);
    OK(S_brew("<turn seat=\"1\"><draw chip=\"white-4\" at=\"white:64\"/>"
              "</turn>"));
    ck_assert_int_eq(S.pl[0].row[64], WHITE(3));
    ck_assert_int_eq(S.pl[0].row_top, 64);
    ck_assert_int_eq(S.pl[0].noverflow, 0);
    /* 64 + white-1: space 65, past the row (DU-R28). */
    static const struct {
        int level, space;
        const char *turn;
    } past[] = {
        {0, 65, "<turn seat=\"1\"><draw chip=\"white-1\" at=\"white:65\"/>"
                "</turn>"},
        {4, 73, "<turn seat=\"1\"><draw chip=\"white-9\" at=\"white:73\"/>"
                "</turn>"},
    };
    for (int i = 0; i < 2; i++) {
        S_row_to(60, 64, past[i].level);
        OK(S_brew(past[i].turn));
        const du_player *pl = &S.pl[0];
        ck_assert(pl->exploded);
        ck_assert_int_eq(pl->noverflow, 1);
        ck_assert_int_eq(pl->overflow[0], WHITE(past[i].level));
        ck_assert_int_eq(pl->row_top, 64);
        ck_assert_int_eq(pl->row[64], WHITE(0));
        char said[64];
        snprintf(said, sizeof said, "goes to space %d: past the row",
                 past[i].space);
        ck_assert_msg(strstr(S_said, said), "%s", S_said);
        /* The clean-up puts it back into the bag. */
        du_cleanup(&S);
        ck_assert_int_eq(S.pl[0].noverflow, 0);
        ck_assert_int_eq(S.pl[0].bag[WHITE(past[i].level)],
                         past[i].level ? 1 : 6);
    }
    S_restore();
}
END_TEST

/* ------------------------------------------------------ past a limit */

/* One number one past its limit (the first `from` of limits-1 made
 * `to`); the diagnostic: its kind, the text of the line it is said at,
 * and its message, from the rule. */
static const struct past {
    const char *from, *to, *kind, *at, *message;
} S_past[] = {
    {"row=\"64\"", "row=\"65\"", "range", "<vial ",
     "row=\"65\": each number is 3 to 64"},
    {"neck=\"6\"", "neck=\"7\"", "range", "<vial ",
     "neck=\"7\": each number is 1 to 6"},
    {"mines=\"62 63\"",
     "mines=\"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17\"",
     "range", "<vial ", "mines= holds more than 16 numbers"},
    {"half=\"64\"", "half=\"65\"", "range", "<path ",
     "half=\"65\": each number is 3 to 64"},
    {"start=\"64\"", "start=\"65\"", "range", "<path ",
     "start=\"65\": each number is 1 to 64"},
    {"patients=\"99\"", "patients=\"100\"", "range", "<path ",
     "patients=\"100\": each number is 11 to 99"},
    {"count=\"9\"", "count=\"10\"", "range", "<markers ",
     "count=\"10\": each number is 1 to 9"},
    /* 256 chips: said at the last row, the one that makes the box too
     * big. */
    {"counts=\"60 10 6 4 4\"", "counts=\"61 10 6 4 4\"", "counts",
     "<chip colour=\"purple\"",
     "the box holds at most 255 chips in all, not 256"},
    {"values=\"1 2 3 4 9\" counts=\"60 10 6 4 4\"",
     "values=\"1 2 3 4 5 9\" counts=\"60 10 6 4 4 0\"", "chips",
     "<chip colour=\"white\"",
     "white: 6 values and 6 counts (at most 5 levels, one count each)"},
    {"counts=\"6 6 6 6 6\"", "counts=\"100 6 6 6 6\"", "range",
     "<chip colour=\"black\"",
     "counts=\"100 6 6 6 6\": each number is 0 to 99"},
    {"<card n=\"99\"", "<card n=\"68\" effect=\"C-C\" kind=\"instant\"/>\n"
     "  <card n=\"99\"", "cards", "<card n=\"99\"", "31 cards at most"},
    {"<card n=\"99\"", "<card n=\"100\"", "range", "<card n=\"100\"",
     "n=\"100\": each number is 1 to 99"},
    {"prices=\"3 6 10 15 99\"", "prices=\"3 6 10 15 100\"", "range",
     "<book colour=\"orange\"",
     "prices=\"3 6 10 15 100\": each number is 1 to 99"},
    /* Not a capacity but data the engine would never use: a white only
     * moves along the row, so its book holds no effect. */
    {"<book colour=\"white\"/>",
     "<book colour=\"white\" timing=\"immediate\"><gold n=\"1\"/></book>",
     "books", "<book colour=\"white\"",
     "white chips have no effect: the white book holds none, and no "
     "timing="},
    {"<gold n=\"1 2 3 4 5\"/></book>", "<gold n=\"21\"/></book>", "range",
     "<book colour=\"black\"", "n=\"21\": each number is 1 to 20"},
    {"<upgrade-fail gold=\"9\"/>", "<upgrade-fail gold=\"10\"/>", "range",
     "<upgrade-fail", "gold=\"10\": each number is 0 to 9"},
    /* The 1025th node: purple IV's innermost gold, the file's last. */
    {"<gold n=\"1\"/>", "<gold n=\"1\"/><gold n=\"1\"/>", "effect",
     "<book colour=\"purple\" set=\"IV\"", "more than 1024 effect nodes"},
    /* A 13th condition around purple IV's gold (one filler node less:
     * still 1024 nodes). */
    {"<gold n=\"1\"/></if-last-white>",
     "<if-last-white at-least=\"1\"><gold n=\"1\"/></if-last-white>"
     "</if-last-white>",
     "effect", "<book colour=\"purple\" set=\"IV\"",
     "effects nest more than 12 deep"},
    {"<per-neck colour=\"black\"><patient n=\"1 1 2 2 3\"/></per-neck>",
     "<per-neck colour=\"black\"><per-neck colour=\"blue\"><patient "
     "n=\"1\"/></per-neck></per-neck>",
     "effect", "<book colour=\"red\" set=\"III\"",
     "a per-neck inside 2 others: they nest at most 2 deep"},
    {"markers........................</status>",
     "markers.........................</status>", "status", "<status>",
     "the status line holds 161 bytes, at most 160"},
    /* 159 bytes and a character of two: refused, never cut in two. */
    {"markers........................</status>",
     "markers.......................\xc3\xa9</status>", "status",
     "<status>", "the status line holds 161 bytes, at most 160"},
};
#define NPAST (int)(sizeof S_past / sizeof S_past[0])

START_TEST(one_past_a_limit_is_refused_where_it_is)
{
    const struct past *p = &S_past[_i];
    size_t len;
    char *xml = S_limits(&len);
    char *bad = S_replace_first(xml, p->from, p->to);
    if (strstr(p->to, "<if-last-white")) { /* one filler node less */
        char *again = S_replace_first(bad, "<gold n=\"1\"/><gold n=\"1\"/>",
                                      "<gold n=\"1\"/>");
        free(bad);
        bad = again;
    }
    char want[512], rule[64], *err = NULL;
    snprintf(want, sizeof want, "limits.xml:%lu:1: error[duel.data.%s]: %s",
             S_line_of(bad, p->at), p->kind, p->message);
    du_data *d = du_data_parse("limits.xml", bad, strlen(bad), &err);
    ck_assert_msg(d == NULL, "loads with %s", p->to);
    ck_assert_str_eq(err, want);
    /* Its rule is in the catalogue (notation rules quacks-duel). */
    snprintf(rule, sizeof rule, "duel.data.%s", p->kind);
    ck_assert_msg(nt_rule_find(rule) != NULL, "%s is not catalogued", rule);
    free(err);
    free(bad);
    free(xml);
}
END_TEST

/* Ids one character longer than the schema's 32: refused at the element
 * that carries them (the data set's id on its root, whose start tag ends
 * on the file's line 18). */
START_TEST(ids_past_32_characters_are_refused)
{
    static const struct {
        const char *from, *to, *at, *message;
    } ids[] = {
        {"id=\"" LIMITS_ID "\"", "id=\"" LIMITS_ID "x\"",
         "status=\"provisional\">",
         "<components> id= holds 33 characters: an id has 1 to 32"},
        {"id=\"" COIN "b\"", "id=\"" COIN "bx\"", "id=\"" COIN "bx\"",
         "<coin> id= holds 33 characters: an id has 1 to 32"},
    };
    for (int i = 0; i < 2; i++) {
        size_t len;
        char *xml = S_limits(&len);
        char *bad = S_replace_first(xml, ids[i].from, ids[i].to), *err;
        char want[256];
        snprintf(want, sizeof want,
                 "limits.xml:%lu:1: error[duel.data.schema]: %s",
                 S_line_of(bad, ids[i].at), ids[i].message);
        du_data *d = du_data_parse("limits.xml", bad, strlen(bad), &err);
        ck_assert_ptr_null(d);
        ck_assert_str_eq(err, want);
        free(err);
        free(bad);
        free(xml);
    }
}
END_TEST

static Suite *S_suite(void)
{
    Suite *s = suite_create("duel limits");
    TCase *t = tcase_create("data at the engine's capacities");
    tcase_set_timeout(t, 300);
    tcase_add_test(t, limits_1_loads_whole);
    tcase_add_loop_test(t, generated_games_at_the_limits_replay, 0,
                        NVARIANTS);
    tcase_add_test(t, whites_reach_the_last_space_and_past_it);
    tcase_add_loop_test(t, one_past_a_limit_is_refused_where_it_is, 0, NPAST);
    tcase_add_test(t, ids_past_32_characters_are_refused);
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

/* The Duel's component data: the built-in provisional-1 against section
 * 4 of quacks-duel-data.md, its schema file and digest, and hostile data
 * files the loader must refuse.  Split out of the one file that held all the
 * engine's tests; what they share is in duel/check_duel.h. */
#include "duel/check_duel.h"

/* ======================================================= the loader */

START_TEST(provisional_1_is_the_default_data_set)
{
    const du_data *d = du_dataset_current();
    ck_assert_ptr_nonnull(d);
    ck_assert_str_eq(d->id, "provisional-1");
    ck_assert_str_eq(d->status, "provisional");
    ck_assert_str_eq(d->note,
                     "invented placeholder data, not the printed components");
    ck_assert_str_eq(nt_components_id(), "provisional-1");
    ck_assert_str_eq(nt_components_status(),
                     "invented placeholder data, not the printed components");
    ck_assert_ptr_eq(du_dataset("provisional-1"), d);
    ck_assert_ptr_null(du_dataset("other-1"));
    ck_assert_ptr_null(du_dataset("printed-1"));
    ck_assert_ptr_null(du_dataset(NULL));
}
END_TEST

/* 4.1: the box counts, 170 chips; the ladders; whites never upgraded. */
START_TEST(provisional_1_chips_match_the_spec)
{
    const du_data *d = du_dataset_current();
    static const int levels[DU_COLOURS] = {3, 5, 3, 3, 3, 3, 3, 3, 3};
    static const int totals[DU_COLOURS] = {17, 35, 22, 18, 15, 16, 15, 16, 16};
    static const int values[DU_COLOURS][5] = {
        {1, 2, 3}, {1, 2, 3, 4, 5}, {1, 2, 3}, {1, 2, 4}, {1, 2, 4},
        {1, 2, 4}, {1, 2, 4}, {1, 2, 4}, {1, 2, 4}};
    int all = 0;
    for (int c = 0; c < DU_COLOURS; c++) {
        int t = 0;
        ck_assert_int_eq(d->nlevels[c], levels[c]);
        for (int l = 0; l < d->nlevels[c]; l++) {
            ck_assert_int_eq(d->value[c][l], values[c][l]);
            t += d->count[c][l];
        }
        ck_assert_msg(t == totals[c], "%s: %d chips", du_colour_names[c], t);
        all += t;
        ck_assert_int_eq(d->upgradable[c], c != DC_WHITE);
    }
    ck_assert_int_eq(all, 170);
    ck_assert_int_eq(d->count[DC_WHITE][0], 11);
    ck_assert_int_eq(d->count[DC_BLACK][4], 8);
    ck_assert_int_eq(d->count[DC_BLUE][0], 9);
    ck_assert_int_eq(du_value(d, VAR(DC_PURPLE, 4)), 4);
    /* 4.2: the starting bag, 12 chips. */
    int bag = 0;
    for (int c = 0; c < DU_CHIPS; c++)
        bag += d->start_bag[c];
    ck_assert_int_eq(bag, 12);
    ck_assert_int_eq(d->start_bag[W1], 4);
    ck_assert_int_eq(d->start_bag[W2], 2);
    ck_assert_int_eq(d->start_bag[W3], 1);
    ck_assert_int_eq(d->start_bag[K(1)], 3);
    ck_assert_int_eq(d->start_bag[DU_CHIP(DC_ORANGE, 0)], 1);
    ck_assert_int_eq(d->start_bag[VAR(DC_BLUE, 1)], 1);
    ck_assert_int_eq(d->upgrade_fail_gold, 0);
}
END_TEST

/* 4.3 - 4.6: vial, path, guild row, coins, markers. */
START_TEST(provisional_1_vial_path_guild_and_coins)
{
    const du_data *d = du_dataset_current();
    ck_assert_int_eq(d->neck, 3);
    ck_assert_int_eq(d->row, 15);
    ck_assert_int_eq(d->nmines, 4);
    ck_assert_int_eq(d->mines[0], 8);
    ck_assert_int_eq(d->mines[1], 11);
    ck_assert_int_eq(d->mines[2], 13);
    ck_assert_int_eq(d->mines[3], 15);
    ck_assert_int_eq(d->bonus, 5);
    ck_assert_int_eq(d->half, 12);
    ck_assert_int_eq(d->start, 8);
    ck_assert_int_eq(d->patients, 11);
    static const int guild[DU_MAX_GUILD] = {G1, G3, G2, G1, G3, G_NONE};
    for (int i = 0; i < DU_MAX_GUILD; i++)
        ck_assert_int_eq(d->guild[i], guild[i]);
    ck_assert_int_eq(d->ncoins, 3);
    ck_assert_str_eq(d->coins[0].id, "copper");
    ck_assert_int_eq(d->coins[0].face[0], B3);
    ck_assert_int_eq(d->coins[0].face[1], B5);
    ck_assert_int_eq(d->coins[0].first_game, 0);
    ck_assert_str_eq(d->coins[1].id, "silver");
    ck_assert_int_eq(d->coins[1].face[0], B2);
    ck_assert_int_eq(d->coins[1].face[1], B4);
    ck_assert_int_eq(d->coins[1].first_game, 1);
    ck_assert_str_eq(d->coins[2].id, "gold");
    ck_assert_int_eq(d->coins[2].face[0], B1);
    ck_assert_int_eq(d->coins[2].face[1], B6);
    ck_assert_int_eq(d->coins[2].first_game, 1);
    ck_assert_int_eq(d->markers, 5);
}
END_TEST

/* 4.7: 21 cards and the round-7 card after them. */
START_TEST(provisional_1_cards)
{
    const du_data *d = du_dataset_current();
    static const int effects[21] = {C_A, C_F, C_B, C_J, C_G, C_D, C_A,
                                    C_A, C_A, C_A, C_A, C_A, C_B, C_C,
                                    C_C, C_E, C_F, C_H, C_I, C_J, C_K};
    int count[C_R7 + 1] = {0}, keep = 0;
    ck_assert_int_eq(d->ncards, 21);
    for (int i = 0; i < 21; i++) {
        ck_assert_int_eq(d->cards[i].n, i + 1);
        ck_assert_int_eq(d->cards[i].effect, effects[i]);
        count[d->cards[i].effect]++;
        keep += d->cards[i].keep;
        ck_assert_int_eq(d->cards[i].first_game, i < 6 ? i + 1 : 0);
    }
    ck_assert_int_eq(count[C_A], 7);
    ck_assert_int_eq(count[C_B], 2);
    ck_assert_int_eq(count[C_C], 2);
    ck_assert_int_eq(count[C_F], 2);
    ck_assert_int_eq(count[C_J], 2);
    ck_assert_int_eq(keep, 4); /* C-E, C-G, C-H, C-K */
    ck_assert_int_eq(d->cards[21].effect, C_R7);
    ck_assert_int_eq(d->cards[0].chip, VAR(DC_BLUE, 2));
    ck_assert_int_eq(d->cards[11].chip, DU_CHIP(DC_ORANGE, 2));
    ck_assert_int_eq(d->cards[0].offer_up, 1);
    ck_assert_int_eq(d->cards[0].offer_gold, 2);
    ck_assert_int_eq(d->cards[5].offer_up, 2);
    ck_assert_int_eq(d->cards[5].offer_gold, 2);
    ck_assert(d->cards[4].keep && d->cards[4].effect == C_G);
}
END_TEST

/* 4.8: a few books, their prices, timings and effect trees. */
START_TEST(provisional_1_books)
{
    const du_data *d = du_dataset_current();
    const du_book *b = du_book_of(d, DC_RED, 0);
    ck_assert(b->present && b->first_game);
    ck_assert_int_eq(b->prices[0], 3);
    ck_assert_int_eq(b->prices[1], 6);
    ck_assert_int_eq(b->prices[2], 11);
    ck_assert_int_eq(b->timing, TIME_IMMEDIATE);
    ck_assert_int_eq(d->effects[b->effect].op, EF_PATIENT);
    ck_assert_int_eq(d->effects[b->effect].a.v[2], 3);
    b = du_book_of(d, DC_RED, 1);
    ck_assert_int_eq(b->prices[0], 4);
    ck_assert_int_eq(b->prices[2], 12);
    ck_assert_int_eq(b->timing, TIME_DELAYED);
    b = du_book_of(d, DC_ORANGE, 0);
    ck_assert_int_eq(b->prices[0], 2);
    ck_assert_int_eq(b->prices[1], 4);
    ck_assert_int_eq(b->prices[2], 6);
    ck_assert_int_eq(b->effect, DU_NIL);
    b = du_book_of(d, DC_WHITE, 0);
    ck_assert_int_eq(b->prices[0], 0); /* not for sale */
    b = du_book_of(d, DC_BLACK, 0);
    ck_assert_int_eq(b->prices[0], 0);
    ck_assert_int_eq(d->effects[b->effect].op, EF_GOLD);
    ck_assert_int_eq(d->effects[b->effect].a.v[4], 5);
    b = du_book_of(d, DC_PURPLE, 0);
    ck_assert_int_eq(b->prices[0], 4);
    ck_assert_int_eq(b->prices[2], 11);
    b = du_book_of(d, DC_GREEN, 0);
    ck_assert_int_eq(b->prices[0], 2);
    ck_assert_int_eq(b->timing, TIME_DELAYED);
    /* red III: PER_NECK red incl : PATIENT [1,1,2] */
    const du_effect *e = &d->effects[du_book_of(d, DC_RED, 2)->effect];
    ck_assert_int_eq(e->op, EF_PER_NECK);
    ck_assert_int_eq(e->colour, DC_RED);
    ck_assert_int_eq(e->self, 1);
    ck_assert_int_eq(d->effects[e->first].op, EF_PATIENT);
    ck_assert_int_eq(d->effects[e->first].a.v[2], 2);
    /* purple III: IF_NECK purple THEN upgrade any neck ELSE black vial */
    e = &d->effects[du_book_of(d, DC_PURPLE, 2)->effect];
    ck_assert_int_eq(e->op, EF_IF_NECK);
    ck_assert(d->effects[e->first].any && !d->effects[e->first].vial);
    ck_assert(!d->effects[e->other].any && d->effects[e->other].vial);
    /* blue IV: PAY stand -1 THEN PATIENT [2,3,5] */
    e = &d->effects[du_book_of(d, DC_BLUE, 3)->effect];
    ck_assert_int_eq(e->op, EF_PAY);
    ck_assert_int_eq(e->stand_cost, 1);
    ck_assert_int_eq(d->effects[e->first].a.v[1], 3);
    /* every variable colour has four books, one of them set I's */
    for (int v = 0; v < DU_VARS; v++)
        for (int s = 0; s < 4; s++)
            ck_assert_int_eq(d->var[v][s].first_game, s == 0);
}
END_TEST

/* schemas/quacks-duel-provisional-1.xml parsed (the caller frees both);
 * its text in *xml. */
static du_data *S_parse_schema_file(char **xml)
{
    char path[1024], *err = NULL;
    size_t len;
    S_path(path, sizeof path, "schemas/quacks-duel-provisional-1.xml");
    *xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(*xml);
    du_data *d = du_data_parse(path, *xml, len, &err);
    ck_assert_msg(d != NULL, "%s", err);
    return d;
}

/* The file in schemas/ is the one built into the library. */
START_TEST(schema_file_is_the_built_in_data_set)
{
    char *xml;
    du_data *d = S_parse_schema_file(&xml);
    ck_assert_msg(memcmp(d, du_dataset_current(), sizeof *d) == 0,
                  "schemas/quacks-duel-provisional-1.xml differs from the "
                  "built-in data set");
    free(d);
    free(xml);
}
END_TEST

/* The digest packed records carry names the content, not the layout: a
 * file laid out anew keeps it, one changed number changes it. */
START_TEST(the_digest_names_the_content_not_the_layout)
{
    char *xml, *err = NULL;
    du_data *d = S_parse_schema_file(&xml);
    ck_assert_uint_eq(d->digest, du_data_digest(d));
    ck_assert_uint_eq(d->digest, du_dataset_current()->digest);

    char *spread = S_replace(xml, "\n  <", "\n\n    <");
    du_data *e = du_data_parse("p.xml", spread, strlen(spread), &err);
    ck_assert_msg(e != NULL, "%s", err);
    ck_assert_uint_ne(e->effects[0].line, d->effects[0].line);
    ck_assert_uint_eq(e->digest, d->digest);
    free(e);
    free(spread);

    char *edited = S_replace(xml, "<upgrade-fail gold=\"0\"/>",
                             "<upgrade-fail gold=\"1\"/>");
    e = du_data_parse("p.xml", edited, strlen(edited), &err);
    ck_assert_msg(e != NULL, "%s", err);
    ck_assert_int_eq(e->upgrade_fail_gold, 1);
    ck_assert_uint_ne(e->digest, d->digest);
    free(e);
    free(edited);

    /* Each part counts: a book price, an effect's amount, a card. */
    du_data copy = *d;
    copy.var[0][1].prices[0]++;
    ck_assert_uint_ne(du_data_digest(&copy), d->digest);
    copy = *d;
    copy.effects[0].a.v[0]++;
    ck_assert_uint_ne(du_data_digest(&copy), d->digest);
    copy = *d;
    copy.cards[3].offer_gold++;
    ck_assert_uint_ne(du_data_digest(&copy), d->digest);
    copy = *d;
    snprintf(copy.note, sizeof copy.note, "another status line");
    ck_assert_uint_eq(du_data_digest(&copy), d->digest);
    free(d);
    free(xml);
}
END_TEST

/* ------------------------------------------------------ hostile files */

static const struct hostile {
    const char *file, *kind;
    long line; /* 0: any */
} S_hostile[] = {
    {"no-vial.xml", "schema", 27},       /* <path> where <vial> belongs */
    {"no-books.xml", "schema", 60},
    {"missing-book.xml", "books", 0},
    {"first-game-twice.xml", "books", 70},
    {"row-billion.xml", "schema", 27},
    {"row-999.xml", "range", 27},
    {"negative-count.xml", "range", 12}, /* the chip rows come first */
    {"price-huge.xml", "schema", 81},
    {"counts-bag.xml", "counts", 19},
    {"counts-levels.xml", "chips", 10},
    {"ladder-falls.xml", "ladder", 9},
    {"unknown-chip-bag.xml", "bag", 24},
    {"unknown-chip-card.xml", "cards", 43},
    {"card-offer-six.xml", "cards", 42},
    {"nest-14.xml", "effect", 95},
    {"nest-3000.xml", "notation.limit", 95}, /* 64 deep at most */
    {"effects-1100.xml", "effect", 1105},
    {"amount-levels.xml", "amount", 82},
    {"mines-fall.xml", "vial", 27},
    {"bonus-mined.xml", "vial", 27},
    {"white-effect.xml", "books", 70}, /* whites have no effect: never run */
    {"start-past-half.xml", "path", 28},
    {"guild-seven.xml", "guild", 29},
    {"coins-face-twice.xml", "coins", 32},
    {"wrong-root.xml", "schema", 4},
    {"entity-bomb.xml", "doctype", 1},
    {"entity-bomb-utf16.xml", "doctype", 2},
    {"external-entity.xml", "doctype", 1},
    {"doctype.xml", "doctype", 1},
    {"not-xml.xml", "xml", 1},
    {"empty.xml", "xml", 1},
    {"truncated.xml", "xml", 43},
};
#define NHOSTILE (int)(sizeof S_hostile / sizeof S_hostile[0])

START_TEST(hostile_data_files_are_refused)
{
    const struct hostile *h = &S_hostile[_i];
    char path[1024], *err = NULL;
    snprintf(path, sizeof path, "%s/tests/duel/hostile/%s", T_srcdir(),
             h->file);
    ck_assert_msg(access(path, R_OK) == 0, "%s is missing", path);
    ck_assert_int_eq(nt_components_load(path, &err), -1);
    S_located(path, err, h->kind, h->line);
    free(err);
    /* A refused file changes nothing. */
    ck_assert_str_eq(nt_components_id(), "provisional-1");
}
END_TEST

/* Data made here, too large to ship: refused at the limits the record
 * reader keeps, located, before libxml2 builds anything (100,000
 * attributes on one element cost it the square of their number). */
START_TEST(hostile_data_sizes_are_refused_at_their_limit)
{
    static const struct {
        const char *what, *element;
        long repeat;
    } cases[] = {
        {"an element carries more than 64 attributes", " a%ld=\"1\"", 100000},
        {"a data set of more than 10,000 elements", "<e%ld/>", 400000},
    };
    for (int i = 0; i < 2; i++) {
        nt_buf xml = {0};
        nt_buf_puts(&xml, "<components xmlns=\"urn:libnotation:duel-"
                          "components:1\" id=\"big\" status=\"x\">\n");
        nt_buf_puts(&xml, i == 0 ? "<chip" : "");
        for (long k = 0; k < cases[i].repeat; k++)
            nt_buf_printf(&xml, cases[i].element, k);
        nt_buf_puts(&xml, i == 0 ? "/></components>\n" : "</components>\n");
        char *err = NULL;
        du_data *d = du_data_parse("big.xml", xml.data, xml.len, &err);
        ck_assert_ptr_null(d);
        S_located("big.xml", err, "notation.limit", 2);
        ck_assert_msg(strstr(err, cases[i].what), "%s", err);
        free(err);
        nt_buf_free(&xml);
    }
}
END_TEST

/* Every hostile file, also through the parser alone. */
START_TEST(hostile_data_files_refused_by_the_parser_too)
{
    for (int i = 0; i < NHOSTILE; i++) {
        char path[1024], *err = NULL;
        size_t len;
        snprintf(path, sizeof path, "%s/tests/duel/hostile/%s", T_srcdir(),
                 S_hostile[i].file);
        char *xml = T_slurp(path, &len);
        ck_assert_ptr_nonnull(xml);
        du_data *d = du_data_parse("h.xml", xml, len, &err);
        ck_assert_msg(d == NULL, "%s loads", S_hostile[i].file);
        S_located("h.xml", err, S_hostile[i].kind, S_hostile[i].line);
        free(err);
        free(xml);
    }
}
END_TEST

static void S_refused_in_bounds(const char *path, const char *kind)
{
    char *err = NULL;
    /* Memory, not time: how fast is make stress's business (bench/
     * stress.sh times the same files), never a test's. */
    long rss0 = S_maxrss_kb();
    ck_assert_int_eq(nt_components_load(path, &err), -1);
    long grew = S_maxrss_kb() - rss0;
    ck_assert_msg(grew < 64 * 1024, "%s: %ld kB more memory", path, grew);
    S_located(path, err, kind, 0);
    free(err);
}

/* A file made for the test, refused, then removed (never a device or
 * anything the test did not make: it runs as root on CI). */
static void S_made_refused(const char *made, const char *kind)
{
    S_refused_in_bounds(made, kind);
    unlink(made);
}

#define DATA_HEAD                                                       \
    "<?xml version=\"1.0\"?>\n<components xmlns=\"urn:libnotation:duel-" \
    "components:1\" id=\"deep\" status=\"provisional\">\n"

/* Made on the spot: a million nested effects (35 MB: refused by size,
 * read no further than the limit), a million open elements in 3 MB
 * (refused by the parser's depth limit), 5 MB of a data set, an endless
 * file, a directory, a missing file. */
START_TEST(huge_and_endless_data_files_are_refused_in_bounds)
{
    S_made_refused(S_make("million-deep.xml", DATA_HEAD,
                               "<pay cost=\"gold\">", 1000000,
                               "<gold n=\"1\"/>"),
                        "size");
    S_made_refused(S_make("million-open.xml", DATA_HEAD "<b>", "<a>",
                               1000000, ""),
                        "notation.limit"); /* 64 deep at most */
    /* 5 MB: a data set with a long comment. */
    char path[1024];
    size_t len;
    S_path(path, sizeof path, "schemas/quacks-duel-provisional-1.xml");
    char *xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(xml);
    char *cut = strstr(xml, "</components>");
    *cut = '\0';
    S_made_refused(S_make("five-mb.xml", xml, "<!-- padding -->\n",
                               5 * 1024 * 1024 / 17 + 1, "</components>\n"),
                        "size");
    free(xml);
    if (access("/dev/zero", R_OK) == 0)
        S_refused_in_bounds("/dev/zero", "size");
    /* An endless pipe: read up to the limit, then refused. */
    const char *fifo = S_make("endless.xml", "", "", 0, "");
    unlink(fifo);
    ck_assert_int_eq(mkfifo(fifo, 0600), 0);
    pid_t writer = fork();
    ck_assert_int_ge(writer, 0);
    if (writer == 0) {
        static const char zeros[65536];
        FILE *w = fopen(fifo, "wb");
        while (w && fwrite(zeros, 1, sizeof zeros, w) == sizeof zeros)
            ;
        _exit(0);
    }
    S_refused_in_bounds(fifo, "size");
    kill(writer, SIGKILL);
    waitpid(writer, NULL, 0);
    S_unmake(fifo);
    char *err = NULL;
    ck_assert_int_eq(nt_components_load("/", &err), -1);
    ck_assert_msg(strstr(err, "error[duel.data.") || strstr(err,
                  "error[notation.io]"), "%s", err);
    free(err);
    ck_assert_int_eq(nt_components_load("/nonexistent/data.xml", &err), -1);
    ck_assert_msg(strstr(err, "/nonexistent/data.xml") &&
                      strstr(err, "error[notation.io]"), "%s", err);
    free(err);
    ck_assert_str_eq(nt_components_id(), "provisional-1");
}
END_TEST

/* -------------------------------------------------- the second data set */


static Suite *S_suite(void)
{
    Suite *s = suite_create("duel");
    TCase *t = tcase_create("data");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, provisional_1_is_the_default_data_set);
    tcase_add_test(t, provisional_1_chips_match_the_spec);
    tcase_add_test(t, provisional_1_vial_path_guild_and_coins);
    tcase_add_test(t, provisional_1_cards);
    tcase_add_test(t, provisional_1_books);
    tcase_add_test(t, schema_file_is_the_built_in_data_set);
    tcase_add_test(t, the_digest_names_the_content_not_the_layout);
    tcase_add_loop_test(t, hostile_data_files_are_refused, 0, NHOSTILE);
    tcase_add_test(t, hostile_data_files_refused_by_the_parser_too);
    tcase_add_test(t, hostile_data_sizes_are_refused_at_their_limit);
    tcase_add_test(t, huge_and_endless_data_files_are_refused_in_bounds);
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

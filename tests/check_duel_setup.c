/* The Duel's setup and records from a later round (positions).  Split out of the one file that held all the
 * engine's tests; what they share is in duel/check_duel.h. */
#include "duel/check_duel.h"

/* ============================================================ the setup */

#define SETUP_WITH(attrs, inner) "<setup " attrs ">" inner "</setup>"
#define COMP "<components dataset=\"provisional-1\"/>"
#define BOOKS1                                                         \
    "<books blue=\"I\" red=\"I\" green=\"I\" pink=\"I\" yellow=\"I\" " \
    "purple=\"I\"/>"
#define COINS "<coins>silver gold</coins>"

START_TEST(setup_read_errors)
{
    OK(S_read_setup(SETUP_WITH("start=\"2\"", COMP BOOKS1 COINS)));
    ck_assert_int_eq(SU.start, 1);
    ck_assert_str_eq(SU.d->id, "provisional-1");
    ck_assert_int_eq(SU.coin[0], 1);
    ck_assert_int_eq(SU.coin[1], 2);
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", BOOKS1 COINS)),
           "duel.setup.dataset");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", "<components/>" BOOKS1
                                   COINS)),
           "duel.setup.dataset");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"",
                                   "<components dataset=\"printed-1\"/>"
                                   BOOKS1 COINS)),
           "duel.setup.dataset");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP
                                   "<books blue=\"V\" red=\"I\" green=\"I\" "
                                   "pink=\"I\" yellow=\"I\" purple=\"I\"/>"
                                   COINS)),
           "duel.setup.books");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP
                                   "<books blue=\"I\" red=\"I\" green=\"I\" "
                                   "pink=\"I\" yellow=\"I\"/>" COINS)),
           "duel.setup.books");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1
                                   "<coins>silver silver</coins>")),
           "duel.setup.coins");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1
                                   "<coins>silver brass</coins>")),
           "duel.setup.coins");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1)),
           "duel.setup.coins");
    BREAKS(S_read_setup(SETUP_WITH("start=\"3\"", COMP BOOKS1 COINS)),
           "duel.setup.start");
    BREAKS(S_read_setup(SETUP_WITH("", COMP BOOKS1 COINS)),
           "duel.setup.start");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\" mayor=\"yes\"",
                                   COMP BOOKS1 COINS)),
           "duel.setup.mayor");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\" first-game=\"yes\"", COMP
                                   "<books blue=\"I\" red=\"II\" green=\"I\" "
                                   "pink=\"I\" yellow=\"I\" purple=\"I\"/>"
                                   COINS)),
           "duel.setup.first-game");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\" first-game=\"yes\"",
                                   COMP BOOKS1 "<coins>copper gold</coins>")),
           "duel.setup.first-game");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\" first-game=\"maybe\"",
                                   COMP BOOKS1 COINS)),
           "duel.setup.first-game");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", BOOKS1 COMP COINS)),
           "duel.setup.dataset");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1 COINS
                                   "<seat n=\"1\" name=\"Ada\"/>")),
           "notation.seat");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1 COINS
                                   "<seat n=\"2\"/><seat n=\"1\"/>")),
           "notation.seat");
    OK(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1 COINS
                               "<seat n=\"1\" name=\"Ada\"/><seat n=\"2\" "
                               "name=\"Bo\"/>")));
    ck_assert_str_eq(SU.name[1], "Bo");
}
END_TEST

/* du_init: bags, supply, stands, park, the second player's gold, the
 * first game's pile. */
START_TEST(init_follows_the_data_set)
{
    OK(S_read_setup(SETUP_WITH("start=\"2\" first-game=\"yes\"",
                               COMP BOOKS1 COINS)));
    du_init(&S, &SU);
    for (int seat = 0; seat < 2; seat++) {
        ck_assert_int_eq(S.pl[seat].bag_n, 12);
        ck_assert_int_eq(S.pl[seat].stand, 8);
    }
    ck_assert_int_eq(S.pl[0].gold, 1); /* seat 2 starts */
    ck_assert_int_eq(S.pl[1].gold, 0);
    ck_assert_int_eq(S.supply[W1], 3);
    ck_assert_int_eq(S.supply[W2], 0);
    ck_assert_int_eq(S.supply[K(1)], 0);
    ck_assert_int_eq(S.supply[DU_CHIP(DC_ORANGE, 0)], 8);
    ck_assert_int_eq(S.supply[VAR(DC_BLUE, 1)], 7);
    ck_assert_int_eq(S.park, 11);
    ck_assert_int_eq(S.patient_half, -1);
    for (int i = 0; i < 6; i++)
        ck_assert_int_eq(S.deck[i], i);
    ck_assert_int_eq(S.deck[6], 21);
    ck_assert_int_eq(S.tosser, 1);
}
END_TEST

/* A whole generated game with every assertion replays here too. */
START_TEST(generated_game_with_assertions_replays)
{
    nt_gen_options g = {0};
    g.game = nt_game_find("quacks-duel");
    g.players = 2;
    g.seed = 31;
    g.index = (unsigned long)_i;
    g.assertions = 1;
    g.set = _i % 2 ? "4" : "213412";
    size_t n;
    char *xml = T_generate_opts(&g, &n);
    T_result r = T_validate(xml, n, 1, 0);
    ck_assert_msg(r.ndiag == 0, "%s", r.line);
    ck_assert_ptr_nonnull(strstr(xml, "<result "));
    free(xml);
}
END_TEST

/* ========================================================== positions */

/* A later round's setup: round 5, the patient on A3, seat 2 to toss; its
 * variants change one text of it (every occurrence). */
#define POS_SETUP                                                          \
    "<setup start=\"2\" round=\"5\" patient=\"A3\">" COMP BOOKS1           \
    "<coins>copper gold</coins>"                                           \
    "<seat n=\"1\" gold=\"0\" stand=\"A10\" guild=\"2\" bag=\"white-1*3 "  \
    "white-2*2 white-3 black-1*2 black-2 orange-1*2 orange-2 blue-1 "      \
    "yellow-1 purple-1\"/>"                                                \
    "<seat n=\"2\" gold=\"1\" stand=\"B5\" guild=\"2\" bag=\"white-1*4 "   \
    "white-2*2 white-3 black-1 black-2 black-3 orange-1 orange-3 blue-1*3 " \
    "green-2 pink-2\"/></setup>"
#define SEAT1_END "purple-1\""
#define SEAT2_END "pink-2\""

static T_result S_pos2(const char *from, const char *to, const char *from2,
                       const char *to2)
{
    char *one = S_replace(POS_SETUP, from, to);
    char *xml = *from2 ? S_replace(one, from2, to2) : strdup(one);
    T_result r = S_read_setup(xml);
    free(one);
    free(xml);
    return r;
}

static T_result S_pos(const char *from, const char *to)
{
    return S_pos2(from, to, "", "");
}

/* Each value where it stands, and the values against each other
 * (duel.position.*, DU-P1 ... DU-P3), beyond the invalid fixtures. */
START_TEST(position_setup_read_errors)
{
    OK(S_pos(SEAT1_END, SEAT1_END " kept=\"21\""));
    ck_assert_int_eq(SU.round, 5);
    ck_assert_int_eq(SU.patient, 3);
    ck_assert_int_eq(SU.seat[0].stand, 10);
    ck_assert_int_eq(SU.seat[1].bag[VAR(DC_BLUE, 1)], 3);
    OK(S_pos(SEAT1_END, SEAT1_END " kept=\"21 18\""));
    ck_assert_int_eq(SU.seat[0].kept[0], 17); /* in their numbers' order */
    OK(S_pos("round=", "discard=\"1\" round="));
    ck_assert_int_eq(SU.discard, 0);
    /* Standings without round=, and rounds out of range. */
    BREAKS(S_pos(" round=\"5\" patient=\"A3\"", ""), "duel.position.round");
    BREAKS(S_pos(" round=\"5\"", ""), "duel.position.round");
    BREAKS(S_pos("round=\"5\"", "round=\"1\""), "duel.position.round");
    BREAKS(S_pos("round=\"5\"", "round=\" 5\""), "duel.position.round");
    /* Values that are not values. */
    BREAKS(S_pos("gold=\"0\"", "gold=\"-1\""), "duel.position.gold");
    BREAKS(S_pos("stand=\"A10\"", "stand=\"A+10\""), "duel.position.stand");
    BREAKS(S_pos("stand=\"A10\"", "stand=\"A13\""), "duel.position.stand");
    BREAKS(S_pos("stand=\"A10\"", "stand=\"none\""), "duel.position.stand");
    BREAKS(S_pos("guild=\"2\"", "guild=\"x\""), "duel.position.guild");
    BREAKS(S_pos("white-1*3", "white-1*0"), "duel.position.bag");
    BREAKS(S_pos("white-1*3", "white-1*+3"), "duel.position.bag");
    BREAKS(S_pos("white-1*3", "white-+1"), "duel.position.bag");
    BREAKS(S_pos("white-1*3", "white-01"), "duel.position.bag");
    BREAKS(S_pos("white-1*3", "white"), "duel.position.bag");
    BREAKS(S_pos("patient=\"A3\"", "patient=\"C2\""),
           "duel.position.patient");
    BREAKS(S_pos("round=", "discard=\"3\" round="), "duel.position.tosser");
    /* Cards: unknown, twice, more than the rounds before, a first game's
     * card still on its pile. */
    BREAKS(S_pos(SEAT1_END, SEAT1_END " kept=\"22\""), "duel.position.cards");
    BREAKS(S_pos2(SEAT1_END, SEAT1_END " kept=\"21\"", SEAT2_END,
                  SEAT2_END " kept=\"21\""),
           "duel.position.cards");
    BREAKS(S_pos(SEAT1_END, SEAT1_END " kept=\"18 18\""),
           "duel.position.cards");
    BREAKS(S_pos2("round=\"5\"", "round=\"4\"", SEAT2_END,
                  SEAT2_END " kept=\"5 16 18 21\""),
           "duel.position.cards");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\" first-game=\"yes\" "
                                   "round=\"5\"", COMP BOOKS1 COINS
                                   "<seat n=\"1\" kept=\"5\"/><seat n=\"2\"/>")),
           "duel.position.cards");
    OK(S_read_setup(SETUP_WITH("start=\"1\" first-game=\"yes\" round=\"6\"",
                               COMP BOOKS1 COINS
                               "<seat n=\"1\" kept=\"5\"/><seat n=\"2\"/>")));
    /* The tosser by the guild counts, the patient's half, the discard. */
    BREAKS(S_pos("guild=\"2\" bag=\"white-1*3", "guild=\"1\" bag=\"white-1*3"),
           "duel.position.tosser");
    OK(S_pos("guild=\"2\" bag=\"white-1*4", "guild=\"1\" bag=\"white-1*4"));
    BREAKS(S_read_setup(SETUP_WITH("start=\"2\" round=\"3\" patient=\"B2\"",
                                   COMP BOOKS1 COINS)),
           "duel.position.tosser");
    OK(S_read_setup(SETUP_WITH("start=\"1\" round=\"3\" patient=\"B2\"",
                               COMP BOOKS1 COINS)));
    OK(S_read_setup(SETUP_WITH("start=\"2\" round=\"3\"", COMP BOOKS1 COINS)));
    /* A patient on the stand's square is cured: never there. */
    BREAKS(S_pos("patient=\"A3\"", "patient=\"A10\""),
           "duel.position.patient");
    /* A chip of the box once too many, across both bags. */
    BREAKS(S_pos("black-3 orange-1", "black-3*8 orange-1"),
           "duel.position.supply");
}
END_TEST

/* du_init from the standings: the supply is the box less both bags, the
 * park what is neither cured nor on the path, the pile's top the round's
 * card, the tosser start (DU-P1 ... DU-P3). */
START_TEST(position_init_gives_the_standings)
{
    char *xml = S_replace(POS_SETUP, SEAT1_END, SEAT1_END " kept=\"21\"");
    char *both = S_replace(xml, "round=", "discard=\"2\" round=");
    OK(S_read_setup(both));
    free(xml);
    free(both);
    du_init(&S, &SU);
    ck_assert_int_eq(S.pl[0].bag_n, 15);
    ck_assert_int_eq(S.pl[1].bag_n, 17);
    ck_assert_int_eq(S.pl[0].gold, 0); /* no second player's nugget */
    ck_assert_int_eq(S.pl[1].gold, 1);
    ck_assert_int_eq(S.pl[0].guild, 2);
    ck_assert_int_eq(S.pl[1].stand, 5);
    ck_assert_int_eq(S.pl[0].nkept, 1);
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 3);
    ck_assert_int_eq(S.park, 11 - 4 - 1);
    ck_assert_int_eq(S.supply[W1], S.d->count[DC_WHITE][0] - 7);
    ck_assert_int_eq(S.supply[W3], 0);
    ck_assert_int_eq(S.supply[K(1)], S.d->count[DC_BLACK][0] - 3);
    ck_assert_int_eq(S.supply[VAR(DC_BLUE, 1)], S.d->count[DC_BLUE][0] - 4);
    ck_assert_int_eq(S.top, 4);
    ck_assert_int_eq(S.last_discard, 1);
    const char *rule;
    ck_assert_int_eq(du_trailing(&S, &rule), 1);
    /* Seats left out are as the game began; round 7 has no pile left. */
    OK(S_read_setup(SETUP_WITH("start=\"1\" round=\"7\"", COMP BOOKS1 COINS)));
    du_init(&S, &SU);
    ck_assert_int_eq(S.pl[0].bag_n, 12);
    ck_assert_int_eq(S.pl[1].stand, 8);
    ck_assert_int_eq(S.pl[1].gold, 0);
    ck_assert_int_eq(S.top, 6);
    ck_assert_int_eq(S.dealt, 1);
    ck_assert_int_eq(du_trailing(&S, &rule), 0);
}
END_TEST

static int S_summary(const nt_record *rec, void *user)
{
    T_result *r = user;
    snprintf(r->msg, sizeof r->msg, "%s", rec->valid && rec->summary
                                               ? rec->summary
                                               : "invalid");
    return 0;
}

static T_result S_validate_summary(const char *xml, size_t len)
{
    T_result r = {0};
    nt_options o;
    nt_options_init(&o);
    o.on_record = S_summary;
    o.user = &r;
    char *err = NULL;
    nt_reader *rd = nt_reader_new(&o, &err);
    ck_assert_msg(rd != NULL, "%s", err ? err : "reader");
    r.rc = nt_reader_memory(rd, "mem.xml", xml, len);
    nt_reader_free(rd);
    return r;
}

/* A seat's standing where round R begins: every chip it owns, as the
 * clean-up would put them into its bag, written as a <seat>. */
static void S_standing_of(nt_buf *out, int k)
{
    const du_player *pl = &S.pl[k];
    uint8_t own[DU_CHIPS];
    memcpy(own, pl->bag, sizeof own);
    for (int i = 0; i < pl->neck_n; i++)
        own[pl->neck[i]]++;
    for (int i = 0; i < pl->body_n; i++)
        own[pl->body[i]]++;
    for (int q = 1; q <= pl->row_top; q++)
        if (pl->row[q] >= 0)
            own[pl->row[q]]++;
    for (int i = 0; i < pl->noverflow; i++)
        own[pl->overflow[i]]++;
    nt_buf_printf(out, "<seat n=\"%d\" gold=\"%d\" stand=\"%c%d\" "
                       "guild=\"%d\" bag=\"", k + 1, pl->gold, 'A' + k,
                  pl->stand, pl->guild);
    for (int chip = 0, first = 1; chip < DU_CHIPS; chip++)
        for (int i = 0; i < own[chip]; i++, first = 0) {
            nt_buf_puts(out, first ? "" : " ");
            du_chip_words(S.d, chip, out);
        }
    nt_buf_puts(out, "\" kept=\"");
    for (int i = 0; i < pl->nkept; i++)
        nt_buf_printf(out, "%s%d", i ? " " : "", S.d->cards[pl->kept[i]].n);
    nt_buf_puts(out, "\"/>");
}

/* Generated games written down where each of rounds 2 to 7 begins, from
 * the state the engine reached there, replay to the same result, and
 * fmt, pack and unpack keep them (DU-P1 ... DU-P3). */
START_TEST(positions_cut_from_generated_games_replay_alike)
{
    nt_gen_options g = {0};
    g.game = nt_game_find("quacks-duel");
    g.players = 2;
    g.seed = 77;
    g.index = (unsigned long)_i;
    g.first_game = _i == 3;
    g.set = _i == 3 ? NULL : _i % 2 ? "3" : "142312";
    size_t n;
    char *xml = T_generate_opts(&g, &n);
    T_result whole = S_validate_summary(xml, n);
    ck_assert_str_ne(whole.msg, "invalid");
    const char *setup = strstr(xml, "<setup"), *end = strstr(xml, "</setup>");
    const char *comp = strstr(setup, "<components");
    const char *coins = strstr(setup, "</coins>") + strlen("</coins>");
    char *setup_text = strndup(setup, (size_t)(end - setup + 8));
    char *body = strndup(end + 8, (size_t)(strstr(end, "</game>") - end - 8));
    int cuts = 0;
    long stop = 0;
    for (int r = 2; r <= 7; r++) {
        char label[32];
        snprintf(label, sizeof label, "<round n=\"%d\" tosser=\"", r);
        const char *at = strstr(xml, label);
        if (!at)
            break;
        /* Replay to the end of round r - 1's buying. */
        for (;; stop++) {
            OK(S_play(setup_text, body, stop));
            if (S.round == r - 1 && S.phase == 5)
                break;
            ck_assert_int_lt(stop, 100000);
        }
        nt_buf rec = {0};
        nt_buf_printf(&rec, "<?xml version=\"1.0\"?>\n<game xmlns=\"%s\" "
                            "rules=\"quacks-duel\" version=\"1\">"
                            "<setup start=\"%c\"%s round=\"%d\"",
                      NT_NAMESPACE, at[strlen(label)],
                      g.first_game ? " first-game=\"yes\"" : "", r);
        if (S.patient_half >= 0)
            nt_buf_printf(&rec, " patient=\"%c%d\"", 'A' + S.patient_half,
                          S.patient_sq);
        if (S.last_discard >= 0)
            nt_buf_printf(&rec, " discard=\"%d\"", S.last_discard + 1);
        nt_buf_printf(&rec, ">%.*s", (int)(coins - comp), comp);
        S_standing_of(&rec, 0);
        S_standing_of(&rec, 1);
        nt_buf_puts(&rec, "</setup>");
        if (!g.first_game && r < 7) {
            nt_buf_puts(&rec, "<deck>");
            for (int k = r - 1; k < 6; k++)
                nt_buf_printf(&rec, "%s%d", k > r - 1 ? " " : "",
                              S.d->cards[S.deck[k]].n);
            nt_buf_puts(&rec, "</deck>");
        }
        nt_buf_puts(&rec, at);
        const char *text = nt_buf_str(&rec);
        T_result cut = S_validate_summary(text, rec.len);
        ck_assert_msg(!strcmp(cut.msg, whole.msg), "round %d: %s, not %s\n%s",
                      r, cut.msg, whole.msg, text);
        T_result schema = T_validate(text, rec.len, 1, 0);
        ck_assert_msg(schema.ndiag == 0, "%s", schema.line);
        /* fmt writes it back as a fixed point, which replays alike. */
        size_t n1, n2;
        char *f1 = T_fmt(text, rec.len, NT_FACTS_KEEP, &n1);
        ck_assert_ptr_nonnull(f1);
        char *f2 = T_fmt(f1, n1, NT_FACTS_KEEP, &n2);
        ck_assert_ptr_nonnull(f2);
        ck_assert(n1 == n2 && !memcmp(f1, f2, n1));
        ck_assert_str_eq(S_validate_summary(f1, n1).msg, whole.msg);
        free(f1);
        free(f2);
        nt_buf_free(&rec);
        cuts++;
    }
    ck_assert_int_gt(cuts, 2);
    free(setup_text);
    free(body);
    free(xml);
}
END_TEST


static Suite *S_suite(void)
{
    Suite *s = suite_create("duel setup");
    TCase *t = tcase_create("setup");
    tcase_add_test(t, setup_read_errors);
    tcase_add_test(t, init_follows_the_data_set);
    tcase_add_loop_test(t, generated_game_with_assertions_replays, 0, 4);
    suite_add_tcase(s, t);
    t = tcase_create("positions");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, position_setup_read_errors);
    tcase_add_test(t, position_init_gives_the_standings);
    tcase_add_loop_test(t, positions_cut_from_generated_games_replay_alike, 0,
                        4);
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

/* The Duel's effect interpreter: upgrades, multipliers, choices,
 * payments, conditions, takes and removals, and what these tests found.  Split out of the one file that held all the
 * engine's tests; what they share is in duel/check_duel.h. */
#include "duel/check_duel.h"

/* ===================================================== the effects */

/* E8: no eligible black chip in the vial (a 5 is the top; the bag is not
 * the vial): both units are lost and nothing is asked.  Then two units
 * may both go to the same black 1 (1 -> 2 -> 3). */
typedef struct up_arg {
    int units, must;
} up_arg;

static int S_upgrade_fn(nt_play *p, void *arg)
{
    up_arg *u = arg;
    return du_do_upgrade(&S, p, 0, 0, 1, u->units, u->must,
                         "duel.scale.collect", "a test");
}

START_TEST(upgrade_forfeit_example_e8)
{
    up_arg two = {2, 0};
    S_fresh();
    S_body(0, K(5));
    S_bag(0, K(4), 1);
    OK(S_run("", S_upgrade_fn, &two));
    ck_assert_int_eq(S.pl[0].body[0], K(5));
    ck_assert_int_eq(S.pl[0].bag[K(4)], 1);
    ck_assert(strstr(S_said, "the upgrade is lost (DU-R2)"));
    ck_assert_int_eq(S.pl[0].gold, 0);
    /* A purple 4 in the neck, blacks 1 and 2 in the bottom. */
    S_fresh();
    S_neck(0, VAR(DC_PURPLE, 4));
    S_body(0, K(1));
    S_body(0, K(2));
    int k1 = S.supply[K(1)], k2 = S.supply[K(2)], k3 = S.supply[K(3)];
    OK(S_run("<upgrade seat=\"1\" chip=\"body:1\"/>"
             "<upgrade seat=\"1\" chip=\"body:1\"/>",
             S_upgrade_fn, &two));
    ck_assert_int_eq(S.pl[0].body[0], K(3));
    ck_assert_int_eq(S.pl[0].body[1], K(2));
    ck_assert_int_eq(S.supply[K(1)], k1 + 1);
    ck_assert_int_eq(S.supply[K(2)], k2);
    ck_assert_int_eq(S.supply[K(3)], k3 - 1);
    /* The purple chip is not black: not a target. */
    S_fresh();
    S_neck(0, VAR(DC_PURPLE, 1));
    S_body(0, K(1));
    BREAKS(S_run("<upgrade seat=\"1\" chip=\"neck:1\"/>", S_upgrade_fn,
                 &two),
           "duel.upgrade.black-only");
    /* An empty supply of the next value forfeits the unit too. */
    S_fresh();
    S_body(0, K(1));
    S.supply[K(2)] = 0;
    OK(S_run("", S_upgrade_fn, &two));
    ck_assert_int_eq(S.pl[0].body[0], K(1));
}
END_TEST

/* Red III, PER_NECK red incl: PATIENT [1,1,2]; two reds in the neck, the
 * carrier a red 4: PATIENT 2 twice, one move of 4. */
START_TEST(per_neck_multiplies_one_move)
{
    S_fresh();
    S_neck(0, VAR(DC_RED, 1));
    S_neck(0, VAR(DC_RED, 4));
    OK(S_effect(DC_RED, 2, VAR(DC_RED, 4), ""));
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 4);
    /* One move of 4 steps, not two of 2. */
    const char *m = strstr(S_said, " moves 4 steps");
    ck_assert_msg(m && !strstr(m + 1, " moves "), "%s", S_said);
    /* The carrier alone, a red 1: 1 step. */
    S_fresh();
    S_neck(0, VAR(DC_RED, 1));
    OK(S_effect(DC_RED, 2, VAR(DC_RED, 1), ""));
    ck_assert_int_eq(S.patient_sq, 1);
    /* Yellow III, PER_NECK black (carrier not counted): GOLD [1,1,2]. */
    S_fresh();
    S_neck(0, K(1));
    S_neck(0, K(3));
    S_neck(0, VAR(DC_YELLOW, 4));
    OK(S_effect(DC_YELLOW, 2, VAR(DC_YELLOW, 4), ""));
    ck_assert_int_eq(S.pl[0].gold, 4);
    S_fresh();
    S_neck(0, VAR(DC_YELLOW, 1));
    OK(S_effect(DC_YELLOW, 2, VAR(DC_YELLOW, 1), ""));
    ck_assert_int_eq(S.pl[0].gold, 0);
}
END_TEST

/* Yellow IV, CHOICE GOLD [1,2,3] | UPGRADE black vial 1: an alternative
 * is offered only when it can be carried out; an upgrade chosen in a
 * CHOICE cannot then be declined (DU-C11). */
START_TEST(choice_offers_only_possible_alternatives)
{
    /* No black chip: the gold, nothing asked. */
    S_fresh();
    S_neck(0, VAR(DC_YELLOW, 2));
    OK(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 2), ""));
    ck_assert_int_eq(S.pl[0].gold, 2);
    S_fresh();
    S_neck(0, VAR(DC_YELLOW, 2));
    BREAKS(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 2),
                    "<branch seat=\"1\" pick=\"1\"/>"),
           "duel.action.unexpected");
    /* A black chip: both are offered. */
    S_fresh();
    S_body(0, K(1));
    S_neck(0, VAR(DC_YELLOW, 1));
    BREAKS(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 1), ""),
           "duel.effect.choice");
    S_fresh();
    S_body(0, K(1));
    S_neck(0, VAR(DC_YELLOW, 1));
    OK(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 1),
                "<branch seat=\"1\" pick=\"2\"/>"));
    ck_assert_int_eq(S.pl[0].body[0], K(2)); /* the only target: applied */
    ck_assert_int_eq(S.pl[0].gold, 0);
    /* Two targets: the upgrade may not be declined. */
    S_fresh();
    S_body(0, K(1));
    S_body(0, K(2));
    S_neck(0, VAR(DC_YELLOW, 1));
    BREAKS(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 1),
                    "<branch seat=\"1\" pick=\"2\"/>"
                    "<upgrade seat=\"1\" chip=\"none\"/>"),
           "duel.effect.choice");
    /* Purple IV: no chip to upgrade and no white 1 in the supply: it does
     * nothing and asks nothing. */
    S_fresh();
    S_neck(0, VAR(DC_PURPLE, 1));
    S.supply[VAR(DC_PURPLE, 2)] = 0;
    S.supply[W1] = 0;
    OK(S_effect(DC_PURPLE, 3, VAR(DC_PURPLE, 1), ""));
    ck_assert_int_eq(S.pl[1].bag_n, 0);
    ck_assert_int_eq(S.pl[0].neck[0], VAR(DC_PURPLE, 1));
}
END_TEST

/* ------------------------------------------------ found by these tests
 * Each was a bug once: a <choice>'s first alternative read on into the
 * second; a UTF-16 DOCTYPE got past the loader; a box bigger than the
 * vial's bottom lost chips. */

/* A <choice>'s alternatives are one element each: yellow IV is "GOLD |
 * UPGRADE", purple IV "UPGRADE | TAKE". */
START_TEST(choice_alternatives_are_single)
{
    const du_data *d = du_dataset_current();
    static const int books[][2] = {{DC_YELLOW, 3}, {DC_PURPLE, 3}};
    for (int i = 0; i < 2; i++) {
        const du_effect *e =
            &d->effects[du_book_of(d, books[i][0], books[i][1])->effect];
        ck_assert_int_eq(e->op, EF_CHOICE);
        ck_assert_msg(d->effects[e->first].next == DU_NIL,
                      "the first alternative of %s IV runs on into the "
                      "second", du_colour_names[books[i][0]]);
    }
    /* Purple IV with nothing to upgrade: only the take is possible, so
     * nothing is asked and the opponent takes a white 1. */
    S_fresh();
    S_neck(0, VAR(DC_PURPLE, 1));
    S.supply[VAR(DC_PURPLE, 2)] = 0;
    OK(S_effect(DC_PURPLE, 3, VAR(DC_PURPLE, 1), ""));
    ck_assert_int_eq(S.pl[1].bag[W1], 1);
    /* Yellow IV's gold is gold only: no upgrade follows. */
    S_fresh();
    S_body(0, K(1));
    S_body(0, K(2));
    S_neck(0, VAR(DC_YELLOW, 1));
    OK(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 1),
                "<branch seat=\"1\" pick=\"1\"/>"));
    ck_assert_int_eq(S.pl[0].gold, 1);
    ck_assert_int_eq(S.pl[0].body[0], K(1));
    ck_assert_int_eq(S.pl[0].body[1], K(2));
}
END_TEST

/* The bottom of a vial holds every chip of the box: a data set with more
 * chips than that is refused (duel.data.counts), never played with chips
 * lost. */
START_TEST(a_box_bigger_than_the_vial_is_refused)
{
    char path[1024];
    size_t len;
    S_path(path, sizeof path, "tests/duel/other-1.xml");
    char *xml = T_slurp(path, &len);
    char *a = S_replace(xml, "counts=\"6 7 7 7 8\"",
                        "counts=\"99 99 99 99 99\"");
    const char *file = S_make("big-box.xml", a, "", 0, "");
    char *err = NULL;
    ck_assert_int_eq(nt_components_load(file, &err), -1);
    S_located(file, err, "counts", 0);
    ck_assert_msg(strstr(err, "at most 255 chips") != NULL, "%s", err);
    S_unmake(file);
    free(err);
    free(a);
    free(xml);
    S_restore();
}
END_TEST

/* A DOCTYPE is refused in any encoding (a UTF-16 file does not contain
 * the bytes "<!DOCTYPE"), before any entity is expanded. */
START_TEST(doctype_in_utf16_is_refused)
{
    char path[1024];
    size_t len;
    S_path(path, sizeof path, "tests/duel/other-1.xml");
    char *xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(xml);
    char *a = S_replace(xml, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                        "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n"
                        "<!DOCTYPE components [<!ENTITY e \"expanded\">]>");
    char *b = S_replace(a, "<status>test data set, made up for the tests",
                        "<status>&e;");
    /* UTF-16LE with a byte order mark (ASCII text only). */
    const char *file = S_make("doctype-utf16.xml", "", "", 0, "");
    FILE *f = fopen(file, "wb");
    fputc(0xFF, f);
    fputc(0xFE, f);
    for (const char *c = b; *c; c++) {
        fputc(*c, f);
        fputc(0, f);
    }
    fclose(f);
    char *err = NULL;
    int rc = nt_components_load(file, &err);
    S_unmake(file);
    ck_assert_msg(rc == -1, "a UTF-16 data set with a DOCTYPE loads (status "
                  "\"%s\")", nt_components_status());
    S_located(file, err, "doctype", 0);
    free(err);
    free(a);
    free(b);
    free(xml);
}
END_TEST

/* Blue IV: PAY stand -1 THEN PATIENT [2,3,5]: a yes/no while the stand can
 * retreat; not offered at the path's end. */
START_TEST(pay_with_the_stand)
{
    S_fresh();
    S_neck(0, VAR(DC_BLUE, 2));
    OK(S_effect(DC_BLUE, 3, VAR(DC_BLUE, 2), "<accept seat=\"1\" do=\"yes\"/>"));
    ck_assert_int_eq(S.pl[0].stand, 9);
    ck_assert_int_eq(S.patient_sq, 3);
    S_fresh();
    S_neck(0, VAR(DC_BLUE, 2));
    OK(S_effect(DC_BLUE, 3, VAR(DC_BLUE, 2), "<accept seat=\"1\" do=\"no\"/>"));
    ck_assert_int_eq(S.pl[0].stand, 8);
    ck_assert_int_eq(S.patient_half, -1);
    S_fresh();
    S.pl[0].stand = 12;
    S_neck(0, VAR(DC_BLUE, 2));
    OK(S_effect(DC_BLUE, 3, VAR(DC_BLUE, 2), ""));
    ck_assert_int_eq(S.patient_half, -1);
}
END_TEST

/* Red IV: IF_LAST_WHITE >= 2 THEN PATIENT [2,3,5]. */
START_TEST(if_last_white)
{
    S_fresh();
    S_row(0, 3, W1);
    S_neck(0, VAR(DC_RED, 1));
    OK(S_effect(DC_RED, 3, VAR(DC_RED, 1), ""));
    ck_assert_int_eq(S.patient_half, -1);
    S_fresh();
    S_row(0, 1, W1);
    S_row(0, 3, W2);
    S_neck(0, VAR(DC_RED, 4));
    OK(S_effect(DC_RED, 3, VAR(DC_RED, 4), ""));
    ck_assert_int_eq(S.patient_sq, 5);
}
END_TEST

/* Green IV (green 4): three 1-chips of different colours, not black; a
 * colour taken is not offered again. */
START_TEST(take_distinct_colours)
{
    S_fresh();
    S_neck(0, VAR(DC_GREEN, 4));
    OK(S_effect(DC_GREEN, 3, VAR(DC_GREEN, 4),
                "<take seat=\"1\" chip=\"red-1\"/>"
                "<take seat=\"1\" chip=\"orange-1\"/>"
                "<take seat=\"1\" chip=\"blue-1\"/>"));
    ck_assert_int_eq(S.pl[0].bag_n, 3);
    ck_assert_int_eq(S.pl[0].bag[VAR(DC_RED, 1)], 1);
    S_fresh();
    S_neck(0, VAR(DC_GREEN, 4));
    BREAKS(S_effect(DC_GREEN, 3, VAR(DC_GREEN, 4),
                    "<take seat=\"1\" chip=\"red-1\"/>"
                    "<take seat=\"1\" chip=\"red-1\"/>"),
           "duel.effect.take");
    S_fresh();
    S_neck(0, VAR(DC_GREEN, 1));
    BREAKS(S_effect(DC_GREEN, 3, VAR(DC_GREEN, 1),
                    "<take seat=\"1\" chip=\"black-1\"/>"),
           "duel.effect.take");
}
END_TEST

/* Pink IV, REMOVE_W1: from the bag first, else from the row (which one,
 * when there are two). */
START_TEST(remove_white_one)
{
    S_fresh();
    S_bag(0, W1, 1);
    S_row(0, 1, W1);
    S_neck(0, VAR(DC_PINK, 4));
    int w1 = S.supply[W1];
    OK(S_effect(DC_PINK, 3, VAR(DC_PINK, 4), "")); /* one white 1: no choice */
    ck_assert_int_eq(S.pl[0].bag[W1], 0);
    ck_assert_int_eq(S.pl[0].row[1], -1);
    ck_assert_int_eq(S.supply[W1], w1 + 2);
    S_fresh();
    S_row(0, 1, W1);
    S_row(0, 2, W1);
    S_row(0, 4, W2);
    S_neck(0, VAR(DC_PINK, 1));
    OK(S_effect(DC_PINK, 3, VAR(DC_PINK, 1),
                "<remove seat=\"1\" chip=\"white:2\"/>"));
    ck_assert_int_eq(S.pl[0].row[1], W1);
    ck_assert_int_eq(S.pl[0].row[2], -1);
    S_fresh();
    S_row(0, 1, W1);
    S_row(0, 4, W2);
    S_neck(0, VAR(DC_PINK, 1));
    BREAKS(S_effect(DC_PINK, 3, VAR(DC_PINK, 1),
                    "<remove seat=\"1\" chip=\"white:4\"/>"),
           "duel.action.unexpected");
}
END_TEST


static Suite *S_suite(void)
{
    Suite *s = suite_create("duel effects");
    TCase *t = tcase_create("effects");
    tcase_add_test(t, upgrade_forfeit_example_e8);
    tcase_add_test(t, per_neck_multiplies_one_move);
    tcase_add_test(t, choice_offers_only_possible_alternatives);
    tcase_add_test(t, pay_with_the_stand);
    tcase_add_test(t, if_last_white);
    tcase_add_test(t, take_distinct_colours);
    tcase_add_test(t, remove_white_one);
    suite_add_tcase(s, t);
    t = tcase_create("found by these tests");
    tcase_add_test(t, choice_alternatives_are_single);
    tcase_add_test(t, doctype_in_utf16_is_refused);
    tcase_add_test(t, a_box_bigger_than_the_vial_is_refused);
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

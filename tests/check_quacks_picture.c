/* Quacks' picture (games/quacks/picture.c, picture_seat.c): well-formed
 * SVG with a cell for each of the 53 pot spaces of each seat, labelled
 * with the chips the state holds there, the droplet, the rat stone and the
 * bag; the last chip drawn marked, in the pot or the overflow bowl; five
 * seats of The Herb Witches; and the parts render groups the steps into:
 * one per brew, one per evaluation.  Every state is replayed from a
 * shipped record. */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "record.h"
#include "src_record.h"
#include "support.h"

static qk_state S;
static qk_setup SU;

/* ------------------------------------------------------------ replays */

/* Each step's label and part, and (when `check`) a check of the picture
 * of the state where the part changes. */
#define S_MAX_STEPS 4096
typedef struct steps {
    nt_observer base;
    int check;
    int n;
    int pictures;
    char label[S_MAX_STEPS][96];
    char part[S_MAX_STEPS][64];
} steps;
static steps T;

static void S_check(const qk_state *s);

static void S_step(nt_observer *o, long n, const char *label)
{
    steps *t = (steps *)o;
    nt_buf part = {0};
    ck_assert(n == t->n + 1 && t->n < S_MAX_STEPS);
    nt_game_quacks.picture->part(&S, label, &part);
    snprintf(t->label[t->n], sizeof t->label[0], "%s", label);
    snprintf(t->part[t->n], sizeof t->part[0], "%s", nt_buf_str(&part));
    if (t->check && (t->n == 0 || strcmp(t->part[t->n], t->part[t->n - 1]))) {
        S_check(&S);
        t->pictures++;
    }
    t->n++;
    nt_buf_free(&part);
}

static int S_setup_error(nt_setup_ctx *c, const nt_node *at, const char *rule,
                         const char *msg)
{
    (void)c;
    ck_abort_msg("line %lu: %s: %s", (unsigned long)at->line, rule, msg);
    return -1;
}

/* Replay a shipped record into S, stopping after `stop_at` steps (-1:
 * to its end), with its steps in T. */
static void S_replay(const char *file, long stop_at, int check)
{
    char path[512];
    size_t len;
    snprintf(path, sizeof path, "%s/fixtures/quacks/valid/%s", T_srcdir(),
             file);
    char *xml = T_slurp(path, &len);
    ck_assert_msg(xml != NULL, "cannot read %s", path);
    xmlDocPtr d = xmlReadMemory(xml, (int)len, path, NULL,
                                XML_PARSE_NONET | XML_PARSE_NOBLANKS);
    ck_assert(d != NULL);
    nt_arena mem = {0};
    nt_node *root = nt_tree_copy(&mem, xmlDocGetRootElement(d));
    nt_node *node = nt_child(root, "setup");
    nt_setup_ctx errs = {S_setup_error};
    memset(&S, 0, sizeof S);
    ck_assert(nt_game_quacks.setup_read(&SU, node, &errs) == 0);
    qk_init(&S, &SU);
    memset(&T, 0, sizeof T);
    T.base.step = S_step;
    T.check = check;
    nt_record_source *src = nt_record_source_new(root, node->next);
    nt_play_config pc = {0};
    pc.hooks = nt_game_quacks.hooks;
    pc.state = &S;
    pc.source = nt_record_source_base(src);
    pc.observers = &T.base;
    pc.narrate = 1;
    pc.stop_at = stop_at;
    nt_play *p = nt_play_new(&pc);
    int rc = qk_play(&S, p);
    if (rc == NT_OK)
        rc = nt_record_source_finish(src, p);
    ck_assert_int_eq(rc, stop_at < 0 ? NT_OK : NT_STOP);
    nt_play_free(p);
    nt_record_source_free(src);
    nt_arena_free(&mem);
    xmlFreeDoc(d);
    free(xml);
}

/* ------------------------------------------------------------ pictures */

static int S_xml_errors;

static void S_count_error(void *ctx, xmlErrorPtr e)
{
    (void)ctx;
    (void)e;
    S_xml_errors++;
}

typedef struct cells {
    int spaces[QK_MAX_SEATS];
    int droplets, rat_stones, bags;
    int last;
    char last_name[48], last_label[256];
    const qk_state *s;
} cells;

/* What the state holds on a seat's space: its chips' ids. */
static void S_expected(const qk_player *pl, int space, nt_buf *out)
{
    nt_buf_clear(out);
    for (int k = 0; k < pl->npot; k++)
        if (pl->pot[k].space == space)
            nt_buf_printf(out, "%s%s", out->len ? " " : "",
                          qk_chips[pl->pot[k].chip].id);
}

static void S_cell(cells *c, const char *name, const char *label)
{
    int seat, space, n = 0;
    char what[16];
    nt_buf want = {0};
    if (sscanf(name, "seat %d space %d%n", &seat, &space, &n) == 2 &&
        !name[n]) {
        ck_assert(seat >= 1 && seat <= c->s->players);
        ck_assert(space >= 0 && space <= QK_LAST_SPACE);
        c->spaces[seat - 1]++;
        S_expected(&c->s->pl[seat - 1], space, &want);
        ck_assert_str_eq(label, nt_buf_str(&want));
    } else if (sscanf(name, "seat %d %15s", &seat, what) == 2) {
        const qk_player *pl = &c->s->pl[seat - 1];
        if (!strcmp(what, "droplet")) {
            nt_buf_printf(&want, "space %d", pl->droplet);
            ck_assert_str_eq(label, nt_buf_str(&want));
            c->droplets++;
        } else if (!strcmp(what, "rat")) {
            if (pl->rats)
                nt_buf_printf(&want, "space %d", pl->droplet + pl->rats);
            ck_assert_str_eq(label, nt_buf_str(&want));
            c->rat_stones++;
        } else if (!strcmp(what, "bag")) {
            ck_assert_int_eq(!*label, !pl->bag_n);
            c->bags++;
        }
    }
    nt_buf_free(&want);
}

static void S_walk(xmlNodePtr n, cells *c)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        xmlChar *cls = xmlGetProp(n, (const xmlChar *)"class");
        if (cls && !strncmp((const char *)cls, "cell", 4)) {
            xmlChar *name = xmlGetProp(n, (const xmlChar *)"data-cell");
            xmlChar *label = xmlGetProp(n, (const xmlChar *)"data-label");
            ck_assert(name && label);
            S_cell(c, (const char *)name, (const char *)label);
            if (strstr((const char *)cls, "last")) {
                c->last++;
                snprintf(c->last_name, sizeof c->last_name, "%s",
                         (const char *)name);
                snprintf(c->last_label, sizeof c->last_label, "%s",
                         (const char *)label);
            }
            xmlFree(name);
            xmlFree(label);
        }
        xmlFree(cls);
        S_walk(n->children, c);
    }
}

static cells C;

/* Draw `s`: well-formed SVG, 53 spaces per seat labelled as the state
 * holds them, a droplet, a rat stone and a bag per seat, and one chip
 * marked last while a seat brews and has drawn (none otherwise). */
static void S_check(const qk_state *s)
{
    nt_buf svg = {0};
    nt_game_quacks.picture->draw(s, &svg);
    S_xml_errors = 0;
    xmlSetStructuredErrorFunc(NULL, S_count_error);
    xmlDocPtr d = xmlReadMemory(svg.data, (int)svg.len, "picture.svg", NULL,
                                XML_PARSE_NONET);
    xmlSetStructuredErrorFunc(NULL, NULL);
    ck_assert_msg(d != NULL && S_xml_errors == 0, "not well-formed:\n%s",
                  nt_buf_str(&svg));
    xmlNodePtr root = xmlDocGetRootElement(d);
    ck_assert_str_eq((const char *)root->name, "svg");
    ck_assert(root->ns && !strcmp((const char *)root->ns->href,
                                  "http://www.w3.org/2000/svg"));
    memset(&C, 0, sizeof C);
    C.s = s;
    S_walk(root, &C);
    for (int i = 0; i < s->players; i++)
        ck_assert_int_eq(C.spaces[i], QK_LAST_SPACE + 1);
    ck_assert_int_eq(C.droplets, s->players);
    ck_assert_int_eq(C.rat_stones, s->players);
    ck_assert_int_eq(C.bags, s->players);
    const qk_player *pl = &s->pl[s->seat];
    int last = s->phase == PH_BREW && (pl->last >= 0 ||
                                        (pl->last_bowl && pl->nbowl));
    ck_assert_int_eq(C.last, last);
    xmlFreeDoc(d);
    nt_buf_free(&svg);
}

START_TEST(quacks_has_a_picture)
{
    ck_assert(nt_game_quacks.picture != NULL);
    ck_assert(nt_game_quacks.picture->draw != NULL);
    ck_assert(nt_game_quacks.picture->part != NULL);
}
END_TEST

START_TEST(a_brew_of_four_seats_shows_every_chip_on_its_space)
{
    /* Round 5, seat 4 has drawn red-1 ... orange-1, white-1 (step 182). */
    S_replay("game-03-4p-set1-front.xml", 182, 0);
    ck_assert_str_eq(T.label[181], "round 5: seat 4 draws white-1");
    ck_assert_int_eq(S.players, 4);
    ck_assert_int_ge(S.pl[0].npot, 5);
    ck_assert_int_ge(S.pl[3].npot, 6);
    S_check(&S);
    const qk_player *pl = &S.pl[3];
    char want[48];
    snprintf(want, sizeof want, "seat 4 space %d", pl->pot[pl->last].space);
    ck_assert_int_eq(pl->last, pl->npot - 1);
    ck_assert_str_eq(C.last_name, want);
    ck_assert_str_eq(C.last_label, "white-1");
}
END_TEST

START_TEST(a_chip_in_the_overflow_bowl_is_the_last_drawn)
{
    /* Seat 1 fills the pot; white-2 and red-2 go into the bowl. */
    S_replay("hw-27-bowl.xml", 5, 0);
    ck_assert_int_eq(S.pl[0].nbowl, 2);
    S_check(&S);
    ck_assert_str_eq(C.last_name, "seat 1 bowl");
    ck_assert_str_eq(C.last_label, "white-2 red-2");
}
END_TEST

START_TEST(five_herb_witches_seats_draw_at_every_part)
{
    S_replay("game-15-5p-hw-set6-back.xml", -1, 1);
    ck_assert_int_eq(S.players, 5);
    ck_assert(S.setup->witches);
    /* Nine rounds of a fortune card, five brews and an evaluation. */
    ck_assert_int_ge(T.pictures, 9 * 7);
    S_check(&S);
}
END_TEST

START_TEST(the_back_side_of_four_pots_draws_at_every_part)
{
    S_replay("game-12-4p-set4-back.xml", -1, 1);
    ck_assert_int_eq(S.players, 4);
    ck_assert_int_ge(T.pictures, 9 * 6);
}
END_TEST

/* The index of the first step with this label, or fail. */
static int S_find(const char *label)
{
    for (int i = 0; i < T.n; i++)
        if (!strcmp(T.label[i], label))
            return i;
    ck_abort_msg("no step \"%s\"", label);
    return -1;
}

START_TEST(a_brew_is_one_part_and_the_evaluation_another)
{
    S_replay("example-5-scoring-and-buying.xml", -1, 0);
    int card = S_find("round 3: fortune card \"Lucky devil\"");
    int nina = S_find("round 3: seat 1 (Nina) draws white-2");
    int stop = S_find("round 3: seat 1 (Nina) stops on space 23");
    int lucas = S_find("round 3: seat 2 (Lucas) draws white-1");
    int die = S_find("round 3: bonus die (A)");
    int end = S_find("round 3: end of the round (F)");
    ck_assert_str_eq(T.part[card], "round 3, fortune card");
    ck_assert_str_eq(T.part[nina], "round 3, seat 1");
    ck_assert_str_eq(T.part[nina + 1], T.part[nina]);
    ck_assert_str_eq(T.part[stop], T.part[nina]);
    ck_assert_str_eq(T.part[lucas], "round 3, seat 2");
    for (int i = die; i <= end; i++)
        ck_assert_str_eq(T.part[i], "round 3, evaluation");
    ck_assert_str_ne(T.part[lucas], T.part[die]);
    ck_assert_str_ne(T.part[card], T.part[nina]);
}
END_TEST

START_TEST(other_steps_are_their_own_part)
{
    nt_buf out = {0};
    const nt_picture *pic = nt_game_quacks.picture;
    pic->part(&S, "round 9: the end", &out);
    ck_assert_str_eq(nt_buf_str(&out), "round 9: the end");
    nt_buf_clear(&out);
    pic->part(&S, "the witches are drawn", &out);
    ck_assert_str_eq(nt_buf_str(&out), "the witches are drawn");
    nt_buf_clear(&out);
    pic->part(&S, "round 4: seat 3 (Ann (B)) stirs", &out);
    ck_assert_str_eq(nt_buf_str(&out), "round 4, seat 3");
    nt_buf_clear(&out);
    pic->part(&S, "round 4: rubies and victory points (C, D)", &out);
    ck_assert_str_eq(nt_buf_str(&out), "round 4, evaluation");
    nt_buf_free(&out);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("quacks_picture");
    TCase *t = tcase_create("pictures");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, quacks_has_a_picture);
    tcase_add_test(t, a_brew_of_four_seats_shows_every_chip_on_its_space);
    tcase_add_test(t, a_chip_in_the_overflow_bowl_is_the_last_drawn);
    tcase_add_test(t, five_herb_witches_seats_draw_at_every_part);
    tcase_add_test(t, the_back_side_of_four_pots_draws_at_every_part);
    suite_add_tcase(s, t);
    t = tcase_create("parts");
    tcase_add_test(t, a_brew_is_one_part_and_the_evaluation_another);
    tcase_add_test(t, other_steps_are_their_own_part);
    suite_add_tcase(s, t);
    SRunner *r = srunner_create(s);
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* The Duel's picture (libnotation/games/duel/picture.c), as notation
 * render draws it: the fixtures' games replayed with an observer that
 * draws the state after every step, as render's does.  Each picture must
 * be well-formed XML with a cell for every square of the path and every
 * space of both vials, labelled with the chip the state holds there; the
 * chip the narration last placed must be the one marked "last"; and
 * every step must be a part of its own, two turns of one seat in a row
 * included. */
#define _GNU_SOURCE
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

/* Beside the engine, not the picture.h of libnotation/src. */
#include "../libnotation/games/duel/picture.h"
#include "record.h"
#include "src_record.h"

#define SVG_NS "http://www.w3.org/2000/svg"

/* ============================================================ the SVG */

typedef struct cell {
    char name[64];
    char label[160];
    int last;
} cell;

typedef struct picture {
    cell cells[400];
    int n;
    int errors;          /* libxml2's, while parsing */
    char text[2048];     /* the first texts, joined */
} picture;

static void S_xml_error(void *user, xmlErrorPtr e)
{
    (void)e;
    ((picture *)user)->errors++;
}

static void S_walk(picture *pic, xmlNode *n)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        xmlChar *cls = xmlGetProp(n, BAD_CAST "class");
        if (cls && !strncmp((const char *)cls, "cell", 4)) {
            ck_assert_int_lt(pic->n, (int)(sizeof pic->cells /
                                           sizeof pic->cells[0]));
            cell *c = &pic->cells[pic->n++];
            xmlChar *name = xmlGetProp(n, BAD_CAST "data-cell");
            xmlChar *label = xmlGetProp(n, BAD_CAST "data-label");
            ck_assert_msg(name && label, "a cell without data-cell or "
                                         "data-label");
            snprintf(c->name, sizeof c->name, "%s", (const char *)name);
            snprintf(c->label, sizeof c->label, "%s", (const char *)label);
            c->last = !strcmp((const char *)cls, "cell last");
            xmlFree(name);
            xmlFree(label);
        }
        xmlFree(cls);
        if (!strcmp((const char *)n->name, "text")) {
            xmlChar *t = xmlNodeGetContent(n);
            size_t len = strlen(pic->text);
            snprintf(pic->text + len, sizeof pic->text - len, "%s\n",
                     (const char *)t);
            xmlFree(t);
        }
        S_walk(pic, n->children);
    }
}

/* Parse a picture: well-formed, one <svg> in the SVG namespace with its
 * <title> first, and its cells. */
static void S_parse(const char *svg, size_t len, picture *pic)
{
    memset(pic, 0, sizeof *pic);
    xmlSetStructuredErrorFunc(pic, S_xml_error);
    xmlDocPtr d = xmlReadMemory(svg, (int)len, "picture.svg", "UTF-8",
                                XML_PARSE_NONET);
    xmlSetStructuredErrorFunc(NULL, NULL);
    ck_assert_msg(d != NULL && pic->errors == 0, "not well-formed: %s", svg);
    xmlNode *root = xmlDocGetRootElement(d);
    ck_assert_str_eq((const char *)root->name, "svg");
    ck_assert(root->ns && !strcmp((const char *)root->ns->href, SVG_NS));
    xmlNode *first = root->children;
    while (first && first->type != XML_ELEMENT_NODE)
        first = first->next;
    ck_assert(first && !strcmp((const char *)first->name, "title"));
    S_walk(pic, root->children);
    xmlFreeDoc(d);
}

static const cell *S_cell(const picture *pic, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static const cell *S_cell(const picture *pic, const char *fmt, ...)
{
    char name[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(name, sizeof name, fmt, ap);
    va_end(ap);
    for (int i = 0; i < pic->n; i++)
        if (!strcmp(pic->cells[i].name, name))
            return &pic->cells[i];
    ck_abort_msg("no cell \"%s\" in the picture", name);
    return NULL;
}

/* The label a chip's cell must carry: its words, or "" for none. */
static void S_expect_chip(const picture *pic, const du_state *s, int chip,
                          const cell *c)
{
    nt_buf w = {0};
    if (chip >= 0)
        du_chip_words(s->d, chip, &w);
    ck_assert_msg(!strcmp(c->label, nt_buf_str(&w)),
                  "cell \"%s\" says \"%s\", the state holds \"%s\"", c->name,
                  c->label, nt_buf_str(&w));
    nt_buf_free(&w);
    (void)pic;
}

/* Every square, space and slot a reader looks at, as the state has it. */
static void S_check_cells(const picture *pic, const du_state *s)
{
    const du_data *d = s->d;
    for (int half = 0; half < 2; half++)
        for (int q = 1; q <= d->half; q++) {
            const cell *c = S_cell(pic, "path %c%d", 'A' + half, q);
            int patient = s->patient_half == half && s->patient_sq == q;
            ck_assert_int_eq(strstr(c->label, "the patient") != NULL,
                             patient);
            ck_assert_int_eq(strstr(c->label, "the stand of") != NULL,
                             s->pl[half].stand == q);
        }
    S_cell(pic, "path park");
    for (int seat = 0; seat < 2; seat++) {
        const du_player *pl = &s->pl[seat];
        for (int q = 1; q <= d->row; q++)
            S_expect_chip(pic, s, pl->row[q],
                          S_cell(pic, "seat %d vial %d", seat + 1, q));
        for (int k = 1; k <= d->neck; k++)
            S_expect_chip(pic, s, k <= pl->neck_n ? pl->neck[k - 1] : -1,
                          S_cell(pic, "seat %d neck %d", seat + 1, k));
        for (int k = 1; k <= pl->body_n && k <= 20; k++)
            S_expect_chip(pic, s, pl->body[k - 1],
                          S_cell(pic, "seat %d bottom %d", seat + 1, k));
        S_cell(pic, "seat %d bag", seat + 1);
        S_cell(pic, "seat %d guild 6", seat + 1);
    }
    ck_assert_msg(strstr(pic->text, "provisional-1: invented placeholder "
                                    "data, not the printed components"),
                  "the data set's status is not in the picture");
}

/* ========================================================= a replay */

static du_setup SU;
static du_state S;

/* What the narration says was placed last in the step: a neck space or
 * a white's space, and whether the neck was full then. */
typedef struct watch {
    nt_observer obs;
    int seat;            /* -1: nothing placed in this step */
    int neck, white;     /* the neck's space or the white's, 0: none */
    int full;
    long steps, turns, checked, same_seat_turns;
    char part[256];
    int part_seat;
} watch;

static void S_said(nt_observer *o, const char *text)
{
    watch *w = (watch *)o;
    int k;
    const char *at;
    if ((at = strstr(text, " goes to the neck, space ")) &&
        sscanf(at, " goes to the neck, space %d", &k) == 1) {
        w->seat = S.seat;
        w->neck = k;
        w->white = 0;
        w->full = 0;
    } else if (!strncmp(text, "white-", 6) &&
               (at = strstr(text, " goes to space ")) &&
               sscanf(at, " goes to space %d", &k) == 1) {
        w->seat = S.seat;
        w->white = k;
        w->neck = 0;
    } else if (!strcmp(text, "the neck is full")) {
        w->full = 1;
    } else if (strstr(text, "uses card C-K: the white goes back")) {
        w->seat = -1; /* the white placed last is gone */
    }
}

/* Where the chip the narration placed last lies now, if it is still
 * there: the bottom's last when the neck filled, else its space. */
static const cell *S_placed(const picture *pic, const watch *w)
{
    const du_player *pl = &S.pl[w->seat];
    if (w->neck && w->full && !pl->neck_n)
        return S_cell(pic, "seat %d bottom %d", w->seat + 1, pl->body_n);
    if (w->neck)
        return S_cell(pic, "seat %d neck %d", w->seat + 1, w->neck);
    if (w->white > S.d->row)
        return S_cell(pic, "seat %d past the row %d", w->seat + 1,
                      pl->noverflow);
    return S_cell(pic, "seat %d vial %d", w->seat + 1, w->white);
}

static void S_stepped(nt_observer *o, long n, const char *label)
{
    watch *w = (watch *)o;
    nt_buf svg = {0}, part = {0};
    static picture pic;
    du_picture.draw(&S, &svg);
    S_parse(svg.data, svg.len, &pic);
    S_check_cells(&pic, &S);
    int lasts = 0;
    for (int i = 0; i < pic.n; i++)
        lasts += pic.cells[i].last;
    if (w->seat >= 0) {
        const cell *c = S_placed(&pic, w);
        if (*c->label) {
            ck_assert_msg(c->last, "step %ld (%s): \"%s\" (%s) was placed "
                                   "last but is not marked",
                          n, label, c->name, c->label);
            w->checked++;
        }
        ck_assert_int_le(lasts, 2);
    } else if (!strstr(label, "turn of")) {
        ck_assert_msg(!lasts, "step %ld (%s) placed no chip", n, label);
    }
    /* Every step its own part, the same seat's turns in a row too. */
    du_picture.part(&S, label, &part);
    ck_assert_msg(strcmp(part.data, w->part), "steps %ld and %ld share the "
                                              "part \"%s\"",
                  n - 1, n, w->part);
    if (strstr(label, "turn of")) {
        w->same_seat_turns += w->part_seat == S.seat;
        w->part_seat = S.seat;
        w->turns++;
    } else {
        ck_assert_str_eq(part.data, label);
        w->part_seat = -1;
    }
    snprintf(w->part, sizeof w->part, "%s", part.data);
    w->steps = n;
    w->seat = -1;
    nt_buf_free(&svg);
    nt_buf_free(&part);
}

static char *S_slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)size + 1);
    *len = fread(buf, 1, (size_t)size, f);
    buf[*len] = '\0';
    fclose(f);
    return buf;
}

static int S_setup_error(nt_setup_ctx *c, const nt_node *at,
                         const char *rule, const char *msg)
{
    (void)c;
    ck_abort_msg("line %lu: %s: %s", (unsigned long)at->line, rule, msg);
    return -1;
}

/* Replay a fixture's game, the observer checking every step's picture. */
static void S_replay(const char *rel, watch *w)
{
    char path[512];
    const char *dir = getenv("SRCDIR");
    size_t len;
    snprintf(path, sizeof path, "%s/%s", dir ? dir : ".", rel);
    char *xml = S_slurp(path, &len);
    xmlDocPtr d = xmlReadMemory(xml, (int)len, path, NULL,
                                XML_PARSE_NONET | XML_PARSE_NOBLANKS);
    ck_assert(d != NULL);
    nt_arena mem = {0};
    nt_node *root = nt_tree_copy(&mem, xmlDocGetRootElement(d));
    nt_node *setup = nt_child(root, "setup");
    nt_setup_ctx errs = {S_setup_error};
    ck_assert(setup != NULL);
    ck_assert_int_eq(nt_game_duel.setup_read(&SU, setup, &errs), 0);
    du_init(&S, &SU);
    nt_record_source *src = nt_record_source_new(root, setup->next);
    memset(w, 0, sizeof *w);
    w->obs.say = S_said;
    w->obs.step = S_stepped;
    w->seat = w->part_seat = -1;
    nt_play_config pc = {0};
    pc.hooks = nt_game_duel.hooks;
    pc.state = &S;
    pc.source = nt_record_source_base(src);
    pc.observers = &w->obs;
    pc.narrate = 1;
    pc.stop_at = -1;
    nt_play *p = nt_play_new(&pc);
    int rc = du_play(&S, p);
    if (rc == NT_OK)
        rc = nt_record_source_finish(src, p);
    ck_assert_msg(rc == NT_OK, "%s does not replay", rel);
    nt_play_free(p);
    nt_record_source_free(src);
    nt_arena_free(&mem);
    xmlFreeDoc(d);
    free(xml);
}

/* ============================================================ tests */

static const char *const S_games[] = {
    "fixtures/quacks-duel/valid/e1-seven-step-move.xml",
    "fixtures/quacks-duel/valid/e3-explosion-choice.xml",
    "fixtures/quacks-duel/valid/game-01-first-game-sixth.xml",
    "fixtures/quacks-duel/valid/game-02-first-game-sixth.xml",
    "fixtures/quacks-duel/valid/game-03-set1-guild.xml",
    "fixtures/quacks-duel/valid/game-04-set2-drawoff.xml",
    "fixtures/quacks-duel/valid/game-06-set3-guild.xml",
    "fixtures/quacks-duel/valid/game-08-set4-half.xml",
    "fixtures/quacks-duel/valid/game-10-mix422412-guild.xml",
    "fixtures/quacks-duel/valid/game-12-mix314232-sixth.xml",
};

START_TEST(every_step_of_a_game_is_pictured)
{
    watch w;
    S_replay(S_games[_i], &w);
    ck_assert_int_gt(w.steps, 5);
    ck_assert_int_gt(w.turns, 2);
}
END_TEST

/* Across the games, the last chip was checked on most turns, and a seat
 * brewed twice in a row somewhere (its parts still apart). */
START_TEST(last_chips_and_turns_in_a_row_are_met)
{
    long checked = 0, turns = 0, same = 0;
    for (size_t i = 0; i < sizeof S_games / sizeof *S_games; i++) {
        watch w;
        S_replay(S_games[i], &w);
        checked += w.checked;
        turns += w.turns;
        same += w.same_seat_turns;
    }
    ck_assert_int_gt(checked, turns / 2);
    ck_assert_int_gt(same, 0);
}
END_TEST

/* A state set by hand: a full neck gone to the bottom, then an explosion
 * on a mined space; each time the chip placed last is the one marked. */
START_TEST(the_last_chip_by_hand)
{
    watch w;
    S_replay(S_games[0], &w); /* a real setup and data set */
    du_player *pl = &S.pl[0];
    static picture pic;
    nt_buf svg = {0};
    memset(pl->row, -1, sizeof pl->row);
    pl->row_top = 0;
    pl->neck_n = pl->body_n = pl->noverflow = 0;
    pl->finished = pl->exploded = 0;
    S.over = 0;
    S.phase = 2;
    S.seat = 0;
    S.pl[1].new_chips = 0;
    du_put_white(pl, 3, DU_CHIP(DC_WHITE, 2));
    pl->body[pl->body_n++] = DU_CHIP(DC_RED, 0);
    pl->body[pl->body_n++] = DU_CHIP(DC_BLACK, 1);
    pl->body[pl->body_n++] = DU_CHIP(DC_BLUE, 2);
    pl->new_chips = 4;
    du_picture.draw(&S, &svg);
    S_parse(svg.data, svg.len, &pic);
    S_check_cells(&pic, &S);
    ck_assert(S_cell(&pic, "seat 1 bottom 3")->last);
    ck_assert_str_eq(S_cell(&pic, "seat 1 bottom 3")->label, "blue-4");
    ck_assert(!S_cell(&pic, "seat 1 vial 3")->last);
    ck_assert_str_eq(S_cell(&pic, "seat 1 vial 3")->label, "white-3");
    ck_assert_str_eq(S_cell(&pic, "seat 1 vial 4")->label, "");
    /* Then a white-1 on the first mined space: the vial explodes. */
    int mine = S.d->mines[0];
    du_put_white(pl, mine, DU_CHIP(DC_WHITE, 0));
    pl->exploded = pl->finished = 1;
    nt_buf_clear(&svg);
    du_picture.draw(&S, &svg);
    S_parse(svg.data, svg.len, &pic);
    ck_assert(S_cell(&pic, "seat 1 vial %d", mine)->last);
    ck_assert_str_eq(S_cell(&pic, "seat 1 vial %d", mine)->label,
                     "white-1");
    ck_assert(!S_cell(&pic, "seat 1 bottom 3")->last);
    /* A white past the row's end explodes the vial too (DU-R28). */
    pl->row[mine] = -1;
    pl->overflow[pl->noverflow++] = DU_CHIP(DC_WHITE, 1);
    nt_buf_clear(&svg);
    du_picture.draw(&S, &svg);
    S_parse(svg.data, svg.len, &pic);
    ck_assert(S_cell(&pic, "seat 1 past the row 1")->last);
    ck_assert_str_eq(S_cell(&pic, "seat 1 past the row 1")->label,
                     "white-2");
    ck_assert_str_eq(S_cell(&pic, "seat 1 vial %d", mine)->label, "");
    pl->noverflow = 0;
    /* A neck chip placed by a stop, no white this turn. */
    memset(pl->row, -1, sizeof pl->row);
    pl->exploded = 0;
    pl->neck[pl->neck_n++] = DU_CHIP(DC_ORANGE, 0);
    pl->new_chips = 1;
    nt_buf_clear(&svg);
    du_picture.draw(&S, &svg);
    S_parse(svg.data, svg.len, &pic);
    ck_assert(S_cell(&pic, "seat 1 neck 1")->last);
    ck_assert_str_eq(S_cell(&pic, "seat 1 neck 1")->label, "orange-1");
    ck_assert_str_eq(S_cell(&pic, "seat 1 neck 2")->label, "");
    nt_buf_free(&svg);
}
END_TEST

static Suite *duel_picture_suite(void)
{
    Suite *s = suite_create("duel picture");
    TCase *t = tcase_create("replays");
    tcase_set_timeout(t, 60);
    tcase_add_loop_test(t, every_step_of_a_game_is_pictured, 0,
                        (int)(sizeof S_games / sizeof *S_games));
    tcase_add_test(t, last_chips_and_turns_in_a_row_are_met);
    tcase_add_test(t, the_last_chip_by_hand);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(duel_picture_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

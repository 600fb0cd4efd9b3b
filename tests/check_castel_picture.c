/* Castel's picture (games/castel/picture.c): well-formed SVG with a cell
 * for each of the 36 squares, the four engines' faces and each stack
 * outside the walls, each labelled with what the state holds there, the
 * last card placed marked; and a picture for every state of real games. */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "support.h"

static castel_state S;

/* ------------------------------------------------------------- helpers */

static int S_xml_errors;

static void S_count_error(void *ctx, xmlErrorPtr e)
{
    (void)ctx;
    (void)e;
    S_xml_errors++;
}

/* The picture of `s`, parsed: it must be well-formed XML. */
static xmlDocPtr S_draw(const castel_state *s, nt_buf *svg)
{
    nt_buf_clear(svg);
    nt_game_castel.picture->draw(s, svg);
    S_xml_errors = 0;
    xmlSetStructuredErrorFunc(NULL, S_count_error);
    xmlDocPtr d = xmlReadMemory(svg->data, (int)svg->len, "picture.svg", NULL,
                                XML_PARSE_NONET);
    xmlSetStructuredErrorFunc(NULL, NULL);
    ck_assert_msg(d != NULL && S_xml_errors == 0, "not well-formed:\n%s",
                  nt_buf_str(svg));
    ck_assert_str_eq((const char *)xmlDocGetRootElement(d)->name, "svg");
    return d;
}

typedef struct cells {
    int squares, others, last;
    char last_name[32];
} cells;

static int S_is_square(const char *name)
{
    return strlen(name) == 2 && name[0] >= 'a' && name[0] <= 'f' &&
           name[1] >= '1' && name[1] <= '6';
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
            if (S_is_square((const char *)name))
                c->squares++;
            else
                c->others++;
            if (strstr((const char *)cls, "last")) {
                c->last++;
                snprintf(c->last_name, sizeof c->last_name, "%s",
                         (const char *)name);
            }
            xmlFree(name);
            xmlFree(label);
        }
        xmlFree(cls);
        S_walk(n->children, c);
    }
}

static cells S_cells(xmlDocPtr d)
{
    cells c = {0};
    S_walk(xmlDocGetRootElement(d), &c);
    return c;
}

/* The data-label of the cell named `name` ("?" when there is none). */
static const char *S_label(xmlNodePtr n, const char *name)
{
    static char out[256];
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        xmlChar *cell = xmlGetProp(n, (const xmlChar *)"data-cell");
        int found = cell && !strcmp((const char *)cell, name);
        xmlFree(cell);
        if (found) {
            xmlChar *label = xmlGetProp(n, (const xmlChar *)"data-label");
            snprintf(out, sizeof out, "%s", (const char *)label);
            xmlFree(label);
            return out;
        }
        const char *inner = S_label(n->children, name);
        if (strcmp(inner, "?"))
            return inner;
    }
    return "?";
}

static const char *S_at(xmlDocPtr d, const char *name)
{
    return S_label(xmlDocGetRootElement(d), name);
}

/* --------------------------------------------------------------- states */

START_TEST(a_known_state_has_its_cards_in_their_cells)
{
    T_init(&S, 2);
    T_hand(&S, 0, "prince soldat");
    T_pile(&S, 1, "fee heraut capitaine");
    T_exch(&S, "soldat soldat traitre");
    T_put(&S, "c3", "roi", 0);
    T_put(&S, "b1", "soldat", 1);
    T_put(&S, "a1", "magicien", 0);
    T_put(&S, "d4", "reine", 0);
    T_put(&S, "d4", "chevalier", 1);
    nt_buf svg = {0};
    xmlDocPtr d = S_draw(&S, &svg);
    cells c = S_cells(d);
    ck_assert_int_eq(c.squares, 36);
    ck_assert_int_eq(c.others, 4); /* the engines' faces; nothing outside */
    ck_assert_str_eq(S_at(d, "c3"), "roi:1");
    ck_assert_str_eq(S_at(d, "b1"), "soldat:2");
    ck_assert_str_eq(S_at(d, "a1"), "magicien:1");
    ck_assert_str_eq(S_at(d, "d4"), "reine:1 chevalier:2");
    ck_assert_str_eq(S_at(d, "e5"), "");
    ck_assert_str_eq(S_at(d, "north"), "");
    /* The chevalier came last: its stack is marked, and only it. */
    ck_assert_int_eq(c.last, 1);
    ck_assert_str_eq(c.last_name, "d4");
    /* Names in full where they fit, seats as figures, the panel's counts. */
    ck_assert_ptr_nonnull(strstr(svg.data, ">Magicien</text>"));
    ck_assert_ptr_nonnull(strstr(svg.data, ">CHEV 2</text>"));
    ck_assert_ptr_nonnull(strstr(svg.data, "hand 2"));
    ck_assert_ptr_nonnull(strstr(svg.data, "pile 3"));
    ck_assert_ptr_nonnull(strstr(svg.data, "Exchange (3): soldat"));
    ck_assert_ptr_nonnull(strstr(svg.data, "role=\"img\""));
    xmlFreeDoc(d);
    nt_buf_free(&svg);
}
END_TEST

START_TEST(five_seats_with_knights_engines_and_cards_outside)
{
    T_init(&S, 5);
    T_hand(&S, 4, "bouffon fou");
    T_exch(&S, "chevalier");
    T_put(&S, "north", "engin-de-siege", 1);
    T_put(&S, "west", "engin-de-siege", 4);
    T_put(&S, "outside", "dragon", 2);
    T_put(&S, "outside", "fee", 3);
    T_put(&S, "dragon", "chevalier", 4);
    T_put(&S, "c3", "roi", 0);
    T_put(&S, "c3", "chevalier", 1);
    T_put(&S, "c3", "chevalier", 2);
    T_put(&S, "c3", "chevalier", 3);
    T_put(&S, "b2", "dame-de-compagnie", 2);
    T_put(&S, "f3", "soldat", 4);
    T_put(&S, "f6", "sorciere", 3);
    T_put(&S, "south", "engin-de-siege", 2);
    nt_buf svg = {0};
    xmlDocPtr d = S_draw(&S, &svg);
    cells c = S_cells(d);
    ck_assert_int_eq(c.squares, 36);
    ck_assert_int_eq(c.others, 4 + 2);
    ck_assert_str_eq(S_at(d, "north"), "engin-de-siege:2");
    ck_assert_str_eq(S_at(d, "west"), "engin-de-siege:5");
    ck_assert_str_eq(S_at(d, "east"), "");
    ck_assert_str_eq(S_at(d, "dragon"), "dragon:3 chevalier:5");
    ck_assert_str_eq(S_at(d, "fee"), "fee:4");
    ck_assert_str_eq(S_at(d, "c3"),
                     "roi:1 chevalier:2 chevalier:3 chevalier:4");
    ck_assert_str_eq(S_at(d, "b2"), "dame-de-compagnie:3");
    ck_assert_int_eq(c.last, 1);
    ck_assert_str_eq(c.last_name, "south");
    for (int seat = 1; seat <= 5; seat++) {
        char name[8];
        snprintf(name, sizeof name, ">%c (", 'A' + seat - 1);
        ck_assert_msg(strstr(svg.data, name), "seat %d's line", seat);
    }
    const char *out = getenv("CASTEL_PICTURE_SVG");
    if (out) {
        FILE *f = fopen(out, "w");
        ck_assert_ptr_nonnull(f);
        fputs(svg.data, f);
        fclose(f);
    }
    xmlFreeDoc(d);
    nt_buf_free(&svg);
}
END_TEST

START_TEST(an_empty_castle_has_nothing_marked)
{
    T_init(&S, 3);
    nt_buf svg = {0};
    xmlDocPtr d = S_draw(&S, &svg);
    cells c = S_cells(d);
    ck_assert_int_eq(c.squares, 36);
    ck_assert_int_eq(c.others, 4);
    ck_assert_int_eq(c.last, 0);
    ck_assert_ptr_nonnull(strstr(svg.data, "Outside the walls: none"));
    xmlFreeDoc(d);
    nt_buf_free(&svg);
}
END_TEST

/* A seat's name is text: escaped, and never a cell of its own. */
START_TEST(names_are_escaped)
{
    static castel_setup su;
    T_init(&S, 2);
    su = *S.setup;
    snprintf(su.name[0], sizeof su.name[0], "<Ann & \"Bo\">");
    S.setup = &su;
    nt_buf svg = {0};
    xmlDocPtr d = S_draw(&S, &svg);
    ck_assert_ptr_nonnull(strstr(svg.data, "&lt;Ann &amp; &quot;Bo&quot;&gt;"));
    xmlFreeDoc(d);
    /* A long name is cut between characters, never inside one. */
    su.name[1][0] = 0;
    for (int i = 0; i < 60; i++)
        strcat(su.name[1], "\xc3\xa9");
    d = S_draw(&S, &svg);
    xmlFreeDoc(d);
    nt_buf_free(&svg);
}
END_TEST

/* ---------------------------------------------------------------- parts */

static const char *S_part(const char *label)
{
    static char out[256];
    nt_buf b = {0};
    nt_game_castel.picture->part(&S, label, &b);
    snprintf(out, sizeof out, "%s", nt_buf_str(&b));
    nt_buf_free(&b);
    return out;
}

START_TEST(parts_are_turns_and_the_steps_outside_them)
{
    static castel_setup su;
    T_init(&S, 3);
    ck_assert_str_eq(S_part("the deal"), "the deal");
    ck_assert_str_eq(S_part("end of the game"), "end of the game");
    ck_assert_str_eq(S_part("turn 4, seat 2 (B): place voleur at c2"),
                     "turn 4, seat 2 (B)");
    ck_assert_str_eq(S_part("turn 4, seat 2 (B): place assassin at e3"),
                     "turn 4, seat 2 (B)");
    ck_assert_str_eq(S_part("turn 12, seat 3: draw"), "turn 12, seat 3");
    /* A name with a colon in it stays whole. */
    su = *S.setup;
    snprintf(su.name[1], sizeof su.name[1], "Dr: Who");
    S.setup = &su;
    ck_assert_str_eq(S_part("turn 5, seat 2 (Dr: Who): pass"),
                     "turn 5, seat 2 (Dr: Who)");
}
END_TEST

/* ----------------------------------------------------------- real games */

static void S_deal(castel_state *s, xmlNodePtr deal)
{
    for (xmlNodePtr k = deal->children; k; k = k->next) {
        if (k->type != XML_ELEMENT_NODE)
            continue;
        xmlChar *text = xmlNodeGetContent(k);
        xmlChar *seat = xmlGetProp(k, (const xmlChar *)"seat");
        int i = seat ? atoi((const char *)seat) - 1 : -1;
        if (!strcmp((const char *)k->name, "hand"))
            T_hand(s, i, (const char *)text);
        else if (!strcmp((const char *)k->name, "pile"))
            T_pile(s, i, (const char *)text);
        else if (!strcmp((const char *)k->name, "exchange-cards"))
            T_exch(s, (const char *)text);
        xmlFree(text);
        xmlFree(seat);
    }
}

/* Play one turn action by action, drawing the castle after each. */
static int S_turn(castel_state *s, xmlDocPtr rec, xmlNodePtr turn,
                  nt_buf *svg)
{
    xmlChar *n = xmlGetProp(turn, (const xmlChar *)"n");
    xmlChar *seat = xmlGetProp(turn, (const xmlChar *)"seat");
    int pictures = 0;
    s->turn = atoi((const char *)n);
    for (xmlNodePtr a = turn->children; a; a = a->next) {
        /* Notes and the assertions of hands and exchange are no actions. */
        char word[64];
        if (a->type != XML_ELEMENT_NODE)
            continue;
        snprintf(word, sizeof word, " %s ", (const char *)a->name);
        if (strstr(" note hand pile exchange-cards ", word))
            continue;
        xmlBufferPtr xml = xmlBufferCreate();
        xmlNodeDump(xml, rec, a, 0, 0);
        T_result r = T_act(s, atoi((const char *)seat) - 1,
                           (const char *)xmlBufferContent(xml));
        ck_assert_msg(r.rc == NT_OK, "%s: %s", xmlBufferContent(xml), r.line);
        xmlBufferFree(xml);
        xmlDocPtr d = S_draw(s, svg);
        cells c = S_cells(d);
        ck_assert_int_eq(c.squares, 36);
        ck_assert_int_eq(c.others, 4 + s->nout);
        ck_assert_int_eq(c.last, s->last_placed ? 1 : 0);
        xmlFreeDoc(d);
        pictures++;
    }
    xmlFree(n);
    xmlFree(seat);
    return pictures;
}

static const char *const S_games[] = {
    "fixtures/castel/valid/01-two-players-court.xml",
    "fixtures/castel/valid/02-two-players-ramparts.xml",
    "fixtures/castel/valid/03-three-players-outside.xml",
    "fixtures/castel/valid/04-three-players-hands.xml",
    "fixtures/castel/valid/05-four-players-pawns.xml",
    "fixtures/castel/valid/06-four-players-moves.xml",
    "fixtures/castel/valid/07-five-players-race.xml",
    "fixtures/castel/valid/08-five-players-ambassadeur.xml",
    "fixtures/castel/valid/09-two-players-protection.xml",
    "fixtures/castel/valid/11-three-players-marchand-wins.xml",
};

START_TEST(every_state_of_a_real_game_draws)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", T_srcdir(), S_games[_i]);
    xmlDocPtr rec = xmlReadFile(path, NULL, XML_PARSE_NONET |
                                                XML_PARSE_NOBLANKS);
    ck_assert_msg(rec != NULL, "cannot read %s", path);
    xmlNodePtr game = xmlDocGetRootElement(rec);
    nt_buf svg = {0};
    int pictures = 0;
    for (xmlNodePtr k = game->children; k; k = k->next) {
        if (k->type != XML_ELEMENT_NODE)
            continue;
        if (!strcmp((const char *)k->name, "setup")) {
            xmlChar *players = xmlGetProp(k, (const xmlChar *)"players");
            T_init(&S, atoi((const char *)players));
            xmlFree(players);
        } else if (!strcmp((const char *)k->name, "deal")) {
            S_deal(&S, k);
        } else if (!strcmp((const char *)k->name, "turn")) {
            pictures += S_turn(&S, rec, k, &svg);
        }
    }
    ck_assert_int_gt(pictures, 10);
    nt_buf_free(&svg);
    xmlFreeDoc(rec);
}
END_TEST

static Suite *picture_suite(void)
{
    Suite *s = suite_create("castel-picture");
    TCase *tc = tcase_create("picture");
    tcase_add_test(tc, a_known_state_has_its_cards_in_their_cells);
    tcase_add_test(tc, five_seats_with_knights_engines_and_cards_outside);
    tcase_add_test(tc, an_empty_castle_has_nothing_marked);
    tcase_add_test(tc, names_are_escaped);
    tcase_add_test(tc, parts_are_turns_and_the_steps_outside_them);
    tcase_add_loop_test(tc, every_state_of_a_real_game_draws, 0,
                        (int)(sizeof S_games / sizeof *S_games));
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(picture_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    xmlCleanupParser();
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* Properties over corrupted generated games: every single-action
 * corruption is caught, or, when it happens to be legal, replays to a
 * result. */
#define _GNU_SOURCE
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"
#include "support.h"

#define CORRUPTIONS 1000

/* ------------------------------------------------------------ corrupting */

static const char *const S_choice_elems[] = {
    /* Castel */
    "draw", "exchange", "place", "send-back", "kill", "to-exchange", "swap",
    "summon", "trade", "move-king", "move-knight", "swap-pawns",
    "replace-pawn", "move", "remove-pawn", "move-out", "give", "take",
    "send", "pass", "pawn",
    /* Quacks (draw and place above) */
    "fortune", "reveal", "flask", "stir", "restart", "add", "return",
    "choose", "roll", "droplet", "green", "purple", "exploded", "buy",
    "spend", "schadenfreude",
    /* The Herb Witches */
    "witches", "witch", "aside", "start", "upgrade", "copy",
    /* The Duel (draw, take, return, upgrade, choose, buy above) */
    "toss", "pick", "use", "purge", "pay", "remove", "branch", "accept",
    "explosion", "cancel", "offer", "second", NULL};

static int S_is_choice(const xmlNode *n)
{
    if (n->type != XML_ELEMENT_NODE)
        return 0;
    for (int i = 0; S_choice_elems[i]; i++)
        if (!strcmp((const char *)n->name, S_choice_elems[i]))
            return 1;
    return 0;
}

static void S_gather(xmlNode *n, xmlNode **out, int *count, int cap)
{
    for (; n; n = n->next) {
        if (S_is_choice(n) && *count < cap)
            out[(*count)++] = n;
        S_gather(n->children, out, count, cap);
    }
}

static const char *S_random_castel(nt_rng *r, const char *attr)
{
    static char buf[16];
    if (!strcmp(attr, "card") || !strcmp(attr, "give") ||
        !strcmp(attr, "take"))
        return castel_cards[nt_rng_below(r, CASTEL_TYPES)].id;
    if (!strcmp(attr, "colour")) {
        static const char *const c[] = {"black", "beige", "red", "green",
                                        "violet", "none"};
        return c[nt_rng_below(r, 6)];
    }
    static const char *const faces[] = {"north", "east", "south", "west"};
    if (nt_rng_below(r, 8) == 0)
        return faces[nt_rng_below(r, 4)];
    snprintf(buf, sizeof buf, "%c%c", 'a' + (int)nt_rng_below(r, 6),
             '1' + (int)nt_rng_below(r, 6));
    return buf;
}

static const char *S_word(nt_rng *r, const char *const *words, int n)
{
    return words[nt_rng_below(r, (uint64_t)n)];
}

static const char *S_random_quacks(nt_rng *r, const char *attr)
{
    static char buf[64];
    static const char *const die[] = {"1-vp", "2-vp", "ruby", "droplet",
                                      "pumpkin"};
    static const char *const opts[] = {"vp", "rubies", "droplet", "purple-1"};
    static const char *const spend[] = {"droplet", "flask", "vp", "coins"};
    static const char *const where[] = {"pot", "tube"};
    static const char *const take[] = {"vp", "buy"};
    static const char *const yes_no[] = {"yes", "no"};
    static const char *const w3[] = {"both", "last", "second"};
    const char *chip = qk_chips[nt_rng_below(r, QK_CHIPS)].id;
    if (!strcmp(attr, "brewing") || !strcmp(attr, "buying") ||
        !strcmp(attr, "scoring"))
        return qk_witches[nt_rng_below(r, QK_WITCHES)].id;
    if (!strcmp(attr, "return"))
        return S_word(r, w3, 3);
    if (!strcmp(attr, "ruby") || !strcmp(attr, "bowl") ||
        !strcmp(attr, "return-white"))
        return S_word(r, yes_no, 2);
    if (!strcmp(attr, "keep") && nt_rng_below(r, 4) == 0)
        return "none";
    if (!strcmp(attr, "chip") && nt_rng_below(r, 8) == 0)
        return "last-two";
    if (!strcmp(attr, "roll"))
        return S_word(r, die, 5);
    if (!strcmp(attr, "vp") || !strcmp(attr, "rubies")) {
        snprintf(buf, sizeof buf, "%d", (int)nt_rng_below(r, 5));
        return buf;
    }
    if (!strcmp(attr, "card"))
        return qk_cards[nt_rng_below(r, QK_CARDS)].id;
    if (!strcmp(attr, "result"))
        return S_word(r, die, 5);
    if (!strcmp(attr, "option"))
        return nt_rng_below(r, 2) ? chip : S_word(r, opts, 4);
    if (!strcmp(attr, "on"))
        return S_word(r, spend, 4);
    if (!strcmp(attr, "to"))
        return S_word(r, where, 2);
    if (!strcmp(attr, "pay"))
        return S_word(r, yes_no, 2);
    if (!strcmp(attr, "tier") || !strcmp(attr, "trade") ||
        !strcmp(attr, "give-up")) {
        snprintf(buf, sizeof buf, "%d", (int)nt_rng_below(r, 4));
        return buf;
    }
    if (!strcmp(attr, "upgrade")) {
        snprintf(buf, sizeof buf, "%s %s", chip,
                 qk_chips[nt_rng_below(r, QK_CHIPS - 2)].id);
        return buf;
    }
    if (!strcmp(attr, "take") && nt_rng_below(r, 2))
        return S_word(r, take, 2);
    if (!strcmp(attr, "pos")) {
        snprintf(buf, sizeof buf, "%d", (int)nt_rng_below(r, 53));
        return buf;
    }
    return chip; /* chip, take */
}

/* A value of the Duel's vocabulary for an attribute. */
static const char *S_random_duel(nt_rng *r, const char *attr)
{
    static char buf[32];
    static const char *const colours[] = {"white", "black", "orange",
                                          "blue",  "red",   "green",
                                          "pink",  "yellow", "purple"};
    static const char *const zones[] = {"neck", "body", "white"};
    static const char *const faces[] = {"B1", "B2", "B3", "B4", "B5", "B6"};
    static const char *const coins[] = {"silver", "gold", "copper"};
    static const char *const yes_no[] = {"yes", "no"};
    static const char *const take[] = {"gold", "push"};
    static const char *const pans[] = {"card", "markers"};
    if (!strcmp(attr, "chip")) {
        if (nt_rng_below(r, 3) == 0) {
            if (nt_rng_below(r, 6) == 0)
                return "none";
            snprintf(buf, sizeof buf, "%s:%d", S_word(r, zones, 3),
                     (int)nt_rng_below(r, 16) + 1);
            return buf;
        }
        snprintf(buf, sizeof buf, "%s-%d", S_word(r, colours, 9),
                 (int)nt_rng_below(r, 5) + 1);
        return buf;
    }
    if (!strcmp(attr, "at")) {
        snprintf(buf, sizeof buf, "%s:%d", S_word(r, zones, 3),
                 (int)nt_rng_below(r, 16) + 1);
        return buf;
    }
    if (!strcmp(attr, "face"))
        return S_word(r, faces, 6);
    if (!strcmp(attr, "coin"))
        return S_word(r, coins, 3);
    if (!strcmp(attr, "do"))
        return S_word(r, yes_no, 2);
    if (!strcmp(attr, "take"))
        return S_word(r, take, 2);
    if (!strcmp(attr, "pan"))
        return S_word(r, pans, 2);
    if (!strcmp(attr, "pick")) {
        snprintf(buf, sizeof buf, "%d", (int)nt_rng_below(r, 3) + 1);
        return buf;
    }
    if (!strcmp(attr, "markers")) {
        snprintf(buf, sizeof buf, "%d %d", (int)nt_rng_below(r, 5),
                 (int)nt_rng_below(r, 5));
        return buf;
    }
    snprintf(buf, sizeof buf, "%d", (int)nt_rng_below(r, 22) + 1);
    return buf; /* card */
}

static const char *S_random_value(nt_rng *r, int quacks, const char *attr)
{
    static char buf[16];
    if (!strcmp(attr, "seat") || !strcmp(attr, "by")) {
        snprintf(buf, sizeof buf, "%d", (int)nt_rng_below(r, 5) + 1);
        return buf;
    }
    if (quacks == 2)
        return S_random_duel(r, attr);
    return quacks ? S_random_quacks(r, attr) : S_random_castel(r, attr);
}

/* The turn (or deal) holding a node: nothing before it changes. */
static xmlNode *S_turn_of(xmlNode *n)
{
    while (n->parent && n->parent->type == XML_ELEMENT_NODE &&
           strcmp((const char *)n->parent->name, "game"))
        n = n->parent;
    return n;
}

typedef struct corruption {
    char *xml;
    int size;
    long turn_line;
    const char *what;
} corruption;

static corruption S_corrupt(const char *src, size_t n, nt_rng *r)
{
    int quacks = strstr(src, "rules=\"quacks-duel\"") ? 2
                 : strstr(src, "rules=\"quacks\"") != NULL;
    corruption c = {0};
    xmlDocPtr d = xmlReadMemory(src, (int)n, "gen.xml", NULL,
                                XML_PARSE_NONET | XML_PARSE_NOBLANKS);
    ck_assert(d != NULL);
    xmlNode *all[8192];
    int count = 0;
    S_gather(xmlDocGetRootElement(d), all, &count, 8192);
    ck_assert(count > 0);
    xmlNode *victim = all[nt_rng_below(r, (uint64_t)count)];
    xmlNode *turn = S_turn_of(victim);
    /* Mark where the corrupted part begins. */
    xmlAddPrevSibling(turn, xmlNewComment((const xmlChar *)"CORRUPTED"));
    switch (nt_rng_below(r, 4)) {
    case 0:
        c.what = "dropped";
        xmlUnlinkNode(victim);
        xmlFreeNode(victim);
        break;
    case 1:
        c.what = "duplicated";
        xmlAddNextSibling(victim, xmlCopyNode(victim, 1));
        break;
    default: {
        int nattr = 0;
        for (xmlAttr *a = victim->properties; a; a = a->next)
            nattr++;
        if (!nattr) {
            c.what = "duplicated";
            xmlAddNextSibling(victim, xmlCopyNode(victim, 1));
            break;
        }
        xmlAttr *a = victim->properties;
        for (int k = (int)nt_rng_below(r, (uint64_t)nattr); k > 0; k--)
            a = a->next;
        const char *name = (const char *)a->name;
        const char *v = S_random_value(r, quacks, name);
        xmlSetProp(victim, a->name, (const xmlChar *)v);
        c.what = "changed";
    }
    }
    xmlChar *out;
    xmlDocDumpFormatMemory(d, &out, &c.size, 1);
    c.xml = strdup((const char *)out);
    xmlFree(out);
    xmlFreeDoc(d);
    const char *mark = strstr(c.xml, "<!--CORRUPTED-->");
    ck_assert(mark != NULL);
    c.turn_line = 1;
    for (const char *p = c.xml; p < mark; p++)
        c.turn_line += *p == '\n';
    return c;
}

/* One game to corrupt: _i = 0 Castel, 1 Quacks, 2 Quacks with The Herb
 * Witches, 3 the Duel. */
static char *S_victim(int game, int k, size_t *n)
{
    static const char *const sets[] = {"1", "2", "3", "4"};
    switch (game) {
    case 0: return T_generate("castel", 2 + k % 4, 555, (unsigned long)k, 0, n);
    case 1:
        return T_generate_with("quacks", 2 + k % 3, 555, (unsigned long)k, 0,
                               sets[k % 4], k & 4 ? "back" : "front", n);
    case 2: return T_generate_hw(2 + k % 4, 555, (unsigned long)k, n);
    default: return T_generate_duel(555, (unsigned long)k, n);
    }
}

START_TEST(single_corruptions_are_caught_or_replay)
{
    nt_rng r;
    nt_rng_seed(&r, 77);
    T_outcome o = {0};
    nt_reader *rd = T_outcome_reader(&o, 0);
    int caught = 0, legal = 0;
    for (int k = 0; k < CORRUPTIONS; k++) {
        size_t n;
        char *xml = S_victim(_i, k, &n);
        corruption c = S_corrupt(xml, n, &r);
        T_replay(rd, &o, c.xml, (size_t)c.size);
        ck_assert_int_eq(o.records, 1);
        if (o.valid) {
            /* Legal after all: it must replay to a result. */
            ck_assert_msg(o.result, "game %d replays without result", k);
            legal++;
        } else {
            caught++;
            ck_assert_msg((long)o.first_line >= c.turn_line,
                          "game %d (%s at line %ld) reported too early: %s",
                          k, c.what, c.turn_line, o.first);
        }
        free(c.xml);
        free(xml);
    }
    nt_reader_free(rd);
    if (_i == 3)
        printf("duel: %d corruptions caught, %d legal and replayed\n", caught,
               legal);
    ck_assert_int_eq(caught + legal, CORRUPTIONS);
    /* Most corruptions make an illegal record; a checker that let them
     * through would fail here. */
    ck_assert_msg(caught > CORRUPTIONS * 8 / 10, "only %d caught", caught);
}
END_TEST

Suite *properties_corrupt_suite(void)
{
    Suite *s = suite_create("properties_corrupt");
    TCase *g = tcase_create("corrupted");
    tcase_set_timeout(g, 600);
    tcase_add_loop_test(g, single_corruptions_are_caught_or_replay, 0, 4);
    suite_add_tcase(s, g);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(properties_corrupt_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

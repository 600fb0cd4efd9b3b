/* Mutation testing of strictness: the rules engine reading a record alone
 * (schema = 0, notation validate --no-schema) is at least as strict as the
 * RELAX NG schemas.  Valid records -- every record of fixtures/castel/valid
 * and fixtures/quacks/valid, and generated games of Castel, Quacks and
 * Quacks with The Herb Witches, and of the Duel (generated, and the
 * hand-written records of tests/duel/provisional-1) -- are mutated
 * thousands of times with a
 * fixed seed, one mutation per mutant: elements dropped, duplicated,
 * inserted, renamed or moved among their siblings; attributes dropped,
 * added or renamed; attribute values changed (to values of the corpus, out
 * of range numbers, the empty string, junk); text emptied, changed or
 * added; elements and attributes moved to other namespaces.  The metadata
 * and the setup are aimed at often.  Each mutant is read with the schema
 * and without; a GAP is a mutant the schema rejects while the engine alone
 * accepts it.  Any gap fails the suite, with one example per kind of gap
 * (the smallest), and with NT_MUTATION_DUMP=DIR every gap mutant is written
 * to DIR/GAME-NNNNNN.xml with what was done and the schema's diagnostic in
 * DIR/GAME-NNNNNN.txt.
 *
 * Mutant k of a game depends only on the seed, the game and k, so a run
 * with more mutants (NT_MUTANTS=N, per game) repeats the shorter runs
 * first.  NT_TEST_QUICK (make asan) takes a tenth of the default. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "support.h"

#define SEED 20261121u
#define MUTANTS 5000        /* per game, by default */
#define MAX_SOURCES 128     /* records of one game to start from */
#define MAX_NAMES 256       /* distinct element or attribute names */
#define BAG_LIMIT 400       /* distinct values kept per name */
#define MAX_KINDS 2048
#define SNIP 160            /* characters of a node shown in a message */

enum { G_CASTEL, G_QUACKS, G_HERB, G_DUEL, NGAMES };
static const char *const S_game[NGAMES] = {"castel", "quacks",
                                           "herb-witches", "quacks-duel"};

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

static const char *C(const xmlChar *s)
{
    return (const char *)s;
}

/* ------------------------------------------------------------ random */

/* splitmix64: one state word, every output a hash of the next. */
typedef struct rng {
    uint64_t s;
} rng;

static uint64_t S_next(rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static int S_below(rng *r, int n)
{
    return n > 0 ? (int)(S_next(r) % (uint64_t)n) : 0;
}

static int S_chance(rng *r, int percent)
{
    return S_below(r, 100) < percent;
}

#define S_ONE_OF(r, a) ((a)[S_below((r), (int)(sizeof(a) / sizeof(a)[0]))])

/* Mutant k of a game, whatever the number of mutants. */
static rng S_mutant_rng(int game, int k)
{
    rng r = {SEED ^ ((uint64_t)game << 40) ^ (uint64_t)k};
    S_next(&r);
    return r;
}

/* -------------------------------------------------------- vocabulary */

typedef struct bag {
    char **v;
    int n, cap;
} bag;

static void S_bag_add(bag *b, const char *s)
{
    if (b->n >= BAG_LIMIT)
        return;
    for (int i = 0; i < b->n; i++)
        if (!strcmp(b->v[i], s))
            return;
    if (b->n == b->cap) {
        b->cap = b->cap ? 2 * b->cap : 16;
        b->v = realloc(b->v, (size_t)b->cap * sizeof *b->v);
    }
    b->v[b->n++] = strdup(s);
}

static const char *S_pick(const bag *b, rng *r)
{
    return b && b->n ? b->v[S_below(r, b->n)] : NULL;
}

/* A pick that differs from `not` when the bag allows it. */
static const char *S_pick_other(const bag *b, rng *r, const char *not)
{
    const char *v = S_pick(b, r);
    for (int i = 0; i < 6 && v && not && !strcmp(v, not); i++)
        v = S_pick(b, r);
    return v;
}

static void S_bag_free(bag *b)
{
    for (int i = 0; i < b->n; i++)
        free(b->v[i]);
    free(b->v);
    memset(b, 0, sizeof *b);
}

/* Bags by name: an attribute's values, an element's text tokens. */
typedef struct table {
    char *name[MAX_NAMES];
    bag val[MAX_NAMES];
    int n;
} table;

static bag *S_find(table *t, const char *name)
{
    for (int i = 0; i < t->n; i++)
        if (!strcmp(t->name[i], name))
            return &t->val[i];
    return NULL;
}

static bag *S_entry(table *t, const char *name)
{
    bag *b = S_find(t, name);
    if (b || t->n == MAX_NAMES)
        return b;
    t->name[t->n] = strdup(name);
    return &t->val[t->n++];
}

static void S_table_free(table *t)
{
    for (int i = 0; i < t->n; i++) {
        free(t->name[i]);
        S_bag_free(&t->val[i]);
    }
    t->n = 0;
}

/* Everything seen in the corpus. */
static struct {
    bag elems;      /* element names */
    table attrs;    /* attribute name -> values */
    table texts;    /* element name -> text tokens */
    bag tokens;     /* every text token */
} V;

static const char *const S_unknown_elems[] = {"bogus", "Seat", "extra",
                                              "x-note"};
static const char *const S_unknown_attrs[] = {"bogus", "Seat", "x",
                                              "data-id"};
static const char *const S_numbers[] = {"0",   "-1",         "6",   "99",
                                        "100001", "4294967296", " 3",
                                        "03",  "3.0",        "1e3", "+1"};
static const char *const S_junk[] = {"junk", "x", "a b", "\xc3\xa9", "#1",
                                     "-", "Roi", "yes no", "a&b", "<x>"};

static int S_blank(const char *s)
{
    return s[strspn(s, " \t\r\n")] == '\0';
}

static void S_learn_text(const char *elem, const char *text)
{
    bag *b = S_entry(&V.texts, elem);
    char *copy = strdup(text);
    for (char *save = NULL, *t = strtok_r(copy, " \t\r\n", &save); t;
         t = strtok_r(NULL, " \t\r\n", &save)) {
        if (b)
            S_bag_add(b, t);
        S_bag_add(&V.tokens, t);
    }
    free(copy);
}

static void S_names(const xmlNode *n, bag *mine, bag *game)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        S_bag_add(mine, C(n->name));
        S_bag_add(game, C(n->name));
        S_names(n->children, mine, game);
    }
}

static void S_learn(const xmlNode *n)
{
    for (; n; n = n->next) {
        if (n->type == XML_TEXT_NODE && n->parent && !S_blank(C(n->content)))
            S_learn_text(C(n->parent->name), C(n->content));
        if (n->type != XML_ELEMENT_NODE)
            continue;
        S_bag_add(&V.elems, C(n->name));
        for (xmlAttr *a = n->properties; a; a = a->next) {
            xmlChar *v = xmlNodeGetContent((xmlNode *)a);
            bag *b = S_entry(&V.attrs, C(a->name));
            if (b)
                S_bag_add(b, v ? C(v) : "");
            xmlFree(v);
        }
        S_learn(n->children);
    }
}

/* ----------------------------------------------------------- sources */

typedef struct source {
    char *label;
    char *xml;          /* as read or generated */
    size_t len;
    xmlChar *rt;        /* as libxml2 writes it back, unmutated */
    int rtlen;
    bag names;          /* its element names */
} source;

static struct {
    source s[MAX_SOURCES];
    int n;
    bag names;          /* every element name of the game's records */
} S_corpus[NGAMES];

static xmlDocPtr S_parse(const char *xml, size_t len)
{
    /* No network, no entity substitution, blanks kept. */
    return xmlReadMemory(xml, (int)len, "source.xml", NULL, XML_PARSE_NONET);
}

/* Take a record (xml is the caller's malloc'd buffer, kept). */
static void S_add_source(int game, const char *label, char *xml, size_t len)
{
    ck_assert_msg(S_corpus[game].n < MAX_SOURCES, "too many sources");
    xmlDocPtr d = S_parse(xml, len);
    ck_assert_msg(d != NULL, "%s is not well-formed", label);
    source *s = &S_corpus[game].s[S_corpus[game].n++];
    s->label = strdup(label);
    s->xml = xml;
    s->len = len;
    S_learn(xmlDocGetRootElement(d));
    S_names(xmlDocGetRootElement(d), &s->names, &S_corpus[game].names);
    xmlDocDumpMemory(d, &s->rt, &s->rtlen);
    xmlFreeDoc(d);
}

static int S_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The records of a directory; `game` the game of them all (-1: Castel, or
 * Quacks with or without The Herb Witches by `quacks`). */
static void S_fixtures_of(const char *dir, int quacks, int game);

static void S_fixtures(const char *dir, int quacks)
{
    S_fixtures_of(dir, quacks, -1);
}

static void S_fixtures_of(const char *dir, int quacks, int only)
{
    char path[1024], *names[512];
    int n = 0;
    snprintf(path, sizeof path, "%s/%s", T_srcdir(), dir);
    DIR *d = opendir(path);
    ck_assert_msg(d != NULL, "cannot read %s", path);
    for (struct dirent *e; (e = readdir(d)) && n < 512;) {
        size_t len = strlen(e->d_name);
        if (len > 4 && !strcmp(e->d_name + len - 4, ".xml"))
            names[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof *names, S_cmp);
    for (int i = 0; i < n; i++) {
        size_t len;
        snprintf(path, sizeof path, "%s/%s/%s", T_srcdir(), dir, names[i]);
        char *xml = T_slurp(path, &len);
        ck_assert_msg(xml != NULL, "cannot read %s", path);
        int game = only >= 0 ? only
                   : !quacks ? G_CASTEL
                   : strstr(xml, "expansion=\"herb-witches\"") ? G_HERB
                                                               : G_QUACKS;
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        S_add_source(game, path, xml, len);
        free(names[i]);
    }
}

/* A generated game with the whole metadata roster (generated games carry
 * only an event and tags): <meta> is where the engine is weakest. */
static char *S_rich_meta(char *xml, size_t *len, int variant)
{
    static const char *const roster[2] = {
        "<event>Generated game</event>\n    <site>Quedlinburg</site>\n    "
        "<date>2026-11-21</date>\n    <round>3</round>\n    "
        "<annotator>libnotation</annotator>",
        "<event>Club night</event>\n    <date>2026.11.?\?</date>\n    "
        "<round>Final</round>\n    <tag name=\"Board_2\" value=\"\"/>"};
    const char *at = strstr(xml, "<event>Generated game</event>");
    ck_assert_ptr_nonnull(at);
    char *out = NULL;
    int n = asprintf(&out, "%.*s%s%s", (int)(at - xml), xml, roster[variant],
                     at + strlen("<event>Generated game</event>"));
    ck_assert_int_gt(n, 0);
    free(xml);
    *len = (size_t)n;
    return out;
}

static void S_generated(void)
{
    static const struct {
        int players;
        const char *set, *side;
    } q[] = {{2, "1", "front"}, {3, "2", "back"}, {4, "3", "front"},
             {4, "24132", "back"}};
    char label[160];
    size_t n;
    for (int p = 2; p <= 5; p++) {
        char *xml = T_generate("castel", p, SEED, (unsigned long)p, p & 1, &n);
        xml = S_rich_meta(xml, &n, p & 1);
        snprintf(label, sizeof label, "generated castel, %d players, seed "
                 "%u, game %d%s, whole <meta>", p, SEED, p,
                 p & 1 ? ", assertions" : "");
        S_add_source(G_CASTEL, label, xml, n);
    }
    for (int i = 0; i < 4; i++) {
        char *xml = T_generate_with("quacks", q[i].players, SEED,
                                    (unsigned long)i, i & 1, q[i].set,
                                    q[i].side, &n);
        xml = S_rich_meta(xml, &n, i & 1);
        snprintf(label, sizeof label, "generated quacks, %d players, set %s, "
                 "%s, seed %u, game %d%s, whole <meta>", q[i].players,
                 q[i].set, q[i].side, SEED, i, i & 1 ? ", assertions" : "");
        S_add_source(G_QUACKS, label, xml, n);
    }
    /* The Duel: first games, each set, mixes, every coin, assertions. */
    static const struct {
        int first;
        const char *set, *coins;
    } d[] = {{1, NULL, NULL},          {0, "1", "copper,silver"},
             {0, "2", "gold,copper"},  {0, "3", "silver,gold"},
             {0, "4", "copper,gold"},  {0, "123412", "gold,silver"},
             {0, "431224", NULL},      {1, NULL, NULL}};
    for (int i = 0; i < 8; i++) {
        nt_gen_options g = {0};
        g.game = nt_game_find("quacks-duel");
        g.players = 2;
        g.seed = SEED;
        g.index = (unsigned long)i;
        g.assertions = i & 1;
        g.first_game = d[i].first;
        g.set = d[i].set;
        g.coins = d[i].coins;
        char *xml = T_generate_opts(&g, &n);
        xml = S_rich_meta(xml, &n, i & 1);
        snprintf(label, sizeof label, "generated quacks-duel, %s%s%s%s, "
                 "seed %u, game %d%s, whole <meta>",
                 d[i].first ? "first game" : "set ",
                 d[i].first ? "" : d[i].set, d[i].coins ? ", coins " : "",
                 d[i].coins ? d[i].coins : "", SEED, i,
                 i & 1 ? ", assertions" : "");
        S_add_source(G_DUEL, label, xml, n);
    }
    for (int p = 2; p <= 5; p++) {
        char *xml = T_generate_hw(p, SEED, (unsigned long)(3 * p), &n);
        xml = S_rich_meta(xml, &n, p & 1);
        snprintf(label, sizeof label, "generated herb witches (T_generate_hw)"
                 ", %d players, seed %u, game %d, whole <meta>", p, SEED,
                 3 * p);
        S_add_source(G_HERB, label, xml, n);
    }
}

/* Once, before the tests fork: the corpus and its vocabulary. */
static void S_load(void)
{
    S_fixtures("fixtures/castel/valid", 0);
    S_fixtures("fixtures/quacks/valid", 1);
    S_fixtures_of("tests/duel/provisional-1", 1, G_DUEL);
    S_generated();
}

static void S_unload(void)
{
    for (int g = 0; g < NGAMES; g++) {
        for (int i = 0; i < S_corpus[g].n; i++) {
            source *s = &S_corpus[g].s[i];
            free(s->label);
            free(s->xml);
            xmlFree(s->rt);
            S_bag_free(&s->names);
        }
        S_corpus[g].n = 0;
        S_bag_free(&S_corpus[g].names);
    }
    S_bag_free(&V.elems);
    S_bag_free(&V.tokens);
    S_table_free(&V.attrs);
    S_table_free(&V.texts);
}

/* ----------------------------------------------------------- judging */

/* What one reading of a document said. */
typedef struct verdict {
    int rc, records, invalid, ndiag;
    int by_schema;      /* some diagnostic is the schema's */
    char first[700];    /* the first diagnostic: line:col: [rule] message */
} verdict;

static int S_seen(const nt_record *r, void *user)
{
    verdict *v = user;
    v->records++;
    v->invalid += !r->valid;
    v->ndiag += (int)r->ndiag;
    for (size_t i = 0; i < r->ndiag; i++)
        v->by_schema |= !strcmp(r->diag[i].rule, "notation.schema");
    if (r->ndiag && !v->first[0])
        snprintf(v->first, sizeof v->first, "%lu:%lu: [%s] %s",
                 r->diag[0].line, r->diag[0].col, r->diag[0].rule,
                 r->diag[0].message);
    return 0;
}

/* Two readers kept for the whole run: the engine alone, and with the
 * schema. */
typedef struct judge {
    nt_reader *rd[2];
    verdict v;
} judge;

static void S_judge_init_with(judge *j, int keep_going)
{
    memset(j, 0, sizeof *j);
    for (int schema = 0; schema < 2; schema++) {
        nt_options o;
        nt_options_init(&o);
        o.schema = schema;
        o.keep_going = keep_going;
        o.on_record = S_seen;
        o.user = &j->v;
        char *err = NULL;
        j->rd[schema] = nt_reader_new(&o, &err);
        ck_assert_msg(j->rd[schema] != NULL, "%s", err ? err : "reader");
    }
}

static void S_judge_init(judge *j)
{
    S_judge_init_with(j, 0);
}

static void S_judge_free(judge *j)
{
    nt_reader_free(j->rd[0]);
    nt_reader_free(j->rd[1]);
}

static verdict S_read(judge *j, int schema, const void *xml, size_t len)
{
    memset(&j->v, 0, sizeof j->v);
    j->v.rc = nt_reader_memory(j->rd[schema], "mutant.xml", xml, len);
    return j->v;
}

/* Valid: every record valid, no problem reported. */
static int S_accepts(const verdict *v)
{
    return v->rc == 0 && v->invalid == 0 && v->ndiag == 0;
}

static int S_is_gap(const verdict *schema, const verdict *alone)
{
    return !S_accepts(schema) && S_accepts(alone);
}

/* ---------------------------------------------------------- mutating */

typedef struct nodes {
    xmlNode **v;
    int n, cap;
} nodes;

static void S_push(nodes *ns, xmlNode *x)
{
    if (ns->n == ns->cap) {
        ns->cap = ns->cap ? 2 * ns->cap : 256;
        ns->v = realloc(ns->v, (size_t)ns->cap * sizeof *ns->v);
    }
    ns->v[ns->n++] = x;
}

typedef struct tree {
    xmlDocPtr doc;
    nodes all;      /* every element, in document order */
    nodes head;     /* <game> and what <meta> and <setup> hold */
    nodes texts;    /* elements holding text and no element */
    nodes wanted;   /* the elements of the name aimed at, if any */
} tree;

/* One mutation: its kind (what the gaps are grouped by) and in words. */
typedef struct mutant {
    char key[200];
    char what[700];
} mutant;

typedef int (*op_fn)(tree *t, xmlNode *n, rng *r, mutant *m);

static int S_named(const xmlNode *n, const char *name)
{
    return n && n->type == XML_ELEMENT_NODE && !strcmp(C(n->name), name);
}

static int S_is_root(const xmlNode *n)
{
    return !n->parent || n->parent->type != XML_ELEMENT_NODE;
}

static int S_has_elems(const xmlNode *n)
{
    for (const xmlNode *c = n->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE)
            return 1;
    return 0;
}

static int S_has_text(const xmlNode *n)
{
    for (const xmlNode *c = n->children; c; c = c->next)
        if (c->type == XML_TEXT_NODE && !S_blank(C(c->content)))
            return 1;
    return 0;
}

static void S_collect(tree *t, xmlNode *n, int head, const char *want)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        int h = head || S_named(n, "meta") || S_named(n, "setup");
        if (want && S_named(n, want))
            S_push(&t->wanted, n);
        S_push(&t->all, n);
        if (h || S_named(n, "game"))
            S_push(&t->head, n);
        if (!S_has_elems(n) && S_has_text(n))
            S_push(&t->texts, n);
        S_collect(t, n->children, h, want);
    }
}

static void S_tree_free(tree *t)
{
    free(t->all.v);
    free(t->head.v);
    free(t->texts.v);
    free(t->wanted.v);
    xmlFreeDoc(t->doc);
}

/* A node as XML, cut short: its start tag, or all of it if it holds no
 * element. */
static void S_snip(xmlNode *n, char *out, size_t cap)
{
    xmlBufferPtr b = xmlBufferCreate();
    xmlNode *shallow = S_has_elems(n) ? xmlCopyNode(n, 2) : NULL;
    xmlNodeDump(b, n->doc, shallow ? shallow : n, 0, 0);
    const char *s = C(xmlBufferContent(b));
    size_t len = strlen(s);
    if (len > SNIP)
        snprintf(out, cap, "%.*s...", SNIP, s);
    else if (shallow && len > 2 && !strcmp(s + len - 2, "/>"))
        snprintf(out, cap, "%.*s>...", (int)(len - 2), s);
    else
        snprintf(out, cap, "%s", s);
    if (shallow)
        xmlFreeNode(shallow);
    xmlBufferFree(b);
}

/* parent/name, the place a mutation concerns. */
static const char *S_where(const xmlNode *n, const char *name)
{
    static char buf[128];
    snprintf(buf, sizeof buf, "%s%s%s",
             S_is_root(n) ? "" : C(n->parent->name), S_is_root(n) ? "" : "/",
             name ? name : C(n->name));
    return buf;
}

static long S_line(const xmlNode *n)
{
    return xmlGetLineNo(n);
}

static xmlNode *S_nth_child(xmlNode *n, int k)
{
    xmlNode *c = n->children;
    while (c && k-- > 0)
        c = c->next;
    return c;
}

static int S_nchildren(const xmlNode *n)
{
    int count = 0;
    for (const xmlNode *c = n->children; c; c = c->next)
        count++;
    return count;
}

/* Put a new node among n's children, anywhere. */
static void S_insert_child(xmlNode *n, xmlNode *c, rng *r)
{
    xmlNode *before = S_nth_child(n, S_below(r, S_nchildren(n) + 1));
    if (before)
        xmlAddPrevSibling(before, c);
    else
        xmlAddChild(n, c);
}

static xmlAttr *S_some_attr(xmlNode *n, rng *r)
{
    int count = 0;
    for (xmlAttr *a = n->properties; a; a = a->next)
        count++;
    xmlAttr *a = n->properties;
    for (int k = S_below(r, count); a && k > 0; k--)
        a = a->next;
    return a;
}

static const char *S_elem_name(rng *r, int *known)
{
    *known = S_chance(r, 75);
    return *known ? S_pick(&V.elems, r) : S_ONE_OF(r, S_unknown_elems);
}

static const char *S_attr_name(rng *r, int *known)
{
    *known = S_chance(r, 75);
    return *known ? V.attrs.name[S_below(r, V.attrs.n)]
                  : S_ONE_OF(r, S_unknown_attrs);
}

/* An attribute name n does not carry yet, or NULL. */
static const char *S_new_attr_name(xmlNode *n, rng *r, int *known)
{
    for (int i = 0; i < 8; i++) {
        const char *name = S_attr_name(r, known);
        if (!xmlHasProp(n, X(name)))
            return name;
    }
    return NULL;
}

static const char *S_value_for(rng *r, const char *name)
{
    const bag *b = S_find(&V.attrs, name);
    if (b && S_chance(r, 75))
        return S_pick(b, r);
    return S_chance(r, 50) ? S_ONE_OF(r, S_junk) : S_ONE_OF(r, S_numbers);
}

/* --------------------------------------------------- element mutations */

static int S_drop(tree *t, xmlNode *n, rng *r, mutant *m)
{
    char snip[SNIP + 8];
    (void)t;
    (void)r;
    if (S_is_root(n))
        return -1;
    S_snip(n, snip, sizeof snip);
    snprintf(m->key, sizeof m->key, "drop %s", S_where(n, NULL));
    snprintf(m->what, sizeof m->what, "dropped %s (line %ld)", snip,
             S_line(n));
    xmlUnlinkNode(n);
    xmlFreeNode(n);
    return 0;
}

static int S_duplicate(tree *t, xmlNode *n, rng *r, mutant *m)
{
    char snip[SNIP + 8];
    (void)t;
    (void)r;
    if (S_is_root(n))
        return -1;
    S_snip(n, snip, sizeof snip);
    snprintf(m->key, sizeof m->key, "duplicate %s", S_where(n, NULL));
    snprintf(m->what, sizeof m->what, "duplicated %s (line %ld)", snip,
             S_line(n));
    xmlAddNextSibling(n, xmlCopyNode(n, 1));
    return 0;
}

/* A new element named from the vocabulary or not, empty or with one
 * attribute. */
static xmlNode *S_new_elem(tree *t, xmlNs *ns, rng *r, int *known)
{
    const char *name = S_elem_name(r, known);
    xmlNode *e = xmlNewDocNode(t->doc, ns, X(name), NULL);
    if (S_chance(r, 30)) {
        int k;
        const char *an = S_attr_name(r, &k);
        xmlNewProp(e, X(an), X(S_value_for(r, an)));
    }
    return e;
}

static int S_insert(tree *t, xmlNode *n, rng *r, mutant *m)
{
    int known, child = S_is_root(n) || S_chance(r, 50);
    int before = S_chance(r, 50);
    xmlNode *e = S_new_elem(t, n->ns, r, &known);
    xmlNode *parent = child ? n : n->parent;
    char snip[SNIP + 8];
    S_snip(e, snip, sizeof snip);
    snprintf(m->key, sizeof m->key, "insert %s/%s%s", S_where(parent, NULL),
             known ? "(known)" : "(unknown)",
             e->properties ? " with an attribute" : "");
    snprintf(m->what, sizeof m->what, "inserted %s %s <%s> (line %ld)", snip,
             child ? "into" : before ? "before" : "after", C(n->name),
             S_line(n));
    if (child)
        S_insert_child(n, e, r);
    else if (before)
        xmlAddPrevSibling(n, e);
    else
        xmlAddNextSibling(n, e);
    return 0;
}

static int S_rename(tree *t, xmlNode *n, rng *r, mutant *m)
{
    int known;
    const char *name = S_elem_name(r, &known);
    (void)t;
    for (int i = 0; i < 6 && !strcmp(name, C(n->name)); i++)
        name = S_elem_name(r, &known);
    if (!strcmp(name, C(n->name)))
        return -1;
    snprintf(m->key, sizeof m->key, "rename %s->%s", S_where(n, NULL),
             known ? "(known)" : "(unknown)");
    snprintf(m->what, sizeof m->what, "renamed <%s> (line %ld) to <%s>",
             C(n->name), S_line(n), name);
    xmlNodeSetName(n, X(name));
    return 0;
}

/* Another place among its siblings. */
static int S_move(tree *t, xmlNode *n, rng *r, mutant *m)
{
    nodes sib = {0};
    (void)t;
    if (S_is_root(n))
        return -1;
    for (xmlNode *c = n->parent->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE && c != n)
            S_push(&sib, c);
    xmlNode *to = sib.n ? sib.v[S_below(r, sib.n)] : NULL;
    free(sib.v);
    if (!to)
        return -1;
    int before = S_chance(r, 50);
    snprintf(m->key, sizeof m->key, "move %s", S_where(n, NULL));
    snprintf(m->what, sizeof m->what, "moved <%s> (line %ld) %s <%s> "
             "(line %ld)", C(n->name), S_line(n), before ? "before" : "after",
             C(to->name), S_line(to));
    xmlUnlinkNode(n);
    if (before)
        xmlAddPrevSibling(to, n);
    else
        xmlAddNextSibling(to, n);
    return 0;
}

/* ------------------------------------------------- attribute mutations */

static int S_attr_drop(tree *t, xmlNode *n, rng *r, mutant *m)
{
    xmlAttr *a = S_some_attr(n, r);
    (void)t;
    if (!a)
        return -1;
    snprintf(m->key, sizeof m->key, "attr-drop %s@%s", S_where(n, NULL),
             C(a->name));
    snprintf(m->what, sizeof m->what, "dropped @%s of <%s> (line %ld)",
             C(a->name), C(n->name), S_line(n));
    xmlRemoveProp(a);
    return 0;
}

static int S_attr_add(tree *t, xmlNode *n, rng *r, mutant *m)
{
    int known;
    const char *name = S_new_attr_name(n, r, &known);
    (void)t;
    if (!name)
        return -1;
    const char *v = S_value_for(r, name);
    snprintf(m->key, sizeof m->key, "attr-add %s@%s", S_where(n, NULL),
             known ? "(known)" : "(unknown)");
    snprintf(m->what, sizeof m->what, "added %s=\"%s\" to <%s> (line %ld)",
             name, v, C(n->name), S_line(n));
    xmlSetProp(n, X(name), X(v));
    return 0;
}

static int S_attr_rename(tree *t, xmlNode *n, rng *r, mutant *m)
{
    int known;
    xmlAttr *a = S_some_attr(n, r);
    const char *name = a ? S_new_attr_name(n, r, &known) : NULL;
    (void)t;
    if (!name)
        return -1;
    snprintf(m->key, sizeof m->key, "attr-rename %s@%s", S_where(n, NULL),
             C(a->name));
    snprintf(m->what, sizeof m->what, "renamed @%s of <%s> (line %ld) to @%s",
             C(a->name), C(n->name), S_line(n), name);
    xmlChar *v = xmlGetProp(n, a->name);
    xmlSetProp(n, X(name), v);
    xmlRemoveProp(a);
    xmlFree(v);
    return 0;
}

/* A new value and the name of its kind. */
static const char *S_new_value(const xmlAttr *a, const char *old, rng *r,
                               const char **kind)
{
    int roll = S_below(r, 100);
    if (roll < 30) {
        *kind = "value-same";
        return S_pick_other(S_find(&V.attrs, C(a->name)), r, old);
    }
    if (roll < 50) {
        *kind = "value-other";
        int i = S_below(r, V.attrs.n);
        if (!strcmp(V.attrs.name[i], C(a->name)))
            i = (i + 1) % V.attrs.n;
        return S_pick_other(&V.attrs.val[i], r, old);
    }
    if (roll < 75) {
        *kind = "value-number";
        return S_ONE_OF(r, S_numbers);
    }
    *kind = roll < 85 ? "value-empty" : "value-junk";
    return roll < 85 ? "" : S_ONE_OF(r, S_junk);
}

static int S_value(tree *t, xmlNode *n, rng *r, mutant *m)
{
    const char *kind;
    xmlAttr *a = S_some_attr(n, r);
    (void)t;
    if (!a)
        return -1;
    xmlChar *old = xmlGetProp(n, a->name);
    const char *v = S_new_value(a, old ? C(old) : "", r, &kind);
    snprintf(m->key, sizeof m->key, "%s %s@%s", kind, S_where(n, NULL),
             C(a->name));
    snprintf(m->what, sizeof m->what, "changed @%s of <%s> (line %ld) from "
             "\"%s\" to \"%s\"", C(a->name), C(n->name), S_line(n),
             old ? C(old) : "", v);
    xmlSetProp(n, a->name, X(v));
    xmlFree(old);
    return 0;
}

/* ------------------------------------------------------ text mutations */

static void S_set_text(xmlNode *n, const char *s)
{
    for (xmlNode *c = n->children, *next; c; c = next) {
        next = c->next;
        xmlUnlinkNode(c);
        xmlFreeNode(c);
    }
    if (*s)
        xmlAddChild(n, xmlNewDocText(n->doc, X(s)));
}

/* s with its k-th whitespace-separated token (of count) replaced. */
static char *S_replace_token(const char *s, int k, const char *with)
{
    const char *p = s;
    for (;;) {
        p += strspn(p, " \t\r\n");
        size_t len = strcspn(p, " \t\r\n");
        if (!k-- || !p[len]) {
            char *out = NULL;
            if (asprintf(&out, "%.*s%s%s", (int)(p - s), s, with, p + len) < 0)
                abort();
            return out;
        }
        p += len;
    }
}

static int S_ntokens(const char *s)
{
    int count = 0;
    for (const char *p = s + strspn(s, " \t\r\n"); *p;
         p += strspn(p, " \t\r\n")) {
        count++;
        p += strcspn(p, " \t\r\n");
    }
    return count;
}

static const char *S_token(rng *r, const char *elem)
{
    const bag *own = S_find(&V.texts, elem);
    if (own && S_chance(r, 60))
        return S_pick(own, r);
    return S_pick(&V.tokens, r);
}

static int S_text_change(xmlNode *n, rng *r, mutant *m)
{
    xmlChar *old = xmlNodeGetContent(n);
    int roll = S_below(r, 100);
    const char *kind = roll < 25 ? "text-empty"
                       : roll < 70 ? "text-token" : "text-junk";
    char *now = roll < 25 ? strdup("")
                : S_replace_token(C(old), S_below(r, S_ntokens(C(old))),
                                  roll < 70 ? S_token(r, C(n->name))
                                            : S_ONE_OF(r, S_junk));
    snprintf(m->key, sizeof m->key, "%s %s", kind, S_where(n, NULL));
    snprintf(m->what, sizeof m->what, "changed the text of <%s> (line %ld) "
             "from \"%.200s\" to \"%.200s\"", C(n->name), S_line(n), C(old),
             now);
    S_set_text(n, now);
    free(now);
    xmlFree(old);
    return 0;
}

static int S_text_add(xmlNode *n, rng *r, mutant *m)
{
    const char *s = S_chance(r, 50) ? S_token(r, C(n->name))
                                    : S_ONE_OF(r, S_junk);
    snprintf(m->key, sizeof m->key, "text-add %s", S_where(n, NULL));
    snprintf(m->what, sizeof m->what, "added the text \"%s\" to <%s> "
             "(line %ld)", s, C(n->name), S_line(n));
    S_insert_child(n, xmlNewDocText(n->doc, X(s)), r);
    return 0;
}

/* Elements with text are few: aim at them half of the time. */
static int S_text(tree *t, xmlNode *n, rng *r, mutant *m)
{
    if (t->texts.n && !S_has_text(n) && S_chance(r, 50))
        n = t->texts.v[S_below(r, t->texts.n)];
    if (S_has_text(n) && !S_has_elems(n))
        return S_text_change(n, r, m);
    return S_text_add(n, r, m);
}

/* ------------------------------------------------- namespace mutations */

#define OTHER_NS "urn:example:other"

static int S_ns_elem(xmlNode *n, rng *r, mutant *m)
{
    int roll = S_below(r, 100), leaf = !S_has_elems(n);
    /* No namespace needs xmlns="", which would move the children too. */
    const char *kind = roll < 40 && leaf ? "ns-elem-none"
                       : roll < 75 ? "ns-elem-other" : "ns-elem-ours-prefixed";
    const char *href = !strcmp(kind, "ns-elem-none") ? ""
                       : !strcmp(kind, "ns-elem-other") ? OTHER_NS
                                                        : NT_NAMESPACE;
    xmlNs *ns = xmlNewNs(n, X(href), *href ? X("o") : NULL);
    if (!ns)
        return -1;
    snprintf(m->key, sizeof m->key, "%s %s", kind, S_where(n, NULL));
    snprintf(m->what, sizeof m->what, "put <%s> (line %ld) in %s%s%s",
             C(n->name), S_line(n), *href ? "the namespace " : "no namespace",
             href, *href ? " with the prefix o:" : " (xmlns=\"\")");
    xmlSetNs(n, ns);
    return 0;
}

/* An attribute into a namespace (ours with a prefix, another, xml:). */
static int S_ns_attr(xmlNode *n, rng *r, mutant *m)
{
    int roll = S_below(r, 100);
    xmlAttr *a = roll < 80 ? S_some_attr(n, r) : NULL;
    const char *href = roll < 45 ? NT_NAMESPACE : OTHER_NS;
    xmlNs *ns = a ? xmlNewNs(n, X(href), X("o"))
                  : xmlSearchNs(n->doc, n, X("xml"));
    if (!ns)
        return -1;
    char name[64];
    snprintf(name, sizeof name, "%s", a ? C(a->name) : "lang");
    xmlChar *v = a ? xmlGetProp(n, a->name) : xmlStrdup(X("en"));
    const char *kind = !a ? "ns-attr-xml-lang"
                       : roll < 45 ? "ns-attr-ours-prefixed" : "ns-attr-other";
    snprintf(m->key, sizeof m->key, "%s %s@%s", kind, S_where(n, NULL), name);
    snprintf(m->what, sizeof m->what, "%s %s:%s=\"%s\" on <%s> (line %ld)%s%s",
             a ? "moved" : "added", C(ns->prefix), name, C(v), C(n->name),
             S_line(n), a ? ", in the namespace " : "", a ? href : "");
    if (a)
        xmlRemoveProp(a);
    xmlSetNsProp(n, ns, X(name), v);
    xmlFree(v);
    return 0;
}

static int S_namespace(tree *t, xmlNode *n, rng *r, mutant *m)
{
    (void)t;
    return S_chance(r, 50) ? S_ns_elem(n, r, m) : S_ns_attr(n, r, m);
}

/* ------------------------------------------------------------ mutants */

static const struct op {
    int weight;
    op_fn fn;
} S_ops[] = {
    {3, S_drop},      {3, S_duplicate},   {4, S_insert}, {3, S_rename},
    {2, S_move},      {3, S_attr_drop},   {3, S_attr_add},
    {2, S_attr_rename}, {7, S_value},     {4, S_text},   {2, S_namespace},
};
#define NOPS (int)(sizeof S_ops / sizeof S_ops[0])

static op_fn S_some_op(rng *r)
{
    int total = 0;
    for (int i = 0; i < NOPS; i++)
        total += S_ops[i].weight;
    int k = S_below(r, total);
    for (int i = 0;; i++)
        if ((k -= S_ops[i].weight) < 0)
            return S_ops[i].fn;
}

/* The metadata and the setup are a known weak spot: about 30% of the
 * mutations aim there; about 30% at an element name drawn from the game's
 * corpus (see S_aim), so that a construct seen once weighs as much as
 * <draw>; the rest at any element. */
static xmlNode *S_target(const tree *t, rng *r)
{
    int roll = S_below(r, 100);
    if (t->wanted.n && roll < 60)
        return t->wanted.v[S_below(r, t->wanted.n)];
    if (t->head.n && roll < 50)
        return t->head.v[S_below(r, t->head.n)];
    return t->all.v[S_below(r, t->all.n)];
}

/* One mutation of a source; the mutant as libxml2 writes it (xmlFree). */
static xmlChar *S_mutate(const source *s, const char *want, rng *r,
                         mutant *m, int *size)
{
    tree t = {0};
    t.doc = S_parse(s->xml, s->len);
    ck_assert(t.doc != NULL);
    S_collect(&t, xmlDocGetRootElement(t.doc), 0, want);
    int rc = -1;
    for (int tries = 0; rc && tries < 100; tries++)
        rc = S_some_op(r)(&t, S_target(&t, r), r, m);
    ck_assert_msg(rc == 0, "no mutation applies to %s", s->label);
    xmlChar *out = NULL;
    xmlDocDumpMemory(t.doc, &out, size);
    S_tree_free(&t);
    return out;
}

/* --------------------------------------------------------------- gaps */

typedef struct kind {
    char key[200];
    int count;
    int size;           /* of the example: the smallest mutant of the kind */
    char *example;
} kind;

typedef struct stats {
    int mutants, unchanged, schema_rejected, engine_rejected, gaps;
    kind *kinds;
    int nkinds;
} stats;

static kind *S_kind(stats *st, const char *key)
{
    for (int i = 0; i < st->nkinds; i++)
        if (!strcmp(st->kinds[i].key, key))
            return &st->kinds[i];
    if (st->nkinds == MAX_KINDS)
        return NULL;
    kind *k = &st->kinds[st->nkinds++];
    snprintf(k->key, sizeof k->key, "%s", key);
    return k;
}

static void S_dump(int game, int k, const char *xml, int size,
                   const char *about)
{
    const char *dir = getenv("NT_MUTATION_DUMP");
    char path[1200];
    if (!dir || !*dir)
        return;
    if (mkdir(dir, 0777) && errno != EEXIST)
        ck_abort_msg("cannot create %s: %s", dir, strerror(errno));
    const char *ext[2] = {"xml", "txt"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s-%06d.%s", dir, S_game[game], k,
                 ext[i]);
        FILE *f = fopen(path, "wb");
        ck_assert_msg(f != NULL, "cannot write %s", path);
        if (i == 0)
            fwrite(xml, 1, (size_t)size, f);
        else
            fputs(about, f);
        fclose(f);
    }
}

static void S_gap(stats *st, int game, int k, const source *s,
                  const mutant *m, const xmlChar *xml, int size,
                  const verdict *schema)
{
    const char *said = schema->first[0] ? schema->first : "(no diagnostic)";
    char *about = NULL, *line = NULL;
    if (asprintf(&about, "mutant %s #%d of %s\nkind: %s\nmutation: %s\n"
                 "schema: %s\nengine alone: valid\nreplay: notation validate "
                 "[--no-schema] %s-%06d.xml\n", S_game[game], k, s->label,
                 m->key, m->what, said, S_game[game], k) < 0 ||
        asprintf(&line, "%s\n      schema: %s\n      (mutant %s #%d of %s)\n",
                 m->what, said, S_game[game], k, s->label) < 0)
        abort();
    st->gaps++;
    S_dump(game, k, C(xml), size, about);
    free(about);
    kind *kd = S_kind(st, m->key);
    if (kd && (!kd->count || size < kd->size)) {
        free(kd->example);
        kd->example = line;
        kd->size = size;
        line = NULL;
    }
    if (kd)
        kd->count++;
    free(line);
}

static int S_kind_cmp(const void *a, const void *b)
{
    return strcmp(((const kind *)a)->key, ((const kind *)b)->key);
}

static void S_report(stats *st, int game)
{
    printf("mutation %s: %d mutants (%d unchanged), the schema rejected %d, "
           "the engine alone %d; %d gaps of %d kinds\n", S_game[game],
           st->mutants, st->unchanged, st->schema_rejected,
           st->engine_rejected, st->gaps, st->nkinds);
    qsort(st->kinds, (size_t)st->nkinds, sizeof *st->kinds, S_kind_cmp);
    for (int i = 0; i < st->nkinds; i++) {
        kind *kd = &st->kinds[i];
        printf("GAP [%s] x%d: %s", kd->key, kd->count, kd->example);
    }
    fflush(stdout);
}

static void S_stats_free(stats *st)
{
    for (int i = 0; i < st->nkinds; i++)
        free(st->kinds[i].example);
    free(st->kinds);
}

static int S_has_name(const source *s, const char *name)
{
    for (int i = 0; i < s->names.n; i++)
        if (!strcmp(s->names.v[i], name))
            return 1;
    return 0;
}

/* A source for mutant k, and 45% of the time an element name to aim at:
 * a name of the game's corpus, and a source that has it. */
static const source *S_aim(int game, rng *r, const char **want)
{
    *want = NULL;
    if (!S_chance(r, 45))
        return &S_corpus[game].s[S_below(r, S_corpus[game].n)];
    *want = S_pick(&S_corpus[game].names, r);
    int count = 0, k;
    for (int i = 0; i < S_corpus[game].n; i++)
        count += S_has_name(&S_corpus[game].s[i], *want);
    k = S_below(r, count);
    for (int i = 0;; i++)
        if (S_has_name(&S_corpus[game].s[i], *want) && k-- == 0)
            return &S_corpus[game].s[i];
}

/* Mutant k of a game: made, read both ways, a gap recorded. */
static void S_one(judge *j, int game, int k, stats *st)
{
    rng r = S_mutant_rng(game, k);
    const char *want;
    const source *s = S_aim(game, &r, &want);
    mutant m = {{0}, {0}};
    int size;
    xmlChar *xml = S_mutate(s, want, &r, &m, &size);
    st->mutants++;
    st->unchanged += size == s->rtlen && !memcmp(xml, s->rt, (size_t)size);
    verdict alone = S_read(j, 0, xml, (size_t)size);
    verdict schema = S_read(j, 1, xml, (size_t)size);
    st->engine_rejected += !S_accepts(&alone);
    st->schema_rejected += !S_accepts(&schema);
    if (S_is_gap(&schema, &alone))
        S_gap(st, game, k, s, &m, xml, size, &schema);
    xmlFree(xml);
}

static int S_count(void)
{
    const char *e = getenv("NT_MUTANTS");
    if (e && atoi(e) > 0)
        return atoi(e);
    return getenv("NT_TEST_QUICK") ? MUTANTS / 10 : MUTANTS;
}

/* -------------------------------------------------------------- tests */

/* The starting points are valid both ways, as read and as libxml2 writes
 * them back (so that a mutant differs only by its mutation). */
START_TEST(sources_are_valid_both_ways)
{
    judge j;
    S_judge_init(&j);
    ck_assert_int_ge(S_corpus[_i].n, 8);
    for (int i = 0; i < S_corpus[_i].n; i++) {
        const source *s = &S_corpus[_i].s[i];
        for (int schema = 0; schema < 2; schema++) {
            verdict a = S_read(&j, schema, s->xml, s->len);
            verdict b = S_read(&j, schema, s->rt, (size_t)s->rtlen);
            ck_assert_msg(S_accepts(&a) && a.records >= 1, "%s (schema %d): "
                          "%s", s->label, schema, a.first);
            ck_assert_msg(S_accepts(&b) && b.records == a.records,
                          "%s written back (schema %d): %s", s->label, schema,
                          b.first);
        }
    }
    S_judge_free(&j);
}
END_TEST

/* The vocabulary holds what the mutations draw from. */
START_TEST(vocabulary_is_read)
{
    ck_assert_int_gt(V.elems.n, 60);
    ck_assert_int_gt(V.attrs.n, 40);
    ck_assert_ptr_nonnull(S_find(&V.attrs, "seat"));
    ck_assert_ptr_nonnull(S_find(&V.texts, "hand"));
    ck_assert_ptr_nonnull(S_find(&V.texts, "event"));
    ck_assert_ptr_nonnull(S_find(&V.texts, "date"));
    ck_assert_int_gt(V.tokens.n, 50);
}
END_TEST

/* The detector: the verdicts it compares, and a hand-made mutant the
 * schema rejects seen as such, with the schema's message. */
START_TEST(detector_sees_schema_rejections)
{
    verdict ok = {0}, bad = {1, 1, 1, 1, 1, "1:1: [x] no"}, warned = {0};
    warned.ndiag = 1;
    ck_assert(S_is_gap(&bad, &ok));
    ck_assert(S_is_gap(&warned, &ok));
    ck_assert(!S_is_gap(&ok, &ok));
    ck_assert(!S_is_gap(&bad, &bad));
    ck_assert(!S_is_gap(&ok, &bad));

    const source *s = &S_corpus[G_CASTEL].s[0];
    const char *end = strstr(s->xml, "</setup>");
    ck_assert_ptr_nonnull(end);
    char *xml = NULL;
    int n = asprintf(&xml, "%.*s<bogus/>%s", (int)(end - s->xml), s->xml, end);
    ck_assert_int_gt(n, 0);
    /* The engine speaks first; with keep-going the schema's verdict
     * follows its diagnostic, so that it can be seen. */
    judge j;
    S_judge_init_with(&j, 1);
    verdict schema = S_read(&j, 1, xml, (size_t)n);
    ck_assert_msg(!S_accepts(&schema), "the schema took <bogus/> in <setup>");
    ck_assert_msg(schema.by_schema, "the schema said nothing: %s",
                  schema.first);
    ck_assert_msg(strstr(schema.first, "[notation.schema]") == NULL,
                  "the schema spoke before the engine: %s", schema.first);
    /* The engine: a record it rejects (the schema cannot: players is any
     * positive integer) is no gap. */
    free(xml);
    xml = strdup(s->xml);
    char *p = strstr(xml, "players=\"");
    ck_assert_ptr_nonnull(p);
    p[strlen("players=\"")] = '9';
    verdict alone = S_read(&j, 0, xml, strlen(xml));
    schema = S_read(&j, 1, xml, strlen(xml));
    ck_assert_msg(!S_accepts(&alone) && !S_accepts(&schema), "%s",
                  alone.first);
    ck_assert(!S_is_gap(&schema, &alone));
    free(xml);
    S_judge_free(&j);
}
END_TEST

/* The property: no mutant the schema rejects passes the engine alone. */
START_TEST(engine_alone_is_as_strict_as_the_schema)
{
    int count = S_count();
    stats st = {0};
    st.kinds = calloc(MAX_KINDS, sizeof *st.kinds);
    judge j;
    S_judge_init(&j);
    for (int k = 0; k < count; k++)
        S_one(&j, _i, k, &st);
    S_judge_free(&j);
    S_report(&st, _i);
    stats sum = st;
    S_stats_free(&st);
    /* A detector that saw no rejection would prove nothing. */
    ck_assert_int_eq(sum.mutants, count);
    ck_assert_msg(sum.schema_rejected > count / 4, "the schema rejected only "
                  "%d of %d mutants", sum.schema_rejected, count);
    ck_assert_msg(sum.unchanged < count / 5, "%d of %d mutants unchanged",
                  sum.unchanged, count);
    ck_assert_msg(sum.gaps == 0, "%s: %d mutants the schema rejects pass "
                  "the engine alone, %d kinds (listed above)",
                  S_game[_i], sum.gaps, sum.nkinds);
}
END_TEST

Suite *mutation_suite(void)
{
    Suite *s = suite_create("mutation");
    TCase *tc = tcase_create("strictness");
    tcase_add_unchecked_fixture(tc, S_load, S_unload);
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, sources_are_valid_both_ways, 0, NGAMES);
    tcase_add_test(tc, vocabulary_is_read);
    tcase_add_test(tc, detector_sees_schema_rejections);
    tcase_add_loop_test(tc, engine_alone_is_as_strict_as_the_schema, 0,
                        NGAMES);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(mutation_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* Reading a component data set of the Duel (notation(5), "The Duel's
 * component data"): the XML is parsed safely (no DTD, no network, depth
 * bounded), checked against its RELAX NG schema, then for what a schema
 * cannot say (counts that add up, ladders that rise, references that
 * exist, numbers in range).  Every refusal is located:
 * FILE:LINE:COL: error[duel.data.KIND]: message. */
#define _GNU_SOURCE /* memmem */
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/relaxng.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "data_load.h"
#include "xmlin.h"

#define MAX_DATA (4u << 20) /* a data set is a few kB */

const char *const du_colour_names[DU_COLOURS] = {
    "white", "black", "orange", "blue", "red",
    "green", "pink",  "yellow", "purple"};

/* ---------------------------------------------------------------- chips */

static int S_chip_row(loader *L, const xmlNode *n, unsigned *seen)
{
    du_data *d = L->d;
    int c = dl_colour(dl_attr(n, "colour")), v[DU_LEVELS + 1], k[DU_LEVELS + 1];
    if (c < 0)
        return dl_fail(L, n, "chips", "unknown colour");
    if (*seen & (1u << c))
        return dl_fail(L, n, "chips", "%s is listed twice", du_colour_names[c]);
    *seen |= 1u << c;
    int nv = dl_numbers(L, n, "values", 1, 9, v, DU_LEVELS + 1);
    int nk = nv < 0 ? -1 : dl_numbers(L, n, "counts", 0, 99, k, DU_LEVELS + 1);
    if (nk < 0)
        return -1;
    if (nv > DU_LEVELS || nv != nk)
        return dl_fail(L, n, "chips",
                      "%s: %d values and %d counts (at most %d levels, one "
                      "count each)",
                      du_colour_names[c], nv, nk, DU_LEVELS);
    for (int i = 1; i < nv; i++)
        if (v[i] <= v[i - 1])
            return dl_fail(L, n, "ladder",
                          "%s: the values must rise (the upgrade ladder)",
                          du_colour_names[c]);
    d->nlevels[c] = (uint8_t)nv;
    for (int i = 0; i < nv; i++) {
        d->value[c][i] = (uint8_t)v[i];
        d->count[c][i] = (uint8_t)k[i];
    }
    const char *up = dl_attr(n, "upgrade");
    d->upgradable[c] = !(up && !strcmp(up, "no"));
    if (c == DC_WHITE && d->upgradable[c])
        return dl_fail(L, n, "ladder", "white chips are never upgraded: "
                                      "upgrade=\"no\"");
    return 0;
}

static int S_start_bag(loader *L, const xmlNode *bag)
{
    du_data *d = L->d;
    int whites = 0;
    for (const xmlNode *n = dl_next(bag->children); n; n = dl_next(n->next)) {
        char id[32];
        int count = 0;
        snprintf(id, sizeof id, "%s-%s", dl_attr(n, "colour"),
                 dl_attr(n, "value"));
        int chip = dl_chip(d, id);
        if (chip < 0)
            return dl_fail(L, n, "bag", "%s is no chip of this data set", id);
        if (dl_number(L, n, "count", 1, 99, &count))
            return -1;
        if (d->start_bag[chip])
            return dl_fail(L, n, "bag", "%s is listed twice", id);
        /* Two bags come out of the box. */
        if (2 * count > d->count[DU_COL(chip)][DU_LVL(chip)])
            return dl_fail(L, n, "counts",
                          "two bags of %d %s need more than the box holds "
                          "(%d)",
                          count, id, d->count[DU_COL(chip)][DU_LVL(chip)]);
        d->start_bag[chip] = (uint8_t)count;
        whites += DU_COL(chip) == DC_WHITE ? count : 0;
    }
    if (!whites)
        return dl_fail(L, bag, "bag", "the starting bag holds no white chip");
    return 0;
}

/* ------------------------------------------------ vial, path, guild */

static int S_vial(loader *L, const xmlNode *n)
{
    du_data *d = L->d;
    if (dl_number(L, n, "neck", 1, DU_NECK_MAX, &d->neck) ||
        dl_number(L, n, "row", 3, DU_MAX_ROW, &d->row) ||
        dl_number(L, n, "bonus", 1, DU_MAX_ROW, &d->bonus))
        return -1;
    d->nmines = dl_numbers(L, n, "mines", 1, DU_MAX_ROW, d->mines,
                          DU_MAX_MINES);
    if (d->nmines < 0)
        return -1;
    if (d->nmines < 2)
        return dl_fail(L, n, "vial", "at least two mined spaces (S0 speaks "
                                    "of a first one)");
    for (int i = 0; i < d->nmines; i++) {
        if (d->mines[i] > d->row)
            return dl_fail(L, n, "vial", "mine %d is past the row's %d spaces",
                          d->mines[i], d->row);
        if (i && d->mines[i] <= d->mines[i - 1])
            return dl_fail(L, n, "vial", "the mined spaces are listed in "
                                        "rising order, each once");
        if (d->mines[i] == d->bonus)
            return dl_fail(L, n, "vial", "the bonus space %d is mined",
                          d->bonus);
    }
    if (d->bonus > d->row)
        return dl_fail(L, n, "vial", "the bonus space is past the row");
    return 0;
}

static int S_path(loader *L, const xmlNode *n)
{
    du_data *d = L->d;
    if (dl_number(L, n, "half", 3, DU_MAX_HALF, &d->half) ||
        dl_number(L, n, "start", 1, DU_MAX_HALF, &d->start) ||
        dl_number(L, n, "patients", 11, 99, &d->patients))
        return -1;
    if (d->start > d->half)
        return dl_fail(L, n, "path", "the stands start on square %d of a half "
                                    "of %d",
                      d->start, d->half);
    return 0;
}

static int S_guild(loader *L, const xmlNode *n)
{
    static const char *const names[] = {"none", "G1", "G2", "G3"};
    const char *p = dl_attr(n, "squares");
    int k = 0;
    while (p && *p) {
        p += strspn(p, " ");
        size_t len = strcspn(p, " ");
        if (!len)
            break;
        int g = -1;
        for (int i = 0; i < 4; i++)
            if (strlen(names[i]) == len && !strncmp(p, names[i], len))
                g = i;
        if (g < 0 || k == DU_MAX_GUILD)
            return dl_fail(L, n, "guild", "six squares, each G1, G2, G3 or "
                                         "none");
        L->d->guild[k++] = (uint8_t)g;
        p += len;
    }
    if (k != DU_MAX_GUILD)
        return dl_fail(L, n, "guild", "the guild row has 6 squares, not %d",
                      k);
    return 0;
}

/* ---------------------------------------------------- coins and cards */

static int S_coin(loader *L, const xmlNode *n, unsigned *faces)
{
    du_data *d = L->d;
    if (d->ncoins == DU_MAX_COINS)
        return dl_fail(L, n, "coins", "three coins at most");
    const char *id = dl_attr(n, "id"), *f = dl_attr(n, "faces");
    for (int i = 0; i < d->ncoins; i++)
        if (!strcmp(d->coins[i].id, id))
            return dl_fail(L, n, "coins", "coin %s is listed twice", id);
    snprintf(d->coins[d->ncoins].id, sizeof d->coins[0].id, "%s", id);
    for (int k = 0; k < 2; k++) {
        f += strspn(f, " ");
        int b = f[0] == 'B' ? f[1] - '0' : 0;
        if (b < 1 || b > 6 || (*faces & (1u << b)))
            return dl_fail(L, n, "coins", "each bonus B1-B6 is on exactly one "
                                         "face");
        *faces |= 1u << b;
        d->coins[d->ncoins].face[k] = (uint8_t)b;
        f += strcspn(f, " ");
    }
    const char *first = dl_attr(n, "first-game");
    d->coins[d->ncoins].first_game = first && !strcmp(first, "yes");
    d->ncoins++;
    return 0;
}

static int S_card(loader *L, const xmlNode *n, unsigned *first)
{
    static const char *const effects[] = {"C-A", "C-B", "C-C", "C-D",
                                          "C-E", "C-F", "C-G", "C-H",
                                          "C-I", "C-J", "C-K"};
    du_data *d = L->d;
    if (d->ncards == DU_MAX_CARDS - 1)
        return dl_fail(L, n, "cards", "%d cards at most", DU_MAX_CARDS - 1);
    du_card *c = &d->cards[d->ncards];
    int num = 0, off[2] = {0, 0};
    if (dl_number(L, n, "n", 1, 99, &num))
        return -1;
    for (int i = 0; i < d->ncards; i++)
        if (d->cards[i].n == num)
            return dl_fail(L, n, "cards", "card %d is listed twice", num);
    c->n = (uint8_t)num;
    c->line = (uint32_t)xmlGetLineNo(n);
    const char *e = dl_attr(n, "effect");
    for (int i = 0; i < 11; i++)
        if (!strcmp(e, effects[i]))
            c->effect = (uint8_t)i;
    c->keep = !strcmp(dl_attr(n, "kind"), "keep");
    int keep_kind = c->effect == C_E || c->effect == C_G ||
                    c->effect == C_H || c->effect == C_K;
    if (c->keep != keep_kind)
        return dl_fail(L, n, "cards", "%s is a%s card", e,
                      keep_kind ? " keep" : "n instant");
    c->chip = -1;
    const char *chip = dl_attr(n, "chip");
    if ((c->effect == C_A) != (chip != NULL))
        return dl_fail(L, n, "cards", "a C-A card, and only it, pictures a "
                                     "chip: chip=");
    if (chip) {
        c->chip = (int8_t)dl_chip(d, chip);
        if (c->chip < 0 || DU_COL(c->chip) == DC_WHITE ||
            DU_COL(c->chip) == DC_BLACK)
            return dl_fail(L, n, "cards", "%s is no chip for sale of this data "
                                         "set",
                          chip);
    }
    if (dl_attr(n, "first-game")) {
        int f = 0;
        if (dl_number(L, n, "first-game", 1, 6, &f))
            return -1;
        if (*first & (1u << f))
            return dl_fail(L, n, "cards", "first-game place %d is taken twice",
                          f);
        *first |= 1u << f;
        c->first_game = (uint8_t)f;
        if (!dl_attr(n, "offer"))
            return dl_fail(L, n, "cards", "a first-game card shows a "
                                         "suggested offer: offer=");
    }
    if (dl_attr(n, "offer")) {
        if (dl_numbers(L, n, "offer", 0, 9, off, 2) != 2)
            return dl_fail(L, n, "cards", "offer= is two numbers: upgrades, "
                                         "gold");
        c->offer_up = (uint8_t)off[0];
        c->offer_gold = (uint8_t)off[1];
    }
    d->ncards++;
    return 0;
}

/* ------------------------------------------------------------ the whole */

/* The status line, stored whole: a longer one is refused rather than cut
 * (a cut could split a character of its UTF-8). */
static int S_status(loader *L, const xmlNode *n)
{
    xmlChar *t = xmlNodeGetContent(n);
    size_t len = t ? strlen((const char *)t) : 0;
    if (len > DU_NOTE_MAX) {
        xmlFree(t);
        return dl_fail(L, n, "status", "the status line holds %zu bytes, "
                                       "at most %d",
                       len, DU_NOTE_MAX);
    }
    memcpy(L->d->note, t ? (const char *)t : "", len + 1);
    xmlFree(t);
    return 0;
}

static int S_sections(loader *L, const xmlNode *root)
{
    du_data *d = L->d;
    unsigned colours = 0, faces = 0, first = 0;
    snprintf(d->id, sizeof d->id, "%s", dl_attr(root, "id"));
    d->line = (uint32_t)xmlGetLineNo(root);
    snprintf(d->status, sizeof d->status, "%s", dl_attr(root, "status"));
    for (const xmlNode *n = dl_next(root->children); n; n = dl_next(n->next)) {
        int rc = 0;
        if (dl_is(n, "status")) {
            rc = S_status(L, n);
        } else if (dl_is(n, "chip")) {
            rc = S_chip_row(L, n, &colours);
            int total = 0;
            for (int c = 0; c < DU_CHIPS; c++)
                total += d->count[DU_COL(c)][DU_LVL(c)];
            if (!rc && total > DU_BODY_MAX - 1)
                rc = dl_fail(L, n, "counts", "the box holds at most %d chips "
                                             "in all, not %d",
                             DU_BODY_MAX - 1, total);
            if (!rc && dl_next(n->next) && !dl_is(dl_next(n->next), "chip") &&
                colours != (1u << DU_COLOURS) - 1)
                rc = dl_fail(L, n, "chips", "every colour has its chips");
        } else if (dl_is(n, "start-bag")) {
            rc = S_start_bag(L, n);
        } else if (dl_is(n, "vial")) {
            rc = S_vial(L, n);
        } else if (dl_is(n, "path")) {
            rc = S_path(L, n);
        } else if (dl_is(n, "guild")) {
            rc = S_guild(L, n);
        } else if (dl_is(n, "coin")) {
            rc = S_coin(L, n, &faces);
        } else if (dl_is(n, "markers")) {
            rc = dl_number(L, n, "count", 1, DU_MAX_MARKERS, &d->markers);
        } else if (dl_is(n, "card")) {
            rc = S_card(L, n, &first);
        } else if (dl_is(n, "book")) {
            rc = dl_book(L, n);
        } else if (dl_is(n, "upgrade-fail")) {
            rc = dl_number(L, n, "gold", 0, 9, &d->upgrade_fail_gold);
        }
        if (rc)
            return -1;
    }
    if (d->ncoins != 3 || faces != 0x7E)
        return dl_fail(L, root, "coins", "three coins carry the six bonuses "
                                        "B1-B6, one a face");
    int firsts = 0;
    for (int i = 0; i < d->ncoins; i++)
        firsts += d->coins[i].first_game;
    if (firsts != 2)
        return dl_fail(L, root, "coins", "two coins are the first game's");
    if (first != 0x7E)
        return dl_fail(L, root, "cards", "cards for the first game's places "
                                        "1-6, each once");
    if (d->ncards < 6)
        return dl_fail(L, root, "cards", "at least 6 cards besides the "
                                        "round-7 card");
    for (int i = 0; i < d->ncards; i++)
        if (d->cards[i].offer_up + d->cards[i].offer_gold > d->markers)
            return dl_fail_line(L, d->cards[i].line, "cards",
                                "card %d suggests more than %d markers",
                                d->cards[i].n, d->markers);
    /* The round-7 card, always the last of the pile. */
    d->cards[d->ncards].effect = C_R7;
    d->cards[d->ncards].n = 0;
    d->cards[d->ncards].chip = -1;
    return dl_books_complete(L, root);
}

/* The element itself or the ancestor a libxml2 message names ("Element
 * components failed to validate attributes"), or NULL. */
static const xmlNode *S_named(const xmlNode *el, const char *message)
{
    const char *p = message ? strstr(message, "Element ") : NULL;
    if (!p)
        return NULL;
    p += 8;
    size_t len = strcspn(p, " :");
    for (; el && el->type == XML_ELEMENT_NODE; el = el->parent)
        if (strlen((const char *)el->name) == len &&
            !strncmp((const char *)el->name, p, len))
            return el;
    return NULL;
}

static void S_schema_error(void *user, xmlErrorPtr e)
{
    loader *L = user;
    if (e->level < XML_ERR_ERROR || L->err.len)
        return;
    /* libxml2 gives an attribute's error no line: its element's, and the
     * element and attribute named. */
    const xmlNode *n = e->node, *el = n;
    while (el && el->type != XML_ELEMENT_NODE)
        el = el->parent;
    long line = e->line > 0 ? e->line : el ? xmlGetLineNo(el) : 0;
    /* The root's attributes are reported at its first child: said at the
     * element the message names. */
    const xmlNode *named = S_named(el, e->message);
    if (named && named != el) {
        n = el = named;
        line = xmlGetLineNo(el);
    }
    nt_buf_printf(&L->err, "%s:%ld:1: error[duel.data.schema]: ", L->name,
                  line > 0 ? line : 1L);
    if (el)
        nt_buf_printf(&L->err, "<%s>%s%s%s: ", (const char *)el->name,
                      n && n->type == XML_ATTRIBUTE_NODE ? " " : "",
                      n && n->type == XML_ATTRIBUTE_NODE
                          ? (const char *)n->name : "",
                      n && n->type == XML_ATTRIBUTE_NODE ? "=" : "");
    for (const char *m = e->message ? e->message : "invalid"; *m; m++)
        if (*m != '\n')
            nt_buf_putc(&L->err, *m);
    /* Which attributes it has, to see the one missing or misspelt. */
    if (el && n == el && e->message && strstr(e->message, "attributes")) {
        nt_buf_puts(&L->err, " (it has");
        for (const xmlAttr *a = el->properties; a; a = a->next)
            nt_buf_printf(&L->err, " %s=", (const char *)a->name);
        nt_buf_puts(&L->err, el->properties ? ")" : " none)");
    }
}

static int S_validate(loader *L, xmlDocPtr doc)
{
    char *err = NULL;
    xmlRelaxNGPtr schema = nt_schema_load("quacks-duel-components.rng", &err);
    if (!schema) {
        nt_buf_printf(&L->err, "%s:1:1: error[duel.data.schema]: %s", L->name,
                      err ? err : "no schema");
        free(err);
        return -1;
    }
    xmlRelaxNGValidCtxtPtr v = xmlRelaxNGNewValidCtxt(schema);
    xmlRelaxNGSetValidStructuredErrors(v, S_schema_error, L);
    int rc = xmlRelaxNGValidateDoc(v, doc);
    xmlRelaxNGFreeValidCtxt(v);
    xmlRelaxNGFree(schema);
    if (rc && !L->err.len)
        nt_buf_printf(&L->err, "%s:1:1: error[duel.data.schema]: the data set "
                               "does not follow its schema",
                      L->name);
    return rc ? -1 : 0;
}

static int S_chip_rows_first(loader *L, const xmlNode *root)
{
    du_data *real = L->d;
    L->d = nt_xcalloc(1, sizeof *L->d);
    unsigned seen = 0;
    int rc = 0;
    for (const xmlNode *n = root ? dl_next(root->children) : NULL;
         n && !rc; n = dl_next(n->next))
        if (dl_is(n, "chip"))
            rc = S_chip_row(L, n, &seen);
    free(L->d);
    L->d = real;
    return rc;
}

/* The ids (the data set's, the coins') are stored whole, and the schema
 * allows 32 characters: a longer one is said here, at its element, where
 * libxml2's report of the schema's refusal can lose the element. */
static int S_ids_first(loader *L, const xmlNode *root)
{
    for (const xmlNode *n = root; n; n = dl_next(n == root ? n->children
                                                           : n->next)) {
        const char *id = dl_is(n, "components") || dl_is(n, "coin")
                             ? dl_attr(n, "id")
                             : NULL;
        if (id && strlen(id) > DU_ID_MAX)
            return dl_fail(L, n, "schema", "<%s> id= holds %zu characters: "
                                           "an id has 1 to %d",
                           n->name, strlen(id), DU_ID_MAX);
    }
    return 0;
}

/* The loader being run, for libxml2's error callback (one at a time). */
static loader *S_current;

static void S_parse_error(void *user, xmlErrorPtr e)
{
    loader *L = S_current;
    (void)user;
    if (e->level < XML_ERR_ERROR || L->err.len)
        return;
    nt_buf_printf(&L->err, "%s:%d:%d: error[duel.data.xml]: ", L->name,
                  e->line > 0 ? e->line : 1, e->int2 > 0 ? e->int2 : 1);
    /* libxml2's own words for its depth limit name a parser option the
     * user cannot set: say what is wrong with the file instead. */
    if (e->message && strstr(e->message, "Excessive depth")) {
        nt_buf_puts(&L->err, "the elements nest more than 256 deep: no data "
                             "set needs as many (effects nest at most 12 "
                             "deep)");
        return;
    }
    for (const char *m = e->message ? e->message : "malformed"; *m; m++)
        if (*m != '\n')
            nt_buf_putc(&L->err, *m);
}

/* A document type declaration, in whatever encoding: refused, and the
 * parse stopped before any entity is declared or expanded. */
static void S_doctype(void *ctx, const xmlChar *name, const xmlChar *pub,
                      const xmlChar *sys)
{
    xmlParserCtxtPtr ctxt = ctx;
    loader *L = S_current;
    (void)name, (void)pub, (void)sys;
    if (!L->err.len)
        nt_buf_printf(&L->err, "%s:%d:1: error[duel.data.doctype]: a data "
                               "set carries no document type declaration "
                               "(no DTD, no entities)",
                      L->name, xmlSAX2GetLineNumber(ctxt));
    xmlStopParser(ctxt);
}

du_data *du_data_parse(const char *name, const char *xml, size_t len,
                       char **err)
{
    loader L = {name, NULL, {0}, 0};
    *err = NULL;
    if (len > MAX_DATA) {
        nt_buf_printf(&L.err, "%s:1:1: error[duel.data.size]: a data set of "
                              "more than 4 MB",
                      name);
        *err = nt_buf_take(&L.err);
        return NULL;
    }
    if (memmem(xml, len, "<!DOCTYPE", 9) || memmem(xml, len, "<!ENTITY", 8)) {
        nt_buf_printf(&L.err, "%s:1:1: error[duel.data.doctype]: a data set "
                              "carries no document type declaration (no "
                              "DTD, no entities)",
                      name);
        *err = nt_buf_take(&L.err);
        return NULL;
    }
    if (dl_scan(&L, xml, len)) {
        *err = nt_buf_take(&L.err);
        return NULL;
    }
    xmlParserCtxtPtr ctxt = xmlNewParserCtxt();
    xmlDocPtr doc = NULL;
    if (ctxt) {
        S_current = &L;
        ctxt->sax->serror = S_parse_error;
        ctxt->sax->internalSubset = S_doctype;
        doc = xmlCtxtReadMemory(ctxt, xml, (int)len, name, NULL,
                                XML_PARSE_NONET | XML_PARSE_NOBLANKS);
        xmlFreeParserCtxt(ctxt);
        S_current = NULL;
    }
    /* The schema first: the loader's own checks then read a document of
     * the right shape (the chip rows, safe to read in any shape, before
     * it: their check names the attribute and the number that is wrong,
     * where the schema's errors on attributes have no line). */
    du_data *d = NULL;
    const xmlNode *root = doc ? xmlDocGetRootElement(doc) : NULL;
    if (doc && !L.err.len && !S_chip_rows_first(&L, root) &&
        !S_ids_first(&L, root) && !S_validate(&L, doc)) {
        d = nt_xcalloc(1, sizeof *d);
        L.d = d;
        if (S_sections(&L, xmlDocGetRootElement(doc))) {
            free(d);
            d = NULL;
        } else {
            d->digest = du_data_digest(d);
        }
    }
    if (!d && !L.err.len)
        nt_buf_printf(&L.err, "%s:1:1: error[duel.data.xml]: not a data set",
                      name);
    xmlFreeDoc(doc);
    if (!d)
        *err = nt_buf_take(&L.err);
    nt_buf_free(&L.err);
    return d;
}

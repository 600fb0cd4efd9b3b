/* Reading a component data set of the Duel (notation(5), "The Duel's
 * component data"): the XML is parsed safely (no DTD, no network, depth
 * bounded), checked against its RELAX NG schema, then for what a schema
 * cannot say (counts that add up, ladders that rise, references that
 * exist, numbers in range).  Every refusal is located:
 * FILE:LINE:COL: error[duel.data.KIND]: message. */
#define _GNU_SOURCE /* memmem */
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "duel.h"
#include "xmlin.h"

#define MAX_DATA (4u << 20) /* a data set is a few kB */
#define MAX_NEST 12         /* effects inside one another */

const char *const du_colour_names[DU_COLOURS] = {
    "white", "black", "orange", "blue", "red",
    "green", "pink",  "yellow", "purple"};

typedef struct loader {
    const char *name;
    du_data *d;
    nt_buf err;
} loader;

static int S_fail(loader *L, const xmlNode *at, const char *kind,
                  const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static int S_fail(loader *L, const xmlNode *at, const char *kind,
                  const char *fmt, ...)
{
    if (L->err.len)
        return -1;
    va_list ap;
    nt_buf_printf(&L->err, "%s:%ld:1: error[duel.data.%s]: ", L->name,
                  at ? xmlGetLineNo(at) : 1L, kind);
    va_start(ap, fmt);
    nt_buf_vprintf(&L->err, fmt, ap);
    va_end(ap);
    return -1;
}

static const char *S_attr(const xmlNode *n, const char *name)
{
    for (const xmlAttr *a = n->properties; a; a = a->next)
        if (!a->ns && !strcmp((const char *)a->name, name) && a->children)
            return (const char *)a->children->content;
    return NULL;
}

static int S_is(const xmlNode *n, const char *name)
{
    return n && n->type == XML_ELEMENT_NODE &&
           !strcmp((const char *)n->name, name);
}

static const xmlNode *S_next(const xmlNode *n)
{
    while (n && n->type != XML_ELEMENT_NODE)
        n = n->next;
    return n;
}

/* Whole numbers separated by blanks, each within lo..hi. */
static int S_numbers(loader *L, const xmlNode *at, const char *attr, int lo,
                     int hi, int *out, int max)
{
    const char *p = S_attr(at, attr);
    int n = 0;
    if (!p)
        return S_fail(L, at, "missing", "<%s> needs %s=", at->name, attr);
    while (*p) {
        p += strspn(p, " \t\r\n");
        if (!*p)
            break;
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < lo || v > hi)
            return S_fail(L, at, "range",
                          "%s=\"%s\": each number is %d to %d", attr,
                          S_attr(at, attr), lo, hi);
        if (n == max)
            return S_fail(L, at, "range", "%s= holds more than %d numbers",
                          attr, max);
        out[n++] = (int)v;
        p = end;
    }
    if (!n)
        return S_fail(L, at, "missing", "%s= is empty", attr);
    return n;
}

static int S_number(loader *L, const xmlNode *at, const char *attr, int lo,
                    int hi, int *out)
{
    int v[2], n = S_numbers(L, at, attr, lo, hi, v, 2);
    if (n < 0)
        return -1;
    if (n != 1)
        return S_fail(L, at, "range", "%s= is one number", attr);
    *out = v[0];
    return 0;
}

static int S_colour(const char *s)
{
    for (int c = 0; s && c < DU_COLOURS; c++)
        if (!strcmp(s, du_colour_names[c]))
            return c;
    return -1;
}

/* "red-2": a chip kind of the data set, or -1. */
static int S_chip(const du_data *d, const char *s)
{
    const char *dash = s ? strrchr(s, '-') : NULL;
    if (!dash)
        return -1;
    char col[16];
    size_t n = (size_t)(dash - s);
    if (n >= sizeof col)
        return -1;
    memcpy(col, s, n);
    col[n] = 0;
    int c = S_colour(col), v = atoi(dash + 1);
    for (int l = 0; c >= 0 && l < d->nlevels[c]; l++)
        if (d->value[c][l] == v)
            return DU_CHIP(c, l);
    return -1;
}

/* ---------------------------------------------------------------- chips */

static int S_chip_row(loader *L, const xmlNode *n, unsigned *seen)
{
    du_data *d = L->d;
    int c = S_colour(S_attr(n, "colour")), v[DU_LEVELS + 1], k[DU_LEVELS + 1];
    if (c < 0)
        return S_fail(L, n, "chips", "unknown colour");
    if (*seen & (1u << c))
        return S_fail(L, n, "chips", "%s is listed twice", du_colour_names[c]);
    *seen |= 1u << c;
    int nv = S_numbers(L, n, "values", 1, 9, v, DU_LEVELS + 1);
    int nk = nv < 0 ? -1 : S_numbers(L, n, "counts", 0, 99, k, DU_LEVELS + 1);
    if (nk < 0)
        return -1;
    if (nv > DU_LEVELS || nv != nk)
        return S_fail(L, n, "chips",
                      "%s: %d values and %d counts (at most %d levels, one "
                      "count each)",
                      du_colour_names[c], nv, nk, DU_LEVELS);
    for (int i = 1; i < nv; i++)
        if (v[i] <= v[i - 1])
            return S_fail(L, n, "ladder",
                          "%s: the values must rise (the upgrade ladder)",
                          du_colour_names[c]);
    d->nlevels[c] = (uint8_t)nv;
    for (int i = 0; i < nv; i++) {
        d->value[c][i] = (uint8_t)v[i];
        d->count[c][i] = (uint8_t)k[i];
    }
    const char *up = S_attr(n, "upgrade");
    d->upgradable[c] = !(up && !strcmp(up, "no"));
    if (c == DC_WHITE && d->upgradable[c])
        return S_fail(L, n, "ladder", "white chips are never upgraded: "
                                      "upgrade=\"no\"");
    return 0;
}

static int S_start_bag(loader *L, const xmlNode *bag)
{
    du_data *d = L->d;
    int whites = 0;
    for (const xmlNode *n = S_next(bag->children); n; n = S_next(n->next)) {
        char id[32];
        int count = 0;
        snprintf(id, sizeof id, "%s-%s", S_attr(n, "colour"),
                 S_attr(n, "value"));
        int chip = S_chip(d, id);
        if (chip < 0)
            return S_fail(L, n, "bag", "%s is no chip of this data set", id);
        if (S_number(L, n, "count", 1, 99, &count))
            return -1;
        if (d->start_bag[chip])
            return S_fail(L, n, "bag", "%s is listed twice", id);
        /* Two bags come out of the box. */
        if (2 * count > d->count[DU_COL(chip)][DU_LVL(chip)])
            return S_fail(L, n, "counts",
                          "two bags of %d %s need more than the box holds "
                          "(%d)",
                          count, id, d->count[DU_COL(chip)][DU_LVL(chip)]);
        d->start_bag[chip] = (uint8_t)count;
        whites += DU_COL(chip) == DC_WHITE ? count : 0;
    }
    if (!whites)
        return S_fail(L, bag, "bag", "the starting bag holds no white chip");
    return 0;
}

/* ------------------------------------------------ vial, path, guild */

static int S_vial(loader *L, const xmlNode *n)
{
    du_data *d = L->d;
    if (S_number(L, n, "neck", 1, DU_NECK_MAX, &d->neck) ||
        S_number(L, n, "row", 3, DU_MAX_ROW, &d->row) ||
        S_number(L, n, "bonus", 1, DU_MAX_ROW, &d->bonus))
        return -1;
    d->nmines = S_numbers(L, n, "mines", 1, DU_MAX_ROW, d->mines,
                          DU_MAX_MINES);
    if (d->nmines < 0)
        return -1;
    if (d->nmines < 2)
        return S_fail(L, n, "vial", "at least two mined spaces (S0 speaks "
                                    "of a first one)");
    for (int i = 0; i < d->nmines; i++) {
        if (d->mines[i] > d->row)
            return S_fail(L, n, "vial", "mine %d is past the row's %d spaces",
                          d->mines[i], d->row);
        if (i && d->mines[i] <= d->mines[i - 1])
            return S_fail(L, n, "vial", "the mined spaces are listed in "
                                        "rising order, each once");
        if (d->mines[i] == d->bonus)
            return S_fail(L, n, "vial", "the bonus space %d is mined",
                          d->bonus);
    }
    if (d->bonus > d->row)
        return S_fail(L, n, "vial", "the bonus space is past the row");
    return 0;
}

static int S_path(loader *L, const xmlNode *n)
{
    du_data *d = L->d;
    if (S_number(L, n, "half", 3, DU_MAX_HALF, &d->half) ||
        S_number(L, n, "start", 1, DU_MAX_HALF, &d->start) ||
        S_number(L, n, "patients", 11, 99, &d->patients))
        return -1;
    if (d->start > d->half)
        return S_fail(L, n, "path", "the stands start on square %d of a half "
                                    "of %d",
                      d->start, d->half);
    return 0;
}

static int S_guild(loader *L, const xmlNode *n)
{
    static const char *const names[] = {"none", "G1", "G2", "G3"};
    const char *p = S_attr(n, "squares");
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
            return S_fail(L, n, "guild", "six squares, each G1, G2, G3 or "
                                         "none");
        L->d->guild[k++] = (uint8_t)g;
        p += len;
    }
    if (k != DU_MAX_GUILD)
        return S_fail(L, n, "guild", "the guild row has 6 squares, not %d",
                      k);
    return 0;
}

/* ---------------------------------------------------- coins and cards */

static int S_coin(loader *L, const xmlNode *n, unsigned *faces)
{
    du_data *d = L->d;
    if (d->ncoins == DU_MAX_COINS)
        return S_fail(L, n, "coins", "three coins at most");
    const char *id = S_attr(n, "id"), *f = S_attr(n, "faces");
    for (int i = 0; i < d->ncoins; i++)
        if (!strcmp(d->coins[i].id, id))
            return S_fail(L, n, "coins", "coin %s is listed twice", id);
    snprintf(d->coins[d->ncoins].id, sizeof d->coins[0].id, "%s", id);
    for (int k = 0; k < 2; k++) {
        f += strspn(f, " ");
        int b = f[0] == 'B' ? f[1] - '0' : 0;
        if (b < 1 || b > 6 || (*faces & (1u << b)))
            return S_fail(L, n, "coins", "each bonus B1-B6 is on exactly one "
                                         "face");
        *faces |= 1u << b;
        d->coins[d->ncoins].face[k] = (uint8_t)b;
        f += strcspn(f, " ");
    }
    const char *first = S_attr(n, "first-game");
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
        return S_fail(L, n, "cards", "%d cards at most", DU_MAX_CARDS - 1);
    du_card *c = &d->cards[d->ncards];
    int num = 0, off[2] = {0, 0};
    if (S_number(L, n, "n", 1, 99, &num))
        return -1;
    for (int i = 0; i < d->ncards; i++)
        if (d->cards[i].n == num)
            return S_fail(L, n, "cards", "card %d is listed twice", num);
    c->n = (uint8_t)num;
    const char *e = S_attr(n, "effect");
    for (int i = 0; i < 11; i++)
        if (!strcmp(e, effects[i]))
            c->effect = (uint8_t)i;
    c->keep = !strcmp(S_attr(n, "kind"), "keep");
    int keep_kind = c->effect == C_E || c->effect == C_G ||
                    c->effect == C_H || c->effect == C_K;
    if (c->keep != keep_kind)
        return S_fail(L, n, "cards", "%s is a%s card", e,
                      keep_kind ? " keep" : "n instant");
    c->chip = -1;
    const char *chip = S_attr(n, "chip");
    if ((c->effect == C_A) != (chip != NULL))
        return S_fail(L, n, "cards", "a C-A card, and only it, pictures a "
                                     "chip: chip=");
    if (chip) {
        c->chip = (int8_t)S_chip(d, chip);
        if (c->chip < 0 || DU_COL(c->chip) == DC_WHITE ||
            DU_COL(c->chip) == DC_BLACK)
            return S_fail(L, n, "cards", "%s is no chip for sale of this data "
                                         "set",
                          chip);
    }
    if (S_attr(n, "first-game")) {
        int f = 0;
        if (S_number(L, n, "first-game", 1, 6, &f))
            return -1;
        if (*first & (1u << f))
            return S_fail(L, n, "cards", "first-game place %d is taken twice",
                          f);
        *first |= 1u << f;
        c->first_game = (uint8_t)f;
        if (!S_attr(n, "offer"))
            return S_fail(L, n, "cards", "a first-game card shows a "
                                         "suggested offer: offer=");
    }
    if (S_attr(n, "offer")) {
        if (S_numbers(L, n, "offer", 0, 9, off, 2) != 2)
            return S_fail(L, n, "cards", "offer= is two numbers: upgrades, "
                                         "gold");
        c->offer_up = (uint8_t)off[0];
        c->offer_gold = (uint8_t)off[1];
    }
    d->ncards++;
    return 0;
}

/* ------------------------------------------------------------ effects */

static int S_effects(loader *L, const xmlNode *n, int colour, int depth,
                     uint16_t *first);

/* An amount for a book of `colour`: one number, or one per level. */
static int S_amount(loader *L, const xmlNode *n, const char *attr,
                    int colour, int lo, int hi, du_amount *a)
{
    int v[DU_LEVELS + 1];
    int k = S_numbers(L, n, attr, lo, hi, v, DU_LEVELS + 1);
    if (k < 0)
        return -1;
    int levels = colour >= 0 ? L->d->nlevels[colour] : 1;
    if (k != 1 && k != levels)
        return S_fail(L, n, "amount",
                      "%s= has one number, or one per level of the %s chips "
                      "(%d)",
                      attr, colour >= 0 ? du_colour_names[colour] : "?",
                      levels);
    a->n = (uint8_t)k;
    for (int i = 0; i < DU_LEVELS; i++)
        a->v[i] = (int8_t)v[k == 1 ? 0 : (i < k ? i : k - 1)];
    return 0;
}

static int S_word(const xmlNode *n, const char *attr, const char *yes)
{
    const char *v = S_attr(n, attr);
    return v && !strcmp(v, yes);
}

static int S_take(loader *L, const xmlNode *n, int colour, du_effect *e)
{
    const char *cls = S_attr(n, "class");
    e->opp = S_word(n, "who", "opp");
    e->bottom = S_word(n, "dest", "bottom");
    e->distinct = S_word(n, "distinct", "yes");
    e->cls = !strcmp(cls, "variable")    ? CLS_VARIABLE
             : !strcmp(cls, "not-black") ? CLS_NOT_BLACK
                                         : (uint8_t)S_colour(cls);
    if (e->cls == DC_BLACK)
        return S_fail(L, n, "effect", "black chips are never given");
    if (S_amount(L, n, "value", colour, 1, 9, &e->value) ||
        S_amount(L, n, "k", colour, 1, 9, &e->a))
        return -1;
    /* Every value named must exist for some colour of the class. */
    for (int i = 0; i < e->value.n; i++) {
        int ok = 0;
        for (int c = 0; c < DU_COLOURS; c++) {
            int in = e->cls == CLS_VARIABLE    ? c >= DU_FIRST_VAR
                     : e->cls == CLS_NOT_BLACK ? c >= DC_ORANGE
                                               : c == e->cls;
            for (int l = 0; in && l < L->d->nlevels[c]; l++)
                ok |= L->d->value[c][l] == e->value.v[i];
        }
        if (!ok)
            return S_fail(L, n, "effect", "no chip of that class has value "
                                          "%d",
                          e->value.v[i]);
    }
    return 0;
}

/* One element of the vocabulary. */
static int S_effect(loader *L, const xmlNode *n, int colour, int depth,
                    du_effect *e)
{
    const char *name = (const char *)n->name;
    e->line = (uint32_t)xmlGetLineNo(n);
    e->may = S_word(n, "may", "yes");
    e->first = e->next = e->other = DU_NIL;
    if (!strcmp(name, "gold") || !strcmp(name, "patient") ||
        !strcmp(name, "push") || !strcmp(name, "draw-extra") ||
        !strcmp(name, "remove-white-1")) {
        e->op = name[0] == 'g'   ? EF_GOLD
                : name[1] == 'a' ? EF_PATIENT
                : name[1] == 'u' ? EF_PUSH
                : name[0] == 'd' ? EF_DRAW_EXTRA
                                 : EF_REMOVE_W1;
        return S_amount(L, n,
                        e->op == EF_REMOVE_W1 ? "k" : "n", colour, 1, 20,
                        &e->a);
    }
    if (!strcmp(name, "stand")) {
        e->op = EF_STAND;
        if (S_amount(L, n, "d", colour, -20, 20, &e->a))
            return -1;
        for (int i = 0; i < DU_LEVELS; i++)
            if (!e->a.v[i])
                return S_fail(L, n, "effect", "a stand moves, d=0 does not");
        return 0;
    }
    if (!strcmp(name, "upgrade")) {
        e->op = EF_UPGRADE;
        e->any = S_word(n, "scope", "any");
        e->vial = S_word(n, "zone", "vial");
        return S_amount(L, n, "k", colour, 1, 9, &e->a);
    }
    if (!strcmp(name, "take")) {
        e->op = EF_TAKE;
        return S_take(L, n, colour, e);
    }
    if (!strcmp(name, "return")) {
        e->op = EF_RETURN;
        e->white = S_word(n, "kind", "white");
        const char *from = S_attr(n, "from");
        e->from = !strcmp(from, "row")    ? FROM_ROW
                  : !strcmp(from, "body") ? FROM_BODY
                                          : FROM_VIAL;
        if ((e->white && e->from == FROM_BODY) ||
            (!e->white && e->from == FROM_ROW))
            return S_fail(L, n, "effect", "whites lie in the row, coloured "
                                          "chips in the neck and the body");
        return S_amount(L, n, "k", colour, 1, 9, &e->a);
    }
    if (!strcmp(name, "choice")) {
        e->op = EF_CHOICE;
        const xmlNode *a = S_next(n->children);
        const xmlNode *b = a ? S_next(a->next) : NULL;
        if (!a || !b || S_next(b->next))
            return S_fail(L, n, "effect", "a choice has two alternatives");
        uint16_t x, y;
        if (S_effects(L, a, colour, depth + 1, &x) ||
            S_effects(L, b, colour, depth + 1, &y))
            return -1;
        e->first = x;
        e->other = y;
        return 0;
    }
    if (!strcmp(name, "pay")) {
        e->op = EF_PAY;
        e->stand_cost = S_word(n, "cost", "stand");
        int cost = 1;
        if (S_attr(n, "amount") && S_number(L, n, "amount", 1, 20, &cost))
            return -1;
        e->cost = (uint8_t)cost;
        return S_effects(L, S_next(n->children), colour, depth + 1,
                         &e->first);
    }
    if (!strcmp(name, "if-neck-has") || !strcmp(name, "per-neck")) {
        e->op = name[0] == 'i' ? EF_IF_NECK : EF_PER_NECK;
        e->colour = (uint8_t)S_colour(S_attr(n, "colour"));
        e->self = S_word(n, "self", "yes");
        const xmlNode *body = S_next(n->children);
        if (S_effects(L, body, colour, depth + 1, &e->first))
            return -1;
        for (const xmlNode *k = body; k; k = S_next(k->next))
            if (S_is(k, "else") &&
                S_effects(L, S_next(k->children), colour, depth + 1,
                          &e->other))
                return -1;
        return 0;
    }
    if (!strcmp(name, "if-last-white")) {
        int v = 0;
        e->op = EF_IF_LAST_WHITE;
        if (S_number(L, n, "at-least", 1, 9, &v))
            return -1;
        e->at_least = (uint8_t)v;
        return S_effects(L, S_next(n->children), colour, depth + 1,
                         &e->first);
    }
    return S_fail(L, n, "effect", "<%s> is not part of the vocabulary", name);
}

/* A sequence of effects from `n` on (an <else> ends it); its first node. */
static int S_effects(loader *L, const xmlNode *n, int colour, int depth,
                     uint16_t *first)
{
    uint16_t prev = DU_NIL;
    *first = DU_NIL;
    if (depth > MAX_NEST)
        return S_fail(L, n, "effect", "effects nest more than %d deep",
                      MAX_NEST);
    for (; n && !S_is(n, "else"); n = S_next(n->next)) {
        du_data *d = L->d;
        if (d->neffects == DU_MAX_EFFECTS)
            return S_fail(L, n, "effect", "more than %d effect nodes",
                          DU_MAX_EFFECTS);
        uint16_t i = (uint16_t)d->neffects++;
        if (S_effect(L, n, colour, depth, &d->effects[i]))
            return -1;
        if (prev == DU_NIL)
            *first = i;
        else
            d->effects[prev].next = i;
        prev = i;
    }
    return 0;
}

/* ---------------------------------------------------------------- books */

static int S_book(loader *L, const xmlNode *n)
{
    du_data *d = L->d;
    static const char *const sets[] = {"I", "II", "III", "IV"};
    int c = S_colour(S_attr(n, "colour")), set = -1;
    const char *s = S_attr(n, "set");
    for (int i = 0; s && i < 4; i++)
        if (!strcmp(s, sets[i]))
            set = i;
    if ((c >= DU_FIRST_VAR) != (set >= 0))
        return S_fail(L, n, "books", "the %s book %s", du_colour_names[c],
                      c >= DU_FIRST_VAR ? "comes in sets I-IV: set="
                                        : "is fixed: no set=");
    du_book *b = c >= DU_FIRST_VAR ? &d->var[c - DU_FIRST_VAR][set]
                                   : &d->fixed[c];
    if (b->present)
        return S_fail(L, n, "books", "this book is listed twice");
    b->present = 1;
    b->line = (uint32_t)xmlGetLineNo(n);
    b->first_game = S_word(n, "first-game", "yes");
    const char *t = S_attr(n, "timing");
    b->timing = !t ? TIME_NONE : !strcmp(t, "delayed") ? TIME_DELAYED
                                                       : TIME_IMMEDIATE;
    int sellable = c != DC_WHITE && c != DC_BLACK;
    if (sellable != (S_attr(n, "prices") != NULL))
        return S_fail(L, n, "books", "%s", sellable
                                               ? "a book of chips for sale "
                                                 "prints its prices: prices="
                                               : "white and black chips are "
                                                 "not for sale: no prices=");
    if (sellable) {
        int p[DU_LEVELS + 1];
        int k = S_numbers(L, n, "prices", 1, 99, p, DU_LEVELS + 1);
        if (k < 0)
            return -1;
        if (k != d->nlevels[c])
            return S_fail(L, n, "books", "%d prices for %d %s chips", k,
                          d->nlevels[c], du_colour_names[c]);
        for (int i = 0; i < k; i++)
            b->prices[i] = (uint8_t)p[i];
    }
    const xmlNode *fx = S_next(n->children);
    if ((fx != NULL) != (b->timing != TIME_NONE))
        return S_fail(L, n, "books", "%s", fx ? "an effect needs timing="
                                              : "timing= goes with an "
                                                "effect");
    return S_effects(L, fx, c, 0, &b->effect);
}

static int S_books_complete(loader *L, const xmlNode *root)
{
    du_data *d = L->d;
    for (int c = 0; c < DU_FIRST_VAR; c++)
        if (!d->fixed[c].present)
            return S_fail(L, root, "books", "the %s book is missing",
                          du_colour_names[c]);
    for (int v = 0; v < DU_VARS; v++) {
        int first = 0;
        for (int s = 0; s < 4; s++) {
            if (!d->var[v][s].present)
                return S_fail(L, root, "books",
                              "the %s book of set %d is missing",
                              du_colour_names[DU_FIRST_VAR + v], s + 1);
            first += d->var[v][s].first_game;
        }
        if (first != 1)
            return S_fail(L, root, "books",
                          "exactly one %s book carries the first-game "
                          "symbol, not %d",
                          du_colour_names[DU_FIRST_VAR + v], first);
    }
    return 0;
}

/* ------------------------------------------------------------ the whole */

static int S_sections(loader *L, const xmlNode *root)
{
    du_data *d = L->d;
    unsigned colours = 0, faces = 0, first = 0;
    snprintf(d->id, sizeof d->id, "%s", S_attr(root, "id"));
    snprintf(d->status, sizeof d->status, "%s", S_attr(root, "status"));
    for (const xmlNode *n = S_next(root->children); n; n = S_next(n->next)) {
        int rc = 0;
        if (S_is(n, "status")) {
            xmlChar *t = xmlNodeGetContent(n);
            snprintf(d->note, sizeof d->note, "%s", t ? (char *)t : "");
            xmlFree(t);
        } else if (S_is(n, "chip")) {
            rc = S_chip_row(L, n, &colours);
            if (!rc && S_next(n->next) && !S_is(S_next(n->next), "chip") &&
                colours != (1u << DU_COLOURS) - 1)
                rc = S_fail(L, n, "chips", "every colour has its chips");
        } else if (S_is(n, "start-bag")) {
            rc = S_start_bag(L, n);
        } else if (S_is(n, "vial")) {
            rc = S_vial(L, n);
        } else if (S_is(n, "path")) {
            rc = S_path(L, n);
        } else if (S_is(n, "guild")) {
            rc = S_guild(L, n);
        } else if (S_is(n, "coin")) {
            rc = S_coin(L, n, &faces);
        } else if (S_is(n, "markers")) {
            rc = S_number(L, n, "count", 1, 9, &d->markers);
        } else if (S_is(n, "card")) {
            rc = S_card(L, n, &first);
        } else if (S_is(n, "book")) {
            rc = S_book(L, n);
        } else if (S_is(n, "upgrade-fail")) {
            rc = S_number(L, n, "gold", 0, 9, &d->upgrade_fail_gold);
        }
        if (rc)
            return -1;
    }
    if (d->ncoins != 3 || faces != 0x7E)
        return S_fail(L, root, "coins", "three coins carry the six bonuses "
                                        "B1-B6, one a face");
    int firsts = 0;
    for (int i = 0; i < d->ncoins; i++)
        firsts += d->coins[i].first_game;
    if (firsts != 2)
        return S_fail(L, root, "coins", "two coins are the first game's");
    if (first != 0x7E)
        return S_fail(L, root, "cards", "cards for the first game's places "
                                        "1-6, each once");
    if (d->ncards < 6)
        return S_fail(L, root, "cards", "at least 6 cards besides the "
                                        "round-7 card");
    for (int i = 0; i < d->ncards; i++)
        if (d->cards[i].offer_up + d->cards[i].offer_gold > d->markers)
            return S_fail(L, root, "cards", "card %d suggests more than %d "
                                            "markers",
                          d->cards[i].n, d->markers);
    /* The round-7 card, always the last of the pile. */
    d->cards[d->ncards].effect = C_R7;
    d->cards[d->ncards].n = 0;
    d->cards[d->ncards].chip = -1;
    return S_books_complete(L, root);
}

static void S_schema_error(void *user, xmlErrorPtr e)
{
    loader *L = user;
    if (e->level < XML_ERR_ERROR || L->err.len)
        return;
    nt_buf_printf(&L->err, "%s:%ld:1: error[duel.data.schema]: ", L->name,
                  e->node ? xmlGetLineNo(e->node) : (long)e->line);
    for (const char *m = e->message ? e->message : "invalid"; *m; m++)
        if (*m != '\n')
            nt_buf_putc(&L->err, *m);
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
    for (const char *m = e->message ? e->message : "malformed"; *m; m++)
        if (*m != '\n')
            nt_buf_putc(&L->err, *m);
}

du_data *du_data_parse(const char *name, const char *xml, size_t len,
                       char **err)
{
    loader L = {name, NULL, {0}};
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
    xmlParserCtxtPtr ctxt = xmlNewParserCtxt();
    xmlDocPtr doc = NULL;
    if (ctxt) {
        S_current = &L;
        ctxt->sax->serror = S_parse_error;
        doc = xmlCtxtReadMemory(ctxt, xml, (int)len, name, NULL,
                                XML_PARSE_NONET | XML_PARSE_NOBLANKS);
        xmlFreeParserCtxt(ctxt);
        S_current = NULL;
    }
    du_data *d = NULL;
    if (doc && !L.err.len && !S_validate(&L, doc)) {
        d = nt_xcalloc(1, sizeof *d);
        L.d = d;
        if (S_sections(&L, xmlDocGetRootElement(doc))) {
            free(d);
            d = NULL;
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

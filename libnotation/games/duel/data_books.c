/* Reading the books of a data set: prices, timing and effects, each
 * effect a tree of the closed vocabulary (quacks-duel-data.md 1, 4.8)
 * stored as nodes in the data set's array; bounded in depth and count. */
#include <stdlib.h>
#include <string.h>

#include "data_load.h"

/* ------------------------------------------------------------ effects */

static int dl_effects(loader *L, const xmlNode *n, int colour, int depth,
                     uint16_t *first);
static int S_one(loader *L, const xmlNode *n, int colour, int depth,
                 uint16_t *out);

/* An amount for a book of `colour`: one number, or one per level. */
static int S_amount(loader *L, const xmlNode *n, const char *attr,
                    int colour, int lo, int hi, du_amount *a)
{
    int v[DU_LEVELS + 1];
    int k = dl_numbers(L, n, attr, lo, hi, v, DU_LEVELS + 1);
    if (k < 0)
        return -1;
    int levels = colour >= 0 ? L->d->nlevels[colour] : 1;
    if (k != 1 && k != levels)
        return dl_fail(L, n, "amount",
                      "%s= has one number, or one per level of the %s chips "
                      "(%d)",
                      attr, colour >= 0 ? du_colour_names[colour] : "?",
                      levels);
    a->n = (uint8_t)k;
    for (int i = 0; i < DU_LEVELS; i++)
        a->v[i] = (int8_t)v[k == 1 ? 0 : (i < k ? i : k - 1)];
    return 0;
}

static int S_take(loader *L, const xmlNode *n, int colour, du_effect *e)
{
    const char *cls = dl_attr(n, "class");
    e->opp = dl_word(n, "who", "opp");
    e->bottom = dl_word(n, "dest", "bottom");
    e->distinct = dl_word(n, "distinct", "yes");
    e->cls = !strcmp(cls, "variable")    ? CLS_VARIABLE
             : !strcmp(cls, "not-black") ? CLS_NOT_BLACK
                                         : (uint8_t)dl_colour(cls);
    if (e->cls == DC_BLACK)
        return dl_fail(L, n, "effect", "black chips are never given");
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
            return dl_fail(L, n, "effect", "no chip of that class has value "
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
    e->may = dl_word(n, "may", "yes");
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
                return dl_fail(L, n, "effect", "a stand moves, d=0 does not");
        return 0;
    }
    if (!strcmp(name, "upgrade")) {
        e->op = EF_UPGRADE;
        e->any = dl_word(n, "scope", "any");
        e->vial = dl_word(n, "zone", "vial");
        return S_amount(L, n, "k", colour, 1, 9, &e->a);
    }
    if (!strcmp(name, "take")) {
        e->op = EF_TAKE;
        return S_take(L, n, colour, e);
    }
    if (!strcmp(name, "return")) {
        e->op = EF_RETURN;
        e->white = dl_word(n, "kind", "white");
        const char *from = dl_attr(n, "from");
        e->from = !strcmp(from, "row")    ? FROM_ROW
                  : !strcmp(from, "body") ? FROM_BODY
                                          : FROM_VIAL;
        if ((e->white && e->from == FROM_BODY) ||
            (!e->white && e->from == FROM_ROW))
            return dl_fail(L, n, "effect", "whites lie in the row, coloured "
                                          "chips in the neck and the body");
        return S_amount(L, n, "k", colour, 1, 9, &e->a);
    }
    if (!strcmp(name, "choice")) {
        e->op = EF_CHOICE;
        const xmlNode *a = dl_next(n->children);
        const xmlNode *b = a ? dl_next(a->next) : NULL;
        if (!a || !b || dl_next(b->next))
            return dl_fail(L, n, "effect", "a choice has two alternatives");
        /* Each alternative is one element: read it alone, not with the
         * siblings that follow it. */
        uint16_t x, y;
        if (S_one(L, a, colour, depth + 1, &x) ||
            S_one(L, b, colour, depth + 1, &y))
            return -1;
        e->first = x;
        e->other = y;
        return 0;
    }
    if (!strcmp(name, "pay")) {
        e->op = EF_PAY;
        e->stand_cost = dl_word(n, "cost", "stand");
        int cost = 1;
        if (dl_attr(n, "amount") && dl_number(L, n, "amount", 1, 20, &cost))
            return -1;
        e->cost = (uint8_t)cost;
        return dl_effects(L, dl_next(n->children), colour, depth + 1,
                         &e->first);
    }
    if (!strcmp(name, "if-neck-has") || !strcmp(name, "per-neck")) {
        e->op = name[0] == 'i' ? EF_IF_NECK : EF_PER_NECK;
        e->colour = (uint8_t)dl_colour(dl_attr(n, "colour"));
        e->self = dl_word(n, "self", "yes");
        /* Multipliers multiply: nested deeper, a count of neck chips to
         * the twelfth power would overflow an int (DU_MAX_PER_NECK). */
        int per = e->op == EF_PER_NECK;
        if (per && L->per_neck == DU_MAX_PER_NECK)
            return dl_fail(L, n, "effect", "a per-neck inside %d others: "
                                           "they nest at most %d deep",
                           L->per_neck, DU_MAX_PER_NECK);
        L->per_neck += per;
        const xmlNode *body = dl_next(n->children);
        int rc = dl_effects(L, body, colour, depth + 1, &e->first);
        for (const xmlNode *k = body; k && !rc; k = dl_next(k->next))
            if (dl_is(k, "else"))
                rc = dl_effects(L, dl_next(k->children), colour, depth + 1,
                                &e->other);
        L->per_neck -= per;
        return rc;
    }
    if (!strcmp(name, "if-last-white")) {
        int v = 0;
        e->op = EF_IF_LAST_WHITE;
        if (dl_number(L, n, "at-least", 1, 9, &v))
            return -1;
        e->at_least = (uint8_t)v;
        return dl_effects(L, dl_next(n->children), colour, depth + 1,
                         &e->first);
    }
    return dl_fail(L, n, "effect", "<%s> is not part of the vocabulary", name);
}

/* A sequence of effects from `n` on (an <else> ends it); its first node. */
static int dl_effects(loader *L, const xmlNode *n, int colour, int depth,
                     uint16_t *first)
{
    uint16_t prev = DU_NIL;
    *first = DU_NIL;
    if (depth > MAX_NEST)
        return dl_fail(L, n, "effect", "effects nest more than %d deep",
                      MAX_NEST);
    for (; n && !dl_is(n, "else"); n = dl_next(n->next)) {
        du_data *d = L->d;
        if (d->neffects == DU_MAX_EFFECTS)
            return dl_fail(L, n, "effect", "more than %d effect nodes",
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

/* One effect element alone (an alternative of a <choice>). */
static int S_one(loader *L, const xmlNode *n, int colour, int depth,
                 uint16_t *out)
{
    du_data *d = L->d;
    if (depth > MAX_NEST)
        return dl_fail(L, n, "effect", "effects nest more than %d deep",
                       MAX_NEST);
    if (d->neffects == DU_MAX_EFFECTS)
        return dl_fail(L, n, "effect", "more than %d effect nodes",
                       DU_MAX_EFFECTS);
    *out = (uint16_t)d->neffects++;
    return S_effect(L, n, colour, depth, &d->effects[*out]);
}

/* ---------------------------------------------------------------- books */

int dl_book(loader *L, const xmlNode *n)
{
    du_data *d = L->d;
    static const char *const sets[] = {"I", "II", "III", "IV"};
    int c = dl_colour(dl_attr(n, "colour")), set = -1;
    const char *s = dl_attr(n, "set");
    for (int i = 0; s && i < 4; i++)
        if (!strcmp(s, sets[i]))
            set = i;
    if ((c >= DU_FIRST_VAR) != (set >= 0))
        return dl_fail(L, n, "books", "the %s book %s", du_colour_names[c],
                      c >= DU_FIRST_VAR ? "comes in sets I-IV: set="
                                        : "is fixed: no set=");
    du_book *b = c >= DU_FIRST_VAR ? &d->var[c - DU_FIRST_VAR][set]
                                   : &d->fixed[c];
    if (b->present)
        return dl_fail(L, n, "books", "this book is listed twice");
    b->present = 1;
    b->line = (uint32_t)xmlGetLineNo(n);
    b->first_game = dl_word(n, "first-game", "yes");
    const char *t = dl_attr(n, "timing");
    b->timing = !t ? TIME_NONE : !strcmp(t, "delayed") ? TIME_DELAYED
                                                       : TIME_IMMEDIATE;
    int sellable = c != DC_WHITE && c != DC_BLACK;
    if (sellable != (dl_attr(n, "prices") != NULL))
        return dl_fail(L, n, "books", "%s", sellable
                                               ? "a book of chips for sale "
                                                 "prints its prices: prices="
                                               : "white and black chips are "
                                                 "not for sale: no prices=");
    if (sellable) {
        int p[DU_LEVELS + 1];
        int k = dl_numbers(L, n, "prices", 1, 99, p, DU_LEVELS + 1);
        if (k < 0)
            return -1;
        if (k != d->nlevels[c])
            return dl_fail(L, n, "books", "%d prices for %d %s chips", k,
                          d->nlevels[c], du_colour_names[c]);
        for (int i = 0; i < k; i++)
            b->prices[i] = (uint8_t)p[i];
    }
    const xmlNode *fx = dl_next(n->children);
    /* A white only moves along the row (S0): the engine gives a white no
     * effect, so an effect written for one would be data never used. */
    if (c == DC_WHITE && (fx || b->timing != TIME_NONE))
        return dl_fail(L, n, "books", "white chips have no effect: the "
                                      "white book holds none, and no timing=");
    if ((fx != NULL) != (b->timing != TIME_NONE))
        return dl_fail(L, n, "books", "%s", fx ? "an effect needs timing="
                                              : "timing= goes with an "
                                                "effect");
    return dl_effects(L, fx, c, 0, &b->effect);
}

int dl_books_complete(loader *L, const xmlNode *root)
{
    du_data *d = L->d;
    for (int c = 0; c < DU_FIRST_VAR; c++)
        if (!d->fixed[c].present)
            return dl_fail(L, root, "books", "the %s book is missing",
                          du_colour_names[c]);
    for (int v = 0; v < DU_VARS; v++) {
        int first = 0;
        long at = 0; /* the second book with the symbol, else the first */
        for (int s = 0; s < 4; s++) {
            if (!d->var[v][s].present)
                return dl_fail(L, root, "books",
                              "the %s book of set %d is missing",
                              du_colour_names[DU_FIRST_VAR + v], s + 1);
            first += d->var[v][s].first_game;
            if (first == 2 && d->var[v][s].first_game)
                at = (long)d->var[v][s].line;
        }
        if (first != 1)
            return dl_fail_line(L, at ? at : (long)d->var[v][0].line, "books",
                                "exactly one %s book carries the first-game "
                                "symbol, not %d",
                                du_colour_names[DU_FIRST_VAR + v], first);
    }
    return 0;
}


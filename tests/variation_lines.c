/* The records of check_variations.c, built (variation_lines.h). */
#define _GNU_SOURCE
#include <libxml/parser.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "variation_lines.h"

/* Where a note, so a variation, may stand (the games' grammars). */
#define QK {"game", "round", "fortune", "brew", "draw", "witch", "add", \
            "aside", "start", "place", "strong", "evaluation", NULL}
const char *const vl_parents[KINDS][13] = {
    {"game", "deal", "turn", "place", "summon", NULL}, QK, QK,
    {"game", "round", "turn", "draw", "use", "purge", "pay", "effects",
     "scale", "buying", "drawoff", NULL}};
const char *const vl_marks[6] = {"!", "?", "!!", "??", "!?", "?!"};
const char *const vl_way[WAYS] = {"answers changed", "bad marks",
                                        "elements added", "dropped"};
/* ------------------------------------------------------------- trees */

static xmlNode *S_el(xmlNode *n)
{
    while (n && n->type != XML_ELEMENT_NODE)
        n = n->next;
    return n;
}
#define S_next(n) S_el((n)->next)
#define S_first(n) S_el((n)->children)

static int S_is(const xmlNode *n, const char *name)
{
    return n && n->type == XML_ELEMENT_NODE && !strcmp((char *)n->name, name);
}

/* The element starting on a line (what variations hold was copied with
 * the lines of another text: passed over). */
static xmlNode *S_at_line(xmlNode *n, long line)
{
    xmlNode *k = NULL;
    for (n = S_el(n); n && !k; n = S_next(n))
        if (!S_is(n, "variation"))
            k = xmlGetLineNo(n) == line ? n : S_at_line(n->children, line);
    return k;
}

/* The elements starting on line `from` or later whose parent starts
 * before it: the record from the element there on, as it goes on at the
 * levels of the elements that held it. */
static void S_from_line(xmlNode *n, long from, xmlNode **out, int *k)
{
    for (n = S_first(n); n && *k < MAXN; n = S_next(n))
        if (!S_is(n, "variation") && xmlGetLineNo(n) >= from)
            out[(*k)++] = n;
        else if (!S_is(n, "variation"))
            S_from_line(n, from, out, k);
}

static int S_within(xmlNode *n, xmlNode **keep, int m)
{
    for (; n; n = n->parent)
        for (int i = 0; i < m; i++)
            if (keep[i] == n)
                return 1;
    return 0;
}

/* A copied subtree takes the namespace of the record it is put in. */
static void S_adopt(xmlNode *n, xmlNs *ns)
{
    for (n = S_el(n); n; n = S_next(n)) {
        n->ns = ns;
        xmlFreeNsList(n->nsDef);
        n->nsDef = NULL;
        S_adopt(n->children, ns);
    }
}

/* ------------------------------------------------------------- lines */


void vl_open(line *l, char *xml, size_t len)
{
    *l = (line){xml, len,
                xmlReadMemory(xml, (int)len, "v.xml", NULL,
                              XML_PARSE_NONET | XML_PARSE_NOBLANKS |
                                  XML_PARSE_BIG_LINES),
                T_position("line.xml", xml, len)};
    ck_assert(l->doc && nt_position_record_valid(l->pos));
}

void vl_close(line *l)
{
    nt_position_free(l->pos);
    xmlFreeDoc(l->doc);
    free(l->xml);
}

char *vl_write(nt_position *p, size_t *len, size_t *kept)
{
    char *out = NULL;
    FILE *f = open_memstream(&out, len);
    int rc = nt_position_write(p, f, kept);
    ck_assert(fclose(f) == 0);
    if (rc)
        free(out);
    return rc ? NULL : out;
}

/* The element answering choice `at` (its own, written "<place/>" or
 * keyed "<buy seat=...>", or the one holding its attribute card="roi"),
 * and in attr[64] the attribute holding the answer; NULL when it is
 * written by silence, in a list, or not at all (a single legal one). */
static xmlNode *S_answer_el(line *l, size_t at, nt_choice *c, char *attr)
{
    char name[64] = "", want[160];
    if (nt_position_choice(l->pos, at, c))
        return NULL;
    xmlNode *e = S_at_line(xmlDocGetRootElement(l->doc), (long)c->line);
    if (!e || (c->written[0] == '<'
                   ? sscanf(c->written + 1, "%63[^ />]", name) != 1 ||
                         !S_is(e, name)
                   : !strchr(c->written, '=')))
        return NULL;
    attr[0] = '\0';
    snprintf(want, sizeof want, "=\"%s\"", c->answer);
    for (const char *w = strstr(c->written, want); w && !attr[0];
         w = strstr(w + 1, want)) {
        const char *s = w;
        while (s > c->written && s[-1] != ' ' && s[-1] != '<')
            s--;
        if (strncmp(s, "seat=", 5))
            snprintf(attr, 64, "%.*s", (int)(w - s), s);
    }
    xmlChar *v = attr[0] ? xmlGetProp(e, X(attr)) : NULL;
    int ok = attr[0] ? v && !strcmp((char *)v, c->answer)
                     : c->written[0] == '<';
    xmlFree(v);
    return ok ? e : NULL;
}

/* Where a variation may stand for choice `at`, where a move starts: the
 * element answering it (sometimes the element holding it, when it is its
 * first and nothing is answered in it before), where a note may stand. */
xmlNode *vl_place(line *l, int kind, size_t at, nt_rng *r)
{
    nt_choice c, b;
    char attr[64];
    xmlNode *e = S_answer_el(l, at, &c, attr), *up = e ? e->parent : NULL;
    nt_position_seek(l->pos, at);
    if (!e || !nt_position_move_start(l->pos))
        return NULL;
    if (S_first(up) == e && up->parent->type == XML_ELEMENT_NODE &&
        nt_rng_below(r, 3) == 0 &&
        (at == 0 || (nt_position_choice(l->pos, at - 1, &b) == 0 &&
                     (long)b.line < xmlGetLineNo(up))))
        e = up;
    for (int i = 0; vl_parents[kind][i]; i++)
        if (S_is(e->parent, vl_parents[kind][i]))
            return e;
    return NULL;
}

/* Play answer `a`, copied (the list it is in moves with the position). */
static void S_apply(nt_position *p, const char *a)
{
    char *x = strdup(a), *err = NULL;
    ck_assert_msg(nt_position_apply(p, x, &err) == 0,
                  "the legal answer %s is refused: %s", x, err);
    free(x);
}

/* Another line from choice `at` of `l`, written whole, or NULL. */
static char *S_alt_line(line *l, size_t at, nt_rng *r, size_t *len)
{
    nt_position *p = T_position("line.xml", l->xml, l->len);
    nt_position_seek(p, at);
    char *mine = nt_position_recorded_move(p), *move = NULL, *err = NULL,
         *why = NULL, *out = NULL;
    int other = 0;
    if (nt_rng_below(r, 2)) {
        size_t n = nt_position_moves(p, 256, NULL);
        for (size_t i = 0, k = nt_rng_below(r, n + 1); i < n && !move; i++)
            if (!mine || strcmp(nt_position_move_text(p, (k + i) % n), mine))
                move = strdup(nt_position_move_text(p, (k + i) % n));
        /* what-if refuses a chance move whose element holds more (the
         * effect of the chip drawn instead), or may give back an empty
         * line (reported): then the move alone. */
        if (move && (nt_rng_below(r, 3) ||
                     nt_position_replace_move(p, move, &why, &err) <=
                         (long)at)) {
            nt_position_free(p);
            p = T_position("line.xml", l->xml, l->len);
            nt_position_seek(p, at);
            free(err);
            err = NULL;
            ck_assert_msg(nt_position_push(p, move, &err) == 0,
                          "the listed move %s is refused: %s", move, err);
        }
        other = move != NULL;
    } else {
        size_t n = nt_position_legal_count(p), k = nt_rng_below(r, n + 1);
        const char *own = nt_position_recorded(p);
        for (size_t i = 0; i < n && !other; i++)
            if ((other = !own || strcmp(nt_position_legal(p, (k + i) % n),
                                        own)))
                S_apply(p, nt_position_legal(p, (k + i) % n));
    }
    for (int s = 0; other && s < 50000 && !nt_position_over(p); s++) {
        size_t n = nt_position_legal_count(p);
        ck_assert_uint_gt(n, 0);
        S_apply(p, nt_position_legal(p, nt_rng_below(r, n)));
    }
    size_t kept = 0;
    out = other ? vl_write(p, len, &kept) : NULL;
    if (out && kept <= at) { /* cut before it */
        free(out);
        out = NULL;
    }
    free(why);
    free(mine);
    free(move);
    nt_position_free(p);
    return out;
}

/* ------------------------------------------------------- corruptions */




static void S_collect(nt_position *p, void *user)
{
    vocab *v = user;
    for (size_t i = 0; i < nt_position_legal_count(p); i++) {
        char *qa = NULL;
        int k = 0;
        if (asprintf(&qa, "%s=%s", nt_position_question(p),
                     nt_position_legal(p, i)) < 0)
            abort();
        while (k < v->n && strcmp(v->qa[k], qa))
            k++;
        if (k < v->n || v->n == MAXN || !strcmp(nt_position_legal(p, i), "-"))
            free(qa);
        else
            v->qa[v->n++] = qa;
    }
}

static int S_listed(nt_position *p, const char *a)
{
    for (size_t i = 0; i < nt_position_legal_count(p); i++)
        if (!strcmp(nt_position_legal(p, i), a))
            return 1;
    return 0;
}

/* An answer at or after choice `at`, inside the copied nodes, changed to
 * one the engine lists for the same question elsewhere, not there. */
static void S_change(line *b, size_t at, xmlNode **keep, int m, nt_rng *r,
                     victim *v)
{
    vocab voc = {0};
    ck_assert_int_eq(nt_position_walk(b->pos, S_collect, &voc), 0);
    size_t len = nt_position_length(b->pos);
    for (int tries = 0; tries < 40 && !v->at && len > at; tries++) {
        nt_choice c;
        char attr[64];
        size_t j = at + nt_rng_below(r, len - at), ql;
        xmlNode *e = S_answer_el(b, j, &c, attr);
        if (!e || !attr[0] || !S_within(e, keep, m))
            continue;
        ql = strlen(c.question);
        nt_position_seek(b->pos, j);
        for (int i = 0, k0 = (int)nt_rng_below(r, (uint64_t)voc.n + 1);
             i < voc.n && !v->at; i++) {
            const char *qa = voc.qa[(k0 + i) % voc.n], *a = qa + ql + 1;
            if (strncmp(qa, c.question, ql) || qa[ql] != '=' ||
                S_listed(b->pos, a))
                continue;
            xmlSetProp(e, X(attr), X(a));
            snprintf(v->what, sizeof v->what, "%s: %s=\"%s\" for \"%s\"",
                     c.question, attr, a, c.answer);
            v->at = e;
        }
    }
    for (int i = 0; i < voc.n; i++)
        free(voc.qa[i]);
}

/* What the rules ask for exactly so many times: the two actions of a
 * Castel turn, the fortune card of a Quacks round, the two coins tossed
 * in a Duel round.  One more or one fewer, in a whole turn or round of
 * the variation that another follows and no variation stands in (it
 * would read the change first). */
static void S_structural(int kind, int way, xmlNode **keep, int m,
                         nt_rng *r, victim *v)
{
    const char *unit = kind == CASTEL ? "turn" : "round";
    for (int i = 0, k0 = (int)nt_rng_below(r, (uint64_t)m); i < m; i++) {
        xmlNode *u = keep[(k0 + i) % m], *last = NULL, *first = NULL;
        int n = 0, held = 0;
        for (xmlNode *k = S_first(u); k; k = S_next(k))
            if (S_is(k, "variation"))
                held = 1;
            else if (kind == CASTEL ||
                     S_is(k, kind == DUEL ? "toss" : "fortune")) {
                first = n++ ? first : k;
                last = k;
            }
        if (!S_is(u, unit) || n != 1 + (kind == CASTEL || kind == DUEL) ||
            held || !S_is(S_next(u), unit) || !S_within(S_next(u), keep, m))
            continue;
        xmlNode *drop = nt_rng_below(r, 2) ? first : last;
        snprintf(v->what, sizeof v->what, "<%s> %s <%s>",
                 (char *)(way == ADDED ? last : drop)->name,
                 way == ADDED ? "once more in" : "dropped from", unit);
        if (way == ADDED) {
            v->at = xmlAddNextSibling(last, xmlCopyNode(last, 1));
        } else {
            xmlUnlinkNode(drop);
            xmlFreeNode(drop);
            v->at = u;
        }
        return;
    }
}

/* A move written as an element (a choice's or a keyed answer) at or
 * after choice `from`, among the copied nodes (keep NULL: anywhere). */
xmlNode *vl_move_el(line *l, size_t from, xmlNode **keep, int m,
                          nt_rng *r)
{
    size_t len = nt_position_length(l->pos);
    for (int tries = 0; tries < 20 && len > from; tries++) {
        nt_choice c;
        char attr[64];
        xmlNode *e =
            S_answer_el(l, from + nt_rng_below(r, len - from), &c, attr);
        if (e && c.written[0] == '<' && (!keep || S_within(e, keep, m)))
            return e;
    }
    return NULL;
}

/* ---------------------------------------------------------- building */


int vl_mark(build *bd, xmlNode *e)
{
    if (!e || xmlHasProp(e, X("mark")))
        return 0;
    xmlSetProp(e, X("mark"), X(vl_marks[nt_rng_below(bd->r, 6)]));
    return 1;
}

/* Put a variation after `e`, the element of choice `at` of `l`: another
 * line from there, with marks, sometimes a variation of its own, and the
 * victim when it is asked for at this depth.  1 when placed. */
int vl_vary(build *bd, line *l, size_t at, xmlNode *e, int depth)
{
    size_t blen;
    char *bx = S_alt_line(l, at, bd->r, &blen);
    if (!bx)
        return 0;
    line b;
    vl_open(&b, bx, blen);
    /* Both are written alike before the element replaced (one that held
     * it may be empty in the other). */
    const char *pa = l->xml, *pb = b.xml;
    for (long i = 1; i < xmlGetLineNo(e); i++) {
        size_t na = strcspn(pa, "\n"), nb = strcspn(pb, "\n");
        ck_assert_msg(!strncmp(pa, pb, na - (nb != na)) &&
                          (nb == na || (nb == na + 1 && pb[nb - 2] == '/')),
                      "line %ld: %.*s\nand %.*s", i, (int)na, pa, (int)nb, pb);
        pa += na + 1;
        pb += nb + 1;
    }
    xmlNode *keep[MAXN];
    int n = 0;
    S_from_line(xmlDocGetRootElement(b.doc), xmlGetLineNo(e), keep, &n);
    while (n && S_is(keep[n - 1], "unfinished"))
        n--;
    /* Cut anywhere; a line that ends the game keeps its result (fmt
     * writes it). */
    int m = nt_rng_below(bd->r, 2) ? n : 1 + (int)nt_rng_below(bd->r, n + 1);
    m = m > n || (m < n && S_is(keep[m], "result")) ? n : m;
    if (!m || S_is(keep[0], "result")) {
        vl_close(&b);
        return 0;
    }
    for (int i = 0; i < 2; i++)
        bd->marks += vl_mark(bd, vl_move_el(&b, at, keep, m, bd->r));
    victim *v = bd->v;
    int mine = v && !v->at && depth == v->depth;
    size_t len = nt_position_length(b.pos);
    int nest = depth < 3 && (!nt_rng_below(bd->r, 2 * (uint64_t)depth) ||
                             (v && !v->at && v->depth > depth));
    for (int t = 0; nest && t < 20 && len > at + 1; t++) {
        size_t j = at + 1 + nt_rng_below(bd->r, len - at - 1);
        xmlNode *e2 = vl_place(&b, bd->kind, j, bd->r);
        if (e2 && S_within(e2, keep, m - !NESTED_LAST) &&
            vl_vary(bd, &b, j, e2, depth + 1)) {
            bd->nested++;
            break;
        }
    }
    if (mine && v->way == CHANGED)
        S_change(&b, at, keep, m, bd->r, v);
    else if (mine && v->way == MARK &&
             (v->at = vl_move_el(&b, at, keep, m, bd->r)) != NULL) {
        static const char *const bad[] = {"!!!", "?!?", "+", "!!?", ""};
        const char *x = bad[nt_rng_below(bd->r, 5)];
        xmlSetProp(v->at, X("mark"), X(x));
        snprintf(v->what, sizeof v->what, "mark=\"%s\"", x);
    } else if (mine && v->way != MARK)
        S_structural(bd->kind, v->way, keep, m, bd->r, v);
    if (mine && v->at)
        xmlSetProp(v->at, X("nt-victim"), X("1"));
    xmlNode *var = xmlNewDocNode(l->doc, e->ns, X("variation"), NULL);
    xmlNode *after = e;
    int nth = 1;
    for (; S_is(S_next(after), "variation"); after = S_next(after))
        nth++;
    bd->second += nth > 1;
    if (nt_rng_below(bd->r, 4) == 0)
        xmlNewTextChild(var, e->ns, X("note"), X("Another line."));
    /* Each element, and the variations put in after it. */
    for (int i = 0; i < m; i++)
        for (xmlNode *k = keep[i]; k == keep[i] || S_is(k, "variation");
             k = S_next(k)) {
            xmlNode *c = xmlDocCopyNode(k, l->doc, 1);
            S_adopt(c, e->ns);
            xmlAddChild(var, c);
        }
    xmlAddNextSibling(after, var);
    if (mine && v->at)
        xmlSetProp(var, X("nt-var"), X("1"));
    if (v && v->at && !v->nth[depth])
        v->nth[depth] = nth;
    bd->variations++;
    vl_close(&b);
    return 1;
}

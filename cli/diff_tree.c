/* notation diff: what two records state besides their choices (facts,
 * notes, metadata, results), each difference with the line of each file.
 *
 * Design.  Both files are read again by libxml2 as they are, into trees
 * (no network, no DTD, no entity expanded: a document with a DOCTYPE is
 * not compared, as the reader refuses it anyway), and the two <game>
 * trees are walked side by side.  We do not canonicalise them first with
 * the library's fmt job: the canonical text has lost the lines of the
 * original files, which are what an umpire needs, and fmt writes only
 * valid records, while an invalid transcription is the usual one to
 * compare.  What canonical form would remove (layout, attribute order,
 * comments, line breaks inside a text) is not compared here either.
 *
 * Which parts are choices comes from the engine, not from a list kept
 * here: every choice of each record's line of play (nt_choice) has its
 * line and the form it is written in (<place/>, at="c3", a bare card of a
 * <hand>).  Each marks a key, the element's path from <game> with the
 * attribute or the text ("turn/place@at", "deal/hand#text",
 * "turn/place"), so that the same attribute counts as a choice past the
 * point where a record's line stops (an invalid record) and only where it
 * is one (a <hand> of the deal, not a <hand> stated after a turn).
 *
 * Children are aligned by their longest common subsequence, an element
 * being known by its name, its choices and its "seat" and "n": moves in
 * common pair up, and where the lines part the moves do not, so that
 * their facts are not compared (the moves differ: the choice part of the
 * report says so).  In a pair, every attribute or text that is not a
 * choice and differs is one difference; between two pairs, notes are
 * matched by their text, a <result> with an <unfinished/>, and an element
 * that holds no choice and stands in one record only (a fact stated in
 * one, a meta field) is one difference.  The set-up is compared by the
 * engine (nt_position_same_setup): here only its players' names are. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff_internal.h"

/* The most cells of an alignment table; past it the middle of two long
 * runs of children is left unpaired. */
#define S_MAX_CELLS ((size_t)1 << 24)
/* A value written in full up to this many bytes, then "...". */
#define S_VALUE_MAX 240

void diff_list_free(diff_list *l)
{
    for (size_t i = 0; i < l->n; i++) {
        diff_item *d = &l->v[i];
        free(d->element);
        free(d->label);
        free(d->attribute);
        free(d->value[0]);
        free(d->value[1]);
    }
    free(l->v);
    l->v = NULL;
    l->n = l->cap = 0;
}

const char *diff_kind_name(diff_kind k)
{
    static const char *const names[] = {"choice", "fact", "note", "meta",
                                        "result"};
    return names[k];
}

/* ------------------------------------------------------------ reporting */

/* Where an element stands, for the zone's kind: meta, the set-up (-1:
 * not compared but for names), a result, or a fact. */
static int S_zone(xmlNodePtr n)
{
    if (diff_is(n, "note"))
        return DIFF_NOTE;
    if (diff_is(n, "result") || diff_is(n, "unfinished"))
        return DIFF_RESULT;
    for (xmlNodePtr p = n; p && p->type == XML_ELEMENT_NODE; p = p->parent) {
        if (diff_is(p, "meta"))
            return DIFF_META;
        if (diff_is(p, "setup"))
            return -1;
        if (diff_is(p, "game"))
            break;
    }
    return DIFF_FACT;
}

/* <name a="v"> with the attributes that name the element: its choices,
 * its seat and number; `but` left out. */
static char *S_label(const walk *w, const side *s, xmlNodePtr n,
                     const char *but)
{
    sbuf b = {0};
    diff_puts(&b, "<");
    diff_puts(&b, diff_name(n));
    for (xmlAttrPtr a = n->properties; a; a = a->next) {
        const char *an = (const char *)a->name;
        if ((but && !strcmp(an, but)) ||
            (strcmp(an, "seat") && strcmp(an, "n") &&
             !diff_choice_attr(w, s, n, an)))
            continue;
        char *v = diff_attr_value(a);
        diff_puts(&b, " ");
        diff_puts(&b, an);
        diff_puts(&b, "=\"");
        diff_puts(&b, v);
        diff_puts(&b, "\"");
        free(v);
    }
    diff_puts(&b, ">");
    return diff_take(&b);
}

/* The element written compactly on one line, cut past S_VALUE_MAX. */
static void S_write_el(sbuf *b, xmlNodePtr n)
{
    diff_puts(b, "<");
    diff_puts(b, diff_name(n));
    for (xmlAttrPtr a = n->properties; a; a = a->next) {
        char *v = diff_attr_value(a);
        diff_puts(b, " ");
        diff_puts(b, (const char *)a->name);
        diff_puts(b, "=\"");
        diff_puts(b, v);
        diff_puts(b, "\"");
        free(v);
    }
    char *t = diff_text(n);
    int nkids = 0;
    for (xmlNodePtr c = n->children; c; c = c->next)
        nkids += c->type == XML_ELEMENT_NODE;
    if (!t[0] && !nkids) {
        diff_puts(b, "/>");
    } else {
        diff_puts(b, ">");
        diff_puts(b, t);
        for (xmlNodePtr c = n->children; c && b->n < S_VALUE_MAX; c = c->next)
            if (c->type == XML_ELEMENT_NODE)
                S_write_el(b, c);
        diff_puts(b, "</");
        diff_puts(b, diff_name(n));
        diff_puts(b, ">");
    }
    free(t);
}

static char *S_whole(xmlNodePtr n)
{
    if (diff_is(n, "note"))
        return diff_text(n);
    sbuf b = {0};
    S_write_el(&b, n);
    if (b.n > S_VALUE_MAX) {
        b.n = S_VALUE_MAX;
        while (b.n && ((unsigned char)b.s[b.n] & 0xC0) == 0x80)
            b.n--; /* not inside a UTF-8 character */
        b.s[b.n] = 0;
        diff_puts(&b, "...");
    }
    return diff_take(&b);
}

/* Append a difference; the values are taken. */
static void S_report(walk *w, int kind, xmlNodePtr a, xmlNodePtr b,
                     const char *attr, char *va, char *vb)
{
    diff_list *l = w->out;
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        l->v = diff_grow(l->v, l->cap * sizeof *l->v);
    }
    xmlNodePtr n = a ? a : b;
    diff_item *d = &l->v[l->n++];
    d->kind = (diff_kind)kind;
    d->element = diff_dup(diff_name(n));
    d->label = S_label(w, a ? &w->s[0] : &w->s[1], n, attr);
    d->attribute = attr ? diff_dup(attr) : NULL;
    d->line[0] = a ? (unsigned long)xmlGetLineNo(a) : 0;
    d->line[1] = b ? (unsigned long)xmlGetLineNo(b) : 0;
    d->value[0] = va;
    d->value[1] = vb;
}

/* ------------------------------------------------------------ the walk */

static void S_children(walk *w, xmlNodePtr pa, xmlNodePtr pb);

/* The attributes and text of a pair of elements, then their children. */
static void S_pair(walk *w, xmlNodePtr a, xmlNodePtr b)
{
    int zone = S_zone(a);
    for (int side = 0; side < 2; side++) {
        xmlNodePtr x = side ? b : a, y = side ? a : b;
        for (xmlAttrPtr at = x->properties; at; at = at->next) {
            const char *an = (const char *)at->name;
            int kind = zone;
            if (zone < 0)
                kind = diff_is(x, "seat") && !strcmp(an, "name") ? DIFF_META
                                                             : -1;
            if (kind < 0 || diff_choice_attr(w, &w->s[side], x, an))
                continue;
            char *vx = diff_attr_value(at), *vy = diff_attr(y, an);
            if (vy && (side || !strcmp(vx, vy))) {
                free(vx); /* the same, or seen from A already */
                free(vy);
                continue;
            }
            S_report(w, kind, a, b, an, side ? vy : vx, side ? vx : vy);
        }
    }
    if (zone >= 0 && !diff_key_is(w, &w->s[0], a, "#text")) {
        char *ta = diff_text(a), *tb = diff_text(b);
        if (strcmp(ta, tb))
            S_report(w, zone, a, b, NULL, ta, tb);
        else {
            free(ta);
            free(tb);
        }
    }
    S_children(w, a, b);
}

/* What aligns an element: its name, its choices, its seat and number. */
static char *S_align_key(const walk *w, const side *s, xmlNodePtr n)
{
    sbuf b = {0};
    diff_puts(&b, diff_name(n));
    for (xmlAttrPtr a = n->properties; a; a = a->next) {
        const char *an = (const char *)a->name;
        if (strcmp(an, "seat") && strcmp(an, "n") &&
            !diff_choice_attr(w, s, n, an))
            continue;
        char *v = diff_attr_value(a);
        diff_puts(&b, " ");
        diff_puts(&b, an);
        diff_puts(&b, "=");
        diff_puts(&b, v);
        free(v);
    }
    if (diff_key_is(w, s, n, "#text")) {
        char *t = diff_text(n);
        diff_puts(&b, "#");
        diff_puts(&b, t);
        free(t);
    }
    return diff_take(&b);
}

/* Pair the strings of x[0..n) and y[0..m) by a longest common
 * subsequence: px[i] = j or -1, and py likewise. */
static void S_align(char **x, size_t n, char **y, size_t m, long *px,
                    long *py)
{
    size_t lo = 0, hx = n, hy = m;
    for (size_t i = 0; i < n; i++)
        px[i] = -1;
    for (size_t j = 0; j < m; j++)
        py[j] = -1;
    while (lo < n && lo < m && !strcmp(x[lo], y[lo])) {
        px[lo] = (long)lo;
        py[lo] = (long)lo;
        lo++;
    }
    while (hx > lo && hy > lo && !strcmp(x[hx - 1], y[hy - 1])) {
        px[hx - 1] = (long)(hy - 1);
        py[hy - 1] = (long)(hx - 1);
        hx--;
        hy--;
    }
    size_t r = hx - lo, c = hy - lo;
    if (!r || !c || (r + 1) * (c + 1) > S_MAX_CELLS)
        return;
    unsigned *t = diff_grow(NULL, (r + 1) * (c + 1) * sizeof *t);
    /* t[i][j]: the longest common subsequence of the suffixes from i, j */
    for (size_t i = r + 1; i-- > 0;)
        for (size_t j = c + 1; j-- > 0;) {
            unsigned *cell = &t[i * (c + 1) + j];
            if (i == r || j == c)
                *cell = 0;
            else if (!strcmp(x[lo + i], y[lo + j]))
                *cell = t[(i + 1) * (c + 1) + j + 1] + 1;
            else {
                unsigned down = t[(i + 1) * (c + 1) + j],
                         right = t[i * (c + 1) + j + 1];
                *cell = down >= right ? down : right;
            }
        }
    for (size_t i = 0, j = 0; i < r && j < c;) {
        if (!strcmp(x[lo + i], y[lo + j])) {
            px[lo + i] = (long)(lo + j);
            py[lo + j] = (long)(lo + i);
            i++;
            j++;
        } else if (t[(i + 1) * (c + 1) + j] >= t[i * (c + 1) + j + 1])
            i++;
        else
            j++;
    }
    free(t);
}

/* One side's children: the elements, and which are notes. */
typedef struct kids {
    xmlNodePtr *n;
    char **key;
    long *pair;
    size_t len;
} kids;

static void S_kids(const walk *w, const side *s, xmlNodePtr parent, kids *k)
{
    size_t cap = 0;
    k->len = 0;
    for (xmlNodePtr c = parent->children; c; c = c->next)
        cap += c->type == XML_ELEMENT_NODE;
    k->n = diff_grow(NULL, cap * sizeof *k->n);
    k->key = diff_grow(NULL, cap * sizeof *k->key);
    k->pair = diff_grow(NULL, cap * sizeof *k->pair);
    for (xmlNodePtr c = parent->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE) {
            k->n[k->len] = c;
            k->key[k->len++] = diff_is(c, "note") ? diff_text(c)
                                               : S_align_key(w, s, c);
        }
}

static void S_kids_free(kids *k)
{
    for (size_t i = 0; i < k->len; i++)
        free(k->key[i]);
    free(k->n);
    free(k->key);
    free(k->pair);
}

/* The elements of one gap between pairs, with those of one kind picked. */
typedef struct gap {
    size_t from[2], to[2];
} gap;

static size_t S_pick(const kids *k, const gap *g, int side, int notes,
                     xmlNodePtr *n, char **key)
{
    size_t m = 0;
    for (size_t i = g->from[side]; i < g->to[side]; i++)
        if (diff_is(k->n[i], "note") == notes) {
            n[m] = k->n[i];
            key[m++] = k->key[i];
        }
    return m;
}

/* Notes of a gap: the same text pairs up; of the rest, the i-th of A and
 * of B are one note changed, and the others stand in one record. */
static void S_gap_notes(walk *w, const kids *ka, const kids *kb,
                        const gap *g)
{
    size_t cap = g->to[0] - g->from[0] + g->to[1] - g->from[1] + 1;
    xmlNodePtr *na = diff_grow(NULL, cap * sizeof *na),
               *nb = diff_grow(NULL, cap * sizeof *nb);
    char **xa = diff_grow(NULL, cap * sizeof *xa),
         **xb = diff_grow(NULL, cap * sizeof *xb);
    long *pa = diff_grow(NULL, cap * sizeof *pa),
         *pb = diff_grow(NULL, cap * sizeof *pb);
    size_t a = S_pick(ka, g, 0, 1, na, xa), b = S_pick(kb, g, 1, 1, nb, xb);
    S_align(xa, a, xb, b, pa, pb);
    for (size_t i = 0, j = 0; i < a || j < b;) {
        if (i < a && j < b && pa[i] == (long)j) {
            i++;
            j++;
            continue;
        }
        xmlNodePtr x = i < a && pa[i] < 0 ? na[i] : NULL;
        xmlNodePtr y = j < b && pb[j] < 0 ? nb[j] : NULL;
        if (!x && !y)
            break; /* cannot happen: pairs keep their order */
        S_report(w, DIFF_NOTE, x, y, NULL, x ? diff_text(x) : NULL,
                 y ? diff_text(y) : NULL);
        i += x != NULL;
        j += y != NULL;
    }
    free(na);
    free(nb);
    free(xa);
    free(xb);
    free(pa);
    free(pb);
}

/* Elements of a gap found in one record only: each that holds no choice
 * is a difference; a <result> in one and <unfinished/> in the other are
 * one. */
static void S_gap_elements(walk *w, const kids *ka, const kids *kb,
                           const gap *g)
{
    xmlNodePtr result[2] = {NULL, NULL};
    for (int side = 0; side < 2; side++) {
        const kids *k = side ? kb : ka;
        for (size_t i = g->from[side]; i < g->to[side]; i++) {
            xmlNodePtr n = k->n[i];
            int kind = S_zone(n);
            if (kind == DIFF_NOTE || kind < 0 ||
                diff_of_play(w, &w->s[side], n))
                continue;
            if (kind == DIFF_RESULT && !result[side]) {
                result[side] = n;
                continue;
            }
            S_report(w, kind, side ? NULL : n, side ? n : NULL, NULL,
                     side ? NULL : S_whole(n), side ? S_whole(n) : NULL);
        }
    }
    if (result[0] || result[1])
        S_report(w, DIFF_RESULT, result[0], result[1], NULL,
                 result[0] ? S_whole(result[0]) : NULL,
                 result[1] ? S_whole(result[1]) : NULL);
}

static void S_children(walk *w, xmlNodePtr pa, xmlNodePtr pb)
{
    kids ka, kb;
    S_kids(w, &w->s[0], pa, &ka);
    S_kids(w, &w->s[1], pb, &kb);
    /* Elements align with elements, notes with notes (in the gaps). */
    char **xa = diff_grow(NULL, (ka.len + 1) * sizeof *xa),
         **xb = diff_grow(NULL, (kb.len + 1) * sizeof *xb);
    size_t *ia = diff_grow(NULL, (ka.len + 1) * sizeof *ia),
           *ib = diff_grow(NULL, (kb.len + 1) * sizeof *ib);
    long *qa = diff_grow(NULL, (ka.len + 1) * sizeof *qa),
         *qb = diff_grow(NULL, (kb.len + 1) * sizeof *qb);
    size_t a = 0, b = 0;
    for (size_t i = 0; i < ka.len; i++)
        if (!diff_is(ka.n[i], "note")) {
            ia[a] = i;
            xa[a++] = ka.key[i];
        }
    for (size_t j = 0; j < kb.len; j++)
        if (!diff_is(kb.n[j], "note")) {
            ib[b] = j;
            xb[b++] = kb.key[j];
        }
    S_align(xa, a, xb, b, qa, qb);
    gap g = {{0, 0}, {0, 0}};
    for (size_t i = 0; i <= a; i++) {
        if (i < a && qa[i] < 0)
            continue;
        g.to[0] = i < a ? ia[i] : ka.len;
        g.to[1] = i < a ? ib[qa[i]] : kb.len;
        S_gap_notes(w, &ka, &kb, &g);
        S_gap_elements(w, &ka, &kb, &g);
        if (i < a)
            S_pair(w, ka.n[ia[i]], kb.n[ib[qa[i]]]);
        g.from[0] = g.to[0] + 1;
        g.from[1] = g.to[1] + 1;
    }
    free(xa);
    free(xb);
    free(ia);
    free(ib);
    free(qa);
    free(qb);
    S_kids_free(&ka);
    S_kids_free(&kb);
}

int diff_stated(diff_list *out, const char *const data[2],
                const size_t len[2], const char *const name[2],
                unsigned long record, const nt_position *const pos[2],
                char **why)
{
    walk w;
    memset(&w, 0, sizeof w);
    w.out = out;
    int rc = 0;
    *why = NULL;
    for (int i = 0; i < 2 && !rc; i++)
        rc = diff_read(&w.s[i], data[i], len[i], name[i], record, why);
    for (int i = 0; i < 2 && !rc; i++) {
        nt_choice c;
        for (size_t k = 0; nt_position_choice(pos[i], k, &c) == 0; k++)
            diff_key_choice(&w, &w.s[i], &c);
    }
    if (!rc)
        S_children(&w, w.s[0].game, w.s[1].game);
    for (int i = 0; i < 2; i++) {
        xmlFreeDoc(w.s[i].doc);
        free(w.s[i].el);
    }
    for (size_t i = 0; i < w.nkeys; i++)
        free(w.keys[i]);
    free(w.keys);
    return rc;
}

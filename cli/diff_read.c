/* notation diff: the records read again as trees, and which of their
 * elements, attributes and texts are choices (see diff_tree.c for the
 * design).  Reading is safe for any input: no network, no DTD loaded, no
 * entity expanded, and a document with a DOCTYPE is not compared. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>

#include "xml_plain.h"
#include "read_packed.h"
#include "diff_internal.h"

/* ------------------------------------------------------------ memory */

void *diff_grow(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fputs("notation: out of memory\n", stderr);
        exit(2);
    }
    return q;
}

char *diff_dup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(diff_grow(NULL, n), s, n);
}

void diff_add(sbuf *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        b->cap = (b->n + n + 1) * 2;
        b->s = diff_grow(b->s, b->cap);
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = 0;
}

void diff_puts(sbuf *b, const char *s) { diff_add(b, s, strlen(s)); }

char *diff_take(sbuf *b)
{
    if (!b->s)
        return diff_dup("");
    return b->s;
}


/* ------------------------------------------------------ reading nodes */

const char *diff_name(xmlNodePtr n) { return (const char *)n->name; }

int diff_is(xmlNodePtr n, const char *name)
{
    return n && n->type == XML_ELEMENT_NODE && !strcmp(diff_name(n), name);
}

/* An attribute's value as written: entity references stay references. */
char *diff_attr_value(xmlAttrPtr a)
{
    sbuf b = {0};
    for (xmlNodePtr t = a->children; t; t = t->next) {
        if (t->type == XML_TEXT_NODE && t->content)
            diff_puts(&b, (const char *)t->content);
        else if (t->type == XML_ENTITY_REF_NODE) {
            diff_puts(&b, "&");
            diff_puts(&b, diff_name(t));
            diff_puts(&b, ";");
        }
    }
    return diff_take(&b);
}

char *diff_attr(xmlNodePtr n, const char *name)
{
    for (xmlAttrPtr a = n->properties; a; a = a->next)
        if (!strcmp((const char *)a->name, name))
            return diff_attr_value(a);
    return NULL;
}

/* The element's own text, spaces collapsed: a line break inside a note
 * or a hand is layout. */
char *diff_text(xmlNodePtr n)
{
    sbuf b = {0};
    int space = 0;
    for (xmlNodePtr t = n->children; t; t = t->next) {
        const char *s = (const char *)t->content;
        if (t->type == XML_ENTITY_REF_NODE) {
            if (space && b.n)
                diff_puts(&b, " ");
            space = 0;
            diff_puts(&b, "&");
            diff_puts(&b, diff_name(t));
            diff_puts(&b, ";");
            continue;
        }
        if ((t->type != XML_TEXT_NODE && t->type != XML_CDATA_SECTION_NODE) ||
            !s)
            continue;
        for (; *s; s++) {
            if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') {
                space = 1;
                continue;
            }
            if (space && b.n)
                diff_puts(&b, " ");
            space = 0;
            diff_add(&b, s, 1);
        }
    }
    return diff_take(&b);
}

/* The element's path from <game>: "turn/place/send-back". */
static void S_path(const side *s, xmlNodePtr n, sbuf *b)
{
    if (!n || n == s->game || n->type != XML_ELEMENT_NODE)
        return;
    S_path(s, n->parent, b);
    if (b->n)
        diff_puts(b, "/");
    diff_puts(b, diff_name(n));
}

/* Whether key path+suffix is one of the choices' keys. */
int diff_key_is(const walk *w, const side *s, xmlNodePtr n,
                    const char *suffix)
{
    sbuf b = {0};
    S_path(s, n, &b);
    diff_puts(&b, suffix);
    int found = 0;
    for (size_t i = 0; i < w->nkeys && !found; i++)
        found = !strcmp(w->keys[i], b.s);
    free(b.s);
    return found;
}

int diff_choice_attr(const walk *w, const side *s, xmlNodePtr n,
                         const char *attr)
{
    char suffix[128];
    snprintf(suffix, sizeof suffix, "@%s", attr);
    return diff_key_is(w, s, n, suffix);
}

/* Whether the element holds a choice of the line of play, or is one. */
int diff_of_play(const walk *w, const side *s, xmlNodePtr n)
{
    if (diff_key_is(w, s, n, "") || diff_key_is(w, s, n, "#text"))
        return 1;
    for (xmlAttrPtr a = n->properties; a; a = a->next)
        if (diff_choice_attr(w, s, n, (const char *)a->name))
            return 1;
    for (xmlNodePtr c = n->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE && diff_of_play(w, s, c))
            return 1;
    return 0;
}

/* ---------------------------------------------------- the choices' keys */

static void S_key_add(walk *w, const side *s, xmlNodePtr n,
                      const char *suffix, size_t slen)
{
    sbuf b = {0};
    S_path(s, n, &b);
    diff_add(&b, suffix, slen);
    for (size_t i = 0; i < w->nkeys; i++)
        if (!strcmp(w->keys[i], b.s)) {
            free(b.s);
            return;
        }
    if (w->nkeys == w->capkeys) {
        w->capkeys = w->capkeys ? 2 * w->capkeys : 32;
        w->keys = diff_grow(w->keys, w->capkeys * sizeof *w->keys);
    }
    w->keys[w->nkeys++] = b.s;
}

/* Every attribute name="..." of a written answer, as keys of `n`. */
static void S_key_attrs(walk *w, const side *s, xmlNodePtr n, const char *wr)
{
    for (const char *q; (q = strstr(wr, "=\"")) != NULL;) {
        const char *k = q;
        while (k > wr && k[-1] != ' ' && k[-1] != '<')
            k--;
        char suffix[128];
        int len = snprintf(suffix, sizeof suffix, "@%.*s", (int)(q - k), k);
        if (len > 0 && (size_t)len < sizeof suffix)
            S_key_add(w, s, n, suffix, (size_t)len);
        const char *end = strchr(q + 2, '"');
        if (!end)
            break;
        wr = end + 1;
    }
}

/* The first element of the record that starts on `line`. */
static size_t S_first_on(const side *s, unsigned long line)
{
    size_t lo = 0, hi = s->nel;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if ((unsigned long)xmlGetLineNo(s->el[mid]) < line)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The element a choice is written on, and what of it the choice is. */
void diff_key_choice(walk *w, const side *s, const nt_choice *c)
{
    const char *wr = c->written;
    if (!c->line || !wr || !wr[0] || wr[0] == '(')
        return; /* answered by absence: nothing written */
    size_t name_len = wr[0] == '<' ? strcspn(wr + 1, " />") : 0;
    for (size_t i = S_first_on(s, c->line);
         i < s->nel && (unsigned long)xmlGetLineNo(s->el[i]) == c->line;
         i++) {
        xmlNodePtr n = s->el[i];
        if (wr[0] == '<') {
            if (strlen(diff_name(n)) != name_len ||
                strncmp(diff_name(n), wr + 1, name_len))
                continue;
            S_key_add(w, s, n, "", 0);
            S_key_attrs(w, s, n, wr);
            return;
        }
        if (strstr(wr, "=\"")) {
            size_t k = strcspn(wr, "=");
            char attr[128];
            snprintf(attr, sizeof attr, "%.*s", (int)k, wr);
            char *v = diff_attr(n, attr);
            if (!v)
                continue;
            free(v);
            S_key_attrs(w, s, n, wr);
            return;
        }
        char *t = diff_text(n);
        int has = t[0] != 0;
        free(t);
        if (has) {
            S_key_add(w, s, n, "#text", 5);
            return;
        }
    }
}

/* ------------------------------------------------------- reading a side */

static void S_collect(side *s, xmlNodePtr n)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        if (s->nel == s->cap) {
            s->cap = s->cap ? 2 * s->cap : 256;
            s->el = diff_grow(s->el, s->cap * sizeof *s->el);
        }
        s->el[s->nel++] = n;
        S_collect(s, n->children);
    }
}

/* Record `record` of the file, read as a tree: 0, or -1 with *why. */
int diff_read(side *s, const char *data, size_t len, const char *name,
                  unsigned long record, char **why)
{
    char msg[512];
    int opts = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
               XML_PARSE_BIG_LINES;
    if (len > (size_t)2147483647) {
        snprintf(msg, sizeof msg, "%s: too large to compare as a tree", name);
        *why = diff_dup(msg);
        return -1;
    }
    /* A packed file: its records as notation unpack writes them (the
     * lines are theirs, as the diagnostics of the choices number them). */
    char *xml = NULL, *unpacked_why = NULL;
    const char *rule;
    size_t xlen = 0;
    if (nt_packed_is(data, len)) {
        if (nt_packed_unpack(data, len, &xml, &xlen, &rule, &unpacked_why)) {
            snprintf(msg, sizeof msg, "%s: error[%s]: %s", name, rule,
                     unpacked_why);
            free(unpacked_why);
            *why = diff_dup(msg);
            return -1;
        }
        data = xml;
        len = xlen;
    }
    s->doc = xml_read_plain(data, len, name, opts);
    free(xml);
    if (!s->doc) {
        const xmlError *e = xmlGetLastError();
        snprintf(msg, sizeof msg, "%s:%d: not well-formed XML%s%s", name,
                 e ? e->line : 0, e && e->message ? ": " : "",
                 e && e->message ? e->message : "");
        msg[strcspn(msg, "\n")] = 0;
        *why = diff_dup(msg);
        return -1;
    }
    if (s->doc->intSubset) {
        snprintf(msg, sizeof msg, "%s: a document type declaration is not "
                                  "read",
                 name);
        *why = diff_dup(msg);
        return -1;
    }
    xmlNodePtr root = xmlDocGetRootElement(s->doc);
    unsigned long k = record ? record : 1, i = 0;
    if (diff_is(root, "game") && k == 1)
        s->game = root;
    else if (diff_is(root, "games"))
        for (xmlNodePtr c = root->children; c && !s->game; c = c->next)
            if (diff_is(c, "game") && ++i == k)
                s->game = c;
    if (!s->game) {
        snprintf(msg, sizeof msg, "%s: no record %lu", name, k);
        *why = diff_dup(msg);
        return -1;
    }
    S_collect(s, s->game->children);
    return 0;
}

/* Variations and marks (issue 23): the properties of its acceptance list.
 *
 * Generated games (Castel 2 to 5 players, Quacks, Quacks with The Herb
 * Witches, the Duel) get variations.  At a move of the line, another
 * legal move from the engine's list of moves (or another first answer
 * from its list of answers) starts another line, carried to the end of
 * the game by the record's own later moves as far as they stay legal
 * (what-if, one time in three) and by legal answers at random from the
 * engine's lists, and written whole (nt_position_write).  The variation
 * holds what that writes from the replaced move on, the elements that
 * held the move left open, cut after any of its elements.  Variations
 * nest, two may follow one move, moves carry marks.  Such a record is
 * valid (the schemas too), its marks counted, and fmt, and pack then
 * unpack, give it back byte for byte.
 *
 * One thing inside a variation is then corrupted: an answer changed to a
 * value the engine lists for its question elsewhere but not there, a
 * mark none of the six, or one more or one fewer of what the rules ask
 * for so many times.  The record is refused at the corrupted element's
 * line, in the words "variation N of ... [/ variation M of ...]: "
 * numbered as built; validate --main-line takes it. */
#define _GNU_SOURCE
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "notation_position.h"
#include "rng.h"
#include "support.h"

enum { CASTEL, QUACKS, HERB_WITCHES, DUEL, KINDS };
static const char *const S_kind[KINDS] = {"castel", "quacks",
                                          "herb witches", "duel"};
#define GAMES 24 /* of each kind, a tenth under NT_TEST_QUICK */
#define MAXN 4096
/* 0: a variation holds one of its own only before its last element: one
 * after the last move of the line it stands in is not read when the game
 * asks anything before its next element (reported, with records). */
#define NESTED_LAST 0
#define X(s) ((const xmlChar *)(s))

/* Where a note, so a variation, may stand (the games' grammars). */
#define QK {"game", "round", "fortune", "brew", "draw", "witch", "add", \
            "aside", "start", "place", "strong", "evaluation", NULL}
static const char *const S_parents[KINDS][13] = {
    {"game", "deal", "turn", "place", "summon", NULL}, QK, QK,
    {"game", "round", "turn", "draw", "use", "purge", "pay", "effects",
     "scale", "buying", "drawoff", NULL}};
static const char *const S_marks[] = {"!", "?", "!!", "??", "!?", "?!"};

static char *S_game(int kind, int k, size_t *len)
{
    unsigned long i = (unsigned long)k;
    switch (kind) {
    case CASTEL: return T_generate("castel", 2 + k % 4, 23, i, 0, len);
    case QUACKS: return T_generate("quacks", 2 + k % 3, 23, i, 0, len);
    case HERB_WITCHES: return T_generate_hw(2 + k % 4, 23, i, len);
    default: return T_generate("quacks-duel", 2, 23, i, 0, len);
    }
}

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

typedef struct line {
    char *xml;
    size_t len;
    xmlDoc *doc;
    nt_position *pos;
} line;

static void S_open(line *l, char *xml, size_t len)
{
    *l = (line){xml, len,
                xmlReadMemory(xml, (int)len, "v.xml", NULL,
                              XML_PARSE_NONET | XML_PARSE_NOBLANKS |
                                  XML_PARSE_BIG_LINES),
                T_position("line.xml", xml, len)};
    ck_assert(l->doc && nt_position_record_valid(l->pos));
}

static void S_close(line *l)
{
    nt_position_free(l->pos);
    xmlFreeDoc(l->doc);
    free(l->xml);
}

static char *S_write(nt_position *p, size_t *len, size_t *kept)
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
static xmlNode *S_place(line *l, int kind, size_t at, nt_rng *r)
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
    for (int i = 0; S_parents[kind][i]; i++)
        if (S_is(e->parent, S_parents[kind][i]))
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
    out = other ? S_write(p, len, &kept) : NULL;
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

enum { CHANGED, MARK, ADDED, DROPPED, WAYS };
static const char *const S_way[WAYS] = {"answers changed", "bad marks",
                                        "elements added", "dropped"};

typedef struct victim {
    int way, depth; /* how, and in a variation of which depth */
    int nth[4];     /* the numbers of the variations it is in */
    xmlNode *at;    /* marked before it is copied */
    char what[200];
} victim;

/* The legal answers the engine lists along a line: "question=answer". */
typedef struct vocab {
    int n;
    char *qa[MAXN];
} vocab;

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
static xmlNode *S_move_el(line *l, size_t from, xmlNode **keep, int m,
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

typedef struct build {
    int kind;
    nt_rng *r;
    victim *v;
    int variations, marks, nested, second;
} build;

static int S_mark(build *bd, xmlNode *e)
{
    if (!e || xmlHasProp(e, X("mark")))
        return 0;
    xmlSetProp(e, X("mark"), X(S_marks[nt_rng_below(bd->r, 6)]));
    return 1;
}

/* Put a variation after `e`, the element of choice `at` of `l`: another
 * line from there, with marks, sometimes a variation of its own, and the
 * victim when it is asked for at this depth.  1 when placed. */
static int S_vary(build *bd, line *l, size_t at, xmlNode *e, int depth)
{
    size_t blen;
    char *bx = S_alt_line(l, at, bd->r, &blen);
    if (!bx)
        return 0;
    line b;
    S_open(&b, bx, blen);
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
        S_close(&b);
        return 0;
    }
    for (int i = 0; i < 2; i++)
        bd->marks += S_mark(bd, S_move_el(&b, at, keep, m, bd->r));
    victim *v = bd->v;
    int mine = v && !v->at && depth == v->depth;
    size_t len = nt_position_length(b.pos);
    int nest = depth < 3 && (!nt_rng_below(bd->r, 2 * (uint64_t)depth) ||
                             (v && !v->at && v->depth > depth));
    for (int t = 0; nest && t < 20 && len > at + 1; t++) {
        size_t j = at + 1 + nt_rng_below(bd->r, len - at - 1);
        xmlNode *e2 = S_place(&b, bd->kind, j, bd->r);
        if (e2 && S_within(e2, keep, m - !NESTED_LAST) &&
            S_vary(bd, &b, j, e2, depth + 1)) {
            bd->nested++;
            break;
        }
    }
    if (mine && v->way == CHANGED)
        S_change(&b, at, keep, m, bd->r, v);
    else if (mine && v->way == MARK &&
             (v->at = S_move_el(&b, at, keep, m, bd->r)) != NULL) {
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
    S_close(&b);
    return 1;
}

/* ----------------------------------------------------------- records */

typedef struct run {
    int kind;
    nt_rng r;
    nt_reader *rd[3];   /* with the schemas, without, main line only */
    int records, valid; /* the last record read */
    long marks, vars, line;
    char msg[2048];
    char *main; /* the game's line, written whole */
    size_t mlen;
    char dir[64], file[96];
    int games, ok, variations, nested, second, nmarks, cli, deep;
    int tried[WAYS], refused[WAYS];
} run;

static int S_on_record(const nt_record *r, void *user)
{
    run *u = user;
    u->records++;
    u->valid = r->valid;
    u->marks = r->marks;
    u->vars = r->variations;
    u->line = r->ndiag ? (long)r->diag[0].line : 0;
    snprintf(u->msg, sizeof u->msg, "[%s] %s", r->ndiag ? r->diag[0].rule : "",
             r->ndiag ? r->diag[0].message : "");
    return 0;
}

static void S_read(run *u, int which, const char *xml, size_t len)
{
    u->records = 0;
    nt_reader_memory(u->rd[which], "var.xml", xml, len);
    ck_assert_int_eq(u->records, 1);
}

/* The line a marker stands on, the marker taken out. */
static long S_unmark(char *xml, size_t *len, const char *marker)
{
    char *at = strstr(xml, marker);
    size_t n = strlen(marker);
    long line = 1;
    ck_assert(at != NULL);
    for (const char *c = xml; c < at; c++)
        line += *c == '\n';
    memmove(at, at + n, *len - (size_t)(at - xml) - n + 1);
    *len -= n;
    return line;
}

/* The game's line with variations (one holding the victim when `v` asks
 * for one) and marks on moves of the main line. */
static char *S_record(run *u, build *bd, victim *v, size_t *len)
{
    line a;
    S_open(&a, strndup(u->main, u->mlen), u->mlen);
    *bd = (build){.kind = u->kind, .r = &u->r};
    size_t n = nt_position_length(a.pos);
    int want = v ? 1 : 1 + (int)nt_rng_below(&u->r, 3), placed = 0;
    for (int tries = 0; tries < 80 && placed < want; tries++) {
        size_t at = nt_rng_below(&u->r, n);
        xmlNode *e = S_place(&a, u->kind, at, &u->r);
        int twice = e && nt_rng_below(&u->r, 4) == 0;
        bd->v = NULL;
        if (twice && v) /* the victim's variation is the second */
            S_vary(bd, &a, at, e, 1);
        bd->v = v;
        if (!e || !S_vary(bd, &a, at, e, 1))
            continue;
        placed += !v || v->at;
        if (twice && !v)
            S_vary(bd, &a, at, e, 1);
    }
    for (int i = (int)nt_rng_below(&u->r, 4); i > 0; i--)
        bd->marks += S_mark(bd, S_move_el(&a, 0, NULL, 0, &u->r));
    xmlChar *out = NULL;
    int size = 0;
    if (placed)
        xmlDocDumpFormatMemoryEnc(a.doc, &out, &size, "UTF-8", 1);
    char *s = out ? strndup((char *)out, (size_t)size) : NULL;
    *len = (size_t)size;
    xmlFree(out);
    S_close(&a);
    return s;
}

/* The record kept in a file (for notation, or a failure's message). */
static const char *S_kept(run *u, const char *xml, size_t len)
{
    FILE *f = fopen(u->file, "w");
    ck_assert(f && fwrite(xml, 1, len, f) == len && fclose(f) == 0);
    return u->file;
}

/* notation ARGS on the record: its exit status, its first line in msg. */
static int S_tool(run *u, const char *args, const char *xml, size_t len)
{
    const char *tool = getenv("NOTATION");
    char cmd[512];
    snprintf(cmd, sizeof cmd, "%s %s %s 2>&1", tool ? tool : "build/notation",
             args, S_kept(u, xml, len));
    FILE *p = popen(cmd, "r");
    ck_assert(p != NULL);
    if (!fgets(u->msg, sizeof u->msg, p))
        u->msg[0] = '\0';
    while (fgetc(p) != EOF)
        ;
    int st = pclose(p);
    u->cli++;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* pack, then unpack, in memory. */
static char *S_pack_back(const char *xml, size_t len, size_t *n)
{
    char *packed = NULL, *back = NULL, *err = NULL;
    size_t pn = 0;
    const char *rule = NULL;
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_PACK;
    o.out = open_memstream(&packed, &pn);
    nt_reader *rd = nt_reader_new(&o, &err);
    ck_assert(rd && nt_reader_memory(rd, "var.xml", xml, len) == 0);
    nt_reader_free(rd);
    fclose(o.out);
    FILE *f = open_memstream(&back, n);
    int rc = nt_unpack_memory(packed, pn, f, &rule, &err);
    fclose(f);
    ck_assert_msg(rc == 0, "unpack: %s", err);
    free(packed);
    return back;
}

/* ------------------------------------------------------------ checks */

/* Valid (the schemas too), its variations and marks counted; fmt, fmt
 * again, and pack then unpack give it back as it is. */
static void S_check_valid(run *u, const char *xml, size_t len, build *bd)
{
    S_read(u, 0, xml, len);
    ck_assert_msg(u->valid && u->marks == bd->marks &&
                      u->vars == bd->variations,
                  "%s: %d legal variations, %d marks: %ld and %ld counted, "
                  "%s (line %ld) in %s", S_kind[u->kind], bd->variations,
                  bd->marks, u->vars, u->marks, u->msg, u->line,
                  S_kept(u, xml, len));
    size_t n[3];
    char *out[3] = {T_fmt(xml, len, NT_FACTS_KEEP, &n[0]), NULL,
                    S_pack_back(xml, len, &n[2])};
    out[1] = out[0] ? T_fmt(out[0], n[0], NT_FACTS_KEEP, &n[1]) : NULL;
    for (int i = 0; i < 3; i++) {
        ck_assert_msg(out[i] && n[i] == len && !memcmp(out[i], xml, len),
                      "%s: %s changes %s", S_kind[u->kind],
                      i == 2 ? "pack, unpack," : "fmt", S_kept(u, xml, len));
        free(out[i]);
    }
    if (u->ok++ % 8 == 0)
        ck_assert_msg(S_tool(u, "validate", xml, len) == 0, "%s", u->msg);
    u->variations += bd->variations;
    u->nested += bd->nested;
    u->second += bd->second;
    u->nmarks += bd->marks;
}

/* Refused at the victim's line (a dropped element: from its turn or
 * round on, in the variation), in the words of the variations it is in,
 * numbered as they were put in; the main line alone is valid. */
static void S_check_refused(run *u, char *xml, size_t len, victim *v)
{
    long at = S_unmark(xml, &len, " nt-victim=\"1\"");
    long start = S_unmark(xml, &len, " nt-var=\"1\""), end = 0, l = 1;
    int depth = 0;
    for (const char *c = xml; *c && !end; c++) {
        l += *c == '\n';
        depth += l >= start && !strncmp(c, "<variation", 10);
        if (l >= start && !strncmp(c, "</variation>", 12) && !--depth)
            end = l;
    }
    char named[64], want[160];
    snprintf(named, sizeof named, "(line %ld)", at);
    S_read(u, 1, xml, len);
    /* One element more may be told at the next, out of order after it
     * (the Duel's keyed answers, in the main line too). */
    long got = u->line;
    ck_assert_msg(!u->valid && (v->way == DROPPED ? got >= at && got <= end
                                : got == at ||
                                      (v->way == ADDED && got > at &&
                                       got <= end && strstr(u->msg, named))),
                  "%s: %s (line %ld, variation at %ld-%ld): %s at line %ld "
                  "in %s", S_kind[u->kind], v->what, at, start, end,
                  u->valid ? "valid" : u->msg, got, S_kept(u, xml, len));
    const char *m = strchr(u->msg, ']') + 2;
    for (int d = 1; d <= v->depth; d++) {
        snprintf(want, sizeof want, "%svariation %d of ", d > 1 ? " / " : "",
                 v->nth[d]);
        const char *w = strstr(m, want);
        ck_assert_msg(w && (d > 1 || w == m), "%s: no '%s' in %s",
                      S_kind[u->kind], want, u->msg);
        m = w + strlen(want);
    }
    ck_assert_msg(!strstr(m, " / variation "), "deeper: %s", u->msg);
    S_read(u, 2, xml, len);
    ck_assert_msg(u->valid, "--main-line: %s", u->msg);
    if (u->refused[v->way]++ % 6 == 0) {
        ck_assert_int_eq(S_tool(u, "validate --main-line", xml, len), 0);
        ck_assert_int_eq(S_tool(u, "validate", xml, len), 1);
        snprintf(want, sizeof want, "%s:%ld:", u->file, got);
        ck_assert_msg(!strncmp(u->msg, want, strlen(want)) &&
                          strstr(u->msg, "]: variation "), "%s", u->msg);
    }
    u->deep += v->depth > 1;
}

/* ------------------------------------------------------------- tests */

START_TEST(generated_games_with_variations)
{
    run u = {.kind = _i};
    nt_rng_seed(&u.r, 2300 + (uint64_t)_i);
    for (int i = 0; i < 3; i++) {
        nt_options o;
        char *err = NULL;
        nt_options_init(&o);
        o.schema = i == 0;
        o.main_line = i == 2;
        o.on_record = S_on_record;
        o.user = &u;
        ck_assert_msg((u.rd[i] = nt_reader_new(&o, &err)) != NULL, "%s", err);
    }
    snprintf(u.dir, sizeof u.dir, "/tmp/check_variations.XXXXXX");
    ck_assert(mkdtemp(u.dir) != NULL);
    snprintf(u.file, sizeof u.file, "%s/record.xml", u.dir);
    for (int k = 0; k < T_scale(GAMES); k++, u.games++) {
        size_t len, kept;
        char *xml = S_game(u.kind, k, &len);
        nt_position *p = T_position("game.xml", xml, len);
        nt_position_seek(p, nt_position_length(p));
        ck_assert(nt_position_record_valid(p) && nt_position_over(p));
        u.main = S_write(p, &u.mlen, &kept);
        ck_assert(u.main && kept == nt_position_length(p));
        nt_position_free(p);
        free(xml);
        build bd;
        for (int i = 0; i < 2; i++) {
            char *rec = S_record(&u, &bd, NULL, &len);
            if (rec)
                S_check_valid(&u, rec, len, &bd);
            free(rec);
        }
        for (int way = 0; way < 2 * WAYS; way++) {
            victim v = {.way = way % WAYS, .depth = 1 + way / WAYS};
            char *rec = S_record(&u, &bd, &v, &len);
            u.tried[v.way]++;
            if (rec && v.at)
                S_check_refused(&u, rec, len, &v);
            u.second += rec && v.nth[1] > 1;
            free(rec);
        }
        free(u.main);
    }
    printf("variations (%s): %d games; %d records valid, as fmt and unpack "
           "write them, with %d variations (%d nested, %d after another) "
           "and %d marks; refused at their line:", S_kind[u.kind], u.games,
           u.ok, u.variations, u.nested, u.second, u.nmarks);
    for (int w = 0; w < WAYS; w++)
        printf(" %s %d/%d,", S_way[w], u.refused[w], u.tried[w]);
    printf(" %d in nested variations; %d runs of notation\n", u.deep, u.cli);
    unlink(u.file);
    rmdir(u.dir);
    for (int i = 0; i < 3; i++)
        nt_reader_free(u.rd[i]);
    /* Enough of each for the properties to mean something. */
    ck_assert_int_ge(u.ok, u.games);
    ck_assert(u.nested > 0 && u.second > 0 && u.nmarks > 0 && u.deep > 0);
    for (int w = 0; w < WAYS; w++)
        ck_assert_msg(u.refused[w] >= u.tried[w] / 2, "%s: %s %d of %d",
                      S_kind[u.kind], S_way[w], u.refused[w], u.tried[w]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("variations");
    TCase *t = tcase_create("variations");
    tcase_set_timeout(t, 900);
    tcase_add_loop_test(t, generated_games_with_variations, 0, KINDS);
    suite_add_tcase(s, t);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

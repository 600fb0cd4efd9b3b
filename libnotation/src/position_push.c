/* Playing a whole move at a position, as the record writes it, and taking
 * it back (push and pop).  The move's text is parsed (libxml2, no network,
 * no entities) and read as a reader reads a record: a probe replays the
 * line while a cursor follows the engine into the move's elements, and at
 * each choice of the move the answer is what the text writes there (an
 * attribute, the next element, a keyed child, a token; nothing written:
 * the default, as in a record).  Each answer is then applied, so that an
 * illegal one is refused with the engine's own reason. */
#include <libxml/parser.h>
#include <stdlib.h>
#include <string.h>

#include "position_move.h"

#define MAX_PARTS 64
#define MAX_DEPTH 64

typedef struct cursor {
    nt_observer obs;
    const void *state;
    size_t from;            /* the move's first answer */
    size_t seen;
    xmlNodePtr node[MAX_DEPTH];  /* open elements; [0]: the wrapper */
    xmlNodePtr next[MAX_DEPTH];  /* the next child element of each */
    int tokens[MAX_DEPTH];       /* tokens answered in each */
    int depth;
    nt_buf error;           /* what went wrong following the text */
} cursor;

static const char *S_name(xmlNodePtr n)
{
    return (const char *)n->name;
}

static xmlNodePtr S_element(xmlNodePtr n)
{
    while (n && n->type != XML_ELEMENT_NODE)
        n = n->next;
    return n;
}

static void S_enter(cursor *c, xmlNodePtr n)
{
    if (c->depth + 1 >= MAX_DEPTH)
        return;
    c->next[c->depth] = S_element(n->next);
    c->depth++;
    c->node[c->depth] = n;
    c->next[c->depth] = S_element(n->children);
    c->tokens[c->depth] = 0;
}

static void S_open(nt_observer *o, const char *name, int emit, int present)
{
    cursor *c = (cursor *)o;
    (void)present;
    if (!emit || c->seen <= c->from || c->error.len)
        return;
    xmlNodePtr n = c->next[c->depth];
    if (!n || strcmp(S_name(n), name)) {
        nt_buf_printf(&c->error, "error[notation.unexpected]: the rules "
                                 "open <%s> here; the move writes %s%s%s",
                      name, n ? "<" : "nothing", n ? S_name(n) : "",
                      n ? ">" : "");
        return;
    }
    S_enter(c, n);
}

static void S_close(nt_observer *o, int emit)
{
    cursor *c = (cursor *)o;
    if (!emit || c->seen <= c->from || c->error.len || c->depth == 0)
        return;
    xmlNodePtr left = c->next[c->depth];
    if (left) {
        nt_buf_printf(&c->error, "error[notation.unexpected]: the move "
                                 "writes <%s> in <%s>, where the rules ask "
                                 "nothing more",
                      S_name(left), S_name(c->node[c->depth]));
        return;
    }
    c->depth--;
}

/* Whether element `n` answers keyed question `q` for key `key`: its name,
 * and its key attribute naming that key (<buy seat="1"> for seat 1; a
 * <buy seat="2"> is the other seat's, and not this answer). */
static int S_keyed(const cursor *c, xmlNodePtr n, const nt_question *q,
                   int32_t key)
{
    if (!n || strcmp(S_name(n), q->elem))
        return 0;
    xmlChar *k = xmlGetProp(n, (const xmlChar *)q->key);
    nt_buf want = {0};
    q->keytype->format(c->state, key, &want);
    int same = k && !strcmp((const char *)k, nt_buf_str(&want));
    xmlFree(k);
    nt_buf_free(&want);
    return same;
}

static void S_answer(nt_observer *o, const nt_ask *a, int32_t v)
{
    cursor *c = (cursor *)o;
    (void)v;
    c->seen++;
    if (c->seen > c->from && a->q->bind == NT_BIND_TOKEN)
        c->tokens[c->depth]++;
    /* A keyed child answered: the cursor passes it. */
    if (c->seen > c->from && a->q->bind == NT_BIND_KEYED &&
        !c->error.len) {
        xmlNodePtr n = c->next[c->depth];
        if (S_keyed(c, n, a->q, a->key))
            c->next[c->depth] = S_element(n->next);
    }
}

static int S_elem_index(const nt_question *q, const char *name)
{
    for (int i = 0; q->elems[i]; i++)
        if (!strcmp(q->elems[i], name))
            return i;
    return -1;
}

static int S_allows(const nt_probe_stop *s, int32_t v)
{
    for (int i = 0; i < s->n; i++)
        if (s->vals[i] == v)
            return 1;
    return 0;
}

/* Token `i` of element `n`'s text, in `out`: 1, or 0 when it has fewer. */
static int S_token(xmlNodePtr n, int i, nt_buf *out)
{
    xmlChar *all = xmlNodeGetContent(n);
    const char *t = (const char *)all;
    int found = 0;
    for (int k = 0; t && *t && !found;) {
        t += strspn(t, " \t\r\n");
        size_t len = strcspn(t, " \t\r\n");
        if (!len)
            break;
        if (k++ == i) {
            nt_buf_add(out, t, len);
            found = 1;
        }
        t += len;
    }
    xmlFree(all);
    return found;
}

/* The answer the text writes to the ask the probe stopped at, spelled
 * ("-": none, the element list is over), in `out`. */
static void S_read_answer(cursor *c, const nt_probe_stop *s, nt_buf *out)
{
    const nt_question *q = s->q;
    xmlNodePtr top = c->node[c->depth], n = c->next[c->depth];
    xmlChar *v = NULL;
    switch (q->bind) {
    case NT_BIND_ELEM:
        /* Another element than those asked about is left for a later
         * choice, and this one takes the silence's answer, as a reader
         * takes it; unless silence is not legal here. */
        if (n && (S_elem_index(q, S_name(n)) >= 0 || !S_allows(s, s->dflt)))
            nt_buf_puts(out, S_name(n));
        else
            nt_spell(c->state, &(nt_ask){.q = q, .key = s->key}, s->dflt,
                     out);
        return;
    case NT_BIND_ATTR:
        v = c->depth ? xmlGetProp(top, (const xmlChar *)q->attr) : NULL;
        break;
    case NT_BIND_KEYED:
        if (S_keyed(c, n, q, s->key))
            v = xmlGetProp(n, (const xmlChar *)q->attr);
        break;
    case NT_BIND_TOKEN:
        if (c->depth && S_token(top, c->tokens[c->depth], out))
            return;
        nt_buf_puts(out, "-"); /* the list is over */
        return;
    }
    if (v) {
        nt_buf_puts(out, (const char *)v);
        xmlFree(v);
        return;
    }
    /* Nothing written: the default, as a record's silence. */
    nt_ask a = {.q = q, .key = s->key};
    nt_spell(c->state, &a, s->dflt, out);
}

/* The move's text inside a wrapper element, parsed. */
static xmlDocPtr S_parse(const char *move)
{
    nt_buf text = {0};
    /* "(no <spend>)": a move the record writes by silence. */
    nt_buf_printf(&text, "<move>%s</move>", move[0] == '(' ? "" : move);
    xmlDocPtr doc = xmlReadMemory(text.data, (int)text.len, "move", NULL,
                                  XML_PARSE_NONET | XML_PARSE_NOERROR |
                                      XML_PARSE_NOWARNING);
    nt_buf_free(&text);
    return doc;
}

static void S_cursor_init(cursor *c, xmlDocPtr doc, size_t from)
{
    memset(c, 0, sizeof *c);
    c->obs.open = S_open;
    c->obs.close = S_close;
    c->obs.answer = S_answer;
    c->from = from;
    c->node[0] = xmlDocGetRootElement(doc);
    c->next[0] = S_element(c->node[0]->children);
}

/* A move that starts inside an element already open (a chip drawn into
 * the <draw> its player chose): the text may name that element. */
static int S_enter_open(cursor *c, const nt_probe_stop *s)
{
    xmlNodePtr n = c->next[0];
    if (s->q->bind == NT_BIND_ELEM || s->q->bind == NT_BIND_KEYED ||
        !s->elem || !n || strcmp(S_name(n), s->elem))
        return 0;
    S_enter(c, n);
    return 1;
}

static int S_fail(char **err, const char *text)
{
    if (err)
        *err = nt_xstrdup(text);
    return -1;
}

/* Apply the move's parts one by one; -1 with *err at the first that
 * cannot be. */
static int S_play_move(nt_position *p, xmlDocPtr doc, char **err)
{
    size_t start = p->at;
    int actor = p->ask.actor;
    long step = p->ask.step;
    nt_probe pr;
    nt_probe_init(&pr, p);
    nt_buf answer = {0};
    int rc = -1, inside = 0;
    for (int part = 0; part < MAX_PARTS; part++) {
        cursor c;
        S_cursor_init(&c, doc, start);
        c.state = pr.state;
        if (inside) /* each replay starts in the element again */
            S_enter(&c, c.next[0]);
        pr.watch = &c.obs;
        nt_probe_run(&pr, p->at, NULL, 0);
        pr.watch = NULL;
        const nt_probe_stop *s = &pr.stop;
        int same = !s->over && actor != 0 &&
                   (s->actor == NT_CHANCE ? 0 : s->actor + 1) == actor &&
                   s->step == step;
        if (part > 0 && !same) {
            /* The move is over (what opened after its last answer is the
             * next one's): the text must be too. */
            xmlNodePtr left = c.next[c.depth];
            nt_buf_clear(&c.error);
            if (left) {
                nt_buf_printf(&c.error, "error[notation.unexpected]: the "
                                        "move writes <%s>, which the rules "
                                        "do not ask for here",
                              S_name(left));
                rc = S_fail(err, nt_buf_str(&c.error));
            } else {
                rc = 0;
            }
        } else if (c.error.len) {
            rc = S_fail(err, nt_buf_str(&c.error));
        } else {
            if (part == 0)
                inside = S_enter_open(&c, s);
            nt_buf_clear(&answer);
            S_read_answer(&c, s, &answer);
            if (nt_position_apply(p, nt_buf_str(&answer), err) == 0) {
                nt_buf_free(&c.error);
                continue;
            }
        }
        nt_buf_free(&c.error);
        break;
    }
    nt_buf_free(&answer);
    nt_probe_free(&pr);
    return rc;
}

int nt_position_push(nt_position *p, const char *move, char **err)
{
    size_t start = p->at;
    char *dropped = NULL;
    if (!err)
        err = &dropped;
    *err = NULL;
    int rc;
    if (!move) {
        rc = S_fail(err, "no move given");
    } else if (move[0] != '<' && move[0] != '(') {
        rc = nt_position_apply(p, move, err); /* one answer */
    } else if (p->ask.over) {
        rc = S_fail(err, "the game is over here: there is no move to make");
    } else {
        xmlDocPtr doc = S_parse(move);
        nt_line saved;
        nt_line_copy(&saved, &p->line);
        rc = doc ? S_play_move(p, doc, err)
                 : S_fail(err, "error[notation.xml]: the move is not "
                               "well-formed XML");
        xmlFreeDoc(doc);
        if (rc) { /* a move is played whole or not at all */
            nt_line_free(&p->line);
            p->line = saved;
            nt_position_seek(p, start);
        } else {
            nt_line_free(&saved);
        }
    }
    if (rc) {
        free(dropped);
        return -1;
    }
    if (p->npushed == p->cappushed) {
        p->cappushed = p->cappushed ? 2 * p->cappushed : 16;
        p->pushed = nt_xrealloc(p->pushed, p->cappushed * sizeof *p->pushed);
    }
    p->pushed[p->npushed++] = start;
    return 0;
}

int nt_position_pop(nt_position *p)
{
    if (!p->npushed)
        return -1;
    return nt_position_seek(p, p->pushed[--p->npushed]);
}

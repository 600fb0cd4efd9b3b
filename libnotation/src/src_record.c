/* The record source (src_record.h): the walk through a record in step
 * with the engine (elements opened and closed, notes handed on, what is
 * left over).  The answers are read by src_record_answer.c, the facts
 * the record states by src_record_fact.c. */
#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "src_record_internal.h"
#include "str.h"

/* The blank space between a list's words (as strspn(" \t\r\n")). */
static int S_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static int S_blank(const char *s)
{
    for (; s && *s; s++)
        if (!isspace((unsigned char)*s))
            return 0;
    return 1;
}

int nt_rs_error(nt_play *p, const nt_node *at, const char *rule,
                int independent, const char *fmt, const char *a,
                const char *b)
{
    unsigned long line, col;
    nt_node_pos(at, &line, &col);
    /* An action where none is due breaks the game's own rule when it has
     * one; a misplaced note is the notation's matter. */
    if (!strcmp(rule, "notation.unexpected") && !nt_is_elem(at, "note"))
        rule = nt_play_unexpected_rule(p);
    return nt_play_error(p, rule, line, col, independent, fmt, a, b);
}

/* A child that does not belong where it stands, said in the words that
 * fit it: a note in the wrong place or shape, or any other element. */
int nt_rs_unexpected(nt_play *p, const nt_node *c, const nt_node *parent)
{
    if (nt_is_elem(c, "note")) {
        if (c->nattrs)
            return nt_rs_error(p, c, "notation.unexpected", 0,
                               "a <note> holds text only: attribute %s is not "
                               "expected%s",
                               c->attrs[0].name, "");
        for (const nt_node *k = c->first; k; k = k->next)
            if (k->name)
                return nt_rs_error(p, c, "notation.unexpected", 0,
                                   "a <note> holds text only, not <%s>%s",
                                   (const char *)k->name, "");
        return nt_rs_error(p, c, "notation.unexpected", 0,
                           "a <note> cannot stand inside <%s>%s",
                           nt_rs_name(parent), "");
    }
    return nt_rs_error(p, c,
                       nt_play_child_rule(p, nt_rs_name(parent),
                                          nt_rs_name(c)),
                       0, "<%s> is not expected in <%s> here", nt_rs_name(c),
                       nt_rs_name(parent));
}

/* An element that carries a choice in its attributes holds nothing. */
int nt_rs_empty_answer(nt_play *p, const nt_node *c)
{
    for (const nt_node *k = c->first; k; k = k->next) {
        if (k->name)
            return nt_rs_error(
                p, k, "notation.unexpected", 0,
                "<%s> holds nothing: <%s> is not expected in it",
                nt_rs_name(c), nt_rs_name(k));
        if (!S_blank(k->text))
            return nt_rs_error(p, c, "notation.unexpected", 0,
                               "<%s> holds nothing: text is not expected in "
                               "it%s",
                               nt_rs_name(c), "");
    }
    return NT_OK;
}

/* Index of an unqualified attribute, or -1. */
static int S_attr_index(const nt_node *n, const char *name, const char **val)
{
    for (int i = 0; i < n->nattrs; i++) {
        if (nt_str_eq(n->attrs[i].name, name)) {
            *val = n->attrs[i].value;
            return i;
        }
    }
    return -1;
}

const char *nt_rs_take_attr(rframe *f, const char *name)
{
    const char *val = NULL;
    int i = S_attr_index(f->el, name, &val);
    if (i < 0)
        return NULL;
    if (i < 64)
        f->used |= (uint64_t)1 << i;
    return val;
}

/* Whether the frame's element may hold notes (and variations, which
 * stand where notes may). */
static int S_annotated(const nt_record_source *rs, const rframe *f)
{
    if (!f->el)
        return 0;
    if (!rs->note_parents)
        return 1;
    for (int i = 0; rs->note_parents[i]; i++)
        if (nt_is_elem(f->el, rs->note_parents[i]))
            return 1;
    return 0;
}

/* A note is free text where its game's grammar allows notes: no
 * attribute, no element inside.  Any other note is read as an element
 * that does not belong (nt_rs_unexpected says why). */
static int S_note_ok(const nt_record_source *rs, const rframe *f,
                     const nt_node *c)
{
    if (c->nattrs || !f->el)
        return 0;
    for (const nt_node *k = c->first; k; k = k->next)
        if (k->name)
            return 0;
    return S_annotated(rs, f);
}

/* A <variation> of ours: looked for at every child read, so the first
 * letter is tried before the name. */
static inline int S_is_variation(const nt_node *c)
{
    return (c->flags & NT_NODE_OURS) && c->name[0] == 'v' &&
           nt_str_eq(c->name, "variation");
}

/* Move the cursor past notes (handing them on), variations (checked),
 * blanks and children already consumed; return the next child element
 * to read, or NULL.  Where the line read leaves the record for a
 * variation, the cursor goes on in the variation. */
nt_node *nt_rs_advance(nt_record_source *rs, rframe *f, nt_play *p)
{
    while (f->cur) {
        nt_node *c = f->cur;
        if (!c->name || nt_rs_marked(c)) {
            f->cur = c->next;
            continue;
        }
        if (nt_is_elem(c, "note") && S_note_ok(rs, f, c)) {
            nt_buf scratch = {0};
            nt_play_note(p, nt_text(c, &scratch));
            nt_buf_free(&scratch);
            nt_rs_mark(c);
            f->cur = c->next;
            continue;
        }
        if (S_is_variation(c) && S_annotated(rs, f)) {
            nt_rs_variation(rs, f, p, c);
            f->cur = c->next;
            continue;
        }
        if (rs->routed < rs->nroute && c == rs->route[rs->routed].move) {
            nt_rs_splice(rs, p, f);
            continue;
        }
        f->move = c;
        f->nvar = 0;
        return c;
    }
    return NULL;
}

static int S_push(nt_record_source *rs, nt_play *p, nt_node *el)
{
    if (rs->depth == MAX_DEPTH) {
        unsigned long line, col;
        nt_node_pos(el ? el : rs->last, &line, &col);
        return nt_play_error(p, "notation.depth", line, col, 0,
                             "the record nests too deeply");
    }
    rframe *f = &rs->stack[rs->depth++];
    *f = (rframe){.el = el, .cur = el ? el->first : NULL};
    if (el)
        nt_rs_mark(el);
    return NT_OK;
}

static void S_pop(nt_record_source *rs)
{
    rframe *f = nt_rs_top(rs);
    nt_buf_free(&f->text);
    rs->depth--;
}

static int S_open(nt_source *s, nt_play *p, const char *name)
{
    nt_record_source *rs = nt_rs_self(s);
    rframe *f = nt_rs_top(rs);
    if (!f->el)
        return S_push(rs, p, NULL);
    nt_node *c = nt_rs_advance(rs, f, p);
    if (c && nt_is_elem(c, name)) {
        f->cur = c->next;
        rs->last = c;
        NT_TRY(S_push(rs, p, c));
        /* A move may be marked; the rules' own elements may not. */
        return nt_play_choosing(p) && nt_rs_may_mark(c)
                   ? nt_rs_take_mark(rs, p, nt_rs_top(rs), c)
                   : NT_OK;
    }
    if (!c && rs->nroute && nt_rs_line_ends(rs)) /* a variation stops */
        return NT_STOP;
    const char *why, *rule = nt_play_missing(p, &why);
    if (rule) {
        rs->last = c ? c : f->el;
        if (c)
            return nt_rs_error(p, c, rule, 0,
                               "%s, but the record has <%s> here", why,
                               nt_rs_name(c));
        return nt_rs_error(p, f->el, rule, 0, "%s, but <%s> ends here", why,
                           nt_rs_name(f->el));
    }
    if (!c) {
        /* Said at the last element the record has there, where it stops:
         * in a long record, <game>'s own line would tell nothing. */
        const nt_node *end = NULL;
        for (const nt_node *k = f->el->first; k; k = k->next)
            if (k->name)
                end = k;
        rs->last = f->el;
        if (end)
            return nt_rs_error(p, end, "notation.truncated", 0,
                               "the record stops after this <%s>, but the "
                               "game goes on: <%s> must follow",
                               nt_rs_name(end), name);
        return nt_rs_error(
            p, f->el, "notation.truncated", 0,
            "the record stops inside <%s>, but the game goes on:"
            " <%s> must follow",
            nt_rs_name(f->el), name);
    }
    rs->last = c;
    if (nt_is_elem(c, "note"))
        return nt_rs_unexpected(p, c, f->el);
    return nt_rs_error(p, c, "notation.unexpected", 0,
                       "<%s> found where the game needs <%s>", nt_rs_name(c),
                       name);
}

static int S_key_matches(const nt_play *p, const nt_node *c,
                         const nt_fact *key)
{
    const char *text = nt_attr(c, key->attr);
    int32_t v;
    if (!text || (key->with && !nt_attr(c, key->with)))
        return 0;
    if (key->type->parse(nt_play_state(p), text, &v))
        return 0;
    return v == key->value;
}

static int S_open_opt(nt_source *s, nt_play *p, const char *name,
                      const nt_fact *key, int kind, int *present)
{
    (void)kind;
    nt_record_source *rs = nt_rs_self(s);
    rframe *f = nt_rs_top(rs);
    *present = 0;
    if (!f->el)
        return S_push(rs, p, NULL);
    nt_node *c = nt_rs_advance(rs, f, p);
    if (c && nt_is_elem(c, name) && (!key || S_key_matches(p, c, key))) {
        f->cur = c->next;
        rs->last = c;
        *present = 1;
        return S_push(rs, p, c);
    }
    return S_push(rs, p, NULL);
}

static int S_leftover_text(const rframe *f)
{
    if (f->texted)
        return 0;
    return nt_has_text(f->el);
}

static int S_close(nt_source *s, nt_play *p)
{
    nt_record_source *rs = nt_rs_self(s);
    rframe *f = nt_rs_top(rs);
    int rc = NT_OK;
    if (f->el) {
        nt_node *c = f->spliced ? NULL : nt_rs_advance(rs, f, p);
        int i = 0;
        if (c) {
            rs->last = c;
            rc = nt_rs_unexpected(p, c, f->el);
        } else if (S_leftover_text(f)) {
            rc = nt_rs_error(p, f->el, "notation.unexpected", 0,
                             "<%s> holds text where none is expected%s",
                             nt_rs_name(f->el), "");
        } else if (f->tok && !S_blank(f->tok)) {
            rc = nt_rs_error(
                p, f->el, "notation.unexpected", 0,
                "<%s> lists more than the game uses: '%s' is left",
                nt_rs_name(f->el), f->tok + strspn(f->tok, " \t\r\n"));
        } else {
            for (i = 0; i < f->el->nattrs; i++) {
                if (i >= 64 || !(f->used & ((uint64_t)1 << i))) {
                    const char *n = f->el->attrs[i].name;
                    rs->last = f->el;
                    rc = nt_rs_error(p, f->el,
                                     nt_play_attr_rule(p, nt_rs_name(f->el), n),
                                     0, "attribute %s is not expected on <%s>",
                                     n, nt_rs_name(f->el));
                    break;
                }
            }
        }
        if (f->spliced && rs->depth > 1) {
            /* What the variation holds after this element's end is read
             * on at its parent's level. */
            rframe *up = &rs->stack[rs->depth - 2];
            up->cur = f->cur;
            up->move = f->move;
            up->nvar = f->nvar;
        }
    }
    S_pop(rs);
    return rc;
}

/* Next whitespace-separated token of the frame's text into `tok`;
 * 0 when there is none left. */
int nt_rs_next_token(rframe *f, char tok[MAX_TOKEN])
{
    if (!f->texted) {
        f->texted = 1;
        f->tok = nt_text(f->el, &f->text);
    }
    /* Short words, read for every card of a deal: plain loops. */
    const char *t = f->tok;
    while (S_space(*t))
        t++;
    size_t n = 0;
    while (t[n] && !S_space(t[n]))
        n++;
    f->tok = t + n;
    if (!n)
        return 0;
    if (n >= MAX_TOKEN)
        n = MAX_TOKEN - 1;
    memcpy(tok, t, n);
    tok[n] = '\0';
    return 1;
}

int nt_rs_bad_value(nt_play *p, const nt_node *at, const nt_type *t,
                    const char *text, int independent)
{
    unsigned long line, col;
    nt_node_pos(at, &line, &col);
    if (!t->invalid)
        return nt_play_error(p, t->rule ? t->rule : "notation.value", line,
                             col, independent, "'%s' is not a %s", text,
                             t->name);
    nt_buf why = {0};
    t->invalid(nt_play_state(p), text, &why);
    int rc = nt_play_error(p, t->rule ? t->rule : "notation.value", line, col,
                           independent, "%s", nt_buf_str(&why));
    nt_buf_free(&why);
    return rc;
}

static int S_more(nt_source *s, nt_play *p)
{
    nt_record_source *rs = nt_rs_self(s);
    rframe *f = nt_rs_top(rs);
    /* In a variation, what follows the end of an element it left open is
     * read at the levels above (and refused there if it fits none); at
     * the game's own level, as in any record. */
    if (!f->el || (f->spliced && rs->depth > 1))
        return 0;
    if (f->tok && !S_blank(f->tok))
        return 1;
    return nt_rs_advance(rs, f, p) != NULL;
}

/* When `c` was read as silence to an element choice, the elements that
 * choice takes: a misspelt <drew>, or a <stop/> written where a stop is
 * written as nothing, is then told for what it is. */
static void S_silence_hint(const rframe *f, const nt_node *c, nt_buf *out)
{
    if (c != f->silent_at || !f->silent_q || !f->silent_q->elems)
        return;
    nt_buf_printf(out, " (where it stands, the rules asked for a %s: ",
                  f->silent_q->what);
    for (int i = 0; f->silent_q->elems[i]; i++)
        nt_buf_printf(out, "%s<%s>", i ? ", " : "", f->silent_q->elems[i]);
    nt_buf_puts(out, ", or nothing)");
}

static int S_end(nt_source *s, nt_play *p, const char *rule, const char *msg)
{
    nt_record_source *rs = nt_rs_self(s);
    rframe *f = nt_rs_top(rs);
    if (!f->el)
        return NT_OK;
    if (f->tok && !S_blank(f->tok)) {
        rs->last = f->el;
        return nt_rs_error(p, f->el, rule, 0, "%s; '%s' is one too many", msg,
                           f->tok + strspn(f->tok, " \t\r\n"));
    }
    nt_node *c = nt_rs_advance(rs, f, p);
    if (!c)
        return NT_OK;
    rs->last = c;
    if (nt_is_elem(c, "note"))
        return nt_rs_unexpected(p, c, f->el);
    nt_buf why = {0};
    nt_buf_printf(&why, "%s; <%s> cannot follow", msg, nt_rs_name(c));
    S_silence_hint(f, c, &why);
    int rc = nt_rs_error(p, c, rule, 0, "%s%s", nt_buf_str(&why), "");
    nt_buf_free(&why);
    return rc;
}

static int S_peek(nt_source *s, nt_play *p, const char *elem,
                  const char *attr, nt_buf *out)
{
    nt_record_source *rs = nt_rs_self(s);
    rframe *f = nt_rs_top(rs);
    if (!f->el)
        return 0;
    nt_node *c = nt_rs_advance(rs, f, p);
    if (!c || !nt_is_elem(c, elem))
        return 0;
    rs->last = c;
    const char *v = attr ? nt_attr(c, attr) : NULL;
    if (v)
        nt_buf_puts(out, v);
    return 1;
}

static int S_next_is(nt_source *s, nt_play *p, const char *name)
{
    nt_record_source *rs = nt_rs_self(s);
    rframe *f = nt_rs_top(rs);
    if (!f->el)
        return 0;
    nt_node *c = nt_rs_advance(rs, f, p);
    return c && nt_is_elem(c, name);
}

static void S_where(nt_source *s, unsigned long *line, unsigned long *col)
{
    nt_record_source *rs = nt_rs_self(s);
    nt_node_pos(rs->last, line, col);
}

nt_record_source *nt_record_source_new(nt_node *root, nt_node *first)
{
    nt_record_source *rs = nt_xmalloc(sizeof *rs);
    memset(rs, 0, offsetof(nt_record_source, stack));
    rs->base.open = S_open;
    rs->base.open_opt = S_open_opt;
    rs->base.close = S_close;
    rs->base.fact = nt_rs_fact;
    rs->base.answer = nt_rs_answer;
    rs->base.more = S_more;
    rs->base.end = S_end;
    rs->base.peek = S_peek;
    rs->base.next_is = S_next_is;
    rs->base.where = S_where;
    rs->base.misplaced = nt_rs_misplaced;
    rframe *f = &rs->stack[rs->depth++];
    *f = (rframe){.el = root, .cur = first};
    f->used = ~(uint64_t)0; /* the caller reads the root's attributes */
    rs->last = root;
    return rs;
}

void nt_record_source_free(nt_record_source *s)
{
    if (!s)
        return;
    while (s->depth > 0)
        S_pop(s);
    free(s);
}

void nt_record_source_trust_facts(nt_source *base)
{
    nt_rs_self(base)->trust_facts = 1;
}

void nt_record_source_recompute(nt_source *base, nt_fact_fix_fn fn,
                                void *user)
{
    nt_record_source *rs = nt_rs_self(base);
    rs->trust_facts = 1;
    rs->on_fix = fn;
    rs->fix_user = user;
}

void nt_record_source_notes(nt_record_source *s,
                            const char *const *parents)
{
    s->note_parents = parents;
}

nt_source *nt_record_source_base(nt_record_source *s)
{
    return &s->base;
}

int nt_record_source_finish(nt_record_source *s, nt_play *p)
{
    if (s->depth != 1)
        return NT_OK;
    rframe *f = nt_rs_top(s);
    nt_node *c = nt_rs_advance(s, f, p);
    if (!c)
        return NT_OK;
    s->last = c;
    return nt_rs_error(p, c, "notation.unexpected", 0,
                       "<%s> follows the end of the game%s", nt_rs_name(c),
                       "");
}

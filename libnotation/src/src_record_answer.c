/* The answers a record gives the engine's asks (src_record_internal.h):
 * an element named for the choice, an attribute, a token of the element's
 * text, or a keyed child such as <roll seat="2">.  A keyed answer the
 * record writes further on than the rules ask for it is remembered (a
 * suspect) and reported as out of order if the record goes wrong before
 * it is read. */
#include <string.h>

#include "record.h"
#include "src_record_internal.h"
#include "str.h"

/* A key that names nothing of this game (<roll seat="5"> with two
 * players), cited under the rule of the choice it claims to answer. */
static int S_bad_key(nt_play *p, const nt_node *at, const nt_ask *a,
                     const char *text)
{
    unsigned long line, col;
    nt_buf why = {0};
    const nt_type *t = a->q->keytype;
    if (t->invalid)
        t->invalid(nt_play_state(p), text, &why);
    else
        nt_buf_printf(&why, "'%s' is not a %s", text, t->name);
    nt_node_pos(at, &line, &col);
    int rc = nt_play_error(p, t->rule ? t->rule : NT_ASK_RULE(a), line, col,
                           0, "<%s %s=\"%s\">: %s", nt_rs_name(at), a->q->key,
                           text, nt_buf_str(&why));
    nt_buf_free(&why);
    return rc;
}

static int S_answer_elem(nt_record_source *rs, nt_play *p, rframe *f,
                         const nt_ask *a, int32_t *out)
{
    nt_node *c = nt_rs_advance(rs, f, p);
    rs->last = c ? c : f->el;
    *out = a->dflt;
    if (!c && rs->nroute && nt_rs_line_ends(rs)) /* a variation stops */
        return NT_STOP;
    if (!c || !nt_is_elem(c, NULL))
        return NT_OK;
    if (nt_is_elem(c, "note"))
        return nt_rs_unexpected(p, c, f->el);
    for (int i = 0; a->q->elems[i]; i++) {
        if (nt_str_eq(a->q->elems[i], nt_rs_name(c))) {
            *out = i;
            return NT_OK;
        }
    }
    if (nt_ask_allows(a, a->dflt)) {
        f->silent_at = c; /* silence here; what follows is read later */
        f->silent_q = a->q;
        return NT_OK;
    }
    nt_buf legal = {0};
    nt_ask_legal_words(p, a, &legal);
    unsigned long line, col;
    nt_node_pos(c, &line, &col);
    int rc = nt_play_error(p, NT_ASK_RULE(a), line, col, 0,
                           "<%s> is not a legal %s here; the rules require "
                           "one of: %s",
                           nt_rs_name(c), NT_ASK_WHAT(a), nt_buf_str(&legal));
    nt_buf_free(&legal);
    return rc;
}

static int S_parse_answer(nt_play *p, const nt_node *at, const nt_type *t,
                          const char *text, int32_t *out)
{
    if (t->parse(nt_play_state(p), text, out))
        return nt_rs_bad_value(p, at, t, text, 0);
    return NT_OK;
}

/* Whether a child is written as an answer to keyed question q: its name,
 * and the question's attribute (choices of different kinds may share an
 * element name, <green take> and <green pay>). */
static int S_keyed_shape(const nt_node *c, const nt_question *q)
{
    return nt_is_elem(c, q->elem) && nt_attr(c, q->attr) != NULL;
}

static int S_key_is(const nt_play *p, const nt_node *c, const nt_question *q,
                    int32_t key)
{
    const char *k = nt_attr(c, q->key);
    int32_t kv;
    return k && !q->keytype->parse(nt_play_state(p), k, &kv) && kv == key;
}

/* The first child after the cursor that answers this keyed ask. */
static const nt_node *S_later_answer(const rframe *f, const nt_play *p,
                                     const nt_ask *a)
{
    for (const nt_node *c = f->cur; c; c = c->next)
        if (!nt_rs_marked(c) && S_keyed_shape(c, a->q) &&
            S_key_is(p, c, a->q, a->key))
            return c;
    return NULL;
}

static void S_describe_elem(const nt_node *c, nt_buf *out)
{
    unsigned long line, col;
    nt_node_pos(c, &line, &col);
    nt_buf_printf(out, "<%s", nt_rs_name(c));
    for (int i = 0; i < c->nattrs; i++)
        nt_buf_printf(out, " %s=\"%s\"", c->attrs[i].name, c->attrs[i].value);
    nt_buf_printf(out, "> (line %lu)", line);
}

/* The misplacement of a suspect, reported at the late child. */
static int S_report_misplaced(nt_play *p, const suspect *sus)
{
    nt_buf late = {0}, next = {0};
    unsigned long line, col;
    S_describe_elem(sus->late, &late);
    if (sus->next)
        S_describe_elem(sus->next, &next);
    else
        nt_buf_puts(&next, "the end of its element");
    nt_node_pos(sus->late, &line, &col);
    int rc = nt_play_error(p, sus->rule, line, col, 0,
                           "%s is out of order: the rules ask for this %s "
                           "before %s",
                           nt_buf_str(&late), sus->what, nt_buf_str(&next));
    nt_buf_free(&late);
    nt_buf_free(&next);
    return rc;
}

/* The child where a required keyed answer is due has the answer's shape
 * but names another key, or none: say so, with the key asked, rather
 * than call the answer missing. */
static int S_wrong_key(nt_play *p, const nt_node *c, const nt_ask *a)
{
    const nt_question *q = a->q;
    nt_buf want = {0}, legal = {0};
    unsigned long line, col;
    q->keytype->format(nt_play_state(p), a->key, &want);
    nt_ask_legal_words(p, a, &legal);
    nt_node_pos(c, &line, &col);
    const char *k = nt_attr(c, q->key);
    nt_buf got = {0};
    if (k)
        nt_buf_printf(&got, "<%s %s=\"%s\"> answers for another %s", q->elem,
                      q->key, k, q->key);
    else
        nt_buf_printf(&got, "<%s> names no %s", q->elem, q->key);
    int rc = nt_play_error(
        p, k ? nt_play_wrong_key_rule(p, a) : NT_ASK_RULE(a), line, col, 0,
        "%s: the rules ask for %s=\"%s\" here (%s: %s)", nt_buf_str(&got),
        q->key, nt_buf_str(&want), NT_ASK_WHAT(a), nt_buf_str(&legal));
    nt_buf_free(&got);
    nt_buf_free(&want);
    nt_buf_free(&legal);
    return rc;
}

/* Silence where a later child answers the ask.  If silence is legal the
 * child may belong to a later ask of the same kind: remember it, and
 * tell only if the record goes wrong before it is read.  If silence is
 * illegal the record is wrong here: say where the answer stands. */
static int S_keyed_silence(nt_record_source *rs, nt_play *p, rframe *f,
                           const nt_ask *a, const nt_node *next)
{
    const nt_node *late = S_later_answer(f, p, a);
    int32_t v;
    if (!late && next && S_keyed_shape(next, a->q) &&
        !nt_ask_allows(a, a->dflt)) {
        rs->last = next;
        return S_wrong_key(p, next, a);
    }
    if (!late)
        return NT_OK;
    const char *text = nt_attr(late, a->q->attr);
    int parsed = !a->q->type->parse(nt_play_state(p), text, &v);
    if (nt_ask_allows(a, a->dflt) &&
        (f->sus.late || !parsed || v == a->dflt || !nt_ask_allows(a, v)))
        return NT_OK;
    suspect sus = {late, next, nt_play_order_rule(p, a), NT_ASK_WHAT(a)};
    if (!nt_ask_allows(a, a->dflt)) {
        rs->last = late;
        return S_report_misplaced(p, &sus);
    }
    f->sus = sus;
    return NT_OK;
}

/* A keyed answer is the next child when it has the question's shape and
 * names this key; otherwise the record is silent here (the ask's
 * default).  The order of a record is the order of the rules. */
static int S_answer_keyed(nt_record_source *rs, nt_play *p, rframe *f,
                          const nt_ask *a, int32_t *out)
{
    const nt_question *q = a->q;
    nt_node *c = nt_rs_advance(rs, f, p);
    *out = a->dflt;
    rs->last = c ? c : f->el;
    if (!c && rs->nroute && nt_rs_line_ends(rs)) /* a variation stops */
        return NT_STOP;
    if (!c || !S_keyed_shape(c, q) || !S_key_is(p, c, q, a->key)) {
        if (c && S_keyed_shape(c, q) && nt_attr(c, q->key)) {
            int32_t kv;
            const char *k = nt_attr(c, q->key);
            if (q->keytype->parse(nt_play_state(p), k, &kv))
                return S_bad_key(p, c, a, k);
        }
        return S_keyed_silence(rs, p, f, a, c);
    }
    f->cur = c->next;
    if (f->sus.late == c)
        f->sus.late = NULL;
    for (int i = 0; i < c->nattrs; i++) {
        const char *n = c->attrs[i].name;
        if (strcmp(n, q->key) && strcmp(n, q->attr) && !nt_rs_is_mark_attr(n))
            return nt_rs_error(p, c, nt_play_attr_rule(p, q->elem, n), 0,
                               "attribute %s is not expected on <%s>", n,
                               q->elem);
    }

    nt_rs_mark(c);
    if (nt_rs_may_mark(c))
        NT_TRY(nt_rs_take_mark(rs, p, NULL, c));
    NT_TRY(nt_rs_empty_answer(p, c));
    return S_parse_answer(p, c, q->type, nt_attr(c, q->attr), out);
}

int nt_rs_answer(nt_source *s, nt_play *p, const nt_ask *a, int32_t *out)
{
    nt_record_source *rs = nt_rs_self(s);
    rframe *f = nt_rs_top(rs);
    char tok[MAX_TOKEN];
    *out = a->dflt;
    if (!f->el)
        return NT_OK;
    switch (a->q->bind) {
    case NT_BIND_ELEM:
        return S_answer_elem(rs, p, f, a, out);
    case NT_BIND_ATTR: {
        rs->last = f->el;
        const char *text = nt_rs_take_attr(f, a->q->attr);
        return text ? S_parse_answer(p, f->el, a->q->type, text, out) : NT_OK;
    }
    case NT_BIND_TOKEN:
        rs->last = f->el;
        if (!nt_rs_next_token(f, tok))
            return NT_OK;
        return S_parse_answer(p, f->el, a->q->type, tok, out);
    case NT_BIND_KEYED:
        return S_answer_keyed(rs, p, f, a, out);
    }
    return NT_OK;
}

/* An error is about to be recorded: if a suspect is pending in any open
 * element, the misplacement comes first (the error is its consequence). */
int nt_rs_misplaced(nt_source *s, nt_play *p)
{
    nt_record_source *rs = nt_rs_self(s);
    for (int i = rs->depth - 1; i >= 0; i--) {
        suspect *sus = &rs->stack[i].sus;
        if (sus->late && !nt_rs_marked(sus->late)) {
            suspect copy = *sus;
            sus->late = NULL;
            rs->last = copy.late;
            S_report_misplaced(p, &copy);
            return 1;
        }
    }
    return 0;
}

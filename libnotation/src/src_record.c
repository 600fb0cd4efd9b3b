#include "src_record.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "str.h"

#define MAX_DEPTH 64
#define MAX_TOKEN 128

/* A keyed choice the record left to its default here while a later
 * child of the same element answers it: the record may have written it
 * out of order.  If anything goes wrong before that child is read in its
 * turn, the misplacement is what gets reported (S_misplaced). */
typedef struct suspect {
    const nt_node *late;  /* the child that answers it, further on */
    const nt_node *next;  /* what stood where the rules asked for it */
    const char *rule;
    const char *what;
} suspect;

typedef struct rframe {
    nt_node *el;      /* NULL: an optional element the record leaves out */
    nt_node *cur;     /* next child to look at */
    uint64_t used;    /* attributes consumed, one bit each */
    nt_buf text;      /* scratch for the element's text, when read */
    int texted;       /* its tokens are being read */
    const char *tok;  /* next token */
    suspect sus;      /* sus.late == NULL: none */
} rframe;

struct nt_record_source {
    nt_source base;
    rframe stack[MAX_DEPTH];
    int depth;
    const nt_node *last; /* what is being read, for diagnostics */
    const char *const *note_parents; /* NULL: notes anywhere */
};

static nt_record_source *S_self(nt_source *s)
{
    return (nt_record_source *)s;
}

static rframe *S_top(nt_record_source *rs)
{
    return &rs->stack[rs->depth - 1];
}

static const char *S_name(const nt_node *n)
{
    return (const char *)n->name;
}

static void S_mark(nt_node *n)
{
    n->flags |= NT_NODE_USED;
}

static int S_marked(const nt_node *n)
{
    return (n->flags & NT_NODE_USED) != 0;
}

static int S_blank(const char *s)
{
    for (; s && *s; s++)
        if (!isspace((unsigned char)*s))
            return 0;
    return 1;
}

static int S_error(nt_play *p, const nt_node *at, const char *rule,
                   int independent, const char *fmt, const char *a,
                   const char *b)
{
    unsigned long line, col;
    nt_node_pos(at, &line, &col);
    return nt_play_error(p, rule, line, col, independent, fmt, a, b);
}

/* A child that does not belong where it stands, said in the words that
 * fit it: a note in the wrong place or shape, or any other element. */
static int S_unexpected(nt_play *p, const nt_node *c, const nt_node *parent)
{
    if (nt_is_elem(c, "note")) {
        if (c->nattrs)
            return S_error(p, c, "notation.unexpected", 0,
                           "a <note> holds text only: attribute %s is not "
                           "expected%s",
                           c->attrs[0].name, "");
        for (const nt_node *k = c->first; k; k = k->next)
            if (k->name)
                return S_error(p, c, "notation.unexpected", 0,
                               "a <note> holds text only, not <%s>%s",
                               (const char *)k->name, "");
        return S_error(p, c, "notation.unexpected", 0,
                       "a <note> cannot stand inside <%s>%s",
                       S_name(parent), "");
    }
    return S_error(p, c, "notation.unexpected", 0,
                   "<%s> is not expected in <%s> here", S_name(c),
                   S_name(parent));
}

/* An element that carries a choice in its attributes holds nothing. */
static int S_empty_answer(nt_play *p, const nt_node *c)
{
    for (const nt_node *k = c->first; k; k = k->next) {
        if (k->name)
            return S_error(p, k, "notation.unexpected", 0,
                           "<%s> holds nothing: <%s> is not expected in it",
                           S_name(c), S_name(k));
        if (!S_blank(k->text))
            return S_error(p, c, "notation.unexpected", 0,
                           "<%s> holds nothing: text is not expected in "
                           "it%s",
                           S_name(c), "");
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

static const char *S_take_attr(rframe *f, const char *name)
{
    const char *val = NULL;
    int i = S_attr_index(f->el, name, &val);
    if (i < 0)
        return NULL;
    if (i < 64)
        f->used |= (uint64_t)1 << i;
    return val;
}

/* A note is free text where its game's grammar allows notes: no
 * attribute, no element inside.  Any other note is read as an element
 * that does not belong (S_unexpected says why). */
static int S_note_ok(const nt_record_source *rs, const rframe *f,
                     const nt_node *c)
{
    if (c->nattrs || !f->el)
        return 0;
    for (const nt_node *k = c->first; k; k = k->next)
        if (k->name)
            return 0;
    if (!rs->note_parents)
        return 1;
    for (int i = 0; rs->note_parents[i]; i++)
        if (nt_is_elem(f->el, rs->note_parents[i]))
            return 1;
    return 0;
}

/* Move the cursor past notes (handing them on), blanks and children
 * already consumed; return the next child element to read, or NULL. */
static nt_node *S_advance(const nt_record_source *rs, rframe *f, nt_play *p)
{
    for (; f->cur; f->cur = f->cur->next) {
        nt_node *c = f->cur;
        if (!c->name)
            continue;
        if (S_marked(c))
            continue;
        if (nt_is_elem(c, "note") && S_note_ok(rs, f, c)) {
            nt_buf scratch = {0};
            nt_play_note(p, nt_text(c, &scratch));
            nt_buf_free(&scratch);
            S_mark(c);
            continue;
        }
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
    memset(f, 0, sizeof *f);
    f->el = el;
    f->cur = el ? el->first : NULL;
    if (el)
        S_mark(el);
    return NT_OK;
}

static void S_pop(nt_record_source *rs)
{
    rframe *f = S_top(rs);
    nt_buf_free(&f->text);
    rs->depth--;
}

static int S_open(nt_source *s, nt_play *p, const char *name)
{
    nt_record_source *rs = S_self(s);
    rframe *f = S_top(rs);
    if (!f->el)
        return S_push(rs, p, NULL);
    nt_node *c = S_advance(rs, f, p);
    if (c && nt_is_elem(c, name)) {
        f->cur = c->next;
        rs->last = c;
        return S_push(rs, p, c);
    }
    const char *why, *rule = nt_play_missing(p, &why);
    if (rule) {
        rs->last = c ? c : f->el;
        if (c)
            return S_error(p, c, rule, 0, "%s, but the record has <%s> here",
                           why, S_name(c));
        return S_error(p, f->el, rule, 0, "%s, but <%s> ends here", why,
                       S_name(f->el));
    }
    if (!c) {
        rs->last = f->el;
        return S_error(p, f->el, "notation.truncated", 0,
                       "the record stops inside <%s>, but the game goes on:"
                       " <%s> must follow",
                       S_name(f->el), name);
    }
    rs->last = c;
    if (nt_is_elem(c, "note"))
        return S_unexpected(p, c, f->el);
    return S_error(p, c, "notation.unexpected", 0,
                   "<%s> found where the game needs <%s>", S_name(c), name);
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
    nt_record_source *rs = S_self(s);
    rframe *f = S_top(rs);
    *present = 0;
    if (!f->el)
        return S_push(rs, p, NULL);
    nt_node *c = S_advance(rs, f, p);
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
    nt_record_source *rs = S_self(s);
    rframe *f = S_top(rs);
    int rc = NT_OK;
    if (f->el) {
        nt_node *c = S_advance(rs, f, p);
        int i = 0;
        if (c) {
            rs->last = c;
            rc = S_unexpected(p, c, f->el);
        } else if (S_leftover_text(f)) {
            rc = S_error(p, f->el, "notation.unexpected", 0,
                         "<%s> holds text where none is expected%s",
                         S_name(f->el), "");
        } else if (f->tok && !S_blank(f->tok)) {
            rc = S_error(p, f->el, "notation.unexpected", 0,
                         "<%s> lists more than the game uses: '%s' is left",
                         S_name(f->el), f->tok + strspn(f->tok, " \t\r\n"));
        } else {
            for (i = 0; i < f->el->nattrs; i++) {
                if (i >= 64 || !(f->used & ((uint64_t)1 << i))) {
                    rs->last = f->el;
                    rc = S_error(p, f->el, "notation.unexpected", 0,
                                 "attribute %s is not expected on <%s>",
                                 f->el->attrs[i].name, S_name(f->el));
                    break;
                }
            }
        }
    }
    S_pop(rs);
    return rc;
}

/* Next whitespace-separated token of the frame's text into `tok`;
 * 0 when there is none left. */
static int S_next_token(rframe *f, char tok[MAX_TOKEN])
{
    if (!f->texted) {
        f->texted = 1;
        f->tok = nt_text(f->el, &f->text);
    }
    const char *t = f->tok + strspn(f->tok, " \t\r\n");
    size_t n = strcspn(t, " \t\r\n");
    if (!n) {
        f->tok = t;
        return 0;
    }
    if (n >= MAX_TOKEN)
        n = MAX_TOKEN - 1;
    memcpy(tok, t, n);
    tok[n] = '\0';
    f->tok = t + strcspn(t, " \t\r\n");
    return 1;
}

static int S_bad_value(nt_play *p, const nt_node *at, const nt_type *t,
                       const char *text, int independent)
{
    unsigned long line, col;
    nt_node_pos(at, &line, &col);
    if (!t->invalid)
        return nt_play_error(p, "notation.value", line, col, independent,
                             "'%s' is not a %s", text, t->name);
    nt_buf why = {0};
    t->invalid(nt_play_state(p), text, &why);
    int rc = nt_play_error(p, t->rule ? t->rule : "notation.value", line, col,
                           independent, "%s", nt_buf_str(&why));
    nt_buf_free(&why);
    return rc;
}

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
                           0, "<%s %s=\"%s\">: %s", S_name(at), a->q->key,
                           text, nt_buf_str(&why));
    nt_buf_free(&why);
    return rc;
}

static int S_same_list(const int32_t *a, const int32_t *b, int n,
                       int unordered)
{
    if (!unordered)
        return !memcmp(a, b, (size_t)n * sizeof *a);
    /* Small lists: count matches, marking what is used. */
    unsigned char used[NT_MAX_LEGAL] = {0};
    for (int i = 0; i < n; i++) {
        int j;
        for (j = 0; j < n; j++)
            if (!used[j] && b[j] == a[i])
                break;
        if (j == n)
            return 0;
        used[j] = 1;
    }
    return 1;
}

static void S_format_list(nt_play *p, const nt_type *t, const int32_t *v,
                          int n, nt_buf *out)
{
    for (int i = 0; i < n; i++) {
        if (i)
            nt_buf_putc(out, ' ');
        nt_play_format(p, t, v[i], out);
    }
    if (!n)
        nt_buf_puts(out, "(none)");
}

static int S_fact_list(nt_record_source *rs, nt_play *p, rframe *f,
                       const nt_fact *fact, int *present)
{
    int32_t got[NT_MAX_LEGAL];
    int n = 0;
    char tok[MAX_TOKEN];
    *present = 1;
    while (S_next_token(f, tok)) {
        int32_t v;
        if (fact->type->parse(nt_play_state(p), tok, &v))
            return S_bad_value(p, f->el, fact->type, tok, 1);
        if (n < NT_MAX_LEGAL)
            got[n++] = v;
    }
    if (n == fact->nlist &&
        S_same_list(got, fact->list, n, fact->unordered))
        return NT_OK;
    nt_buf a = {0}, b = {0};
    S_format_list(p, fact->type, got, n, &a);
    S_format_list(p, fact->type, fact->list, fact->nlist, &b);
    rs->last = f->el;
    int rc = S_error(p, f->el, fact->rule, 1,
                     "the record says %s, but the rules give %s",
                     nt_buf_str(&a), nt_buf_str(&b));
    nt_buf_free(&a);
    nt_buf_free(&b);
    return rc;
}

static int S_fact(nt_source *s, nt_play *p, const nt_fact *fact,
                  int *present)
{
    nt_record_source *rs = S_self(s);
    rframe *f = S_top(rs);
    *present = 0;
    if (!f->el)
        return NT_OK;
    if (!fact->attr)
        return S_fact_list(rs, p, f, fact, present);
    const char *text = S_take_attr(f, fact->attr);
    if (!text)
        return NT_OK;
    *present = 1;
    int32_t v;
    if (fact->type->parse(nt_play_state(p), text, &v))
        return S_bad_value(p, f->el, fact->type, text, 1);
    if (v == fact->value)
        return NT_OK;
    nt_buf want = {0};
    nt_play_format(p, fact->type, fact->value, &want);
    rs->last = f->el;
    unsigned long line, col;
    nt_node_pos(f->el, &line, &col);
    nt_buf why = {0};
    if (fact->why) {
        nt_buf_puts(&why, ": ");
        fact->why(fact->why_arg, &why);
    }
    const char *rule = fact->rule_of ? fact->rule_of(fact->why_arg, v) : NULL;
    int rc = nt_play_error(p, rule ? rule : fact->rule, line, col, 1,
                           "the record says %s=\"%s\", but the rules give "
                           "%s=\"%s\"%s",
                           fact->attr, text, fact->attr, nt_buf_str(&want),
                           nt_buf_str(&why));
    nt_buf_free(&want);
    nt_buf_free(&why);
    return rc;
}

static int S_answer_elem(nt_record_source *rs, nt_play *p, rframe *f,
                         const nt_ask *a, int32_t *out)
{
    nt_node *c = S_advance(rs, f, p);
    rs->last = c ? c : f->el;
    *out = a->dflt;
    if (!c || !nt_is_elem(c, NULL))
        return NT_OK;
    if (nt_is_elem(c, "note"))
        return S_unexpected(p, c, f->el);
    for (int i = 0; a->q->elems[i]; i++) {
        if (nt_str_eq(a->q->elems[i], S_name(c))) {
            *out = i;
            return NT_OK;
        }
    }
    if (nt_ask_allows(a, a->dflt))
        return NT_OK; /* silence here; what follows is read later */
    nt_buf legal = {0};
    nt_ask_legal_words(p, a, &legal);
    unsigned long line, col;
    nt_node_pos(c, &line, &col);
    int rc = nt_play_error(p, NT_ASK_RULE(a), line, col, 0,
                           "<%s> is not a legal %s here; the rules require "
                           "one of: %s",
                           S_name(c), NT_ASK_WHAT(a), nt_buf_str(&legal));
    nt_buf_free(&legal);
    return rc;
}

static int S_parse_answer(nt_play *p, const nt_node *at, const nt_type *t,
                          const char *text, int32_t *out)
{
    if (t->parse(nt_play_state(p), text, out))
        return S_bad_value(p, at, t, text, 0);
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
        if (!S_marked(c) && S_keyed_shape(c, a->q) &&
            S_key_is(p, c, a->q, a->key))
            return c;
    return NULL;
}

static void S_describe_elem(const nt_node *c, nt_buf *out)
{
    unsigned long line, col;
    nt_node_pos(c, &line, &col);
    nt_buf_printf(out, "<%s", S_name(c));
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

/* Silence where a later child answers the ask.  If silence is legal the
 * child may belong to a later ask of the same kind: remember it, and
 * tell only if the record goes wrong before it is read.  If silence is
 * illegal the record is wrong here: say where the answer stands. */
static int S_keyed_silence(nt_record_source *rs, nt_play *p, rframe *f,
                           const nt_ask *a, const nt_node *next)
{
    const nt_node *late = S_later_answer(f, p, a);
    int32_t v;
    if (!late)
        return NT_OK;
    const char *text = nt_attr(late, a->q->attr);
    int parsed = !a->q->type->parse(nt_play_state(p), text, &v);
    if (nt_ask_allows(a, a->dflt) &&
        (f->sus.late || !parsed || v == a->dflt || !nt_ask_allows(a, v)))
        return NT_OK;
    suspect sus = {late, next, NT_ASK_RULE(a), NT_ASK_WHAT(a)};
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
    nt_node *c = S_advance(rs, f, p);
    *out = a->dflt;
    rs->last = c ? c : f->el;
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
        if (strcmp(n, q->key) && strcmp(n, q->attr))
            return S_error(p, c, "notation.unexpected", 0,
                           "attribute %s is not expected on <%s>", n,
                           q->elem);
    }

    S_mark(c);
    NT_TRY(S_empty_answer(p, c));
    return S_parse_answer(p, c, q->type, nt_attr(c, q->attr), out);
}

static int S_answer(nt_source *s, nt_play *p, const nt_ask *a, int32_t *out)
{
    nt_record_source *rs = S_self(s);
    rframe *f = S_top(rs);
    char tok[MAX_TOKEN];
    *out = a->dflt;
    if (!f->el)
        return NT_OK;
    switch (a->q->bind) {
    case NT_BIND_ELEM:
        return S_answer_elem(rs, p, f, a, out);
    case NT_BIND_ATTR: {
        rs->last = f->el;
        const char *text = S_take_attr(f, a->q->attr);
        return text ? S_parse_answer(p, f->el, a->q->type, text, out) : NT_OK;
    }
    case NT_BIND_TOKEN:
        rs->last = f->el;
        if (!S_next_token(f, tok))
            return NT_OK;
        return S_parse_answer(p, f->el, a->q->type, tok, out);
    case NT_BIND_KEYED:
        return S_answer_keyed(rs, p, f, a, out);
    }
    return NT_OK;
}

static int S_more(nt_source *s, nt_play *p)
{
    nt_record_source *rs = S_self(s);
    rframe *f = S_top(rs);
    if (!f->el)
        return 0;
    if (f->tok && !S_blank(f->tok))
        return 1;
    return S_advance(rs, f, p) != NULL;
}

static int S_end(nt_source *s, nt_play *p, const char *rule, const char *msg)
{
    nt_record_source *rs = S_self(s);
    rframe *f = S_top(rs);
    if (!f->el)
        return NT_OK;
    if (f->tok && !S_blank(f->tok)) {
        rs->last = f->el;
        return S_error(p, f->el, rule, 0, "%s; '%s' is one too many", msg,
                       f->tok + strspn(f->tok, " \t\r\n"));
    }
    nt_node *c = S_advance(rs, f, p);
    if (!c)
        return NT_OK;
    rs->last = c;
    if (nt_is_elem(c, "note"))
        return S_unexpected(p, c, f->el);
    return S_error(p, c, rule, 0, "%s; <%s> cannot follow", msg, S_name(c));
}

static int S_peek(nt_source *s, nt_play *p, const char *elem,
                  const char *attr, nt_buf *out)
{
    nt_record_source *rs = S_self(s);
    rframe *f = S_top(rs);
    if (!f->el)
        return 0;
    nt_node *c = S_advance(rs, f, p);
    if (!c || !nt_is_elem(c, elem))
        return 0;
    rs->last = c;
    const char *v = attr ? nt_attr(c, attr) : NULL;
    if (v)
        nt_buf_puts(out, v);
    return 1;
}

/* An error is about to be recorded: if a suspect is pending in any open
 * element, the misplacement comes first (the error is its consequence). */
static int S_misplaced(nt_source *s, nt_play *p)
{
    nt_record_source *rs = S_self(s);
    for (int i = rs->depth - 1; i >= 0; i--) {
        suspect *sus = &rs->stack[i].sus;
        if (sus->late && !S_marked(sus->late)) {
            suspect copy = *sus;
            sus->late = NULL;
            rs->last = copy.late;
            S_report_misplaced(p, &copy);
            return 1;
        }
    }
    return 0;
}

static void S_where(nt_source *s, unsigned long *line, unsigned long *col)
{
    nt_record_source *rs = S_self(s);
    nt_node_pos(rs->last, line, col);
}

nt_record_source *nt_record_source_new(nt_node *root, nt_node *first)
{
    nt_record_source *rs = nt_xcalloc(1, sizeof *rs);
    rs->base.open = S_open;
    rs->base.open_opt = S_open_opt;
    rs->base.close = S_close;
    rs->base.fact = S_fact;
    rs->base.answer = S_answer;
    rs->base.more = S_more;
    rs->base.end = S_end;
    rs->base.peek = S_peek;
    rs->base.where = S_where;
    rs->base.misplaced = S_misplaced;
    rframe *f = &rs->stack[rs->depth++];
    f->el = root;
    f->cur = first;
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
    rframe *f = S_top(s);
    nt_node *c = S_advance(s, f, p);
    if (!c)
        return NT_OK;
    s->last = c;
    return S_error(p, c, "notation.unexpected", 0,
                   "<%s> follows the end of the game%s", S_name(c), "");
}

/* The engine's side of the conversation (play.h): the structure a record
 * is laid out in, the facts, the choices and their diagnostics, the
 * telling.  The built-in value types are in values.c. */
#include "play.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 64

struct nt_play {
    nt_play_config c;
    unsigned char emit[MAX_DEPTH]; /* is each open element written? */
    int depth;
    long steps;
    long actions;
    nt_diag *diag;
    size_t ndiag, capdiag;
    nt_buf scratch;
    /* nt_open_why: what to cite if the element is missing. */
    const char *missing_rule;
    const char *missing_fmt;
    va_list *missing_ap;
    nt_buf missing;
    int explaining;  /* the source is reporting a misplacement */
    /* Last, and not zeroed: written before they are read. */
    int32_t listed[NT_MAX_LEGAL]; /* answers of a choice listed on demand */
    uint32_t listed_odds[NT_MAX_LEGAL];
};

nt_play *nt_play_new(const nt_play_config *c)
{
    /* Two plays a record: zeroing the lists' room would cost more than
     * most of a short record's replay. */
    nt_play *p = nt_xmalloc(sizeof *p);
    memset(p, 0, offsetof(nt_play, listed));
    p->c = *c;
    return p;
}

void nt_diags_free(nt_diag *d, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(d[i].message);
        free(d[i].detail);
    }
    free(d);
}

void nt_play_free(nt_play *p)
{
    if (!p)
        return;
    nt_diags_free(p->diag, p->ndiag);
    nt_buf_free(&p->scratch);
    nt_buf_free(&p->missing);
    free(p);
}

long nt_play_steps(const nt_play *p) { return p->steps; }
long nt_play_actions(const nt_play *p) { return p->actions; }
size_t nt_play_ndiag(const nt_play *p) { return p->ndiag; }
nt_diag *nt_play_diags(nt_play *p) { return p->diag; }
const void *nt_play_state(const nt_play *p) { return p->c.state; }
nt_facts_mode nt_play_facts_mode(const nt_play *p) { return p->c.facts; }
int nt_narrating(const nt_play *p) { return p->c.narrate; }

/* Labels alone are wanted for the step replay stops after (it prints
 * what that step was), or for every step when it goes to the end. */
int nt_labelling(const nt_play *p)
{
    return p->c.narrate ||
           (p->c.labels && (p->c.stop_at < 0 || p->steps + 1 == p->c.stop_at));
}

nt_diag *nt_play_take_diags(nt_play *p, size_t *n)
{
    nt_diag *d = p->diag;
    *n = p->ndiag;
    p->diag = NULL;
    p->ndiag = p->capdiag = 0;
    return d;
}

void nt_play_format(const nt_play *p, const nt_type *t, int32_t v,
                    nt_buf *out)
{
    if (v == NT_NONE)
        nt_buf_puts(out, "(nothing)");
    else
        t->format(p->c.state, v, out);
}

static void S_format_answer(const nt_play *p, const nt_ask *a, int32_t v,
                            nt_buf *out)
{
    if (v == NT_NONE) {
        nt_buf_puts(out, "(nothing)");
        return;
    }
    if (a->q->bind == NT_BIND_ELEM) {
        nt_buf_printf(out, "<%s>", a->q->elems[v]);
        return;
    }
    nt_play_format(p, a->q->type, v, out);
}

/* ------------------------------------------------------- diagnostics */

static nt_diag *S_new_diag(nt_play *p)
{
    if (p->ndiag == p->capdiag) {
        p->capdiag = p->capdiag ? p->capdiag * 2 : 4;
        p->diag = nt_xrealloc(p->diag, p->capdiag * sizeof *p->diag);
    }
    nt_diag *d = &p->diag[p->ndiag++];
    memset(d, 0, sizeof *d);
    return d;
}

/* Whether the source explains this error by a choice written out of
 * order (it then records that instead). */
static int S_misplaced(nt_play *p)
{
    if (p->explaining || !p->c.source || !p->c.source->misplaced)
        return 0;
    p->explaining = 1;
    int done = p->c.source->misplaced(p->c.source, p);
    p->explaining = 0;
    return done;
}

static void S_add_diag(nt_play *p, const char *rule, unsigned long line,
                       unsigned long col, const char *msg, const char *extra)
{
    if (S_misplaced(p))
        return;
    nt_diag *d = S_new_diag(p);
    nt_buf b = {0};
    d->rule = rule;
    d->severity = NT_ERROR;
    d->line = line;
    d->col = col;
    d->step = p->steps + 1;
    if (p->c.hooks && p->c.hooks->context && p->c.state) {
        p->c.hooks->context(p->c.state, &b);
        if (b.len)
            nt_buf_puts(&b, ": ");
    }
    nt_buf_puts(&b, msg);
    d->message = nt_buf_take(&b);
    if (p->c.details) {
        if (extra)
            nt_buf_puts(&b, extra);
        if (p->c.hooks && p->c.hooks->describe && p->c.state)
            p->c.hooks->describe(p->c.state, &b);
        d->detail = b.len ? nt_buf_take(&b) : NULL;
    }
    nt_buf_free(&b);
}

void nt_play_add(nt_play *p, const char *rule, unsigned long line,
                 unsigned long col, const char *msg)
{
    nt_diag *d = S_new_diag(p);
    d->rule = rule;
    d->severity = NT_ERROR;
    d->line = line;
    d->col = col;
    d->step = -1;
    d->message = nt_xstrdup(msg);
}

const char *nt_play_unexpected_rule(const nt_play *p)
{
    return p->c.hooks && p->c.hooks->unexpected_rule
               ? p->c.hooks->unexpected_rule
               : "notation.unexpected";
}

const char *nt_play_wrong_key_rule(const nt_play *p, const nt_ask *a)
{
    const char *rule = p->c.hooks && p->c.hooks->wrong_key_rule
                           ? p->c.hooks->wrong_key_rule(a)
                           : NULL;
    return rule ? rule : NT_ASK_RULE(a);
}

const char *nt_play_order_rule(const nt_play *p, const nt_ask *a)
{
    const char *rule = p->c.hooks && p->c.hooks->order_rule
                           ? p->c.hooks->order_rule(a)
                           : NULL;
    return rule ? rule : NT_ASK_RULE(a);
}

const char *nt_play_attr_rule(const nt_play *p, const char *elem,
                              const char *attr)
{
    const char *rule = p->c.hooks && p->c.hooks->attr_rule
                           ? p->c.hooks->attr_rule(p->c.state, elem, attr)
                           : NULL;
    return rule ? rule : nt_play_unexpected_rule(p);
}

const char *nt_play_child_rule(const nt_play *p, const char *parent,
                               const char *child)
{
    const char *rule = p->c.hooks && p->c.hooks->child_rule
                           ? p->c.hooks->child_rule(p->c.state, parent, child)
                           : NULL;
    return rule ? rule : nt_play_unexpected_rule(p);
}

int nt_play_error(nt_play *p, const char *rule, unsigned long line,
                  unsigned long col, int independent, const char *fmt, ...)
{
    nt_buf msg = {0};
    va_list ap;
    va_start(ap, fmt);
    nt_buf_vprintf(&msg, fmt, ap);
    va_end(ap);
    S_add_diag(p, rule, line, col, nt_buf_str(&msg), NULL);
    nt_buf_free(&msg);
    return independent && p->c.keep_going ? NT_OK : NT_FAIL;
}

static void S_where(nt_play *p, unsigned long *line, unsigned long *col)
{
    *line = *col = 0;
    if (p->c.source && p->c.source->where)
        p->c.source->where(p->c.source, line, col);
}

int nt_fail(nt_play *p, const char *rule, const char *fmt, ...)
{
    unsigned long line, col;
    nt_buf msg = {0};
    va_list ap;
    va_start(ap, fmt);
    nt_buf_vprintf(&msg, fmt, ap);
    va_end(ap);
    S_where(p, &line, &col);
    S_add_diag(p, rule, line, col, nt_buf_str(&msg), NULL);
    nt_buf_free(&msg);
    return NT_FAIL;
}

/* -------------------------------------------------------- observers */

#define EACH_OBSERVER(o) for (nt_observer *o = p->c.observers; o; o = o->next)

static int S_emitting(const nt_play *p)
{
    return p->depth == 0 || p->emit[p->depth - 1];
}

static int S_push(nt_play *p, int emit)
{
    if (p->depth == MAX_DEPTH)
        return nt_fail(p, "notation.depth", "the record nests too deeply");
    p->emit[p->depth++] = (unsigned char)emit;
    return NT_OK;
}

int nt_open(nt_play *p, const char *name)
{
    NT_TRY(p->c.source->open(p->c.source, p, name));
    int emit = S_emitting(p);
    EACH_OBSERVER(o)
        if (o->open)
            o->open(o, name, emit, 1);
    return S_push(p, emit);
}

int nt_open_why(nt_play *p, const char *name, const char *rule,
                const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    p->missing_rule = rule;
    p->missing_fmt = fmt;
    p->missing_ap = &ap;
    int rc = nt_open(p, name);
    p->missing_rule = NULL;
    p->missing_ap = NULL;
    va_end(ap);
    return rc;
}

const char *nt_play_missing(nt_play *p, const char **why)
{
    if (!p->missing_rule)
        return NULL;
    va_list ap;
    va_copy(ap, *p->missing_ap);
    nt_buf_clear(&p->missing);
    nt_buf_vprintf(&p->missing, p->missing_fmt, ap);
    va_end(ap);
    *why = nt_buf_str(&p->missing);
    return p->missing_rule;
}

static int S_want(const nt_play *p, int label, int present)
{
    switch (p->c.facts) {
    case NT_FACTS_ALL: return 1;
    case NT_FACTS_NONE: return label;
    case NT_FACTS_KEEP: break;
    }
    return label || present;
}

int nt_open_opt(nt_play *p, const char *name, const nt_fact *key, int label,
                int *present)
{
    int here = 0;
    NT_TRY(p->c.source->open_opt(p->c.source, p, name, key,
                                 label ? NT_OPT_LABEL : NT_OPT_ASSERT, &here));
    int emit = S_emitting(p) && S_want(p, label, here);
    EACH_OBSERVER(o)
        if (o->open)
            o->open(o, name, emit, here);
    NT_TRY(S_push(p, emit));
    if (present)
        *present = here || emit;
    if (key) {
        /* A present element always carries its key: coded as a label, so
         * that no packed file can drop it (unpack writes what fmt does). */
        nt_fact k = *key;
        k.label |= here;
        NT_TRY(nt_derived(p, &k));
    }
    return NT_OK;
}

int nt_marker(nt_play *p, const char *name, int *present)
{
    int here = 0;
    NT_TRY(p->c.source->open_opt(p->c.source, p, name, NULL, NT_OPT_MARKER,
                                 &here));
    int emit = S_emitting(p) && here;
    EACH_OBSERVER(o)
        if (o->open)
            o->open(o, name, emit, here);
    NT_TRY(S_push(p, emit));
    *present = here;
    return nt_close(p);
}

int nt_close(nt_play *p)
{
    NT_TRY(p->c.source->close(p->c.source, p));
    int emit = p->depth ? p->emit[p->depth - 1] : 1;
    EACH_OBSERVER(o)
        if (o->close)
            o->close(o, emit);
    if (p->depth)
        p->depth--;
    return NT_OK;
}

int nt_derived(nt_play *p, const nt_fact *f)
{
    int present = 0;
    NT_TRY(p->c.source->fact(p->c.source, p, f, &present));
    int emit = S_emitting(p) && S_want(p, f->label, present);
    EACH_OBSERVER(o)
        if (o->fact)
            o->fact(o, f, emit, present);
    return NT_OK;
}

int nt_fact_int(nt_play *p, const char *attr, const nt_type *t, int32_t v,
                const char *rule, int label)
{
    nt_fact f = {0};
    f.attr = attr;
    f.type = t;
    f.value = v;
    f.rule = rule;
    f.label = label;
    return nt_derived(p, &f);
}

void nt_play_note(nt_play *p, const char *text)
{
    EACH_OBSERVER(o)
        if (o->note)
            o->note(o, text);
}

/* ---------------------------------------------------------------- asks */

static int S_index_of(const nt_ask *a, int32_t v)
{
    for (int i = 0; i < a->n; i++)
        if (a->vals[i] == v)
            return i;
    return -1;
}

static void S_list_legal(const nt_play *p, const nt_ask *a, nt_buf *out,
                         int limit)
{
    if (a->words) {
        a->words(a->words_ctx, out);
        return;
    }
    for (int i = 0; i < a->n && i < limit; i++) {
        if (i)
            nt_buf_puts(out, ", ");
        S_format_answer(p, a, a->vals[i], out);
    }
    if (a->n > limit)
        nt_buf_printf(out, ", ... (%d in all)", a->n);
}

static int S_illegal(nt_play *p, const nt_ask *a, int32_t v)
{
    unsigned long line, col;
    nt_buf msg = {0}, extra = {0};
    const char *rule = NULL;
    S_where(p, &line, &col);
    if (v != NT_NONE && p->c.hooks && p->c.hooks->why_not)
        rule = p->c.hooks->why_not(p->c.state, a, v, &msg);
    if (!rule) {
        rule = NT_ASK_RULE(a);
        nt_buf_clear(&msg);
        if (v == NT_NONE && a->q->bind == NT_BIND_TOKEN) {
            nt_buf_printf(&msg, "the list stops too soon: one more %s is "
                                "needed",
                          NT_ASK_WHAT(a));
        } else if (v == NT_NONE) {
            nt_buf_printf(&msg, "missing %s", NT_ASK_WHAT(a));
            if (a->q->bind == NT_BIND_KEYED) { /* whose, or of what */
                nt_buf_printf(&msg, " for %s=\"", a->q->key);
                a->q->keytype->format(p->c.state, a->key, &msg);
                nt_buf_putc(&msg, '"');
            }
            nt_buf_puts(&msg, "; the rules require one of: ");
        } else {
            S_format_answer(p, a, v, &msg);
            nt_buf_printf(&msg, " is not a legal %s; legal: ", NT_ASK_WHAT(a));
        }
        if (v != NT_NONE || a->q->bind != NT_BIND_TOKEN)
            S_list_legal(p, a, &msg, 12);
    }
    if (p->c.details) {
        nt_buf_puts(&extra, "  legal ");
        nt_buf_puts(&extra, NT_ASK_WHAT(a));
        nt_buf_puts(&extra, ": ");
        S_list_legal(p, a, &extra, NT_MAX_LEGAL);
        nt_buf_putc(&extra, '\n');
    }
    S_add_diag(p, rule, line, col, nt_buf_str(&msg),
               extra.len ? nt_buf_str(&extra) : NULL);
    nt_buf_free(&msg);
    nt_buf_free(&extra);
    return NT_FAIL;
}

/* A choice with its answers listed, if the engine lists them on demand. */
static const nt_ask *S_listed(nt_play *p, const nt_ask *a, nt_ask *copy)
{
    if (!a->list || a->n >= 0)
        return a;
    *copy = *a;
    copy->vals = p->listed;
    copy->weights = a->weighted ? p->listed_odds : NULL;
    if (a->weighted) /* odds a list leaves out are none */
        memset(p->listed_odds, 0, sizeof p->listed_odds);
    copy->n = a->list(a->ctx, p->listed, p->listed_odds);
    return copy;
}

void nt_ask_legal_words(nt_play *p, const nt_ask *a, nt_buf *out)
{
    nt_ask copy;
    S_list_legal(p, S_listed(p, a, &copy), out, 12);
}

int nt_ask_allows(const nt_ask *a, int32_t v)
{
    return a->n >= 0 ? S_index_of(a, v) >= 0 : a->legal(a->ctx, v);
}

void nt_risk_words(long explode, long chips, nt_buf *out)
{
    long pct = (200 * explode + chips) / (2 * chips); /* rounded */
    nt_buf_printf(out, "%ld chip%s in the bag; %ld would explode: ", chips,
                  chips == 1 ? "" : "s", explode);
    if (explode && !pct)
        nt_buf_puts(out, "under 1%");
    else if (explode < chips && pct == 100)
        nt_buf_puts(out, "over 99%");
    else
        nt_buf_printf(out, "%ld%%", pct);
}

int nt_choose(nt_play *p, const nt_ask *a, int32_t *out)
{
    nt_ask copy;
    long explode, chips;
    /* The risk is told at the decision, before the draw it may lead to. */
    if (p->c.narrate && p->c.hooks && p->c.hooks->risk &&
        p->c.hooks->risk(p->c.state, a, &explode, &chips) == 0 && chips) {
        nt_buf_clear(&p->scratch);
        nt_risk_words(explode, chips, &p->scratch);
        EACH_OBSERVER(o)
            if (o->say)
                o->say(o, nt_buf_str(&p->scratch));
    }
    if (p->c.source->lists)
        a = S_listed(p, a, &copy);
    int32_t v = a->dflt;
    NT_TRY(p->c.source->answer(p->c.source, p, a, &v));
    if (!nt_ask_allows(a, v))
        return S_illegal(p, S_listed(p, a, &copy), v);
    p->actions++;
    EACH_OBSERVER(o)
        if (o->answer)
            o->answer(o, a, v);
    *out = v;
    /* Choosing an element opens it: the engine closes it later. */
    if (a->q->bind == NT_BIND_ELEM && v != NT_NONE)
        return nt_open(p, a->q->elems[v]);
    return NT_OK;
}

int nt_end(nt_play *p, const char *rule, const char *fmt, ...)
{
    /* Called after every turn: the message is only worth building when
     * something does follow. */
    if (!p->c.source->more || !p->c.source->more(p->c.source, p))
        return NT_OK;
    nt_buf msg = {0};
    va_list ap;
    va_start(ap, fmt);
    nt_buf_vprintf(&msg, fmt, ap);
    va_end(ap);
    int rc = p->c.source->end(p->c.source, p, rule, nt_buf_str(&msg));
    nt_buf_free(&msg);
    return rc;
}

int nt_may_open(nt_play *p, const char *name)
{
    if (p->c.observers || !p->c.source->next_is)
        return 1;
    return p->c.source->next_is(p->c.source, p, name);
}

int nt_peek(nt_play *p, const char *elem, const char *attr, nt_buf *out)
{
    nt_buf_clear(out);
    if (!p->c.source->peek)
        return 0;
    return p->c.source->peek(p->c.source, p, elem, attr, out);
}

/* ------------------------------------------------------------ telling */

void nt_say(nt_play *p, const char *fmt, ...)
{
    if (!p->c.narrate)
        return;
    nt_buf_clear(&p->scratch);
    va_list ap;
    va_start(ap, fmt);
    nt_buf_vprintf(&p->scratch, fmt, ap);
    va_end(ap);
    EACH_OBSERVER(o)
        if (o->say)
            o->say(o, nt_buf_str(&p->scratch));
}

int nt_step(nt_play *p, const char *fmt, ...)
{
    p->steps++;
    int label = p->c.narrate ||
                (p->c.labels &&
                 (p->c.stop_at < 0 || p->steps == p->c.stop_at));
    nt_buf_clear(&p->scratch);
    if (label) {
        va_list ap;
        va_start(ap, fmt);
        nt_buf_vprintf(&p->scratch, fmt, ap);
        va_end(ap);
    }
    EACH_OBSERVER(o)
        if (o->step)
            o->step(o, p->steps, nt_buf_str(&p->scratch));
    if (p->c.stop_at >= 0 && p->steps >= p->c.stop_at)
        return NT_STOP;
    return NT_OK;
}

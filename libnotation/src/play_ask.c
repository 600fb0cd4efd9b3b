/* The choices of a play (play.h): each answer checked against the legal
 * ones (listed on demand when an engine lists them lazily), an illegal one
 * explained with the engine's reason, the risk told at a draw. */
#include <string.h>

#include "play_internal.h"

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
    nt_play_where(p, &line, &col);
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
    nt_play_diag_at(p, rule, line, col, nt_buf_str(&msg),
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
    if (p->label_n) /* the variation's first choice: where it begins */
        nt_play_name_line(p);
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
    p->asking = 1;
    p->every_mark = NULL;
    int rc = p->c.source->answer(p->c.source, p, a, &v);
    p->asking = 0;
    NT_TRY(rc);
    if (p->halt)
        return p->halt;
    if (!nt_ask_allows(a, v))
        return S_illegal(p, S_listed(p, a, &copy), v);
    p->actions++;
    /* An answer written on an element of the line a variation leaves is
     * that line's; one written as a child is the variation's. */
    int told = !NT_PLAY_IN_SPLICED(p) || a->q->bind == NT_BIND_ELEM ||
               a->q->bind == NT_BIND_KEYED;
    if (told)
        EACH_OBSERVER(o)
            if (o->answer)
                o->answer(o, a, v);
    if (p->c.every && p->c.every->answer)
        p->c.every->answer(p->c.every, a, v);
    if (p->c.every && p->every_mark) {
        p->c.every->mark(p->c.every, p->every_mark);
        p->every_mark = NULL;
    }
    *out = v;
    /* Choosing an element opens it: the engine closes it later. */
    if (a->q->bind == NT_BIND_ELEM && v != NT_NONE) {
        p->choosing = 1;
        int rc = nt_open(p, a->q->elems[v]);
        p->choosing = 0;
        return rc;
    }
    return NT_OK;
}

int nt_end(nt_play *p, const char *rule, const char *fmt, ...)
{
    /* Called after every turn: the message is only worth building when
     * something does follow. */
    if (!p->c.source->more || !p->c.source->more(p->c.source, p))
        return p->halt;
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

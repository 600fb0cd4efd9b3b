/* The engine's side of the conversation (play.h): the structure a record
 * is laid out in, the facts, the telling.  Diagnostics are recorded by
 * play_diag.c, the choices asked by play_ask.c; the built-in value types
 * are in values.c. */
#include "play_internal.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

nt_play *nt_play_new(const nt_play_config *c)
{
    /* Two plays a record: zeroing the lists' room would cost more than
     * most of a short record's replay. */
    nt_play *p = nt_xmalloc(sizeof *p);
    memset(p, 0, offsetof(nt_play, listed));
    p->c = *c;
    p->told = c->variation ? NULL : c->observers;
    return p;
}

void nt_play_free(nt_play *p)
{
    if (!p)
        return;
    nt_diags_free(p->diag, p->ndiag);
    nt_buf_free(&p->scratch);
    nt_buf_free(&p->missing);
    nt_buf_free(&p->label);
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

void nt_play_format(const nt_play *p, const nt_type *t, int32_t v,
                    nt_buf *out)
{
    if (v == NT_NONE)
        nt_buf_puts(out, "(nothing)");
    else
        t->format(p->c.state, v, out);
}

/* -------------------------------------------------------- observers */

static int S_emitting(const nt_play *p)
{
    return p->depth == 0 || p->emit[p->depth - 1];
}

static int S_push(nt_play *p, int emit)
{
    if (p->depth == NT_PLAY_MAX_DEPTH)
        return nt_fail(p, "notation.depth", "the record nests too deeply");
    p->emit[p->depth++] = (unsigned char)emit;
    return NT_OK;
}

/* A variation met by the source failed: stop here. */
#define S_HALTED(p)                                                          \
    do {                                                                     \
        if ((p)->halt)                                                       \
            return (p)->halt;                                                \
    } while (0)

int nt_open(nt_play *p, const char *name)
{
    NT_TRY(p->c.source->open(p->c.source, p, name));
    S_HALTED(p);
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
    S_HALTED(p);
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
    S_HALTED(p);
    int emit = p->depth ? p->emit[p->depth - 1] : 1;
    if (NT_PLAY_IN_SPLICED(p)) /* the line it leaves closes it */
        p->spliced--;
    else
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
    S_HALTED(p);
    if (NT_PLAY_IN_SPLICED(p)) /* a fact of the line it leaves */
        return NT_OK;
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

/* -------------------------------------------------------- variations */

void nt_play_branch(nt_play *p, int n)
{
    p->label_n = n;
    p->branched = 1;
    p->spliced = p->depth;
    p->told = p->c.observers;
    if (p->c.every && p->c.every->branch)
        p->c.every->branch(p->c.every, p->actions, n);
    /* Met while a choice is answered, the variation begins with that
     * choice, and the game's context says where; met as an element the
     * rules lay out (a whole turn) opens, with its first choice. */
    if (p->asking)
        nt_play_name_line(p);
}

void nt_play_name_line(nt_play *p)
{
    int n = p->label_n;
    if (!n)
        return;
    p->label_n = 0;
    nt_buf_clear(&p->label);
    if (p->c.line && *p->c.line)
        nt_buf_printf(&p->label, "%s / ", p->c.line);
    nt_buf_printf(&p->label, "variation %d", n);
    p->label_ctx = p->label.len;
    if (p->c.hooks && p->c.hooks->context && p->c.state) {
        size_t at = p->label.len;
        nt_buf_puts(&p->label, " of ");
        p->label_ctx = p->label.len;
        p->c.hooks->context(p->c.state, &p->label);
        if (p->label.len == p->label_ctx) /* no context: the start */
            nt_buf_truncate(&p->label, p->label_ctx = at);
    }
}

const char *nt_play_line(nt_play *p)
{
    nt_play_name_line(p);
    if (p->branched)
        return nt_buf_str(&p->label);
    return p->c.line ? p->c.line : "";
}

void nt_play_halt(nt_play *p, int rc)
{
    if (rc == NT_FAIL && !p->c.keep_going)
        p->halt = NT_FAIL;
}

int nt_play_halted(const nt_play *p) { return p->halt; }
int nt_play_choosing(const nt_play *p) { return p->choosing; }

void nt_play_mark(nt_play *p, const char *mark)
{
    EACH_OBSERVER(o)
        if (o->mark)
            o->mark(o, mark);
    /* The line told whole gets it after the move's first answer: the
     * element just chosen, or the keyed answer being read. */
    if (p->c.every && p->c.every->mark) {
        if (p->choosing)
            p->c.every->mark(p->c.every, mark);
        else
            p->every_mark = mark;
    }
}

void nt_play_variation_text(nt_play *p, const char *xml)
{
    EACH_OBSERVER(o)
        if (o->variation)
            o->variation(o, xml);
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
    if (p->c.every && p->c.every->step)
        p->c.every->step(p->c.every, p->steps, nt_buf_str(&p->scratch));
    if (p->c.stop_at >= 0 && p->steps >= p->c.stop_at)
        return NT_STOP;
    return NT_OK;
}

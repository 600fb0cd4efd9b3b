/* The diagnostics of a play (play.h): recorded with the game's context
 * and, in detail, its state; the rules an element or attribute out of
 * place breaks. */
#include <stdlib.h>
#include <string.h>

#include "play_internal.h"

void nt_diags_free(nt_diag *d, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(d[i].message);
        free(d[i].detail);
    }
    free(d);
}

nt_diag *nt_play_take_diags(nt_play *p, size_t *n)
{
    nt_diag *d = p->diag;
    *n = p->ndiag;
    p->diag = NULL;
    p->ndiag = p->capdiag = 0;
    return d;
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

void nt_play_diag_at(nt_play *p, const char *rule, unsigned long line,
                       unsigned long col, const char *msg, const char *extra)
{
    if (p->c.variation && !p->branched) /* the line it leaves: told */
        return;
    if (S_misplaced(p))
        return;
    nt_play_name_line(p);
    nt_diag *d = S_new_diag(p);
    nt_buf b = {0};
    d->rule = rule;
    d->severity = NT_ERROR;
    d->line = line;
    d->col = col;
    d->step = p->steps + 1;
    if (p->label.len) /* which variation */
        nt_buf_printf(&b, "%s: ", nt_buf_str(&p->label));
    if (p->c.hooks && p->c.hooks->context && p->c.state) {
        size_t at = b.len;
        p->c.hooks->context(p->c.state, &b);
        /* Where the variation begins, its name says already. */
        const char *branch = nt_buf_str(&p->label) + p->label_ctx;
        if (p->label.len && b.len - at == strlen(branch) &&
            !memcmp(b.data + at, branch, b.len - at))
            nt_buf_truncate(&b, at);
        else if (b.len > at)
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

void nt_play_adopt(nt_play *p, nt_play *from)
{
    for (size_t i = 0; i < from->ndiag; i++)
        *S_new_diag(p) = from->diag[i];
    free(from->diag);
    from->diag = NULL;
    from->ndiag = from->capdiag = 0;
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
    nt_play_diag_at(p, rule, line, col, nt_buf_str(&msg), NULL);
    nt_buf_free(&msg);
    return independent && p->c.keep_going ? NT_OK : NT_FAIL;
}

void nt_play_where(nt_play *p, unsigned long *line, unsigned long *col)
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
    nt_play_where(p, &line, &col);
    nt_play_diag_at(p, rule, line, col, nt_buf_str(&msg), NULL);
    nt_buf_free(&msg);
    return NT_FAIL;
}

/* The facts a record states (src_record.h), read where the engine
 * states what the rules derive: compared with the rules' value, or, when
 * the source trusts them (what-if), read and left as they are; when it
 * recomputes them (fmt --assert recompute), each that differs is told. */
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "src_record_internal.h"

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

/* A trusted fact the rules give otherwise, told to the source's hook. */
static void S_tell_fix(nt_record_source *rs, nt_play *p, const nt_node *at,
                       const char *rule, const char *attr, const char *said,
                       const char *given)
{
    nt_fact_fix fix = {at, rule, attr, said, given};
    rs->on_fix(rs->fix_user, p, &fix);
}

static int S_fact_list(nt_record_source *rs, nt_play *p, rframe *f,
                       const nt_fact *fact, int *present)
{
    int32_t got[NT_MAX_LEGAL];
    int n = 0;
    char tok[MAX_TOKEN];
    *present = 1;
    while (nt_rs_next_token(f, tok)) {
        int32_t v;
        if (fact->type->parse(nt_play_state(p), tok, &v))
            return nt_rs_bad_value(p, f->el, fact->type, tok, 1);
        if (n < NT_MAX_LEGAL)
            got[n++] = v;
    }
    if (n == fact->nlist && S_same_list(got, fact->list, n, fact->unordered))
        return NT_OK;
    if (rs->trust_facts && !rs->on_fix)
        return NT_OK;
    nt_buf a = {0}, b = {0};
    S_format_list(p, fact->type, got, n, &a);
    S_format_list(p, fact->type, fact->list, fact->nlist, &b);
    int rc = NT_OK;
    if (rs->trust_facts) {
        S_tell_fix(rs, p, f->el, fact->rule, NULL, nt_buf_str(&a),
                   nt_buf_str(&b));
    } else {
        rs->last = f->el;
        rc = nt_rs_error(p, f->el, fact->rule, 1,
                         "the record says %s, but the rules give %s",
                         nt_buf_str(&a), nt_buf_str(&b));
    }
    nt_buf_free(&a);
    nt_buf_free(&b);
    return rc;
}

int nt_rs_fact(nt_source *s, nt_play *p, const nt_fact *fact, int *present)
{
    nt_record_source *rs = nt_rs_self(s);
    rframe *f = nt_rs_top(rs);
    *present = 0;
    if (!f->el)
        return NT_OK;
    if (!fact->attr)
        return S_fact_list(rs, p, f, fact, present);
    const char *text = nt_rs_take_attr(f, fact->attr);
    if (!text)
        return NT_OK;
    *present = 1;
    int32_t v;
    if (fact->type->parse(nt_play_state(p), text, &v))
        return nt_rs_bad_value(p, f->el, fact->type, text, 1);
    if (v == fact->value || (rs->trust_facts && !rs->on_fix))
        return NT_OK;
    nt_buf want = {0};
    nt_play_format(p, fact->type, fact->value, &want);
    const char *rule = fact->rule_of ? fact->rule_of(fact->why_arg, v) : NULL;
    if (rs->trust_facts) {
        S_tell_fix(rs, p, f->el, rule ? rule : fact->rule, fact->attr, text,
                   nt_buf_str(&want));
        nt_buf_free(&want);
        return NT_OK;
    }
    rs->last = f->el;
    unsigned long line, col;
    nt_node_pos(f->el, &line, &col);
    nt_buf why = {0};
    if (fact->why) {
        nt_buf_puts(&why, ": ");
        fact->why(fact->why_arg, &why);
    }
    int rc = nt_play_error(p, rule ? rule : fact->rule, line, col, 1,
                           "the record says %s=\"%s\", but the rules give "
                           "%s=\"%s\"%s",
                           fact->attr, text, fact->attr, nt_buf_str(&want),
                           nt_buf_str(&why));
    nt_buf_free(&want);
    nt_buf_free(&why);
    return rc;
}

/* ------------------------------------------------------- fix lists */

void nt_fix_list_start(nt_fix_list *l, const struct nt_engine_hooks *hooks,
                       const void *state)
{
    nt_fix_list_free(l);
    l->hooks = hooks;
    l->state = state;
}

void nt_fix_list_add(void *user, nt_play *p, const nt_fact_fix *fix)
{
    nt_fix_list *l = user;
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 8;
        l->d = nt_xrealloc(l->d, l->cap * sizeof *l->d);
    }
    nt_diag *d = &l->d[l->n++];
    *d = (nt_diag){.rule = fix->rule, .severity = NT_WARNING};
    nt_node_pos(fix->at, &d->line, &d->col);
    d->step = nt_play_steps(p) + 1;
    nt_buf b = {0};
    if (l->hooks && l->hooks->context && l->state) {
        l->hooks->context(l->state, &b);
        if (b.len)
            nt_buf_puts(&b, ": ");
    }
    if (fix->attr)
        nt_buf_printf(&b, "%s was %s", fix->attr, fix->said);
    else
        nt_buf_printf(&b, "<%s> was %s", nt_rs_name(fix->at), fix->said);
    nt_buf_printf(&b, ", the rules give %s", fix->given);
    d->message = nt_buf_take(&b);
}

void nt_fix_list_free(nt_fix_list *l)
{
    nt_diags_free(l->d, l->n);
    l->d = NULL;
    l->n = l->cap = 0;
}

#include <stdint.h>
#include <string.h>

#include "src_script.h"

static nt_script_source *S_self(nt_source *s)
{
    return (nt_script_source *)s;
}

static void S_push(nt_script_source *s, const char *name)
{
    if (s->depth < NT_SCRIPT_DEPTH)
        s->stack[s->depth] = name;
    s->depth++;
}

static int S_open(nt_source *s, nt_play *p, const char *name)
{
    (void)p;
    S_push(S_self(s), name);
    return NT_OK;
}

static int S_open_opt(nt_source *s, nt_play *p, const char *name,
                      const nt_fact *key, int kind, int *present)
{
    nt_script_source *self = S_self(s);
    (void)p;
    (void)key;
    S_push(self, name);
    *present = 0;
    if (kind == NT_OPT_MARKER && !strcmp(name, "unfinished")) {
        self->last_marker = self->pos;
        *present = self->pos == self->marker_at;
    }
    return NT_OK;
}

static int S_close(nt_source *s, nt_play *p)
{
    (void)p;
    if (S_self(s)->depth)
        S_self(s)->depth--;
    return NT_OK;
}

static int S_fact(nt_source *s, nt_play *p, const nt_fact *f, int *present)
{
    (void)s;
    (void)p;
    (void)f;
    *present = 0;
    return NT_OK;
}

/* The ask with every answer listed (engines may list them on demand). */
static const nt_ask *S_listed(nt_script_source *s, const nt_ask *a,
                              nt_ask *copy)
{
    if (!a->list || a->n >= 0)
        return a;
    *copy = *a;
    copy->vals = s->legal;
    copy->weights = a->weighted ? s->odds : NULL;
    copy->n = a->list(a->ctx, s->legal, s->odds);
    return copy;
}

static const char *S_elem(const nt_script_source *s)
{
    if (!s->depth || s->depth > NT_SCRIPT_DEPTH)
        return NULL;
    return s->stack[s->depth - 1];
}

static int S_differs(const nt_script_source *s, const nt_ask *a)
{
    if (!s->qs || s->pos < s->follow)
        return 0;
    return s->qs[s->pos] != a->q ||
           (a->q->bind == NT_BIND_KEYED && s->keys[s->pos] != a->key);
}

static int S_answer(nt_source *src, nt_play *p, const nt_ask *a, int32_t *out)
{
    nt_script_source *s = S_self(src);
    if (s->pos < s->n && !S_differs(s, a)) {
        if (s->each) {
            nt_ask copy;
            s->each(s->user, p, S_listed(s, a, &copy), S_elem(s));
        }
        *out = s->vals[s->pos++];
        return NT_OK;
    }
    s->mismatch = s->pos < s->n;
    if (s->stop) {
        nt_ask copy;
        s->stop(s->user, p, S_listed(s, a, &copy), S_elem(s));
    }
    return NT_STOP;
}

static void S_where(nt_source *src, unsigned long *line, unsigned long *col)
{
    nt_script_source *s = S_self(src);
    *line = *col = 0;
    if (s->lines && s->pos > 0) {
        *line = s->lines[s->pos - 1];
        *col = s->cols[s->pos - 1];
    }
}

void nt_script_source_init(nt_script_source *s, const int32_t *vals,
                           size_t n)
{
    memset(s, 0, sizeof *s);
    s->base.open = S_open;
    s->base.open_opt = S_open_opt;
    s->base.close = S_close;
    s->base.fact = S_fact;
    s->base.answer = S_answer;
    s->base.where = S_where;
    s->vals = vals;
    s->n = n;
    s->last_marker = s->marker_at = SIZE_MAX;
}

/* The override source (src_override.h): every call goes to the inner
 * source, so that the record is read as it stands; the one answer
 * replaced still reads what the record wrote there (an attribute, a keyed
 * element), so that what follows it is read from its own place. */
#include "src_override.h"

#include <string.h>

static nt_override_source *S_self(nt_source *s)
{
    return (nt_override_source *)s;
}

static int S_open(nt_source *s, nt_play *p, const char *name)
{
    nt_override_source *o = S_self(s);
    nt_source *in = o->inner;
    if (o->new_elem && !strcmp(name, o->new_elem)) {
        o->new_elem = NULL;
        unsigned long line = 0, col = 0;
        if (in->where)
            in->where(in, &line, &col);
        if (o->old_elem)
            return nt_play_error(p, o->rule, line, col, 0,
                                 "the record writes <%s> here; <%s> in its "
                                 "place needs what it holds too, which the "
                                 "record does not write",
                                 o->old_elem, name);
        return nt_play_error(p, o->rule, line, col, 0,
                             "the record writes nothing here; <%s> needs "
                             "what it holds, which the record does not "
                             "write",
                             name);
    }
    return in->open(in, p, name);
}

static int S_open_opt(nt_source *s, nt_play *p, const char *name,
                      const nt_fact *key, int kind, int *present)
{
    nt_source *in = S_self(s)->inner;
    return in->open_opt(in, p, name, key, kind, present);
}

static int S_close(nt_source *s, nt_play *p)
{
    nt_source *in = S_self(s)->inner;
    return in->close(in, p);
}

static int S_fact(nt_source *s, nt_play *p, const nt_fact *f, int *present)
{
    nt_source *in = S_self(s)->inner;
    return in->fact(in, p, f, present);
}

static int S_answer(nt_source *s, nt_play *p, const nt_ask *a, int32_t *out)
{
    nt_override_source *o = S_self(s);
    int rc = o->inner->answer(o->inner, p, a, out);
    if (o->served++ != o->at || rc != NT_OK)
        return rc;
    if (a->q->bind == NT_BIND_ELEM && *out != o->value &&
        o->value != NT_NONE) {
        o->new_elem = a->q->elems[o->value];
        o->old_elem = *out != NT_NONE ? a->q->elems[*out] : NULL;
        o->rule = NT_ASK_RULE(a);
    }
    *out = o->value;
    return rc;
}

static int S_more(nt_source *s, nt_play *p)
{
    nt_source *in = S_self(s)->inner;
    return in->more ? in->more(in, p) : 0;
}

static int S_end(nt_source *s, nt_play *p, const char *rule, const char *msg)
{
    nt_source *in = S_self(s)->inner;
    return in->end(in, p, rule, msg);
}

static int S_peek(nt_source *s, nt_play *p, const char *elem,
                  const char *attr, nt_buf *out)
{
    nt_source *in = S_self(s)->inner;
    return in->peek ? in->peek(in, p, elem, attr, out) : 0;
}

static int S_next_is(nt_source *s, nt_play *p, const char *name)
{
    nt_source *in = S_self(s)->inner;
    return in->next_is ? in->next_is(in, p, name) : 1;
}

static void S_where(nt_source *s, unsigned long *line, unsigned long *col)
{
    nt_source *in = S_self(s)->inner;
    *line = *col = 0;
    if (in->where)
        in->where(in, line, col);
}

static int S_misplaced(nt_source *s, nt_play *p)
{
    nt_source *in = S_self(s)->inner;
    return in->misplaced ? in->misplaced(in, p) : 0;
}

void nt_override_source_init(nt_override_source *o, nt_source *inner,
                             size_t at, int32_t value)
{
    *o = (nt_override_source){0};
    o->inner = inner;
    o->at = at;
    o->value = value;
    o->base.open = S_open;
    o->base.open_opt = S_open_opt;
    o->base.close = S_close;
    o->base.fact = S_fact;
    o->base.answer = S_answer;
    o->base.more = S_more;
    o->base.end = S_end;
    o->base.peek = S_peek;
    o->base.next_is = S_next_is;
    o->base.where = S_where;
    o->base.misplaced = S_misplaced;
    o->base.lists = inner->lists;
}

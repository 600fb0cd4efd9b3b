#include "src_random.h"

static int S_open(nt_source *s, nt_play *p, const char *name)
{
    (void)s;
    (void)p;
    (void)name;
    return NT_OK;
}

static int S_open_opt(nt_source *s, nt_play *p, const char *name,
                      const nt_fact *key, int kind, int *present)
{
    (void)s;
    (void)p;
    (void)name;
    (void)key;
    (void)kind;
    *present = 0;
    return NT_OK;
}

static int S_close(nt_source *s, nt_play *p)
{
    (void)s;
    (void)p;
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

static int S_answer(nt_source *s, nt_play *p, const nt_ask *a, int32_t *out)
{
    nt_random_source *rs = (nt_random_source *)s;
    (void)p;
    /* A question with one answer draws nothing: games stay the same when
     * an engine asks one more such question (to explain a record). */
    int i = 0;
    if (a->n > 1 && rs->pos < rs->nbytes) {
        unsigned v = rs->bytes[rs->pos++];
        if (a->n > 256 && rs->pos < rs->nbytes)
            v = v << 8 | rs->bytes[rs->pos++];
        i = (int)(v % (unsigned)a->n);
    } else if (a->n > 1) {
        i = a->weights ? nt_rng_weighted(&rs->rng, a->weights, a->n)
                       : (int)nt_rng_below(&rs->rng, (uint64_t)a->n);
    }
    *out = a->vals[i];
    return NT_OK;
}

void nt_random_source_drive(nt_random_source *s, const void *bytes, size_t n)
{
    s->bytes = bytes;
    s->nbytes = n;
    s->pos = 0;
}

static int S_end(nt_source *s, nt_play *p, const char *rule, const char *msg)
{
    (void)s;
    (void)p;
    (void)rule;
    (void)msg;
    return NT_OK;
}

static void S_where(nt_source *s, unsigned long *line, unsigned long *col)
{
    (void)s;
    *line = *col = 0;
}

void nt_random_source_init(nt_random_source *s, uint64_t seed,
                           uint64_t index)
{
    s->base.open = S_open;
    s->base.open_opt = S_open_opt;
    s->base.close = S_close;
    s->base.fact = S_fact;
    s->base.answer = S_answer;
    s->base.more = NULL;
    s->base.end = S_end;
    s->base.peek = NULL;
    s->base.where = S_where;
    s->base.lists = 1;
    /* Each game of a series gets its own stream. */
    nt_rng_seed(&s->rng, seed ^ (index * 0xd1b54a32d192ed03ULL));
    s->bytes = NULL;
    s->nbytes = s->pos = 0;
}

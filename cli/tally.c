#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "tally.h"

static void *S_alloc(size_t n)
{
    void *p = calloc(1, n ? n : 1);
    if (!p) {
        warn("out of memory");
        exit(EXIT_TROUBLE);
    }
    return p;
}

static char *S_key(const char *a, const char *b, const char *c)
{
    size_t n = strlen(a) + strlen(b) + (c ? strlen(c) : 0) + 3;
    char *k = S_alloc(n);
    snprintf(k, n, "%s\t%s\t%s", a, b, c ? c : "");
    return k;
}

static size_t S_hash(const char *s)
{
    size_t h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;
}

static tally_entry *S_find(const tally *t, const char *key)
{
    size_t i = S_hash(key) % t->cap;
    while (t->v[i].key && strcmp(t->v[i].key, key))
        i = (i + 1) % t->cap;
    return &t->v[i];
}

static void S_grow(tally *t)
{
    tally old = *t;
    t->cap = t->cap ? 2 * t->cap : 256;
    t->v = S_alloc(t->cap * sizeof *t->v);
    for (size_t i = 0; i < old.cap; i++)
        if (old.v[i].key)
            *S_find(t, old.v[i].key) = old.v[i];
    free(old.v);
}

void tally_add(tally *t, long by, const char *a, const char *b,
               const char *c)
{
    if (2 * (t->n + 1) > t->cap)
        S_grow(t);
    char *key = S_key(a, b, c);
    tally_entry *e = S_find(t, key);
    if (e->key) {
        free(key);
    } else {
        e->key = key;
        t->n++;
    }
    e->count += by;
}

long tally_get(const tally *t, const char *a, const char *b, const char *c)
{
    if (!t->cap)
        return 0;
    char *key = S_key(a, b, c);
    long v = S_find(t, key)->count;
    free(key);
    return v;
}

static int S_cmp(const void *x, const void *y)
{
    const char *a = strrchr(((const tally_entry *)x)->key, '\t') + 1;
    const char *b = strrchr(((const tally_entry *)y)->key, '\t') + 1;
    char *ea, *eb;
    long na = strtol(a, &ea, 10), nb = strtol(b, &eb, 10);
    if (*a && *b && !*ea && !*eb)
        return (na > nb) - (na < nb);
    return strcmp(a, b);
}

tally_entry *tally_under(const tally *t, const char *a, const char *b,
                         size_t *n)
{
    char *prefix = S_key(a, b, NULL);
    size_t len = strlen(prefix);
    tally_entry *out = S_alloc((t->n + 1) * sizeof *out);
    *n = 0;
    for (size_t i = 0; i < t->cap; i++)
        if (t->v[i].key && !strncmp(t->v[i].key, prefix, len))
            out[(*n)++] = t->v[i];
    free(prefix);
    qsort(out, *n, sizeof *out, S_cmp);
    return out;
}

void tally_free(tally *t)
{
    for (size_t i = 0; i < t->cap; i++)
        free(t->v[i].key);
    free(t->v);
    memset(t, 0, sizeof *t);
}

/* A record's <meta>, checked as strictly as the schema (meta.c). */
#ifndef NT_META_H
#define NT_META_H

#include "buf.h"
#include "record.h"

/* Where the metadata goes wrong, and why in words (owned by the caller). */
typedef struct nt_meta_problem {
    const nt_node *at;
    nt_buf why;
} nt_meta_problem;

/* 0 when <meta> holds the roster of notation(5); -1 with the problem. */
int nt_meta_check(const nt_node *meta, nt_meta_problem *pr);

#endif

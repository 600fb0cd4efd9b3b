/* A record's <meta>, checked as strictly as the schema (meta.c). */
#ifndef NT_META_H
#define NT_META_H

#include <libxml/tree.h>

#include "buf.h"

/* Where the metadata goes wrong, and why in words (owned by the caller). */
typedef struct nt_meta_problem {
    const xmlNode *at;
    nt_buf why;
} nt_meta_problem;

/* 0 when <meta> holds the roster of notation(5); -1 with the problem. */
int nt_meta_check(const xmlNode *meta, nt_meta_problem *pr);

#endif

/* --where EXPR: which records a collection command keeps (filter.c); the
 * syntax and every field are in notation-select(1). */
#ifndef NOTATION_CLI_FILTER_H
#define NOTATION_CLI_FILTER_H

#include "cli.h"
#include "notation_collection.h"

typedef struct filter filter;

/* Parse one --where expression and AND it to `*f` (NULL: none yet).
 * 0, or EXIT_TROUBLE after "notation CMD: error[notation.where.*]: ...".
 * With `headers_only`, a field only a replay knows is refused. */
int filter_add(filter **f, const char *cmd, const char *expr,
               int headers_only);
/* Whether the record matches (every record matches no filter). */
int filter_match(const filter *f, const nt_summary *s);
void filter_free(filter *f);

#endif

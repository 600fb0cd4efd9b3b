/* A source that answers as another does, but for one choice: the k-th
 * answer is replaced by a value of the caller's.  What-if reads the rest
 * of a record through it, exactly as validate reads it: every later
 * answer comes from the record's own text. */
#ifndef NT_SRC_OVERRIDE_H
#define NT_SRC_OVERRIDE_H

#include <stddef.h>

#include "play.h"

typedef struct nt_override_source {
    nt_source base;
    nt_source *inner;   /* borrowed */
    size_t at;          /* the answer replaced, 0-based */
    int32_t value;
    size_t served;      /* answers given so far */
    /* An element chosen in place of the record's: the record holds none
     * of what it needs (its name, the record's, and the choice's rule). */
    const char *new_elem, *old_elem, *rule;
} nt_override_source;

/* Set up `o` over `inner`: its answer number `at` becomes `value`. */
void nt_override_source_init(nt_override_source *o, nt_source *inner,
                             size_t at, int32_t value);

#endif

/* what-if --into (notation-what-if(1)): the record itself, with the
 * changed line written as a <variation> after the move it replaces. */
#ifndef NOTATION_CLI_WHAT_IF_INTO_H
#define NOTATION_CLI_WHAT_IF_INTO_H

#include <stdio.h>

#include "variation_insert.h"

/* --into: the record's own tree, and the move the changed line replaces
 * in it, found before the change (the record's line is then gone). */
typedef struct into_job {
    const char *path;
    vi_doc orig;
    size_t m;            /* the choice the move starts at */
    xmlNodePtr move;     /* its last element in the record */
    long line;           /* where its first element stands */
} into_job;

/* Find, before the change, the move that the change at choice
 * `first_change` replaces in `file`: 0, or the exit status after a
 * message. */
int wi_locate(into_job *j, nt_position *p, const char *file,
              size_t first_change);
/* Once the change is made (`move_text`: the new move as written, or
 * NULL for one answer), write the record with the changed line as a
 * variation to j->path, its choices kept in *kept: 0, or the exit status
 * after a message; a line of the report goes to `rep`. */
int wi_write(FILE *rep, into_job *j, nt_position *p, const char *move_text,
             size_t *kept);

#endif

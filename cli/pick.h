/* The stream select, split and merge share (pick.c): every record read
 * and replayed, the invalid ones counted (or told) on standard error, the others
 * matched against --where, kept once each with --unique (or their
 * duplicates listed), and written where records_out says. */
#ifndef NOTATION_CLI_PICK_H
#define NOTATION_CLI_PICK_H

#include "filter.h"
#include "inputs.h"
#include "records_out.h"

typedef struct pick_job {
    const char *cmd;
    inputs in;
    filter *where;
    int unique;             /* keep the first of records alike */
    int duplicates;         /* list the duplicates instead */
    int all_valid;          /* merge: nothing is written unless every
                               record is valid (each invalid one told) */
    int verbose;            /* select, split: tell each invalid record's
                               diagnostic, not only how many there were */
    const char *output;     /* -o */
    int to_dir;             /* split: -o is a directory */
} pick_job;

/* Run it over the files of argv[first...]: the exit status. */
int pick_run(pick_job *j, int argc, char **argv, int first);

#endif

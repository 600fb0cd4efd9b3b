/* What the collection commands read (list, select, split, merge,
 * stats): files, directories (every .xml file below them), lists of
 * files (--files-from, one a line or NUL-separated, read as they come),
 * standard input; with a status line on a terminal (inputs.c). */
#ifndef NOTATION_CLI_INPUTS_H
#define NOTATION_CLI_INPUTS_H

#include <time.h>

#include "cli.h"

typedef struct inputs {
    const char *cmd;
    const char *list;       /* --files-from */
    int nul;                /* --null */
    int progress;           /* -1: on a terminal; 0: never; 1: always */
    /* The status line. */
    int shown;
    unsigned long files, records;
    double bytes, after;
    struct timespec start, drawn;
} inputs;

/* The long options every collection command takes, for getopt_long:
 * --files-from (-T), --null (-0), --progress, --no-progress. */
#define INPUTS_OPTIONS                                                        \
    {"files-from", required_argument, 0, 'T'}, {"null", no_argument, 0, '0'}, \
        {"progress", no_argument, 0, 'P'}, {"no-progress", no_argument, 0, 'N'}

void inputs_init(inputs *in, const char *cmd);
/* Option `c` if it is one of INPUTS_OPTIONS: 1 when taken, else 0. */
int inputs_option(inputs *in, int c, const char *arg);
/* Every file the arguments from argv[first] on and the list name, each
 * handed to `each` (which returns an exit status); the highest.  A usage
 * error when there is nothing to read. */
int inputs_each(inputs *in, int argc, char **argv, int first,
                int (*each)(const char *path, void *user), void *user);
/* A record was read: the status line may be redrawn. */
void inputs_record(inputs *in);
/* Before writing to standard output or error: the status line goes. */
void inputs_quiet(inputs *in);

#endif

/* Where select, split and merge write records (records_out.c): one
 * canonical collection (a file, through output.c's atomic writer, or
 * standard output), or a directory of files, one a record, named from
 * the records' metadata and never written over. */
#ifndef NOTATION_CLI_RECORDS_OUT_H
#define NOTATION_CLI_RECORDS_OUT_H

#include "cli.h"
#include "notation_collection.h"

typedef struct records_out {
    const char *cmd;
    const char *path;       /* the collection ("-": standard output) */
    const char *dir;        /* or the directory; NULL */
    out_target t;
    int open;
    int hold;               /* merge: nothing out unless kept at the end */
    unsigned long written;
} records_out;

/* -o ARG (NULL: standard output): a directory when ARG is one (made if
 * it ends with '/' or `dir` is set).  With `hold` (merge) one collection
 * only, opened now, and nothing reaches standard output, a device or a
 * FIFO before the end: it is held in a temporary file (out_hold).  0, or
 * EXIT_TROUBLE after a message.  The canonical form the summaries must
 * carry goes to *form. */
int records_out_init(records_out *o, const char *cmd, const char *arg,
                     int dir, int hold, nt_xml_form *form);
/* A valid record's canonical form: 0, or EXIT_TROUBLE after a message. */
int records_out_add(records_out *o, const nt_summary *s);
/* The end: `keep` 0 gives up (the collection's temporary file goes).
 * 0, or EXIT_TROUBLE after a message. */
int records_out_close(records_out *o, int keep);

#endif

/* What the reader's files share (run.h): run.c reads files and their
 * records, run_replay.c replays one record for the job. */
#ifndef NT_RUN_INTERNAL_H
#define NT_RUN_INTERNAL_H

#include <libxml/relaxng.h>

#include "pack.h"
#include "record.h"
#include "run.h"
#include "src_record.h"
#include "xmlin.h"
#include "xmlout.h"

#define MAX_GAMES 8

struct nt_reader {
    nt_options o;
    xmlRelaxNGPtr schema[MAX_GAMES]; /* by game, in the games table */
    xmlRelaxNGPtr schema_copy[MAX_GAMES]; /* the same, for a second thread */
    nt_xmlin *in;
    const char *file;
    int status;
    int stopped;
    void *state;          /* engine state, reused record after record */
    size_t state_cap;
    void *setup;
    size_t setup_cap;
    xmlTextWriterPtr w;   /* fmt: the file being written */
    nt_pack *pack;        /* pack: the records of the file being read */
    int collection;       /* the file is a <games> collection */
    nt_buf text;
    nt_buf json;
    nt_reader_tap tap;    /* tap.begin == NULL: none */
    nt_line_hook lines;   /* lines.begin == NULL: none */
    unsigned long seen;   /* records met in the file so far */
    int found;            /* o.record: the record asked for was met */
    nt_fix_list fixes;    /* o.recompute: the facts of the record fixed */
    int fixing;           /* the replay being made tells them */
};

/* One replay of a record whose game and setup are known. */
typedef struct nt_replay {
    const nt_game *g;
    nt_node *node;
    nt_node *meta;
    nt_node *first;     /* first child after <setup> */
    nt_play *play;
    int rc;
    nt_xml_out *writer;  /* fmt's writer: variations written too */
    const nt_explain_config *explain; /* explain's: variations told too */
    long variations, marks;
} nt_replay;

/* Replay record rp->node for the job, told to `obs` (a list, may be
 * NULL), stopping after step stop_at (-1: never); narrate 1 builds the
 * steps' labels and reasons, 2 their labels.  The play is left in
 * rp->play (the caller frees it); returns the play's code. */
int nt_run_replay(nt_reader *r, nt_replay *rp, nt_observer *obs,
                  long stop_at, int narrate);
/* fmt: write the record canonical to the job's output, opened (as a
 * collection or not) at the first record. */
void nt_run_fmt_record(nt_reader *r, nt_replay *rp);
void nt_run_close_output(nt_reader *r);

#endif

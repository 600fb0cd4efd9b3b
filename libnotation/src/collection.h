/* The collection reader's parts (notation_collection.h): the header of a
 * record read from its tree (collection_head.c), and the watch that rides
 * along its replay (collection_watch.c): the digest of its choices, the
 * facts its game tells, its notes and its canonical form. */
#ifndef NT_COLLECTION_H
#define NT_COLLECTION_H

#include <libxml/xmlwriter.h>

#include "facts.h"
#include "games.h"
#include "notation_collection.h"
#include "xmlout.h"

#define NT_HEAD_SEATS 8

/* ------------------------------------------------------------- header */

/* A record's header: borrowed from its tree, which lives as long as the
 * record is handled. */
typedef struct nt_head {
    const nt_game *g;
    int seats;
    const char *names[NT_HEAD_SEATS + 1];
    const char *meta[5];          /* event, site, date, round, annotator */
    nt_pair *tags, *setup;
    size_t ntags, nsetup, cap_tags, cap_setup;
    nt_buf text;                  /* the meta fields' text, joined */
    size_t meta_off[5];
} nt_head;

/* Read the header of <game> `game` (kept arrays reused). */
void nt_head_read(nt_head *h, const nt_node *game);
/* Put it into a summary. */
void nt_head_fill(const nt_head *h, nt_summary *s);
void nt_head_free(nt_head *h);

/* -------------------------------------------------------------- watch */

typedef struct nt_watch nt_watch;

nt_watch *nt_watch_new(nt_xml_form form);
void nt_watch_free(nt_watch *w);
/* A record's replay begins: its game, parsed set-up, the engine's state
 * and its <meta>.  Returns the observer to add to the replay. */
nt_observer *nt_watch_begin(nt_watch *w, const nt_game *g, const void *setup,
                            const void *state, const nt_node *meta);
/* The replay is over: put what was seen into `s` (the canonical form
 * only when `valid`); what it points to lives until the next begin. */
void nt_watch_end(nt_watch *w, int valid, nt_summary *s);
/* The canonical writer of the record being watched (its stream in *xw),
 * or NULL when it is not written. */
struct nt_xml_out *nt_watch_writer(nt_watch *w, xmlTextWriterPtr *xw);

#endif

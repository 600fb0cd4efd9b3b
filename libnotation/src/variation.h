/* Reading a record's variations (notation(5)): each one is the record
 * read again from its start along a route that leaves the line it stands
 * in where its move was (src_record.h), through the same engine and
 * checks as the main line, so that no rule is written twice.  The reader
 * (run.c) attaches this to the record source of a replay; each variation
 * met is then read at once, in place, by a play of its own: its
 * diagnostics join the record's, named by the variation they are in, and
 * a writer or explainer tells it where it stands. */
#ifndef NT_VARIATION_H
#define NT_VARIATION_H

#include <libxml/xmlwriter.h>

#include "games.h"
#include "run.h"
#include "src_record.h"

/* Variations nest at most this deep, and a record holds at most this
 * many (each costs a replay of the record up to it): notation.limit.
 * A large record holds fewer: the elements read again for its
 * variations stay within NT_VARIATION_WORK in all (each counted as the
 * whole record), or NT_MIN_VARIATIONS times the record, whichever is
 * more: a record's time stays linear in its size. */
#define NT_MAX_VARIATION_DEPTH 16
#define NT_MAX_VARIATIONS 2000
#define NT_MIN_VARIATIONS 16
#define NT_VARIATION_WORK 4000000L

struct nt_explainer;

/* What every variation of one record is read with (the caller's, for
 * the replay of that record). */
typedef struct nt_variation_reader {
    const nt_game *g;
    const void *setup;
    nt_node *game;            /* the record's <game> */
    nt_node *first;           /* its first child after <setup> */
    nt_facts_mode facts;
    int keep_going, details;
    /* Optional: each variation is written here, canonical (fmt). */
    xmlTextWriterPtr w;
    /* Each variation of the main line is written canonical into memory and
     * told to the main line's observers as text (pack keeps it). */
    int capture;
    /* Optional: the job follows each line too. */
    const nt_line_hook *lines;

    /* Counts over the record: variations read, marks met in them. */
    long read, marks;
    /* The variations its size allows (0: not yet counted). */
    long allowed;
} nt_variation_reader;

/* One line being read: the main line (depth 0) or a variation. */
typedef struct nt_line_ctx {
    nt_variation_reader *vr;
    nt_variation_step route[NT_MAX_VARIATION_DEPTH];
    int depth;
    struct nt_xml_out *writer; /* the line's writer, or NULL */
    xmlTextWriterPtr w;        /* and the stream it writes to */
    /* The line's explainer's settings (its output among them): its
     * variations are explained after the moves they replace; or NULL. */
    const struct nt_explain_config *explain;
} nt_line_ctx;

/* Make the main line's source check each variation it meets (`line` is
 * the caller's, zeroed, and lives as long as the replay; `writer` is the
 * main line's canonical writer when vr->w is set). */
void nt_variations_attach(nt_line_ctx *line, nt_variation_reader *vr,
                          nt_record_source *src, struct nt_xml_out *writer);
/* The same, for explain: the main line is explained with `explain`. */
void nt_variations_explain(nt_line_ctx *line,
                           const struct nt_explain_config *explain);

#endif

/* what-if --into (what_if_into.h): the move found in the record's own
 * tree, the changed line flattened into a variation after it, the whole
 * made canonical and read back valid before it is written. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "what_if_into.h"

/* 0, or the exit status after a message. */
int wi_locate(into_job *j, nt_position *p, const char *file,
                         size_t first_change)
{
    char *why = NULL;
    if (vi_read_file(&j->orig, file, &why)) {
        warn("%s not written: %s", j->path, why);
        free(why);
        return EXIT_TROUBLE;
    }
    /* A change inside a move (one answer) replaces the whole move: a
     * variation replaces moves, as a chess book's does. */
    j->m = vi_move_start(p, first_change);
    xmlNodePtr first, last;
    if (vi_move_elements(&j->orig, p, j->m, &first, &last) || !last) {
        warn("%s not written: the record writes the move at choice %zu "
             "by silence: a variation stands after a move's element",
             j->path, j->m + 1);
        return EXIT_NOT_WRITTEN;
    }
    j->move = last;
    j->line = xmlGetLineNo(first);
    return 0;
}

/* The first element of the changed line from its move at j->m on, as -o
 * writes that line (in *held, which the caller frees), or the new move
 * alone (in *frag) when -o would cut before it. */
static xmlNodePtr S_source(const into_job *j, nt_position *p,
                                const char *move_text, vi_doc *held,
                                xmlDocPtr *frag, size_t *kept)
{
    char *buf = NULL;
    size_t len = 0;
    *kept = 0;
    *frag = NULL;
    memset(held, 0, sizeof *held);
    FILE *mem = open_memstream(&buf, &len);
    int wrc = mem ? nt_position_write(p, mem, kept) : -1;
    if (mem && fclose(mem))
        wrc = -1;
    xmlNodePtr from = NULL, last;
    if (!wrc && *kept > j->m) {
        char *why = NULL;
        nt_position *cp = nt_position_open_memory(j->path, buf, len, 0, &why);
        if (cp && !vi_read(held, buf, len, j->path, &why))
            vi_move_elements(held, cp, j->m, &from, &last);
        nt_position_free(cp);
        free(why);
    }
    free(buf);
    if (from)
        return from;
    *kept = 0;
    /* Nothing of the line after the move can be written: the variation
     * holds the move as the record would write it. */
    char *mine = NULL;
    if (!move_text) {
        size_t at = nt_position_index(p);
        nt_position_seek(p, j->m);
        mine = nt_position_recorded_move(p);
        nt_position_seek(p, at);
    }
    from = vi_fragment(move_text ? move_text : mine ? mine : "", frag);
    free(mine);
    return from;
}

/* The record with the changed line as a variation, to j->path: 0, or the
 * exit status after a message. */
int wi_write(FILE *rep, into_job *j, nt_position *p,
                        const char *move_text, size_t *kept)
{
    vi_doc held;
    xmlDocPtr frag;
    xmlNodePtr from = S_source(j, p, move_text, &held, &frag, kept);
    int number = from ? vi_insert(j->move, from) : -1;
    vi_free(&held);
    if (frag)
        xmlFreeDoc(frag);
    if (number < 0) {
        warn("%s not written: the changed line has no element to write "
             "after choice %zu (its move is written by silence, and "
             "nothing after it can be)",
             j->path, j->m + 1);
        return EXIT_NOT_WRITTEN;
    }
    char *why = NULL;
    size_t len = 0;
    char *canon = vi_canonical(j->orig.doc, j->path, &len, &why);
    if (!canon) {
        warn("%s not written: the record with the variation does not read "
             "valid: %s",
             j->path, why);
        free(why);
        return EXIT_NOT_WRITTEN;
    }
    int rc = vi_write(j->path, canon, len);
    free(canon);
    if (rc)
        return rc;
    fprintf(rep, "Wrote %s: the record, with the changed line as variation "
                 "%d of the move on line %ld (%s).\n",
            j->path, number, j->line,
            !*kept ? "the new move alone"
            : nt_position_over(p) && *kept == nt_position_length(p)
                ? "to the end of the game"
                : "as far as the record follows it");
    return 0;
}


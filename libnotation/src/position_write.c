/* Writing a position's line of play as a record: the canonical writer
 * observes a replay of the line, cut where a record may stop
 * (<unfinished/>) at or before the position, unless the game is over
 * there. */
#include <stdint.h>
#include <stdlib.h>

#include "position_internal.h"
#include "src_script.h"
#include "xmlout.h"

/* Replay `n` answers, written to `w` when not NULL; stop with
 * <unfinished/> after `marker_at` answers.  Returns the last place (in
 * answers taken) where the rules let a record stop. */
static size_t S_play(nt_position *p, size_t n, size_t marker_at,
                     xmlTextWriterPtr w)
{
    nt_script_source src;
    nt_script_source_init(&src, p->line.vals, n);
    src.marker_at = marker_at;
    void *state = nt_xcalloc(1, p->g->state_size);
    p->g->init(state, p->setup);
    nt_xml_out *x = w ? nt_xml_out_new(w) : NULL;
    if (x)
        nt_xml_out_set_state(x, state);
    nt_play_config pc = {0};
    pc.hooks = p->g->hooks;
    pc.state = state;
    pc.source = &src.base;
    pc.observers = x ? nt_xml_out_observer(x) : NULL;
    pc.facts = NT_FACTS_NONE;
    pc.stop_at = -1;
    nt_play *play = nt_play_new(&pc);
    p->g->play(state, play);
    nt_play_free(play);
    nt_xml_out_free(x);
    free(state);
    return src.last_marker;
}

int nt_position_write(nt_position *p, FILE *out, size_t *kept)
{
    size_t n = p->at, marker_at = SIZE_MAX;
    if (!p->ask.over) {
        marker_at = S_play(p, n, SIZE_MAX, NULL);
        if (marker_at == SIZE_MAX)
            return 1;
        n = marker_at;
    }
    /* Written in memory first: the library reports a failed write by its
     * return value, and libxml2 prints nothing of it. */
    xmlBufferPtr buf = xmlBufferCreate();
    xmlTextWriterPtr w = buf ? nt_xml_writer_buffer(buf) : NULL;
    if (!w) {
        xmlBufferFree(buf);
        return -1;
    }
    int rc = xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL) < 0;
    nt_xml_write_head(w, p->g, 1);
    nt_xml_write_meta(w, p->meta_node);
    p->g->setup_write(p->setup, w);
    S_play(p, n, marker_at, w);
    rc |= xmlTextWriterEndElement(w) < 0;
    rc |= xmlTextWriterEndDocument(w) < 0;
    xmlFreeTextWriter(w);
    size_t len = (size_t)xmlBufferLength(buf);
    rc |= fwrite(xmlBufferContent(buf), 1, len, out) != len;
    xmlBufferFree(buf);
    if (kept)
        *kept = n;
    return rc || fflush(out) || ferror(out) ? -1 : 0;
}

/* One record's replay for the reader's job (run_internal.h): the play
 * set up with the job's source and observers, the packer, the tap, and
 * the record's variations read beside it; fmt's canonical writing. */
#include "explain.h"
#include "run_internal.h"
#include "src_record.h"
#include "variation.h"

/* ------------------------------------------------------------- writing */

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

static void S_open_output(nt_reader *r, int collection)
{
    if (r->w || !r->o.out)
        return;
    r->w = nt_xml_writer_file(r->o.out);
    xmlTextWriterStartDocument(r->w, NULL, "UTF-8", NULL);
    if (collection) {
        xmlTextWriterStartElement(r->w, X("games"));
        xmlTextWriterWriteAttribute(r->w, X("xmlns"), X(NT_NAMESPACE));
    }
}

void nt_run_close_output(nt_reader *r)
{
    if (!r->w)
        return;
    xmlTextWriterEndDocument(r->w);
    xmlFreeTextWriter(r->w);
    r->w = NULL;
}

/* Whether this job reads a record's variations (the others pass over
 * them, counted). */
static int S_reads_variations(const nt_reader *r)
{
    return !r->o.main_line &&
           (r->o.job == NT_JOB_VALIDATE || r->o.job == NT_JOB_FMT ||
            r->o.job == NT_JOB_EXPLAIN || r->o.job == NT_JOB_PACK);
}

int nt_run_replay(nt_reader *r, nt_replay *rp, nt_observer *obs,
                  long stop_at, int narrate)
{
    nt_record_source *src = nt_record_source_new(rp->node, rp->first);
    nt_record_source_notes(src, rp->g->note_parents);
    nt_source *source = nt_record_source_base(src);
    nt_observer *every = NULL;
    if (r->o.recompute && r->o.job == NT_JOB_FMT)
        nt_record_source_recompute(source,
                                   r->fixing ? nt_fix_list_add : NULL,
                                   &r->fixes);
    if (r->tap.wrap)
        source = r->tap.wrap(r->tap.user, source);
    if (r->tap.begin) {
        nt_observer *t = r->tap.begin(r->tap.user, rp->g, r->setup, r->state,
                                      rp->node, rp->meta, source);
        if (t && r->tap.whole) {
            every = t;
        } else if (t) {
            nt_observer *last = t;
            while (last->next)
                last = last->next;
            last->next = obs;
            obs = t;
        }
    }
    nt_pack *pack = r->o.job == NT_JOB_PACK ? r->pack : NULL;
    if (pack) {
        /* Packing: the record's answers pass through the packer. */
        nt_buf head = {0};
        nt_pack_head(rp->g, rp->meta, r->setup, &head);
        nt_observer *notes;
        source = nt_pack_begin(pack, rp->g, source, head.data, head.len,
                               &notes);
        notes->next = obs;
        obs = notes;
        nt_buf_free(&head);
    }
    nt_variation_reader vr = {0};
    nt_line_ctx line;
    if (S_reads_variations(r)) {
        vr.g = rp->g;
        vr.setup = r->setup;
        vr.game = rp->node;
        vr.first = rp->first;
        vr.facts = r->o.facts;
        vr.keep_going = r->o.keep_going;
        vr.details = r->o.details;
        nt_xml_out *writer = rp->writer;
        vr.w = writer ? r->w : NULL;
        vr.capture = r->o.job == NT_JOB_PACK;
        if (r->lines.begin)
            vr.lines = &r->lines;
        if (!writer && r->tap.writer) /* select's canonical form */
            writer = r->tap.writer(r->tap.user, &vr.w);
        nt_variations_attach(&line, &vr, src, writer);
        if (rp->explain)
            nt_variations_explain(&line, rp->explain);
    }
    nt_play_config pc = {0};
    pc.hooks = rp->g->hooks;
    pc.state = r->state;
    pc.source = source;
    pc.observers = obs;
    pc.every = every;
    pc.facts = r->o.facts;
    pc.keep_going = r->o.keep_going;
    pc.details = r->o.details;
    pc.narrate = narrate == 1 || (r->tap.begin && r->tap.narrate);
    pc.labels = narrate == 2;
    pc.stop_at = stop_at;
    nt_play *p = nt_play_new(&pc);
    int rc = rp->g->play(r->state, p);
    if (nt_play_halted(p)) /* a variation broke a rule */
        rc = NT_FAIL;
    if (pack && rc == NT_OK)
        nt_pack_played(pack);
    if (rc == NT_OK)
        rc = nt_record_source_finish(src, p);
    if (rc == NT_OK && nt_play_halted(p))
        rc = NT_FAIL;
    nt_record_source_counts(src, &rp->variations, &rp->marks);
    /* Read, the nested ones are counted as they are read. */
    if (vr.read > rp->variations)
        rp->variations = vr.read;
    rp->marks += vr.marks;
    if (pack)
        nt_pack_end(pack, rc == NT_OK && nt_play_ndiag(p) == 0);
    nt_record_source_free(src);
    rp->play = p;
    return rc;
}

void nt_run_fmt_record(nt_reader *r, nt_replay *rp)
{
    int collection = rp->node->parent &&
                     rp->node->parent->name != NULL;
    S_open_output(r, collection);
    if (!r->w)
        return;
    nt_clear_used(rp->node->first);
    rp->g->init(r->state, r->setup);
    nt_xml_out *x = nt_xml_out_new(r->w);
    nt_xml_out_set_state(x, r->state);
    nt_xml_write_head(r->w, rp->g, !collection);
    nt_xml_write_meta(r->w, rp->meta);
    rp->g->setup_write(r->setup, r->w);
    nt_replay again = *rp;
    again.writer = x;
    nt_run_replay(r, &again, nt_xml_out_observer(x), -1, 0);
    nt_play_free(again.play);
    xmlTextWriterEndElement(r->w);
    nt_xml_out_free(x);
}


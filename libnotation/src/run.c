/* The reader: every record of a file, replayed through its game's engine
 * with the source and observers the job needs.  Generating games is in
 * generate.c. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "games.h"
#include "meta.h"
#include "pack.h"
#include "record_head.h"
#include "record.h"
#include "run_internal.h"
#include "src_record.h"
#include "xmlin.h"
#include "xmlout.h"

void nt_reader_set_tap(nt_reader *r, const nt_reader_tap *t)
{
    if (t)
        r->tap = *t;
    else
        memset(&r->tap, 0, sizeof r->tap);
}

void nt_reader_set_lines(nt_reader *r, const nt_line_hook *h)
{
    r->lines = h ? *h : (nt_line_hook){0};
}

void nt_options_init(nt_options *o)
{
    memset(o, 0, sizeof *o);
    o->job = NT_JOB_VALIDATE;
    o->schema = 0;
    o->at_step = -1;
    o->facts = NT_FACTS_KEEP;
}

/* Copy 0 is loaded with the reader; copy 1, for the caller's thread when a
 * file is read on two, when first asked for there (xmlin.h). */
static xmlRelaxNGPtr S_schema_for(void *user, const char *rules, int copy)
{
    nt_reader *r = user;
    const nt_game *g = nt_game_find(rules);
    if (!g)
        return NULL;
    size_t i = nt_game_index(g);
    if (copy && !r->schema_copy[i]) {
        char *err = NULL;
        r->schema_copy[i] = nt_schema_load(g->schema, &err);
        free(err);
    }
    return copy ? r->schema_copy[i] : r->schema[i];
}

nt_reader *nt_reader_new(const nt_options *o, char **err)
{
    nt_reader *r = nt_xcalloc(1, sizeof *r);
    r->o = *o;
    *err = NULL;
    for (size_t i = 0; o->schema && i < nt_game_count(); i++) {
        r->schema[i] = nt_schema_load(nt_game_at(i)->schema, err);
        if (!r->schema[i]) {
            nt_reader_free(r);
            return NULL;
        }
    }
    r->in = nt_xmlin_new(o->schema ? S_schema_for : NULL, r);
    return r;
}

void nt_reader_free(nt_reader *r)
{
    if (!r)
        return;
    nt_xmlin_free(r->in);
    for (size_t i = 0; i < MAX_GAMES; i++) {
        if (r->schema[i])
            xmlRelaxNGFree(r->schema[i]);
        if (r->schema_copy[i])
            xmlRelaxNGFree(r->schema_copy[i]);
    }
    nt_pack_free(r->pack);
    free(r->state);
    free(r->setup);
    nt_buf_free(&r->text);
    nt_buf_free(&r->json);
    nt_fix_list_free(&r->fixes);
    free(r);
}

static void *S_zeroed(void **buf, size_t *cap, size_t size)
{
    if (*cap < size) {
        free(*buf);
        *buf = nt_xcalloc(1, size);
        *cap = size;
    }
    memset(*buf, 0, size);
    return *buf;
}

static void S_report(nt_reader *r, nt_record *rec)
{
    if (!rec->valid && r->status < 1)
        r->status = 1;
    if (r->o.on_record && r->o.on_record(rec, r->o.user))
        r->stopped = 1;
}

/* ------------------------------------------------------------- records */

/* "FILE: record N (line L): TITLE", and the game's own line about its
 * set-up when it has one (the Duel's component data set and status); for
 * explain, the record's metadata, seats and stated result too. */
static void S_header(nt_reader *r, const nt_replay *rp, unsigned long index,
                     unsigned long line)
{
    nt_buf b = {0};
    nt_buf_printf(&b, "%s: record %lu (line %lu): %s\n", r->file, index,
                  line, rp->g->title);
    size_t at = b.len;
    if (rp->g->banner)
        rp->g->banner(r->setup, &b);
    if (b.len > at)
        nt_buf_putc(&b, '\n');
    if (r->o.job == NT_JOB_EXPLAIN) {
        nt_explain_header(&b, rp->node, rp->meta, rp->g->hooks, r->state);
        nt_buf_putc(&b, '\n');
    }
    nt_wrap_print(r->o.out, nt_buf_str(&b), "", r->o.width);
    nt_buf_free(&b);
}

/* Replay's print: what led to the state it stops at (nt_step_log_lines),
 * the state, and the result when the game is over; explain's result. */
static void S_print_end(nt_reader *r, nt_replay *rp, const nt_record *rec,
                        const nt_step_log *log)
{
    nt_buf b = {0};
    if (r->o.job == NT_JOB_REPLAY) {
        nt_step_log_lines(log, rec->steps, &b);
        rp->g->hooks->describe(r->state, &b);
    }
    if (rec->summary)
        nt_buf_printf(&b, "Result: %s\n%s", rec->summary,
                      r->o.job == NT_JOB_EXPLAIN ? "\n" : "");
    nt_wrap_print(r->o.out, nt_buf_str(&b), "", r->o.width);
    nt_buf_free(&b);
}

/* Replay: the step to stop after.  For a turn or round, the record is
 * replayed once to find where it begins (the state is then set up
 * again); -2 when that replay stands: the record breaks a rule before,
 * or has no such turn or round. */
static long S_stop_step(nt_reader *r, nt_replay *rp, nt_step_log *log)
{
    if (!r->o.at_turn && !r->o.at_round)
        return r->o.at_step;
    rp->rc = nt_run_replay(r, rp, &log->obs, -1, 2);
    if (!log->first)
        return -2;
    nt_play_free(rp->play);
    rp->play = NULL;
    nt_clear_used(rp->node->first);
    rp->g->init(r->state, r->setup);
    nt_step_log_restart(log);
    return log->first - 1;
}

static int S_read_setup(nt_reader *r, nt_replay *rp, nt_play *p)
{
    nt_node *setup;
    NT_TRY(nt_record_head(rp->node, p, &rp->g, &rp->meta, &setup));
    rp->first = setup->next;
    S_zeroed(&r->setup, &r->setup_cap, rp->g->setup_size);
    return nt_record_setup(rp->g, r->setup, setup, p);
}

static void S_fill_record(nt_reader *r, nt_record *rec, nt_replay *rp,
                          nt_play *p, int played)
{
    rec->game = rp->g;
    rec->diag = nt_play_diags(p);
    rec->ndiag = nt_play_ndiag(p);
    rec->valid = rec->ndiag == 0;
    rec->steps = nt_play_steps(p);
    rec->actions = nt_play_actions(p);
    rec->variations = rp->variations;
    rec->marks = rp->marks;
    nt_buf_clear(&r->text);
    nt_buf_clear(&r->json);
    if (played && rp->g) {
        rp->g->result(r->state, &r->text, &r->json);
        rec->summary = r->text.len ? nt_buf_str(&r->text) : NULL;
        rec->result_json = r->json.len ? nt_buf_str(&r->json) : NULL;
    }
}

/* The engine speaks first: its diagnostic is located and names a rule.
 * The schema's verdict (--schema) comes after it, and alone only where the
 * engine found nothing, at the record's start when the validator gives no
 * place. */
static void S_add_schema(nt_reader *r, nt_play *p, const nt_xml_problem *sch,
                         const nt_node *node)
{
    unsigned long line = sch ? sch->line : 0, col = sch ? sch->col : 0;
    if (!sch || (nt_play_ndiag(p) && !r->o.keep_going))
        return;
    if (!line)
        nt_node_pos(node, &line, &col);
    nt_play_add(p, sch->rule, line, col ? col : 1, sch->message);
}

/* Trailing content after the one record of a file: the record is not
 * valid as a file, whatever the engine says of the game. */
static void S_add_after(nt_play *p, const nt_xml_problem *after)
{
    if (after)
        nt_play_add(p, after->rule, after->line, after->col, after->message);
}

static int S_on_record(void *user, nt_node *node, unsigned long index,
                       const nt_xml_problem *schema,
                       const nt_xml_problem *after)
{
    nt_reader *r = user;
    nt_record rec = {0};
    nt_replay rp = {0};
    unsigned long col;
    r->seen = index;
    if (r->o.record && index != r->o.record)
        return 0;
    if (r->o.record) {
        r->found = 1;
        r->stopped = 1; /* nothing after it is read */
    }
    rec.file = r->file;
    rec.index = index;
    nt_node_pos(node, &rec.line, &col);
    rp.node = node;
    r->collection = node->parent != NULL;

    /* A play without an engine yet, to collect setup problems. */
    nt_record_source *src = nt_record_source_new(node, NULL);
    nt_play_config pc = {0};
    pc.source = nt_record_source_base(src);
    pc.stop_at = -1;
    nt_play *setup_play = nt_play_new(&pc);
    int rc = S_read_setup(r, &rp, setup_play);
    nt_record_source_free(src);
    if (rc != NT_OK) {
        S_add_schema(r, setup_play, schema, node);
        S_add_after(setup_play, after);
        S_fill_record(r, &rec, &rp, setup_play, 0);
        S_report(r, &rec);
        nt_play_free(setup_play);
        return r->stopped;
    }
    nt_play_free(setup_play);

    S_zeroed(&r->state, &r->state_cap, rp.g->state_size);
    rp.g->init(r->state, r->setup);
    nt_explainer *ex = NULL;
    nt_explain_config ec;
    nt_observer *obs = NULL;
    nt_step_log log;
    nt_step_log_init(&log, r->o.at_turn, r->o.at_round);
    long stop_at = -1;
    if (r->o.job == NT_JOB_EXPLAIN && r->o.out) {
        S_header(r, &rp, index, rec.line);
        ec = (nt_explain_config){r->o.out, rp.g->hooks, r->state,
                                 r->o.width, r->o.state_print};
        ex = nt_explainer_new(&ec);
        obs = nt_explainer_observer(ex);
        rp.explain = &ec;
    }
    if (r->o.job == NT_JOB_REPLAY) {
        obs = &log.obs;
        stop_at = S_stop_step(r, &rp, &log);
    }
    nt_fix_list_start(&r->fixes, rp.g->hooks, r->state);
    r->fixing = 1;
    if (stop_at == 0)
        rp.play = nt_play_new(&pc), rp.rc = NT_STOP;
    else if (stop_at != -2)
        rp.rc = nt_run_replay(r, &rp, obs, stop_at,
                         r->o.job == NT_JOB_EXPLAIN   ? 1
                         : r->o.job == NT_JOB_REPLAY ? 2
                                                     : 0);
    r->fixing = 0;
    /* A step past the end is no place in the record: said as a turn or
     * round it does not have is, with the steps it has. */
    nt_buf past = {0};
    if (r->o.job == NT_JOB_REPLAY && rp.rc == NT_OK && stop_at > 0 &&
        log.last < stop_at)
        nt_buf_printf(&past, "there is no step %ld: the record has steps 0 "
                             "to %ld",
                      stop_at, log.last);
    nt_explainer_free(ex);
    if (rp.rc != NT_STOP)
        S_add_schema(r, rp.play, schema, node);
    S_add_after(rp.play, after);
    S_fill_record(r, &rec, &rp, rp.play, 1);
    int missing = (stop_at == -2 && rp.rc != NT_FAIL) || past.len;
    if (missing && r->o.on_no_unit) /* then the file gives status 2 */
        r->o.on_no_unit(&rec,
                        past.len ? nt_buf_str(&past)
                                 : nt_step_log_missing(&log),
                        r->o.user);
    nt_buf_free(&past);
    r->status = missing ? 2 : r->status;
    if (r->o.job == NT_JOB_REPLAY && r->o.out && rp.rc != NT_FAIL &&
        !missing) {
        S_header(r, &rp, index, rec.line);
        S_print_end(r, &rp, &rec, &log);
    }
    if (r->o.job == NT_JOB_EXPLAIN && r->o.out)
        S_print_end(r, &rp, &rec, &log);
    nt_step_log_free(&log);
    if (r->o.job == NT_JOB_FMT && rec.valid) {
        for (size_t i = 0; r->o.on_fix && i < r->fixes.n; i++)
            r->o.on_fix(&rec, &r->fixes.d[i], r->o.user);
        nt_run_fmt_record(r, &rp);
    }
    nt_fix_list_free(&r->fixes);
    S_report(r, &rec);
    nt_play_free(rp.play);
    return r->stopped;
}

static int S_on_problem_ret(nt_reader *r, const nt_xml_problem *p,
                            unsigned long index)
{
    nt_record rec = {0};
    nt_diag d = {0};
    d.rule = p->rule;
    d.severity = NT_ERROR;
    d.line = p->line;
    d.col = p->col;
    d.step = -1;
    d.message = (char *)p->message;
    rec.file = r->file;
    rec.index = index;
    rec.line = p->line;
    rec.valid = 0;
    rec.ndiag = 1;
    rec.diag = &d;
    S_report(r, &rec);
    return r->stopped;
}

static void S_on_problem(void *user, const nt_xml_problem *p,
                         unsigned long index)
{
    S_on_problem_ret(user, p, index);
}

/* Pack: the file's records go out together, and only if all are valid. */
static int S_write_pack(nt_reader *r)
{
    int rc = 0;
    if (r->status == 0 && r->o.out &&
        nt_pack_write(r->pack, r->o.out, r->collection))
        rc = -1;
    if (r->status == 0 && r->o.pack_stats)
        nt_pack_add_stats(r->pack, r->o.pack_stats);
    nt_pack_free(r->pack);
    r->pack = NULL;
    return rc;
}

/* --record K of a file that has fewer records. */
static void S_no_such_record(nt_reader *r)
{
    nt_buf msg = {0};
    nt_buf_printf(&msg, "there is no record %lu: the file holds %lu",
                  r->o.record, r->seen);
    nt_xml_problem p = {"notation.record", 1, 1, nt_buf_str(&msg)};
    S_on_problem_ret(r, &p, r->o.record);
    r->status = 2;
    nt_buf_free(&msg);
}

static int S_finish_file(nt_reader *r, int rc)
{
    if (!rc && r->o.record && !r->found && r->status == 0)
        S_no_such_record(r);
    nt_run_close_output(r);
    if (r->pack && !rc && S_write_pack(r))
        rc = -1;
    if (rc) {
        nt_xml_problem p = {"notation.io", 0, 0, strerror(errno)};
        S_on_problem_ret(r, &p, 1);
        r->status = 2;
    }
    nt_pack_free(r->pack);
    r->pack = NULL;
    return r->status;
}

static void S_start_file(nt_reader *r, const char *name)
{
    r->file = name;
    r->status = 0;
    r->stopped = 0;
    r->collection = 0;
    r->seen = 0;
    r->found = 0;
    if (r->o.job == NT_JOB_PACK)
        r->pack = nt_pack_new();
}

int nt_reader_file(nt_reader *r, const char *path)
{
    nt_xmlin_handler h = {S_on_record, S_on_problem, r};
    S_start_file(r, path);
    int rc = nt_xmlin_file(r->in, path, &h);
    return S_finish_file(r, rc);
}

int nt_reader_memory(nt_reader *r, const char *name, const char *data,
                     size_t len)
{
    nt_xmlin_handler h = {S_on_record, S_on_problem, r};
    S_start_file(r, name);
    int rc = nt_xmlin_memory(r->in, name, data, len, &h);
    return S_finish_file(r, rc);
}

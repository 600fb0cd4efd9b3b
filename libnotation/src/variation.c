/* Reading variations (variation.h). */
#include "variation.h"

#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "xmlout.h"

/* ------------------------------------------------ the replay's marks */

/* The record source marks each element it reads in the tree itself.  A
 * variation is read while the line it stands in is half read: that
 * line's marks are kept aside and put back after. */
static void S_save_marks(const nt_node *n, nt_buf *out)
{
    for (; n; n = n->next) {
        nt_buf_putc(out, (char)n->flags);
        if (n->first)
            S_save_marks(n->first, out);
    }
}

static void S_restore_marks(nt_node *n, const unsigned char **at)
{
    for (; n; n = n->next) {
        n->flags = *(*at)++;
        if (n->first)
            S_restore_marks(n->first, at);
    }
}

/* The elements of a record, to bound what its variations read again. */
static long S_count(const nt_node *n)
{
    long count = 0;
    for (; n; n = n->next)
        count += 1 + (n->first ? S_count(n->first) : 0);
    return count;
}

static long S_allowed(const nt_node *game)
{
    long size = S_count(game->first) + 1;
    long allowed = NT_VARIATION_WORK / size;
    if (allowed < NT_MIN_VARIATIONS)
        allowed = NT_MIN_VARIATIONS;
    return allowed < NT_MAX_VARIATIONS ? allowed : NT_MAX_VARIATIONS;
}

/* ------------------------------------------------------------ reading */

static int S_on_variation(void *user, nt_play *p, nt_variation_step at);

static int S_limit(nt_play *p, const nt_node *v, const char *what, long max)
{
    unsigned long line, col;
    nt_node_pos(v, &line, &col);
    return nt_play_error(p, "notation.limit", line, col, 0,
                         "%s (at most %ld): this <variation> is not read",
                         what, max);
}

/* Play the line `line` leads to, from the record's start, telling `p`
 * (the line it stands in) what it finds.  Returns NT_FAIL when the
 * variation breaks a rule. */
/* An explained variation is told into memory, then printed after the
 * move it replaces under its name, each line set off by a bar: nested
 * ones are set off twice, as a chess book indents them. */
static void S_print_explained(FILE *out, int width, const char *name,
                              const char *text, size_t len)
{
    const char *last = strrchr(name, '/'); /* inside its own line */
    nt_buf head = {0};
    nt_buf_printf(&head, "[%s]", last ? last + 2 : name);
    nt_wrap_print(out, nt_buf_str(&head), "  ", width);
    nt_buf_free(&head);
    while (len && text[len - 1] == '\n')
        len--;
    for (size_t i = 0; i < len;) {
        size_t n = i;
        while (n < len && text[n] != '\n')
            n++;
        fprintf(out, "  | %.*s\n", (int)(n - i), text + i);
        i = n + 1;
    }
    fputs("  [end of the variation]\n\n", out);
}

static int S_read(nt_line_ctx *line, nt_play *outer,
                  const nt_explain_config *up)
{
    nt_variation_reader *vr = line->vr;
    void *state = nt_xcalloc(1, vr->g->state_size);
    vr->g->init(state, vr->setup);
    nt_record_source *src = nt_record_source_new(vr->game, vr->first);
    nt_record_source_notes(src, vr->g->note_parents);
    nt_record_source_route(src, line->route, line->depth);
    nt_record_source_variations(src, S_on_variation, line);
    nt_xml_out *x = NULL;
    if (line->w) {
        x = nt_xml_out_new(line->w);
        nt_xml_out_set_state(x, state);
        line->writer = x;
    }
    char *told = NULL;
    size_t ntold = 0;
    FILE *mem = NULL;
    nt_explainer *ex = NULL;
    nt_explain_config ec;
    line->explain = NULL;
    if (up && (mem = open_memstream(&told, &ntold)) != NULL) {
        ec = *up;
        ec.out = mem;
        ec.state = state;
        if (ec.width > 0) /* the bar and its margin take 4 columns */
            ec.width = ec.width > 44 ? ec.width - 4 : 40;
        ex = nt_explainer_new(&ec);
        line->explain = &ec; /* its own variations are told in it */
    }
    nt_play_config pc = {0};
    pc.hooks = vr->g->hooks;
    pc.state = state;
    pc.source = nt_record_source_base(src);
    pc.observers = x ? nt_xml_out_observer(x)
                   : ex ? nt_explainer_observer(ex) : NULL;
    pc.narrate = ex != NULL;
    nt_observer *own = vr->lines ? vr->lines->begin(vr->lines->user,
                                                    line->depth, state,
                                                    pc.source)
                                 : NULL;
    if (own && vr->lines->whole) {
        pc.every = own;
    } else if (own) { /* the job's first, the line's writer or explainer */
        nt_observer *last = own;
        while (last->next)
            last = last->next;
        last->next = pc.observers;
        pc.observers = own;
        pc.narrate |= vr->lines->narrate;
    }
    pc.facts = vr->facts;
    pc.keep_going = vr->keep_going;
    pc.details = vr->details;
    pc.stop_at = -1;
    pc.variation = 1;
    pc.line = nt_play_line(outer);
    nt_play *p = nt_play_new(&pc);
    int rc = vr->g->play(state, p);
    if (rc == NT_OK)
        rc = nt_record_source_finish(src, p);
    if (rc == NT_STOP) { /* what follows its last move, at its own level */
        if (x)
            nt_xml_out_end_line(x);
        rc = nt_record_source_line_end(src, p);
    }
    long variations, marks;
    nt_record_source_counts(src, &variations, &marks);
    vr->marks += marks;
    int failed = nt_play_ndiag(p) > 0;
    if (vr->lines) /* its name is the play's, gone once it is freed */
        vr->lines->end(vr->lines->user, nt_play_line(p), line->depth,
                       failed ? &nt_play_diags(p)[0] : NULL);
    if (ex) {
        nt_explainer_free(ex);
        fclose(mem);
        S_print_explained(up->out, up->width, nt_play_line(p), told, ntold);
        free(told);
    }
    nt_play_adopt(outer, p);
    nt_play_free(p);
    if (x)
        nt_xml_out_end_line(x);
    nt_xml_out_free(x);
    nt_record_source_free(src);
    free(state);
    return failed ? NT_FAIL : NT_OK;
}

static int S_on_variation(void *user, nt_play *p, nt_variation_step at)
{
    nt_line_ctx *up = user;
    nt_variation_reader *vr = up->vr;
    if (up->depth == NT_MAX_VARIATION_DEPTH)
        return S_limit(p, at.variation, "variations nest too deeply",
                       NT_MAX_VARIATION_DEPTH);
    if (!vr->allowed)
        vr->allowed = S_allowed(vr->game);
    if (vr->read == vr->allowed)
        return S_limit(p, at.variation,
                       vr->allowed == NT_MAX_VARIATIONS
                           ? "the record holds too many variations"
                           : "the record holds too many variations for its "
                             "size (each is read again from the record's "
                             "start)",
                       vr->allowed);
    vr->read++;
    nt_line_ctx *line = nt_xmalloc(sizeof *line);
    *line = *up;
    line->route[line->depth++] = at;
    line->writer = NULL;
    line->explain = NULL;
    xmlBufferPtr text = NULL;
    if (up->writer) {
        nt_xml_out_start_variation(up->writer);
        line->w = up->w;
    } else if (vr->capture && up->depth == 0) {
        text = xmlBufferCreate();
        line->w = nt_xml_writer_buffer(text);
        xmlTextWriterStartElement(line->w, (const xmlChar *)"variation");
    }
    nt_buf marks = {0};
    S_save_marks(vr->game->first, &marks);
    nt_clear_used(vr->game->first);
    int rc = S_read(line, p, up->explain);
    const unsigned char *back = (const unsigned char *)marks.data;
    S_restore_marks(vr->game->first, &back);
    nt_buf_free(&marks);
    if (up->writer)
        nt_xml_out_end_variation(up->writer);
    if (text) {
        xmlTextWriterEndElement(line->w);
        xmlFreeTextWriter(line->w);
        if (rc == NT_OK)
            nt_play_variation_text(p, (const char *)xmlBufferContent(text));
        xmlBufferFree(text);
    }
    free(line);
    return rc;
}

void nt_variations_attach(nt_line_ctx *line, nt_variation_reader *vr,
                          nt_record_source *src, struct nt_xml_out *writer)
{
    memset(line, 0, sizeof *line);
    line->vr = vr;
    line->writer = writer;
    line->w = vr->w;
    nt_record_source_variations(src, S_on_variation, line);
}

void nt_variations_explain(nt_line_ctx *line,
                           const struct nt_explain_config *explain)
{
    line->explain = explain;
}

/* notation render: a record replayed through every check of validate,
 * with an observer that writes each step in words (its label, the
 * reasons the rules gave, the record's notes) and, whenever the game
 * moves on to another part (a turn, a brew, an evaluation), the picture
 * of the state the part left.  An invalid record is rendered up to its
 * first violation, which is shown in place. */
#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "picture.h"
#include "position_internal.h"
#include "render_internal.h"
#include "run.h"

typedef struct render {
    nt_render_options o;
    const char *file;
    nt_buf page;          /* the page so far */
    nt_render_line main;  /* the record's main line */
    nt_render_line *cur;  /* the innermost line being rendered */
    long nlines;          /* variations rendered on the page */
    int open;             /* an <article> is open */
    int invalid;
    unsigned long seen;   /* the last record's index */
    char *trouble;        /* why the file cannot be read, or NULL */
    nt_buf title;         /* the page's */
    FILE *out;
    int head_done;        /* the page's head is written */
    int failed;           /* a write failed */
} render;

static void S_flush(render *r);

/* ---------------------------------------------------------- records */

static nt_observer *S_begin(void *user, const nt_game *g, const void *setup,
                            const void *state, const nt_node *game,
                            const nt_node *meta, nt_source *source)
{
    render *r = user;
    nt_render_record *rr = &r->main.rr;
    (void)source;
    rr->index = r->o.record ? r->o.record : r->seen + 1;
    rr->g = g;
    if (!r->title.len) {
        /* The page is named after its first record. */
        nt_buf_puts(&r->title, g->title);
        const nt_node *event = meta ? nt_child(meta, "event") : NULL;
        nt_buf scratch = {0};
        if (event)
            nt_buf_printf(&r->title, " \xe2\x80\x94 %s",
                          nt_text(event, &scratch));
        nt_buf_free(&scratch);
    }
    rr->setup = setup;
    rr->state = state;
    rr->game = game;
    rr->meta = meta;
    nt_node_pos(game, &rr->line, &(unsigned long){0});
    nt_render_record_head(&r->page, rr);
    r->open = 1;
    r->cur = &r->main;
    return nt_render_line_start(&r->main);
}

static void S_diagnostic(render *r, const nt_record *rec)
{
    const nt_diag *d = &rec->diag[0];
    nt_buf_puts(&r->page, "<div class=\"diagnostic\" role=\"alert\">"
                          "The record breaks a rule here; the rest is not "
                          "rendered.<code>");
    nt_buf line = {0};
    if (d->line)
        nt_buf_printf(&line, "%s:%lu:%lu: error[%s]: %s", rec->file, d->line,
                      d->col, d->rule, d->message);
    else
        nt_buf_printf(&line, "%s: error[%s]: %s", rec->file, d->rule,
                      d->message);
    nt_svg_text(&r->page, nt_buf_str(&line));
    nt_buf_free(&line);
    nt_buf_puts(&r->page, "</code></div>\n");
}

static int S_on_record(const nt_record *rec, void *user)
{
    render *r = user;
    r->seen = rec->index;
    if (!r->open && rec->ndiag && !r->trouble &&
        (!strcmp(rec->diag[0].rule, "notation.io") ||
         !strcmp(rec->diag[0].rule, "notation.record"))) {
        /* Nothing to render: the file cannot be read, or lacks it. */
        nt_buf why = {0};
        nt_buf_printf(&why, "%s: error[%s]: %s", rec->file,
                      rec->diag[0].rule, rec->diag[0].message);
        r->trouble = nt_buf_take(&why);
        return 1;
    }
    if (!r->open) /* the record's set-up could not be read */
        nt_buf_printf(&r->page, "<article class=\"record\" "
                                "id=\"record-%lu\">\n<h1>Record %lu</h1>\n",
                      rec->index, rec->index);
    nt_render_line_close(&r->main);
    if (!rec->valid && rec->ndiag) {
        r->invalid = 1;
        S_diagnostic(r, rec);
    }
    if (rec->summary && (r->o.at_step < 0 || r->main.steps >= rec->steps)) {
        nt_buf_puts(&r->page, "<p class=\"result\">Result: ");
        nt_svg_text(&r->page, rec->summary);
        nt_buf_puts(&r->page, "</p>\n");
    }
    nt_buf_puts(&r->page, "</article>\n");
    r->open = 0;
    nt_render_line_drop(&r->main);
    S_flush(r); /* a record at a time: memory stays flat */
    return 0;
}

/* ------------------------------------------------------------ pages */

static int S_write(const nt_buf *b, FILE *out, char **err)
{
    if (fwrite(b->data, 1, b->len, out) != b->len || fflush(out)) {
        *err = nt_xstrdup("notation.io: the output cannot be written");
        return 2;
    }
    return 0;
}

/* What is rendered so far goes out, after the page's head the first
 * time (named after the first record, known by then). */
static void S_flush(render *r)
{
    if (r->failed)
        return;
    if (!r->head_done) {
        nt_buf head = {0};
        nt_render_page_begin(&head,
                             r->title.len ? nt_buf_str(&r->title) : r->file,
                             r->o.style);
        r->failed = fwrite(head.data, 1, head.len, r->out) != head.len;
        nt_buf_free(&head);
        r->head_done = 1;
    }
    if (r->page.len && fwrite(r->page.data, 1, r->page.len, r->out) !=
                           r->page.len)
        r->failed = 1;
    nt_buf_clear(&r->page);
}

static int S_html(const char *path, const nt_render_options *o, FILE *out,
                  char **err)
{
    render r = {0};
    r.out = out;
    r.o = *o;
    r.file = path;
    r.main.rr.file = path;
    r.main.o = &r.o;
    r.main.out = &r.page;
    r.main.nlines = &r.nlines;
    r.cur = &r.main;
    nt_options opt;
    nt_options_init(&opt);
    opt.record = o->record;
    opt.on_record = S_on_record;
    opt.user = &r;
    nt_reader *reader = nt_reader_new(&opt, err);
    if (!reader)
        return 2;
    nt_reader_tap tap = {.begin = S_begin, .user = &r, .narrate = 1};
    nt_line_hook lines = {nt_render_variation_begin, nt_render_variation_end,
                          &r.cur, 1, 0};
    nt_reader_set_lines(reader, &lines);
    nt_reader_set_tap(reader, &tap);
    int rc = nt_reader_file(reader, path);
    nt_reader_free(reader);
    if (r.trouble) {
        *err = r.trouble;
        rc = 2;
    } else {
        nt_render_page_end(&r.page);
        S_flush(&r);
        rc = r.failed || S_write(&r.page, out, err) ? 2 : r.invalid;
        if (rc == 2 && !*err)
            *err = nt_xstrdup("notation.io: the output cannot be written");
    }
    nt_buf_free(&r.title);
    nt_buf_free(&r.page);
    nt_render_line_free(&r.main);
    return rc;
}

/* One picture: the state after step `at_step` (-1: the end of the line). */
static int S_svg(const char *path, const nt_render_options *o, FILE *out,
                 char **err)
{
    nt_position *p = nt_position_open_file(path, o->record, err);
    if (!p)
        return 2;
    int rc = 0;
    if (!p->g->picture) {
        *err = nt_xstrdup("this game has no pictures yet");
        rc = 2;
    } else if (o->at_step < 0) {
        nt_position_seek(p, nt_position_length(p));
    } else if (nt_position_seek_step(p, o->at_step + 1)) {
        nt_position_seek(p, nt_position_length(p));
        nt_buf why = {0};
        nt_buf_printf(&why, "notation.record: there is no step %ld: the "
                            "record's line of play stops at step %ld",
                      o->at_step, nt_position_step(p) - 1);
        *err = nt_buf_take(&why);
        rc = 2;
    }
    if (!rc) {
        nt_buf svg = {0};
        p->g->picture->draw(p->state, &svg);
        rc = S_write(&svg, out, err) ? 2 : !nt_position_record_valid(p);
        nt_buf_free(&svg);
    }
    nt_position_free(p);
    return rc;
}

int nt_render_file(const char *path, const nt_render_options *o, FILE *out,
                   char **err)
{
    *err = NULL;
    return o->format == NT_RENDER_SVG ? S_svg(path, o, out, err)
                                      : S_html(path, o, out, err);
}

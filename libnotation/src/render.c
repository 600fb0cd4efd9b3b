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
    nt_observer obs;
    nt_render_options o;
    const char *file;
    nt_buf page;          /* the page so far */
    nt_render_record rr;  /* the record being rendered */
    int open;             /* an <article> is open */
    long steps;           /* steps rendered */
    nt_buf said, notes;   /* since the last step */
    nt_buf part;          /* the part the last step belongs to */
    int in_part;          /* a <section> is open */
    long round;           /* the round of that part (0: none) */
    nt_buf picture;       /* the state after the last step */
    long picture_step;
    int invalid;
    unsigned long seen;   /* the last record's index */
    char *trouble;        /* why the file cannot be read, or NULL */
    nt_buf title;         /* the page's */
    FILE *out;
    int head_done;        /* the page's head is written */
    int failed;           /* a write failed */
} render;

static void S_flush(render *r);

/* ------------------------------------------------------------ steps */

static void S_flush_picture(render *r)
{
    if (!r->picture.len)
        return;
    nt_buf_printf(&r->page, "<figure class=\"state\" id=\"r%lu-state-%ld\">",
                  r->rr.index, r->picture_step);
    nt_buf_add(&r->page, r->picture.data, r->picture.len);
    nt_buf_printf(&r->page, "<figcaption>The state after step %ld"
                            "</figcaption></figure>\n",
                  r->picture_step);
    nt_buf_clear(&r->picture);
}

static void S_close_part(render *r)
{
    S_flush_picture(r);
    if (r->in_part)
        nt_buf_puts(&r->page, "</section>\n");
    r->in_part = 0;
}

static void S_open_part(render *r, const char *part, const char *label)
{
    long round = nt_label_number(label, "round");
    int newpage = round && r->round && round != r->round;
    S_close_part(r);
    nt_buf_printf(&r->page, "<section class=\"part%s\"><h2>",
                  newpage ? " newpage" : "");
    nt_svg_text(&r->page, part);
    nt_buf_puts(&r->page, "</h2>\n");
    if (round)
        r->round = round;
    r->in_part = 1;
}

static void S_say(nt_observer *o, const char *text)
{
    render *r = (render *)o;
    nt_buf_puts(&r->said, "<li>");
    nt_svg_text(&r->said, text);
    nt_buf_puts(&r->said, "</li>\n");
}

/* The risk at a draw-or-stop, beside its words (the replay says them
 * right before the decision is answered): a small bar, as long as the
 * share of the bag that would explode, the percentage in the words and
 * the exact count in its title, so that it reads without its colour. */
static void S_risk_bar(render *r, long explode, long chips)
{
    nt_buf words = {0}, li = {0};
    nt_risk_words(explode, chips, &words);
    nt_buf_puts(&li, "<li>");
    nt_svg_text(&li, nt_buf_str(&words));
    nt_buf_puts(&li, "</li>\n");
    if (r->said.len >= li.len &&
        !memcmp(r->said.data + r->said.len - li.len, li.data, li.len)) {
        nt_buf_truncate(&r->said, r->said.len - li.len);
        nt_buf_printf(&r->said,
                      "<li class=\"risk\"><svg xmlns=\"http://www.w3.org/"
                      "2000/svg\" class=\"risk\" viewBox=\"0 0 60 10\" "
                      "width=\"60\" height=\"10\" role=\"img\"><title>%ld "
                      "of %ld chips would explode</title><rect x=\"0.5\" "
                      "y=\"0.5\" width=\"59\" height=\"9\" fill=\"#fff\" "
                      "stroke=\"#444\"/>",
                      explode, chips);
        if (explode)
            nt_buf_printf(&r->said,
                          "<rect x=\"0.5\" y=\"0.5\" width=\"%.1f\" "
                          "height=\"9\" fill=\"%s\"/>",
                          59.0 * (double)explode / (double)chips,
                          nt_svg_palette[6]);
        nt_buf_puts(&r->said, "</svg> ");
        nt_svg_text(&r->said, nt_buf_str(&words));
        nt_buf_puts(&r->said, "</li>\n");
    }
    nt_buf_free(&words);
    nt_buf_free(&li);
}

static void S_answer(nt_observer *o, const nt_ask *a, int32_t v)
{
    render *r = (render *)o;
    const struct nt_engine_hooks *h = r->rr.g->hooks;
    long explode, chips;
    (void)v;
    if (h->risk && h->risk(r->rr.state, a, &explode, &chips) == 0 && chips)
        S_risk_bar(r, explode, chips);
}

static void S_note(nt_observer *o, const char *text)
{
    render *r = (render *)o;
    nt_buf_puts(&r->notes, "<aside class=\"note\">");
    nt_svg_text(&r->notes, text);
    nt_buf_puts(&r->notes, "</aside>\n");
}

static void S_step(nt_observer *o, long n, const char *label)
{
    render *r = (render *)o;
    if (r->o.at_step >= 0 && n > r->o.at_step) {
        nt_buf_clear(&r->said);
        nt_buf_clear(&r->notes);
        return;
    }
    const nt_picture *pic = r->rr.g->picture;
    nt_buf part = {0};
    if (pic)
        pic->part(r->rr.state, label, &part);
    else
        nt_buf_puts(&part, label);
    if (!r->in_part || strcmp(nt_buf_str(&part), nt_buf_str(&r->part))) {
        S_open_part(r, nt_buf_str(&part), label);
        nt_buf_clear(&r->part);
        nt_buf_puts(&r->part, nt_buf_str(&part));
    }
    nt_buf_free(&part);
    nt_buf_add(&r->page, r->notes.data, r->notes.len);
    nt_buf_printf(&r->page, "<div class=\"step\" id=\"r%lu-step-%ld\"><p>"
                            "<span class=\"n\">Step %ld</span> ",
                  r->rr.index, n, n);
    /* "turn 4, seat 2 (Bruno): place reine at d4" under the heading
     * "turn 4, seat 2 (Bruno)": the step says the rest. */
    size_t plen = r->part.len;
    if (plen && !strncmp(label, r->part.data, plen) && label[plen] == ':' &&
        label[plen + 1] == ' ')
        label += plen + 2;
    nt_svg_text(&r->page, label);
    nt_buf_puts(&r->page, "</p>\n");
    if (r->said.len) {
        nt_buf_puts(&r->page, "<ul class=\"why\">\n");
        nt_buf_add(&r->page, r->said.data, r->said.len);
        nt_buf_puts(&r->page, "</ul>\n");
    }
    nt_buf_puts(&r->page, "</div>\n");
    nt_buf_clear(&r->said);
    nt_buf_clear(&r->notes);
    r->steps = n;
    nt_buf_clear(&r->picture);
    if (pic) {
        pic->draw(r->rr.state, &r->picture);
        r->picture_step = n;
    }
}

/* ---------------------------------------------------------- records */

static nt_observer *S_begin(void *user, const nt_game *g, const void *setup,
                            const void *state, const nt_node *game,
                            const nt_node *meta, nt_source *source)
{
    render *r = user;
    (void)source;
    r->rr.index = r->o.record ? r->o.record : r->seen + 1;
    r->rr.g = g;
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
    r->rr.setup = setup;
    r->rr.state = state;
    r->rr.game = game;
    r->rr.meta = meta;
    nt_node_pos(game, &r->rr.line, &(unsigned long){0});
    nt_render_record_head(&r->page, &r->rr);
    r->open = 1;
    r->steps = 0;
    r->round = 0;
    r->in_part = 0;
    nt_buf_clear(&r->part);
    memset(&r->obs, 0, sizeof r->obs);
    r->obs.say = S_say;
    r->obs.answer = S_answer;
    r->obs.note = S_note;
    r->obs.step = S_step;
    return &r->obs;
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
    S_close_part(r);
    if (!rec->valid && rec->ndiag) {
        r->invalid = 1;
        S_diagnostic(r, rec);
    }
    if (rec->summary && (r->o.at_step < 0 || r->steps >= rec->steps)) {
        nt_buf_puts(&r->page, "<p class=\"result\">Result: ");
        nt_svg_text(&r->page, rec->summary);
        nt_buf_puts(&r->page, "</p>\n");
    }
    nt_buf_puts(&r->page, "</article>\n");
    r->open = 0;
    nt_buf_clear(&r->said);
    nt_buf_clear(&r->notes);
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
        nt_render_page_begin(&head, r->title.len ? nt_buf_str(&r->title)
                                                 : r->file);
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
    r.rr.file = path;
    nt_options opt;
    nt_options_init(&opt);
    opt.record = o->record;
    opt.on_record = S_on_record;
    opt.user = &r;
    nt_reader *reader = nt_reader_new(&opt, err);
    if (!reader)
        return 2;
    nt_reader_tap tap = {.begin = S_begin, .user = &r, .narrate = 1};
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
    nt_buf_free(&r.said);
    nt_buf_free(&r.notes);
    nt_buf_free(&r.part);
    nt_buf_free(&r.picture);
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

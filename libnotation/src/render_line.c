/* One line of a record as render writes it: each step in words (its
 * label with the annotator's marks, the reasons the rules gave, the
 * record's notes) and the pictures of the states it reaches.  The main
 * line writes into the page, grouped in the parts of the game with a
 * picture after each; a variation writes into a box of its own, put
 * after the move it replaces as a chess book prints it, with a single
 * picture at its end (the position it argues for). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "picture.h"
#include "render_internal.h"

/* ------------------------------------------------------------ parts */

/* A picture taller than wide (a Quacks table of four or five) is
 * printed up to a page tall; the others up to half a page, two to a
 * page with their steps. */
static const char *S_shape(const char *svg)
{
    const char *box = strstr(svg, "viewBox=\"0 0 ");
    int w = 0, h = 0;
    if (box && sscanf(box + 13, "%d %d", &w, &h) == 2 && h > w)
        return " tall";
    return "";
}

static void S_flush_picture(nt_render_line *l, const char *caption)
{
    if (!l->picture.len)
        return;
    const char *shape = S_shape(nt_buf_str(&l->picture));
    if (l->id)
        nt_buf_printf(l->out, "<figure class=\"state%s\" id=\"r%lu-v%ld-"
                              "state\">",
                      shape, l->rr.index, l->id);
    else
        nt_buf_printf(l->out, "<figure class=\"state%s\" id=\"r%lu-state-"
                              "%ld\">",
                      shape, l->rr.index, l->picture_step);
    nt_buf_add(l->out, l->picture.data, l->picture.len);
    nt_buf_puts(l->out, "<figcaption>");
    nt_buf_puts(l->out, caption);
    if (!l->depth) /* a variation's one picture is of where it ends */
        nt_buf_printf(l->out, " %ld", l->picture_step);
    nt_buf_puts(l->out, "</figcaption></figure>\n");
    nt_buf_clear(&l->picture);
}

/* The part open ends, with its picture unless `picture` is 0. */
static void S_close(nt_render_line *l, int picture)
{
    nt_buf_add(l->out, l->held.data, l->held.len); /* its step never came */
    nt_buf_clear(&l->held);
    /* A variation's pictures wait for its end: one position to argue
     * for, not one per part, keeps the box short beside the game. */
    if (l->depth == 0 && picture)
        S_flush_picture(l, "The state after step");
    if (l->in_part)
        nt_buf_puts(l->out, "</section>\n");
    l->in_part = 0;
}

void nt_render_line_close(nt_render_line *l)
{
    S_close(l, 1);
}

/* The round a step's label belongs to: its number where the game numbers
 * rounds ("round 3, seat 1"); else, where it numbers seats ("turn 7,
 * seat 2 (Bruno)"), a round ends when the seat to play is no later than
 * the last one (every seat has played); a step of neither (the deal, the
 * end) is in the round before it. */
static long S_round_of(nt_render_line *l, const char *label)
{
    long round = nt_label_number(label, "round");
    if (round)
        return round;
    const char *seat = strstr(label, "seat ");
    long n = seat ? strtol(seat + 5, NULL, 10) : 0;
    if (n <= 0)
        return l->round;
    if (n <= l->last_seat || !l->last_seat)
        l->cycle++;
    l->last_seat = n;
    return l->cycle;
}

static void S_open_part(nt_render_line *l, const char *part,
                        const char *label)
{
    if (l->depth) { /* inside a box: a heading, no page breaks */
        nt_buf_puts(l->out, "<h4>");
        nt_svg_text(l->out, part);
        nt_buf_puts(l->out, "</h4>\n");
        return;
    }
    long round = S_round_of(l, label);
    /* Style "rounds": a picture only where a round ends. */
    S_close(l, l->o->style != NT_RENDER_ROUNDS || round != l->round);
    nt_buf_puts(l->out, "<section class=\"part\"><h2>");
    nt_svg_text(l->out, part);
    nt_buf_puts(l->out, "</h2>\n");
    l->round = round;
    l->in_part = 1;
}

/* ------------------------------------------------------- observer */

static void S_say(nt_observer *o, const char *text)
{
    nt_render_line *l = (nt_render_line *)o;
    nt_buf_puts(&l->said, "<li>");
    nt_svg_text(&l->said, text);
    nt_buf_puts(&l->said, "</li>\n");
}

/* The risk at a draw-or-stop, beside its words (the replay says them
 * right before the decision is answered): a small bar, as long as the
 * share of the bag that would explode, the percentage in the words and
 * the exact count in its title, so that it reads without its colour. */
static void S_risk_bar(nt_render_line *l, long explode, long chips)
{
    nt_buf words = {0}, li = {0};
    nt_risk_words(explode, chips, &words);
    nt_buf_puts(&li, "<li>");
    nt_svg_text(&li, nt_buf_str(&words));
    nt_buf_puts(&li, "</li>\n");
    if (l->said.len >= li.len &&
        !memcmp(l->said.data + l->said.len - li.len, li.data, li.len)) {
        nt_buf_truncate(&l->said, l->said.len - li.len);
        nt_buf_printf(&l->said,
                      "<li class=\"risk\"><svg xmlns=\"http://www.w3.org/"
                      "2000/svg\" class=\"risk\" viewBox=\"0 0 60 10\" "
                      "width=\"60\" height=\"10\" role=\"img\"><title>%ld "
                      "of %ld chips would explode</title><rect x=\"0.5\" "
                      "y=\"0.5\" width=\"59\" height=\"9\" fill=\"#fff\" "
                      "stroke=\"#444\"/>",
                      explode, chips);
        if (explode)
            nt_buf_printf(&l->said,
                          "<rect x=\"0.5\" y=\"0.5\" width=\"%.1f\" "
                          "height=\"9\" fill=\"%s\"/>",
                          59.0 * (double)explode / (double)chips,
                          nt_svg_palette[6]);
        nt_buf_puts(&l->said, "</svg> ");
        nt_svg_text(&l->said, nt_buf_str(&words));
        nt_buf_puts(&l->said, "</li>\n");
    }
    nt_buf_free(&words);
    nt_buf_free(&li);
}

static void S_answer(nt_observer *o, const nt_ask *a, int32_t v)
{
    nt_render_line *l = (nt_render_line *)o;
    const struct nt_engine_hooks *h = l->rr.g->hooks;
    long explode, chips;
    (void)v;
    if (h->risk && h->risk(l->rr.state, a, &explode, &chips) == 0 && chips)
        S_risk_bar(l, explode, chips);
}

static void S_note(nt_observer *o, const char *text)
{
    nt_render_line *l = (nt_render_line *)o;
    nt_buf_puts(&l->notes, "<aside class=\"note\">");
    nt_svg_text(&l->notes, text);
    nt_buf_puts(&l->notes, "</aside>\n");
}

/* What each of the annotators' six marks says, for its title (a reader
 * new to them hovers; the symbol itself is what a chess book prints). */
static const char *S_mark_meaning(const char *mark)
{
    static const char *const meaning[][2] = {
        {"!!", "brilliant"}, {"!?", "interesting"}, {"!", "good"},
        {"??", "a blunder"}, {"?!", "dubious"},     {"?", "a mistake"},
    };
    for (size_t i = 0; i < sizeof meaning / sizeof meaning[0]; i++)
        if (!strcmp(mark, meaning[i][0]))
            return meaning[i][1];
    return "the annotator's mark";
}

static void S_mark(nt_observer *o, const char *mark)
{
    nt_render_line *l = (nt_render_line *)o;
    nt_buf_printf(&l->marks, " <span class=\"mark\" title=\"%s\">",
                  S_mark_meaning(mark));
    nt_svg_text(&l->marks, mark);
    nt_buf_puts(&l->marks, "</span>");
}

/* What the rules said of a step, as a list under its words. */
static void S_reasons(const nt_render_line *l)
{
    if (!l->said.len)
        return;
    nt_buf_puts(l->out, "<ul class=\"why\">\n");
    nt_buf_add(l->out, l->said.data, l->said.len);
    nt_buf_puts(l->out, "</ul>\n");
}

static void S_step(nt_observer *o, long n, const char *label)
{
    nt_render_line *l = (nt_render_line *)o;
    l->told = n;
    if (l->depth == 0 && l->o->at_step >= 0 && n > l->o->at_step) {
        nt_render_line_drop(l);
        nt_buf_clear(&l->held);
        return;
    }
    if (n <= l->retold) { /* on the page already: its notes wait */
        nt_buf_clear(&l->said);
        return;
    }
    const nt_picture *pic = l->rr.g->picture;
    nt_buf part = {0};
    if (pic)
        pic->part(l->rr.state, label, &part);
    else
        nt_buf_puts(&part, label);
    if ((!l->in_part && !l->depth) ||
        strcmp(nt_buf_str(&part), nt_buf_str(&l->part))) {
        S_open_part(l, nt_buf_str(&part), label);
        nt_buf_clear(&l->part);
        nt_buf_puts(&l->part, nt_buf_str(&part));
    }
    nt_buf_free(&part);
    nt_buf_add(l->out, l->notes.data, l->notes.len);
    if (l->id)
        nt_buf_printf(l->out, "<div class=\"step\" id=\"r%lu-v%ld-step-%ld\">",
                      l->rr.index, l->id, n);
    else
        nt_buf_printf(l->out, "<div class=\"step\" id=\"r%lu-step-%ld\">",
                      l->rr.index, n);
    nt_buf_printf(l->out, "<p><span class=\"n\">Step %ld</span> ", n);
    /* "turn 4, seat 2 (Bruno): place reine at d4" under the heading
     * "turn 4, seat 2 (Bruno)": the step says the rest. */
    size_t plen = l->part.len;
    if (plen && !strncmp(label, l->part.data, plen) && label[plen] == ':' &&
        label[plen + 1] == ' ')
        label += plen + 2;
    nt_svg_text(l->out, label);
    nt_buf_add(l->out, l->marks.data, l->marks.len);
    nt_buf_puts(l->out, "</p>\n");
    S_reasons(l);
    nt_buf_puts(l->out, "</div>\n");
    nt_buf_add(l->out, l->held.data, l->held.len);
    nt_buf_clear(&l->held);
    nt_render_line_drop(l);
    l->steps = n;
    nt_buf_clear(&l->picture);
    if (pic) {
        pic->draw(l->rr.state, &l->picture);
        l->picture_step = n;
    }
}

nt_observer *nt_render_line_start(nt_render_line *l)
{
    memset(&l->obs, 0, sizeof l->obs);
    l->obs.say = S_say;
    l->obs.answer = S_answer;
    l->obs.note = S_note;
    l->obs.mark = S_mark;
    l->obs.step = S_step;
    l->steps = l->told = 0;
    l->round = l->cycle = l->last_seat = 0;
    l->in_part = 0;
    nt_buf_clear(&l->part);
    nt_buf_clear(&l->picture);
    nt_render_line_drop(l);
    return &l->obs;
}

void nt_render_line_drop(nt_render_line *l)
{
    nt_buf_clear(&l->said);
    nt_buf_clear(&l->notes);
    nt_buf_clear(&l->marks);
}

void nt_render_line_free(nt_render_line *l)
{
    nt_buf_free(&l->box);
    nt_buf_free(&l->held);
    nt_buf_free(&l->said);
    nt_buf_free(&l->notes);
    nt_buf_free(&l->marks);
    nt_buf_free(&l->part);
    nt_buf_free(&l->picture);
}

/* ------------------------------------------------------- variations */

nt_observer *nt_render_variation_begin(void *user, int depth,
                                       const void *state, nt_source *source)
{
    (void)source;
    nt_render_line **cur = user;
    nt_render_line *up = *cur;
    nt_render_line *l = nt_xcalloc(1, sizeof *l);
    l->up = up;
    l->o = up->o;
    l->rr = up->rr;
    l->rr.state = state;
    l->out = &l->box;
    l->depth = depth;
    l->nlines = up->nlines;
    /* A variation after --at's step (or within the step after it) is
     * past what the page shows. */
    long told = up->told + (up->said.len || up->marks.len);
    l->skip = up->skip ||
              (up->depth == 0 && up->o->at_step >= 0 &&
               told > up->o->at_step);
    *cur = l;
    if (l->skip)
        return NULL;
    l->id = ++*l->nlines;
    nt_render_line_start(l);
    /* It goes on in the part it leaves: no heading until it moves on. */
    nt_buf_puts(&l->part, nt_buf_str(&up->part));
    /* The line it stands in is within a step when what the rules said of
     * its moves waits for the step's end: the variation leaves that step
     * (a Quacks evaluation's buying); else it replaces the step just told
     * (its last move).  The steps before are the same in both lines, and
     * the play may tell them to this one again, a step being told once
     * the next one asks: the page has them above. */
    int within = up->said.len || up->marks.len;
    l->steps = l->told = l->retold = up->told - !within;
    return &l->obs;
}

/* A variation may stop within a step (before the moves that end it):
 * what its rules said of its last moves still stands, unlabelled. */
static void S_unfinished_step(nt_render_line *l)
{
    if (!l->said.len && !l->notes.len && !l->marks.len)
        return;
    nt_buf_add(l->out, l->notes.data, l->notes.len);
    if (l->said.len || l->marks.len) {
        nt_buf_puts(l->out, "<div class=\"step\"><p><span class=\"n\">"
                            "Then</span> the variation stops within "
                            "this step");
        nt_buf_add(l->out, l->marks.data, l->marks.len);
        nt_buf_puts(l->out, "</p>\n");
    }
    S_reasons(l);
    if (l->said.len || l->marks.len)
        nt_buf_puts(l->out, "</div>\n");
    nt_buf_add(l->out, l->held.data, l->held.len);
    nt_buf_clear(&l->held);
    nt_render_line_drop(l);
}

/* The box of variation `l`, ended, into `out`: its name, its steps and
 * the position it reaches. */
static void S_box(nt_render_line *l, nt_buf *out, const char *name,
                  int failed)
{
    int within = l->said.len || l->marks.len;
    S_unfinished_step(l);
    const nt_picture *pic = l->rr.g->picture;
    if (pic) { /* where it leads, even between two steps */
        nt_buf_clear(&l->picture);
        pic->draw(l->rr.state, &l->picture);
        l->picture_step = l->steps;
        S_flush_picture(l, within ? "The state the variation reaches, "
                                    "within a step"
                                  : "The state the variation reaches");
    }
    /* Inside a box, its name in the line it stands in is enough. */
    const char *own = strrchr(name, '/');
    own = own ? own + 2 : name;
    nt_buf_printf(out, "<section class=\"variation%s\" id=\"r%lu-v%ld\">"
                       "<h3>",
                  failed ? " broken" : "", l->rr.index, l->id);
    if (*own == 'v') { /* a heading starts with a capital */
        nt_buf_putc(out, 'V');
        own++;
    }
    nt_svg_text(out, own);
    nt_buf_puts(out, "</h3>\n");
    nt_buf_add(out, l->box.data, l->box.len);
    if (failed)
        nt_buf_puts(out, "<p class=\"broken\">This variation breaks a "
                         "rule: the diagnostic follows.</p>\n");
    nt_buf_puts(out, "</section>\n");
}

void nt_render_variation_end(void *user, const char *name, int depth,
                             const nt_diag *first)
{
    int failed = first != NULL;
    nt_render_line **cur = user;
    nt_render_line *l = *cur;
    nt_render_line *up = l->up;
    (void)depth;
    *cur = up;
    if (!l->skip)
        S_box(l, up->said.len || up->marks.len ? &up->held : up->out, name,
              failed);
    nt_render_line_free(l);
    free(l);
}

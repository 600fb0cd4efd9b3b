/* A line of play as positions keep it: one entry per choice, and the
 * observer that copies a line while the reader reads it (the main line
 * through the reader's tap, each variation through its line hook). */
#include <stdlib.h>
#include <string.h>

#include "position_internal.h"

/* The annotators' six marks (notation(5)), in the order line->marks
 * numbers them from 1. */
static const char *const S_marks[] = {"!", "?", "!!", "??", "!?", "?!"};
#define NMARKS (sizeof S_marks / sizeof *S_marks)

const char *nt_line_mark(const nt_line *l, size_t k)
{
    unsigned m = k < l->n ? l->marks[k] : 0;
    return m ? S_marks[m - 1] : NULL;
}

void nt_line_push(nt_line *l, const nt_ask *a, int32_t v, long step,
                  const char *answer, const char *written, const char *context,
                  unsigned long line, unsigned long col)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->vals = nt_xrealloc(l->vals, l->cap * sizeof *l->vals);
        l->qs = nt_xrealloc(l->qs, l->cap * sizeof *l->qs);
        l->keys = nt_xrealloc(l->keys, l->cap * sizeof *l->keys);
        l->lines = nt_xrealloc(l->lines, l->cap * sizeof *l->lines);
        l->cols = nt_xrealloc(l->cols, l->cap * sizeof *l->cols);
        l->steps = nt_xrealloc(l->steps, l->cap * sizeof *l->steps);
        l->seats = nt_xrealloc(l->seats, l->cap * sizeof *l->seats);
        l->marks = nt_xrealloc(l->marks, l->cap * sizeof *l->marks);
        l->answers = nt_xrealloc(l->answers, l->cap * sizeof *l->answers);
        l->contexts = nt_xrealloc(l->contexts, l->cap * sizeof *l->contexts);
        l->writtens = nt_xrealloc(l->writtens, l->cap * sizeof *l->writtens);
    }
    size_t i = l->n++;
    l->vals[i] = v;
    l->qs[i] = a->q;
    l->keys[i] = a->key;
    l->lines[i] = line;
    l->cols[i] = col;
    l->steps[i] = step;
    l->seats[i] = a->actor == NT_CHANCE ? 0 : a->actor + 1;
    l->marks[i] = 0;
    l->answers[i] = nt_xstrdup(answer);
    l->contexts[i] = nt_xstrdup(context);
    l->writtens[i] = nt_xstrdup(written);
}

void nt_line_cut(nt_line *l, size_t n)
{
    while (l->n > n) {
        l->n--;
        free(l->answers[l->n]);
        free(l->contexts[l->n]);
        free(l->writtens[l->n]);
    }
}

void nt_line_copy(nt_line *to, const nt_line *from)
{
    memset(to, 0, sizeof *to);
    for (size_t i = 0; i < from->n; i++) {
        nt_ask a = {0};
        a.q = from->qs[i];
        a.key = from->keys[i];
        a.actor = from->seats[i] ? from->seats[i] - 1 : NT_CHANCE;
        nt_line_push(to, &a, from->vals[i], from->steps[i],
                     from->answers[i], from->writtens[i], from->contexts[i],
                     from->lines[i], from->cols[i]);
        to->marks[i] = from->marks[i];
    }
}

int nt_line_same(const nt_line *a, const nt_line *b, size_t n)
{
    if (a->n < n || b->n < n)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (a->vals[i] != b->vals[i] || a->qs[i] != b->qs[i] ||
            a->keys[i] != b->keys[i])
            return 0;
    return 1;
}

void nt_line_free(nt_line *l)
{
    nt_line_cut(l, 0);
    free(l->vals);
    free(l->qs);
    free(l->keys);
    free(l->lines);
    free(l->cols);
    free(l->steps);
    free(l->seats);
    free(l->marks);
    free(l->answers);
    free(l->contexts);
    free(l->writtens);
    memset(l, 0, sizeof *l);
}

void nt_spell(const void *state, const nt_ask *a, int32_t v, nt_buf *out)
{
    if (v == NT_NONE)
        nt_buf_puts(out, "-");
    else if (a->q->bind == NT_BIND_ELEM)
        nt_buf_puts(out, a->q->elems[v]);
    else
        a->q->type->format(state, v, out);
}

/* ------------------------------------------------------- the capture */

static void S_answer(nt_observer *o, const nt_ask *a, int32_t v)
{
    nt_line_capture *c = (nt_line_capture *)o;
    unsigned long line = 0, col = 0;
    if (c->source->where)
        c->source->where(c->source, &line, &col);
    nt_buf_clear(&c->scratch);
    nt_buf_clear(&c->written);
    nt_buf_clear(&c->context);
    nt_spell(c->state, a, v, &c->scratch);
    nt_written(a, nt_buf_str(&c->scratch), &c->written, c->state);
    c->g->hooks->context(c->state, &c->context);
    nt_line_push(c->line, a, v, c->steps + 1, nt_buf_str(&c->scratch),
                 nt_buf_str(&c->written), nt_buf_str(&c->context), line, col);
}

static void S_step(nt_observer *o, long n, const char *label)
{
    (void)label;
    ((nt_line_capture *)o)->steps = n;
}

/* Told whole (nt_play_config.every), the line hears a mark after the
 * answer that begins the move marked. */
static void S_mark(nt_observer *o, const char *mark)
{
    nt_line_capture *c = (nt_line_capture *)o;
    for (size_t i = 0; i < NMARKS && c->line->n; i++)
        if (!strcmp(mark, S_marks[i]))
            c->line->marks[c->line->n - 1] = (unsigned char)(i + 1);
}

static void S_branch(nt_observer *o, long answers, int n)
{
    nt_line_capture *c = (nt_line_capture *)o;
    c->branch = (size_t)answers;
    c->number = n;
}

void nt_line_capture_init(nt_line_capture *c, const nt_game *g,
                          nt_line *line, nt_source *source, const void *state)
{
    memset(c, 0, sizeof *c);
    c->obs.answer = S_answer;
    c->obs.step = S_step;
    c->obs.mark = S_mark;
    c->obs.branch = S_branch;
    c->g = g;
    c->line = line;
    c->source = source;
    c->state = state;
}

void nt_line_capture_free(nt_line_capture *c)
{
    nt_buf_free(&c->scratch);
    nt_buf_free(&c->written);
    nt_buf_free(&c->context);
}

/* The record's variations at a position (notation_position.h): each line
 * the record writes is copied whole as the reader reads it, so that
 * entering one is standing on a line of its own. */
#include <stdlib.h>
#include <string.h>

#include "position_internal.h"

/* A variation being copied while the reader reads it; variations nest,
 * and are read one inside the other. */
struct nt_line_reading {
    nt_line_capture lc;
    nt_line line;            /* moved into its entry when it ends */
    size_t index;            /* its entry in pos->lines */
    struct nt_line_reading *up;
};

static size_t S_add_line(nt_position *pos)
{
    if (pos->nlines == pos->caplines) {
        pos->caplines = pos->caplines ? 2 * pos->caplines : 8;
        pos->lines =
            nt_xrealloc(pos->lines, pos->caplines * sizeof *pos->lines);
    }
    memset(&pos->lines[pos->nlines], 0, sizeof *pos->lines);
    return pos->nlines++;
}

static nt_observer *S_begin(void *user, int depth, const void *state,
                            nt_source *source)
{
    nt_position *pos = user;
    struct nt_line_reading *rd = nt_xcalloc(1, sizeof *rd);
    rd->up = pos->reading;
    rd->index = S_add_line(pos);
    nt_record_line *l = &pos->lines[rd->index];
    l->parent = rd->up ? (int)rd->up->index : 0;
    l->depth = depth;
    for (int up = l->parent;; up = pos->lines[up].parent) {
        pos->lines[up].nested++;
        if (up == 0)
            break;
    }
    nt_line_capture_init(&rd->lc, pos->g, &rd->line, source, state);
    pos->reading = rd;
    return &rd->lc.obs;
}

static void S_end(void *user, const char *name, int depth,
                  const nt_diag *first)
{
    nt_position *pos = user;
    struct nt_line_reading *rd = pos->reading;
    (void)depth;
    nt_record_line *l = &pos->lines[rd->index];
    l->line = rd->line;
    l->branch = rd->lc.branch;
    l->number = rd->lc.number;
    l->name = nt_xstrdup(name);
    if (first) {
        nt_buf d = {0};
        nt_buf_printf(&d, "%s:%lu:%lu: error[%s]: %s", pos->file, first->line,
                      first->col, first->rule, first->message);
        l->diag = nt_buf_take(&d);
    }
    nt_line_capture_free(&rd->lc);
    pos->reading = rd->up;
    free(rd);
}

void nt_position_lines_hook(nt_position *pos, nt_line_hook *h)
{
    memset(h, 0, sizeof *h);
    h->begin = S_begin;
    h->end = S_end;
    h->user = pos;
    h->whole = 1;
    if (!pos->nlines) { /* the main line's entry, filled once it is read */
        S_add_line(pos);
        pos->lines[0].name = nt_xstrdup("");
    }
}

void nt_position_lines_main(nt_position *pos)
{
    if (pos->nlines && !pos->lines[0].line.n)
        nt_line_copy(&pos->lines[0].line, &pos->line);
}

void nt_position_lines_free(nt_position *pos)
{
    for (size_t i = 0; i < pos->nlines; i++) {
        nt_line_free(&pos->lines[i].line);
        free(pos->lines[i].name);
        free(pos->lines[i].diag);
    }
    free(pos->lines);
    for (size_t i = 0; i < pos->nentered; i++)
        nt_line_free(&pos->entered[i].line);
    free(pos->entered);
    while (pos->reading) { /* a reading cut short */
        struct nt_line_reading *up = pos->reading->up;
        nt_line_capture_free(&pos->reading->lc);
        nt_line_free(&pos->reading->line);
        free(pos->reading);
        pos->reading = up;
    }
}

/* ------------------------------------------------------- at a position */

/* The entry of variation i at the position, or -1.  A variation is the
 * record's at this choice while the position's line still is the line
 * it branches from, up to its branch. */
static int S_find(const nt_position *p, size_t i)
{
    if (!p->nlines)
        return -1;
    const nt_line *from = &p->lines[p->on].line;
    if (!nt_line_same(&p->line, from, p->at))
        return -1;
    for (size_t k = 1; k < p->nlines; k++) {
        const nt_record_line *v = &p->lines[k];
        if (v->parent == p->on && v->branch == p->at && i-- == 0)
            return (int)k;
    }
    return -1;
}

size_t nt_position_variation_count(const nt_position *p)
{
    size_t n = 0;
    while (S_find(p, n) >= 0)
        n++;
    return n;
}

int nt_position_variation(const nt_position *p, size_t i, nt_variation *out)
{
    int k = S_find(p, i);
    if (k < 0)
        return -1;
    const nt_record_line *v = &p->lines[k];
    memset(out, 0, sizeof *out);
    out->name = v->name;
    out->number = v->number;
    out->branch = v->branch;
    out->length = v->line.n;
    out->nested = v->nested;
    out->valid = v->diag == NULL;
    out->diag = v->diag;
    if (v->line.n > v->branch) {
        out->line = v->line.lines[v->branch];
        out->col = v->line.cols[v->branch];
    }
    return 0;
}

int nt_position_enter(nt_position *p, size_t i)
{
    int k = S_find(p, i);
    if (k < 0)
        return -1;
    if (p->nentered == p->capentered) {
        p->capentered = p->capentered ? 2 * p->capentered : 4;
        p->entered =
            nt_xrealloc(p->entered, p->capentered * sizeof *p->entered);
    }
    nt_entered *e = &p->entered[p->nentered++];
    e->line = p->line;
    e->at = p->at;
    e->on = p->on;
    nt_line_copy(&p->line, &p->lines[k].line);
    p->on = k;
    p->npushed = 0;
    if (nt_position_seek(p, p->lines[k].branch) == 0)
        return 0;
    nt_position_leave(p); /* not expected: its line was played once */
    return -1;
}

int nt_position_leave(nt_position *p)
{
    if (!p->nentered)
        return -1;
    nt_entered *e = &p->entered[--p->nentered];
    nt_line_free(&p->line);
    p->line = e->line;
    p->on = e->on;
    p->npushed = 0;
    return nt_position_seek(p, e->at);
}

int nt_position_depth(const nt_position *p)
{
    return p->nlines ? p->lines[p->on].depth : 0;
}

const char *nt_position_line_name(const nt_position *p)
{
    return p->nlines ? p->lines[p->on].name : "";
}

int nt_position_on_main_line(const nt_position *p, char **err)
{
    if (!nt_position_depth(p))
        return 1;
    if (err)
        *err = nt_xstrdup("a what-if reads the record's main line again: "
                          "leave the variation first (nt_position_leave), "
                          "or play the move in it (nt_position_push)");
    return 0;
}

/* What the files of notation render share: render.c follows a replay and
 * writes each step and picture; render_page.c writes the page around it. */
#ifndef NT_RENDER_INTERNAL_H
#define NT_RENDER_INTERNAL_H

#include "games.h"
#include "notation_render.h"
#include "record.h"

/* The record being rendered, as the reader hands it over. */
typedef struct nt_render_record {
    const nt_game *g;
    const void *setup, *state;
    const nt_node *game, *meta;
    const char *file;
    unsigned long index, line;
} nt_render_record;

/* One line being rendered: the record's main line, or a variation of it
 * (render_line.c), which the play tells step by step. */
typedef struct nt_render_line nt_render_line;
struct nt_render_line {
    nt_observer obs;
    const nt_render_options *o;
    nt_render_record rr;  /* its state is the line's own */
    nt_buf *out;          /* where its steps go: the page, or `box` */
    nt_buf box;           /* a variation's, until it ends */
    nt_render_line *up;   /* the line it stands in (NULL: the main one) */
    int depth;
    long id;              /* a variation's number on the page (0: main) */
    long *nlines;         /* the page's count of variations, for ids */
    int skip;             /* after --at's step: not rendered */
    long steps;           /* the last step rendered */
    long told;            /* the last step told, rendered or not */
    long retold;          /* a variation's steps up to this one are the
                           * line's it stands in, told again */
    nt_buf said, notes;   /* since the last step */
    nt_buf marks;         /* the annotator's, on the next step's moves */
    nt_buf part;          /* the part the last step belongs to */
    int in_part;          /* a <section> is open (main line) */
    long round;           /* the round of that part (0: none) */
    long cycle, last_seat;/* rounds counted in turns of the seats */
    nt_buf picture;       /* the state after the last step */
    long picture_step;
    /* Boxes of variations that stand inside the step being told (a
     * Quacks evaluation is one step of many moves): they follow it. */
    nt_buf held;
};

/* Ready `l` (its rr, o, out, depth, id and nlines set by the caller) to
 * be told a line: its observer. */
nt_observer *nt_render_line_start(nt_render_line *l);
/* The part open ends, with its picture. */
void nt_render_line_close(nt_render_line *l);
/* Forget what was told since the last step (the line stops there). */
void nt_render_line_drop(nt_render_line *l);
void nt_render_line_free(nt_render_line *l);
/* The reader's line hook (run.h) for a page whose innermost line being
 * rendered is *user (an nt_render_line **): each variation is rendered
 * in a box of its own, put in the line it stands in when it ends. */
nt_observer *nt_render_variation_begin(void *user, int depth,
                                       const void *state, nt_source *source);
void nt_render_variation_end(void *user, const char *name, int depth,
                             const nt_diag *first);

/* <!DOCTYPE html> ... <body>, with the stylesheets (its class names
 * the style, for print); and its end. */
void nt_render_page_begin(nt_buf *out, const char *title,
                          nt_render_style style);
void nt_render_page_end(nt_buf *out);
/* <article> and the record's header: its title, metadata, players,
 * the result it states, and the rules it was checked with. */
void nt_render_record_head(nt_buf *out, const nt_render_record *rr);

#endif

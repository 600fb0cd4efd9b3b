/* libnotation: annotated replays to read on screen and print.  A record is
 * rendered as one self-contained HTML page (inline SVG and CSS, nothing
 * fetched): its header, then every step in words with the record's notes
 * and the reasons the rules gave, and pictures of the state drawn from the
 * engine's own state at the points a reader needs them.  Or one picture
 * alone, as SVG. */
#ifndef NOTATION_RENDER_H
#define NOTATION_RENDER_H

#include "notation.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum nt_render_format {
    NT_RENDER_HTML,         /* a whole page */
    NT_RENDER_SVG           /* the picture of the state after one step */
} nt_render_format;

/* How a page is laid out, on screen and in print (HTML only). */
typedef enum nt_render_style {
    NT_RENDER_BOOK,         /* every part of the game with the picture of
                               the state it left, full width: for reading */
    NT_RENDER_COMPACT,      /* the same in two columns, the pictures half
                               as wide: about half the pages */
    NT_RENDER_ROUNDS        /* every step, a picture only at the end of
                               each round: the fewest pages */
} nt_render_style;

typedef struct nt_render_options {
    nt_render_format format;
    unsigned long record;   /* 0: every record (HTML), the first (SVG) */
    long at_step;           /* HTML: the steps up to this one; SVG: the
                               state after it; -1: to the end */
    nt_render_style style;  /* HTML: the layout (0: NT_RENDER_BOOK) */
} nt_render_options;

/* Render the records of `path` ("-": standard input) to `out`.  Returns 0
 * when every record rendered is valid, 1 when one is not (it is rendered
 * up to its first violation, which the page shows in place; SVG: the
 * state there), 2 when the file cannot be read or `out` written, or no
 * picture can be drawn: *err (the caller frees it) then says why, as
 * "FILE:LINE:COL: error[RULE]: message" where it can. */
int nt_render_file(const char *path, const nt_render_options *o, FILE *out,
                   char **err);

#ifdef __cplusplus
}
#endif
#endif

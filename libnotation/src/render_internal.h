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

/* <!DOCTYPE html> ... <body>, with the stylesheets; and its end. */
void nt_render_page_begin(nt_buf *out, const char *title);
void nt_render_page_end(nt_buf *out);
/* <article> and the record's header: its title, metadata, players,
 * the result it states, and the rules it was checked with. */
void nt_render_record_head(nt_buf *out, const nt_render_record *rr);

#endif

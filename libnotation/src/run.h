/* What the reader (run.c) lets the rest of the library see of the records
 * it replays: position.c follows a record's choices this way, through the
 * same checks as validate, without a job of its own. */
#ifndef NT_RUN_H
#define NT_RUN_H

#include "games.h"

/* What a job is told of each variation a replay reads (variation.c),
 * so that it may follow that line as it follows the main one (render
 * draws each in a box).  Lines nest: a begin is matched by its end
 * before the line it stands in goes on. */
typedef struct nt_line_hook {
    /* Before the line is played from the record's start: `state` is the
     * line's own engine state, `source` what answers it (its where()
     * locates each answer), `depth` 1 for a variation of the main line.
     * Returns an observer for the line (told from the variation's first
     * move on, as the play is silent up to it; with `whole`, the line
     * whole: nt_play_config.every), or NULL. */
    nt_observer *(*begin)(void *user, int depth, const void *state,
                          nt_source *source);
    /* After it: `name` as diagnostics name the line ("variation 1 of
     * ... / variation 2 of ..."); `first`, its first diagnostic when it
     * broke a rule, else NULL (both borrowed for the call). */
    void (*end)(void *user, const char *name, int depth,
                const nt_diag *first);
    void *user;
    int narrate; /* the lines' steps get their labels and reasons */
    int whole;   /* the observer is told the line whole */
} nt_line_hook;

typedef struct nt_reader_tap {
    /* Called before a record's replay, once its game and set-up are read:
     * returns an observer to add to the replay (NULL: none).  `source`
     * answers the engine's asks; its where() locates each answer; `state`
     * is the engine's state, for spelling values. */
    nt_observer *(*begin)(void *user, const nt_game *g, const void *setup,
                          const void *state,
                          const nt_node *game, const nt_node *meta,
                          nt_source *source);
    void *user;
    int narrate;   /* the replay builds the steps' labels and reasons */
    /* Optional, called first: the source the replay reads through, in
     * place of the record's own (which it may wrap: what-if replaces one
     * answer); NULL: the record's. */
    nt_source *(*wrap)(void *user, nt_source *record);
    /* Optional: the canonical writer the observer holds, if it writes
     * the record (with its writer's stream in *w): the record's
     * variations are written through it too (NULL: none). */
    struct nt_xml_out *(*writer)(void *user, xmlTextWriterPtr *w);
    /* The observer is told the line whole (nt_play_config.every), not as
     * the record's observers are. */
    int whole;
} nt_reader_tap;

/* Tap every replay of `r` (t is copied; NULL: stop tapping). */
void nt_reader_set_tap(nt_reader *r, const nt_reader_tap *t);
/* Tell `h` of every variation the replays of `r` read (h is copied;
 * NULL: stop). */
void nt_reader_set_lines(nt_reader *r, const nt_line_hook *h);

#endif

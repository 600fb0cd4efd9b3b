/* What the reader (run.c) lets the rest of the library see of the records
 * it replays: position.c follows a record's choices this way, through the
 * same checks as validate, without a job of its own. */
#ifndef NT_RUN_H
#define NT_RUN_H

#include "games.h"

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
} nt_reader_tap;

/* Tap every replay of `r` (t is copied; NULL: stop tapping). */
void nt_reader_set_tap(nt_reader *r, const nt_reader_tap *t);

#endif

/* The head of a record, read before its game is replayed: which game
 * (<game rules>, version), its <meta>, and its <setup>.  Used by the reader
 * (run.c); the problems are the play's diagnostics, with their rules
 * (notation.rules, .version, .unexpected, .meta, .setup, and the game's
 * own for its set-up). */
#ifndef NT_RECORD_HEAD_H
#define NT_RECORD_HEAD_H

#include "games.h"
#include "play.h"
#include "record.h"

/* <game> and what opens it: sets *g (NULL: no game this toolkit knows),
 * *meta and *setup (NULL: none) as far as they are read; NT_OK, or the
 * play's error at the first problem. */
int nt_record_head(nt_node *game, nt_play *p, const nt_game **g,
                 nt_node **meta, nt_node **setup);
/* The set-up element read into `setup` (g->setup_size bytes, zeroed). */
int nt_record_setup(const nt_game *g, void *setup, const nt_node *el,
                  nt_play *p);

#endif

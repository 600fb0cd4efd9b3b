/* Moves at a position (position_move.c, position_push.c): what a player
 * does at one turn or step as the record writes it, made of the choices
 * the same actor makes in a row within one step.  A probe replays the
 * line with a few answers more, on a state of its own, so that the
 * position itself does not move while moves are listed or read. */
#ifndef NT_POSITION_MOVE_H
#define NT_POSITION_MOVE_H

#include "position_internal.h"
#include "src_script.h"

/* Where a probe stopped: the next ask, or the end of the game. */
typedef struct nt_probe_stop {
    int over;
    int actor;              /* 0-based seat, NT_CHANCE */
    long step;
    const nt_question *q;
    const char *rule;
    int32_t key, dflt;
    int n;
    int32_t vals[NT_MAX_LEGAL];
    const char *elem;       /* the element the answer is written in */
} nt_probe_stop;

/* Something that watches a probe's replay (an observer of the play), or
 * NULL. */
typedef struct nt_probe {
    nt_position *pos;
    void *state;            /* owned */
    nt_observer *watch;     /* borrowed, may be NULL */
    nt_probe_stop stop;
} nt_probe;

void nt_probe_init(nt_probe *pr, nt_position *pos);
void nt_probe_free(nt_probe *pr);
/* Replay the first `k` answers of the line, then `extra` answers, and
 * stop at the ask after them (pr->stop).  0, or -1 when the answers are
 * not all taken (an illegal one, or the game ended before). */
int nt_probe_run(nt_probe *pr, size_t k, const int32_t *extra, size_t n);

/* A move's text: the events of the play from answer `from` on (its
 * first choice) to answer `to` (the first choice after it), written as
 * the record writes them. */
typedef struct nt_move_text {
    nt_observer obs;
    const void *state;
    size_t from, to, seen;
    int depth, tag_open;
    int chosen;             /* the element an answer chose opens next */
    const char *names[64];
    nt_buf *out;
} nt_move_text;

void nt_move_text_init(nt_move_text *t, const void *state, size_t from,
                       size_t to, nt_buf *out);
/* The move starts inside element `elem`, already open: write it as that
 * element (its attributes, then what it holds). */
void nt_move_text_inside(nt_move_text *t, const char *elem);
/* Close what the move left open. */
void nt_move_text_finish(nt_move_text *t);

#endif

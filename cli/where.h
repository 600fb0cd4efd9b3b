/* The place in a record that legal and what-if stand at (where.c). */
#ifndef NOTATION_CLI_WHERE_H
#define NOTATION_CLI_WHERE_H

#include "cli.h"
#include "notation_position.h"

typedef struct where {
    int kind;               /* 0 (the end of the line), 'a' (--at STEP),
                               'c' (--choice K), 't' (--turn), 'r' (--round),
                               'L' (--line N: the choice the record answers
                               on its line N) */
    long n;
    unsigned long record;   /* --record K; 0: the first */
    int variations;         /* --line may point into a variation: the
                               position enters it (legal); else the line
                               is refused, saying which variation it is */
} where;

/* Take option `c` ('a', 'c', 't', 'r', 'L' or 'R' for --record) with its
 * argument; 0, or EXIT_TROUBLE after a usage message. */
int where_option(where *w, const char *cmd, int c, const char *arg);
/* The same, where --at may be `first_step` (0 for replay, explain and
 * render, where --at N is the state after step N; 1 for legal and
 * what-if, where it is the first choice of step N). */
int where_option_from(where *w, const char *cmd, int c, const char *arg,
                      long first_step);
/* The record of `file` opened at that place; NULL with *rc set (after a
 * message) when it cannot be. */
/* Move an open position to that place (as where_open stands); 0, or
 * EXIT_TROUBLE after a message. */
int where_seek(nt_position *p, const where *w, const char *cmd,
               const char *file);
nt_position *where_open(const where *w, const char *cmd, const char *file,
                        int *rc);

/* replay, explain and render: the step after which the place stands
 * (the state its first choice is asked in: --turn 3, the step before
 * turn 3's first; --at N, N itself), for record w->record (0: the
 * first) of `file`.  0, or EXIT_TROUBLE after a message that states
 * the range the record has (as where_open says it). */
int where_step(const where *w, const char *cmd, const char *file,
               long *step);

/* Shared by legal, what-if and diff (cmd_legal.c). */
/* "FILE: record 1, choice 45 of 116, step 2: turn 1, ..." and a newline. */
void position_head(FILE *out, const nt_position *p, const char *file,
                   unsigned long record);
/* The line's answer at the position as the record writes it. */
const char *recorded_written(const nt_position *p);

#endif

/* The explainer: an observer that tells a game step by step, with what the
 * rules did and why, the notes of the record, and the state the steps
 * leave; and what explain and replay share to print a record for a
 * person: lines wrapped to a width, the header of a record, and the
 * turns and rounds that the steps' labels number. */
#ifndef NT_EXPLAIN_H
#define NT_EXPLAIN_H

#include <stdio.h>

#include "play.h"
#include "record.h"

/* ------------------------------------------------------------ printing */

/* Print every line of `text`, each after `pad`; a line wider than `width`
 * columns (0: no limit) is broken at spaces, its continuation indented
 * under its label: after "- ", after a short "label: ", or by 4. */
void nt_wrap_print(FILE *out, const char *text, const char *pad, int width);
/* The same for the `len` bytes of `text`, appended to `out`. */
void nt_wrap_buf(nt_buf *out, const char *text, size_t len, const char *pad,
                 int width);

/* The number a step label opens with, "turn 4, seat 2 (Bruno): ..." or
 * "round 3: ...", for `word` "turn" or "round"; 0 when it has none. */
long nt_label_number(const char *label, const char *word);

/* The header of a record, one line each: its metadata (event, site,
 * date, round, annotator), its seats, named by the engine, and the
 * result it states.  `game` is the <game> element, `meta` its <meta> or
 * NULL; `hooks` and `state` (after init) name the seats. */
void nt_explain_header(nt_buf *out, const nt_node *game, const nt_node *meta,
                       const struct nt_engine_hooks *hooks,
                       const void *state);

/* ----------------------------------------------------------- explaining */

typedef struct nt_explainer nt_explainer;

typedef struct nt_explain_config {
    FILE *out;                          /* borrowed */
    const struct nt_engine_hooks *hooks;
    const void *state;                  /* borrowed: the engine's state */
    int width;                          /* 0: lines are not wrapped */
    enum nt_state_print state_print;
} nt_explain_config;

nt_explainer *nt_explainer_new(const nt_explain_config *c);
/* Says what is still held (the last state, notes after the last step). */
void nt_explainer_free(nt_explainer *e);
nt_observer *nt_explainer_observer(nt_explainer *e);

/* ------------------------------------------------------------ replaying */

/* An observer of a replay's steps: the last one's number and label, the
 * first step of the turn or round asked for, and the turns and rounds the
 * labels number.  Zeroed, then nt_step_log_init; nt_step_log_free. */
typedef struct nt_step_log {
    nt_observer obs;
    long want_turn, want_round; /* 0: not asked */
    long first;                 /* the first step of the one asked; 0 */
    long last;                  /* the last step seen */
    nt_buf label;               /* its label */
    long turn[2], round[2];     /* the lowest and highest numbered; 0 */
} nt_step_log;

void nt_step_log_init(nt_step_log *l, long want_turn, long want_round);
/* Forget the steps seen (for a second replay), not what was asked. */
void nt_step_log_restart(nt_step_log *l);
void nt_step_log_free(nt_step_log *l);
/* Why the turn or round asked for is not there, in words (in l->label,
 * which it replaces). */
const char *nt_step_log_missing(nt_step_log *l);
/* What replay prints above the state after `steps` steps: where the turn
 * or round asked for begins, the last step's label, "State after step
 * N:". */
void nt_step_log_lines(const nt_step_log *l, long steps, nt_buf *out);

#endif

/* The explainer: an observer that tells a game step by step, with what the
 * rules did and why, the notes of the record, and the state each step
 * leaves. */
#ifndef NT_EXPLAIN_H
#define NT_EXPLAIN_H

#include <stdio.h>

#include "play.h"

typedef struct nt_explainer nt_explainer;

/* Writes to `out` (borrowed); `hooks` and `state` describe the state. */
nt_explainer *nt_explainer_new(FILE *out, const struct nt_engine_hooks *hooks,
                               const void *state);
void nt_explainer_free(nt_explainer *e);
nt_observer *nt_explainer_observer(nt_explainer *e);

#endif

/* A source that answers from a list of values: the line of play of a
 * position (position.c).  It answers its values in order, then stops the
 * play at the next ask and hands that ask over, answers listed, while the
 * engine's state stands there.  Records' optional elements and assertions
 * are absent: a line is its choices alone. */
#ifndef NT_SRC_SCRIPT_H
#define NT_SRC_SCRIPT_H

#include "play.h"

#define NT_SCRIPT_DEPTH 64

typedef struct nt_script_source nt_script_source;
struct nt_script_source {
    nt_source base;
    const int32_t *vals;          /* borrowed: the answers */
    size_t n, pos;                /* how many; answered so far */
    /* Optional: from `follow` on, the questions the answers were given
     * to; an ask of another kind (or key) there stops the play as if the
     * values had run out (what-if: the old line no longer fits). */
    const nt_question *const *qs;
    const int32_t *keys;
    size_t follow;
    int mismatch;                 /* set when that stopped it */
    /* Optional: where each answer was read, for diagnostics. */
    const unsigned long *lines, *cols;
    /* Called at the ask after the last answer, the answers listed in
     * `a`; `elem` is the element the record answers it in. */
    void (*stop)(void *user, nt_play *p, const nt_ask *a, const char *elem);
    /* Optional: called at every ask the values answer, before the answer
     * is given, with the same arguments (a walk along the line). */
    void (*each)(void *user, nt_play *p, const nt_ask *a, const char *elem);
    void *user;
    /* Markers (<unfinished/>): where the last one was asked for, in
     * answers taken (SIZE_MAX: none yet), and after how many answers one
     * is present (SIZE_MAX: never). */
    size_t last_marker;
    size_t marker_at;
    const char *stack[NT_SCRIPT_DEPTH];
    int depth;
    int32_t legal[NT_MAX_LEGAL];
    uint32_t odds[NT_MAX_LEGAL];
};

void nt_script_source_init(nt_script_source *s, const int32_t *vals,
                           size_t n);

#endif

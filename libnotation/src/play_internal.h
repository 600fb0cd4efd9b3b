/* What the files of the play share (play.h): play.c keeps the record's
 * structure, the facts and the telling; play_diag.c records diagnostics;
 * play_ask.c asks the choices and checks their answers. */
#ifndef NT_PLAY_INTERNAL_H
#define NT_PLAY_INTERNAL_H

#include <stdarg.h>

#include "play.h"

#define NT_PLAY_MAX_DEPTH 64

struct nt_play {
    nt_play_config c;
    unsigned char emit[NT_PLAY_MAX_DEPTH]; /* is each open element written? */
    int depth;
    long steps;
    long actions;
    nt_diag *diag;
    size_t ndiag, capdiag;
    nt_buf scratch;
    /* nt_open_why: what to cite if the element is missing. */
    const char *missing_rule;
    const char *missing_fmt;
    va_list *missing_ap;
    nt_buf missing;
    int explaining;  /* the source is reporting a misplacement */
    /* Last, and not zeroed: written before they are read. */
    int32_t listed[NT_MAX_LEGAL]; /* answers of a choice listed on demand */
    uint32_t listed_odds[NT_MAX_LEGAL];
};

/* Each observer of the play. */
#define EACH_OBSERVER(o) for (nt_observer *o = p->c.observers; o; o = o->next)

/* play_diag.c: record a diagnostic at a place, the game's context
 * prefixed (unless the source explains it as a misplacement); `extra`
 * goes before the state in the detail. */
void nt_play_diag_at(nt_play *p, const char *rule, unsigned long line,
                     unsigned long col, const char *msg, const char *extra);
/* Where the source is reading, for a diagnostic. */
void nt_play_where(nt_play *p, unsigned long *line, unsigned long *col);

#endif

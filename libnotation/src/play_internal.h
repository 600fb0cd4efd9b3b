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
    /* The observers told now: none before a variation's branch. */
    nt_observer *told;
    /* Reading a variation: the elements still open that were opened
     * before its branch.  Their closes, their facts and the answers
     * written on them belong to the line it leaves: untold. */
    int spliced;
    int branched;
    int label_n;     /* the variation's number, its name still to make
                        (0: made, or none) */
    nt_buf label;    /* the line read: "variation 2 of turn 14, ..." */
    size_t label_ctx; /* where the game's context at the branch begins in
                         it (label.len: none) */
    int halt;        /* a variation failed: stop (nt_play_halt) */
    int choosing;    /* the element opening is a choice's answer */
    int asking;      /* the source is answering a choice */
    const char *every_mark; /* a keyed answer's mark, for c.every */
    /* Last, and not zeroed: written before they are read. */
    int32_t listed[NT_MAX_LEGAL]; /* answers of a choice listed on demand */
    uint32_t listed_odds[NT_MAX_LEGAL];
};

/* Each observer of the play. */
#define EACH_OBSERVER(o) for (nt_observer *o = p->told; o; o = o->next)

/* Whether the innermost open element was opened before a variation's
 * branch (it is the main line's). */
#define NT_PLAY_IN_SPLICED(p) ((p)->spliced && (p)->depth <= (p)->spliced)

/* play.c: the name of the variation read, made the first time it is
 * needed, once the play stands inside its first move (its context then
 * says where the variation begins, even when it replaces a whole turn). */
void nt_play_name_line(nt_play *p);

/* play_diag.c: record a diagnostic at a place, the game's context
 * prefixed (unless the source explains it as a misplacement); `extra`
 * goes before the state in the detail. */
void nt_play_diag_at(nt_play *p, const char *rule, unsigned long line,
                     unsigned long col, const char *msg, const char *extra);
/* Where the source is reading, for a diagnostic. */
void nt_play_where(nt_play *p, unsigned long *line, unsigned long *col);

#endif

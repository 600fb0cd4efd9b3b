/* What the files of the record source share (src_record.h):
 * src_record.c walks the record in step with the engine, element by
 * element; src_record_fact.c checks the facts it states;
 * src_record_answer.c reads the answers to the engine's asks and tells a
 * keyed answer written out of order. */
#ifndef NT_SRC_RECORD_INTERNAL_H
#define NT_SRC_RECORD_INTERNAL_H

#include "src_record.h"

#define MAX_DEPTH 64
#define MAX_TOKEN 128

/* A keyed choice the record left to its default here while a later
 * child of the same element answers it: the record may have written it
 * out of order.  If anything goes wrong before that child is read in its
 * turn, the misplacement is what gets reported (S_misplaced). */
typedef struct suspect {
    const nt_node *late;  /* the child that answers it, further on */
    const nt_node *next;  /* what stood where the rules asked for it */
    const char *rule;
    const char *what;
} suspect;

typedef struct rframe {
    nt_node *el;      /* NULL: an optional element the record leaves out */
    nt_node *cur;     /* next child to look at */
    uint64_t used;    /* attributes consumed, one bit each */
    nt_buf text;      /* scratch for the element's text, when read */
    int texted;       /* its tokens are being read */
    const char *tok;  /* next token */
    suspect sus;      /* sus.late == NULL: none */
    /* A child read as silence to an element choice (it names none of the
     * choice's elements): if nothing else takes it, the diagnostic says
     * which elements were asked for there. */
    const nt_node *silent_at;
    const nt_question *silent_q;
    /* The last element read here, which a <variation> after it replaces,
     * and the variations after it so far. */
    const nt_node *move;
    int nvar;
    /* Opened before a variation's branch: its children are now the
     * variation's, and what it leaves goes on in its parent. */
    int spliced;
} rframe;

struct nt_record_source {
    nt_source base;
    int depth;
    const nt_node *last; /* what is being read, for diagnostics */
    const char *const *note_parents; /* NULL: notes anywhere */
    int trust_facts;     /* facts stated are read, not compared (what-if) */
    nt_fact_fix_fn on_fix; /* trusted facts that differ are told here */
    void *fix_user;
    /* Variations: where the line read leaves the record (a route into
     * nested variations; nroute == 0: the main line), how far along it
     * the reading is, and who checks the variations of the line read. */
    const nt_variation_step *route;
    int nroute, routed;
    nt_variation_fn on_variation;
    void *variation_user;
    long variations, marks;  /* met in the line read */
    rframe stack[MAX_DEPTH]; /* last: a frame is set when it is pushed */
};

/* ------------------------------------------------------------ helpers */

static inline nt_record_source *nt_rs_self(nt_source *s)
{
    return (nt_record_source *)s;
}

/* The innermost open element. */
static inline rframe *nt_rs_top(nt_record_source *rs)
{
    return &rs->stack[rs->depth - 1];
}

static inline const char *nt_rs_name(const nt_node *n)
{
    return (const char *)n->name;
}

/* A child read: consumed by the replay. */
static inline void nt_rs_mark(nt_node *n)
{
    n->flags |= NT_NODE_USED;
}

static inline int nt_rs_marked(const nt_node *n)
{
    return (n->flags & NT_NODE_USED) != 0;
}

/* ------------------------------------------------------- src_record.c */

/* An error at a node of the record (nt_play_error with its place). */
int nt_rs_error(nt_play *p, const nt_node *at, const char *rule,
                int independent, const char *fmt, const char *a,
                const char *b);
/* A child that does not belong where it stands, said in the words that
 * fit it. */
int nt_rs_unexpected(nt_play *p, const nt_node *c, const nt_node *parent);
/* An element that carries a choice in its attributes holds nothing. */
int nt_rs_empty_answer(nt_play *p, const nt_node *c);
/* The value of an attribute of the frame's element, marked as read; NULL
 * when it has none. */
const char *nt_rs_take_attr(rframe *f, const char *name);
/* Past notes (handed on), variations (checked), blanks and children
 * already read: the next child element to read, or NULL. */
nt_node *nt_rs_advance(nt_record_source *rs, rframe *f, nt_play *p);
/* The next token of the frame's text into `tok`; 0 when none is left. */
int nt_rs_next_token(rframe *f, char tok[MAX_TOKEN]);
/* A text that is no value of type `t`, said at `at`. */
int nt_rs_bad_value(nt_play *p, const nt_node *at, const nt_type *t,
                    const char *text, int independent);

/* --------------------------------------------- src_record_variation.c */

/* A <variation> met in frame `f`: counted, and checked when it belongs
 * to the line read (a failure halts the play). */
void nt_rs_variation(nt_record_source *rs, rframe *f, nt_play *p,
                     nt_node *v);
/* The line read leaves the record here (f's next child is the move the
 * route's next variation replaces): the cursor goes into the variation. */
void nt_rs_splice(nt_record_source *rs, nt_play *p, rframe *f);
/* Whether the line read is a variation with nothing left to read: it
 * stops there (NT_STOP), wherever it stands. */
int nt_rs_line_ends(const nt_record_source *rs);
/* The mark on element `c`, taken from frame `f`'s attributes (NULL: c is
 * read whole elsewhere), checked (notation.mark) and told to the play
 * before the element is; NT_OK when it has none. */
int nt_rs_take_mark(nt_record_source *rs, nt_play *p, rframe *f,
                    const nt_node *c);
/* Whether element `c` has an attribute that may be a mark: the first
 * letter alone, as every move is asked. */
static inline int nt_rs_may_mark(const nt_node *c)
{
    for (int i = 0; i < c->nattrs; i++)
        if (c->attrs[i].name[0] == 'm')
            return 1;
    return 0;
}
/* Whether an attribute so named is a mark (read by nt_rs_take_mark). */
int nt_rs_is_mark_attr(const char *name);

/* -------------------------------------------------- src_record_fact.c */

/* A fact the engine states, compared with what the record says of it
 * (nt_source.fact). */
int nt_rs_fact(nt_source *s, nt_play *p, const nt_fact *fact, int *present);

/* ------------------------------------------------ src_record_answer.c */

/* The source's answer to an ask (nt_source.answer). */
int nt_rs_answer(nt_source *s, nt_play *p, const nt_ask *a, int32_t *out);
/* A misplacement to report before an error (nt_source.misplaced). */
int nt_rs_misplaced(nt_source *s, nt_play *p);

#endif

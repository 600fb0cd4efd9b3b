/* A source that answers the engine from a record held as a tree
 * (record.h).  It walks the record in step with the engine: each open consumes the next
 * element, each ask reads the attribute, token or child the question's
 * binding names, and each close checks that nothing the engine did not ask
 * for is left over. */
#ifndef NT_SRC_RECORD_H
#define NT_SRC_RECORD_H

#include "play.h"
#include "record.h"

typedef struct nt_record_source nt_record_source;

/* Read the record whose root element is `root`; the children before
 * `first` (meta and setup, read by the caller) count as consumed.  The
 * source borrows the tree. */
nt_record_source *nt_record_source_new(nt_node *root, nt_node *first);
/* The elements a <note> may stand in (NULL-ended; borrowed); by default,
 * any. */
void nt_record_source_notes(nt_record_source *s,
                            const char *const *parents);
void nt_record_source_free(nt_record_source *s);
nt_source *nt_record_source_base(nt_record_source *s);
/* The source behind `base` (as nt_record_source_base gave it) reads the
 * facts a record states without comparing them with the rules' (a
 * what-if: the line changed, and so may what follows from it). */
void nt_record_source_trust_facts(nt_source *base);

/* ------------------------------------------------------- variations */

/* One step of the way into a variation: the move it replaces, the
 * <variation>, and its number among those after that move. */
typedef struct nt_variation_step {
    const nt_node *move;
    nt_node *variation;
    int n;
} nt_variation_step;

/* Told each <variation> of the line the source reads, after the move it
 * replaces has been read (its number among those after the move in
 * `n`); returns NT_OK or NT_FAIL (the variation breaks a rule, recorded
 * in `p`: the play halts unless it keeps going). */
typedef int (*nt_variation_fn)(void *user, nt_play *p, nt_variation_step at);

/* Check the variations of the line read with `fn` (NULL, the default:
 * they are passed over unread, as validate --main-line does). */
void nt_record_source_variations(nt_record_source *s, nt_variation_fn fn,
                                 void *user);
/* Read the line of a variation: the record up to route[0].move, then
 * route[0].variation's children in its place and on (the elements that
 * held the move end where the variation says nothing more of them), and
 * so on down the route (borrowed; n >= 1).  The play must be one of a
 * variation (nt_play_config.variation): it is told at the last step, and
 * the line stops, without error, where its last variation does. */
void nt_record_source_route(nt_record_source *s,
                            const nt_variation_step *route, int n);
/* The variation read has stopped before the game's end (the play gave
 * NT_STOP), and what held its last move is closed: the notes and
 * variations it still holds after that move are told and read now; one
 * that stands inside an element the line stops in cannot be, and is
 * refused (NT_FAIL), never passed over. */
int nt_record_source_line_end(nt_record_source *s, nt_play *p);
/* The variations and marks met in the line read (not in its variations,
 * which their own reading counts; passed over unread, a variation counts
 * with the variations inside it). */
void nt_record_source_counts(const nt_record_source *s, long *variations,
                             long *marks);

/* A fact the record states otherwise than the rules give it. */
typedef struct nt_fact_fix {
    const nt_node *at;   /* the element that states it */
    const char *rule;    /* the rule the record's value breaks */
    const char *attr;    /* its attribute; NULL: the element's text */
    const char *said;    /* what the record says (borrowed) */
    const char *given;   /* what the rules give (borrowed) */
} nt_fact_fix;
typedef void (*nt_fact_fix_fn)(void *user, nt_play *p, const nt_fact_fix *fix);

/* The source behind `base` trusts the facts stated, as
 * nt_record_source_trust_facts does, and tells `fn` (NULL: nobody) each
 * one the rules give otherwise, as the engine states it: notation fmt
 * --assert recompute, which writes the rules' value in its place. */
void nt_record_source_recompute(nt_source *base, nt_fact_fix_fn fn,
                                void *user);

/* The fixes of one replay, as diagnostics of severity NT_WARNING whose
 * message begins with the game's context, as an error's does: "round 1,
 * brewing of seat 1: rats was 2, the rules give 0" ("<hand> was ..."
 * for a fact written as an element's text). */
typedef struct nt_fix_list {
    nt_diag *d;      /* owned */
    size_t n, cap;
    const struct nt_engine_hooks *hooks; /* borrowed: the game's */
    const void *state;                   /* borrowed: its state */
} nt_fix_list;

/* Empty `l` (zeroed, or used before) for a replay of this game. */
void nt_fix_list_start(nt_fix_list *l, const struct nt_engine_hooks *hooks,
                       const void *state);
/* An nt_fact_fix_fn: `user` is the list. */
void nt_fix_list_add(void *user, nt_play *p, const nt_fact_fix *fix);
/* Free what `l` holds; it is then empty. */
void nt_fix_list_free(nt_fix_list *l);
/* Check that the root element has nothing left over. */
int nt_record_source_finish(nt_record_source *s, nt_play *p);

#endif

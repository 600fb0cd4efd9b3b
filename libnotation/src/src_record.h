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
/* Check that the root element has nothing left over. */
int nt_record_source_finish(nt_record_source *s, nt_play *p);

#endif

/* notation diff: what two records state apart from their choices (the
 * walk of diff_tree.c), for cmd_diff.c. */
#ifndef NOTATION_CLI_DIFF_H
#define NOTATION_CLI_DIFF_H

#include <stddef.h>

#include "notation_position.h"

typedef enum diff_kind {
    DIFF_CHOICE,    /* the first choice where the lines part (cmd_diff.c) */
    DIFF_FACT,      /* a stated fact: an assertion or a label */
    DIFF_NOTE,      /* a <note> */
    DIFF_META,      /* <meta>, or a player's name in <setup> */
    DIFF_RESULT     /* <result>, or <unfinished/> in its place */
} diff_kind;

/* One difference; index 0 is record A, 1 is record B. */
typedef struct diff_item {
    diff_kind kind;
    char *element;          /* local name: "send-back", "note" */
    char *label;            /* the element with what names it:
                               <send-back at="e5">, <seat n="2"> */
    char *attribute;        /* NULL: its text, or the whole element */
    unsigned long line[2];  /* where each record states it; 0: it does not */
    char *value[2];         /* the attribute's value, the text or the whole
                               element written compactly; NULL: absent */
} diff_item;

typedef struct diff_list {
    diff_item *v;
    size_t n, cap;
} diff_list;

void diff_list_free(diff_list *l);
const char *diff_kind_name(diff_kind k);

/* Compare what record `record` (0: the first) of each input states that is
 * not a choice: facts, notes, metadata and results, in document order,
 * appended to `out`.  data/len/name: each file's bytes and its name;
 * pos: each record opened, whose choices (with their lines) tell which
 * attributes and texts are choices.  0; -1 when an input cannot be read
 * as a tree (*why, the caller frees it, says which and why; nothing is
 * compared). */
int diff_stated(diff_list *out, const char *const data[2],
                const size_t len[2], const char *const name[2],
                unsigned long record, const nt_position *const pos[2],
                char **why);

/* diff --as-variation (diff_variation.c): record A (pos[0], read from
 * data[0]) with B's line from the move where they part (k, the first
 * choice that differs) inserted as a <variation> after A's move there,
 * to the end of B; written to `out` ("-" or NULL: standard output) in
 * canonical form, once it reads valid.  EXIT_INVALID when written (they
 * differ), EXIT_VALID when the lines do not part (nothing written),
 * EXIT_TROUBLE after a message. */
int diff_as_variation(const char *const data[2], const size_t len[2],
                      const char *const name[2], nt_position *const pos[2],
                      size_t k, const char *out);

#endif

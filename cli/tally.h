/* Counts by key for notation stats (tally.c): a hash table of strings,
 * as large as the collection's vocabulary (set-ups, cards, lengths),
 * never as its number of records. */
#ifndef NOTATION_CLI_TALLY_H
#define NOTATION_CLI_TALLY_H

#include <stddef.h>

typedef struct tally_entry {
    char *key;
    long count;
} tally_entry;

typedef struct tally {
    tally_entry *v;
    size_t n, cap;
} tally;

/* Add `by` to the count of the key "a\tb\tc" (parts NULL-ended). */
void tally_add(tally *t, long by, const char *a, const char *b,
               const char *c);
/* The count of a key, 0 when absent. */
long tally_get(const tally *t, const char *a, const char *b, const char *c);
/* The entries whose key starts with "a\tb\t", sorted by the rest (as
 * numbers when both are), into a new array the caller frees. */
tally_entry *tally_under(const tally *t, const char *a, const char *b,
                         size_t *n);
void tally_free(tally *t);

#endif

/* notation diff, between its two stages: reading the records as trees
 * and marking their choices (diff_read.c), and walking them side by side
 * (diff_tree.c). */
#ifndef NOTATION_CLI_DIFF_INTERNAL_H
#define NOTATION_CLI_DIFF_INTERNAL_H

#include <libxml/tree.h>

#include "diff.h"

/* One record read as a tree. */
typedef struct side {
    xmlDocPtr doc;
    xmlNodePtr game;
    xmlNodePtr *el; /* every element of the record, in document order */
    size_t nel, cap;
} side;

/* Both records, what their choices are, and what is found. */
typedef struct walk {
    side s[2];
    char **keys; /* paths of the choices of either record: "turn/place",
                    "turn/place@at", "deal/hand#text" */
    size_t nkeys, capkeys;
    diff_list *out;
} walk;

/* A growing string; s is NULL until something is added. */
typedef struct sbuf {
    char *s;
    size_t n, cap;
} sbuf;

/* Memory: the process stops with status 2 when there is none. */
void *diff_grow(void *p, size_t n);
char *diff_dup(const char *s);
void diff_add(sbuf *b, const char *s, size_t n);
void diff_puts(sbuf *b, const char *s);
/* The string (the caller frees it; "" when nothing was added). */
char *diff_take(sbuf *b);

const char *diff_name(xmlNodePtr n);
/* Whether `n` is an element named `name`. */
int diff_is(xmlNodePtr n, const char *name);
/* Values, owned by the caller: an attribute as written (entity
 * references kept, never expanded), one by name (NULL: none), and an
 * element's own text with its spaces collapsed. */
char *diff_attr_value(xmlAttrPtr a);
char *diff_attr(xmlNodePtr n, const char *name);
char *diff_text(xmlNodePtr n);

/* Record `record` (0: the first) of a file as a tree: 0, or -1 with *why
 * (the caller frees it). */
int diff_read(side *s, const char *data, size_t len, const char *name,
              unsigned long record, char **why);
/* Mark what choice `c` of the side's line is: an element, an attribute
 * or a text, by its path. */
void diff_key_choice(walk *w, const side *s, const nt_choice *c);
/* Whether the element with `suffix` ("", "@at", "#text") is a choice, an
 * attribute of it is, and whether the element is of the line of play
 * (it or something in it is a choice). */
int diff_key_is(const walk *w, const side *s, xmlNodePtr n,
                const char *suffix);
int diff_choice_attr(const walk *w, const side *s, xmlNodePtr n,
                     const char *attr);
int diff_of_play(const walk *w, const side *s, xmlNodePtr n);

#endif

/* The loader's shared helpers (data.c, data_books.c, data_load.c): a
 * loader carries the file's name, the data set being filled and the first
 * error, located "FILE:LINE:COL: error[duel.data.KIND]: message". */
#ifndef DUEL_DATA_LOAD_H
#define DUEL_DATA_LOAD_H

#include <libxml/tree.h>

#include "duel.h"

#define MAX_NEST 12 /* effects inside one another */

typedef struct loader {
    const char *name;
    du_data *d;
    nt_buf err;
    int per_neck;   /* per-necks around the effect being read */
} loader;

/* Record the first error (later ones are consequences); returns -1. */
int dl_fail(loader *L, const xmlNode *at, const char *kind, const char *fmt,
            ...) __attribute__((format(printf, 4, 5)));
/* The same at a line of the file (a check across elements, said at the
 * element that breaks it). */
int dl_fail_line(loader *L, long line, const char *kind, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* An unqualified attribute's value, or NULL. */
const char *dl_attr(const xmlNode *n, const char *name);
/* An element of that name. */
int dl_is(const xmlNode *n, const char *name);
/* The first element from n on, or NULL. */
const xmlNode *dl_next(const xmlNode *n);
/* Whole numbers separated by blanks, each lo..hi, at most max: how many,
 * or -1 after dl_fail. */
int dl_numbers(loader *L, const xmlNode *at, const char *attr, int lo, int hi,
               int *out, int max);
int dl_number(loader *L, const xmlNode *at, const char *attr, int lo, int hi,
              int *out);
/* A colour by name, or -1; a chip kind "red-2" of the data set, or -1. */
int dl_colour(const char *s);
int dl_chip(const du_data *d, const char *s);
/* Whether attribute attr says `yes`. */
int dl_word(const xmlNode *n, const char *attr, const char *yes);
/* Look the bytes over before they are parsed (data_scan.c): at most 64
 * attributes an element, 64 deep, 10,000 elements; 0, or -1 with a
 * located notation.limit error. */
int dl_scan(loader *L, const char *xml, size_t len);
/* A <book> (data_books.c), and the check that every book is there. */
int dl_book(loader *L, const xmlNode *n);
int dl_books_complete(loader *L, const xmlNode *root);

#endif

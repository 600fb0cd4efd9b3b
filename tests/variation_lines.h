/* What check_variations.c builds its records with: generated lines read
 * as libxml2 trees, variations made from the engine's legal moves and
 * answers and put into them, and the corruptions tried inside them. */
#ifndef VARIATION_LINES_H
#define VARIATION_LINES_H

#include <libxml/tree.h>
#include <stddef.h>

#include "notation_position.h"
#include "rng.h"

enum { CASTEL, QUACKS, HERB_WITCHES, DUEL, KINDS };
#define MAXN 4096
/* 0: a variation holds one of its own after its last element only at
 * the variation's own level: one inside an element where its line stops
 * is refused (notation.variation.place), as it cannot be read there. */
#define NESTED_LAST 0
#define X(s) ((const xmlChar *)(s))

enum { CHANGED, MARK, ADDED, DROPPED, WAYS };

typedef struct line {
    char *xml;
    size_t len;
    xmlDoc *doc;
    nt_position *pos;
} line;

typedef struct victim {
    int way, depth; /* how, and in a variation of which depth */
    int nth[4];     /* the numbers of the variations it is in */
    xmlNode *at;    /* marked before it is copied */
    char what[200];
} victim;

/* The legal answers the engine lists along a line: "question=answer". */
typedef struct vocab {
    int n;
    char *qa[MAXN];
} vocab;

typedef struct build {
    int kind;
    nt_rng *r;
    victim *v;
    int variations, marks, nested, second;
} build;

/* Where a note, so a variation, may stand in each kind's grammar; the
 * six marks; the corruptions' names. */
extern const char *const vl_parents[KINDS][13];
extern const char *const vl_marks[6];
extern const char *const vl_way[WAYS];

void vl_open(line *l, char *xml, size_t len);
void vl_close(line *l);
char *vl_write(nt_position *p, size_t *len, size_t *kept);
xmlNode *vl_place(line *l, int kind, size_t at, nt_rng *r);
int vl_mark(build *bd, xmlNode *e);
int vl_vary(build *bd, line *l, size_t at, xmlNode *e, int depth);
xmlNode *vl_move_el(line *l, size_t from, xmlNode **keep, int m,
                    nt_rng *r);

#endif

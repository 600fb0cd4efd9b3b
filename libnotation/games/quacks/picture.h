/* Quacks drawn as SVG for notation render (../../src/picture.h): the
 * whole picture and the steps' parts in picture.c, one seat's pot, bag
 * and tallies in picture_seat.c. */
#ifndef QK_PICTURE_H
#define QK_PICTURE_H

#include "quacks.h"

extern const nt_picture qk_picture;

/* The width of a seat's panel; picture.c lays the panels out in a grid. */
#define QK_PANEL_W 330

/* A seat's panel, drawn from (0, 0) down: returns its height. */
int qk_picture_seat(const qk_state *s, int seat, nt_buf *svg);

/* A chip: a disc of its ingredient's colour (outlined thick when `last`)
 * carrying its colour's letter and its value, "O1", "W3", "L". */
void qk_picture_chip(nt_buf *svg, int chip, double x, double y, double r,
                     int last);
/* The letter of a colour: W O G B R Y P K L. */
char qk_picture_letter(int colour);

#endif

/* What the parts of the Duel's picture share (picture_chips.c). */
#ifndef DU_PICTURE_CHIPS_H
#define DU_PICTURE_CHIPS_H

#include "duel.h"

/* A text of `size` px at (x, y), with extra attributes (may be ""). */
void du_pic_text(nt_buf *o, double x, double y, int size, const char *attrs,
                 const char *text);
/* A chip: a circle in its colour with its letter and value ("R2"); the
 * last chip placed has a thick outline and a dashed ring around it. */
void du_pic_chip(nt_buf *o, const du_data *d, int chip, double cx, double cy,
                 double r, int last);
/* A cell for a place that holds `chip` (-1: empty, labelled ""); closed
 * by nt_svg_cell_end. */
void du_pic_open(nt_buf *o, const du_data *d, const char *name, int chip,
                 int last);
/* A chip as a cell of its own: its name, its words, the chip drawn. */
void du_pic_chip_cell(nt_buf *o, const du_data *d, const char *name,
                      int chip, double cx, double cy, double r, int last);

#endif

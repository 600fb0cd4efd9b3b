/* The Duel drawn as SVG for notation render (picture.h in
 * libnotation/src): the path, both vials side by side, each seat's gold,
 * cures, guild row, kept cards, coin bonus and bag (picture.c). */
#ifndef DU_PICTURE_H
#define DU_PICTURE_H

#include "duel.h"

/* draw: a du_state; part: the label, each brewing turn told apart. */
extern const nt_picture du_picture;

#endif

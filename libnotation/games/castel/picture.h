/* Castel's picture for notation render (picture.c): the castle, the
 * engines, the cards outside the walls, the seats and the exchange. */
#ifndef CASTEL_PICTURE_H
#define CASTEL_PICTURE_H

#include "games.h" /* nt_picture, from libnotation/src/picture.h */

extern const nt_picture castel_picture;

#endif

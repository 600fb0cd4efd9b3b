/* Pictures of a game's state, drawn as SVG from the engine's own state
 * (notation render), so that a picture can never disagree with the rules.
 * Each game draws its own (libnotation/games/GAME/picture.c); this header
 * is what they share: the hook, and helpers for well-formed SVG.
 *
 * A picture is one self-contained <svg> element (the SVG namespace, a
 * viewBox, role="img", a <title> first), with presentation attributes
 * inline: it reads the same inside a page and saved alone.  Colours come
 * from nt_svg_palette, safe for colour-blind readers, and never carry
 * meaning alone: every piece also has its name or value and letter in
 * text, so the picture reads in black and white.  Every place a test or
 * a reader may look for (a square, a space, a slot) is a <g> with
 * class="cell", data-cell="ITS NAME" and data-label="WHAT IS THERE"
 * ("" when empty); what the last step changed has class="cell last". */
#ifndef NT_PICTURE_H
#define NT_PICTURE_H

#include "buf.h"

typedef struct nt_picture {
    /* Append the picture of `state` to `svg`. */
    void (*draw)(const void *state, nt_buf *svg);
    /* The part of the game a step belongs to (its turn, a player's
     * brew, an evaluation), from the step's label and the state after
     * it: render draws the state when the part changes, and at the end.
     * Two steps of one part write the same text. */
    void (*part)(const void *state, const char *label, nt_buf *out);
} nt_picture;

/* Okabe & Ito's eight colours: black, orange, sky blue, bluish green,
 * yellow, blue, vermilion, reddish purple. */
extern const char *const nt_svg_palette[8];

/* Text for an SVG (or HTML) text node or attribute value: & < > " escaped. */
void nt_svg_text(nt_buf *out, const char *text);
/* Text of at most `most` characters for a <text> element's content: a
 * longer one is shortened with an ellipsis, in full in a <title> first
 * (shown on hover). */
void nt_svg_text_short(nt_buf *out, const char *text, int most);
/* <svg ...><title>TITLE</title> for a picture of width x height user
 * units; nt_svg_end closes it. */
void nt_svg_begin(nt_buf *out, int width, int height, const char *title);
void nt_svg_end(nt_buf *out);
/* A cell: <g class="cell[ last]" data-cell=NAME data-label=LABEL> with a
 * <title> "NAME: LABEL"; closed by nt_svg_cell_end. */
void nt_svg_cell(nt_buf *out, const char *name, const char *label, int last);
void nt_svg_cell_end(nt_buf *out);

#endif

/* The Duel's picture (picture.c): the chips and texts every part of it
 * draws, each chip in its ingredient's colour with its letter and value,
 * as a cell that names it in words. */
#include "picture.h"
#include "picture_chips.h"

/* Colours by ingredient, from nt_svg_palette (-1: white paper).  Pink is
 * purple's colour, lighter; every chip also carries its letter. */
static const int S_colour[DU_COLOURS] = {-1, 0, 1, 5, 6, 3, 7, 4, 7};
static const char S_letter[DU_COLOURS] = {'W', 'K', 'O', 'B', 'R',
                                          'G', 'P', 'Y', 'V'};

static const char *S_fill(int colour)
{
    return S_colour[colour] < 0 ? "#ffffff" : nt_svg_palette[S_colour[colour]];
}

/* Light text where the fill is dark (black, blue). */
static const char *S_ink(int colour)
{
    return colour == DC_BLACK || colour == DC_BLUE ? "#ffffff" : "#000000";
}

void du_pic_text(nt_buf *o, double x, double y, int size, const char *attrs,
                 const char *text)
{
    nt_buf_printf(o, "<text x=\"%g\" y=\"%g\" font-size=\"%d\"%s%s>", x, y,
                  size, *attrs ? " " : "", attrs);
    nt_svg_text(o, text);
    nt_buf_puts(o, "</text>\n");
}

/* A chip: a circle in its colour with its letter and value ("R2"); the
 * last chip placed has a thick outline and a dashed ring around it. */
void du_pic_chip(nt_buf *o, const du_data *d, int chip, double cx, double cy,
                 double r, int last)
{
    int c = DU_COL(chip);
    nt_buf_printf(o, "<circle cx=\"%g\" cy=\"%g\" r=\"%g\" fill=\"%s\"%s "
                     "stroke=\"#000000\" stroke-width=\"%s\"/>",
                  cx, cy, r, S_fill(c),
                  c == DC_PINK ? " fill-opacity=\"0.45\"" : "",
                  last ? "3" : "1");
    if (last)
        nt_buf_printf(o, "<circle cx=\"%g\" cy=\"%g\" r=\"%g\" fill=\"none\" "
                         "stroke=\"#000000\" stroke-width=\"1.5\" "
                         "stroke-dasharray=\"3 2\"/>",
                      cx, cy, r + 4);
    nt_buf_printf(o, "<text x=\"%g\" y=\"%g\" font-size=\"%g\" "
                     "font-weight=\"bold\" text-anchor=\"middle\" "
                     "fill=\"%s\">%c%d</text>\n",
                  cx, cy + r * 0.36, r * 0.95 > 10 ? r * 0.95 : 10.0, S_ink(c),
                  S_letter[c],
                  du_value(d, chip));
}

/* A cell for a place that holds `chip` (-1: empty, labelled ""). */
void du_pic_open(nt_buf *o, const du_data *d, const char *name, int chip,
                 int last)
{
    nt_buf words = {0};
    if (chip >= 0)
        du_chip_words(d, chip, &words);
    nt_svg_cell(o, name, nt_buf_str(&words), chip >= 0 && last);
    nt_buf_free(&words);
}

/* A chip as a cell of its own: its name, its words, the chip drawn. */
void du_pic_chip_cell(nt_buf *o, const du_data *d, const char *name, int chip,
                      double cx, double cy, double r, int last)
{
    du_pic_open(o, d, name, chip, last);
    du_pic_chip(o, d, chip, cx, cy, r, last);
    nt_svg_cell_end(o);
}

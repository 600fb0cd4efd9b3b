/* Well-formed SVG for the games' pictures (picture.h). */
#include "picture.h"

const char *const nt_svg_palette[8] = {"#000000", "#e69f00", "#56b4e9",
                                       "#009e73", "#f0e442", "#0072b2",
                                       "#d55e00", "#cc79a7"};

void nt_svg_text(nt_buf *out, const char *text)
{
    for (const char *c = text; *c; c++) {
        switch (*c) {
        case '&': nt_buf_puts(out, "&amp;"); break;
        case '<': nt_buf_puts(out, "&lt;"); break;
        case '>': nt_buf_puts(out, "&gt;"); break;
        case '"': nt_buf_puts(out, "&quot;"); break;
        default: nt_buf_putc(out, *c);
        }
    }
}

void nt_svg_text_short(nt_buf *out, const char *text, int most)
{
    int chars = 0;
    size_t cut = 0;
    for (size_t i = 0; text[i]; i++)
        if (((unsigned char)text[i] & 0xC0) != 0x80 && ++chars == most)
            cut = i; /* where the last character kept ends, if cut */
    if (chars <= most) {
        nt_svg_text(out, text);
        return;
    }
    while (cut && text[cut - 1] == ' ') /* "Anne…", not "Anne …" */
        cut--;
    nt_buf_puts(out, "<title>");
    nt_svg_text(out, text);
    nt_buf_puts(out, "</title>");
    nt_buf piece = {0};
    nt_buf_add(&piece, text, cut);
    nt_svg_text(out, nt_buf_str(&piece));
    nt_buf_puts(out, "\xe2\x80\xa6");
    nt_buf_free(&piece);
}

void nt_svg_begin(nt_buf *out, int width, int height, const char *title)
{
    nt_buf_printf(out,
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                  "viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" "
                  "role=\"img\" style=\"font-family:sans-serif\"><title>",
                  width, height, width, height);
    nt_svg_text(out, title);
    nt_buf_puts(out, "</title>\n");
}

void nt_svg_end(nt_buf *out)
{
    nt_buf_puts(out, "</svg>\n");
}

void nt_svg_cell(nt_buf *out, const char *name, const char *label, int last)
{
    nt_buf_printf(out, "<g class=\"cell%s\" data-cell=\"", last ? " last" : "");
    nt_svg_text(out, name);
    nt_buf_puts(out, "\" data-label=\"");
    nt_svg_text(out, label);
    nt_buf_puts(out, "\"><title>");
    nt_svg_text(out, name);
    if (*label) {
        nt_buf_puts(out, ": ");
        nt_svg_text(out, label);
    }
    nt_buf_puts(out, "</title>");
}

void nt_svg_cell_end(nt_buf *out)
{
    nt_buf_puts(out, "</g>\n");
}

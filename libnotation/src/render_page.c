/* The page around rendered records: its head with the stylesheets for the
 * screen and for print (A4 and Letter), and the header of each record. */
#include <string.h>

#include "explain.h"
#include "render_internal.h"

/* For print: the page box fits both A4 (210 x 297 mm) and Letter (216 x
 * 279 mm) inside its margins, so no size is forced on the printer. */
static const char S_style[] =
    "body{font:15px/1.45 Georgia,'DejaVu Serif',serif;color:#111;"
    "background:#fff;margin:0 auto;max-width:64rem;padding:1rem 1.5rem}\n"
    "h1{font-size:1.6rem;margin:.2rem 0}\n"
    "h2{font:600 1.05rem/1.3 sans-serif;margin:1.2rem 0 .4rem;"
    "border-bottom:1px solid #999}\n"
    "article{margin-bottom:2.5rem}\n"
    "dl.meta{display:grid;grid-template-columns:max-content 1fr;"
    "gap:.1rem 1rem;margin:.5rem 0 1rem}\n"
    "dl.meta dt{font-weight:600}dl.meta dd{margin:0}\n"
    ".step{margin:.3rem 0 .3rem 0}\n"
    ".step p{margin:0}.step .n{display:inline-block;min-width:3.2em;"
    "font:600 .85rem sans-serif;color:#444}\n"
    ".step ul{margin:.1rem 0 .2rem 3.2em;padding-left:1.1em;"
    "font-size:.92rem;color:#333}\n"
    ".step li.risk{list-style:none;margin-left:-1.1em}"
    ".step li.risk svg{vertical-align:-1px;margin-right:.4em}\n"
    "aside.note{margin:.3rem 0 .3rem 3.2em;padding:.3rem .6rem;"
    "border-left:4px solid #0072b2;background:#eef5fb;font-style:italic}\n"
    "figure.state{margin:.6rem 0 1rem;break-inside:avoid}\n"
    "figure.state svg{max-width:100%;height:auto}\n"
    "figcaption{font:.8rem sans-serif;color:#444}\n"
    ".diagnostic{margin:1rem 0;padding:.6rem .8rem;border:3px solid "
    "#d55e00;background:#fff3ec;font-weight:600}\n"
    ".diagnostic code{display:block;font-weight:400;white-space:pre-wrap}\n"
    ".result{font-weight:600;font-size:1.1rem}\n"
    /* A variation as a chess book sets one: boxed and indented beside
     * the game, its marks bold after the move's words. */
    "section.variation{margin:.5rem 0 .8rem 1.6rem;padding:.2rem .8rem "
    ".4rem;border:1px solid #888;border-left:4px solid #666;"
    "background:#f7f7f4;-webkit-box-decoration-break:clone;"
    "box-decoration-break:clone}\n"
    "section.variation section.variation{background:#fff;"
    "margin-left:.8rem}\n"
    "section.variation h3{font:600 .95rem/1.3 sans-serif;margin:.3rem 0 "
    ".2rem;color:#333}\n"
    "section.variation h4{font:600 .85rem sans-serif;margin:.5rem 0 .2rem;"
    "color:#444}\n"
    "section.variation.broken{border-color:#d55e00}\n"
    ".mark{font:700 1rem sans-serif;margin-left:.2em}\n"
    ".cell.last>*:first-child{stroke:#d55e00;stroke-width:4}\n"
    /* Never a heading alone at the foot of a page or column, never a
     * step's words away from the picture that follows them. */
    "h1,h2,h3,h4{break-after:avoid}\n"
    ".step:has(+figure.state){break-inside:avoid;break-after:avoid}"
    "figure.state{break-before:avoid}\n"
    "@media print{body{max-width:none;padding:0;font-size:10.5pt}"
    "section.part{break-inside:auto}"
    /* A step may go on over a page between two of its reasons, never
     * leaving its words behind (a whole step kept on the next page
     * leaves its room on this one empty). */
    ".step>p{break-after:avoid}li,aside.note{break-inside:avoid}"
    "section.variation{break-inside:auto;background:none}"
    "section.variation h3+aside.note{break-after:avoid}"
    "a{color:inherit;text-decoration:none}"
    /* A picture and the step before it fit on any page: at most half a
     * page tall (an A4 or Letter page holds 249 mm inside its margins),
     * so that two turns and their pictures share a page; one taller
     * than wide up to 160 mm, with room for a long step. */
    "figure.state svg{width:auto;height:auto;max-height:80mm}"
    "figure.state.tall svg{max-height:160mm}"
    /* Compact: two columns, each picture as wide as a column. */
    "body.compact{columns:2;column-gap:7mm;column-fill:auto}"
    "body.compact h1,body.compact dl.meta{column-span:all}"
    "body.compact figure.state{margin:.3rem 0 .6rem}"
    "body.compact figure.state svg{max-height:120mm}"
    "body.compact .step ul,body.compact aside.note{margin-left:1.2em}}\n";

/* Text in a CSS string literal. */
static void S_css_string(nt_buf *out, const char *text)
{
    nt_buf_putc(out, '"');
    for (const char *c = text; *c; c++) {
        if (*c == '"' || *c == '\\')
            nt_buf_printf(out, "\\%c", *c);
        else if (*c == '\n')
            nt_buf_putc(out, ' ');
        else if (*c == '<')
            nt_buf_puts(out, "\\3c "); /* never "</style>" */
        else
            nt_buf_putc(out, *c);
    }
    nt_buf_putc(out, '"');
}

void nt_render_page_begin(nt_buf *out, const char *title,
                          nt_render_style style)
{
    static const char *const names[] = {"book", "compact", "rounds"};
    nt_buf_puts(out, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
                     "<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
                     "content=\"width=device-width, initial-scale=1\">\n"
                     "<meta name=\"generator\" content=\"libnotation " NT_VERSION_STRING
                     "\">\n<title>");
    nt_svg_text(out, title);
    nt_buf_puts(out, "</title>\n<style>\n");
    nt_buf_puts(out, S_style);
    nt_buf_puts(out, "@page{margin:16mm 12mm 14mm;@top-left{content:");
    S_css_string(out, title);
    nt_buf_puts(out, ";font:9pt sans-serif}@top-right{content:\"page \" "
                     "counter(page) \" of \" counter(pages);"
                     "font:9pt sans-serif}}\n</style>\n</head>\n");
    nt_buf_printf(out, "<body class=\"%s\">\n",
                  names[(unsigned)style < 3 ? style : 0]);
}

void nt_render_page_end(nt_buf *out)
{
    nt_buf_puts(out, "</body>\n</html>\n");
}

/* "Key: value" lines as a definition list. */
static void S_lines_as_dl(nt_buf *out, const char *text)
{
    nt_buf_puts(out, "<dl class=\"meta\">\n");
    while (*text) {
        const char *end = strchr(text, '\n');
        size_t len = end ? (size_t)(end - text) : strlen(text);
        const char *colon = memchr(text, ':', len);
        nt_buf line = {0};
        nt_buf_add(&line, text, len);
        if (colon) {
            size_t k = (size_t)(colon - text);
            line.data[k] = '\0';
            nt_buf_puts(out, "<dt>");
            nt_svg_text(out, line.data);
            nt_buf_puts(out, "</dt><dd>");
            nt_svg_text(out, line.data + k + 1 + (line.data[k + 1] == ' '));
            nt_buf_puts(out, "</dd>\n");
        } else if (len) {
            nt_buf_puts(out, "<dt>Note</dt><dd>");
            nt_svg_text(out, nt_buf_str(&line));
            nt_buf_puts(out, "</dd>\n");
        }
        nt_buf_free(&line);
        text += len + (end != NULL);
    }
}

void nt_render_record_head(nt_buf *out, const nt_render_record *rr)
{
    const nt_game *g = rr->g;
    nt_buf_printf(out, "<article class=\"record\" id=\"record-%lu\">\n<h1>",
                  rr->index);
    const nt_node *event = rr->meta ? nt_child(rr->meta, "event") : NULL;
    nt_buf scratch = {0};
    nt_svg_text(out, g->title);
    if (event) {
        nt_buf_puts(out, " \xe2\x80\x94 ");
        nt_svg_text(out, nt_text(event, &scratch));
    }
    nt_buf_puts(out, "</h1>\n");
    nt_buf head = {0};
    nt_explain_header(&head, rr->game, rr->meta, g->hooks, rr->state);
    nt_buf_printf(&head, "Record: %s, record %lu (line %lu)\n", rr->file,
                  rr->index, rr->line);
    nt_buf_printf(&head, "Checked with: libnotation %s, the rules of %s",
                  NT_VERSION_STRING, g->title);
    if (g->banner) {
        nt_buf_puts(&head, "; ");
        g->banner(rr->setup, &head);
    }
    nt_buf_putc(&head, '\n');
    S_lines_as_dl(out, nt_buf_str(&head));
    nt_buf_puts(out, "</dl>\n");
    nt_buf_free(&head);
    nt_buf_free(&scratch);
}

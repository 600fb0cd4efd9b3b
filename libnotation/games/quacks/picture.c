/* The Quacks picture for notation render (../../src/picture.h): above the
 * seats the round, the fortune card, the witches on display and the
 * scoring track with each seat's VP; the seats' pots in a grid
 * (picture_seat.c), so that five stay legible; a key under them.  And the
 * part of the game a step belongs to: one picture per brew and one per
 * evaluation. */
#include <stdio.h>
#include <string.h>

#include "picture.h"

#define S_GAP 12        /* between panels, and round the picture */
#define S_TRACK_TOP 50  /* the scoring track shows 0 to 50 at least */

/* Okabe & Ito's colours for the ingredients (white is paper); the letter
 * and the value say it again in black and white. */
static const char *S_fill(int colour)
{
    switch (colour) {
    case K_WHITE: return "#ffffff";
    case K_ORANGE: return nt_svg_palette[1];
    case K_GREEN: return nt_svg_palette[3];
    case K_BLUE: return nt_svg_palette[5];
    case K_RED: return nt_svg_palette[6];
    case K_YELLOW: return nt_svg_palette[4];
    case K_PURPLE: return nt_svg_palette[7];
    case K_BLACK: return nt_svg_palette[0];
    default: return nt_svg_palette[2]; /* locoweed */
    }
}

char qk_picture_letter(int colour)
{
    static const char letters[QK_COLOURS] = {'W', 'O', 'G', 'B', 'R',
                                             'Y', 'P', 'K', 'L'};
    return colour >= 0 && colour < QK_COLOURS ? letters[colour] : '?';
}

void qk_picture_chip(nt_buf *svg, int chip, double x, double y, double r,
                     int last)
{
    const qk_chip_info *c = &qk_chips[chip];
    int dark = c->colour == K_BLACK || c->colour == K_BLUE;
    if (last)
        nt_buf_printf(svg,
                      "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" "
                      "fill=\"none\" stroke=\"#000\" stroke-width=\"2\"/>",
                      x, y, r + 4);
    nt_buf_printf(svg,
                  "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" "
                  "stroke=\"#000\" stroke-width=\"%s\"/><text x=\"%.1f\" "
                  "y=\"%.1f\" font-size=\"%.1f\" font-weight=\"bold\" "
                  "text-anchor=\"middle\" fill=\"%s\">%c",
                  x, y, r, S_fill(c->colour), last ? "3" : "1.2", x,
                  y + r * 0.33, r * 0.9 > 10 ? r * 0.9 : 10.0,
                  dark ? "#fff" : "#000",
                  qk_picture_letter(c->colour));
    if (c->value)
        nt_buf_printf(svg, "%d", c->value);
    nt_buf_puts(svg, "</text>");
}

/* ------------------------------------------------------------ the top */

static void S_line(nt_buf *svg, int x, int y, int size, const char *weight,
                   const char *text)
{
    nt_buf_printf(svg, "<text x=\"%d\" y=\"%d\" font-size=\"%d\"%s%s%s>", x,
                  y, size, weight ? " font-weight=\"" : "",
                  weight ? weight : "", weight ? "\"" : "");
    nt_svg_text(svg, text);
    nt_buf_puts(svg, "</text>\n");
}

/* "Round 3 of 9: brewing of seat 1 (Nina) (start player: seat 2)". */
static void S_where(const qk_state *s, nt_buf *out)
{
    static const char *const phases[] = {
        [PH_START] = "the start", [PH_FORTUNE] = "the fortune card",
        [PH_RATS] = "the rats", [PH_BREW] = "brewing",
        [PH_AFTER] = "after the brewing", [PH_EVAL] = "evaluation",
        [PH_END] = "the record stops, unfinished"};
    if (s->phase == PH_SETUP || s->over) {
        nt_buf_puts(out, s->phase == PH_SETUP ? "Setup" : "End of the game");
        return;
    }
    nt_buf_printf(out, "Round %d of 9: %s", s->round, phases[s->phase]);
    if (s->phase == PH_BREW) {
        nt_buf_puts(out, " of ");
        qk_seat_name(s, s->seat, out);
    }
    nt_buf_puts(out, " (start player: ");
    qk_seat_name(s, s->start, out);
    nt_buf_putc(out, ')');
}

/* The round, the fortune card, the witches: returns the y under them. */
static int S_heading(nt_buf *svg, const qk_state *s)
{
    nt_buf t = {0};
    S_where(s, &t);
    S_line(svg, S_GAP, 24, 17, "bold", nt_buf_str(&t));
    nt_buf_clear(&t);
    if (s->card >= 0)
        nt_buf_printf(&t, "Fortune card: \xe2\x80\x9c%s\xe2\x80\x9d (%s)",
                      qk_cards[s->card].title,
                      qk_cards[s->card].blue ? "for the whole round"
                                             : "at once");
    else
        nt_buf_puts(&t, "Fortune card: none revealed yet");
    S_line(svg, S_GAP, 45, 13, NULL, nt_buf_str(&t));
    int y = 45;
    if (s->setup->witches && s->witch[0] >= 0) {
        nt_buf_clear(&t);
        nt_buf_puts(&t, "Witches on display:");
        for (int w = 0; w < QK_WITCH_TYPES; w++)
            nt_buf_printf(&t, " %s %s%s", qk_witch_types[w],
                          qk_witches[s->witch[w]].id,
                          w + 1 < QK_WITCH_TYPES ? "," : "");
        S_line(svg, S_GAP, y += 19, 13, NULL, nt_buf_str(&t));
    }
    nt_buf_free(&t);
    return y + 10;
}

/* The scoring track from 0 to 50 (further if a seat is past it), with a
 * numbered token for each seat, stacked where tokens would overlap, and
 * the VP in words under it.  Returns the y under it. */
static int S_track(nt_buf *svg, const qk_state *s, int width, int y)
{
    int top = S_TRACK_TOP, x0 = S_GAP + 14, x1 = width - S_GAP - 14;
    int level[QK_MAX_SEATS], levels = 1;
    double x[QK_MAX_SEATS];
    for (int i = 0; i < s->players; i++)
        while (s->pl[i].vp > top)
            top += 10;
    double unit = (double)(x1 - x0) / top;
    for (int i = 0; i < s->players; i++) {
        x[i] = x0 + unit * (s->pl[i].vp < 0 ? 0 : s->pl[i].vp);
        /* The lowest level where no token stands close by. */
        for (level[i] = 0;; level[i]++) {
            int clash = 0;
            for (int k = 0; k < i; k++)
                clash |= level[k] == level[i] && x[i] - x[k] < 21 &&
                         x[k] - x[i] < 21;
            if (!clash)
                break;
        }
        if (level[i] + 1 > levels)
            levels = level[i] + 1;
    }
    S_line(svg, S_GAP, y + 12, 12, "bold", "Scoring track (VP)");
    int line = y + 24 + 21 * levels;
    nt_buf_printf(svg,
                  "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
                  "stroke=\"#000\" stroke-width=\"2\"/>\n",
                  x0, line, x1, line);
    for (int v = 0; v <= top; v++)
        nt_buf_printf(svg,
                      "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
                      "stroke=\"#000\"/>",
                      x0 + unit * v, line, x0 + unit * v,
                      line + (v % 10 ? v % 5 ? 3 : 6 : 9));
    for (int v = 0; v <= top; v += 10)
        nt_buf_printf(svg,
                      "<text x=\"%.1f\" y=\"%d\" font-size=\"10\" "
                      "text-anchor=\"middle\">%d</text>",
                      x0 + unit * v, line + 20, v);
    nt_buf_putc(svg, '\n');
    nt_buf words = {0};
    for (int i = 0; i < s->players; i++) {
        char name[64], label[32];
        double cy = line - 12 - 21 * level[i];
        snprintf(name, sizeof name, "seat %d score", i + 1);
        snprintf(label, sizeof label, "%d VP", s->pl[i].vp);
        nt_svg_cell(svg, name, label, 0);
        nt_buf_printf(svg,
                      "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%d\" "
                      "stroke=\"#000\"/><circle cx=\"%.1f\" cy=\"%.1f\" "
                      "r=\"9.5\" fill=\"#fff\" stroke=\"#000\" "
                      "stroke-width=\"1.5\"/><text x=\"%.1f\" y=\"%.1f\" "
                      "font-size=\"11\" font-weight=\"bold\" "
                      "text-anchor=\"middle\">%d</text>",
                      x[i], cy + 9.5, x[i], line, x[i], cy, x[i], cy + 4,
                      i + 1);
        nt_svg_cell_end(svg);
        nt_buf_puts(&words, i ? ";  " : "");
        qk_seat_name(s, i, &words);
        nt_buf_printf(&words, " %d VP", s->pl[i].vp);
    }
    S_line(svg, S_GAP, line + 38, 12, NULL, nt_buf_str(&words));
    nt_buf_free(&words);
    return line + 50;
}

/* ------------------------------------------------------------ the key */

static int S_key(nt_buf *svg, int y)
{
    nt_buf_printf(svg, "<g font-size=\"12\">");
    qk_picture_chip(svg, O1, S_GAP + 12, y + 10, 10, 1);
    nt_buf_printf(svg,
                  "<text x=\"%d\" y=\"%d\">last chip drawn</text>"
                  "<path d=\"M%d %dl11 11l-11 11l-11 -11z\" fill=\"#f9dce6\" "
                  "stroke=\"#9b1c44\"/><text x=\"%d\" y=\"%d\">ruby "
                  "space</text>",
                  S_GAP + 30, y + 14, S_GAP + 155, y - 1, S_GAP + 170,
                  y + 14);
    nt_buf_printf(svg,
                  "<path d=\"M%d %dc6 7 8 10 8 14a8 8 0 0 1 -16 0c0 -4 2 -7 "
                  "8 -14z\" fill=\"%s\" stroke=\"#000\"/><text x=\"%d\" "
                  "y=\"%d\">droplet</text>",
                  S_GAP + 270, y - 1, nt_svg_palette[2], S_GAP + 284, y + 14);
    nt_buf_printf(svg,
                  "<rect x=\"%d\" y=\"%d\" width=\"22\" height=\"16\" rx=\"4\" "
                  "fill=\"#bbb\" stroke=\"#000\"/><text x=\"%d\" y=\"%d\" "
                  "font-size=\"10\" text-anchor=\"middle\">rat</text><text "
                  "x=\"%d\" y=\"%d\">rat stone</text>",
                  S_GAP + 350, y + 2, S_GAP + 361, y + 13, S_GAP + 378,
                  y + 14);
    nt_buf_printf(svg,
                  "<circle cx=\"%d\" cy=\"%d\" r=\"10\" fill=\"none\" "
                  "stroke=\"#000\" stroke-width=\"1.5\" "
                  "stroke-dasharray=\"3 2\"/><text x=\"%d\" y=\"%d\">scoring "
                  "space</text>",
                  S_GAP + 465, y + 10, S_GAP + 481, y + 14);
    nt_buf_printf(svg,
                  "<text x=\"%d\" y=\"%d\">Chips: W white, O orange, G "
                  "green, B blue, R red, Y yellow, P purple, K black, L "
                  "locoweed,</text><text x=\"%d\" y=\"%d\">with their "
                  "value; a chip on a space hides its number.</text></g>\n",
                  S_GAP, y + 38, S_GAP, y + 54);
    return y + 64;
}

/* -------------------------------------------------------- the picture */

/* Panels in a grid: as many columns as seats up to three, two rows of two
 * for four seats. */
static int S_columns(int players)
{
    return players <= 3 ? players : players == 4 ? 2 : 3;
}

static void S_draw(const void *state, nt_buf *svg)
{
    const qk_state *s = state;
    int cols = S_columns(s->players);
    int width = cols * QK_PANEL_W + (cols + 1) * S_GAP;
    if (width < 560 + 2 * S_GAP) /* the key's width */
        width = 560 + 2 * S_GAP;
    nt_buf body = {0}, panel[QK_MAX_SEATS] = {{0}};
    int height[QK_MAX_SEATS];
    int y = S_heading(&body, s);
    y = S_track(&body, s, width, y);
    for (int i = 0; i < s->players; i++)
        height[i] = qk_picture_seat(s, i, &panel[i]) + 4;
    for (int row = 0; row * cols < s->players; row++) {
        int h = 0;
        for (int i = row * cols; i < (row + 1) * cols && i < s->players; i++)
            h = height[i] > h ? height[i] : h;
        for (int i = row * cols; i < (row + 1) * cols && i < s->players;
             i++) {
            nt_buf_printf(&body,
                          "<g transform=\"translate(%d %d)\"><rect "
                          "x=\"0.5\" y=\"0.5\" width=\"%d\" height=\"%d\" "
                          "fill=\"none\" stroke=\"#000\"/>\n",
                          S_GAP + (i % cols) * (QK_PANEL_W + S_GAP), y,
                          QK_PANEL_W - 1, h - 1);
            nt_buf_puts(&body, nt_buf_str(&panel[i]));
            nt_buf_puts(&body, "</g>\n");
        }
        y += h + S_GAP;
    }
    y = S_key(&body, y + 4);
    nt_buf title = {0};
    nt_buf_puts(&title, "The Quacks of Quedlinburg: ");
    S_where(s, &title);
    nt_svg_begin(svg, width, y, nt_buf_str(&title));
    nt_buf_printf(svg, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n",
                  width, y);
    nt_buf_puts(svg, nt_buf_str(&body));
    nt_svg_end(svg);
    nt_buf_free(&title);
    nt_buf_free(&body);
    for (int i = 0; i < s->players; i++)
        nt_buf_free(&panel[i]);
}

/* ------------------------------------------------------------ parts */

/* The steps of the evaluation end with their letters: "bonus die (A)",
 * "rubies and victory points (C, D)" (eval.c). */
static int S_evaluation(const char *rest)
{
    const char *open = strrchr(rest, '(');
    size_t n = strlen(rest);
    if (!open || n < 3 || rest[n - 1] != ')')
        return 0;
    for (const char *c = open + 1; c < rest + n - 1; c++)
        if (!strchr("ABCDEF, ", *c))
            return 0;
    return 1;
}

/* A step's part from its label (round.c's qk_step, "round 3: ..."): a
 * seat's brew, the evaluation, the fortune card of a round; any other
 * step is its own part. */
static void S_part(const void *state, const char *label, nt_buf *out)
{
    int round, seat, n = 0;
    (void)state;
    if (sscanf(label, "round %d: %n", &round, &n) != 1 || !n) {
        nt_buf_puts(out, label);
        return;
    }
    const char *rest = label + n;
    if (sscanf(rest, "seat %d", &seat) == 1)
        nt_buf_printf(out, "round %d, seat %d", round, seat);
    else if (!strncmp(rest, "fortune card", 12))
        nt_buf_printf(out, "round %d, fortune card", round);
    else if (S_evaluation(rest))
        nt_buf_printf(out, "round %d, evaluation", round);
    else
        nt_buf_puts(out, label);
}

const nt_picture qk_picture = {
    .draw = S_draw,
    .part = S_part,
};

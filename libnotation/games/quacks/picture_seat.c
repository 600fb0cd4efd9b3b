/* One seat of the Quacks picture: the pot as its spiral track of spaces
 * 0 to 52 (quacks.md §1.1; a ruby printed on some), with the chips on
 * their spaces, the droplet and the rat stone (§1.3, §7.2); under it the
 * white total against the threshold, the flask, the scoring space, the
 * bag, and with The Herb Witches the pennies and the overflow bowl
 * (herb-witches.md §5). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "picture.h"

#define S_PI 3.14159265358979323846
/* The spiral, from the centre (space 0) outwards: the radius of space 1,
 * the distance between two turns and between two spaces along the path;
 * chips are discs of radius S_CHIP. */
#define S_R0 31.0
#define S_TURN 30.0
#define S_STEP 28.5
#define S_CHIP 12.0
#define S_POT 142       /* the pot's radius */
#define S_TOP 26        /* where the pot begins, under the seat's name */
#define S_LINE 17       /* a text line under it */
#define S_BAG_ITEM 52   /* one kind of chip in a row: disc and count */

/* Where the spaces are drawn: along an Archimedean spiral, each S_STEP
 * after the last, around the pot's centre. */
typedef struct S_pot {
    double x[QK_LAST_SPACE + 1], y[QK_LAST_SPACE + 1];
} S_pot;

static void S_spiral(S_pot *p, double cx, double cy)
{
    double b = S_TURN / (2 * S_PI), th = 0;
    p->x[0] = cx, p->y[0] = cy;
    for (int i = 1; i <= QK_LAST_SPACE; i++) {
        for (int k = 0; i > 1 && k < 20; k++) {
            double r = S_R0 + b * th;
            th += S_STEP / 20 / sqrt(r * r + b * b);
        }
        double r = S_R0 + b * th;
        p->x[i] = cx + r * sin(th);
        p->y[i] = cy - r * cos(th);
    }
}

/* The pot, and the path under the spaces so that the eye follows it. */
static void S_path(nt_buf *svg, const S_pot *p)
{
    nt_buf_printf(svg,
                  "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%d\" fill=\"#f2f2f2\" "
                  "stroke=\"#444\" stroke-width=\"2\"/>\n<polyline "
                  "fill=\"none\" stroke=\"#b0b0b0\" stroke-width=\"5\" "
                  "stroke-linejoin=\"round\" points=\"",
                  p->x[0], p->y[0], S_POT);
    for (int i = 0; i <= QK_LAST_SPACE; i++)
        nt_buf_printf(svg, "%s%.1f,%.1f", i ? " " : "", p->x[i], p->y[i]);
    nt_buf_puts(svg, "\"/>\n");
}

/* A space: a disc, or a diamond where a ruby is printed; its number
 * when no chip hides it. */
static void S_space(nt_buf *svg, const S_pot *p, int i, int numbered)
{
    double x = p->x[i], y = p->y[i];
    if (qk_pot_ruby[i])
        nt_buf_printf(svg,
                      "<path d=\"M%.1f %.1fl13.5 13.5l-13.5 13.5l-13.5 "
                      "-13.5z\" fill=\"#f9dce6\" stroke=\"#9b1c44\" "
                      "stroke-width=\"1.3\"/>",
                      x, y - 13.5);
    else
        nt_buf_printf(svg,
                      "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"11\" "
                      "fill=\"#fff\" stroke=\"#777\"/>",
                      x, y);
    if (numbered)
        nt_buf_printf(svg,
                      "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" "
                      "text-anchor=\"middle\" fill=\"#222\">%d</text>",
                      x, y + 3.3, i);
}

/* Each space a cell naming the chip on it ("" when empty).  `last` is
 * the index in the pot of the last chip drawn, or -1. */
static void S_spaces(nt_buf *svg, const S_pot *p, const qk_player *pl,
                     int seat, int last)
{
    nt_buf label = {0}, name = {0};
    for (int i = 0; i <= QK_LAST_SPACE; i++) {
        int top = -1, is_last = 0;
        nt_buf_clear(&label);
        nt_buf_clear(&name);
        for (int k = 0; k < pl->npot; k++) {
            if (pl->pot[k].space != i)
                continue;
            nt_buf_printf(&label, "%s%s", top >= 0 ? " " : "",
                          qk_chips[pl->pot[k].chip].id);
            top = k;
            is_last |= k == last;
        }
        nt_buf_printf(&name, "seat %d space %d", seat + 1, i);
        nt_svg_cell(svg, nt_buf_str(&name), nt_buf_str(&label), is_last);
        S_space(svg, p, i, top < 0);
        if (top >= 0)
            qk_picture_chip(svg, pl->pot[top].chip, p->x[i], p->y[i], S_CHIP,
                            is_last);
        nt_svg_cell_end(svg);
    }
    nt_buf_free(&label);
    nt_buf_free(&name);
}

/* The droplet (a drop) and the rat stone (a grey block) on their spaces,
 * and a dashed ring round the scoring space once the seat has stopped. */
static void S_markers(nt_buf *svg, const S_pot *p, const qk_player *pl,
                      int seat)
{
    char name[64], label[64];
    int d = pl->droplet > QK_LAST_SPACE ? QK_LAST_SPACE : pl->droplet;
    int r = pl->droplet + pl->rats > QK_LAST_SPACE ? QK_LAST_SPACE
                                                   : pl->droplet + pl->rats;
    snprintf(name, sizeof name, "seat %d droplet", seat + 1);
    snprintf(label, sizeof label, "space %d", pl->droplet);
    nt_svg_cell(svg, name, label, 0);
    nt_buf_printf(svg,
                  "<path d=\"M%.1f %.1fc6 7 8 10 8 14a8 8 0 0 1 -16 0c0 -4 2 "
                  "-7 8 -14z\" fill=\"%s\" stroke=\"#000\" "
                  "stroke-width=\"1.3\"/>",
                  p->x[d], p->y[d] - 12, nt_svg_palette[2]);
    nt_svg_cell_end(svg);
    snprintf(name, sizeof name, "seat %d rat stone", seat + 1);
    if (pl->rats)
        snprintf(label, sizeof label, "space %d", pl->droplet + pl->rats);
    else
        label[0] = 0;
    nt_svg_cell(svg, name, label, 0);
    if (pl->rats)
        nt_buf_printf(svg,
                      "<rect x=\"%.1f\" y=\"%.1f\" width=\"22\" height=\"16\" "
                      "rx=\"4\" fill=\"#bbb\" stroke=\"#000\"/><text "
                      "x=\"%.1f\" y=\"%.1f\" font-size=\"10\" "
                      "text-anchor=\"middle\">rat</text>",
                      p->x[r] - 11, p->y[r] - 8, p->x[r], p->y[r] + 3);
    nt_svg_cell_end(svg);
    if (pl->stopped && pl->space <= QK_LAST_SPACE)
        nt_buf_printf(svg,
                      "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"14.5\" "
                      "fill=\"none\" stroke=\"#000\" stroke-width=\"1.5\" "
                      "stroke-dasharray=\"3 2\"/>\n",
                      p->x[pl->space], p->y[pl->space]);
}

/* A line of text at the left of the panel. */
static void S_text(nt_buf *svg, int y, const char *weight, const char *text)
{
    nt_buf_printf(svg, "<text x=\"8\" y=\"%d\" font-size=\"12\"%s%s%s>", y,
                  weight ? " font-weight=\"" : "", weight ? weight : "",
                  weight ? "\"" : "");
    nt_svg_text(svg, text);
    nt_buf_puts(svg, "</text>\n");
}

/* "white 6 / 7" and as many boxes as the threshold, one filled for each
 * white point: a box past the threshold has a thick outline. */
static int S_whites(nt_buf *svg, const qk_state *s, const qk_player *pl,
                    int y)
{
    char text[64];
    int limit = qk_threshold(s, pl);
    int n = pl->white > limit ? pl->white : limit;
    snprintf(text, sizeof text, "white %d / %d", pl->white, limit);
    S_text(svg, y, "bold", text);
    for (int i = 0; i < n && i < 16; i++)
        nt_buf_printf(svg,
                      "<rect x=\"%d\" y=\"%d\" width=\"9\" height=\"10\" "
                      "fill=\"%s\" stroke=\"#000\" stroke-width=\"%s\"/>",
                      100 + 11 * i, y - 9, i < pl->white ? "#666" : "#fff",
                      i >= limit ? "2.5" : "0.8");
    if (pl->exploded || pl->full)
        nt_buf_printf(svg,
                      "<text x=\"%d\" y=\"%d\" font-size=\"12\" "
                      "font-weight=\"bold\">%s</text>",
                      106 + 11 * (n < 16 ? n : 16), y,
                      pl->exploded ? "EXPLODED" : "pot full");
    nt_buf_putc(svg, '\n');
    return y + S_LINE;
}

/* The flask, the droplet, the rat stone, the test tube; the scoring
 * space once stopped; the pennies. */
static int S_tallies(nt_buf *svg, const qk_state *s, const qk_player *pl,
                     int y)
{
    nt_buf t = {0};
    nt_buf_printf(&t, "flask %s, droplet %d", pl->flask ? "full" : "used",
                  pl->droplet);
    if (pl->rats)
        nt_buf_printf(&t, ", rat stone +%d", pl->rats);
    if (s->setup->back)
        nt_buf_printf(&t, ", test tube %d", pl->tube);
    S_text(svg, y, NULL, nt_buf_str(&t));
    y += S_LINE;
    if (pl->stopped) {
        nt_buf_clear(&t);
        if (pl->space > QK_LAST_SPACE)
            nt_buf_printf(&t, "stopped: the spoon, %d coins, %d VP",
                          qk_pot_coins[QK_SPOON], qk_pot_vp[QK_SPOON]);
        else
            nt_buf_printf(&t, "stopped: scoring space %d, %d coins, %d VP%s",
                          pl->space, qk_pot_coins[pl->space],
                          qk_pot_vp[pl->space],
                          qk_pot_ruby[pl->space] ? ", a ruby" : "");
        S_text(svg, y, NULL, nt_buf_str(&t));
        y += S_LINE;
    }
    if (s->setup->witches) {
        nt_buf_clear(&t);
        nt_buf_puts(&t, "pennies: ");
        if (pl->pennies)
            qk_t_pennies.format(s, (int32_t)pl->pennies, &t);
        else
            nt_buf_puts(&t, "none");
        S_text(svg, y, NULL, nt_buf_str(&t));
        y += S_LINE;
    }
    nt_buf_free(&t);
    return y;
}

/* Chips as discs in rows, each with its count when more than one: the
 * bag, and (in order, counts 1) the bowl.  Returns the y under them. */
static int S_chip_rows(nt_buf *svg, const int *chips, const int *counts,
                       int n, int y, int last)
{
    int per_row = (QK_PANEL_W - 16) / S_BAG_ITEM;
    for (int i = 0; i < n; i++) {
        double x = 20 + S_BAG_ITEM * (i % per_row);
        double cy = y + 11 + 25 * (i / per_row);
        qk_picture_chip(svg, chips[i], x, cy, 10, i == last);
        if (counts[i] > 1)
            nt_buf_printf(svg,
                          "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\">"
                          "\xc3\x97%d</text>",
                          x + 12, cy + 4, counts[i]);
    }
    nt_buf_putc(svg, '\n');
    return y + 25 * ((n + per_row - 1) / per_row) + S_LINE;
}

/* The bag as chip counts, in a cell labelled as explain writes it
 * ("white-1 x4, orange-1"). */
static int S_bag(nt_buf *svg, const qk_player *pl, int seat, int y)
{
    int chips[QK_CHIPS], counts[QK_CHIPS], n = 0;
    char name[64], title[48];
    nt_buf label = {0};
    for (int c = 0; c < QK_CHIPS; c++) {
        if (!pl->bag[c])
            continue;
        nt_buf_printf(&label, "%s%s", n ? ", " : "", qk_chips[c].id);
        if (pl->bag[c] > 1)
            nt_buf_printf(&label, " x%d", pl->bag[c]);
        chips[n] = c;
        counts[n++] = pl->bag[c];
    }
    snprintf(name, sizeof name, "seat %d bag", seat + 1);
    nt_svg_cell(svg, name, nt_buf_str(&label), 0);
    if (n)
        snprintf(title, sizeof title, "bag: %d chip%s", pl->bag_n,
                 pl->bag_n == 1 ? "" : "s");
    else
        snprintf(title, sizeof title, "bag: empty");
    S_text(svg, y, "bold", title);
    y = n ? S_chip_rows(svg, chips, counts, n, y + 4, -1) : y + S_LINE;
    nt_svg_cell_end(svg);
    nt_buf_free(&label);
    return y;
}

/* The overflow bowl (The Herb Witches), in order, with the sum of its
 * values; its last chip marked when it is the last drawn. */
static int S_bowl(nt_buf *svg, const qk_player *pl, int seat, int y,
                  int last)
{
    int chips[QK_POT_MAX], ones[QK_POT_MAX];
    char name[64], title[48];
    nt_buf label = {0};
    for (int i = 0; i < pl->nbowl; i++) {
        nt_buf_printf(&label, "%s%s", i ? " " : "", qk_chips[pl->bowl[i]].id);
        chips[i] = pl->bowl[i];
        ones[i] = 1;
    }
    snprintf(name, sizeof name, "seat %d bowl", seat + 1);
    nt_svg_cell(svg, name, nt_buf_str(&label), last);
    if (pl->nbowl)
        snprintf(title, sizeof title, "overflow bowl: %d chip%s, sum %d",
                 pl->nbowl, pl->nbowl == 1 ? "" : "s", qk_bowl_sum(pl));
    else
        snprintf(title, sizeof title, "overflow bowl: empty");
    S_text(svg, y, "bold", title);
    y = pl->nbowl ? S_chip_rows(svg, chips, ones, pl->nbowl, y + 4,
                                last ? pl->nbowl - 1 : -1)
                  : y + S_LINE;
    nt_svg_cell_end(svg);
    nt_buf_free(&label);
    return y;
}

/* Chips kept out of the bag by a book, as one line of ids. */
static int S_kept(nt_buf *svg, const char *what, const uint8_t *counts,
                  int y)
{
    nt_buf t = {0};
    int any = 0;
    nt_buf_printf(&t, "%s:", what);
    for (int c = 0; c < QK_CHIPS; c++) {
        if (!counts[c])
            continue;
        nt_buf_printf(&t, "%s %s", any ? "," : "", qk_chips[c].id);
        if (counts[c] > 1)
            nt_buf_printf(&t, " x%d", counts[c]);
        any = 1;
    }
    if (any) {
        S_text(svg, y, NULL, nt_buf_str(&t));
        y += S_LINE;
    }
    nt_buf_free(&t);
    return y;
}

/* "Seat 1 (Nina)", shortened with an ellipsis to fit the panel beside
 * the VP and rubies (in full on hover). */
#define S_NAME_MOST 22

static void S_heading(nt_buf *svg, const qk_state *s, const qk_player *pl,
                      int seat)
{
    nt_buf who = {0};
    qk_seat_name(s, seat, &who);
    nt_buf_puts(svg, "<text x=\"8\" y=\"18\" font-size=\"15\" "
                     "font-weight=\"bold\">");
    nt_svg_text_short(svg, nt_buf_str(&who), S_NAME_MOST);
    nt_buf_printf(svg,
                  "</text><text x=\"%d\" y=\"18\" font-size=\"14\" "
                  "text-anchor=\"end\"><tspan font-weight=\"bold\">%d VP"
                  "</tspan>, %d rub%s</text>\n",
                  QK_PANEL_W - 8, pl->vp, pl->rubies,
                  pl->rubies == 1 ? "y" : "ies");
    nt_buf_free(&who);
}

int qk_picture_seat(const qk_state *s, int seat, nt_buf *svg)
{
    const qk_player *pl = &s->pl[seat];
    /* The last chip drawn, in the pot (or the bowl) being brewed. */
    int brewing = s->phase == PH_BREW && s->seat == seat;
    int last = brewing && pl->last >= 0 && pl->last < pl->npot ? pl->last
                                                               : -1;
    S_pot p;
    S_spiral(&p, QK_PANEL_W / 2.0, S_TOP + S_POT + 2);
    S_heading(svg, s, pl, seat);
    S_path(svg, &p);
    S_spaces(svg, &p, pl, seat, last);
    S_markers(svg, &p, pl, seat);
    int y = S_TOP + 2 * S_POT + 24;
    y = S_whites(svg, s, pl, y);
    y = S_tallies(svg, s, pl, y);
    y = S_bag(svg, pl, seat, y);
    if (s->setup->witches)
        y = S_bowl(svg, pl, seat, y, brewing && pl->last_bowl && pl->nbowl);
    y = S_kept(svg, "beside the pot", pl->beside, y);
    y = S_kept(svg, "set aside", pl->aside, y);
    y = S_kept(svg, "kept for this round", pl->kept, y);
    y = S_kept(svg, "kept for the next round", pl->keep_next, y);
    return y;
}

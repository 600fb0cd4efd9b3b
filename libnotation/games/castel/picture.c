/* Castel drawn as SVG for notation render (picture.h): the castle as its
 * 6x6 grid (D-2) with the engines on the side each faces, the cards
 * outside the walls in a row under it, and beside it the seats, the
 * exchange and a key.  Towers are round, ramparts are bricked and the
 * courtyard is dotted, as on the rulebook's plan; every card is named in
 * text and every pawn carries its seat's number, so the picture reads in
 * black and white (castel_describe says the same in words). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "castel.h"
#include "picture.h" /* this directory's: castel_picture, and nt_svg_* */

/* The layout, in user units: the castle's squares with the engines' band
 * around them on the left, the panel on the right, the cards outside the
 * walls in rows under both. */
enum {
    SQ = 64,              /* a square of the castle */
    CARD = 58,            /* a card, inside a square or alone */
    INSET = (SQ - CARD) / 2,
    GX = 60, GY = 60,     /* the castle's north-west corner */
    SIDE = 6 * SQ,        /* the castle's width and height */
    GAP = 10,             /* between a wall and the engine facing it */
    WIDTH = 790,
    PANEL = 524,          /* the panel's left edge */
    CASTLE_END = GY + SIDE + GAP + CARD + 8,
    OUT_STEP = SQ + 4,    /* one card outside the walls, and a gap */
    BAND = 13             /* a knight lying on a card, at most */
};

/* The pawns' colours (D-59: black, beige, red, green, violet) as near as
 * the palette comes: black, orange, vermilion, bluish green, reddish
 * purple.  Only black takes white figures. */
static const int S_palette_of_seat[CASTEL_MAX_SEATS] = {0, 1, 6, 3, 7};

static const char *S_colour(int seat)
{
    return nt_svg_palette[S_palette_of_seat[seat % CASTEL_MAX_SEATS]];
}

/* Characters, not bytes: printed names have accents. */
static int S_chars(const char *t, size_t n)
{
    int c = 0;
    for (size_t i = 0; i < n && t[i]; i++)
        c += ((unsigned char)t[i] & 0xC0) != 0x80;
    return c;
}

/* The bytes of at most `chars` characters of `t`, `n` bytes long. */
static size_t S_prefix(const char *t, size_t n, int chars)
{
    size_t i = 0;
    for (; i < n && t[i]; i++)
        if (((unsigned char)t[i] & 0xC0) != 0x80 && chars-- == 0)
            break;
    return i;
}

/* <text> of the first `n` bytes of `t`; anchor "middle", "end" or
 * "start". */
static void S_text(nt_buf *o, double x, double y, double size, int bold,
                   const char *anchor, const char *fill, const char *t,
                   size_t n)
{
    char piece[256];
    n = S_prefix(t, n < sizeof piece ? n : sizeof piece - 1, 80);
    snprintf(piece, sizeof piece, "%.*s", (int)n, t);
    nt_buf_printf(o, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\"%s",
                  x, y, size, bold ? " font-weight=\"bold\"" : "");
    if (strcmp(anchor, "start"))
        nt_buf_printf(o, " text-anchor=\"%s\"", anchor);
    if (strcmp(fill, "#000"))
        nt_buf_printf(o, " fill=\"%s\"", fill);
    nt_buf_putc(o, '>');
    nt_svg_text(o, piece);
    nt_buf_puts(o, "</text>");
}

/* A pawn: a disc of its seat's colour with the seat's number on it. */
static void S_pawn(nt_buf *o, int seat, double cx, double cy, double r)
{
    char num[12];
    nt_buf_printf(o, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" "
                     "stroke=\"#000\" stroke-width=\"0.8\"/>",
                  cx, cy, r, S_colour(seat));
    snprintf(num, sizeof num, "%d", seat + 1);
    S_text(o, cx, cy + r * 0.45, r * 1.3, 1, "middle",
           seat == 0 ? "#fff" : "#000", num, strlen(num));
}

/* The smallest text in the picture, in user units (px at 100 %). */
#define MIN_FONT 10.0

/* A font size at which `chars` bold characters fit `width`. */
static double S_fit(int chars, double width, double most)
{
    double size = width / (0.64 * (chars ? chars : 1));
    return size < most ? size : most;
}

/* A card's printed name centred on (cx, y), never under MIN_FONT: on
 * one line, or two broken at a space when `two` allows, as fits `width`;
 * else its abbreviation (the cell's title names it in full). */
static void S_name(nt_buf *o, int type, double cx, double y, double width,
                   int two)
{
    const char *name = castel_cards[type].name;
    size_t len = strlen(name);
    int chars = S_chars(name, len);
    if (S_fit(chars, width, 11) >= MIN_FONT) {
        S_text(o, cx, y, S_fit(chars, width, 11), 1, "middle", "#000", name,
               len);
        return;
    }
    const char *cut = NULL;
    for (const char *c = strchr(name, ' '); two && c; c = strchr(c + 1, ' '))
        if (!cut || abs((int)(c - name) * 2 - (int)len) <
                        abs((int)(cut - name) * 2 - (int)len))
            cut = c;
    size_t n1 = cut ? (size_t)(cut - name) : 0, n2 = cut ? len - n1 - 1 : 0;
    int c1 = S_chars(name, n1), c2 = cut ? S_chars(cut + 1, n2) : 0;
    double size = S_fit(c1 > c2 ? c1 : c2, width, 10.5);
    if (cut && size >= MIN_FONT) {
        S_text(o, cx, y - size * 0.55, size, 1, "middle", "#000", name, n1);
        S_text(o, cx, y + size * 0.6, size, 1, "middle", "#000", cut + 1,
               n2);
        return;
    }
    const char *abbr = castel_cards[type].abbr;
    size = S_fit((int)strlen(abbr), width, 11);
    S_text(o, cx, y, size > MIN_FONT ? size : MIN_FONT, 1, "middle", "#000",
           abbr, strlen(abbr));
}

/* A knight (or any card lying on another): a band across the bottom of
 * the card under it, with its pawn's colour and "ABBR n". */
static void S_band(nt_buf *o, const castel_piece *pc, double x, double y,
                   double h)
{
    char what[32];
    nt_buf_printf(o, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" "
                     "fill=\"#ececec\" stroke=\"#000\" stroke-width=\"0.7\"/>",
                  x + 1.5, y, CARD - 3, h - 0.8);
    if (pc->pawn >= 0)
        nt_buf_printf(o, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
                         "height=\"%.1f\" fill=\"%s\" stroke=\"#000\" "
                         "stroke-width=\"0.5\"/>",
                      x + 4, y + 1.5, h - 3.8, h - 3.8, S_colour(pc->pawn));
    if (pc->pawn >= 0)
        snprintf(what, sizeof what, "%s %d", castel_cards[pc->type].abbr,
                 pc->pawn + 1);
    else
        snprintf(what, sizeof what, "%s", castel_cards[pc->type].abbr);
    S_text(o, x + CARD / 2.0 + h / 2, y + h * 0.74,
           h * 0.78 > MIN_FONT ? h * 0.78 : MIN_FONT, 1, "middle", "#000",
           what, strlen(what));
}

/* A stack whose card's top-left corner is (x, y): the card with its
 * pawn in the corner and its name, the knights on it as bands from the
 * bottom up. */
static void S_card(nt_buf *o, const castel_stack *st, double x, double y)
{
    const castel_piece *base = &st->p[0];
    int on = st->h - 1;
    double band = on ? (CARD - 18.0) / on : 0;
    if (band > BAND)
        band = BAND;
    nt_buf_printf(o, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" "
                     "rx=\"3\" fill=\"#fff\" stroke=\"#000\" "
                     "stroke-width=\"1.2\"/>",
                  x, y, CARD, CARD);
    if (base->pawn >= 0)
        S_pawn(o, base->pawn, x + 10, y + 10, 8);
    if (on == 0)
        S_name(o, base->type, x + CARD / 2.0, y + 35, CARD - 5, 1);
    else if (on == 1)
        S_name(o, base->type, x + CARD / 2.0, y + 32, CARD - 5, 0);
    else /* beside the pawn, above the bands */
        S_name(o, base->type, x + 20 + (CARD - 22) / 2.0, y + 14, CARD - 23,
               0);
    for (int l = 1; l < st->h; l++)
        S_band(o, &st->p[l], x, y + CARD - band * l, band);
}

/* "roi:1 chevalier:2", bottom up: each card and its pawn's seat. */
static void S_label(const castel_stack *st, nt_buf *out)
{
    for (int l = 0; st && l < st->h; l++) {
        nt_buf_printf(out, "%s%s:", l ? " " : "", castel_cards[st->p[l].type].id);
        if (st->p[l].pawn >= 0)
            nt_buf_printf(out, "%d", st->p[l].pawn + 1);
        else
            nt_buf_putc(out, '-');
    }
}

/* The last card placed (D-72), as a reference, or -1. */
static int S_last_ref(const castel_state *s)
{
    if (!s->last_placed)
        return -1;
    for (int spot = 0; spot < SPOT_OUT0 + s->nout; spot++) {
        const castel_stack *st = castel_stack_cat(s, spot);
        for (int l = 0; st && l < st->h; l++)
            if (st->p[l].serial == s->last_placed)
                return REF(spot, l);
    }
    return -1;
}

/* What the square is made of, whatever stands on it: a round tower, a
 * bricked rampart, the dotted courtyard. */
static void S_ground(nt_buf *o, int sq, double x, double y)
{
    switch (castel_square_zone(sq)) {
    case Z_TOWER:
        nt_buf_printf(o, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%d\" "
                         "fill=\"#c4c4c4\" stroke=\"#000\" "
                         "stroke-width=\"2.5\"/>",
                      x + SQ / 2.0, y + SQ / 2.0, SQ / 2 - 1);
        break;
    case Z_RAMPART:
        nt_buf_printf(o, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" "
                         "height=\"%d\" fill=\"#dcdcdc\" stroke=\"#000\" "
                         "stroke-width=\"1.5\"/><path stroke=\"#8a8a8a\" "
                         "stroke-width=\"0.8\" d=\"",
                      x, y, SQ, SQ);
        for (int k = 0; k < 4; k++) {
            double top = y + k * SQ / 4.0;
            if (k)
                nt_buf_printf(o, "M%.1f %.1fh%d", x, top, SQ);
            for (int j = k % 2 ? 1 : 2; j < 4; j += 2)
                nt_buf_printf(o, "M%.1f %.1fv%.1f", x + j * SQ / 4.0, top,
                              SQ / 4.0);
        }
        nt_buf_puts(o, "\"/>");
        break;
    default:
        nt_buf_printf(o, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" "
                         "height=\"%d\" fill=\"#fff\" stroke=\"#6e6e6e\" "
                         "stroke-dasharray=\"2 3\"/>",
                      x + 0.5, y + 0.5, SQ - 1, SQ - 1);
    }
}

/* The thick outline of the last card placed. */
static void S_last_mark(nt_buf *o, double x, double y)
{
    nt_buf_printf(o, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" "
                     "rx=\"4\" fill=\"none\" stroke=\"#000\" "
                     "stroke-width=\"4\"/>",
                  x - 2, y - 2, CARD + 4, CARD + 4);
}

/* One place (a square, an engine's face, a stack outside) as a cell;
 * (x, y) is where its card goes. */
static void S_cell_begin(nt_buf *o, const castel_state *s, int spot,
                         int last_ref)
{
    nt_buf name = {0}, label = {0};
    castel_format_spot(s, spot, &name);
    S_label(castel_stack_cat(s, spot), &label);
    nt_svg_cell(o, nt_buf_str(&name), nt_buf_str(&label),
                last_ref >= 0 && REF_SPOT(last_ref) == spot);
    nt_buf_free(&name);
    nt_buf_free(&label);
}

static void S_stack_at(nt_buf *o, const castel_state *s, int spot,
                       int last_ref, double x, double y)
{
    const castel_stack *st = castel_stack_cat(s, spot);
    if (st && st->h)
        S_card(o, st, x, y);
    if (last_ref >= 0 && REF_SPOT(last_ref) == spot)
        S_last_mark(o, x, y);
}

static void S_squares(nt_buf *o, const castel_state *s, int last_ref)
{
    for (int q = 0; q < CASTEL_SQUARES; q++) {
        double x = GX + (q % 6) * SQ, y = GY + (q / 6) * SQ;
        S_cell_begin(o, s, q, last_ref);
        S_ground(o, q, x, y);
        if (!s->sq[q].h) {
            char name[3] = {(char)('a' + q % 6), (char)('1' + q / 6), 0};
            S_text(o, x + SQ / 2.0, y + SQ / 2.0 + 3.5, 10, 0, "middle",
                   "#4d4d4d", name, 2);
        }
        S_stack_at(o, s, q, last_ref, x + INSET, y + INSET);
        nt_svg_cell_end(o);
    }
    /* The walls' outer and inner edges, and the files and ranks. */
    nt_buf_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
                     "fill=\"none\" stroke=\"#000\" stroke-width=\"2\"/>"
                     "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
                     "fill=\"none\" stroke=\"#000\" stroke-width=\"1.5\"/>\n",
                  GX, GY, SIDE, SIDE, GX + SQ, GY + SQ, SIDE - 2 * SQ,
                  SIDE - 2 * SQ);
    for (int i = 0; i < 6; i++) {
        char file = (char)('a' + i), rank = (char)('1' + i);
        S_text(o, GX + i * SQ + SQ / 2.0, GY - 3, 10, 1, "middle", "#000",
               &file, 1);
        S_text(o, GX - 3, GY + i * SQ + SQ / 2.0 + 3, 10, 1, "end", "#000",
               &rank, 1);
    }
    nt_buf_putc(o, '\n');
}

/* The engines' places, one on each side, an arrow from each engine to the
 * wall it faces. */
static void S_faces(nt_buf *o, const castel_state *s, int last_ref)
{
    static const char *const names[CASTEL_FACES] = {"north", "east",
                                                     "south", "west"};
    /* Into the castle from each side: north looks south, and so on. */
    static const int dx[CASTEL_FACES] = {0, -1, 0, 1};
    static const int dy[CASTEL_FACES] = {1, 0, -1, 0};
    const double mid = SIDE / 2.0;
    for (int f = 0; f < CASTEL_FACES; f++) {
        /* The middle of the wall it faces, and the card's corner. */
        double wx = GX + mid - dx[f] * mid, wy = GY + mid - dy[f] * mid;
        double cx = wx - dx[f] * (GAP + CARD / 2.0);
        double cy = wy - dy[f] * (GAP + CARD / 2.0);
        double x = cx - CARD / 2.0, y = cy - CARD / 2.0;
        S_cell_begin(o, s, SPOT_FACE0 + f, last_ref);
        if (s->face[f].h) {
            nt_buf_printf(o, "<path d=\"M%.1f %.1fL%.1f %.1fL%.1f %.1fZ\" "
                             "fill=\"#000\"/>",
                          wx - dx[f] * 1.5, wy - dy[f] * 1.5,
                          wx - dx[f] * 9 + dy[f] * 7, wy - dy[f] * 9 + dx[f] * 7,
                          wx - dx[f] * 9 - dy[f] * 7,
                          wy - dy[f] * 9 - dx[f] * 7);
        } else {
            nt_buf_printf(o, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" "
                             "height=\"%d\" rx=\"3\" fill=\"none\" "
                             "stroke=\"#6e6e6e\" stroke-dasharray=\"4 3\"/>",
                          x, y, CARD, CARD);
            S_text(o, cx, cy + 3, 10, 0, "middle", "#4d4d4d", names[f],
                   strlen(names[f]));
        }
        S_stack_at(o, s, SPOT_FACE0 + f, last_ref, x, y);
        nt_svg_cell_end(o);
    }
}

/* The cards outside the walls other than engines, in rows from `top`;
 * returns the bottom of the last row. */
static int S_outside(nt_buf *o, const castel_state *s, int last_ref, int top)
{
    const int per_row = (WIDTH - 8) / OUT_STEP;
    char heading[64];
    snprintf(heading, sizeof heading, "Outside the walls%s",
             s->nout ? ":" : ": none");
    S_text(o, 8, top + 11, 11, 1, "start", "#000", heading, strlen(heading));
    for (int i = 0; i < s->nout; i++) {
        double x = 8 + (i % per_row) * OUT_STEP + INSET;
        double y = top + 16 + (i / per_row) * OUT_STEP + INSET;
        S_cell_begin(o, s, SPOT_OUT0 + i, last_ref);
        S_stack_at(o, s, SPOT_OUT0 + i, last_ref, x, y);
        nt_svg_cell_end(o);
    }
    return top + 16 + (s->nout + per_row - 1) / per_row * OUT_STEP;
}

/* ---------------------------------------------------------------- panel */

/* `text` in lines as wide as the panel, broken at spaces, from baseline
 * y; returns the next line's baseline. */
static int S_lines(nt_buf *o, int x, int y, int size, int bold,
                   const char *text)
{
    const int step = size + 3;
    const int cols = (int)((WIDTH - x - 6) / (size * (bold ? 0.62 : 0.55)));
    const char *line = text, *end = text, *c = text;
    while (*line) {
        /* Take words while they fit. */
        while (*c) {
            const char *word_end = strchr(c + 1, ' ');
            if (!word_end)
                word_end = c + strlen(c);
            if (end > line && S_chars(line, (size_t)(word_end - line)) >
                                  cols)
                break;
            end = c = word_end;
        }
        S_text(o, x, y, size, bold, "start", "#000", line,
               (size_t)(end - line));
        y += step;
        line = c = end = *end ? end + 1 : end;
    }
    return y;
}

/* "soldat x2, traitre" in ids, or "none". */
static void S_card_list(const uint8_t *counts, nt_buf *out)
{
    size_t start = out->len;
    for (int t = 0; t < CASTEL_TYPES; t++) {
        if (!counts[t])
            continue;
        nt_buf_printf(out, "%s%s", out->len > start ? ", " : "",
                      castel_cards[t].id);
        if (counts[t] > 1)
            nt_buf_printf(out, " \xc3\x97%d", counts[t]);
    }
    if (out->len == start)
        nt_buf_puts(out, "none");
}

/* The longest seat name drawn whole; a longer one ends in an ellipsis
 * (in full on hover). */
#define NAME_MOST 18

/* A seat's hand: its cards when the record has told them all (the deal,
 * a position), else how many. */
static void S_hand(const castel_state *s, int seat, nt_buf *out)
{
    int known = 0;
    for (int t = 0; t < CASTEL_TYPES; t++)
        known += s->hand[seat][t];
    nt_buf_printf(out, "hand %d: ", s->hand_n[seat]);
    if (known == s->hand_n[seat])
        S_card_list(s->hand[seat], out);
    else
        nt_buf_printf(out, "%d cards unknown", s->hand_n[seat] - known);
}

static int S_seats(nt_buf *o, const castel_state *s, int y)
{
    nt_buf t = {0};
    for (int i = 0; i < s->players; i++) {
        S_pawn(o, i, PANEL + 9, y + 3, 9);
        nt_buf_clear(&t);
        const char *name = s->setup ? s->setup->name[i] : "";
        nt_buf_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"11\" "
                         "font-weight=\"bold\">",
                      PANEL + 24, y);
        if (*name)
            nt_svg_text_short(o, name, NAME_MOST);
        else
            nt_buf_printf(o, "seat %d", i + 1);
        nt_buf_printf(o, " (%s)</text>", castel_colour_name(i));
        nt_buf_printf(&t, "%d pawns left \xc2\xb7 pile %d", s->supply[i],
                      s->pile_len[i] - s->pile_pos[i]);
        S_text(o, PANEL + 24, y + 13, 10, 0, "start", "#000",
               nt_buf_str(&t), t.len);
        nt_buf_clear(&t);
        S_hand(s, i, &t);
        y = S_lines(o, PANEL + 24, y + 26, 10, 0, nt_buf_str(&t)) + 4;
    }
    nt_buf_free(&t);
    return y;
}

/* The key: each ground, the last card's outline, and what a number on a
 * disc means. */
static int S_key(nt_buf *o, int y)
{
    int x = PANEL;
    nt_buf_printf(o, "<circle cx=\"%d\" cy=\"%d\" r=\"6\" fill=\"#c4c4c4\" "
                     "stroke=\"#000\" stroke-width=\"1.5\"/>",
                  x + 6, y - 4);
    S_text(o, x + 16, y, 10, 0, "start", "#000", "tower", 5);
    nt_buf_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" "
                     "fill=\"#dcdcdc\" stroke=\"#000\"/><path stroke=\"#8a8a8a\""
                     " stroke-width=\"0.8\" d=\"M%d %dh12M%d %dv6M%d %dv6\"/>",
                  x + 52, y - 10, x + 52, y - 4, x + 58, y - 10, x + 55,
                  y - 4);
    S_text(o, x + 68, y, 10, 0, "start", "#000", "rampart", 7);
    nt_buf_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" "
                     "fill=\"#fff\" stroke=\"#6e6e6e\" "
                     "stroke-dasharray=\"2 2\"/>",
                  x + 114, y - 10);
    S_text(o, x + 130, y, 10, 0, "start", "#000", "courtyard", 9);
    nt_buf_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" "
                     "fill=\"#fff\" stroke=\"#000\" stroke-width=\"3\"/>",
                  x + 186, y - 10);
    S_text(o, x + 202, y, 10, 0, "start", "#000", "last card", 9);
    y += 16;
    return S_lines(o, x, y, 10, 0,
                   "A disc's number is the seat whose pawn lies on the card; "
                   "a band at a card's foot is a knight lying on it.");
}

/* The panel beside the castle; returns the baseline after it. */
static int S_panel(nt_buf *o, const castel_state *s, int last_ref)
{
    nt_buf t = {0}, json = {0};
    int y = 18;
    if (s->end) {
        nt_buf_puts(&t, "End: ");
        castel_result(s, &t, &json);
    } else if (s->turn == 0) {
        nt_buf_puts(&t, "The deal");
    } else {
        nt_buf_printf(&t, "Turn %d, ", s->turn);
        castel_seat_name(s, s->seat, &t);
    }
    y = S_lines(o, PANEL, y, 13, 1, nt_buf_str(&t)) + 8;
    y = S_seats(o, s, y) + 4;
    nt_buf_clear(&t);
    nt_buf_printf(&t, "Exchange (%d): ", s->exch_n);
    S_card_list(s->exch, &t);
    y = S_lines(o, PANEL, y, 10, 0, nt_buf_str(&t)) + 4;
    int killed = 0;
    for (int i = 0; i < CASTEL_TYPES; i++)
        killed |= s->removed[i];
    if (killed) {
        nt_buf_clear(&t);
        nt_buf_puts(&t, "Killed: ");
        S_card_list(s->removed, &t);
        y = S_lines(o, PANEL, y, 10, 0, nt_buf_str(&t)) + 4;
    }
    if (last_ref >= 0) {
        nt_buf_clear(&t);
        nt_buf_puts(&t, "Last card placed: ");
        castel_card_words(s, last_ref, &t);
        y = S_lines(o, PANEL, y, 10, 0, nt_buf_str(&t)) + 4;
    }
    nt_buf_free(&t);
    nt_buf_free(&json);
    return S_key(o, y + 8);
}

/* --------------------------------------------------------------- hooks */

static void S_draw(const void *state, nt_buf *svg)
{
    const castel_state *s = state;
    int last_ref = S_last_ref(s);
    nt_buf body = {0}, title = {0};
    S_squares(&body, s, last_ref);
    S_faces(&body, s, last_ref);
    int panel_end = S_panel(&body, s, last_ref);
    int top = panel_end > CASTLE_END ? panel_end : CASTLE_END;
    int bottom = S_outside(&body, s, last_ref, top);
    nt_buf_puts(&title, "Castel, ");
    castel_context(s, &title);
    nt_svg_begin(svg, WIDTH, bottom + 4, nt_buf_str(&title));
    nt_buf_add(svg, body.data, body.len);
    nt_svg_end(svg);
    nt_buf_free(&body);
    nt_buf_free(&title);
}

/* "turn 4, seat 2 (Bruno): place ..." belongs to "turn 4, seat 2
 * (Bruno)": the label up to the seat and its name, which may hold a ':'
 * of its own.  Steps outside the turns ("the deal", "end of the game")
 * are each their own part. */
static void S_part(const void *state, const char *label, nt_buf *out)
{
    const castel_state *s = state;
    int turn, seat, n = 0;
    size_t len = strcspn(label, ":");
    if (sscanf(label, "turn %d, seat %d%n", &turn, &seat, &n) == 2 &&
        n > 0) {
        len = (size_t)n;
        const char *name = seat >= 1 && seat <= s->players && s->setup
                               ? s->setup->name[seat - 1]
                               : "";
        size_t k = strlen(name);
        if (k && !strncmp(label + len, " (", 2) &&
            !strncmp(label + len + 2, name, k) && label[len + 2 + k] == ')')
            len += 3 + k;
    }
    nt_buf_add(out, label, len);
}

const nt_picture castel_picture = {
    .draw = S_draw,
    .part = S_part,
};

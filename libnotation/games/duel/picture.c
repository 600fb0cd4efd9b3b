/* The Duel as one SVG picture (notation render): the round and the data
 * set on top, the market path with the park, the stands and the patient,
 * then both seats side by side, each with its vial upright (the neck on
 * top, the bottom's coloured chips, the white row with its mined and bonus
 * spaces), its gold, cures, guild row, bag, coin bonus and kept cards, and
 * a key.  Everything is read from the state, nothing is remembered: the
 * picture cannot disagree with the engine.  The same facts in words are
 * du_describe's (describe.c). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "picture.h"
#include "picture_chips.h"

#define W 760
#define H 548
#define PANEL_W 364
#define PANEL_Y 118

/* ---------------------------------------------------- the last chip */

/* Where the last chip placed lies, from the state alone.  A turn is one
 * step, and the neck is empty when a turn begins (a full neck goes to
 * the bottom, a stop or an explosion ends the seat's brewing), so after
 * a turn: an explosion's white is the last; a full neck's last chip is
 * the bottom's last; otherwise the neck's last chip, or the last white
 * when no coloured chip came, or both when whites came too (the state
 * does not say which came after the other). */
typedef struct du_last {
    int seat;        /* -1: nothing placed by the last step */
    int neck, body;  /* 1-based index, 0: none */
    int white;       /* space, 0: none */
    int past;        /* past the row, 1-based, 0: none */
} du_last;

/* The seat whose turn placed the last chip: the acting one, or, when it
 * has placed none yet (a picture taken as its turn begins), the other if
 * that one's turn came just before (turns alternate from the tosser while
 * neither has finished). */
static int S_last_seat(const du_state *s)
{
    int x = s->seat;
    if (s->phase != 2 || x < 0 || x > 1)
        return -1;
    if (s->pl[x].new_chips > 0)
        return x;
    const du_player *o = &s->pl[1 - x];
    if (o->turns > 0 && o->new_chips > 0 &&
        o->turns == s->pl[x].turns - (x == s->tosser))
        return 1 - x;
    return -1;
}

static du_last S_last(const du_state *s)
{
    du_last l = {S_last_seat(s), 0, 0, 0, 0};
    if (l.seat < 0)
        return l;
    const du_player *pl = &s->pl[l.seat];
    if (pl->exploded && pl->noverflow)
        l.past = pl->noverflow;
    else if (pl->exploded)
        l.white = du_last_white(pl, NULL);
    else if (!pl->finished && !pl->neck_n && pl->body_n)
        l.body = pl->body_n;
    else {
        l.neck = pl->neck_n;
        if (pl->new_chips > pl->neck_n)
            l.white = du_last_white(pl, NULL);
    }
    return l;
}

/* ------------------------------------------------------------ the top */

static void S_header(nt_buf *o, const du_state *s)
{
    nt_buf b = {0};
    du_context(s, &b);
    if (b.len)
        b.data[0] = (char)toupper((unsigned char)b.data[0]);
    du_pic_text(o, 10, 17, 14, "font-weight=\"bold\"", nt_buf_str(&b));
    nt_buf_clear(&b);
    /* At the end, the result takes the tosser's place. */
    int end = s->over || s->phase >= 7;
    if (end) {
        nt_buf json = {0};
        du_result(s, &b, &json);
        nt_buf_free(&json);
        end = b.len > 0;
    }
    if (!end && !s->round && s->setup->round > 1) /* from the standings */
        nt_buf_printf(&b, "tosser %s", du_who(s, s->setup->start));
    else if (!end)
        nt_buf_printf(&b, "%s %s", s->round ? "tosser" : "start player",
                      du_who(s, s->tosser));
    du_pic_text(o, W - 10, 17, 12,
           end ? "text-anchor=\"end\" font-weight=\"bold\""
               : "text-anchor=\"end\"",
           nt_buf_str(&b));
    nt_buf_clear(&b);
    nt_buf_printf(&b, "Data set %s: %s", s->d->id, s->d->note);
    du_pic_text(o, 10, 34, 11, "font-style=\"italic\"", nt_buf_str(&b));
    nt_buf_free(&b);
}

/* ------------------------------------------------------------ the path */

/* One square of a half: its cell, the stand or the patient on it. */
static void S_square(nt_buf *o, const du_state *s, int half, int q, double x,
                     double y, double w)
{
    char name[64];
    nt_buf label = {0};
    int patient = s->patient_half == half && s->patient_sq == q;
    int stand = s->pl[half].stand == q;
    snprintf(name, sizeof name, "path %c%d", 'A' + half, q);
    if (patient)
        nt_buf_puts(&label, "the patient");
    if (stand)
        nt_buf_printf(&label, "%sthe stand of %s", patient ? ", " : "",
                      du_who(s, half));
    nt_svg_cell(o, name, nt_buf_str(&label), 0);
    nt_buf_printf(o, "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"30\" "
                     "fill=\"%s\" stroke=\"#000000\"/>",
                  x, y, w, half ? "#ffffff" : "#eeeeee");
    if (stand) {
        nt_buf_printf(o, "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"22\" "
                         "fill=\"#ffffff\" stroke=\"#000000\" "
                         "stroke-width=\"2\"/>",
                      x + 3, y + 4, w - 6);
        char t[16];
        snprintf(t, sizeof t, "S%d", half + 1);
        du_pic_text(o, x + w / 2, y + 19, 10,
               "font-weight=\"bold\" text-anchor=\"middle\"", t);
    }
    if (patient) {
        nt_buf_printf(o, "<circle cx=\"%g\" cy=\"%g\" r=\"%g\" "
                         "fill=\"%s\" stroke=\"#000000\" "
                         "stroke-width=\"2\"/>",
                      x + w / 2, y + 15, w / 2 - 3, nt_svg_palette[4]);
        du_pic_text(o, x + w / 2, y + 19, 11,
               "font-weight=\"bold\" text-anchor=\"middle\"", "P");
    }
    nt_svg_cell_end(o);
    snprintf(name, sizeof name, "%c%d", 'A' + half, q);
    du_pic_text(o, x + w / 2, y + 41, 10, "text-anchor=\"middle\"", name);
    nt_buf_free(&label);
}

/* A's half from its far end to square 1, the park, B's half from 1 out:
 * the same order as du_describe's line. */
static void S_path(nt_buf *o, const du_state *s)
{
    int half = s->d->half, park_w = 60, y = 50;
    double sw = (W - 20.0 - park_w) / (2 * half);
    if (sw > 28)
        sw = 28;
    double x0 = (W - (2 * half * sw + park_w)) / 2;
    double px = x0 + half * sw;
    for (int q = half; q >= 1; q--)
        S_square(o, s, 0, q, x0 + (half - q) * sw, y, sw);
    char label[64], t[24];
    snprintf(label, sizeof label, "%d patient%s", s->park,
             s->park == 1 ? "" : "s");
    nt_svg_cell(o, "path park", label, 0);
    nt_buf_printf(o, "<rect x=\"%g\" y=\"%d\" width=\"%d\" height=\"30\" "
                     "rx=\"8\" fill=\"#ffffff\" stroke=\"#000000\" "
                     "stroke-width=\"2\"/>",
                  px + 2, y, park_w - 4);
    snprintf(t, sizeof t, "%d", s->park);
    du_pic_text(o, px + park_w / 2.0, y + 12, 10, "text-anchor=\"middle\"",
           "park");
    du_pic_text(o, px + park_w / 2.0, y + 26, 12,
           "font-weight=\"bold\" text-anchor=\"middle\"", t);
    nt_svg_cell_end(o);
    for (int q = 1; q <= half; q++)
        S_square(o, s, 1, q, px + park_w + (q - 1) * sw, y, sw);
    nt_buf b = {0};
    nt_buf_printf(&b, "half A: %s, toward the park", du_who(s, 0));
    du_pic_text(o, x0, y + 56, 10, "", nt_buf_str(&b));
    nt_buf_clear(&b);
    nt_buf_printf(&b, "half B: %s, toward the park", du_who(s, 1));
    du_pic_text(o, W - x0, y + 56, 10, "text-anchor=\"end\"", nt_buf_str(&b));
    nt_buf_clear(&b);
    nt_buf_puts(&b, "patient: ");
    du_patient_words(s, &b);
    du_pic_text(o, W / 2.0, y + 56, 10, "text-anchor=\"middle\"", nt_buf_str(&b));
    nt_buf_free(&b);
}

/* ------------------------------------------------------------ the vial */

static int S_mined(const du_data *d, int q)
{
    for (int i = 0; i < d->nmines; i++)
        if (d->mines[i] == q)
            return 1;
    return 0;
}

/* The neck: its spaces in a row, narrower than the body, on top. */
static void S_neck(nt_buf *o, const du_state *s, int seat, double cx,
                   double y, const du_last *l)
{
    const du_player *pl = &s->pl[seat];
    int n = s->d->neck, sz = 30;
    double x = cx - (n * sz + 8) / 2.0;
    nt_buf_printf(o, "<path d=\"M%g %g V%g H%g V%g\" fill=\"none\" "
                     "stroke=\"#000000\" stroke-width=\"2\"/>",
                  x, y + 36, y, x + n * sz + 8, y + 36);
    du_pic_text(o, x + n * sz + 14, y + 21, 10, "font-style=\"italic\"", "neck");
    for (int k = 1; k <= n; k++) {
        char name[64];
        double sx = x + 4 + (k - 1) * sz;
        int chip = k <= pl->neck_n ? pl->neck[k - 1] : -1;
        snprintf(name, sizeof name, "seat %d neck %d", seat + 1, k);
        du_pic_open(o, s->d, name, chip, l->seat == seat && l->neck == k);
        nt_buf_printf(o, "<rect x=\"%g\" y=\"%g\" width=\"%d\" height=\"%d\" "
                         "fill=\"#ffffff\" stroke=\"#777777\"/>",
                      sx, y + 4, sz, sz);
        if (chip >= 0)
            du_pic_chip(o, s->d, chip, sx + sz / 2.0, y + 4 + sz / 2.0, 12,
                   l->seat == seat && l->neck == k);
        else {
            char t[16];
            snprintf(t, sizeof t, "%d", k);
            du_pic_text(o, sx + sz / 2.0, y + 24, 10,
                   "text-anchor=\"middle\" fill=\"#777777\"", t);
        }
        nt_svg_cell_end(o);
    }
}

/* The bottom's coloured chips, in order of arrival, two rows at most. */
static void S_bottom(nt_buf *o, const du_state *s, int seat, double x,
                     double y, double w, const du_last *l)
{
    const du_player *pl = &s->pl[seat];
    int per = (int)((w - 8) / 22), shown = pl->body_n;
    char t[48];
    if (per < 1)
        per = 1;
    if (shown > 2 * per)
        shown = 2 * per - 1;
    snprintf(t, sizeof t, "bottom (%d)", pl->body_n);
    du_pic_text(o, x + 4, y + 9, 10, "font-style=\"italic\" fill=\"#444444\"", t);
    for (int k = 1; k <= shown; k++) {
        char name[64];
        snprintf(name, sizeof name, "seat %d bottom %d", seat + 1, k);
        du_pic_chip_cell(o, s->d, name, pl->body[k - 1],
                    x + 15 + ((k - 1) % per) * 22,
                    y + 22 + ((k - 1) / per) * 23, 10,
                    l->seat == seat && l->body == k);
    }
    if (shown < pl->body_n) {
        snprintf(t, sizeof t, "+%d", pl->body_n - shown);
        du_pic_text(o, x + 15 + (2 * per - 1) * 22, y + 48, 10,
               "text-anchor=\"middle\"", t);
    }
}

/* The white row: one slot a space, its number under it, x under a mined
 * space (s: the shield of B1 on it), + under the bonus space. */
static void S_row(nt_buf *o, const du_state *s, int seat, double x, double y,
                  double w, const du_last *l)
{
    const du_player *pl = &s->pl[seat];
    const du_data *d = s->d;
    double rw = (w - 8) / d->row;
    if (rw > 22)
        rw = 22;
    x += (w - rw * d->row) / 2;
    du_pic_text(o, x, y - 3, 10, "font-style=\"italic\" fill=\"#444444\"",
           "white row");
    for (int q = 1; q <= d->row; q++) {
        char name[64], t[24];
        double sx = x + (q - 1) * rw;
        int chip = pl->row[q], mined = S_mined(d, q);
        int last = l->seat == seat && l->white == q;
        snprintf(name, sizeof name, "seat %d vial %d", seat + 1, q);
        du_pic_open(o, d, name, chip, last);
        nt_buf_printf(o, "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" "
                         "fill=\"%s\" stroke=\"#777777\"/>",
                      sx, y, rw, rw + 2, mined ? "#d9d9d9" : "#ffffff");
        if (chip >= 0)
            du_pic_chip(o, d, chip, sx + rw / 2, y + rw / 2 + 1, rw / 2 - 1.5,
                   last);
        else if (mined && q == d->mines[0] && pl->shield)
            du_pic_text(o, sx + rw / 2, y + rw / 2 + 4, 10,
                   "text-anchor=\"middle\"", "B1");
        snprintf(t, sizeof t, "%d", q);
        du_pic_text(o, sx + rw / 2, y + rw + 11, 10, "text-anchor=\"middle\"", t);
        if (mined || q == d->bonus)
            du_pic_text(o, sx + rw / 2, y + rw + 20, 10,
                   "font-weight=\"bold\" text-anchor=\"middle\"",
                   q == d->bonus                   ? "+"
                   : q == d->mines[0] && pl->shield ? "s"
                                                    : "x");
        nt_svg_cell_end(o);
    }
}

/* Whites past the row (DU-R28), beside the vial's foot. */
static void S_past(nt_buf *o, const du_state *s, int seat, double x,
                   double y, const du_last *l)
{
    const du_player *pl = &s->pl[seat];
    if (!pl->noverflow)
        return;
    du_pic_text(o, x, y + 4, 10, "", "past the row:");
    for (int k = 1; k <= pl->noverflow && k <= 8; k++) {
        char name[64];
        snprintf(name, sizeof name, "seat %d past the row %d", seat + 1, k);
        du_pic_chip_cell(o, s->d, name, pl->overflow[k - 1], x + 70 + (k - 1) * 22,
                    y, 9, l->seat == seat && l->past == k);
    }
}

/* The vial upright: the neck on a body holding the bottom and the row. */
static void S_vial(nt_buf *o, const du_state *s, int seat, double x,
                   double y, const du_last *l)
{
    double w = PANEL_W - 16, cx = x + PANEL_W / 2.0;
    double nw = s->d->neck * 30 + 8, top = y + 36, foot = top + 118;
    S_neck(o, s, seat, cx, y, l);
    /* The body's outline meets the neck's walls. */
    nt_buf_printf(o, "<path d=\"M%g %g H%g Q%g %g %g %g V%g Q%g %g %g %g "
                     "H%g Q%g %g %g %g V%g Q%g %g %g %g H%g\" "
                     "fill=\"none\" stroke=\"#000000\" stroke-width=\"2\"/>",
                  cx - nw / 2, top, x + 8 + 10, x + 8, top, x + 8, top + 10,
                  foot - 10, x + 8, foot, x + 18, foot, x + 8 + w - 10,
                  x + 8 + w, foot, x + 8 + w, foot - 10, top + 10, x + 8 + w,
                  top, x + 8 + w - 10, top, cx + nw / 2);
    S_bottom(o, s, seat, x + 8, top, w, l);
    S_row(o, s, seat, x + 8, top + 66, w, l);
    S_past(o, s, seat, x + 12, foot + 9, l);
}

/* ------------------------------------------------------- the seat */

/* The guild row: its squares from the park's end, each with its bonus;
 * a cured patient on each filled one. */
static void S_guild(nt_buf *o, const du_state *s, int seat, double x,
                    double y)
{
    static const char *const bonus[] = {"-", "G1", "G2", "G3"};
    const du_player *pl = &s->pl[seat];
    du_pic_text(o, x, y + 15, 10, "", "guild row");
    for (int g = 0; g < DU_MAX_GUILD; g++) {
        char name[64], label[32];
        double sx = x + 58 + g * 44;
        int cured = g < pl->guild;
        const char *b = bonus[s->d->guild[g] & 3];
        snprintf(name, sizeof name, "seat %d guild %d", seat + 1, g + 1);
        snprintf(label, sizeof label, "%s%s", cured ? "cured, " : "", b);
        nt_svg_cell(o, name, label, 0);
        nt_buf_printf(o, "<rect x=\"%g\" y=\"%g\" width=\"40\" height=\"22\" "
                         "fill=\"#ffffff\" stroke=\"#000000\" "
                         "stroke-width=\"%d\"/>",
                      sx, y, cured ? 2 : 1);
        if (cured) {
            nt_buf_printf(o, "<circle cx=\"%g\" cy=\"%g\" r=\"8\" "
                             "fill=\"%s\" stroke=\"#000000\"/>",
                          sx + 11, y + 11, nt_svg_palette[4]);
            du_pic_text(o, sx + 11, y + 15, 10,
                   "font-weight=\"bold\" text-anchor=\"middle\"", "P");
        }
        du_pic_text(o, sx + (cured ? 29 : 20), y + 15, 10, "text-anchor=\"middle\"",
               b);
        nt_svg_cell_end(o);
    }
}

/* The bag as counts: a small chip of each kind held, and how many. */
static void S_bag(nt_buf *o, const du_state *s, int seat, double x, double y)
{
    const du_player *pl = &s->pl[seat];
    nt_buf label = {0};
    char t[24];
    int n = 0, per = 8, max = 3 * per;
    for (int c = 0; c < DU_CHIPS; c++)
        if (pl->bag[c]) {
            if (label.len)
                nt_buf_puts(&label, ", ");
            du_chip_words(s->d, c, &label);
            if (pl->bag[c] > 1)
                nt_buf_printf(&label, " x%d", pl->bag[c]);
        }
    snprintf(t, sizeof t, "seat %d bag", seat + 1);
    nt_svg_cell(o, t, nt_buf_str(&label), 0);
    snprintf(t, sizeof t, "bag (%d)", pl->bag_n);
    du_pic_text(o, x, y + 4, 10, "", t);
    for (int c = 0; c < DU_CHIPS; c++) {
        if (!pl->bag[c])
            continue;
        if (n == max - 1) {
            du_pic_text(o, x + 58 + n % per * 37, y + 4 + n / per * 21, 10, "",
                   "more");
            break;
        }
        double cx = x + 67 + n % per * 37, cy = y + n / per * 21;
        du_pic_chip(o, s->d, c, cx, cy, 9, 0);
        snprintf(t, sizeof t, "x%d", pl->bag[c]);
        du_pic_text(o, cx + 11, cy + 4, 10, "", t);
        n++;
    }
    nt_svg_cell_end(o);
    nt_buf_free(&label);
}

/* The round's coin bonus, and whether it still waits for its window. */
static void S_coin(const du_player *pl, nt_buf *out)
{
    int waiting = pl->face == B3 ? pl->b3 : pl->face == B5 ? pl->b5
                                                           : pl->b6;
    nt_buf_printf(out, "coin bonus B%d: ", pl->face);
    if (pl->face == B1)
        nt_buf_puts(out, "the shield on the first mined space");
    else if (pl->face == B2 || pl->face == B4)
        nt_buf_puts(out, pl->face == B2 ? "3 gold, taken" : "stand +1, done");
    else
        nt_buf_puts(out, waiting ? "waiting for its window in the first turn"
                                 : "used or expired");
}

static void S_seat(nt_buf *o, const du_state *s, int seat, double x,
                   double y, const du_last *l)
{
    const du_player *pl = &s->pl[seat];
    nt_buf b = {0};
    nt_buf_printf(o, "<rect x=\"%g\" y=\"%g\" width=\"%d\" height=\"352\" "
                     "rx=\"6\" fill=\"none\" stroke=\"#999999\"/>\n",
                  x, y, PANEL_W);
    /* The name shortened beside the gold (in full on hover). */
    nt_buf_printf(o, "<text x=\"%g\" y=\"%g\" font-size=\"13\" "
                     "font-weight=\"bold\">",
                  x + 8, y + 16);
    nt_svg_text_short(o, du_who(s, seat), 26);
    nt_buf_puts(o, "</text>\n");
    nt_buf_printf(&b, "%d gold \xc2\xb7 %d cured \xc2\xb7 stand %c%d",
                  pl->gold, pl->guild, 'A' + seat, pl->stand);
    du_pic_text(o, x + PANEL_W - 8, y + 16, 12, "text-anchor=\"end\"",
           nt_buf_str(&b));
    nt_buf_clear(&b);
    int tosser = s->round && s->tosser == seat;
    const char *how = pl->exploded   ? "vial exploded"
                      : pl->finished ? "potion finished"
                                     : "";
    nt_buf_printf(&b, "%s%s%s", tosser ? "tosser" : "",
                  tosser && *how ? ", " : "", how);
    du_pic_text(o, x + 8, y + 32, 11, "font-style=\"italic\"", nt_buf_str(&b));
    S_vial(o, s, seat, x, y + 24, l);
    S_guild(o, s, seat, x + 8, y + 212);
    S_bag(o, s, seat, x + 8, y + 254);
    double ty = y + 314;
    if (pl->face) {
        nt_buf_clear(&b);
        S_coin(pl, &b);
        du_pic_text(o, x + 8, ty, 10, "", nt_buf_str(&b));
        ty += 13;
    }
    for (int k = 0; k < pl->nkept && ty < y + 350; k++, ty += 13) {
        const du_card *c = &s->d->cards[pl->kept[k]];
        nt_buf_clear(&b);
        nt_buf_printf(&b, "kept card %d: %s", c->n, du_card_gist(c->effect));
        du_pic_text(o, x + 8, ty, 10, "", nt_buf_str(&b));
    }
    nt_buf_free(&b);
}

/* ------------------------------------------------------ the foot */

static void S_foot(nt_buf *o, const du_state *s)
{
    static const char *const sets[] = {"I", "II", "III", "IV"};
    nt_buf b = {0};
    if (!s->dealt)
        nt_buf_puts(&b, "Pile: not dealt yet");
    else if (s->top < 6)
        nt_buf_printf(&b, "Pile: card %d on top, %d more, then the round-7 "
                          "card",
                      s->d->cards[s->deck[s->top]].n, 5 - s->top);
    else
        nt_buf_puts(&b, "Pile: the round-7 card");
    du_pic_text(o, 10, 486, 11, "", nt_buf_str(&b));
    nt_buf_clear(&b);
    nt_buf_puts(&b, "Books:");
    for (int v = 0; v < DU_VARS; v++)
        nt_buf_printf(&b, " %s %s", du_colour_names[DU_FIRST_VAR + v],
                      sets[s->setup->set[v] & 3]);
    du_pic_text(o, W - 10, 486, 11, "text-anchor=\"end\"", nt_buf_str(&b));
    nt_buf_free(&b);
    du_pic_text(o, 10, 502, 10, "",
           "Chips: letter and value. W white, K black, O orange, B blue, "
           "R red, G green, P pink, Y yellow, V purple.");
    du_pic_text(o, 10, 516, 10, "",
           "Path: P the patient, S1 and S2 the stands. White row: x mined "
           "(grey), s shielded by B1, + the bonus space.");
    du_pic_text(o, 10, 530, 10, "",
           "Dashed ring: the chip placed last (after a stop: the last white "
           "and the last neck chip).");
}

/* ---------------------------------------------------------- the hook */

static void S_draw(const void *state, nt_buf *svg)
{
    const du_state *s = state;
    du_last l = S_last(s);
    nt_buf title = {0};
    nt_buf_puts(&title, "The Duel: ");
    du_context(s, &title);
    nt_svg_begin(svg, W, H, nt_buf_str(&title));
    nt_buf_free(&title);
    nt_buf_printf(svg, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n",
                  W, H);
    S_header(svg, s);
    S_path(svg, s);
    for (int seat = 0; seat < 2; seat++)
        S_seat(svg, s, seat, seat ? W - 10 - PANEL_W : 10, PANEL_Y, &l);
    S_foot(svg, s);
    nt_svg_end(svg);
}

/* Every step is its own part.  A seat whose opponent has finished brews
 * turn after turn under one label: its turn's number in the round tells
 * them apart ("round 2: turn 3 of seat 1 (Ada)"). */
static void S_part(const void *state, const char *label, nt_buf *out)
{
    const du_state *s = state;
    const char *at = strstr(label, "turn of ");
    if (!at || s->phase != 2 || s->seat < 0 || s->seat > 1) {
        nt_buf_puts(out, label);
        return;
    }
    nt_buf_add(out, label, (size_t)(at - label) + 5);
    nt_buf_printf(out, "%d %s", s->pl[s->seat].turns, at + 5);
}

const nt_picture du_picture = {S_draw, S_part};

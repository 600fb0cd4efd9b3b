/* The end of the game: more guild patients wins; a tie goes to the half
 * that holds the patient; with no patient on the path, a draw-off to 10
 * (quacks-duel.md 8; quacks-duel-data.md 3.7; DU-R16, DU-R32, DU-R40,
 * DU-C3, DU-C13). */
#include "duel.h"

#define DRAWOFF_TARGET 10

/* One chip from each bag that still holds one, seat 1 first (DU-C3). */
static int S_drawoff_draw(du_state *s, nt_play *p, int seat, int *total)
{
    int32_t v;
    if (!s->pl[seat].bag_n)
        return NT_OK;
    NT_TRY(du_draw(s, p, DQ_DRAWOFF, seat, &v));
    *total += du_value(s->d, v);
    s->drawoff[seat] = *total;
    nt_buf cw = {0};
    du_chip_words(s->d, v, &cw);
    nt_say(p, "%s draws %s: %d in all", du_who(s, seat), nt_buf_str(&cw),
           *total);
    nt_buf_free(&cw);
    return NT_OK;
}

/* The first to reach 10 wins; both on the same draw: the higher total;
 * equal: draw again; both bags empty: the higher total, or a shared win
 * (DU-R16, DU-C13). */
static int S_drawoff(du_state *s, nt_play *p)
{
    int t[2] = {0, 0};
    du_cleanup(s);
    nt_say(p, "a draw-off: every chip back into its bag, first to %d",
           DRAWOFF_TARGET);
    NT_TRY(nt_open(p, "drawoff"));
    for (;;) {
        NT_TRY(S_drawoff_draw(s, p, 0, &t[0]));
        NT_TRY(S_drawoff_draw(s, p, 1, &t[1]));
        int reached = (t[0] >= DRAWOFF_TARGET) | (t[1] >= DRAWOFF_TARGET) << 1;
        int empty = !s->pl[0].bag_n && !s->pl[1].bag_n;
        if (reached == 1 || reached == 2) {
            s->winners = (unsigned)reached;
            break;
        }
        if ((reached == 3 || empty) && t[0] != t[1]) {
            s->winners = t[0] > t[1] ? 1u : 2u;
            break;
        }
        if (empty) {
            s->winners = 3;
            break;
        }
    }
    NT_TRY(nt_end(p, "duel.end.drawoff", "the draw-off is decided"));
    return nt_close(p);
}

int du_end_of_game(du_state *s, nt_play *p)
{
    const du_player *a = &s->pl[0], *b = &s->pl[1];
    s->over = 1;
    if (s->end == DE_SIXTH)
        return NT_OK;
    s->end = DE_ROUNDS;
    if (a->guild != b->guild) {
        s->how = DW_GUILD;
        s->winners = a->guild > b->guild ? 1u : 2u;
    } else if (s->patient_half >= 0) {
        s->how = DW_HALF;
        s->winners = 1u << s->patient_half;
    } else {
        s->how = DW_DRAWOFF;
        NT_TRY(S_drawoff(s, p));
    }
    return NT_OK;
}

/* Quacks in words: the state for explain and replay, the context of a
 * diagnostic, the result, and the reasons a choice is illegal. */
#include <string.h>

#include "quacks.h"

void qk_seat_name(const qk_state *s, int seat, nt_buf *out)
{
    nt_buf_puts(out, "seat ");
    nt_buf_putl(out, seat + 1);
    if (s->setup && seat >= 0 && seat < s->players &&
        s->setup->seat[seat].name[0]) {
        nt_buf_puts(out, " (");
        nt_buf_puts(out, s->setup->seat[seat].name);
        nt_buf_putc(out, ')');
    }
}

const char *qk_who(const qk_state *s, int seat)
{
    return s->who[seat];
}

static const char *const S_phases[] = {"setup",        "start",
                                       "fortune card", "rats",
                                       "brewing",      "after the brewing",
                                       "evaluation",   "end"};

void qk_context(const void *state, nt_buf *out)
{
    const qk_state *s = state;
    if (s->phase == PH_SETUP) {
        nt_buf_puts(out, "setup");
        return;
    }
    if (s->over) {
        nt_buf_puts(out, "end of the game");
        return;
    }
    nt_buf_printf(out, "round %d, %s", s->round, S_phases[s->phase]);
    if (s->phase == PH_BREW) {
        nt_buf_puts(out, " of ");
        qk_seat_name(s, s->seat, out);
    }
}

static void S_chips(const uint16_t *count, nt_buf *out)
{
    int first = 1;
    for (int c = 0; c < QK_CHIPS; c++) {
        if (!count[c])
            continue;
        if (!first)
            nt_buf_puts(out, ", ");
        nt_buf_puts(out, qk_chips[c].id);
        if (count[c] > 1) {
            nt_buf_puts(out, " x");
            nt_buf_putl(out, count[c]);
        }
        first = 0;
    }
    if (first)
        nt_buf_puts(out, "-");
}

/* "\n  what: chips", when there are any. */
static void S_counts_line(nt_buf *out, const char *what,
                          const uint8_t *counts)
{
    uint16_t wide[QK_CHIPS];
    int any = 0;
    for (int c = 0; c < QK_CHIPS; c++)
        any |= wide[c] = counts[c];
    if (!any)
        return;
    nt_buf_puts(out, "\n  ");
    nt_buf_puts(out, what);
    nt_buf_puts(out, ": ");
    S_chips(wide, out);
}

static void S_player(const qk_state *s, int seat, nt_buf *out)
{
    const qk_player *pl = &s->pl[seat];
    uint16_t beside[QK_CHIPS];
    qk_seat_name(s, seat, out);
    nt_buf_puts(out, ": ");
    nt_buf_putl(out, pl->vp);
    nt_buf_puts(out, " VP, ");
    nt_buf_putl(out, pl->rubies);
    nt_buf_puts(out, pl->rubies == 1 ? " ruby, droplet " : " rubies, droplet ");
    nt_buf_putl(out, pl->droplet);
    if (s->setup->back) {
        nt_buf_puts(out, ", test tube ");
        nt_buf_putl(out, pl->tube);
    }
    nt_buf_puts(out, pl->flask ? ", flask full" : ", flask empty");
    if (pl->rats) {
        nt_buf_puts(out, ", rat stone +");
        nt_buf_putl(out, pl->rats);
    }
    if (s->setup->witches) {
        nt_buf_puts(out, ", pennies: ");
        if (pl->pennies)
            qk_t_pennies.format(s, (int32_t)pl->pennies, out);
        else
            nt_buf_puts(out, "none");
    }
    nt_buf_puts(out, "\n  white ");
    nt_buf_putl(out, pl->white);
    nt_buf_puts(out, " of ");
    nt_buf_putl(out, qk_threshold(s, pl));
    if (pl->exploded)
        nt_buf_puts(out, ", exploded");
    if (pl->full)
        nt_buf_puts(out, ", pot full");
    if (pl->stopped) {
        nt_buf_puts(out, ", scoring space ");
        nt_buf_putl(out, pl->space);
    }
    nt_buf_puts(out, "\n  pot:");
    if (!pl->npot)
        nt_buf_puts(out, " -");
    for (int i = 0; i < pl->npot; i++) {
        nt_buf_putc(out, ' ');
        nt_buf_puts(out, qk_chips[pl->pot[i].chip].id);
        nt_buf_putc(out, '@');
        nt_buf_putl(out, pl->pot[i].space);
        if (pl->pot[i].no_action)
            nt_buf_putc(out, '*');
    }
    if (pl->nbowl) {
        nt_buf_puts(out, "\n  bowl:");
        for (int i = 0; i < pl->nbowl; i++) {
            nt_buf_putc(out, ' ');
            nt_buf_puts(out, qk_chips[pl->bowl[i]].id);
        }
        nt_buf_puts(out, " (");
        nt_buf_putl(out, qk_bowl_sum(pl));
        nt_buf_putc(out, ')');
    }
    for (int c = 0; c < QK_CHIPS; c++)
        beside[c] = pl->beside[c];
    nt_buf_puts(out, "\n  bag (");
    nt_buf_putl(out, pl->bag_n);
    nt_buf_puts(out, "): ");
    S_chips(pl->bag, out);
    int any = 0;
    for (int c = 0; c < QK_CHIPS; c++)
        any |= beside[c];
    if (any) {
        nt_buf_puts(out, "\n  beside the pot: ");
        S_chips(beside, out);
    }
    S_counts_line(out, "set aside (red set 6)", pl->aside);
    S_counts_line(out, "kept for this round's start (green set 5)",
                  pl->kept);
    S_counts_line(out, "kept for the next round (green set 5)",
                  pl->keep_next);
    nt_buf_putc(out, '\n');
}

void qk_describe(const void *state, nt_buf *out)
{
    const qk_state *s = state;
    nt_buf_puts(out, "Round ");
    nt_buf_putl(out, s->round);
    nt_buf_puts(out, ", start player ");
    nt_buf_putl(out, s->start + 1);
    if (s->card >= 0) {
        nt_buf_puts(out, ", fortune card \"");
        nt_buf_puts(out, qk_cards[s->card].title);
        nt_buf_putc(out, '"');
    }
    nt_buf_putc(out, '\n');
    if (s->setup->witches && s->witch[0] >= 0) {
        nt_buf_puts(out, "Witches:");
        for (int t = 0; t < QK_WITCH_TYPES; t++) {
            nt_buf_putc(out, ' ');
            nt_buf_puts(out, qk_witch_types[t]);
            nt_buf_putc(out, ' ');
            nt_buf_puts(out, qk_witches[s->witch[t]].id);
            if (t + 1 < QK_WITCH_TYPES)
                nt_buf_putc(out, ',');
        }
        nt_buf_putc(out, '\n');
    }
    for (int i = 0; i < s->players; i++)
        S_player(s, i, out);
    nt_buf_puts(out, "Supply: ");
    uint16_t supply[QK_CHIPS];
    memcpy(supply, s->supply, sizeof supply);
    supply[W1] = 0; /* the round-6 white chips are not for sale */
    S_chips(supply, out);
    nt_buf_putc(out, '\n');
}

void qk_result(const void *state, nt_buf *text, nt_buf *json)
{
    const qk_state *s = state;
    if (!s->over && s->stopped_before) /* <unfinished/> */
        nt_buf_printf(text, "unfinished before round %d, no result",
                      s->stopped_before);
    if (!s->over)
        return;
    int first = 1;
    for (int i = 0; i < s->players; i++) {
        if (!(s->winners & (1u << i)))
            continue;
        nt_buf_puts(text, first ? "" : ", ");
        qk_seat_name(s, i, text);
        first = 0;
    }
    nt_buf_puts(text,
                s->winners & (s->winners - 1) ? " share the win" : " wins");
    nt_buf_puts(text, " (");
    for (int i = 0; i < s->players; i++)
        nt_buf_printf(text, i ? ", %d" : "%d", s->pl[i].vp);
    nt_buf_puts(text, " VP)");
    nt_buf_puts(json, "{\"winners\":[");
    first = 1;
    for (int i = 0; i < s->players; i++) {
        if (s->winners & (1u << i)) {
            nt_buf_printf(json, first ? "%d" : ",%d", i + 1);
            first = 0;
        }
    }
    nt_buf_puts(json, "],\"vp\":[");
    for (int i = 0; i < s->players; i++)
        nt_buf_printf(json, i ? ",%d" : "%d", s->pl[i].vp);
    nt_buf_puts(json, "]}");
}

/* Writing Quacks' <setup> in canonical form (notation(5), "Quacks"):
 * what the record states, and nothing a reader would take as the default
 * anyway. */
#include <stdio.h>

#include "quacks.h"

static void S_chips_format(const uint16_t *count, nt_buf *out)
{
    int first = 1;
    for (int c = 0; c < QK_CHIPS; c++) {
        if (!count[c])
            continue;
        nt_buf_printf(out, "%s%s", first ? "" : " ", qk_chips[c].id);
        if (count[c] > 1)
            nt_buf_printf(out, "*%d", count[c]);
        first = 0;
    }
}

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

static void S_write_int(xmlTextWriterPtr w, const char *attr, int v)
{
    char num[16];
    snprintf(num, sizeof num, "%d", v);
    xmlTextWriterWriteAttribute(w, X(attr), X(num));
}

static void S_write_books(const qk_setup *su, xmlTextWriterPtr w)
{
    int uniform = 1, set = 1;
    for (int i = 1; i < QK_SET_COLOURS; i++)
        uniform &= su->book[qk_set_colours[i]] == su->book[qk_set_colours[0]];
    if (uniform) {
        set = su->book[qk_set_colours[0]];
        S_write_int(w, "set", set);
    } else {
        for (int i = 0; i < QK_SET_COLOURS; i++)
            S_write_int(w, qk_colour_names[qk_set_colours[i]],
                        su->book[qk_set_colours[i]]);
    }
    /* Black and locoweed are written when they differ from what the set
     * implies (S_read_black, S_read_locoweed in setup_read.c). */
    int black = su->book[K_BLACK];
    if (black >= 5 && black != set)
        S_write_int(w, "black", black);
    else if (black == 1 && (su->black_given || set >= 5))
        xmlTextWriterWriteAttribute(w, X("black"),
                                    X(qk_blacks[su->players == 2 ? 0 : 1]));
    int loco = su->book[K_LOCOWEED];
    if (loco != (set >= 5 ? set : 0)) {
        if (loco)
            S_write_int(w, "locoweed", loco);
        else
            xmlTextWriterWriteAttribute(w, X("locoweed"), X("none"));
    }
}

static int S_seat_plain(const qk_setup *su, const qk_seat_setup *st)
{
    int held = 0;
    for (int c = 0; c < QK_CHIPS; c++)
        held |= st->beside[c] | st->kept[c];
    return !st->name[0] && !st->vp && st->rubies == 1 && !st->droplet &&
           !st->tube && st->flask && !st->has_bag && !held &&
           st->pennies == (su->witches ? QK_ALL_PENNIES : 0);
}

static void S_write_chips(xmlTextWriterPtr w, const char *attr,
                          const uint16_t *count)
{
    nt_buf b = {0};
    S_chips_format(count, &b);
    if (b.len)
        xmlTextWriterWriteAttribute(w, X(attr), X(nt_buf_str(&b)));
    nt_buf_free(&b);
}

static void S_write_seat(const qk_setup *su, int i, xmlTextWriterPtr w)
{
    const qk_seat_setup *st = &su->seat[i];
    xmlTextWriterStartElement(w, X("seat"));
    S_write_int(w, "n", i + 1);
    if (st->name[0])
        xmlTextWriterWriteAttribute(w, X("name"), X(st->name));
    if (st->vp)
        S_write_int(w, "vp", st->vp);
    if (st->rubies != 1)
        S_write_int(w, "rubies", st->rubies);
    if (st->droplet)
        S_write_int(w, "droplet", st->droplet);
    if (st->tube)
        S_write_int(w, "tube", st->tube);
    if (!st->flask)
        xmlTextWriterWriteAttribute(w, X("flask"), X("no"));
    if (st->has_bag) {
        nt_buf b = {0};
        S_chips_format(st->bag, &b);
        xmlTextWriterWriteAttribute(w, X("bag"), X(nt_buf_str(&b)));
        nt_buf_free(&b);
    }
    S_write_chips(w, "beside", st->beside);
    S_write_chips(w, "kept", st->kept);
    if (su->witches && st->pennies != QK_ALL_PENNIES) {
        nt_buf b = {0};
        qk_t_pennies.format(NULL, (int32_t)st->pennies, &b);
        xmlTextWriterWriteAttribute(w, X("pennies"), X(nt_buf_str(&b)));
        nt_buf_free(&b);
    }
    xmlTextWriterEndElement(w);
}

void qk_setup_write(const void *setup, xmlTextWriterPtr w)
{
    const qk_setup *su = setup;
    int plain = 1;
    xmlTextWriterStartElement(w, X("setup"));
    S_write_int(w, "players", su->players);
    S_write_int(w, "start", su->start + 1);
    if (su->round != 1)
        S_write_int(w, "round", su->round);
    if (su->witches)
        xmlTextWriterWriteAttribute(w, X("expansion"), X(qk_expansions[0]));
    S_write_books(su, w);
    if (su->back)
        xmlTextWriterWriteAttribute(w, X("side"), X("back"));
    if (su->flask)
        xmlTextWriterWriteAttribute(w, X("flask"), X(qk_flasks[su->flask]));
    if (su->strong)
        xmlTextWriterWriteAttribute(w, X("strong-ingredient"),
                                    X(qk_strongs[su->strong]));
    nt_buf b = {0};
    for (int card = 0; card < QK_CARDS; card++)
        if (su->read[card])
            nt_buf_printf(&b, "%s%s", b.len ? " " : "", qk_cards[card].id);
    if (b.len)
        xmlTextWriterWriteAttribute(w, X("read"), X(nt_buf_str(&b)));
    nt_buf_free(&b);
    for (int i = 0; i < su->players; i++)
        plain &= S_seat_plain(su, &su->seat[i]);
    for (int i = 0; !plain && i < su->players; i++)
        S_write_seat(su, i, w);
    xmlTextWriterEndElement(w);
}

/* How Quacks values are spelled in the notation (notation(5), "Quacks"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "quacks.h"
#include "str.h"

/* Whether id names `text`: the first letters tell most ids apart
 * without a call, and ids are read for every chip of every record. */
static int S_is(const char *id, const char *text)
{
    return id[0] == text[0] && nt_str_eq(id, text);
}

static int S_lookup(const char *const *names, int n, const char *text)
{
    for (int i = 0; i < n; i++)
        if (names[i] && S_is(names[i], text))
            return i;
    return -1;
}

/* ---------------------------------------------------------------- chips */

static int S_chip_parse(const void *st, const char *text, int32_t *out)
{
    (void)st;
    for (int c = 0; c < QK_CHIPS; c++) {
        if (S_is(qk_chips[c].id, text)) {
            *out = c;
            return 0;
        }
    }
    return -1;
}

static void S_chip_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_puts(out, v >= 0 && v < QK_CHIPS ? qk_chips[v].id : "?");
}

const nt_type qk_t_chip = {"chip id (white-1, orange-1, green-4, ...)",
                           S_chip_parse, S_chip_format, NULL, NULL};

static int S_chip_or_none_parse(const void *st, const char *text,
                                int32_t *out)
{
    if (!strcmp(text, "none")) {
        *out = QK_NO_CHIP;
        return 0;
    }
    return S_chip_parse(st, text, out);
}

static void S_chip_or_none_format(const void *st, int32_t v, nt_buf *out)
{
    if (v == QK_NO_CHIP)
        nt_buf_puts(out, "none");
    else
        S_chip_format(st, v, out);
}

const nt_type qk_t_chip_or_none = {"chip id or none", S_chip_or_none_parse,
                                   S_chip_or_none_format, NULL, NULL};

/* ---------------------------------------------------------------- cards */

static int S_card_parse(const void *st, const char *text, int32_t *out)
{
    (void)st;
    for (int c = 0; c < QK_CARDS; c++) {
        if (S_is(qk_cards[c].id, text)) {
            *out = c;
            return 0;
        }
    }
    return -1;
}

static void S_card_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_puts(out, v >= 0 && v < QK_CARDS ? qk_cards[v].id : "?");
}

const nt_type qk_t_card = {"fortune card id", S_card_parse, S_card_format, NULL, NULL};

/* -------------------------------------------------------------- keywords */

#define KEYWORDS(name, words, what)                                          \
    static int name##_parse(const void *st, const char *text, int32_t *out)  \
    {                                                                        \
        (void)st;                                                            \
        int i = S_lookup(words, (int)(sizeof words / sizeof *words), text);  \
        if (i < 0)                                                           \
            return -1;                                                       \
        *out = i;                                                            \
        return 0;                                                            \
    }                                                                        \
    static void name##_format(const void *st, int32_t v, nt_buf *out)        \
    {                                                                        \
        (void)st;                                                            \
        int n = (int)(sizeof words / sizeof *words);                         \
        nt_buf_puts(out, v >= 0 && v < n ? words[v] : "?");                  \
    }                                                                        \
    const nt_type qk_t_##name = {what, name##_parse, name##_format, NULL, NULL};

KEYWORDS(die, qk_die_names, "bonus die result (1-vp, 2-vp, ruby, droplet, "
                            "pumpkin)")

static const char *const S_where[] = {"pot", "tube"};
KEYWORDS(where, S_where, "droplet (pot or tube)")

static const char *const S_take[] = {"vp", "buy"};
KEYWORDS(take, S_take, "vp or buy")

/* Spending in step F (quacks.md §8.1 F; round 9: Q-R9, I-ROUND9). */
static const char *const S_spend[] = {"droplet", "flask", "vp", "coins"};
KEYWORDS(spend, S_spend, "droplet, flask, vp or coins")

/* ------------------------------------------------------ fortune choices */

/* A fortune card's options: a chip id, or one of these words. */
static const char *const S_options[] = {"vp", "rubies", "droplet"};

static int S_option_parse(const void *st, const char *text, int32_t *out)
{
    int i = S_lookup(S_options, 3, text);
    if (i >= 0) {
        *out = OPT_VP + i;
        return 0;
    }
    return S_chip_parse(st, text, out);
}

static void S_option_format(const void *st, int32_t v, nt_buf *out)
{
    if (v >= OPT_VP && v <= OPT_DROPLET)
        nt_buf_puts(out, S_options[v - OPT_VP]);
    else
        S_chip_format(st, v, out);
}

const nt_type qk_t_option = {"choice (vp, rubies, droplet or a chip id)",
                             S_option_parse, S_option_format, NULL, NULL};

/* ---------------------------------------------------------------- seats */

/* A seat of this game: <roll seat="5"> with two players names nobody. */
static int S_seat_parse(const void *st, const char *text, int32_t *out)
{
    const qk_state *s = st;
    return nt_seat_parse_in(text, s ? s->players : QK_MAX_SEATS, out);
}

static void S_seat_invalid(const void *st, const char *text, nt_buf *out)
{
    const qk_state *s = st;
    nt_seat_invalid_in(text, s ? s->players : QK_MAX_SEATS, out);
}

static void S_seat_format(const void *st, int32_t v, nt_buf *out)
{
    nt_type_seat.format(st, v, out);
}

const nt_type qk_t_seat = {"seat", S_seat_parse, S_seat_format,
                           S_seat_invalid,
                           "notation.seat"};

/* ----------------------------------------------------------- seat lists */

static int S_seats_parse(const void *st, const char *text, int32_t *out)
{
    (void)st;
    return nt_seats_parse(text, QK_MAX_SEATS, out);
}

static void S_seats_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_seats_format(v, QK_MAX_SEATS, out);
}

const nt_type qk_t_seats = {"list of seats", S_seats_parse, S_seats_format, NULL, NULL};

/* ------------------------------------------------------------ upgrades */

/* A chip in the pot and what it becomes: "red-1 red-4". */
static int S_upgrade_parse(const void *st, const char *text, int32_t *out)
{
    char from[32], to[32], extra;
    int32_t a, b;
    if (sscanf(text, "%31s %31s %c", from, to, &extra) != 2)
        return -1;
    if (S_chip_parse(st, from, &a) || S_chip_parse(st, to, &b))
        return -1;
    *out = a * QK_CHIPS + b;
    return 0;
}

static void S_upgrade_format(const void *st, int32_t v, nt_buf *out)
{
    S_chip_format(st, v / QK_CHIPS, out);
    nt_buf_putc(out, ' ');
    S_chip_format(st, v % QK_CHIPS, out);
}

const nt_type qk_t_upgrade = {"upgrade (a chip and what it becomes: "
                              "\"red-1 red-4\")",
                              S_upgrade_parse, S_upgrade_format, NULL, NULL};

/* ------------------------------------------------------------- witches */

static int S_witch_parse(const void *st, const char *text, int32_t *out)
{
    (void)st;
    for (int w = 0; w < QK_WITCHES; w++) {
        if (S_is(qk_witches[w].id, text)) {
            *out = w;
            return 0;
        }
    }
    return -1;
}

static void S_witch_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_puts(out, v >= 0 && v < QK_WITCHES ? qk_witches[v].id : "?");
}

const nt_type qk_t_witch = {"herb witch id (draw-six, upgrade, colours, "
                            "...)",
                            S_witch_parse, S_witch_format, NULL, NULL};

/* W3 (herb-witches.md §1.3): both last white chips, or one of them. */
static const char *const S_w3[] = {"both", "last", "second"};
KEYWORDS(w3, S_w3, "both, last or second")

/* W5: the last two chips, or one chip of the pot. */
static int S_w5_parse(const void *st, const char *text, int32_t *out)
{
    if (!strcmp(text, "last-two")) {
        *out = W5_LAST_TWO;
        return 0;
    }
    return S_chip_parse(st, text, out);
}

static void S_w5_format(const void *st, int32_t v, nt_buf *out)
{
    if (v == W5_LAST_TWO)
        nt_buf_puts(out, "last-two");
    else
        S_chip_format(st, v, out);
}

const nt_type qk_t_w5 = {"last-two or a chip id", S_w5_parse, S_w5_format, NULL, NULL};

/* The witch pennies a seat still holds: "brewing buying scoring", any
 * order, or nothing. */
static int S_pennies_parse(const void *st, const char *text, int32_t *out)
{
    (void)st;
    unsigned mask = 0;
    char word[16];
    for (const char *p = text; *p;) {
        p += strspn(p, " ");
        size_t len = strcspn(p, " ");
        if (!len)
            break;
        if (len >= sizeof word)
            return -1;
        memcpy(word, p, len);
        word[len] = 0;
        int t = S_lookup(qk_witch_types, QK_WITCH_TYPES, word);
        if (t < 0 || (mask & (1u << t)))
            return -1;
        mask |= 1u << t;
        p += len;
    }
    *out = (int32_t)mask;
    return 0;
}

static void S_pennies_format(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    int first = 1;
    for (int t = 0; t < QK_WITCH_TYPES; t++) {
        if (v & (1 << t)) {
            nt_buf_printf(out, "%s%s", first ? "" : " ", qk_witch_types[t]);
            first = 0;
        }
    }
}

const nt_type qk_t_pennies = {"witch pennies (brewing, buying, scoring)",
                              S_pennies_parse, S_pennies_format, NULL, NULL};

/* The built-in value types (a whole number, a seat, yes/no) and the
 * numbers the notation writes: parsed strictly, and when they are not
 * numbers, why not in words (play.h). */
#include "play.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The common case, a few digits with an optional sign, without the
 * library calls of the general one: -1 when the text is anything else. */
static int S_int_plain(const char *text, long lo, long hi, long *out)
{
    int neg = *text == '-';
    const char *d = text + (neg || *text == '+');
    long v = 0;
    int n = 0;
    for (; d[n] >= '0' && d[n] <= '9'; n++) {
        if (n == 18)
            return -1; /* let strtol tell an overflow */
        v = v * 10 + (d[n] - '0');
    }
    if (!n || d[n])
        return -1;
    v = neg ? -v : v;
    if (v < lo || v > hi)
        return NT_INT_RANGE;
    *out = v;
    return 0;
}

int nt_int_parse(const char *text, long lo, long hi, long *out)
{
    if (!text || !*text)
        return NT_INT_EMPTY;
    int plain = S_int_plain(text, lo, hi, out);
    if (plain >= 0)
        return plain;
    if (strchr(" \t\r\n", text[0]) || strchr(" \t\r\n", text[strlen(text) - 1]))
        return NT_INT_SPACE;
    const char *d = text + (*text == '-' || *text == '+');
    if (!*d || d[strspn(d, "0123456789")])
        return NT_INT_NOT;
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || v < lo || v > hi)
        return NT_INT_RANGE;
    *out = v;
    return 0;
}

void nt_int_why(const char *text, long lo, long hi, nt_buf *out)
{
    long v;
    switch (nt_int_parse(text, lo, hi, &v)) {
    case NT_INT_EMPTY: nt_buf_puts(out, "a number is needed, not nothing"); break;
    case NT_INT_SPACE:
        nt_buf_printf(out, "'%s' has blank space around it: write the "
                           "number alone",
                      text);
        break;
    case NT_INT_NOT:
        nt_buf_printf(out, "'%s' is not a whole number", text);
        break;
    case NT_INT_RANGE:
        nt_buf_printf(out, "%s is out of range (%ld to %ld)", text, lo, hi);
        break;
    default: nt_buf_printf(out, "'%s' is a number", text); break;
    }
}

#define INT_LO (-1000000000L)
#define INT_HI 1000000000L

static int S_parse_int(const void *st, const char *text, int32_t *out)
{
    (void)st;
    long v;
    if (nt_int_parse(text, INT_LO, INT_HI, &v))
        return -1;
    *out = (int32_t)v;
    return 0;
}

static void S_int_invalid(const void *st, const char *text, nt_buf *out)
{
    (void)st;
    nt_int_why(text, INT_LO, INT_HI, out);
}

static void S_format_int(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_putl(out, (long)v); /* as "%ld", without printf's cost */
}

static int S_parse_seat(const void *st, const char *text, int32_t *out)
{
    (void)st;
    long v;
    if (nt_int_parse(text, 1, 99, &v))
        return -1;
    *out = (int32_t)v - 1;
    return 0;
}

static void S_format_seat(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_putl(out, (long)v + 1);
}

static int S_parse_bool(const void *st, const char *text, int32_t *out)
{
    (void)st;
    if (!strcmp(text, "yes"))
        *out = 1;
    else if (!strcmp(text, "no"))
        *out = 0;
    else
        return -1;
    return 0;
}

static void S_format_bool(const void *st, int32_t v, nt_buf *out)
{
    (void)st;
    nt_buf_puts(out, v ? "yes" : "no");
}

int nt_seat_parse_in(const char *text, int players, int32_t *out)
{
    int32_t v;
    if (S_parse_seat(NULL, text, &v) || v >= players)
        return -1;
    *out = v;
    return 0;
}

void nt_seat_invalid_in(const char *text, int players, nt_buf *out)
{
    int32_t v;
    if (S_parse_seat(NULL, text, &v))
        nt_int_why(text, 1, players, out);
    else
        nt_buf_printf(out, "there is no seat %s: the game has %d players",
                      text, players);
}

int nt_seats_parse(const char *text, int max, int32_t *out)
{
    unsigned mask = 0;
    const char *p = text;
    while (*p) {
        p += strspn(p, " ");
        if (!*p)
            break;
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < 1 || v > max || (*end && *end != ' '))
            return -1;
        mask |= 1u << (v - 1);
        p = end;
    }
    if (!mask)
        return -1;
    *out = (int32_t)mask;
    return 0;
}

void nt_seats_format(int32_t v, int max, nt_buf *out)
{
    int first = 1;
    for (int i = 0; i < max; i++) {
        if (v & (1 << i)) {
            nt_buf_printf(out, first ? "%d" : " %d", i + 1);
            first = 0;
        }
    }
}

const nt_type nt_type_int = {"whole number", S_parse_int, S_format_int,
                              S_int_invalid, NULL};
const nt_type nt_type_seat = {"seat", S_parse_seat, S_format_seat, NULL, NULL};
const nt_type nt_type_bool = {"yes/no", S_parse_bool, S_format_bool, NULL, NULL};

/* The odds of the next chip (odds.h): how an engine fills them in, and
 * the words and JSON every reader of them shares (legal's text and JSON,
 * the position API).  No game is known here: the engines word what their
 * chips give. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "odds.h"
#include "play.h"

void nt_odds_init(struct nt_odds *o, long chips)
{
    o->chips = chips;
    o->n = 0;
}

nt_odds_kind *nt_odds_add(struct nt_odds *o, const char *chip, long count,
                          const char *into, int space)
{
    if (o->n == NT_ODDS_KINDS)
        return NULL;
    nt_odds_kind *k = &o->k[o->n++];
    memset(k, 0, sizeof *k);
    snprintf(k->chip, sizeof k->chip, "%s", chip);
    k->count = count;
    k->into = into;
    k->space = k->space_max = space;
    return k;
}

void nt_odds_worth(nt_odds_kind *k, const char *what, int min, int max)
{
    if (k->nworth == NT_WORTH_MAX)
        return;
    k->worth[k->nworth].what = what;
    k->worth[k->nworth].min = min;
    k->worth[k->nworth].max = max;
    k->worth[k->nworth].open = 0;
    k->nworth++;
}

void nt_odds_say(nt_odds_kind *k, const char *fmt, ...)
{
    size_t len = strlen(k->words);
    if (len + 1 >= sizeof k->words)
        return;
    va_list ap;
    va_start(ap, fmt);
    /* vsnprintf cuts what does not fit and always ends the string. */
    vsnprintf(k->words + len, sizeof k->words - len, fmt, ap);
    va_end(ap);
}

long nt_odds_explode(const struct nt_odds *o)
{
    long n = 0;
    for (int i = 0; i < o->n; i++)
        n += o->k[i].explodes ? o->k[i].count : 0;
    return n;
}

/* ------------------------------------------------------------ words */

void nt_odds_text(const struct nt_odds *o, nt_buf *out)
{
    if (!o->chips)
        return;
    nt_risk_words(nt_odds_explode(o), o->chips, out);
    nt_buf_putc(out, '\n');
    /* Columns as wide as their widest entry, so the fractions line up. */
    int wchip = 0, wfrac = 0;
    char frac[48];
    for (int i = 0; i < o->n; i++) {
        int c = (int)strlen(o->k[i].chip);
        int f = snprintf(frac, sizeof frac, "%ld/%ld", o->k[i].count,
                         o->chips);
        wchip = c > wchip ? c : wchip;
        wfrac = f > wfrac ? f : wfrac;
    }
    for (int i = 0; i < o->n; i++) {
        const nt_odds_kind *k = &o->k[i];
        snprintf(frac, sizeof frac, "%ld/%ld", k->count, o->chips);
        nt_buf_printf(out, "  %-*s  %*s  %5.1f%%  %s\n", wchip, k->chip,
                      wfrac, frac, 100.0 * (double)k->count /
                                       (double)o->chips,
                      k->words);
    }
}

/* ------------------------------------------------------------- JSON */

static void S_json_string(nt_buf *out, const char *s)
{
    nt_buf_putc(out, '"');
    nt_buf_json(out, s);
    nt_buf_putc(out, '"');
}

/* Every amount is a pair [min, max], equal when the draw fixes it: one
 * shape for the exact and the open. */
static void S_json_kind(nt_buf *out, const nt_odds_kind *k, long chips)
{
    nt_buf_puts(out, "{\"chip\":");
    S_json_string(out, k->chip);
    nt_buf_printf(out, ",\"count\":%ld,\"chips\":%ld,\"into\":", k->count,
                  chips);
    S_json_string(out, k->into);
    nt_buf_printf(out, ",\"space\":[%d,%d],\"explodes\":%s,\"depends\":[",
                  k->space, k->space_max, k->explodes ? "true" : "false");
    int first = 1;
    if (k->depends & NT_DEPENDS_CHOICE) {
        nt_buf_puts(out, "\"choice\"");
        first = 0;
    }
    if (k->depends & NT_DEPENDS_CHANCE)
        nt_buf_puts(out, first ? "\"chance\"" : ",\"chance\"");
    nt_buf_printf(out, "],\"ends\":%s,\"more\":%s,\"worth\":{",
                  k->flags & NT_OUTCOME_ENDS ? "true" : "false",
                  k->flags & NT_OUTCOME_MORE ? "true" : "false");
    for (int w = 0; w < k->nworth; w++) {
        if (w)
            nt_buf_putc(out, ',');
        S_json_string(out, k->worth[w].what);
        nt_buf_printf(out, ":[%d,%d]", k->worth[w].min, k->worth[w].max);
    }
    nt_buf_puts(out, "},\"open\":[");
    first = 1;
    for (int w = 0; w < k->nworth; w++)
        if (k->worth[w].open) {
            nt_buf_puts(out, first ? "" : ",");
            S_json_string(out, k->worth[w].what);
            first = 0;
        }
    nt_buf_puts(out, "],\"words\":");
    S_json_string(out, k->words);
    nt_buf_putc(out, '}');
}

void nt_odds_json(const struct nt_odds *o, nt_buf *out)
{
    nt_buf_putc(out, '[');
    for (int i = 0; i < o->n; i++) {
        if (i)
            nt_buf_putc(out, ',');
        S_json_kind(out, &o->k[i], o->chips);
    }
    nt_buf_putc(out, ']');
}

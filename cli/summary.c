#include <stdlib.h>
#include <string.h>

#include "summary.h"

static const char *S_or_dash(const char *s)
{
    return s && *s ? s : "-";
}

void summary_result(char *out, size_t cap, const nt_summary *s)
{
    size_t n = 0;
    const char *word = !s->replayed || !s->game || s->ndiag ? "-"
                       : !s->over                          ? "unfinished"
                                                           : NULL;
    out[0] = '\0';
    for (int i = 1; !word && i <= 32; i++)
        if (s->winners >> (i - 1) & 1)
            n += (size_t)snprintf(out + n, n < cap ? cap - n : 0, "%s%d",
                                  n ? "," : "", i);
    /* A game over with no winner (a draw) says so. */
    if (word || !n)
        snprintf(out, cap, "%s", word ? word : "none");
}

void summary_text(FILE *out, const nt_summary *s)
{
    char result[128];
    summary_result(result, sizeof result, s);
    fprintf(out, "%s:%lu\t%lu\t%s\t%d\t", s->file, s->line, s->index,
            s->game ? nt_game_id(s->game) : "-", s->seats);
    for (int i = 1; i <= s->seats; i++)
        fprintf(out, "%s%s", i > 1 ? "," : "", S_or_dash(s->names[i]));
    if (!s->seats)
        fputc('-', out);
    fprintf(out, "\t%s\t%s\t%s\t%s\t", S_or_dash(s->event),
            S_or_dash(s->date), result,
            !s->replayed && !s->ndiag ? "-"
            : s->ndiag                ? s->diag[0].rule
                                      : "valid");
    if (s->replayed)
        fprintf(out, "%ld\n", s->steps);
    else
        fputs("-\n", out);
}

void summary_json(FILE *out, const nt_summary *s)
{
    char *json = nt_summary_json(s);
    fputs(json, out);
    fputc('\n', out);
    free(json);
}

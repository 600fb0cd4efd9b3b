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

static void S_str(FILE *out, const char *key, const char *v)
{
    fprintf(out, ",\"%s\":", key);
    if (v)
        json_string(out, v);
    else
        fputs("null", out);
}

static void S_pairs(FILE *out, const char *key, const nt_pair *v, size_t n)
{
    fprintf(out, ",\"%s\":{", key);
    for (size_t i = 0; i < n; i++) {
        if (i)
            fputc(',', out);
        json_string(out, v[i].name);
        fputc(':', out);
        json_string(out, v[i].value ? v[i].value : "");
    }
    fputc('}', out);
}

static void S_replay(FILE *out, const nt_summary *s)
{
    if (!s->replayed && !s->ndiag) {
        fputs(",\"valid\":null,\"rule\":null", out);
        return;
    }
    fprintf(out, ",\"valid\":%s", s->valid ? "true" : "false");
    S_str(out, "rule", s->ndiag ? s->diag[0].rule : NULL);
    if (s->ndiag) {
        fprintf(out, ",\"error\":{\"line\":%lu,\"col\":%lu,\"message\":",
                s->diag[0].line, s->diag[0].col);
        json_string(out, s->diag[0].message ? s->diag[0].message : "");
        fputc('}', out);
    }
    if (!s->replayed)
        return;
    fprintf(out, ",\"steps\":%ld,\"actions\":%ld", s->steps, s->actions);
    if (s->unit)
        fprintf(out, ",\"%ss\":%ld", s->unit, s->units);
    fprintf(out, ",\"notes\":%lu,\"variations\":%ld,\"marks\":%ld",
            s->notes, s->variations, s->marks);
    fprintf(out, ",\"over\":%s,\"winners\":[", s->over ? "true" : "false");
    for (int i = 1, n = 0; i <= 32; i++)
        if (s->winners >> (i - 1) & 1)
            fprintf(out, "%s%d", n++ ? "," : "", i);
    fputc(']', out);
    S_str(out, "end", s->end);
    fprintf(out, ",\"result\":%s", s->result_json ? s->result_json : "null");
    fprintf(out, ",\"digest\":\"%016llx\"", (unsigned long long)s->digest);
}

void summary_json(FILE *out, const nt_summary *s)
{
    fputs("{\"file\":", out);
    json_string(out, s->file);
    fprintf(out, ",\"record\":%lu,\"line\":%lu", s->index, s->line);
    S_str(out, "game", s->game ? nt_game_id(s->game) : NULL);
    fprintf(out, ",\"players\":%d,\"names\":[", s->seats);
    for (int i = 1; i <= s->seats; i++) {
        if (i > 1)
            fputc(',', out);
        if (s->names[i])
            json_string(out, s->names[i]);
        else
            fputs("null", out);
    }
    fputc(']', out);
    S_str(out, "event", s->event);
    S_str(out, "site", s->site);
    S_str(out, "date", s->date);
    S_str(out, "round", s->round);
    S_pairs(out, "setup", s->setup, s->nsetup);
    S_pairs(out, "tags", s->tags, s->ntags);
    fprintf(out, ",\"replayed\":%s", s->replayed ? "true" : "false");
    S_replay(out, s);
    fputs("}\n", out);
}

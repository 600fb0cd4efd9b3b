/* A record's summary as the JSON object notation-list(1) prints
 * (notation_collection.h): the one spelling of those fields, for the
 * command line and for bindings alike. */
#include "buf.h"
#include "notation_collection.h"

static void S_str(nt_buf *b, const char *key, const char *v)
{
    nt_buf_printf(b, ",\"%s\":", key);
    if (!v) {
        nt_buf_puts(b, "null");
        return;
    }
    nt_buf_putc(b, '"');
    nt_buf_json(b, v);
    nt_buf_putc(b, '"');
}

static void S_quoted(nt_buf *b, const char *v)
{
    nt_buf_putc(b, '"');
    nt_buf_json(b, v ? v : "");
    nt_buf_putc(b, '"');
}

static void S_pairs(nt_buf *b, const char *key, const nt_pair *v, size_t n)
{
    nt_buf_printf(b, ",\"%s\":{", key);
    for (size_t i = 0; i < n; i++) {
        if (i)
            nt_buf_putc(b, ',');
        S_quoted(b, v[i].name);
        nt_buf_putc(b, ':');
        S_quoted(b, v[i].value);
    }
    nt_buf_putc(b, '}');
}

/* What the replay found: the verdict, then (replayed) the lengths, the
 * result and the digest. */
static void S_replay(nt_buf *b, const nt_summary *s)
{
    if (!s->replayed && !s->ndiag) {
        nt_buf_puts(b, ",\"valid\":null,\"rule\":null");
        return;
    }
    nt_buf_printf(b, ",\"valid\":%s", s->valid ? "true" : "false");
    S_str(b, "rule", s->ndiag ? s->diag[0].rule : NULL);
    if (s->ndiag) {
        nt_buf_printf(b, ",\"error\":{\"line\":%lu,\"col\":%lu,\"message\":",
                      s->diag[0].line, s->diag[0].col);
        S_quoted(b, s->diag[0].message);
        nt_buf_putc(b, '}');
    }
    if (!s->replayed)
        return;
    nt_buf_printf(b, ",\"steps\":%ld,\"actions\":%ld", s->steps, s->actions);
    if (s->unit)
        nt_buf_printf(b, ",\"%ss\":%ld", s->unit, s->units);
    nt_buf_printf(b, ",\"notes\":%lu,\"variations\":%ld,\"marks\":%ld",
                  s->notes, s->variations, s->marks);
    nt_buf_printf(b, ",\"over\":%s,\"winners\":[", s->over ? "true" : "false");
    for (int i = 1, n = 0; i <= 32; i++)
        if (s->winners >> (i - 1) & 1)
            nt_buf_printf(b, "%s%d", n++ ? "," : "", i);
    nt_buf_putc(b, ']');
    S_str(b, "end", s->end);
    nt_buf_printf(b, ",\"result\":%s", s->result_json ? s->result_json : "null");
    nt_buf_printf(b, ",\"digest\":\"%016llx\"", (unsigned long long)s->digest);
}

char *nt_summary_json(const nt_summary *s)
{
    nt_buf b = {0};
    nt_buf_puts(&b, "{\"file\":");
    S_quoted(&b, s->file);
    nt_buf_printf(&b, ",\"record\":%lu,\"line\":%lu", s->index, s->line);
    S_str(&b, "game", s->game ? nt_game_id(s->game) : NULL);
    nt_buf_printf(&b, ",\"players\":%d,\"names\":[", s->seats);
    for (int i = 1; i <= s->seats; i++) {
        if (i > 1)
            nt_buf_putc(&b, ',');
        if (s->names[i])
            S_quoted(&b, s->names[i]);
        else
            nt_buf_puts(&b, "null");
    }
    nt_buf_putc(&b, ']');
    S_str(&b, "event", s->event);
    S_str(&b, "site", s->site);
    S_str(&b, "date", s->date);
    S_str(&b, "round", s->round);
    S_pairs(&b, "setup", s->setup, s->nsetup);
    S_pairs(&b, "tags", s->tags, s->ntags);
    nt_buf_printf(&b, ",\"replayed\":%s", s->replayed ? "true" : "false");
    S_replay(&b, s);
    nt_buf_putc(&b, '}');
    return nt_buf_take(&b);
}

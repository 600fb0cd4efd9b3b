/* Printing diagnostics and record results (text and JSON Lines). */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "notation.h"

static const char *S_severity(nt_severity s)
{
    return s == NT_ERROR ? "error" : "warning";
}

void nt_diag_print(FILE *out, const char *file, const nt_diag *d)
{
    if (d->line)
        fprintf(out, "%s:%lu:%lu: %s[%s]: %s\n", file, d->line,
                d->col ? d->col : 1, S_severity(d->severity), d->rule,
                d->message);
    else /* nothing to point at: the file cannot be read */
        fprintf(out, "%s: %s[%s]: %s\n", file, S_severity(d->severity),
                d->rule, d->message);
    if (!d->detail)
        return;
    const char *t = d->detail;
    while (*t) {
        size_t n = strcspn(t, "\n");
        fprintf(out, "    %.*s\n", (int)n, t);
        t += n;
        if (*t == '\n')
            t++;
    }
}

static void S_json_string(nt_buf *b, const char *key, const char *value,
                          int comma)
{
    nt_buf_printf(b, "%s\"%s\":\"", comma ? "," : "", key);
    nt_buf_json(b, value);
    nt_buf_putc(b, '"');
}

void nt_record_print_json(FILE *out, const nt_record *r)
{
    nt_buf b = {0};
    nt_buf_putc(&b, '{');
    S_json_string(&b, "file", r->file, 0);
    nt_buf_printf(&b, ",\"record\":%lu,\"line\":%lu", r->index, r->line);
    if (r->game)
        S_json_string(&b, "game", nt_game_id(r->game), 1);
    else
        nt_buf_puts(&b, ",\"game\":null");
    nt_buf_printf(&b, ",\"valid\":%s,\"steps\":%ld,\"actions\":%ld",
                  r->valid ? "true" : "false", r->steps, r->actions);
    if (r->result_json && *r->result_json)
        nt_buf_printf(&b, ",\"result\":%s", r->result_json);
    nt_buf_puts(&b, ",\"diagnostics\":[");
    for (size_t i = 0; i < r->ndiag; i++) {
        const nt_diag *d = &r->diag[i];
        nt_buf_puts(&b, i ? ",{" : "{");
        S_json_string(&b, "rule", d->rule, 0);
        S_json_string(&b, "severity", S_severity(d->severity), 1);
        nt_buf_printf(&b, ",\"line\":%lu,\"col\":%lu,\"step\":%ld", d->line,
                      d->col ? d->col : 1, d->step);
        S_json_string(&b, "message", d->message, 1);
        if (d->detail)
            S_json_string(&b, "detail", d->detail, 1);
        nt_buf_putc(&b, '}');
    }
    nt_buf_puts(&b, "]}\n");
    fwrite(b.data, 1, b.len, out);
    nt_buf_free(&b);
}

void nt_free(void *p)
{
    free(p);
}

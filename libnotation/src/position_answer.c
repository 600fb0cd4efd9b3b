/* Answering at a position: another answer than the line's, either to
 * continue from it alone (apply) or to keep the rest of the line as far as
 * the game still follows it (replace: what if?). */
#include <stdlib.h>
#include <string.h>

#include "position_internal.h"

static int S_parse_value(const nt_position *p, const char *text,
                         int32_t *out, nt_buf *why);

/* Whether `text` holds more than its part [from, to): one answer is one
 * attribute, and the rest of a move is given as the record writes it. */
static int S_more_than(const char *text, const char *from, const char *to)
{
    for (const char *c = text; *c; c++)
        if ((c < from || c >= to) && !strchr(" \t\r\n", *c))
            return 1;
    return 0;
}

static char *S_more_than_one(const nt_position *p, const char *text)
{
    nt_buf why = {0};
    nt_buf_printf(&why, "error[%s]: '%s' is more than one answer to the %s: "
                        "give one, or the move as the record writes it",
                  p->ask.rule, text, p->ask.what);
    return nt_buf_take(&why);
}

/* The answer spelled `text` to the question asked, or -1 with *err. */
static int S_parse(const nt_position *p, const char *text, int32_t *out,
                   char **err)
{
    const nt_question *q = p->ask.q;
    nt_buf why = {0}, value = {0};
    /* The answer as the record writes it: the value of its attribute. */
    if (q->bind == NT_BIND_ATTR || q->bind == NT_BIND_KEYED) {
        nt_buf_printf(&value, "%s=\"", q->attr);
        const char *at = strstr(text, nt_buf_str(&value));
        const char *end = at ? strchr(at + value.len, '"') : NULL;
        if (end && S_more_than(text, at, end + 1)) {
            if (err)
                *err = S_more_than_one(p, text);
            nt_buf_free(&value);
            return -1;
        }
        if (end) {
            const char *v = at + value.len;
            nt_buf_clear(&value);
            nt_buf_add(&value, v, (size_t)(end - v));
            text = nt_buf_str(&value);
        }
    }
    int rc = S_parse_value(p, text, out, &why);
    if (rc && err)
        *err = nt_buf_take(&why);
    nt_buf_free(&why);
    nt_buf_free(&value);
    return rc;
}

static int S_parse_value(const nt_position *p, const char *text,
                         int32_t *out, nt_buf *why)
{
    const nt_question *q = p->ask.q;
    if (!strcmp(text, "-")) {
        *out = NT_NONE;
        return 0;
    }
    if (q->bind == NT_BIND_ELEM) {
        size_t len = strlen(text);
        const char *name = text + (text[0] == '<');
        len -= (size_t)(name - text);
        if (len >= 2 && !strcmp(name + len - 2, "/>"))
            len -= 2;
        else if (len >= 1 && name[len - 1] == '>')
            len -= 1;
        for (int i = 0; q->elems[i]; i++)
            if (strlen(q->elems[i]) == len && !strncmp(q->elems[i], name, len)) {
                *out = i;
                return 0;
            }
    } else if (q->type->parse(p->state, text, out) == 0) {
        return 0;
    }
    nt_buf_printf(why, "error[%s]: '%s' is not an answer to the %s here",
                  p->ask.rule, text, p->ask.what);
    if (q->bind != NT_BIND_ELEM && q->type->invalid) {
        nt_buf_puts(why, ": ");
        q->type->invalid(p->state, text, why);
    }
    return -1;
}

static int S_legal(const nt_position *p, int32_t v)
{
    for (int i = 0; i < p->ask.n; i++)
        if (p->ask.vals[i] == v)
            return 1;
    return 0;
}

/* Why the engine refuses `v` here: its own diagnostic, by replaying the
 * line with `v` in place. */
static char *S_why_illegal(nt_position *p, int32_t v)
{
    nt_buf why = {0};
    size_t at = p->at, n = p->line.n;
    nt_ask a = {0};
    a.q = p->ask.q;
    a.key = p->ask.key;
    int32_t old = 0;
    if (at == n)
        nt_line_push(&p->line, &a, v, p->ask.step, "", "", "", 0, 0);
    else
        old = p->line.vals[at], p->line.vals[at] = v;
    nt_play *play;
    size_t used;
    nt_position_replay(p, at + 1, at + 1, &used, &play);
    if (nt_play_ndiag(play)) {
        const nt_diag *d = nt_play_diags(play);
        nt_buf_printf(&why, "error[%s]: %s", d->rule, d->message);
    } else {
        nt_buf_printf(&why, "error[%s]: not a legal %s", p->ask.rule,
                      p->ask.what);
    }
    nt_play_free(play);
    if (at == n)
        nt_line_cut(&p->line, n);
    else
        p->line.vals[at] = old;
    nt_position_seek(p, at);
    return nt_buf_take(&why);
}

/* A legal answer `v` spelled `text`, or -1 with *err. */
static int S_answer(nt_position *p, const char *text, int32_t *v, char **err)
{
    *err = NULL;
    if (!text) {
        *err = nt_xstrdup("no answer given");
        return -1;
    }
    if (p->ask.over) {
        *err = nt_xstrdup("the game is over here: there is nothing to "
                          "answer");
        return -1;
    }
    if (S_parse(p, text, v, err))
        return -1;
    if (!S_legal(p, *v)) {
        *err = S_why_illegal(p, *v);
        return -1;
    }
    return 0;
}

/* Put `v` in the line at the position (cutting the line there first when
 * `cut`). */
static void S_put(nt_position *p, int32_t v, int cut)
{
    nt_ask a = {0};
    a.q = p->ask.q;
    a.key = p->ask.key;
    a.actor = p->ask.actor ? p->ask.actor - 1 : NT_CHANCE;
    size_t at = p->at;
    size_t i = 0;
    while (i + 1 < (size_t)p->ask.n && p->ask.vals[i] != v)
        i++;
    char *spelled = nt_xstrdup(nt_position_legal(p, i));
    char *written = nt_xstrdup(nt_position_legal_written(p, i));
    char *context = nt_xstrdup(nt_buf_str(&p->ask.context));
    if (cut)
        nt_line_cut(&p->line, at);
    if (at == p->line.n) {
        nt_line_push(&p->line, &a, v, p->ask.step, spelled, written, context,
                     0, 0);
        free(spelled);
        free(written);
        free(context);
        return;
    }
    free(p->line.answers[at]);
    free(p->line.writtens[at]);
    free(p->line.contexts[at]);
    p->line.answers[at] = spelled;
    p->line.writtens[at] = written;
    p->line.contexts[at] = context;
    p->line.vals[at] = v;
    p->line.lines[at] = p->line.cols[at] = 0;
}

int nt_position_apply(nt_position *p, const char *answer, char **err)
{
    int32_t v;
    char *dropped = NULL;
    if (S_answer(p, answer, &v, err ? err : &dropped)) {
        free(dropped);
        return -1;
    }
    S_put(p, v, 1);
    return nt_position_seek(p, p->at + 1);
}

long nt_position_replace(nt_position *p, const char *answer, char **why,
                         char **err)
{
    int32_t v;
    char *dropped = NULL, *no_why = NULL;
    if (!why)
        why = &no_why;
    *why = NULL;
    if (!nt_position_on_main_line(p, err) ||
        S_answer(p, answer, &v, err ? err : &dropped)) {
        free(dropped);
        return -1;
    }
    /* The record is read again, the one answer replaced: what follows is
     * read from the record's own text, as validate reads it. */
    size_t n = nt_position_reread(p, p->at, v, why);
    nt_position_seek(p, n);
    free(no_why);
    return (long)n;
}

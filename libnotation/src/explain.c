#include "explain.h"

#include <stdlib.h>
#include <string.h>

struct nt_explainer {
    nt_observer obs;
    FILE *out;
    const struct nt_engine_hooks *hooks;
    const void *state;
    nt_buf pending; /* what was said and noted since the last step */
    nt_buf scratch;
};

static nt_explainer *S_self(nt_observer *o)
{
    return (nt_explainer *)o;
}

/* Indent every line of `text` by `pad`. */
static void S_indented(FILE *out, const char *text, const char *pad)
{
    while (*text) {
        size_t n = strcspn(text, "\n");
        fprintf(out, "%s%.*s\n", pad, (int)n, text);
        text += n;
        if (*text == '\n')
            text++;
    }
}

static void S_say(nt_observer *o, const char *text)
{
    nt_explainer *e = S_self(o);
    nt_buf_printf(&e->pending, "- %s\n", text);
}

static void S_note(nt_observer *o, const char *text)
{
    nt_explainer *e = S_self(o);
    nt_buf_printf(&e->pending, "note: %s\n", text);
}

static void S_step(nt_observer *o, long n, const char *label)
{
    nt_explainer *e = S_self(o);
    fprintf(e->out, "Step %ld: %s\n", n, label);
    S_indented(e->out, nt_buf_str(&e->pending), "  ");
    nt_buf_clear(&e->pending);
    nt_buf_clear(&e->scratch);
    e->hooks->describe(e->state, &e->scratch);
    S_indented(e->out, nt_buf_str(&e->scratch), "    ");
    fputc('\n', e->out);
}

nt_explainer *nt_explainer_new(FILE *out, const struct nt_engine_hooks *hooks,
                               const void *state)
{
    nt_explainer *e = nt_xcalloc(1, sizeof *e);
    e->out = out;
    e->hooks = hooks;
    e->state = state;
    e->obs.say = S_say;
    e->obs.note = S_note;
    e->obs.step = S_step;
    return e;
}

void nt_explainer_free(nt_explainer *e)
{
    if (!e)
        return;
    /* Notes after the last step still deserve to be read. */
    if (e->pending.len)
        S_indented(e->out, nt_buf_str(&e->pending), "  ");
    nt_buf_free(&e->pending);
    nt_buf_free(&e->scratch);
    free(e);
}

nt_observer *nt_explainer_observer(nt_explainer *e)
{
    return &e->obs;
}

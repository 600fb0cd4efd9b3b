#include "explain.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ printing */

/* Columns of n bytes of UTF-8: one per character. */
static size_t S_cols(const char *s, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        c += ((unsigned char)s[i] & 0xC0) != 0x80;
    return c;
}

/* A line's continuation goes under its text: after "- ", after a label
 * of a few words ("note: ", "pot: ", "seat 1 (Nina): "), or 4 in. */
static size_t S_hang(const char *s, size_t n)
{
    if (n >= 2 && s[0] == '-' && s[1] == ' ')
        return 2;
    for (size_t i = 0; i + 1 < n && i < 24; i++)
        if (s[i] == ':' && s[i + 1] == ' ')
            return S_cols(s, i + 2) <= 20 ? S_cols(s, i + 2) : 4;
    return 4;
}

/* n bytes after the pad and `indent` spaces, then a line break. */
static void S_put_line(nt_buf *out, const char *pad, size_t padn,
                       size_t indent, const char *s, size_t n)
{
    static const char spaces[] = "                                ";
    nt_buf_add(out, pad, padn);
    for (size_t k; indent; indent -= k) {
        k = indent < sizeof spaces - 1 ? indent : sizeof spaces - 1;
        nt_buf_add(out, spaces, k);
    }
    nt_buf_add(out, s, n);
    nt_buf_putc(out, '\n');
}

/* Where the piece of s[start..n) that fits in `room` columns ends: all of
 * it when it fits; else the last space that leaves the text before it in
 * the room, or the first one at all when a word is wider; a space after a
 * comma when it fills two thirds of the room ("yellow-1 x13" stays
 * together).  One pass, the columns counted as it goes: explain wraps
 * every line it writes. */
static size_t S_cut(const char *s, size_t start, size_t n, size_t lead,
                    size_t room)
{
    if (n - start <= room) /* a byte is at least a column's worth */
        return n;
    size_t cut = 0, comma = 0;
    size_t cols = ((unsigned char)s[start] & 0xC0) != 0x80;
    for (size_t i = start + 1; i < n; i++) {
        if (s[i] != ' ' || s[i - 1] == ' ' || i <= lead) {
            cols += ((unsigned char)s[i] & 0xC0) != 0x80;
            continue;
        }
        /* cols: the columns of s[start..i) */
        if (cols > room && cut)
            break;
        cut = i;
        if ((s[i - 1] == ',' || s[i - 1] == ';') && cols * 3 >= room * 2)
            comma = i;
        if (cols > room)
            break;
        cols++;
    }
    /* Had any prefix gone past the room the loop would have broken off
     * with cols > room; otherwise cols counts the whole piece. */
    if (cols <= room)
        return n;
    return comma ? comma : cut ? cut : n;
}

/* One line (n bytes, no newline) after a pad of padc columns, wrapped. */
static void S_wrap_line(nt_buf *out, const char *pad, size_t padn,
                        size_t padc, const char *s, size_t n, int width)
{
    /* Bytes first: most lines are short and need no counting.  A line
     * that fits in columns though not in bytes comes out of S_cut
     * whole. */
    if (width <= 0 || padc + n <= (size_t)width) {
        S_put_line(out, pad, padn, 0, s, n);
        return;
    }
    size_t lead = 0;
    while (lead < n && s[lead] == ' ')
        lead++;
    size_t hang = lead + S_hang(s + lead, n - lead);
    if (padc + hang + 20 > (size_t)width)
        hang = padc + lead + 22 > (size_t)width ? 2 : lead + 2;
    size_t start = 0, indent = 0;
    while (start < n) {
        size_t room = (size_t)width > padc + indent
                          ? (size_t)width - padc - indent : 1;
        size_t end = S_cut(s, start, n, lead, room);
        S_put_line(out, pad, padn, indent, s + start, end - start);
        start = end;
        while (start < n && s[start] == ' ')
            start++;
        indent = hang;
    }
}

/* The bytes of the line at text (its line break not counted). */
static size_t S_line_len(const char *text, const char *end)
{
    const char *nl = memchr(text, '\n', (size_t)(end - text));
    return nl ? (size_t)(nl - text) : (size_t)(end - text);
}

void nt_wrap_buf(nt_buf *out, const char *text, size_t len, const char *pad,
                 int width)
{
    size_t padn = strlen(pad), padc = S_cols(pad, padn);
    for (const char *end = text + len; text < end;) {
        size_t n = S_line_len(text, end);
        S_wrap_line(out, pad, padn, padc, text, n, width);
        text += n + (text + n < end); /* and its line break */
    }
}

void nt_wrap_print(FILE *out, const char *text, const char *pad, int width)
{
    nt_buf b = {0};
    nt_wrap_buf(&b, text, strlen(text), pad, width);
    if (b.len)
        fwrite(b.data, 1, b.len, out);
    nt_buf_free(&b);
}

long nt_label_number(const char *label, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(label, word, n) || label[n] != ' ' || label[n + 1] < '0' ||
        label[n + 1] > '9')
        return 0;
    return strtol(label + n + 1, NULL, 10);
}

/* ------------------------------------------------------------- header */

/* Text with its runs of blank space made one space. */
static void S_squeezed(nt_buf *out, const char *s)
{
    int space = 0;
    s += strspn(s, " \t\r\n");
    for (; *s; s++) {
        if (strchr(" \t\r\n", *s)) {
            space = 1;
            continue;
        }
        if (space)
            nt_buf_putc(out, ' ');
        nt_buf_putc(out, *s);
        space = 0;
    }
}

/* "seat 2 (Bruno)" for the text "2", or the text as it is. */
static void S_seat(nt_buf *out, const char *text,
                   const struct nt_engine_hooks *hooks, const void *state,
                   long seats)
{
    char *end;
    long n = strtol(text, &end, 10);
    if (*end || end == text || n < 1 || n > seats)
        nt_buf_puts(out, text);
    else
        hooks->actor_name(state, (int)n - 1, out);
}

static void S_seats_value(nt_buf *out, const char *list,
                          const struct nt_engine_hooks *hooks,
                          const void *state, long seats)
{
    char word[32];
    int first = 1;
    while (*list) {
        list += strspn(list, " \t\r\n");
        size_t n = strcspn(list, " \t\r\n");
        if (!n)
            break;
        snprintf(word, sizeof word, "%.*s", (int)(n < 31 ? n : 31), list);
        nt_buf_puts(out, first ? "" : ", ");
        S_seat(out, word, hooks, state, seats);
        first = 0;
        list += n;
    }
}

/* How many seats the set-up has: its players="N", or its <seat n>. */
static long S_seats(const nt_node *setup)
{
    const char *p = setup ? nt_attr(setup, "players") : NULL;
    long n = p ? strtol(p, NULL, 10) : 0;
    for (const nt_node *c = setup ? setup->first : NULL; c; c = c->next) {
        const char *k = nt_is_elem(c, "seat") ? nt_attr(c, "n") : NULL;
        long v = k ? strtol(k, NULL, 10) : 0;
        if (v > n)
            n = v;
    }
    return n > 0 && n <= 16 ? n : 0;
}

/* The attributes of <result> ("winners: seat 2 (Lucas); by: guild") or
 * of an element in it ("seat 1 (Nina) vp 77"). */
static void S_result_part(nt_buf *out, const nt_node *e, int top,
                          const struct nt_engine_hooks *hooks,
                          const void *state, long seats)
{
    for (int i = 0; i < e->nattrs; i++) {
        const nt_node_attr *a = &e->attrs[i];
        nt_buf_puts(out, !i ? "" : top ? "; " : " ");
        if (!strcmp(a->name, "seat")) {
            S_seat(out, a->value, hooks, state, seats);
            continue;
        }
        nt_buf_printf(out, "%s%s ", a->name, top ? ":" : "");
        if (!strcmp(a->name, "winners"))
            S_seats_value(out, a->value, hooks, state, seats);
        else
            nt_buf_puts(out, a->value);
    }
}

static void S_result(nt_buf *out, const nt_node *result,
                     const struct nt_engine_hooks *hooks, const void *state,
                     long seats)
{
    nt_buf_puts(out, "Result recorded:");
    int parts = result->nattrs > 0;
    if (parts)
        nt_buf_putc(out, ' ');
    S_result_part(out, result, 1, hooks, state, seats);
    const char *last = NULL;
    for (const nt_node *c = result->first; c; c = c->next) {
        if (!nt_is_elem(c, NULL))
            continue;
        if (last && !strcmp(last, c->name))
            nt_buf_puts(out, ", ");
        else
            nt_buf_printf(out, "%s %s: ", parts ? ";" : "", c->name);
        S_result_part(out, c, 0, hooks, state, seats);
        last = c->name;
        parts = 1;
    }
    nt_buf_puts(out, parts ? "\n" : " nothing said\n");
}

void nt_explain_header(nt_buf *out, const nt_node *game, const nt_node *meta,
                       const struct nt_engine_hooks *hooks,
                       const void *state)
{
    static const char *const roster[][2] = {
        {"event", "Event"}, {"site", "Site"},           {"date", "Date"},
        {"round", "Round"}, {"annotator", "Annotator"},
    };
    nt_buf scratch = {0};
    for (size_t i = 0; meta && i < sizeof roster / sizeof *roster; i++) {
        const nt_node *e = nt_child(meta, roster[i][0]);
        if (!e)
            continue;
        nt_buf_printf(out, "%s: ", roster[i][1]);
        S_squeezed(out, nt_text(e, &scratch));
        nt_buf_putc(out, '\n');
    }
    nt_buf_free(&scratch);
    long seats = S_seats(nt_child(game, "setup"));
    if (seats) {
        nt_buf_puts(out, "Players: ");
        for (long i = 0; i < seats; i++) {
            nt_buf_puts(out, i ? ", " : "");
            hooks->actor_name(state, (int)i, out);
        }
        nt_buf_putc(out, '\n');
    }
    const nt_node *result = nt_child(game, "result");
    if (result)
        S_result(out, result, hooks, state, seats ? seats : 16);
}

/* ----------------------------------------------------------- explaining */

/* A long line of the state, and what wrapping it gave: from one step to
 * the next most of the state stays as it was, and breaking a long line
 * costs more than comparing it. */
typedef struct S_wrapped {
    nt_buf line, out;
} S_wrapped;

struct nt_explainer {
    nt_observer obs;
    nt_explain_config c;
    nt_buf pending; /* what was said and noted since the last step */
    nt_buf state;   /* the state after the last step */
    nt_buf head;    /* the step's line, before it is wrapped */
    nt_buf out;     /* what a step prints, written at once */
    S_wrapped *wrapped; /* the state's long lines, by their place in it */
    size_t nwrapped;
    int held;       /* `state` is still to be told (--state turn, round) */
    int told;       /* a step was told */
    long unit;      /* the turn or round of the last step */
    const char *mark; /* the annotator's mark on a move of the step */
};

static nt_explainer *S_self(nt_observer *o)
{
    return (nt_explainer *)o;
}

static void S_say(nt_observer *o, const char *text)
{
    nt_explainer *e = S_self(o);
    nt_buf_puts(&e->pending, "- ");
    nt_buf_puts(&e->pending, text);
    nt_buf_putc(&e->pending, '\n');
}

static void S_note(nt_observer *o, const char *text)
{
    nt_explainer *e = S_self(o);
    nt_buf_puts(&e->pending, "note: ");
    if (e->c.width > 0)
        S_squeezed(&e->pending, text); /* the record's line breaks go */
    else
        nt_buf_puts(&e->pending, text);
    nt_buf_putc(&e->pending, '\n');
}

/* The turn or round a step belongs to, as the mode counts them; a step
 * whose label numbers neither (the deal, the end) belongs to the last. */
static long S_unit(const nt_explainer *e, const char *label)
{
    long turn = nt_label_number(label, "turn");
    long round = nt_label_number(label, "round");
    long u = e->c.state_print == NT_STATE_ROUND ? (round ? round : turn)
                                                : (turn ? turn : round);
    return u ? u : e->unit;
}

/* `b` wrapped into what the step prints. */
static void S_wrap(nt_explainer *e, const nt_buf *b, const char *pad)
{
    nt_wrap_buf(&e->out, nt_buf_str(b), b->len, pad, e->c.width);
}

/* The state's line number i (n bytes) wrapped after the state's pad, or
 * copied from the last time it was the same. */
static void S_state_line(nt_explainer *e, size_t i, const char *line,
                         size_t n)
{
    static const char pad[] = "    ";
    size_t padn = sizeof pad - 1;
    if (e->c.width <= 0 || padn + n <= (size_t)e->c.width) {
        S_put_line(&e->out, pad, padn, 0, line, n);
        return;
    }
    if (i >= e->nwrapped) {
        size_t more = i + 8;
        e->wrapped = nt_xrealloc(e->wrapped, more * sizeof *e->wrapped);
        memset(e->wrapped + e->nwrapped, 0,
               (more - e->nwrapped) * sizeof *e->wrapped);
        e->nwrapped = more;
    }
    S_wrapped *w = &e->wrapped[i];
    if (w->line.len == n && !memcmp(w->line.data, line, n)) {
        nt_buf_add(&e->out, w->out.data, w->out.len);
        return;
    }
    size_t at = e->out.len;
    S_wrap_line(&e->out, pad, padn, padn, line, n, e->c.width);
    nt_buf_clear(&w->line);
    nt_buf_add(&w->line, line, n);
    nt_buf_clear(&w->out);
    nt_buf_add(&w->out, e->out.data + at, e->out.len - at);
}

/* The state, each line after a pad of 4 (nt_wrap_buf's lines). */
static void S_wrap_state(nt_explainer *e)
{
    const char *text = nt_buf_str(&e->state), *end = text + e->state.len;
    for (size_t i = 0; text < end; i++) {
        size_t n = S_line_len(text, end);
        S_state_line(e, i, text, n);
        text += n + (text + n < end); /* and its line break */
    }
}

/* What was gathered, in one write (stdio keeps its error for the
 * caller's check, as it would for many small ones). */
static void S_flush(nt_explainer *e)
{
    if (e->out.len)
        fwrite(e->out.data, 1, e->out.len, e->c.out);
    nt_buf_clear(&e->out);
}

/* The end of a turn or round: the state it leaves, and a blank line. */
static void S_close_unit(nt_explainer *e)
{
    if (e->held)
        S_wrap_state(e);
    if (e->held || e->c.state_print == NT_STATE_NONE)
        nt_buf_putc(&e->out, '\n');
    e->held = 0;
}

/* "Step N: label", and the annotator's mark beside the move. */
static void S_head(nt_explainer *e, long n, const char *label)
{
    nt_buf *h = &e->head;
    nt_buf_clear(h);
    nt_buf_puts(h, "Step ");
    nt_buf_putl(h, n);
    nt_buf_puts(h, ": ");
    nt_buf_puts(h, label);
    if (e->mark) {
        nt_buf_putc(h, ' ');
        nt_buf_puts(h, e->mark);
    }
    e->mark = NULL;
    S_wrap(e, h, "");
}

static void S_step(nt_observer *o, long n, const char *label)
{
    nt_explainer *e = S_self(o);
    long unit = S_unit(e, label);
    if (e->told && unit != e->unit)
        S_close_unit(e);
    S_head(e, n, label);
    S_wrap(e, &e->pending, "  ");
    nt_buf_clear(&e->pending);
    e->told = 1;
    e->unit = unit;
    if (e->c.state_print != NT_STATE_NONE) {
        nt_buf_clear(&e->state);
        e->c.hooks->describe(e->c.state, &e->state);
        if (e->c.state_print == NT_STATE_EVERY) {
            S_wrap_state(e);
            nt_buf_putc(&e->out, '\n');
        } else {
            e->held = 1;
        }
    }
    S_flush(e);
}

static void S_mark(nt_observer *o, const char *mark)
{
    S_self(o)->mark = mark;
}

nt_explainer *nt_explainer_new(const nt_explain_config *c)
{
    nt_explainer *e = nt_xcalloc(1, sizeof *e);
    e->c = *c;
    e->obs.say = S_say;
    e->obs.note = S_note;
    e->obs.step = S_step;
    e->obs.mark = S_mark;
    return e;
}

void nt_explainer_free(nt_explainer *e)
{
    if (!e)
        return;
    if (e->told)
        S_close_unit(e);
    /* Notes after the last step still deserve to be read. */
    S_wrap(e, &e->pending, "  ");
    S_flush(e);
    nt_buf_free(&e->pending);
    nt_buf_free(&e->state);
    nt_buf_free(&e->head);
    nt_buf_free(&e->out);
    for (size_t i = 0; i < e->nwrapped; i++) {
        nt_buf_free(&e->wrapped[i].line);
        nt_buf_free(&e->wrapped[i].out);
    }
    free(e->wrapped);
    free(e);
}

nt_observer *nt_explainer_observer(nt_explainer *e)
{
    return &e->obs;
}

/* ------------------------------------------------------------ replaying */

static void S_range(long r[2], long v)
{
    if (!v)
        return;
    if (!r[0] || v < r[0])
        r[0] = v;
    if (v > r[1])
        r[1] = v;
}

static void S_log_step(nt_observer *o, long n, const char *label)
{
    nt_step_log *l = (nt_step_log *)o;
    long turn = nt_label_number(label, "turn");
    long round = nt_label_number(label, "round");
    if (!l->first && ((l->want_turn && turn == l->want_turn) ||
                      (l->want_round && round == l->want_round)))
        l->first = n;
    S_range(l->turn, turn);
    S_range(l->round, round);
    l->last = n;
    nt_buf_clear(&l->label);
    nt_buf_puts(&l->label, label);
}

void nt_step_log_init(nt_step_log *l, long want_turn, long want_round)
{
    memset(l, 0, sizeof *l);
    l->obs.step = S_log_step;
    l->want_turn = want_turn;
    l->want_round = want_round;
}

void nt_step_log_restart(nt_step_log *l)
{
    l->last = 0;
    nt_buf_clear(&l->label);
}

void nt_step_log_free(nt_step_log *l)
{
    nt_buf_free(&l->label);
}

static void S_has(nt_buf *out, const char *what, const long r[2])
{
    if (!r[0])
        nt_buf_printf(out, "no %ss", what);
    else if (r[0] == r[1])
        nt_buf_printf(out, "%s %ld only", what, r[0]);
    else
        nt_buf_printf(out, "%ss %ld to %ld", what, r[0], r[1]);
}

const char *nt_step_log_missing(nt_step_log *l)
{
    int turn = l->want_turn != 0;
    const long *asked = turn ? l->turn : l->round;
    const long *other = turn ? l->round : l->turn;
    nt_buf *out = &l->label;
    nt_buf_clear(out);
    nt_buf_printf(out, "there is no %s %ld: the record ",
                  turn ? "turn" : "round",
                  turn ? l->want_turn : l->want_round);
    if (!asked[0] && other[0]) {
        /* "only round 1", never "only round 1 only" */
        nt_buf_printf(out, "numbers no %ss, only ", turn ? "turn" : "round");
        if (other[0] == other[1])
            nt_buf_printf(out, "%s %ld", turn ? "round" : "turn", other[0]);
        else
            S_has(out, turn ? "round" : "turn", other);
    } else {
        nt_buf_puts(out, "has ");
        S_has(out, turn ? "turn" : "round", asked);
    }
    return nt_buf_str(out);
}

void nt_step_log_lines(const nt_step_log *l, long steps, nt_buf *out)
{
    if (l->first)
        nt_buf_printf(out, "%s %ld begins with step %ld\n",
                      l->want_turn ? "Turn" : "Round",
                      l->want_turn ? l->want_turn : l->want_round, l->first);
    if (steps > 0 && l->last == steps)
        nt_buf_printf(out, "After step %ld: %s\n", steps,
                      nt_buf_str(&l->label));
    nt_buf_printf(out, "State after step %ld:\n", steps);
}

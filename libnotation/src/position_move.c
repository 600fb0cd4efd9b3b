/* Moves at a position (position_move.h): listing the legal ones, with the
 * text of each as the record writes it and the rules of its parts.  A
 * move's text is written by watching the engine play it: the elements it
 * opens and closes and where each answer goes, so that an effect comes
 * inside the card placed (<place card="reine" at="d4"><send-back
 * at="e5"/></place>) as in a record. */
#include <stdlib.h>
#include <string.h>

#include "position_move.h"

/* Positions visited while listing moves, at most: a Castel action with
 * its effects can have tens of thousands of complete forms. */
#define MAX_VISITS 20000
#define MAX_PARTS 64

/* ------------------------------------------------------------ probes */

static void S_probe_stop(void *user, nt_play *p, const nt_ask *a,
                         const char *elem)
{
    nt_probe_stop *s = &((nt_probe *)user)->stop;
    s->over = 0;
    s->actor = a->actor;
    s->step = nt_play_steps(p) + 1;
    s->q = a->q;
    s->rule = NT_ASK_RULE(a);
    s->key = a->key;
    s->dflt = a->dflt;
    s->n = a->n < 0 ? 0 : a->n > NT_MAX_LEGAL ? NT_MAX_LEGAL : a->n;
    memcpy(s->vals, a->vals, (size_t)s->n * sizeof *s->vals);
    s->elem = elem;
}

void nt_probe_init(nt_probe *pr, nt_position *pos)
{
    memset(pr, 0, sizeof *pr);
    pr->pos = pos;
    pr->state = nt_xcalloc(1, pos->g->state_size);
}

void nt_probe_free(nt_probe *pr)
{
    free(pr->state);
    pr->state = NULL;
}

int nt_probe_run(nt_probe *pr, size_t k, const int32_t *extra, size_t n)
{
    nt_position *pos = pr->pos;
    int32_t *vals = nt_xmalloc((k + n + 1) * sizeof *vals);
    if (k) /* no copies from the null pointers of empty arrays */
        memcpy(vals, pos->line.vals, k * sizeof *vals);
    if (n)
        memcpy(vals + k, extra, n * sizeof *vals);
    nt_script_source src;
    nt_script_source_init(&src, vals, k + n);
    src.stop = S_probe_stop;
    src.user = pr;
    memset(pr->state, 0, pos->g->state_size);
    pos->g->init(pr->state, pos->setup);
    nt_play_config pc = {0};
    pc.hooks = pos->g->hooks;
    pc.state = pr->state;
    pc.source = &src.base;
    pc.observers = pr->watch;
    pc.facts = NT_FACTS_NONE;
    pc.stop_at = -1;
    nt_play *play = nt_play_new(&pc);
    memset(&pr->stop, 0, sizeof pr->stop);
    pr->stop.over = 1;
    pr->stop.actor = -2;
    int rc = pos->g->play(pr->state, play);
    if (pr->stop.over)
        pr->stop.step = nt_play_steps(play) + 1;
    nt_play_free(play);
    size_t used = src.pos;
    free(vals);
    return rc == NT_FAIL || used != k + n ? -1 : 0;
}

/* --------------------------------------------------------- move text */

static nt_move_text *S_text(nt_observer *o)
{
    return (nt_move_text *)o;
}

/* Inside the move: after its first answer, before the next move's. */
static int S_inside(const nt_move_text *t)
{
    return t->seen > t->from && t->seen <= t->to;
}

static void S_end_tag(nt_move_text *t)
{
    if (t->tag_open)
        nt_buf_putc(t->out, '>');
    t->tag_open = 0;
}

static void S_sibling(nt_move_text *t)
{
    S_end_tag(t);
    if (t->depth == 0 && t->out->len)
        nt_buf_putc(t->out, ' ');
}

static void S_open(nt_observer *o, const char *name, int emit, int present)
{
    nt_move_text *t = S_text(o);
    (void)present;
    /* What opens after the move's last answer belongs to the next, but
     * for the element that answer chose. */
    if (!emit || !S_inside(t) || (t->seen == t->to && !t->chosen))
        return;
    t->chosen = 0;
    S_sibling(t);
    nt_buf_printf(t->out, "<%s", name);
    if (t->depth < 64)
        t->names[t->depth] = name;
    t->depth++;
    t->tag_open = 1;
}

static void S_close_one(nt_move_text *t)
{
    t->depth--;
    if (t->tag_open)
        nt_buf_puts(t->out, "/>");
    else if (t->depth < 64)
        nt_buf_printf(t->out, "</%s>", t->names[t->depth]);
    t->tag_open = 0;
}

static void S_close(nt_observer *o, int emit)
{
    nt_move_text *t = S_text(o);
    if (emit && S_inside(t) && t->depth > 0)
        S_close_one(t);
}

static void S_format(nt_move_text *t, const nt_type *type, int32_t v)
{
    type->format(t->state, v, t->out);
}

static void S_answer(nt_observer *o, const nt_ask *a, int32_t v)
{
    nt_move_text *t = S_text(o);
    size_t i = t->seen++;
    if (i < t->from || i >= t->to || v == NT_NONE)
        return;
    const nt_question *q = a->q;
    switch (q->bind) {
    case NT_BIND_ELEM:
        t->chosen = 1; /* the element opens next */
        break;
    case NT_BIND_ATTR:
        if (v == a->dflt)
            break;
        if (t->tag_open || t->out->len)
            nt_buf_putc(t->out, ' ');
        nt_buf_printf(t->out, "%s=\"", q->attr);
        S_format(t, q->type, v);
        nt_buf_putc(t->out, '"');
        break;
    case NT_BIND_TOKEN:
        S_end_tag(t);
        if (t->out->len && t->out->data[t->out->len - 1] != '>')
            nt_buf_putc(t->out, ' ');
        S_format(t, q->type, v);
        break;
    case NT_BIND_KEYED:
        if (v == a->dflt)
            break;
        S_sibling(t);
        nt_buf_printf(t->out, "<%s %s=\"", q->elem, q->key);
        S_format(t, q->keytype, a->key);
        nt_buf_printf(t->out, "\" %s=\"", q->attr);
        S_format(t, q->type, v);
        nt_buf_puts(t->out, "\"/>");
        break;
    }
}

void nt_move_text_init(nt_move_text *t, const void *state, size_t from,
                       size_t to, nt_buf *out)
{
    memset(t, 0, sizeof *t);
    t->obs.open = S_open;
    t->obs.close = S_close;
    t->obs.answer = S_answer;
    t->state = state;
    t->from = from;
    t->to = to;
    t->out = out;
}

void nt_move_text_inside(nt_move_text *t, const char *elem)
{
    nt_buf_printf(t->out, "<%s", elem);
    t->names[0] = elem;
    t->depth = 1;
    t->tag_open = 1;
}

/* The element the rest of a move from the position is written in, when
 * it starts inside one already open (its card asked, the <place> open):
 * the rest is written as that element, so that it reads as a record does;
 * NULL at the start of a move. */
static const char *S_inside_elem(nt_position *p, const nt_probe_stop *s)
{
    if (nt_position_move_start(p) || s->over || !s->elem)
        return NULL;
    return s->q->bind == NT_BIND_ATTR || s->q->bind == NT_BIND_TOKEN ? s->elem
                                                                     : NULL;
}

void nt_move_text_finish(nt_move_text *t)
{
    while (t->depth > 0)
        S_close_one(t);
}

/* -------------------------------------------------------- the listing */

void nt_move_list_free(nt_move_list *m)
{
    free(m->text);
    free(m->rule);
    free(m->first);
    nt_buf_free(&m->strs);
    nt_buf_free(&m->atoms);
    memset(m, 0, sizeof *m);
}

static void S_list_clear(nt_move_list *m)
{
    m->n = 0;
    nt_buf_clear(&m->strs);
    nt_buf_clear(&m->atoms);
    m->complete = 1;
}

/* The rules of a move's parts, each once, in order. */
static void S_rules(nt_buf *out, const char *const *rules, int n)
{
    for (int i = 0; i < n; i++) {
        int seen = 0;
        for (int j = 0; j < i && !seen; j++)
            seen = !strcmp(rules[i], rules[j]);
        if (!seen)
            nt_buf_printf(out, "%s%s", out->len ? ", " : "", rules[i]);
    }
}

static void S_list_add(nt_move_list *m, const char *text, const char *rules,
                       const int32_t *atoms, int n)
{
    if (m->n + 1 >= m->cap) {
        m->cap = m->cap ? 2 * m->cap : 64;
        m->text = nt_xrealloc(m->text, m->cap * sizeof *m->text);
        m->rule = nt_xrealloc(m->rule, m->cap * sizeof *m->rule);
        m->first = nt_xrealloc(m->first, (m->cap + 1) * sizeof *m->first);
    }
    m->text[m->n] = m->strs.len;
    nt_buf_puts(&m->strs, text);
    nt_buf_putc(&m->strs, '\0');
    m->rule[m->n] = m->strs.len;
    nt_buf_puts(&m->strs, rules);
    nt_buf_putc(&m->strs, '\0');
    m->first[m->n] = m->atoms.len / sizeof *atoms;
    nt_buf_add(&m->atoms, atoms, (size_t)n * sizeof *atoms);
    m->n++;
    m->first[m->n] = m->atoms.len / sizeof *atoms;
}

typedef struct lister {
    nt_position *pos;
    nt_probe probe;
    size_t at, limit;
    long visits;
    int actor;
    long step;
    int32_t atoms[MAX_PARTS];
    const char *rules[MAX_PARTS];
    nt_ask asks[MAX_PARTS];     /* the question and key of each part */
    int n;
    nt_buf text, rule;
    const char *inside;         /* the rest of a move, in this element */
} lister;

/* A move the record writes by leaving its answers out: each part as the
 * record "writes" it ("(no <spend>)"). */
static void S_silent(nt_buf *out, const nt_ask *asks, const int32_t *atoms,
                     int n, const void *state)
{
    nt_buf spelled = {0};
    for (int i = 0; i < n; i++) {
        nt_buf_clear(&spelled);
        nt_spell(state, &asks[i], atoms[i], &spelled);
        if (i)
            nt_buf_putc(out, ' ');
        nt_written(&asks[i], nt_buf_str(&spelled), out, state);
    }
    nt_buf_free(&spelled);
}

/* The move of `l->n` parts is complete: its text, then the listing. */
static void S_leaf(lister *l)
{
    nt_move_list *m = &l->pos->moves;
    if (l->limit && m->n >= l->limit) {
        m->complete = 0;
        return;
    }
    nt_buf_clear(&l->text);
    nt_buf_clear(&l->rule);
    nt_move_text t;
    nt_move_text_init(&t, l->probe.state, l->at, l->at + (size_t)l->n,
                      &l->text);
    if (l->inside)
        nt_move_text_inside(&t, l->inside);
    l->probe.watch = &t.obs;
    nt_probe_run(&l->probe, l->at, l->atoms, (size_t)l->n);
    l->probe.watch = NULL;
    nt_move_text_finish(&t);
    if (!l->text.len) /* a move the record writes by silence alone */
        S_silent(&l->text, l->asks, l->atoms, l->n, l->probe.state);
    S_rules(&l->rule, l->rules, l->n);
    S_list_add(m, nt_buf_str(&l->text), nt_buf_str(&l->rule), l->atoms,
               l->n);
}

/* Every answer to the ask in l->probe.stop, and after each the rest of
 * the move: the same actor choosing again within the same step.  The
 * search may visit positions up to `end` (of l->visits): each answer has
 * an even share of what is left, so that one card with tens of thousands
 * of effect targets does not hide the others. */
static void S_walk(lister *l, long end)
{
    nt_probe_stop here = l->probe.stop;
    for (int i = 0; i < here.n && !(l->limit && l->pos->moves.n >= l->limit);
         i++) {
        long share = l->visits + (end - l->visits) / (here.n - i);
        if (l->visits >= share || l->n >= MAX_PARTS) {
            l->pos->moves.complete = 0; /* no share left for this one */
            continue;
        }
        l->visits++;
        l->atoms[l->n] = here.vals[i];
        l->rules[l->n] = here.rule;
        l->asks[l->n] = (nt_ask){.q = here.q, .key = here.key};
        l->n++;
        if (nt_probe_run(&l->probe, l->at, l->atoms, (size_t)l->n) == 0) {
            const nt_probe_stop *s = &l->probe.stop;
            if (!s->over && s->actor == l->actor && s->step == l->step &&
                l->actor != NT_CHANCE)
                S_walk(l, share);
            else
                S_leaf(l);
        }
        l->n--;
    }
}

size_t nt_position_moves(nt_position *p, size_t limit, int *complete)
{
    nt_move_list *m = &p->moves;
    S_list_clear(m);
    if (!p->ask.over) {
        lister l = {0};
        l.pos = p;
        l.at = p->at;
        l.limit = limit;
        nt_probe_init(&l.probe, p);
        if (nt_probe_run(&l.probe, p->at, NULL, 0) == 0 &&
            !l.probe.stop.over) {
            l.actor = l.probe.stop.actor;
            l.step = l.probe.stop.step;
            l.inside = S_inside_elem(p, &l.probe.stop);
            S_walk(&l, MAX_VISITS);
        }
        nt_probe_free(&l.probe);
        nt_buf_free(&l.text);
        nt_buf_free(&l.rule);
    }
    if (complete)
        *complete = m->complete;
    return m->n;
}

const char *nt_position_move_text(const nt_position *p, size_t i)
{
    return i < p->moves.n ? p->moves.strs.data + p->moves.text[i] : NULL;
}

const char *nt_position_move_rule(const nt_position *p, size_t i)
{
    return i < p->moves.n ? p->moves.strs.data + p->moves.rule[i] : NULL;
}

/* ------------------------------------------------- the line's own move */

size_t nt_position_move_length(const nt_position *p)
{
    size_t k = p->at, n = 0;
    if (p->ask.over || k >= p->line.n)
        return 0;
    if (p->line.seats[k] == 0)
        return 1; /* a chance outcome is a move of its own */
    while (k + n < p->line.n && p->line.seats[k + n] == p->line.seats[k] &&
           p->line.steps[k + n] == p->line.steps[k])
        n++;
    return n;
}

int nt_position_move_start(const nt_position *p)
{
    size_t k = p->at;
    if (p->ask.over)
        return 0;
    if (k == 0 || k > p->line.n || p->ask.actor == 0)
        return 1;
    int actor = p->ask.actor;
    return p->line.seats[k - 1] != actor || p->line.steps[k - 1] != p->ask.step;
}

char *nt_position_recorded_move(nt_position *p)
{
    size_t n = nt_position_move_length(p);
    if (!n)
        return NULL;
    nt_buf text = {0};
    nt_probe pr;
    nt_probe_init(&pr, p);
    nt_move_text t;
    nt_move_text_init(&t, pr.state, p->at, p->at + n, &text);
    if (!nt_position_move_start(p) && nt_probe_run(&pr, p->at, NULL, 0) == 0) {
        const char *inside = S_inside_elem(p, &pr.stop);
        if (inside)
            nt_move_text_inside(&t, inside);
    }
    pr.watch = &t.obs;
    nt_probe_run(&pr, p->at, p->line.vals + p->at, n);
    nt_move_text_finish(&t);
    nt_probe_free(&pr);
    /* A move the record writes by silence alone: say so in its terms. */
    if (!text.len)
        nt_buf_puts(&text, p->line.writtens[p->at]);
    return nt_buf_take(&text);
}

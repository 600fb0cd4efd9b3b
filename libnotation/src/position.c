/* A position: a record's line of play replayed up to one choice, with
 * the question asked there copied out of the engine (position_open.c
 * reads the line).  Moving replays from the start: the state is always
 * the engine's own. */
#include <stdlib.h>
#include <string.h>

#include "position_internal.h"
#include "src_script.h"

/* -------------------------------------------------------- the question */

void nt_written(const nt_ask *a, const char *value, nt_buf *out,
                const void *state)
{
    const nt_question *q = a->q;
    int none = !strcmp(value, "-");
    switch (q->bind) {
    case NT_BIND_ELEM:
        if (none)
            nt_buf_puts(out, "(none of them: the record writes nothing)");
        else
            nt_buf_printf(out, "<%s/>", value);
        break;
    case NT_BIND_ATTR:
        if (none)
            nt_buf_printf(out, "(no %s)", q->attr);
        else
            nt_buf_printf(out, "%s=\"%s\"", q->attr, value);
        break;
    case NT_BIND_TOKEN:
        nt_buf_puts(out, none ? "(end of the list)" : value);
        break;
    case NT_BIND_KEYED:
        if (none) {
            nt_buf_printf(out, "(no <%s>)", q->elem);
            break;
        }
        nt_buf_printf(out, "<%s %s=\"", q->elem, q->key);
        q->keytype->format(state, a->key, out);
        nt_buf_printf(out, "\" %s=\"%s\"/>", q->attr, value);
        break;
    }
}

/* A question's id as the catalogue of questions spells it, without the
 * "q:" that keeps it apart from the rule ids in the sources. */
const char *nt_question_name(const nt_question *q)
{
    return strncmp(q->id, "q:", 2) ? q->id : q->id + 2;
}

static void S_form(nt_asked *k, const nt_ask *a, const char *elem,
                   const void *state)
{
    const nt_question *q = a->q;
    nt_buf *out = &k->form;
    switch (q->bind) {
    case NT_BIND_ELEM:
        for (int i = 0; q->elems[i]; i++)
            nt_buf_printf(out, "%s<%s/>", i ? " or " : "", q->elems[i]);
        break;
    case NT_BIND_ATTR:
        nt_buf_printf(out, "<%s %s=\"...\">", elem ? elem : "?", q->attr);
        break;
    case NT_BIND_TOKEN:
        nt_buf_printf(out, "<%s>... ...</%s>", elem ? elem : "?",
                      elem ? elem : "?");
        break;
    case NT_BIND_KEYED:
        nt_buf_printf(out, "<%s %s=\"", q->elem, q->key);
        q->keytype->format(state, a->key, out);
        nt_buf_printf(out, "\" %s=\"...\"/>", q->attr);
        break;
    }
}

static void S_odds(nt_asked *k, const nt_ask *a)
{
    double total = 0;
    for (int i = 0; i < a->n; i++)
        total += a->weights ? a->weights[i] : 1;
    for (int i = 0; i < a->n; i++) {
        double w = a->weights ? a->weights[i] : 1;
        k->odds[i] = a->actor == NT_CHANCE && total > 0 ? w / total : 0;
    }
}

/* The script source stopped at `a`: copy the question out while the
 * engine's state stands there. */
static void S_stop(void *user, nt_play *p, const nt_ask *a, const char *elem)
{
    nt_position *pos = user;
    nt_asked *k = &pos->ask;
    const struct nt_engine_hooks *h = pos->g->hooks;
    k->over = 0;
    k->step = nt_play_steps(p) + 1;
    k->actor = a->actor == NT_CHANCE ? 0 : a->actor + 1;
    k->q = a->q;
    k->what = NT_ASK_WHAT(a);
    k->rule = NT_ASK_RULE(a);
    k->source = a->actor == NT_CHANCE ? a->source : NULL;
    k->owner = a->actor == NT_CHANCE ? a->owner : 0;
    /* The risk at a draw, from the same state the question is asked in. */
    k->risk = h->risk && h->risk(pos->state, a, &k->explode, &k->chips) == 0;
    /* And the odds of the next chip, worded once for every reader. */
    k->has_draw = h->odds && h->odds(pos->state, a, &k->draw) == 0;
    if (k->has_draw) {
        nt_odds_text(&k->draw, &k->draw_text);
        nt_odds_json(&k->draw, &k->draw_json);
    }
    k->key = a->key;
    k->n = a->n < 0 ? 0 : a->n > NT_MAX_LEGAL ? NT_MAX_LEGAL : a->n;
    memcpy(k->vals, a->vals, (size_t)k->n * sizeof *k->vals);
    S_odds(k, a);
    for (int i = 0; i < k->n; i++) {
        k->offs[2 * i] = k->strs.len;
        nt_spell(pos->state, a, a->vals[i], &k->strs);
        nt_buf_putc(&k->strs, '\0');
    }
    nt_buf written = {0}; /* apart: strs may move as it grows */
    for (int i = 0; i < k->n; i++) {
        nt_buf_clear(&written);
        nt_written(a, k->strs.data + k->offs[2 * i], &written, pos->state);
        k->offs[2 * i + 1] = k->strs.len;
        nt_buf_puts(&k->strs, nt_buf_str(&written));
        nt_buf_putc(&k->strs, '\0');
    }
    nt_buf_free(&written);
    S_form(k, a, elem, pos->state);
    h->context(pos->state, &k->context);
    if (a->actor == NT_CHANCE)
        nt_buf_puts(&k->actor_name, "chance");
    else
        h->actor_name(pos->state, a->actor, &k->actor_name);
}

static void S_clear_ask(nt_asked *k)
{
    nt_buf_clear(&k->strs);
    nt_buf_clear(&k->form);
    nt_buf_clear(&k->context);
    nt_buf_clear(&k->actor_name);
    k->q = NULL;
    k->source = NULL;
    k->owner = 0;
    k->risk = 0;
    k->has_draw = 0;
    nt_buf_clear(&k->draw_text);
    nt_buf_clear(&k->draw_json);
    k->n = 0;
    k->over = 1;
    k->actor = -1;
}

/* The game from its set-up, ready to be played against `source`: the
 * state reset, no question asked yet. */
static nt_play *S_new_play(nt_position *pos, nt_source *source)
{
    S_clear_ask(&pos->ask);
    memset(pos->state, 0, pos->g->state_size);
    pos->g->init(pos->state, pos->setup);
    nt_play_config pc = {0};
    pc.hooks = pos->g->hooks;
    pc.state = pos->state;
    pc.source = source;
    pc.facts = NT_FACTS_NONE;
    pc.stop_at = -1;
    return nt_play_new(&pc);
}

/* Replay the first `k` answers of the line (from `follow` on, only while
 * they answer the same questions), and stand at the next ask.  Returns the
 * play's code; *used says how many answers were taken.  The play is
 * handed back in *play when asked for (its diagnostics), else freed. */
int nt_position_replay(nt_position *pos, size_t k, size_t follow, size_t *used,
                    nt_play **play)
{
    nt_script_source src;
    nt_script_source_init(&src, pos->line.vals, k);
    if (follow < k) {
        src.qs = pos->line.qs;
        src.keys = pos->line.keys;
        src.follow = follow;
    }
    src.lines = pos->line.lines;
    src.cols = pos->line.cols;
    src.stop = S_stop;
    src.user = pos;
    nt_play *p = S_new_play(pos, &src.base);
    int rc = pos->g->play(pos->state, p);
    if (rc == NT_OK)
        pos->ask.step = nt_play_steps(p) + 1;
    *used = src.pos;
    if (play)
        *play = p;
    else
        nt_play_free(p);
    return rc;
}

/* A walk along the line: each ask copied out, then the caller's look. */
typedef struct walk {
    nt_position *pos;
    void (*fn)(nt_position *p, void *user);
    void *user;
} walk;

static void S_each(void *user, nt_play *p, const nt_ask *a, const char *elem)
{
    walk *w = user;
    S_clear_ask(&w->pos->ask);
    S_stop(w->pos, p, a, elem);
    w->fn(w->pos, w->user);
    w->pos->at++;
}

int nt_position_walk(nt_position *p, void (*fn)(nt_position *p, void *user),
                     void *user)
{
    walk w = {p, fn, user};
    nt_script_source src;
    nt_script_source_init(&src, p->line.vals, p->line.n);
    src.lines = p->line.lines;
    src.cols = p->line.cols;
    src.each = S_each;
    src.user = &w;
    nt_play *play = S_new_play(p, &src.base);
    p->at = 0;
    p->g->play(p->state, play);
    nt_play_free(play);
    /* Stand at the end of the line, as a seek there leaves it. */
    return nt_position_seek(p, p->line.n);
}

int nt_position_seek(nt_position *p, size_t k)
{
    size_t used;
    if (k > p->line.n)
        return -1;
    int rc = nt_position_replay(p, k, k, &used, NULL);
    if (rc == NT_FAIL || used != k) {
        /* A line the engine followed before: it cannot fail now. */
        nt_position_replay(p, p->at, p->at, &used, NULL);
        return -1;
    }
    p->at = k;
    return 0;
}

int nt_position_forward(nt_position *p)
{
    return nt_position_seek(p, p->at + 1);
}

int nt_position_back(nt_position *p)
{
    return p->at ? nt_position_seek(p, p->at - 1) : -1;
}

int nt_position_seek_step(nt_position *p, long step)
{
    if (step < 1)
        return -1;
    /* The first choice of that step, or of the first step after it that
     * asks one (steps the rules play alone, like a position's, ask none). */
    for (size_t i = 0; i < p->line.n; i++)
        if (p->line.steps[i] >= step)
            return nt_position_seek(p, i);
    /* After the line's last choice: the step asked there, or any step up
     * to the end of a game that is over. */
    size_t was = p->at;
    if (nt_position_seek(p, p->line.n) == 0 &&
        (p->ask.over ? step < p->ask.step : step <= p->ask.step))
        return 0;
    nt_position_seek(p, was);
    return -1;
}

/* ---------------------------------------------------------- reading */

const nt_game *nt_position_game(const nt_position *p)
{
    return p->g;
}

int nt_position_record_valid(const nt_position *p)
{
    return p->valid;
}

const nt_diag *nt_position_record_diag(const nt_position *p)
{
    return p->valid ? NULL : &p->diag;
}

const char *nt_position_meta(const nt_position *p, const char *field)
{
    for (int i = 0; i < NT_META_FIELDS; i++)
        if (!strcmp(field, nt_meta_fields[i]))
            return p->meta[i];
    return NULL;
}

int nt_position_seats(const nt_position *p)
{
    return p->seats;
}

const char *nt_position_player(const nt_position *p, int seat)
{
    return seat >= 1 && seat <= p->seats ? p->players[seat] : NULL;
}

size_t nt_position_length(const nt_position *p)
{
    return p->line.n;
}

int nt_position_choice(const nt_position *p, size_t k, nt_choice *out)
{
    if (k >= p->line.n)
        return -1;
    out->step = p->line.steps[k];
    out->seat = p->line.seats[k];
    out->question = nt_question_name(p->line.qs[k]);
    out->answer = p->line.answers[k];
    out->written = p->line.writtens[k];
    out->context = p->line.contexts[k];
    out->line = p->line.lines[k];
    out->col = p->line.cols[k];
    out->mark = nt_line_mark(&p->line, k);
    return 0;
}

size_t nt_position_index(const nt_position *p)
{
    return p->at;
}

int nt_position_over(const nt_position *p)
{
    return p->ask.over;
}

long nt_position_step(const nt_position *p)
{
    return p->ask.step;
}

int nt_position_actor(const nt_position *p)
{
    return p->ask.actor;
}

const char *nt_position_actor_name(const nt_position *p)
{
    return p->ask.over ? NULL : nt_buf_str(&p->ask.actor_name);
}

const char *nt_position_context(const nt_position *p)
{
    return p->ask.over ? NULL : nt_buf_str(&p->ask.context);
}

const char *nt_position_question(const nt_position *p)
{
    return p->ask.over ? NULL : nt_question_name(p->ask.q);
}

const char *nt_position_what(const nt_position *p)
{
    return p->ask.over ? NULL : p->ask.what;
}

const char *nt_position_rule(const nt_position *p)
{
    return p->ask.over ? NULL : p->ask.rule;
}

const char *nt_position_chance_source(const nt_position *p)
{
    return p->ask.over ? NULL : p->ask.source;
}

int nt_position_chance_owner(const nt_position *p)
{
    return p->ask.over ? 0 : p->ask.owner;
}

int nt_position_risk(const nt_position *p, long *explode, long *chips)
{
    if (p->ask.over || !p->ask.risk)
        return -1;
    *explode = p->ask.explode;
    *chips = p->ask.chips;
    return 0;
}

size_t nt_position_odds_count(const nt_position *p)
{
    return p->ask.over || !p->ask.has_draw ? 0 : (size_t)p->ask.draw.n;
}

int nt_position_odds(const nt_position *p, size_t i, nt_draw_outcome *out)
{
    if (i >= nt_position_odds_count(p))
        return -1;
    const nt_odds_kind *k = &p->ask.draw.k[i];
    out->chip = k->chip;
    out->count = k->count;
    out->chips = p->ask.draw.chips;
    out->into = k->into;
    out->space = k->space;
    out->space_max = k->space_max;
    out->explodes = k->explodes;
    out->depends = k->depends;
    out->flags = k->flags;
    out->nworth = k->nworth;
    memcpy(out->worth, k->worth, sizeof out->worth);
    out->words = k->words;
    return 0;
}

const char *nt_position_odds_text(const nt_position *p)
{
    return nt_position_odds_count(p) ? nt_buf_str(&p->ask.draw_text) : NULL;
}

const char *nt_position_odds_json(const nt_position *p)
{
    return nt_position_odds_count(p) ? nt_buf_str(&p->ask.draw_json) : NULL;
}

const char *nt_position_form(const nt_position *p)
{
    return p->ask.over ? NULL : nt_buf_str(&p->ask.form);
}

size_t nt_position_legal_count(const nt_position *p)
{
    return (size_t)p->ask.n;
}

const char *nt_position_legal(const nt_position *p, size_t i)
{
    return i < (size_t)p->ask.n ? p->ask.strs.data + p->ask.offs[2 * i]
                                : NULL;
}

const char *nt_position_legal_written(const nt_position *p, size_t i)
{
    return i < (size_t)p->ask.n ? p->ask.strs.data + p->ask.offs[2 * i + 1]
                                : NULL;
}

double nt_position_legal_odds(const nt_position *p, size_t i)
{
    return i < (size_t)p->ask.n ? p->ask.odds[i] : 0;
}

const char *nt_position_recorded(const nt_position *p)
{
    return p->at < p->line.n ? p->line.answers[p->at] : NULL;
}

char *nt_position_describe(const nt_position *p)
{
    nt_buf b = {0};
    p->g->hooks->describe(p->state, &b);
    return nt_buf_take(&b);
}

/* The winners of a result object: its "winners" array of seats. */
static unsigned S_winners(const char *json)
{
    const char *w = json ? strstr(json, "\"winners\":[") : NULL;
    unsigned mask = 0;
    if (!w)
        return 0;
    for (w += 11; *w && *w != ']'; w++) {
        char *end;
        long seat = strtol(w, &end, 10);
        if (end != w && seat >= 1 && seat <= 32)
            mask |= 1u << (seat - 1);
        w = end > w ? end - 1 : w;
    }
    return mask;
}

void nt_position_result(const nt_position *p, nt_result *out)
{
    nt_position *self = (nt_position *)p;
    memset(out, 0, sizeof *out);
    nt_buf_clear(&self->text);
    nt_buf_clear(&self->json);
    if (!p->ask.over)
        return;
    p->g->result(p->state, &self->text, &self->json);
    out->over = self->json.len > 0;
    out->text = self->text.len ? nt_buf_str(&self->text) : NULL;
    out->json = self->json.len ? nt_buf_str(&self->json) : NULL;
    out->winners = S_winners(out->json);
}

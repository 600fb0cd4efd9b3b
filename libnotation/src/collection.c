/* The collection reader (notation_collection.h): every record of a file
 * summed up, one at a time.  With headers only, the records are parsed
 * and their trees read (nt_xmlin); otherwise each is replayed by the
 * reader with every check of validate, the watch riding along (the
 * reader's tap, run.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "collection.h"
#include "run.h"
#include "xmlin.h"

struct nt_collection {
    nt_collection_options o;
    nt_reader *reader;     /* replaying */
    nt_xmlin *in;          /* headers only */
    const char *file;
    int status;
    nt_head head;
    nt_watch *watch;
    int begun;             /* the watch rides along this record */
};

/* ------------------------------------------------------------ results */

/* The seats of "winners":[1,3] in a result's JSON (ours: run.c writes
 * it through each game's result hook). */
static unsigned S_winners(const char *json)
{
    const char *p = json ? strstr(json, "\"winners\":[") : NULL;
    unsigned bits = 0;
    for (p = p ? p + 11 : NULL; p && *p && *p != ']';) {
        char *end;
        long seat = strtol(p, &end, 10);
        if (end == p)
            break;
        if (seat >= 1 && seat <= 32)
            bits |= 1u << (seat - 1);
        p = *end == ',' ? end + 1 : end;
    }
    return bits;
}

/* How the game ended: the result's "end" (Castel) or "by" (the Duel),
 * copied into `out`; NULL when it says neither. */
static const char *S_end(const char *json, char *out, size_t cap)
{
    static const char *const keys[] = {"\"end\":\"", "\"by\":\""};
    for (size_t k = 0; json && k < 2; k++) {
        const char *p = strstr(json, keys[k]);
        if (!p)
            continue;
        p += strlen(keys[k]);
        size_t n = strcspn(p, "\"");
        if (n >= cap)
            n = cap - 1;
        memcpy(out, p, n);
        out[n] = '\0';
        return out;
    }
    return NULL;
}

static void S_report(nt_collection *c, nt_summary *s)
{
    if (!s->valid && c->status < 1)
        c->status = 1;
    if (c->o.on_summary)
        c->o.on_summary(s, c->o.user);
}

/* ------------------------------------------------------------ replays */

static nt_observer *S_begin(void *user, const nt_game *g, const void *setup,
                            const void *state, const nt_node *game,
                            const nt_node *meta, nt_source *source)
{
    nt_collection *c = user;
    (void)source;
    nt_head_read(&c->head, game);
    c->begun = 1;
    return nt_watch_begin(c->watch, g, setup, state, meta);
}

static int S_on_record(const nt_record *r, void *user)
{
    nt_collection *c = user;
    nt_summary s = {0};
    char end[32];
    if (c->begun)
        nt_head_fill(&c->head, &s);
    s.file = r->file;
    s.index = r->index;
    s.line = r->line;
    s.game = r->game;
    s.replayed = 1;
    s.valid = r->valid;
    s.diag = r->diag;
    s.ndiag = r->ndiag;
    s.steps = r->steps;
    s.actions = r->actions;
    s.variations = r->variations;
    s.marks = r->marks;
    s.result = r->summary;
    s.result_json = r->result_json;
    s.over = r->result_json != NULL;
    s.winners = S_winners(r->result_json);
    s.end = S_end(r->result_json, end, sizeof end);
    if (c->begun)
        nt_watch_end(c->watch, r->valid, &s);
    c->begun = 0;
    S_report(c, &s);
    return 0;
}

/* The watch's writer: a record's variations are written with it. */
static struct nt_xml_out *S_writer(void *user, xmlTextWriterPtr *w)
{
    nt_collection *c = user;
    return nt_watch_writer(c->watch, w);
}

/* --------------------------------------------------------- headers only */

static int S_on_tree(void *user, nt_node *game, unsigned long index,
                     const nt_xml_problem *schema, const nt_xml_problem *after)
{
    nt_collection *c = user;
    nt_summary s = {0};
    unsigned long col;
    (void)schema;
    (void)after;
    nt_head_read(&c->head, game);
    nt_head_fill(&c->head, &s);
    s.file = c->file;
    s.index = index;
    nt_node_pos(game, &s.line, &col);
    s.valid = 1; /* as far as anyone knows without a replay */
    S_report(c, &s);
    return 0;
}

/* Malformed XML: a record that is no record, with its diagnostic. */
static void S_on_problem(void *user, const nt_xml_problem *p,
                         unsigned long index)
{
    nt_collection *c = user;
    nt_summary s = {0};
    nt_diag d = {0};
    d.rule = p->rule;
    d.line = p->line;
    d.col = p->col;
    d.step = -1;
    d.message = (char *)p->message;
    s.file = c->file;
    s.index = index;
    s.line = p->line;
    s.diag = &d;
    s.ndiag = 1;
    S_report(c, &s);
}

/* ---------------------------------------------------------------- api */

nt_collection *nt_collection_new(const nt_collection_options *o)
{
    nt_collection *c = nt_xcalloc(1, sizeof *c);
    c->o = *o;
    if (o->headers_only) {
        c->in = nt_xmlin_new(NULL, NULL);
        return c;
    }
    nt_options ro;
    nt_options_init(&ro);
    ro.on_record = S_on_record;
    ro.user = c;
    char *err = NULL;
    c->reader = nt_reader_new(&ro, &err); /* no schema: cannot fail */
    free(err);
    c->watch = nt_watch_new(o->xml);
    nt_reader_tap tap = {S_begin, c, 0, NULL, S_writer, 0};
    nt_reader_set_tap(c->reader, &tap);
    return c;
}

void nt_collection_free(nt_collection *c)
{
    if (!c)
        return;
    nt_reader_free(c->reader);
    nt_xmlin_free(c->in);
    nt_watch_free(c->watch);
    nt_head_free(&c->head);
    free(c);
}

int nt_collection_file(nt_collection *c, const char *path)
{
    c->file = path;
    c->status = 0;
    c->begun = 0;
    if (c->reader) {
        int rc = nt_reader_file(c->reader, path);
        return rc > c->status ? rc : c->status;
    }
    nt_xmlin_handler h = {S_on_tree, S_on_problem, c};
    if (nt_xmlin_file(c->in, path, &h)) {
        nt_xml_problem p = {"notation.io", 0, 0, strerror(errno)};
        S_on_problem(c, &p, 1);
        return 2;
    }
    return c->status;
}

const char *nt_game_fact_kind(const nt_game *g, size_t i, const char **value,
                              const char **text)
{
    const nt_game_facts *f = g ? g->facts : NULL;
    for (size_t k = 0; f && f->kinds[k].name; k++) {
        if (k != i)
            continue;
        if (value)
            *value = f->kinds[k].value;
        if (text)
            *text = f->kinds[k].text;
        return f->kinds[k].name;
    }
    return NULL;
}

const char *nt_game_unit(const nt_game *g)
{
    return g && g->facts ? g->facts->unit : NULL;
}

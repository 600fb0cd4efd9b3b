/* Opening a position: the record is read by the reader, through every
 * check validate makes, while an observer copies its line of play. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "position_internal.h"
#include "read_packed.h"
#include "record.h"
#include "run.h"
#include "src_override.h"
#include "src_record.h"
#include "xmlout.h"

const char *const nt_meta_fields[NT_META_FIELDS] = {
    "event", "site", "date", "round", "annotator"};

/* ------------------------------------------------------- the capture */

typedef struct capture {
    nt_line_capture lc;  /* copies the main line */
    nt_position *pos;
    int tapped;          /* the record's set-up was read */
    int found;           /* on_record was called */
    int again;           /* read again for a what-if: the head is known */
    nt_override_source over;
    nt_buf scratch;
    char *first;         /* the record's first diagnostic, as printed */
} capture;

static void S_read_names(nt_position *pos, const nt_node *game)
{
    const nt_node *setup = nt_child(game, "setup");
    const char *players = setup ? nt_attr(setup, "players") : NULL;
    pos->seats = players ? atoi(players) : 0;
    for (const nt_node *c = setup ? setup->first : NULL; c; c = c->next) {
        if (!nt_is_elem(c, "seat"))
            continue;
        const char *n = nt_attr(c, "n"), *name = nt_attr(c, "name");
        int seat = n ? atoi(n) : 0;
        if (seat >= 1 && seat <= 8 && name && !pos->players[seat])
            pos->players[seat] = nt_xstrdup(name);
        if (seat > pos->seats && seat <= 8)
            pos->seats = seat;
    }
    if (pos->seats > 8)
        pos->seats = 8;
}

static void S_read_meta(nt_position *pos, const nt_node *meta)
{
    nt_buf text = {0};
    for (const nt_node *c = meta ? meta->first : NULL; c; c = c->next)
        for (int i = 0; i < NT_META_FIELDS; i++)
            if (nt_is_elem(c, nt_meta_fields[i]) && !pos->meta[i])
                pos->meta[i] = nt_xstrdup(nt_text(c, &text));
    nt_buf_free(&text);
}

static nt_observer *S_begin(void *user, const nt_game *g, const void *setup,
                            const void *state, const nt_node *game,
                            const nt_node *meta, nt_source *source)
{
    capture *c = user;
    nt_position *pos = c->pos;
    c->tapped = 1;
    nt_line_capture_init(&c->lc, g, &pos->line, source, state);
    if (c->again)
        return &c->lc.obs;
    pos->g = g;
    pos->setup = nt_xcalloc(1, g->setup_size);
    memcpy(pos->setup, setup, g->setup_size);
    S_read_names(pos, game);
    S_read_meta(pos, meta);
    pos->meta_node = nt_node_copy(&pos->arena, meta);
    return &c->lc.obs;
}

/* What-if: the record's source, with one answer replaced. */
static nt_source *S_wrap(void *user, nt_source *record)
{
    capture *c = user;
    if (!c->again)
        return record;
    /* What the record states follows from its old line: a what-if reads
     * it without holding the new line to it. */
    nt_record_source_trust_facts(record);
    nt_override_source_init(&c->over, record, c->over.at, c->over.value);
    return &c->over.base;
}

static void S_print_diag(nt_buf *out, const char *file, const nt_diag *d)
{
    if (d->line)
        nt_buf_printf(out, "%s:%lu:%lu: error[%s]: %s", file, d->line,
                      d->col, d->rule, d->message);
    else
        nt_buf_printf(out, "%s: error[%s]: %s", file, d->rule, d->message);
}

static int S_on_record(const nt_record *r, void *user)
{
    capture *c = user;
    nt_position *pos = c->pos;
    c->found = 1;
    if (r->ndiag) {
        nt_buf_clear(&c->scratch);
        S_print_diag(&c->scratch, r->file, &r->diag[0]);
        c->first = nt_buf_take(&c->scratch);
    }
    if (c->again) {
        pos->again_line = r->ndiag ? r->diag[0].line : 0;
        pos->again_rule = r->ndiag ? r->diag[0].rule : NULL;
        return 1;
    }
    pos->valid = r->valid;
    if (r->ndiag) {
        pos->diag = r->diag[0];
        pos->diag.detail = NULL;
        pos->diag.message = c->first;
        c->first = NULL;
    }
    return 1;
}

/* Read the position's record through the reader, its line copied by the
 * capture `c`.  0, or -1 with *err when no reader can be made. */
static int S_read(nt_position *pos, capture *c, char **err)
{
    nt_options o;
    nt_options_init(&o);
    o.record = pos->record;
    o.on_record = S_on_record;
    o.user = c;
    /* A what-if reads the main line again: the record's variations are
     * alternatives to its old line, copied at the first reading. */
    o.main_line = c->again;
    *err = NULL;
    nt_reader *r = nt_reader_new(&o, err);
    if (!r)
        return -1;
    nt_reader_tap tap = {S_begin, c, 0, S_wrap, NULL, 1};
    nt_reader_set_tap(r, &tap);
    nt_line_hook lines;
    if (!c->again) {
        nt_position_lines_hook(pos, &lines);
        nt_reader_set_lines(r, &lines);
    }
    if (pos->path)
        nt_reader_file(r, pos->path);
    else
        nt_reader_memory(r, pos->file, pos->data, pos->len);
    nt_reader_free(r);
    nt_buf_free(&c->scratch);
    nt_line_capture_free(&c->lc);
    if (!c->again)
        nt_position_lines_main(pos);
    return 0;
}

size_t nt_position_reread(nt_position *pos, size_t at, int32_t v, char **why)
{
    capture c = {0};
    c.pos = pos;
    c.again = 1;
    c.over.at = at;
    c.over.value = v;
    pos->again_line = 0;
    pos->again_rule = NULL;
    nt_line_free(&pos->line);
    char *err = NULL;
    if (S_read(pos, &c, &err)) {
        *why = err;
        return 0;
    }
    *why = c.first;
    return pos->line.n;
}

/* All of standard input into pos->data: 0, or -1 on a read error. */
static int S_slurp_stdin(nt_position *pos)
{
    nt_buf all = {0};
    int rc = nt_buf_read(&all, stdin, NT_MAX_HELD);
    if (rc) {
        nt_buf_free(&all);
        return rc > 0 ? -2 : -1;
    }
    pos->len = all.len;
    pos->data = all.len ? nt_buf_take(&all) : nt_xstrdup("");
    nt_buf_free(&all);
    return 0;
}

/* A packed file (told by its magic bytes) is read as its records: the
 * position holds them unpacked.  0, or -1 with *err as notation unpack
 * says why, naming the file. */
static int S_unpacked(nt_position *pos, char **err)
{
    char *xml;
    size_t xlen;
    const char *rule;
    char *message;
    if (nt_packed_unpack(pos->data, pos->len, &xml, &xlen, &rule,
                         &message)) {
        nt_buf why = {0};
        nt_buf_printf(&why, "%s: error[%s]: %s", pos->file, rule,
                      message ? message : "cannot be unpacked");
        free(message);
        *err = nt_buf_take(&why);
        return -1;
    }
    free(pos->data);
    pos->data = xml ? xml : nt_xstrdup("");
    pos->len = xlen;
    return 0;
}

/* Read the record, then stand at its start. */
static nt_position *S_open(const char *name, const char *path,
                           const char *data, size_t len,
                           unsigned long record, char **err)
{
    nt_position *pos = nt_xcalloc(1, sizeof *pos);
    pos->file = nt_xstrdup(name);
    pos->record = record ? record : 1;
    if (path && !strcmp(path, "-")) {
        /* Standard input is read once: kept, to be read again (what-if). */
        int rc = S_slurp_stdin(pos);
        if (rc) {
            *err = nt_xstrdup(rc == -2 ? "-: error[notation.limit]: standard "
                                         "input holds more than 64 MB"
                                       : "-: error[notation.io]: cannot read "
                                         "standard input");
            nt_position_free(pos);
            return NULL;
        }
    } else if (path && nt_packed_file_is(path)) {
        if (nt_packed_slurp(path, &pos->data, &pos->len)) {
            nt_buf why = {0};
            nt_buf_printf(&why, "%s: error[notation.io]: %s", path,
                          strerror(errno));
            *err = nt_buf_take(&why);
            nt_position_free(pos);
            return NULL;
        }
    } else if (path) {
        pos->path = nt_xstrdup(path);
    } else {
        pos->data = nt_xmalloc(len ? len : 1);
        memcpy(pos->data, data, len);
        pos->len = len;
    }
    if (!pos->path && nt_packed_is(pos->data, pos->len) &&
        S_unpacked(pos, err)) {
        nt_position_free(pos);
        return NULL;
    }
    capture c = {0};
    c.pos = pos;
    if (S_read(pos, &c, err)) {
        nt_position_free(pos);
        return NULL;
    }
    if (!c.tapped) {
        /* The message is the record's first diagnostic, as printed. */
        *err = pos->diag.message ? pos->diag.message
                                 : nt_xstrdup("no record could be read");
        pos->diag.message = NULL;
        nt_position_free(pos);
        return NULL;
    }
    pos->state = nt_xcalloc(1, pos->g->state_size);
    if (nt_position_seek(pos, 0)) {
        *err = nt_xstrdup("internal error: the record's start cannot be "
                          "replayed");
        nt_position_free(pos);
        return NULL;
    }
    return pos;
}

nt_position *nt_position_open_file(const char *path, unsigned long record,
                                   char **err)
{
    char *dropped = NULL;
    nt_position *p = S_open(path, path, NULL, 0, record, err ? err : &dropped);
    free(dropped);
    return p;
}

nt_position *nt_position_open_memory(const char *name, const char *data,
                                     size_t len, unsigned long record,
                                     char **err)
{
    char *dropped = NULL;
    nt_position *p =
        S_open(name, NULL, data, len, record, err ? err : &dropped);
    free(dropped);
    return p;
}

void nt_position_free(nt_position *p)
{
    if (!p)
        return;
    nt_line_free(&p->line);
    free(p->file);
    free(p->path);
    free(p->data);
    free(p->setup);
    free(p->state);
    free(p->diag.message);
    nt_arena_free(&p->arena);
    for (int i = 0; i < NT_META_FIELDS; i++)
        free(p->meta[i]);
    for (int i = 0; i < 9; i++)
        free(p->players[i]);
    nt_buf_free(&p->ask.strs);
    nt_buf_free(&p->ask.form);
    nt_buf_free(&p->ask.context);
    nt_buf_free(&p->ask.actor_name);
    nt_buf_free(&p->ask.draw_text);
    nt_buf_free(&p->ask.draw_json);
    nt_buf_free(&p->text);
    nt_buf_free(&p->json);
    nt_move_list_free(&p->moves);
    free(p->pushed);
    nt_position_lines_free(p);
    free(p);
}

/* The set-up as fmt writes it, player names left out (they are not
 * choices). */
static char *S_setup_text(const nt_position *p)
{
    xmlBufferPtr buf = xmlBufferCreate();
    xmlTextWriterPtr w = nt_xml_writer_buffer(buf);
    p->g->setup_write(p->setup, w);
    xmlTextWriterFlush(w);
    xmlFreeTextWriter(w);
    const char *s = (const char *)xmlBufferContent(buf);
    nt_buf out = {0};
    while (*s) {
        const char *name = strstr(s, " name=\"");
        const char *end = name ? strchr(name + 7, '"') : NULL;
        if (!end) {
            nt_buf_puts(&out, s);
            break;
        }
        nt_buf_add(&out, s, (size_t)(name - s));
        s = end + 1;
    }
    xmlBufferFree(buf);
    return nt_buf_take(&out);
}

char *nt_position_setup(const nt_position *p)
{
    return S_setup_text(p);
}

int nt_position_same_setup(const nt_position *a, const nt_position *b)
{
    if (a->g != b->g)
        return 0;
    char *x = S_setup_text(a), *y = S_setup_text(b);
    int same = !strcmp(x, y);
    free(x);
    free(y);
    return same;
}

/* A record's header read from its tree without replaying it: the game,
 * the players, <meta> and the <setup>'s attributes, as list
 * --headers-only shows them at the speed of parsing. */
#include <stdlib.h>
#include <string.h>

#include "collection.h"

static const char *const S_meta[5] = {"event", "site", "date", "round",
                                      "annotator"};

static nt_pair *S_push(nt_pair **v, size_t *n, size_t *cap)
{
    if (*n == *cap) {
        *cap = *cap ? 2 * *cap : 8;
        *v = nt_xrealloc(*v, *cap * sizeof **v);
    }
    return &(*v)[(*n)++];
}

static void S_pair(nt_pair **v, size_t *n, size_t *cap, const char *name,
                   const char *value)
{
    nt_pair *p = S_push(v, n, cap);
    p->name = name;
    p->value = value;
}

static void S_read_meta(nt_head *h, const nt_node *meta)
{
    nt_buf scratch = {0};
    for (const nt_node *c = meta ? meta->first : NULL; c; c = c->next) {
        if (nt_is_elem(c, "tag")) {
            const char *name = nt_attr(c, "name");
            if (name)
                S_pair(&h->tags, &h->ntags, &h->cap_tags, name,
                       nt_attr(c, "value"));
            continue;
        }
        for (int i = 0; i < 5; i++) {
            if (!nt_is_elem(c, S_meta[i]) || h->meta_off[i])
                continue;
            /* Offsets from 1: 0 says "none". */
            nt_buf_putc(&h->text, '\0');
            h->meta_off[i] = h->text.len;
            nt_buf_puts(&h->text, nt_text(c, &scratch));
        }
    }
    nt_buf_free(&scratch);
    for (int i = 0; i < 5; i++)
        h->meta[i] = h->meta_off[i] ? h->text.data + h->meta_off[i] : NULL;
}

/* A seat number as <seat n> writes it, or 0. */
static int S_seat_number(const char *n)
{
    long v = n ? strtol(n, NULL, 10) : 0;
    return v >= 1 && v <= NT_HEAD_SEATS ? (int)v : 0;
}

static void S_read_setup(nt_head *h, const nt_node *setup)
{
    for (int i = 0; setup && i < setup->nattrs; i++)
        if (!NT_ATTR_QUALIFIED(&setup->attrs[i]))
            S_pair(&h->setup, &h->nsetup, &h->cap_setup,
                   setup->attrs[i].name, setup->attrs[i].value);
    const char *players = setup ? nt_attr(setup, "players") : NULL;
    h->seats = S_seat_number(players);
    for (const nt_node *c = setup ? setup->first : NULL; c; c = c->next) {
        if (nt_is_elem(c, "components") && nt_attr(c, "dataset"))
            S_pair(&h->setup, &h->nsetup, &h->cap_setup, "dataset",
                   nt_attr(c, "dataset"));
        int seat = nt_is_elem(c, "seat") ? S_seat_number(nt_attr(c, "n")) : 0;
        if (seat && !h->names[seat])
            h->names[seat] = nt_attr(c, "name");
        if (seat > h->seats && !players)
            h->seats = seat;
    }
    const nt_game_facts *f = h->g ? h->g->facts : NULL;
    if (!h->seats && !players && f && f->seats)
        h->seats = f->seats;
}

void nt_head_read(nt_head *h, const nt_node *game)
{
    h->ntags = h->nsetup = 0;
    nt_buf_clear(&h->text);
    memset(h->names, 0, sizeof h->names);
    memset(h->meta_off, 0, sizeof h->meta_off);
    const char *rules = nt_attr(game, "rules");
    h->g = rules ? nt_game_find(rules) : NULL;
    S_read_meta(h, nt_child(game, "meta"));
    S_read_setup(h, nt_child(game, "setup"));
}

void nt_head_fill(const nt_head *h, nt_summary *s)
{
    s->game = h->g;
    s->seats = h->seats;
    s->names = h->names;
    s->event = h->meta[0];
    s->site = h->meta[1];
    s->date = h->meta[2];
    s->round = h->meta[3];
    s->annotator = h->meta[4];
    s->tags = h->tags;
    s->ntags = h->ntags;
    s->setup = h->setup;
    s->nsetup = h->nsetup;
    s->unit = h->g && h->g->facts ? h->g->facts->unit : NULL;
}

void nt_head_free(nt_head *h)
{
    free(h->tags);
    free(h->setup);
    nt_buf_free(&h->text);
    memset(h, 0, sizeof *h);
}

/* The head of a record (record_head.h): <game> and its two attributes,
 * <meta>, where <setup> stands, and the set-up read into its game's
 * state, each problem told through the play with its rule. */
#include "record_head.h"

#include <string.h>

#include "meta.h"

typedef struct setup_ctx {
    nt_setup_ctx base;
    nt_play *play;
} setup_ctx;

static int S_setup_error(nt_setup_ctx *c, const nt_node *at, const char *rule,
                         const char *msg)
{
    unsigned long line, col;
    nt_node_pos(at, &line, &col);
    return nt_play_error(((setup_ctx *)c)->play, rule, line, col, 0, "%s",
                         msg);
}

/* <game> itself: its two attributes, and elements only (the text of a
 * record is in its notes). */
static int S_check_root(nt_play *p, const nt_node *node)
{
    unsigned long line, col;
    nt_node_pos(node, &line, &col);
    for (int i = 0; i < node->nattrs; i++) {
        const nt_node_attr *a = &node->attrs[i];
        if (strcmp(a->name, "rules") && strcmp(a->name, "version"))
            return nt_play_error(p, "notation.unexpected", line, col, 0,
                                 "attribute %s is not expected on <game>",
                                 a->name);
    }
    if (nt_has_text(node))
        return nt_play_error(p, "notation.unexpected", line, col, 0,
                             "<game> holds elements, not text: free text "
                             "goes in a <note>");
    return NT_OK;
}

static int S_check_meta(nt_play *p, const nt_node *meta)
{
    nt_meta_problem pr = {0};
    if (!nt_meta_check(meta, &pr))
        return NT_OK;
    unsigned long line, col;
    nt_node_pos(pr.at, &line, &col);
    int rc = nt_play_error(p, "notation.meta", line, col, 0, "%s",
                           nt_buf_str(&pr.why));
    nt_buf_free(&pr.why);
    return rc;
}

int nt_record_head(nt_node *game, nt_play *p, const nt_game **g,
                 nt_node **meta, nt_node **setup)
{
    nt_node *node = game;
    unsigned long line, col;
    *g = NULL;
    *meta = *setup = NULL;
    nt_node_pos(node, &line, &col);
    const char *rules = nt_attr(node, "rules");
    const char *version = nt_attr(node, "version");
    *g = rules ? nt_game_find(rules) : NULL;
    if (!*g)
        return nt_play_error(p, "notation.rules", line, col, 0,
                             "rules=\"%s\" names no game this toolkit knows",
                             rules ? rules : "");
    if (!version || strcmp(version, "1"))
        return nt_play_error(p, "notation.version", line, col, 0,
                             "version=\"%s\": this toolkit reads version 1",
                             version ? version : "");
    NT_TRY(S_check_root(p, node));
    nt_node *c = node->first;
    while (c && !nt_is_any_elem(c))
        c = c->next;
    if (nt_is_elem(c, "meta")) {
        *meta = c;
        NT_TRY(S_check_meta(p, c));
        c = nt_next_elem(c);
    }
    if (nt_is_elem(c, "setup"))
        *setup = c;
    if (!*setup && c) {
        nt_node_pos(c, &line, &col);
        return nt_play_error(p, "notation.setup", line, col, 0,
                             "<%s> stands where the record needs <%s>",
                             c->name,
                             *meta ? "setup>" : "meta> or <setup");
    }
    if (!*setup)
        return nt_play_error(p, "notation.setup", line, col, 0,
                             "the record has no <setup>");
    return NT_OK;
}

int nt_record_setup(const nt_game *g, void *setup, const nt_node *el,
                  nt_play *p)
{
    setup_ctx sc = {{S_setup_error}, p};
    return g->setup_read(setup, el, &sc.base) ? NT_FAIL : NT_OK;
}

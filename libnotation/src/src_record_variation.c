/* Variations and marks in the record source (src_record.h).
 *
 * A <variation> replaces the move before it and all that follows, from
 * the position before that move (notation(5)).  The source does not copy
 * the engine to read one: the record is read again from its start along a
 * route, and where the route's move would be read, the cursor goes into
 * the variation instead (a splice).  Every element still open there is
 * then spliced: its remaining children are the variation's, and when the
 * engine closes it, what the variation holds after is read at the
 * parent's level, as if the record had closed the element there.  The
 * line read stops where its variation ends (NT_STOP), or goes on to the
 * game's end like any record. */
#include <string.h>

#include "record.h"
#include "src_record_internal.h"
#include "str.h"

/* Whether the source reads its own line now (the main line, or the
 * variation the route leads to once it is reached), not a line it only
 * passes through on the way. */
static int S_live(const nt_record_source *rs)
{
    return rs->routed == rs->nroute;
}

static int S_has_element(const nt_node *v)
{
    for (const nt_node *k = v->first; k; k = k->next)
        if (k->name && !nt_is_elem(k, "note"))
            return 1;
    return 0;
}

/* Text standing in a variation itself, between its moves. */
static int S_has_text(const nt_node *v)
{
    for (const nt_node *k = v->first; k; k = k->next)
        if (!k->name && k->text && k->text[strspn(k->text, " \t\r\n")])
            return 1;
    return 0;
}

/* The variations a variation holds, at any depth. */
static long S_nested(const nt_node *v)
{
    long n = 0;
    for (const nt_node *k = v->first; k; k = k->next)
        if (k->name)
            n += nt_is_elem(k, "variation") + S_nested(k);
    return n;
}

/* A variation's own shape: no attribute, a move before it, one inside. */
static int S_check_shape(nt_play *p, const rframe *f, const nt_node *v)
{
    if (v->nattrs)
        return nt_rs_error(p, v, "notation.unexpected", 0,
                           "attribute %s is not expected on <variation>%s",
                           v->attrs[0].name, "");
    if (!f->move)
        return nt_rs_error(p, v, "notation.variation.place", 0,
                           "a <variation> stands after the move it replaces, "
                           "but nothing is played before it in <%s>%s",
                           nt_rs_name(f->el), "");
    if (!S_has_element(v))
        return nt_rs_error(p, v, "notation.variation.empty", 0,
                           "this <variation> holds no move%s%s", "", "");
    if (S_has_text(v))
        return nt_rs_error(p, v, "notation.unexpected", 0,
                           "a <variation> holds moves and notes, not text "
                           "of its own%s%s",
                           "", "");
    return NT_OK;
}

void nt_rs_variation(nt_record_source *rs, rframe *f, nt_play *p,
                     nt_node *v)
{
    nt_rs_mark(v);
    if (!S_live(rs))
        return; /* the line it stands in was read before */
    rs->variations++;
    if (!rs->on_variation) { /* --main-line: counted, with those inside */
        rs->variations += S_nested(v);
        return;
    }
    /* After one that broke a rule the record stops: the next ones after
     * the same move are not read (unless told to keep going). */
    if (nt_play_halted(p))
        return;
    int rc = S_check_shape(p, f, v);
    if (rc == NT_OK) {
        nt_variation_step at = {f->move, v, ++f->nvar};
        rc = rs->on_variation(rs->variation_user, p, at);
    }
    nt_play_halt(p, rc);
}

void nt_rs_splice(nt_record_source *rs, nt_play *p, rframe *f)
{
    const nt_variation_step *at = &rs->route[rs->routed++];
    for (int i = 0; i < rs->depth; i++)
        rs->stack[i].spliced = 1;
    f->cur = at->variation->first;
    f->move = NULL;
    f->nvar = 0;
    if (S_live(rs))
        nt_play_branch(p, at->n);
}

/* Whether an element the line has not read yet follows `c`. */
static int S_more_moves(const nt_node *c)
{
    for (; c; c = c->next)
        if (c->name && !nt_rs_marked(c) && !nt_is_elem(c, "note") &&
            !nt_is_elem(c, "variation"))
            return 1;
    return 0;
}

int nt_rs_line_ends(const nt_record_source *rs)
{
    if (!rs->nroute || !S_live(rs))
        return 0;
    /* From the innermost element out to where the variation's own
     * cursor is (the innermost spliced element). */
    for (int i = rs->depth - 1; i >= 0; i--) {
        const rframe *f = &rs->stack[i];
        if (f->el && S_more_moves(f->cur))
            return 0;
        if (f->spliced)
            return 1;
    }
    return 1;
}

/* The first <variation> not read among `c` and its next siblings. */
static const nt_node *S_unread_variation(const nt_node *c)
{
    for (; c; c = c->next)
        if (!nt_rs_marked(c) && nt_is_elem(c, "variation"))
            return c;
    return NULL;
}

int nt_record_source_line_end(nt_record_source *rs, nt_play *p)
{
    for (int i = rs->depth - 1; i >= 0; i--) {
        rframe *f = &rs->stack[i];
        if (f->spliced && f->el) {
            nt_rs_advance(rs, f, p); /* notes handed on, variations read */
            return NT_OK;
        }
        const nt_node *v = f->el ? S_unread_variation(f->cur) : NULL;
        if (v) /* never passed over unread */
            return nt_rs_error(p, v, "notation.variation.place", 0,
                               "this <variation> follows the last move of a "
                               "line that stops inside <%s>, where it cannot "
                               "be read: write it after the last move that "
                               "line makes, or close <%s> first",
                               nt_rs_name(f->el), nt_rs_name(f->el));
    }
    return NT_OK;
}

/* ------------------------------------------------------------- marks */

static const char *const S_marks[] = {"!", "?", "!!", "??", "!?", "?!", NULL};

int nt_rs_is_mark_attr(const char *name)
{
    return nt_str_eq(name, "mark");
}

int nt_rs_take_mark(nt_record_source *rs, nt_play *p, rframe *f,
                    const nt_node *c)
{
    const char *m = f ? nt_rs_take_attr(f, "mark") : nt_attr(c, "mark");
    if (!m)
        return NT_OK;
    for (int i = 0; S_marks[i]; i++) {
        if (nt_str_eq(m, S_marks[i])) {
            if (S_live(rs))
                rs->marks++;
            nt_play_mark(p, S_marks[i]);
            return NT_OK;
        }
    }
    rs->last = c;
    return nt_rs_error(p, c, "notation.mark", 0,
                       "'%s' is not a mark: a move is marked !, ?, !!, ??, "
                       "!? or ?!%s",
                       m, "");
}

/* ---------------------------------------------------------- settings */

void nt_record_source_variations(nt_record_source *s, nt_variation_fn fn,
                                 void *user)
{
    s->on_variation = fn;
    s->variation_user = user;
}

void nt_record_source_route(nt_record_source *s,
                            const nt_variation_step *route, int n)
{
    s->route = route;
    s->nroute = n;
    s->routed = 0;
}

void nt_record_source_counts(const nt_record_source *s, long *variations,
                             long *marks)
{
    *variations = s->variations;
    *marks = s->marks;
}

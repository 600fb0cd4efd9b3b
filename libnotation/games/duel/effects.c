/* The effect vocabulary at work (quacks-duel-data.md 1, DU-C2 ... DU-C11):
 * one interpreter for every book of every data set, and the primitives
 * the coins, guild squares, markers and cards use as well.  A decision is
 * asked only when it has two or more answers; units that cannot be
 * carried out are lost one by one. */
#include <string.h>

#include "duel.h"

/* Where an effect runs: who, and the chip that carries it. */
typedef struct fx {
    int seat;
    int carrier;       /* chip kind, or DU_NO_CHIP */
    int neck_at;       /* its neck index (0-based), or -1 */
    const char *why;   /* "red book, set I" */
} fx;

static const du_effect *S_node(const du_state *s, uint16_t i)
{
    return i == DU_NIL ? NULL : &s->d->effects[i];
}

static int S_amount(const fx *f, const du_amount *a)
{
    return a->n > 1 && f->carrier >= 0 ? a->v[DU_LVL(f->carrier)] : a->v[0];
}

/* A decision with one legal answer is applied, not asked: nothing of it
 * is written (quacks-duel-data.md 1.1). */
static int S_ask(nt_play *p, int q, int seat, const int32_t *vals, int n,
                 int32_t dflt, const char *rule, int32_t *out)
{
    if (n == 1) {
        *out = vals[0];
        return NT_OK;
    }
    nt_ask a = {.q = &du_q[q], .actor = seat, .n = n, .vals = vals,
                .key = seat, .dflt = dflt, .arg = seat, .rule = rule};
    return nt_choose(p, &a, out);
}

int du_yes_no(du_state *s, nt_play *p, int seat, int q, const char *rule,
              const char *what, int *yes)
{
    static const int32_t both[2] = {0, 1};
    int32_t v;
    (void)s;
    nt_ask a = {.q = &du_q[q], .actor = seat, .n = 2, .vals = both,
                .key = seat, .dflt = NT_NONE, .arg = seat, .rule = rule,
                .what = what};
    NT_TRY(nt_choose(p, &a, &v));
    *yes = v == 1;
    return NT_OK;
}

/* ------------------------------------------------------------- upgrade */

int du_do_upgrade(du_state *s, nt_play *p, int seat, int any, int vial,
                  int units, int must, const char *rule, const char *why)
{
    for (int u = 0; u < units && !s->over; u++) {
        int32_t vals[DU_NECK_MAX + DU_BODY_MAX + 1], v;
        int n = du_upgrade_targets(s, seat, any, vial, vals);
        if (!n) {
            nt_say(p, "%s: no chip can go up a level; the upgrade is lost "
                      "(DU-R2)",
                   why);
            s->pl[seat].gold += s->d->upgrade_fail_gold;
            continue;
        }
        if (!must)
            vals[n++] = DU_NONE_ANSWER;
        NT_TRY(S_ask(p, DQ_UPGRADE, seat, vals, n,
                     n == 1 ? vals[0] : NT_NONE, rule, &v));
        if (v == DU_NONE_ANSWER) {
            nt_say(p, "%s upgrades nothing (%s)", du_who(s, seat), why);
            continue;
        }
        nt_buf a = {0};
        int chip = du_chip_at(&s->pl[seat], v);
        if (nt_narrating(p)) {
            du_addr_words(s, seat, v, &a);
            nt_buf_puts(&a, " to ");
            du_chip_words(s->d, chip + 1, &a);
            nt_say(p, "%s upgrades %s (%s)", du_who(s, seat), nt_buf_str(&a),
                   why);
        }
        nt_buf_free(&a);
        du_upgrade_at(s, seat, v);
    }
    return NT_OK;
}

/* --------------------------------------------------------------- take */

static int S_in_class(int cls, int colour)
{
    if (cls == CLS_VARIABLE)
        return colour >= DU_FIRST_VAR;
    if (cls == CLS_NOT_BLACK)
        return colour >= DC_ORANGE;
    return colour == cls;
}

int du_do_take(du_state *s, nt_play *p, int seat, int cls, const int *values,
               int nvalues, int distinct_of, int to_bottom, int may,
               const char *rule, const char *why, int *taken)
{
    int32_t vals[DU_CHIPS + 1], v;
    int n = 0;
    for (int c = 0; c < DU_COLOURS; c++) {
        if (!S_in_class(cls, c) || (distinct_of & (1 << c)))
            continue;
        for (int l = 0; l < s->d->nlevels[c]; l++)
            for (int i = 0; i < nvalues; i++)
                if (s->d->value[c][l] == values[i] &&
                    s->supply[DU_CHIP(c, l)])
                    vals[n++] = DU_CHIP(c, l);
    }
    if (taken)
        *taken = -1;
    if (!n) {
        nt_say(p, "%s: no such chip is left in the supply; lost (DU-R3)", why);
        return NT_OK;
    }
    if (may)
        vals[n++] = DU_NONE_ANSWER;
    NT_TRY(S_ask(p, DQ_TAKE, seat, vals, n, n == 1 ? vals[0] : NT_NONE, rule,
                 &v));
    if (v == DU_NONE_ANSWER) {
        nt_say(p, "%s takes nothing (%s)", du_who(s, seat), why);
        return NT_OK;
    }
    du_gain(s, p, seat, v, to_bottom, why);
    if (taken)
        *taken = v;
    return NT_OK;
}

/* ------------------------------------------------------------- return */

int du_returning(const du_state *s, int32_t a)
{
    for (int i = 0; i < s->ret.n; i++)
        if (s->ret.at[i] == a)
            return 1;
    return 0;
}

/* The chips a RETURN may pick now: of its kind and zone, and not picked
 * by the list already; every place is as before the list's first chip
 * leaves (DU-C21), so a pick never renumbers the others. */
static int S_returnable(const du_state *s, int seat, int white, int from,
                        int32_t *out)
{
    const du_player *pl = &s->pl[seat];
    int n = 0;
    if (white) {
        for (int k = 1; k <= pl->row_top; k++)
            if (pl->row[k] >= 0 && !du_returning(s, DU_ADDR(ADDR_WHITE, k)))
                out[n++] = DU_ADDR(ADDR_WHITE, k);
        return n;
    }
    for (int k = 1; from == FROM_VIAL && k <= pl->neck_n; k++)
        if (!du_returning(s, DU_ADDR(ADDR_NECK, k)))
            out[n++] = DU_ADDR(ADDR_NECK, k);
    for (int k = 1; k <= pl->body_n; k++)
        if (!du_returning(s, DU_ADDR(ADDR_BODY, k)))
            out[n++] = DU_ADDR(ADDR_BODY, k);
    return n;
}

/* The longest list of answers the Duel asks (a return: every white of the
 * row, or every chip of the neck and the bottom, and "none") fits what
 * the play keeps of a choice. */
_Static_assert(DU_MAX_ROW + DU_BODY_MAX + DU_NECK_MAX + 1 <= NT_MAX_LEGAL,
               "a Duel choice has more answers than the play keeps");

/* Out of the vial into the bag; the neck and the body close up (their
 * addresses are renumbered for the next decision, DU-C10). */
static void S_take_out(du_player *pl, int32_t a)
{
    int k = DU_ADDR_K(a), chip = du_chip_at(pl, a);
    switch (DU_ADDR_ZONE(a)) {
    case ADDR_NECK:
        memmove(pl->neck + k - 1, pl->neck + k,
                (size_t)(pl->neck_n - k) * sizeof *pl->neck);
        pl->neck_n--;
        break;
    case ADDR_BODY:
        memmove(pl->body + k - 1, pl->body + k,
                (size_t)(pl->body_n - k) * sizeof *pl->body);
        pl->body_n--;
        break;
    case ADDR_WHITE: pl->row[k] = -1; break;
    }
    du_to_bag(pl, chip);
}

/* The list is complete: its chips leave together, each zone's highest
 * place first, so that the places still to go keep their numbers. */
static void S_take_out_list(du_state *s, int seat)
{
    int16_t *at = s->ret.at;
    for (int i = 1; i < s->ret.n; i++)
        for (int j = i; j > 0 && at[j - 1] < at[j]; j--) {
            int16_t t = at[j];
            at[j] = at[j - 1];
            at[j - 1] = t;
        }
    for (int i = 0; i < s->ret.n; i++)
        S_take_out(&s->pl[seat], at[i]);
    s->ret.n = 0;
}

/* One pick of the list: a place, none to end it, or NT_NONE when no
 * chip is left to pick. */
static int S_return_one(du_state *s, nt_play *p, int u, int32_t *v)
{
    int32_t vals[DU_MAX_ROW + DU_BODY_MAX + DU_NECK_MAX + 1];
    int seat = s->ret.seat, must = u < s->ret.must;
    int n = S_returnable(s, seat, s->ret.white, s->ret.from, vals);
    *v = NT_NONE;
    if (!n)
        return NT_OK;
    if (!must)
        vals[n++] = DU_NONE_ANSWER;
    return S_ask(p, DQ_RETURN, seat, vals, n,
                 must ? NT_NONE : DU_NONE_ANSWER,
                 must ? s->ret.must_rule : "duel.effect.return", v);
}

int du_do_return(du_state *s, nt_play *p, int seat, int white, int from,
                 int k, int at_least, const char *must_rule, const char *why)
{
    s->ret.seat = seat;
    s->ret.white = white;
    s->ret.from = from;
    s->ret.must = at_least;
    s->ret.must_rule = must_rule;
    s->ret.n = 0;
    for (int u = 0; u < k && s->ret.n < (int)(sizeof s->ret.at /
                                               sizeof *s->ret.at);
         u++) {
        int32_t v;
        NT_TRY(S_return_one(s, p, u, &v));
        if (v == NT_NONE)
            break;
        if (v == DU_NONE_ANSWER) {
            nt_say(p, "%s puts %s back (%s)", du_who(s, seat),
                   u ? "nothing more" : "nothing", why);
            break;
        }
        if (nt_narrating(p)) {
            nt_buf a = {0};
            du_addr_words(s, seat, v, &a);
            nt_say(p, "%s puts %s back into the bag (%s)", du_who(s, seat),
                   nt_buf_str(&a), why);
            nt_buf_free(&a);
        }
        s->ret.at[s->ret.n++] = (int16_t)v;
    }
    S_take_out_list(s, seat);
    return NT_OK;
}

int du_do_remove_w1(du_state *s, nt_play *p, int seat, int k,
                    const char *rule, const char *why)
{
    du_player *pl = &s->pl[seat];
    int w1 = DU_CHIP(DC_WHITE, 0);
    for (int u = 0; u < k; u++) {
        if (du_from_bag(pl, w1)) {
            s->supply[w1]++;
            nt_say(p, "%s removes a white 1-chip from the bag, for the game "
                      "(%s; DU-R30)",
                   du_who(s, seat), why);
            continue;
        }
        int32_t vals[DU_MAX_ROW], v;
        int n = 0;
        for (int q = 1; q <= pl->row_top; q++)
            if (pl->row[q] == w1)
                vals[n++] = DU_ADDR(ADDR_WHITE, q);
        if (!n) {
            nt_say(p, "no white 1-chip is left to remove; lost");
            return NT_OK;
        }
        NT_TRY(S_ask(p, DQ_REMOVE, seat, vals, n, n == 1 ? vals[0] : NT_NONE,
                     rule, &v));
        pl->row[DU_ADDR_K(v)] = -1;
        s->supply[w1]++;
        nt_say(p, "%s removes the white 1-chip on space %d, for the game "
                  "(%s)",
               du_who(s, seat), DU_ADDR_K(v), why);
    }
    return NT_OK;
}

/* ------------------------------------------------------- feasibility */

static int S_neck_count(const du_state *s, const fx *f, int colour, int self)
{
    const du_player *pl = &s->pl[f->seat];
    int n = 0;
    for (int i = 0; i < pl->neck_n; i++)
        if (DU_COL(pl->neck[i]) == colour && (self || i != f->neck_at))
            n++;
    return n;
}

static int S_can(const du_state *s, const fx *f, uint16_t i);

static int S_can_seq(const du_state *s, const fx *f, uint16_t i)
{
    for (; i != DU_NIL; i = s->d->effects[i].next)
        if (S_can(s, f, i))
            return 1;
    return 0;
}

/* Whether at least one unit of the effect can be carried out now (a
 * CHOICE offers only such alternatives, a `may` asks only then). */
static int S_can(const du_state *s, const fx *f, uint16_t i)
{
    const du_effect *e = S_node(s, i);
    const du_player *pl = &s->pl[f->seat];
    int32_t tmp[DU_MAX_ROW + DU_BODY_MAX + DU_NECK_MAX];
    switch (e->op) {
    case EF_GOLD:
    case EF_PATIENT:
    case EF_PUSH: return 1;
    case EF_STAND: return du_stand_can(s, f->seat, S_amount(f, &e->a));
    case EF_UPGRADE: return du_upgrade_targets(s, f->seat, e->any, e->vial, tmp);
    case EF_TAKE:
        for (int c = 0; c < DU_COLOURS; c++)
            for (int l = 0; S_in_class(e->cls, c) && l < s->d->nlevels[c]; l++)
                if (s->supply[DU_CHIP(c, l)] &&
                    s->d->value[c][l] == S_amount(f, &e->value))
                    return 1;
        return 0;
    case EF_RETURN: return S_returnable(s, f->seat, e->white, e->from, tmp) > 0;
    case EF_REMOVE_W1: {
        int w1 = DU_CHIP(DC_WHITE, 0);
        for (int q = 1; q <= pl->row_top; q++)
            if (pl->row[q] == w1)
                return 1;
        return pl->bag[w1] > 0;
    }
    case EF_DRAW_EXTRA: return s->phase == 2 && pl->neck_n < s->d->neck &&
                               pl->bag_n > 0;
    case EF_CHOICE: return S_can_seq(s, f, e->first) || S_can_seq(s, f, e->other);
    case EF_PAY:
        return (e->stand_cost ? du_stand_can(s, f->seat, -1)
                              : pl->gold >= e->cost) &&
               S_can_seq(s, f, e->first);
    case EF_IF_NECK:
        return S_can_seq(s, f, S_neck_count(s, f, e->colour, 0) ? e->first
                                                                : e->other);
    case EF_PER_NECK: return S_neck_count(s, f, e->colour, e->self) &&
                             S_can_seq(s, f, e->first);
    case EF_IF_LAST_WHITE: {
        int chip;
        du_last_white(pl, &chip);
        return du_value(s->d, chip) >= e->at_least && S_can_seq(s, f, e->first);
    }
    }
    return 0;
}

/* -------------------------------------------------------- the machine */

static int S_run_seq(du_state *s, nt_play *p, const fx *f, uint16_t i,
                     int must, int times);

/* `may`: a yes/no, asked only when a unit can be carried out (DU-C5);
 * nothing happens when none can. */
static int S_may(du_state *s, nt_play *p, const fx *f, const du_effect *e,
                 int *go)
{
    *go = 1;
    if (!e->may)
        return NT_OK;
    if (!S_can(s, f, (uint16_t)(e - s->d->effects))) {
        *go = 0;
        return NT_OK;
    }
    return du_yes_no(s, p, f->seat, DQ_ACCEPT, "duel.effect.pay",
                     "use of an optional effect", go);
}

static int S_draw_extra(du_state *s, nt_play *p, const fx *f, int n);

static int S_choice(du_state *s, nt_play *p, const fx *f, const du_effect *e)
{
    int a = S_can_seq(s, f, e->first), b = S_can_seq(s, f, e->other);
    int32_t v = 0;
    static const int32_t both[2] = {0, 1};
    if (!a && !b)
        return NT_OK;
    if (a && b) {
        /* The answers are 1 and 2: say what each gives. */
        nt_buf what = {0};
        nt_buf_puts(&what, "alternative (1: ");
        du_effect_gist(s->d, e->first, &what);
        nt_buf_puts(&what, "; 2: ");
        du_effect_gist(s->d, e->other, &what);
        nt_buf_putc(&what, ')');
        nt_ask ask = {.q = &du_q[DQ_BRANCH], .actor = f->seat, .n = 2,
                      .vals = both, .key = f->seat, .dflt = NT_NONE,
                      .arg = f->seat, .rule = "duel.effect.choice",
                      .what = nt_buf_str(&what)};
        int rc = nt_choose(p, &ask, &v);
        nt_buf_free(&what);
        NT_TRY(rc);
    } else
        v = a ? 0 : 1;
    return S_run_seq(s, p, f, v ? e->other : e->first, 1, 1);
}

static int S_pay(du_state *s, nt_play *p, const fx *f, const du_effect *e)
{
    du_player *pl = &s->pl[f->seat];
    int go;
    if (!(e->stand_cost ? du_stand_can(s, f->seat, -1) : pl->gold >= e->cost))
        return NT_OK;
    NT_TRY(du_yes_no(s, p, f->seat, DQ_ACCEPT, "duel.effect.pay",
                     "payment for the effect", &go));
    if (!go)
        return NT_OK;
    if (e->stand_cost) {
        NT_TRY(du_stand(s, p, f->seat, -e->cost, f->why));
    } else {
        pl->gold -= e->cost;
        nt_say(p, "%s pays %d gold (%s)", du_who(s, f->seat), e->cost, f->why);
    }
    return S_run_seq(s, p, f, e->first, 0, 1);
}

/* One node, `times` over (PER_NECK); `must`: inside a CHOICE (an upgrade
 * cannot be declined, DU-C11).  `times` is at most DU_NECK_MAX to the
 * power DU_MAX_PER_NECK (36: the loader's limit on per-necks inside
 * per-necks), so n is at most 20 * 36. */
static int S_run(du_state *s, nt_play *p, const fx *f, const du_effect *e,
                 int must, int times)
{
    du_player *pl = &s->pl[f->seat];
    int n = S_amount(f, &e->a) * times, go;
    switch (e->op) {
    case EF_GOLD:
        NT_TRY(S_may(s, p, f, e, &go));
        if (go) {
            pl->gold += n;
            nt_say(p, "%s takes %d gold (%s)", du_who(s, f->seat), n, f->why);
        }
        return NT_OK;
    case EF_PATIENT:
    case EF_PUSH:
        NT_TRY(S_may(s, p, f, e, &go));
        return go ? du_move(s, p, e->op == EF_PUSH ? 1 - f->seat : f->seat, n,
                            f->why)
                  : NT_OK;
    case EF_STAND:
        NT_TRY(S_may(s, p, f, e, &go));
        return go ? du_stand(s, p, f->seat, n, f->why) : NT_OK;
    case EF_UPGRADE:
        return du_do_upgrade(s, p, f->seat, e->any, e->vial, n, must,
                             "duel.upgrade.ladder", f->why);
    case EF_TAKE: {
        int who = e->opp ? 1 - f->seat : f->seat, v = S_amount(f, &e->value);
        unsigned seen = 0;
        for (int u = 0; u < n && !s->over; u++) {
            int got;
            NT_TRY(du_do_take(s, p, who, e->cls, &v, 1,
                              e->distinct ? (int)seen : 0, e->bottom, e->may,
                              "duel.effect.take", f->why, &got));
            if (got >= 0)
                seen |= 1u << DU_COL(got);
        }
        return NT_OK;
    }
    case EF_RETURN:
        return du_do_return(s, p, f->seat, e->white, e->from, n, 0,
                            "duel.effect.return", f->why);
    case EF_REMOVE_W1:
        NT_TRY(S_may(s, p, f, e, &go));
        return go ? du_do_remove_w1(s, p, f->seat, n, "duel.effect.remove",
                                    f->why)
                  : NT_OK;
    case EF_DRAW_EXTRA:
        if (!S_can(s, f, (uint16_t)(e - s->d->effects)))
            return NT_OK;
        NT_TRY(S_may(s, p, f, e, &go));
        return go ? S_draw_extra(s, p, f, n) : NT_OK;
    case EF_CHOICE: return S_choice(s, p, f, e);
    case EF_PAY: return S_pay(s, p, f, e);
    case EF_IF_NECK:
        return S_run_seq(s, p, f,
                         S_neck_count(s, f, e->colour, 0) ? e->first : e->other,
                         must, times);
    case EF_PER_NECK:
        return S_run_seq(s, p, f, e->first, must,
                         times * S_neck_count(s, f, e->colour, e->self));
    case EF_IF_LAST_WHITE: {
        int chip;
        du_last_white(pl, &chip);
        return du_value(s->d, chip) >= e->at_least
                   ? S_run_seq(s, p, f, e->first, must, times)
                   : NT_OK;
    }
    }
    return NT_OK;
}

/* A sequence, each part complete before the next (DU-C4).  A multiplier
 * on a single move, stand or gold is one move of the total (1.3). */
static int S_run_seq(du_state *s, nt_play *p, const fx *f, uint16_t i,
                     int must, int times)
{
    if (times <= 0)
        return NT_OK;
    for (; i != DU_NIL && !s->over; i = s->d->effects[i].next) {
        const du_effect *e = &s->d->effects[i];
        int scalar = e->op == EF_GOLD || e->op == EF_PATIENT ||
                     e->op == EF_PUSH || e->op == EF_STAND ||
                     e->op == EF_UPGRADE || e->op == EF_TAKE ||
                     e->op == EF_RETURN || e->op == EF_REMOVE_W1;
        for (int t = 0; t < (scalar ? 1 : times) && !s->over; t++)
            NT_TRY(S_run(s, p, f, e, must, scalar ? times : 1));
    }
    return NT_OK;
}

int du_effect_run(du_state *s, nt_play *p, int seat, uint16_t e, int carrier,
                  const char *why)
{
    fx f = {seat, carrier, -1, why};
    const du_player *pl = &s->pl[seat];
    /* The carrier's place in the neck, if it is there. */
    for (int i = pl->neck_n - 1; carrier >= 0 && i >= 0; i--)
        if (pl->neck[i] == carrier) {
            f.neck_at = i;
            break;
        }
    return S_run_seq(s, p, &f, e, 0, 1);
}

/* ---------------------------------------------------------- draw extra */

/* Draw n, keep one coloured chip for the neck (it acts), the others back
 * (DU-C7). */
static int S_draw_extra(du_state *s, nt_play *p, const fx *f, int n)
{
    du_player *pl = &s->pl[f->seat];
    uint8_t shown[DU_CHIPS] = {0};
    int32_t vals[DU_CHIPS + 1], v;
    for (int i = 0; i < n && pl->bag_n; i++) {
        NT_TRY(du_draw(s, p, DQ_REVEAL, f->seat, &v));
        shown[v]++;
        if (nt_narrating(p)) {
            nt_buf w = {0};
            du_chip_words(s->d, v, &w);
            nt_say(p, "%s draws %s (%s)", du_who(s, f->seat), nt_buf_str(&w),
                   f->why);
            nt_buf_free(&w);
        }
    }
    int m = 0;
    for (int c = 0; c < DU_CHIPS; c++)
        if (shown[c] && DU_COL(c) != DC_WHITE)
            vals[m++] = c;
    v = DU_NONE_ANSWER;
    if (m) {
        vals[m++] = DU_NONE_ANSWER;
        NT_TRY(S_ask(p, DQ_PLACE, f->seat, vals, m, NT_NONE,
                     "duel.effect.draw-extra", &v));
    }
    for (int c = 0; c < DU_CHIPS; c++)
        for (int k = shown[c] - (c == v); k > 0; k--)
            du_to_bag(pl, c);
    if (v == DU_NONE_ANSWER) {
        nt_say(p, "%s places none of the chips drawn; they go back (%s)",
               du_who(s, f->seat), f->why);
        return NT_OK;
    }
    return du_place_coloured(s, p, f->seat, v);
}

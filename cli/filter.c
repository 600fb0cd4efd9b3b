/* --where expressions: a small recursive-descent parser into a tree of
 * tests, evaluated on each record's summary.
 *
 *   expr := term ("or" term)*      term := factor ("and" factor)*
 *   factor := "not" factor | "(" expr ")" | FIELD [OP VALUE]
 *   OP := = != < <= > >= ~         VALUE := word | "quoted"
 *
 * A field alone asks whether the record has it (a name, a fact, notes). */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "filter.h"

enum field {
    F_GAME, F_PLAYERS, F_PLAYER, F_SETUP, F_META, F_TAG, F_RESULT, F_WINNER,
    F_END, F_STEPS, F_ACTIONS, F_UNITS, F_VALID, F_INVALID, F_RULE, F_NOTES, F_VARIATIONS, F_MARKS,
    F_FACT
};
enum op { OP_HAS, OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE, OP_LIKE };
enum fact_part { FP_VALUE, FP_SEAT, FP_UNIT, FP_COUNT };

struct filter {
    char kind;                 /* '&', '|', '!' or 't' (a test) */
    filter *a, *b;
    enum field field;
    enum op op;
    char *arg;                 /* setup attribute, meta field, tag, fact */
    int seat;                  /* player.N: N; else 0 */
    enum fact_part part;
    char *value;
    int replay;                /* only a replay knows it */
};

typedef struct parser {
    const char *cmd, *expr, *p;
    int headers_only;
    int failed;
} parser;

static int S_fail(parser *ps, const char *rule, const char *at,
                  const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static int S_fail(parser *ps, const char *rule, const char *at,
                  const char *fmt, ...)
{
    va_list ap;
    if (ps->failed++)
        return -1;
    fprintf(stderr, "notation %s: error[%s]: --where '%s', column %d: ",
            ps->cmd, rule, ps->expr, (int)(at - ps->expr) + 1);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputs("\n", stderr);
    return -1;
}

void filter_free(filter *f)
{
    if (!f)
        return;
    filter_free(f->a);
    filter_free(f->b);
    free(f->arg);
    free(f->value);
    free(f);
}

/* ------------------------------------------------------------ tokens */

static void S_blank(parser *ps)
{
    while (isspace((unsigned char)*ps->p))
        ps->p++;
}

static int S_word_char(char c)
{
    return isalnum((unsigned char)c) || (c && strchr("._-:/+@", c)) ||
           (unsigned char)c >= 0x80;
}

/* A word or a quoted string, copied; NULL (after a message) when none. */
static char *S_value(parser *ps)
{
    S_blank(ps);
    const char *s = ps->p;
    if (*s == '"' || *s == '\'') {
        const char *end = strchr(s + 1, *s);
        if (!end) {
            S_fail(ps, "notation.where.syntax", s, "the quote is not closed");
            return NULL;
        }
        ps->p = end + 1;
        return strndup(s + 1, (size_t)(end - s - 1));
    }
    while (S_word_char(*ps->p))
        ps->p++;
    if (ps->p == s) {
        S_fail(ps, "notation.where.syntax", s, "a value is missing here");
        return NULL;
    }
    return strndup(s, (size_t)(ps->p - s));
}

static int S_keyword(parser *ps, const char *kw)
{
    S_blank(ps);
    size_t n = strlen(kw);
    if (strncasecmp(ps->p, kw, n) || S_word_char(ps->p[n]))
        return 0;
    ps->p += n;
    return 1;
}

static int S_op(parser *ps, enum op *op)
{
    static const struct { const char *s; enum op op; } ops[] = {
        {"!=", OP_NE}, {"<=", OP_LE}, {">=", OP_GE}, {"=", OP_EQ},
        {"<", OP_LT},  {">", OP_GT},  {"~", OP_LIKE}};
    S_blank(ps);
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (!strncmp(ps->p, ops[i].s, strlen(ops[i].s))) {
            ps->p += strlen(ops[i].s);
            *op = ops[i].op;
            return 1;
        }
    *op = OP_HAS;
    return 0;
}

/* ------------------------------------------------------------ fields */

static const struct {
    const char *name;
    enum field field;
    int replay;
} S_fields[] = {
    {"game", F_GAME, 0},       {"players", F_PLAYERS, 0},
    {"player", F_PLAYER, 0},   {"event", F_META, 0},
    {"site", F_META, 0},       {"date", F_META, 0},
    {"round", F_META, 0},      {"annotator", F_META, 0},
    {"set", F_SETUP, 0},       {"side", F_SETUP, 0},
    {"expansion", F_SETUP, 0}, {"dataset", F_SETUP, 0},
    {"start", F_SETUP, 0},     {"result", F_RESULT, 1},
    {"result.winner", F_WINNER, 1}, {"result.end", F_END, 1},
    {"steps", F_STEPS, 1},     {"actions", F_ACTIONS, 1},
    {"turns", F_UNITS, 1},     {"rounds", F_UNITS, 1},
    {"valid", F_VALID, 1},     {"invalid", F_INVALID, 1},
    {"rule", F_RULE, 1},       {"notes", F_NOTES, 1},
    {"variations", F_VARIATIONS, 1}, {"marks", F_MARKS, 1},
};
#define NFIELDS (sizeof S_fields / sizeof S_fields[0])

/* Whether some game tells facts of this kind. */
static int S_fact_kind(const char *name)
{
    for (size_t g = 0; nt_game_at(g); g++)
        for (size_t i = 0; nt_game_fact_kind(nt_game_at(g), i, NULL, NULL);
             i++)
            if (!strcmp(nt_game_fact_kind(nt_game_at(g), i, NULL, NULL),
                        name))
                return 1;
    return 0;
}

/* KIND, KIND.seat, KIND.round (or .turn), KIND.count. */
static int S_fact_field(filter *t, const char *name)
{
    static const struct { const char *s; enum fact_part part; } parts[] = {
        {".seat", FP_SEAT}, {".round", FP_UNIT}, {".turn", FP_UNIT},
        {".count", FP_COUNT}};
    char *kind = strdup(name);
    t->part = FP_VALUE;
    for (size_t i = 0; i < 4; i++) {
        size_t n = strlen(kind), k = strlen(parts[i].s);
        if (n > k && !strcmp(kind + n - k, parts[i].s)) {
            kind[n - k] = '\0';
            t->part = parts[i].part;
        }
    }
    if (!S_fact_kind(kind)) {
        free(kind);
        return -1;
    }
    t->field = F_FACT;
    t->arg = kind;
    t->replay = 1;
    return 0;
}

static int S_field(parser *ps, filter *t, const char *name, const char *at)
{
    for (size_t i = 0; i < NFIELDS; i++)
        if (!strcmp(S_fields[i].name, name)) {
            t->field = S_fields[i].field;
            t->replay = S_fields[i].replay;
            t->arg = strdup(name);
            return 0;
        }
    char *end;
    if (!strncmp(name, "player.", 7) &&
        (t->seat = (int)strtol(name + 7, &end, 10)) >= 1 && !*end) {
        t->field = F_PLAYER;
        return 0;
    }
    if ((!strncmp(name, "setup.", 6) || !strncmp(name, "tag.", 4)) &&
        strchr(name, '.')[1]) {
        t->field = name[0] == 's' ? F_SETUP : F_TAG;
        t->arg = strdup(strchr(name, '.') + 1);
        return 0;
    }
    if (!S_fact_field(t, name))
        return 0;
    return S_fail(ps, "notation.where.field", at,
                  "unknown field '%s' (the fields are in notation-select(1); "
                  "a game's facts: notation select --facts)",
                  name);
}

static int S_numeric(const filter *t)
{
    switch (t->field) {
    case F_PLAYERS: case F_STEPS: case F_ACTIONS: case F_UNITS:
    case F_NOTES: case F_VARIATIONS: case F_MARKS: return 1;
    case F_FACT: return t->part != FP_VALUE;
    default: return 0;
    }
}

/* A field whose values are a closed set: a value outside it is a
 * misspelling that would match nothing, said rather than passed.  The
 * set in words when `value` is not in it, else NULL. */
static const char *S_outside(const filter *t, char *words, size_t cap)
{
    static const char *const results[] = {"won", "blocked", "unfinished",
                                          "over"};
    size_t at = 0;
    words[0] = '\0';
    if (t->field == F_RESULT) {
        for (size_t i = 0; i < sizeof results / sizeof *results; i++)
            if (!strcmp(t->value, results[i]))
                return NULL;
        return "won, blocked, unfinished or over";
    }
    if (t->field != F_GAME || nt_game_find(t->value))
        return NULL;
    for (size_t i = 0; nt_game_at(i) && at < cap; i++)
        at += (size_t)snprintf(words + at, cap - at, "%s%s", i ? ", " : "",
                               nt_game_id(nt_game_at(i)));
    return words;
}

static filter *S_test(parser *ps)
{
    S_blank(ps);
    const char *at = ps->p;
    char *name = S_value(ps);
    if (!name)
        return NULL;
    filter *t = calloc(1, sizeof *t);
    t->kind = 't';
    int rc = S_field(ps, t, name, at);
    free(name);
    if (!rc && t->replay && ps->headers_only)
        rc = S_fail(ps, "notation.where.field", at,
                    "only a replay knows this field: not with "
                    "--headers-only");
    const char *vat = ps->p;
    if (!rc && S_op(ps, &t->op) && !(t->value = S_value(ps)))
        rc = -1;
    char *end;
    if (!rc && t->value && S_numeric(t) && t->op != OP_LIKE &&
        (strtol(t->value, &end, 10), *end || !*t->value))
        rc = S_fail(ps, "notation.where.value", vat,
                    "this field is a number, not '%s'", t->value);
    char words[256];
    const char *set = !rc && t->value && t->op != OP_LIKE
                          ? S_outside(t, words, sizeof words)
                          : NULL;
    if (set)
        rc = S_fail(ps, "notation.where.value", vat,
                    "'%s' is none of this field's values: %s", t->value,
                    set);
    if (rc) {
        filter_free(t);
        return NULL;
    }
    return t;
}

static filter *S_or(parser *ps);

static filter *S_node(char kind, filter *a, filter *b)
{
    filter *n = calloc(1, sizeof *n);
    n->kind = kind;
    n->a = a;
    n->b = b;
    return n;
}

static filter *S_factor(parser *ps)
{
    S_blank(ps);
    if (S_keyword(ps, "not")) {
        filter *a = S_factor(ps);
        return a ? S_node('!', a, NULL) : NULL;
    }
    if (*ps->p != '(')
        return S_test(ps);
    ps->p++;
    filter *a = S_or(ps);
    S_blank(ps);
    if (a && *ps->p != ')') {
        S_fail(ps, "notation.where.syntax", ps->p, "')' is missing here");
        filter_free(a);
        return NULL;
    }
    ps->p++;
    return a;
}

static filter *S_binary(parser *ps, const char *kw, char kind,
                        filter *(*sub)(parser *))
{
    filter *a = sub(ps);
    while (a && S_keyword(ps, kw)) {
        filter *b = sub(ps);
        if (!b) {
            filter_free(a);
            return NULL;
        }
        a = S_node(kind, a, b);
    }
    return a;
}

static filter *S_and(parser *ps)
{
    return S_binary(ps, "and", '&', S_factor);
}

static filter *S_or(parser *ps)
{
    return S_binary(ps, "or", '|', S_and);
}

int filter_add(filter **f, const char *cmd, const char *expr,
               int headers_only)
{
    parser ps = {cmd, expr, expr, headers_only, 0};
    filter *n = S_or(&ps);
    S_blank(&ps);
    if (n && *ps.p) {
        S_fail(&ps, "notation.where.syntax", ps.p,
               "'and', 'or' or the end was expected here");
        filter_free(n);
        n = NULL;
    }
    if (!n)
        return EXIT_TROUBLE;
    *f = *f ? S_node('&', *f, n) : n;
    return 0;
}

/* -------------------------------------------------------- evaluation */

static int S_cmp_op(enum op op, int cmp)
{
    switch (op) {
    case OP_EQ: return cmp == 0;
    case OP_NE: return cmp != 0;
    case OP_LT: return cmp < 0;
    case OP_LE: return cmp <= 0;
    case OP_GT: return cmp > 0;
    case OP_GE: return cmp >= 0;
    default: return 0;
    }
}

/* Whether `needle` is in `have`, case ignored (ASCII). */
static int S_contains(const char *have, const char *needle)
{
    size_t n = strlen(needle);
    for (; *have; have++)
        if (!strncasecmp(have, needle, n))
            return 1;
    return !n;
}

/* A text against the test: numbers as numbers, else as text (dates
 * written YYYY-MM-DD order as text does). */
static int S_text(const filter *t, const char *have)
{
    if (t->op == OP_HAS)
        return have && *have;
    if (!have)
        return t->op == OP_NE;
    if (t->op == OP_LIKE)
        return S_contains(have, t->value);
    char *e1, *e2;
    long a = strtol(have, &e1, 10), b = strtol(t->value, &e2, 10);
    if (*have && !*e1 && *t->value && !*e2)
        return S_cmp_op(t->op, (a > b) - (a < b));
    return S_cmp_op(t->op, strcmp(have, t->value));
}

static int S_number(const filter *t, long have)
{
    if (t->op == OP_HAS)
        return have != 0;
    char buf[32];
    snprintf(buf, sizeof buf, "%ld", have);
    return S_text(t, buf);
}

/* Any of several texts: != holds when none is equal. */
#define S_ANY(t, cond_text)                                                  \
    do {                                                                     \
        int any_ = 0;                                                        \
        filter eq_ = *(t);                                                   \
        if (eq_.op == OP_NE)                                                 \
            eq_.op = OP_EQ;                                                  \
        cond_text;                                                           \
        return (t)->op == OP_NE ? !any_ : any_;                              \
    } while (0)

static int S_player(const filter *t, const nt_summary *s)
{
    if (t->seat)
        return S_text(t, t->seat <= s->seats ? s->names[t->seat] : NULL);
    S_ANY(t, for (int i = 1; i <= s->seats; i++) any_ |=
                 S_text(&eq_, s->names[i]));
}

static int S_winner(const filter *t, const nt_summary *s)
{
    char seat[16];
    S_ANY(t, for (int i = 1; i <= 32; i++) {
        if (!(s->winners >> (i - 1) & 1))
            continue;
        snprintf(seat, sizeof seat, "%d", i);
        any_ |= S_text(&eq_, seat) ||
                (i <= s->seats && S_text(&eq_, s->names[i]));
    });
}

/* over, unfinished, blocked (Castel: no one can play on), won. */
static int S_result(const filter *t, const nt_summary *s)
{
    const char *have = !s->over ? "unfinished"
                       : s->end && (!strcmp(s->end, "stall") ||
                                    !strcmp(s->end, "dead"))
                           ? "blocked"
                           : "won";
    if (t->op == OP_HAS)
        return s->over;
    if (t->value && !strcmp(t->value, "over"))
        return S_cmp_op(t->op, s->over ? 0 : 1);
    return S_text(t, have);
}

static const char *S_pair(const nt_pair *v, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(v[i].name, name))
            return v[i].value;
    return NULL;
}

static const char *S_meta(const nt_summary *s, const char *name)
{
    return !strcmp(name, "event")  ? s->event
           : !strcmp(name, "site") ? s->site
           : !strcmp(name, "date") ? s->date
           : !strcmp(name, "round") ? s->round
                                    : s->annotator;
}

static int S_fact(const filter *t, const nt_summary *s)
{
    long count = 0;
    char num[16];
    filter eq = *t;
    if (eq.op == OP_NE)
        eq.op = OP_EQ;
    int any = 0;
    for (size_t i = 0; i < s->nfacts; i++) {
        const nt_fact_seen *f = &s->facts[i];
        if (strcmp(f->name, t->arg))
            continue;
        count++;
        if (t->part == FP_VALUE)
            any |= S_text(&eq, f->value ? f->value : "yes");
        else if (t->part != FP_COUNT) {
            snprintf(num, sizeof num, "%d",
                     t->part == FP_SEAT ? f->seat : f->unit);
            any |= S_text(&eq, num);
        }
    }
    if (t->part == FP_COUNT)
        return S_number(t, count);
    if (t->op == OP_HAS)
        return count > 0;
    return t->op == OP_NE ? !any : any;
}

static int S_eval(const filter *t, const nt_summary *s)
{
    const char *g = s->game ? nt_game_id(s->game) : NULL;
    switch (t->field) {
    case F_GAME: return S_text(t, g);
    case F_PLAYERS: return S_number(t, s->seats);
    case F_PLAYER: return S_player(t, s);
    case F_SETUP: return S_text(t, S_pair(s->setup, s->nsetup, t->arg));
    case F_META: return S_text(t, S_meta(s, t->arg));
    case F_TAG: return S_text(t, S_pair(s->tags, s->ntags, t->arg));
    case F_RESULT: return S_result(t, s);
    case F_WINNER: return S_winner(t, s);
    case F_END: return S_text(t, s->end);
    case F_STEPS: return S_number(t, s->steps);
    case F_ACTIONS: return S_number(t, s->actions);
    case F_UNITS: return S_number(t, s->units);
    case F_VALID: return t->op == OP_HAS ? s->valid
                                         : S_text(t, s->valid ? "yes" : "no");
    case F_INVALID: return t->op == OP_HAS ? !s->valid
                                           : S_text(t, s->valid ? "no"
                                                                : "yes");
    case F_RULE: return S_text(t, s->ndiag ? s->diag[0].rule : NULL);
    case F_NOTES: return S_number(t, (long)s->notes);
    case F_VARIATIONS: return S_number(t, s->variations);
    case F_MARKS: return S_number(t, s->marks);
    case F_FACT: return S_fact(t, s);
    }
    return 0;
}

int filter_match(const filter *f, const nt_summary *s)
{
    if (!f)
        return 1;
    switch (f->kind) {
    case '&': return filter_match(f->a, s) && filter_match(f->b, s);
    case '|': return filter_match(f->a, s) || filter_match(f->b, s);
    case '!': return !filter_match(f->a, s);
    default: return S_eval(f, s);
    }
}

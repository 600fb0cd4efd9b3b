/* Where in a record a command stands: the options that name a choice
 * (--at STEP, --choice K, --turn T, --round R, --line N), shared by
 * legal, what-if and diff, and the record opened there. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "where.h"

/* A positive whole number, or -1 (too large ones too). */
static long S_number(const char *text)
{
    char *end;
    if (!text[0] || text[0] == '-' || text[0] == '+')
        return -1;
    errno = 0;
    long v = strtol(text, &end, 10);
    return *end || v <= 0 || errno == ERANGE ? -1 : v;
}

int where_option(where *w, const char *cmd, int c, const char *arg)
{
    return where_option_from(w, cmd, c, arg, 1);
}

int where_option_from(where *w, const char *cmd, int c, const char *arg,
                      long first_step)
{
    long v = S_number(arg);
    const char *what = c == 'a'   ? "--at wants a step number"
                       : c == 'c' ? "--choice wants a choice number"
                       : c == 't' ? "--turn wants a turn number"
                       : c == 'r' ? "--round wants a round number"
                       : c == 'L' ? "--line wants a line number"
                                  : "--record wants a record number";
    if (c == 'a' && first_step == 0 && !strcmp(arg, "0"))
        v = 0;
    if (v < 0)
        return usage_error(cmd, "%s (%ld or more), not '%s'", what,
                           c == 'a' ? first_step : 1L, arg);
    if (c == 'R') {
        w->record = (unsigned long)v;
        return 0;
    }
    if (w->kind)
        return usage_error(cmd, "name one place: --at, --choice, --turn, "
                                "--round or --line");
    w->kind = c;
    w->n = v;
    return 0;
}

/* The first choice whose context begins "WORD N,", or "WORD N" alone. */
static long S_find_period(const nt_position *p, const char *word, long n)
{
    char head[48];
    int len = snprintf(head, sizeof head, "%s %ld", word, n);
    nt_choice c;
    for (size_t i = 0; nt_position_choice(p, i, &c) == 0; i++)
        if (!strncmp(c.context, head, (size_t)len) &&
            (c.context[len] == ',' || c.context[len] == '\0'))
            return (long)i;
    return -1;
}

/* The first and last turn or round the line reaches (0, 0: none). */
static void S_period_range(const nt_position *p, const char *word,
                           long range[2])
{
    size_t len = strlen(word);
    nt_choice c;
    range[0] = range[1] = 0;
    for (size_t i = 0; nt_position_choice(p, i, &c) == 0; i++)
        if (!strncmp(c.context, word, len) && c.context[len] == ' ') {
            long v = atol(c.context + len + 1);
            if (!range[0] || v < range[0])
                range[0] = v;
            if (v > range[1])
                range[1] = v;
        }
}

/* "turns 3 to 9", "turn 3 only", "no turns", as replay says it. */
static void S_has(char *out, size_t cap, const char *word,
                  const long range[2])
{
    if (!range[0])
        snprintf(out, cap, "no %ss", word);
    else if (range[0] == range[1])
        snprintf(out, cap, "%s %ld only", word, range[0]);
    else
        snprintf(out, cap, "%ss %ld to %ld", word, range[0], range[1]);
}

/* The first choice the record answers on line `n`, as its diagnostics
 * number lines; -1 when none is, with the nearest lines that hold one
 * before and after it (0: none).  A choice answered by silence ("(no
 * <buy>)") is placed where the reader stood, at the next element: the
 * line's own element is the one an umpire points at, so a choice written
 * there comes first. */
static long S_find_line(const nt_position *p, long n, unsigned long *before,
                        unsigned long *after)
{
    nt_choice c;
    long silent = -1;
    *before = *after = 0;
    for (size_t i = 0; nt_position_choice(p, i, &c) == 0; i++) {
        if (c.line == (unsigned long)n && c.written[0] == '(') {
            silent = silent < 0 ? (long)i : silent;
            continue;
        }
        if (c.line == (unsigned long)n)
            return (long)i;
        if (c.line && c.line < (unsigned long)n)
            *before = c.line;
        if (c.line > (unsigned long)n && !*after)
            *after = c.line;
    }
    return silent;
}

/* "notation CMD: FILE: record K: MESSAGE", said as a usage error: every
 * command that takes a place says a place the record lacks this way,
 * with the range it has (replay's reader says the same of --at, --turn
 * and --round, record after record). */
static int S_no_place(const char *cmd, const char *file, unsigned long record,
                      const char *message)
{
    return usage_error(cmd, "%s: record %lu: %s", file, record ? record : 1,
                       message);
}

/* Where variations branch along the position's line (a walk). */
typedef struct branches {
    size_t *at, n, cap;
} branches;

static void S_note_branch(nt_position *p, void *user)
{
    branches *b = user;
    if (!nt_position_variation_count(p))
        return;
    if (b->n == b->cap) {
        b->cap = b->cap ? 2 * b->cap : 8;
        size_t *at = realloc(b->at, b->cap * sizeof *at);
        if (!at)
            return;
        b->at = at;
    }
    b->at[b->n++] = nt_position_index(p);
}

/* The first choice written on line n of the variation the position
 * has just entered, from its branch on (the choices before are those of
 * the line it leaves). */
static long S_line_in(nt_position *p, long n)
{
    size_t k = nt_position_index(p);
    nt_choice c;
    long silent = -1;
    for (; nt_position_choice(p, k, &c) == 0; k++) {
        if (c.line != (unsigned long)n)
            continue;
        if (c.written[0] != '(')
            return (long)k;
        silent = silent < 0 ? (long)k : silent;
    }
    return silent;
}

/* Line n written in one of the record's variations (or one inside it):
 * the position enters it and stands at its choice there; 1 when found,
 * else 0 and the position back where it was. */
static int S_enter_line(nt_position *p, long n)
{
    size_t back = nt_position_index(p);
    branches b = {0};
    if (nt_position_walk(p, S_note_branch, &b) == 0)
        for (size_t j = 0; j < b.n; j++) {
            nt_position_seek(p, b.at[j]);
            size_t count = nt_position_variation_count(p);
            for (size_t i = 0; i < count; i++) {
                if (nt_position_enter(p, i))
                    continue;
                long k = S_line_in(p, n);
                if (k >= 0) {
                    nt_position_seek(p, (size_t)k);
                    free(b.at);
                    return 1;
                }
                if (S_enter_line(p, n)) {
                    free(b.at);
                    return 1;
                }
                nt_position_leave(p);
            }
        }
    free(b.at);
    nt_position_seek(p, back);
    return 0;
}

static int S_seek_line(nt_position *p, const where *w, const char *cmd,
                       const char *file)
{
    unsigned long before, after;
    char msg[512];
    long n = w->n, i = S_find_line(p, n, &before, &after);
    if (i >= 0) {
        nt_position_seek(p, (size_t)i);
        return 0;
    }
    /* An umpire points at a line of a variation as at any other. */
    if (S_enter_line(p, n)) {
        if (w->variations)
            return 0;
        snprintf(msg, sizeof msg, "line %ld is in %s: notation %s reads the "
                                  "record's main line",
                 n, nt_position_line_name(p), cmd);
        return S_no_place(cmd, file, w->record, msg);
    }
    if (!before && !after)
        snprintf(msg, sizeof msg, "the record writes no choice");
    else if (!after)
        snprintf(msg, sizeof msg, "line %ld holds no choice: the last one "
                                  "is on line %lu",
                 n, before);
    else if (!before)
        snprintf(msg, sizeof msg, "line %ld holds no choice: the first "
                                  "one is on line %lu",
                 n, after);
    else
        snprintf(msg, sizeof msg, "line %ld holds no choice: the nearest "
                                  "are on lines %lu and %lu",
                 n, before, after);
    return S_no_place(cmd, file, w->record, msg);
}

static int S_seek_period(nt_position *p, const where *w, const char *cmd,
                         const char *file)
{
    const char *word = w->kind == 't' ? "turn" : "round";
    const char *other = w->kind == 't' ? "round" : "turn";
    long i = S_find_period(p, word, w->n);
    if (i >= 0) {
        nt_position_seek(p, (size_t)i);
        return 0;
    }
    long mine[2], theirs[2];
    char has[64], msg[160];
    S_period_range(p, word, mine);
    S_period_range(p, other, theirs);
    if (!mine[0] && theirs[0]) {
        if (theirs[0] == theirs[1]) /* "only round 1" */
            snprintf(has, sizeof has, "%s %ld", other, theirs[0]);
        else
            S_has(has, sizeof has, other, theirs);
        snprintf(msg, sizeof msg, "there is no %s %ld: the record numbers "
                                  "no %ss, only %s",
                 word, w->n, word, has);
    } else {
        S_has(has, sizeof has, word, mine);
        snprintf(msg, sizeof msg, "there is no %s %ld: the record has %s",
                 word, w->n, has);
    }
    return S_no_place(cmd, file, w->record, msg);
}

/* `after`: --at N is the state after step N (replay, explain, render),
 * else the first choice of step N (legal, what-if). */
static int S_seek(nt_position *p, const where *w, int after, const char *cmd,
                  const char *file)
{
    size_t n = nt_position_length(p);
    char msg[160];
    switch (w->kind) {
    case 0:
        nt_position_seek(p, n);
        return 0;
    case 'c':
        if ((size_t)w->n > n + 1) {
            snprintf(msg, sizeof msg, "there is no choice %ld: the record "
                                      "has choices 1 to %zu (%zu made, then "
                                      "its end)",
                     w->n, n + 1, n);
            return S_no_place(cmd, file, w->record, msg);
        }
        nt_position_seek(p, (size_t)w->n - 1);
        return 0;
    case 'L':
        return S_seek_line(p, w, cmd, file);
    case 'a':
        if (nt_position_seek_step(p, w->n + after)) {
            /* The last step it can stand at: a game over has no step
             * after its last (replay's range and legal's then agree). */
            nt_position_seek(p, n);
            long last = nt_position_step(p) - after;
            while (last > 1 && nt_position_seek_step(p, last + after))
                last--;
            snprintf(msg, sizeof msg, "there is no step %ld: the record has "
                                      "steps %d to %ld",
                     w->n, after ? 0 : 1, last);
            return S_no_place(cmd, file, w->record, msg);
        }
        return 0;
    default:
        return S_seek_period(p, w, cmd, file);
    }
}

static nt_position *S_open(const where *w, int after, const char *cmd,
                           const char *file, int *rc)
{
    char *err = NULL;
    nt_position *p = nt_position_open_file(file, w->record, &err);
    if (!p) {
        fprintf(stderr, "%s\n", err);
        free(err);
        *rc = EXIT_TROUBLE;
        return NULL;
    }
    *rc = S_seek(p, w, after, cmd, file);
    if (*rc) {
        nt_position_free(p);
        return NULL;
    }
    return p;
}

int where_seek(nt_position *p, const where *w, const char *cmd,
               const char *file)
{
    return S_seek(p, w, 0, cmd, file);
}

nt_position *where_open(const where *w, const char *cmd, const char *file,
                        int *rc)
{
    return S_open(w, 0, cmd, file, rc);
}

int where_step(const where *w, const char *cmd, const char *file,
               long *step)
{
    int rc;
    nt_position *p = S_open(w, 1, cmd, file, &rc);
    if (!p)
        return rc;
    if (w->kind == 'a')
        *step = w->n;
    else
        *step = nt_position_step(p) - 1;
    nt_position_free(p);
    return 0;
}

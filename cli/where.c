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
    long v = S_number(arg);
    const char *what = c == 'a'   ? "--at wants a step number"
                       : c == 'c' ? "--choice wants a choice number"
                       : c == 't' ? "--turn wants a turn number"
                       : c == 'r' ? "--round wants a round number"
                       : c == 'L' ? "--line wants a line number"
                                  : "--record wants a record number";
    if (v < 0)
        return usage_error(cmd, "%s (1 or more), not '%s'", what, arg);
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

/* The last turn or round the line reaches, for the message. */
static long S_last_period(const nt_position *p, const char *word)
{
    long last = 0;
    size_t len = strlen(word);
    nt_choice c;
    for (size_t i = 0; nt_position_choice(p, i, &c) == 0; i++)
        if (!strncmp(c.context, word, len) && c.context[len] == ' ')
            last = atol(c.context + len + 1);
    return last;
}

/* The first choice the record answers on line `n`, as its diagnostics
 * number lines; -1 when none is, with the nearest lines that hold one
 * before and after it (0: none). */
static long S_find_line(const nt_position *p, long n, unsigned long *before,
                        unsigned long *after)
{
    nt_choice c;
    *before = *after = 0;
    for (size_t i = 0; nt_position_choice(p, i, &c) == 0; i++) {
        if (c.line == (unsigned long)n)
            return (long)i;
        if (c.line && c.line < (unsigned long)n)
            *before = c.line;
        if (c.line > (unsigned long)n && !*after)
            *after = c.line;
    }
    return -1;
}

static int S_seek_line(nt_position *p, long n, const char *cmd,
                       const char *file)
{
    unsigned long before, after;
    long i = S_find_line(p, n, &before, &after);
    if (i >= 0) {
        nt_position_seek(p, (size_t)i);
        return 0;
    }
    if (!before && !after)
        return usage_error(cmd, "%s: the record writes no choice", file);
    if (!after)
        return usage_error(cmd, "%s: line %ld holds no choice: the last "
                                "one is on line %lu",
                           file, n, before);
    if (!before)
        return usage_error(cmd, "%s: line %ld holds no choice: the first "
                                "one is on line %lu",
                           file, n, after);
    return usage_error(cmd, "%s: line %ld holds no choice: the nearest are "
                            "on lines %lu and %lu",
                       file, n, before, after);
}

static int S_seek(nt_position *p, const where *w, const char *cmd,
                  const char *file)
{
    size_t n = nt_position_length(p);
    switch (w->kind) {
    case 0:
        nt_position_seek(p, n);
        return 0;
    case 'c':
        if ((size_t)w->n > n + 1)
            return usage_error(cmd, "%s: there is no choice %ld: the record "
                                    "makes %zu",
                               file, w->n, n);
        nt_position_seek(p, (size_t)w->n - 1);
        return 0;
    case 'L':
        return S_seek_line(p, w->n, cmd, file);
    case 'a':
        if (nt_position_seek_step(p, w->n)) {
            nt_position_seek(p, n);
            return usage_error(cmd, "%s: there is no step %ld: the record "
                                    "stops at step %ld",
                               file, w->n, nt_position_step(p));
        }
        return 0;
    default: {
        const char *word = w->kind == 't' ? "turn" : "round";
        long i = S_find_period(p, word, w->n);
        if (i < 0) {
            long last = S_last_period(p, word);
            if (!last)
                return usage_error(cmd, "%s: this game is not played in "
                                        "%ss: use %s, --at or --choice",
                                   file, word,
                                   w->kind == 't' ? "--round" : "--turn");
            return usage_error(cmd, "%s: there is no %s %ld: the record "
                                    "reaches %s %ld",
                               file, word, w->n, word, last);
        }
        nt_position_seek(p, (size_t)i);
        return 0;
    }
    }
}

nt_position *where_open(const where *w, const char *cmd, const char *file,
                        int *rc)
{
    char *err = NULL;
    nt_position *p = nt_position_open_file(file, w->record, &err);
    if (!p) {
        fprintf(stderr, "%s\n", err);
        free(err);
        *rc = EXIT_TROUBLE;
        return NULL;
    }
    *rc = S_seek(p, w, cmd, file);
    if (*rc) {
        nt_position_free(p);
        return NULL;
    }
    return p;
}

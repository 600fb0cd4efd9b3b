/* notation diff: every difference between two records of the same game,
 * as an umpire comparing two transcriptions of one game needs them.
 *
 * Two parts, each from its own source of truth:
 * - the choices, from the engine: each record is opened as a position
 *   (notation_position.h) and the lines of play are compared choice by
 *   choice; where they part we say so (the question, both answers with
 *   their lines), then what each line does from there: how many choices
 *   it makes and how it ends (the result, unfinished, or the rule it
 *   breaks first), and the state there;
 * - what the records state besides (facts, notes, metadata, results),
 *   from the files' own trees walked side by side and aligned by those
 *   choices (diff_tree.c says how, and why not on canonical text): each
 *   difference with the line of each file.
 * Both files are read into memory once, so that standard input can be
 * one of them.  Exit status: 0 when the records are the same in all of
 * this (layout, attribute order and comments are not compared), 1 when
 * they differ, 2 on usage or I/O errors or records of different games. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diff.h"
#include "where.h"

typedef struct input {
    const char *name;
    char *data;
    size_t len;
    nt_position *p;
} input;

typedef struct comparison {
    input in[2];
    int setup;          /* the same set-up */
    size_t k;           /* the first choice that differs, or the length */
    int same_choices;   /* same set-up, same line of play */
    int stated;         /* the trees were compared */
    diff_list d;        /* what they state differently */
} comparison;

static void S_usage(void)
{
    printf("usage: notation diff [--record K] [--no-state] "
           "[--format text|json] A B\n"
           "       notation diff --as-variation [--record K] [-o OUT] "
           "A B\n\n"
           "Every difference between records A and B: the first choice "
           "where they part,\nboth answers and what each line does from "
           "there, whether each record is\nvalid and the state there (not "
           "with --no-state); then the facts, notes,\nmetadata and results "
           "they state differently, with the line in each.  Exit\nstatus: "
           "0 when they do not differ, 1 when they do, 2 on trouble.\n"
           "With --as-variation, one record instead, to OUT or standard "
           "output: A, with\nB's line from the move where they part "
           "inserted as a <variation> after\nA's move there, in canonical "
           "form once it reads valid.\n");
}

/* ------------------------------------------------------------ reading */

/* The bytes of the file ("-": standard input): 0, or EXIT_TROUBLE after
 * a message. */
static int S_slurp(input *in)
{
    FILE *f = strcmp(in->name, "-") ? fopen(in->name, "rb") : stdin;
    nt_buf all = {0};
    int rc = f ? nt_buf_read(&all, f, NT_MAX_HELD) : -1;
    int err = rc < 0 ? (errno ? errno : EIO) : 0;
    if (f && f != stdin)
        fclose(f);
    if (rc) {
        nt_buf_free(&all);
        if (err)
            fprintf(stderr, "%s: error[notation.io]: %s\n", in->name,
                    strerror(err));
        else
            fprintf(stderr, "%s: error[notation.limit]: the file holds more "
                            "than 64 MB: diff holds each file whole\n",
                    in->name);
        return EXIT_TROUBLE;
    }
    in->len = all.len;
    in->data = all.len ? nt_buf_take(&all) : calloc(1, 1);
    nt_buf_free(&all);
    return 0;
}

static int S_open(input *in, unsigned long record)
{
    if (S_slurp(in))
        return EXIT_TROUBLE;
    char *err = NULL;
    in->p = nt_position_open_memory(in->name, in->data, in->len, record,
                                    &err);
    if (!in->p) {
        fprintf(stderr, "%s\n", err ? err : "no record could be read");
        free(err);
        return EXIT_TROUBLE;
    }
    nt_position_seek(in->p, nt_position_length(in->p));
    return 0;
}

/* The first choice that differs, or the length both share. */
static size_t S_first_difference(const nt_position *a, const nt_position *b)
{
    size_t na = nt_position_length(a), nb = nt_position_length(b), k = 0;
    nt_choice x, y;
    for (; k < na && k < nb; k++) {
        nt_position_choice(a, k, &x);
        nt_position_choice(b, k, &y);
        if (strcmp(x.question, y.question) || strcmp(x.answer, y.answer))
            break;
    }
    return k;
}

static int S_compare(comparison *c, unsigned long record)
{
    nt_position *a = c->in[0].p, *b = c->in[1].p;
    if (nt_position_game(a) != nt_position_game(b)) {
        fprintf(stderr, "notation diff: %s is a %s record and %s a %s "
                        "record: they cannot be compared\n",
                c->in[0].name, nt_game_id(nt_position_game(a)),
                c->in[1].name, nt_game_id(nt_position_game(b)));
        return EXIT_TROUBLE;
    }
    c->setup = nt_position_same_setup(a, b);
    c->k = S_first_difference(a, b);
    c->same_choices = c->setup && c->k == nt_position_length(a) &&
                      c->k == nt_position_length(b);
    const char *data[2] = {c->in[0].data, c->in[1].data};
    const size_t len[2] = {c->in[0].len, c->in[1].len};
    const char *name[2] = {c->in[0].name, c->in[1].name};
    const nt_position *pos[2] = {a, b};
    char *why = NULL;
    c->stated = !diff_stated(&c->d, data, len, name, record, pos, &why);
    if (!c->stated) {
        fprintf(stderr, "notation diff: %s: only the choices are "
                        "compared\n",
                why);
        free(why);
    }
    return c->same_choices && !c->d.n ? EXIT_VALID : EXIT_INVALID;
}

/* --as-variation: one record, A with B's line where they part. */
static int S_as_variation(comparison *c, const char *output)
{
    nt_position *a = c->in[0].p, *b = c->in[1].p;
    if (nt_position_game(a) != nt_position_game(b)) {
        fprintf(stderr, "notation diff: %s is a %s record and %s a %s "
                        "record: one cannot be a variation of the other\n",
                c->in[0].name, nt_game_id(nt_position_game(a)),
                c->in[1].name, nt_game_id(nt_position_game(b)));
        return EXIT_TROUBLE;
    }
    const char *data[2] = {c->in[0].data, c->in[1].data};
    const size_t len[2] = {c->in[0].len, c->in[1].len};
    const char *name[2] = {c->in[0].name, c->in[1].name};
    nt_position *pos[2] = {a, b};
    return diff_as_variation(data, len, name, pos,
                             S_first_difference(a, b), output);
}

/* ------------------------------------------------------------- text */

static void S_validity(const char *name, nt_position *p)
{
    const nt_diag *d = nt_position_record_diag(p);
    if (!d)
        printf("%s is valid (%zu choices%s).\n", name, nt_position_length(p),
               nt_position_over(p) ? "" : ", unfinished");
    else
        printf("%s is not valid: %s\n", name, d->message);
}

static void S_choice_line(const char *name, const nt_position *p, size_t k)
{
    nt_choice c;
    if (nt_position_choice(p, k, &c)) {
        printf("  %s: nothing more: its line of play stops after %zu "
               "choices\n",
               name, nt_position_length(p));
        return;
    }
    printf("  %s:%lu:%lu: %s\n", name, c.line, c.col, c.written);
}

/* The first line where the set-ups (as fmt writes them) differ. */
static void S_setup_lines(const nt_position *a, const nt_position *b,
                          const char *fa, const char *fb)
{
    char *x = nt_position_setup(a), *y = nt_position_setup(b);
    const char *p = x, *q = y;
    while (*p && *q) {
        size_t m = strcspn(p, "\n"), n = strcspn(q, "\n");
        if (m != n || strncmp(p, q, m)) {
            printf("  %s: %.*s\n  %s: %.*s\n", fa, (int)m, p, fb, (int)n, q);
            break;
        }
        p += m + (p[m] != 0);
        q += n + (q[n] != 0);
    }
    free(x);
    free(y);
}

/* What a line does from choice k on: its count, then how it ends (the
 * position is left at its end). */
static void S_from_there(const char *name, nt_position *p, size_t k)
{
    size_t n = nt_position_length(p);
    nt_position_seek(p, n);
    printf("  %s: ", name);
    if (n > k)
        printf("%zu choice%s from there (%zu to %zu)", n - k,
               n - k == 1 ? "" : "s", k + 1, n);
    else
        printf("no choice from there");
    const nt_diag *d = nt_position_record_diag(p);
    nt_result r;
    nt_position_result(p, &r);
    if (d && d->line)
        printf(", then it breaks %s (line %lu)\n", d->rule, d->line);
    else if (d)
        printf(", then it breaks %s\n", d->rule);
    else if (nt_position_over(p))
        printf(", then the game ends: %s\n", r.text ? r.text : "over");
    else
        printf(", then it stops unfinished\n");
}

static void S_side_text(const char *file, const diff_item *d, int i)
{
    if (!d->line[i])
        printf("    %s: (none)\n", file);
    else if (!d->value[i])
        printf("    %s:%lu: (no %s)\n", file, d->line[i],
               d->attribute ? d->attribute : "text");
    else if (d->attribute)
        printf("    %s:%lu: %s=\"%s\"\n", file, d->line[i], d->attribute,
               d->value[i]);
    else
        printf("    %s:%lu: %s\n", file, d->line[i], d->value[i]);
}

static void S_stated_text(const comparison *c)
{
    if (!c->d.n)
        return;
    printf("%zu difference%s besides the choices:\n", c->d.n,
           c->d.n == 1 ? "" : "s");
    for (size_t i = 0; i < c->d.n; i++) {
        const diff_item *d = &c->d.v[i];
        printf("  %s", diff_kind_name(d->kind));
        if (d->kind != DIFF_NOTE)
            printf(" %s", d->label);
        if (d->attribute)
            printf(" %s", d->attribute);
        puts(":");
        S_side_text(c->in[0].name, d, 0);
        S_side_text(c->in[1].name, d, 1);
    }
}

static void S_text(comparison *c, int state)
{
    nt_position *a = c->in[0].p, *b = c->in[1].p;
    const char *fa = c->in[0].name, *fb = c->in[1].name;
    int parted = c->setup && !c->same_choices;
    if (!c->setup) {
        printf("%s and %s differ in their set-up:\n", fa, fb);
        S_setup_lines(a, b, fa, fb);
    } else if (!parted) {
        printf("%s and %s make the same %zu choices.\n", fa, fb,
               nt_position_length(a));
    } else {
        nt_position_seek(a, c->k);
        printf("%s and %s part at choice %zu, step %ld", fa, fb, c->k + 1,
               nt_position_step(a));
        if (!nt_position_over(a))
            printf(": %s\n  %s %s: %s [%s]\n", nt_position_context(a),
                   nt_position_actor_name(a),
                   nt_position_actor(a) ? "chooses" : "decides",
                   nt_position_what(a), nt_position_rule(a));
        else
            printf(": the game is over in %s\n", fa);
        S_choice_line(fa, a, c->k);
        S_choice_line(fb, b, c->k);
        puts("From there:");
        S_from_there(fa, a, c->k);
        S_from_there(fb, b, c->k);
    }
    nt_position_seek(a, nt_position_length(a));
    nt_position_seek(b, nt_position_length(b));
    S_validity(fa, a);
    S_validity(fb, b);
    S_stated_text(c);
    if (parted && state) {
        nt_position_seek(a, c->k);
        char *s = nt_position_describe(a);
        printf("State there:\n%s", s);
        free(s);
    }
}

/* ------------------------------------------------------------- JSON */

static void S_json_str(const char *s)
{
    if (s)
        json_string(stdout, s);
    else
        fputs("null", stdout);
}

static void S_json_validity(const nt_position *p)
{
    const nt_diag *d = nt_position_record_diag(p);
    printf("{\"valid\":%s,\"choices\":%zu,\"diagnostic\":",
           d ? "false" : "true", nt_position_length(p));
    S_json_str(d ? d->message : NULL);
    putchar('}');
}

static void S_json_choice(const nt_position *p, size_t k)
{
    nt_choice c;
    if (nt_position_choice(p, k, &c)) {
        fputs("null", stdout);
        return;
    }
    printf("{\"line\":%lu,\"col\":%lu,\"answer\":", c.line, c.col);
    json_string(stdout, c.answer);
    fputs(",\"written\":", stdout);
    json_string(stdout, c.written);
    putchar('}');
}

/* How a line goes on from choice k: {"choices","end","result","rule",
 * "line"}. */
static void S_json_from_there(nt_position *p, size_t k)
{
    size_t n = nt_position_length(p);
    nt_position_seek(p, n);
    const nt_diag *d = nt_position_record_diag(p);
    nt_result r;
    nt_position_result(p, &r);
    int over = !d && nt_position_over(p);
    printf("{\"choices\":%zu,\"end\":\"%s\",\"result\":", n > k ? n - k : 0,
           d ? "invalid" : over ? "over" : "unfinished");
    S_json_str(over ? r.text : NULL);
    fputs(",\"rule\":", stdout);
    S_json_str(d ? d->rule : NULL);
    if (d && d->line)
        printf(",\"line\":%lu}", d->line);
    else
        fputs(",\"line\":null}", stdout);
}

static void S_json_side(const diff_item *d, int i)
{
    if (!d->line[i]) {
        fputs("null", stdout);
        return;
    }
    printf("{\"line\":%lu,\"value\":", d->line[i]);
    S_json_str(d->value[i]);
    putchar('}');
}

static void S_json_differences(const comparison *c)
{
    int first = 1;
    fputs(",\"differences\":[", stdout);
    if (c->setup && !c->same_choices) {
        printf("{\"kind\":\"choice\",\"choice\":%zu,\"a\":", c->k + 1);
        S_json_choice(c->in[0].p, c->k);
        fputs(",\"b\":", stdout);
        S_json_choice(c->in[1].p, c->k);
        putchar('}');
        first = 0;
    }
    for (size_t i = 0; i < c->d.n; i++, first = 0) {
        const diff_item *d = &c->d.v[i];
        printf("%s{\"kind\":\"%s\",\"element\":", first ? "" : ",",
               diff_kind_name(d->kind));
        json_string(stdout, d->element);
        fputs(",\"label\":", stdout);
        json_string(stdout, d->label);
        fputs(",\"attribute\":", stdout);
        S_json_str(d->attribute);
        fputs(",\"a\":", stdout);
        S_json_side(d, 0);
        fputs(",\"b\":", stdout);
        S_json_side(d, 1);
        putchar('}');
    }
    putchar(']');
}

static void S_json(comparison *c)
{
    nt_position *a = c->in[0].p, *b = c->in[1].p;
    int parted = c->setup && !c->same_choices;
    fputs("{\"a\":", stdout);
    json_string(stdout, c->in[0].name);
    fputs(",\"b\":", stdout);
    json_string(stdout, c->in[1].name);
    fputs(",\"game\":", stdout);
    json_string(stdout, nt_game_id(nt_position_game(a)));
    printf(",\"same_setup\":%s,\"same_choices\":%s,\"same\":%s,\"parts\":",
           c->setup ? "true" : "false", c->same_choices ? "true" : "false",
           c->same_choices && !c->d.n ? "true" : "false");
    if (!parted) {
        fputs("null", stdout);
    } else {
        nt_position_seek(a, c->k);
        printf("{\"choice\":%zu,\"step\":%ld,\"over\":%s", c->k + 1,
               nt_position_step(a), nt_position_over(a) ? "true" : "false");
        if (!nt_position_over(a)) {
            fputs(",\"context\":", stdout);
            json_string(stdout, nt_position_context(a));
            fputs(",\"actor\":", stdout);
            json_string(stdout, nt_position_actor_name(a));
            fputs(",\"question\":", stdout);
            json_string(stdout, nt_position_question(a));
            fputs(",\"rule\":", stdout);
            json_string(stdout, nt_position_rule(a));
        }
        fputs(",\"in_a\":", stdout);
        S_json_choice(a, c->k);
        fputs(",\"in_b\":", stdout);
        S_json_choice(b, c->k);
        fputs(",\"from_there\":{\"a\":", stdout);
        S_json_from_there(a, c->k);
        fputs(",\"b\":", stdout);
        S_json_from_there(b, c->k);
        fputs("}}", stdout);
    }
    fputs(",\"validity\":{\"a\":", stdout);
    S_json_validity(a);
    fputs(",\"b\":", stdout);
    S_json_validity(b);
    putchar('}');
    S_json_differences(c);
    puts("}");
}

int cmd_diff(int argc, char **argv)
{
    static const struct option opts[] = {
        {"record", required_argument, 0, 'R'},
        {"no-state", no_argument, 0, 's'},
        {"format", required_argument, 0, 'f'},
        {"as-variation", no_argument, 0, 'V'},
        {"output", required_argument, 0, 'o'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    where at = {0, 0, 0, 0};
    int state = 1, json = 0, as_variation = 0, c;
    const char *output = NULL;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":R:sf:o:h", opts, NULL)) != -1) {
        switch (c) {
        case 'R':
            if (where_option(&at, "diff", c, optarg))
                return EXIT_TROUBLE;
            break;
        case 's': state = 0; break;
        case 'V': as_variation = 1; break;
        case 'o': output = optarg; break;
        case 'f':
            if (strcmp(optarg, "text") && strcmp(optarg, "json"))
                return usage_error("diff", "--format is text or json, not "
                                           "'%s'",
                                   optarg);
            json = !strcmp(optarg, "json");
            break;
        case 'h': S_usage(); return EXIT_VALID;
        default: return option_error("diff", c, argv);
        }
    }
    if (argc - optind != 2)
        return usage_error("diff", "two files to compare, A and B");
    if (!strcmp(argv[optind], "-") && !strcmp(argv[optind + 1], "-"))
        return usage_error("diff", "standard input can be only one of A "
                                   "and B");
    if (output && !as_variation)
        return usage_error("diff", "-o writes the record of "
                                   "--as-variation: give it too");
    if (as_variation && (json || !state))
        return usage_error("diff", "--as-variation writes a record: "
                                   "--format and --no-state do not go "
                                   "with it");
    comparison cmp;
    memset(&cmp, 0, sizeof cmp);
    cmp.in[0].name = argv[optind];
    cmp.in[1].name = argv[optind + 1];
    int rc = S_open(&cmp.in[0], at.record);
    if (!rc)
        rc = S_open(&cmp.in[1], at.record);
    if (!rc && as_variation) {
        rc = S_as_variation(&cmp, output);
    } else if (!rc)
        rc = S_compare(&cmp, at.record);
    if (rc != EXIT_TROUBLE && !as_variation) {
        if (json)
            S_json(&cmp);
        else
            S_text(&cmp, state);
        /* A file that is not well-formed was compared by its choices
         * alone: said, and not a success. */
        if (!cmp.stated)
            rc = EXIT_TROUBLE;
    }
    for (int i = 0; i < 2; i++) {
        nt_position_free(cmp.in[i].p);
        free(cmp.in[i].data);
    }
    diff_list_free(&cmp.d);
    return rc;
}

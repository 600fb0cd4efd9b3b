/* notation diff: the first choice where two records of the same game part
 * ways (the set-up, a chance outcome or a decision), both answers, the
 * state there, and whether each record is valid.  Notes, metadata and
 * formatting are not choices: they are ignored. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "where.h"

static void S_usage(void)
{
    printf("usage: notation diff [--record K] [--no-state] "
           "[--format text|json] A B\n\n"
           "The first choice where records A and B differ, both answers, "
           "whether each\nrecord is valid, and the state there (not with "
           "--no-state).  Exit status: 0\nwhen they make the same choices, "
           "1 when they differ, 2 on trouble.\n");
}

static void S_validity(const char *name, nt_position *p)
{
    const nt_diag *d = nt_position_record_diag(p);
    nt_position *end = (nt_position *)p;
    size_t at = nt_position_index(p);
    if (!d) {
        nt_position_seek(end, nt_position_length(p));
        printf("%s is valid (%zu choices%s).\n", name, nt_position_length(p),
               nt_position_over(p) ? "" : ", unfinished");
        nt_position_seek(end, at);
    }
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

/* ------------------------------------------------------------ JSON */

static void S_json_validity(const nt_position *p)
{
    const nt_diag *d = nt_position_record_diag(p);
    fprintf(stdout, "{\"valid\":%s,\"choices\":%zu,\"diagnostic\":",
            d ? "false" : "true", nt_position_length(p));
    if (d)
        json_string(stdout, d->message);
    else
        fputs("null", stdout);
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

/* Where two lines of the same game and set-up part (or null), as one
 * object with both records' validity. */
static int S_json(nt_position *a, nt_position *b, const char *fa,
                  const char *fb)
{
    if (nt_position_game(a) != nt_position_game(b)) {
        fprintf(stderr, "notation diff: %s is a %s record and %s a %s "
                        "record: they cannot be compared\n",
                fa, nt_game_id(nt_position_game(a)), fb,
                nt_game_id(nt_position_game(b)));
        return EXIT_TROUBLE;
    }
    int setup = nt_position_same_setup(a, b);
    size_t k = S_first_difference(a, b);
    size_t na = nt_position_length(a), nb = nt_position_length(b);
    int same = setup && k == na && k == nb;
    fputs("{\"a\":", stdout);
    json_string(stdout, fa);
    fputs(",\"b\":", stdout);
    json_string(stdout, fb);
    fputs(",\"game\":", stdout);
    json_string(stdout, nt_game_id(nt_position_game(a)));
    printf(",\"same_setup\":%s,\"same_choices\":%s,\"parts\":",
           setup ? "true" : "false", same ? "true" : "false");
    if (!setup || same) {
        fputs("null", stdout);
    } else {
        nt_position_seek(a, k);
        printf("{\"choice\":%zu,\"step\":%ld,\"over\":%s", k + 1,
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
        S_json_choice(a, k);
        fputs(",\"in_b\":", stdout);
        S_json_choice(b, k);
        putchar('}');
    }
    fputs(",\"validity\":{\"a\":", stdout);
    S_json_validity(a);
    fputs(",\"b\":", stdout);
    S_json_validity(b);
    puts("}}");
    return same ? EXIT_VALID : EXIT_INVALID;
}

static int S_diff(nt_position *a, nt_position *b, const char *fa,
                  const char *fb, int state)
{
    if (nt_position_game(a) != nt_position_game(b)) {
        fprintf(stderr, "notation diff: %s is a %s record and %s a %s "
                        "record: they cannot be compared\n",
                fa, nt_game_id(nt_position_game(a)), fb,
                nt_game_id(nt_position_game(b)));
        return EXIT_TROUBLE;
    }
    if (!nt_position_same_setup(a, b)) {
        printf("%s and %s differ in their set-up:\n", fa, fb);
        S_setup_lines(a, b, fa, fb);
        S_validity(fa, a);
        S_validity(fb, b);
        return EXIT_INVALID;
    }
    size_t k = S_first_difference(a, b);
    size_t na = nt_position_length(a), nb = nt_position_length(b);
    if (k == na && k == nb) {
        printf("%s and %s make the same %zu choices.\n", fa, fb, na);
        S_validity(fa, a);
        S_validity(fb, b);
        return EXIT_VALID;
    }
    nt_position_seek(a, k);
    printf("%s and %s part at choice %zu, step %ld", fa, fb, k + 1,
           nt_position_step(a));
    if (!nt_position_over(a))
        printf(": %s\n  %s %s: %s [%s]\n", nt_position_context(a),
               nt_position_actor_name(a),
               nt_position_actor(a) ? "chooses" : "decides",
               nt_position_what(a), nt_position_rule(a));
    else
        printf(": the game is over in %s\n", fa);
    S_choice_line(fa, a, k);
    S_choice_line(fb, b, k);
    S_validity(fa, a);
    S_validity(fb, b);
    if (state) {
        char *s = nt_position_describe(a);
        printf("State there:\n%s", s);
        free(s);
    }
    return EXIT_INVALID;
}

int cmd_diff(int argc, char **argv)
{
    static const struct option opts[] = {
        {"record", required_argument, 0, 'R'},
        {"no-state", no_argument, 0, 's'},
        {"format", required_argument, 0, 'f'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    where at = {0, 0, 0};
    int state = 1, json = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":R:sf:h", opts, NULL)) != -1) {
        switch (c) {
        case 'R':
            if (where_option(&at, "diff", c, optarg))
                return EXIT_TROUBLE;
            break;
        case 's': state = 0; break;
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
    int rc;
    nt_position *a = where_open(&at, "diff", argv[optind], &rc);
    if (!a)
        return rc;
    nt_position *b = where_open(&at, "diff", argv[optind + 1], &rc);
    if (b)
        rc = json ? S_json(a, b, argv[optind], argv[optind + 1])
                  : S_diff(a, b, argv[optind], argv[optind + 1], state);
    nt_position_free(a);
    nt_position_free(b);
    return rc;
}

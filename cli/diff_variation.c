/* notation diff --as-variation: two records of one game that part, as
 * one record: A, with B's line from the move where they part written
 * as a <variation> after A's move there (notation(5), "Variations and
 * marks").  The elements come from the files' own trees, found by the
 * lines and columns the engine gives each choice (variation_insert.c),
 * so that B's notes and stated facts stay in its line. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diff.h"
#include "variation_insert.h"

static int S_fail(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

static int S_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "notation diff: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return EXIT_TROUBLE;
}

int diff_as_variation(const char *const data[2], const size_t len[2],
                      const char *const name[2], nt_position *const pos[2],
                      size_t k, const char *out)
{
    nt_position *a = pos[0], *b = pos[1];
    size_t na = nt_position_length(a), nb = nt_position_length(b);
    if (!nt_position_same_setup(a, b)) {
        fprintf(stderr, "notation diff: %s and %s do not start from the same "
                        "set-up: one cannot be a variation of the other\n",
                name[0], name[1]);
        return EXIT_TROUBLE;
    }
    if (k == na && k == nb) {
        fprintf(stderr, "notation diff: %s and %s play the same line: there "
                        "is no variation to write\n",
                name[0], name[1]);
        return EXIT_VALID;
    }
    if (k == na)
        return S_fail("%s stops after %zu choices where %s goes on: no move "
                      "of it for a variation to replace (give them the "
                      "other way round)",
                      name[0], na, name[1]);
    if (k == nb)
        return S_fail("%s goes on after %zu choices where %s stops: a "
                      "variation holds at least one move",
                      name[0], nb, name[1]);
    /* They part inside a move: the variation replaces the whole move. */
    size_t m = vi_move_start(a, k);
    vi_doc d[2] = {{0}, {0}};
    char *why = NULL;
    int rc = EXIT_TROUBLE, number = -1;
    xmlNodePtr first, last, from, unused;
    if (vi_read(&d[0], data[0], len[0], name[0], &why) ||
        vi_read(&d[1], data[1], len[1], name[1], &why)) {
        fprintf(stderr, "notation diff: %s\n", why);
        goto done;
    }
    if (vi_move_elements(&d[0], a, m, &first, &last) || !last) {
        S_fail("%s writes its move at choice %zu by silence: a variation "
               "stands after a move's element (give them the other way "
               "round)",
               name[0], m + 1);
        goto done;
    }
    if (vi_move_elements(&d[1], b, m, &from, &unused)) {
        S_fail("%s: no element holds choice %zu", name[1], m + 1);
        goto done;
    }
    number = vi_insert(last, from);
    if (number < 0) {
        S_fail("%s has no element from choice %zu on", name[1], m + 1);
        goto done;
    }
    size_t n = 0;
    char *canon = vi_canonical(d[0].doc, out ? out : "-", &n, &why);
    if (!canon) {
        fprintf(stderr, "notation diff: %s with %s's line as a variation does "
                        "not read valid: %s\n",
                name[0], name[1], why);
        goto done;
    }
    rc = vi_write(out ? out : "-", canon, n);
    free(canon);
    if (!rc) {
        nt_choice c;
        nt_position_choice(b, m, &c);
        if (out && strcmp(out, "-"))
            printf("Wrote %s: %s, with %s's line from choice %zu (its line "
                   "%lu) as variation %d of the move on line %ld.\n",
                   out, name[0], name[1], m + 1, c.line, number,
                   xmlGetLineNo(first));
        rc = EXIT_INVALID; /* as diff says it: they differ */
    }
done:
    free(why);
    vi_free(&d[0]);
    vi_free(&d[1]);
    return rc;
}

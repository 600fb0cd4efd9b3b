/* verdict: every record of the files named, with its result or its first
 * diagnostic, as notation validate says them; exit status 0 when every
 * record is valid, 1 when one is not, 2 when a file cannot be read. */
#include <notation.h>
#include <stdio.h>
#include <stdlib.h>

static int on_record(const nt_record *r, void *user)
{
    unsigned long *invalid = user;
    if (r->valid) {
        printf("%s:%lu: %s: %s\n", r->file, r->line, nt_game_id(r->game),
               r->summary ? r->summary : "no result");
    } else {
        ++*invalid;
        if (r->ndiag > 0)
            nt_diag_print(stdout, r->file, &r->diag[0]);
    }
    return 0; /* go on to the next record */
}

int main(int argc, char **argv)
{
    unsigned long invalid = 0;
    nt_options o;
    nt_options_init(&o);
    o.on_record = on_record;
    o.user = &invalid;
    char *err = NULL;
    nt_reader *reader = nt_reader_new(&o, &err);
    if (!reader) {
        fprintf(stderr, "verdict: %s\n", err);
        free(err);
        return 2;
    }
    int worst = 0;
    for (int i = 1; i < argc; i++) {
        int rc = nt_reader_file(reader, argv[i]);
        worst = rc > worst ? rc : worst;
    }
    nt_reader_free(reader);
    printf("%lu invalid\n", invalid);
    return worst;
}

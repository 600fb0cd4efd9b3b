#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pick.h"

/* The first record of each distinct digest: 8 bytes of digest and where
 * it was, the file's name kept once per file. */
typedef struct first_seen {
    uint64_t digest;        /* 0: an empty slot (digests are made odd) */
    size_t file;
    unsigned long line, index;
} first_seen;

typedef struct pick_state {
    pick_job *j;
    records_out out;
    nt_collection *c;
    first_seen *seen;
    size_t nseen, cap;
    char **files;
    size_t nfiles;
    unsigned long invalid;
    int trouble;
} pick_state;

/* The slot of `digest`: its first record, or the empty slot it goes in. */
static first_seen *S_slot(pick_state *ps, uint64_t digest)
{
    if (2 * (ps->nseen + 1) > ps->cap) {
        size_t cap = ps->cap ? 2 * ps->cap : 1024;
        first_seen *old = ps->seen, *grown = calloc(cap, sizeof *grown);
        if (!grown) {
            warn("out of memory");
            exit(EXIT_TROUBLE);
        }
        for (size_t i = 0; i < ps->cap; i++) {
            if (!old[i].digest)
                continue;
            size_t k = (size_t)(old[i].digest % cap);
            while (grown[k].digest)
                k = (k + 1) % cap;
            grown[k] = old[i];
        }
        free(old);
        ps->seen = grown;
        ps->cap = cap;
    }
    size_t k = (size_t)(digest % ps->cap);
    while (ps->seen[k].digest && ps->seen[k].digest != digest)
        k = (k + 1) % ps->cap;
    return &ps->seen[k];
}

/* 1 when a record making the same choices came before (said with
 * --duplicates); else it is remembered as the first. */
static int S_duplicate(pick_state *ps, const nt_summary *s)
{
    uint64_t digest = s->digest | 1;
    first_seen *f = S_slot(ps, digest);
    if (f->digest) {
        if (ps->j->duplicates) {
            inputs_quiet(&ps->j->in);
            printf("%s:%lu: record %lu makes the same choices as %s:%lu "
                   "(record %lu)\n",
                   s->file, s->line, s->index, ps->files[f->file], f->line,
                   f->index);
        }
        return 1;
    }
    if (!ps->nfiles || strcmp(ps->files[ps->nfiles - 1], s->file)) {
        ps->files = realloc(ps->files, (ps->nfiles + 1) * sizeof *ps->files);
        if (!ps->files || !(ps->files[ps->nfiles] = strdup(s->file))) {
            warn("out of memory");
            exit(EXIT_TROUBLE);
        }
        ps->nfiles++;
    }
    *f = (first_seen){digest, ps->nfiles - 1, s->line, s->index};
    ps->nseen++;
    return 0;
}

static int S_on_summary(const nt_summary *s, void *user)
{
    pick_state *ps = user;
    pick_job *j = ps->j;
    inputs_record(&j->in);
    if (!s->valid) {
        /* Only a valid record has a canonical form: never written.  Over
         * an archive, hundreds of diagnostics would bury what was picked:
         * they are counted, and told one by one with --verbose (merge
         * tells each, as it writes nothing because of them). */
        ps->invalid++;
        if (j->verbose || j->all_valid) {
            inputs_quiet(&j->in);
            for (size_t i = 0; i < s->ndiag && i < 1; i++)
                nt_diag_print(stderr, s->file, &s->diag[i]);
        }
        return 0;
    }
    if (!filter_match(j->where, s))
        return 0;
    if ((j->unique || j->duplicates) && S_duplicate(ps, s))
        return 0;
    if (!j->duplicates && !ps->trouble && records_out_add(&ps->out, s))
        ps->trouble = 1;
    return 0;
}

static int S_file(const char *path, void *user)
{
    pick_state *ps = user;
    return nt_collection_file(ps->c, path);
}

static void S_free(pick_state *ps)
{
    nt_collection_free(ps->c);
    for (size_t i = 0; i < ps->nfiles; i++)
        free(ps->files[i]);
    free(ps->files);
    free(ps->seen);
}

int pick_run(pick_job *j, int argc, char **argv, int first)
{
    pick_state ps = {0};
    nt_collection_options co = {0};
    ps.j = j;
    if (records_out_init(&ps.out, j->cmd, j->output, j->to_dir,
                         j->all_valid, &co.xml))
        return EXIT_TROUBLE;
    if (j->duplicates)
        co.xml = NT_XML_NONE;
    co.on_summary = S_on_summary;
    co.user = &ps;
    ps.c = nt_collection_new(&co);
    int status = inputs_each(&j->in, argc, argv, first, S_file, &ps);
    int keep = !ps.trouble && status < EXIT_TROUBLE &&
               !(j->all_valid && ps.invalid);
    if (records_out_close(&ps.out, keep) || ps.trouble)
        status = EXIT_TROUBLE;
    if (!j->all_valid && !j->verbose && ps.invalid)
        warn("%s: %lu invalid record%s skipped; --verbose lists %s", j->cmd,
             ps.invalid, ps.invalid == 1 ? "" : "s",
             ps.invalid == 1 ? "it" : "them");
    if (j->all_valid && ps.invalid && status < EXIT_TROUBLE)
        warn("%s: %lu invalid record%s: nothing written", j->cmd,
             ps.invalid, ps.invalid == 1 ? "" : "s");
    else if (!ps.out.written && !j->duplicates && status < EXIT_TROUBLE) {
        warn("%s: no record to write", j->cmd);
        status = EXIT_INVALID;
    }
    S_free(&ps);
    return status;
}

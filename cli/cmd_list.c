/* notation list: one line per record of a collection (or a JSON object),
 * with its header and, unless --headers-only, what its replay found. */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "inputs.h"
#include "summary.h"

typedef struct list_job {
    inputs in;
    nt_collection *c;
    filter *where;
    int json;
    int write_err;
    int status;
} list_job;

static int S_on_summary(const nt_summary *s, void *user)
{
    list_job *j = user;
    inputs_record(&j->in);
    if (!filter_match(j->where, s))
        return 0;
    inputs_quiet(&j->in);
    if (!j->json) {
        summary_text(stdout, s);
        /* A file that cannot be read has no record to show: why, as
         * validate says it. */
        if (s->ndiag && !strcmp(s->diag[0].rule, "notation.io"))
            fprintf(stderr, "%s: error[%s]: %s\n", s->file, s->diag[0].rule,
                    s->diag[0].message ? s->diag[0].message : "");
        return 0;
    }
    char *line = NULL;
    size_t n = 0;
    FILE *m = open_memstream(&line, &n);
    if (!m) {
        j->write_err = ENOMEM;
        return 1;
    }
    summary_json(m, s);
    fclose(m);
    int err = out_whole(stdout, line, n);
    if (err && !j->write_err)
        j->write_err = err;
    free(line);
    return 0;
}

static int S_file(const char *path, void *user)
{
    list_job *j = user;
    return nt_collection_file(j->c, path);
}

static void S_help(void)
{
    printf("usage: notation list [--headers-only] [--format text|json] "
           "[--where EXPR]...\n"
           "                     [--files-from LIST [--null]] "
           "[--progress|--no-progress] [FILE...]\n\n"
           "One line per record of every FILE (- or none for standard "
           "input; a directory\nfor every .xml file below it): "
           "FILE:LINE, record, game, players, names,\nevent, date, "
           "result (the winning seats, unfinished), valid or the first "
           "rule\nbroken, steps; tab-separated, - for what is not known.\n\n"
           "  -H, --headers-only  read the headers alone, without "
           "replaying (result,\n"
           "                      validity and steps are -)\n"
           "  -f, --format FMT    text (default) or json (JSON Lines)\n"
           "  -w, --where EXPR    only the records EXPR matches "
           "(notation-select(1))\n"
           "  -T, --files-from LIST  also the files listed in LIST, one a "
           "line\n"
           "  -0, --null          the list is NUL-separated\n"
           "      --progress, --no-progress  the status line on standard "
           "error\n\n"
           "Exit status: 0 every record valid (or --headers-only and "
           "well-formed), 1 some\nrecord invalid, 2 usage or I/O error.\n");
}

int cmd_list(int argc, char **argv)
{
    static const struct option opts[] = {
        {"headers-only", no_argument, 0, 'H'},
        {"format", required_argument, 0, 'f'},
        {"where", required_argument, 0, 'w'},
        {"help", no_argument, 0, 'h'},
        INPUTS_OPTIONS,
        {0, 0, 0, 0}};
    list_job j = {0};
    nt_collection_options co = {0};
    const char *wheres[64];
    int nwhere = 0, c;
    inputs_init(&j.in, "list");
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":Hf:w:hT:0", opts, NULL)) != -1) {
        if (inputs_option(&j.in, c, optarg))
            continue;
        switch (c) {
        case 'H': co.headers_only = 1; break;
        case 'f':
            if (strcmp(optarg, "text") && strcmp(optarg, "json"))
                return usage_error("list", "--format takes text or json");
            j.json = !strcmp(optarg, "json");
            break;
        case 'w':
            if (nwhere == 64)
                return usage_error("list", "at most 64 --where");
            wheres[nwhere++] = optarg;
            break;
        case 'h': S_help(); return EXIT_VALID;
        default: return option_error("list", c, argv);
        }
    }
    for (int i = 0; i < nwhere; i++)
        if (filter_add(&j.where, "list", wheres[i], co.headers_only)) {
            filter_free(j.where);
            return EXIT_TROUBLE;
        }
    co.on_summary = S_on_summary;
    co.user = &j;
    j.c = nt_collection_new(&co);
    int rc = inputs_each(&j.in, argc, argv, optind, S_file, &j);
    nt_collection_free(j.c);
    filter_free(j.where);
    if (j.write_err)
        return io_error("standard output", j.write_err);
    return rc;
}

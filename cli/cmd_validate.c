/* notation validate: replay every record and report what breaks a rule. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef struct tally {
    int json;
    int quiet;
    unsigned long records;
    unsigned long invalid;
} tally;

static int S_on_record(const nt_record *r, void *user)
{
    tally *t = user;
    t->records++;
    if (!r->valid)
        t->invalid++;
    if (t->json) {
        nt_record_print_json(stdout, r);
        return 0;
    }
    for (size_t i = 0; i < r->ndiag; i++)
        nt_diag_print(stdout, r->file, &r->diag[i]);
    if (r->valid && !t->quiet)
        printf("%s:%lu: ok: %s%s%s\n", r->file, r->line,
               r->game ? nt_game_id(r->game) : "?", r->summary ? ": " : "",
               r->summary ? r->summary : "");
    return 0;
}

static void S_help(void)
{
    printf("usage: notation validate [--keep-going] [--format text|json] "
           "[--explain]\n"
           "                         [--no-schema] [--quiet] FILE...\n\n"
           "Replay every record of every FILE (- for standard input; a "
           "directory for\nevery .xml file below it) against the rules, "
           "and report each record's first\nviolation as "
           "FILE:LINE:COL: error[RULE]: message.\n\n"
           "  -k, --keep-going   also report every later violation that does "
           "not depend\n                     on the first (assertions)\n"
           "  -f, --format FMT   text (default) or json (one JSON object per "
           "record)\n"
           "  -e, --explain      add the state and the legal choices to each "
           "diagnostic\n"
           "      --no-schema    skip the RELAX NG check (the rules are still "
           "checked)\n"
           "  -q, --quiet        print nothing for valid records\n\n"
           "Exit status: 0 all valid, 1 some record invalid, 2 usage or I/O "
           "error.\n");
}

int cmd_validate(int argc, char **argv)
{
    static const struct option opts[] = {
        {"keep-going", no_argument, 0, 'k'}, {"format", required_argument, 0, 'f'},
        {"explain", no_argument, 0, 'e'},    {"no-schema", no_argument, 0, 'S'},
        {"quiet", no_argument, 0, 'q'},      {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    nt_options o;
    tally t = {0};
    nt_options_init(&o);
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "kf:eqh", opts, NULL)) != -1) {
        switch (c) {
        case 'k': o.keep_going = 1; break;
        case 'e': o.details = 1; break;
        case 'S': o.schema = 0; break;
        case 'q': t.quiet = 1; break;
        case 'f':
            if (!strcmp(optarg, "json"))
                t.json = 1;
            else if (strcmp(optarg, "text"))
                return usage_error("validate", "unknown format '%s'", optarg);
            break;
        case 'h': S_help(); return EXIT_VALID;
        default: return usage_error("validate", "bad option");
        }
    }
    if (optind >= argc)
        return usage_error("validate", "no file given");
    path_list files = {0};
    int status = EXIT_VALID;
    for (int i = optind; i < argc; i++)
        if (paths_add(&files, argv[i]))
            status = EXIT_TROUBLE;
    o.on_record = S_on_record;
    o.user = &t;
    nt_reader *r = open_reader(&o);
    if (!r) {
        paths_free(&files);
        return EXIT_TROUBLE;
    }
    for (size_t i = 0; i < files.n; i++) {
        int rc = nt_reader_file(r, files.paths[i]);
        if (rc > status)
            status = rc;
    }
    nt_reader_free(r);
    paths_free(&files);
    if (!t.json && !t.quiet && t.records > 1)
        printf("%lu records, %lu valid, %lu invalid\n", t.records,
               t.records - t.invalid, t.invalid);
    return status;
}

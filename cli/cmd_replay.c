/* notation replay, explain and fmt: one record file read through the
 * engine, written out three ways. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static int S_report(const nt_record *r, void *user)
{
    (void)user;
    for (size_t i = 0; i < r->ndiag; i++)
        nt_diag_print(stderr, r->file, &r->diag[i]);
    return 0;
}

static int S_run(const char *cmd, nt_options *o, int argc, char **argv)
{
    const char *file = optind < argc ? argv[optind] : stdin_or_none();
    if (!file)
        return usage_error(cmd, "no file given (and standard input is a "
                                "terminal)");
    if (optind + 1 < argc)
        return usage_error(cmd, "one file at a time");
    o->on_record = S_report;
    o->out = stdout;
    nt_reader *r = open_reader(o);
    if (!r)
        return EXIT_TROUBLE;
    int rc = nt_reader_file(r, file);
    nt_reader_free(r);
    return rc;
}

int cmd_replay(int argc, char **argv)
{
    static const struct option opts[] = {{"at", required_argument, 0, 'a'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_REPLAY;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:h", opts, NULL)) != -1) {
        switch (c) {
        case 'a': {
            char *end;
            long v = strtol(optarg, &end, 10);
            if (*end || v < 0)
                return usage_error("replay", "--at wants a step number, not "
                                             "'%s'",
                                   optarg);
            o.at_step = v;
            break;
        }
        case 'h':
            printf("usage: notation replay [--at N] FILE\n\n"
                   "Replay FILE and print the state after step N (0 = before "
                   "the first step),\nor the final state and the result.\n");
            return EXIT_VALID;
        default: return option_error("replay", c, argv);
        }
    }
    return S_run("replay", &o, argc, argv);
}

int cmd_explain(int argc, char **argv)
{
    static const struct option opts[] = {{"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_EXPLAIN;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
        if (c == 'h') {
            printf("usage: notation explain FILE\n\n"
                   "Tell every step of every record in FILE in words, with "
                   "the reasons the\nrules give and the state each step "
                   "leaves.\n");
            return EXIT_VALID;
        }
        return option_error("explain", c, argv);
    }
    return S_run("explain", &o, argc, argv);
}

int cmd_fmt(int argc, char **argv)
{
    static const struct option opts[] = {{"assert", required_argument, 0, 'a'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_FMT;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:h", opts, NULL)) != -1) {
        switch (c) {
        case 'a':
            if (!strcmp(optarg, "keep"))
                o.facts = NT_FACTS_KEEP;
            else if (!strcmp(optarg, "all"))
                o.facts = NT_FACTS_ALL;
            else if (!strcmp(optarg, "none"))
                o.facts = NT_FACTS_NONE;
            else
                return usage_error("fmt", "--assert takes keep, all or none");
            break;
        case 'h':
            printf("usage: notation fmt [--assert keep|all|none] FILE\n\n"
                   "Write the valid records of FILE in canonical form to "
                   "standard output.\nWith --assert all every derivable fact "
                   "is filled in; with none they are\nstripped (labels such as "
                   "turn numbers stay).\n");
            return EXIT_VALID;
        default: return option_error("fmt", c, argv);
        }
    }
    return S_run("fmt", &o, argc, argv);
}

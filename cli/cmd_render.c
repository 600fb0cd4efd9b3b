/* notation render: a record as a self-contained HTML page to read and
 * print, or the picture of one state as SVG. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "notation_render.h"
#include "where.h"

static void S_usage(void)
{
    printf("usage: notation render [--format html|svg] [--record K] "
           "[--at STEP | --turn T |\n"
           "                       --round R | --line N | --choice K] [-o "
           "OUT] FILE\n\n"
           "Write the records of FILE as one self-contained HTML page: "
           "each record's\nheader, every step in words with its notes and "
           "the reasons the rules gave,\nand pictures of the state.  With "
           "--format svg, the picture of the state after\nstep STEP (the "
           "end without a place; --turn, --round,\n--line, --choice: where "
           "the step of that place begins) alone.  Exit status: 0 valid, 1 a record\n"
           "breaks a rule (rendered up to there, the diagnostic shown), 2 "
           "trouble.\n");
}

int cmd_render(int argc, char **argv)
{
    static const struct option opts[] = {
        {"format", required_argument, 0, 'f'},
        {"record", required_argument, 0, 'R'},
        {"at", required_argument, 0, 'a'},
        {"turn", required_argument, 0, 't'},
        {"round", required_argument, 0, 'r'},
        {"line", required_argument, 0, 'L'},
        {"choice", required_argument, 0, 'c'},
        {"output", required_argument, 0, 'o'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    nt_render_options o = {NT_RENDER_HTML, 0, -1};
    const char *output = "-";
    where at = {0, 0, 0, 0};
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":f:R:a:o:h", opts, NULL)) != -1) {
        switch (c) {
        case 'f':
            if (!strcmp(optarg, "html"))
                o.format = NT_RENDER_HTML;
            else if (!strcmp(optarg, "svg"))
                o.format = NT_RENDER_SVG;
            else
                return usage_error("render", "--format takes html or svg");
            break;
        case 'R':
        case 'a':
        case 't':
        case 'r':
        case 'L':
        case 'c':
            if (where_option_from(&at, "render", c, optarg, 0))
                return EXIT_TROUBLE;
            o.record = at.record;
            break;
        case 'o': output = optarg; break;
        case 'h': S_usage(); return EXIT_VALID;
        default: return option_error("render", c, argv);
        }
    }
    const char *file = optind < argc ? argv[optind] : stdin_or_none();
    if (!file)
        return usage_error("render", "no file given (and standard input is "
                                     "a terminal)");
    if (optind + 1 < argc)
        return usage_error("render", "one file at a time");
    /* A place is found in the record (the first unless --record) before
     * anything is written, and said as every command says it. */
    if (at.kind && where_step(&at, "render", file, &o.at_step))
        return EXIT_TROUBLE;
    out_target out;
    if (out_open(&out, output, 0))
        return EXIT_TROUBLE;
    char *err = NULL;
    int rc = nt_render_file(file, &o, out.f, &err);
    if (rc == 2) {
        int to_stdout = out.f == stdout;
        out_abort(&out);
        /* A failed write to standard output is said once, at the end
         * (stdout_done). */
        if (err && strstr(err, "cannot be written") && !to_stdout)
            rc = io_error(output, errno);
        else if (!(err && strstr(err, "cannot be written")))
            fprintf(stderr, "%s\n", err ? err : "notation render: failed");
        free(err);
        return EXIT_TROUBLE;
    }
    free(err);
    if (out_commit(&out))
        return EXIT_TROUBLE;
    return rc;
}

/* notation replay and explain: records read through the engine and told
 * to a person, any number of files at a time (fmt is in cmd_fmt.c). */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "packed.h"
#include "where.h"

int print_diags(const nt_record *r, void *user)
{
    (void)user;
    for (size_t i = 0; i < r->ndiag; i++)
        nt_diag_print(stderr, r->file, &r->diag[i]);
    return 0;
}

int record_option(const char *cmd, const char *arg, nt_options *o)
{
    long v;
    if (number_option(cmd, "--record", arg, 1, &v))
        return EXIT_TROUBLE;
    o->record = (unsigned long)v;
    return 0;
}

/* A replay or explain: the options, and the place asked for when it must
 * be found in each file before the reader runs (--line, --choice; every
 * place for explain). */
typedef struct job {
    const char *cmd;
    nt_options o;
    where at;
    int resolve;
    nt_reader *r;   /* the one reader, when nothing is resolved */
} job;

/* Explain up to a place: what it tells of the record is kept up to the
 * step after `step` (the header alone for 0), without the result. */
static int S_explain_to(job *j, const char *path, long step)
{
    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    if (!m)
        return io_error("memory", errno);
    nt_options o = j->o;
    o.out = m;
    nt_reader *r = open_reader(&o);
    int rc = r ? packed_reader_file(r, path, NULL) : EXIT_TROUBLE;
    nt_reader_free(r);
    fclose(m);
    char head[40];
    snprintf(head, sizeof head, "\nStep %ld:", step + 1);
    const char *cut = text ? strstr(text, head) : NULL;
    if (!cut && text)
        cut = strstr(text, "\nResult:");
    size_t n = cut ? (size_t)(cut - text) + 1 : len;
    while (cut && n > 1 && text[n - 1] == '\n' && text[n - 2] == '\n')
        n--; /* the blank line before the step left out */
    if (n)
        fwrite(text, 1, n, stdout);
    free(text);
    return rc;
}

static int S_read(const char *path, void *user)
{
    job *j = user;
    if (!j->resolve)
        return packed_reader_file(j->r, path, NULL);
    long step;
    if (where_step(&j->at, j->cmd, path, &step))
        return EXIT_TROUBLE;
    j->o.record = j->at.record ? j->at.record : 1;
    j->o.at_step = step;
    if (j->o.job == NT_JOB_EXPLAIN)
        return S_explain_to(j, path, step);
    nt_reader *r = open_reader(&j->o);
    int rc = r ? packed_reader_file(r, path, NULL) : EXIT_TROUBLE;
    nt_reader_free(r);
    return rc;
}

static int S_run(job *j, int argc, char **argv)
{
    j->o.on_record = print_diags;
    j->o.out = stdout;
    if (!j->resolve && !(j->r = open_reader(&j->o)))
        return EXIT_TROUBLE;
    int rc = each_file(j->cmd, argc, argv, optind, S_read, j);
    nt_reader_free(j->r);
    return rc;
}

/* A record without the turn or round asked for: said like a usage error,
 * for the file and record it concerns. */
static void S_no_unit(const nt_record *r, const char *message, void *user)
{
    (void)user;
    fflush(stdout);
    fprintf(stderr, "notation replay: %s: record %lu: %s\n", r->file,
            r->index, message);
}

/* A place option (--at N|turn:T|round:R, --turn, --round, --line,
 * --choice; the one spelling and bounds of where.c).  Replay's reader
 * finds a step, turn or round in every record itself; a line or a choice
 * (and any place for explain) is found in each file first. */
static int S_place(job *j, int c, const char *arg)
{
    if (c == 'a' && !strncmp(arg, "turn:", 5))
        c = 't', arg += 5;
    else if (c == 'a' && !strncmp(arg, "round:", 6))
        c = 'r', arg += 6;
    if (where_option_from(&j->at, j->cmd, c, arg, 0))
        return EXIT_TROUBLE;
    if (c == 'R') {
        j->o.record = j->at.record;
        return 0;
    }
    if (j->o.job == NT_JOB_EXPLAIN || c == 'L' || c == 'c')
        j->resolve = 1;
    else if (c == 'a')
        j->o.at_step = j->at.n;
    else if (c == 't')
        j->o.at_turn = j->at.n;
    else
        j->o.at_round = j->at.n;
    return 0;
}

/* The options every command that takes a place takes (notation(1)). */
#define PLACE_OPTIONS                                                         \
    {"at", required_argument, 0, 'a'}, {"turn", required_argument, 0, 't'},   \
        {"round", required_argument, 0, 'r'},                                 \
        {"line", required_argument, 0, 'L'},                                  \
        {"choice", required_argument, 0, 'c'},                                \
        {"record", required_argument, 0, 'R'}

static const char S_place_help[] =
    "      --at N         after step N (0 = before the first step)\n"
    "      --at turn:T, --turn T\n"
    "                     where turn T begins (after the step before its "
    "first)\n"
    "      --at round:R, --round R\n"
    "                     where round R begins\n"
    "      --line N       where the step of the first choice the record "
    "answers on\n"
    "                     its line N begins\n"
    "      --choice K     where the step of the record's K-th choice "
    "begins\n"
    "      --record K     the K-th record of each file only (--line, "
    "--choice%s:\n"
    "                     the first when not given)\n";

static void S_replay_help(void)
{
    printf("usage: notation replay [--at N|turn:T|round:R | --turn T | "
           "--round R |\n"
           "                       --line N | --choice K] [--record K] "
           "[--width N] [FILE...]\n\n"
           "Replay each record of every FILE (- or none for standard "
           "input; a directory\nfor every .xml file below it; a packed file "
           "named is read as its records)\nand print what its last "
           "step was and the state it leaves: at the end, with\nthe "
           "result, or as asked:\n\n");
    printf(S_place_help, "");
    printf("      --width N      wrap lines at N columns (default 80; 0: "
           "never)\n\n"
           "Exit status: 0 replayed, 1 a record breaks a rule, 2 usage or "
           "I/O error\n(a place the record does not have included: the "
           "message gives the range).\n");
}

static int S_common(job *j, int c, const char *arg, int *rc)
{
    long v;
    switch (c) {
    case 'a': case 't': case 'r': case 'L': case 'c': case 'R':
        *rc = S_place(j, c, arg);
        return 1;
    case 'w':
        *rc = number_option(j->cmd, "--width", arg, 0, &v);
        j->o.width = (int)v;
        return 1;
    default: return 0;
    }
}

int cmd_replay(int argc, char **argv)
{
    static const struct option opts[] = {
        PLACE_OPTIONS,
        {"width", required_argument, 0, 'w'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    job j = {0};
    j.cmd = "replay";
    nt_options_init(&j.o);
    j.o.job = NT_JOB_REPLAY;
    j.o.width = 80;
    j.o.on_no_unit = S_no_unit;
    int c, rc = 0;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:h", opts, NULL)) != -1) {
        if (S_common(&j, c, optarg, &rc)) {
            if (rc)
                return rc;
            continue;
        }
        if (c == 'h') {
            S_replay_help();
            return EXIT_VALID;
        }
        return option_error("replay", c, argv);
    }
    return S_run(&j, argc, argv);
}

static void S_explain_help(void)
{
    printf("usage: notation explain [--brief] [--state every|turn|round|"
           "none] [--record K]\n"
           "                        [--at N | --turn T | --round R | --line "
           "N | --choice K]\n"
           "                        [--width N] [FILE...]\n\n"
           "Tell every step of each record of every FILE (- or none for "
           "standard input;\na directory for every .xml file below it, a "
           "packed file) in words: a header with the\nrecord's metadata, seats and "
           "result, then each step with what the rules did\nand why, the "
           "notes of the record and the state.  With a place, one "
           "record's\nsteps up to there:\n\n");
    printf(S_place_help, ", and every place of explain");
    printf("      --state WHEN   every: the state after every step (the "
           "default); turn,\n"
           "                     round: at the end of each turn or round; "
           "none: never\n"
           "      --brief        the steps and what the rules did only "
           "(--state none)\n"
           "      --width N      wrap lines at N columns (default 80; 0: "
           "never)\n");
}

int cmd_explain(int argc, char **argv)
{
    static const struct option opts[] = {
        PLACE_OPTIONS,
        {"brief", no_argument, 0, 'b'},
        {"state", required_argument, 0, 's'},
        {"width", required_argument, 0, 'w'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    static const char *const when[] = {"every", "turn", "round", "none"};
    job j = {0};
    j.cmd = "explain";
    nt_options_init(&j.o);
    j.o.job = NT_JOB_EXPLAIN;
    j.o.width = 80;
    int c, brief = 0, state = -1, rc = 0;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
        if (S_common(&j, c, optarg, &rc)) {
            if (rc)
                return rc;
            continue;
        }
        switch (c) {
        case 'b': brief = 1; break;
        case 's':
            for (state = 3; state >= 0 && strcmp(optarg, when[state]);)
                state--;
            if (state < 0)
                return usage_error("explain", "--state takes every, turn, "
                                              "round or none, not '%s'",
                                   optarg);
            break;
        case 'h': S_explain_help(); return EXIT_VALID;
        default: return option_error("explain", c, argv);
        }
    }
    if (brief && state >= 0 && state != NT_STATE_NONE)
        return usage_error("explain", "--brief tells no state: it does not "
                                      "go with --state %s",
                           when[state]);
    j.o.state_print = brief ? NT_STATE_NONE
                            : state >= 0 ? (enum nt_state_print)state
                                         : NT_STATE_EVERY;
    return S_run(&j, argc, argv);
}

/* notation replay and explain: records read through the engine and told
 * to a person, any number of files at a time (fmt is in cmd_fmt.c). */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

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

static int S_read(const char *path, void *user)
{
    return nt_reader_file(user, path);
}

static int S_run(const char *cmd, nt_options *o, int argc, char **argv)
{
    o->on_record = print_diags;
    o->out = stdout;
    nt_reader *r = open_reader(o);
    if (!r)
        return EXIT_TROUBLE;
    int rc = each_file(cmd, argc, argv, optind, S_read, r);
    nt_reader_free(r);
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

/* A whole number from `min`, or -1. */
static long S_whole(const char *s, long min)
{
    char *end;
    long v = strtol(s, &end, 10);
    return end == s || *end || *s == '-' || *s == '+' || v < min ||
                   v > 1000000000L
               ? -1
               : v;
}

/* --at N, turn:T or round:R (--turn T and --round R come here as the
 * latter two). */
static int S_at(const char *opt, const char *arg, nt_options *o)
{
    long v = -1;
    o->at_step = -1;
    o->at_turn = o->at_round = 0;
    if (!strncmp(arg, "turn:", 5) && (v = S_whole(arg + 5, 1)) > 0)
        o->at_turn = v;
    else if (!strncmp(arg, "round:", 6) && (v = S_whole(arg + 6, 1)) > 0)
        o->at_round = v;
    else if (strchr("0123456789", arg[0]) && (v = S_whole(arg, 0)) >= 0)
        o->at_step = v;
    if (v >= 0)
        return 0;
    if (strcmp(opt, "--at"))
        return usage_error("replay", "%s wants a whole number from 1, not "
                                     "'%s'",
                           opt, strchr(arg, ':') + 1);
    return usage_error("replay", "--at wants a step number, turn:T or "
                                 "round:R, not '%s'",
                       arg);
}

static void S_replay_help(void)
{
    printf("usage: notation replay [--at N|turn:T|round:R] [--turn T] "
           "[--round R]\n"
           "                       [--record K] [--width N] [FILE...]\n\n"
           "Replay each record of every FILE (- or none for standard "
           "input; a directory\nfor every .xml file below it) and print "
           "what its last step was and the state\nit leaves: at the end, "
           "with the result, or as asked:\n\n"
           "      --at N         after step N (0 = before the first step)\n"
           "      --at turn:T, --turn T\n"
           "                     where turn T begins (after the step "
           "before its first)\n"
           "      --at round:R, --round R\n"
           "                     where round R begins\n"
           "      --record K     the K-th record of each file only\n"
           "      --width N      wrap lines at N columns (default 80; 0: "
           "never)\n\n"
           "Exit status: 0 replayed, 1 a record breaks a rule, 2 usage or "
           "I/O error\n(a step, turn or round the record does not have "
           "included).\n");
}

int cmd_replay(int argc, char **argv)
{
    static const struct option opts[] = {
        {"at", required_argument, 0, 'a'},
        {"turn", required_argument, 0, 't'},
        {"round", required_argument, 0, 'r'},
        {"record", required_argument, 0, 'k'},
        {"width", required_argument, 0, 'w'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_REPLAY;
    o.width = 80;
    o.on_no_unit = S_no_unit;
    int c, places = 0;
    long v;
    char at[40];
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:h", opts, NULL)) != -1) {
        switch (c) {
        case 'a':
        case 't':
        case 'r':
            places++;
            snprintf(at, sizeof at, "%s%.32s",
                     c == 't' ? "turn:" : c == 'r' ? "round:" : "", optarg);
            if (S_at(c == 't' ? "--turn" : c == 'r' ? "--round" : "--at",
                     c == 'a' ? optarg : at, &o))
                return EXIT_TROUBLE;
            break;
        case 'k':
            if (record_option("replay", optarg, &o))
                return EXIT_TROUBLE;
            break;
        case 'w':
            if (number_option("replay", "--width", optarg, 0, &v))
                return EXIT_TROUBLE;
            o.width = (int)v;
            break;
        case 'h': S_replay_help(); return EXIT_VALID;
        default: return option_error("replay", c, argv);
        }
    }
    if (places > 1)
        return usage_error("replay", "--at, --turn and --round each name "
                                     "where to stop: give one");
    return S_run("replay", &o, argc, argv);
}

static void S_explain_help(void)
{
    printf("usage: notation explain [--brief] [--state every|turn|round|"
           "none] [--record K]\n"
           "                        [--width N] [FILE...]\n\n"
           "Tell every step of each record of every FILE (- or none for "
           "standard input;\na directory for every .xml file below it) in "
           "words: a header with the\nrecord's metadata, seats and result, "
           "then each step with what the rules did\nand why, the notes of "
           "the record and the state.\n\n"
           "      --state WHEN   every: the state after every step (the "
           "default); turn,\n"
           "                     round: at the end of each turn or round; "
           "none: never\n"
           "      --brief        the steps and what the rules did only "
           "(--state none)\n"
           "      --record K     the K-th record of each file only\n"
           "      --width N      wrap lines at N columns (default 80; 0: "
           "never)\n");
}

int cmd_explain(int argc, char **argv)
{
    static const struct option opts[] = {
        {"brief", no_argument, 0, 'b'},
        {"state", required_argument, 0, 's'},
        {"record", required_argument, 0, 'k'},
        {"width", required_argument, 0, 'w'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    static const char *const when[] = {"every", "turn", "round", "none"};
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_EXPLAIN;
    o.width = 80;
    int c, brief = 0, state = -1;
    long v;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
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
        case 'k':
            if (record_option("explain", optarg, &o))
                return EXIT_TROUBLE;
            break;
        case 'w':
            if (number_option("explain", "--width", optarg, 0, &v))
                return EXIT_TROUBLE;
            o.width = (int)v;
            break;
        case 'h': S_explain_help(); return EXIT_VALID;
        default: return option_error("explain", c, argv);
        }
    }
    if (brief && state >= 0 && state != NT_STATE_NONE)
        return usage_error("explain", "--brief tells no state: it does not "
                                      "go with --state %s",
                           when[state]);
    o.state_print = brief ? NT_STATE_NONE
                          : state >= 0 ? (enum nt_state_print)state
                                       : NT_STATE_EVERY;
    return S_run("explain", &o, argc, argv);
}

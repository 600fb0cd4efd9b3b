/* notation: validate, replay, explain, format, generate and pack game
 * records. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>

#include "cli.h"

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} S_commands[] = {
    {"validate", cmd_validate, "check records against the rules"},
    {"replay", cmd_replay, "show the state after a step, or the result"},
    {"explain", cmd_explain, "tell a game step by step, with the state"},
    {"fmt", cmd_fmt, "write a record in canonical form"},
    {"generate", cmd_generate, "write random legal games"},
    {"pack", cmd_pack, "write records in the compact binary form"},
    {"unpack", cmd_unpack, "write packed records back as XML"},
    {"rules", cmd_rules, "list a game's rules with their ids and sources"},
    {"legal", cmd_legal, "who acts at a point of a record, and every legal "
                         "answer"},
    {"what-if", cmd_what_if, "replace one answer and replay the rest"},
    {"diff", cmd_diff, "the first choice where two records differ"},
    {"render", cmd_render, "write a record as an HTML page to read and "
                           "print, or a picture"},
    {"list", cmd_list, "one line per record of a collection"},
    {"select", cmd_select, "the records that match an expression, or "
                           "unique"},
    {"split", cmd_split, "one file per record"},
    {"merge", cmd_merge, "many files' records as one collection"},
    {"stats", cmd_stats, "counts over a collection: set-ups, results, "
                         "lengths, facts"},
};

#define NCOMMANDS (sizeof S_commands / sizeof S_commands[0])

static void S_usage(FILE *out)
{
    fprintf(out, "usage: notation COMMAND [OPTIONS] [FILE...]\n\n"
                 "Commands:\n");
    for (size_t i = 0; i < NCOMMANDS; i++)
        fprintf(out, "  %-10s %s\n", S_commands[i].name,
                S_commands[i].summary);
    fprintf(out, "\nGames:");
    for (size_t i = 0; nt_game_at(i); i++)
        fprintf(out, " %s", nt_game_id(nt_game_at(i)));
    fprintf(out, "\n\nEvery command takes --components FILE: the Duel's "
                 "component data set\n(default: the built-in "
                 "provisional-1, invented placeholder data, not the\n"
                 "printed components).");
    fprintf(out, "\n\nExit status: 0 valid, 1 invalid record(s), 2 usage or "
                 "I/O error.\nSee notation(1) and notation(5).\n");
}

/* libxml2's version as it runs ("20914", its xmlParserVersion) written
 * dotted like LIBXML_DOTTED_VERSION ("2.9.14"); NULL when it is not of that
 * form. */
static const char *S_libxml_dotted(char *buf, size_t size)
{
    const char *v = xmlParserVersion;
    char *end;
    if (!v || *v < '0' || *v > '9')
        return NULL;
    long n = strtol(v, &end, 10);
    if (*end || n < 10000)
        return NULL;
    snprintf(buf, size, "%ld.%ld.%ld", n / 10000, n / 100 % 100, n % 100);
    return buf;
}

/* The tool's version, the format it reads and writes, and libxml2's: the
 * one it runs with, and the one it was built against when they differ. */
static void S_version(void)
{
    char buf[32];
    const char *run = S_libxml_dotted(buf, sizeof buf);
    printf("notation %s (notation format %d; libxml2 %s", NT_VERSION_STRING,
           NT_FORMAT_VERSION, run ? run : LIBXML_DOTTED_VERSION);
    if (run && strcmp(run, LIBXML_DOTTED_VERSION))
        printf(", built with %s", LIBXML_DOTTED_VERSION);
    printf(")\n");
}

/* libxml2 reports a failed write on its own ("I/O error : ..."); the
 * commands report it themselves, once, as notation.io. */
static void S_quiet(void *ctx, const char *msg, ...)
{
    (void)ctx;
    (void)msg;
}

static void S_quiet_structured(void *ctx, xmlErrorPtr e)
{
    (void)ctx;
    (void)e;
}

static int S_run(int argc, char **argv)
{
    /* Before or after the command: the Duel's data set for this run. */
    if (components_option(&argc, argv))
        return EXIT_TROUBLE;
    if (argc < 2) {
        S_usage(stderr);
        return EXIT_TROUBLE;
    }
    const char *cmd = argv[1];
    if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
        S_usage(stdout);
        return EXIT_VALID;
    }
    if (!strcmp(cmd, "--version")) {
        S_version();
        return EXIT_VALID;
    }
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (!strcmp(cmd, S_commands[i].name))
            return S_commands[i].run(argc - 1, argv + 1);
    warn("unknown command '%s'", cmd);
    S_usage(stderr);
    return EXIT_TROUBLE;
}

int main(int argc, char **argv)
{
    xmlSetGenericErrorFunc(NULL, S_quiet);
    xmlSetStructuredErrorFunc(NULL, S_quiet_structured);
    return stdout_done(S_run(argc, argv));
}

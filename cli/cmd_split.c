/* notation split and merge: a collection as one file a record, and many
 * files' records as one collection, each record written in canonical
 * form (the stream of pick.c without a filter). */
#include <getopt.h>
#include <string.h>

#include "pick.h"

static void S_help(int split)
{
    if (split)
        printf("usage: notation split -o DIR [-v] [--files-from LIST "
               "[--null]]\n"
               "                      [--progress|--no-progress] [FILE...]\n\n"
               "Write each valid record of every FILE to a file of its own "
               "in DIR (made if\nneeded), in canonical form, named "
               "NNNNNN-GAME[-DATE][-EVENT][-ROUND].xml\nfrom its number and "
               "its metadata; a name already taken is never written over\n"
               "(the run stops, exit 2).  Invalid records are not written: "
               "standard error\nsays how many (exit 1), and with -v, "
               "--verbose, each one's diagnostic.\n");
    else
        printf("usage: notation merge [-o OUT] [--files-from LIST [--null]] "
               "[--progress|--no-progress]\n"
               "                      [FILE...]\n\n"
               "Write the records of every FILE, in order, as one canonical "
               "collection to\nstandard output or the file OUT (replaced "
               "once complete).  Nothing is written\nunless every record is "
               "valid (exit 1): not to standard output, a device or a\nFIFO "
               "either.\n");
}

static int S_run(int argc, char **argv, int split)
{
    static const struct option opts[] = {
        {"output", required_argument, 0, 'o'},
        {"verbose", no_argument, 0, 'v'},
        {"help", no_argument, 0, 'h'},
        INPUTS_OPTIONS,
        {0, 0, 0, 0}};
    const char *cmd = split ? "split" : "merge";
    pick_job j = {0};
    int c;
    j.cmd = cmd;
    j.to_dir = split;
    j.all_valid = !split;
    inputs_init(&j.in, cmd);
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":o:vhT:0", opts, NULL)) != -1) {
        if (inputs_option(&j.in, c, optarg))
            continue;
        switch (c) {
        case 'o': j.output = optarg; break;
        case 'v':
            if (!split) /* merge tells every invalid record anyway */
                return option_error(cmd, c, argv);
            j.verbose = 1;
            break;
        case 'h': S_help(split); return EXIT_VALID;
        default: return option_error(cmd, c, argv);
        }
    }
    if (split && !j.output)
        return usage_error(cmd, "-o DIR is needed: where the files go");
    return pick_run(&j, argc, argv, optind);
}

int cmd_split(int argc, char **argv)
{
    return S_run(argc, argv, 1);
}

int cmd_merge(int argc, char **argv)
{
    return S_run(argc, argv, 0);
}

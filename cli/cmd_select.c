/* notation select: the records of a collection that an expression
 * matches (--where), or each distinct one once (--unique), as one
 * canonical collection or one file each; --duplicates lists the records
 * that repeat an earlier one's choices. */
#include <getopt.h>
#include <string.h>

#include "pick.h"

static void S_help(void)
{
    printf("usage: notation select [--where EXPR]... [--unique | "
           "--duplicates] [-o OUT|DIR]\n"
           "                       [--files-from LIST [--null]] "
           "[--progress|--no-progress] [FILE...]\n\n"
           "Write the valid records of every FILE that match every EXPR "
           "as one canonical\ncollection (standard output, or OUT, "
           "replaced once complete), or with -o DIR\n(an existing "
           "directory, or a name ending in /) one file each.  Invalid "
           "records\nare not written: standard error says how many "
           "(--verbose: each diagnostic).\n\n"
           "  -w, --where EXPR   e.g. 'players=4 and result.winner=Nina', "
           "'placed=roi',\n"
           "                     'explosion.round=9' (notation-select(1))\n"
           "  -u, --unique       keep the first of records making the same "
           "choices (set-up,\n"
           "                     chance outcomes, decisions; notes and "
           "metadata aside)\n"
           "  -d, --duplicates   write nothing: list each record that "
           "repeats an earlier one\n"
           "  -o, --output OUT   the collection, or a directory for one "
           "file a record\n"
           "  -v, --verbose      tell each invalid record's diagnostic\n"
           "      --facts        list each game's facts for --where, and "
           "exit\n"
           "  -T, --files-from LIST, -0, --null, --progress, --no-progress "
           "as for validate\n\n"
           "Exit status: 0 written, 1 some record invalid or none to "
           "write, 2 usage or\nI/O error.\n");
}

static void S_facts(void)
{
    for (size_t g = 0; nt_game_at(g); g++) {
        const nt_game *game = nt_game_at(g);
        const char *value, *text, *name;
        for (size_t i = 0; (name = nt_game_fact_kind(game, i, &value, &text));
             i++)
            printf("%s\t%s\t%s\t%s\n", nt_game_id(game), name,
                   value ? value : "-", text);
    }
}

int cmd_select(int argc, char **argv)
{
    static const struct option opts[] = {
        {"where", required_argument, 0, 'w'},
        {"unique", no_argument, 0, 'u'},
        {"duplicates", no_argument, 0, 'd'},
        {"output", required_argument, 0, 'o'},
        {"facts", no_argument, 0, 'F'},
        {"verbose", no_argument, 0, 'v'},
        {"help", no_argument, 0, 'h'},
        INPUTS_OPTIONS,
        {0, 0, 0, 0}};
    pick_job j = {0};
    int c;
    j.cmd = "select";
    inputs_init(&j.in, "select");
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":w:udo:vhT:0", opts, NULL)) != -1) {
        if (inputs_option(&j.in, c, optarg))
            continue;
        switch (c) {
        case 'w':
            if (filter_add(&j.where, "select", optarg, 0)) {
                filter_free(j.where);
                return EXIT_TROUBLE;
            }
            break;
        case 'u': j.unique = 1; break;
        case 'd': j.duplicates = 1; break;
        case 'o': j.output = optarg; break;
        case 'v': j.verbose = 1; break;
        case 'F': filter_free(j.where); S_facts(); return EXIT_VALID;
        case 'h': filter_free(j.where); S_help(); return EXIT_VALID;
        default: filter_free(j.where); return option_error("select", c, argv);
        }
    }
    int rc;
    if (j.duplicates && (j.unique || j.output))
        rc = usage_error("select", "--duplicates writes no records: not "
                                   "with --unique or -o");
    else
        rc = pick_run(&j, argc, argv, optind);
    filter_free(j.where);
    return rc;
}

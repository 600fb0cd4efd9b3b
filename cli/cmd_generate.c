/* notation generate: random legal games, reproducible from their seed. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

static int S_number(const char *text, unsigned long long *out)
{
    char *end;
    errno = 0;
    if (!*text || *text == '-')
        return -1;
    *out = strtoull(text, &end, 10);
    return *end || errno ? -1 : 0;
}

/* mkdir -p. */
static int S_mkdirs(const char *dir)
{
    char path[4096];
    if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path)
        return io_error(dir, ENAMETOOLONG);
    for (char *p = path + 1;; p++) {
        if (*p && *p != '/')
            continue;
        char c = *p;
        *p = '\0';
        struct stat st;
        if (mkdir(path, 0777) && errno != EEXIST)
            return io_error(path, errno);
        if (stat(path, &st) || !S_ISDIR(st.st_mode))
            return io_error(path, ENOTDIR);
        *p = c;
        if (!c)
            return 0;
    }
}

/* A file name that carries the whole set-up, so that two set-ups never
 * share a name:
 * GAME[-hw]-Np[-setS][-SIDE][-first][-COINS][-OPTIONS]-sSEED-INDEX.xml. */
static void S_name(const nt_gen_options *g, unsigned long index, char *out,
                   size_t cap)
{
    char opts[256] = "";
    if (g->options || g->coins || g->first_game) {
        snprintf(opts, sizeof opts, "%s%s%s%s%s", g->first_game ? "-first" : "",
                 g->coins ? "-" : "", g->coins ? g->coins : "",
                 g->options ? "-" : "", g->options ? g->options : "");
        for (char *p = opts; *p; p++)
            if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9')))
                *p = '-';
    }
    snprintf(out, cap, "%s%s-%dp%s%s%s%s%s-s%llu-%06lu.xml",
             nt_game_id(g->game), g->expansion ? "-hw" : "", g->players,
             g->set ? "-set" : "", g->set ? g->set : "", g->side ? "-" : "",
             g->side ? g->side : "", opts, (unsigned long long)g->seed,
             index);
}

/* One file per game, each written whole or not at all; an existing file
 * is kept unless --force. */
static int S_to_dir(const nt_gen_options *g, unsigned long count,
                    const char *dir, int force)
{
    if (S_mkdirs(dir))
        return EXIT_TROUBLE;
    for (unsigned long i = 0; i < count; i++) {
        nt_gen_options one = *g;
        one.index = g->index + i;
        char name[1024], path[4096 + 1024];
        S_name(g, one.index, name, sizeof name);
        snprintf(path, sizeof path, "%s/%s", dir, name);
        out_target t;
        if (out_open(&t, path, force ? 0 : -1))
            return EXIT_TROUBLE;
        char *err = NULL;
        if (nt_generate(&one, 1, 0, t.f, &err)) {
            out_abort(&t);
            warn("%s", err ? err : "generation failed");
            free(err);
            return EXIT_TROUBLE;
        }
        if (out_commit(&t))
            return EXIT_TROUBLE;
    }
    return EXIT_VALID;
}

static void S_help(void)
{
    printf("usage: notation generate --game GAME --players N --seed S "
           "[--count K]\n"
           "                         [--set N] [--side front|back] "
           "[--option K=V]\n"
           "                         [--expansion herb-witches]\n"
           "                         [--coins A,B] [--first-game] "
           "[--components FILE]\n"
           "                         [-o DIR [--force]] [--assert]\n\n"
           "Write random legal games: every chance outcome drawn with its "
           "real odds,\nevery decision uniformly among the legal ones.  The "
           "same options always give\nthe same bytes.  One game goes to "
           "standard output; with --count K a <games>\ncollection of K "
           "games, or with -o DIR one file per game.\n\n"
           "  -g, --game GAME     castel, quacks or quacks-duel\n"
           "  -p, --players N     number of players\n"
           "      --set N         quacks: the ingredient books' set, 1-4 "
           "(default 1), or\n"
           "                      five digits, one per colour (green, blue, "
           "red, yellow,\n"
           "                      purple): 31244; with The Herb Witches "
           "sets 5 and 6\n"
           "                      too, and seven digits add black (1: the "
           "base book) and\n"
           "                      locoweed (0: none): 5656650\n"
           "                      quacks-duel: 1-4 (default 1), or six "
           "digits (blue, red,\n"
           "                      green, pink, yellow, purple): 123412\n"
           "      --coins A,B     quacks-duel: the two coins in play, in "
           "their toss order\n"
           "                      (default: two of the data set's, by the "
           "seed)\n"
           "      --first-game    quacks-duel: the first game's set-up "
           "(set I, silver and\n"
           "                      gold, cards 1-6 in order)\n"
           "      --components F  quacks-duel: play with the component data "
           "set in F\n"
           "                      (default: provisional-1, invented "
           "placeholder data)\n"
           "      --expansion E   quacks: herb-witches (The Herb Witches: "
           "witches,\n"
           "                      5 players, sets 5-6, locoweed, the "
           "bowl)\n"
           "      --side SIDE     quacks: the pots' front (default) or back "
           "side\n"
           "      --option K=V    a ruling option of the game's setup "
           "(quacks:\n"
           "                      flask=any, strong-ingredient=counts); "
           "comma-separated\n"
           "  -s, --seed S        seed (a whole number)\n"
           "  -n, --count K       number of games (default 1)\n"
           "  -o, --output DIR    one file per game in DIR (made with its "
           "parents), named\n"
           "                      after the set-up: "
           "GAME[-hw]-Np[-setS][-SIDE]-sSEED-INDEX.xml\n"
           "      --force         replace files of those names (kept "
           "otherwise)\n"
           "  -a, --assert        write every derivable assertion too\n");
}

int cmd_generate(int argc, char **argv)
{
    static const struct option opts[] = {
        {"game", required_argument, 0, 'g'},   {"players", required_argument, 0, 'p'},
        {"seed", required_argument, 0, 's'},   {"count", required_argument, 0, 'n'},
        {"output", required_argument, 0, 'o'}, {"assert", no_argument, 0, 'a'},
        {"set", required_argument, 0, 'S'},    {"side", required_argument, 0, 'D'},
        {"option", required_argument, 0, 'O'},
        {"expansion", required_argument, 0, 'E'},
        {"coins", required_argument, 0, 'C'},
        {"first-game", no_argument, 0, 'G'},
        {"force", no_argument, 0, 'F'},
        {"help", no_argument, 0, 'h'},         {0, 0, 0, 0}};
    nt_gen_options g = {0};
    unsigned long long v, count = 1;
    int have_count = 0, have_seed = 0, force = 0;
    const char *dir = NULL;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":g:p:s:n:o:ah", opts, NULL)) != -1) {
        switch (c) {
        case 'g':
            g.game = nt_game_find(optarg);
            if (!g.game)
                return usage_error("generate", "unknown game '%s'", optarg);
            break;
        case 'p':
            if (S_number(optarg, &v) || v > 99)
                return usage_error("generate", "bad --players '%s'", optarg);
            g.players = (int)v;
            break;
        case 's':
            if (S_number(optarg, &v))
                return usage_error("generate", "bad --seed '%s'", optarg);
            g.seed = v;
            have_seed = 1;
            break;
        case 'n':
            if (S_number(optarg, &count) || !count || count > 100000000ULL)
                return usage_error("generate", "bad --count '%s'", optarg);
            have_count = 1;
            break;
        case 'S': g.set = optarg; break;
        case 'O': g.options = optarg; break;
        case 'D': g.side = optarg; break;
        case 'E': g.expansion = optarg; break;
        case 'C': g.coins = optarg; break;
        case 'G': g.first_game = 1; break;
        case 'o': dir = optarg; break;
        case 'a': g.assertions = 1; break;
        case 'F': force = 1; break;
        case 'h': S_help(); return EXIT_VALID;
        default: return option_error("generate", c, argv);
        }
    }
    if (optind < argc)
        return usage_error("generate", "unexpected argument '%s'",
                           argv[optind]);
    if (!g.game)
        return usage_error("generate", "--game is required");
    if (!g.players)
        return usage_error("generate", "--players is required");
    if (!have_seed)
        return usage_error("generate", "--seed is required");
    if (dir)
        return S_to_dir(&g, (unsigned long)count, dir, force);
    char *err = NULL;
    int rc = nt_generate(&g, (unsigned long)count, have_count, stdout, &err);
    if (rc) {
        warn("%s", err ? err : "generation failed");
        free(err);
    }
    return rc;
}

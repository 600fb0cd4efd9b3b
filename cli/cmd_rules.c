/* notation rules: the rule catalogue, one rule per line. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static void S_print(const nt_rule *r)
{
    printf("%s  %s  [%s]\n", r->id, r->text, r->source);
}

static void S_print_all(const nt_rule *rules, size_t n)
{
    for (size_t i = 0; i < n; i++)
        S_print(&rules[i]);
}

int cmd_rules(int argc, char **argv)
{
    size_t n = 0;
    if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        printf("usage: notation rules GAME | common | RULE-ID\n\n"
               "Print a game's rules, one per line: the id, what the rule "
               "requires, and its\nsource (rulebook section or ruling).  "
               "'common' lists the rules every game\nshares; a rule id prints "
               "that rule alone.\n");
        return EXIT_VALID;
    }
    if (argc != 2) {
        printf("Games:");
        for (size_t i = 0; nt_game_at(i); i++)
            printf(" %s", nt_game_id(nt_game_at(i)));
        printf(" (and 'common')\n");
        return argc == 1 ? EXIT_VALID
                         : usage_error("rules", "one game or rule id at a time");
    }
    if (!strcmp(argv[1], "common")) {
        S_print_all(nt_common_rules(&n), n);
        return EXIT_VALID;
    }
    const nt_game *g = nt_game_find(argv[1]);
    if (g) {
        const nt_rule *r = nt_game_rules(g, &n);
        S_print_all(r, n);
        return EXIT_VALID;
    }
    const nt_rule *r = nt_rule_find(argv[1]);
    if (r) {
        S_print(r);
        return EXIT_VALID;
    }
    return usage_error("rules", "no game or rule '%s'", argv[1]);
}

/* notation rules: the rule catalogue.  One line per rule by default; in
 * full (--long, or one rule or ruling asked for by id) with the text of
 * every ruling the rule rests on: its question, the reading chosen and
 * why, so that an umpire needs no other document; --search finds rules by
 * any word, accents and case ignored. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define WIDTH 78

/* ------------------------------------------------------------- writing */

/* `text` folded to WIDTH columns, every line indented by `indent`. */
static void S_wrap(const char *text, int indent, const char *first)
{
    int col = printf("%*s%s", indent, "", first);
    const char *p = text;
    while (*p) {
        size_t n = strcspn(p, " ");
        if (col > indent + (int)strlen(first) && col + 1 + (int)n > WIDTH)
            col = printf("\n%*s", indent + (int)strlen(first), "") - 1;
        else if (col > indent + (int)strlen(first))
            col += printf(" ");
        col += printf("%.*s", (int)n, p);
        p += n;
        p += strspn(p, " ");
    }
    printf("\n");
}

static void S_line(const nt_rule *r)
{
    printf("%s  %s  [%s]\n", r->id, r->text, r->source);
}

static void S_ruling(const nt_ruling *g)
{
    printf("\n  Ruling %s\n", g->id);
    S_wrap(g->question, 4, "Question: ");
    S_wrap(g->choice, 4, "Choice:   ");
    S_wrap(g->reason, 4, "Why:      ");
}

/* Whether `id` stands in `text` as a word of its own ("D-2" is not in
 * "D-22"). */
static int S_cites(const char *text, const char *id)
{
    size_t n = strlen(id);
    for (const char *p = text; (p = strstr(p, id)); p++) {
        int before = p == text || !(p[-1] == '-' || (p[-1] >= 'A' &&
                                                     p[-1] <= 'Z'));
        char a = p[n];
        int after = !((a >= '0' && a <= '9') || (a >= 'A' && a <= 'Z') ||
                      a == '-');
        if (before && after)
            return 1;
    }
    return 0;
}

/* A rule in full, with the rulings its id or its source names. */
static void S_long(const nt_game *g, const nt_rule *r)
{
    printf("%s\n", r->id);
    S_wrap(r->text, 2, "");
    S_wrap(r->source, 2, "Source: ");
    size_t n = 0;
    const nt_ruling *rulings = g ? nt_game_rulings(g, &n) : NULL;
    for (size_t i = 0; i < n; i++)
        if (S_cites(r->source, rulings[i].id) || S_cites(r->id, rulings[i].id))
            S_ruling(&rulings[i]);
    printf("\n");
}

static int S_has(const char *text, const char *folded_word);

/* Whether the catalogue lists the ruling as an entry of its own
 * (castel.ruling.D-1); a ruling without one is listed after the rules. */
static int S_listed(const nt_rule *rules, size_t n, const char *id)
{
    for (size_t i = 0; i < n; i++) {
        const char *tag = strstr(rules[i].id, ".ruling.");
        if (tag && !strcmp(tag + strlen(".ruling."), id))
            return 1;
    }
    return 0;
}

/* A ruling in full, then the rules that cite it. */
static void S_ruling_full(const nt_game *g, const nt_ruling *ru)
{
    size_t n;
    const nt_rule *rules = nt_game_rules(g, &n);
    printf("%s (%s)", ru->id, nt_game_id(g));
    S_ruling(ru);
    int first = 1;
    for (size_t k = 0; k < n; k++)
        if (S_cites(rules[k].source, ru->id)) {
            printf(first ? "\n  Rules citing it: %s" : ", %s", rules[k].id);
            first = 0;
        }
    printf(first ? "\n" : "\n\n");
}

/* One line for a ruling, as for a rule: its id, the reading chosen. */
static void S_ruling_line(const nt_ruling *ru)
{
    printf("%s  %s  [ruling %s]\n", ru->id, ru->choice, ru->id);
}

/* Whether a rule rests on the ruling (its text then comes with the rule's
 * in full). */
static int S_cited(const nt_rule *rules, size_t n, const char *id)
{
    for (size_t i = 0; i < n; i++)
        if (S_cites(rules[i].source, id) || S_cites(rules[i].id, id))
            return 1;
    return 0;
}

/* The game's rulings that no rule entry lists, the word in them (NULL:
 * all), one line each or, those no rule cites, in full; the number
 * printed. */
static int S_other_rulings(const nt_game *g, const char *word, int full)
{
    size_t n, nr = 0, found = 0;
    const nt_rule *rules = nt_game_rules(g, &n);
    const nt_ruling *rulings = nt_game_rulings(g, &nr);
    for (size_t i = 0; i < nr; i++) {
        const nt_ruling *ru = &rulings[i];
        if (S_listed(rules, n, ru->id) || (full && S_cited(rules, n, ru->id)))
            continue;
        if (word && !S_has(ru->id, word) && !S_has(ru->question, word) &&
            !S_has(ru->choice, word) && !S_has(ru->reason, word))
            continue;
        found++;
        if (full)
            S_ruling_full(g, ru);
        else
            S_ruling_line(ru);
    }
    return (int)found;
}

/* -------------------------------------------------------------- finding */

/* A byte string for matching: lower case, accents off (Latin-1 letters in
 * UTF-8; "prêtre" matches "pretre"), in `out` (malloc'd). */
static char *S_fold(const char *s)
{
    /* The base letters of U+00C0 ... U+00FF. */
    static const char base[65] = "aaaaaaaceeeeiiiidnooooo*ouuuuyts"
                                 "aaaaaaaceeeeiiiidnooooo/ouuuuyty";
    char *out = malloc(2 * strlen(s) + 1), *o = out;
    if (!out) {
        warn("out of memory");
        exit(EXIT_TROUBLE);
    }
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (p[0] == 0xC3 && p[1] >= 0x80 && p[1] <= 0xBF) {
            *o++ = base[*++p - 0x80];
        } else if (p[0] == 0xC5 && (p[1] == 0x92 || p[1] == 0x93)) {
            *o++ = 'o';
            *o++ = 'e';
            p++;
        } else {
            *o++ = (char)(*p >= 'A' && *p <= 'Z' ? *p + 32 : *p);
        }
    }
    *o = '\0';
    return out;
}

static int S_has(const char *text, const char *folded_word)
{
    char *t = S_fold(text);
    int hit = strstr(t, folded_word) != NULL;
    free(t);
    return hit;
}

/* The rule, or a ruling it rests on, mentions the word. */
static int S_matches(const nt_game *g, const nt_rule *r, const char *word)
{
    if (S_has(r->id, word) || S_has(r->text, word) || S_has(r->source, word))
        return 1;
    size_t n = 0;
    const nt_ruling *rulings = g ? nt_game_rulings(g, &n) : NULL;
    for (size_t i = 0; i < n; i++)
        if ((S_cites(r->source, rulings[i].id) ||
             S_cites(r->id, rulings[i].id)) &&
            (S_has(rulings[i].question, word) ||
             S_has(rulings[i].choice, word) || S_has(rulings[i].reason, word)))
            return 1;
    return 0;
}

/* Every rule of a catalogue (NULL game: the common rules) that mentions
 * the word; the number found. */
static int S_search_in(const nt_game *g, const char *word, int full)
{
    size_t n;
    const nt_rule *rules = g ? nt_game_rules(g, &n) : nt_common_rules(&n);
    int found = 0;
    for (size_t i = 0; i < n; i++) {
        if (!S_matches(g, &rules[i], word))
            continue;
        found++;
        if (full)
            S_long(g, &rules[i]);
        else
            S_line(&rules[i]);
    }
    return found + (g ? S_other_rulings(g, word, full) : 0);
}

static int S_search(const char *game, const char *word, int full)
{
    char *w = S_fold(word);
    int found = 0;
    const nt_game *only = game ? nt_game_find(game) : NULL;
    if (game && strcmp(game, "common") && !only) {
        free(w);
        return usage_error("rules", "no game '%s'", game);
    }
    if (!game || !strcmp(game, "common"))
        found += S_search_in(NULL, w, full);
    for (size_t i = 0; !(game && !only) && nt_game_at(i); i++)
        if (!only || only == nt_game_at(i))
            found += S_search_in(nt_game_at(i), w, full);
    free(w);
    if (!found) {
        fprintf(stderr, "notation rules: no rule mentions '%s'\n", word);
        return EXIT_INVALID;
    }
    return EXIT_VALID;
}

/* ------------------------------------------------------------- showing */

/* A rule or a ruling by id, in one game or in all. */
static int S_show_id(const nt_game *only, const char *id)
{
    for (size_t i = 0; nt_game_at(i); i++) {
        const nt_game *g = nt_game_at(i);
        if (only && g != only)
            continue;
        const nt_rule *r = nt_game_rule(g, id);
        if (r) {
            S_long(g, r);
            return EXIT_VALID;
        }
        const nt_ruling *ru = nt_ruling_find(g, id);
        if (ru) {
            S_ruling_full(g, ru);
            return EXIT_VALID;
        }
    }
    const nt_rule *r = only ? NULL : nt_rule_find(id);
    if (r) {
        S_long(NULL, r);
        return EXIT_VALID;
    }
    return usage_error("rules", "no rule or ruling '%s'%s%s", id,
                       only ? " in " : "", only ? nt_game_id(only) : "");
}

static int S_show_game(const char *name, int full)
{
    size_t n;
    const nt_game *g = nt_game_find(name);
    const nt_rule *rules = g ? nt_game_rules(g, &n) : NULL;
    if (!strcmp(name, "common"))
        rules = nt_common_rules(&n);
    else if (!g)
        return S_show_id(NULL, name);
    if (g && !strcmp(nt_game_id(g), "quacks-duel"))
        printf("Component data set %s: %s\n", nt_components_id(),
               nt_components_status());
    for (size_t i = 0; i < n; i++) {
        if (full)
            S_long(g, &rules[i]);
        else
            S_line(&rules[i]);
    }
    if (g)
        S_other_rulings(g, NULL, full);
    return EXIT_VALID;
}

static void S_help(void)
{
    printf("usage: notation rules [GAME | common]\n"
           "       notation rules [--long] GAME [RULE-ID | RULING-ID]\n"
           "       notation rules RULE-ID\n"
           "       notation rules --search WORD [GAME]\n\n"
           "Print a game's rules, one per line: the id, what the rule "
           "requires, and its\nsource (rulebook section or ruling).  "
           "'common' lists the rules every game\nshares.  A rule id, or a "
           "ruling's (D-22, Q-R11, HW-W4), prints it in full:\nthe text, "
           "the source, and each ruling's question, choice and reason.\n\n"
           "  -l, --long         every rule of the game in full\n"
           "  -s, --search WORD  the rules that mention WORD (accents and "
           "case ignored),\n                     in GAME or in all\n");
}

int cmd_rules(int argc, char **argv)
{
    static const struct option opts[] = {
        {"long", no_argument, 0, 'l'},
        {"search", required_argument, 0, 's'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    int full = 0, c;
    const char *word = NULL;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":ls:h", opts, NULL)) != -1) {
        switch (c) {
        case 'l': full = 1; break;
        case 's': word = optarg; break;
        case 'h': S_help(); return EXIT_VALID;
        default: return option_error("rules", c, argv);
        }
    }
    int left = argc - optind;
    if (word)
        return left > 1 ? usage_error("rules", "--search takes one GAME")
                        : S_search(left ? argv[optind] : NULL, word, full);
    if (left == 0) {
        printf("Games:");
        for (size_t i = 0; nt_game_at(i); i++)
            printf(" %s", nt_game_id(nt_game_at(i)));
        printf(" (and 'common')\n");
        return EXIT_VALID;
    }
    if (left == 1)
        return S_show_game(argv[optind], full);
    if (left == 2) {
        const nt_game *g = nt_game_find(argv[optind]);
        if (!g)
            return usage_error("rules", "no game '%s'", argv[optind]);
        return S_show_id(g, argv[optind + 1]);
    }
    return usage_error("rules", "one game, and one rule id at most");
}

/* notation legal: who acts at a point of a record, what is being decided,
 * and every legal move as the record would write it (a card with its
 * square and its effect's targets, whole), or with --depth 1 every answer
 * to the one choice; chance outcomes with their odds. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "where.h"

#define DEFAULT_LIMIT 200
/* Positions the library visits while listing moves, at most. */
#define MAX_VISITS 20000

typedef struct legal_opts {
    where at;
    int json;
    int atoms;      /* --depth 1: the one choice's answers, not moves */
    long limit;
    int walk;       /* --all: every choice of the record, JSON Lines */
} legal_opts;

void json_string(FILE *out, const char *s)
{
    putc('"', out);
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else
            putc(c, out);
    }
    putc('"', out);
}

/* ------------------------------------------------------------ moves */

/* The moves from here, numbered, each with the rules of its parts; the
 * count, or where the search stopped. */
static void S_text_moves(nt_position *p, const legal_opts *o)
{
    int complete;
    size_t n = nt_position_moves(p, 0, &complete);
    printf("%s%zu legal move%s:\n", complete ? "" : "at least ", n,
           n == 1 ? "" : "s");
    for (size_t i = 0; i < n && (long)i < o->limit; i++)
        printf("%4zu. %s  [%s]\n", i + 1, nt_position_move_text(p, i),
               nt_position_move_rule(p, i));
    if (!complete)
        printf("  ... the search stops after %d positions\n", MAX_VISITS);
    else if ((long)n > o->limit)
        printf("  ... %zu moves in all (--limit %ld shows the first)\n", n,
               o->limit);
}

static void S_json_moves(nt_position *p, const legal_opts *o)
{
    int complete;
    size_t n = nt_position_moves(p, 0, &complete);
    printf(",\"moves\":[");
    for (size_t i = 0; i < n && (long)i < o->limit; i++) {
        printf("%s{\"move\":", i ? "," : "");
        json_string(stdout, nt_position_move_text(p, i));
        printf(",\"rules\":");
        json_string(stdout, nt_position_move_rule(p, i));
        putchar('}');
    }
    printf("],\"count\":%zu,\"complete\":%s", n,
           complete ? "true" : "false");
    char *mine = nt_position_recorded_move(p);
    printf(",\"recorded_move\":");
    if (mine)
        json_string(stdout, mine);
    else
        printf("null");
    free(mine);
}

/* ---------------------------------------------------------- printing */

/* The line's answer here as the record writes it. */
const char *recorded_written(const nt_position *p)
{
    const char *said = nt_position_recorded(p);
    if (!said && nt_position_record_diag(p))
        return "what the record says there, which breaks a rule";
    if (!said)
        return "nothing: it stops here";
    for (size_t i = 0; i < nt_position_legal_count(p); i++)
        if (!strcmp(nt_position_legal(p, i), said))
            return nt_position_legal_written(p, i);
    return said;
}

void position_head(FILE *out, const nt_position *p, const char *file,
                   unsigned long record)
{
    if (nt_position_over(p))
        fprintf(out, "%s: record %lu, after choice %zu of %zu, step %ld",
                file, record ? record : 1, nt_position_index(p),
                nt_position_length(p), nt_position_step(p) - 1);
    else if (nt_position_index(p) == nt_position_length(p))
        fprintf(out, "%s: record %lu, after the record's %zu choices, step "
                     "%ld",
                file, record ? record : 1, nt_position_length(p),
                nt_position_step(p));
    else
        fprintf(out, "%s: record %lu, choice %zu of %zu, step %ld", file,
                record ? record : 1, nt_position_index(p) + 1,
                nt_position_length(p), nt_position_step(p));
    if (!nt_position_over(p))
        fprintf(out, ": %s", nt_position_context(p));
    putc('\n', out);
    if (nt_position_depth(p))
        fprintf(out, "In %s (its line from the game's start).\n",
                nt_position_line_name(p));
}

/* The record's own first move of variation i at the position, as it
 * writes it (the caller frees it), or NULL. */
static char *S_variation_move(nt_position *p, size_t i)
{
    if (nt_position_enter(p, i))
        return NULL;
    char *move = nt_position_recorded_move(p);
    nt_position_leave(p);
    return move;
}

/* The variations the record writes of the move here: each one's name,
 * where it is written, its first move, and the rule it breaks. */
static void S_text_variations(nt_position *p)
{
    size_t n = nt_position_variation_count(p);
    if (n)
        printf("The record's variation%s of this move:\n", n == 1 ? "" : "s");
    for (size_t i = 0; i < n; i++) {
        nt_variation v;
        nt_position_variation(p, i, &v);
        char *move = S_variation_move(p, i);
        if (move)
            printf("  %s (line %lu): %s\n", v.name, v.line, move);
        else
            printf("  %s: no move can be played\n", v.name);
        if (!v.valid)
            printf("    which breaks a rule:\n    %s\n", v.diag);
        free(move);
    }
}

/* "variations": the same, an object each; `moves`: with its first move
 * (the walk of --all cannot step into them). */
static void S_json_variations(FILE *out, nt_position *p, int moves)
{
    fputs(",\"in_variation\":", out);
    if (nt_position_depth(p))
        json_string(out, nt_position_line_name(p));
    else
        fputs("null", out);
    fputs(",\"variations\":[", out);
    size_t n = nt_position_variation_count(p);
    for (size_t i = 0; i < n; i++) {
        nt_variation v;
        nt_position_variation(p, i, &v);
        fprintf(out, "%s{\"name\":", i ? "," : "");
        json_string(out, v.name);
        fprintf(out, ",\"line\":%lu,\"col\":%lu,\"choices\":%zu,"
                     "\"nested\":%zu,\"valid\":%s",
                v.line, v.col, v.length, v.nested, v.valid ? "true" : "false");
        if (moves) {
            char *move = S_variation_move(p, i);
            fputs(",\"move\":", out);
            if (move)
                json_string(out, move);
            else
                fputs("null", out);
            free(move);
        }
        fputs(",\"diagnostic\":", out);
        if (v.diag)
            json_string(out, v.diag);
        else
            fputs("null", out);
        putc('}', out);
    }
    putc(']', out);
}

static void S_text_over(const nt_position *p)
{
    nt_result r;
    nt_position_result(p, &r);
    if (r.text)
        printf("The game is over: nothing is left to decide.\nResult: %s\n",
               r.text);
    else
        printf("The rules ask nothing more here.\n");
}

/* The answers to this one choice (--depth 1, and chance outcomes,
 * which are moves of their own), numbered. */
static void S_text_atoms(nt_position *p, const legal_opts *o)
{
    size_t n = nt_position_legal_count(p);
    int chance = nt_position_actor(p) == 0;
    printf("%zu legal answer%s:\n", n, n == 1 ? "" : "s");
    for (size_t i = 0; i < n && (long)i < o->limit; i++) {
        printf("%4zu. %s", i + 1, nt_position_legal_written(p, i));
        if (chance)
            printf("  %.1f%%", 100 * nt_position_legal_odds(p, i));
        putchar('\n');
    }
    if ((long)n > o->limit)
        printf("  ... %zu answers in all (--limit %ld shows the first)\n", n,
               o->limit);
}

static void S_text_answers(nt_position *p, const legal_opts *o)
{
    int chance = nt_position_actor(p) == 0;
    int moves = !o->atoms && !chance;
    printf("%s %s: %s [%s]\n", nt_position_actor_name(p),
           chance ? "decides" : "chooses", nt_position_what(p),
           nt_position_rule(p));
    printf("written %s\n", nt_position_form(p));
    /* The record's own move, taken before the listing. */
    char *recorded = moves ? nt_position_recorded_move(p) : NULL;
    if (moves)
        S_text_moves(p, o);
    else
        S_text_atoms(p, o);
    /* At a draw-or-stop: the risk's line, then what each kind of chip in
     * the bag would give drawn next. */
    const char *odds = nt_position_odds_text(p);
    if (odds)
        fputs(odds, stdout);
    const nt_diag *d = nt_position_record_diag(p);
    if (!nt_position_recorded(p) && d)
        printf("The record breaks a rule here:\n%s\n", d->message);
    else if (recorded)
        printf("The record plays %s.\n", recorded);
    else
        printf("The record answers %s.\n", recorded_written(p));
    free(recorded);
    S_text_variations(p);
}

/* "chance": what a chance outcome comes out of and whose, or null. */
static void S_json_chance(FILE *out, const nt_position *p)
{
    const char *source = nt_position_chance_source(p);
    fputs(",\"chance\":", out);
    if (!source) {
        fputs("null", out);
        return;
    }
    fputs("{\"source\":", out);
    json_string(out, source);
    int seat = nt_position_chance_owner(p);
    const char *name = seat ? nt_position_player(p, seat) : NULL;
    if (seat)
        fprintf(out, ",\"seat\":%d,\"player\":", seat);
    else
        fputs(",\"seat\":null,\"player\":", out);
    if (name)
        json_string(out, name);
    else
        fputs("null", out);
    fputs("}", out);
}

/* "risk": at a draw-or-stop, the chips that would explode the pot and
 * the chips in the bag; "odds": there, what each kind of chip in the bag
 * gives (nt_position_odds_json); null elsewhere. */
static void S_json_risk(FILE *out, const nt_position *p)
{
    long explode, chips;
    const char *odds = nt_position_odds_json(p);
    if (nt_position_risk(p, &explode, &chips))
        fputs(",\"risk\":null", out);
    else
        fprintf(out, ",\"risk\":{\"explode\":%ld,\"chips\":%ld}", explode,
                chips);
    fprintf(out, ",\"odds\":%s", odds ? odds : "null");
}

static void S_json(nt_position *p, const char *file, const legal_opts *o)
{
    printf("{\"file\":");
    json_string(stdout, file);
    /* The same at the end of a finished record as of an unfinished one:
     * `made` choices before this place, which is choice made + 1 (none is
     * asked when the game is over) of the step nt_position_step says. */
    printf(",\"record\":%lu,\"choice\":%zu,\"made\":%zu,\"choices\":%zu,"
           "\"step\":%ld",
           o->at.record ? o->at.record : 1, nt_position_index(p) + 1,
           nt_position_index(p), nt_position_length(p), nt_position_step(p));
    if (nt_position_over(p)) {
        nt_result r;
        nt_position_result(p, &r);
        printf(",\"over\":true,\"result\":%s}\n", r.json ? r.json : "null");
        return;
    }
    printf(",\"over\":false,\"context\":");
    json_string(stdout, nt_position_context(p));
    printf(",\"seat\":%d,\"actor\":", nt_position_actor(p));
    json_string(stdout, nt_position_actor_name(p));
    printf(",\"question\":");
    json_string(stdout, nt_position_question(p));
    printf(",\"what\":");
    json_string(stdout, nt_position_what(p));
    printf(",\"rule\":");
    json_string(stdout, nt_position_rule(p));
    printf(",\"form\":");
    json_string(stdout, nt_position_form(p));
    S_json_chance(stdout, p);
    S_json_risk(stdout, p);
    printf(",\"recorded\":");
    if (nt_position_recorded(p))
        json_string(stdout, nt_position_recorded(p));
    else
        printf("null");
    const nt_diag *d = nt_position_record_diag(p);
    if (!nt_position_recorded(p) && d) {
        printf(",\"breaks\":");
        json_string(stdout, d->rule);
        printf(",\"diagnostic\":");
        json_string(stdout, d->message);
    }
    printf(",\"answers\":[");
    size_t n = nt_position_legal_count(p);
    for (size_t i = 0; i < n; i++) {
        printf("%s{\"answer\":", i ? "," : "");
        json_string(stdout, nt_position_legal(p, i));
        printf(",\"written\":");
        json_string(stdout, nt_position_legal_written(p, i));
        if (nt_position_actor(p) == 0)
            printf(",\"odds\":%.6f", nt_position_legal_odds(p, i));
        putchar('}');
    }
    putchar(']');
    if (!o->atoms && nt_position_actor(p) > 0)
        S_json_moves(p, o);
    S_json_variations(stdout, p, 1);
    printf("}\n");
}

/* A record that breaks a rule is refused as validate refuses it: its
 * first diagnostic on standard error, exit status 1 (what legal shows
 * stands before it).  1 when the record is valid. */
static int S_say_invalid(const nt_position *p)
{
    const nt_diag *d = nt_position_record_diag(p);
    if (!d)
        return 1;
    fflush(stdout);
    fprintf(stderr, "%s\n", d->message);
    return 0;
}

/* --all: one JSON line per choice of the record, as the walk stands at
 * it; written whole, a line at a time. */
typedef struct walker {
    const char *file;
    unsigned long record;
} walker;

static void S_walk_one(nt_position *p, void *user)
{
    walker *w = user;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return;
    fputs("{\"file\":", f);
    json_string(f, w->file);
    fprintf(f, ",\"record\":%lu,\"choice\":%zu,\"step\":%ld,"
               "\"seat\":%d,\"actor\":",
            w->record ? w->record : 1, nt_position_index(p) + 1,
            nt_position_step(p), nt_position_actor(p));
    json_string(f, nt_position_actor_name(p));
    fputs(",\"context\":", f);
    json_string(f, nt_position_context(p));
    fputs(",\"question\":", f);
    json_string(f, nt_position_question(p));
    fputs(",\"rule\":", f);
    json_string(f, nt_position_rule(p));
    S_json_chance(f, p);
    S_json_risk(f, p);
    fputs(",\"answers\":[", f);
    size_t n = nt_position_legal_count(p);
    for (size_t i = 0; i < n; i++) {
        fprintf(f, "%s{\"answer\":", i ? "," : "");
        json_string(f, nt_position_legal(p, i));
        fputs(",\"written\":", f);
        json_string(f, nt_position_legal_written(p, i));
        if (nt_position_actor(p) == 0)
            fprintf(f, ",\"odds\":%.6f", nt_position_legal_odds(p, i));
        fputc('}', f);
    }
    fputs("],\"recorded\":", f);
    json_string(f, nt_position_recorded(p));
    S_json_variations(f, p, 0);
    fputs("}\n", f);
    if (fclose(f) == 0)
        fwrite(text, 1, len, stdout);
    free(text);
}

static int S_walk(const char *file, const legal_opts *o)
{
    char *err = NULL;
    nt_position *p = nt_position_open_file(file, o->at.record, &err);
    if (!p) {
        fprintf(stderr, "%s\n", err);
        free(err);
        return EXIT_TROUBLE;
    }
    walker w = {file, o->at.record};
    int rc = nt_position_walk(p, S_walk_one, &w);
    int valid = S_say_invalid(p);
    nt_position_free(p);
    if (rc)
        return EXIT_TROUBLE;
    return valid ? EXIT_VALID : EXIT_INVALID;
}

/* One file: the point asked for in it. */
static int S_one(const char *file, void *user)
{
    const legal_opts *o = user;
    int rc;
    if (o->walk)
        return S_walk(file, o);
    nt_position *p = where_open(&o->at, "legal", file, &rc);
    if (!p)
        return rc;
    if (o->json)
        S_json(p, file, o);
    else {
        position_head(stdout, p, file, o->at.record);
        if (nt_position_over(p))
            S_text_over(p);
        else
            S_text_answers(p, o);
    }
    int valid = S_say_invalid(p);
    nt_position_free(p);
    return valid ? EXIT_VALID : EXIT_INVALID;
}

static void S_usage(void)
{
    printf("usage: notation legal [--at STEP | --choice K | --turn T | "
           "--round R | --line N]\n"
           "       notation legal --all [--record K] FILE...\n"
           "                      [--record K] [--depth move|1] "
           "[--limit N] [--format text|json] FILE...\n\n"
           "Who acts at that point of the record, what is being decided, "
           "and every\nlegal answer as the record would write it (chance "
           "outcomes with their odds).\nWithout a place: the end of the "
           "record's line of play (where an invalid\nrecord breaks a rule, "
           "or an unfinished one stops).\n");
}

int cmd_legal(int argc, char **argv)
{
    static const struct option opts[] = {
        {"at", required_argument, 0, 'a'},
        {"choice", required_argument, 0, 'c'},
        {"turn", required_argument, 0, 't'},
        {"round", required_argument, 0, 'r'},
        {"record", required_argument, 0, 'R'},
        {"line", required_argument, 0, 'L'},
        {"depth", required_argument, 0, 'd'},
        {"limit", required_argument, 0, 'l'},
        {"format", required_argument, 0, 'f'},
        {"all", no_argument, 0, 'W'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    legal_opts o = {{0, 0, 0, 1}, 0, 0, DEFAULT_LIMIT, 0};
    int c, depth_given = 0;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:c:t:r:R:L:d:l:f:Wh", opts, NULL)) !=
           -1) {
        switch (c) {
        case 'a': case 'c': case 't': case 'r': case 'R': case 'L':
            if (where_option(&o.at, "legal", c, optarg))
                return EXIT_TROUBLE;
            break;
        case 'd':
            /* "all" is the older spelling of "move". */
            if (strcmp(optarg, "1") && strcmp(optarg, "move") &&
                strcmp(optarg, "all"))
                return usage_error("legal", "--depth takes move or 1");
            o.atoms = !strcmp(optarg, "1");
            depth_given = 1;
            break;
        case 'l': {
            char *end;
            o.limit = strtol(optarg, &end, 10);
            if (*end || o.limit <= 0 || optarg[0] == '-')
                return usage_error("legal", "--limit wants a number (1 or "
                                            "more), not '%s'",
                                   optarg);
            break;
        }
        case 'f':
            if (strcmp(optarg, "text") && strcmp(optarg, "json"))
                return usage_error("legal", "--format takes text or json");
            o.json = !strcmp(optarg, "json");
            break;
        case 'W': o.walk = 1; break;
        case 'h': S_usage(); return EXIT_VALID;
        default: return option_error("legal", c, argv);
        }
    }
    if (o.walk && (o.at.kind || depth_given))
        return usage_error("legal", "--all walks every choice: it takes no "
                                    "place and no --depth");
    return each_file("legal", argc, argv, optind, S_one, &o);
}

/* notation stats: counts over a collection, per game: records and
 * set-ups, wins per seat, lengths (mean, median, max), and the
 * frequencies of each fact the game tells (notation select --facts),
 * with the share of them made by a winner; with --risk, how often the
 * players drew, stopped or did something else at each level of risk of
 * a draw-or-stop decision; as text or one JSON object.  Memory grows with
 * the vocabulary (set-ups, values, lengths), never with the number of
 * records. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "inputs.h"
#include "notation_position.h"
#include "tally.h"

typedef struct stats_job {
    inputs in;
    nt_collection *c;
    filter *where;
    tally t;
    unsigned long records, invalid;
    int json;
    int risk;       /* --risk: each record walked for its draw-or-stops */
} stats_job;

/* ------------------------------------------------------------ risk */

/* Levels of risk: 0 alone (nothing in the bag would explode), then ten
 * bands of ten points, each from above its first bound up to its second
 * (1 of 10 chips is in the first, 0-10%; 11 of 100 in the second),
 * found from the exact fraction, never from a rounded percentage. */
#define RISK_BANDS 11

static int S_band(long explode, long chips)
{
    return explode <= 0 ? 0 : (int)((10 * explode + chips - 1) / chips);
}

typedef struct risk_walk {
    stats_job *j;
    const char *game;
} risk_walk;

/* At each choice of the walk: a draw-or-stop is counted in its band, by
 * what the record did there (the stop is the answer a record writes by
 * silence, "-"). */
static void S_risk_look(nt_position *p, void *user)
{
    risk_walk *w = user;
    long explode, chips;
    if (nt_position_risk(p, &explode, &chips) || chips <= 0)
        return;
    const char *said = nt_position_recorded(p);
    char band[8];
    snprintf(band, sizeof band, "%d", S_band(explode, chips));
    tally_add(&w->j->t, 1, w->game, "risk:decisions", band);
    tally_add(&w->j->t, 1, w->game,
              !said                  ? "risk:other"
              : !strcmp(said, "draw") ? "risk:drew"
              : !strcmp(said, "-")    ? "risk:stopped"
                                      : "risk:other",
              band);
}

/* A valid record, read again from its canonical form, walked choice by
 * choice: the position API gives the risk where the engine has one. */
static void S_count_risk(stats_job *j, const nt_summary *s)
{
    char *err = NULL;
    if (!s->xml)
        return;
    nt_position *p = nt_position_open_memory(s->file, s->xml, s->xml_len, 1,
                                             &err);
    if (!p) {
        warn("%s", err ? err : "a record cannot be read again");
        free(err);
        return;
    }
    risk_walk w = {j, nt_game_id(s->game)};
    nt_position_walk(p, S_risk_look, &w);
    nt_position_free(p);
}

static void S_count_facts(stats_job *j, const char *g, const nt_summary *s)
{
    char unit[16];
    for (size_t i = 0; i < s->nfacts; i++) {
        const nt_fact_seen *f = &s->facts[i];
        char fk[64], uk[64];
        snprintf(fk, sizeof fk, "fact:%s", f->name);
        snprintf(uk, sizeof uk, "unit:%s", f->name);
        snprintf(unit, sizeof unit, "%d", f->unit);
        tally_add(&j->t, 1, g, fk, f->value ? f->value : "yes");
        tally_add(&j->t, 1, g, uk, unit);
        tally_add(&j->t, 1, g, "total", f->name);
        if (f->seat)
            tally_add(&j->t, 1, g, "seated", f->name);
        if (f->seat && (s->winners >> (f->seat - 1) & 1))
            tally_add(&j->t, 1, g, "winners", f->name);
    }
}

static void S_count(stats_job *j, const nt_summary *s)
{
    const char *g = nt_game_id(s->game);
    char num[32], setup[512];
    size_t at = 0;
    setup[0] = '\0';
    for (size_t i = 0; i < s->nsetup && at < sizeof setup; i++)
        at += (size_t)snprintf(setup + at, sizeof setup - at, "%s%s=%s",
                               i ? " " : "", s->setup[i].name,
                               s->setup[i].value);
    tally_add(&j->t, 1, g, "records", NULL);
    tally_add(&j->t, 1, g, "setup", at ? setup : "(none)");
    for (int i = 1; i <= 32; i++)
        if (s->winners >> (i - 1) & 1) {
            snprintf(num, sizeof num, "%d", i);
            tally_add(&j->t, 1, g, "wins", num);
        }
    if (!s->over)
        tally_add(&j->t, 1, g, "result", "unfinished");
    else if (!s->winners)
        tally_add(&j->t, 1, g, "result", "no winner");
    if (s->end)
        tally_add(&j->t, 1, g, "end", s->end);
    snprintf(num, sizeof num, "%ld", s->steps);
    tally_add(&j->t, 1, g, "steps", num);
    snprintf(num, sizeof num, "%ld", s->units);
    tally_add(&j->t, 1, g, "units", num);
    S_count_facts(j, g, s);
}

static int S_on_summary(const nt_summary *s, void *user)
{
    stats_job *j = user;
    inputs_record(&j->in);
    if (!s->valid || !s->game) {
        /* Counted, not tallied: a broken record's facts stop halfway. */
        inputs_quiet(&j->in);
        j->invalid++;
        if (s->ndiag)
            nt_diag_print(stderr, s->file, &s->diag[0]);
        return 0;
    }
    if (!filter_match(j->where, s))
        return 0;
    j->records++;
    S_count(j, s);
    if (j->risk)
        S_count_risk(j, s);
    return 0;
}

static int S_file(const char *path, void *user)
{
    return nt_collection_file(((stats_job *)user)->c, path);
}

/* ------------------------------------------------------------ output */

/* Mean, median and max of a histogram of lengths. */
static void S_lengths(const tally *t, const char *g, const char *what,
                      double *mean, long *median, long *max)
{
    size_t n;
    tally_entry *e = tally_under(t, g, what, &n);
    long total = 0, sum = 0;
    for (size_t i = 0; i < n; i++) {
        long v = atol(strrchr(e[i].key, '\t') + 1);
        total += e[i].count;
        sum += v * e[i].count;
        *max = v;
    }
    *mean = total ? (double)sum / (double)total : 0;
    for (long seen = 0, i = 0; (size_t)i < n; i++) {
        seen += e[i].count;
        if (2 * seen >= total) {
            *median = atol(strrchr(e[i].key, '\t') + 1);
            break;
        }
    }
    free(e);
}

/* "key count, key count" (text) or {"key":count,...} (JSON). */
static void S_list(const stats_job *j, const char *g, const char *what)
{
    size_t n;
    tally_entry *e = tally_under(&j->t, g, what, &n);
    if (j->json)
        putchar('{');
    for (size_t i = 0; i < n; i++) {
        const char *k = strrchr(e[i].key, '\t') + 1;
        if (j->json) {
            printf("%s", i ? "," : "");
            json_string(stdout, k);
            printf(":%ld", e[i].count);
        } else {
            printf("%s%s %ld", i ? ", " : "", k, e[i].count);
        }
    }
    if (j->json)
        putchar('}');
    else if (!n)
        putchar('-');
    free(e);
}

static void S_length_out(const stats_job *j, const char *g, const char *what,
                         const char *label)
{
    double mean = 0;
    long median = 0, max = 0;
    S_lengths(&j->t, g, what, &mean, &median, &max);
    if (j->json)
        printf(",\"%s\":{\"mean\":%.1f,\"median\":%ld,\"max\":%ld}", label,
               mean, median, max);
    else
        printf("  %s: mean %.1f, median %ld, max %ld\n", label, mean, median,
               max);
}

static void S_fact_out(const stats_job *j, const nt_game *game,
                       const char *kind, int first)
{
    const char *g = nt_game_id(game), *unit = nt_game_unit(game);
    char fk[64], uk[64];
    snprintf(fk, sizeof fk, "fact:%s", kind);
    snprintf(uk, sizeof uk, "unit:%s", kind);
    long total = tally_get(&j->t, g, "total", kind);
    long seated = tally_get(&j->t, g, "seated", kind);
    long won = tally_get(&j->t, g, "winners", kind);
    double share = seated ? 100.0 * (double)won / (double)seated : 0;
    if (j->json) {
        printf("%s\"%s\":{\"total\":%ld", first ? "" : ",", kind, total);
        if (seated)
            printf(",\"winners_share\":%.1f", share);
        printf(",\"values\":");
        S_list(j, g, fk);
        printf(",\"by_%s\":", unit);
        S_list(j, g, uk);
        putchar('}');
        return;
    }
    printf("  %s: %ld", kind, total);
    if (seated)
        printf(", %.1f%% by a winner", share);
    printf("\n    ");
    S_list(j, g, fk);
    printf("\n    by %s: ", unit);
    S_list(j, g, uk);
    putchar('\n');
}

/* The bands' counts: decisions, then what the players did. */
static long S_risk_get(const stats_job *j, const char *g, const char *what,
                       int band)
{
    char b[8];
    snprintf(b, sizeof b, "%d", band);
    return tally_get(&j->t, g, what, b);
}

static void S_risk_out(const stats_job *j, const char *g)
{
    long total = 0;
    for (int b = 0; b < RISK_BANDS; b++)
        total += S_risk_get(j, g, "risk:decisions", b);
    if (j->json)
        printf(",\"risk\":{\"decisions\":%ld,\"levels\":[", total);
    else if (total)
        printf("  risk: %ld draw-or-stop decisions, by the chance that the "
               "next chip explodes\n",
               total);
    int first = 1;
    for (int b = 0; b < RISK_BANDS; b++) {
        long n = S_risk_get(j, g, "risk:decisions", b);
        long drew = S_risk_get(j, g, "risk:drew", b);
        long stopped = S_risk_get(j, g, "risk:stopped", b);
        long other = S_risk_get(j, g, "risk:other", b);
        int lo = b ? 10 * (b - 1) : 0, hi = 10 * b;
        if (!n)
            continue;
        if (j->json)
            printf("%s{\"from\":%d,\"to\":%d,\"decisions\":%ld,"
                   "\"drew\":%ld,\"stopped\":%ld,\"other\":%ld}",
                   first ? "" : ",", lo, hi, n, drew, stopped, other);
        else if (b)
            printf("    %d-%d%%: %ld, drew %ld, stopped %ld, other %ld\n", lo,
                   hi, n, drew, stopped, other);
        else
            printf("    0%%: %ld, drew %ld, stopped %ld, other %ld\n", n,
                   drew, stopped, other);
        first = 0;
    }
    if (j->json)
        printf("]}");
}

static void S_game_out(const stats_job *j, const nt_game *game, int first)
{
    const char *g = nt_game_id(game), *kind;
    long n = tally_get(&j->t, g, "records", NULL);
    if (j->json)
        printf("%s\"%s\":{\"records\":%ld,\"setups\":", first ? "" : ",", g,
               n);
    else
        printf("%s: %ld records\n  set-ups: ", g, n);
    S_list(j, g, "setup");
    printf(j->json ? ",\"wins\":" : "\n  wins by seat: ");
    S_list(j, g, "wins");
    printf(j->json ? ",\"results\":" : "; other results: ");
    S_list(j, g, "result");
    printf(j->json ? ",\"ends\":" : "\n  ends: ");
    S_list(j, g, "end");
    if (!j->json)
        putchar('\n');
    S_length_out(j, g, "steps", "steps");
    S_length_out(j, g, "units",
                 !strcmp(nt_game_unit(game), "turn") ? "turns" : "rounds");
    if (j->json)
        printf(",\"facts\":{");
    for (size_t i = 0; (kind = nt_game_fact_kind(game, i, NULL, NULL)); i++)
        S_fact_out(j, game, kind, i == 0);
    if (j->json)
        printf("}");
    if (j->risk)
        S_risk_out(j, g);
    if (j->json)
        printf("}");
}

static void S_report(const stats_job *j)
{
    if (j->json)
        printf("{\"records\":%lu,\"invalid\":%lu,\"games\":{", j->records,
               j->invalid);
    else
        printf("records %lu (invalid, not counted: %lu)\n", j->records,
               j->invalid);
    int first = 1;
    for (size_t i = 0; nt_game_at(i); i++) {
        if (!tally_get(&j->t, nt_game_id(nt_game_at(i)), "records", NULL))
            continue;
        S_game_out(j, nt_game_at(i), first);
        first = 0;
    }
    if (j->json)
        printf("}}\n");
}

static void S_help(void)
{
    printf("usage: notation stats [--format text|json] [--where EXPR]... "
           "[--risk]\n"
           "                      [--files-from LIST [--null]] "
           "[--progress|--no-progress]\n"
           "                      [FILE...]\n\n"
           "Count over the valid records of every FILE (those EXPR "
           "matches): per game,\nrecords per set-up, wins per seat and "
           "other results, how games ended, lengths\nin steps and in turns "
           "or rounds (mean, median, max), and each fact the game\ntells "
           "(notation select --facts): how many, the share made by a "
           "winner, by value\nand by turn or round.  --risk: at each level of "
           "risk of a decision to draw\nor stop (0%%, then bands of ten "
           "points), how often the players drew, stopped\nor did something "
           "else.  Invalid records are told on standard error.\n\nExit "
           "status: 0, 1 some record "
           "invalid, 2 usage or I/O error.\n");
}

int cmd_stats(int argc, char **argv)
{
    static const struct option opts[] = {
        {"format", required_argument, 0, 'f'},
        {"where", required_argument, 0, 'w'},
        {"risk", no_argument, 0, 'k'},
        {"help", no_argument, 0, 'h'},
        INPUTS_OPTIONS,
        {0, 0, 0, 0}};
    stats_job j = {0};
    nt_collection_options co = {0};
    int c, rc = EXIT_VALID;
    inputs_init(&j.in, "stats");
    optind = 1;
    opterr = 0;
    while (!rc && (c = getopt_long(argc, argv, ":f:w:hT:0", opts, NULL)) != -1) {
        if (inputs_option(&j.in, c, optarg))
            continue;
        if (c == 'f' && strcmp(optarg, "text") && strcmp(optarg, "json"))
            rc = usage_error("stats", "--format takes text or json");
        else if (c == 'f')
            j.json = !strcmp(optarg, "json");
        else if (c == 'w')
            rc = filter_add(&j.where, "stats", optarg, 0);
        else if (c == 'k')
            j.risk = 1;
        else if (c == 'h')
            S_help();
        else
            rc = option_error("stats", c, argv);
        if (c == 'h')
            rc = -1;
    }
    if (!rc) {
        co.on_summary = S_on_summary;
        co.user = &j;
        /* --risk reads each valid record again from its canonical form. */
        co.xml = j.risk ? NT_XML_RECORD : NT_XML_NONE;
        j.c = nt_collection_new(&co);
        rc = inputs_each(&j.in, argc, argv, optind, S_file, &j);
        nt_collection_free(j.c);
        if (rc < EXIT_TROUBLE)
            S_report(&j);
    }
    filter_free(j.where);
    tally_free(&j.t);
    return rc < 0 ? EXIT_VALID : rc;
}

/* notation what-if: replace one answer of a record and replay the rest of
 * it: the new result, or the first later choice the record can no longer
 * follow, with the rule that stops it and the legal answers there. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "what_if_into.h"
#include "where.h"

/* Changes in one call, at most. */
#define MAX_CHANGES 16

static void S_usage(void)
{
    printf("usage: notation what-if (--at STEP | --choice K | --turn T | "
           "--round R |\n"
           "                         --line N)\n"
           "                        --answer VALUE [--record K]\n"
           "                        [-o OUT | --into OUT]\n"
           "                        [--format text|json] FILE\n\n"
           "Replace the record's answer at that point with VALUE (spelled "
           "as the record\nspells it: roi, orange-1, yes, draw) and read "
           "the rest of the record as\nvalidate reads it.  With --format "
           "json, one object says the same.\nExit status: 0 when the rest "
           "still follows, 1 when a later choice no\nlonger can, 3 when VALUE "
           "is not a legal answer there, 4 when OUT cannot\nhold the change, "
           "2 on a usage or I/O error.\n"
           "With -o OUT, the changed record is written to OUT: up to the "
           "end of the game,\nor up to the last place before the choice "
           "the record no longer follows\nwhere a record may stop, with "
           "<unfinished/>.\n"
           "With --into OUT, the record itself is written to OUT (which "
           "may be FILE),\nthe changed line inserted as a <variation> "
           "after the move it replaces: the\nnew move, then what -o "
           "would write after it; only once the result reads\nvalid, "
           "in canonical form.\n");
}

/* The record's own result, in words and as JSON (each owned, or NULL),
 * read at the end of its line; the position comes back where it was. */
static void S_record_result(nt_position *p, char **text, char **json)
{
    size_t at = nt_position_index(p);
    nt_position_seek(p, nt_position_length(p));
    nt_result r;
    nt_position_result(p, &r);
    *text = r.text ? strdup(r.text) : NULL;
    *json = r.json ? strdup(r.json) : NULL;
    nt_position_seek(p, at);
}

static void S_answers(FILE *out, const nt_position *p)
{
    size_t n = nt_position_legal_count(p);
    fprintf(out, "Legal there (%s, %s [%s]):\n", nt_position_actor_name(p),
            nt_position_what(p), nt_position_rule(p));
    for (size_t i = 0; i < n && i < 50; i++)
        fprintf(out, "  %s\n", nt_position_legal_written(p, i));
    if (n > 50)
        fprintf(out, "  ... (%zu in all: notation legal lists them)\n", n);
}

static int S_report(FILE *out, nt_position *p, const char *why,
                    const char *before)
{
    if (why) {
        fprintf(out, "The rest of the record no longer follows, at choice "
                     "%zu, step %ld: %s\n%s\n",
                nt_position_index(p) + 1, nt_position_step(p),
                nt_position_over(p) ? "the game is over"
                                    : nt_position_context(p),
                why);
        if (!nt_position_over(p)) {
            S_answers(out, p);
            return EXIT_INVALID;
        }
        /* The change ends the game: what the record writes after it is
         * past the end, and the new result stands. */
        nt_result r;
        nt_position_result(p, &r);
        if (r.text)
            fprintf(out, "The changed line ends the game first: %s\n",
                    r.text);
        return EXIT_INVALID;
    }
    nt_result r;
    nt_position_result(p, &r);
    fprintf(out, "The rest of the record still follows: %zu choices.\n",
            nt_position_length(p));
    if (r.text) {
        fprintf(out, "Result: %s\n", r.text);
        if (before && strcmp(before, r.text))
            fprintf(out, "The record's result was: %s\n", before);
        else if (before)
            fprintf(out, "(the same result as the record's)\n");
    } else {
        fprintf(out, "The game is not over: the record stops there.\n");
    }
    return EXIT_VALID;
}

/* The changed record, to `path`, its choices in *kept: 0, or EXIT_TROUBLE
 * after a message. */
static int S_write(FILE *rep, nt_position *p, const char *path,
                   size_t changed, size_t *kept_out)
{
    out_target o;
    size_t kept = 0;
    *kept_out = 0;
    if (out_open(&o, path, 0))
        return EXIT_TROUBLE;
    int rc = nt_position_write(p, o.f, &kept);
    if (rc == 1) {
        out_abort(&o);
        warn("%s not written: no place before choice %zu lets a record "
             "stop with <unfinished/>",
             path, nt_position_index(p) + 1);
        return EXIT_NOT_WRITTEN;
    }
    if (rc < 0) {
        out_abort(&o);
        return io_error(path, errno);
    }
    if (kept <= changed) {
        /* Cut at the last place a record may stop, before the change: a
         * record without the change is not the one asked for. */
        out_abort(&o);
        warn("%s not written: the record stops being followed at choice "
             "%zu, and the last place before it where a record may stop "
             "comes before the change (choice %zu): no record can hold the "
             "change",
             path, nt_position_index(p) + 1, changed + 1);
        return EXIT_NOT_WRITTEN;
    }
    if (out_commit(&o))
        return EXIT_TROUBLE;
    *kept_out = kept;
    if (nt_position_over(p) && kept == nt_position_length(p))
        fprintf(rep, "Wrote %s: the changed record, to the end of the "
                     "game.\n",
                path);
    else
        fprintf(rep, "Wrote %s: the changed record, its first %zu choices, "
                     "then <unfinished/>.\n",
                path, kept);
    return 0;
}

/* What the report says, gathered for --format json. */
typedef struct report {
    const char *file;
    unsigned long record;
    size_t choice;          /* the changed one, 1-based */
    long step;
    char *context, *actor, *question, *recorded, *record_result;
    const char *answer, *output;
    int move;               /* the answer is a whole move */
    /* Several changes: each one's choice (0-based) and answer. */
    int nchanges;
    const size_t *ats;
    const char *const *answers;
} report;

static void S_json_opt(FILE *out, const char *key, const char *v)
{
    fprintf(out, ",\"%s\":", key);
    if (v)
        json_string(out, v);
    else
        fputs("null", out);
}

/* One object: the place, the change, whether the rest follows, where it
 * stops, the result and what was written. */
static void S_json(FILE *out, const report *r, nt_position *p,
                   const char *why, const char *err, int wrote,
                   size_t kept)
{
    fputs("{\"file\":", out);
    json_string(out, r->file);
    fprintf(out, ",\"record\":%lu,\"choice\":%zu,\"step\":%ld",
            r->record ? r->record : 1, r->choice, r->step);
    S_json_opt(out, "context", r->context);
    S_json_opt(out, "actor", r->actor);
    S_json_opt(out, "question", r->question);
    S_json_opt(out, "recorded", r->recorded);
    S_json_opt(out, "answer", r->answer);
    fprintf(out, ",\"move\":%s", r->move ? "true" : "false");
    if (r->nchanges > 1) {
        fputs(",\"changes\":[", out);
        for (int i = 0; i < r->nchanges; i++) {
            fprintf(out, "%s{\"choice\":%zu,\"answer\":", i ? "," : "",
                    r->ats[i] + 1);
            json_string(out, r->answers[i]);
            fputc('}', out);
        }
        fputc(']', out);
    }
    fprintf(out, ",\"legal\":%s", err ? "false" : "true");
    if (err) {
        S_json_opt(out, "error", err);
        fputs("}\n", out);
        return;
    }
    nt_result res;
    nt_position_result(p, &res);
    fprintf(out, ",\"follows\":%s,\"choices\":%zu,\"stops\":",
            why ? "false" : "true", nt_position_length(p));
    if (why) {
        fprintf(out, "{\"choice\":%zu,\"step\":%ld",
                nt_position_index(p) + 1, nt_position_step(p));
        S_json_opt(out, "context",
                   nt_position_over(p) ? NULL : nt_position_context(p));
        S_json_opt(out, "diagnostic", why);
        fputc('}', out);
    } else {
        fputs("null", out);
    }
    fprintf(out, ",\"result\":%s,\"record_result\":%s",
            res.json ? res.json : "null",
            r->record_result ? r->record_result : "null");
    fputs(",\"written\":", out);
    if (wrote) {
        fputs("{\"path\":", out);
        json_string(out, r->output);
        fprintf(out, ",\"choices\":%zu,\"holds_change\":%s}", kept,
                kept > r->choice - 1 ? "true" : "false");
    } else {
        fputs("null", out);
    }
    fputs("}\n", out);
}

/* Whether `answer` is a whole move replacing the record's at the
 * position. */
static int S_is_move(const nt_position *p, const char *answer)
{
    if ((answer[0] != '<' && answer[0] != '(') || nt_position_actor(p) <= 0)
        return 0;
    if (nt_position_move_start(p))
        return nt_position_move_length(p) > 0;
    /* Inside a move: the rest of it, written as the record writes it
     * (a bare element, <draw/>, stays one answer). */
    return answer[0] == '(' || strchr(answer, '=') != NULL;
}

/* "What if seat 1 (Alice) played X instead of Y?" */
static void S_what_if_line(FILE *rep, nt_position *p, const char *answer,
                           int move)
{
    if (!move) {
        fprintf(rep, "What if %s answered %s instead of %s?\n",
                nt_position_actor_name(p), answer, recorded_written(p));
        return;
    }
    char *mine = nt_position_recorded_move(p);
    fprintf(rep, "What if %s played %s instead of %s?\n",
            nt_position_actor_name(p), answer, mine);
    free(mine);
}

/* Several changes: each a whole move at the start of one of the record's
 * moves, at places in the record as it stands; their choices in ats[],
 * each said.  0, or the exit status after a message. */
static int S_places(FILE *rep, nt_position *p, const char *file,
                    const where *places, const char *const *answers, int n,
                    size_t *ats)
{
    for (int i = 0; i < n; i++) {
        int rc = where_seek(p, &places[i], "what-if", file);
        if (rc)
            return rc;
        if (!S_is_move(p, answers[i]))
            return usage_error("what-if", "several changes are whole moves, "
                                          "each at the start of one of the "
                                          "record's moves: '%s' at choice "
                                          "%zu is not",
                               answers[i], nt_position_index(p) + 1);
        ats[i] = nt_position_index(p);
        if (i == 0) {
            S_what_if_line(rep, p, answers[i], 1);
            continue;
        }
        char *mine = nt_position_recorded_move(p);
        fprintf(rep, "And if, at choice %zu (%s), %s played %s instead of "
                     "%s?\n",
                ats[i] + 1, nt_position_context(p),
                nt_position_actor_name(p), answers[i], mine);
        free(mine);
    }
    nt_position_seek(p, ats[0]);
    return 0;
}

int cmd_what_if(int argc, char **argv)
{
    static const struct option opts[] = {
        {"at", required_argument, 0, 'a'},
        {"choice", required_argument, 0, 'c'},
        {"turn", required_argument, 0, 't'},
        {"round", required_argument, 0, 'r'},
        {"record", required_argument, 0, 'R'},
        {"line", required_argument, 0, 'L'},
        {"format", required_argument, 0, 'f'},
        {"answer", required_argument, 0, 'A'},
        {"output", required_argument, 0, 'o'},
        {"into", required_argument, 0, 'I'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    /* Each change: a place, then its --answer. */
    where places[MAX_CHANGES];
    const char *answers[MAX_CHANGES] = {0};
    memset(places, 0, sizeof places);
    int nchanges = 1;
    unsigned long record = 0;
    const char *output = NULL;
    into_job into = {0};
    int json = 0;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:c:t:r:R:L:A:o:hf:", opts, NULL)) !=
           -1) {
        switch (c) {
        case 'a': case 'c': case 't': case 'r': case 'L':
            if (answers[nchanges - 1]) { /* the place of the next change */
                if (nchanges == MAX_CHANGES)
                    return usage_error("what-if", "at most %d changes",
                                       MAX_CHANGES);
                nchanges++;
            }
            if (where_option(&places[nchanges - 1], "what-if", c, optarg))
                return EXIT_TROUBLE;
            break;
        case 'R':
            if (where_option(&places[0], "what-if", c, optarg))
                return EXIT_TROUBLE;
            record = places[0].record;
            break;
        case 'A':
            if (answers[nchanges - 1])
                return usage_error("what-if", "one --answer at a time: "
                                              "name the place of the next "
                                              "change before its --answer");
            answers[nchanges - 1] = optarg;
            break;
        case 'o': output = optarg; break;
        case 'I': into.path = optarg; break;
        case 'f':
            if (strcmp(optarg, "text") && strcmp(optarg, "json"))
                return usage_error("what-if", "--format is text or json, "
                                              "not '%s'",
                                   optarg);
            json = !strcmp(optarg, "json");
            break;
        case 'h': S_usage(); return EXIT_VALID;
        default: return option_error("what-if", c, argv);
        }
    }
    for (int i = 0; i < nchanges; i++) {
        places[i].record = record;
        if (!places[i].kind)
            return usage_error("what-if", "name the choice to change: --at, "
                                          "--choice, --turn, --round or "
                                          "--line");
        if (!answers[i])
            return usage_error("what-if", "--answer VALUE is required");
    }
    if (output && into.path)
        return usage_error("what-if", "-o and --into do not go together: "
                                      "the changed record alone, or the "
                                      "record with it as a variation");
    where at = places[0];
    const char *answer = answers[0];
    const char *file = optind < argc ? argv[optind] : stdin_or_none();
    if (!file)
        return usage_error("what-if", "no file given (and standard input "
                                      "is a terminal)");
    if (optind + 1 < argc)
        return usage_error("what-if", "one file at a time");
    int rc;
    nt_position *p = where_open(&at, "what-if", file, &rc);
    if (!p)
        return rc;
    /* With the record on standard output, the report goes to stderr; in
     * JSON the text report goes nowhere. */
    const char *target = output ? output : into.path;
    FILE *out = target && !strcmp(target, "-") ? stderr : stdout;
    FILE *rep = json ? fopen("/dev/null", "w") : out;
    if (!rep) {
        nt_position_free(p);
        return io_error("/dev/null", errno);
    }
    position_head(rep, p, file, at.record);
    if (nt_position_over(p)) {
        fflush(rep);
        fprintf(stderr, "notation what-if: the game is over here: there is "
                        "nothing to answer\n");
        if (json)
            fclose(rep);
        nt_position_free(p);
        return EXIT_TROUBLE;
    }
    report r = {file, at.record, nt_position_index(p) + 1,
                nt_position_step(p), strdup(nt_position_context(p)),
                strdup(nt_position_actor_name(p)),
                strdup(nt_position_question(p)),
                nt_position_recorded(p) ? strdup(recorded_written(p)) : NULL,
                NULL, answer, target, 0, 1, NULL, NULL};
    char *before;
    S_record_result(p, &before, &r.record_result);
    size_t changed = nt_position_index(p), kept = 0;
    int wrote = 0;
    /* A whole move (an element) at the start of one of the record's moves
     * replaces that move; anything else, the one answer. */
    int move = S_is_move(p, answer);
    size_t ats[MAX_CHANGES];
    r.move = move;
    r.ats = ats;
    r.answers = answers;
    if (move) { /* the record's whole move, not its first part */
        free(r.recorded);
        r.recorded = nt_position_recorded_move(p);
    }
    char *why = NULL, *err = NULL;
    long got;
    if (nchanges > 1) {
        rc = S_places(rep, p, file, places, answers, nchanges, ats);
        if (rc) {
            free(r.context);
            free(r.actor);
            free(r.question);
            free(r.recorded);
            free(r.record_result);
            free(before);
            if (json)
                fclose(rep);
            nt_position_free(p);
            return rc;
        }
        for (int i = 0; i < nchanges; i++)
            changed = ats[i] > changed ? ats[i] : changed;
        r.nchanges = nchanges;
        size_t first = ats[0];
        for (int i = 1; i < nchanges; i++)
            first = ats[i] < first ? ats[i] : first;
        if (into.path && (rc = wi_locate(&into, p, file, first)))
            got = -2;
        else
            got = nt_position_replace_moves(p, (size_t)nchanges, ats, answers,
                                        &why, &err);
    } else {
        S_what_if_line(rep, p, answer, move);
        if (into.path && (rc = wi_locate(&into, p, file, changed)))
            got = -2;
        else
            got = move ? nt_position_replace_move(p, answer, &why, &err)
                   : nt_position_replace(p, answer, &why, &err);
    }
    if (got == -2) {
        /* --into cannot stand the variation anywhere: said */
    } else if (got < 0) {
        fflush(rep);
        if (!json)
            fprintf(stderr, "notation what-if: %s\n", err);
        S_answers(rep, p);
        rc = EXIT_NOT_LEGAL;
    } else {
        rc = S_report(rep, p, why, before);
        int wrc = output ? S_write(rep, p, output, changed, &kept) : 0;
        if (into.path) {
            /* the first change's move as written, when it is one */
            const char *text = NULL;
            for (int i = 0; i < nchanges; i++)
                if (nchanges == 1 ? move : ats[i] == into.m)
                    text = answers[i];
            wrc = wi_write(rep, &into, p, text, &kept);
        }
        if (wrc)
            rc = wrc;
        else if (target)
            wrote = 1;
    }
    if (json) {
        fclose(rep);
        S_json(out, &r, p, why, err, wrote, kept);
    }
    free(r.context);
    free(r.actor);
    free(r.question);
    free(r.recorded);
    free(r.record_result);
    free(why);
    free(err);
    free(before);
    vi_free(&into.orig);
    nt_position_free(p);
    return rc;
}

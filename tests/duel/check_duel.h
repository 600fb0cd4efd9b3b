/* What the Duel's engine tests share (tests/check_duel*.c): a record
 * validated in memory, a short record or one engine call played on a state
 * set up by hand (duel.h), with the decisions it asks for written as
 * record elements.  Not a library: each test file includes it whole, so
 * its functions and state are static, marked unused for the files that
 * need only some of them. */
#ifndef CHECK_DUEL_H
#define CHECK_DUEL_H

#define _GNU_SOURCE
#include <errno.h>
#include <libxml/parser.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <check.h>

#include "duel.h"
#include "notation.h"
#include "record.h"
#include "src_record.h"

/* support.h is not included: quacks.h (which it brings in) and duel.h
 * both name chips and bonuses G1, B1 ...  The few helpers needed are
 * here. */
typedef struct T_result {
    int rc;              /* NT_OK, NT_FAIL */
    int ndiag;
    char rule[128];      /* first diagnostic's rule, "" if none */
    char msg[1024];      /* first diagnostic's message */
    char line[1400];     /* first diagnostic as notation prints it */
} T_result;

static __attribute__((unused)) const char *T_srcdir(void)
{
    const char *d = getenv("SRCDIR");
    return d ? d : ".";
}

static __attribute__((unused)) char *T_slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0, k;
    char *buf = malloc(cap);
    while ((k = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += k;
        if (n + 1 == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}

static __attribute__((unused)) int S_capture(const nt_record *rec, void *user)
{
    T_result *r = user;
    if (rec->valid || r->ndiag)
        return 0;
    r->ndiag = (int)rec->ndiag;
    if (!rec->ndiag) {
        snprintf(r->line, sizeof r->line, "invalid, no diagnostic");
        return 0;
    }
    const nt_diag *d = &rec->diag[0];
    snprintf(r->rule, sizeof r->rule, "%s", d->rule);
    snprintf(r->msg, sizeof r->msg, "%s", d->message);
    snprintf(r->line, sizeof r->line, "%s:%lu:%lu: error[%s]: %s", rec->file,
             d->line, d->col ? d->col : 1, d->rule, d->message);
    return 0;
}

/* Validate a record held in memory with the data set loaded now. */
static __attribute__((unused)) T_result T_validate(const char *xml, size_t len, int schema,
                           int keep_going)
{
    T_result r = {0};
    nt_options o;
    nt_options_init(&o);
    o.schema = schema;
    o.keep_going = keep_going;
    o.on_record = S_capture;
    o.user = &r;
    char *err = NULL;
    nt_reader *rd = nt_reader_new(&o, &err);
    ck_assert_msg(rd != NULL, "%s", err ? err : "reader");
    r.rc = nt_reader_memory(rd, "mem.xml", xml, len);
    nt_reader_free(rd);
    return r;
}

static __attribute__((unused)) char *T_generate_opts(const nt_gen_options *g, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    char *err = NULL;
    int rc = nt_generate(g, 1, 0, f, &err);
    fclose(f);
    ck_assert_msg(rc == 0, "generate: %s", err ? err : "?");
    return buf;
}

static __attribute__((unused)) char *T_fmt(const char *xml, size_t len, nt_facts_mode facts,
                   size_t *out_len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, out_len);
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_FMT;
    o.facts = facts;
    o.out = f;
    char *err = NULL;
    nt_reader *rd = nt_reader_new(&o, &err);
    int rc = nt_reader_memory(rd, "mem.xml", xml, len);
    nt_reader_free(rd);
    fclose(f);
    if (rc) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* Chips by colour and value. */
#define W1 DU_CHIP(DC_WHITE, 0)
#define W2 DU_CHIP(DC_WHITE, 1)
#define W3 DU_CHIP(DC_WHITE, 2)
#define K(v) DU_CHIP(DC_BLACK, (v) - 1)            /* black 1..5 */
#define VAR(c, v) DU_CHIP(c, (v) == 4 ? 2 : (v) - 1) /* 1, 2, 4 */

#define OK(r)                                                              \
    do {                                                                   \
        T_result ok_ = (r);                                                \
        ck_assert_msg(ok_.ndiag == 0 && ok_.rc == NT_OK, "%s", ok_.line);  \
    } while (0)
#define BREAKS(r, id)                                                      \
    do {                                                                   \
        T_result r_ = (r);                                                 \
        ck_assert_msg(r_.ndiag > 0, "valid, but %s should be broken", id); \
        ck_assert_msg(!strcmp(r_.rule, id), "%s instead of %s", r_.line,   \
                      id);                                                 \
    } while (0)

static __attribute__((unused)) du_setup SU;
static __attribute__((unused)) du_state S;
static __attribute__((unused)) char S_said[16384]; /* the narration of the last run */

/* ================================================================ helpers */

static __attribute__((unused)) void S_path(char *out, size_t cap, const char *rel)
{
    snprintf(out, cap, "%s/%s", T_srcdir(), rel);
}

typedef struct setup_errors {
    nt_setup_ctx base;
    T_result *r;
} setup_errors;

static __attribute__((unused)) int S_setup_error(nt_setup_ctx *c, const nt_node *at, const char *rule,
                         const char *msg)
{
    T_result *r = ((setup_errors *)c)->r;
    r->ndiag = 1;
    r->rc = NT_FAIL;
    snprintf(r->rule, sizeof r->rule, "%s", rule);
    snprintf(r->msg, sizeof r->msg, "%s", msg);
    snprintf(r->line, sizeof r->line, "duel.xml:%lu: error[%s]: %s",
             (unsigned long)at->line, rule, msg);
    return -1;
}

static __attribute__((unused)) void S_copy_diag(T_result *r, nt_play *p)
{
    r->ndiag = (int)nt_play_ndiag(p);
    if (!r->ndiag)
        return;
    const nt_diag *d = &nt_play_diags(p)[0];
    snprintf(r->rule, sizeof r->rule, "%s", d->rule);
    snprintf(r->msg, sizeof r->msg, "%s", d->message);
    snprintf(r->line, sizeof r->line, "duel.xml:%lu:%lu: error[%s]: %s",
             d->line, d->col ? d->col : 1, d->rule, d->message);
}

/* The narration, kept to check what the engine said it did. */
static __attribute__((unused)) void S_say(nt_observer *o, const char *text)
{
    (void)o;
    size_t n = strlen(S_said);
    snprintf(S_said + n, sizeof S_said - n, "%s\n", text);
}

static __attribute__((unused)) nt_play *S_new_play(nt_record_source *src, long stop_at,
                           nt_observer *obs)
{
    nt_play_config pc = {0};
    memset(obs, 0, sizeof *obs);
    obs->say = S_say;
    S_said[0] = '\0';
    pc.hooks = nt_game_duel.hooks;
    pc.state = &S;
    pc.source = nt_record_source_base(src);
    pc.observers = obs;
    pc.narrate = 1;
    pc.stop_at = stop_at;
    return nt_play_new(&pc);
}

static __attribute__((unused)) xmlDocPtr S_xml(const char *doc)
{
    xmlDocPtr d = xmlReadMemory(doc, (int)strlen(doc), "duel.xml", NULL,
                                XML_PARSE_NONET | XML_PARSE_NOBLANKS);
    ck_assert_msg(d != NULL, "bad XML in test: %s", doc);
    return d;
}

/* Read a <setup> (whole element) into SU with the data set now loaded. */
static __attribute__((unused)) T_result S_read_setup(const char *setup)
{
    T_result r = {0};
    char *doc = NULL;
    if (asprintf(&doc, "<game xmlns=\"" NT_NAMESPACE "\" version=\"1\" "
                       "rules=\"quacks-duel\">%s</game>", setup) < 0)
        abort();
    xmlDocPtr d = S_xml(doc);
    nt_arena mem = {0};
    nt_node *root = nt_tree_copy(&mem, xmlDocGetRootElement(d));
    setup_errors errs = {{S_setup_error}, &r};
    nt_node *node = nt_child(root, "setup");
    ck_assert(node != NULL);
    if (nt_game_duel.setup_read(&SU, node, &errs.base) == 0)
        r.rc = NT_OK;
    nt_arena_free(&mem);
    xmlFreeDoc(d);
    free(doc);
    return r;
}

#define SETUP_FIRST                                                        \
    "<setup start=\"1\" first-game=\"yes\">"                               \
    "<components dataset=\"provisional-1\"/>"                              \
    "<books blue=\"I\" red=\"I\" green=\"I\" pink=\"I\" yellow=\"I\" "     \
    "purple=\"I\"/><coins>silver gold</coins></setup>"
/* Every variable colour on a book of interest for the effect tests. */
#define SETUP_MIX                                                          \
    "<setup start=\"1\"><components dataset=\"provisional-1\"/>"           \
    "<books blue=\"IV\" red=\"III\" green=\"IV\" pink=\"I\" yellow=\"IV\" " \
    "purple=\"IV\"/><coins>silver gold</coins></setup>"

/* Play a record (the setup, then rounds; <unfinished/> is added unless
 * it has a result) into S, stopping after `stop_at` steps (-1: all). */
static __attribute__((unused)) T_result S_play(const char *setup, const char *rounds, long stop_at)
{
    T_result r = {0};
    char *doc = NULL;
    if (asprintf(&doc, "<game xmlns=\"" NT_NAMESPACE "\" version=\"1\" "
                       "rules=\"quacks-duel\">%s%s%s</game>",
                 setup, rounds,
                 strstr(rounds, "<result") ? "" : "<unfinished/>") < 0)
        abort();
    xmlDocPtr d = S_xml(doc);
    nt_arena mem = {0};
    nt_node *root = nt_tree_copy(&mem, xmlDocGetRootElement(d));
    setup_errors errs = {{S_setup_error}, &r};
    nt_node *node = nt_child(root, "setup");
    ck_assert(node != NULL);
    if (nt_game_duel.setup_read(&SU, node, &errs.base) == 0) {
        du_init(&S, &SU);
        nt_record_source *src = nt_record_source_new(root, node->next);
        nt_observer obs;
        nt_play *p = S_new_play(src, stop_at, &obs);
        r.rc = du_play(&S, p);
        if (r.rc == NT_OK)
            r.rc = nt_record_source_finish(src, p);
        else if (r.rc == NT_STOP && stop_at >= 0)
            r.rc = NT_OK; /* stopped where asked: the state is there */
        S_copy_diag(&r, p);
        nt_play_free(p);
        nt_record_source_free(src);
    }
    nt_arena_free(&mem);
    xmlFreeDoc(d);
    free(doc);
    return r;
}

/* A state at the start of round 1 of `setup`, before anything: no chip
 * anywhere but in the supply, seat 1 to act.  Tests put chips where they
 * want them. */
static __attribute__((unused)) void S_fresh_from(const char *setup)
{
    OK(S_read_setup(setup));
    du_init(&S, &SU);
    S.round = 1;
    for (int seat = 0; seat < 2; seat++) {
        du_player *pl = &S.pl[seat];
        for (int c = 0; c < DU_CHIPS; c++)
            S.supply[c] += pl->bag[c];
        memset(pl->bag, 0, sizeof pl->bag);
        pl->bag_n = 0;
        pl->gold = 0;
    }
}

/* The same with SETUP_MIX. */
static __attribute__((unused)) void S_fresh(void)
{
    S_fresh_from(SETUP_MIX);
}

/* A chip from the supply into a place of a seat's. */
static __attribute__((unused)) void S_bag(int seat, int chip, int n)
{
    for (int i = 0; i < n; i++) {
        ck_assert_int_gt(S.supply[chip], 0);
        S.supply[chip]--;
        du_to_bag(&S.pl[seat], chip);
    }
}

static __attribute__((unused)) void S_neck(int seat, int chip)
{
    du_player *pl = &S.pl[seat];
    S.supply[chip]--;
    pl->neck[pl->neck_n++] = (int8_t)chip;
}

static __attribute__((unused)) void S_body(int seat, int chip)
{
    du_player *pl = &S.pl[seat];
    S.supply[chip]--;
    pl->body[pl->body_n++] = (int8_t)chip;
}

static __attribute__((unused)) void S_row(int seat, int pos, int chip)
{
    S.supply[chip]--;
    du_put_white(&S.pl[seat], pos, chip);
}

typedef int (*engine_fn)(nt_play *p, void *arg);

/* Run one engine call on S; the decisions it asks for are read from
 * `xml`, the elements of a record at that point. */
static __attribute__((unused)) T_result S_run(const char *xml, engine_fn fn, void *arg)
{
    T_result r = {0};
    char *doc = NULL;
    if (asprintf(&doc, "<round xmlns=\"" NT_NAMESPACE "\">%s</round>",
                 xml) < 0)
        abort();
    xmlDocPtr d = S_xml(doc);
    nt_arena mem = {0};
    nt_node *root = nt_tree_copy(&mem, xmlDocGetRootElement(d));
    nt_record_source *src = nt_record_source_new(root, root->first);
    nt_observer obs;
    nt_play *p = S_new_play(src, -1, &obs);
    r.rc = fn(p, arg);
    if (r.rc == NT_OK)
        r.rc = nt_record_source_finish(src, p);
    S_copy_diag(&r, p);
    nt_play_free(p);
    nt_record_source_free(src);
    nt_arena_free(&mem);
    xmlFreeDoc(d);
    free(doc);
    return r;
}

/* Seat 1 brews alone (seat 2 has finished): the turn is read from xml. */
static __attribute__((unused)) int S_brew_fn(nt_play *p, void *arg)
{
    (void)arg;
    S.tosser = 0;
    S.pl[1].finished = 1;
    return du_brew(&S, p);
}

static __attribute__((unused)) T_result S_brew(const char *turn)
{
    return S_run(turn, S_brew_fn, NULL);
}

typedef struct move_arg {
    int seat, n;
} move_arg;

static __attribute__((unused)) int S_move_fn(nt_play *p, void *arg)
{
    move_arg *m = arg;
    return du_move(&S, p, m->seat, m->n, "a test");
}

static __attribute__((unused)) T_result S_move(int seat, int n, const char *decisions)
{
    move_arg m = {seat, n};
    return S_run(decisions, S_move_fn, &m);
}

typedef struct effect_arg {
    int seat, colour, set, carrier;
} effect_arg;

static __attribute__((unused)) int S_effect_fn(nt_play *p, void *arg)
{
    effect_arg *e = arg;
    const du_book *b = du_book_of(S.d, e->colour, e->set);
    return du_effect_run(&S, p, e->seat, b->effect, e->carrier, "a test");
}

/* The book of colour/set (0-based set) with carrier `chip`, for seat 1. */
static __attribute__((unused)) T_result S_effect(int colour, int set, int carrier,
                         const char *decisions)
{
    effect_arg e = {0, colour, set, carrier};
    return S_run(decisions, S_effect_fn, &e);
}

static __attribute__((unused)) int S_end_fn(nt_play *p, void *arg)
{
    (void)arg;
    return du_end_of_game(&S, p);
}

/* The line number (1-based) of the first occurrence of `what` in text. */
static __attribute__((unused)) unsigned long S_line_of(const char *text, const char *what)
{
    const char *at = strstr(text, what);
    ck_assert_msg(at != NULL, "'%s' not in the record", what);
    unsigned long line = 1;
    for (const char *c = text; c < at; c++)
        line += *c == '\n';
    return line;
}

/* A copy of xml with every `from` replaced by `to`. */
static __attribute__((unused)) char *S_replace(const char *xml, const char *from, const char *to)
{
    size_t nf = strlen(from), nt = strlen(to), count = 0;
    for (const char *c = strstr(xml, from); c; c = strstr(c + nf, from))
        count++;
    char *out = malloc(strlen(xml) + count * (nt + 1) + 1), *o = out;
    for (const char *c = xml;;) {
        const char *at = strstr(c, from);
        if (!at) {
            strcpy(o, c);
            break;
        }
        memcpy(o, c, (size_t)(at - c));
        o += at - c;
        memcpy(o, to, nt);
        o += nt;
        c = at + nf;
    }
    return out;
}

static __attribute__((unused)) long S_maxrss_kb(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

/* Tests that load a data set put provisional-1 back (with CK_FORK=no the
 * process is shared). */
static __attribute__((unused)) void S_restore(void)
{
    char path[1024], *err = NULL;
    S_path(path, sizeof path, "schemas/quacks-duel-provisional-1.xml");
    ck_assert_msg(nt_components_load(path, &err) == 0, "%s", err);
    ck_assert_str_eq(nt_components_id(), "provisional-1");
}

static __attribute__((unused)) void S_load_other(void)
{
    char path[1024], *err = NULL;
    S_path(path, sizeof path, "tests/duel/other-1.xml");
    ck_assert_msg(nt_components_load(path, &err) == 0, "%s", err);
    free(err);
    ck_assert_str_eq(nt_components_id(), "other-1");
}


/* err is "PATH:LINE:COL: error[duel.data.KIND]: message" (or
 * error[KIND] for a whole rule id). */
static __attribute__((unused)) void S_located(const char *path, const char *err, const char *kind,
                      long line)
{
    char want[300];
    long l = 0, col = 0;
    int used = 0;
    ck_assert_ptr_nonnull(err);
    size_t n = strlen(path);
    ck_assert_msg(!strncmp(err, path, n) && err[n] == ':', "not located at "
                  "%s: %s", path, err);
    ck_assert_msg(sscanf(err + n, ":%ld:%ld: %n", &l, &col, &used) == 2 &&
                      used > 0 && l >= 1 && col >= 1,
                  "no LINE:COL: %s", err);
    /* A kind with a dot is a whole rule id ("notation.limit"). */
    snprintf(want, sizeof want, strchr(kind, '.') ? "error[%s]: "
                                                  : "error[duel.data.%s]: ",
             kind);
    ck_assert_msg(!strncmp(err + n + used, want, strlen(want)),
                  "wanted %s: %s", want, err);
    ck_assert_msg(strlen(err + n + used) > strlen(want) + 3,
                  "no message: %s", err);
    ck_assert_msg(strchr(err, '\n') == NULL, "not one line: %s", err);
    if (line)
        ck_assert_msg(l == line, "line %ld, wanted %ld: %s", l, line, err);
}

/* Writes `head`, `reps` times `unit`, then `tail` to a new file in a
 * private directory; returns its path (static). */
static __attribute__((unused)) const char *S_make(const char *name, const char *head,
                          const char *unit, long reps, const char *tail)
{
    static char dir[256] = "", path[512];
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/check_duel.%ld", (long)getpid());
        ck_assert(mkdir(dir, 0700) == 0 || errno == EEXIST);
    }
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs(head, f);
    size_t n = strlen(unit);
    for (long i = 0; i < reps; i++)
        fwrite(unit, 1, n, f);
    fputs(tail, f);
    ck_assert_int_eq(fclose(f), 0);
    return path;
}

/* The private directory of S_make, removed with what is left in it. */
static __attribute__((unused)) void S_unmake(const char *file)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s", file);
    char *slash = strrchr(dir, '/');
    unlink(file);
    if (slash) {
        *slash = '\0';
        rmdir(dir);
    }
}

/* A first round tossed by seat 1: its coins' faces, the coin it picks,
 * its turns. */
#define ROUND1(coin, faces, turns)                                          \
    "<round n=\"1\" tosser=\"1\">" faces "<pick seat=\"1\" coin=\"" coin  \
    "\"/>" turns "</round>"
#define FACES(silver, gold)                                                 \
    "<toss coin=\"silver\" face=\"" silver "\"/><toss coin=\"gold\" "      \
    "face=\"" gold "\"/>"

#endif

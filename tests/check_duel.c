/* The Duel's engine, module by module: the component data loader (the
 * built-in provisional-1 against section 4 of quacks-duel-data.md, hostile
 * data files, a second data set), the vial, the path, the effect
 * interpreter, the trailing player, the end and its draw-off, and the
 * setup.  Tests either play a short record through the whole engine or set
 * up a state by hand (duel.h) and run one engine call on it, with the
 * decisions it asks for written as record elements. */
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

static const char *T_srcdir(void)
{
    const char *d = getenv("SRCDIR");
    return d ? d : ".";
}

static char *T_slurp(const char *path, size_t *len)
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

static int S_capture(const nt_record *rec, void *user)
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
static T_result T_validate(const char *xml, size_t len, int schema,
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

static char *T_generate_opts(const nt_gen_options *g, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    char *err = NULL;
    int rc = nt_generate(g, 1, 0, f, &err);
    fclose(f);
    ck_assert_msg(rc == 0, "generate: %s", err ? err : "?");
    return buf;
}

static char *T_fmt(const char *xml, size_t len, nt_facts_mode facts,
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

static du_setup SU;
static du_state S;
static char S_said[16384]; /* the narration of the last run */

/* ================================================================ helpers */

static void S_path(char *out, size_t cap, const char *rel)
{
    snprintf(out, cap, "%s/%s", T_srcdir(), rel);
}

typedef struct setup_errors {
    nt_setup_ctx base;
    T_result *r;
} setup_errors;

static int S_setup_error(nt_setup_ctx *c, const nt_node *at, const char *rule,
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

static void S_copy_diag(T_result *r, nt_play *p)
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
static void S_say(nt_observer *o, const char *text)
{
    (void)o;
    size_t n = strlen(S_said);
    snprintf(S_said + n, sizeof S_said - n, "%s\n", text);
}

static nt_play *S_new_play(nt_record_source *src, long stop_at,
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

static xmlDocPtr S_xml(const char *doc)
{
    xmlDocPtr d = xmlReadMemory(doc, (int)strlen(doc), "duel.xml", NULL,
                                XML_PARSE_NONET | XML_PARSE_NOBLANKS);
    ck_assert_msg(d != NULL, "bad XML in test: %s", doc);
    return d;
}

/* Read a <setup> (whole element) into SU with the data set now loaded. */
static T_result S_read_setup(const char *setup)
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
static T_result S_play(const char *setup, const char *rounds, long stop_at)
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

/* A state at the start of round 1 (SETUP_MIX), before anything: no chip
 * anywhere but in the supply, seat 1 to act.  Tests put chips where they
 * want them. */
static void S_fresh(void)
{
    OK(S_read_setup(SETUP_MIX));
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

/* A chip from the supply into a place of a seat's. */
static void S_bag(int seat, int chip, int n)
{
    for (int i = 0; i < n; i++) {
        ck_assert_int_gt(S.supply[chip], 0);
        S.supply[chip]--;
        du_to_bag(&S.pl[seat], chip);
    }
}

static void S_neck(int seat, int chip)
{
    du_player *pl = &S.pl[seat];
    S.supply[chip]--;
    pl->neck[pl->neck_n++] = (int8_t)chip;
}

static void S_body(int seat, int chip)
{
    du_player *pl = &S.pl[seat];
    S.supply[chip]--;
    pl->body[pl->body_n++] = (int8_t)chip;
}

static void S_row(int seat, int pos, int chip)
{
    S.supply[chip]--;
    du_put_white(&S.pl[seat], pos, chip);
}

typedef int (*engine_fn)(nt_play *p, void *arg);

/* Run one engine call on S; the decisions it asks for are read from
 * `xml`, the elements of a record at that point. */
static T_result S_run(const char *xml, engine_fn fn, void *arg)
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
static int S_brew_fn(nt_play *p, void *arg)
{
    (void)arg;
    S.tosser = 0;
    S.pl[1].finished = 1;
    return du_brew(&S, p);
}

static T_result S_brew(const char *turn)
{
    return S_run(turn, S_brew_fn, NULL);
}

typedef struct move_arg {
    int seat, n;
} move_arg;

static int S_move_fn(nt_play *p, void *arg)
{
    move_arg *m = arg;
    return du_move(&S, p, m->seat, m->n, "a test");
}

static T_result S_move(int seat, int n, const char *decisions)
{
    move_arg m = {seat, n};
    return S_run(decisions, S_move_fn, &m);
}

typedef struct effect_arg {
    int seat, colour, set, carrier;
} effect_arg;

static int S_effect_fn(nt_play *p, void *arg)
{
    effect_arg *e = arg;
    const du_book *b = du_book_of(S.d, e->colour, e->set);
    return du_effect_run(&S, p, e->seat, b->effect, e->carrier, "a test");
}

/* The book of colour/set (0-based set) with carrier `chip`, for seat 1. */
static T_result S_effect(int colour, int set, int carrier,
                         const char *decisions)
{
    effect_arg e = {0, colour, set, carrier};
    return S_run(decisions, S_effect_fn, &e);
}

static int S_end_fn(nt_play *p, void *arg)
{
    (void)arg;
    return du_end_of_game(&S, p);
}

/* The line number (1-based) of the first occurrence of `what` in text. */
static unsigned long S_line_of(const char *text, const char *what)
{
    const char *at = strstr(text, what);
    ck_assert_msg(at != NULL, "'%s' not in the record", what);
    unsigned long line = 1;
    for (const char *c = text; c < at; c++)
        line += *c == '\n';
    return line;
}

/* A copy of xml with every `from` replaced by `to`. */
static char *S_replace(const char *xml, const char *from, const char *to)
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

static double S_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static long S_maxrss_kb(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

/* Tests that load a data set put provisional-1 back (with CK_FORK=no the
 * process is shared). */
static void S_restore(void)
{
    char path[1024], *err = NULL;
    S_path(path, sizeof path, "schemas/quacks-duel-provisional-1.xml");
    ck_assert_msg(nt_components_load(path, &err) == 0, "%s", err);
    ck_assert_str_eq(nt_components_id(), "provisional-1");
}

static void S_load_other(void)
{
    char path[1024], *err = NULL;
    S_path(path, sizeof path, "tests/duel/other-1.xml");
    ck_assert_msg(nt_components_load(path, &err) == 0, "%s", err);
    free(err);
    ck_assert_str_eq(nt_components_id(), "other-1");
}

/* ======================================================= the loader */

START_TEST(provisional_1_is_the_default_data_set)
{
    const du_data *d = du_dataset_current();
    ck_assert_ptr_nonnull(d);
    ck_assert_str_eq(d->id, "provisional-1");
    ck_assert_str_eq(d->status, "provisional");
    ck_assert_str_eq(d->note,
                     "invented placeholder data, not the printed components");
    ck_assert_str_eq(nt_components_id(), "provisional-1");
    ck_assert_str_eq(nt_components_status(),
                     "invented placeholder data, not the printed components");
    ck_assert_ptr_eq(du_dataset("provisional-1"), d);
    ck_assert_ptr_null(du_dataset("other-1"));
    ck_assert_ptr_null(du_dataset("printed-1"));
    ck_assert_ptr_null(du_dataset(NULL));
}
END_TEST

/* 4.1: the box counts, 170 chips; the ladders; whites never upgraded. */
START_TEST(provisional_1_chips_match_the_spec)
{
    const du_data *d = du_dataset_current();
    static const int levels[DU_COLOURS] = {3, 5, 3, 3, 3, 3, 3, 3, 3};
    static const int totals[DU_COLOURS] = {17, 35, 22, 18, 15, 16, 15, 16, 16};
    static const int values[DU_COLOURS][5] = {
        {1, 2, 3}, {1, 2, 3, 4, 5}, {1, 2, 3}, {1, 2, 4}, {1, 2, 4},
        {1, 2, 4}, {1, 2, 4}, {1, 2, 4}, {1, 2, 4}};
    int all = 0;
    for (int c = 0; c < DU_COLOURS; c++) {
        int t = 0;
        ck_assert_int_eq(d->nlevels[c], levels[c]);
        for (int l = 0; l < d->nlevels[c]; l++) {
            ck_assert_int_eq(d->value[c][l], values[c][l]);
            t += d->count[c][l];
        }
        ck_assert_msg(t == totals[c], "%s: %d chips", du_colour_names[c], t);
        all += t;
        ck_assert_int_eq(d->upgradable[c], c != DC_WHITE);
    }
    ck_assert_int_eq(all, 170);
    ck_assert_int_eq(d->count[DC_WHITE][0], 11);
    ck_assert_int_eq(d->count[DC_BLACK][4], 8);
    ck_assert_int_eq(d->count[DC_BLUE][0], 9);
    ck_assert_int_eq(du_value(d, VAR(DC_PURPLE, 4)), 4);
    /* 4.2: the starting bag, 12 chips. */
    int bag = 0;
    for (int c = 0; c < DU_CHIPS; c++)
        bag += d->start_bag[c];
    ck_assert_int_eq(bag, 12);
    ck_assert_int_eq(d->start_bag[W1], 4);
    ck_assert_int_eq(d->start_bag[W2], 2);
    ck_assert_int_eq(d->start_bag[W3], 1);
    ck_assert_int_eq(d->start_bag[K(1)], 3);
    ck_assert_int_eq(d->start_bag[DU_CHIP(DC_ORANGE, 0)], 1);
    ck_assert_int_eq(d->start_bag[VAR(DC_BLUE, 1)], 1);
    ck_assert_int_eq(d->upgrade_fail_gold, 0);
}
END_TEST

/* 4.3 - 4.6: vial, path, guild row, coins, markers. */
START_TEST(provisional_1_vial_path_guild_and_coins)
{
    const du_data *d = du_dataset_current();
    ck_assert_int_eq(d->neck, 3);
    ck_assert_int_eq(d->row, 15);
    ck_assert_int_eq(d->nmines, 4);
    ck_assert_int_eq(d->mines[0], 8);
    ck_assert_int_eq(d->mines[1], 11);
    ck_assert_int_eq(d->mines[2], 13);
    ck_assert_int_eq(d->mines[3], 15);
    ck_assert_int_eq(d->bonus, 5);
    ck_assert_int_eq(d->half, 12);
    ck_assert_int_eq(d->start, 8);
    ck_assert_int_eq(d->patients, 11);
    static const int guild[DU_MAX_GUILD] = {G1, G3, G2, G1, G3, G_NONE};
    for (int i = 0; i < DU_MAX_GUILD; i++)
        ck_assert_int_eq(d->guild[i], guild[i]);
    ck_assert_int_eq(d->ncoins, 3);
    ck_assert_str_eq(d->coins[0].id, "copper");
    ck_assert_int_eq(d->coins[0].face[0], B3);
    ck_assert_int_eq(d->coins[0].face[1], B5);
    ck_assert_int_eq(d->coins[0].first_game, 0);
    ck_assert_str_eq(d->coins[1].id, "silver");
    ck_assert_int_eq(d->coins[1].face[0], B2);
    ck_assert_int_eq(d->coins[1].face[1], B4);
    ck_assert_int_eq(d->coins[1].first_game, 1);
    ck_assert_str_eq(d->coins[2].id, "gold");
    ck_assert_int_eq(d->coins[2].face[0], B1);
    ck_assert_int_eq(d->coins[2].face[1], B6);
    ck_assert_int_eq(d->coins[2].first_game, 1);
    ck_assert_int_eq(d->markers, 5);
}
END_TEST

/* 4.7: 21 cards and the round-7 card after them. */
START_TEST(provisional_1_cards)
{
    const du_data *d = du_dataset_current();
    static const int effects[21] = {C_A, C_F, C_B, C_J, C_G, C_D, C_A,
                                    C_A, C_A, C_A, C_A, C_A, C_B, C_C,
                                    C_C, C_E, C_F, C_H, C_I, C_J, C_K};
    int count[C_R7 + 1] = {0}, keep = 0;
    ck_assert_int_eq(d->ncards, 21);
    for (int i = 0; i < 21; i++) {
        ck_assert_int_eq(d->cards[i].n, i + 1);
        ck_assert_int_eq(d->cards[i].effect, effects[i]);
        count[d->cards[i].effect]++;
        keep += d->cards[i].keep;
        ck_assert_int_eq(d->cards[i].first_game, i < 6 ? i + 1 : 0);
    }
    ck_assert_int_eq(count[C_A], 7);
    ck_assert_int_eq(count[C_B], 2);
    ck_assert_int_eq(count[C_C], 2);
    ck_assert_int_eq(count[C_F], 2);
    ck_assert_int_eq(count[C_J], 2);
    ck_assert_int_eq(keep, 4); /* C-E, C-G, C-H, C-K */
    ck_assert_int_eq(d->cards[21].effect, C_R7);
    ck_assert_int_eq(d->cards[0].chip, VAR(DC_BLUE, 2));
    ck_assert_int_eq(d->cards[11].chip, DU_CHIP(DC_ORANGE, 2));
    ck_assert_int_eq(d->cards[0].offer_up, 1);
    ck_assert_int_eq(d->cards[0].offer_gold, 2);
    ck_assert_int_eq(d->cards[5].offer_up, 2);
    ck_assert_int_eq(d->cards[5].offer_gold, 2);
    ck_assert(d->cards[4].keep && d->cards[4].effect == C_G);
}
END_TEST

/* 4.8: a few books, their prices, timings and effect trees. */
START_TEST(provisional_1_books)
{
    const du_data *d = du_dataset_current();
    const du_book *b = du_book_of(d, DC_RED, 0);
    ck_assert(b->present && b->first_game);
    ck_assert_int_eq(b->prices[0], 3);
    ck_assert_int_eq(b->prices[1], 6);
    ck_assert_int_eq(b->prices[2], 11);
    ck_assert_int_eq(b->timing, TIME_IMMEDIATE);
    ck_assert_int_eq(d->effects[b->effect].op, EF_PATIENT);
    ck_assert_int_eq(d->effects[b->effect].a.v[2], 3);
    b = du_book_of(d, DC_RED, 1);
    ck_assert_int_eq(b->prices[0], 4);
    ck_assert_int_eq(b->prices[2], 12);
    ck_assert_int_eq(b->timing, TIME_DELAYED);
    b = du_book_of(d, DC_ORANGE, 0);
    ck_assert_int_eq(b->prices[0], 2);
    ck_assert_int_eq(b->prices[1], 4);
    ck_assert_int_eq(b->prices[2], 6);
    ck_assert_int_eq(b->effect, DU_NIL);
    b = du_book_of(d, DC_WHITE, 0);
    ck_assert_int_eq(b->prices[0], 0); /* not for sale */
    b = du_book_of(d, DC_BLACK, 0);
    ck_assert_int_eq(b->prices[0], 0);
    ck_assert_int_eq(d->effects[b->effect].op, EF_GOLD);
    ck_assert_int_eq(d->effects[b->effect].a.v[4], 5);
    b = du_book_of(d, DC_PURPLE, 0);
    ck_assert_int_eq(b->prices[0], 4);
    ck_assert_int_eq(b->prices[2], 11);
    b = du_book_of(d, DC_GREEN, 0);
    ck_assert_int_eq(b->prices[0], 2);
    ck_assert_int_eq(b->timing, TIME_DELAYED);
    /* red III: PER_NECK red incl : PATIENT [1,1,2] */
    const du_effect *e = &d->effects[du_book_of(d, DC_RED, 2)->effect];
    ck_assert_int_eq(e->op, EF_PER_NECK);
    ck_assert_int_eq(e->colour, DC_RED);
    ck_assert_int_eq(e->self, 1);
    ck_assert_int_eq(d->effects[e->first].op, EF_PATIENT);
    ck_assert_int_eq(d->effects[e->first].a.v[2], 2);
    /* purple III: IF_NECK purple THEN upgrade any neck ELSE black vial */
    e = &d->effects[du_book_of(d, DC_PURPLE, 2)->effect];
    ck_assert_int_eq(e->op, EF_IF_NECK);
    ck_assert(d->effects[e->first].any && !d->effects[e->first].vial);
    ck_assert(!d->effects[e->other].any && d->effects[e->other].vial);
    /* blue IV: PAY stand -1 THEN PATIENT [2,3,5] */
    e = &d->effects[du_book_of(d, DC_BLUE, 3)->effect];
    ck_assert_int_eq(e->op, EF_PAY);
    ck_assert_int_eq(e->stand_cost, 1);
    ck_assert_int_eq(d->effects[e->first].a.v[1], 3);
    /* every variable colour has four books, one of them set I's */
    for (int v = 0; v < DU_VARS; v++)
        for (int s = 0; s < 4; s++)
            ck_assert_int_eq(d->var[v][s].first_game, s == 0);
}
END_TEST

/* schemas/quacks-duel-provisional-1.xml parsed (the caller frees both);
 * its text in *xml. */
static du_data *S_parse_schema_file(char **xml)
{
    char path[1024], *err = NULL;
    size_t len;
    S_path(path, sizeof path, "schemas/quacks-duel-provisional-1.xml");
    *xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(*xml);
    du_data *d = du_data_parse(path, *xml, len, &err);
    ck_assert_msg(d != NULL, "%s", err);
    return d;
}

/* The file in schemas/ is the one built into the library. */
START_TEST(schema_file_is_the_built_in_data_set)
{
    char *xml;
    du_data *d = S_parse_schema_file(&xml);
    ck_assert_msg(memcmp(d, du_dataset_current(), sizeof *d) == 0,
                  "schemas/quacks-duel-provisional-1.xml differs from the "
                  "built-in data set");
    free(d);
    free(xml);
}
END_TEST

/* The digest packed records carry names the content, not the layout: a
 * file laid out anew keeps it, one changed number changes it. */
START_TEST(the_digest_names_the_content_not_the_layout)
{
    char *xml, *err = NULL;
    du_data *d = S_parse_schema_file(&xml);
    ck_assert_uint_eq(d->digest, du_data_digest(d));
    ck_assert_uint_eq(d->digest, du_dataset_current()->digest);

    char *spread = S_replace(xml, "\n  <", "\n\n    <");
    du_data *e = du_data_parse("p.xml", spread, strlen(spread), &err);
    ck_assert_msg(e != NULL, "%s", err);
    ck_assert_uint_ne(e->effects[0].line, d->effects[0].line);
    ck_assert_uint_eq(e->digest, d->digest);
    free(e);
    free(spread);

    char *edited = S_replace(xml, "<upgrade-fail gold=\"0\"/>",
                             "<upgrade-fail gold=\"1\"/>");
    e = du_data_parse("p.xml", edited, strlen(edited), &err);
    ck_assert_msg(e != NULL, "%s", err);
    ck_assert_int_eq(e->upgrade_fail_gold, 1);
    ck_assert_uint_ne(e->digest, d->digest);
    free(e);
    free(edited);

    /* Each part counts: a book price, an effect's amount, a card. */
    du_data copy = *d;
    copy.var[0][1].prices[0]++;
    ck_assert_uint_ne(du_data_digest(&copy), d->digest);
    copy = *d;
    copy.effects[0].a.v[0]++;
    ck_assert_uint_ne(du_data_digest(&copy), d->digest);
    copy = *d;
    copy.cards[3].offer_gold++;
    ck_assert_uint_ne(du_data_digest(&copy), d->digest);
    copy = *d;
    snprintf(copy.note, sizeof copy.note, "another status line");
    ck_assert_uint_eq(du_data_digest(&copy), d->digest);
    free(d);
    free(xml);
}
END_TEST

/* ------------------------------------------------------ hostile files */

static const struct hostile {
    const char *file, *kind;
    long line; /* 0: any */
} S_hostile[] = {
    {"no-vial.xml", "schema", 27},       /* <path> where <vial> belongs */
    {"no-books.xml", "schema", 60},
    {"missing-book.xml", "books", 0},
    {"first-game-twice.xml", "books", 70},
    {"row-billion.xml", "schema", 27},
    {"row-999.xml", "range", 27},
    {"negative-count.xml", "schema", 12},
    {"price-huge.xml", "schema", 81},
    {"counts-bag.xml", "counts", 19},
    {"counts-levels.xml", "chips", 10},
    {"ladder-falls.xml", "ladder", 9},
    {"unknown-chip-bag.xml", "bag", 24},
    {"unknown-chip-card.xml", "cards", 43},
    {"card-offer-six.xml", "cards", 42},
    {"nest-14.xml", "effect", 95},
    {"nest-3000.xml", "xml", 95},
    {"effects-1100.xml", "effect", 1105},
    {"amount-levels.xml", "amount", 82},
    {"mines-fall.xml", "vial", 27},
    {"bonus-mined.xml", "vial", 27},
    {"start-past-half.xml", "path", 28},
    {"guild-seven.xml", "guild", 29},
    {"coins-face-twice.xml", "coins", 32},
    {"wrong-root.xml", "schema", 4},
    {"entity-bomb.xml", "doctype", 1},
    {"entity-bomb-utf16.xml", "doctype", 2},
    {"external-entity.xml", "doctype", 1},
    {"doctype.xml", "doctype", 1},
    {"not-xml.xml", "xml", 1},
    {"empty.xml", "xml", 1},
    {"truncated.xml", "xml", 43},
};
#define NHOSTILE (int)(sizeof S_hostile / sizeof S_hostile[0])

/* err is "PATH:LINE:COL: error[duel.data.KIND]: message". */
static void S_located(const char *path, const char *err, const char *kind,
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
    snprintf(want, sizeof want, "error[duel.data.%s]: ", kind);
    ck_assert_msg(!strncmp(err + n + used, want, strlen(want)),
                  "wanted %s: %s", want, err);
    ck_assert_msg(strlen(err + n + used) > strlen(want) + 3,
                  "no message: %s", err);
    ck_assert_msg(strchr(err, '\n') == NULL, "not one line: %s", err);
    if (line)
        ck_assert_msg(l == line, "line %ld, wanted %ld: %s", l, line, err);
}

START_TEST(hostile_data_files_are_refused)
{
    const struct hostile *h = &S_hostile[_i];
    char path[1024], *err = NULL;
    snprintf(path, sizeof path, "%s/tests/duel/hostile/%s", T_srcdir(),
             h->file);
    ck_assert_msg(access(path, R_OK) == 0, "%s is missing", path);
    double t0 = S_now();
    ck_assert_int_eq(nt_components_load(path, &err), -1);
    ck_assert_msg(S_now() - t0 < 2.0, "%s took %.1f s", h->file,
                  S_now() - t0);
    S_located(path, err, h->kind, h->line);
    free(err);
    /* A refused file changes nothing. */
    ck_assert_str_eq(nt_components_id(), "provisional-1");
}
END_TEST

/* Every hostile file, also through the parser alone. */
START_TEST(hostile_data_files_refused_by_the_parser_too)
{
    for (int i = 0; i < NHOSTILE; i++) {
        char path[1024], *err = NULL;
        size_t len;
        snprintf(path, sizeof path, "%s/tests/duel/hostile/%s", T_srcdir(),
                 S_hostile[i].file);
        char *xml = T_slurp(path, &len);
        ck_assert_ptr_nonnull(xml);
        du_data *d = du_data_parse("h.xml", xml, len, &err);
        ck_assert_msg(d == NULL, "%s loads", S_hostile[i].file);
        S_located("h.xml", err, S_hostile[i].kind, S_hostile[i].line);
        free(err);
        free(xml);
    }
}
END_TEST

/* Writes `head`, `reps` times `unit`, then `tail` to a new file in a
 * private directory; returns its path (static). */
static const char *S_make(const char *name, const char *head,
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
static void S_unmake(const char *file)
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

static void S_refused_in_bounds(const char *path, const char *kind)
{
    char *err = NULL;
    long rss0 = S_maxrss_kb();
    double t0 = S_now();
    ck_assert_int_eq(nt_components_load(path, &err), -1);
    double dt = S_now() - t0;
    long grew = S_maxrss_kb() - rss0;
    ck_assert_msg(dt < 5.0, "%s: %.1f s", path, dt);
    ck_assert_msg(grew < 64 * 1024, "%s: %ld kB more memory", path, grew);
    S_located(path, err, kind, 0);
    free(err);
}

/* A file made for the test, refused, then removed (never a device or
 * anything the test did not make: it runs as root on CI). */
static void S_made_refused(const char *made, const char *kind)
{
    S_refused_in_bounds(made, kind);
    unlink(made);
}

#define DATA_HEAD                                                       \
    "<?xml version=\"1.0\"?>\n<components xmlns=\"urn:libnotation:duel-" \
    "components:1\" id=\"deep\" status=\"provisional\">\n"

/* Made on the spot: a million nested effects (35 MB: refused by size,
 * read no further than the limit), a million open elements in 3 MB
 * (refused by the parser's depth limit), 5 MB of a data set, an endless
 * file, a directory, a missing file. */
START_TEST(huge_and_endless_data_files_are_refused_in_bounds)
{
    S_made_refused(S_make("million-deep.xml", DATA_HEAD,
                               "<pay cost=\"gold\">", 1000000,
                               "<gold n=\"1\"/>"),
                        "size");
    S_made_refused(S_make("million-open.xml", DATA_HEAD "<b>", "<a>",
                               1000000, ""),
                        "xml");
    /* 5 MB: a data set with a long comment. */
    char path[1024];
    size_t len;
    S_path(path, sizeof path, "schemas/quacks-duel-provisional-1.xml");
    char *xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(xml);
    char *cut = strstr(xml, "</components>");
    *cut = '\0';
    S_made_refused(S_make("five-mb.xml", xml, "<!-- padding -->\n",
                               5 * 1024 * 1024 / 17 + 1, "</components>\n"),
                        "size");
    free(xml);
    if (access("/dev/zero", R_OK) == 0)
        S_refused_in_bounds("/dev/zero", "size");
    /* An endless pipe: read up to the limit, then refused. */
    const char *fifo = S_make("endless.xml", "", "", 0, "");
    unlink(fifo);
    ck_assert_int_eq(mkfifo(fifo, 0600), 0);
    pid_t writer = fork();
    ck_assert_int_ge(writer, 0);
    if (writer == 0) {
        static const char zeros[65536];
        FILE *w = fopen(fifo, "wb");
        while (w && fwrite(zeros, 1, sizeof zeros, w) == sizeof zeros)
            ;
        _exit(0);
    }
    S_refused_in_bounds(fifo, "size");
    kill(writer, SIGKILL);
    waitpid(writer, NULL, 0);
    S_unmake(fifo);
    char *err = NULL;
    ck_assert_int_eq(nt_components_load("/", &err), -1);
    ck_assert_msg(strstr(err, "error[duel.data.") || strstr(err,
                  "error[notation.io]"), "%s", err);
    free(err);
    ck_assert_int_eq(nt_components_load("/nonexistent/data.xml", &err), -1);
    ck_assert_msg(strstr(err, "/nonexistent/data.xml") &&
                      strstr(err, "error[notation.io]"), "%s", err);
    free(err);
    ck_assert_str_eq(nt_components_id(), "provisional-1");
}
END_TEST

/* -------------------------------------------------- the second data set */

START_TEST(other_1_loads_and_differs)
{
    S_load_other();
    const du_data *d = du_dataset_current();
    ck_assert_str_eq(nt_components_status(),
                     "test data set, made up for the tests");
    ck_assert_ptr_eq(du_dataset("other-1"), d);
    ck_assert_ptr_null(du_dataset("provisional-1"));
    ck_assert_int_eq(d->row, 18);
    ck_assert_int_eq(d->nmines, 4);
    ck_assert_int_eq(d->mines[0], 7);
    ck_assert_int_eq(d->mines[3], 17);
    ck_assert_int_eq(d->bonus, 4);
    ck_assert_int_eq(d->half, 10);
    ck_assert_int_eq(d->start, 6);
    const du_book *red = du_book_of(d, DC_RED, 0);
    ck_assert_int_eq(red->prices[0], 2);
    ck_assert_int_eq(red->prices[2], 8);
    ck_assert_int_eq(d->effects[red->effect].a.v[0], 2);
    const du_book *black = du_book_of(d, DC_BLACK, 0);
    ck_assert_int_eq(d->effects[black->effect].a.v[0], 2);
    /* A refused file leaves other-1 in force. */
    char path[1024], *err = NULL;
    S_path(path, sizeof path, "tests/duel/hostile/ladder-falls.xml");
    ck_assert_int_eq(nt_components_load(path, &err), -1);
    free(err);
    ck_assert_str_eq(nt_components_id(), "other-1");
    S_restore();
}
END_TEST

static const char *const S_other_records[] = {
    "tests/duel/other-1/01-first-game-assert.xml",
    "tests/duel/other-1/02-set3-copper-gold.xml",
    "tests/duel/other-1/03-mixed-books-assert.xml",
};

/* Valid with other-1 loaded, refused without it (the data set's id). */
START_TEST(other_1_records_need_their_data_set)
{
    char path[1024];
    size_t len;
    S_path(path, sizeof path, S_other_records[_i]);
    char *xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(xml);
    T_result r = T_validate(xml, len, 1, 0);
    BREAKS(r, "duel.setup.dataset");
    ck_assert(strstr(r.line, ":9:"));  /* <components dataset="other-1"/> */
    S_load_other();
    r = T_validate(xml, len, 1, 0);
    ck_assert_msg(r.rc == 0 && r.ndiag == 0, "%s: %s", path, r.line);
    /* It replays to its result, and fmt leaves it as it is. */
    size_t flen;
    char *f = T_fmt(xml, len, NT_FACTS_KEEP, &flen);
    ck_assert_ptr_nonnull(f);
    ck_assert_msg(flen == len && !memcmp(f, xml, len),
                  "%s is not as fmt writes it", path);
    ck_assert_ptr_nonnull(strstr(xml, "<result "));
    free(f);
    /* Relabelled provisional-1, it is refused by provisional-1's data:
     * after the setup. */
    char *re = S_replace(xml, "dataset=\"other-1\"",
                         "dataset=\"provisional-1\"");
    S_restore();
    r = T_validate(re, strlen(re), 1, 0);
    ck_assert_msg(r.ndiag > 0, "%s relabelled provisional-1 is valid", path);
    ck_assert_msg(strcmp(r.rule, "duel.setup.dataset") != 0, "%s", r.line);
    free(re);
    free(xml);
}
END_TEST

/* A record written under provisional-1, relabelled other-1, fails where
 * other-1's data first changes what happens. */
START_TEST(relabelled_record_fails_where_the_data_differs)
{
    char path[1024];
    size_t len;
    /* The vial: the white on 7 explodes in other-1 (mine 7), so the
     * answer to the explosion comes before the draw that explodes
     * provisional-1's vial on 8. */
    S_path(path, sizeof path, "tests/duel/provisional-1/vial.xml");
    char *xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(xml);
    T_result r = T_validate(xml, len, 1, 0);
    ck_assert_msg(r.ndiag == 0, "%s", r.line);
    char *re = S_replace(xml, "dataset=\"provisional-1\"",
                         "dataset=\"other-1\"");
    S_load_other();
    r = T_validate(re, strlen(re), 1, 0);
    BREAKS(r, "duel.explode.choice");
    char want[32];
    snprintf(want, sizeof want, ":%lu:",
             S_line_of(re, "<explosion seat=\"1\""));
    ck_assert_msg(strstr(r.line, want), "%s (wanted line %s)", r.line, want);
    snprintf(want, sizeof want, "(line %lu)",
             S_line_of(re, "<draw chip=\"white-1\" at=\"white:8\""));
    ck_assert_msg(strstr(r.msg, want), "%s", r.msg);
    free(re);
    free(xml);
    /* The path: the stands start on 6 in other-1. */
    S_restore();
    S_path(path, sizeof path, "tests/duel/provisional-1/path.xml");
    xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(xml);
    r = T_validate(xml, len, 1, 0);
    ck_assert_msg(r.ndiag == 0, "%s", r.line);
    re = S_replace(xml, "dataset=\"provisional-1\"", "dataset=\"other-1\"");
    S_load_other();
    r = T_validate(re, strlen(re), 1, 0);
    BREAKS(r, "duel.state");
    snprintf(want, sizeof want, ":%lu:", S_line_of(re, "<end how=\"stop\""));
    ck_assert_msg(strstr(r.line, want), "%s (wanted line %s)", r.line, want);
    ck_assert_msg(strstr(r.msg, "stand=\"A6\""), "%s", r.msg);
    free(re);
    free(xml);
    S_restore();
}
END_TEST

/* Generated games of provisional-1 with their assertions, relabelled
 * other-1: none replays (the data is read, not built in), and none fails
 * before its first turn. */
START_TEST(relabelled_generated_games_fail_after_the_setup)
{
    char *games[20];
    size_t lens[20];
    for (int k = 0; k < 20; k++) {
        nt_gen_options g = {0};
        g.game = nt_game_find("quacks-duel");
        g.players = 2;
        g.seed = 4242;
        g.index = (unsigned long)k;
        g.assertions = 1;
        g.first_game = k % 3 == 0;
        char *xml = T_generate_opts(&g, &lens[k]);
        games[k] = S_replace(xml, "dataset=\"provisional-1\"",
                             "dataset=\"other-1\"");
        lens[k] = strlen(games[k]);
        free(xml);
    }
    S_load_other();
    for (int k = 0; k < 20; k++) {
        T_result r = T_validate(games[k], lens[k], 1, 0);
        ck_assert_msg(r.ndiag > 0, "game %d replays under other-1", k);
        unsigned long first = S_line_of(games[k], "<turn ");
        unsigned long line = strtoul(strchr(r.line, ':') + 1, NULL, 10);
        ck_assert_msg(line >= first, "game %d: %s", k, r.line);
        free(games[k]);
    }
    S_restore();
}
END_TEST

/* Generation follows the loaded data set. */
START_TEST(generation_uses_the_loaded_data_set)
{
    S_load_other();
    nt_gen_options g = {0};
    g.game = nt_game_find("quacks-duel");
    g.players = 2;
    g.seed = 99;
    g.assertions = 1;
    size_t n;
    char *xml = T_generate_opts(&g, &n);
    ck_assert_ptr_nonnull(strstr(xml, "<components dataset=\"other-1\"/>"));
    /* Every stand assertion lies on a half of 10 squares. */
    for (const char *c = strstr(xml, "stand=\""); c;
         c = strstr(c + 1, "stand=\"")) {
        int sq = atoi(c + 8);
        ck_assert_msg(sq >= 1 && sq <= 10, "a stand on %.12s", c);
    }
    T_result r = T_validate(xml, n, 1, 0);
    ck_assert_msg(r.ndiag == 0, "%s", r.line);
    free(xml);
    S_restore();
}
END_TEST

/* ============================================================ the vial */

/* E2: 2 -> 2, 1 -> 3, 2 -> 5 (the bonus space), 3 -> 8 (the first
 * mine); 1 and 4 stay empty.  With a black chip in the neck the bonus
 * space offers both; the upgrade is taken. */
#define ROUND1(coin, faces, turns)                                          \
    "<round n=\"1\" tosser=\"1\">" faces "<pick seat=\"1\" coin=\"" coin  \
    "\"/>" turns "</round>"
#define FACES(silver, gold)                                                 \
    "<toss coin=\"silver\" face=\"" silver "\"/><toss coin=\"gold\" "      \
    "face=\"" gold "\"/>"

START_TEST(white_placement_example_e2)
{
    OK(S_play(SETUP_FIRST,
              ROUND1("silver", FACES("B2", "B6"),
                     "<turn seat=\"1\">"
                     "<draw chip=\"white-2\" at=\"white:2\"/>"
                     "<draw chip=\"white-1\" at=\"white:3\"/>"
                     "<draw chip=\"black-1\" at=\"neck:1\"/>"
                     "<draw chip=\"white-2\" at=\"white:5\">"
                     "<branch seat=\"1\" pick=\"2\"/></draw>"
                     "<draw chip=\"white-3\" at=\"white:8\"/>"
                     "<explosion seat=\"1\" take=\"gold\"/>"
                     "<end how=\"explode\" neck=\"2\" white=\"3\" move=\"0\" "
                     "patient=\"none\" stand=\"A8\"/></turn>"),
              2));
    const du_player *a = &S.pl[0];
    ck_assert_int_eq(a->row[1], -1);
    ck_assert_int_eq(a->row[2], W2);
    ck_assert_int_eq(a->row[3], W1);
    ck_assert_int_eq(a->row[4], -1);
    ck_assert_int_eq(a->row[5], W2);
    ck_assert_int_eq(a->row[8], W3); /* on the mine: it exploded */
    ck_assert(a->exploded && a->finished);
    ck_assert_int_eq(a->neck_n, 0);  /* the neck went to the bottom */
    ck_assert_int_eq(a->body_n, 1);
    ck_assert_int_eq(a->body[0], K(2)); /* the bonus space's upgrade */
    ck_assert_int_eq(a->stand, 8);
    /* 3 (B2) + 1 (black 1), half of 4 paid. */
    ck_assert_int_eq(a->gold, 2);
    int chip;
    ck_assert_int_eq(du_last_white(a, &chip), 8);
    ck_assert_int_eq(chip, W3);
}
END_TEST

/* The bonus space with no black chip in the vial: the stand advances, and
 * nothing is asked; a record that answers anyway is refused. */
START_TEST(bonus_space_without_a_black_chip_moves_the_stand)
{
    OK(S_play(SETUP_FIRST,
              ROUND1("silver", FACES("B2", "B6"),
                     "<turn seat=\"1\">"
                     "<draw chip=\"white-2\" at=\"white:2\"/>"
                     "<draw chip=\"white-3\" at=\"white:5\"/>"
                     "<end how=\"stop\" neck=\"0\" white=\"3\" move=\"3\" "
                     "patient=\"A3\" stand=\"A7\"/></turn>"),
              2));
    ck_assert_int_eq(S.pl[0].stand, 7);
    BREAKS(S_play(SETUP_FIRST,
                  ROUND1("silver", FACES("B2", "B6"),
                         "<turn seat=\"1\">"
                         "<draw chip=\"white-2\" at=\"white:2\"/>"
                         "<draw chip=\"white-3\" at=\"white:5\">"
                         "<branch seat=\"1\" pick=\"2\"/></draw></turn>"),
                  2),
           "duel.action.unexpected");
}
END_TEST

/* B1: the shield holds the first mine (8) all round, and the next white
 * counts from it; a white on 11 still explodes. */
START_TEST(shield_holds_the_first_mine_only)
{
    OK(S_play(SETUP_FIRST,
              ROUND1("gold", FACES("B2", "B1"),
                     "<turn seat=\"1\">"
                     "<draw chip=\"white-2\" at=\"white:2\"/>"
                     "<draw chip=\"white-1\" at=\"white:3\"/>"
                     "<draw chip=\"white-2\" at=\"white:5\"/>"
                     "<draw chip=\"white-3\" at=\"white:8\"/>"
                     "<draw chip=\"white-1\" at=\"white:9\"/>"
                     "<draw chip=\"white-1\" at=\"white:10\"/>"
                     "<draw chip=\"white-1\" at=\"white:11\"/>"
                     "<end how=\"explode\" neck=\"0\" white=\"1\" move=\"0\" "
                     "patient=\"none\" stand=\"A7\"/></turn>"),
              2));
    const du_player *a = &S.pl[0];
    ck_assert_int_eq(a->shield, 1);
    ck_assert_int_eq(a->row[8], W3);
    ck_assert_int_eq(a->row[11], W1);
    ck_assert(a->exploded);
    ck_assert_int_eq(a->stand, 7); /* the bonus space on 5 */
    ck_assert_int_eq(S.pl[1].gold, 1 + 3); /* B2 for seat 2 */
}
END_TEST

/* DU-R14: the last white after a removal is the highest white left; the
 * next white counts from it, onto a space that was emptied. */
START_TEST(last_white_after_a_removal)
{
    S_fresh();
    S_row(0, 2, W2);
    S_row(0, 3, W1);
    S_row(0, 5, W2);
    S_bag(0, W2, 1);
    S.pl[0].kept[S.pl[0].nkept++] = 17; /* card 18, C-H */
    OK(S_brew("<turn seat=\"1\"><use card=\"18\">"
              "<return seat=\"1\" chip=\"white:5\"/>"
              "<return seat=\"1\" chip=\"none\"/></use>"
              "<draw chip=\"white-2\" at=\"white:5\"/>"
              "<end how=\"stop\" neck=\"0\" white=\"2\" move=\"2\" "
              "patient=\"A2\" stand=\"A7\"/></turn>"));
    int chip;
    ck_assert_int_eq(S.pl[0].stand, 7); /* 5 is the bonus space */
    ck_assert_int_eq(du_last_white(&S.pl[0], &chip), 5);
    ck_assert_int_eq(chip, W2);
    ck_assert_int_eq(S.pl[0].nkept, 0);
    ck_assert_int_eq(S.last_discard, 0);
    /* Directly: the removal recomputes the last white. */
    S_fresh();
    S_row(0, 2, W2);
    S_row(0, 6, W3);
    du_player *a = &S.pl[0];
    a->row[6] = -1;
    ck_assert_int_eq(du_last_white(a, &chip), 2);
    ck_assert_int_eq(chip, W2);
    a->row[2] = -1;
    ck_assert_int_eq(du_last_white(a, &chip), 0);
    ck_assert_int_eq(chip, -1);
}
END_TEST

/* DU-R28: a white past space 15 explodes even with the shield; it is not
 * placed and is not the last white (DU-C9). */
START_TEST(overflow_explodes_the_vial)
{
    S_fresh();
    S_row(0, 12, W3);
    S_row(0, 14, W2);
    S_bag(0, W2, 1);
    S.pl[0].shield = 1;
    OK(S_brew("<turn seat=\"1\"><draw chip=\"white-2\" at=\"white:16\"/>"
              "<end how=\"explode\" neck=\"0\" white=\"2\" move=\"0\" "
              "patient=\"none\" stand=\"A8\"/></turn>"));
    const du_player *a = &S.pl[0];
    ck_assert(a->exploded);
    ck_assert_int_eq(a->noverflow, 1);
    ck_assert_int_eq(a->overflow[0], W2);
    ck_assert_int_eq(du_last_white(a, NULL), 14);
    ck_assert_int_eq(a->bag_n, 0);
    /* C-K cancels it: the white goes back, the turn goes on. */
    S_fresh();
    S_row(0, 14, W2);
    S_bag(0, W2, 1);
    S.pl[0].kept[S.pl[0].nkept++] = 20; /* card 21, C-K */
    OK(S_brew("<turn seat=\"1\"><draw chip=\"white-2\" at=\"white:16\">"
              "<cancel seat=\"1\" do=\"yes\"/></draw>"
              "<end how=\"stop\" neck=\"0\" white=\"2\" move=\"2\" "
              "patient=\"A2\" stand=\"A8\"/></turn>"));
    ck_assert(!S.pl[0].exploded);
    ck_assert_int_eq(S.pl[0].noverflow, 0);
    ck_assert_int_eq(S.pl[0].bag[W2], 1);
    ck_assert_int_eq(S.pl[0].nkept, 0);
}
END_TEST

/* A full neck ends the turn; its chips go to the bottom and the potion
 * is not finished. */
START_TEST(full_neck_moves_and_empties_the_neck)
{
    S_fresh();
    S_bag(0, DU_CHIP(DC_ORANGE, 0), 2);
    S_bag(0, DU_CHIP(DC_ORANGE, 2), 1);
    S_row(0, 2, W2);
    S.pl[1].finished = 1;
    T_result r = S_run("<turn seat=\"1\">"
                       "<draw chip=\"orange-1\" at=\"neck:1\"/>"
                       "<draw chip=\"orange-3\" at=\"neck:2\"/>"
                       "<draw chip=\"orange-1\" at=\"neck:3\"/>"
                       "<end how=\"full\" neck=\"5\" white=\"2\" move=\"7\" "
                       "patient=\"A7\" stand=\"A8\"/></turn>"
                       "<turn seat=\"1\"/>",
                       S_brew_fn, NULL);
    OK(r);
    ck_assert_int_eq(S.pl[0].body_n, 3);
    ck_assert_int_eq(S.pl[0].neck_n, 0);
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 7);
    ck_assert(S.pl[0].finished); /* by the stop of the second turn */
}
END_TEST

/* ============================================================ the path */

/* E4: A's stand A4, patient A2, a move of 6: cure on A4, stand to A6,
 * then a new patient A1..A4; the cured patient takes guild square 1 (G1):
 * B may upgrade a black chip of B's vial. */
START_TEST(cure_retreat_and_leftover_steps_example_e4)
{
    S_fresh();
    S.pl[0].stand = 4;
    S.patient_half = 0;
    S.patient_sq = 2;
    S.park = 10;
    S_body(1, K(1));
    OK(S_move(0, 6, "<upgrade seat=\"2\" chip=\"body:1\"/>"));
    ck_assert_int_eq(S.pl[0].stand, 6);
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 4);
    ck_assert_int_eq(S.pl[0].guild, 1);
    ck_assert_int_eq(S.park, 9);
    ck_assert_int_eq(S.pl[1].body[0], K(2));
    ck_assert_int_eq(S.pl[1].stand, 8);
    /* G1 is B's to decline. */
    S_fresh();
    S.pl[0].stand = 4;
    S.patient_half = 0;
    S.patient_sq = 2;
    S_body(1, K(1));
    OK(S_move(0, 6, "<upgrade seat=\"2\" chip=\"none\"/>"));
    ck_assert_int_eq(S.pl[1].body[0], K(1));
    /* Without a black chip there is nothing to ask. */
    S_fresh();
    S.pl[0].stand = 4;
    S.patient_half = 0;
    S.patient_sq = 2;
    OK(S_move(0, 6, ""));
    ck_assert_int_eq(S.pl[0].guild, 1);
}
END_TEST

/* E3: 7 gold, patient A2, a white onto 11 explodes A's vial; A pushes 3:
 * A2 -> A1 -> B1 -> B2.  In round 7, PUSH 7 follows: B2 -> B8, B's
 * stand: B's cure, B's stand to B10, one step left: a new patient B1. */
START_TEST(explosion_push_and_round_seven_example_e3)
{
    S_fresh();
    S.round = 7;
    S.pl[0].gold = 7;
    S.patient_half = 0;
    S.patient_sq = 2;
    S_row(0, 4, W3);
    S_row(0, 7, W3);
    S_row(0, 10, W3);
    S_bag(0, W1, 1);
    OK(S_brew("<turn seat=\"1\"><draw chip=\"white-1\" at=\"white:11\"/>"
              "<explosion seat=\"1\" take=\"push\"/></turn>"));
    ck_assert_int_eq(S.pl[0].gold, 7);
    ck_assert_int_eq(S.pl[1].guild, 1);
    ck_assert_int_eq(S.pl[1].stand, 10);
    ck_assert_int_eq(S.patient_half, 1);
    ck_assert_int_eq(S.patient_sq, 1);
    ck_assert_int_eq(S.pl[0].guild, 0);
    /* The push alone, outside round 7. */
    S_fresh();
    S.pl[0].gold = 7;
    S.patient_half = 0;
    S.patient_sq = 2;
    S_row(0, 10, W3);
    S_bag(0, W1, 1);
    OK(S_brew("<turn seat=\"1\"><draw chip=\"white-1\" at=\"white:11\"/>"
              "<explosion seat=\"1\" take=\"push\"/></turn>"));
    ck_assert_int_eq(S.patient_half, 1);
    ck_assert_int_eq(S.patient_sq, 2);
    ck_assert_int_eq(S.pl[0].gold, 7);
    /* Paying instead: 3 of 7. */
    S_fresh();
    S.pl[0].gold = 7;
    S.patient_half = 0;
    S.patient_sq = 2;
    S_row(0, 10, W3);
    S_bag(0, W1, 1);
    OK(S_brew("<turn seat=\"1\"><draw chip=\"white-1\" at=\"white:11\"/>"
              "<explosion seat=\"1\" take=\"gold\"/></turn>"));
    ck_assert_int_eq(S.pl[0].gold, 4);
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 2);
    /* One gold: half of it is nothing, no answer is asked. */
    S_fresh();
    S.pl[0].gold = 1;
    S_row(0, 10, W3);
    S_bag(0, W1, 1);
    BREAKS(S_brew("<turn seat=\"1\"><draw chip=\"white-1\" at=\"white:11\"/>"
                  "<explosion seat=\"1\" take=\"gold\"/></turn>"),
           "duel.explode.end");
}
END_TEST

/* DU-R15: a stand stays on 1..12 and never enters or passes the patient
 * on its own half; squares it cannot move are lost. */
static int S_stand_fn(nt_play *p, void *arg)
{
    const int *d = arg;
    return du_stand(&S, p, d[0], d[1], "a test");
}

START_TEST(stand_limits)
{
    int arg[2];
    S_fresh();
    S.patient_half = 0;
    S.patient_sq = 5;
    arg[0] = 0;
    arg[1] = 4; /* advance 4 from 8: stops on 6, outside the patient */
    OK(S_run("", S_stand_fn, arg));
    ck_assert_int_eq(S.pl[0].stand, 6);
    ck_assert(strstr(S_said, "2 squares of that cannot be moved"));
    ck_assert(!du_stand_can(&S, 0, 1));
    ck_assert(du_stand_can(&S, 0, -1));
    arg[1] = -9; /* retreat: stops at 12 */
    OK(S_run("", S_stand_fn, arg));
    ck_assert_int_eq(S.pl[0].stand, 12);
    ck_assert(!du_stand_can(&S, 0, -1));
    /* The patient on the other half does not block. */
    arg[0] = 1;
    arg[1] = 20;
    OK(S_run("", S_stand_fn, arg));
    ck_assert_int_eq(S.pl[1].stand, 1);
    ck_assert(!du_stand_can(&S, 1, 1));
    /* A stand never cures by moving. */
    ck_assert_int_eq(S.pl[0].guild + S.pl[1].guild, 0);
    ck_assert_int_eq(S.patient_half, 0);
}
END_TEST

/* DU-C1: with the park empty, the steps needing a new patient are lost;
 * the cured patients still take their guild squares. */
START_TEST(empty_park_loses_steps)
{
    S_fresh();
    S.park = 0;
    OK(S_move(0, 3, ""));
    ck_assert_int_eq(S.patient_half, -1);
    ck_assert(strstr(S_said, "3 steps lost (DU-C1)"));
    S_fresh();
    S.park = 1;
    S.pl[0].stand = 2;
    S_body(1, K(5)); /* nothing to upgrade: G1 asks nothing */
    OK(S_move(0, 5, ""));
    ck_assert_int_eq(S.park, 0);
    ck_assert_int_eq(S.pl[0].guild, 1);
    ck_assert_int_eq(S.pl[0].stand, 4);
    ck_assert_int_eq(S.patient_half, -1);
    ck_assert(strstr(S_said, "3 steps lost (DU-C1)"));
}
END_TEST

/* Guild squares 2 and 3: G3, the opponent may take a 1- or 2-chip; G2,
 * the curer takes a white 1-chip. */
START_TEST(guild_bonuses_g3_and_g2)
{
    S_fresh();
    S.pl[0].guild = 1;
    S.pl[0].stand = 2;
    OK(S_move(0, 2, "<take seat=\"2\" chip=\"orange-2\"/>"));
    ck_assert_int_eq(S.pl[0].guild, 2);
    ck_assert_int_eq(S.pl[1].bag[DU_CHIP(DC_ORANGE, 1)], 1);
    /* G3 offers no white, no black, no 4. */
    S_fresh();
    S.pl[0].guild = 1;
    S.pl[0].stand = 2;
    BREAKS(S_move(0, 2, "<take seat=\"2\" chip=\"black-1\"/>"),
           "duel.guild.bonus");
    S_fresh();
    S.pl[0].guild = 1;
    S.pl[0].stand = 2;
    BREAKS(S_move(0, 2, "<take seat=\"2\" chip=\"red-4\"/>"),
           "duel.guild.bonus");
    /* G2 */
    S_fresh();
    S.pl[0].guild = 2;
    S.pl[0].stand = 2;
    int w1 = S.supply[W1];
    OK(S_move(0, 2, ""));
    ck_assert_int_eq(S.pl[0].guild, 3);
    ck_assert_int_eq(S.pl[0].bag[W1], 1);
    ck_assert_int_eq(S.supply[W1], w1 - 1);
}
END_TEST

/* E5: the sixth cure ends the game at once. */
START_TEST(sixth_cure_ends_the_game_example_e5)
{
    S_fresh();
    S.pl[0].guild = 5;
    S.pl[1].guild = 3;
    S.pl[0].stand = 9;
    S.patient_half = 0;
    S.patient_sq = 7;
    OK(S_move(0, 4, ""));
    ck_assert(S.over);
    ck_assert_int_eq(S.end, DE_SIXTH);
    ck_assert_int_eq(S.winners, 1u);
    ck_assert_int_eq(S.pl[0].guild, 6);
    ck_assert_int_eq(S.pl[0].stand, 11);
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 2);
}
END_TEST

/* ===================================================== the effects */

/* E8: no eligible black chip in the vial (a 5 is the top; the bag is not
 * the vial): both units are lost and nothing is asked.  Then two units
 * may both go to the same black 1 (1 -> 2 -> 3). */
typedef struct up_arg {
    int units, must;
} up_arg;

static int S_upgrade_fn(nt_play *p, void *arg)
{
    up_arg *u = arg;
    return du_do_upgrade(&S, p, 0, 0, 1, u->units, u->must,
                         "duel.scale.collect", "a test");
}

START_TEST(upgrade_forfeit_example_e8)
{
    up_arg two = {2, 0};
    S_fresh();
    S_body(0, K(5));
    S_bag(0, K(4), 1);
    OK(S_run("", S_upgrade_fn, &two));
    ck_assert_int_eq(S.pl[0].body[0], K(5));
    ck_assert_int_eq(S.pl[0].bag[K(4)], 1);
    ck_assert(strstr(S_said, "the upgrade is lost (DU-R2)"));
    ck_assert_int_eq(S.pl[0].gold, 0);
    /* A purple 4 in the neck, blacks 1 and 2 in the bottom. */
    S_fresh();
    S_neck(0, VAR(DC_PURPLE, 4));
    S_body(0, K(1));
    S_body(0, K(2));
    int k1 = S.supply[K(1)], k2 = S.supply[K(2)], k3 = S.supply[K(3)];
    OK(S_run("<upgrade seat=\"1\" chip=\"body:1\"/>"
             "<upgrade seat=\"1\" chip=\"body:1\"/>",
             S_upgrade_fn, &two));
    ck_assert_int_eq(S.pl[0].body[0], K(3));
    ck_assert_int_eq(S.pl[0].body[1], K(2));
    ck_assert_int_eq(S.supply[K(1)], k1 + 1);
    ck_assert_int_eq(S.supply[K(2)], k2);
    ck_assert_int_eq(S.supply[K(3)], k3 - 1);
    /* The purple chip is not black: not a target. */
    S_fresh();
    S_neck(0, VAR(DC_PURPLE, 1));
    S_body(0, K(1));
    BREAKS(S_run("<upgrade seat=\"1\" chip=\"neck:1\"/>", S_upgrade_fn,
                 &two),
           "duel.upgrade.black-only");
    /* An empty supply of the next value forfeits the unit too. */
    S_fresh();
    S_body(0, K(1));
    S.supply[K(2)] = 0;
    OK(S_run("", S_upgrade_fn, &two));
    ck_assert_int_eq(S.pl[0].body[0], K(1));
}
END_TEST

/* Red III, PER_NECK red incl: PATIENT [1,1,2]; two reds in the neck, the
 * carrier a red 4: PATIENT 2 twice, one move of 4. */
START_TEST(per_neck_multiplies_one_move)
{
    S_fresh();
    S_neck(0, VAR(DC_RED, 1));
    S_neck(0, VAR(DC_RED, 4));
    OK(S_effect(DC_RED, 2, VAR(DC_RED, 4), ""));
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 4);
    /* One move of 4 steps, not two of 2. */
    const char *m = strstr(S_said, " moves 4 steps");
    ck_assert_msg(m && !strstr(m + 1, " moves "), "%s", S_said);
    /* The carrier alone, a red 1: 1 step. */
    S_fresh();
    S_neck(0, VAR(DC_RED, 1));
    OK(S_effect(DC_RED, 2, VAR(DC_RED, 1), ""));
    ck_assert_int_eq(S.patient_sq, 1);
    /* Yellow III, PER_NECK black (carrier not counted): GOLD [1,1,2]. */
    S_fresh();
    S_neck(0, K(1));
    S_neck(0, K(3));
    S_neck(0, VAR(DC_YELLOW, 4));
    OK(S_effect(DC_YELLOW, 2, VAR(DC_YELLOW, 4), ""));
    ck_assert_int_eq(S.pl[0].gold, 4);
    S_fresh();
    S_neck(0, VAR(DC_YELLOW, 1));
    OK(S_effect(DC_YELLOW, 2, VAR(DC_YELLOW, 1), ""));
    ck_assert_int_eq(S.pl[0].gold, 0);
}
END_TEST

/* Yellow IV, CHOICE GOLD [1,2,3] | UPGRADE black vial 1: an alternative
 * is offered only when it can be carried out; an upgrade chosen in a
 * CHOICE cannot then be declined (DU-C11). */
START_TEST(choice_offers_only_possible_alternatives)
{
    /* No black chip: the gold, nothing asked. */
    S_fresh();
    S_neck(0, VAR(DC_YELLOW, 2));
    OK(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 2), ""));
    ck_assert_int_eq(S.pl[0].gold, 2);
    S_fresh();
    S_neck(0, VAR(DC_YELLOW, 2));
    BREAKS(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 2),
                    "<branch seat=\"1\" pick=\"1\"/>"),
           "duel.action.unexpected");
    /* A black chip: both are offered. */
    S_fresh();
    S_body(0, K(1));
    S_neck(0, VAR(DC_YELLOW, 1));
    BREAKS(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 1), ""),
           "duel.effect.choice");
    S_fresh();
    S_body(0, K(1));
    S_neck(0, VAR(DC_YELLOW, 1));
    OK(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 1),
                "<branch seat=\"1\" pick=\"2\"/>"));
    ck_assert_int_eq(S.pl[0].body[0], K(2)); /* the only target: applied */
    ck_assert_int_eq(S.pl[0].gold, 0);
    /* Two targets: the upgrade may not be declined. */
    S_fresh();
    S_body(0, K(1));
    S_body(0, K(2));
    S_neck(0, VAR(DC_YELLOW, 1));
    BREAKS(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 1),
                    "<branch seat=\"1\" pick=\"2\"/>"
                    "<upgrade seat=\"1\" chip=\"none\"/>"),
           "duel.effect.choice");
    /* Purple IV: no chip to upgrade and no white 1 in the supply: it does
     * nothing and asks nothing. */
    S_fresh();
    S_neck(0, VAR(DC_PURPLE, 1));
    S.supply[VAR(DC_PURPLE, 2)] = 0;
    S.supply[W1] = 0;
    OK(S_effect(DC_PURPLE, 3, VAR(DC_PURPLE, 1), ""));
    ck_assert_int_eq(S.pl[1].bag_n, 0);
    ck_assert_int_eq(S.pl[0].neck[0], VAR(DC_PURPLE, 1));
}
END_TEST

/* ------------------------------------------------ found by these tests
 * Each was a bug once: a <choice>'s first alternative read on into the
 * second; a UTF-16 DOCTYPE got past the loader; a box bigger than the
 * vial's bottom lost chips. */

/* A <choice>'s alternatives are one element each: yellow IV is "GOLD |
 * UPGRADE", purple IV "UPGRADE | TAKE". */
START_TEST(choice_alternatives_are_single)
{
    const du_data *d = du_dataset_current();
    static const int books[][2] = {{DC_YELLOW, 3}, {DC_PURPLE, 3}};
    for (int i = 0; i < 2; i++) {
        const du_effect *e =
            &d->effects[du_book_of(d, books[i][0], books[i][1])->effect];
        ck_assert_int_eq(e->op, EF_CHOICE);
        ck_assert_msg(d->effects[e->first].next == DU_NIL,
                      "the first alternative of %s IV runs on into the "
                      "second", du_colour_names[books[i][0]]);
    }
    /* Purple IV with nothing to upgrade: only the take is possible, so
     * nothing is asked and the opponent takes a white 1. */
    S_fresh();
    S_neck(0, VAR(DC_PURPLE, 1));
    S.supply[VAR(DC_PURPLE, 2)] = 0;
    OK(S_effect(DC_PURPLE, 3, VAR(DC_PURPLE, 1), ""));
    ck_assert_int_eq(S.pl[1].bag[W1], 1);
    /* Yellow IV's gold is gold only: no upgrade follows. */
    S_fresh();
    S_body(0, K(1));
    S_body(0, K(2));
    S_neck(0, VAR(DC_YELLOW, 1));
    OK(S_effect(DC_YELLOW, 3, VAR(DC_YELLOW, 1),
                "<branch seat=\"1\" pick=\"1\"/>"));
    ck_assert_int_eq(S.pl[0].gold, 1);
    ck_assert_int_eq(S.pl[0].body[0], K(1));
    ck_assert_int_eq(S.pl[0].body[1], K(2));
}
END_TEST

/* The bottom of a vial holds every chip of the box: a data set with more
 * chips than that is refused (duel.data.counts), never played with chips
 * lost. */
START_TEST(a_box_bigger_than_the_vial_is_refused)
{
    char path[1024];
    size_t len;
    S_path(path, sizeof path, "tests/duel/other-1.xml");
    char *xml = T_slurp(path, &len);
    char *a = S_replace(xml, "counts=\"6 7 7 7 8\"",
                        "counts=\"99 99 99 99 99\"");
    const char *file = S_make("big-box.xml", a, "", 0, "");
    char *err = NULL;
    ck_assert_int_eq(nt_components_load(file, &err), -1);
    S_located(file, err, "counts", 0);
    ck_assert_msg(strstr(err, "at most 255 chips") != NULL, "%s", err);
    S_unmake(file);
    free(err);
    free(a);
    free(xml);
    S_restore();
}
END_TEST

/* A DOCTYPE is refused in any encoding (a UTF-16 file does not contain
 * the bytes "<!DOCTYPE"), before any entity is expanded. */
START_TEST(doctype_in_utf16_is_refused)
{
    char path[1024];
    size_t len;
    S_path(path, sizeof path, "tests/duel/other-1.xml");
    char *xml = T_slurp(path, &len);
    ck_assert_ptr_nonnull(xml);
    char *a = S_replace(xml, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                        "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n"
                        "<!DOCTYPE components [<!ENTITY e \"expanded\">]>");
    char *b = S_replace(a, "<status>test data set, made up for the tests",
                        "<status>&e;");
    /* UTF-16LE with a byte order mark (ASCII text only). */
    const char *file = S_make("doctype-utf16.xml", "", "", 0, "");
    FILE *f = fopen(file, "wb");
    fputc(0xFF, f);
    fputc(0xFE, f);
    for (const char *c = b; *c; c++) {
        fputc(*c, f);
        fputc(0, f);
    }
    fclose(f);
    char *err = NULL;
    int rc = nt_components_load(file, &err);
    S_unmake(file);
    ck_assert_msg(rc == -1, "a UTF-16 data set with a DOCTYPE loads (status "
                  "\"%s\")", nt_components_status());
    S_located(file, err, "doctype", 0);
    free(err);
    free(a);
    free(b);
    free(xml);
}
END_TEST

/* Blue IV: PAY stand -1 THEN PATIENT [2,3,5]: a yes/no while the stand can
 * retreat; not offered at the path's end. */
START_TEST(pay_with_the_stand)
{
    S_fresh();
    S_neck(0, VAR(DC_BLUE, 2));
    OK(S_effect(DC_BLUE, 3, VAR(DC_BLUE, 2), "<accept seat=\"1\" do=\"yes\"/>"));
    ck_assert_int_eq(S.pl[0].stand, 9);
    ck_assert_int_eq(S.patient_sq, 3);
    S_fresh();
    S_neck(0, VAR(DC_BLUE, 2));
    OK(S_effect(DC_BLUE, 3, VAR(DC_BLUE, 2), "<accept seat=\"1\" do=\"no\"/>"));
    ck_assert_int_eq(S.pl[0].stand, 8);
    ck_assert_int_eq(S.patient_half, -1);
    S_fresh();
    S.pl[0].stand = 12;
    S_neck(0, VAR(DC_BLUE, 2));
    OK(S_effect(DC_BLUE, 3, VAR(DC_BLUE, 2), ""));
    ck_assert_int_eq(S.patient_half, -1);
}
END_TEST

/* Red IV: IF_LAST_WHITE >= 2 THEN PATIENT [2,3,5]. */
START_TEST(if_last_white)
{
    S_fresh();
    S_row(0, 3, W1);
    S_neck(0, VAR(DC_RED, 1));
    OK(S_effect(DC_RED, 3, VAR(DC_RED, 1), ""));
    ck_assert_int_eq(S.patient_half, -1);
    S_fresh();
    S_row(0, 1, W1);
    S_row(0, 3, W2);
    S_neck(0, VAR(DC_RED, 4));
    OK(S_effect(DC_RED, 3, VAR(DC_RED, 4), ""));
    ck_assert_int_eq(S.patient_sq, 5);
}
END_TEST

/* Green IV (green 4): three 1-chips of different colours, not black; a
 * colour taken is not offered again. */
START_TEST(take_distinct_colours)
{
    S_fresh();
    S_neck(0, VAR(DC_GREEN, 4));
    OK(S_effect(DC_GREEN, 3, VAR(DC_GREEN, 4),
                "<take seat=\"1\" chip=\"red-1\"/>"
                "<take seat=\"1\" chip=\"orange-1\"/>"
                "<take seat=\"1\" chip=\"blue-1\"/>"));
    ck_assert_int_eq(S.pl[0].bag_n, 3);
    ck_assert_int_eq(S.pl[0].bag[VAR(DC_RED, 1)], 1);
    S_fresh();
    S_neck(0, VAR(DC_GREEN, 4));
    BREAKS(S_effect(DC_GREEN, 3, VAR(DC_GREEN, 4),
                    "<take seat=\"1\" chip=\"red-1\"/>"
                    "<take seat=\"1\" chip=\"red-1\"/>"),
           "duel.effect.take");
    S_fresh();
    S_neck(0, VAR(DC_GREEN, 1));
    BREAKS(S_effect(DC_GREEN, 3, VAR(DC_GREEN, 1),
                    "<take seat=\"1\" chip=\"black-1\"/>"),
           "duel.effect.take");
}
END_TEST

/* Pink IV, REMOVE_W1: from the bag first, else from the row (which one,
 * when there are two). */
START_TEST(remove_white_one)
{
    S_fresh();
    S_bag(0, W1, 1);
    S_row(0, 1, W1);
    S_neck(0, VAR(DC_PINK, 4));
    int w1 = S.supply[W1];
    OK(S_effect(DC_PINK, 3, VAR(DC_PINK, 4), "")); /* one white 1: no choice */
    ck_assert_int_eq(S.pl[0].bag[W1], 0);
    ck_assert_int_eq(S.pl[0].row[1], -1);
    ck_assert_int_eq(S.supply[W1], w1 + 2);
    S_fresh();
    S_row(0, 1, W1);
    S_row(0, 2, W1);
    S_row(0, 4, W2);
    S_neck(0, VAR(DC_PINK, 1));
    OK(S_effect(DC_PINK, 3, VAR(DC_PINK, 1),
                "<remove seat=\"1\" chip=\"white:2\"/>"));
    ck_assert_int_eq(S.pl[0].row[1], W1);
    ck_assert_int_eq(S.pl[0].row[2], -1);
    S_fresh();
    S_row(0, 1, W1);
    S_row(0, 4, W2);
    S_neck(0, VAR(DC_PINK, 1));
    BREAKS(S_effect(DC_PINK, 3, VAR(DC_PINK, 1),
                    "<remove seat=\"1\" chip=\"white:4\"/>"),
           "duel.action.unexpected");
}
END_TEST

/* ============================================ trailing and the end */

/* E6: equal guilds, the patient on A's half: B trails; no patient, B
 * discarded last: B; no discard yet: who did not toss. */
START_TEST(trailing_player_example_e6)
{
    const char *rule;
    S_fresh();
    S.pl[0].guild = S.pl[1].guild = 2;
    S.patient_half = 0;
    S.patient_sq = 5;
    ck_assert_int_eq(du_trailing(&S, &rule), 1);
    ck_assert_str_eq(rule, "duel.trail.half");
    S.patient_half = 1;
    ck_assert_int_eq(du_trailing(&S, &rule), 0);
    S.patient_half = -1;
    S.last_discard = 1;
    ck_assert_int_eq(du_trailing(&S, &rule), 1);
    ck_assert_str_eq(rule, "duel.trail.card");
    S.last_discard = 0;
    ck_assert_int_eq(du_trailing(&S, &rule), 0);
    S.last_discard = -1;
    S.tosser = 0;
    ck_assert_int_eq(du_trailing(&S, &rule), 1);
    S.tosser = 1;
    ck_assert_int_eq(du_trailing(&S, &rule), 0);
    S.pl[0].guild = 3;
    ck_assert_int_eq(du_trailing(&S, &rule), 1);
    ck_assert_str_eq(rule, "duel.trail.guild");
}
END_TEST

/* DU-R9 through the engine: the instant card's taker discards it. */
START_TEST(instant_card_counts_as_a_discard)
{
    OK(S_play(SETUP_FIRST,
              ROUND1("silver", FACES("B2", "B6"),
                     "<turn seat=\"1\"/>"
                     "<turn seat=\"2\"><accept seat=\"2\" do=\"no\"/></turn>"
                     "<effects/><scale card=\"1\">"
                     "<offer seat=\"1\" markers=\"0 0\"/>"
                     "<choose seat=\"2\" pan=\"card\"/></scale><buying/>"),
              -1));
    ck_assert_int_eq(S.last_discard, 1);
    ck_assert_int_eq(S.pl[1].bag[VAR(DC_BLUE, 2)], 1); /* card 1, C-A */
    ck_assert_int_eq(S.pl[0].gold, 1);                 /* 3, capped */
}
END_TEST

START_TEST(end_by_guild_and_by_half)
{
    S_fresh();
    S.pl[0].guild = S.pl[1].guild = 4;
    S.patient_half = 1;
    S.patient_sq = 3;
    OK(S_run("", S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 2u);
    ck_assert_int_eq(S.how, DW_HALF);
    S_fresh();
    S.pl[0].guild = 5;
    S.pl[1].guild = 3;
    OK(S_run("", S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 1u);
    ck_assert_int_eq(S.how, DW_GUILD);
    ck_assert_str_eq(du_how_rule(DW_GUILD), "duel.end.winner");
}
END_TEST

/* E6's draw-off: A 3 1 4 2 (10), B 2 2 1 4 (9): A.  With B's 4th a 5 and
 * A's a 2 (both 10 on the same draw) one more each: A 1, B 3: B. */
static void S_drawoff_bags(const int *a, int na, const int *b, int nb)
{
    S_fresh();
    S.pl[0].guild = S.pl[1].guild = 4;
    for (int i = 0; i < na; i++)
        S_bag(0, a[i], 1);
    for (int i = 0; i < nb; i++)
        S_bag(1, b[i], 1);
}

START_TEST(drawoff_example_e6)
{
    const int a[] = {W3, W1, K(4), W2}, b[] = {W2, W2, W1, K(4)};
    S_drawoff_bags(a, 4, b, 4);
    OK(S_run("<drawoff>"
             "<draw seat=\"1\" chip=\"white-3\"/><draw seat=\"2\" chip=\"white-2\"/>"
             "<draw seat=\"1\" chip=\"white-1\"/><draw seat=\"2\" chip=\"white-2\"/>"
             "<draw seat=\"1\" chip=\"black-4\"/><draw seat=\"2\" chip=\"white-1\"/>"
             "<draw seat=\"1\" chip=\"white-2\"/><draw seat=\"2\" chip=\"black-4\"/>"
             "</drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.how, DW_DRAWOFF);
    ck_assert_int_eq(S.winners, 1u);
    ck_assert_int_eq(S.drawoff[0], 10);
    ck_assert_int_eq(S.drawoff[1], 9);
    /* The tie on the fourth draw. */
    const int a2[] = {W3, W1, K(4), W2, W1}, b2[] = {W2, W2, W1, K(5), W3};
    S_drawoff_bags(a2, 5, b2, 5);
    OK(S_run("<drawoff>"
             "<draw seat=\"1\" chip=\"white-3\"/><draw seat=\"2\" chip=\"white-2\"/>"
             "<draw seat=\"1\" chip=\"white-1\"/><draw seat=\"2\" chip=\"white-2\"/>"
             "<draw seat=\"1\" chip=\"black-4\"/><draw seat=\"2\" chip=\"white-1\"/>"
             "<draw seat=\"1\" chip=\"white-2\"/><draw seat=\"2\" chip=\"black-5\"/>"
             "<draw seat=\"1\" chip=\"white-1\"/><draw seat=\"2\" chip=\"white-3\"/>"
             "</drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 2u);
    ck_assert_int_eq(S.drawoff[0], 11);
    ck_assert_int_eq(S.drawoff[1], 13);
    /* A stops drawing when the game is decided: a fifth draw is refused. */
    S_drawoff_bags(a2, 5, b, 4);
    BREAKS(S_run("<drawoff>"
                 "<draw seat=\"1\" chip=\"white-3\"/><draw seat=\"2\" chip=\"white-2\"/>"
                 "<draw seat=\"1\" chip=\"white-1\"/><draw seat=\"2\" chip=\"white-2\"/>"
                 "<draw seat=\"1\" chip=\"black-4\"/><draw seat=\"2\" chip=\"white-1\"/>"
                 "<draw seat=\"1\" chip=\"white-2\"/><draw seat=\"2\" chip=\"black-4\"/>"
                 "<draw seat=\"1\" chip=\"white-1\"/>"
                 "</drawoff>",
                 S_end_fn, NULL),
           "duel.end.drawoff");
}
END_TEST

/* DU-C13: empty bags draw nothing; both empty: the higher total, equal
 * totals share the win; one reaching 10 alone wins. */
START_TEST(drawoff_with_empty_bags)
{
    const int a[] = {W3}, b[] = {W2};
    S_drawoff_bags(a, 1, b, 1);
    OK(S_run("<drawoff><draw seat=\"1\" chip=\"white-3\"/>"
             "<draw seat=\"2\" chip=\"white-2\"/></drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 1u);
    const int c[] = {W2}, d[] = {W2};
    S_drawoff_bags(c, 1, d, 1);
    OK(S_run("<drawoff><draw seat=\"1\" chip=\"white-2\"/>"
             "<draw seat=\"2\" chip=\"white-2\"/></drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 3u);
    const int e[] = {W1}, f[] = {K(5), K(5)};
    S_drawoff_bags(e, 1, f, 2);
    OK(S_run("<drawoff><draw seat=\"1\" chip=\"white-1\"/>"
             "<draw seat=\"2\" chip=\"black-5\"/>"
             "<draw seat=\"2\" chip=\"black-5\"/></drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 2u);
    ck_assert_int_eq(S.drawoff[0], 1);
    ck_assert_int_eq(S.drawoff[1], 10);
    /* The vial's chips go back into the bag first. */
    const int g[] = {W1}, h[] = {W1};
    S_drawoff_bags(g, 1, h, 1);
    S_row(0, 3, W3);
    S_body(1, K(2));
    OK(S_run("<drawoff><draw seat=\"1\" chip=\"white-3\"/>"
             "<draw seat=\"2\" chip=\"black-2\"/>"
             "<draw seat=\"1\" chip=\"white-1\"/>"
             "<draw seat=\"2\" chip=\"white-1\"/></drawoff>",
             S_end_fn, NULL));
    ck_assert_int_eq(S.winners, 1u);
}
END_TEST

/* ============================================================ the setup */

#define SETUP_WITH(attrs, inner) "<setup " attrs ">" inner "</setup>"
#define COMP "<components dataset=\"provisional-1\"/>"
#define BOOKS1                                                         \
    "<books blue=\"I\" red=\"I\" green=\"I\" pink=\"I\" yellow=\"I\" " \
    "purple=\"I\"/>"
#define COINS "<coins>silver gold</coins>"

START_TEST(setup_read_errors)
{
    OK(S_read_setup(SETUP_WITH("start=\"2\"", COMP BOOKS1 COINS)));
    ck_assert_int_eq(SU.start, 1);
    ck_assert_str_eq(SU.d->id, "provisional-1");
    ck_assert_int_eq(SU.coin[0], 1);
    ck_assert_int_eq(SU.coin[1], 2);
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", BOOKS1 COINS)),
           "duel.setup.dataset");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", "<components/>" BOOKS1
                                   COINS)),
           "duel.setup.dataset");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"",
                                   "<components dataset=\"printed-1\"/>"
                                   BOOKS1 COINS)),
           "duel.setup.dataset");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP
                                   "<books blue=\"V\" red=\"I\" green=\"I\" "
                                   "pink=\"I\" yellow=\"I\" purple=\"I\"/>"
                                   COINS)),
           "duel.setup.books");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP
                                   "<books blue=\"I\" red=\"I\" green=\"I\" "
                                   "pink=\"I\" yellow=\"I\"/>" COINS)),
           "duel.setup.books");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1
                                   "<coins>silver silver</coins>")),
           "duel.setup.coins");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1
                                   "<coins>silver brass</coins>")),
           "duel.setup.coins");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1)),
           "duel.setup.coins");
    BREAKS(S_read_setup(SETUP_WITH("start=\"3\"", COMP BOOKS1 COINS)),
           "duel.setup.start");
    BREAKS(S_read_setup(SETUP_WITH("", COMP BOOKS1 COINS)),
           "duel.setup.start");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\" mayor=\"yes\"",
                                   COMP BOOKS1 COINS)),
           "duel.setup.mayor");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\" first-game=\"yes\"", COMP
                                   "<books blue=\"I\" red=\"II\" green=\"I\" "
                                   "pink=\"I\" yellow=\"I\" purple=\"I\"/>"
                                   COINS)),
           "duel.setup.first-game");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\" first-game=\"yes\"",
                                   COMP BOOKS1 "<coins>copper gold</coins>")),
           "duel.setup.first-game");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\" first-game=\"maybe\"",
                                   COMP BOOKS1 COINS)),
           "duel.setup.first-game");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", BOOKS1 COMP COINS)),
           "duel.setup.dataset");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1 COINS
                                   "<seat n=\"1\" name=\"Ada\"/>")),
           "notation.seat");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1 COINS
                                   "<seat n=\"2\"/><seat n=\"1\"/>")),
           "notation.seat");
    OK(S_read_setup(SETUP_WITH("start=\"1\"", COMP BOOKS1 COINS
                               "<seat n=\"1\" name=\"Ada\"/><seat n=\"2\" "
                               "name=\"Bo\"/>")));
    ck_assert_str_eq(SU.name[1], "Bo");
}
END_TEST

/* du_init: bags, supply, stands, park, the second player's gold, the
 * first game's pile. */
START_TEST(init_follows_the_data_set)
{
    OK(S_read_setup(SETUP_WITH("start=\"2\" first-game=\"yes\"",
                               COMP BOOKS1 COINS)));
    du_init(&S, &SU);
    for (int seat = 0; seat < 2; seat++) {
        ck_assert_int_eq(S.pl[seat].bag_n, 12);
        ck_assert_int_eq(S.pl[seat].stand, 8);
    }
    ck_assert_int_eq(S.pl[0].gold, 1); /* seat 2 starts */
    ck_assert_int_eq(S.pl[1].gold, 0);
    ck_assert_int_eq(S.supply[W1], 3);
    ck_assert_int_eq(S.supply[W2], 0);
    ck_assert_int_eq(S.supply[K(1)], 0);
    ck_assert_int_eq(S.supply[DU_CHIP(DC_ORANGE, 0)], 8);
    ck_assert_int_eq(S.supply[VAR(DC_BLUE, 1)], 7);
    ck_assert_int_eq(S.park, 11);
    ck_assert_int_eq(S.patient_half, -1);
    for (int i = 0; i < 6; i++)
        ck_assert_int_eq(S.deck[i], i);
    ck_assert_int_eq(S.deck[6], 21);
    ck_assert_int_eq(S.tosser, 1);
}
END_TEST

/* A whole generated game with every assertion replays here too. */
START_TEST(generated_game_with_assertions_replays)
{
    nt_gen_options g = {0};
    g.game = nt_game_find("quacks-duel");
    g.players = 2;
    g.seed = 31;
    g.index = (unsigned long)_i;
    g.assertions = 1;
    g.set = _i % 2 ? "4" : "213412";
    size_t n;
    char *xml = T_generate_opts(&g, &n);
    T_result r = T_validate(xml, n, 1, 0);
    ck_assert_msg(r.ndiag == 0, "%s", r.line);
    ck_assert_ptr_nonnull(strstr(xml, "<result "));
    free(xml);
}
END_TEST

/* ========================================================== positions */

/* A later round's setup: round 5, the patient on A3, seat 2 to toss; its
 * variants change one text of it (every occurrence). */
#define POS_SETUP                                                          \
    "<setup start=\"2\" round=\"5\" patient=\"A3\">" COMP BOOKS1           \
    "<coins>copper gold</coins>"                                           \
    "<seat n=\"1\" gold=\"0\" stand=\"A10\" guild=\"2\" bag=\"white-1*3 "  \
    "white-2*2 white-3 black-1*2 black-2 orange-1*2 orange-2 blue-1 "      \
    "yellow-1 purple-1\"/>"                                                \
    "<seat n=\"2\" gold=\"1\" stand=\"B5\" guild=\"2\" bag=\"white-1*4 "   \
    "white-2*2 white-3 black-1 black-2 black-3 orange-1 orange-3 blue-1*3 " \
    "green-2 pink-2\"/></setup>"
#define SEAT1_END "purple-1\""
#define SEAT2_END "pink-2\""

static T_result S_pos2(const char *from, const char *to, const char *from2,
                       const char *to2)
{
    char *one = S_replace(POS_SETUP, from, to);
    char *xml = *from2 ? S_replace(one, from2, to2) : strdup(one);
    T_result r = S_read_setup(xml);
    free(one);
    free(xml);
    return r;
}

static T_result S_pos(const char *from, const char *to)
{
    return S_pos2(from, to, "", "");
}

/* Each value where it stands, and the values against each other
 * (duel.position.*, DU-P1 ... DU-P3), beyond the invalid fixtures. */
START_TEST(position_setup_read_errors)
{
    OK(S_pos(SEAT1_END, SEAT1_END " kept=\"21\""));
    ck_assert_int_eq(SU.round, 5);
    ck_assert_int_eq(SU.patient, 3);
    ck_assert_int_eq(SU.seat[0].stand, 10);
    ck_assert_int_eq(SU.seat[1].bag[VAR(DC_BLUE, 1)], 3);
    OK(S_pos(SEAT1_END, SEAT1_END " kept=\"21 18\""));
    ck_assert_int_eq(SU.seat[0].kept[0], 17); /* in their numbers' order */
    OK(S_pos("round=", "discard=\"1\" round="));
    ck_assert_int_eq(SU.discard, 0);
    /* Standings without round=, and rounds out of range. */
    BREAKS(S_pos(" round=\"5\" patient=\"A3\"", ""), "duel.position.round");
    BREAKS(S_pos(" round=\"5\"", ""), "duel.position.round");
    BREAKS(S_pos("round=\"5\"", "round=\"1\""), "duel.position.round");
    BREAKS(S_pos("round=\"5\"", "round=\" 5\""), "duel.position.round");
    /* Values that are not values. */
    BREAKS(S_pos("gold=\"0\"", "gold=\"-1\""), "duel.position.gold");
    BREAKS(S_pos("stand=\"A10\"", "stand=\"A+10\""), "duel.position.stand");
    BREAKS(S_pos("stand=\"A10\"", "stand=\"A13\""), "duel.position.stand");
    BREAKS(S_pos("stand=\"A10\"", "stand=\"none\""), "duel.position.stand");
    BREAKS(S_pos("guild=\"2\"", "guild=\"x\""), "duel.position.guild");
    BREAKS(S_pos("white-1*3", "white-1*0"), "duel.position.bag");
    BREAKS(S_pos("white-1*3", "white-1*+3"), "duel.position.bag");
    BREAKS(S_pos("white-1*3", "white-+1"), "duel.position.bag");
    BREAKS(S_pos("white-1*3", "white-01"), "duel.position.bag");
    BREAKS(S_pos("white-1*3", "white"), "duel.position.bag");
    BREAKS(S_pos("patient=\"A3\"", "patient=\"C2\""),
           "duel.position.patient");
    BREAKS(S_pos("round=", "discard=\"3\" round="), "duel.position.tosser");
    /* Cards: unknown, twice, more than the rounds before, a first game's
     * card still on its pile. */
    BREAKS(S_pos(SEAT1_END, SEAT1_END " kept=\"22\""), "duel.position.cards");
    BREAKS(S_pos2(SEAT1_END, SEAT1_END " kept=\"21\"", SEAT2_END,
                  SEAT2_END " kept=\"21\""),
           "duel.position.cards");
    BREAKS(S_pos(SEAT1_END, SEAT1_END " kept=\"18 18\""),
           "duel.position.cards");
    BREAKS(S_pos2("round=\"5\"", "round=\"4\"", SEAT2_END,
                  SEAT2_END " kept=\"5 16 18 21\""),
           "duel.position.cards");
    BREAKS(S_read_setup(SETUP_WITH("start=\"1\" first-game=\"yes\" "
                                   "round=\"5\"", COMP BOOKS1 COINS
                                   "<seat n=\"1\" kept=\"5\"/><seat n=\"2\"/>")),
           "duel.position.cards");
    OK(S_read_setup(SETUP_WITH("start=\"1\" first-game=\"yes\" round=\"6\"",
                               COMP BOOKS1 COINS
                               "<seat n=\"1\" kept=\"5\"/><seat n=\"2\"/>")));
    /* The tosser by the guild counts, the patient's half, the discard. */
    BREAKS(S_pos("guild=\"2\" bag=\"white-1*3", "guild=\"1\" bag=\"white-1*3"),
           "duel.position.tosser");
    OK(S_pos("guild=\"2\" bag=\"white-1*4", "guild=\"1\" bag=\"white-1*4"));
    BREAKS(S_read_setup(SETUP_WITH("start=\"2\" round=\"3\" patient=\"B2\"",
                                   COMP BOOKS1 COINS)),
           "duel.position.tosser");
    OK(S_read_setup(SETUP_WITH("start=\"1\" round=\"3\" patient=\"B2\"",
                               COMP BOOKS1 COINS)));
    OK(S_read_setup(SETUP_WITH("start=\"2\" round=\"3\"", COMP BOOKS1 COINS)));
    /* A patient on the stand's square is cured: never there. */
    BREAKS(S_pos("patient=\"A3\"", "patient=\"A10\""),
           "duel.position.patient");
    /* A chip of the box once too many, across both bags. */
    BREAKS(S_pos("black-3 orange-1", "black-3*8 orange-1"),
           "duel.position.supply");
}
END_TEST

/* du_init from the standings: the supply is the box less both bags, the
 * park what is neither cured nor on the path, the pile's top the round's
 * card, the tosser start (DU-P1 ... DU-P3). */
START_TEST(position_init_gives_the_standings)
{
    char *xml = S_replace(POS_SETUP, SEAT1_END, SEAT1_END " kept=\"21\"");
    char *both = S_replace(xml, "round=", "discard=\"2\" round=");
    OK(S_read_setup(both));
    free(xml);
    free(both);
    du_init(&S, &SU);
    ck_assert_int_eq(S.pl[0].bag_n, 15);
    ck_assert_int_eq(S.pl[1].bag_n, 17);
    ck_assert_int_eq(S.pl[0].gold, 0); /* no second player's nugget */
    ck_assert_int_eq(S.pl[1].gold, 1);
    ck_assert_int_eq(S.pl[0].guild, 2);
    ck_assert_int_eq(S.pl[1].stand, 5);
    ck_assert_int_eq(S.pl[0].nkept, 1);
    ck_assert_int_eq(S.patient_half, 0);
    ck_assert_int_eq(S.patient_sq, 3);
    ck_assert_int_eq(S.park, 11 - 4 - 1);
    ck_assert_int_eq(S.supply[W1], S.d->count[DC_WHITE][0] - 7);
    ck_assert_int_eq(S.supply[W3], 0);
    ck_assert_int_eq(S.supply[K(1)], S.d->count[DC_BLACK][0] - 3);
    ck_assert_int_eq(S.supply[VAR(DC_BLUE, 1)], S.d->count[DC_BLUE][0] - 4);
    ck_assert_int_eq(S.top, 4);
    ck_assert_int_eq(S.last_discard, 1);
    const char *rule;
    ck_assert_int_eq(du_trailing(&S, &rule), 1);
    /* Seats left out are as the game began; round 7 has no pile left. */
    OK(S_read_setup(SETUP_WITH("start=\"1\" round=\"7\"", COMP BOOKS1 COINS)));
    du_init(&S, &SU);
    ck_assert_int_eq(S.pl[0].bag_n, 12);
    ck_assert_int_eq(S.pl[1].stand, 8);
    ck_assert_int_eq(S.pl[1].gold, 0);
    ck_assert_int_eq(S.top, 6);
    ck_assert_int_eq(S.dealt, 1);
    ck_assert_int_eq(du_trailing(&S, &rule), 0);
}
END_TEST

static int S_summary(const nt_record *rec, void *user)
{
    T_result *r = user;
    snprintf(r->msg, sizeof r->msg, "%s", rec->valid && rec->summary
                                               ? rec->summary
                                               : "invalid");
    return 0;
}

static T_result S_validate_summary(const char *xml, size_t len)
{
    T_result r = {0};
    nt_options o;
    nt_options_init(&o);
    o.on_record = S_summary;
    o.user = &r;
    char *err = NULL;
    nt_reader *rd = nt_reader_new(&o, &err);
    ck_assert_msg(rd != NULL, "%s", err ? err : "reader");
    r.rc = nt_reader_memory(rd, "mem.xml", xml, len);
    nt_reader_free(rd);
    return r;
}

/* A seat's standing where round R begins: every chip it owns, as the
 * clean-up would put them into its bag, written as a <seat>. */
static void S_standing_of(nt_buf *out, int k)
{
    const du_player *pl = &S.pl[k];
    uint8_t own[DU_CHIPS];
    memcpy(own, pl->bag, sizeof own);
    for (int i = 0; i < pl->neck_n; i++)
        own[pl->neck[i]]++;
    for (int i = 0; i < pl->body_n; i++)
        own[pl->body[i]]++;
    for (int q = 1; q <= pl->row_top; q++)
        if (pl->row[q] >= 0)
            own[pl->row[q]]++;
    for (int i = 0; i < pl->noverflow; i++)
        own[pl->overflow[i]]++;
    nt_buf_printf(out, "<seat n=\"%d\" gold=\"%d\" stand=\"%c%d\" "
                       "guild=\"%d\" bag=\"", k + 1, pl->gold, 'A' + k,
                  pl->stand, pl->guild);
    for (int chip = 0, first = 1; chip < DU_CHIPS; chip++)
        for (int i = 0; i < own[chip]; i++, first = 0) {
            nt_buf_puts(out, first ? "" : " ");
            du_chip_words(S.d, chip, out);
        }
    nt_buf_puts(out, "\" kept=\"");
    for (int i = 0; i < pl->nkept; i++)
        nt_buf_printf(out, "%s%d", i ? " " : "", S.d->cards[pl->kept[i]].n);
    nt_buf_puts(out, "\"/>");
}

/* Generated games written down where each of rounds 2 to 7 begins, from
 * the state the engine reached there, replay to the same result, and
 * fmt, pack and unpack keep them (DU-P1 ... DU-P3). */
START_TEST(positions_cut_from_generated_games_replay_alike)
{
    nt_gen_options g = {0};
    g.game = nt_game_find("quacks-duel");
    g.players = 2;
    g.seed = 77;
    g.index = (unsigned long)_i;
    g.first_game = _i == 3;
    g.set = _i == 3 ? NULL : _i % 2 ? "3" : "142312";
    size_t n;
    char *xml = T_generate_opts(&g, &n);
    T_result whole = S_validate_summary(xml, n);
    ck_assert_str_ne(whole.msg, "invalid");
    const char *setup = strstr(xml, "<setup"), *end = strstr(xml, "</setup>");
    const char *comp = strstr(setup, "<components");
    const char *coins = strstr(setup, "</coins>") + strlen("</coins>");
    char *setup_text = strndup(setup, (size_t)(end - setup + 8));
    char *body = strndup(end + 8, (size_t)(strstr(end, "</game>") - end - 8));
    int cuts = 0;
    long stop = 0;
    for (int r = 2; r <= 7; r++) {
        char label[32];
        snprintf(label, sizeof label, "<round n=\"%d\" tosser=\"", r);
        const char *at = strstr(xml, label);
        if (!at)
            break;
        /* Replay to the end of round r - 1's buying. */
        for (;; stop++) {
            OK(S_play(setup_text, body, stop));
            if (S.round == r - 1 && S.phase == 5)
                break;
            ck_assert_int_lt(stop, 100000);
        }
        nt_buf rec = {0};
        nt_buf_printf(&rec, "<?xml version=\"1.0\"?>\n<game xmlns=\"%s\" "
                            "rules=\"quacks-duel\" version=\"1\">"
                            "<setup start=\"%c\"%s round=\"%d\"",
                      NT_NAMESPACE, at[strlen(label)],
                      g.first_game ? " first-game=\"yes\"" : "", r);
        if (S.patient_half >= 0)
            nt_buf_printf(&rec, " patient=\"%c%d\"", 'A' + S.patient_half,
                          S.patient_sq);
        if (S.last_discard >= 0)
            nt_buf_printf(&rec, " discard=\"%d\"", S.last_discard + 1);
        nt_buf_printf(&rec, ">%.*s", (int)(coins - comp), comp);
        S_standing_of(&rec, 0);
        S_standing_of(&rec, 1);
        nt_buf_puts(&rec, "</setup>");
        if (!g.first_game && r < 7) {
            nt_buf_puts(&rec, "<deck>");
            for (int k = r - 1; k < 6; k++)
                nt_buf_printf(&rec, "%s%d", k > r - 1 ? " " : "",
                              S.d->cards[S.deck[k]].n);
            nt_buf_puts(&rec, "</deck>");
        }
        nt_buf_puts(&rec, at);
        const char *text = nt_buf_str(&rec);
        T_result cut = S_validate_summary(text, rec.len);
        ck_assert_msg(!strcmp(cut.msg, whole.msg), "round %d: %s, not %s\n%s",
                      r, cut.msg, whole.msg, text);
        T_result schema = T_validate(text, rec.len, 1, 0);
        ck_assert_msg(schema.ndiag == 0, "%s", schema.line);
        /* fmt writes it back as a fixed point, which replays alike. */
        size_t n1, n2;
        char *f1 = T_fmt(text, rec.len, NT_FACTS_KEEP, &n1);
        ck_assert_ptr_nonnull(f1);
        char *f2 = T_fmt(f1, n1, NT_FACTS_KEEP, &n2);
        ck_assert_ptr_nonnull(f2);
        ck_assert(n1 == n2 && !memcmp(f1, f2, n1));
        ck_assert_str_eq(S_validate_summary(f1, n1).msg, whole.msg);
        free(f1);
        free(f2);
        nt_buf_free(&rec);
        cuts++;
    }
    ck_assert_int_gt(cuts, 2);
    free(setup_text);
    free(body);
    free(xml);
}
END_TEST

Suite *duel_suite(void)
{
    Suite *s = suite_create("duel");
    TCase *t = tcase_create("data");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, provisional_1_is_the_default_data_set);
    tcase_add_test(t, provisional_1_chips_match_the_spec);
    tcase_add_test(t, provisional_1_vial_path_guild_and_coins);
    tcase_add_test(t, provisional_1_cards);
    tcase_add_test(t, provisional_1_books);
    tcase_add_test(t, schema_file_is_the_built_in_data_set);
    tcase_add_test(t, the_digest_names_the_content_not_the_layout);
    tcase_add_loop_test(t, hostile_data_files_are_refused, 0, NHOSTILE);
    tcase_add_test(t, hostile_data_files_refused_by_the_parser_too);
    tcase_add_test(t, huge_and_endless_data_files_are_refused_in_bounds);
    suite_add_tcase(s, t);

    t = tcase_create("second data set");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, other_1_loads_and_differs);
    tcase_add_loop_test(t, other_1_records_need_their_data_set, 0,
                        (int)(sizeof S_other_records /
                              sizeof S_other_records[0]));
    tcase_add_test(t, relabelled_record_fails_where_the_data_differs);
    tcase_add_test(t, relabelled_generated_games_fail_after_the_setup);
    tcase_add_test(t, generation_uses_the_loaded_data_set);
    suite_add_tcase(s, t);

    t = tcase_create("vial");
    tcase_add_test(t, white_placement_example_e2);
    tcase_add_test(t, bonus_space_without_a_black_chip_moves_the_stand);
    tcase_add_test(t, shield_holds_the_first_mine_only);
    tcase_add_test(t, last_white_after_a_removal);
    tcase_add_test(t, overflow_explodes_the_vial);
    tcase_add_test(t, full_neck_moves_and_empties_the_neck);
    suite_add_tcase(s, t);

    t = tcase_create("path");
    tcase_add_test(t, cure_retreat_and_leftover_steps_example_e4);
    tcase_add_test(t, explosion_push_and_round_seven_example_e3);
    tcase_add_test(t, stand_limits);
    tcase_add_test(t, empty_park_loses_steps);
    tcase_add_test(t, guild_bonuses_g3_and_g2);
    tcase_add_test(t, sixth_cure_ends_the_game_example_e5);
    suite_add_tcase(s, t);

    t = tcase_create("effects");
    tcase_add_test(t, upgrade_forfeit_example_e8);
    tcase_add_test(t, per_neck_multiplies_one_move);
    tcase_add_test(t, choice_offers_only_possible_alternatives);
    tcase_add_test(t, pay_with_the_stand);
    tcase_add_test(t, if_last_white);
    tcase_add_test(t, take_distinct_colours);
    tcase_add_test(t, remove_white_one);
    suite_add_tcase(s, t);

    t = tcase_create("found by these tests");
    tcase_add_test(t, choice_alternatives_are_single);
    tcase_add_test(t, doctype_in_utf16_is_refused);
    tcase_add_test(t, a_box_bigger_than_the_vial_is_refused);
    suite_add_tcase(s, t);

    t = tcase_create("end");
    tcase_add_test(t, trailing_player_example_e6);
    tcase_add_test(t, instant_card_counts_as_a_discard);
    tcase_add_test(t, end_by_guild_and_by_half);
    tcase_add_test(t, drawoff_example_e6);
    tcase_add_test(t, drawoff_with_empty_bags);
    suite_add_tcase(s, t);

    t = tcase_create("setup");
    tcase_add_test(t, setup_read_errors);
    tcase_add_test(t, init_follows_the_data_set);
    tcase_add_loop_test(t, generated_game_with_assertions_replays, 0, 4);
    suite_add_tcase(s, t);

    t = tcase_create("positions");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, position_setup_read_errors);
    tcase_add_test(t, position_init_gives_the_standings);
    tcase_add_loop_test(t, positions_cut_from_generated_games_replay_alike, 0,
                        4);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(duel_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

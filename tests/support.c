#define _GNU_SOURCE
#include "support.h"

#include <libxml/parser.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "notation_position.h"
#include "src_record.h"

static castel_setup S_setup;

void T_init(castel_state *s, int players)
{
    memset(&S_setup, 0, sizeof S_setup);
    S_setup.players = players;
    S_setup.turn_limit = CASTEL_DEFAULT_TURN_LIMIT;
    for (int i = 0; i < players; i++)
        S_setup.name[i][0] = (char)('A' + i);
    castel_init(s, &S_setup);
    memset(s->deck, 0, sizeof s->deck);
    s->turn = 1;
    s->seat = 0;
    s->actions = 2;
}

int T_card(const char *id)
{
    int32_t v;
    ck_assert_msg(castel_t_card.parse(NULL, id, &v) == 0, "no card %s", id);
    return v;
}

int T_sq(const char *name)
{
    int32_t v;
    ck_assert_msg(castel_t_spot.parse(NULL, name, &v) == 0, "no square %s",
                  name);
    return v;
}

static void S_each(const char *list, void (*fn)(void *, int), void *ctx)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *save = NULL, *t = strtok_r(buf, " ", &save); t;
         t = strtok_r(NULL, " ", &save))
        fn(ctx, T_card(t));
}

typedef struct {
    castel_state *s;
    int seat;
} ctx_t;

static void S_add_hand(void *c, int t)
{
    ctx_t *x = c;
    x->s->hand[x->seat][t]++;
    x->s->hand_n[x->seat]++;
}

static void S_add_exch(void *c, int t)
{
    castel_state *s = c;
    s->exch[t]++;
    s->exch_n++;
}

static void S_add_pile(void *c, int t)
{
    ctx_t *x = c;
    x->s->pile[x->seat][x->s->pile_len[x->seat]++] = (uint8_t)t;
}

void T_hand(castel_state *s, int seat, const char *cards)
{
    ctx_t c = {s, seat};
    S_each(cards, S_add_hand, &c);
}

void T_exch(castel_state *s, const char *cards)
{
    S_each(cards, S_add_exch, s);
}

void T_pile(castel_state *s, int seat, const char *cards)
{
    ctx_t c = {s, seat};
    S_each(cards, S_add_pile, &c);
}

static int S_place(const castel_state *s, const char *place)
{
    int32_t v;
    ck_assert_msg(castel_t_spot.parse(s, place, &v) == 0, "no place %s",
                  place);
    return v;
}

void T_put(castel_state *s, const char *place, const char *card, int pawn)
{
    int spot = S_place(s, place);
    castel_piece pc = {(uint8_t)T_card(card), (int8_t)pawn, ++s->serial};
    castel_push(s, spot, pc);
    s->last_placed = pc.serial;
    if (pawn >= 0)
        s->supply[pawn]--;
}

int T_at(const castel_state *s, const char *place, int level)
{
    int spot = S_place(s, place);
    const castel_stack *st = castel_stack_cat(s, spot);
    if (!st || !st->h)
        return -1;
    if (level < 0)
        level = st->h - 1;
    return level < st->h ? st->p[level].type : -1;
}

int T_pawn(const castel_state *s, const char *place, int level)
{
    int spot = S_place(s, place);
    const castel_stack *st = castel_stack_cat(s, spot);
    ck_assert(st && st->h);
    if (level < 0)
        level = st->h - 1;
    return st->p[level].pawn;
}

int T_height(const castel_state *s, const char *place)
{
    const castel_stack *st = castel_stack_cat(s, S_place(s, place));
    return st ? st->h : 0;
}

int T_out(const castel_state *s, const char *card)
{
    int t = T_card(card), n = 0;
    for (int i = 0; i < s->nout; i++)
        n += s->out[i].p[0].type == t;
    return n;
}

int T_in_hand(const castel_state *s, int seat, const char *card)
{
    return s->hand[seat][T_card(card)];
}

int T_in_exch(const castel_state *s, const char *card)
{
    return s->exch[T_card(card)];
}

/* --------------------------------------------------------- one action */

static void S_copy_diag(T_result *r, nt_play *p, const char *file)
{
    r->ndiag = (int)nt_play_ndiag(p);
    if (!r->ndiag)
        return;
    const nt_diag *d = &nt_play_diags(p)[0];
    snprintf(r->rule, sizeof r->rule, "%s", d->rule);
    snprintf(r->msg, sizeof r->msg, "%s", d->message);
    snprintf(r->line, sizeof r->line, "%s:%lu:%lu: error[%s]: %s", file,
             d->line, d->col ? d->col : 1, d->rule, d->message);
}

T_result T_act(castel_state *s, int seat, const char *xml)
{
    T_result r = {0};
    char *doc = NULL;
    if (asprintf(&doc, "<turn xmlns=\"" NT_NAMESPACE "\">%s</turn>", xml) < 0)
        abort();
    xmlDocPtr d = xmlReadMemory(doc, (int)strlen(doc), "act.xml", NULL,
                                XML_PARSE_NONET | XML_PARSE_NOBLANKS);
    ck_assert_msg(d != NULL, "bad XML in test: %s", xml);
    nt_arena mem = {0};
    nt_node *root = nt_tree_copy(&mem, xmlDocGetRootElement(d));
    s->seat = seat;
    if (!s->turn)
        s->turn = 1;
    s->action = 0;
    nt_record_source *src = nt_record_source_new(root, root->first);
    nt_play_config pc = {0};
    pc.hooks = nt_game_castel.hooks;
    pc.state = s;
    pc.source = nt_record_source_base(src);
    pc.stop_at = -1;
    pc.narrate = 1;
    nt_play *p = nt_play_new(&pc);
    r.rc = castel_play_action(s, p);
    if (r.rc == NT_OK)
        r.rc = nt_record_source_finish(src, p);
    S_copy_diag(&r, p, "act.xml");
    nt_play_free(p);
    nt_record_source_free(src);
    nt_arena_free(&mem);
    xmlFreeDoc(d);
    free(doc);
    return r;
}

void T_fx(castel_state *s, const char *card, const char *place, int seat)
{
    s->fx.type = T_card(card);
    s->fx.spot = strcmp(place, "outside") ? S_place(s, place) : SPOT_OUT0;
    s->fx.seat = seat;
    s->fx.first = -1;
}

const char *T_spots(const castel_state *s, const char *card)
{
    static char out[1024];
    int32_t spots[NT_MAX_LEGAL];
    int n = castel_legal_spots(s, T_card(card), spots);
    nt_buf b = {0};
    for (int i = 0; i < n; i++) {
        if (i)
            nt_buf_putc(&b, ' ');
        castel_format_spot(s, spots[i], &b);
    }
    snprintf(out, sizeof out, "%s", nt_buf_str(&b));
    nt_buf_free(&b);
    return out;
}

const char *T_targets(castel_state *s, int kind)
{
    static char out[1024];
    int32_t refs[NT_MAX_LEGAL];
    int n = castel_targets(s, kind, refs);
    nt_buf b = {0};
    for (int i = 0; i < n; i++) {
        if (i)
            nt_buf_putc(&b, ' ');
        if (kind >= DK_CHARMANT)
            castel_format_spot(s, refs[i], &b);
        else
            castel_format_ref(s, refs[i], &b);
    }
    snprintf(out, sizeof out, "%s", nt_buf_str(&b));
    nt_buf_free(&b);
    return out;
}

/* ------------------------------------------------------------- records */

typedef struct capture {
    T_result *r;
    int records;
} capture;

static int S_capture(const nt_record *rec, void *user)
{
    capture *c = user;
    T_result *r = c->r;
    c->records++;
    if (rec->valid || r->ndiag)
        return 0;
    r->ndiag = (int)rec->ndiag;
    const nt_diag *d = &rec->diag[0];
    snprintf(r->rule, sizeof r->rule, "%s", d->rule);
    snprintf(r->msg, sizeof r->msg, "%s", d->message);
    snprintf(r->line, sizeof r->line, "%s:%lu:%lu: error[%s]: %s", rec->file,
             d->line, d->col ? d->col : 1, d->rule, d->message);
    return 0;
}

T_result T_validate(const char *xml, size_t len, int schema, int keep_going)
{
    T_result r = {0};
    capture c = {&r, 0};
    nt_options o;
    nt_options_init(&o);
    o.schema = schema;
    o.keep_going = keep_going;
    o.on_record = S_capture;
    o.user = &c;
    char *err = NULL;
    nt_reader *rd = nt_reader_new(&o, &err);
    ck_assert_msg(rd != NULL, "%s", err ? err : "reader");
    r.rc = nt_reader_memory(rd, "mem.xml", xml, len);
    nt_reader_free(rd);
    return r;
}

T_result T_validate_str(const char *xml)
{
    return T_validate(xml, strlen(xml), 1, 0);
}

char *T_slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t k;
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

char *T_generate_opts(const nt_gen_options *g, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    char *err = NULL;
    int rc = nt_generate(g, 1, 0, f, &err);
    fclose(f);
    ck_assert_msg(rc == 0, "generate: %s", err ? err : "?");
    return buf;
}

char *T_generate_with(const char *game, int players, uint64_t seed,
                      unsigned long index, int assertions, const char *set,
                      const char *side, size_t *len)
{
    nt_gen_options g = {0};
    g.game = nt_game_find(game);
    g.players = players;
    g.seed = seed;
    g.index = index;
    g.assertions = assertions;
    g.set = set;
    g.side = side;
    return T_generate_opts(&g, len);
}

char *T_generate_hw(int players, uint64_t seed, unsigned long index,
                    size_t *len)
{
    /* Every set of the expansion's books, custom mixes with locoweed, and
     * both sides of the pots, in turn. */
    static const char *const sets[] = {"5", "6", "1", "5656655", "6565566",
                                       "3", "2451650", "1234566"};
    nt_gen_options g = {0};
    g.game = nt_game_find("quacks");
    g.players = players;
    g.seed = seed;
    g.index = index;
    g.set = sets[index % 8];
    g.side = index & 8 ? "back" : "front";
    g.expansion = "herb-witches";
    return T_generate_opts(&g, len);
}

char *T_generate(const char *game, int players, uint64_t seed,
                 unsigned long index, int assertions, size_t *len)
{
    return T_generate_with(game, players, seed, index, assertions, NULL, NULL,
                           len);
}

char *T_fmt(const char *xml, size_t len, nt_facts_mode facts, size_t *out_len)
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

/* ------------------------------------------------------- properties */

static int S_outcome(const nt_record *r, void *user)
{
    T_outcome *o = user;
    o->records++;
    o->valid += r->valid;
    o->result |= r->result_json && strlen(r->result_json) > 2;
    if (r->result_json) {
        const char *e = strstr(r->result_json, "\"end\":\"");
        if (e)
            sscanf(e + 7, "%31[^\"]", o->end);
    }
    if (!r->valid && !o->first[0] && r->ndiag) {
        snprintf(o->first, sizeof o->first, "%lu:%lu [%s] %s",
                 r->diag[0].line, r->diag[0].col, r->diag[0].rule,
                 r->diag[0].message);
        o->first_line = r->diag[0].line;
    }
    return 0;
}

nt_reader *T_outcome_reader(T_outcome *o, int schema)
{
    nt_options opt;
    nt_options_init(&opt);
    opt.schema = schema;
    opt.on_record = S_outcome;
    opt.user = o;
    char *err = NULL;
    nt_reader *rd = nt_reader_new(&opt, &err);
    ck_assert_msg(rd != NULL, "%s", err ? err : "reader");
    return rd;
}

void T_replay(nt_reader *rd, T_outcome *o, const char *xml, size_t len)
{
    memset(o, 0, sizeof *o);
    nt_reader_memory(rd, "gen.xml", xml, len);
}

int T_scale(int n)
{
    return getenv("NT_TEST_QUICK") ? n / 10 : n;
}

const char *const T_hw_sets[T_HW_SETS] = {
    "1", "2", "3", "4", "5", "6",                /* every set */
    "5656655", "6565566", "1234566", "6543115", /* with locoweed */
    "2451650", "3612560", "31244"};              /* without */

T_hw_combo T_hw_combo_of(unsigned long k)
{
    T_hw_combo c;
    c.set = T_hw_sets[k % T_HW_SETS];
    c.side = k & 1 ? "back" : "front";
    c.flask = k & 2 ? "any" : "white";
    c.strong = k & 4 ? "counts" : "no-action";
    snprintf(c.options, sizeof c.options, "flask=%s,strong-ingredient=%s",
             c.flask, c.strong);
    return c;
}

char *T_generate_hw_combo(int players, uint64_t seed, unsigned long k,
                          size_t *len)
{
    T_hw_combo c = T_hw_combo_of(k);
    nt_gen_options g = {0};
    g.game = nt_game_find("quacks");
    g.players = players;
    g.seed = seed;
    g.index = k;
    g.set = c.set;
    g.side = c.side;
    g.options = c.options;
    g.expansion = "herb-witches";
    return T_generate_opts(&g, len);
}

const char *const T_duel_sets[8] = {"1",      "2",      "3",      "4",
                                    "123412", "432143", "241324", "314231"};
const char *const T_duel_coins[6] = {"silver,gold",   "gold,silver",
                                     "copper,gold",   "gold,copper",
                                     "copper,silver", "silver,copper"};

char *T_generate_duel(uint64_t seed, unsigned long k, size_t *len)
{
    nt_gen_options g = {0};
    g.game = nt_game_find("quacks-duel");
    g.players = 2;
    g.seed = seed;
    g.index = k;
    g.assertions = k % 5 == 0;
    if (k % 7 == 3) {
        g.first_game = 1;
    } else {
        g.set = T_duel_sets[k % 8];
        g.coins = T_duel_coins[(k / 8) % 6];
    }
    return T_generate_opts(&g, len);
}

void T_use_components(const char *id)
{
    char path[1024], *err = NULL;
    snprintf(path, sizeof path, "%s/%s", T_srcdir(),
             strcmp(id, "other-1") ? "schemas/quacks-duel-provisional-1.xml"
                                   : "tests/duel/other-1.xml");
    ck_assert_msg(nt_components_load(path, &err) == 0, "%s",
                  err ? err : path);
    ck_assert_str_eq(nt_components_id(), id);
}

const char *T_srcdir(void)
{
    const char *d = getenv("SRCDIR");
    return d ? d : ".";
}

/* ----------------------------------------------------------- Quacks */

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
    snprintf(r->line, sizeof r->line, "quacks.xml:%lu: error[%s]: %s",
             (unsigned long)at->line, rule, msg);
    return -1;
}

T_result T_quacks(qk_state *s, qk_setup *su, const char *setup,
                  const char *rounds, long stop_at)
{
    T_result r = {0};
    char *doc = NULL;
    if (asprintf(&doc, "<game xmlns=\"" NT_NAMESPACE "\" version=\"1\" "
                       "rules=\"quacks\">%s%s%s</game>",
                 setup, rounds, strstr(rounds, "<result") ? "" :
                 "<unfinished/>") < 0)
        abort();
    xmlDocPtr d = xmlReadMemory(doc, (int)strlen(doc), "quacks.xml", NULL,
                                XML_PARSE_NONET | XML_PARSE_NOBLANKS);
    ck_assert_msg(d != NULL, "bad XML in test: %s", doc);
    nt_arena mem = {0};
    nt_node *root = nt_tree_copy(&mem, xmlDocGetRootElement(d));
    setup_errors errs = {{S_setup_error}, &r};
    nt_node *node = nt_child(root, "setup");
    ck_assert(node != NULL);
    if (nt_game_quacks.setup_read(su, node, &errs.base) == 0) {
        qk_init(s, su);
        nt_record_source *src = nt_record_source_new(root, node->next);
        nt_play_config pc = {0};
        pc.hooks = nt_game_quacks.hooks;
        pc.state = s;
        pc.source = nt_record_source_base(src);
        pc.stop_at = stop_at;
        nt_play *p = nt_play_new(&pc);
        r.rc = qk_play(s, p);
        if (r.rc == NT_OK)
            r.rc = nt_record_source_finish(src, p);
        S_copy_diag(&r, p, "quacks.xml");
        nt_play_free(p);
        nt_record_source_free(src);
    }
    nt_arena_free(&mem);
    xmlFreeDoc(d);
    free(doc);
    return r;
}

/* -------------------------------------------------------- positions */

struct nt_position *T_position(const char *what, const char *xml, size_t len)
{
    char *err = NULL;
    nt_position *p = nt_position_open_memory(what, xml, len, 1, &err);
    ck_assert_msg(p != NULL, "%s: %s", what, err ? err : "");
    return p;
}

void T_same_choices(const char *what, nt_position *a, nt_position *b,
                    size_t n)
{
    for (size_t k = 0; k < n; k++) {
        nt_choice x, y;
        ck_assert(nt_position_choice(a, k, &x) == 0);
        ck_assert(nt_position_choice(b, k, &y) == 0);
        ck_assert_msg(!strcmp(x.question, y.question) &&
                          !strcmp(x.answer, y.answer),
                      "%s: choice %zu was %s=%s (%s), read back as %s=%s",
                      what, k + 1, x.question, x.answer, x.context,
                      y.question, y.answer);
    }
}

char *T_generate_game(int game, int k, uint64_t seed, size_t *len)
{
    static const char *const games[] = {"castel", "quacks", "quacks",
                                        "quacks-duel"};
    if (game == 2)
        return T_generate_hw(2 + k % 4, seed, (unsigned long)k, len);
    return T_generate(games[game], game == 3 ? 2 : 2 + k % 3, seed,
                      (unsigned long)k, 0, len);
}

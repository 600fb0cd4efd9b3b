/* Variations and marks (issue 23): the properties of its acceptance list.
 *
 * Generated games (Castel 2 to 5 players, Quacks, Quacks with The Herb
 * Witches, the Duel) get variations.  At a move of the line, another
 * legal move from the engine's list of moves (or another first answer
 * from its list of answers) starts another line, carried to the end of
 * the game by the record's own later moves as far as they stay legal
 * (what-if, one time in three) and by legal answers at random from the
 * engine's lists, and written whole (nt_position_write).  The variation
 * holds what that writes from the replaced move on, the elements that
 * held the move left open, cut after any of its elements.  Variations
 * nest, two may follow one move, moves carry marks.  Such a record is
 * valid (the schemas too), its marks counted, and fmt, and pack then
 * unpack, give it back byte for byte.
 *
 * One thing inside a variation is then corrupted: an answer changed to a
 * value the engine lists for its question elsewhere but not there, a
 * mark none of the six, or one more or one fewer of what the rules ask
 * for so many times.  The record is refused at the corrupted element's
 * line, in the words "variation N of ... [/ variation M of ...]: "
 * numbered as built; validate --main-line takes it. */
#define _GNU_SOURCE
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "notation_position.h"
#include "rng.h"
#include "support.h"
#include "variation_lines.h"

static const char *const S_kind[KINDS] = {"castel", "quacks",
                                          "herb witches", "duel"};
#define GAMES 24 /* of each kind, a tenth under NT_TEST_QUICK */
static char *S_game(int kind, int k, size_t *len)
{
    unsigned long i = (unsigned long)k;
    switch (kind) {
    case CASTEL: return T_generate("castel", 2 + k % 4, 23, i, 0, len);
    case QUACKS: return T_generate("quacks", 2 + k % 3, 23, i, 0, len);
    case HERB_WITCHES: return T_generate_hw(2 + k % 4, 23, i, len);
    default: return T_generate("quacks-duel", 2, 23, i, 0, len);
    }
}

/* ----------------------------------------------------------- records */

typedef struct run {
    int kind;
    nt_rng r;
    nt_reader *rd[3];   /* with the schemas, without, main line only */
    int records, valid; /* the last record read */
    long marks, vars, line;
    char msg[2048];
    char *main; /* the game's line, written whole */
    size_t mlen;
    char dir[64], file[96];
    int games, ok, variations, nested, second, nmarks, cli, deep;
    int tried[WAYS], refused[WAYS];
} run;

static int S_on_record(const nt_record *r, void *user)
{
    run *u = user;
    u->records++;
    u->valid = r->valid;
    u->marks = r->marks;
    u->vars = r->variations;
    u->line = r->ndiag ? (long)r->diag[0].line : 0;
    snprintf(u->msg, sizeof u->msg, "[%s] %s", r->ndiag ? r->diag[0].rule : "",
             r->ndiag ? r->diag[0].message : "");
    return 0;
}

static void S_read(run *u, int which, const char *xml, size_t len)
{
    u->records = 0;
    nt_reader_memory(u->rd[which], "var.xml", xml, len);
    ck_assert_int_eq(u->records, 1);
}

/* The line a marker stands on, the marker taken out. */
static long S_unmark(char *xml, size_t *len, const char *marker)
{
    char *at = strstr(xml, marker);
    size_t n = strlen(marker);
    long line = 1;
    ck_assert(at != NULL);
    for (const char *c = xml; c < at; c++)
        line += *c == '\n';
    memmove(at, at + n, *len - (size_t)(at - xml) - n + 1);
    *len -= n;
    return line;
}

/* The game's line with variations (one holding the victim when `v` asks
 * for one) and marks on moves of the main line. */
static char *S_record(run *u, build *bd, victim *v, size_t *len)
{
    line a;
    vl_open(&a, strndup(u->main, u->mlen), u->mlen);
    *bd = (build){.kind = u->kind, .r = &u->r};
    size_t n = nt_position_length(a.pos);
    int want = v ? 1 : 1 + (int)nt_rng_below(&u->r, 3), placed = 0;
    for (int tries = 0; tries < 80 && placed < want; tries++) {
        size_t at = nt_rng_below(&u->r, n);
        xmlNode *e = vl_place(&a, u->kind, at, &u->r);
        int twice = e && nt_rng_below(&u->r, 4) == 0;
        bd->v = NULL;
        if (twice && v) /* the victim's variation is the second */
            vl_vary(bd, &a, at, e, 1);
        bd->v = v;
        if (!e || !vl_vary(bd, &a, at, e, 1))
            continue;
        placed += !v || v->at;
        if (twice && !v)
            vl_vary(bd, &a, at, e, 1);
    }
    for (int i = (int)nt_rng_below(&u->r, 4); i > 0; i--)
        bd->marks += vl_mark(bd, vl_move_el(&a, 0, NULL, 0, &u->r));
    xmlChar *out = NULL;
    int size = 0;
    if (placed)
        xmlDocDumpFormatMemoryEnc(a.doc, &out, &size, "UTF-8", 1);
    char *s = out ? strndup((char *)out, (size_t)size) : NULL;
    *len = (size_t)size;
    xmlFree(out);
    vl_close(&a);
    return s;
}

/* The record kept in a file (for notation, or a failure's message). */
static const char *S_kept(run *u, const char *xml, size_t len)
{
    FILE *f = fopen(u->file, "w");
    ck_assert(f && fwrite(xml, 1, len, f) == len && fclose(f) == 0);
    return u->file;
}

/* notation ARGS on the record: its exit status, its first line in msg. */
static int S_tool(run *u, const char *args, const char *xml, size_t len)
{
    const char *tool = getenv("NOTATION");
    char cmd[512];
    snprintf(cmd, sizeof cmd, "%s %s %s 2>&1", tool ? tool : "build/notation",
             args, S_kept(u, xml, len));
    FILE *p = popen(cmd, "r");
    ck_assert(p != NULL);
    if (!fgets(u->msg, sizeof u->msg, p))
        u->msg[0] = '\0';
    while (fgetc(p) != EOF)
        ;
    int st = pclose(p);
    u->cli++;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* pack, then unpack, in memory. */
static char *S_pack_back(const char *xml, size_t len, size_t *n)
{
    char *packed = NULL, *back = NULL, *err = NULL;
    size_t pn = 0;
    const char *rule = NULL;
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_PACK;
    o.out = open_memstream(&packed, &pn);
    nt_reader *rd = nt_reader_new(&o, &err);
    ck_assert(rd && nt_reader_memory(rd, "var.xml", xml, len) == 0);
    nt_reader_free(rd);
    fclose(o.out);
    FILE *f = open_memstream(&back, n);
    int rc = nt_unpack_memory(packed, pn, f, &rule, &err);
    fclose(f);
    ck_assert_msg(rc == 0, "unpack: %s", err);
    free(packed);
    return back;
}

/* ------------------------------------------------------------ checks */

/* Valid (the schemas too), its variations and marks counted; fmt, fmt
 * again, and pack then unpack give it back as it is. */
static void S_check_valid(run *u, const char *xml, size_t len, build *bd)
{
    S_read(u, 0, xml, len);
    ck_assert_msg(u->valid && u->marks == bd->marks &&
                      u->vars == bd->variations,
                  "%s: %d legal variations, %d marks: %ld and %ld counted, "
                  "%s (line %ld) in %s", S_kind[u->kind], bd->variations,
                  bd->marks, u->vars, u->marks, u->msg, u->line,
                  S_kept(u, xml, len));
    size_t n[3];
    char *out[3] = {T_fmt(xml, len, NT_FACTS_KEEP, &n[0]), NULL,
                    S_pack_back(xml, len, &n[2])};
    out[1] = out[0] ? T_fmt(out[0], n[0], NT_FACTS_KEEP, &n[1]) : NULL;
    for (int i = 0; i < 3; i++) {
        ck_assert_msg(out[i] && n[i] == len && !memcmp(out[i], xml, len),
                      "%s: %s changes %s", S_kind[u->kind],
                      i == 2 ? "pack, unpack," : "fmt", S_kept(u, xml, len));
        free(out[i]);
    }
    if (u->ok++ % 8 == 0)
        ck_assert_msg(S_tool(u, "validate", xml, len) == 0, "%s", u->msg);
    u->variations += bd->variations;
    u->nested += bd->nested;
    u->second += bd->second;
    u->nmarks += bd->marks;
}

/* Refused at the victim's line (a dropped element: from its turn or
 * round on, in the variation), in the words of the variations it is in,
 * numbered as they were put in; the main line alone is valid. */
static void S_check_refused(run *u, char *xml, size_t len, victim *v)
{
    long at = S_unmark(xml, &len, " nt-victim=\"1\"");
    long start = S_unmark(xml, &len, " nt-var=\"1\""), end = 0, l = 1;
    int depth = 0;
    for (const char *c = xml; *c && !end; c++) {
        l += *c == '\n';
        depth += l >= start && !strncmp(c, "<variation", 10);
        if (l >= start && !strncmp(c, "</variation>", 12) && !--depth)
            end = l;
    }
    char named[64], want[160];
    snprintf(named, sizeof named, "(line %ld)", at);
    S_read(u, 1, xml, len);
    /* One element more may be told at the next, out of order after it
     * (the Duel's keyed answers, in the main line too). */
    long got = u->line;
    ck_assert_msg(!u->valid && (v->way == DROPPED ? got >= at && got <= end
                                : got == at ||
                                      (v->way == ADDED && got > at &&
                                       got <= end && strstr(u->msg, named))),
                  "%s: %s (line %ld, variation at %ld-%ld): %s at line %ld "
                  "in %s", S_kind[u->kind], v->what, at, start, end,
                  u->valid ? "valid" : u->msg, got, S_kept(u, xml, len));
    const char *m = strchr(u->msg, ']') + 2;
    for (int d = 1; d <= v->depth; d++) {
        snprintf(want, sizeof want, "%svariation %d of ", d > 1 ? " / " : "",
                 v->nth[d]);
        const char *w = strstr(m, want);
        ck_assert_msg(w && (d > 1 || w == m), "%s: no '%s' in %s",
                      S_kind[u->kind], want, u->msg);
        m = w + strlen(want);
    }
    ck_assert_msg(!strstr(m, " / variation "), "deeper: %s", u->msg);
    S_read(u, 2, xml, len);
    ck_assert_msg(u->valid, "--main-line: %s", u->msg);
    if (u->refused[v->way]++ % 6 == 0) {
        ck_assert_int_eq(S_tool(u, "validate --main-line", xml, len), 0);
        ck_assert_int_eq(S_tool(u, "validate", xml, len), 1);
        snprintf(want, sizeof want, "%s:%ld:", u->file, got);
        ck_assert_msg(!strncmp(u->msg, want, strlen(want)) &&
                          strstr(u->msg, "]: variation "), "%s", u->msg);
    }
    u->deep += v->depth > 1;
}

/* ------------------------------------------------------------- tests */

START_TEST(generated_games_with_variations)
{
    run u = {.kind = _i};
    nt_rng_seed(&u.r, 2300 + (uint64_t)_i);
    for (int i = 0; i < 3; i++) {
        nt_options o;
        char *err = NULL;
        nt_options_init(&o);
        o.schema = i == 0;
        o.main_line = i == 2;
        o.on_record = S_on_record;
        o.user = &u;
        ck_assert_msg((u.rd[i] = nt_reader_new(&o, &err)) != NULL, "%s", err);
    }
    snprintf(u.dir, sizeof u.dir, "/tmp/check_variations.XXXXXX");
    ck_assert(mkdtemp(u.dir) != NULL);
    snprintf(u.file, sizeof u.file, "%s/record.xml", u.dir);
    for (int k = 0; k < T_scale(GAMES); k++, u.games++) {
        size_t len, kept;
        char *xml = S_game(u.kind, k, &len);
        nt_position *p = T_position("game.xml", xml, len);
        nt_position_seek(p, nt_position_length(p));
        ck_assert(nt_position_record_valid(p) && nt_position_over(p));
        u.main = vl_write(p, &u.mlen, &kept);
        ck_assert(u.main && kept == nt_position_length(p));
        nt_position_free(p);
        free(xml);
        build bd;
        for (int i = 0; i < 2; i++) {
            char *rec = S_record(&u, &bd, NULL, &len);
            if (rec)
                S_check_valid(&u, rec, len, &bd);
            free(rec);
        }
        for (int way = 0; way < 2 * WAYS; way++) {
            victim v = {.way = way % WAYS, .depth = 1 + way / WAYS};
            char *rec = S_record(&u, &bd, &v, &len);
            u.tried[v.way]++;
            if (rec && v.at)
                S_check_refused(&u, rec, len, &v);
            u.second += rec && v.nth[1] > 1;
            free(rec);
        }
        free(u.main);
    }
    printf("variations (%s): %d games; %d records valid, as fmt and unpack "
           "write them, with %d variations (%d nested, %d after another) "
           "and %d marks; refused at their line:", S_kind[u.kind], u.games,
           u.ok, u.variations, u.nested, u.second, u.nmarks);
    for (int w = 0; w < WAYS; w++)
        printf(" %s %d/%d,", vl_way[w], u.refused[w], u.tried[w]);
    printf(" %d in nested variations; %d runs of notation\n", u.deep, u.cli);
    unlink(u.file);
    rmdir(u.dir);
    for (int i = 0; i < 3; i++)
        nt_reader_free(u.rd[i]);
    /* Enough of each for the properties to mean something. */
    ck_assert_int_ge(u.ok, u.games);
    ck_assert(u.nested > 0 && u.second > 0 && u.nmarks > 0 && u.deep > 0);
    for (int w = 0; w < WAYS; w++)
        ck_assert_msg(u.refused[w] >= u.tried[w] / 2, "%s: %s %d of %d",
                      S_kind[u.kind], vl_way[w], u.refused[w], u.tried[w]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("variations");
    TCase *t = tcase_create("variations");
    tcase_set_timeout(t, 900);
    tcase_add_loop_test(t, generated_games_with_variations, 0, KINDS);
    suite_add_tcase(s, t);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

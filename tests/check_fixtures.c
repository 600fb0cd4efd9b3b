/* The fixtures: every valid record replays to the result it states and is
 * a fixed point of fmt; every invalid record gives exactly the first
 * diagnostic stored beside it. */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

#define MAX_FILES 1024

/* The fixtures of each game, and how many each must have at least. */
static const struct {
    const char *game;
    int min_valid, min_invalid;
} S_games[] = {
    {"castel", 10, 40},
    {"quacks", 50, 125},
    {"quacks-duel", 12, 60},
};
#define NGAMES (int)(sizeof S_games / sizeof S_games[0])

static char *S_valid[MAX_FILES], *S_invalid[MAX_FILES];
static int S_nvalid, S_ninvalid;
static int S_first_valid[NGAMES + 1], S_first_invalid[NGAMES + 1];

static int S_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int S_list(const char *dir, char **out, int room)
{
    DIR *d = opendir(dir);
    int n = 0;
    if (!d)
        return 0;
    for (struct dirent *e; (e = readdir(d)) && n < room;) {
        size_t len = strlen(e->d_name);
        if (len > 4 && !strcmp(e->d_name + len - 4, ".xml")) {
            if (asprintf(&out[n++], "%s/%s", dir, e->d_name) < 0)
                abort();
        }
    }
    closedir(d);
    qsort(out, (size_t)n, sizeof *out, S_cmp);
    return n;
}

typedef struct seen {
    int records, invalid;
    char *first; /* the first diagnostic line, as notation prints it */
} seen;

static int S_seen(const nt_record *r, void *user)
{
    seen *s = user;
    s->records++;
    if (r->valid)
        return 0;
    s->invalid++;
    if (!s->first && r->ndiag) {
        size_t n;
        FILE *f = open_memstream(&s->first, &n);
        nt_diag_print(f, r->file, &r->diag[0]);
        fclose(f);
        s->first[strcspn(s->first, "\n")] = '\0';
    }
    return 0;
}

static seen S_read(const char *path)
{
    seen s = {0};
    nt_options o;
    nt_options_init(&o);
    o.on_record = S_seen;
    o.user = &s;
    char *err = NULL;
    nt_reader *r = nt_reader_new(&o, &err);
    ck_assert(r != NULL);
    nt_reader_file(r, path);
    nt_reader_free(r);
    return s;
}

/* How many times the main line of the records in xml holds needle: what
 * stands inside a <variation> (an alternative line, which may end with a
 * result of its own) is not counted. */
static int S_count_main(const char *xml, const char *needle)
{
    int n = 0, depth = 0;
    size_t len = strlen(needle);
    for (const char *p = xml; *p; p++) {
        if (*p != '<')
            continue;
        if (!strncmp(p, "<variation", 10) &&
            (p[10] == '>' || p[10] == '/' || p[10] == ' ')) {
            const char *e = strchr(p, '>');
            if (e && e[-1] != '/')
                depth++;
        } else if (!strncmp(p, "</variation>", 12)) {
            depth--;
        } else if (depth == 0 && !strncmp(p, needle, len)) {
            n++;
        }
    }
    return n;
}

START_TEST(valid_fixture_replays_to_its_stated_result)
{
    const char *path = S_valid[_i];
    seen s = S_read(path);
    ck_assert_msg(s.records >= 1, "%s holds no record", path);
    ck_assert_msg(s.invalid == 0, "%s: %s", path, s.first);
    size_t n;
    char *xml = T_slurp(path, &n);
    /* A record ends with its result, or says it stops unfinished; a
     * variation's own result does not count. */
    int results = S_count_main(xml, "<result ") +
                  S_count_main(xml, "<unfinished/>");
    ck_assert_msg(results == s.records, "%s: %d records but %d stated results",
                  path, s.records, results);
    free(xml);
    free(s.first);
}
END_TEST

START_TEST(valid_fixture_fmt_is_a_fixed_point)
{
    size_t n, n1, n2;
    char *xml = T_slurp(S_valid[_i], &n);
    char *f1 = T_fmt(xml, n, NT_FACTS_KEEP, &n1);
    ck_assert(f1 != NULL);
    char *f2 = T_fmt(f1, n1, NT_FACTS_KEEP, &n2);
    ck_assert(f2 != NULL);
    ck_assert_uint_eq(n1, n2);
    ck_assert(!memcmp(f1, f2, n1));
    free(xml);
    free(f1);
    free(f2);
}
END_TEST

START_TEST(invalid_fixture_gives_its_expected_diagnostic)
{
    const char *path = S_invalid[_i];
    char expected_path[1024];
    snprintf(expected_path, sizeof expected_path, "%.*s.expected",
             (int)(strlen(path) - 4), path);
    size_t n;
    char *expected = T_slurp(expected_path, &n);
    ck_assert_msg(expected != NULL, "%s is missing", expected_path);
    expected[strcspn(expected, "\n")] = '\0';
    seen s = S_read(path);
    ck_assert_msg(s.invalid >= 1, "%s is valid", path);
    ck_assert_str_eq(s.first, expected);
    free(expected);
    free(s.first);
}
END_TEST

START_TEST(enough_fixtures_and_one_rule_each)
{
    int lo = S_first_invalid[_i], hi = S_first_invalid[_i + 1];
    ck_assert_int_ge(S_first_valid[_i + 1] - S_first_valid[_i],
                     S_games[_i].min_valid);
    ck_assert_int_ge(hi - lo, S_games[_i].min_invalid);
    /* Each invalid fixture breaks a rule no other fixture breaks; the
     * records that write a choice out of order (one per kind of keyed
     * choice) cite the rule of that choice's phase, and those that show
     * the engine speaking where the schema once did (*-engine-first-*)
     * cite the engine's rule, those that key an answer to another seat
     * or coin than the one asked cite the rule for that, and the Duel's
     * wrong <standing> facts (*-standing-*, one per fact) cite
     * duel.state, and the records whose variation breaks a rule
     * (*-variation-*) cite that rule, as the main line would: another
     * fixture breaks it too, and they are counted apart. */
    char *rules[MAX_FILES];
    for (int i = lo; i < hi; i++) {
        char p[1024];
        size_t n;
        snprintf(p, sizeof p, "%.*s.expected",
                 (int)(strlen(S_invalid[i]) - 4), S_invalid[i]);
        char *e = T_slurp(p, &n);
        ck_assert(e != NULL);
        char *open = strstr(e, "error[");
        ck_assert(open != NULL);
        if (strstr(e, ") is out of order: the rules ask for") ||
            strstr(e, "> answers for another ") ||
            (strstr(S_invalid[i], "-standing-") &&
             strstr(e, "error[duel.state]")) ||
            strstr(S_invalid[i], "-engine-first-") ||
            strstr(S_invalid[i], "-variation-")) {
            rules[i] = strdup("");
            free(e);
            continue;
        }
        rules[i] = strndup(open + 6, strcspn(open + 6, "]"));
        for (int j = lo; j < i; j++)
            ck_assert_msg(!*rules[j] || strcmp(rules[i], rules[j]),
                          "%s and %s break the same rule %s", S_invalid[i],
                          S_invalid[j], rules[i]);
        free(e);
    }
    for (int i = lo; i < hi; i++)
        free(rules[i]);
}
END_TEST

int main(void)
{
    for (int g = 0; g < NGAMES; g++) {
        char dir[256];
        S_first_valid[g] = S_nvalid;
        S_first_invalid[g] = S_ninvalid;
        snprintf(dir, sizeof dir, "fixtures/%s/valid", S_games[g].game);
        S_nvalid += S_list(dir, S_valid + S_nvalid, MAX_FILES - S_nvalid);
        snprintf(dir, sizeof dir, "fixtures/%s/invalid", S_games[g].game);
        S_ninvalid += S_list(dir, S_invalid + S_ninvalid,
                             MAX_FILES - S_ninvalid);
    }
    S_first_valid[NGAMES] = S_nvalid;
    S_first_invalid[NGAMES] = S_ninvalid;
    Suite *s = suite_create("fixtures");
    TCase *v = tcase_create("valid");
    tcase_set_timeout(v, 60);
    tcase_add_loop_test(v, valid_fixture_replays_to_its_stated_result, 0,
                        S_nvalid);
    tcase_add_loop_test(v, valid_fixture_fmt_is_a_fixed_point, 0, S_nvalid);
    suite_add_tcase(s, v);
    TCase *iv = tcase_create("invalid");
    tcase_add_loop_test(iv, invalid_fixture_gives_its_expected_diagnostic, 0,
                        S_ninvalid);
    tcase_add_loop_test(iv, enough_fixtures_and_one_rule_each, 0, NGAMES);
    suite_add_tcase(s, iv);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    for (int i = 0; i < S_nvalid; i++)
        free(S_valid[i]);
    for (int i = 0; i < S_ninvalid; i++)
        free(S_invalid[i]);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* The notation: reading records safely, located diagnostics for bad input,
 * assertions, notes, collections and the canonical form. */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static char *G;   /* a generated 3-player game, with assertions */
static size_t GN;

static void setup(void)
{
    G = T_generate("castel", 3, 11, 0, 1, &GN);
}

static void teardown(void)
{
    free(G);
    G = NULL;
}

/* A copy of s with the first `old` replaced by `new` (must be there). */
static char *S_replace(const char *s, const char *old, const char *new)
{
    const char *at = strstr(s, old);
    ck_assert_msg(at != NULL, "'%s' not found", old);
    char *out = NULL;
    if (asprintf(&out, "%.*s%s%s", (int)(at - s), s, new, at + strlen(old)) < 0)
        abort();
    return out;
}

/* The n-th (1-based) occurrence of needle. */
static const char *S_nth(const char *s, const char *needle, int n)
{
    const char *at = s;
    for (int i = 0; i < n; i++) {
        at = strstr(i ? at + 1 : at, needle);
        ck_assert_msg(at != NULL, "'%s' #%d not found", needle, n);
    }
    return at;
}

static T_result S_check(const char *xml, int schema)
{
    return T_validate(xml, strlen(xml), schema, 0);
}

#define HEAD "<game xmlns=\"urn:libnotation:1\" rules=\"castel\" version=\"1\">"

/* ----------------------------------------------------------- bad input */

START_TEST(generated_game_is_valid)
{
    T_result r = T_validate(G, GN, 1, 0);
    ck_assert_msg(r.rc == 0, "%s", r.line);
}
END_TEST

START_TEST(malformed_xml_is_located)
{
    T_result r = S_check(HEAD "\n<setup players=\"2\">\n</game>\n", 1);
    ck_assert_int_eq(r.rc, 1);
    ck_assert_str_eq(r.rule, "notation.xml");
    ck_assert_msg(strstr(r.line, "mem.xml:3:") == r.line, "%s", r.line);
}
END_TEST

START_TEST(empty_input_is_an_error)
{
    T_result r = S_check("", 1);
    ck_assert_int_eq(r.rc, 1);
    ck_assert_str_eq(r.rule, "notation.empty");
    ck_assert_msg(strstr(r.line, "mem.xml:1:1: ") == r.line, "%s", r.line);
    ck_assert_msg(strstr(r.msg, "the file is empty"), "%s", r.msg);
    r = S_check(" \n\t\n", 0);
    ck_assert_str_eq(r.rule, "notation.empty");
    ck_assert_msg(strstr(r.msg, "only blank space"), "%s", r.msg);
}
END_TEST

START_TEST(megabytes_of_random_bytes_are_refused)
{
    size_t n = 4 << 20;
    char *junk = malloc(n);
    uint64_t x = 88172645463325252ULL;
    for (size_t i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        junk[i] = (char)(x & 0xff);
    }
    T_result r = T_validate(junk, n, 1, 0);
    ck_assert_int_eq(r.rc, 1);
    ck_assert_str_eq(r.rule, "notation.xml");
    free(junk);
}
END_TEST

START_TEST(random_bytes_after_a_valid_start_are_refused)
{
    char *bad = strdup(G);
    size_t n = strlen(bad);
    for (size_t i = n / 2; i < n; i += 7)
        bad[i] = (char)(0x80 | (i & 0x7f));
    T_result r = S_check(bad, 1);
    ck_assert_int_eq(r.rc, 1);
    ck_assert(r.ndiag >= 1);
    free(bad);
}
END_TEST

START_TEST(wrong_namespace_is_named)
{
    char *bad = S_replace(G, "urn:libnotation:1", "urn:example:chess");
    T_result r = S_check(bad, 1);
    ck_assert_str_eq(r.rule, "notation.namespace");
    ck_assert_msg(strstr(r.msg, "urn:example:chess"), "%s", r.msg);
    ck_assert_msg(strstr(r.line, "mem.xml:2:1:") == r.line, "%s", r.line);
    free(bad);
}
END_TEST

START_TEST(missing_namespace_is_named)
{
    char *bad = S_replace(G, " xmlns=\"urn:libnotation:1\"", "");
    T_result r = S_check(bad, 0);
    ck_assert_str_eq(r.rule, "notation.namespace");
    free(bad);
}
END_TEST

START_TEST(unknown_root_is_refused)
{
    T_result r = S_check("<chess xmlns=\"urn:libnotation:1\"/>", 1);
    ck_assert_str_eq(r.rule, "notation.root");
}
END_TEST

static const char *S_bomb =
    "<?xml version=\"1.0\"?>\n"
    "<!DOCTYPE game [\n"
    " <!ENTITY a \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\">\n"
    " <!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">\n"
    " <!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">\n"
    " <!ENTITY d \"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\">\n"
    " <!ENTITY e \"&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;\">\n"
    " <!ENTITY f \"&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;\">\n"
    "]>\n" HEAD "<meta><event>&f;</event></meta></game>\n";

START_TEST(entity_bomb_is_refused_before_expansion)
{
    T_result r = S_check(S_bomb, 1);
    ck_assert_int_eq(r.rc, 1);
    ck_assert_str_eq(r.rule, "notation.xml.doctype");
    ck_assert_msg(strstr(r.line, "mem.xml:2:") == r.line, "%s", r.line);
}
END_TEST

START_TEST(external_entity_is_never_read)
{
    const char *xxe = "<?xml version=\"1.0\"?>\n"
                      "<!DOCTYPE game [<!ENTITY x SYSTEM \"/etc/passwd\">]>\n"
                      HEAD "<meta><event>&x;</event></meta></game>\n";
    T_result r = S_check(xxe, 0);
    ck_assert_str_eq(r.rule, "notation.xml.doctype");
    ck_assert_msg(!strstr(r.msg, "root:"), "%s", r.msg);
}
END_TEST

START_TEST(undeclared_entity_is_an_error)
{
    char *bad = S_replace(G, "<event>Generated game</event>",
                          "<event>&nothing;</event>");
    T_result r = S_check(bad, 1);
    ck_assert_str_eq(r.rule, "notation.xml");
    free(bad);
}
END_TEST

/* The engine speaks first: with the schema on too, an unknown card is
 * named, located, by the engine, not by the schema's vaguer message. */
START_TEST(unknown_card_is_the_engines_to_report)
{
    char *bad = S_replace(G, "<hand seat=\"1\">", "<hand seat=\"1\">licorne ");
    T_result r = S_check(bad, 1);
    ck_assert_str_eq(r.rule, "notation.value");
    ck_assert_msg(strstr(r.msg, "'licorne' is not a Castel card id"), "%s",
                  r.msg);
    ck_assert_int_gt((int)strlen(r.line), 0);
    free(bad);
}
END_TEST

START_TEST(unknown_card_without_schema_is_a_bad_value)
{
    char *bad = S_replace(G, "<hand seat=\"1\">", "<hand seat=\"1\">licorne ");
    T_result r = S_check(bad, 0);
    ck_assert_str_eq(r.rule, "notation.value");
    ck_assert_msg(strstr(r.msg, "'licorne' is not a Castel card id"), "%s",
                  r.msg);
    free(bad);
}
END_TEST

START_TEST(square_outside_the_castle_is_refused)
{
    const char *at = strstr(G, " at=\"");
    ck_assert(at != NULL);
    char old[32];
    snprintf(old, sizeof old, "%.*s", (int)(strchr(at + 5, '"') - at + 1), at);
    char *bad = S_replace(G, old, " at=\"g7\"");
    T_result r = S_check(bad, 1);
    ck_assert_str_eq(r.rule, "notation.value");
    r = S_check(bad, 0);
    ck_assert_str_eq(r.rule, "notation.value");
    ck_assert_msg(strstr(r.msg, "'g7'"), "%s", r.msg);
    free(bad);
}
END_TEST

START_TEST(record_ending_mid_turn_is_reported)
{
    /* Keep the first action of turn 3 and drop everything after it. */
    const char *turn = S_nth(G, "<turn n=\"3\"", 1);
    const char *first = strchr(strstr(turn, ">\n") + 2, '\n') + 1;
    char *cut = NULL;
    if (asprintf(&cut, "%.*s  </turn>\n</game>\n", (int)(first - G), G) < 0)
        abort();
    T_result r = S_check(cut, 1);
    ck_assert_int_eq(r.rc, 1);
    if (!strcmp(r.rule, "castel.turn.actions"))
        ck_assert_msg(strstr(r.msg, "missing action"), "%s", r.msg);
    else
        ck_assert_str_eq(r.rule, "castel.end.result");
    free(cut);
}
END_TEST

START_TEST(record_ending_before_the_game_is_over)
{
    const char *turn = S_nth(G, "<turn n=\"4\"", 1);
    char *cut = NULL;
    if (asprintf(&cut, "%.*s</game>\n", (int)(turn - G), G) < 0)
        abort();
    T_result r = S_check(cut, 1);
    ck_assert_str_eq(r.rule, "notation.truncated");
    free(cut);
}
END_TEST

START_TEST(truncated_file_is_reported)
{
    T_result r = T_validate(G, GN / 2, 1, 0);
    ck_assert_int_eq(r.rc, 1);
    ck_assert_str_eq(r.rule, "notation.xml");
}
END_TEST

START_TEST(unknown_version_is_refused)
{
    char *bad = S_replace(G, "version=\"1\">", "version=\"2\">");
    /* The schema lets it through so that the toolkit can say why. */
    ck_assert_str_eq(S_check(bad, 1).rule, "notation.version");
    ck_assert_str_eq(S_check(bad, 0).rule, "notation.version");
    free(bad);
}
END_TEST

START_TEST(unknown_game_is_refused)
{
    char *bad = S_replace(G, "rules=\"castel\"", "rules=\"chess\"");
    ck_assert_str_eq(S_check(bad, 1).rule, "notation.rules");
    ck_assert_str_eq(S_check(bad, 0).rule, "notation.rules");
    free(bad);
}
END_TEST

START_TEST(six_players_are_refused)
{
    char *bad = S_replace(G, "players=\"3\"", "players=\"6\"");
    ck_assert_str_eq(S_check(bad, 1).rule, "castel.setup.players");
    ck_assert_str_eq(S_check(bad, 0).rule, "castel.setup.players");
    free(bad);
}
END_TEST

START_TEST(a_card_beyond_the_deck_is_refused)
{
    /* Two rois where the deck has one. */
    const char *h1 = strstr(G, "<hand seat=\"1\">") + 15;
    const char *h2 = strstr(G, "<hand seat=\"2\">") + 15;
    char *bad = NULL;
    if (asprintf(&bad, "%.*sroi%.*sroi%s", (int)(h1 - G), G,
                 (int)(h2 - (h1 + strcspn(h1, " "))), h1 + strcspn(h1, " "),
                 h2 + strcspn(h2, " ")) < 0)
        abort();
    T_result r = S_check(bad, 1);
    ck_assert_str_eq(r.rule, "castel.deal.card");
    ck_assert_msg(strstr(r.msg, "no roi is left to deal"), "%s", r.msg);
    free(bad);
}
END_TEST

START_TEST(a_short_hand_breaks_the_deal_table)
{
    const char *h = strstr(G, "<hand seat=\"1\">") + strlen("<hand seat=\"1\">");
    const char *sp = strchr(h, ' ');
    char *bad = NULL;
    if (asprintf(&bad, "%.*s%s", (int)(h - G), G, sp + 1) < 0)
        abort();
    T_result r = S_check(bad, 1);
    ck_assert_str_eq(r.rule, "castel.deal.size");
    free(bad);
}
END_TEST

START_TEST(a_wrong_draw_assertion_is_reported)
{
    const char *d = strstr(G, "<draw card=\"");
    ck_assert(d != NULL);
    const char *q = strchr(d + 12, '"');
    char old[64];
    snprintf(old, sizeof old, "%.*s", (int)(q - d + 1), d);
    const char *other = strstr(old, "soldat") ? "<draw card=\"roi\"" :
                                                "<draw card=\"soldat\"";
    char *bad = S_replace(G, old, other);
    T_result r = S_check(bad, 1);
    ck_assert_str_eq(r.rule, "castel.draw.card");
    ck_assert_msg(strstr(r.msg, "the record says card="), "%s", r.msg);
    free(bad);
}
END_TEST

START_TEST(keep_going_counts_every_assertion)
{
    char *one = S_replace(G, "<exchange-cards>", "<exchange-cards>roi ");
    const char *res = strstr(one, "<result ");
    ck_assert(res != NULL);
    const char *end = strstr(res, "/>");
    char *two = NULL;
    if (asprintf(&two, "%.*s<result end=\"turn-limit\" winners=\"1 2 3\"%s",
                 (int)(res - one), one, end) < 0)
        abort();
    T_result r = T_validate(two, strlen(two), 1, 0);
    ck_assert_int_eq(r.ndiag, 1);
    r = T_validate(two, strlen(two), 1, 1);
    ck_assert_int_eq(r.ndiag, 3);
    free(one);
    free(two);
}
END_TEST

START_TEST(a_wrong_result_is_reported)
{
    const char *res = strstr(G, "<result ");
    const char *end = strstr(res, "/>");
    char *bad = NULL;
    if (asprintf(&bad, "%.*s<result end=\"turn-limit\"%s", (int)(res - G), G,
                 end) < 0)
        abort();
    T_result r = S_check(bad, 1);
    ck_assert_str_eq(r.rule, "castel.end.result");
    free(bad);
}
END_TEST

START_TEST(an_extra_action_in_a_turn_is_reported)
{
    const char *t = S_nth(G, "</turn>", 2);
    char *bad = NULL;
    if (asprintf(&bad, "%.*s  <draw/>\n  %s", (int)(t - G), G, t) < 0)
        abort();
    T_result r = S_check(bad, 0);
    ck_assert_str_eq(r.rule, "castel.turn.extra");
    free(bad);
}
END_TEST

START_TEST(an_action_after_the_end_is_reported)
{
    const char *res = strstr(G, "<result");
    char *bad = NULL;
    if (asprintf(&bad, "%.*s<turn><draw/><draw/></turn>\n  %s",
                 (int)(res - G), G, res) < 0)
        abort();
    T_result r = S_check(bad, 0);
    ck_assert_str_eq(r.rule, "castel.end.over");
    free(bad);
}
END_TEST

START_TEST(diagnostics_point_at_the_element)
{
    char *bad = S_replace(G, "<turn n=\"2\" seat=\"2\">",
                          "<turn n=\"2\" seat=\"3\">");
    T_result r = S_check(bad, 0);
    ck_assert_str_eq(r.rule, "castel.turn.order");
    /* The turn element starts at column 3 of its line. */
    ck_assert_msg(strstr(r.line, ":3: error[castel.turn.order]"), "%s",
                  r.line);
    free(bad);
}
END_TEST

/* ----------------------------------------------------- collections, fmt */

START_TEST(a_collection_reports_each_record)
{
    size_t n2;
    char *g2 = T_generate("castel", 2, 3, 0, 0, &n2);
    const char *b1 = strstr(G, "<game "), *b2 = strstr(g2, "<game ");
    char *body2 = S_replace(b2, " xmlns=\"urn:libnotation:1\"", "");
    char *bad2 = S_replace(body2, "<hand seat=\"1\">", "<hand seat=\"1\">roi roi ");
    char *body1 = S_replace(b1, " xmlns=\"urn:libnotation:1\"", "");
    char *doc = NULL;
    if (asprintf(&doc, "<games xmlns=\"urn:libnotation:1\">%s%s</games>",
                 body1, bad2) < 0)
        abort();
    T_result r = S_check(doc, 1);
    ck_assert_int_eq(r.rc, 1);
    ck_assert_str_eq(r.rule, "castel.deal.card");
    free(g2);
    free(body1);
    free(body2);
    free(bad2);
    free(doc);
}
END_TEST

START_TEST(fmt_is_a_fixed_point)
{
    size_t n1, n2;
    char *f1 = T_fmt(G, GN, NT_FACTS_KEEP, &n1);
    ck_assert(f1 != NULL);
    char *f2 = T_fmt(f1, n1, NT_FACTS_KEEP, &n2);
    ck_assert(f2 != NULL);
    ck_assert_uint_eq(n1, n2);
    ck_assert(!memcmp(f1, f2, n1));
    ck_assert(!memcmp(f1, G, n1)); /* generate writes the canonical form */
    free(f1);
    free(f2);
}
END_TEST

START_TEST(fmt_strips_and_fills_assertions)
{
    size_t n1, n2, n3;
    char *bare = T_fmt(G, GN, NT_FACTS_NONE, &n1);
    ck_assert(bare && !strstr(bare, "<draw card="));
    ck_assert(strstr(bare, "<turn n=\"1\" seat=\"1\">")); /* labels stay */
    char *full = T_fmt(bare, n1, NT_FACTS_ALL, &n2);
    ck_assert(full && strstr(full, "<draw card="));
    ck_assert_uint_eq(n2, GN);
    ck_assert(!memcmp(full, G, GN));
    char *again = T_fmt(full, n2, NT_FACTS_NONE, &n3);
    ck_assert_uint_eq(n1, n3);
    ck_assert(!memcmp(bare, again, n1));
    free(bare);
    free(full);
    free(again);
}
END_TEST

START_TEST(notes_are_kept_where_they_stand)
{
    char *noted = S_replace(G, "<turn n=\"2\"",
                            "<note>Bruno hesitates &amp; sighs</note>\n"
                            "  <turn n=\"2\"");
    char *noted2 = S_replace(noted, "</deal>",
                             "<note>the deal looks fair</note></deal>");
    size_t n1, n2;
    char *f1 = T_fmt(noted2, strlen(noted2), NT_FACTS_KEEP, &n1);
    ck_assert(f1 != NULL);
    const char *a = strstr(f1, "<note>the deal looks fair</note>");
    const char *b = strstr(f1, "</deal>");
    const char *c = strstr(f1, "<note>Bruno hesitates &amp; sighs</note>");
    const char *d = strstr(f1, "<turn n=\"2\"");
    ck_assert(a && b && c && d && a < b && b < c && c < d);
    char *f2 = T_fmt(f1, n1, NT_FACTS_KEEP, &n2);
    ck_assert_uint_eq(n1, n2);
    ck_assert(!memcmp(f1, f2, n1));
    free(noted);
    free(noted2);
    free(f1);
    free(f2);
}
END_TEST

START_TEST(an_invalid_record_is_not_formatted)
{
    char *bad = S_replace(G, "<hand seat=\"1\">", "<hand seat=\"1\">roi roi ");
    size_t n;
    ck_assert(T_fmt(bad, strlen(bad), NT_FACTS_KEEP, &n) == NULL);
    free(bad);
}
END_TEST

START_TEST(generation_is_reproducible)
{
    size_t n1, n2, n3;
    char *a = T_generate("castel", 4, 99, 5, 0, &n1);
    char *b = T_generate("castel", 4, 99, 5, 0, &n2);
    char *c = T_generate("castel", 4, 99, 6, 0, &n3);
    ck_assert_uint_eq(n1, n2);
    ck_assert(!memcmp(a, b, n1));
    ck_assert(n1 != n3 || memcmp(a, c, n1));
    free(a);
    free(b);
    free(c);
}
END_TEST

START_TEST(json_record_lines_are_well_formed)
{
    nt_record rec = {0};
    nt_diag d = {0};
    d.rule = "castel.place.zone";
    d.line = 7;
    d.col = 5;
    d.step = 3;
    d.message = "a \"quoted\"\tword\n";
    rec.file = "f.xml";
    rec.index = 1;
    rec.line = 2;
    rec.game = nt_game_find("castel");
    rec.ndiag = 1;
    rec.diag = &d;
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    nt_record_print_json(f, &rec);
    fclose(f);
    ck_assert_str_eq(buf,
                     "{\"file\":\"f.xml\",\"record\":1,\"line\":2,\"game\":"
                     "\"castel\",\"valid\":false,\"steps\":0,\"actions\":0,"
                     "\"diagnostics\":[{\"rule\":\"castel.place.zone\","
                     "\"severity\":\"error\",\"line\":7,\"col\":5,\"step\":3,"
                     "\"message\":\"a \\\"quoted\\\"\\tword\\n\"}]}\n");
    free(buf);
}
END_TEST

START_TEST(every_cited_rule_is_in_a_catalogue)
{
    /* Every rule id written in the sources must be listed by
     * `notation rules`. */
    const char *path = getenv("RULE_IDS");
    size_t n;
    char *ids = path ? T_slurp(path, &n) : NULL;
    ck_assert_msg(ids != NULL, "RULE_IDS names no readable file");
    int count = 0;
    for (char *save = NULL, *id = strtok_r(ids, "\n", &save); id;
         id = strtok_r(NULL, "\n", &save), count++)
        ck_assert_msg(nt_rule_find(id) != NULL, "rule %s is not catalogued",
                      id);
    ck_assert_int_gt(count, 50);
    free(ids);
}
END_TEST

/* A ruling id at p: D-12, Q-R11, H-R4, I-FULL-FLASK, HW-W4; its length,
 * or 0. */
static size_t S_ruling_id(const char *p)
{
    static const char *const heads[] = {"D-", "Q-R", "H-R", "HW-", "I-"};
    for (size_t h = 0; h < sizeof heads / sizeof *heads; h++) {
        size_t k = strlen(heads[h]);
        if (strncmp(p, heads[h], k))
            continue;
        size_t n = strspn(p + k, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-");
        while (n && p[k + n - 1] == '-')
            n--;
        return n ? k + n : 0;
    }
    return 0;
}

/* Every ruling a rule of the catalogue cites, by its id or in its source,
 * has its full text (question, choice, reason): an umpire never needs the
 * documents the sources name. */
START_TEST(every_cited_ruling_has_its_text)
{
    int checked = 0;
    for (size_t gi = 0; nt_game_at(gi); gi++) {
        const nt_game *g = nt_game_at(gi);
        size_t n;
        const nt_rule *rules = nt_game_rules(g, &n);
        for (size_t i = 0; i < n; i++) {
            const char *texts[2] = {rules[i].source, rules[i].id};
            for (int t = 0; t < 2; t++) {
                for (const char *p = texts[t]; *p; p++) {
                    if (p > texts[t] && (isalnum((unsigned char)p[-1]) ||
                                         p[-1] == '-'))
                        continue;
                    size_t len = S_ruling_id(p);
                    if (!len)
                        continue;
                    char id[64];
                    snprintf(id, sizeof id, "%.*s", (int)len, p);
                    const nt_ruling *r = nt_ruling_find(g, id);
                    ck_assert_msg(r != NULL, "%s cites %s, which has no text",
                                  rules[i].id, id);
                    ck_assert(*r->question && *r->choice && *r->reason);
                    checked++;
                }
            }
        }
    }
    ck_assert_int_gt(checked, 150);
}
END_TEST

static int S_first_detail(const nt_record *r, void *user)
{
    char **out = user;
    if (!r->valid && !*out && r->ndiag && r->diag[0].detail)
        *out = strdup(r->diag[0].detail);
    return 0;
}

START_TEST(details_give_the_state_and_the_legal_choices)
{
    /* Make seat 1 exchange a card it does not hold. */
    const char *ex = strstr(G, "<exchange give=\"");
    ck_assert(ex != NULL);
    const char *q = strchr(ex + 16, '"');
    char old[96];
    snprintf(old, sizeof old, "%.*s", (int)(q - ex + 1), ex);
    char *bad = S_replace(G, old, "<exchange give=\"licorne\"");
    char *worse = S_replace(bad, "\"licorne\"", "\"ambassadeur\"");
    nt_options o;
    nt_options_init(&o);
    o.details = 1;
    char *detail = NULL;
    o.on_record = S_first_detail;
    o.user = &detail;
    char *err = NULL;
    nt_reader *rd = nt_reader_new(&o, &err);
    nt_reader_memory(rd, "mem.xml", worse, strlen(worse));
    nt_reader_free(rd);
    ck_assert_msg(detail != NULL, "no detail");
    ck_assert_msg(strstr(detail, "legal card given to the exchange: "),
                  "%s", detail);
    ck_assert_msg(strstr(detail, "Exchange ("), "%s", detail);
    ck_assert_msg(strstr(detail, "a          b"), "%s", detail);
    free(detail);
    free(bad);
    free(worse);
}
END_TEST

Suite *notation_suite(void)
{
    Suite *s = suite_create("notation");
    TCase *b = tcase_create("bad-input");
    tcase_add_checked_fixture(b, setup, teardown);
    tcase_set_timeout(b, 60);
    tcase_add_test(b, generated_game_is_valid);
    tcase_add_test(b, malformed_xml_is_located);
    tcase_add_test(b, empty_input_is_an_error);
    tcase_add_test(b, megabytes_of_random_bytes_are_refused);
    tcase_add_test(b, random_bytes_after_a_valid_start_are_refused);
    tcase_add_test(b, wrong_namespace_is_named);
    tcase_add_test(b, missing_namespace_is_named);
    tcase_add_test(b, unknown_root_is_refused);
    tcase_add_test(b, entity_bomb_is_refused_before_expansion);
    tcase_add_test(b, external_entity_is_never_read);
    tcase_add_test(b, undeclared_entity_is_an_error);
    tcase_add_test(b, unknown_card_is_the_engines_to_report);
    tcase_add_test(b, unknown_card_without_schema_is_a_bad_value);
    tcase_add_test(b, square_outside_the_castle_is_refused);
    tcase_add_test(b, record_ending_mid_turn_is_reported);
    tcase_add_test(b, record_ending_before_the_game_is_over);
    tcase_add_test(b, truncated_file_is_reported);
    tcase_add_test(b, unknown_version_is_refused);
    tcase_add_test(b, unknown_game_is_refused);
    tcase_add_test(b, six_players_are_refused);
    tcase_add_test(b, a_card_beyond_the_deck_is_refused);
    tcase_add_test(b, a_short_hand_breaks_the_deal_table);
    suite_add_tcase(s, b);

    TCase *a = tcase_create("assertions");
    tcase_add_checked_fixture(a, setup, teardown);
    tcase_add_test(a, a_wrong_draw_assertion_is_reported);
    tcase_add_test(a, keep_going_counts_every_assertion);
    tcase_add_test(a, a_wrong_result_is_reported);
    tcase_add_test(a, an_extra_action_in_a_turn_is_reported);
    tcase_add_test(a, an_action_after_the_end_is_reported);
    tcase_add_test(a, diagnostics_point_at_the_element);
    suite_add_tcase(s, a);

    TCase *f = tcase_create("collections-and-fmt");
    tcase_add_checked_fixture(f, setup, teardown);
    tcase_add_test(f, a_collection_reports_each_record);
    tcase_add_test(f, fmt_is_a_fixed_point);
    tcase_add_test(f, fmt_strips_and_fills_assertions);
    tcase_add_test(f, notes_are_kept_where_they_stand);
    tcase_add_test(f, an_invalid_record_is_not_formatted);
    tcase_add_test(f, generation_is_reproducible);
    tcase_add_test(f, json_record_lines_are_well_formed);
    tcase_add_test(f, every_cited_rule_is_in_a_catalogue);
    tcase_add_test(f, every_cited_ruling_has_its_text);
    tcase_add_test(f, details_give_the_state_and_the_legal_choices);
    suite_add_tcase(s, f);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(notation_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

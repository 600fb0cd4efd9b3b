/* The packed form: unpack(pack(x)) is fmt(x) for every fixture and for
 * generated games of every game; packing costs what the choices are
 * worth; damaged, cut or foreign files are refused with the rule they
 * break, never a crash. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

#include "pack.h"
#include "rangecoder.h"
#include "rng.h"
#include "support.h"

/* NT_TEST_QUICK (set by make asan) divides the generated corpora by 10. */
static int S_scale(int n)
{
    return getenv("NT_TEST_QUICK") ? n / 10 : n;
}

static char *S_pack(const char *xml, size_t len, size_t *out_len,
                    nt_pack_stats *stats)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, out_len);
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_PACK;
    o.schema = 0;
    o.out = f;
    o.pack_stats = stats;
    char *err = NULL;
    nt_reader *r = nt_reader_new(&o, &err);
    ck_assert(r != NULL);
    int rc = nt_reader_memory(r, "mem.xml", xml, len);
    nt_reader_free(r);
    fclose(f);
    if (rc) {
        free(buf);
        return NULL;
    }
    return buf;
}

static char *S_unpack(const char *data, size_t len, size_t *out_len,
                      const char **rule)
{
    char *buf = NULL, *message = NULL;
    FILE *f = open_memstream(&buf, out_len);
    int rc = nt_unpack_memory(data, len, f, rule, &message);
    fclose(f);
    free(message);
    if (rc) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* unpack(pack(xml)) == canonical; returns the packed size. */
static size_t S_round_trip(const char *what, const char *xml, size_t len,
                           const char *canonical, size_t canonical_len)
{
    size_t plen, ulen;
    const char *rule = NULL;
    char *packed = S_pack(xml, len, &plen, NULL);
    ck_assert_msg(packed != NULL, "%s does not pack", what);
    char *back = S_unpack(packed, plen, &ulen, &rule);
    ck_assert_msg(back != NULL, "%s does not unpack: %s", what,
                  rule ? rule : "?");
    ck_assert_msg(ulen == canonical_len && !memcmp(back, canonical, ulen),
                  "%s: unpack(pack(x)) differs from fmt(x)", what);
    free(packed);
    free(back);
    return plen;
}

/* ------------------------------------------------------ the coder */

START_TEST(range_coder_round_trips_mixed_symbols)
{
    nt_buf out = {0};
    nt_rc_enc e;
    nt_rng r;
    nt_rng_seed(&r, 3);
    uint16_t model = NT_RC_PROB_INIT;
    enum { N = 20000 };
    static uint32_t sym[N], tot[N];
    nt_rc_enc_init(&e, &out);
    for (int i = 0; i < N; i++) {
        tot[i] = 1 + (uint32_t)nt_rng_below(&r, i % 3 ? 60 : 200000);
        sym[i] = (uint32_t)nt_rng_below(&r, tot[i]);
        if (i % 7 == 0)
            nt_rc_encode_bit(&e, &model, (int)(sym[i] & 1));
        else
            nt_rc_encode_uniform(&e, sym[i], tot[i]);
    }
    nt_rc_enc_finish(&e);
    nt_rc_dec d;
    nt_rc_dec_init(&d, out.data, out.len);
    model = NT_RC_PROB_INIT;
    for (int i = 0; i < N; i++) {
        if (i % 7 == 0)
            ck_assert_uint_eq((uint32_t)nt_rc_decode_bit(&d, &model),
                              sym[i] & 1);
        else
            ck_assert_uint_eq(nt_rc_decode_uniform(&d, tot[i]), sym[i]);
    }
    ck_assert(!d.overrun);
    ck_assert(d.p == d.end);
    nt_buf_free(&out);
}
END_TEST

START_TEST(range_coder_costs_the_information)
{
    /* 10,000 choices among 3: log2(3) bits each, 1981 bytes; the coder
     * may add a few bytes at the end, no more. */
    nt_buf out = {0};
    nt_rc_enc e;
    nt_rc_enc_init(&e, &out);
    for (int i = 0; i < 10000; i++)
        nt_rc_encode_uniform(&e, (uint32_t)(i * 7 % 3), 3);
    nt_rc_enc_finish(&e);
    ck_assert_uint_ge(out.len, 1981);
    ck_assert_uint_le(out.len, 1985);
    nt_buf_free(&out);
}
END_TEST

/* A stream whose interval straddles a byte boundary to the end holds
 * all its bytes back (0x7F then 0xFF ...) until the last one carries and
 * turns them into 0x80 then zeros.  Leaving all those zeros out made the
 * decoder read further past the end than a whole file may, and refuse it
 * as cut (found by fuzz_replay on a generated Herb Witches game). */
START_TEST(range_coder_keeps_a_carried_run_of_zeros)
{
    enum { N = 300 };
    uint32_t sym[N];
    nt_buf out = {0};
    nt_rc_enc e;
    nt_rc_enc_init(&e, &out);
    uint64_t mid = 0x80000000u; /* the point 1/2, as the coder's low sees it */
    for (int i = 0; i < N; i++) {
        uint32_t r = e.range / 256;
        uint64_t s = (mid - e.low) / r;
        ck_assert_uint_lt(s, 256);
        uint64_t low = e.low + s * r;
        uint32_t range = r;
        nt_rc_encode(&e, (uint32_t)s, 1, 256);
        sym[i] = (uint32_t)s;
        for (; range < (1u << 24); range <<= 8) { /* as the coder shifts */
            mid = (mid - low + (low & 0xFFFFFFu)) << 8;
            low = (low & 0xFFFFFFu) << 8;
        }
    }
    nt_rc_enc_finish(&e);
    ck_assert_uint_ge(out.len, N - NT_RC_PAST_END);
    ck_assert_uint_eq((uint8_t)out.data[0], 0x80);
    nt_rc_dec d;
    nt_rc_dec_init(&d, out.data, out.len);
    for (int i = 0; i < N; i++) {
        uint32_t v = nt_rc_decode_freq(&d, 256);
        ck_assert_uint_eq(v, sym[i]);
        nt_rc_decode_update(&d, v, 1);
    }
    ck_assert(!d.overrun);
    nt_buf_free(&out);
}
END_TEST

/* ------------------------------------------------------- fixtures */

static const char *const S_fixtures[] = {
    "fixtures/castel/valid/01-two-players-court.xml",
    "fixtures/castel/valid/05-four-players-pawns.xml",
    "fixtures/castel/valid/07-five-players-race.xml",
    "fixtures/castel/valid/10-collection.xml",
    "fixtures/castel/valid/11-three-players-marchand-wins.xml",
    "fixtures/quacks/valid/example-2-explosion.xml",
    "fixtures/quacks/valid/example-3-crow-skull.xml",
    "fixtures/quacks/valid/example-7-full-pot.xml",
    "fixtures/quacks/valid/game-03-4p-set1-front.xml",
    "fixtures/quacks/valid/game-06-4p-set2-back.xml",
    "fixtures/quacks/valid/game-13-4p-set31244-front.xml",
    "fixtures/quacks/valid/game-14-3p-set24132-back.xml",
};
#define NFIXTURES (int)(sizeof S_fixtures / sizeof *S_fixtures)

START_TEST(fixtures_round_trip)
{
    size_t n, fn;
    char *xml = T_slurp(S_fixtures[_i], &n);
    ck_assert_msg(xml != NULL, "%s is missing", S_fixtures[_i]);
    char *canonical = T_fmt(xml, n, NT_FACTS_KEEP, &fn);
    ck_assert(canonical != NULL);
    S_round_trip(S_fixtures[_i], xml, n, canonical, fn);
    free(canonical);
    free(xml);
}
END_TEST

START_TEST(every_fixture_round_trips)
{
    /* The whole valid fixture set, through the command-line reader's
     * directory walk: cheap enough to take all. */
    static const char *const dirs[] = {"fixtures/castel/valid",
                                       "fixtures/quacks/valid"};
    int count = 0;
    for (int d = 0; d < 2; d++) {
        char cmd[256];
        snprintf(cmd, sizeof cmd, "ls %s/*.xml", dirs[d]);
        FILE *ls = popen(cmd, "r");
        char path[512];
        while (fgets(path, sizeof path, ls)) {
            path[strcspn(path, "\n")] = 0;
            size_t n, fn;
            char *xml = T_slurp(path, &n);
            char *canonical = T_fmt(xml, n, NT_FACTS_KEEP, &fn);
            S_round_trip(path, xml, n, canonical, fn);
            free(canonical);
            free(xml);
            count++;
        }
        pclose(ls);
    }
    ck_assert_int_ge(count, 30);
}
END_TEST

START_TEST(assertions_and_notes_ride_along)
{
    /* The same game with every assertion, none, and some: all three come
     * back as they were. */
    size_t n, fn, pn_all, pn_none;
    char *xml = T_generate("quacks", 3, 8, 0, 1, &n);
    char *all = T_fmt(xml, n, NT_FACTS_KEEP, &fn);
    pn_all = S_round_trip("all assertions", xml, n, all, fn);
    free(all);
    char *none = T_fmt(xml, n, NT_FACTS_NONE, &fn);
    pn_none = S_round_trip("no assertions", none, fn, none, fn);
    /* Every assertion stated costs (nearly) nothing: they are derived. */
    ck_assert_uint_le(pn_all, pn_none + 2);
    /* Drop every other pos, add notes. */
    char *some = strdup(xml);
    int k = 0;
    for (char *p = some; (p = strstr(p, " pos=\"")); k++) {
        if (k % 2) {
            char *q = strchr(p + 6, '"');
            memmove(p, q + 1, strlen(q + 1) + 1);
        } else {
            p++;
        }
    }
    char *noted = NULL;
    const char *at = strstr(some, "<brew seat=\"2\"");
    ck_assert(at != NULL);
    if (asprintf(&noted, "%.*s<note>Brewing, &amp; more.</note>%s",
                 (int)(at - some), some, at) < 0)
        abort();
    char *canonical = T_fmt(noted, strlen(noted), NT_FACTS_KEEP, &fn);
    ck_assert(canonical != NULL);
    ck_assert(strstr(canonical, "<note>Brewing, &amp; more.</note>"));
    S_round_trip("some assertions and a note", noted, strlen(noted),
                 canonical, fn);
    free(canonical);
    free(noted);
    free(some);
    free(none);
    free(xml);
}
END_TEST

/* -------------------------------------------------- generated games */

/* `witches`: Quacks with The Herb Witches (T_generate_hw). */
static void S_generated(const char *game, int min_players, int max_players,
                        int witches)
{
    int count = S_scale(10000);
    double bound = 0;
    size_t payload = 0;
    /* One reader for the whole corpus: each packed file is appended to the
     * same stream. */
    char *buf = NULL;
    size_t buf_len = 0, done = 0;
    FILE *f = open_memstream(&buf, &buf_len);
    nt_pack_stats st = {0};
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_PACK;
    o.schema = 0;
    o.out = f;
    o.pack_stats = &st;
    char *err = NULL;
    nt_reader *r = nt_reader_new(&o, &err);
    for (int k = 0; k < count; k++) {
        size_t n, ulen;
        int players = min_players + k % (max_players - min_players + 1);
        char *xml = witches ? T_generate_hw(players, 4242, (unsigned long)k, &n)
                            : T_generate(game, players, 4242, (unsigned long)k,
                                         0, &n);
        memset(&st, 0, sizeof st);
        ck_assert_msg(nt_reader_memory(r, "gen.xml", xml, n) == 0,
                      "%s game %d does not pack", game, k);
        fflush(f);
        const char *rule = NULL;
        char *back = S_unpack(buf + done, buf_len - done, &ulen, &rule);
        ck_assert_msg(back && ulen == n && !memcmp(back, xml, n),
                      "%s game %d: unpack(pack(x)) is not x", game, k);
        done = buf_len;
        bound += (st.decision_bits + st.chance_bits) / 8;
        payload += st.payload_bytes;
        free(back);
        free(xml);
    }
    nt_reader_free(r);
    fclose(f);
    free(buf);
    /* The coded choices cost their information, a byte or two more. */
    ck_assert_msg(payload <= bound * 1.02 + 2.0 * count,
                  "%s: %zu bytes coded for a bound of %.0f", game, payload,
                  bound);
}

START_TEST(generated_castel_games_round_trip)
{
    S_generated("castel", 2, 5, 0);
}
END_TEST

START_TEST(generated_quacks_games_round_trip)
{
    S_generated("quacks", 2, 4, 0);
}
END_TEST

START_TEST(generated_herb_witches_games_round_trip)
{
    S_generated("quacks", 2, 5, 1);
}
END_TEST

/* --------------------------------------------------- bad packed files */

static char *S_packed_fixture(size_t *len)
{
    size_t n;
    char *xml = T_slurp("fixtures/quacks/valid/game-03-4p-set1-front.xml", &n);
    char *packed = S_pack(xml, n, len, NULL);
    free(xml);
    ck_assert(packed != NULL);
    return packed;
}

START_TEST(cut_files_are_refused)
{
    size_t len;
    char *packed = S_packed_fixture(&len);
    for (size_t cut = 0; cut < len; cut++) {
        size_t ulen;
        const char *rule = NULL;
        char *back = S_unpack(packed, cut, &ulen, &rule);
        ck_assert_msg(back == NULL, "cut at %zu unpacks", cut);
        /* Past the magic and the version, a cut file says it is cut. */
        ck_assert_msg(rule && !strcmp(rule, cut < 4 ? "notation.pack.magic"
                                                    : "notation.pack.truncated"),
                      "cut at %zu: rule %s", cut, rule ? rule : "(none)");
    }
    free(packed);
}
END_TEST

START_TEST(flipped_bits_are_refused)
{
    size_t len;
    char *packed = S_packed_fixture(&len);
    for (size_t byte = 0; byte < len; byte++) {
        for (int bit = 0; bit < 8; bit++) {
            packed[byte] ^= (char)(1 << bit);
            size_t ulen;
            const char *rule = NULL;
            char *back = S_unpack(packed, len, &ulen, &rule);
            ck_assert_msg(back == NULL, "bit %d of byte %zu unpacks", bit,
                          byte);
            ck_assert(rule && !strncmp(rule, "notation.pack.", 14));
            /* The length is whole: damaged, never "cut short". */
            ck_assert_msg(strcmp(rule, "notation.pack.truncated"),
                          "bit %d of byte %zu: said to be cut short", bit,
                          byte);
            packed[byte] ^= (char)(1 << bit);
        }
    }
    free(packed);
}
END_TEST

/* unpack never writes what fmt would not: the content of a packed file
 * changed a byte at a time, and framed again with its checksum right, is
 * refused or unpacks to records that validate. */
START_TEST(damaged_content_unpacks_to_valid_records_or_nothing)
{
    static const char *const files[] = {
        "fixtures/castel/valid/01-two-players-court.xml",
        "fixtures/quacks/valid/example-5-scoring-and-buying.xml"};
    nt_rng r;
    nt_rng_seed(&r, 2026);
    int refused = 0, unpacked = 0;
    for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
        size_t n, plen;
        char *xml = T_slurp(files[f], &n);
        char *packed = S_pack(xml, n, &plen, NULL);
        ck_assert(packed != NULL);
        nt_buf content = {0};
        ck_assert_int_eq(nt_pack_inflate(packed, plen, &content), 0);
        int tries = S_scale(600);
        for (int k = 0; k < tries; k++) {
            nt_buf changed = {0}, again = {0};
            nt_buf_add(&changed, content.data, content.len);
            size_t at = nt_rng_below(&r, (uint32_t)content.len);
            changed.data[at] = (char)(changed.data[at] ^
                                      (1 + nt_rng_below(&r, 255)));
            nt_pack_wrap(changed.data, changed.len, 0,
                         (unsigned char)packed[5], &again);
            size_t ulen;
            const char *rule = NULL;
            char *back = S_unpack(again.data, again.len, &ulen, &rule);
            if (back) {
                T_result v = T_validate(back, ulen, 0, 0);
                ck_assert_msg(v.ndiag == 0, "byte %zu: unpack wrote %s", at,
                              v.line);
                unpacked++;
            } else {
                ck_assert(rule != NULL);
                refused++;
            }
            free(back);
            nt_buf_free(&changed);
            nt_buf_free(&again);
        }
        nt_buf_free(&content);
        free(packed);
        free(xml);
    }
    ck_assert_int_gt(refused, 0);
}
END_TEST

START_TEST(foreign_files_are_refused)
{
    size_t ulen, n;
    const char *rule = NULL;
    char *xml = T_slurp("fixtures/quacks/valid/example-1-placement.xml", &n);
    ck_assert(S_unpack(xml, n, &ulen, &rule) == NULL);
    ck_assert_str_eq(rule, "notation.pack.magic");
    ck_assert(S_unpack("NTPK\x04", 5, &ulen, &rule) == NULL);
    ck_assert_str_eq(rule, "notation.pack.version");
    ck_assert(S_unpack("NTPK\x01\x09\x00\x00\x00\x00\x00", 11, &ulen,
                       &rule) == NULL);
    ck_assert_str_eq(rule, "notation.pack.game");
    ck_assert(S_unpack("", 0, &ulen, &rule) == NULL);
    ck_assert_str_eq(rule, "notation.pack.magic");
    free(xml);
}
END_TEST

START_TEST(invalid_records_are_not_packed)
{
    size_t n, plen;
    char *xml = T_slurp("fixtures/quacks/invalid/45-pot-position.xml", &n);
    ck_assert(S_pack(xml, n, &plen, NULL) == NULL);
    free(xml);
}
END_TEST

START_TEST(garbage_after_a_valid_header_is_refused)
{
    /* A right header and checksum over nonsense content. */
    nt_rng r;
    nt_rng_seed(&r, 11);
    for (int k = 0; k < 2000; k++) {
        unsigned char buf[64];
        size_t len = 11 + nt_rng_below(&r, 50);
        memcpy(buf, "NTPK\x01\x02\x00", 7);
        for (size_t i = 7; i < len; i++)
            buf[i] = (unsigned char)nt_rng_below(&r, 256);
        size_t ulen;
        const char *rule = NULL;
        char *back = S_unpack((const char *)buf, len, &ulen, &rule);
        free(back);
        ck_assert(back == NULL && rule != NULL);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("pack");
    TCase *t = tcase_create("coder");
    tcase_add_test(t, range_coder_round_trips_mixed_symbols);
    tcase_add_test(t, range_coder_costs_the_information);
    tcase_add_test(t, range_coder_keeps_a_carried_run_of_zeros);
    suite_add_tcase(s, t);
    t = tcase_create("round-trip");
    tcase_set_timeout(t, 900);
    tcase_add_loop_test(t, fixtures_round_trip, 0, NFIXTURES);
    tcase_add_test(t, every_fixture_round_trips);
    tcase_add_test(t, assertions_and_notes_ride_along);
    tcase_add_test(t, generated_castel_games_round_trip);
    tcase_add_test(t, generated_quacks_games_round_trip);
    tcase_add_test(t, generated_herb_witches_games_round_trip);
    suite_add_tcase(s, t);
    t = tcase_create("bad-files");
    tcase_set_timeout(t, 300);
    tcase_add_test(t, cut_files_are_refused);
    tcase_add_test(t, flipped_bits_are_refused);
    tcase_add_test(t, foreign_files_are_refused);
    tcase_add_test(t, damaged_content_unpacks_to_valid_records_or_nothing);
    tcase_add_test(t, invalid_records_are_not_packed);
    tcase_add_test(t, garbage_after_a_valid_header_is_refused);
    suite_add_tcase(s, t);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* Fuzz target: arbitrary legal play.  The first bytes choose a game and
 * its options; every later byte chooses among the legal answers at a
 * decision or chance point, so the fuzzer walks the engines (Castel,
 * Quacks with or without The Herb Witches, the Duel) through any
 * sequence of actions the rules allow.  Each game must then
 *   - replay as valid through the record reader (engine and reader
 *     agree on what is legal),
 *   - be a fixed point of fmt, and
 *   - come back byte for byte from pack and unpack.
 * Any disagreement aborts, which the fuzzer reports as a crash. */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation.h"
#include "src_random.h"

static int S_valid(const nt_record *r, void *user)
{
    int *bad = user;
    if (!r->valid) {
        *bad = 1;
        if (r->ndiag)
            nt_diag_print(stderr, r->file, &r->diag[0]);
    }
    return 0;
}

/* Validation (with the schema, compiled once); fmt and pack without it
 * (the validation has just checked the record). */
static void S_validate(const char *xml, size_t len, int *bad)
{
    static nt_reader *r;
    static int result;
    if (!r) {
        nt_options o;
        char *err = NULL;
        nt_options_init(&o);
        o.on_record = S_valid;
        o.user = &result;
        r = nt_reader_new(&o, &err);
        if (!r)
            abort();
    }
    result = 0;
    nt_reader_memory(r, "fuzz.xml", xml, len);
    *bad = result;
}

static char *S_run(nt_job_kind job, const char *xml, size_t len,
                   size_t *out_len, int *bad)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, out_len);
    nt_options o;
    char *err = NULL;
    nt_options_init(&o);
    o.job = job;
    o.schema = 0;
    o.out = f;
    o.on_record = S_valid;
    o.user = bad;
    nt_reader *r = nt_reader_new(&o, &err);
    if (!r)
        abort();
    nt_reader_memory(r, "fuzz.xml", xml, len);
    nt_reader_free(r);
    fclose(f);
    return buf;
}

static void S_same(const char *what, const char *a, size_t na, const char *b,
                   size_t nb)
{
    if (na != nb || memcmp(a, b, na)) {
        fprintf(stderr, "fuzz_replay: %s differs\n", what);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const sets[] = {"1", "2", "3", "4", "31244", "24132"};
    /* With The Herb Witches (bit 5 of the first byte). */
    static const char *const hw_sets[] = {"5", "6", "1", "5656655",
                                          "6565566", "2451650"};
    static const char *const options[] = {NULL, "flask=any",
                                          "strong-ingredient=counts",
                                          "flask=any,strong-ingredient=counts"};
    if (size < 2)
        return 0;
    nt_gen_options g = {0};
    int quacks = data[0] & 1, duel = !quacks && (data[0] >> 6) & 1;
    g.game = nt_game_find(quacks ? "quacks" : duel ? "quacks-duel" : "castel");
    g.players = quacks ? 2 + (data[0] >> 1) % 3 : 2 + (data[0] >> 1) % 4;
    g.seed = data[1];
    g.assertions = (data[0] >> 7) & 1;
    if (duel) {
        static const char *const duel_sets[] = {"1", "2", "3", "4",
                                                "123412", "432143"};
        g.players = 2;
        g.first_game = data[1] & 2;
        g.set = g.first_game ? NULL : duel_sets[(data[1] >> 2) % 6];
    }
    if (quacks) {
        int witches = (data[0] >> 5) & 1;
        g.set = (witches ? hw_sets : sets)[(data[1] >> 2) % 6];
        g.side = data[1] & 2 ? "back" : "front";
        g.options = options[(data[0] >> 3) % 4];
        if (witches) {
            g.expansion = "herb-witches";
            g.players = 2 + (data[0] >> 1) % 4;
        }
    }
    char *xml = NULL, *err = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&xml, &n);
    int rc = nt_generate_driven(&g, data + 2, size - 2, f, &err);
    fclose(f);
    if (rc) {
        fprintf(stderr, "fuzz_replay: %s\n", err ? err : "generation failed");
        abort();
    }
    int bad = 0;
    size_t fn, pn, un;
    S_validate(xml, n, &bad);
    if (bad)
        abort();
    char *canonical = S_run(NT_JOB_FMT, xml, n, &fn, &bad);
    S_same("fmt of a generated game", xml, n, canonical, fn);
    char *packed = S_run(NT_JOB_PACK, xml, n, &pn, &bad);
    char *back = NULL;
    const char *rule;
    char *message;
    FILE *u = open_memstream(&back, &un);
    if (nt_unpack_memory(packed, pn, u, &rule, &message)) {
        fprintf(stderr, "fuzz_replay: unpack: %s\n", message);
        abort();
    }
    fclose(u);
    S_same("unpack(pack(x))", xml, n, back, un);
    free(back);
    free(packed);
    free(canonical);
    free(xml);
    return 0;
}

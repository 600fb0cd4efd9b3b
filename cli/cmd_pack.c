/* notation pack and unpack: the compact binary form of records. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

static int S_report(const nt_record *r, void *user)
{
    (void)user;
    for (size_t i = 0; i < r->ndiag; i++)
        nt_diag_print(stderr, r->file, &r->diag[i]);
    return 0;
}

static void S_print_stats(const nt_pack_stats *s, long packed)
{
    double bound = s->decision_bits + s->chance_bits;
    printf("records %lu\n", s->records);
    printf("decisions %lu\n", s->decisions);
    printf("decision_bits %.1f\n", s->decision_bits);
    printf("bits_per_decision %.3f\n",
           s->decisions ? s->decision_bits / (double)s->decisions : 0.0);
    printf("chances %lu\n", s->chances);
    printf("chance_bits %.1f\n", s->chance_bits);
    printf("bits_per_chance %.3f\n",
           s->chances ? s->chance_bits / (double)s->chances : 0.0);
    printf("flags %lu\n", s->flags);
    printf("bound_bytes %.1f\n", bound / 8);
    printf("payload_bytes %zu\n", s->payload_bytes);
    printf("text_bytes %zu\n", s->text_bytes);
    if (packed >= 0)
        printf("packed_bytes %ld\n", packed);
}

/* The packed file is written through out_open: complete or not at all. */
static int S_pack(const char *in, const char *out, nt_options *o, int stats)
{
    out_target t;
    if (out_open(&t, out, 0))
        return EXIT_TROUBLE;
    nt_pack_stats s = {0};
    o->out = t.f;
    o->pack_stats = &s;
    nt_reader *r = open_reader(o);
    int rc = r ? nt_reader_file(r, in) : EXIT_TROUBLE;
    nt_reader_free(r);
    long size = t.f == stdout ? -1 : ftell(t.f);
    if (rc != EXIT_VALID) {
        out_abort(&t);
        return rc;
    }
    if (out_commit(&t))
        return EXIT_TROUBLE;
    if (stats)
        S_print_stats(&s, size);
    return rc;
}

int cmd_pack(int argc, char **argv)
{
    static const struct option opts[] = {
        {"output", required_argument, 0, 'o'},
        {"stats", no_argument, 0, 's'},
        {"no-schema", no_argument, 0, 'S'},
        {"schema", no_argument, 0, 'R'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    nt_options o;
    nt_options_init(&o);
    o.job = NT_JOB_PACK;
    o.on_record = S_report;
    const char *out = NULL;
    int stats = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":o:sh", opts, NULL)) != -1) {
        switch (c) {
        case 'o': out = optarg; break;
        case 's': stats = 1; break;
        case 'S': o.schema = 0; break;
        case 'R': o.schema = 1; break;
        case 'h':
            printf("usage: notation pack [--stats] [--schema] FILE -o OUT\n\n"
                   "Write the records of FILE (one game or a collection) in "
                   "the packed form:\nevery choice coded by its place among "
                   "the legal ones, with the odds of\nchance; metadata, setup "
                   "and notes beside; deflated.  Only valid records\nare "
                   "packed.  OUT may be - (standard output).\n\n"
                   "  -o, --output OUT   the packed file\n"
                   "  -s, --stats        print the information content and "
                   "the sizes\n"
                   "      --schema       also check the RELAX NG schema\n");
            return EXIT_VALID;
        default: return option_error("pack", c, argv);
        }
    }
    if (optind >= argc)
        return usage_error("pack", "no file given");
    if (optind + 1 < argc)
        return usage_error("pack", "one file at a time");
    if (!out)
        return usage_error("pack", "-o OUT is required");
    if (stats && !strcmp(out, "-"))
        return usage_error("pack", "--stats needs -o FILE");
    return S_pack(argv[optind], out, &o, stats);
}

/* ------------------------------------------------------------- unpack */

/* A packed file, read whole, but never more than any packed file can be
 * (the library says the same of a larger one): /dev/zero is refused. */
#define MAX_PACKED (32u << 20)

static char *S_slurp(const char *path, size_t *len, int *too_big)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    *too_big = 0;
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0, k;
    char *buf = malloc(cap);
    while (buf && (k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n < cap)
            continue;
        if (cap > MAX_PACKED) {
            *too_big = 1;
            break;
        }
        /* One byte past the limit tells a file too large. */
        cap = cap * 2 > MAX_PACKED ? MAX_PACKED + 1 : cap * 2;
        char *more = realloc(buf, cap);
        if (!more)
            free(buf);
        buf = more;
    }
    int bad = ferror(f);
    if (f != stdin)
        fclose(f);
    if (bad || *too_big) {
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}

int cmd_unpack(int argc, char **argv)
{
    static const struct option opts[] = {
        {"output", required_argument, 0, 'o'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    const char *out = NULL;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":o:h", opts, NULL)) != -1) {
        switch (c) {
        case 'o': out = optarg; break;
        case 'h':
            printf("usage: notation unpack [-o OUT] FILE\n\n"
                   "Write the records of a packed FILE as XML, in canonical "
                   "form (the bytes\nnotation fmt writes for the original), "
                   "to standard output or OUT.\n");
            return EXIT_VALID;
        default: return option_error("unpack", c, argv);
        }
    }
    if (optind >= argc)
        return usage_error("unpack", "no file given");
    if (optind + 1 < argc)
        return usage_error("unpack", "one file at a time");
    const char *in = argv[optind];
    size_t len = 0;
    int too_big;
    char *data = S_slurp(in, &len, &too_big);
    if (!data && too_big) {
        fprintf(stderr, "%s: error[notation.limit]: more than %u MB: not a "
                        "packed file (no collection of records packs to as "
                        "much)\n",
                in, MAX_PACKED >> 20);
        return EXIT_INVALID;
    }
    if (!data) {
        fprintf(stderr, "%s: error[notation.io]: %s\n", in, strerror(errno));
        return EXIT_TROUBLE;
    }
    out_target t;
    if (out_open(&t, out ? out : "-", 0)) {
        free(data);
        return EXIT_TROUBLE;
    }
    const char *rule;
    char *message;
    int rc = nt_unpack_memory(data, len, t.f, &rule, &message);
    if (rc == 1)
        fprintf(stderr, "%s: error[%s]: %s\n", in, rule, message);
    if (rc == 2)
        rc = io_error(t.f == stdout ? "standard output" : t.path, errno);
    if (rc)
        out_abort(&t); /* only the temporary file goes */
    else if (out_commit(&t))
        rc = EXIT_TROUBLE;
    free(message);
    free(data);
    return rc;
}

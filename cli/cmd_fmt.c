/* notation fmt: records written in canonical form to standard output or
 * to a file (-o, through the atomic writer of output.c), compared with it
 * (--check), or rewritten in it (--in-place); with --assert recompute,
 * the facts they state written as the rules give them. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

/* --assert recompute: the facts fixed in the file being read, held until
 * what they went to is written (f == NULL: told straight away). */
typedef struct fix_log {
    FILE *f;
    char *text;
    size_t len;
} fix_log;

typedef struct fmt_job {
    nt_options o;   /* o.user: the fix_log */
    const char *output; /* -o */
    int check;
    int in_place;
} fmt_job;

/* --assert recompute: each fact stated otherwise than the rules give it,
 * on one line, located and named like a diagnostic, so that an editor
 * jumps to it: "FILE:LINE:COL: fixed[RULE]: CONTEXT: ATTR was X, the
 * rules give Y". */
static void S_print_fix(const nt_record *r, const nt_diag *d, void *user)
{
    fix_log *log = user;
    fprintf(log->f ? log->f : stderr, "%s:%lu:%lu: fixed[%s]: %s\n",
            r->file, d->line, d->col ? d->col : 1, d->rule, d->message);
}

/* -o and --in-place: hold the fixes of a file ... */
static void S_hold_fixes(const fmt_job *j)
{
    fix_log *log = j->o.user;
    if (j->o.on_fix)
        log->f = open_memstream(&log->text, &log->len);
}

/* ... and tell them once it is written, or drop them (nothing was). */
static void S_tell_fixes(const fmt_job *j, int written)
{
    fix_log *log = j->o.user;
    if (!log->f)
        return;
    if (!fclose(log->f) && written)
        fwrite(log->text, 1, log->len, stderr);
    free(log->text);
    *log = (fix_log){0};
}

/* The whole of `f` in memory: 0, or the error number. */
static int S_slurp(FILE *f, char **data, size_t *len)
{
    size_t cap = 1 << 16, n = 0, k;
    char *buf = malloc(cap);
    while (buf && (k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) {
            char *more = realloc(buf, cap *= 2);
            if (!more)
                free(buf);
            buf = more;
        }
    }
    int err = !buf ? ENOMEM : ferror(f) ? (errno ? errno : EIO) : 0;
    if (err) {
        free(buf);
        return err;
    }
    *data = buf;
    *len = n;
    return 0;
}

/* The file's bytes (`*have`), and the canonical form of its records in
 * `*want`: the reader's status, or EXIT_TROUBLE.  The caller frees both,
 * set or NULL. */
static int S_format(const fmt_job *j, const char *path, char **have,
                    size_t *hlen, char **want, size_t *wlen)
{
    *have = *want = NULL;
    FILE *in = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    int err = in ? S_slurp(in, have, hlen) : errno;
    if (in && in != stdin)
        fclose(in);
    if (err) {
        fprintf(stderr, "%s: error[notation.io]: %s\n", path, strerror(err));
        return EXIT_TROUBLE;
    }
    FILE *m = open_memstream(want, wlen);
    if (!m) {
        warn("out of memory");
        return EXIT_TROUBLE;
    }
    nt_options o = j->o;
    o.out = m;
    nt_reader *r = open_reader(&o);
    int rc = r ? nt_reader_memory(r, path, *have, *hlen) : EXIT_TROUBLE;
    nt_reader_free(r);
    if (fclose(m) && rc == EXIT_VALID)
        rc = io_error("memory", errno);
    return rc;
}

/* The line of the first byte where `a` and `b` differ, 0 if they do
 * not. */
static unsigned long S_first_difference(const char *a, size_t alen,
                                        const char *b, size_t blen)
{
    size_t i = 0;
    while (i < alen && i < blen && a[i] == b[i])
        i++;
    if (i == alen && i == blen)
        return 0;
    unsigned long line = 1;
    for (size_t k = 0; k < i; k++)
        line += a[k] == '\n';
    return line;
}

/* --check and --in-place, for one file. */
static int S_one(const char *path, void *user)
{
    const fmt_job *j = user;
    char *have, *want;
    size_t hlen = 0, wlen = 0;
    S_hold_fixes(j);
    int rc = S_format(j, path, &have, &hlen, &want, &wlen);
    unsigned long line =
        rc == EXIT_VALID ? S_first_difference(have, hlen, want, wlen) : 0;
    if (line && j->check) {
        printf("%s: not in canonical form (first difference at line %lu)\n",
               path, line);
        rc = EXIT_INVALID;
    } else if (line) {
        /* Keeps the file's owner, group and mode; refuses a file with
         * other hard links, which would keep the old text. */
        out_target t;
        rc = out_open_in_place(&t, path);
        if (rc == EXIT_VALID && fwrite(want, 1, wlen, t.f) != wlen) {
            int err = out_why(&t);
            out_abort(&t);
            rc = io_error(path, err);
        } else if (rc == EXIT_VALID) {
            rc = out_commit(&t);
        }
    }
    S_tell_fixes(j, line && !j->check && rc == EXIT_VALID);
    free(have);
    free(want);
    return rc;
}

/* To standard output or -o, one file: streamed; -o is replaced only when
 * every record of the file is valid. */
static int S_write(const fmt_job *j, const char *path)
{
    out_target t;
    nt_options o = j->o;
    int rc = out_open(&t, j->output ? j->output : "-", 0);
    if (rc)
        return rc;
    o.out = t.f;
    if (j->output)
        S_hold_fixes(j);
    nt_reader *r = open_reader(&o);
    rc = r ? nt_reader_file(r, path) : EXIT_TROUBLE;
    nt_reader_free(r);
    if (rc == EXIT_VALID || !j->output) {
        rc = t.f == stdout ? rc : out_commit(&t);
        S_tell_fixes(j, rc == EXIT_VALID);
        return rc;
    }
    out_abort(&t);
    S_tell_fixes(j, 0);
    return rc;
}

static void S_help(void)
{
    printf("usage: notation fmt [--assert keep|all|none|recompute] "
           "[--record K] [-o OUT]\n"
           "                    [FILE]\n"
           "       notation fmt --check|--in-place "
           "[--assert keep|all|none|recompute]\n"
           "                    FILE...\n\n"
           "Write the valid records of FILE in canonical form to standard "
           "output.\n\n"
           "      --assert WHICH keep the assertions (the default), fill in "
           "all that the\n"
           "                     rules derive, or none (labels such as turn "
           "numbers stay);\n"
           "                     recompute: keep those stated, with the "
           "values the rules\n"
           "                     give (each change told on standard "
           "error)\n"
           "      --record K     the K-th record of the file only\n"
           "  -o, --output OUT   write to OUT instead, replaced only once "
           "every record of\n"
           "                     FILE is written\n"
           "      --check        write nothing: list each FILE that is not "
           "in canonical\n"
           "                     form (exit 1)\n"
           "  -i, --in-place     rewrite each FILE that is not in canonical "
           "form, keeping\n"
           "                     its owner, group and mode (not a file with "
           "other hard\n"
           "                     links)\n\n"
           "With --check and --in-place, FILE may be several files and "
           "directories (every\n.xml file below them).  Exit status: 0 "
           "valid (and canonical), 1 a record is\ninvalid (or a file not "
           "canonical), 2 usage or I/O error.\n");
}

int cmd_fmt(int argc, char **argv)
{
    static const struct option opts[] = {
        {"assert", required_argument, 0, 'a'},
        {"record", required_argument, 0, 'k'},
        {"output", required_argument, 0, 'o'},
        {"check", no_argument, 0, 'c'},
        {"in-place", no_argument, 0, 'i'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    fmt_job j = {0};
    fix_log log = {0};
    nt_options_init(&j.o);
    j.o.user = &log;
    j.o.job = NT_JOB_FMT;
    j.o.on_record = print_diags;
    j.o.on_fix = S_print_fix;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:o:ih", opts, NULL)) != -1) {
        switch (c) {
        case 'a':
            if (!strcmp(optarg, "keep"))
                j.o.facts = NT_FACTS_KEEP;
            else if (!strcmp(optarg, "all"))
                j.o.facts = NT_FACTS_ALL;
            else if (!strcmp(optarg, "none"))
                j.o.facts = NT_FACTS_NONE;
            else if (!strcmp(optarg, "recompute"))
                j.o.facts = NT_FACTS_KEEP;
            else
                return usage_error("fmt", "--assert takes keep, all, none "
                                          "or recompute");
            j.o.recompute = !strcmp(optarg, "recompute");
            break;
        case 'k':
            if (record_option("fmt", optarg, &j.o))
                return EXIT_TROUBLE;
            break;
        case 'o': j.output = optarg; break;
        case 'c': j.check = 1; break;
        case 'i': j.in_place = 1; break;
        case 'h': S_help(); return EXIT_VALID;
        default: return option_error("fmt", c, argv);
        }
    }
    if (j.check + j.in_place + (j.output != NULL) > 1)
        return usage_error("fmt", "-o, --check and --in-place do not go "
                                  "together: give one");
    if ((j.check || j.in_place) && j.o.record)
        return usage_error("fmt", "--record does not go with --%s: it "
                                  "writes one record, not the file",
                           j.check ? "check" : "in-place");
    if (j.in_place) {
        for (int i = optind; i < argc; i++)
            if (!strcmp(argv[i], "-"))
                return usage_error("fmt", "--in-place rewrites files, not "
                                          "standard input");
        if (optind >= argc)
            return usage_error("fmt", "--in-place needs a FILE");
    }
    if (j.check)
        j.o.on_fix = NULL; /* nothing is fixed: the file is only compared */
    if (j.check || j.in_place)
        return each_file("fmt", argc, argv, optind, S_one, &j);
    const char *file = optind < argc ? argv[optind] : stdin_or_none();
    struct stat st;
    if (optind + 1 < argc || (file && !stat(file, &st) && S_ISDIR(st.st_mode)))
        return usage_error("fmt", "%s takes one FILE (--check and "
                                  "--in-place take several, and directories)",
                           j.output ? "-o" : "standard output");
    if (!file)
        return usage_error("fmt", "no file given (and standard input is a "
                                  "terminal)");
    return S_write(&j, file);
}

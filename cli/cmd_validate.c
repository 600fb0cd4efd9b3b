/* notation validate: replay every record and report what breaks a rule.
 *
 * Batches: any number of files, directories, and lists of files
 * (--files-from, one path a line or NUL-separated), all in one process
 * with one reader; the lists are read as they come, so a cluster's
 * streaming interface can feed paths on standard input and read JSON Lines
 * back. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "packed.h"

typedef struct tally {
    int json;
    int quiet;
    unsigned long records;
    unsigned long invalid;
    unsigned long unread;  /* files that could not be read */
    /* Progress on a terminal. */
    int progress;
    unsigned long files;
    double bytes;
    double after;      /* seconds before the line shows (1; tests: 0) */
    struct timespec start, last;
} tally;

static double S_since(const struct timespec *t)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - t->tv_sec) +
           (double)(now.tv_nsec - t->tv_nsec) / 1e9;
}

/* The status line is erased by the handler of SIGINT and SIGTERM too. */
static volatile sig_atomic_t S_line_shown;

static void S_erase_line(void)
{
    if (S_line_shown)
        fputs("\r\033[K", stderr);
    S_line_shown = 0;
}

static void S_on_signal(int sig)
{
    if (S_line_shown) {
        ssize_t n = write(STDERR_FILENO, "\r\033[K", 4);
        (void)n;
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/* A status line on standard error, redrawn at most four times a second,
 * from the second second of a batch on, and erased at the end: the files
 * count the one being read, the records those reported. */
static void S_progress(tally *t, int last)
{
    if (!t->progress)
        return;
    if (last) {
        S_erase_line();
        return;
    }
    if (S_since(&t->start) < t->after || S_since(&t->last) < 0.25)
        return;
    clock_gettime(CLOCK_MONOTONIC, &t->last);
    double secs = S_since(&t->start);
    fprintf(stderr, "\rnotation: %lu files, %lu records, %lu invalid, "
                    "%.1f MB/s \033[K",
            t->files, t->records, t->invalid,
            secs > 0 ? t->bytes / 1048576.0 / secs : 0.0);
    S_line_shown = 1;
}

static int S_write_failed;

/* A JSON line goes out whole, in one write: a run cut by ^C leaves a file
 * whose every line parses. */
static void S_json_line(const nt_record *r)
{
    char *line = NULL;
    size_t n = 0;
    FILE *m = open_memstream(&line, &n);
    if (!m) {
        warn("out of memory");
        exit(EXIT_TROUBLE);
    }
    nt_record_print_json(m, r);
    fclose(m);
    fflush(stdout);
    for (size_t done = 0; done < n;) {
        ssize_t k = write(STDOUT_FILENO, line + done, n - done);
        if (k < 0 && errno == EINTR)
            continue;
        if (k < 0) {
            S_write_failed = errno; /* stdio never saw it */
            break;
        }
        done += (size_t)k;
    }
    free(line);
}

static int S_on_record(const nt_record *r, void *user)
{
    tally *t = user;
    if (!r->game && r->ndiag && !strcmp(r->diag[0].rule, "notation.io")) {
        /* A file that cannot be read is no record. */
        t->unread++;
        S_erase_line();
        if (t->json)
            S_json_line(r);
        else
            nt_diag_print(stdout, r->file, &r->diag[0]);
        return 0;
    }
    t->records++;
    if (!r->valid)
        t->invalid++;
    if (t->json || !r->valid || !t->quiet)
        S_erase_line(); /* the line is redrawn after what is printed */
    if (t->json) {
        S_json_line(r);
    } else {
        for (size_t i = 0; i < r->ndiag; i++)
            nt_diag_print(stdout, r->file, &r->diag[i]);
        if (r->valid && !t->quiet)
            printf("%s:%lu: ok: %s%s%s\n", r->file, r->line,
                   r->game ? nt_game_id(r->game) : "?",
                   r->summary ? ": " : "", r->summary ? r->summary : "");
    }
    if (t->progress)
        fflush(stdout);
    S_progress(t, 0);
    return 0;
}

/* One argument: a file, - or a directory. */
static int S_validate(nt_reader *r, const char *arg, tally *t)
{
    path_list files = {0};
    int status = paths_add(&files, arg) ? EXIT_TROUBLE : EXIT_VALID;
    for (size_t i = 0; i < files.n; i++) {
        struct stat st;
        t->files++;
        if (t->progress && !stat(files.paths[i], &st))
            t->bytes += (double)st.st_size;
        int damaged;
        int rc = packed_reader_file(r, files.paths[i], &damaged);
        /* A damaged packed file is a record that cannot be read. */
        t->records += (unsigned long)damaged;
        t->invalid += (unsigned long)damaged;
        if (rc > status)
            status = rc;
        S_progress(t, 0);
    }
    paths_free(&files);
    return status;
}

/* The paths listed in `list`, one a line or NUL-separated, as they come. */
/* One name of a list, read without letting it grow past any path: a list
 * that is not one (-T /dev/zero) is refused, not read for ever.  1 for a
 * name in `name`, 0 at the end, -1 after a message. */
static int S_list_name(FILE *f, int nul, const char *list, char *name,
                       size_t cap)
{
    size_t n = 0;
    int c;
    while ((c = getc(f)) != EOF && c != (nul ? '\0' : '\n')) {
        if (n + 1 >= cap) {
            warn("%s: a name longer than %zu bytes: this is not a list of "
                 "files%s",
                 list, cap - 1, nul ? "" : " (one a line)");
            return -1;
        }
        name[n++] = (char)c;
    }
    if (c == EOF && !n)
        return 0;
    if (!nul)
        while (n > 0 && (name[n - 1] == '\r' || name[n - 1] == ' '))
            n--;
    name[n] = '\0';
    if (nul && !n) {
        /* find -print0 never writes an empty name. */
        warn("%s: an empty name in a NUL-separated list: this is not a "
             "list of files",
             list);
        return -1;
    }
    return 1;
}

/* The paths listed in `list`, one a line or NUL-separated, as they come. */
static int S_validate_list(nt_reader *r, const char *list, int nul, tally *t)
{
    FILE *f = strcmp(list, "-") ? fopen(list, "r") : stdin;
    if (!f) {
        warn("%s: %s", list, strerror(errno));
        return EXIT_TROUBLE;
    }
    char name[PATH_MAX];
    int status = EXIT_VALID, got;
    while ((got = S_list_name(f, nul, list, name, sizeof name)) > 0) {
        if (!name[0])
            continue;
        int rc = S_validate(r, name, t);
        if (rc > status)
            status = rc;
    }
    if (got < 0)
        status = EXIT_TROUBLE;
    if (ferror(f)) {
        warn("%s: %s", list, strerror(errno));
        status = EXIT_TROUBLE;
    }
    if (f != stdin)
        fclose(f);
    return status;
}

static void S_help(void)
{
    printf("usage: notation validate [--keep-going] [--format text|json] "
           "[--explain]\n"
           "                         [--main-line] [--schema] [--quiet] "
           "[--files-from LIST [--null]]\n"
           "                         [--progress|--no-progress] [FILE...]\n\n"
           "Replay every record of every FILE (- or none for standard "
           "input; a directory\nfor every .xml file below it) against the "
           "rules, "
           "and report each record's first\nviolation as "
           "FILE:LINE:COL: error[RULE]: message.\n\n"
           "  -k, --keep-going   also report every later violation that does "
           "not depend\n                     on the first (assertions)\n"
           "  -f, --format FMT   text (default) or json (JSON Lines: one "
           "object per record)\n"
           "  -e, --explain      add the state and the legal choices to each "
           "diagnostic\n"
           "      --main-line    check the main line only, passing over "
           "variations\n"
           "      --schema       also check each record against its RELAX NG "
           "schema\n                     (the engine's reading is already as "
           "strict; its\n                     diagnostic comes first)\n"
           "      --no-schema    the default: the engine alone\n"
           "  -q, --quiet        print nothing for valid records\n"
           "  -T, --files-from LIST  also read the files listed in LIST (- "
           "for standard\n                     input), one a line, as they "
           "come\n"
           "  -0, --null         the list is NUL-separated (find -print0)\n"
           "      --progress     show progress on standard error (the "
           "default on a\n                     terminal)\n"
           "      --no-progress  never show it\n\n"
           "Exit status: 0 all valid, 1 some record invalid, 2 usage or I/O "
           "error.\n");
}

int cmd_validate(int argc, char **argv)
{
    static const struct option opts[] = {
        {"keep-going", no_argument, 0, 'k'}, {"format", required_argument, 0, 'f'},
        {"explain", no_argument, 0, 'e'},    {"no-schema", no_argument, 0, 'S'},
        {"schema", no_argument, 0, 's'},
        {"main-line", no_argument, 0, 'M'},
        {"quiet", no_argument, 0, 'q'},      {"help", no_argument, 0, 'h'},
        {"files-from", required_argument, 0, 'T'},
        {"null", no_argument, 0, '0'},
        {"progress", no_argument, 0, 'P'},
        {"no-progress", no_argument, 0, 'N'},
        {0, 0, 0, 0}};
    nt_options o;
    tally t = {0};
    nt_options_init(&o);
    const char *list = NULL;
    int nul = 0, progress = -1, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":kf:eqhT:0", opts, NULL)) != -1) {
        switch (c) {
        case 'k': o.keep_going = 1; break;
        case 'e': o.details = 1; break;
        case 'S': o.schema = 0; break;
        case 's': o.schema = 1; break;
        case 'M': o.main_line = 1; break;
        case 'q': t.quiet = 1; break;
        case 'T': list = optarg; break;
        case '0': nul = 1; break;
        case 'P': progress = 1; break;
        case 'N': progress = 0; break;
        case 'f':
            if (!strcmp(optarg, "json"))
                t.json = 1;
            else if (strcmp(optarg, "text"))
                return usage_error("validate", "unknown format '%s'", optarg);
            break;
        case 'h': S_help(); return EXIT_VALID;
        default: return option_error("validate", c, argv);
        }
    }
    const char *piped = optind >= argc && !list ? stdin_or_none() : NULL;
    if (optind >= argc && !list && !piped)
        return usage_error("validate", "no file given (and standard input "
                                       "is a terminal)");
    if (nul && !list)
        return usage_error("validate", "--null goes with --files-from");
    t.progress = progress >= 0 ? progress : isatty(STDERR_FILENO);
    const char *after = getenv("NOTATION_PROGRESS_AFTER");
    t.after = after ? atof(after) : 1.0;
    clock_gettime(CLOCK_MONOTONIC, &t.last);
    t.last.tv_sec -= 1;
    if (t.progress) {
        signal(SIGINT, S_on_signal);
        signal(SIGTERM, S_on_signal);
    }
    clock_gettime(CLOCK_MONOTONIC, &t.start);
    o.on_record = S_on_record;
    o.user = &t;
    nt_reader *r = open_reader(&o);
    if (!r)
        return EXIT_TROUBLE;
    int status = EXIT_VALID;
    for (int i = optind; i < argc; i++) {
        int rc = S_validate(r, argv[i], &t);
        if (rc > status)
            status = rc;
    }
    if (piped) {
        int rc = S_validate(r, piped, &t);
        if (rc > status)
            status = rc;
    }
    if (list) {
        int rc = S_validate_list(r, list, nul, &t);
        if (rc > status)
            status = rc;
    }
    nt_reader_free(r);
    S_progress(&t, 1);
    if (S_write_failed)
        return io_error("standard output", S_write_failed);
    if (!t.json && !t.quiet && t.records + t.unread > 1)
        printf("%lu records, %lu valid, %lu invalid%s", t.records,
               t.records - t.invalid, t.invalid, t.unread ? "; " : "\n");
    if (!t.json && !t.quiet && t.records + t.unread > 1 && t.unread)
        printf("%lu file%s could not be read\n", t.unread,
               t.unread == 1 ? "" : "s");
    if (!t.records) {
        /* Nothing was checked: not a success, whatever the reason. */
        if (status != EXIT_TROUBLE)
            warn("no record to check%s",
                 t.files ? " in what was given" : ": no .xml file found");
        return EXIT_TROUBLE;
    }
    return status;
}

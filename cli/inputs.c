/* The inputs of the collection commands, and their status line.  No
 * signal handler wipes the line: output.c's, which removes a temporary
 * file on ^C, matters more, and one process has one. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "inputs.h"

static double S_seconds(const struct timespec *since)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - since->tv_sec) +
           (double)(now.tv_nsec - since->tv_nsec) * 1e-9;
}

void inputs_init(inputs *in, const char *cmd)
{
    memset(in, 0, sizeof *in);
    in->cmd = cmd;
    in->progress = -1;
}

int inputs_option(inputs *in, int c, const char *arg)
{
    switch (c) {
    case 'T': in->list = arg; return 1;
    case '0': in->nul = 1; return 1;
    case 'P': in->progress = 1; return 1;
    case 'N': in->progress = 0; return 1;
    default: return 0;
    }
}

void inputs_quiet(inputs *in)
{
    if (in->shown)
        fputs("\r\033[K", stderr);
    in->shown = 0;
}

/* At most four times a second, and only once the run has lasted `after`
 * seconds (1; NOTATION_PROGRESS_AFTER for tests). */
void inputs_record(inputs *in)
{
    in->records++;
    if (in->progress != 1 || S_seconds(&in->start) < in->after ||
        S_seconds(&in->drawn) < 0.25)
        return;
    clock_gettime(CLOCK_MONOTONIC, &in->drawn);
    double t = S_seconds(&in->start);
    fflush(stdout);
    fprintf(stderr, "\rnotation %s: %lu files, %lu records, %.1f MB/s\033[K",
            in->cmd, in->files, in->records,
            t > 0 ? in->bytes / (1024.0 * 1024.0) / t : 0.0);
    in->shown = 1;
}

typedef struct walk {
    inputs *in;
    int (*each)(const char *path, void *user);
    void *user;
} walk;

static int S_one_arg(walk *w, const char *arg)
{
    path_list files = {0};
    int status = paths_add(&files, arg) ? EXIT_TROUBLE : EXIT_VALID;
    for (size_t i = 0; i < files.n; i++) {
        struct stat st;
        w->in->files++;
        if (!stat(files.paths[i], &st) && S_ISREG(st.st_mode))
            w->in->bytes += (double)st.st_size;
        int rc = w->each(files.paths[i], w->user);
        status = rc > status ? rc : status;
    }
    paths_free(&files);
    return status;
}

/* The next name of a list into `name`: 1, 0 at its end, -1 (after a
 * message) for what cannot be a list of paths. */
static int S_next_name(FILE *f, const inputs *in, char *name, size_t cap)
{
    int sep = in->nul ? '\0' : '\n', c;
    size_t n = 0;
    while ((c = getc(f)) != EOF && c != sep) {
        if (n + 1 == cap) {
            warn("%s: no path is %zu bytes long: this is not a list of "
                 "files",
                 in->list, cap);
            return -1;
        }
        name[n++] = (char)c;
    }
    if (c == EOF && n == 0)
        return 0;
    while (!in->nul && n && strchr("\r ", name[n - 1]))
        n--;
    name[n] = '\0';
    return 1;
}

static int S_list(walk *w)
{
    const inputs *in = w->in;
    FILE *f = strcmp(in->list, "-") ? fopen(in->list, "r") : stdin;
    if (!f) {
        warn("%s: %s", in->list, strerror(errno));
        return EXIT_TROUBLE;
    }
    char name[PATH_MAX];
    int status = EXIT_VALID, got;
    while ((got = S_next_name(f, in, name, sizeof name)) > 0) {
        int rc = name[0] ? S_one_arg(w, name) : EXIT_VALID;
        status = rc > status ? rc : status;
    }
    if (got < 0 || ferror(f)) {
        if (got >= 0)
            warn("%s: %s", in->list, strerror(errno));
        status = EXIT_TROUBLE;
    }
    if (f != stdin)
        fclose(f);
    return status;
}

int inputs_each(inputs *in, int argc, char **argv, int first,
                int (*each)(const char *path, void *user), void *user)
{
    const char *piped = first >= argc && !in->list ? stdin_or_none() : NULL;
    if (first >= argc && !in->list && !piped)
        return usage_error(in->cmd, "no file given (and standard input is "
                                    "a terminal)");
    if (in->nul && !in->list)
        return usage_error(in->cmd, "--null goes with --files-from");
    if (in->progress < 0)
        in->progress = isatty(STDERR_FILENO);
    const char *after = getenv("NOTATION_PROGRESS_AFTER");
    in->after = after ? atof(after) : 1.0;
    clock_gettime(CLOCK_MONOTONIC, &in->start);
    in->drawn = in->start;
    in->drawn.tv_sec -= 1;
    walk w = {in, each, user};
    int status = piped ? S_one_arg(&w, piped) : EXIT_VALID;
    for (int i = first; i < argc; i++) {
        int rc = S_one_arg(&w, argv[i]);
        status = rc > status ? rc : status;
    }
    if (in->list) {
        int rc = S_list(&w);
        status = rc > status ? rc : status;
    }
    inputs_quiet(in);
    /* Nothing read (a directory with no record file): not a success, said
     * as validate says it. */
    if (!in->files && status < EXIT_TROUBLE) {
        warn("no record to check: no .xml file found");
        status = EXIT_TROUBLE;
    }
    return status;
}

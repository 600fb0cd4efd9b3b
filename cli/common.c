#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

void warn(const char *fmt, ...)
{
    va_list ap;
    fputs("notation: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

int usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "notation %s: ", cmd);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'notation %s --help' or 'man notation-%s'.\n", cmd,
            cmd);
    return EXIT_TROUBLE;
}

const char *stdin_or_none(void)
{
    return isatty(STDIN_FILENO) ? NULL : "-";
}

int option_error(const char *cmd, int c, char **argv)
{
    const char *arg = argv[optind - 1];
    if (c == ':')
        return usage_error(cmd, "option '%s' needs a value", arg);
    return usage_error(cmd, "unknown option '%s'", arg);
}

static void S_push(path_list *l, const char *path)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 16;
        l->paths = realloc(l->paths, l->cap * sizeof *l->paths);
        if (!l->paths) {
            warn("out of memory");
            exit(EXIT_TROUBLE);
        }
    }
    l->paths[l->n] = strdup(path);
    if (!l->paths[l->n]) {
        warn("out of memory");
        exit(EXIT_TROUBLE);
    }
    l->n++;
}

static int S_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The files a directory stands for: records, as XML or packed. */
static int S_xml_name(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && (!strcasecmp(name + n - 4, ".xml") ||
                     !strcasecmp(name + n - 4, ".ntp"));
}

static int S_walk(path_list *l, const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        warn("%s: %s", dir, strerror(errno));
        return -1;
    }
    size_t first = l->n;
    struct dirent *e;
    int rc = 0;
    path_list subdirs = {0};
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        size_t n = strlen(dir) + strlen(e->d_name) + 2;
        char *path = malloc(n);
        if (!path)
            break;
        snprintf(path, n, "%s/%s", dir, e->d_name);
        /* Regular files only: a FIFO named x.xml is not waited on. */
        struct stat st;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
            S_push(&subdirs, path);
        else if (S_xml_name(e->d_name) && stat(path, &st) == 0 &&
                 S_ISREG(st.st_mode))
            S_push(l, path);
        free(path);
    }
    closedir(d);
    if (l->n - first > 1)
        qsort(l->paths + first, l->n - first, sizeof *l->paths, S_cmp);
    if (subdirs.n > 1)
        qsort(subdirs.paths, subdirs.n, sizeof *subdirs.paths, S_cmp);
    for (size_t i = 0; i < subdirs.n; i++)
        if (S_walk(l, subdirs.paths[i]))
            rc = -1;
    paths_free(&subdirs);
    return rc;
}

int paths_add(path_list *l, const char *arg)
{
    struct stat st;
    if (strcmp(arg, "-") && stat(arg, &st) == 0 && S_ISDIR(st.st_mode)) {
        char *dir = strdup(arg);
        size_t n = strlen(dir);
        while (n > 1 && dir[n - 1] == '/')
            dir[--n] = '\0';
        int rc = S_walk(l, dir);
        free(dir);
        return rc;
    }
    S_push(l, arg);
    return 0;
}

void paths_free(path_list *l)
{
    for (size_t i = 0; i < l->n; i++)
        free(l->paths[i]);
    free(l->paths);
    memset(l, 0, sizeof *l);
}

nt_reader *open_reader(const nt_options *o)
{
    char *err = NULL;
    nt_reader *r = nt_reader_new(o, &err);
    if (!r) {
        warn("%s", err ? err : "cannot load the schemas");
        free(err);
    }
    return r;
}

int components_option(int *argc, char **argv)
{
    int out = 1, rc = 0, done = 0;
    for (int i = 1; i < *argc; i++) {
        const char *a = argv[i], *file = NULL;
        done |= !strcmp(a, "--");
        if (!done && !strcmp(a, "--components")) {
            if (i + 1 >= *argc) {
                warn("--components needs a FILE");
                return -1;
            }
            file = argv[++i];
        } else if (!done && !strncmp(a, "--components=", 13)) {
            file = a + 13;
        }
        if (!file) {
            argv[out++] = argv[i];
            continue;
        }
        char *err = NULL;
        if (!rc && nt_components_load(file, &err)) {
            fprintf(stderr, "%s\n", err ? err : file);
            rc = -1;
        }
        free(err);
    }
    argv[out] = NULL;
    *argc = out;
    return rc;
}

int each_file(const char *cmd, int argc, char **argv, int first,
              int (*each)(const char *path, void *user), void *user)
{
    const char *piped = first >= argc ? stdin_or_none() : NULL;
    if (first >= argc && !piped)
        return usage_error(cmd, "no file given (and standard input is a "
                                "terminal)");
    if (piped)
        return each(piped, user);
    int status = EXIT_VALID;
    size_t read = 0;
    for (int i = first; i < argc; i++) {
        path_list files = {0};
        int rc = paths_add(&files, argv[i]) ? EXIT_TROUBLE : EXIT_VALID;
        if (rc > status)
            status = rc;
        for (size_t k = 0; k < files.n; k++, read++) {
            rc = each(files.paths[k], user);
            if (rc > status)
                status = rc;
        }
        paths_free(&files);
    }
    /* A directory with no record file: nothing done is not a success. */
    if (!read && status < EXIT_TROUBLE) {
        warn("no record to check: no .xml file found");
        status = EXIT_TROUBLE;
    }
    return status;
}

int number_option(const char *cmd, const char *opt, const char *arg,
                  long min, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 10);
    /* Worded as the places are (where.c): "a record number (1 or more)". */
    if (end == arg || *end || errno || v < min || v > 1000000000L)
        return usage_error(cmd, "%s wants %s (%ld or more), not '%s'", opt,
                           !strcmp(opt, "--record") ? "a record number"
                                                    : "a whole number",
                           min, arg);
    *out = v;
    return 0;
}

/* Where a command's output goes, so that nothing is lost and nothing is
 * destroyed, as git's lock files and gzip do it:
 *   - a regular file (or a name not yet taken) is written to a private
 *     temporary file beside it (mkstemp), synced, and renamed over it
 *     only once every byte is written; a symlink keeps its link and its
 *     target is what gets replaced;
 *   - a device, a FIFO or a socket is written directly, never replaced;
 *   - a failure, SIGINT or SIGTERM removes the temporary file, and only it:
 *     nothing the command did not create is ever removed;
 *   - every write is checked: a full disk is an error (exit 2).
 * One temporary file exists at a time; the signal handler knows it. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

/* The temporary file being written, for the signal handler. */
static char S_pending[PATH_MAX + 32];
static volatile sig_atomic_t S_have_pending;

static void S_on_signal(int sig)
{
    if (S_have_pending)
        unlink(S_pending);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void S_guard(const char *tmp)
{
    static int installed;
    if (!installed) {
        signal(SIGINT, S_on_signal);
        signal(SIGTERM, S_on_signal);
        signal(SIGHUP, S_on_signal);
        installed = 1;
    }
    S_have_pending = 0;
    snprintf(S_pending, sizeof S_pending, "%s", tmp);
    S_have_pending = 1;
}

static void S_unguard(void)
{
    S_have_pending = 0;
}

int io_error(const char *what, int err)
{
    fprintf(stderr, "notation: error[notation.io]: cannot write %s: %s\n",
            what, strerror(err ? err : EIO));
    return EXIT_TROUBLE;
}

/* Where the bytes of `path` end up: the final target of a chain of
 * symlinks (a dangling one included), or the path itself. */
static char *S_target(const char *path)
{
    char *cur = strdup(path);
    for (int hops = 0; cur && hops < 40; hops++) {
        struct stat st;
        if (lstat(cur, &st) || !S_ISLNK(st.st_mode))
            return cur;
        char link[PATH_MAX];
        ssize_t n = readlink(cur, link, sizeof link - 1);
        if (n < 0)
            return cur;
        link[n] = '\0';
        char *next;
        if (link[0] == '/') {
            next = strdup(link);
        } else {
            char *copy = strdup(cur);
            const char *dir = copy ? dirname(copy) : ".";
            size_t len = strlen(dir) + strlen(link) + 2;
            next = malloc(len);
            if (next)
                snprintf(next, len, "%s/%s", dir, link);
            free(copy);
        }
        free(cur);
        cur = next;
    }
    return cur;
}

/* The reason of a failed write, when stdio no longer holds it: the
 * output is broken already, and one more byte asks the system why. */
static int S_why(FILE *f)
{
    int err = errno;
    if (err)
        return err;
    if (write(fileno(f), "\n", 1) < 0)
        return errno;
    return EIO;
}

int out_open(out_target *o, const char *path, int force)
{
    memset(o, 0, sizeof *o);
    o->path = path;
    if (!strcmp(path, "-")) {
        o->f = stdout;
        return 0;
    }
    struct stat st;
    int exists = stat(path, &st) == 0;
    if (exists && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
        /* A device, FIFO or socket: written as it is, never replaced. */
        o->f = fopen(path, "wb");
        if (!o->f)
            return io_error(path, errno);
        return 0;
    }
    if (exists && S_ISDIR(st.st_mode))
        return io_error(path, EISDIR);
    if (exists && force < 0) {
        fprintf(stderr,
                "notation: error[notation.io]: %s exists: not written "
                "over%s\n",
                path, force == -1 ? " (--force replaces it)" : "");
        return EXIT_TROUBLE;
    }
    o->final = S_target(path);
    if (!o->final)
        return io_error(path, ENOMEM);
    char *copy = strdup(o->final);
    char *base = copy ? basename(copy) : NULL;
    char *dcopy = strdup(o->final);
    const char *dir = dcopy ? dirname(dcopy) : NULL;
    size_t len = base && dir ? strlen(dir) + strlen(base) + 16 : 0;
    o->tmp = len ? malloc(len) : NULL;
    if (o->tmp)
        snprintf(o->tmp, len, "%s/.%s.XXXXXX", dir, base);
    free(copy);
    free(dcopy);
    if (!o->tmp) {
        out_abort(o);
        return io_error(path, ENOMEM);
    }
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        int err = errno;
        free(o->tmp);
        o->tmp = NULL; /* nothing was made: nothing to remove */
        out_abort(o);
        return io_error(path, err);
    }
    S_guard(o->tmp);
    /* As an ordinary new file would be: mkstemp makes it private. */
    mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, exists ? st.st_mode & 07777 : 0666 & ~mask);
    o->f = fdopen(fd, "wb");
    if (!o->f) {
        int err = errno;
        close(fd);
        out_abort(o);
        return io_error(path, err);
    }
    return 0;
}

void out_abort(out_target *o)
{
    if (o->f && o->f != stdout)
        fclose(o->f);
    o->f = NULL;
    if (o->tmp) {
        unlink(o->tmp);
        S_unguard();
    }
    free(o->tmp);
    free(o->final);
    o->tmp = o->final = NULL;
}

int out_commit(out_target *o)
{
    int err = 0;
    errno = 0;
    if (fflush(o->f) || ferror(o->f))
        err = S_why(o->f);
    if (!err && o->tmp && fsync(fileno(o->f)))
        err = errno;
    if (o->f != stdout) {
        if (fclose(o->f) && !err)
            err = errno;
        o->f = NULL;
    }
    if (!err && o->tmp && rename(o->tmp, o->final))
        err = errno;
    if (err) {
        out_abort(o);
        return io_error(!strcmp(o->path, "-") ? "standard output" : o->path,
                        err);
    }
    if (o->tmp)
        S_unguard();
    free(o->tmp);
    free(o->final);
    o->tmp = o->final = NULL;
    return 0;
}

int stdout_done(int rc)
{
    errno = 0;
    if (fflush(stdout) || ferror(stdout))
        return io_error("standard output", S_why(stdout));
    return rc;
}

int out_whole(FILE *f, const char *data, size_t n)
{
    if (fflush(f))
        return errno ? errno : EIO;
    for (size_t done = 0; done < n;) {
        ssize_t k = write(fileno(f), data + done, n - done);
        if (k < 0 && errno == EINTR)
            continue;
        if (k < 0)
            return errno;
        done += (size_t)k;
    }
    return 0;
}

/* Where a command's output goes, so that nothing is lost and nothing is
 * destroyed:
 *   - a regular file (or a name not yet taken) is written to a file that
 *     has no name yet (O_TMPFILE) in its directory, synced, and given the
 *     name only once every byte is written: a run stopped by any signal,
 *     SIGKILL included, leaves nothing behind.  Where the file system has
 *     no unnamed files, a hidden temporary file beside it (mkstemp) is
 *     renamed instead, and SIGINT, SIGTERM or SIGHUP remove it;
 *   - a name that must be free (split, generate without --force) is taken
 *     by a call that fails when it is not (linkat, renameat2 with
 *     RENAME_NOREPLACE): a second writer is never written over;
 *   - a replaced file keeps its mode and, where allowed, its owner and
 *     group; no call links a file over a taken name, so the new one has a
 *     hidden name beside it for the instant before it is renamed over the
 *     old; a symlink keeps its link and its target is what gets replaced;
 *   - a device, a FIFO, a socket or standard output is written directly,
 *     or, held (out_hold), only once the command keeps its output;
 *   - a failure removes the temporary file, and only it: nothing the
 *     command did not create is ever removed;
 *   - every write is checked: a full disk is an error (exit 2).
 * One named temporary file exists at a time; the signal handler knows it.
 * Once a file of our own is open, SIGINT, SIGTERM and SIGHUP end the run
 * as they always did, even one started with them ignored. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE (1 << 0)
#endif

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

/* From the first file of our own on, SIGINT, SIGTERM and SIGHUP end the
 * run, even when it started with them ignored (as a shell starts a
 * command in the background): an unnamed file simply goes with it. */
static void S_install(void)
{
    static int installed;
    if (!installed) {
        signal(SIGINT, S_on_signal);
        signal(SIGTERM, S_on_signal);
        signal(SIGHUP, S_on_signal);
        installed = 1;
    }
}

static void S_guard(const char *tmp)
{
    S_install();
    S_have_pending = 0;
    snprintf(S_pending, sizeof S_pending, "%s", tmp);
    S_have_pending = 1;
}

static void S_unguard(void)
{
    S_have_pending = 0;
}

/* SIGINT, SIGTERM and SIGHUP held back (`block` 1) or let through
 * again, so that two steps that leave a name between them are never cut
 * apart by them (the reader's thread is over by the time a file is
 * named). */
static void S_hold_signals(int block, sigset_t *old)
{
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    if (block)
        pthread_sigmask(SIG_BLOCK, &set, old);
    else
        pthread_sigmask(SIG_SETMASK, old, NULL);
}

/* Standard output failed and was said so: said once, not again when the
 * command ends (stdio still holds what it could not write). */
static int S_stdout_said;

int io_error(const char *what, int err)
{
    fprintf(stderr, "notation: error[notation.io]: cannot write %s: %s\n",
            what, strerror(err ? err : EIO));
    if (!strcmp(what, "standard output"))
        S_stdout_said = 1;
    return EXIT_TROUBLE;
}

/* A name that must be free was not: said as split and generate say it. */
static int S_taken(const out_target *o)
{
    fprintf(stderr,
            "notation: error[notation.io]: %s exists: not written over%s\n",
            o->path, o->force == -1 ? " (--force replaces it)" : "");
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

/* The directory of `path` (malloc'd), or NULL when out of memory. */
static char *S_dir(const char *path)
{
    char *copy = strdup(path);
    char *dir = copy ? strdup(dirname(copy)) : NULL;
    free(copy);
    return dir;
}

/* DIR/.NAME.XXXXXX for `path` (malloc'd), or NULL: a hidden name beside
 * it, for mkstemp or S_fill. */
static char *S_template(const char *path)
{
    char *dir = S_dir(path), *copy = strdup(path);
    const char *base = copy ? basename(copy) : NULL;
    size_t len = dir && base ? strlen(dir) + strlen(base) + 16 : 0;
    char *t = len ? malloc(len) : NULL;
    if (t)
        snprintf(t, len, "%s/.%s.XXXXXX", dir, base);
    free(dir);
    free(copy);
    return t;
}

/* The last six characters of `name` made up afresh: a candidate for a
 * name that is free, which the link that takes it checks. */
static void S_fill(char *name)
{
    static const char set[] = "abcdefghijklmnopqrstuvwxyz"
                              "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    static unsigned long calls;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    unsigned long v = (unsigned long)ts.tv_nsec ^
                      ((unsigned long)getpid() << 20) ^
                      (++calls * 2654435761UL);
    char *x = name + strlen(name) - 6;
    for (int i = 0; i < 6; i++, v /= sizeof set - 1)
        x[i] = set[v % (sizeof set - 1)];
}

/* The reason of a failed write, when stdio no longer holds it.  Our own
 * file (`own`) is to be dropped: more bytes in it meet the condition that
 * stopped it (a full disk, a quota) and name it.  Anything else is broken
 * already, and one more byte asks the system why. */
static int S_why(FILE *f, int own)
{
    static const char zeros[4096];
    if (errno)
        return errno;
    for (int i = 0; own && i < 256; i++)
        if (write(fileno(f), zeros, sizeof zeros) < 0)
            return errno;
    if (!own && write(fileno(f), "\n", 1) < 0)
        return errno;
    return EIO;
}

/* A file with no name in the directory of `final`, open for writing: its
 * descriptor, or -1 with errno set (EOPNOTSUPP, EISDIR or EINVAL when the
 * system or the file system has no such files). */
static int S_unnamed(const char *final)
{
#ifdef O_TMPFILE
    char *dir = S_dir(final);
    if (!dir)
        return errno = ENOMEM, -1;
    int fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
    int err = errno;
    free(dir);
    errno = err;
    return fd;
#else
    (void)final;
    errno = EOPNOTSUPP;
    return -1;
#endif
}

/* A hidden temporary file beside `final`, mode as a new file's (mkstemp
 * makes it private), removed by the signal handler until it is renamed:
 * its descriptor, or -1 with errno set. */
static int S_named(out_target *o)
{
    o->tmp = S_template(o->final);
    if (!o->tmp)
        return errno = ENOMEM, -1;
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        int err = errno;
        free(o->tmp);
        o->tmp = NULL; /* nothing was made: nothing to remove */
        return errno = err, -1;
    }
    S_guard(o->tmp);
    mode_t mask = umask(0);
    umask(mask);
    if (fchmod(fd, 0666 & ~mask)) {
        int err = errno;
        close(fd); /* o->tmp stays, for out_abort to remove */
        return errno = err, -1;
    }
    return fd;
}

/* The replaced file's mode, owner and group on the new one, as writing
 * through it would have left them (the owner first: fchown clears the
 * set-id bits).  `strict` (--in-place): an owner and group not kept is an
 * error; otherwise the group alone is tried, then whoever runs the command
 * owns the file, as any new one. */
static int S_keep(int fd, const struct stat *was, int strict)
{
    if ((was->st_uid != geteuid() || was->st_gid != getegid()) &&
        fchown(fd, was->st_uid, was->st_gid)) {
        if (strict)
            return errno;
        int group_only = fchown(fd, (uid_t)-1, was->st_gid);
        (void)group_only; /* as any new file: not an error */
    }
    return fchmod(fd, was->st_mode & 07777) ? errno : 0;
}

/* The file the bytes are written to before it takes its name, `was` the
 * file it replaces or NULL: 0, or the error number. */
static int S_new_file(out_target *o, const struct stat *was, int strict)
{
    int fd = S_unnamed(o->final);
    if (fd < 0 && (errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL))
        fd = S_named(o);
    if (fd < 0)
        return errno;
    o->fd = fd;
    S_install();
    if (was) {
        int err = S_keep(fd, was, strict);
        if (err)
            return err;
    }
    /* Its own descriptor for stdio, so that fd outlives fclose: the file
     * is named after every byte is flushed, synced and closed. */
    int dup_fd = dup(fd);
    o->f = dup_fd >= 0 ? fdopen(dup_fd, "wb") : NULL;
    if (!o->f) {
        int err = errno;
        if (dup_fd >= 0)
            close(dup_fd);
        return err;
    }
    return 0;
}

/* fmt --in-place: the other names of a hard-linked file would keep the
 * old text, which is not what was asked. */
static int S_linked(const char *path, unsigned long links)
{
    fprintf(stderr,
            "notation: error[notation.io]: %s has %lu other hard link%s, "
            "which would keep the old text: not rewritten\n",
            path, links - 1, links == 2 ? "" : "s");
    return EXIT_TROUBLE;
}

static int S_open(out_target *o, const char *path, int force, int in_place)
{
    memset(o, 0, sizeof *o);
    o->path = path;
    o->fd = -1;
    o->force = force;
    if (!strcmp(path, "-")) {
        o->f = stdout;
        return 0;
    }
    struct stat st;
    int exists = stat(path, &st) == 0;
    if (exists && S_ISDIR(st.st_mode))
        return io_error(path, EISDIR);
    if (exists && force < 0)
        return S_taken(o);
    if (exists && !S_ISREG(st.st_mode)) {
        /* A device, FIFO or socket: written as it is, never replaced. */
        o->f = fopen(path, "wb");
        return o->f ? 0 : io_error(path, errno);
    }
    if (exists && in_place && st.st_nlink > 1)
        return S_linked(path, (unsigned long)st.st_nlink);
    o->final = S_target(path);
    int err = o->final ? S_new_file(o, exists ? &st : NULL, in_place)
                       : ENOMEM;
    if (!err)
        return 0;
    out_abort(o);
    if (in_place && err == EPERM) {
        fprintf(stderr,
                "notation: error[notation.io]: cannot keep the owner and "
                "group of %s: %s: not rewritten\n",
                path, strerror(err));
        return EXIT_TROUBLE;
    }
    return io_error(path, err);
}

int out_open(out_target *o, const char *path, int force)
{
    return S_open(o, path, force, 0);
}

int out_open_in_place(out_target *o, const char *path)
{
    return S_open(o, path, 0, 1);
}

int out_hold(out_target *o)
{
    if (o->fd >= 0 || o->direct)
        return 0; /* a file of its own shows nothing before its name */
    FILE *spool = tmpfile();
    if (!spool)
        return io_error("a temporary file", errno);
    o->direct = o->f;
    o->f = spool;
    return 0;
}

void out_abort(out_target *o)
{
    if (o->f && o->f != stdout)
        fclose(o->f);
    if (o->direct && o->direct != stdout)
        fclose(o->direct); /* a FIFO's reader sees its end, and nothing */
    if (o->fd >= 0)
        close(o->fd); /* an unnamed file goes with its last descriptor */
    if (o->tmp) {
        unlink(o->tmp);
        S_unguard();
    }
    free(o->tmp);
    free(o->final);
    o->f = o->direct = NULL;
    o->fd = -1;
    o->tmp = o->final = NULL;
}

int out_why(out_target *o)
{
    errno = 0;
    /* What stdio still holds fails again, and says why; a flush that
     * succeeds may leave errno set all the same. */
    if (fflush(o->f) == 0)
        errno = 0;
    return S_why(o->f, o->fd >= 0 || o->direct);
}

/* Flush, sync (our own file) and close o->f: 0, or the error number. */
static int S_close(out_target *o)
{
    int err = 0;
    errno = 0;
    if (fflush(o->f) || ferror(o->f))
        err = S_why(o->f, o->fd >= 0);
    if (!err && o->fd >= 0 && fsync(o->fd))
        err = errno;
    if (o->f != stdout && fclose(o->f) && !err)
        err = errno;
    o->f = NULL;
    return err;
}

/* What was held goes to its target, now that the command keeps it: read
 * back and written with write(2), past stdio, so that a failure is told
 * once and with its reason.  0, or the error number, *what saying which
 * file failed when it is the temporary one. */
static int S_release(out_target *o, const char **what)
{
    char buf[65536];
    size_t n;
    FILE *spool = o->f;
    int err = 0;
    errno = 0;
    if (fflush(spool) || ferror(spool) || fseek(spool, 0, SEEK_SET))
        err = S_why(spool, 1);
    while (!err && (n = fread(buf, 1, sizeof buf, spool)) > 0)
        err = out_whole(o->direct, buf, n);
    if (!err && ferror(spool))
        err = errno ? errno : EIO;
    if (err && ferror(spool))
        *what = "a temporary file";
    fclose(spool);
    o->f = o->direct;
    o->direct = NULL;
    int end = S_close(o);
    return err ? err : end;
}

/* A named temporary file renamed to `to` only if `to` is free: renameat2
 * refuses to replace; where the file system lacks it, link(2) never
 * replaces either; where it has no hard links at all, a look just before
 * the rename is the best there is. */
static int S_rename_free(const char *from, const char *to)
{
#ifdef SYS_renameat2
    if (!syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to,
                 RENAME_NOREPLACE))
        return 0;
    if (errno != EINVAL && errno != ENOSYS && errno != EOPNOTSUPP)
        return errno;
#endif
    if (!link(from, to)) {
        /* Named: the temporary name is only a second one now. */
        unlink(from);
        return 0;
    }
    if (errno != EPERM && errno != EOPNOTSUPP && errno != ENOSYS)
        return errno;
    struct stat st;
    if (!lstat(to, &st))
        return EEXIST;
    return rename(from, to) ? errno : 0;
}

/* The unnamed file `fd` named `to`, which must be free (linkat never
 * replaces: EEXIST).  Through the descriptor itself where the system
 * allows it (AT_EMPTY_PATH wants CAP_DAC_READ_SEARCH on older kernels),
 * else through /proc. */
static int S_link(int fd, const char *to)
{
#ifdef AT_EMPTY_PATH
    if (!linkat(fd, "", AT_FDCWD, to, AT_EMPTY_PATH))
        return 0;
    if (errno != ENOENT && errno != EPERM && errno != EINVAL)
        return errno;
#endif
    char proc[64];
    snprintf(proc, sizeof proc, "/proc/self/fd/%d", fd);
    return linkat(AT_FDCWD, proc, AT_FDCWD, to, AT_SYMLINK_FOLLOW) ? errno
                                                                    : 0;
}

/* The unnamed file over an existing one.  No call links a file over a
 * taken name, so it takes a free hidden name beside it and is renamed
 * over the old file.  Signals that end the run are held back between
 * the two; only SIGKILL (or a crash) in that window of two system calls
 * would leave the hidden name behind. */
static int S_link_over(out_target *o)
{
    int err = S_link(o->fd, o->final);
    if (err != EEXIST)
        return err; /* named (it was free), or a failure */
    char *tmp = S_template(o->final);
    if (!tmp)
        return ENOMEM;
    sigset_t old;
    S_hold_signals(1, &old);
    for (int tries = 0; err == EEXIST && tries < 100; tries++) {
        S_fill(tmp);
        err = S_link(o->fd, tmp);
    }
    if (!err && rename(tmp, o->final)) {
        err = errno;
        unlink(tmp);
    }
    S_hold_signals(0, &old);
    free(tmp);
    return err;
}

/* The complete file takes its name: 0, or the error number (EEXIST: a
 * name that had to be free is taken). */
static int S_name(out_target *o)
{
    int err;
    if (!o->tmp)
        return o->force < 0 ? S_link(o->fd, o->final) : S_link_over(o);
    if (o->force < 0)
        err = S_rename_free(o->tmp, o->final);
    else
        err = rename(o->tmp, o->final) ? errno : 0;
    if (!err) {
        S_unguard(); /* the name is the file's now: never removed */
        free(o->tmp);
        o->tmp = NULL;
    }
    return err;
}

int out_commit(out_target *o)
{
    const char *what = strcmp(o->path, "-") ? o->path : "standard output";
    int err = o->direct ? S_release(o, &what) : S_close(o);
    if (!err && o->fd >= 0)
        err = S_name(o);
    if (err) {
        out_abort(o);
        return err == EEXIST && o->force < 0 ? S_taken(o)
                                             : io_error(what, err);
    }
    out_abort(o); /* named: only the descriptor and the names go */
    return 0;
}

int stdout_done(int rc)
{
    errno = 0;
    if (fflush(stdout) || ferror(stdout))
        return S_stdout_said ? EXIT_TROUBLE
                             : io_error("standard output", S_why(stdout, 0));
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

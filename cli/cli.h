/* The notation command: one function per subcommand, and what they share. */
#ifndef NOTATION_CLI_H
#define NOTATION_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "notation.h"

/* Exit statuses (notation(1)). */
enum { EXIT_VALID = 0, EXIT_INVALID = 1, EXIT_TROUBLE = 2 };
/* what-if: the value is not a legal answer there; the changed record
 * cannot be written with the change in it (notation-what-if(1)). */
enum { EXIT_NOT_LEGAL = 3, EXIT_NOT_WRITTEN = 4 };

int cmd_validate(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_fmt(int argc, char **argv);
int cmd_generate(int argc, char **argv);
int cmd_rules(int argc, char **argv);
int cmd_pack(int argc, char **argv);
int cmd_unpack(int argc, char **argv);
int cmd_legal(int argc, char **argv);
int cmd_what_if(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_render(int argc, char **argv);
int cmd_list(int argc, char **argv);
int cmd_select(int argc, char **argv);
int cmd_split(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_stats(int argc, char **argv);

/* `s` as a JSON string, quotes included. */
void json_string(FILE *out, const char *s);

/* A list of paths to read, in the order given; directories are replaced by
 * every .xml file below them, in sorted order. */
typedef struct path_list {
    char **paths;
    size_t n, cap;
} path_list;

/* Returns 0, or -1 after printing why (a missing file, an unreadable
 * directory). */
int paths_add(path_list *l, const char *arg);
void paths_free(path_list *l);

/* The files the arguments from argv[first] on name, as validate reads
 * them (a directory: every .xml file below it, in sorted order; none:
 * standard input when it is not a terminal), each handed to `each`,
 * which returns an exit status; the highest.  A usage error when there
 * is nothing to read. */
int each_file(const char *cmd, int argc, char **argv, int first,
              int (*each)(const char *path, void *user), void *user);

/* The value of a numeric option, a whole number from `min`: 0, or
 * EXIT_TROUBLE after a usage error ("--record wants a record number (1
 * or more), not '0'", as the places word it). */
int number_option(const char *cmd, const char *opt, const char *arg,
                  long min, long *out);

/* replay, explain, fmt (cmd_replay.c): an on_record that prints a
 * record's diagnostics on standard error; --record K, a whole number from
 * 1, into o->record (0, or EXIT_TROUBLE after a usage error). */
int print_diags(const nt_record *r, void *user);
int record_option(const char *cmd, const char *arg, nt_options *o);

/* Print a message to stderr prefixed with "notation: ". */
void warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Print to stderr, then return EXIT_TROUBLE. */
int usage_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* With no FILE named: "-" (standard input) when it is not a terminal,
 * as for cat, grep and xmllint; NULL when it is. */
const char *stdin_or_none(void);

/* --components FILE (or --components=FILE), which every command takes
 * before a "--": the Duel's component data set is loaded from FILE and
 * the option removed from argv.  0, or -1 after the loader's located
 * message. */
int components_option(int *argc, char **argv);

/* A getopt_long failure (c is '?' or ':', with opterr = 0 and an option
 * string that starts with ':'), said once: returns EXIT_TROUBLE. */
int option_error(const char *cmd, int c, char **argv);

/* An output file (output.c): a regular file is written to a temporary
 * file of its own (unnamed where the system allows) and given its name
 * only when complete; a device or FIFO is written directly, or held in a
 * temporary file until the end (out_hold); "-" is standard output. */
typedef struct out_target {
    const char *path;   /* as given (borrowed) */
    char *final;        /* where the bytes go (a symlink's target) */
    char *tmp;          /* the named temporary file, NULL when unnamed or
                           written directly */
    FILE *f;            /* what the command writes to */
    int fd;             /* the new file, -1 when written directly */
    int force;          /* out_open's: < 0, the name must be free */
    FILE *direct;       /* out_hold: the target written at the end */
} out_target;

/* 0, or EXIT_TROUBLE after a message (nothing left to undo).  `force` < 0:
 * refuse a path that exists, then and when the file takes its name (-1:
 * generate without --force, which the message names; -2: a file of split,
 * never replaced); otherwise replace it, keeping its mode and, where
 * allowed, its owner and group. */
int out_open(out_target *o, const char *path, int force);
/* out_open for fmt --in-place: a regular file is refused (EXIT_TROUBLE
 * after a message) when it has other hard links, or when its owner and
 * group cannot be kept. */
int out_open_in_place(out_target *o, const char *path);
/* What cannot take the output as a whole (standard output, a device, a
 * FIFO) gets nothing before out_commit: the bytes wait in a temporary
 * file.  0, or EXIT_TROUBLE after a message (out_abort still due). */
int out_hold(out_target *o);
/* Flush, sync, close and name (or copy what was held); 0, or
 * EXIT_TROUBLE after a message with the temporary file gone. */
int out_commit(out_target *o);
/* Give up: the temporary file goes, nothing else. */
void out_abort(out_target *o);
/* Why writes to `o` failed (an error number), asked before out_abort:
 * for when the writer carried on and errno no longer tells. */
int out_why(out_target *o);
/* notation: error[notation.io]: cannot write WHAT: REASON; EXIT_TROUBLE. */
int io_error(const char *what, int err);
/* The end of a command: standard output flushed and checked; rc, or
 * EXIT_TROUBLE after a message when a write failed. */
int stdout_done(int rc);

/* `n` bytes to `f` (flushed first) in as few writes as the system
 * allows, past stdio: a JSON line goes out whole, so that a run cut short
 * leaves only whole lines.  0, or the error number. */
int out_whole(FILE *f, const char *data, size_t n);

/* The reader for a command; NULL (after a message) if the schemas cannot
 * be loaded. */
nt_reader *open_reader(const nt_options *o);

#endif

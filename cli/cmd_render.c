/* notation render: a record as a self-contained HTML page to read and
 * print, or the picture of one state as SVG. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "notation_render.h"
#include "where.h"

static void S_usage(void)
{
    printf("usage: notation render [--format html|svg] "
           "[--style book|compact|rounds]\n"
           "                       [--record K] [--at STEP | --turn T | "
           "--round R |\n"
           "                       --line N | --choice K] [-o OUT] FILE\n\n"
           "Write the records of FILE as one self-contained HTML page: "
           "each record's\nheader, every step in words with its notes and "
           "the reasons the rules gave,\nand pictures of the state.  With "
           "--format svg, the picture of the state after\nstep STEP (the "
           "end without a place; --turn, --round,\n--line, --choice: where "
           "the step of that place begins) alone.  Exit status: 0 valid, 1 a record\n"
           "breaks a rule (rendered up to there, the diagnostic shown, and "
           "told on\nstandard error), 2 trouble.\n\n"
           "Styles (the layout of the page, on screen and in print):\n"
           "  book     a picture after every part of the game (a turn, a "
           "brew), full\n"
           "           width: for reading (the default)\n"
           "  compact  the same, printed in two columns with pictures "
           "half as wide:\n"
           "           about half the pages\n"
           "  rounds   every step in words, a picture only at the end of "
           "each round\n"
           "           (Castel: once every seat has played): the fewest "
           "pages\n");
}

/* Standard input made readable more than once (a place looked up, the
 * page, the diagnostics): a pipe's bytes are first kept in an unnamed
 * temporary file put in its place.  Where it starts goes to *start.  0,
 * or EXIT_TROUBLE after a message.  Some readers take it through stdio,
 * others through the descriptor: unbuffered, stdio reads no further than
 * it is asked, and both stand where S_rewind puts the descriptor. */
static int S_stdin_again(off_t *start)
{
    setvbuf(stdin, NULL, _IONBF, 0);
    *start = lseek(STDIN_FILENO, 0, SEEK_CUR);
    if (*start >= 0)
        return 0;
    *start = 0;
    char buf[65536];
    ssize_t n;
    int read_err = 0, write_err = 0;
    FILE *copy = tmpfile();
    if (!copy)
        write_err = errno;
    while (!read_err && !write_err &&
           (n = read(STDIN_FILENO, buf, sizeof buf)) != 0) {
        if (n < 0 && errno != EINTR)
            read_err = errno;
        else if (n > 0 && fwrite(buf, 1, (size_t)n, copy) != (size_t)n)
            write_err = errno ? errno : EIO;
    }
    if (!read_err && !write_err &&
        (fflush(copy) || dup2(fileno(copy), STDIN_FILENO) < 0))
        write_err = errno;
    if (copy)
        fclose(copy); /* standard input holds the file now */
    if (!read_err && !write_err && lseek(STDIN_FILENO, 0, SEEK_SET) < 0)
        read_err = errno;
    if (read_err)
        fprintf(stderr, "-: error[notation.io]: %s\n", strerror(read_err));
    else if (write_err)
        io_error("a temporary file", write_err);
    return read_err || write_err ? EXIT_TROUBLE : 0;
}

/* Standard input from its start again (S_stdin_again), for the next
 * reader. */
static void S_rewind(off_t start)
{
    clearerr(stdin);
    lseek(STDIN_FILENO, start, SEEK_SET);
}

/* The first diagnostic of each invalid record rendered, on standard
 * error as validate prints it: the page shows it, the terminal is told
 * too.  The library's render does not hand it over, so the records are
 * read once more (an invalid record only). */
static int S_first_diag(const nt_record *r, void *user)
{
    (void)user;
    if (!r->valid && r->ndiag)
        nt_diag_print(stderr, r->file, &r->diag[0]);
    return 0;
}

static void S_say_why(const char *file, const nt_render_options *ro)
{
    nt_options o;
    nt_options_init(&o);
    /* The records render read: SVG draws the first unless --record. */
    o.record = ro->record || ro->format == NT_RENDER_HTML ? ro->record : 1;
    o.on_record = S_first_diag;
    nt_reader *r = open_reader(&o);
    if (r)
        nt_reader_file(r, file);
    nt_reader_free(r);
}

/* The render failed: said, with the write's real reason (asked of the
 * output before it goes: the library carried on after the failure). */
static int S_failed(out_target *out, const char *output, char *err)
{
    int cannot_write = err && strstr(err, "cannot be written");
    int to_stdout = out->f == stdout;
    int why = cannot_write && !to_stdout ? out_why(out) : 0;
    out_abort(out);
    /* A failed write to standard output is said once, at the end
     * (stdout_done). */
    if (why)
        io_error(output, why);
    else if (!cannot_write)
        fprintf(stderr, "%s\n", err ? err : "notation render: failed");
    free(err);
    return EXIT_TROUBLE;
}

int cmd_render(int argc, char **argv)
{
    static const struct option opts[] = {
        {"format", required_argument, 0, 'f'},
        {"style", required_argument, 0, 's'},
        {"record", required_argument, 0, 'R'},
        {"at", required_argument, 0, 'a'},
        {"turn", required_argument, 0, 't'},
        {"round", required_argument, 0, 'r'},
        {"line", required_argument, 0, 'L'},
        {"choice", required_argument, 0, 'c'},
        {"output", required_argument, 0, 'o'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    nt_render_options o = {NT_RENDER_HTML, 0, -1, NT_RENDER_BOOK};
    const char *output = "-";
    where at = {0, 0, 0, 0};
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":f:s:R:a:o:h", opts, NULL)) != -1) {
        switch (c) {
        case 'f':
            if (!strcmp(optarg, "html"))
                o.format = NT_RENDER_HTML;
            else if (!strcmp(optarg, "svg"))
                o.format = NT_RENDER_SVG;
            else
                return usage_error("render", "--format takes html or svg");
            break;
        case 's':
            if (!strcmp(optarg, "book"))
                o.style = NT_RENDER_BOOK;
            else if (!strcmp(optarg, "compact"))
                o.style = NT_RENDER_COMPACT;
            else if (!strcmp(optarg, "rounds"))
                o.style = NT_RENDER_ROUNDS;
            else
                return usage_error("render", "--style takes book, compact "
                                             "or rounds");
            break;
        case 'R':
        case 'a':
        case 't':
        case 'r':
        case 'L':
        case 'c':
            if (where_option_from(&at, "render", c, optarg, 0))
                return EXIT_TROUBLE;
            o.record = at.record;
            break;
        case 'o': output = optarg; break;
        case 'h': S_usage(); return EXIT_VALID;
        default: return option_error("render", c, argv);
        }
    }
    const char *file = optind < argc ? argv[optind] : stdin_or_none();
    if (!file)
        return usage_error("render", "no file given (and standard input is "
                                     "a terminal)");
    if (optind + 1 < argc)
        return usage_error("render", "one file at a time");
    /* Standard input is read again for each of them. */
    off_t start = 0;
    int again = !strcmp(file, "-");
    if (again && S_stdin_again(&start))
        return EXIT_TROUBLE;
    /* A place is found in the record (the first unless --record) before
     * anything is written, and said as every command says it. */
    if (at.kind && where_step(&at, "render", file, &o.at_step))
        return EXIT_TROUBLE;
    out_target out;
    if (out_open(&out, output, 0))
        return EXIT_TROUBLE;
    char *err = NULL;
    if (again)
        S_rewind(start);
    int rc = nt_render_file(file, &o, out.f, &err);
    if (rc == 2)
        return S_failed(&out, output, err);
    free(err);
    if (out_commit(&out))
        return EXIT_TROUBLE;
    if (rc == EXIT_INVALID && again)
        S_rewind(start);
    if (rc == EXIT_INVALID)
        S_say_why(file, &o);
    return rc;
}

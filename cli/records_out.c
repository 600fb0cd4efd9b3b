#include <ctype.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "records_out.h"

static int S_open(records_out *o);

int records_out_init(records_out *o, const char *cmd, const char *arg,
                     int dir, int hold, nt_xml_form *form)
{
    memset(o, 0, sizeof *o);
    o->cmd = cmd;
    o->path = arg ? arg : "-";
    o->hold = hold;
    struct stat st;
    size_t n = arg ? strlen(arg) : 0;
    int is_dir = arg && !stat(arg, &st) && S_ISDIR(st.st_mode);
    if (hold && (is_dir || (n && arg[n - 1] == '/')))
        return usage_error(cmd, "-o names the collection's file, not a "
                                "directory (split writes one file a "
                                "record)");
    if (arg && !is_dir && (dir || (n && arg[n - 1] == '/'))) {
        if (mkdir(arg, 0777) && errno != EEXIST)
            return io_error(arg, errno);
        is_dir = 1;
    }
    if (dir && !is_dir)
        return usage_error(cmd, "-o wants a directory");
    o->dir = is_dir ? arg : NULL;
    *form = is_dir ? NT_XML_RECORD : NT_XML_MEMBER;
    /* Held, the target is opened now: a FIFO's reader then always sees
     * the end, even of a run that writes nothing. */
    return hold ? S_open(o) : 0;
}

/* Letters and digits of `s`, lower case, others as single '-', at most
 * `max` bytes, appended to `out` after a '-'. */
static size_t S_slug(char *out, size_t at, size_t cap, const char *s,
                     size_t max)
{
    if (!s || !*s || at + 2 >= cap)
        return at;
    out[at++] = '-';
    size_t start = at;
    for (; *s && at + 1 < cap && at - start < max; s++) {
        unsigned char c = (unsigned char)*s;
        if (isalnum(c) && c < 0x80)
            out[at++] = (char)tolower(c);
        else if (at > start && out[at - 1] != '-')
            out[at++] = '-';
    }
    while (at > start && out[at - 1] == '-')
        at--;
    out[at] = '\0';
    return at == start ? start - 1 : at;
}

/* DIR/NNNNNN-GAME[-DATE][-EVENT][-ROUND].xml: the record's number among
 * those written first, so that the files sort in the order of the records
 * (merge DIR puts them back as they were) and no two names of one run
 * clash; then what the record is. */
static void S_name(const records_out *o, const nt_summary *s, char *out,
                   size_t cap)
{
    size_t n = strlen(o->dir);
    while (n > 1 && o->dir[n - 1] == '/')
        n--;
    size_t at = (size_t)snprintf(out, cap, "%.*s/%06lu-%s", (int)n, o->dir,
                                 o->written + 1, nt_game_id(s->game));
    at = S_slug(out, at, cap, s->date, 10);
    at = S_slug(out, at, cap, s->event, 40);
    at = S_slug(out, at, cap, s->round, 10);
    if (at < cap)
        snprintf(out + at, cap - at, ".xml");
}

static int S_write(out_target *t, const char *data, size_t n)
{
    if (n && fwrite(data, 1, n, t->f) != n) {
        int err = errno, to_stdout = t->f == stdout;
        const char *what = t->direct ? "a temporary file" : t->path;
        out_abort(t);
        /* A failed write to standard output is said once, at the end
         * (stdout_done). */
        return to_stdout ? EXIT_TROUBLE : io_error(what, err);
    }
    return 0;
}

static int S_file(records_out *o, const nt_summary *s)
{
    char path[4096];
    out_target t;
    S_name(o, s, path, sizeof path);
    if (out_open(&t, path, -2)) {
        out_abort(&t);
        return EXIT_TROUBLE;
    }
    if (S_write(&t, s->xml, s->xml_len))
        return EXIT_TROUBLE;
    if (out_commit(&t))
        return EXIT_TROUBLE;
    o->written++;
    return 0;
}

static const char S_head[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<games xmlns=\"" NT_NAMESPACE "\">";
static const char S_tail[] = "\n</games>\n";

/* The collection opened, held with `hold`, and its head written: 0, or
 * EXIT_TROUBLE after a message. */
static int S_open(records_out *o)
{
    if (out_open(&o->t, o->path, 0))
        return EXIT_TROUBLE;
    if (o->hold && out_hold(&o->t)) {
        out_abort(&o->t);
        return EXIT_TROUBLE;
    }
    if (S_write(&o->t, S_head, sizeof S_head - 1))
        return EXIT_TROUBLE;
    o->open = 1;
    return 0;
}

int records_out_add(records_out *o, const nt_summary *s)
{
    if (!s->xml)
        return 0;
    if (o->dir)
        return S_file(o, s);
    if (!o->open && S_open(o))
        return EXIT_TROUBLE;
    if (S_write(&o->t, s->xml, s->xml_len))
        return o->open = 0, EXIT_TROUBLE;
    o->written++;
    return 0;
}

int records_out_close(records_out *o, int keep)
{
    if (!o->open)
        return 0;
    o->open = 0;
    if (!keep || !o->written) {
        out_abort(&o->t); /* a held collection goes with its file */
        return 0;
    }
    if (S_write(&o->t, S_tail, sizeof S_tail - 1))
        return EXIT_TROUBLE;
    return out_commit(&o->t) ? EXIT_TROUBLE : 0;
}

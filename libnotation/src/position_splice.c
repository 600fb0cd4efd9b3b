/* What if a record wrote another move: the record's text with its move at
 * the position replaced by the new one, read again exactly as validate
 * reads it (what follows is read from the record's own text; the facts it
 * states are not held against the new line).  The move is checked first
 * by playing it (position_push.c), so that an illegal one is refused with
 * the engine's reason before anything is read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position_move.h"

/* The record's bytes: a copy of those given, or the file's. */
static int S_bytes(const nt_position *p, nt_buf *out)
{
    if (!p->path) {
        nt_buf_add(out, p->data, p->len);
        return 0;
    }
    FILE *f = fopen(p->path, "rb");
    if (!f)
        return -1;
    int rc = nt_buf_read(out, f, NT_MAX_HELD);
    fclose(f);
    return rc ? -1 : 0;
}

/* The offset of line `line`, column `col` (1-based; columns count
 * characters, as the reader's diagnostics do), or SIZE_MAX. */
static size_t S_offset(const nt_buf *b, unsigned long line,
                       unsigned long col)
{
    size_t i = 0;
    for (unsigned long l = 1; l < line; l++) {
        const char *nl = memchr(b->data + i, '\n', b->len - i);
        if (!nl)
            return SIZE_MAX;
        i = (size_t)(nl - b->data) + 1;
    }
    for (unsigned long c = 1; c < col && i < b->len; i++)
        if (((unsigned char)b->data[i + 1] & 0xC0) != 0x80)
            c++;
    return i < b->len ? i : SIZE_MAX;
}

/* Past `s` in b from `i`: the offset after it, or SIZE_MAX. */
static size_t S_past(const nt_buf *b, size_t i, const char *s)
{
    size_t n = strlen(s);
    for (; i + n <= b->len; i++)
        if (!memcmp(b->data + i, s, n))
            return i + n;
    return SIZE_MAX;
}

/* The end of the tag that starts at `i` (after its '>'); *empty when it
 * is an empty-element tag. */
static size_t S_tag_end(const nt_buf *b, size_t i, int *empty)
{
    char quote = 0;
    for (; i < b->len; i++) {
        char ch = b->data[i];
        if (quote) {
            quote = ch == quote ? 0 : quote;
        } else if (ch == '"' || ch == '\'') {
            quote = ch;
        } else if (ch == '>') {
            *empty = b->data[i - 1] == '/';
            return i + 1;
        }
    }
    return SIZE_MAX;
}

/* The end of the element whose start tag is at `i`, or SIZE_MAX. */
static size_t S_element_end(const nt_buf *b, size_t i)
{
    int depth = 0;
    while (i < b->len) {
        if (b->data[i] != '<') {
            i++;
            continue;
        }
        if (!strncmp(b->data + i, "<!--", 4))
            i = S_past(b, i, "-->");
        else if (!strncmp(b->data + i, "<![CDATA[", 9))
            i = S_past(b, i, "]]>");
        else if (!strncmp(b->data + i, "<?", 2))
            i = S_past(b, i, "?>");
        else {
            int closing = b->data[i + 1] == '/', empty = 0;
            i = S_tag_end(b, i, &empty);
            if (i == SIZE_MAX)
                return i;
            depth += closing ? -1 : empty ? 0 : 1;
            if (depth <= 0)
                return i;
        }
        if (i == SIZE_MAX)
            return i;
    }
    return SIZE_MAX;
}

/* Whether the element whose start tag is at `at` is the one the keyed
 * answer written `written` (<buy seat="2" chip="none"/>) stands in: its
 * key attribute is there.  A default answer the record leaves out is
 * placed at the next element, which may be another seat's. */
static int S_keyed_here(const nt_buf *b, size_t at, const char *written)
{
    const char *sp = strchr(written, ' '), *q1 = sp ? strchr(sp, '"') : NULL;
    const char *q2 = q1 ? strchr(q1 + 1, '"') : NULL;
    if (written[0] != '<' || !q2)
        return 1; /* not keyed: nothing to tell */
    int empty;
    size_t end = S_tag_end(b, at, &empty), n = (size_t)(q2 + 1 - (sp + 1));
    for (size_t i = at; end != SIZE_MAX && i + n <= end; i++)
        if (!memcmp(b->data + i, sp + 1, n))
            return 1;
    return 0;
}

/* The bytes [*from, *to) the line's move at the position takes in the
 * record: the element it starts in, and the siblings after it that hold
 * the rest of its choices.  0, or -1 when they cannot be found. */
static int S_move_span(const nt_position *p, const nt_buf *b, size_t *from,
                       size_t *to)
{
    size_t k = p->at, n = nt_position_move_length(p);
    size_t first = SIZE_MAX, last = 0;
    for (size_t i = k; i < k + n; i++) {
        /* A part answered by silence stands where the reader was: at the
         * next element, which is not the move's. */
        if (!p->line.lines[i] || p->line.writtens[i][0] == '(')
            continue;
        size_t at = S_offset(b, p->line.lines[i], p->line.cols[i]);
        if (at == SIZE_MAX)
            return -1;
        if (!S_keyed_here(b, at, p->line.writtens[i]))
            continue;
        first = at < first ? at : first;
        last = at > last ? at : last;
    }
    if (first == SIZE_MAX) {
        /* A move the record writes by silence: the new one goes where the
         * reader stood, before what the record writes next. */
        size_t at = p->line.lines[k]
                        ? S_offset(b, p->line.lines[k], p->line.cols[k])
                        : SIZE_MAX;
        if (at == SIZE_MAX || b->data[at] != '<')
            return -1;
        *from = *to = at;
        return 0;
    }
    if (b->data[first] != '<')
        return -1;
    size_t end = S_element_end(b, first);
    while (end != SIZE_MAX && end <= last) {
        while (end < b->len && strchr(" \t\r\n", b->data[end]))
            end++;
        end = end < b->len && b->data[end] == '<' ? S_element_end(b, end)
                                                  : SIZE_MAX;
    }
    if (end == SIZE_MAX)
        return -1;
    *from = first;
    *to = end;
    return 0;
}

static size_t S_lines(const char *s, size_t n)
{
    size_t count = 0;
    for (size_t i = 0; i < n; i++)
        count += s[i] == '\n';
    return count;
}

/* Record `bytes` with the spans [from[i], to[i]) replaced by moves[i],
 * each on as many lines as the span it replaces, so that the record's
 * later lines keep their numbers.  The spans do not overlap. */
static char *S_splice(const nt_buf *bytes, size_t n, const size_t *from,
                      const size_t *to, const char *const *moves,
                      size_t *len)
{
    nt_buf text = {0};
    size_t done = 0;
    for (size_t k = 0; k < n; k++) {
        size_t i = 0; /* the next span, in the order of the text */
        for (size_t j = 0; j < n; j++)
            if (from[j] >= done && (from[i] < done || from[j] < from[i]))
                i = j;
        nt_buf_add(&text, bytes->data + done, from[i] - done);
        if (moves[i][0] != '(') /* "(no <spend>)": the record writes nothing */
            nt_buf_puts(&text, moves[i]);
        size_t old = S_lines(bytes->data + from[i], to[i] - from[i]);
        for (size_t l = S_lines(moves[i], strlen(moves[i])); l < old; l++)
            nt_buf_putc(&text, '\n');
        done = to[i];
    }
    nt_buf_add(&text, bytes->data + done, bytes->len - done);
    *len = text.len;
    return nt_buf_take(&text);
}

/* The spans of the record's moves at choices at[0..n) in `bytes`; -1 with
 * *err when one is not the start of a move the record writes, or two are
 * the same. */
static int S_spans(nt_position *p, const nt_buf *bytes, size_t n,
                   const size_t *at, size_t *from, size_t *to, char **err)
{
    for (size_t i = 0; i < n; i++) {
        if (nt_position_seek(p, at[i]) || !nt_position_move_start(p) ||
            !nt_position_move_length(p) ||
            S_move_span(p, bytes, &from[i], &to[i])) {
            nt_buf why = {0};
            nt_buf_printf(&why, "the record writes no move at choice %zu to "
                                "replace: give one answer instead",
                          at[i] + 1);
            *err = nt_buf_take(&why);
            return -1;
        }
        for (size_t j = 0; j < i; j++)
            if (from[j] < to[i] && from[i] < to[j]) {
                *err = nt_xstrdup("two changes replace the same move");
                return -1;
            }
    }
    return 0;
}

/* What the record writes next can be read as more of the new move (a
 * stop written by silence, then the record's next <draw/>): the move is
 * then its one answer, and the rest is read after it. */
static size_t S_as_played(nt_position *p, const nt_buf *orig, size_t got,
                          size_t at, const int32_t *played, size_t n,
                          const char *single, char **why, char **err)
{
    if (got >= at + n && !memcmp(p->line.vals + at, played, n * sizeof *played))
        return got;
    /* Read as far as it goes, it stops inside the move: the move as
     * written is not legal there (an attribute the rules do not give). */
    if (got > at && got < at + n &&
        !memcmp(p->line.vals + at, played, (got - at) * sizeof *played))
        return SIZE_MAX;
    free(*why);
    *why = NULL;
    if (single) {
        /* The record as it was, its one answer replaced. */
        free(p->data);
        p->data = nt_xmalloc(orig->len + 1);
        memcpy(p->data, orig->data, orig->len);
        p->len = orig->len;
        nt_position_reread(p, SIZE_MAX, 0, why);
        free(*why);
        *why = NULL;
        if (nt_position_seek(p, at) == 0)
            return (size_t)nt_position_replace(p, single, why, err);
    }
    *why = nt_xstrdup("the record, its move replaced, reads what it writes "
                      "next as part of the new move");
    return got < at ? got : at;
}

/* Whether the last reading's first diagnostic stands on lines [first,
 * last], the new move's own text, and says it writes what the rules do
 * not give it there.  (What the record writes in the move's element for
 * others, a chance chip or another seat's <pass>, goes with the old move:
 * its absence is the rest no longer following, not the move being
 * illegal.) */
static int S_on_lines(const nt_position *p, unsigned long first,
                      unsigned long last)
{
    return p->again_rule && !strcmp(p->again_rule, "notation.unexpected") &&
           p->again_line >= first && p->again_line <= last;
}

long nt_position_replace_moves(nt_position *p, size_t n, const size_t *at,
                               const char *const *moves, char **why,
                               char **err)
{
    char *no_why = NULL, *dropped = NULL;
    why = why ? why : &no_why;
    err = err ? err : &dropped;
    *why = *err = NULL;
    nt_buf bytes = {0};
    size_t *from = nt_xmalloc((n + 1) * sizeof *from);
    size_t *to = nt_xmalloc((n + 1) * sizeof *to);
    size_t first = 0, back = p->at;
    for (size_t i = 1; i < n; i++)
        first = at[i] < at[first] ? i : first;
    long rc = -1;
    if (!nt_position_on_main_line(p, err)) {
        /* *err says why */
    } else if (!n || S_bytes(p, &bytes)) {
        *err = nt_xstrdup("error[notation.limit]: the record cannot be read "
                          "again: its file is unreadable now or holds more "
                          "than 64 MB");
    } else if (!S_spans(p, &bytes, n, at, from, to, err)) {
        /* The first change is played first: an illegal move is refused
         * with the engine's reason, and nothing is read.  Later ones are
         * played in the changed game, by the reading itself. */
        nt_position_seek(p, at[first]);
        if (nt_position_push(p, moves[first], err) == 0)
            rc = 0;
    }
    if (rc) {
        nt_position_seek(p, back);
        nt_buf_free(&bytes);
        free(from);
        free(to);
        free(dropped);
        return -1;
    }
    size_t k = at[first], m = p->at - k;
    int32_t *played = nt_xmalloc((m + 1) * sizeof *played);
    memcpy(played, p->line.vals + k, m * sizeof *played);
    char *single = n == 1 && m == 1 ? nt_xstrdup(p->line.answers[k]) : NULL;
    nt_position_pop(p);
    /* The first change's lines in the new text (as many as it had). */
    unsigned long first_line = (unsigned long)S_lines(bytes.data, from[first]) + 1;
    unsigned long last_line =
        first_line + (unsigned long)S_lines(bytes.data + from[first],
                                            to[first] - from[first]);
    size_t len;
    char *text = S_splice(&bytes, n, from, to, moves, &len);
    free(p->path);
    free(p->data);
    p->path = NULL;
    p->data = text;
    p->len = len;
    size_t got = nt_position_reread(p, SIZE_MAX, 0, why);
    got = S_as_played(p, &bytes, got, k, played, m, single, why, err);
    nt_buf_free(&bytes);
    /* What the record says against the new move's own text (an attribute
     * the rules do not give it) makes the move not legal as written. */
    if (got != SIZE_MAX && *why && S_on_lines(p, first_line, last_line))
        got = SIZE_MAX;
    free(played);
    free(single);
    free(from);
    free(to);
    if (got == SIZE_MAX) {
        *err = *why;
        *why = NULL;
        nt_position_seek(p, k);
        free(no_why);
        free(dropped);
        return -1;
    }
    nt_position_seek(p, got);
    free(no_why);
    return (long)got;
}

long nt_position_replace_move(nt_position *p, const char *move, char **why,
                              char **err)
{
    size_t here = p->at, k0 = here;
    if (!nt_position_on_main_line(p, err))
        return -1;
    if (nt_position_move_start(p))
        return nt_position_replace_moves(p, 1, &here, &move, why, err);
    /* The rest of a move: the whole move is the record's parts before the
     * position, then `move`; it replaces the record's whole move. */
    while (k0 > 0 && p->line.seats[k0 - 1] == p->ask.actor &&
           p->line.steps[k0 - 1] == p->ask.step)
        k0--;
    nt_line saved;
    nt_line_copy(&saved, &p->line);
    if (nt_position_push(p, move, err)) {
        nt_line_free(&saved);
        return -1;
    }
    p->npushed--;
    nt_position_seek(p, k0);
    char *whole = nt_position_recorded_move(p);
    nt_line_free(&p->line);
    p->line = saved;
    nt_position_seek(p, k0);
    const char *moves[1] = {whole};
    long n = nt_position_replace_moves(p, 1, &k0, moves, why, err);
    free(whole);
    return n;
}

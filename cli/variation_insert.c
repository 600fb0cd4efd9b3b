/* Another line written into a record as a <variation>: see
 * variation_insert.h.
 *
 * The position API says where the record answers each choice as a line
 * and a column, the '<' of the element that holds the answer.  libxml2
 * keeps only a line for an element, and several elements may start on
 * one line, so the element is found by counting: the start tags before
 * that offset of the bytes are as many as the elements before it in
 * document order (the bytes are read without entities or a document
 * type, so that every element of the tree is a start tag of the text). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>

#include "buf.h"
#include "cli.h"
#include "read_packed.h"
#include "variation_insert.h"

#define VI_NS "urn:libnotation:1"

static char *S_msg(const char *name, const char *what)
{
    nt_buf b = {0};
    nt_buf_printf(&b, "%s: %s", name, what);
    return nt_buf_take(&b);
}

static int S_is(xmlNodePtr n, const char *name)
{
    return n && n->type == XML_ELEMENT_NODE &&
           !strcmp((const char *)n->name, name);
}

static void S_collect(vi_doc *d, xmlNodePtr n, size_t *cap)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        if (d->nel == *cap) {
            *cap = *cap ? 2 * *cap : 256;
            xmlNodePtr *v = realloc(d->el, *cap * sizeof *v);
            if (!v) {
                fprintf(stderr, "notation: out of memory\n");
                exit(EXIT_TROUBLE);
            }
            d->el = v;
        }
        d->el[d->nel++] = n;
        S_collect(d, n->children, cap);
    }
}

int vi_read(vi_doc *d, const char *data, size_t len, const char *name,
            char **why)
{
    memset(d, 0, sizeof *d);
    if (nt_packed_is(data, len)) {
        /* The position reads a packed file as its unpacked text, and
         * numbers its lines so: the tree is read from the same text. */
        const char *rule;
        char *msg = NULL;
        if (nt_packed_unpack(data, len, &d->data, &d->len, &rule, &msg)) {
            nt_buf b = {0};
            nt_buf_printf(&b, "%s: error[%s]: %s", name, rule,
                          msg ? msg : "cannot unpack");
            free(msg);
            *why = nt_buf_take(&b);
            return -1;
        }
    } else {
        d->data = malloc(len + 1);
        if (!d->data) {
            *why = S_msg(name, "out of memory");
            return -1;
        }
        memcpy(d->data, data, len);
        d->data[len] = '\0';
        d->len = len;
    }
    if (d->len > 2147483647u) {
        *why = S_msg(name, "too large to read as a tree");
        return -1;
    }
    d->doc = xmlReadMemory(d->data, (int)d->len, name, NULL,
                           XML_PARSE_NONET | XML_PARSE_NOERROR |
                               XML_PARSE_NOWARNING | XML_PARSE_BIG_LINES);
    if (!d->doc) {
        const xmlError *e = xmlGetLastError();
        nt_buf b = {0};
        nt_buf_printf(&b, "%s:%d: not well-formed XML", name,
                      e ? e->line : 0);
        *why = nt_buf_take(&b);
        return -1;
    }
    if (d->doc->intSubset) {
        /* An entity could then stand for elements the text does not
         * show, and the count of start tags would no longer tell. */
        *why = S_msg(name, "a document type declaration is not read");
        return -1;
    }
    size_t cap = 0;
    S_collect(d, d->doc->children, &cap);
    return 0;
}

int vi_read_file(vi_doc *d, const char *path, char **why)
{
    memset(d, 0, sizeof *d);
    if (!strcmp(path, "-")) {
        *why = S_msg("standard input", "a record on standard input cannot "
                                       "be read a second time: name a file");
        return -1;
    }
    FILE *f = fopen(path, "rb");
    nt_buf all = {0};
    int rc = f ? nt_buf_read(&all, f, NT_MAX_HELD) : -1;
    int err = errno;
    if (f)
        fclose(f);
    if (rc) {
        nt_buf_free(&all);
        *why = S_msg(path, f ? "cannot be read whole (64 MB at most)"
                             : strerror(err));
        return -1;
    }
    rc = vi_read(d, all.data ? all.data : "", all.len, path, why);
    nt_buf_free(&all);
    return rc;
}

void vi_free(vi_doc *d)
{
    if (d->doc)
        xmlFreeDoc(d->doc);
    free(d->el);
    free(d->data);
    memset(d, 0, sizeof *d);
}

/* The byte offset of line `line`, column `col` (columns count characters,
 * as the library's diagnostics do), or SIZE_MAX. */
static size_t S_offset(const vi_doc *d, unsigned long line, unsigned long col)
{
    size_t i = 0;
    for (unsigned long l = 1; l < line; l++) {
        const char *nl = memchr(d->data + i, '\n', d->len - i);
        if (!nl)
            return SIZE_MAX;
        i = (size_t)(nl - d->data) + 1;
    }
    for (unsigned long c = 1; c < col && i < d->len; c++) {
        i++; /* past the character, and the continuation bytes of it */
        while (i < d->len && ((unsigned char)d->data[i] & 0xC0) == 0x80)
            i++;
    }
    return i < d->len ? i : SIZE_MAX;
}

/* Past the first `s` in the bytes from `i`, or SIZE_MAX. */
static size_t S_past(const vi_doc *d, size_t i, const char *s)
{
    size_t n = strlen(s);
    for (; i + n <= d->len; i++)
        if (!memcmp(d->data + i, s, n))
            return i + n;
    return SIZE_MAX;
}

/* Past the '>' of the tag at `i` ('>' may stand in a quoted value). */
static size_t S_tag_end(const vi_doc *d, size_t i)
{
    char quote = 0;
    for (; i < d->len; i++) {
        char ch = d->data[i];
        if (quote)
            quote = ch == quote ? 0 : quote;
        else if (ch == '"' || ch == '\'')
            quote = ch;
        else if (ch == '>')
            return i + 1;
    }
    return SIZE_MAX;
}

/* The element whose start tag begins at byte `at`, or NULL. */
static xmlNodePtr S_element_at(const vi_doc *d, size_t at)
{
    if (at >= d->len || d->data[at] != '<')
        return NULL;
    size_t count = 0, i = 0;
    while (i < at) {
        if (d->data[i] != '<') {
            i++;
            continue;
        }
        const char *s = d->data + i;
        if (!strncmp(s, "<!--", 4))
            i = S_past(d, i, "-->");
        else if (!strncmp(s, "<![CDATA[", 9))
            i = S_past(d, i, "]]>");
        else if (!strncmp(s, "<?", 2))
            i = S_past(d, i, "?>");
        else {
            count += s[1] != '/' && s[1] != '!';
            i = S_tag_end(d, i);
        }
        if (i == SIZE_MAX)
            return NULL;
    }
    return count < d->nel ? d->el[count] : NULL;
}

/* Whether element `n` is where the answer written `written` stands.  A
 * keyed answer (<buy seat="2" chip="none"/>) left out by the record is
 * placed at the element the reader stood at, which may be another
 * seat's: its key attribute tells. */
static int S_keyed_here(xmlNodePtr n, const char *written)
{
    if (written[0] != '<')
        return 1;
    const char *sp = strchr(written, ' '), *eq = sp ? strchr(sp, '=') : NULL;
    const char *q1 = eq ? strchr(eq, '"') : NULL;
    const char *q2 = q1 ? strchr(q1 + 1, '"') : NULL;
    if (!q2)
        return 1; /* not keyed: nothing to tell */
    char key[64];
    size_t kn = (size_t)(eq - sp - 1);
    if (kn == 0 || kn >= sizeof key)
        return 1;
    memcpy(key, sp + 1, kn);
    key[kn] = '\0';
    xmlChar *v = xmlGetProp(n, (const xmlChar *)key);
    int here = v && strlen((const char *)v) == (size_t)(q2 - q1 - 1) &&
               !memcmp(v, q1 + 1, (size_t)(q2 - q1 - 1));
    xmlFree(v);
    return here;
}

size_t vi_move_start(nt_position *p, size_t k)
{
    size_t at = nt_position_index(p), m = k;
    while (m > 0 && !nt_position_seek(p, m) && !nt_position_move_start(p))
        m--;
    nt_position_seek(p, at);
    return m;
}

/* The element holding choice k of the line, or NULL when the record
 * answers it by silence (or nothing is there). */
static xmlNodePtr S_choice_element(const vi_doc *d, const nt_position *p,
                                   size_t k, int *silent)
{
    nt_choice c;
    *silent = 0;
    if (nt_position_choice(p, k, &c) || !c.line)
        return NULL;
    xmlNodePtr n = S_element_at(d, S_offset(d, c.line, c.col));
    if (n && (c.written[0] == '(' || !S_keyed_here(n, c.written))) {
        *silent = 1;
        return n;
    }
    return n;
}

int vi_move_elements(const vi_doc *d, nt_position *p, size_t m,
                     xmlNodePtr *first, xmlNodePtr *last)
{
    size_t at = nt_position_index(p);
    *first = *last = NULL;
    if (nt_position_seek(p, m))
        return -1;
    size_t n = nt_position_move_length(p);
    nt_position_seek(p, at);
    xmlNodePtr reader_at = NULL;
    for (size_t k = m; k < m + n; k++) {
        int silent;
        xmlNodePtr e = S_choice_element(d, p, k, &silent);
        if (silent || !e) {
            if (k == m)
                reader_at = e;
            continue;
        }
        if (!*first) {
            *first = *last = e;
            continue;
        }
        /* An effect nested in the move's element is of that element; a
         * later part written beside it extends the move to it. */
        while (e && e->parent != (*first)->parent)
            e = e->parent;
        if (e)
            *last = e;
    }
    if (!*first) { /* a move written by silence: what comes after it */
        *first = reader_at;
        return reader_at ? 0 : -1;
    }
    return 0;
}

/* The copied subtree in `ns`: libxml2 gives a copy from another tree a
 * declaration of its own, which the record's element already makes. */
static void S_adopt_ns(xmlNodePtr n, xmlNsPtr ns)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        if (n->ns && n->ns->href && ns &&
            !strcmp((const char *)n->ns->href, (const char *)ns->href))
            n->ns = ns;
        S_adopt_ns(n->children, ns);
    }
}

static void S_drop_ns_decls(xmlNodePtr n, const xmlChar *href)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        xmlNsPtr *link = &n->nsDef;
        while (*link) {
            xmlNsPtr d = *link;
            if (d->href && href && !strcmp((const char *)d->href,
                                           (const char *)href) &&
                !d->prefix) {
                *link = d->next;
                d->next = NULL;
                xmlFreeNs(d);
            } else {
                link = &d->next;
            }
        }
        S_drop_ns_decls(n->children, href);
    }
}

/* -o cuts a Castel line between two actions with <unfinished/> inside
 * the turn; a variation just stops, and writes no such marker. */
static void S_drop_unfinished(xmlNodePtr n)
{
    xmlNodePtr next;
    for (; n; n = next) {
        next = n->next;
        if (S_is(n, "unfinished")) {
            xmlUnlinkNode(n);
            xmlFreeNode(n);
        } else if (n->type == XML_ELEMENT_NODE) {
            S_drop_unfinished(n->children);
        }
    }
}

/* Element `n` copied into `var` (0, or -1 out of memory). */
static int S_copy(xmlNodePtr var, xmlNodePtr n)
{
    xmlNodePtr c = xmlDocCopyNode(n, var->doc, 1);
    if (!c)
        return -1;
    if (!xmlAddChild(var, c)) {
        xmlFreeNode(c);
        return -1;
    }
    S_drop_unfinished(c->children);
    S_adopt_ns(c, var->ns);
    if (var->ns)
        S_drop_ns_decls(c, var->ns->href);
    return 0;
}

/* Copies of `from`, its following siblings, then those of each element
 * that holds it, up to the <game>: the line from `from` on, at the
 * levels notation(5) writes a variation's elements. */
static int S_flatten(xmlNodePtr var, xmlNodePtr from)
{
    int copied = 0;
    xmlNodePtr level = from, parent = from->parent;
    for (;;) {
        for (xmlNodePtr s = level; s; s = s->next) {
            if (s->type != XML_ELEMENT_NODE)
                continue;
            if (S_is(s, "unfinished")) /* a variation just stops */
                return copied;
            if (S_copy(var, s))
                return -1;
            copied++;
        }
        if (!parent || parent->type != XML_ELEMENT_NODE ||
            S_is(parent, "game"))
            return copied;
        level = parent->next;
        parent = parent->parent;
    }
}

int vi_insert(xmlNodePtr move, xmlNodePtr from)
{
    xmlNodePtr var = xmlNewDocNode(move->doc, move->ns,
                                   (const xmlChar *)"variation", NULL);
    if (!var)
        return -1;
    /* After the notes and variations that already follow the move: a
     * new variation is numbered after them. */
    xmlNodePtr anchor = move;
    int number = 1;
    for (xmlNodePtr s = move->next; s; s = s->next) {
        if (s->type != XML_ELEMENT_NODE)
            continue;
        if (!S_is(s, "note") && !S_is(s, "variation"))
            break;
        number += S_is(s, "variation");
        anchor = s;
    }
    if (!xmlAddNextSibling(anchor, var)) {
        xmlFreeNode(var);
        return -1;
    }
    if (S_flatten(var, from) <= 0) {
        xmlUnlinkNode(var);
        xmlFreeNode(var);
        return -1;
    }
    return number;
}

xmlNodePtr vi_fragment(const char *moves, xmlDocPtr *doc)
{
    nt_buf b = {0};
    nt_buf_printf(&b, "<game xmlns=\"%s\">%s</game>", VI_NS, moves);
    *doc = b.len < 2147483647u
               ? xmlReadMemory(b.data, (int)b.len, "answer", NULL,
                               XML_PARSE_NONET | XML_PARSE_NOERROR |
                                   XML_PARSE_NOWARNING)
               : NULL;
    nt_buf_free(&b);
    if (!*doc)
        return NULL;
    xmlNodePtr root = xmlDocGetRootElement(*doc);
    for (xmlNodePtr c = root ? root->children : NULL; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE)
            return c;
    xmlFreeDoc(*doc);
    *doc = NULL;
    return NULL;
}

/* ------------------------------------------------- reading it back */

typedef struct first_diag {
    char *text;
} first_diag;

static int S_on_record(const nt_record *r, void *user)
{
    first_diag *f = user;
    if (f->text || r->valid || !r->ndiag)
        return 0;
    nt_buf b = {0};
    const nt_diag *d = &r->diag[0];
    nt_buf_printf(&b, "%s:%lu:%lu: error[%s]: %s", r->file, d->line, d->col,
                  d->rule, d->message);
    f->text = nt_buf_take(&b);
    return 0;
}

/* Read `data` with the library for `job` (fmt: its canonical bytes into
 * *out).  0 when every record is valid; -1 with *why. */
static int S_read_back(nt_job_kind job, const char *name, const char *data,
                       size_t len, char **out, size_t *outlen, char **why)
{
    nt_options o;
    nt_options_init(&o);
    o.job = job;
    first_diag f = {0};
    o.user = &f;
    o.on_record = S_on_record;
    FILE *mem = NULL;
    if (out) {
        *out = NULL;
        *outlen = 0;
        mem = open_memstream(out, outlen);
        if (!mem) {
            *why = S_msg(name, strerror(errno));
            return -1;
        }
        o.out = mem;
    }
    char *err = NULL;
    nt_reader *r = nt_reader_new(&o, &err);
    int rc = r ? nt_reader_memory(r, name, data, len) : 2;
    nt_reader_free(r);
    int bad = mem && (ferror(mem) | fclose(mem));
    if (rc || bad || err) {
        if (out) {
            free(*out);
            *out = NULL;
        }
        *why = f.text ? f.text
                      : S_msg(name, err ? err : "cannot be read back");
        if (f.text)
            f.text = NULL;
        free(err);
        free(f.text);
        return -1;
    }
    free(f.text);
    return 0;
}

char *vi_canonical(xmlDocPtr doc, const char *name, size_t *len, char **why)
{
    xmlChar *raw = NULL;
    int rawlen = 0;
    xmlDocDumpMemoryEnc(doc, &raw, &rawlen, "UTF-8");
    if (!raw) {
        *why = S_msg(name, "cannot write the tree out");
        return NULL;
    }
    /* fmt reads every variation through the engine as it writes it: a
     * line the rules refuse stops here, before any byte is written. */
    char *canon = NULL;
    size_t clen = 0;
    int rc = S_read_back(NT_JOB_FMT, name, (const char *)raw, (size_t)rawlen,
                         &canon, &clen, why);
    xmlFree(raw);
    if (rc)
        return NULL;
    /* And what would be written is what validate then reads. */
    if (S_read_back(NT_JOB_VALIDATE, name, canon, clen, NULL, NULL, why)) {
        free(canon);
        return NULL;
    }
    *len = clen;
    return canon;
}

int vi_write(const char *path, const char *data, size_t len)
{
    out_target o;
    if (out_open(&o, path, 0))
        return EXIT_TROUBLE;
    int err = out_whole(o.f, data, len);
    if (err) {
        out_abort(&o);
        return io_error(path, err);
    }
    return out_commit(&o);
}

/* Unpacking records (see pack.h for the format): a source that decodes
 * a record's answers, by the models of pack_format.h, for the engine to
 * replay the game with the canonical writer observing; each record first
 * in a dry run read back by the engine, so that nothing is written unless
 * the whole file unpacks to valid records.  The container is read by
 * pack_file.c. */
#include "pack.h"

#include <libxml/parser.h>
#include <stdlib.h>
#include <string.h>

#include "pack_format.h"
#include "meta.h"
#include "record.h"
#include "xmlout.h"

/* ------------------------------------------------- the decoding source */

typedef struct unpacker {
    nt_source base;
    nt_rc_dec rc;
    nt_rc_dec frc;
    int asserts;
    nt_pack_models m;
    uint64_t ops;
    const nt_pack_note *notes;
    size_t nnotes, next;
    /* Whether each open element is written: a list of tokens in a written
     * element is written too (an empty one would assert "none"). */
    unsigned char open[72];
    int depth;
    int peeks_count;   /* versions 1 and 2: a look ahead is counted */
} unpacker;

static unpacker *S_un(nt_source *s)
{
    return (unpacker *)s;
}

/* One note, mark or variation, told as the record's reading told it. */
static void S_annotation(nt_play *p, const nt_pack_note *n)
{
    switch (n->kind) {
    case NT_ANNOT_MARK: nt_play_mark(p, n->text); break;
    case NT_ANNOT_VARIATION: nt_play_variation_text(p, n->text); break;
    default: nt_play_note(p, n->text); break;
    }
}

/* S_step when a note is left or the coded bytes ran out. */
static int S_step_rare(unpacker *u, nt_play *p)
{
    while (u->next < u->nnotes && u->notes[u->next].at <= u->ops)
        S_annotation(p, &u->notes[u->next++]);
    if (u->rc.overrun || u->frc.overrun)
        return nt_play_error(p, "notation.pack.corrupt", 0, 0, 0,
                             "the packed record ends before the game does");
    return NT_OK;
}

/* Before each operation: the notes that stood before it (noted while it
 * ran, when packing), then a check that the coded bytes have not run
 * out.  Inline, as it comes before every operation: most records have no
 * note. */
static inline int S_step(unpacker *u, nt_play *p)
{
    u->ops++;
    if (u->next < u->nnotes || u->rc.overrun || u->frc.overrun)
        return S_step_rare(u, p);
    return NT_OK;
}

static int S_flag_bit(unpacker *u, uint16_t *model)
{
    if (u->asserts == ASSERT_SOME)
        return nt_rc_decode_bit(&u->frc, model);
    return u->asserts == ASSERT_ALL;
}

static void S_push_open(unpacker *u, int present)
{
    if (u->depth < (int)sizeof u->open)
        u->open[u->depth] = (unsigned char)present;
    u->depth++;
}

static int U_open(nt_source *s, nt_play *p, const char *name)
{
    (void)name;
    S_push_open(S_un(s), 1);
    return S_step(S_un(s), p);
}

static int U_open_opt(nt_source *s, nt_play *p, const char *name,
                      const nt_fact *key, int kind, int *present)
{
    unpacker *u = S_un(s);
    (void)name;
    (void)key;
    NT_TRY(S_step(u, p));
    *present = kind == NT_OPT_MARKER ? nt_rc_decode_bit(&u->rc, &u->m.marker)
               : kind == NT_OPT_ASSERT ? S_flag_bit(u, &u->m.opt)
                                       : 0;
    S_push_open(u, *present || kind == NT_OPT_LABEL);
    return NT_OK;
}

static int U_close(nt_source *s, nt_play *p)
{
    unpacker *u = S_un(s);
    if (u->depth)
        u->depth--;
    return S_step(u, p);
}

static int U_fact(nt_source *s, nt_play *p, const nt_fact *f, int *present)
{
    unpacker *u = S_un(s);
    NT_TRY(S_step(u, p));
    *present = f->label ? 1 : S_flag_bit(u, nt_pack_fact_model(&u->m, f));
    int written = u->depth > 0 && u->depth <= (int)sizeof u->open &&
                  u->open[u->depth - 1];
    if (!f->attr && written && !*present)
        return nt_play_error(p, "notation.pack.corrupt", 0, 0, 0,
                             "a list of the record is coded as missing");
    return NT_OK;
}

static int U_answer(nt_source *s, nt_play *p, const nt_ask *a, int32_t *out)
{
    unpacker *u = S_un(s);
    NT_TRY(S_step(u, p));
    int i = 0;
    if (a->n >= 2 && nt_pack_weighted(a)) {
        uint32_t total = nt_pack_total(a),
                 v = nt_rc_decode_freq(&u->rc, total);
        uint32_t start = 0, size = 0;
        i = nt_pack_find(a, total, v, &start, &size);
        nt_rc_decode_update(&u->rc, start, size);
    } else if (a->n >= 2) {
        i = (int)nt_rc_decode_uniform(&u->rc, (uint32_t)a->n);
        if (i >= a->n)
            i = a->n - 1;
    }
    *out = a->n ? a->vals[i] : a->dflt;
    return NT_OK;
}

static int U_more(nt_source *s, nt_play *p)
{
    S_step(S_un(s), p);
    return 0;
}

static int U_end(nt_source *s, nt_play *p, const char *rule, const char *msg)
{
    (void)rule;
    (void)msg;
    return S_step(S_un(s), p);
}

static int U_peek(nt_source *s, nt_play *p, const char *elem,
                  const char *attr, nt_buf *out)
{
    (void)elem;
    (void)attr;
    (void)out;
    /* Versions 1 and 2 counted a look ahead as an operation (pack.c). */
    if (S_un(s)->peeks_count)
        S_step(S_un(s), p);
    return 0;
}

static void U_where(nt_source *s, unsigned long *line, unsigned long *col)
{
    (void)s;
    *line = *col = 0;
}

/* ------------------------------------------------------------ records */

typedef struct setup_errors {
    nt_setup_ctx base;
    nt_unpack_job *j;
    const nt_game *g;
} setup_errors;

/* A setup the packer wrote is valid: one that is refused now is corrupt,
 * unless the game refuses it for what this run lacks (the Duel's
 * component data set: another --components file), which is said as
 * such. */
static int S_setup_error(nt_setup_ctx *c, const nt_node *at, const char *rule,
                         const char *msg)
{
    setup_errors *e = (setup_errors *)c;
    (void)at;
    if (e->g->components_rule && !strcmp(rule, e->g->components_rule))
        return -nt_unpack_fail(e->j, rule,
                               "the record was packed with another data "
                               "set: %s", msg);
    return -nt_unpack_fail(e->j, "notation.pack.corrupt",
                           "the packed setup is not valid: %s", msg);
}

/* The fingerprint of the component data the record was packed with
 * (<head digest="...">) against that of the data loaded now: the coded
 * choices mean the same game only if they agree.  A game without data
 * files has none to write, and its heads carry none. */
static int S_digest_check(nt_unpack_job *j, const nt_game *g,
                          const nt_node *head, const void *setup,
                          uint64_t index)
{
    const char *was = nt_attr(head, "digest");
    if (!g->components_digest)
        return was ? nt_unpack_fail(j, "notation.pack.corrupt",
                                    "record %llu: a %s head holds no "
                                    "digest",
                                    (unsigned long long)index + 1, g->id)
                   : 0;
    char now[16];
    snprintf(now, sizeof now, "%08x", (unsigned)g->components_digest(setup));
    if (was && !strcmp(was, now))
        return 0;
    if (!was)
        return nt_unpack_fail(j, "notation.pack.corrupt",
                              "record %llu: the head has no digest of its "
                              "component data",
                              (unsigned long long)index + 1);
    return nt_unpack_fail(
        j, g->components_rule,
        "record %llu was packed with other component data under the same "
        "name (digest %s; the data loaded now: %s): its coded choices would "
        "decode to another game; load the data file it was packed with "
        "(--components FILE)",
        (unsigned long long)index + 1, was, now);
}

/* Where a record is written: all through libxml2's writer `w`; or, with
 * `mem`, its head, metadata and setup through `w` (the games write their
 * setups with it) into `buf` as a document of its own, and the rest by
 * our writer (xmlwrite.h), the same bytes for less, after a copy of
 * `buf` into `mem`.  `handed` says which was done. */
typedef struct record_sink {
    xmlTextWriterPtr w;
    xmlBufferPtr buf;
    nt_buf *mem;
    size_t head_len; /* buf's bytes once <game>'s attributes are written */
    int handed;
} record_sink;

/* Our writer takes over from libxml2's after the setup, when what
 * libxml2's wrote says in which state it left <game>: without content (no
 * byte after its attributes), or after a child's end tag (">" and a line
 * break last: text never ends so, as libxml2 writes ">" as "&gt;"). */
static int S_hand_over(record_sink *k, nt_xw *xw)
{
    if (!k->mem || xmlTextWriterFlush(k->w) < 0)
        return 0;
    size_t n = (size_t)xmlBufferLength(k->buf);
    const char *c = (const char *)xmlBufferContent(k->buf);
    int content = n > k->head_len;
    if (content && (n < 2 || c[n - 2] != '>' || c[n - 1] != '\n'))
        return 0;
    nt_buf_add(k->mem, c, n);
    nt_xw_init(xw, k->mem);
    nt_xw_resume(xw, "game", content);
    return k->handed = 1;
}

static int S_unpack_record(nt_unpack_job *j, nt_unpack_rec *u, uint64_t index,
                           record_sink *k, int alone)
{
    xmlTextWriterPtr w = k->w;
    const nt_game *g = nt_game_by_code(u->code);
    if (!g)
        return nt_unpack_fail(
            j, "notation.pack.game",
            "record %llu is of a game this toolkit does not know "
            "(code %u)",
            (unsigned long long)index + 1, u->code);
    /* The head is XML of our own making: read quietly (a damaged one is
     * said below, as the packed file's problem), and as strictly as a
     * record's: unpack never writes what fmt would not. */
    xmlDocPtr d = xmlReadMemory((const char *)u->head, (int)u->head_len,
                                "packed head", NULL,
                                XML_PARSE_NONET | XML_PARSE_NOBLANKS |
                                    XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    nt_arena mem = {0};
    nt_node *root =
        d && !d->intSubset ? nt_tree_copy(&mem, xmlDocGetRootElement(d)) : NULL;
    nt_node *setup = root ? nt_child(root, "setup") : NULL;
    nt_node *meta = root ? nt_child(root, "meta") : NULL;
    xmlFreeDoc(d);
    d = NULL;
    nt_meta_problem bad = {0};
    if (!setup || (meta && nt_meta_check(meta, &bad))) {
        int rc = nt_unpack_fail(
            j, "notation.pack.corrupt", "record %llu has no readable %s%s%s",
            (unsigned long long)index + 1, setup ? "metadata" : "setup",
            bad.why.len ? ": " : "", nt_buf_str(&bad.why));
        nt_buf_free(&bad.why);
        nt_arena_free(&mem);
        return rc;
    }
    void *su = nt_xcalloc(1, g->setup_size);
    setup_errors errs = {{S_setup_error}, j, g};
    int rc = g->setup_read(su, setup, &errs.base) ? 1 : 0;
    if (!rc)
        rc = S_digest_check(j, g, root, su, index);
    void *state = rc ? NULL : nt_xcalloc(1, g->state_size);
    if (!rc) {
        g->init(state, su);
        nt_xml_write_head(w, g, alone || !j->collection);
        if (k->mem && xmlTextWriterFlush(w) >= 0)
            k->head_len = (size_t)xmlBufferLength(k->buf);
        nt_xml_write_meta(w, meta);
        g->setup_write(su, w);
        nt_xw xw;
        nt_xml_out *x = S_hand_over(k, &xw) ? nt_xml_out_new_own(&xw)
                                            : nt_xml_out_new(w);
        unpacker un = {0};
        un.base.open = U_open;
        un.base.open_opt = U_open_opt;
        un.base.close = U_close;
        un.base.fact = U_fact;
        un.base.answer = U_answer;
        un.base.more = U_more;
        un.base.end = U_end;
        un.base.peek = U_peek;
        un.base.where = U_where;
        un.base.lists = 1;
        un.notes = u->notes;
        un.peeks_count = j->version < 3;
        un.nnotes = u->nnotes;
        nt_pack_models_init(&un.m);
        un.asserts = u->asserts;
        nt_rc_dec_init(&un.rc, u->payload, u->payload_len);
        nt_rc_dec_init(&un.frc, u->flags, u->flags_len);
        nt_xml_out_set_state(x, state);
        nt_play_config pc = {0};
        pc.hooks = g->hooks;
        pc.state = state;
        pc.source = &un.base;
        pc.observers = nt_xml_out_observer(x);
        pc.facts = NT_FACTS_KEEP;
        pc.stop_at = -1;
        nt_play *p = nt_play_new(&pc);
        int prc = g->play(state, p);
        while (prc == NT_OK && un.next < un.nnotes)
            S_annotation(p, &un.notes[un.next++]);
        if (prc != NT_OK || un.rc.overrun || un.frc.overrun)
            rc = nt_unpack_fail(j, "notation.pack.corrupt", "record %llu: %s",
                                (unsigned long long)index + 1,
                                nt_play_ndiag(p)
                                    ? nt_play_diags(p)[0].message
                                    : "the coded choices do not make "
                                      "a game");
        else if (un.rc.p != un.rc.end || un.frc.p != un.frc.end)
            rc = nt_unpack_fail(j, "notation.pack.corrupt",
                                "record %llu: coded bytes are left over",
                                (unsigned long long)index + 1);
        nt_play_free(p);
        nt_xml_out_free(x);
        if (k->handed) {
            nt_xw_end(&xw);
            nt_xw_free(&xw);
        } else {
            xmlTextWriterEndElement(w);
        }
    }
    free(state);
    free(su);
    nt_arena_free(&mem);
    return rc;
}

/* Every record through a writer: to `out`, or nowhere (NULL).  2 when
 * `out` cannot be written. */
typedef struct first_diag {
    int invalid;
    nt_buf why;
} first_diag;

static int S_first_diag(const nt_record *r, void *user)
{
    first_diag *d = user;
    if (!r->valid && !d->invalid++ && r->ndiag)
        nt_buf_printf(&d->why, "%lu:%lu: [%s] %s", r->diag[0].line,
                      r->diag[0].col, r->diag[0].rule, r->diag[0].message);
    return 0;
}

/* ------------------------------------------------------------ the spool */

/* The records the dry run wrote, kept in an unnamed temporary file so that
 * the output is not decoded a second time (that cost as much as the dry
 * run) and memory stays flat.  A record alone is what a file of one record
 * is; in a collection the writer puts it one level deeper, without the
 * namespace: the same bytes with every line indented by two spaces, as
 * long as every line break is the writer's own (after a tag, before the
 * next one's indentation).  A record with any other line break (a note's
 * text), or a spool that cannot be written, leaves the output to the
 * second decoding, as before. */
typedef struct spool {
    FILE *f;
    int ok;
    size_t bytes;
    nt_buf deeper; /* a record of a collection, as the spool takes it */
} spool;

/* A small packed file can stand for much XML: past this much the spool
 * is given up (its space given back at once) for the second pass, rather
 * than fill the temporary directory. */
#define SPOOL_MAX (64u << 20)

static const char S_decl[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
static const char S_game_ns[] = "<game xmlns=\"" NT_NAMESPACE "\" ";

/* The rest of a record's body, from `p` (within its first line) to its
 * last byte, a line break, appended to `out` one level deeper: two spaces
 * after each line break but the last, as long as each such break stands
 * between a tag's '>' and the next line's indentation and '<'; 0 when one
 * does not. */
static int S_deeper(const char *p, const char *end, nt_buf *out)
{
    for (const char *from = p; p < end;) {
        const char *nl = (const char *)memchr(p, '\n', (size_t)(end - p)) + 1;
        nt_buf_add(out, p, (size_t)(nl - p));
        if (nl == end)
            break;
        if (nl - 2 < from || nl[-2] != '>')
            return 0;
        const char *q = nl;
        while (q < end - 1 && *q == ' ')
            q++;
        if (q == end - 1 || *q != '<')
            return 0;
        nt_buf_add(out, "  ", 2);
        p = nl;
    }
    return 1;
}

/* One record, as the dry run wrote it alone, onto the spool in the form the
 * output takes; 0 when it cannot be. */
static int S_spool_record(spool *s, const char *xml, size_t n, int collection)
{
    s->bytes += n;
    if (s->bytes > SPOOL_MAX)
        return 0;
    if (!collection)
        return fwrite(xml, 1, n, s->f) == n;
    size_t dl = sizeof S_decl - 1, gl = sizeof S_game_ns - 1;
    if (n < dl + gl || memcmp(xml, S_decl, dl) ||
        memcmp(xml + dl, S_game_ns, gl) || xml[n - 1] != '\n')
        return 0;
    /* "<game " and what follows the namespace. */
    nt_buf *d = &s->deeper;
    nt_buf_clear(d);
    nt_buf_puts(d, "  <game ");
    if (!S_deeper(xml + dl + gl, xml + n, d))
        return 0;
    return fwrite(d->data, 1, d->len, s->f) == d->len;
}

/* The spooled records to `out`, in the collection's envelope when there is
 * one: 0, or 2 when `out` cannot be written. */
static int S_spool_out(spool *s, const nt_unpack_job *j, FILE *out)
{
    char chunk[1 << 16];
    size_t n;
    rewind(s->f);
    if (j->collection)
        fprintf(out, "%s<games xmlns=\"%s\">\n", S_decl, NT_NAMESPACE);
    while ((n = fread(chunk, 1, sizeof chunk, s->f)) > 0)
        if (fwrite(chunk, 1, n, out) != n)
            return 2;
    if (j->collection)
        fputs("</games>\n", out);
    return fflush(out) || ferror(out) || ferror(s->f) ? 2 : 0;
}

/* The dry run: each record written alone to memory and read back by the
 * engine, so that unpack never writes what fmt would not (a damaged file
 * whose checksum was made right again can decode to nonsense). */
static int S_unpack_check(nt_unpack_job *j, spool *sp)
{
    first_diag d = {0};
    nt_options o;
    nt_options_init(&o);
    o.on_record = S_first_diag;
    o.user = &d;
    char *err = NULL;
    nt_reader *r = nt_reader_new(&o, &err);
    free(err);
    if (!r)
        return nt_unpack_fail(j, "notation.pack.corrupt",
                              "cannot check the records");
    int rc = 0;
    nt_buf rec = {0};
    for (uint64_t i = 0; i < j->nrecs && !rc; i++) {
        xmlBufferPtr buf = xmlBufferCreate();
        xmlTextWriterPtr w = nt_xml_writer_buffer(buf);
        xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL);
        nt_buf_clear(&rec);
        record_sink k = {w, buf, &rec, 0, 0};
        rc = S_unpack_record(j, &j->recs[i], i, &k, 1);
        if (!k.handed) {
            xmlTextWriterEndDocument(w);
            xmlTextWriterFlush(w);
            nt_buf_add(&rec, xmlBufferContent(buf),
                       (size_t)xmlBufferLength(buf));
        }
        xmlFreeTextWriter(w);
        xmlBufferFree(buf);
        d.invalid = 0;
        nt_buf_clear(&d.why);
        if (!rc)
            nt_reader_memory(r, "unpacked", rec.data, rec.len);
        if (!rc && d.invalid)
            rc = nt_unpack_fail(
                j, "notation.pack.corrupt",
                "record %llu decodes to a record that is not valid "
                "(%s): the file is damaged",
                (unsigned long long)i + 1, nt_buf_str(&d.why));
        if (!rc && sp->ok)
            sp->ok = S_spool_record(sp, rec.data, rec.len, j->collection);
        if (!sp->ok && sp->f) {
            fclose(sp->f); /* unnamed: its space goes back now */
            sp->f = NULL;
        }
    }
    nt_buf_free(&rec);
    nt_reader_free(r);
    nt_buf_free(&d.why);
    return rc;
}

/* Every record through a writer to `out`.  2 when `out` cannot be
 * written. */
static int S_unpack_all(nt_unpack_job *j, FILE *out)
{
    xmlTextWriterPtr w = nt_xml_writer_file(out);
    if (!w)
        return 2;
    int rc = 0;
    if (xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL) < 0)
        rc = 2;
    if (!rc && j->collection) {
        xmlTextWriterStartElement(w, (const xmlChar *)"games");
        xmlTextWriterWriteAttribute(w, (const xmlChar *)"xmlns",
                                    (const xmlChar *)NT_NAMESPACE);
    }
    for (uint64_t i = 0; i < j->nrecs && !rc; i++) {
        record_sink k = {w, NULL, NULL, 0, 0};
        rc = S_unpack_record(j, &j->recs[i], i, &k, 0);
    }
    if (xmlTextWriterEndDocument(w) < 0 && !rc)
        rc = 2;
    xmlFreeTextWriter(w);
    if (!rc && (fflush(out) || ferror(out)))
        rc = 2;
    return rc;
}

int nt_unpack_memory(const void *data, size_t len, FILE *out,
                     const char **rule, char **message)
{
    nt_unpack_job j = {0};
    j.rule = rule;
    j.message = message;
    *rule = NULL;
    *message = NULL;
    int rc = nt_pack_file_read(&j, data, len);
    /* Twice: a dry run first, each record checked as the engine reads it,
     * so that nothing reaches `out` unless the whole file unpacks to
     * valid records; then the XML streamed to `out` (never held whole in
     * memory: a small packed file can stand for much XML). */
    spool sp = {NULL, 0, 0, {0}};
    if (!rc && j.nrecs) {
        sp.f = tmpfile();
        sp.ok = sp.f != NULL;
    }
    if (!rc)
        rc = S_unpack_check(&j, &sp);
    if (!rc && sp.ok && (fflush(sp.f) || ferror(sp.f)))
        sp.ok = 0;
    if (!rc)
        rc = sp.ok ? S_spool_out(&sp, &j, out) : S_unpack_all(&j, out);
    if (sp.f)
        fclose(sp.f);
    nt_buf_free(&sp.deeper);
    nt_unpack_job_free(&j);
    return rc;
}

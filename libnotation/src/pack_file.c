/* The packed file (see pack.h for the format): the container's header,
 * its checksum and the payload's length, the content deflated with a
 * preset dictionary, and the records in it framed by varints; written
 * for packing, read and checked for unpacking. */
#include "pack.h"

#include <libxml/chvalid.h>
#include <libxml/parser.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "pack_format.h"

#define MAGIC "NTPK"
/* Version 2 adds the payload's length to the header (bytes 11-14, with a
 * check byte 15 of its own), so that a cut file is told from a damaged
 * one.  Version 3 puts a kind byte before each note's text (a note, a
 * mark, a variation), and no longer counts the engine's looks ahead among
 * the operations notes are placed by (pack.c).  Versions 1 and 2 are
 * still read. */
#define VERSION 3
#define VERSION_2 2
#define HEADER_SIZE 16
#define HEADER_SIZE_V1 11
/* Unpacking refuses a packed file larger than this (notation(1)). */
#define MAX_PACKED (32u << 20)
#define FLAG_COLLECTION 1
/* Unpacking refuses content larger than this (a guard against bombs). */
#define MAX_CONTENT (32u << 20) /* inflated; notation(1), LIMITS */

/* What deflate finds in nearly every head: a preset dictionary. */
static const char S_dictionary[] =
    "<seat n=\"1\" name=\"\"/><seat n=\"2\" name=\"\"/><seat n=\"3\" "
    "name=\"\"/><seat n=\"4\" name=\"\"/><seat n=\"5\" name=\"\"/>"
    "<site></site><date></date><round></round><annotator></annotator>"
    " turn-limit=\"\" round=\"\" read=\"\" green=\"\" blue=\"\" red=\"\" "
    "yellow=\"\" purple=\"\" flask=\"any\" strong-ingredient=\"counts\""
    " pennies=\"brewing buying scoring\" kept=\"\" black=\"5\" "
    "locoweed=\"6\" green=\"5\" blue=\"6\" red=\"5\" yellow=\"6\" "
    "purple=\"5\" black=\"6\" locoweed=\"5\" expansion=\"herb-witches\""
    "</setup></head>"
    "<head xmlns=\"urn:libnotation:1\"><meta><event>Generated game</event>"
    "<tag name=\"seed\" value=\"\"/><tag name=\"index\" value=\""
    "\"/></meta><setup players=\"4\" start=\"1\" set=\"1\" side=\"back\"/>"
    "</head>";

/* The Duel's packed files (game code 3, none written before it) use the
 * same words followed by its own: the set-up of nearly every Duel head,
 * with the digest of its component data. */
static const char S_dictionary_duel[] =
    "<seat n=\"1\" name=\"\"/><seat n=\"2\" name=\"\"/>"
    "<site></site><date></date><round></round><annotator></annotator>"
    "<head xmlns=\"urn:libnotation:1\" digest=\"\"><meta><event>Generated "
    "game</event><tag name=\"seed\" value=\"\"/><tag name=\"index\" "
    "value=\"\"/></meta><setup start=\"2\" first-game=\"yes\"><coins>copper "
    "silver gold</coins><books blue=\"IV\" red=\"II\" green=\"III\" "
    "pink=\"IV\" yellow=\"III\" purple=\"II\"/><setup start=\"1\">"
    "<components dataset=\"provisional-1\"/><books blue=\"I\" red=\"I\" "
    "green=\"I\" pink=\"I\" yellow=\"I\" purple=\"I\"/><coins>silver "
    "gold</coins></setup></head>";

#define DUEL_CODE 3

static const char *S_dict(unsigned code, unsigned *len)
{
    if (code == DUEL_CODE) {
        *len = sizeof S_dictionary_duel - 1;
        return S_dictionary_duel;
    }
    *len = sizeof S_dictionary - 1;
    return S_dictionary;
}

/* ------------------------------------------------------------ varints */

static void S_put_varint(nt_buf *b, uint64_t v)
{
    while (v >= 0x80) {
        nt_buf_putc(b, (char)(0x80 | (v & 0x7F)));
        v >>= 7;
    }
    nt_buf_putc(b, (char)v);
}

typedef struct reader {
    const uint8_t *p, *end;
    int bad;
} reader;

static uint64_t S_get_varint(reader *r)
{
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (r->p >= r->end) {
            r->bad = 1;
            return 0;
        }
        uint8_t byte = *r->p++;
        v |= (uint64_t)(byte & 0x7F) << shift;
        if (!(byte & 0x80))
            return v;
    }
    r->bad = 1;
    return 0;
}

/* `len` bytes, or NULL (and bad) when fewer are left. */
static const uint8_t *S_get_bytes(reader *r, uint64_t len)
{
    if (r->bad || len > (uint64_t)(r->end - r->p)) {
        r->bad = 1;
        return NULL;
    }
    const uint8_t *at = r->p;
    r->p += len;
    return at;
}

/* --------------------------------------------------- writing the file */

static void S_content(const nt_pack_rec *recs, size_t nrecs, nt_buf *text,
                      nt_buf *bin)
{
    S_put_varint(text, nrecs);
    for (size_t i = 0; i < nrecs; i++) {
        const nt_pack_rec *r = &recs[i];
        nt_buf_putc(text, (char)r->code);
        nt_buf_putc(text, (char)r->asserts);
        S_put_varint(text, r->head.len);
        nt_buf_add(text, r->head.data, r->head.len);
        S_put_varint(text, r->nnotes);
        uint64_t last = 0;
        for (size_t j = 0; j < r->nnotes; j++) {
            size_t len = strlen(r->notes[j].text);
            S_put_varint(text, r->notes[j].at - last);
            last = r->notes[j].at;
            nt_buf_putc(text, (char)r->notes[j].kind);
            S_put_varint(text, len);
            nt_buf_add(text, r->notes[j].text, len);
        }
    }
    for (size_t i = 0; i < nrecs; i++) {
        const nt_pack_rec *r = &recs[i];
        S_put_varint(bin, r->payload.len);
        nt_buf_add(bin, r->payload.data, r->payload.len);
        if (r->asserts == ASSERT_SOME) {
            S_put_varint(bin, r->flags.len);
            nt_buf_add(bin, r->flags.data, r->flags.len);
        }
    }
}

static int S_deflate_some(z_stream *z, const nt_buf *in, int flush,
                          nt_buf *out)
{
    z->next_in = (Bytef *)(in ? in->data : NULL);
    z->avail_in = in ? (uInt)in->len : 0;
    int rc;
    do {
        unsigned char chunk[16384];
        z->next_out = chunk;
        z->avail_out = sizeof chunk;
        rc = deflate(z, flush);
        if (rc == Z_STREAM_ERROR)
            return -1;
        nt_buf_add(out, chunk, sizeof chunk - z->avail_out);
    } while (z->avail_out == 0 || (flush == Z_FINISH && rc != Z_STREAM_END));
    return 0;
}

/* The text compressed with the dictionary, then the coded choices in
 * stored blocks (level 0): deflate cannot shrink coded bits, only add. */
static int S_deflate(const nt_buf *text, const nt_buf *bin, unsigned code,
                     nt_buf *out)
{
    z_stream z;
    unsigned dlen;
    const char *dict = S_dict(code, &dlen);
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) != Z_OK)
        return -1;
    deflateSetDictionary(&z, (const Bytef *)dict, dlen);
    int rc = S_deflate_some(&z, text, Z_NO_FLUSH, out);
    z.next_in = NULL;
    z.avail_in = 0;
    unsigned char chunk[16384];
    z.next_out = chunk;
    z.avail_out = sizeof chunk;
    if (!rc && deflateParams(&z, 0, Z_DEFAULT_STRATEGY) != Z_OK)
        rc = -1;
    nt_buf_add(out, chunk, sizeof chunk - z.avail_out);
    if (!rc)
        rc = S_deflate_some(&z, bin, Z_FINISH, out);
    deflateEnd(&z);
    return rc;
}

int nt_pack_file_write(const nt_pack_rec *recs, size_t nrecs, FILE *out,
                       int collection)
{
    nt_buf text = {0}, bin = {0}, z = {0};
    S_content(recs, nrecs, &text, &bin);
    uint8_t code = nrecs ? recs[0].code : 0;
    for (size_t i = 1; i < nrecs; i++)
        if (recs[i].code != code)
            code = 0;
    uint8_t head[HEADER_SIZE] = {'N', 'T', 'P', 'K', VERSION, code,
                                 (uint8_t)(collection ? FLAG_COLLECTION : 0)};
    int rc = S_deflate(&text, &bin, code, &z);
    head[11] = (uint8_t)(z.len >> 24);
    head[12] = (uint8_t)(z.len >> 16);
    head[13] = (uint8_t)(z.len >> 8);
    head[14] = (uint8_t)z.len;
    head[15] = (uint8_t)~(head[11] ^ head[12] ^ head[13] ^ head[14]);
    /* The checksum covers every byte after it and the version, game and
     * flags: any change to the file is caught before it is inflated. */
    uLong crc = crc32(crc32(0L, Z_NULL, 0), head + 4, 3);
    crc = crc32(crc, head + 11, 5);
    crc = crc32(crc, (const Bytef *)z.data, (uInt)z.len);
    head[7] = (uint8_t)(crc >> 24);
    head[8] = (uint8_t)(crc >> 16);
    head[9] = (uint8_t)(crc >> 8);
    head[10] = (uint8_t)crc;
    if (!rc && (fwrite(head, 1, sizeof head, out) != sizeof head ||
                fwrite(z.data, 1, z.len, out) != z.len))
        rc = -1;
    nt_buf_free(&text);
    nt_buf_free(&bin);
    nt_buf_free(&z);
    return rc;
}

void nt_pack_wrap(const void *content, size_t len, int collection,
                  unsigned code, nt_buf *packed)
{
    nt_buf text = {0}, z = {0};
    nt_buf_add(&text, content, len);
    S_deflate(&text, NULL, code, &z);
    uint8_t head[HEADER_SIZE] = {'N', 'T', 'P', 'K', VERSION, (uint8_t)code,
                                 (uint8_t)(collection ? FLAG_COLLECTION : 0)};
    head[11] = (uint8_t)(z.len >> 24);
    head[12] = (uint8_t)(z.len >> 16);
    head[13] = (uint8_t)(z.len >> 8);
    head[14] = (uint8_t)z.len;
    head[15] = (uint8_t)~(head[11] ^ head[12] ^ head[13] ^ head[14]);
    uLong crc = crc32(crc32(0L, Z_NULL, 0), head + 4, 3);
    crc = crc32(crc, head + 11, 5);
    crc = crc32(crc, (const Bytef *)z.data, (uInt)z.len);
    head[7] = (uint8_t)(crc >> 24);
    head[8] = (uint8_t)(crc >> 16);
    head[9] = (uint8_t)(crc >> 8);
    head[10] = (uint8_t)crc;
    nt_buf_add(packed, head, sizeof head);
    nt_buf_add(packed, z.data, z.len);
    nt_buf_free(&text);
    nt_buf_free(&z);
}

/* --------------------------------------------------- reading the file */

int nt_unpack_fail(nt_unpack_job *j, const char *rule, const char *fmt, ...)
{
    nt_buf b = {0};
    va_list ap;
    va_start(ap, fmt);
    nt_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    *j->rule = rule;
    free(*j->message);
    *j->message = nt_buf_take(&b);
    return 1;
}

static int S_inflate(nt_unpack_job *j, const uint8_t *data, size_t len,
                     unsigned code, size_t *out_len)
{
    z_stream z;
    unsigned dlen;
    const char *dict = S_dict(code, &dlen);
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, -15) != Z_OK)
        return nt_unpack_fail(j, "notation.pack.corrupt",
                              "cannot start inflating");
    inflateSetDictionary(&z, (const Bytef *)dict, dlen);
    size_t cap = len * 4 + 4096, n = 0;
    j->content = nt_xmalloc(cap);
    z.next_in = (Bytef *)data;
    z.avail_in = (uInt)len;
    int rc;
    if (cap > MAX_CONTENT)
        cap = MAX_CONTENT;
    do {
        if (n == cap) {
            if (cap >= MAX_CONTENT) {
                inflateEnd(&z);
                return nt_unpack_fail(
                    j, "notation.limit",
                    "the packed content inflates to more than %u "
                    "MB: no collection of records needs as much",
                    MAX_CONTENT >> 20);
            }
            /* Never past the limit: a bomb costs the limit, no more. */
            cap = cap * 2 > MAX_CONTENT ? MAX_CONTENT : cap * 2;
            j->content = nt_xrealloc(j->content, cap);
        }
        z.next_out = j->content + n;
        z.avail_out = (uInt)(cap - n);
        rc = inflate(&z, Z_NO_FLUSH);
        n = cap - z.avail_out;
    } while (rc == Z_OK && (z.avail_in || z.avail_out == 0));
    size_t left = z.avail_in;
    inflateEnd(&z);
    if (rc != Z_STREAM_END)
        return nt_unpack_fail(j, rc == Z_BUF_ERROR || rc == Z_OK
                                     ? "notation.pack.truncated"
                                     : "notation.pack.corrupt",
                              rc == Z_BUF_ERROR || rc == Z_OK
                                  ? "the packed file is cut short"
                                  : "the packed data is damaged (%s)",
                              z.msg ? z.msg : "inflate");
    if (left)
        return nt_unpack_fail(j, "notation.pack.corrupt",
                              "%zu bytes follow the packed data", left);
    *out_len = n;
    return 0;
}

/* A note as a record can hold it: UTF-8 of characters XML allows, no
 * longer than the reader takes (notation(1), LIMITS). */
static int S_text_ok(const uint8_t *t, uint64_t n)
{
    if (n > (10u << 20))
        return 0;
    for (uint64_t i = 0; i < n;) {
        int len = n - i > 4 ? 4 : (int)(n - i);
        int c = xmlGetUTF8Char(t + i, &len);
        if (c < 0 || !xmlIsCharQ(c))
            return 0;
        i += (uint64_t)len;
    }
    return 1;
}

/* A mark is one of the six; a variation, a <variation> element that
 * parses (no network, no entities): what the writer takes back. */
static int S_annotation_ok(uint8_t kind, const uint8_t *text, uint64_t n)
{
    static const char *const marks[] = {"!", "?", "!!", "??", "!?", "?!"};
    if (kind == NT_ANNOT_MARK) {
        for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
            if (strlen(marks[i]) == n && !memcmp(marks[i], text, n))
                return 1;
        return 0;
    }
    if (kind != NT_ANNOT_VARIATION)
        return kind == NT_ANNOT_NOTE;
    xmlDocPtr doc = xmlReadMemory((const char *)text, (int)n, NULL, NULL,
                                  XML_PARSE_NONET | XML_PARSE_NOERROR |
                                      XML_PARSE_NOWARNING);
    xmlNodePtr root = doc ? xmlDocGetRootElement(doc) : NULL;
    int ok = root && !xmlStrcmp(root->name, (const xmlChar *)"variation") &&
             !doc->intSubset;
    xmlFreeDoc(doc);
    return ok;
}

/* The content: the records' heads and notes, then their coded choices. */
static int S_parse(nt_unpack_job *j, size_t len)
{
    reader r = {j->content, j->content + len, 0};
    j->nrecs = S_get_varint(&r);
    if (r.bad || j->nrecs > len)
        return nt_unpack_fail(j, "notation.pack.corrupt", "bad record count");
    j->recs = nt_xcalloc(j->nrecs ? j->nrecs : 1, sizeof *j->recs);
    for (uint64_t i = 0; i < j->nrecs && !r.bad; i++) {
        nt_unpack_rec *u = &j->recs[i];
        const uint8_t *code = S_get_bytes(&r, 2);
        u->code = code ? code[0] : 0;
        u->asserts = code ? code[1] : 0;
        if (u->asserts > ASSERT_SOME)
            r.bad = 1;
        u->head_len = S_get_varint(&r);
        u->head = S_get_bytes(&r, u->head_len);
        uint64_t nnotes = S_get_varint(&r);
        if (r.bad || nnotes > len)
            break;
        u->notes = nt_xcalloc(nnotes ? nnotes : 1, sizeof *u->notes);
        uint64_t at = 0;
        for (; u->nnotes < nnotes && !r.bad; u->nnotes++) {
            at += S_get_varint(&r);
            const uint8_t *kind = j->version >= VERSION
                                      ? S_get_bytes(&r, 1)
                                      : (const uint8_t *)"";
            uint64_t n = S_get_varint(&r);
            const uint8_t *text = S_get_bytes(&r, n);
            if (!kind || !text || !S_text_ok(text, n) ||
                !S_annotation_ok(*kind, text, n)) {
                r.bad = 1;
                break;
            }
            nt_pack_note *nt = &u->notes[u->nnotes];
            nt->kind = *kind;
            nt->at = at;
            nt->text = nt_xmalloc(n + 1);
            memcpy(nt->text, text, n);
            nt->text[n] = 0;
        }
    }
    for (uint64_t i = 0; i < j->nrecs && !r.bad; i++) {
        nt_unpack_rec *u = &j->recs[i];
        u->payload_len = S_get_varint(&r);
        u->payload = S_get_bytes(&r, u->payload_len);
        if (u->asserts == ASSERT_SOME) {
            u->flags_len = S_get_varint(&r);
            u->flags = S_get_bytes(&r, u->flags_len);
        }
    }
    if (r.bad)
        return nt_unpack_fail(j, "notation.pack.corrupt",
                              "the packed content is inconsistent");
    if (r.p != r.end)
        return nt_unpack_fail(j, "notation.pack.corrupt",
                              "%zu stray bytes after the records",
                              (size_t)(r.end - r.p));
    return 0;
}

static int S_check_header(nt_unpack_job *j, const uint8_t *data, size_t len)
{
    if (len < 4 || memcmp(data, MAGIC, 4))
        return nt_unpack_fail(
            j, "notation.pack.magic",
            "not a packed record (it does not start with %s)", MAGIC);
    if (len > 4 && (data[4] < 1 || data[4] > VERSION))
        return nt_unpack_fail(j, "notation.pack.version",
                              "packed format version %u; this toolkit reads "
                              "versions 1 to %u",
                              data[4], VERSION);
    j->version = len > 4 ? data[4] : 0;
    if (len < (len > 4 && data[4] == 1 ? HEADER_SIZE_V1 : HEADER_SIZE))
        return nt_unpack_fail(j, "notation.pack.truncated",
                              "the packed file is cut short in its header");
    if (len > MAX_PACKED)
        return nt_unpack_fail(
            j, "notation.limit",
            "more than %u MB: not a packed file (no collection of "
            "records packs to as much)",
            MAX_PACKED >> 20);
    if (data[6] & ~FLAG_COLLECTION)
        return nt_unpack_fail(j, "notation.pack.corrupt",
                              "unknown flags 0x%02x", data[6]);
    if (data[5] && !nt_game_by_code(data[5]))
        return nt_unpack_fail(
            j, "notation.pack.game",
            "packed records of a game this toolkit does not know "
            "(code %u)",
            data[5]);
    j->collection = data[6] & FLAG_COLLECTION;
    return 0;
}

static uLong S_be32(const uint8_t *p)
{
    return (uLong)p[0] << 24 | (uLong)p[1] << 16 | (uLong)p[2] << 8 | p[3];
}

/* Version 1: no length; a cut file is told only when inflating runs out
 * of input, which a damaged file can do too. */
static int S_payload_v1(nt_unpack_job *j, const uint8_t *bytes, size_t len,
                        size_t *content_len)
{
    uLong crc = crc32(crc32(0L, Z_NULL, 0), bytes + 4, 3);
    crc = crc32(crc, bytes + HEADER_SIZE_V1, (uInt)(len - HEADER_SIZE_V1));
    int rc = S_inflate(j, bytes + HEADER_SIZE_V1, len - HEADER_SIZE_V1,
                       bytes[5], content_len);
    if (crc != S_be32(bytes + 7) &&
        (!rc || strcmp(*j->rule, "notation.pack.truncated")))
        rc = nt_unpack_fail(j, "notation.pack.checksum",
                            "the checksum does not match: the file is "
                            "damaged");
    return rc;
}

/* Version 2: the length says whether the file is whole; only a whole file
 * with the right checksum is inflated. */
static int S_payload(nt_unpack_job *j, const uint8_t *bytes, size_t len,
                     size_t *content_len)
{
    uLong want = S_be32(bytes + 11), have = (uLong)(len - HEADER_SIZE);
    if ((uint8_t)~(bytes[11] ^ bytes[12] ^ bytes[13] ^ bytes[14]) != bytes[15])
        return nt_unpack_fail(
            j, "notation.pack.checksum",
            "the header is damaged: its length does not check");
    if (have < want)
        return nt_unpack_fail(
            j, "notation.pack.truncated",
            "the packed file is cut short: %lu of its %lu bytes "
            "are here",
            have + HEADER_SIZE, want + HEADER_SIZE);
    uLong crc = crc32(crc32(0L, Z_NULL, 0), bytes + 4, 3);
    crc = crc32(crc, bytes + 11, 5);
    crc = crc32(crc, bytes + HEADER_SIZE, (uInt)want);
    if (crc != S_be32(bytes + 7))
        return nt_unpack_fail(
            j, "notation.pack.checksum",
            "the checksum does not match: the file is damaged");
    if (have > want)
        return nt_unpack_fail(j, "notation.pack.corrupt",
                              "%lu bytes follow the end of the packed records",
                              have - want);
    return S_inflate(j, bytes + HEADER_SIZE, want, bytes[5], content_len);
}

int nt_pack_inflate(const void *packed, size_t len, nt_buf *content)
{
    const uint8_t *bytes = packed;
    const char *rule;
    char *message = NULL;
    nt_unpack_job j = {0};
    size_t n = 0;
    j.rule = &rule;
    j.message = &message;
    int rc = len < HEADER_SIZE ||
             (bytes[4] != VERSION && bytes[4] != VERSION_2) ||
             S_inflate(&j, bytes + HEADER_SIZE, len - HEADER_SIZE, bytes[5],
                       &n);
    if (!rc)
        nt_buf_add(content, j.content, n);
    free(j.content);
    free(message);
    return rc ? -1 : 0;
}

int nt_pack_file_read(nt_unpack_job *j, const uint8_t *bytes, size_t len)
{
    size_t content_len = 0;
    int rc = S_check_header(j, bytes, len);
    if (!rc)
        rc = bytes[4] == 1 ? S_payload_v1(j, bytes, len, &content_len)
                           : S_payload(j, bytes, len, &content_len);
    if (!rc)
        rc = S_parse(j, content_len);
    if (!rc && !j->collection && j->nrecs != 1)
        rc = nt_unpack_fail(j, "notation.pack.corrupt",
                            "a single record holds %llu games",
                            (unsigned long long)j->nrecs);
    return rc;
}

void nt_unpack_job_free(nt_unpack_job *j)
{
    for (uint64_t i = 0; j->recs && i < j->nrecs; i++) {
        for (size_t k = 0; k < j->recs[i].nnotes; k++)
            free(j->recs[i].notes[k].text);
        free(j->recs[i].notes);
    }
    free(j->recs);
    free(j->content);
}

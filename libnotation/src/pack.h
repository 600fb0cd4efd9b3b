/* The packed form of records (notation-pack(1)): every choice coded as its
 * place among the legal answers at that point, with the odds the rules
 * give chance outcomes, by a range coder; the record's metadata, setup
 * and notes beside it; the whole deflated with zlib.
 *
 * Packing replays a record through a source that wraps the record's own
 * source and codes each answer it hands the engine; unpacking replays the
 * game through a source that decodes the same answers, with the canonical
 * writer observing, so unpack(pack(x)) is fmt(x).
 *
 * The container (version 3; pack_file.c says what 1 and 2 differ in):
 *   "NTPK", version (1 byte), game code (1 byte, 0 = several games),
 *   flags (1 byte: 1 = a <games> collection), CRC-32 of those three
 *   bytes and all that follows (4 bytes, big-endian), the length of the
 *   deflate stream (4 bytes, big-endian) and a check byte of its own (the
 *   complement of the XOR of those 4), so that a cut file is told from a
 *   damaged one; then the content as a raw deflate stream:
 *   the number of records, each record's game code, metadata, setup and
 *   notes, marks and variations, each with its kind and place
 *   (compressed), then each record's coded choices (stored: they are
 *   already as small as they get). */
#ifndef NT_PACK_H
#define NT_PACK_H

#include <libxml/tree.h>

#include "games.h"
#include "notation.h"

typedef struct nt_pack nt_pack;

nt_pack *nt_pack_new(void);
void nt_pack_free(nt_pack *k);

/* Start a record of game `g`: `head` is the canonical text of its
 * metadata and setup (see nt_pack_head).  Returns the source to replay it
 * from (wrapping `inner`, borrowed) and, in *notes, an observer that must
 * see the replay's notes. */
nt_source *nt_pack_begin(nt_pack *k, const nt_game *g, nt_source *inner,
                         const char *head, size_t head_len,
                         nt_observer **notes);
/* The engine has played the game: notes seen after this come last. */
void nt_pack_played(nt_pack *k);
/* End the record: keep it (the replay was valid) or drop it. */
void nt_pack_end(nt_pack *k, int keep);
/* Add the counts of the records kept so far to `stats`. */
void nt_pack_add_stats(const nt_pack *k, nt_pack_stats *stats);
/* Write the container; returns 0, or -1 on an output error. */
int nt_pack_write(nt_pack *k, FILE *out, int collection);

/* The canonical text of a record's metadata and setup: a <head> element
 * in our namespace holding <meta> (if any) and <setup>; for a game whose
 * components come from a data file (the Duel), digest="%08x" on <head>
 * names the data's content (games.h, components_digest). */
void nt_pack_head(const nt_game *g, const nt_node *meta, const void *setup,
                  nt_buf *out);

/* For tests that damage a packed file's content and wrap it again as a
 * whole file (the checksum right): the inflated content of a version-2
 * file (0, or -1 if it is not one), and a content deflated and framed. */
int nt_pack_inflate(const void *packed, size_t len, nt_buf *content);
void nt_pack_wrap(const void *content, size_t len, int collection,
                  unsigned code, nt_buf *packed);

#endif

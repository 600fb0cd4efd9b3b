/* Packed files read where records are read (read_packed.c): a file that
 * begins with the packed form's magic bytes is unpacked in memory, and
 * its records are read as the XML notation unpack would write. */
#ifndef NT_READ_PACKED_H
#define NT_READ_PACKED_H

#include <stddef.h>

/* Whether `len` bytes begin as a packed file does. */
int nt_packed_is(const void *data, size_t len);
/* Whether the file at `path` (not "-") begins so; 0 when it cannot be
 * read (reading it as XML then says why). */
int nt_packed_file_is(const char *path);
/* The records of packed bytes as XML in *xml (owned by the caller,
 * free(); *xlen bytes).  0; or 1 with *message (free()) and *rule
 * saying why, as notation unpack says it. */
int nt_packed_unpack(const void *data, size_t len, char **xml, size_t *xlen,
                     const char **rule, char **message);
/* The whole of a file (at most a packed file's largest size and a byte,
 * so that a larger one is refused by unpacking): 0, or -1 with errno. */
int nt_packed_slurp(const char *path, char **data, size_t *len);

#endif

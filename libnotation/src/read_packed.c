/* Packed files read as records: the magic bytes tell them, whatever
 * their name; unpacking gives the canonical XML, read from memory. */
#include "read_packed.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "buf.h"
#include "notation.h"

/* pack_file.c writes these first. */
static const char S_magic[4] = {'N', 'T', 'P', 'K'};
/* No packed file is larger (pack_file.c refuses one that is). */
#define MAX_READ ((32u << 20) + 1)

int nt_packed_is(const void *data, size_t len)
{
    return len >= sizeof S_magic && !memcmp(data, S_magic, sizeof S_magic);
}

int nt_packed_file_is(const char *path)
{
    /* A regular file only: looking into a FIFO would eat what the reader
     * must read (a packed stream is told by the reader itself). */
    struct stat st;
    if (stat(path, &st) || !S_ISREG(st.st_mode))
        return 0;
    char head[sizeof S_magic];
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    size_t n = fread(head, 1, sizeof head, f);
    fclose(f);
    return nt_packed_is(head, n);
}

int nt_packed_slurp(const char *path, char **data, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    /* A larger file is read to one byte past the largest, for unpacking
     * to refuse. */
    nt_buf all = {0};
    int rc = nt_buf_read(&all, f, MAX_READ - 1);
    int err = rc < 0 ? (errno ? errno : EIO) : 0;
    fclose(f);
    if (err) {
        nt_buf_free(&all);
        errno = err;
        return -1;
    }
    *len = all.len;
    *data = all.len ? nt_buf_take(&all) : calloc(1, 1);
    nt_buf_free(&all);
    return *data ? 0 : -1;
}

int nt_packed_unpack(const void *data, size_t len, char **xml, size_t *xlen,
                     const char **rule, char **message)
{
    *xml = NULL;
    *xlen = 0;
    *message = NULL;
    FILE *m = open_memstream(xml, xlen);
    if (!m) {
        *rule = "notation.io";
        *message = strdup(strerror(errno));
        return 1;
    }
    int rc = nt_unpack_memory(data, len, m, rule, message);
    fclose(m);
    if (rc == 0)
        return 0;
    free(*xml);
    *xml = NULL;
    *xlen = 0;
    if (rc == 2) {
        *rule = "notation.io";
        *message = strdup("the unpacked records cannot be held in memory");
    }
    return 1;
}

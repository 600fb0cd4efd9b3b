/* Packed files where the commands read records (validate, replay,
 * explain): unpacked in memory and read as the XML they stand for. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "packed.h"
#include "read_packed.h"

int packed_reader_file(nt_reader *r, const char *path, int *damaged)
{
    if (damaged)
        *damaged = 0;
    if (!strcmp(path, "-") || !nt_packed_file_is(path))
        return nt_reader_file(r, path);
    char *data, *xml;
    size_t len, xlen;
    if (nt_packed_slurp(path, &data, &len)) {
        fprintf(stderr, "%s: error[notation.io]: %s\n", path,
                strerror(errno));
        return EXIT_TROUBLE;
    }
    const char *rule;
    char *message;
    int bad = nt_packed_unpack(data, len, &xml, &xlen, &rule, &message);
    free(data);
    if (bad) {
        fflush(stdout);
        fprintf(stderr, "%s: error[%s]: %s\n", path, rule,
                message ? message : "cannot be unpacked");
        free(message);
        if (damaged)
            *damaged = 1;
        return EXIT_INVALID;
    }
    int rc = nt_reader_memory(r, path, xml, xlen);
    free(xml);
    return rc;
}

/* Fuzz target: the content of a packed file, any bytes, framed as a whole
 * packed file with its checksum right, so that the fuzzer reaches the
 * decoder behind the checksum (fuzz_unpack's damaged files stop at it).
 * The first byte chooses the game's code (its low two bits) and a
 * collection (its high bit); the rest is the content.  A whole packed file
 * ("NTPK...", the fixtures packed as seeds) is inflated first, so that
 * real contents seed the search.  Unpacking must refuse what is not a
 * whole record with a diagnostic, never crash, hang or leak. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "notation.h"
#include "pack.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *sink;
    if (!sink)
        sink = fopen("/dev/null", "w");
    if (!size)
        return 0;
    nt_buf content = {0}, packed = {0};
    unsigned code = data[0] & 3;
    int collection = data[0] >> 7;
    if (size >= 16 && !memcmp(data, "NTPK", 4) &&
        nt_pack_inflate(data, size, &content) == 0) {
        code = data[5];
        collection = data[6] & 1;
    } else {
        nt_buf_clear(&content);
        nt_buf_add(&content, data + 1, size - 1);
    }
    nt_pack_wrap(content.data ? content.data : "", content.len, collection,
                 code, &packed);
    const char *rule;
    char *message;
    int rc = nt_unpack_memory(packed.data, packed.len, sink, &rule, &message);
    if (rc == 1 && (!rule || !message))
        abort(); /* a refusal always says why */
    free(message);
    nt_buf_free(&content);
    nt_buf_free(&packed);
    return 0;
}

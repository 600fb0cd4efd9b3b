/* Fuzz target: any bytes read as a packed file.  Unpacking must refuse
 * what is not a whole, undamaged packed record with a diagnostic, never
 * crash, hang or leak. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "notation.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *sink;
    if (!sink)
        sink = fopen("/dev/null", "w");
    const char *rule;
    char *message;
    int rc = nt_unpack_memory(data, size, sink, &rule, &message);
    if (rc == 1 && (!rule || !message))
        abort(); /* a refusal always says why */
    free(message);
    return 0;
}

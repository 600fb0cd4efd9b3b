/* Fuzz target: any bytes read as a record file.  The reader must report
 * a diagnostic or replay the records, never crash, hang or leak.  The
 * first byte chooses whether the schema is checked (without it, the rules
 * engine meets every odd value itself). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "notation.h"

static int S_count(const nt_record *r, void *user)
{
    (void)r;
    (*(unsigned long *)user)++;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static nt_reader *with_schema, *without;
    static unsigned long records;
    if (!with_schema) {
        nt_options o;
        char *err = NULL;
        nt_options_init(&o);
        o.on_record = S_count;
        o.user = &records;
        with_schema = nt_reader_new(&o, &err);
        o.schema = 0;
        without = nt_reader_new(&o, &err);
        if (!with_schema || !without)
            abort();
    }
    if (!size)
        return 0;
    nt_reader *r = data[0] & 1 ? without : with_schema;
    nt_reader_memory(r, "fuzz.xml", (const char *)data + 1, size - 1);
    return 0;
}

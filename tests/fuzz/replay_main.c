/* The fuzz targets without libFuzzer: run one target over the files named
 * on the command line (tests/regress/TARGET/...).  This is how the test
 * suite replays every input a fuzzer once broke the library with. */
#include <libxml/xmlerror.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* libxml2 says some things on its own (an encoding it cannot convert);
 * the library reports them as diagnostics, as notation does: quiet. */
static void S_quiet(void *ctx, const char *msg, ...)
{
    (void)ctx;
    (void)msg;
}

int main(int argc, char **argv)
{
    int failed = 0;
    xmlSetGenericErrorFunc(NULL, S_quiet);
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            perror(argv[i]);
            failed = 1;
            continue;
        }
        size_t cap = 1 << 16, n = 0, k;
        uint8_t *buf = malloc(cap);
        while ((k = fread(buf + n, 1, cap - n, f)) > 0)
            if ((n += k) == cap)
                buf = realloc(buf, cap *= 2);
        fclose(f);
        LLVMFuzzerTestOneInput(buf, n);
        free(buf);
    }
    printf("%d input%s replayed\n", argc - 1, argc == 2 ? "" : "s");
    return failed;
}

/* Files compiled into the library (the schemas), generated at build time
 * by tools/embed.c. */
#ifndef NT_EMBEDDED_H
#define NT_EMBEDDED_H

#include <stddef.h>

typedef struct nt_embedded {
    const char *name;
    const char *data;
    size_t len;
} nt_embedded;

/* Terminated by an entry with a NULL name. */
extern const nt_embedded nt_embedded_files[];

const nt_embedded *nt_embedded_find(const char *name);

#endif

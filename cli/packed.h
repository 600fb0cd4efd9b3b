/* Packed files read as XML records by the commands that read records
 * (packed.c): told by their magic bytes, not their name. */
#ifndef NOTATION_CLI_PACKED_H
#define NOTATION_CLI_PACKED_H

#include "cli.h"

/* nt_reader_file, for a packed file too: its records are read from its
 * unpacked form, diagnostics naming `path`.  A packed file that cannot be
 * unpacked is said as "PATH: error[RULE]: message" with status 1, as
 * notation unpack says it, and *damaged (when not NULL) set; one that
 * cannot be read, status 2.  Standard
 * input ("-") is read as XML. */
int packed_reader_file(nt_reader *r, const char *path, int *damaged);

#endif

/* A growable byte buffer holding a NUL-terminated string.
 *
 * Ownership: the buffer owns `data`; nt_buf_free releases it.  A zeroed
 * nt_buf is a valid empty buffer.  Allocation failure aborts: the toolkit
 * has no sensible way to go on without memory and every caller would
 * otherwise need the same check. */
#ifndef NT_BUF_H
#define NT_BUF_H

/* The most bytes of one file a command holds whole to read it again
 * (what-if, diff): notation(1), LIMITS. */
#define NT_MAX_HELD (64u << 20)

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

typedef struct nt_buf {
    char *data;
    size_t len;
    size_t cap;
} nt_buf;

void nt_buf_free(nt_buf *b);
void nt_buf_clear(nt_buf *b);
void nt_buf_add(nt_buf *b, const void *bytes, size_t n);
void nt_buf_puts(nt_buf *b, const char *s);
void nt_buf_putc(nt_buf *b, char c);
/* A whole number in decimal, as "%ld" writes it (without printf's cost:
 * explain writes the state after every step). */
void nt_buf_putl(nt_buf *b, long v);
void nt_buf_printf(nt_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void nt_buf_vprintf(nt_buf *b, const char *fmt, va_list ap);
/* Append `s` as the body of a JSON string (quotes not included). */
void nt_buf_json(nt_buf *b, const char *s);
/* The contents, never NULL. */
const char *nt_buf_str(const nt_buf *b);
/* Hand the string over to the caller (to free with free()); the buffer is
 * left empty. */
char *nt_buf_take(nt_buf *b);
/* Append what `f` holds, reading no more than max + 1 bytes: 0; 1 when it
 * holds more than `max` (those max + 1 bytes are appended); -1 on a read
 * error (errno says it). */
int nt_buf_read(nt_buf *b, FILE *f, size_t max);
/* Shorten to `len` bytes (len <= current length). */
void nt_buf_truncate(nt_buf *b, size_t len);

void *nt_xmalloc(size_t n);
void *nt_xcalloc(size_t n, size_t size);
void *nt_xrealloc(void *p, size_t n);
char *nt_xstrdup(const char *s);

#endif

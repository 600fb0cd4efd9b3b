#include "buf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void S_oom(void)
{
    fputs("notation: out of memory\n", stderr);
    abort();
}

void *nt_xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        S_oom();
    return p;
}

void *nt_xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        S_oom();
    return p;
}

void *nt_xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        S_oom();
    return p;
}

char *nt_xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = nt_xmalloc(n);
    memcpy(d, s, n);
    return d;
}

/* Room for `extra` more bytes and the NUL: grown by doubling, out of the
 * way of the adds that need no growth (nearly all of them). */
static void __attribute__((noinline)) S_grow(nt_buf *b, size_t extra)
{
    size_t need = b->len + extra + 1;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < need)
        cap *= 2;
    b->data = nt_xrealloc(b->data, cap);
    b->cap = cap;
}

static void S_reserve(nt_buf *b, size_t extra)
{
    if (b->cap - b->len <= extra)
        S_grow(b, extra);
}

void nt_buf_free(nt_buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

void nt_buf_clear(nt_buf *b)
{
    b->len = 0;
    if (b->data)
        b->data[0] = '\0';
}

void nt_buf_add(nt_buf *b, const void *bytes, size_t n)
{
    S_reserve(b, n);
    if (n) /* an empty add may come with no bytes at all (NULL) */
        memcpy(b->data + b->len, bytes, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void nt_buf_puts(nt_buf *b, const char *s)
{
    nt_buf_add(b, s, strlen(s));
}

void nt_buf_putc(nt_buf *b, char c)
{
    S_reserve(b, 1);
    b->data[b->len++] = c;
    b->data[b->len] = '\0';
}

void nt_buf_putl(nt_buf *b, long v)
{
    if (v >= 0 && v < 10) { /* most numbers a state shows */
        nt_buf_putc(b, (char)('0' + v));
        return;
    }
    char digits[24];
    size_t i = sizeof digits;
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    do
        digits[--i] = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        digits[--i] = '-';
    nt_buf_add(b, digits + i, sizeof digits - i);
}

void nt_buf_vprintf(nt_buf *b, const char *fmt, va_list ap)
{
    /* Formatted once into the room the buffer has, which nearly always
     * suffices; a second time only when it grows. */
    if (b->cap - b->len < 64)
        S_reserve(b, 64);
    va_list copy;
    va_copy(copy, ap);
    size_t room = b->cap - b->len;
    int n = vsnprintf(b->data + b->len, room, fmt, copy);
    va_end(copy);
    if (n < 0) {
        b->data[b->len] = '\0';
        return;
    }
    if ((size_t)n >= room) {
        S_reserve(b, (size_t)n);
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    }
    b->len += (size_t)n;
}

void nt_buf_printf(nt_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    nt_buf_vprintf(b, fmt, ap);
    va_end(ap);
}

void nt_buf_json(nt_buf *b, const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '"': nt_buf_puts(b, "\\\""); break;
        case '\\': nt_buf_puts(b, "\\\\"); break;
        case '\n': nt_buf_puts(b, "\\n"); break;
        case '\r': nt_buf_puts(b, "\\r"); break;
        case '\t': nt_buf_puts(b, "\\t"); break;
        default:
            if (*p < 0x20)
                nt_buf_printf(b, "\\u%04x", *p);
            else
                nt_buf_putc(b, (char)*p);
        }
    }
}

const char *nt_buf_str(const nt_buf *b)
{
    return b->data ? b->data : "";
}

char *nt_buf_take(nt_buf *b)
{
    char *s = b->data ? b->data : nt_xstrdup("");
    b->data = NULL;
    b->len = b->cap = 0;
    return s;
}

void nt_buf_truncate(nt_buf *b, size_t len)
{
    if (len < b->len) {
        b->len = len;
        b->data[len] = '\0';
    }
}

int nt_buf_read(nt_buf *b, FILE *f, size_t max)
{
    char chunk[65536];
    size_t got = 0, n;
    while (got <= max) {
        size_t want = max + 1 - got < sizeof chunk ? max + 1 - got
                                                   : sizeof chunk;
        if ((n = fread(chunk, 1, want, f)) == 0)
            break;
        nt_buf_add(b, chunk, n);
        got += n;
    }
    if (ferror(f))
        return -1;
    return got > max;
}

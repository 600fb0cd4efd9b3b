/* Comparing the short names a record is made of (elements, attributes,
 * card ids).  Replay compares several per action; inlined byte loops beat
 * a library call on words of a few letters. */
#ifndef NT_STR_H
#define NT_STR_H

/* strcmp's ordering, for sorted tables. */
static inline int nt_str_cmp(const char *a, const char *b)
{
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

static inline int nt_str_eq(const char *a, const char *b)
{
    return nt_str_cmp(a, b) == 0;
}

#endif

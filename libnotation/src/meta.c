/* The metadata of a record (<meta>, notation(5)): a fixed roster in the
 * spirit of PGN's tags, read as strictly as the schema common.rng says:
 * <event>, <site>, <date>, <round>, <annotator>, each at most once and in
 * that order, then any number of <tag name="..." value="..."/>. */
#include "meta.h"

#include <string.h>

#include "record.h"

/* The roster, in its order; "tag" may repeat. */
static const char *const S_roster[] = {"event", "site", "date", "round",
                                       "annotator", "tag", NULL};

static int S_blank(const char *s)
{
    return s[strspn(s, " \t\r\n")] == '\0';
}

/* A PGN-like date: YYYY, YYYY-MM or YYYY-MM-DD, '.' also separating, '?'
 * for an unknown digit. */
static int S_date(const char *s)
{
    static const char *const shapes[] = {"dddd", "dddd-dd", "dddd-dd-dd"};
    size_t n = strlen(s);
    for (size_t k = 0; k < 3; k++) {
        if (strlen(shapes[k]) != n)
            continue;
        size_t i = 0;
        for (; i < n; i++) {
            char c = s[i];
            if (shapes[k][i] == 'd' ? !(c == '?' || (c >= '0' && c <= '9'))
                                    : !(c == '-' || c == '.'))
                break;
        }
        if (i == n)
            return 1;
    }
    return 0;
}

/* [A-Za-z][A-Za-z0-9_-]* */
static int S_tag_name(const char *s)
{
    if (!((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z')))
        return 0;
    return s[strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                       "0123456789_-")] == '\0';
}

static int S_fail(nt_meta_problem *pr, const nt_node *at, const char *fmt,
                  const char *a, const char *b)
{
    pr->at = at;
    nt_buf_printf(&pr->why, fmt, a, b);
    return -1;
}

/* Children of an element of the roster: text only, or for <tag> nothing. */
static int S_content(const nt_node *e, int text_ok, nt_meta_problem *pr)
{
    const char *name = (const char *)e->name;
    for (const nt_node *k = e->first; k; k = k->next) {
        if (k->name)
            return S_fail(pr, k, "<%s> holds text only, not <%s>", name,
                          k->name);
        if (!text_ok && !S_blank(k->text))
            return S_fail(pr, e, "<%s> holds no text: its name and value are "
                                 "attributes%s",
                          name, "");
    }
    return 0;
}

static int S_tag(const nt_node *e, nt_meta_problem *pr)
{
    for (int i = 0; i < e->nattrs; i++) {
        const char *n = e->attrs[i].name;
        if (strcmp(n, "name") && strcmp(n, "value"))
            return S_fail(pr, e, "attribute %s is not expected on <%s>", n,
                          "tag");
    }
    const char *name = nt_attr(e, "name");
    if (!name || !nt_attr(e, "value"))
        return S_fail(pr, e, "a <tag> has a %s and a %s", "name", "value");
    if (!S_tag_name(name))
        return S_fail(pr, e, "tag name \"%s\" is not a name: a letter, then "
                             "letters, digits, '_' or '-'%s",
                      name, "");
    return S_content(e, 0, pr);
}

static int S_entry(const nt_node *e, nt_meta_problem *pr)
{
    const char *name = (const char *)e->name;
    if (!strcmp(name, "tag"))
        return S_tag(e, pr);
    if (e->nattrs)
        return S_fail(pr, e, "attribute %s is not expected on <%s>",
                      e->attrs[0].name, name);
    if (S_content(e, 1, pr))
        return -1;
    if (!strcmp(name, "date")) {
        nt_buf scratch = {0};
        const char *text = nt_text(e, &scratch);
        int ok = S_date(text);
        if (!ok)
            S_fail(pr, e, "<date>%s</date> is not a date: YYYY-MM-DD, "
                          "YYYY-MM or YYYY, with '?' for unknown digits%s",
                   text, "");
        nt_buf_free(&scratch);
        return ok ? 0 : -1;
    }
    return 0;
}

int nt_meta_check(const nt_node *meta, nt_meta_problem *pr)
{
    int next = 0; /* the first roster entry still allowed */
    if (meta->nattrs)
        return S_fail(pr, meta, "attribute %s is not expected on <%s>",
                      meta->attrs[0].name, "meta");
    for (const nt_node *c = meta->first; c; c = c->next) {
        if (!c->name && !S_blank(c->text))
            return S_fail(pr, meta, "<%s> holds elements, not text%s",
                          "meta", "");
        if (!c->name)
            continue;
        int k = 0;
        while (S_roster[k] && !nt_is_elem(c, S_roster[k]))
            k++;
        if (!S_roster[k])
            return S_fail(pr, c, "<%s> is not part of <meta>: event, site, "
                                 "date, round, annotator and tag are%s",
                          c->name, "");
        if (k < next)
            return S_fail(pr, c, "<%s> is out of place in <meta>: event, "
                                 "site, date, round, annotator, tag come in "
                                 "that order, each once but tag%s",
                          c->name, "");
        next = S_roster[k + 1] ? k + 1 : k;
        if (S_entry(c, pr))
            return -1;
    }
    return 0;
}

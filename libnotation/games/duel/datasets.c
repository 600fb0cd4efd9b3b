/* The Duel's data sets in this process: provisional-1, built into the
 * library (schemas/quacks-duel-provisional-1.xml), and at most one loaded
 * from a file (notation ... --components FILE), which then is the only
 * one records may name (DU-R1). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "duel.h"
#include "embedded.h"

static du_data *S_builtin, *S_loaded;

static const du_data *S_provisional(void)
{
    if (!S_builtin) {
        const nt_embedded *e =
            nt_embedded_find("quacks-duel-provisional-1.xml");
        char *err = NULL;
        S_builtin = e ? du_data_parse("provisional-1", e->data, e->len, &err)
                      : NULL;
        free(err); /* tested: the built-in set always loads */
    }
    return S_builtin;
}

const du_data *du_dataset_current(void)
{
    return S_loaded ? S_loaded : S_provisional();
}

const du_data *du_dataset(const char *id)
{
    const du_data *d = du_dataset_current();
    return d && id && !strcmp(d->id, id) ? d : NULL;
}

int nt_components_load(const char *path, char **err)
{
    *err = NULL;
    FILE *f = fopen(path, "rb");
    if (!f) {
        size_t n = strlen(path) + 128;
        *err = nt_xmalloc(n);
        snprintf(*err, n, "%s: error[notation.io]: %s", path,
                 strerror(errno));
        return -1;
    }
    nt_buf data = {0};
    char chunk[65536];
    size_t k;
    /* A data set is small: the parser refuses more than 4 MB. */
    while ((k = fread(chunk, 1, sizeof chunk, f)) > 0 &&
           data.len <= (4u << 20))
        nt_buf_add(&data, chunk, k);
    int failed = ferror(f) ? errno : 0; /* a directory: EISDIR */
    fclose(f);
    if (failed) {
        nt_buf msg = {0};
        nt_buf_printf(&msg, "%s: error[notation.io]: %s", path,
                      strerror(failed));
        *err = nt_buf_take(&msg);
        nt_buf_free(&data);
        return -1;
    }
    du_data *d = du_data_parse(path, data.data ? data.data : "", data.len,
                               err);
    nt_buf_free(&data);
    if (!d)
        return -1;
    /* An id names one content (DU-R1): records written with provisional-1
     * must mean the same game wherever they are read. */
    const du_data *builtin = S_provisional();
    if (builtin && !strcmp(d->id, builtin->id) &&
        d->digest != builtin->digest) {
        nt_buf msg = {0};
        nt_buf_printf(&msg,
                      "%s:%u:1: error[duel.data.id]: id=\"%s\" is the built-in "
                      "data set's, but these numbers differ from it: give "
                      "the data set an id of its own",
                      path, (unsigned)d->line, d->id);
        *err = nt_buf_take(&msg);
        free(d);
        return -1;
    }
    free(S_loaded);
    S_loaded = d;
    return 0;
}

const char *nt_components_id(void)
{
    const du_data *d = du_dataset_current();
    return d ? d->id : NULL;
}

const char *nt_components_status(void)
{
    const du_data *d = du_dataset_current();
    return d ? d->note : NULL;
}

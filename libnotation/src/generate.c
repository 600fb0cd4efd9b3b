/* Generating games (notation generate): each game's setup made from the
 * options, then played by a seeded random source with the canonical writer
 * observing, so that the same options always give the same bytes. */
#include <stdio.h>
#include <stdlib.h>

#include "games.h"
#include "src_random.h"
#include "xmlout.h"

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

static void S_generated_meta(xmlTextWriterPtr w, const nt_gen_options *o)
{
    char num[32];
    xmlTextWriterStartElement(w, X("meta"));
    xmlTextWriterWriteElement(w, X("event"), X("Generated game"));
    xmlTextWriterStartElement(w, X("tag"));
    xmlTextWriterWriteAttribute(w, X("name"), X("seed"));
    snprintf(num, sizeof num, "%llu", (unsigned long long)o->seed);
    xmlTextWriterWriteAttribute(w, X("value"), X(num));
    xmlTextWriterEndElement(w);
    xmlTextWriterStartElement(w, X("tag"));
    xmlTextWriterWriteAttribute(w, X("name"), X("index"));
    snprintf(num, sizeof num, "%lu", o->index);
    xmlTextWriterWriteAttribute(w, X("value"), X(num));
    xmlTextWriterEndElement(w);
    xmlTextWriterEndElement(w);
}

/* Generate one game into an open writer. */
static int S_generate_one(const nt_gen_options *o, xmlTextWriterPtr w,
                          int with_ns, const void *bytes, size_t nbytes,
                          char **err)
{
    const nt_game *g = o->game;
    nt_buf why = {0};
    void *setup = nt_xcalloc(1, g->setup_size);
    if (g->setup_generate(setup, o, &why)) {
        *err = nt_buf_take(&why);
        free(setup);
        return 2;
    }
    void *state = nt_xcalloc(1, g->state_size);
    g->init(state, setup);
    nt_xml_write_head(w, g, with_ns);
    S_generated_meta(w, o);
    g->setup_write(setup, w);

    nt_random_source src;
    nt_random_source_init(&src, o->seed, o->index);
    if (bytes)
        nt_random_source_drive(&src, bytes, nbytes);
    nt_xml_out *x = nt_xml_out_new(w);
    nt_xml_out_set_state(x, state);
    nt_play_config pc = {0};
    pc.hooks = g->hooks;
    pc.state = state;
    pc.source = &src.base;
    pc.observers = nt_xml_out_observer(x);
    pc.facts = o->assertions ? NT_FACTS_ALL : NT_FACTS_NONE;
    pc.stop_at = -1;
    nt_play *p = nt_play_new(&pc);
    int rc = g->play(state, p);
    xmlTextWriterEndElement(w);
    if (rc != NT_OK) {
        /* An engine that cannot follow its own legal moves is a bug. */
        size_t n = nt_play_ndiag(p);
        nt_buf_printf(&why, "internal error: the generated game broke a rule");
        if (n)
            nt_buf_printf(&why, ": [%s] %s", nt_play_diags(p)[0].rule,
                          nt_play_diags(p)[0].message);
        *err = nt_buf_take(&why);
    }
    nt_play_free(p);
    nt_xml_out_free(x);
    free(state);
    free(setup);
    nt_buf_free(&why);
    return rc == NT_OK ? 0 : 2;
}

int nt_generate(const nt_gen_options *o, unsigned long count, int collection,
                FILE *out, char **err)
{
    *err = NULL;
    if (!o->game) {
        *err = nt_xstrdup("no game given");
        return 2;
    }
    /* Check the options before a byte is written. */
    nt_buf why = {0};
    void *setup = nt_xcalloc(1, o->game->setup_size);
    int bad = o->game->setup_generate(setup, o, &why);
    free(setup);
    if (bad) {
        *err = nt_buf_take(&why);
        return 2;
    }
    xmlTextWriterPtr w = nt_xml_writer_file(out);
    if (!w) {
        *err = nt_xstrdup("cannot write the output");
        return 2;
    }
    xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL);
    if (collection) {
        xmlTextWriterStartElement(w, X("games"));
        xmlTextWriterWriteAttribute(w, X("xmlns"), X(NT_NAMESPACE));
    }
    int rc = 0;
    nt_gen_options one = *o;
    for (unsigned long i = 0; i < count && !rc; i++) {
        one.index = o->index + i;
        rc = S_generate_one(&one, w, !collection, NULL, 0, err);
    }
    xmlTextWriterEndDocument(w);
    xmlFreeTextWriter(w);
    return rc;
}

int nt_generate_driven(const nt_gen_options *o, const void *bytes, size_t n,
                       FILE *out, char **err)
{
    *err = NULL;
    xmlTextWriterPtr w = nt_xml_writer_file(out);
    if (!w) {
        *err = nt_xstrdup("cannot write the output");
        return 2;
    }
    xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL);
    int rc = S_generate_one(o, w, 1, bytes, n, err);
    xmlTextWriterEndDocument(w);
    xmlFreeTextWriter(w);
    return rc;
}

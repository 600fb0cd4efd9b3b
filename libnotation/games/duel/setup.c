/* The Duel's <setup> (notation(5), "The Duel"): the component data set,
 * the book version of each variable colour, the two coins in play, the
 * start player, a first game or not, the seats' names; read, written and
 * made up for a generated game (quacks-duel.md 2; DU-R1, DU-R41, DU-R44).
 * The standings of a record that starts at a later round are position.c's. */
#include <stdio.h>
#include <string.h>

#include "duel.h"
#include "record.h"

static const char *const S_sets[] = {"I", "II", "III", "IV"};

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

static int S_only(nt_setup_ctx *c, const nt_node *n,
                  const char *const *allowed)
{
    for (size_t i = 0; i < n->nattrs; i++) {
        const char *a = n->attrs[i].name;
        int ok = 0;
        for (int k = 0; !ok && allowed[k]; k++)
            ok = !strcmp(a, allowed[k]);
        if (!ok)
            return nt_setup_error(c, n, "notation.unexpected",
                                  "attribute %s is not expected on <%s>", a,
                                  n->name);
    }
    return 0;
}

static int S_yes_no(const char *t, int *out)
{
    if (!t || !strcmp(t, "no"))
        *out = 0;
    else if (!strcmp(t, "yes"))
        *out = 1;
    else
        return -1;
    return 0;
}

/* ------------------------------------------------------------ reading */

static int S_components(du_setup *su, const nt_node *n, nt_setup_ctx *c)
{
    static const char *const attrs[] = {"dataset", NULL};
    if (nt_setup_empty(c, n) || S_only(c, n, attrs))
        return -1;
    const char *id = nt_attr(n, "dataset");
    const du_data *now = du_dataset_current();
    su->d = du_dataset(id);
    if (!id)
        return nt_setup_error(c, n, "duel.setup.dataset",
                              "<components> names its data set: "
                              "dataset=\"%s\" (DU-R1: there is no default)",
                              now ? now->id : "provisional-1");
    if (!su->d)
        return nt_setup_error(
            c, n, "duel.setup.dataset",
            "dataset=\"%s\" is not the data set loaded (%s); load its file "
            "with --components FILE",
            id, now ? now->id : "none");
    return 0;
}

static int S_books(du_setup *su, const nt_node *n, nt_setup_ctx *c)
{
    static const char *const attrs[] = {"blue", "red", "green", "pink",
                                        "yellow", "purple", NULL};
    if (nt_setup_empty(c, n) || S_only(c, n, attrs))
        return -1;
    for (int v = 0; v < DU_VARS; v++) {
        const char *name = du_colour_names[DU_FIRST_VAR + v];
        const char *t = nt_attr(n, name);
        int set = -1;
        for (int k = 0; t && k < 4; k++)
            if (!strcmp(t, S_sets[k]))
                set = k;
        if (set < 0)
            return nt_setup_error(c, n, "duel.setup.books",
                                  "%s=\"%s\": each variable colour uses one "
                                  "book version, I, II, III or IV",
                                  name, t ? t : "");
        su->set[v] = (uint8_t)set;
    }
    return 0;
}

/* A coin's name in <coins>: one character more than an id holds (a
 * longer token is read that far, and then names no coin). */
#define COIN_TOKEN 33
_Static_assert(COIN_TOKEN == DU_ID_MAX + 1, "the width in S_coins");

static int S_coins(du_setup *su, const nt_node *n, nt_setup_ctx *c)
{
    char a[COIN_TOKEN + 1], b[COIN_TOKEN + 1], extra[2];
    nt_buf scratch = {0};
    const char *t = nt_text(n, &scratch);
    int k = sscanf(t, "%33s %33s %1s", a, b, extra);
    su->coin[0] = su->coin[1] = -1;
    for (int i = 0; k == 2 && i < su->d->ncoins; i++) {
        if (!strcmp(a, su->d->coins[i].id))
            su->coin[0] = i;
        if (!strcmp(b, su->d->coins[i].id))
            su->coin[1] = i;
    }
    nt_buf_free(&scratch);
    if (S_only(c, n, (const char *const[]){NULL}))
        return -1;
    for (const nt_node *k = n->first; k; k = k->next)
        if (nt_is_any_elem(k))
            return nt_setup_error(c, k, "notation.unexpected",
                                  "<%s> is not expected in <coins>, which "
                                  "holds two coin names",
                                  k->name);
    if (su->coin[0] < 0 || su->coin[1] < 0 || su->coin[0] == su->coin[1]) {
        nt_buf ids = {0};
        for (int i = 0; i < su->d->ncoins; i++)
            nt_buf_printf(&ids, "%s%s", i ? ", " : "", su->d->coins[i].id);
        int rc = nt_setup_error(c, n, "duel.setup.coins",
                                "<coins> names two different coins of the "
                                "data set (%s), in the order they are "
                                "tossed",
                                nt_buf_str(&ids));
        nt_buf_free(&ids);
        return rc;
    }
    return 0;
}

static int S_seat(du_setup *su, const nt_node *n, int *count,
                  nt_setup_ctx *c)
{
    static const char *const attrs[] = {"n",    "name", "gold", "stand",
                                        "guild", "bag", "kept", NULL};
    long seat;
    if (nt_setup_empty(c, n) || S_only(c, n, attrs))
        return -1;
    if (nt_int_parse(nt_attr(n, "n"), 1, 2, &seat) || seat != *count + 1)
        return nt_setup_error(c, n, "notation.seat",
                              "seats are listed in order from n=\"1\" to "
                              "n=\"2\"; this one should be n=\"%d\"",
                              *count + 1);
    const char *name = nt_attr(n, "name");
    if (name && strlen(name) >= DU_NAME_MAX)
        return nt_setup_error(c, n, "notation.seat",
                              "a name has at most %d bytes", DU_NAME_MAX - 1);
    if (name)
        strcpy(su->name[seat - 1], name);
    ++*count;
    return du_position_seat(su, n, (int)seat - 1, c);
}

/* A first game: set I everywhere, the first game's coins (S0 setup). */
static int S_first_game(const du_setup *su, const nt_node *books,
                        const nt_node *coins, nt_setup_ctx *c)
{
    for (int v = 0; v < DU_VARS; v++)
        if (!su->d->var[v][su->set[v]].first_game)
            return nt_setup_error(c, books, "duel.setup.first-game",
                                  "a first game uses the first-game book of "
                                  "every colour, and the %s book is "
                                  "version %s",
                                  du_colour_names[DU_FIRST_VAR + v],
                                  S_sets[su->set[v]]);
    for (int i = 0; i < 2; i++)
        if (!su->d->coins[su->coin[i]].first_game)
            return nt_setup_error(c, coins, "duel.setup.first-game",
                                  "a first game uses the first game's coins, "
                                  "not %s",
                                  su->d->coins[su->coin[i]].id);
    return 0;
}

int du_setup_read(void *setup, const nt_node *node, nt_setup_ctx *c)
{
    static const char *const attrs[] = {"start", "first-game", "round",
                                        "patient", "discard", NULL};
    static const char *const order[] = {"components", "books", "coins"};
    du_setup *su = setup;
    long start;
    int seats = 0, part = 0;
    const nt_node *parts[3] = {NULL, NULL, NULL};
    memset(su, 0, sizeof *su);
    if (nt_attr(node, "mayor"))
        return nt_setup_error(c, node, "duel.setup.mayor",
                              "the mayor is not supported: its rules are not "
                              "known (DU-R44)");
    if (S_only(c, node, attrs) || nt_setup_no_text(c, node))
        return -1;
    if (nt_int_parse(nt_attr(node, "start"), 1, 2, &start))
        return nt_setup_error(c, node, "duel.setup.start",
                              "start=\"1\" or \"2\" names the player who "
                              "tosses the coins in round 1 (DU-R41)");
    su->start = (int)start - 1;
    if (S_yes_no(nt_attr(node, "first-game"), &su->first_game))
        return nt_setup_error(c, node, "duel.setup.first-game",
                              "first-game is \"yes\" or \"no\"");
    if (du_position_read(su, node, c))
        return -1;
    for (const nt_node *k = node->first; k; k = k->next) {
        if (!nt_is_any_elem(k))
            continue;
        int rc = 0;
        if (part < 3 && nt_is_elem(k, order[part])) {
            parts[part] = k;
            rc = part == 0   ? S_components(su, k, c)
                 : part == 1 ? S_books(su, k, c)
                             : S_coins(su, k, c);
            part++;
        } else if (part == 3 && nt_is_elem(k, "seat")) {
            rc = S_seat(su, k, &seats, c);
        } else {
            return nt_setup_error(
                c, k, part < 3 ? "duel.setup.dataset" : "notation.unexpected",
                "<%s> is not expected here: <setup> holds <components>, "
                "<books>, <coins>, then <seat>s",
                k->name);
        }
        if (rc)
            return -1;
    }
    if (part < 3)
        return nt_setup_error(c, node,
                              part == 0   ? "duel.setup.dataset"
                              : part == 1 ? "duel.setup.books"
                                          : "duel.setup.coins",
                              "<setup> lacks <%s>", order[part]);
    if (seats == 1)
        return nt_setup_error(c, node, "notation.seat",
                              "a Duel has two seats; list both or neither");
    if (su->first_game && S_first_game(su, parts[1], parts[2], c))
        return -1;
    return du_position_check(su, node, c);
}

/* ------------------------------------------------------------ writing */

void du_setup_write(const void *setup, xmlTextWriterPtr w)
{
    const du_setup *su = setup;
    char num[16];
    xmlTextWriterStartElement(w, X("setup"));
    snprintf(num, sizeof num, "%d", su->start + 1);
    xmlTextWriterWriteAttribute(w, X("start"), X(num));
    if (su->first_game)
        xmlTextWriterWriteAttribute(w, X("first-game"), X("yes"));
    du_position_write(su, w);
    xmlTextWriterStartElement(w, X("components"));
    xmlTextWriterWriteAttribute(w, X("dataset"), X(su->d->id));
    xmlTextWriterEndElement(w);
    xmlTextWriterStartElement(w, X("books"));
    for (int v = 0; v < DU_VARS; v++)
        xmlTextWriterWriteAttribute(w, X(du_colour_names[DU_FIRST_VAR + v]),
                                    X(S_sets[su->set[v]]));
    xmlTextWriterEndElement(w);
    xmlTextWriterStartElement(w, X("coins"));
    xmlTextWriterWriteFormatString(w, "%s %s", su->d->coins[su->coin[0]].id,
                                   su->d->coins[su->coin[1]].id);
    xmlTextWriterEndElement(w);
    /* A record from a later round writes both standings (DU-P1). */
    int seats = su->name[0][0] || su->name[1][0] || su->round > 1;
    for (int i = 0; seats && i < 2; i++) {
        xmlTextWriterStartElement(w, X("seat"));
        snprintf(num, sizeof num, "%d", i + 1);
        xmlTextWriterWriteAttribute(w, X("n"), X(num));
        if (su->name[i][0])
            xmlTextWriterWriteAttribute(w, X("name"), X(su->name[i]));
        du_position_write_seat(su, i, w);
        xmlTextWriterEndElement(w);
    }
    xmlTextWriterEndElement(w);
}

/* ---------------------------------------------------------- generating */

/* --set: one digit 1-4 for every colour, or six (blue, red, green, pink,
 * yellow, purple). */
static int S_gen_books(du_setup *su, const char *set, nt_buf *err)
{
    size_t n = set ? strlen(set) : 0;
    if (n != 0 && n != 1 && n != DU_VARS)
        goto bad;
    for (int v = 0; v < DU_VARS; v++) {
        char d = n ? set[n == 1 ? 0 : v] : '1';
        if (d < '1' || d > '4')
            goto bad;
        su->set[v] = (uint8_t)(d - '1');
    }
    return 0;
bad:
    nt_buf_printf(err, "--set \"%s\": one set 1-4 for every book, or six "
                       "digits 1-4 (blue, red, green, pink, yellow, purple)",
                  set);
    return -1;
}

static int S_gen_coins(du_setup *su, const char *coins, uint64_t pick,
                       nt_buf *err)
{
    const du_data *d = su->d;
    if (!coins) {
        /* Any two of the coins, the seed's choice; a first game's own. */
        int k = 0;
        for (int i = 0; i < d->ncoins && k < 2; i++)
            if (d->coins[i].first_game)
                su->coin[k++] = i;
        if (!su->first_game) {
            int skip = (int)(pick % (uint64_t)d->ncoins);
            k = 0;
            for (int i = 0; i < d->ncoins && k < 2; i++)
                if (i != skip || d->ncoins == 2)
                    su->coin[k++] = i;
        }
        return 0;
    }
    char a[DU_ID_MAX + 1] = "", b[DU_ID_MAX + 1] = "";
    const char *comma = strchr(coins, ',');
    if (comma && (size_t)(comma - coins) < sizeof a && strlen(comma + 1) <
                                                           sizeof b) {
        memcpy(a, coins, (size_t)(comma - coins));
        strcpy(b, comma + 1);
    }
    su->coin[0] = su->coin[1] = -1;
    for (int i = 0; i < d->ncoins; i++) {
        if (!strcmp(a, d->coins[i].id))
            su->coin[0] = i;
        if (!strcmp(b, d->coins[i].id))
            su->coin[1] = i;
    }
    if (su->coin[0] >= 0 && su->coin[1] >= 0 && su->coin[0] != su->coin[1])
        return 0;
    nt_buf_printf(err, "--coins \"%s\": two different coins of %s, as "
                       "\"silver,gold\":",
                  coins, d->id);
    for (int i = 0; i < d->ncoins; i++)
        nt_buf_printf(err, " %s", d->coins[i].id);
    return -1;
}

int du_setup_generate(void *setup, const nt_gen_options *o, nt_buf *err)
{
    du_setup *su = setup;
    memset(su, 0, sizeof *su);
    su->d = du_dataset_current();
    if (!su->d) {
        nt_buf_puts(err, "the Duel's component data set is not loaded");
        return -1;
    }
    if (o->players != 2) {
        nt_buf_printf(err, "the Duel is for 2 players, not %d", o->players);
        return -1;
    }
    if (o->side || o->options || o->expansion) {
        nt_buf_puts(err, "the Duel has no pot sides, ruling options or "
                         "expansions");
        return -1;
    }
    su->first_game = o->first_game;
    if (su->first_game && ((o->set && strspn(o->set, "1") != strlen(o->set))
                           || o->coins)) {
        nt_buf_puts(err, "--first-game sets the books (set 1) and the coins "
                         "itself: leave out --set and --coins");
        return -1;
    }
    uint64_t mix = o->seed * 0x9E3779B97F4A7C15ull + o->index;
    su->start = (int)(mix >> 33 & 1);
    if (S_gen_books(su, o->set, err))
        return -1;
    for (int v = 0; su->first_game && v < DU_VARS; v++)
        for (int k = 0; k < 4; k++)
            if (su->d->var[v][k].first_game)
                su->set[v] = (uint8_t)k;
    return S_gen_coins(su, o->coins, mix >> 40, err);
}

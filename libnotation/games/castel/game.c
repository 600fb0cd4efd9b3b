/* Castel's setup (notation(5): <setup players="N"> with optional seats
 * and turn limit) and its entry in the table of games. */
#include "facts.h"
#include <stdlib.h>
#include <string.h>

#include "castel.h"
#include "picture.h"
#include "record.h"

static int S_number(const char *text, long lo, long hi, int *out)
{
    long v;
    if (nt_int_parse(text, lo, hi, &v))
        return -1;
    *out = (int)v;
    return 0;
}

static int S_read_seats(castel_setup *su, const nt_node *node,
                        nt_setup_ctx *c)
{
    int n = 0;
    const nt_node *position = NULL;
    if (nt_setup_no_text(c, node))
        return -1;
    for (const nt_node *k = node->first; k; k = k->next) {
        if (!nt_is_any_elem(k))
            continue;
        if (position)
            return nt_setup_error(c, k, "notation.unexpected",
                                  "<%s> is not expected after the "
                                  "<position>, which ends the <setup>",
                                  (const char *)k->name);
        if (nt_is_elem(k, "position")) {
            position = k;
            continue;
        }
        if (!nt_is_elem(k, "seat"))
            return nt_setup_error(c, k, "notation.unexpected",
                                  "<%s> is not expected in <setup>",
                                  (const char *)k->name);
        if (nt_setup_empty(c, k))
            return -1;
        int seat;
        if (S_number(nt_attr(k, "n"), 1, CASTEL_MAX_SEATS, &seat) ||
            seat != n + 1)
            return nt_setup_error(c, k, "castel.setup.seats",
                                  "seats are listed in order from n=\"1\"; "
                                  "this one should be n=\"%d\"",
                                  n + 1);
        if (n >= su->players)
            return nt_setup_error(c, k, "castel.setup.seats",
                                  "players=\"%d\", but a seat %d is listed",
                                  su->players, seat);
        for (size_t ai = 0; ai < k->nattrs; ai++)
            if ((strcmp(k->attrs[ai].name, "n") &&
                          strcmp(k->attrs[ai].name, "name")))
                return nt_setup_error(c, k, "notation.unexpected",
                                      "attribute %s is not expected on "
                                      "<seat>",
                                      k->attrs[ai].name);
        const char *name = nt_attr(k, "name");
        if (name && strlen(name) >= CASTEL_NAME_MAX)
            return nt_setup_error(c, k, "castel.setup.seats",
                                  "a name has at most %d bytes",
                                  CASTEL_NAME_MAX - 1);
        if (name)
            strcpy(su->name[seat - 1], name);
        n++;
    }
    if (n && n != su->players)
        return nt_setup_error(c, node, "castel.setup.seats",
                              "players=\"%d\", but %d seats are listed",
                              su->players, n);
    return position ? castel_position_read(su, position, c) : 0;
}

static int S_setup_read(void *setup, const nt_node *node, nt_setup_ctx *c)
{
    castel_setup *su = setup;
    memset(su, 0, sizeof *su);
    su->turn_limit = CASTEL_DEFAULT_TURN_LIMIT;
    for (size_t ai = 0; ai < node->nattrs; ai++)
        if ((strcmp(node->attrs[ai].name, "players") &&
                      strcmp(node->attrs[ai].name, "turn-limit")))
            return nt_setup_error(c, node, "notation.unexpected",
                                  "attribute %s is not expected on <setup>",
                                  node->attrs[ai].name);
    const char *players = nt_attr(node, "players");
    if (S_number(players, 2, CASTEL_MAX_SEATS, &su->players))
        return nt_setup_error(c, node, "castel.setup.players",
                              "players=\"%s\": Castel is for 2 to 5 players",
                              players ? players : "");
    const char *limit = nt_attr(node, "turn-limit");
    if (limit && S_number(limit, 1, 100000, &su->turn_limit))
        return nt_setup_error(c, node, "castel.setup.turn-limit",
                              "turn-limit=\"%s\" is not a number of turns "
                              "from 1 to 100000",
                              limit);
    return S_read_seats(su, node, c);
}

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

static void S_setup_write(const void *setup, xmlTextWriterPtr w)
{
    const castel_setup *su = setup;
    char num[16];
    int named = 0;
    xmlTextWriterStartElement(w, X("setup"));
    snprintf(num, sizeof num, "%d", su->players);
    xmlTextWriterWriteAttribute(w, X("players"), X(num));
    if (su->turn_limit != CASTEL_DEFAULT_TURN_LIMIT) {
        snprintf(num, sizeof num, "%d", su->turn_limit);
        xmlTextWriterWriteAttribute(w, X("turn-limit"), X(num));
    }
    for (int i = 0; i < su->players; i++)
        named |= su->name[i][0] != 0;
    for (int i = 0; named && i < su->players; i++) {
        xmlTextWriterStartElement(w, X("seat"));
        snprintf(num, sizeof num, "%d", i + 1);
        xmlTextWriterWriteAttribute(w, X("n"), X(num));
        if (su->name[i][0])
            xmlTextWriterWriteAttribute(w, X("name"), X(su->name[i]));
        xmlTextWriterEndElement(w);
    }
    if (su->pos.present)
        castel_position_write(su, w);
    xmlTextWriterEndElement(w);
}

static int S_setup_generate(void *setup, const nt_gen_options *o,
                            nt_buf *err)
{
    castel_setup *su = setup;
    memset(su, 0, sizeof *su);
    if (o->players < 2 || o->players > CASTEL_MAX_SEATS) {
        nt_buf_printf(err, "Castel is for 2 to 5 players, not %d",
                      o->players);
        return -1;
    }
    if (o->set || o->side || o->options || o->expansion || o->coins ||
        o->first_game) {
        nt_buf_puts(err, "Castel has no ingredient sets, pot sides, ruling "
                         "options, expansions, coins or first-game set-up");
        return -1;
    }
    su->players = o->players;
    su->turn_limit = CASTEL_DEFAULT_TURN_LIMIT;
    return 0;
}

static void S_actor_name(const void *state, int actor, nt_buf *out)
{
    castel_seat_name(state, actor, out);
}

static const struct nt_engine_hooks S_hooks = {
    .context = castel_context,
    .why_not = castel_why_not,
    .describe = castel_describe,
    .actor_name = S_actor_name,
};

/* Where notes may stand (schemas/castel.rng). */
static const char *const S_note_parents[] = {
    "game", "deal", "turn", "place", "summon", NULL};

/* facts.c: what a replay knows, for select and stats. */
extern const nt_game_facts castel_facts;

const nt_game nt_game_castel = {
    .id = "castel",
    .code = 1,
    .title = "Castel (Laget & Faidutti, 2000)",
    .schema = "castel.rng",
    .note_parents = S_note_parents,
    .rules = castel_rules,
    .nrules = &castel_nrules,
    .rulings = castel_rulings,
    .nrulings = &castel_nrulings,
    .hooks = &S_hooks,
    .picture = &castel_picture,
    .facts = &castel_facts,
    .setup_size = sizeof(castel_setup),
    .setup_read = S_setup_read,
    .setup_write = S_setup_write,
    .setup_generate = S_setup_generate,
    .state_size = sizeof(castel_state),
    .init = castel_init,
    .play = castel_play,
    .result = castel_result_text,
};

/* Quacks' entry in the table of games: the setup of a generated game
 * (notation generate's --set, --side, --option, --expansion), the state a
 * record starts from, and the game's descriptor.  Reading and writing
 * <setup> are in setup_read.c and setup_write.c. */
#include "facts.h"
#include <stdio.h>
#include <string.h>

#include "picture.h"
#include "quacks.h"

/* ---------------------------------------------------------- generating */

/* --set: one digit for every book, five (green, blue, red, yellow,
 * purple), or seven (and black: 1 for the base book, and locoweed: 0 for
 * none).  Sets 5 and 6 need The Herb Witches. */
static int S_generate_books(qk_setup *su, const char *set, nt_buf *err)
{
    size_t n = set ? strlen(set) : 0;
    char top = su->witches ? '6' : '4';
    su->book[K_ORANGE] = su->witches ? 5 : 1;
    su->book[K_BLACK] = 1;
    if (n && n != 1 && n != QK_SET_COLOURS && !(n == 7 && su->witches))
        goto bad;
    for (int i = 0; i < QK_SET_COLOURS; i++) {
        char d = n ? set[n == 1 ? 0 : i] : '1';
        if (d < '1' || d > top)
            goto bad;
        su->book[qk_set_colours[i]] = d - '0';
    }
    if (n == 1 && set[0] >= '5')
        su->book[K_BLACK] = su->book[K_LOCOWEED] = set[0] - '0';
    if (n == 7) {
        if (!strchr("156", set[5]) || !strchr("056", set[6]))
            goto bad;
        su->book[K_BLACK] = set[5] - '0';
        su->book[K_LOCOWEED] = set[6] - '0';
    }
    return 0;
bad:
    if (!su->witches && set && strpbrk(set, "56") &&
        strspn(set, "123456") == n &&
        (n == 1 || n == QK_SET_COLOURS || n == 7)) {
        nt_buf_printf(err, "--set \"%s\": sets 5 and 6 belong to The Herb "
                           "Witches: add --expansion herb-witches",
                      set);
        return -1;
    }
    nt_buf_printf(err,
                  "--set \"%s\": one set 1-%c for every book, or five "
                  "digits 1-%c (green, blue, red, yellow, purple)%s",
                  set, top, top,
                  su->witches ? ", or seven (and black 1, 5 or 6, locoweed "
                                "0, 5 or 6)"
                              : "");
    return -1;
}

/* --option key=value,...: the ruling options of <setup>. */
static int S_generate_options(qk_setup *su, const char *options, nt_buf *err)
{
    char item[64];
    for (const char *p = options; p && *p;) {
        size_t len = strcspn(p, ",");
        if (len >= sizeof item)
            len = sizeof item - 1;
        memcpy(item, p, len);
        item[len] = 0;
        p += strcspn(p, ",");
        p += *p == ',';
        char *eq = strchr(item, '=');
        int v = -1;
        if (eq) {
            *eq = 0;
            if (!strcmp(item, "flask"))
                v = su->flask = qk_keyword(eq + 1, qk_flasks, 2);
            else if (!strcmp(item, "strong-ingredient"))
                v = su->strong = qk_keyword(eq + 1, qk_strongs, 2);
        }
        if (v < 0) {
            nt_buf_printf(err,
                          "--option \"%s\": Quacks knows "
                          "flask=white|any and "
                          "strong-ingredient=no-action|counts",
                          options);
            return -1;
        }
    }
    return 0;
}

static int S_setup_generate(void *setup, const nt_gen_options *o, nt_buf *err)
{
    qk_setup *su = setup;
    memset(su, 0, sizeof *su);
    if (o->expansion && strcmp(o->expansion, qk_expansions[0])) {
        nt_buf_printf(err, "--expansion \"%s\": Quacks knows herb-witches",
                      o->expansion);
        return -1;
    }
    if (o->coins || o->first_game) {
        nt_buf_puts(err, "--coins and --first-game belong to the Duel "
                         "(--game quacks-duel)");
        return -1;
    }
    su->witches = o->expansion != NULL;
    if (o->players < 2 || o->players > (su->witches ? 5 : 4)) {
        nt_buf_printf(err,
                      "Quacks is for 2 to %d players%s, not %d",
                      su->witches ? 5 : 4,
                      su->witches ? "" : " (5 with --expansion herb-witches)",
                      o->players);
        return -1;
    }
    int side = o->side ? qk_keyword(o->side, qk_sides, 2) : 0;
    if (side < 0) {
        nt_buf_printf(err,
                      "the pots have a front and a back side, not "
                      "\"%s\"",
                      o->side);
        return -1;
    }
    if (S_generate_books(su, o->set, err) ||
        S_generate_options(su, o->options, err))
        return -1;
    su->players = o->players;
    su->round = 1;
    su->back = side;
    for (int i = 0; i < su->players; i++) {
        su->seat[i].rubies = 1, su->seat[i].flask = 1;
        su->seat[i].pennies = su->witches ? QK_ALL_PENNIES : 0;
    }
    return 0;
}

/* ---------------------------------------------------------------- state */

void qk_init(void *state, const void *setup)
{
    qk_state *s = state;
    const qk_setup *su = setup;
    int short_of;
    memset(s, 0, sizeof *s);
    s->setup = su;
    s->players = su->players;
    s->round = su->round;
    s->start = su->start;
    s->card = -1;
    for (int t = 0; t < QK_WITCH_TYPES; t++)
        s->witch[t] = -1;
    qk_setup_supply(su, s->supply, &short_of); /* checked by setup_read */
    for (int c = 0; c < QK_CARDS; c++)
        s->deck[c] = !su->read[c];
    for (int c = 0; c < QK_CHIPS; c++) {
        int set = su->book[qk_chips[c].colour];
        s->price[c] = (uint8_t)(set && qk_book_has(c, set) ? qk_price(c, set)
                                                           : 0);
    }
    for (int i = 0; i < su->players; i++) {
        const qk_seat_setup *st = &su->seat[i];
        qk_player *pl = &s->pl[i];
        const uint16_t *bag = qk_setup_bag(su, i);
        for (int c = 0; c < QK_CHIPS; c++) {
            pl->bag[c] = bag[c];
            pl->bag_n += bag[c];
            pl->beside[c] = (uint8_t)st->beside[c];
        }
        pl->vp = st->vp;
        pl->pennies = st->pennies;
        for (int c = 0; c < QK_CHIPS; c++)
            pl->kept[c] = (uint8_t)st->kept[c];
        pl->rubies = st->rubies;
        pl->droplet = st->droplet;
        pl->tube = st->tube;
        pl->flask = st->flask;
        pl->last = pl->stir = -1;
        if (st->name[0])
            snprintf(s->who[i], sizeof s->who[i], "seat %d (%s)", i + 1,
                     st->name);
        else
            snprintf(s->who[i], sizeof s->who[i], "seat %d", i + 1);
    }
}

static void S_actor_name(const void *state, int actor, nt_buf *out)
{
    qk_seat_name(state, actor, out);
}

/* A witch is called at the moment of her phase the rules give (before
 * her seat's purchases, before the die, in her seat's turn of step F):
 * a call written elsewhere breaks that rule, whichever witch it names. */
static const char *S_order(const nt_ask *a)
{
    return a->q >= &qk_q[QQ_CALL_BREWING] && a->q <= &qk_q[QQ_CALL_SCORING]
               ? "quacks.witch.call"
               : NULL;
}

/* Where a chip went is the bowl's rule: bowl="yes" on a chip that went
 * into the pot, or a position on one that went into the bowl. */
static const char *S_attr_rule(const void *state, const char *elem,
                               const char *attr)
{
    const qk_state *s = state;
    (void)elem;
    if (!qk_bowl(s))
        return NULL;
    if (!strcmp(attr, "bowl"))
        return "quacks.bowl";
    if (!strcmp(attr, "pos") && s->pl[s->seat].full)
        return "quacks.bowl";
    return NULL;
}

/* The book of the chip just placed, as the catalogue names it
 * ("quacks.blue.1"), or NULL. */
static const char *S_book_rule(const qk_state *s, int chip)
{
    int colour = qk_chips[chip].colour;
    char id[48];
    snprintf(id, sizeof id, "quacks.%s.%d", qk_colour_names[colour],
             qk_book(s, colour));
    const nt_rule *r = nt_rules_find(qk_rules, qk_nrules, id);
    return r ? r->id : NULL;
}

/* A <reveal> where the rules draw none: the draw-six witch's shows six,
 * the bowl's chips draw nothing, and a book draws what it says. */
static const char *S_child_rule(const void *state, const char *parent,
                                const char *child)
{
    const qk_state *s = state;
    if (strcmp(child, "reveal"))
        return NULL;
    if (!strcmp(parent, "witch"))
        return "quacks.witch.draw-six";
    const qk_player *pl = &s->pl[s->seat];
    if (qk_bowl(s) && pl->full)
        return "quacks.bowl";
    return pl->npot ? S_book_rule(s, pl->pot[pl->npot - 1].as) : NULL;
}

static const struct nt_engine_hooks S_hooks = {
    .context = qk_context,
    .why_not = qk_why_not,
    .describe = qk_describe,
    .actor_name = S_actor_name,
    .order_rule = S_order,
    .attr_rule = S_attr_rule,
    .child_rule = S_child_rule,
    .risk = qk_risk,
    .odds = qk_odds,
};

/* Where notes may stand (schemas/quacks.rng). */
static const char *const S_note_parents[] = {
    "game", "round", "fortune", "brew", "draw", "witch", "add", "aside", "start",
    "place", "strong", "evaluation", NULL};

/* facts.c: what a replay knows, for select and stats. */
extern const nt_game_facts qk_facts;

const nt_game nt_game_quacks = {
    .id = "quacks",
    .code = 2,
    .title = "The Quacks of Quedlinburg (Warsch, 2018)",
    .schema = "quacks.rng",
    .note_parents = S_note_parents,
    .rules = qk_rules,
    .nrules = &qk_nrules,
    .rulings = qk_rulings,
    .nrulings = &qk_nrulings,
    .hooks = &S_hooks,
    .setup_size = sizeof(qk_setup),
    .setup_read = qk_setup_read,
    .setup_write = qk_setup_write,
    .setup_generate = S_setup_generate,
    .state_size = sizeof(qk_state),
    .init = qk_init,
    .play = qk_play,
    .result = qk_result,
    .picture = &qk_picture,
    .facts = &qk_facts,
};

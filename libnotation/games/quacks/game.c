/* Quacks' setup (notation(5), "Quacks": <setup> with its books, side,
 * ruling options and seats, possibly a position later in the game), the
 * state a record starts from, and the game's entry in the table of games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "quacks.h"
#include "record.h"

/* The colours whose book comes in sets; orange and black have one book. */
static const int S_set_colours[] = {K_GREEN, K_BLUE, K_RED, K_YELLOW,
                                    K_PURPLE};
#define NSET_COLOURS 5

static int S_number(const char *text, long lo, long hi, int *out)
{
    long v;
    if (nt_int_parse(text, lo, hi, &v))
        return -1;
    *out = (int)v;
    return 0;
}

static int S_keyword(const char *text, const char *const *words, int n)
{
    for (int i = 0; text && i < n; i++)
        if (!strcmp(text, words[i]))
            return i;
    return -1;
}

/* ----------------------------------------------------------- chip lists */

/* "white-1*4 orange-1": chips with optional counts, spaces between. */
static int S_chips_parse(const char *text, uint16_t *count)
{
    char word[64];
    memset(count, 0, QK_CHIPS * sizeof *count);
    for (const char *p = text; *p;) {
        p += strspn(p, " \t\r\n");
        size_t len = strcspn(p, " \t\r\n");
        if (!len)
            break;
        if (len >= sizeof word)
            return -1;
        memcpy(word, p, len);
        word[len] = 0;
        p += len;
        int times = 1;
        char *star = strchr(word, '*');
        if (star) {
            *star = 0;
            if (S_number(star + 1, 1, 999, &times))
                return -1;
        }
        int32_t chip;
        if (qk_t_chip.parse(NULL, word, &chip))
            return -1;
        if (count[chip] + times > 999)
            return -1;
        count[chip] = (uint16_t)(count[chip] + times);
    }
    return 0;
}

static void S_chips_format(const uint16_t *count, nt_buf *out)
{
    int first = 1;
    for (int c = 0; c < QK_CHIPS; c++) {
        if (!count[c])
            continue;
        nt_buf_printf(out, "%s%s", first ? "" : " ", qk_chips[c].id);
        if (count[c] > 1)
            nt_buf_printf(out, "*%d", count[c]);
        first = 0;
    }
}

/* --------------------------------------------------------------- seats */

static const char *const S_seat_attrs[] = {
    "n",    "name", "vp",     "rubies", "droplet", "tube",
    "flask", "bag", "beside", "kept",   "pennies"};
#define NSEAT_ATTRS (int)(sizeof S_seat_attrs / sizeof *S_seat_attrs)

static int S_seat_value(nt_setup_ctx *c, const nt_node *k, const char *attr,
                        long hi, int *out)
{
    const char *v = nt_attr(k, attr);
    if (v && S_number(v, 0, hi, out))
        return nt_setup_error(c, k, "quacks.setup.seat",
                              "%s=\"%s\" is not a number from 0 to %ld", attr,
                              v, hi);
    return 0;
}

/* What The Herb Witches adds to a seat: the pennies left, and the chips
 * green set 5 keeps for the first round of the record. */
static int S_read_seat_witches(qk_setup *su, const nt_node *k,
                               qk_seat_setup *st, nt_setup_ctx *c)
{
    const char *pennies = nt_attr(k, "pennies"), *kept = nt_attr(k, "kept");
    int32_t mask = QK_ALL_PENNIES;
    if ((pennies || kept) && !su->witches)
        return nt_setup_error(c, k, "quacks.setup.expansion",
                              "%s belongs to The Herb Witches "
                              "(expansion=\"herb-witches\")",
                              pennies ? "pennies" : "kept");
    if (pennies && qk_t_pennies.parse(NULL, pennies, &mask))
        return nt_setup_error(c, k, "quacks.setup.seat",
                              "pennies=\"%s\" lists the witch pennies left: "
                              "brewing, buying, scoring",
                              pennies);
    st->pennies = (unsigned)mask;
    if (kept && S_chips_parse(kept, st->kept))
        return nt_setup_error(c, k, "quacks.setup.seat",
                              "kept=\"%s\" is not a list of chips", kept);
    int n = 0;
    for (int chip = 0; chip < QK_CHIPS; chip++)
        n += st->kept[chip];
    if (n > 2 || (n && su->book[K_GREEN] != 5))
        return nt_setup_error(c, k, "quacks.setup.seat",
                              "kept=\"%s\": green set 5 keeps one or two "
                              "chips for the next round",
                              kept);
    return 0;
}

static int S_read_seat(qk_setup *su, const nt_node *k, int seat,
                       nt_setup_ctx *c)
{
    qk_seat_setup *st = &su->seat[seat];
    for (size_t ai = 0; ai < k->nattrs; ai++)
        if (
            S_keyword(k->attrs[ai].name, S_seat_attrs, NSEAT_ATTRS) < 0)
            return nt_setup_error(c, k, "notation.unexpected",
                                  "attribute %s is not expected on <seat>",
                                  k->attrs[ai].name);
    const char *name = nt_attr(k, "name");
    if (name && strlen(name) >= QK_NAME_MAX)
        return nt_setup_error(c, k, "quacks.setup.seat",
                              "a name has at most %d bytes", QK_NAME_MAX - 1);
    if (name)
        strcpy(st->name, name);
    if (S_seat_value(c, k, "vp", 9999, &st->vp) ||
        S_seat_value(c, k, "rubies", 999, &st->rubies) ||
        S_seat_value(c, k, "droplet", QK_LAST_SPACE, &st->droplet) ||
        S_seat_value(c, k, "tube", QK_TUBES, &st->tube))
        return -1;
    const char *flask = nt_attr(k, "flask");
    int32_t full = 1;
    if (flask && nt_type_bool.parse(NULL, flask, &full))
        return nt_setup_error(c, k, "quacks.setup.seat",
                              "flask=\"%s\" is yes (full) or no (empty)",
                              flask);
    st->flask = full;
    if (st->tube && !su->back)
        return nt_setup_error(c, k, "quacks.setup.seat",
                              "tube=\"%d\", but the pots lie on their front "
                              "side (side=\"back\" has the test tubes)",
                              st->tube);
    const char *bag = nt_attr(k, "bag"), *beside = nt_attr(k, "beside");
    if (bag && S_chips_parse(bag, st->bag))
        return nt_setup_error(c, k, "quacks.setup.seat",
                              "bag=\"%s\" is not a list of chips such as "
                              "\"white-1*4 orange-1\"",
                              bag);
    st->has_bag = bag != NULL;
    if (beside && S_chips_parse(beside, st->beside))
        return nt_setup_error(c, k, "quacks.setup.seat",
                              "beside=\"%s\" is not a list of chips", beside);
    for (int chip = 0; beside && chip < QK_CHIPS; chip++)
        if (st->beside[chip] && qk_chips[chip].colour != K_RED)
            return nt_setup_error(c, k, "quacks.setup.seat",
                                  "only toadstool (red) chips wait beside a "
                                  "pot (red set 2), not %s",
                                  qk_chips[chip].id);
    return S_read_seat_witches(su, k, st, c);
}

static int S_read_seats(qk_setup *su, const nt_node *node, nt_setup_ctx *c)
{
    int n = 0;
    if (nt_setup_no_text(c, node))
        return -1;
    for (const nt_node *k = node->first; k; k = k->next) {
        if (!nt_is_any_elem(k))
            continue;
        if (!nt_is_elem(k, "seat"))
            return nt_setup_error(c, k, "notation.unexpected",
                                  "<%s> is not expected in <setup>",
                                  (const char *)k->name);
        if (nt_setup_empty(c, k))
            return -1;
        int seat;
        if (S_number(nt_attr(k, "n"), 1, QK_MAX_SEATS, &seat) || seat != n + 1)
            return nt_setup_error(c, k, "quacks.setup.seat",
                                  "seats are listed in order from n=\"1\"; "
                                  "this one should be n=\"%d\"",
                                  n + 1);
        if (n >= su->players)
            return nt_setup_error(c, k, "quacks.setup.seat",
                                  "players=\"%d\", but a seat %d is listed",
                                  su->players, seat);
        if (S_read_seat(su, k, n, c))
            return -1;
        n++;
    }
    if (n && n != su->players)
        return nt_setup_error(c, node, "quacks.setup.seat",
                              "players=\"%d\", but %d seats are listed",
                              su->players, n);
    return 0;
}

/* ---------------------------------------------------------- the supply */

static int S_box(const qk_setup *su, int chip)
{
    return qk_chips[chip].supply +
           (su->witches ? qk_chips[chip].expansion : 0);
}

/* The chips a seat has outside the supply when the record begins. */
static int S_held(const qk_setup *su, int seat, int chip);

/* The white 1-chips put aside for round 6, one per player (rulebook). */
static int S_reserve(const qk_setup *su)
{
    return su->round <= 6 ? su->players : 0;
}

static const uint16_t *S_bag(const qk_setup *su, int seat)
{
    return su->seat[seat].has_bag ? su->seat[seat].bag : qk_start_bag;
}

static int S_held(const qk_setup *su, int seat, int chip)
{
    const qk_seat_setup *st = &su->seat[seat];
    return S_bag(su, seat)[chip] + st->beside[chip] + st->kept[chip];
}

/* The supply: the box less the bags, the chips beside the pots and the
 * round-6 whites; the other white chips stay in the box (rulebook: Mise
 * en place), so whites are never in the supply. */
static int S_supply(const qk_setup *su, uint16_t *supply, int *short_of)
{
    for (int chip = 0; chip < QK_CHIPS; chip++) {
        int left = S_box(su, chip);
        for (int i = 0; i < su->players; i++)
            left -= S_held(su, i, chip);
        if (chip == W1)
            left -= S_reserve(su);
        if (left < 0) {
            *short_of = chip;
            return -1;
        }
        supply[chip] = qk_chips[chip].colour == K_WHITE
                           ? (chip == W1 ? (uint16_t)S_reserve(su) : 0)
                           : (uint16_t)left;
    }
    return 0;
}

/* --------------------------------------------------------------- setup */

static const char *const S_setup_attrs[] = {
    "players", "start",  "round",  "set",   "green",
    "blue",    "red",    "yellow", "purple", "black",
    "locoweed", "side",  "flask",  "strong-ingredient",
    "read",    "expansion"};
#define NSETUP_ATTRS (sizeof S_setup_attrs / sizeof *S_setup_attrs)

static const char *const S_sides[] = {"front", "back"};
static const char *const S_flasks[] = {"white", "any"};
static const char *const S_strongs[] = {"no-action", "counts"};
static const char *const S_blacks[] = {"2", "3-4"};

/* The highest book set: 4 in the base game, 6 with The Herb Witches. */
static int S_max_set(const qk_setup *su)
{
    return su->witches ? 6 : 4;
}

static int S_book_error(const qk_setup *su, const nt_node *node,
                        nt_setup_ctx *c, const char *attr, const char *v)
{
    if (!su->witches && S_number(v, 5, 6, &(int){0}) == 0)
        return nt_setup_error(c, node, "quacks.setup.expansion",
                              "%s=\"%s\": sets 5 and 6 belong to The Herb "
                              "Witches (expansion=\"herb-witches\")",
                              attr, v);
    return nt_setup_error(c, node, "quacks.setup.books",
                          "%s=\"%s\": the books come in sets 1 to %d", attr,
                          v, S_max_set(su));
}

/* Black: the base book (its page, "2" or "3-4", follows the players;
 * H-R4: 5 players use the 3-4 page), or set 5 or 6. */
static int S_read_black(qk_setup *su, const nt_node *node, nt_setup_ctx *c,
                        int set)
{
    const char *black = nt_attr(node, "black");
    su->book[K_BLACK] = set >= 5 ? set : 1;
    if (!black)
        return 0;
    int n;
    if (!S_number(black, 5, 6, &n)) {
        if (!su->witches)
            return S_book_error(su, node, c, "black", black);
        su->book[K_BLACK] = n;
        return 0;
    }
    int side = S_keyword(black, S_blacks, 2);
    if (side < 0 || side != (su->players == 2 ? 0 : 1))
        return nt_setup_error(c, node, "quacks.setup.black",
                              "black=\"%s\": the black book lies open "
                              "on its page for %s (rulebook: Mise en "
                              "place%s)",
                              black,
                              su->players == 2 ? "2 players (black=\"2\")"
                                               : "3-4 players "
                                                 "(black=\"3-4\")",
                              su->players == 5 ? "; H-R4" : "");
    su->book[K_BLACK] = 1;
    su->black_given = 1;
    return 0;
}

/* Locoweed: its book of set 5 or 6, or none; by default the set of the
 * other books when that is 5 or 6. */
static int S_read_locoweed(qk_setup *su, const nt_node *node,
                           nt_setup_ctx *c, int set)
{
    const char *v = nt_attr(node, "locoweed");
    su->book[K_LOCOWEED] = set >= 5 ? set : 0;
    if (!v)
        return 0;
    if (!su->witches)
        return nt_setup_error(c, node, "quacks.setup.expansion",
                              "locoweed belongs to The Herb Witches "
                              "(expansion=\"herb-witches\")");
    if (!strcmp(v, "none")) {
        su->book[K_LOCOWEED] = 0;
        return 0;
    }
    if (S_number(v, 5, 6, &su->book[K_LOCOWEED]))
        return nt_setup_error(c, node, "quacks.setup.books",
                              "locoweed=\"%s\": its book is of set 5 or 6, "
                              "or none",
                              v);
    return 0;
}

static int S_read_books(qk_setup *su, const nt_node *node, nt_setup_ctx *c)
{
    int set = 1;
    const char *all = nt_attr(node, "set");
    if (all && S_number(all, 1, S_max_set(su), &set))
        return S_book_error(su, node, c, "set", all);
    /* The Herb Witches' pumpkin book replaces the base one. */
    su->book[K_ORANGE] = su->witches ? 5 : 1;
    for (int i = 0; i < NSET_COLOURS; i++) {
        int colour = S_set_colours[i];
        const char *one = nt_attr(node, qk_colour_names[colour]);
        su->book[colour] = set;
        if (one && S_number(one, 1, S_max_set(su), &su->book[colour]))
            return S_book_error(su, node, c, qk_colour_names[colour], one);
    }
    return S_read_black(su, node, c, set) || S_read_locoweed(su, node, c, set)
               ? -1
               : 0;
}

static int S_option(const nt_node *node, const char *attr,
                    const char *const *words, int n, int *out, nt_setup_ctx *c,
                    const char *rule)
{
    const char *v = nt_attr(node, attr);
    *out = 0;
    if (!v)
        return 0;
    *out = S_keyword(v, words, n);
    if (*out >= 0)
        return 0;
    return nt_setup_error(c, node, rule, "%s=\"%s\" is %s or %s", attr, v,
                          words[0], words[1]);
}

static int S_read_cards(qk_setup *su, const nt_node *node, nt_setup_ctx *c)
{
    const char *text = nt_attr(node, "read");
    char word[64];
    int n = 0;
    for (const char *p = text; p && *p;) {
        p += strspn(p, " \t\r\n");
        size_t len = strcspn(p, " \t\r\n");
        if (!len)
            break;
        int32_t card = -1;
        if (len < sizeof word) {
            memcpy(word, p, len);
            word[len] = 0;
            qk_t_card.parse(NULL, word, &card);
        }
        if (card < 0 || su->read[card])
            return nt_setup_error(c, node, "quacks.setup.read",
                                  "read=\"%s\" is not a list of distinct "
                                  "fortune card ids",
                                  text);
        su->read[card] = 1;
        p += len;
        n++;
    }
    if (n > su->round - 1)
        return nt_setup_error(c, node, "quacks.setup.read",
                              "%d cards read before round %d: one per round "
                              "at most",
                              n, su->round);
    return 0;
}

static int S_check_supply(const qk_setup *su, const nt_node *node,
                          nt_setup_ctx *c)
{
    uint16_t supply[QK_CHIPS];
    int chip;
    for (int i = 0; i < su->players; i++)
        for (chip = 0; chip < QK_CHIPS; chip++)
            if (S_held(su, i, chip) && !S_box(su, chip))
                return nt_setup_error(c, node, "quacks.setup.expansion",
                                      "%s belongs to The Herb Witches "
                                      "(expansion=\"herb-witches\")",
                                      qk_chips[chip].id);
    if (S_supply(su, supply, &chip))
        return nt_setup_error(c, node, "quacks.setup.supply",
                              "the bags hold more %s than the box's %d "
                              "(quacks.md §3.1)",
                              qk_chips[chip].id, S_box(su, chip));
    return 0;
}

static const char *const S_expansions[] = {"herb-witches"};

static int S_read_players(qk_setup *su, const nt_node *node, nt_setup_ctx *c)
{
    const char *expansion = nt_attr(node, "expansion");
    if (expansion && S_keyword(expansion, S_expansions, 1) < 0)
        return nt_setup_error(c, node, "quacks.setup.expansion",
                              "expansion=\"%s\": the one expansion known "
                              "is herb-witches",
                              expansion);
    su->witches = expansion != NULL;
    const char *players = nt_attr(node, "players");
    if (!S_number(players, 5, 5, &su->players) && !su->witches)
        return nt_setup_error(c, node, "quacks.setup.players",
                              "players=\"5\": a fifth player needs The Herb "
                              "Witches (expansion=\"herb-witches\")");
    if (S_number(players, 2, su->witches ? 5 : 4, &su->players))
        return nt_setup_error(c, node, "quacks.setup.players",
                              "players=\"%s\": the game is for 2 to %d "
                              "players",
                              players ? players : "", su->witches ? 5 : 4);
    return 0;
}

static int S_setup_read(void *setup, const nt_node *node, nt_setup_ctx *c)
{
    qk_setup *su = setup;
    memset(su, 0, sizeof *su);
    for (size_t ai = 0; ai < node->nattrs; ai++)
        if (S_keyword(node->attrs[ai].name, S_setup_attrs,
                               (int)NSETUP_ATTRS) < 0)
            return nt_setup_error(c, node, "notation.unexpected",
                                  "attribute %s is not expected on <setup>",
                                  node->attrs[ai].name);
    if (S_read_players(su, node, c))
        return -1;
    const char *start = nt_attr(node, "start"),
               *round = nt_attr(node, "round");
    su->start = 1;
    if (start && S_number(start, 1, su->players, &su->start))
        return nt_setup_error(c, node, "quacks.setup.start",
                              "start=\"%s\" is not a seat from 1 to %d", start,
                              su->players);
    su->start--;
    su->round = 1;
    if (round && S_number(round, 1, 9, &su->round))
        return nt_setup_error(c, node, "quacks.setup.round",
                              "round=\"%s\": a game has rounds 1 to 9", round);
    if (S_option(node, "side", S_sides, 2, &su->back, c,
                 "quacks.setup.side") ||
        S_option(node, "flask", S_flasks, 2, &su->flask, c,
                 "quacks.ruling.Q-R1") ||
        S_option(node, "strong-ingredient", S_strongs, 2, &su->strong, c,
                 "quacks.ruling.I-STRONG-B"))
        return -1;
    for (int i = 0; i < su->players; i++) {
        su->seat[i].rubies = 1, su->seat[i].flask = 1;
        su->seat[i].pennies = su->witches ? QK_ALL_PENNIES : 0;
    }
    if (S_read_books(su, node, c) || S_read_cards(su, node, c) ||
        S_read_seats(su, node, c))
        return -1;
    return S_check_supply(su, node, c);
}

static const xmlChar *X(const char *s)
{
    return (const xmlChar *)s;
}

static void S_write_int(xmlTextWriterPtr w, const char *attr, int v)
{
    char num[16];
    snprintf(num, sizeof num, "%d", v);
    xmlTextWriterWriteAttribute(w, X(attr), X(num));
}

static void S_write_books(const qk_setup *su, xmlTextWriterPtr w)
{
    int uniform = 1, set = 1;
    for (int i = 1; i < NSET_COLOURS; i++)
        uniform &= su->book[S_set_colours[i]] == su->book[S_set_colours[0]];
    if (uniform) {
        set = su->book[S_set_colours[0]];
        S_write_int(w, "set", set);
    } else {
        for (int i = 0; i < NSET_COLOURS; i++)
            S_write_int(w, qk_colour_names[S_set_colours[i]],
                        su->book[S_set_colours[i]]);
    }
    /* Black and locoweed are written when they differ from what the set
     * implies (S_read_black, S_read_locoweed). */
    int black = su->book[K_BLACK];
    if (black >= 5 && black != set)
        S_write_int(w, "black", black);
    else if (black == 1 && (su->black_given || set >= 5))
        xmlTextWriterWriteAttribute(w, X("black"),
                                    X(S_blacks[su->players == 2 ? 0 : 1]));
    int loco = su->book[K_LOCOWEED];
    if (loco != (set >= 5 ? set : 0)) {
        if (loco)
            S_write_int(w, "locoweed", loco);
        else
            xmlTextWriterWriteAttribute(w, X("locoweed"), X("none"));
    }
}

static int S_seat_plain(const qk_setup *su, const qk_seat_setup *st)
{
    int held = 0;
    for (int c = 0; c < QK_CHIPS; c++)
        held |= st->beside[c] | st->kept[c];
    return !st->name[0] && !st->vp && st->rubies == 1 && !st->droplet &&
           !st->tube && st->flask && !st->has_bag && !held &&
           st->pennies == (su->witches ? QK_ALL_PENNIES : 0);
}

static void S_write_chips(xmlTextWriterPtr w, const char *attr,
                          const uint16_t *count)
{
    nt_buf b = {0};
    S_chips_format(count, &b);
    if (b.len)
        xmlTextWriterWriteAttribute(w, X(attr), X(nt_buf_str(&b)));
    nt_buf_free(&b);
}

static void S_write_seat(const qk_setup *su, int i, xmlTextWriterPtr w)
{
    const qk_seat_setup *st = &su->seat[i];
    xmlTextWriterStartElement(w, X("seat"));
    S_write_int(w, "n", i + 1);
    if (st->name[0])
        xmlTextWriterWriteAttribute(w, X("name"), X(st->name));
    if (st->vp)
        S_write_int(w, "vp", st->vp);
    if (st->rubies != 1)
        S_write_int(w, "rubies", st->rubies);
    if (st->droplet)
        S_write_int(w, "droplet", st->droplet);
    if (st->tube)
        S_write_int(w, "tube", st->tube);
    if (!st->flask)
        xmlTextWriterWriteAttribute(w, X("flask"), X("no"));
    if (st->has_bag) {
        nt_buf b = {0};
        S_chips_format(st->bag, &b);
        xmlTextWriterWriteAttribute(w, X("bag"), X(nt_buf_str(&b)));
        nt_buf_free(&b);
    }
    S_write_chips(w, "beside", st->beside);
    S_write_chips(w, "kept", st->kept);
    if (su->witches && st->pennies != QK_ALL_PENNIES) {
        nt_buf b = {0};
        qk_t_pennies.format(NULL, (int32_t)st->pennies, &b);
        xmlTextWriterWriteAttribute(w, X("pennies"), X(nt_buf_str(&b)));
        nt_buf_free(&b);
    }
    xmlTextWriterEndElement(w);
}

static void S_setup_write(const void *setup, xmlTextWriterPtr w)
{
    const qk_setup *su = setup;
    int plain = 1;
    xmlTextWriterStartElement(w, X("setup"));
    S_write_int(w, "players", su->players);
    S_write_int(w, "start", su->start + 1);
    if (su->round != 1)
        S_write_int(w, "round", su->round);
    if (su->witches)
        xmlTextWriterWriteAttribute(w, X("expansion"), X(S_expansions[0]));
    S_write_books(su, w);
    if (su->back)
        xmlTextWriterWriteAttribute(w, X("side"), X("back"));
    if (su->flask)
        xmlTextWriterWriteAttribute(w, X("flask"), X(S_flasks[su->flask]));
    if (su->strong)
        xmlTextWriterWriteAttribute(w, X("strong-ingredient"),
                                    X(S_strongs[su->strong]));
    nt_buf b = {0};
    for (int card = 0; card < QK_CARDS; card++)
        if (su->read[card])
            nt_buf_printf(&b, "%s%s", b.len ? " " : "", qk_cards[card].id);
    if (b.len)
        xmlTextWriterWriteAttribute(w, X("read"), X(nt_buf_str(&b)));
    nt_buf_free(&b);
    for (int i = 0; i < su->players; i++)
        plain &= S_seat_plain(su, &su->seat[i]);
    for (int i = 0; !plain && i < su->players; i++)
        S_write_seat(su, i, w);
    xmlTextWriterEndElement(w);
}

/* --set: one digit for every book, five (green, blue, red, yellow,
 * purple), or seven (and black: 1 for the base book, and locoweed: 0 for
 * none).  Sets 5 and 6 need The Herb Witches. */
static int S_generate_books(qk_setup *su, const char *set, nt_buf *err)
{
    size_t n = set ? strlen(set) : 0;
    char top = su->witches ? '6' : '4';
    su->book[K_ORANGE] = su->witches ? 5 : 1;
    su->book[K_BLACK] = 1;
    if (n && n != 1 && n != NSET_COLOURS && !(n == 7 && su->witches))
        goto bad;
    for (int i = 0; i < NSET_COLOURS; i++) {
        char d = n ? set[n == 1 ? 0 : i] : '1';
        if (d < '1' || d > top)
            goto bad;
        su->book[S_set_colours[i]] = d - '0';
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
        strspn(set, "123456") == n && (n == 1 || n == NSET_COLOURS || n == 7)) {
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
                v = su->flask = S_keyword(eq + 1, S_flasks, 2);
            else if (!strcmp(item, "strong-ingredient"))
                v = su->strong = S_keyword(eq + 1, S_strongs, 2);
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
    if (o->expansion && strcmp(o->expansion, S_expansions[0])) {
        nt_buf_printf(err, "--expansion \"%s\": Quacks knows herb-witches",
                      o->expansion);
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
    int side = o->side ? S_keyword(o->side, S_sides, 2) : 0;
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
    S_supply(su, s->supply, &short_of); /* checked by setup_read */
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
        const uint16_t *bag = S_bag(su, i);
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

static const struct nt_engine_hooks S_hooks = {
    qk_context,
    qk_why_not,
    qk_describe,
    S_actor_name,
};

/* Where notes may stand (schemas/quacks.rng). */
static const char *const S_note_parents[] = {
    "game", "round", "fortune", "brew", "draw", "witch", "add", "aside", "start",
    "place", "strong", "evaluation", NULL};

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
    .setup_read = S_setup_read,
    .setup_write = S_setup_write,
    .setup_generate = S_setup_generate,
    .state_size = sizeof(qk_state),
    .init = qk_init,
    .play = qk_play,
    .result = qk_result,
};

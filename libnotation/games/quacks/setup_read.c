/* Reading Quacks' <setup> (notation(5), "Quacks": its books, side,
 * ruling options and seats, possibly a position later in the game), as
 * strictly as the schema, and the supply it leaves; with the words of
 * <setup>, which writing (setup_write.c) and generating (game.c) use too. */
#include <string.h>

#include "quacks.h"
#include "record.h"

/* The colours whose book comes in sets; orange and black have one book. */
const int qk_set_colours[QK_SET_COLOURS] = {K_GREEN, K_BLUE, K_RED, K_YELLOW,
                                            K_PURPLE};

static int S_number(const char *text, long lo, long hi, int *out)
{
    long v;
    if (nt_int_parse(text, lo, hi, &v))
        return -1;
    *out = (int)v;
    return 0;
}

int qk_keyword(const char *text, const char *const *words, int n)
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
            qk_keyword(k->attrs[ai].name, S_seat_attrs, NSEAT_ATTRS) < 0)
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

const uint16_t *qk_setup_bag(const qk_setup *su, int seat)
{
    return su->seat[seat].has_bag ? su->seat[seat].bag : qk_start_bag;
}

static int S_held(const qk_setup *su, int seat, int chip)
{
    const qk_seat_setup *st = &su->seat[seat];
    return qk_setup_bag(su, seat)[chip] + st->beside[chip] + st->kept[chip];
}

/* The supply: the box less the bags, the chips beside the pots and the
 * round-6 whites; the other white chips stay in the box (rulebook: Mise
 * en place), so whites are never in the supply. */
int qk_setup_supply(const qk_setup *su, uint16_t *supply, int *short_of)
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

const char *const qk_sides[] = {"front", "back"};
const char *const qk_flasks[] = {"white", "any"};
const char *const qk_strongs[] = {"no-action", "counts"};
const char *const qk_blacks[] = {"2", "3-4"};

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
    int side = qk_keyword(black, qk_blacks, 2);
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
    for (int i = 0; i < QK_SET_COLOURS; i++) {
        int colour = qk_set_colours[i];
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
    *out = qk_keyword(v, words, n);
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
    if (qk_setup_supply(su, supply, &chip))
        return nt_setup_error(c, node, "quacks.setup.supply",
                              "the bags hold more %s than the box's %d "
                              "(quacks.md §3.1)",
                              qk_chips[chip].id, S_box(su, chip));
    return 0;
}

const char *const qk_expansions[] = {"herb-witches"};

static int S_read_players(qk_setup *su, const nt_node *node, nt_setup_ctx *c)
{
    const char *expansion = nt_attr(node, "expansion");
    if (expansion && qk_keyword(expansion, qk_expansions, 1) < 0)
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

int qk_setup_read(void *setup, const nt_node *node, nt_setup_ctx *c)
{
    qk_setup *su = setup;
    memset(su, 0, sizeof *su);
    for (size_t ai = 0; ai < node->nattrs; ai++)
        if (qk_keyword(node->attrs[ai].name, S_setup_attrs,
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
    if (S_option(node, "side", qk_sides, 2, &su->back, c,
                 "quacks.setup.side") ||
        S_option(node, "flask", qk_flasks, 2, &su->flask, c,
                 "quacks.ruling.Q-R1") ||
        S_option(node, "strong-ingredient", qk_strongs, 2, &su->strong, c,
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

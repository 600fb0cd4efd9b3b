/* A game of Castel begun from a position (notation(5): <position> in
 * <setup>; D-75): reading it, element by element, each checked where it
 * stands.  What the whole says (every card once, the pawns, a player left
 * without cards) is checked by position_check.c; writing it back and
 * loading it into a game, by position_write.c. */
#include <string.h>

#include "castel.h"
#include "position.h"
#include "str.h"

/* ------------------------------------------------------------ values */

int castel_pos_attrs(nt_setup_ctx *c, const nt_node *k,
                     const char *const *allowed)
{
    for (size_t ai = 0; ai < k->nattrs; ai++) {
        int ok = 0;
        for (int i = 0; allowed[i] && !ok; i++)
            ok = !strcmp(k->attrs[ai].name, allowed[i]);
        if (!ok)
            return nt_setup_error(c, k, "notation.unexpected",
                                  "attribute %s is not expected on <%s>",
                                  k->attrs[ai].name, k->name);
    }
    return 0;
}

/* A whole number lo..hi (`dflt` when absent, or required if dflt < lo). */
static int S_number(nt_setup_ctx *c, const nt_node *k, const char *attr,
                    long lo, long hi, int dflt, const char *rule, int *out)
{
    const char *text = nt_attr(k, attr);
    long v;
    if (!text && dflt >= lo) {
        *out = dflt;
        return 0;
    }
    if (!text)
        return nt_setup_error(c, k, rule, "<%s> needs %s=\"...\"", k->name,
                              attr);
    if (nt_int_parse(text, lo, hi, &v)) {
        nt_buf why = {0};
        nt_int_why(text, lo, hi, &why);
        int rc = nt_setup_error(c, k, rule, "%s=\"%s\": %s", attr, text,
                                nt_buf_str(&why));
        nt_buf_free(&why);
        return rc;
    }
    *out = (int)v;
    return 0;
}

/* A seat of the game, 0-based; -1 when absent and not required. */
int castel_pos_seat(nt_setup_ctx *c, const nt_node *k, int players,
                    int required, int *out)
{
    const char *text = nt_attr(k, "seat");
    int32_t v;
    *out = -1;
    if (!text && !required)
        return 0;
    if (!text)
        return nt_setup_error(c, k, "castel.position.order",
                              "<%s> needs seat=\"...\"", k->name);
    if (nt_seat_parse_in(text, players, &v)) {
        nt_buf why = {0};
        nt_seat_invalid_in(text, players, &why);
        int rc = nt_setup_error(c, k, "notation.seat", "seat=\"%s\": %s",
                                text, nt_buf_str(&why));
        nt_buf_free(&why);
        return rc;
    }
    *out = v;
    return 0;
}

static int S_card(nt_setup_ctx *c, const nt_node *k, const char *text,
                  int *out)
{
    int32_t v;
    if (!text)
        return nt_setup_error(c, k, "castel.position.square",
                              "<%s> needs card=\"...\"", k->name);
    if (castel_t_card.parse(NULL, text, &v))
        return nt_setup_error(c, k, "notation.value",
                              "\"%s\" is not a Castel card id", text);
    *out = v;
    return 0;
}

/* One more copy of a card is somewhere: never more than the box has. */
static int S_count(pos_reader *r, const nt_node *k, int type)
{
    int copies = castel_copies(r->su->players, type);
    if (!copies)
        return nt_setup_error(r->c, k, "castel.position.cards",
                              "the %s is not in a game of 2 players (D-58)",
                              castel_cards[type].id);
    if (r->seen[type] >= copies)
        return nt_setup_error(r->c, k, "castel.position.cards",
                              "one %s too many: the game has %d, and the "
                              "position holds them all before this one",
                              castel_cards[type].id, copies);
    r->seen[type]++;
    return 0;
}

/* ------------------------------------------------------------ stacks */

static int S_push(pos_reader *r, const nt_node *k, int spot, int type,
                  int seat)
{
    castel_stack *st = spot == SPOT_OUTSIDE ? NULL
                                            : castel_stack_at(&r->s, spot);
    if (st && st->h >= CASTEL_MAX_HEIGHT)
        return nt_setup_error(r->c, k, "castel.position.square",
                              "a stack holds at most %d cards",
                              CASTEL_MAX_HEIGHT);
    if (!st && r->s.nout >= CASTEL_MAX_OUT)
        return nt_setup_error(r->c, k, "castel.position.cards",
                              "more cards outside the walls than the game "
                              "has");
    if (S_count(r, k, type))
        return -1;
    castel_piece pc = {.type = (uint8_t)type, .pawn = (int8_t)seat};
    castel_push(&r->s, spot, pc);
    return 0;
}

/* <square at card seat>: a card on a castle square of its zone, or a
 * chevalier on the card already there (D-5). */
static int S_square(pos_reader *r, const nt_node *k)
{
    static const char *const attrs[] = {"at", "card", "seat", NULL};
    static const char *const zones[] = {"courtyard", "rampart", "tower",
                                        "outside", "chevalier"};
    nt_setup_ctx *c = r->c;
    const char *at = nt_attr(k, "at");
    int32_t spot;
    int type, seat;
    if (castel_pos_attrs(c, k, attrs) || nt_setup_empty(c, k) ||
        S_card(c, k, nt_attr(k, "card"), &type) ||
        castel_pos_seat(c, k, r->su->players, 0, &seat))
        return -1;
    if (!at)
        return nt_setup_error(c, k, "castel.position.square",
                              "<square> needs at=\"...\"");
    if (castel_t_spot.parse(&r->s, at, &spot))
        return nt_setup_error(c, k, "notation.value",
                              "at=\"%s\" is not a square a1 ... f6", at);
    if (!castel_is_square(spot))
        return nt_setup_error(c, k, "castel.position.square",
                              "at=\"%s\" is not a square of the castle: "
                              "cards outside the walls are <outside>",
                              at);
    const castel_stack *st = &r->s.sq[spot];
    if (st->h && type != C_CHEVALIER)
        return nt_setup_error(c, k, "castel.position.square",
                              "%s holds the %s already: only a chevalier "
                              "lies on a card (D-5)",
                              at, castel_cards[st->p[0].type].id);
    if (!st->h && type == C_CHEVALIER)
        return nt_setup_error(c, k, "castel.position.square",
                              "a chevalier lies on a card, and %s holds "
                              "none (D-5)",
                              at);
    if (!st->h && castel_cards[type].zone != castel_square_zone(spot))
        return nt_setup_error(c, k, "castel.position.square",
                              "the %s is a card of the %s, and %s is a %s "
                              "square",
                              castel_cards[type].id,
                              zones[castel_cards[type].zone], at,
                              zones[castel_square_zone(spot)]);
    return S_push(r, k, spot, type, seat);
}

/* <outside card at seat>: an engine facing a side, a chevalier on a card
 * outside (at names it), or any other card: the next stack outside the
 * walls in order of arrival (D-25, D-26). */
static int S_outside(pos_reader *r, const nt_node *k)
{
    static const char *const attrs[] = {"card", "at", "seat", NULL};
    nt_setup_ctx *c = r->c;
    const char *at = nt_attr(k, "at");
    int32_t spot = SPOT_OUTSIDE;
    int type, seat;
    if (castel_pos_attrs(c, k, attrs) || nt_setup_empty(c, k) ||
        S_card(c, k, nt_attr(k, "card"), &type) ||
        castel_pos_seat(c, k, r->su->players, 0, &seat))
        return -1;
    if (type != C_ENGIN && type != C_CHEVALIER) {
        if (at)
            return nt_setup_error(c, k, "castel.position.square",
                                  "the %s outside the walls stands in a "
                                  "stack of its own: no at=\"%s\"",
                                  castel_cards[type].id, at);
        return S_push(r, k, SPOT_OUTSIDE, type, seat);
    }
    if (!at)
        return nt_setup_error(c, k, "castel.position.square",
                              type == C_ENGIN
                                  ? "an engin-de-siege faces a side: "
                                    "at=\"north\", \"east\", \"south\" or "
                                    "\"west\""
                                  : "a chevalier outside the walls lies on "
                                    "a card there: at=\"...\" names it");
    if (castel_t_spot.parse(&r->s, at, &spot) || spot == SPOT_OUTSIDE)
        return nt_setup_error(c, k, "notation.value",
                              "at=\"%s\" is not a side or a card outside "
                              "the walls",
                              at);
    const castel_stack *st = castel_stack_cat(&r->s, spot);
    if (type == C_ENGIN && (!castel_is_face(spot) || st->h))
        return nt_setup_error(c, k, "castel.position.square",
                              castel_is_face(spot)
                                  ? "an engin-de-siege faces %s already: one "
                                    "engine a side"
                                  : "an engin-de-siege faces a side, not "
                                    "%s",
                              at);
    if (type == C_CHEVALIER && (!st || !st->h))
        return nt_setup_error(c, k, "castel.position.square",
                              castel_is_square(spot)
                                  ? "%s is in the castle: a chevalier there "
                                    "is a <square>"
                                  : "a chevalier lies on a card, and none "
                                    "is %s yet",
                              at);
    return S_push(r, k, spot, type, seat);
}

/* ------------------------------------------------------- card lists */

/* The cards of an element's text, in order, each counted: 0 or -1. */
static int S_tokens(pos_reader *r, const nt_node *k, uint8_t *list, int max,
                    const char *too_many, int *n)
{
    nt_setup_ctx *c = r->c;
    nt_buf scratch = {0}, word = {0};
    const char *p = nt_text(k, &scratch);
    int rc = 0;
    *n = 0;
    for (const nt_node *e = k->first; e; e = e->next)
        if (nt_is_any_elem(e)) {
            nt_buf_free(&scratch);
            return nt_setup_error(c, e, "notation.unexpected",
                                  "<%s> holds card ids, not <%s>", k->name,
                                  e->name);
        }
    while (!rc && *p) {
        size_t len = strcspn(p, " \t\r\n");
        if (!len) {
            p++;
            continue;
        }
        nt_buf_clear(&word);
        nt_buf_add(&word, p, len);
        p += len;
        int type;
        if (S_card(c, k, nt_buf_str(&word), &type) || S_count(r, k, type)) {
            rc = -1;
        } else if (*n >= max) {
            rc = nt_setup_error(c, k, "castel.position.pile", "%s",
                                too_many);
        } else {
            list[(*n)++] = (uint8_t)type;
        }
    }
    nt_buf_free(&scratch);
    nt_buf_free(&word);
    return rc;
}

/* The same, as counts by card. */
static int S_counts(pos_reader *r, const nt_node *k, uint8_t *counts)
{
    uint8_t list[64];
    int n;
    if (S_tokens(r, k, list, 64, "", &n))
        return -1;
    for (int i = 0; i < n; i++)
        counts[list[i]]++;
    return 0;
}

/* <hand seat>, <pile seat>: one per seat, in seat order; seat is a
 * label. */
static int S_seat_list(pos_reader *r, const nt_node *k, int want)
{
    static const char *const attrs[] = {"seat", NULL};
    nt_setup_ctx *c = r->c;
    castel_position *pos = &r->su->pos;
    int seat;
    if (castel_pos_attrs(c, k, attrs) ||
        castel_pos_seat(c, k, r->su->players, 0, &seat))
        return -1;
    if (seat >= 0 && seat != want)
        return nt_setup_error(c, k, "castel.position.order",
                              "the %ss come in seat order: this one is seat "
                              "%d's",
                              k->name, want + 1);
    if (nt_is_elem(k, "hand")) {
        r->hand_at[want] = k;
        return S_counts(r, k, pos->hand[want]);
    }
    nt_buf too_many = {0};
    nt_buf_printf(&too_many, "with %d players a pile is dealt %d cards and "
                             "never grows",
                  r->su->players, castel_pile_size[r->su->players]);
    int rc = S_tokens(r, k, pos->pile[want], castel_pile_size[r->su->players],
                      nt_buf_str(&too_many), &pos->pile_len[want]);
    nt_buf_free(&too_many);
    return rc;
}

/* <pawns seat left>: a seat's supply, asserted (D-47); in seat order. */
static int S_pawns(pos_reader *r, const nt_node *k)
{
    static const char *const attrs[] = {"seat", "left", NULL};
    nt_setup_ctx *c = r->c;
    int seat, left;
    if (castel_pos_attrs(c, k, attrs) || nt_setup_empty(c, k) ||
        castel_pos_seat(c, k, r->su->players, 1, &seat) ||
        S_number(c, k, "left", 0, 30, -1, "castel.position.pawns", &left))
        return -1;
    if (seat < r->next_pawns)
        return nt_setup_error(c, k, "castel.position.order",
                              "the <pawns> come in seat order, once each");
    r->next_pawns = seat + 1;
    r->left[seat] = left;
    r->left_at[seat] = k;
    return 0;
}

/* -------------------------------------------------------------- order */

/* The children of <position>, in the order they must come. */
enum { P_SQUARE, P_OUTSIDE, P_HAND, P_PILE, P_EXCHANGE, P_KILLED, P_PAWNS,
       P_KINDS };
static const char *const S_kinds[P_KINDS] = {
    "square", "outside", "hand", "pile", "exchange-cards", "killed", "pawns"};

static const char *const S_none[] = {NULL};

static int S_child(pos_reader *r, const nt_node *k, int kind)
{
    nt_setup_ctx *c = r->c;
    int players = r->su->players;
    if (kind < r->kind || (kind == r->kind && kind >= P_EXCHANGE &&
                           kind <= P_KILLED))
        return nt_setup_error(c, k, "castel.position.order",
                              "<%s> stands out of order: a position lists "
                              "<square>, <outside>, <hand>, <pile>, "
                              "<exchange-cards>, <killed> and <pawns>, in "
                              "this order",
                              k->name);
    if (kind > P_HAND && r->hands < players)
        return nt_setup_error(c, k, "castel.position.order",
                              "<%s> stands where the position needs seat "
                              "%d's <hand>",
                              k->name, r->hands + 1);
    if (kind > P_PILE && r->piles < players)
        return nt_setup_error(c, k, "castel.position.order",
                              "<%s> stands where the position needs seat "
                              "%d's <pile>",
                              k->name, r->piles + 1);
    if ((kind == P_HAND && r->hands == players) ||
        (kind == P_PILE && r->piles == players))
        return nt_setup_error(c, k, "castel.position.order",
                              "one <%s> per seat: the game has %d players",
                              k->name, players);
    r->kind = kind;
    switch (kind) {
    case P_SQUARE: return S_square(r, k);
    case P_OUTSIDE: return S_outside(r, k);
    case P_HAND: return S_seat_list(r, k, r->hands++);
    case P_PILE: return S_seat_list(r, k, r->piles++);
    case P_EXCHANGE:
    case P_KILLED:
        if (castel_pos_attrs(c, k, S_none))
            return -1;
        return S_counts(r, k, kind == P_EXCHANGE ? r->su->pos.exch
                                                 : r->su->pos.removed);
    default: return S_pawns(r, k);
    }
}

static int S_children(pos_reader *r, const nt_node *node)
{
    nt_setup_ctx *c = r->c;
    if (nt_setup_no_text(c, node))
        return -1;
    for (const nt_node *k = node->first; k; k = k->next) {
        if (!nt_is_any_elem(k))
            continue;
        int kind = 0;
        while (kind < P_KINDS && !nt_is_elem(k, S_kinds[kind]))
            kind++;
        if (kind == P_KINDS)
            return nt_setup_error(c, k, "notation.unexpected",
                                  "<%s> is not expected in <position>",
                                  (const char *)k->name);
        if (S_child(r, k, kind))
            return -1;
    }
    if (r->hands < r->su->players || r->piles < r->su->players ||
        r->kind < P_EXCHANGE)
        return nt_setup_error(
            c, node, "castel.position.order",
            "the position needs a <hand> and a <pile> for each of the %d "
            "seats, and the <exchange-cards>",
            r->su->players);
    return 0;
}

/* ------------------------------------------------------ the turn */

/* turn, seat, action, actions, progress, idle: where the game stands in
 * its turns (D-22, D-46, D-74). */
static int S_turn(pos_reader *r, const nt_node *node)
{
    static const char *const attrs[] = {"turn", "seat", "action", "actions",
                                        "progress", "idle", "last", NULL};
    nt_setup_ctx *c = r->c;
    castel_position *pos = &r->su->pos;
    const char *rule = "castel.position.turn";
    const char *progress = nt_attr(node, "progress");
    if (castel_pos_attrs(c, node, attrs) ||
        S_number(c, node, "turn", 1, r->su->turn_limit, -1, rule,
                 &pos->turn) ||
        castel_pos_seat(c, node, r->su->players, 1, &pos->seat) ||
        S_number(c, node, "action", 0, 2, 0, rule, &pos->action) ||
        S_number(c, node, "actions", 2, 3, 2, rule, &pos->actions) ||
        S_number(c, node, "idle", 0, r->su->players - 1, 0, rule,
                 &pos->idle))
        return -1;
    if (progress && strcmp(progress, "yes") && strcmp(progress, "no"))
        return nt_setup_error(c, node, rule, "progress=\"%s\" is yes or no",
                              progress);
    pos->progress = progress && !strcmp(progress, "yes");
    if (pos->actions == 3 && !pos->action)
        return nt_setup_error(c, node, rule,
                              "actions=\"3\" with action=\"0\": the "
                              "marchand gives a third action once placed "
                              "in the turn (D-22)");
    if (pos->action >= pos->actions)
        return nt_setup_error(c, node, rule,
                              "action=\"%d\": the turn has %d actions, so "
                              "it is over; the position is the next turn's",
                              pos->action, pos->actions);
    if (pos->progress && !pos->action)
        return nt_setup_error(c, node, rule,
                              "progress=\"yes\" with action=\"0\": nothing "
                              "is drawn or placed before the first action");
    return 0;
}

/* last: the card placed last, for the enchanteur (D-20, D-72). */
static int S_last(pos_reader *r, const nt_node *node)
{
    const char *text = nt_attr(node, "last");
    int32_t ref;
    r->su->pos.last = -1;
    if (!text)
        return 0;
    if (castel_t_ref.parse(&r->s, text, &ref) ||
        !castel_piece_at(&r->s, ref))
        return nt_setup_error(r->c, node, "castel.position.last",
                              "last=\"%s\" names no card of the position: "
                              "the card placed last, if it is still in "
                              "play (D-72)",
                              text);
    r->su->pos.last = ref;
    return 0;
}

int castel_position_read(castel_setup *su, const nt_node *node,
                         nt_setup_ctx *c)
{
    pos_reader r;
    memset(&r, 0, sizeof r);
    r.su = su;
    r.c = c;
    r.s.players = su->players;
    r.s.setup = su;
    for (int i = 0; i < CASTEL_MAX_SEATS; i++)
        r.left[i] = -1;
    memset(&su->pos, 0, sizeof su->pos);
    su->pos.present = 1;
    if (S_turn(&r, node) || S_children(&r, node) || S_last(&r, node))
        return -1;
    memcpy(su->pos.sq, r.s.sq, sizeof su->pos.sq);
    memcpy(su->pos.face, r.s.face, sizeof su->pos.face);
    memcpy(su->pos.out, r.s.out, sizeof su->pos.out);
    su->pos.nout = r.s.nout;
    return castel_position_check(&r, node);
}

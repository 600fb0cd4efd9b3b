/* Castel in words: the state for explain and replay, the context of a
 * diagnostic, the result, and the reasons a choice is illegal. */
#include <string.h>

#include "castel.h"

void castel_seat_name(const castel_state *s, int seat, nt_buf *out)
{
    nt_buf_puts(out, "seat ");
    nt_buf_putl(out, seat + 1);
    if (s->setup && seat >= 0 && seat < s->players &&
        s->setup->name[seat][0]) {
        nt_buf_puts(out, " (");
        nt_buf_puts(out, s->setup->name[seat]);
        nt_buf_putc(out, ')');
    }
}

void castel_context(const void *state, nt_buf *out)
{
    const castel_state *s = state;
    if (s->turn == 0) {
        nt_buf_puts(out, "deal");
        return;
    }
    if (s->end) {
        nt_buf_printf(out, "end of the game (turn %d)", s->turn);
        return;
    }
    nt_buf_printf(out, "turn %d, ", s->turn);
    castel_seat_name(s, s->seat, out);
    if (s->action)
        nt_buf_printf(out, ", action %d", s->action);
}

static void S_cards(const uint8_t *counts, nt_buf *out)
{
    int first = 1;
    for (int t = 0; t < CASTEL_TYPES; t++) {
        if (!counts[t])
            continue;
        if (!first)
            nt_buf_puts(out, ", ");
        nt_buf_puts(out, castel_cards[t].id);
        if (counts[t] > 1) {
            nt_buf_puts(out, " x");
            nt_buf_putl(out, counts[t]);
        }
        first = 0;
    }
    if (first)
        nt_buf_puts(out, "-");
}

static void S_piece(const castel_piece *pc, nt_buf *out)
{
    nt_buf_puts(out, castel_cards[pc->type].abbr);
    nt_buf_putc(out, ':');
    if (pc->pawn >= 0)
        nt_buf_putl(out, pc->pawn + 1);
    else
        nt_buf_putc(out, '-');
}

/* A whole number >= 0 at p, which it returns past it. */
static char *S_digits(char *p, int v)
{
    char d[12];
    int n = 0;
    do
        d[n++] = (char)('0' + v % 10);
    while (v /= 10);
    while (n)
        *p++ = d[--n];
    return p;
}

/* A cell of the grid at p, padded to 11 bytes, which it returns past it:
 * at most 7 + 1 + 3 + 1 + 10 bytes ("(tower)", or an abbreviation of at
 * most 6 characters, a seat of an int8_t and a height). */
enum { S_CELL_MAX = 24 };
static char *S_cell(const castel_stack *st, int sq, char *p)
{
    char *start = p;
    const char *word;
    if (!st->h) {
        int z = castel_square_zone(sq);
        word = z == Z_TOWER ? "(tower)" : z == Z_RAMPART ? "(wall)" : ".";
    } else {
        word = castel_cards[st->p[0].type].abbr;
    }
    size_t n = strlen(word);
    if (n > 7) /* never: the table keeps to 6 (castel.h), the room safe */
        n = 7;
    memcpy(p, word, n);
    p += n;
    if (st->h) {
        *p++ = ':';
        if (st->p[0].pawn >= 0)
            p = S_digits(p, st->p[0].pawn + 1);
        else
            *p++ = '-';
        if (st->h > 1) {
            *p++ = '+';
            p = S_digits(p, st->h - 1);
        }
    }
    while (p < start + 11)
        *p++ = ' ';
    return p;
}

static void S_stack_line(const castel_state *s, int spot, nt_buf *out)
{
    const castel_stack *st = castel_stack_cat(s, spot);
    if (castel_is_square(spot)) { /* as castel_format_spot names it */
        char name[2] = {(char)('a' + spot % 6), (char)('1' + spot / 6)};
        nt_buf_add(out, name, 2);
    } else {
        castel_format_spot(s, spot, out);
    }
    nt_buf_puts(out, ": ");
    for (int l = st->h - 1; l >= 0; l--) {
        S_piece(&st->p[l], out);
        nt_buf_puts(out, l ? " on " : "");
    }
}

static void S_grid(const castel_state *s, nt_buf *out)
{
    nt_buf_puts(out, "     a          b          c          d          e    "
                     "      f\n");
    for (int row = 0; row < 6; row++) {
        /* A row made in place and added at once, its last padding cut. */
        char line[3 + 6 * S_CELL_MAX + 1], *p = line;
        *p++ = (char)('1' + row);
        *p++ = ' ';
        *p++ = ' ';
        for (int col = 0; col < 6; col++)
            p = S_cell(&s->sq[row * 6 + col], row * 6 + col, p);
        while (p > line && p[-1] == ' ')
            p--;
        *p++ = '\n';
        nt_buf_add(out, line, (size_t)(p - line));
    }
    for (int q = 0; q < CASTEL_SQUARES; q++) {
        if (s->sq[q].h > 1) {
            nt_buf_puts(out, "stack ");
            S_stack_line(s, q, out);
            nt_buf_putc(out, '\n');
        }
    }
}

/* A card's abbreviation in the drawing, when it is not just its id in
 * capitals (CTISAN, ENGIN; not ROI). */
static int S_abbreviated(int type)
{
    const char *id = castel_cards[type].id, *abbr = castel_cards[type].abbr;
    for (; *id && *abbr; id++, abbr++)
        if (*abbr != (*id >= 'a' && *id <= 'z' ? *id - 'a' + 'A' : *id))
            return 1;
    return *id || *abbr;
}

/* Under the grid: what its signs mean, and each abbreviation it (or a
 * stack, or the cards outside the walls) uses, in lines of at most 72
 * columns. */
static void S_legend(const castel_state *s, nt_buf *out)
{
    uint8_t used[CASTEL_TYPES] = {0};
    int outside = 0;
    for (int spot = 0; spot < SPOT_OUT0 + s->nout; spot++) {
        const castel_stack *st = castel_stack_cat(s, spot);
        for (int l = 0; st && l < st->h; l++)
            used[st->p[l].type] = 1;
        outside |= spot >= SPOT_FACE0 && st && st->h;
    }
    nt_buf_puts(out, "Key: CARD:n a card, abbreviated, and the seat of its pawn "
                     "(-: none);\n"
                     "     +k k more cards on it (in full after \"stack\", "
                     "top first);\n"
                     "     (tower), (wall), .: an empty tower, rampart or "
                     "courtyard square\n");
    if (outside)
        nt_buf_puts(out, "     outside the walls, an engin-de-siege goes by "
                         "the rampart it faces,\n"
                         "     another card by its own id\n");
    size_t line = out->len;
    int any = 0;
    for (int t = 0; t < CASTEL_TYPES; t++) {
        if (!used[t] || !S_abbreviated(t))
            continue;
        size_t word = strlen(castel_cards[t].abbr) +
                      strlen(castel_cards[t].id) + 3;
        if (any && out->len - line + word > 72) {
            nt_buf_puts(out, ",\n       ");
            line = out->len - 7;
        } else {
            nt_buf_puts(out, any ? ", " : "Cards: ");
        }
        nt_buf_puts(out, castel_cards[t].abbr);
        nt_buf_putc(out, ' ');
        nt_buf_puts(out, castel_cards[t].id);
        any = 1;
    }
    if (any)
        nt_buf_putc(out, '\n');
}

static void S_outside(const castel_state *s, nt_buf *out)
{
    int any = 0;
    nt_buf_puts(out, "Outside the walls:");
    for (int spot = SPOT_FACE0; spot < SPOT_OUT0 + s->nout; spot++) {
        const castel_stack *st = castel_stack_cat(s, spot);
        if (!st || !st->h)
            continue;
        nt_buf_puts(out, any ? "; " : " ");
        S_stack_line(s, spot, out);
        any = 1;
    }
    nt_buf_puts(out, any ? "\n" : " -\n");
}

void castel_describe(const void *state, nt_buf *out)
{
    const castel_state *s = state;
    for (int i = 0; i < s->players; i++) {
        nt_buf_puts(out, "Seat ");
        nt_buf_putl(out, i + 1);
        if (s->setup->name[i][0]) {
            nt_buf_puts(out, " (");
            nt_buf_puts(out, s->setup->name[i]);
            nt_buf_putc(out, ')');
        }
        nt_buf_puts(out, ", ");
        nt_buf_puts(out, castel_colour_name(i));
        nt_buf_puts(out, ", ");
        nt_buf_putl(out, s->supply[i]);
        nt_buf_puts(out, " pawns left: pile ");
        nt_buf_putl(out, s->pile_len[i] - s->pile_pos[i]);
        nt_buf_puts(out, ", hand ");
        nt_buf_putl(out, s->hand_n[i]);
        nt_buf_puts(out, ": ");
        S_cards(s->hand[i], out);
        nt_buf_putc(out, '\n');
    }
    nt_buf_puts(out, "Exchange (");
    nt_buf_putl(out, s->exch_n);
    nt_buf_puts(out, "): ");
    S_cards(s->exch, out);
    nt_buf_putc(out, '\n');
    S_outside(s, out);
    S_grid(s, out);
    S_legend(s, out);
}

static void S_winner_list(const castel_state *s, nt_buf *out)
{
    int first = 1;
    for (int i = 0; i < s->players; i++) {
        if (!(s->winners & (1u << i)))
            continue;
        nt_buf_puts(out, first ? "" : ", ");
        castel_seat_name(s, i, out);
        first = 0;
    }
}

void castel_result(const void *state, nt_buf *text, nt_buf *json)
{
    const castel_state *s = state;
    static const char *const ends[] = {"", "win", "dead-position", "stall",
                                       "turn-limit"};
    if (s->end == END_NONE)
        return;
    if (s->end == END_WIN) {
        S_winner_list(s, text);
        nt_buf_printf(text, " wins in turn %d", s->turn);
    } else {
        nt_buf_printf(text, "blocked (%s) after %d turns; fewest cards: ",
                      ends[s->end], s->turn);
        S_winner_list(s, text);
    }
    nt_buf_printf(json, "{\"end\":\"%s\",\"turns\":%d,\"winners\":[",
                  ends[s->end], s->turn);
    int first = 1;
    for (int i = 0; i < s->players; i++) {
        if (s->winners & (1u << i)) {
            nt_buf_printf(json, first ? "%d" : ",%d", i + 1);
            first = 0;
        }
    }
    nt_buf_puts(json, "],\"cards_left\":[");
    for (int i = 0; i < s->players; i++)
        nt_buf_printf(json, i ? ",%d" : "%d",
                      s->hand_n[i] + s->pile_len[i] - s->pile_pos[i]);
    nt_buf_puts(json, "]}");
}

/* ------------------------------------------------------------- reasons */

static const char *S_action_reason(const castel_state *s, int seat, int v,
                                   nt_buf *out)
{
    if (castel_find_base(s, C_HERAUT) >= 0 && s->hand[seat][C_ROI] &&
        castel_has_pawn(s, seat) && castel_can_place(s, C_ROI) &&
        v != 2) {
        nt_buf_puts(out, "the heraut is in play and this player holds the "
                         "roi, which can be placed: he must place the roi");
        return "castel.heraut.effect";
    }
    if (v == 0) {
        nt_buf_puts(out, "the pile of this player is empty");
        return "castel.draw.empty";
    }
    if (v == 1) {
        nt_buf_puts(out, s->exch_n ? "this player has no card in hand"
                                   : "the exchange is empty");
        return "castel.exchange.give";
    }
    if (!castel_has_pawn(s, seat)) {
        nt_buf_puts(out, "this player has no pawn left, and every card "
                         "placed needs one (D-47)");
        return "castel.place.pawn";
    }
    nt_buf_puts(out, "no card in this player's hand can be placed now");
    return "castel.place.card";
}

static const char *S_card_reason(const castel_state *s, int seat, int card,
                                 nt_buf *out)
{
    if (!s->hand[seat][card]) {
        nt_buf_printf(out, "there is no %s in this player's hand",
                      castel_cards[card].id);
        return "castel.place.card";
    }
    if (card != C_ROI && castel_find_base(s, C_HERAUT) >= 0 &&
        s->hand[seat][C_ROI] && castel_can_place(s, C_ROI)) {
        nt_buf_printf(out, "the heraut is in play: this player holds the "
                           "roi and must place him, not the %s",
                      castel_cards[card].id);
        return "castel.heraut.effect";
    }
    return castel_card_reason(s, card, out);
}

const char *castel_why_not(const void *state, const nt_ask *a, int32_t v,
                           nt_buf *out)
{
    const castel_state *s = state;
    int q = (int)(a->q - castel_q);
    switch (q) {
    case Q_DEAL:
        if (v >= 0 && v < CASTEL_TYPES) {
            int total = castel_cards[v].count;
            if (s->players == 2 && (v == C_FOU || v == C_BOUFFON)) {
                nt_buf_printf(out, "the %s is removed from two-player games",
                              castel_cards[v].id);
                return "castel.deal.card";
            }
            nt_buf_printf(out, "no %s is left to deal: the game has %d and "
                               "all are dealt already",
                          castel_cards[v].id, total);
            return "castel.deal.card";
        }
        return NULL;
    case Q_ACTION:
        return S_action_reason(s, a->actor, v, out);
    case Q_GIVE:
        nt_buf_printf(out, "there is no %s in this player's hand",
                      castel_cards[v].id);
        return "castel.exchange.give";
    case Q_TAKE:
        nt_buf_printf(out, "there is no %s in the exchange",
                      castel_cards[v].id);
        return "castel.exchange.take";
    case Q_CARD:
        return S_card_reason(s, a->actor, v, out);
    case Q_SPOT: {
        int type = a->arg;
        nt_buf_printf(out, "the %s cannot go to ", castel_cards[type].id);
        castel_format_spot(s, v, out);
        nt_buf_puts(out, ": ");
        return castel_spot_reason(s, type, v, out);
    }
    case Q_AT:
    case Q_WITH:
    case Q_FROM:
    case Q_TO_SQUARE:
    case Q_TO_SPOT: {
        size_t start = out->len;
        const char *rule = castel_target_reason(s, a->arg, v, out);
        if (!rule)
            return NULL;
        /* Say which card is meant before why it cannot be. */
        nt_buf tmp = {0};
        nt_buf_puts(&tmp, out->data + start);
        nt_buf_truncate(out, start);
        castel_format_ref(s, v, out);
        if (q == Q_TO_SQUARE || q == Q_TO_SPOT) {
            nt_buf_truncate(out, start);
            castel_format_spot(s, v, out);
        }
        nt_buf_printf(out, " is not a legal %s: %s", NT_ASK_WHAT(a),
                      nt_buf_str(&tmp));
        nt_buf_free(&tmp);
        return rule;
    }
    default:
        return NULL;
    }
}

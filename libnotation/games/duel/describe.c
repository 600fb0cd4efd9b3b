/* The Duel in words: the state for explain and replay (both vials, bags,
 * the path on one line, guild rows, gold, kept cards, the pile), the
 * context of a diagnostic, the result, and why an answer is illegal. */
#include <string.h>

#include "duel.h"

void du_chip_words(const du_data *d, int chip, nt_buf *out)
{
    if (chip < 0 || chip >= DU_CHIPS) {
        nt_buf_puts(out, "?");
        return;
    }
    nt_buf_puts(out, du_colour_names[DU_COL(chip)]);
    nt_buf_putc(out, '-');
    nt_buf_putl(out, du_value(d, chip));
}

const du_book *du_book_in_play(const du_state *s, int chip)
{
    int c = DU_COL(chip);
    return du_book_of(s->d, c,
                      c >= DU_FIRST_VAR ? s->setup->set[c - DU_FIRST_VAR] : 0);
}

/* "red book, set II": the book of the chip's colour in play. */
static void S_book_name(const du_state *s, int chip, nt_buf *out)
{
    static const char *const sets[] = {"I", "II", "III", "IV"};
    int c = DU_COL(chip);
    if (c >= DU_FIRST_VAR)
        nt_buf_printf(out, "%s book, set %s", du_colour_names[c],
                      sets[s->setup->set[c - DU_FIRST_VAR]]);
    else
        nt_buf_printf(out, "%s book", du_colour_names[c]);
}

void du_book_words(const du_state *s, int chip, nt_buf *out)
{
    du_chip_words(s->d, chip, out);
    nt_buf_puts(out, ": ");
    S_book_name(s, chip, out);
}

/* A branch of an effect in a few words ("gold, then a push"), so that a
 * choice between two can say what each answer gives. */
void du_effect_gist(const du_data *d, int node, nt_buf *out)
{
    static const char *const ops[] = {
        [EF_GOLD] = "gold",
        [EF_UPGRADE] = "an upgrade",
        [EF_PATIENT] = "the patient moves",
        [EF_PUSH] = "a push",
        [EF_STAND] = "the stand moves",
        [EF_TAKE] = "a chip taken",
        [EF_RETURN] = "chips put back",
        [EF_REMOVE_W1] = "a white 1 removed",
        [EF_DRAW_EXTRA] = "extra draws",
        [EF_CHOICE] = "a choice",
        [EF_PAY] = "a payment",
        [EF_IF_NECK] = "if the neck holds a colour",
        [EF_PER_NECK] = "per chip in the neck",
        [EF_IF_LAST_WHITE] = "if the last white allows"};
    int first = 1;
    for (int k = node; k >= 0 && k < d->neffects; k = d->effects[k].next) {
        const du_effect *e = &d->effects[k];
        nt_buf_puts(out, first ? "" : ", then ");
        nt_buf_puts(out, e->op < sizeof ops / sizeof *ops && ops[e->op]
                             ? ops[e->op]
                             : "an effect");
        first = 0;
    }
    if (first)
        nt_buf_puts(out, "nothing");
}

/* What a card does, in a few words (quacks-duel-data.md 1.4). */
const char *du_card_gist(int effect)
{
    static const char *const gist[] = {
        [C_A] = "C-A: its pictured chip",
        [C_B] = "C-B: two different 1-chips, not black",
        [C_C] = "C-C: a white 1 out of the game",
        [C_D] = "C-D: a 4-chip, the opponent a 1 of its colour",
        [C_E] = "C-E: 3 coloured chips back to the bag",
        [C_F] = "C-F: the stand 2 squares on",
        [C_G] = "C-G: a second identical chip when buying",
        [C_H] = "C-H: 2 whites back from the row",
        [C_I] = "C-I: a blue 2 and a 1-chip, not black",
        [C_J] = "C-J: the opponent takes a white 1",
        [C_K] = "C-K: a white back, or an explosion cancelled",
        [C_R7] = "the round-7 card"};
    return effect >= 0 && effect < (int)(sizeof gist / sizeof *gist) &&
                   gist[effect]
               ? gist[effect]
               : "?";
}

/* The round's coin bonus, and whether it still waits for its window. */
static void S_face_status(const du_player *pl, nt_buf *out)
{
    static const char *const faces[] = {"", "B1", "B2", "B3", "B4", "B5",
                                        "B6"};
    const char *state = "applied";
    if (pl->face == B1)
        state = "the shield on the first mined space";
    else if (pl->face == B3 || pl->face == B5 || pl->face == B6)
        state = (pl->face == B3   ? pl->b3
                 : pl->face == B5 ? pl->b5
                                  : pl->b6)
                    ? "waiting for its window in the first turn"
                    : "used or expired";
    nt_buf_puts(out, "\n  coin bonus: ");
    nt_buf_puts(out, faces[pl->face]);
    nt_buf_puts(out, " (");
    nt_buf_puts(out, state);
    nt_buf_putc(out, ')');
}

void du_addr_words(const du_state *s, int seat, int32_t a, nt_buf *out)
{
    static const char *const zones[] = {"", "neck", "body", "white"};
    int chip = du_chip_at(&s->pl[seat], a);
    int z = DU_ADDR_ZONE(a);
    nt_buf_printf(out, "%s:%d", z >= 1 && z <= 3 ? zones[z] : "?",
                  DU_ADDR_K(a));
    if (chip >= 0) {
        nt_buf_puts(out, " (");
        du_chip_words(s->d, chip, out);
        nt_buf_putc(out, ')');
    }
}

static const char *const S_phases[] = {
    "setup", "phase 1, the coins", "phase 2, brewing",
    "phase 3, the delayed effects", "phase 4, the scale", "phase 5, buying",
    "phase 6, clean-up", "the end"};

void du_context(const void *state, nt_buf *out)
{
    const du_state *s = state;
    if (!s->round) {
        nt_buf_puts(out, "setup");
        return;
    }
    if (s->phase >= 7) {
        nt_buf_puts(out, "end of the game");
        return;
    }
    nt_buf_printf(out, "round %d, %s", s->round, S_phases[s->phase]);
    if (s->phase == 2)
        nt_buf_printf(out, ", turn of %s", du_who(s, s->seat));
}

/* ------------------------------------------------------------ the state */

static void S_counts(const du_data *d, const uint8_t *count, nt_buf *out)
{
    int first = 1;
    for (int c = 0; c < DU_CHIPS; c++) {
        if (!count[c])
            continue;
        nt_buf_puts(out, first ? "" : ", ");
        du_chip_words(d, c, out);
        if (count[c] > 1) {
            nt_buf_puts(out, " x");
            nt_buf_putl(out, count[c]);
        }
        first = 0;
    }
    if (first)
        nt_buf_puts(out, "-");
}

static void S_list(const du_data *d, const int8_t *chips, int n,
                   nt_buf *out)
{
    for (int i = 0; i < n; i++) {
        nt_buf_puts(out, i ? ", " : "");
        du_chip_words(d, chips[i], out);
    }
    if (!n)
        nt_buf_puts(out, "-");
}

/* "1 . 3 . .+ . . .x": each space's white value or '.', x mined, + the
 * bonus space. */
static void S_row(const du_state *s, const du_player *pl, nt_buf *out)
{
    const du_data *d = s->d;
    for (int q = 1; q <= d->row; q++) {
        int mined = 0;
        for (int i = 0; i < d->nmines; i++)
            mined |= d->mines[i] == q;
        if (pl->row[q] >= 0)
            nt_buf_putl(out, du_value(d, pl->row[q]));
        else
            nt_buf_putc(out, '.');
        if (mined)
            nt_buf_putc(out, q == d->mines[0] && pl->shield ? 's' : 'x');
        if (q == d->bonus)
            nt_buf_putc(out, '+');
        nt_buf_putc(out, q < d->row ? ' ' : '\n');
    }
}

static void S_player(const du_state *s, int seat, nt_buf *out)
{
    const du_player *pl = &s->pl[seat];
    const du_data *d = s->d;
    nt_buf_puts(out, du_who(s, seat));
    nt_buf_puts(out, ": ");
    nt_buf_putl(out, pl->gold);
    nt_buf_puts(out, " gold, ");
    nt_buf_putl(out, pl->guild);
    nt_buf_puts(out, " cured, stand ");
    nt_buf_putc(out, (char)('A' + seat));
    nt_buf_putl(out, pl->stand);
    if (pl->finished)
        nt_buf_puts(out, ", potion finished");
    if (pl->exploded)
        nt_buf_puts(out, " (exploded)");
    nt_buf_putc(out, '\n');
    nt_buf_puts(out, "  neck: ");
    S_list(d, pl->neck, pl->neck_n, out);
    nt_buf_puts(out, "\n  white row: ");
    S_row(s, pl, out);
    if (pl->noverflow) {
        nt_buf_puts(out, "  past the row: ");
        S_list(d, pl->overflow, pl->noverflow, out);
        nt_buf_putc(out, '\n');
    }
    nt_buf_puts(out, "  bottom: ");
    S_list(d, pl->body, pl->body_n, out);
    nt_buf_puts(out, "\n  bag (");
    nt_buf_putl(out, pl->bag_n);
    nt_buf_puts(out, "): ");
    S_counts(d, pl->bag, out);
    nt_buf_puts(out, "\n  guild row:");
    for (int g = 0; g < DU_MAX_GUILD; g++) {
        static const char *const bonus[] = {"-", "G1", "G2", "G3"};
        nt_buf_puts(out, g < pl->guild ? " *" : " ");
        nt_buf_puts(out, bonus[d->guild[g]]);
    }
    if (pl->nkept) {
        nt_buf_puts(out, "\n  kept cards:");
        for (int k = 0; k < pl->nkept; k++) {
            const du_card *c = &d->cards[pl->kept[k]];
            nt_buf_puts(out, k ? ", " : " ");
            nt_buf_putl(out, c->n);
            nt_buf_puts(out, " (");
            nt_buf_puts(out, du_card_gist(c->effect));
            nt_buf_putc(out, ')');
        }
    }
    if (pl->face)
        S_face_status(pl, out);
    nt_buf_putc(out, '\n');
}

/* The path on one line: A's half from its far end to square 1, the park,
 * B's half from square 1 out; S a stand, P the patient. */
static void S_path(const du_state *s, nt_buf *out)
{
    int half = s->d->half;
    nt_buf_puts(out, "Path: A");
    nt_buf_putl(out, half);
    nt_buf_putc(out, ' ');
    for (int q = half; q >= 1; q--)
        nt_buf_putc(out, s->patient_half == 0 && s->patient_sq == q ? 'P'
                         : s->pl[0].stand == q                      ? 'S'
                                                                    : '.');
    nt_buf_puts(out, " A1 | park: ");
    nt_buf_putl(out, s->park);
    nt_buf_puts(out, " | B1 ");
    for (int q = 1; q <= half; q++)
        nt_buf_putc(out, s->patient_half == 1 && s->patient_sq == q ? 'P'
                         : s->pl[1].stand == q                      ? 'S'
                                                                    : '.');
    nt_buf_puts(out, " B");
    nt_buf_putl(out, half);
    nt_buf_puts(out, " (");
    if (s->patient_half >= 0)
        nt_buf_puts(out, "patient on ");
    du_patient_words(s, out);
    nt_buf_puts(out, ")\n");
}

void du_describe(const void *state, nt_buf *out)
{
    const du_state *s = state;
    static const char *const sets[] = {"I", "II", "III", "IV"};
    if (s->round) {
        nt_buf_puts(out, "Round ");
        nt_buf_putl(out, s->round);
        nt_buf_puts(out, ", tosser seat ");
        nt_buf_putl(out, s->tosser + 1);
    } else if (s->setup->round > 1) /* from the standings (DU-P2) */
        nt_buf_printf(out, "Before round %d (from the standings), tosser "
                           "seat %d",
                      s->setup->round, s->setup->start + 1);
    else
        nt_buf_printf(out, "Before round 1, start player seat %d",
                      s->tosser + 1);
    nt_buf_puts(out, "; data set ");
    nt_buf_puts(out, s->d->id);
    nt_buf_puts(out, " (");
    nt_buf_puts(out, s->d->note);
    nt_buf_puts(out, ")\nBooks:");
    for (int v = 0; v < DU_VARS; v++) {
        nt_buf_putc(out, ' ');
        nt_buf_puts(out, du_colour_names[DU_FIRST_VAR + v]);
        nt_buf_putc(out, ' ');
        nt_buf_puts(out, sets[s->setup->set[v]]);
    }
    nt_buf_putc(out, '\n');
    S_path(s, out);
    for (int seat = 0; seat < 2; seat++)
        S_player(s, seat, out);
    if (!s->dealt)
        nt_buf_puts(out, "Pile: not dealt yet\n");
    else if (s->top < 6) {
        nt_buf_puts(out, "Pile: card ");
        nt_buf_putl(out, s->d->cards[s->deck[s->top]].n);
        nt_buf_puts(out, " on top, ");
        nt_buf_putl(out, 5 - s->top);
        nt_buf_puts(out, " more, then the round-7 card\n");
    } else
        nt_buf_puts(out, "Pile: the round-7 card\n");
    nt_buf_puts(out, "Supply: ");
    S_counts(s->d, s->supply, out);
    nt_buf_putc(out, '\n');
}

void du_result(const void *state, nt_buf *text, nt_buf *json)
{
    const du_state *s = state;
    static const char *const hows[] = {"a sixth cure", "more patients cured",
                                       "the patient's half", "the draw-off"};
    static const char *const ids[] = {"sixth", "guild", "half", "drawoff"};
    if (!s->over && s->phase >= 7 && s->round < 7) /* <unfinished/> */
        nt_buf_printf(text, s->round ? "unfinished after round %d, no result"
                                     : "unfinished before round %d, no result",
                      s->round ? s->round : 1);
    if (!s->over)
        return;
    if (s->winners == 3)
        nt_buf_puts(text, "both players share the win");
    else
        nt_buf_printf(text, "%s wins", du_who(s, s->winners == 1 ? 0 : 1));
    nt_buf_printf(text, " (%d and %d cured; by %s)", s->pl[0].guild,
                  s->pl[1].guild, hows[s->how]);
    nt_buf_printf(json, "{\"winners\":[%s],\"guild\":[%d,%d],\"by\":\"%s\"}",
                  s->winners == 3 ? "1,2" : s->winners == 1 ? "1" : "2",
                  s->pl[0].guild, s->pl[1].guild, ids[s->how]);
}

/* ------------------------------------------------------------- reasons */

static const char *S_step_reason(const du_state *s, int seat, int32_t v,
                                 nt_buf *out)
{
    const du_player *pl = &s->pl[seat];
    switch (v) {
    case STEP_DRAW:
        nt_buf_printf(out, "the bag of %s is empty", du_who(s, seat));
        return "duel.brew.empty-bag";
    case STEP_USE:
        nt_buf_printf(out, "%s holds no kept card that can act now",
                      du_who(s, seat));
        return "duel.card.keep";
    case STEP_PURGE:
        nt_buf_puts(out, pl->b3 ? "the white row is empty"
                                : "B3 is not this player's, or its first "
                                  "turn is over");
        return "duel.coin.first-turn";
    case STEP_PAY:
        nt_buf_puts(out, s->round != 7 ? "the round-7 card acts in round 7 "
                                         "only"
                                       : "a step costs 3 gold");
        if (s->round == 7)
            nt_buf_printf(out, " and %s has %d", du_who(s, seat), pl->gold);
        return "duel.card.round7";
    }
    return NULL;
}

static const char *S_buy_reason(const du_state *s, int seat, int32_t v,
                                nt_buf *out)
{
    const du_player *pl = &s->pl[seat];
    int c = DU_COL(v), price = du_price(s, v);
    if (v < 0 || v >= DU_CHIPS)
        return NULL;
    if (c == DC_WHITE || c == DC_BLACK) {
        nt_buf_printf(out, "%s chips are not for sale", du_colour_names[c]);
        return "duel.buy.not-for-sale";
    }
    if (pl->bought & (1u << c)) {
        nt_buf_printf(out, "%s has bought a %s chip this round already",
                      du_who(s, seat), du_colour_names[c]);
        return "duel.buy.one-per-colour";
    }
    if (!s->supply[v]) {
        nt_buf_puts(out, "the supply has none left");
        return "duel.supply.limit";
    }
    /* "red-2 costs 5 gold (red book, set II) and seat 1 (Ada) has 4" */
    du_chip_words(s->d, v, out);
    nt_buf_printf(out, " costs %d gold (", price);
    S_book_name(s, v, out);
    nt_buf_printf(out, ") and %s has %d", du_who(s, seat), pl->gold);
    return "duel.buy.price";
}

static const char *S_upgrade_reason(const du_state *s, int seat, int32_t v,
                                    nt_buf *out)
{
    int chip = v == DU_NONE_ANSWER ? -1 : du_chip_at(&s->pl[seat], v);
    if (v == DU_NONE_ANSWER) {
        nt_buf_puts(out, "an upgrade chosen in an alternative is not "
                         "declined (DU-C11)");
        return "duel.effect.choice";
    }
    if (chip < 0) {
        nt_buf_puts(out, "no chip of this player lies there");
        return "duel.upgrade.ladder";
    }
    int c = DU_COL(chip), l = DU_LVL(chip);
    if (c == DC_WHITE || l + 1 >= s->d->nlevels[c]) {
        nt_buf_puts(out, c == DC_WHITE ? "white chips are never upgraded"
                                       : "it is at its top value");
        return "duel.upgrade.ladder";
    }
    if (!s->supply[chip + 1]) {
        nt_buf_puts(out, "the supply has no chip of the next value");
        return "duel.supply.limit";
    }
    nt_buf_puts(out, "this upgrade is for black chips, or for the neck, "
                     "only");
    return "duel.upgrade.black-only";
}

/* "; legal: body:2, body:3, none" */
static void S_legal_places(const du_state *s, const nt_ask *a, nt_buf *out)
{
    nt_buf_puts(out, "; legal: ");
    for (int i = 0; i < a->n; i++) {
        nt_buf_puts(out, i ? ", " : "");
        du_t_addr_none.format(s, a->vals[i], out);
    }
}

/* A place a RETURN may not take: picked already by the same list (its
 * places are all of the vial before the first chip leaves, DU-C21), no
 * chip there, or not of the kind or zone the effect names. */
static const char *S_return_reason(const du_state *s, const nt_ask *a,
                                   int32_t v, nt_buf *out)
{
    int seat = a->arg, z = DU_ADDR_ZONE(v);
    if (v == DU_NONE_ANSWER) {
        nt_buf_puts(out, "a kept card's use puts back one chip at least "
                         "(DU-C8)");
        S_legal_places(s, a, out);
        return NT_ASK_RULE(a);
    }
    du_addr_words(s, seat, v, out);
    if (du_returning(s, v))
        nt_buf_puts(out, " is put back already by this list: the places of "
                         "one return all name the vial as it was before "
                         "its first chip left (DU-C21)");
    else if (du_chip_at(&s->pl[seat], v) < 0)
        nt_buf_printf(out, " holds no chip of %s", du_who(s, seat));
    else if (s->ret.white != (z == ADDR_WHITE))
        nt_buf_printf(out, " is %s: this return puts back %s chips only",
                      z == ADDR_WHITE ? "a white" : "a coloured chip",
                      s->ret.white ? "white" : "coloured");
    else
        nt_buf_puts(out, " is in the neck: this return puts back chips of "
                         "the bottom only");
    S_legal_places(s, a, out);
    return "duel.effect.return";
}

const char *du_why_not(const void *state, const nt_ask *a, int32_t v,
                       nt_buf *out)
{
    const du_state *s = state;
    int q = (int)(a->q - du_q), seat = a->arg;
    if (v == NT_NONE)
        return NULL;
    switch (q) {
    case DQ_STEP: return S_step_reason(s, seat, v, out);
    case DQ_DRAW:
    case DQ_REVEAL:
    case DQ_DRAWOFF:
        if (v < 0 || v >= DU_CHIPS)
            return NULL;
        nt_buf_puts(out, "there is no ");
        du_chip_words(s->d, v, out);
        nt_buf_printf(out, " in the bag of %s", du_who(s, seat));
        return "duel.draw.not-in-bag";
    case DQ_BUY: return S_buy_reason(s, seat, v, out);
    case DQ_UPGRADE: return S_upgrade_reason(s, seat, v, out);
    case DQ_RETURN: return S_return_reason(s, a, v, out);
    case DQ_TAKE:
        if (v >= 0 && v < DU_CHIPS && !s->supply[v]) {
            nt_buf_puts(out, "the supply has no ");
            du_chip_words(s->d, v, out);
            nt_buf_puts(out, " left");
            return "duel.supply.limit";
        }
        return NULL;
    case DQ_OFFER:
        if (v / 16 + v % 16 > s->d->markers) {
            nt_buf_printf(out, "there are %d markers, not %d", s->d->markers,
                          v / 16 + v % 16);
            return "duel.scale.offer";
        }
        return NULL;
    case DQ_PICK:
        nt_buf_puts(out, "that coin is not in play");
        return "duel.coin.choose";
    }
    return NULL;
}

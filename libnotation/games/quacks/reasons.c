/* Why an answer is illegal in Quacks, in words, with the rule it breaks:
 * the engine hook why_not (describe.c has the state in words). */
#include <string.h>

#include "quacks.h"

/* Why a witch cannot be called: not on display, her penny spent, the
 * wrong moment, or nothing for her to do (HW-WITCH-USEFUL).  `brewing`
 * says whether the call is a brewing step. */
static const char *S_witch_reason(const qk_state *s, int seat, int type,
                                  int w, int brewing, nt_buf *out)
{
    const qk_player *pl = &s->pl[seat];
    if (!s->setup->witches) {
        nt_buf_puts(out, "The Herb Witches is not in play");
        return "quacks.setup.expansion";
    }
    if (w < 0 || w >= QK_WITCHES || QK_WITCH_TYPE(w) != type ||
        s->witch[type] != w) {
        nt_buf_printf(out, "the %s witch on display is %s", qk_witch_types[type],
                      qk_witches[s->witch[type]].id);
        if (w >= 0 && w < QK_WITCHES && QK_WITCH_TYPE(w) != type)
            nt_buf_printf(out, "; %s is a %s witch", qk_witches[w].id,
                          qk_witch_types[QK_WITCH_TYPE(w)]);
        return "quacks.witch.display";
    }
    if (!(pl->pennies & (1u << type))) {
        nt_buf_printf(out, "seat %d has already handed in its %s penny",
                      seat + 1, qk_witch_types[type]);
        return "quacks.witch.penny";
    }
    static const char *const when[QK_WITCHES] = {
        "while brewing", "while brewing", "while brewing",
        "in the evaluation, before the bonus die", "in step E", "in step E",
        "in step E, after buying", "in step E", "in step D", "in step D",
        "in step C", "in step F"};
    int in_brew = w <= WI_TWO_WHITES;
    if (in_brew != brewing) {
        nt_buf_printf(out, "%s is called %s, not %s", qk_witches[w].id,
                      when[w], brewing ? "while brewing" : "in the evaluation");
        return "quacks.witch.call";
    }
    nt_buf_printf(out, "%s cannot help seat %d now: ", qk_witches[w].id,
                  seat + 1);
    switch (w) {
    case WI_FLASK:
        if (!pl->exploded || !pl->flask)
            nt_buf_puts(out, !pl->exploded ? "the pot has not exploded"
                                           : "the flask is empty");
        else if (qk_flask_chip(pl) < 0)
            nt_buf_printf(out, "the flask returns only the chip the last "
                               "draw placed, and %s (HW-F1)",
                          pl->no_last ? pl->no_last
                                      : "the last draw placed none");
        else
            nt_buf_printf(out, "the last chip drawn, %s, is not white",
                          qk_chips[qk_flask_chip(pl)].id);
        break;
    case WI_DRAW_SIX:
        nt_buf_puts(out, pl->exploded ? "the pot has exploded"
                         : pl->bag_n  ? "the pot is full"
                                      : "the bag is empty");
        break;
    case WI_TWO_WHITES:
        nt_buf_puts(out, pl->exploded ? "the pot has exploded"
                                      : "no white chip is in the pot");
        break;
    case WI_NO_PENALTY: nt_buf_puts(out, "the pot did not explode"); break;
    case WI_UPGRADE:
        nt_buf_puts(out, "no chip of the pot can go up a level");
        break;
    case WI_DOUBLE: nt_buf_puts(out, "there are no coins to double"); break;
    case WI_COPY:
        nt_buf_puts(out, pl->bought ? "the supply has no copy of what was "
                                      "bought"
                                    : "no chip was bought");
        break;
    case WI_RUBY_COINS:
    case WI_CHEAP_RUBIES: nt_buf_puts(out, "it holds no ruby"); break;
    case WI_COLOURS:
        nt_buf_puts(out, "it exploded and took the coins, not the VP");
        break;
    case WI_RUBIES:
        nt_buf_puts(out, "its scoring space shows no ruby");
        break;
    default: nt_buf_puts(out, "nothing to do"); break;
    }
    /* Each witch's own rule says when she helps (HW-WITCH-USEFUL). */
    return qk_witches[w].rule;
}

/* Why the full flask cannot return a chip now (the pot not exploded). */
static const char *S_flask_reason(const qk_state *s, const qk_player *pl,
                                  nt_buf *out)
{
    int chip = qk_flask_chip(pl);
    if (chip < 0 && pl->no_last) {
        nt_buf_printf(out, "the flask returns only the chip the last draw "
                           "placed, and %s (HW-F1)",
                      pl->no_last);
        return "quacks.flask.timing";
    }
    if (chip < 0) {
        nt_buf_puts(out, "the flask returns the chip just drawn, and the "
                         "last draw placed none (I-FLASK)");
        return "quacks.flask.timing";
    }
    if (!pl->last_bowl && pl->pot[pl->last].space == QK_LAST_SPACE &&
        !qk_bowl(s)) {
        nt_buf_puts(out, "the chip lies on the last space: the pot is "
                         "full (I-FULL-FLASK)");
        return "quacks.flask.full";
    }
    nt_buf_printf(out,
                  "the flask returns a white chip (Q-R1), and %s is not "
                  "white",
                  qk_chips[chip].id);
    return "quacks.flask.white";
}

static const char *S_brew_reason(const qk_state *s, int seat, int v,
                                 nt_buf *out)
{
    const qk_player *pl = &s->pl[seat];
    switch (v) {
    case ACT_DRAW:
        if (pl->exploded) {
            nt_buf_puts(out,
                        "the pot has exploded: no more chips may be drawn");
            return "quacks.brew.exploded";
        }
        if (pl->full) {
            nt_buf_puts(out, "the pot is full: a chip lies on its last space");
            return "quacks.pot.full";
        }
        nt_buf_puts(out, "the bag is empty");
        return "quacks.bag.empty";
    case ACT_FLASK:
        if (!pl->flask) {
            nt_buf_puts(out, "the flask is empty");
            return "quacks.flask.empty";
        }
        if (pl->exploded) {
            nt_buf_puts(out, "the flask cannot return the chip that made the "
                             "pot explode");
            return "quacks.flask.exploded";
        }
        return S_flask_reason(s, pl, out);
    case ACT_STIR:
        nt_buf_puts(out, "\"well stirred\" returns the first white chip "
                         "placed this round, right after it is placed");
        return "quacks.fortune.well-stirred";
    case ACT_RESTART:
        nt_buf_puts(out, "\"a second chance\" is offered once, when the pot "
                         "first holds five chips (I-SECOND-CHANCE)");
        return "quacks.fortune.a-second-chance";
    case ACT_WITCH:
        return S_witch_reason(s, seat, WT_BREWING, s->witch[WT_BREWING], 1,
                              out);
    case ACT_ASIDE:
        nt_buf_printf(out, "seat %d has no chip set aside (red set 6)",
                      seat + 1);
        return "quacks.red.6";
    }
    return NULL;
}

static const char *S_buy_reason(const qk_state *s, int seat, int chip,
                                nt_buf *out)
{
    const qk_player *pl = &s->pl[seat];
    int colour = qk_chips[chip].colour, set = qk_book(s, colour);
    const char *id = qk_chips[chip].id;
    if (!(pl->took & 2)) {
        nt_buf_printf(out, "seat %d exploded and took the VP: no buying",
                      seat + 1);
        return "quacks.buy.exploded";
    }
    if (pl->bought >= 2) {
        nt_buf_printf(out, "seat %d has bought two chips already", seat + 1);
        return "quacks.buy.two";
    }
    if (colour == K_WHITE) {
        nt_buf_puts(out, "white chips have no book and cannot be bought");
        return "quacks.buy.white";
    }
    if (!set || !qk_book_has(chip, set)) {
        nt_buf_printf(out, "no book in play sells %s", id);
        return "quacks.buy.book";
    }
    if (colour == K_YELLOW && s->round < 2) {
        nt_buf_puts(out, "the yellow book opens in round 2");
        return "quacks.buy.yellow";
    }
    if (colour == K_PURPLE && s->round < 3) {
        nt_buf_puts(out, "the purple book opens in round 3");
        return "quacks.buy.purple";
    }
    if (colour == pl->bought_colour) {
        nt_buf_printf(out,
                      "the two chips bought must be of different "
                      "colours; %s is a second %s one",
                      id, qk_colour_names[colour]);
        return "quacks.buy.colours";
    }
    if (!s->supply[chip]) {
        nt_buf_printf(out, "no %s is left in the supply (Q-R10)", id);
        return "quacks.supply";
    }
    if (colour == K_ORANGE)
        nt_buf_printf(out, "%s costs %d in the pumpkin book", id,
                      qk_price(chip, set));
    else
        nt_buf_printf(out, "%s costs %d in the %s book of set %d", id,
                      qk_price(chip, set), qk_colour_names[colour], set);
    nt_buf_printf(out, ", and seat %d has %d coins left", seat + 1,
                  pl->coins);
    return "quacks.buy.coins";
}

static const char *S_spend_reason(const qk_state *s, int seat, int on,
                                  nt_buf *out)
{
    const qk_player *pl = &s->pl[seat];
    if ((on == SPEND_VP || on == SPEND_COINS) && s->round != 9) {
        nt_buf_puts(out, "rubies and coins buy VP only at the end of round "
                         "9");
        return "quacks.round.9";
    }
    if (on == SPEND_COINS && pl->exploded) {
        nt_buf_printf(out,
                      "the pot of seat %d exploded: its coins buy no "
                      "VP",
                      seat + 1);
        return "quacks.ruling.Q-R9";
    }
    if (on == SPEND_COINS) {
        nt_buf_printf(out, "1 VP costs 5 coins, and seat %d has %d left",
                      seat + 1, pl->coins);
        return "quacks.round.9";
    }
    if (on == SPEND_FLASK && pl->flask && pl->rubies >= 2) {
        nt_buf_printf(out, "the flask of seat %d is full", seat + 1);
        if (s->card == F_MAGIC_POTION) {
            nt_buf_puts(out, ": Magic potion refilled it");
            return "quacks.fortune.magic-potion";
        }
        return "quacks.spend.flask";
    }
    nt_buf_printf(out, "this costs 2 rubies, and seat %d has %d", seat + 1,
                  pl->rubies);
    return "quacks.spend";
}

/* A chip a card or a book would give: closed books and the supply. */
static const char *S_gain_reason(const qk_state *s, int chip, nt_buf *out)
{
    int colour = qk_chips[chip].colour;
    if ((colour == K_YELLOW && s->round < 2) ||
        (colour == K_PURPLE && s->round < 3)) {
        nt_buf_printf(out, "no %s chip can be had before round %d",
                      qk_colour_names[colour], colour == K_YELLOW ? 2 : 3);
        return "quacks.ruling.I-CLOSED-GAIN";
    }
    if (!s->supply[chip]) {
        nt_buf_printf(out, "no %s is left in the supply (Q-R10)",
                      qk_chips[chip].id);
        return "quacks.supply";
    }
    return NULL;
}

static const char *S_choice_reason(const qk_state *s, const nt_ask *a,
                                   int32_t v, const char *source, nt_buf *out)
{
    const char *rule;
    if (v >= 0 && v < QK_CHIPS && s->card != F_JUST_IN_TIME &&
        (rule = S_gain_reason(s, v, out)))
        return rule;
    rule = NT_ASK_RULE(a);
    a->q->type->format(s, v, out);
    nt_buf_printf(out, " is not a choice %s offers seat %d here", source,
                  a->arg + 1);
    nt_buf_puts(out, "; it offers: ");
    for (int i = 0; i < a->n; i++) {
        if (i)
            nt_buf_puts(out, ", ");
        if (a->vals[i] == NT_NONE)
            nt_buf_puts(out, "nothing");
        else
            a->q->type->format(s, a->vals[i], out);
    }
    return rule;
}

const char *qk_why_not(const void *state, const nt_ask *a, int32_t v,
                       nt_buf *out)
{
    const qk_state *s = state;
    int q = (int)(a->q - qk_q);
    int seat = a->arg;
    switch (q) {
    case QQ_BREW_ACT: return S_brew_reason(s, seat, v, out);
    case QQ_DRAW:
    case QQ_REVEAL:
    case QQ_REVEAL_FOR:
        if (v >= 0 && v < QK_CHIPS) {
            nt_buf_printf(out, "there is no %s in the bag of seat %d",
                          qk_chips[v].id, seat + 1);
            return "quacks.bag.draw";
        }
        return NULL;
    case QQ_BUY:
        return v >= 0 && v < QK_CHIPS ? S_buy_reason(s, seat, v, out) : NULL;
    case QQ_RETURN_WHITE: {
        const qk_player *pl = &s->pl[seat];
        if (pl->npot < 2)
            nt_buf_puts(out, "no chip lies before the mandrake");
        else
            nt_buf_printf(out,
                          "the chip before the mandrake is %s, not a "
                          "white one",
                          qk_chips[pl->pot[pl->npot - 2].chip].id);
        return "quacks.yellow.1";
    }
    case QQ_GIVE_UP: {
        int most = a->vals[a->n - 1];
        nt_buf_printf(out,
                      "seat %d may give up %d rat tail%s at most this "
                      "round, not %d",
                      seat + 1, most, most == 1 ? "" : "s", v);
        return NT_ASK_RULE(a);
    }
    case QQ_GREEN_PAY:
        nt_buf_printf(out, "seat %d has no ruby to pay", seat + 1);
        return NT_ASK_RULE(a);
    case QQ_PURPLE_TIER:
    case QQ_PURPLE_TRADE: {
        int purple = a->vals[a->n - 1];
        if (purple >= 3)
            nt_buf_printf(out,
                          "seat %d has 3 or more purple chips in the "
                          "pot: 3 at most, not %d",
                          seat + 1, v);
        else
            nt_buf_printf(out,
                          "seat %d has %d purple chip%s in the pot: %d "
                          "at most, not %d",
                          seat + 1, purple, purple == 1 ? "" : "s", purple, v);
        return NT_ASK_RULE(a);
    }
    case QQ_PLACE:
        if (qk_done(s, &s->pl[seat])) {
            nt_buf_puts(out, "the pot has exploded: the other chips drawn "
                             "for the witch go back into the bag");
            return "quacks.ruling.HW-W2";
        }
        return NULL;
    case QQ_PLACE_CHIP:
        if (v >= 0 && v < QK_CHIPS) {
            nt_buf_printf(out, "%s is not among the chips just drawn (",
                          qk_chips[v].id);
            for (int i = 0; i < a->n; i++)
                nt_buf_printf(out, "%s%s", i ? ", " : "",
                              qk_chips[a->vals[i]].id);
            nt_buf_putc(out, ')');
            return NT_ASK_RULE(a);
        }
        return NULL;
    case QQ_MORE:
        if (s->pl[seat].bag_n)
            nt_buf_puts(out, "Strong ingredient draws 5 chips at most");
        else
            nt_buf_printf(out, "the bag of seat %d is empty", seat + 1);
        return "quacks.fortune.strong-ingredient";
    case QQ_ROLL:
        if (s->pl[seat].exploded)
            nt_buf_printf(out, "the pot of seat %d exploded: no bonus die",
                          seat + 1);
        else
            nt_buf_printf(out,
                          "seat %d scores on space %d, and the highest "
                          "space without an explosion is %d: no bonus "
                          "die",
                          seat + 1, s->pl[seat].space, s->die_space);
        return "quacks.die";
    case QQ_SPEND: return S_spend_reason(s, seat, v, out);
    case QQ_EXPLODED:
        if (!s->pl[seat].exploded &&
            s->pl[seat].white > qk_threshold(s, &s->pl[seat])) {
            nt_buf_printf(out,
                          "the pot of seat %d did not explode: chips a "
                          "fortune card draws never make it explode",
                          seat + 1);
            return "quacks.ruling.Q-R7";
        }
        if (!s->pl[seat].exploded) {
            nt_buf_printf(out,
                          "the pot of seat %d did not explode: VP and "
                          "coins both",
                          seat + 1);
            return "quacks.exploded.choice";
        }
        nt_buf_printf(out,
                      "seat %d exploded within a crow skull's window: "
                      "VP and coins both, no choice",
                      seat + 1);
        return "quacks.blue.2";
    case QQ_DROPLET:
        if (v == 1 && s->pl[seat].tube >= QK_TUBES) {
            nt_buf_puts(out, "the test-tube droplet is on the last glass");
            return "quacks.ruling.I-TUBE-END";
        }
        return NULL;
    case QQ_CHOOSE:
    case QQ_SCHADEN: {
        nt_buf title = {0};
        nt_buf_printf(&title, "\"%s\"",
                      s->card >= 0 ? qk_cards[s->card].title : "the card");
        const char *rule = S_choice_reason(s, a, v, nt_buf_str(&title), out);
        nt_buf_free(&title);
        return rule;
    }
    case QQ_GREEN_TAKE:
        return S_choice_reason(s, a, v, "the green book (set 2)", out);
    case QQ_WITCHES_BREWING:
    case QQ_WITCHES_BUYING:
    case QQ_WITCHES_SCORING:
        if (v >= 0 && v < QK_WITCHES) {
            nt_buf_printf(out, "%s is a %s witch, not a %s one",
                          qk_witches[v].id, qk_witch_types[QK_WITCH_TYPE(v)],
                          qk_witch_types[q - QQ_WITCHES_BREWING]);
            return "quacks.witch.display";
        }
        return NULL;
    case QQ_CALL_BREWING:
    case QQ_CALL_BUYING:
    case QQ_CALL_SCORING:
        return S_witch_reason(s, seat, q - QQ_CALL_BREWING, v, 0, out);
    case QQ_W3_RETURN:
        nt_buf_puts(out, "only one white chip is in the pot: it is the last "
                         "one");
        return NT_ASK_RULE(a);
    case QQ_W5_UPGRADE:
        if (v == W5_LAST_TWO)
            nt_buf_puts(out, "neither of the last two chips can go up a "
                             "level");
        else if (v >= 0 && v < QK_CHIPS &&
                 qk_chips[v].colour == K_ORANGE) {
            nt_buf_puts(out, "no upgrade of any kind applies to a pumpkin");
            return "quacks.orange.6";
        } else if (v >= 0 && v < QK_CHIPS)
            nt_buf_printf(out, "no %s of the pot can go up a level (green, "
                               "blue, red and yellow 1- and 2-chips, the "
                               "next one in the supply)",
                          qk_chips[v].id);
        return "quacks.witch.upgrade";
    case QQ_W7_COPY:
        nt_buf_puts(out, "the copy is of a chip just bought, with one left "
                         "in the supply");
        return NT_ASK_RULE(a);
    case QQ_ASIDE_CHIP:
        if (v >= 0 && v < QK_CHIPS) {
            nt_buf_printf(out, "no %s is set aside", qk_chips[v].id);
            return "quacks.red.6";
        }
        return NULL;
    case QQ_START_CHIP:
        if (v >= 0 && v < QK_CHIPS) {
            nt_buf_printf(out, "no %s was kept from the last round",
                          qk_chips[v].id);
            return "quacks.green.5";
        }
        return NULL;
    case QQ_YELLOW_RUBY:
        nt_buf_printf(out, "seat %d has no ruby to pay", seat + 1);
        return "quacks.yellow.6";
    case QQ_GREEN_KEEP:
        if (s->round == 9) {
            nt_buf_puts(out, "round 9 is the last: nothing is kept");
            return "quacks.ruling.HW-G5";
        }
        if (v >= 0 && v < QK_CHIPS)
            nt_buf_printf(out, "%s is not in the pot of seat %d, or is worth "
                               "more than the green chip",
                          qk_chips[v].id, seat + 1);
        return "quacks.green.5";
    case QQ_PURPLE_BUY:
        return S_choice_reason(s, a, v, "the purple budget (set 5)", out);
    case QQ_CARD:
        if (v >= 0 && v < QK_CARDS) {
            nt_buf_printf(out, "\"%s\" has already been read in this game",
                          qk_cards[v].title);
            return "quacks.fortune.deck";
        }
        return NULL;
    default: return NULL;
    }
}

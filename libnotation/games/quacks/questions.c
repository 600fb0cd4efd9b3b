/* Every choice a Quacks record answers, and where it writes the answer
 * (notation(5), "Quacks").  Choices that belong to one player during the
 * fortune card and the evaluation are child elements keyed by seat, so a
 * record may list them in any order. */
#include "quacks.h"

#define ONE(name) ((const char *const[]){name, NULL})
#define ELEM(id, names, rule, what) \
    {id, NT_BIND_ELEM, NULL, names, NULL, NULL, NULL, NULL, rule, what}
#define ATTR(id, attr, type, rule, what) \
    {id, NT_BIND_ATTR, attr, NULL, NULL, NULL, type, NULL, rule, what}
#define KEYED(id, elem, attr, type, rule, what) \
    {id, NT_BIND_KEYED, attr, NULL, elem, "seat", type, &nt_type_seat, rule, \
     what}

const nt_question qk_q[QK_NQ] = {
    [QQ_CARD] = ATTR("q:quacks.card", "card", &qk_t_card,
                    "quacks.fortune.deck", "fortune card"),
    [QQ_CHOOSE] = KEYED("q:quacks.choose", "choose", "option", &qk_t_option,
                       "quacks.fortune.choice", "choice"),
    [QQ_GIVE_UP] = KEYED("q:quacks.give-up", "choose", "give-up", &nt_type_int,
                        "quacks.fortune.a-good-start",
                        "rat tails given up"),
    [QQ_REVEAL_FOR] = KEYED("q:quacks.reveal-for", "reveal", "chip",
                           &qk_t_chip, "quacks.bag.draw", "chip drawn"),
    [QQ_ROLL] = KEYED("q:quacks.roll", "roll", "result", &qk_t_die,
                     "quacks.die", "bonus die result"),
    [QQ_DROPLET] = KEYED("q:quacks.droplet", "droplet", "to", &qk_t_where,
                        "quacks.tube.choice", "droplet to move"),
    [QQ_BREW_ACT] = ELEM("q:quacks.brew",
                        ((const char *const[]){"draw", "flask", "stir",
                                               "restart", NULL}),
                        "quacks.brew.stop", "brewing step"),
    [QQ_DRAW] = ATTR("q:quacks.draw", "chip", &qk_t_chip, "quacks.bag.draw",
                    "chip drawn"),
    [QQ_RETURN_WHITE] = ATTR("q:quacks.return-white", "return-white",
                            &nt_type_bool, "quacks.yellow.1",
                            "return of the white chip"),
    [QQ_REVEAL] = ATTR("q:quacks.reveal", "chip", &qk_t_chip,
                      "quacks.bag.draw", "chip drawn"),
    [QQ_PLACE] = ELEM("q:quacks.place", ONE("place"), "quacks.blue.1",
                     "chip placed"),
    [QQ_PLACE_CHIP] = ATTR("q:quacks.place-chip", "chip", &qk_t_chip,
                          "quacks.blue.1", "chip placed"),
    [QQ_BESIDE] = ELEM("q:quacks.beside",
                      ((const char *const[]){"add", "return", NULL}),
                      "quacks.red.2", "chip beside the pot"),
    [QQ_BESIDE_CHIP] = ATTR("q:quacks.beside-chip", "chip", &qk_t_chip,
                           "quacks.red.2", "chip beside the pot"),
    [QQ_MORE] = ELEM("q:quacks.more", ONE("reveal"),
                    "quacks.fortune.strong-ingredient", "chip drawn"),
    [QQ_SCHADEN] = KEYED("q:quacks.schadenfreude", "schadenfreude", "take",
                        &qk_t_chip, "quacks.fortune.schadenfreude",
                        "2-chip taken"),
    [QQ_GREEN_TAKE] = KEYED("q:quacks.green-take", "green", "take", &qk_t_chip_or_none,
                           "quacks.green.2", "chip taken"),
    [QQ_GREEN_PAY] = KEYED("q:quacks.green-pay", "green", "pay", &nt_type_bool,
                          "quacks.green.4", "ruby paid"),
    [QQ_PURPLE_TIER] = KEYED("q:quacks.purple-tier", "purple", "tier",
                            &nt_type_int, "quacks.purple.1", "reward tier"),
    [QQ_PURPLE_TRADE] = KEYED("q:quacks.purple-trade", "purple", "trade",
                             &nt_type_int, "quacks.purple.2",
                             "purple chips traded"),
    [QQ_PURPLE_UPGRADE] = KEYED("q:quacks.purple-upgrade", "purple",
                               "upgrade", &qk_t_upgrade, "quacks.purple.4",
                               "upgrade"),
    [QQ_EXPLODED] = KEYED("q:quacks.exploded", "exploded", "take", &qk_t_take,
                         "quacks.exploded.choice", "reward"),
    [QQ_BUY] = KEYED("q:quacks.buy", "buy", "chip", &qk_t_chip, "quacks.buy",
                    "chip bought"),
    [QQ_SPEND] = KEYED("q:quacks.spend", "spend", "on", &qk_t_spend,
                      "quacks.spend", "purchase"),
};

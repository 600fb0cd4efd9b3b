/* Every choice a Duel record answers, and where it writes the answer
 * (notation(5), "The Duel").  A player's choices made inside a turn, an
 * effect, the scale or the buying are elements keyed by seat, read in the
 * order the rules ask for them; a choice with a single legal answer is
 * not written (quacks-duel-data.md 1.1). */
#include "duel.h"

#define ELEM(id, names, rule, what) \
    {id, NT_BIND_ELEM, NULL, names, NULL, NULL, NULL, NULL, rule, what}
#define ATTR(id, attr, type, rule, what) \
    {id, NT_BIND_ATTR, attr, NULL, NULL, NULL, type, NULL, rule, what}
#define KEYED(id, elem, attr, type, rule, what) \
    {id, NT_BIND_KEYED, attr, NULL, elem, "seat", type, &du_t_seat, rule, \
     what}

static const char *const S_steps[] = {"draw", "use", "purge", "pay", NULL};

const nt_question du_q[DU_NQ] = {
    [DQ_DECK] = {"q:duel.deck", NT_BIND_TOKEN, NULL, NULL, NULL, NULL,
                 &du_t_card, NULL, "duel.setup.cards", "card of the pile"},
    [DQ_TOSS] = {"q:duel.toss", NT_BIND_KEYED, "face", NULL, "toss", "coin",
                 &du_t_face, &du_t_coin, "duel.coin.toss", "face tossed"},
    [DQ_PICK] = KEYED("q:duel.pick", "pick", "coin", &du_t_coin,
                      "duel.coin.choose", "coin picked"),
    [DQ_STEP] = ELEM("q:duel.step", S_steps, "duel.brew.draw-or-stop",
                     "brewing step"),
    [DQ_DRAW] = ATTR("q:duel.draw", "chip", &du_t_chip, "duel.draw.not-in-bag",
                     "chip drawn"),
    [DQ_USE] = ATTR("q:duel.use", "card", &du_t_card, "duel.card.keep",
                    "kept card used"),
    [DQ_UPGRADE] = KEYED("q:duel.upgrade", "upgrade", "chip", &du_t_addr_none,
                         "duel.upgrade.ladder", "chip upgraded"),
    [DQ_TAKE] = KEYED("q:duel.take", "take", "chip", &du_t_chip_none,
                      "duel.effect.take", "chip taken"),
    [DQ_RETURN] = KEYED("q:duel.return", "return", "chip", &du_t_addr_none,
                        "duel.effect.return", "chip returned to the bag"),
    [DQ_REMOVE] = KEYED("q:duel.remove", "remove", "chip", &du_t_addr,
                        "duel.effect.remove", "white 1-chip removed"),
    [DQ_REVEAL] = KEYED("q:duel.reveal", "reveal", "chip", &du_t_chip,
                        "duel.effect.draw-extra", "chip drawn"),
    [DQ_PLACE] = KEYED("q:duel.place", "place", "chip", &du_t_chip_none,
                       "duel.effect.draw-extra", "chip placed in the neck"),
    [DQ_BRANCH] = KEYED("q:duel.branch", "branch", "pick", &du_t_branch,
                        "duel.effect.choice", "alternative"),
    [DQ_ACCEPT] = KEYED("q:duel.accept", "accept", "do", &du_t_yes_no,
                        "duel.effect.pay", "optional effect"),
    [DQ_EXPLOSION] = KEYED("q:duel.explosion", "explosion", "take", &du_t_pay,
                           "duel.explode.choice", "answer to the explosion"),
    [DQ_CANCEL] = KEYED("q:duel.cancel", "cancel", "do", &du_t_yes_no,
                        "duel.explode.cancel", "cancelling of the explosion"),
    [DQ_PURGE] = KEYED("q:duel.purge", "purge", "do", &du_t_yes_no,
                       "duel.coin.first-turn", "purge of the white row"),
    [DQ_OFFER] = KEYED("q:duel.offer", "offer", "markers", &du_t_offer,
                       "duel.scale.offer", "offer"),
    [DQ_CHOOSE] = KEYED("q:duel.choose", "choose", "pan", &du_t_pan,
                        "duel.scale.choose", "pan chosen"),
    [DQ_BUY] = KEYED("q:duel.buy", "buy", "chip", &du_t_chip_none,
                     "duel.buy.price", "chip bought"),
    [DQ_SECOND] = KEYED("q:duel.second", "second", "do", &du_t_yes_no,
                        "duel.card.keep", "second identical chip"),
    [DQ_DRAWOFF] = KEYED("q:duel.drawoff", "draw", "chip", &du_t_chip,
                         "duel.end.drawoff", "chip drawn"),
};

/* The catalogue of the Duel's rules (The Quacks of Quedlinburg: The Duel,
 * game id quacks-duel): every check the engine makes has an id here, with
 * what it requires and where that comes from.  "Rulebook" is the French
 * rulebook of Le Duel (../shared/rules/seeds/000_...txt, S0), cited by its
 * section headings and laid out in ../shared/rules/quacks-duel.md;
 * quacks-duel-data.md is ../shared/rules/quacks-duel-data.md by section;
 * DU-R1 ... DU-R48 and DU-C1 ... DU-C21 are the rulings it lists, DU-X1
 * and DU-X2 ours (rulings.c holds them all in full).  The component
 * numbers (vial, path, coins, cards, books) come from the data set a
 * record names: the rules below give only the rulebook's own numbers (3
 * neck spaces, 11 patients, 5 markers, 7 rounds) and the engine's
 * limits. */
#include "duel.h"

const nt_rule du_rules[] = {
    /* Setup (a record's <setup>: data set, books, pile, coins, start) */
    {"duel.setup.dataset",
     "The setup names the component data set the game was played with, "
     "<components dataset=\"...\"/>; the attribute has no default, and a "
     "data set the engine does not know is refused.",
     "DU-R1"},
    {"duel.setup.first-game",
     "A first game uses, in every variable colour, the book with the "
     "first-game symbol (set I), the silver and the gold coins, and the "
     "first-game pile: cards 1 to 6, card 1 on top, over the round-7 card.",
     "rulebook, Matériel et préparation du jeu 2, 4, 6; DU-R42"},
    {"duel.setup.start",
     "The record names the start player, seat 1 or 2, who tosses the coins "
     "in round 1; it is a choice of the record, not a chance outcome.",
     "DU-R41"},
    {"duel.setup.books",
     "Every game uses the white, black and orange books plus, for each "
     "variable colour (blue, red, green, pink, yellow, purple), exactly one "
     "version of its book (set I, II, III or IV); a first game uses set I.",
     "rulebook, Matériel et préparation du jeu 2"},
    {"duel.setup.cards",
     "A first game stacks the trade cards 1 to 6, card 1 on top, over the "
     "round-7 card; a later game puts 6 trade cards dealt at random, in "
     "random order, over the round-7 card, and the others leave the game.",
     "rulebook, Matériel et préparation du jeu 4; DU-R42"},
    {"duel.setup.coins",
     "A first game is played with the silver and the gold coins; a later "
     "game with any two of the three coins.",
     "rulebook, Matériel et préparation du jeu 6"},
    {"duel.setup.stands",
     "Each stand starts on the start square of its owner's half of the path "
     "(a square the data set gives).",
     "rulebook, Matériel et préparation du jeu 7"},
    {"duel.setup.patients",
     "All 11 patients start in the park; none is on the path.",
     "rulebook, Matériel et préparation du jeu 8"},
    {"duel.setup.bag",
     "Each player's bag starts with the data set's starting bag, and the "
     "supply holds every other chip of the box.",
     "rulebook, Matériel et préparation du jeu 9; quacks-duel-data.md §4.2"},
    {"duel.setup.second-gold",
     "The player who does not start takes 1 gold before round 1; it is "
     "ordinary gold, held from the start.",
     "rulebook, Déroulement du jeu; DU-R35"},
    {"duel.setup.mayor",
     "The mayor variant is not supported: a record that brings the mayor "
     "into play is invalid.",
     "DU-R44"},

    /* A record from the standings at the beginning of a later round
     * (<setup round="R">, position.c) */
    {"duel.position.round",
     "A record may start at the beginning of round 2 to 7 from the "
     "standings, round=\"R\" on <setup>; the standings (a seat's gold, "
     "stand, guild, bag and kept cards, the patient, the last discard) "
     "belong to such a record only.",
     "DU-P1"},
    {"duel.position.gold",
     "A round begins with 0 or 1 gold per player: no more than 1 is kept "
     "once buying is over.",
     "rulebook, 5. Acheter de nouveaux ingrédients; DU-R19; DU-P1"},
    {"duel.position.stand",
     "A stand is on a square of its owner's half of the path.",
     "rulebook, Matériel et préparation du jeu 7; DU-P1"},
    {"duel.position.guild",
     "A player has cured 0 to 5 patients (the sixth ends the game), and the "
     "patients cured and the one on the path are at most the game's 11.",
     "rulebook, Fin de la partie; Matériel et préparation du jeu 8; DU-R32; "
     "DU-P1"},
    {"duel.position.patient",
     "The patient on the path is on a square of one half, nearer the park "
     "than that half's stand: a patient who reaches the stand is cured at "
     "once.",
     "rulebook, Déplacer le patient; DU-P1"},
    {"duel.position.bag",
     "A bag holds chips of the component data set, written as their names, "
     "each with an optional count (white-1*4).",
     "DU-P1"},
    {"duel.position.supply",
     "Every chip of the box is in a bag or in the supply: both bags "
     "together hold no more chips of a kind than the data set's box, and "
     "the supply holds the rest.",
     "rulebook, Matériel et préparation du jeu 9; DU-R3; DU-R30; DU-P1"},
    {"duel.position.cards",
     "The cards in a player's hand are keep cards of the data set, each "
     "held once, no more than the rounds traded before the record's first "
     "(in a first game, cards of its pile already traded).",
     "rulebook, 4. Régulation des échanges; Cartes à jouer; DU-R8; DU-P3"},
    {"duel.position.tosser",
     "The start of a record from a later round names the seat that tosses "
     "the coins in its first round: the trailing player whenever the guild "
     "counts, the patient's half or the last discard (discard=) decide.",
     "rulebook, Qui est mené ?; DU-R9; DU-P2"},
    {"duel.position.pile",
     "A later game's record from a later round deals, in its <deck>, the "
     "cards still on the pile, top first: one for each round from its "
     "first to round 6, none that a player holds, each once.",
     "rulebook, Matériel et préparation du jeu 4; DU-R42; DU-P3"},

    /* Rounds */
    {"duel.round.count",
     "The game lasts at most 7 rounds, each made of the 6 phases in order: "
     "coin toss, brewing, effects, trade, buying, end of round.",
     "rulebook, Déroulement du jeu; Fin de la partie"},
    {"duel.round.seven",
     "Round 7 plays only the coin toss, the brewing and the effects; the "
     "game is then evaluated, with no trade, no buying and no end of round.",
     "DU-R40"},

    /* Phase 1: the coins */
    {"duel.coin.tosser",
     "The start player tosses the coins in round 1; in every later round the "
     "trailing player does.",
     "rulebook, 1. Lancer de pièces"},
    {"duel.coin.toss",
     "Both coins in play are tossed; the face each one shows is a chance "
     "outcome of the record, one per coin, in the setup's coin order.",
     "rulebook, 1. Lancer de pièces; DU-R20, DU-C3"},
    {"duel.coin.choose",
     "The tosser takes one of the two coins with the face it shows and the "
     "other player gets the other coin; the tosser's bonus applies first.",
     "rulebook, 1. Lancer de pièces; DU-R48"},
    {"duel.coin.shield",
     "The shield (B1) stays all round on the mined space with the smallest "
     "number: a white arriving there is placed and does not explode the "
     "vial. It protects no other space, and never a white past the end of "
     "the row.",
     "rulebook, 1. Lancer de pièces (B1); DU-R38"},
    {"duel.coin.first-turn",
     "The bonuses kept under the neck act only in their window of the "
     "player's first turn of the round, each once: B3 whenever the player is "
     "at a decision point of that turn or when it ends, B5 and B6 when it "
     "ends. B3 and B5 expire if that turn finishes the potion.",
     "rulebook, 1. Lancer de pièces (B3, B5, B6); DU-R21"},
    {"duel.coin.b6-explode",
     "B6 may be used at the end of the first turn even after an explosion; "
     "the neck is then empty, so it offers only the patient's 2 steps.",
     "rulebook, 1. Lancer de pièces (B6); DU-R21"},

    /* Who is trailing (checked at the start of each round) */
    {"duel.trail.guild",
     "Whoever has fewer patients in the guild house is trailing.",
     "rulebook, Qui est mené ?"},
    {"duel.trail.half",
     "With equal guild counts, the player whose opponent's half of the path "
     "holds the active patient is trailing.",
     "rulebook, Qui est mené ?"},
    {"duel.trail.card",
     "With equal guild counts and no active patient, whoever discarded a "
     "trade card last is trailing (an instant card counts as discarded once "
     "resolved, a keep card once used); before any discard, the player who "
     "was not the tosser in the previous round.",
     "DU-R9"},

    /* Phase 2: brewing turns */
    {"duel.brew.first",
     "The player who tossed the coins takes the first brewing turn.",
     "rulebook, 2. Préparer la potion"},
    {"duel.brew.alternate",
     "Brewing turns alternate; a player whose potion is finished is skipped, "
     "and the other takes turns in a row until theirs is finished too.",
     "rulebook, 2. Préparer la potion; DU-R39"},
    {"duel.brew.draw-or-stop",
     "At each decision point of a turn the player either draws a chip from "
     "the bag or stops, which finishes the potion.",
     "rulebook, 2. Préparer la potion"},
    {"duel.brew.empty-bag",
     "A player whose bag is empty cannot draw: only the optional actions and "
     "the stop remain, and the stop is automatic when it is the only legal "
     "answer.",
     "DU-R13, DU-C14"},
    {"duel.turn.limit",
     "A brewing turn holds at most 200 decision points (a draw, a kept "
     "card, B3, a round-7 payment, or the stop); a record that needs more "
     "in one turn is refused. This guards against effects that could cycle "
     "without end.",
     "DU-X2 (our ruling); quacks-duel-data.md §8, closing note (pink I and "
     "III)"},

    /* Phase 2: the neck */
    {"duel.neck.place",
     "A coloured chip drawn goes to the lowest free space of the neck; no "
     "choice is recorded.",
     "rulebook, 2. Préparer la potion; DU-R25"},
    {"duel.neck.immediate",
     "A coloured chip whose book effect is immediate acts as soon as it is "
     "placed in the neck; a black chip always gives its gold.",
     "rulebook, 2. Préparer la potion"},
    {"duel.neck.full",
     "When the neck holds 3 chips the player draws no more this turn: the "
     "patient moves, the neck chips go to the bottom of the vial and the "
     "turn ends, but the potion is not finished.",
     "rulebook, Le goulot de ta fiole contient 3 jetons de couleur"},

    /* Phase 2: the white row and the vial */
    {"duel.white.first",
     "The first white of the round goes on the space of the row equal to its "
     "value, counted from the left.",
     "rulebook, 2. Préparer la potion (jetons blancs)"},
    {"duel.white.next",
     "Each later white goes as many spaces beyond the last occupied space as "
     "its value.",
     "rulebook, 2. Préparer la potion (jetons blancs)"},
    {"duel.white.gap",
     "The spaces a white jumps over stay empty: no white is ever placed "
     "behind the last occupied space.",
     "rulebook, 2. Préparer la potion (jetons blancs)"},
    {"duel.white.removed",
     "When a white leaves the row, the last white becomes the one on the "
     "highest space still occupied (none: the next white is placed as a "
     "first white), and later whites count from there.",
     "DU-R14"},
    {"duel.vial.mine",
     "A white that must go on a mined space makes the vial explode, unless "
     "the shield covers that space.",
     "rulebook, 2. Préparer la potion; Ta fiole explose"},
    {"duel.vial.overflow",
     "A white whose space would lie past the last space of the row explodes "
     "the vial as a mined space does; the shield never covers it and the "
     "white is not placed.",
     "DU-R28, DU-C9"},
    {"duel.vial.bonus",
     "A white placed on the bonus space gives at once the choice between "
     "advancing the stand 1 square and upgrading a black chip of the vial; "
     "only an alternative that can be carried out is offered, and the space "
     "acts every time a white lands on it.",
     "rulebook, 2. Préparer la potion; DU-R47, DU-C15"},

    /* Phase 2: explosion and stop */
    {"duel.explode.end",
     "After an explosion the neck chips go to the bottom, the turn and the "
     "potion end at once, and the patient does not move.",
     "rulebook, Ta fiole explose"},
    {"duel.explode.choice",
     "The exploding player either gives back half the gold they hold, "
     "rounded down, or pushes the patient that many steps; when that half is "
     "0 there is no choice.",
     "rulebook, Ta fiole explose; DU-R10"},
    {"duel.explode.push",
     "The explosion's push is a move of the opponent: the patient goes "
     "toward the opponent's stand, and any cure, retreat, guild bonus and "
     "leftover steps happen as if the opponent had moved it.",
     "rulebook, Ta fiole explose; DU-R11"},
    {"duel.explode.cancel",
     "Card C-K may cancel an explosion: the white that exploded goes back to "
     "the bag, the explosion never happened and the turn goes on.",
     "rulebook, Cartes à jouer (C-K); DU-R22"},
    {"duel.stop.finish",
     "A player who stops finishes the potion: the patient moves, the player "
     "takes no more turns this phase, and the chips stay in the vial.",
     "rulebook, Tu choisis de terminer ta potion"},

    /* Moving the patient */
    {"duel.patient.value",
     "A turn moves the patient by the total of the values in the neck plus "
     "the value of the row's last white (0 with an empty row), even if that "
     "white was drawn in an earlier turn.",
     "rulebook, Le goulot de ta fiole contient 3 jetons de couleur; DU-R27"},
    {"duel.patient.one-new-chip",
     "The patient moves at the end of a turn only if the player placed at "
     "least one new chip in the vial during that turn.",
     "rulebook, Déplacer le patient (remarque); DU-R24"},
    {"duel.patient.single",
     "There is never more than one patient on the path.",
     "rulebook, Déplacer le patient"},
    {"duel.patient.enter",
     "With no patient on the path, a move brings a new one out of the park; "
     "its first step is onto square 1 of the mover's half.",
     "rulebook, Déplacer le patient"},
    {"duel.patient.cure",
     "A patient who reaches the mover's stand is cured and belongs to that "
     "player.",
     "rulebook, Déplacer le patient"},
    {"duel.patient.leftover",
     "Steps left after a cure move a new patient out of the park; steps that "
     "would need a patient from an empty park are lost.",
     "rulebook, Déplacer le patient; DU-R12, DU-C1"},

    /* Stands */
    {"duel.stand.retreat-on-cure",
     "As soon as a patient reaches a stand, that stand retreats 2 squares, "
     "carrying the patient or patients on it.",
     "rulebook, Déplacer le patient"},
    {"duel.stand.advance",
     "A stand advances toward the park and retreats away from it.",
     "rulebook, Déplacer son stand"},
    {"duel.stand.limits",
     "A stand never leaves its own half: square 1 to the outermost square. "
     "Advancing, it halts next to an active patient on its half, neither "
     "landing on nor passing that patient. The squares of a move that would "
     "break these limits are lost, and moving a stand never cures anyone.",
     "DU-R15"},

    /* The guild house */
    {"duel.guild.place",
     "When the move is over, each cured patient goes to the curer's next "
     "free guild square, starting from the park side, in the order they "
     "arrived.",
     "rulebook, Déplacer le patient; DU-R33"},
    {"duel.guild.bonus",
     "Each guild square's bonus applies as its patient is placed: on G1 the "
     "opponent may upgrade a black chip of their vial, on G2 the curer must "
     "add a white 1-chip to their own bag, on G3 the opponent may take a 1- "
     "or 2-chip, neither white nor black, into their bag.",
     "rulebook, Déplacer le patient; DU-R23, DU-R34"},

    /* Phase 3: delayed effects */
    {"duel.effects.delayed",
     "A chip with a delayed effect does nothing when placed; it acts in "
     "phase 3, and only if it is still in the neck when the brewing ends.",
     "rulebook, 3. Effets; DU-R4"},
    {"duel.effects.order",
     "In phase 3 the tosser's delayed chips act first, in neck order, then "
     "the other player's; each effect is complete before the next begins.",
     "DU-R5"},

    /* Upgrades and the supply */
    {"duel.upgrade.ladder",
     "An upgrade swaps a chip for the next higher value of the same colour "
     "from the supply, in the same place; the new chip triggers no effect.",
     "rulebook, Augmenter la valeur des jetons; DU-R26"},
    {"duel.upgrade.black-only",
     "An upgrade shown in black may upgrade black chips only.",
     "rulebook, Augmenter la valeur des jetons"},
    {"duel.upgrade.forfeit",
     "An upgrade unit with no eligible chip (none of its kind in the zone, "
     "all at their top value, or the next value missing from the supply) is "
     "lost, with no substitute.",
     "DU-R2"},
    {"duel.supply.limit",
     "Chips are limited to those of the box: a chip the supply lacks cannot "
     "be taken, bought or given, and that unit is lost. Gold is unlimited.",
     "rulebook, 5. Acheter de nouveaux ingrédients; DU-R3"},

    /* The effect vocabulary: answers to an effect's choices */
    {"duel.effect.choice",
     "An either-or effect offers only the alternatives that can at least "
     "partly be carried out, a cost counting only if it can be paid in full; "
     "the branch is written only when both are offered.",
     "quacks-duel-data.md §1.2 (CHOICE); DU-C2, DU-C20"},
    {"duel.effect.take",
     "A chip taken from the supply is of the class and value the effect "
     "names and still in the supply, and, when the effect asks for different "
     "colours, of a colour it has not given yet; the receiver chooses the "
     "colour.",
     "quacks-duel-data.md §1.2 (TAKE); DU-C20"},
    {"duel.effect.return",
     "A chip returned to the bag is of the kind the effect names, from its "
     "zone (whites from the row, coloured chips from the bottom or the "
     "vial), and no more chips than it allows; the places of one return "
     "all name the vial before its first chip leaves, each chip once.",
     "quacks-duel-data.md §1.2 (RETURN); DU-X1, DU-C20, DU-C21"},
    {"duel.effect.remove",
     "A white 1-chip removed for the game comes from the bag while it holds "
     "one, otherwise from the white row, and goes back to the supply.",
     "quacks-duel-data.md §1.2 (REMOVE_W1); DU-R30, DU-C20"},
    {"duel.effect.draw-extra",
     "Extra draws happen only in the player's own brewing turn with a free "
     "neck space; the chips come from the bag, and at most one coloured chip "
     "among them may be placed in the neck.",
     "quacks-duel-data.md §1.2 (DRAW_EXTRA); DU-C7, DU-C20"},
    {"duel.effect.pay",
     "An optional effect, or a trade that pays a cost for an effect, is "
     "accepted or declined; it is offered only when it can be carried out, "
     "and a cost only when it can be paid in full.",
     "quacks-duel-data.md §1.2 (PAY); DU-C5, DU-C20"},

    /* Phase 4: the scale */
    {"duel.scale.offer",
     "The player who finished the potion first offers 0 to 5 markers, each "
     "with the face they choose: the upgrade of a black chip, or 1 gold.",
     "rulebook, 4. Régulation des échanges; DU-R6, DU-R7"},
    {"duel.scale.choose",
     "The other player takes either the pan with the top card or the pan "
     "with the markers; the offerer gets the pan that is left.",
     "rulebook, 4. Régulation des échanges"},
    {"duel.scale.collect",
     "The card's pan is resolved before the markers' pan, including whatever "
     "the card hands the other player; the markers' upgrades come before "
     "their gold.",
     "DU-R8, DU-C18"},

    /* Trade cards */
    {"duel.card.instant",
     "An instant card gives its reward at once and is then discarded.",
     "rulebook, Cartes à jouer"},
    {"duel.card.keep",
     "A keep card goes to its winner's hand and is used once, later, in its "
     "window (a decision point of the holder's own turn; C-K also at an "
     "explosion; C-G in a buying phase after a purchase), then discarded.",
     "rulebook, Cartes à jouer; DU-R29"},
    {"duel.card.fallback",
     "Card C-A gives its pictured chip; when the supply has none left, the "
     "winner may take gold equal to that chip's price in its colour's book "
     "in play instead.",
     "rulebook, Cartes à jouer (C-A)"},
    {"duel.card.round7",
     "The round-7 card is never traded: all through round 7 each player may, "
     "at the decision points of their own turn and as often as they like, "
     "pay 3 gold to move the patient 1 step; an explosion in round 7 also "
     "pushes the patient 7 steps toward the opponent.",
     "rulebook, Cartes à jouer (carte de la 7e manche); DU-R17, DU-R36"},

    /* Phase 5: buying */
    {"duel.buy.order",
     "The player who finished the potion first makes all their purchases, "
     "then the other player.",
     "rulebook, 5. Acheter de nouveaux ingrédients; DU-R18"},
    {"duel.buy.one-per-colour",
     "A player buys at most one chip of each colour a round; the second chip "
     "of card C-G is not a purchase.",
     "rulebook, 5. Acheter de nouveaux ingrédients"},
    {"duel.buy.not-for-sale",
     "White and black chips cannot be bought.",
     "rulebook, 5. Acheter de nouveaux ingrédients"},
    {"duel.buy.price",
     "A chip bought costs the price its colour's book in play gives for its "
     "value; the buyer holds that much gold and the supply holds the chip.",
     "rulebook, 5. Acheter de nouveaux ingrédients"},
    {"duel.buy.to-bottom",
     "Chips bought, and the second chip of card C-G, go to the bottom of the "
     "vial; they reach the bag at the end of the round.",
     "rulebook, 5. Acheter de nouveaux ingrédients; DU-C16"},
    {"duel.buy.carry-one-gold",
     "Once phase 5 is over a player holds 1 gold at most; any more goes back "
     "to the supply.",
     "rulebook, 5. Acheter de nouveaux ingrédients; DU-R19"},

    /* Phase 6 and the end of the game */
    {"duel.cleanup.return",
     "At the end of a round every chip of each player, in the bag, the vial "
     "or set aside, goes back into that player's bag; the stands and the "
     "patient stay where they are.",
     "rulebook, 6. Fin d'une manche"},
    {"duel.end.sixth",
     "The game ends the moment a player's sixth patient is placed in the "
     "guild house, in whatever phase; nothing further happens, not even that "
     "square's bonus.",
     "rulebook, Fin de la partie; DU-R32"},
    {"duel.end.winner",
     "The player with more patients in the guild house wins.",
     "rulebook, Fin de la partie"},
    {"duel.end.half",
     "With equal guild counts, the winner is the player whose half of the "
     "path holds the active patient.",
     "rulebook, Fin de la partie"},
    {"duel.end.drawoff",
     "With equal counts and no active patient, both players put all their "
     "chips in their bags and draw one at a time, together; the first to "
     "reach a total of 10 or more wins. Reaching it on the same draw, the "
     "higher total wins, and equal totals draw again.",
     "rulebook, Fin de la partie; DU-R16, DU-C13"},
    {"duel.state",
     "A <standing> states the state the rules give at the end of a round: "
     "each seat's gold, cured patients, stand, the patient's square, the "
     "number of chips in the bag and the kept cards; an <end> the patient's "
     "and the stand's squares after a turn.  Where one rule alone set the "
     "value (the carry-over after buying, the clean-up, a cure's leftover "
     "steps and retreat), a wrong value cites that rule instead.",
     "notation(5), THE DUEL; quacks-duel-data.md §3.7"},
    {"duel.result",
     "The <result> a record states must be the one the rules give.",
     "notation(5)"},

    /* Actions of a record (DU-C20) */
    {"duel.action.malformed",
     "Every answer of a record is spelled as notation(5) defines it for the "
     "Duel: chips as colour-value (red-2), chip addresses as neck:k, body:k "
     "or white:p, cards by number, coins by their id, faces B1 to B6.",
     "quacks-duel-data.md §1.1; DU-C20"},
    {"duel.action.unexpected",
     "A record writes an answer only where the rules ask a choice with two "
     "or more legal answers, in the order they ask; nothing may stand where "
     "no choice is due.",
     "quacks-duel-data.md §1.1; DU-C2, DU-C20"},
    {"duel.turn.not-your-turn",
     "An answer belongs to the seat the rules ask; an answer keyed by the "
     "other player's seat is refused.",
     "DU-C20"},
    {"duel.draw.not-in-bag",
     "Every chip drawn (in a brewing turn, an extra draw or the draw-off) is "
     "in that player's bag at that moment.",
     "DU-R20, DU-C20"},
    {"duel.chip.unknown",
     "A chip a record names is a colour and value of the data set in play.",
     "DU-C20"},

#include "rules_data.inc"
};

const size_t du_nrules = sizeof du_rules / sizeof du_rules[0];

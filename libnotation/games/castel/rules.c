/* The catalogue of Castel's rules: every check the engine makes has an id
 * here, with what it requires and where that comes from.  "Rulebook"
 * is the French rulebook (../shared/rules/seeds/003_...txt), by section;
 * castel.md is ../shared/rules/castel.md; D-n are its rulings. */
#include "castel.h"

#define RB "rulebook"

const nt_rule castel_rules[] = {
    /* Setup and deal */
    {"castel.setup.players", "Castel is played by 2 to 5 players.",
     RB ", title; castel.md §1"},
    {"castel.setup.seats",
     "Seats are numbered 1 to N in turn order; seat 1 sits left of the "
     "dealer and plays first; seats 1-5 use black, beige, red, green and "
     "violet pawns.",
     RB ", LE TOUR DE JEU; DISTRIBUTION INITIALE; D-59"},
    {"castel.setup.turn-limit",
     "The optional turn limit (a safety cap, default 1000 turns) is a whole "
     "number from 1 to 100000.",
     "D-46"},
    {"castel.deal.card",
     "Every card dealt comes from what is left of the 56-card deck "
     "(13 soldats, 5 engins de siege, 4 chevaliers, every other card once); "
     "with 2 players the fou and the bouffon are removed first.",
     RB ", DISTRIBUTION INITIALE; castel.md §2; D-1, D-58"},
    {"castel.deal.size",
     "Each hand and each pile holds the number of cards of the deal table: "
     "2 players 9 and 13, 3 players 7 and 8, 4 players 5 and 6, 5 players "
     "5 and 4.",
     RB ", DISTRIBUTION INITIALE (table)"},
    {"castel.deal.order",
     "The deal lists the hands seat by seat, then the piles seat by seat "
     "(top card first).",
     "notation(5)"},
    {"castel.deal.exchange",
     "The cards left after the deal form the exchange, face up.",
     RB ", DISTRIBUTION INITIALE"},

    /* Turns and actions */
    {"castel.turn.order",
     "Players take turns clockwise, starting with seat 1.",
     RB ", LE TOUR DE JEU"},
    {"castel.turn.actions",
     "A turn is two actions, each a draw, an exchange or a placement; the "
     "same action may be taken twice.",
     RB ", LE TOUR DE JEU"},
    {"castel.turn.extra",
     "A turn has no more actions than two, or three after the marchand.",
     RB ", LE TOUR DE JEU; Marchand; D-22"},
    {"castel.turn.three-actions",
     "A turn never has more than three actions: a marchand placed a second "
     "time in the same turn replaces pawns but gives no further action.",
     RB ", Marchand; D-74"},
    {"castel.turn.no-action",
     "A player who can take no legal action loses the rest of his turn.",
     "D-48"},
    {"castel.draw.empty", "A player draws from his own pile, which must not "
                          "be empty.",
     RB ", LE TOUR DE JEU"},
    {"castel.draw.card",
     "The card drawn is the top card of the player's pile.",
     RB ", LE TOUR DE JEU"},
    {"castel.exchange.give",
     "An exchange gives a card from the player's hand; it needs a card in "
     "hand and a card in the exchange.",
     RB ", LE TOUR DE JEU; D-60, D-64"},
    {"castel.exchange.take",
     "An exchange takes a card that is in the exchange.",
     RB ", LE TOUR DE JEU; D-60"},
    {"castel.place.card",
     "A placement puts a card from the player's hand into play; the card "
     "needs a legal spot.",
     RB ", Placement"},
    {"castel.place.pawn",
     "Every card placed from hand receives one of the player's pawns; with "
     "no pawn left he cannot place.",
     RB ", Placement; D-47"},
    {"castel.place.zone",
     "Each card arrives in its zone: courtyard (red banner), rampart "
     "(orange), tower (blue), outside the walls (green) or on another card "
     "(violet, the chevaliers).",
     RB ", Placement"},
    {"castel.place.occupied",
     "A square holds one card, chevaliers apart.", RB ", Placement"},

    /* Requirements */
    {"castel.ambassadeur.place",
     "The ambassadeur goes on the last free courtyard square only.",
     RB ", cour: Ambassadeur; D-53"},
    {"castel.conseiller-du-roi.place",
     "The conseiller du roi goes next to the roi; while the roi is not in "
     "the courtyard, next to the prince.",
     RB ", cour: Conseiller du roi, Prince; D-24"},
    {"castel.dame-de-compagnie.place",
     "The dame de compagnie goes next to the reine or the princesse.",
     RB ", Placement (example); cour: Dame de compagnie"},
    {"castel.favorite.place",
     "The favorite cannot be placed while the reine is in the courtyard.",
     RB ", cour: Favorite; D-52"},
    {"castel.prince-charmant.place",
     "If the princesse is in the courtyard, the prince charmant goes next "
     "to her.",
     RB ", cour: Prince charmant"},
    {"castel.reine.place",
     "If the roi is in the courtyard, the reine goes next to him.",
     RB ", cour: Reine"},
    {"castel.fantome.place",
     "The fantome goes on an occupied tower whose card can be sent back.",
     RB ", tours: Fantome; D-27"},
    {"castel.engin-de-siege.place",
     "An engin de siege faces a rampart (north, east, south or west), one "
     "engine per rampart.",
     RB ", Soldats et engins de siege"},
    {"castel.chevalier.place",
     "A chevalier goes on top of a card in play, in the castle or outside; "
     "a chevalier on a chevalier is allowed.",
     RB ", La protection; D-5"},

    /* Effects */
    {"castel.effect",
     "An effect is applied whenever it can be, even against its player; "
     "every choice it asks must be made.",
     RB ", Placement (effets); castel.md §9"},
    {"castel.ambassadeur.effect",
     "The ambassadeur has no effect on arrival and is always protected.",
     RB ", cour: Ambassadeur"},
    {"castel.assassin.effect",
     "The assassin removes for good one card next to him, other than the "
     "roi.",
     RB ", cour: Assassin; D-33"},
    {"castel.baladin.effect",
     "The baladin swaps two unprotected cards on courtyard squares next to "
     "him.",
     RB ", cour: Baladin; D-10"},
    {"castel.bouffon.effect",
     "Every player with cards passes one card of his choice to his left "
     "neighbour, all at once.",
     RB ", cour: Bouffon; D-37, D-66"},
    {"castel.chevalier-noir.effect",
     "The chevalier noir sends back a chevalier next to him.",
     RB ", cour: Chevalier noir; D-4"},
    {"castel.conseiller-du-roi.effect",
     "The conseiller du roi puts an exchange card into play, without a "
     "pawn, where it could legally go; its effect works for his player.",
     RB ", cour: Conseiller du roi; D-21"},
    {"castel.courtisan.effect",
     "The courtisan sends back a card next to him.",
     RB ", cour: Courtisan; D-39"},
    {"castel.courtisane.effect",
     "The courtisane takes a random card from another player's hand, and "
     "her player gives one of his cards in return.",
     RB ", cour: Courtisane; D-36, D-68"},
    {"castel.dame-de-compagnie.effect",
     "The dame de compagnie sends back a masculine card from a courtyard "
     "square next to her.",
     RB ", cour: Dame de compagnie; D-8, D-19"},
    {"castel.espion.effect",
     "The espion deals out anew, as his player likes, the pawns of the "
     "cards next to him.",
     RB ", cour: Espion; D-11"},
    {"castel.favorite.effect",
     "The favorite moves the roi to any free courtyard square and moves a "
     "chevalier onto another card, in the order her player picks.",
     RB ", cour: Favorite; D-51, D-69"},
    {"castel.fou.effect",
     "Every player draws a random card from the hand of his right "
     "neighbour, all at once.",
     RB ", cour: Fou; D-38, D-67"},
    {"castel.intriguant.effect",
     "The intriguant swaps the pawns of two other cards in play.",
     RB ", cour: Intriguant; D-12, D-65"},
    {"castel.marchand.effect",
     "The marchand gives a third action this turn and replaces up to three "
     "pawns of other players with his player's own.",
     RB ", cour: Marchand; D-22, D-70"},
    {"castel.prince.effect",
     "The prince has no effect on arrival; while the roi is away from the "
     "courtyard, the conseiller du roi may stand next to him.",
     RB ", cour: Prince; D-24"},
    {"castel.pretre.effect",
     "The pretre protects the cards next to him that carry a pawn of his "
     "colour.",
     RB ", cour: Pretre; La protection; D-15, D-71"},
    {"castel.prince-charmant.effect",
     "The prince charmant moves a feminine card within its zone.",
     RB ", cour: Prince charmant; D-8, D-50"},
    {"castel.princesse.effect", "The princesse moves a chevalier onto another "
                                "card.",
     RB ", cour: Princesse; D-4, D-6"},
    {"castel.reine.effect",
     "The reine sends back any other card from the courtyard.",
     RB ", cour: Reine; D-18"},
    {"castel.roi.effect",
     "The roi sends back any other card from the castle; then, if the "
     "favorite is in the courtyard, the owner of her pawn sends back one "
     "too.",
     RB ", cour: Roi; D-17, D-43"},
    {"castel.voleur.effect",
     "The voleur removes the pawn of a card next to him; sent back later "
     "without a pawn, that card goes to the exchange.",
     RB ", cour: Voleur; D-13, D-14"},
    {"castel.barbare.effect",
     "The barbare sends back one card from a tower or a rampart.",
     RB ", hors les murs: Barbare; D-40"},
    {"castel.dragon.effect",
     "The dragon sends back a card outside the walls, then a card from a "
     "tower or a rampart.",
     RB ", hors les murs: Dragon; D-41, D-43"},
    {"castel.enchanteur.effect",
     "The enchanteur sends back the card placed last before him, if it is "
     "still in play and unprotected.",
     RB ", hors les murs: Enchanteur; D-20, D-54, D-72"},
    {"castel.engin-de-siege.effect",
     "When a fourth engin de siege stands round the castle, every "
     "unprotected soldier on the ramparts goes back at once.",
     RB ", Soldats et engins de siege; D-30, D-56"},
    {"castel.fee.effect",
     "The fee draws a card out of the castle to outside the walls; it keeps "
     "its pawn.",
     RB ", hors les murs: Fee; Deplacement; D-25"},
    {"castel.heraut.effect",
     "While the heraut is in play, a player holding the roi who can place "
     "him must do so with his next action.",
     RB ", hors les murs: Heraut; D-23, D-49, D-73"},
    {"castel.capitaine.effect",
     "The capitaine is a soldier and protects the other soldiers on his "
     "rampart.",
     RB ", remparts: Capitaine; D-16"},
    {"castel.soldat.effect",
     "A soldat's only effect is the full-rampart rule.",
     RB ", remparts: Soldat"},
    {"castel.traitre.effect",
     "The traitre is a soldier; he sends back a card from a courtyard square "
     "next to him.",
     RB ", remparts: Traitre; D-42"},
    {"castel.alchimiste.effect",
     "The alchimiste swaps two cards of his player's hand (fewer if fewer "
     "are there) for as many exchange cards, all at once.",
     RB ", tours: Alchimiste; D-34"},
    {"castel.archer.effect", "The archer sends back a card outside the "
                             "walls.",
     RB ", tours: Archer; D-41"},
    {"castel.fantome.effect",
     "The fantome sends back the tower card whose place it takes.",
     RB ", tours: Fantome; D-27"},
    {"castel.guetteur.effect",
     "The guetteur moves a soldier to another free rampart square.",
     RB ", tours: Guetteur; Deplacement; D-28"},
    {"castel.magicien.effect",
     "The magicien sends any other card in play to the exchange.",
     RB ", tours: Magicien; D-32"},
    {"castel.sorciere.effect",
     "The sorciere gives an exchange card to the player of her player's "
     "choice, himself included.",
     RB ", tours: Sorciere; D-35"},
    {"castel.chevalier.effect",
     "A chevalier protects the card it lies on.",
     RB ", La protection"},

    /* Standing rules */
    {"castel.protect.chevalier",
     "A card under a chevalier cannot be sent back, moved or killed; its "
     "pawn can still change.",
     RB ", La protection; D-7"},
    {"castel.protect.pretre",
     "A card next to the pretre with a pawn of his colour cannot be sent "
     "back, moved or killed.",
     RB ", La protection; cour: Pretre; D-15"},
    {"castel.protect.capitaine",
     "Soldats and the traitre on the capitaine's rampart cannot be sent "
     "back, moved or killed.",
     RB ", La protection; remparts: Capitaine; D-16"},
    {"castel.protect.ambassadeur",
     "The ambassadeur can never be sent back, moved or killed.",
     RB ", La protection"},
    {"castel.move.zone",
     "A card moved stays in its zone (the fee excepted); moving it fires "
     "no effect and ignores its requirements.",
     RB ", Deplacement"},
    {"castel.rampart.full",
     "When a soldier fills the fourth square of a rampart, the engin de "
     "siege facing it goes back.",
     RB ", Soldats et engins de siege; D-28, D-29"},
    {"castel.state.card",
     "An effect's element may name the card it acts on; it must be the "
     "card there.",
     "notation(5)"},
    {"castel.state.hand",
     "A hand asserted after a turn, or between two actions of a turn, "
     "holds exactly the cards the rules give.",
     "notation(5)"},
    {"castel.state.exchange",
     "An exchange asserted after a turn, or between two actions of a turn, "
     "holds exactly the cards the rules give.",
     "notation(5)"},

    /* End */
    {"castel.end.win",
     "A player wins when, after the effect of the card he placed, he has no "
     "card in hand or pile; others left without cards are checked next, in "
     "turn order.",
     RB ", FIN DU JEU; D-45, D-70"},
    {"castel.end.over", "Nothing follows the end of the game.",
     RB ", FIN DU JEU"},
    {"castel.end.dead",
     "The game is blocked when no pile is left and no card in any hand or "
     "the exchange can ever be placed.",
     RB ", FIN DU JEU (blocage); D-46"},
    {"castel.end.stall",
     "The game is blocked when a whole round passes without a card drawn "
     "or placed.",
     "D-46"},
    {"castel.end.limit",
     "The game counts as blocked when it reaches its turn limit.",
     "D-46"},
    {"castel.end.blocked",
     "After a blockage the player with the fewest cards wins; tied players "
     "share the win.",
     RB ", FIN DU JEU; D-62"},
    {"castel.end.unfinished",
     "A record may stop with <unfinished/> before a turn or between two "
     "actions of a turn (an adjourned or disputed game); nothing follows "
     "it, and the game has no result.",
     "notation(5)"},
    {"castel.end.result",
     "A result asserted by the record is the one the rules give.",
     "notation(5)"},

    /* A game begun from a position (notation(5): <position>) */
    {"castel.position.order",
     "A position lists the cards in play (<square>, then <outside>), a "
     "<hand> and a <pile> for every seat in seat order, the "
     "<exchange-cards>, the cards <killed> and the <pawns> left, in this "
     "order.",
     "notation(5); D-75"},
    {"castel.position.turn",
     "A position's turn is within the turn limit; at most two of its "
     "actions are taken, or three once the marchand gave a third; a card is "
     "drawn or placed in it only after an action; fewer turns in a row "
     "went by without either than there are players.",
     RB ", LE TOUR DE JEU; Marchand; D-22, D-46, D-75"},
    {"castel.position.square",
     "In a position each card stands where the rules can put it: a card of "
     "the courtyard, the ramparts or the towers on a square of its zone, "
     "one to a square; an engin de siege facing a side, one to a side; any "
     "other card outside the walls in a stack of its own; a chevalier on "
     "another card.",
     RB ", LES CARTES (banners); D-5, D-25, D-26, D-77"},
    {"castel.position.cards",
     "Every card of the game is somewhere in a position, once: in play, in "
     "a hand or a pile, in the exchange or killed (56 cards, 54 with 2 "
     "players).",
     RB ", MATERIEL; castel.md §2; D-1, D-58, D-75"},
    {"castel.position.pile",
     "A pile in a position holds at most the cards dealt to it: piles "
     "never grow.",
     RB ", DISTRIBUTION INITIALE; LE TOUR DE JEU"},
    {"castel.position.pawns",
     "A seat has at most its box's pawns on cards; the pawns left, when "
     "stated, are the box's less those.",
     "D-47, D-75"},
    {"castel.position.over",
     "A position where a player has no card in hand or pile is over: that "
     "player has won.",
     RB ", FIN DU JEU; D-45, D-76"},
    {"castel.position.last",
     "The last card placed, when a position names it, is a card in play.",
     "D-72, D-75"},

    /* Rulings (castel.md §12-13) */
    {"castel.ruling.D-1", "There are 13 soldats; every card is single but "
                          "5 engins, 4 chevaliers and 13 soldats.",
     "castel.md D-1"},
    {"castel.ruling.D-2", "The castle is a 6x6 grid: corner towers, four "
                          "ramparts of 4 squares, a 4x4 courtyard.",
     "castel.md D-2"},
    {"castel.ruling.D-3", "Rampart squares touching across a tower are "
                          "adjacent, but no rule ever asks.",
     "castel.md D-3"},
    {"castel.ruling.D-4", "\"Chevalier\" in card texts means the four violet "
                          "chevaliers, not the chevalier noir.",
     "castel.md D-4"},
    {"castel.ruling.D-5", "A chevalier goes on top of any stack in play, in "
                          "the castle or outside.",
     "castel.md D-5"},
    {"castel.ruling.D-6", "A moved chevalier goes on top of any other stack "
                          "in play.",
     "castel.md D-6"},
    {"castel.ruling.D-7", "Only the top card of a stack may be sent back, "
                          "moved or killed.",
     "castel.md D-7"},
    {"castel.ruling.D-8", "Feminine: reine, princesse, favorite, dame de "
                          "compagnie, courtisane, sorciere, fee; no gender: "
                          "engin de siege, dragon; masculine: the rest.",
     "castel.md D-8"},
    {"castel.ruling.D-9", "Every card but the engin de siege is a character.",
     "castel.md D-9"},
    {"castel.ruling.D-10", "The baladin swaps two unprotected cards on "
                           "courtyard squares next to him; it needs two.",
     "castel.md D-10"},
    {"castel.ruling.D-11", "The espion reassigns any way he likes the pawn "
                           "states (no pawn included) of all cards next to "
                           "him.",
     "castel.md D-11"},
    {"castel.ruling.D-12", "The intriguant swaps the pawn states of any two "
                           "other cards in play, pawnless ones included.",
     "castel.md D-12"},
    {"castel.ruling.D-13", "The voleur takes the pawn of any card next to "
                           "him, protected or not, his own pawn included.",
     "castel.md D-13"},
    {"castel.ruling.D-14", "Where a card goes when sent back depends on its "
                           "pawn at that moment.",
     "castel.md D-14"},
    {"castel.ruling.D-15", "The pretre's protection is continuous, follows "
                           "current pawns, covers knights next to him, needs "
                           "both pawns and not himself.",
     "castel.md D-15"},
    {"castel.ruling.D-16", "The capitaine protects soldats and the traitre "
                           "on his side, not himself and not knights.",
     "castel.md D-16"},
    {"castel.ruling.D-17", "The favorite's send-back comes after the roi's, "
                           "chosen by her pawn's owner; none without a pawn.",
     "castel.md D-17"},
    {"castel.ruling.D-18", "The reine's target is in the courtyard.",
     "castel.md D-18"},
    {"castel.ruling.D-19", "The dame de compagnie's target is on a "
                           "courtyard square next to her.",
     "castel.md D-19"},
    {"castel.ruling.D-20", "The enchanteur targets the card placed most "
                           "recently before him, or nothing.",
     "castel.md D-20"},
    {"castel.ruling.D-21", "The conseiller's card is placed legally, without "
                           "a pawn, and counts as a placement.",
     "castel.md D-21"},
    {"castel.ruling.D-22", "The marchand's third action is this turn's; his "
                           "three replacements are immediate and mandatory "
                           "as far as possible.",
     "castel.md D-22"},
    {"castel.ruling.D-23", "Before each action: with the heraut in play and "
                           "the roi in hand and placeable, the action must "
                           "place the roi.",
     "castel.md D-23"},
    {"castel.ruling.D-24", "The prince's rule is static and concerns only "
                           "the conseiller du roi.",
     "castel.md D-24"},
    {"castel.ruling.D-25", "The fee draws out any unprotected non-knight "
                           "castle card; it keeps its pawn.",
     "castel.md D-25"},
    {"castel.ruling.D-26", "Cards outside the walls never move.",
     "castel.md D-26"},
    {"castel.ruling.D-27", "The fantome needs an occupied tower whose card "
                           "can be sent back.",
     "castel.md D-27"},
    {"castel.ruling.D-28", "The guetteur's destination may be any rampart; "
                           "the engine goes back only when that side fills.",
     "castel.md D-28"},
    {"castel.ruling.D-29", "Any soldier placed that fills a side fires the "
                           "full-rampart rule.",
     "castel.md D-29"},
    {"castel.ruling.D-30", "The fourth engine rule fires each time engines "
                           "in play become 4; removals are simultaneous.",
     "castel.md D-30"},
    {"castel.ruling.D-31", "An effect never targets its own card.",
     "castel.md D-31"},
    {"castel.ruling.D-32", "The magicien sends any unprotected card in play "
                           "to the exchange, pawn or not.",
     "castel.md D-32"},
    {"castel.ruling.D-33", "The assassin's victim leaves the game for good.",
     "castel.md D-33"},
    {"castel.ruling.D-34", "The alchimiste swaps min(2, hand, exchange) "
                           "cards at once.",
     "castel.md D-34"},
    {"castel.ruling.D-35", "The sorciere's player chooses the card and the "
                           "recipient, himself included.",
     "castel.md D-35"},
    {"castel.ruling.D-36", "The courtisane needs a card in hand and another "
                           "player with cards.",
     "castel.md D-36"},
    {"castel.ruling.D-37", "For the bouffon each player chooses his own "
                           "card; left is the next player.",
     "castel.md D-37"},
    {"castel.ruling.D-38", "The fou takes from hands, from a snapshot of all "
                           "hands.",
     "castel.md D-38"},
    {"castel.ruling.D-39", "The courtisan's target may be in any zone.",
     "castel.md D-39"},
    {"castel.ruling.D-40", "The barbare sends back exactly one card, from a "
                           "tower or a rampart.",
     "castel.md D-40"},
    {"castel.ruling.D-41", "A chevalier on a card outside counts as "
                           "outside.",
     "castel.md D-41"},
    {"castel.ruling.D-42", "The traitre: full-rampart rule first, then his "
                           "send-back.",
     "castel.md D-42"},
    {"castel.ruling.D-43", "Two-part effects run in a fixed order (roi, "
                           "dragon); the favorite's player picks hers.",
     "castel.md D-43"},
    {"castel.ruling.D-44", "A chevalier is in its host's zone and square for "
                           "every purpose.",
     "castel.md D-44"},
    {"castel.ruling.D-45", "Players left without cards by another's effect "
                           "win when checked after the active player.",
     "castel.md D-45"},
    {"castel.ruling.D-46", "Blockage: dead position or a round without a "
                           "draw or placement; an optional turn cap.",
     "castel.md D-46"},
    {"castel.ruling.D-47", "Pawn supplies are limited to 30/30/22/18/15 and "
                           "refilled when pawns come back.",
     "castel.md D-47"},
    {"castel.ruling.D-48", "With no legal action, the rest of the turn is "
                           "lost.",
     "castel.md D-48"},
    {"castel.ruling.D-49", "The heraut constrains from the next action on, "
                           "even in the turn he arrives.",
     "castel.md D-49"},
    {"castel.ruling.D-50", "The prince charmant moves an unprotected "
                           "feminine castle card that has somewhere to go.",
     "castel.md D-50"},
    {"castel.ruling.D-51", "The favorite moves the roi to any free courtyard "
                           "square; each part independent.",
     "castel.md D-51"},
    {"castel.ruling.D-52", "\"At court\" means on a courtyard square.",
     "castel.md D-52"},
    {"castel.ruling.D-53", "The ambassadeur needs exactly one free courtyard "
                           "square.",
     "castel.md D-53"},
    {"castel.ruling.D-54", "Every card entering play becomes the last "
                           "placed; moves do not.",
     "castel.md D-54"},
    {"castel.ruling.D-55", "A card with a chevalier on it never leaves.",
     "castel.md D-55"},
    {"castel.ruling.D-56", "The fourth engine leaves chevaliers and the "
                           "soldiers under them.",
     "castel.md D-56"},
    {"castel.ruling.D-57", "A chevalier may lie on the ambassadeur or on a "
                           "protected card.",
     "castel.md D-57"},
    {"castel.ruling.D-58", "With two players the fou and the bouffon are "
                           "removed (54 cards).",
     "castel.md D-58"},
    {"castel.ruling.D-59", "Seats 1-5 take black, beige, red, green, violet.",
     "castel.md D-59"},
    {"castel.ruling.D-60", "The exchange is an unordered public set of any "
                           "size; exchanging needs it non-empty.",
     "castel.md D-60"},
    {"castel.ruling.D-61", "Hands are private, piles unknown; random cards "
                           "come from hidden hands.",
     "castel.md D-61"},
    {"castel.ruling.D-62", "Tied players after a blockage all win.",
     "castel.md D-62"},
    {"castel.ruling.D-63", "The \"more cards than squares\" sentence is "
                           "descriptive and ignored.",
     "castel.md D-63"},
    {"castel.ruling.D-64", "Exchanging a card for an identical one is legal "
                           "and is no progress.",
     "castel.md D-64"},
    {"castel.ruling.D-65", "Swapping equal pawns is legal.", "castel.md D-65"},
    {"castel.ruling.D-66", "Bouffon: each player with cards picks one in "
                           "secret; all pass left at once.",
     "castel.md D-66"},
    {"castel.ruling.D-67", "Fou: each draws at random from the right hand "
                           "as it stood; all move at once.",
     "castel.md D-67"},
    {"castel.ruling.D-68", "Courtisane: the random card is taken first, then "
                           "one of the player's own cards is given.",
     "castel.md D-68"},
    {"castel.ruling.D-69", "Favorite: her player picks the order by making "
                           "one move first; an impossible part is skipped.",
     "castel.md D-69"},
    {"castel.ruling.D-70", "Marchand as last card: his replacements happen, "
                           "then the player wins.",
     "castel.md D-70"},
    {"castel.ruling.D-71", "A chevalier on the pretre is on his square, not "
                           "next to him: not protected by him.",
     "castel.md D-71"},
    {"castel.ruling.D-72", "The enchanteur's card is an instance: gone and "
                           "back is new, moved is the same.",
     "castel.md D-72"},
    {"castel.ruling.D-73", "A player with no pawn left cannot place the roi, "
                           "so the heraut does not force him.",
     "castel.md D-73"},
    {"castel.ruling.D-74", "A turn has at most three actions; a marchand "
                           "placed twice in a turn gives no fourth.",
     "castel.md D-74"},
    {"castel.ruling.D-75", "A position states the turn, the cards in play, "
                           "hands, piles, exchange, killed cards and the last "
                           "card placed; supplies follow from D-47.",
     "libnotation"},
    {"castel.ruling.D-76", "No position shows a player without cards: he "
                           "has won.",
     "libnotation"},
    {"castel.ruling.D-77", "In a position a card stands in its own zone, a "
                           "chevalier on a card, a card outside only as the "
                           "fee drew it.",
     "libnotation"},
};

const size_t castel_nrules = sizeof castel_rules / sizeof castel_rules[0];

/* Castel's rulings in full: for each point the rulebook leaves open, the
 * question, the reading we chose and why, in our own words, so that
 * `notation rules castel D-22` answers an umpire without castel.md.
 * Source of each: ../shared/rules/castel.md (D-1 ... D-74); D-75 ... D-77,
 * for games begun from a position, are libnotation's own. */
#include "castel.h"

const nt_ruling castel_rulings[] = {
    {"D-1",
     "How many soldats does the deck hold? The rulebook's card list never "
     "gives their number.",
     "13 soldats. Every other kind of card is single, except the engin de "
     "siege (5 copies) and the chevalier (4 copies): 56 cards in all.",
     "Taking the 34 single cards, the 5 engines and the 4 chevaliers from "
     "56 leaves exactly 13. Secondary sources say only the engines and the "
     "soldiers repeat (besides the four chevaliers the rules mention), and "
     "a fan's inventory of a real box lists 13 soldats."},
    {"D-2",
     "What does the castle look like? The plan picture is missing from the "
     "text.",
     "A grid of 6 by 6 squares: the four corner squares are towers, the four "
     "squares between two towers on each side form a rampart, and the inner "
     "4 by 4 block is the courtyard. Squares are neighbours when they share "
     "a side or a corner, whatever their zones.",
     "This grid reproduces the rulebook's own example (a corner square of "
     "the courtyard touches 1 tower, 4 rampart and 3 courtyard squares), "
     "gives 16 courtyard squares, 4 towers and ramparts on which a fourth "
     "soldier is the last one, and matches the printed plan and published "
     "reviews."},
    {"D-3",
     "Two rampart squares that meet at the corner of a tower touch "
     "diagonally: are they neighbours?",
     "Yes, they share a corner and so are adjacent; but no effect ever asks "
     "whether two rampart or tower squares are neighbours, so the answer "
     "never decides a play.",
     "The rulebook's definition of neighbours (a side or a corner in "
     "common, even across zones) covers them. Effects only look at the "
     "squares next to their own card, and the cards that do so are "
     "courtyard cards and the traitre, who only looks at courtyard squares."},
    {"D-4",
     "When a card text speaks of a chevalier (princesse, favorite, chevalier "
     "noir), does the chevalier noir count as one?",
     "No. Only the four violet chevalier cards, the ones laid on other "
     "cards, are meant.",
     "The rulebook calls those four cards \"the knights\" and gives them a "
     "banner of their own; the chevalier noir is an ordinary courtyard "
     "character."},
    {"D-5",
     "Where exactly may a chevalier be placed?",
     "On top of any stack in play, in the castle or outside the walls (an "
     "engin de siege included). On a stack that already carries chevaliers "
     "it goes on the topmost one.",
     "The text only says that a chevalier goes on another card and "
     "expressly allows a chevalier on a chevalier; a card laid on a pile "
     "physically lands on its top."},
    {"D-6",
     "When the princesse or the favorite moves a chevalier, which chevalier "
     "may move and where to?",
     "Only a chevalier on top of its stack and not otherwise protected. It "
     "goes on top of any other stack in play, in the castle or outside.",
     "A chevalier's zone is \"on a card\", so staying in its zone means "
     "landing on another card; a chevalier with another one on top of it is "
     "protected like any covered card."},
    {"D-7",
     "In a stack of a card and chevaliers, which card may be sent back, "
     "moved or killed?",
     "Only the top card of the stack, and only if nothing else protects it.",
     "Each chevalier protects the card it lies on, and the rulebook says "
     "the protecting chevalier has to be removed first."},
    {"D-8",
     "Which cards are feminine and which masculine, for the dame de "
     "compagnie and the prince charmant?",
     "Feminine: reine, princesse, favorite, dame de compagnie, courtisane, "
     "sorciere and fee. No gender: engin de siege and dragon. Every other "
     "card, the chevalier included, is masculine.",
     "We follow the grammatical gender of each printed name and the art. "
     "Only courtyard cards, the sorciere and chevaliers can ever be the "
     "target of those two effects, so the doubtful cards never matter."},
    {"D-9",
     "Which cards are \"personnages\" (characters)?",
     "Every card except the engin de siege.",
     "The rulebook says the cards show characters and siege engines, which "
     "sets the engines apart and nothing else."},
    {"D-10",
     "What does the baladin swap, and how many cards does he need?",
     "The squares of exactly two cards, each on a courtyard square next to "
     "the baladin and unprotected (so with no chevalier on it); each keeps "
     "its pawn. With fewer than two such cards he does nothing.",
     "\"Intervertir\" means exchanging two things; \"voisines\" on a card "
     "always means next to that card; and a swap moves both cards, which "
     "protection forbids."},
    {"D-11",
     "What may the espion do with the pawns of the cards next to him?",
     "He gathers the pawn states (a colour, or no pawn) of every card on the "
     "squares next to him, chevaliers included and in any zone, and deals "
     "them out again among those same cards as he likes; leaving them as "
     "they were is allowed. He is not one of those cards, and with fewer "
     "than two of them nothing happens.",
     "The card lets him rearrange the pawns as he wishes, and protection "
     "never shields a pawn."},
    {"D-12",
     "Between which two cards may the intriguant swap pawns?",
     "Any two cards in play other than the intriguant himself, anywhere, "
     "chevaliers included and protected or not. One or both may be pawnless: "
     "then the pawn, if any, simply changes card.",
     "The card sets no limit of place, and the pawn of a protected card may "
     "change; with a pawnless card, moving the single pawn is the only "
     "sensible meaning of a swap."},
    {"D-13",
     "Which pawn may the voleur take away?",
     "The pawn of any card, at any level of its stack, on a square next to "
     "the voleur: a protected card too, and one of his own player's pawns "
     "too. The pawn returns to its owner's supply.",
     "The rulebook says the pawn of a protected card can be removed, and "
     "the card does not limit itself to other players' pawns; a published "
     "play report shows a player removing his own."},
    {"D-14",
     "A card sent back goes to the hand of its pawn's owner, or to the "
     "exchange if it has no pawn: which pawn counts?",
     "The pawn on the card at the moment it is sent back. A card the voleur "
     "stripped goes to the exchange only if it is still pawnless then; if "
     "the espion or the intriguant has since given it a pawn, it goes to "
     "that pawn's owner.",
     "The general send-back rule already sends a pawnless card to the "
     "exchange; the voleur's sentence restates that rule and leaves no "
     "lasting mark on the card."},
    {"D-15",
     "What exactly does the pretre protect, and when?",
     "At every moment, each card on a castle square next to the pretre's "
     "square (in any zone, chevaliers included) whose pawn has the colour of "
     "the pretre's pawn. A pretre without a pawn protects nothing, a card "
     "without a pawn is never protected by him, he does not protect himself, "
     "and a pretre drawn outside the walls protects nothing.",
     "The card asks for a pawn of the same colour on a neighbouring card, "
     "so both pawns must exist; protection is one of the few effects the "
     "rulebook makes continuous, and it follows the pawns as they are now."},
    {"D-16",
     "Whom does the capitaine protect?",
     "The soldats and the traitre standing on the same rampart side as he "
     "does, for as long as he is there; not himself, and not chevaliers "
     "lying on those soldiers.",
     "The card protects the other soldiers of his rampart, and the "
     "rulebook's siege example sends the capitaine back while the soldiers "
     "he protects stay."},
    {"D-17",
     "The roi arrives while the favorite is at court: who sends back the "
     "second card, which card, and when?",
     "First the roi's player sends back a card. Then, if the favorite is "
     "still at court and carries a pawn, the owner of that pawn sends back "
     "any card in the castle other than the roi (the favorite herself "
     "allowed). If she has no pawn, or has just been sent back, there is no "
     "second send-back.",
     "The text names the player with a pawn on the favorite as the chooser "
     "and says he sends back a card \"also\", which ties his send-back to "
     "the roi's and places it after it, in the order of the sentence."},
    {"D-18",
     "Where may the reine's target stand?",
     "On a courtyard square: any card there that can be sent back, a "
     "chevalier lying on a courtyard card included, other than the reine "
     "herself.",
     "Her text sends a card back \"from the court\"."},
    {"D-19",
     "Where may the dame de compagnie's target stand?",
     "On a courtyard square next to her, and it must be masculine; cards on "
     "neighbouring rampart or tower squares do not qualify.",
     "Her text sends back \"from the court\" a male character on a "
     "neighbouring square."},
    {"D-20",
     "Which card is \"the last card placed\" that the enchanteur sends back?",
     "The card put into play most recently before the enchanteur, whoever "
     "placed it and in whatever turn; a card brought in by the conseiller du "
     "roi counts, a move does not. If that card has left play or is "
     "protected, nothing happens; no older card is taken instead.",
     "Read literally, the last card placed would be the enchanteur himself, "
     "which is absurd; the text names one particular card, so when that "
     "card cannot go the effect is void."},
    {"D-21",
     "How does the card that the conseiller du roi takes from the exchange "
     "come into play?",
     "His player picks an exchange card that has a legal spot (its zone and "
     "its own placement requirements apply; his pawn supply does not matter) "
     "and places it there without a pawn. It counts as a placement for every "
     "purpose, and its effect works for the conseiller's player. If no "
     "exchange card can be placed, nothing happens.",
     "The card says the exchange card, without a pawn, takes effect "
     "normally for the conseiller's player; arriving normally goes with "
     "acting normally."},
    {"D-22",
     "When is the marchand's extra action taken, and are his pawn "
     "replacements optional?",
     "The current turn gains a third action. At once, his player must also "
     "replace, with his own pawns, the pawns of other players on up to three "
     "cards anywhere in play, protected cards included: as many as the "
     "smallest of three, the cards eligible and the pawns he has left. The "
     "replaced pawns return to their owners.",
     "The card gives a third action and, \"in return\", says the player "
     "must replace three pawns; the rulebook allows the pawn of a protected "
     "card to be replaced."},
    {"D-23",
     "When does the heraut force a player to play the roi?",
     "Before each action: if the heraut is in play, the active player holds "
     "the roi, the roi has a legal spot and the player has a pawn (D-73), "
     "that action must be placing the roi. Drawing and exchanging are then "
     "not allowed.",
     "Checking before every action leaves no loophole, such as exchanging "
     "the roi away or drawing first, and also catches a roi that came into "
     "the hand during the turn."},
    {"D-24",
     "The prince lets cards that must stand next to the roi stand next to "
     "him when the roi is absent: when does this hold, and for which cards?",
     "It is a standing rule, in force whenever the prince is on a courtyard "
     "square and the roi is not. In practice it only concerns the conseiller "
     "du roi, who may then be placed next to the prince.",
     "A one-time effect on arrival would mean nothing for a placement rule. "
     "The reine may go anywhere when the roi is not at court, and "
     "\"peuvent\" only permits, so the conseiller is the only card it "
     "changes."},
    {"D-25",
     "Which card may the fee draw outside the walls, and what happens to it?",
     "Any unprotected card in the castle that is not a chevalier; a card "
     "with a chevalier on it cannot be drawn. It keeps its pawn, its effect "
     "does not fire again, and outside it is adjacent to nothing.",
     "A chevalier cannot exist without a card under it, and a card that is "
     "moved never fires its effect."},
    {"D-26",
     "Can a card outside the walls be moved?",
     "No. Outside the walls has no squares, so there is nowhere to move it; "
     "an engin de siege never moves either.",
     "A moved card must stay in its zone, and outside the walls offers no "
     "other spot to go to."},
    {"D-27",
     "On which tower may the fantome arrive, and where does the card it "
     "replaces go?",
     "Only on a tower holding a single card that could be sent back (no "
     "chevalier on it, no other protection); with no such tower the fantome "
     "cannot be placed. That card goes to the hand of its pawn's owner, or "
     "to the exchange if it has no pawn, before the fantome takes the "
     "square.",
     "A tower square holds one card, so the card replaced must leave, and a "
     "protected card cannot leave."},
    {"D-28",
     "Where may the guetteur move a soldier, and when does that send an "
     "engine back?",
     "He moves an unprotected soldier from a rampart square to a free "
     "rampart square on any side. The engine facing the side it arrives on "
     "goes back only when that side goes from three soldiers to four; moving "
     "a soldier along its own side never sends an engine back.",
     "The rulebook's exception speaks of a soldier brought onto the last "
     "free square of a rampart, that is, a rampart becoming full."},
    {"D-29",
     "Which soldiers trigger the full-rampart rule?",
     "Any soldier (soldat, capitaine or traitre) placed, from a hand or by "
     "the conseiller du roi, on the fourth and last free square of a side: "
     "the engine facing that side goes back unless protected.",
     "Only soldiers ever stand on ramparts, so the fourth soldier and the "
     "last free square are the same event."},
    {"D-30",
     "When does the fourth engin de siege send the soldiers back, and is "
     "protection checked soldier by soldier as they leave?",
     "Whenever an engine is placed and four engines are then in play, and "
     "again each later time this happens. Protection is checked once, before "
     "anything leaves, and every unprotected soldier on the ramparts goes "
     "back at the same moment.",
     "The rulebook's example, in which the capitaine goes while the "
     "soldiers he protected stay, only works if all removals are "
     "simultaneous."},
    {"D-31",
     "Can a card's effect target the card itself?",
     "Never: the dragon, the magicien, the intriguant, the enchanteur, the "
     "reine and the roi always act on other cards.",
     "Several texts say \"other\" where it matters, and forcing a card to "
     "send itself back would be absurd."},
    {"D-32",
     "What may the magicien send to the exchange, and where does its pawn "
     "go?",
     "Any unprotected card in play, in the castle or outside, other than "
     "himself. The card goes to the exchange even if it carries a pawn, and "
     "the pawn returns to its owner's supply.",
     "The card says he sends a card back and adds it to the exchange, which "
     "overrides the usual return to the pawn's owner."},
    {"D-33",
     "Where does the assassin's victim go?",
     "Out of the game for good: to no hand and not to the exchange. Its pawn "
     "returns to its owner. The victim may be any unprotected card on a "
     "square next to the assassin except the roi.",
     "The card removes the victim from the game \"definitively\"."},
    {"D-34",
     "How many cards does the alchimiste swap when the hand or the exchange "
     "holds fewer than two?",
     "The smallest of two, the size of his player's hand and the size of the "
     "exchange. The player picks that many cards from his hand and as many "
     "from the exchange as it stood, and all change places at once, so he "
     "cannot take back a card he gives.",
     "The card swaps two cards for \"the same number\" from the exchange; "
     "swapping as many as possible is the closest to applying an effect "
     "whenever it can be."},
    {"D-35",
     "With the sorciere, who chooses the exchange card and who receives it?",
     "Her player chooses both the card and the player who gets it, and may "
     "choose himself. With an empty exchange nothing happens.",
     "The card hands an exchange card to \"a player of your choice\"."},
    {"D-36",
     "When can the courtisane act?",
     "Only if her player holds a card and some other player holds at least "
     "one; her player chooses which other player. The trade itself follows "
     "D-68: the random card is taken first, then one of the cards her player "
     "held before is given.",
     "It is an exchange of one card for another, which is impossible when "
     "either side has nothing to give."},
    {"D-37",
     "With the bouffon, who chooses each card passed, and to whom does it "
     "go?",
     "Every player with cards chooses one of his own, in secret; all the "
     "chosen cards pass at once to the left neighbour, who is the next "
     "player in turn order. A player with an empty hand passes nothing but "
     "still receives.",
     "The text makes the passes simultaneous, and play goes clockwise, so "
     "the player on the left is the next to play."},
    {"D-38",
     "With the fou, what is a player's \"jeu\", and from what are the cards "
     "drawn?",
     "The \"jeu\" is the hand. Each player draws one card at random from the "
     "hand of his right neighbour (the previous player) as it stood when the "
     "fou arrived; a player whose right neighbour had no card gets nothing.",
     "The draws are simultaneous, so they must all be made from the same "
     "picture of the hands, and piles are never looked at."},
    {"D-39",
     "May the courtisan send back a card on a rampart or a tower?",
     "Yes: any card that can be sent back on a square next to him, whatever "
     "its zone.",
     "His text only says \"from the castle\", and all his neighbouring "
     "squares are in the castle."},
    {"D-40",
     "Does the barbare send back one card from a tower and another from a "
     "rampart?",
     "No: exactly one card, from a tower or from a rampart, as his player "
     "chooses.",
     "His text joins the two places with \"or\", whereas the dragon's text "
     "uses \"and\" for its two cards."},
    {"D-41",
     "For the archer and the first part of the dragon, is a chevalier lying "
     "on an engin de siege \"outside the walls\"?",
     "Yes: a chevalier on a card outside the walls is itself outside and may "
     "be sent back by them.",
     "A chevalier shares its host's place for every purpose (D-44)."},
    {"D-42",
     "The traitre is a soldier with a send-back of his own: which comes "
     "first?",
     "The full-rampart rule first, then his send-back of a card on a "
     "courtyard square next to him.",
     "Their targets never overlap, so a fixed order only serves to make "
     "records unambiguous."},
    {"D-43",
     "In what order are the two parts of an effect resolved?",
     "Roi: his own send-back, then the favorite's. Dragon: the card outside "
     "the walls, then the card in a tower or on a rampart. Favorite: in the "
     "order her player chooses (D-69).",
     "Only the favorite's order can change the outcome (moving a chevalier "
     "first may free the roi), so only there is it left to the player."},
    {"D-44",
     "Where is a chevalier, for zones and neighbours?",
     "On its host's square and in its host's zone for every purpose: tower, "
     "rampart, courtyard, outside the walls, and adjacency.",
     "It physically lies on that card."},
    {"D-45",
     "A player left without cards by someone else's effect (the fou, the "
     "bouffon): does he win, and when?",
     "Yes. After each placement the active player is checked first; if he "
     "has not won, the others are checked in turn order, and the first found "
     "with no card in hand or pile wins.",
     "Otherwise such a player could never place a last card and would be "
     "stuck for ever; the player whose placement it was comes first."},
    {"D-46",
     "The rulebook mentions a blockage without defining it: when is the game "
     "blocked?",
     "(a) Before a turn, every pile is empty and either no card in any hand "
     "or in the exchange could be placed, or no player who holds cards has a "
     "pawn left. (b) A whole round of turns, one per player in a row, passes "
     "without a card drawn from a pile or placed. An optional turn limit "
     "(1000 turns unless the record sets another) also counts as a blockage.",
     "The text gives no definition, and a game must always end. Once no "
     "card can ever be placed, nothing on the board can change; a round "
     "without any draw or placement would repeat for ever."},
    {"D-47",
     "Is each player's supply of pawns limited?",
     "Yes, to the pawns of his colour: black 30, beige 30, red 22, green 18, "
     "violet 15. A pawn comes back when its card leaves play or the pawn is "
     "removed or replaced. A player with no pawn left cannot place a card, "
     "and the marchand replaces only as many pawns as his player has.",
     "Every placement needs one of the player's pawns, and the box holds "
     "these counts; they leave a margin of six to eight pawns, so the limit "
     "rarely matters."},
    {"D-48",
     "What happens when a player cannot take any legal action?",
     "The rest of his turn is lost and play passes to the next player.",
     "The rules demand two actions but do not say what happens when none is "
     "possible; the stall test of D-46 then ends a game in which nobody can "
     "act."},
    {"D-49",
     "The heraut arrives in the middle of a turn: from when does his "
     "constraint apply?",
     "From the very next action, including the remaining actions of the "
     "player who placed him.",
     "The constraint holds at any moment the heraut is in play."},
    {"D-50",
     "Which card may the prince charmant move, and must he move one?",
     "One unprotected feminine card in the castle that has a free square in "
     "its own zone to go to: a lady of the courtyard to a free courtyard "
     "square, or the sorciere to a free tower. If such a card exists, he "
     "must move one.",
     "A moved card stays in its zone and cards outside the walls cannot "
     "move; effects apply whenever they can."},
    {"D-51",
     "Where may the favorite move the roi, and what if she cannot?",
     "To any free courtyard square, next to anything or not. This part is "
     "skipped if the roi is not at court, is protected, or no courtyard "
     "square is free; her chevalier move does not depend on it.",
     "\"Librement\" lifts the placement requirements, but a moved card "
     "still stays in its zone."},
    {"D-52",
     "What does \"at court\" (a la cour) mean in card texts?",
     "Standing as a card on a courtyard square. A reine, roi, princesse or "
     "prince drawn outside the walls by the fee is not at court, even with a "
     "chevalier on it.",
     "The court is the courtyard zone; nothing gives the phrase a wider "
     "meaning."},
    {"D-53",
     "When may the ambassadeur be placed \"on the last free square\"?",
     "Only when exactly one courtyard square is empty, and then only on it.",
     "The ambassadeur is a courtyard card, so the last free square is the "
     "courtyard's."},
    {"D-54",
     "For the enchanteur, what counts as placing a card?",
     "Every card that enters play: from a hand, through the conseiller du "
     "roi, and the fantome too. Moves, swaps and the fee's draw outside the "
     "walls do not count.",
     "Only an arrival is a placement (D-20); a moved card was placed "
     "earlier."},
    {"D-55",
     "What happens to the chevaliers lying on a card that is sent back?",
     "It cannot happen: a card with a chevalier on it is protected, so a "
     "card never leaves play while chevaliers lie on it.",
     "Each chevalier protects the card beneath it (D-7)."},
    {"D-56",
     "Does the fourth engine send back chevaliers lying on soldiers, or the "
     "soldiers under them?",
     "Neither: a chevalier is not a soldier, and a soldier under a chevalier "
     "is protected, so both stay.",
     "The rule names soldiers only, and protection holds against it."},
    {"D-57",
     "May a chevalier be placed on the ambassadeur, or on a card that is "
     "already protected?",
     "Yes; it simply adds nothing, the card being safe already.",
     "No rule forbids it, and a chevalier may go on any card."},
    {"D-58",
     "Which cards are left out with two players?",
     "The fou and the bouffon are removed before dealing, which leaves 54 "
     "cards.",
     "The rulebook's deal table says so, and its counts for two players add "
     "up to 54."},
    {"D-59",
     "Which colour of pawns does each seat play?",
     "In turn order from the player on the dealer's left, seats 1 to 5 take "
     "black, beige, red, green and violet.",
     "The rules only say which colours are used for each number of players; "
     "a fixed order of seats makes records unambiguous."},
    {"D-60",
     "What is the exchange, and when may a player exchange a card?",
     "A public, unordered set of face-up cards of any size, which effects "
     "add to and take from. The exchange action needs a card in the player's "
     "hand and at least one card in the exchange.",
     "Effects such as the magicien, the sorciere and the conseiller change "
     "it, so it has no fixed size, and an exchange needs a card on each "
     "side."},
    {"D-61",
     "What may the players know about hands and piles?",
     "Hands are secret but their sizes are public; piles are face down and "
     "unknown to everyone, their owner included; the exchange, the board and "
     "the pawns are public. The courtisane's and the fou's cards are drawn "
     "at random from hidden hands.",
     "The rulebook has the pile laid down without being looked at and the "
     "exchange face up."},
    {"D-62",
     "After a blockage, who wins when several players have the fewest cards?",
     "They all share the win. Cards left in a pile count with those in hand.",
     "The rulebook gives the win to the player with the fewest cards and "
     "names no tie-breaker."},
    {"D-63",
     "The rulebook says each zone has more playable cards than squares: is "
     "that a rule?",
     "No. It is a description, false for the ramparts (15 soldiers for 16 "
     "squares), and it changes nothing in play.",
     "Nothing in the rules depends on it."},
    {"D-64",
     "May a player exchange a card for an identical one, a soldat for a "
     "soldat?",
     "Yes. It is a legal exchange action; it changes nothing, and for the "
     "stall test of D-46 it is no progress.",
     "No rule forbids it; counting it as progress would let a stuck game go "
     "on for ever."},
    {"D-65",
     "May the intriguant swap the pawns of two cards whose pawns are the "
     "same?",
     "Yes: the swap is legal and changes nothing.",
     "No rule forbids it, and an effect applies whenever it can."},
    {"D-66",
     "How is the bouffon played out exactly?",
     "Each player holding cards when the bouffon arrives picks one of them "
     "in secret; then all the chosen cards move at once, each to its "
     "chooser's left neighbour. A player with an empty hand passes nothing.",
     "Passing at the same moment means nobody can let what he receives "
     "guide what he gives."},
    {"D-67",
     "How is the fou played out exactly?",
     "Each player whose right neighbour holds cards draws one at random from "
     "that neighbour's hand as it stood when the fou arrived; all the drawn "
     "cards move at once after the last draw.",
     "Simultaneous draws cannot depend on each other, so no card drawn can "
     "be drawn again by the next player."},
    {"D-68",
     "With the courtisane, which comes first: the random card taken or the "
     "card given?",
     "The random card is taken from the other player's hand first; then her "
     "player gives him one of the cards he held before the draw, so the card "
     "just taken is never given straight back.",
     "The card swaps one of your cards for one taken at random from another "
     "hand; giving from the hand as it was keeps that a real exchange."},
    {"D-69",
     "How does the favorite's player set the order of her two moves?",
     "By making one of them first, the roi's or a chevalier's. Each part is "
     "looked at again when its turn comes and is skipped if it is then "
     "impossible.",
     "The card names two moves without an order, and making one can enable "
     "or prevent the other (a chevalier moved off the roi frees him)."},
    {"D-70",
     "The marchand is a player's last card: do his replacements happen, and "
     "does the player win at once?",
     "The three pawn replacements are part of his effect and happen first; "
     "then the player, having no card left, wins at once, and the extra "
     "action is never played.",
     "A win is checked after the effect of the card placed, and the game "
     "ends the moment someone wins."},
    {"D-71",
     "Does the pretre protect a chevalier lying on him?",
     "No. That chevalier stands on the pretre's own square, not on a "
     "neighbouring one.",
     "The pretre protects cards on neighbouring squares only, and a "
     "chevalier is on its host's square (D-44)."},
    {"D-72",
     "The card placed last has been moved, or has left play: is it still the "
     "enchanteur's target?",
     "The target is that very card as it was placed: a card only moved "
     "(baladin, guetteur, fee and the like) is still the same card, while a "
     "card that has left play is gone, and another copy of it in play does "
     "not stand in for it. If the card is no longer in play, or is "
     "protected, the enchanteur does nothing.",
     "A placement creates the card in play and a move does not (D-54); the "
     "enchanteur's text points at one card, not at a kind of card."},
    {"D-73",
     "Does the heraut force a player who has no pawn left to play the roi?",
     "No: without a pawn he cannot place the roi, so the heraut does not "
     "bind him.",
     "The heraut only forces a placement that is possible (D-23, D-47)."},
    {"D-74",
     "A marchand sent back to its owner's hand and placed again in the same "
     "turn: does it give one more action each time?",
     "No. A turn has at most three actions; the marchand placed a second "
     "time replaces pawns as usual but adds no fourth action.",
     "The card grants a third action, not one more action per placement: "
     "counting it twice would turn one card into an endless turn."},
    {"D-75",
     "An umpire writes down a game from a position instead of the deal: "
     "what must the position say, and what follows from it?",
     "Everything the rules need that no replay can recover: the turn, whose "
     "it is, how many of its actions are taken, whether the marchand gave a "
     "third and whether a card was drawn or placed in it so far; how many "
     "turns in a row before it had neither (the stall of D-46); every card "
     "in play with its pawn (chevaliers on their cards, engines facing "
     "their sides, the cards outside the walls in order of arrival); each "
     "hand; each pile, top card first; the exchange; the cards the "
     "assassin killed; and the card placed last, if it is still in play "
     "(the enchanteur, D-72). The pawns each player has left follow from "
     "D-47, the box's count less his pawns on cards: stating them is a "
     "check. Every one of the 56 cards (54 with two players) must be "
     "somewhere, once.",
     "The rulebook only knows games dealt from the start. A position that "
     "left any of these out could be continued in two ways; one checked "
     "against the box catches a card written twice or forgotten."},
    {"D-76",
     "May a position show a player with no card left in hand or pile?",
     "No: that player has won, and the game is over.",
     "Hand and pile together only shrink through a placement (an exchange "
     "gives one card for one, a draw moves one from the pile to the hand), "
     "and the end is checked after every placement, the active player "
     "first (FIN DU JEU, D-45)."},
    {"D-77",
     "Where may a card stand in a position?",
     "A card of the courtyard, the ramparts or the towers on a square of its "
     "own zone, one to a square; an engin de siege facing a side, one to a "
     "side; any other card outside the walls in a stack of its own (a "
     "castle card only because the fee drew it out); a chevalier always on "
     "another card, in the castle or outside.",
     "Cards arrive in their zones and moves keep them there (D-26, D-50, "
     "D-51); the fee is the only way out of the castle (D-25); a chevalier "
     "needs a card under it, which it protects (D-5, D-55)."},
};

const size_t castel_nrulings =
    sizeof castel_rulings / sizeof castel_rulings[0];

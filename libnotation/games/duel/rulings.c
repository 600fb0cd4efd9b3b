/* The Duel's rulings in full: for each point the rulebook (the French
 * rulebook of Le Duel, ../shared/rules/seeds/000_...txt) leaves open, the
 * question, the reading we chose and why, in our own words, so that
 * `notation rules quacks-duel DU-R11` answers an umpire without the rules
 * folder.  Source: ../shared/rules/quacks-duel-data.md, DU-R1 ... DU-R48
 * (§5) and DU-C1 ... DU-C21 (§8, rulings_clar.h), in that order; then
 * ours, DU-X1 and DU-X2 for the engine's reading of the specification and
 * DU-P1 ... DU-P3 for records from a later round (rulings_ours.h, in the
 * same table).  "Rulebook:" names the section of the French rulebook a
 * ruling rests on. */
#include "duel.h"

const nt_ruling du_rulings[] = {
    {"DU-R1",
     "Which component data (chip values, vial, path, guild squares, coins, "
     "cards, books) does a record use, when the printed components have "
     "never been published?",
     "The data set the record's setup names in <components "
     "dataset=\"...\"/>. The attribute is required and has no default, and a "
     "data set the engine does not know is refused. provisional-1 is a "
     "placeholder we invented, not the printed components; a transcription "
     "of a real box would get an id of its own (printed-1, say), and "
     "provisional-1 would stay as it is.",
     "Every number we could use is a guess, so a record has to say which "
     "numbers it was played with; keeping an old data set under its id lets "
     "the records written with it replay unchanged. Rulebook: Matériel et "
     "préparation du jeu (its lists are icons lost from the text)."},
    {"DU-R2",
     "What happens to an upgrade that cannot be carried out: no chip of the "
     "allowed kind in the zone, every such chip already at its highest "
     "value, or the next value missing from the supply?",
     "That unit of the upgrade is simply lost: nothing takes its place, no "
     "value is skipped and nothing is paid instead. A data set may name a "
     "gold compensation (upgrade-fail gold); provisional-1 sets it to 0. The "
     "same rule holds whatever gave the upgrade.",
     "The rulebook sends players to the almanac for this case, and the "
     "almanac is not available; a single rule for every source is easy to "
     "apply and to check. Rulebook: Augmenter la valeur des jetons."},
    {"DU-R3",
     "Are the chips and the gold limited?",
     "The chips are: only those of the box exist, so a chip the supply no "
     "longer holds can be neither taken, bought nor handed out, and that "
     "unit is lost. The only substitute anywhere is the gold card C-A gives "
     "when its pictured chip is gone. Gold is not limited: the nuggets only "
     "make change.",
     "The rulebook says the ingredients are limited but never says what "
     "would happen if the gold ran out. Rulebook: 5. Acheter de nouveaux "
     "ingrédients (la quantité d'ingrédients est limitée); Matériel et "
     "préparation du jeu 9."},
    {"DU-R4",
     "Which chips with a delayed effect act in phase 3?",
     "Only those still in the neck when the brewing phase ends. A delayed "
     "chip that went down to the bottom (with a full neck or an explosion) "
     "does not act that round, and a player whose vial exploded has none "
     "left.",
     "By the rulebook these chips have no effect on entering the neck and "
     "are carried out in the effects phase, and a review calls that phase "
     "the one that activates what remains in the neck. Letting every delayed "
     "chip of the vial act would ignore the word neck. Rulebook: 3. Effets."},
    {"DU-R5",
     "In what order are the delayed effects of phase 3 carried out?",
     "The round's first player, the one who tossed the coins, resolves every "
     "delayed chip of their own, neck space by neck space, and only then "
     "does the other player. Each effect is over, with the cures and guild "
     "bonuses it causes, before another begins, and a sixth cure ends the "
     "game on the spot.",
     "It is the order of the brewing phase, in which the tosser plays first. "
     "Rulebook: 2. Préparer la potion (the first turn goes to the tosser)."},
    {"DU-R6",
     "Who makes the offer on the scale in phase 4, and who chooses a pan?",
     "The player who finished their potion first this round lays the offer; "
     "the other player chooses.",
     "The rulebook speaks to the player whose potion is finished, that is "
     "the one waiting for the other, who also buys first. We did not choose "
     "the trailing player: the rulebook never connects trailing with the "
     "scale. Rulebook: 4. Régulation des échanges."},
    {"DU-R7",
     "What may an offer contain?",
     "Any number of the 5 offer markers from none to all, each laid with the "
     "face the offerer picks; in the data the markers are double-sided, one "
     "face an upgrade of a black chip, the other 1 gold. An empty offer is "
     "legal.",
     "The rulebook sets no minimum. Rulebook: 4. Régulation des échanges."},
    {"DU-R8",
     "When the two pans are collected, which acts first?",
     "The card's pan, including whatever the card gives the other player (as "
     "C-D and C-J do, which hand the opponent a chip); then the markers' pan.",
     "The rulebook has both players collect together, but the supply can run "
     "short, so a fixed order is needed; the card is what the trade is "
     "about. Rulebook: 4. Régulation des échanges."},
    {"DU-R9",
     "The players have the same number of guild patients and no patient is "
     "on the path: who is trailing? The rulebook names whoever put the last "
     "trade card back on the pile, which matches no moment of play.",
     "Whoever discarded a trade card last. A card counts as discarded at the "
     "moment it leaves play: an instant card once its reward is resolved, a "
     "keep card once it has been used. Before any card has been discarded, "
     "the trailing player is the one who was not the tosser in the round "
     "before.",
     "The card texts have a card laid down after use, the only putting back "
     "that ever happens. We rejected the winner of the last card (winning a "
     "keep card puts nothing back) and the last offerer. Rulebook: Qui est "
     "mené ?; Cartes à jouer."},
    {"DU-R10",
     "After an explosion, half of which gold does the player give up?",
     "Half of all the gold the player holds at that moment, rounded down, "
     "the gold carried over from the last round and coin gold included. When "
     "that half is 0 there is nothing to decide.",
     "All nuggets are alike: nothing in the game remembers where a nugget "
     "came from. Rulebook: Ta fiole explose."},
    {"DU-R11",
     "When the exploding player pushes the patient rather than paying, what "
     "exactly happens, with no patient on the path or when the patient "
     "reaches the opponent's stand?",
     "The push is a move of the opponent of that many steps. With no patient "
     "on the path a new one enters on the opponent's square 1; a patient "
     "reaching the opponent's stand is the opponent's cure, with the stand's "
     "retreat, the guild square and its bonus (so G1 and G3, the squares "
     "that reward the curer's opponent, then favour the player who "
     "exploded); steps left over go on with a new patient toward the "
     "opponent. The round-7 card's push of 7 is played the same way.",
     "The rulebook says to go on as if the other player had brought the "
     "patient there, and that player's own moves carry on with leftover "
     "steps. Rulebook: Ta fiole explose; Déplacer le patient."},
    {"DU-R12",
     "What happens to the steps left after a cure, and what if the park is "
     "empty during a move?",
     "The remaining steps bring a new patient out of the park, its first "
     "step on square 1 of the mover's half, and one move may cure any number "
     "of patients. Patients cured stay standing on the stand until the whole "
     "move ends, so the park may empty while a move is still going on; a "
     "step that finds no patient to bring out of the park is forfeited "
     "(DU-C1).",
     "The rulebook states the leftover steps for the player who cures. "
     "Rulebook: Déplacer le patient."},
    {"DU-R13",
     "What if a player's bag is empty when they would draw?",
     "Nothing can be drawn, so the player must stop and the potion is "
     "finished (DU-C14 says when the stop is automatic); an extra draw takes "
     "whatever the bag still holds.",
     "There is nothing to draw, and the rulebook does not mention the case."},
    {"DU-R14",
     "When a white leaves the row (coin B3, cards C-H and C-K, a pink book, "
     "the removal of a white 1-chip), which white is then the last one, and "
     "where does the next white go?",
     "The last white becomes the one on the highest space still occupied (no "
     "white left: position 0); its value is the one a move adds. The next "
     "white goes its value beyond that space, and it may well land on a "
     "space a removed white left free: the rulebook's rule that skipped "
     "spaces stay empty concerns spaces a white jumped over, not spaces a "
     "white has left.",
     "The rulebook counts from the last occupied space; taking that white "
     "away moves the counting point back, and that is the whole point of "
     "these effects. Rulebook: 2. Préparer la potion (placing whites); "
     "Cartes à jouer (C-H, C-K)."},
    {"DU-R15",
     "How far may a stand move?",
     "A stand can only be on its own half, from square 1 to the outermost "
     "square. When it advances it halts on the square next to an active "
     "patient on its half, neither landing on that patient nor passing it; "
     "when it retreats it halts at the outer end. The squares of a move that "
     "would break these limits are lost, and moving a stand never cures "
     "anyone.",
     "Only moving the patient cures it in the rulebook, and the patient "
     "stays between the two stands. We rejected a cure by a stand advancing "
     "onto the patient. Rulebook: Déplacer son stand."},
    {"DU-R16",
     "How is the final draw-off played, and what if both players reach 10 on "
     "the same draw?",
     "Every chip a player owns goes into that player's bag. The two then "
     "draw at the same time, one chip each per round of draws (each draw a "
     "chance outcome), adding up the values of their chips, whites included. "
     "Whoever first totals 10 or more wins. When both get there on the same "
     "draw, the larger total wins; if the totals are equal both draw again "
     "and compare the new totals, as long as needed; should both bags run "
     "out with equal totals, the win is shared.",
     "The rulebook does not say what happens when both reach 10 together, "
     "and comparing totals is the obvious way to judge whose potion is the "
     "stronger. Rulebook: Fin de la partie."},
    {"DU-R17",
     "Is the round-7 card traded like the others, and for whom is it in "
     "force?",
     "It is never traded. It holds for both players all through round 7, and "
     "round 7 has no trade.",
     "The rulebook says that this card, unlike the others, is valid for the "
     "whole seventh round; the six trades of rounds 1 to 6 use the six other "
     "cards of the pile. Rulebook: Cartes à jouer (the last card)."},
    {"DU-R18",
     "How do the players buy in phase 5?",
     "The player who finished first makes all their purchases, then the "
     "other. Each buys at most one chip of each colour a round, of any "
     "value; white and black chips are not for sale. The second chip of card "
     "C-G is not a purchase and takes no colour's place. Bought chips go to "
     "the bottom of the vial.",
     "This is what the rulebook says. Rulebook: 5. Acheter de nouveaux "
     "ingrédients."},
    {"DU-R19",
     "How much gold may a player keep for the next round, and may gold "
     "gained in phases 3 and 4 be spent?",
     "Once phase 5 is over, no player may hold more than 1 gold; the excess "
     "returns to the supply. Gold earned in phases 3 and 4 can still be "
     "spent in phase 5.",
     "The rulebook warns that no more than 1 nugget is kept. Rulebook: 5. "
     "Acheter de nouveaux ingrédients (the warning on gold)."},
    {"DU-R20",
     "Which events does a record write as chance outcomes, and which as "
     "decisions?",
     "Chance: the face of each coin when tossed; every chip drawn from a bag "
     "(a normal draw, an extra draw, the draw-off); and in a later game the "
     "order in which the 6 random cards are stacked. Decisions: the start "
     "player, the books, the coins in play and every choice the procedures "
     "ask for.",
     "These are the only random events of the game; everything else follows "
     "from them and the decisions. Rulebook: 1. Lancer de pièces; 2. "
     "Préparer la potion; Matériel et préparation du jeu 4."},
    {"DU-R21",
     "When exactly can the coin bonuses kept under the neck be used: B3 (all "
     "whites of the row back to the bag), B5 (one coloured chip of the vial "
     "back to the bag) and B6 (upgrade a black chip of the neck, or move the "
     "patient 2 steps)? And what happens after an explosion?",
     "B3: whenever the player is at a decision point in their first turn of "
     "the round, or when that turn ends. B5 and B6: when that turn ends, "
     "once the turn's move of the patient is done but while a full neck "
     "still holds its chips, so that B6 may upgrade a black chip sitting in "
     "a full neck; the move already made stays as it was. An explosion "
     "empties the neck, so after one B6 can only move the patient 2 steps. "
     "If that first turn finishes the potion (by a stop or an explosion), B3 "
     "and B5 expire unused, but B6 can still be used.",
     "The rulebook expressly permits B6 after an explosion and says nothing "
     "on B3 and B5, which only help a player who will draw again. Rulebook: "
     "1. Lancer de pièces (the coin bonuses)."},
    {"DU-R22",
     "Card C-G (a second identical chip when buying): kept or instant, and "
     "from when? Card C-K used on an explosion: what is undone, and does the "
     "turn go on?",
     "C-G is kept in hand and may be used in any buying phase after it is "
     "won, that of the very same round included. C-K used on an explosion "
     "sends the white that caused it back to the bag: the explosion is "
     "undone as if it never happened, and the turn resumes at its next "
     "decision point (the white still counts as a new chip).",
     "An explosion cancelled means the state before that white was placed. "
     "Rulebook: Cartes à jouer."},
    {"DU-R23",
     "Which chips may guild square G3 (the opponent takes a 1- or 2-chip) "
     "give, and what do G1 (the opponent upgrades a black chip), an upgrade "
     "marker or any other black upgrade do when no black chip can be "
     "upgraded?",
     "G3 lets the opponent take any 1- or 2-chip except white and black "
     "ones; orange counts. When G1, an upgrade marker or any other black "
     "upgrade finds no black chip it may upgrade, that unit is forfeited "
     "(DU-R2).",
     "The cards that give chips exclude black ones in so many words, and a "
     "white chip would be no bonus. Rulebook: Déplacer le patient (the "
     "guild squares); 4. Régulation des échanges (the markers)."},
    {"DU-R24",
     "What counts as a new chip for the rule that the patient moves only "
     "after a turn in which a new chip was placed?",
     "Any chip placed in the player's vial during this turn, white or "
     "coloured, those placed by an extra draw included; a white whose "
     "explosion C-K cancelled still counts. A stop at the first decision "
     "point of a turn therefore moves nothing.",
     "The rulebook's note asks for at least one new chip put in the vial "
     "that turn. Rulebook: Déplacer le patient (the note on new chips)."},
    {"DU-R25",
     "Which neck space does a coloured chip take?",
     "The lowest free one; the player makes no choice.",
     "No rule depends on the space a chip occupies, so a choice would only "
     "lengthen records. Rulebook: 2. Préparer la potion."},
    {"DU-R26",
     "Does an upgraded chip act again, and where does it lie?",
     "The new chip takes the old one's place and address and triggers no "
     "effect; in the neck it counts with its new value for the move and for "
     "phase 3.",
     "Effects fire when a chip is drawn and placed, and an upgrade draws "
     "nothing. Rulebook: Augmenter la valeur des jetons."},
    {"DU-R27",
     "How many steps does the patient move at the end of a turn?",
     "The values of the chips in the neck added up, plus the value of the "
     "last white in the row, 0 if the row is empty.",
     "The rulebook gives the sum (its example: 2+1+1+3 makes 7); the empty "
     "row is our addition. Rulebook: Le goulot de ta fiole contient 3 jetons "
     "de couleur."},
    {"DU-R28",
     "What if a white would go past the last space of the row?",
     "It makes the vial explode as a mined space would, and the shield never "
     "protects against it.",
     "Such a white cannot be placed at all, and an explosion is the nearest "
     "rule; the rulebook is silent."},
    {"DU-R29",
     "When can the keep cards be used, C-E (3 coloured chips from the bottom "
     "back to the bag), C-H (2 whites from the row), C-K (1 white, or cancel "
     "an explosion), and the round-7 payment (3 gold for a patient step)?",
     "At the decision points of the holder's own brewing turn (before "
     "drawing or stopping); C-K, in addition, just after an explosion. Never "
     "during the opponent's turn, and never between a draw and the end of "
     "turn it brings about.",
     "The cards say during your turn. Rulebook: Cartes à jouer."},
    {"DU-R30",
     "Where does a white 1-chip taken out of the game for good (card C-C, "
     "pink set IV) come from, and where does it go?",
     "From the bag if it holds one, otherwise from the white row; it goes "
     "back to the supply, from which guild square G2 or card C-J, which hand "
     "out white 1-chips, may give it out again.",
     "Between rounds all of a player's chips are in the bag, which is what "
     "the card names; the supply keeps G2 and C-J working. Rulebook: Cartes "
     "à jouer (C-C)."},
    {"DU-R31",
     "Where do chips a player gains go?",
     "Chips from cards, markers and guild squares go into the receiver's "
     "bag; chips from a book go where the book says (every book of "
     "provisional-1 says the bag); purchases go to the bottom of the vial.",
     "The rulebook says bag for G2, G3 and C-J and bottom for purchases. "
     "Rulebook: Déplacer le patient (the guild squares); 5. Acheter de "
     "nouveaux ingrédients."},
    {"DU-R32",
     "When does the game end?",
     "The moment a player's sixth patient is placed in the guild row, in "
     "whatever phase; nothing further happens, and that sixth square's bonus "
     "is not applied. Otherwise after phase 3 of round 7.",
     "The rulebook makes the end immediate. Rulebook: Fin de la partie."},
    {"DU-R33",
     "In what order do the consequences of a cure happen?",
     "A cure is checked after every step; the stand retreats 2 squares at "
     "once with the patient or patients on it; the patients go to the guild "
     "row only when the whole move is over, in the order they arrived, each "
     "square's bonus before the next patient is placed.",
     "The rulebook retreats the stand immediately and places the patients in "
     "the guild house last. Rulebook: Déplacer le patient."},
    {"DU-R34",
     "Who decides the guild bonuses, and when?",
     "G1 (a black upgrade) and G3 (a 1- or 2-chip), which reward the curer's "
     "opponent, are decisions of that opponent, taken when the patient is "
     "placed, possibly in the middle of the curer's turn; G2 asks no "
     "decision.",
     "The icons give those bonuses to the opponent (the black pawn). "
     "Rulebook: Déplacer le patient (the guild squares)."},
    {"DU-R35",
     "Is the second player's starting gold ordinary gold?",
     "Yes. The player has it from the beginning and it counts like any gold "
     "held, including for an explosion; the 1-gold limit applies for the "
     "first time at the end of phase 5 in round 1.",
     "Nothing sets it apart from any other gold. Rulebook: Déroulement du "
     "jeu."},
    {"DU-R36",
     "How do the round-7 payment and an explosion in round 7 work?",
     "Each step of the patient costs 3 gold, paid at a decision point, as "
     "often as wished. An explosion in round 7 first gets the ordinary "
     "choice between paying and pushing (DU-R10, DU-R11), then the push of 7 "
     "steps.",
     "The card gives the 7 steps in addition to the usual effects of an "
     "explosion. Rulebook: Cartes à jouer (the last card)."},
    {"DU-R37",
     "How much gold does a black chip give?",
     "Placed in the neck, it gives gold equal to its value; the amount is "
     "data.",
     "The rulebook says black chips give gold without saying how much; the "
     "amount is ours. Rulebook: 5. Acheter de nouveaux ingrédients (the "
     "remark on gold)."},
    {"DU-R38",
     "Which space does the shield (B1) protect, and how?",
     "The mined space with the smallest number. A white arriving on it stays "
     "there, fills the space and counts as the last white, without any "
     "explosion. The coin remains for the whole round, even once B3 has "
     "cleared the row.",
     "The coin goes on the first mined space and stays all round; first is "
     "read along the row, counted from the left as whites are placed. "
     "Rulebook: 1. Lancer de pièces (the shield)."},
    {"DU-R39",
     "When does phase 2 end?",
     "Once neither potion is still being brewed. Meanwhile a player still "
     "brewing plays turn after turn alone.",
     "The rulebook lets the other player go on alone, over several turns if "
     "needed. Rulebook: Tu choisis de terminer ta potion."},
    {"DU-R40",
     "What is played in round 7?",
     "Phases 1 to 3, then the game is evaluated: no trade (there is no card "
     "to trade), no buying, no end-of-round clean-up.",
     "Chips bought after the last brewing could only matter in a draw-off, "
     "where they would be arbitrary. Rulebook: Fin de la partie (seven "
     "rounds at most)."},
    {"DU-R41",
     "Who starts the game?",
     "The record names the start player in its setup: a decision, not a "
     "chance outcome.",
     "The rulebook's criterion, who last heard a loud bang, lies outside the "
     "game. Rulebook: Déroulement du jeu."},
    {"DU-R42",
     "How is the pile of trade cards made in a later game?",
     "6 cards taken at random, in random order, go on top of the round-7 "
     "card; the rest leave the game.",
     "The rulebook says nothing about the order of the random cards, which "
     "therefore belongs to the chance outcome. Rulebook: Matériel et "
     "préparation du jeu 4."},
    {"DU-R43",
     "Is gold counted in nuggets?",
     "No: each player's gold is one whole number, and the nuggets' "
     "denominations are not modelled.",
     "The 5-gold nuggets only make change (DU-R3). Rulebook: Matériel et "
     "préparation du jeu 9."},
    {"DU-R44",
     "Is the mayor variant supported?",
     "No: a record whose setup brings in the mayor is refused (rule "
     "duel.setup.mayor).",
     "Its rules are unknown. Rulebook: Matériel et préparation du jeu 8."},
    {"DU-R45",
     "Do keep cards still unused at the end of the game count?",
     "No: they have no effect and decide no tie.",
     "The rulebook gives them no value at the end. Rulebook: Cartes à "
     "jouer; Fin de la partie."},
    {"DU-R46",
     "What does coin bonus B3 (all whites back to the bag) do to the row?",
     "Every white of the row goes back into the bag; the row is empty, the "
     "last white is worth 0, and the next white then goes in as if it were "
     "the round's first, on the space matching its value.",
     "This is DU-R14 applied to a row left empty. Rulebook: 1. Lancer de "
     "pièces (the purge of the whites)."},
    {"DU-R47",
     "On the bonus space, must the player take one of the two options, and "
     "what if one cannot be carried out?",
     "The player takes one of the alternatives that can be carried out: the "
     "stand +1 if the stand can move, or a black upgrade if a black chip is "
     "eligible. If only one is possible it happens without a choice; if "
     "neither, nothing happens.",
     "The rulebook offers two options, and both are pure gains, so there is "
     "no reason to let a player refuse both. Rulebook: 2. Préparer la "
     "potion (the bonus space)."},
    {"DU-R48",
     "In what order do the coin bonuses apply once the coins are chosen?",
     "The tosser's coin face first, then the other player's: B2 (3 gold) and "
     "B4 (stand +1) at once, B1 (the shield) onto the vial, and B3, B5 and "
     "B6 under the neck until their window.",
     "Everywhere else in the round the tosser goes first too. Rulebook: 1. "
     "Lancer de pièces."},
#include "rulings_clar.h"
#include "rulings_ours.h"
};

const size_t du_nrulings = sizeof du_rulings / sizeof du_rulings[0];

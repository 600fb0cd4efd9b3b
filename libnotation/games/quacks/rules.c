/* The catalogue of the Quacks rules: every check the engine makes has an
 * id here, with what it requires and where that comes from.  "Rulebook"
 * is the French rulebook (../shared/rules/seeds/002_...txt) by section;
 * quacks.md is ../shared/rules/quacks.md by section; Q-R1 ... Q-R10 are
 * the rulings of ../shared/rules/README.md and the I-... tags those of
 * ../shared/rules/quacks-rulings.md.  "Herb Witches rulebook" is the
 * French rulebook of the expansion (../shared/rules/seeds/001_...txt),
 * herb-witches.md its tables; H-R1 ... H-R4 are the README's rulings for
 * it and the HW-... ones ours, where both are silent. */
#include "quacks.h"

#define RB "rulebook"
#define QM "quacks.md"
#define HB "Herb Witches rulebook"
#define HM "herb-witches.md"
#define RULING(tag, text, src) {"quacks.ruling." tag, text, src}

const nt_rule qk_rules[] = {
    /* Setup */
    {"quacks.setup.players",
     "The base game is played by 2 to 4 players (5 with The Herb Witches).",
     RB ", title; " QM " §8.3"},
    {"quacks.setup.start",
     "start names the seat who reads the fortune card of the record's first "
     "round: in round 1, whoever cooked last.",
     RB ", Préparation du jeu"},
    {"quacks.setup.round",
     "A record begins with round 1, or (for a worked example or an umpire's "
     "position) with a later round 1-9 whose standings its seats give.",
     "notation(5)"},
    {"quacks.setup.books",
     "Orange and black have one book each; green, blue, red, yellow and "
     "purple each use one book of the sets 1-4, the same set for all (set) "
     "or one per colour (a custom mix).  With The Herb Witches the sets 5 "
     "and 6 join them, black has books of sets 5 and 6 too, and locoweed a "
     "book of set 5 or 6 (by default the set of the others when that is 5 "
     "or 6).",
     RB ", Préparation du jeu, Variante; " QM " §2.1; " HB
     ", Préparation du jeu; " HM " §2"},
    {"quacks.setup.expansion",
     "The Herb Witches (expansion=\"herb-witches\") brings the fifth "
     "player, the witches and their pennies, the sets 5 and 6, locoweed, "
     "the new pumpkin book with its 6-chip, and the bowl; a record without "
     "it uses none of them.",
     HB ", Contenu, But du jeu"},
    {"quacks.setup.black",
     "The base black book lies open on its 2-player page with 2 players, "
     "on its 3-4-player page otherwise (5 players too, H-R4).",
     RB ", Préparation du jeu; " QM " §2.3 (black); H-R4"},
    {"quacks.setup.side",
     "The pots lie on their front side, or all on their back side with the "
     "test tubes (side=\"back\").",
     RB ", Préparation du jeu, Variante; " QM " §6"},
    {"quacks.setup.seat",
     "Seats are listed in order from 1 with a name and, for a record that "
     "begins after round 1, their VP, rubies, droplet, test tube, flask, "
     "bag and chips beside the pot.",
     "notation(5)"},
    {"quacks.setup.bag",
     "Each player starts with 4 white 1-chips, 2 white 2-chips, 1 white "
     "3-chip, 1 orange 1-chip and 1 green 1-chip in the bag, 1 ruby, the "
     "droplet on space 0, a full flask and 0 VP.",
     RB ", Préparation du jeu; " QM " §3.2"},
    {"quacks.setup.supply",
     "The supply holds every coloured chip of the box not in a bag: 20 "
     "orange 1, 15/10/13 green, 14/10/10 blue, 12/8/10 red, 13/6/10 "
     "yellow 1/2/4, 15 purple, 18 black; one white 1-chip per player waits "
     "for round 6 and the other white chips stay in the box.  The Herb "
     "Witches adds 12 orange 1, 20 orange 6, 10/5/5 green, 8/5/5 blue, "
     "6/5/5 red, 6/5/5 yellow, 8 purple, 8 black, 25 locoweed and 6/3/2 "
     "white chips (HW-WHITES).",
     RB ", Matériel, Préparation du jeu; " QM " §3.1; " HM " §4"},
    {"quacks.setup.read",
     "read lists the fortune cards already read before the record's first "
     "round, at most one per earlier round.",
     "notation(5)"},

    /* Rounds */
    {"quacks.round",
     "The game has 9 rounds, numbered in order; each has the fortune card, "
     "the rats, the brewing and the evaluation A-F.",
     RB ", Déroulement de la partie"},
    {"quacks.round.start",
     "The fortune deck passes clockwise after each round; its holder is the "
     "start player.",
     RB ", Décompte des points F"},
    {"quacks.round.6",
     "At the start of round 6 every player adds a white 1-chip to the bag.",
     RB ", Indicateur de manches; " QM " §3.3"},
    {"quacks.round.9",
     "Only at the end of round 9 may a player turn 2 rubies into 1 VP, and "
     "5 coins into 1 VP if the pot did not explode; as often as wished.",
     RB ", Indicateur de manches; Q-R9; I-ROUND9"},
    {"quacks.state",
     "A <standing> asserts a seat's VP, rubies, droplet, test tube and "
     "flask after the round; each must match the rules' count.",
     "notation(5)"},

    /* Fortune cards */
    {"quacks.fortune.deck",
     "Each round the start player reads the top fortune card: one of the 24 "
     "not read yet in this game.",
     RB ", Cartes divinatoires; " QM " §4"},
    {"quacks.fortune.choice",
     "A card's choices are made by the players it names, from the reader "
     "round the table; a record holds no choice the card does not ask.",
     RB ", Cartes divinatoires"},
    {"quacks.fortune.the-pot-is-filling-up",
     "The pot is filling up: every player moves the droplet 1 space.",
     QM " §4 card 1"},
    {"quacks.fortune.alms",
     "Alms: the player(s) with the fewest rubies take 1 ruby.",
     QM " §4 card 2"},
    {"quacks.fortune.donations",
     "Donations: every player rolls the bonus die once and takes the "
     "result.",
     QM " §4 card 3"},
    {"quacks.fortune.beginners-bonus",
     "Beginner's bonus: the player(s) with the fewest VP take a green "
     "1-chip.",
     QM " §4 card 4"},
    {"quacks.fortune.just-in-time",
     "Just in time: each player takes 4 VP or takes a white 1-chip out of "
     "the bag (back to the box).",
     QM " §4 card 5; I-WHITE-BOX"},
    {"quacks.fortune.but-you-only-get-to-choose-one",
     "But you only get to choose one: each player takes a black chip, any "
     "2-chip or 3 rubies.",
     QM " §4 card 6"},
    {"quacks.fortune.rats-are-your-friends",
     "Rats are your friends: each player takes any 4-chip, or 1 VP per rat "
     "tail received this round.",
     QM " §4 card 7; I-RATS-FRIENDS"},
    {"quacks.fortune.a-good-start",
     "A good start: each player may give up 1 to 3 of the rat tails due "
     "this round for as many rubies.",
     QM " §4 card 8"},
    {"quacks.fortune.choose-wisely",
     "Choose wisely: each player moves the droplet 2 spaces or takes a "
     "purple chip.",
     QM " §4 card 9"},
    {"quacks.fortune.wheel-and-deal",
     "Wheel and deal: each player may trade 1 ruby for any 1-chip other "
     "than purple or black.",
     QM " §4 card 10"},
    {"quacks.fortune.an-opportunistic-moment",
     "An opportunistic moment: each player draws 4 chips and may trade one "
     "of them for the next higher chip of its colour; who cannot trade "
     "takes a green 1-chip; the drawn chips go back.",
     QM " §4 card 11; I-OPPORTUNISTIC"},
    {"quacks.fortune.less-is-more",
     "Less is more: each player draws 5 chips; the lowest sum takes a blue "
     "2-chip, everyone else 1 ruby; the chips go back.",
     QM " §4 card 12"},
    {"quacks.fortune.rat-infestation",
     "Rat infestation: the rat tails count double this round.",
     QM " §4 card 13"},
    {"quacks.fortune.living-in-luxury",
     "Living in luxury: the pot explodes only above 9 white points this "
     "round.",
     QM " §4 card 14; Q-R6"},
    {"quacks.fortune.seasoned-perfectly",
     "Seasoned perfectly: white chips totalling exactly 7 when the player "
     "stops move the droplet 1 space.",
     QM " §4 card 15; I-SEASONED"},
    {"quacks.fortune.lucky-devil",
     "Lucky devil: a scoring space with a ruby gives 2 VP more, exploded or "
     "not.",
     QM " §4 card 16; I-CARD-C"},
    {"quacks.fortune.its-shining-extra-bright",
     "It's shining extra bright: a scoring space with a ruby gives 1 ruby "
     "more.",
     QM " §4 card 17; I-CARD-C"},
    {"quacks.fortune.schadenfreude",
     "Schadenfreude: when a pot explodes, the player to its left takes any "
     "2-chip.",
     QM " §4 card 18; I-SCHADENFREUDE, I-LEFT"},
    {"quacks.fortune.well-stirred",
     "Well stirred: right after the first white chip is placed this round, "
     "it may go back into the bag.",
     QM " §4 card 19; I-WELL-STIRRED"},
    {"quacks.fortune.the-pot-is-full",
     "The pot is full: whoever rolls the bonus die rolls it twice.",
     QM " §4 card 20"},
    {"quacks.fortune.a-second-chance",
     "A second chance: once the pot first holds 5 chips (or explodes with 5 "
     "or fewer), the player may put everything back and brew again, once.",
     QM " §4 card 21; I-SECOND-CHANCE"},
    {"quacks.fortune.strong-ingredient",
     "Strong ingredient: after the brewing, each player who stopped without "
     "exploding draws up to 5 chips one at a time and may place one of "
     "them, without its action; the others go back (with The Herb Witches "
     "a full pot too, into the bowl).",
     QM " §4 card 22; Q-R7; I-STRONG-DRAW, I-STRONG-B; HW-F5"},
    {"quacks.fortune.pumpkin-patch-party",
     "Pumpkin patch party: every orange chip moves 1 space further this "
     "round (not a locoweed copying one).",
     QM " §4 card 23; HW-F2"},
    {"quacks.fortune.magic-potion",
     "Magic potion: every flask is refilled at the end of the round.",
     QM " §4 card 24; I-MAGIC"},

    /* Rats */
    {"quacks.rats",
     "Before brewing, each player's rat stone lies past the droplet by the "
     "number of rat tails between the player's score and the leader's.",
     RB ", Les rats; " QM " §7.2"},
    {"quacks.rats.round-2",
     "The rats come into play from round 2 on: in round 1 no player gets "
     "rat tails, even when the fortune card has already given VP "
     "(Donations, Just in time).",
     RB ", Les rats (au plus tôt à partir de la 2e manche)"},

    /* Brewing */
    {"quacks.brew.order",
     "Brewing is recorded player by player from the start player (the "
     "players brew at the same time).",
     "I-SEQ-BREW"},
    {"quacks.brew.stop",
     "After each chip the player draws again or stops; a player who has "
     "stopped draws no more.",
     RB ", La préparation de la potion"},
    {"quacks.brew.exploded",
     "A player whose pot exploded must stop: no more chips.",
     RB ", Arrêt suite à une explosion"},
    {"quacks.bag.draw",
     "Every chip drawn (for the pot, a crow skull, a fortune card) is in "
     "that player's bag at that moment.",
     RB ", La préparation de la potion"},
    {"quacks.bag.empty",
     "A player with an empty bag must stop.",
     RB ", La préparation de la potion; " QM " §8.1"},
    {"quacks.pot.position",
     "A chip goes as many spaces as its value after the last chip, or after "
     "the droplet (the rat stone, if it is in the pot) for the first; the "
     "gaps stay empty.",
     RB ", La préparation de la potion; " QM " §1.3"},
    {"quacks.pot.white",
     "The white total is the sum of the values of the white chips in the "
     "pot.",
     RB ", Arrêt suite à une explosion"},
    {"quacks.pot.explosion",
     "The pot explodes when its white total goes over 7 (over the "
     "threshold mandrake set 3 or Living in luxury raise); the chip is "
     "still placed.",
     RB ", Arrêt suite à une explosion; Q-R6"},
    {"quacks.pot.space",
     "The scoring space is the space right after the last chip, exploded or "
     "not (the spoon after the last space).",
     RB ", Décompte des points; I-EMPTY-POT"},
    {"quacks.pot.full",
     "A chip that reaches or passes the last space (33) lies on it; the pot "
     "is full and the player must stop (with The Herb Witches the next "
     "chips go into the bowl instead).",
     RB ", Décompte des points D; Q-R5; I-FULL"},
    {"quacks.bowl",
     "With The Herb Witches a chip that reaches or passes the last space "
     "lies on it, and every chip drawn after it goes into the bowl: it "
     "does not move and has no action, but a white chip still counts and "
     "can make the pot explode (a toadstool of set 2 too); once the last "
     "space is empty again the pot is not full.  In D: the spoon, then "
     "half the values in the bowl (rounded down); whoever reached the last "
     "space without exploding may roll the bonus die.",
     HB ", Coupelles; " HM " §5; HW-BOWL, HW-F3, HW-F4"},
    {"quacks.pot.size",
     "A pot holds at most 64 chips (a guard against hostile input).",
     "notation(5), security"},

    /* The flask */
    {"quacks.flask.empty",
     "The flask can be used only when full; a used flask is refilled for 2 "
     "rubies at the end of a round.",
     RB ", Bouteilles"},
    {"quacks.flask.exploded",
     "The flask cannot return the chip that made the pot explode.",
     RB ", Bouteilles; Q-R1"},
    {"quacks.flask.timing",
     "The flask returns the chip the last draw placed, right after that "
     "draw: not a chip set aside, kept or placed before a witch's step.",
     RB ", Bouteilles; I-FLASK, HW-F1"},
    {"quacks.flask.white",
     "The flask returns a white chip (unless the record chose the reading "
     "flask=\"any\").",
     "Q-R1"},
    {"quacks.flask.full",
     "The flask (and Well stirred) cannot return a chip on the last space.",
     "I-FULL-FLASK"},

    /* The books */
    {"quacks.orange",
     "Pumpkins (orange, one book) have no action.",
     RB ", Actions des jetons; " QM " §2.3"},
    {"quacks.black.2",
     "Black, 2 players, step B: as many black chips as the other player, "
     "droplet +1; more, droplet +1 and a ruby; no black chip, nothing.",
     QM " §2.3; Q-R4"},
    {"quacks.black.3-4",
     "Black, 3-4 players, step B: more black chips than one neighbour, "
     "droplet +1; more than both, droplet +1 and a ruby.",
     QM " §2.3"},
    {"quacks.green.1",
     "Green set 1, step B: a ruby for each green chip among the last two in "
     "the pot.",
     RB ", Décompte des points B; " QM " §2.3"},
    {"quacks.green.2",
     "Green set 2, step B: for each green chip among the last two, a chip "
     "into the bag if wished: green 1 an orange 1; green 2 a blue 1 or a red "
     "1; green 4 a yellow 1 or a purple 1.",
     QM " §2.3; I-CLOSED-GAIN"},
    {"quacks.green.3",
     "Green set 3, step B: white chips totalling exactly 7 move the last "
     "chip on by the sum of the green chips' values.",
     QM " §2.3"},
    {"quacks.green.4",
     "Green set 4, step B: for each green chip among the last two, the "
     "player may pay a ruby to move the droplet 1 space.",
     QM " §2.3"},
    {"quacks.blue.1",
     "Crow skull set 1: draw 1, 2 or 4 more chips (by its value); one of "
     "them may be placed next; the others go back into the bag before the "
     "placed chip acts.",
     RB ", Actions des jetons; " QM " §2.3; I-CROW-DRAW; Q-R11"},
    {"quacks.blue.2",
     "Crow skull set 2: a pot that explodes within the next 1, 2 or 4 "
     "chips still gives VP and coins, and no choice is made.",
     QM " §2.3; I-B2-WINDOW"},
    {"quacks.blue.3",
     "Crow skull set 3: landing on a ruby space gives a ruby.",
     QM " §2.3"},
    {"quacks.blue.4",
     "Crow skull set 4: landing on a ruby space gives VP equal to its "
     "value.",
     QM " §2.3; Q-R2"},
    {"quacks.red.1",
     "Toadstool set 1: 1 or 2 pumpkins in the pot, 1 space further; 3 or "
     "more, 2 spaces further.",
     QM " §2.3"},
    {"quacks.red.2",
     "Toadstool set 2: set beside the pot; after stopping, each is placed "
     "(in any order), kept for a later round or put back into the bag; "
     "once the pot is full, into the bowl instead.",
     QM " §2.3; I-R2-WHEN; HW-F4"},
    {"quacks.red.3",
     "Toadstool set 3: right after a white chip it moves the white chip's "
     "value further.",
     QM " §2.3"},
    {"quacks.red.4",
     "Toadstool set 4: with a red chip in the pot, white 1-chips move 2 "
     "spaces.",
     QM " §2.3"},
    {"quacks.yellow.1",
     "Mandrake set 1: a white chip placed right before it may go back into "
     "the bag; its space stays empty.",
     QM " §2.3"},
    {"quacks.yellow.2",
     "Mandrake set 2: the next chip moves twice its value.",
     QM " §2.3; I-Y2-DOUBLE"},
    {"quacks.yellow.3",
     "Mandrake set 3: after the first yellow chip the pot explodes only "
     "above 8, after the third above 9.",
     QM " §2.3; Q-R6"},
    {"quacks.yellow.4",
     "Mandrake set 4: the 1st, 2nd and 3rd yellow chips of the round move 1, "
     "2 and 3 spaces further.",
     QM " §2.3"},
    {"quacks.purple.1",
     "Ghost's breath set 1, step B: 1 purple chip 1 VP; 2, 1 VP and a ruby; "
     "3 or more, 2 VP and droplet +1; a lower tier may be chosen.",
     QM " §2.3; I-P1-DECLINE"},
    {"quacks.purple.2",
     "Ghost's breath set 2, step B: trade 1, 2 or 3 purple chips of the pot "
     "(back to the supply) for the book's rewards.",
     QM " §2.3; I-P2-SUPPLY, I-B-REMOVE"},
    {"quacks.purple.3",
     "Ghost's breath set 3, step B: each purple chip scores by its space's "
     "number: 10-19 1 VP, 20-29 2 VP, 30 and more 3 VP.",
     QM " §2.3"},
    {"quacks.orange.6",
     "The Herb Witches' pumpkin book sells the orange 6-chip for 22 coins; "
     "a pumpkin has no action and no upgrade of any kind applies to it.",
     HB ", Citrouille; " HM " §3; H-R3"},
    {"quacks.blue.5",
     "Crow skull set 5: when it is placed, if the pot already holds at "
     "least as many orange chips (1 or 6) as its value, it scores that "
     "many VP at once.",
     HB ", Crâne de corbeau; " HM " §2.1"},
    {"quacks.blue.6",
     "Crow skull set 6: a ruby for each white 1-chip among the chips "
     "placed just before it, as many as its value.",
     HB ", Crâne de corbeau; " HM " §2.1"},
    {"quacks.red.5",
     "Toadstool set 5: it moves by the value of the highest toadstool "
     "already in the pot when that is higher than its own.",
     HB ", Amanite tue-mouche; " HM " §2.1; HW-R5"},
    {"quacks.red.6",
     "Toadstool set 6: once it is placed, the next chip drawn is set aside; "
     "it must be placed this round, when the player chooses, before "
     "stopping (also after an explosion), and acts as usual.",
     HB ", Amanite tue-mouche; " HM " §2.1; HW-R6"},
    {"quacks.yellow.5",
     "Mandrake set 5: another chip must be drawn; the mandrake moves its "
     "own value plus that chip's (locoweed 1), and the chip goes back into "
     "the bag without effect.",
     HB ", Racine de mandragore; " HM " §2.1; HW-Y5"},
    {"quacks.yellow.6",
     "Mandrake set 6: the player may pay exactly one ruby to move it 3 "
     "spaces further.",
     HB ", Racine de mandragore; " HM " §2.1"},
    {"quacks.locoweed.5",
     "Locoweed set 5: it moves the distance of this round's rat stone + 1, "
     "4 at most.",
     HB ", Chou des fous; " HM " §2.1, §2.3; H-R2"},
    {"quacks.locoweed.6",
     "Locoweed set 6: it takes the value and the action of the last "
     "coloured chip in the pot (white ones do not count); with none, it "
     "moves 1 and does nothing.",
     HB ", Chou des fous; " HM " §2.1; HW-L6"},
    {"quacks.green.5",
     "Garden spider set 5, step B: for each green chip among the last two, "
     "the player may keep one chip of the pot worth no more than it; kept "
     "chips are the first ones placed next round, in the order chosen; "
     "nothing is kept in round 9.",
     HB ", Araignée; " HM " §2.1; HW-G5, HW-F6"},
    {"quacks.green.6",
     "Garden spider set 6, step B: the bonus die is rolled once for each "
     "green chip among the last two (twice with The pot is full).",
     HB ", Araignée; " HM " §2.1"},
    {"quacks.purple.5",
     "Ghost's breath set 5, step B: the VP printed on the spaces of the "
     "purple chips make a budget for up to two chips of different colours, "
     "bought now; in round 9 it buys VP at 5 to 1.",
     HB ", Souffle du fantôme; " HM " §2.1; HW-P5"},
    {"quacks.purple.6",
     "Ghost's breath set 6, step B: each purple chip scores the printed "
     "value of the chip placed right after it (locoweed 1).",
     HB ", Souffle du fantôme; " HM " §2.1"},
    {"quacks.black.5",
     "Black set 5: a black chip bought or taken from a fortune card goes "
     "into the left neighbour's bag, and its buyer's droplet moves 1; step "
     "B: a ruby per black chip in the left neighbour's pot and per black "
     "chip among one's own last two.",
     HB ", Sphinx tête de mort; " HM " §2.1; HW-K5"},
    {"quacks.black.6",
     "Black set 6, step B: the owner of the black chip furthest in any pot "
     "moves the droplet 1, the owner of the next furthest takes a ruby; "
     "ties share.",
     HB ", Sphinx tête de mort; " HM " §2.1; HW-K6"},
    {"quacks.purple.4",
     "Ghost's breath set 4, step B: 1 purple chip upgrades a 1-chip of the "
     "pot to the 2-chip, 2 a 2-chip to the 4-chip, 3 a 1-chip to the "
     "4-chip; the new chip goes into the bag.",
     QM " §2.3; I-B-REMOVE"},

    /* The evaluation */
    {"quacks.evaluation",
     "The evaluation runs A (die), B (black, green, purple), C (rubies), D "
     "(VP), E (buying), F (rubies spent) in that order, from the start "
     "player; a record holds no choice the evaluation does not ask.",
     RB ", Décompte des points; Q-R8"},
    {"quacks.die",
     "A: among the players whose pot did not explode, whoever reached the "
     "highest scoring space (all tied players) rolls the bonus die.",
     RB ", Décompte des points A"},
    {"quacks.rubies",
     "C: a scoring space with a ruby gives a ruby, exploded or not.",
     RB ", Décompte des points C"},
    {"quacks.exploded.choice",
     "A player whose pot exploded takes either the VP (D) or the coins to "
     "buy (E).",
     RB ", Décompte des points C"},
    {"quacks.vp",
     "D: each player scores the VP of the scoring space (15 on the spoon).",
     RB ", Décompte des points D"},
    {"quacks.buy",
     "E: each player may buy 1 or 2 chips with the coins of the scoring "
     "space (35 on the spoon); unspent coins are lost.",
     RB ", Décompte des points E"},
    {"quacks.buy.white",
     "White chips cannot be bought.", QM " §2.1"},
    {"quacks.buy.book",
     "A chip is bought from a book in play, at its price there.",
     RB ", Décompte des points E; " QM " §2.2"},
    {"quacks.buy.yellow",
     "The yellow book opens at the start of round 2.",
     RB ", Indicateur de manches"},
    {"quacks.buy.purple",
     "The purple book opens at the start of round 3.",
     RB ", Indicateur de manches"},
    {"quacks.buy.coins",
     "The chips bought cost no more than the coins.",
     RB ", Décompte des points E"},
    {"quacks.buy.colours",
     "Two chips bought are of different colours.",
     RB ", Décompte des points E"},
    {"quacks.buy.two",
     "A player buys at most two chips a round.",
     RB ", Décompte des points E"},
    {"quacks.buy.exploded",
     "A player whose pot exploded and who took the VP buys nothing.",
     RB ", Décompte des points C"},
    {"quacks.supply",
     "A chip the supply no longer holds cannot be bought or gained.",
     RB ", Décompte des points E; Q-R10"},
    {"quacks.spend",
     "F: 2 rubies move the droplet 1 space, or refill the flask; as often "
     "as the rubies allow.",
     RB ", Décompte des points F"},
    {"quacks.spend.flask",
     "Only an empty flask can be refilled.",
     RB ", Décompte des points F"},
    {"quacks.tube.choice",
     "On the back side every droplet move goes to the pot's droplet or the "
     "test tubes' (one glass, whose bonus is taken at once).",
     RB ", Variante; " QM " §6; I-DIE-TUBE"},

    /* The Herb Witches */
    {"quacks.witch.display",
     "Three witches are on display, one brewing, one buying and one "
     "scoring witch, drawn at random before the first round (<witches>).",
     HB ", Préparation du jeu; " HM " §1.1"},
    {"quacks.witch.penny",
     "Each player holds one witch penny of each type and calls a witch by "
     "handing in the penny of her type: each witch at most once a game.",
     HB ", Les sorcières herboristes; H-R1"},
    {"quacks.witch.call",
     "A witch is called in the phase her card names, at its seat's point "
     "of it (a buying witch before the purchases), when her help applies.",
     HB ", Les sorcières herboristes; HW-WITCH-USEFUL"},
    {"quacks.witch.flask-after-explosion",
     "Brewing, after an explosion, with a full flask: the white chip that "
     "made the pot explode goes back into the bag and the flask is used; "
     "the player may draw on or stop.",
     HB ", Les sorcières herboristes (1st); " HM " §1.3 W1; HW-W1"},
    {"quacks.witch.draw-six",
     "Brewing, before the pot explodes: draw 6 chips and place any of them "
     "in the order chosen, each acting as usual; the others go back.",
     HB ", Les sorcières herboristes (2nd); " HM " §1.3 W2; HW-W2"},
    {"quacks.witch.two-whites-back",
     "Brewing, before the pot explodes: the last two white chips of the "
     "pot go back into the bag (or one of them); their spaces stay empty.",
     HB ", Les sorcières herboristes (3rd); " HM " §1.3 W3; HW-W3"},
    {"quacks.witch.no-explosion-penalty",
     "Evaluation, exploded: the player scores the VP and buys, and rolls "
     "the die if furthest, as if the pot had not exploded.",
     HB ", Les sorcières herboristes (4th); " HM " §1.3 W4; HW-W4"},
    {"quacks.witch.upgrade",
     "Buying: the last two chips of the pot, or one chip of the pot, go up "
     "one level (1 to 2, 2 to 4); never a pumpkin.",
     HB ", Les sorcières herboristes (5th); " HM " §1.3 W5; HW-W5"},
    {"quacks.witch.double-coins",
     "Buying: the buying value is doubled; still two chips of different "
     "colours at most.",
     HB ", Les sorcières herboristes (6th); " HM " §1.3 W6"},
    {"quacks.witch.free-copy",
     "Buying: a second copy of one chip just bought, free.",
     HB ", Les sorcières herboristes (7th); " HM " §1.3 W7; HW-W7"},
    {"quacks.witch.rubies-as-coins",
     "Buying: each ruby held adds 2 to the buying value; the rubies are "
     "kept.",
     HB ", Les sorcières herboristes (8th); " HM " §1.3 W8; HW-W8"},
    {"quacks.witch.colours",
     "VP (D): VP by the colours in the pot, white aside: 1-4 colours 3 VP, "
     "5 4 VP, 6 7 VP, 7 10 VP, 8 14 VP.",
     HB ", Les sorcières herboristes (9th); " HM " §1.3 W9; HW-W9"},
    {"quacks.witch.count-the-bag",
     "VP (D): 2 VP for each coloured 2-, 4- or 6-chip, purple chip and "
     "locoweed chip left in the bag.",
     HB ", Les sorcières herboristes (10th); " HM " §1.3 W10"},
    {"quacks.witch.vp-as-rubies",
     "Rubies (C): on a scoring space with a ruby, as many rubies as its VP "
     "instead (and instead of It's shining extra bright's).",
     HB ", Les sorcières herboristes (11th); " HM " §1.3 W11; HW-W11"},
    {"quacks.witch.cheap-rubies",
     "End of the round (F): filling the flask or moving the droplet costs 1 "
     "ruby, as often as the rubies allow.",
     HB ", Les sorcières herboristes (12th); " HM " §1.3 W12"},
    {"quacks.end.pennies",
     "Each witch penny not handed in scores 2 VP at the end of the game.",
     HB ", Les sorcières herboristes"},

    /* The end */
    {"quacks.end.over",
     "The game ends after the evaluation of round 9; nothing follows.",
     RB ", Fin de la partie"},
    {"quacks.end.result",
     "The most VP wins; a <result> asserts the winners and the scores.",
     RB ", Fin de la partie"},
    {"quacks.end.tie",
     "Tied on VP, whoever filled the pot furthest in the last round wins; "
     "still tied, they share the win.",
     RB ", Fin de la partie"},
    {"quacks.end.unfinished",
     "A record may stop at the start of a round with <unfinished/>; nothing "
     "follows it.",
     "notation(5)"},

#include "rules_rulings.inc"
};

const size_t qk_nrules = sizeof qk_rules / sizeof qk_rules[0];

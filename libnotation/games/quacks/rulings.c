/* The Quacks rulings in full: for each point the rulebooks leave open,
 * the question, the reading we chose and why, in our own words, so that
 * `notation rules quacks Q-R11` answers an umpire without the rules
 * folder.  Sources: ../shared/rules/README.md (Q-R..., H-R...),
 * quacks-rulings.md (I-...), and ours (HW-..., see rules.c; HW-BOWL-FLASK
 * is cited by brew.c).  Order: Q-R, then I- as in quacks-rulings.md,
 * H-R, then HW- as rules.c lists them. */
#include "quacks.h"

const nt_ruling qk_rulings[] = {
    {"Q-R1",
     "Which chip may the flask put back into the bag: only a white one, or "
     "whatever chip was drawn last?",
     "By default (flask=\"white\") only a white chip, the one the last draw "
     "placed; a record may choose flask=\"any\" in its setup, and then any "
     "last-drawn chip may go back. In both readings the flask can never take "
     "back the chip that made the pot explode.",
     "The English rulebook speaks of a white chip while the French text "
     "names no colour; both are defensible, so the English wording is the "
     "default and the literal French one an option. Both rulebooks forbid "
     "the flask once the last chip has exploded the pot."},
    {"Q-R2",
     "What do the 4-chips of blue set 4 and green set 3 cost, where the "
     "sources give two prices?",
     "The blue set 4 4-chip costs 20 coins and the green set 3 4-chip 21 "
     "coins.",
     "These are the prices printed in the ingredient books, which differ "
     "from some almanac texts; the book is what players read when they buy."},
    {"Q-R3",
     "What are the six faces of the bonus die?",
     "1 VP, 1 VP, 2 VP, 1 ruby, the droplet moves 1 space, and an orange "
     "1-chip into the bag.",
     "The rulebooks only list the five different results; three independent "
     "implementations agree that 1 VP is printed on two faces."},
    {"Q-R4",
     "Black book, two players: does a player with no black chip in his pot "
     "get the \"as many as the other\" reward when the other has none "
     "either?",
     "No. A player without any black chip in his pot gets no black reward at "
     "all (with any number of players).",
     "Step B carries out the actions of the chips that were drawn; a player "
     "who drew no black chip has no black action to carry out."},
    {"Q-R5",
     "Base game: what happens when a chip reaches or passes the last space "
     "of the pot (printed 33)?",
     "The chip lies on the last space, the pot is full and the player must "
     "stop drawing; he scores the spoon (15 VP, 35 coins) and, if his pot "
     "did not explode, may roll the bonus die. With The Herb Witches the "
     "overflow bowl takes the chips drawn afterwards instead (HW-BOWL).",
     "The rulebook puts such a chip on the 33 and pays the spoon, but says "
     "nothing about drawing on; the expansion introduced the bowl precisely "
     "for the chips that come after, which implies that without it the "
     "drawing ends."},
    {"Q-R6",
     "Do \"Living in luxury\" and mandrake set 3 add up to raise the "
     "explosion limit further?",
     "No. The highest of the limits applies: 9 with Living in luxury, "
     "whatever the mandrakes; otherwise 8 after the first yellow chip and 9 "
     "after the third.",
     "Both name a limit, not a bonus to add; a published answer on the "
     "game's forum reads them the same way."},
    {"Q-R7",
     "Can chips drawn because of a fortune card explode the pot, does the "
     "\"Strong ingredient\" chip act, and may an upgrade turn a pumpkin into "
     "something else?",
     "Chips a fortune card makes a player draw or place never explode the "
     "pot, even beyond the white limit. The chip placed with Strong "
     "ingredient has no action (I-STRONG-B). No upgrade, from a book, a "
     "witch or a card, ever applies to a pumpkin.",
     "The Herb Witches rulebook clarifies these three points in so many "
     "words; they concern the base game's cards and books, so they hold "
     "without the expansion too."},
    {"Q-R8",
     "In step B, in which order are the black, green and purple actions "
     "carried out?",
     "First every player's black action, then every player's green action, "
     "then every player's purple action, each time from the start player "
     "round the table.",
     "The French rulebook begins with who had how many black chips, goes on "
     "with the green chips \"and so on\", starting with the first player."},
    {"Q-R9",
     "At the end of round 9, which conversions into VP are allowed?",
     "Everyone may turn 2 rubies into 1 VP, as often as he likes; only a "
     "player whose pot did not explode may also turn 5 coins into 1 VP, as "
     "often as he likes.",
     "The French rulebook sets the explosion condition for the coins "
     "explicitly; the English one is silent on it, and the French text is "
     "the authority where it speaks."},
    {"Q-R10",
     "What if the supply runs out of a chip?",
     "The supply holds only the chips of the box: a chip it no longer has "
     "can be neither bought nor gained from any source, and a gain of it is "
     "lost.",
     "The rulebook says the quantity of chips is limited and that a player "
     "must choose another chip when the one he wants is gone."},
    {"Q-R11",
     "Crow skull of blue set 1: when do the drawn chips that are not chosen "
     "go back into the bag?",
     "Before the chosen chip is placed and acts. A chosen crow skull then "
     "draws from a bag that holds them again.",
     "The French rulebook's example takes the chosen chip and returns the "
     "other in one breath, before anything else happens."},
    {"I-SEQ-BREW",
     "The players brew at the same time: in what order does a record give "
     "their draws?",
     "One player at a time, each brewing to the end, from the start player "
     "round the table; in round 9 as well. Schadenfreude, the only card that "
     "links players, is resolved after everyone has brewed.",
     "No player's chips depend on another's draws, so a record in seat "
     "order gives the same results as simultaneous play, and it is far "
     "easier to check."},
    {"I-EMPTY-POT",
     "Where does a player score who stops before placing any chip?",
     "On the space right after his droplet, or after his rat stone if it "
     "lies in the pot.",
     "The scoring space is the one after the last occupied place, and with "
     "no chip in the pot the droplet or the rat stone plays that part, as "
     "it does for the first chip."},
    {"I-FULL",
     "Base game: what happens around a chip that lands on the last space?",
     "The drawing ends at once, but after that chip's own action: a "
     "mandrake's or a crow skull of set 3 or 4's gain still happens, while a "
     "crow skull of set 1 draws nothing there. A full pot takes no toadstool "
     "set 2 chip from beside it and no Strong ingredient chip.",
     "Q-R5 makes the full pot a forced stop, and like an explosion it still "
     "lets the last chip act; drawing or adding chips afterwards would need "
     "a space the pot no longer has."},
    {"I-FULL-FLASK",
     "Base game: may the flask (or Well stirred) put back a chip lying on "
     "the last space?",
     "No. The pot is full and the player has had to stop, so the brewing is "
     "over. With The Herb Witches see HW-BOWL-FLASK.",
     "The flask is used in order to draw on; returning the chip would undo "
     "a forced stop."},
    {"I-FLASK",
     "When exactly may the flask be used, and what happens if the chip it "
     "returns was raising the explosion limit?",
     "Only at the decision right after a chip was placed, on that chip (a "
     "chip chosen from a crow skull's draw included); not when the last step "
     "placed nothing, such as a toadstool of set 2 set beside the pot or a "
     "crow skull whose chips were all put back. Under flask=\"any\" the "
     "gains the chip already gave (rubies, VP) are kept, and if its return "
     "lowers the limit below the white total (a mandrake of set 3), the pot "
     "explodes.",
     "The flask takes back the last chip drawn, so it belongs to the moment "
     "after that draw; nothing in the rules takes back gains already made, "
     "and the limit is checked against the pot as it now is."},
    {"I-DROPLET",
     "May a droplet move be declined, is there a limit, and does a move "
     "during the evaluation shift the chips?",
     "A droplet move is always made, even where a text says \"may\" "
     "(purple); only a lower purple tier may be chosen (I-P1-DECLINE). The "
     "droplet has no upper limit, but chips never go beyond the last space. "
     "A move during the evaluation leaves the chips of the pot where they "
     "are and only counts from the next round.",
     "Moving the droplet is never a loss, so offering to decline it would "
     "only lengthen records; the die tells players to push chips aside, not "
     "to move them."},
    {"I-DIE-TUBE",
     "On the test-tube side of the pot, which droplet moves offer the choice "
     "between the pot and the test tubes?",
     "Every one: the die's droplet face, the black books, green set 4, "
     "ghost's breath sets 1 and 2, the fortune cards and the rubies spent in "
     "step F alike. A move of 2 is two single moves, each with its own "
     "choice. Once the test-tube droplet stands on glass 12, the pot droplet "
     "moves without a choice.",
     "The rulebook gives the choice each time a droplet may move, naming "
     "cards, chip actions and rubies, and the test-tube droplet moves one "
     "glass at a time."},
    {"I-TUBE-END",
     "What happens when the test-tube droplet has reached the last glass?",
     "It stays on glass 12; later moves all go to the pot droplet.",
     "Glass 12 is the last one printed; there is no bonus beyond it."},
    {"I-CLOSED-GAIN",
     "May a player get yellow or purple chips before their books open?",
     "No: no yellow chip before round 2 and no purple chip before round 3, "
     "from any source (buying, fortune cards, green set 2, the test tubes, "
     "upgrades, ghost's breath set 5).",
     "The French rulebook says so for the fortune cards; holding every "
     "source to the same limit keeps the round track meaningful."},
    {"I-RUBIES",
     "Can the rubies run out?",
     "No: rubies are unlimited.",
     "The 20 rubies are a count of the box's pieces, not a stated limit, "
     "and the rules never say what would happen without a ruby to take."},
    {"I-CROW-DRAW",
     "Crow skull of set 1: must its extra chips be drawn, and what does a "
     "chosen chip do?",
     "The 1, 2 or 4 extra chips (fewer if the bag holds fewer) are always "
     "drawn; the player declines the action by placing none of them. The "
     "chips not chosen go back into the bag first (Q-R11); the chosen chip "
     "is then placed and acts at once, like a normal draw: a toadstool of "
     "set 2 goes beside the pot, a crow skull of set 1 draws again.",
     "The French example draws the chips first and then says that placing "
     "one was not compulsory; the chosen chip goes into the pot as the next "
     "chip drawn."},
    {"I-B2-WINDOW",
     "Crow skull of set 2: which explosions does it cover, and what does a "
     "covered player get?",
     "A blue chip of value N covers the next N chips placed in the pot; a "
     "later blue chip raises the cover to its own value when that is more "
     "than what is left. A chip set beside the pot or returned by the flask "
     "uses no place. A pot that explodes on a covered chip scores both the "
     "VP and the coins without a choice, but its player may not roll the die "
     "and still counts as exploded for Strong ingredient, Schadenfreude and "
     "the round-9 coins.",
     "The almanac gives the better protection rather than both, which the "
     "larger window does; the book only lifts the choice between VP and "
     "coins, not the other consequences of an explosion."},
    {"I-Y2-DOUBLE",
     "Mandrake of set 2: what exactly is doubled for the chip placed after "
     "it?",
     "That chip's base move: its value, or 2 for a white 1-chip under "
     "toadstool set 4 (with The Herb Witches also the move toadstool set 5 "
     "or locoweed set 5 gives). Bonuses (toadstool sets 1 and 3, mandrake "
     "set 4, Pumpkin patch party) are added afterwards, undoubled. It is the "
     "chip next placed after the yellow one that doubles: after a flask or "
     "Well stirred return the next one doubles again, and a toadstool set 2 "
     "chip or a Strong ingredient chip placed right after it doubles too.",
     "The almanac doubles how far the chip's number takes it; bonuses are "
     "separate additions named by other books and cards."},
    {"I-R2-WHEN",
     "Toadstool of set 2: when are the chips beside the pot placed, put back "
     "or kept?",
     "Only after the player stops or explodes: then, one at a time and in "
     "any order, each chip beside the pot goes into the pot, back into the "
     "bag, or stays beside it for a later round. Nothing is offered during "
     "the drawing. An exploded player may place them too; a full base-game "
     "pot takes none. A second chance puts the chips set aside this round "
     "back into the bag, while those kept from earlier rounds stay.",
     "The almanac asks for the decision once the player has stopped and "
     "lets exploded players take part; one fixed moment keeps records "
     "checkable."},
    {"I-WELL-STIRRED",
     "Well stirred: which white chip may go back, and until when?",
     "The first white chip placed in the pot this round (a white chip only "
     "shown by a crow skull and put back does not count), at the decision "
     "right after it is placed; if the player goes on without returning it, "
     "the chance is gone. The chip leaves the pot as with the flask.",
     "The card speaks of the first white chip drawn; tying the offer to "
     "that moment, as for the flask, keeps it from being used much later."},
    {"I-SECOND-CHANCE",
     "A second chance: when may the player start again, and what does "
     "starting again undo?",
     "It is offered once, at the first decision at which the pot holds 5 or "
     "more chips, or when the pot explodes with 5 chips or fewer; declined, "
     "it is gone. Starting again puts every chip of the pot, the bowl and "
     "those set aside this round back into the bag and clears the explosion; "
     "rubies and VP already won and a used flask stay as they are. The new "
     "draws are ordinary draws and can explode the pot.",
     "The card offers the restart once the first five chips are in, and the "
     "publisher answered that it also applies after an early explosion; the "
     "restart is the normal brewing again, not a draw made for the card."},
    {"I-SEASONED",
     "When is \"Seasoned perfectly\" checked?",
     "When the player stops: if his white chips total exactly 7 and the pot "
     "did not explode, his droplet moves 1 space. This comes before his "
     "decisions on the toadstool set 2 chips beside the pot.",
     "The card looks at the finished potion, and red chips added afterwards "
     "do not change its white total."},
    {"I-CARD-C",
     "When do \"Lucky devil\" and \"It's shining extra bright\" act?",
     "In step C, with the rubies, after green set 3 may have moved the last "
     "chip: a scoring space showing a ruby gives 2 VP more with Lucky devil "
     "(even to an exploded pot) or 1 ruby more with It's shining extra "
     "bright.",
     "Both cards depend on the ruby of the scoring space, which is what "
     "step C looks at."},
    {"I-STRONG-DRAW",
     "How is \"Strong ingredient\" played?",
     "After all the brewing, from the start player, each player whose pot "
     "did not explode and, in the base game, is not full draws up to 5 chips "
     "one at a time, may stop drawing at any moment, then places one of them "
     "or none; the rest go back into the bag. The chip placed cannot explode "
     "the pot (Q-R7) and may move the scoring space. With The Herb Witches a "
     "full pot is not skipped, and the chip goes into the bowl.",
     "The card allows up to five chips, so drawing them one by one lets the "
     "player stop when he sees what he wants; it excludes exploded pots, "
     "and a full base-game pot has no room."},
    {"I-STRONG-B",
     "Does the chip placed with \"Strong ingredient\" act or count in step "
     "B?",
     "By default (strong-ingredient=\"no-action\") it has no action at all: "
     "none when placed, and in step B it does not count for black, green or "
     "purple. It still takes its space, so it can push a green chip out of "
     "the last two places, and other chips' rules still move it (toadstool "
     "set 4 on a white 1-chip, mandrake set 2). A record may choose "
     "strong-ingredient=\"counts\", with which it counts in step B.",
     "The French clarification says the placed chip's action is not carried "
     "out, and counting in step B is itself an action; the other reading is "
     "defensible, hence the option."},
    {"I-SCHADENFREUDE",
     "Schadenfreude: who takes a chip, which chip, and when?",
     "After all the brewing, before the evaluation, for each exploded player "
     "in turn from the start player: his left neighbour (the next seat) must "
     "take one 2-chip the supply still holds, green, blue or red, or yellow "
     "from round 2. An explosion covered by crow skull set 2 counts.",
     "The card gives any 2-chip to the player on the left of an exploded "
     "pot; resolving it after the brewing makes every explosion known."},
    {"I-LEFT",
     "Who is \"the player to your left\"?",
     "The next seat in turn order (seat + 1), the way the fortune deck "
     "passes.",
     "Play and the fortune deck go clockwise, so the player on one's left "
     "is the one who comes next."},
    {"I-RATS-FRIENDS",
     "\"Rats are your friends\": when is the choice made, and how many VP "
     "does it give?",
     "Each player chooses when the card is read, before the rats: any 4-chip "
     "now, or the VP. The VP equal the rat tails his rat stone gets at the "
     "rats step this round, and they are added only after every player's "
     "rats are fixed, so they change nobody's rats this round.",
     "The card is read before the rats but counts this round's tails; "
     "adding the VP after the count avoids a circle in which the VP would "
     "change the leader and so the tails."},
    {"I-WHITE-BOX",
     "Where does the white 1-chip taken out of the bag with \"Just in time\" "
     "go?",
     "Back into the box: not to the supply, and it never comes back.",
     "White chips are never for sale and the supply keeps only the round-6 "
     "whites; sending it to the box takes it out of the game, as the card "
     "intends."},
    {"I-OPPORTUNISTIC",
     "\"An opportunistic moment\": when does a player get the green 1-chip "
     "rather than a trade?",
     "Each player draws 4 chips. If one of them is a green, blue, red or "
     "yellow 1- or 2-chip whose next value can be had, he may trade it (the "
     "old chip to the supply, the new one into the bag), or decline and get "
     "nothing; only when no trade is possible does he take a green 1-chip. "
     "The drawn chips go back into the bag.",
     "The card offers the green chip as a consolation for a draw that "
     "allows no trade, not as an alternative to a trade the player turns "
     "down."},
    {"I-P1-DECLINE",
     "Ghost's breath of set 1: may a player take nothing?",
     "Yes: tier 0 (no reward) may be chosen, like any tier below the one his "
     "purple chips reach.",
     "The almanac lets a player choose a lower tier, and the rulebook lets "
     "any action be declined."},
    {"I-P2-SUPPLY",
     "Ghost's breath of set 2: where do the purple chips traded in go?",
     "Back to the supply, from which they can be bought again.",
     "They leave the player's possession, and the supply is where such "
     "chips go."},
    {"I-B-REMOVE",
     "When step B takes chips out of the pot (ghost's breath sets 2 and 4), "
     "does the scoring space change, and what happens to an upgraded chip?",
     "The scoring space stays where the brewing left it; in step B only "
     "green set 3 moves it. Purple chips traded in go to the supply. With "
     "set 4 the upgraded chip leaves the pot, its old version goes to the "
     "supply and the new one into the bag. Any green, blue, red or yellow 1- "
     "or 2-chip of the pot may be upgraded, the Strong ingredient chip "
     "included; white, orange, purple and black chips cannot.",
     "The scoring space is fixed when the brewing ends, and the colours "
     "without 2- and 4-chips have nothing to be upgraded to."},
    {"I-MAGIC",
     "\"Magic potion\": when are the flasks refilled?",
     "At the start of step F, before anyone spends rubies, so nobody pays to "
     "refill a flask that round.",
     "The card acts at the end of the round, and refilling first spares the "
     "players a useless purchase."},
    {"I-ROUND9",
     "What changes in the evaluation of round 9?",
     "Step E still takes place. In step F the coins not spent in E may be "
     "turned into VP at 5 to 1 if the pot did not explode (Q-R9), 2 rubies "
     "give 1 VP as often as wished, and moving the droplet and refilling the "
     "flask stay allowed.",
     "The rulebook adds the conversions to the last round without removing "
     "any step."},
#include "rulings_herb_witches.inc"
};

const size_t qk_nrulings = sizeof qk_rulings / sizeof qk_rulings[0];

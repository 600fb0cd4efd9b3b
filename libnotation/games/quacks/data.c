/* Rules content as data: chips, the pot track, the scoring track's rat
 * tails, the bonus die, the test tubes, the ingredient books' prices and
 * the fortune cards.  Every table cites quacks.md (or herb-witches.md)
 * by section. */
#include "quacks.h"

/* quacks.md §3.1 (base box, 216 chips); herb-witches.md §4 (what the
 * expansion adds; its white chips, where the sources conflict: the
 * GeekUp count 6/3/2, enough for a fifth player's bag and round-6 chip,
 * HW-WHITES). */
const qk_chip_info qk_chips[QK_CHIPS] = {
    [W1] = {"white-1", K_WHITE, 1, 20, 6},
    [W2] = {"white-2", K_WHITE, 2, 8, 3},
    [W3] = {"white-3", K_WHITE, 3, 4, 2},
    [O1] = {"orange-1", K_ORANGE, 1, 20, 12},
    [G1] = {"green-1", K_GREEN, 1, 15, 10},
    [G2] = {"green-2", K_GREEN, 2, 10, 5},
    [G4] = {"green-4", K_GREEN, 4, 13, 5},
    [B1] = {"blue-1", K_BLUE, 1, 14, 8},
    [B2] = {"blue-2", K_BLUE, 2, 10, 5},
    [B4] = {"blue-4", K_BLUE, 4, 10, 5},
    [R1] = {"red-1", K_RED, 1, 12, 6},
    [R2] = {"red-2", K_RED, 2, 8, 5},
    [R4] = {"red-4", K_RED, 4, 10, 5},
    [Y1] = {"yellow-1", K_YELLOW, 1, 13, 6},
    [Y2] = {"yellow-2", K_YELLOW, 2, 6, 5},
    [Y4] = {"yellow-4", K_YELLOW, 4, 10, 5},
    [P1] = {"purple-1", K_PURPLE, 1, 15, 8},
    [K1] = {"black-1", K_BLACK, 1, 18, 8},
    [O6] = {"orange-6", K_ORANGE, 6, 0, 20},
    [L1] = {"locoweed", K_LOCOWEED, 0, 0, 25},
};

const char *const qk_colour_names[QK_COLOURS] = {
    "white", "orange", "green", "blue", "red", "yellow", "purple", "black",
    "locoweed"};

int qk_chip_of(int colour, int value)
{
    for (int c = 0; c < QK_CHIPS; c++)
        if (qk_chips[c].colour == colour && qk_chips[c].value == value)
            return c;
    return -1;
}

/* quacks.md §1.1: index = pot space (0 = centre), coins, VP, ruby;
 * index 53 is the spoon. */
const uint8_t qk_pot_coins[54] = {
    0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 15, 16,
    16, 17, 17, 18, 18, 19, 19, 20, 20, 21, 21, 22, 22, 23, 23, 24, 24, 25,
    25, 26, 26, 27, 27, 28, 28, 29, 29, 30, 30, 31, 31, 32, 32, 33, 33, 35};
const uint8_t qk_pot_vp[54] = {
    0, 0, 0, 0, 0, 0, 1,  1,  1,  1,  2,  2,  2,  2,  3,  3,  3,  3,
    4, 4, 4, 4, 5, 5, 5,  5,  6,  6,  6,  7,  7,  7,  8,  8,  8,  9,
    9, 9, 10, 10, 10, 11, 11, 11, 12, 12, 12, 12, 13, 13, 13, 14, 14, 15};
const uint8_t qk_pot_ruby[54] = {
    0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0,
    0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0};

/* quacks.md §7.2: a rat tail lies between VP t and t+1 for these t, and
 * again every 50 VP (the 0/50 seals). */
static const uint8_t S_tail_after[51] = {
    0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0,
    1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0};

int qk_rat_tail_after(int vp)
{
    return vp >= 0 && S_tail_after[vp % 50];
}

int qk_rat_tails(int own, int leader)
{
    int n = 0;
    for (int t = own; t < leader; t++)
        n += qk_rat_tail_after(t);
    return n;
}

/* quacks.md §6: glass 0 is the start; 1 ruby, 1 VP, blue 1, 2 VP, black 1,
 * 2 VP, red 2, 3 VP, purple 1, 3 VP, yellow 4, 4 VP. */
const qk_tube qk_tubes[QK_TUBES + 1] = {
    {TUBE_NONE, 0, -1}, {TUBE_RUBY, 0, -1}, {TUBE_VP, 1, -1},
    {TUBE_CHIP, 0, B1}, {TUBE_VP, 2, -1},   {TUBE_CHIP, 0, K1},
    {TUBE_VP, 2, -1},   {TUBE_CHIP, 0, R2}, {TUBE_VP, 3, -1},
    {TUBE_CHIP, 0, P1}, {TUBE_VP, 3, -1},   {TUBE_CHIP, 0, Y4},
    {TUBE_VP, 4, -1}};

/* Q-R3 (quacks.md §5): 1 VP, 1 VP, 2 VP, ruby, droplet, pumpkin. */
const char *const qk_die_names[QK_DIE] = {"1-vp", "2-vp", "ruby", "droplet",
                                         "pumpkin"};
const uint32_t qk_die_faces[QK_DIE] = {2, 1, 1, 1, 1};

/* quacks.md §2.2 with Q-R2 (blue set 4 4-chip 20, green set 3 4-chip 21);
 * herb-witches.md §2.2 for sets 5 and 6 (H-R3).  Columns: 1-, 2-, 4-chip;
 * purple, black and locoweed sell 1-chips only. */
static const uint8_t S_prices[QK_COLOURS][QK_MAX_SET + 1][3] = {
    [K_GREEN] = {{0}, {4, 8, 14}, {6, 11, 18}, {6, 11, 21}, {4, 8, 14},
                 {5, 9, 16}, {4, 8, 14}},
    [K_BLUE] = {{0}, {5, 10, 19}, {5, 10, 19}, {4, 8, 14}, {5, 10, 20},
                {8, 15, 19}, {5, 10, 18}},
    [K_RED] = {{0}, {6, 10, 16}, {4, 8, 14}, {5, 9, 15}, {7, 11, 17},
               {6, 11, 18}, {7, 11, 17}},
    [K_YELLOW] = {{0}, {8, 12, 18}, {9, 13, 19}, {8, 12, 18}, {8, 12, 18},
                  {10, 14, 20}, {8, 12, 18}},
    [K_PURPLE] = {{0}, {9}, {12}, {10}, {11}, {9}, {16}},
    [K_BLACK] = {{0}, {10}, {10}, {10}, {10}, {10}, {9}},
    [K_LOCOWEED] = {{0}, {0}, {0}, {0}, {0}, {8}, {10}},
};

int qk_price(int chip, int set)
{
    const qk_chip_info *c = &qk_chips[chip];
    if (c->colour == K_ORANGE) /* one book (quacks.md §2.2; the 6: H-R3) */
        return c->value == 1 ? 3 : 22;
    if (c->colour == K_WHITE || set < 1 || set > QK_MAX_SET)
        return 0;
    int col = c->value == 4 ? 2 : c->value == 2 ? 1 : 0;
    return S_prices[c->colour][set][col];
}

int qk_book_has(int chip, int set)
{
    if (qk_chips[chip].colour == K_ORANGE && qk_chips[chip].value == 6)
        return set >= 5; /* the pumpkin book of The Herb Witches */
    return qk_price(chip, set) > 0;
}

/* quacks.md §4: 13 purple cards (at once), 11 blue (the whole round). */
const qk_card_info qk_cards[QK_CARDS] = {
    [F_FILLING_UP] = {"the-pot-is-filling-up", "The pot is filling up", 0},
    [F_ALMS] = {"alms", "Alms", 0},
    [F_DONATIONS] = {"donations", "Donations", 0},
    [F_BEGINNERS_BONUS] = {"beginners-bonus", "Beginner's bonus", 0},
    [F_JUST_IN_TIME] = {"just-in-time", "Just in time", 0},
    [F_CHOOSE_ONE] = {"but-you-only-get-to-choose-one",
                      "But you only get to choose one", 0},
    [F_RATS_FRIENDS] = {"rats-are-your-friends", "Rats are your friends", 0},
    [F_GOOD_START] = {"a-good-start", "A good start", 0},
    [F_CHOOSE_WISELY] = {"choose-wisely", "Choose wisely", 0},
    [F_WHEEL_AND_DEAL] = {"wheel-and-deal", "Wheel and deal", 0},
    [F_OPPORTUNISTIC] = {"an-opportunistic-moment", "An opportunistic moment",
                         0},
    [F_LESS_IS_MORE] = {"less-is-more", "Less is more", 0},
    [F_RAT_INFESTATION] = {"rat-infestation", "Rat infestation", 0},
    [F_LUXURY] = {"living-in-luxury", "Living in luxury", 1},
    [F_SEASONED] = {"seasoned-perfectly", "Seasoned perfectly", 1},
    [F_LUCKY_DEVIL] = {"lucky-devil", "Lucky devil", 1},
    [F_SHINING] = {"its-shining-extra-bright", "It's shining extra bright",
                   1},
    [F_SCHADENFREUDE] = {"schadenfreude", "Schadenfreude", 1},
    [F_WELL_STIRRED] = {"well-stirred", "Well stirred", 1},
    [F_POT_IS_FULL] = {"the-pot-is-full", "The pot is full", 1},
    [F_SECOND_CHANCE] = {"a-second-chance", "A second chance", 1},
    [F_STRONG_INGREDIENT] = {"strong-ingredient", "Strong ingredient", 1},
    [F_PUMPKIN_PARTY] = {"pumpkin-patch-party", "Pumpkin patch party", 1},
    [F_MAGIC_POTION] = {"magic-potion", "Magic potion", 1},
};

/* quacks.md §3.2: 4 white 1, 2 white 2, 1 white 3, 1 orange 1, 1 green 1. */
const uint16_t qk_start_bag[QK_CHIPS] = {[W1] = 4, [W2] = 2, [W3] = 1,
                                         [O1] = 1, [G1] = 1};

/* herb-witches.md §1.3 (W1-W12, in the rulebook's order: four brewing,
 * four buying, four scoring witches).  The ids are ours: no printed names
 * were found. */
const qk_witch_info qk_witches[QK_WITCHES] = {
#define WITCH(id, words) {id, "quacks.witch." id, words}
    [WI_FLASK] = WITCH("flask-after-explosion",
                       "after an explosion, the full flask returns the last "
                       "white chip"),
    [WI_DRAW_SIX] = WITCH("draw-six",
                          "draw 6 chips and place any of them, in any order"),
    [WI_TWO_WHITES] = WITCH("two-whites-back",
                            "return the last two white chips (or one of "
                            "them)"),
    [WI_NO_PENALTY] = WITCH("no-explosion-penalty",
                            "an exploded pot scores and buys in full"),
    [WI_UPGRADE] = WITCH("upgrade", "upgrade the last two chips, or one "
                                    "chip, by one level"),
    [WI_DOUBLE] = WITCH("double-coins", "double the buying value"),
    [WI_COPY] = WITCH("free-copy", "a second copy of a chip just bought"),
    [WI_RUBY_COINS] = WITCH("rubies-as-coins",
                            "each ruby adds 2 to the buying value"),
    [WI_COLOURS] = WITCH("colours", "VP by the colours in the pot"),
    [WI_COUNT_BAG] = WITCH("count-the-bag",
                           "2 VP per coloured 2-, 4- or 6-chip, purple and "
                           "locoweed chip left in the bag"),
    [WI_RUBIES] = WITCH("vp-as-rubies", "as many rubies as the scoring "
                                        "space's VP, instead of its ruby"),
    [WI_CHEAP_RUBIES] = WITCH("cheap-rubies", "the flask and the droplet "
                                              "cost 1 ruby this round"),
#undef WITCH
};

const char *const qk_witch_types[QK_WITCH_TYPES] = {"brewing", "buying",
                                                    "scoring"};

/* herb-witches.md §1.3 W9 (the card's chart, one source; 0 colours: 0). */
const uint8_t qk_colour_vp[9] = {0, 3, 3, 3, 3, 4, 7, 10, 14};

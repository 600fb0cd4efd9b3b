/* The 56 cards (castel.md §2, table "Card list with counts"): 37 kinds,
 * all single but 5 engins de siège, 4 chevaliers and 13 soldats (D-1).
 * Zone from the rulebook's banners (LES CARTES); gender per D-8. */
#include "castel.h"

const castel_card_info castel_cards[CASTEL_TYPES] = {
    /* Courtyard (red banner) */
    {"ambassadeur", "Ambassadeur", "AMBAS", 1, Z_COURT, G_MALE, "castel.ambassadeur.effect"},
    {"assassin", "Assassin", "ASSAS", 1, Z_COURT, G_MALE, "castel.assassin.effect"},
    {"baladin", "Baladin", "BALAD", 1, Z_COURT, G_MALE, "castel.baladin.effect"},
    {"bouffon", "Bouffon", "BOUFF", 1, Z_COURT, G_MALE, "castel.bouffon.effect"},
    {"chevalier-noir", "Chevalier noir", "CHNOIR", 1, Z_COURT, G_MALE, "castel.chevalier-noir.effect"},
    {"conseiller-du-roi", "Conseiller du roi", "CONSEI", 1, Z_COURT, G_MALE, "castel.conseiller-du-roi.effect"},
    {"courtisan", "Courtisan", "CTISAN", 1, Z_COURT, G_MALE, "castel.courtisan.effect"},
    {"courtisane", "Courtisane", "CTISNE", 1, Z_COURT, G_FEMALE, "castel.courtisane.effect"},
    {"dame-de-compagnie", "Dame de compagnie", "DAME", 1, Z_COURT, G_FEMALE, "castel.dame-de-compagnie.effect"},
    {"espion", "Espion", "ESPION", 1, Z_COURT, G_MALE, "castel.espion.effect"},
    {"favorite", "Favorite", "FAVOR", 1, Z_COURT, G_FEMALE, "castel.favorite.effect"},
    {"fou", "Fou", "FOU", 1, Z_COURT, G_MALE, "castel.fou.effect"},
    {"intriguant", "Intriguant", "INTRIG", 1, Z_COURT, G_MALE, "castel.intriguant.effect"},
    {"marchand", "Marchand", "MARCH", 1, Z_COURT, G_MALE, "castel.marchand.effect"},
    {"prince", "Prince", "PRINCE", 1, Z_COURT, G_MALE, "castel.prince.effect"},
    {"pretre", "Prêtre", "PRETRE", 1, Z_COURT, G_MALE, "castel.pretre.effect"},
    {"prince-charmant", "Prince charmant", "PCHARM", 1, Z_COURT, G_MALE, "castel.prince-charmant.effect"},
    {"princesse", "Princesse", "PCESSE", 1, Z_COURT, G_FEMALE, "castel.princesse.effect"},
    {"reine", "Reine", "REINE", 1, Z_COURT, G_FEMALE, "castel.reine.effect"},
    {"roi", "Roi", "ROI", 1, Z_COURT, G_MALE, "castel.roi.effect"},
    {"voleur", "Voleur", "VOLEUR", 1, Z_COURT, G_MALE, "castel.voleur.effect"},
    /* Outside the walls (green banner) */
    {"barbare", "Barbare", "BARBAR", 1, Z_OUTSIDE, G_MALE, "castel.barbare.effect"},
    {"dragon", "Dragon", "DRAGON", 1, Z_OUTSIDE, G_NONE, "castel.dragon.effect"},
    {"enchanteur", "Enchanteur", "ENCHAN", 1, Z_OUTSIDE, G_MALE, "castel.enchanteur.effect"},
    {"engin-de-siege", "Engin de siège", "ENGIN", 5, Z_OUTSIDE, G_NONE, "castel.engin-de-siege.effect"},
    {"fee", "Fée", "FEE", 1, Z_OUTSIDE, G_FEMALE, "castel.fee.effect"},
    {"heraut", "Héraut", "HERAUT", 1, Z_OUTSIDE, G_MALE, "castel.heraut.effect"},
    /* Ramparts (orange banner) */
    {"capitaine", "Capitaine", "CAPIT", 1, Z_RAMPART, G_MALE, "castel.capitaine.effect"},
    {"soldat", "Soldat", "SOLDAT", 13, Z_RAMPART, G_MALE, "castel.soldat.effect"},
    {"traitre", "Traître", "TRAITR", 1, Z_RAMPART, G_MALE, "castel.traitre.effect"},
    /* Towers (blue banner) */
    {"alchimiste", "Alchimiste", "ALCHIM", 1, Z_TOWER, G_MALE, "castel.alchimiste.effect"},
    {"archer", "Archer", "ARCHER", 1, Z_TOWER, G_MALE, "castel.archer.effect"},
    {"fantome", "Fantôme", "FANTOM", 1, Z_TOWER, G_MALE, "castel.fantome.effect"},
    {"guetteur", "Guetteur", "GUETT", 1, Z_TOWER, G_MALE, "castel.guetteur.effect"},
    {"magicien", "Magicien", "MAGIC", 1, Z_TOWER, G_MALE, "castel.magicien.effect"},
    {"sorciere", "Sorcière", "SORC", 1, Z_TOWER, G_FEMALE, "castel.sorciere.effect"},
    /* On another card (violet banner) */
    {"chevalier", "Chevalier", "CHEV", 4, Z_KNIGHT, G_MALE, "castel.chevalier.effect"},
};

/* Rulebook deal table (DISTRIBUTION INITIALE): cards in hand and in pile
 * by player count. */
const int castel_hand_size[CASTEL_MAX_SEATS + 1] = {0, 0, 9, 7, 5, 5};
const int castel_pile_size[CASTEL_MAX_SEATS + 1] = {0, 0, 13, 8, 6, 4};
/* castel.md §1: black, beige, red, green, violet pawns (D-47, D-59). */
const int castel_box_pawns[CASTEL_MAX_SEATS] = {30, 30, 22, 18, 15};

int castel_copies(int players, int type)
{
    if (players == 2 && (type == C_FOU || type == C_BOUFFON)) /* D-58 */
        return 0;
    return castel_cards[type].count;
}

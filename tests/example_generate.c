/* ten: ten random legal games of The Quacks of Quedlinburg for four
 * players with the books of set 3, seed 7, as one collection on standard
 * output: the games notation generate writes with the same options. */
#include <notation.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    nt_gen_options o = {0};
    o.game = nt_game_find("quacks");
    o.players = 4;
    o.set = "3";
    o.seed = 7;
    char *err = NULL;
    int rc = nt_generate(&o, 10, 1, stdout, &err);
    if (rc != 0) {
        fprintf(stderr, "ten: %s\n", err);
        free(err);
    }
    return rc;
}

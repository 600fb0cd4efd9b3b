/* The example of nt_position(3): replay a record through the position
 * API alone, move by move, as a program driving a game would.  It reads
 * the record's moves as the record writes them (a chance outcome is one
 * answer), then starts again from the set-up, plays each move, and prints
 * the result.  With a step number, it first lists the legal moves there
 * and tries the first one (push), then takes it back (pop).
 *
 *   cc example_position.c $(pkg-config --cflags --libs notation)
 *   ./a.out game.xml [STEP]
 */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <notation_position.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void show_moves(nt_position *p)
{
    printf("step %ld, %s: %s to move\n", nt_position_step(p),
           nt_position_context(p), nt_position_actor_name(p));
    size_t n = nt_position_moves(p, 10, NULL);
    for (size_t i = 0; i < n; i++)
        printf("  %s  [%s]\n", nt_position_move_text(p, i),
               nt_position_move_rule(p, i));
    if (n && nt_position_push(p, nt_position_move_text(p, 0), NULL) == 0) {
        printf("after the first: %s\n", nt_position_over(p)
                                            ? "the game is over"
                                            : nt_position_context(p));
        nt_position_pop(p);
    }
}

int main(int argc, char **argv)
{
    char *err = NULL;
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE [STEP]\n", argv[0]);
        return 2;
    }
    nt_position *p = nt_position_open_file(argv[1], 1, &err);
    if (!p) {
        fprintf(stderr, "%s\n", err);
        free(err);
        return 2;
    }
    if (argc > 2 && nt_position_seek_step(p, atol(argv[2])) == 0 &&
        !nt_position_over(p))
        show_moves(p);

    /* The record's moves, copied first: playing one cuts the line. */
    size_t n = nt_position_length(p), count = 0;
    char **moves = calloc(n ? n : 1, sizeof *moves);
    nt_position_seek(p, 0);
    while (nt_position_index(p) < n) {
        size_t len = nt_position_move_length(p);
        if (nt_position_actor(p) > 0)
            moves[count++] = nt_position_recorded_move(p);
        else
            moves[count++] = strdup(nt_position_recorded(p));
        nt_position_seek(p, nt_position_index(p) + (len ? len : 1));
    }
    nt_position_seek(p, 0);
    int rc = 0;
    for (size_t k = 0; k < count && !rc; k++) {
        if (nt_position_push(p, moves[k], &err)) {
            fprintf(stderr, "move %zu, %s: %s\n", k + 1, moves[k], err);
            free(err);
            rc = 1;
        }
    }
    nt_result r;
    nt_position_result(p, &r);
    printf("%s: %zu choices; %s\n", nt_game_id(nt_position_game(p)), n,
           r.text ? r.text : "no result: the game goes on");
    for (size_t k = 0; k < count; k++)
        free(moves[k]);
    free(moves);
    nt_position_free(p);
    return rc;
}

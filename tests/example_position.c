/* The example of nt_position(3): replay a record through the position
 * API alone.  It reads the record's line of play, then starts again from
 * the set-up and applies each answer as a string, as a program driving a
 * game would, and prints the result.  With a step number, it first shows
 * who acts there and every legal answer.
 *
 *   cc example_position.c $(pkg-config --cflags --libs notation)
 *   ./a.out game.xml [STEP]
 */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <notation_position.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void show_choice(nt_position *p)
{
    printf("step %ld, %s: %s decides the %s [%s]\n", nt_position_step(p),
           nt_position_context(p), nt_position_actor_name(p),
           nt_position_what(p), nt_position_rule(p));
    for (size_t i = 0; i < nt_position_legal_count(p); i++)
        printf("  %s\n", nt_position_legal_written(p, i));
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
        show_choice(p);

    /* The record's answers, copied: applying cuts the line. */
    size_t n = nt_position_length(p);
    char **answers = calloc(n ? n : 1, sizeof *answers);
    for (size_t k = 0; k < n; k++) {
        nt_choice c;
        nt_position_choice(p, k, &c);
        answers[k] = strdup(c.answer);
    }
    nt_position_seek(p, 0);
    int rc = 0;
    for (size_t k = 0; k < n && !rc; k++) {
        if (nt_position_apply(p, answers[k], &err)) {
            fprintf(stderr, "choice %zu: %s\n", k + 1, err);
            free(err);
            rc = 1;
        }
    }
    nt_result r;
    nt_position_result(p, &r);
    printf("%s: %zu choices; %s\n", nt_game_id(nt_position_game(p)), n,
           r.text ? r.text : "no result: the game goes on");
    for (size_t k = 0; k < n; k++)
        free(answers[k]);
    free(answers);
    nt_position_free(p);
    return rc;
}

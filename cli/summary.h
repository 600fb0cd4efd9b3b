/* One record of a collection as list shows it (summary.c): a line of
 * text, or a JSON Lines object written whole. */
#ifndef NOTATION_CLI_SUMMARY_H
#define NOTATION_CLI_SUMMARY_H

#include "cli.h"
#include "notation_collection.h"

/* FILE:LINE, record, game, players, event, date, result, status, steps,
 * separated by tabs (notation-list(1)); "-" for what is not known. */
void summary_text(FILE *out, const nt_summary *s);
/* The JSON object of notation-list(1), and a newline. */
void summary_json(FILE *out, const nt_summary *s);
/* The winners as "1" or "1,3"; "unfinished"; "-" when not replayed. */
void summary_result(char *out, size_t cap, const nt_summary *s);

#endif

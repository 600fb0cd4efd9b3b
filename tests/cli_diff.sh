#!/bin/sh
# notation diff as an umpire runs it on two transcriptions of one game:
# every difference, with its exact output.  Each pair in tests/diff is a
# record A and a copy B with changes made by hand; what is expected below
# is what those changes are (the lines they stand on in each file), not a
# copy of the tool's output.
#
#     NOTATION=build/notation sh tests/cli_diff.sh
set -u
N=${NOTATION:-build/notation}
D=tests/diff
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
count=0

# exact NAME STATUS COMMAND...: tests/exact.sh.
. tests/exact.sh

# castel-stated: the event changed, a site added, Bruno renamed, the first
# note of turn 3 reworded, the card of its send-back left out, the note of
# its second place removed; the site shifts B's lines by one from line 5.
exact "the same choices, six things stated apart" 1 "$N" diff $D/castel-a.xml $D/castel-stated.xml <<'T'
tests/diff/castel-a.xml and tests/diff/castel-stated.xml make the same 116 choices.
tests/diff/castel-a.xml is valid (116 choices).
tests/diff/castel-stated.xml is valid (116 choices).
6 differences besides the choices:
  meta <event>:
    tests/diff/castel-a.xml:4: libnotation fixtures
    tests/diff/castel-stated.xml:4: Club night
  meta <site>:
    tests/diff/castel-a.xml: (none)
    tests/diff/castel-stated.xml:5: <site>Lyon</site>
  meta <seat n="2"> name:
    tests/diff/castel-a.xml:10: name="Bruno"
    tests/diff/castel-stated.xml:11: name="Bruno M."
  note:
    tests/diff/castel-a.xml:28: The reine must stand next to the roi.
    tests/diff/castel-stated.xml:29: The reine must stand beside the roi.
  fact <send-back at="e5"> card:
    tests/diff/castel-a.xml:30: card="princesse"
    tests/diff/castel-stated.xml:31: (no card)
  note:
    tests/diff/castel-a.xml:33: The only masculine card next to her is Alice's own roi: the effect is mandatory.
    tests/diff/castel-stated.xml: (none)
T
# The same pair the other way round: A and B trade places.
count=$((count + 1))
"$N" diff $D/castel-stated.xml $D/castel-a.xml > "$tmp/swap"
[ $? = 1 ] && grep -q '^    tests/diff/castel-stated.xml:5: <site>Lyon</site>$' "$tmp/swap" &&
    grep -q '^    tests/diff/castel-a.xml: (none)$' "$tmp/swap" &&
    grep -q '^    tests/diff/castel-stated.xml:31: (no card)$' "$tmp/swap" || {
    echo "FAIL: diff B A reports the same differences, sides swapped"
    fails=$((fails + 1))
}
# Standard input as A: the same report, A named "-".
count=$((count + 1))
"$N" diff - $D/castel-stated.xml < $D/castel-a.xml > "$tmp/stdin"
[ $? = 1 ] && grep -q '^    -:33: The only masculine' "$tmp/stdin" &&
    grep -q '^- and tests/diff/castel-stated.xml make the same 116 choices.$' "$tmp/stdin" || {
    echo "FAIL: diff - B reads A from standard input, facts and notes included"
    fails=$((fails + 1))
}

# castel-square: the roi placed on d3 (line 20), so that the dame-de-
# compagnie cannot go there (line 32); the first note of turn 3 reworded.
exact "the lines part, a note differs too" 1 "$N" diff --no-state $D/castel-a.xml $D/castel-square.xml <<'T'
tests/diff/castel-a.xml and tests/diff/castel-square.xml part at choice 47, step 2: turn 1, seat 1 (Alice), action 1
  seat 1 (Alice) chooses: place for the card [castel.place.zone]
  tests/diff/castel-a.xml:20:5: at="c3"
  tests/diff/castel-square.xml:20:5: at="d3"
From there:
  tests/diff/castel-a.xml: 70 choices from there (47 to 116), then the game ends: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)
  tests/diff/castel-square.xml: 17 choices from there (47 to 63), then it breaks castel.place.occupied (line 32)
tests/diff/castel-a.xml is valid (116 choices).
tests/diff/castel-square.xml is not valid: tests/diff/castel-square.xml:32:5: error[castel.place.occupied]: turn 3, seat 1 (Alice), action 2: the dame-de-compagnie cannot go to d3: d3 is taken by the roi: one card per square
1 difference besides the choices:
  note:
    tests/diff/castel-a.xml:28: The reine must stand next to the roi.
    tests/diff/castel-square.xml:28: The reine must stand beside the roi.
T
exact "the lines part, in JSON" 1 "$N" diff --format json $D/castel-a.xml $D/castel-square.xml <<'T'
{"a":"tests/diff/castel-a.xml","b":"tests/diff/castel-square.xml","game":"castel","same_setup":true,"same_choices":false,"same":false,"parts":{"choice":47,"step":2,"over":false,"context":"turn 1, seat 1 (Alice), action 1","actor":"seat 1 (Alice)","question":"castel.place.at","rule":"castel.place.zone","in_a":{"line":20,"col":5,"answer":"c3","written":"at=\"c3\""},"in_b":{"line":20,"col":5,"answer":"d3","written":"at=\"d3\""},"from_there":{"a":{"choices":70,"end":"over","result":"blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)","rule":null,"line":null},"b":{"choices":17,"end":"invalid","result":null,"rule":"castel.place.occupied","line":32}}},"validity":{"a":{"valid":true,"choices":116,"diagnostic":null},"b":{"valid":false,"choices":63,"diagnostic":"tests/diff/castel-square.xml:32:5: error[castel.place.occupied]: turn 3, seat 1 (Alice), action 2: the dame-de-compagnie cannot go to d3: d3 is taken by the roi: one card per square"}},"differences":[{"kind":"choice","choice":47,"a":{"line":20,"col":5,"answer":"c3","written":"at=\"c3\""},"b":{"line":20,"col":5,"answer":"d3","written":"at=\"d3\""}},{"kind":"note","element":"note","label":"<note>","attribute":null,"a":{"line":28,"value":"The reine must stand next to the roi."},"b":{"line":28,"value":"The reine must stand beside the roi."}}]}
T

# castel-layout: indented anew, two attributes swapped, a hand wrapped, a
# comment added: nothing diff compares.
exact "layout alone is no difference" 0 "$N" diff $D/castel-a.xml $D/castel-layout.xml <<'T'
tests/diff/castel-a.xml and tests/diff/castel-layout.xml make the same 116 choices.
tests/diff/castel-a.xml is valid (116 choices).
tests/diff/castel-layout.xml is valid (116 choices).
T
exact "layout alone, in JSON" 0 "$N" diff --format json $D/castel-a.xml $D/castel-layout.xml <<'T'
{"a":"tests/diff/castel-a.xml","b":"tests/diff/castel-layout.xml","game":"castel","same_setup":true,"same_choices":true,"same":true,"parts":null,"validity":{"a":{"valid":true,"choices":116,"diagnostic":null},"b":{"valid":true,"choices":116,"diagnostic":null}},"differences":[]}
T

# quacks-rats: seat 2's rats in round 4 (line 113) written 2 for 1, which
# stops B's line there, and seat 2's final score (line 344) 22 for 21.
exact "Quacks: a wrong rats label and a score" 1 "$N" diff --no-state $D/quacks-a.xml $D/quacks-rats.xml <<'T'
tests/diff/quacks-a.xml and tests/diff/quacks-rats.xml part at choice 134, step 71: round 4, brewing of seat 2
  seat 2 chooses: brewing step [quacks.brew.stop]
  tests/diff/quacks-a.xml:114:7: <draw/>
  tests/diff/quacks-rats.xml: nothing more: its line of play stops after 133 choices
From there:
  tests/diff/quacks-a.xml: 304 choices from there (134 to 437), then the game ends: seat 1 wins (29, 21 VP)
  tests/diff/quacks-rats.xml: no choice from there, then it breaks quacks.rats (line 113)
tests/diff/quacks-a.xml is valid (437 choices).
tests/diff/quacks-rats.xml is not valid: tests/diff/quacks-rats.xml:113:5: error[quacks.rats]: round 4, brewing of seat 2: the record says rats="2", but the rules give rats="1"
2 differences besides the choices:
  fact <brew seat="2"> rats:
    tests/diff/quacks-a.xml:113: rats="1"
    tests/diff/quacks-rats.xml:113: rats="2"
  fact <score seat="2"> vp:
    tests/diff/quacks-a.xml:344: vp="21"
    tests/diff/quacks-rats.xml:344: vp="22"
T
# quacks-unfinished: A's first 306 lines (rounds 1 to 8), then
# <unfinished/> where A's round 9 begins.
exact "Quacks: a result against an unfinished record" 1 "$N" diff --no-state $D/quacks-a.xml $D/quacks-unfinished.xml <<'T'
tests/diff/quacks-a.xml and tests/diff/quacks-unfinished.xml part at choice 390, step 188: round 9, fortune card
  chance decides: fortune card [quacks.fortune.deck]
  tests/diff/quacks-a.xml:308:5: card="a-good-start"
  tests/diff/quacks-unfinished.xml: nothing more: its line of play stops after 389 choices
From there:
  tests/diff/quacks-a.xml: 48 choices from there (390 to 437), then the game ends: seat 1 wins (29, 21 VP)
  tests/diff/quacks-unfinished.xml: no choice from there, then it stops unfinished
tests/diff/quacks-a.xml is valid (437 choices).
tests/diff/quacks-unfinished.xml is valid (389 choices, unfinished).
1 difference besides the choices:
  result <result>:
    tests/diff/quacks-a.xml:342: <result winners="1"><score seat="1" vp="29"/><score seat="2" vp="21"/></result>
    tests/diff/quacks-unfinished.xml:307: <unfinished/>
T

# duel-meta: the event changed, a date added (B's lines shift by one from
# line 5), Bo renamed Bob.
exact "the Duel: metadata and names" 1 "$N" diff $D/duel-a.xml $D/duel-meta.xml <<'T'
tests/diff/duel-a.xml and tests/diff/duel-meta.xml make the same 35 choices.
tests/diff/duel-a.xml is valid (35 choices, unfinished).
tests/diff/duel-meta.xml is valid (35 choices, unfinished).
3 differences besides the choices:
  meta <event>:
    tests/diff/duel-a.xml:4: Worked example E1 (quacks-duel-data.md section 7): the seed's 7-step move
    tests/diff/duel-meta.xml:4: Club night
  meta <date>:
    tests/diff/duel-a.xml: (none)
    tests/diff/duel-meta.xml:5: <date>2026-11-21</date>
  meta <seat n="2"> name:
    tests/diff/duel-a.xml:11: name="Bo"
    tests/diff/duel-meta.xml:12: name="Bob"
T
exact "the Duel in JSON" 1 "$N" diff --format json $D/duel-a.xml $D/duel-meta.xml <<'T'
{"a":"tests/diff/duel-a.xml","b":"tests/diff/duel-meta.xml","game":"quacks-duel","same_setup":true,"same_choices":true,"same":false,"parts":null,"validity":{"a":{"valid":true,"choices":35,"diagnostic":null},"b":{"valid":true,"choices":35,"diagnostic":null}},"differences":[{"kind":"meta","element":"event","label":"<event>","attribute":null,"a":{"line":4,"value":"Worked example E1 (quacks-duel-data.md section 7): the seed's 7-step move"},"b":{"line":4,"value":"Club night"}},{"kind":"meta","element":"date","label":"<date>","attribute":null,"a":null,"b":{"line":5,"value":"<date>2026-11-21</date>"}},{"kind":"meta","element":"seat","label":"<seat n=\"2\">","attribute":"name","a":{"line":11,"value":"Bo"},"b":{"line":12,"value":"Bob"}}]}
T

# Collections: record 2 of each, castel-a in both files before it; the
# records are the pairs' own, two lines later (the declaration goes, the
# <games> line and another record come before).
wrap() {
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo '<games xmlns="urn:libnotation:1">'
    sed 1d "$1"
    sed 1d "$2"
    echo '</games>'
}
wrap $D/castel-a.xml $D/castel-a.xml > "$tmp/ga.xml"
wrap $D/castel-a.xml $D/castel-stated.xml > "$tmp/gb.xml"
a_len=$(wc -l < $D/castel-a.xml)
count=$((count + 1))
"$N" diff --record 1 "$tmp/ga.xml" "$tmp/gb.xml" > /dev/null || {
    echo "FAIL: --record 1: the same record in both collections"
    fails=$((fails + 1))
}
count=$((count + 1))
"$N" diff --record 2 "$tmp/ga.xml" "$tmp/gb.xml" > "$tmp/rec2"
[ $? = 1 ] && grep -q '^6 differences besides the choices:$' "$tmp/rec2" &&
    grep -q "^    $tmp/gb.xml:$((a_len + 5)): <site>Lyon</site>\$" "$tmp/rec2" &&
    grep -q "^    $tmp/ga.xml:$((a_len + 30)): card=\"princesse\"\$" "$tmp/rec2" || {
    echo "FAIL: --record 2: the second records compared, with their lines in the collections"
    fails=$((fails + 1))
}

exact "a file that cannot be read" 2 "$N" diff $D/castel-a.xml $D/no-such-file.xml <<'T'
tests/diff/no-such-file.xml: error[notation.io]: No such file or directory
T

# A record and its packed form: pack keeps the choices, the notes and the
# stated facts, so nothing differs; a name changed before packing does.
"$N" pack $D/castel-a.xml -o "$tmp/a.ntp" 2> /dev/null
count=$((count + 1))
"$N" diff $D/castel-a.xml "$tmp/a.ntp" > "$tmp/packed" 2>&1 || {
    echo "FAIL: a record and its packed form are the same"
    sed 's/^/  | /' "$tmp/packed"
    fails=$((fails + 1))
}
sed 's/name="Bruno"/name="Bruno M."/' $D/castel-a.xml > "$tmp/renamed.xml"
"$N" pack "$tmp/renamed.xml" -o "$tmp/renamed.ntp" 2> /dev/null
count=$((count + 1))
"$N" diff $D/castel-a.xml "$tmp/renamed.ntp" > "$tmp/packed" 2>&1
[ $? = 1 ] && grep -q 'renamed.ntp:[0-9]*: name="Bruno M."$' "$tmp/packed" || {
    echo "FAIL: a packed file's differences are read from its records"
    sed 's/^/  | /' "$tmp/packed"
    fails=$((fails + 1))
}

echo "cli_diff: $count checks, $fails failed"
[ "$fails" -eq 0 ]

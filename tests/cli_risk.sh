#!/bin/sh
# The risk and the odds of the next chip as a user meets them: legal's
# text and JSON at a draw-or-stop decision, --all at every choice, and
# stats --risk.  Every number below was worked out by hand from the
# rulebook's bags (quacks.md §1.1 for the board, §3.2 for the starting
# bag; quacks-duel-data.md 4 for provisional-1), not taken from a run.
set -u
N=${NOTATION:-build/notation}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
count=0
Q=fixtures/quacks/valid/example-2-explosion.xml
D=fixtures/quacks-duel/valid/e2-white-placement.xml

# exact NAME STATUS COMMAND...: tests/exact.sh.
. tests/exact.sh

fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# From the risk's line to the line before the record's own move.
odds_part() { sed -n '/chips* in the bag; /,/^The record /p' | sed '$d'; }

# ------------------------------------------------------------ legal text
# The rulebook's explosion, choice 10: Nina's whites are 2 + 3 + 1 = 6,
# her last chip on space 7; her bag holds white-1 x3, white-2, green-1.
# A white-1 reaches 8 (whites 7: scoring space 9, 1 VP, 9 coins, a
# ruby), the white-2 reaches 9 with whites 8, over 7 (space 10: 2 VP, 10
# coins), the green-1 reaches 8.  1 of 5 would explode: 20%.
exact "legal: the risk and the odds at a draw" 0 sh -c "'$N' legal --choice 10 '$Q' | tail -n 5" <<'T'
5 chips in the bag; 1 would explode: 20%
  white-1  3/5   60.0%  space 8; scoring space 9: 1 VP, 9 coins, a ruby
  white-2  1/5   20.0%  space 9, explodes (white 8 over 7); scoring space 10: 2 VP, 10 coins
  green-1  1/5   20.0%  space 8; scoring space 9: 1 VP, 9 coins, a ruby
The record plays <draw/>.
T

# The Duel's worked example of white placement, choice 13: Ada has her
# black-1 in the neck and a white-2 on space 5 (the last white); her bag
# holds white-1 x3, white-3, black-1 x2, orange-1, blue-1.  A white-1
# goes to 6 (the move 1 + 1), the white-3 to 8, the first mined space,
# with no shield: the vial explodes, and her 3 + 1 gold make the choice
# 2 gold or a push of 2; a coloured chip takes the neck's space 2 (the
# move 1 + 1 + the last white 2).  1 of 8: 12.5%, 13% rounded.
count=$((count + 1))
"$N" legal --choice 13 "$D" | odds_part > "$tmp/got"
cat > "$tmp/want" <<'T'
8 chips in the bag; 1 would explode: 13%
  white-1   3/8   37.5%  row space 6; the turn's move then 2 (the neck 1 + this white 1)
  white-3   1/8   12.5%  row space 8, a mined space: explodes; no move; pay 2 gold or push the patient 2 (DU-R10, DU-R11)
  black-1   2/8   25.0%  neck space 2; its book at once: gold; the turn's move then 4 (the neck 2 + the last white 2)
  orange-1  1/8   12.5%  neck space 2; the turn's move then 4 (the neck 2 + the last white 2)
  blue-1    1/8   12.5%  neck space 2; its book at once: the stand moves; the turn's move then 4 (the neck 2 + the last white 2)
T
cmp -s "$tmp/want" "$tmp/got" ||
    { fail "legal: the Duel's odds at a draw"; diff "$tmp/want" "$tmp/got" | sed 's/^/  | /'; }

# A chance outcome is no draw-or-stop: no risk, no odds.
count=$((count + 1))
"$N" legal --choice 3 "$Q" > "$tmp/chance"
! grep -q 'in the bag;' "$tmp/chance" || fail "legal: odds at a chance outcome"

# ------------------------------------------------------------ legal JSON
if command -v python3 >/dev/null 2>&1; then
    count=$((count + 1))
    "$N" legal --choice 10 --format json "$Q" > "$tmp/q.json"
    python3 - "$tmp/q.json" > "$tmp/check" <<'PY' || fail "legal --format json: the odds $(cat "$tmp/check")"
import json, sys
d = json.load(open(sys.argv[1]))
want = [("white-1", 3, [8, 8], False, {"vp": [1, 1], "coins": [9, 9], "ruby": [1, 1]}),
        ("white-2", 1, [9, 9], True, {"vp": [2, 2], "coins": [10, 10], "ruby": [0, 0]}),
        ("green-1", 1, [8, 8], False, {"vp": [1, 1], "coins": [9, 9], "ruby": [1, 1]})]
assert d["risk"] == {"explode": 1, "chips": 5}, d["risk"]
got = [(o["chip"], o["count"], o["space"], o["explodes"], o["worth"]) for o in d["odds"]]
assert got == want, got
assert all(o["chips"] == 5 and o["into"] == "pot" and o["depends"] == [] and
           not o["ends"] and not o["more"] and o["open"] == [] for o in d["odds"])
PY
    count=$((count + 1))
    "$N" legal --choice 3 --format json "$Q" |
        python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["risk"] is None and d["odds"] is None' ||
        fail "legal --format json: odds where there is no draw"

    # The Herb Witches' bowl: from the droplet on 48 an orange-6 stopped
    # on the last space; then a white-3 and a white-3 went into the bowl
    # (whites 6, the bowl 6).  Left: white-1, white-2, yellow-1,
    # locoweed, each into the bowl, the spoon's 15 VP and 35 coins, and
    # half the bowl: 7 / 2 = 3 VP, or 8 / 2 = 4 with the white-2, which
    # takes the whites to 8, over 7.
    cat > "$tmp/bowl.xml" <<'X'
<game xmlns="urn:libnotation:1" version="1" rules="quacks">
  <setup players="2" start="1" round="2" expansion="herb-witches" set="1" yellow="6" locoweed="5" read="alms">
    <seat n="1" droplet="48" rubies="1" bag="white-1 white-2 white-3*2 yellow-1 orange-6 locoweed"/>
    <seat n="2" bag="orange-1"/>
  </setup>
  <witches brewing="draw-six" buying="double-coins" scoring="colours"/>
  <round n="2" start="1">
    <fortune card="rat-infestation"/>
    <brew seat="1">
      <draw chip="orange-6"/>
      <draw chip="white-3"/>
      <draw chip="white-3"/>
    </brew>
    <brew seat="2">
      <draw chip="orange-1"/>
    </brew>
  </round>
  <unfinished/>
</game>
X
    count=$((count + 1))
    "$N" legal --all "$tmp/bowl.xml" > "$tmp/bowl.jsonl"
    python3 - "$tmp/bowl.jsonl" > "$tmp/check" <<'PY' || fail "legal --all: the bowl's odds $(cat "$tmp/check")"
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
draws = [r for r in rows if r["risk"]]
last = draws[3]  # seat 1's fourth draw-or-stop, the whites on 6
assert last["risk"] == {"explode": 1, "chips": 4}, last["risk"]
got = {o["chip"]: (o["into"], o["space"], o["explodes"], o["worth"]) for o in last["odds"]}
spoon = {"vp": [15, 15], "coins": [35, 35], "ruby": [0, 0]}
assert got == {"white-1": ("bowl", [52, 52], False, dict(spoon, bowl_vp=[3, 3])),
               "white-2": ("bowl", [52, 52], True, dict(spoon, bowl_vp=[4, 4])),
               "yellow-1": ("bowl", [52, 52], False, dict(spoon, bowl_vp=[3, 3])),
               "locoweed": ("bowl", [52, 52], False, dict(spoon, bowl_vp=[3, 3]))}, got
# The first decision: the mandrake of set 6 may pay the one ruby: 49 or
# 52, by choice; the orange-6 stops on 52.
first = {o["chip"]: o for o in draws[0]["odds"]}
y = first["yellow-1"]
assert y["space"] == [49, 52] and y["depends"] == ["choice"], y
assert y["worth"] == {"vp": [13, 15], "coins": [32, 35], "ruby": [0, 1]}, y
assert first["orange-6"]["space"] == [52, 52], first["orange-6"]
PY

    # --all: odds at every draw-or-stop and nowhere else; the counts add
    # up to the bag, the exploding ones to the risk.
    count=$((count + 1))
    for f in "$Q" "$D" fixtures/quacks/valid/game-15-5p-hw-set6-back.xml; do
        "$N" legal --all "$f"
    done > "$tmp/all.jsonl"
    python3 - "$tmp/all.jsonl" > "$tmp/check" <<'PY' || fail "legal --all: odds beside the risk $(cat "$tmp/check")"
import json, sys
n = 0
for line in open(sys.argv[1]):
    d = json.loads(line)
    if d["risk"] is None:
        assert d["odds"] is None, d
        continue
    n += 1
    chips = d["risk"]["chips"]
    assert sum(o["count"] for o in d["odds"]) == chips, d
    assert sum(o["count"] for o in d["odds"] if o["explodes"]) == d["risk"]["explode"], d
    assert all(o["chips"] == chips and o["space"][0] <= o["space"][1] for o in d["odds"]), d
assert n > 100, n
PY
else
    echo "cli_risk: python3 is not installed: the JSON is not checked"
fi

# ------------------------------------------------------------ stats --risk
# The rulebook's explosion: Nina decides with 0 of 9, 0 of 8, 0 of 7, 0
# of 6 chips that would explode and draws, then with 1 of 5 (20%, the
# band 10-20%) and draws: the pot explodes.  Lucas draws at 0 of 9 and 0
# of 8 and stops at 0 of 7.  The Duel's white placement: Ada draws at 0
# of 12, 11, 10, 9, then at 1 of 8 (12.5%) onto the mine; Bo, shielded,
# draws at 0 of 12, 11, 10, 9, 8 and stops at 0 of 7.
exact "stats --risk" 0 sh -c "'$N' stats --risk '$Q' '$D' | grep -A2 '  risk:'" <<'T'
  risk: 8 draw-or-stop decisions, by the chance that the next chip explodes
    0%: 7, drew 6, stopped 1, other 0
    10-20%: 1, drew 1, stopped 0, other 0
--
  risk: 11 draw-or-stop decisions, by the chance that the next chip explodes
    0%: 10, drew 9, stopped 1, other 0
    10-20%: 1, drew 1, stopped 0, other 0
T
# Without --risk, stats says nothing of it.
count=$((count + 1))
! "$N" stats "$Q" | grep -q 'risk' || fail "stats tells the risk unasked"
if command -v python3 >/dev/null 2>&1; then
    count=$((count + 1))
    "$N" stats --risk --format json "$Q" fixtures/castel/valid/01-two-players-court.xml |
        python3 -c '
import json, sys
g = json.load(sys.stdin)["games"]
assert g["quacks"]["risk"] == {"decisions": 8, "levels": [
    {"from": 0, "to": 0, "decisions": 7, "drew": 6, "stopped": 1, "other": 0},
    {"from": 10, "to": 20, "decisions": 1, "drew": 1, "stopped": 0, "other": 0}]}, g["quacks"]["risk"]
assert g["castel"]["risk"] == {"decisions": 0, "levels": []}, g["castel"]["risk"]
' || fail "stats --risk --format json"
fi
# "Well stirred": a brewing step that stirs is neither a draw nor a stop.
count=$((count + 1))
"$N" stats --risk fixtures/quacks/valid/game-01-2p-set1-front.xml > "$tmp/stir"
grep -Eq '^    0%: [0-9]+, drew [0-9]+, stopped [0-9]+, other [1-9]' "$tmp/stir" ||
    fail "stats --risk: the stir is not counted as another step"
# An invalid record is told and not counted (exit 1).
count=$((count + 1))
"$N" stats --risk fixtures/quacks/invalid/61-red-1.xml > "$tmp/bad" 2>/dev/null
[ $? = 1 ] && [ "$(cat "$tmp/bad")" = "records 0 (invalid, not counted: 1)" ] ||
    fail "stats --risk: an invalid record is counted: $(cat "$tmp/bad")"

echo "cli_risk: $count checks, $fails failed"
[ "$fails" -eq 0 ]

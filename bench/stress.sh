#!/usr/bin/env bash
# make stress: hostile inputs, made here and now, each read or refused by
# notation in bounded memory and linear time.  For each: the exit status,
# the rule of the first diagnostic, the peak resident memory and the time;
# then the same input at twice the size, to show the time is linear.  Every
# peak must stay under LIMIT_MB (64); the script fails otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

N=${NOTATION:-build/notation}
OUT=${STRESS_DIR:-build/stress}
LIMIT_MB=${LIMIT_MB:-64}
mkdir -p "$OUT"
T=/usr/bin/time
[ -x "$T" ] || { echo "stress: GNU time (/usr/bin/time) is needed"; exit 2; }

NS='urn:libnotation:1'
HEAD='<?xml version="1.0" encoding="UTF-8"?>
<game xmlns="'$NS'" rules="castel" version="1">'
SETUP='<setup players="2"/>'

# Each generator writes one hostile input of scale $1 to stdout.
gen_note() { # a note of $1 MB
    printf '%s<meta><event>x</event></meta>%s<note>' "$HEAD" "$SETUP"
    head -c $(($1 * 1048576)) /dev/zero | tr '\0' 'a'
    printf '</note></game>\n'
}
gen_turns() { # $1 thousand turns of exchanges
    printf '%s%s<deal/>\n' "$HEAD" "$SETUP"
    awk -v n=$(($1 * 1000)) 'BEGIN { for (t = 1; t <= n; t++)
        printf "<turn n=\"%d\"><exchange give=\"soldat\" take=\"soldat\"/><exchange give=\"soldat\" take=\"soldat\"/></turn>\n", t }'
    printf '</game>\n'
}
gen_meta() { # an endless <meta>: $1 thousand tags
    printf '%s<meta>' "$HEAD"
    awk -v n=$(($1 * 1000)) 'BEGIN { for (t = 1; t <= n; t++)
        printf "<tag name=\"t%d\" value=\"v\"/>\n", t }'
    printf '</meta>%s</game>\n' "$SETUP"
}
gen_attrs() { # one element with $1 thousand attributes
    printf '%s%s<deal a0="0"' "$HEAD" "$SETUP"
    awk -v n=$(($1 * 1000)) 'BEGIN { for (t = 1; t <= n; t++) printf " a%d=\"%d\"", t, t }'
    printf '/></game>\n'
}
gen_deep() { # $1 thousand <b> inside a note
    printf '%s%s<note>' "$HEAD" "$SETUP"
    awk -v n=$(($1 * 1000)) 'BEGIN { for (t = 1; t <= n; t++) printf "<b>"; for (t = 1; t <= n; t++) printf "</b>" }'
    printf '</note></game>\n'
}
gen_names() { # $1 thousand distinct element names
    printf '%s%s<note>' "$HEAD" "$SETUP"
    awk -v n=$(($1 * 1000)) 'BEGIN { for (t = 1; t <= n; t++) printf "<e%d/>", t }'
    printf '</note></game>\n'
}

gen_comments() { # $1 hundred thousand comments and processing instructions
    printf '%s%s' "$HEAD" "$SETUP"
    awk -v n=$(($1 * 100000)) 'BEGIN { for (t = 1; t <= n; t++)
        printf "<!--c%d-->\n<?pi %d?>\n", t, t }'
    printf '<deal/></game>\n'
}

# One run: exit status, first rule, peak MB, seconds.
measure() { # label file-or-dash command...
    local label=$1 in=$2; shift 2
    local log="$OUT/run.log" tm="$OUT/time.txt" rc
    if [ "$in" = - ]; then
        "$T" -f '%M %e' -o "$tm" "$@" >"$log" 2>&1 && rc=0 || rc=$?
    else
        "$T" -f '%M %e' -o "$tm" "$@" <"$in" >"$log" 2>&1 && rc=0 || rc=$?
    fi
    local kb s rule
    read -r kb s < <(tail -n 1 "$tm")
    rule=$(grep -o 'error\[[a-z.A-Z0-9-]*\]' "$log" | head -n 1 || true)
    printf '| %s | %s | %s | %.1f | %s |\n' "$label" "$rc" "${rule:--}" \
        "$(awk -v k="$kb" 'BEGIN { print k / 1024 }')" "$s"
    echo "$kb" >> "$OUT/peaks"
}

: > "$OUT/peaks"
echo "| input | exit | first diagnostic | peak MB | seconds |"
echo "| --- | ---: | --- | ---: | ---: |"
for spec in "note 16" "note 32" "note 200" "turns 100" "turns 200" \
            "turns 1000" "meta 500" "meta 1000" "attrs 200" "attrs 400" \
            "deep 900" "names 100" "names 200" "comments 10" \
            "comments 20"; do
    set -- $spec
    f="$OUT/$1-$2.xml"
    "gen_$1" "$2" > "$f"
    measure "$1 $2 ($(du -m "$f" | cut -f1) MB)" "$f" "$N" validate -
    rm -f "$f"
done
# The RELAX NG check with --schema: quadratic, so refused beyond a size.
for k in 8 16 40 80; do
    f="$OUT/schema-$k.xml"
    gen_turns "$k" > "$f"
    measure "--schema, turns $k" - "$N" validate --schema "$f"
    rm -f "$f"
done
# Packed files: no end, a bomb, a small file standing for much XML.
measure "unpack /dev/zero" - "$N" unpack /dev/zero
python3 - "$OUT/bomb.ntp" <<'PY'
import sys, zlib, struct
# A version-2 header over a deflated run of 300 MB of zeros.
c = zlib.compressobj(9, zlib.DEFLATED, -15)
z = b''.join(c.compress(b'\0' * (1 << 20)) for _ in range(300)) + c.flush()
head = b'NTPK' + bytes([2, 1, 0])
ln = struct.pack('>I', len(z)); chk = bytes([(~(ln[0] ^ ln[1] ^ ln[2] ^ ln[3])) & 255])
crc = zlib.crc32(head[4:7] + ln + chk + z)
open(sys.argv[1], 'wb').write(head + struct.pack('>I', crc) + ln + chk + z)
PY
measure "unpack a bomb ($(du -k "$OUT/bomb.ntp" | cut -f1) KB)" - "$N" unpack "$OUT/bomb.ntp"
"$N" generate --game castel --players 2 --seed 1 --count 2000 > "$OUT/many.xml"
"$N" pack "$OUT/many.xml" -o "$OUT/many.ntp" 2>/dev/null
measure "unpack 2000 games ($(du -k "$OUT/many.ntp" | cut -f1) KB)" - \
    "$N" unpack "$OUT/many.ntp" -o /dev/null
rm -f "$OUT/bomb.ntp" "$OUT/many.xml" "$OUT/many.ntp"

# The Duel's data file (--components): one element of K thousand
# attributes, and K hundred thousand empty elements; refused at the
# limits records have, before libxml2 builds them.
DUEL_REC=fixtures/quacks-duel/valid/e1-seven-step-move.xml
DATA_HEAD='<components xmlns="urn:libnotation:duel-components:1" id="big" status="x">'
for k in 100 200; do
    { printf '%s<chip' "$DATA_HEAD"
      awk -v n=$((k * 1000)) 'BEGIN { for (t = 1; t <= n; t++) printf " a%d=\"1\"", t }'
      printf '/></components>\n'; } > "$OUT/data-attrs.xml"
    measure "--components, $k thousand attributes" - \
        "$N" validate --components "$OUT/data-attrs.xml" "$DUEL_REC"
done
for k in 4 8; do
    { printf '%s' "$DATA_HEAD"
      awk -v n=$((k * 100000)) 'BEGIN { for (t = 1; t <= n; t++) printf "<e/>" }'
      printf '</components>\n'; } > "$OUT/data-elements.xml"
    measure "--components, ${k}00 thousand elements" - \
        "$N" validate --components "$OUT/data-elements.xml" "$DUEL_REC"
done
rm -f "$OUT/data-attrs.xml" "$OUT/data-elements.xml"

# pack of a record with K and 2K thousand notes: its notes are kept
# for the packed record, in an array grown by doubling.
for k in 100 200; do
    "$N" generate --game castel --players 2 --seed 1 |
        awk -v n=$((k * 1000)) '/<deal>/ && !done {
            for (t = 1; t <= n; t++) printf "  <note>%d</note>\n", t; done = 1 }
            { print }' > "$OUT/notes.xml"
    measure "pack, $k thousand notes ($(du -m "$OUT/notes.xml" | cut -f1) MB)" - \
        "$N" pack "$OUT/notes.xml" -o "$OUT/notes.ntp"
done
rm -f "$OUT/notes.xml" "$OUT/notes.ntp"

# Linear time and flat memory on what is valid: collections of K and 2K
# generated games.
for k in 1000 2000; do
    "$N" generate --game quacks --players 4 --seed 7 --count "$k" > "$OUT/col.xml"
    measure "$k Quacks games ($(du -m "$OUT/col.xml" | cut -f1) MB)" - \
        "$N" validate -q "$OUT/col.xml"
done
rm -f "$OUT/col.xml"

worst=$(sort -n "$OUT/peaks" | tail -n 1)
echo
echo "Worst peak: $(awk -v k="$worst" 'BEGIN { printf "%.1f", k / 1024 }') MB (limit $LIMIT_MB MB)"
[ "$worst" -lt $((LIMIT_MB * 1024)) ]

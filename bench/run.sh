#!/usr/bin/env bash
# make bench: seeded corpora of every game, every figure measured in this
# one run on the same files, printed as one table and kept with the
# machine's description in bench/RESULTS.md.
#
# Times are the best of seven wall-clock runs (BENCH_RUNS); the runs of
# notation and xmllint that are compared alternate.  Throughput is the
# corpus divided by that time.  Sizes are per game stored alone, as a user keeps
# one record per file.
set -euo pipefail
cd "$(dirname "$0")/.."

N=${NOTATION:-build/notation}
FLOOR=${FLOOR:-build/bench/floor}   # libxml2's bare parse (bench/floor.c)
OUT=${BENCH_DIR:-build/bench}
GAMES=${BENCH_GAMES:-2000}       # games per corpus
BIG_MB=${BENCH_BIG_MB:-100}      # the collection for peak memory
RESULTS=${BENCH_RESULTS:-bench/RESULTS.md}
SEED=2026

mkdir -p "$OUT"
table="$OUT/table.md"
: > "$table"

now() { date +%s.%N; }

RUNS=${BENCH_RUNS:-7}

# seconds command...: one wall-clock run.
seconds() {
    local s e
    s=$(now); "$@" >/dev/null 2>&1 || true; e=$(now)
    awk -v s="$s" -v e="$e" 'BEGIN { printf "%.4f", e - s }'
}

min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a < b) ? a : b }'; }

# best command...: the best of RUNS runs.
best() {
    local b=999999
    for _ in $(seq "$RUNS"); do b=$(min "$(seconds "$@")" "$b"); done
    echo "$b"
}

# race "A" "B": the best of RUNS runs of each, taken in turn, so that a
# slow moment of the machine hits both (the figures compared are ratios).
race() {
    local a=999999 b=999999
    for _ in $(seq "$RUNS"); do
        a=$(min "$(seconds sh -c "$1")" "$a")
        b=$(min "$(seconds sh -c "$2")" "$b")
    done
    echo "$a $b"
}

div() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1f", a / b; else print "-" }'; }
# cpu command...: user + system seconds of one run (validate reads on two
# threads: its CPU time is told beside its wall-clock time).
cpu() {
    /usr/bin/time -f '%U %S' -o "$OUT/cpu.txt" "$@" >/dev/null 2>&1 || true
    tail -1 "$OUT/cpu.txt" | awk '{ printf "%.3f", $1 + $2 }'
}

# cpu_best command...: the least CPU time (user + system) of RUNS runs.
cpu_best() {
    local b=999999
    for _ in $(seq "$RUNS"); do b=$(min "$(cpu "$@")" "$b"); done
    echo "$b"
}

# instructions command...: instructions retired by the command and all its
# threads, from perf when the machine counts them, else from callgrind
# (slower, but exact and the same on a busy machine); "-" without either.
instructions() {
    local n
    n=$(perf stat -x, -e instructions "$@" 2>&1 >/dev/null \
        | awk -F, '$3 == "instructions" && $1 ~ /^[0-9]+$/ { print $1 }')
    if [ -z "$n" ] && command -v valgrind >/dev/null; then
        n=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
            | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
    fi
    echo "${n:--}"
}
# threads COMMAND...: the instructions of each thread, the first (the
# caller's: the rules) then the others (the parse), as "CALLER OTHERS";
# callgrind's count, which does not move with the machine's load.
threads() {
    local d
    d=$(mktemp -d)
    valgrind --tool=callgrind --separate-threads=yes \
        --callgrind-out-file="$d/cg" "$@" >/dev/null 2>&1 || true
    # one "summary:" line a thread's file (cg-01 the caller's)
    awk '/^summary:/ { if (FILENAME ~ /-01$/) c += $2; else o += $2 }
         END { print c + 0, o + 0 }' "$d"/cg*
    rm -rf "$d"
}
mega() { awk -v a="$1" 'BEGIN { if (a ~ /^[0-9]+$/) printf "%.1f M", a / 1e6; else print "-" }'; }

# reached VALUE TARGET: says so when a ratio falls short of its target.
reached() { awk -v a="$1" -v t="$2" 'BEGIN { if (a < t) printf ": not reached" }'; }
# below VALUE TARGET: the same for a figure that must stay at or under it.
below() { awk -v a="$1" -v t="$2" 'BEGIN { if (a > t) printf ": not reached" }'; }

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }
# The smaller and the larger of two numbers (the worst ratio so far).
least() { awk -v a="$1" -v b="$2" 'BEGIN { print (a < b) ? a : b }'; }
most() { awk -v a="$1" -v b="$2" 'BEGIN { print (a > b) ? a : b }'; }
# kB (GNU time's %M) in MB, one decimal: a small record's peak is a few.
kmb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
mb() { awk -v a="$1" 'BEGIN { printf "%.2f", a / 1048576 }'; }

row() { printf '| %s |\n' "$(IFS='|'; echo "$*" | sed 's/|/ | /g')" >> "$table"; }

# ------------------------------------------------------------- corpora

corpus() { # name game players-list extra-options...
    local name=$1 game=$2 players=$3; shift 3
    local dir="$OUT/$name" stamp
    # Corpora are kept between runs, but only for the same notation: a
    # changed engine may generate (or refuse) other games.
    stamp=$(cksum < "$N")
    if [ -f "$dir.done" ] && [ "$(cat "$dir.done")" = "$stamp" ]; then return; fi
    rm -f "$dir.sizes" "$dir.ntp"
    rm -rf "$dir" "$dir.xml"
    mkdir -p "$dir"
    local per=$((GAMES / $(echo "$players" | wc -w)))
    for p in $players; do
        "$N" generate --game "$game" --players "$p" --seed "$SEED" \
            --count "$per" "$@" -o "$dir"
    done
    # The same games as one collection.
    { echo '<?xml version="1.0" encoding="UTF-8"?>'
      echo '<games xmlns="urn:libnotation:1">'
      for f in "$dir"/*.xml; do sed 1d "$f"; done
      echo '</games>'; } > "$dir.xml"
    echo "$stamp" > "$dir.done"
}

# Each corpus: its game, its player counts and its generate options (the
# generate throughput is measured with the same options).
. bench/corpora.sh

echo "bench: building corpora of $GAMES games in $OUT" >&2
for name in $CORPORA; do
    # shellcheck disable=SC2086 # the options are words
    corpus "$name" "${GAME[$name]}" "${PLAYERS[$name]}" ${OPTS[$name]}
done

# ---------------------------------------------------------- throughput

# Reading and checking, in MB/s: the floor (libxml2's bare SAX2 parse with
# the reader's options), xmllint, notation validate (every rule; the
# default has no schema check) and --schema, and the collection commands.
row "corpus" "MB" "floor" "xmllint --stream" "validate" "validate / xmllint" \
    "validate / floor" "validate CPU s" "xmllint CPU s" "xmllint --relaxng" \
    "validate --schema" "--schema / xmllint --relaxng" "--schema / floor" \
    "list --headers-only" "select"
row "---" "---:" "---:" "---:" "---:" "---:" "---:" "---:" "---:" "---:" \
    "---:" "---:" "---:" "---:" "---:"
others="$OUT/others.md"
: > "$others"
orow() { printf '| %s |\n' "$(IFS='|'; echo "$*" | sed 's/|/ | /g')" >> "$others"; }
orow "corpus" "records" "actions" "validate rec/s" "actions/s" "replay rec/s" \
    "explain rec/s" "generate rec/s" "pack rec/s" "unpack rec/s"
orow "---" "---:" "---:" "---:" "---:" "---:" "---:" "---:" "---:" "---:"

worst_ratio=99
worst_floor=99
worst_schema=99
for name in $CORPORA; do
    file="$OUT/$name.xml"
    bytes=$(stat -c %s "$file")
    m=$(mb "$bytes")
    recs=$(ls "$OUT/$name" | wc -l)
    actions=$("$N" validate --no-schema --format json "$file" \
        | sed -n 's/.*"actions":\([0-9]*\).*/\1/p' | awk '{ s += $1 } END { print s }')
    t_floor=$(best "$FLOOR" "$file")
    read -r t_plain t_lint < <(race "$N validate -q $file" \
        "xmllint --stream --noout $file")
    read -r t_schema t_lint_rng < <(race "$N validate -q --schema $file" \
        "xmllint --stream --noout --relaxng schemas/notation.rng $file")
    c_plain=$(cpu_best "$N" validate -q "$file")
    c_lint=$(cpu_best xmllint --stream --noout "$file")
    t_list=$(best "$N" list --headers-only --no-progress "$file")
    t_select=$(best "$N" select --no-progress --where 'players=4' "$file")
    t_replay=$(best "$N" replay "$file")
    t_explain=$(best "$N" explain "$file")
    # shellcheck disable=SC2086
    t_gen=$(best "$N" generate --game "${GAME[$name]}" \
        --players "${PLAYERS[$name]##* }" --seed 7 \
        --count "$recs" ${OPTS[$name]})
    "$N" pack --no-schema "$file" -o "$OUT/$name.ntp"
    t_pack=$(best "$N" pack --no-schema "$file" -o "$OUT/$name.ntp")
    t_unpack=$(best "$N" unpack "$OUT/$name.ntp")
    r_plain=$(ratio "$t_lint" "$t_plain")
    r_floor=$(ratio "$t_floor" "$t_plain")
    r_schema=$(ratio "$t_lint_rng" "$t_schema")
    worst_ratio=$(least "$r_plain" "$worst_ratio")
    worst_floor=$(least "$r_floor" "$worst_floor")
    worst_schema=$(least "$r_schema" "$worst_schema")
    row "$name" "$m" "$(div "$m" "$t_floor")" "$(div "$m" "$t_lint")" \
        "$(div "$m" "$t_plain")" "$r_plain" "$r_floor" "$c_plain" "$c_lint" \
        "$(div "$m" "$t_lint_rng")" "$(div "$m" "$t_schema")" "$r_schema" \
        "$(ratio "$t_floor" "$t_schema")" "$(div "$m" "$t_list")" \
        "$(div "$m" "$t_select")"
    orow "$name" "$recs" "$actions" "$(div "$recs" "$t_plain")" \
        "$(div "$actions" "$t_plain")" "$(div "$recs" "$t_replay")" \
        "$(div "$recs" "$t_explain")" "$(div "$recs" "$t_gen")" \
        "$(div "$recs" "$t_pack")" "$(div "$recs" "$t_unpack")"
done
# ------------------------------------------------- issue 27's targets

# CPU time, one core, one game per file, and explain and unpack against
# a reference build (BENCH_BASE: the notation of before, when given).
BASE=${BENCH_BASE:-}
t27="$OUT/t27.md"
: > "$t27"
trow() { printf '| %s |\n' "$(IFS='|'; echo "$*" | sed 's/|/ | /g')" >> "$t27"; }
trow "corpus" "validate CPU s" "xmllint CPU s" "CPU validate / xmllint" \
    "one core: validate / xmllint (speed)" "files: validate s" "files: xmllint s" \
    "files: validate / xmllint (speed)" "files / collection (validate time)"
trow "---" "---:" "---:" "---:" "---:" "---:" "---:" "---:" "---:"
worst_cpu=0 worst_one=99 worst_files=99 worst_files_coll=0
for name in $CORPORA; do
    file="$OUT/$name.xml"
    dir="$OUT/$name"
    c_v=$(cpu_best "$N" validate -q "$file")
    c_x=$(cpu_best xmllint --stream --noout "$file")
    read -r t_v1 t_x1 < <(race "taskset -c 0 $N validate -q $file" \
        "taskset -c 0 xmllint --stream --noout $file")
    read -r t_vd t_xd < <(race "$N validate -q $dir" \
        "xmllint --stream --noout $dir/*.xml")
    t_vc=$(best "$N" validate -q "$file")
    r_cpu=$(ratio "$c_v" "$c_x")
    r_one=$(ratio "$t_x1" "$t_v1")
    r_files=$(ratio "$t_xd" "$t_vd")
    r_fc=$(ratio "$t_vd" "$t_vc")
    worst_cpu=$(most "$r_cpu" "$worst_cpu")
    worst_one=$(least "$r_one" "$worst_one")
    worst_files=$(least "$r_files" "$worst_files")
    worst_files_coll=$(most "$r_fc" "$worst_files_coll")
    trow "$name" "$c_v" "$c_x" "$r_cpu" "$r_one" "$t_vd" "$t_xd" "$r_files" "$r_fc"
done
if [ -n "$BASE" ]; then
    { echo
      echo "explain and unpack against the reference build ($BASE), records per second:"
      echo; } >> "$t27"
    trow "corpus" "explain" "explain before" "explain after / before" \
        "unpack" "unpack before" "unpack after / before"
    trow "---" "---:" "---:" "---:" "---:" "---:" "---:"
    worst_explain=99 worst_unpack=99
    for name in $CORPORA; do
        file="$OUT/$name.xml"
        recs=$(ls "$OUT/$name" | wc -l)
        read -r t_e t_eb < <(race "$N explain $file" "$BASE explain $file")
        read -r t_u t_ub < <(race "$N unpack $OUT/$name.ntp" "$BASE unpack $OUT/$name.ntp")
        r_e=$(ratio "$t_eb" "$t_e")
        r_u=$(ratio "$t_ub" "$t_u")
        worst_explain=$(least "$r_e" "$worst_explain")
        worst_unpack=$(least "$r_u" "$worst_unpack")
        trow "$name" "$(div "$recs" "$t_e")" "$(div "$recs" "$t_eb")" "$r_e" \
            "$(div "$recs" "$t_u")" "$(div "$recs" "$t_ub")" "$r_u"
    done
fi
# Instructions on the first 200 games of Castel and Quacks (the count does
# not move with the machine's load): both threads of validate, xmllint,
# the floor, and the reference build.
if [ "${BENCH_INSTRUCTIONS:-1}" != 0 ]; then
    { echo
      echo "Instructions (all threads; perf, else callgrind), the first 200 games of each corpus as one collection:"
      echo; } >> "$t27"
    trow "corpus" "validate" "validate, files" "xmllint --stream" "floor" "validate before" \
        "rules thread" "parse thread" "floor / xmllint" "rules thread / xmllint"
    trow "---" "---:" "---:" "---:" "---:" "---:" "---:" "---:" "---:" "---:"
    for name in castel quacks; do
        small="$OUT/$name-200"
        if [ ! -f "$small.xml" ] || [ "$(cat "$OUT/$name.done")" != "$(cat "$small.done" 2>/dev/null)" ]; then
            rm -rf "$small"; mkdir -p "$small"
            cp $(ls -d "$OUT/$name"/*.xml | head -200) "$small/"
            { echo '<?xml version="1.0" encoding="UTF-8"?>'
              echo '<games xmlns="urn:libnotation:1">'
              for f in "$small"/*.xml; do sed 1d "$f"; done
              echo '</games>'; } > "$small.xml"
            cp "$OUT/$name.done" "$small.done"
        fi
        i_b=-
        [ -n "$BASE" ] && i_b=$(instructions "$BASE" validate -q "$small.xml")
        i_x=$(instructions xmllint --stream --noout "$small.xml")
        i_f=$(instructions "$FLOOR" "$small.xml")
        read -r i_rules i_parse < <(threads "$N" validate -q "$small.xml")
        trow "$name" "$(mega "$(instructions "$N" validate -q "$small.xml")")" \
            "$(mega "$(instructions "$N" validate -q "$small")")" \
            "$(mega "$i_x")" "$(mega "$i_f")" "$(mega "$i_b")" \
            "$(mega "$i_rules")" "$(mega "$i_parse")" \
            "$(ratio "$i_f" "$i_x")" "$(ratio "$i_rules" "$i_x")"
    done
fi
{ echo
  echo "Issue 27: CPU time (user + system, best of $RUNS), one core"
  echo "(taskset -c 0, wall time), and a directory of one game per file"
  echo "(validate DIR against xmllint over DIR/*.xml; beside the same games as"
  echo "one collection):"
  echo
  cat "$t27"; } >> "$table"

{ echo
  echo "Other commands, in records per second (replay to the end of each"
  echo "record):"
  echo
  cat "$others"; } >> "$table"

# --------------------------------------------------------------- sizes

{ echo
  echo "Sizes, per game stored alone (averages over each corpus; bytes):"
  echo; } >> "$table"
row "corpus" "XML" "gzip -9" "xz -9" "packed" "bound" "packed - header" \
    "(packed - header) / bound" "xz / packed" "bits/decision" "bits/chance"
row "---" "---:" "---:" "---:" "---:" "---:" "---:" "---:" "---:" "---:" "---:"
worst_bound=0
worst_xz=99
for name in $CORPORA; do
    dir="$OUT/$name"
    sizes="$OUT/$name.sizes"
    if [ ! -f "$sizes" ]; then
        for f in "$dir"/*.xml; do
            x=$(stat -c %s "$f")
            g=$(gzip -9 -c "$f" | wc -c)
            z=$(xz -9 -c "$f" | wc -c)
            s=$("$N" pack --no-schema --stats "$f" -o "$OUT/one.ntp")
            p=$(echo "$s" | awk '$1 == "packed_bytes" { print $2 }')
            bd=$(echo "$s" | awk '$1 == "bound_bytes" { print $2 }')
            d=$(echo "$s" | awk '$1 == "decisions" { print $2 }')
            db=$(echo "$s" | awk '$1 == "decision_bits" { print $2 }')
            c=$(echo "$s" | awk '$1 == "chances" { print $2 }')
            cb=$(echo "$s" | awk '$1 == "chance_bits" { print $2 }')
            pl=$(echo "$s" | awk '$1 == "payload_bytes" { print $2 }')
            echo "$x $g $z $p $bd $d $db $c $cb $pl"
        done > "$sizes"
    fi
    # The fixed header: magic, version, game, flags, checksum (11 bytes),
    # the deflate framing and the compressed metadata and setup, i.e. all
    # but the coded choices.
    read -r ax ag az ap ab apl ad adb ac acb < <(awk '
        { x += $1; g += $2; z += $3; p += $4; b += $5; pl += $10;
          d += $6; db += $7; c += $8; cb += $9; n++ }
        END { printf "%.1f %.1f %.1f %.1f %.1f %.1f %d %.1f %d %.1f\n",
              x/n, g/n, z/n, p/n, b/n, pl/n, d, db, c, cb }' "$sizes")
    hdr=$(awk -v p="$ap" -v pl="$apl" 'BEGIN { printf "%.1f", p - pl }')
    over=$(awk -v pl="$apl" -v b="$ab" 'BEGIN { printf "%.3f", pl / b }')
    xzr=$(ratio "$az" "$ap")
    worst_bound=$(awk -v a="$over" -v b="$worst_bound" 'BEGIN { print (a > b) ? a : b }')
    worst_xz=$(awk -v a="$xzr" -v b="$worst_xz" 'BEGIN { print (a < b) ? a : b }')
    row "$name" "$ax" "$ag" "$az" "$ap" "$ab" "$apl (header $hdr)" "$over" \
        "$xzr" "$(awk -v a="$adb" -v b="$ad" 'BEGIN { printf "%.3f", a / b }')" \
        "$(awk -v a="$acb" -v b="$ac" 'BEGIN { printf "%.3f", a / b }')"
done

# ----------------------------------------------------------- render

# One full 5-player game with The Herb Witches, the largest page there is
# (issue 13's target: under a second).
render_game="fixtures/quacks/valid/game-15-5p-hw-set6-back.xml"
t_render=$(best "$N" render "$render_game" -o "$OUT/render.html")
render_kb=$(( $(stat -c %s "$OUT/render.html") / 1024 ))
{ echo
  echo "Render: \`notation render\` of a full 5-player Herb Witches game"
  echo "($render_game, $(grep -c '<figure' "$OUT/render.html") pictures, $render_kb KB of HTML): ${t_render} s (target < 1 s)."
} >> "$table"

# The umpire's question on one record: the state at its last step, and
# the whole game told.
last=$("$N" validate --format json "$render_game" \
    | sed -n 's/.*"steps":\([0-9]*\).*/\1/p')
t_at=$(best "$N" replay --at "$last" "$render_game")
t_one=$(best "$N" explain "$render_game")
{ echo
  echo "The same game: \`replay --at $last\` (its last step) ${t_at} s,"
  echo "\`explain\` ${t_one} s."
} >> "$table"

# --------------------------------------------------------- peak memory

big="$OUT/big.xml"
if [ ! -f "$big" ] || [ "$(cat "$big.done" 2>/dev/null)" != "$(cksum < "$N")" ]; then
    echo "bench: building a ${BIG_MB} MB collection" >&2
    per=$(( (BIG_MB * 1048576) / $(awk '{ s += $1; n++ } END { print int(s / n) }' "$OUT/quacks.sizes") + 1 ))
    "$N" generate --game quacks --players 4 --seed 99 --count "$per" > "$big"
    cksum < "$N" > "$big.done"
fi
big_mb=$(mb "$(stat -c %s "$big")")
mem_schema=$( { /usr/bin/time -f '%M' "$N" validate -q --schema "$big" >/dev/null; } 2>&1 | tail -1)
mem_plain=$( { /usr/bin/time -f '%M' "$N" validate -q --no-schema "$big" >/dev/null; } 2>&1 | tail -1)
mem_small=$( { /usr/bin/time -f '%M' "$N" validate -q "$OUT/quacks/$(ls "$OUT/quacks" | head -1)" >/dev/null; } 2>&1 | tail -1)
# What any process linked with this machine's libxml2 holds before it reads
# a byte (the libraries it loads): xmllint printing its version.
/usr/bin/time -o "$OUT/libxml.peak" -f '%M' xmllint --version >/dev/null 2>&1
mem_libxml=$(tail -1 "$OUT/libxml.peak")
{ echo
  echo "Peak memory (maximum resident set) validating a $big_mb MB collection:"
  echo "$((mem_schema / 1024)) MB with the schema, $((mem_plain / 1024)) MB without;"
  echo "one small record: $(kmb "$mem_small") MB; a process linked with libxml2"
  echo "that reads nothing (xmllint --version): $(kmb "$mem_libxml") MB."
  echo
  echo "Targets from this run:"
  echo
  echo "- validate (every rule, no schema: the default) / xmllint --stream --noout (MB/s), worst corpus: $worst_ratio (target >= 1.5 with a second core free$(reached "$worst_ratio" 1.5))"
  echo "- CPU time of validate / xmllint's, worst corpus: $worst_cpu (target <= 1.0$(below "$worst_cpu" 1.0))"
  echo "- one core (taskset -c 0), validate / xmllint (speed), worst corpus: $worst_one (target >= 1.0$(reached "$worst_one" 1.0))"
  echo "- one game per file, validate / xmllint (speed), worst corpus: $worst_files (target >= 1.0$(reached "$worst_files" 1.0))"
  echo "- one game per file / one collection (validate time), worst corpus: $worst_files_coll (target <= 1.10$(below "$worst_files_coll" 1.10))"
  if [ -n "$BASE" ]; then
      echo "- explain, records per second after / before, worst corpus: $worst_explain (target >= 2$(reached "$worst_explain" 2))"
      echo "- unpack, records per second after / before, worst corpus: $worst_unpack (target >= 2$(reached "$worst_unpack" 2))"
  fi
  echo "- one small record, peak memory: $(kmb "$mem_small") MB (target < 4 MB; libxml2 loaded alone: $(kmb "$mem_libxml") MB)"
  echo "- validate / the floor, libxml2's bare parse (MB/s), worst corpus: $worst_floor (aim >= 0.5$(reached "$worst_floor" 0.5))"
  echo "- validate --schema / xmllint --stream --relaxng (MB/s), worst corpus: $worst_schema (target >= 1.2$(reached "$worst_schema" 1.2))"
  echo "- peak memory on $big_mb MB: $((mem_schema / 1024)) MB (target < 32 MB)"
  echo "- packed coded choices / information bound, worst corpus: $worst_bound (target <= 1.10, plus the fixed header)"
  echo "- xz -9 / packed, worst corpus: $worst_xz (aim >= 10)"
} >> "$table"

cat "$table"

cpu=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)
{ echo "# Benchmark results"
  echo
  echo "The latest \`make bench\` (bench/run.sh).  Machine: $cpu, $(nproc) cores,"
  echo "$(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo) of memory, $(uname -sr);"
  echo "$("$N" --version), $(xmllint --version 2>&1 | head -1), gcc $(gcc -dumpversion)."
  echo "Date: $(date -u +%Y-%m-%d)."
  echo
  echo "Corpora: $GAMES generated games each (seed $SEED): Castel with 2 to 5 players,"
  echo "Quacks with 4 players and set 1, Quacks with 2 to 4 players, set 3 and the"
  echo "test-tube side, Quacks with The Herb Witches, 4 and 5 players and the books"
  echo "of sets 5 and 6 with locoweed, the Duel (2 players, books of sets III, IV, I, II,"
  echo "II, I for blue, red, green, pink, yellow, purple; the provisional-1 data set)."
  echo "Each corpus is one collection for the throughput figures"
  echo "and one file per game for the sizes.  Times are the best of $RUNS runs, those"
  echo "of notation and xmllint taken in turn.  notation reads a file on two"
  echo "threads (one parses, the other checks the rules); its CPU time (user +"
  echo "system, one run) is given beside xmllint's."
  echo
  echo "The first table is in MB/s of XML read: the floor is libxml2's bare SAX2"
  echo "push parse with empty callbacks (bench/floor.c, the reader's options and"
  echo "chunks), what no reader built on libxml2 can beat; validate is the default"
  echo "command (every rule, no schema), --schema adds the RELAX NG check; the"
  echo "ratios are speed over speed (above 1: notation is faster); select keeps"
  echo "the 4-player games (--where players=4) and writes them."
  echo
  # Issue 27's targets beside the figures of before, written by hand from
  # a run (the figures of before are the issue's own).
  if [ -f bench/targets.md ]; then cat bench/targets.md; echo; echo "## This run"; echo; fi
  cat "$table"
  # What the profile showed, written by hand after a run (perf).
  if [ -f bench/profile.md ]; then echo; cat bench/profile.md; fi
} > "$RESULTS"
echo "bench: results written to $RESULTS" >&2

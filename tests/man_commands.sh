#!/bin/sh
# The shell examples of the README and of the man pages run as shown
# (issue 22).  Run from the top of the source tree:
#
#     NOTATION=build/notation sh tests/man_commands.sh
#
# What an example is.  In the man pages' .EX/.EE blocks (and the .nf/.fi
# blocks a few pages use for the same purpose) and in README.md's fenced
# code blocks, a line starting with "$ " is a command; the lines after it,
# up to the next "$ " line or the end of the block, are what it prints
# (standard output and standard error together, as in a terminal).  A line
# "$ cd DIR" changes the directory for the following commands of its block.
# A line that is "..." alone (the pages write \&... or indent it) stands for
# any output, or none, at that place: at the top, in the middle or at the
# end of the expected lines; that is the only way the pages elide output.
# A command with no output lines shown must print nothing.  The exit status
# is not compared unless the page shows it ("$ echo $?": each command runs
# as "sh -c '(exit LAST); COMMAND'", so $? is the previous command's).
#
# How.  Each man page is copied with marker lines put inside its blocks and
# rendered with man -l (LC_ALL=C.UTF-8, MANWIDTH=80) as tests/man_examples.sh
# does, so the roff escapes (\-, \e, \(aq, \('e, \&) come out as a reader
# sees them.  Pages are wrapped by hand (a long output line goes on over two
# lines), so the comparison is word by word, whitespace-insensitive, over
# the joined lines.  "notation" is a wrapper first in PATH that runs a copy
# of $NOTATION (made absolute and copied, so that a rebuild by someone else
# during the run cannot change or lock it); commands run through sh -c, so
# pipes, redirections, && and $(...) work as in a terminal.
#
# Where.  Every block runs in a scratch directory of its own, a fresh copy
# of fixtures/ and schemas/ (the paths the examples use are relative to the
# top of the tree), never in the tree itself: examples write files (-o,
# "> game.xml", corpora of thousands of records, PDFs), and other engineers
# work in the same tree at the same time, so nothing may land in it, and a
# block must not see what another one wrote (blocks are independent).
#
# The files an example names are shipped: the blocks copy alice.xml,
# bruno.xml, duel.xml and printed-1.xml from doc/examples/ as a reader
# would, and the first part below checks that those files are what the
# pages say they are (duel.xml the record of notation(5), THE DUEL
# EXAMPLE; printed-1.xml provisional-1 with id printed-1 and status
# printed, as the README makes it; alice.xml the fixture
# 01-two-players-court.xml, bruno.xml the same with its first card on d3).
# What a block uses and does not make is made in its scratch directory
# first (function props): a corpus, when the block does not generate
# one; umpire.c and verdict.c, the example programs of nt_position(3) and
# nt_reader(3); and pkg-config finds "notation" in a stand-in prefix over
# the build (headers and shared library), as make install would give it.
# A command of another program than notation,
# the shell's utilities and cc (chromium printing a page to PDF) is not
# compared, nor one whose program is not installed: both are reported as
# skipped, not failed.
#
# The "$ " lines of each source are counted apart, with grep over the whole
# file, and the test fails if fewer examples were found, so that it cannot
# pass by finding nothing (or by missing a new kind of block).
set -u
N=${NOTATION:-build/notation}
top=$(pwd)
if [ ! -f README.md ] || [ ! -d man ]; then
    echo "man-commands: run me from the top of the source tree"
    exit 1
fi
if [ ! -x "$N" ]; then
    echo "man-commands: $N is not built"
    exit 1
fi
if ! command -v man >/dev/null 2>&1; then
    echo "man-commands: man is not installed (make check installs man-db)"
    exit 1
fi
case $N in /*) ;; *) N=$top/$N ;; esac
tmp=$(mktemp -d)
# MAN_COMMANDS_KEEP=1 keeps the scratch directories, to look at a failure.
if [ -n "${MAN_COMMANDS_KEEP:-}" ]; then
    echo "man-commands: scratch directory $tmp"
else
    trap 'rm -rf "$tmp"' EXIT
fi
export LC_ALL=C.UTF-8
mkdir -p "$tmp/bin" "$tmp/blk" "$tmp/run" "$tmp/base"
cp "$N" "$tmp/bin/notation.real"
cat >"$tmp/bin/notation" <<EOF
#!/bin/sh
exec "$tmp/bin/notation.real" "\$@"
EOF
chmod +x "$tmp/bin/notation"
PATH=$tmp/bin:$PATH
export PATH
mkdir -p "$tmp/base/doc"
cp -R fixtures schemas "$tmp/base/"
cp -R doc/examples "$tmp/base/doc/"

found=0 ran=0 skipped=0 fails=0 nblk=0
limit= # a command that hangs fails after 5 minutes, where timeout(1) exists
command -v timeout >/dev/null 2>&1 && limit="timeout 300"

# ------------------------------------------------------------ extraction

# A block: $tmp/blk/K.txt (its lines, as rendered) and $tmp/blk/K.where
# ("PAGE" then the section it stands in).
for page in man/*.1 man/*.3 man/*.5; do
    base=$(basename "$page")
    dir=$tmp/pages/$base
    mkdir -p "$dir"
    awk '
        /^\.SH/ { sec = $0; sub(/^\.SH +/, "", sec); gsub(/"/, "", sec) }
        /^\.(EX|nf) *$/ { print; n++; inb = 1; print "@@EX " n " " sec; next }
        /^\.(EE|fi) *$/ { if (inb) print "@@EE " n; inb = 0; print; next }
        { print }
    ' "$page" >"$dir/$base"
    MANWIDTH=80 man -l "$dir/$base" >"$dir/rendered" 2>/dev/null
    awk -v dir="$dir" '
        /^ *@@EX / {
            match($0, /^ */); ind = RLENGTH
            f = dir "/blk." $2; printf "" > f; inb = 1
            s = $0; sub(/^ *@@EX [0-9]+ ?/, "", s)
            print s > (f ".sec"); close(f ".sec")
            next
        }
        /^ *@@EE / { inb = 0; close(f); next }
        inb {
            line = $0
            if (substr(line, 1, ind) ~ /^ *$/) line = substr(line, ind + 1)
            else sub(/^ +/, "", line)
            print line > f
        }
    ' "$dir/rendered"
    for b in "$dir"/blk.*; do
        case $b in *.sec) continue ;; esac
        [ -e "$b" ] || continue
        cp "$b" "$dir/$(basename "$b").copy" # kept for props (the Duel example)
        grep -q '^\$ ' "$b" || continue
        nblk=$((nblk + 1))
        k=$(printf '%03d' "$nblk")
        cp "$b" "$tmp/blk/$k.txt"
        { echo "$page"; cat "$b.sec"; } >"$tmp/blk/$k.where"
    done
done
# README.md: the fenced blocks.
awk -v out="$tmp/blk/readme" '
    /^```/ { if (inb) { inb = 0; close(f) } else { inb = 1; n++; f = out "." n; printf "" > f }; next }
    inb { print > f }
' README.md
for b in "$tmp"/blk/readme.*; do
    [ -e "$b" ] || continue
    if grep -q '^\$ ' "$b"; then
        nblk=$((nblk + 1))
        k=$(printf '%03d' "$nblk")
        cp "$b" "$tmp/blk/$k.txt"
        printf 'README.md\n-\n' >"$tmp/blk/$k.where"
    fi
    rm -f "$b"
done

# The Duel example of notation(5): the first complete record rendered in
# its section THE DUEL EXAMPLE.
duel_example=
for s in "$tmp"/pages/notation.5/blk.*.sec; do
    [ "$(cat "$s")" = "THE DUEL EXAMPLE" ] || continue
    b=${s%.sec}
    if grep -q '^<game ' "$b"; then duel_example=$b; break; fi
done

# The shipped example files are what the pages say they are.
shipped() { # name file expected-file
    count_shipped=$((count_shipped + 1))
    if ! cmp -s "$2" "$3"; then
        echo "FAIL: $1 is not what the pages say it is:"
        diff "$3" "$2" | head -n 8
        fails=$((fails + 1))
    fi
}
count_shipped=0
if [ -n "$duel_example" ]; then
    shipped doc/examples/duel.xml doc/examples/duel.xml "$duel_example"
else
    echo "FAIL: no Duel example found in notation(5)"
    fails=$((fails + 1))
fi
sed -e 's/ id="provisional-1"/ id="printed-1"/' \
    -e 's/status="provisional"/status="printed"/' \
    -e 's|<status>[^<]*</status>|<status>transcribed from the printed components</status>|' \
    schemas/quacks-duel-provisional-1.xml >"$tmp/printed-1.xml"
shipped doc/examples/printed-1.xml doc/examples/printed-1.xml "$tmp/printed-1.xml"
shipped doc/examples/alice.xml doc/examples/alice.xml fixtures/castel/valid/01-two-players-court.xml
sed '20s/at="c3"/at="d3"/' doc/examples/alice.xml >"$tmp/bruno.xml"
shipped doc/examples/bruno.xml doc/examples/bruno.xml "$tmp/bruno.xml"
# The example programs of section 3 are the sources tests/ builds
# (tests/install.sh builds them against an installed library).
for pair in nt_position.3:example_position.c nt_reader.3:example_reader.c \
            nt_generate.3:example_generate.c; do
    page=${pair%%:*} src=tests/${pair#*:}
    prog=
    for b in "$tmp/pages/$page"/blk.*.copy; do
        [ -e "$b" ] || continue
        if grep -q '^int main' "$b"; then prog=$b; break; fi
    done
    if [ -z "$prog" ]; then
        echo "FAIL: $page shows no example program"
        fails=$((fails + 1))
    else
        # the file's opening comment may say more than the page shows
        strip_head() {
            awk 'NR == 1 && /^\/\*/ { c = 1 }
                 c { if (/\*\//) c = 0; next }
                 { print }' "$1"
        }
        strip_head "$src" >"$tmp/src.c"
        strip_head "$prog" >"$tmp/prog.c"
        shipped "$src (the example of $page)" "$tmp/src.c" "$tmp/prog.c"
    fi
done

# A stand-in for an installed prefix, over the build (nt_position(3)),
# its notation.pc as make install writes it for a prefix of its own (with
# the rpath: the example programs run as built, no LD_LIBRARY_PATH).
builddir=$(dirname "$N")
mkdir -p "$tmp/prefix/include" "$tmp/prefix/lib/pkgconfig"
for h in "$top"/libnotation/include/*.h; do ln -s "$h" "$tmp/prefix/include/"; done
for l in "$builddir"/libnotation.so*; do
    [ -e "$l" ] && ln -s "$l" "$tmp/prefix/lib/"
done
# A library built with the sanitizers (make asan) wants them in the
# program too, or its runtime does not come first.
san=
if nm -D "$builddir/libnotation.so" 2>/dev/null | grep -q __asan_init; then
    san="-fsanitize=address,undefined"
fi
sed -e "s|@PREFIX@|$tmp/prefix|g" -e 's|@VERSION@|0|g' -e 's|@RPATH@|-Wl,-rpath,${libdir}|' \
    -e "s|^Libs: \(.*\)|Libs: \1 $san|" -e "s|^Cflags: \(.*\)|Cflags: \1 $san|" \
    libnotation/notation.pc.in >"$tmp/prefix/lib/pkgconfig/notation.pc"

# props PAGE BLOCKFILE: in the current directory, the files the block uses
# and does not make (see the top).
props() {
    if grep -q ' corpus' "$2" && ! grep -q -- '-o corpus' "$2"; then
        notation generate --game quacks --players 4 --seed 7 --count 20 \
            -o corpus >/dev/null 2>&1
    fi
    # "$ cc NAME.c ...": NAME.c is the page's example program, its block
    # that defines main.
    for c in $(sed -n 's/^\$ cc \([A-Za-z0-9_]*\.c\).*/\1/p' "$2"); do
        for b in "$tmp/pages/$(basename "$1")"/blk.*.copy; do
            [ -e "$b" ] || continue
            if grep -q '^int main' "$b"; then
                cp "$b" "$c"
                break
            fi
        done
    done
}

# ------------------------------------------------------------ comparison

# compare EXPECTED ACTUAL: exit 0 when the words of ACTUAL match those of
# EXPECTED, a line "..." in EXPECTED matching any words; otherwise print a
# short word-level diff.
compare() {
    awk '
        function words(line, arr, n,   k, m, w, i) {
            m = split(line, w, /[ \t\r]+/)
            for (i = 1; i <= m; i++) if (w[i] != "") arr[++n] = w[i]
            return n
        }
        FILENAME == ARGV[1] {
            t = $0; gsub(/^[ \t]+|[ \t]+$/, "", t)
            if (t == "...") { ne++; e[ne] = "\001"; next }
            ne = words($0, e, ne); next
        }
        { na = words($0, a, na) }
        function show(arr, n, from, to,   s, i) {
            s = ""
            if (from < 1) from = 1
            if (from > 1) s = "... "
            for (i = from; i <= to && i <= n; i++)
                s = s (arr[i] == "\001" ? "<...>" : arr[i]) " "
            if (to < n) s = s "..."
            if (n == 0) s = "(nothing)"
            return s
        }
        END {
            # Segments of expected words between the "..." lines.
            ns = 1; st[1] = 1
            for (i = 1; i <= ne; i++)
                if (e[i] == "\001") { en[ns] = i - 1; ns++; st[ns] = i + 1 }
            en[ns] = ne
            if (ns == 1) {
                for (i = 1; i <= ne && i <= na; i++) if (e[i] != a[i]) break
                if (i > ne && i > na) exit 0
                printf "    expected: %s\n", show(e, ne, i - 4, i + 6)
                printf "    actual:   %s\n", show(a, na, i - 4, i + 6)
                exit 1
            }
            # First segment at the start, the last at the end, the others
            # in order in between (leftmost).
            pos = 1
            for (s = 1; s <= ns; s++) {
                len = en[s] - st[s] + 1
                if (len <= 0) continue
                if (s == 1) {
                    at = 1
                    ok = match_at(at)
                } else if (s == ns) {
                    at = na - len + 1
                    ok = at >= pos && match_at(at)
                } else {
                    ok = 0
                    for (at = pos; at + len - 1 <= na; at++)
                        if (match_at(at)) { ok = 1; break }
                }
                if (!ok) {
                    where = s == 1 ? "at the start" : s == ns ? "at the end" : pos == 1 ? "anywhere" : "after word " (pos - 1)
                    printf "    expected %s: %s\n", where, show(e, ne, st[s], st[s] + 9 < en[s] ? st[s] + 9 : en[s])
                    if (s == 1) f = 1; else if (s == ns) f = na - len + 1; else f = pos
                    if (f < 1) f = 1
                    # Where the first word of the segment is, if anywhere.
                    for (j = (s == 1 ? 1 : pos); j <= na; j++) if (a[j] == e[st[s]]) { f = j; break }
                    if (j <= na) {
                        for (k = 0; k < len && a[j + k] == e[st[s] + k]; k++) ;
                        printf "    actual (differs at word %d of the part): %s\n", k + 1, show(a, na, j + k - 4, j + k + 6)
                        printf "    expected there: %s\n", show(e, ne, st[s] + k - 4, st[s] + k + 6)
                    } else
                        printf "    actual: %s\n", show(a, na, f, f + 11)
                    exit 1
                }
                pos = at + len
            }
            exit 0
        }
        function match_at(at,   k) {
            if (at < 1 || at + en[s] - st[s] > na) return 0
            for (k = st[s]; k <= en[s]; k++) if (a[at + k - st[s]] != e[k]) return 0
            return 1
        }
    ' "$1" "$2"
}

# ------------------------------------------------------------ running

for txt in "$tmp"/blk/*.txt; do
    [ -e "$txt" ] || continue
    k=$(basename "$txt" .txt)
    page=$(sed -n 1p "$tmp/blk/$k.where")
    rundir=$tmp/run/$k
    mkdir -p "$rundir"
    cp -R "$tmp/base/fixtures" "$tmp/base/schemas" "$tmp/base/doc" "$rundir/"
    (cd "$rundir" && props "$page" "$txt")
    # Split into commands: cmd.N holds the command, exp.N what it prints.
    awk -v d="$rundir" '
        /^\$ / { n++; c = substr($0, 3); print c > (d "/.cmd." n); close(d "/.cmd." n)
                 printf "" > (d "/.exp." n); next }
        n { print > (d "/.exp." n) }
        END { print n + 0 > (d "/.count") }
    ' "$txt"
    ncmd=$(cat "$rundir/.count")
    cwd=$rundir last=0 i=1
    while [ "$i" -le "$ncmd" ]; do
        cmd=$(cat "$rundir/.cmd.$i")
        exp=$rundir/.exp.$i
        act=$rundir/.act.$i
        found=$((found + 1))
        i=$((i + 1))
        case $cmd in
        'cd '*)
            d=${cmd#cd }
            case $d in *[\;\&\|\$\`\ ]*) d= ;; esac
            if [ -n "$d" ] && [ -d "$cwd/$d" ]; then
                cwd=$(cd "$cwd/$d" && pwd)
                : >"$act"
                last=0
            else
                echo "sh: cd: $d: No such directory" >"$act"
                last=2
            fi ;;
        *)
            prog=${cmd%% *}
            case $prog in
            notation | cat | echo | cc | ./*) ;;
            chromium)
                echo "SKIP: $page: $cmd (a browser's own messages, not the toolkit's: they vary with its version and the machine)"
                skipped=$((skipped + 1))
                continue ;;
            *)
                if ! command -v "$prog" >/dev/null 2>&1; then
                    echo "SKIP: $page: $cmd ($prog is not installed)"
                    skipped=$((skipped + 1))
                    continue
                fi ;;
            esac
            (cd "$cwd" && PKG_CONFIG_PATH=$tmp/prefix/lib/pkgconfig \
                $limit sh -c "(exit $last); $cmd") </dev/null >"$act" 2>&1
            last=$? ;;
        esac
        ran=$((ran + 1))
        if ! compare "$exp" "$act" >"$rundir/.diff"; then
            fails=$((fails + 1))
            echo "FAIL: $page: $cmd"
            cat "$rundir/.diff"
        fi
    done
    [ -n "${MAN_COMMANDS_KEEP:-}" ] || rm -rf "$rundir"
done

# ------------------------------------------------------------ counting

expected=0
for src in README.md man/*.1 man/*.3 man/*.5; do
    c=$(grep -c '^\$ ' "$src")
    expected=$((expected + c))
done
if [ "$found" -lt "$expected" ]; then
    echo "FAIL: $found examples found in the blocks, but the sources hold $expected lines starting with \"\$ \""
    fails=$((fails + 1))
fi
if [ "$found" -eq 0 ]; then
    echo "FAIL: no example found"
    fails=$((fails + 1))
fi
echo "man-commands: $found examples ($expected \"\$ \" lines in the sources) in $nblk blocks: $ran run, $skipped skipped, $fails failed"
[ "$fails" -eq 0 ]

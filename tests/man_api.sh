#!/bin/sh
# The manual as a reader and man-db see it: every function of the public
# headers named in a section-3 page's NAME (what man and apropos index)
# and declared in its SYNOPSIS; every page parsed by lexgrog and free of
# mandoc's warnings; no roff escape left in the rendered text (a literal
# \- or \(aq where the reader should see - or ').  Run from the top of the
# source tree:
#
#     sh tests/man_api.sh
set -u
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
checks=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

for tool in lexgrog mandoc man; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "man-api: $tool is not installed (make check installs it)"
        exit 1
    fi
done

# The public functions, as the library exports them.
sh tools/export-map.sh libnotation/include/*.h |
    sed -n 's/^    \(nt_[a-z0-9_]*\);$/\1/p' >"$tmp/public"
[ -s "$tmp/public" ] || { echo "man-api: no public function found"; exit 1; }

# What man-db indexes: each name of a page's NAME section.
for page in man/*.3; do
    lexgrog "$page" | sed -n 's/^[^"]*"\([A-Za-z0-9_]*\) - .*/\1/p'
done | sort -u >"$tmp/named"
while read -r f; do
    checks=$((checks + 1))
    grep -qx "$f" "$tmp/named" ||
        fail "$f is named in no section-3 page's NAME (man $f finds nothing)"
    checks=$((checks + 1))
    grep -q "^\.BI \"[^\"]*[ *]$f(" man/*.3 ||
        fail "$f has no SYNOPSIS line in a section-3 page"
done <"$tmp/public"
# ... and nothing named that the library does not export (a stale name).
for name in $(cat "$tmp/named"); do
    case $name in nt_*) ;; *) continue ;; esac
    checks=$((checks + 1))
    grep -qx "$name" "$tmp/public" ||
        fail "$name is named in a page but is not a public function"
done
# The links make install gives are the NAME lists (tools/man-links.sh).
checks=$((checks + 1))
sh tools/man-links.sh man/*.3 | awk '{ print $1 }' | sort >"$tmp/links"
sort "$tmp/public" >"$tmp/public.sorted"
comm -23 "$tmp/public.sorted" "$tmp/links" >"$tmp/unlinked"
# A function may be the page's own name (libnotation, nt_generate, ...).
for f in $(cat "$tmp/unlinked"); do
    [ -f "man/$f.3" ] || fail "make install gives $f no page (tools/man-links.sh)"
done

for page in man/*.1 man/*.3 man/*.5; do
    checks=$((checks + 1))
    lexgrog "$page" >/dev/null 2>&1 || fail "$page: lexgrog cannot read its NAME"
    checks=$((checks + 1))
    mandoc -T lint -W warning "$page" >"$tmp/lint" 2>&1 ||
        { fail "$page: mandoc -T lint:"; sed 's/^/  | /' "$tmp/lint" | head -n 5; }
    checks=$((checks + 1))
    LC_ALL=C.UTF-8 MANWIDTH=80 man -l "$page" 2>"$tmp/warn" >"$tmp/text"
    # \" is kept: JSON examples escape their quotes so.
    if grep -n '\\[-(&efs*]' "$tmp/text" >"$tmp/left"; then
        fail "$page: roff escapes left in the rendered text:"
        sed 's/^/  | /' "$tmp/left" | head -n 3
    fi
    checks=$((checks + 1))
    if [ -s "$tmp/warn" ]; then
        fail "$page: man warns:"; sed 's/^/  | /' "$tmp/warn" | head -n 3
    fi
done

echo "man-api: $checks checks, $fails failed"
[ "$fails" -eq 0 ]

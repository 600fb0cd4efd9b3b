#!/bin/sh
# The Debian packages (debian/): built with dpkg-buildpackage in a copy of
# the tree, installed with dpkg into a scratch root (the system is left
# alone), then the installed command validates a record, the installed
# header and library build a program, the installed Python package reads a
# record, and each package is checked for what it should hold.
#
#   sh tests/deb.sh            (from the top of the tree)
#   KEEP=DIR sh tests/deb.sh   also keep the .deb files in DIR
#
# Skipped, exit 0 with a message, where dpkg-buildpackage, debhelper or
# another build dependency of debian/control is missing
# (apt-get install dpkg-dev debhelper dh-python bash-completion fakeroot).
set -eu
cd "$(dirname "$0")/.."

skip() {
    echo "deb: skipped: $*"
    exit 0
}
command -v dpkg-buildpackage >/dev/null 2>&1 ||
    skip "dpkg-buildpackage is missing (apt-get install dpkg-dev)"
command -v dh >/dev/null 2>&1 ||
    skip "debhelper is missing (apt-get install debhelper)"
if ! unmet=$(dpkg-checkbuilddeps 2>&1); then
    skip "${unmet#dpkg-checkbuilddeps: error: }"
fi

version=$(dpkg-parsechangelog -S Version)
arch=$(dpkg-architecture -qDEB_HOST_ARCH)
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
count=0
fail() {
    echo "FAIL: deb: $*"
    fails=$((fails + 1))
}
# check NAME COMMAND...: counts one check, failed when COMMAND fails.
check() {
    name=$1
    shift
    count=$((count + 1))
    "$@" || fail "$name"
}

# The tree as it is (what git tracks, and new files it does not ignore),
# without the build directories.
src=$tmp/src/libnotation-$version
mkdir -p "$src"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files -co --exclude-standard -z | tar -cf - --null -T - |
        tar -xf - -C "$src"
else
    tar -cf - --exclude='./build*' --exclude=./.git --exclude='*.o' \
        --exclude='*.d' . | tar -xf - -C "$src"
fi

# A build of its own: nothing of a calling make (its jobs, its BUILD,
# SANITIZE or flags) reaches the package's make.
echo "deb: building the packages: dpkg-buildpackage -us -uc -b"
if ! (cd "$src" && env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u BUILD \
        -u SANITIZE -u OPT -u LTO -u CFLAGS -u CPPFLAGS -u LDFLAGS \
        -u DEB_BUILD_OPTIONS \
        dpkg-buildpackage -us -uc -b -J"$(nproc)") >"$tmp/build.log" 2>&1; then
    tail -n 40 "$tmp/build.log"
    echo "FAIL: deb: dpkg-buildpackage failed"
    exit 1
fi
out=$tmp/src
deb() { # PACKAGE: the path of its .deb
    for a in "$arch" all; do
        f=$out/${1}_${version}_$a.deb
        [ -e "$f" ] && { echo "$f"; return 0; }
    done
    echo "$out/${1}_${version}_missing.deb"
}
packages="notation libnotation1 libnotation-dev python3-notation"
for p in $packages; do
    check "the package $p is built" test -e "$(deb "$p")"
done
[ "$fails" = 0 ] || { ls "$out"; exit 1; }
if [ -n "${KEEP:-}" ]; then
    mkdir -p "$KEEP"
    cp "$out"/*.deb "$out"/*.changes "$out"/*.buildinfo "$KEEP"/
    echo "deb: the packages are in $KEEP"
fi

# lintian, where installed: no error and no warning.
if command -v lintian >/dev/null 2>&1; then
    lintian "$out"/libnotation_"${version}"_"$arch".changes >"$tmp/lintian" 2>&1 || true
    grep -E '^[EW]: ' "$tmp/lintian" >"$tmp/lintian-tags" || true
    count=$((count + 1))
    if [ -s "$tmp/lintian-tags" ]; then
        fail "lintian:"
        sed 's/^/  | /' "$tmp/lintian-tags"
    fi
else
    echo "deb: lintian is not installed: not run"
fi

# What each package holds (dpkg-deb -c: ./usr/..., the man pages gzipped).
for p in $packages; do
    dpkg-deb -c "$(deb "$p")" | awk '{ print $6 }' | sed 's|^\./|/|' \
        >"$tmp/$p.files"
done
holds() { # PACKAGE PATH...
    p=$1
    shift
    for f in "$@"; do
        count=$((count + 1))
        grep -qxF "$f" "$tmp/$p.files" || fail "$p does not hold $f"
    done
}
holds notation /usr/bin/notation \
    /usr/share/bash-completion/completions/notation
for f in man/*.1 man/*.5; do
    s=${f##*.}
    holds notation "/usr/share/man/man$s/${f#man/}.gz"
done
for f in schemas/*; do
    holds notation "/usr/share/libnotation/${f}"
done
holds libnotation1 "/usr/lib/$multiarch/libnotation.so.1" \
    "/usr/lib/$multiarch/libnotation.so.1.0.0"
holds libnotation-dev "/usr/lib/$multiarch/libnotation.so" \
    "/usr/lib/$multiarch/libnotation.a" \
    "/usr/lib/$multiarch/pkgconfig/notation.pc"
for f in libnotation/include/*.h; do
    holds libnotation-dev "/usr/include/${f##*/}"
done
for f in man/*.3; do
    holds libnotation-dev "/usr/share/man/man3/${f#man/}.gz"
done
for f in python/notation/*.py; do
    case $f in */_installed.py) continue ;; esac
    holds python3-notation "/usr/lib/python3/dist-packages/notation/${f##*/}"
done
# Nothing where it does not belong: no library in the command's package,
# nothing for the developer in the library's.
count=$((count + 1))
if grep -E '\.(so|a|h|pc)$|/man3/' "$tmp/notation.files" "$tmp/libnotation1.files" \
    >"$tmp/stray"; then
    fail "files in the wrong package:"
    sed 's/^/  | /' "$tmp/stray"
fi

# The symbols file the library package carries names every symbol the
# library exports, each at the version 0.1.0.
dpkg-deb -x "$(deb libnotation1)" "$tmp/lib1"
dpkg-deb --ctrl-tarfile "$(deb libnotation1)" | tar -xOf - ./symbols \
    >"$tmp/symbols"
nm -D --defined-only "$tmp/lib1/usr/lib/$multiarch/libnotation.so.1" |
    awk '{ print $3 }' | sed 's/@@*/@/; s/^NOTATION_1$/NOTATION_1@NOTATION_1/' |
    sort >"$tmp/exported"
sed -n 's/^ \([^ ]*\) .*/\1/p' "$tmp/symbols" | sort >"$tmp/listed"
count=$((count + 1))
if [ ! -s "$tmp/exported" ] || ! cmp -s "$tmp/exported" "$tmp/listed"; then
    fail "the symbols file and the library's exports differ:"
    diff "$tmp/listed" "$tmp/exported" | sed 's/^/  | /' | head -20
fi
count=$((count + 1))
if grep '^ ' "$tmp/symbols" | grep -v ' 0\.1\.0$' >"$tmp/other"; then
    fail "symbols not at 0.1.0:"
    sed 's/^/  | /' "$tmp/other" | head
fi
check "the symbols file is debian/libnotation1.symbols" \
    cmp -s "$tmp/symbols" debian/libnotation1.symbols

# Installed into a scratch root: dpkg keeps its database there too.  --unpack
# rather than -i: configuring runs the maintainer scripts chrooted into the
# root (python3-notation's byte-compiles with py3compile), which has no
# shell or Python of its own; unpacked, every file is in place.
root=$tmp/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" \
    "$root/var/lib/dpkg/triggers"
: >"$root/var/lib/dpkg/status"
: >"$root/var/lib/dpkg/available"
debs=
for p in $packages; do debs="$debs $(deb "$p")"; done
# shellcheck disable=SC2086
if ! dpkg --root="$root" --force-not-root --force-depends --unpack $debs \
    >"$tmp/dpkg.log" 2>&1; then
    sed 's/^/  | /' "$tmp/dpkg.log"
    echo "FAIL: deb: dpkg could not install the packages in $root"
    exit 1
fi
for p in $packages; do
    count=$((count + 1))
    dpkg-query --admindir="$root/var/lib/dpkg" -W -f '${Version}' "$p" \
        2>/dev/null | grep -qxF "$version" || fail "dpkg does not list $p $version"
done

lib=$root/usr/lib/$multiarch:$root/usr/lib
run() { LD_LIBRARY_PATH=$lib "$root/usr/bin/notation" "$@"; }

# The installed command: a record validated (the fixture's result: a stall,
# seat 1 (Alice) has the fewest cards), and its version.
fixture=fixtures/castel/valid/01-two-players-court.xml
want="$fixture:2: ok: castel: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)"
got=$(run validate "$fixture" 2>&1) || fail "notation validate $fixture exits $?"
count=$((count + 1))
[ "$got" = "$want" ] || fail "notation validate printed '$got', wanted '$want'"
got=$(run --version)
count=$((count + 1))
case $got in
"notation 0.1.0 (notation format 1; libxml2 "[0-9]*")") ;;
*) fail "notation --version printed '$got'" ;;
esac
# The schemas as installed check the record too.
if command -v xmllint >/dev/null 2>&1; then
    check "the installed schema accepts $fixture" xmllint --noout \
        --relaxng "$root/usr/share/libnotation/schemas/castel.rng" "$fixture" \
        2>/dev/null
fi

# The development package: a program built through the installed
# notation.pc against the installed header and library.
cat >"$tmp/use.c" <<'C'
#include <notation.h>
#include <stdio.h>
int main(void)
{
    const nt_game *g = nt_game_find("castel");
    printf("%s\n", g ? nt_game_id(g) : "none");
    return !g;
}
C
pc() {
    PKG_CONFIG_PATH="$root/usr/lib/$multiarch/pkgconfig" pkg-config \
        --define-variable=prefix="$root/usr" "$@" notation
}
if pc --exists 2>/dev/null && cc -std=c11 -Wall -Werror "$tmp/use.c" \
    $(pc --cflags --libs) -o "$tmp/use" 2>"$tmp/cc.log"; then
    got=$(LD_LIBRARY_PATH=$lib "$tmp/use") || true
    count=$((count + 1))
    [ "$got" = castel ] || fail "a program built against the package printed '$got'"
else
    count=$((count + 1))
    fail "no program builds against notation.pc of libnotation-dev"
    sed 's/^/  | /' "$tmp/cc.log" | head
fi
# The static library links too (dh_strip took its link-time optimisation
# sections out: the code is still there).
if cc -std=c11 -I"$root/usr/include" "$tmp/use.c" \
    "$root/usr/lib/$multiarch/libnotation.a" \
    $(pkg-config --libs libxml-2.0 zlib) -lm -pthread -o "$tmp/use-static" \
    2>"$tmp/cc.log"; then
    got=$("$tmp/use-static") || true
    count=$((count + 1))
    [ "$got" = castel ] || fail "a program linked with libnotation.a printed '$got'"
else
    count=$((count + 1))
    fail "no program links with libnotation.a of libnotation-dev"
    sed 's/^/  | /' "$tmp/cc.log" | head
fi

# The Python package, finding the library through the loader as Debian's
# python3 does (no path recorded).
count=$((count + 1))
got=$(env -u NOTATION_LIBRARY LD_LIBRARY_PATH=$lib \
    PYTHONPATH="$root/usr/lib/python3/dist-packages" /usr/bin/python3 -c '
import sys, notation
r = notation.read_one(sys.argv[1])
print(notation.__file__.startswith(sys.argv[2]), r.valid, r.game, r.result)' \
    "$fixture" "$root" 2>&1) || true
[ "$got" = "True True castel blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)" ] ||
    fail "the installed Python package read '$got'"

# The installed completion, with the installed command.
if command -v bash >/dev/null 2>&1; then
    count=$((count + 1))
    got=$(PATH="$root/usr/bin:$PATH" LD_LIBRARY_PATH=$lib bash -c '
. "$1"
COMP_WORDS=(notation vali); COMP_CWORD=1
_notation; echo "${COMPREPLY[*]}"' sh \
        "$root/usr/share/bash-completion/completions/notation" 2>&1) || true
    [ "$got" = validate ] || fail "the installed completion gives '$got'"
fi

echo "deb: $((count - fails)) passed, $fails failed"
[ "$fails" = 0 ]

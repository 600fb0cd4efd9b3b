#!/bin/sh
# Run the Python package's tests against a build tree:
#
#   sh python/check.sh BUILD_DIR
#
# The package loads BUILD_DIR/libnotation.so.1 and the tests compare it with
# BUILD_DIR/notation.  The distributed tests (notation.dask) run after the
# others, when dask and distributed are installed.  Without pytest the
# suite is skipped, with a message, and the script exits 0.
set -u

if [ $# -ne 1 ]; then
    echo "usage: sh python/check.sh BUILD_DIR" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build=$(cd "$1" 2>/dev/null && pwd) || {
    echo "python/check.sh: $1: no such build directory" >&2
    exit 2
}
for f in "$build/libnotation.so.1" "$build/notation"; do
    if [ ! -e "$f" ]; then
        echo "python/check.sh: $f is missing: build first (make BUILD=$1 all)" >&2
        exit 2
    fi
done

# The first Python 3 that has pytest: $PYTHON, python3 on the PATH, then
# Debian's own (a python3 earlier on the PATH may lack Debian's packages).
python=
for candidate in "${PYTHON:-}" python3 /usr/bin/python3; do
    [ -n "$candidate" ] || continue
    if "$candidate" -c 'import pytest' >/dev/null 2>&1; then
        python=$candidate
        break
    fi
done
if [ -z "$python" ]; then
    echo "python/check.sh: SKIPPED: pytest is not installed (Debian: apt-get install python3-pytest); the Python package was not tested"
    exit 0
fi

export NOTATION_LIBRARY="$build/libnotation.so.1"
export NOTATION_CLI="$build/notation"
export PYTHONDONTWRITEBYTECODE=1
cd "$root" || exit 2

echo "python/check.sh: the package's tests ($python, $NOTATION_LIBRARY)"
"$python" -m pytest -q python/tests || exit 1

if "$python" -c 'import dask, distributed, pandas' >/dev/null 2>&1; then
    echo "python/check.sh: the distributed tests (notation.dask)"
    "$python" -m pytest -q -m dask python/tests || exit 1
else
    echo "python/check.sh: SKIPPED: the distributed tests need dask, distributed and pandas (Debian: apt-get install python3-distributed python3-pandas)"
fi
exit 0

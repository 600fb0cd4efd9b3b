#!/bin/sh
# Install what the build and the tests need on a Debian machine, if it is
# missing.  Quiet and quick when everything is there.
set -eu
missing=""
command -v cc >/dev/null 2>&1 || missing="$missing gcc"
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
if command -v pkg-config >/dev/null 2>&1; then
    pkg-config --exists libxml-2.0 || missing="$missing libxml2-dev"
    pkg-config --exists zlib || missing="$missing zlib1g-dev"
    pkg-config --exists check || missing="$missing check"
else
    missing="$missing libxml2-dev zlib1g-dev check"
fi
command -v xmllint >/dev/null 2>&1 || missing="$missing libxml2-utils"
command -v man >/dev/null 2>&1 || missing="$missing man-db"
# The manual is linted as mandoc reads it (tests/man_api.sh).
command -v mandoc >/dev/null 2>&1 || missing="$missing mandoc"
# The pages of notation render are checked as HTML5 by tidy; their PDFs
# (when Chromium is installed) counted by pdfinfo.
command -v tidy >/dev/null 2>&1 || missing="$missing tidy"
command -v pdfinfo >/dev/null 2>&1 || missing="$missing poppler-utils"
# The tests read peak memory (GNU time) and write some inputs with python3.
[ -x /usr/bin/time ] || missing="$missing time"
[ -x /usr/bin/python3 ] || missing="$missing python3"
# The Python package's tests: pytest, and pandas for its README's tour.
# (Its cluster tests need python3-distributed too: skipped, with a
# message, where it is missing; CI installs it.)
/usr/bin/python3 -c 'import pytest' >/dev/null 2>&1 ||
    missing="$missing python3-pytest"
/usr/bin/python3 -c 'import pandas' >/dev/null 2>&1 ||
    missing="$missing python3-pandas"
# Fuzzing needs clang (with libFuzzer).
if [ "${1:-}" = fuzz ]; then
    command -v clang >/dev/null 2>&1 || missing="$missing clang"
fi
# The benchmarks also compare with gzip and xz and read peak memory; the
# stress inputs make a deflate bomb with python3.
if [ "${1:-}" = bench ]; then
    command -v gzip >/dev/null 2>&1 || missing="$missing gzip"
    command -v xz >/dev/null 2>&1 || missing="$missing xz-utils"
fi
[ -z "$missing" ] && exit 0
echo "notation: installing:$missing" >&2
if [ "$(id -u)" = 0 ]; then
    run=""
elif command -v sudo >/dev/null 2>&1; then
    run="sudo"
else
    echo "notation: please install:$missing (apt-get install$missing)" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$run apt-get update -qq >/dev/null
# shellcheck disable=SC2086
$run apt-get install -y -qq $missing >/dev/null

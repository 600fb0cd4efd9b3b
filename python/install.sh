#!/bin/sh
# Install the Python package where the system's Python 3 finds it:
#
#   sh python/install.sh [DESTDIR] [PREFIX]
#   sh python/install.sh --uninstall [DESTDIR] [PREFIX]
#
# PREFIX (default /usr/local) is where the library goes too (make install):
# the package records PREFIX/lib/libnotation.so.1 to load when the dynamic
# loader does not find the library by itself.  The directory is the one the
# system's python3 reads for that prefix: on Debian PREFIX/lib/python3/
# dist-packages for /usr, PREFIX/lib/python3.X/dist-packages for any other
# prefix (Debian's python3 reads /usr/local/lib/python3.X/dist-packages);
# elsewhere the interpreter's own site-packages under PREFIX.  PYTHON_SITE
# overrides the directory (relative to nothing: a full path, DESTDIR added).
set -eu

uninstall=
if [ "${1:-}" = --uninstall ]; then
    uninstall=1
    shift
fi
destdir=${1:-}
prefix=${2:-/usr/local}
here=$(cd "$(dirname "$0")" && pwd)

python=
for candidate in "${PYTHON:-}" /usr/bin/python3 python3; do
    [ -n "$candidate" ] || continue
    if command -v "$candidate" >/dev/null 2>&1; then
        python=$candidate
        break
    fi
done

if [ -n "${PYTHON_SITE:-}" ]; then
    site=$PYTHON_SITE
elif [ -z "$python" ]; then
    site=$prefix/lib/python3/dist-packages
else
    site=$("$python" - "$prefix" <<'PY'
import sys, sysconfig
prefix = sys.argv[1].rstrip("/") or "/"
debian = any(p.endswith("/dist-packages") for p in sys.path)
if debian and prefix == "/usr":
    print(prefix + "/lib/python3/dist-packages")
elif debian:
    v = sys.version_info
    print(f"{prefix}/lib/python{v.major}.{v.minor}/dist-packages")
else:
    print(sysconfig.get_path("purelib", vars={"base": prefix,
                                              "platbase": prefix}))
PY
)
fi

target=$destdir$site/notation
if [ -n "$uninstall" ]; then
    rm -rf "$target"
    echo "removed the Python package notation from $target"
    exit 0
fi
install -d "$target"
for f in "$here"/notation/*.py; do
    case $(basename "$f") in
        _installed.py) continue ;;
    esac
    install -m 644 "$f" "$target/"
done
# Where make install put the library, for a loader that has not been told
# (ldconfig not run, a prefix outside its search path).
printf '"""Written by python/install.sh."""\nLIBRARY = %s\n' \
    "'$prefix/lib/libnotation.so.1'" > "$target/_installed.py"
chmod 644 "$target/_installed.py"
echo "installed the Python package notation in $target"

"""Shared set-up of the test suite.

The tests run from the repository's root, where the fixtures' paths (and
the ``.expected`` files' diagnostics) are written.  They compare the
package with the command line: ``NOTATION_CLI`` names the ``notation``
program (by default the one beside ``NOTATION_LIBRARY``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import List

import pytest

REPO = Path(__file__).resolve().parents[2]
PYTHON_DIR = REPO / "python"

if str(PYTHON_DIR) not in sys.path:
    sys.path.insert(0, str(PYTHON_DIR))

os.chdir(REPO)


def _cli_path() -> str:
    explicit = os.environ.get("NOTATION_CLI")
    if explicit:
        return explicit
    lib = os.environ.get("NOTATION_LIBRARY")
    if lib:
        return str(Path(lib).resolve().parent / "notation")
    return str(REPO / "build" / "notation")


CLI = _cli_path()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "dask: the distributed tests (a LocalCluster over a "
        "generated corpus); run them with -m dask")


def run_cli(*args: str, check: bool = False,
            **kw) -> subprocess.CompletedProcess:
    """Run the ``notation`` program; its output as bytes."""
    proc = subprocess.run([CLI, *args], capture_output=True, **kw)
    if check and proc.returncode:
        raise AssertionError(f"notation {' '.join(args)} exited "
                             f"{proc.returncode}: {proc.stderr!r}")
    return proc


@pytest.fixture(scope="session")
def cli():
    """The ``notation`` program, as a function of its arguments."""
    if not os.access(CLI, os.X_OK):
        pytest.fail(f"the notation program is missing: {CLI} (set "
                    "NOTATION_CLI)")
    return run_cli


def fixture_files(kind: str) -> List[Path]:
    """Every fixture record of a kind ("valid" or "invalid"), sorted."""
    return sorted(p.relative_to(REPO)
                  for p in REPO.glob(f"fixtures/*/{kind}/*.xml"))

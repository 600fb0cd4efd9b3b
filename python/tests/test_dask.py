"""notation.dask on a LocalCluster of two worker processes, over a corpus
of more than 10,000 generated games: the same records, verdicts and
counts as one `notation` process, byte for byte.

Run apart with `python3 -m pytest -m dask python/tests` (python/check.sh
runs it after the rest); skipped when dask, distributed or pandas is
missing."""

from __future__ import annotations

import json
import os
import shutil
import time

import pytest

pytestmark = pytest.mark.dask

dask = pytest.importorskip(
    "dask", reason="dask is not installed: the distributed tests are "
    "skipped (Debian: python3-distributed)")
distributed = pytest.importorskip(
    "distributed", reason="distributed is not installed: the distributed "
    "tests are skipped (Debian: python3-distributed)")
pytest.importorskip("pandas", reason="pandas is not installed: the "
                    "distributed tests are skipped (Debian: python3-pandas)")

import notation.dask as nd  # noqa: E402
from conftest import PYTHON_DIR, REPO, run_cli  # noqa: E402

# (game, players, extra options, seed, games in the file)
CORPUS = [
    ("castel", "2", [], 1, 1200), ("castel", "3", [], 2, 1200),
    ("castel", "5", [], 3, 800),
    ("quacks", "2", [], 4, 1200), ("quacks", "4", ["--set", "3"], 5, 1000),
    ("quacks", "3", ["--side", "back", "--set", "2"], 6, 1000),
    ("quacks", "5", ["--expansion", "herb-witches", "--set", "6"], 7, 600),
    ("quacks-duel", "2", [], 8, 1200),
    ("quacks-duel", "2", ["--first-game"], 9, 1000),
    ("quacks-duel", "2", ["--set", "3"], 10, 800),
]
GAMES = sum(n for *_, n in CORPUS)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """Generated collections in several files and subdirectories, a few
    games of their own (one packed) and two invalid records."""
    assert GAMES >= 10_000
    root = tmp_path_factory.mktemp("corpus")
    for i, (game, players, extra, seed, count) in enumerate(CORPUS):
        sub = root / game
        sub.mkdir(exist_ok=True)
        out = run_cli("generate", "--game", game, "--players", players,
                      *extra, "--seed", str(seed), "--count", str(count),
                      check=True).stdout
        (sub / f"{i:02d}-{game}-{players}p.xml").write_bytes(out)
    singles = root / "singles"
    run_cli("generate", "--game", "castel", "--players", "4", "--seed",
            "11", "--count", "5", "-o", str(singles), check=True)
    first = sorted(singles.iterdir())[0]
    run_cli("pack", str(first), "-o", str(singles / "packed.ntp"),
            check=True)
    for src in ("fixtures/castel/invalid/01-place-zone.xml",
                "fixtures/quacks/invalid/01-setup-players.xml"):
        shutil.copy(REPO / src, singles / os.path.basename(src))
    return str(root)


@pytest.fixture(scope="module")
def client():
    """A LocalCluster of two worker processes (each one thread) whose
    workers import the package from this tree and load the library under
    test."""
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = str(PYTHON_DIR) + (os.pathsep + old
                                                  if old else "")
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True,
        dashboard_address=None, host="127.0.0.1")
    c = distributed.Client(cluster)
    try:
        yield c
    finally:
        c.close()
        cluster.close()
        if old is None:
            del os.environ["PYTHONPATH"]
        else:
            os.environ["PYTHONPATH"] = old


def test_records_are_the_cli_s(corpus, client):
    start = time.monotonic()
    frame = nd.records(corpus, client)
    assert frame.npartitions > 2
    rows = frame.compute()
    took = time.monotonic() - start
    want = run_cli("list", "--format", "json", corpus).stdout.decode()
    want = want.splitlines()
    assert len(rows) == len(want) > GAMES
    assert list(rows["json"]) == want
    print(f"\nnotation.dask.records: {len(rows)} records in {took:.1f} s")
    # The columns are the JSON's fields.
    sample = json.loads(want[-1])
    last = rows.iloc[-1]
    for key, value in sample.items():
        assert last[key] == value, key
    # Each worker read some of the files.
    assert set(client.run(lambda: os.getpid()).values()).__len__() == 2
    assert int(frame["record"].count().compute()) == len(want)


def test_records_bag_headers_only(corpus, client):
    lines = nd.records_bag(corpus, client, headers_only=True).compute()
    want = run_cli("list", "--headers-only", "--format", "json",
                   corpus).stdout.decode().splitlines()
    assert lines == want


def test_verdicts_are_the_cli_s(corpus, client):
    frame = nd.validate(corpus, client)
    rows = frame.compute()
    want = run_cli("validate", "--format", "json", corpus).stdout.decode()
    assert list(rows["json"]) == want.splitlines()
    text = run_cli("validate", "-q", corpus).stdout.decode().splitlines()
    assert [d for d in rows["diagnostic"] if d] == text
    assert (~rows["valid"]).sum() == 2


def test_stats_are_the_cli_s(corpus, client):
    start = time.monotonic()
    got = nd.stats_json(corpus, client)
    took = time.monotonic() - start
    want = run_cli("stats", "--format", "json", corpus).stdout.decode()
    assert got == want
    report = json.loads(got)
    # The generated games, five of their own and one packed.
    assert report["records"] == GAMES + 6
    assert report["invalid"] == 2
    # Merging parts gives the counts of the whole, whatever the cut.
    assert nd.stats(corpus, client, npartitions=3) == report
    print(f"\nnotation.dask.stats: {report['records']} records in "
          f"{took:.1f} s")


def test_risk_stats_are_the_cli_s(corpus, client):
    files = [os.path.join(corpus, "quacks", f) for f in
             sorted(os.listdir(os.path.join(corpus, "quacks")))][:1]
    files += [os.path.join(corpus, "quacks-duel", f) for f in
              sorted(os.listdir(os.path.join(corpus, "quacks-duel")))][-1:]
    got = nd.stats_json(files, client, risk=True, npartitions=2)
    want = run_cli("stats", "--risk", "--format", "json", *files)
    assert got == want.stdout.decode()

"""The local speed-up of notation.dask from one worker process to two.

    NOTATION_LIBRARY=build/libnotation.so.1 NOTATION_CLI=build/notation \\
        PYTHONPATH=python python3 python/bench_dask.py [GAMES]

Generates a corpus of GAMES games (10,000 by default: Castel, Quacks and
the Duel, in files of a few hundred games) with the command-line tool,
validates it with `notation.dask.validate` on a LocalCluster of one worker
process, then of two, and prints the best of three runs of each, after
checking that both give the same verdicts.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

from distributed import Client, LocalCluster

import notation.dask

GAMES = [("castel", 3), ("quacks", 4), ("quacks-duel", 2)]
PER_FILE = 720


def make_corpus(directory: str, total: int) -> list:
    """Files of generated games, `total` games in all."""
    tool = os.environ.get("NOTATION_CLI", "notation")
    files, made, seed = [], 0, 1
    while made < total:
        game, players = GAMES[seed % len(GAMES)]
        count = min(PER_FILE, total - made)
        path = os.path.join(directory, f"{game}-{seed}.xml")
        with open(path, "wb") as out:
            subprocess.run([tool, "generate", "--game", game, "--players",
                            str(players), "--seed", str(seed), "--count",
                            str(count)], stdout=out, check=True)
        files.append(path)
        made += count
        seed += 1
    return files


def timed(files: list, workers: int, runs: int = 3) -> tuple:
    """Best wall time of `runs` validations on `workers` processes."""
    best, verdicts = None, None
    with LocalCluster(n_workers=workers, threads_per_worker=1,
                      processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        for _ in range(runs):
            start = time.perf_counter()
            frame = notation.dask.validate(files, client).compute()
            took = time.perf_counter() - start
            best = took if best is None else min(best, took)
            verdicts = list(frame["json"])
    return best, verdicts


def main() -> None:
    total = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    with tempfile.TemporaryDirectory() as directory:
        files = make_corpus(directory, total)
        one, first = timed(files, 1)
        two, second = timed(files, 2)
        assert first == second, "the verdicts differ"
        print(f"{total} games in {len(files)} files: 1 worker {one:.2f} s, "
              f"2 workers {two:.2f} s, speed-up {one / two:.2f}x")


if __name__ == "__main__":
    main()

"""Read, check and count a corpus of records on a Dask cluster.

Each function takes a list of files (and directories) and a
``distributed.Client``; the files are cut into contiguous parts, and each
part is read by a worker through the library (the package must be
importable there, and the library found: a worker inherits
``NOTATION_LIBRARY`` from the environment that started it).  What comes
back is the same as one ``notation`` process gives on the same files, in
the same order:

- :func:`records`: a Dask DataFrame with one row per record, the fields of
  ``notation list --format json`` (``nt_summary_json``) and that JSON line
  itself (column ``json``);
- :func:`validate`: a Dask DataFrame of verdicts, with the JSON line of
  ``notation validate --format json`` (column ``json``);
- :func:`stats` / :func:`stats_json`: the counts of ``notation stats
  --format json``, each worker counting its part and the counts merged.

The DataFrames are persisted on the cluster as they are returned: the
workers start reading at once, and ``.compute()`` gathers the rows.

Requires the ``dask``, ``distributed`` and ``pandas`` packages.
"""

from __future__ import annotations

import json
import os
from typing import Any, Dict, Iterable, List, Optional, Sequence, Union

import dask
import dask.bag
import dask.dataframe
import pandas

from .records import PathArg, expand_paths
from .tally import Tally

__all__ = ["split_files", "records", "records_bag", "validate",
           "validate_bag", "stats", "stats_json", "tally", "RECORD_COLUMNS",
           "VERDICT_COLUMNS"]

# The fields of `notation list --format json`, in its order; the
# game-dependent ones ("turns" or "rounds", "error") are None where absent.
RECORD_COLUMNS: Dict[str, str] = {
    "file": "object", "record": "int64", "line": "int64", "game": "object",
    "players": "int64", "names": "object", "event": "object",
    "site": "object", "date": "object", "round": "object",
    "setup": "object", "tags": "object", "replayed": "bool",
    "valid": "object", "rule": "object", "error": "object",
    "steps": "object", "actions": "object", "turns": "object",
    "rounds": "object", "notes": "object", "variations": "object",
    "marks": "object", "over": "object", "winners": "object",
    "end": "object", "result": "object", "digest": "object",
    "json": "object",
}

# The fields of `notation validate --format json`, and the first
# diagnostic as validate prints it.
VERDICT_COLUMNS: Dict[str, str] = {
    "file": "object", "record": "int64", "line": "int64", "game": "object",
    "valid": "bool", "steps": "int64", "actions": "int64",
    "rule": "object", "diagnostic": "object", "result": "object",
    "json": "object",
}


def _meta(columns: Dict[str, str]) -> pandas.DataFrame:
    return pandas.DataFrame({k: pandas.Series(dtype=v)
                             for k, v in columns.items()})


def split_files(paths: Union[PathArg, Iterable[PathArg]],
                parts: int) -> List[List[str]]:
    """The files that ``paths`` stand for (directories expanded as the
    command line expands them), cut into at most ``parts`` contiguous
    parts of about the same total size in bytes."""
    files = expand_paths(paths)
    if not files:
        return []
    sizes = []
    for f in files:
        try:
            sizes.append(max(os.path.getsize(f), 1))
        except OSError:
            sizes.append(1)
    parts = max(1, min(parts, len(files)))
    goal = sum(sizes) / parts
    out: List[List[str]] = [[]]
    done = 0.0
    for f, size in zip(files, sizes):
        if out[-1] and done >= goal * len(out) and len(out) < parts:
            out.append([])
        out[-1].append(f)
        done += size
    return out


def _parts(client: Any, files: Union[PathArg, Iterable[PathArg]],
           npartitions: Optional[int]) -> List[List[str]]:
    if npartitions is None:
        workers = len(client.scheduler_info().get("workers", {})) or 1
        npartitions = 4 * workers
    return split_files(files, npartitions)


# ------------------------------------------------------------- records

def _read_part(files: Sequence[str], headers_only: bool) -> List[str]:
    """On a worker: the JSON lines of the records of some files."""
    from . import read
    return [r.json for r in read(list(files), headers_only=headers_only)]


def _record_rows(lines: List[str]) -> pandas.DataFrame:
    rows = []
    for line in lines:
        d = json.loads(line)
        row = {k: d.get(k) for k in RECORD_COLUMNS}
        row["json"] = line
        rows.append(row)
    frame = pandas.DataFrame(rows, columns=list(RECORD_COLUMNS))
    return frame.astype(RECORD_COLUMNS) if rows else _meta(RECORD_COLUMNS)


def records_bag(files: Union[PathArg, Iterable[PathArg]], client: Any, *,
                npartitions: Optional[int] = None,
                headers_only: bool = False) -> dask.bag.Bag:
    """A Dask bag of the JSON lines of ``notation list --format json``
    for the records of ``files``, one partition per part of the files."""
    parts = _parts(client, files, npartitions)
    if not parts:
        return dask.bag.from_sequence([], npartitions=1)
    return dask.bag.from_delayed(
        [dask.delayed(_read_part)(p, headers_only) for p in parts])


def records(files: Union[PathArg, Iterable[PathArg]], client: Any, *,
            npartitions: Optional[int] = None,
            headers_only: bool = False) -> dask.dataframe.DataFrame:
    """The records of ``files`` as a Dask DataFrame, persisted on the
    client's cluster: one row per record, in the order ``notation list``
    gives them, with the columns of :data:`RECORD_COLUMNS` (the JSON
    fields, and the line itself as ``json``)."""
    parts = _parts(client, files, npartitions)
    if not parts:
        return dask.dataframe.from_pandas(_meta(RECORD_COLUMNS),
                                          npartitions=1)
    frames = [dask.delayed(_record_rows)(
        dask.delayed(_read_part)(p, headers_only)) for p in parts]
    frame = dask.dataframe.from_delayed(frames, meta=_meta(RECORD_COLUMNS))
    return client.persist(frame)


# ------------------------------------------------------------ verdicts

def _validate_part(files: Sequence[str], main_line: bool) -> List[str]:
    from . import validate as check
    return [v.json for v in check(list(files), main_line=main_line)]


def _verdict_rows(lines: List[str]) -> pandas.DataFrame:
    rows = []
    for line in lines:
        d = json.loads(line)
        diags = d.get("diagnostics") or []
        first = diags[0] if diags else None
        text = None
        if first:
            text = (f'{d["file"]}:{first["line"]}:{first["col"] or 1}: '
                    f'{first["severity"]}[{first["rule"]}]: '
                    f'{first["message"]}' if first.get("line") else
                    f'{d["file"]}: {first["severity"]}[{first["rule"]}]: '
                    f'{first["message"]}')
        rows.append({"file": d["file"], "record": d["record"],
                     "line": d["line"], "game": d.get("game"),
                     "valid": d["valid"], "steps": d.get("steps", 0),
                     "actions": d.get("actions", 0),
                     "rule": first["rule"] if first else None,
                     "diagnostic": text, "result": d.get("result"),
                     "json": line})
    frame = pandas.DataFrame(rows, columns=list(VERDICT_COLUMNS))
    return frame.astype(VERDICT_COLUMNS) if rows else _meta(VERDICT_COLUMNS)


def validate_bag(files: Union[PathArg, Iterable[PathArg]], client: Any, *,
                 npartitions: Optional[int] = None,
                 main_line: bool = False) -> dask.bag.Bag:
    """A Dask bag of the JSON lines of ``notation validate --format
    json`` for the records of ``files``."""
    parts = _parts(client, files, npartitions)
    if not parts:
        return dask.bag.from_sequence([], npartitions=1)
    return dask.bag.from_delayed(
        [dask.delayed(_validate_part)(p, main_line) for p in parts])


def validate(files: Union[PathArg, Iterable[PathArg]], client: Any, *,
             npartitions: Optional[int] = None,
             main_line: bool = False) -> dask.dataframe.DataFrame:
    """The verdicts of ``notation validate`` on ``files`` as a Dask
    DataFrame persisted on the client's cluster (columns of
    :data:`VERDICT_COLUMNS`; ``diagnostic`` is the first diagnostic's
    line as validate prints it, ``json`` validate's JSON line)."""
    parts = _parts(client, files, npartitions)
    if not parts:
        return dask.dataframe.from_pandas(_meta(VERDICT_COLUMNS),
                                          npartitions=1)
    frames = [dask.delayed(_verdict_rows)(
        dask.delayed(_validate_part)(p, main_line)) for p in parts]
    frame = dask.dataframe.from_delayed(frames, meta=_meta(VERDICT_COLUMNS))
    return client.persist(frame)


# --------------------------------------------------------------- stats

def _tally_part(files: Sequence[str], risk: bool) -> Tally:
    from . import read
    from .tally import tally_records
    return tally_records(read(list(files), xml=risk), risk)


def tally(files: Union[PathArg, Iterable[PathArg]], client: Any, *,
          npartitions: Optional[int] = None, risk: bool = False) -> Tally:
    """The merged :class:`notation.tally.Tally` of ``files``: each worker
    counts its part, and the parts' counts are added."""
    parts = _parts(client, files, npartitions)
    futures = [client.submit(_tally_part, p, risk, pure=False)
               for p in parts]
    total = Tally()
    for part in client.gather(futures):
        total += part
    return total


def stats_json(files: Union[PathArg, Iterable[PathArg]], client: Any, *,
               npartitions: Optional[int] = None, risk: bool = False) -> str:
    """What ``notation stats --format json`` prints for ``files`` (the
    same text, newline included), counted on the cluster."""
    return tally(files, client, npartitions=npartitions,
                 risk=risk).report_json(risk)


def stats(files: Union[PathArg, Iterable[PathArg]], client: Any, *,
          npartitions: Optional[int] = None,
          risk: bool = False) -> Dict[str, Any]:
    """The counts of ``notation stats --format json`` as a dict, counted
    on the cluster."""
    return json.loads(stats_json(files, client, npartitions=npartitions,
                                 risk=risk))


"""Counts over a collection, as ``notation stats`` makes them.

A :class:`Tally` counts what ``notation stats`` counts for each valid
record (per game: records, set-ups, wins by seat, other results, how games
ended, lengths in steps and in turns or rounds, every fact the game tells,
and with ``risk`` the draw-or-stop decisions by level of risk).  Tallies of
parts of a collection add up (``+``), so that partial counts made apart
(one per worker of a cluster) merge into the counts of the whole; the
report is then written as ``notation stats --format json`` writes it, byte
for byte.

The facts, results and risks are the library's (``nt_summary`` and the
position API); this module only counts and formats them.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cmp_to_key
from typing import (Any, Dict, Iterable, List, Optional, Tuple, Union)

from ._lib import decode, lib
from .records import PathArg, Record, read

__all__ = ["Tally", "tally_records", "stats", "stats_json"]

Key = Tuple[str, str, str]

_NUMBER = re.compile(r"[ \t\n\v\f\r]*[+-]?[0-9]+\Z")


def _cmp(a: str, b: str) -> int:
    """The command's order of keys: as whole numbers when both are, else
    by their bytes."""
    if a and b and _NUMBER.match(a) and _NUMBER.match(b):
        x, y = int(a), int(b)
        return (x > y) - (x < y)
    ab, bb = a.encode("utf-8", "surrogateescape"), \
        b.encode("utf-8", "surrogateescape")
    return (ab > bb) - (ab < bb)


def _json_string(s: str) -> str:
    """A JSON string as the command writes it (only quotes, backslashes
    and control characters escaped; UTF-8 as it is)."""
    out = ['"']
    for ch in s:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ord(ch) < 0x20:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _truncate(text: str, size: int) -> str:
    """What a C buffer of ``size`` bytes keeps of ``text``."""
    raw = text.encode("utf-8", "surrogateescape")
    if len(raw) < size:
        return text
    return raw[:size - 1].decode("utf-8", "surrogateescape")


def _band(explode: int, chips: int) -> int:
    """The level of risk: 0 alone, then ten bands of ten points, found
    from the exact fraction."""
    return 0 if explode <= 0 else (10 * explode + chips - 1) // chips


class Tally:
    """Counts keyed by (game, what, key), with the number of records
    counted and of invalid records passed over.  Tallies add up."""

    def __init__(self) -> None:
        self.counts: Counter = Counter()
        self.records = 0
        self.invalid = 0

    def __add__(self, other: "Tally") -> "Tally":
        out = Tally()
        out.counts = self.counts + other.counts
        out.records = self.records + other.records
        out.invalid = self.invalid + other.invalid
        return out

    def __iadd__(self, other: "Tally") -> "Tally":
        self.counts.update(other.counts)
        self.records += other.records
        self.invalid += other.invalid
        return self

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tally) and \
            (self.counts, self.records, self.invalid) == \
            (other.counts, other.records, other.invalid)

    def __getstate__(self) -> Dict[str, Any]:
        return {"counts": dict(self.counts), "records": self.records,
                "invalid": self.invalid}

    def __setstate__(self, state: Dict[str, Any]) -> None:
        self.counts = Counter(state["counts"])
        self.records = state["records"]
        self.invalid = state["invalid"]

    def _add(self, g: str, what: str, key: Optional[str] = None) -> None:
        self.counts[(g, what, key or "")] += 1

    # ------------------------------------------------------ counting

    def count(self, record: Record, risk: bool = False) -> None:
        """Count one record: a valid one in full (with ``risk``, its
        draw-or-stop decisions, which needs the record's canonical form:
        read with ``xml=True``); an invalid one only as such."""
        if not record.valid or record.game is None:
            self.invalid += 1
            return
        self.records += 1
        g = record.game
        setup = " ".join(f"{k}={v}" for k, v in record.setup)
        self._add(g, "records")
        self._add(g, "setup", _truncate(setup, 512) if setup else "(none)")
        for seat in record.winners:
            self._add(g, "wins", str(seat))
        if not record.over:
            self._add(g, "result", "unfinished")
        elif not record.winners:
            self._add(g, "result", "no winner")
        if record.end:
            self._add(g, "end", record.end)
        self._add(g, "steps", str(record.steps))
        self._add(g, "units", str(record.units))
        for f in record.facts:
            self._add(g, _truncate(f"fact:{f.name}", 64),
                      f.value if f.value is not None else "yes")
            self._add(g, _truncate(f"unit:{f.name}", 64), str(f.unit))
            self._add(g, "total", f.name)
            if f.seat:
                self._add(g, "seated", f.name)
            if f.seat and f.seat in record.winners:
                self._add(g, "winners", f.name)
        if risk:
            self._count_risk(record)

    def _count_risk(self, record: Record) -> None:
        from .position import Position
        if record.xml is None:
            return
        g = record.game or ""

        def look(p: Position) -> None:
            r = p.risk
            if r is None or r.chips <= 0:
                return
            said = p.recorded
            band = str(_band(r.explode, r.chips))
            self._add(g, "risk:decisions", band)
            self._add(g, "risk:other" if said is None
                      else "risk:drew" if said == "draw"
                      else "risk:stopped" if said == "-"
                      else "risk:other", band)

        with Position.from_string(record.xml, name=record.file) as p:
            p.walk(look)

    # ------------------------------------------------------ reporting

    def _get(self, g: str, what: str, key: Optional[str] = None) -> int:
        return self.counts.get((g, what, key or ""), 0)

    def _under(self, g: str, what: str) -> List[Tuple[str, int]]:
        items = [(k, n) for (gg, w, k), n in self.counts.items()
                 if gg == g and w == what]
        return sorted(items, key=cmp_to_key(lambda x, y: _cmp(x[0], y[0])))

    def _list(self, g: str, what: str) -> str:
        return "{" + ",".join(f"{_json_string(k)}:{n}"
                              for k, n in self._under(g, what)) + "}"

    def _lengths(self, g: str, what: str, label: str) -> str:
        entries = self._under(g, what)
        total = sum(n for _, n in entries)
        total_sum = sum(int(k) * n for k, n in entries)
        biggest = int(entries[-1][0]) if entries else 0
        mean = total_sum / total if total else 0.0
        median, seen = 0, 0
        for k, n in entries:
            seen += n
            if 2 * seen >= total:
                median = int(k)
                break
        return (f',"{label}":{{"mean":{mean:.1f},"median":{median},'
                f'"max":{biggest}}}')

    def _fact(self, g: str, unit: str, kind: str, first: bool) -> str:
        total = self._get(g, "total", kind)
        seated = self._get(g, "seated", kind)
        won = self._get(g, "winners", kind)
        out = f'{"" if first else ","}"{kind}":{{"total":{total}'
        if seated:
            out += f',"winners_share":{100.0 * won / seated:.1f}'
        out += ',"values":' + self._list(g, _truncate(f"fact:{kind}", 64))
        out += f',"by_{unit}":' + self._list(g, _truncate(f"unit:{kind}",
                                                            64))
        return out + "}"

    def _risk(self, g: str) -> str:
        total = sum(self._get(g, "risk:decisions", str(b))
                    for b in range(11))
        levels = []
        for b in range(11):
            n = self._get(g, "risk:decisions", str(b))
            if not n:
                continue
            lo, hi = (10 * (b - 1) if b else 0), 10 * b
            levels.append(
                f'{{"from":{lo},"to":{hi},"decisions":{n},'
                f'"drew":{self._get(g, "risk:drew", str(b))},'
                f'"stopped":{self._get(g, "risk:stopped", str(b))},'
                f'"other":{self._get(g, "risk:other", str(b))}}}')
        return f',"risk":{{"decisions":{total},"levels":[' + \
            ",".join(levels) + "]}"

    def report_json(self, risk: bool = False) -> str:
        """The report as ``notation stats --format json`` writes it (with
        its newline)."""
        parts = []
        i = 0
        while True:
            game = lib.nt_game_at(i)
            i += 1
            if not game:
                break
            g = decode(lib.nt_game_id(game)) or ""
            n = self._get(g, "records")
            if not n:
                continue
            unit = decode(lib.nt_game_unit(game)) or ""
            out = f'"{g}":{{"records":{n},"setups":' + \
                self._list(g, "setup")
            out += ',"wins":' + self._list(g, "wins")
            out += ',"results":' + self._list(g, "result")
            out += ',"ends":' + self._list(g, "end")
            out += self._lengths(g, "steps", "steps")
            out += self._lengths(g, "units",
                                 "turns" if unit == "turn" else "rounds")
            out += ',"facts":{'
            k = 0
            while True:
                kind = decode(lib.nt_game_fact_kind(game, k, None, None))
                if kind is None:
                    break
                out += self._fact(g, unit, kind, k == 0)
                k += 1
            out += "}"
            if risk:
                out += self._risk(g)
            parts.append(out + "}")
        return (f'{{"records":{self.records},"invalid":{self.invalid},'
                f'"games":{{' + ",".join(parts) + "}}\n")

    def report(self, risk: bool = False) -> Dict[str, Any]:
        """The report as a dict (``json.loads`` of :meth:`report_json`)."""
        return json.loads(self.report_json(risk))


def tally_records(records: Iterable[Record], risk: bool = False) -> Tally:
    """The tally of some records."""
    t = Tally()
    for r in records:
        t.count(r, risk)
    return t


def stats_json(paths: Union[PathArg, Iterable[PathArg]], *,
               risk: bool = False) -> str:
    """``notation stats --format json`` of files and directories (the
    same text)."""
    return tally_records(read(paths, xml=risk), risk).report_json(risk)


def stats(paths: Union[PathArg, Iterable[PathArg]], *,
          risk: bool = False) -> Dict[str, Any]:
    """The counts of ``notation stats --format json``, as a dict."""
    return json.loads(stats_json(paths, risk=risk))

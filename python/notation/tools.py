"""What the ``notation`` commands do, as functions: canonical form,
packing, unpacking, generating, rendering, what-if and diff.

Each goes through the C library (the reader's jobs, ``nt_unpack_memory``,
``nt_generate``, ``nt_render_file`` and the position API); the text the
library writes to a ``FILE *`` is caught in memory (``open_memstream``).
"""

from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _lib
from ._lib import decode, encode, lib
from .errors import Diagnostic, NotationError, ReadError
from .position import Choice, Position, WhatIf
from .records import PathArg, Verdict, _options, new_reader

__all__ = ["fmt", "pack", "unpack", "generate", "render", "what_if", "diff",
           "Diff", "PackStats", "games", "rule"]


# ------------------------------------------------------ reader jobs

def _run_job(o: _lib.NtOptions, path: Optional[PathArg] = None,
             data: Optional[bytes] = None, name: str = "-"
             ) -> Tuple[int, bytes, List[Verdict]]:
    """Run a reader job on a file (or bytes), catching what it writes and
    the verdict of every record.  Returns (status, bytes, verdicts)."""
    verdicts: List[Verdict] = []
    failure: List[BaseException] = []

    @_lib.ON_RECORD
    def on_record(rec, _user):  # type: ignore[no-untyped-def]
        try:
            verdicts.append(Verdict._from_record(rec.contents))
        except BaseException as exc:
            failure.append(exc)
            return 1
        return 0

    o.on_record = on_record
    with _lib.MemoryStream() as m:
        o.out = m.file
        reader = new_reader(o)
        try:
            if data is None:
                assert path is not None
                rc = lib.nt_reader_file(reader, _lib.encode_path(path))
            else:
                rc = lib.nt_reader_memory(reader, encode(name), data,
                                          len(data))
        finally:
            lib.nt_reader_free(reader)
        out = m.getvalue()
    if failure:
        raise failure[0]
    return rc, out, verdicts


def _raise_for(rc: int, verdicts: List[Verdict], what: str) -> None:
    """Raise the error a reader job's status and verdicts tell."""
    for v in verdicts:
        if not v.valid:
            if v.diagnostics:
                d = v.diagnostics[0]
                cls = ReadError if d.rule == "notation.io" else NotationError
                raise cls.from_diagnostic(d)
            raise NotationError(f"{v.file}: record {v.index} is invalid")
    if rc:
        raise NotationError(f"{what} failed (status {rc})")


_FACTS = {"keep": _lib.FACTS_KEEP, "all": _lib.FACTS_ALL,
          "none": _lib.FACTS_NONE}


def fmt(path: PathArg, *, assertions: str = "keep", record: int = 0,
        schema: bool = False) -> str:
    """The records of a file in canonical form: the bytes of ``notation
    fmt`` (decoded as UTF-8).

    ``assertions`` is "keep" (the default), "all" (fill in every
    derivable assertion), "none" (strip them) or "recompute" (those
    stated, with the values the rules give).  ``record``: the K-th record
    only (0: every one).  Raises :class:`NotationError` (with the rule) for
    the first invalid record.
    """
    return fmt_bytes(path, assertions=assertions, record=record,
                     schema=schema).decode("utf-8")


def fmt_bytes(path: PathArg, *, assertions: str = "keep", record: int = 0,
              schema: bool = False) -> bytes:
    """As :func:`fmt`, the bytes themselves."""
    if assertions not in _FACTS and assertions != "recompute":
        raise ValueError("assertions: keep, all, none or recompute")
    o = _options(_lib.JOB_FMT, False, False, False, schema)
    o.facts = _FACTS.get(assertions, _lib.FACTS_KEEP)
    o.recompute = int(assertions == "recompute")
    o.record = record
    rc, out, verdicts = _run_job(o, path)
    _raise_for(rc, verdicts, "fmt")
    return out


@dataclass(frozen=True)
class PackStats:
    """What packing found (``notation pack --stats``): the records, the
    decisions and chance outcomes with their information content in
    bits, the yes/no flags, and the sizes."""

    records: int
    decisions: int
    chances: int
    decision_bits: float
    chance_bits: float
    flags: int
    payload_bytes: int
    text_bytes: int


def pack(path: PathArg, *, schema: bool = False,
         stats: bool = False) -> Union[bytes, Tuple[bytes, PackStats]]:
    """The records of a file in the packed form (``notation pack``), as
    bytes; with ``stats``, also the :class:`PackStats`.  Only a file whose
    records are all valid is packed: otherwise :class:`NotationError`
    names the first rule broken."""
    o = _options(_lib.JOB_PACK, False, False, False, schema)
    s = _lib.NtPackStats()
    o.pack_stats = ctypes.pointer(s)
    rc, out, verdicts = _run_job(o, path)
    _raise_for(rc, verdicts, "pack")
    if not stats:
        return out
    return out, PackStats(int(s.records), int(s.decisions), int(s.chances),
                          float(s.decision_bits), float(s.chance_bits),
                          int(s.flags), int(s.payload_bytes),
                          int(s.text_bytes))


def unpack(data: Union[bytes, PathArg], *, name: Optional[str] = None
           ) -> str:
    """The records of packed bytes (or of a packed file, given by path)
    in canonical form: the same text as ``notation fmt`` of the original.
    Raises :class:`NotationError` with the rule (``notation.pack.magic``,
    ...) for bytes that are no packed record or are damaged."""
    return unpack_bytes(data, name=name).decode("utf-8")


def unpack_bytes(data: Union[bytes, PathArg], *, name: Optional[str] = None
                 ) -> bytes:
    """As :func:`unpack`, the bytes themselves."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        name = name or os.fspath(data)
        with open(data, "rb") as f:
            data = f.read()
    raw = bytes(data)
    rule = ctypes.c_char_p()
    with _lib.error_slot() as message, _lib.MemoryStream() as m:
        rc = lib.nt_unpack_memory(raw, len(raw), m.file, ctypes.byref(rule),
                                  ctypes.byref(message))
        out = m.getvalue()
        text = _lib.slot_text(message)
    if rc == 1:
        raise NotationError(text or "cannot be unpacked",
                            rule=decode(rule.value), file=name)
    if rc:
        raise OSError("the unpacked records could not be written")
    return out


# ---------------------------------------------------------- generate

def generate(game: str, players: int, seed: int, *, count: int = 1,
             index: int = 0, collection: Optional[bool] = None,
             assertions: bool = False, set: Optional[str] = None,
             side: Optional[str] = None, options: Optional[str] = None,
             expansion: Optional[str] = None, coins: Optional[str] = None,
             first_game: bool = False) -> str:
    """Random legal games, as ``notation generate`` writes them: ``count``
    games of ``game`` for ``players`` players from ``seed`` (numbered from
    ``index``), one ``<game>`` or a ``<games>`` collection (by default a
    collection when ``count`` > 1).  The same arguments always give the
    same text.  Game options as the command takes them (``set``,
    ``side``, ``options``, ``expansion``, ``coins``, ``first_game``,
    ``assertions``).  Raises :class:`NotationError` for bad options."""
    g = lib.nt_game_find(encode(game))
    if not g:
        raise NotationError(f"unknown game '{game}'", rule="notation.game")
    o = _lib.NtGenOptions()
    o.game = g
    o.players = players
    o.seed = seed
    o.index = index
    o.assertions = int(assertions)
    o.set = encode(set)
    o.side = encode(side)
    o.options = encode(options)
    o.expansion = encode(expansion)
    o.coins = encode(coins)
    o.first_game = int(first_game)
    if collection is None:
        collection = count > 1
    with _lib.error_slot() as err, _lib.MemoryStream() as m:
        rc = lib.nt_generate(ctypes.byref(o), count, int(collection),
                             m.file, ctypes.byref(err))
        out = m.getvalue()
        if rc:
            raise NotationError.from_text(_lib.slot_text(err),
                                          "cannot generate")
    return out.decode("utf-8")


# ------------------------------------------------------------ render

def render(path: PathArg, *, format: str = "svg", record: int = 0,
           at_step: int = -1, style: str = "book") -> str:
    """A record drawn by the library (``notation render``): with format
    "svg" the picture of the state after step ``at_step`` (0: before the
    first step; -1: the end), of record ``record`` (0: the first); with
    "html" the whole annotated page (every record unless ``record``), laid
    out as ``style`` says ("book", "compact" or "rounds", as
    ``notation render --style``).
    Raises :class:`NotationError` when nothing can be drawn."""
    fmts = {"html": _lib.RENDER_HTML, "svg": _lib.RENDER_SVG}
    styles = {"book": _lib.RENDER_BOOK, "compact": _lib.RENDER_COMPACT,
              "rounds": _lib.RENDER_ROUNDS}
    if format not in fmts:
        raise ValueError("format: html or svg")
    if style not in styles:
        raise ValueError("style: book, compact or rounds")
    o = _lib.NtRenderOptions(fmts[format], record, at_step, styles[style])
    with _lib.error_slot() as err, _lib.MemoryStream() as m:
        rc = lib.nt_render_file(_lib.encode_path(path), ctypes.byref(o),
                                m.file, ctypes.byref(err))
        out = m.getvalue()
        if rc == 2:
            raise NotationError.from_text(_lib.slot_text(err),
                                          f"{os.fspath(path)}: cannot be "
                                          "rendered")
    return out.decode("utf-8")


# ----------------------------------------------------------- what if

@dataclass(frozen=True)
class WhatIfReport:
    """The answer to "what if": the place changed, the record's answer
    there (``recorded``, as it writes it) and the one put instead
    (``answer``; ``move`` when it replaced the record's whole move); what the
    new line did (``outcome``: length, and where the record stopped being
    followed); its result and the record's."""

    place: Choice
    recorded: Optional[str]
    answer: str
    move: bool
    outcome: WhatIf
    result: Optional[Dict[str, Any]]
    record_result: Optional[Dict[str, Any]]

    @property
    def follows(self) -> bool:
        """Whether the rest of the record still follows the change."""
        return self.outcome.follows

    @property
    def choices(self) -> int:
        """The new line's length."""
        return self.outcome.length

    @property
    def stops(self) -> Optional[Diagnostic]:
        """Where the record stopped being followed, or None."""
        return self.outcome.stops


def what_if(path: PathArg, answer: str, *, record: int = 1,
            choice: Optional[int] = None, step: Optional[int] = None,
            line: Optional[int] = None, turn: Optional[int] = None,
            round: Optional[int] = None,
            also: Sequence[Tuple[Dict[str, int], str]] = ()
            ) -> WhatIfReport:
    """Replace one answer (or a whole move) of a record and read the rest
    again, as ``notation what-if`` does.

    The place is given as the command's options are: ``choice`` (1-based,
    as the command numbers choices), ``step``, ``line``, ``turn`` or
    ``round``.  ``answer`` is one answer as the record spells it, or, at
    the start of one of the record's moves, a whole move as the record
    writes it.  ``also`` adds further changes, each ``({"line": 32},
    "<move/>")``, made together with the first in one reading (each a whole
    move).  Raises :class:`IllegalMove` when the answer is not legal.
    """
    places = {"choice": choice, "step": step, "line": line, "turn": turn,
              "round": round}
    given = {k: v for k, v in places.items() if v is not None}
    if len(given) != 1:
        raise ValueError("name one place: choice, step, line, turn or round")
    with Position(path, record) as p:
        record_result = p.seek_end().result.json
        _seek_where(p, given)
        if p.index >= len(p):
            raise IndexError("the record's line ends there: no answer "
                             "to replace")
        place = p.choice(p.index)
        whole = bool(also) or (p.move_start and _is_move(answer))
        recorded = p.recorded_move if whole else place.written
        if also:
            at = [p.index]
            for where, _move in also:
                _seek_where(p, where)
                at.append(p.index)
            p.seek(at[0])
            outcome = p.replace_moves(list(zip(
                at, [answer] + [m for _, m in also])))
        else:
            outcome = p.replace_move(answer) if whole else p.replace(answer)
        result = p.result.json
    return WhatIfReport(place, recorded, answer, whole, outcome, result,
                        record_result)


def _is_move(answer: str) -> bool:
    """Whether an answer is written as an element (a whole move)."""
    text = answer.strip()
    return text.startswith("<") or text.startswith("(")


def _seek_where(p: Position, where: Dict[str, int]) -> None:
    """Stand where a command's place option says."""
    (kind, n), = where.items()
    if kind == "choice":
        p.seek(n - 1)
    elif kind == "step":
        p.seek_step(n)
    elif kind == "line":
        p.seek_line(n)
        if p.depth:
            raise IndexError(f"line {n} is in {p.line_name}: what-if reads "
                             "the record's main line")
    elif kind == "turn":
        p.seek_turn(n)
    elif kind == "round":
        p.seek_round(n)
    else:
        raise ValueError(f"unknown place '{kind}'")


# -------------------------------------------------------------- diff

@dataclass(frozen=True)
class Diff:
    """How two records' choices compare (the first part of ``notation
    diff``): whether they have the same set-up, the index (0-based) of
    the first choice where their lines of play part (None when they make
    the same choices), each record's choice there (None where its line
    stops), and each line's length."""

    same_setup: bool
    parts: Optional[int]
    a: Optional[Choice]
    b: Optional[Choice]
    length_a: int
    length_b: int

    @property
    def same_choices(self) -> bool:
        """Whether the set-ups and every choice are the same."""
        return self.same_setup and self.parts is None


def diff(a: PathArg, b: PathArg, *, record: int = 1) -> Diff:
    """Compare the choices of two records of the same game: the set-up,
    then each choice in order (its question and answer), up to the first
    where they part.  Raises :class:`NotationError` when the records are
    of different games."""
    with Position(a, record) as pa, Position(b, record) as pb:
        if pa.game != pb.game:
            raise NotationError(
                f"{os.fspath(a)} is a {pa.game} record and {os.fspath(b)} "
                f"a {pb.game} record: they cannot be compared")
        na, nb = len(pa), len(pb)
        k = 0
        while k < na and k < nb:
            x, y = pa.choice(k), pb.choice(k)
            if x.question != y.question or x.answer != y.answer:
                break
            k += 1
        parts = None if k == na and k == nb else k
        return Diff(pa.same_setup(pb), parts,
                    pa.choice(k) if k < na and parts is not None else None,
                    pb.choice(k) if k < nb and parts is not None else None,
                    na, nb)


# ------------------------------------------------------------- rules

def games() -> List[str]:
    """The ids of the games the library knows."""
    out = []
    i = 0
    while True:
        g = lib.nt_game_at(i)
        if not g:
            return out
        out.append(decode(lib.nt_game_id(g)) or "")
        i += 1


def rule(rule_id: str) -> Optional[Dict[str, str]]:
    """The catalogue entry of a rule id, from any game: its id, text and
    source; None when no game has it."""
    r = lib.nt_rule_find(encode(rule_id))
    if not r:
        return None
    r = r.contents
    return {"id": decode(r.id) or "", "text": decode(r.text) or "",
            "source": decode(r.source) or ""}

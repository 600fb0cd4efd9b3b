"""Records and collections: read them, check them, sum them up.

:func:`read` iterates over the records of files (XML records, ``<games>``
collections and packed ``.ntp`` files) as :class:`Record` objects, through
the library's collection API (``nt_collection``): each record's header,
set-up, result, validity and first diagnostic.  :func:`validate` gives the
verdict of ``notation validate`` for each record (:class:`Verdict`),
through the reader API (``nt_reader``).

Both read one file after another on a worker thread and hand records over
as they come: the library releases the GIL while it reads (ctypes drops it
for every call), so the caller's code runs meanwhile, and memory stays flat
in the size of a collection.
"""

from __future__ import annotations

import ctypes
import json
import os
import stat
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, Iterator, List, Optional, Tuple, Union

from . import _lib
from ._lib import decode, lib
from ._stream import Emit, stream
from .errors import Diagnostic, NotationError

__all__ = ["Record", "Verdict", "Fact", "read", "read_one", "validate",
           "validate_bytes", "expand_paths", "PathArg"]

PathArg = Union[str, "os.PathLike[str]"]


def _diag(file: Optional[str], d: _lib.NtDiag) -> Diagnostic:
    """Copy one ``nt_diag`` into a :class:`Diagnostic`."""
    return Diagnostic(
        file=file, line=int(d.line), col=int(d.col),
        rule=decode(d.rule) or "", message=decode(d.message) or "",
        severity="warning" if d.severity == 1 else "error",
        step=int(d.step), detail=decode(d.detail))


def _game_id(game: Optional[int]) -> Optional[str]:
    """The id of an ``nt_game`` pointer, or None."""
    return decode(lib.nt_game_id(game)) if game else None


def _winners(bits: int) -> List[int]:
    """The seats a winners bit set names (bit s-1: seat s)."""
    return [s for s in range(1, 33) if bits >> (s - 1) & 1]


# ----------------------------------------------------------------- paths

def _walk(directory: bytes, out: List[bytes]) -> None:
    """The files a directory stands for, as ``notation`` lists them: its
    ``.xml`` and ``.ntp`` regular files in byte order, then each of its
    subdirectories in byte order, names beginning with a dot left out."""
    files: List[bytes] = []
    subdirs: List[bytes] = []
    for name in os.listdir(directory):
        if name.startswith(b"."):
            continue
        path = directory + b"/" + name
        try:
            st = os.stat(path)
        except OSError:
            continue
        if stat.S_ISDIR(st.st_mode):
            subdirs.append(path)
        elif (len(name) > 4 and name[-4:].lower() in (b".xml", b".ntp")
              and stat.S_ISREG(st.st_mode)):
            files.append(path)
    out.extend(sorted(files))
    for sub in sorted(subdirs):
        _walk(sub, out)


def expand_paths(paths: Union[PathArg, Iterable[PathArg]]) -> List[str]:
    """The files that files and directories stand for, in the order the
    command line reads them: a directory stands for every ``.xml`` and
    ``.ntp`` file below it (sorted by name, a directory's own files before
    its subdirectories); a file stands for itself."""
    if isinstance(paths, (str, bytes, os.PathLike)):
        paths = [paths]
    out: List[bytes] = []
    for p in paths:
        raw = os.fsencode(p)
        if raw != b"-" and os.path.isdir(raw):
            while len(raw) > 1 and raw.endswith(b"/"):
                raw = raw[:-1]
            _walk(raw, out)
        else:
            out.append(raw)
    return [os.fsdecode(p) for p in out]


# ---------------------------------------------------------------- records

@dataclass(frozen=True)
class Fact:
    """A fact of a game that only a replay knows: its kind (``name``), its
    value as the record spells it (or None), the seat it concerns (0:
    none) and the turn or round it happened in (``unit``)."""

    name: str
    value: Optional[str]
    seat: int
    unit: int


class _Diagnosed:
    """The first diagnostic of a record or verdict, and its rule."""

    diagnostics: Tuple[Diagnostic, ...]

    @property
    def diagnostic(self) -> Optional[Diagnostic]:
        """The first diagnostic (the rule the record broke), or None."""
        return self.diagnostics[0] if self.diagnostics else None

    @property
    def rule(self) -> Optional[str]:
        """The rule the first diagnostic names, or None."""
        return self.diagnostics[0].rule if self.diagnostics else None


@dataclass(frozen=True)
class Record(_Diagnosed):
    """One record of a file, as the collection API sums it up.

    The header (read without replaying): ``game`` (its id, or None when
    the record names no known game), ``players`` (the names of seats 1 to
    N, None for a seat without one), ``event``, ``site``, ``date``,
    ``round``, ``annotator``, ``tags`` (``<tag>`` names and values) and
    ``setup`` (the ``<setup>``'s attributes, in order).  What the replay
    found, unless only headers were read: ``valid``, ``diagnostic`` (the
    first, as an object), ``steps``, ``actions``, ``units`` (turns or
    rounds, ``unit`` says which), ``over``, ``winners`` (seats),
    ``end``, ``result`` (in words) and ``result_json`` (as validate's
    JSON gives it), ``notes``, ``variations``, ``marks``, ``digest`` (of
    the set-up and every choice) and ``facts``.  ``xml`` is the canonical
    form when it was asked for and the record is valid.
    """

    file: str
    index: int
    line: int
    game: Optional[str]
    players: Tuple[Optional[str], ...]
    event: Optional[str]
    site: Optional[str]
    date: Optional[str]
    round: Optional[str]
    annotator: Optional[str]
    tags: Tuple[Tuple[str, str], ...]
    setup: Tuple[Tuple[str, str], ...]
    replayed: bool
    valid: bool
    diagnostics: Tuple[Diagnostic, ...]
    steps: int
    actions: int
    unit: Optional[str]
    units: int
    over: bool
    winners: Tuple[int, ...]
    end: Optional[str]
    result: Optional[str]
    result_json: Optional[Dict[str, Any]]
    notes: int
    variations: int
    marks: int
    digest: int
    facts: Tuple[Fact, ...]
    xml: Optional[str]
    json: str = field(repr=False)

    @property
    def seats(self) -> int:
        """The number of seats (0 when unknown)."""
        return len(self.players)

    @property
    def meta(self) -> Dict[str, str]:
        """The ``<meta>`` fields the record has (event, site, date, round,
        annotator), by name."""
        fields = {"event": self.event, "site": self.site, "date": self.date,
                  "round": self.round, "annotator": self.annotator}
        return {k: v for k, v in fields.items() if v is not None}

    def as_dict(self) -> Dict[str, Any]:
        """The record as ``notation list --format json`` prints it (the
        JSON object of ``nt_summary_json``, parsed)."""
        return json.loads(self.json)

    def position(self) -> "Any":
        """Open this record as a :class:`notation.Position`."""
        from .position import Position
        if self.xml is not None:
            return Position.from_string(self.xml, name=self.file)
        return Position(self.file, record=self.index)

    @classmethod
    def _from_summary(cls, s: _lib.NtSummary) -> "Record":
        """Copy an ``nt_summary`` while the library still holds it."""
        file = decode(s.file) or ""
        names = tuple(decode(s.names[i]) for i in range(1, s.seats + 1)) \
            if s.seats > 0 and s.names else ()
        pairs = lambda p, n: tuple(  # noqa: E731
            (decode(p[i].name) or "", decode(p[i].value) or "")
            for i in range(n))
        result_json = decode(s.result_json)
        address = lib.nt_summary_json(ctypes.byref(s))
        text = _lib.take_string(address)
        if text is None:
            raise MemoryError("nt_summary_json failed")
        xml = None
        if s.xml and s.xml_len:
            xml = decode(ctypes.string_at(s.xml, s.xml_len))
        return cls(
            file=file, index=int(s.index), line=int(s.line),
            game=_game_id(s.game), players=names,
            event=decode(s.event), site=decode(s.site), date=decode(s.date),
            round=decode(s.round), annotator=decode(s.annotator),
            tags=pairs(s.tags, s.ntags), setup=pairs(s.setup, s.nsetup),
            replayed=bool(s.replayed), valid=bool(s.valid),
            diagnostics=tuple(_diag(file, s.diag[i])
                              for i in range(s.ndiag)),
            steps=int(s.steps), actions=int(s.actions),
            unit=decode(s.unit), units=int(s.units), over=bool(s.over),
            winners=tuple(_winners(s.winners)), end=decode(s.end),
            result=decode(s.result),
            result_json=json.loads(result_json) if result_json else None,
            notes=int(s.notes), variations=int(s.variations),
            marks=int(s.marks), digest=int(s.digest),
            facts=tuple(Fact(decode(s.facts[i].name) or "",
                             decode(s.facts[i].value), int(s.facts[i].seat),
                             int(s.facts[i].unit))
                        for i in range(s.nfacts)),
            xml=xml, json=text)


def _read_producer(paths: List[str], headers_only: bool, xml: bool,
                   convert: Any = Record._from_summary):
    """The worker's loop for :func:`read`: one collection for every file,
    each summary converted inside the callback."""

    def produce(emit: Emit) -> None:
        stopped = [False]

        @_lib.ON_SUMMARY
        def on_summary(summary, _user):  # type: ignore[no-untyped-def]
            try:
                stopped[0] = emit(convert(summary.contents))
            except BaseException as exc:
                emit(_StreamError(exc))
                stopped[0] = True
            return 1 if stopped[0] else 0

        opts = _lib.NtCollectionOptions()
        opts.headers_only = 1 if headers_only else 0
        opts.xml = _lib.XML_RECORD if xml else _lib.XML_NONE
        opts.on_summary = on_summary
        coll = lib.nt_collection_new(ctypes.byref(opts))
        if not coll:
            raise MemoryError("nt_collection_new failed")
        try:
            for path in paths:
                lib.nt_collection_file(coll, _lib.encode_path(path))
                if stopped[0]:
                    return
        finally:
            lib.nt_collection_free(coll)

    return produce


class _StreamError:
    """An exception raised inside a callback, for the consumer."""

    def __init__(self, exc: BaseException) -> None:
        self.exc = exc


def _unwrap(items: Iterator[Any]) -> Iterator[Any]:
    """Raise the exceptions a callback handed over, yield the rest."""
    for item in items:
        if isinstance(item, _StreamError):
            raise item.exc
        yield item


def read(paths: Union[PathArg, Iterable[PathArg]], *,
         headers_only: bool = False, xml: bool = False) -> Iterator[Record]:
    """Iterate over the records of files and directories, in order.

    ``paths`` is a file, a directory (every ``.xml`` and ``.ntp`` file
    below it) or a list of them.  Each record is replayed through every
    check of ``notation validate`` unless ``headers_only``; with ``xml``
    each valid record carries its canonical form (``Record.xml``).  A file
    that cannot be read yields one record with no game and a
    ``notation.io`` diagnostic, as ``notation list`` reports it.
    """
    files = expand_paths(paths)
    return _unwrap(stream(_read_producer(files, headers_only, xml)))


def read_one(path: PathArg, record: int = 1) -> Record:
    """Record ``record`` (1-based) of one file.  Raises
    :class:`NotationError` (rule ``notation.record``) when the file has no
    such record, or the file's own error when it cannot be read."""
    last: Optional[Record] = None
    for rec in read(path):
        last = rec
        if rec.game is None and rec.diagnostic is not None \
                and rec.diagnostic.rule == "notation.io":
            raise NotationError.from_diagnostic(rec.diagnostic)
        if rec.index == record:
            return rec
    count = last.index if last else 0
    raise NotationError(f"there is no record {record}: the file has "
                        f"{count}", rule="notation.record",
                        file=os.fspath(path))


# ---------------------------------------------------------------- verdicts

@dataclass(frozen=True)
class Verdict(_Diagnosed):
    """What ``notation validate`` says of one record.

    ``valid``; ``diagnostics`` (the first is the rule broken; with
    ``keep_going`` the later independent ones too); ``steps`` replayed,
    ``actions`` (choices read), ``summary`` (the result in words, as
    validate prints it after "ok:"), ``result`` (as a dict),
    ``variations`` and ``marks``.  ``game`` is None when the record names
    no known game or the file cannot be read.
    """

    file: str
    index: int
    line: int
    game: Optional[str]
    valid: bool
    diagnostics: Tuple[Diagnostic, ...]
    steps: int
    actions: int
    summary: Optional[str]
    result: Optional[Dict[str, Any]]
    variations: int
    marks: int
    json: str = field(repr=False)

    def as_dict(self) -> Dict[str, Any]:
        """The verdict as ``notation validate --format json`` prints it."""
        return json.loads(self.json)

    def lines(self) -> List[str]:
        """The lines ``notation validate`` prints for this record (the
        diagnostics, or the "ok" line of a valid record)."""
        if not self.valid or self.diagnostics:
            return [d.format() for d in self.diagnostics]
        tail = f": {self.summary}" if self.summary else ""
        return [f"{self.file}:{self.line}: ok: {self.game or '?'}{tail}"]

    def raise_for_invalid(self) -> None:
        """Raise :class:`NotationError` for the first diagnostic of an
        invalid record; do nothing for a valid one."""
        if not self.valid:
            if self.diagnostics:
                raise NotationError.from_diagnostic(self.diagnostics[0])
            raise NotationError("the record is invalid", file=self.file)

    @classmethod
    def _from_record(cls, r: _lib.NtRecord) -> "Verdict":
        """Copy an ``nt_record`` while the library still holds it."""
        file = decode(r.file) or ""
        with _lib.MemoryStream() as m:
            lib.nt_record_print_json(m.file, ctypes.byref(r))
            text = m.getvalue().decode("utf-8", "surrogateescape").strip()
        result = decode(r.result_json)
        return cls(
            file=file, index=int(r.index), line=int(r.line),
            game=_game_id(r.game), valid=bool(r.valid),
            diagnostics=tuple(_diag(file, r.diag[i])
                              for i in range(r.ndiag)),
            steps=int(r.steps), actions=int(r.actions),
            summary=decode(r.summary),
            result=json.loads(result) if result else None,
            variations=int(r.variations), marks=int(r.marks), json=text)


def _options(job: int, keep_going: bool, details: bool, main_line: bool,
             schema: bool) -> _lib.NtOptions:
    """An ``nt_options`` with the library's defaults and these flags."""
    o = _lib.NtOptions()
    lib.nt_options_init(ctypes.byref(o))
    o.job = job
    o.keep_going = int(keep_going)
    o.details = int(details)
    o.main_line = int(main_line)
    o.schema = int(schema)
    return o


def new_reader(o: _lib.NtOptions) -> int:
    """An ``nt_reader`` for these options; raises NotationError when the
    library cannot make one (its schemas cannot be loaded)."""
    with _lib.error_slot() as err:
        r = lib.nt_reader_new(ctypes.byref(o), ctypes.byref(err))
        if not r:
            raise NotationError.from_text(_lib.slot_text(err),
                                          "cannot make a reader")
    return r


def _validate_producer(sources: List[Tuple[str, Optional[bytes]]],
                       o: _lib.NtOptions):
    """The worker's loop for :func:`validate`: one reader for every
    source, a file (data None) or bytes in memory."""

    def produce(emit: Emit) -> None:
        stopped = [False]

        @_lib.ON_RECORD
        def on_record(rec, _user):  # type: ignore[no-untyped-def]
            try:
                stopped[0] = emit(Verdict._from_record(rec.contents))
            except BaseException as exc:
                emit(_StreamError(exc))
                stopped[0] = True
            return 1 if stopped[0] else 0

        o.on_record = on_record
        reader = new_reader(o)
        try:
            for name, data in sources:
                if data is None:
                    lib.nt_reader_file(reader, _lib.encode_path(name))
                else:
                    lib.nt_reader_memory(reader, _lib.encode_path(name),
                                         data, len(data))
                if stopped[0]:
                    return
        finally:
            lib.nt_reader_free(reader)

    return produce


def validate(paths: Union[PathArg, Iterable[PathArg]], *,
             keep_going: bool = False, details: bool = False,
             main_line: bool = False, schema: bool = False
             ) -> Iterator[Verdict]:
    """Check every record of files and directories against the rules, as
    ``notation validate`` does, and iterate over the verdicts.

    ``keep_going`` reports every later violation that does not depend on
    the first; ``details`` attaches the state and the legal choices to each
    diagnostic (``Diagnostic.detail``); ``main_line`` passes over the
    records' variations; ``schema`` also checks the RELAX NG schema.
    Packed files are read as their records.
    """
    files = expand_paths(paths)
    o = _options(_lib.JOB_VALIDATE, keep_going, details, main_line, schema)
    return _unwrap(stream(_validate_producer([(f, None) for f in files], o)))


def validate_bytes(data: Union[bytes, str], name: str = "-", *,
                   keep_going: bool = False, details: bool = False,
                   main_line: bool = False, schema: bool = False
                   ) -> List[Verdict]:
    """The verdicts for a record (or collection) held in memory; ``name``
    is the file name diagnostics give."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    o = _options(_lib.JOB_VALIDATE, keep_going, details, main_line, schema)
    return list(_unwrap(stream(_validate_producer([(name, data)], o))))



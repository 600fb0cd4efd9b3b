"""Step through a game record, as python-chess steps through a chess game.

A :class:`Position` is a record opened at one of its choices (over
``nt_position`` in ``notation_position.h``): who acts there, what is being
decided, every legal answer and move, the odds of the next draw, and the
state.  It moves along the record's line of play, plays other answers and
moves (``push``/``pop``), enters the record's variations, and asks "what
if" the record had answered otherwise.  Every rule is the C engine's: the
position replays the game from its start with the answers of its line
whenever it moves.

Choices are counted from 0: the position "at k" has k choices made and
stands at choice k.
"""

from __future__ import annotations

import ctypes
import json
import os
import tempfile
import weakref
from dataclasses import dataclass
from fractions import Fraction
from typing import (Any, Callable, Dict, FrozenSet, Iterator, List, Optional,
                    Sequence, Tuple, Union)

from . import _lib
from ._lib import decode, encode, lib
from .errors import Diagnostic, IllegalMove, NotationError, ReadError

__all__ = ["Position", "Choice", "Variation", "LegalAnswer", "Move",
           "MoveList", "Outcome", "Risk", "Result", "WhatIf"]

PathArg = Union[str, "os.PathLike[str]"]


# ------------------------------------------------------------ value types

@dataclass(frozen=True)
class Choice:
    """One choice of a line of play: its place in the line (``index``,
    from 0), its step (1-based), the seat that made it (0: chance), its
    kind (``question``), the answer as the record spells it and as it
    writes it, where the game stood (``context``), the line and column
    where the record answers it (0 for an answer applied), and the
    annotator's mark on the move it begins ("!", "?!", ...; None)."""

    index: int
    step: int
    seat: int
    question: str
    answer: str
    written: str
    context: str
    line: int
    col: int
    mark: Optional[str]


@dataclass(frozen=True)
class Variation:
    """A variation the record writes of the move at the position.

    ``index`` is its place in :attr:`Position.variations` (what
    :meth:`Position.enter` takes); ``name`` as diagnostics name it;
    ``number`` among the variations of its move (from 1); ``branch`` its
    first choice; ``length`` the choices of its line from the game's start
    (as far as it was followed); ``nested`` the variations inside it;
    ``valid`` and ``diagnostic`` (its first, when it breaks a rule);
    ``line`` and ``col`` where its first move is written.
    """

    index: int
    name: str
    number: int
    branch: int
    length: int
    nested: int
    valid: bool
    diagnostic: Optional[Diagnostic]
    line: int
    col: int


@dataclass(frozen=True)
class LegalAnswer:
    """A legal answer to the position's choice: as the record spells it
    (``answer``, what :meth:`Position.apply` takes), as it writes it, and
    for a chance outcome its probability (0 for a decision)."""

    answer: str
    written: str
    odds: float


@dataclass(frozen=True)
class Move:
    """A legal move: its text as the record writes it (what
    :meth:`Position.push` takes) and the rules of its parts."""

    text: str
    rule: str

    def __str__(self) -> str:
        return self.text


class MoveList(List[Move]):
    """The legal moves from a position; ``complete`` is False when the
    search stopped before listing them all."""

    complete: bool = True

    def texts(self) -> List[str]:
        """The moves' texts."""
        return [m.text for m in self]


@dataclass(frozen=True)
class Risk:
    """The risk at a draw-or-stop decision: ``explode`` of the ``chips``
    in the bag would make the pot (the vial) explode if drawn next."""

    explode: int
    chips: int

    @property
    def chance(self) -> Fraction:
        """The exact chance that the next chip explodes."""
        return Fraction(self.explode, self.chips) if self.chips else \
            Fraction(0)


@dataclass(frozen=True)
class Outcome:
    """What the next chip out of the bag gives (one kind of chip).

    ``chip`` as the record writes it; ``count`` of them among ``chips``;
    ``into`` ("pot", "bowl", "beside", "row", "neck"); the space reached,
    ``space`` to ``space_max``; ``explodes``; ``worth``: each named amount
    ("vp", "coins", "ruby", "bowl_vp", "move") as (min, max); ``open``:
    the amounts what follows may take out of that range; ``depends``:
    "choice" and/or "chance"; ``ends`` (the turn ends with it), ``more``
    (its action brings more chips); ``words`` says it all in a line.
    """

    chip: str
    count: int
    chips: int
    into: str
    space: int
    space_max: int
    explodes: bool
    worth: Dict[str, Tuple[int, int]]
    open: FrozenSet[str]
    depends: FrozenSet[str]
    ends: bool
    more: bool
    words: str

    @property
    def chance(self) -> Fraction:
        """The exact chance of this outcome."""
        return Fraction(self.count, self.chips)


@dataclass(frozen=True)
class Result:
    """The result where the position stands: ``over``, the winning seats,
    in words (``text``) and as validate's JSON gives it (``json``)."""

    over: bool
    winners: Tuple[int, ...]
    text: Optional[str]
    json: Optional[Dict[str, Any]]


@dataclass(frozen=True)
class WhatIf:
    """What a what-if found: the new line's ``length``; ``follows`` when
    the rest of the record still follows the change; otherwise ``stops``,
    the diagnostic where the record stopped being followed."""

    length: int
    stops: Optional[Diagnostic]

    @property
    def follows(self) -> bool:
        """Whether the whole rest of the record followed the change."""
        return self.stops is None


# ------------------------------------------------------------- the type

def _free_position(handle: int) -> None:
    """Release an ``nt_position`` (the finalizer of a Position)."""
    if handle:
        lib.nt_position_free(handle)


def _winners(bits: int) -> Tuple[int, ...]:
    return tuple(s for s in range(1, 33) if bits >> (s - 1) & 1)


class Position:
    """A record opened at one of its choices.

    ``Position(path, record=1)`` opens record ``record`` (1-based) of a
    file (XML or packed) through every check of ``notation validate``; an
    invalid record still opens, its line stopping before its first
    violation (:attr:`valid`, :attr:`diagnostic`).  Give at most one of
    ``choice`` (0-based index), ``step``, ``line`` (a line of the file,
    as diagnostics number them; a line inside a variation enters it),
    ``turn`` or ``round`` to stand there; by default the position stands
    at the start.  Raises :class:`ReadError` when the file cannot be read,
    has no such record, or its set-up cannot be read.

    A position owns C memory: it is released by :meth:`close`, at the end
    of a ``with`` block, or when the object goes.
    """

    def __init__(self, path: PathArg, record: int = 1, *,
                 choice: Optional[int] = None, step: Optional[int] = None,
                 line: Optional[int] = None, turn: Optional[int] = None,
                 round: Optional[int] = None) -> None:
        self._path: Optional[str] = os.fspath(path)
        self._data: Optional[bytes] = None
        self._record = record
        with _lib.error_slot() as err:
            handle = lib.nt_position_open_file(
                _lib.encode_path(self._path), record, ctypes.byref(err))
            if not handle:
                raise ReadError.from_text(_lib.slot_text(err),
                                          f"{self._path}: cannot be opened")
        self._adopt(handle)
        self._goto(choice, step, line, turn, round)

    @classmethod
    def from_string(cls, data: Union[str, bytes], name: str = "-",
                    record: int = 1, **place: Optional[int]) -> "Position":
        """Open a record held in memory (XML or packed bytes); ``name`` is
        the file name its diagnostics give.  Keywords as the constructor
        takes them."""
        raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)
        self = cls.__new__(cls)
        self._path = None
        self._data = raw
        self._name = name
        self._record = record
        with _lib.error_slot() as err:
            handle = lib.nt_position_open_memory(
                encode(name), raw, len(raw), record, ctypes.byref(err))
            if not handle:
                raise ReadError.from_text(_lib.slot_text(err),
                                          f"{name}: cannot be opened")
        self._adopt(handle)
        self._goto(place.get("choice"), place.get("step"), place.get("line"),
                   place.get("turn"), place.get("round"))
        return self

    def _adopt(self, handle: int) -> None:
        self._handle = handle
        self._diverged = False
        self._finalizer = weakref.finalize(self, _free_position, handle)

    def _goto(self, choice: Optional[int], step: Optional[int],
              line: Optional[int], turn: Optional[int],
              round: Optional[int]) -> None:
        given = [x is not None for x in (choice, step, line, turn, round)]
        if sum(given) > 1:
            self.close()
            raise ValueError("name one place: choice, step, line, turn or "
                             "round")
        try:
            if choice is not None:
                self.seek(choice)
            elif step is not None:
                self.seek_step(step)
            elif line is not None:
                self.seek_line(line)
            elif turn is not None:
                self.seek_turn(turn)
            elif round is not None:
                self.seek_round(round)
        except BaseException:
            self.close()
            raise

    # ------------------------------------------------------ lifetime

    @property
    def _p(self) -> int:
        if not self._handle:
            raise ValueError("the position is closed")
        return self._handle

    def close(self) -> None:
        """Release the position's C memory (it can no longer be used)."""
        if self._handle:
            self._handle = 0
            self._finalizer()

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called."""
        return not self._handle

    def __enter__(self) -> "Position":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        if not self._handle:
            return "<Position closed>"
        where = "the end" if self.over else self.context
        return (f"<Position {self.game} at choice {self.index} of "
                f"{len(self)}: {where}>")

    def copy(self) -> "Position":
        """A new position on the same record, at the same place of the
        record's line (applied answers and entered variations are not
        carried over)."""
        if self._path is not None:
            other = Position(self._path, self._record)
        else:
            assert self._data is not None
            other = Position.from_string(self._data, self._name,
                                         self._record)
        other.seek(min(self.index, len(other)))
        return other

    # ---------------------------------------------------- the record

    @property
    def game(self) -> str:
        """The game's id ("castel", "quacks", "quacks-duel")."""
        return decode(lib.nt_game_id(lib.nt_position_game(self._p))) or ""

    @property
    def valid(self) -> bool:
        """Whether the record as read is valid."""
        return bool(lib.nt_position_record_valid(self._p))

    @property
    def diagnostic(self) -> Optional[Diagnostic]:
        """The record's first diagnostic (None when it is valid)."""
        d = lib.nt_position_record_diag(self._p)
        if not d:
            return None
        d = d.contents
        text = decode(d.message) or ""
        try:
            return Diagnostic.parse(text)
        except ValueError:
            return Diagnostic(self._path or self._name, int(d.line),
                              int(d.col), decode(d.rule) or "", text)

    def meta(self, field: str) -> Optional[str]:
        """A field of ``<meta>`` (event, site, date, round, annotator), or
        None when the record has none."""
        return decode(lib.nt_position_meta(self._p, encode(field)))

    @property
    def seats(self) -> int:
        """The number of seats."""
        return int(lib.nt_position_seats(self._p))

    @property
    def players(self) -> List[Optional[str]]:
        """The players' names, seat 1 first (None for a seat without)."""
        return [decode(lib.nt_position_player(self._p, s))
                for s in range(1, self.seats + 1)]

    @property
    def setup(self) -> str:
        """The set-up as ``notation fmt`` writes it, names left out."""
        return _lib.take_string(lib.nt_position_setup(self._p)) or ""

    def same_setup(self, other: "Position") -> bool:
        """Whether ``other`` is a record of the same game with the same
        set-up (player names aside)."""
        return bool(lib.nt_position_same_setup(self._p, other._p))

    # ------------------------------------------------------ the line

    def __len__(self) -> int:
        """The number of choices in the line."""
        return int(lib.nt_position_length(self._p))

    @property
    def index(self) -> int:
        """Choices made so far: the position stands at choice ``index``."""
        return int(lib.nt_position_index(self._p))

    def choice(self, k: int) -> Choice:
        """Choice ``k`` of the line (0-based; negative counts from the
        end).  Raises IndexError when there is none."""
        n = len(self)
        if k < 0:
            k += n
        c = _lib.NtChoice()
        if k < 0 or lib.nt_position_choice(self._p, k, ctypes.byref(c)):
            raise IndexError(f"no choice {k}: the line has {n}")
        return Choice(
            index=k, step=int(c.step), seat=int(c.seat),
            question=decode(c.question) or "", answer=decode(c.answer) or "",
            written=decode(c.written) or "", context=decode(c.context) or "",
            line=int(c.line), col=int(c.col), mark=decode(c.mark))

    @property
    def line(self) -> List[Choice]:
        """Every choice of the line of play, in order."""
        return [self.choice(k) for k in range(len(self))]

    @property
    def played(self) -> List[Choice]:
        """The choices made before the position (python-chess' move
        stack)."""
        return [self.choice(k) for k in range(self.index)]

    def seek(self, k: int) -> "Position":
        """Move to ``k`` choices made (0 <= k <= len).  Raises IndexError
        when there is no such place (the position stays)."""
        if k < 0 or lib.nt_position_seek(self._p, k):
            raise IndexError(f"no choice {k}: the line has {len(self)}")
        return self

    def forward(self) -> bool:
        """One choice forward; False at the end of the line."""
        return lib.nt_position_forward(self._p) == 0

    def back(self) -> bool:
        """One choice back; False at the start."""
        return lib.nt_position_back(self._p) == 0

    def seek_step(self, step: int) -> "Position":
        """Move to the first choice of step ``step`` as ``notation
        replay`` numbers steps.  Raises IndexError when there is none."""
        if lib.nt_position_seek_step(self._p, step):
            raise IndexError(f"there is no step {step}")
        return self

    def seek_start(self) -> "Position":
        """Move to the start of the line."""
        return self.seek(0)

    def seek_end(self) -> "Position":
        """Move to the end of the line."""
        return self.seek(len(self))

    def _seek_period(self, word: str, n: int) -> "Position":
        head = f"{word} {n}"
        for c in self.line:
            if c.context.startswith(head) and \
                    c.context[len(head):len(head) + 1] in (",", ""):
                return self.seek(c.index)
        raise IndexError(f"there is no {word} {n}")

    def seek_turn(self, turn: int) -> "Position":
        """Move to the first choice of turn ``turn`` (as the choices'
        contexts number turns).  Raises IndexError when there is none."""
        return self._seek_period("turn", turn)

    def seek_round(self, round: int) -> "Position":
        """Move to the first choice of round ``round``."""
        return self._seek_period("round", round)

    def _line_in(self, n: int, start: int) -> Optional[int]:
        """The first choice from ``start`` written on line ``n``: one the
        record writes there before one it answers by silence."""
        silent = None
        for k in range(start, len(self)):
            c = self.choice(k)
            if c.line != n:
                continue
            if not c.written.startswith("("):
                return k
            if silent is None:
                silent = k
        return silent

    def seek_line(self, n: int) -> "Position":
        """Move to the first choice the record answers on line ``n`` of
        its file; a line written inside a variation enters it (and those
        around it).  Raises IndexError when no choice is written there."""
        k = self._line_in(n, 0)
        if k is not None:
            return self.seek(k)
        if self._enter_line(n):
            return self
        raise IndexError(f"line {n} holds no choice")

    def _enter_line(self, n: int) -> bool:
        back = self.index
        branches: List[int] = []
        self.walk(lambda p: branches.append(p.index)
                  if lib.nt_position_variation_count(p._p) else None)
        for at in branches:
            self.seek(at)
            for i in range(lib.nt_position_variation_count(self._p)):
                if lib.nt_position_enter(self._p, i):
                    continue
                k = self._line_in(n, self.index)
                if k is not None:
                    self.seek(k)
                    return True
                if self._enter_line(n):
                    return True
                lib.nt_position_leave(self._p)
        self.seek(back)
        return False

    def walk(self, fn: Callable[["Position"], Any]) -> None:
        """Walk the whole line in one replay: at each choice in turn the
        position stands there and ``fn(position)`` is called (it may read
        the question, legal answers, odds and recorded answer, not
        describe or the result, and must not move the position).  The
        position then stands at the end of the line.  An exception raised
        by ``fn`` stops nothing in C but is raised again afterwards."""
        failure: List[BaseException] = []

        @_lib.WALK_FN
        def visit(_p, _user):  # type: ignore[no-untyped-def]
            if failure:
                return
            try:
                fn(self)
            except BaseException as exc:
                failure.append(exc)

        rc = lib.nt_position_walk(self._p, visit, None)
        if failure:
            raise failure[0]
        if rc:
            raise NotationError("the line cannot be replayed")

    # -------------------------------------------------- the question

    @property
    def over(self) -> bool:
        """Whether the game is over here."""
        return bool(lib.nt_position_over(self._p))

    @property
    def step(self) -> int:
        """The step this choice belongs to (1-based; after the end: the
        number of steps + 1)."""
        return int(lib.nt_position_step(self._p))

    @property
    def actor(self) -> int:
        """Who acts: a seat (1-based), 0 for chance, -1 when over."""
        return int(lib.nt_position_actor(self._p))

    @property
    def actor_name(self) -> Optional[str]:
        """Who acts, in words: "seat 2 (Bruno)", "chance"."""
        return decode(lib.nt_position_actor_name(self._p))

    @property
    def context(self) -> Optional[str]:
        """Where the game stands: "turn 7, seat 2 (Bruno), action 1"."""
        return decode(lib.nt_position_context(self._p))

    @property
    def question(self) -> Optional[str]:
        """The kind of choice ("castel.place.card"); None when over."""
        return decode(lib.nt_position_question(self._p))

    @property
    def what(self) -> Optional[str]:
        """The choice in words ("card to place")."""
        return decode(lib.nt_position_what(self._p))

    @property
    def rule(self) -> Optional[str]:
        """The rule that governs the choice."""
        return decode(lib.nt_position_rule(self._p))

    @property
    def form(self) -> Optional[str]:
        """Where the record writes the answer: ``<place card="...">``."""
        return decode(lib.nt_position_form(self._p))

    @property
    def chance_source(self) -> Optional[str]:
        """What a chance outcome comes out of ("bag", "deck", ...), or
        None for a decision."""
        return decode(lib.nt_position_chance_source(self._p))

    @property
    def chance_owner(self) -> int:
        """Whose that source is: a seat, or 0 when it is shared."""
        return int(lib.nt_position_chance_owner(self._p))

    @property
    def risk(self) -> Optional[Risk]:
        """The risk at a draw-or-stop decision, or None elsewhere."""
        explode, chips = ctypes.c_long(), ctypes.c_long()
        if lib.nt_position_risk(self._p, ctypes.byref(explode),
                                ctypes.byref(chips)):
            return None
        return Risk(int(explode.value), int(chips.value))

    @property
    def odds(self) -> List[Outcome]:
        """What the next chip gives, one outcome per kind of chip in the
        bag, at a draw-or-stop decision (empty elsewhere)."""
        out: List[Outcome] = []
        o = _lib.NtDrawOutcome()
        for i in range(lib.nt_position_odds_count(self._p)):
            if lib.nt_position_odds(self._p, i, ctypes.byref(o)):
                break
            worth = {decode(w.what) or "": (int(w.min), int(w.max))
                     for w in o.worth[:o.nworth]}
            opened = frozenset(decode(w.what) or ""
                               for w in o.worth[:o.nworth] if w.open)
            depends = frozenset(
                name for bit, name in ((1, "choice"), (2, "chance"))
                if o.depends & bit)
            out.append(Outcome(
                chip=decode(o.chip) or "", count=int(o.count),
                chips=int(o.chips), into=decode(o.into) or "",
                space=int(o.space), space_max=int(o.space_max),
                explodes=bool(o.explodes), worth=worth, open=opened,
                depends=depends, ends=bool(o.flags & 1),
                more=bool(o.flags & 2), words=decode(o.words) or ""))
        return out

    @property
    def odds_text(self) -> Optional[str]:
        """The risk and the outcomes in words, as ``notation legal``
        prints them; None where there are none."""
        return decode(lib.nt_position_odds_text(self._p))

    @property
    def odds_json(self) -> Optional[List[Dict[str, Any]]]:
        """The outcomes as ``notation legal --format json`` gives them
        ("odds"); None where there are none."""
        text = decode(lib.nt_position_odds_json(self._p))
        return json.loads(text) if text else None

    @property
    def legal_answers(self) -> List[LegalAnswer]:
        """The legal answers to the choice, in the rules' order."""
        p = self._p
        return [LegalAnswer(decode(lib.nt_position_legal(p, i)) or "",
                            decode(lib.nt_position_legal_written(p, i)) or "",
                            float(lib.nt_position_legal_odds(p, i)))
                for i in range(lib.nt_position_legal_count(p))]

    @property
    def recorded(self) -> Optional[str]:
        """The line's own answer here, or None at its end."""
        return decode(lib.nt_position_recorded(self._p))

    def apply(self, answer: str) -> "Position":
        """Answer the choice: the line is cut here and goes on with
        ``answer`` (the position moves one forward).  Raises
        :class:`IllegalMove` (with the rule) when it is not legal."""
        with _lib.error_slot() as err:
            if lib.nt_position_apply(self._p, encode(answer),
                                     ctypes.byref(err)):
                raise IllegalMove.from_text(_lib.slot_text(err))
        self._diverged = True
        return self

    # ----------------------------------------------------- the moves

    @property
    def move_start(self) -> bool:
        """Whether the position stands at the start of a move."""
        return bool(lib.nt_position_move_start(self._p))

    @property
    def move_length(self) -> int:
        """Choices in the line's own move from the position."""
        return int(lib.nt_position_move_length(self._p))

    @property
    def recorded_move(self) -> Optional[str]:
        """The line's own move from here as the record writes it, or None
        at the end of the line."""
        return _lib.take_string(lib.nt_position_recorded_move(self._p))

    def legal_moves_list(self, limit: int = 0) -> MoveList:
        """The legal moves from the position (the rest of the move when it
        stands inside one), in the rules' order, at most ``limit`` (0: as
        many as a search of 20,000 positions finds)."""
        complete = ctypes.c_int(1)
        n = lib.nt_position_moves(self._p, limit, ctypes.byref(complete))
        moves = MoveList(
            Move(decode(lib.nt_position_move_text(self._p, i)) or "",
                 decode(lib.nt_position_move_rule(self._p, i)) or "")
            for i in range(n))
        moves.complete = bool(complete.value)
        return moves

    @property
    def legal_moves(self) -> MoveList:
        """The legal moves from the position (see
        :meth:`legal_moves_list`)."""
        return self.legal_moves_list()

    def push(self, move: Union[str, Move]) -> "Position":
        """Play a move written as the record writes it (a listed move's
        text) or as one answer: the line is cut and goes on with it, the
        position standing after it.  Raises :class:`IllegalMove` (the
        engine's reason and rule) when a part of it is not legal; nothing
        is then changed."""
        text = move.text if isinstance(move, Move) else move
        with _lib.error_slot() as err:
            if lib.nt_position_push(self._p, encode(text),
                                    ctypes.byref(err)):
                raise IllegalMove.from_text(_lib.slot_text(err))
        self._diverged = True
        return self

    def pop(self) -> "Position":
        """Go back to where the last move pushed started (the line keeps
        it).  Raises IndexError when no move is left to take back."""
        if lib.nt_position_pop(self._p):
            raise IndexError("no move to take back")
        return self

    # ------------------------------------------------------ what if

    def _what_if(self, call: Callable[[Any, Any], int]) -> WhatIf:
        with _lib.error_slot() as why, _lib.error_slot() as err:
            n = call(ctypes.byref(why), ctypes.byref(err))
            if n < 0:
                raise IllegalMove.from_text(_lib.slot_text(err))
            stops = _lib.slot_text(why)
        self._diverged = True
        return WhatIf(int(n), Diagnostic.parse(stops) if stops else None)

    def replace(self, answer: str) -> WhatIf:
        """What if the record had answered ``answer`` here: the rest of
        the record is read again with that answer replaced, as validate
        reads it.  The position then stands at the end of the new line.
        Raises :class:`IllegalMove` when the answer is not legal here (or
        the position is on a variation)."""
        return self._what_if(lambda why, err: lib.nt_position_replace(
            self._p, encode(answer), why, err))

    def replace_move(self, move: Union[str, Move]) -> WhatIf:
        """What if the record had played ``move`` (written as the record
        writes it) in place of its own move starting here."""
        text = move.text if isinstance(move, Move) else move
        return self._what_if(lambda why, err: lib.nt_position_replace_move(
            self._p, encode(text), why, err))

    def replace_moves(self, changes: Sequence[Tuple[int, str]]) -> WhatIf:
        """Several moves replaced in one reading: each ``(k, move)`` puts
        ``move`` in place of the record's move at choice ``k`` (0-based,
        the start of one of the record's moves)."""
        n = len(changes)
        at = (ctypes.c_size_t * n)(*[k for k, _ in changes])
        moves = (ctypes.c_char_p * n)(*[encode(m) for _, m in changes])
        return self._what_if(lambda why, err: lib.nt_position_replace_moves(
            self._p, n, at, moves, why, err))

    # ---------------------------------------------------- variations

    @property
    def variations(self) -> List[Variation]:
        """The variations the record writes of the move that starts at the
        position, in the record's order."""
        out: List[Variation] = []
        v = _lib.NtVariation()
        for i in range(lib.nt_position_variation_count(self._p)):
            if lib.nt_position_variation(self._p, i, ctypes.byref(v)):
                break
            diag = decode(v.diag)
            out.append(Variation(
                index=i, name=decode(v.name) or "", number=int(v.number),
                branch=int(v.branch), length=int(v.length),
                nested=int(v.nested), valid=bool(v.valid),
                diagnostic=Diagnostic.parse(diag) if diag else None,
                line=int(v.line), col=int(v.col)))
        return out

    def enter(self, variation: Union[int, Variation] = 0) -> "Position":
        """Enter a variation (its index, or the object): the position's
        line becomes the variation's, standing at its first choice.
        Raises IndexError when there is no such variation."""
        i = variation.index if isinstance(variation, Variation) \
            else variation
        if i < 0 or lib.nt_position_enter(self._p, i):
            raise IndexError(f"no variation {i} here")
        return self

    def leave(self) -> "Position":
        """Go back to the line the current variation was entered from,
        where it was entered.  Raises IndexError on the main line."""
        if lib.nt_position_leave(self._p):
            raise IndexError("on the main line: nothing to leave")
        return self

    @property
    def depth(self) -> int:
        """How deep the position's line is (0: the main line)."""
        return int(lib.nt_position_depth(self._p))

    @property
    def line_name(self) -> str:
        """The current line's name ("" on the main line)."""
        return decode(lib.nt_position_line_name(self._p)) or ""

    # ----------------------------------------------------- the state

    def describe(self) -> str:
        """The state in words, as ``notation explain`` prints it."""
        return _lib.take_string(lib.nt_position_describe(self._p)) or ""

    def __str__(self) -> str:
        return self.describe()

    @property
    def result(self) -> Result:
        """The result where the position stands."""
        r = _lib.NtResult()
        lib.nt_position_result(self._p, ctypes.byref(r))
        text = decode(r.json)
        return Result(bool(r.over), _winners(r.winners), decode(r.text),
                      json.loads(text) if text else None)

    def write(self) -> Tuple[str, int]:
        """The line of play up to the position as a record in canonical
        form, and the number of choices written.  When the game is not
        over there, the record stops with ``<unfinished/>`` at the last
        place before the position where the rules let a record stop.
        Raises NotationError when no such place comes before it."""
        kept = ctypes.c_size_t()
        with _lib.MemoryStream() as m:
            rc = lib.nt_position_write(self._p, m.file, ctypes.byref(kept))
            data = m.getvalue()
        if rc == 1:
            raise NotationError("no place before the position where a "
                                "record may stop: nothing to write")
        if rc:
            raise OSError("the record could not be written")
        return data.decode("utf-8"), int(kept.value)

    def to_xml(self) -> str:
        """The line up to the position as a record (see :meth:`write`)."""
        return self.write()[0]

    # ----------------------------------------------------- pictures

    def svg(self) -> str:
        """A picture of the state, as SVG (``notation render --format
        svg``).  On the record's own main line it is the state where the
        position's step begins; after an answer applied, a move pushed or
        on a variation, the state at the end of the line as
        :meth:`write` writes it (the last place a record may stop)."""
        from .tools import render
        if not self._diverged and self.depth == 0:
            at = self.step - 1 if not self.over else -1
            if self._path is not None:
                return render(self._path, record=self._record, at_step=at)
            assert self._data is not None
            return _render_bytes(self._data, self._record, at)
        xml, _ = self.write()
        return _render_bytes(xml.encode("utf-8"), 1, -1)

    def _repr_svg_(self) -> str:
        """Jupyter's hook: a position shows itself as its picture."""
        return self.svg()


def _render_bytes(data: bytes, record: int, at_step: int) -> str:
    """Render a record held in memory (through a temporary file: the
    library renders files)."""
    from .tools import render
    fd, path = tempfile.mkstemp(suffix=".xml", prefix="notation-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        return render(path, record=record, at_step=at_step)
    finally:
        os.unlink(path)


def iter_choices(position: Position) -> Iterator[Choice]:
    """The choices of a position's line, one at a time."""
    for k in range(len(position)):
        yield position.choice(k)

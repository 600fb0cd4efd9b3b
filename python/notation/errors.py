"""Diagnostics and the exceptions the package raises.

A :class:`Diagnostic` is one located finding of the library, formatted as
``notation validate`` prints it::

    FILE:LINE:COL: error[RULE]: message

A :class:`NotationError` carries the same fields, so a program can tell
which rule a record, an answer or a move broke.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

__all__ = ["Diagnostic", "NotationError", "IllegalMove", "ReadError"]

# "FILE:LINE:COL: error[RULE]: message" or "FILE: error[RULE]: message";
# the file name may itself hold colons, so the located form is tried first.
_LOCATED = re.compile(
    r"\A(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): "
    r"(?P<sev>error|warning)\[(?P<rule>[^\]\s]+)\]: (?P<msg>.*)\Z", re.S)
_FILE_ONLY = re.compile(
    r"\A(?P<file>.*?): (?P<sev>error|warning)\[(?P<rule>[^\]\s]+)\]: "
    r"(?P<msg>.*)\Z", re.S)
_BARE = re.compile(
    r"\A(?P<sev>error|warning)\[(?P<rule>[^\]\s]+)\]: (?P<msg>.*)\Z", re.S)


@dataclass(frozen=True)
class Diagnostic:
    """One finding of the library: where, under which rule, and why.

    ``line`` and ``col`` are 1-based; ``line`` is 0 when nothing in the
    file can be pointed at (a file that cannot be read).  ``detail`` holds
    the state and the legal choices when they were asked for.
    """

    file: Optional[str]
    line: int
    col: int
    rule: str
    message: str
    severity: str = "error"
    step: int = -1
    detail: Optional[str] = None

    def __str__(self) -> str:
        """The diagnostic's first line, exactly as ``notation validate``
        prints it."""
        where = self.file if self.file is not None else "-"
        if self.line:
            return (f"{where}:{self.line}:{self.col or 1}: "
                    f"{self.severity}[{self.rule}]: {self.message}")
        if self.file is None:
            return f"{self.severity}[{self.rule}]: {self.message}"
        return f"{where}: {self.severity}[{self.rule}]: {self.message}"

    def format(self, detail: bool = True) -> str:
        """The diagnostic as ``notation validate`` prints it, with its
        detail lines (indented by four spaces) when there are any."""
        text = str(self)
        if detail and self.detail:
            lines = self.detail.split("\n")
            if lines[-1] == "":  # a last newline ends the last line
                lines.pop()
            text += "".join("\n    " + line for line in lines)
        return text

    @classmethod
    def parse(cls, text: str) -> "Diagnostic":
        """Read a diagnostic from the line the library writes
        (``FILE:LINE:COL: error[RULE]: message``, ``FILE: error[RULE]:
        message`` or ``error[RULE]: message``).  Raises ValueError for
        text of no such form."""
        text = text.rstrip("\n")
        m = _LOCATED.match(text)
        if m:
            return cls(m["file"], int(m["line"]), int(m["col"]), m["rule"],
                       m["msg"], m["sev"])
        m = _FILE_ONLY.match(text)
        if m:
            return cls(m["file"], 0, 0, m["rule"], m["msg"], m["sev"])
        m = _BARE.match(text)
        if m:
            return cls(None, 0, 0, m["rule"], m["msg"], m["sev"])
        raise ValueError(f"not a diagnostic: {text!r}")


class NotationError(Exception):
    """An error the library reported, with the rule it names.

    Attributes: ``rule`` (the rule id, e.g. ``"castel.place.zone"``, or
    None when the library named none), ``file``, ``line``, ``col`` (0 when
    not known), ``message`` (the library's words after the rule), and
    ``diagnostic`` (the whole :class:`Diagnostic`, or None).
    """

    def __init__(self, message: str, rule: Optional[str] = None,
                 file: Optional[str] = None, line: int = 0, col: int = 0,
                 diagnostic: Optional[Diagnostic] = None) -> None:
        self.rule = rule
        self.file = file
        self.line = line
        self.col = col
        self.message = message
        self.diagnostic = diagnostic
        super().__init__(str(diagnostic) if diagnostic else message)

    @classmethod
    def from_diagnostic(cls, diag: Diagnostic) -> "NotationError":
        """The exception for one diagnostic."""
        return cls(diag.message, diag.rule, diag.file, diag.line, diag.col,
                   diag)

    @classmethod
    def from_text(cls, text: Optional[str],
                  default: str = "the library gave no reason"
                  ) -> "NotationError":
        """The exception for a diagnostic line the library handed back
        (its rule and place read from it), or for plain text."""
        if not text:
            return cls(default)
        try:
            return cls.from_diagnostic(Diagnostic.parse(text))
        except ValueError:
            return cls(text.rstrip("\n"))


class ReadError(NotationError):
    """A file or record that cannot be read or opened."""


class IllegalMove(NotationError):
    """An answer or a move the rules do not allow where it is played."""

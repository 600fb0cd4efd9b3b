"""Run a C reading loop on a worker thread and hand its items over as an
iterator, so that records are read one at a time while the caller works.

The library calls back once per record; the callback copies what it needs
into Python objects and puts them on a bounded queue.  ctypes releases the
GIL while the C code runs, so the caller's thread runs meanwhile.  Stopping
the iteration early (``break``, or the generator being closed) tells the
callback to return nonzero, which stops the reading.
"""

from __future__ import annotations

import queue
import threading
from typing import Callable, Iterator, TypeVar

T = TypeVar("T")

_END = object()


class _Failure:
    """An exception raised on the worker thread, to be raised again."""

    def __init__(self, exc: BaseException) -> None:
        self.exc = exc


Emit = Callable[[object], bool]
"""Hands one item over; returns True when the reading should stop."""


def stream(produce: Callable[[Emit], None], depth: int = 256
           ) -> Iterator[T]:
    """Iterate over what ``produce(emit)`` emits, produced on a thread.

    ``produce`` calls ``emit(item)`` for each item and should stop reading
    when ``emit`` returns True (the consumer went away).
    """
    items: "queue.Queue[object]" = queue.Queue(maxsize=depth)
    stop = threading.Event()

    def emit(item: object) -> bool:
        while not stop.is_set():
            try:
                items.put(item, timeout=0.1)
                return False
            except queue.Full:
                continue
        return True

    def run() -> None:
        try:
            produce(emit)
        except BaseException as exc:  # handed to the consumer
            emit(_Failure(exc))
        finally:
            while not stop.is_set():
                try:
                    items.put(_END, timeout=0.1)
                    break
                except queue.Full:
                    continue

    worker = threading.Thread(target=run, name="notation-reader",
                              daemon=True)
    worker.start()
    try:
        while True:
            item = items.get()
            if item is _END:
                break
            if isinstance(item, _Failure):
                raise item.exc
            yield item  # type: ignore[misc]
    finally:
        stop.set()
        while worker.is_alive():
            try:
                while True:
                    items.get_nowait()
            except queue.Empty:
                pass
            worker.join(timeout=0.05)


#!/usr/bin/env python3
"""Two kiosks started at once on one data directory (issue 39, ADR 043), N times (200 by
default): exactly one scores every time; the other exits, naming the holder's pid, and
creates nothing; the journal of every try resumes; no orphan match appears.

Each try: a fresh data directory; both `scoreline run` processes wait on one pipe (the
barrier) and are released together by one write; each is sent the same action. The winner
must acknowledge the newMatch record and the action (`ack seq=1`, `ack seq=2`: worked out
from the preset, one record, then the openers); the loser must exit non-zero with a sentence
naming `pid <winner>`. Then a third kiosk, given no input, must log `resumed seq=2`, and
matches/ must hold exactly the one match that `current` names.

No sleeps as synchronisation: every wait is on a process's output or exit, with a deadline.
"""
from __future__ import annotations

import argparse
import concurrent.futures
import os
import selectors
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

OPENERS = b'{"type":"openers","striker":"Asha","nonStriker":"Bilal"}\n'


def kiosk(binary: Path, data: Path, barrier: int | None) -> subprocess.Popen:
    args = [str(binary), "run", "--preset", "demo-cricket", "--input", "stdin", "--data-dir", str(data),
            "--output", f"png:{data.parent}/frame-{os.getpid()}.png", "--size", "64x36"]
    if barrier is not None:
        # The shell waits for its line on fd 3, then becomes the kiosk (same pid).
        args = ["/bin/sh", "-c", 'read _ <&3; exec "$0" "$@"'] + args
    return subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            pass_fds=(barrier,) if barrier is not None else ())


def watch(procs: list[subprocess.Popen], done, timeout: float) -> tuple[list[bytes], set[int]]:
    """Reads every process's stderr until `done(logs, closed)` holds or all have closed it;
    `closed` holds the indices of those whose stderr has ended (they have exited)."""
    logs = [b"" for _ in procs]
    closed: set[int] = set()
    sel = selectors.DefaultSelector()
    for i, p in enumerate(procs):
        sel.register(p.stderr, selectors.EVENT_READ, i)
    deadline = time.monotonic() + timeout
    while sel.get_map() and not done(logs, closed):
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"timed out; logs: {logs!r}")
        for key, _ in sel.select(left):
            chunk = os.read(key.fileobj.fileno(), 65536)
            if chunk:
                logs[key.data] += chunk
            else:
                sel.unregister(key.fileobj)
                closed.add(key.data)
    return logs, closed


def one_try(binary: Path, work: Path, n: int) -> None:
    data = work / f"t{n}" / "data"
    data.parent.mkdir(parents=True)
    r, w = os.pipe()
    procs = [kiosk(binary, data, r), kiosk(binary, data, r)]
    os.close(r)
    os.write(w, b"go\ngo\n")  # the barrier: both released by one write
    os.close(w)
    for p in procs:
        p.stdin.write(OPENERS)
        p.stdin.flush()

    def settled(logs, closed):
        # One has acknowledged the action and the other has ended (its stderr closed).
        acked = [i for i, log in enumerate(logs) if b"ack seq=2" in log]
        return len(acked) == 1 and (1 - acked[0]) in closed
    logs, _ = watch(procs, settled, 30)
    acked = [i for i, log in enumerate(logs) if b"ack seq=2" in log]
    assert len(acked) == 1, f"try {n}: {len(acked)} kiosks scored: {logs!r}"
    winner, loser = procs[acked[0]], procs[1 - acked[0]]
    loser_log = logs[1 - acked[0]] + loser.stderr.read()
    winner.stdin.close()
    winner.stderr.read()
    assert winner.wait(30) == 0, f"try {n}: the winner exited {winner.returncode}"
    assert loser.wait(30) != 0, f"try {n}: the loser exited 0: {loser_log!r}"
    assert b"ack seq=" not in loser_log, f"try {n}: the loser acknowledged: {loser_log!r}"
    assert f"pid {winner.pid}".encode() in loser_log, f"try {n}: the loser did not name pid {winner.pid}: {loser_log!r}"
    assert b"out of the way" not in loser_log, f"try {n}: {loser_log!r}"

    resume = subprocess.run([str(binary), "run", "--input", "stdin", "--data-dir", str(data),
                             "--output", f"png:{data.parent}/resume.png", "--size", "64x36"],
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=30)
    assert resume.returncode == 0 and b"resumed seq=2" in resume.stderr, f"try {n}: did not resume: {resume.stderr!r}"
    matches = sorted(os.listdir(data / "matches"))
    current = (data / "current").read_text().strip()
    assert matches == [current], f"try {n}: matches/ holds {matches}, current is {current!r}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", type=Path, default=Path(".build/debug/scoreline"))
    parser.add_argument("--tries", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2, help="tries at once, each in its own data directory")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="two-kiosks-"))
    started = time.monotonic()
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for done in [pool.submit(one_try, args.binary.resolve(), work, n) for n in range(args.tries)]:
                done.result()  # the first failure ends the run with its message
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"two kiosks at once: {args.tries} tries, one scored each time, the other named the holder; "
          f"every journal resumed, no orphan ({time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

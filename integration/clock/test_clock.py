#!/usr/bin/env python3
"""Time that can be trusted (issue 39, ADR 044): the real debug binary under libfaketime.

A Raspberry Pi has no real-time clock: it boots at an old time and NTP sets it minutes into a
match, or never. libfaketime (Debian's `faketime`) moves the kiosk's wall clock here while its
monotonic clock stays real (FAKETIME_DONT_FAKE_MONOTONIC), as on a Pi; the offset is read from
a file at every call (FAKETIME_NO_CACHE), so a test jumps the clock of a running kiosk by
writing it. libfaketime cannot fake the kernel's sync state (adjtimex), so the kiosk's sync
probe is told it through SCORELINE_TEST_CLOCK_SYNC_FILE (docs/testing.md).

The kiosk runs with `--output terminal` in a pseudo-terminal with NO_COLOR: the board as text
lines, one per field, redrawn on every change; keys are typed into it (docs/inputs.md:
badminton `a` is +A, cricket `4` a four). Every wait is on what the board shows; the only time
that passes is the real time a duration needs (an interval or a flash counting down).

1. Badminton started under a 1970 clock that is not synchronised, then restarted with the
   real, synchronised time: match time goes on from the last recorded rally (not 56 years),
   the interval counts down from its rally, the match's id and `created` do not say 1970 and
   are marked as not trusted, and only the unsynchronised records say `"synced":false`.
2. A jump forward of 5 minutes, then back by an hour, mid-match: match time stays the real
   seconds since the first rally.
3. An interval across a restart with the clock 2 hours on, then 2 hours back.
4. A FOUR across a restart with the clock an hour back: shown, and gone after its 8 seconds.

Usage: integration/clock/test_clock.py [--binary .build/debug/scoreline] [--keep]
"""
from __future__ import annotations

import argparse
import fcntl
import json
import os
import pty
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
from pathlib import Path

CLEAR = "\x1b[H\x1b[2J"
# CricketBoard.flashSeconds: a FOUR is shown for 8 seconds after its ball.
FLASH_SECONDS = 8
failures: list[str] = []


def stage(name: str):
    print(f"::: clock: {name}", flush=True)


def check(ok: bool, what: str):
    print(("    ok   " if ok else "    FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)


def wait_until(condition, what: str, seconds: float = 60.0):
    """Polls `condition` until it gives a true value, which is returned; None after the deadline."""
    deadline = time.monotonic() + seconds
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            check(False, f"waited {seconds:.0f} s for {what}")
            return None
        time.sleep(0.02)


def duration(text: str) -> int:
    """Seconds of a board duration, M:SS or H:MM:SS (BadmintonMessages.duration)."""
    parts = [int(p) for p in text.split(":")]
    return parts[0] * 3600 + parts[1] * 60 + parts[2] if len(parts) == 3 else parts[0] * 60 + parts[1]


class Clock:
    """The files the kiosk's clocks are read from: libfaketime's offset and the sync state."""

    def __init__(self, work: Path):
        self.offset_file = work / "faketime"
        self.sync_file = work / "sync"
        self.set(0, synced=True)

    def set(self, offset: int, synced: bool | None = None):
        """Wall clock = real time + `offset` seconds, from the kiosk's next reading on."""
        tmp = self.offset_file.with_suffix(".tmp")
        tmp.write_text(f"{offset:+d}\n")
        tmp.replace(self.offset_file)
        if synced is not None:
            self.sync_file.write_text("synced\n" if synced else "unsynced\n")

    @staticmethod
    def to_1970() -> int:
        """The offset that puts the wall clock at 1970-01-01T01:00:00Z now."""
        return 3600 - int(time.time())


class Kiosk:
    """`scoreline run --input terminal --output terminal` in a pseudo-terminal, under libfaketime."""

    def __init__(self, binary: Path, data: Path, clock: Clock, preset: str, log: Path):
        self.output = ""
        self.last_read = time.monotonic()
        self.lock = threading.Lock()
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("COLORTERM", "LD_PRELOAD", "FAKETIME")}
        env.update({
            "NO_COLOR": "1", "TERM": "xterm",
            "FAKETIME_TIMESTAMP_FILE": str(clock.offset_file), "FAKETIME_NO_CACHE": "1", "FAKETIME_DONT_FAKE_MONOTONIC": "1",
            "SCORELINE_TEST_CLOCK_SYNC_FILE": str(clock.sync_file),
        })
        # Through Debian's `faketime` command, then `env -u FAKETIME`: libfaketime loaded into a
        # process without FAKETIME_SHARED sets it with setenv, which moves `environ`, and Swift
        # finds its arguments by walking back from `environ` (an empty CommandLine.arguments).
        # The command sets it before the exec; FAKETIME itself is dropped so the offset comes
        # from the file, read at every call.
        self.process = subprocess.Popen(
            ["faketime", "-f", "+0", "env", "-u", "FAKETIME", str(binary), "run", "--input", "terminal", "--output", "terminal",
             "--data-dir", str(data), "--preset", preset],
            stdin=slave, stdout=slave, stderr=log.open("ab"), env=env, start_new_session=True)
        os.close(slave)
        self.master = master
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            with self.lock:
                self.output += chunk.decode("utf-8", "replace")
                self.last_read = time.monotonic()

    def frames(self) -> list[list[str]]:
        """Every complete board drawn so far, as its text lines. The last one counts as complete
        once 0.2 s passed with nothing more written (a frame is written at once)."""
        with self.lock:
            parts = self.output.split(CLEAR)[1:]
            settled = time.monotonic() - self.last_read > 0.2
        if parts and not settled:
            parts = parts[:-1]
        # The terminal turns each "\n" into "\r\n" after the presenter's own "\r".
        return [[line.strip() for line in part.split("\n")] for part in parts]

    def board(self) -> list[str]:
        frames = self.frames()
        return frames[-1] if frames else []

    def key(self, key: str):
        os.write(self.master, key.encode())

    def kiosk_pid(self) -> int | None:
        """The kiosk's own pid: `faketime` runs it as its child."""
        try:
            children = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children").read_text().split()
        except OSError:
            return None
        return int(children[0]) if children else None

    def stop(self):
        pid = wait_until(self.kiosk_pid, "the kiosk's pid")
        if pid:
            os.kill(pid, signal.SIGTERM)
        # `faketime` exits with its child's status.
        code = self.process.wait(timeout=20)
        check(code == 0, f"the kiosk exits 0 on SIGTERM (got {code})")
        os.close(self.master)


def elapsed(board: list[str]) -> int | None:
    """The badminton board's match time: its one line that is only a duration."""
    for line in board:
        if re.fullmatch(r"\d+:\d\d(:\d\d)?", line.strip()):
            return duration(line.strip())
    return None


def interval(board: list[str]) -> int | None:
    """Seconds left of the interval the board shows (`Interval 0:58`), if it shows one."""
    for line in board:
        if line.startswith("Interval "):
            return duration(line.removeprefix("Interval "))
    return None


def intervals(kiosk) -> list[int]:
    return [left for left in (interval(f) for f in kiosk.frames()) if left is not None]


def counted_down(seen: list[int]) -> bool:
    """Each frame a second or more less than the one before (a tick the loaded machine ran
    late skips a value; none repeats or goes up)."""
    return all(b < a for a, b in zip(seen, seen[1:]))


def actions(data: Path, match_id: str) -> list[dict]:
    """The journal's actions in order, the newMatch record first (each line's `a`)."""
    lines = (data / "matches" / match_id / "journal.jsonl").read_text().splitlines()
    # Group headers (ADR 047: `{"v":2,…,"a":{"group":N}}`, before a press's records) are no actions.
    return [json.loads(line)["a"] for line in lines if line.strip() and not line.startswith('{"v":2,')]


def meta(data: Path, match_id: str) -> dict:
    return json.loads((data / "matches" / match_id / "meta.json").read_text())


def current(data: Path) -> str:
    return (data / "current").read_text().strip()


def press_until(kiosk: Kiosk, key: str, condition, what: str):
    """One key, then a wait until the board shows what it recorded; that board."""
    kiosk.key(key)

    def shown():
        board = kiosk.board()
        return board if condition(board) else None
    return wait_until(shown, what)


def score_a(board: list[str]) -> int | None:
    """Side A's points: the badminton board starts with side A's name, its games, its points."""
    numbers = [int(line) for line in board[:3] if re.fullmatch(r"\d+", line)]
    return numbers[1] if len(numbers) == 2 else None


def test_1970_then_real(binary: Path, work: Path):
    stage("badminton under a 1970 clock, not synchronised, then the real time")
    data, clock = work / "d1970", Clock(work)
    clock.set(Clock.to_1970(), synced=False)
    kiosk = Kiosk(binary, data, clock, "demo-badminton", work / "k1970.log")
    press_until(kiosk, "a", lambda b: score_a(b) == 1, "the first rally")
    # Match time runs from the first rally by the monotonic clock: wait until it says 0:03
    # (real seconds pass), then record a second rally at that moment.
    wait_until(lambda: (elapsed(kiosk.board()) or 0) >= 3, "match time 0:03")
    board = press_until(kiosk, "a", lambda b: score_a(b) == 2, "the second rally")
    recorded = elapsed(board)
    # A tick run late on a loaded machine may show 0:04 first; the press follows at once.
    check(recorded is not None and 3 <= recorded <= 5, f"the second rally is recorded at match time 0:03 to 0:05 (board: {recorded})")
    kiosk.stop()

    match_id = current(data)
    m = meta(data, match_id)
    check("1970" not in match_id and m.get("clock") == "unsynced",
          f"the id does not say 1970 and the meta says its time is not trusted (id {match_id}, clock {m.get('clock')})")
    check([a.get("synced") for a in actions(data, match_id)[1:]] == [False, False],
          "both rallies are recorded with \"synced\":false")

    # NTP set the clock while the kiosk was down: the real time, synchronised.
    clock.set(0, synced=True)
    spawned = time.monotonic()
    kiosk = Kiosk(binary, data, clock, "demo-badminton", work / "k1970.log")
    wait_until(lambda: score_a(kiosk.board()) == 2, "the resumed board")
    since = time.monotonic() - spawned
    first = next((f for f in kiosk.frames() if score_a(f) == 2), [])
    # Worked out by hand: the steady count resumes at the last recorded rally, so the board
    # shows the match time it showed when that rally was recorded (not 2026 minus 1970), plus
    # at most the real seconds since the spawn (the terminal draws a moment after the resume).
    shown = elapsed(first)
    check(shown is not None and recorded <= shown <= recorded + since + 1,
          f"after the restart the match time is the recorded {recorded} s, {since:.1f} s after the spawn (board: {shown})")
    board = press_until(kiosk, "a", lambda b: score_a(b) == 3, "the third rally")
    # The press comes as soon as the board is there: a few seconds at most, on a loaded machine.
    check(board is not None and recorded <= (elapsed(board) or -1) <= recorded + 5,
          f"the third rally, just after: match time {recorded} to {recorded + 5} s (board: {elapsed(board) if board else None})")
    # Eight more rallies make 11: the interval of a 21-point game begins (Law 16.2), 1:00,
    # and counts down from that rally by the monotonic clock.
    for n in range(4, 11):
        press_until(kiosk, "a", lambda b, n=n: score_a(b) == n, f"rally {n}")
    pressed = time.monotonic()
    press_until(kiosk, "a", lambda b: score_a(b) == 11, "rally 11")
    took = time.monotonic() - pressed
    # The board the 11th rally drew: 1:00 from the rally's stamp, less the real seconds its
    # fdatasync and drawing took (none on an idle machine, a second or two on a loaded one).
    board = next((f for f in kiosk.frames() if score_a(f) == 11), [])
    left = interval(board)
    check(left is not None and 60 - took - 1 <= left <= 60, f"at 11 points the interval shows 1:00 ({left} s, {took:.1f} s after the key)")
    wait_until(lambda: min(intervals(kiosk), default=60) <= 58, "the interval at 0:58 or less")
    seen = intervals(kiosk)
    check(counted_down(seen) and seen[-1] > 0, f"the interval counts down ({seen})")
    kiosk.stop()
    flags = [a.get("synced") for a in actions(data, match_id)[1:]]
    check(flags == [False, False] + [None] * 9, f"only the two rallies of 1970 say \"synced\":false ({flags})")
    check(meta(data, match_id).get("clock") == "unsynced", "a later sync does not rewrite the match's meta (history does not jump)")


def test_jumps(binary: Path, work: Path):
    stage("a jump forward of 5 minutes and one back of 1 hour mid-match")
    data, clock = work / "djump", Clock(work)
    kiosk = Kiosk(binary, data, clock, "demo-badminton", work / "kjump.log")
    press_until(kiosk, "a", lambda b: score_a(b) == 1, "the first rally")
    start = time.monotonic()
    wait_until(lambda: (elapsed(kiosk.board()) or 0) >= 2, "match time 0:02")
    mark = len(kiosk.frames())
    clock.set(300)
    board = press_until(kiosk, "a", lambda b: score_a(b) == 2, "a rally after the jump forward")
    wait_until(lambda: (elapsed(kiosk.board()) or 0) >= 4, "match time 0:04")
    clock.set(300 - 3600)
    board = press_until(kiosk, "a", lambda b: score_a(b) == 3, "a rally after the jump back")
    wait_until(lambda: (elapsed(kiosk.board()) or 0) >= 6, "match time 0:06")
    real = time.monotonic() - start
    shown = [elapsed(f) for f in kiosk.frames()[mark:] if elapsed(f) is not None]
    # Worked out by hand: match time is the real seconds since the first rally, whatever the
    # wall clock did; the jumps add neither 5 minutes nor take away an hour.
    check(max(shown) <= real + 1, f"no board after the jumps showed more than the {real:.1f} real seconds ({max(shown)})")
    check(shown == sorted(shown), f"match time never went back ({shown})")
    kiosk.stop()
    rallies = actions(data, current(data))[1:]
    steady = [a.get("steady") for a in rallies]
    walls = [a.get("at", "") for a in rallies]
    # The wall times jumped (+5 min, then -1 h) while the steady times went on by the real
    # seconds between the rallies.
    check(len(steady) == 3 and all(isinstance(s, int) for s in steady) and steady == sorted(steady) and steady[2] - steady[0] <= real + 1,
          f"the three rallies' steady times go on by the real seconds ({steady})")
    check(len(walls) == 3 and walls[1] > walls[0] and walls[2] < walls[0], f"while their wall times jumped ({walls})")


def test_interval_across_restart(binary: Path, work: Path):
    stage("an interval across a restart with the clock 2 hours on, then 2 hours back")
    data, clock = work / "dint", Clock(work)
    kiosk = Kiosk(binary, data, clock, "demo-badminton", work / "kint.log")
    for n in range(1, 12):
        press_until(kiosk, "a", lambda b, n=n: score_a(b) == n, f"rally {n}")
    wait_until(lambda: min(intervals(kiosk), default=60) <= 58, "the interval at 0:58 or less")
    kiosk.stop()
    for offset, how in ((7200, "2 hours on"), (0, "2 hours back")):
        clock.set(offset)
        kiosk = Kiosk(binary, data, clock, "demo-badminton", work / "kint.log")
        # Worked out by hand: the count resumes at the 11th rally (the time the kiosk was down
        # is not counted), so the interval has its full minute again and counts down; it is
        # neither over at once (the clock on) nor stuck at 1:00 (the clock back). The terminal
        # draws its first frame a moment after the match is resumed, so a second may already
        # have gone: 1:00 or 0:59, then counting down, 0:58 within 2 s of that first frame.
        spawned = time.monotonic()
        wait_until(lambda: interval(kiosk.board()) is not None, f"{how}: the resumed interval")
        first_frame = time.monotonic() - spawned
        wait_until(lambda: min(intervals(kiosk), default=60) <= 58, f"{how}: the interval at 0:58 or less")
        took = time.monotonic() - spawned
        seen = intervals(kiosk)
        # Its first frame: the full minute less the real seconds since the spawn at most (the
        # terminal draws a moment after the match resumed: longer on a loaded machine).
        check(0 < seen[0] and 60 - seen[0] <= first_frame + 1,
              f"{how}: the resumed board shows Interval {seen[0] // 60}:{seen[0] % 60:02d}, {first_frame:.1f} s after the spawn")
        # Never faster than real time since the spawn (the count starts after it), never over.
        check(counted_down(seen) and 60 - seen[-1] <= took + 1 and seen[-1] > 0,
              f"{how}: counting down, {60 - seen[-1]} s gone in {took:.1f} real seconds ({seen})")
        kiosk.stop()


def test_flash_across_restart(binary: Path, work: Path):
    stage("a FOUR across a restart with the clock an hour back")
    data, clock = work / "dflash", Clock(work)
    kiosk = Kiosk(binary, data, clock, "demo-cricket", work / "kflash.log")
    press_until(kiosk, "4", lambda b: "FOUR" in [line.strip() for line in b], "the FOUR")
    kiosk.stop()
    clock.set(-3600)
    spawned = time.monotonic()
    kiosk = Kiosk(binary, data, clock, "demo-cricket", work / "kflash.log")
    first = wait_until(lambda: kiosk.board() or None, "the resumed board")
    first_frame = time.monotonic()
    # Its 8 seconds resume from the ball when the match is opened, after the spawn: a first
    # frame within 7 s of the spawn shows it (a loaded machine may draw later than that).
    if first_frame - spawned < FLASH_SECONDS - 1:
        check(first is not None and "FOUR" in first and "4/0" in " ".join(first),
              f"the resumed board shows 4/0 and the FOUR, {first_frame - spawned:.1f} s after the spawn")
    else:
        print(f"    (the first frame came {first_frame - spawned:.1f} s after the spawn: the FOUR may be over)")
    # Worked out by hand: 8 s from the resumed ball, by the monotonic clock; the clock an hour
    # back does not keep it up until the next ball.
    gone = wait_until(lambda: "FOUR" not in [line.strip() for line in kiosk.board()], "the FOUR to go", seconds=FLASH_SECONDS + 10)
    # The count resumes after the spawn (at least 8 s less a second's fraction from it), and
    # before the first frame (at most 8 s and a tick's lateness from it; a loaded machine runs
    # a tick up to a few seconds late).
    now = time.monotonic()
    check(bool(gone) and now - spawned >= FLASH_SECONDS - 1 and now - first_frame <= FLASH_SECONDS + 3,
          f"the FOUR is gone {now - spawned:.1f} s after the spawn, {now - first_frame:.1f} s after the first frame, with no ball bowled")
    check("4/0" in " ".join(kiosk.board()), "the score is still 4/0")
    kiosk.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/debug/scoreline")
    parser.add_argument("--keep", action="store_true", help="keep the work directory")
    parser.add_argument("--only", choices=["1970", "jumps", "interval", "flash"], help="run one case")
    args = parser.parse_args()
    if not shutil.which("faketime"):
        print("faketime is missing: SCORELINE_SETUP=test script/setup installs Debian's faketime.")
        return 2
    binary = Path(args.binary).resolve()
    work = Path(tempfile.mkdtemp(prefix="scoreline-clock-"))
    try:
        cases = {"1970": test_1970_then_real, "jumps": test_jumps, "interval": test_interval_across_restart,
                 "flash": test_flash_across_restart}
        for name, case in cases.items():
            if args.only in (None, name):
                case(binary, work)
    finally:
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    print(f"::: clock: {'FAILED: ' + str(len(failures)) if failures else 'all passed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

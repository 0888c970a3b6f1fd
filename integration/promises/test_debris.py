#!/usr/bin/env python3
"""Crash debris is cleaned at the next start and said once (issue 39, promise 6): a restore,
a match creation (`scoreline add`) and a kiosk writing PNG frames are each SIGKILLed at a
random moment, N times each (50 by default). After each kill:

- the next `scoreline run` removes what was left (a `restore.tmp-*` folder, a match folder
  whose creation was cut off, `frame.png.tmp-<pid>.png` files) and logs one sentence for it,
  only when there was something to remove;
- a second start says nothing of it (said once);
- nothing valid is lost: `matches list` shows no unreadable folder ("!"); every match a
  restore moved in is byte for byte the backup's; a killed kiosk's acknowledged records are
  all resumed.

The random moment is the test's input (uniform over a measured run of the command), not a
synchronisation: every wait is on a process's exit or output.
"""
from __future__ import annotations

import argparse
import concurrent.futures
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
MATCH = REPO / "docs" / "examples" / "demo-cricket.jsonl"


def run(args: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, timeout=60, **kw)


def kiosk_start(b: str, data: Path) -> str:
    """One start of the kiosk with no input: it resumes or idles, then exits; its log."""
    r = run([b, "run", "--input", "stdin", "--data-dir", str(data), "--output", f"png:{data.parent}/start.png", "--size", "64x36"])
    assert r.returncode == 0, r.stderr
    return r.stderr.decode()


def unreadable(b: str, data: Path) -> list[str]:
    listed = run([b, "matches", "list", "--data-dir", str(data)]).stdout.decode()
    return [line for line in listed.splitlines() if line.lstrip().startswith("!")]


def kill_at_random(args: list[str], span: float, stdin: bytes | None = None) -> subprocess.Popen:
    p = subprocess.Popen(args, stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if stdin is not None:
        p.stdin.write(stdin)
        p.stdin.flush()
    try:
        p.wait(random.uniform(0, span))
    except subprocess.TimeoutExpired:
        p.send_signal(signal.SIGKILL)
    err = p.communicate()[1]
    p.log = err.decode()
    return p


def check_said_once(b: str, data: Path, before: bool, word: str, what: str) -> None:
    first = kiosk_start(b, data)
    said = word in first
    assert said == before, f"{what}: debris before the start: {before}, said: {said}: {first!r}"
    second = kiosk_start(b, data)
    assert word not in second, f"{what}: said again at the second start: {second!r}"


def restore_try(b: str, work: Path, n: int, backup: Path, source: Path, span: float) -> bool:
    data = work / f"r{n}" / "data"
    data.parent.mkdir(parents=True)
    kill_at_random([b, "restore", str(backup), "--data-dir", str(data)], span)
    before = any(name.startswith("restore.tmp-") for name in (os.listdir(data) if data.exists() else []))
    # Every match that is in was moved in whole: byte for byte the source's.
    for m in os.listdir(data / "matches") if (data / "matches").exists() else []:
        for f in ("journal.jsonl", "meta.json"):
            assert (data / "matches" / m / f).read_bytes() == (source / "matches" / m / f).read_bytes(), f"restore {n}: {m}/{f} differs"
    check_said_once(b, data, before, "what a restore stopped part-way left", f"restore {n}")
    assert not any(name.startswith("restore.tmp-") for name in os.listdir(data)), f"restore {n}: staging left"
    assert unreadable(b, data) == [], f"restore {n}: {unreadable(b, data)}"
    return before


def creation_try(b: str, work: Path, n: int, span: float) -> bool:
    data = work / f"c{n}" / "data"
    data.parent.mkdir(parents=True)
    kill_at_random([b, "add", str(MATCH), "--data-dir", str(data)], span)
    folders = os.listdir(data / "matches") if (data / "matches").exists() else []
    before = any(not os.listdir(data / "matches" / m) or "creating" in os.listdir(data / "matches" / m) for m in folders)
    complete = [m for m in folders if (data / "matches" / m / "meta.json").exists() and "creating" not in os.listdir(data / "matches" / m)]
    check_said_once(b, data, before, "whose creation was cut off", f"creation {n}")
    assert unreadable(b, data) == [], f"creation {n}: {unreadable(b, data)}"
    left = os.listdir(data / "matches") if (data / "matches").exists() else []
    assert sorted(left) == sorted(complete), f"creation {n}: a complete match went, or debris stayed: {left} {complete}"
    return before


def frame_try(b: str, work: Path, n: int, span: float) -> bool:
    data = work / f"f{n}" / "data"
    data.parent.mkdir(parents=True)
    frame = data.parent / "frame.png"
    actions = b"\n".join([b'{"type":"openers","striker":"Asha","nonStriker":"Bilal"}', b'{"type":"bowler","name":"Kofi"}']
                         + [b'{"type":"delivery","bat":1}'] * 200) + b"\n"
    p = kill_at_random([str(b), "run", "--preset", "demo-cricket", "--input", "stdin", "--data-dir", str(data),
                        "--output", f"png:{frame}", "--size", "480x270"], span, stdin=actions)
    acked = [int(line.split("ack seq=")[1].split()[0]) for line in p.log.splitlines() if "ack seq=" in line]
    before = any(name.startswith("frame.png.tmp-") for name in os.listdir(frame.parent))
    r = run([b, "run", "--input", "stdin", "--data-dir", str(data), "--output", f"png:{frame}", "--size", "480x270"])
    assert r.returncode == 0, r.stderr
    log = r.stderr.decode()
    assert ("unfinished frame" in log) == before, f"frames {n}: debris {before}, log {log!r}"
    assert not any(name.startswith("frame.png.tmp-") for name in os.listdir(frame.parent)), f"frames {n}: left"
    if acked:
        resumed = int(log.split("resumed seq=")[1].split()[0])
        assert resumed >= max(acked), f"frames {n}: acknowledged {max(acked)}, resumed {resumed}"
    again = run([b, "run", "--input", "stdin", "--data-dir", str(data), "--output", f"png:{frame}", "--size", "480x270"])
    assert "unfinished frame" not in again.stderr.decode(), f"frames {n}: said twice"
    return before


def timed(args: list[str], stdin: bytes | None = None) -> float:
    started = time.monotonic()
    subprocess.run(args, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
    return time.monotonic() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", type=Path, default=Path(".build/debug/scoreline"))
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    random.seed(seed)
    b = str(args.binary.resolve())
    work = Path(tempfile.mkdtemp(prefix="debris-"))
    try:
        source = work / "source"
        for _ in range(6):
            assert run([b, "add", str(MATCH), "--data-dir", str(source)]).returncode == 0
        backup = work / "club.backup"
        assert run([b, "backup", "--out", str(backup), "--data-dir", str(source)]).returncode == 0
        spans = {"restore": timed([b, "restore", str(backup), "--data-dir", str(work / "span-r")]),
                 "creation": timed([b, "add", str(MATCH), "--data-dir", str(work / "span-c")])}
        frames = b"\n".join([b'{"type":"delivery","bat":1}'] * 200)
        spans["frames"] = timed([b, "run", "--preset", "demo-cricket", "--input", "stdin", "--data-dir", str(work / "span-f"),
                                 "--output", f"png:{work}/span.png", "--size", "480x270"], frames)
        found = {"restore": 0, "creation": 0, "frames": 0}
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            jobs = [(k, pool.submit(restore_try, b, work, n, backup, source, spans["restore"])) for n, k in enumerate(["restore"] * args.kills)]
            jobs += [(k, pool.submit(creation_try, b, work, n, spans["creation"])) for n, k in enumerate(["creation"] * args.kills)]
            jobs += [(k, pool.submit(frame_try, b, work, n, spans["frames"])) for n, k in enumerate(["frames"] * args.kills)]
            for kind, job in jobs:
                found[kind] += job.result()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"debris (seed {seed}): {args.kills} kills each; debris found and cleaned once: restore {found['restore']}, "
          f"creation {found['creation']}, frames {found['frames']}; nothing valid lost")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Every file a person names is read with a limit and never blocks (issue 39, promise 8):
`add`, `queue add`, `import`, `config check`, `run --config`, `replay`, `render` and `roster photo set`, each given a FIFO,
/dev/zero, a directory and a 1 GB sparse file, must be refused within 1 s, with a peak
memory (the child's ru_maxrss) under 50 MB, by a sentence that names the file and says
what is accepted ("regular file"), and must leave the data directory as it was.

The figures are measured, one child at a time, with os.wait4. A command that blocked would
be killed at the 10 s guard and reported. The baseline of the debug binary is about 29 MB
(`scoreline --help`), so 50 MB is left for reading nothing.
"""
from __future__ import annotations

import argparse
import os
import selectors
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LIMIT_SECONDS = 1.0
LIMIT_KB = 50 * 1024


def inputs(work: Path) -> dict[str, Path]:
    fifo = work / "fifo"
    os.mkfifo(fifo)
    folder = work / "folder"
    folder.mkdir()
    big = work / "big"
    with open(big, "wb") as f:
        f.truncate(1 << 30)  # 1 GiB, sparse: the size is what is refused
    return {"FIFO": fifo, "/dev/zero": Path("/dev/zero"), "directory": folder, "1 GB file": big}


def commands(binary: Path, data: Path, work: Path, f: Path) -> dict[str, list[str]]:
    b, d = str(binary), str(data)
    return {
        "add": [b, "add", str(f), "--data-dir", d],
        "queue add": [b, "queue", "add", str(f), "--data-dir", d],
        "import": [b, "import", str(f), "--data-dir", d],
        "config check": [b, "config", "check", "--config", str(f)],
        "run --config": [b, "run", "--config", str(f), "--data-dir", d, "--input", "stdin",
                         "--output", f"png:{work}/frame.png", "--size", "64x36"],
        # A match file to fold and print, or to draw: the same rules (the session after).
        "replay": [b, "replay", str(f)],
        "render": [b, "render", str(f), "--out", f"{work}/render.png", "--size", "64x36"],
        # A roster picture (ADR 053): the file is read before the roster is.
        "roster photo": [b, "roster", "photo", "set", "p1", str(f), "--data-dir", d],
    }


def run_one(args: list[str]) -> tuple[int, float, int, str]:
    """Runs one child and returns (status, seconds, peak RSS in KB, stderr)."""
    started = time.monotonic()
    r, w = os.pipe()
    pid = os.posix_spawn(args[0], args, os.environ, file_actions=[
        (os.POSIX_SPAWN_OPEN, 0, "/dev/null", os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
        (os.POSIX_SPAWN_DUP2, w, 2),
        (os.POSIX_SPAWN_CLOSE, r)])
    os.close(w)
    err = b""
    deadline = started + 10
    os.set_blocking(r, False)
    sel = selectors.DefaultSelector()
    sel.register(r, selectors.EVENT_READ)
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            os.kill(pid, 9)
            _, _, usage = os.wait4(pid, 0)
            os.close(r)
            return -9, time.monotonic() - started, usage.ru_maxrss, "killed: still running after 10 s (blocked)"
        if sel.select(left):
            chunk = os.read(r, 65536)
            if not chunk:
                break
            err += chunk
    _, status, usage = os.wait4(pid, 0)
    os.close(r)
    return os.waitstatus_to_exitcode(status), time.monotonic() - started, usage.ru_maxrss, err.decode("utf-8", "replace")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", type=Path, default=Path(".build/debug/scoreline"))
    args = parser.parse_args()
    binary = args.binary.resolve()
    work = Path(tempfile.mkdtemp(prefix="input-limits-"))
    failures, rows = [], []
    try:
        for kind, f in inputs(work).items():
            data = work / "data"
            for name, argv in commands(binary, data, work, f).items():
                status, seconds, peak_kb, err = run_one(argv)
                rows.append(f"{name:13} {kind:10} exit {status}  {seconds:5.2f} s  {peak_kb / 1024:5.1f} MB  {err.strip().splitlines()[-1][:150] if err.strip() else ''}")
                problems = []
                if status == 0:
                    problems.append("exit 0")
                if seconds > LIMIT_SECONDS:
                    problems.append(f"{seconds:.2f} s")
                if peak_kb > LIMIT_KB:
                    problems.append(f"{peak_kb / 1024:.1f} MB")
                if str(f) not in err or "regular file" not in err:
                    problems.append(f"no sentence naming {f} and a regular file: {err!r}")
                if data.exists():
                    problems.append(f"the data directory was touched: {sorted(os.listdir(data))}")
                    shutil.rmtree(data)
                if problems:
                    failures.append(f"{name} on {kind}: " + "; ".join(problems))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("\n".join(rows))
    if failures:
        print("FAILED:\n" + "\n".join(failures), file=sys.stderr)
        return 1
    print(f"input limits: {len(rows)} refusals, each within {LIMIT_SECONDS:.0f} s and {LIMIT_KB // 1024} MB, with a sentence")
    return 0


if __name__ == "__main__":
    sys.exit(main())

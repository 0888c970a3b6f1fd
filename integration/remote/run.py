"""Runs every browser and integration test of the phone web app (integration/remote/test_*.py), each
as its own process against the same binary, and ends with one 'N passed, N failed' line. A
test file exits 0 when all its checks held; its output is shown as it runs."""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("only", nargs="*", help="test files to run (default: every test_*.py)")
    args = parser.parse_args()
    files = [HERE / name for name in args.only] if args.only else sorted(HERE.glob("test_*.py"))
    passed, failed = [], []
    for path in files:
        started = time.monotonic()
        print(f"--- {path.name}", flush=True)
        done = subprocess.run([sys.executable, str(path), "--binary", args.binary], timeout=900)
        took = time.monotonic() - started
        (passed if done.returncode == 0 else failed).append(path.name)
        print(f"--- {path.name}: {'passed' if done.returncode == 0 else f'FAILED (exit {done.returncode})'} in {took:.0f} s", flush=True)
    if failed:
        print("failed: " + ", ".join(failed))
    print(f"{len(passed)} passed, {len(failed)} failed")
    return 0 if not failed else 1


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The board shows how to join (issue 40, ADR 050): the real debug binary's idle screen.

The kiosk runs with the phone web app on (`[remote] listen`) and a PNG display. The test reads
the idle board's QR code from that PNG with `zbarimg` (Debian's zbar-tools), as a phone's
camera would, and opens what it decodes: it must be the kiosk's pairing page with the board's
live pairing code filled in (`/pair?code=NNNNNN`, 200). A phone pairs over HTTP with the code
the QR carried, nothing else, and the codes leave the idle board. A code used once is spent:
a second phone with the same QR's code is refused.
Every wait polls the screen or the log for what it waits on.

Usage: integration/join/test_join_codes.py [--binary .build/debug/scoreline] [--keep]
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def wait(what: str, check, seconds: float):
    """Polls `check` until it returns something truthy; fails with `what` after `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.1)
    raise SystemExit(f"FAIL: {what} within {seconds:.0f} s")


def decoded(png: Path) -> list[str]:
    if not png.exists():
        return []
    done = subprocess.run(["zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", str(png)],
                          capture_output=True, text=True)
    return [line for line in done.stdout.splitlines() if line]


def post(url: str, body: dict) -> tuple[int, str]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, answer.read().decode(errors="replace")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(errors="replace")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / ".build/debug/scoreline"))
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args()
    if shutil.which("zbarimg") is None:
        print("FAIL: zbarimg is missing: SCORELINE_SETUP=test script/setup installs zbar-tools")
        return 1
    work = Path(tempfile.mkdtemp(prefix="scoreline-join-"))
    config = work / "scoreline.toml"
    config.write_text(f'data_dir = "{work / "data"}"\n\n[remote]\nlisten = "127.0.0.1:0"\n')
    frame = work / "frame.png"
    log = work / "kiosk.stderr"
    env = dict(os.environ, SCORELINE_WEB=str(ROOT / "web"))
    with open(log, "wb") as stderr:
        kiosk = subprocess.Popen([args.binary, "run", "--config", str(config), "--input", "stdin",
                                  "--output", f"png:{frame}", "--size", "1280x720"],
                                 stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=stderr, env=env)
    try:
        port = wait("the web app's port in the log",
                    lambda: (m := re.search(r"listening on http://127\.0\.0\.1:(\d+)/", log.read_text(errors="replace"))) and m.group(1), 30)
        expected = re.compile(rf"http://127\.0\.0\.1:{port}/pair\?code=(\d{{6}})$")
        codes = wait(f"a QR code reading {expected.pattern} on the idle board",
                     lambda: (c := decoded(frame)) and any(expected.match(t) for t in c) and c, 30)
        url = next(t for t in codes if expected.match(t))
        print(f"    ok   the idle board's codes read {codes}")
        with urllib.request.urlopen(url, timeout=10) as page:
            if page.status != 200:
                raise SystemExit(f"FAIL: {url} answered {page.status}")
        print(f"    ok   {url} opens the pairing page (200)")
        # A phone pairs with the code the QR carried: the idle board stops inviting at once
        # (the pairing route tells the session).
        base = f"http://127.0.0.1:{port}"
        code = expected.match(url).group(1)
        status, body = post(base + "/pair", {"code": code, "label": "join test"})
        if status != 200:
            raise SystemExit(f"FAIL: POST /pair with the QR's code answered {status} {body}")
        print("    ok   the QR's code pairs the phone (200)")
        status, body = post(base + "/pair", {"code": code, "label": "second phone"})
        if status != 409:
            raise SystemExit(f"FAIL: the same code a second time answered {status} {body}, not 409")
        print("    ok   the code is spent: the same code again is refused (409)")
        wait("the idle board without its code once a phone is paired", lambda: frame.exists() and decoded(frame) == [], 15)
        print("    ok   once a phone is paired the idle board shows no code")
        return 0
    finally:
        kiosk.terminate()
        kiosk.wait(timeout=10)
        if args.keep:
            print(f"    kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

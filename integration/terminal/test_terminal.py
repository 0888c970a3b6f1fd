#!/usr/bin/env python3
"""The board in a real terminal (issue 23): tmux runs `scoreline run --output terminal`, keys
go in with `send-keys`, and `capture-pane -e` is read back as cells and turned into pixels.

1. At 120x40 and 80x24, 24-bit colour: after the keys, the pane's board equals, pixel for
   pixel, `scoreline render` of the match the terminal run recorded, at the same pixel size,
   and `scoreline replay` of that match gives the score worked out by hand from the keys.
2. The 256-colour palette (no COLORTERM): every pixel is the palette entry nearest the render.
3. NO_COLOR: the board as text lines, the score among them.
4. A resize from 120x40 to 80x24 and back redraws the board laid out for each size.
5. `scoreline watch` in a second pane shows each press of the first, follows `startNext` into
   the next match, and leaves the data directory byte for byte as it was.
6. Exit paths: q, Ctrl-C, SIGTERM and SIGHUP each leave the terminal modes (`stty -g`), the
   cursor and the normal screen as they were; closing the pane ends the program.

Waits are on conditions (a pane that shows the expected pixels, `tmux wait-for`), each
with a deadline; none is a sleep.

Usage: integration/terminal/test_terminal.py [--binary .build/debug/scoreline] [--keep]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import pane  # noqa: E402

FOOTER_ROWS = 2
SOCKET = f"scoreline-test-{os.getpid()}"
failures: list[str] = []


def tmux(*args: str, check: bool = True) -> str:
    return subprocess.run(["tmux", "-L", SOCKET, "-f", "/dev/null", *args], check=check, capture_output=True, text=True).stdout


def stage(name: str):
    print(f"::: terminal: {name}", flush=True)


def check(ok: bool, what: str):
    print(("    ok   " if ok else "    FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)


def wait_until(condition, what: str, seconds: float = 15.0):
    """Polls `condition` until it holds; a failure after the deadline says what was awaited."""
    deadline = time.monotonic() + seconds
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            return None
        time.sleep(0.05)  # a poll interval, not a synchronisation: the condition decides


def read_ppm(path: Path):
    data = path.read_bytes()
    m = re.match(rb"P6\s+(\d+)\s+(\d+)\s+(\d+)\s", data)
    width, height = int(m.group(1)), int(m.group(2))
    body = data[m.end():]
    return [[tuple(body[(y * width + x) * 3:(y * width + x) * 3 + 3]) for x in range(width)] for y in range(height)]


def nearest_palette(rgb):
    """The xterm 256-colour entry nearest `rgb` (cube or grey ramp), written from the palette's
    definition, independently of the Swift code."""
    levels = [0, 95, 135, 175, 215, 255]
    best = None
    for r in range(6):
        for g in range(6):
            for b in range(6):
                c = (levels[r], levels[g], levels[b])
                d = sum((x - y) ** 2 for x, y in zip(rgb, c))
                if best is None or d < best[0]:
                    best = (d, c)
    for i in range(24):
        v = 8 + 10 * i
        d = sum((x - v) ** 2 for x in rgb)
        if d < best[0]:
            best = (d, (v, v, v))
    return best[1]


class Terminal:
    def __init__(self, binary: Path, work: Path):
        self.binary = binary
        self.work = work
        self.count = 0

    def start(self, name: str, columns: int, rows: int, data: Path, env: dict[str, str], extra: str = "--preset demo-cricket",
              command: str = "run --input terminal --output terminal", marks: Path | None = None) -> str:
        """A tmux session running the kiosk; returns its target. The shell around it records the
        terminal modes before and after, the exit status, and signals `done-NAME`."""
        self.count += 1
        env_args = []
        for k, v in env.items():
            env_args += ["-e", f"{k}={v}"]
        # The shell catches (does not ignore) the signals, so they still reach scoreline and the
        # shell goes on to record what scoreline left behind.
        marks = marks or data
        script = (
            f"trap : INT TERM HUP; stty -g > {marks}/stty-before; "
            f"{self.binary} {command} --data-dir {data} {extra}; "
            f"echo $? > {marks}/status; stty -g > {marks}/stty-after; "
            f"tmux -L {SOCKET} display -p '#{{alternate_on}} #{{cursor_flag}}' > {marks}/screen-after; "
            f"tmux -L {SOCKET} wait-for -S done-{name}; exec cat"
        )
        data.mkdir(parents=True, exist_ok=True)
        marks.mkdir(parents=True, exist_ok=True)
        # -u: tmux must know the terminal speaks UTF-8 to keep "▀" as one cell.
        tmux("-u", "new-session", "-d", "-s", name, "-x", str(columns), "-y", str(rows), *env_args,
             "env", "-u", "COLORTERM", "-u", "NO_COLOR", *[f"{k}={v}" for k, v in env.items()], "TERM=tmux-256color", "sh", "-c", script)
        return name

    def keys(self, target: str, keys: list[str]):
        for key in keys:
            tmux("send-keys", "-t", target, "-l", key)

    def cells(self, target: str):
        return pane.parse(tmux("capture-pane", "-e", "-p", "-t", target))


def journal_actions(data: Path) -> list[dict]:
    current = (data / "current").read_text().strip()
    lines = (data / "matches" / current / "journal.jsonl").read_text().splitlines()
    # Group headers (ADR 047: `{"v":2,…,"a":{"group":N}}`, before a press's records) are no actions.
    return [json.loads(line)["a"] for line in lines if line.strip() and not line.startswith('{"v":2,')]


def records(data: Path) -> int:
    try:
        return len(journal_actions(data))
    except (OSError, ValueError):
        return 0


def expected_render(binary: Path, data: Path, work: Path, size: tuple[int, int], tag: str):
    """The render of the match the terminal recorded, at `size` pixels, and its replay."""
    match = work / f"{tag}.jsonl"
    # Times stay out: the render shows the board as the actions leave it, without a flash.
    actions = []
    for a in journal_actions(data):
        a = dict(a)
        for key in ("at", "steady", "synced"):
            a.pop(key, None)
        actions.append(json.dumps(a))
    match.write_text("\n".join(actions) + "\n")
    out = work / f"{tag}.ppm"
    subprocess.run([str(binary), "render", str(match), "--size", f"{size[0]}x{size[1]}", "--out", str(out)], check=True, capture_output=True)
    replay = json.loads(subprocess.run([str(binary), "replay", str(match)], check=True, capture_output=True, text=True).stdout)
    return read_ppm(out), replay


# The default terminal keys (docs/inputs.md) by the button names `--input stdin` takes.
KEY_BUTTONS = {"1": "run1", "2": "run2", "3": "run3", "4": "run4", "6": "run6", "0": "dot", "w": "wide", "n": "noBall", "x": "wicket"}


def reference_records(binary: Path, data: Path, keys: list[str]) -> int:
    presses = "".join(KEY_BUTTONS[k] + "\n" for k in keys)
    subprocess.run([str(binary), "run", "--input", "stdin", "--output", f"png:{data}.ppm", "--size", "64x32", "--data-dir", str(data),
                    "--preset", "demo-cricket"], input=presses, text=True, check=True, capture_output=True)
    return records(data)


def board_field(replay: dict, key: str) -> str | None:
    for field in replay.get("scoreboard", {}).get("fields", []):
        if field.get("key") == key:
            return field.get("text")
    return None


def pane_pixels(term: Terminal, target: str, columns: int, rows: int):
    return pane.pixels(term.cells(target), columns, rows - FOOTER_ROWS)


def distance(a, b) -> int:
    return sum((x - y) ** 2 for x, y in zip(a, b))


def differing(a, b, palette=False) -> int:
    """Pixels of the pane `a` that are not the render `b`'s: with the palette, not an entry as
    near the render's colour as the nearest one (two entries can be equally near)."""
    count = 0
    for row_a, row_b in zip(a, b):
        for pa, pb in zip(row_a, row_b):
            if palette:
                if distance(pa, pb) != distance(nearest_palette(pb), pb):
                    count += 1
            elif pa != pb:
                count += 1
    return count + abs(len(a) - len(b))


def test_board(term: Terminal, binary: Path, work: Path, columns: int, rows: int, keys: list[str], score: str, env, palette=False, tag=""):
    name = f"board{columns}x{rows}{tag}"
    data = work / name
    target = term.start(name, columns, rows, data, env)
    size = (columns, (rows - FOOTER_ROWS) * 2)
    # How many records the keys make (the box adds openers and a bowler by itself): the same
    # presses, by their button names, through `--input stdin` into a data directory of its own.
    wanted = reference_records(binary, work / f"{name}-reference", keys)
    wait_until(lambda: records(data) >= 1, "the match started")
    term.keys(target, keys)
    wait_until(lambda: records(data) >= wanted, f"{wanted} records")
    check(records(data) == wanted, f"{name}: the keys {' '.join(keys)} recorded {wanted} records, as the same presses on stdin do")
    expected, replay = expected_render(binary, data, work, size, name)
    check(board_field(replay, "score") == score, f"{name}: `scoreline replay` of the recorded match gives {score} (got {board_field(replay, 'score')})")
    shown = wait_until(lambda: differing(pane_pixels(term, target, columns, rows), expected, palette) == 0, "pane equals render", 10)
    if not shown:
        pixels = pane_pixels(term, target, columns, rows)
        pane.save_png(pixels, str(work / f"{name}-pane.png"))
        check(False, f"{name}: the pane's {size[0]}x{size[1]} board equals the render ({differing(pixels, expected, palette)} pixels differ; {work}/{name}-pane.png)")
    else:
        check(True, f"{name}: the pane's {size[0]}x{size[1]} board equals `scoreline render` of the recorded match" + (" within the 256-colour palette" if palette else ", pixel for pixel"))
    help_line = pane.text(term.cells(target), rows - FOOTER_ROWS)
    check(help_line.startswith("q quit"), f"{name}: the key help is under the board ({help_line[:40]!r})")
    return target, data


def test_watch(term: Terminal, binary: Path, work: Path):
    """A kiosk pane and a watch pane of the same size: the watch shows each press of the
    kiosk, follows startNext into the queued match, and writes nothing."""
    data = work / "watched"
    # A best-of-three badminton match to 3 points, so the test can finish it and start the next.
    config = work / "short.toml"
    config.write_text('preset = "short"\n[presets.short]\nsport = "badminton"\nformat = "custom"\n'
                      'rules = { pointsToWin = 3, winBy = 1 }\n'
                      'sides = [ { name = "Aces", players = ["Ann"] }, { name = "Bolts", players = ["Ben"] } ]\n')
    kiosk = term.start("kiosk", 120, 40, data, {"COLORTERM": "truecolor"}, extra=f"--config {config}")
    wait_until(lambda: records(data) >= 1, "the kiosk started")
    watch = term.start("watch", 120, 40, data, {"COLORTERM": "truecolor"}, extra="", command="watch", marks=work / "watch-marks")

    def same_board():
        k = pane_pixels(term, kiosk, 120, 40)
        return any(px != (0, 0, 0) for row in k for px in row) and k == pane_pixels(term, watch, 120, 40)

    check(bool(wait_until(same_board, "watch shows the kiosk's board")), "watch shows the board the kiosk shows")
    latencies = []
    # A point each way, then side A takes two games (N holds Advance between them).
    for key in ["a", "k", "a", "a", "N", "a", "a", "a"]:
        before = records(data)
        term.keys(kiosk, [key])
        wait_until(lambda: records(data) > before, f"{key} recorded")
        pressed = time.monotonic()
        ok = wait_until(same_board, "watch caught up", 5)
        latencies.append(time.monotonic() - pressed)
        check(bool(ok), f"watch shows the press {key} (record {records(data)})")
    print(f"    watch caught up {max(latencies) * 1000:.0f} ms after the record at worst (polled every 50 ms)")
    first = (data / "current").read_text().strip()
    queued = work / "next-match.jsonl"
    queued.write_text((Path(__file__).resolve().parents[2] / "docs/examples/demo-cricket.jsonl").read_text().splitlines()[0] + "\n")
    subprocess.run([str(binary), "queue", "add", "--data-dir", str(data), str(queued)], check=True, capture_output=True)
    term.keys(kiosk, ["S"])
    moved = wait_until(lambda: (data / "current").exists() and (data / "current").read_text().strip() not in ("", first), "the next match")
    check(bool(moved), "startNext in the kiosk started the queued match")
    check(bool(wait_until(same_board, "watch follows", 5)), "watch follows startNext to the new match's board")
    term.keys(watch, ["q"])
    subprocess.run(["tmux", "-L", SOCKET, "-f", "/dev/null", "wait-for", "done-watch"], timeout=20, check=True)
    marks = work / "watch-marks"
    check((marks / "stty-before").read_text() == (marks / "stty-after").read_text(), "watch: q leaves the terminal modes as they were")
    quit_and_check(term, kiosk, data, "q")

    # On a quiet data directory, a watch from start to quit changes nothing in it.
    before = digest(data)
    marks2 = work / "watch2-marks"
    watch2 = term.start("watch2", 80, 24, data, {"COLORTERM": "truecolor"}, extra="", command="watch", marks=marks2)
    shown = wait_until(lambda: any(px != (0, 0, 0) for row in pane_pixels(term, watch2, 80, 24) for px in row), "watch shows a board")
    check(bool(shown), "watch of a stopped kiosk's data directory shows its board")
    tmux("send-keys", "-t", watch2, "C-c")
    subprocess.run(["tmux", "-L", SOCKET, "-f", "/dev/null", "wait-for", "done-watch2"], timeout=20, check=True)
    check(digest(data) == before, f"watch leaves the data directory byte for byte as it was ({len(before)} entries)")


def quit_and_check(term: Terminal, target: str, data: Path, how: str):
    if how == "q":
        term.keys(target, ["q"])
    elif how == "ctrl-c":
        tmux("send-keys", "-t", target, "C-c")
    else:
        pid = wait_until(lambda: pid_of(data), "the kiosk's pid")
        os.kill(pid, {"sigterm": 15, "sighup": 1}[how])
    subprocess.run(["tmux", "-L", SOCKET, "-f", "/dev/null", "wait-for", f"done-{target}"], timeout=20, check=True)
    before = (data / "stty-before").read_text()
    after = (data / "stty-after").read_text()
    screen = (data / "screen-after").read_text().split()
    status = (data / "status").read_text().strip()
    check(before == after, f"{how}: the terminal modes are as before (stty -g)")
    check(screen == ["0", "1"], f"{how}: the normal screen is back and the cursor shown (alternate_on, cursor_flag = {screen})")
    check(status == "0", f"{how}: scoreline exits 0 (got {status})")


def pid_of(data: Path) -> int | None:
    """The kiosk's pid (not the shell around it, whose script names the same directory)."""
    out = subprocess.run(["pgrep", "-f", "--", f"scoreline run .*--data-dir {data} "], capture_output=True, text=True).stdout.split()
    out = [p for p in out if Path(f"/proc/{p}/comm").exists() and Path(f"/proc/{p}/comm").read_text().strip() == "scoreline"]
    return int(out[0]) if out else None


def digest(directory: Path) -> dict[str, str]:
    result = {}
    for path in sorted(directory.rglob("*")):
        if path.is_file():
            result[str(path.relative_to(directory))] = hashlib.sha256(path.read_bytes()).hexdigest()
        elif path.is_dir():
            result[str(path.relative_to(directory)) + "/"] = "dir"
    return result


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/scoreline")
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args()
    binary = Path(args.binary).resolve()
    work = Path(tempfile.mkdtemp(prefix="scoreline-terminal."))
    term = Terminal(binary, work)
    true_colour = {"COLORTERM": "truecolor"}
    start = time.monotonic()
    try:
        stage("24-bit colour at 120x40")
        # 1, 4, then w arms a wide and 6 gives it six runs run (7 wides, docs/inputs.md), then 1
        # (no FOUR/SIX flash on the last ball): 1 + 4 + 7 + 1 = 13 for none, in 0.3 overs.
        keys = ["1", "4", "w", "6", "1"]
        target, data = test_board(term, binary, work, 120, 40, keys, "13/0", true_colour)
        stage("resize 120x40 → 80x24 → 120x40")
        for columns, rows in [(80, 24), (120, 40)]:
            tmux("resize-window", "-t", target, "-x", str(columns), "-y", str(rows))
            size = (columns, (rows - FOOTER_ROWS) * 2)
            expected, _ = expected_render(binary, data, work, size, f"resize{columns}")
            ok = wait_until(lambda: differing(pane_pixels(term, target, columns, rows), expected) == 0, "resized board", 10)
            check(bool(ok), f"after a resize to {columns}x{rows} the board is laid out again at {size[0]}x{size[1]}, pixel for pixel")
        quit_and_check(term, target, data, "q")

        stage("24-bit colour at 80x24")
        target, data = test_board(term, binary, work, 80, 24, ["2", "x", "1"], "3/1", true_colour)
        quit_and_check(term, target, data, "ctrl-c")

        stage("256 colours at 120x40")
        target, data = test_board(term, binary, work, 120, 40, ["4", "1"], "5/0", {}, palette=True, tag="-256")
        quit_and_check(term, target, data, "sigterm")

        stage("NO_COLOR: the board as text")
        data = work / "plain"
        target = term.start("plain", 80, 24, data, {"NO_COLOR": "1"})
        wait_until(lambda: records(data) >= 1, "the match started")
        term.keys(target, ["6"])
        lines = wait_until(lambda: [pane.text(term.cells(target), r) for r in range(24)] if "6/0" in [pane.text(term.cells(target), r) for r in range(24)] else None, "6/0 shown")
        check(bool(lines), "NO_COLOR: the score 6/0 is a line of text")
        check(bool(lines) and any(l.startswith("q quit") for l in lines), "NO_COLOR: the key help is a line of text")
        quit_and_check(term, target, data, "sighup")

        stage("scoreline watch in a second pane")
        test_watch(term, binary, work)

        stage("closing the pane ends the kiosk")
        # scoreline is the pane's own process here, as under a login shell that passes the
        # hangup on: the kernel sends SIGHUP to the session leader when the terminal goes.
        data = work / "closed"
        data.mkdir(parents=True)
        target = "closed"
        tmux("-u", "new-session", "-d", "-s", target, "-x", "80", "-y", "24", "env", "COLORTERM=truecolor", "TERM=tmux-256color",
             str(binary), "run", "--input", "terminal", "--output", "terminal", "--data-dir", str(data), "--preset", "demo-cricket")
        wait_until(lambda: records(data) >= 1, "the match started")
        term.keys(target, ["1"])
        wait_until(lambda: records(data) >= 4, "the press recorded (openers, bowler, the run)")
        pid = pid_of(data)
        tmux("kill-session", "-t", target)
        gone = wait_until(lambda: pid is not None and not Path(f"/proc/{pid}").exists(), "the kiosk gone", 10)
        check(bool(gone), "closing the pane (SIGHUP) ends scoreline")
        check(records(data) == 4, "the press made before the pane closed is in the journal")
    finally:
        tmux("kill-server", check=False)
        if not args.keep and not failures:
            shutil.rmtree(work, ignore_errors=True)
    took = time.monotonic() - start
    if failures:
        print(f"TERMINAL TEST FAILED ({len(failures)}): " + "; ".join(failures) + f" (work: {work})")
        return 1
    print(f"TERMINAL TEST PASSED in {took:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The processes of the MQTT test (integration/mqtt/test_mqtt.py): a scoring kiosk per court fed
actions on stdin and publishing to the test's broker, and display-only followers drawing into
image files, with the courts' presets and actions. Every process started is registered in
`processes`, so the run stops them all whatever failed."""
from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import time
from pathlib import Path

from broker import Broker, read_image

VENUE = "hall"
COURTS = [str(n) for n in range(1, 13)]
CRICKET = "7"
# The followers' size: a small panel, where the badminton board leaves out its match clock
# (the `elapsed` field, priority 4), so `scoreline render` of the journal can be compared with
# it at any moment. BIG_SIZE shows the clock: court 1's kiosk and one more follower draw there.
FOLLOWER_SIZE = (480, 270)
BIG_SIZE = (1280, 720)
KIOSK_SIZE = "160x90"
HALL_SIZE = (960, 540)

# Every scorer and follower process started, so the end of the run stops them all whatever
# stage failed and however (a scenario's locals are gone with its exception).
processes: list[subprocess.Popen] = []


def badminton_preset(court: str) -> str:
    return (f'[presets.court]\nsport = "badminton"\nformat = "bwf21"\nmatchId = "hall-court-{court}"\n'
            f'sides = [ {{ name = "North {court}", players = ["Ann {court}"] }}, '
            f'{{ name = "South {court}", players = ["Ben {court}"] }} ]\n')


def cricket_preset(court: str) -> str:
    return (f'[presets.court]\nsport = "cricket"\nmatchId = "hall-court-{court}"\n'
            f'teams = [ {{ name = "Riverside", short = "RIV" }}, {{ name = "Hillside", short = "HIL" }} ]\n'
            f'rules = {{ oversPerInnings = 20 }}\n')


def badminton_points(court: str, batch: int, count: int) -> list[str]:
    rng = random.Random(f"{court}-{batch}")
    return [json.dumps({"type": "point", "side": rng.choice("AB")}) for _ in range(count)]


CRICKET_BATCHES = [
    ['{"type":"openers","striker":"Asha","nonStriker":"Bilal"}', '{"type":"bowler","name":"Kofi"}',
     '{"type":"delivery","bat":1}', '{"type":"delivery","bat":4}', '{"type":"delivery","bat":0}'],
    ['{"type":"delivery","bat":2}', '{"type":"delivery","wides":1}', '{"type":"delivery","bat":1}'],
    ['{"type":"delivery","bat":0}', '{"type":"bowler","name":"Lee"}', '{"type":"delivery","bat":3}'],
    ['{"type":"delivery","bat":1}'],
]


def actions(court: str, batch: int) -> list[str]:
    if court == CRICKET:
        return CRICKET_BATCHES[batch]
    return badminton_points(court, batch, [4 + int(court) % 5, 3, 2, 1][batch])


class Kiosk:
    """A scoring kiosk for one court: actions on stdin, publishing to the broker."""

    def __init__(self, binary: Path, work: Path, broker: Broker, court: str, size: str = KIOSK_SIZE):
        self.binary, self.court, self.size = binary, court, size
        self.dir = work / f"kiosk-{court}"
        self.dir.mkdir(parents=True)
        self.data = self.dir / "data"
        self.log = self.dir / "kiosk.log"
        self.config = self.dir / "scoreline.toml"
        self.frame = self.dir / "kiosk.ppm"
        preset = cricket_preset(court) if court == CRICKET else badminton_preset(court)
        self.config.write_text(f'preset = "court"\n\n[publish]\nbroker = "{broker.url}"\nvenue = "{VENUE}"\ncourt = "{court}"\n\n'
                               f'{preset}')
        self.sent = 0
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [str(self.binary), "run", "--config", str(self.config), "--data-dir", str(self.data), "--input", "stdin",
             "--output", f"png:{self.frame}", "--size", self.size],
            stdin=subprocess.PIPE, stdout=open(self.log, "ab"), stderr=subprocess.STDOUT)
        processes.append(self.proc)

    def send(self, lines: list[str]) -> None:
        assert self.proc and self.proc.stdin
        self.proc.stdin.write(("\n".join(lines) + "\n").encode())
        self.proc.stdin.flush()
        self.sent += len(lines)

    def acked(self) -> int:
        seqs = [int(s) for s in re.findall(r"\back seq=(\d+)", self.log.read_text(errors="replace"))]
        return max(seqs, default=0)

    def acked_seqs(self) -> list[int]:
        return [int(s) for s in re.findall(r"\back seq=(\d+)", self.log.read_text(errors="replace"))]

    def all_acked(self) -> bool:
        # The preset's newMatch is seq 1, then one record per action line.
        return self.acked() >= 1 + self.sent

    def journal(self) -> list[dict]:
        current = (self.data / "current").read_text().strip()
        lines = (self.data / "matches" / current / "journal.jsonl").read_text().splitlines()
        # Group headers (ADR 047: `{"v":2,…,"a":{"group":N}}`, before a press's records) are no records.
        return [json.loads(l) for l in lines if l.strip() and not l.startswith('{"v":2,')]

    def reference(self, size: tuple[int, int], tag: str, at: str | None = None) -> Path:
        """`scoreline render` of this court's journal (its actions, times included); with `at`
        (ISO 8601), the board as it was at that time, its clocks read then."""
        match = self.dir / f"journal-{tag}.jsonl"
        match.write_text("\n".join(json.dumps(r["a"]) for r in self.journal()) + "\n")
        out = self.dir / f"ref-{tag}-{size[0]}x{size[1]}.ppm"
        done = subprocess.run([str(self.binary), "render", str(match), "--size", f"{size[0]}x{size[1]}", "--out", str(out)]
                              + (["--at", at] if at else []),
                              capture_output=True, text=True, timeout=60)
        if done.returncode != 0:
            raise AssertionError(f"render of court {self.court}'s journal failed: {done.stderr}")
        return out

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill(self) -> None:
        if self.alive():
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)

    def finish(self) -> int | None:
        if self.proc is None:
            return None
        if self.proc.poll() is None and self.proc.stdin:
            self.proc.stdin.close()
            try:
                return self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()
                return None
        return self.proc.returncode


class Follower:
    """A display-only kiosk following a topic, drawing into a PPM file."""

    def __init__(self, binary: Path, work: Path, broker: Broker, topic: str, name: str, size: tuple[int, int], empty_config: Path):
        self.dir = work / name
        self.dir.mkdir(parents=True)
        self.topic, self.name, self.size = topic, name, size
        self.frame = self.dir / "frame.ppm"
        self.log = self.dir / "follower.log"
        self.args = [str(binary), "run", "--config", str(empty_config), "--follow", f"{broker.url}/{topic}",
                     "--output", f"png:{self.frame}", "--size", f"{size[0]}x{size[1]}"]
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        self.started = time.monotonic()
        self.proc = subprocess.Popen(self.args, stdin=subprocess.DEVNULL, stdout=open(self.log, "ab"), stderr=subprocess.STDOUT)
        processes.append(self.proc)

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def image(self):
        try:
            img = read_image(self.frame)
        except (OSError, ValueError):
            return None
        return img if len(img[2]) == img[0] * img[1] * 3 else None

    def shows(self, reference) -> bool:
        return self.image() == reference

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def stop(self) -> int | None:
        if self.proc is None:
            return None
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.kill(self.proc.pid, signal.SIGKILL)
                self.proc.wait()
        return self.proc.returncode

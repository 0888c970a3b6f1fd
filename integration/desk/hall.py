"""The processes of the desk's test (integration/desk/test_desk.py): the venue broker with the
project's own config and ACL (deploy/mosquitto, grown to six courts the way its comments say:
one block per court), six court kiosks fed rallies on stdin, and the desk kiosk with the web
app. Every process is registered so a failed run still stops them all."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO / "integration" / "mqtt"))
sys.path.insert(0, str(REPO / "integration" / "remote"))
from broker import Broker  # noqa: E402
import kiosk as remote  # noqa: E402

from games import COURTS  # noqa: E402

VENUE = "riverside"
EXAMPLE = REPO / "deploy" / "mosquitto"
processes: list[subprocess.Popen] = []
brokers: list[Broker] = []


def passwords() -> dict[str, str]:
    users = {f"scorer-{n}": f"pw-court-{n}" for n in range(1, COURTS + 1)}
    users.update({"desk": "pw-desk", "display-hall": "pw-hall"})
    return users


def venue_broker(work: Path) -> Broker:
    """The example broker config and ACL as installed, the ACL's court block repeated for
    courts 5 and 6 (the example has four), the test's loopback listener in place of 1883."""
    work.mkdir(parents=True, exist_ok=True)
    acl_text = (EXAMPLE / "scoreline.acl").read_text()
    block = re.search(r"(?ms)^user scorer-4\n.*?(?=\n\n)", acl_text)
    assert block, "deploy/mosquitto/scoreline.acl has no scorer-4 block to repeat"
    extra = "".join("\n\n" + block.group(0).replace("scorer-4", f"scorer-{n}").replace(f"/{VENUE}/4/", f"/{VENUE}/{n}/")
                    for n in range(5, COURTS + 1))
    acl_text = acl_text.replace(block.group(0), block.group(0) + extra)
    acl = work / "scoreline.acl"
    acl.write_text(acl_text)
    passwd = work / "scoreline.passwd"
    for i, (user, password) in enumerate(passwords().items()):
        subprocess.run(["mosquitto_passwd", *(["-c"] if i == 0 else []), "-b", str(passwd), user, password],
                       check=True, capture_output=True)
    conf = (EXAMPLE / "scoreline.conf").read_text()
    conf = conf.replace("/etc/mosquitto/scoreline.passwd", str(passwd)).replace("/etc/mosquitto/scoreline.acl", str(acl))
    conf = re.sub(r"(?m)^listener 1883$", Broker.LISTENER, conf)
    broker = Broker(work, extra=conf, name="venue-broker")
    brokers.append(broker)
    return broker


def mqtt_config(work: Path, broker: Broker, user: str, court: str) -> str:
    secret = work / f"{user}.password"
    secret.write_text(passwords()[user] + "\n")
    secret.chmod(0o600)
    return (f'[publish]\nbroker = "{broker.url}"\nvenue = "{VENUE}"\ncourt = "{court}"\n\n'
            f'[mqtt]\nusername = "{user}"\npasswordFile = "{secret}"\nkeepalive = 5\n')


class Court:
    """Court N's scoring kiosk: no preset (it plays what the desk calls), rallies on stdin."""

    def __init__(self, binary: Path, work: Path, broker: Broker, number: int):
        self.binary, self.number = binary, number
        self.dir = work / f"court-{number}"
        self.dir.mkdir(parents=True, exist_ok=True)
        self.data = self.dir / "data"
        self.log = self.dir / "kiosk.log"
        self.config = self.dir / "scoreline.toml"
        self.config.write_text(f'data_dir = "{self.data}"\n\n' + mqtt_config(self.dir, broker, f"scorer-{number}", str(number)))
        self.proc: subprocess.Popen | None = None

    def start(self) -> "Court":
        self.proc = subprocess.Popen(
            [str(self.binary), "run", "--config", str(self.config), "--input", "stdin",
             "--output", f"png:{self.dir / 'frame.png'}", "--size", "320x180"],
            stdin=subprocess.PIPE, stdout=open(self.log, "ab"), stderr=subprocess.STDOUT)
        processes.append(self.proc)
        return self

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def alive(self) -> bool:
        if self.proc is None or self.proc.poll() is not None:
            raise AssertionError(f"court {self.number}'s kiosk exited ({self.proc and self.proc.returncode}):\n{self.log_text()[-3000:]}")
        return True

    def send(self, lines: list[str]) -> None:
        assert self.proc and self.proc.stdin
        self.proc.stdin.write(("\n".join(lines) + "\n").encode())
        self.proc.stdin.flush()

    def queued(self, match: int) -> bool:
        return self.alive() and re.search(rf"desk: match {match} queued", self.log_text()) is not None

    def calls(self) -> list[str]:
        """The matches this court's box holds a call for (its `desk/*.call` files)."""
        folder = self.data / "desk"
        return sorted(p.stem for p in folder.glob("*.call")) if folder.exists() else []

    def points_recorded(self, match: int) -> int:
        """The actions of desk match `match` (its points and advanceGame lines) from its journal,
        what is durable; -1 while another match is in play."""
        current = self.data / "current"
        if not current.exists() or not current.read_text().strip().startswith(f"desk-{match}-c"):
            return -1
        journal = self.data / "matches" / current.read_text().strip() / "journal.jsonl"
        count = 0
        for line in journal.read_text(errors="replace").splitlines():
            if line.startswith('{"v":2,') or not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if record.get("a", {}).get("type") not in (None, "newMatch"):
                count += 1
        return count

    def kill(self) -> None:
        if self.proc and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()


class HallScreen:
    """The hall overview (`run --follow …/+`, the broker's user display-hall) drawing into a
    PNG: its call slide is what the desk's taps put on the hall's screen."""

    def __init__(self, binary: Path, work: Path, broker: Broker):
        self.dir = work / "hall-screen"
        self.dir.mkdir(parents=True, exist_ok=True)
        self.frame = self.dir / "frame.png"
        self.log = self.dir / "follower.log"
        config = self.dir / "scoreline.toml"
        # A display needs only [mqtt] (its user); the followed address is --follow's.
        config.write_text("[mqtt]" + mqtt_config(self.dir, broker, "display-hall", "hall").split("[mqtt]", 1)[1])
        self.proc = subprocess.Popen(
            [str(binary), "run", "--config", str(config), "--follow", f"{broker.url}/scoreline/{VENUE}/+",
             "--output", f"png:{self.frame}", "--size", "1280x720"],
            stdin=subprocess.DEVNULL, stdout=open(self.log, "ab"), stderr=subprocess.STDOUT)
        processes.append(self.proc)

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()


def desk_kiosk(binary: Path, work: Path, broker: Broker) -> remote.Kiosk:
    """The desk: `scoreline run` with `[desk]`, the web app on a loopback port, the broker's
    user `desk`. Its data directory (and so its journal and paired tokens) survives a restart."""
    desk_dir = work / "desk"
    desk_dir.mkdir(parents=True, exist_ok=True)
    extra = f"[desk]\ncourts = {COURTS}\n\n" + mqtt_config(desk_dir, broker, "desk", "desk")
    return remote.Kiosk(binary, work, preset=None, config_extra=extra, size="640x360", name="desk")


def stop_all() -> None:
    for broker in brokers:
        broker.kill()
    for proc in processes + remote.processes:
        if proc.poll() is None:
            proc.kill()
            proc.wait()

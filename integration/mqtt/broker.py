"""A real Mosquitto broker for a test, and what the MQTT tests share (Python stdlib only).

`Broker` starts Debian's `mosquitto` on 127.0.0.1 with a free port and its own config file in a
temporary directory (persistence off), waits for its log to say it listens, and stops it by
its pid. Debian's packaged service (port 1883) is never what a test talks to: every client is
pointed at this broker's port, and the broker's own log must show each client connecting.

Also here: `wait_until` (a poll with a deadline, never a sleep as synchronisation), the PNG
and PPM readers the tests compare frames with, and `mosquitto_pub` / `mosquitto_sub` wrappers.
"""
from __future__ import annotations

import os
import pwd
import re
import shutil
import signal
import socket
import struct
import subprocess
import time
import zlib
from pathlib import Path


class BrokerError(Exception):
    """The broker itself would not start or stop: a sentence a person can act on."""


def wait_until(condition, seconds: float, interval: float = 0.05):
    """Polls `condition` until it gives a true value (returned) or the deadline passes (None).
    The interval is a poll's pace, not a synchronisation: the condition decides."""
    deadline = time.monotonic() + seconds
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            return None
        time.sleep(interval)


def free_port() -> int:
    """A TCP port nobody listens on at this moment (the kernel's pick). The broker's log is
    checked after the start, so a port taken in between is a clear failure, not a wrong broker."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Broker:
    """One mosquitto process with a config of its own. `extra` is appended to the config (an
    ACL, a password file); `listen` is the address it binds (127.0.0.1 by default)."""

    def __init__(self, work: Path, extra: str = "", listen: str = "127.0.0.1", name: str = "broker"):
        if shutil.which("mosquitto") is None and not Path("/usr/sbin/mosquitto").exists():
            raise BrokerError("mosquitto is not installed (script/setup installs the mosquitto package)")
        self.dir = work / name
        self.dir.mkdir(parents=True, exist_ok=True)
        self.listen = listen
        self.extra = extra
        self.port = free_port()
        self.proc: subprocess.Popen | None = None
        self.log = self.dir / "mosquitto.log"
        self.starts = 0

    @property
    def url(self) -> str:
        return f"mqtt://127.0.0.1:{self.port}"

    def config_text(self) -> str:
        # Started as root, mosquitto drops to the user `mosquitto`, which could not read this
        # test's files: it stays the user running the test.
        user = pwd.getpwuid(os.geteuid()).pw_name
        return (f"# written by integration/mqtt/broker.py for one test run\n"
                f"user {user}\npersistence false\n"
                f"log_dest file {self.log}\nlog_type error\nlog_type warning\nlog_type notice\nlog_type information\n"
                f"log_timestamp_format %H:%M:%S\nconnection_messages true\n"
                f"per_listener_settings false\n"
                # Mosquitto 2 refuses anonymous clients once a listener is named; the test's
                # own broker takes them unless `extra` (an example config) says otherwise.
                f"{'' if 'allow_anonymous' in self.extra else 'allow_anonymous true' + chr(10)}"
                + self._with_listener())

    # Marks where the test's listener goes in `extra`, when settings after it belong to it (a
    # listener's own settings, such as use_username_as_clientid, apply to the listener above).
    LISTENER = "@TEST_LISTENER@"

    def _with_listener(self) -> str:
        line = f"listener {self.port} {self.listen}"
        if self.LISTENER in self.extra:
            return self.extra.replace(self.LISTENER, line) + "\n"
        return f"{self.extra}\n{line}\n"

    def start(self, timeout: float = 10) -> "Broker":
        """Starts the broker (again, on the same port, after `kill`) and returns once it listens."""
        config = self.dir / "mosquitto.conf"
        config.write_text(self.config_text())
        mark = self.log.stat().st_size if self.log.exists() else 0
        binary = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
        self.proc = subprocess.Popen([binary, "-c", str(config)], stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=open(self.dir / "stderr.log", "ab"))
        self.starts += 1

        def listening():
            if self.proc.poll() is not None:
                raise BrokerError(f"mosquitto exited ({self.proc.returncode}) at start:\n{self.tail(mark)}"
                                  f"{(self.dir / 'stderr.log').read_text()}")
            return f"Opening ipv4 listen socket on port {self.port}." in self.tail(mark) and self._accepts()

        if not wait_until(listening, timeout):
            self.kill()
            raise BrokerError(f"mosquitto did not listen on {self.listen}:{self.port} within {timeout} s:\n{self.tail(mark)}")
        return self

    def _accepts(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1" if self.listen in ("127.0.0.1", "0.0.0.0") else self.listen, self.port), timeout=1):
                return True
        except OSError:
            return False

    def tail(self, since: int = 0) -> str:
        if not self.log.exists():
            return ""
        with open(self.log, "rb") as f:
            f.seek(since)
            return f.read().decode("utf-8", "replace")

    def kill(self) -> None:
        """SIGKILL by pid, as a crash or a power cut would: no clean goodbye to any client."""
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        """SIGTERM by pid, and SIGKILL if it does not go within 10 s."""
        if self.proc is None or self.proc.poll() is not None:
            return
        os.kill(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.kill()

    def clients_seen(self) -> list[str]:
        """The client ids this broker has accepted, from its own log."""
        return re.findall(r"New client connected from \S+ as (\S+)", self.tail())


def pub(broker: Broker, topic: str, payload: bytes | str | None = None, *, user: str | None = None,
        password: str | None = None, retain: bool = False, qos: int = 1, file: Path | None = None,
        client_id: str | None = None) -> subprocess.CompletedProcess:
    """One `mosquitto_pub` to the broker; returns the finished process (its status and output)."""
    args = ["mosquitto_pub", "-h", "127.0.0.1", "-p", str(broker.port), "-t", topic, "-q", str(qos)]
    if retain:
        args.append("-r")
    if user is not None:
        args += ["-u", user]
    if password is not None:
        args += ["-P", password]
    if client_id is not None:
        args += ["-i", client_id]
    if file is not None:
        args += ["-f", str(file)]
    elif payload is None:
        args.append("-n")
    else:
        args += ["-s"]
    data = payload.encode() if isinstance(payload, str) else payload
    return subprocess.run(args, input=data if file is None and payload is not None else None,
                          capture_output=True, timeout=20)


class Sub:
    """A `mosquitto_sub -v -d` in the background, its output in a file: each message is a line
    `topic payload`; the debug lines (`Client … received SUBACK`) show it has subscribed."""

    def __init__(self, broker: Broker, topic: str, out: Path, *, user: str | None = None,
                 password: str | None = None, client_id: str | None = None):
        # stdbuf: mosquitto_sub's stdout is a file here, which stdio would flush only when full.
        args = ["stdbuf", "-oL", "mosquitto_sub", "-h", "127.0.0.1", "-p", str(broker.port), "-t", topic, "-q", "1", "-v", "-d"]
        if user is not None:
            args += ["-u", user]
        if password is not None:
            args += ["-P", password]
        if client_id is not None:
            args += ["-i", client_id]
        self.out = out
        self.proc = subprocess.Popen(args, stdout=open(out, "wb"), stderr=subprocess.STDOUT)

    def text(self) -> str:
        return self.out.read_text(errors="replace")

    def subscribed(self, seconds: float = 10) -> bool:
        return bool(wait_until(lambda: "received SUBACK" in self.text() or self.proc.poll() is not None, seconds)) \
            and self.proc.poll() is None

    def messages(self) -> list[tuple[str, str]]:
        found = []
        for line in self.text().splitlines():
            if line.startswith(("Client ", "Subscribed (mid")) or not line.strip():
                continue
            topic, _, payload = line.partition(" ")
            found.append((topic, payload))
        return found

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGTERM)
            self.proc.wait(timeout=10)


def read_png(path: Path, keep_alpha: bool = False) -> tuple[int, int, bytes]:
    """Width, height and RGB bytes (RGBA with `keep_alpha`, which needs an RGBA PNG) of an
    8-bit RGB or RGBA PNG (non-interlaced): what the program writes. Decoded here from the PNG
    definition, not by the program under test."""
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    i, idat, width = 8, b"", 0
    height = colour = 0
    while i < len(data):
        (n,) = struct.unpack(">I", data[i:i + 4])
        kind = data[i + 4:i + 8]
        body = data[i + 8:i + 8 + n]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace != 0:
                raise ValueError(f"{path}: PNG of depth {depth}, colour type {colour}, interlace {interlace} is not read here")
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        i += 12 + n
    bpp = 3 if colour == 2 else 4
    if keep_alpha and bpp != 4:
        raise ValueError(f"{path} has no alpha channel (colour type {colour})")
    raw = zlib.decompress(idat)
    stride = width * bpp
    out = bytearray()
    prev = bytearray(stride)
    pos = 0
    for _ in range(height):
        f = raw[pos]
        line = bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        if f == 1:
            for x in range(bpp, stride):
                line[x] = (line[x] + line[x - bpp]) & 0xFF
        elif f == 2:
            for x in range(stride):
                line[x] = (line[x] + prev[x]) & 0xFF
        elif f == 3:
            for x in range(stride):
                left = line[x - bpp] if x >= bpp else 0
                line[x] = (line[x] + ((left + prev[x]) >> 1)) & 0xFF
        elif f == 4:
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                b = prev[x]
                c = prev[x - bpp] if x >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        elif f != 0:
            raise ValueError(f"{path}: unknown PNG filter {f}")
        out += line
        prev = line
    if bpp == 4 and not keep_alpha:
        out = bytearray(b for j in range(0, len(out), 4) for b in out[j:j + 3])
    return width, height, bytes(out)


def read_ppm(path: Path) -> tuple[int, int, bytes]:
    data = path.read_bytes()
    m = re.match(rb"P6\s+(\d+)\s+(\d+)\s+(\d+)\s", data)
    if m is None or m.group(3) != b"255":
        raise ValueError(f"{path} is not an 8-bit binary PPM")
    w, h = int(m.group(1)), int(m.group(2))
    return w, h, data[m.end():m.end() + w * h * 3]


def read_image(path: Path) -> tuple[int, int, bytes]:
    return read_ppm(path) if path.suffix == ".ppm" else read_png(path)


def differing_box(a: tuple[int, int, bytes], b: tuple[int, int, bytes]) -> tuple[int, tuple[int, int, int, int] | None]:
    """How many pixels differ, and their bounding box (x0, y0, x1, y1, inclusive; None when none)."""
    if a[:2] != b[:2]:
        return -1, None
    w = a[0]
    count, xs, ys = 0, [], []
    for y in range(a[1]):
        ra, rb = a[2][y * w * 3:(y + 1) * w * 3], b[2][y * w * 3:(y + 1) * w * 3]
        if ra != rb:
            for x in range(w):
                if ra[x * 3:x * 3 + 3] != rb[x * 3:x * 3 + 3]:
                    count += 1
                    xs.append(x)
                    ys.append(y)
    return count, ((min(xs), min(ys), max(xs), max(ys)) if xs else None)


def differing_rows(a: tuple[int, int, bytes], b: tuple[int, int, bytes]) -> tuple[int, range | None]:
    """How many pixels differ, and the rows they lie in (None when none differ)."""
    if a[:2] != b[:2]:
        return -1, None
    w = a[0]
    count, rows = 0, []
    for y in range(a[1]):
        ra, rb = a[2][y * w * 3:(y + 1) * w * 3], b[2][y * w * 3:(y + 1) * w * 3]
        if ra != rb:
            rows.append(y)
            count += sum(1 for x in range(0, w * 3, 3) if ra[x:x + 3] != rb[x:x + 3])
    return count, (range(rows[0], rows[-1] + 1) if rows else None)

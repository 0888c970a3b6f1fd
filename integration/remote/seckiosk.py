"""A kiosk with the phone web app on loopback, for the security tests until the coordinator's
integration/remote/kiosk.py lands: `scoreline run` with `[remote] listen` on a free port, a temporary
data directory, actions written to its stdin, and its stderr collected so a test can read the
pairing code the way an operator reads the log. Every wait polls with a deadline; nothing
sleeps a fixed time."""
from __future__ import annotations

import http.client
import json
import os
import re
import resource
import signal
import subprocess
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def wait_for(condition, timeout: float, what: str, every: float = 0.02):
    """Polls `condition` until it returns something truthy, or fails naming `what`."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        threading.Event().wait(every)


class Reply:
    def __init__(self, status: int, headers: dict[str, str], body: bytes):
        self.status = status
        self.headers = headers
        self.body = body

    def json(self):
        return json.loads(self.body.decode())

    def __repr__(self) -> str:
        return f"Reply({self.status}, {self.body[:200]!r})"


class Kiosk:
    def __init__(self, binary: str, preset: str = "demo-badminton", size: str = "480x270", extra_config: str = "",
                 nofile: int | None = None):
        self.dir = Path(tempfile.mkdtemp(prefix="scoreline-sec-"))
        self.data = self.dir / "data"
        # Port 0: the kiosk binds a free port itself and logs it (no race with another process).
        self.port = 0
        self.png = self.dir / "board.png"
        self.config = self.dir / "scoreline.toml"
        self.config.write_text(f'data_dir = "{self.data}"\n[remote]\nlisten = "127.0.0.1:0"\n{extra_config}')
        env = dict(os.environ, SCORELINE_WEB=str(REPO / "web"))
        self.process = subprocess.Popen(
            [binary, "run", "--config", str(self.config), "--input", "stdin", "--output", f"png:{self.png}",
             "--size", size, "--preset", preset],
            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
            # `nofile`: the descriptor limit (soft and hard) the kiosk runs under, as a unit's LimitNOFILE sets it.
            preexec_fn=(lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))) if nofile else None)
        self.lines: list[str] = []
        self._lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        wait_for(lambda: self.has_line("phone web app listening on"), 30, "the web app to listen")
        self.port = int(re.search(r"listening on http://127\.0\.0\.1:(\d+)/", self.log()).group(1))
        self.origin = f"http://127.0.0.1:{self.port}"

    def _read(self):
        assert self.process.stderr is not None
        for raw in self.process.stderr:
            with self._lock:
                self.lines.append(raw.decode(errors="replace"))

    def has_line(self, text: str) -> bool:
        with self._lock:
            return any(text in line for line in self.lines)

    def log(self) -> str:
        with self._lock:
            return "".join(self.lines)

    def codes(self) -> list[str]:
        return re.findall(r"pairing code (\d{6}) shown on the scoreboard", self.log())

    # HTTP

    def request(self, method: str, path: str, body: bytes | str | None = None, headers: dict[str, str] | None = None,
                timeout: float = 10) -> Reply:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            data = body.encode() if isinstance(body, str) else body
            connection.request(method, path, body=data, headers=headers or {})
            response = connection.getresponse()
            return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
        finally:
            connection.close()

    def post_json(self, path: str, value, cookie: str | None = None, csrf: str | None = None) -> Reply:
        headers = {"Content-Type": "application/json", "Origin": self.origin}
        if cookie:
            headers["Cookie"] = f"scoreline_scorer={cookie}"
        if csrf:
            headers["X-Scoreline-CSRF"] = csrf
        return self.request("POST", path, json.dumps(value), headers)

    def pair(self, label: str = "test phone") -> tuple[str, str]:
        """Pairs as a phone would, reading the code from the log: (token, csrf)."""
        before = len(self.codes())
        started = self.post_json("/pair/start", {})
        assert started.status == 202, started
        code = wait_for(lambda: self.codes()[before:] and self.codes()[-1], 10, "the pairing code in the log")
        paired = self.post_json("/pair", {"code": code, "label": label})
        assert paired.status == 200, paired
        cookie = paired.headers["set-cookie"]
        token = re.match(r"scoreline_scorer=([0-9a-f]{64});", cookie).group(1)
        return token, paired.json()["csrf"]

    # The match

    def send(self, *actions: str):
        assert self.process.stdin is not None
        for action in actions:
            self.process.stdin.write(action.encode() + b"\n")
        self.process.stdin.flush()

    def acks(self) -> int:
        return len(re.findall(r"ack seq=\d+", self.log()))

    def journals(self) -> dict[str, bytes]:
        return {str(p.relative_to(self.data)): p.read_bytes() for p in sorted((self.data / "matches").glob("*/journal.jsonl"))}

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self, timeout: float = 20) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise

"""What every phone web app test shares (integration/remote): a scoring kiosk with `[remote] listen`
on a loopback port it picks itself, fed actions on stdin and drawing into a PNG; pairing a
scorer the way a phone does (the code read from the kiosk's log, as the operator would read
it off the big screen); plain HTTP requests; and a headless Chromium from Debian driven by
selenium, at a phone's or a tablet's size, with an axe-core audit.

No sleeps: every wait polls a condition with a deadline and fails naming what it waited for.
"""
from __future__ import annotations

import http.client
import json
import re
import signal
import subprocess
import time
from pathlib import Path

PHONE = (390, 844)
TABLET = (820, 1180)
REPO = Path(__file__).resolve().parents[2]
SHOTS = REPO / "docs" / "images" / "remote"

# Every kiosk started, so a failed run still stops them all.
processes: list[subprocess.Popen] = []


def wait_until(what: str, condition, timeout: float = 20.0, every: float = 0.05):
    """Polls `condition` until it returns something truthy; fails naming `what`."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(every)  # a poll interval, not synchronisation: the condition decides


class Reply:
    def __init__(self, status: int, headers: dict[str, str], body: bytes):
        self.status, self.headers, self.body = status, headers, body

    def json(self):
        return json.loads(self.body)

    def __repr__(self) -> str:
        return f"<{self.status} {self.body[:200]!r}>"


class Kiosk:
    """`scoreline run` with the web app on 127.0.0.1 and an ephemeral port (the port the log
    names), its data directory under `work`."""

    def __init__(self, binary: Path, work: Path, preset: str | None = "demo-badminton",
                 config_extra: str = "", size: str = "1920x1080", name: str = "kiosk", output: str | None = None):
        self.binary, self.size = Path(binary), size
        self.dir = work / name
        self.dir.mkdir(parents=True, exist_ok=True)
        self.data = self.dir / "data"
        self.log = self.dir / "kiosk.log"
        self.frame = self.dir / "frame.png"
        # `memory` draws into memory only (the benchmark's kiosk, as docs/PERFORMANCE.md measures it).
        self.output = output or f"png:{self.frame}"
        self.config = self.dir / "scoreline.toml"
        head = f'data_dir = "{self.data}"\n' + (f'preset = "{preset}"\n' if preset else "")
        self.config.write_text(head + config_extra + '\n[remote]\nlisten = "127.0.0.1:0"\n')
        self.proc: subprocess.Popen | None = None
        self.port = 0

    # -- the process --------------------------------------------------------------------------

    def start(self) -> "Kiosk":
        self.proc = subprocess.Popen(
            [str(self.binary), "run", "--config", str(self.config), "--input", "stdin",
             "--output", self.output, "--size", self.size],
            stdin=subprocess.PIPE, stdout=open(self.log, "ab"), stderr=subprocess.STDOUT)
        processes.append(self.proc)
        found = wait_until("the web app's 'listening on' log line",
                           lambda: self._alive() and re.search(r"listening on http://127\.0\.0\.1:(\d+)/", self.log_text()))
        self.port = int(found.group(1))
        return self

    def _alive(self) -> bool:
        if self.proc and self.proc.poll() is not None:
            raise AssertionError(f"the kiosk exited with {self.proc.returncode}:\n{self.log_text()[-3000:]}")
        return True

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def send(self, *lines: str) -> None:
        """Action lines (docs/actions.md) or button names on the kiosk's stdin."""
        assert self.proc and self.proc.stdin
        self.proc.stdin.write(("\n".join(lines) + "\n").encode())
        self.proc.stdin.flush()

    def acked(self) -> int:
        return max((int(s) for s in re.findall(r"\back seq=(\d+)", self.log_text())), default=0)

    def wait_acked(self, seq: int) -> None:
        wait_until(f"ack seq={seq}", lambda: self._alive() and self.acked() >= seq)

    def stop(self, expect_code: int = 0) -> None:
        """SIGTERM, as systemd stops it; the kiosk must stop cleanly."""
        if not self.proc or self.proc.poll() is not None:
            return
        self.proc.send_signal(signal.SIGTERM)
        try:
            code = self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise AssertionError("the kiosk did not stop within 15 s of SIGTERM")
        assert code == expect_code, f"the kiosk exited {code} after SIGTERM:\n{self.log_text()[-2000:]}"

    # -- the data directory -------------------------------------------------------------------

    def current_id(self) -> str:
        return (self.data / "current").read_text().strip()

    def journal_path(self, match_id: str | None = None) -> Path:
        return self.data / "matches" / (match_id or self.current_id()) / "journal.jsonl"

    def journal(self, match_id: str | None = None) -> list[dict]:
        lines = self.journal_path(match_id).read_text().splitlines()
        # Group headers (ADR 047: `{"v":2,…,"a":{"group":N}}`, before a press's records) are no records.
        return [json.loads(l) for l in lines if l.strip() and not l.startswith('{"v":2,')]

    def actions(self, match_id: str | None = None) -> list[dict]:
        """The journal's actions in order (the newMatch record first)."""
        return [r["a"] for r in self.journal(match_id)]

    def render(self, out: Path, match_id: str | None = None, size: str | None = None) -> Path:
        """`scoreline render` of a match's journal, as the kiosk would draw it."""
        match = self.dir / f"render-{out.stem}.jsonl"
        match.write_text("\n".join(json.dumps(a) for a in self.actions(match_id)) + "\n")
        done = subprocess.run([str(self.binary), "render", str(match), "--size", size or self.size, "--out", str(out)],
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return out

    # -- HTTP ---------------------------------------------------------------------------------

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def request(self, method: str, path: str, body: bytes | str | dict | None = None, *,
                token: str | None = None, csrf: str | None = None, headers: dict[str, str] | None = None,
                content_type: str | None = "application/json") -> Reply:
        if isinstance(body, dict) or isinstance(body, list):
            body = json.dumps(body)
        if isinstance(body, str):
            body = body.encode()
        sent = dict(headers or {})
        if body is not None and content_type and "Content-Type" not in sent:
            sent["Content-Type"] = content_type
        if token:
            sent["Cookie"] = f"scoreline_scorer={token}"
        if csrf:
            sent["X-Scoreline-CSRF"] = csrf
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=15)
        try:
            connection.request(method, path, body=body, headers=sent)
            response = connection.getresponse()
            return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
        finally:
            connection.close()

    def pair(self, label: str = "test phone") -> tuple[str, str]:
        """Pairs as a phone does: asks for a code, reads it where the operator would (the log
        line beside the big screen's notice), sends it back. Returns (token, csrf)."""
        seen = len(self.log_text())
        started = self.request("POST", "/pair/start", {})
        assert started.status == 202, f"POST /pair/start: {started}"
        code = wait_until("the pairing code in the kiosk's log",
                          lambda: re.search(r"pairing code (\d{6})", self.log_text()[seen:]) or
                          re.search(r"pairing code (\d{6})", self.log_text())).group(1)
        paired = self.request("POST", "/pair", {"code": code, "label": label})
        assert paired.status == 200, f"POST /pair: {paired}"
        cookie = paired.headers.get("set-cookie", "")
        token = re.search(r"scoreline_scorer=([0-9a-f]+)", cookie)
        assert token, f"no scorer cookie in {cookie!r}"
        for attribute in ("HttpOnly", "SameSite=Strict"):
            assert attribute.lower() in cookie.lower(), f"the scorer cookie lacks {attribute}: {cookie!r}"
        return token.group(1), paired.json()["csrf"]

    # -- the browser --------------------------------------------------------------------------

    def browser(self, size: tuple[int, int] = PHONE, token: str | None = None):
        """Debian's chromium, headless, at `size` CSS pixels; with `token`, a paired phone."""
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size={size[0]},{size[1]}"):
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        driver.set_page_load_timeout(30)
        # The viewport, not the window, is what a phone has.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": size[0] < 600})
        if token:
            driver.get(self.origin + "/static/scoreline.css")
            driver.add_cookie({"name": "scoreline_scorer", "value": token, "path": "/", "httpOnly": True, "sameSite": "Strict"})
        return driver


def axe_cores(driver):
    """Both axe-cores for `driver`, the current one first: 4.x from axe-playwright-python's copy
    (script/setup installs it with --no-deps, for that one file; required), and the 3.1.1 of
    2018 that axe-selenium-python 2.1.6, the newest, bundles and drives. Returns (name, Axe,
    rules the old one gets wrong and is not asked)."""
    import importlib.util

    from axe_selenium_python import Axe

    spec = importlib.util.find_spec("axe_playwright_python")
    current = next((Path(folder) / "axe.min.js" for folder in ((spec.submodule_search_locations or []) if spec else [])
                    if (Path(folder) / "axe.min.js").exists()), None)
    assert current, "axe-core 4.x is missing: script/setup installs axe-playwright-python==0.1.8 for its axe.min.js"
    version = current.read_text(encoding="utf8")[:40]
    assert "axe v4." in version, f"{current} is not axe-core 4.x: {version!r}"
    # 3.1.1 calls the standard autocomplete="one-time-code" malformed.
    return [("axe-core " + version.split("axe v")[1].split()[0], Axe(driver, script_url=str(current)), set()),
            ("axe-core 3.1.1 (bundled)", Axe(driver), {"autocomplete-valid"})]


def audit_findings(driver, page: str) -> list[str]:
    """Every axe-core on the page as it stands, the current one and the bundled one: each
    serious or critical violation from either, as a line."""
    found = []
    for name, axe, skipped in axe_cores(driver):
        axe.inject()
        results = axe.run()
        found += [f"{name} on {page}: {v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
                  for v in results["violations"] if v.get("impact") in ("serious", "critical") and v["id"] not in skipped]
    return found


def audit(driver, page: str) -> None:
    """No serious or critical violation on the page from either axe-core."""
    found = audit_findings(driver, page)
    assert not found, "; ".join(found)


def screenshot(driver, name: str) -> Path:
    """The whole page (not only the viewport) as docs/images/remote/NAME.png."""
    import base64

    SHOTS.mkdir(parents=True, exist_ok=True)
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
    path = SHOTS / f"{name}.png"
    path.write_bytes(base64.b64decode(shot["data"]))
    return path


def stop_all() -> None:
    for proc in processes:
        if proc.poll() is None:
            proc.kill()
            proc.wait()

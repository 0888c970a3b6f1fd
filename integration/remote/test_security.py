#!/usr/bin/env python3
"""The web app's security in a real browser (issue 13, docs/remote.md, ADR 027), with Debian's
chromium and chromedriver driven by selenium at a phone's viewport:

- a wrong pairing code is refused, and the 6th wrong code in a minute is locked out (and the
  lockout is logged once); the right code pairs and opens the scoring page;
- a write without a token gets 401/403 and changes nothing (journal bytes identical); one with
  a token but a wrong CSRF header, or from another site's page, gets 403 and changes nothing;
- a viewer (no cookie) sees the live board update after a scored action, and has no write
  control on any page;
- the pairing page passes an axe-core audit with no serious or critical violation.

Usage: python3 integration/remote/test_security.py --binary .build/debug/scoreline
       [--screenshots docs/images/remote]   (also saves the pair page at phone and tablet size)
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, str(Path(__file__).resolve().parent))
from seckiosk import Kiosk, wait_for  # noqa: E402

# Write paths a viewer must never reach: each area's (the coordinator adds the real ones as
# they land); the gate refuses any write before routing, so a path that does not exist yet is
# refused the same way.
WRITE_PATHS = ["/setup", "/matches/x/edit", "/matches/x/delete", "/matches/x/restore", "/import", "/roster/players",
               "/roster/players/p1", "/roster/players/p1/delete", "/roster/teams", "/roster/teams/t1", "/roster/teams/t1/delete"]
# Pages a viewer may open; none may show a control that writes (the pairing page's own form
# excepted: it is how a phone becomes a scorer).
VIEWER_PAGES = ["/", "/matches", "/score", "/setup", "/roster", "/pair"]
PHONE = (390, 844)
TABLET = (820, 1180)


def browser(width: int, height: int) -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--window-size={width},{height}",
                     "--force-device-scale-factor=1", "--hide-scrollbars"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path="/usr/bin/chromedriver"))
    driver.set_window_size(width, height)
    viewport(driver, (width, height))
    return driver


def viewport(driver, size: tuple[int, int]):
    """The page's viewport exactly `size` (a headless window's size includes its frame)."""
    width, height = size
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})


def wait_text(driver, element_id: str, predicate, what: str, timeout: float = 10) -> str:
    return WebDriverWait(driver, timeout).until(
        lambda d: (lambda t: t if predicate(t) else False)(d.find_element(By.ID, element_id).text), message=what)


def ask_for_code(driver, kiosk: Kiosk) -> str:
    before = len(kiosk.codes())
    driver.find_element(By.ID, "pair-start").click()
    wait_text(driver, "pair-started", lambda t: "on the scoreboard for" in t, "the page to say a code is shown")
    return wait_for(lambda: kiosk.codes()[before:] and kiosk.codes()[-1], 10, "the code in the kiosk's log")


def type_code(driver, code: str):
    field = driver.find_element(By.ID, "pair-code")
    field.clear()
    field.send_keys(code)
    driver.find_element(By.ID, "pair-submit").click()


def wrong_codes_are_refused_then_locked(binary: str):
    kiosk = Kiosk(binary)
    driver = browser(*PHONE)
    try:
        driver.get(kiosk.origin + "/pair")
        code = ask_for_code(driver, kiosk)
        wrong = f"{(int(code) + 1) % 1_000_000:06d}"
        for attempt in range(1, 6):
            previous = driver.find_element(By.ID, "pair-error").text
            driver.execute_script("document.getElementById('pair-error').textContent = ''")
            type_code(driver, wrong)
            shown = wait_text(driver, "pair-error", bool, f"the refusal of wrong code {attempt}")
            assert shown == "That is not the code on the scoreboard. Check the digits and try again.", (attempt, shown, previous)
            assert driver.find_element(By.ID, "pair-code").get_attribute("aria-invalid") == "true"
        driver.execute_script("document.getElementById('pair-error').textContent = ''")
        type_code(driver, wrong)
        shown = wait_text(driver, "pair-error", bool, "the lockout")
        assert shown == ("Too many wrong codes from this phone: it cannot pair for 5 minutes. Try again then, "
                         "or ask the operator to run scoreline remote unlock."), shown
        # Locked: the right code is refused too, and no token was made.
        locked = kiosk.post_json("/pair", {"code": code})
        assert locked.status == 429 and locked.headers.get("retry-after", "0").isdigit(), locked
        assert int(locked.headers["retry-after"]) > 290, locked.headers
        assert kiosk.post_json("/pair/start", {}).status == 429
        assert kiosk.log().count("pairing locked for 5 minutes") == 1, kiosk.log()
        assert not (kiosk.data / "remote" / "tokens.json").exists()
        assert "/pair" in driver.current_url
        # The lockout is this address's only: the code is still on the screen, and
        # `scoreline remote unlock` beside the running kiosk lifts the lockout at once.
        unlocked = subprocess.run([binary, "remote", "unlock", "--data-dir", str(kiosk.data)], capture_output=True, text=True)
        assert unlocked.returncode == 0 and unlocked.stdout.startswith("Pairing unlocked"), unlocked
        assert kiosk.post_json("/pair", {"code": code}).status == 200
        print("ok: 5 wrong codes refused (403), the 6th locked this phone out (429, logged once), nothing paired; "
              "scoreline remote unlock lifted it and the code on the screen paired")
    finally:
        driver.quit()
        assert kiosk.stop() == 0


def the_right_code_pairs(binary: str, screenshots: Path | None):
    kiosk = Kiosk(binary)
    driver = browser(*PHONE)
    try:
        driver.get(kiosk.origin + "/pair")
        if screenshots:
            screenshot(driver, screenshots / "pair-phone.png", PHONE)
        code = ask_for_code(driver, kiosk)
        driver.find_element(By.ID, "pair-label").send_keys("Umpire's phone")
        type_code(driver, code)
        WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith("/score"), message="the scoring page after pairing")
        # The paired phone's pair page says so (read there: the cookie list of a page that is
        # not HTML, such as /score before its route lands, comes back empty).
        driver.get(kiosk.origin + "/pair")
        cookie = driver.get_cookie("scoreline_scorer")
        assert cookie and cookie["httpOnly"] and cookie.get("sameSite") == "Strict", cookie
        # The token is stored hashed only, under the name the phone gave.
        tokens = json.loads((kiosk.data / "remote" / "tokens.json").read_text())
        assert [t["label"] for t in tokens["tokens"]] == ["Umpire's phone"]
        assert cookie["value"] not in (kiosk.data / "remote" / "tokens.json").read_text()
        assert tokens["tokens"][0]["id"] in driver.find_element(By.TAG_NAME, "main").text
        # `scoreline remote revoke` beside the running kiosk: its next request refuses the phone.
        token_id = tokens["tokens"][0]["id"]
        listed = subprocess.run([binary, "remote", "list", "--data-dir", str(kiosk.data)], capture_output=True, text=True, check=True)
        assert listed.stdout.startswith(f"{token_id}  Umpire's phone  paired "), listed.stdout
        csrf = driver.find_element(By.CSS_SELECTOR, 'meta[name="scoreline-csrf"]').get_attribute("content")
        assert kiosk.post_json("/test/write", {}, cookie=cookie["value"], csrf=csrf).status == 404  # past the gate
        # A scoring page left open: its socket, opened before the revoke, scores nothing after it.
        from websockets.sync.client import connect
        pad = connect(f"ws://127.0.0.1:{kiosk.port}/ws/score", origin=kiosk.origin,
                      additional_headers={"Cookie": f"scoreline_scorer={cookie['value']}"}, open_timeout=10)
        assert json.loads(pad.recv(timeout=10))["type"] == "state"
        journal = (kiosk.data / "matches" / (kiosk.data / "current").read_text().strip() / "journal.jsonl")
        before = journal.read_bytes()
        subprocess.run([binary, "remote", "revoke", token_id, "--data-dir", str(kiosk.data)], capture_output=True, check=True)
        assert kiosk.post_json("/test/write", {}, cookie=cookie["value"], csrf=csrf).status == 401
        pad.send(json.dumps({"type": "command", "client": "tab1", "number": 1, "basedOn": None, "action": {"type": "point", "side": "A"}}))
        replies = []
        try:
            while True:
                message = json.loads(pad.recv(timeout=10))
                if message["type"] == "reply":
                    replies.append(message)
        except Exception:  # the kiosk closes the socket after refusing: the loop ends there
            pass
        assert [r["outcome"] for r in replies] == ["bad"] and "not paired" in replies[0]["why"], replies
        assert journal.read_bytes() == before, "a revoked phone's open pad scored"
        driver.get(kiosk.origin + "/pair")
        assert driver.find_element(By.ID, "pair-start")
        print("ok: the right code pairs (HttpOnly SameSite=Strict cookie, hash only on disk) and opens /score; "
              "scoreline remote revoke takes effect at the kiosk's next request, an open scoring socket's included")
    finally:
        driver.quit()
        assert kiosk.stop() == 0


def writes_without_the_right_credentials_change_nothing(binary: str):
    kiosk = Kiosk(binary)
    try:
        kiosk.send('{"type":"point","side":"A"}')
        wait_for(lambda: kiosk.acks() >= 2, 10, "the point to be recorded")
        token, csrf = kiosk.pair()
        before = kiosk.journals()
        assert before, "a journal"
        body = {"type": "command", "client": "x", "number": 1, "basedOn": None, "action": {"type": "point", "side": "B"}}
        for path in WRITE_PATHS:
            refused = kiosk.post_json(path, body)
            assert refused.status == 401, (path, refused)
            assert "not paired" in refused.json()["error"], refused
            wrong = kiosk.post_json(path, body, cookie=token, csrf="0" * 64)
            assert wrong.status == 403, (path, wrong)
            missing = kiosk.post_json(path, body, cookie=token)
            assert missing.status == 403, (path, missing)
            other = kiosk.request("POST", path, json.dumps(body), {
                "Content-Type": "application/json", "Cookie": f"scoreline_scorer={token}", "X-Scoreline-CSRF": csrf,
                "Origin": "http://127.0.0.1:1"})
            assert other.status == 403 and "another site" in other.json()["error"], (path, other)
            forged = kiosk.post_json(path, body, cookie="f" * 64, csrf=csrf)
            assert forged.status == 401, (path, forged)
        # The scorer's socket is refused without a token, or from another site.
        upgrade = {"Connection": "Upgrade", "Upgrade": "websocket", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="}
        # Another site's page is refused at the upgrade (400 by the upgrader, no reason); a phone
        # without a token gets the socket closed at once with 4401 and why (docs/remote.md), so
        # its page can say so; the gate's own 401/403 is what a plain GET of the path gets.
        refused = kiosk.request("GET", "/ws/score", headers=dict(upgrade, Cookie=f"scoreline_scorer={token}", Origin="http://evil.example"))
        assert refused.status == 400, refused
        from websockets.sync.client import connect
        with connect(f"ws://127.0.0.1:{kiosk.port}/ws/score", origin=kiosk.origin, open_timeout=10) as unpaired:
            try:
                unpaired.recv(timeout=10)
                raise AssertionError("a socket without a token was sent something")
            except Exception as closed:
                rcvd = getattr(closed, "rcvd", None)
                assert rcvd is not None and rcvd.code == 4401 and "not paired" in rcvd.reason, closed
        assert kiosk.request("GET", "/ws/score").status == 401
        assert kiosk.request("GET", "/ws/score", headers={"Cookie": f"scoreline_scorer={token}", "Origin": "http://evil.example"}).status == 403
        assert kiosk.journals() == before, "the journal changed"
        assert kiosk.alive()
        print(f"ok: {len(WRITE_PATHS)} write paths refused without a token (401), with a wrong or missing CSRF header (403), "
              "from another site (403); the journal is byte-identical")
    finally:
        assert kiosk.stop() == 0


def a_viewer_sees_updates_and_has_no_controls(binary: str):
    kiosk = Kiosk(binary)
    driver = browser(*PHONE)
    try:
        driver.get(kiosk.origin + "/")
        WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board .field"), message="the live board")

        def points() -> list[str]:
            # Read in one script: the page replaces its fields on every board.
            return driver.execute_script(
                "return Array.from(document.querySelectorAll('#board .field[data-key$=\"Points\"] .text')).map(e => e.textContent)")

        before = points()
        assert before and all(p == "0" for p in before), before
        kiosk.send('{"type":"point","side":"A"}', '{"type":"point","side":"A"}')
        WebDriverWait(driver, 10).until(lambda d: sorted(points()) == ["0", "2"], message="the live board to show 2-0")
        checked = 0
        for page in VIEWER_PAGES:
            # A page whose area has not landed (404, Chrome's own error page) has nothing to check.
            status = kiosk.request("GET", page).status
            if status == 404:
                print(f"note: {page} does not exist yet")
                continue
            assert status in (200, 303), (page, status)
            checked += 1
            driver.get(kiosk.origin + page)
            controls = driver.find_elements(By.CSS_SELECTOR, "button, input, select, textarea, form, [contenteditable]")
            landed = driver.current_url.split(str(kiosk.port), 1)[-1]
            if page == "/pair" or landed == "/pair":
                # Only the pairing form, which changes no match (scorer-only pages send a viewer there).
                assert {c.get_attribute("id") for c in controls} <= {"pair-start", "pair-form", "pair-code", "pair-label", "pair-submit"}, page
            else:
                assert not controls, (page, [c.get_attribute("outerHTML")[:80] for c in controls])
            assert not driver.find_elements(By.CSS_SELECTOR, 'meta[name="scoreline-csrf"]'), page
            nav = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "nav a")]
            assert not any(h and h.rstrip("/").endswith(("/score", "/setup", "/roster")) for h in nav), (page, nav)
        print(f"ok: a viewer saw the live board go to 2-0 and found no write control on {checked} pages")
    finally:
        driver.quit()
        assert kiosk.stop() == 0


def the_pairing_page_passes_axe(binary: str, screenshots: Path | None):
    from kiosk import audit_findings

    kiosk = Kiosk(binary)
    failures = []
    try:
        for size in (PHONE, TABLET):
            driver = browser(*size)
            try:
                driver.get(kiosk.origin + "/pair")
                failures += [f"{size}: {line}" for line in audit_findings(driver, "/pair")]
                if screenshots and size == TABLET:
                    screenshot(driver, screenshots / "pair-tablet.png", TABLET)
            finally:
                driver.quit()
        assert not failures, "\n".join(failures)
        print("ok: /pair passes axe-core 4.x and the bundled 3.1.1 with no serious or critical violation at phone and tablet size")
    finally:
        assert kiosk.stop() == 0


def screenshot(driver, path: Path, size: tuple[int, int]):
    path.parent.mkdir(parents=True, exist_ok=True)
    viewport(driver, size)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    driver.save_screenshot(str(path))
    print(f"saved {path}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/scoreline")
    parser.add_argument("--screenshots", type=Path, help="save the pair page at phone and tablet size here")
    args = parser.parse_args()
    started = time.monotonic()
    wrong_codes_are_refused_then_locked(args.binary)
    the_right_code_pairs(args.binary, args.screenshots)
    writes_without_the_right_credentials_change_nothing(args.binary)
    a_viewer_sees_updates_and_has_no_controls(args.binary)
    the_pairing_page_passes_axe(args.binary, args.screenshots)
    print(f"security: all passed in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

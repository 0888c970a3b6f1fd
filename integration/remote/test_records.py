#!/usr/bin/env python3
"""The matches, scorecard, edit, bin and roster pages in a real browser (issue 13, "Corrections
and records"): Debian's chromium, headless, at a phone's 390x844.

A kiosk runs with a finished cricket match (integration/remote/finished-cricket.jsonl, stored with
`scoreline add`). A paired scorer's browser renames a player and amends a wicket through the
edit page; the journal gets exactly those two actions and the scorecard shows them; the match
list shows the result; the CSV the browser downloads is byte for byte `scoreline export
--format csv` of the match; the match goes to the bin and comes back; the roster takes players
and a team and refuses to delete a player in it, naming the team. axe-core finds no serious or
critical problem on any of these pages, and each is photographed at phone and tablet size into
docs/images/remote/.

Pairing is the contract's (docs/remote.md): POST /pair/start, the code from the kiosk's log,
POST /pair; the cookie is then set in the browser. It needs helper "sec"'s pairing on the
branch under test.

    python3 integration/remote/test_records.py [--binary .build/debug/scoreline] [--no-screenshots]
"""
import argparse
import http.client
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait
from kiosk import audit_findings

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MATCH = os.path.join(REPO, "integration", "remote", "finished-cricket.jsonl")
IMAGES = os.path.join(REPO, "docs", "images", "remote")
WAIT = 20


class Kiosk:
    """`scoreline run` with the web app on a free loopback port and stdin held open; its
    stderr is read line by line on a thread, so a test waits on a line, never on a clock."""

    def __init__(self, binary, data_dir, work):
        self.binary = binary
        self.data_dir = data_dir
        # Port 0: the kiosk binds a free port itself and logs it (no race with another process).
        self.port = 0
        config = os.path.join(work, "kiosk.toml")
        with open(config, "w") as f:
            f.write(f'data_dir = "{data_dir}"\n\n[remote]\nlisten = "127.0.0.1:0"\n')
        self.lines = queue.Queue()
        self.log = []
        env = dict(os.environ, SCORELINE_WEB=os.path.join(REPO, "web"))
        self.process = subprocess.Popen(
            [binary, "run", "--config", config, "--input", "stdin", "--output", "png:" + os.path.join(work, "board.png")],
            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, text=True)
        threading.Thread(target=self._read, daemon=True).start()
        self.port = int(self.wait_for(r"phone web app listening on http://127\.0\.0\.1:(\d+)/").group(1))

    def _read(self):
        for line in self.process.stderr:
            self.log.append(line)
            self.lines.put(line)
        self.lines.put(None)

    def wait_for(self, pattern):
        """The first stderr line from now matching `pattern`, as a match object."""
        while True:
            try:
                line = self.lines.get(timeout=WAIT)
            except queue.Empty:
                raise AssertionError(f"the kiosk never logged /{pattern}/; its log:\n" + "".join(self.log[-30:]))
            if line is None:
                raise AssertionError(f"the kiosk stopped before logging /{pattern}/:\n" + "".join(self.log[-30:]))
            found = re.search(pattern, line)
            if found:
                return found

    @property
    def base(self):
        return f"http://127.0.0.1:{self.port}"

    def request(self, method, path, body=None, headers=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=WAIT)
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        data = response.read()
        connection.close()
        return response, data

    def pair(self):
        """The contract's pairing: returns (cookie value, csrf)."""
        json_type = {"Content-Type": "application/json"}
        response, _ = self.request("POST", "/pair/start", b"{}", json_type)
        assert response.status == 202, f"/pair/start answered {response.status}"
        code = self.wait_for(r"pairing code (\d{6}) shown on the scoreboard")[1]
        response, data = self.request("POST", "/pair", json.dumps({"code": code, "label": "records test"}).encode(), json_type)
        assert response.status == 200, f"/pair answered {response.status}: {data!r}"
        cookie = re.search(r"scoreline_scorer=([0-9A-Za-z]+)", response.getheader("Set-Cookie") or "")
        assert cookie, "no scorer cookie was set"
        return cookie[1], json.loads(data)["csrf"]

    def journal(self, match_id):
        with open(os.path.join(self.data_dir, "matches", match_id, "journal.jsonl")) as f:
            return [line for line in f.read().split("\n") if line]

    def stop(self):
        if self.process.poll() is None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=WAIT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def browser(width, height, downloads):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--window-size={width},{height}",
                 "--force-device-scale-factor=1", "--hide-scrollbars"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"download.default_directory": downloads, "download.prompt_for_download": False})
    driver = webdriver.Chrome(service=webdriver.ChromeService(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    viewport(driver, width, height)
    return driver


def audit(driver, failures, page):
    """Both axe-cores (4.x and the bundled 3.1.1) on the page as it is now: no serious or critical violation."""
    failures += audit_findings(driver, page)


def viewport(driver, width, height):
    """The page's own viewport at exactly this size (the window's size would include the
    browser's frame), as a phone's: the page's meta viewport applies."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})


def shoot(driver, name, size):
    """The whole page at the phone's or the tablet's width, from its top."""
    width, height = (390, 844) if size == "phone" else (820, 1180)
    viewport(driver, width, height)
    driver.execute_script("window.scrollTo(0, 0)")
    full = driver.execute_script("return Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)")
    viewport(driver, width, max(height, full))
    os.makedirs(IMAGES, exist_ok=True)
    driver.save_screenshot(os.path.join(IMAGES, f"{name}-{size}.png"))
    viewport(driver, 390, 844)


def wait_text(driver, css, text):
    WebDriverWait(driver, WAIT).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, css), text))


def page_fits(driver, failures, page):
    """Nothing wider than the viewport: a wide table scrolls inside its own region."""
    overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    if overflow > 0:
        failures.append(f"{page} is {overflow} px wider than the phone's screen")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(REPO, ".build", "debug", "scoreline"))
    parser.add_argument("--no-screenshots", action="store_true")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    work = tempfile.mkdtemp(prefix="scoreline-records-")
    data = os.path.join(work, "data")
    downloads = os.path.join(work, "downloads")
    os.makedirs(downloads)
    stored = subprocess.run([binary, "add", MATCH, "--data-dir", data, "--date", "2026-11-21"], capture_output=True, text=True)
    assert stored.returncode == 0, stored.stderr
    failures = []
    kiosk = Kiosk(binary, data, work)
    drivers = []
    try:
        cookie, csrf = kiosk.pair()
        phone = browser(390, 844, downloads)
        drivers.append(phone)
        phone.get(kiosk.base + "/matches")
        phone.add_cookie({"name": "scoreline_scorer", "value": cookie, "path": "/", "httpOnly": True, "sameSite": "Strict"})

        # The list: the result, as `scoreline matches list` gives it.
        phone.get(kiosk.base + "/matches")
        wait_text(phone, ".match-list", "Riverside won by 10 runs")
        listed = subprocess.run([binary, "matches", "list", "--data-dir", data], capture_output=True, text=True).stdout
        assert "Riverside won by 10 runs" in listed, listed
        audit(phone, failures, "/matches")
        page_fits(phone, failures, "/matches")

        # The scorecard, and the edit page from it.
        phone.find_element(By.CSS_SELECTOR, 'a[href="/matches/club-final"]').click()
        wait_text(phone, "table.batting", "c Lena b Kofi")
        audit(phone, failures, "/matches/club-final")
        page_fits(phone, failures, "/matches/club-final")
        phone.find_element(By.LINK_TEXT, "Edit this match").click()
        WebDriverWait(phone, WAIT).until(EC.presence_of_element_located((By.ID, "rename-from")))
        assert phone.find_element(By.CSS_SELECTOR, 'meta[name="scoreline-csrf"]').get_attribute("content") == csrf
        audit(phone, failures, "/matches/club-final/edit")
        page_fits(phone, failures, "/matches/club-final/edit")
        before = kiosk.journal("club-final")

        # Rename Bilal (Riverside's) to B. Osei.
        rename_from = Select(phone.find_element(By.ID, "rename-from"))
        rename_from.select_by_visible_text("Bilal")
        phone.find_element(By.ID, "rename-to").send_keys("B. Osei")
        phone.find_element(By.CSS_SELECTOR, 'form[data-type="renamePlayer"] button[type="submit"]').click()
        wait_text(phone, "#records-status", "Saved.")
        # Amend his wicket: caught and bowled, not caught by Lena.
        WebDriverWait(phone, WAIT).until(EC.text_to_be_present_in_element((By.ID, "wicket-batter"), "B. Osei"))
        Select(phone.find_element(By.ID, "wicket-batter")).select_by_visible_text("B. Osei")
        Select(phone.find_element(By.ID, "wicket-kind")).select_by_value("caughtAndBowled")
        phone.find_element(By.CSS_SELECTOR, 'form[data-type="amendWicket"] button[type="submit"]').click()
        wait_text(phone, "#records-status", "Saved.")

        after = kiosk.journal("club-final")
        added = [json.loads(line)["a"] for line in after[len(before):]]
        kinds = [(a["type"], a.get("from"), a.get("to"), a.get("team"), a.get("batter"), a.get("kind"), a.get("fielder")) for a in added]
        expected = [("renamePlayer", "Bilal", "B. Osei", "RIV", None, None, None),
                    # The fielder left blank is sent as "": Lena's catch leaves with the amendment.
                    ("amendWicket", None, None, None, "B. Osei", "caughtAndBowled", "")]
        if after[:len(before)] != before or kinds != expected:
            failures.append(f"the journal got {kinds}, expected {expected}")
        if not args.no_screenshots:
            shoot(phone, "edit", "phone")
            shoot(phone, "edit", "tablet")

        # The card shows both; the CLI's scorecard of the journal agrees.
        phone.get(kiosk.base + "/matches/club-final")
        wait_text(phone, "table.batting", "B. Osei")
        row = phone.find_element(By.XPATH, "//table[contains(@class,'batting')]//tr[.//bdi[@class='name' and text()='B. Osei']]")
        assert "c & b Kofi" in row.text, row.text
        card = subprocess.run([binary, "scorecard", "club-final", "--data-dir", data], capture_output=True, text=True).stdout
        assert re.search(r"B\. Osei\s+c & b Kofi", card), card
        if not args.no_screenshots:
            shoot(phone, "match", "phone")
            shoot(phone, "match", "tablet")

        # The CSV the browser downloads is `scoreline export --format csv` of the match.
        phone.find_element(By.LINK_TEXT, "Download CSV").click()
        target = os.path.join(downloads, "scoreline-club-final.csv")
        WebDriverWait(phone, WAIT).until(lambda _: os.path.exists(target) and not os.path.exists(target + ".crdownload"))
        cli_csv = os.path.join(work, "cli.csv")
        exported = subprocess.run([binary, "export", "club-final", "--format", "csv", "--out", cli_csv, "--data-dir", data], capture_output=True, text=True)
        assert exported.returncode == 0, exported.stderr
        with open(target, "rb") as a, open(cli_csv, "rb") as b:
            web_bytes, cli_bytes = a.read(), b.read()
        if web_bytes != cli_bytes:
            failures.append(f"the downloaded CSV ({len(web_bytes)} bytes) differs from scoreline export ({len(cli_bytes)} bytes)")
        if b"B. Osei" not in web_bytes:
            failures.append("the downloaded CSV does not carry the rename")

        if not args.no_screenshots:
            phone.get(kiosk.base + "/matches")
            wait_text(phone, ".match-list", "Riverside won by 10 runs")
            shoot(phone, "matches", "phone")
            shoot(phone, "matches", "tablet")

        # To the bin and back.
        phone.get(kiosk.base + "/matches/club-final/edit")
        phone.find_element(By.CSS_SELECTOR, 'button[data-records="delete"]').click()
        WebDriverWait(phone, WAIT).until(EC.alert_is_present()).accept()
        WebDriverWait(phone, WAIT).until(EC.url_to_be(kiosk.base + "/bin"))
        wait_text(phone, ".match-list", "Riverside v Hillcrest")
        assert not os.path.exists(os.path.join(data, "matches", "club-final"))
        audit(phone, failures, "/bin")
        page_fits(phone, failures, "/bin")
        if not args.no_screenshots:
            shoot(phone, "bin", "phone")
            shoot(phone, "bin", "tablet")
        phone.get(kiosk.base + "/matches")
        wait_text(phone, ".empty-state", "No matches yet")
        audit(phone, failures, "/matches (empty)")
        if not args.no_screenshots:
            shoot(phone, "matches-empty", "phone")
            shoot(phone, "matches-empty", "tablet")
        phone.get(kiosk.base + "/bin")
        phone.find_element(By.CSS_SELECTOR, 'button[data-records="restore"]').click()
        WebDriverWait(phone, WAIT).until(EC.url_to_be(kiosk.base + "/matches/club-final"))
        wait_text(phone, ".result-line", "Riverside won by 10 runs")
        if kiosk.journal("club-final") != after:
            failures.append("the restored match's journal is not the one deleted")

        # The roster: players, a team, and a refusal naming the team.
        phone.get(kiosk.base + "/roster")
        for name in ("Asha", "B. Osei", "Chen"):
            field = WebDriverWait(phone, WAIT).until(EC.element_to_be_clickable((By.ID, "new-player")))
            field.send_keys(name)
            phone.find_element(By.CSS_SELECTOR, 'form[data-href="/roster/players"] button[type="submit"]').click()
            WebDriverWait(phone, WAIT).until(EC.presence_of_element_located((By.XPATH, f"//ul[@class='roster-list']//input[@value='{name}']")))
        phone.find_element(By.ID, "new-team-name").send_keys("Riverside")
        phone.find_element(By.ID, "new-team-short").send_keys("RIV")
        for player in ("p2", "p1"):
            phone.find_element(By.CSS_SELECTOR, f'form[data-href="/roster/teams"] input[value="{player}"]').click()
        phone.find_element(By.CSS_SELECTOR, 'form[data-href="/roster/teams"] button[type="submit"]').click()
        WebDriverWait(phone, WAIT).until(EC.presence_of_element_located((By.CSS_SELECTOR, 'form[data-href="/roster/teams/t1"]')))
        with open(os.path.join(data, "roster.json")) as f:
            roster = json.load(f)
        if roster["teams"] != [{"id": "t1", "name": "Riverside", "short": "RIV", "players": ["p2", "p1"]}]:
            failures.append(f"roster.json holds {roster['teams']}")
        phone.find_element(By.CSS_SELECTOR, 'button[data-href="/roster/players/p1/delete"]').click()
        WebDriverWait(phone, WAIT).until(EC.alert_is_present()).accept()
        wait_text(phone, "#records-status", "Asha is in the team Riverside")
        audit(phone, failures, "/roster")
        page_fits(phone, failures, "/roster")
        if not args.no_screenshots:
            shoot(phone, "roster", "phone")
            shoot(phone, "roster", "tablet")
        # The rename page offers the roster's names.
        phone.get(kiosk.base + "/matches/club-final/edit")
        names = [o.get_attribute("value") for o in phone.find_elements(By.CSS_SELECTOR, "#roster-names option")]
        if names[:3] != ["Asha", "B. Osei", "Chen"]:
            failures.append(f"the rename offers {names[:3]}, not the roster's names first")
    finally:
        for driver in drivers:
            driver.quit()
        kiosk.stop()

    if failures:
        print("FAIL test_records:\n  " + "\n  ".join(failures))
        print("kiosk log tail:\n" + "".join(kiosk.log[-15:]))
        sys.exit(1)
    shutil.rmtree(work, ignore_errors=True)
    print("ok test_records: rename and amended wicket recorded once each and shown on the card; CSV download identical to scoreline export; bin and restore; roster; axe clean")


if __name__ == "__main__":
    main()

"""The season portal in Debian's Chromium (issue 17): a made-up season stored as the kiosk stores
matches (scoreline-bench portal --keep-data), plus a match in play whose names carry markup, is
written by `scoreline portal`, then every page is opened from file:// in headless Chromium:

- no console error on any page, and no request to anything but the portal's own files;
- every link on every page resolves: the file is there, and so is the #fragment it names;
- axe-core finds no serious or critical violation on each kind of page, at a phone's size;
- names from the scorebook are text, never markup;
- a match with Urdu names (issue 38, item 2): on its page and its Urdu bowler's page each name
  is in a cell or a <bdi> of its own and the figures are drawn left to right in their order.

With --shots, the pages are photographed into docs/images/records/ at a phone's and a desktop's
size, for docs/records.md."""
from __future__ import annotations

import argparse
import base64
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import unquote, urlparse

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "remote"))
from kiosk import audit  # noqa: E402  (the same axe-core audit the phone's pages pass)
from test_bidi import BOWLER, FIELDING, FIGURES, HINDI_BATTER, OUT_BATTER, VISUAL_JS  # noqa: E402

REPO = HERE.parent.parent
SHOTS = REPO / "docs" / "images" / "records"
PHONE = (390, 844)
DESKTOP = (1280, 900)

IN_PLAY = [
    {"type": "newMatch", "sport": "cricket", "matchId": "friendly-1",
     "teams": [{"name": "<b>Bold</b> & Co", "players": ["A <i>One</i>", "B Two", "C Three"]},
               {"name": "Quote \"XI\"", "players": ["D Four", "E Five", "F Six"]}],
     "rules": {"oversPerInnings": 5, "playersPerSide": 3}},
    {"type": "openers", "striker": "A <i>One</i>", "nonStriker": "B Two"},
    {"type": "bowler", "name": "D Four"},
    {"type": "delivery", "bat": 4},
    {"type": "delivery", "bat": 1},
]


# Issue 38, item 2: a finished match with Urdu names (the web test's over, integration/remote/test_bidi.py),
# then لاہور قلندرز make 20 off four balls from Chen: 6+6+6+2 = 20 > 19, won with two wickets left.
URDU = [
    {"type": "newMatch", "sport": "cricket", "matchId": "urdu-1",
     "teams": [{"name": "Riverside", "players": [HINDI_BATTER, OUT_BATTER, "Chen"]},
               {"name": FIELDING, "players": [BOWLER, "علی", "Kofi"]}],
     "rules": {"oversPerInnings": 1, "playersPerSide": 3}},
    {"type": "openers", "striker": HINDI_BATTER, "nonStriker": OUT_BATTER},
    {"type": "bowler", "name": BOWLER},
    *[{"type": "delivery", "bat": runs} for runs in (4, 6, 4, 4, 1)],
    {"type": "delivery", "bat": 0, "wicket": {"kind": "bowled"}},
    {"type": "openers", "striker": BOWLER, "nonStriker": "علی"},
    {"type": "bowler", "name": "Chen"},
    *[{"type": "delivery", "bat": runs} for runs in (6, 6, 6, 2)],
]


def urdu_pages(driver, site: Path) -> list[str]:
    """The Urdu match's page and its bowler's page: each name in its own cell or <bdi>, the
    figures drawn left to right in their columns' order (read from where chromium drew them)."""
    failures = []
    page = site / "match-urdu-1.html"
    driver.get(page.as_uri())
    row = driver.execute_script(VISUAL_JS + """
        const row = [...document.querySelectorAll('table tbody tr')].find((r) => r.cells[0].textContent === arguments[0]
            && r.closest('table').querySelector('caption').textContent === 'Bowling');
        if (!row) return null;
        const link = row.cells[0].querySelector('a');
        return {href: link.href, rtl: rightToLeft(link.firstChild.nodeType === 3 ? link : link.firstChild),
                nameRight: row.cells[0].getBoundingClientRect().right,
                cells: [...row.cells].slice(1, 5).map((c) => [c.getBoundingClientRect().left, c.textContent])};""", BOWLER)
    if not row:
        return [f"{page.name}: no bowling row for {BOWLER}"]
    drawn = [text for _, text in sorted(row["cells"])]
    if "-".join(drawn) != FIGURES or row["nameRight"] > min(left for left, _ in row["cells"]) + 1 or not row["rtl"]:
        failures.append(f"{page.name}: {BOWLER}'s O, M, R, W are drawn {drawn} (name right to left: {row['rtl']})")
    how = driver.execute_script("""
        const cell = [...document.querySelectorAll('td')].find((c) => c.querySelector('bdi') && c.textContent.startsWith('b '));
        return cell ? [cell.textContent, cell.querySelector('bdi').textContent] : null;""")
    if how != [f"b {BOWLER}", BOWLER]:
        failures.append(f"{page.name}: how out is not 'b <bdi>{BOWLER}</bdi>': {how}")
    fall = driver.execute_script(VISUAL_JS + """
        const dd = [...document.querySelectorAll('dl.card dt')].find((t) => t.textContent === 'Fall of wickets');
        const li = dd && dd.nextElementSibling;
        if (!li || !li.querySelector('bdi')) return li ? {text: li.textContent} : null;
        const keep = /[0-9().,\-a-z]/;
        return {text: li.textContent, name: li.querySelector('bdi').textContent, marks: marks(li),
                visual: visual(li, keep, 'bdi'), logical: logical(li, keep, 'bdi')};""")
    if not fall or fall.get("name") != OUT_BATTER or fall["marks"] or fall["visual"] != fall["logical"]:
        failures.append(f"{page.name}: the fall of wickets does not isolate {OUT_BATTER} from its figures: {fall}")
    if driver.execute_script(VISUAL_JS + "return marks(document.querySelector('main'))"):
        failures.append(f"{page.name}: isolation marks left in the page's text")
    # The bowler's own page: his career row, the figures in their columns, Best "1/19".
    driver.get(row["href"])
    career = driver.execute_script("""
        const table = [...document.querySelectorAll('table')].find((t) => t.querySelector('caption').textContent === 'Bowling');
        const heads = [...table.tHead.rows[0].cells].map((c) => c.textContent);
        const cells = [...table.tBodies[0].rows[0].cells];
        return {name: cells[0].textContent, h1: document.querySelector('h1').textContent,
                h1Names: [...document.querySelectorAll('h1 bdi')].map((b) => b.textContent),
                drawn: cells.map((c) => [c.getBoundingClientRect().left, heads[c.cellIndex], c.textContent])};""")
    drawn = {head: text for _, head, text in sorted(career["drawn"])}
    order = [head for _, head, _ in sorted(career["drawn"])]
    # Worked out by hand from the over: one match, one innings, 1.0 overs, no maiden, 19 runs,
    # 1 wicket, best 1/19; the columns drawn in the table's own order, the player first.
    expected = {"Player": BOWLER, "Team": FIELDING, "M": "1", "Inn": "1", "Overs": "1.0", "Mdns": "0", "Runs": "19", "Wkts": "1", "Best": "1/19"}
    if any(drawn.get(k) != v for k, v in expected.items()) or order[:9] != list(expected):
        failures.append(f"{BOWLER}'s page: the bowling row is drawn {order} = {drawn}")
    if career["h1"] != f"{BOWLER} ({FIELDING})" or career["h1Names"] != [BOWLER, FIELDING]:
        failures.append(f"{BOWLER}'s page is titled {career['h1']!r}")
    try:
        audit(driver, f"the Urdu bowler's page ({Path(urlparse(row['href']).path).name})")
    except AssertionError as e:
        failures.append(str(e))
    print(f"portal: {BOWLER}'s figures drawn {order[:9]} on his page, {FIGURES} on the match's")
    return failures


def chromium(size):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--hide-scrollbars",
                 "--force-device-scale-factor=1", f"--window-size={size[0]},{size[1]}",
                 # Anything that does try the network fails at once instead of waiting.
                 "--host-resolver-rules=MAP * ~NOTFOUND", "--allow-file-access-from-files"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(30)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": size[0] < 600})
    return driver


def requested(driver) -> list[str]:
    """Every URL the page asked for since the last call (Chrome's performance log)."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def shoot(driver, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
    (SHOTS / f"{name}.png").write_bytes(base64.b64decode(shot["data"]))
    # What the reader sees first, for the docs' tables of pictures.
    (SHOTS / f"{name}-top.png").write_bytes(driver.get_screenshot_as_png())


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--shots", action="store_true", help="photograph the pages into docs/images/records")
    args = parser.parse_args()
    binary = Path(args.binary).resolve()
    bench = binary.parent / "scoreline-bench"
    failures: list[str] = []

    with tempfile.TemporaryDirectory(prefix="scoreline-portal-") as work:
        work = Path(work)
        data, site = work / "data", work / "site"
        subprocess.run([str(bench), "portal", "--matches", "60", "--runs", "1", "--keep-data", str(data), "--dir", str(work)],
                       check=True, capture_output=True, cwd=REPO)
        lines = work / "friendly.jsonl"
        lines.write_text("\n".join(json.dumps(line) for line in IN_PLAY) + "\n")
        subprocess.run([str(binary), "add", str(lines), "--data-dir", str(data)], check=True, capture_output=True)
        subprocess.run([str(binary), "matches", "edit", "friendly-1", "--date", "2026-08-01", "--data-dir", str(data)],
                       check=True, capture_output=True)
        urdu = work / "urdu.jsonl"
        urdu.write_text("\n".join(json.dumps(line, ensure_ascii=False) for line in URDU) + "\n")
        subprocess.run([str(binary), "add", str(urdu), "--data-dir", str(data)], check=True, capture_output=True)
        subprocess.run([str(binary), "matches", "edit", "urdu-1", "--date", "2026-08-02", "--data-dir", str(data)],
                       check=True, capture_output=True)
        made = subprocess.run([str(binary), "portal", "--season", "2026", "--out", str(site), "--data-dir", str(data),
                               "--title", "Riverside & District League"], capture_output=True, text=True, cwd=REPO)
        print(made.stdout.strip())
        if made.returncode != 0:
            print(made.stderr)
            return 1

        pages = sorted(site.glob("*.html"))
        driver = chromium(PHONE)
        try:
            ids: dict[str, set[str]] = {}
            links: dict[str, list[str]] = {}
            for page in pages:
                driver.get(page.as_uri())
                for url in requested(driver):
                    scheme = urlparse(url).scheme
                    if scheme not in ("file", "data"):
                        failures.append(f"{page.name} asked for {url}")
                    elif scheme == "file" and not Path(unquote(urlparse(url).path)).is_relative_to(site):
                        failures.append(f"{page.name} reached outside the portal: {url}")
                for entry in driver.get_log("browser"):
                    if entry["level"] in ("SEVERE", "WARNING"):
                        failures.append(f"{page.name} console: {entry['message']}")
                ids[page.name] = set(driver.execute_script("return [...document.querySelectorAll('[id]')].map(e => e.id)"))
                links[page.name] = driver.execute_script("return [...document.links].map(a => a.href)")
            checked = 0
            for page, hrefs in links.items():
                for href in hrefs:
                    target = urlparse(href)
                    if target.scheme != "file":
                        failures.append(f"{page} links off the machine: {href}")
                        continue
                    path = Path(unquote(target.path))
                    if not path.is_file():
                        failures.append(f"{page} links to a missing page: {path.name}")
                    elif target.fragment and target.fragment not in ids.get(path.name, set()):
                        failures.append(f"{page} links to #{target.fragment}, which {path.name} does not have")
                    checked += 1
            print(f"portal: {len(pages)} pages opened, {checked} links followed")

            # Only the match column of a results table links (a cell without a link once took
            # the season's link from the page around it).
            driver.get((site / "index.html").as_uri())
            for row in driver.find_elements("css selector", "tbody tr"):
                if len(row.find_elements("tag name", "a")) != 1:
                    failures.append(f"index: a results row has {len(row.find_elements('tag name', 'a'))} links: {row.text!r}")

            # Markup in names stays text: the friendly's team is shown with its brackets.
            friendly = site / "match-friendly-1.html"
            driver.get(friendly.as_uri())
            body = driver.find_element("tag name", "body").text
            if "<b>Bold</b> & Co" not in body or driver.find_elements("css selector", "main b, main i"):
                failures.append("a name from the scorebook became markup on the match page")
            if "In play:" not in body:
                failures.append("the match in play does not say so on its page")

            failures += urdu_pages(driver, site)

            kinds = {
                "index": site / "index.html",
                "season": site / "season-2026.html",
                "match-cricket": site / "match-league-1.html",
                "match-urdu": site / "match-urdu-1.html",
                "match-badminton": next(site.glob("match-ladder-*.html")),
                "player-cricket": next(p for p in pages if p.name.startswith("player-") and "riverside" in p.name),
            }
            # The badminton player with the most matches (the first in the season's table).
            driver.get(kinds["season"].as_uri())
            top = driver.find_element("css selector", "#badminton table a").get_attribute("href")
            kinds["player-badminton"] = Path(unquote(urlparse(top).path))
            for kind, page in kinds.items():
                driver.get(page.as_uri())
                try:
                    audit(driver, f"{kind} ({page.name})")
                except AssertionError as e:
                    failures.append(str(e))
                if args.shots:
                    shoot(driver, f"{kind}-phone")
            if args.shots:
                desktop = chromium(DESKTOP)
                try:
                    for kind in ("index", "season", "match-cricket", "player-badminton"):
                        desktop.get(kinds[kind].as_uri())
                        shoot(desktop, f"{kind}-desktop")
                finally:
                    desktop.quit()
        finally:
            driver.quit()

    for failure in failures[:40]:
        print("FAIL:", failure)
    print(f"portal: {'passed' if not failures else f'{len(failures)} failures'}")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())

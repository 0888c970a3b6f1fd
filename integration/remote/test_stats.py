"""The records page (/stats, issue 17) on a phone: a kiosk serving a stored season (made by
`scoreline-bench portal --keep-data`, as the kiosk stores matches), read in Debian's Chromium.

- The page shows the table, careers and the badminton players; its rows are the rows
  `scoreline stats` prints from the same data directory (one set of figures, two surfaces).
- The filter form narrows it (singles only: no cricket section), and a player link opens the
  player's page.
- Hostile or mistaken queries are answered with the field and what is accepted: an unknown
  filter (400), a season or format with no match (404, naming the ones there are), a value too
  long (400), a player nobody is (404).
- axe-core finds no serious or critical problem; the pages are photographed at phone size."""
from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kiosk import PHONE, REPO, Kiosk, audit, screenshot, stop_all  # noqa: E402

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402


def table_rows(driver, heading: str) -> list[list[str]]:
    """The body rows of the table under the h3 `heading`, as text."""
    table = driver.find_element(By.XPATH, f"//h3[normalize-space()='{heading}']/following-sibling::div[1]//table")
    return [[td.text for td in tr.find_elements(By.TAG_NAME, "td")] for tr in table.find_elements(By.CSS_SELECTOR, "tbody tr")]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    args = parser.parse_args()
    binary = Path(args.binary).resolve()
    work = Path(tempfile.mkdtemp(prefix="scoreline-stats-"))
    kiosk = Kiosk(binary, work, preset=None)
    subprocess.run([str(binary.parent / "scoreline-bench"), "portal", "--matches", "40", "--runs", "1",
                    "--keep-data", str(kiosk.data), "--dir", str(work)], check=True, capture_output=True)
    cli = subprocess.run([str(binary), "stats", "batting", "--limit", "3", "--data-dir", str(kiosk.data)],
                         check=True, capture_output=True, text=True).stdout.splitlines()
    kiosk.start()
    try:
        for path, status, says in (
            ("/stats?bogus=1", 400, "bogus is not a filter here; the page takes season, team, format and name."),
            ("/stats?season=1999", 404, "No match is in season 1999; the seasons are 2026."),
            ("/stats?format=hundred", 404, "No match is of format hundred; the formats played are 20-over, doubles, singles."),
            ("/stats?team=" + "x" * 81, 400, "team is longer than 80 characters"),
            ("/stats?season=2026&season=2025", 400, "season is given twice"),
            ("/stats/player?name=Nobody%20Here", 404, "Nobody called Nobody Here batted"),
            ("/stats/player", 404, "Which player?"),
        ):
            reply = kiosk.request("GET", path)
            body = reply.body.decode(errors="replace")
            assert reply.status == status, f"GET {path}: {reply.status}, not {status}"
            assert says in body, f"GET {path} does not say {says!r}"
        print("ok: hostile and mistaken queries answered with the field and what is accepted")

        # Fuzzed query strings: random keys and values, broken and overlong escapes, control
        # bytes, NULs, non-UTF-8. Every answer is a page (200) or a refusal (400/404), never a
        # server error, and the kiosk keeps serving.
        rng = random.Random(17)
        alphabet = "abcdefghijklmnopqrstuvwxyz0123456789%&=+;/?#<>\"' \u00e9"
        answers: dict[int, int] = {}
        for _ in range(300):
            key = rng.choice(["season", "team", "format", "name", "", "x" * rng.randint(1, 300)])
            raw = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 120)))
            value = rng.choice([raw, "%" + raw, "%ff%fe", "%00", "%C3%28", "2026", "20-over", raw * 20])
            query = rng.choice([f"{key}={value}", f"{key}", f"{key}={value}&{key}={value}", f"&&{key}=={value}"])
            path = rng.choice(["/stats", "/stats/player"]) + "?" + "".join(c if 32 < ord(c) < 127 and c not in "# " else f"%{ord(c) & 0xFF:02X}" for c in query)
            reply = kiosk.request("GET", path)
            answers[reply.status] = answers.get(reply.status, 0) + 1
            assert reply.status in (200, 400, 404), f"GET {path[:120]}: answered {reply.status}"
        assert kiosk.request("GET", "/stats").status == 200
        print(f"ok: 300 fuzzed queries answered {dict(sorted(answers.items()))}, the kiosk still serves")

        driver = kiosk.browser(PHONE)
        try:
            driver.get(kiosk.origin + "/stats")
            assert driver.find_element(By.TAG_NAME, "h1").text == "Records"
            batting = table_rows(driver, "Batting")[:3]
            # The CLI's text columns: name, team, then the figures; the page's cells likewise.
            for row, line in zip(batting, cli[2:]):
                assert line.startswith(row[0] + " ") and row[1] in line, f"the page's batting row {row} is not the CLI's {line!r}"
                assert row[5] in line.split(), f"runs {row[5]} not in the CLI's {line!r}"
            standings = table_rows(driver, "Table")
            assert len(standings) == 8, f"{len(standings)} teams in the table, not 8"
            assert table_rows(driver, "Players"), "no badminton players"
            audit(driver, "/stats (phone)")
            screenshot(driver, "stats-phone")
            (REPO / "docs/images/remote/stats-phone-top.png").write_bytes(driver.get_screenshot_as_png())

            Select(driver.find_element(By.ID, "f-format")).select_by_visible_text("Singles")
            old_page = driver.find_element(By.TAG_NAME, "h1")
            driver.find_element(By.CSS_SELECTOR, "form.filters button[type=submit]").click()
            navigated(driver, old_page, "format=singles")
            headings = [h.text for h in driver.find_elements(By.TAG_NAME, "h2")]
            assert headings == ["Badminton"], f"singles only shows {headings}"
            print(f"ok: /stats: {len(standings)} teams, batting as the CLI prints it, singles filter leaves {headings}")

            driver.get(kiosk.origin + "/stats")
            old_page = driver.find_element(By.TAG_NAME, "h1")
            driver.find_element(By.XPATH, "//h3[normalize-space()='Batting']/following-sibling::div[1]//tbody//a").click()
            navigated(driver, old_page, "/stats/player?name=")
            assert driver.find_element(By.TAG_NAME, "h1").text == batting[0][0]
            audit(driver, "/stats/player (phone)")
            screenshot(driver, "stats-player-phone")
            print(f"ok: the player page of {batting[0][0]}, axe clean")
        finally:
            driver.quit()
        kiosk.stop()
    finally:
        stop_all()
    return 0


def navigated(driver, old_page, url_part: str) -> None:
    """Waits, with a deadline, for a click's page to replace the old one: the URL changes as
    the navigation starts, before the new page is there (a busy machine showed the gap)."""
    WebDriverWait(driver, 15, poll_frequency=0.05).until(
        EC.staleness_of(old_page), f"the page did not change to one with {url_part} in its URL")
    WebDriverWait(driver, 15, poll_frequency=0.05).until(
        EC.url_contains(url_part), f"the URL {driver.current_url} never held {url_part}")


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Issue 38, items 10 to 15, in a real browser (Debian's chromium, headless, 390x844), against a
real kiosk on loopback:

10. The set-up page offers the club's roster: its names in the names list, and a team picked
    "From the club's roster" fills in the team's name and players in batting order.
11. At 390 px nothing is wider than the screen, with a one-word name of 34 letters: the cricket
    pad, the badminton pad (its "+ Point" on screen), the live view, the scorecard's tables;
    the records' tables show every column, one too wide scrolling sideways in its own region
    with the names held at the left. The pad shows the batters' and the bowler's figures; "End the innings:
    rain" asks first (declined: nothing recorded); keyboard focus on a pad button is a 3 px
    solid ring 3 px clear of it.
12. The live view in a badminton interval shows "Interval …" and no raw number or time stamp.
13. The finished pad's score line is the result; the penalty buttons are off.
14. A refused scoring socket says why: a fifth page on a phone is told 4 are open (4429); a
    revoked phone's pad says it is not paired and offers to pair again (4401). The edit page
    does not offer timed out, retired out or P10. A restored match's scorecard says
    "Restored.". A normal stop logs no error.
15. axe-core (4.x and the bundled 3.1.1) on the pad before the first ball (the empty over list)
    and after; the live region says the score in words, on the pad and on the live view.

Screenshots at 390x844 go to --shots (default: a temporary folder, printed).

Usage: integration/remote/test_acceptance.py --binary .build/debug/scoreline"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

sys.path.insert(0, str(Path(__file__).resolve().parent))
from score_kiosk import ScoreKiosk, body_data, wait  # noqa: E402
from test_cricket import ROOT, audit  # noqa: E402

LONG = "Wolverhamptonshirecricketersunited"  # 34 letters, one word
PHONE_WIDTH = 390


def act(d, click, what: str) -> None:
    """Taps, then waits until the kiosk answered "recorded" and sent the new state."""
    before = body_data(d, "seq")
    click()
    wait(d, lambda d: d.execute_script("return window.scoreline.pending()") == 0 and body_data(d, "seq") != before,
         f"{what}: no new state")
    assert body_data(d, "lastOutcome") == "recorded", f"{what}: {body_data(d, 'lastOutcome')}: {d.find_element(By.ID, 'notice').text}"


def tap_runs(d, runs: int, what: str) -> None:
    act(d, lambda: d.find_element(By.CSS_SELECTOR, f".runs button[data-runs='{runs}']").click(), what)


def fits(d, page: str) -> None:
    """Nothing on the page is wider than the phone; every table region fits without scrolling."""
    width = d.execute_script("return document.documentElement.scrollWidth")
    assert width <= PHONE_WIDTH, f"{page}: the page is {width} px wide at {PHONE_WIDTH}"
    wide = d.execute_script("""return [...document.querySelectorAll('.table-scroll')]
        .filter(r => r.scrollWidth > r.clientWidth + 1).map(r => r.getAttribute('aria-label') + ': ' + r.scrollWidth + ' > ' + r.clientWidth)""")
    assert not wide, f"{page}: tables that scroll sideways: {wide}"


def records_reachable(d, page: str) -> None:
    """A records page at 390 px: the page itself is no wider than the phone, and every figure
    is on it: no cell of a records table is hidden, and a table wider than its region scrolls
    sideways in it, scrolled to its end the last column is inside the region and the row's name
    (the first column, unless it is the table of teams' rank) is still at the region's left edge."""
    width = d.execute_script("return document.documentElement.scrollWidth")
    assert width <= PHONE_WIDTH, f"{page}: the page is {width} px wide at {PHONE_WIDTH}"
    tables = d.execute_script("""return [...document.querySelectorAll('table.stats')].filter(t => t.tBodies.length).map(t => {
        const region = t.closest('.table-scroll');
        const hidden = [...t.querySelectorAll('th, td')].filter(c => getComputedStyle(c).display === 'none').length;
        region.scrollLeft = region.scrollWidth;
        const box = region.getBoundingClientRect();
        const last = t.tHead.rows[0].lastElementChild.getBoundingClientRect();
        const first = t.tBodies[0].rows[0].cells[0], name = first.getBoundingClientRect();
        const out = {label: region.getAttribute('aria-label'), hidden: hidden, scrolls: region.scrollWidth > region.clientWidth + 1,
                     lastInside: last.right <= box.right + 1 && last.left >= box.left - 1, nameHeld: first.classList.contains('num') || Math.abs(name.left - box.left) <= 3};
        region.scrollLeft = 0;
        return out;
    })""")
    assert tables, f"{page}: no records table"
    for t in tables:
        assert t["hidden"] == 0, f"{page}: {t['label']}: {t['hidden']} cells hidden at {PHONE_WIDTH} px"
        assert t["lastInside"], f"{page}: {t['label']}: its last column cannot be scrolled into view"
        assert not t["scrolls"] or t["nameHeld"], f"{page}: {t['label']}: scrolled sideways, the names go off the left"
    wide = [t["label"] for t in tables if t["scrolls"]]
    print(f"    ok   11: {page}: every column of {len(tables)} tables is shown; {wide} scroll sideways with the names held")


def on_screen(d, element_id: str, page: str) -> None:
    right = d.execute_script(f"return document.getElementById('{element_id}').getBoundingClientRect().right")
    assert right <= PHONE_WIDTH, f"{page}: #{element_id} ends at {right} px, off a {PHONE_WIDTH} px screen"


def shot(d, shots: Path, name: str) -> None:
    shots.mkdir(parents=True, exist_ok=True)
    d.save_screenshot(str(shots / f"{name}.png"))
    print(f"    ok   screenshot {shots / name}.png")


def roster_on_the_setup_page(k: ScoreKiosk, d) -> None:
    for name in ["Asha", "Bilal"]:
        status, _, _ = k.request("POST", "/roster/players", {"name": name})
        assert status == 200, f"adding {name} to the roster: {status}"
    status, _, roster = k.request("POST", "/roster/teams", {"name": "Riverside", "short": "RIV", "players": ["p2", "p1"]})
    assert status == 200, f"adding the team: {status} {roster}"
    d.get(k.base + "/setup")
    wait(d, lambda d: body_data(d, "roster") == "loaded", "the roster on the set-up page")
    offered = d.execute_script("return [...document.querySelectorAll('#names option')].map(o => o.value)")
    assert {"Riverside", "Asha", "Bilal"} <= set(offered), f"names offered: {offered}"
    Select(d.find_element(By.ID, "team0-roster")).select_by_visible_text("Riverside")
    assert d.find_element(By.ID, "team0-name").get_attribute("value") == "Riverside"
    players = d.find_element(By.ID, "team0-players").get_attribute("value")
    assert players == "Bilal\nAsha", f"the team's players from the roster: {players!r}"
    audit(d, "/setup (with the roster)")
    print("    ok   10: the set-up page offers the roster's names and fills a team from it (batting order kept)")


def cricket(k: ScoreKiosk, d, shots: Path) -> str:
    status, _, reply = k.request("POST", "/setup", {
        "sport": "cricket", "start": "now", "format": "custom", "overs": 1,
        "teams": [{"name": "Riverside", "players": ["Asha", "Bilal", "Chen"]},
                  {"name": "Hillcrest", "players": ["Hana", LONG, "Kofi"]}],
        "toss": {"winner": 0, "decision": "bat"}})
    assert status == 201, f"setting up: {status} {reply}"
    d.get(k.base + "/score")
    wait(d, lambda d: "opening batters" in d.find_element(By.ID, "c-prompt").text, "the openers' prompt")
    # Before the first ball the over is empty: no list without items for axe to flag.
    audit(d, "/score before the first ball")
    act(d, lambda: d.find_element(By.ID, "c-start-innings").click(), "openers")
    act(d, lambda: d.find_element(By.XPATH, f"//div[@id='c-choices']/button[normalize-space()='{LONG}']").click(), "the long-named bowler")
    tap_runs(d, 4, "a four")
    batters = d.find_element(By.ID, "c-batters").text
    bowler = d.find_element(By.ID, "c-bowler").text
    assert batters == "Batting: Asha* 4 (1) · Bilal 0 (0)", f"the batters' figures: {batters!r}"
    assert bowler.startswith(f"Bowling: {LONG} 0.1-0-4-0"), f"the bowler's figures: {bowler!r}"
    spoken = d.find_element(By.ID, "announce").text
    assert spoken == "Riverside 4 for 0 after 0.1 overs", f"the pad's live region: {spoken!r}"
    print(f"    ok   11/15: the pad shows {batters!r} and {bowler!r}; reads out {spoken!r}")
    fits(d, "/score (cricket, a 34-letter bowler)")
    shot(d, shots, "cricket-pad-390")
    audit(d, "/score (cricket)")
    # Keyboard focus: a plain 3 px ring clear of the button.
    target = d.find_element(By.CSS_SELECTOR, ".runs button[data-runs='1']")
    d.execute_script("document.querySelector(\".runs button[data-runs='0']\").focus()")
    ActionChains(d).send_keys(Keys.TAB).perform()
    assert d.switch_to.active_element == target, "Tab did not move to the next run button"
    ring = d.execute_script("const s = getComputedStyle(arguments[0]); return [s.outlineStyle, s.outlineWidth, s.outlineOffset, s.outlineColor]", target)
    assert ring == ["solid", "3px", "3px", "rgb(0, 0, 0)"], f"the focus ring: {ring}"
    print(f"    ok   11: keyboard focus on a pad button is {ring}")
    # Rain asks first; declined, nothing is sent.
    d.find_element(By.CSS_SELECTOR, "#cricket-pad details.more summary").click()
    d.execute_script("window.asked = []; window.confirm = (q) => { window.asked.push(q); return false; };")
    seq = body_data(d, "seq")
    d.find_element(By.ID, "c-rain").click()
    asked = d.execute_script("return window.asked")
    assert asked and "rain" in asked[0], f"the rain button asked: {asked}"
    assert d.execute_script("return window.scoreline.pending()") == 0 and body_data(d, "seq") == seq, "declined rain still sent"
    assert not any(r["a"].get("type") == "endInnings" for r in k.journal()), "declined rain reached the journal"
    print(f"    ok   11: 'End the innings: rain' asks {asked[0]!r} first; declined, nothing recorded")
    for i in range(5):
        tap_runs(d, 0, f"dot {i + 1}")
    wait(d, lambda d: "opening batters" in d.find_element(By.ID, "c-prompt").text, "Hillcrest's openers")
    act(d, lambda: d.find_element(By.ID, "c-start-innings").click(), "Hillcrest's openers")
    act(d, lambda: d.find_element(By.XPATH, "//div[@id='c-choices']/button[normalize-space()='Asha']").click(), "bowler Asha")
    tap_runs(d, 6, "the winning six")
    wait(d, lambda d: "won" in d.find_element(By.ID, "c-score").text, "the result on the pad")
    result = d.find_element(By.ID, "c-score").text
    assert "/" not in result, f"the finished pad's score line: {result!r}"
    for b in ["c-pen-bat", "c-pen-field"]:
        assert not d.find_element(By.ID, b).is_enabled(), f"#{b} is on after the match"
    assert d.find_element(By.ID, "announce").text == result
    fits(d, "/score (finished)")
    shot(d, shots, "cricket-pad-finished-390")
    audit(d, "/score (finished)")
    print(f"    ok   13: the finished pad says {result!r}; the penalty buttons are off")
    return (k.data / "current").read_text().strip()


def scorecard_and_records(k: ScoreKiosk, d, match: str) -> None:
    d.get(f"{k.base}/matches/{match}/edit")
    kinds = d.execute_script("return [...document.querySelectorAll('#wicket-kind option')].map(o => o.value)")
    assert kinds == [] or not {"timedOut", "retiredOut", "houseP10"} & set(kinds), f"edit page kinds: {kinds}"
    d.get(f"{k.base}/matches/{match}")
    fits(d, "the scorecard")
    d.get(f"{k.base}/stats")
    records_reachable(d, "/stats")
    shot(d, shots_dir, "stats-390")
    print("    ok   11/14: the scorecard fits 390 px, the records' figures are all reachable; the edit page offers no kind it would refuse")


def restored(k: ScoreKiosk, d, match: str) -> None:
    """Delete (no longer the match in play), then restore from the bin: the scorecard says so."""
    status, _, _ = k.request("POST", f"/matches/{match}/delete", {})
    assert status == 200, f"delete: {status}"
    d.get(k.base + "/bin")
    d.find_element(By.CSS_SELECTOR, "button[data-records='restore']").click()
    wait(d, lambda d: d.current_url.endswith(f"/matches/{match}") and d.find_element(By.ID, "records-status").text == "Restored.",
         "Restored. on the scorecard")
    print("    ok   14: a match restored from the bin opens its scorecard saying 'Restored.'")


def badminton(k: ScoreKiosk, d, shots: Path) -> None:
    status, _, reply = k.request("POST", "/setup", {
        "sport": "badminton", "start": "now", "format": "bwf21", "play": "singles",
        "sides": [{"name": LONG, "players": [LONG]}, {"name": "Lee", "players": ["Lee"]}], "firstServer": {"side": "A"}})
    assert status == 201, f"setting up badminton: {status} {reply}"
    d.get(k.base + "/score")
    wait(d, lambda d: d.find_element(By.ID, "badminton-pad").is_displayed() and d.find_element(By.ID, "b-name-A").text, "the badminton pad")
    act(d, lambda: d.find_element(By.ID, "b-plus-A").click(), "a point")
    assert d.find_element(By.ID, "announce").text == f"{LONG} 1, Lee 0, game 1", d.find_element(By.ID, "announce").text
    fits(d, "/score (badminton, a 34-letter name)")
    on_screen(d, "b-plus-B", "/score (badminton)")
    shot(d, shots, "badminton-pad-390")
    live = k.browser()
    live.get(k.base + "/")
    for _ in range(10):
        k.press("plusA")
    wait(live, lambda d: "Interval" in d.find_element(By.ID, "board").text, "the interval on the live view", 20)
    text = live.find_element(By.ID, "board").text
    assert not re.search(r"\d{4}-\d\d-\d\dT|\b120\b|\b60\b", text), f"raw data on the live view: {text!r}"
    keys = live.execute_script("return [...document.querySelectorAll('#board .field')].map(f => f.dataset.key)")
    assert "intervalSeconds" not in keys and "intervalFrom" not in keys, keys
    spoken = live.find_element(By.ID, "announce").text
    assert spoken == f"{LONG} 11, Lee 0, game 1", f"the live view's live region: {spoken!r}"
    fits(live, "/ (live view, a 34-letter name)")
    shot(live, shots, "live-interval-390")
    audit(live, "/ (interval)")
    print(f"    ok   12/15: the live view shows {text.splitlines()[-3:]!r}, no raw data; reads {spoken!r}")


def refusals(k: ScoreKiosk, d, binary: Path) -> None:
    from websockets.sync.client import connect
    url = f"ws://127.0.0.1:{k.port}/ws/score"
    headers = {"Cookie": f"scoreline_scorer={k.cookie}"}
    # Without a token: the socket opens and closes with 4401 and the sentence.
    with connect(url, origin=k.base, open_timeout=10) as s:
        try:
            s.recv(timeout=10)
            raise AssertionError("a socket without a token was sent something")
        except Exception as closed:  # ConnectionClosed
            code = getattr(getattr(closed, "rcvd", None), "code", None)
            assert code == 4401, f"no token: closed with {code} ({closed})"
    # Four pads on this phone (the pad tab is one): the fifth page is told why.
    d.get(k.base + "/score")
    wait(d, lambda d: d.find_element(By.ID, "link").text == "Connected", "the pad connected")
    extra = [connect(url, origin=k.base, additional_headers=headers, open_timeout=10, legacy=True) for _ in range(3)]
    try:
        fifth = k.browser()
        fifth.get(k.base + "/score")
        wait(fifth, lambda d: "scoring pages open already" in d.find_element(By.ID, "link").text, "the fifth page told why")
        print(f"    ok   14: a fifth scoring page says {fifth.find_element(By.ID, 'link').text!r}")
        fifth.quit()
        k.drivers.remove(fifth)
    finally:
        for s in extra:
            s.close()
    # Revoked: the open pad says so and offers to pair again.
    token_id = json.loads((k.data / "remote" / "tokens.json").read_text())["tokens"][0]["id"]
    subprocess.run([str(binary), "remote", "revoke", token_id, "--data-dir", str(k.data)], check=True, capture_output=True)
    d.execute_script("window.scoreline.socket.close()")
    wait(d, lambda d: "not paired" in d.find_element(By.ID, "link").text, "the revoked pad told why")
    assert d.find_element(By.CSS_SELECTOR, "#link a").get_attribute("href").endswith("/pair")
    print(f"    ok   14: a revoked phone's pad says {d.find_element(By.ID, 'link').text!r}")


def main() -> int:
    global shots_dir
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", type=Path, required=True)
    parser.add_argument("--web", type=Path, default=ROOT / "web")
    parser.add_argument("--shots", type=Path)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="scoreline-remote-i38-") as tmp:
        work = Path(tmp)
        shots_dir = args.shots or (Path(tempfile.gettempdir()) / "scoreline-i38-shots")
        k = ScoreKiosk(args.binary.resolve(), work, args.web)
        stopped = False
        try:
            k.pair()
            d = k.browser()
            roster_on_the_setup_page(k, d)
            match = cricket(k, d, shots_dir)
            scorecard_and_records(k, d, match)
            badminton(k, d, shots_dir)
            restored(k, d, match)
            refusals(k, d, args.binary.resolve())
            k.stop()
            stopped = True
            assert k.proc.returncode == 0, f"the kiosk exited {k.proc.returncode}"
            bad = [line for line in k.log().splitlines() if "CancellationError" in line or "web app stopped" in line or " error " in line]
            assert not bad, f"a normal stop logged: {bad}"
            print("    ok   14: a normal stop logs no error")
        except Exception:
            print(k.log()[-3000:], file=sys.stderr)
            raise
        finally:
            if not stopped:
                k.stop()
    print("issue 38 items 10-15: all checks passed")
    return 0


shots_dir = Path(tempfile.gettempdir()) / "scoreline-i38-shots"

if __name__ == "__main__":
    sys.exit(main())

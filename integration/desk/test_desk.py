#!/usr/bin/env python3
"""The hall's desk (issue 43, docs/desk.md) end to end: a real Mosquitto on loopback with the
project's broker config and ACL (deploy/mosquitto), six court kiosks and one desk kiosk, all
real `scoreline run` processes.

1. The day (`plain`): 24 matches imported from matches.csv through the desk page in Chromium
   (selenium). Each court is sent its next match by a tap on the page as soon as the desk
   shows it free (match n goes to court (n - 1) % 6 + 1, so the export is known in advance);
   the court's box queues it, the test starts it on stdin and feeds its rallies (games.py),
   the six courts scoring at once. Then: every result reached the desk exactly once (one
   `result` record per match in the desk's journal) with the games fed; the exported CSV
   equals expected-export.csv byte for byte (hand-checked); no match was ever held by two
   courts (each match's call file is on one court only); axe-core finds no serious violation;
   screenshots at laptop and tablet size go to docs/images/desk/.
2. The same day with faults (`faults`): the broker SIGKILLed and started again twice while
   courts score, court 3's kiosk SIGKILLed mid-match and restarted (the rest of its rallies
   fed after it resumed), the desk kiosk SIGKILLed while courts finish and restarted (the page
   opened again). Same checks: nothing lost, nothing doubled, no match on two courts.
3. Hostile input (`hostile`), on the finished day of stage 1: CSV files with a BOM, CRLF and
   quotes (read right), missing columns, 5,001 rows, an unclosed quote (each refused with its
   sentence, the day unchanged); a call to court 9; a call written on court 1's command topic
   with court 1's own credential (dropped by the ACL: court 1 queues the desk's next call and
   never the forged one); a court's result replayed, and one with a forged key (refused, the
   desk's journal unchanged).

Waits poll conditions with deadlines; none is a sleep. Usage:
    integration/desk/test_desk.py [--binary .build/debug/scoreline] [--keep] [--only plain|faults]
"""
from __future__ import annotations

import argparse
import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hall  # noqa: E402
from broker import pub  # noqa: E402
from games import COURT, COURTS, GAMES, match_lines, scores, winner  # noqa: E402
from hall import remote  # noqa: E402

LAPTOP = (1366, 768)
TABLET = remote.TABLET
SHOTS = hall.REPO / "docs" / "images" / "desk"
wait_until = remote.wait_until


class Day:
    """One day at the hall: the broker, the courts, the desk and its page in Chromium."""

    def __init__(self, binary: Path, work: Path):
        self.binary, self.work = binary, work
        self.broker = hall.venue_broker(work / "broker").start()
        self.courts = {n: hall.Court(binary, work, self.broker, n).start() for n in range(1, COURTS + 1)}
        self.desk = hall.desk_kiosk(binary, work, self.broker).start()
        self.token, self.csrf = self.desk.pair("the desk")
        self.driver = None
        self.open_page(LAPTOP)
        # What each court has been sent and fed: match → points fed so far.
        self.fed: dict[int, int] = {}

    def open_page(self, size) -> None:
        if self.driver is not None:
            self.driver.quit()
        self.driver = self.desk.browser(size, token=self.token)
        self.driver.get(self.desk.origin + "/desk")
        wait_until("the desk page's court list", lambda: self.driver.find_elements("css selector", "#desk-courts li"))

    # -- the desk, as the page and the journal say --------------------------------------------

    def state(self) -> dict:
        reply = self.desk.request("GET", "/desk/state", token=self.token)
        assert reply.status == 200, f"GET /desk/state: {reply}"
        return reply.json()

    def journal(self) -> list[dict]:
        path = self.desk.data / "desk" / "journal.jsonl"
        return [json.loads(l)["a"] for l in path.read_text().splitlines() if l.strip() and not l.startswith('{"v":2,')]

    def status(self, match: int) -> str:
        # Read in one script: the page rebuilds its table every two seconds, so an element
        # found in one call may be gone by the next.
        return self.driver.execute_script(
            "const cell = document.querySelector(arguments[0]); return cell ? cell.dataset.status : '';", f"#match-{match} td.state")

    def import_csv(self, path: Path) -> None:
        self.driver.find_element("id", "import-file").send_keys(str(path))
        self.driver.find_element("css selector", "#import-form button[type=submit]").click()

    def tap_call(self, match: int) -> bool:
        """Taps "Send match N to court C" if the page offers it now."""
        from selenium.common.exceptions import StaleElementReferenceException

        buttons = self.driver.find_elements("id", f"call-{match}-{COURT[match]}")
        if not buttons:
            return False
        try:
            buttons[0].click()
        except StaleElementReferenceException:
            return False  # rebuilt under the tap: asked again on the next pass
        return True

    # -- the courts -----------------------------------------------------------------------------

    def start_match(self, match: int, points: int | None = None) -> None:
        court = self.courts[COURT[match]]
        wait_until(f"court {COURT[match]} queues match {match}", lambda: court.queued(match), timeout=30)
        court.send(["startNext"])
        self.feed(match, points)

    def feed(self, match: int, points: int | None = None) -> None:
        lines = match_lines(match)
        start = self.fed.get(match, 0)
        end = len(lines) if points is None else min(len(lines), start + points)
        self.courts[COURT[match]].send(lines[start:end])
        self.fed[match] = end

    def finished(self) -> set[int]:
        return {int(r["number"]) for r in self.state()["matches"] if r["status"] == "finished"}

    def play(self, matches: list[int], on_results=None, halfway=None) -> None:
        """Plays `matches`: each is tapped onto its court once the desk shows that court free
        and the match among the ones it offers, started and fed at once. `on_results(k)` runs
        once as the k-th result arrives (the faults); `halfway[n](day, n)` runs once match n's
        first half is fed."""
        waiting = list(matches)
        playing: dict[int, int] = {}  # court → match
        seen = 0
        deadline = time.monotonic() + 600
        while waiting or playing:
            assert time.monotonic() < deadline, f"the day did not finish: waiting {waiting}, playing {playing}"
            done = self.finished()
            for court, match in list(playing.items()):
                if match in done:
                    del playing[court]
            while seen < len(done & set(matches)):
                seen += 1
                if on_results:
                    on_results(seen)
            for match in list(waiting):
                if COURT[match] in playing or any(m < match and COURT[m] == COURT[match] for m in waiting):
                    continue
                if self.tap_call(match):
                    wait_until(f"the desk shows match {match} called", lambda: self.status(match) in ("called", "on court", "finished"))
                    if halfway and match in halfway:
                        self.start_match(match, points=len(match_lines(match)) // 2)
                        halfway[match](self, match)
                    else:
                        self.start_match(match)
                    playing[COURT[match]] = match
                    waiting.remove(match)
            time.sleep(0.2)  # a poll's pace; the desk's state decides

    # -- checks ------------------------------------------------------------------------------

    def check_day(self, name: str) -> None:
        state = self.state()
        rows = {int(r["number"]): r for r in state["matches"]}
        for match in GAMES:
            row = rows[match]
            assert row["status"] == "finished" and row["scores"] == scores(match) and row["winner"] == winner(match) \
                and row["court"] == COURT[match], f"{name}: match {match} at the desk is {row}, fed {scores(match)} on court {COURT[match]}"
        journal = self.journal()
        for match in GAMES:
            results = [a for a in journal if "result" in a and a["result"]["match"] == str(match)]
            calls = [a for a in journal if "call" in a and a["call"]["match"] == str(match)]
            assert len(results) == 1, f"{name}: match {match} has {len(results)} results in the desk's journal"
            assert len(calls) == 1, f"{name}: match {match} was called {len(calls)} times"
        holders: dict[str, list[int]] = {}
        for n, court in self.courts.items():
            for call in court.calls():
                holders.setdefault(call.split("-")[1], []).append(n)
        two = {m: c for m, c in holders.items() if len(c) > 1}
        assert not two and len(holders) == len(GAMES), f"{name}: calls held by courts: {holders}"
        export = self.desk.request("GET", "/desk/export.csv", token=self.token)
        assert export.status == 200, f"GET /desk/export.csv: {export}"
        expected = (HERE / "expected-export.csv").read_bytes()
        assert export.body == expected, f"{name}: the export differs from expected-export.csv:\n{export.body.decode()}"
        print(f"  {name}: 24 results, each once in the journal, the export equals the expected file", flush=True)

    def close(self) -> None:
        if self.driver is not None:
            self.driver.quit()
        for court in self.courts.values():
            court.stop()
        self.desk.stop()
        self.broker.stop()


def plain(binary: Path, work: Path) -> Day:
    started = time.monotonic()
    day = Day(binary, work)
    screen = hall.HallScreen(binary, work, day.broker)
    wait_until("the hall screen connected", lambda: "connected to" in screen.log_text() or "following" in screen.log_text())
    day.import_csv(HERE / "matches.csv")
    wait_until("24 matches on the desk page", lambda: len(day.driver.find_elements("css selector", "#desk-rows tr")) == 24)
    SHOTS.mkdir(parents=True, exist_ok=True)
    remote.audit(day.driver, "the desk page, the day imported")

    released = []

    def hold(day: Day, match: int) -> None:
        # Half fed; the rest comes with match 15's shot (or now, if that is past).
        if released:
            day.feed(match)

    def midday(day: Day, match: int) -> None:
        # Courts half-way through matches 13 to 15 (those started by now), the others free and
        # offering the next matches: audited and shot at tablet size, then at laptop size (the
        # page the rest of the day runs on); then those matches are played out.
        started = [m for m in (13, 14, 15) if m in day.fed]
        wait_until(f"matches {started} on court", lambda: all(day.status(m) == "on court" for m in started))
        shoot(day, "desk-midday-tablet", TABLET, rows=24)
        shoot(day, "desk-midday-laptop", LAPTOP, rows=24)
        released.append(True)
        for held in started:
            day.feed(held)

    def call_slide(day: Day, match: int) -> None:
        # The hall screen shows the call for CallSlide.seconds (12 s).
        line = wait_until("the hall screen's call slide for court 1", lambda: "call slide for court 1 " in screen.log_text())
        assert line
        # The line is logged just before the slide is drawn: a frame written after the log
        # file was (the follower logs nothing else meanwhile) is the slide.
        logged = screen.log.stat().st_mtime_ns
        wait_until("the call slide drawn", lambda: screen.frame.exists() and screen.frame.stat().st_mtime_ns > logged, timeout=10)
        shutil.copyfile(screen.frame, SHOTS / "call-slide.png")
        day.feed(match)

    day.play(sorted(GAMES), halfway={1: call_slide, 13: hold, 14: hold, 15: midday})
    day.check_day("plain")
    remote.audit(day.driver, "the desk page, the day over")
    shoot(day, "desk-day-over-laptop", LAPTOP, rows=24)
    screen.stop()
    print(f"  plain: {time.monotonic() - started:.1f} s", flush=True)
    return day


def shoot(day: Day, name: str, size, rows: int) -> None:
    day.open_page(size)
    wait_until(f"the day's {rows} rows", lambda: len(day.driver.find_elements("css selector", "#desk-rows tr")) == rows)
    remote.audit(day.driver, f"the desk page at {size[0]}x{size[1]}")
    import base64
    shot = day.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
    (SHOTS / f"{name}.png").write_bytes(base64.b64decode(shot["data"]))


def faults(binary: Path, work: Path) -> None:
    started = time.monotonic()
    day = Day(binary, work)
    try:
        day.import_csv(HERE / "matches.csv")
        wait_until("24 matches on the desk page", lambda: len(day.driver.find_elements("css selector", "#desk-rows tr")) == 24)

        def restart_broker(k: int) -> None:
            day.broker.kill()
            # The courts go on scoring while it is down: each feeds what it has left.
            day.broker.start()
            print(f"  faults: broker restarted after result {k}", flush=True)

        def kill_desk(k: int) -> None:
            day.desk.proc.kill()
            day.desk.proc.wait()
            # The courts finish what they hold while the desk is away; the same data directory
            # (the journal, the paired token) comes back on a new port.
            # Its log is kept aside: the new one's "listening on" names the new port.
            day.desk.log.rename(day.desk.log.with_name("kiosk-before-kill.log"))
            day.desk = hall.desk_kiosk(binary, work, day.broker).start()
            day.open_page(LAPTOP)
            print(f"  faults: desk SIGKILLed and restarted after result {k}", flush=True)

        plan = {4: restart_broker, 14: restart_broker, 18: kill_desk}
        day.play(sorted(GAMES), on_results=lambda k: plan[k](k) if k in plan else None, halfway={15: kill_court})
        day.check_day("faults")
        assert day.broker.starts == 3, f"the broker was started {day.broker.starts} times"
        print(f"  faults: {time.monotonic() - started:.1f} s", flush=True)
    finally:
        day.close()


def kill_court(day: Day, match: int) -> None:
    """Court 3 SIGKILLed mid-match once the first half of its rallies is durable, started
    again (it resumes the match from its journal), and fed the rest."""
    court = day.courts[COURT[match]]
    half = day.fed[match]
    wait_until(f"court {court.number}'s first {half} points of match {match} durable", lambda: court.points_recorded(match) >= half)
    court.kill()
    mark = len(court.log_text())
    court.start()
    wait_until(f"court {court.number} resumed", lambda: court.alive() and "resumed seq=" in court.log_text()[mark:])
    assert court.points_recorded(match) == half, f"court {court.number} lost points: {court.points_recorded(match)} of {half}"
    day.feed(match)
    print(f"  faults: court {court.number} SIGKILLed and restarted in match {match} at {half} points", flush=True)


def page_edits(day: Day) -> None:
    """A match typed on the page, and a result corrected on the page (the desk's correction:
    the day's rules check the games); both in the desk's journal."""
    driver = day.driver
    for field, value in (("t-number", "T1"), ("t-event", "MS"), ("t-round", "Plate"), ("t-time", "18:30"),
                         ("t-player1", "Ida Bøgh"), ("t-player2", "Tang Ka Ho"), ("t-club2", "HK Shuttlers")):
        driver.find_element("id", field).send_keys(value)
    driver.find_element("css selector", "#type-form button[type=submit]").click()
    wait_until("match T1 on the page", lambda: day.status("T1") == "waiting")
    wait_until("the Correct button of match 24", lambda: driver.find_elements("css selector", 'button[data-correct="24"]'))
    driver.execute_script('document.querySelector(\'button[data-correct="24"]\').click()')
    scores = driver.find_element("id", "correct-scores")
    scores.clear()
    scores.send_keys("21-12 19-21 21-14")
    driver.find_element("css selector", "#correct-form button[type=submit]").click()
    wait_until("match 24 corrected", lambda: next(r for r in day.state()["matches"] if r["number"] == "24")["scores"] == "21-12 19-21 21-14")
    assert any("correct" in a and a["correct"]["match"] == "24" for a in day.journal()), "the correction is not in the desk's journal"
    row = next(r for r in day.state()["matches"] if r["number"] == "T1")
    assert (row["round"], row["time"], row["side1"], row["club2"]) == ("Plate", "18:30", "Ida Bøgh", "HK Shuttlers"), row


def take_back(day: Day) -> None:
    """A call taken back on the page is dropped from the court's queue, and the match called
    to another court is queued there only: never on two courts."""
    for court in (2, 3):
        wait_until(f"court {court} free at the desk", lambda: f"Court {court}: free" in day.driver.find_element("id", f"court-{court}").text)
    reply = day.desk.request("POST", "/desk/call", {"match": "T1", "court": 2}, token=day.token, csrf=day.csrf)
    assert reply.status == 200, f"POST /desk/call T1: {reply}"
    wait_until("court 2 queues T1", lambda: day.courts[2].queued("T1"), timeout=30)
    wait_until("the Take back button of T1", lambda: day.driver.find_elements("css selector", 'button[data-uncall="T1"]'))
    day.driver.execute_script('document.querySelector(\'button[data-uncall="T1"]\').click()')
    wait_until("court 2 drops T1", lambda: "match T1 taken back by the desk and dropped" in day.courts[2].log_text(), timeout=30)
    assert not list((day.courts[2].data / "queue").glob("*")), "court 2's queue still holds a match"
    reply = day.desk.request("POST", "/desk/call", {"match": "T1", "court": 3}, token=day.token, csrf=day.csrf)
    assert reply.status == 200, f"POST /desk/call T1 to court 3: {reply}"
    wait_until("court 3 queues T1", lambda: day.courts[3].queued("T1"), timeout=30)
    assert not list((day.courts[2].data / "queue").glob("*")), "T1 is queued on two courts"


def hostile(day: Day, work: Path) -> None:
    started = time.monotonic()
    before = day.state()
    journal_before = (day.desk.data / "desk" / "journal.jsonl").read_bytes()

    def refused(path: str, body, content_type: str, expect: str) -> None:
        reply = day.desk.request("POST", path, body, token=day.token, csrf=day.csrf, content_type=content_type)
        assert reply.status == 422 and expect in reply.json()["error"], f"POST {path}: {reply}"
        assert day.state() == before, f"POST {path} changed the day"
        assert (day.desk.data / "desk" / "journal.jsonl").read_bytes() == journal_before, f"POST {path} wrote to the journal"

    header = "Match No,Event,Round,Time,Team 1 Player 1,Team 1 Player 2,Team 1 Club,Team 2 Player 1,Team 2 Player 2,Team 2 Club"
    refused("/desk/import", "Match No,Event,Round\r\n90,MS,R1\r\n", "text/csv", 'the column "Time" is missing')
    rows = "".join(f"H{n},MS,R1,,A {n},,,B {n},,\r\n" for n in range(5001))
    refused("/desk/import", header + "\r\n" + rows, "text/csv", "more than 5000 matches")
    refused("/desk/import", header + '\r\n91,MS,R1,,"Unclosed,,,B,,\r\n', "text/csv", "never closed")
    refused("/desk/import", header + "\r\n1,MS,R1,,A,,,B,,\r\n", "text/csv", "match 1 is already on today's list")
    refused("/desk/call", {"match": "1", "court": 9}, "application/json", "Court 9 does not exist")
    # A result replayed by court 1 (its own credential, its own topic), then one with a forged key.
    recorded = next(a["result"] for a in day.journal() if "result" in a and a["result"]["match"] == "1")
    replay = json.dumps({"schemaVersion": 1, "match": "1", "key": recorded["key"], "games": [[21, 15], [21, 18]]})
    forged = json.dumps({"schemaVersion": 1, "match": "7", "key": "7@1#999", "games": [[21, 0], [21, 0]]})
    # Court 1 is thrown off the broker by the same user name and sends its kept results again
    # on return, which are replays too: the check that matters is the journal, unchanged.
    for payload, words in ((replay, "Match 1's result from court 1 is already recorded"), (forged, "Match 7 is not on court 1")):
        mark = len(day.desk.log_text())
        sent = pub(day.broker, f"scoreline/{hall.VENUE}/1/result/x", payload, user="scorer-1", password=hall.passwords()["scorer-1"])
        assert sent.returncode == 0, sent.stderr
        wait_until(f"the desk refuses a result: {words}", lambda: words in day.desk.log_text()[mark:], timeout=20)
    assert day.state() == before and (day.desk.data / "desk" / "journal.jsonl").read_bytes() == journal_before, \
        "a replayed or forged result changed the desk"
    # A BOM, CRLF and quotes, read right: the last accepted file.
    good = ("\ufeff" + header + '\r\n"H1",MS,"Final, men","","Ole ""Big"" Dahl",,"Club, A",Rui Sá,,\r\n').encode("utf-8")
    reply = day.desk.request("POST", "/desk/import", good, token=day.token, csrf=day.csrf, content_type="text/csv")
    assert reply.status == 200, f"POST /desk/import (BOM, CRLF, quotes): {reply}"
    row = next(r for r in day.state()["matches"] if r["number"] == "H1")
    assert (row["round"], row["side1"], row["club1"]) == ("Final, men", 'Ole "Big" Dahl', "Club, A"), row
    # Court 1's command topic written with court 1's own credential: dropped by the ACL. The
    # desk's own call after it reaches court 1; the forged one never does.
    forged_call = json.dumps({"schemaVersion": 1, "match": "H9", "key": "H9@1#500", "court": 1, "event": "MS",
                              "round": "R1", "side1": "Forger", "side2": "Victim"})
    sent = pub(day.broker, f"scoreline/{hall.VENUE}/1/command", forged_call, user="scorer-1", password=hall.passwords()["scorer-1"])
    assert sent.returncode == 0, sent.stderr
    reply = day.desk.request("POST", "/desk/call", {"match": "H1", "court": 1}, token=day.token, csrf=day.csrf)
    assert reply.status == 200, f"POST /desk/call H1: {reply}"
    wait_until("court 1 queues the desk's call H1", lambda: day.courts[1].queued("H1"), timeout=30)
    assert "match H9 queued" not in day.courts[1].log_text() and not any("H9" in c for c in day.courts[1].calls()), \
        "court 1 queued a call written with its own credential"
    # Court 1's board (match 19 finished) now names the match it plays next, on the bottom line
    # every follower of the court (the hall overview too) draws: read as the hall's display does.
    def board() -> str:
        got = subprocess.run(["mosquitto_sub", "-h", "127.0.0.1", "-p", str(day.broker.port), "-t", f"scoreline/{hall.VENUE}/1/board",
                              "-C", "1", "-W", "5", "-u", "display-hall", "-P", hall.passwords()["display-hall"]],
                             capture_output=True, text=True, timeout=20)
        return got.stdout
    wait_until("court 1's board saying Next: …", lambda: 'Next: Ole \\"Big\\" Dahl v Rui Sá' in board(), timeout=30)
    # Only a device paired with the desk kiosk reads or writes the day, and a write needs the
    # page's CSRF value.
    assert day.desk.request("GET", "/desk/state").status == 401
    assert day.desk.request("POST", "/desk/call", {"match": "H1", "court": 2}).status == 401
    assert day.desk.request("POST", "/desk/call", {"match": "H1", "court": 2}, token=day.token).status == 403
    page_edits(day)
    take_back(day)
    print(f"  hostile: 9 refusals with their sentences, nothing recorded changed ({time.monotonic() - started:.1f} s)", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=".build/debug/scoreline")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--only", choices=["plain", "faults"])
    args = ap.parse_args()
    binary = Path(args.binary).resolve()
    os.environ.setdefault("SCORELINE_WEB", str(hall.REPO / "web"))
    work = Path(tempfile.mkdtemp(prefix="scoreline-desk-"))
    started = time.monotonic()
    try:
        if args.only in (None, "plain"):
            day = plain(binary, work / "plain")
            try:
                hostile(day, work)
            finally:
                day.close()
        if args.only in (None, "faults"):
            faults(binary, work / "faults")
        print(f"desk: all stages passed in {time.monotonic() - started:.1f} s", flush=True)
        return 0
    finally:
        hall.stop_all()
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

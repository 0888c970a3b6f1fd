#!/usr/bin/env python3
"""Issue 13, badminton from two phones at once, in a real browser (headless chromium, 390x844):

A doubles match (Aces: Ann, Amy v Bolts: Ben, Bob) is set up through /setup. Two tabs open the
pad; they take turns scoring a game to 21-19 (tab 1 the odd points, tab 2 the even ones, each
waiting until it has seen the other's point). Every fourth tap, the test closes the tab's
WebSocket from the page right after the send, before the reply: the page reconnects and sends
the command again with the same number. The journal then holds exactly the 40 points, in
order, once each, and the tabs did resend. One of the points (the 23rd) comes from the button
box instead (`plusA` on the kiosk's stdin, the path a GPIO press takes) while both tabs are
open: both show it, and the tabs' next commands are made against it.

Before that, at 0-0, both tabs score against the same seq: tab 2's link is paused (its socket
closed), it taps a point for Bolts (made against seq N), tab 1 taps one for Aces (recorded),
then tab 2's link comes back and its command goes out: answered "stale", not recorded, and
tab 2 shows the current score (1-0) with a notice; it does not send it again.

Also an axe-core audit of the badminton pad and screenshots at 390x844 and 820x1180.

Usage: integration/remote/test_badminton.py --binary .build/release/scoreline
Needs helper "sec"'s pairing merged (POST /pair/start, POST /pair)."""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

sys.path.insert(0, str(Path(__file__).resolve().parent))
from score_kiosk import ScoreKiosk, body_data, wait  # noqa: E402
from test_cricket import ROOT, audit, screenshots  # noqa: E402


def points(d) -> tuple[str, str]:
    return d.find_element(By.ID, "b-points-A").text, d.find_element(By.ID, "b-points-B").text


def set_up(k: ScoreKiosk, d) -> None:
    d.get(k.base + "/setup")
    wait(d, lambda d: d.find_element(By.ID, "team0-name").is_displayed(), "the set-up form")
    d.find_element(By.CSS_SELECTOR, "input[name='sport'][value='badminton']").click()
    d.find_element(By.CSS_SELECTOR, "input[name='play'][value='doubles']").click()
    Select(d.find_element(By.ID, "b-format")).select_by_value("bwf21")
    for field, text in [("sideA-name", "Aces"), ("sideA-p1", "Ann"), ("sideA-p2", "Amy"),
                        ("sideB-name", "Bolts"), ("sideB-p1", "Ben"), ("sideB-p2", "Bob")]:
        d.find_element(By.ID, field).send_keys(text)
    Select(d.find_element(By.ID, "b-first-side")).select_by_value("A")
    d.find_element(By.ID, "start-now").click()
    wait(d, lambda d: d.current_url.endswith("/score"), "the pad after Start now")
    wait(d, lambda d: d.find_element(By.ID, "badminton-pad").is_displayed(), "the badminton pad")


def tap(d, side: str, drop: bool) -> None:
    """Taps + for `side`; with `drop`, closes the socket in the same turn of the page's event
    loop, after the send and before any reply can arrive."""
    if drop:
        d.execute_script(f"document.getElementById('b-plus-{side}').click(); window.scoreline.socket.close();")
    else:
        d.find_element(By.ID, f"b-plus-{side}").click()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", type=Path, required=True)
    parser.add_argument("--web", type=Path, default=ROOT / "web")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="scoreline-remote-badminton-") as tmp:
        k = ScoreKiosk(args.binary.resolve(), Path(tmp), args.web)
        try:
            k.pair()
            d1 = k.browser()
            set_up(k, d1)
            d2 = k.browser()
            d2.get(k.base + "/score")
            wait(d2, lambda d: d.find_element(By.ID, "badminton-pad").is_displayed(), "the second tab's pad")
            audit(d2, "/score (badminton)")
            start_seq = body_data(d1, "seq")
            wait(d2, lambda d: body_data(d, "seq") == start_seq, "both tabs on the same seq")

            # Two tabs against the same seq: one recorded, the other stale.
            d2.execute_script("window.scoreline.pause()")
            d2.find_element(By.ID, "b-plus-B").click()
            d1.find_element(By.ID, "b-plus-A").click()
            wait(d1, lambda d: d.execute_script("return window.scoreline.pending()") == 0 and points(d) == ("1", "0"), "tab 1's point")
            assert body_data(d1, "lastOutcome") == "recorded", f"tab 1: {body_data(d1, 'lastOutcome')}"
            d2.execute_script("window.scoreline.resume()")
            wait(d2, lambda d: body_data(d, "lastOutcome") is not None and d.execute_script("return window.scoreline.pending()") == 0,
                 "tab 2's answer")
            outcome, notice = body_data(d2, "lastOutcome"), d2.find_element(By.ID, "notice").text
            assert outcome == "stale", f"tab 2's command against the old seq was answered {outcome}"
            wait(d2, lambda d: points(d) == ("1", "0"), "tab 2 showing the score now")
            assert notice, "tab 2 shows no notice for its stale command"
            print(f"    ok   two tabs on seq {start_seq}: tab 1 recorded, tab 2 stale, shown 1-0 and told: {notice[:60]}…")

            # The game to 21-19 from both tabs, dropping the link every fourth tap.
            sides = ["B", "A"] * 18 + ["B", "A", "A"]
            box_press = 21  # an "A" point: the box scores it, the tabs carry on after it
            for i, side in enumerate(sides):
                if i == box_press:
                    seq = body_data(d1, "seq")
                    wait(d2, lambda d: body_data(d, "seq") == seq, "both tabs on one seq before the box's press")
                    k.press(f"plus{side}")
                    for d in (d1, d2):
                        wait(d, lambda d: body_data(d, "seq") not in (None, seq), f"the box's point {i + 2} on the tab")
                    continue
                d, other = (d2, d1) if i % 2 == 0 else (d1, d2)
                seq = body_data(other, "seq")
                wait(d, lambda d: body_data(d, "seq") == seq, f"point {i + 2}: the tab has seen the last point")
                tap(d, side, drop=(i % 4 == 3))
                wait(d, lambda d: d.execute_script("return window.scoreline.pending()") == 0 and body_data(d, "seq") != seq,
                     f"point {i + 2} ({side}) answered", 30)
                assert body_data(d, "lastOutcome") == "recorded", f"point {i + 2}: {body_data(d, 'lastOutcome')}: {d.find_element(By.ID, 'notice').text}"
            for d in (d1, d2):
                wait(d, lambda d: points(d) == ("21", "19"), "21-19 on both tabs")
            resends = d1.execute_script("return window.scoreline.resends()") + d2.execute_script("return window.scoreline.resends()")
            assert resends >= 5, f"only {resends} commands were sent again after a dropped link"
            repeats = d1.execute_script("return window.scoreline.repeats()") + d2.execute_script("return window.scoreline.repeats()")
            wait(d1, lambda d: d.find_element(By.ID, "b-next").is_displayed(), "the next game's choices")
            recorded = [r["a"] for r in k.journal()[1:]]
            got = [r.get("side") for r in recorded if r.get("type") == "point"]
            assert len(recorded) == 40 and got == ["A"] + sides, f"the journal's points: {got} ({len(recorded)} records)"
            print(f"    ok   21-19 from two tabs and the button box (point {box_press + 2}), {resends} commands resent after dropped links ({repeats} of them already applied, answered repeated:true); the journal has the 40 points once each, in order")
            screenshots(k, "/score", "badminton-pad", lambda d: d.find_element(By.ID, "badminton-pad").is_displayed())
        except Exception:
            print(k.log()[-3000:], file=sys.stderr)
            raise
        finally:
            k.stop()
    print("badminton from two phones: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

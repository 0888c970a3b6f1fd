#!/usr/bin/env python3
"""Issue 13, cricket from the phone, in a real browser (Debian's chromium, headless, 390x844):

Set up a T20 between two named teams with named XIs through /setup (Riverside win the toss and
bat). Score an over on /score: a wide, a four, a caught wicket (Ivo the fielder), the new
batter chosen from the list (Chen), four dots; then the bowler for the next over is chosen
from the list, which no longer offers the last over's bowler (Hana). The pad then says
"Riverside 5/1 (1.0 ov)", and the kiosk's PNG output (1920x1080) equals, pixel for pixel,
`scoreline render` of the match's journal at the same size: those names and that score are on
the big screen exactly as the journal says. The last action is the bowler (no flash) and the
phone's commands leave no bottom line, so the render needs no bottom line added.

Also: an axe-core audit of /setup and the cricket pad (no serious or critical violation), and
screenshots at 390x844 and 820x1180 into docs/images/remote/.

Usage: integration/remote/test_cricket.py --binary .build/release/scoreline
Needs helper "sec"'s pairing merged (POST /pair/start, POST /pair)."""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageChops
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

sys.path.insert(0, str(Path(__file__).resolve().parent))
from score_kiosk import SIZE, ScoreKiosk, body_data, wait  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
IMAGES = ROOT / "docs" / "images" / "remote"
RIVERSIDE = ["Asha", "Bilal", "Chen", "Dev", "Esi", "Femi", "Gus", "Hugo", "Ines", "Jon", "Kai"]
HILLCREST = ["Hana", "Ivo", "Kofi", "Lena", "Mo", "Nia", "Omar", "Pia", "Quinn", "Rui", "Sol"]


def act(d, click, what: str) -> None:
    """Taps, then waits until the kiosk answered "recorded" and sent the new state."""
    before = body_data(d, "seq")
    click()
    wait(d, lambda d: d.execute_script("return window.scoreline.pending()") == 0 and body_data(d, "seq") != before,
         f"{what}: no new state")
    outcome = body_data(d, "lastOutcome")
    assert outcome == "recorded", f"{what}: the kiosk answered {outcome}: {d.find_element(By.ID, 'notice').text}"


def button(d, text: str):
    return d.find_element(By.XPATH, f"//section[@id='cricket-pad']//button[normalize-space()='{text}' and not(ancestor::*[@hidden])]")


def audit(d, page: str) -> None:
    from kiosk import audit_findings
    found = audit_findings(d, page)
    assert not found, "; ".join(found)
    print(f"    ok   axe-core 4.x and 3.1.1 on {page}: no serious or critical violation")


def screenshots(k: ScoreKiosk, path: str, name: str, ready) -> None:
    IMAGES.mkdir(parents=True, exist_ok=True)
    for size, label in [((390, 844), "phone"), ((820, 1180), "tablet")]:
        d = k.browser(*size)
        d.get(k.base + path)
        wait(d, ready, f"{name} at {label} size")
        d.save_screenshot(str(IMAGES / f"{name}-{label}.png"))
        print(f"    ok   screenshot docs/images/remote/{name}-{label}.png")
        d.quit()
        k.drivers.remove(d)


def set_up(k: ScoreKiosk, d) -> None:
    d.get(k.base + "/setup")
    wait(d, lambda d: d.find_element(By.ID, "team0-name").is_displayed(), "the set-up form")
    audit(d, "/setup")
    Select(d.find_element(By.ID, "format")).select_by_value("t20")
    d.find_element(By.ID, "team0-name").send_keys("Riverside")
    d.find_element(By.ID, "team0-players").send_keys("\n".join(RIVERSIDE))
    d.find_element(By.ID, "team1-name").send_keys("Hillcrest")
    d.find_element(By.ID, "team1-players").send_keys("\n".join(HILLCREST))
    Select(d.find_element(By.ID, "toss-winner")).select_by_value("0")
    Select(d.find_element(By.ID, "toss-decision")).select_by_value("bat")
    d.find_element(By.ID, "start-now").click()
    wait(d, lambda d: d.current_url.endswith("/score"), "the pad after Start now")
    wait(d, lambda d: d.find_element(By.ID, "cricket-pad").is_displayed(), "the cricket pad")


def score_the_over(d) -> None:
    wait(d, lambda d: "opening batters" in d.find_element(By.ID, "c-prompt").text, "the openers' prompt")
    Select(d.find_element(By.ID, "c-opener1")).select_by_visible_text("Asha")
    Select(d.find_element(By.ID, "c-opener2")).select_by_visible_text("Bilal")
    act(d, lambda: d.find_element(By.ID, "c-start-innings").click(), "openers")
    wait(d, lambda d: d.find_element(By.ID, "c-choices").is_displayed(), "the bowler list")
    offered = [b.text for b in d.find_elements(By.CSS_SELECTOR, "#c-choices button")]
    assert offered == HILLCREST, f"the first over's bowlers offered: {offered}"
    act(d, lambda: button(d, "Hana").click(), "bowler Hana")
    d.find_element(By.CSS_SELECTOR, "button[data-extra='wide']").click()
    act(d, lambda: d.find_element(By.CSS_SELECTOR, ".runs button[data-runs='0']").click(), "a wide")
    act(d, lambda: d.find_element(By.CSS_SELECTOR, ".runs button[data-runs='4']").click(), "a four")
    d.find_element(By.ID, "c-wicket").click()
    wait(d, lambda d: d.find_element(By.ID, "c-wicket-panel").is_displayed(), "the wicket panel")
    Select(d.find_element(By.ID, "c-how")).select_by_value("caught")
    Select(d.find_element(By.ID, "c-fielder")).select_by_visible_text("Ivo")
    Select(d.find_element(By.ID, "c-who")).select_by_visible_text("Asha")
    act(d, lambda: d.find_element(By.ID, "c-wicket-ok").click(), "caught")
    wait(d, lambda d: "new batter" in d.find_element(By.ID, "c-prompt").text, "the new batter's prompt")
    offered = [b.text for b in d.find_elements(By.CSS_SELECTOR, "#c-choices button")]
    assert offered == RIVERSIDE[2:], f"batters offered after Asha's wicket: {offered}"
    act(d, lambda: button(d, "Chen").click(), "new batter Chen")
    for i in range(4):
        act(d, lambda: d.find_element(By.CSS_SELECTOR, ".runs button[data-runs='0']").click(), f"dot {i + 1}")
    wait(d, lambda d: "bowler for the next over" in d.find_element(By.ID, "c-prompt").text, "the next bowler's prompt")
    offered = [b.text for b in d.find_elements(By.CSS_SELECTOR, "#c-choices button")]
    assert offered == HILLCREST[1:], f"bowlers offered for the second over: {offered}"
    over = [t.text for t in d.find_elements(By.CSS_SELECTOR, "#c-over .token")]
    assert over == ["1wd", "4", "W", "•", "•", "•", "•"], f"the over's tokens: {over}"
    act(d, lambda: button(d, "Kofi").click(), "bowler Kofi")
    line = d.find_element(By.ID, "c-score").text
    assert line == "Riverside 5/1 (1.0 ov)", f"the pad's score line: {line}"
    print("    ok   an over scored from the phone: wide, four, caught (Ivo), Chen in, Kofi on; pad: " + line)


def frame_matches_render(k: ScoreKiosk, work: Path) -> None:
    import json
    match = work / "match.jsonl"
    match.write_text("\n".join(json.dumps(r["a"]) for r in k.journal()) + "\n")
    ref = work / "render.png"
    done = subprocess.run([str(k.binary), "render", str(match), "--size", f"{SIZE[0]}x{SIZE[1]}", "--out", str(ref)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, f"render failed: {done.stderr}"
    want = Image.open(ref).convert("RGB")

    def same(_) -> bool:
        try:
            got = Image.open(k.frame).convert("RGB")
        except (OSError, SyntaxError):
            return False  # written whole by rename, but be safe while it appears
        return got.size == want.size and ImageChops.difference(got, want).getbbox() is None
    wait(None, same, "the kiosk's frame to equal `scoreline render` of the journal", 20)
    records = [r["a"] for r in k.journal()]
    names = {r.get("name") for r in records} | {r.get("striker") for r in records} | {r.get("nonStriker") for r in records}
    assert {"Asha", "Bilal", "Chen", "Hana", "Kofi"} <= names, f"names in the journal: {names}"
    print(f"    ok   the kiosk's PNG equals `scoreline render` of the journal at {SIZE[0]}x{SIZE[1]}, every pixel")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", type=Path, required=True)
    parser.add_argument("--web", type=Path, default=ROOT / "web")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="scoreline-remote-cricket-") as tmp:
        work = Path(tmp)
        k = ScoreKiosk(args.binary.resolve(), work, args.web)
        try:
            k.pair()
            d = k.browser()
            screenshots(k, "/setup", "setup", lambda d: d.find_element(By.ID, "team0-name").is_displayed())
            set_up(k, d)
            score_the_over(d)
            audit(d, "/score (cricket)")
            frame_matches_render(k, work)
            screenshots(k, "/score", "cricket-pad", lambda d: d.find_element(By.ID, "cricket-pad").is_displayed()
                        and d.find_element(By.ID, "c-score").text != "")
        except Exception:
            print(k.log()[-3000:], file=sys.stderr)
            raise
        finally:
            k.stop()
    print("cricket from the phone: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Issue 38, item 2, on the phone's pages: a right-to-left name keeps its figures in order.

A real kiosk on loopback plays one over of a match between Riverside (batting: "विराट कोहली"
in Devanagari and "بابر اعظم" in Urdu) and "لاہور قلندرز", whose Urdu bowler "محمد رضوان"
takes 1.0-0-19-1: विराट hits 4, 6, 4, 4 and 1 (19 off 5), then بابر is bowled. The acceptance
pass saw the live page draw "1-19-0-1.0 محمد رضوان". In Debian's chromium, headless, at 390 px
and at a desktop's 1280 px, read where the browser drew each character:

- the live view (/): the bowler's name is a <bdi> of its own, his figures a left-to-right
  isolate after it; the name's box is left of the figures' box, the name reads right to left
  (its first letter drawn rightmost) and the figures read "1.0-0-19-1" left to right; the
  Devanagari batter's line reads "19 (5)"; no isolation mark is left in the page's text;
- the scorer's pad (/score): the same bowler line;
- the scorecard (/matches/ID): in the bowling table the name's cell, then O, M, R, W read
  1.0, 0, 19, 1 left to right; "b محمد رضوان" under بابر has the name in a <bdi>; the fall of
  wickets "1-19 (بابر اعظم, … ov)" has the name in a <bdi> and its figures in their order;
- a control: the same bowler line typed plainly (no marks, no <bdi>) into the page IS drawn
  with the figures "1-19-0-1.0", the issue's fault, so the measuring can see it;
- bidi.js cuts text as the engine does (nested and unpaired marks), and a marked name holding
  markup stays text;
- axe-core (4.x and 3.1.1) finds nothing serious on the live view and the scorecard.

Screenshots of the live view and the scorecard at both widths go to --shots.

Usage: integration/remote/test_bidi.py --binary .build/debug/scoreline [--web DIR] [--shots DIR]
(--web serves another web folder, e.g. the old pages, to see the test fail on them)."""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kiosk import PHONE, Kiosk, audit, stop_all, wait_until  # noqa: E402

from selenium.webdriver.common.by import By  # noqa: E402

DESKTOP = (1280, 900)
BOWLER = "محمد رضوان"          # Mohammad Rizwan, in Urdu
OUT_BATTER = "بابر اعظم"        # Babar Azam, in Urdu
HINDI_BATTER = "विराट कोहली"    # Virat Kohli, in Devanagari
FIELDING = "لاہور قلندرز"       # Lahore Qalandars
# The over worked out by hand: 4+6+4+4+1 = 19 runs off six legal balls, no maiden, one wicket
# (bowled, credited to the bowler): 1.0-0-19-1. विराट faces the first five (19 off 5).
FIGURES = "1.0-0-19-1"

# Where each character was drawn, by the centre of its box: `visual(el, keep)` is the element's
# characters matching `keep`, sorted left to right as they are on the screen.
VISUAL_JS = r"""
window.visual = function (el, keep, skip) {
  const chars = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (skip && n.parentElement.closest(skip)) continue;
    for (let i = 0; i < n.data.length; i++) {
      if (!keep.test(n.data[i])) continue;
      const r = document.createRange();
      r.setStart(n, i); r.setEnd(n, i + 1);
      const b = r.getBoundingClientRect();
      chars.push([b.left + b.width / 2, n.data[i]]);
    }
  }
  return chars.sort((a, b) => a[0] - b[0]).map((c) => c[1]).join("");
};
window.logical = function (el, keep, skip) {
  let out = "";
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (skip && n.parentElement.closest(skip)) continue;
    for (const c of n.data) if (keep.test(c)) out += c;
  }
  return out;
};
// The name reads right to left: its first letter is drawn right of its last.
window.rightToLeft = function (bdi) {
  const n = bdi.firstChild, r = document.createRange();
  r.setStart(n, 0); r.setEnd(n, 1);
  const first = r.getBoundingClientRect();
  r.setStart(n, n.data.length - 1); r.setEnd(n, n.data.length);
  const last = r.getBoundingClientRect();
  return first.left > last.left;
};
window.marks = (el) => /[\u2066-\u2069]/.test(el.textContent);
"""

FIGURE_CHARS = r"/[0-9.\-]/"


def bowler_line(d, selector: str, where: str) -> dict:
    """The bowler's line at `selector`: its <bdi>, the element after it, where they are drawn."""
    found = d.execute_script(VISUAL_JS + f"""
        const line = document.querySelector({json.dumps(selector)});
        if (!line) return null;
        const bdi = line.querySelector("bdi");
        if (!bdi) return {{text: line.textContent, bdi: null}};
        const figures = bdi.nextElementSibling;
        const style = figures ? getComputedStyle(figures) : null;
        return {{
            text: line.textContent, bdi: bdi.textContent, marks: marks(line),
            figures: figures ? figures.textContent.trim() : null,
            isolate: style ? style.unicodeBidi : null, direction: style ? style.direction : null,
            nameRight: bdi.getBoundingClientRect().right, figuresLeft: figures ? figures.getBoundingClientRect().left : null,
            rtl: rightToLeft(bdi), visual: visual(line, {FIGURE_CHARS}, "bdi"),
        }};""")
    assert found, f"{where}: no element {selector}"
    assert found["bdi"] == BOWLER, f"{where}: the bowler's name is not a <bdi> of its own: {found}"
    assert not found["marks"], f"{where}: isolation marks left in the text beside the <bdi>: {found['text']!r}"
    assert found["figures"] == FIGURES, f"{where}: the element after the name holds {found['figures']!r}, not {FIGURES}"
    assert found["isolate"] == "isolate" and found["direction"] == "ltr", \
        f"{where}: the figures are not a left-to-right isolate: unicode-bidi {found['isolate']}, direction {found['direction']}"
    assert found["nameRight"] <= found["figuresLeft"] + 1, \
        f"{where}: the name ends at {found['nameRight']} px, right of the figures' start {found['figuresLeft']} px"
    assert found["rtl"], f"{where}: {BOWLER} is not drawn right to left"
    assert found["visual"] == FIGURES, f"{where}: the figures are drawn {found['visual']!r}, not {FIGURES}"
    return found


def control(d) -> None:
    """The issue's fault, typed plainly into the page: the measuring sees "1-19-0-1.0"."""
    seen = d.execute_script(VISUAL_JS + f"""
        const p = document.createElement("p");
        p.textContent = {json.dumps(BOWLER + " " + FIGURES)};
        document.body.appendChild(p);
        const v = visual(p, {FIGURE_CHARS});
        p.remove();
        return v;""")
    # Worked out from the bidi algorithm (ADR 041): after Arabic letters the digits are Arabic
    # numbers, the hyphens between them right to left, so the four numbers come in reverse.
    assert seen == "1-19-0-1.0", f"the plain line's figures are drawn {seen!r}: the control does not show the fault"


def page_runs(d) -> None:
    """bidi.js cuts text as the engine's BidiIsolation.runs does (the same cases as
    BidiIsolationTests, expectations written by hand): a marked name becomes an isolated run
    without its marks, a nested isolate stays inside it, a mark without its partner stays."""
    fsi, pdi, lri = "\u2068", "\u2069", "\u2066"
    cases = [
        (fsi + BOWLER + pdi + " " + FIGURES, [[BOWLER, True], [" " + FIGURES, False]]),
        ("K. Rabada 3.0-0-21-1", [["K. Rabada 3.0-0-21-1", False]]),
        ("", []),
        (fsi + "ab" + lri + "cd" + pdi + "e" + pdi + " 5", [["ab" + lri + "cd" + pdi + "e", True], [" 5", False]]),
        ("x " + fsi + BOWLER, [["x " + fsi + BOWLER, False]]),
    ]
    for text, expected in cases:
        got = d.execute_script("return window.scorelineBidi.runs(arguments[0]).map((r) => [r.text, r.isolated])", text)
        assert got == expected, f"bidi.js cuts {text!r} into {got}, not {expected}"
    # A name with markup in it is text in its <bdi>, never an element.
    made = d.execute_script("""const p = document.createElement('p');
        window.scorelineBidi.fill(p, arguments[0]);
        return [p.children.length, p.querySelector('bdi').textContent, p.querySelectorAll('i, img').length];""",
                            fsi + "<i>علی</i><img src=x>" + pdi + " 4")
    assert made == [2, "<i>علی</i><img src=x>", 0], f"a marked name with markup: {made}"


def live_view(k: Kiosk, size, shots: Path, name: str) -> None:
    d = k.browser(size)
    try:
        d.get(k.origin + "/")
        wait_until("the bowler's figures on the live view",
                   lambda: FIGURES in (d.execute_script("const b = document.querySelector('#board [data-key=\"bowler\"]'); return b && b.textContent") or ""))
        found = bowler_line(d, '#board [data-key="bowler"] .text', f"/ at {size[0]} px")
        batter = d.execute_script(VISUAL_JS + """
            const f = [...document.querySelectorAll('#board .field')].find((f) => f.textContent.includes(arguments[0]));
            return f ? {text: f.textContent, visual: visual(f, /[0-9()]/)} : null;""", HINDI_BATTER)
        assert batter and batter["visual"] == "19(5)", f"/ at {size[0]} px: the Devanagari batter's line: {batter}"
        assert not d.execute_script(VISUAL_JS + "return marks(document.getElementById('board'))"), "marks left on the live view"
        control(d)
        page_runs(d)
        audit(d, f"/ at {size[0]} px, an Urdu bowler")
        shot(d, shots, name)
        print(f"    ok   the live view at {size[0]} px: <bdi>{found['bdi']}</bdi> then {found['visual']!r} left to right; "
              f"{batter['text'].strip()!r} reads 19 (5); axe clean")
    finally:
        d.quit()


def pad(k: Kiosk, token: str) -> None:
    d = k.browser(PHONE, token=token)
    try:
        d.get(k.origin + "/score")
        wait_until("the bowler's line on the pad", lambda: FIGURES in d.find_element(By.ID, "c-bowler").text)
        found = bowler_line(d, "#c-bowler", "/score")
        print(f"    ok   the pad: {found['text']!r} with the name in a <bdi>, the figures {found['visual']!r}")
    finally:
        d.quit()


def scorecard(k: Kiosk, match: str, size, shots: Path, name: str) -> None:
    d = k.browser(size)
    try:
        d.get(f"{k.origin}/matches/{match}")
        where = f"the scorecard at {size[0]} px"
        row = d.execute_script(VISUAL_JS + """
            const row = [...document.querySelectorAll('table.bowling tbody tr')].find((r) => r.querySelector('th bdi'));
            if (!row) return null;
            const cells = [...row.querySelectorAll('td')].slice(0, 4);
            const name = row.querySelector('th bdi');
            return {name: name.textContent, rtl: rightToLeft(name), nameRight: row.querySelector('th').getBoundingClientRect().right,
                    cells: cells.map((c) => [c.getBoundingClientRect().left, c.textContent])};""")
        assert row and row["name"] == BOWLER, f"{where}: no bowling row with the name in a <bdi>: {row}"
        drawn = [text for _, text in sorted(row["cells"])]
        assert "-".join(drawn) == FIGURES, f"{where}: O, M, R, W are drawn {drawn} left to right"
        assert row["nameRight"] <= min(left for left, _ in row["cells"]) + 1, f"{where}: the name's cell is not left of the figures"
        assert row["rtl"], f"{where}: {BOWLER} is not drawn right to left"
        how = d.execute_script("""
            const how = [...document.querySelectorAll('table.batting .how')].find((h) => h.querySelector('bdi'));
            return how ? [how.textContent, how.querySelector('bdi').textContent] : null;""")
        assert how == [f"b {BOWLER}", BOWLER], f"{where}: how out: {how}"
        fall = d.execute_script(VISUAL_JS + """
            const li = [...document.querySelectorAll('.innings ul.plain-list li')].find((l) => l.querySelector('bdi'));
            if (!li) return null;
            const keep = /[0-9().,\\-a-z]/;
            return {text: li.textContent, name: li.querySelector('bdi').textContent, marks: marks(li),
                    visual: visual(li, keep, 'bdi'), logical: logical(li, keep, 'bdi')};""")
        assert fall and fall["name"] == OUT_BATTER, f"{where}: the fall of wickets has no <bdi> for {OUT_BATTER}: {fall}"
        assert fall["text"].startswith(f"1-19 ({OUT_BATTER}, ") and not fall["marks"], f"{where}: the fall of wickets reads {fall['text']!r}"
        assert fall["visual"] == fall["logical"], f"{where}: the fall of wickets' figures are drawn {fall['visual']!r}, written {fall['logical']!r}"
        assert not d.execute_script(VISUAL_JS + "return marks(document.querySelector('main'))"), f"{where}: marks left in the text"
        audit(d, f"{where}, Urdu names")
        shot(d, shots, name)
        print(f"    ok   {where}: {BOWLER} then {drawn}; how out {how[0]!r}; fall of wickets {fall['text']!r} in order; axe clean")
    finally:
        d.quit()


def shot(d, shots: Path, name: str) -> None:
    import base64

    shots.mkdir(parents=True, exist_ok=True)
    png = d.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
    (shots / f"{name}.png").write_bytes(base64.b64decode(png["data"]))
    print(f"    ok   screenshot {shots / name}.png")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", type=Path, required=True)
    parser.add_argument("--web", type=Path, help="the web folder to serve (default: the repository's)")
    parser.add_argument("--shots", type=Path, default=Path(tempfile.gettempdir()) / "scoreline-bidi-shots")
    args = parser.parse_args()
    if args.web:
        os.environ["SCORELINE_WEB"] = str(args.web.resolve())
    work = Path(tempfile.mkdtemp(prefix="scoreline-bidi-"))
    k = Kiosk(args.binary.resolve(), work, preset=None).start()
    try:
        token, csrf = k.pair()
        set_up = k.request("POST", "/setup", {
            "sport": "cricket", "start": "now", "format": "custom", "overs": 2,
            "teams": [{"name": "Riverside", "players": [HINDI_BATTER, OUT_BATTER, "Chen"]},
                      {"name": FIELDING, "players": [BOWLER, "علی", "Kofi"]}],
            "toss": {"winner": 0, "decision": "bat"}}, token=token, csrf=csrf)
        assert set_up.status == 201, f"setting up: {set_up}"
        balls = [{"type": "openers", "striker": HINDI_BATTER, "nonStriker": OUT_BATTER}, {"type": "bowler", "name": BOWLER}]
        balls += [{"type": "delivery", "bat": runs} for runs in (4, 6, 4, 4, 1)]
        balls += [{"type": "delivery", "bat": 0, "wicket": {"kind": "bowled"}}, {"type": "newBatter", "name": "Chen"}]
        k.send(*(json.dumps(b, ensure_ascii=False) for b in balls))
        # Durable before any screen shows it: the journal holds the set-up and every line.
        wait_until("the over in the journal", lambda: (k.data / "current").exists() and len(k.journal()) == 1 + len(balls))
        match = k.current_id()
        for size, suffix in ((PHONE, "390"), (DESKTOP, "desktop")):
            live_view(k, size, args.shots, f"live-urdu-{suffix}")
            scorecard(k, match, size, args.shots, f"scorecard-urdu-{suffix}")
        pad(k, token)
        k.stop()
    except Exception:
        print(k.log_text()[-3000:], file=sys.stderr)
        raise
    finally:
        stop_all()
    print("issue 38 item 2 on the web pages: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The live view (/), as anyone at the ground sees it: the board laid out from the kiosk's own
strings, updated over the WebSocket after each durable action, the score read out by a polite
live region, no write control, no serious axe-core finding; screenshots at phone and tablet
size (docs/remote.md)."""
from __future__ import annotations

import argparse
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kiosk import PHONE, TABLET, Kiosk, audit, screenshot, stop_all, wait_until  # noqa: E402

from selenium.webdriver.common.by import By  # noqa: E402

REPO = Path(__file__).resolve().parents[2]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="scoreline-live-"))
    # The demo match's actions after its set-up (docs/examples/demo-cricket.jsonl): openers, a
    # bowler, then 1, 4, a wide (1), a no-ball with 2 off the bat (1 + 2), 1 and a dot: 10/0.
    lines = (REPO / "docs/examples/demo-cricket.jsonl").read_text().splitlines()[1:]
    kiosk = Kiosk(Path(args.binary), work, preset="demo-cricket").start()
    try:
        kiosk.wait_acked(1)
        for size, name in ((PHONE, "live-phone"), (TABLET, "live-tablet")):
            driver = kiosk.browser(size)
            try:
                driver.get(kiosk.origin + "/")
                board = driver.find_element(By.ID, "board")
                wait_until("the first board", lambda: board.get_attribute("data-seq") not in (None, ""))
                if name == "live-phone":
                    # Scored at the kiosk while the page is open: the view follows.
                    kiosk.send(*lines)
                    kiosk.wait_acked(1 + len(lines))
                seq = str(kiosk.acked())
                wait_until(f"seq {seq} on the page", lambda: board.get_attribute("data-seq") == seq)
                score = board.find_element(By.CSS_SELECTOR, '[data-key="score"]').text
                assert score == "10/0", f"the live view shows {score!r}, not 10/0"
                spoken = driver.find_element(By.ID, "announce").text or driver.find_element(By.ID, "announce").get_attribute("textContent")
                # Said in words, not the board's "10/0, 1.3" (issue 38).
                assert re.search(r"^Riverside 10 for 0 after \d+\.\d overs$", spoken), f"the live region says {spoken!r}"
                assert driver.find_element(By.ID, "announce").get_attribute("aria-live") == "polite"
                writes = driver.find_elements(By.CSS_SELECTOR, "form, button, input, select, textarea")
                assert not writes, f"the live view has controls: {[w.tag_name for w in writes]}"
                audit(driver, "/ (" + name + ")")
                screenshot(driver, name)
                print(f"ok: {name}: seq {seq}, score {score!r} read out, no controls, axe clean")
            finally:
                driver.quit()
        kiosk.stop()
    finally:
        stop_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())

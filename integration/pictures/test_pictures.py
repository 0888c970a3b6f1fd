#!/usr/bin/env python3
"""Faces and badges from the phone (issue 41, ADR 056), in Debian's Chromium at a phone's
390 px, against a real kiosk:

- a 12-megapixel JPEG tagged EXIF orientation 6, made here with PIL, uploaded as a player's
  photo: the page shrinks it and the stored headshot is upright (the picture's top, red, is at
  the top of the square, its bottom, blue, at the bottom);
- a PNG with transparency as a team's logo: stored as a PNG that keeps its transparent half;
- a GIF, refused with the kiosk's sentence, shown beside the picker, and nothing changed;
- a match photo from the match page, shown in the match's gallery;
- the new-batter slide on the kiosk's screen (its PNG) equals `scoreline render --page
  newBatter --data-dir` of the same state, with the photo upright (ADR 055's slide);
- a 50 MB upload refused with a sentence before it was all sent (the answer arrives while the
  test has sent 64 KB of it);
- axe-core (both cores) finds no serious or critical violation on the roster and match pages,
  neither page is wider than the phone, and each is photographed into docs/images/remote/.

    python3 integration/pictures/test_pictures.py [--binary .build/debug/scoreline] [--no-screenshots]
"""
from __future__ import annotations

import argparse
import json
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "remote"))
from kiosk import Kiosk, audit_findings, screenshot, stop_all, wait_until  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
MATCH = REPO / "integration" / "remote" / "finished-cricket.jsonl"
RED, BLUE, GREEN = (255, 0, 0), (0, 0, 255), (0, 128, 0)


def near(pixel, colour, tolerance=40) -> bool:
    return all(abs(int(a) - b) <= tolerance for a, b in zip(pixel[:3], colour))


def camera_photo(path: Path) -> None:
    """4000x3000 (12 megapixels) stored sideways, as a phone held upright stores it: tagged
    orientation 6, "turn 90° clockwise to view". Upright it is 3000 wide and 4000 tall, its top
    half red and its bottom half blue; turned 90° anticlockwise to be stored, the top goes to
    the left: the stored pixels are red on the left half and blue on the right."""
    image = Image.new("RGB", (4000, 3000), BLUE)
    image.paste(RED, (0, 0, 2000, 3000))
    exif = Image.Exif()
    exif[0x0112] = 6
    image.save(path, "JPEG", quality=90, exif=exif.tobytes())


def badge(path: Path) -> None:
    """600x300: the left half fully transparent, the right half opaque green."""
    image = Image.new("RGBA", (600, 300), (0, 0, 0, 0))
    image.paste((*GREEN, 255), (300, 0, 600, 300))
    image.save(path, "PNG")


def roster(data: Path) -> None:
    data.mkdir(parents=True, exist_ok=True)
    (data / "roster.json").write_text(json.dumps({
        "schemaVersion": 1,
        # The names of integration/remote/finished-cricket.jsonl's Riverside, so the portal's
        # pages of that match know them as roster players.
        "players": [{"id": "p1", "name": "Asha"}, {"id": "p2", "name": "Bilal"}],
        "teams": [{"id": "t1", "name": "Riverside", "short": "RIV", "players": ["p1", "p2"]}],
    }))


def read_roster(data: Path) -> dict:
    return json.loads((data / "roster.json").read_text())


def text_of(driver, element_id: str) -> str:
    """The element's text now, or "" while the page is between two loads (a change reloads it)."""
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
    from selenium.webdriver.common.by import By
    try:
        return driver.find_element(By.ID, element_id).text
    except (NoSuchElementException, StaleElementReferenceException):
        return ""


def flash(driver, text: str) -> None:
    """The page reloads after a change and says what was done in its status line."""
    wait_until(f"the status line to say {text!r}", lambda: text in text_of(driver, "records-status"), timeout=30)


# What the page sends, recorded in the page itself (kept in sessionStorage across the reload a
# change ends with): the body's type, size, pixel size as the browser reads it, and whether the
# camera's EXIF block is still in it.
RECORD_SENT = """
const send = window.fetch;
window.fetch = async function (url, init) {
  if (init && init.body instanceof Blob) {
    const body = init.body;
    const bitmap = await createImageBitmap(body).catch(function () { return null; });
    const head = new TextDecoder("latin1").decode(new Uint8Array(await body.slice(0, 65536).arrayBuffer()));
    const sent = JSON.parse(sessionStorage.getItem("sent") || "[]");
    sent.push({url: String(url), type: body.type, size: body.size, width: bitmap ? bitmap.width : 0,
               height: bitmap ? bitmap.height : 0, exif: head.indexOf("Exif") >= 0});
    sessionStorage.setItem("sent", JSON.stringify(sent));
  }
  return send.apply(this, arguments);
};
"""


def upload(driver, input_id: str, path: Path) -> None:
    from selenium.webdriver.common.by import By
    driver.execute_script(RECORD_SENT)
    driver.find_element(By.ID, input_id).send_keys(str(path))


def sent(driver) -> list[dict]:
    return json.loads(driver.execute_script('return sessionStorage.getItem("sent") || "[]"'))


def fifty_megabytes(kiosk: Kiosk, token: str, csrf: str) -> tuple[int, str]:
    """Headers declaring 52,428,800 bytes and the first 64 KiB of them; the answer is read
    with the rest unsent."""
    head = (f"POST /roster/players/p1/photo HTTP/1.1\r\nHost: 127.0.0.1:{kiosk.port}\r\n"
            f"Cookie: scoreline_scorer={token}\r\nX-Scoreline-CSRF: {csrf}\r\nContent-Type: image/jpeg\r\n"
            f"Content-Length: {50 << 20}\r\n\r\n").encode()
    with socket.create_connection(("127.0.0.1", kiosk.port), timeout=10) as connection:
        connection.sendall(head + b"\xff" * (64 << 10))
        answer = b""
        while b"\r\n\r\n" not in answer or len(answer.split(b"\r\n\r\n", 1)[1]) < int(
                (dict(line.split(b": ", 1) for line in answer.split(b"\r\n\r\n")[0].split(b"\r\n")[1:] if b": " in line)
                 .get(b"Content-Length", b"0"))):
            chunk = connection.recv(65536)
            if not chunk:
                break
            answer += chunk
    status = int(answer.split(b" ", 2)[1])
    body = json.loads(answer.split(b"\r\n\r\n", 1)[1])
    return status, body["error"]


def new_batter_slide(kiosk: Kiosk, token: str, csrf: str, work: Path) -> list[str]:
    """The photo the phone uploaded, on the big screen: a match set up from the phone with
    Riverside's roster players, Bilal bowled first ball and Asha (whose photo the browser sent,
    sideways) walks out. The kiosk's screen (its PNG) shows the new-batter slide, and it must
    become, pixel for pixel, `scoreline render --page newBatter --data-dir` of the same actions
    with the same roster: the photo upright, as the stored headshot is."""
    failures: list[str] = []
    set_up = kiosk.request("POST", "/setup", {
        "sport": "cricket", "start": "now", "format": "custom", "overs": 2, "playersPerSide": 3,
        "teams": [{"name": "Riverside", "players": ["Bilal", "Chen", "Asha"]}, {"name": "Hillcrest", "players": ["Kofi", "Lena", "Mo"]}],
        "toss": {"winner": 0, "decision": "bat"}}, token=token, csrf=csrf, headers={"Origin": kiosk.origin})
    assert set_up.status == 201, f"POST /setup: {set_up}"
    wait_until("the match set up from the phone to be in play", lambda: (kiosk.data / "current").exists() and kiosk.current_id())
    match_id = kiosk.current_id()
    seen = kiosk.acked()
    kiosk.send('{"type":"openers","striker":"Bilal","nonStriker":"Chen"}', '{"type":"bowler","name":"Kofi"}',
               '{"type":"delivery","bat":0,"wicket":{"kind":"bowled"}}', '{"type":"newBatter","name":"Asha"}')
    kiosk.wait_acked(seen + 4)
    reference = work / "new-batter.png"
    match = work / "new-batter.jsonl"
    match.write_text("\n".join(json.dumps(a) for a in kiosk.actions(match_id)) + "\n")
    done = subprocess.run([str(kiosk.binary), "render", str(match), "--page", "newBatter", "--data-dir", str(kiosk.data),
                           "--size", kiosk.size, "--out", str(reference)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    expected = Image.open(reference).convert("RGB").tobytes()

    def screen_shows_it() -> bool:
        try:
            return Image.open(kiosk.frame).convert("RGB").tobytes() == expected
        except (OSError, ValueError):
            return False  # the kiosk is writing the frame just now
    try:
        wait_until("the kiosk's screen to show the new-batter slide as `render --page newBatter` draws it", screen_shows_it, timeout=30)
    except AssertionError as error:
        failures.append(str(error))
    # The reference itself holds the upright photo: the slide's photo is the stored headshot,
    # red above blue. Where it sits is the layout's (i41-board's goldens); here, that both the
    # colours are on the slide, the red above the blue.
    slide = Image.open(reference).convert("RGB")
    reds = [(x, y) for y in range(0, slide.height, 4) for x in range(0, slide.width, 4) if near(slide.getpixel((x, y)), RED, 20)]
    blues = [(x, y) for y in range(0, slide.height, 4) for x in range(0, slide.width, 4) if near(slide.getpixel((x, y)), BLUE, 20)]
    if not reds or not blues or max(y for _, y in reds) > min(y for _, y in blues) + 4:
        failures.append("the new-batter slide does not show Asha's photo upright (red above blue)")
    return failures


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(REPO / ".build" / "debug" / "scoreline"))
    parser.add_argument("--no-screenshots", action="store_true")
    args = parser.parse_args()
    binary = Path(args.binary).resolve()
    work = Path(tempfile.mkdtemp(prefix="scoreline-pictures-"))
    # Event slides on (the default screen shows the live board only): the new batter's slide.
    kiosk = Kiosk(binary, work, preset=None, config_extra='[pages]\nmode = "events"\n')
    roster(kiosk.data)
    stored = subprocess.run([str(binary), "add", str(MATCH), "--data-dir", str(kiosk.data), "--date", "2026-11-21"],
                            capture_output=True, text=True)
    assert stored.returncode == 0, stored.stderr
    camera, logo, gif, pitch = work / "IMG_0001.jpg", work / "riverside.png", work / "wave.gif", work / "pitch.jpg"
    camera_photo(camera)
    badge(logo)
    Image.new("RGB", (64, 64), RED).save(gif, "GIF")
    Image.new("RGB", (1600, 1200), GREEN).save(pitch, "JPEG", quality=90)
    failures: list[str] = []
    driver = None
    try:
        kiosk.start()
        token, csrf = kiosk.pair()
        driver = kiosk.browser(token=token)

        # The 12-megapixel photo, orientation 6: stored upright.
        driver.get(kiosk.origin + "/roster")
        upload(driver, "photo-p1", camera)
        flash(driver, "Photo saved for Asha.")
        # The page sent the picture shrunk and upright: 3000x4000 upright, scaled by 1024/4000,
        # is 768x1024; a JPEG, with no EXIF block left in it.
        shrunk = sent(driver)[-1]
        if (shrunk["type"], shrunk["width"], shrunk["height"], shrunk["exif"]) != ("image/jpeg", 768, 1024, False):
            failures.append(f"the page sent the camera's photo as {shrunk}, not a 768x1024 JPEG without EXIF")
        reference = read_roster(kiosk.data)["players"][0].get("photo")
        assert reference and reference.endswith(".jpg"), read_roster(kiosk.data)
        face = Image.open(kiosk.data / "images" / reference).convert("RGB")
        assert face.size == (384, 384), face.size
        # The centred square of the upright 3000x4000 is its rows 500..3500: red above the
        # middle, blue below. Sideways, the square's top-left and bottom-left would both be red.
        for point, colour in (((60, 60), RED), ((330, 60), RED), ((60, 330), BLUE), ((330, 330), BLUE)):
            if not near(face.getpixel(point), colour):
                failures.append(f"the headshot at {point} is {face.getpixel(point)}, not {colour}: not upright")

        # The PNG with transparency: a logo that keeps it.
        upload(driver, "logo-t1", logo)
        flash(driver, "Logo saved for Riverside.")
        # A logo goes as a PNG, to keep its transparency; 600x300 is under 1,024, so not enlarged.
        shrunk = sent(driver)[-1]
        if (shrunk["type"], shrunk["width"], shrunk["height"]) != ("image/png", 600, 300):
            failures.append(f"the page sent the logo as {shrunk}, not a 600x300 PNG")
        logo_ref = read_roster(kiosk.data)["teams"][0].get("logo")
        assert logo_ref and logo_ref.endswith(".png"), read_roster(kiosk.data)
        badge_stored = Image.open(kiosk.data / "images" / logo_ref).convert("RGBA")
        # 600x300 fitted to 384 on its longest side: 384x192.
        assert badge_stored.size == (384, 192), badge_stored.size
        if badge_stored.getpixel((40, 96))[3] != 0:
            failures.append(f"the logo's transparent half is not transparent: {badge_stored.getpixel((40, 96))}")
        if not near(badge_stored.getpixel((340, 96)), GREEN) or badge_stored.getpixel((340, 96))[3] != 255:
            failures.append(f"the logo's green half is {badge_stored.getpixel((340, 96))}")

        # The GIF: refused with the kiosk's sentence beside its picker; the roster unchanged.
        before = read_roster(kiosk.data)
        from selenium.webdriver.common.by import By
        upload(driver, "photo-p2", gif)
        refusal = "wave.gif is a GIF; a photo or logo must be a JPEG or a PNG: save it as a PNG."
        wait_until("the GIF's refusal beside its picker", lambda: text_of(driver, "photo-status-p2") == refusal)
        assert read_roster(kiosk.data) == before, "a refused GIF changed the roster"
        # A GIF is not shrunk: it goes as it is, for the kiosk to refuse in its own words.
        if sent(driver)[-1]["type"] != "image/gif":
            failures.append(f"the page sent the GIF as {sent(driver)[-1]}")

        failures += audit_findings(driver, "/roster")
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        if overflow > 0:
            failures.append(f"/roster is {overflow} px wider than the phone")
        if not args.no_screenshots:
            screenshot(driver, "roster-pictures-phone")

        # A match photo from the match page, shown in its gallery.
        driver.get(kiosk.origin + "/matches/club-final")
        upload(driver, "match-photo", pitch)
        flash(driver, "Photo added: the match has 1 photo.")
        photos = sorted(p.name for p in (kiosk.data / "matches" / "club-final").glob("photo-*.jpg"))
        assert len(photos) == 1, photos
        with Image.open(kiosk.data / "matches" / "club-final" / photos[0]) as stored_photo:
            # 1600x1200 shrunk to 1,024 on its longest side: 1024x768.
            assert stored_photo.size == (1024, 768), stored_photo.size
        shown = driver.find_element(By.CSS_SELECTOR, f'.gallery img[src$="{photos[0]}"]')
        wait_until("the gallery's photo to load", lambda: driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", shown) == 1024)
        assert shown.get_attribute("alt") == "Match photo 1 of 1"
        failures += audit_findings(driver, "/matches/club-final")
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        if overflow > 0:
            failures.append(f"/matches/club-final is {overflow} px wider than the phone")
        if not args.no_screenshots:
            screenshot(driver, "match-photos-phone")

        # The season portal: the match's gallery, Asha's photo and Riverside's logo, each a
        # copy of the stored file, byte for byte, opened from file:// with nothing fetched.
        site = work / "portal"
        made = subprocess.run([str(binary), "portal", "--data-dir", str(kiosk.data), "--out", str(site)], capture_output=True, text=True)
        assert made.returncode == 0, made.stderr
        for name, source in ((photos[0], kiosk.data / "matches" / "club-final" / photos[0]),
                             (reference, kiosk.data / "images" / reference), (logo_ref, kiosk.data / "images" / logo_ref)):
            if not (site / name).exists() or (site / name).read_bytes() != source.read_bytes():
                failures.append(f"the portal's {name} is not the stored file byte for byte")
        match_page = next(p for p in site.glob("match-*.html") if photos[0] in p.read_text())
        driver.get(match_page.as_uri())
        gallery = driver.find_element(By.CSS_SELECTOR, f'ul.gallery img[src="{photos[0]}"]')
        wait_until("the portal's gallery photo to load", lambda: driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", gallery) == 1024)
        badge_shown = driver.find_element(By.CSS_SELECTOR, f'img.logo[src="{logo_ref}"]')
        assert badge_shown.get_attribute("alt") == "Logo of Riverside"
        failures += audit_findings(driver, "the portal's match page")
        if not args.no_screenshots:
            screenshot(driver, "portal-match-photos-phone")
        asha = next(p for p in site.glob("player-asha*.html"))
        driver.get(asha.as_uri())
        face_shown = driver.find_element(By.CSS_SELECTOR, f'img.face[src="{reference}"]')
        wait_until("the portal's player photo to load", lambda: driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", face_shown) == 384)
        failures += audit_findings(driver, "the portal's player page")
        if not args.no_screenshots:
            screenshot(driver, "portal-player-photo-phone")

        # The photo on the big screen, upright: the kiosk's screen against `render --page`.
        failures += new_batter_slide(kiosk, token, csrf, work)

        # 50 MB: refused, with the sentence, while most of it is still unsent.
        status, said = fifty_megabytes(kiosk, token, csrf)
        expected = ("The picture is 50 MB; a picture sent to the scoreboard may be at most 8 MB. Nothing was changed: "
                    "this page shrinks a photo before sending it, so choose the photo again here.")
        if status != 413 or said != expected:
            failures.append(f"the 50 MB upload was answered {status}: {said!r}")
        kiosk.stop()
    finally:
        if driver:
            driver.quit()
        stop_all()
    for failure in failures:
        print("FAIL:", failure)
    print("pictures:", "passed" if not failures else f"{len(failures)} failure(s)")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())

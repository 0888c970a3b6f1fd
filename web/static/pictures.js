// Pictures from the phone (ADR 056): a player's photo, a team's logo, a match's photos. The
// picture is shrunk here before it is sent (longest side at most 1,024 px, drawn upright on a
// canvas, so the camera's metadata never leaves the phone); the kiosk checks it again and
// says why when it refuses. A file that is not a JPEG or a PNG by its first bytes is sent as
// it is, so the kiosk's own sentence says what it accepts.
"use strict";
(function () {
  const meta = document.querySelector('meta[name="scoreline-csrf"]');
  const csrf = meta ? meta.content : "";
  const FLASH = "scoreline-records-flash";
  const LONGEST = 1024;
  // Behind a transparent part: the boards' dark grey for a face, white for a match photo.
  // A logo keeps its transparency, so it goes as a PNG.
  const BACKGROUND = { headshot: "#202020", photo: "#ffffff" };

  function say(status, text, isError) {
    if (!status) return;
    status.textContent = text;
    status.className = "status picture-status " + (isError ? "error" : "ok");
  }

  function format(head) {
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
    if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return "png";
    return "other";
  }

  async function shrink(file, kind) {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    if (format(head) === "other") return file;
    let bitmap;
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    } catch (error) {
      // A file the browser cannot read: the kiosk names what is wrong with it.
      return file;
    }
    const scale = Math.min(1, LONGEST / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    const background = BACKGROUND[kind];
    if (background) {
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const type = background ? "image/jpeg" : "image/png";
    return new Promise(function (resolve) {
      canvas.toBlob(function (blob) { resolve(blob || file); }, type, 0.9);
    });
  }

  async function post(url, body, type, name) {
    const headers = { "Content-Type": type, "X-Scoreline-CSRF": csrf };
    if (name) headers["X-Scoreline-File-Name"] = encodeURIComponent(name);
    const response = await fetch(url, { method: "POST", headers: headers, body: body, credentials: "same-origin" });
    let answer = {};
    try { answer = await response.json(); } catch (e) { answer = {}; }
    if (!response.ok) throw new Error(answer.error || ("The scoreboard answered " + response.status + "."));
    return answer;
  }

  function done(answer) {
    sessionStorage.setItem(FLASH, answer.message || "Saved.");
    location.reload();
  }

  async function send(input) {
    const file = input.files && input.files[0];
    if (!file) return;
    const status = document.getElementById(input.dataset.status);
    say(status, "Sending " + file.name + "…", false);
    input.disabled = true;
    try {
      const body = await shrink(file, input.dataset.picture);
      done(await post(input.dataset.href, body, body.type || "application/octet-stream", file.name));
    } catch (error) {
      say(status, error.message, true);
      input.value = "";
      input.disabled = false;
      input.focus();
    }
  }

  document.addEventListener("change", function (event) {
    const input = event.target;
    if (input.matches && input.matches('input[type="file"][data-picture]')) send(input);
  });

  document.addEventListener("click", async function (event) {
    const button = event.target.closest("button[data-picture-clear]");
    if (!button) return;
    const status = document.getElementById(button.dataset.status);
    button.disabled = true;
    try {
      done(await post(button.dataset.href, "{}", "application/json"));
    } catch (error) {
      say(status, error.message, true);
      button.disabled = false;
    }
  });
})();

// Pairing: ask the scoreboard to show a code, then trade the code for a scorer cookie (set by
// the server, HttpOnly: this script never sees the token). Every refusal is shown as the
// server words it; success goes to the scoring page.
"use strict";
(function () {
  const start = document.getElementById("pair-start");
  const started = document.getElementById("pair-started");
  const form = document.getElementById("pair-form");
  const code = document.getElementById("pair-code");
  const label = document.getElementById("pair-label");
  const error = document.getElementById("pair-error");
  const submit = document.getElementById("pair-submit");
  if (!start || !form) return;

  async function post(url, body) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    let reply = {};
    try { reply = await response.json(); } catch (_) { reply = {}; }
    return { status: response.status, reply: reply, retryAfter: response.headers.get("Retry-After") };
  }

  function say(element, text) {
    element.textContent = text;
  }

  // A scan of the board's pairing QR opens /pair?code=NNNNNN: the code is filled in, so the
  // scorer only taps Pair (docs/network.md). Only six digits are taken from the address.
  const fromBoard = new URLSearchParams(window.location.search).get("code");
  if (fromBoard && /^[0-9]{6}$/.test(fromBoard)) {
    code.value = fromBoard;
    say(started, "The code from the scoreboard's QR code is filled in. Tap Pair.");
  }

  start.addEventListener("click", async function () {
    start.disabled = true;
    say(started, "Asking the scoreboard…");
    say(error, "");
    try {
      const answer = await post("/pair/start", {});
      if (answer.status === 202) {
        const minutes = Math.round(answer.reply.expiresIn / 60);
        say(started, answer.reply.expiresIn >= 90
          ? "The code is on the scoreboard for " + minutes + " minutes. Type it below."
          : "The code is on the scoreboard for " + answer.reply.expiresIn + " more seconds. Type it below.");
        code.focus();
      } else {
        say(started, "");
        say(error, answer.reply.error || "The scoreboard refused (" + answer.status + ").");
      }
    } catch (_) {
      say(started, "");
      say(error, "The scoreboard cannot be reached. Check this phone is on the ground's network.");
    } finally {
      start.disabled = false;
    }
  });

  form.addEventListener("submit", async function (event) {
    event.preventDefault();
    const digits = code.value.replace(/[^0-9]/g, "");
    say(error, "");
    if (digits.length !== 6) {
      say(error, "The code is 6 digits, as the scoreboard shows it.");
      code.setAttribute("aria-invalid", "true");
      code.focus();
      return;
    }
    code.removeAttribute("aria-invalid");
    submit.disabled = true;
    try {
      const body = { code: digits };
      if (label.value.trim()) body.label = label.value.trim();
      const answer = await post("/pair", body);
      if (answer.status === 200) {
        say(started, "Paired. Opening the scoring page…");
        window.location.assign("/score");
        return;
      }
      say(error, answer.reply.error || "The scoreboard refused (" + answer.status + ").");
      code.setAttribute("aria-invalid", "true");
      code.select();
    } catch (_) {
      say(error, "The scoreboard cannot be reached. Check this phone is on the ground's network.");
    } finally {
      submit.disabled = false;
    }
  });
})();

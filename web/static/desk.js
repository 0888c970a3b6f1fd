// The hall's desk (docs/desk.md): the day as the desk's journal holds it, read from
// /desk/state every two seconds and after each write; every write is JSON (a CSV file is sent
// as it is) with the page's CSRF value. Refusals are shown as the server words them.
"use strict";
(function () {
  const csrf = (document.querySelector('meta[name="scoreline-csrf"]') || {}).content || "";
  const said = document.getElementById("desk-said");
  const error = document.getElementById("desk-error");
  const courts = document.getElementById("desk-courts");
  const rows = document.getElementById("desk-rows");
  const counts = document.getElementById("desk-counts");
  const correct = document.getElementById("desk-correct");
  if (!courts || !rows) return;

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  async function send(url, body, type) {
    error.textContent = "";
    let response;
    try {
      response = await fetch(url, {
        method: "POST", credentials: "same-origin",
        headers: { "Content-Type": type || "application/json", "X-Scoreline-CSRF": csrf },
        body: type ? body : JSON.stringify(body),
      });
    } catch (_) {
      error.textContent = "The desk kiosk did not answer; nothing was changed. Try again.";
      return false;
    }
    let reply = {};
    try { reply = await response.json(); } catch (_) { reply = {}; }
    if (!response.ok) {
      error.textContent = reply.error || ("The desk refused it (" + response.status + ").");
      return false;
    }
    said.textContent = reply.said || "";
    if (reply.day) show(reply.day);
    return true;
  }

  function describe(row) {
    return "match " + row.number + " (" + row.event + " " + row.round + ": " + row.side1 + " v " + row.side2 + ")";
  }

  function showCourts(day) {
    courts.replaceChildren();
    for (const court of day.courts) {
      const item = el("li", { class: "desk-court" + (court.match ? "" : " free"), id: "court-" + court.court });
      item.append(el("h3", {}, "Court " + court.court + (court.match ? "" : ": free")));
      if (court.match) {
        item.append(el("p", {}, court.shown));
      } else if (day.next.length === 0) {
        item.append(el("p", { class: "muted" }, "No match is waiting."));
      } else {
        const offer = el("div", { class: "offer", role: "group", "aria-label": "Send to court " + court.court });
        for (const row of day.next) {
          const button = el("button", { type: "button", class: "primary", id: "call-" + row.number + "-" + court.court,
            "data-match": row.number, "data-court": String(court.court) },
            "Send " + describe(row) + " to court " + court.court);
          offer.append(button);
        }
        item.append(offer);
      }
      courts.append(item);
    }
  }

  function showRows(day) {
    rows.replaceChildren();
    for (const row of day.matches) {
      const tr = el("tr", { class: row.status.replace(" ", "-"), id: "match-" + row.number });
      tr.append(el("th", { scope: "row" }, row.number));
      for (const text of [row.event, row.round, row.time, row.side1, row.side2]) tr.append(el("td", { dir: "auto" }, text));
      tr.append(el("td", { class: "state", "data-status": row.status }, row.shown));
      const action = el("td", {});
      if (row.status === "finished") {
        action.append(el("button", { type: "button", "data-correct": row.number, "data-scores": row.scores,
          "aria-label": "Correct the result of match " + row.number }, "Correct"));
      } else if (row.status === "called") {
        action.append(el("button", { type: "button", "data-uncall": row.number,
          "aria-label": "Take match " + row.number + " back off court " + row.court }, "Take back"));
      }
      tr.append(action);
      rows.append(tr);
    }
    counts.textContent = "(" + day.matches.length + " in all, " + day.waiting + " waiting, " + day.done + " done)";
  }

  function show(day) {
    // A button about to be tapped is not rebuilt under the finger: keep the focus where it was.
    const focused = document.activeElement && document.activeElement.id;
    showCourts(day);
    showRows(day);
    if (focused) { const again = document.getElementById(focused); if (again) again.focus(); }
  }

  async function refresh() {
    try {
      const response = await fetch("/desk/state", { credentials: "same-origin", cache: "no-store" });
      if (response.ok) show(await response.json());
      else if (response.status === 401) error.textContent = "This device is not paired with the desk kiosk any more: pair it again.";
    } catch (_) { /* the next refresh tries again */ }
  }

  courts.addEventListener("click", async function (event) {
    const button = event.target.closest("button[data-match]");
    if (!button) return;
    button.disabled = true;
    await send("/desk/call", { match: button.dataset.match, court: Number(button.dataset.court) });
    button.disabled = false;
  });

  rows.addEventListener("click", async function (event) {
    const fix = event.target.closest("button[data-correct]");
    if (fix) {
      document.getElementById("correct-match").value = fix.dataset.correct;
      document.getElementById("correct-scores").value = fix.dataset.scores;
      correct.hidden = false;
      document.getElementById("correct-scores").focus();
      return;
    }
    const back = event.target.closest("button[data-uncall]");
    if (back) await send("/desk/uncall", { match: back.dataset.uncall });
  });

  document.getElementById("correct-form").addEventListener("submit", async function (event) {
    event.preventDefault();
    const ok = await send("/desk/correct", { match: document.getElementById("correct-match").value,
      scores: document.getElementById("correct-scores").value });
    if (ok) correct.hidden = true;
  });
  document.getElementById("correct-cancel").addEventListener("click", function () { correct.hidden = true; });

  document.getElementById("import-form").addEventListener("submit", async function (event) {
    event.preventDefault();
    const file = document.getElementById("import-file").files[0];
    if (!file) { error.textContent = "Choose a CSV file first."; return; }
    await send("/desk/import", await file.arrayBuffer(), "text/csv");
  });

  document.getElementById("type-form").addEventListener("submit", async function (event) {
    event.preventDefault();
    const form = new FormData(event.target);
    const body = {};
    for (const [key, value] of form.entries()) body[key] = String(value).trim();
    if (await send("/desk/match", body)) event.target.reset();
  });

  refresh();
  setInterval(refresh, 2000);
})();

// The matches, edit, bin and roster pages: each form or button marked data-records sends one
// JSON POST with the page's CSRF value, then shows the kiosk's answer. The kiosk checks
// everything; nothing is formatted or decided here.
"use strict";
(function () {
  const meta = document.querySelector('meta[name="scoreline-csrf"]');
  const csrf = meta ? meta.content : "";
  const status = document.getElementById("records-status");
  const FLASH = "scoreline-records-flash";

  function say(text, isError) {
    if (!status) return;
    status.textContent = text;
    status.className = "status " + (isError ? "error" : "ok");
  }

  // A message to show after the reload a change ends with (the page then shows the new state).
  function reloadWith(text, next) {
    sessionStorage.setItem(FLASH, text);
    if (next) location.assign(next); else location.reload();
  }
  const flash = sessionStorage.getItem(FLASH);
  if (flash !== null) {
    sessionStorage.removeItem(FLASH);
    say(flash, false);
  }

  async function post(url, body, contentType) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": contentType || "application/json", "X-Scoreline-CSRF": csrf },
      body: typeof body === "string" || body instanceof Blob ? body : JSON.stringify(body),
      credentials: "same-origin",
    });
    let answer = {};
    try { answer = await response.json(); } catch (e) { answer = {}; }
    if (!response.ok) {
      const error = new Error(answer.error || ("The scoreboard answered " + response.status + "."));
      error.field = answer.field;
      error.status = response.status;
      throw error;
    }
    return answer;
  }

  function busy(element, on) {
    for (const button of element.querySelectorAll ? element.querySelectorAll("button") : []) button.disabled = on;
    if (element.tagName === "BUTTON") element.disabled = on;
  }

  function markField(form, field) {
    for (const input of form.querySelectorAll("[aria-invalid]")) input.removeAttribute("aria-invalid");
    if (!field) return;
    const input = form.querySelector('[name="' + field.split(".")[0] + '"]');
    if (input) { input.setAttribute("aria-invalid", "true"); input.focus(); }
  }

  // The edit page: rename, amend a wicket, details; basedOn is the journal seq shown.
  const edit = document.getElementById("edit");
  function editBody(form) {
    const body = { type: form.dataset.type };
    const data = new FormData(form);
    // A blank fielder is sent too: it clears the one recorded.
    for (const [key, value] of data.entries()) body[key] = value;
    if (body.type === "renamePlayer") {
      const option = form.querySelector('select[name="from"]').selectedOptions[0];
      if (option && option.dataset.team) body.team = option.dataset.team;
    }
    if (body.type !== "meta") body.basedOn = Number(edit.dataset.seq);
    return body;
  }

  async function send(element, url, body, done) {
    busy(element, true);
    say("Saving…", false);
    try {
      const answer = await post(url, body);
      done(answer);
    } catch (error) {
      say(error.message, true);
      if (element.tagName === "FORM") markField(element, error.field);
      // A stale edit: the match moved on; show it as it is now.
      if (error.status === 409 && error.field === "basedOn") reloadWith(error.message);
    } finally {
      busy(element, false);
    }
  }

  document.addEventListener("submit", function (event) {
    const form = event.target;
    const kind = form.dataset.records;
    if (!kind) return;
    event.preventDefault();
    if (kind === "edit") {
      send(form, edit.dataset.href + "/edit", editBody(form), function () { reloadWith("Saved."); });
    } else if (kind === "roster") {
      const body = {};
      for (const [key, value] of new FormData(form).entries()) if (key !== "players") body[key] = value;
      const pick = form.querySelector("fieldset.pick");
      if (pick) {
        // The order players were picked in is the batting order (a team's own first).
        body.players = pick.dataset.order.split(" ").filter(Boolean);
      }
      send(form, form.dataset.href, body, function () { reloadWith("Saved."); });
    }
  });

  document.addEventListener("click", function (event) {
    const button = event.target.closest("button[data-records]");
    if (!button) return;
    const kind = button.dataset.records;
    if (kind === "minus") {
      send(button, edit.dataset.href + "/edit", { type: "minus", side: button.dataset.side, basedOn: Number(edit.dataset.seq) },
        function () { reloadWith("Point taken away."); });
    } else if (kind === "delete") {
      if (!confirm("Move this match to the bin?")) return;
      send(button, button.dataset.href, {}, function (answer) { reloadWith("Moved to the bin.", answer.next); });
    } else if (kind === "restore") {
      send(button, button.dataset.href, {}, function (answer) { reloadWith("Restored.", answer.next); });
    } else if (kind === "roster-delete") {
      if (!confirm("Delete this from the roster?")) return;
      send(button, button.dataset.href, {}, function () { reloadWith("Deleted."); });
    } else if (kind === "import") {
      const file = document.getElementById("import-file").files[0];
      const result = document.getElementById("import-result");
      if (!file) { result.textContent = "Choose an export file first."; result.className = "error"; return; }
      busy(button, true);
      result.textContent = "Importing…";
      result.className = "";
      post("/import", file, "application/json").then(function (answer) {
        result.textContent = answer.summary;
        result.className = Object.keys(answer.notImported || {}).length ? "error" : "ok";
      }).catch(function (error) {
        result.textContent = error.message;
        result.className = "error";
      }).finally(function () { busy(button, false); });
    }
  });

  // The roster's team forms: tick the players the team has, and keep the order of picking:
  // a player ticked goes last, one unticked leaves the list.
  for (const pick of document.querySelectorAll("fieldset.pick")) {
    const selected = pick.dataset.selected.split(" ").filter(Boolean);
    pick.dataset.order = selected.join(" ");
    for (const box of pick.querySelectorAll('input[type="checkbox"]')) {
      box.checked = selected.includes(box.value);
      box.addEventListener("change", function () {
        const order = pick.dataset.order.split(" ").filter((id) => id && id !== box.value);
        if (box.checked) order.push(box.value);
        pick.dataset.order = order.join(" ");
      });
    }
  }
})();

// The set-up page: gathers the form into the JSON SetupForm reads and posts it. The kiosk
// checks everything (the engine has the last word); a refusal names the field, which is
// shown and focused here.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const form = $("setup");
  const error = $("form-error");
  const done = $("form-done");
  const csrf = (document.querySelector('meta[name="scoreline-csrf"]') || {}).content || "";

  function sport() { return form.querySelector('input[name="sport"]:checked').value; }
  function play() { return form.querySelector('input[name="play"]:checked').value; }
  function lines(text) { return text.split("\n").map((s) => s.trim()).filter(Boolean); }

  function refresh() {
    $("cricket-setup").hidden = sport() !== "cricket";
    $("badminton-setup").hidden = sport() !== "badminton";
    $("overs-row").hidden = $("format").value !== "custom";
    $("points-row").hidden = $("b-format").value !== "custom";
    for (const el of document.querySelectorAll(".doubles-only")) el.hidden = play() !== "doubles";
    $("toss-winner").options[0].textContent = $("team0-name").value.trim() || "Team 1";
    $("toss-winner").options[1].textContent = $("team1-name").value.trim() || "Team 2";
  }
  form.addEventListener("input", refresh);
  form.addEventListener("change", refresh);
  refresh();

  // The club's roster (GET /api/roster, scorers only): every team and player name is offered
  // as the fields are typed (the names datalist), and a team picked from the roster fills in
  // its name and its players in batting order. Without a roster the page is as it was.
  const roster = { teams: [], names: {} };
  function fillFromRoster(select) {
    const team = roster.teams.find((t) => t.id === select.value);
    if (!team) return;
    const i = select.dataset.team;
    $("team" + i + "-name").value = team.name;
    $("team" + i + "-players").value = team.players.map((id) => roster.names[id]).filter(Boolean).join("\n");
    refresh();
  }
  async function loadRoster() {
    let data;
    try {
      const response = await fetch("/api/roster", { credentials: "same-origin" });
      if (!response.ok) return;
      data = await response.json();
    } catch (e) {
      return;
    }
    for (const p of data.players || []) roster.names[p.id] = p.name;
    roster.teams = data.teams || [];
    const names = roster.teams.map((t) => t.name).concat((data.players || []).map((p) => p.name));
    $("names").replaceChildren(...names.map(function (name) {
      const option = document.createElement("option");
      option.value = name;
      return option;
    }));
    document.body.dataset.roster = "loaded";
    for (const select of document.querySelectorAll("select[data-team]")) {
      for (const team of roster.teams) {
        const option = document.createElement("option");
        option.value = team.id;
        option.textContent = team.name;
        select.appendChild(option);
      }
      select.addEventListener("change", () => fillFromRoster(select));
      select.closest(".roster-pick").hidden = roster.teams.length === 0;
    }
  }
  loadRoster();

  function body(start) {
    if (sport() === "cricket") {
      const out = {
        sport: "cricket", start: start, format: $("format").value,
        houseRules: {},
        teams: [0, 1].map((i) => ({ name: $("team" + i + "-name").value, players: lines($("team" + i + "-players").value) })),
        toss: { winner: Number($("toss-winner").value), decision: $("toss-decision").value },
      };
      if (out.format === "custom") out.overs = Number($("overs").value) || null;
      for (const flag of ["bowlerWarning", "p5", "p10", "bonusRuns"]) out.houseRules[flag] = $("house-" + flag).checked;
      return out;
    }
    const doubles = play() === "doubles";
    const sides = ["A", "B"].map(function (s) {
      const players = [$("side" + s + "-p1").value.trim()].concat(doubles ? [$("side" + s + "-p2").value.trim()] : []).filter(Boolean);
      return { name: $("side" + s + "-name").value.trim() || players.join(" / "), players: players };
    });
    const first = $("b-first-side").value;
    const server = sides[first === "A" ? 0 : 1].players[doubles ? Number($("b-first-server").value) : 0];
    const receiver = sides[first === "A" ? 1 : 0].players[doubles ? Number($("b-first-receiver").value) : 0];
    const out = { sport: "badminton", start: start, format: $("b-format").value, play: play(), sides: sides, firstServer: { side: first } };
    if (server) out.firstServer.player = server;
    if (receiver) out.firstReceiver = receiver;
    if (out.format === "custom") out.pointsToWin = Number($("b-points").value) || null;
    return out;
  }

  // A field the kiosk names, as the element that holds it.
  function elementFor(field) {
    if (!field) return null;
    const m = /^(teams|sides)\.(\d)\.(name|players)/.exec(field);
    if (m && m[1] === "teams") return $("team" + m[2] + (m[3] === "name" ? "-name" : "-players"));
    if (m) return $("side" + (m[2] === "0" ? "A" : "B") + (m[3] === "name" ? "-name" : "-p1"));
    return { overs: $("overs"), format: sport() === "cricket" ? $("format") : $("b-format"), pointsToWin: $("b-points"), "toss.winner": $("toss-winner") }[field] || null;
  }

  form.addEventListener("submit", async function (event) {
    event.preventDefault();
    const start = event.submitter && event.submitter.dataset.start === "queue" ? "queue" : "now";
    error.textContent = "";
    done.textContent = "";
    for (const el of form.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
    let response;
    try {
      response = await fetch("/setup", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Scoreline-CSRF": csrf },
        body: JSON.stringify(body(start)),
      });
    } catch (e) {
      error.textContent = "The scoreboard did not answer. Check the Wi-Fi and try again.";
      return;
    }
    const reply = await response.json().catch(() => ({}));
    if (response.ok) {
      if (reply.started) {
        done.textContent = "Started. Opening the scoring pad…";
        location.assign("/score");
      } else {
        done.textContent = "Added to the queue: it starts when the match in play is done.";
      }
      return;
    }
    error.textContent = reply.error || "The scoreboard refused the set-up (" + response.status + ").";
    const el = elementFor(reply.field);
    if (el) {
      el.setAttribute("aria-invalid", "true");
      el.focus();
    }
  });
})();

// An open game page notices by itself that the game moved on: it asks live.json
// (an empty 304 while nothing changed) every data-every seconds while the page is
// visible, and then shows a banner with a link to the new position; when the seat
// is to act, the banner and the window's title say "Your turn". Nothing reloads by
// itself, so a command being typed is never lost. Without script the page is as it
// was: reload it by hand.
(function () {
  "use strict";
  var live = document.getElementById("live");
  if (!live || !window.fetch) { return; }
  var url = live.getAttribute("data-url");
  var version = parseInt(live.getAttribute("data-version"), 10);
  var role = live.getAttribute("data-role");
  var every = parseFloat(live.getAttribute("data-every")) * 1000;
  var title = document.title;
  var etag = null;
  var timer = null;

  function show(now) {
    var mine = role && now.active.indexOf(role) >= 0;
    live.textContent = "";
    var text = document.createElement("strong");
    text.textContent = pbemWords(mine ? "your_turn" : "moved_on", {}) + " ";
    var link = document.createElement("a");
    link.href = window.location.pathname;
    link.textContent = pbemWords("show_version", {version: now.version});
    live.appendChild(text);
    live.appendChild(link);
    live.hidden = false;
    document.title = (mine ? "\u25CF " + pbemWords("title_your_turn", {}) + " \u00B7 " : "\u25CB ") + title;
  }

  function poll() {
    timer = null;
    var headers = etag ? {"If-None-Match": etag} : {};
    window.fetch(url, {headers: headers, cache: "no-cache", credentials: "same-origin"})
      .then(function (resp) {
        if (resp.status === 200) {
          etag = resp.headers.get("ETag");
          return resp.json().then(function (now) {
            if (now.version !== version) { show(now); }
          });
        }
      })
      .catch(function () { /* offline: try again later */ })
      .then(schedule);
  }

  function schedule() {
    if (!timer && !document.hidden) { timer = window.setTimeout(poll, every); }
  }

  document.addEventListener("visibilitychange", function () {
    if (!document.hidden && !timer) { poll(); }
  });
  schedule();
}());

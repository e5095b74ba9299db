// The replay viewer without reloading the page: moving the slider, the step links and
// the arrow keys (Home, End) fetch that version's page and put its view in place of
// this one (the charts and the rest stay), with the address in the history, so Back
// steps back. The page works without this script: its links and form do the same.
(function () {
  "use strict";
  var view = document.getElementById("replay-view");
  if (!view || !window.fetch || !window.DOMParser) { return; }

  function show(url, push) {
    return fetch(url, {credentials: "same-origin"}).then(function (resp) {
      if (!resp.ok) { window.location.href = url; return; }
      return resp.text().then(function (html) {
        var page = new DOMParser().parseFromString(html, "text/html");
        var fresh = page.getElementById("replay-view");
        if (!fresh) { window.location.href = url; return; }
        document.getElementById("replay-view").replaceWith(document.adoptNode(fresh));
        document.title = page.title;
        if (push) { window.history.pushState({replay: true}, "", url); }
        wire();
      });
    }).catch(function () { window.location.href = url; });
  }

  function wire() {
    var form = document.getElementById("slider");
    var range = document.getElementById("v");
    if (form && range) {
      range.addEventListener("change", function () {
        var url = new URL(form.action, window.location.href);
        new FormData(form).forEach(function (value, key) { url.searchParams.set(key, value); });
        show(url.href, true);
      });
      form.addEventListener("submit", function (e) {
        e.preventDefault();
        range.dispatchEvent(new Event("change"));
      });
    }
    document.querySelectorAll("#steps a").forEach(function (link) {
      link.addEventListener("click", function (e) {
        e.preventDefault();
        show(link.href, true);
      });
    });
  }

  var keys = {ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last"};
  document.addEventListener("keydown", function (e) {
    var target = e.target && e.target.tagName;
    if (target === "INPUT" || target === "TEXTAREA" || target === "SELECT") { return; }
    var link = keys[e.key] && document.getElementById(keys[e.key]);
    if (link) { e.preventDefault(); show(link.href, true); }
  });
  window.addEventListener("popstate", function () { show(window.location.href, false); });
  wire();
}());

// How the game page shows its map (#board-map, the game's picture of the map alone;
// its panels are HTML beside it). At a desktop's width: the whole map, as wide as the
// screen lets it and never above its own size, as before. At a phone's (the
// stylesheet's 40rem): the map opens where the player acts, at the scale its text
// reads at (its median text LEGIBLE CSS px): on the parts of the map the legal
// commands name (its data-token parts a command of #legal-list names, as board.js
// lights them), or as many of them as the box holds; on the middle when they name
// nothing there. The box pans by touch, by the arrow keys when it has the focus and by
// its scroll bars; it zooms by two fingers, the + and - keys and the buttons under
// it, and "Whole map" shows all of it (pressed again: back where the player acts).
// What is clicked is board.js's; this script only sizes and scrolls.
(function () {
  "use strict";
  var box = document.getElementById("board-map");
  var svg = box && box.querySelector("svg");
  if (!svg || !svg.viewBox.baseVal) { return; }
  var LEGIBLE = 10;           // CSS px of the map's median text where the player acts
  var STEP = 1.25;            // one zoom step
  var MOST = 4;               // CSS px per unit of the map at the most
  var phone = window.matchMedia("(max-width: 40rem)");
  var W = svg.viewBox.baseVal.width;
  var H = svg.viewBox.baseVal.height;
  var pinch = null;

  // the scale at which the map's median text is LEGIBLE px
  var legible = (function () {
    var sizes = Array.prototype.map.call(svg.querySelectorAll("text"), function (t) {
      return parseFloat(getComputedStyle(t).fontSize);
    }).filter(function (s) { return s > 0; }).sort(function (a, b) { return a - b; });
    return sizes.length ? LEGIBLE / sizes[Math.floor(sizes.length / 2)] : 1;
  }());

  function scale() { return svg.getBoundingClientRect().width / W; }

  // the whole map: the stylesheet fits it to the width (never above its own size)
  function whole() {
    box.classList.remove("zoomed");
    svg.setAttribute("width", W);
    svg.setAttribute("height", H);
    tools.whole.setAttribute("aria-pressed", "true");
  }

  function fitted() {
    if (!box.classList.contains("zoomed")) { return scale(); }
    var room = parseFloat(getComputedStyle(box).maxWidth) - 2;
    return Math.min(1, (room > 0 ? room : box.clientWidth) / W);
  }

  // show the map at S CSS px per unit, the point X, Y of the box's view staying put
  function zoom(s, x, y) {
    var before = scale();
    var mx = (box.scrollLeft + x) / before, my = (box.scrollTop + y) / before;
    s = Math.min(MOST, s);
    if (s <= fitted() * 1.001) { whole(); return; }
    box.classList.add("zoomed");
    svg.setAttribute("width", (W * s).toFixed(1));
    svg.setAttribute("height", (H * s).toFixed(1));
    tools.whole.setAttribute("aria-pressed", "false");
    box.scrollLeft = mx * s - x;
    box.scrollTop = my * s - y;
  }

  function zoomMiddle(factor) {
    zoom(scale() * factor, box.clientWidth / 2, box.clientHeight / 2);
  }

  // Whether a legal command (lower case) names TOKEN at one of its words after the
  // first: bounded by the start, the end, a space, a dash or a comma.
  function names(command, token) {
    var sep = " -,";
    for (var at = command.indexOf(token, 1); at > 0; at = command.indexOf(token, at + 1)) {
      var end = at + token.length;
      if (sep.indexOf(command[at - 1]) >= 0 &&
          (end === command.length || sep.indexOf(command[end]) >= 0)) { return true; }
    }
    return false;
  }

  // The map's parts the legal commands name: a part whose token a command names,
  // when its data-verbs (if any) allows the command's first word; a part without
  // data-verbs only where no part of that token claims the word (a Race to Berlin
  // "place 4 12" names the pool's value 4 and area 12, not area 4).
  function namedParts() {
    var legal = Array.prototype.map.call(
      document.querySelectorAll("#legal-list button.legal-command"),
      function (b) { return b.value.toLowerCase(); });
    if (!legal.length) { return []; }
    var parts = new Map();
    document.querySelectorAll("#board-picture [data-token]").forEach(function (el) {
      var token = el.getAttribute("data-token").toLowerCase();
      if (!parts.has(token)) { parts.set(token, []); }
      parts.get(token).push(el);
    });
    var found = new Set();
    parts.forEach(function (els, token) {
      legal.forEach(function (c) {
        if (!names(c, token)) { return; }
        var verb = c.split(" ")[0];
        var claim = els.filter(function (el) {
          var verbs = el.getAttribute("data-verbs");
          return verbs && verbs.toLowerCase().split(" ").indexOf(verb) >= 0;
        });
        (claim.length ? claim : els.filter(function (el) {
          return !el.hasAttribute("data-verbs");
        })).forEach(function (el) { found.add(el); });
      });
    });
    return Array.from(found).filter(function (el) { return svg.contains(el); });
  }

  // the box's content coordinates of element EL
  function place(el) {
    var r = el.getBoundingClientRect(), b = box.getBoundingClientRect();
    var x = r.left - b.left - box.clientLeft + box.scrollLeft;
    var y = r.top - b.top - box.clientTop + box.scrollTop;
    return {left: x, top: y, right: x + r.width, bottom: y + r.height};
  }

  // Of RECTS, the most that one view of the box holds (some view holding the most has
  // its left edge at a rectangle's left and its top at one's top): their union.
  function mostInView(rects) {
    var w = box.clientWidth, h = box.clientHeight, best = [];
    rects.forEach(function (a) {
      rects.forEach(function (b) {
        var x0 = a.left, y0 = b.top;
        var held = rects.filter(function (r) {
          return r.left >= x0 && r.right <= x0 + w && r.top >= y0 && r.bottom <= y0 + h;
        });
        if (held.length > best.length) { best = held; }
      });
    });
    return union(best.length ? best : rects.slice(0, 1));
  }

  function union(rects) {
    return rects.reduce(function (u, r) {
      return {left: Math.min(u.left, r.left), top: Math.min(u.top, r.top),
              right: Math.max(u.right, r.right), bottom: Math.max(u.bottom, r.bottom)};
    });
  }

  // where the player acts: at a phone's width, legible and on the named parts
  function open() {
    if (!phone.matches) { whole(); return; }
    zoom(Math.max(legible, fitted()), 0, 0);
    var rects = namedParts().map(place);
    var u = rects.length ? union(rects) : null;
    if (u && (u.right - u.left > box.clientWidth || u.bottom - u.top > box.clientHeight)) {
      u = mostInView(rects);
    }
    var cx = u ? (u.left + u.right) / 2 : box.scrollWidth / 2;
    var cy = u ? (u.top + u.bottom) / 2 : box.scrollHeight / 2;
    box.scrollLeft = cx - box.clientWidth / 2;
    box.scrollTop = cy - box.clientHeight / 2;
  }

  var tools = (function () {
    var bar = document.createElement("div");
    bar.className = "map-tools";
    bar.setAttribute("role", "toolbar");
    bar.setAttribute("aria-label", pbemWords("map_view", {}));
    function button(label, name, action) {
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = label;
      if (name) { b.setAttribute("aria-label", name); }
      b.addEventListener("click", action);
      bar.appendChild(b);
      return b;
    }
    button("\u2212", pbemWords("zoom_out", {}), function () { zoomMiddle(1 / STEP); });
    button("+", pbemWords("zoom_in", {}), function () { zoomMiddle(STEP); });
    var all = button(pbemWords("whole_map", {}), null, function () {
      if (all.getAttribute("aria-pressed") === "true") {
        if (phone.matches) { open(); } else { zoomMiddle(Math.max(legible, STEP)); }
      } else {
        whole();
      }
    });
    all.id = "map-whole";
    box.parentNode.insertBefore(bar, box.nextSibling);
    return {whole: all};
  }());

  box.addEventListener("keydown", function (ev) {
    if (ev.target !== box || ev.ctrlKey || ev.metaKey || ev.altKey) { return; }
    var factor = {"+": STEP, "=": STEP, "-": 1 / STEP}[ev.key];
    if (factor) { ev.preventDefault(); zoomMiddle(factor); }
  });

  // two fingers zoom about their middle; one finger pans (the browser's scrolling)
  function fingers(ev) {
    var a = ev.touches[0], b = ev.touches[1], r = box.getBoundingClientRect();
    return {d: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) || 1,
            x: (a.clientX + b.clientX) / 2 - r.left - box.clientLeft,
            y: (a.clientY + b.clientY) / 2 - r.top - box.clientTop};
  }
  box.addEventListener("touchstart", function (ev) {
    if (ev.touches.length === 2) { pinch = {at: fingers(ev), scale: scale()}; }
  }, {passive: true});
  box.addEventListener("touchmove", function (ev) {
    if (!pinch || ev.touches.length !== 2) { return; }
    ev.preventDefault();
    var now = fingers(ev);
    zoom(pinch.scale * now.d / pinch.at.d, now.x, now.y);
  }, {passive: false});
  box.addEventListener("touchend", function (ev) {
    if (ev.touches.length < 2) { pinch = null; }
  });

  open();
  phone.addEventListener("change", open);
}());

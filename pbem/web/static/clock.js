// The deadlines on a game page count down: beside each <time class="countdown">
// (its datetime the deadline, UTC) the time left is written every second, "overdue"
// once it has passed. The page's words (the deadline, each clock's bank) stand
// without script; this only adds the seconds going by. Nothing is fetched.
(function () {
  "use strict";
  var times = document.querySelectorAll("time.countdown");
  if (!times.length) { return; }

  function words(ms) {
    if (ms <= 0) { return pbemWords("overdue", {}); }
    var s = Math.floor(ms / 1000);
    var d = Math.floor(s / 86400), h = Math.floor(s % 86400 / 3600);
    var m = Math.floor(s % 3600 / 60), r = s % 60;
    return pbemWords("left", {time: (d ? d + "d " : "") + (d || h ? h + "h " : "") + m + "m " + r + "s"});
  }

  function tick() {
    var now = Date.now();
    for (var i = 0; i < times.length; i++) {
      var left = times[i].nextElementSibling;
      if (left && left.classList.contains("left")) {
        left.textContent = " (" + words(Date.parse(times[i].getAttribute("datetime")) - now) + ")";
      }
    }
  }
  tick();
  window.setInterval(tick, 1000);
}());

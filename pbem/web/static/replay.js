// The replay viewer without a reload button: moving the slider shows that version,
// and the arrow keys (Home, End) step through the versions. The page works without
// this script: its links and form do the same.
(function () {
  "use strict";
  var form = document.getElementById("slider");
  if (!form) { return; }
  var range = document.getElementById("v");
  range.addEventListener("change", function () { form.submit(); });
  var keys = {ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last"};
  document.addEventListener("keydown", function (e) {
    var target = e.target && e.target.tagName;
    if (target === "INPUT" || target === "TEXTAREA" || target === "SELECT") { return; }
    var link = keys[e.key] && document.getElementById(keys[e.key]);
    if (link) { e.preventDefault(); window.location.href = link.href; }
  });
}());

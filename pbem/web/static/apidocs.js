// Starts Swagger UI on /api/docs (a file, since the CSP forbids inline scripts).
(function () {
  "use strict";
  var box = document.getElementById("swagger-ui");
  if (!box || !window.SwaggerUIBundle) { return; }
  window.ui = window.SwaggerUIBundle({
    url: box.getAttribute("data-url"),
    dom_id: "#swagger-ui",
    deepLinking: true,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: "BaseLayout"
  });
}());

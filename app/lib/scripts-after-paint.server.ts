// The page paints before its scripts load (decision 023). React Router would write a `<link
// rel="modulepreload">` for every module the page needs and one inline module script that imports
// them and starts hydration. Both would have the browser fetch and run the modules as soon as the
// document is read: on a fast network with a slow phone, or in Lighthouse's model of a slow one,
// the first paint then waits for the evaluation of about 130 kB of JavaScript. Its `<Scripts>`, as
// patched (patches/react-router+7.18.4.patch), hands the preloads' hrefs to the entry rather than
// rendering them; here the inline script is made inert (a type the browser does not run) and a
// small script, once the page has painted, adds the preloads and runs it as it was. In the
// meantime the page works as it does with JavaScript off.
//
// The document is searched as React wrote it, a string. The pattern cannot come from a customer's
// text: React escapes quotes and angle brackets in text, and the hydration data is inside script
// strings, after the module script.

const MODULE_SCRIPT = ' type="module" async="">';
const INERT_SCRIPT = ' type="text/x-after-paint">';
const SCRIPT_END = "</script>";
const MANIFEST = "window.__reactRouterManifest";

/**
 * Once the browser reports the page's first contentful paint (it reports it when the frame is on
 * screen; a first paint of the background alone, which may come before, does not count): the
 * preloads, then the inline script as a module script. A browser without paint timing starts after
 * the next frame has been drawn (a timer set from the frame's callback runs once it is drawn). A
 * hidden page paints nothing (a tab opened in the background, a prerender): it starts at once.
 */
const BOOT = `(function (d, me, hrefs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < hrefs.length; i++) {
      var link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = hrefs[i];
      link.nonce = me.nonce;
      d.head.appendChild(link);
    }
    var inert = me.previousElementSibling, script = d.createElement("script");
    script.type = "module";
    script.nonce = me.nonce;
    script.textContent = inert.textContent;
    inert.parentNode.replaceChild(script, inert);
  }
  var Observer = window.PerformanceObserver;
  if (d.visibilityState === "hidden") start();
  else if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf("paint") !== -1)
    new Observer(function (list, observer) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})(document, document.currentScript, `.replace(/\n\s*/g, "");

/** The hrefs as a script literal: no `<` that could end the script early. */
const hrefsLiteral = (hrefs: readonly string[]) => JSON.stringify(hrefs).replace(/</g, "\\u003c");

/**
 * The document with React Router's module script run after the first paint, the preloads `hrefs`
 * added then, as parts to write in order: slices of `html` (searched once, which makes React's
 * thousands of pieces one string; the parts are encoded from it with no second copy) and the boot
 * script. A document without that script (an error before the router rendered) is one part.
 */
export function scriptsAfterPaint(html: string, nonce: string, hrefs: readonly string[]): string[] {
  const typeAt = html.indexOf(MODULE_SCRIPT);
  if (typeAt === -1) return [html];
  const end = html.indexOf(SCRIPT_END, typeAt);
  const manifestAt = html.indexOf(MANIFEST, typeAt);
  if (end === -1 || manifestAt === -1 || manifestAt > end) return [html];
  const afterScript = end + SCRIPT_END.length;
  return [
    html.slice(0, typeAt),
    INERT_SCRIPT,
    html.slice(typeAt + MODULE_SCRIPT.length, afterScript),
    `<script nonce="${nonce}">${BOOT}${hrefsLiteral(hrefs)});</script>`,
    html.slice(afterScript),
  ];
}

// Where focus goes when an action removes (or disables) the focused control: without this the
// browser drops it on <body> and a keyboard or screen reader user starts again from the top.
// One mechanism for the site, installed once in the root layout: focus moves to the closest
// ancestor (still in the page) marked `data-focus-fallback`; the attribute's value, when given, is
// the id of the element to focus instead (a heading, say). With no such ancestor left, the page's
// h1 takes focus, else <main>. A control disabled where it stands (a stepper's '−' at its limit)
// hands focus to the control beside it.
import { useEffect } from "react";

const MARK = "data-focus-fallback";

function focusTarget(marked: Element): HTMLElement | null {
  const id = marked.getAttribute(MARK);
  const target = id ? marked.ownerDocument.getElementById(id) : marked;
  return target instanceof HTMLElement && target.isConnected ? target : null;
}

function focusHere(el: HTMLElement) {
  if (!el.hasAttribute("tabindex")) el.tabIndex = -1;
  el.focus();
}

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/** Starts watching `doc`; returns the function that stops it. */
function installFocusFallback(doc: Document): () => void {
  // The control last focused, and its marked ancestors at the time (once removed it has no parents).
  let last: { el: Element; fallbacks: Element[] } | null = null;

  const onFocusIn = (event: FocusEvent) => {
    const el = event.target;
    if (!(el instanceof Element) || el === doc.body) return;
    // A dialog gives focus back to what opened it (app/lib/dialogs/use-sheet.ts): not ours to restore.
    if (el.closest("dialog")) {
      last = null;
      return;
    }
    const fallbacks: Element[] = [];
    for (let a = el.parentElement?.closest(`[${MARK}]`); a; a = a.parentElement?.closest(`[${MARK}]`)) fallbacks.push(a);
    last = { el, fallbacks };
  };
  // A click on nothing focusable is the user leaving the control: nothing to restore.
  const onPointerDown = (event: PointerEvent) => {
    if (!(event.target instanceof Element && event.target.closest(FOCUSABLE))) last = null;
  };

  const lost = () => {
    const active = doc.activeElement;
    if (!last) return false;
    // Some browsers leave focus on a control once disabled, where it can do nothing.
    if (active === last.el) return last.el.matches(":disabled");
    if (active && active !== doc.body) return false;
    return !last.el.isConnected || last.el.matches(":disabled");
  };

  const restore = () => {
    if (!lost() || !last) return;
    const { el, fallbacks } = last;
    last = null;
    if (el.isConnected) {
      // A control disabled where it stands (a stepper at its limit): the control beside it.
      const beside = [el.parentElement, el.parentElement?.parentElement]
        .flatMap((p) => (p ? [...p.querySelectorAll<HTMLElement>(FOCUSABLE)] : []))
        .find((x) => x !== el && !x.matches(":disabled") && x.tabIndex >= 0);
      if (beside) return beside.focus();
    }
    // A disabled control still in the page: its own marked ancestors count too.
    const chain = el.isConnected ? [el.closest(`[${MARK}]`), ...fallbacks] : fallbacks;
    for (const marked of chain) {
      const target = marked?.isConnected ? focusTarget(marked) : null;
      if (target) return focusHere(target);
    }
    const main = doc.querySelector<HTMLElement>("main");
    const heading = main?.querySelector<HTMLElement>("h1");
    if (heading) focusHere(heading);
    else main?.focus();
  };

  let frame = 0;
  const observer = new MutationObserver(() => {
    restore();
    // The browser may drop focus from a disabled control only when it next renders.
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(restore);
  });
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled", "hidden"] });
  doc.addEventListener("focusin", onFocusIn);
  doc.addEventListener("pointerdown", onPointerDown, true);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    doc.removeEventListener("focusin", onFocusIn);
    doc.removeEventListener("pointerdown", onPointerDown, true);
  };
}

/** Renders nothing: installs the focus fallback for the page's lifetime. */
export function FocusFallback() {
  useEffect(() => installFocusFallback(document), []);
  return null;
}

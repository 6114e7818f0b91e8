// What components ask of the native app. The bridge itself (app/lib/in-app/native-bridge.ts, with zod) is
// loaded only once in-app mode starts it, so this module stays a few lines in everyone's bundle.
import { useEffect, useSyncExternalStore } from "react";
import type { Bridge, InboundOf, InboundType, OutboundMessages, OutboundType } from "./native-bridge";

// Settled once in-app mode starts the bridge. Only in-app code sends or listens, and a page's own
// effects run before the root's, so what they send early waits here until the bridge is up.
let started = false;
let settle: (b: Bridge) => void = () => {};
const bridge = new Promise<Bridge>((resolve) => (settle = resolve));

/** Starts the bridge (once); in-app pages call it from the root. */
export function startAppBridge(parentOrigin: string): Promise<Bridge> {
  if (!started) {
    started = true;
    void import("./native-bridge").then((m) => settle(m.createBridge(window, { parentOrigin })));
  }
  return bridge;
}

export function sendToApp<T extends OutboundType>(type: T, payload: OutboundMessages[T]): void {
  void bridge.then((b) => b.send(type, payload));
}

/** Sends a request and waits for its answer; null when the app does not answer within `ms`. */
export async function askApp<T extends InboundType>(request: OutboundType, answer: T, ms: number): Promise<InboundOf<T>["payload"] | null> {
  if (!started) return null;
  const b = await bridge;
  const reply = b.next(answer, ms);
  b.send(request, {});
  return reply;
}

/**
 * In-app search pages: the app shows its navigation bar while there are no results and hides it
 * when results appear (SWITCH_JOURNEY_NAVBAR); the close button shows with the results.
 */
export function useAppSearchNavbar(inApp: boolean, journey: "collection" | "delivery", hasResults: boolean) {
  useEffect(() => {
    if (!inApp) return;
    sendToApp("SWITCH_JOURNEY_NAVBAR", { journey, showNavbar: !hasResults });
    setAppCloseReason("results", hasResults);
    return () => setAppCloseReason("results", false);
  }, [inApp, journey, hasResults]);
}

// The close button appears once the app sends its update event (or while search results show).
const close = { updated: false, results: false };
const listeners = new Set<() => void>();
let closeShown = false;
function publish() {
  closeShown = close.updated || close.results;
  for (const l of listeners) l();
}
export function setAppCloseReason(reason: "updated" | "results", on: boolean) {
  close[reason] = on;
  publish();
}
export function useAppCloseButton(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => closeShown,
    () => false,
  );
}

const BASKET_COUNT = "oop-basket-count";
/**
 * Tells the app when the basket has been emptied (its badge resets): called with the basket's item
 * count whenever it may have changed. The last count is kept per tab, across page loads.
 */
export function noteBasketCount(count: number) {
  let previous = 0;
  try {
    previous = Number(sessionStorage.getItem(BASKET_COUNT) ?? 0);
    sessionStorage.setItem(BASKET_COUNT, String(count));
  } catch {
    // Storage may be off in a web view: then only changes seen by this page count.
  }
  if (previous > 0 && count === 0) sendToApp("CLEAR_BASKET", {});
}

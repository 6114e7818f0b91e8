// In-app pages only: starts the native bridge and wires the page to the app (docs/native-bridge.md):
// OOP_INITIALISED and its insets, HIDE_LOADER, errors, links that leave the site, cookie settings,
// journey switches from the app, the app's update event and device location. Loaded on demand by
// app/components/in-app/native-app-host.tsx, so web customers never download it.
import { askApp, setAppCloseReason, startAppBridge } from "./app-messages";
import { registerNativeLocation } from "../location";
import { paths } from "../../paths";

const INSETS = "oop-insets";
type Insets = { top: number; right: number; bottom: number; left: number };

/** The app's insets become CSS variables the layout pads itself with (app/styles/global.css.ts). */
function applyInsets(insets: Insets) {
  const root = document.documentElement.style;
  for (const side of ["top", "right", "bottom", "left"] as const) root.setProperty(`--app-inset-${side}`, `${insets[side]}px`);
  try {
    sessionStorage.setItem(INSETS, JSON.stringify(insets));
  } catch {
    // Without storage the next page waits for the app's answer again.
  }
}

function rememberedInsets(): Insets | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(INSETS) ?? "null") as Insets | null;
    return v && [v.top, v.right, v.bottom, v.left].every((n) => typeof n === "number") ? v : null;
  } catch {
    return null;
  }
}

/**
 * Where a link goes when it leaves the ordering site (another origin, a page marked rel="external",
 * or delivery when that is the partner's page); null when it stays.
 */
function leavesSite(href: string, externalDeliveryUrl: string | null, markedExternal = false): string | null {
  const url = new URL(href, window.location.href);
  if (externalDeliveryUrl && /^\/delivery\/?$/.test(url.pathname)) return new URL(externalDeliveryUrl, window.location.href).href;
  return url.origin !== window.location.origin || markedExternal ? url.href : null;
}

/** A journey switch from the app opens that journey's start, keeping a search that is on screen. */
function switchJourneyPath(journey: "collection" | "delivery"): string {
  const q = new URLSearchParams(window.location.search).get("q");
  return paths.search(journey, { q });
}

export interface AppHostSettings {
  parentOrigin: string;
  externalDeliveryUrl: string | null;
  navigate: (to: string) => void;
}

/** Wires the page to the app; returns what undoes it. */
export function startAppHost({ parentOrigin, externalDeliveryUrl, navigate }: AppHostSettings): () => void {
  const ready = startAppBridge(parentOrigin);
  let stopped = false;
  const undo: (() => void)[] = [];
  const remembered = rememberedInsets();
  if (remembered) applyInsets(remembered);
  void ready.then((b) => {
    if (stopped) return;
    const onError = (e: ErrorEvent) =>
      b.send("ERROR", { message: e.message, stack: e.error instanceof Error ? e.error.stack : undefined, source: e.filename });
    const onRejection = (e: PromiseRejectionEvent) => {
      const reason: unknown = e.reason;
      b.send("ERROR", {
        message: reason instanceof Error ? reason.message : String(reason),
        stack: reason instanceof Error ? reason.stack : undefined,
      });
    };
    // Capture: before React Router's links act on the click.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a[href]");
      if (!(a instanceof HTMLAnchorElement)) return;
      if (a.dataset.appMessage === "EUCONSENT") {
        e.preventDefault();
        b.send("EUCONSENT", {});
        return;
      }
      const url = leavesSite(a.href, externalDeliveryUrl, a.relList.contains("external"));
      if (url) {
        e.preventDefault();
        b.send("EXTERNAL_LINKS", { url });
      }
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    // A search form that would go to delivery when delivery is the partner's page (the joint home).
    const onSubmit = (e: SubmitEvent) => {
      const form = e.target instanceof HTMLFormElement ? e.target : null;
      const submitter = e.submitter instanceof HTMLButtonElement ? e.submitter : null;
      const url =
        form && (form.method || "get").toLowerCase() === "get"
          ? leavesSite(submitter?.formAction || form.action, externalDeliveryUrl)
          : null;
      if (!url) return;
      e.preventDefault();
      b.send("EXTERNAL_LINKS", { url });
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    undo.push(
      () => window.removeEventListener("error", onError),
      () => window.removeEventListener("unhandledrejection", onRejection),
      () => document.removeEventListener("click", onClick, true),
      () => document.removeEventListener("submit", onSubmit, true),
      b.on("OOP_INITIALISED", ({ insets }) => applyInsets(insets)),
      b.on("SWITCH_JOURNEY", ({ journey }) => {
        if (journey === "delivery" && externalDeliveryUrl)
          b.send("EXTERNAL_LINKS", { url: new URL(externalDeliveryUrl, window.location.href).href });
        else navigate(switchJourneyPath(journey));
      }),
      b.on("UPDATE", (payload) => setAppCloseReason("updated", payload?.showCloseButton ?? true)),
    );
    registerNativeLocation(async () => {
      const answer = await askApp("GET_LOCATION", "LATLONG", 10_000);
      return answer && "latitude" in answer ? { latitude: answer.latitude, longitude: answer.longitude } : null;
    });
    undo.push(() => registerNativeLocation(null));

    const insets = b.next("OOP_INITIALISED", 3000);
    b.send("OOP_INITIALISED", {});
    // The page is on screen and interactive: the app's own loader can go.
    b.send("HIDE_LOADER", {});
    void insets.then((answer) => {
      if (!answer && !stopped) b.send("ERROR", { message: "The app did not answer OOP_INITIALISED with insets within 3 s." });
    });
  });
  return () => {
    stopped = true;
    for (const u of undo) u();
  };
}

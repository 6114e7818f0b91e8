// The native bridge: the one place that talks to the brand's app (docs/native-bridge.md). It is
// loaded only in in-app mode (app/lib/in-app/app-messages.ts imports it on demand), so web customers never
// download it or zod.
import * as z from "zod/mini";

/** Messages the site sends to the app. */
export interface OutboundMessages {
  OOP_INITIALISED: Record<string, never>;
  HIDE_LOADER: Record<string, never>;
  LOG: { level: "info" | "warn"; message: string };
  ERROR: { message: string; stack?: string; source?: string };
  EXTERNAL_LINKS: { url: string };
  EUCONSENT: Record<string, never>;
  SWITCH_JOURNEY_NAVBAR: { journey: "collection" | "delivery"; showNavbar: boolean };
  CLEAR_BASKET: Record<string, never>;
  GET_LOCATION: Record<string, never>;
  CLOSE_OOP: { basketSaved: boolean };
}
export type OutboundType = keyof OutboundMessages;

const journey = z.enum(["collection", "delivery"]);
const inset = z.number().check(z.minimum(0), z.maximum(500));

/** Messages the app sends to the site, each parsed before anything acts on it. */
const inboundSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("OOP_INITIALISED"),
    payload: z.object({ insets: z.object({ top: inset, right: inset, bottom: inset, left: inset }) }),
  }),
  z.object({ type: z.literal("SWITCH_JOURNEY"), payload: z.object({ journey }) }),
  z.object({
    type: z.literal("LATLONG"),
    payload: z.union([
      z.object({
        latitude: z.number().check(z.minimum(-90), z.maximum(90)),
        longitude: z.number().check(z.minimum(-180), z.maximum(180)),
      }),
      z.object({ error: z.string().check(z.maxLength(500)) }),
    ]),
  }),
  z.object({ type: z.literal("UPDATE"), payload: z.optional(z.object({ showCloseButton: z.optional(z.boolean()) })) }),
]);
type InboundMessage = z.infer<typeof inboundSchema>;
export type InboundType = InboundMessage["type"];
export type InboundOf<T extends InboundType> = Extract<InboundMessage, { type: T }>;

interface NativeWindow extends Window {
  ReactNativeWebView?: { postMessage(text: string): void };
  webkit?: { messageHandlers?: { oop?: { postMessage(text: string): void } } };
}

export interface Bridge {
  send<T extends OutboundType>(type: T, payload: OutboundMessages[T]): void;
  on<T extends InboundType>(type: T, handler: (payload: InboundOf<T>["payload"]) => void): () => void;
  /** Waits for the next message of a type; null when `ms` pass first. */
  next<T extends InboundType>(type: T, ms: number): Promise<InboundOf<T>["payload"] | null>;
  /** Which channel outbound messages take (for the contract's tests and the simulator). */
  channel: "react-native" | "webkit" | "parent" | "none";
  stop(): void;
}

/** How messages leave: React Native WebView, then WKWebView's `oop` handler, then a framing parent. */
function channelOf(win: NativeWindow, parentOrigin: string): { name: Bridge["channel"]; post: (text: string) => void } {
  if (win.ReactNativeWebView?.postMessage) return { name: "react-native", post: (t) => win.ReactNativeWebView!.postMessage(t) };
  const webkit = win.webkit?.messageHandlers?.oop;
  if (webkit?.postMessage) return { name: "webkit", post: (t) => webkit.postMessage(t) };
  if (win.parent && win.parent !== win) return { name: "parent", post: (t) => win.parent.postMessage(t, parentOrigin) };
  return { name: "none", post: () => {} };
}

export function createBridge(win: Window, opts: { parentOrigin: string }): Bridge {
  const w = win as NativeWindow;
  const framed = w.parent !== w;
  const handlers = new Map<InboundType, Set<(payload: unknown) => void>>();
  const out = channelOf(w, opts.parentOrigin);

  const send: Bridge["send"] = (type, payload) => {
    try {
      out.post(JSON.stringify({ type, payload }));
    } catch {
      // A host that refuses a message must not break the page.
    }
  };

  function receive(event: Event) {
    const e = event as MessageEvent;
    // Framed, only the configured parent may speak; in a web view, the app injects messages into
    // the page itself (source is the page, or none on Android's document event), never another window.
    if (framed ? e.origin !== opts.parentOrigin || e.source !== w.parent : e.source !== null && e.source !== w) return;
    let raw: unknown = e.data;
    if (typeof raw === "string") {
      try {
        raw = JSON.parse(raw);
      } catch {
        send("LOG", { level: "warn", message: "Ignored a message that is not JSON." });
        return;
      }
    }
    const parsed = inboundSchema.safeParse(raw);
    if (!parsed.success) {
      const type = typeof raw === "object" && raw && "type" in raw ? String(raw.type).slice(0, 40) : "?";
      send("LOG", { level: "warn", message: `Ignored a message that does not match the contract (type ${type}).` });
      return;
    }
    for (const handler of handlers.get(parsed.data.type) ?? []) handler(parsed.data.payload);
  }
  win.addEventListener("message", receive);
  win.document.addEventListener("message", receive);

  const on: Bridge["on"] = (type, handler) => {
    let set = handlers.get(type);
    if (!set) handlers.set(type, (set = new Set()));
    const h = handler as (payload: unknown) => void;
    set.add(h);
    return () => set.delete(h);
  };

  return {
    send,
    on,
    next: (type, ms) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          off();
          resolve(null);
        }, ms);
        const off = on(type, (payload) => {
          clearTimeout(timer);
          off();
          resolve(payload as never);
        });
      }),
    channel: out.name,
    stop() {
      win.removeEventListener("message", receive);
      win.document.removeEventListener("message", receive);
      handlers.clear();
    },
  };
}

import { describe, expect, it, vi } from "vitest";
import { createBridge } from "./native-bridge";

const PARENT = "https://app.example.com";

/** A window as far as the bridge needs one: events on it and its document, a parent, hosts. */
function fakeWindow(host: Record<string, unknown> = {}, framedBy?: { postMessage: (text: string, origin: string) => void }) {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  win.document = new EventTarget();
  win.parent = framedBy ?? win;
  Object.assign(win, host);
  return win as unknown as Window;
}

// Node's MessageEvent takes only a MessagePort as its source: a plain event with the same fields.
const event = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
  Object.assign(new Event("message"), { data, origin: init.origin ?? "", source: init.source ?? null });

describe("the native bridge", () => {
  it("sends JSON text through React Native first, then WKWebView's oop handler, then a framing parent at its origin", () => {
    const rn = vi.fn();
    const webkit = vi.fn();
    const parent = { postMessage: vi.fn() };
    const both = createBridge(
      fakeWindow({ ReactNativeWebView: { postMessage: rn }, webkit: { messageHandlers: { oop: { postMessage: webkit } } } }),
      {
        parentOrigin: PARENT,
      },
    );
    both.send("EXTERNAL_LINKS", { url: "https://example.com/allergens" });
    expect(both.channel).toBe("react-native");
    expect(rn).toHaveBeenCalledWith('{"type":"EXTERNAL_LINKS","payload":{"url":"https://example.com/allergens"}}');
    expect(webkit).not.toHaveBeenCalled();

    const ios = createBridge(fakeWindow({ webkit: { messageHandlers: { oop: { postMessage: webkit } } } }), { parentOrigin: PARENT });
    ios.send("CLEAR_BASKET", {});
    expect(webkit).toHaveBeenCalledWith('{"type":"CLEAR_BASKET","payload":{}}');

    const framed = createBridge(fakeWindow({}, parent), { parentOrigin: PARENT });
    framed.send("HIDE_LOADER", {});
    expect(parent.postMessage).toHaveBeenCalledWith('{"type":"HIDE_LOADER","payload":{}}', PARENT);

    const alone = createBridge(fakeWindow(), { parentOrigin: PARENT });
    expect(alone.channel).toBe("none");
    expect(() => alone.send("HIDE_LOADER", {})).not.toThrow();
  });

  it("takes JSON text or objects on the window or the document, parsed against the contract", () => {
    const rn = vi.fn();
    const win = fakeWindow({ ReactNativeWebView: { postMessage: rn } });
    const bridge = createBridge(win, { parentOrigin: PARENT });
    const switched = vi.fn();
    bridge.on("SWITCH_JOURNEY", switched);
    win.dispatchEvent(event('{"type":"SWITCH_JOURNEY","payload":{"journey":"delivery"}}', { source: win }));
    win.document.dispatchEvent(event({ type: "SWITCH_JOURNEY", payload: { journey: "collection" } }));
    expect(switched.mock.calls).toEqual([[{ journey: "delivery" }], [{ journey: "collection" }]]);

    // What fails the contract is ignored and logged.
    win.dispatchEvent(event({ type: "SWITCH_JOURNEY", payload: { journey: "takeaway" } }));
    win.dispatchEvent(event("{not json"));
    win.dispatchEvent(event({ type: "LATLONG", payload: { latitude: 200, longitude: 0 } }));
    expect(switched).toHaveBeenCalledTimes(2);
    expect(rn.mock.calls.map(([text]) => JSON.parse(text as string).payload.message)).toEqual([
      "Ignored a message that does not match the contract (type SWITCH_JOURNEY).",
      "Ignored a message that is not JSON.",
      "Ignored a message that does not match the contract (type LATLONG).",
    ]);
  });

  it("framed, listens only to the parent at the configured origin; in a web view, never to another window", () => {
    const parent = { postMessage: vi.fn() };
    const win = fakeWindow({}, parent);
    const bridge = createBridge(win, { parentOrigin: PARENT });
    const update = vi.fn();
    bridge.on("UPDATE", update);
    win.dispatchEvent(event('{"type":"UPDATE"}', { origin: "https://evil.example", source: parent }));
    win.dispatchEvent(event('{"type":"UPDATE"}', { origin: PARENT, source: {} }));
    expect(update).not.toHaveBeenCalled();
    win.dispatchEvent(event('{"type":"UPDATE"}', { origin: PARENT, source: parent }));
    expect(update).toHaveBeenCalledTimes(1);

    const view = fakeWindow({ ReactNativeWebView: { postMessage: vi.fn() } });
    const inView = createBridge(view, { parentOrigin: PARENT });
    const other = vi.fn();
    inView.on("UPDATE", other);
    view.dispatchEvent(event('{"type":"UPDATE"}', { origin: PARENT, source: {} }));
    expect(other).not.toHaveBeenCalled();
  });

  it("waits for an answer, or gives null when none comes in time", async () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow();
      const bridge = createBridge(win, { parentOrigin: PARENT });
      const answered = bridge.next("LATLONG", 10_000);
      win.dispatchEvent(event({ type: "LATLONG", payload: { latitude: 51.5, longitude: -0.1 } }));
      await expect(answered).resolves.toEqual({ latitude: 51.5, longitude: -0.1 });
      const silent = bridge.next("OOP_INITIALISED", 3_000);
      vi.advanceTimersByTime(3_000);
      await expect(silent).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

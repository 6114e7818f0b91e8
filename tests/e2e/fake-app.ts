// A stand-in for the brand's native app in browser tests: installed before any page script runs, it
// offers the React Native WebView or the WKWebView message handler, records every message the site
// sends (across page loads), answers OOP_INITIALISED with insets and GET_LOCATION as told, and
// sends the app's messages to the page the way each platform delivers them.
import { expect, type Page } from "@playwright/test";

type AppMessage = { type: string; payload: Record<string, unknown> };
export type Platform = "react-native" | "webkit";

export const TEST_INSETS = { top: 40, right: 0, bottom: 30, left: 0 };

export async function fakeApp(
  page: Page,
  opts: { platform?: Platform; answerInsets?: boolean; location?: { latitude: number; longitude: number } | "error" | "silent" } = {},
) {
  const messages: AppMessage[] = [];
  await page.exposeFunction("__fakeAppReceive", (text: string) => {
    messages.push(JSON.parse(text) as AppMessage);
  });
  await page.addInitScript(
    ({ platform, answerInsets, location, insets }) => {
      type W = Window & Record<string, unknown> & { __fakeAppReceive(text: string): void };
      const w = window as unknown as W;
      const toPage = (m: unknown) => setTimeout(() => window.postMessage(JSON.stringify(m), "*"), 0);
      const post = (text: string) => {
        w.__fakeAppReceive(text);
        const m = JSON.parse(text) as { type: string };
        // This page's bridge listens from before it sends HIDE_LOADER: messages to it may come now.
        if (m.type === "HIDE_LOADER") w.__fakeAppReady = true;
        if (m.type === "OOP_INITIALISED" && answerInsets) toPage({ type: "OOP_INITIALISED", payload: { insets } });
        if (m.type === "GET_LOCATION" && location !== "silent")
          toPage({ type: "LATLONG", payload: location === "error" ? { error: "User denied location" } : location });
      };
      if (platform === "react-native") w.ReactNativeWebView = { postMessage: post };
      else w.webkit = { messageHandlers: { oop: { postMessage: post } } };
    },
    {
      platform: opts.platform ?? "react-native",
      answerInsets: opts.answerInsets ?? true,
      location: opts.location ?? { latitude: 51.5136, longitude: -0.1365 },
      insets: TEST_INSETS,
    },
  );
  const app = {
    messages,
    types: () => messages.map((m) => m.type),
    of: (type: string) => messages.filter((m) => m.type === type),
    /** Waits until the site has sent a message of this type (and payload, when given). */
    async expectMessage(type: string, payload?: Record<string, unknown>) {
      await expect
        .poll(
          () =>
            messages.filter(
              (m) => m.type === type && (!payload || JSON.stringify({ ...m.payload, ...payload }) === JSON.stringify(m.payload)),
            ).length,
          {
            message: `the site sends ${type} ${payload ? JSON.stringify(payload) : ""}`,
          },
        )
        .toBeGreaterThan(0);
    },
    /** Waits until the page now shown has started its bridge (it sent HIDE_LOADER). */
    ready: () => page.waitForFunction(() => (window as unknown as { __fakeAppReady?: boolean }).__fakeAppReady === true),
    /** As React Native and WKWebView deliver it: JSON text posted to the page's own window. */
    send: (type: string, payload?: unknown) => page.evaluate((m) => window.postMessage(JSON.stringify(m), "*"), { type, payload }),
    /** As Android's web view delivers it: a message event on the document, here with an object. */
    sendToDocument: (type: string, payload?: unknown) =>
      page.evaluate((m) => document.dispatchEvent(new MessageEvent("message", { data: m })), { type, payload }),
  };
  return app;
}

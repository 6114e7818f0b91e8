import { createContext, useContext } from "react";
import { Links } from "react-router";
import { useNonce } from "./nonce";

// The site's one stylesheet travels inside the first page of a visit (decisions 023 and 035): under
// a slow network a stylesheet of its own is a request the first paint waits for, and 5 kB
// compressed cost less than that round trip. The production server reads the built file once
// (server/http/site-stylesheet.ts) and hands its text to the render (app/entry.server.tsx) for a
// page asked for from outside the site; a page reached from one of ours, and the development
// server (where Vite serves the styles), link the stylesheet React Router names, as usual.
const SiteStylesContext = createContext<string | null>(null);
export const SiteStylesProvider = SiteStylesContext.Provider;

const ID = "site-styles";

/**
 * In the browser, the text the server put in the page, read once before hydration: the element
 * hydrates as it was written and a later render leaves it untouched.
 */
const inPage = typeof document === "undefined" ? null : (document.getElementById(ID)?.textContent ?? null);

/** The site's stylesheet in a `<style>` with the page's nonce, or React Router's `<Links>` without it. */
export function SiteStyles() {
  const css = useContext(SiteStylesContext) ?? inPage;
  const nonce = useNonce();
  if (css === null) return <Links nonce={nonce} />;
  return <style id={ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}

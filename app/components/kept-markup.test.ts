// The footer's kept markup (app/components/kept-markup.tsx) must be the markup React writes for the
// same links in place, or the browser would hydrate a footer that differs from the one it shows.
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { brands, type BrandCode } from "../../server/brands";
import { KEPT_VARIANTS_PER_SOURCE, keepMarkup } from "../lib/kept-markup.server";
import type { RootData } from "../root";
import { brandView } from "../lib/brand-view";
import { encoded } from "../lib/encoded-json";
import { KeepMarkupProvider, KeptMarkup } from "./kept-markup";
import { SiteFooter } from "./site-footer";

const data = (code: BrandCode) => ({ brand: encoded(brandView(brands[code])), year: 2026 }) as unknown as RootData;

function footer(code: BrandCode, path: string, keep: boolean) {
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(SiteFooter, { data: data(code) }) }]);
  const page: ReactNode = createElement(Stub, { initialEntries: [path] });
  return renderToString(keep ? createElement(KeepMarkupProvider, { value: keepMarkup }, page) : page);
}

describe("the footer's kept markup", () => {
  it.each([
    ["uk", "/collection"],
    ["uk", "/delivery?q=M1%201AA"],
    ["ie", "/collection"],
  ] as const)("is what React writes in place (%s, %s)", (code, path) => {
    const inPlace = footer(code, path, false);
    expect(footer(code, path, true)).toBe(inPlace);
    // Kept, and asked again: the same.
    expect(footer(code, path, true)).toBe(inPlace);
  });

  it("tells a delivery page's links (with delivery help) from the others'", () => {
    expect(footer("uk", "/delivery?q=M1%201AA", true)).toContain(">Delivery help</a>");
    expect(footer("uk", "/collection", true)).not.toContain("Delivery help");
  });
});

describe("KeptMarkup", () => {
  it("renders its children once per source and variant on the server, every time in the browser", () => {
    const source = {};
    const render = vi.fn(() => createElement("li", null, "Pizza"));
    const list = (variant: string) => createElement(KeptMarkup, { as: "ul", className: "links", source, variant, keep: true, render });
    const kept = (variant: string) => renderToString(createElement(KeepMarkupProvider, { value: keepMarkup }, list(variant)));

    expect(kept("a")).toBe('<ul class="links"><li>Pizza</li></ul>');
    expect(kept("a")).toBe('<ul class="links"><li>Pizza</li></ul>');
    expect(render).toHaveBeenCalledTimes(1);
    kept("b");
    expect(render).toHaveBeenCalledTimes(2);
    // Without the server's provider (the browser), the children are rendered as any others.
    expect(renderToString(list("a"))).toBe('<ul class="links"><li>Pizza</li></ul>');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("keeps a bounded number of variants per source, forgetting the least recently used", () => {
    const source = {};
    const render = vi.fn(() => createElement("li", null, "Pizza"));
    const ask = (variant: string) => keepMarkup(source, variant, render);
    for (let i = 0; i < KEPT_VARIANTS_PER_SOURCE; i++) ask(`v${i}`);
    expect(render).toHaveBeenCalledTimes(KEPT_VARIANTS_PER_SOURCE);
    ask("v0"); // used again: now the most recent
    ask("new"); // one too many: v1, the least recently used, is forgotten
    expect(render).toHaveBeenCalledTimes(KEPT_VARIANTS_PER_SOURCE + 1);
    ask("v0");
    ask("new");
    expect(render).toHaveBeenCalledTimes(KEPT_VARIANTS_PER_SOURCE + 1);
    ask("v1");
    expect(render).toHaveBeenCalledTimes(KEPT_VARIANTS_PER_SOURCE + 2);
  });
});

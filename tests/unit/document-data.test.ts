// The loader data a page carries for hydration. patches/react-router+7.18.4.patch writes it at once
// when it holds no promise (no web stream, text encoder and decoder, timer or suspended render in
// between), in the same markup as React Router's stream; data with a promise still streams.
import { createElement } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import {
  Await,
  createRequestHandler,
  Outlet,
  Scripts,
  ServerRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  useLoaderData,
  type EntryContext,
} from "react-router";
import { describe, expect, it } from "vitest";
import { manifestRoute, serverBuild } from "../support/server-build";

const Layout = () => createElement("div", null, createElement(Outlet), createElement(Scripts));
function Menu() {
  const data = useLoaderData<{ name: string; later?: Promise<string> }>();
  return createElement(
    "p",
    null,
    data.name,
    data.later ? createElement(Await, { resolve: data.later, children: (text: unknown) => ` and ${String(text)}` }) : null,
  );
}

const menuData = () => ({ name: "Margherita", price: 995, sizes: [{ name: "Large", inches: 12 }], chosen: new Set(["basil"]) });

/** Data where values recur: a name, an object, an array and every key. */
const vegan = ["Vegan", "Vegetarian"];
const basil = { name: "Fresh basil", costMinor: 0, diets: vegan };
const toppingsData = () => ({
  name: "Fresh basil",
  options: [basil, { name: "Rocket", costMinor: 95, diets: vegan }, basil, { name: "Fresh basil", costMinor: 0, diets: [] }],
  empty: null,
  missing: undefined,
});

type Entry = (request: Request, status: number, headers: Headers, context: EntryContext) => Promise<Response> | Response;

/** Renders the whole document, waiting for every suspended part. */
const waitingEntry: Entry = async (request, status, headers, context) => {
  const stream = await renderToReadableStream(createElement(ServerRouter, { context, url: request.url }));
  await stream.allReady;
  return new Response(stream, { status, headers });
};

/** Renders in one pass: a part that suspends is left out. */
const onePassEntry: Entry = (request, status, headers, context) =>
  new Response(renderToString(createElement(ServerRouter, { context, url: request.url })), { status, headers });

/** Data with a promise and more values than the encoder writes before it lets other work run. */
const longRows = () => Array.from({ length: 20_000 }, (_, i) => `row ${i}`);
const longData = () => ({ name: "Long", rows: longRows(), later: Promise.resolve("the end") });

/** React Router's reading of the texts a page hands to its stream. */
async function decoded(texts: string[]) {
  const bytes = new TextEncoder().encode(texts.join(""));
  const stream = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(bytes), c.close()) });
  const { done, value } = await decodeViaTurboStream(stream, globalThis);
  await done;
  return value as { loaderData: Record<string, Record<string, unknown>> };
}

const handlerWith = (entry: Entry) =>
  createRequestHandler(
    serverBuild({
      entry: { module: { default: entry } },
      routes: {
        root: { id: "root", path: "", module: { default: Layout } },
        menu: { id: "menu", parentId: "root", path: "menu", module: { default: Menu, loader: menuData } },
        long: { id: "long", parentId: "root", path: "long", module: { default: Menu, loader: longData } },
        toppings: { id: "toppings", parentId: "root", path: "toppings", module: { default: Menu, loader: toppingsData } },
        later: {
          id: "later",
          parentId: "root",
          path: "later",
          module: { default: Menu, loader: () => ({ name: "Calzone", later: Promise.resolve("garlic bread") }) },
        },
      },
      assets: {
        entry: { module: "/entry.js", imports: [] },
        routes: {
          root: manifestRoute({ id: "root", path: "", module: "/root.js" }),
          menu: { ...manifestRoute({ id: "menu", parentId: "root", path: "menu", module: "/menu.js" }), hasLoader: true },
          long: { ...manifestRoute({ id: "long", parentId: "root", path: "long", module: "/long.js" }), hasLoader: true },
          toppings: { ...manifestRoute({ id: "toppings", parentId: "root", path: "toppings", module: "/toppings.js" }), hasLoader: true },
          later: { ...manifestRoute({ id: "later", parentId: "root", path: "later", module: "/later.js" }), hasLoader: true },
        },
      },
    }),
    "production",
  );

const handle = handlerWith(waitingEntry);
const page = async (path: string) => (await handle(new Request(`http://shop.test${path}`))).text();

/** The texts the page hands to React Router's stream, in order. */
const enqueued = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)].map((m) => JSON.parse(m[1]!) as string);

describe("the data a page carries for hydration", () => {
  it("is written whole, once, before the stream is closed, in React Router's markup", async () => {
    const html = await page("/menu");
    expect(html).toContain("<p>Margherita</p>");
    const [text, ...rest] = enqueued(html);
    expect(rest).toEqual([]);
    // React Router's encoding: a flat list of values that refer to each other by position.
    const values = JSON.parse(text!) as unknown[];
    for (const value of ["loaderData", "menu", "Margherita", 995, "Large", 12, "basil"]) expect(values).toContain(value);
    expect(text!.endsWith("\n")).toBe(true);
    expect(html).toMatch(
      /<!--\$--><script>window\.__reactRouterContext\.streamController\.enqueue\(".*"\);<\/script><!--\$--><script>window\.__reactRouterContext\.streamController\.close\(\);<\/script><!--\/\$--><!--\/\$-->/,
    );
  });

  it("is ready as the page renders: nothing waits for it (a one-pass render holds it too)", async () => {
    const onePass = handlerWith(onePassEntry);
    const html = await (await onePass(new Request("http://shop.test/menu"))).text();
    expect(enqueued(html)).toEqual(enqueued(await page("/menu")));
    expect(html).toContain("streamController.close()");
  });

  it("is the same on every render of the same data", async () => {
    expect(enqueued(await page("/menu"))).toEqual(enqueued(await page("/menu")));
  });

  it("reads back as the data it was given, each recurring value written once", async () => {
    const [text] = enqueued(await page("/toppings"));
    expect((await decoded([text!])).loaderData["toppings"]).toEqual(toppingsData());
    const values = JSON.parse(text!) as unknown[];
    for (const value of ["Fresh basil", "name", "costMinor", "diets", "Vegan"]) expect(values.filter((v) => v === value)).toHaveLength(1);
    // The same object is written once and referred to twice.
    const options = values.find((v) => Array.isArray(v) && v.length === 4) as number[];
    expect(options[0]).toBe(options[2]);
  });

  it("reads back whole when it is long and holds a promise (the encoder pauses for other work on the way)", async () => {
    const html = await page("/long");
    expect(html).toContain("the end");
    const data = (await decoded(enqueued(html))).loaderData["long"]!;
    expect(data["rows"]).toEqual(longRows());
    expect(await data["later"]).toBe("the end");
  });

  it("still streams when it holds a promise: the value follows when it settles", async () => {
    const html = await page("/later");
    expect(html).toContain("Calzone");
    const texts = enqueued(html);
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.slice(1).join("")).toContain("garlic bread");
    expect(html).toContain("streamController.close()");
  });
});

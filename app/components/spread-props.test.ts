// The site's shared components build their elements' props with the props they name first and the
// caller's spread after. In Node 20's V8 an object that starts as a spread and is then added to
// (`{...rest, href}`) takes a new hidden class every time it is built: on every render of every
// link and form, a page made about seventy that were garbage a moment later (decision 023). JSX
// children count as a prop added after. The JSX runtime is replaced here so that the props objects are seen as the
// components build them (React's development build would freeze them, which changes their class).
import { describe, expect, it, vi } from "vitest";
import { sameHiddenClass } from "../../tests/support/hidden-class";

vi.mock("react/jsx-runtime", () => ({
  jsx: (type: unknown, props: object) => ({ type, props }),
  jsxs: (type: unknown, props: object) => ({ type, props }),
  Fragment: "fragment",
}));
vi.mock("react/jsx-dev-runtime", () => ({ jsxDEV: (type: unknown, props: object) => ({ type, props }), Fragment: "fragment" }));
vi.mock("react-router", () => ({ useLocation: () => ({ pathname: "/collection/basket", search: "" }) }));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), useContext: () => null }));

const { Link } = await import("./link");
const { Form, FormAt, FetcherForm, FetcherFormAt } = await import("./form");
const { KeptMarkup } = await import("./kept-markup");

type Built = { type: unknown; props: Record<string, unknown> };

/**
 * The props of the last two of twenty elements built by `make`: V8 takes its fast (and here costly)
 * way once a function has run a few times (it gives it feedback from about the ninth call).
 */
function lastTwo(make: (i: number) => unknown): [Record<string, unknown>, Record<string, unknown>] {
  const built = Array.from({ length: 20 }, (_, i) => make(i) as Built);
  return [built[18]!.props, built[19]!.props];
}

const fetcher = { submit: async () => {} };
const cases: [string, (i: number) => unknown][] = [
  ["Link", (i) => Link({ to: `/page/${i}`, className: "x", children: "Go" })],
  ["Form", (i) => Form({ method: "post", className: `f${i}`, children: "fields" })],
  ["FetcherForm", (i) => FetcherForm({ fetcher, method: "post", className: `f${i}`, children: "fields" })],
  ["FormAt", (i) => FormAt({ method: "post", action: "/collection/basket", className: `f${i}`, children: "fields" })],
  [
    "FetcherFormAt",
    (i) => FetcherFormAt({ fetcher, method: "post", action: "/collection/basket", className: `f${i}`, children: "fields" }),
  ],
  ["KeptMarkup", (i) => KeptMarkup({ as: "ul", className: `k${i}`, source: {}, variant: "v", keep: true, render: () => "items" })],
];

describe("the shared components' props", () => {
  it.each(cases)("%s builds every element's props with one hidden class", (_name, make) => {
    const [a, b] = lastTwo(make);
    expect(sameHiddenClass(a, b)).toBe(true);
  });

  it("keeps what each component names and what the caller gives", () => {
    expect(lastTwo(cases[0]![1])[1]).toMatchObject({ href: "/page/19", "data-discover": "true", className: "x", children: "Go" });
    // `Form` and `FetcherForm` give the page's address to their `…At` twins, which build the form.
    for (const at of [1, 2]) {
      expect(lastTwo(cases[at]![1])[1]).toMatchObject({
        method: "post",
        action: "/collection/basket",
        className: "f19",
        children: "fields",
      });
    }
    expect(lastTwo(cases[3]![1])[1]).toMatchObject({
      method: "post",
      action: "/collection/basket",
      "data-discover": "true",
      className: "f19",
      children: "fields",
    });
    expect(lastTwo(cases[4]![1])[1]).toMatchObject({ method: "post", action: "/collection/basket", className: "f19", children: "fields" });
  });
});
